/**
 * The answers' Read aloud buttons on a page: the page marks whether it can read aloud (which shows
 * the buttons), and the code that reads (./read-aloud-controls.ts) loads on the first press.
 */
import {useEffect} from 'react'
import type {ApiBase} from '../chat/api'
import {lazyModule} from '../chat/lazy-module'
import {withAllMessages} from '../framework/i18n/translate'
import {markReadAloud} from './read-aloud-availability'

const controls = lazyModule(withAllMessages(() => import('./read-aloud-controls')))
let pressed = false

/** A press of a Read aloud button, or of the Stop beside it. */
export function pressReadAloud(button: HTMLButtonElement, base: ApiBase): void {
  pressed = true
  void controls.load().then((module) => module.pressReadAloud(button, base), () => {})
}

/** Shows the page's Read aloud buttons where the browser or the server has a voice; leaving the page stops the reading. */
export function useReadAloud(server: boolean): void {
  useEffect(() => {
    const unmark = markReadAloud(server)
    return () => {
      unmark()
      if (pressed) void controls.load().then((module) => module.stopReadAloud(), () => {})
    }
  }, [server])
}
