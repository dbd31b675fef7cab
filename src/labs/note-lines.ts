/**
 * Lines that hold a known name and a number but are no result: a legend, a note about a threshold,
 * a treatment target. See docs/lab-results.md.
 */
import {normaliseLabel} from './analyte-names'
import {isBoundWord} from './result-parts'
import {canonicalUnit} from './units'

/**
 * A text line of clauses with numbers in more than one ("Vitamin D: <25 nmol/L deficient; 25-50
 * nmol/L insufficient", or split by ", ") explains values: a legend, not a result, and not counted.
 */
export function isLegend(line: string): boolean {
  if (line.split(';').filter((clause) => /\d/.test(clause)).length > 1) return true
  // Split by commas, the first clause must begin with words: "18,5  ,  30,0 - 100,0" is a stray mark.
  const [first, ...others] = line.split(', ')
  return others.length > 0 && startsWithWords(first ?? '') && others.every((clause) => startsWithWords(clause) || isNamedBand(clause))
}

/** A clause of words, then a number. A digit inside a word is the name's ("HbA1c, EDTA   7.4 %", "Vitamin B12, Serum"), no number. */
function startsWithWords(clause: string): boolean {
  return /^\s*\p{L}{2,}\D*(?<![\p{L}\d])\d/u.test(clause)
}

/**
 * A band written number first, then its name ("30-49 insufficient", "> 125 possible toxicity"):
 * "Vitamin D status: <30 deficient, 30-49 insufficient, 50-125 sufficient". A unit after the
 * number ("Glucose 98, 70-99 mg/dL") makes it a range, not a band.
 */
function isNamedBand(clause: string): boolean {
  const match = /^\s*[<>≤≥]?\s*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s+(\S+)/u.exec(clause)
  const word = match?.[1] ?? ''
  return /^\p{L}{2,}/u.test(word) && canonicalUnit(word) === null
}

/**
 * The last word of a bound written in words ("at least 50", "more than 30", "au moins 75",
 * "mindestens 50"): in a note, as much a bound word as "<".
 */
const NOTE_BOUND_WORDS = new Set(['least', 'most', 'than', 'moins', 'mindestens', 'höchstens', 'hochstens'])

/**
 * A note about a threshold ("Hb below 70 g/L phoned to the ward", "Glucosa < 54 mg/dL: se avisó al
 * médico", "Vitamin D: a level of at least 50 nmol/L at the end of winter is recommended"): the name
 * is followed by a bound word, then the number, then a sentence. Not a result.
 */
export function isThresholdNote(tokens: readonly string[], valueAt: number): boolean {
  const before = tokens[valueAt - 1] ?? ''
  if (!isBoundWord(before) && !NOTE_BOUND_WORDS.has(before.toLowerCase())) return false
  return tokens.slice(valueAt + 1).filter((token) => /^\p{L}{2,}[.,:;]?$/u.test(token)).length >= 3
}

/**
 * A comment about a result ("Sodio 117 mmol/L: valor crítico comunicado al centro de salud",
 * "Sodium 117 mmol/L : valeur critique communiquée"): a name, a number and perhaps its unit, then
 * a colon and a sentence. The result's own row is above; this line repeats it and is no row.
 */
export function isResultComment(line: string): boolean {
  const colon = line.indexOf(': ')
  if (colon < 0) return false
  const before = line.slice(0, colon).trim().split(/\s+/)
  let last = before.length - 1
  if (last > 1 && canonicalUnit(before[last] ?? '')) last--
  if (last < 1 || !/^\d+(?:[.,]\d+)?$/.test(before[last] ?? '')) return false
  const sentence = line.slice(colon + 2).trim().split(/\s+/).slice(0, 3)
  return sentence.length === 3 && sentence.every((word) => /^\p{L}{2,}/u.test(word))
}

/** Words that make a line a treatment target ("LDL-Zielwert bei Diabetes: < 70 mg/dl"), not a result; so does a sentence. */
const TARGET_WORDS = new Set(['zielwert', 'zielwerte', 'zielbereich', 'target', 'targets', 'goal', 'goals', 'objetivo', 'objetivos', 'objectif',
  'objectifs', 'cible', 'cibles'])

/**
 * The name of a band or a risk class ("Vitamin D deficiency < 25 nmol/L", "LDL optimal < 2.6 mmol/L",
 * "Cholesterol desirable 5.2"): a line that gives one explains values, and its number is no result.
 */
const BAND_WORDS = new Set(['desirable', 'optimal', 'optimum', 'ideal', 'borderline', 'deficient', 'deficiency', 'insufficient', 'insufficiency',
  'sufficient', 'sufficiency', 'toxic', 'toxicity', 'risk', 'souhaitable', 'optimale', 'carence', 'insuffisance', 'suffisance', 'toxique', 'risque',
  'deseable', 'optimo', 'limitrofe', 'deficiencia', 'insuficiencia', 'suficiencia', 'toxicidad', 'riesgo', 'wunschenswert', 'grenzwertig',
  'mangel', 'risiko', 'toxisch'])

export function isTargetNote(label: string): boolean {
  // "LDL calculado por fórmula de Friedewald; no válido con triglicéridos mayores de 400 mg/dL": a
  // label with a clause break is a sentence about the test, and its number no result.
  if (label.includes(';')) return true
  return normaliseLabel(label).split(' ').some((word) => TARGET_WORDS.has(word) || BAND_WORDS.has(word))
}

/** A heading over a table of treatment targets ("Target values", "Zielwerte", "Valeurs cibles"): its lines are no results. */
export function opensTargetTable(line: string): boolean {
  return normaliseLabel(line).split(' ').some((word) => TARGET_WORDS.has(word))
}

/**
 * A criterion rather than a result: a value written as a bound ("< 1.8 mmol/L high risk") followed by
 * the name of a band, or written "≥"/"≤" ("HbA1c ≥ 6.5 % diabetes"), which no lab writes for a result,
 * followed by words.
 */
export function isCriterion(tokens: readonly string[], valueAt: number, looseWords: readonly string[]): boolean {
  // The sign joined to the value ("<1.8") or standing before it ("< 1.8").
  const sign = /^[<>≤≥]/.exec(tokens[valueAt] ?? '')?.[0] ?? /^([<>≤≥])=?$/.exec(tokens[valueAt - 1] ?? '')?.[1]
  const words = looseWords.flatMap((word) => normaliseLabel(word).split(' ')).filter((word) => /[a-z]/.test(word))
  if (sign === '≥' || sign === '≤') return words.length > 0
  return sign !== undefined && words.some((word) => BAND_WORDS.has(word) || TARGET_WORDS.has(word))
}

/** Words that join a number to a bound written after it ("50 nmol/L or more", "75 ou plus", "oder mehr"). */
const BOUND_JOINS = new Set(['or', 'and', 'ou', 'et', 'o', 'y', 'oder', 'und'])
const BOUND_AFTER = new Set(['more', 'above', 'higher', 'greater', 'over', 'less', 'below', 'lower', 'under', 'plus', 'moins', 'davantage',
  'mas', 'menos', 'superior', 'inferior', 'mayor', 'menor', 'mehr', 'weniger', 'daruber', 'darunter', 'hoher', 'niedriger'])

/**
 * A threshold written with its bound after the number ("Vitamin D: 50 nmol/L or more", "HbA1c 48
 * mmol/mol and above"): a note, not a result. Looks at the few words after the value (its unit first).
 */
export function hasBoundAfter(tokens: readonly string[], valueAt: number): boolean {
  const words = tokens.slice(valueAt + 1, valueAt + 5).map((token) => normaliseLabel(token))
  return words.some((word, i) => BOUND_JOINS.has(word) && BOUND_AFTER.has(words[i + 1] ?? ''))
}

/**
 * Words after a value that run on as a sentence: three or more with letters, and no bound or span
 * among them (named bands, "Deficiency: < 20 / Insufficiency: 20 - 29", are a range cut short).
 */
export function isSentenceAfter(looseWords: readonly string[], after: readonly string[]): boolean {
  const bounds = after.some((token) => /^[<>≤≥-]/.test(token) || /\d-\d/.test(token))
  return !bounds && looseWords.filter((word) => /\p{L}/u.test(word)).length >= 3
}
