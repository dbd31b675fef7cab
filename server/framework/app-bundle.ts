/**
 * A built app as the server sees it: the page and API modules, their compiled route tables and
 * the asset manifest. `loadAppBundle` reads the build's output folder once, at start.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Request, Response} from 'express'
import {compileRoutes, type Params, type Route} from '../../src/framework/router/routes'
import type {PageModule, Query, ShellComponent} from '../../src/framework/types'
import type {AssetManifest} from './build/asset-manifest'
import type {EngineConfig} from './config'
import type {Environment} from './env'
import type {HttpError} from './errors'
import type {Logger} from './log'
import type {Registry} from './metrics'
import type {ContentSecuritySources} from './steps/security-headers'

/** What an API handler receives. `S` is what the app injects as services, `C` its configuration. */
export interface ApiContext<S = unknown, C extends EngineConfig = EngineConfig> {
  req: Request
  res: Response
  params: Params
  /** The query with route parameters applied over it. */
  query: Query
  config: C
  log: Logger
  services: S
}

/**
 * One handler per HTTP method. A handler may answer through `res` itself, or return a value,
 * which is sent as JSON with status 200 (or `res.statusCode` if the handler set one).
 */
export type ApiHandler<S = unknown, C extends EngineConfig = EngineConfig> = (context: ApiContext<S, C>) => unknown
export type ApiModule = Partial<Record<'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', ApiHandler<any, any>>>

/**
 * An app's services module (`services.ts` beside its pages and API): what its data functions and
 * API handlers get as `services`, and the options through which the app tells the engine what
 * it needs. Every export is optional.
 */
export interface ServicesModule {
  /** The app's name in the server's log lines ("<name> is listening"); "The server" without one. */
  appName?: string
  /**
   * The app's configuration: the engine's (already read and validated) plus the app's own
   * variables. Throws the engine's ConfigError to stop start-up with a message naming the variable.
   */
  loadConfig?(env: Environment, engine: EngineConfig): EngineConfig
  /** `engine.metrics`: the registry `/metrics` serves, for the app's own metrics. */
  createServices?(config: any, log: Logger, shutdown: AbortSignal, engine: {metrics: Registry}): unknown
  /** Called after the server has stopped (close the database). */
  closeServices?(services: any): Promise<void> | void
  /**
   * The block printed on stdout once the server listens (what is set, what works, how to fix what
   * does not); it may wait for the app's first checks, and never delays serving.
   */
  startupReport?(services: any, context: {url: string}): Promise<string>
  /** The cookie that keeps a visitor's chosen language; `NEXT_LOCALE` by default, as in Next.js. */
  localeCookie?: string
  /** Sources the app adds to the Content-Security-Policy (a third-party script, its frames, its API). */
  contentSecurity?(config: any): ContentSecuritySources
  /**
   * For errors the app answers with a status of its own (a busy database: 503): returns the
   * HttpError to answer with, having reported the error as the app sees fit; null for the rest.
   */
  errorMapper?(log: Logger, services: any): (error: unknown, context: {requestId: string}) => HttpError | null
}

export interface AppModules {
  pages: Record<string, PageModule>
  apis: Record<string, ApiModule>
  Shell?: ShellComponent | undefined
  services?: ServicesModule | undefined
}

export interface AppBundle {
  modules: AppModules
  pageRoutes: Route[]
  apiRoutes: Route[]
  manifest: AssetManifest
  /** Hashed client files, served under `/_app/static/`. */
  staticDir: string
  /** The app's public folder in the build, served at the site's root; null when it has none. */
  publicDir: string
}

export function loadAppBundle(modules: AppModules, outDir: string): AppBundle {
  const manifestFile = path.join(outDir, 'manifest.json')
  let manifest: AssetManifest
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as AssetManifest
  } catch (error) {
    throw new Error(`Expected a build in ${outDir} (run \`node build.mjs\` first): cannot read ${manifestFile}`, {cause: error})
  }
  return {
    modules,
    pageRoutes: compileRoutes(Object.keys(modules.pages)),
    apiRoutes: compileRoutes(Object.keys(modules.apis)),
    manifest,
    staticDir: path.join(outDir, 'static'),
    publicDir: path.join(outDir, 'public'),
  }
}
