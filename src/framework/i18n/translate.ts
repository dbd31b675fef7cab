/**
 * Message catalogs. Every visible string of the UI comes from here; `en` is the reference and
 * the other catalogs are typed against it, so a missing key fails the type check and a test.
 * Each language's messages are in two files: those of every page's first load
 * (`messages/first-load/<language>.ts`) and the rest (`messages/<language>.ts`).
 * The server has every catalog (`catalogs.ts`); the browser only the languages it loaded
 * (`catalogs.browser.ts`), and of a page that shows only the first-load messages
 * (`messages/first-load/`), only those until code loaded later asks for the rest
 * (`withAllMessages`).
 */
import type en from '../../messages/en'
import type firstLoad from '../../messages/first-load/en'
import {catalogLanguage, catalogs, loadAllMessages} from './catalogs'

/** The messages of every page's first load (messages/first-load/): the shell, the error pages, the home page. */
export type FirstLoadMessages = {readonly [K in keyof typeof firstLoad]: string}
/** The rest of a language's messages (messages/<language>.ts). */
export type RestMessages = {readonly [K in keyof typeof en]: string}
/** A language's whole catalog. */
export type Messages = FirstLoadMessages & RestMessages
export type MessageKey = keyof Messages

export {catalogs}

/** Each language's name in that language, for the language switcher (not translated on purpose). */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', nl: 'Nederlands',
}

/**
 * `load` (of code that is not part of a page's first load: a component loaded when it is
 * needed, say) that resolves once every message of the languages in use is here too, since
 * that code may show any of them. In the browser, every `import()` in the code of a first load
 * goes through it; on the server every message is always here.
 */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllMessages()]).then(([loaded]) => loaded)
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
  // Only in the browser, where code loaded without `withAllMessages` may find just the first-load messages.
  if (text === undefined) throw new Error(`Expected the message "${key}" to be loaded (withAllMessages) before rendering`)
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The display name of a locale in its own language (`nl-BE` → `Nederlands (BE)`). */
export function languageName(locale: string): string {
  const [language = '', region] = locale.split('-')
  const name = languageNames[language.toLowerCase()] ?? locale
  return region ? `${name} (${region.toUpperCase()})` : name
}
