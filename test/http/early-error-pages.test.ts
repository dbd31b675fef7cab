/**
 * The stored error pages answered before the pipeline (server/framework/early-error-pages.ts)
 * answer exactly as the pipeline does. Two Hale servers from the same build and configuration,
 * one with the early answers (the default) and one without (`errorPages: 'stored'`), each on
 * 127.0.0.1 with the HTTP server Hale runs in, and the same services (SQLite in a temporary
 * DATA_DIR), receive the same corpus of requests: paths inside
 * and outside the base path, locale prefixes, trailing slashes, `//`, dot segments,
 * percent-encodings, pages, public and static files, data files and the API; HEAD, GET, POST,
 * OPTIONS and DELETE; each Accept-Encoding; cookies, Sec-Fetch-* and Origin headers. Status,
 * headers (but the date, the request id and a page's nonce) and body must be the same, and so
 * must the log lines and the request metrics.
 */
import {request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {createApp} from '../../server/framework/app'
import {createMemoryLogger} from '../../server/framework/log'
import {Registry} from '../../server/framework/metrics'
import {createHttpServer} from '../../server/framework/runtime'
import {loadAppBundle} from '../../server/framework/app-bundle'
import {modules} from '../../dist/.gen/server-modules'
import {DIST, haleServicesApp, type HaleTestApp} from '../support/hale-app'

interface Answer { status: number; headers: IncomingHttpHeaders; body: string }

interface Side {
  origin: string
  server: Server
  log: ReturnType<typeof createMemoryLogger>
  metrics: Registry
  /** How many requests reached Express's router, the pipeline's steps. */
  pipelineRequests: number
}

const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE']
const ENCODINGS = [undefined, 'gzip', 'br', 'gzip, deflate, br', 'br;q=0, gzip;q=0.5', 'identity']
const HEADER_SETS: Record<string, string>[] = [
  {},
  {cookie: 'NEXT_LOCALE=fr; hale_session=nope'},
  {'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin', 'accept-language': 'de'},
  {'sec-fetch-dest': 'image'},
  {'sec-fetch-site': 'cross-site'},
  {origin: 'https://elsewhere.example'},
]

function corpus(basePath: string, buildId: string, asset: string): string[] {
  const inside = [
    '/', '/?q=1', '/nope', '/nope?x=1&y=%20', '/nope/', '/nope//', '/fr/nope', '/FR/nope', '/fr', '/fr/', '/es/es/help', '/de/help/privacy',
    '//nope', '/a//b', '/a\\b', '/./nope', '/x/../nope', '/x/../help', '/%2e%2e/nope', '/help/../nope/', '/help/%2E', '/x/..',
    '/help', '/help/', '/help/privacy', '/help/nope', '/fr/help/privacy', '/topics/heart', '/topics/nope', '/chat/abc', '/chat/%E0%A4%A',
    '/history', '/share/xyz', '/nope%20x', '/%7Euser', '/caf%C3%A9', '/%', '/favicon.svg', '/favicon%2Esvg', '/fr/favicon.svg', '/favicon.svg/',
    `/_app/static/${asset}`, '/_app/static/nope.js', `/_app/data/${buildId}/en.json`, `/_app/data/${buildId}/en/nope.json`, '/_app/data/old/en.json',
    '/_app/nope', '/_app', '/api', '/api/nope', '/api/health', '/apix', '/en/api/x', '/fr/_app/x', '/metrics',
    `/${'a'.repeat(1100)}`, '/a'.repeat(200), '/api/../nope',
  ]
  const outside = basePath === '' ? [] : [
    '/nope', '/fr/nope', basePath.toUpperCase() + '/nope', `${basePath}x/nope`, `${basePath}/api/../../nope`, `/x/..${basePath}/nope`, '/', `/${'b'.repeat(1100)}`,
  ]
  const prefixed = (path: string) => (basePath === '' ? path : path === '/' ? basePath : path.startsWith('/?') ? basePath + path.slice(1) : basePath + path)
  return [...inside.map(prefixed), ...outside]
}

function send(origin: string, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/`, {method, path, headers, agent: false}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        // A HEAD answer says how its body would be encoded and has none.
        const coding = bytes.length === 0 ? undefined : res.headers['content-encoding']
        const decoded = coding === 'gzip' ? gunzipSync(bytes) : coding === 'br' ? brotliDecompressSync(bytes) : bytes
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: decoded.toString('utf8')})
      })
    })
    req.on('error', reject)
    req.end(method === 'POST' ? '{}' : undefined)
  })
}

/** What may differ between two answers to the same request: the date, the request id, a page's nonce (header and body) and the length that the nonce's compression changes. */
function comparable(answer: Answer) {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1]
  const {date: _date, 'x-request-id': requestId, ...headers} = answer.headers
  const body = nonce ? answer.body.split(nonce).join('NONCE') : answer.body
  if (headers['content-security-policy']) headers['content-security-policy'] = String(headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-NONCE'")
  if (nonce && headers['content-encoding']) delete headers['content-length']
  return {status: answer.status, headers, body, hasRequestId: typeof requestId === 'string' && requestId.length > 0}
}

describe.each([
  ['without a base path', {}],
  ['under BASE_PATH=/care, with METRICS_TOKEN', {BASE_PATH: '/care', METRICS_TOKEN: 'a-metrics-token-0123456789'}],
])('the early error pages, %s', (_name, env: Record<string, string>) => {
  const hale: HaleTestApp = haleServicesApp(env)
  const {config} = hale
  const bundle = loadAppBundle(modules, DIST)
  const asset = bundle.manifest.entry.js[0]!
  const sides: Record<'early' | 'pipeline', Side> = {} as never

  beforeAll(async () => {
    for (const [name, errorPages] of [['early', 'early'], ['pipeline', 'stored']] as const) {
      const log = createMemoryLogger()
      const metrics = new Registry()
      const app = createApp(config, {bundle, log, metrics, services: hale.services, errorPages})
      const side = {log, metrics, pipelineRequests: 0} as Side
      const router = app.router as unknown as {handle: (...args: unknown[]) => unknown}
      const handle = router.handle.bind(router)
      router.handle = (...args: unknown[]) => {
        side.pipelineRequests++
        return handle(...args)
      }
      side.server = createHttpServer(app)
      await new Promise<void>((resolve) => side.server.listen(0, '127.0.0.1', resolve))
      side.origin = `http://127.0.0.1:${(side.server.address() as AddressInfo).port}`
      sides[name] = side
    }
  })

  afterAll(async () => {
    for (const side of Object.values(sides)) {
      side.server.closeAllConnections()
      await new Promise<void>((resolve) => side.server.close(() => resolve()))
    }
    await hale.close()
  })

  /** Every request of the corpus to both sides, ten at a time; the pairs of answers that differ. */
  async function sendCorpus(): Promise<{count: number; differences: unknown[]}> {
    const requests: [string, string, Record<string, string>][] = []
    let turn = 0
    for (const path of corpus(config.basePath, bundle.manifest.buildId, asset)) {
      for (const method of METHODS) {
        for (const encoding of ENCODINGS) {
          const headers = {...HEADER_SETS[turn++ % HEADER_SETS.length]!, ...(encoding === undefined ? {} : {'accept-encoding': encoding})}
          requests.push([method, path, headers])
        }
      }
    }
    const differences: unknown[] = []
    for (let start = 0; start < requests.length; start += 10) {
      await Promise.all(requests.slice(start, start + 10).map(async ([method, path, headers]) => {
        const [early, pipeline] = await Promise.all([send(sides.early.origin, method, path, headers), send(sides.pipeline.origin, method, path, headers)])
        const a = comparable(early)
        const b = comparable(pipeline)
        expect(a.hasRequestId && b.hasRequestId).toBe(true)
        try {
          expect(a).toEqual(b)
        } catch {
          differences.push({method, path, headers, early: {...a, body: a.body.slice(0, 200)}, pipeline: {...b, body: b.body.slice(0, 200)}})
        }
      }))
    }
    return {count: requests.length, differences}
  }

  it('answers every request of the corpus as the pipeline does, before and after the pages are stored', async () => {
    const first = await sendCorpus()
    expect(first.differences).toEqual([])
    const before = sides.early.pipelineRequests
    const second = await sendCorpus()
    expect(second.differences).toEqual([])
    // Many of them never reached Express's router: the early answers were used.
    const reached = sides.early.pipelineRequests - before
    expect(sides.pipeline.pipelineRequests).toBe(2 * second.count)
    expect(reached).toBeLessThan(second.count * 0.75)
  }, 300_000)

  it('answers the plain 404, a 405 and a 400 before the pipeline once their pages are stored, and the rest through it', async () => {
    const base = config.basePath
    const cases: [string, string, number, boolean][] = [
      ['GET', `${base}/nope`, 404, true], ['HEAD', `${base}/fr/nope/deeper`, 404, true], ['POST', `${base}/help`, 405, true],
      ['GET', `${base}/${'a'.repeat(1100)}`, 400, true],
      ['GET', `${base}/help`, 200, false], ['GET', `${base}/_app/static/nope.js`, 404, false], ['GET', `${base}/api/nope`, 404, false],
      ['GET', `${base}/nope/`, 308, false], ['GET', `${base}/favicon.svg`, 200, false],
    ]
    for (const [method, path, status, early] of cases) {
      await send(sides.early.origin, method, path, {}) // stores the page if it is the first
      const before = sides.early.pipelineRequests
      const answer = await send(sides.early.origin, method, path, {})
      expect([method, path, answer.status]).toEqual([method, path, status])
      expect([method, path, sides.early.pipelineRequests - before]).toEqual([method, path, early ? 0 : 1])
      // The same to the other side, whose log and metrics the next test compares.
      for (let times = 0; times < 2; times++) await send(sides.pipeline.origin, method, path, {})
    }
  })

  it('logs and counts every request as the pipeline does', async () => {
    const lines = (side: Side) => side.log.lines
      .filter((line) => line.message === 'Request')
      .map(({method, route, status, bytes, aborted}) => JSON.stringify({method, route, status, bytes, aborted}))
      .sort()
    expect(lines(sides.early).length).toBeGreaterThan(1000)
    expect(lines(sides.early)).toEqual(lines(sides.pipeline))
    const counts = async (side: Side) => (await side.metrics.getSingleMetricAsString('http_requests_total')).split('\n').sort()
    expect(await counts(sides.early)).toEqual(await counts(sides.pipeline))
    const others = (side: Side) => side.log.lines
      .filter((line) => line.message !== 'Request')
      .map(({time: _time, requestId: _requestId, ...line}) => JSON.stringify(line))
      .sort()
    expect(others(sides.early)).toEqual(others(sides.pipeline))
  })
})
