/**
 * Scoring an extraction against a corpus case's table (bench/lab-reports.mjs and the pipeline's jest
 * test): a row is exact when analyte, value, unit and flag all match a row the report has; wrong
 * when only analyte and value do; invented when no row of the report has its analyte and value.
 */
import type {LabReportCase, LabRow} from '../../src/labs/types'

type Expected = LabReportCase['expected'][number]
type Scored = Pick<LabRow, 'analyte' | 'value' | 'unit' | 'flag'>

export interface Score {
  exact: number
  missed: Expected[]
  wrong: Array<{expected: Expected; got: Scored}>
  invented: Scored[]
}

/** Pairs each expected row with an extracted one: first exact matches, then same analyte and value. */
export function scoreRows(expected: readonly Expected[], extracted: readonly Scored[]): Score {
  const key = (row: Scored) => `${row.analyte} ${row.value} ${row.unit} ${row.flag}`
  const left = [...extracted]
  const take = (test: (candidate: Scored) => boolean) => {
    const index = left.findIndex(test)
    return index === -1 ? null : left.splice(index, 1)[0]!
  }
  const missed: Expected[] = []
  const wrong: Score['wrong'] = []
  let exact = 0
  const unmatched: Expected[] = []
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

/** Tesseract's languages for a corpus language: the page's and English. */
export const OCR_LANGUAGES: Readonly<Record<LabReportCase['language'], readonly string[]>> = {
  en: ['eng'], es: ['spa', 'eng'], fr: ['fra', 'eng'], de: ['deu', 'eng'],
}
