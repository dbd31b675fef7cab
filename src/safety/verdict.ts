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
  | 'critical_lab_value'

/** The categories the text detector finds; `critical_lab_value` comes from an attached lab report instead. */
export type TextRedFlagCategory = Exclude<RedFlagCategory, 'critical_lab_value'>

/** Every category the text detector finds, in the order results list them. */
export const RED_FLAG_CATEGORIES: readonly TextRedFlagCategory[] = [
  'chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'severe_bleeding', 'breathing',
  'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'carbon_monoxide', 'burns',
  'sepsis', 'meningitis', 'pregnancy', 'sick_child', 'self_harm', 'other_emergency',
]

/**
 * Every category a stored verdict may hold: the text detector's, then `critical_lab_value`, a
 * result past a critical threshold in a lab report attached to the message (src/labs/lab-table.ts).
 */
export const VERDICT_CATEGORIES: readonly RedFlagCategory[] = [...RED_FLAG_CATEGORIES, 'critical_lab_value']

export interface RedFlagResult {
  emergency: boolean
  /** The categories found, in the order of `RED_FLAG_CATEGORIES`. */
  categories: RedFlagCategory[]
  /** true when self_harm is among them: show the crisis line */
  selfHarm: boolean
}

export function isRedFlagCategory(value: unknown): value is RedFlagCategory {
  return typeof value === 'string' && (VERDICT_CATEGORIES as readonly string[]).includes(value)
}

/** The verdict of stored categories (unknown names, from a newer or older version, are dropped). */
export function verdictOf(categories: readonly unknown[]): RedFlagResult {
  const known = VERDICT_CATEGORIES.filter((category) => categories.includes(category))
  return {emergency: known.length > 0, categories: known, selfHarm: known.includes('self_harm')}
}

/** `result` with `critical_lab_value` added when an attached lab report has a critical value. */
export function withCriticalLab(result: RedFlagResult, critical: boolean): RedFlagResult {
  if (!critical || result.categories.includes('critical_lab_value')) return result
  return {...result, emergency: true, categories: [...result.categories, 'critical_lab_value']}
}

/** The catalog key of a category's name, for the shared page and exports ("chest pain"). */
export function redFlagNameKey(category: RedFlagCategory): `redFlag.${RedFlagCategory}` {
  return `redFlag.${category}`
}
