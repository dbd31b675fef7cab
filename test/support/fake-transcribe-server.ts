/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI-compatible transcription protocol
 * (`POST /v1/audio/transcriptions`, multipart/form-data with `file`, `model`, `language`,
 * `response_format`; answers `{"text"}`), and fails on demand: an error status, a hang, garbage,
 * an HTML page. It parses every request's multipart body with the platform's own parser and
 * records what it received, so tests can check the file bytes, model, language and key.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

export type FakeTranscribeBehaviour =
  /** `200 {"text": text}` after `delayMs`, and once `until` settles (a test holds the answer back). */
  | {kind: 'text'; text: string; delayMs?: number; until?: Promise<unknown>}
  /** A plain answer: any status, body and type (e.g. 500 JSON, 429 with Retry-After, 502 HTML). */
  | {kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string>}
  /** Headers never come: the client must time out. */
  | {kind: 'hang'}
  /** `200` with a body that is not JSON. */
  | {kind: 'garbage'}
  /** `200` with an HTML page (a proxy's login page, say). */
  | {kind: 'html'}

export interface FakeTranscription {
  path: string
  /** The `Authorization` header, when sent. */
  authorization: string | undefined
  contentType: string | undefined
  /** The multipart fields (every one but the file). */
  fields: Record<string, string>
  file: {name: string; type: string; bytes: Buffer} | null
  /** When the client closed the connection before the answer was sent (Date.now()), or null. */
  abortedAt: number | null
}

export interface FakeTranscribeServer {
  /** `http://127.0.0.1:PORT/v1`: what TRANSCRIBE_BASE_URL is set to. */
  url: string
  respondWith(behaviour: FakeTranscribeBehaviour | ((request: FakeTranscription) => FakeTranscribeBehaviour)): void
  requests: FakeTranscription[]
  /** How many times Hale asked `GET /v1/models` (its check that the server answers). */
  checks(): number
  close(): Promise<void>
}

export async function startFakeTranscribeServer(): Promise<FakeTranscribeServer> {
  let behaviour: FakeTranscribeBehaviour | ((request: FakeTranscription) => FakeTranscribeBehaviour) = {kind: 'text', text: 'Hello from the fake transcription server.'}
  const requests: FakeTranscription[] = []
  let checks = 0
  const server = createServer((req, res) => void handle(req, res))

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Hale's check that the server answers (at start, then at most once a minute), as OpenAI's
    // API answers it; not a transcription, so not recorded.
    if (req.method === 'GET' && req.url === '/v1/models') {
      checks += 1
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({object: 'list', data: [{id: 'whisper-1', object: 'model'}]}))
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const contentType = req.headers['content-type']
    const record: FakeTranscription = {
      path: req.url ?? '', authorization: req.headers.authorization, contentType, fields: {}, file: null, abortedAt: null,
    }
    requests.push(record)
    res.on('close', () => {
      if (!res.writableFinished) record.abortedAt = Date.now()
    })
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404, {'content-type': 'application/json'}).end('{"error":{"message":"not found"}}')
      return
    }
    try {
      // undici's multipart parser: the same one a real server's framework would resemble.
      const form = await new Request('http://fake/', {method: 'POST', headers: {'content-type': contentType ?? ''}, body}).formData()
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') record.fields[name] = value
        else record.file = {name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer())}
      }
    } catch {
      res.writeHead(400, {'content-type': 'application/json'}).end('{"error":{"message":"expected multipart/form-data"}}')
      return
    }
    if (!record.file) {
      res.writeHead(400, {'content-type': 'application/json'}).end('{"error":{"message":"file is required"}}')
      return
    }
    const chosen = typeof behaviour === 'function' ? behaviour(record) : behaviour
    switch (chosen.kind) {
      case 'text':
        if (chosen.delayMs) await new Promise((resolve) => setTimeout(resolve, chosen.delayMs))
        if (chosen.until) await chosen.until
        if (!res.destroyed) res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({text: chosen.text}))
        return
      case 'status':
        res.writeHead(chosen.status, {'content-type': chosen.contentType ?? 'application/json', ...chosen.headers})
          .end(chosen.body ?? JSON.stringify({error: {message: `fake failure ${chosen.status}`}}))
        return
      case 'hang':
        return
      case 'garbage':
        res.writeHead(200, {'content-type': 'application/json'}).end('{"text": "unterminated')
        return
      case 'html':
        res.writeHead(200, {'content-type': 'text/html'}).end('<!doctype html><html><body><h1>Sign in</h1></body></html>')
        return
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    respondWith(next) {
      behaviour = next
    },
    requests,
    checks: () => checks,
    close: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
