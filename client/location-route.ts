import {splitLocale} from '../src/framework/router/locale'
import {parseQuery, stripBasePath} from '../src/framework/router/path'
import type {RouteInfo} from '../src/framework/types'

/**
 * The route of an error page's document with the path and query it was served at, read from the
 * address bar: the server sends one document for every path (`asPath: null`). Outside the base
 * path there is no path of the site to tell, and the route stays as it was.
 */
export function routeAtLocation(route: RouteInfo, location: {pathname: string; search: string}): RouteInfo {
  if (route.asPath !== null) return route
  const inner = stripBasePath(location.pathname, route.basePath)
  if (inner === null) return route
  const {pathname} = splitLocale(inner, route.locales)
  return {...route, asPath: pathname + location.search, query: parseQuery(location.search.replace(/^\?/, ''))}
}
