import type {Request, RequestHandler, Response} from 'express'
import {parseDataPath} from '../../../src/framework/router/href'
import {HttpError} from '../errors'
import {NO_STORE} from '../http/respond'
import {loadPageData} from '../render/page-data'
import {matchPage} from './render-page'
import type {RenderDeps} from '../render/document'
import {queryFor} from '../render/route-info'

const PREFIX = '/_app/data/'

/**
 * Page data files for client-side navigation (docs/routing.md "Data files"):
 * `/_app/data/{buildId}/{locale}/{path}.json`. The same matching and the same data function as
 * the page itself. Anything unexpected (unknown page or locale, stale build) is the 404 page,
 * which the browser answers with a full page load.
 */
export function dataFiles(deps: RenderDeps): RequestHandler {
  const {config, bundle} = deps
  // Checked synchronously: every other request passes on without a promise.
  return function dataFiles(req, res, next) {
    if (!res.locals.pathname.startsWith(PREFIX)) return next()
    return serve(req, res)
  }

  async function serve(req: Request, res: Response): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD')
      throw new HttpError(405, 'Method Not Allowed')
    }
    const parsed = parseDataPath(res.locals.pathname.slice(PREFIX.length - 1))
    if (!parsed || parsed.buildId !== bundle.manifest.buildId || !config.locales.includes(parsed.locale)) {
      throw new HttpError(404, 'Not found')
    }
    res.locals.locale = parsed.locale
    const match = matchPage(deps, parsed.pathname)
    if (!match) throw new HttpError(404, 'Not found')
    const outcome = await loadPageData(bundle.modules.pages[match.route.id]!, {
      match, query: queryFor(res.locals.search, match), locale: parsed.locale,
      locales: config.locales, defaultLocale: config.defaultLocale, request: req, response: res, services: deps.services,
    })
    if (!res.get('Cache-Control')) res.set('Cache-Control', NO_STORE) // unless the page set its own
    if (outcome.kind === 'props') res.status(200).json({props: outcome.props})
    else if (outcome.kind === 'redirect') res.status(200).json({redirect: {destination: outcome.destination, permanent: outcome.permanent}})
    else res.status(404).json({notFound: true})
  }
}
