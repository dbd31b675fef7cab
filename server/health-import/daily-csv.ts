/**
 * CSV exports read line by line: Google Fit's daily summary from a Takeout ("Daily activity
 * metrics.csv": one row per day) and Hale's generic `date,metric,value[,unit]` file, one row per
 * value. Columns, names and units accepted: docs/health-data.md.
 */
import {createInterface} from 'node:readline'
import type {Readable} from 'node:stream'
import {DailyTotals, TooMuchDataError, dateOfDay} from '../../src/health-data/daily-totals'
import {HEALTH_METRICS, type HealthExportKind, type HealthMetric, type HealthSummary} from '../../src/health-data/types'
import {progressCounter, type ReadOptions} from './apple-health'
import {GLUCOSE_MG_DL_PER_MMOL_L, POUND_KG} from '../../src/health-data/units'
import {HealthImportError} from './errors'

/** Longer lines are not CSV an export writes. */
const MAX_LINE = 10_000

/** Google Fit's daily-summary columns Hale reads, and how each becomes a metric's unit. */
const GOOGLE_FIT_COLUMNS: Record<string, {metric: HealthMetric; scale: number}> = {
  'step count': {metric: 'steps', scale: 1},
  'average weight (kg)': {metric: 'weight', scale: 1},
  'sleep duration (ms)': {metric: 'sleep', scale: 1 / 3_600_000},
}

/** The generic file's metric names (Hale's own and the usual short ones). */
export const GENERIC_NAMES: Record<string, HealthMetric> = {
  ...Object.fromEntries(Object.keys(HEALTH_METRICS).map((name) => [name, name as HealthMetric])),
  resting_hr: 'resting_heart_rate', hrv: 'heart_rate_variability', sleep_hours: 'sleep', systolic: 'blood_pressure_systolic',
  diastolic: 'blood_pressure_diastolic', glucose: 'blood_glucose', spo2: 'oxygen_saturation',
}

/** A value in the unit the row names → the metric's unit, or null when the unit is not one Hale knows for it. */
export function convertGeneric(metric: HealthMetric, value: number, unit: string): number | null {
  const want = HEALTH_METRICS[metric].unit.toLowerCase()
  if (unit === '' || unit === want) return metric === 'oxygen_saturation' && value <= 1 ? value * 100 : value
  if (metric === 'weight' && (unit === 'lb' || unit === 'lbs')) return value * POUND_KG
  if (metric === 'blood_glucose' && unit === 'mg/dl') return value / GLUCOSE_MG_DL_PER_MMOL_L
  if (HEALTH_METRICS[metric].unit === 'h' && (unit === 'min' || unit === 'minutes')) return value / 60
  if (HEALTH_METRICS[metric].unit === 'h' && unit === 'hours') return value
  if (metric === 'steps' && unit === 'count') return value
  if (metric === 'resting_heart_rate' && unit === 'count/min') return value
  return null
}

/** Splits a CSV line on `separator`, with double-quoted fields. */
export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') (field += '"'), i++
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === separator) fields.push(field), (field = '')
    else field += char
  }
  fields.push(field)
  return fields.map((value) => value.trim())
}

/** "1.234,5" or "1234.5" → 1234.5; NaN for anything else. */
export function numberOf(text: string, separator: string): number {
  const normalised = separator === ';' ? text.replace(/\./g, '').replace(',', '.') : text
  return /^-?\d+(?:\.\d+)?$/.test(normalised) ? Number(normalised) : NaN
}

/** Reads a CSV export; which one it is comes from its header line. */
export async function readDailyCsv(csv: Readable, totalBytes: number, options: ReadOptions = {}): Promise<HealthSummary> {
  const lines = createInterface({input: csv, crlfDelay: Infinity})
  const totals = new DailyTotals()
  let kind: HealthExportKind | null = null
  let separator = ','
  let columns: string[] = []
  const progress = progressCounter(totalBytes, options.onProgress)
  try {
    for await (const line of lines) {
      if (options.signal?.aborted) throw options.signal.reason
      if (line.length > MAX_LINE) throw new HealthImportError('corrupt', 'A line of the file is far longer than any export writes.')
      progress(Buffer.byteLength(line) + 1)
      if (kind === null) {
        const header = line.replace(/^\uFEFF/, '')
        separator = header.split(';').length > header.split(',').length ? ';' : ','
        columns = splitCsvLine(header, separator).map((name) => name.toLowerCase())
        if (columns[0] === 'date' && columns.some((name) => name in GOOGLE_FIT_COLUMNS)) kind = 'google_fit'
        else if (columns[0] === 'date' && columns[1] === 'metric' && columns[2] === 'value') kind = 'csv'
        else throw new HealthImportError('not_an_export', 'The CSV file is neither a Google Fit daily summary nor a date,metric,value file.')
        continue
      }
      if (line.trim() === '') continue
      const fields = splitCsvLine(line, separator)
      const date = fields[0]!.slice(0, 10)
      if (kind === 'google_fit') {
        columns.forEach((name, at) => {
          const column = GOOGLE_FIT_COLUMNS[name]
          const value = numberOf(fields[at] ?? '', separator)
          if (column && Number.isFinite(value)) totals.add(column.metric, date, value * column.scale)
        })
      } else {
        const metric = GENERIC_NAMES[(fields[1] ?? '').toLowerCase()]
        const value = numberOf(fields[2] ?? '', separator)
        const converted = metric && Number.isFinite(value) ? convertGeneric(metric, value, (fields[3] ?? '').toLowerCase()) : null
        if (metric && converted !== null) totals.add(metric, date, converted)
      }
    }
  } catch (error) {
    if (error instanceof TooMuchDataError) throw new HealthImportError('too_much_data', error.message)
    throw error
  } finally {
    lines.close()
    csv.destroy()
  }
  if (kind === null) throw new HealthImportError('not_an_export', 'The file is empty.')
  const summary = totals.latestDay === null ? null : totals.summary(kind, dateOfDay(totals.latestDay))
  if (!summary) throw new HealthImportError('no_recent_data', 'The file has no values Hale reads.')
  return summary
}
