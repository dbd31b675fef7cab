/**
 * Hale's message catalogs: every language has every key of English, in the right file, translated,
 * with the same placeholders; the engine's messages (error pages, API errors) are translated too.
 */
import {catalogFor, catalogs, languageName, translate, withAllMessages, type MessageKey} from '../framework/i18n/translate'
import enRest from './en'
import esRest from './es'
import frRest from './fr'
import deRest from './de'
import enFirstLoad from './first-load/en'
import esFirstLoad from './first-load/es'
import frFirstLoad from './first-load/fr'
import deFirstLoad from './first-load/de'

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
  'attachments.sizeKb', // "{size} KB": the unit symbol is the same in Spanish and German
  'attachments.sizeMb',
  'history.exportMarkdown', // file format names, the same in every language
  'history.exportJson',
  'health.date', // "Date" is French too
  'health.kind.appleHealth', // the app's name, the same in German
  'health.kind.googleFit', // the app's name, the same everywhere
  'readAloud.pause', // "Pause" is French and German too
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
    // Analyte names are often the same abbreviation in every language (TSH, HbA1c, Calcium).
    it('translates every key except the allow-list', () => {
      const catalog = catalogs[locale]!
      const untranslated = (Object.keys(en) as MessageKey[])
        .filter((key) => !SAME_AS_ENGLISH.has(key) && !key.startsWith('analyte.') && !key.startsWith('health.unit.') /* unit symbols */ && catalog[key] === en[key])
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
