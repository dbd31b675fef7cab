/**
 * Message catalogs: every visible string comes from one. The engine has its own messages in
 * English (./messages.ts: error pages, API errors); an app adds its catalogs by folder convention,
 * `messages/<language>.ts` and `messages/first-load/<language>.ts` beside its pages (the build
 * finds them), and declares its keys by extending `AppMessages`. Each language is two parts: the
 * messages of every page's first load and the rest. The server has every catalog
 * (`catalogs.ts`); the browser only the languages it loaded (`catalogs.browser.ts`), and of a page
 * that shows only first-load messages, only those until code loaded later asks for the rest
 * (`withAllMessages`).
 */
import {catalogLanguage, catalogs, loadAllMessages} from './catalogs'
import type {EngineMessageKey} from './messages'

/**
 * The app's message keys: an app declares them by merging into this interface, e.g.
 * `declare module '<engine>/i18n/translate' { interface AppMessages extends MyMessages {} }`.
 */
export interface AppMessages {}

export type MessageKey = EngineMessageKey | keyof AppMessages
/** A language's whole catalog. */
export type Messages = {readonly [K in MessageKey]: string}

export {catalogs}

/** Each language's name in that language, for a language switcher (not translated on purpose). */
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
