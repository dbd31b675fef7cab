/**
 * The message catalogs in the browser: only the languages the visitor uses, each in two chunks:
 * its first-load messages (the app's messages/first-load/: what every page's first load shows)
 * and the rest, overlaid on the engine's own messages. The client entry loads the page's language before it hydrates: the first-load
 * messages and the page's own, those of the rest its first load names (`loadPageMessages`; the
 * server also lists those files among the document's module scripts, so they download
 * alongside the entry). The client router loads the whole catalog of a page's language before
 * showing it, and code loaded later waits for every message of the languages in use
 * (`withAllMessages` in ./translate.ts, which calls `loadAllMessages`).
 *
 * The browser build resolves `./catalogs` to this file; the server and tests get `catalogs.ts`.
 */
import {catalogLoaders as appLoaders} from 'app:catalog-loaders'
import {engineMessages} from './messages'
import type {Messages} from './translate'

/** Which messages of a language to load: those of every page's first load, or all. */
export type MessagePart = 'first-load' | 'all'

type Loaded = Promise<{default: Readonly<Record<string, string>>}>
const nothing: () => Loaded = () => Promise.resolve({default: {}})

/** The catalog chunks, by language (the same languages as `catalogs.ts`: a test checks); English always. */
export const catalogLoaders: Readonly<Record<string, {firstLoad(): Loaded; rest(): Loaded}>> = {
  en: {firstLoad: nothing, rest: nothing},
  ...appLoaders,
}

/**
 * Language → its messages loaded so far: all of them, or only the first-load ones (typed as the
 * whole catalog: `translate` says which message is missing should code show one too early).
 */
export const catalogs: Record<string, Messages> = {}

/** The languages asked for so far, and whether all their messages are wanted (once code loaded later asked). */
const languages = new Set<string>()
let allWanted = false
const loading = new Map<string, Promise<void>>()

/** The catalog language of a locale: exact match, else its language (`en-US` → `en`), else English. */
export function catalogLanguage(locale: string): string {
  const lower = locale.toLowerCase()
  if (lower in catalogLoaders) return lower
  const language = lower.split('-')[0] ?? ''
  return language in catalogLoaders ? language : 'en'
}

/**
 * Load the messages of a locale's language, once: all of them (the default), or the first-load
 * ones (all the same once `loadAllMessages` was called). A failed load may be tried again.
 */
export function loadCatalog(locale: string, part: MessagePart = 'all'): Promise<void> {
  const language = catalogLanguage(locale)
  languages.add(language)
  const wanted = allWanted ? 'all' : part
  if (wanted === 'first-load' && catalogs[language]) return Promise.resolve()
  const key = `${language}:${wanted}`
  let promise = loading.get(key)
  if (!promise) {
    const loaders = catalogLoaders[language]!
    promise = wanted === 'first-load'
      ? loaders.firstLoad().then((module) => {
        catalogs[language] ??= {...engineMessages, ...module.default} as unknown as Messages
      })
      : Promise.all([loaders.firstLoad(), loaders.rest()]).then(([first, rest]) => {
        catalogs[language] = {...engineMessages, ...first.default, ...rest.default} as unknown as Messages
      })
    promise.catch(() => loading.delete(key))
    loading.set(key, promise)
  }
  return promise
}

/**
 * The first-load messages of a locale's language and a page's own (`BootData.messages`: modules
 * the build wrote, which the document already started loading): what the page's first render
 * shows, before it hydrates. The rest come with `loadAllMessages`.
 */
export function loadPageMessages(locale: string, files: readonly string[]): Promise<void> {
  const language = catalogLanguage(locale)
  const pages = files.map((file) => import(file) as Loaded)
  return Promise.all([loadCatalog(locale, 'first-load'), ...pages]).then(([, ...parts]) => {
    // What is already here wins: the same messages, or the whole catalog if it came first.
    catalogs[language] = Object.assign({}, ...parts.map((part) => part.default), catalogs[language]) as Messages
  })
}

/** Every message of the languages asked for so far, and of those asked for from now on. */
export function loadAllMessages(): Promise<void> {
  allWanted = true
  return Promise.all([...languages].map((language) => loadCatalog(language))).then(() => undefined)
}
