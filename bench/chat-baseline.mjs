/**
 * The `/chat/[id]` benchmark's baseline: a bare `node:http` server that streams the SAME React
 * tree Hale renders for one saved conversation, with nothing around it (no Express, no helmet,
 * no routing, no session, no storage read per request). Like bench/baseline.mjs for `/`, but the
 * props are the ones Hale's `getServerSideProps` returned once, at start: bench/chat.mjs fetches
 * the page's data file from Hale and passes its file name.
 *
 *   node bench/chat-baseline.mjs    (after `node build.mjs`; env PORT, HOST, DIST,
 *                                    BASELINE_PAGE_ID e.g. chat/[id], BASELINE_PARAMS JSON,
 *                                    BASELINE_AS_PATH e.g. /chat/abc, BASELINE_PROPS_FILE)
 *
 * It renders with the same dist/app.js, so the same `<Markdown>`, which on the server renders
 * each text once and reuses the HTML (src/markdown/markdown-cache.ts): the baseline reuses the
 * rendered markdown as Hale does. It prints one JSON line with `"url"` on stdout when it
 * listens. Any path answers with the page.
 */
import {createServer} from 'node:http'
import {randomBytes} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {createElement} from 'react'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const dist = path.resolve(process.env.DIST ?? path.join(root, 'dist'))

const app = await import(pathToFileURL(path.join(dist, 'app.js')).href)
const {modules, outDir, loadAppBundle, loadConfig, Root, createPageStore, renderToPipeableStream} = app

// Hale's own settings for pages (server/ssr/page-encoding.ts), so "with gzip" compares like with like.
const gzipOptions = {...app.PAGE_GZIP}
const config = loadConfig({...process.env, PORT: '0'})
const bundle = loadAppBundle(modules, outDir)
const {manifest} = bundle
const locale = config.defaultLocale
const id = required('BASELINE_PAGE_ID')
const params = JSON.parse(required('BASELINE_PARAMS'))
const asPath = required('BASELINE_AS_PATH')
const props = JSON.parse(readFileSync(required('BASELINE_PROPS_FILE'), 'utf8'))
const routeEntry = bundle.pageRoutes.find((route) => route.id === id)
if (!routeEntry) throw new Error(`Expected a page with the id ${JSON.stringify(id)}`)
const page = modules.pages[id]

// What route-info.ts and render-document.tsx build for this page (query = params, no search).
const route = {
  id, page: routeEntry.pattern, params, query: {...params}, locale, locales: config.locales,
  defaultLocale: config.defaultLocale, basePath: config.basePath, buildId: manifest.buildId, asPath,
}
const staticBase = `${config.basePath}/_app/static/`
const pageAssets = manifest.pages[id]
const stylesheets = [...manifest.entry.css, ...(pageAssets?.css ?? [])].map((file) => staticBase + file)
const pageStyles = {}
for (const [pageId, assets] of Object.entries(manifest.pages)) {
  if (assets.css.length > 0) pageStyles[pageId] = assets.css.map((file) => staticBase + file)
}
// Hale's own list (entry, page chunks, the locale's messages), so that both load the same scripts.
const bootstrapModules = app.documentScripts(bundle, {id, locale}, true).map((file) => staticBase + file)

function handle(req, res) {
  const boot = {route, props, error: null, pageStyles, stylesheets}
  const store = createPageStore({status: 200, route, Page: page.default, props, error: null, stylesheets, navigation: 0})
  const nonce = randomBytes(16).toString('base64')
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')

  const {pipe, abort} = renderToPipeableStream(createElement(Root, {boot, store, Shell: modules.Shell}), {
    nonce,
    bootstrapModules,
    onShellReady() {
      res.statusCode = 200
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (!gzip) {
        pipe(res)
        return
      }
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
      const stream = zlib.createGzip(gzipOptions)
      stream.pipe(res)
      pipe(stream)
    },
    onShellError(error) {
      res.statusCode = 500
      res.end(String(error))
    },
    onError(error) {
      console.error(error)
    },
  })
  res.on('close', () => {
    if (!res.writableFinished) abort(new Error('The client left'))
  })
}

const server = createServer(handle)
server.keepAliveTimeout = 5_000
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', resolve))
const address = server.address()
console.log(JSON.stringify({message: 'Chat baseline is listening', url: `http://${address.address}:${address.port}/`, page: id, gzip: gzipOptions}))

process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})

function required(name) {
  const value = process.env[name]
  if (!value) throw new Error(`Expected the environment variable ${name}`)
  return value
}
