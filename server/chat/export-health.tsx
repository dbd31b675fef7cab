/**
 * The health-data summaries of a conversation's messages in its exports: in the Markdown, per
 * metric a table of its days and its 30- and 90-day figures, and its chart as an image (the
 * page's SVG, drawn in the light theme, as a `data:` URL), in the conversation's language; in the
 * JSON, the summary as stored. See docs/health-data.md.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {metricWords, summaryHeading, type MetricWords} from '../../src/health-data/chart-words'
import {MetricChartSvg} from '../../src/health-data/components/MetricChartSvg'
import type {HealthSummary, PeriodStats} from '../../src/health-data/types'
import {translate, type MessageKey} from '../../src/framework/i18n/translate'
import {healthSummariesFor} from '../attachments/health-summaries'
import type {Message, Storage} from '../storage/storage'

/** A health-data export sent with a message: the file's name and its summary. */
export interface MessageHealthData {
  name: string
  summary: HealthSummary
}

/** Message id → its health-data summaries, in upload order (messages without one are absent). */
export type HealthDataByMessage = ReadonlyMap<string, readonly MessageHealthData[]>

/** The health-data summaries of the visitors' messages among `messages`. */
export async function healthDataOf(storage: Pick<Storage, 'attachments'>, messages: readonly Message[]): Promise<HealthDataByMessage> {
  const byMessage = await storage.attachments.forMessages(messages.filter((message) => message.role === 'user').map((message) => message.id))
  const summaries = await healthSummariesFor(storage.attachments, [...byMessage.values()].flat())
  const found = new Map<string, MessageHealthData[]>()
  for (const [id, attachments] of byMessage) {
    const data = attachments.flatMap((attachment) => {
      const summary = summaries.get(attachment.id)
      return summary ? [{name: attachment.name, summary}] : []
    })
    if (data.length > 0) found.set(id, data)
  }
  return found
}

/** The Markdown of a message's summaries: a heading each, then per metric its name, figures, chart and table of days (newest first). */
export function healthDataMarkdown(data: readonly MessageHealthData[], locale: string): string[] {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values)
  const lines: string[] = []
  for (const {name, summary} of data) {
    const heading = summaryHeading(summary, locale, t)
    lines.push('', `**${cell(heading)}**`)
    for (const metric of summary.metrics) {
      const words = metricWords(metric, locale, t)
      const period = (stats: PeriodStats | null) => stats
        ? t('export.healthPeriod', {mean: words.format(stats.mean), unit: words.unit, min: words.format(stats.min), max: words.format(stats.max), days: stats.days})
        : t('export.healthNoPeriod')
      lines.push('', `***${cell(words.label)}***`, '', t('export.healthPeriods', {last30: period(metric.last30), last90: period(metric.last90)}))
      const alt = t('export.healthChart', {metric: words.label, period: `${words.dateText(metric.daily[0]!.date)} – ${words.dateText(summary.endDate)}`})
      lines.push('', `![${cell(alt)}](data:image/svg+xml;base64,${Buffer.from(chartSvg(metric, summary.endDate, words)).toString('base64')})`)
      lines.push('', `| ${[t('export.healthDay'), t('export.healthValue'), t('export.healthUnit')].map(cell).join(' | ')} |`, '|---|---:|---|')
      for (const {date, value} of [...metric.daily].reverse()) lines.push(`| ${date} | ${words.format(value)} | ${cell(words.unit)} |`)
    }
    lines.push('', `*${t('health.source')}*`)
  }
  return lines
}

/** A message's summaries in the JSON export, as stored: per metric its days and its 30- and 90-day figures. */
export function healthDataJson(data: readonly MessageHealthData[]) {
  return data.map(({name, summary}) => ({attachment: name, ...summary}))
}

/** One metric's chart as an SVG file of its own: the page's drawing, its colours written in (light theme). */
export function chartSvg(metric: HealthSummary['metrics'][number], endDate: string, words: MetricWords): string {
  return renderToStaticMarkup(
    <MetricChartSvg metric={metric} endDate={endDate} title={words.label} description={words.description} format={words.format} dateText={words.dateText} standalone />,
  )
}

/** Text safe in one Markdown table cell or emphasis. */
function cell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/([\\|*_`[\]<>])/g, '\\$1')
}
