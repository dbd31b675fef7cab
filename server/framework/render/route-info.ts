import type {Response} from 'express'
import type {Query, RouteInfo} from '../../../src/framework/types'
import type {RouteMatch} from '../../../src/framework/router/routes'
import {parseQuery} from '../../../src/framework/router/path'
import type {EngineConfig} from '../config'

/** The query of the request with route parameters applied over it (CVE-2026-44574: params win). */
export function queryFor(search: string, match: RouteMatch | null): Query {
  const query = parseQuery(search.startsWith('?') ? search.slice(1) : search)
  return match ? {...query, ...match.params} : query
}

/** What a page learns about the current route, from what the pipeline decided. */
export function routeInfo(res: Response, config: EngineConfig, buildId: string, match: RouteMatch): RouteInfo {
  const {pathname, search, locale, basePath} = res.locals
  return {
    id: match.route.id,
    page: match.route.pattern,
    params: match.params,
    query: queryFor(search, match),
    locale,
    locales: config.locales,
    defaultLocale: config.defaultLocale,
    basePath,
    buildId,
    asPath: pathname + search,
  }
}

/**
 * What an error page's document says about the route: its locale and the site, nothing of the
 * request's path or query, so that one document serves every path (docs/routing.md "Error pages").
 */
export function errorRoute(config: EngineConfig, buildId: string, locale: string): RouteInfo {
  return {
    id: null, page: null, params: {}, query: {}, locale, locales: config.locales, defaultLocale: config.defaultLocale,
    basePath: config.basePath, buildId, asPath: null,
  }
}
