/**
 * The conversations API over real HTTP: Hale in-process on 127.0.0.1 (real SQLite in a
 * temporary DATA_DIR) with its model client pointed at a fake model server, and a raw HTTP
 * client that reads the event stream as it arrives.
 */
import {request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {createGunzip} from 'node:zlib'
import {SseParser} from '../../src/chat/event-stream-parser'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

export interface HaleServer {
  hale: HaleTestApp
  fake: FakeModelServer
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** A new verified session's `Cookie` header value. */
  session(): Promise<string>
  /** A new conversation of that session. */
  conversation(cookie: string, body?: Record<string, unknown>): Promise<string>
  close(): Promise<void>
}

/** Hale listening on a free port, with a fresh fake model server as its `LLM_BASE_URL`. */
export async function startHale(env: Record<string, string> = {}, options: Parameters<typeof haleServicesApp>[1] = {}): Promise<HaleServer> {
  const fake = await startFakeModelServer()
  const hale = haleServicesApp({LLM_BASE_URL: fake.url, ...env}, options)
  const server: Server = await new Promise((resolve) => {
    const listening = hale.app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    hale, fake, origin,
    session: async () => (await hale.verifiedSession()).cookie,
    async conversation(cookie, body = {}) {
      const response = await jsonRequest(origin, 'POST', '/api/conversations', {cookie, body})
      if (response.status !== 201) throw new Error(`POST /api/conversations answered ${response.status}: ${response.text}`)
      return response.json.id as string
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await fake.close()
      await hale.close()
    },
  }
}

export interface JsonResponse {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json: any
}

/** One request with a JSON body (or a raw `text` body), read to the end. */
export function jsonRequest(origin: string, method: string, path: string, options: {cookie?: string; body?: unknown; text?: string; headers?: Record<string, string>} = {}): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const payload = options.text ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    const req = httpRequest(`${origin}${path}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : {'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload))}),
        ...(options.cookie ? {cookie: options.cookie} : {}),
        ...options.headers,
      },
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown = null
        try { json = JSON.parse(text) } catch { /* not JSON */ }
        resolve({status: res.statusCode ?? 0, headers: res.headers, text, json})
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

export interface StreamedEvent {
  event: string
  data: any
  /** Milliseconds since the request started. */
  at: number
}

export interface EventStreamClient {
  req: ClientRequest
  /** Resolves with the response's head. */
  response: Promise<IncomingMessage>
  events: StreamedEvent[]
  /** Everything received so far, decoded (comments included). */
  raw(): string
  /** The first event of this type (waits up to `timeoutMs`). */
  next(type: string, timeoutMs?: number): Promise<StreamedEvent>
  /** Resolves when the response has ended (or the connection closed). */
  ended: Promise<void>
  /** Hang up, as a browser's Stop does. */
  abort(): void
}

/**
 * `POST` that reads a `text/event-stream` answer event by event (gunzipping incrementally when
 * the server compressed it). A non-stream answer is kept in `raw()`.
 */
export function streamRequest(origin: string, path: string, options: {cookie?: string; body?: unknown; headers?: Record<string, string>} = {}): EventStreamClient {
  const started = performance.now()
  const events: StreamedEvent[] = []
  let text = ''
  const waiters = new Set<() => void>()
  const notify = () => { for (const waiter of waiters) waiter() }
  const payload = JSON.stringify(options.body ?? {})
  const req = httpRequest(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)),
      ...(options.cookie ? {cookie: options.cookie} : {}),
      ...options.headers,
    },
  })
  let endedResolve!: () => void
  const ended = new Promise<void>((resolve) => { endedResolve = resolve })
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      resolve(res)
      const parser = new SseParser()
      const decoder = new TextDecoder()
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip({flush: 2 /* Z_SYNC_FLUSH */})) : res
      body.on('data', (chunk: Buffer) => {
        text += decoder.decode(chunk, {stream: true})
        for (const event of parser.push(chunk)) {
          let data: unknown = event.data
          try { data = JSON.parse(event.data) } catch { /* keep the text */ }
          events.push({event: event.type, data, at: performance.now() - started})
        }
        notify()
      })
      const finish = () => { endedResolve(); notify() }
      body.on('end', finish)
      body.on('error', finish)
      res.on('close', finish)
    })
    req.on('error', (error) => { reject(error); endedResolve(); notify() })
  })
  response.catch(() => {})
  req.end(payload)

  let over = false
  void ended.then(() => { over = true })
  return {
    req, response, events, ended,
    raw: () => text,
    next(type, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => event.event === type)
          if (found) { done(); resolve(found) } else if (over) { done(); reject(new Error(`The stream ended without a ${type} event: ${text}`)) }
        }
        const timer = setTimeout(() => { done(); reject(new Error(`No ${type} event within ${timeoutMs} ms: ${text}`)) }, timeoutMs)
        const done = () => { clearTimeout(timer); waiters.delete(check) }
        waiters.add(check)
        check()
      })
    },
    abort: () => req.destroy(),
  }
}

/** Poll `read` until `accept` says yes (or throw after `timeoutMs`). */
export async function eventually<T>(read: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A port on 127.0.0.1 where nothing listens. */
export async function closedPort(): Promise<number> {
  const {createServer} = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
