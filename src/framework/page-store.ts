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
  /** The state the server rendered the document with: what the browser hydrates. */
  rendered(): PageState
  set(next: PageState): void
  subscribe(listener: () => void): () => void
}

/**
 * `rendered` is the state of the server's document when the browser knows more than it did (an
 * error page's path): React hydrates with it, then renders `initial`.
 */
export function createPageStore(initial: PageState, rendered: PageState = initial): PageStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    rendered: () => rendered,
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
