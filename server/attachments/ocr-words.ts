/**
 * Tesseract's two outputs of one reading, printed one after the other: its TSV (a row per word, with
 * the word's confidence) and its plain text (lines kept, the spaces between columns kept). The text
 * is what is stored and read; the words say, line by line, how sure Tesseract was of each word.
 */
import {UNSURE_CONFIDENCE, type OcrWord} from '../../src/labs/ocr-confidence'

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

/**
 * The text of a reading as it is stored (form feeds as line breaks, no spaces at the ends of
 * lines, at most one blank line in a row, none at the ends), its words moved to their lines in it.
 * Tidying removes only blank lines, so the lines that hold words keep their order; a line a form
 * feed splits in two loses its words (which half holds each cannot be told).
 */
export function tidyOcrReading(text: string, words: readonly OcrWord[]): {text: string; words: OcrWord[]} {
  const tidied = text.replace(/\f/g, '\n').replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()
  const written = (line: string) => line.trim() !== ''
  const writtenLines = tidied.split('\n').flatMap((line, index) => written(line) ? [index] : [])
  const tidiedLineOf = new Map<number, number>()
  let next = 0
  text.split('\n').forEach((line, index) => {
    const parts = line.split('\f').filter(written)
    const tidiedLine = writtenLines[next]
    if (parts.length === 1 && tidiedLine !== undefined) tidiedLineOf.set(index, tidiedLine)
    next += parts.length
  })
  return {
    text: tidied,
    words: words.flatMap((word) => {
      const line = tidiedLineOf.get(word.line)
      return line === undefined ? [] : [{...word, line}]
    }),
  }
}

/** The words Tesseract was unsure of that stand on a line of `text` (which may have been cut short): what an attachment keeps. */
export function unsureWordsIn(text: string, words: readonly OcrWord[]): OcrWord[] {
  const lines = text.split('\n').length
  return words.filter((word) => word.confidence < UNSURE_CONFIDENCE && word.line < lines)
}

/**
 * Pages read one by one, joined as the stored text joins them (a blank line between pages, pages
 * without text left out), each page's words moved to their lines in the joined text.
 */
export function joinOcrPages(pages: readonly ({text: string; words: readonly OcrWord[]} | undefined)[]): {text: string; words: OcrWord[]} {
  const texts: string[] = []
  const words: OcrWord[] = []
  let firstLine = 0
  for (const page of pages) {
    if (!page || page.text === '') continue
    texts.push(page.text)
    for (const word of page.words) words.push({...word, line: word.line + firstLine})
    firstLine += page.text.split('\n').length + 1
  }
  return {text: texts.join('\n\n'), words}
}
