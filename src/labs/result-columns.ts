/**
 * Reports that print more than one result per line: a cumulative report with a column per date, or
 * a previous-value column before or after the current result. The header says which column is the
 * current one; where it does not, the line is refused rather than guessed. See docs/lab-results.md.
 */
import {normaliseLabel} from './analyte-names'
import {isArrowMisread, isGarbledFlag} from './photo-marks'
import {isBoundWord, readFlag, readRange, readValue} from './result-parts'
import {canonicalUnit, repairUnit} from './units'

/**
 * Which of a line's result columns is the current result, and how many the header has; null when no
 * header said. `previousBeforeUnit`: the header prints the previous column between the result and the unit.
 */
export type ResultColumn = {current: 'first' | 'last'; columns: number; previousBeforeUnit?: boolean} | null

/** Words that name a previous-value column; "Antériorités" heads the previous results in French. */
const PREVIOUS_WORDS = new Set(['vorwert', 'vorwerte', 'vorbefund', 'vorbefunde', 'vorresultat', 'previous', 'prior', 'anterior', 'anteriores', 'anterieur', 'anterieure',
  'precedent', 'precedente', 'anteriorite', 'anteriorites'])
/** Previous-value words that qualify a result word: before it in English, after it in French and Spanish. */
const ADJECTIVE_BEFORE = new Set(['previous', 'prior'])
const ADJECTIVE_AFTER = new Set(['anterior', 'anteriores', 'anterieur', 'anterieure', 'precedent', 'precedente'])
const UNIT_HEADS = new Set(['einheit', 'unit', 'units', 'unite', 'unites', 'unidad', 'unidades'])
const CURRENT_WORDS = new Set(['ergebnis', 'befund', 'result', 'current', 'resultat', 'resultado', 'actuel', 'actual', 'aktuell'])

/** A date as a column head or beside a previous value: "14/09/23", "02.10.2023". */
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/

/** A date's parts as written ("03/04/26" → 3, 4, 26) and whether its year comes first ("2026-04-03"). */
interface DateParts {
  numbers: number[]
  yearFirst: boolean
}

function datePartsOf(date: string): DateParts {
  const parts = date.split(/[./-]/)
  return {numbers: parts.map(Number), yearFirst: (parts[0] ?? '').length === 4}
}

/** A date as a number that sorts by day: year, month, day; `dayFirst` says how "03/04/26" is written. */
function dayOf({numbers, yearFirst}: DateParts, dayFirst: boolean): number {
  const [first = 0, second = 0, third = 0] = numbers
  const year = yearFirst ? first : third < 100 ? 2000 + third : third
  const [month, day] = yearFirst ? [second, third] : dayFirst ? [second, first] : [first, second]
  return year * 10_000 + month * 100 + day
}

/**
 * Whether a row of dates runs 'up' or 'down', or null when it does neither or its order depends on
 * whether the day or the month comes first ("12/03/26   27/11/26" can only be day first: 27 is no month).
 */
function dateOrder(dates: readonly string[]): 'up' | 'down' | null {
  const parts = dates.map(datePartsOf)
  // "02.12.2024": a date written with dots is day first; month-first dates are written with slashes.
  const dayFirstOnly = parts.some(({numbers: [first = 0]}) => first > 12 && first <= 31) || dates.some((date) => /^\d{1,2}\.\d{1,2}\./.test(date))
  const monthFirstOnly = parts.some(({numbers: [, second = 0]}) => second > 12)
  const orders = [true, false].filter((dayFirst) => dayFirst ? !monthFirstOnly : !dayFirstOnly).map((dayFirst) => {
    const days = parts.map((date) => dayOf(date, dayFirst))
    if (days.every((day, i) => i === 0 || day > (days[i - 1] ?? 0))) return 'up'
    if (days.every((day, i) => i === 0 || day < (days[i - 1] ?? 0))) return 'down'
    return null
  })
  return orders.length > 0 && orders.every((order) => order === orders[0]) ? orders[0] ?? null : null
}

/**
 * What a line without a value says about the result columns that follow: a head naming a previous
 * column before or after the result, or a row of dates (the latest date is the current column).
 * Any other line keeps the layout in force.
 */
export function columnsAfter(line: string, current: ResultColumn): ResultColumn {
  const heads = headOrder(line)
  if (heads) return {current: heads, columns: 2, previousBeforeUnit: previousBeforeUnit(line)}
  const tokens = line.trim().split(/\s+/)
  const dates = tokens.filter((token) => DATE.test(token))
  // A row of column heads is mostly dates; a patient line ("geb. 01.01.1958, Abnahme 05.02.2024") is not.
  const otherWords = tokens.filter((token) => !DATE.test(token) && !HEAD_WORDS.has(normaliseLabel(token))).length
  if (dates.length < 2 || otherWords > dates.length) return current
  // The latest date is the current column, on whichever side it stands.
  const order = dateOrder(dates)
  if (order === 'up') return {current: 'last', columns: dates.length}
  if (order === 'down') return {current: 'first', columns: dates.length}
  return null
}

/** Words a header row of dates may carry beside them. */
const HEAD_WORDS = new Set(['', 'test', 'analyse', 'analyt', 'analyte', 'parameter', 'parametre', 'examen', 'prueba', 'einheit', 'unit', 'units',
  'unite', 'unidad', 'unidades', 'referenz', 'reference', 'range', 'rango', 'date', 'datum', 'fecha', 'time', 'zeit', 'heure', 'hora', 'flag'])

/**
 * Whether a header puts the result 'first' or 'last' beside a previous value, or null when it names
 * no both. Where its cells are set apart by runs of spaces, a cell that names a result and a previous
 * value ("Previous Result and Date", "Resultado anterior (02/05/25)") heads the previous column; in a
 * text whose spaces were collapsed, a result word qualified by a previous one is that head.
 */
function headOrder(line: string): 'first' | 'last' | null {
  const cells = line.trim().split(/\s{2,}|\t/).map((cell) => normaliseLabel(cell).split(' '))
  let previousAt = -1
  let currentAt = -1
  if (cells.length > 1) {
    cells.forEach((words, at) => {
      const previous = words.some((word) => PREVIOUS_WORDS.has(word))
      if (previous && previousAt < 0) previousAt = at
      if (!previous && currentAt < 0 && words.some((word) => CURRENT_WORDS.has(word))) currentAt = at
    })
  } else {
    const words = cells[0] ?? []
    const namesPrevious = (at: number) => ADJECTIVE_BEFORE.has(words[at - 1] ?? '') || ADJECTIVE_AFTER.has(words[at + 1] ?? '')
    previousAt = words.findIndex((word) => PREVIOUS_WORDS.has(word))
    currentAt = words.findIndex((word, at) => CURRENT_WORDS.has(word) && !namesPrevious(at))
    // "Determinación Resultado Anterior Unidad": in a whole header row (its unit head too) with no
    // other result word, the qualified one heads the current column and its qualifier the previous.
    const qualifiedAt = words.findIndex((word) => CURRENT_WORDS.has(word))
    if (currentAt < 0 && qualifiedAt >= 0 && words.some((word) => UNIT_HEADS.has(word))) {
      currentAt = qualifiedAt
      previousAt = ADJECTIVE_AFTER.has(words[qualifiedAt + 1] ?? '') ? qualifiedAt + 1 : qualifiedAt - 1
    }
  }
  if (previousAt < 0 || currentAt < 0) return null
  return currentAt < previousAt ? 'first' : 'last'
}

/** Whether a header names its previous column before its unit column ("Resultado   Anterior   Unidad"). */
function previousBeforeUnit(line: string): boolean {
  const words = normaliseLabel(line).split(' ')
  const previousAt = words.findIndex((word) => PREVIOUS_WORDS.has(word))
  const unitAt = words.findIndex((word) => UNIT_HEADS.has(word))
  return previousAt >= 0 && unitAt > previousAt
}

/** Heads of a reference column, and of a result column, as `normaliseLabel` gives them. */
const RANGE_HEADS = new Set(['ref', 'reference', 'references', 'interval', 'range', 'referenz', 'referenzbereich', 'normbereich', 'referencia',
  'rango', 'intervalo', 'normal'])
const NAME_HEADS = new Set(['test', 'tests', 'analyte', 'analyt', 'parameter', 'parametre', 'parametro', 'untersuchung', 'analyse', 'analysis',
  'examen', 'prueba', 'estudio', 'determinacion', 'investigation', 'analisis'])
const RESULT_HEADS = new Set(['result', 'results', 'resultat', 'resultats', 'resultado', 'resultados', 'ergebnis', 'ergebnisse', 'wert'])

/** Words and marks that join a range's bounds ("5,0 - 7,5", "3 bis 5"). */
export const RANGE_JOINERS = new Set(['-', 'to', 'a', 'à', 'bis', '..', '...'])

/**
 * Where a header puts the result: after the reference column, at the end of the line ("TEST   REF.
 * INTERVAL   UNITS   RESULT") or before the unit ending it ("Analyse   Valeurs de référence
 * Résultat   Unité"); before it, after a flag column ("Test   Flag   Result   Units   Reference
 * Range": 'after flag'); false when the result comes first.
 */
export type ResultPlace = false | 'last' | 'before unit' | 'after flag'

/** Heads of a flag column, as `normaliseLabel` gives them. */
const FLAG_HEADS = new Set(['flag', 'flags', 'marca', 'indicador', 'kennzeichen', 'indicateur', 'drapeau'])

/** What a header row without a value says of where the result stands; any other line keeps what the last header said. */
export function resultPlace(line: string, current: ResultPlace): ResultPlace {
  // "Units   Reference   14/03/25   02/12/24": a column headed by its date is a result column.
  const words = line.trim().split(/\s+/).flatMap((token) => DATE.test(token) ? ['result'] : normaliseLabel(token).split(' '))
  // A row of column heads is short and names the test's or the unit's column; a sentence about ranges is none.
  if (words.length > 8 || !words.some((word) => UNIT_HEADS.has(word) || NAME_HEADS.has(word))) return current
  const rangeAt = words.findIndex((word) => RANGE_HEADS.has(word))
  const resultAt = words.findIndex((word) => RESULT_HEADS.has(word))
  if (rangeAt < 0 || resultAt < 0) return current
  if (rangeAt > resultAt) return words.slice(0, resultAt).some((word) => FLAG_HEADS.has(word)) ? 'after flag' : false
  return words.findIndex((word) => UNIT_HEADS.has(word)) > resultAt ? 'before unit' : 'last'
}

/** Whether the number at `at` is a range's: a bound after its sign or a joiner, or a span in one token ("3,5-5,1"). */
function isRangeNumber(tokens: readonly string[], at: number): boolean {
  const before = tokens[at - 1] ?? ''
  const after = tokens[at + 1] ?? ''
  return RANGE_JOINERS.has(before.toLowerCase()) || /[-–]$|^[<>≤≥]=?$/.test(before) || /\d[-–]\d/.test(tokens[at] ?? '')
    || RANGE_JOINERS.has(after.toLowerCase()) || /^[-–]\d/.test(after)
}

/**
 * Under a header that puts the result after the range, "Iron   11 - 32   umol/L   34 ↑" (or
 * "Hémoglobine   13,5 – 17,5   15,1 bas   g/dl") as the extractor reads a line: the name, the result
 * and its marks, then the unit and range. Null when the result (and its marks) is not where the
 * header puts it, after the number at `at`: the line's columns cannot be placed.
 */
export function resultToFront(tokens: readonly string[], at: number, place: 'last' | 'before unit', ocr = false): string[] | null {
  let end = tokens.length - 1
  // "13,5 – 17,5   15,1   g/dl": the unit ending the line stays after the result (a line without a unit ends with it).
  let unitAt = tokens.length
  // From a photo, a unit OCR garbled ("mg/di") ends the line as well.
  const isUnit = (token: string) => canonicalUnit(token) !== null || (ocr && repairUnit(token) !== null)
  if (place === 'before unit' && end > at && isUnit(tokens[end] ?? '')) unitAt = end
  else if (place === 'before unit' && end > at + 1 && canonicalUnit(`${tokens[end - 1] ?? ''} ${tokens[end] ?? ''}`)) unitAt = end - 1
  end = unitAt - 1
  // From a photo, "34 1": an arrow read as a stroke or a 1 after the result is its mark, not the result.
  if (ocr && end > at + 1 && isArrowMisread(tokens[end] ?? '') && readValue(tokens[end - 1] ?? '')) end--
  // The result's marks after it; from a photo, a flag cell that OCR garbled ("117   ue") ending the line is one.
  const isMark = (token: string, last: boolean) => readFlag(token) !== null || (ocr && last && isGarbledFlag(token))
  while (end > at && readValue(tokens[end] ?? '') === null && isMark(tokens[end] ?? '', end === tokens.length - 1)) end--
  // "CRP   < 5", "Leucocytes   4,0 – 10,0   g/l": the only number is the range's, the result cell empty.
  if (isRangeNumber(tokens, end)) return null
  if (end === at) return unitAt === tokens.length ? [...tokens] : [...tokens.slice(0, at + 1), ...tokens.slice(unitAt), ...tokens.slice(at + 1, unitAt)]
  const value = readValue(tokens[end] ?? '')
  if (!value || value.grade || canonicalUnit(tokens[end] ?? '')) return null
  // "eGFR   > 60   76": a bound's sign before the range's number stays with it.
  const rangeFrom = /^[<>≤≥]=?$/.test(tokens[at - 1] ?? '') ? at - 1 : at
  return [...tokens.slice(0, rangeFrom), ...tokens.slice(end, unitAt), ...tokens.slice(unitAt), ...tokens.slice(rangeFrom, end)]
}

/**
 * Under a header that puts several result columns after the range ("Units   Reference   14/03/25
 * 02/12/24"), "TSH   mIU/L   0.50-4.00   0.08 L   1.62" as the extractor reads a line: the name, the
 * current result and its marks, then the unit and range ("TSH 0.08 L mIU/L 0.50-4.00"). The first
 * cell after the name and unit is the range; the cells after it are the result columns, each a number
 * with its marks. Null when that first cell is no range (its cell may be empty: the result would pass
 * for it) or the result columns cannot be placed.
 */
export function currentAfterRange(tokens: readonly string[], at: number, column: {current: 'first' | 'last'; columns: number}): string[] | null {
  const first = tokens[at] ?? ''
  const signApart = /^[<>≤≥]=?$/.test(tokens[at - 1] ?? '')
  const rangeFrom = signApart ? at - 1 : at
  let rangeEnd: number
  if (signApart || /^[<>≤≥]/.test(first) || /\d[-–]\d/.test(first)) rangeEnd = at + 1
  else if (RANGE_JOINERS.has((tokens[at + 1] ?? '').toLowerCase()) && readValue(tokens[at + 2] ?? '')) rangeEnd = at + 3
  else if (/^[-–]\d/.test(tokens[at + 1] ?? '') || (/[-–]$/.test(first) && readValue(tokens[at + 1] ?? ''))) rangeEnd = at + 2
  else return null
  const starts: number[] = []
  for (let i = rangeEnd; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    const value = readValue(token)
    if (value && !value.grade) starts.push(i)
    else if (starts.length === 0 || (!DATE.test(token) && !readFlag(token))) return null
  }
  // "0,27 - 4,20   1,36   --   --": dashes that fill the header's other columns are empty cells, not a mark.
  const withEmpty = starts.length === 0 ? [] : [...starts, ...tokens.map((_, i) => i).filter((i) => i > (starts[0] ?? 0) && EMPTY_CELLS.has(tokens[i] ?? ''))].sort((a, b) => a - b)
  const cells = starts.length !== column.columns && withEmpty.length === column.columns ? withEmpty : starts
  if (cells.length === 0 || (cells.length > 1 && cells.length !== column.columns)) return null
  const chosen = cells.length === 1 || column.current === 'first' ? 0 : cells.length - 1
  if (EMPTY_CELLS.has(tokens[cells[chosen] ?? 0] ?? '')) return null
  const cell = tokens.slice(cells[chosen], cells[chosen + 1] ?? tokens.length).filter((token) => !DATE.test(token))
  // The unit printed between the name and the range goes after the result.
  let unitFrom = rangeFrom
  for (let length = 1; length <= 3 && rangeFrom - length > 0; length++) {
    if (canonicalUnit(tokens.slice(rangeFrom - length, rangeFrom).join(''))) unitFrom = rangeFrom - length
  }
  return [...tokens.slice(0, unitFrom), ...cell, ...tokens.slice(unitFrom, rangeEnd)]
}

/** A cell printed empty ("--" too: a dash per missing digit). */
const EMPTY_CELLS = new Set(['-', '--', '–', '—'])

/**
 * The tokens of the value at `valueAt` and of any further result columns after it, up to the unit
 * or range: the start of each column. A flag or a date belongs to the column before it.
 */
export function resultColumnsAt(tokens: readonly string[], valueAt: number, ocr = false): {starts: number[]; end: number} {
  const starts = [valueAt]
  let i = valueAt + 1
  for (; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    if (DATE.test(token)) continue
    // From a photo, "5.9 1": an arrow read as a stroke or a 1 beside its value, not a column.
    if (ocr && i === valueAt + 1 && isArrowMisread(token)) continue
    const next = tokens[i + 1] ?? ''
    // "5,0 -7,5", "5,0- 7,5": a range; "106 /uL": a unit split from its number; from a photo, "107 3/uL":
    // a unit whose caret OCR read as a seven and a space (its "3/uL" split as a number and a unit).
    if (RANGE_JOINERS.has(next.toLowerCase()) || /^[-–]\d/.test(next) || /[-–]$/.test(token)) break
    if (canonicalUnit(token + next) || (ocr && (repairUnit(token + next) || repairUnit(token + next + (tokens[i + 2] ?? ''))))) break
    const value = readValue(token)
    if (value && !value.grade && !/^[<>≤≥]/.test(token)) {
      starts.push(i)
      continue
    }
    // "55   --   U/L": a double dash with no column after it is an empty cell, not a low mark of the result's.
    const emptyCell = token === '-' || (token === '--' && readValue(next) === null)
    if (!value && readFlag(token) && !emptyCell) continue
    break
  }
  return {starts, end: i}
}

/** The header prints its result columns side by side (dates, or a previous value before the unit), and the line shows fewer. */
export function lacksAdjacentColumn(tokens: readonly string[], valueAt: number, column: ResultColumn, ocr = false): boolean {
  return column !== null && column.previousBeforeUnit !== false && resultColumnsAt(tokens, valueAt, ocr).starts.length < column.columns
}

/**
 * The line's tokens with only the current result column kept, or null when the line has several
 * result columns and the header did not say which is current.
 */
export function keepCurrentColumn(tokens: readonly string[], valueAt: number, column: ResultColumn, ocr = false): string[] | null {
  const {starts, end} = resultColumnsAt(tokens, valueAt, ocr)
  // "Folato   12,3   -   ng/mL": a dash in the previous column, printed between the result and the
  // unit, is its empty cell, not a low mark. Where the previous column comes later, the dash is the mark.
  if (starts.length === 1 && column?.current === 'first' && column.columns === 2 && column.previousBeforeUnit && EMPTY_CELLS.has(tokens[end] ?? '')
    && !readValue(tokens[end + 1] ?? '')) {
    return [...tokens.slice(0, end), ...tokens.slice(end + 1)]
  }
  if (starts.length === 1) return [...tokens]
  // Fewer or more columns than the header has: one was lost or misread, and none can be placed.
  if (!column || starts.length !== column.columns) return null
  const chosen = column.current === 'first' ? 0 : starts.length - 1
  const from = starts[chosen] ?? valueAt
  const to = starts[chosen + 1] ?? end
  if (ocr && starts.some((start) => arrowJoinedBeside(tokens[from] ?? '', tokens[start] ?? ''))) return null
  return [...tokens.slice(0, valueAt), ...tokens.slice(from, to), ...tokens.slice(end)]
}

/**
 * From a photo, "108   1121" for "108   ↑ 121": an arrow OCR read as a 1 joined to the result. A
 * result beginning with 1 that is five times the other column's value or more, while without its 1
 * it is within a factor of two of it, is taken for that misread.
 */
function arrowJoinedBeside(result: string, other: string): boolean {
  if (!/^1\d+$/.test(result) || !/^\d+(?:[.,]\d+)?$/.test(other)) return false
  const whole = Number(result)
  const rest = Number(result.slice(1))
  const beside = Number(other.replace(',', '.'))
  return beside > 0 && whole >= 5 * beside && rest <= 2 * beside && rest >= beside / 2
}

/**
 * Under a header with a previous-result column, "Kreatinin   112   umol/l   62 - 106   97": a number
 * ending the line after a whole range is that column, not part of the range. The tokens without it.
 */
export function withoutPreviousAfterRange(line: readonly string[], valueAt: number, column: ResultColumn): string[] {
  // "(3,80 - 5,10)   3,95   02/10/23": the previous value's date after it goes with it.
  const tokens = column && line.length - 3 > valueAt && DATE.test(line[line.length - 1] ?? '') ? line.slice(0, -1) : line
  const last = tokens[tokens.length - 1] ?? ''
  const before = tokens[tokens.length - 2] ?? ''
  if (!column || column.columns !== 2 || tokens.length - 2 <= valueAt || !/^[<>]?\d+(?:[.,]\d+)?$/.test(last)) return [...line]
  if (RANGE_JOINERS.has(before.toLowerCase()) || /[-–<>≤≥]$/.test(before) || isBoundWord(before)) return [...line]
  return readRange(tokens.slice(valueAt + 1, -1).join(' ')) ? tokens.slice(0, -1) : [...line]
}

/** Units of a count per field of view ("> 50 /GF", "6-10 /hpf"): sediment microscopy. */
const PER_FIELD = new Set(['/gf', '/hpf', '/lpf', '/campo', '/champ', '/c', '/gesichtsfeld'])

/** The same written as words ("2-4 por campo", "0 - 1 per field"). */
const PER_FIELD_WORDS = new Set(['por campo', 'x campo', 'par champ', 'per field', 'per hpf', 'pro gesichtsfeld', 'pro gf'])

/** Whether the words after a value give it per field of view: never a blood or dipstick row. */
export function isPerFieldCount(after: readonly string[]): boolean {
  return after.some((token, at) => PER_FIELD.has(token.toLowerCase()) || PER_FIELD_WORDS.has(`${token} ${after[at + 1] ?? ''}`.toLowerCase()))
}
