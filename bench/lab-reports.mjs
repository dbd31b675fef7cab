/**
 * The lab-result extractor against the lab report corpus (docs/lab-results.md), through the real
 * pipeline: each text report as stored, as a PDF printed by Chromium and read by `HeavyWork.pdfText`,
 * and as a phone photo of the printout read by `HeavyWork.ocr` (Tesseract); each CSV export as stored.
 *
 *   npm run lab-reports                  the development half: totals, then every row missed,
 *                                        wrong or invented, to tune against
 *   npm run lab-reports -- --held-out    the held-out half: totals only, never the rows, so that
 *                                        reading its output cannot tune the extractor
 *   --kinds text,csv,pdf,photo           only these kinds (default: all four)
 *   --ocr-out DIR                        (development half only) write each photo's OCR text to DIR
 *                                        as the server keeps it, and the words Tesseract was unsure of
 *                                        (ID.words.json)
 *   --photo-variant N                    photograph each printout again with another seed (N > 0)
 *   --ids h17-fr,h16-                    (development half only) only the reports whose id starts
 *                                        with one of these prefixes, to photograph a few quickly
 *
 * A row is exact when analyte, value, unit and flag all match a row the report has; invented when
 * no row of the report has its analyte and value. Targets, in every language: rows exact ≥ 95% on
 * text, CSV and PDF, ≥ 85% on photos; no row invented anywhere. Exits 1 when a target is missed.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {loadLabModules} from './lab-report-documents.mjs'

const heldOut = process.argv.includes('--held-out')
const option = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const LANGUAGES = ['en', 'es', 'fr', 'de']
const KINDS = (option('--kinds') ?? 'text,csv,pdf,photo').split(',')
const TARGETS = {text: 0.95, csv: 0.95, pdf: 0.95, photo: 0.85}
const ocrOut = heldOut ? undefined : option('--ocr-out')
const photoVariant = Number(option('--photo-variant') ?? 0)
const idPrefixes = heldOut ? undefined : option('--ids')?.split(',')
/** Photos read at once: the machine's two cores. */
const OCR_JOBS = Math.max(1, Math.min(2, os.availableParallelism()))

const {extractLabRows, developmentHalf, heldOutHalf, ReportPrinter, scoreRows, OCR_LANGUAGES, HeavyWork, tidyOcrReading, unsureWordsIn} = await loadLabModules()
const half = heldOut ? heldOutHalf : developmentHalf
const heavy = new HeavyWork({jobs: OCR_JOBS, memoryMb: 768, timeoutMs: 120_000, waitMs: 3_600_000, maxWaiting: 10_000})
const printer = new ReportPrinter()
if (ocrOut) mkdirSync(ocrOut, {recursive: true})

/** Every report to read: [language, case, kind, text-or-promise]. */
const readings = []
const timings = {ocr: [], pdf: [], extract: {text: [], csv: [], pdf: [], photo: []}}
try {
  const photos = []
  for (const language of LANGUAGES) {
    for (const item of half[language]) {
      if (idPrefixes && !idPrefixes.some((prefix) => item.id.startsWith(prefix))) continue
      if (KINDS.includes(item.kind)) readings.push({language, item, kind: item.kind, text: item.text})
      if (item.kind !== 'text' || !(KINDS.includes('pdf') || KINDS.includes('photo'))) continue
      const {pdf, photo} = await printer.documents(item, photoVariant)
      if (KINDS.includes('pdf')) {
        const start = performance.now()
        const read = await heavy.pdfText(pdf, {maxPages: 10, maxChars: 200_000})
        timings.pdf.push(performance.now() - start)
        readings.push({language, item, kind: 'pdf', text: read.text})
      }
      if (KINDS.includes('photo')) photos.push({language, item, photo})
    }
  }
  await printer.close()
  // A pool of OCR_JOBS readers, each reading one photo at a time, so that a photo's time is its own.
  const queue = [...photos]
  await Promise.all(Array.from({length: OCR_JOBS}, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const start = performance.now()
      const ocr = await heavy.ocr(next.photo, {languages: OCR_LANGUAGES[next.language], maxPixels: 50_000_000})
      timings.ocr.push(performance.now() - start)
      // What the server keeps of a photo (server/attachments/process.ts): the tidied text and the words Tesseract was unsure of.
      const read = tidyOcrReading(ocr.text, ocr.words)
      const unsure = unsureWordsIn(read.text, read.words)
      if (ocrOut) writeFileSync(path.join(ocrOut, `${next.item.id}.txt`), read.text)
      if (ocrOut) writeFileSync(path.join(ocrOut, `${next.item.id}.words.json`), JSON.stringify(unsure))
      readings.push({language: next.language, item: next.item, kind: 'photo', text: read.text, words: unsure})
    }
  }))
} finally {
  await printer.close()
  heavy.stop()
}
process.exitCode = report() ? 0 : 1

function report() {
  console.log(`Lab-result extractor through the pipeline, ${heldOut ? 'HELD-OUT half (totals only)' : 'development half'}\n`)
  const rows = [['kind', 'language', 'reports', 'rows exact', 'wrong unit or flag', 'missed', 'invented', 'verdict']]
  const listed = []
  let passed = true
  const order = ['text', 'csv', 'pdf', 'photo'].filter((kind) => KINDS.includes(kind))
  readings.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.item.id.localeCompare(b.item.id, 'en', {numeric: true}))
  for (const kind of order) {
    const all = {reports: 0, expected: 0, exact: 0, wrong: 0, missed: 0, invented: 0}
    for (const language of LANGUAGES) {
      const totals = {reports: 0, expected: 0, exact: 0, wrong: 0, missed: 0, invented: 0}
      for (const reading of readings.filter((candidate) => candidate.kind === kind && candidate.language === language)) {
        // The page's time is its fastest of three readings: a garbage collection is not the extractor's.
        let fastest = Infinity
        let extracted = []
        for (let round = 0; round < 3; round++) {
          const start = performance.now()
          extracted = extractLabRows(reading.text, language, {ocr: kind === 'photo', ocrWords: reading.words}).rows
          fastest = Math.min(fastest, performance.now() - start)
        }
        timings.extract[kind].push(fastest)
        const result = scoreRows(reading.item.expected, extracted)
        totals.reports += 1
        totals.expected += reading.item.expected.length
        totals.exact += result.exact
        totals.wrong += result.wrong.length
        totals.missed += result.missed.length
        totals.invented += result.invented.length
        if (!heldOut) {
          const show = (row) => `${row.analyte} ${row.value} ${row.unit || '(no unit)'} ${row.flag ?? '-'}`
          const at = `${kind.padEnd(5)} [${reading.item.id}]`
          for (const {expected, got} of result.wrong) listed.push(`  WRONG    ${at} expected ${show(expected)}, got ${show(got)}`)
          for (const row of result.missed) listed.push(`  MISSED   ${at} ${show(row)}`)
          for (const row of result.invented) listed.push(`  INVENTED ${at} ${show(row)}`)
        }
      }
      if (totals.reports === 0) continue
      for (const key of Object.keys(all)) all[key] += totals[key]
      const ok = verdict(kind, totals)
      passed &&= ok
      rows.push([kind, language, ...cells(totals), ok ? 'PASS' : 'MISS'])
    }
    if (all.reports > 0) rows.push([kind, 'all', ...cells(all), verdict(kind, all) ? 'PASS' : 'MISS'])
  }
  table(rows)
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  if (timings.ocr.length > 0) {
    console.log(`\nOCR per photo (${OCR_JOBS} at a time, one Tesseract thread each): median ${seconds(median(timings.ocr))}, slowest ${seconds(Math.max(...timings.ocr))}`)
  }
  if (timings.pdf.length > 0) console.log(`PDF text per document: median ${seconds(median(timings.pdf))}, slowest ${seconds(Math.max(...timings.pdf))}`)
  const extraction = order.filter((kind) => timings.extract[kind].length > 0)
    .map((kind) => `${kind} ${median(timings.extract[kind]).toFixed(2)} / ${Math.max(...timings.extract[kind]).toFixed(2)}`)
  console.log(`Extraction ms per page (median / slowest): ${extraction.join(', ')}`)
  console.log(`\nTargets: rows exact ≥ 95% on text, CSV and PDF, ≥ 85% on photos; no row invented; in every language.`)
  if (listed.length > 0) console.log(`\n${listed.join('\n')}`)
  return passed
}

function cells(totals) {
  const share = totals.expected === 0 ? 0 : totals.exact / totals.expected
  return [String(totals.reports), `${totals.exact}/${totals.expected} (${(share * 100).toFixed(1)}%)`,
    String(totals.wrong), String(totals.missed), String(totals.invented)]
}

function verdict(kind, totals) {
  const share = totals.expected === 0 ? 1 : totals.exact / totals.expected
  return share >= TARGETS[kind] && totals.invented === 0
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  for (const row of rows) console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`)
}
