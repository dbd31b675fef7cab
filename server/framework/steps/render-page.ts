import type {RequestHandler} from 'express'
import {href} from '../../../src/framework/router/href'
import {matchRoute, type RouteMatch} from '../../../src/framework/router/routes'
import {HttpError} from '../errors'
import {sendRedirect} from '../http/respond'
import type {AppContext} from '../app-context'
import {loadPageData} from '../render/page-data'
import {streamDocument} from '../render/document'
import {queryFor, routeInfo} from '../render/route-info'

/** Paths that belong to the framework or the API and are never pages, with or without a locale. */
export function isReservedPath(pathname: string): boolean {
  const first = pathname.split('/', 2)[1]
  return first === 'api' || first === '_app'
}

/** Match a page route for a path inside the base path and locale; null when none does. */
export function matchPage(app: AppContext, pathname: string): RouteMatch | null {
  return isReservedPath(pathname) ? null : matchRoute(app.bundle.pageRoutes, pathname)
}

/**
 * Page routes (docs/routing.md, "Pages"): match, refuse methods other than GET and HEAD with
 * 405, run the data function, then stream the document; a redirect is a 307/308 with the base
 * path added. No match goes on to the 404.
 */
export function renderPage(app: AppContext): RequestHandler {
  const {config, bundle} = app
  return async function renderPage(req, res, next) {
    const match = matchPage(app, res.locals.pathname)
    if (!match) return next()
    res.locals.route = match.route.pattern
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD')
      throw new HttpError(405)
    }
    const page = bundle.modules.pages[match.route.id]!
    const outcome = await loadPageData(page, {
      match, query: queryFor(res.locals.search, match), locale: res.locals.locale,
      locales: config.locales, defaultLocale: config.defaultLocale, request: req, response: res, services: app.services,
    })
    if (outcome.kind === 'redirect') {
      // Base path and the current locale, as the client adds them to a data file's redirect.
      const location = href(outcome.destination, {basePath: res.locals.basePath, locale: res.locals.locale, defaultLocale: config.defaultLocale})
      return sendRedirect(res, outcome.permanent ? 308 : 307, location)
    }
    if (outcome.kind === 'notFound') throw new HttpError(404)
    streamDocument(req, res, {
      status: 200, route: routeInfo(res, config, bundle.manifest.buildId, match),
      Page: page.default, props: outcome.props, error: null,
    }, app, next)
  }
}
