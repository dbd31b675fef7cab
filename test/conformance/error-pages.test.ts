/**
 * docs/routing.md "Error pages" over HTTP: the error pages (title, headings, headers, locale), the 500 that leaks
 * nothing, and plain-text `Not Found` for broken assets.
 */
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {
  at, bootTextOf, CONFIGS, headingsOf, langOf, LEAK_PATTERNS, localized, NO_STORE, OTHER, send, useConformanceServers, type Config,
} from './support'

const harness = useConformanceServers()

/** [status, method, app path that answers it, title, h2] — the table of docs/routing.md "Error pages". */
const ERROR_PAGES: readonly [number, string, string, string, string][] = [
  [400, 'GET', '/blog/%E0%A4%A', '400: Bad Request', 'Bad Request.'],
  [404, 'GET', '/nowhere', '404: This page could not be found', 'This page could not be found.'],
  [405, 'PUT', '/about', '405: Method Not Allowed', 'Method Not Allowed.'],
  [500, 'GET', '/throw', '500: Internal Server Error', 'Internal Server Error.'],
]

const ASSET_DESTINATIONS = ['image', 'script', 'style', 'font', 'audio', 'video', 'worker', 'manifest', 'object', 'track']
const PAGE_DESTINATIONS = ['document', 'iframe', 'empty']

describe.each(CONFIGS)('error pages ($name)', (config: Config) => {
  const request = (method: string, rawPath: string, headers: Record<string, string> = {}) =>
    send(harness.server(config), rawPath, {method, headers})

  describe.each(ERROR_PAGES)('%i', (status, method, appPath, title, h2) => {
    const answer = () => request(method, at(config, appPath))

    it(`${method} ${appPath} answers ${status}`, async () => {
      expect((await answer()).status).toBe(status)
    })

    it(`<title> is "${title}"`, async () => {
      expect(headingsOf((await answer()).body).title).toEqual([title])
    })

    it(`<h1> is "${status}"`, async () => {
      expect(headingsOf((await answer()).body).h1).toEqual([String(status)])
    })

    it(`<h2> is "${h2}"`, async () => {
      expect(headingsOf((await answer()).body).h2).toEqual([h2])
    })

    it(`Cache-Control is ${NO_STORE}`, async () => {
      expect((await answer()).headers['cache-control']).toBe(NO_STORE)
    })

    it('Content-Type is text/html; charset=utf-8', async () => {
      expect((await answer()).headers['content-type']).toBe('text/html; charset=utf-8')
    })

    it('is rendered in the default locale when the path has no prefix', async () => {
      expect(langOf((await answer()).body)).toBe(config.defaultLocale)
    })

    it('is rendered in fr under /fr, the status code unchanged', async () => {
      const reply = await request(method, `${config.base}/${OTHER}${appPath}`)
      expect(reply.status).toBe(status)
      expect(langOf(reply.body)).toBe(OTHER)
      expect(headingsOf(reply.body).h1).toEqual([String(status)])
      expect(headingsOf(reply.body).title[0]?.startsWith(`${status}: `)).toBe(true)
    })
  })

  describe('the 400, 404 and 405 pages are the same bytes for every request of a locale', () => {
    it.each([
      ['404', 'GET', ['/nowhere', '/blog/1/2?x=1', '/nowhere?<b>=1', '/missing']],
      ['400', 'GET', ['/blog/%E0%A4%A', '/blog/%?q=1', '/docs/%E0%A4%A/b']],
      ['405', 'PUT', ['/about', '/blog/1?x=2', '/opt']],
    ] as const)('every %s is byte-identical, whatever its path and query', async (_status, method, appPaths) => {
      const replies = await Promise.all(appPaths.map((appPath) => request(method, at(config, appPath))))
      for (const reply of replies) expect(reply.bytes.equals(replies[0]!.bytes)).toBe(true)
      expect(replies[0]!.bytes.length).toBeGreaterThan(0)
    })

    it('names neither the path nor the query: the boot data has no asPath and no query', async () => {
      const reply = await request('GET', at(config, '/never-written-path?never-written-query=1'))
      expect(reply.body).not.toContain('never-written')
      expect(JSON.parse(bootTextOf(reply.body)).route).toMatchObject({id: null, page: null, params: {}, query: {}, asPath: null})
    })

    it('each locale has its own page', async () => {
      const [plain, other] = await Promise.all([request('GET', at(config, '/nowhere')), request('GET', localized(config, OTHER, '/nowhere'))])
      expect([langOf(plain.body), langOf(other.body)]).toEqual([config.defaultLocale, OTHER])
    })

    it('is sent gzipped or in Brotli to a client that accepts it, and decodes to the same document', async () => {
      const [plain, gzipped, again, brotli] = await Promise.all([
        request('GET', at(config, '/nowhere')), request('GET', at(config, '/nowhere'), {'accept-encoding': 'gzip'}),
        request('GET', at(config, '/elsewhere?x=1'), {'accept-encoding': 'br;q=0.5, gzip;q=1'}),
        request('GET', at(config, '/elsewhere'), {'accept-encoding': 'br;q=1, gzip;q=0.5'}),
      ])
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true)
      expect(again.bytes.equals(gzipped.bytes)).toBe(true)
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true)
      for (const reply of [plain, gzipped, brotli]) {
        expect(reply.headers['content-length']).toBe(String(reply.bytes.length))
        expect(reply.headers.vary).toBe('Accept-Encoding')
      }
    })

    it('a client that refuses gzip gets identity', async () => {
      const reply = await request('GET', at(config, '/nowhere'), {'accept-encoding': 'gzip;q=0, identity'})
      expect(reply.headers['content-encoding']).toBeUndefined()
      expect(reply.body.startsWith('<!DOCTYPE html>')).toBe(true)
    })

    it('the 500 page is still rendered per request: it carries a fresh nonce', async () => {
      const [a, b] = await Promise.all([request('GET', at(config, '/throw')), request('GET', at(config, '/throw'))])
      expect(a.body).toMatch(/ nonce="[^"]+"/)
      expect(a.body).not.toBe(b.body)
    })
  })

  describe('a 500 never shows the error to the visitor', () => {
    it.each(LEAK_PATTERNS.map((pattern) => [pattern]))('the 500 page shows nothing matching %s', async (pattern) => {
      const reply = await request('GET', at(config, '/throw'))
      expect(reply.body).not.toMatch(pattern)
    })

    it('the 500 page does not name the build folder', async () => {
      const reply = await request('GET', at(config, '/throw'))
      expect(reply.body).not.toContain(harness.out)
    })

    it('the server logs the error instead', async () => {
      await request('GET', at(config, '/throw?log=1'))
      expect(harness.server(config).output()).toContain('fixture failure')
    })
  })

  describe('a 404 for a broken asset is plain text, not a page', () => {
    it.each(ASSET_DESTINATIONS)('Sec-Fetch-Dest: %s → text/plain `Not Found`', async (destination) => {
      const reply = await request('GET', at(config, '/nowhere'), {'sec-fetch-dest': destination})
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe('Not Found')
    })

    it.each(['/missing', `/${OTHER}/${OTHER}/about`, '/blog/1/2', '/_app/data/stale/en/about.json'])(
      'Sec-Fetch-Dest: image on %s (a 404 from elsewhere) → text/plain `Not Found`', async (appPath) => {
        const reply = await request('GET', at(config, appPath), {'sec-fetch-dest': 'image'})
        expect(reply.status).toBe(404)
        expect(reply.body).toBe('Not Found')
      },
    )

    it.each(PAGE_DESTINATIONS)('Sec-Fetch-Dest: %s → the 404 page', async (destination) => {
      const reply = await request('GET', at(config, '/nowhere'), {'sec-fetch-dest': destination})
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body).title).toEqual(['404: This page could not be found'])
    })

    it('no Sec-Fetch-Dest → the 404 page', async () => {
      const reply = await request('GET', at(config, '/nowhere'))
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body).h1).toEqual(['404'])
    })

    it('a missing /_app/static file is plain text even for Sec-Fetch-Dest: document', async () => {
      const reply = await request('GET', at(config, '/_app/static/gone-12345678.js'), {'sec-fetch-dest': 'document'})
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe('Not Found')
    })

    it('Sec-Fetch-Dest: image does not turn a 400 into plain text', async () => {
      const reply = await request('GET', at(config, '/blog/%E0%A4%A'), {'sec-fetch-dest': 'image'})
      expect(reply.status).toBe(400)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
    })
  })
})
