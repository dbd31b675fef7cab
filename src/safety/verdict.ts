/**
 * The red-flag detector's verdict, without the detector: its categories and what they mean for
 * the banner. Pages, exports and shares read a message's stored verdict through this module, so
 * that they never load the detector's phrase lists (`red-flags.ts`).
 */

/** The emergency categories of the taxonomy (src/safety/README.md), in the order results list them. */
export type RedFlagCategory =
  | 'chest_pain' | 'stroke' | 'sudden_headache' | 'head_injury' | 'severe_bleeding' | 'breathing'
  | 'anaphylaxis' | 'unconscious' | 'seizure' | 'overdose_poisoning' | 'carbon_monoxide' | 'burns'
  | 'sepsis' | 'meningitis' | 'pregnancy' | 'sick_child' | 'self_harm' | 'other_emergency'

/** Every category, in the order results list them. */
export const RED_FLAG_CATEGORIES: readonly RedFlagCategory[] = [
  'chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'severe_bleeding', 'breathing',
  'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'carbon_monoxide', 'burns',
  'sepsis', 'meningitis', 'pregnancy', 'sick_child', 'self_harm', 'other_emergency',
]

export interface RedFlagResult {
  emergency: boolean
  /** The categories found, in the order of `RED_FLAG_CATEGORIES`. */
  categories: RedFlagCategory[]
  /** true when self_harm is among them: show the crisis line */
  selfHarm: boolean
}

export function isRedFlagCategory(value: unknown): value is RedFlagCategory {
  return typeof value === 'string' && (RED_FLAG_CATEGORIES as readonly string[]).includes(value)
}

/** The verdict of stored categories (unknown names, from a newer or older version, are dropped). */
export function verdictOf(categories: readonly unknown[]): RedFlagResult {
  const known = RED_FLAG_CATEGORIES.filter((category) => categories.includes(category))
  return {emergency: known.length > 0, categories: known, selfHarm: known.includes('self_harm')}
}

/** The catalog key of a category's name, for the shared page and exports ("chest pain"). */
export function redFlagNameKey(category: RedFlagCategory): `redFlag.${RedFlagCategory}` {
  return `redFlag.${category}`
}
