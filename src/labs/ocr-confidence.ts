/**
 * What Tesseract said about each word it read: its confidence, 0–100. An unmarked value whose digits
 * it was unsure of may be a misread that still fits its range and unit ("8,7" for "8,1"); no rule on
 * the text can tell, so such a value is no row. See docs/lab-results.md, "Text read from a photo".
 */

/** A word of OCR text: the line it is on (an index into the text's lines), as read, and Tesseract's confidence. */
export interface OcrWord {
  line: number
  text: string
  confidence: number
}

/** Below this, Tesseract was unsure of a word's characters. */
export const UNSURE_CONFIDENCE = 60

/** What Tesseract was unsure of on one line. */
export interface LineDoubts {
  /** The digits of each unsure word: no unmarked value may have them. */
  digits: Set<string>
  /** The digits of each unsure word that reads as a number on its own ("3,4", not "x10*9/L"). */
  numbers: Set<string>
  /** Whether a flag word (H, L, *, …) was among them. */
  markUnsure: boolean
  /** Whether a run of pluses was among them: a dipstick's grade that may have lost or gained a cross. */
  plusesUnsure: boolean
}

const NUMBER_WORD = /^[<>]?\d+(?:[.,]\d+)?$/
const FLAG_WORD = /^(?:[HL*+-]|HH|LL|\([HLB]\)|[↑↓]|alto|bajo|haut|bas|hoch|niedrig|high|low)$/i

/**
 * Each line's doubts, by line. With the text's lines, the digits of a word Tesseract was sure of that
 * stands between a dot leader and a unit it was unsure of both ("...-========= 0,39 Q/l") count as
 * unsure: the leader read as strokes says the line was smeared, and there a sure digit is no surer
 * than its neighbours.
 */
export function unsureDigitsByLine(words: readonly OcrWord[], lines: readonly string[] = []): ReadonlyMap<number, LineDoubts> {
  const byLine = new Map<number, LineDoubts>()
  const doubtsOf = (line: number) => byLine.get(line) ?? byLine.set(line, {digits: new Set(), numbers: new Set(), markUnsure: false, plusesUnsure: false}).get(line)!
  const unsureWords = new Map<number, Set<string>>()
  for (const word of words) {
    if (word.confidence >= UNSURE_CONFIDENCE) continue
    unsureWords.set(word.line, (unsureWords.get(word.line) ?? new Set<string>()).add(word.text))
    const digits = word.text.replace(/\D/g, '')
    if (digits !== '') doubtsOf(word.line).digits.add(digits)
    if (NUMBER_WORD.test(word.text)) doubtsOf(word.line).numbers.add(digits)
    if (FLAG_WORD.test(word.text) || /\d[HL*]$/.test(word.text)) doubtsOf(word.line).markUnsure = true
    if (/^\+{2,}$/.test(word.text)) doubtsOf(word.line).plusesUnsure = true
  }
  for (const [line, unsure] of unsureWords) {
    const written = (lines[line] ?? '').split(/\s+/)
    written.forEach((word, at) => {
      const before = written[at - 1] ?? ''
      if (/\d/.test(word) && LEADER.test(before) && unsure.has(before) && unsure.has(written[at + 1] ?? '')) doubtsOf(line).digits.add(word.replace(/\D/g, ''))
    })
  }
  return byLine
}

/**
 * Whether Tesseract's doubt rules a value out: an unmarked value whose digits it was unsure of. A mark
 * right beside a value ("231 H", "29 *") lowers its confidence in right and wrong values alike, so a
 * marked value is ruled out only when its mark stands apart in a column of its own, read surely, and
 * the value's own word was unsure ("3,4            L" for "3,1 L").
 */
export function valueDoubted(doubts: LineDoubts | undefined, valueText: string, marked: boolean, line: string): boolean {
  const digits = valueText.replace(/\D/g, '')
  if (!doubts || !doubts.digits.has(digits)) return false
  if (!marked) return true
  // "6,8H": a mark joined to the value is beside it.
  const at = NUMBER_WORD.test(valueText) ? line.indexOf(valueText) : -1
  const markApart = at >= 0 && /^ {2,}\S/.test(line.slice(at + valueText.length))
  return markApart && !doubts.markUnsure && doubts.numbers.has(digits)
}

/**
 * Whether Tesseract's doubt rules a grade out: unmarked crosses it was unsure of ("++" for "++++"). A
 * lost or added cross still reads as a grade, and no range can tell which. Beside a mark ("+++ *") its
 * doubt is not used, as for a number.
 */
export function gradeDoubted(doubts: LineDoubts | undefined, valueText: string, marked: boolean): boolean {
  return !marked && doubts?.plusesUnsure === true && /^\+{2,}$/.test(valueText)
}

/** Dot leaders as OCR reads them: points, dashes, equals signs, no letter or digit. */
const LEADER = /^[^\p{L}\d]{3,}$/u
