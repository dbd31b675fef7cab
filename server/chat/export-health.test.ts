import type {HealthSummary} from '../../src/health-data/types'
import type {Conversation, Message} from '../storage/storage'
import {exportJson, exportMarkdown} from './export'
import type {HealthDataByMessage} from './export-health'

const summary: HealthSummary = {
  kind: 'apple_health',
  endDate: '2024-06-30',
  metrics: [
    {
      metric: 'resting_heart_rate', unit: 'bpm',
      daily: [{date: '2024-04-10', value: 58.5}, {date: '2024-06-29', value: 64}, {date: '2024-06-30', value: 61}],
      last30: {days: 2, mean: 62.5, min: 61, max: 64}, last90: {days: 3, mean: 61.2, min: 58.5, max: 64},
    },
  ],
}

const conversation = (locale: string): Conversation => ({
  id: 'c1', sessionId: 's1', title: 'My pulse', topic: null, locale, createdAt: Date.UTC(2024, 6, 1), updatedAt: Date.UTC(2024, 6, 1),
} as unknown as Conversation)

const question = {
  id: 'm1', conversationId: 'c1', role: 'user', content: 'Is my pulse normal?', status: 'complete', errorCode: null, model: null,
  createdAt: Date.UTC(2024, 6, 1, 9), redFlags: [],
} as unknown as Message

const healthData: HealthDataByMessage = new Map([['m1', [{name: 'export.zip', summary}]]])

describe('health data in the exports', () => {
  it('the Markdown has per metric its figures, a table of its days and its chart as a decodable SVG image', () => {
    const markdown = exportMarkdown(conversation('en'), [question], Date.UTC(2024, 6, 2), new Map(), healthData)
    expect(markdown).toMatch(/\*\*Health data: Apple Health, Apr 10 – Jun 30\*\*/u)
    expect(markdown).toContain('Last 30 days: average 62.5 bpm, lowest 61, highest 64 (2 days with a value). Last 90 days: average 61.2 bpm, lowest 58.5, highest 64 (3 days with a value).')
    const rows = markdown.split('\n').filter((line) => /^\| 2024-/.test(line))
    expect(rows).toEqual(['| 2024-06-30 | 61 | bpm |', '| 2024-06-29 | 64 | bpm |', '| 2024-04-10 | 58.5 | bpm |'])
    const image = /!\[Chart of Resting heart rate, [^\]]+\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)/.exec(markdown)
    expect(image).not.toBeNull()
    const svg = Buffer.from(image![1]!, 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('<title>Resting heart rate</title>')
    expect(svg).toMatch(/<polyline[^>]* points="[\d., ]+"[^>]* stroke="#0f766e"/)
    expect(svg.match(/<circle/g)).toHaveLength(3)
    expect(svg).toContain('fill="#ffffff"') // its own light background, whatever the reader's theme
  })

  it('the Markdown is in the conversation language', () => {
    const markdown = exportMarkdown(conversation('de'), [question], Date.UTC(2024, 6, 2), new Map(), healthData)
    expect(markdown).toContain('Gesundheitsdaten: Apple Health')
    expect(markdown).toContain('Letzte 30 Tage: Durchschnitt 62,5 Schläge/min')
    expect(markdown).toContain('| Tag | Wert | Einheit |')
    expect(markdown).toContain('| 2024-04-10 | 58,5 | Schläge/min |')
    const svg = Buffer.from(/base64,([^)]+)\)/.exec(markdown)![1]!, 'base64').toString('utf8')
    expect(svg).toContain('<title>Ruhepuls</title>')
  })

  it('the JSON carries the summary as stored under the message', () => {
    const json = JSON.parse(exportJson(conversation('en'), [question], Date.UTC(2024, 6, 2), new Map(), healthData))
    expect(json.messages[0].healthData).toEqual([{attachment: 'export.zip', ...summary}])
    expect(JSON.parse(exportJson(conversation('en'), [question], Date.UTC(2024, 6, 2))).messages[0].healthData).toBeUndefined()
  })
})
