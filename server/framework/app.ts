/**
 * The request pipeline, top to bottom in the order a request meets it (docs/routing.md, "The
 * pipeline"). `createApp` returns the Express app without listening, for supertest and for
 * server/framework/runtime.ts. What the app adds (CSP sources, its errors, its locale cookie)
 * comes from its services module.
 */
import express, {type Express, type Request, type Response} from 'express'
import type {AppBundle} from './app-bundle'
import type {AppContext} from './app-context'
import type {EngineConfig} from './config'
import type {Logger} from './log'
import {createHttpMetrics, metricsEndpoint, Registry} from './metrics'
import {apiRoutes} from './steps/api-routes'
import {basePathScope} from './steps/base-path-scope'
import {compressApi, compressResponses} from './steps/compression'
import {dataFiles} from './steps/data-files'
import {createErrorPageCache} from './render/error-page-cache'
import {earlyErrorPages} from './early-error-pages'
import {errorHandler} from './steps/error-handler'
import {initialState} from './steps/initial-state'
import {normalizePath} from './steps/normalize-path'
import {observeRequest} from './steps/observe-request'
import {notFound} from './steps/not-found'
import {indexPublicFiles, publicFiles} from './steps/public-files'
import {refuseCrossSite} from './steps/refuse-cross-site'
import {renderPage} from './steps/render-page'
import {DEFAULT_LOCALE_COOKIE, resolveLocale} from './steps/resolve-locale'
import {headersBesidePolicy, policyWithoutNonce, securityHeaders} from './steps/security-headers'
import {staticAssets} from './steps/static-assets'
import './request-state'

export interface AppDeps {
  bundle: AppBundle
  log: Logger
  /** What data functions and API handlers receive as `services`; defaults to `{config}`. */
  services?: unknown
  /** Where the request metrics go, and what `/metrics` serves (the app's metrics are in it too); a fresh one by default. */
  metrics?: Registry
  /**
   * How the 400, 404 and 405 pages are answered: `early` (the default), as stored bytes, before
   * the pipeline when the method and URL decide that it would end in one of them
   * (./early-error-pages.ts), else at its end; `stored`, always at the end of the pipeline;
   * `rendered`, rendered per request like every other error page. The last two are what the
   * tests and the benchmark compare the first with.
   */
  errorPages?: 'early' | 'stored' | 'rendered'
}

/** Where Express receives every request (express/lib/application.js), which its typings leave out. */
interface ExpressHandle {
  handle(req: Request, res: Response, done?: (error?: unknown) => void): void
}

export function createApp(config: EngineConfig, deps: AppDeps): Express {
  const app: AppContext = {...deps, config, services: deps.services ?? {config}}
  const options = deps.bundle.modules.services ?? {}
  const localeCookie = options.localeCookie ?? DEFAULT_LOCALE_COOKIE
  const sources = options.contentSecurity?.(config)
  const errorPageMode = deps.errorPages ?? 'early'
  const errorPages = createErrorPageCache(app, policyWithoutNonce(sources), {store: errorPageMode !== 'rendered'})
  const compress = compressResponses()
  const metrics = deps.metrics ?? new Registry()
  const observe = observeRequest(createHttpMetrics(metrics), deps.log, config.requestLog)
  const files = indexPublicFiles(app.bundle.publicDir)
  const server = express()
  server.disable('x-powered-by')
  server.set('trust proxy', config.trustProxy)
  server.set('etag', false)

  if (errorPageMode === 'early') {
    const answerEarly = earlyErrorPages({app, errorPages, publicFiles: files, observeRequest: observe, securityHeaders: headersBesidePolicy()})
    // Before Express's own handling of the request (its router and the steps below).
    const handle = (server as unknown as ExpressHandle).handle.bind(server)
    ;(server as unknown as ExpressHandle).handle = (req, res, done) => {
      if (!answerEarly(req, res)) handle(req, res, done)
    }
  }
  server.use(initialState(config))                       // defaults every later step may rely on
  server.use(observe)                                    // X-Request-Id; counted and logged when done
  server.use(securityHeaders(sources, config.basePath))  // helmet, CSP with a fresh nonce (pages)
  server.use(normalizePath())                            // 308 for // and \, dot segments
  server.use(basePathScope(config.basePath))             // outside → 404, trailing slash → 308
  if (config.metricsToken) server.use(metricsEndpoint(metrics, config.metricsToken)) // /metrics, bearer token
  server.use(compressApi(compress))                      // /api; pages and data files gzip themselves
  server.use(staticAssets(app.bundle.staticDir))         // /_app/static
  server.use(dataFiles(app))                             // /_app/data
  server.use(refuseCrossSite(config.publicOrigin))       // POST/PUT/PATCH/DELETE from another site → 403
  server.use(apiRoutes(app, localeCookie))               // /api, JSON
  server.use(publicFiles(files, compress)) // the app's public folder
  server.use(resolveLocale({locales: config.locales, defaultLocale: config.defaultLocale, detection: config.localeDetection}, localeCookie))
  server.use(renderPage(app))                            // pages
  server.use(notFound())                                 // nothing answered
  server.use(errorHandler(app, {localeCookie, errorPages, mapError: options.errorMapper?.(deps.log, app.services)}))
  return server
}
