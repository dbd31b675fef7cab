/**
 * Conditional rules' contexts match whole words only (./compile.ts, `contextRegex`), with
 * Unicode-aware boundaries, in every language.
 */
import {contextRegex} from './compile'
import {LANGUAGES} from './languages'
import {normalizeForMatching} from './normalize'

const matches = (context: string, text: string, german = false) => contextRegex(context, german, false).test(text)

describe('contextRegex', () => {
  it.each<[string, string, string, boolean]>([
    // [language, context, text, matches]
    ['en', 'arm', 'my arm is numb', true],
    ['en', 'arm', 'thoughts of harm', false],
    ['en', 'arm', 'an armchair', false],
    ['en', 'son', "my son's lips are blue", true],
    ['en', 'can', "i can't wake him", false],
    ['en', 't', "i can't wake him", false],
    ['en', 's', "my mom's face", false],
    ['en', 'i', "i'm sweating", true],
    ['es', 'fiebre', 'tiene fiebre alta', true],
    ['es', 'fiebre', 'fiebres', false],
    ['es', 'mal', 'estoy muy mal', true],
    ['es', 'mal', 'anormal', false],
    ['fr', 'un', "quelqu'un est tombé", false],
    ['fr', 'un', 'un malaise', true],
    ['fr', 'hui', "aujourd'hui", false],
    ['fr', 'il', "lorsqu'il tombe", false],
    ['de', 'tee', 'heißer tee', true],
    ['de', 'tee', 'kaffee oder teekanne', false],
    ['de', '[a-z]*reiniger', 'backofenreiniger getrunken', true],
  ])('[%s] context "%s" in "%s": %s', (language, context, text, expected) => {
    expect(matches(context, normalizeForMatching(text), language === 'de')).toBe(expected)
  })

  it('treats accented letters as letters, on text that is not normalised', () => {
    expect(matches('mal', 'très mal')).toBe(true)
    expect(matches('mal', 'émal')).toBe(false)
    expect(matches('mal', 'malé')).toBe(false)
    expect(matches('fiebre', 'fiebre alta')).toBe(true)
    expect(matches('fiebre', 'ñfiebre')).toBe(false)
  })

  it('spells German umlauts every way', () => {
    expect(matches('übel', normalizeForMatching('mir ist übel'), true)).toBe(true)
    expect(matches('übel', 'mir ist uebel', true)).toBe(true)
    expect(matches('übel', 'ein uebelkeitsgefuehl', true)).toBe(false)
  })

  it('is the form every conditional rule of every language uses', () => {
    for (const language of LANGUAGES) {
      for (const rule of language.rules) {
        if (!rule.context) continue
        expect(rule.context.flags).toContain('u')
        expect(rule.context.source.startsWith('(?<![')).toBe(true)
        if (rule.contextScan) expect(rule.contextScan.flags).toBe('gu')
      }
    }
  })
})
