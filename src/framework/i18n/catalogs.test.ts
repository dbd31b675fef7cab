/**
 * The engine's catalogs: the server's (every language at once, the engine's English messages under
 * the app's), the browser's (loaded by language and part), and translate. They run on the app's
 * catalogs, generated into the \`app:catalogs\` and \`app:catalog-loaders\` modules by the build.
 */
import {catalogFor, catalogs, languageName, translate, withAllMessages, type MessageKey} from './translate'
import {engineMessages} from './messages'
import enRest from '../../messages/en'
import esRest from '../../messages/es'
import frRest from '../../messages/fr'
import deRest from '../../messages/de'
import enFirstLoad from '../../messages/first-load/en'
import esFirstLoad from '../../messages/first-load/es'
import frFirstLoad from '../../messages/first-load/fr'
import deFirstLoad from '../../messages/first-load/de'
import * as server from './catalogs'
import * as browser from './catalogs.browser'

/** Each language's two files: the first-load messages and the rest. */
const files: Record<string, {firstLoad: object; rest: object}> = {
  en: {firstLoad: enFirstLoad, rest: enRest}, es: {firstLoad: esFirstLoad, rest: esRest},
  fr: {firstLoad: frFirstLoad, rest: frRest}, de: {firstLoad: deFirstLoad, rest: deRest},
}
const en = catalogs.en!

describe('the server catalogs (catalogs.ts)', () => {
  it('hold every language at once, the app\'s messages over the engine\'s', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'es', 'fr'])
    for (const [language, {firstLoad, rest}] of Object.entries(files)) {
      expect(catalogs[language]).toEqual(expect.objectContaining({...firstLoad, ...rest}))
      expect(Object.keys(engineMessages).filter((key) => !(key in catalogs[language]!))).toEqual([])
    }
  })
})

describe('catalogFor', () => {
  it.each([
    ['en', 'en'], ['en-US', 'en'], ['es', 'es'], ['es-419', 'es'], ['fr-CA', 'fr'], ['FR-ca', 'fr'], ['de-DE', 'de'],
    ['nl-NL', 'en'], ['nl', 'en'], ['', 'en'],
  ])('"%s"', (locale, language) => {
    expect(catalogFor(locale)).toBe(catalogs[language])
  })
})

describe('the browser catalogs (catalogs.browser.ts)', () => {
  it('can load exactly the languages the server has, each from the same two files', async () => {
    expect(Object.keys(browser.catalogLoaders).sort()).toEqual(Object.keys(server.catalogs).sort())
    for (const [language, load] of Object.entries(browser.catalogLoaders)) {
      // English's messages are the engine's, overlaid by the app's English catalog.
      expect({...engineMessages, ...(await load.firstLoad()).default, ...(await load.rest()).default}).toEqual(catalogs[language])
    }
  })

  it.each(['en', 'en-US', 'es', 'es-419', 'fr-CA', 'FR-ca', 'de-DE', 'nl-NL', 'nl', ''])(
    'map "%s" to the same language as the server', (locale) => {
      expect(browser.catalogLanguage(locale)).toBe(server.catalogLanguage(locale))
    })

  it('start empty and load only the language asked for, once', async () => {
    expect(browser.catalogs).toEqual({})
    const first = browser.loadCatalog('fr-CA')
    expect(browser.loadCatalog('fr')).toBe(first) // one load per language
    await first
    expect(browser.catalogs).toEqual({fr: catalogs.fr})
    await browser.loadCatalog('nl-BE')
    expect(browser.catalogs).toEqual({fr: catalogs.fr, en})
  })

  it('load the first-load messages alone, then every message once code loaded later asks, and whole languages after that', async () => {
    // A fresh copy of the module, and ./index with it (as the browser build has it).
    let fresh!: typeof browser
    let i18n!: typeof import('./translate')
    jest.isolateModules(() => {
      fresh = require('./catalogs.browser')
      jest.doMock('./catalogs', () => fresh)
      i18n = require('./translate')
    })
    jest.dontMock('./catalogs')
    await fresh.loadCatalog('es', 'first-load')
    expect(fresh.catalogs).toEqual({es: {...engineMessages, ...esFirstLoad}})
    expect(i18n.translate('es', 'home.title')).toBe(esFirstLoad['home.title'])
    expect(() => i18n.translate('es', 'chat.title')).toThrow('Expected the message "chat.title" to be loaded (withAllMessages) before rendering')
    const firstLoaded = fresh.catalogs.es
    await fresh.loadCatalog('es', 'first-load')
    expect(fresh.catalogs.es).toBe(firstLoaded) // not loaded again

    // Code loaded later waits for the rest of the languages in use.
    const later = {answer: 42}
    await expect(i18n.withAllMessages(() => Promise.resolve(later))()).resolves.toBe(later)
    expect(fresh.catalogs).toEqual({es: catalogs.es})
    expect(i18n.translate('es', 'chat.title')).toBe(catalogs.es!['chat.title'])

    // From then on a language comes whole, even when only its first-load messages are asked for.
    await fresh.loadCatalog('de', 'first-load')
    expect(fresh.catalogs).toEqual({es: catalogs.es, de: catalogs.de})
  })

  it('fail the later code when its messages cannot be loaded', async () => {
    let fresh!: typeof browser
    let i18n!: typeof import('./translate')
    jest.isolateModules(() => {
      fresh = require('./catalogs.browser')
      jest.doMock('./catalogs', () => fresh)
      i18n = require('./translate')
    })
    jest.dontMock('./catalogs')
    await fresh.loadCatalog('fr', 'first-load')
    const rest = jest.spyOn(fresh.catalogLoaders.fr!, 'rest').mockRejectedValueOnce(new Error('offline'))
    await expect(i18n.withAllMessages(() => Promise.resolve('code'))()).rejects.toThrow('offline')
    // Tried again on the next load.
    await expect(i18n.withAllMessages(() => Promise.resolve('code'))()).resolves.toBe('code')
    expect(rest).toHaveBeenCalledTimes(2)
    expect(fresh.catalogs.fr).toEqual(catalogs.fr)
  })
})

describe('withAllMessages on the server', () => {
  it('is the load itself: every message is here', async () => {
    const code = {loaded: true}
    await expect(withAllMessages(() => Promise.resolve(code))()).resolves.toBe(code)
  })
})

describe('translate', () => {
  it('returns the message of the locale', () => {
    expect(translate('fr-CA', 'nav.help')).toBe(catalogs.fr!['nav.help'])
    expect(translate('nl-NL', 'nav.help')).toBe(en['nav.help'])
  })

  it('fills {x} placeholders and leaves unknown ones', () => {
    // No message has placeholders yet: check the filling on a catalog value directly.
    const key = 'nav.help' as MessageKey
    const original = en[key]
    const writable = en as unknown as Record<string, string>
    writable[key] = '{count} of {total} — {unknown}'
    try {
      expect(translate('en', key, {count: 2, total: '5'})).toBe('2 of 5 — {unknown}')
      expect(translate('en', key)).toBe('{count} of {total} — {unknown}')
      expect(translate('en', key, {})).toBe('{count} of {total} — {unknown}')
    } finally {
      writable[key] = original
    }
  })

  it('leaves text without placeholders unchanged', () => {
    expect(translate('de', 'nav.help', {x: 1})).toBe(catalogs.de!['nav.help'])
  })
})

describe('languageName', () => {
  it.each([
    ['nl-BE', 'Nederlands (BE)'], ['en', 'English'], ['es', 'Español'], ['fr-ca', 'Français (CA)'],
    ['de-DE', 'Deutsch (DE)'], ['xx', 'xx'],
  ])('%s → %s', (locale, name) => {
    expect(languageName(locale)).toBe(name)
  })
})
