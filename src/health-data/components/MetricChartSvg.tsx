import {dayNumber} from '../daily-totals'
import {NORMAL_RANGES} from '../normal-ranges'
import type {MetricSummary} from '../types'

const WIDTH = 320
const HEIGHT = 120
const PAD = {left: 50, right: 8, top: 8, bottom: 22}

/** The light theme's colours, written into a chart drawn as a file of its own (an export's image), where no stylesheet applies. */
const STANDALONE = {background: '#ffffff', text: '#17252a', primary: '#0f766e'}

export interface MetricChartSvgProps {
  metric: MetricSummary
  endDate: string
  /** The chart's name and its description in words. */
  title: string
  description: string
  /** `format` writes a value, `dateText` a day (YYYY-MM-DD), in the reader's language. */
  format: (value: number) => string
  dateText: (date: string) => string
  /** Ids for the title and description (the page's); absent in a standalone image. */
  id?: string
  /** A file of its own (the Markdown export's image): the namespace, a size and the light theme's colours written in. */
  standalone?: boolean
}

/**
 * One metric's days (of the last 90) as a line (dots too when there are a month's values or fewer), the
 * usual range shaded where one applies, the lowest and highest value and the first and last day
 * on the axes. On a page its colours come from the stylesheet (both themes).
 */
export function MetricChartSvg({metric, endDate, title, description, format, dateText, id, standalone = false}: MetricChartSvgProps) {
  const range = NORMAL_RANGES[metric.metric]
  const end = dayNumber(endDate)!
  // The axis runs from the first day with a value to the export's day, as its labels say: an
  // export of three weeks fills the chart rather than its last fifth. A single day sits at the end.
  const span = Math.max(1, end - dayNumber(metric.daily[0]!.date)!)
  const values = metric.daily.map(({value}) => value)
  let low = Math.min(...values, range?.low ?? Infinity)
  let high = Math.max(...values, range?.high ?? -Infinity)
  if (high === low) (high += 1), (low -= 1)
  const margin = (high - low) * 0.08
  low -= margin
  high += margin
  const x = (date: string) => PAD.left + (1 - (end - dayNumber(date)!) / span) * (WIDTH - PAD.left - PAD.right)
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom)
  const points = metric.daily.map(({date, value}) => `${x(date).toFixed(1)},${y(value).toFixed(1)}`).join(' ')
  const paint = standalone ? STANDALONE : null
  const tick = paint ? {fill: paint.text, fontSize: 11, fontFamily: 'sans-serif'} : {}
  const labelled = id ? {'aria-labelledby': `${id}-title ${id}-desc`} : {}

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" className="health-chart-svg" focusable="false" {...labelled}
      {...(standalone ? {xmlns: 'http://www.w3.org/2000/svg', width: WIDTH * 2, height: HEIGHT * 2} : {})}
    >
      <title id={id && `${id}-title`}>{title}</title>
      <desc id={id && `${id}-desc`}>{description}</desc>
      {paint && <rect width={WIDTH} height={HEIGHT} fill={paint.background} />}
      {range && (
        <rect
          className="health-band" x={PAD.left} width={WIDTH - PAD.left - PAD.right} y={y(Math.min(range.high, high))}
          height={Math.max(0, y(Math.max(range.low, low)) - y(Math.min(range.high, high)))}
          {...(paint ? {fill: paint.primary, fillOpacity: 0.14} : {})}
        />
      )}
      <line className="health-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} {...(paint ? {stroke: paint.text, strokeOpacity: 0.4} : {})} />
      <text className="health-tick" x={PAD.left - 4} y={y(metric.last90.max) + 4} textAnchor="end" {...tick}>{format(metric.last90.max)}</text>
      <text className="health-tick" x={PAD.left - 4} y={y(metric.last90.min) + 4} textAnchor="end" {...tick}>{format(metric.last90.min)}</text>
      <text className="health-tick" x={PAD.left} y={HEIGHT - 4} {...tick}>{dateText(metric.daily[0]!.date)}</text>
      <text className="health-tick" x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" {...tick}>{dateText(endDate)}</text>
      {metric.daily.length > 1 && (
        <polyline className="health-line" points={points} fill="none" {...(paint ? {stroke: paint.primary, strokeWidth: 1.75, strokeLinejoin: 'round' as const} : {})} />
      )}
      {metric.daily.length <= 31 && metric.daily.map(({date, value}) => (
        <circle key={date} className="health-dot" cx={x(date)} cy={y(value)} r={2} {...(paint ? {fill: paint.primary} : {})} />
      ))}
    </svg>
  )
}
