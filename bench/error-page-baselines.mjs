/**
 * The benchmark's baselines for Hale's 404 (bench/README.md, "Stored error pages"): Hale itself,
 * from the same `dist/app.js` and configuration, built by `createApp` and served by the same HTTP
 * server, in two other ways of answering its error pages:
 *
 * - `rendered`: every 400, 404 and 405 page rendered by React for each request, through the whole
 *   pipeline, as Hale answered them before its error pages were stored: the "today" of the issue
 *   that asked for 10× (its `url`);
 * - `stored`: the stored pages, sent at the end of the pipeline (`storedUrl`).
 *
 * Both log every request to stderr as Hale does.
 *
 *   node bench/error-page-baselines.mjs   (after `node build.mjs`; env as Hale's, PORT ignored)
 *
 * It prints one JSON line with `"url"` and `"storedUrl"` on stdout when both listen.
 */
import {loadHale} from './react-page-server.mjs'

const {app, config, bundle} = await loadHale()
const log = app.createLogger()

async function listen(errorPages) {
  const server = app.createHttpServer(app.createApp(config, {bundle, log, errorPages}))
  await new Promise((resolve) => server.listen(0, process.env.HOST ?? '127.0.0.1', resolve))
  const address = server.address()
  return {server, url: `http://${address.address}:${address.port}/`}
}

const rendered = await listen('rendered')
const stored = await listen('stored')
console.log(JSON.stringify({message: 'The error page baselines are listening', url: rendered.url, storedUrl: stored.url}))

process.once('SIGTERM', () => {
  for (const {server} of [rendered, stored]) {
    server.close()
    server.closeAllConnections()
  }
  process.exit(0)
})
