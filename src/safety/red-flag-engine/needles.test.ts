/**
 * Needles (./needles.ts): every text a rule's expression matches contains one of its needles, so
 * skipping the rules whose needles a message lacks never changes a verdict.
 */
import {compileOnFirstUse} from './first-use'
import {NeedleIndex, needlesOf} from './needles'
import {LANGUAGES} from './languages'
import {normalizeForMatching} from './normalize'
import type {CorpusMessage} from '../vignettes/corpus'
import {developmentHalf} from '../vignettes/development'

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

const corpora = Object.entries(developmentHalf) as ReadonlyArray<[string, readonly CorpusMessage[]]>

describe('every rule of every language, on every development message', () => {
  // Compiled, the expressions take seconds for the whole corpus, not a minute.
  beforeAll(() => {
    for (const language of LANGUAGES) for (const rule of language.rules) compileOnFirstUse(rule)
  })

  it('each language has needles for most rules', () => {
    for (const language of LANGUAGES) {
      const without = language.rules.filter((rule) => needlesOf(rule.regex.source) === null)
      expect([language.language, without.length]).toEqual([language.language, expect.any(Number)])
      expect(without.length).toBeLessThan(language.rules.length / 10)
    }
  })

  // Each language's rules read every message of their own language, and every eighth message of the
  // others (a message in one language can still hit another's rules): the property is one of the
  // expressions, which the sample exercises without the cost of the whole cross product.
  const OTHER_LANGUAGES_EVERY = 8

  it.each(corpora)('%s: a rule whose expression matches a message is always among its candidates', (locale, messages) => {
    const allTexts = messages.map((message) => normalizeForMatching(message.text))
    const missed: string[] = []
    let matched = 0
    for (const language of LANGUAGES) {
      const texts = language.language === locale ? allTexts : allTexts.filter((_text, at) => at % OTHER_LANGUAGES_EVERY === 0)
      const candidates = texts.map((text) => language.needles.candidates(text))
      // Rule by rule over every message, not message by message: each expression runs while its
      // compiled code is fresh, instead of once between thousands of others.
      language.rules.forEach((rule, index) => {
        texts.forEach((text, at) => {
          rule.regex.lastIndex = 0
          const matches = rule.regex.test(text)
          rule.regex.lastIndex = 0
          if (!matches) return
          matched += 1
          if (!candidates[at]![index]) missed.push(`${language.language}/${rule.category}: ${JSON.stringify(text.slice(0, 60))}`)
        })
      })
    }
    expect(missed).toEqual([])
    expect(matched).toBeGreaterThan(messages.length / 2)
  })
})
