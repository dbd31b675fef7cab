import {useId} from 'react'
import {useRoute} from '../../framework'
import {dateTimeFormat, numberFormat} from '../../framework/i18n/intl'
import type {MessageKey} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import {dayNumber} from '../daily-totals'
import {NORMAL_RANGES} from '../normal-ranges'
import type {HealthSummary, MetricSummary} from '../types'
import './health-charts.css'

const WIDTH = 320
const HEIGHT = 120
const PAD = {left: 46, right: 8, top: 8, bottom: 20}
const DAYS = 90

export interface HealthChartsProps {
  /** The file the summary was read from. */
  name: string
  summary: HealthSummary
}

/**
 * A visitor's health-data summary as small charts, one per metric: the last 90 days as a line,
 * the usual range shaded where one applies (src/health-data/normal-ranges.ts). SVG drawn the same
 * on the server and in the browser, coloured by the stylesheet so that both themes apply. Each
 * chart says in words what it shows (its title and description), and its values are a real table
 * behind a disclosure the keyboard and screen readers reach.
 */
export function HealthCharts({name, summary}: HealthChartsProps) {
  const t = useTranslation()
  return (
    <section className="health-charts" aria-label={t('health.caption', {name})}>
      <h3 className="health-charts-title">{t('health.caption', {name})}</h3>
      <div className="health-chart-grid">
        {summary.metrics.map((metric) => <MetricChart key={metric.metric} metric={metric} endDate={summary.endDate} />)}
      </div>
      <p className="health-note">{t('health.source')}</p>
    </section>
  )
}

function MetricChart({metric, endDate}: {metric: MetricSummary; endDate: string}) {
  const t = useTranslation()
  const {locale} = useRoute()
  const id = useId()
  const format = numberFormat(locale, {maximumFractionDigits: metric.unit === 'h' ? 2 : metric.metric === 'steps' ? 0 : 1})
  const dates = dateTimeFormat(locale, {day: 'numeric', month: 'short', timeZone: 'UTC'})
  const dateText = (date: string) => dates.format(new Date(`${date}T00:00:00Z`))
  const label = t(`health.metric.${metric.metric}` as MessageKey)
  const unit = t(`health.unit.${metric.metric}` as MessageKey)
  const range = NORMAL_RANGES[metric.metric]

  const end = dayNumber(endDate)!
  const values = metric.daily.map(({value}) => value)
  let low = Math.min(...values, range?.low ?? Infinity)
  let high = Math.max(...values, range?.high ?? -Infinity)
  if (high === low) (high += 1), (low -= 1)
  const margin = (high - low) * 0.08
  low -= margin
  high += margin
  const x = (date: string) => PAD.left + ((DAYS - 1 - (end - dayNumber(date)!)) / (DAYS - 1)) * (WIDTH - PAD.left - PAD.right)
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom)
  const points = metric.daily.map(({date, value}) => `${x(date).toFixed(1)},${y(value).toFixed(1)}`).join(' ')
  const stats = metric.last30 ?? metric.last90
  const description = t('health.describe', {
    days: metric.last90.days, mean: format.format(metric.last90.mean), min: format.format(metric.last90.min), max: format.format(metric.last90.max), unit,
  }) + (range ? ' ' + t('health.describeRange', {low: format.format(range.low), high: format.format(range.high), unit}) : '')

  return (
    <figure className="health-chart" data-metric={metric.metric}>
      <figcaption className="health-chart-caption">
        <span className="health-chart-name">{label}</span>
        <span className="health-chart-figure">{t('health.last30', {mean: format.format(stats.mean), unit})}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="health-chart-svg" focusable="false">
        <title id={`${id}-title`}>{label}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {range && <rect className="health-band" x={PAD.left} width={WIDTH - PAD.left - PAD.right} y={y(Math.min(range.high, high))} height={Math.max(0, y(Math.max(range.low, low)) - y(Math.min(range.high, high)))} />}
        <line className="health-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} />
        <text className="health-tick" x={PAD.left - 4} y={y(metric.last90.max) + 4} textAnchor="end">{format.format(metric.last90.max)}</text>
        <text className="health-tick" x={PAD.left - 4} y={y(metric.last90.min) + 4} textAnchor="end">{format.format(metric.last90.min)}</text>
        <text className="health-tick" x={PAD.left} y={HEIGHT - 4}>{dateText(metric.daily[0]!.date)}</text>
        <text className="health-tick" x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">{dateText(endDate)}</text>
        {metric.daily.length > 1 && <polyline className="health-line" points={points} fill="none" />}
        {metric.daily.length <= 31 && metric.daily.map(({date, value}) => <circle key={date} className="health-dot" cx={x(date)} cy={y(value)} r={2} />)}
      </svg>
      <details className="health-table">
        <summary>{t('health.showTable', {metric: label})}</summary>
        <div className="health-table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('health.date')}</th>
                <th scope="col">{`${label} (${unit})`}</th>
              </tr>
            </thead>
            <tbody>
              {[...metric.daily].reverse().map(({date, value}) => (
                <tr key={date}>
                  <th scope="row">{dateText(date)}</th>
                  <td>{format.format(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
