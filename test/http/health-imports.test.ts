/**
 * Health-data exports sent to Hale as it runs in production (`node dist/server.js`, a fresh
 * DATA_DIR, the human check off): a 200 MB Apple export read with exact totals while Hale's
 * memory stays flat, the model given the summary; Google Takeout (daily CSV and Fit JSON) and a
 * generic CSV read the same way on smaller files; and every bad file answered clearly with
 * nothing left behind.
 */
import {createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Readable} from 'node:stream'
import {jsonRequest, streamRequest} from './support'
import {expectSummaryMatches, writeAppleHealthExport} from '../support/apple-health-export'
import {expectSummaryOf, writeGenericCsv, writeTakeoutDailyCsv, writeTakeoutFitJson, type GeneratedFile} from '../support/google-and-generic-exports'
import {startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {DIST} from '../support/hale-app'

interface Sent {
  status: number
  events: {event: string; data: any}[]
  text: string
}

function send(origin: string, cookie: string, body: Readable | Buffer, headers: Record<string, string> = {}, name = 'export.zip'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/health-imports?name=${encodeURIComponent(name)}`, {method: 'POST', headers: {cookie, 'content-type': 'application/octet-stream', ...headers}})
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const events = text.split('\n\n').flatMap((block) => {
          const event = /^event: (.+)$/m.exec(block)?.[1]
          const data = /^data: (.+)$/m.exec(block)?.[1]
          return event && data ? [{event, data: JSON.parse(data)}] : []
        })
        resolve({status: res.statusCode!, events, text})
      })
    })
    req.on('error', reject)
    if (Buffer.isBuffer(body)) req.end(body)
    else body.pipe(req)
  })
}

const residentBytes = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024

describe('health-data exports sent to Hale', () => {
  let fake: FakeModelServer
  let server: RunningServer
  let dataDir: string
  let files: string
  let cookie: string

  beforeAll(async () => {
    fake = await startFakeModelServer()
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-health-data-'))
    files = mkdtempSync(path.join(tmpdir(), 'hale-health-files-'))
    server = await startServer(DIST, {NODE_ENV: 'production', HCAPTCHA: 'off', PUBLIC_ORIGIN: 'https://hale.example.org', DATA_DIR: dataDir, LLM_BASE_URL: fake.url, HEALTH_IMPORT_MAX_BYTES: String(400 * 1024 * 1024)})
    const res = await jsonRequest(server.origin, 'POST', '/api/conversations', {body: {locale: 'en'}})
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0]!
  })
  afterAll(async () => {
    await server?.stop()
    await fake?.close()
    rmSync(dataDir, {recursive: true, force: true})
    rmSync(files, {recursive: true, force: true})
  })

  const leftBehind = () => readdirSync(path.join(dataDir, 'imports'))

  it('reads a 200 MB Apple export as it streams: exact summary, progress, flat memory, the file gone, the model told', async () => {
    const file = path.join(files, 'export.zip')
    // export.xml stored, not deflated: the file sent is itself over 200 MB (the deflated path is read in server/health-import's tests).
    const generated = await writeAppleHealthExport(file, {minXmlBytes: 210_000_000, seed: 11, endDate: new Date().toISOString().slice(0, 10), store: true})
    const fileBytes = statSync(file).size
    expect(fileBytes).toBeGreaterThan(200_000_000)
    const pid = server.process.pid!
    const before = residentBytes(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 25)
    const started = performance.now()
    const sent = await send(server.origin, cookie, createReadStream(file), {'content-length': String(statSync(file).size)}).finally(() => clearInterval(sampler))
    const seconds = (performance.now() - started) / 1000
    console.log(`Apple Health export through Hale: a ${(fileBytes / 1e6).toFixed(0)} MB export.zip, ${(generated.xmlBytes / 1e6).toFixed(0)} MB of XML, sent and read in ${seconds.toFixed(1)} s (${(generated.xmlBytes / 1e6 / seconds).toFixed(1)} MB/s); Hale's RSS grew ${((peak - before) / 2 ** 20).toFixed(0)} MiB`)
    expect(sent.status).toBe(200)
    const progress = sent.events.filter(({event}) => event === 'progress').map(({data}) => data)
    expect(progress.length).toBeGreaterThan(20)
    expect(progress.map(({fraction}) => fraction)).toEqual(progress.map(({fraction}) => fraction).sort((a, b) => a - b))
    expect(progress.at(-1)).toEqual({phase: 'summarising', fraction: 1})
    const done = sent.events.at(-1)!
    expect(done.event).toBe('done')
    expectSummaryMatches(done.data.summary, generated)
    // The attachment as POST /api/attachments answers one, for the composer's chip.
    expect(done.data.attachment).toMatchObject({kind: 'text', mime: 'application/vnd.hale.health-summary+json', name: 'export.zip', received: {kind: 'text', noText: false}})
    expect(peak - before).toBeLessThan(150 * 2 ** 20)
    expect(leftBehind()).toEqual([])

    // Sent with a message, the model receives the summary as a table.
    const conversation = await jsonRequest(server.origin, 'POST', '/api/conversations', {cookie, body: {locale: 'en'}})
    const answer = streamRequest(server.origin, `/api/conversations/${conversation.json.id}/messages`, {cookie, body: {content: 'Is my resting heart rate normal?', attachments: [done.data.attachment.id]}})
    await answer.ended
    const toModel = JSON.stringify(fake.requests.at(-1)!.body)
    expect(toModel).toContain('Health data summarised by Hale')
    expect(toModel).toContain('resting_heart_rate | bpm |')
  }, 600_000)

  /** Sends a generated file as it streams and checks what the Apple test checks, on a smaller file. */
  async function sendGenerated(label: string, file: string, generated: GeneratedFile, name: string): Promise<void> {
    const pid = server.process.pid!
    const before = residentBytes(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 25)
    const started = performance.now()
    const sent = await send(server.origin, cookie, createReadStream(file), {'content-length': String(statSync(file).size)}, name).finally(() => clearInterval(sampler))
    const seconds = (performance.now() - started) / 1000
    console.log(`${label} through Hale: ${(generated.bytes / 1e6).toFixed(1)} MB read in ${seconds.toFixed(1)} s (${(generated.bytes / 1e6 / seconds).toFixed(1)} MB/s); Hale's RSS grew ${((peak - before) / 2 ** 20).toFixed(0)} MiB`)
    expect(sent.status).toBe(200)
    const progress = sent.events.filter(({event}) => event === 'progress').map(({data}) => data)
    expect(progress.length).toBeGreaterThan(10)
    expect(progress.map(({fraction}) => fraction)).toEqual(progress.map(({fraction}) => fraction).sort((a, b) => a - b))
    expect(progress.at(-1)).toEqual({phase: 'summarising', fraction: 1})
    const done = sent.events.at(-1)!
    expect(done.event).toBe('done')
    expectSummaryOf(done.data.summary, generated)
    expect(peak - before).toBeLessThan(100 * 2 ** 20)
    expect(leftBehind()).toEqual([])
  }

  const today = () => new Date().toISOString().slice(0, 10)

  it('reads a Google Takeout zip with the daily-summary CSV: exact summary, progress, bounded memory, the file gone', async () => {
    const file = path.join(files, 'takeout-daily.zip')
    const generated = await writeTakeoutDailyCsv(file, {endDate: today(), years: 70, seed: 21})
    expect(generated.bytes).toBeGreaterThan(1_900_000)
    await sendGenerated('Google Takeout daily CSV', file, generated, 'takeout-20240601T000000Z-001.zip')
  }, 120_000)

  it('reads a generic date,metric,value,unit CSV of a few megabytes the same way', async () => {
    const file = path.join(files, 'values.csv')
    const generated = await writeGenericCsv(file, {endDate: today(), years: 20, seed: 22})
    expect(generated.bytes).toBeGreaterThan(3_000_000)
    await sendGenerated('Generic CSV', file, generated, 'values.csv')
  }, 120_000)

  it('reads a Google Takeout zip with Fit All Data JSON, merged steps taken over the raw ones', async () => {
    const file = path.join(files, 'takeout-json.zip')
    const generated = await writeTakeoutFitJson(file, {endDate: today(), dayCount: 120, seed: 23})
    await sendGenerated('Google Takeout Fit JSON', file, generated, 'takeout-20240601T000000Z-002.zip')
  }, 120_000)

  it('refuses an export over HEALTH_IMPORT_MAX_BYTES from its Content-Length, before reading it', async () => {
    const sent = await send(server.origin, cookie, Buffer.alloc(1024), {'content-length': String(2 * 1024 ** 3)}).catch((error) => ({status: 0, events: [], text: String(error)}))
    // Hale answers 413 and closes; a client still sending may see the connection reset instead.
    if (sent.status !== 0) expect(sent.status).toBe(413)
    if (sent.status !== 0) expect(JSON.parse(sent.text).error).toMatchObject({code: 'too_large', message: 'This export is larger than 400 MB, the most this Hale reads.'})
    expect(server.process.exitCode).toBeNull()
  })

  it('stops reading a body without Content-Length at the limit and keeps nothing of it', async () => {
    async function* twoGigabytes() {
      const chunk = Buffer.alloc(1024 * 1024, 0x41)
      for (let i = 0; i < 2048; i++) yield chunk
    }
    const {Readable} = await import('node:stream')
    const sent = await send(server.origin, cookie, Readable.from(twoGigabytes()), {'transfer-encoding': 'chunked'}).catch(() => ({status: 0, events: [], text: ''}))
    if (sent.status !== 0) expect(sent.status).toBe(413)
    expect(leftBehind()).toEqual([])
    const health = await jsonRequest(server.origin, 'GET', '/api/health')
    expect(health.status).toBe(200)
  }, 120_000)

  it.each([
    ['an XML bomb', 'bomb.xml', `<?xml version="1.0"?>\n<!DOCTYPE HealthData [\n<!ENTITY a "${'a'.repeat(100)}">\n<!ENTITY b "${'&a;'.repeat(100)}">\n]>\n<HealthData>&b;</HealthData>`, 'unsafe_xml'],
    ['a damaged zip', 'broken.zip', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5000, 9)]), 'corrupt'],
    ['a file that is not an export', 'notes.csv', 'name,phone\nA,1\n', 'not_an_export'],
    ['an export with nothing in the last 90 days', 'old.csv', 'date,metric,value\n2019-01-01,steps,100\n2019-06-01,weight,70\n', 'no_recent_data'],
  ])('%s gets a clear answer and leaves nothing behind', async (_label, name, content, code) => {
    const body = Buffer.from(content as string | Buffer)
    const sent = await send(server.origin, cookie, body, {'content-length': String(body.length)}, name)
    expect(sent.status).toBe(200)
    const error = sent.events.at(-1)!
    expect(error.event).toBe('error')
    expect(error.data.code).toBe(code)
    expect(error.data.message.length).toBeGreaterThan(20)
    expect(leftBehind()).toEqual([])
  })
})
