/**
 * The benchmark's baseline for `/`: the SAME React tree Hale renders for `GET /` in `en`, streamed
 * by a bare `node:http` server (bench/react-page-server.mjs). The props come from one call to the
 * page's `getServerSideProps` at start, not one a request. Hale's figures are compared against
 * this server's.
 *
 *   node bench/baseline.mjs            (after `node build.mjs`; env PORT, HOST, DIST)
 *
 * It prints one JSON line with `"url"` on stdout when it listens, like Hale does on stderr.
 * Any path answers with the home page.
 */
import {loadHale, routeOf, serveReactPage} from './react-page-server.mjs'

const hale = await loadHale()
const {config, bundle} = hale
const route = routeOf(hale, {id: 'index', locale: 'en', asPath: '/'})
const page = bundle.modules.pages.index
const result = page.getServerSideProps
  ? await page.getServerSideProps({
    params: {}, query: {}, locale: route.locale, locales: config.locales, defaultLocale: config.defaultLocale,
    page: route.page, request: null, services: {config},
  })
  : {props: {}}
if (!result || typeof result.props !== 'object') throw new Error('Expected getServerSideProps of "index" to return {props}')

await serveReactPage(hale, {route, props: result.props, message: 'Baseline is listening'})
