/**
 * Hale's generic JSON file: an array of `{"date": "YYYY-MM-DD", "metric": "...", "value": n,
 * "unit": "..."}`, one value per item, with the generic CSV's metric names and units (daily-csv.ts).
 */
import type {Readable} from 'node:stream'
import {DailyTotals, dateOfDay} from '../../src/health-data/daily-totals'
import type {HealthSummary} from '../../src/health-data/types'
import {progressCounter, type ReadOptions} from './apple-health'
import {GENERIC_NAMES, convertGeneric, numberOf} from './daily-csv'
import {HealthImportError} from './errors'
import {JsonItems, readJsonStream} from './json-items'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export async function readGenericJson(json: Readable, totalBytes: number, options: ReadOptions = {}): Promise<HealthSummary> {
  const totals = new DailyTotals()
  let items = 0
  const reader = new JsonItems({
    onItem(item) {
      // The first item says whether this is the generic format at all.
      if (items++ === 0 && !(isRecord(item) && 'date' in item && 'metric' in item && 'value' in item)) {
        throw new HealthImportError('not_an_export', 'This JSON file is not a list of date, metric and value.')
      }
      if (!isRecord(item) || typeof item.date !== 'string' || typeof item.metric !== 'string') return
      const metric = GENERIC_NAMES[item.metric.toLowerCase()]
      const value = typeof item.value === 'number' ? item.value : typeof item.value === 'string' ? numberOf(item.value.trim(), ',') : NaN
      const unit = typeof item.unit === 'string' ? item.unit.trim().toLowerCase() : ''
      const converted = metric && Number.isFinite(value) ? convertGeneric(metric, value, unit) : null
      if (metric && converted !== null) totals.add(metric, item.date.slice(0, 10), converted)
    },
  })
  await readJsonStream(json, reader, {onBytes: progressCounter(totalBytes, options.onProgress), signal: options.signal})
  if (items === 0) throw new HealthImportError('not_an_export', 'The JSON file holds an empty list.')
  const summary = totals.latestDay === null ? null : totals.summary('json', dateOfDay(totals.latestDay))
  if (!summary) throw new HealthImportError('no_recent_data', 'The file has no values Hale reads.')
  return summary
}
