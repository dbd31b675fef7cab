/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI-compatible streaming chat completions
 * protocol (`POST /v1/chat/completions`), and misbehaves on demand: errors, hangs, garbage,
 * broken connections, endless answers. It records every request and notices when the client
 * hangs up, and it respects backpressure, so tests can see a slow reader stop the stream.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

export type FakeBehaviour =
  /** A normal answer: a role chunk, one chunk per token, finish_reason 'stop', `data: [DONE]`. `firstDelayMs` comes after the headers and the role chunk. */
  | {kind: 'stream'; tokens: string[]; delayMs?: number; firstDelayMs?: number}
  /** Headers, then nothing, until the client leaves. */
  | {kind: 'hang'}
  /** Nothing at all, until the client leaves. */
  | {kind: 'hang-before-headers'}
  /** A plain answer, e.g. 429 with Retry-After, 500 JSON, 502 HTML page. */
  | {kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string>}
  /** One token, then `data: {not json`, then a proper end (which must not be reached). */
  | {kind: 'malformed'}
  /** Some tokens, then the socket is destroyed (no finish_reason, no [DONE]). */
  | {kind: 'die-mid-stream'; tokens: string[]}
  /** The `before` tokens, then nothing until `release` resolves, then the `after` tokens and a proper end. */
  | {kind: 'gated'; before: string[]; release: Promise<void>; after: string[]}
  /** Tokens without end, as fast as the client reads (every `delayMs` when given). */
  | {kind: 'forever'; delayMs?: number}
  /** A normal answer with CRLF endings, comments, a multi-line event and `data:` without a space, written in pieces split inside CRLFs and UTF-8 characters. */
  | {kind: 'crlf-split'; tokens: string[]}
  /** Exactly these bytes (each chunk a separate write), then the end. For edge cases. */
  | {kind: 'raw'; chunks: Array<string | Uint8Array>; status?: number; contentType?: string; delayMs?: number}

export interface FakeRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed JSON body; the raw text when it is not JSON; null when empty. */
  body: any
  receivedAt: number
  /** When the client closed the connection before the response ended (Date.now()), or null. */
  abortedAt: number | null
}

export interface FakeModelServer {
  /** `http://127.0.0.1:PORT/v1` */
  url: string
  /** What the next requests do, until told otherwise; default: a short normal stream. */
  respondWith(behaviour: FakeBehaviour | ((body: any) => FakeBehaviour)): void
  requests: FakeRequest[]
  /** Bytes the server has written to the current (or last) response. */
  bytesWritten(): number
  close(): Promise<void>
}

export interface FakeModelServerOptions {
  /** Answer 401 unless the request carries `Authorization: Bearer <requireApiKey>`. */
  requireApiKey?: string
}

export const DEFAULT_TOKENS = ['Hello', ', ', 'world', '!']
/** The models the fake lists: the default LLM_MODEL and the names tests configure. */
export const FAKE_MODELS = ['llama3.2', 'fake-model', 'test-model']

export async function startFakeModelServer(options: FakeModelServerOptions = {}): Promise<FakeModelServer> {
  let behaviour: FakeBehaviour | ((body: any) => FakeBehaviour) = {kind: 'stream', tokens: DEFAULT_TOKENS}
  let current = {bytes: 0}
  let closing = false
  const requests: FakeRequest[] = []

  const server = createServer((req, res) => {
    // The model list (OpenAI's GET /v1/models), which Hale asks for at start and in the background
    // (server/chat/model-server-check.ts): answered, and not one of the `requests` tests look at.
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({object: 'list', data: FAKE_MODELS.map((id) => ({id, object: 'model'}))}))
      return
    }
    const entry: FakeRequest = {
      method: req.method ?? '', path: req.url ?? '', headers: {...req.headers}, body: null,
      receivedAt: Date.now(), abortedAt: null,
    }
    requests.push(entry)
    const counter = {bytes: 0}
    current = counter
    const state: ResponseState = {res, counter, destroyedByServer: false, isOver: () => closing || res.destroyed || res.writableEnded}
    // Listen at once, before any await: a listener added later can miss the close.
    res.on('close', () => {
      if (!res.writableFinished && !state.destroyedByServer) entry.abortedAt = Date.now()
    })
    handle(req, entry, state).catch((error) => {
      if (!res.headersSent) res.writeHead(500, {'content-type': 'application/json'})
      res.end(JSON.stringify({error: {message: `fake model server: ${(error as Error).message}`}}))
    })
  })

  async function handle(req: IncomingMessage, entry: FakeRequest, state: ResponseState): Promise<void> {
    const {res} = state
    const text = await readBody(req)
    try {
      entry.body = text === '' ? null : JSON.parse(text)
    } catch {
      entry.body = text
    }
    if (entry.path.split('?')[0] !== '/v1/chat/completions') return sendJson(state, 404, 'Not found', 'not_found')
    if (entry.method !== 'POST') return sendJson(state, 405, 'Method not allowed', 'method_not_allowed')
    if (options.requireApiKey !== undefined && req.headers.authorization !== `Bearer ${options.requireApiKey}`) {
      return sendJson(state, 401, 'Incorrect API key provided.', 'invalid_api_key')
    }
    const chosen = typeof behaviour === 'function' ? behaviour(entry.body) : behaviour
    const model = typeof entry.body?.model === 'string' ? entry.body.model : 'fake-model'
    await perform(chosen, state, model)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => { server.off('error', reject); resolve() })
  })
  const {port} = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    respondWith(next) { behaviour = next },
    requests,
    bytesWritten: () => current.bytes,
    async close() {
      closing = true
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

// ---------------------------------------------------------------------------------------------

interface ResponseState {
  res: ServerResponse
  counter: {bytes: number}
  /** The server broke the connection on purpose: not a client abort. */
  destroyedByServer: boolean
  isOver(): boolean
}

const SSE_HEADERS = {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive'}

async function perform(behaviour: FakeBehaviour, state: ResponseState, model: string): Promise<void> {
  const {res} = state
  const event = (delta: Record<string, string>, finishReason: string | null = null) => `data: ${chunkJson(model, delta, finishReason)}\n\n`
  switch (behaviour.kind) {
    case 'stream': {
      startStream(state)
      write(state, event({role: 'assistant', content: ''}))
      if (behaviour.firstDelayMs) await pause(state, behaviour.firstDelayMs)
      for (const [index, token] of behaviour.tokens.entries()) {
        if (index > 0 && behaviour.delayMs) await pause(state, behaviour.delayMs)
        if (state.isOver()) return
        write(state, event({content: token}))
      }
      finishAnswer(state, event({}, 'stop'))
      return
    }
    case 'gated': {
      startStream(state)
      write(state, event({role: 'assistant', content: ''}))
      for (const token of behaviour.before) write(state, event({content: token}))
      await behaviour.release
      for (const token of behaviour.after) if (!state.isOver()) write(state, event({content: token}))
      finishAnswer(state, event({}, 'stop'))
      return
    }
    case 'hang':
      startStream(state)
      return
    case 'hang-before-headers':
      return
    case 'status': {
      res.writeHead(behaviour.status, {'content-type': behaviour.contentType ?? 'application/json', ...behaviour.headers})
      const body = behaviour.body ?? JSON.stringify({error: {message: `HTTP ${behaviour.status}`, type: 'server_error'}})
      write(state, body)
      res.end()
      return
    }
    case 'malformed':
      startStream(state)
      write(state, event({role: 'assistant', content: ''}))
      write(state, event({content: 'Hi'}))
      write(state, 'data: {not json\n\n')
      write(state, event({content: ' after garbage'}))
      write(state, event({}, 'stop'))
      write(state, 'data: [DONE]\n\n')
      res.end()
      return
    case 'die-mid-stream': {
      startStream(state)
      write(state, event({role: 'assistant', content: ''}))
      for (const token of behaviour.tokens) write(state, event({content: token}))
      await new Promise<void>((resolve) => res.write('', () => resolve()))
      await pause(state, 20)
      state.destroyedByServer = true
      res.socket?.destroy()
      return
    }
    case 'forever': {
      startStream(state)
      write(state, event({role: 'assistant', content: ''}))
      for (let index = 0; !state.isOver(); index++) {
        const ok = write(state, event({content: `tok${index} `}))
        if (!ok) await drained(state)
        else if (behaviour.delayMs) await pause(state, behaviour.delayMs)
        else if (index % 64 === 63) await new Promise((resolve) => setImmediate(resolve))
      }
      return
    }
    case 'crlf-split': {
      startStream(state)
      const bytes = Buffer.from(crlfStream(model, behaviour.tokens))
      for (const piece of awkwardPieces(bytes)) {
        if (state.isOver()) return
        write(state, piece)
        await pause(state, 1)
      }
      res.end()
      return
    }
    case 'raw': {
      res.writeHead(behaviour.status ?? 200, {...SSE_HEADERS, 'content-type': behaviour.contentType ?? SSE_HEADERS['content-type']})
      for (const chunk of behaviour.chunks) {
        if (state.isOver()) return
        if (!write(state, chunk)) await drained(state)
        if (behaviour.delayMs) await pause(state, behaviour.delayMs)
      }
      res.end()
      return
    }
  }
}

/** A normal answer's last bytes: the chunk with `finish_reason`, `data: [DONE]`, the end. */
function finishAnswer(state: ResponseState, stopChunk: string): void {
  if (state.isOver()) return
  write(state, stopChunk)
  write(state, 'data: [DONE]\n\n')
  state.res.end()
}

function chunkJson(model: string, delta: Record<string, string>, finishReason: string | null): string {
  return JSON.stringify({
    id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1700000000, model,
    choices: [{index: 0, delta, finish_reason: finishReason}],
  })
}

/** The same answer as 'stream', framed awkwardly but validly. */
function crlfStream(model: string, tokens: string[]): string {
  const parts = [': fake model server\r\n\r\n', `data: ${chunkJson(model, {role: 'assistant', content: ''}, null)}\r\n\r\n`]
  tokens.forEach((token, index) => {
    const json = chunkJson(model, {content: token}, null)
    if (index % 3 === 0) parts.push(`id: ${index}\r\ndata:${json}\r\n\r\n`)          // no space after the colon
    else if (index % 3 === 1) {                                                       // one JSON across two data lines
      const cut = json.indexOf('"choices"')
      parts.push(`data: ${json.slice(0, cut)}\r\ndata: ${json.slice(cut)}\r\n\r\n`)
    } else parts.push(`data: ${json}\r\n\r\n`)
    parts.push(': keep-alive\r\n\r\n')
  })
  parts.push(`data: ${chunkJson(model, {}, 'stop')}\r\n\r\n`, 'data: [DONE]\r\n\r\n')
  return parts.join('')
}

/** Pieces cut between every CR and LF, inside every multi-byte UTF-8 character, and every 17 bytes. */
function awkwardPieces(bytes: Buffer): Buffer[] {
  const cuts = new Set<number>()
  for (let index = 1; index < bytes.length; index++) {
    if (bytes[index - 1] === 13 && bytes[index] === 10) cuts.add(index)
    if (bytes[index - 1]! >= 0xc0) cuts.add(index)
    if (index % 17 === 0) cuts.add(index)
  }
  const sorted = [...cuts].sort((a, b) => a - b)
  const pieces: Buffer[] = []
  let start = 0
  for (const cut of sorted) { pieces.push(bytes.subarray(start, cut)); start = cut }
  pieces.push(bytes.subarray(start))
  return pieces
}

function startStream(state: ResponseState): void {
  state.res.writeHead(200, SSE_HEADERS)
  state.res.flushHeaders()
}

function write(state: ResponseState, chunk: string | Uint8Array): boolean {
  if (state.isOver()) return false
  state.counter.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength
  return state.res.write(chunk)
}

function sendJson(state: ResponseState, status: number, message: string, code: string): void {
  state.res.writeHead(status, {'content-type': 'application/json'})
  write(state, JSON.stringify({error: {message, type: 'invalid_request_error', code}}))
  state.res.end()
}

/** Wait `ms`, or less if the response closes first. */
function pause(state: ResponseState, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => { clearTimeout(timer); state.res.off('close', done); resolve() }
    const timer = setTimeout(done, ms)
    state.res.once('close', done)
  })
}

/** Wait for 'drain', or for the response to close. */
function drained(state: ResponseState): Promise<void> {
  return new Promise((resolve) => {
    const done = () => { state.res.off('drain', done); state.res.off('close', done); resolve() }
    state.res.once('drain', done)
    state.res.once('close', done)
  })
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 1024 * 1024) return reject(new Error('request body over 1 MiB'))
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
