/**
 * docs/security.md "Routing and headers" and the document itself over HTTP: security headers on every
 * kind of response, the CSP nonce (or, on the stored 400, 404 and 405 pages and the framework's
 * own answers under `/_app/` and `/api/`, the policy without one), caching of private answers, escaping of the boot data, streaming and compression.
 */
import {request as httpRequest} from 'node:http'
import {gunzipSync} from 'node:zlib'
import {
  at, BOOT_OPEN, bootTextOf, CONFIGS, directiveOf, echoOf, localized, nonceOf, OTHER, send, useConformanceServers,
  type Config, type Reply,
} from './support'

const harness = useConformanceServers()

interface ResponseKind {
  name: string
  method: string
  /** Raw path from the configuration and the build id. */
  path: (config: Config, buildId: string, entry: string) => string
  headers?: Record<string, string>
  status: number
  /** Private HTML or JSON: must carry no-store, never public or s-maxage. */
  private: boolean
  /** A stored error page: its CSP has `script-src 'self'` and no nonce. */
  stored?: true
  /** An answer of the framework's own paths (`/_app/`, `/api/`), never a page: no nonce either. */
  framework?: true
}

const KINDS: readonly ResponseKind[] = [
  {name: 'page', method: 'GET', path: (c) => at(c, '/about'), status: 200, private: true},
  {name: 'page with a data function', method: 'GET', path: (c) => localized(c, OTHER, '/blog/1'), status: 200, private: true},
  {name: 'data file', method: 'GET', path: (c, id) => `${c.base}/_app/data/${id}/${c.defaultLocale}/blog/1.json`, status: 200, private: true, framework: true},
  {name: 'data file redirect', method: 'GET', path: (c, id) => `${c.base}/_app/data/${id}/${OTHER}/redirect.json`, status: 200, private: true, framework: true},
  {name: 'data file not found', method: 'GET', path: (c, id) => `${c.base}/_app/data/${id}/${OTHER}/missing.json`, status: 404, private: true, framework: true},
  {name: 'API answer', method: 'GET', path: (c) => at(c, '/api/hello'), status: 200, private: true, framework: true},
  {name: 'API error', method: 'PUT', path: (c) => at(c, '/api/users/1'), status: 405, private: true, framework: true},
  {name: 'trailing-slash redirect', method: 'GET', path: (c) => at(c, '/about/'), status: 308, private: false},
  {name: 'double-slash redirect', method: 'GET', path: (c) => c.base + '//evil.com', status: 308, private: false},
  {name: 'locale redirect', method: 'GET', path: (c) => at(c, '/'), headers: {cookie: `NEXT_LOCALE=${OTHER}`}, status: 307, private: false},
  {name: 'data function redirect', method: 'GET', path: (c) => at(c, '/redirect'), status: 307, private: false},
  {name: 'static file', method: 'GET', path: (c, _id, entry) => at(c, `/_app/static/${entry}`), status: 200, private: false, framework: true},
  {name: 'public file', method: 'GET', path: (c) => at(c, '/hello.txt'), status: 200, private: false},
  {name: '404 page', method: 'GET', path: (c) => at(c, '/nowhere'), status: 404, private: true, stored: true},
  {name: '404 page in another locale', method: 'GET', path: (c) => localized(c, OTHER, '/nowhere'), status: 404, private: true, stored: true},
  {name: '404 page of a data file', method: 'GET', path: (c) => `${c.base}/_app/data/an-older-build/${OTHER}/about.json`, status: 404, private: true, stored: true},
  {name: '404 page of a data function', method: 'GET', path: (c) => at(c, '/missing'), status: 404, private: true, stored: true},
  {name: 'plain 404', method: 'GET', path: (c) => at(c, '/_app/static/nope.js'), status: 404, private: true, framework: true},
  {name: '400 page', method: 'GET', path: (c) => at(c, '/blog/%E0%A4%A'), status: 400, private: true, stored: true},
  {name: '405 page', method: 'POST', path: (c) => at(c, '/about'), status: 405, private: true, stored: true},
  {name: '500 page', method: 'GET', path: (c) => at(c, '/throw'), status: 500, private: true},
  {name: '403 page (cross-site)', method: 'POST', path: (c) => at(c, '/about'), headers: {'sec-fetch-site': 'cross-site'}, status: 403, private: true},
  {name: '404 outside the base path (or a page without one)', method: 'GET', path: () => '/nowhere', status: 404, private: true, stored: true},
]

/** Every directive of a policy but script-src, in order. */
const withoutScriptSrc = (csp: unknown) => String(csp).split(';').filter((directive) => !directive.trim().startsWith('script-src ')).join(';')

describe.each(CONFIGS)('security headers and the document ($name)', (config: Config) => {
  const get = (rawPath: string, headers: Record<string, string> = {}) => send(harness.server(config), rawPath, {headers})

  describe.each(KINDS)('$name', (kind) => {
    let reply: Reply
    beforeAll(async () => {
      const rawPath = kind.path(config, harness.buildId, harness.manifest.entry.js[0]!)
      reply = await send(harness.server(config), rawPath, {method: kind.method, headers: kind.headers ?? {}})
    })

    it(`answers ${kind.status}`, () => {
      expect(reply.status).toBe(kind.status)
    })

    it('varies on the same headers without Accept-Encoding as with gzip (compression sets Vary either way)', async () => {
      const rawPath = kind.path(config, harness.buildId, harness.manifest.entry.js[0]!)
      const gzipped = await send(harness.server(config), rawPath, {method: kind.method, headers: {...kind.headers, 'accept-encoding': 'gzip'}})
      expect(gzipped.status).toBe(kind.status)
      expect(reply.headers.vary).toBe(gzipped.headers.vary)
    })

    if (kind.stored) {
      it("has a CSP script-src of 'self' alone, without a nonce (the fixture adds no script source)", () => {
        expect(directiveOf(reply.headers['content-security-policy'], 'script-src')).toEqual(["'self'"])
        expect(nonceOf(reply.headers['content-security-policy'])).toBeNull()
      })

      it('runs no inline script: every <script> is an external module or the JSON boot data, none with a nonce', () => {
        const scripts = [...reply.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
        expect(scripts.filter((tag) => tag.includes('type="module"') && / src="[^"]+"/.test(tag)).length).toBeGreaterThan(0)
        for (const tag of scripts) expect(tag.includes('type="application/json"') || (tag.includes('type="module"') && / src="[^"]+"/.test(tag))).toBe(true)
        expect(reply.body).not.toContain('nonce=')
      })
    } else if (kind.framework) {
      it("has a CSP script-src of 'self' alone, without a nonce: no page is ever served there", () => {
        expect(directiveOf(reply.headers['content-security-policy'], 'script-src')).toEqual(["'self'"])
        expect(nonceOf(reply.headers['content-security-policy'])).toBeNull()
      })
    } else {
      it('has a CSP script-src with a nonce of at least 16 bytes', () => {
        const nonce = nonceOf(reply.headers['content-security-policy'])
        expect(nonce).not.toBeNull()
        expect(Buffer.from(nonce!, 'base64').length).toBeGreaterThanOrEqual(16)
      })

      it("has only the nonce and 'strict-dynamic' in script-src (an app adds its hosts through its services module)", () => {
        const sources = directiveOf(reply.headers['content-security-policy'], 'script-src')
        expect((sources ?? []).filter((source) => !source.startsWith("'nonce-"))).toEqual(["'strict-dynamic'"])
      })
    }

    it('has, script-src aside, the same policy as a page', async () => {
      const page = await get(at(config, '/about'))
      expect(withoutScriptSrc(reply.headers['content-security-policy'])).toBe(withoutScriptSrc(page.headers['content-security-policy']))
      expect(withoutScriptSrc(reply.headers['content-security-policy'])).toContain("default-src 'self'")
    })

    it("has img-src 'self' data: blob:", () => {
      expect(directiveOf(reply.headers['content-security-policy'], 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    })

    it("has object-src 'none' and frame-ancestors 'none'", () => {
      const csp = reply.headers['content-security-policy']
      expect([directiveOf(csp, 'object-src'), directiveOf(csp, 'frame-ancestors')]).toEqual([["'none'"], ["'none'"]])
    })

    it('has no X-Powered-By', () => {
      expect(reply.headers['x-powered-by']).toBeUndefined()
    })

    it('has X-Content-Type-Options: nosniff', () => {
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
    })

    it('has no CORS header for other origins', () => {
      expect(reply.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('is never cached publicly when private (no public, no s-maxage)', () => {
      const cacheControl = String(reply.headers['cache-control'] ?? '')
      if (!kind.private) return expect(cacheControl).not.toMatch(/s-maxage/)
      expect(cacheControl).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    })
  })

  describe('the CSP nonce', () => {
    it('differs between two requests', async () => {
      const [a, b] = await Promise.all([get(at(config, '/about')), get(at(config, '/about'))])
      expect(nonceOf(a.headers['content-security-policy'])).not.toBe(nonceOf(b.headers['content-security-policy']))
    })

    it.each(['/about', '/blog/1', '/throw'])('is on every executable <script> and preload of %s', async (appPath) => {
      const reply = await get(at(config, appPath))
      const nonce = nonceOf(reply.headers['content-security-policy'])
      const scripts = [...reply.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('type="application/json"'))
      const preloads = [...reply.body.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0])
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of [...scripts, ...preloads]) expect(tag).toContain(` nonce="${nonce}"`)
    })

    it('is not taken from the request', async () => {
      const reply = await get(at(config, '/about'), {'x-csp-nonce': 'AAAAAAAAAAAAAAAAAAAAAA==', cookie: 'nonce=AAAAAAAAAAAAAAAAAAAAAA=='})
      expect(nonceOf(reply.headers['content-security-policy'])).not.toBe('AAAAAAAAAAAAAAAAAAAAAA==')
    })
  })

  describe('the boot data cannot break out of its script block', () => {
    const ID = '</script><script>alert(1)</script>'
    const rawPath = () => at(config, '/blog/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E?q=%E2%80%A8&r=%E2%80%A9&s=%3C!--')
    let reply: Reply
    beforeAll(async () => {
      reply = await get(rawPath())
    })

    it('the page is served', () => {
      expect(reply.status).toBe(200)
    })

    it('the block holds no raw `<`', () => {
      expect(bootTextOf(reply.body)).not.toContain('<')
    })

    it('the block holds no `</script`', () => {
      expect(bootTextOf(reply.body).toLowerCase()).not.toContain('</script')
    })

    it('the block holds no raw U+2028 or U+2029', () => {
      expect(bootTextOf(reply.body)).not.toMatch(/[\u2028\u2029]/)
    })

    it('JSON.parse of the block gives back the exact id and query', () => {
      const boot = JSON.parse(bootTextOf(reply.body))
      expect([boot.props.params.id, boot.props.query.q, boot.props.query.r, boot.props.query.s]).toEqual([ID, '\u2028', '\u2029', '<!--'])
    })

    it('the block ends where the server ended it: one boot block in the document', () => {
      expect(reply.body.split(BOOT_OPEN).length).toBe(2)
    })

    it('the document contains no injected <script>alert(1)', () => {
      expect(reply.body).not.toContain('<script>alert(1)')
    })

    it('the echo shows the id as text', () => {
      expect(echoOf(reply.body).params).toEqual({id: ID})
    })
  })

  describe('streaming and compression', () => {
    it('the document is streamed: chunked, headers first, the first chunk before the end', async () => {
      const events: string[] = []
      const {headers, first} = await new Promise<{headers: Record<string, unknown>; first: string}>((resolve, reject) => {
        let first = ''
        const req = httpRequest({host: '127.0.0.1', port: harness.server(config).port, path: at(config, '/about'), agent: false}, (res) => {
          events.push('headers')
          res.on('data', (chunk: Buffer) => {
            if (!events.includes('data')) first = chunk.toString('utf8')
            events.push('data')
          })
          res.on('end', () => {
            events.push('end')
            resolve({headers: res.headers, first})
          })
          res.on('error', reject)
        })
        req.on('error', reject)
        req.end()
      })
      expect(headers['transfer-encoding']).toBe('chunked')
      expect(headers['content-length']).toBeUndefined()
      expect(events[0]).toBe('headers')
      expect(events[1]).toBe('data')
      expect(events.at(-1)).toBe('end')
      expect(first.startsWith('<!DOCTYPE html>')).toBe(true)
    })

    it('with Accept-Encoding: gzip the page is gzip-encoded', async () => {
      const reply = await get(at(config, '/about'), {'accept-encoding': 'gzip'})
      expect(reply.headers['content-encoding']).toBe('gzip')
      expect(String(reply.headers.vary)).toMatch(/Accept-Encoding/)
    })

    it('the gzip-encoded page decodes to the full document', async () => {
      const reply = await get(at(config, '/about'), {'accept-encoding': 'gzip'})
      const html = gunzipSync(reply.bytes).toString('utf8')
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(html.endsWith('</html>')).toBe(true)
      expect(echoOf(html)).toEqual({page: '/about', params: {}, query: {}, locale: config.defaultLocale})
    })

    it('without Accept-Encoding the page is not encoded', async () => {
      const reply = await get(at(config, '/about'))
      expect(reply.headers['content-encoding']).toBeUndefined()
      expect(reply.body.endsWith('</html>')).toBe(true)
      expect(String(reply.headers.vary)).toMatch(/Accept-Encoding/)
    })
  })
})
