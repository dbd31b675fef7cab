/**
 * Hale's message keys, declared to the engine: English (./en.ts and ./first-load/en.ts) is the
 * reference, and the other languages are typed against it, so a missing key fails the type
 * check. The build finds the catalogs by their file names (server/framework/build/app-files.ts).
 */
import type en from './en'
import type firstLoad from './first-load/en'

/** The messages of every page's first load (./first-load/): the shell, the error pages, the home page. */
export type FirstLoadMessages = {readonly [K in keyof typeof firstLoad]: string}
/** The rest of a language's messages (./<language>.ts). */
export type RestMessages = {readonly [K in keyof typeof en]: string}

declare module '../framework/i18n/translate' {
  interface AppMessages extends FirstLoadMessages, RestMessages {}
}
