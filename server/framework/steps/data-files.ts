import type {RequestHandler} from 'express'
import {parseDataPath} from '../../../src/framework/router/href'
import type {AppContext} from '../app-context'
import {HttpError} from '../errors'
import {NO_STORE} from '../http/respond'
import {loadPageData} from '../render/page-data'
import {sendJson} from '../render/page-encoding'
import {matchPage} from './render-page'
import {queryFor} from '../render/route-info'

const PREFIX = '/_app/data/'

/**
 * Page data files for client-side navigation (docs/routing.md, "Data files"):
 * `/_app/data/{buildId}/{locale}/{path}.json`. The same matching and the same data function as
 * the page itself. Anything unexpected (unknown page or locale, stale build) is the 404 page,
 * which the browser answers with a full page load.
 */
export function dataFiles(app: AppContext): RequestHandler {
  const {config, bundle} = app
  return async function dataFiles(req, res, next) {
    if (!res.locals.pathname.startsWith(PREFIX)) return next()
    res.locals.route = '/_app/data'
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD')
      throw new HttpError(405)
    }
    const parsed = parseDataPath(res.locals.pathname.slice(PREFIX.length - 1))
    if (!parsed || parsed.buildId !== bundle.manifest.buildId || !config.locales.includes(parsed.locale)) throw new HttpError(404)
    res.locals.locale = parsed.locale
    const match = matchPage(app, parsed.pathname)
    if (!match) throw new HttpError(404)
    const outcome = await loadPageData(bundle.modules.pages[match.route.id]!, {
      match, query: queryFor(res.locals.search, match), locale: parsed.locale,
      locales: config.locales, defaultLocale: config.defaultLocale, request: req, response: res, services: app.services,
    })
    if (!res.get('Cache-Control')) res.set('Cache-Control', NO_STORE) // unless the page set its own
    if (outcome.kind === 'props') await sendJson(req, res, 200, {props: outcome.props})
    else if (outcome.kind === 'redirect') await sendJson(req, res, 200, {redirect: {destination: outcome.destination, permanent: outcome.permanent}})
    else await sendJson(req, res, 404, {notFound: true})
  }
}
