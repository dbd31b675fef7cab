import type {ComponentType} from 'react'
import type {PageError, RouteInfo} from './types'

/** What is on screen: one page (or error page) with its props and stylesheets. */
export interface PageState {
  route: RouteInfo
  Page: ComponentType<any> | null
  props: Record<string, unknown>
  error: PageError | null
  stylesheets: readonly string[]
  /** Grows by one on every client-side navigation; 0 for the page the server rendered. */
  navigation: number
}

/** A tiny external store for `useSyncExternalStore`: the server's never changes. */
export interface PageStore {
  get(): PageState
  set(next: PageState): void
  subscribe(listener: () => void): () => void
}

export function createPageStore(initial: PageState): PageStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
