/**
 * A text line as the extractor reads it: its tokens, the unit at a place, the shapes of a damaged
 * or spanned number, and whether the line is a footer. See docs/lab-results.md.
 */
import {lookupLabel, normaliseLabel} from './analyte-names'
import {canonicalUnit, repairUnit, type UnitSpelling} from './units'

/** Lines that are never results, even when they hold numbers: dates, times, phones, pages, sign-offs. */
const NOT_A_RESULT_WORDS = new Set(['tel', 'telefon', 'telephone', 'telefono', 'fax', 'seite', 'page', 'pagina', 'blatt', 'befund', 'vidiert',
  'valide', 'validado', 'validated', 'signed', 'unterschrift', 'geb', 'dob', 'patient', 'paciente', 'patiente', 'www', 'http', 'https',
  'email', 'mail', 'phone', 'iban', 'auftrag', 'auftragsnummer', 'order', 'sample', 'probe', 'probeneingang', 'eingang', 'collected', 'received',
  'dossier', 'prelevement', 'muestra', 'fecha', 'date', 'datum', 'edition', 'version', 'akkreditiert', 'accredited', 'accredite'])

export function looksLikeFooter(line: string): boolean {
  if (line.includes('@') || /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/.test(line) || /\d{1,2}:\d{2}/.test(line)) return true
  return normaliseLabel(line).split(' ').some((word) => NOT_A_RESULT_WORDS.has(word))
}

/**
 * Splits a text line into tokens: dot leaders and dashes made plain, whitespace collapsed, a unit
 * glued to its number split off ("13,2g/dl"), and on a count-per-µl line, thousands written with a
 * space joined ("450 000 /mm3").
 */
export function tokensOf(line: string, ocr: boolean): string[] {
  const plain = withNegativeWord(line).replace(/\.{3,}|…+/g, ' ').replace(/[–—−]/g, '-').replace(/:(?=\s|$)/g, ' ')
    // "less than 6.0", "greater than or equal to 60" in a range column: a bound sign written out.
    .replace(/\b(?:less|lower) than(?: or equal to)?(?= \d)/gi, '<').replace(/\b(?:greater|higher) than(?: or equal to)?(?= \d)/gi, '>')
  const tokens: string[] = []
  // Tokens that stand a column's gap (three spaces or more) after the one before: no group of thousands.
  const afterGap = new Set<number>()
  let previousEnd = -1
  for (const match of plain.matchAll(/\S+/g)) {
    const token = match[0]
    const oneSpaceBefore = match.index === previousEnd + 1
    if (previousEnd >= 0 && match.index - previousEnd > 2) afterGap.add(tokens.length)
    previousEnd = match.index + token.length
    // "+++ +": a dipstick's "++++" that OCR split. In a text layer, and with columns' spaces kept,
    // "++ +" is two columns (a result, a previous one).
    const previous = tokens[tokens.length - 1]
    if (ocr && oneSpaceBefore && /^\++$/.test(token) && previous !== undefined && /^\+{2,}$/.test(previous)) {
      tokens[tokens.length - 1] = previous + token
      continue
    }
    // From a photo, "t+": an arrow read as a letter or a stroke, glued to its grade.
    const arrowGrade = ocr ? /^[|!lIitTjJ](\+{1,4})$/.exec(token) : null
    if (arrowGrade) { tokens.push(token[0] ?? '', arrowGrade[1] ?? ''); continue }
    // From a photo, "L11,2", "*2,81": a flag printed before its value ("L 11,2") that OCR joined to it, read
    // as the value's own mark, so that a value misread against it ("L41" for "L 4,1") is caught. A star
    // has no side to catch it by: joined to a whole number ("*41" for "* 4,1"), the line stays unread.
    const flagBefore = ocr ? /^([HL])(\d+(?:[.,]\d+)?)$/.exec(token) ?? /^(\*)(\d+[.,]\d+)$/.exec(token) : null
    if (flagBefore) { tokens.push(`${flagBefore[2]}${flagBefore[1]}`); continue }
    // "Triglyceride *312 <150 mg/dl": in a text layer the star glued before a value is the report's
    // out-of-range mark, read as if written after it; no digit can have been lost to it.
    const starBefore = ocr ? null : /^\*(\d+(?:[.,]\d+)?)$/.exec(token)
    if (starBefore) { tokens.push(`${starBefore[1]}*`); continue }
    // "*6": a single digit has no decimal mark to lose, so the star joined to it is a star before the value;
    // nor has an enzyme's activity, counted in whole units, on a line with no decimals ("GPT (ALT)   *56   U/L   <41").
    if (ocr && (/^\*\d$/.test(token) || (/^\*\d+$/.test(token) && countedInWholeUnits(tokens, plain)))) { tokens.push('*', token.slice(1)); continue }
    // "40-60%": a per cent sign glued to the range is the unit, printed after it.
    const rangePercent = /^(\d+(?:[.,]\d+)?-\d+(?:[.,]\d+)?)%$/.exec(token)
    if (rangePercent) { tokens.push(rangePercent[1] ?? '', '%'); continue }
    const glued = /^[\d.,]+/.exec(token)
    // From a photo, "1U/L" is IU/L misread, not a 1 glued to U/L.
    const unit = glued && glued[0].length < token.length && !(ocr && repairUnit(token)) ? canonicalUnit(token.slice(glued[0].length)) : null
    if (glued && unit) tokens.push(glued[0], token.slice(glued[0].length))
    else tokens.push(token)
  }
  if (!tokens.some((token) => (canonicalUnit(token)?.scale ?? 1) < 1)) return tokens
  const joined: string[] = []
  for (const [at, token] of tokens.entries()) {
    const previous = joined[joined.length - 1]
    // "204          188   10^3/µl": numbers a column apart are two results (a previous one and the current), not "204 188".
    const grouped = !afterGap.has(at) && /^\d{3}$/.test(token) && /^\d{1,3}(\.\d{3})*$/.test(previous ?? '')
    if (grouped) joined[joined.length - 1] = `${previous}.${token}`
    else joined.push(token)
  }
  return joined
}

/** Enzyme activities (U/L): a report counts them in whole units. */
const WHOLE_UNIT_ANALYTES: ReadonlySet<string> = new Set(['alt', 'ast', 'ggt', 'alp'])

/** Whether the label read so far names an enzyme and the line writes no number with decimals. */
function countedInWholeUnits(label: readonly string[], line: string): boolean {
  const blood = lookupLabel(label.join(' ')).meaning?.blood
  return blood !== undefined && blood !== null && WHOLE_UNIT_ANALYTES.has(blood) && !/\d[.,]\d/.test(line)
}

/** A count given as a span ("10-20 /campo", "5-10/HPF"): a semi-quantitative result, not a value. */
export const NUMBER_SPAN = /^\d+(?:[.,]\d+)?-\d+(?:[.,]\d+)?$/

/** A number with a stray mark in it or after it, as OCR reads a blurred "5,12" or "312 *". */
export const DAMAGED_NUMBER = /^[<>]?\d+[.,]?\d*[:;°º'"’”`]+\d*$/

/** From a photo, a star OCR joined to a whole number ("*246"), left unsplit by `tokensOf`. */
export const STARRED_WHOLE_NUMBER = /^\*\d+$/

/** From a photo, a number whose decimals OCR read as a letter, glued to its flag ("3AL" for "3,4 L"). */
export const LETTERED_NUMBER = /^[<>]?\d+[.,]?\p{Lu}[HL]$/u

const NOT_FOUND_PHRASES = /nicht nachweisbar|not detected|no detectado|non détecté|no contiene/gi

/** "No contiene", "not detected": a phrase for a negative result, as one word Hale reads ("negativ"). */
export function withNegativeWord(text: string): string {
  return text.replace(NOT_FOUND_PHRASES, 'negativ')
}

/** The longest unit (up to three tokens, "ml/min/1,73 m²") starting at `start`. */
export function unitAt(tokens: readonly string[], start: number): {unit: UnitSpelling; length: number} | null {
  // "12,8   N   g/dl": a flag column's letter (high, low, normal, abnormal) is not the unit's first letter.
  const longest = /^[HLNA]$/.test(tokens[start] ?? '') ? 1 : 3
  for (let length = Math.min(longest, tokens.length - start); length > 0; length--) {
    const written = tokens.slice(start, start + length).join('')
    const unit = canonicalUnit(written) ?? repairUnit(written)
    if (unit) return {unit, length}
  }
  return null
}

