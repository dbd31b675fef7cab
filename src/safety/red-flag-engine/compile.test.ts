/**
 * Conditional rules' contexts match whole words only (./compile.ts, `contextRegex`) of the
 * normalised text, in every language.
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

  it('treats accented letters as the letters they fold to: contexts read normalised text', () => {
    expect(matches('mal', normalizeForMatching('très mal'))).toBe(true)
    expect(matches('mal', normalizeForMatching('émal'))).toBe(false)
    expect(matches('mal', normalizeForMatching('malé'))).toBe(false)
    expect(matches('fiebre', normalizeForMatching('fiebre alta'))).toBe(true)
    expect(matches('fiebre', normalizeForMatching('ñfiebre'))).toBe(false)
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
        expect(rule.context.source.startsWith('(?<![')).toBe(true)
        // Global, as contextScan and contextAll are: one source and one set of flags, compiled once.
        for (const regex of [rule.context, rule.contextScan, rule.contextAll]) if (regex) expect(regex.flags).toBe('g')
      }
    }
  })
})
