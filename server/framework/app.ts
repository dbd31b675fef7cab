/**
 * The request pipeline, top to bottom in the order a request meets it (docs/routing.md, "The
 * pipeline"). `createApp` returns the Express app without listening, for supertest and for
 * server/framework/runtime.ts. What the app adds (CSP sources, its errors, its locale cookie)
 * comes from its services module.
 */
import express, {type Express} from 'express'
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
import {errorHandler} from './steps/error-handler'
import {initialState} from './steps/initial-state'
import {normalizePath} from './steps/normalize-path'
import {observeRequest} from './steps/observe-request'
import {notFound} from './steps/not-found'
import {publicFiles} from './steps/public-files'
import {refuseCrossSite} from './steps/refuse-cross-site'
import {renderPage} from './steps/render-page'
import {DEFAULT_LOCALE_COOKIE, resolveLocale} from './steps/resolve-locale'
import {policyWithoutNonce, securityHeaders} from './steps/security-headers'
import {staticAssets} from './steps/static-assets'
import './request-state'

export interface AppDeps {
  bundle: AppBundle
  log: Logger
  /** What data functions and API handlers receive as `services`; defaults to `{config}`. */
  services?: unknown
  /** Where the request metrics go, and what `/metrics` serves (the app's metrics are in it too); a fresh one by default. */
  metrics?: Registry
}

export function createApp(config: EngineConfig, deps: AppDeps): Express {
  const app: AppContext = {...deps, config, services: deps.services ?? {config}}
  const options = deps.bundle.modules.services ?? {}
  const localeCookie = options.localeCookie ?? DEFAULT_LOCALE_COOKIE
  const sources = options.contentSecurity?.(config)
  const errorPages = createErrorPageCache(app, policyWithoutNonce(sources))
  const compress = compressResponses()
  const metrics = deps.metrics ?? new Registry()
  const server = express()
  server.disable('x-powered-by')
  server.set('trust proxy', config.trustProxy)
  server.set('etag', false)

  server.use(initialState(config))                       // defaults every later step may rely on
  server.use(observeRequest(createHttpMetrics(metrics), deps.log, config.requestLog)) // X-Request-Id; counted and logged when done
  server.use(securityHeaders(sources, config.basePath))  // helmet, CSP with a fresh nonce (pages)
  server.use(normalizePath())                            // 308 for // and \, dot segments
  server.use(basePathScope(config.basePath))             // outside → 404, trailing slash → 308
  if (config.metricsToken) server.use(metricsEndpoint(metrics, config.metricsToken)) // /metrics, bearer token
  server.use(compressApi(compress))                      // /api; pages and data files gzip themselves
  server.use(staticAssets(app.bundle.staticDir))         // /_app/static
  server.use(dataFiles(app))                             // /_app/data
  server.use(refuseCrossSite(config.publicOrigin))       // POST/PUT/PATCH/DELETE from another site → 403
  server.use(apiRoutes(app, localeCookie))               // /api, JSON
  server.use(publicFiles(app.bundle.publicDir, compress)) // the app's public folder
  server.use(resolveLocale({locales: config.locales, defaultLocale: config.defaultLocale, detection: config.localeDetection}, localeCookie))
  server.use(renderPage(app))                            // pages
  server.use(notFound())                                 // nothing answered
  server.use(errorHandler(app, {localeCookie, errorPages, mapError: options.errorMapper?.(deps.log, app.services)}))
  return server
}
