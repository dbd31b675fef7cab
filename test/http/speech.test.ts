/**
 * `POST /api/speech` over real HTTP: Hale in-process on 127.0.0.1 with real SQLite, its
 * TTS_BASE_URL at the fake speech server (a real HTTP server speaking `/audio/speech`).
 */
import {readdirSync, readFileSync} from 'node:fs'
import {request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {createServer} from 'node:net'
import path from 'node:path'
import {translate} from '../../src/framework/i18n/translate'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {silentMp3, startFakeTtsServer, type FakeTtsServer} from '../support/fake-tts-server'

interface Answer { status: number; headers: IncomingHttpHeaders; json: any; bytes: Buffer }

interface Running {
  hale: HaleTestApp
  origin: string
  close(): Promise<void>
}

async function start(env: Record<string, string>): Promise<Running> {
  const hale = haleServicesApp(env)
  const server: Server = await new Promise((resolve) => {
    const listening = hale.app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  return {
    hale,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await hale.close()
    },
  }
}

/** POSTs `body` as JSON; `onFirstBytes` hears the first chunk of the answer's body as it arrives. */
function post(origin: string, body: unknown, options: {cookie?: string; onFirstBytes?: (chunk: Buffer) => void} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body))
    const req = httpRequest(`${origin}/api/speech`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'content-length': String(payload.length), ...(options.cookie ? {cookie: options.cookie} : {})},
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) options.onFirstBytes?.(chunk)
        chunks.push(chunk)
      })
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        let json: unknown = null
        try { json = JSON.parse(bytes.toString('utf8')) } catch { /* audio */ }
        resolve({status: res.statusCode ?? 0, headers: res.headers, json, bytes})
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('POST /api/speech', () => {
  let fake: FakeTtsServer
  let h: Running
  let cookie: string

  beforeAll(async () => {
    fake = await startFakeTtsServer()
    h = await start({TTS_BASE_URL: fake.url, TTS_MODEL: 'test-tts', TTS_VOICE: 'nova', TTS_API_KEY: 'sk-tts-123', TTS_TIMEOUT_MS: '500'})
  })
  afterAll(async () => {
    await h.close()
    await fake.close()
  })
  beforeEach(async () => {
    fake.requests.length = 0
    fake.respondWith({kind: 'audio', audio: silentMp3(20)})
    cookie = (await h.hale.verifiedSession()).cookie
  })

  it('sends {model, voice, input, mp3} with the key, and streams the audio back: its first bytes before the speech server has finished', async () => {
    const audio = silentMp3(30)
    let finish!: () => void
    const held = new Promise<void>((resolve) => {
      finish = resolve
    })
    fake.respondWith({kind: 'audio', audio, until: held})
    let firstBytes: Buffer | null = null
    const answer = post(h.origin, {text: '  Drink water. Rest.  ', locale: 'fr'}, {
      cookie,
      onFirstBytes: (chunk) => {
        firstBytes = chunk
        // The speech server still holds its second half back: what arrived came through as it was made.
        finish()
      },
    })
    const done = await answer
    expect(firstBytes).not.toBeNull()
    expect(firstBytes!.length).toBeLessThanOrEqual(audio.length / 2)
    expect(done.status).toBe(200)
    expect(done.headers['content-type']).toBe('audio/mpeg')
    expect(done.headers['cache-control']).toMatch(/no-store/)
    expect(done.bytes.equals(audio)).toBe(true)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech', authorization: 'Bearer sk-tts-123',
      body: {model: 'test-tts', voice: 'nova', input: 'Drink water. Rest.', response_format: 'mp3'},
    })
  })

  it('needs a verified session (401), before calling the speech server', async () => {
    const answer = await post(h.origin, {text: 'Hello.'})
    expect(answer.status).toBe(401)
    expect(answer.json.error.code).toBe('verification_required')
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses empty text (400) and text over 4,096 characters (413), sending nothing on', async () => {
    const empty = await post(h.origin, {text: '   ', locale: 'de'}, {cookie})
    expect(empty.status).toBe(400)
    expect(empty.json.error).toEqual({code: 'invalid_text', message: translate('de', 'readAloud.error.noText')})
    const long = await post(h.origin, {text: 'a'.repeat(4097)}, {cookie})
    expect(long.status).toBe(413)
    expect(long.json.error).toEqual({code: 'text_too_long', message: translate('en', 'readAloud.error.tooLong', {max: 4096})})
    expect((await post(h.origin, {text: 'a'.repeat(4096)}, {cookie})).status).toBe(200)
    expect(fake.requests).toHaveLength(1)
  })

  it.each([
    ['a 500', {kind: 'status', status: 500} as const, 502, 'speech_error', 'readAloud.error.failed'],
    ['a 400', {kind: 'status', status: 400} as const, 422, 'speech_rejected', 'readAloud.error.rejected'],
    ['JSON instead of audio', {kind: 'json'} as const, 502, 'speech_bad_response', 'readAloud.error.badResponse'],
    ['an HTML page with 200', {kind: 'status', status: 200, contentType: 'text/html', body: '<html>login</html>'} as const, 502, 'speech_bad_response', 'readAloud.error.badResponse'],
    ['no headers within TTS_TIMEOUT_MS', {kind: 'hang'} as const, 504, 'speech_timeout', 'readAloud.error.timeout'],
  ] as const)('maps %s to its status, code and message in the page\'s language', async (_name, behaviour, status, code, key) => {
    fake.respondWith(behaviour)
    const answer = await post(h.origin, {text: 'Hello.', locale: 'es'}, {cookie})
    expect(answer.status).toBe(status)
    expect(answer.json.error).toEqual({code, message: translate('es', key)})
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
  })

  it('aborts the request to the speech server when the visitor leaves partway through the audio', async () => {
    let finish!: () => void
    const held = new Promise<void>((resolve) => {
      finish = resolve
    })
    fake.respondWith({kind: 'audio', audio: silentMp3(30), until: held})
    await new Promise<void>((resolve) => {
      const payload = JSON.stringify({text: 'Hello.'})
      const req = httpRequest(`${h.origin}/api/speech`, {method: 'POST', headers: {'content-type': 'application/json', cookie}}, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.on('error', () => {})
      req.on('close', () => resolve())
      req.end(payload)
    })
    const until = Date.now() + 5000
    while (fake.requests[0]?.abortedAt == null && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
    finish()
    expect(fake.requests[0]!.abortedAt).not.toBeNull()
  })

  it('maps a 429 to 503 speech_busy with Retry-After', async () => {
    fake.respondWith({kind: 'status', status: 429, headers: {'retry-after': '7'}})
    const answer = await post(h.origin, {text: 'Hello.', locale: 'fr'}, {cookie})
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe('7')
    expect(answer.json.error).toEqual({code: 'speech_busy', message: translate('fr', 'readAloud.error.busy'), retryAfter: 7})
  })
})

describe('POST /api/speech: configuration, limits, storage', () => {
  it('keeps nothing of the text or the audio in DATA_DIR, and logs neither', async () => {
    const fake = await startFakeTtsServer()
    const h = await start({TTS_BASE_URL: fake.url})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const marker = 'HALE-SPEECH-MARKER-51c2e'
      const audio = Buffer.concat([silentMp3(4), Buffer.from('HALE-AUDIO-MARKER-9b0d'), silentMp3(4)])
      fake.respondWith({kind: 'audio', audio})
      const answer = await post(h.origin, {text: `My secret symptom ${marker}.`}, {cookie})
      expect(answer.bytes.equals(audio)).toBe(true)
      await h.hale.storage.close()
      const files = readdirSync(h.hale.dataDir).map((name) => path.join(h.hale.dataDir, name))
      expect(files.length).toBeGreaterThan(0)
      for (const file of files) {
        const content = readFileSync(file)
        expect(content.includes(marker)).toBe(false)
        expect(content.includes('HALE-AUDIO-MARKER-9b0d')).toBe(false)
      }
      expect(JSON.stringify(h.hale.log.lines)).toContain('Read a piece of an answer aloud')
      expect(JSON.stringify(h.hale.log.lines)).not.toContain(marker)
    } finally {
      await h.close()
      await fake.close()
    }
  })

  it('answers 503 speech_not_configured without TTS_BASE_URL', async () => {
    const h = await start({})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const answer = await post(h.origin, {text: 'Hello.', locale: 'de'}, {cookie})
      expect(answer.status).toBe(503)
      expect(answer.json.error).toEqual({code: 'speech_not_configured', message: translate('de', 'readAloud.error.notConfigured')})
    } finally {
      await h.close()
    }
  })

  it('answers 502 speech_unreachable when the speech server is down', async () => {
    const h = await start({TTS_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const answer = await post(h.origin, {text: 'Hello.'}, {cookie})
      expect(answer.status).toBe(502)
      expect(answer.json.error).toEqual({code: 'speech_unreachable', message: translate('en', 'readAloud.error.unreachable')})
    } finally {
      await h.close()
    }
  })

  it('counts pieces read aloud: beyond RATE_LIMIT_SPEECH is a 429 with Retry-After', async () => {
    const fake = await startFakeTtsServer()
    const h = await start({TTS_BASE_URL: fake.url, RATE_LIMIT_SPEECH: '2/1h'})
    try {
      const {cookie} = await h.hale.verifiedSession()
      expect((await post(h.origin, {text: 'One.'}, {cookie})).status).toBe(200)
      expect((await post(h.origin, {text: 'Two.'}, {cookie})).status).toBe(200)
      const third = await post(h.origin, {text: 'Three.'}, {cookie})
      expect(third.status).toBe(429)
      expect(third.json.error.code).toBe('rate_limited')
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
      expect(fake.requests).toHaveLength(2)
    } finally {
      await h.close()
      await fake.close()
    }
  })
})
