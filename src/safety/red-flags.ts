/**
 * Red flags: a deterministic emergency detector, run once on each visitor message when it is sent
 * (its verdict is stored with the message). English, Spanish, French and German; no model, no
 * network; pure and linear in the message; never throws. How it reads a message, its categories
 * with their public sources, and what does not count: src/safety/README.md. The engine is in
 * ./red-flag-engine/, each language's rules in ./red-flag-languages/.
 */
import {RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlagResult} from './verdict'
import {hasLiveHit} from './red-flag-engine/checks'
import {LANGUAGES, languagesFor} from './red-flag-engine/languages'
import {normalizeForMatching} from './red-flag-engine/normalize'
import {createScan} from './red-flag-engine/scan'

export {RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlagResult}
export {MAX_SCANNED_LENGTH, normalizeForMatching} from './red-flag-engine/normalize'
export type {BenignRule, RedFlagLanguage} from './red-flag-engine/rules'

/**
 * Whether `text` describes an emergency, and which kinds. Pure; same result for the same
 * text; fast; never throws. `locale` hints the language but every language's patterns
 * are tried (visitors mix languages), so it never changes the result.
 */
export function detectRedFlags(text: string, locale?: string): RedFlagResult {
  if (typeof text !== 'string' || text.length === 0) return {emergency: false, categories: [], selfHarm: false}
  const scan = createScan(normalizeForMatching(text))
  const found = new Set<RedFlagCategory>()
  for (const language of languagesFor(locale)) {
    // Only the rules whose needles are in the text can hit it.
    const candidates = language.needles.candidates(scan.s)
    language.rules.forEach((rule, index) => {
      if (candidates[index] && !found.has(rule.category) && hasLiveHit(language, rule, scan)) found.add(rule.category)
    })
  }
  const categories = RED_FLAG_CATEGORIES.filter((category) => found.has(category))
  return {emergency: categories.length > 0, categories, selfHarm: found.has('self_harm')}
}

/**
 * Run every pattern, so that the regular expressions are compiled at start-up and not on the
 * first visitor's message. A long text goes first: V8 runs a regular expression's first matches in
 * its interpreter and compiles it to machine code when a long subject asks for it; compiled on
 * short messages alone, the largest ones can stay interpreted, and a long message then takes far
 * longer (bench/README.md, "Red-flag detector"). Returns how many sample texts it checked.
 */
export function warmUpRedFlags(): number {
  const sentences = ['I have had a mild headache since yesterday.', 'Tengo un poco de tos desde ayer.', "J'ai un peu mal à la gorge depuis hier.", 'Ich habe seit gestern leichte Kopfschmerzen.']
  const long = sentences.join(' ').repeat(12)
  const samples = [long, ...sentences]
  for (const sample of samples) detectRedFlags(sample)
  // A message runs only the rules whose needles it contains: run every rule's expressions on the
  // long text too, so that none is left to its interpreter.
  const text = normalizeForMatching(long)
  for (const language of LANGUAGES) {
    for (const rule of language.rules) {
      for (const regex of [rule.regex, rule.contextScan, rule.contextAll, rule.context]) {
        if (!regex) continue
        regex.lastIndex = 0
        regex.test(text)
        regex.lastIndex = 0
      }
    }
  }
  return samples.length
}
