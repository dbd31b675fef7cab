/**
 * The message catalogs on the server (and in tests): all of them, loaded at start, each the
 * engine's messages overlaid with the app's (`app:catalogs`, which the build generates from the
 * app's messages folder).
 *
 * The browser build resolves `./catalogs` to `catalogs.browser.ts` instead (the client build
 * prefers `.browser.ts`), which loads only the visitor's language, and of some pages first only
 * the first-load messages. Both files export the same names.
 */
import {catalogParts} from 'app:catalogs'
import {engineMessages, engineServerMessages} from './messages'
import type {Messages} from './translate'

/** Which messages of a language to load: those of every page's first load, or all. */
export type MessagePart = 'first-load' | 'all'

/** Language → catalog. English is there even when the app has none: the engine's own messages. */
export const catalogs: Readonly<Record<string, Messages>> = {
  en: {...engineMessages, ...engineServerMessages} as unknown as Messages,
  ...Object.fromEntries(Object.entries(catalogParts).map(([language, {firstLoad, rest}]) =>
    [language, {...engineMessages, ...engineServerMessages, ...firstLoad, ...rest} as unknown as Messages])),
}

/** The catalog language of a locale: exact match, else its language (`en-US` → `en`), else English. */
export function catalogLanguage(locale: string): string {
  const lower = locale.toLowerCase()
  if (lower in catalogs) return lower
  const language = lower.split('-')[0] ?? ''
  return language in catalogs ? language : 'en'
}

/** Every catalog is already here on the server. */
export function loadCatalog(_locale: string, _part: MessagePart = 'all'): Promise<void> {
  return Promise.resolve()
}

/** Every message is already here on the server. */
export function loadPageMessages(_locale: string, _files: readonly string[]): Promise<void> {
  return Promise.resolve()
}

/** Every message is already here on the server. */
export function loadAllMessages(): Promise<void> {
  return Promise.resolve()
}
