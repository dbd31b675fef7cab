/**
 * A stand-in for hCaptcha's siteverify on 127.0.0.1: it records what it received (the form
 * fields, parsed) and answers as told: a pass, a failure, a pass for another host, a pass only
 * the first time a token is seen, a slow answer, a 5xx, truncated or non-JSON bodies.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

export type SiteverifyMode =
  | 'success'
  | 'failure'
  | 'wrong-hostname'
  /** A pass the first time a token is seen, `already-seen-response` after (as hCaptcha does). */
  | 'replay'
  /** Headers never come (until the client gives up). */
  | 'slow'
  | '500'
  | 'truncated-json'
  | 'html'
  /** hCaptcha refusing our own secret. */
  | 'bad-secret'

export interface SiteverifyRequest {
  method: string
  path: string
  contentType: string | undefined
  /** The form fields, decoded. */
  form: Record<string, string>
}

export interface FakeSiteverify {
  /** `http://127.0.0.1:PORT/siteverify` */
  url: string
  mode: SiteverifyMode
  /** The `hostname` a pass names (default `hale.test`). */
  hostname: string
  requests: SiteverifyRequest[]
  close(): Promise<void>
}

export async function startFakeSiteverify(mode: SiteverifyMode = 'success'): Promise<FakeSiteverify> {
  const seen = new Set<string>()
  const stub: FakeSiteverify = {url: '', mode, hostname: 'hale.test', requests: [], close: async () => {}}
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body))
      stub.requests.push({method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'], form})
      const json = (value: unknown) => res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(value))
      const pass = {success: true, challenge_ts: new Date().toISOString(), hostname: stub.hostname, credit: false}
      switch (stub.mode) {
        case 'success': return json(pass)
        case 'failure': return json({success: false, 'error-codes': ['invalid-input-response']})
        case 'wrong-hostname': return json({...pass, hostname: 'evil.example'})
        case 'replay': {
          const token = form.response ?? ''
          if (seen.has(token)) return json({success: false, 'error-codes': ['already-seen-response']})
          seen.add(token)
          return json(pass)
        }
        case 'slow': return // never answers; the client times out
        case '500': return res.writeHead(500, {'content-type': 'text/plain'}).end('Internal Server Error')
        case 'truncated-json': return res.writeHead(200, {'content-type': 'application/json'}).end('{"success": tr')
        case 'html': return res.writeHead(200, {'content-type': 'text/html'}).end('<html><body>Maintenance</body></html>')
        case 'bad-secret': return json({success: false, 'error-codes': ['invalid-input-secret']})
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  stub.close = () => closeServer(server)
  return stub
}

/** A URL on 127.0.0.1 where nothing listens (a port that was just freed): "hCaptcha is down". */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  await closeServer(server)
  return `http://127.0.0.1:${port}/siteverify`
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
