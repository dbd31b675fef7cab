/**
 * The markdown renderer (micromark and GFM, most of the chat page's code) in the browser, loaded
 * when it is needed, not with the page: saved answers come rendered in the page's props
 * (`renderOnServer`), so only an answer that streams, or earlier messages loaded on request, need
 * it. The chat page also loads it once the browser is idle after hydration, so that it is usually
 * here before the first answer streams. Until it is, an answer shows as plain text.
 */
import {useEffect, useSyncExternalStore} from 'react'
import {withAllMessages} from '../framework/i18n/translate'
import type {renderMarkdown} from '../markdown/render-markdown'

export type RenderMarkdown = typeof renderMarkdown

let loaded: RenderMarkdown | null = null
let loading: Promise<RenderMarkdown> | null = null
const listeners = new Set<() => void>()

const load = withAllMessages(() => import('../markdown/render-markdown'))

/** Loads the renderer (once; a failed load may be tried again); resolves with it. */
export function loadMarkdown(): Promise<RenderMarkdown> {
  loading ??= load().then((module) => {
    loaded = module.renderMarkdown
    for (const listener of listeners) listener()
    return module.renderMarkdown
  }, (error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Loads the renderer when the browser is next idle; returns a cleanup for `useEffect`. */
export function preloadMarkdown(): () => void {
  const start = () => void loadMarkdown().catch(() => {})
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, {timeout: 2000})
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(start, 200)
  return () => clearTimeout(timer)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The renderer once loaded, null until then (and in the server's render, and so in hydration);
 * when `wanted`, it starts loading.
 */
export function useMarkdownRenderer(wanted: boolean): RenderMarkdown | null {
  const render = useSyncExternalStore(subscribe, () => loaded, () => null)
  useEffect(() => {
    if (wanted && !loaded) loadMarkdown().catch(() => {})
  }, [wanted])
  return render
}
