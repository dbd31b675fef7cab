import {useId} from 'react'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {metricWords, summaryHeading} from '../chart-words'
import type {HealthSummary, MetricSummary} from '../types'
import {toWireHealthSummary} from '../wire-summary'
import {MetricChartSvg} from './MetricChartSvg'
import './health-charts.css'

export interface HealthChartsProps {
  summary: HealthSummary
}

/**
 * A visitor's health-data summary as small charts, one per metric, under a heading that says
 * where it came from and the days it covers. SVG drawn the same on the server and in the
 * browser, coloured by the stylesheet so that both themes apply (./MetricChartSvg.tsx). Each chart
 * says in words what it shows (its title and description), and its values are a real table
 * behind a disclosure the keyboard and screen readers reach.
 */
export function HealthCharts({summary}: HealthChartsProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  const id = useId()
  return (
    <section className="health-charts" aria-labelledby={`${id}-heading`}>
      <h3 className="health-charts-title" id={`${id}-heading`}>{summaryHeading(summary, locale, t)}</h3>
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
  const words = metricWords(metric, locale, t)
  const stats = metric.last30 ?? metric.last90
  return (
    <figure className="health-chart" data-metric={metric.metric}>
      <figcaption className="health-chart-caption">
        <span className="health-chart-name">{words.label}</span>
        <span className="health-chart-figure">{t('health.last30', {mean: words.format(stats.mean), unit: words.unit})}</span>
      </figcaption>
      <MetricChartSvg
        id={id} metric={metric} endDate={endDate} title={words.label} description={words.description}
        format={words.format} dateText={words.dateText}
      />
      <details className="health-table">
        <summary>{t('health.showTable', {metric: words.label})}</summary>
        <div className="health-table-scroll" role="region" aria-label={words.label} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('health.date')}</th>
                <th scope="col">{`${words.label} (${words.unit})`}</th>
              </tr>
            </thead>
            <tbody>
              {[...metric.daily].reverse().map(({date, value}) => (
                <tr key={date}>
                  <th scope="row">{words.dateText(date)}</th>
                  <td>{words.format(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

/** The charts of each health-data summary among a message's attachments, each checked first (one that is not a summary is left out). */
export function HealthSummaries({attachments}: {attachments: readonly {id: string; healthSummary?: unknown}[]}) {
  const summaries = attachments.flatMap(({id, healthSummary}) => {
    const summary = healthSummary === undefined ? null : toWireHealthSummary(healthSummary)
    return summary ? [{id, summary}] : []
  })
  if (summaries.length === 0) return null
  return <>{summaries.map(({id, summary}) => <HealthCharts key={id} summary={summary} />)}</>
}
