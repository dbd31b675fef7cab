/**
 * The `/chat/[id]` benchmark's baseline: the SAME React tree Hale renders for one saved
 * conversation, streamed by a bare `node:http` server (bench/react-page-server.mjs): no session,
 * no storage read per request. The props are the ones Hale's `getServerSideProps` returned once,
 * at start: bench/chat.mjs fetches the page's data file from Hale and passes its file name.
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
import {readFileSync} from 'node:fs'
import {loadHale, routeOf, serveReactPage} from './react-page-server.mjs'

const hale = await loadHale()
const params = JSON.parse(required('BASELINE_PARAMS'))
// What route-info.ts builds for this page (query = params, no search).
const route = routeOf(hale, {
  id: required('BASELINE_PAGE_ID'), locale: hale.config.defaultLocale, params, query: {...params}, asPath: required('BASELINE_AS_PATH'),
})
const props = JSON.parse(readFileSync(required('BASELINE_PROPS_FILE'), 'utf8'))

await serveReactPage(hale, {route, props, message: 'Chat baseline is listening'})

function required(name) {
  const value = process.env[name]
  if (!value) throw new Error(`Expected the environment variable ${name}`)
  return value
}
