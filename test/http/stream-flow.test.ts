/**
 * The chat stream as a network connection: the visitor stopping, a slow reader, compression,
 * and the server shutting down (docs/security.md "Streaming to the model server", "The server
 * process"). Every upstream here is the fake model server, over real sockets.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {request as httpRequest, type IncomingMessage} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import {ROOT, startServer} from '../support/built-server'
import {startFakeModelServer} from '../support/fake-model-server'
import {eventually, jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const messagesPath = (id: string) => `/api/conversations/${id}/messages`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const deltaText = (events: Array<{event: string; data: any}>) => events.filter((event) => event.event === 'delta').map((event) => event.data.text).join('')

describe('the visitor stopping', () => {
  let h: HaleServer
  beforeAll(async () => { h = await startHale({LLM_TOTAL_TIMEOUT_MS: '20000'}) })
  afterAll(async () => { await h.close() })

  it('aborts the upstream request within a second and saves the partial answer as incomplete', async () => {
    h.fake.respondWith({kind: 'forever', delayMs: 20})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = h.fake.requests.length
    const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Explain cholesterol'}})
    await eventually(() => stream.events.filter((event) => event.event === 'delta').length, (count) => count >= 3)
    const received = deltaText(stream.events)
    const stoppedAt = Date.now()
    stream.abort()

    const abortedAt = await eventually(() => h.fake.requests[before]!.abortedAt, (at) => at !== null, 1000)
    expect(abortedAt! - stoppedAt).toBeLessThan(1000)
    const [, answer] = await eventually(() => h.hale.storage.messages.list(id), (messages) => messages[1]?.status !== 'streaming')
    expect(answer!.status).toBe('incomplete')
    expect(answer!.errorCode).toBeNull()
    // What the visitor saw is saved, and at most what the model server sent before the abort.
    expect(answer!.content.startsWith(received)).toBe(true)
    expect(answer!.content).toMatch(/^(tok\d+ )+$/)
  })

  it('stopping while the model server has sent nothing yet aborts it too, and saves an empty incomplete answer', async () => {
    h.fake.respondWith({kind: 'hang'})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = h.fake.requests.length
    const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Explain cholesterol'}})
    await stream.next('user')
    await eventually(() => h.fake.requests.length, (count) => count > before)
    const stoppedAt = Date.now()
    stream.abort()
    const abortedAt = await eventually(() => h.fake.requests[before]!.abortedAt, (at) => at !== null, 1000)
    expect(abortedAt! - stoppedAt).toBeLessThan(1000)
    const messages = await eventually(() => h.hale.storage.messages.list(id), (list) => list[1]?.status === 'incomplete')
    expect(messages.map(({role, status, content}) => ({role, status, content}))).toEqual([
      {role: 'user', status: 'complete', content: 'Explain cholesterol'},
      {role: 'assistant', status: 'incomplete', content: ''},
    ])
  })
})

describe('a slow reader', () => {
  it('pauses the model server instead of buffering its long answer (backpressure)', async () => {
    // Hale runs in its own process, as in production. In this process, its save of the megabytes
    // relayed (hundreds of ms) would hold up the fake model server, which then saw the abort late.
    const fake = await startFakeModelServer()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-backpressure-'))
    const server = await startServer(path.join(ROOT, 'dist'), {
      DATA_DIR: dataDir, LLM_BASE_URL: fake.url, HCAPTCHA: 'off',
      LLM_TOTAL_TIMEOUT_MS: '20000', LLM_IDLE_TIMEOUT_MS: '10000', LLM_MAX_TOKENS: '100000',
    })
    const rss = () => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))![1]) * 1024
    try {
      // 256 MB on offer: 16 KiB tokens, far more than every socket buffer on the way can hold.
      const token = `data: ${JSON.stringify({choices: [{delta: {content: 'x'.repeat(16 * 1024)}}]})}\n\n`
      const offered = 16 * 1024 * token.length
      fake.respondWith({kind: 'raw', chunks: new Array<string>(16 * 1024).fill(token)})
      const created = await jsonRequest(server.origin, 'POST', '/api/conversations', {body: {}})
      expect(created.status).toBe(201)
      const cookie = String(created.headers['set-cookie']![0]).split(';')[0]!
      const id = created.json.id as string

      // A reader that takes the headers and then reads nothing.
      const payload = JSON.stringify({content: 'Tell me everything'})
      const req = httpRequest(`${server.origin}${messagesPath(id)}`, {method: 'POST', headers: {cookie, 'content-type': 'application/json', 'content-length': String(payload.length)}})
      const res = await new Promise<IncomingMessage>((resolve) => { req.on('response', resolve); req.end(payload) })
      res.pause()
      await eventually(() => fake.requests.length, (count) => count === 1)
      const rssBefore = rss()
      const started = Date.now()
      // Wait until the upstream stands still (socket buffers full) for 600 ms, at most 5 s.
      const samples = [fake.bytesWritten()]
      const still = () => samples.length >= 3 && samples.slice(-3).every((bytes) => bytes === samples[samples.length - 1])
      while (!still() && Date.now() - started < 5000) {
        await sleep(300)
        samples.push(fake.bytesWritten())
      }
      const pausedAfter = Date.now() - started
      const plateau = samples[samples.length - 1]!
      await sleep(500)
      const later = fake.bytesWritten()
      const rssGrowth = rss() - rssBefore
      console.log(`backpressure: the fake server offered ${(offered / 1e6).toFixed(0)} MB; for a paused reader it wrote ` +
        `${(plateau / 1e6).toFixed(1)} MB and stood still after ${pausedAfter} ms (${(later / 1e6).toFixed(1)} MB 500 ms later); Hale's RSS +${(rssGrowth / 1e6).toFixed(1)} MB`)
      // The paused reader holds the upstream back: socket buffers fill, then nothing more moves.
      // Without backpressure the upstream would keep writing, far past these bounds.
      expect(pausedAfter).toBeLessThan(5000)
      expect(later).toBeLessThan(offered / 8)
      expect(rssGrowth).toBeLessThan(offered / 4)
      expect(fake.requests[0]!.abortedAt).toBeNull()

      // Reading again resumes it; leaving aborts it and saves what was relayed as incomplete.
      res.resume()
      await eventually(() => fake.bytesWritten(), (bytes) => bytes > plateau + 4 * 1024 * 1024)
      const leftAt = Date.now()
      res.destroy()
      const abortedAt = await eventually(() => fake.requests[0]!.abortedAt, (at) => at !== null, 1000)
      console.log(`backpressure: the model server saw the visitor leave after ${abortedAt! - leftAt} ms`)
      expect(abortedAt! - leftAt).toBeLessThan(1000)
      const saved = await eventually(async () => (await jsonRequest(server.origin, 'GET', `/api/conversations/${id}`, {cookie})).json.messages, (list) => list[1]?.status === 'incomplete')
      // Only the tokens' text (megabytes of it: no regular expression over the whole).
      expect(saved[1].content.length).toBeGreaterThan(0)
      expect(saved[1].content.replaceAll('x', '')).toBe('')
    } finally {
      await server.stop()
      await fake.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})

describe('compression', () => {
  it.each([['gzip'], ['br'], ['gzip, deflate, br, zstd']])('with Accept-Encoding: %s the events still arrive one by one, as the model server sends them', async (acceptEncoding) => {
    const h = await startHale()
    try {
      h.fake.respondWith({kind: 'stream', tokens: ['One', ' two', ' three', ' four', ' five'], delayMs: 200})
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Count to five'}, headers: {'accept-encoding': acceptEncoding}})
      const res = await stream.response
      expect(res.headers['cache-control']).toContain('no-transform')
      const first = await stream.next('delta')
      // The first token is here while the model server is still writing the rest.
      expect(stream.events.some((event) => event.event === 'done')).toBe(false)
      const done = await stream.next('done')
      expect(done.at - first.at).toBeGreaterThan(600)
      const arrivals = stream.events.filter((event) => event.event === 'delta').map((event) => event.at)
      expect(arrivals).toHaveLength(5)
      for (let index = 1; index < arrivals.length; index++) expect(arrivals[index]! - arrivals[index - 1]!).toBeGreaterThan(100)
      expect(deltaText(stream.events)).toBe('One two three four five')
    } finally {
      await h.close()
    }
  })

  it('JSON answers of the API are still compressed', async () => {
    const h = await startHale()
    try {
      const cookie = await h.session()
      for (let index = 0; index < 20; index++) await h.conversation(cookie, {topic: `a topic long enough to need some bytes ${index}`})
      const res = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie, headers: {'accept-encoding': 'gzip'}})
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('gzip')
    } finally {
      await h.close()
    }
  })
})

describe('shutting down', () => {
  it('services.shutdown ends live answers: saved as incomplete, a done event, the upstream aborted', async () => {
    const h = await startHale({LLM_TOTAL_TIMEOUT_MS: '20000'})
    try {
      h.fake.respondWith({kind: 'forever', delayMs: 20})
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Explain sleep apnoea'}})
      await eventually(() => stream.events.filter((event) => event.event === 'delta').length, (count) => count >= 3)
      const stoppedAt = Date.now()
      h.hale.shutdown()
      const done = await stream.next('done', 1000)
      await stream.ended
      expect(done.data).toMatchObject({role: 'assistant', status: 'incomplete', content: deltaText(stream.events)})
      const abortedAt = await eventually(() => h.fake.requests[0]!.abortedAt, (at) => at !== null, 1000)
      expect(abortedAt! - stoppedAt).toBeLessThan(1000)
      expect((await h.hale.storage.messages.list(id))[1]).toMatchObject({status: 'incomplete', content: done.data.content})

      // A message that arrives while the server is stopping is saved; its answer never starts.
      const late = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'One more thing'}})
      const lateDone = await late.next('done', 1000)
      expect(lateDone.data).toMatchObject({status: 'incomplete', content: ''})
      expect(h.fake.requests).toHaveLength(1)
      expect((await h.hale.storage.messages.list(id)).map((message) => message.status)).toEqual(['complete', 'incomplete', 'complete', 'incomplete'])
    } finally {
      await h.close()
    }
  })

  it('SIGTERM to node dist/server.js saves the live answer as incomplete, then the process exits 0 without waiting out the grace period', async () => {
    const fake = await startFakeModelServer()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-sigterm-'))
    const server = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: fake.url, SHUTDOWN_GRACE_MS: '10000', HCAPTCHA: 'off'})
    try {
      fake.respondWith({kind: 'forever', delayMs: 20})
      const created = await jsonRequest(server.origin, 'POST', '/api/conversations', {body: {}})
      expect(created.status).toBe(201)
      const cookie = String(created.headers['set-cookie']![0]).split(';')[0]!
      const stream = streamRequest(server.origin, messagesPath(created.json.id), {cookie, body: {content: 'Explain sleep apnoea'}})
      await eventually(() => stream.events.filter((event) => event.event === 'delta').length, (count) => count >= 3)
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
      const stoppedAt = Date.now()
      server.process.kill('SIGTERM')
      const done = await stream.next('done', 2000)
      expect(done.data).toMatchObject({status: 'incomplete', content: deltaText(stream.events)})
      expect(await exited).toBe(0)
      // The stream finished at once, so its connection was idle: no reason to wait the 10 s grace.
      expect(Date.now() - stoppedAt).toBeLessThan(8000)
      await eventually(() => fake.requests[0]!.abortedAt, (at) => at !== null, 1000)

      const store = openSqliteStore({dataDir})
      try {
        const messages = await store.messages.list(created.json.id)
        expect(messages.map(({role, status}) => ({role, status}))).toEqual([{role: 'user', status: 'complete'}, {role: 'assistant', status: 'incomplete'}])
        expect(messages[1]!.content).toBe(done.data.content)
      } finally {
        await store.close()
      }
    } finally {
      await server.stop()
      await fake.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})
