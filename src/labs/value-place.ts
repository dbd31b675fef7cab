/**
 * Where a line's value is when something stands in or near its place: a plus column before it, an
 * equation's year after the name, a result restated in another unit ("81,2 %   soit 9,42 G/L"), or a
 * result cell holding a word Hale does not read. See docs/lab-results.md.
 */
import {lookupLabel} from './analyte-names'
import {readFlag, readValue} from './result-parts'
import {unitAt} from './line-tokens'

/**
 * "Glucose (à jeun)   +   118   mg/dl": outside a urine section, a lone plus before a number is a
 * flag column (the report's high mark), not a dipstick grade.
 */
export function isPlusColumn(tokens: readonly string[], at: number, urineContext: boolean): boolean {
  return !urineContext && tokens[at] === '+' && readValue(tokens[at + 1] ?? '')?.grade === false
}

/** "eGFR CKD-EPI 2021   >90": the year names the equation's version, and is no value. */
export function isEquationYear(tokens: readonly string[], at: number): boolean {
  return /^(19|20)\d\d$/.test(tokens[at] ?? '') && /^(ckd-?epi|mdrd)$/i.test(tokens[at - 1] ?? '')
}

/**
 * "Polynucléaires neutrophiles   81,2 %   soit 9,42 G/L *   1,80 - 7,50": a share restated as a
 * count ("soit", that is), the range and mark following the count. The count is the result: the
 * tokens from the share to "soit" are dropped. Null when the value is not restated.
 */
export function withoutRestatedShare(tokens: readonly string[], at: number): string[] | null {
  const unit = unitAt(tokens, at + 1)
  const soitAt = at + 1 + (unit?.length ?? 0)
  if (!unit || tokens[soitAt]?.toLowerCase() !== 'soit' || readValue(tokens[soitAt + 1] ?? '')?.grade !== false) return null
  return [...tokens.slice(0, at), ...tokens.slice(soitAt + 1)]
}

/**
 * "Blood   Moderate   Negative   A": a dipstick grade found past a result cell that holds a word
 * Hale does not read is the reference column's, not the result. The cells are the line's runs
 * split on two or more spaces or a tab; only a text whose columns kept their spaces can tell. From a
 * photo, the grade may share its cell with what OCR joined before it ("t ght   - Negative").
 */
export function isGradeAfterUnreadCell(line: string, grade: string, ocr = false): boolean {
  const cells = line.trim().split(/\s{2,}|\t/)
  const gradeCell = cells.findIndex((cell, index) => index > 0 && (ocr ? cell.split(/\s+/).includes(grade) : cell.split(/\s+/)[0] === grade))
  if (gradeCell < 2 || lookupLabel(cells[0] ?? '').meaning === undefined) return false
  const result = cells[1] ?? ''
  // "Glucose   im Urin   negativ": a cell that says urine is the name's, not the result's.
  const saysUrine = lookupLabel(`${cells[0]} ${result}`).saysUrine && !lookupLabel(cells[0] ?? '').saysUrine
  return /\p{L}/u.test(result) && !/\d/.test(result) && readFlag(result) === null && !unitAt([result], 0) && !saysUrine
}
