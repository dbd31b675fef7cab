/**
 * Reads lab results from a report's text: a PDF's text layer, line by line, or a portal's CSV
 * export. Only rows that name a known analyte and carry a value become rows; lines that look like
 * results but name nothing Hale knows are counted. See docs/lab-results.md.
 */
import {isWholeName, lookupLabel, numberInName} from './analyte-names'
import {readCsvRecords, type CsvRecord} from './csv-report'
import {gradeGarbled, hasArrowAfterValue, hasArrowBeforeValue, isArrowMisread, isGarbledFlag, resultCellGarbled, rowsToKeep, valueGarbled, withoutArrowBeforeName, type PhotoReading} from './photo-marks'
import {columnsAfter, currentAfterRange, isPerFieldCount, keepCurrentColumn, lacksAdjacentColumn, resultPlace, resultToFront, withoutPreviousAfterRange, type ResultColumn, type ResultPlace} from './result-columns'
import {hasBoundAfter, isCriterion, isLegend, isResultComment, isSentenceAfter, isTargetNote, isThresholdNote, opensTargetTable} from './note-lines'
import {DAMAGED_NUMBER, LETTERED_NUMBER, STARRED_WHOLE_NUMBER, looksLikeFooter, NUMBER_SPAN, tokensOf, unitAt} from './line-tokens'
import {rangeBelow, takeRangeBelow} from './range-below'
import {isBodySurface, isEquationYear, isGradeAfterUnreadCell, isPlusColumn, labelNamesOtherColumn, unitOnLaterNumber, withoutRestatedValue} from './value-place'
import {NO_SECTION, sectionAfter, type Section} from './report-sections'
import {nameAlone, withNameAbove} from './name-above'
import {boundColumnsAfter, withBoundsAsRange} from './bound-columns'
import {gradeDoubted, unsureDigitsByLine, valueDoubted, type LineDoubts, type OcrWord} from './ocr-confidence'
import {readableFromPhoto} from './plausibility'
import {isBoundWord, readFlag, readRange, readValue, type FlagMark, type ValueToken} from './result-parts'
import type {Analyte, LabRow} from './types'
import {canonicalUnit, type UnitSpelling} from './units'

import {rowFromParts, type ReportLanguage, type ResultParts} from './row-from-parts'

export type {ReportLanguage, ResultParts}

export interface Extraction {
  rows: LabRow[]
  /** Lines that look like a result (a label, a value, a unit or range) but name no known analyte. */
  unrecognisedLines: number
}

const MAX_LABEL_TOKENS = 12

type LineReading = ({kind: 'row'} & PhotoReading) | {kind: 'unrecognised'} | {kind: 'none'; hasValue: boolean}

/**
 * The value at `at` is the first number of a span written with spaces ("5.7 - 6.4"), not a value, a
 * flag and a range; from a photo also with the dash joined to its second number ("3,5 -5,1": the value
 * was lost and the range's first bound stands in its place).
 */
function isSpacedSpan(tokens: readonly string[], at: number, ocr: boolean): boolean {
  if (ocr && /^\d/.test(tokens[at] ?? '') && /^-\d+(?:[.,]\d+)?$/.test(tokens[at + 1] ?? '')) return true
  if (tokens[at + 1] !== '-' || !/^\d/.test(tokens[at] ?? '')) return false
  const end = readValue(tokens[at + 2] ?? '')
  return end !== null && !end.grade && !end.flag && !(tokens[at + 3] ?? '').startsWith('-')
}

/**
 * "Glucose   normal   normal": on a urine strip, "normal" after the name of a pad Hale reads is a
 * negative pad. After any other name ("Urobilinogen   normal") it is no result.
 */
function normalOnStrip(tokens: readonly string[], at: number): ValueToken | null {
  if (!NORMAL_WORDS.has((tokens[at] ?? '').toLowerCase()) || !lookupLabel(tokens.slice(0, at).join(' ')).meaning?.urine) return null
  return {value: 0, grade: true, digits: '', flag: null}
}

const NORMAL_WORDS = new Set(['normal', 'normale', 'norm'])

/** Whether the label before `at` has a bracket still open. */
function opensBracket(tokens: readonly string[], at: number): boolean {
  let depth = 0
  for (const token of tokens.slice(0, at)) for (const ch of token) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0
  return depth > 0
}

/** Reads one text line: a row, an unrecognised result, or nothing. */
function readLine(line: string, urineContext: boolean, language: ReportLanguage | undefined, ocr = false, column: ResultColumn = null,
  place: ResultPlace = false, doubts?: LineDoubts): LineReading {
  if (isLegend(line)) return {kind: 'none', hasValue: true}
  let tokens = tokensOf(line, ocr)
  const arrowBeforeName = ocr ? withoutArrowBeforeName(tokens) : null
  if (arrowBeforeName) tokens = arrowBeforeName
  // The line as written, before a result after the range is moved to the front.
  const written = tokens
  if (place === 'last' || place === 'before unit') {
    // The header put the result after the range: read it first, or refuse the line.
    const columnsAt = tokens.findIndex((token, i) => i > 0 && /^[<>≤≥]?=?\d/.test(token))
    if (columnsAt > 0 && lookupLabel(tokens.slice(0, columnsAt).join(' ')).meaning) {
      const reordered = place === 'last' && column && column.columns > 1 ? currentAfterRange(tokens, columnsAt, column) : resultToFront(tokens, columnsAt, place, ocr)
      if (!reordered) return {kind: 'unrecognised'}
      tokens = reordered
    }
  }
  let sawValue = false
  let firstLooksLikeResult = false
  // A label is a few words: looking no further keeps a long line (a footer paragraph) linear.
  const lastValueAt = Math.min(tokens.length, MAX_LABEL_TOKENS + 1)
  for (let at = 1; at < lastValueAt; at++) {
    // "0005:", "00.002.": dot leaders OCR read as zeros; "01" after a name is a performing site's
    // code. No value begins with a zero followed by a digit.
    if (/^0\d/.test(tokens[at] ?? '')) continue
    let value = readValue(tokens[at] ?? '') ?? (urineContext ? normalOnStrip(tokens, at) : null)
    // A number OCR damaged ("5:12", "312°", "3AL") after a known name is that row's value, unreadable:
    // the line is not read, rather than taking a later number (the range's) for the value.
    // So is, from a photo, a star joined to a whole number ("*246 <200"): "* 2,46" or "* 246", which cannot be told.
    const damaged = DAMAGED_NUMBER.test(tokens[at] ?? '') || (ocr && (LETTERED_NUMBER.test(tokens[at] ?? '') || STARRED_WHOLE_NUMBER.test(tokens[at] ?? '')))
    if (!value && damaged && lookupLabel(tokens.slice(0, at).join(' ')).meaning) return {kind: 'unrecognised'}
    // "Hematíes   10-20 /campo   0 - 2": the result is a span; the range's numbers must not pass for it.
    if (!value && !sawValue && NUMBER_SPAN.test(tokens[at] ?? '') && !readValue(tokens[at + 1] ?? '') && lookupLabel(tokens.slice(0, at).join(' ')).meaning) return {kind: 'unrecognised'}
    // "25-OH-Vitamine D (D2 + D3)": a plus inside the name's brackets is no grade.
    if (!value || (value.grade && opensBracket(tokens, at))) continue
    // From a photo, "Plaquetas   1 468": an arrow before the value read as a "1" apart from it.
    if (ocr && isArrowMisread(tokens[at] ?? '') && readValue(tokens[at + 1] ?? '') && lookupLabel(tokens.slice(0, at).join(' ')).meaning) return {kind: 'unrecognised'}
    // From a photo, "Glukose nüchtern   + 118 mg/dl" outside a urine section: an arrow read as a plus before
    // the value, no grade; which is the result cannot be told.
    if (ocr && !urineContext && /^\++$/.test(tokens[at] ?? '') && readValue(tokens[at + 1] ?? '')?.grade === false && lookupLabel(tokens.slice(0, at).join(' ')).meaning) {
      return {kind: 'unrecognised'}
    }
    if (isPlusColumn(tokens, at, urineContext) || isEquationYear(tokens, at) || isBodySurface(tokens, at)) continue
    const isFirstValue = !sawValue
    sawValue = true
    const label = tokens.slice(0, at).join(' ')
    if (!/\p{L}/u.test(label)) continue
    const labelIsName = lookupLabel(label).meaning !== undefined
    // "Vitamina D 25 OH   17,3": the number is part of a longer name, not the value.
    if (labelIsName && /^\d+$/.test(tokens[at] ?? '') && numberInName(label, tokens[at] ?? '', tokens[at + 1] ?? '')) continue
    // Only the first value of a line without a known name decides whether it looked like a result.
    if (!labelIsName && !isFirstValue) continue
    if (labelIsName && (isThresholdNote(tokens, at) || hasBoundAfter(tokens, at) || isTargetNote(label) || isResultComment(line))) return {kind: 'none', hasValue: true}
    // "HbA1c 5.7 - 6.4 %: increased risk": a span in the value's place is a range, not a result.
    if (labelIsName && isSpacedSpan(tokens, at, ocr)) return {kind: 'unrecognised'}
    // From a photo, "HDL   Be   > 1.0 mmol/L": the value OCR garbled into letters, and the number
    // read is the range's bound.
    if (labelIsName && ocr && isBoundWord(tokens[at - 1] ?? '') && !tokens.slice(at + 1).some((token) => /\d/.test(token))) return {kind: 'unrecognised'}
    if (labelIsName && value.grade && isGradeAfterUnreadCell(line, tokens[at] ?? '', ocr)) return {kind: 'unrecognised'}
    // From a photo, "Bilirubin   a   <1,2", "iron   ce   12": the result garbled into letters; the number read is the range's
    // bound, or the previous result's under result columns printed side by side.
    const boundAlone = /^[<>≤≥]/.test(tokens[at] ?? '') && !tokens.slice(at + 1).some((token) => /\d/.test(token))
    if (labelIsName && ocr && (boundAlone || lacksAdjacentColumn(tokens, at, column, ocr)) && resultCellGarbled(line, tokens, at)) return {kind: 'unrecognised'}
    // Several result columns (dates, a previous value): keep the current one, or refuse the line.
    let lineTokens = tokens
    if (labelIsName && !value.grade) {
      const kept = keepCurrentColumn(withoutRestatedValue(tokens, at) ?? tokens, at, column, ocr)
      if (!kept) return {kind: 'unrecognised'}
      lineTokens = withoutPreviousAfterRange(kept, at, column)
      value = readValue(lineTokens[at] ?? '') ?? value
      if (isPerFieldCount(lineTokens.slice(at + 1))) return {kind: 'unrecognised'}
      // "Urine pH   5.5   -   5.0 - 8.0" where the flag column comes before the result: the dash is the unit's empty cell.
      if (place === 'after flag' && lineTokens[at + 1] === '-') lineTokens = [...lineTokens.slice(0, at + 1), ...lineTokens.slice(at + 2)]
    }
    const parts = partsAfter(lineTokens, at, label, value, urineContext, !ocr || place === 'after flag')
    if (labelIsName && ocr && value.grade && gradeGarbled(tokens, at, value.value, parts.parts.range, urineContext)) return {kind: 'unrecognised'}
    if (labelIsName && ocr && !value.grade && valueGarbled(lineTokens, at, value.digits, parts.parts.range?.text ?? null, place === 'after flag')) return {kind: 'unrecognised'}
    if (!labelIsName) {
      firstLooksLikeResult = parts.found.unit || parts.found.range || value.grade
      continue
    }
    if (!parts.found.unit && !parts.found.range && !parts.found.mark && !value.grade && !parts.endsLine) {
      return {kind: 'none', hasValue: true}
    }
    // A number that a word says is another column's, or that lacks the unit a later number carries, may not be the result.
    if (!value.grade && (labelNamesOtherColumn(label) || unitOnLaterNumber(lineTokens, at))) return {kind: 'unrecognised'}
    // "Vitamin D: 50 nmol/L or more is adequate for most people", or from a photo "Ferritin t w 15 ug/l d ' '
    // of iv 1 def y in adult": a note runs on after the unit as a sentence, with no range; no result line does.
    if (!value.grade && !parts.found.range && isSentenceAfter(parts.parts.looseWords ?? [], lineTokens.slice(at + 1))) return {kind: 'none', hasValue: true}
    // "LDL   < 1.8 mmol/L   high risk", "HbA1c ≥ 6.5 % diabetes": a criterion, not a result.
    if (!value.grade && !parts.found.range && isCriterion(lineTokens, at, parts.parts.looseWords ?? [])) return {kind: 'none', hasValue: true}
    const row = rowFromParts(parts.parts, language, ocr)
    if (row !== 'unrecognised' && ocr && !readableFromPhoto(row, value.digits)) return {kind: 'unrecognised'}
    if (row === 'unrecognised') return {kind: 'unrecognised'}
    // Tesseract was unsure of the value's digits: a misread may still fit the range and the unit.
    if (valueDoubted(doubts, lineTokens[at] ?? '', parts.parts.mark !== null, line) || gradeDoubted(doubts, lineTokens[at] ?? '', parts.parts.mark !== null)) return {kind: 'unrecognised'}
    // From a photo, "* 236" or an arrow before the name: not read as the flag, but says the report marked the row.
    const marked = parts.parts.mark !== null || (ocr && lineTokens[at - 1] === '*') || arrowBeforeName !== null
    // A flag cell OCR garbled where the header puts it: after a result ending the line, or between the name and a result that follows the flag column.
    const flagPlace = place === 'last' || (place === 'after flag' && isWholeName(lineTokens.slice(0, at - 1).join(' ')))
    const garbledFlag = flagPlace && isGarbledFlag(lineTokens[place === 'after flag' ? at - 1 : at + 1] ?? '')
    return {kind: 'row', row, marked, sidedMark: parts.parts.mark === 'high' || parts.parts.mark === 'low', digits: value.digits, strayMark: ocr && (isArrowMisread(lineTokens[at + 1] ?? '') || garbledFlag),
      strayMarkBefore: ocr && (isArrowMisread(lineTokens[at - 1] ?? '') || isArrowMisread(written[written.lastIndexOf(lineTokens[at] ?? '') - 1] ?? ''))}
  }
  if (firstLooksLikeResult && !looksLikeFooter(line)) return {kind: 'unrecognised'}
  return {kind: 'none', hasValue: sawValue}
}

/** A word that is no number and no range sign: it may be a unit OCR garbled ("ugN", "ma/dL"). */
const LOOSE_WORD = /[^\d.,\-–<>≤≥()[\]{}]/

/** The unit, flag and range in the tokens after the value at `at`. */
function partsAfter(tokens: readonly string[], at: number, label: string, value: ValueToken, urineContext: boolean, markBefore = false) {
  let unit: UnitSpelling | null = null
  let mark: FlagMark | null = value.flag
  // "TSH   ↑ 7,84", "Potassium   High   6.1": a mark written before the value is its flag. From a photo,
  // only under a flag column's head; elsewhere a flag word there says the value was lost (valueGarbled).
  const before = tokens[at - 1] ?? ''
  if (!mark && markBefore && at > 1 && before !== '-' && (before !== '+' || !urineContext)) mark = readFlag(before)
  const rangeWords: string[] = []
  const looseWords: string[] = []
  for (let i = at + 1; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    const found: ReturnType<typeof unitAt> = unit ? null : unitAt(tokens, i)
    if (found) {
      unit = found.unit
      i += found.length - 1
      continue
    }
    // "+" and "-" right after a number are its flag; further on, "-" joins a range.
    const bare = token.replace(/[()[\]]/g, '')
    const isSign = bare === '+' || bare === '-'
    const flag = isSign && (i !== at + 1 || value.grade) ? null : readFlag(token)
    if (flag && !mark) { mark = flag; continue }
    if (flag) continue
    rangeWords.push(token)
    if (LOOSE_WORD.test(token)) looseWords.push(token)
  }
  // "Leucocytes (G/L)   15,6": the unit may head the line, in brackets after the name.
  const unitInLabel = /\(([^()]+)\)\s*$/.exec(label)?.[1] ?? ''
  if (!unit) unit = canonicalUnit(unitInLabel)
  // "Leucocytes   /nl   11,8": a unit column before the result, right after the name ("Ferritin ı9
  // ng/ml 13 - 150" lost its value: the number after the unit is the range's).
  if (!unit && at > 1 && (!/\d/.test(tokens[at - 2] ?? '') || isWholeName(tokens.slice(0, at - 1).join(' ')))) unit = canonicalUnit(tokens[at - 1] ?? '')
  // "Hémoglobine glyquée (HbA1c)": a bracket that names the analyte is no unit OCR garbled.
  if (unitInLabel && !lookupLabel(unitInLabel).meaning) looseWords.unshift(unitInLabel)
  const range = readRange(rangeWords.join(' '))
  const parts: ResultParts = {label, value, unit, unknownUnit: '', range, mark, urineContext, looseWords}
  return {parts, found: {unit: unit !== null, range: range !== null, mark: mark !== null}, endsLine: at === tokens.length - 1}
}

export interface ExtractOptions {
  /**
   * The text was read from a photo or a scan by OCR: a row must then carry its unit, and a whole
   * number ten times past a range written with decimals is taken for a lost decimal mark. Either
   * way the line is not a row (`readableFromPhoto`).
   */
  ocr?: boolean
  /** With `ocr`, each word Tesseract read and its confidence in it: a value it was unsure of is no row. */
  ocrWords?: readonly OcrWord[]
}

/** Reads every result of a report. `language` only decides whether an English "1,234" groups thousands. */
export function extractLabRows(text: string, language?: ReportLanguage, options: ExtractOptions = {}): Extraction {
  const lines = text.split(/\r?\n/)
  const records = readCsvRecords(lines)
  if (records) return fromCsv(records, language)
  const readings: PhotoReading[] = []
  let unrecognisedLines = 0
  let section = NO_SECTION
  let column: ResultColumn = null
  let place: ResultPlace = false
  let above: PhotoReading | null = null
  let arrowsBefore = false
  // Where OCR read an arrow after a value apart from it, an arrow it joined reads as a last digit one.
  let arrowsAfter = false
  // Under a heading of treatment targets ("Target values", "Zielwerte"), a line without a range gives a target, not a result.
  let targetTable = false
  const unsure = options.ocr && options.ocrWords ? unsureDigitsByLine(options.ocrWords, lines) : new Map<number, LineDoubts>()
  let nameAbove: string | null = null
  // Under a header with a low and a high column, the two numbers ending a line are its range.
  let boundColumns = false
  for (const [index, written] of lines.entries()) {
    // "Fer sérique" then "   Résultat : 8,6 µmol/L   Valeurs usuelles : 10,7 à 32,2": one result.
    const joined = withNameAbove(written, nameAbove) ?? written
    const line = boundColumns ? withBoundsAsRange(joined) : joined
    nameAbove = null
    // "Valor de referencia: 0,70 - 1,10 g/l" under a result without a range: that result's range.
    const below = above && rangeBelow(line)
    if (above && below && takeRangeBelow(above, below)) { above = null; continue }
    if (options.ocr && hasArrowBeforeValue(line, place)) arrowsBefore = true
    if (options.ocr && hasArrowAfterValue(line)) arrowsAfter = true
    const read = readLine(line, section.urine, language, options.ocr, column, place, unsure.get(index))
    const reading: LineReading = targetTable && read.kind === 'row' && !read.row.range ? {kind: 'none', hasValue: true} : read
    above = reading.kind === 'row' ? reading : null
    if (reading.kind === 'row' && !countedCell(reading.row, section)) readings.push(reading)
    else if (reading.kind !== 'none') unrecognisedLines++
    else if (!reading.hasValue) {
      nameAbove = nameAlone(line)
      boundColumns = boundColumnsAfter(line, boundColumns)
      if (/\p{L}/u.test(line)) targetTable = opensTargetTable(line)
      section = sectionAfter(line, section)
      column = columnsAfter(line, column)
      place = resultPlace(line, place)
    }
    // A dipstick result says the section is the urine's, even when OCR garbled its heading.
    if (reading.kind === 'row' && reading.row.analyte.startsWith('urine_')) section = {...section, urine: true}
  }
  if (!options.ocr) return {rows: readings.map(({row}) => row), unrecognisedLines}
  const rows = rowsToKeep(readings, arrowsBefore, arrowsAfter).map(({row}) => row)
  return {rows, unrecognisedLines: unrecognisedLines + readings.length - rows.length}
}

const CELLS: ReadonlySet<Analyte> = new Set(['red_cells', 'white_cells', 'urine_blood', 'urine_leukocytes'])

/** Cell counts per litre, as a count per µl or mm³ is read: what a microscope gives, never a strip's pad. */
const COUNT_UNITS = new Set(['10^9/L', '10^12/L'])

/**
 * Cells counted under a microscope ("Leucocytes   85 /mm3" in a sediment section): no blood count, no
 * dipstick grade. Under a urine heading whose sediment name Hale does not know, a count per volume says so.
 */
function countedCell(row: LabRow, section: Section): boolean {
  if ((row.analyte === 'urine_blood' || row.analyte === 'urine_leukocytes') && COUNT_UNITS.has(row.unit)) return true
  return section.sediment && CELLS.has(row.analyte) && row.unit !== 'grade'
}

function fromCsv(records: readonly CsvRecord[], language: ReportLanguage | undefined): Extraction {
  const rows: LabRow[] = []
  let unrecognisedLines = 0
  let section = NO_SECTION
  // An export without a urine section or material column: right after a dipstick row ("Specific
  // Gravity", a graded pad), a value without a unit ("pH   5.5") is the strip's too.
  let afterStripRow = false
  for (const record of records) {
    if (record.kind === 'line') {
      const reading = readLine(record.text, section.urine, language)
      if (reading.kind === 'row' && !countedCell(reading.row, section)) rows.push(reading.row)
      else if (reading.kind !== 'none') unrecognisedLines++
      else if (!reading.hasValue) section = sectionAfter(record.text, section)
      continue
    }
    const value = readValue(record.value)
    const label = lookupLabel(record.label).meaning === undefined && lookupLabel(record.otherLabel).meaning !== undefined ? record.otherLabel : record.label
    if (!value || !/\p{L}/u.test(label)) continue
    const unit = canonicalUnit(record.unit)
    const flags = record.flag.split(/\s+/).map(readFlag).filter((flag): flag is FlagMark => flag !== null)
    const parts: ResultParts = {
      label, value, unit, unknownUnit: unit ? '' : record.unit.trim(), range: record.range ? readRange(record.range) : null,
      mark: value.flag ?? flags[0] ?? record.valueFlag, urineContext: section.urine || record.urine || (afterStripRow && record.unit.trim() === ''),
    }
    const row = rowFromParts(parts, language)
    if (row === 'unrecognised' || countedCell(row, {urine: parts.urineContext, sediment: section.sediment || record.sediment})) unrecognisedLines++
    else rows.push(row)
    if (row !== 'unrecognised') afterStripRow = row.analyte.startsWith('urine_')
  }
  return {rows, unrecognisedLines}
}
