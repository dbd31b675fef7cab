/**
 * Red flags: a deterministic emergency detector, run once on each visitor message when it is sent
 * (its verdict is stored with the message). English, Spanish, French and German; no model, no
 * network; pure and linear in the message; never throws. How it reads a message, its categories
 * with their public sources, and what does not count: src/safety/README.md. The engine is in
 * ./red-flag-engine/, each language's rules in ./red-flag-languages/.
 */
import {RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlagResult} from './verdict'
import {hasLiveHit} from './red-flag-engine/checks'
import {compileOnFirstUse, SAMPLE_SENTENCES} from './red-flag-engine/first-use'
import {languagesFor} from './red-flag-engine/languages'
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
      if (!candidates[index] || found.has(rule.category)) return
      compileOnFirstUse(rule)
      if (hasLiveHit(language, rule, scan)) found.add(rule.category)
    })
  }
  const categories = RED_FLAG_CATEGORIES.filter((category) => found.has(category))
  return {emergency: categories.length > 0, categories, selfHarm: found.has('self_harm')}
}

/**
 * Check four short sample sentences at start-up, so that the detector's own code, and the rules
 * they could hit, are ready for the first visitor's message. Every other rule's expressions are
 * compiled the first time a message could hit it (./red-flag-engine/first-use.ts). Returns how
 * many sample texts it checked.
 */
export function warmUpRedFlags(): number {
  const samples = SAMPLE_SENTENCES
  for (const sample of samples) detectRedFlags(sample)
  return samples.length
}
