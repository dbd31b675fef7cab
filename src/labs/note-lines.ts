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
const TARGET_WORDS = new Set(['zielwert', 'zielbereich', 'target', 'goal', 'objetivo', 'objectif', 'cible'])

export function isTargetNote(label: string): boolean {
  // "LDL calculado por fórmula de Friedewald; no válido con triglicéridos mayores de 400 mg/dL": a
  // label with a clause break is a sentence about the test, and its number no result.
  if (label.includes(';')) return true
  return normaliseLabel(label).split(' ').some((word) => TARGET_WORDS.has(word))
}
