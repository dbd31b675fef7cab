import {catalogFor, catalogs, languageName, translate, withAllMessages, type MessageKey} from '../../src/framework/i18n/translate'
import enRest from '../../src/messages/en'
import esRest from '../../src/messages/es'
import frRest from '../../src/messages/fr'
import deRest from '../../src/messages/de'
import enFirstLoad from '../../src/messages/first-load/en'
import esFirstLoad from '../../src/messages/first-load/es'
import frFirstLoad from '../../src/messages/first-load/fr'
import deFirstLoad from '../../src/messages/first-load/de'
import * as server from '../../src/framework/i18n/catalogs'
import * as browser from '../../src/framework/i18n/catalogs.browser'

/** Each language's two files: the first-load messages and the rest. */
const files: Record<string, {firstLoad: object; rest: object}> = {
  en: {firstLoad: enFirstLoad, rest: enRest}, es: {firstLoad: esFirstLoad, rest: esRest},
  fr: {firstLoad: frFirstLoad, rest: frRest}, de: {firstLoad: deFirstLoad, rest: deRest},
}
const en = catalogs.en!
const englishKeys = Object.keys(en).sort()

/** The `{name}` placeholders of a message, sorted, duplicates kept. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort()
}

/**
 * Keys whose translation may equal the English text. Keep this list minimal: anything else
 * identical to English is taken for an untranslated string.
 */
const SAME_AS_ENGLISH: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'app.name', // the brand "Hale" is never translated
  'app.titleSuffix', // the brand again, after page titles
  'attachments.sizeKb', // "{size} KB": the unit symbol is the same in Spanish and German
  'attachments.sizeMb',
  'history.exportMarkdown', // file format names, the same in every language
  'history.exportJson',
])

describe('message catalogs', () => {
  it('registers English, Spanish, French and German, each its first-load messages and the rest', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'es', 'fr'])
    for (const [language, {firstLoad, rest}] of Object.entries(files)) expect(catalogs[language]).toEqual({...firstLoad, ...rest})
  })

  describe.each(Object.keys(catalogs))('%s', (locale) => {
    const catalog = catalogs[locale]!

    it('has exactly the keys of English', () => {
      const keys = Object.keys(catalog)
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]) // missing
      expect(keys.filter((key) => !(key in en))).toEqual([]) // extra
      expect(keys.sort()).toEqual(englishKeys)
    })

    it('has the first-load messages of English in its first-load file, and no key in both files', () => {
      const {firstLoad, rest} = files[locale]!
      expect(Object.keys(firstLoad).sort()).toEqual(Object.keys(enFirstLoad).sort())
      expect(Object.keys(rest).filter((key) => key in firstLoad)).toEqual([])
    })

    it('has no empty values', () => {
      const empty = Object.entries(catalog).filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      expect(empty).toEqual([])
    })

    it('has the same placeholders as English for every key', () => {
      const different = (Object.keys(en) as MessageKey[])
        .filter((key) => JSON.stringify(placeholders(catalog[key] ?? '')) !== JSON.stringify(placeholders(en[key])))
      expect(different).toEqual([])
    })
  })

  describe.each(['es', 'fr', 'de'])('%s', (locale) => {
    it('translates every key except the allow-list', () => {
      const catalog = catalogs[locale]!
      const untranslated = (Object.keys(en) as MessageKey[])
        .filter((key) => !SAME_AS_ENGLISH.has(key) && catalog[key] === en[key])
      expect(untranslated).toEqual([])
    })
  })

  describe.each(Object.keys(catalogs))('%s error pages', (locale) => {
    const catalog = catalogs[locale]!
    const errorKeys = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('error.'))

    it('gives the titles without a final period (the page adds it)', () => {
      expect(errorKeys.filter((key) => /\.\s*$/.test(catalog[key]))).toEqual([])
    })

    it('joins the client-side exception text and its detail into one sentence', () => {
      const sentence = `${catalog['error.client']} ${catalog['error.clientDetail']}.`
      expect(sentence).not.toMatch(/[.;,:] \(/) // no punctuation before the bracket
      expect(sentence).not.toMatch(/(\.\.|\s\.)$/) // one final period, right after the bracket
      expect(catalog['error.clientDetail']).toMatch(/^\(.*\)$/)
    })
  })

  it('allow-lists only keys that exist', () => {
    expect([...SAME_AS_ENGLISH].filter((key) => !(key in en))).toEqual([])
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
      expect((await load.firstLoad()).default).toBe(files[language]!.firstLoad)
      expect((await load.rest()).default).toBe(files[language]!.rest)
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
    let i18n!: typeof import('../../src/framework/i18n/translate')
    jest.isolateModules(() => {
      fresh = require('../../src/framework/i18n/catalogs.browser')
      jest.doMock('../../src/framework/i18n/catalogs', () => fresh)
      i18n = require('../../src/framework/i18n/translate')
    })
    jest.dontMock('../../src/framework/i18n/catalogs')
    await fresh.loadCatalog('es', 'first-load')
    expect(fresh.catalogs).toEqual({es: esFirstLoad})
    expect(i18n.translate('es', 'home.title')).toBe(esFirstLoad['home.title'])
    expect(() => i18n.translate('es', 'chat.title')).toThrow('Expected the message "chat.title" to be loaded (withAllMessages) before rendering')
    await fresh.loadCatalog('es', 'first-load')
    expect(fresh.catalogs.es).toBe(esFirstLoad) // not loaded again

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
    let i18n!: typeof import('../../src/framework/i18n/translate')
    jest.isolateModules(() => {
      fresh = require('../../src/framework/i18n/catalogs.browser')
      jest.doMock('../../src/framework/i18n/catalogs', () => fresh)
      i18n = require('../../src/framework/i18n/translate')
    })
    jest.dontMock('../../src/framework/i18n/catalogs')
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
