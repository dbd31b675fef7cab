import {renderToString} from 'react-dom/server'
import {RouteContext} from '../../framework/context'
import type {RouteInfo} from '../../framework/types'
import {healthSummaryForModel, weeklyMeans} from '../model-table'
import type {HealthSummary} from '../types'
import {HealthCharts, HealthSummaries} from './HealthCharts'

function render(summary: HealthSummary, locale = 'en'): string {
  const route: RouteInfo = {
    id: 'chat/[id]', page: '/chat/[id]', params: {}, query: {}, locale, locales: ['en', 'es', 'fr', 'de'],
    defaultLocale: 'en', basePath: '', buildId: 'test', asPath: '/chat/x',
  }
  return renderToString(<RouteContext.Provider value={route}><HealthCharts summary={summary} /></RouteContext.Provider>)
}

const summary: HealthSummary = {
  kind: 'apple_health',
  endDate: '2024-06-30',
  metrics: [
    {
      metric: 'steps', unit: 'steps',
      daily: [{date: '2024-06-28', value: 8000}, {date: '2024-06-29', value: 12500}, {date: '2024-06-30', value: 3000}],
      last30: {days: 3, mean: 7833, min: 3000, max: 12500}, last90: {days: 3, mean: 7833, min: 3000, max: 12500},
    },
    {
      metric: 'resting_heart_rate', unit: 'bpm',
      daily: [{date: '2024-04-10', value: 58.5}, {date: '2024-06-30', value: 61}],
      last30: {days: 1, mean: 61, min: 61, max: 61}, last90: {days: 2, mean: 59.8, min: 58.5, max: 61},
    },
  ],
}

describe('<HealthCharts>', () => {
  it('draws one chart per metric, each an image named and described in words', () => {
    const html = render(summary)
    expect(html.match(/<figure/g)).toHaveLength(2)
    expect(html.match(/role="img"/g)).toHaveLength(2)
    expect(html).toMatch(/<h3[^>]*>Health data: Apple Health, Apr 10 – Jun 30<\/h3>/)
    expect(html).toContain('Over 3 days: on average 7,833 steps, lowest 3,000, highest 12,500.')
    expect(html).toContain('The usual range for adults is 60 to 100 bpm.')
  })

  it('shades the usual range only where one applies', () => {
    const html = render(summary)
    const [steps, heart] = html.split('<figure').slice(1)
    expect(steps).not.toContain('health-band')
    expect(heart).toContain('class="health-band"')
  })

  it('puts every value in a table behind a disclosure, newest first, in the page language', () => {
    const html = render(summary, 'de')
    expect(html.match(/<details/g)).toHaveLength(2)
    expect(html).toContain('Werte anzeigen: Ruhepuls')
    const heartTable = html.split('<figure')[2]!.split('<details')[1]!
    expect(heartTable.match(/<tr>/g)).toHaveLength(3) // the header and two days
    expect(heartTable.indexOf('30. Juni')).toBeLessThan(heartTable.indexOf('10. Apr.'))
    expect(heartTable).toContain('58,5')
  })
})

describe('<HealthSummaries>', () => {
  const route: RouteInfo = {
    id: 'chat/[id]', page: '/chat/[id]', params: {}, query: {}, locale: 'en', locales: ['en'], defaultLocale: 'en', basePath: '', buildId: 'test', asPath: '/chat/x',
  }
  const draw = (attachments: {id: string; healthSummary?: unknown}[]) =>
    renderToString(<RouteContext.Provider value={route}><HealthSummaries attachments={attachments} /></RouteContext.Provider>)

  it('draws each attachment that carries a summary, and checks it first: one that is not a summary is left out', () => {
    expect(draw([{id: 'a'}, {id: 'b', healthSummary: summary}]).match(/<section class="health-charts"/g)).toHaveLength(1)
    expect(draw([{id: 'a', healthSummary: {...summary, metrics: [{...summary.metrics[0]!, metric: 'mood'}]}}])).toBe('')
    expect(draw([{id: 'a', healthSummary: 'steps'}, {id: 'b'}])).toBe('')
  })
})

describe('the model table', () => {
  it('one line per metric with both periods and twelve weekly means, oldest first', () => {
    const text = healthSummaryForModel(summary, 'export.zip')
    const lines = text.split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toContain('Apple Health export "export.zip"')
    expect(lines[2]).toBe('steps | steps | 7833 (3000–12500, 3 d) | 7833 (3000–12500, 3 d) | – – – – – – – – – – – 7833.33')
    expect(weeklyMeans(summary.metrics[1]!, summary.endDate)).toEqual(['58.5', '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', '61']) // 81 days before: the oldest week
  })
})
