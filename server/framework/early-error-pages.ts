/**
 * The requests that the pipeline (./app.ts) can only end in a stored error page, answered before
 * it: a path that no step serves (404), a page asked with a method other than GET or HEAD (405),
 * an absurd path (400). The decision is made from the method, the URL and the two headers the
 * pipeline's outcome depends on here (`Sec-Fetch-Dest`, and `Origin`/`Sec-Fetch-Site` for a
 * state-changing method), with the pipeline's own functions in its order: path normalisation,
 * base path, the framework's prefixes, the cross-site check, the public files, the locale prefix
 * and the page routes. The answer is the stored page with the headers the pipeline sends it with,
 * counted and logged by the pipeline's own first step. Anything else, anything uncertain, and a
 * page not stored yet (its first request renders it) goes on to the pipeline.
 */
import type {IncomingHttpHeaders} from 'node:http'
import type {Request, RequestHandler, Response} from 'express'
import {collapseSlashes, isAbsurdPath, resolveDotSegments, stripBasePath, trailingSlashTarget} from '../../src/framework/router/path'
import {splitLocale} from '../../src/framework/router/locale'
import type {AppContext} from './app-context'
import {NO_STORE} from './http/respond'
import {storedBytes, STORED_PAGE_TYPE, type ErrorPageCache} from './render/error-page-cache'
import {isApiTarget, isAssetNotFound} from './steps/error-handler'
import type {PublicFileIndex} from './steps/public-files'
import {isCrossSite} from './steps/refuse-cross-site'
import {matchPage} from './steps/render-page'

/** A request the pipeline would answer with a stored error page: which one, and what it names in the metrics. */
export interface EarlyErrorPage {
  status: 400 | 404 | 405
  locale: string
  /** `res.locals.route`: the page's pattern for a 405, else `not_found`. */
  route: string
  /** The `Allow` header of a 405. */
  allow?: string
}

export interface EarlyRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

/** What the pipeline would answer `request` with when that is a stored error page; null when it would answer anything else, or may. */
export function earlyErrorPage(request: EarlyRequest, app: AppContext, publicFiles: PublicFileIndex): EarlyErrorPage | null {
  const {config} = app
  const {method, url, headers} = request
  // Absolute-form targets are reduced by the pipeline; an API path's errors are JSON.
  if (!url.startsWith('/') || isApiTarget(url, config.basePath)) return null
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  if (isAbsurdPath(path)) return {status: 400, locale: config.defaultLocale, route: 'not_found'}
  if (collapseSlashes(path) !== null) return null // 308
  const resolved = resolveDotSegments(path)
  const notFound = (locale: string | null): EarlyErrorPage | null =>
    isAssetNotFound(headers['sec-fetch-dest']) ? null : {status: 404, locale: locale ?? config.defaultLocale, route: 'not_found'}

  const inner = stripBasePath(resolved, config.basePath)
  // Outside the base path: the 404 page, in the language of the path's locale prefix if it has one.
  if (inner === null) return notFound(splitLocale(resolved, config.locales).locale)
  if (trailingSlashTarget(resolved) !== null) return null // 308
  if (config.metricsToken !== undefined && inner === '/metrics') return null
  // Static files, data files and the API, which answer their own errors.
  const first = inner.split('/', 2)[1]
  if (first === '_app' || first === 'api') return null
  const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined)
  if (isCrossSite({method, origin: header('origin'), secFetchSite: header('sec-fetch-site'), host: header('host')}, config.publicOrigin)) return null // 403
  if (publicFiles.fileOf(inner) !== undefined) return null
  const {locale, pathname} = splitLocale(inner, config.locales)
  if (locale === null && pathname === '/') return null // the home page, or language detection
  const match = matchPage(app, pathname)
  if (!match) return notFound(locale)
  if (method === 'GET' || method === 'HEAD') return null // the page renders
  return {status: 405, locale: locale ?? config.defaultLocale, route: match.route.pattern, allow: 'GET, HEAD'}
}

export interface EarlyErrorPagesOptions {
  app: AppContext
  errorPages: ErrorPageCache
  publicFiles: PublicFileIndex
  /** The pipeline's first step (X-Request-Id, metrics, log), run for every early answer too. */
  observeRequest: RequestHandler
  /** The security headers beside the policy (`headersBesidePolicy`). */
  securityHeaders: readonly (readonly [string, string])[]
}

/**
 * Answers the request when the pipeline would answer it with a stored error page, and returns
 * true; returns false, having done nothing, otherwise.
 */
export function earlyErrorPages(options: EarlyErrorPagesOptions): (req: Request, res: Response) => boolean {
  const {app, errorPages, publicFiles, observeRequest, securityHeaders} = options
  const noNext = () => {}
  return function answerEarly(req, res) {
    let outcome: EarlyErrorPage | null
    try {
      outcome = earlyErrorPage({method: req.method, url: req.url, headers: req.headers}, app, publicFiles)
    } catch {
      return false // a path the route table refuses (malformed percent-encoding): the pipeline answers its error
    }
    if (!outcome) return false
    const page = errorPages.ready(outcome.status, outcome.locale)
    if (!page) return false
    // Express sets `res.locals` as it receives a request: this one never reaches it.
    res.locals ??= Object.create(null) as Response['locals']
    observeRequest(req, res, noNext)
    res.locals.route = outcome.route
    res.statusCode = outcome.status
    for (const [name, value] of securityHeaders) res.setHeader(name, value)
    if (outcome.allow) res.setHeader('Allow', outcome.allow)
    res.setHeader('Content-Type', STORED_PAGE_TYPE)
    res.setHeader('Cache-Control', NO_STORE)
    res.setHeader('Content-Security-Policy', errorPages.policy)
    res.setHeader('Vary', 'Accept-Encoding')
    const {coding, bytes} = storedBytes(page, req.headers['accept-encoding'])
    if (coding !== null) res.setHeader('Content-Encoding', coding)
    res.setHeader('Content-Length', bytes.length)
    res.end(req.method === 'HEAD' ? undefined : bytes)
    return true
  }
}
