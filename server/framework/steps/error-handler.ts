import type {ErrorRequestHandler, Request, Response} from 'express'
import type {AppContext} from '../app-context'
import {apiErrorBody, HttpError, statusOf} from '../errors'
import {apiLocale} from '../http/api-locale'
import {NO_STORE, sendPlainNotFound} from '../http/respond'
import {renderErrorPage} from '../render/error-page'
import type {ErrorPageCache} from '../render/error-page-cache'
import {splitLocale} from '../../../src/framework/router/locale'

/** Sec-Fetch-Dest values for which a 404 is still a page; anything else is a broken asset. */
const PAGE_DESTINATIONS = new Set(['document', 'iframe', 'empty'])

/** Whether a 404 for a request with this `Sec-Fetch-Dest` is the plain-text `Not Found` of a broken asset rather than the page. */
export function isAssetNotFound(destination: string | string[] | undefined): boolean {
  return typeof destination === 'string' && !PAGE_DESTINATIONS.has(destination)
}

/** Whether the path as requested (raw, before any normalisation) is the API's, whose errors are JSON. */
export function isApiTarget(originalUrl: string, basePath: string): boolean {
  const queryStart = originalUrl.indexOf('?')
  const path = queryStart < 0 ? originalUrl : originalUrl.slice(0, queryStart)
  return path === `${basePath}/api` || path.startsWith(`${basePath}/api/`)
}

export interface ErrorHandlerOptions {
  localeCookie: string
  /** The 400, 404 and 405 pages, rendered once per locale. */
  errorPages: ErrorPageCache
  /** The app's errors with a status of their own (ServicesModule `errorMapper`), reported by the app. */
  mapError?: ((error: unknown, context: {requestId: string}) => HttpError | null) | undefined
}

/**
 * An API request answers errors in JSON. Once the API step has run it says so; before it (a
 * malformed or absurd path, a cross-site refusal), the path as requested decides.
 */
function isApiRequest(req: Request, res: Response, basePath: string): boolean {
  return res.locals.api || isApiTarget(req.originalUrl, basePath)
}

/**
 * Every error ends here (docs/routing.md, "Error pages"): the error page in the request's
 * locale (stored bytes for a 400, 404 or 405), JSON for the API with the message translated into the locale the API step resolved
 * (or, for a request refused before that step, resolved here), plain-text `Not Found` for a
 * broken asset. A 5xx is logged, unless the app mapped and reported it.
 */
export function errorHandler(app: AppContext, options: ErrorHandlerOptions): ErrorRequestHandler {
  return function errorHandler(thrown, req, res, _next) {
    const {requestId, route} = res.locals
    const mapped = options.mapError?.(thrown, {requestId}) ?? null
    const error: unknown = mapped ?? thrown
    const status = statusOf(error)
    // The route pattern, not the URL: paths hold conversation ids and share tokens.
    if (!mapped && status >= 500) app.log.error('Request failed', {error, method: req.method, route, requestId})
    if (res.headersSent) {
      // Too late for an error page: end the connection, as Express's own handler would, without
      // its second, plain-text report of an error logged above (or by the app).
      req.socket?.destroy()
      return
    }
    if (error instanceof HttpError) res.set(error.headers)
    if (isApiRequest(req, res, app.config.basePath)) {
      const locale = res.locals.api ? res.locals.locale : apiLocale(req, app.config, options.localeCookie)
      res.status(status).set('Cache-Control', NO_STORE).json(apiErrorBody(error, status, locale))
      return
    }
    if (status === 404 && isAssetNotFound(req.headers['sec-fetch-dest'])) {
      sendPlainNotFound(res)
      return
    }
    if (!res.locals.localeResolved) {
      // Refused before the locale step (a cross-site POST, say): the page still speaks the path's language.
      const {locale, pathname} = splitLocale(res.locals.pathname, app.config.locales)
      res.locals.locale = locale ?? app.config.defaultLocale
      res.locals.pathname = pathname
    }
    if (!options.errorPages.send(req, res, status)) renderErrorPage(req, res, status, app)
  }
}
