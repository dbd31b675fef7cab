/**
 * The lab-result extractor against the lab report corpus (docs/lab-results.md).
 *
 *   npm run lab-reports                  the development half: totals, then every row missed,
 *                                        wrong or invented, to tune against
 *   npm run lab-reports -- --held-out    the held-out half: totals only, never the rows, so that
 *                                        reading its output cannot tune the extractor
 *
 * A row is exact when analyte, value, unit and flag all match a row the report has; invented when
 * no row of the report has its analyte and value. Targets: rows exact ≥ 95% on text reports (PDF
 * text layers and CSV exports), no row invented. Exits 1 when a target is missed.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {build} from 'esbuild'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const heldOut = process.argv.includes('--held-out')
const LANGUAGES = ['en', 'es', 'fr', 'de']
const TARGET_EXACT = 0.95

const entry = `
export {extractLabRows} from './src/labs/extract'
export {developmentHalf, heldOutHalf} from './src/labs/corpus'
`

const dir = mkdtempSync(path.join(os.tmpdir(), 'hale-lab-reports-'))
const outfile = path.join(dir, 'extractor.mjs')
try {
  await build({stdin: {contents: entry, resolveDir: root, loader: 'ts'}, bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error'})
  const {extractLabRows, developmentHalf, heldOutHalf} = await import(pathToFileURL(outfile).href)
  process.exitCode = report(extractLabRows, heldOut ? heldOutHalf : developmentHalf) ? 0 : 1
} finally {
  rmSync(dir, {recursive: true, force: true})
}

/** Pairs each expected row with an extracted one: first exact matches, then same analyte and value. */
function score(expected, extracted) {
  const key = (row) => `${row.analyte} ${row.value} ${row.unit} ${row.flag}`
  const left = [...extracted]
  const take = (test) => {
    const index = left.findIndex(test)
    return index === -1 ? null : left.splice(index, 1)[0]
  }
  const missed = []
  const wrong = []
  let exact = 0
  const unmatched = []
  for (const row of expected) {
    if (take((candidate) => key(candidate) === key(row))) exact += 1
    else unmatched.push(row)
  }
  for (const row of unmatched) {
    const near = take((candidate) => candidate.analyte === row.analyte && candidate.value === row.value)
    if (near) wrong.push({expected: row, got: near})
    else missed.push(row)
  }
  return {exact, missed, wrong, invented: left}
}

function report(extract, half) {
  console.log(`Lab-result extractor, ${heldOut ? 'HELD-OUT half (totals only)' : 'development half'}\n`)
  const rows = [['language', 'reports', 'rows exact', 'wrong unit or flag', 'missed', 'invented', 'slowest report', 'verdict']]
  const listed = []
  let passed = true
  for (const language of LANGUAGES) {
    const totals = {reports: 0, expected: 0, exact: 0, wrong: 0, missed: 0, invented: 0, slowest: 0}
    for (const item of half[language]) {
      const start = performance.now()
      const {rows: extracted} = extract(item.text, language)
      totals.slowest = Math.max(totals.slowest, performance.now() - start)
      const result = score(item.expected, extracted)
      totals.reports += 1
      totals.expected += item.expected.length
      totals.exact += result.exact
      totals.wrong += result.wrong.length
      totals.missed += result.missed.length
      totals.invented += result.invented.length
      if (!heldOut) {
        const show = (row) => `${row.analyte} ${row.value} ${row.unit || '(no unit)'} ${row.flag ?? '-'}`
        for (const {expected, got} of result.wrong) listed.push(`  WRONG    [${item.id}] expected ${show(expected)}, got ${show(got)}`)
        for (const row of result.missed) listed.push(`  MISSED   [${item.id}] ${show(row)}`)
        for (const row of result.invented) listed.push(`  INVENTED [${item.id}] ${show(row)}`)
      }
    }
    const share = totals.expected === 0 ? 0 : totals.exact / totals.expected
    const ok = share >= TARGET_EXACT && totals.invented === 0
    passed &&= ok
    rows.push([language, String(totals.reports), `${totals.exact}/${totals.expected} (${(share * 100).toFixed(1)}%)`,
      String(totals.wrong), String(totals.missed), String(totals.invented), `${totals.slowest.toFixed(1)} ms`, ok ? 'PASS' : 'MISS'])
  }
  table(rows)
  console.log(`\nTargets: rows exact ≥ ${TARGET_EXACT * 100}%, no row invented, in every language.`)
  if (listed.length > 0) console.log(`\n${listed.join('\n')}`)
  return passed
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  for (const row of rows) console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`)
}
