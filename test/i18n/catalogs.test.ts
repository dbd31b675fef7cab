import {catalogFor, catalogs, languageName, translate, type MessageKey} from '../../src/i18n'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import de from '../../src/i18n/messages/de'
import * as server from '../../src/i18n/catalogs'
import * as browser from '../../src/i18n/catalogs.browser'

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
  it('registers English, Spanish, French and German', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'es', 'fr'])
    expect(catalogs.en).toBe(en)
    expect(catalogs.es).toBe(es)
    expect(catalogs.fr).toBe(fr)
    expect(catalogs.de).toBe(de)
  })

  describe.each(Object.keys(catalogs))('%s', (locale) => {
    const catalog = catalogs[locale]!

    it('has exactly the keys of English', () => {
      const keys = Object.keys(catalog)
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]) // missing
      expect(keys.filter((key) => !(key in en))).toEqual([]) // extra
      expect(keys.sort()).toEqual(englishKeys)
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
    ['en', en], ['en-US', en], ['es', es], ['es-419', es], ['fr-CA', fr], ['FR-ca', fr], ['de-DE', de],
    ['nl-NL', en], ['nl', en], ['', en],
  ])('"%s"', (locale, expected) => {
    expect(catalogFor(locale)).toBe(expected)
  })
})

describe('the browser catalogs (catalogs.browser.ts)', () => {
  it('can load exactly the languages the server has, each to the same catalog', async () => {
    expect(Object.keys(browser.catalogLoaders).sort()).toEqual(Object.keys(server.catalogs).sort())
    for (const [language, load] of Object.entries(browser.catalogLoaders)) {
      expect((await load()).default).toBe(server.catalogs[language])
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
    expect(browser.catalogs).toEqual({fr})
    await browser.loadCatalog('nl-BE')
    expect(browser.catalogs).toEqual({fr, en})
  })
})

describe('translate', () => {
  it('returns the message of the locale', () => {
    expect(translate('fr-CA', 'nav.help')).toBe(fr['nav.help'])
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
    expect(translate('de', 'nav.help', {x: 1})).toBe(de['nav.help'])
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
