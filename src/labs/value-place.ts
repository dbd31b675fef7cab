/**
 * Where a line's value is when something stands in or near its place: a plus column before it, an
 * equation's year after the name, a result restated in another unit ("81,2 %   soit 9,42 G/L"), or a
 * result cell holding a word Hale does not read. See docs/lab-results.md.
 */
import {lookupLabel, normaliseLabel} from './analyte-names'
import {isBoundWord, readDipstick, readFlag, readValue} from './result-parts'
import {unitAt} from './line-tokens'
import {RANGE_JOINERS} from './result-columns'

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
 * "eGFR using creatinine (CKD-EPI) per 1.73 square metres   58": the body surface a filtration rate is
 * given per is part of its name, and no value.
 */
export function isBodySurface(tokens: readonly string[], at: number): boolean {
  if (!/^1[.,]73$/.test(tokens[at] ?? '')) return false
  return /^(per|pro|por|par)$/i.test(tokens[at - 1] ?? '') || /^(square|m2|m²|m\^2)$/i.test(tokens[at + 1] ?? '')
}

/**
 * A result restated after "soit" (that is). "Polynucléaires neutrophiles   81,2 %   soit 9,42 G/L *
 * 1,80 - 7,50": a share restated as a count, the range and mark following the count. The count is the
 * result: the tokens from the share to "soit" are dropped. "Créatinine   7,8 mg/L soit 69 µmol/L   N :
 * 5,7–11,1 mg/L": the same quantity in another unit, the range following in the first unit. The first
 * value is the result: "soit" and the restated value are dropped. Null when the value is not restated.
 */
export function withoutRestatedValue(tokens: readonly string[], at: number): string[] | null {
  const unit = unitAt(tokens, at + 1)
  const soitAt = at + 1 + (unit?.length ?? 0)
  if (!unit || tokens[soitAt]?.toLowerCase() !== 'soit' || readValue(tokens[soitAt + 1] ?? '')?.grade !== false) return null
  if (unit.unit.unit === '%') return [...tokens.slice(0, at), ...tokens.slice(soitAt + 1)]
  const restatedUnit = unitAt(tokens, soitAt + 2)
  return [...tokens.slice(0, soitAt), ...tokens.slice(soitAt + 2 + (restatedUnit?.length ?? 0))]
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
  // A cell of letters, or of crosses Hale cannot read as a grade ("(+-)"), is still the result's.
  const unread = /\p{L}/u.test(result) || (result.includes('+') && readDipstick(result) === null)
  return unread && !/\d/.test(result) && readFlag(result) === null && !unitAt([result], 0) && !saysUrine
}

/**
 * "Ferritin   Vorwert 38   aktuell 45 ug/l", "Glucose 2 h post-load 7.8 mmol/L", "Hemoglobina   Método: 2
 * colorimetría   13,5 g/dL": a later number, after words, carries the unit the number at `at` lacks. The
 * first number is a previous value, a time or a method's figure, and which is the result cannot be told.
 */
export function unitOnLaterNumber(tokens: readonly string[], at: number): boolean {
  let sawWord = false
  for (let i = at + 1; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    if (unitAt(tokens, i)) return false
    if (readFlag(token)) continue
    const number = readValue(token)
    if (number && !number.grade) {
      // A range's bound: a sign or bound word in the few words before it ("Menor de 200", "> OR = 60", "3.9 - 5.8").
      const before = tokens.slice(Math.max(at + 1, i - 3), i)
      const bound = /^[<>≤≥]/.test(token) || before.some((word) => isBoundWord(word) || RANGE_JOINERS.has(word.toLowerCase()) || /^[<>≤≥]/.test(word))
      if (sawWord && !bound && unitAt(tokens, i + 1)) return true
      continue
    }
    if (/\p{L}/u.test(token) && !isBoundWord(token)) sawWord = true
  }
  return false
}

/** Words that say a number is another column's: a previous result, or the reference range's. */
const OTHER_COLUMN_WORDS = new Set(['previous', 'prior', 'last', 'vorwert', 'vorbefund', 'anterior', 'anteriores', 'anterieur', 'anterieure', 'precedent',
  'precedente', 'reference', 'ref', 'referenz', 'referenzbereich', 'referenzwert', 'normbereich', 'normalbereich', 'referencia', 'rango'])

/**
 * "Sodium   Reference interval 135 mmol/L", "HbA1c previous result 48 mmol/mol", "Ferritina anterior: 38":
 * a label that names another column says its number is that column's, not the result.
 */
export function labelNamesOtherColumn(label: string): boolean {
  return normaliseLabel(label).split(' ').some((word) => OTHER_COLUMN_WORDS.has(word))
}
