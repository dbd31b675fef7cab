/**
 * The request pipeline, top to bottom in the order a request meets it (docs/routing.md "The pipeline").
 * `createApp` returns the Express app without listening, for supertest and for `server/framework/runtime.ts`.
 */
import express, {type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response} from 'express'
import compression from 'compression'
import type {AppBundle} from './app-bundle'
import type {AppConfig} from '../config'
import {apiErrorBody, HttpError, statusOf} from './errors'
import {apiLocale} from './http/api-locale'
import {apiRoutes} from './steps/api-routes'
import {NO_STORE, sendPlainNotFound} from './http/respond'
import {sequence} from '../http/sequence'
import type {Logger} from './log'
import {basePathScope} from './steps/base-path-scope'
import {resolveLocale} from './steps/resolve-locale'
import {refuseCrossSite} from './steps/refuse-cross-site'
import {normalizePath} from './steps/normalize-path'
import {securityHeaders} from './steps/security-headers'
import {publicFiles, staticAssets} from './steps/static-assets'
import {dataFiles} from './steps/data-files'
import {renderErrorPage} from './render/error-page'
import {StorageFaultLog, storageFaultResponse} from '../storage/faults'
import {isReservedPath, renderPage} from './steps/render-page'
import type {RenderDeps} from './render/document'
import './request-state'

export interface AppDeps {
  bundle: AppBundle
  log: Logger
  /** What data functions receive as `context.services`; defaults to `{config}`. */
  services?: unknown
}

export function createApp(config: AppConfig, deps: AppDeps): Express {
  const render: RenderDeps = {...deps, config, services: deps.services ?? {config}}
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.set('etag', false)

  const compress = compressResponses()

  // Every step but the last two runs inside one middleware (server/http/sequence.ts), in this order.
  app.use(sequence(
    initialState(config),                              // defaults every later step may rely on
    securityHeaders({hcaptchaScriptOrigin: config.hcaptcha.scriptUrl && new URL(config.hcaptcha.scriptUrl).origin}), // helmet + CSP nonce
    normalizePath(),                                   // 308 for // and \, dot segments
    basePathScope(config.basePath),                    // base path: outside → 404, trailing slash → 308
    // Files, data files and the API (public files below); pages, error pages too, gzip themselves.
    function compressReserved(req, res, next) {
      return isReservedPath(res.locals.pathname) ? compress(req, res, next) : next()
    },
    staticAssets(render.bundle.staticDir),             // /_app/static
    dataFiles(render),                                 // /_app/data: data files
    refuseCrossSite(config),                           // POST/PUT/PATCH/DELETE from another site → 403
    apiRoutes(render),                                 // /api, JSON
    publicFiles(render.bundle.publicDir, compress),    // the app's public folder
    resolveLocale({locales: config.locales, defaultLocale: config.defaultLocale, detection: config.localeDetection}),
    renderPage(render),                                // pages
  ))
  app.use(notFound())                                  // nothing answered
  app.use(errorHandler(render))                        // error pages, JSON for the API
  return app
}

function initialState(config: AppConfig): RequestHandler {
  return function initialState(_req, res, next) {
    res.locals.basePath = config.basePath
    res.locals.locale = config.defaultLocale
    res.locals.pathname = '/'
    res.locals.search = ''
    res.locals.api = false
    next()
  }
}

/**
 * Compression at a low level: most of the size win for a fraction of the CPU (see the
 * benchmark), for static files, data files, the API and public files. The event streams of the
 * API say `no-transform` and pass through. Pages and error pages are not wrapped at all: their
 * renderer gzips them and adds `Vary: Accept-Encoding` itself (server/framework/render/page-encoding.ts), so
 * compression's per-response wrappers (write, end, on, writeHead) would only cost time; the
 * redirects and plain-text 404s before this step are a few bytes.
 *
 * A request without `Accept-Encoding` is never compressed, so it skips compression's per-request
 * machinery (stream wrappers, negotiation) and only gets the one thing compression would have
 * added: `Vary: Accept-Encoding` on a compressible response without `Cache-Control: no-transform`.
 * The `writeHead` that adds it is one function for every response, not a new closure for each:
 * with a new closure on every response, each young-generation collection during the bench's
 * `/chat/[id]` load had about 2.2 MB of live objects to copy instead of about 1.0 MB
 * (`--trace-gc-nvp`), and the server spent far more time in garbage collection.
 */
function compressResponses(): RequestHandler {
  const compress = compression({level: 1, memLevel: 8, threshold: 1024})
  return function compressResponses(req, res, next) {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next)
    ;(res as ResponseWithVary)[WRITE_HEAD] = res.writeHead as ResponseWithVary[typeof WRITE_HEAD]
    res.writeHead = writeHeadWithVary as typeof res.writeHead
    next()
  }
}

const WRITE_HEAD = Symbol('writeHead before compressResponses')
type ResponseWithVary = Response & {[WRITE_HEAD]: (...args: unknown[]) => Response}

function writeHeadWithVary(this: ResponseWithVary, ...args: unknown[]): Response {
  // writeHead(status, [message], [headers]): headers given here count, as they do for compression.
  const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null)
  if (headers && !Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value as string)
  }
  if (compression.filter(this.req, this) && !NO_TRANSFORM.test(String(this.getHeader('Cache-Control') ?? ''))) this.vary('Accept-Encoding')
  return this[WRITE_HEAD].apply(this, args)
}

/** compression's test for `Cache-Control: no-transform` (RFC 7234 §5.2.2.4). */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i

function notFound(): RequestHandler {
  return function notFound() {
    throw new HttpError(404, 'Not found')
  }
}

/** Sec-Fetch-Dest values for which a 404 is still a page; anything else is a broken asset. */
const PAGE_DESTINATIONS = new Set(['document', 'iframe', 'empty'])

/**
 * An API request answers errors in JSON. Once the API step has run it says so; before it (a
 * malformed or absurd path), the path as requested decides.
 */
function isApiRequest(req: Request, res: Response, basePath: string): boolean {
  if (res.locals.api) return true
  const queryStart = req.originalUrl.indexOf('?')
  const path = queryStart < 0 ? req.originalUrl : req.originalUrl.slice(0, queryStart)
  return path === `${basePath}/api` || path.startsWith(`${basePath}/api/`)
}

function errorHandler(deps: RenderDeps): ErrorRequestHandler {
  const storageFaults = new StorageFaultLog(deps.log)
  return function errorHandler(thrown, req, res, next) {
    // A locked, full or read-only database is told plainly (503/507), and logged once per incident.
    const api = isApiRequest(req, res, deps.config.basePath)
    const storageFault = storageFaultResponse(thrown, api ? apiLocale(req, deps.config) : res.locals.locale)
    const error: unknown = storageFault ?? thrown
    const status = statusOf(error)
    if (storageFault) storageFaults.report(storageFault)
    else if (status >= 500) deps.log.error('Request failed', {error, method: req.method, url: req.originalUrl})
    if (res.headersSent) return next(error)
    if (error instanceof HttpError) res.set(error.headers)
    if (api) {
      res.status(status).set('Cache-Control', NO_STORE).json(apiErrorBody(error, status))
      return
    }
    const destination = req.headers['sec-fetch-dest']
    if (status === 404 && typeof destination === 'string' && !PAGE_DESTINATIONS.has(destination)) {
      sendPlainNotFound(res)
      return
    }
    renderErrorPage(req, res, status, deps)
  }
}
