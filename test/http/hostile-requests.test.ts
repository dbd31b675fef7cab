/**
 * Requests an attacker would send, against Hale as it runs in production: `node dist/server.js`
 * with NODE_ENV=production, a fresh DATA_DIR, the fake model server, and the human check off (so
 * that anyone can send them, as a verified visitor could). The process must stay up, answer each
 * with a documented status, keep its memory bounded and write only JSON lines.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {jsonRequest, streamRequest} from './support'
import {pdfBomb, png} from '../support/attachment-fixtures'
import {startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {DIST} from '../support/hale-app'
import {multipart, rawRequest} from '../support/multipart'

interface ProductionHale {
  server: RunningServer
  fake: FakeModelServer
  dataDir: string
  /** A new session's cookie (the human check is off: the first state-changing request opens one). */
  session(): Promise<string>
  close(): Promise<void>
}

async function startProductionHale(env: Record<string, string> = {}): Promise<ProductionHale> {
  const fake = await startFakeModelServer()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-hostile-'))
  const server = await startServer(DIST, {
    NODE_ENV: 'production', HCAPTCHA: 'off', PUBLIC_ORIGIN: 'https://hale.example.org', DATA_DIR: dataDir, LLM_BASE_URL: fake.url, ...env,
  })
  return {
    server, fake, dataDir,
    async session() {
      const res = await jsonRequest(server.origin, 'POST', '/api/conversations', {body: {locale: 'en'}})
      if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}: ${res.text}`)
      const cookie = [res.headers['set-cookie'] ?? []].flat()[0]!
      return cookie.split(';')[0]!
    },
    async close() {
      await server.stop()
      await fake.close()
      rmSync(dataDir, {recursive: true, force: true})
    },
  }
}

/** A multipart body written by hand, boundary `XX`, for parts no browser would send. */
function handMadeUpload(origin: string, cookie: string, body: string) {
  return rawRequest(origin, 'POST', '/api/attachments', {cookie, body: Buffer.from(body, 'latin1'), headers: {'content-type': 'multipart/form-data; boundary=XX'}})
}

async function expectAlive(h: ProductionHale): Promise<void> {
  expect(h.server.process.exitCode).toBeNull()
  expect(h.server.process.signalCode).toBeNull()
  const health = await jsonRequest(h.server.origin, 'GET', '/api/health')
  expect(health.status).toBe(200)
}

describe('a production Hale under hostile uploads', () => {
  let h: ProductionHale
  let cookie: string
  beforeAll(async () => {
    h = await startProductionHale()
    cookie = await h.session()
  })
  afterAll(async () => { await h.close() })

  it.each([
    ['a body that stops before its closing boundary', '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor'],
    ['a file part with name=""', '--XX\r\nContent-Disposition: form-data; name=""; filename="a.txt"\r\n\r\nhello\r\n--XX--\r\n'],
    ['a file part without a name parameter', '--XX\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nhello\r\n--XX--\r\n'],
  ])('answers 400 bad_multipart to %s and stays up', async (_, body) => {
    const res = await handMadeUpload(h.server.origin, cookie, body)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({error: {code: 'bad_multipart', message: expect.any(String)}})
    await expectAlive(h)
  })

  it('refuses a whole upload with 400 when a part\'s filename* cannot be read, rather than dropping that file', async () => {
    const body = '--XX\r\nContent-Disposition: form-data; name="file"; filename*=zz\'\'%ZZ%\r\n\r\nfirst file\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="second.txt"\r\n\r\nsecond file\r\n--XX--\r\n'
    const res = await handMadeUpload(h.server.origin, cookie, body)
    expect(res.status).toBe(400)
    expect(res.json.error.code).toBe('bad_multipart')
    await expectAlive(h)
  })
})

/** Resident memory in MiB: the process's own, and the private memory of its children (heavy jobs). */
function memoryOf(pid: number): {own: number; children: number} {
  const field = (status: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024
  const own = field(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS')
  let children = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      if (field(status, 'PPid') * 1024 === pid) children += field(status, 'RssAnon')
    } catch {
      // exited meanwhile
    }
  }
  return {own, children}
}

describe('heavy work under a memory and concurrency budget', () => {
  let h: ProductionHale
  beforeAll(async () => {
    h = await startProductionHale({HEAVY_JOBS: '2', HEAVY_JOB_MEMORY_MB: '128', HEAVY_JOB_WAIT_MS: '60000'})
  })
  afterAll(async () => { await h.close() })

  it('four 512 MB decompression bombs at once: each is refused with 413 document_too_complex, memory stays within 300 MB of idle and /api/health answers within a second throughout', async () => {
    const cookie = await h.session()
    const pid = h.server.process.pid!
    const upload = (name: string, data: Buffer) => {
      const {body, contentType} = multipart([{filename: name, data}])
      return rawRequest(h.server.origin, 'POST', '/api/attachments', {cookie, body, headers: {'content-type': contentType}})
    }
    // Warm: one ordinary image and one ordinary PDF, so that idle includes the code they load.
    expect((await upload('photo.png', await png(400, 300))).status).toBe(201)
    const bomb = await pdfBomb(512)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const idle = memoryOf(pid).own

    let peak = 0
    let slowestHealth = 0
    let healthChecks = 0
    let running = true
    const sampler = (async () => {
      while (running) {
        const {own, children} = memoryOf(pid)
        peak = Math.max(peak, own + children - idle)
        const started = performance.now()
        const health = await jsonRequest(h.server.origin, 'GET', '/api/health')
        expect(health.status).toBe(200)
        slowestHealth = Math.max(slowestHealth, performance.now() - started)
        healthChecks += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const answers = await Promise.all([1, 2, 3, 4].map((n) => upload(`bomb-${n}.pdf`, bomb)))
    running = false
    await sampler

    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.json.error.code).toBe('document_too_complex')
    }
    expect(healthChecks).toBeGreaterThan(3)
    expect(slowestHealth).toBeLessThan(1000)
    expect(peak).toBeLessThan(300)
    await expectAlive(h)
  }, 120_000)
})

describe('the log under load', () => {
  let h: ProductionHale
  beforeAll(async () => {
    h = await startProductionHale({MAX_CONCURRENT_STREAMS: '20'})
  })
  afterAll(async () => { await h.close() })

  it('stays one JSON object per line with twelve answers streaming at once', async () => {
    h.fake.respondWith({kind: 'hang'})
    const cookie = await h.session()
    const streams = []
    for (let n = 0; n < 12; n++) {
      const created = await jsonRequest(h.server.origin, 'POST', '/api/conversations', {cookie, body: {locale: 'en'}})
      expect(created.status).toBe(201)
      streams.push(streamRequest(h.server.origin, `/api/conversations/${created.json.id}/messages`, {cookie, body: {content: `Question ${n}`}}))
    }
    await Promise.all(streams.map((stream) => stream.next('user', 10_000)))
    for (let waited = 0; h.fake.requests.length < 12 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(h.fake.requests.length).toBe(12)
    for (const stream of streams) stream.abort()
    await Promise.all(streams.map((stream) => stream.ended))
    await expectAlive(h)

    // The log (stderr); stdout has the start-up report, for people.
    const lines = h.server.log().split('\n').filter((line) => line !== '')
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(lines.some((line) => line.includes('MaxListenersExceeded'))).toBe(false)
  }, 60_000)
})
