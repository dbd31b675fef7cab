/**
 * Tesseract's two outputs of one reading, printed one after the other: its TSV (a row per word, with
 * the word's confidence) and its plain text (lines kept, the spaces between columns kept). The text
 * is what is stored and read; the words say, line by line, how sure Tesseract was of each word.
 */
import type {OcrWord} from '../../src/labs/ocr-confidence'

/** A TSV row has twelve fields: level, page, block, paragraph, line, word, left, top, width, height, confidence, text. */
const TSV_FIELDS = 12
const WORD_LEVEL = '5'

/**
 * Splits Tesseract's output into the text and its words. A word is placed on its line of the text
 * only when the text's lines and the TSV's lines hold the same words in the same order; where they
 * do not, the line's words are left out (the text is still read, without their confidence).
 */
export function splitOcrOutput(output: string): {text: string; words: OcrWord[]} {
  const lines = output.split('\n')
  const textLines: string[] = []
  const tsvLines = new Map<string, {text: string; confidence: number}[]>()
  for (const line of lines) {
    const fields = line.split('\t')
    if (fields.length !== TSV_FIELDS) { textLines.push(line); continue }
    const text = (fields[11] ?? '').trim()
    if (fields[0] !== WORD_LEVEL || text === '') continue
    const key = `${fields[2]} ${fields[3]} ${fields[4]}`
    const words = tsvLines.get(key) ?? []
    words.push({text, confidence: Number(fields[10])})
    tsvLines.set(key, words)
  }
  const text = textLines.join('\n')
  const words: OcrWord[] = []
  const byLine = [...tsvLines.values()]
  let next = 0
  textLines.forEach((line, index) => {
    const written = line.split(/\s+/).filter((word) => word !== '')
    if (written.length === 0) return
    const read = byLine[next++]
    if (!read || read.length !== written.length || read.some((word, at) => word.text !== written[at])) return
    for (const word of read) words.push({line: index, text: word.text, confidence: word.confidence})
  })
  return {text, words}
}
