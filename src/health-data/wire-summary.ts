/**
 * The check of a health-data summary as the API and the pages carry it (an attachment's
 * `healthSummary`, the stored summary of an import: server/api/health-imports.ts). The server
 * checks what it reads from storage; the browser checks it where it is drawn
 * (components/HealthCharts.tsx), which loads after the page's first load, so this check and the
 * list of metrics cost no page's first load. Nothing here reads an export.
 */
import {HEALTH_METRICS, type DailyValue, type HealthExportKind, type HealthMetric, type HealthSummary, type MetricSummary, type PeriodStats} from './types'

const KINDS: readonly HealthExportKind[] = ['apple_health', 'google_fit', 'csv', 'json']
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** `value` as a HealthSummary (a copy, only its known fields), or null when it does not have the shape or names a metric Hale does not know. A metric without a day cannot be drawn. */
export function toWireHealthSummary(value: unknown): HealthSummary | null {
  if (!isObject(value) || !KINDS.includes(value.kind as HealthExportKind) || !isDay(value.endDate) || !Array.isArray(value.metrics)) return null
  const metrics: MetricSummary[] = []
  for (const item of value.metrics) {
    const metric = toMetricSummary(item)
    if (!metric) return null
    metrics.push(metric)
  }
  if (metrics.length === 0) return null
  return {kind: value.kind as HealthExportKind, endDate: value.endDate, metrics}
}

function toMetricSummary(value: unknown): MetricSummary | null {
  if (!isObject(value) || typeof value.metric !== 'string' || !Object.hasOwn(HEALTH_METRICS, value.metric)) return null
  if (typeof value.unit !== 'string' || !Array.isArray(value.daily) || value.daily.length === 0) return null
  const daily: DailyValue[] = []
  for (const day of value.daily) {
    if (!isObject(day) || !isDay(day.date) || !isNumber(day.value)) return null
    daily.push({date: day.date, value: day.value})
  }
  const last90 = toPeriod(value.last90)
  const last30 = value.last30 === null ? null : toPeriod(value.last30)
  if (!last90 || (value.last30 !== null && !last30)) return null
  return {metric: value.metric as HealthMetric, unit: value.unit, daily, last30, last90}
}

function toPeriod(value: unknown): PeriodStats | null {
  if (!isObject(value)) return null
  const {days, mean, min, max} = value
  if (!Number.isInteger(days) || (days as number) < 1 || !isNumber(mean) || !isNumber(min) || !isNumber(max)) return null
  return {days: days as number, mean, min, max}
}

function isDay(value: unknown): value is string {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
