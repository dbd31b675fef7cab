/**
 * Needles (./needles.ts): every text a rule's expression matches contains one of its needles, so
 * skipping the rules whose needles a message lacks never changes a verdict.
 */
import {warmUpRedFlags} from '../red-flags'
import {NeedleIndex, needlesOf} from './needles'
import {LANGUAGES} from './languages'
import {normalizeForMatching} from './normalize'
import type {CorpusMessage} from '../vignettes/corpus'
import de from '../vignettes/de'
import en from '../vignettes/en'
import es from '../vignettes/es'
import fr from '../vignettes/fr'
import deDevelopment from '../vignettes/development/de'
import enDevelopment from '../vignettes/development/en'
import esDevelopment from '../vignettes/development/es'
import frDevelopment from '../vignettes/development/fr'
import deDevelopment2 from '../vignettes/development/de-2'
import enDevelopment2 from '../vignettes/development/en-2'
import esDevelopment2 from '../vignettes/development/es-2'
import frDevelopment2 from '../vignettes/development/fr-2'
import deDevelopment3 from '../vignettes/development/de-3'
import deDevelopment4 from '../vignettes/development/de-4'
import deDevelopment5 from '../vignettes/development/de-5'
import deDevelopment6 from '../vignettes/development/de-6'
import enDevelopment3 from '../vignettes/development/en-3'
import enDevelopment4 from '../vignettes/development/en-4'
import enDevelopment5 from '../vignettes/development/en-5'
import enDevelopment6 from '../vignettes/development/en-6'
import esDevelopment3 from '../vignettes/development/es-3'
import esDevelopment4 from '../vignettes/development/es-4'
import esDevelopment5 from '../vignettes/development/es-5'
import esDevelopment6 from '../vignettes/development/es-6'
import frDevelopment3 from '../vignettes/development/fr-3'
import frDevelopment4 from '../vignettes/development/fr-4'
import frDevelopment5 from '../vignettes/development/fr-5'
import frDevelopment6 from '../vignettes/development/fr-6'

const sorted = (needles: string[] | null) => needles && [...needles].sort()

describe('needlesOf', () => {
  it.each<[string, string[] | null]>([
    ['\\b(?:heart attack)(?![a-z0-9])', ['heart attack']],
    // Of the pieces every match contains, one of four characters or more beats several longer ones.
    ['\\b(?:chest (?:pain|ache)s?|heart attack)(?![a-z0-9])', ['chest ', 'heart attack']],
    // A gap of up to three words splits the match: the sure piece after it is one string.
    ["\\b(?:(?:my|his) (?:arm|leg)(?: [a-z0-9']+){0,3} numb)(?![a-z0-9])", [' numb']],
    ['\\b(?:suicid[a-z]*|kill myself)(?![a-z0-9])', ['kill myself', 'suicid']],
    // Lookarounds match nothing themselves.
    ['\\b(?:(?<!not )overdos(?:e|ed)(?! (?:risk|fear)))(?![a-z0-9])', ['overdos']],
    ['\\b(?:br(?:ea|e)th(?:ing)? hard)(?![a-z0-9])', ['breath', 'breth']],
    ['\\b(?:[0-9]+ pills)(?![a-z0-9])', [' pills']],
    ['\\b(?:temp(?:erature)? (?:of )?4[0-2])(?![a-z0-9])', ['temp']],
    ['\\b(?:a\\.b|c\\?d)', ['a.b', 'c?d']],
    ['\\b(?:pain|[a-z]+ache)', ['ache', 'pain']],
  ])('%s → %j', (source, expected) => {
    expect(sorted(needlesOf(source))).toEqual(sorted(expected))
  })

  it.each([
    '\\b(?:(?: [a-z]+){0,3})', // may match nothing
    '\\b(?:pain|[a-z]+)', // one alternative has no sure piece
    '(?:a|b', // not an expression
    '\\b(?:\\d+)',
  ])('%s: no needles, the rule always runs', (source) => {
    expect(needlesOf(source)).toBeNull()
  })
})

describe('NeedleIndex', () => {
  const index = new NeedleIndex([['chest pain', 'chest ache'], ['pain'], null, ['ab'], ['chest tight']])
  const flags = (text: string) => [...index.candidates(text)]

  it('flags the owners whose needles are in the text, and those without needles always', () => {
    expect(flags('my chest pain is bad')).toEqual([1, 1, 1, 0, 0])
    expect(flags('a headache')).toEqual([0, 0, 1, 0, 0])
    expect(flags('grab it')).toEqual([0, 0, 1, 1, 0])
  })

  it('finds a needle at a later place that starts like an earlier one', () => {
    expect(flags('chest is fine but chest tight now')).toEqual([0, 0, 1, 0, 1])
    expect(flags('chest')).toEqual([0, 0, 1, 0, 0])
  })
})

const corpora: ReadonlyArray<[string, readonly CorpusMessage[]]> = [
  ['en', [...en, ...enDevelopment, ...enDevelopment2, ...enDevelopment3, ...enDevelopment4, ...enDevelopment5, ...enDevelopment6]],
  ['es', [...es, ...esDevelopment, ...esDevelopment2, ...esDevelopment3, ...esDevelopment4, ...esDevelopment5, ...esDevelopment6]],
  ['fr', [...fr, ...frDevelopment, ...frDevelopment2, ...frDevelopment3, ...frDevelopment4, ...frDevelopment5, ...frDevelopment6]],
  ['de', [...de, ...deDevelopment, ...deDevelopment2, ...deDevelopment3, ...deDevelopment4, ...deDevelopment5, ...deDevelopment6]],
]

describe('every rule of every language, on every development message', () => {
  // Compiled, the expressions take seconds for the whole corpus, not a minute.
  beforeAll(() => warmUpRedFlags())

  it('each language has needles for most rules', () => {
    for (const language of LANGUAGES) {
      const without = language.rules.filter((rule) => needlesOf(rule.regex.source) === null)
      expect([language.language, without.length]).toEqual([language.language, expect.any(Number)])
      expect(without.length).toBeLessThan(language.rules.length / 10)
    }
  })

  it.each(corpora)('%s: a rule whose expression matches a message is always among its candidates', (_locale, messages) => {
    const missed: string[] = []
    let matched = 0
    for (const message of messages) {
      const text = normalizeForMatching(message.text)
      for (const language of LANGUAGES) {
        const candidates = language.needles.candidates(text)
        language.rules.forEach((rule, index) => {
          rule.regex.lastIndex = 0
          const matches = rule.regex.test(text)
          rule.regex.lastIndex = 0
          if (!matches) return
          matched += 1
          if (!candidates[index]) missed.push(`${language.language}/${rule.category}: ${JSON.stringify(text.slice(0, 60))}`)
        })
      }
    }
    expect(missed).toEqual([])
    expect(matched).toBeGreaterThan(messages.length / 2)
  })
})
