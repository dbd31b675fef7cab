/**
 * What a photographed report's marks say about its rows as a whole (docs/lab-results.md, "Text
 * read from a photo"): a mark OCR read on one row tells how it misreads the marks on the others.
 */
import {isWholeName, lookupLabel} from './analyte-names'
import {tokensOf} from './line-tokens'
import {plausibleValue} from './plausibility'
import type {ResultPlace} from './result-columns'
import {flagFromRange, isBoundWord, numberFromDigits, readFlag, readRange, readValue} from './result-parts'
import type {LabRow, ReferenceRange} from './types'
import {canonicalUnit, repairUnit} from './units'

/** One row as read from a photo, with what the tokens around its value said. */
export interface PhotoReading {
  row: LabRow
  /** The report put a mark on the row (high, low, or out of range). */
  marked: boolean
  /** The report's mark says which side of the range the value lies ("H", "↓"); "!" or "*" does not. */
  sidedMark?: boolean
  /** The value as written. */
  digits: string
  /** The token after the value is a lone stroke or letter that is no flag: an arrow OCR misread. */
  strayMark: boolean
  /** The token before the value is such a stroke or letter ("Sodium   j   129"). */
  strayMarkBefore?: boolean
}

/** How OCR reads an arrow (↑ ↓) standing apart from its value: a stroke, a digit one, a letter. */
const ARROW_MISREADS = new Set(['1', '|', '!', ';', ':', 'l', 'I', 'i', 'ı', 'j', 'J', 't', 'T', 'N', '‘', "'", '’', '¥', 'f', '§'])

export function isArrowMisread(token: string): boolean {
  return ARROW_MISREADS.has(token)
}

/**
 * From a photo, "TSH   1 7,84": an arrow before the value that OCR read as a stroke or a "1" apart from
 * it. Under a header that puts the result after the range, the range stands between the name and the
 * arrow ("ALAT (GPT)   < 50   1 68   U/l").
 */
export function hasArrowBeforeValue(line: string, place: ResultPlace): boolean {
  const tokens = tokensOf(line, true)
  const at = tokens.findIndex((token, i) => i > 0 && isArrowMisread(token) && readValue(tokens[i + 1] ?? '') !== null)
  if (at <= 0) return false
  const nameEnd = tokens.findIndex((token) => readValue(token) !== null || isBoundWord(token))
  const rangeBefore = (place === 'last' || place === 'before unit') && nameEnd > 0 && nameEnd < at && readRange(tokens.slice(nameEnd, at).join(' ')) !== null
  const label = tokens.slice(0, rangeBefore ? nameEnd : at)
  return !label.some((token) => readValue(token) !== null) && lookupLabel(label.join(' ')).meaning !== undefined
}

/**
 * Whether a line of a known name shows an arrow OCR read as a stroke or a "1" apart after a value
 * ("Chlorid   mmol/l   98 - 107   84 |"), whether or not the line became a row.
 */
export function hasArrowAfterValue(line: string): boolean {
  const tokens = tokensOf(line, true)
  const nameEnd = tokens.findIndex((token) => readValue(token) !== null)
  if (nameEnd <= 0 || lookupLabel(tokens.slice(0, nameEnd).join(' ')).meaning === undefined) return false
  return tokens.some((token, i) => i > nameEnd && isArrowMisread(token) && readValue(tokens[i - 1] ?? '')?.grade === false)
}

/** The rows to keep of a photographed report's readings. */
export function rowsToKeep(readings: readonly PhotoReading[], arrowsBefore = false, arrowsAfter = false): PhotoReading[] {
  // A report that marks its results high or low marks every one out of range: when all but one of
  // those read carry their mark, the one without has a misread value or range. (With more
  // unmarked, it is the marks that OCR did not read.)
  // A stray mark in the flag's place is a mark OCR could not read: that row is not unmarked.
  const unmarked = readings.filter(({row, marked, strayMark}) => !marked && !strayMark && row.range !== null && flagFromRange(row.value, row.range) !== null)
  const misread = unmarked.length === 1 && readings.some(({marked}) => marked) ? unmarked[0] : undefined
  // Where OCR read some arrows as a stroke or a "1" apart from the value, an arrow it joined to a
  // value reads as a last digit one ("8.6↑" as "8.61", "6↓" as "61"): such a value cannot be told
  // from a real one, and is not a row.
  const arrowsMisread = arrowsAfter || readings.some(({strayMark}) => strayMark)
  const joinedArrow = (reading: PhotoReading) => (arrowsMisread || finerThanRange(reading)) && !reading.strayMark && !reading.marked && /\d1$/.test(reading.digits) &&
    mayBeMarked(reading.row, numberFromDigits(reading.digits.slice(0, -1)) * reading.row.value / numberFromDigits(reading.digits))
  // Where OCR read arrows before the value apart from it ("1 7,84"), one it joined reads as a first
  // digit one ("↑ 215" as "1215", "↓ 6,1" as "16,1"): an unmarked value that, without that digit,
  // would be a marked result is not a row either, even when it reads in its range. A marked result lies
  // further past its range here ("1214" for "↑ 214" beside < 41) than one whose last digit the arrow became.
  const joinedBefore = (reading: PhotoReading) => arrowsBefore && !reading.marked && !reading.strayMarkBefore && /^1\d/.test(reading.digits) &&
    reading.row.range !== null && mayBeMarked(reading.row, numberFromDigits(reading.digits.slice(1)) * reading.row.value / numberFromDigits(reading.digits), MARKED_REACH_BEFORE)
  // A stray mark in the flag's place is an arrow OCR could not read: beside a value in its range, the
  // value (or the range) was misread ("42 j" for "4,2 ↓" beside 20 - 50).
  const markedInRange = ({row, marked, strayMark}: PhotoReading) => strayMark && !marked && row.range !== null && flagFromRange(row.value, row.range) === null
  return readings.filter((reading) => reading !== misread && !joinedArrow(reading) && !joinedBefore(reading) && !markedInRange(reading))
}

/**
 * "28,41" beside "9,0 - 19,0" for "28,4 ↑": a value above its range whose last decimal is finer than
 * the range's, so that its last 1 may be an up arrow joined to it, even where OCR read no arrow apart.
 */
function finerThanRange({row, digits}: PhotoReading): boolean {
  const range = row.range
  if (range === null || range.high === null || row.value <= range.high) return false
  const rangeDecimals = Math.max(0, ...(range.text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((bound) => /[.,](\d+)$/.exec(bound)?.[1]?.length ?? 0))
  const decimals = /[.,](\d+)$/.exec(digits)?.[1]?.length ?? 0
  return rangeDecimals > 0 && decimals > rangeDecimals
}

/** How far past its range a marked result still lies, as a factor: "131" is not "13↑" beside 135 - 145. */
const MARKED_REACH = 4
/** The same for an arrow joined before its value, which no reading of a last digit confuses: "1214" is "↑ 214" beside < 41. */
const MARKED_REACH_BEFORE = 6

/** Whether the value without its last digit would be a marked result: out of its range, but near it. */
function mayBeMarked(row: LabRow, value: number, reach = MARKED_REACH): boolean {
  // "141" beside 135 - 145 is no "↓ 41": no patient has that sodium.
  if (!plausibleValue({...row, value})) return false
  const range = row.range
  if (!range) return true
  const {low, high} = range
  if (low !== null && value < low) return value * reach >= low
  if (high !== null && value > high) return value <= high * reach
  return false
}

/**
 * Whether OCR garbled a line's value, so that the number read is not the value: the report's flag
 * word stands before it where the flag column follows the result ("Potasio   E Hr   Bajo   3,5 - 5,1": a flag follows its value, so this
 * number is the range's), or a whole number is followed by a short word that is no unit, flag or
 * bound beside a range written with decimals ("1 Be" for "1.1", "14 N" for "1,4").
 */
export function valueGarbled(tokens: readonly string[], at: number, digits: string, rangeText: string | null, flagColumnBefore = false): boolean {
  const before = tokens[at - 1] ?? ''
  // Under a header whose flag column comes before the result ("Flag   Result"), the flag word is that column's.
  if (/^\p{L}{2,}$/u.test(before) && readFlag(before) && !flagColumnBefore) return true
  const after = tokens[at + 1] ?? ''
  if (/[.,]/.test(digits) || !rangeText || !/\d[.,]\d/.test(rangeText)) return false
  return /^\p{L}{1,3}$/u.test(after) && !readFlag(after) && !isBoundWord(after) && !canonicalUnit(after) && !repairUnit(after)
}

/**
 * From a photo, "t MCV   108": the tokens without an arrow printed before the name that OCR read as a
 * letter or a stroke; null when the line does not begin so.
 */
export function withoutArrowBeforeName(tokens: readonly string[]): string[] | null {
  if (tokens.length < 3 || !isArrowMisread(tokens[0] ?? '') || lookupLabel(tokens.slice(0, 2).join(' ')).meaning !== undefined) return null
  return lookupLabel(tokens[1] ?? '').meaning ? tokens.slice(1) : null
}

/**
 * From a photo, a cell of a few letters between the name and the number, set apart by column spaces,
 * where the result stands: "iron   ce   12   umol/L" under a header with two result columns side by
 * side ("7 L" read "ce": the number is the previous result's), or "Bilirubin   a   <1,2   mg/dl" (the
 * number is the range's bound). The caller decides which.
 */
export function resultCellGarbled(line: string, tokens: readonly string[], at: number): boolean {
  const cell = tokens[at - 1] ?? ''
  if (at < 2 || !/^\p{L}{1,3}$/u.test(cell) || readFlag(cell) || isArrowMisread(cell) || isBoundWord(cell)) return false
  if (canonicalUnit(cell) || repairUnit(cell) || lookupLabel(cell).meaning !== undefined || !isWholeName(tokens.slice(0, at - 1).join(' '))) return false
  const cells = line.trim().split(/\s{2,}/)
  return cells.includes(cell)
}

/** From a photo, a flag cell OCR garbled into a mark or two letters ("ue", "&", "["): no value, flag, unit or bound. */
export function isGarbledFlag(token: string): boolean {
  return /^[^\s\d]{1,2}$/u.test(token) && readFlag(token) === null && !isBoundWord(token) && !canonicalUnit(token) && !repairUnit(token)
}

/** A dipstick's grades run from 0 (negative) to 4 (++++). */
const MAX_GRADE = 4

/** Strokes OCR reads for an arrow standing beside pluses ("++++ ↑" read "+++ |"). */
const STROKES = new Set(['|', 'l', 'I', 'i', 'j', 'J', '1'])

/** A short token that is no word, mark or number: what OCR leaves of a result it could not read ("ie", "*?"). */
function isStrayToken(token: string): boolean {
  return token !== '' && !/[\d()[\]]/.test(token) && readFlag(token) === null && !/\p{L}{3}/u.test(token)
}

/**
 * From a photo, whether the dipstick grade at `at` is not the line's result: a mark follows its
 * value, so a grade after a mark that follows a stray word is the reference's ("Proteínas   Nit   *
 * Negativo"); a negative pad is never marked ("Blood   *   Negative": the result was lost); a stray
 * token in the result's place leaves the reference's grade ("Nitrite   ie   Negative"); and where
 * OCR read the arrow beside pluses as a stroke it may have taken a plus with it ("++++ ↑" read "+++ |").
 * Outside a urine section, a grade beside a range no grade lies in ("Albumine   +:   g/l   (35-52)") is a
 * mark whose value OCR lost.
 */
export function gradeGarbled(tokens: readonly string[], at: number, grade: number, range: ReferenceRange | null, urineContext: boolean): boolean {
  if (!urineContext && range !== null && (range.high ?? range.low ?? 0) > MAX_GRADE) return true
  const before = tokens[at - 1] ?? ''
  const isMark = before === '*' || before === '!'
  if (isMark && at > 2 && !isWholeName(tokens.slice(0, at - 1).join(' '))) return true
  if (isMark && grade === 0) return true
  // An arrow glued to its grade and set apart ("l++") is the grade's mark, unless the pad is negative; so
  // are marks without a letter or digit ("»,", "." for a star in a mark column) before a positive grade.
  const garbledMark = isArrowMisread(before) || !/[\p{L}\d]/u.test(before)
  const stray = isStrayToken(before) && (grade === 0 || !garbledMark)
  if (at > 1 && stray && lookupLabel(tokens.slice(0, at - 1).join(' ')).meaning !== undefined) return true
  return /^\++$/.test(tokens[at] ?? '') && STROKES.has(tokens[at + 1] ?? '')
}
