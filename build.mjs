#!/usr/bin/env node
/**
 * Builds an app folder into a runnable server:
 *
 *   node build.mjs                                  the app package.json's "app" field names → dist/
 *   node build.mjs --app <dir> --out <dir>          another app (<dir>/pages, api, public, messages, services.ts)
 *   node build.mjs --app <dir> --routes             print the page routes in priority order, build nothing
 *   node build.mjs --dev                            unminified, React's development builds
 *   node build.mjs --dev --watch                    `npm run dev`: build, serve on PORT, rebuild on every change
 *
 * Output: <out>/server.js (run it), <out>/app.js (createApp and friends, for tests and benchmarks),
 * <out>/static/ (hashed client files, with .br and .gz copies of the text ones), <out>/public/, <out>/manifest.json and <out>/BUILD_ID.
 * The work is done by server/framework/build/build-app.ts.
 */
import * as esbuild from 'esbuild'
import {existsSync, readFileSync} from 'node:fs'
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

if (args.watch) {
  if (!args.dev) fail('--watch needs --dev: `npm run dev` runs both')
  const {env} = tools.loadEnvFiles(process.cwd(), process.env)
  if (env.NODE_ENV?.trim() === 'production') fail('npm run dev is for development and never runs with NODE_ENV=production: use npm start')
  const folders = [...new Set([path.join(root, 'client'), path.join(root, 'server'), path.join(root, 'src'),
    ...[app.pages, app.api, app.public, app.messages, app.services && path.dirname(app.services)].filter(Boolean)])]
  const watched = folders.filter((folder) => existsSync(folder) && !folders.some((other) => isInside(folder, other)))
  const port = env.PORT?.trim() ? Number(env.PORT) : 3000
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid PORT: expected a whole number from 0 to 65535, got ${JSON.stringify(env.PORT)}`)
  const development = await tools.developApp({root, app, out, port, host: env.HOST?.trim() || undefined, watched, say: (line) => console.log(line)})
  console.log(`Development server at ${development.origin}: rebuilds, restarts and reloads the page on every change. Ctrl+C stops it.`)
  const stop = () => development.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} else {
  await buildOnce()
}

/** Whether `folder` is inside `other` (a folder watched with its parent needs no watcher of its own). */
function isInside(folder, other) {
  const relative = path.relative(other, folder)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

async function buildOnce() {
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
}

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
  const result = {app: null, out: null, routes: false, dev: false, watch: false}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--app' || arg === '--out') {
      const value = argv[++i]
      if (!value) fail(`Expected a folder after ${arg}`)
      result[arg.slice(2)] = value
    } else if (arg === '--routes') result.routes = true
    else if (arg === '--dev') result.dev = true
    else if (arg === '--watch') result.watch = true
    else fail(`Unknown argument ${JSON.stringify(arg)}. Usage: node build.mjs [--app <dir>] [--out <dir>] [--routes] [--dev [--watch]]`)
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
