/**
 * A lab table as the API, the pages and the exports carry it (built on the server by
 * `wireLabTable`, src/labs/lab-table.ts), and how its values are written. Nothing here reads a
 * report: the browser gets this module without the extractor.
 */
import {ANALYTES, type Analyte, type LabFlag} from './types'

/** One row: the value and unit as reported (a dipstick's grade with unit `grade`), the range as written. */
export interface WireLabRow {
  analyte: Analyte
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
export type CriticalLabValue = Pick<WireLabRow, 'analyte' | 'value' | 'unit'>

/** `value` as a WireLabTable, or null when it does not have the shape. */
export function toWireLabTable(value: unknown): WireLabTable | null {
  if (!isObject(value) || !Array.isArray(value.rows) || !Array.isArray(value.critical)) return null
  const rows: WireLabRow[] = []
  for (const row of value.rows) {
    if (!isObject(row) || !isAnalyte(row.analyte) || typeof row.value !== 'number' || typeof row.unit !== 'string') return null
    const flag = row.flag === 'high' || row.flag === 'low' ? row.flag : null
    rows.push({analyte: row.analyte, value: row.value, unit: row.unit, range: typeof row.range === 'string' ? row.range : null, flag})
  }
  const critical = value.critical.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < rows.length)
  const unrecognised = typeof value.unrecognisedLines === 'number' && value.unrecognisedLines > 0 ? Math.floor(value.unrecognisedLines) : 0
  return {rows, unrecognisedLines: unrecognised, critical}
}

/** The rows of these tables past a critical threshold, in order. */
export function criticalLabValues(tables: readonly (WireLabTable | null | undefined)[]): CriticalLabValue[] {
  return tables.flatMap((table) => table ? table.critical.map((index) => table.rows[index]!).map(({analyte, value, unit}) => ({analyte, value, unit})) : [])
}

/** A dipstick grade as printed: 0 is `negative` (the caller's word), then `+` to `++++`. */
export function gradeText(grade: number, negative: string): string {
  return grade <= 0 ? negative : '+'.repeat(Math.min(4, Math.round(grade)))
}

/**
 * A value as the visitor reads it: the locale's decimal sign, no grouping (a lab writes 250, not
 * 250.0 or 2,50), a dipstick as its grade.
 */
export function labValueText(row: Pick<WireLabRow, 'value' | 'unit'>, locale: string, negative: string): string {
  if (row.unit === 'grade') return gradeText(row.value, negative)
  return new Intl.NumberFormat(locale, {maximumFractionDigits: 6, useGrouping: false}).format(row.value)
}

/** A canonical unit for reading: `10^9/L` as `10⁹/L`; a grade or a unitless value has none. */
export function labUnitText(unit: string): string {
  if (unit === 'grade') return ''
  return unit.replace(/10\^(\d+)/g, (_, power: string) => `10${[...power].map((digit) => SUPERSCRIPTS[Number(digit)]).join('')}`)
}

/** "6.8 mmol/L": a value with its unit, for a sentence (the banner's line, an export). */
export function labResultText(row: Pick<WireLabRow, 'value' | 'unit'>, locale: string, negative: string): string {
  const unit = labUnitText(row.unit)
  return unit ? `${labValueText(row, locale, negative)} ${unit}` : labValueText(row, locale, negative)
}

const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹']

function isAnalyte(value: unknown): value is Analyte {
  return typeof value === 'string' && (ANALYTES as readonly string[]).includes(value)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
