import {labTableFor, labTableNote, labTableNotes, hasCriticalLabValue} from './lab-context'
import {modelContent} from './model-context'
import type {Attachment} from '../storage/attachments'

const REPORT = [
  'Sodium 138 mmol/L 135 - 145',
  'Potassium 6.8 mmol/L 3.5 - 5.1 H',
  'Zonulin 12 ng/mL 0 - 10',
  'Haemoglobin 13.1 g/dL',
  'Urine protein ++',
].join('\n')

function attachment(id: string, text: string | null, name = 'report.pdf'): Attachment {
  return {
    id, sessionId: 's', messageId: 'm', kind: 'pdf', mime: 'application/pdf', name, size: 100, width: null, height: null,
    text, textSource: text === null ? null : 'document', textTruncated: false, pages: 1, pagesRead: 1, unsureWords: null, createdAt: 0,
  }
}

describe('the model\'s lab table', () => {
  it('gives one line per row, the range as written, the flag, the critical mark, and the unread lines', () => {
    const note = labTableNotes([attachment('a1', REPORT)])[0]!
    expect(note.split('\n')).toEqual([
      'Lab results read from "report.pdf" (deterministic extraction by Hale, not by you; flags from the report\'s range, else from Hale\'s default adult range):',
      'Test | Result | Reference range | Flag',
      'Sodium | 138 mmol/L | 135 - 145 | not flagged',
      'Potassium | 6.8 mmol/L | 3.5 - 5.1 | HIGH, CRITICAL',
      'Haemoglobin | 13.1 g/dL | no range on the report | not flagged',
      'Urine protein | ++ | no range on the report | HIGH',
      '1 line that looks like a result was not recognised and is not in this table; read it in the document text, and do not guess its meaning.',
      expect.stringMatching(/^\[Values marked CRITICAL are past a threshold .* seek urgent medical care now\.\]$/),
    ])
  })

  it('says nothing of a document that is not a lab report', () => {
    expect(labTableNotes([attachment('a2', 'Dear Dr Smith, my glucose was 6.1 mmol/L.'), attachment('a3', null)])).toEqual([])
    expect(hasCriticalLabValue([attachment('a2', 'Dear Dr Smith, my glucose was 6.1 mmol/L.')])).toBe(false)
    expect(hasCriticalLabValue([attachment('a1', REPORT)])).toBe(true)
    expect(hasCriticalLabValue(undefined)).toBe(false)
  })

  it('writes the table into the message content after the document text', () => {
    const content = modelContent('What do these mean?', [attachment('a1', REPORT)], new Map(), {vision: true, textBudget: 10_000})
    expect(typeof content).toBe('string')
    const text = content as string
    expect(text.indexOf('<<<END ATTACHED DOCUMENT "report.pdf">>>')).toBeGreaterThan(0)
    expect(text.indexOf('Potassium | 6.8 mmol/L | 3.5 - 5.1 | HIGH, CRITICAL')).toBeGreaterThan(text.indexOf('<<<END ATTACHED DOCUMENT'))
  })

  it('reads a text again when it changed under the same id (text recognised later), from the cache otherwise', () => {
    expect(labTableFor(attachment('a4', ''))).toBeNull()
    const table = labTableFor(attachment('a4', REPORT))
    expect(table?.rows).toHaveLength(4)
    expect(labTableFor(attachment('a4', REPORT))).toBe(table)
  })

  it('writes a note without unread lines or critical values as just the table', () => {
    const note = labTableNote('a.csv', {rows: [{analyte: 'iron', name: 'Iron', value: 10, unit: 'µmol/L', range: '10 - 30', flag: null}], unrecognisedLines: 0, critical: []})
    expect(note.split('\n').slice(1)).toEqual(['Test | Result | Reference range | Flag', 'Iron | 10 µmol/L | 10 - 30 | not flagged'])
  })
})

describe('a table from a photo\'s text', () => {
  it('reads OCR text with the photo rules: a row whose unit OCR garbled past recognition is not in the table', () => {
    const text = ['Potassium 6.8 XQ 3.5 - 5.1', 'Sodium 141 mmol/L 135 - 145', 'Glucose 4.9 mmol/L 3.9 - 5.5'].join('\n')
    const fromDocument = labTableFor({...attachment('ocr-1', text), textSource: 'document'})
    const fromPhoto = labTableFor({...attachment('ocr-2', text), textSource: 'ocr'})
    expect(fromDocument?.rows.map((row) => row.analyte)).toEqual(['potassium', 'sodium', 'glucose'])
    expect(fromPhoto?.rows.map((row) => row.analyte)).toEqual(['sodium', 'glucose'])
    expect(fromPhoto?.unrecognisedLines).toBe(1)
  })
})

describe('a table from a photo\'s text with the words Tesseract was unsure of', () => {
  const text = ['Analyse   Ergebnis   Einheit   Referenz', 'Kalium   4,1   mmol/l   3,5 - 5,1', 'Natrium   141   mmol/l   135 - 145', 'Glukose   5,2   mmol/l   3,9 - 5,5'].join('\n')
  const photo = (id: string, unsureWords: Attachment['unsureWords']): Attachment => ({...attachment(id, text), kind: 'image', textSource: 'ocr', unsureWords})
  const analytes = (table: ReturnType<typeof labTableFor>) => table?.rows.map((row) => row.analyte)

  it('leaves out an unmarked value listed as unsure, and keeps it when it is not listed or the words are unknown', () => {
    const refused = labTableFor(photo('unsure-1', [{line: 1, text: '4,1', confidence: 41}]))
    expect(analytes(refused)).toEqual(['sodium', 'glucose'])
    expect(refused?.unrecognisedLines).toBe(1)
    expect(analytes(labTableFor(photo('unsure-2', [{line: 2, text: 'mmol/l', confidence: 30}])))).toEqual(['potassium', 'sodium', 'glucose'])
    expect(analytes(labTableFor(photo('unsure-3', [])))).toEqual(['potassium', 'sodium', 'glucose'])
    expect(analytes(labTableFor(photo('unsure-4', null)))).toEqual(['potassium', 'sodium', 'glucose'])
  })

  it('does not use the words for text that OCR did not read', () => {
    const document = {...photo('unsure-5', [{line: 1, text: '4,1', confidence: 41}]), textSource: 'document' as const}
    expect(analytes(labTableFor(document))).toEqual(['potassium', 'sodium', 'glucose'])
  })

  it('reads the table again when the unsure words under the same id and text differ, from the cache otherwise', () => {
    const sure = labTableFor(photo('unsure-6', []))
    expect(analytes(sure)).toEqual(['potassium', 'sodium', 'glucose'])
    expect(analytes(labTableFor(photo('unsure-6', [{line: 2, text: '141', confidence: 20}])))).toEqual(['potassium', 'glucose'])
    const again = labTableFor(photo('unsure-6', [{line: 2, text: '141', confidence: 20}]))
    expect(labTableFor(photo('unsure-6', [{line: 2, text: '141', confidence: 20}]))).toBe(again)
    expect(labTableFor(photo('unsure-6', []))).not.toBe(again)
  })
})
