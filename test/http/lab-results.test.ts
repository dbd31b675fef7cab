/**
 * A lab report sent with a message, over real HTTP against real SQLite and the fake model server
 * (docs/lab-results.md): the model receives its table, the `user` event, the chat page and its
 * data file carry the rows, a critical value raises the banner with its line (also after a
 * reload), and the share page and both exports include the table.
 */
import {loadAppBundle} from '../../server/framework/app-bundle'
import {modules} from '../../dist/.gen/server-modules'
import {DIST} from '../support/hale-app'
import {pdf} from '../support/attachment-fixtures'
import {multipart, rawRequest, type Part} from '../support/multipart'
import {jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const buildId = loadAppBundle(modules, DIST).manifest.buildId

const REPORT = [
  ['City Laboratory - Basic metabolic panel', 'Sodium 138 mmol/L 135 - 145', 'Potassium 6.8 mmol/L 3.5 - 5.1 H'],
  ['Creatinine 88 umol/L 60 - 110', 'Zonulin 12 ng/mL 0 - 10', 'Report validated by Dr A. Example'],
]

let h: HaleServer
beforeAll(async () => { h = await startHale() })
afterAll(async () => { await h.close() })

async function upload(cookie: string, parts: readonly Part[]): Promise<string> {
  const {body, contentType} = multipart(parts)
  const res = await rawRequest(h.origin, 'POST', '/api/attachments', {cookie, body, headers: {'content-type': contentType}})
  expect(res.status).toBe(201)
  return JSON.parse(res.body.toString('utf8')).attachments[0].id
}

/** Sends `content` with the uploaded file to a new conversation; the stream's events once it ended. */
async function sendWith(cookie: string, part: Part, content: string, locale = 'en') {
  const id = await h.conversation(cookie, {locale})
  const attachment = await upload(cookie, [part])
  const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content, attachments: [attachment]}})
  await stream.ended
  return {id, events: stream.events}
}

describe('a lab report with a critical value', () => {
  let cookie: string
  let id: string
  let events: {event: string; data: any}[]
  beforeAll(async () => {
    cookie = await h.session()
    ;({id, events} = await sendWith(cookie, {filename: 'report.pdf', data: pdf(REPORT)}, 'What do my results mean?'))
  })

  it('gives the model the table after the document, with the flags, the critical mark and the lines not read', () => {
    const content = h.fake.requests.at(-1)!.body.messages.at(-1).content as string
    expect(typeof content).toBe('string')
    const table = content.slice(content.indexOf('<<<END ATTACHED DOCUMENT "report.pdf">>>'))
    expect(table).toContain('Lab results read from "report.pdf" (deterministic extraction by Hale')
    expect(table).toContain('\nSodium | 138 mmol/L | 135 - 145 | not flagged\n')
    expect(table).toContain('\nPotassium | 6.8 mmol/L | 3.5 - 5.1 | HIGH, CRITICAL\n')
    expect(table).toContain('\nCreatinine | 88 µmol/L | 60 - 110 | not flagged\n')
    expect(table).toContain('1 line that looks like a result was not recognised')
  })

  it('sends the rows on the `user` event with the verdict, and the banner\'s `safety` event', () => {
    const user = events.find((event) => event.event === 'user')!.data
    expect(user.redFlags).toEqual(['critical_lab_value'])
    expect(user.attachments[0].labTable).toEqual({
      rows: [
        {analyte: 'sodium', name: 'Sodium', value: 138, unit: 'mmol/L', range: '135 - 145', flag: null},
        {analyte: 'potassium', name: 'Potassium', value: 6.8, unit: 'mmol/L', range: '3.5 - 5.1', flag: 'high'},
        {analyte: 'creatinine', name: 'Creatinine', value: 88, unit: 'µmol/L', range: '60 - 110', flag: null},
      ],
      unrecognisedLines: 1,
      critical: [1],
    })
    expect(events.find((event) => event.event === 'safety')!.data).toMatchObject({categories: ['critical_lab_value'], selfHarm: false})
  })

  it('stores the verdict, so a reload shows the table and the banner with its line', async () => {
    const [question] = await h.hale.storage.messages.list(id)
    expect(question!.redFlags).toEqual(['critical_lab_value'])

    const page = await rawRequest(h.origin, 'GET', `/chat/${id}`, {cookie})
    expect(page.status).toBe(200)
    const html = page.body.toString('utf8')
    expect(html.match(/class="emergency-banner"/g)).toHaveLength(1)
    expect(html).toContain('Potassium 6.8 mmol/L is at a level that needs urgent care.')
    expect(html).toContain('<table class="lab-table">')
    expect(html).toMatch(/<caption id="[^"]+"><span class="lab-caption-text">Your results from report\.pdf<\/span><\/caption>/)
    expect(html).toContain('<th scope="col">Reference range</th>')
    expect(html).toContain('<th scope="row">Potassium</th>')
    expect(html).toContain('1 line was not recognised and is not in this table.')
    expect(html).toMatch(/<tr data-flag="high" data-critical="true">/)

    const data = await jsonRequest(h.origin, 'GET', `/_app/data/${buildId}/en/chat/${id}.json`, {cookie})
    const [message] = data.json.props.messages
    expect(message.redFlags).toEqual(['critical_lab_value'])
    expect(message.attachments[0].labTable.rows).toHaveLength(3)
    // Only the rows: no thresholds, sources or parsed bounds in the page's data.
    expect(JSON.stringify(message.attachments[0].labTable)).not.toMatch(/threshold|RCPath|"low":|"text":/)
  })

  it('shows the table and the banner\'s note on the share page', async () => {
    const share = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/shares`, {cookie, body: {expiresIn: '7d'}})
    expect(share.status).toBe(201)
    const page = await rawRequest(h.origin, 'GET', `/share/${share.json.token}`)
    const html = page.body.toString('utf8')
    expect(html).toContain('Hale showed its emergency banner for this message: a lab result at a critical level.')
    expect(html).toContain('<table class="lab-table">')
    expect(html).toContain('<th scope="row">Potassium</th>')
    expect(html).toContain('3.5 - 5.1')
  })

  it('puts the table in the Markdown and JSON exports', async () => {
    const md = await rawRequest(h.origin, 'GET', `/api/conversations/${id}/export?format=md`, {cookie})
    const text = md.body.toString('utf8')
    expect(text).toContain('**Lab results read from “report.pdf”**')
    expect(text).toContain('| Test | Result | Unit | Flag | Reference range |')
    expect(text).toContain('| Potassium | 6.8 | mmol/L | ↑ High, ⚠️ Critical | 3.5 - 5.1 |')
    expect(text).toContain('*1 line was not recognised and is not in this table.*')
    expect(text).toContain('> ⚠️ Potassium 6.8 mmol/L is at a level that needs urgent care.')
    expect(text).toContain('a lab result at a critical level')

    const json = await rawRequest(h.origin, 'GET', `/api/conversations/${id}/export?format=json`, {cookie})
    const [question] = JSON.parse(json.body.toString('utf8')).messages
    expect(question.redFlags).toEqual(['critical_lab_value'])
    expect(question.labResults).toEqual([{
      attachment: 'report.pdf', unrecognisedLines: 1,
      rows: [
        {analyte: 'sodium', value: 138, unit: 'mmol/L', range: '135 - 145', flag: null, critical: false},
        {analyte: 'potassium', value: 6.8, unit: 'mmol/L', range: '3.5 - 5.1', flag: 'high', critical: true},
        {analyte: 'creatinine', value: 88, unit: 'µmol/L', range: '60 - 110', flag: null, critical: false},
      ],
    }])
  })
})

describe('a CSV export without critical values, in Spanish', () => {
  it('shows the table with Spanish names and no banner', async () => {
    const cookie = await h.session()
    const csv = 'Prueba;Resultado;Unidad;Valores de referencia\nHemoglobina;13,2;g/dL;12 - 16\nFerritina;8;ng/mL;15 - 150\nGlucosa;92;mg/dL;70 - 100\n'
    const {id, events} = await sendWith(cookie, {filename: 'analitica.csv', type: 'text/csv', data: csv}, '¿Qué significan?', 'es')
    expect(events.find((event) => event.event === 'user')!.data.redFlags).toEqual([])
    expect(events.some((event) => event.event === 'safety')).toBe(false)
    const content = h.fake.requests.at(-1)!.body.messages.at(-1).content as string
    expect(content).toContain('Ferritin | 8 ng/mL | 15 - 150 | LOW')

    const html = (await rawRequest(h.origin, 'GET', `/es/chat/${id}`, {cookie})).body.toString('utf8')
    expect(html).not.toContain('class="emergency-banner"')
    expect(html).toContain('Sus resultados de analitica.csv')
    expect(html).toContain('<th scope="row">Ferritina</th>')
    expect(html).toContain('<td class="lab-number">13,2</td>')
    expect(html).toContain('Bajo')
    expect(html).not.toContain('no se reconoci')
  })

  it('makes no table of a letter with one number', async () => {
    const cookie = await h.session()
    const letter = 'Dear Dr Smith,\nmy glucose was 6.1 mmol/L this morning, is that fine?\nBest wishes'
    const {events} = await sendWith(cookie, {filename: 'letter.txt', data: letter}, 'Is this fine?')
    expect(events.find((event) => event.event === 'user')!.data.attachments[0].labTable).toBeUndefined()
    expect(h.fake.requests.at(-1)!.body.messages.at(-1).content).not.toContain('Lab results read from')
  })
})
