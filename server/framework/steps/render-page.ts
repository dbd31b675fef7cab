import type {RequestHandler} from 'express'
import {href} from '../../../src/framework/router/href'
import {matchRoute, type RouteMatch} from '../../../src/framework/router/routes'
import {HttpError} from '../errors'
import {sendRedirect} from '../http/respond'
import {loadPageData, type PageOutcome} from '../render/page-data'
import {streamDocument, type RenderDeps} from '../render/document'
import {queryFor, routeInfo} from '../render/route-info'

/** Paths that belong to the framework or the API and are never pages, with or without a locale. */
export function isReservedPath(pathname: string): boolean {
  const first = pathname.split('/', 2)[1]
  return first === 'api' || first === '_app'
}

/** Match a page route for a path inside the base path and locale; null when none does. */
export function matchPage(deps: RenderDeps, pathname: string): RouteMatch | null {
  return isReservedPath(pathname) ? null : matchRoute(deps.bundle.pageRoutes, pathname)
}

/**
 * Page routes (docs/routing.md): match, refuse methods other than GET and HEAD with 405, run the
 * data function, then stream the document; a redirect is a 307/308 with the base path added.
 * No match goes on to the 404.
 */
export function renderPage(deps: RenderDeps): RequestHandler {
  const {config, bundle} = deps
  return function renderPage(req, res, next) {
    const match = matchPage(deps, res.locals.pathname)
    if (!match) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD')
      throw new HttpError(405, 'Method Not Allowed')
    }
    const page = bundle.modules.pages[match.route.id]!
    const outcome = loadPageData(page, {
      match, query: queryFor(res.locals.search, match), locale: res.locals.locale,
      locales: config.locales, defaultLocale: config.defaultLocale, request: req, response: res, services: deps.services,
    })
    const respond = (outcome: PageOutcome): void => {
      if (outcome.kind === 'redirect') {
        // Base path and the current locale, as the client adds them to a data file's redirect (docs/routing.md "Data files").
        const location = href(outcome.destination, {basePath: res.locals.basePath, locale: res.locals.locale, defaultLocale: config.defaultLocale})
        return sendRedirect(res, outcome.permanent ? 308 : 307, location)
      }
      if (outcome.kind === 'notFound') throw new HttpError(404, 'Not found')
      streamDocument(req, res, {
        status: 200, route: routeInfo(res, config, bundle.manifest.buildId, match),
        Page: page.default, props: outcome.props, error: null,
      }, deps, next)
    }
    // A synchronous data function (Hale's pages) renders without a promise in between.
    if (outcome instanceof Promise) return outcome.then(respond)
    respond(outcome)
  }
}
