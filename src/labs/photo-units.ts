/**
 * The unit of a photographed result whose unit OCR garbled ("ugN" for µg/l, "GN" for G/l, "ma/dL")
 * or lost (a "%" read as nothing): taken only when the analyte, its value and the report's range
 * leave one unit. See docs/lab-results.md, "Text read from a photo".
 */
import {isBoundWord, numberFromDigits, rangeInUnit, readRange} from './result-parts'
import {plausibleRange, plausibleValue, unitKnownFor} from './plausibility'
import type {Analyte, ReferenceRange} from './types'
import {toCanonical, UNIT_SPELLINGS, type UnitSpelling} from './units'

/**
 * Characters OCR takes for one another in a unit, each group read as one: slash and thin strokes (a
 * slanted v), the micro sign, g (its tail blurred away leaves an o: "mo/di" for mg/dl).
 */
const LOOK_ALIKE_GROUPS = ['/|li1!tjv()[]{}\\', 'uµpjyv', 'gqa9@o', '2?*²']
/** Marks OCR adds or drops around a unit, the micro sign it often drops ("mol/l" for µmol/l), and a thin l ("mmol" for mmol/l). */
const STRAY_MARKS = new Set(['/', '.', ',', '-', "'", '^', '*', '°', '%', '?', ':', ';', '|', '`', '"', '’', 'u', 'l'])
const CHEAP = 0.5
/** Any other edit: more than a unit may take, so only look-alikes and stray marks are forgiven. */
const DAMAGE = 3

function lookAlike(a: string, b: string): boolean {
  return LOOK_ALIKE_GROUPS.some((group) => group.includes(a) && group.includes(b))
}

/**
 * Edit distance in which a look-alike or a stray mark costs half and any other edit more than a
 * unit may take: "MO/dL" is not mg/dL, since an O for a g is damage, and the value beside it may be damaged too.
 */
export function ocrDistance(written: string, spelling: string): number {
  let previous = Array.from({length: spelling.length + 1}, (_, j) => spelling.slice(0, j).split('').reduce((sum, ch) => sum + gapCost(ch), 0))
  for (let i = 1; i <= written.length; i++) {
    const ch = written[i - 1]!
    const current = [previous[0]! + gapCost(ch)]
    for (let j = 1; j <= spelling.length; j++) {
      const other = spelling[j - 1]!
      const swap = ch === other ? 0 : lookAlike(ch, other) ? CHEAP : DAMAGE
      current.push(Math.min(previous[j - 1]! + swap, previous[j]! + gapCost(ch), current[j - 1]! + gapCost(other)))
    }
    previous = current
  }
  return previous[spelling.length]!
}

function gapCost(ch: string): number {
  return STRAY_MARKS.has(ch) ? CHEAP : DAMAGE
}

/** At most this share of a spelling's length may be edited, and never more than this. */
const MAX_EDIT_SHARE = 0.4
const MAX_EDIT = 2
/** Words after the value compared with the units. */
const MAX_WORDS = 6

interface Candidate {
  unit: UnitSpelling
  key: string
}

/**
 * Units of one quantity, with their size: a value in any of them can be checked against an analyte's
 * bounds once one of them converts ("Q/L" cholesterol as g/L, through mg/dL).
 */
const UNIT_FAMILIES: ReadonlyArray<Readonly<Record<string, number>>> = [
  {'mmol/L': 1e-3, 'µmol/L': 1e-6, 'nmol/L': 1e-9, 'pmol/L': 1e-12},
  {'g/L': 1, 'g/dL': 10, 'mg/dL': 1e-2, 'mg/L': 1e-3, 'µg/dL': 1e-5, 'µg/L': 1e-6, 'ng/mL': 1e-6, 'ng/dL': 1e-8, 'pg/mL': 1e-9},
  {'10^9/L': 1e9, '10^12/L': 1e12},
  {'U/L': 1, 'mU/L': 1e-3},
]

/** `value` in `unit`, in a unit of the same quantity that converts to the analyte's SI unit; null when none does. */
function checkable(analyte: Analyte, value: number, unit: string): {value: number; unit: string} | null {
  // A differential in %: bounded 0–100 by `plausibleValue`.
  if (toCanonical({analyte, value, unit}) !== null || unit === '%') return {value, unit}
  const family = UNIT_FAMILIES.find((sizes) => sizes[unit] !== undefined)
  const target = family && Object.keys(family).find((other) => toCanonical({analyte, value: 1, unit: other}) !== null)
  return family && target ? {value: value * family[unit]! / family[target]!, unit: target} : null
}

/** The spellings of the units `analyte` can be reported in and checked in: the only units a photo's row may get. */
function candidatesFor(analyte: Analyte): Candidate[] {
  const candidates: Candidate[] = []
  for (const [key, unit, scale] of UNIT_SPELLINGS) {
    if (unitKnownFor(analyte, unit) && checkable(analyte, 1, unit)) candidates.push({unit: {unit, scale: scale ?? 1}, key: key.replace(/#.*$/, '')})
  }
  return candidates
}

const sameUnit = (a: UnitSpelling, b: UnitSpelling) => a.unit === b.unit && a.scale === b.scale

/**
 * The unit of a photographed row whose unit was not read: among the analyte's units in which both
 * the value and the range are plausible, the one the words after the value resemble most (`words`:
 * each word and each two neighbours joined are tried); with no resemblance, the only one left.
 * Null when no unit or more than one remains. `digits` is the value as written.
 */
export function unitFromPhoto(analyte: Analyte, digits: string, range: ReferenceRange, words: readonly string[]): UnitSpelling | null {
  if (!onlyRangeNumbers(range, words)) return null
  const plausible = candidatesFor(analyte).filter(({unit}) => {
    const value = checkable(analyte, numberFromDigits(digits, unit.scale < 1) * unit.scale, unit.unit)!
    const scaled = rangeInUnit(range, unit.scale)
    const bound = (end: number | null) => (end === null ? null : checkable(analyte, end, unit.unit)!.value)
    const checked = (read: ReferenceRange) => ({low: bound(read.low), high: bound(read.high), text: read.text})
    // "11,2 H   40-6,0": a range out of order lost its decimal mark, and is this unit's when, the mark put back, it is.
    const repaired = scaled.low !== null && scaled.high !== null && scaled.low > scaled.high ? marksPutBack(scaled, digits) : null
    const rangeFits = plausibleRange(analyte, value.unit, checked(scaled)) || (repaired !== null && usable(analyte, value.unit, checked(repaired)))
    return plausibleValue({analyte, value: value.value, unit: value.unit}) && rangeFits
  })
  // The unit sits right after the value or the range: the first few words are enough, and keep a long line quick.
  const written = words.slice(0, MAX_WORDS).flatMap((word, at) => (at + 1 < words.length ? [word, word + words[at + 1]] : [word]))
    .map((word) => word.toLowerCase()).filter((word) => word.length <= 16)
  const resembling = plausible.map((candidate) => ({unit: candidate.unit, cost: Math.min(Infinity, ...written.map((word) => ocrDistance(word, candidate.key)))}))
    .filter(({cost}, at) => cost <= Math.min(MAX_EDIT, MAX_EDIT_SHARE * Math.max(3, plausible[at]!.key.length)))
  // With nothing resembling a unit, the only unit left is taken when nothing stands in the unit's
  // place (a "%" OCR lost): a word there that is no unit says the line is damaged, its value too.
  if (resembling.length === 0 && words.some(isUnitAttempt)) return null
  const pool = resembling.length > 0
    ? resembling.filter(({cost}) => cost < Math.min(...resembling.map((other) => other.cost)) + CHEAP).map(({unit}) => unit)
    : plausible.map(({unit}) => unit)
  return pool.length > 0 && pool.every((unit) => sameUnit(unit, pool[0]!)) ? pool[0]! : null
}

/** A word where a unit would be: letters or a slash, not a range's bound word ("bis", "(hasta"). */
function isUnitAttempt(word: string): boolean {
  const bare = word.replace(/[()[\]{}]/g, '')
  return !isBoundWord(bare) && (bare.includes('/') || /\p{L}{2,}/u.test(bare))
}

/**
 * Whether the numbers after the value are the range's bounds and those in the words that may be the
 * unit ("10%uL", "<6.0%"): a stray number, such as dot leaders OCR read as digits, says the value may be one too.
 */
function onlyRangeNumbers(range: ReferenceRange, words: readonly string[]): boolean {
  const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).length
  const bounds = (range.low === null ? 0 : 1) + (range.high === null ? 0 : 1)
  // "23,8 1 pmol/": a lone 1 right after the value is an arrow OCR read as a stroke (a stray mark), no number.
  const text = range.text.replace(/^[1|]\s+(?=\D)/, '')
  return numbers(text) <= bounds + words.reduce((sum, word) => sum + numbers(word), 0)
}

/**
 * The range of a photographed row: as read when it is plausible and in order; when OCR lost its
 * decimal marks ("35-51" beside a value of "5,2"), with each mark put back at the value's precision,
 * if that makes it plausible and in order; else null. Its text is rebuilt from its bounds, so that
 * the words OCR left around it ("N pmol 6,6 - 26,0") are not shown as the report's range.
 */
export function rangeFromPhoto(analyte: Analyte, unit: string, range: ReferenceRange, digits: string): ReferenceRange | null {
  if (usable(analyte, unit, range)) return withCleanText(range, range.text)
  const repaired = marksPutBack(range, digits)
  return repaired && usable(analyte, unit, repaired) ? withCleanText(repaired, repaired.text) : null
}

/** The range with each bound's decimal mark put back at the precision of the value (`digits`); null beside a whole number. */
function marksPutBack(range: ReferenceRange, digits: string): ReferenceRange | null {
  const decimals = /[.,](\d+)$/.exec(digits)?.[1]?.length ?? 0
  if (decimals === 0) return null
  const mark = digits.includes(',') ? ',' : '.'
  const repairedText = range.text.replace(/\d+(?:[.,]\d+)*/g, (number) =>
    (/[.,]/.test(number) || number.length <= decimals ? number : `${number.slice(0, -decimals)}${mark}${number.slice(-decimals)}`))
  return readRange(repairedText)
}

function usable(analyte: Analyte, unit: string, range: ReferenceRange): boolean {
  const ordered = range.low === null || range.high === null || range.low <= range.high
  return ordered && plausibleRange(analyte, unit, range)
}

/** "3,5 - 5,1", "< 5,0", "> 60", each bound written as in `text`. */
function withCleanText(range: ReferenceRange, text: string): ReferenceRange {
  const written = text.match(/\d+(?:[.,]\d+)*/g) ?? []
  const show = (bound: number) => written.find((number) => numberFromDigits(number) === bound) ?? String(bound)
  const clean = range.low !== null && range.high !== null ? `${show(range.low)} - ${show(range.high)}`
    : range.high !== null ? `< ${show(range.high)}` : `> ${show(range.low!)}`
  return {...range, text: clean}
}
