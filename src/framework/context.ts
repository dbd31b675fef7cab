import {createContext, useContext} from 'react'
import type {RouteInfo} from './types'

/** How a page asks for navigation. The browser's implementation is `client/router.ts`. */
export interface Navigator {
  /** Go to an internal URL (already with base path and locale) without a full page load when possible. */
  push(url: string): void
  /** Fetch the code of the page behind an internal URL ahead of a click. */
  prefetch(url: string): void
}

/** The server has no navigation: links are plain links there. */
export const serverNavigator: Navigator = {push() {}, prefetch() {}}

/** The live region that announces a client-side navigation (the new page's title). */
export const ANNOUNCER_ID = '__route_announcer'

export const RouteContext = createContext<RouteInfo | null>(null)
export const NavigatorContext = createContext<Navigator>(serverNavigator)

/** The current route: pattern, params, query, locale, base path. */
export function useRoute(): RouteInfo {
  const route = useContext(RouteContext)
  if (!route) throw new Error('Expected `useRoute` to be called inside the framework’s <App>')
  return route
}

export function useNavigator(): Navigator {
  return useContext(NavigatorContext)
}
