/**
 * `compressResponses` (server/framework/steps/compression.ts): compression wraps only the responses that need it (public
 * files, data files, the API). Pages compress themselves (Brotli or gzip) and are never wrapped. Static files are compressed once by the build
 * (server/framework/build/precompress.ts) and sent as stored copies (server/framework/steps/static-assets.ts).
 */
import {readdirSync, readFileSync} from 'node:fs'
import http, {type IncomingHttpHeaders, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {DIST, haleApp, haleServicesApp} from '../support/hale-app'

interface Seen {
  path: string
  status: number
  vary: string | undefined
  encoding: string | undefined
  /** The response's own `writeHead`, `write` and `end`: what was put on it instead of its prototype's. */
  own: {writeHead: unknown; write: unknown; end: unknown}
}

async function responsesTo(paths: string[], headers: Record<string, string> = {}, app = haleApp().app): Promise<Seen[]> {
  const seen: Seen[] = []
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => seen.push({
      path: req.url!, status: res.statusCode,
      vary: res.getHeader('vary') as string | undefined, encoding: res.getHeader('content-encoding') as string | undefined,
      own: {
        writeHead: Object.hasOwn(res, 'writeHead') ? res.writeHead : null,
        write: Object.hasOwn(res, 'write') ? res.write : null,
        end: Object.hasOwn(res, 'end') ? res.end : null,
      },
    }))
    app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const {port} = server.address() as AddressInfo
    for (const path of paths) {
      await new Promise<void>((resolve, reject) => {
        // node:http sends no Accept-Encoding unless told to (fetch always does).
        http.get({host: '127.0.0.1', port, path, headers}, (res) => res.resume().on('end', resolve)).on('error', reject)
      })
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  return seen
}

const PAGES = ['/', '/topics/heart', '/es/help', '/nowhere'] // the last is the 404 page

describe('compressResponses', () => {
  // API routes need Hale's services (the health check asks the database).
  const hale = haleServicesApp()
  afterAll(() => hale.close())

  it('without Accept-Encoding: API answers, found or not, still say Vary: Accept-Encoding', async () => {
    const seen = await responsesTo(['/api/health', '/api/health', '/api/nowhere'], {}, hale.app)
    expect(seen.map(({status}) => status)).toEqual([200, 200, 404])
    for (const {vary, encoding} of seen) {
      expect(String(vary)).toMatch(/Accept-Encoding/)
      expect(encoding).toBeUndefined()
    }
  })

  it('with Accept-Encoding: API answers go through compression (its own write and end)', async () => {
    const [seen] = await responsesTo(['/api/health'], {'accept-encoding': 'gzip'}, hale.app)
    expect(String(seen!.vary)).toMatch(/Accept-Encoding/)
    expect(seen!.own.write).toEqual(expect.any(Function))
    expect(seen!.own.end).toEqual(expect.any(Function))
  })

  it('data files gzip themselves for a client that accepts gzip, and only then, never wrapped', async () => {
    const {manifest} = haleApp().bundle
    const paths = [`/_app/data/${manifest.buildId}/en/topics/heart.json`]
    const gzipped = await responsesTo(paths, {'accept-encoding': 'gzip'})
    const plain = await responsesTo(paths)
    expect([...gzipped, ...plain].map(({status}) => status)).toEqual([200, 200])
    for (const response of gzipped) expect(response.encoding).toBe('gzip')
    for (const response of plain) expect(response.encoding).toBeUndefined()
    for (const response of [...gzipped, ...plain]) {
      expect(response.own).toEqual({writeHead: null, write: null, end: null})
      expect(String(response.vary)).toMatch(/Accept-Encoding/)
    }
  })

  it('never wraps static files: the build compressed them (below)', async () => {
    const {manifest} = haleApp().bundle
    const [seen] = await responsesTo([`/_app/static/${manifest.entry.js[0]}`], {'accept-encoding': 'gzip, br'})
    expect(seen!.status).toBe(200)
    expect(seen!.own).toEqual({writeHead: null, write: null, end: null})
    expect(seen!.encoding).toBe('br')
  })

  it.each<[Record<string, string>, string | undefined]>([
    [{}, undefined], [{'accept-encoding': 'gzip'}, 'gzip'], [{'accept-encoding': 'gzip, deflate, br, zstd'}, 'br'],
  ])('pages and error pages are never wrapped, and still say Vary (%j)', async (headers, encoding) => {
    const seen = await responsesTo(PAGES, headers)
    expect(seen.map(({status}) => status)).toEqual([200, 200, 200, 404])
    for (const page of seen) {
      expect(page.own).toEqual({writeHead: null, write: null, end: null})
      expect(String(page.vary)).toMatch(/Accept-Encoding/)
      expect(page.encoding).toBe(encoding)
    }
  })
})

interface Raw {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** Requests over real HTTP, bytes as sent (node:http never decompresses). */
async function rawResponses(requests: Array<{path: string; method?: string; headers?: Record<string, string>}>): Promise<Raw[]> {
  const {app} = haleApp()
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const {port} = server.address() as AddressInfo
    const answers: Raw[] = []
    for (const {path, method = 'GET', headers = {}} of requests) {
      answers.push(await new Promise<Raw>((resolve, reject) => {
        http.request({host: '127.0.0.1', port, path, method, headers}, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}))
        }).on('error', reject).end()
      }))
    }
    return answers
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

const STATIC = path.join(DIST, 'static')
const COMPRESSIBLE = /\.(js|css|map|svg|json)$/

describe('static files compressed at build time', () => {
  const {manifest} = haleApp().bundle
  const entry = manifest.entry.js[0]!
  const url = `/_app/static/${entry}`
  const identity = readFileSync(path.join(STATIC, entry))

  it('the build wrote a .gz and a .br beside every .js, .css, .map, .svg and .json file, each decompressing to it', () => {
    const names = readdirSync(STATIC, {recursive: true, encoding: 'utf8'})
    const compressible = names.filter((name) => COMPRESSIBLE.test(name))
    expect(compressible.length).toBeGreaterThan(10)
    expect(compressible.some((name) => name.endsWith('.css'))).toBe(true)
    for (const name of compressible) {
      const original = readFileSync(path.join(STATIC, name))
      // Buffer.equals: jest's toEqual compares byte by byte as objects, far too slow for megabytes.
      expect([name, gunzipSync(readFileSync(path.join(STATIC, `${name}.gz`))).equals(original)]).toEqual([name, true])
      expect([name, brotliDecompressSync(readFileSync(path.join(STATIC, `${name}.br`))).equals(original)]).toEqual([name, true])
    }
  })

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['', undefined],
    ['deflate', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, expected) => {
    const [answer] = await rawResponses([{path: url, headers: acceptEncoding ? {'accept-encoding': acceptEncoding} : {}}])
    const {status, headers, body} = answer!
    expect(status).toBe(200)
    expect(headers['content-encoding']).toBe(expected)
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(headers.vary).toMatch(/Accept-Encoding/)
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers.sourcemap).toBe(`${path.basename(entry)}.map`)
    expect(Number(headers['content-length'])).toBe(body.length)
    const decoded = expected === 'br' ? brotliDecompressSync(body) : expected === 'gzip' ? gunzipSync(body) : body
    expect(decoded.equals(identity)).toBe(true)
    if (expected) expect(body.length).toBeLessThan(identity.length)
  })

  it('no Accept-Encoding header at all: the file itself', async () => {
    const [answer] = await rawResponses([{path: url}])
    expect(answer!.headers['content-encoding']).toBeUndefined()
    expect(answer!.body.equals(identity)).toBe(true)
  })

  it('HEAD: the headers of GET, the compressed length, no body', async () => {
    const [get, head, headPlain] = await rawResponses([
      {path: url, headers: {'accept-encoding': 'br'}},
      {path: url, method: 'HEAD', headers: {'accept-encoding': 'br'}},
      {path: url, method: 'HEAD'},
    ])
    expect(head!.status).toBe(200)
    expect(head!.body.length).toBe(0)
    for (const name of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'vary', 'sourcemap', 'etag']) {
      expect([name, head!.headers[name]]).toEqual([name, get!.headers[name]])
    }
    expect(headPlain!.headers['content-encoding']).toBeUndefined()
    expect(Number(headPlain!.headers['content-length'])).toBe(identity.length)
  })

  it('a missing file is still a plain-text 404, whatever the client accepts', async () => {
    const answers = await rawResponses([
      {path: '/_app/static/nowhere-ABCDEF.js', headers: {'accept-encoding': 'br, gzip'}},
      {path: '/_app/static/nowhere-ABCDEF.js'},
    ])
    for (const {status, headers, body} of answers) {
      expect(status).toBe(404)
      expect(headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(headers['content-encoding']).toBeUndefined()
      expect(body.toString()).toBe('Not Found')
    }
  })

  it('the copies have no URL of their own: x.js.gz and x.js.br are plain-text 404s', async () => {
    const answers = await rawResponses([
      {path: `${url}.gz`, headers: {'accept-encoding': 'gzip'}},
      {path: `${url}.br`, headers: {'accept-encoding': 'br'}},
      {path: `${url}.gz`},
      {path: `${url}.map.br`, method: 'HEAD'},
    ])
    for (const {status, headers} of answers) {
      expect(status).toBe(404)
      expect(headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(headers['content-encoding']).toBeUndefined()
    }
  })

  it('a source map has copies too: its .br is sent with the type of a map', async () => {
    const [map] = await rawResponses([{path: `${url}.map`, headers: {'accept-encoding': 'br'}}])
    expect(map!.status).toBe(200)
    expect(map!.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(map!.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(map!.body).equals(readFileSync(path.join(STATIC, `${entry}.map`)))).toBe(true)
  })
})

describe('data files as sent', () => {
  const {manifest} = haleApp().bundle
  const heart = `/_app/data/${manifest.buildId}/en/topics/heart.json`

  it('gzipped and plain bodies are the same JSON, each with its own Content-Length', async () => {
    const [gzipped, plain] = await rawResponses([{path: heart, headers: {'accept-encoding': 'gzip, br'}}, {path: heart}])
    expect([gzipped!.status, plain!.status]).toEqual([200, 200])
    expect(gzipped!.headers['content-encoding']).toBe('gzip')
    expect(plain!.headers['content-encoding']).toBeUndefined()
    for (const answer of [gzipped!, plain!]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(answer.headers['cache-control']).toMatch(/no-store/)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
    expect(gunzipSync(gzipped!.body).equals(plain!.body)).toBe(true)
    expect(gzipped!.body.length).toBeLessThan(plain!.body.length)
    expect(JSON.parse(plain!.body.toString())).toEqual({props: expect.any(Object)})
  })

  it('a small answer is not worth gzip: a stale page\'s notFound stays plain', async () => {
    const [answer] = await rawResponses([{path: `/_app/data/${manifest.buildId}/en/chat/nowhere.json`, headers: {'accept-encoding': 'gzip'}}])
    expect(answer!.headers['content-encoding']).toBeUndefined()
    expect(answer!.headers.vary).toMatch(/Accept-Encoding/)
    expect(JSON.parse(answer!.body.toString())).toEqual({notFound: true})
  })

  it('HEAD: the headers of GET, no body', async () => {
    const [get, head] = await rawResponses([
      {path: heart, headers: {'accept-encoding': 'gzip'}},
      {path: heart, method: 'HEAD', headers: {'accept-encoding': 'gzip'}},
    ])
    expect(head!.status).toBe(200)
    expect(head!.body.length).toBe(0)
    for (const name of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'vary']) {
      expect([name, head!.headers[name]]).toEqual([name, get!.headers[name]])
    }
  })
})
