/**
 * `POST /api/transcribe` over real HTTP: Hale in-process on 127.0.0.1 with real SQLite, its
 * TRANSCRIBE_BASE_URL at the fake transcription server (a real HTTP server that parses the
 * multipart request). Audio is made by the tests (WAV of silence, container headers).
 */
import {readdirSync, readFileSync} from 'node:fs'
import {request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {createServer} from 'node:net'
import path from 'node:path'
import {translate} from '../../src/framework/i18n/translate'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {startFakeTranscribeServer, type FakeTranscribeServer} from '../support/fake-transcribe-server'
import {oggOpus, png, wav, webm} from '../support/audio-fixtures'

interface Answer { status: number; headers: IncomingHttpHeaders; json: any; text: string }

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

/** POST `body` to /api/transcribe; `chunked` sends it without Content-Length. */
function post(origin: string, body: Buffer, options: {cookie?: string; query?: string; contentType?: string; chunked?: boolean} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/transcribe${options.query ?? ''}`, {
      method: 'POST',
      headers: {
        'content-type': options.contentType ?? 'audio/webm',
        ...(options.chunked ? {} : {'content-length': String(body.length)}),
        ...(options.cookie ? {cookie: options.cookie} : {}),
      },
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown = null
        try { json = JSON.parse(text) } catch { /* not JSON */ }
        resolve({status: res.statusCode ?? 0, headers: res.headers, json, text})
      })
    })
    // The server may answer (413) and close before the whole body is written.
    req.on('error', reject)
    req.end(body)
  })
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const MAX_BYTES = 64 * 1024

describe('POST /api/transcribe', () => {
  let fake: FakeTranscribeServer
  let h: Running
  let cookie: string

  beforeAll(async () => {
    fake = await startFakeTranscribeServer()
    h = await start({
      TRANSCRIBE_BASE_URL: fake.url, TRANSCRIBE_MODEL: 'test-whisper', TRANSCRIBE_API_KEY: 'sk-test-123',
      MAX_AUDIO_SECONDS: '10', MAX_AUDIO_BYTES: String(MAX_BYTES), TRANSCRIBE_TIMEOUT_MS: '500',
    })
  })
  afterAll(async () => {
    await h.close()
    await fake.close()
  })
  beforeEach(async () => {
    fake.requests.length = 0
    fake.respondWith({kind: 'text', text: 'I have had a headache for three days.'})
    cookie = (await h.hale.verifiedSession()).cookie
  })

  it('forwards a WAV as multipart (file, model, language, json, bearer) and answers {"text"}', async () => {
    const audio = wav(1, {tone: true, sampleRate: 8000})
    const answer = await post(h.origin, audio, {cookie, query: '?locale=fr&seconds=1', contentType: 'audio/wav'})
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({text: 'I have had a headache for three days.'})
    expect(answer.headers['cache-control']).toMatch(/no-store/)
    expect(fake.requests).toHaveLength(1)
    const [received] = fake.requests
    expect(received!.path).toBe('/v1/audio/transcriptions')
    expect(received!.authorization).toBe('Bearer sk-test-123')
    expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(received!.fields).toEqual({model: 'test-whisper', language: 'fr', response_format: 'json'})
    expect(received!.file!.name).toBe('audio.wav')
    expect(received!.file!.type).toBe('audio/wav')
    expect(received!.file!.bytes.equals(audio)).toBe(true)
  })

  it('names the file by its bytes, not by the Content-Type the browser sent', async () => {
    const audio = webm(4000, 0x42)
    const answer = await post(h.origin, audio, {cookie, contentType: 'audio/wav'})
    expect(answer.status).toBe(200)
    expect(fake.requests[0]!.file).toMatchObject({name: 'audio.webm', type: 'audio/webm'})
    expect(fake.requests[0]!.file!.bytes.equals(audio)).toBe(true)
  })

  it('takes the language from the HALE_LOCALE cookie or Accept-Language without ?locale', async () => {
    await post(h.origin, webm(100), {cookie: `${cookie}; HALE_LOCALE=de`})
    expect(fake.requests[0]!.fields.language).toBe('de')
  })

  it('answers an empty transcript (silence) as empty text', async () => {
    fake.respondWith({kind: 'text', text: '  '})
    const answer = await post(h.origin, wav(1), {cookie})
    expect(answer).toMatchObject({status: 200, json: {text: ''}})
  })

  it('needs a verified session (401), before reading or forwarding anything', async () => {
    const answer = await post(h.origin, wav(1))
    expect(answer.status).toBe(401)
    expect(answer.json.error.code).toBe('verification_required')
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses a PNG posted as audio/webm (415), and sends nothing on', async () => {
    const answer = await post(h.origin, png(), {cookie, contentType: 'audio/webm'})
    expect(answer.status).toBe(415)
    expect(answer.json.error).toEqual({code: 'unsupported_audio', message: translate('en', 'voice.error.notAudio')})
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses a JSON body (415) and an empty one (400)', async () => {
    expect((await post(h.origin, Buffer.from('{"audio":"x"}'), {cookie, contentType: 'application/json'})).json.error.code).toBe('unsupported_audio')
    const empty = await post(h.origin, Buffer.alloc(0), {cookie})
    expect(empty.status).toBe(400)
    expect(empty.json.error.code).toBe('audio_empty')
    expect(fake.requests).toHaveLength(0)
  })

  it('takes exactly MAX_AUDIO_BYTES and refuses one byte more (413), with or without Content-Length', async () => {
    expect((await post(h.origin, webm(MAX_BYTES), {cookie})).status).toBe(200)
    const over = await post(h.origin, webm(MAX_BYTES + 1), {cookie, query: '?locale=es'})
    expect(over.status).toBe(413)
    expect(over.json.error).toEqual({code: 'audio_too_large', message: translate('es', 'voice.error.tooLarge')})
    const chunked = await post(h.origin, webm(MAX_BYTES + 1), {cookie, chunked: true})
    expect(chunked.status).toBe(413)
    expect(chunked.json.error.code).toBe('audio_too_large')
    expect(fake.requests).toHaveLength(1)
  })

  it('refuses audio longer than MAX_AUDIO_SECONDS (413) by the WAV header, the Ogg granule or the stated length', async () => {
    expect((await post(h.origin, wav(11, {sampleRate: 2000}), {cookie})).status).toBe(200) // 10 s + 1 s of grace
    const wavLong = await post(h.origin, wav(11.5, {sampleRate: 2000}), {cookie, query: '?locale=de'})
    expect(wavLong.status).toBe(413)
    expect(wavLong.json.error).toEqual({code: 'audio_too_long', message: translate('de', 'voice.error.tooLong', {max: '10 Sekunden'})})
    expect((await post(h.origin, oggOpus(30), {cookie})).json.error.code).toBe('audio_too_long')
    expect((await post(h.origin, oggOpus(9), {cookie})).status).toBe(200)
    expect((await post(h.origin, webm(100), {cookie, query: '?seconds=12'})).json.error.code).toBe('audio_too_long')
    expect(fake.requests).toHaveLength(2)
  })

  it.each([
    ['a 500', {kind: 'status', status: 500}, 502, 'transcription_error', 'voice.error.failed'],
    ['a 401 (a wrong key)', {kind: 'status', status: 401}, 502, 'transcription_error', 'voice.error.failed'],
    ['a 400 (audio it cannot use)', {kind: 'status', status: 400}, 422, 'transcription_rejected', 'voice.error.rejected'],
    ['a 502 HTML page', {kind: 'status', status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>'}, 502, 'transcription_error', 'voice.error.failed'],
    ['garbage', {kind: 'garbage'}, 502, 'transcription_bad_response', 'voice.error.badResponse'],
    ['an HTML page with 200', {kind: 'html'}, 502, 'transcription_bad_response', 'voice.error.badResponse'],
    ['JSON without text', {kind: 'status', status: 200, body: '{"words":[]}'}, 502, 'transcription_bad_response', 'voice.error.badResponse'],
    ['a hang', {kind: 'hang'}, 504, 'transcription_timeout', 'voice.error.timeout'],
  ] as const)('maps %s (%j) to its status, code and message, in the page language', async (_name, behaviour, status, code, key) => {
    fake.respondWith(behaviour)
    const started = Date.now()
    const answer = await post(h.origin, wav(1), {cookie, query: '?locale=fr'})
    expect(answer.status).toBe(status)
    expect(answer.json.error).toEqual({code, message: translate('fr', key)})
    // A hang is cut by TRANSCRIBE_TIMEOUT_MS (500 ms here); the bound is generous for a loaded machine.
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(JSON.stringify(h.hale.log.lines)).not.toContain('sk-test-123')
  })

  it('maps a 429 to 503 transcription_busy with Retry-After', async () => {
    fake.respondWith({kind: 'status', status: 429, headers: {'retry-after': '7'}})
    const answer = await post(h.origin, wav(1), {cookie})
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe('7')
    expect(answer.json.error).toEqual({code: 'transcription_busy', message: translate('en', 'voice.error.busy'), retryAfter: 7})
  })

  it('keeps nothing of an aborted upload and forwards nothing', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${h.origin}/api/transcribe`, {method: 'POST', headers: {cookie, 'content-type': 'audio/webm', 'content-length': '20000'}})
      req.on('error', () => resolve())
      req.write(webm(5000))
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 100)
      req.on('response', () => reject(new Error('answered an unfinished upload')))
    })
    await waitFor(() => h.hale.log.lines.some((entry) => entry.message === 'A recording upload was aborted'))
    expect(fake.requests).toHaveLength(0)
    // And the server goes on working.
    expect((await post(h.origin, wav(1), {cookie})).status).toBe(200)
  })

  it('aborts the request to the transcription server when the visitor leaves', async () => {
    fake.respondWith({kind: 'hang'})
    const req = httpRequest(`${h.origin}/api/transcribe`, {method: 'POST', headers: {cookie, 'content-type': 'audio/wav'}})
    req.on('error', () => {})
    req.end(wav(1))
    await waitFor(() => fake.requests.length === 1)
    req.destroy()
    await waitFor(() => fake.requests[0]!.abortedAt !== null, 400)
  })
})

describe('POST /api/transcribe: limits and configuration', () => {
  it('stores no audio and logs no transcript', async () => {
    const fake = await startFakeTranscribeServer()
    const h = await start({TRANSCRIBE_BASE_URL: fake.url})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const marker = Buffer.from('HALE-AUDIO-MARKER-7f3a9c')
      const audio = Buffer.concat([webm(64), marker, Buffer.alloc(512, 1)])
      fake.respondWith({kind: 'text', text: 'my secret symptom words'})
      expect((await post(h.origin, audio, {cookie})).json).toEqual({text: 'my secret symptom words'})
      expect(fake.requests[0]!.file!.bytes.includes(marker)).toBe(true)
      await h.hale.storage.close()
      const files = readdirSync(h.hale.dataDir).map((name) => path.join(h.hale.dataDir, name))
      expect(files.length).toBeGreaterThan(0)
      for (const file of files) expect(readFileSync(file).includes(marker)).toBe(false)
      expect(JSON.stringify(h.hale.log.lines)).toContain('Transcribed a recording')
      expect(JSON.stringify(h.hale.log.lines)).not.toContain('my secret symptom words')
    } finally {
      await h.close()
      await fake.close()
    }
  })

  it('answers 503 transcription_not_configured without TRANSCRIBE_BASE_URL', async () => {
    const h = await start({})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const answer = await post(h.origin, wav(1), {cookie, query: '?locale=es'})
      expect(answer.status).toBe(503)
      expect(answer.json.error).toEqual({code: 'transcription_not_configured', message: translate('es', 'voice.error.notConfigured')})
    } finally {
      await h.close()
    }
  })

  it('answers 502 transcription_unreachable when the transcription server is down', async () => {
    const h = await start({TRANSCRIBE_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`})
    try {
      const {cookie} = await h.hale.verifiedSession()
      const answer = await post(h.origin, wav(1), {cookie})
      expect(answer.status).toBe(502)
      expect(answer.json.error).toEqual({code: 'transcription_unreachable', message: translate('en', 'voice.error.unreachable')})
    } finally {
      await h.close()
    }
  })

  it('counts transcriptions: beyond RATE_LIMIT_TRANSCRIPTIONS is a 429 with Retry-After', async () => {
    const fake = await startFakeTranscribeServer()
    const h = await start({TRANSCRIBE_BASE_URL: fake.url, RATE_LIMIT_TRANSCRIPTIONS: '2/1h'})
    try {
      const {cookie} = await h.hale.verifiedSession()
      expect((await post(h.origin, wav(1), {cookie})).status).toBe(200)
      expect((await post(h.origin, wav(1), {cookie})).status).toBe(200)
      const third = await post(h.origin, wav(1), {cookie})
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
