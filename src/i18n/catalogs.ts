/**
 * The message catalogs on the server (and in tests): all of them, loaded at start.
 *
 * The browser build resolves `./catalogs` to `catalogs.browser.ts` instead (build.mjs lists
 * `.browser.ts` first in the client's `resolveExtensions`), which loads only the visitor's
 * language. Both files export the same names.
 */
import de from './messages/de'
import en from './messages/en'
import es from './messages/es'
import fr from './messages/fr'
import type {Messages} from './index'

/** Language → catalog. */
export const catalogs: Readonly<Record<string, Messages>> = {en, es, fr, de}

/** The catalog language of a locale: exact match, else its language (`en-US` → `en`), else English. */
export function catalogLanguage(locale: string): string {
  const lower = locale.toLowerCase()
  if (lower in catalogs) return lower
  const language = lower.split('-')[0] ?? ''
  return language in catalogs ? language : 'en'
}

/** Every catalog is already here on the server. */
export function loadCatalog(_locale: string): Promise<void> {
  return Promise.resolve()
}
