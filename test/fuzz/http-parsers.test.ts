/**
 * Fuzzing every parser that reads a request, over real HTTP against one Hale (real SQLite, the
 * fake model and transcription servers): multipart uploads and their part headers, audio bodies,
 * JSON bodies, paths and query strings, and the model server's event stream. For every input the
 * answer must be a documented status, an API error must have the documented shape
 * (`{"error": {"code", "message"}}`), and Hale must still answer `/api/health` afterwards; a
 * crash of the server would end this test process too.
 */
import fc from 'fast-check'
import {jsonRequest, startHale, streamRequest, type HaleServer} from '../http/support'
import {pdf, png} from '../support/attachment-fixtures'
import {startFakeTranscribeServer, type FakeTranscribeServer} from '../support/fake-transcribe-server'
import {rawRequest, type RawResponse} from '../support/multipart'
import {fuzzSettings, replayCorpus} from './fuzz-settings'

let h: HaleServer
let transcribe: FakeTranscribeServer
let cookie: string
let conversationId: string
let files: Buffer[]

const LIMITS_OFF = Object.fromEntries(['MESSAGES', 'CONVERSATIONS', 'UPLOADS', 'TRANSCRIPTIONS', 'SHARES', 'SHARE_VIEWS', 'SHARE_PHOTOS', 'VERIFICATIONS']
  .flatMap((name) => [[`RATE_LIMIT_${name}`, 'off'], [`RATE_LIMIT_${name}_IP`, 'off']]))

beforeAll(async () => {
  transcribe = await startFakeTranscribeServer()
  h = await startHale({...LIMITS_OFF, MAX_UPLOAD_BYTES: '300000', TRANSCRIBE_BASE_URL: transcribe.url, MAX_CONCURRENT_STREAMS: '20'})
  cookie = await h.session()
  conversationId = await h.conversation(cookie)
  files = [await png(30, 20), pdf([['Glucose 5.4 mmol/L']]), Buffer.from('Ferritin,30,µg/L\n')]
}, 30_000)
afterAll(async () => {
  await h.close()
  await transcribe.close()
})

/** An API error as documented: a JSON object `{error: {code, message}}` with strings, nothing thrown. */
function expectApiError(res: RawResponse): void {
  expect(res.json).toEqual({error: expect.objectContaining({code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String)})})
}

async function expectAlive(): Promise<void> {
  const health = await jsonRequest(h.origin, 'GET', '/api/health')
  expect(health.status).toBe(200)
}

/** Statuses each target's inputs got: a generator that never reaches a success or a refusal explores nothing. */
const seen = new Map<readonly number[], Set<number>>()

function expectStatus(res: RawResponse, documented: readonly number[], input: unknown): void {
  if (!seen.has(documented)) seen.set(documented, new Set())
  seen.get(documented)!.add(res.status)
  if (!documented.includes(res.status)) throw new Error(`Undocumented status ${res.status} (${res.body.toString('utf8').slice(0, 300)}) for ${JSON.stringify(input).slice(0, 500)}`)
}

// ---------------------------------------------------------------------------------------
// Multipart uploads

interface MultipartInput {
  contentType: string
  /** The body as latin1 text (each character one byte). */
  body: string
}

/** Bytes as latin1 text: each character one byte of the body. */
const bytes = (maxLength: number) => fc.uint8Array({maxLength}).map((array) => Buffer.from(array).toString('latin1'))
/** Text as its UTF-8 bytes, as latin1 text. */
const utf8 = (text: fc.Arbitrary<string>) => text.map((value) => Buffer.from(value, 'utf8').toString('latin1'))
const token = fc.stringMatching(/^[a-zA-Z0-9._-]{0,12}$/)
const anyText = fc.oneof(bytes(40), utf8(fc.string({unit: 'grapheme', maxLength: 20})))
const quoted = (value: fc.Arbitrary<string>) => value.map((text) => `"${text}"`)

const dispositionParam = fc.oneof(
  fc.constantFrom('name="file"', 'name=file', 'name=""', 'name', 'name="other"', 'NAME="file"'),
  fc.tuple(fc.constantFrom('name', 'filename', 'filename*', 'x'), fc.oneof(token, quoted(anyText), anyText)).map(([key, value]) => `${key}=${value}`),
  fc.tuple(fc.constantFrom("utf-8''", "UTF-8'en'", "zz''", "iso-8859-1''", "''", ''), fc.stringMatching(/^(?:%[0-9A-Za-z]{0,2}|[a-z.])*$/))
    .map(([charset, value]) => `filename*=${charset}${value}`),
)

const headerLine = fc.oneof(
  {weight: 4, arbitrary: fc.tuple(fc.constantFrom('form-data', 'attachment', 'FORM-DATA', ''), fc.array(dispositionParam, {maxLength: 4}))
    .map(([type, params]) => `Content-Disposition: ${[type, ...params].join('; ')}`)},
  {weight: 2, arbitrary: fc.constantFrom('Content-Type: text/plain', 'Content-Type: image/png', 'Content-Type: application/octet-stream', 'Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: base64')},
  {weight: 1, arbitrary: anyText.map((text) => text.replace(/\r\n/g, ''))},
)

function partData(): fc.Arbitrary<string> {
  return fc.oneof(
    {weight: 3, arbitrary: bytes(300)},
    {weight: 3, arbitrary: utf8(fc.string({unit: 'grapheme', minLength: 1, maxLength: 200}))},
    {weight: 2, arbitrary: fc.constantFrom('<!-- x --><script>alert(1)</script>', '<svg onload=alert(1)>', '\uFEFF <P>x</P>', '%PDF-1.4 broken', '\xff\xd8\xff\xe0 broken jpeg', 'RIFF\0\0\0\0WEBPVP8 ')},
    {weight: 1, arbitrary: fc.integer({min: 0, max: 2}).map((index) => files[index]!.toString('latin1'))},
  )
}

/** The headers of a file part as a browser sends them, with a name of any kind. */
const fileHeaders = fc.tuple(fc.oneof(token, anyText.map((text) => text.replace(/["\r\n]/g, ''))), fc.option(fc.constantFrom('text/plain', 'image/png', 'application/pdf'), {nil: undefined}))
  .map(([filename, type]) => [`Content-Disposition: form-data; name="file"; filename="${filename}"`, ...(type ? [`Content-Type: ${type}`] : [])])

const multipartInput: fc.Arbitrary<MultipartInput> = fc.record({
  boundary: fc.constantFrom('XX', 'XX', 'XX', '----hale', 'a b', '"q"', ''),
  declared: fc.constantFrom('plain', 'plain', 'plain', 'quoted', 'missing', 'other'),
  preamble: fc.constantFrom('', '', 'preamble\r\n', '\r\n'),
  parts: fc.array(fc.record({
    headers: fc.oneof({weight: 3, arbitrary: fileHeaders}, {weight: 2, arbitrary: fc.array(headerLine, {minLength: 0, maxLength: 3})}),
    data: partData(),
    crlf: fc.oneof({weight: 5, arbitrary: fc.constant(true)}, {weight: 1, arbitrary: fc.constant(false)}),
  }), {maxLength: 3}),
  close: fc.constantFrom('--\r\n', '--\r\n', '--', '', '\r\n', '-- trailing'),
  cut: fc.option(fc.nat(), {nil: undefined, freq: 4}),
}).map(({boundary, declared, preamble, parts, close, cut}) => {
  const bare = boundary.replace(/"/g, '')
  let body: string = preamble
  for (const part of parts) body += `--${bare}\r\n${part.headers.join('\r\n')}${part.crlf ? '\r\n\r\n' : '\r\n'}${part.data}\r\n`
  body += `--${bare}${close}`
  if (cut !== undefined) body = body.slice(0, cut % (body.length + 1))
  const contentType = declared === 'plain' ? `multipart/form-data; boundary=${bare}`
    : declared === 'quoted' ? `multipart/form-data; boundary="${bare}"`
      : declared === 'missing' ? 'multipart/form-data' : 'multipart/mixed; boundary=XX'
  return {contentType, body}
})

/** POST /api/attachments: README "Attachments" and the route's own documentation. */
const UPLOAD_STATUSES = [201, 400, 413, 415, 422, 503, 507]

async function uploadRaw(input: MultipartInput): Promise<void> {
  const res = await rawRequest(h.origin, 'POST', '/api/attachments', {cookie, body: Buffer.from(input.body, 'latin1'), headers: {'content-type': input.contentType}})
  expectStatus(res, UPLOAD_STATUSES, input)
  if (res.status === 201) expect(res.json.attachments.length).toBeGreaterThan(0)
  else expectApiError(res)
}

describe('multipart uploads', () => {
  replayCorpus<MultipartInput>('multipart', async (input) => {
    await uploadRaw(input)
    await expectAlive()
  })

  it('any body, part headers and file bytes get a documented answer', async () => {
    await fc.assert(fc.asyncProperty(multipartInput, uploadRaw), fuzzSettings(400))
    expect([...seen.get(UPLOAD_STATUSES)!]).toEqual(expect.arrayContaining([201, 400, 415]))
    await expectAlive()
  }, 60_000)
})

// ---------------------------------------------------------------------------------------
// Audio bodies

interface AudioInput {
  query: string
  contentType: string
  /** latin1 */
  body: string
}

const AUDIO_MAGIC = ['\x1a\x45\xdf\xa3', 'OggS', '\0\0\0\x18ftypM4A ', 'RIFF\x24\0\0\0WAVEfmt ', 'ID3\x04', '\xff\xfb\x90\x44', '']

const audioInput: fc.Arbitrary<AudioInput> = fc.record({
  magic: fc.constantFrom(...AUDIO_MAGIC),
  rest: bytes(400),
  contentType: fc.constantFrom('audio/webm', 'audio/ogg', 'application/octet-stream', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
  seconds: fc.option(fc.oneof(fc.double({noNaN: false}).map(String), fc.constantFrom('abc', '-1', '1e9', '')), {nil: undefined}),
  locale: fc.option(fc.constantFrom('en', 'fr', 'xx', '', 'de-DE'), {nil: undefined}),
}).map(({magic, rest, contentType, seconds, locale}) => {
  const params = new URLSearchParams()
  if (seconds !== undefined) params.set('seconds', seconds)
  if (locale !== undefined) params.set('locale', locale)
  return {query: params.toString(), contentType, body: magic + rest}
})

/** POST /api/transcribe: README "Voice input". */
const TRANSCRIBE_STATUSES = [200, 400, 413, 415, 422, 429, 502, 503, 504]

describe('audio bodies', () => {
  it('any bytes, type and stated length get a documented answer', async () => {
    await fc.assert(fc.asyncProperty(audioInput, async (input) => {
      const res = await rawRequest(h.origin, 'POST', `/api/transcribe${input.query ? `?${input.query}` : ''}`, {cookie, body: Buffer.from(input.body, 'latin1'), headers: {'content-type': input.contentType}})
      expectStatus(res, TRANSCRIBE_STATUSES, input)
      if (res.status === 200) expect(res.json).toEqual({text: expect.any(String)})
      else expectApiError(res)
    }), fuzzSettings(300))
    expect([...seen.get(TRANSCRIBE_STATUSES)!]).toEqual(expect.arrayContaining([200, 400, 413, 415]))
    await expectAlive()
  }, 60_000)
})

// ---------------------------------------------------------------------------------------
// JSON bodies

interface JsonInput {
  method: string
  path: string
  contentType: string
  body: string
}

const jsonText = fc.oneof(
  {weight: 3, arbitrary: fc.jsonValue({maxDepth: 4}).map((value) => JSON.stringify(value))},
  {weight: 2, arbitrary: fc.record({
    content: fc.oneof(fc.string({maxLength: 200}), fc.integer(), fc.constant(null)),
    title: fc.oneof(fc.string({maxLength: 300}), fc.integer()),
    locale: fc.oneof(fc.constantFrom('en', 'fr', 'xx'), fc.string({maxLength: 10})),
    expiresIn: fc.oneof(fc.constantFrom('24h', '7d', '30d', 'never', 'soon'), fc.integer()),
    attachments: fc.oneof(fc.array(fc.string({maxLength: 30}), {maxLength: 6}), fc.string(), fc.constant(null)),
    token: fc.oneof(fc.string({maxLength: 60}), fc.integer()),
    topic: fc.oneof(fc.constantFrom('heart', 'sleep', '__proto__'), fc.string({maxLength: 20})),
  }, {requiredKeys: []}).map((value) => JSON.stringify(value))},
  {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 200})},
  {weight: 1, arbitrary: fc.constantFrom('{"__proto__": {"x": 1}}', '{"content": "a", "content": "b"}', '[', '{"a":' + '['.repeat(5000), '"\\ud800"', 'null', '1e400')},
)

const jsonInput: fc.Arbitrary<JsonInput> = fc.record({
  route: fc.constantFrom<[string, string]>(
    ['POST', '/api/conversations'], ['PATCH', '/api/conversations/{id}'], ['POST', '/api/conversations/{id}/shares'],
    ['POST', '/api/session'], ['DELETE', '/api/conversations/{unknown}'], ['POST', '/api/conversations/{id}/messages/{unknown}/regenerate'],
    ['PUT', '/api/conversations'], ['POST', '/api/health'],
  ),
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'application/merge-patch+json'),
  body: jsonText,
}).map(({route: [method, path], contentType, body}) => ({
  method, contentType, body,
  path: path.replace('{id}', conversationId).replace('{unknown}', 'AAAAAAAAAAAAAAAAAAAAAA'),
}))

/** Statuses the JSON APIs document (README, each route's comment; 401/403 for the session check and a cross-site request). */
const JSON_STATUSES = [200, 201, 204, 400, 401, 403, 404, 405, 409, 413, 415, 429, 503]

describe('JSON bodies', () => {
  it('any JSON, or anything sent as JSON, gets a documented answer', async () => {
    await fc.assert(fc.asyncProperty(jsonInput, async (input) => {
      const res = await rawRequest(h.origin, input.method, input.path, {cookie, body: Buffer.from(input.body, 'utf8'), headers: {'content-type': input.contentType}})
      expectStatus(res, JSON_STATUSES, input)
      if (res.status >= 400) expectApiError(res)
    }), fuzzSettings(500))
    expect([...seen.get(JSON_STATUSES)!]).toEqual(expect.arrayContaining([200, 201, 400, 404, 415]))
    await expectAlive()
  }, 60_000)
})

// ---------------------------------------------------------------------------------------
// Paths and query strings

const segment = fc.oneof(
  {weight: 4, arbitrary: fc.constantFrom('chat', 'history', 'help', 'privacy', 'topics', 'heart', 'share', 'api', 'conversations', 'es', 'fr', 'de', '_app', 'data', 'static', 'health', 'favicon.svg')},
  {weight: 2, arbitrary: fc.constantFrom('.', '..', '', '%2e%2e', '%2F', '%00', '%ZZ', '%C3%28', '%E2%80%AE', '\\', '~', 'a;b', '[id]', '%', '%%', '%252e')},
  {weight: 2, arbitrary: fc.string({unit: 'grapheme', maxLength: 20}).map((text) => encodeURIComponent(text))},
  {weight: 1, arbitrary: fc.string({unit: 'binary-ascii', maxLength: 20}).map((text) => text.replace(/[\s#?]/g, ''))},
  {weight: 1, arbitrary: fc.constant('x'.repeat(1100))},
)

const pathInput = fc.record({
  segments: fc.array(segment, {maxLength: 8}),
  trailing: fc.boolean(),
  query: fc.option(fc.array(fc.tuple(fc.string({maxLength: 8}), fc.string({maxLength: 12})), {maxLength: 4}).map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')), {nil: undefined}),
  rawQuery: fc.option(fc.constantFrom('%', 'a=%ZZ', '&&=', 'q[]=1&q[]=2', '__proto__=1', 'constructor[prototype]=x'), {nil: undefined}),
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE', 'PROPFIND'),
}).map(({segments, trailing, query, rawQuery, method}) => {
  const search = [query, rawQuery].filter((part) => part !== undefined && part !== '').join('&')
  return {method, path: `/${segments.join('/')}${trailing ? '/' : ''}${search ? `?${search}` : ''}`}
})

/** Documented answers to any path: pages, redirects (308 slashes, 307 language), 400 absurd, 404, 405, 415 (a POST without JSON), 401 (the session check). */
const PATH_STATUSES = [200, 204, 307, 308, 400, 401, 403, 404, 405, 415]

async function requestPath(input: {method: string; path: string}): Promise<void> {
  let res: RawResponse
  try {
    res = await rawRequest(h.origin, input.method, input.path, {cookie, headers: {accept: 'text/html'}})
  } catch (error) {
    // Node's client refuses some paths itself (a control character): nothing reached Hale.
    if ((error as NodeJS.ErrnoException).code === 'ERR_UNESCAPED_CHARACTERS' || (error as Error).name === 'TypeError') return
    throw error
  }
  expectStatus(res, PATH_STATUSES, input)
  const isApi = /^\/api(?:\/|$|\?)/.test(input.path)
  if (isApi && res.status >= 400 && input.method !== 'HEAD') expectApiError(res)
}

describe('paths and query strings', () => {
  replayCorpus<{method: string; path: string}>('routes', requestPath)

  it('any path, query and method get a documented answer, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(pathInput, requestPath), fuzzSettings(800))
    expect([...seen.get(PATH_STATUSES)!]).toEqual(expect.arrayContaining([200, 308, 400, 404]))
    await expectAlive()
  }, 60_000)
})

// ---------------------------------------------------------------------------------------
// The model server's event stream

const sseChunk = fc.oneof(
  {weight: 4, arbitrary: fc.constantFrom(
    'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\n', 'data: [DONE]\n\n', ': comment\n\n', 'event: error\ndata: {"error":"x"}\n\n',
    'data: {"choices":[{"delta":{"content":"a"},"finish_reason":"stop"}]}\n\n', 'data: {"choices":[]}\n\n', 'data: {"error":{"message":"boom"}}\n\n',
    'data: {"choices":[{"delta":{"role":"assistant"}}]}\r\n\r\n', 'retry: 10\n', 'id: 1\n', 'data:', '\n', '\r', '\r\n',
  )},
  {weight: 2, arbitrary: fc.string({maxLength: 60}).map((text) => `data: ${text}\n\n`)},
  {weight: 2, arbitrary: bytes(60).map((text) => Buffer.from(text, 'latin1').toString('utf8'))},
  {weight: 1, arbitrary: fc.jsonValue({maxDepth: 3}).map((value) => `data: ${JSON.stringify(value)}\n\n`)},
)

describe('the model server\'s event stream', () => {
  it('any stream from the model server ends the visitor\'s answer with done or error, and saves it', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(sseChunk, {maxLength: 12}),
      fc.constantFrom(200, 200, 200, 500, 404),
      fc.constantFrom('text/event-stream', 'application/json', 'text/html'),
      async (chunks, status, contentType) => {
        h.fake.respondWith({kind: 'raw', chunks, status, contentType})
        const stream = streamRequest(h.origin, `/api/conversations/${conversationId}/messages`, {cookie, body: {content: 'What is a normal pulse?'}})
        const response = await stream.response
        expect(response.statusCode).toBe(200)
        await stream.ended
        const last = stream.events.at(-1)
        expect(['done', 'error']).toContain(last?.event)
        const saved = await h.hale.storage.messages.list(conversationId)
        expect(['complete', 'incomplete', 'error']).toContain(saved.at(-1)!.status)
      },
    ), fuzzSettings(100))
    await expectAlive()
  }, 60_000)
})
