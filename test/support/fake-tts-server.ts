/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI-compatible speech protocol
 * (`POST /v1/audio/speech` with JSON `{model, voice, input, response_format}`, answering the
 * audio), and fails on demand: an error status, a hang, a JSON or HTML answer instead of audio.
 * The audio can be held back after its first bytes, so a test can see them arrive before the end.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

/** MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz, 417 bytes each): real MP3 a browser plays. */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat(Array.from({length: frames}, () => frame))
}

export type FakeTtsBehaviour =
  /** `200 audio/mpeg`: `audio` in two halves, the second once `until` settles (absent: at once). */
  | {kind: 'audio'; audio: Buffer; until?: Promise<unknown>}
  /** A plain answer: any status, body and type (500 JSON, 429 with Retry-After, 400). */
  | {kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string>}
  /** Headers never come: Hale must time out. */
  | {kind: 'hang'}
  /** `200` with JSON rather than audio. */
  | {kind: 'json'}

export interface FakeSpeechRequest {
  path: string
  authorization: string | undefined
  body: unknown
  /** When the client closed the connection before the answer was sent, or null. */
  abortedAt: number | null
}

export interface FakeTtsServer {
  /** `http://127.0.0.1:PORT/v1`: what TTS_BASE_URL is set to. */
  url: string
  respondWith(behaviour: FakeTtsBehaviour): void
  requests: FakeSpeechRequest[]
  /** Resolves when the server has sent the first half of the audio of its latest answer. */
  firstHalfSent(): Promise<void>
  close(): Promise<void>
}

export async function startFakeTtsServer(): Promise<FakeTtsServer> {
  let behaviour: FakeTtsBehaviour = {kind: 'audio', audio: silentMp3(40)}
  const requests: FakeSpeechRequest[] = []
  let halfSent = settled()
  const server = createServer((req, res) => void handle(req, res))

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, {'content-type': 'application/json'}).end('{"object":"list","data":[]}')
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: unknown = null
    try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')) } catch { /* recorded as null */ }
    const record: FakeSpeechRequest = {path: req.url ?? '', authorization: req.headers.authorization, body, abortedAt: null}
    requests.push(record)
    res.on('close', () => {
      if (!res.writableFinished) record.abortedAt = Date.now()
    })
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
      res.writeHead(404, {'content-type': 'application/json'}).end('{"error":{"message":"not found"}}')
      return
    }
    const now = behaviour
    if (now.kind === 'hang') return
    if (now.kind === 'json') {
      res.writeHead(200, {'content-type': 'application/json'}).end('{"audio":"base64 would be here"}')
      return
    }
    if (now.kind === 'status') {
      res.writeHead(now.status, {'content-type': now.contentType ?? 'application/json', ...now.headers})
        .end(now.body ?? JSON.stringify({error: {message: `fake failure ${now.status}`}}))
      return
    }
    const half = Math.floor(now.audio.length / 2)
    res.writeHead(200, {'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked'})
    res.write(now.audio.subarray(0, half))
    halfSent.resolve()
    if (now.until) await now.until.catch(() => {})
    res.end(now.audio.subarray(half))
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    respondWith(next) {
      behaviour = next
      halfSent = settled()
    },
    requests,
    firstHalfSent: () => halfSent.promise,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function settled(): {promise: Promise<void>; resolve: () => void} {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return {promise, resolve}
}
