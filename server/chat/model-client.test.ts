import {createServer} from 'node:net'
import {
  chatCompletionsUrl, MODEL_CLIENT_DEFAULTS, resolveModelClientOptions, streamCompletion,
  type ModelMessage, type ChatResult, type ModelClientOptions,
} from './model-client'
import {isAbortError, ModelError, modelErrorMessage, type ModelErrorCode} from './model-errors'
import {startFakeModelServer, type FakeModelServer} from '../../test/support/fake-model-server'

const API_KEY = 'sk-test-0123456789abcdef'
const MESSAGES: ModelMessage[] = [
  {role: 'system', content: 'You are Hale.'},
  {role: 'user', content: [{type: 'text', text: 'What is a normal resting heart rate?'}]},
]

let server: FakeModelServer

beforeAll(async () => { server = await startFakeModelServer({requireApiKey: API_KEY}) })
afterAll(async () => { await server.close() })

function options(overrides: Partial<ModelClientOptions> = {}): ModelClientOptions {
  return resolveModelClientOptions({
    baseUrl: server.url, model: 'test-model', apiKey: API_KEY,
    firstTokenTimeoutMs: 2000, idleTimeoutMs: 2000, totalTimeoutMs: 5000, maxTokens: 100,
    ...overrides,
  })
}

interface Outcome {
  texts: string[]
  result?: ChatResult
  error?: unknown
}

/** Pull the whole stream; never throws. */
async function run(opts: ModelClientOptions, signal = new AbortController().signal): Promise<Outcome> {
  const texts: string[] = []
  const stream = streamCompletion(opts, MESSAGES, signal)
  try {
    for (;;) {
      const next = await stream.next()
      if (next.done) return {texts, result: next.value}
      texts.push(next.value.text)
    }
  } catch (error) {
    return {texts, error}
  }
}

function expectModelError(outcome: Outcome, code: ModelErrorCode): ModelError {
  expect(outcome.result).toBeUndefined()
  expect(outcome.error).toBeInstanceOf(ModelError)
  const error = outcome.error as ModelError
  expect(error.code).toBe(code)
  expect(error.message).toBe(modelErrorMessage(code))
  expect(everything(error)).not.toContain(API_KEY)
  return error
}

/** Every string a log could get from an error. */
function everything(error: unknown): string {
  const parts: string[] = []
  for (let current = error, depth = 0; current && depth < 5; current = (current as Error).cause, depth++) {
    if (current instanceof Error) parts.push(current.message, current.stack ?? '', JSON.stringify(current))
    else parts.push(String(current))
  }
  return parts.join('\n')
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await sleep(10)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const lastRequest = () => server.requests[server.requests.length - 1]!

async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const {port} = probe.address() as {port: number}
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('streamCompletion: a normal answer', () => {
  it('yields the exact deltas and returns the finish reason', async () => {
    server.respondWith({kind: 'stream', tokens: ['Hello', ', ', 'world', '!']})
    const outcome = await run(options())
    expect(outcome).toEqual({texts: ['Hello', ', ', 'world', '!'], result: {finishReason: 'stop', tokens: 4}})
  })

  it('posts model, messages, stream and max_tokens as JSON with the bearer token', async () => {
    server.respondWith({kind: 'stream', tokens: ['ok']})
    await run(options({maxTokens: 321}))
    const request = lastRequest()
    expect(request).toMatchObject({method: 'POST', path: '/v1/chat/completions'})
    expect(request.body).toEqual({model: 'test-model', messages: MESSAGES, stream: true, max_tokens: 321})
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${API_KEY}`, accept: 'text/event-stream', 'content-type': 'application/json',
    })
  })

  it('accepts a base URL with a trailing slash', async () => {
    server.respondWith({kind: 'stream', tokens: ['ok']})
    expect(await run(options({baseUrl: server.url + '/'}))).toEqual({texts: ['ok'], result: {finishReason: 'stop', tokens: 1}})
    expect(lastRequest().path).toBe('/v1/chat/completions')
  })

  it('reads CRLF endings, comments and events split at awkward byte offsets', async () => {
    const tokens = ['Bonjour', ' 🌍', ' ça', ' va', '?', ' 世界']
    server.respondWith({kind: 'crlf-split', tokens})
    expect(await run(options())).toEqual({texts: tokens, result: {finishReason: 'stop', tokens: 6}})
  })

  it('returns finishReason null after a bare [DONE]', async () => {
    server.respondWith({kind: 'raw', chunks: [chunk({content: 'a'}), 'data: [DONE]\n\n']})
    expect(await run(options())).toEqual({texts: ['a'], result: {finishReason: null, tokens: 1}})
  })

  it('does not yield reasoning deltas, but counts them as progress', async () => {
    server.respondWith({kind: 'raw', delayMs: 150, chunks: [
      chunk({reasoning_content: 'thinking'}), chunk({reasoning_content: 'more'}), chunk({content: 'Answer'}), chunk({}, 'stop'),
    ]})
    expect(await run(options({firstTokenTimeoutMs: 250, idleTimeoutMs: 250}))).toEqual({texts: ['Answer'], result: {finishReason: 'stop', tokens: 3}})
  })
})

describe('streamCompletion: upstream errors', () => {
  it('maps 429 to model_rate_limited with Retry-After', async () => {
    server.respondWith({kind: 'status', status: 429, headers: {'Retry-After': '7'}, body: '{"error":{"message":"slow down"}}'})
    const error = expectModelError(await run(options()), 'model_rate_limited')
    expect(error).toMatchObject({status: 429, retryAfter: 7})
  })

  it('maps 500 to model_error with the status, keeping the body for the logs only', async () => {
    server.respondWith({kind: 'status', status: 500, body: '{"error":{"message":"CUDA out of memory"}}'})
    const error = expectModelError(await run(options()), 'model_error')
    expect(error.status).toBe(500)
    expect(error.message).not.toContain('CUDA')
    expect(error.detail).toContain('CUDA out of memory')
  })

  it('maps an HTML 502 page to model_error without HTML in the message, and truncates the detail', async () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>${'<p>nginx</p>'.repeat(500)}</body></html>`
    server.respondWith({kind: 'status', status: 502, contentType: 'text/html', body: page})
    const error = expectModelError(await run(options()), 'model_error')
    expect(error.status).toBe(502)
    expect(error.message).not.toMatch(/[<>]/)
    expect(error.detail).toContain('502 Bad Gateway')
    expect(error.detail!.length).toBeLessThan(300)
  })

  it('maps a wrong API key to model_not_set_up 401, and never repeats the key', async () => {
    const outcome = await run(options({apiKey: 'sk-wrong-key-42'}))
    const error = expectModelError(outcome, 'model_not_set_up')
    expect(error.status).toBe(401)
    expect(everything(error)).not.toContain('sk-wrong-key-42')
  })

  it('redacts the key when the upstream body echoes it', async () => {
    server.respondWith({kind: 'status', status: 403, body: `{"error":"key ${API_KEY} is not allowed"}`})
    const error = expectModelError(await run(options()), 'model_not_set_up')
    expect(error.detail).toContain('key [redacted] is not allowed')
  })

  it('maps a 404 (wrong base path) to model_not_set_up 404', async () => {
    const error = expectModelError(await run(options({baseUrl: server.url.replace(/\/v1$/, '/v2')})), 'model_not_set_up')
    expect(error.status).toBe(404)
  })

  it('maps an error event inside the stream to model_error after the delivered deltas', async () => {
    server.respondWith({kind: 'raw', chunks: [chunk({content: 'Par'}), 'data: {"error":{"message":"context length exceeded"}}\n\n']})
    const outcome = await run(options())
    expect(outcome.texts).toEqual(['Par'])
    expect(expectModelError(outcome, 'model_error').detail).toContain('context length exceeded')
  })
})

describe('streamCompletion: garbage', () => {
  it('maps a malformed event to model_bad_response after the deltas before it', async () => {
    server.respondWith({kind: 'malformed'})
    const outcome = await run(options())
    expect(outcome.texts).toEqual(['Hi'])
    expect(expectModelError(outcome, 'model_bad_response').detail).toContain('{not json')
  })

  it('maps a 200 that is not an event stream to model_bad_response', async () => {
    server.respondWith({kind: 'status', status: 200, contentType: 'application/json', body: '{"choices":[{"message":{"content":"hi"}}]}'})
    expect(expectModelError(await run(options()), 'model_bad_response').detail).toContain('application/json')
  })

  it('maps a connection that dies mid-stream to model_bad_response after the delivered deltas', async () => {
    server.respondWith({kind: 'die-mid-stream', tokens: ['One', ' two']})
    const outcome = await run(options())
    expect(outcome.texts).toEqual(['One', ' two'])
    expectModelError(outcome, 'model_bad_response')
  })

  it('maps a stream that ends without [DONE] or finish_reason to model_bad_response', async () => {
    server.respondWith({kind: 'raw', chunks: [chunk({content: 'a'}), 'data: [DONE]']})
    const outcome = await run(options())
    expect(outcome.texts).toEqual(['a'])
    expect(expectModelError(outcome, 'model_bad_response').detail).toContain('in the middle of an event')
  })

  it('maps a line over the cap to model_bad_response', async () => {
    server.respondWith({kind: 'raw', chunks: ['data: ' + 'x'.repeat(5000) + '\n\n']})
    expect(expectModelError(await run(options({maxLineLength: 1000})), 'model_bad_response').detail).toContain('line_too_long')
  })

  it('yields a token before parsing the rest of the same read (an over-long line after it fails only after it)', async () => {
    // One write: the token's event and the bad line arrive in the same read.
    server.respondWith({kind: 'raw', chunks: [chunk({content: 'first'}) + 'data: ' + 'x'.repeat(5000) + '\n\n']})
    const outcome = await run(options({maxLineLength: 1000}))
    expect(outcome.texts).toEqual(['first'])
    expect(expectModelError(outcome, 'model_bad_response').detail).toContain('line_too_long')
  })
})

describe('streamCompletion: time limits', () => {
  // The fake server never ends these answers itself: any bound proves the timer cut them. Generous
  // on purpose, far above the 200–300 ms limits, so that a loaded machine does not fail the test.
  const HANGS_ARE_CUT_WITHIN_MS = 10_000

  it('times out when the headers never come', async () => {
    server.respondWith({kind: 'hang-before-headers'})
    const start = Date.now()
    expectModelError(await run(options({firstTokenTimeoutMs: 200})), 'model_timeout')
    expect(Date.now() - start).toBeLessThan(HANGS_ARE_CUT_WITHIN_MS)
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
  })

  it('times out when the headers come but no token does', async () => {
    server.respondWith({kind: 'hang'})
    const start = Date.now()
    expect(expectModelError(await run(options({firstTokenTimeoutMs: 200})), 'model_timeout').detail).toContain('first token')
    expect(Date.now() - start).toBeLessThan(HANGS_ARE_CUT_WITHIN_MS)
  })

  it('does not count a role-only chunk as the first token', async () => {
    server.respondWith({kind: 'stream', tokens: ['late'], firstDelayMs: 800})
    const outcome = await run(options({firstTokenTimeoutMs: 200}))
    expect(outcome.texts).toEqual([])
    expectModelError(outcome, 'model_timeout')
  })

  it('times out on a long gap between tokens', async () => {
    server.respondWith({kind: 'stream', tokens: ['a', 'b'], delayMs: 1000})
    const outcome = await run(options({idleTimeoutMs: 200}))
    expect(outcome.texts).toEqual(['a'])
    expect(expectModelError(outcome, 'model_timeout').detail).toContain('idle')
  })

  it('does not count a slow consumer as an idle server', async () => {
    server.respondWith({kind: 'stream', tokens: ['a', 'b', 'c']})
    const texts: string[] = []
    for await (const {text} of streamCompletion(options({idleTimeoutMs: 100}), MESSAGES, new AbortController().signal)) {
      texts.push(text)
      await sleep(250)
    }
    expect(texts).toEqual(['a', 'b', 'c'])
  })

  it('times out an endless stream at totalTimeoutMs', async () => {
    server.respondWith({kind: 'forever', delayMs: 10})
    const start = Date.now()
    const outcome = await run(options({totalTimeoutMs: 300}))
    expect(outcome.texts.length).toBeGreaterThan(3)
    expect(expectModelError(outcome, 'model_timeout').detail).toContain('total')
    expect(Date.now() - start).toBeLessThan(HANGS_ARE_CUT_WITHIN_MS)
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
  })
})

describe('streamCompletion: token cap', () => {
  it('stops an endless stream after maxTokens deltas with finishReason length', async () => {
    server.respondWith({kind: 'forever'})
    const outcome = await run(options({maxTokens: 5}))
    expect(outcome).toEqual({texts: ['tok0 ', 'tok1 ', 'tok2 ', 'tok3 ', 'tok4 '], result: {finishReason: 'length', tokens: 5}})
    expect(lastRequest().body.max_tokens).toBe(5)
    // The connection is closed at once (not drained for reuse, which gives up only after 1 s),
    // so the model server stops generating.
    await waitFor(() => lastRequest().abortedAt !== null, 500)
  })

  it('reports stop when the answer is exactly maxTokens long', async () => {
    server.respondWith({kind: 'stream', tokens: ['a', 'b']})
    expect(await run(options({maxTokens: 2}))).toEqual({texts: ['a', 'b'], result: {finishReason: 'stop', tokens: 2}})
  })
})

describe('streamCompletion: connection failures', () => {
  it('maps a refused connection to model_unreachable', async () => {
    const error = expectModelError(await run(options({baseUrl: `http://127.0.0.1:${await closedPort()}/v1`})), 'model_unreachable')
    expect(error.detail).toContain('ECONNREFUSED')
  })
})

describe('streamCompletion: abort and backpressure', () => {
  it('aborts the upstream request at once when the signal aborts, and throws AbortError', async () => {
    server.respondWith({kind: 'forever', delayMs: 20})
    const controller = new AbortController()
    const stream = streamCompletion(options(), MESSAGES, controller.signal)
    for (let index = 0; index < 3; index++) await stream.next()
    const abortedAt = Date.now()
    controller.abort(new Error('visitor left'))
    const error = await stream.next().then(() => null, (caught: unknown) => caught)
    expect(isAbortError(error)).toBe(true)
    expect((error as Error).cause).toEqual(new Error('visitor left'))
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
    expect(lastRequest().abortedAt! - abortedAt).toBeLessThan(1000)
  })

  it('aborts upstream even while the consumer is not pulling', async () => {
    server.respondWith({kind: 'forever', delayMs: 20})
    const controller = new AbortController()
    const stream = streamCompletion(options(), MESSAGES, controller.signal)
    await stream.next()
    controller.abort()
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
    await expect(stream.next()).rejects.toMatchObject({name: 'AbortError'})
  })

  it('sends nothing when the signal has already aborted', async () => {
    const before = server.requests.length
    const controller = new AbortController()
    controller.abort()
    await expect(streamCompletion(options(), MESSAGES, controller.signal).next()).rejects.toMatchObject({name: 'AbortError'})
    expect(server.requests.length).toBe(before)
  })

  it('aborts upstream when the consumer leaves the loop early', async () => {
    server.respondWith({kind: 'forever', delayMs: 20})
    for await (const {text} of streamCompletion(options(), MESSAGES, new AbortController().signal)) {
      if (text === 'tok1 ') break
    }
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
  })

  it('lets a consumer that stops pulling stop the upstream stream', async () => {
    server.respondWith({kind: 'forever'})
    const stream = streamCompletion(options({idleTimeoutMs: 5000}), MESSAGES, new AbortController().signal)
    for (let index = 0; index < 3; index++) await stream.next()
    // The kernel's buffers grow while they fill (slower on a busy machine): wait until the count
    // has stood still for 600 ms, at most 5 s.
    const samples = [server.bytesWritten()]
    const started = Date.now()
    const still = () => samples.length >= 3 && samples.slice(-3).every((bytes) => bytes === samples[samples.length - 1])
    while (!still() && Date.now() - started < 5000) {
      await sleep(300)
      samples.push(server.bytesWritten())
    }
    expect(still()).toBe(true)
    const settled = samples[samples.length - 1]!
    // Bytes in flight sit in the kernel's socket buffers: on Linux loopback a socket that reads
    // nothing at all already lets the server write ~3.9 MB (send buffer up to tcp_wmem's 4 MiB,
    // plus the receive buffer). What matters is that the count stopped; the bound catches a
    // client that reads ahead by more than a little.
    expect(settled).toBeLessThan(8 * 1024 * 1024)
    // and the stream is still alive: pulling resumes it
    expect((await stream.next()).value).toEqual({text: 'tok3 '})
    await stream.return(undefined as never)
    await waitFor(() => lastRequest().abortedAt !== null, 5000)
  })
})

describe('resolveModelClientOptions', () => {
  it('merges over the defaults', () => {
    expect(resolveModelClientOptions({baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3'})).toEqual({
      ...MODEL_CLIENT_DEFAULTS, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3',
    })
    expect(MODEL_CLIENT_DEFAULTS).toMatchObject({firstTokenTimeoutMs: 60_000, idleTimeoutMs: 30_000, totalTimeoutMs: 300_000})
  })

  it.each([
    [{baseUrl: 'localhost:11434', model: 'm'}, 'Expected `baseUrl` to be an absolute http(s) URL'],
    [{baseUrl: 'ftp://host/v1', model: 'm'}, 'Expected `baseUrl` to be an absolute http(s) URL'],
    [{baseUrl: 'http://user:secret@host/v1', model: 'm'}, 'Expected `baseUrl` without credentials (use `apiKey`)'],
    [{baseUrl: 'http://host/v1', model: ''}, 'Expected `model` to be a non-empty string'],
    [{baseUrl: 'http://host/v1', model: 'm', idleTimeoutMs: 0}, 'Expected `idleTimeoutMs` to be a positive integer'],
    [{baseUrl: 'http://host/v1', model: 'm', maxTokens: 1.5}, 'Expected `maxTokens` to be a positive integer'],
  ])('rejects %j', (input, message) => {
    expect(() => resolveModelClientOptions(input)).toThrow(message)
  })
})

describe('chatCompletionsUrl', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['http://127.0.0.1:11434/v1/', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['https://api.openai.com/v1//', 'https://api.openai.com/v1/chat/completions'],
    ['http://localhost:8080', 'http://localhost:8080/chat/completions'],
  ])('%s → %s', (base, url) => {
    expect(chatCompletionsUrl(base)).toBe(url)
  })
})

function chunk(delta: Record<string, string>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({choices: [{index: 0, delta, finish_reason: finishReason}]})}\n\n`
}
