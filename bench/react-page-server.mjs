/**
 * What both baselines are made of (bench/baseline.mjs for `/`, bench/chat-baseline.mjs for
 * `/chat/[id]`): a bare `node:http` server that streams ONE page's React tree from Hale's own
 * `dist/app.js` (same components, same bundled React production build), built as
 * server/framework/render/document.tsx builds it, and nothing around it: no Express, no helmet, no
 * routing, no data function or storage read per request. Any path answers with the page.
 */
import {createServer} from 'node:http'
import {randomBytes} from 'node:crypto'
import path from 'node:path'
import zlib from 'node:zlib'
import {fileURLToPath, pathToFileURL} from 'node:url'
// Only for createElement (one plain object per request); the renderer, hooks and components all
// come from dist/app.js. run.mjs starts the baselines with NODE_ENV=production, as it starts Hale.
import {createElement} from 'react'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Hale's built app (env DIST, default dist/), its configuration and its bundle. */
export async function loadHale() {
  const dist = path.resolve(process.env.DIST ?? path.join(root, 'dist'))
  const app = await import(pathToFileURL(path.join(dist, 'app.js')).href)
  const config = app.loadAppConfig(app.modules.services, {...process.env, PORT: '0'})
  const bundle = app.loadAppBundle(app.modules, app.outDir)
  return {app, config, bundle}
}

/**
 * The page `id`'s route info (as server/framework/render/route-info.ts builds it), for `params`, `query`
 * and `asPath` in `locale`.
 */
export function routeOf({config, bundle}, {id, locale, params = {}, query = {}, asPath}) {
  const entry = bundle.pageRoutes.find((route) => route.id === id)
  if (!entry) throw new Error(`Expected a page with the id ${JSON.stringify(id)}`)
  return {
    id, page: entry.pattern, params, query, locale, locales: config.locales,
    defaultLocale: config.defaultLocale, basePath: config.basePath, buildId: bundle.manifest.buildId, asPath,
  }
}

/**
 * Listen on PORT/HOST and stream the page of `route` with `props` to every request, in Brotli or
 * gzip with Hale's page settings when the client accepts it. Prints one JSON line with `"url"` on
 * stdout when it listens (`message` names the server); stops on SIGTERM.
 */
export async function serveReactPage({app, bundle}, {route, props, message}) {
  const {modules, Root, createPageStore, renderToPipeableStream} = app
  const page = modules.pages[route.id]
  // Hale's own settings for pages (server/framework/render/page-encoding.ts), so "with gzip" and "with Brotli" compare like with like.
  const gzipOptions = {...app.PAGE_GZIP}
  const brotliOptions = {params: {...app.PAGE_BROTLI.params}}
  // Hale's own stylesheet and script URLs (server/framework/render/document.tsx), worked out once.
  const {stylesheets, pageStyles, scripts: bootstrapModules, messages} = app.documentAssets(bundle, route, true)

  function handle(req, res) {
    // Fresh per request, as Hale builds them per request.
    const boot = {route, props: app.bootProps(bundle, {route, Page: page.default, props}), error: null, pageStyles, stylesheets, ...(messages.length > 0 ? {messages} : {})}
    const store = createPageStore({status: 200, route, Page: page.default, props, error: null, stylesheets, navigation: 0})
    const nonce = randomBytes(16).toString('base64')
    // What the bench sends: "gzip" or "br" alone (Hale weighs q-values; this needs not).
    const accepted = req.headers['accept-encoding'] ?? ''
    const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null

    const {pipe, abort} = renderToPipeableStream(createElement(Root, {boot, store, Shell: modules.Shell}), {
      ...app.PAGE_STREAM_OPTIONS,
      nonce,
      bootstrapModules,
      onShellReady() {
        res.statusCode = 200
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        if (coding === null) {
          pipe(res)
          return
        }
        res.setHeader('Content-Encoding', coding)
        res.setHeader('Vary', 'Accept-Encoding')
        const stream = coding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip(gzipOptions)
        stream.pipe(res)
        // React calls the zlib stream's `flush()` after each batch it writes (Brotli's flushes too), in Hale too
        // (server/framework/render/page-encoding.ts pipes React into zlib the same way).
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
  console.log(JSON.stringify({message, url: `http://${address.address}:${address.port}/`, page: route.id, gzip: gzipOptions, brotli: brotliOptions}))

  process.once('SIGTERM', () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
