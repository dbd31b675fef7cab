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
import type {AppConfig} from '../config'
import type {Logger} from './log'

/** What an API handler receives. `S` is what the app injects as services (Hale: `HaleServices`). */
export interface ApiContext<S = unknown> {
  req: Request
  res: Response
  params: Params
  /** The query with route parameters applied over it. */
  query: Query
  config: AppConfig
  log: Logger
  services: S
}

/**
 * One handler per HTTP method. A handler may answer through `res` itself, or return a value,
 * which is sent as JSON with status 200 (or `res.statusCode` if the handler set one).
 */
export type ApiHandler<S = unknown> = (context: ApiContext<S>) => unknown
export type ApiModule = Partial<Record<'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', ApiHandler<any>>>

/** An app's services module: what its data functions and API handlers get as `services`. */
export interface ServicesModule {
  createServices(config: AppConfig, log: Logger, shutdown: AbortSignal): unknown
  /** Called after the server has stopped (close the database). */
  closeServices?(services: any): Promise<void> | void
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
