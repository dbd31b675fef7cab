#!/usr/bin/env node
/**
 * Builds an app folder into a runnable server:
 *
 *   node build.mjs                                  the app package.json's "app" field names → dist/
 *   node build.mjs --app <dir> --out <dir>          another app (<dir>/pages, api, public, messages, services.ts)
 *   node build.mjs --app <dir> --routes             print the page routes in priority order, build nothing
 *   node build.mjs --dev                            unminified, React's development builds
 *
 * Output: <out>/server.js (run it), <out>/app.js (createApp and friends, for tests and benchmarks),
 * <out>/static/ (hashed client files, with .br and .gz copies of the text ones), <out>/public/, <out>/manifest.json and <out>/BUILD_ID.
 * The work is done by server/framework/build/build-app.ts.
 */
import * as esbuild from 'esbuild'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {createHash} from 'node:crypto'
import {fileURLToPath, pathToFileURL} from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const args = parseArgs(process.argv.slice(2))
const app = args.app ? conventionalLayout(path.resolve(args.app)) : packageLayout()
const out = path.resolve(args.out ?? path.join(root, 'dist'))
const tools = await loadBuildTools()

if (args.routes) {
  let files
  try {
    files = tools.readAppFiles(app)
  } catch (error) {
    if (error instanceof tools.RouteConflictError) fail(error.message)
    throw error
  }
  for (const route of files.pageRoutes) console.log(route.pattern)
  process.exit(0)
}

const started = Date.now()
const production = !args.dev
let result
try {
  result = await tools.buildApp({root, app, out, production})
} catch (error) {
  if (error instanceof tools.RouteConflictError) fail(error.message)
  fail(`The build failed: ${error.message.split('\n')[0]}`)
}
console.log(`Built ${result.files.pages.length} pages and ${result.files.apis.length} API routes into ${path.relative(process.cwd(), out) || '.'} ` +
  `(build ${result.buildId}, ${production ? 'production' : 'development'}) in ${Date.now() - started} ms`)

/** An app folder by convention: pages/, api/, public/, messages/, services.ts. */
function conventionalLayout(dir) {
  return {
    pages: path.join(dir, 'pages'), api: path.join(dir, 'api'), public: path.join(dir, 'public'),
    services: path.join(dir, 'services.ts'), messages: path.join(dir, 'messages'), iconShim: null, bundled: [],
  }
}

/** The app of this checkout, where package.json's "app" field says its parts are. */
function packageLayout() {
  const {app} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  if (!app?.pages) fail('Expected package.json to name the app\'s folders in an "app" field (pages, api, public, services, messages), or --app <dir>')
  const at = (file) => (file ? path.join(root, file) : null)
  return {
    pages: at(app.pages), api: at(app.api), public: at(app.public), services: at(app.services), messages: at(app.messages),
    iconShim: at(app.iconShim), bundled: app.bundled ?? [],
  }
}

function parseArgs(argv) {
  const result = {app: null, out: null, routes: false, dev: false}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--app' || arg === '--out') {
      const value = argv[++i]
      if (!value) fail(`Expected a folder after ${arg}`)
      result[arg.slice(2)] = value
    } else if (arg === '--routes') result.routes = true
    else if (arg === '--dev') result.dev = true
    else fail(`Unknown argument ${JSON.stringify(arg)}. Usage: node build.mjs [--app <dir>] [--out <dir>] [--routes] [--dev]`)
  }
  return result
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** The build's tools (server/framework/build), bundled on the fly: TypeScript, run by plain Node. */
async function loadBuildTools() {
  // One file per checkout: worktrees that share node_modules must not overwrite each other's tools.
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12)
  const file = path.join(root, 'node_modules/.cache/app-build', checkout, 'build-tools.mjs')
  await esbuild.build({
    entryPoints: [path.join(root, 'server/framework/build/index.ts')], outfile: file, bundle: true,
    platform: 'node', format: 'esm', packages: 'external', logLevel: 'error',
  })
  return import(pathToFileURL(file).href + `?t=${Date.now()}`)
}
