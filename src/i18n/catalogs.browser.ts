/**
 * The message catalogs in the browser: only the languages the visitor uses, each its own chunk.
 * The client entry loads the page's language before it hydrates (the server also lists that
 * chunk among the document's module scripts, so it downloads alongside the entry), and the
 * client router loads the language of a page in another locale before showing it.
 *
 * The browser build resolves `./catalogs` to this file; the server and tests get `catalogs.ts`.
 */
import type {Messages} from './index'

/** The catalog chunks, by language (the same languages as `catalogs.ts`: a test checks). */
export const catalogLoaders: Readonly<Record<string, () => Promise<{default: Messages}>>> = {
  en: () => import('./messages/en'),
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  de: () => import('./messages/de'),
}

/** Language → catalog, for the languages loaded so far. */
export const catalogs: Record<string, Messages> = {}

const loading = new Map<string, Promise<void>>()

/** The catalog language of a locale: exact match, else its language (`en-US` → `en`), else English. */
export function catalogLanguage(locale: string): string {
  const lower = locale.toLowerCase()
  if (lower in catalogLoaders) return lower
  const language = lower.split('-')[0] ?? ''
  return language in catalogLoaders ? language : 'en'
}

/** Load the catalog of a locale's language, once; a failed load may be tried again. */
export function loadCatalog(locale: string): Promise<void> {
  const language = catalogLanguage(locale)
  if (catalogs[language]) return Promise.resolve()
  let promise = loading.get(language)
  if (!promise) {
    promise = catalogLoaders[language]!().then((module) => {
      catalogs[language] = module.default
    })
    promise.catch(() => loading.delete(language))
    loading.set(language, promise)
  }
  return promise
}
