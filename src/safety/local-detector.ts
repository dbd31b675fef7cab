/**
 * The red-flag detector in the browser, for a message the server has not confirmed yet: the banner
 * shows the moment the visitor sends, before any answer. Its phrase lists (every language's) are in
 * no page's first load: they load when the visitor starts writing. Building them is one long task
 * (hundreds of milliseconds on a phone), so a visitor who only reads never pays for it. Saved
 * messages never need it: the server stores each verdict, and sends it for a new message too.
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

/** The detector once loaded, null until then; it starts loading when `writing` first turns true. */
export function useRedFlagDetector(writing: boolean): LocalDetector | null {
  const [detector, setDetector] = useState<LocalDetector | null>(null)
  const wanted = writing || detector !== null
  useEffect(() => {
    if (!wanted) return
    let active = true
    loadRedFlagDetector().then((loaded) => { if (active) setDetector(() => loaded) }, () => {})
    return () => { active = false }
  }, [wanted])
  return detector
}
