/**
 * Message catalogs. Every visible string of the UI comes from here; `en` is the reference and
 * the other catalogs are typed against it, so a missing key fails the type check and a test.
 * The server has every catalog (`catalogs.ts`); the browser only the languages it loaded
 * (`catalogs.browser.ts`).
 */
import type en from './messages/en'
import {catalogLanguage, catalogs} from './catalogs'

export type Messages = {readonly [K in keyof typeof en]: string}
export type MessageKey = keyof Messages

export {catalogs}

/** Each language's name in that language, for the language switcher (not translated on purpose). */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', nl: 'Nederlands',
}

/** The catalog for a locale: exact match, else its language (`en-US` → `en`), else English. */
export function catalogFor(locale: string): Messages {
  const language = catalogLanguage(locale)
  const catalog = catalogs[language]
  if (!catalog) throw new Error(`Expected the "${language}" message catalog to be loaded (loadCatalog) before rendering`)
  return catalog
}

/** A message with `{name}` placeholders filled in from `values`. */
export function translate(locale: string, key: MessageKey, values?: Record<string, string | number>): string {
  const text = catalogFor(locale)[key]
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The display name of a locale in its own language (`nl-BE` → `Nederlands (BE)`). */
export function languageName(locale: string): string {
  const [language = '', region] = locale.split('-')
  const name = languageNames[language.toLowerCase()] ?? locale
  return region ? `${name} (${region.toUpperCase()})` : name
}
