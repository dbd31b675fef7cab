/**
 * Every way the model server can fail, through the whole API (docs/security.md "Streaming to the
 * model server"): the visitor gets an `error` event with a code and words they understand, in
 * the conversation's language; their message stays saved; the broken answer is saved as
 * `error` (never `complete`), with what had arrived. Small timeouts via the configuration, far
 * enough apart that a busy machine still tells one from another.
 */
import {translate, type MessageKey} from '../../src/framework/i18n/translate'
import type {FakeBehaviour} from '../support/fake-model-server'
import {closedPort, eventually, jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const TIMEOUTS = {
  LLM_FIRST_TOKEN_TIMEOUT_MS: '1000',
  LLM_IDLE_TIMEOUT_MS: '1000',
  LLM_TOTAL_TIMEOUT_MS: '4000',
  STREAM_HEARTBEAT_MS: '200',
}
const messagesPath = (id: string) => `/api/conversations/${id}/messages`

let h: HaleServer
beforeAll(async () => { h = await startHale(TIMEOUTS) })
afterAll(async () => { await h.close() })

/** Send a question with the fake server behaving so; the whole stream and what was saved. */
async function ask(behaviour: FakeBehaviour, options: {locale?: string} = {}) {
  h.fake.respondWith(behaviour)
  const cookie = await h.session()
  const id = await h.conversation(cookie, options.locale ? {locale: options.locale} : {})
  const started = Date.now()
  const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'How much water should I drink a day?'}})
  await stream.ended
  const elapsed = Date.now() - started
  const saved = await h.hale.storage.messages.list(id)
  return {stream, saved, elapsed, types: stream.events.map((event) => event.event)}
}

const page = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'

describe.each<[string, FakeBehaviour, string, MessageKey, string]>([
  ['429 with Retry-After', {kind: 'status', status: 429, headers: {'retry-after': '20'}, body: '{"error":{"message":"Rate limit reached"}}'}, 'model_rate_limited', 'chat.error.rateLimited', ''],
  ['500 with a JSON error', {kind: 'status', status: 500}, 'model_error', 'chat.error.modelError', ''],
  ['503', {kind: 'status', status: 503, body: 'overloaded', contentType: 'text/plain'}, 'model_error', 'chat.error.modelError', ''],
  ['a 502 HTML error page', {kind: 'status', status: 502, body: page, contentType: 'text/html'}, 'model_error', 'chat.error.modelError', ''],
  ['Ollama\'s 404 for a model not pulled', {kind: 'status', status: 404, body: '{"error":{"message":"model \\"llama3.2\\" not found, try pulling it first"}}'}, 'model_not_set_up', 'chat.error.notSetUp', ''],
  ['vLLM\'s 404 for a model it does not serve', {kind: 'status', status: 404, body: '{"object":"error","message":"The model `llama3.2` does not exist.","type":"NotFoundError","param":null,"code":404}'}, 'model_not_set_up', 'chat.error.notSetUp', ''],
  ['401 for a key refused', {kind: 'status', status: 401, body: '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}'}, 'model_not_set_up', 'chat.error.notSetUp', ''],
  ['an HTML page with status 200', {kind: 'status', status: 200, body: page, contentType: 'text/html; charset=utf-8'}, 'model_bad_response', 'chat.error.badResponse', ''],
  ['an event that is not JSON', {kind: 'malformed'}, 'model_bad_response', 'chat.error.badResponse', 'Hi'],
  ['an error event in the stream', {kind: 'raw', chunks: ['data: {"choices":[{"delta":{"content":"Par"}}]}\n\n', 'data: {"error":{"message":"CUDA out of memory"}}\n\n']}, 'model_error', 'chat.error.modelError', 'Par'],
  ['a line over the length cap', {kind: 'raw', chunks: ['data: {"choices":[{"delta":{"content":"ok"}}]}\n\n', 'data: ' + 'x'.repeat(1024 * 1024 + 10)]}, 'model_bad_response', 'chat.error.badResponse', 'ok'],
  ['a connection that dies mid-stream', {kind: 'die-mid-stream', tokens: ['Drink', ' when', ' thirsty']}, 'model_bad_response', 'chat.error.badResponse', 'Drink when thirsty'],
  ['a stream that ends without [DONE]', {kind: 'raw', chunks: ['data: {"choices":[{"delta":{"content":"Half"}}]}\n\n']}, 'model_bad_response', 'chat.error.badResponse', 'Half'],
])('the model server answers %s', (_name, behaviour, code, key, partial) => {
  it(`sends an error event ${code} and saves the answer as error with what arrived`, async () => {
    const {stream, saved, types} = await ask(behaviour)
    expect(types[0]).toBe('user')
    expect(types[types.length - 1]).toBe('error')
    expect(types.filter((type) => type !== 'user' && type !== 'delta' && type !== 'error')).toEqual([])
    const error = stream.events[stream.events.length - 1]!.data
    expect(error).toEqual({code, message: translate('en', key), answer: expect.objectContaining({role: 'assistant', status: 'error', errorCode: code, content: partial})})
    // Nothing of the upstream's own text (its HTML, its error message) reaches the visitor.
    expect(stream.raw()).not.toMatch(/nginx|Rate limit reached|CUDA|overloaded|pulling|does not exist|Incorrect API key/)
    expect(saved.map(({role, status, errorCode, content}) => ({role, status, errorCode, content}))).toEqual([
      {role: 'user', status: 'complete', errorCode: null, content: 'How much water should I drink a day?'},
      {role: 'assistant', status: 'error', errorCode: code, content: partial},
    ])
  })
})

it('the error message is in the conversation’s language', async () => {
  const {stream} = await ask({kind: 'status', status: 429}, {locale: 'de'})
  expect(stream.events[stream.events.length - 1]!.data).toMatchObject({code: 'model_rate_limited', message: translate('de', 'chat.error.rateLimited')})
  expect(translate('de', 'chat.error.rateLimited')).not.toBe(translate('en', 'chat.error.rateLimited'))
})

it('an unreachable model server is model_unreachable, at once', async () => {
  const down = await startHale({...TIMEOUTS, LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`})
  try {
    const cookie = await down.session()
    const id = await down.conversation(cookie)
    const started = Date.now()
    const stream = streamRequest(down.origin, messagesPath(id), {cookie, body: {content: 'Is ibuprofen safe with coffee?'}})
    await stream.ended
    // Long before any timeout: the code says it was the connection, not a wait.
    expect(Date.now() - started).toBeLessThan(4000)
    expect(stream.events.map((event) => event.event)).toEqual(['user', 'error'])
    expect(stream.events[1]!.data).toMatchObject({code: 'model_unreachable', message: translate('en', 'chat.error.unreachable')})
    const saved = await down.hale.storage.messages.list(id)
    expect(saved.map(({role, status, errorCode}) => ({role, status, errorCode}))).toEqual([
      {role: 'user', status: 'complete', errorCode: null},
      {role: 'assistant', status: 'error', errorCode: 'model_unreachable'},
    ])
    // The conversation, the question and the failure are all there after a reload.
    const again = await jsonRequest(down.origin, 'GET', `/api/conversations/${id}`, {cookie})
    expect(again.json.messages.map((message: {status: string}) => message.status)).toEqual(['complete', 'error'])
  } finally {
    await down.close()
  }
})

describe('timeouts and endless answers', () => {
  it.each<[string, FakeBehaviour]>([
    ['headers, then nothing', {kind: 'hang'}],
    ['nothing at all', {kind: 'hang-before-headers'}],
  ])('no first token (%s) ends with model_timeout after LLM_FIRST_TOKEN_TIMEOUT_MS, and the upstream request is closed', async (_name, behaviour) => {
    const before = h.fake.requests.length
    const {stream, saved, elapsed} = await ask(behaviour)
    // After the first-token timeout, and before the total one.
    expect(elapsed).toBeGreaterThanOrEqual(950)
    expect(elapsed).toBeLessThan(3900)
    expect(stream.events[stream.events.length - 1]!.data).toMatchObject({code: 'model_timeout', message: translate('en', 'chat.error.timeout')})
    expect(saved[1]).toMatchObject({status: 'error', errorCode: 'model_timeout', content: ''})
    await eventually(() => h.fake.requests[before]!.abortedAt, (at) => at !== null, 5000)
  })

  it('a gap between tokens over LLM_IDLE_TIMEOUT_MS ends with model_timeout and keeps what arrived', async () => {
    const {stream, saved, elapsed} = await ask({kind: 'stream', tokens: ['Eight', ' glasses', ' is a myth'], delayMs: 6000})
    expect(elapsed).toBeLessThan(3900)
    expect(stream.events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(['Eight'])
    expect(stream.events[stream.events.length - 1]!.data).toMatchObject({code: 'model_timeout'})
    expect(saved[1]).toMatchObject({status: 'error', errorCode: 'model_timeout', content: 'Eight'})
  })

  it('a slow but steady answer is not a timeout', async () => {
    const {stream, saved} = await ask({kind: 'stream', tokens: ['One', ' two', ' three'], firstDelayMs: 300, delayMs: 300})
    expect(stream.events[stream.events.length - 1]!.event).toBe('done')
    expect(saved[1]).toMatchObject({status: 'complete', content: 'One two three'})
  })

  it('an endless answer is cut at LLM_TOTAL_TIMEOUT_MS with model_timeout, saved as error with its text', async () => {
    const before = h.fake.requests.length
    const {stream, saved, elapsed} = await ask({kind: 'forever', delayMs: 20})
    expect(elapsed).toBeGreaterThanOrEqual(3900)
    expect(elapsed).toBeLessThan(10_000)
    const deltas = stream.events.filter((event) => event.event === 'delta').map((event) => event.data.text)
    expect(deltas.length).toBeGreaterThan(10)
    expect(stream.events[stream.events.length - 1]!.data).toMatchObject({code: 'model_timeout'})
    expect(saved[1]).toMatchObject({status: 'error', errorCode: 'model_timeout', content: deltas.join('')})
    await eventually(() => h.fake.requests[before]!.abortedAt, (at) => at !== null, 5000)
  })

  it('an endless answer is cut at LLM_MAX_TOKENS and saved as incomplete, never complete', async () => {
    const capped = await startHale({...TIMEOUTS, LLM_MAX_TOKENS: '25', LLM_TOTAL_TIMEOUT_MS: '5000'})
    try {
      capped.fake.respondWith({kind: 'forever'})
      const cookie = await capped.session()
      const id = await capped.conversation(cookie)
      const stream = streamRequest(capped.origin, messagesPath(id), {cookie, body: {content: 'Tell me everything about vitamins'}})
      await stream.ended
      const deltas = stream.events.filter((event) => event.event === 'delta').map((event) => event.data.text)
      expect(deltas).toHaveLength(25)
      expect(capped.fake.requests[0]!.body.max_tokens).toBe(25)
      const last = stream.events[stream.events.length - 1]!
      expect(last.event).toBe('done')
      expect(last.data).toMatchObject({status: 'incomplete', content: deltas.join('')})
      const saved = await capped.hale.storage.messages.list(id)
      expect(saved[1]).toMatchObject({status: 'incomplete', content: deltas.join('')})
      await eventually(() => capped.fake.requests[0]!.abortedAt, (at) => at !== null, 5000)
    } finally {
      await capped.close()
    }
  })
})

describe('heartbeats', () => {
  it('a long gap before the first token gets comment heartbeats, which are not events', async () => {
    const {stream, types} = await ask({kind: 'stream', tokens: ['Fine.'], firstDelayMs: 700})
    expect(types).toEqual(['user', 'delta', 'done'])
    const beforeAnswer = stream.raw().slice(0, stream.raw().indexOf('event: delta'))
    expect(beforeAnswer.match(/^: keep-alive\n\n/gm)?.length).toBeGreaterThanOrEqual(2)
  })

  it('a quick answer has none', async () => {
    const {stream} = await ask({kind: 'stream', tokens: ['Quick.']})
    expect(stream.raw()).not.toContain(': keep-alive')
  })
})
