/**
 * Day-by-day totals of an export as it is read, and the summary made from them at the end. Only
 * numbers per metric, day and source are held, never the records, so that reading an export of
 * any length holds a few thousand entries at most.
 */
import {HEALTH_METRICS, HEALTH_METRIC_NAMES, type DailyValue, type HealthExportKind, type HealthMetric, type HealthSummary, type MetricSummary, type PeriodStats} from './types'

/** Entries (metric, day and source) an export may fill: decades of daily data from a dozen devices. */
export const MAX_ENTRIES = 500_000
/** Devices and apps kept apart per metric; more are pooled as one. */
const MAX_SOURCES = 32

export class TooMuchDataError extends Error {
  constructor() {
    super('The export has more days and sources than Hale reads.')
    this.name = 'TooMuchDataError'
  }
}

interface Entry {
  sum: number
  count: number
}

const DAY_MS = 86_400_000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS)
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export class DailyTotals {
  /** metric → day number → source → entry. */
  private readonly entries = new Map<HealthMetric, Map<number, Map<string, Entry>>>()
  private readonly sources = new Map<HealthMetric, Set<string>>()
  private size = 0
  /** The latest day seen, for exports that do not say their date. */
  latestDay: number | null = null

  /**
   * Adds a value to a day. Metrics summed per day (steps, sleep) are summed per source and the
   * day takes the source with the most: a phone and a watch both count the same walk. Metrics
   * averaged per day pool every source.
   */
  add(metric: HealthMetric, date: string, value: number, source = ''): void {
    const day = dayNumber(date)
    if (day === null || !Number.isFinite(value)) return
    const sourceKey = HEALTH_METRICS[metric].per === 'sum' ? this.sourceKey(metric, source) : ''
    let days = this.entries.get(metric)
    if (!days) this.entries.set(metric, (days = new Map()))
    let bySource = days.get(day)
    if (!bySource) days.set(day, (bySource = new Map()))
    let entry = bySource.get(sourceKey)
    if (!entry) {
      if (++this.size > MAX_ENTRIES) throw new TooMuchDataError()
      bySource.set(sourceKey, (entry = {sum: 0, count: 0}))
    }
    entry.sum += value
    entry.count += 1
    if (this.latestDay === null || day > this.latestDay) this.latestDay = day
  }

  private sourceKey(metric: HealthMetric, source: string): string {
    let known = this.sources.get(metric)
    if (!known) this.sources.set(metric, (known = new Set()))
    if (known.has(source)) return source
    if (known.size >= MAX_SOURCES) return '\u0000other'
    known.add(source)
    return source
  }

  /** The value of a metric on a day, or null. */
  private dayValue(metric: HealthMetric, bySource: Map<string, Entry>): number | null {
    if (HEALTH_METRICS[metric].per === 'sum') {
      let best: number | null = null
      for (const entry of bySource.values()) if (best === null || entry.sum > best) best = entry.sum
      return best
    }
    let sum = 0
    let count = 0
    for (const entry of bySource.values()) {
      sum += entry.sum
      count += entry.count
    }
    return count === 0 ? null : sum / count
  }

  /** The last 90 days up to `endDate` (included), or null when none of them has a value. */
  summary(kind: HealthExportKind, endDate: string): HealthSummary | null {
    const end = dayNumber(endDate)
    if (end === null) return null
    const metrics: MetricSummary[] = []
    for (const metric of HEALTH_METRIC_NAMES) {
      const days = this.entries.get(metric)
      if (!days) continue
      const daily: DailyValue[] = []
      for (const [day, bySource] of [...days].sort(([a], [b]) => a - b)) {
        if (day <= end - 90 || day > end) continue
        const value = this.dayValue(metric, bySource)
        if (value !== null) daily.push({date: dateOfDay(day), value: roundFor(metric, value)})
      }
      if (daily.length === 0) continue
      const last30 = daily.filter(({date}) => dayNumber(date)! > end - 30)
      metrics.push({metric, unit: HEALTH_METRICS[metric].unit, daily, last30: stats(metric, last30), last90: stats(metric, daily)!})
    }
    return metrics.length === 0 ? null : {kind, endDate: dateOfDay(end), metrics}
  }
}

function stats(metric: HealthMetric, values: readonly DailyValue[]): PeriodStats | null {
  if (values.length === 0) return null
  let sum = 0
  let min = Infinity
  let max = -Infinity
  for (const {value} of values) {
    sum += value
    if (value < min) min = value
    if (value > max) max = value
  }
  return {days: values.length, mean: roundFor(metric, sum / values.length), min, max}
}

/** Whole steps; hours of sleep to two decimals; everything else to one decimal. */
export function roundFor(metric: HealthMetric, value: number): number {
  if (metric === 'steps') return Math.round(value)
  if (HEALTH_METRICS[metric].unit === 'h') return Math.round(value * 100) / 100
  return Math.round(value * 10) / 10
}
