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

/**
 * The digits of each word Tesseract was unsure of, by line: the values no row may take. With the
 * text's lines, also the digits of a word it was sure of that stands between a dot leader and a unit it
 * was unsure of both ("...-========= 0,39 Q/l"): the leader read as strokes says the line was smeared,
 * and there a sure digit is no surer than its neighbours.
 */
export function unsureDigitsByLine(words: readonly OcrWord[], lines: readonly string[] = []): ReadonlyMap<number, ReadonlySet<string>> {
  const byLine = new Map<number, Set<string>>()
  const add = (line: number, digits: string) => byLine.set(line, (byLine.get(line) ?? new Set<string>()).add(digits))
  const unsureWords = new Map<number, Set<string>>()
  for (const word of words) {
    if (word.confidence >= UNSURE_CONFIDENCE) continue
    unsureWords.set(word.line, (unsureWords.get(word.line) ?? new Set<string>()).add(word.text))
    const digits = word.text.replace(/\D/g, '')
    if (digits !== '') add(word.line, digits)
  }
  for (const [line, unsure] of unsureWords) {
    const written = (lines[line] ?? '').split(/\s+/)
    written.forEach((word, at) => {
      const before = written[at - 1] ?? ''
      if (/\d/.test(word) && LEADER.test(before) && unsure.has(before) && unsure.has(written[at + 1] ?? '')) add(line, word.replace(/\D/g, ''))
    })
  }
  return byLine
}

/** Dot leaders as OCR reads them: points, dashes, equals signs, no letter or digit. */
const LEADER = /^[^\p{L}\d]{3,}$/u
