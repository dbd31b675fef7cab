/**
 * A summary's words in the reader's language, the same on the pages and in the exports: the
 * heading (source and period), and per metric its name, unit, numbers, days and description.
 */
import {dateTimeFormat, numberFormat} from '../framework/i18n/intl'
import type {MessageKey} from '../framework/i18n/translate'
import {NORMAL_RANGES} from './normal-ranges'
import type {HealthSummary, MetricSummary} from './types'

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

export interface MetricWords {
  label: string
  unit: string
  format: (value: number) => string
  dateText: (date: string) => string
  /** Days, mean, lowest, highest, and the usual range where one applies. */
  description: string
}

export function metricWords(metric: MetricSummary, locale: string, t: Translate): MetricWords {
  const numbers = numberFormat(locale, {maximumFractionDigits: metric.unit === 'h' ? 2 : metric.metric === 'steps' ? 0 : 1})
  const format = (value: number) => numbers.format(value)
  const label = t(`health.metric.${metric.metric}` as MessageKey)
  const unit = t(`health.unit.${metric.metric}` as MessageKey)
  const range = NORMAL_RANGES[metric.metric]
  const {days, mean, min, max} = metric.last90
  const description = t('health.describe', {days, mean: format(mean), min: format(min), max: format(max), unit}) +
    (range ? ' ' + t('health.describeRange', {low: format(range.low), high: format(range.high), unit}) : '')
  return {label, unit, format, dateText: (date) => dayFormat(locale).format(dayDate(date)), description}
}

/** "Health data: Apple Health, 30 Oct – 27 Nov": the kind of export the summary came from and the days it covers. */
export function summaryHeading(summary: HealthSummary, locale: string, t: Translate): string {
  const source = t(summary.kind === 'apple_health' ? 'health.kind.appleHealth' : summary.kind === 'google_fit' ? 'health.kind.googleFit' : summary.kind === 'json' ? 'health.kind.json' : 'health.kind.csv')
  const first = summary.metrics.reduce((earliest, metric) => (metric.daily[0]!.date < earliest ? metric.daily[0]!.date : earliest), summary.endDate)
  // Two dates rather than formatRange, whose spacing differs between ICU versions: the server's
  // text and the browser's must match where the page is hydrated (the share page).
  const period = `${dayFormat(locale).format(dayDate(first))} – ${dayFormat(locale).format(dayDate(summary.endDate))}`
  return t('health.heading', {source, period})
}

function dayFormat(locale: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {day: 'numeric', month: 'short', timeZone: 'UTC'})
}

function dayDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}
