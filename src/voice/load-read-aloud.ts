/**
 * The answers' Read aloud buttons on a page: the page marks whether it can read aloud (which shows
 * the buttons), and the code that reads (./read-aloud-controls.ts) loads on the first press. Kept
 * small and free of the chat's modules: the share page loads it too.
 */
import {useEffect} from 'react'
import {translate, withAllMessages} from '../framework/i18n/translate'
import {href} from '../framework/router/href'
import {markReadAloud} from './read-aloud-availability'

type Controls = typeof import('./read-aloud-controls')

const importControls = withAllMessages(() => import('./read-aloud-controls'))
let loading: Promise<Controls> | null = null
const controls = (): Promise<Controls> => {
  loading ??= importControls().catch((error: unknown) => {
    // A failed load (the network) may be tried again by the next press.
    loading = null
    throw error
  })
  return loading
}

/** A press of a Read aloud button. `basePath`: the page's, for `POST /api/speech` (API paths carry no locale). */
export function pressReadAloud(button: HTMLButtonElement, basePath: string): void {
  const speechUrl = href('/api/speech', {basePath, locale: '', defaultLocale: ''})
  void controls().then((module) => module.pressReadAloud(button, {speechUrl, translate}), () => {})
}

/** Shows the page's Read aloud buttons where the browser or the server has a voice; leaving the page stops the reading. */
export function useReadAloud(server: boolean): void {
  useEffect(() => {
    const unmark = markReadAloud(server)
    return () => {
      unmark()
      if (loading) void loading.then((module) => module.stopReadAloud(), () => {})
    }
  }, [server])
}
