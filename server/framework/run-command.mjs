#!/usr/bin/env node
/**
 * `node server/framework/run-command.mjs <command.ts> [arguments…]`: bundles a TypeScript command
 * with esbuild and runs its `main(argv, env, out, err)`, whose result is the exit code. The npm
 * scripts `migrate-to-postgres`, `doctor` and `env-example` run this way; each command's file
 * describes what it does.
 *
 * The bundle goes to a temporary folder, not into the checkout, since a command may run as the
 * user Hale runs as (the owner of the data folder), who may not write where Hale is installed.
 * Packages stay outside the bundle (better-sqlite3 is native), imported by their absolute paths
 * in this checkout's node_modules.
 */
import fs from 'node:fs'
import {createRequire} from 'node:module'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import esbuild from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(path.join(root, 'package.json'))

/** Bare package imports (not Node's own modules) as file URLs of this checkout's packages. */
const packagesByPath = {
  name: 'packages-by-path',
  setup(build) {
    build.onResolve({filter: /^[^./]/}, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined
      const resolved = require.resolve(args.path)
      return resolved === args.path ? {path: args.path, external: true} : {path: pathToFileURL(resolved).href, external: true}
    })
  },
}

const [entry, ...argv] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node server/framework/run-command.mjs <command.ts> [arguments…]')
  process.exit(2)
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-command-'))
try {
  const file = path.join(dir, 'command.mjs')
  const built = await esbuild.build({
    entryPoints: [path.resolve(root, entry)], outfile: file, bundle: true,
    platform: 'node', format: 'esm', plugins: [packagesByPath], logLevel: 'silent',
  }).then(() => true, (error) => {
    console.error(`Could not build the command: ${error instanceof Error ? error.message : String(error)}`)
    return false
  })
  if (built) {
    const {main} = await import(pathToFileURL(file).href)
    process.exitCode = await main(argv, process.env, (line) => console.log(line), (line) => console.error(line))
  } else {
    process.exitCode = 1
  }
} finally {
  fs.rmSync(dir, {recursive: true, force: true})
}
