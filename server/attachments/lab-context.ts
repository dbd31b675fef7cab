/**
 * The lab tables of a message's attachments, on the server: read from each attachment's stored
 * text (`labTableOf`), kept in a small cache by attachment id, and written for the model, the
 * wire, the banner's verdict and the exports. See docs/lab-results.md.
 */
import {translate} from '../../src/framework/i18n/translate'
import {labTableOf, wireLabTable, type LabTable} from '../../src/labs/lab-table'
import {gradeText} from '../../src/labs/lab-format'
import type {WireLabRow, WireLabTable} from '../../src/labs/wire-table'
import type {Attachment} from '../storage/attachments'

/**
 * Tables read recently, by attachment id, with what they were read from (OCR may fill the text
 * later): the text, whether OCR read it, and the words Tesseract was unsure of.
 */
const CACHE_SIZE = 256
const cache = new Map<string, {text: string; ocr: boolean; unsure: string; table: LabTable | null}>()

/** An attachment as the lab tables read it: its text, whether OCR read that text from a photo, and the words OCR doubted. */
type LabSource = Pick<Attachment, 'id' | 'text'> & {textSource?: Attachment['textSource']; unsureWords?: Attachment['unsureWords']}

/**
 * The lab table of an attachment's stored text, or null when it is not a lab report. Text read by
 * OCR is read with the extractor's photo rules (every row needs its unit; a lost decimal drops it)
 * and, when the words Tesseract was unsure of were kept, without the unmarked values it doubted.
 */
export function labTableFor(attachment: LabSource): LabTable | null {
  const text = attachment.text ?? ''
  const ocr = attachment.textSource === 'ocr'
  const ocrWords = ocr ? attachment.unsureWords ?? undefined : undefined
  // The words are few; the text is compared as it is, not copied into a key on every read.
  const unsure = JSON.stringify(ocrWords ?? null)
  const cached = cache.get(attachment.id)
  if (cached && cached.text === text && cached.ocr === ocr && cached.unsure === unsure) {
    // Most recently used last, so the oldest is the one dropped.
    cache.delete(attachment.id)
    cache.set(attachment.id, cached)
    return cached.table
  }
  const table = labTableOf(text, undefined, {ocr, ocrWords})
  cache.set(attachment.id, {text, ocr, unsure, table})
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return table
}

/** The wire table of an attachment, its names in `locale` (absent when it is not a lab report). */
export function wireLabTableFor(attachment: LabSource, locale: string): WireLabTable | undefined {
  const table = labTableFor(attachment)
  return table ? wireLabTable(table, (analyte) => translate(locale, `analyte.${analyte}`)) : undefined
}

/** True when any of these attachments is a lab report with a value past a critical threshold. */
export function hasCriticalLabValue(attachments: readonly LabSource[] | undefined): boolean {
  return (attachments ?? []).some((attachment) => (labTableFor(attachment)?.critical.length ?? 0) > 0)
}

/**
 * What the model reads of a lab report, after its text: one line per row (name, value and unit,
 * the report's range, the flag), the rows past a critical threshold, and how many lines were not
 * read. English (`table` made for 'en'), like the rest of Hale's notes to the model.
 */
export function labTableNote(name: string, table: WireLabTable): string {
  const critical = new Set(table.critical)
  const lines = [
    `Lab results read from "${name}" (deterministic extraction by Hale, not by you; flags from the report's range, else from Hale's default adult range):`,
    'Test | Result | Reference range | Flag',
    ...table.rows.map((row, index) => {
      const flag = [row.flag === 'high' ? 'HIGH' : row.flag === 'low' ? 'LOW' : 'not flagged', ...(critical.has(index) ? ['CRITICAL'] : [])].join(', ')
      return `${row.name} | ${resultText(row)} | ${row.range ?? 'no range on the report'} | ${flag}`
    }),
  ]
  if (table.unrecognisedLines > 0) {
    const unread = table.unrecognisedLines === 1
      ? '1 line that looks like a result was not recognised and is not in this table'
      : `${table.unrecognisedLines} lines that look like results were not recognised and are not in this table`
    lines.push(`${unread}; read ${table.unrecognisedLines === 1 ? 'it' : 'them'} in the document text, and do not guess ${table.unrecognisedLines === 1 ? 'its' : 'their'} meaning.`)
  }
  if (critical.size > 0) {
    lines.push(`[Values marked CRITICAL are past a threshold at which laboratories call a clinician at once. Hale has shown the visitor its emergency banner. Open your answer by telling them to seek urgent medical care now.]`)
  }
  return lines.join('\n')
}

/** The notes of a message's lab reports for the model, in attachment order. */
export function labTableNotes(attachments: readonly Attachment[]): string[] {
  return attachments.flatMap((attachment) => {
    const table = wireLabTableFor(attachment, 'en')
    return table ? [labTableNote(attachment.name, table)] : []
  })
}

/** "6.8 mmol/L", "++", "7.5": a row's value and unit in plain text (a point for decimals). */
function resultText(row: WireLabRow): string {
  if (row.unit === 'grade') return gradeText(row.value, 'negative')
  return row.unit ? `${row.value} ${row.unit}` : String(row.value)
}

