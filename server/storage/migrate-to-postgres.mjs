#!/usr/bin/env node
/**
 * `npm run migrate-to-postgres -- --from ./data`: bundles migrate-to-postgres.ts with esbuild (as
 * build.mjs bundles the build's tools: packages stay external, so they load from node_modules) and
 * runs it. Everything the command does is described there; `--help` prints its usage.
 */
import {createHash} from 'node:crypto'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import esbuild from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// One file per checkout: worktrees that share node_modules must not overwrite each other's.
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12)
const file = path.join(root, 'node_modules/.cache/migrate-to-postgres', checkout, 'migrate-to-postgres.mjs')

try {
  await esbuild.build({
    entryPoints: [path.join(root, 'server/storage/migrate-to-postgres.ts')], outfile: file, bundle: true,
    platform: 'node', format: 'esm', packages: 'external', logLevel: 'error',
  })
} catch (error) {
  console.error(`Could not build the command: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
const {main} = await import(pathToFileURL(file).href + `?t=${Date.now()}`)
process.exitCode = await main(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line))
