/**
 * The message catalogs on the server (and in tests): all of them, loaded at start.
 *
 * The browser build resolves `./catalogs` to `catalogs.browser.ts` instead (build.mjs lists
 * `.browser.ts` first in the client's `resolveExtensions`), which loads only the visitor's
 * language, and of some pages first only the first-load messages. Both files export the same names.
 */
import de from '../../messages/de'
import en from '../../messages/en'
import es from '../../messages/es'
import fr from '../../messages/fr'
import deFirstLoad from '../../messages/first-load/de'
import enFirstLoad from '../../messages/first-load/en'
import esFirstLoad from '../../messages/first-load/es'
import frFirstLoad from '../../messages/first-load/fr'
import type {Messages} from './translate'

/** Which messages of a language to load: those of every page's first load (messages/first-load/), or all. */
export type MessagePart = 'first-load' | 'all'

/** Language → catalog: its first-load messages and the rest. */
export const catalogs: Readonly<Record<string, Messages>> = {
  en: {...enFirstLoad, ...en}, es: {...esFirstLoad, ...es}, fr: {...frFirstLoad, ...fr}, de: {...deFirstLoad, ...de},
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
export function loadAllMessages(): Promise<void> {
  return Promise.resolve()
}
