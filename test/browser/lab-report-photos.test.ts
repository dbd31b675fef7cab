/**
 * Lab reports through the real pipeline: a handful of development reports (one a language) printed
 * by Debian's Chromium to PDFs and photographed as a phone would (test/support/lab-report-documents.ts),
 * then read as an upload would be, the PDF by `HeavyWork.pdfText`, the photo by `HeavyWork.ocr`
 * (Tesseract), and each text by `extractLabRows`. Fails when any step breaks or reads worse than the
 * targets: rows exact ≥ 95% from PDFs, ≥ 85% from photos, no row invented from either.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {HeavyWork} from '../../server/attachments/heavy-work'
import {developmentHalf} from '../../src/labs/corpus'
import {extractLabRows} from '../../src/labs/extract'
import type {LabReportCase} from '../../src/labs/types'
import {ReportPrinter, gaussianNoise, type ReportDocuments} from '../support/lab-report-documents'
import {OCR_LANGUAGES, scoreRows} from '../support/lab-report-score'

const HANDFUL: readonly LabReportCase[] = (['en', 'es', 'fr', 'de'] as const).map((language) => {
  const found = developmentHalf[language].filter((item) => item.kind === 'text')[1]
  if (!found) throw new Error(`No second text report in ${language}`)
  return found
})

interface Totals { expected: number; exact: number; invented: string[] }
const totals = (): Totals => ({expected: 0, exact: 0, invented: []})

describe('lab reports as PDFs and phone photos, read through the pipeline', () => {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'hale-lab-report-test-'))
  const printer = new ReportPrinter(cacheDir)
  const heavy = new HeavyWork({jobs: 2, memoryMb: 768, timeoutMs: 60_000, waitMs: 120_000, maxWaiting: 16})
  const documents = new Map<string, ReportDocuments>()

  beforeAll(async () => {
    for (const item of HANDFUL) documents.set(item.id, await printer.documents(item))
    await printer.close()
  }, 120_000)

  afterAll(async () => {
    heavy.stop()
    await printer.close()
    rmSync(cacheDir, {recursive: true, force: true})
  })

  const add = (sum: Totals, item: LabReportCase, text: string, ocr: boolean) => {
    const result = scoreRows(item.expected, extractLabRows(text, item.language, {ocr}).rows)
    sum.expected += item.expected.length
    sum.exact += result.exact
    for (const row of result.invented) sum.invented.push(`${item.id}: ${row.analyte} ${row.value} ${row.unit}`)
  }

  it('makes a PDF with a text layer and a JPEG photo of each report', () => {
    for (const item of HANDFUL) {
      const made = documents.get(item.id)!
      expect(made.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect([...made.photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    }
  })

  it('draws the same photo noise from the same seed, so that every machine reads the same photos', () => {
    const first = gaussianNoise(64, 48, 3, 8, 12345)
    expect(gaussianNoise(64, 48, 3, 8, 12345).equals(first)).toBe(true)
    expect(gaussianNoise(64, 48, 3, 8, 12346).equals(first)).toBe(false)
    const mean = first.reduce((sum, value) => sum + value, 0) / first.length
    const spread = Math.sqrt(first.reduce((sum, value) => sum + (value - mean) ** 2, 0) / first.length)
    expect(Math.abs(mean - 128)).toBeLessThan(1)
    expect(spread).toBeGreaterThan(7)
    expect(spread).toBeLessThan(9)
  })

  it('reads the PDFs\' text layers: rows exact ≥ 95%, none invented', async () => {
    const sum = totals()
    for (const item of HANDFUL) {
      const read = await heavy.pdfText(documents.get(item.id)!.pdf, {maxPages: 4, maxChars: 100_000})
      add(sum, item, read.text, false)
    }
    expect(sum.invented).toEqual([])
    expect(sum.exact / sum.expected).toBeGreaterThanOrEqual(0.95)
  }, 60_000)

  it('reads the photos by OCR: rows exact ≥ 85%, none invented', async () => {
    const sum = totals()
    const texts = await Promise.all(HANDFUL.map(async (item) => {
      const read = await heavy.ocr(documents.get(item.id)!.photo, {languages: OCR_LANGUAGES[item.language], maxPixels: 50_000_000})
      // A phone photo is tilted by 1–5°: the tilt was found and taken out.
      expect(Math.abs(read.skewDegrees)).toBeGreaterThanOrEqual(0.75)
      return read.text
    }))
    HANDFUL.forEach((item, index) => add(sum, item, texts[index]!, true))
    expect(sum.invented).toEqual([])
    expect(sum.exact / sum.expected).toBeGreaterThanOrEqual(0.85)
  }, 120_000)
})
