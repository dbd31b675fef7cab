/**
 * A lab table as the API, the pages and the exports carry it (built on the server by
 * `wireLabTable`, src/labs/lab-table.ts), and its check when it arrives in the browser. How its
 * values are written is in lab-format.ts. Nothing here reads a report: the browser gets this
 * module without the extractor.
 */
import type {Analyte, LabFlag} from './types'

/** One row: the value and unit as reported (a dipstick's grade with unit `grade`), the range as written. */
export interface WireLabRow {
  analyte: Analyte
  /**
   * The analyte's name in the language the table was made for (the page's, else the
   * conversation's), from the `analyte.<id>` catalog on the server: the pages then need no name
   * catalog of their own.
   */
  name: string
  value: number
  unit: string
  /** The report's reference range as it writes it ("3.5 - 5.1", "< 5.2"); null when it gives none. */
  range: string | null
  flag: LabFlag
}

export interface WireLabTable {
  rows: WireLabRow[]
  /** Lines that look like results but name nothing Hale knows: not in `rows`, never guessed. */
  unrecognisedLines: number
  /** Indexes into `rows` of the results past a critical threshold. */
  critical: number[]
}

/** A row past a critical threshold, for the emergency banner's line. */
export type CriticalLabValue = Pick<WireLabRow, 'analyte' | 'name' | 'value' | 'unit'>

/** `value` as a WireLabTable, or null when it does not have the shape. */
export function toWireLabTable(value: unknown): WireLabTable | null {
  if (!isObject(value) || !Array.isArray(value.rows) || !Array.isArray(value.critical)) return null
  const rows: WireLabRow[] = []
  for (const row of value.rows) {
    if (!isObject(row) || !isAnalyte(row.analyte) || typeof row.value !== 'number' || typeof row.unit !== 'string') return null
    const flag = row.flag === 'high' || row.flag === 'low' ? row.flag : null
    const name = typeof row.name === 'string' && row.name !== '' ? row.name : row.analyte
    rows.push({analyte: row.analyte, name, value: row.value, unit: row.unit, range: typeof row.range === 'string' ? row.range : null, flag})
  }
  const critical = value.critical.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < rows.length)
  const unrecognised = typeof value.unrecognisedLines === 'number' && value.unrecognisedLines > 0 ? Math.floor(value.unrecognisedLines) : 0
  return {rows, unrecognisedLines: unrecognised, critical}
}

/**
 * An analyte id as the server writes it. Not checked against `ANALYTES`: that list would join every
 * page that reads a message, and the server and the page come from one build.
 */
function isAnalyte(value: unknown): value is Analyte {
  return typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
