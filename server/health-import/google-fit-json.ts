/**
 * Google Fit's raw data in a Takeout zip: `Takeout/Fit/All Data/*.json`, one file per data source,
 * each `{"Data Source": "...", "Data Points": [...]}`. Every file is inflated and read as it
 * streams (json-items.ts), one data point at a time. Which data types are read, which day a point
 * counts on and how merged and raw sources are told apart: docs/health-data.md.
 */
import {DailyTotals, dateOfDay} from '../../src/health-data/daily-totals'
import {HEALTH_METRIC_NAMES, type HealthMetric, type HealthSummary, type MetricSummary} from '../../src/health-data/types'
import {nightOf, progressCounter, type ReadOptions} from './apple-health'
import {HealthImportError} from './errors'
import {JsonItems, readJsonStream} from './json-items'
import {readZipEntries} from './zip-entry'

export const isFitAllData = (name: string) => /(^|\/)Fit\/All Data\/[^/]+\.json$/i.test(name)

/**
 * Google's own merge of a type's sources ("derived:com.google.step_count.delta:…:merge_step_deltas"):
 * it already counts each step once, so when it has a metric the raw sources are left out.
 */
const isMergedSource = (source: string) => /^derived[:_]/i.test(source) && /merge/i.test(source)

/** Sleep stages (`com.google.sleep.segment`): 1 awake, 2 sleep, 3 out of bed, 4 light, 5 deep, 6 REM. */
const ASLEEP_STAGES = new Map<number, HealthMetric | null>([[2, null], [4, 'sleep_light'], [5, 'sleep_deep'], [6, 'sleep_rem']])
/** A sleep segment longer than this is not a night's sleep. */
const MAX_SLEEP_MS = 24 * 3_600_000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `n`th number of a data point's `fitValue` (intVal or fpVal), or NaN. */
function fitNumber(point: Record<string, unknown>, n: number): number {
  const values = Array.isArray(point.fitValue) ? point.fitValue : []
  const value = isRecord(values[n]) && isRecord(values[n].value) ? values[n].value : null
  const number = value?.intVal ?? value?.fpVal
  return typeof number === 'number' ? number : NaN
}

/** Nanoseconds since 1970 (a number or a string of digits) → milliseconds, or NaN. */
function millisOf(nanos: unknown): number {
  if (typeof nanos === 'number') return Math.round(nanos / 1e6)
  if (typeof nanos === 'string' && /^\d+$/.test(nanos)) return Math.round(Number(nanos) / 1e6)
  return NaN
}

/** Takeout writes UTC times without the visitor's offset: a point counts on its UTC day. */
const utcDate = (millis: number) => new Date(millis).toISOString()

function addPoint(totals: DailyTotals, source: string, point: unknown): void {
  if (!isRecord(point) || typeof point.dataTypeName !== 'string') return
  const start = millisOf(point.startTimeNanos)
  const end = millisOf(point.endTimeNanos)
  if (!Number.isFinite(start) || !Number.isFinite(end)) return
  const date = utcDate(start).slice(0, 10)
  const first = fitNumber(point, 0)
  switch (point.dataTypeName) {
    case 'com.google.step_count.delta':
      return totals.add('steps', date, first, source)
    case 'com.google.weight':
      return totals.add('weight', date, first)
    case 'com.google.blood_pressure':
      totals.add('blood_pressure_systolic', date, first)
      return totals.add('blood_pressure_diastolic', date, fitNumber(point, 1))
    case 'com.google.blood_glucose':
      return totals.add('blood_glucose', date, first)
    case 'com.google.oxygen_saturation':
      return totals.add('oxygen_saturation', date, first)
    case 'com.google.sleep.segment': {
      if (!ASLEEP_STAGES.has(first) || !(end > start && end - start <= MAX_SLEEP_MS)) return
      const night = nightOf(utcDate(end))
      const hours = (end - start) / 3_600_000
      totals.add('sleep', night, hours, source)
      const stage = ASLEEP_STAGES.get(first)
      if (stage) totals.add(stage, night, hours, source)
    }
  }
}

/** Reads the All Data files of a Takeout zip; `totalBytes` is their inflated size, for progress. */
export async function readGoogleFitJson(file: string, totalBytes: number, options: ReadOptions = {}): Promise<HealthSummary> {
  const merged = new DailyTotals()
  const others = new DailyTotals()
  const progress = progressCounter(totalBytes, options.onProgress)
  await readZipEntries(file, isFitAllData, async (entry) => {
    // Takeout writes "Data Source" before "Data Points"; the file's name stands in until then.
    let source = entry.name.split('/').at(-1)!
    const reader = new JsonItems({
      arrayKey: 'Data Points',
      onTopString: (key, value) => (key === 'Data Source' ? (source = value) : undefined),
      onItem: (point) => addPoint(isMergedSource(source) ? merged : others, source, point),
    })
    await readJsonStream(entry.stream, reader, {onBytes: progress, signal: options.signal})
  })
  const days = [merged.latestDay, others.latestDay].filter((day) => day !== null)
  if (days.length === 0) throw new HealthImportError('no_recent_data', 'The Google Fit data has no steps, sleep, weight, blood pressure, glucose or oxygen values.')
  const endDate = dateOfDay(Math.max(...days))
  const fromMerged = merged.summary('google_fit', endDate)?.metrics ?? []
  const fromOthers = others.summary('google_fit', endDate)?.metrics ?? []
  const metrics = HEALTH_METRIC_NAMES
    .map((metric) => fromMerged.find((summary) => summary.metric === metric) ?? fromOthers.find((summary) => summary.metric === metric))
    .filter((summary): summary is MetricSummary => summary !== undefined)
  return {kind: 'google_fit', endDate, metrics}
}
