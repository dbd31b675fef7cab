/**
 * The parts of a result after its label: the value (a number or a dipstick grade), the report's own
 * flag, and the reference range, in the four languages' spellings. Hand-written scanners rather
 * than regular expressions, so every part is read in one pass.
 */
import type {LabFlag, ReferenceRange} from './types'

/** A value as read from its token, before the analyte is known. */
export interface ValueToken {
  /** The number, or the dipstick grade when `grade` is true. */
  value: number
  grade: boolean
  /** The digits as written ("1.015", "250.000"), for the thousands separator decision. */
  digits: string
  /** A flag written onto the value ("5,8+", "7.2*", "140↑"). */
  flag: FlagMark | null
}

/** A report's own mark: a direction, or `*` (out of range, direction from the range). */
export type FlagMark = 'high' | 'low' | 'abnormal'

const FLAG_WORDS: ReadonlyMap<string, FlagMark> = new Map([
  ['h', 'high'], ['hh', 'high'], ['l', 'low'], ['ll', 'low'], ['↑', 'high'], ['↑↑', 'high'], ['↓', 'low'], ['↓↓', 'low'],
  ['*', 'abnormal'], ['**', 'abnormal'], ['!', 'abnormal'], ['+', 'high'], ['-', 'low'],
  ['high', 'high'], ['low', 'low'], ['hoch', 'high'], ['erhöht', 'high'], ['niedrig', 'low'], ['erniedrigt', 'low'],
  ['élevé', 'high'], ['élevée', 'high'], ['eleve', 'high'], ['elevee', 'high'], ['erhoht', 'high'], ['haut', 'high'], ['bas', 'low'], ['basse', 'low'],
  ['alto', 'high'], ['alta', 'high'], ['bajo', 'low'], ['baja', 'low'], ['elevado', 'high'], ['elevada', 'high'],
  ['++', 'high'], ['--', 'low'], ['critical', 'abnormal'], ['crítico', 'abnormal'], ['critico', 'abnormal'], ['critique', 'abnormal'],
  ['kritisch', 'abnormal'], ['abnormal', 'abnormal'], ['anormal', 'abnormal'], ['anormale', 'abnormal'],
])

/** Marks a value may carry glued to it; H and L only as capitals, as a flag column joined to the value ("6,8H"). */
const ATTACHED_MARKS = new Set(['*', '**', '!', '+', '-', '↑', '↑↑', '↓', '↓↓', 'H', 'HH', 'L', 'LL'])

/** A flag word or mark, with brackets around it ignored ("(H)", "[L]"). */
export function readFlag(token: string): FlagMark | null {
  // "(H)" and "(B)": a French flag column, B for bas. A bare B is too common a letter to be a flag.
  if (token === '(B)') return 'low'
  const word = stripBrackets(token).toLowerCase()
  // "H*", "L!": a side with a star for a critical value is that side.
  const starred = /^(h|l|hh|ll)[*!]$/.exec(word)
  if (starred) return FLAG_WORDS.get(starred[1] ?? '') ?? null
  // "éleve", "elevé", "erhoht": an accent dropped or misplaced, as OCR and plain-text exports do.
  return FLAG_WORDS.get(word) ?? FLAG_WORDS.get(word.normalize('NFD').replace(/\p{M}/gu, '')) ?? null
}

const DIPSTICK_WORDS: ReadonlyMap<string, number> = new Map([
  ['negativ', 0], ['negative', 0], ['négatif', 0], ['negatif', 0], ['négative', 0], ['negativo', 0], ['negativa', 0], ['neg', 0],
  ['neg.', 0], ['nég.', 0], ['nég', 0], ['absent', 0], ['absente', 0], ['ausente', 0], ['nil', 0],
  ['spur', 1], ['spuren', 1], ['traces', 1], ['trace', 1], ['trazas', 1], ['indicios', 1], ['±', 1], ['+-', 1], ['+/-', 1], ['(+)', 1],
  ['+', 1], ['++', 2], ['+++', 3], ['++++', 4], ['1+', 1], ['2+', 2], ['3+', 3], ['4+', 4],
  ['positiv', 1], ['positive', 1], ['positif', 1], ['positivo', 1], ['positiva', 1], ['pos', 1], ['pos.', 1],
])

/** A dipstick grade written as a word or pluses, or null. */
export function readDipstick(token: string): number | null {
  // "Moderate (2+)": a US strip's grade in brackets after its word; "(++)": a Chilean strip's crosses in brackets.
  const bracketed = /^\(([1-4]\+|\+{1,4})\)$/.exec(token)
  if (bracketed) return DIPSTICK_WORDS.get(bracketed[1] ?? '') ?? null
  return DIPSTICK_WORDS.get(token.toLowerCase()) ?? null
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9'

/**
 * The number a token begins with: digits with `.` or `,` between them. Returns the digits and where
 * they end; a separator must sit between two digits, so "12." or "3,5-5,1" stop in the right place.
 */
function scanNumber(text: string, start: number): {digits: string; end: number} | null {
  let end = start
  while (end < text.length) {
    const ch = text[end]
    if (isDigit(ch)) end++
    else if ((ch === '.' || ch === ',') && end > start && isDigit(text[end + 1])) end++
    else break
  }
  return end > start ? {digits: text.slice(start, end), end} : null
}

/**
 * A number as written: a decimal comma or point; with both, the last one is the decimal mark.
 * `thousands` says a lone separator followed by three digits groups thousands ("250.000 /µl").
 */
export function numberFromDigits(digits: string, thousands = false): number {
  const lastComma = digits.lastIndexOf(',')
  const lastPoint = digits.lastIndexOf('.')
  if (thousands && (lastComma < 0 || lastPoint < 0)) {
    let groupsOfThree = true
    const parts = digits.split(/[.,]/)
    for (let i = 1; i < parts.length; i++) if (parts[i]?.length !== 3) groupsOfThree = false
    if (parts.length > 1 && groupsOfThree) return Number(parts.join(''))
  }
  const decimalAt = Math.max(lastComma, lastPoint)
  if (decimalAt < 0) return Number(digits)
  const whole = digits.slice(0, decimalAt).replace(/[.,]/g, '')
  return Number(`${whole}.${digits.slice(decimalAt + 1)}`)
}

/** Count of separators in a run of digits: more than one of the same kind means grouping. */
function isPlausibleNumber(digits: string): boolean {
  let commas = 0
  let points = 0
  for (const ch of digits) {
    if (ch === ',') commas++
    else if (ch === '.') points++
  }
  // A date ("12.03.2024") or a version is not a value; grouped thousands have groups of three.
  if (points > 1 || commas > 1) return /^\d{1,3}([.,]\d{3})+$/.test(digits)
  return true
}

/** A whole token read as a value: `13,2`, `<0.5`, `5.8*`, `140↑`, `++`, `negativ`. Null otherwise. */
export function readValue(token: string): ValueToken | null {
  const grade = readDipstick(token)
  if (grade !== null) return {value: grade, grade: true, digits: '', flag: null}
  let start = 0
  const first = token[0]
  if (first === '<' || first === '>' || first === '≤' || first === '≥') start = 1
  const number = scanNumber(token, start)
  if (!number || !isPlausibleNumber(number.digits)) return null
  const rest = token.slice(number.end)
  // Only marks may be glued to a value: a small letter is a label's ("Glucose 2h", "Urin 24h").
  const flag = rest === '' || !ATTACHED_MARKS.has(rest) ? null : readFlag(rest)
  if (rest !== '' && flag === null) return null
  return {value: numberFromDigits(number.digits), grade: false, digits: number.digits, flag}
}

function stripBrackets(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && '([{'.includes(text[start] ?? '')) start++
  while (end > start && ')]}'.includes(text[end - 1] ?? '')) end--
  return text.slice(start, end)
}

/** Words before a single number that make it an upper bound ("< 5", "bis 200", "inférieur à 5"). */
const UPPER_WORDS = new Set(['<', '<=', '≤', '=<', 'bis', 'hasta', 'inférieur', 'inferieur', 'inf', 'inf.', 'below', 'under', 'unter',
  'up', 'menor', 'menos', 'jusqu', "jusqu'à", 'kleiner', 'max', 'max.', '<à'])
/** Words before a single number that make it a lower bound ("> 60", "über 60", "supérieur à 60"). */
const LOWER_WORDS = new Set(['>', '>=', '≥', '=>', 'über', 'ueber', 'supérieur', 'superieur', 'sup', 'sup.', 'above', 'over', 'mayor',
  'más', 'mas', 'ab', 'größer', 'min', 'min.', '>à'])

/** Whether `word` makes the number after it a bound rather than a value ("<", "below", "unter"). */
export function isBoundWord(word: string): boolean {
  const lower = word.toLowerCase()
  return UPPER_WORDS.has(lower) || LOWER_WORDS.has(lower)
}

/**
 * The reference range in the words after a value: the first `a - b` (also `a–b`, `a to b`, `a à b`,
 * `a a b`, `a bis b`), or a bound with its word (`< 5.2`, `>60`, `bis 200`, `inférieur à 5`).
 * `thousands` reads "150.000" as 150000 (a count per µl).
 */
export function readRange(text: string, thousands = false): ReferenceRange | null {
  const band = normalBand(text)
  if (band === 'none') return null
  if (band !== null) {
    const read = readRange(band, thousands)
    return read && {...read, text: text.trim()}
  }
  // "less than 5.20", "greater than or equal to 60": a bound written out in words.
  const cleaned = text.replace(/[–—−]/g, '-').replace(/[()[\]]/g, ' ')
    .replace(/\b(?:less|lower) than(?: or equal to)?(?=\s*\d)/gi, ' < ').replace(/\b(?:greater|more|higher) than(?: or equal to)?(?=\s*\d)/gi, ' > ')
  // Tokens: numbers, and each run of other non-space characters ("<", "bis", "-").
  const tokens: Array<{number: number | null; word: string}> = []
  let i = 0
  while (i < cleaned.length) {
    const ch = cleaned[i] ?? ''
    if (ch === ' ' || ch === '\t') { i++; continue }
    const number = isDigit(ch) ? scanNumber(cleaned, i) : null
    if (number) {
      tokens.push({number: numberFromDigits(number.digits, thousands), word: number.digits})
      i = number.end
      continue
    }
    let end = i + 1
    // Comparison signs stand alone so "<5" and "< 5" read alike; other words run to a space or digit.
    if (!'<>≤≥-'.includes(ch)) while (end < cleaned.length && !' \t'.includes(cleaned[end] ?? ' ') && !isDigit(cleaned[end])) end++
    else if (cleaned[end] === '=') end++
    tokens.push({number: null, word: cleaned.slice(i, end).toLowerCase()})
    i = end
  }
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]
    if (!token || token.number === null) continue
    const between = tokens[t + 1]
    const second = tokens[t + 2]
    if (between && second && second.number !== null && ['-', 'to', 'a', 'à', 'bis', '..', '...'].includes(between.word)) {
      return {low: token.number, high: second.number, text: text.trim()}
    }
    // A bound: look back over the words right before the number ("inférieur à", "< ", "bis").
    for (let back = t - 1; back >= 0 && back >= t - 3; back--) {
      const word = tokens[back]?.word ?? ''
      if (tokens[back]?.number !== null) break
      if (UPPER_WORDS.has(word)) return {low: null, high: token.number, text: text.trim()}
      if (LOWER_WORDS.has(word)) return {low: token.number, high: null, text: text.trim()}
    }
  }
  return null
}

/** The names of the band a patient should be in, when a range is written as named bands. */
const NORMAL_BANDS = new Set(['sufficiency', 'sufficient', 'normal', 'optimal', 'desirable', 'adequate', 'suffisance', 'suffisant', 'souhaitable',
  'suficiencia', 'suficiente', 'optimo', 'deseable', 'adecuado', 'ausreichend', 'wunschenswert'])

/**
 * "Deficiency: < 20 / Insufficiency: 20 - 29 / Sufficiency: 30 - 100": a range written as named
 * bands. The normal band is the range; without one, 'none': no band may pass for the range.
 * Null when the text is not written as bands.
 */
function normalBand(text: string): string | 'none' | null {
  const clauses = text.split(/[/;]/)
  if (clauses.length < 2) return null
  let normal: string | null = null
  for (const clause of clauses) {
    // The band's name: the words before its first number or sign (a colon after it may be gone).
    let start = 0
    while (start < clause.length && !'0123456789<>≤≥'.includes(clause[start] ?? '')) start++
    const name = clause.slice(0, start).replace(/[:\s]+/g, ' ').trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
    // Every clause a band with its name: "2,28 mmol/L 0,70 - 1,05 g/L" is no bands.
    if (!/^[\p{L} ]{3,}$/u.test(name)) return null
    if (NORMAL_BANDS.has(name)) normal = clause.slice(start)
  }
  return normal ?? 'none'
}

/** The flag a range gives a value: below low is low, above high is high. */
export function flagFromRange(value: number, range: ReferenceRange): LabFlag {
  if (range.low !== null && value < range.low) return 'low'
  if (range.high !== null && value > range.high) return 'high'
  return null
}

/**
 * A range in a unit `scale` times the report's: its text read again with thousands grouped
 * ("150.000 /µl"), each bound times `scale`, without float noise (150 × 10^9/L).
 */
export function rangeInUnit(range: ReferenceRange, scale: number): ReferenceRange {
  if (scale === 1) return range
  const read = readRange(range.text, true) ?? range
  const scaled = (bound: number | null) => (bound === null ? null : Number((bound * scale).toPrecision(12)))
  return {low: scaled(read.low), high: scaled(read.high), text: read.text}
}
