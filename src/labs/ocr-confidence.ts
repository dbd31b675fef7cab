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

/** The digits of each word Tesseract was unsure of, by line: the values no row may take. */
export function unsureDigitsByLine(words: readonly OcrWord[]): ReadonlyMap<number, ReadonlySet<string>> {
  const byLine = new Map<number, Set<string>>()
  for (const word of words) {
    const digits = word.text.replace(/\D/g, '')
    if (digits === '' || word.confidence >= UNSURE_CONFIDENCE) continue
    const line = byLine.get(word.line) ?? new Set<string>()
    line.add(digits)
    byLine.set(word.line, line)
  }
  return byLine
}
