/**
 * The benchmark's baseline: a bare `node:http` server that streams the SAME React tree Hale
 * renders for `/`, with nothing around it (no Express, no helmet, no routing, no data function
 * per request). Hale's figures are compared against this server's.
 *
 *   node bench/baseline.mjs            (after `node build.mjs`; env PORT, HOST, DIST)
 *
 * It prints one JSON line with `"url"` on stdout when it listens, like Hale does on stderr.
 * Any path answers with the home page.
 */
import {createServer} from 'node:http'
import {randomBytes} from 'node:crypto'
import path from 'node:path'
import zlib from 'node:zlib'
import {fileURLToPath, pathToFileURL} from 'node:url'
// Only for createElement (one plain object per request); the renderer, hooks and components all
// come from dist/app.js. run.mjs starts this with NODE_ENV=production, as it starts Hale.
import {createElement} from 'react'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const dist = path.resolve(process.env.DIST ?? path.join(root, 'dist'))

// The same bundle Hale runs, so the same components and the same (bundled) React build.
const app = await import(pathToFileURL(path.join(dist, 'app.js')).href)
const {modules, outDir, loadAppBundle, loadConfig, Root, createPageStore, renderToPipeableStream} = app

// Hale's own settings for pages (server/ssr/page-encoding.ts), so "with gzip" compares like with like.
const gzipOptions = {...app.PAGE_GZIP}

const config = loadConfig({...process.env, PORT: '0'})
const bundle = loadAppBundle(modules, outDir)
const {manifest} = bundle
const locale = 'en'
const id = 'index'
const routeEntry = bundle.pageRoutes.find((route) => route.id === id)
if (!routeEntry) throw new Error('Expected a page with the id "index"')
const page = modules.pages[id]

// What render-page.tsx / route-info.ts / render-document.tsx build for `GET /` (locale en).
const route = {
  id, page: routeEntry.pattern, params: {}, query: {}, locale, locales: config.locales,
  defaultLocale: config.defaultLocale, basePath: config.basePath, buildId: manifest.buildId, asPath: '/',
}
const result = page.getServerSideProps
  ? await page.getServerSideProps({
    params: {}, query: {}, locale, locales: config.locales, defaultLocale: config.defaultLocale,
    page: routeEntry.pattern, request: null, services: {config},
  })
  : {props: {}}
if (!result || typeof result.props !== 'object') throw new Error('Expected getServerSideProps of "index" to return {props}')
const props = result.props

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
  // Fresh per request, as Hale builds them per request.
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
      // React calls `destination.flush()` after each batch it writes. A zlib stream has its own
      // `flush()` (default kind Z_FULL_FLUSH), which is exactly what compression's `res.flush()`
      // calls (`stream.flush()`), so the gzip stream is flushed the same way in both servers.
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
  // As Hale does: abort only for a client that left before the end (React itself also listens
  // to 'close' on the destination once piping has started).
  res.on('close', () => {
    if (!res.writableFinished) abort(new Error('The client left'))
  })
}

const server = createServer(handle)
server.keepAliveTimeout = 5_000
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', resolve))
const address = server.address()
console.log(JSON.stringify({message: 'Baseline is listening', url: `http://${address.address}:${address.port}/`, gzip: gzipOptions}))

process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
