/**
 * The benchmark's baselines for Hale's 404 (bench/README.md, "Stored error pages"): Hale itself,
 * from the same `dist/app.js` and configuration, built by `createApp` and served by the same HTTP
 * server, in two other ways of answering its error pages:
 *
 * - `rendered`: every 400, 404 and 405 page rendered by React for each request, through the whole
 *   pipeline, as Hale answered them before its error pages were stored: the "today" of the issue
 *   that asked for 10× (its `url`);
 * - `stored`: the stored pages, sent at the end of the pipeline (`storedUrl`);
 * - the floor (`floorUrl`): not Hale but a bare `node:http` server that answers every request with
 *   the stored 404 page's bytes and headers (read from `stored` at start) and a fresh request id:
 *   what any server of this page on Node's HTTP server costs at least.
 *
 * All three log every request to stderr as Hale does.
 *
 *   node bench/error-page-baselines.mjs   (after `node build.mjs`; env as Hale's, PORT ignored)
 *
 * It prints one JSON line with `"url"`, `"storedUrl"` and `"floorUrl"` on stdout when they listen.
 */
import {randomUUID} from 'node:crypto'
import {createServer} from 'node:http'
import {loadHale} from './react-page-server.mjs'

const {app, config, bundle} = await loadHale()
const log = app.createLogger()

async function listen(errorPages) {
  const server = app.createHttpServer(app.createApp(config, {bundle, log, errorPages}))
  await new Promise((resolve) => server.listen(0, process.env.HOST ?? '127.0.0.1', resolve))
  const address = server.address()
  return {server, url: `http://${address.address}:${address.port}/`}
}

/** The floor: the stored 404 as `stored` sends it, from a bare `node:http` handler. */
async function listenFloor(storedUrl) {
  const response = await fetch(`${storedUrl}nope`, {headers: {'accept-encoding': 'identity'}})
  const body = Buffer.from(await response.arrayBuffer())
  const skipped = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'content-length'])
  const headers = [...response.headers].filter(([name]) => !skipped.has(name))
  const server = createServer((req, res) => {
    const started = performance.now()
    const requestId = randomUUID()
    res.once('close', () => {
      log.info('Request', {requestId, method: req.method, route: 'not_found', status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10, bytes: body.length, aborted: !res.writableFinished})
    })
    res.statusCode = response.status
    for (const [name, value] of headers) res.setHeader(name, value)
    res.setHeader('X-Request-Id', requestId)
    res.setHeader('Content-Length', body.length)
    res.end(body)
  })
  await new Promise((resolve) => server.listen(0, process.env.HOST ?? '127.0.0.1', resolve))
  const address = server.address()
  return {server, url: `http://${address.address}:${address.port}/`}
}

const rendered = await listen('rendered')
const stored = await listen('stored')
const floor = await listenFloor(stored.url)
console.log(JSON.stringify({message: 'The error page baselines are listening', url: rendered.url, storedUrl: stored.url, floorUrl: floor.url}))

process.once('SIGTERM', () => {
  for (const {server} of [rendered, stored, floor]) {
    server.close()
    server.closeAllConnections()
  }
  process.exit(0)
})
