/**
 * A module the chat page loads after hydration rather than with the page (the markdown renderer,
 * the error words): once, on first need or when the browser is idle, and from then on kept. A
 * component asks for it with `use(wanted)`, which is null until it is here (and in the server's
 * render, and so in hydration: what the page shows first never needs it).
 */
import {useEffect, useSyncExternalStore} from 'react'

export interface LazyModule<T> {
  /** Loads the module (once; a failed load may be tried again). */
  load(): Promise<T>
  /** Loads it when the browser is next idle; returns a cleanup for `useEffect`. */
  preload(): () => void
  /** The module once loaded, else null; when `wanted`, it starts loading. */
  use(wanted: boolean): T | null
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null
  let loading: Promise<T> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  function load(): Promise<T> {
    loading ??= importer().then((module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    }, (error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }

  function preload(): () => void {
    const start = () => void load().catch(() => {})
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, {timeout: 2000})
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(start, 200)
    return () => clearTimeout(timer)
  }

  function use(wanted: boolean): T | null {
    const module = useSyncExternalStore(subscribe, () => loaded, () => null)
    useEffect(() => {
      if (wanted && !loaded) load().catch(() => {})
    }, [wanted])
    return module
  }

  return {load, preload, use}
}
