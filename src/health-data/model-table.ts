/**
 * The summary as the model receives it: one compact table, a line per metric with the last 30
 * and 90 days and the weekly means of the last twelve weeks (oldest first), so that the model
 * can see a trend without the daily values.
 */
import {dayNumber} from './daily-totals'
import type {HealthSummary, MetricSummary, PeriodStats} from './types'

const KIND_NAMES = {apple_health: 'Apple Health export', google_fit: 'Google Fit export', csv: 'CSV file', json: 'JSON file'} as const
const WEEKS = 12

const number = (value: number) => String(Math.round(value * 100) / 100)
const period = (stats: PeriodStats | null) => stats === null ? '–' : `${number(stats.mean)} (${number(stats.min)}–${number(stats.max)}, ${stats.days} d)`

/** Means of each of the last twelve weeks ending on `endDate`, oldest first; '–' for a week with no value. */
export function weeklyMeans(metric: MetricSummary, endDate: string): string[] {
  const end = dayNumber(endDate)!
  const sums = Array.from({length: WEEKS}, () => ({sum: 0, count: 0}))
  for (const {date, value} of metric.daily) {
    const week = Math.floor((end - dayNumber(date)!) / 7)
    if (week < WEEKS) (sums[WEEKS - 1 - week]!.sum += value), (sums[WEEKS - 1 - week]!.count += 1)
  }
  return sums.map(({sum, count}) => count === 0 ? '–' : number(sum / count))
}

export function healthSummaryForModel(summary: HealthSummary, name: string): string {
  const lines = [
    `Health data summarised by Hale from the visitor's ${KIND_NAMES[summary.kind]} "${name}" (the raw file was not kept), up to ${summary.endDate}. Mean per day (lowest–highest, days with data).`,
    `metric | unit | last 30 days | last 90 days | weekly means, last ${WEEKS} weeks, oldest first`,
  ]
  for (const metric of summary.metrics) {
    lines.push(`${metric.metric} | ${metric.unit} | ${period(metric.last30)} | ${period(metric.last90)} | ${weeklyMeans(metric, summary.endDate).join(' ')}`)
  }
  return lines.join('\n')
}
