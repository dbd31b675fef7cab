/**
 * The red-flag detector in the browser, for a message the server has not confirmed yet: the banner
 * shows the moment the visitor sends, before any answer. Its phrase lists (every language's) are in
 * no page's first load: they load once the page is idle after hydration, or when the visitor starts
 * writing, whichever comes first. Saved messages never need it: the server stores each verdict.
 */
import {useEffect, useState} from 'react'
import type {RedFlagCategory} from './verdict'

export type LocalDetector = (text: string, locale: string) => RedFlagCategory[]

let loading: Promise<LocalDetector> | null = null

/** Loads the detector (once); resolves with it. */
export function loadRedFlagDetector(): Promise<LocalDetector> {
  loading ??= import('./red-flags').then(({detectRedFlags}) => (text: string, locale: string) => {
    try {
      return detectRedFlags(text, locale).categories
    } catch {
      // A detector bug must not break the conversation; the server's verdict still raises the banner.
      return []
    }
  })
  return loading
}

/** The detector once loaded (after hydration, when the page is idle), null until then. */
export function useRedFlagDetector(): LocalDetector | null {
  const [detector, setDetector] = useState<LocalDetector | null>(null)
  useEffect(() => {
    let active = true
    const load = () => loadRedFlagDetector().then((loaded) => { if (active) setDetector(() => loaded) }, () => {})
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, {timeout: 3000}) : null
    const timer = idle === null ? setTimeout(load, 1000) : null
    return () => {
      active = false
      if (idle !== null) cancelIdleCallback(idle)
      if (timer !== null) clearTimeout(timer)
    }
  }, [])
  return detector
}
