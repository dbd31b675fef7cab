/**
 * How a lab table's values are written: for the page, the banner, the exports and the model.
 * Apart from the parser (wire-table.ts), so that pages that only read messages do not load it.
 */
import type {CriticalLabValue, WireLabRow, WireLabTable} from './wire-table'

/** The rows of these tables past a critical threshold, in order. */
export function criticalLabValues(tables: readonly (WireLabTable | null | undefined)[]): CriticalLabValue[] {
  return tables.flatMap((table) => table ? table.critical.map((index) => table.rows[index]!).map(({analyte, name, value, unit}) => ({analyte, name, value, unit})) : [])
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
