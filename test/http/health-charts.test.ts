/**
 * A health-data summary after it is sent, through Hale as it runs in production (`node
 * dist/server.js`, a fresh SQLite DATA_DIR, the fake model server): a generic CSV export imported
 * through `POST /api/health-imports`, sent with a message, then found with the numbers the test
 * computes from its CSV in the conversation's API, the saved chat page (static charts and tables),
 * the share page and both exports.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {jsonRequest, streamRequest} from './support'
import {startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {DIST} from '../support/hale-app'

// Hale reads only exports of the last 90 days: this one ends today.
const END = new Date().toISOString().slice(0, 10)
const dayText = (date: string) => new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', timeZone: 'UTC'}).format(new Date(`${date}T00:00:00Z`))
const DAYS = 12

/** A generic CSV export: twelve days of steps and resting heart rate ending on END, and the values per metric, oldest first. */
function csvExport() {
  const days = Array.from({length: DAYS}, (_, index) => new Date(Date.parse(`${END}T00:00:00Z`) - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10))
  const steps = days.map((date, index) => ({date, value: 4000 + ((index * 1733) % 9000)}))
  const pulse = days.map((date, index) => ({date, value: 55 + ((index * 7) % 13)}))
  const lines = ['date,metric,value,unit', ...steps.map(({date, value}) => `${date},steps,${value},count`), ...pulse.map(({date, value}) => `${date},resting_heart_rate,${value},bpm`)]
  return {csv: `${lines.join('\n')}\n`, steps, pulse}
}

const mean = (values: readonly {value: number}[]) => values.reduce((sum, {value}) => sum + value, 0) / values.length

/** POST /api/health-imports: the `done` event's data. */
function importExport(origin: string, cookie: string, body: string, name: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/health-imports?name=${encodeURIComponent(name)}&locale=en`, {method: 'POST', headers: {cookie, 'content-type': 'text/csv'}})
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const done = /event: done\ndata: (.+)/.exec(text)
        done ? resolve(JSON.parse(done[1]!)) : reject(new Error(`no summary: ${res.statusCode} ${text}`))
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('a health-data summary sent with a message', () => {
  let fake: FakeModelServer
  let server: RunningServer
  let dataDir: string
  let cookie: string
  let conversationId: string
  let fileName: string
  const generated = csvExport()

  beforeAll(async () => {
    fake = await startFakeModelServer()
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-health-charts-'))
    server = await startServer(DIST, {NODE_ENV: 'production', HCAPTCHA: 'off', PUBLIC_ORIGIN: 'https://hale.example.org', DATA_DIR: dataDir, LLM_BASE_URL: fake.url})
    const conversation = await jsonRequest(server.origin, 'POST', '/api/conversations', {body: {locale: 'en'}})
    cookie = String([conversation.headers['set-cookie']].flat()[0]).split(';')[0]!
    conversationId = conversation.json.id
    const done = await importExport(server.origin, cookie, generated.csv, 'my-watch.csv')
    fileName = done.attachment.name
    const answer = streamRequest(server.origin, `/api/conversations/${conversationId}/messages`, {cookie, body: {content: 'Am I walking enough?', attachments: [done.attachment.id]}})
    await answer.ended
    // The live `user` event carries the summary too: the sent message draws its charts at once.
    const user = answer.events.find((event) => event.event === 'user')!
    expect(user.data.attachments[0].healthSummary.metrics.map((metric: any) => metric.metric)).toEqual(['steps', 'resting_heart_rate'])
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await fake?.close()
    if (dataDir) rmSync(dataDir, {recursive: true, force: true})
  })

  it('the conversation API carries the summary with the attachment', async () => {
    const res = await jsonRequest(server.origin, 'GET', `/api/conversations/${conversationId}`, {cookie})
    const [attachment] = res.json.messages[0].attachments
    expect(attachment).toMatchObject({name: fileName, mime: 'application/vnd.hale.health-summary+json'})
    const [steps, pulse] = attachment.healthSummary.metrics
    expect(attachment.healthSummary).toMatchObject({kind: 'csv', endDate: END})
    expect(steps.daily).toEqual(generated.steps)
    expect(steps.last30).toMatchObject({days: DAYS, mean: Math.round(mean(generated.steps))})
    expect(pulse.daily).toEqual(generated.pulse)
    expect(pulse.last90.max).toBe(Math.max(...generated.pulse.map(({value}) => value)))
  })

  it('the saved chat page draws the charts as static HTML, each with its values in a table behind a disclosure', async () => {
    const page = await jsonRequest(server.origin, 'GET', `/chat/${conversationId}`, {cookie})
    expect(page.status).toBe(200)
    const charts = page.text.slice(page.text.indexOf('class="health-charts"'))
    expect(charts).toMatch(/^class="health-charts"[^>]*><h3[^>]*>Health data: CSV file, [^<]+<\/h3>/)
    expect(charts.match(/<figure class="health-chart"/g)).toHaveLength(2)
    expect(charts.match(/<polyline class="health-line" points="[\d., ]+"/g)).toHaveLength(2)
    expect(charts).toContain('<summary>Show the values of Steps</summary>')
    const newest = generated.steps.at(-1)!.value.toLocaleString('en')
    expect(charts).toContain(`<th scope="row">${dayText(END)}</th><td>${newest}</td>`)
    // The "received" line names the summary for what it is, not a download of JSON.
    expect(page.text).toContain(`${fileName}: health-data summary`)
  })

  it('the share page shows the same charts', async () => {
    const share = await jsonRequest(server.origin, 'POST', `/api/conversations/${conversationId}/shares`, {cookie, body: {expiresIn: '7d'}})
    expect(share.status).toBe(201)
    const page = await jsonRequest(server.origin, 'GET', `/share/${share.json.token}`)
    expect(page.status).toBe(200)
    expect(page.text.match(/<figure class="health-chart"/g)).toHaveLength(2)
    expect(page.text).toContain(`<th scope="row">${dayText(generated.pulse[0]!.date)}</th><td>${generated.pulse[0]!.value}</td>`)
  })

  it('the Markdown export has each day in a table, the periods and the chart as an SVG image; the JSON export the summary', async () => {
    const markdown = await jsonRequest(server.origin, 'GET', `/api/conversations/${conversationId}/export?format=md`, {cookie})
    expect(markdown.status).toBe(200)
    for (const {date, value} of generated.pulse) expect(markdown.text).toContain(`| ${date} | ${value} | bpm |`)
    expect(markdown.text).toContain(`Last 30 days: average ${Math.round(mean(generated.steps)).toLocaleString('en')} steps`)
    const images = [...markdown.text.matchAll(/!\[Chart of [^\]]+\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)/g)]
    expect(images).toHaveLength(2)
    const svg = Buffer.from(images[0]![1]!, 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<polyline[^>]*points=.*<\/svg>$/s)

    const json = await jsonRequest(server.origin, 'GET', `/api/conversations/${conversationId}/export?format=json`, {cookie})
    const [health] = json.json.messages[0].healthData
    expect(health).toMatchObject({attachment: fileName, kind: 'csv', endDate: END})
    expect(health.metrics[1].daily).toEqual(generated.pulse)
  })
})
