/**
 * A document's lab table: the rows `extractLabRows` reads from an attachment's stored text (a
 * PDF's text layer, a CSV or text file, a photo's recognised text), how many lines looked like
 * results but named nothing Hale knows, and the rows past a critical threshold. Deterministic and
 * without a model. The server builds it (server/attachments/lab-context.ts); the visitor, the
 * model, the banner, the share page and the exports all read it. See docs/lab-results.md.
 */
import {criticalFindings, type CriticalFinding} from './defaults'
import {extractLabRows, type ExtractOptions, type ReportLanguage} from './extract'
import type {Analyte, LabRow} from './types'
import type {WireLabTable} from './wire-table'

/**
 * The fewest rows that make a document a lab report: one number with a known name ("my glucose
 * was 6.1 this morning" in a letter) is not a report, two results are.
 */
export const MIN_LAB_ROWS = 2

export interface LabTable {
  rows: LabRow[]
  /** Lines that look like results (a label, a value, a unit or range) but name no analyte Hale knows. */
  unrecognisedLines: number
  /** The rows past a critical threshold (src/labs/defaults.ts `CRITICAL_THRESHOLDS`). */
  critical: CriticalFinding[]
}

/** The lab table of a document's text, or null when it has fewer than `MIN_LAB_ROWS` rows. */
export function labTableOf(text: string | null | undefined, language?: ReportLanguage, options: ExtractOptions = {}): LabTable | null {
  if (!text || text.trim() === '') return null
  const {rows, unrecognisedLines} = extractLabRows(text, language, options)
  if (rows.length < MIN_LAB_ROWS) return null
  return {rows, unrecognisedLines, critical: criticalFindings(rows)}
}

/**
 * The table as the page and the API carry it: only what is shown, the range as the report writes
 * it, each analyte's name as `nameOf` gives it (in the reader's language).
 */
export function wireLabTable(table: LabTable, nameOf: (analyte: Analyte) => string): WireLabTable {
  const critical = [...new Set(table.critical.map((finding) => table.rows.indexOf(finding.row)))].filter((index) => index >= 0)
  return {
    rows: table.rows.map(({analyte, value, unit, range, flag}) => ({analyte, name: nameOf(analyte), value, unit, range: range?.text ?? null, flag})),
    unrecognisedLines: table.unrecognisedLines,
    critical,
  }
}
