/**
 * docs/routing.md "The pipeline": the steps before routing. Request headers, repeated slashes and backslashes,
 * dot segments, the base path, the trailing slash, framework files and the API prefix.
 */
import path from 'node:path'
import {readFileSync} from 'node:fs'
import {ROOT} from '../support/built-server'
import {
  at, CONFIGS, echoOf, headingsOf, hrefById, localized, NO_STORE, OTHER, send, summaryOf, useConformanceServers,
  type Config,
} from './support'

const harness = useConformanceServers()

const NOT_FOUND_PAGE = {title: ['404: This page could not be found'], h1: ['404'], h2: ['This page could not be found.']}

/** Headers that steer routing in one framework or another (Next.js CVE-2025-29927 and friends). */
const STEERING_HEADERS: readonly [string, string][] = [
  ['x-middleware-subrequest', 'middleware:middleware:middleware:middleware:middleware'],
  ['x-middleware-subrequest', 'src/middleware'],
  ['x-middleware-rewrite', '/about'],
  ['x-middleware-next', '1'],
  ['x-matched-path', '/about'],
  ['x-original-url', '/about'],
  ['x-rewrite-url', '/about'],
  ['x-nextjs-data', '1'],
  ['x-now-route-matches', 'id=2'],
  ['x-invoke-path', '/about'],
  ['x-forwarded-prefix', '/evil'],
]

/** Targets (app paths) on which each steering header is tried: a page, a 404, an API route. */
const STEERED_TARGETS = ['/blog/1?x=1', '/nowhere', '/api/hello?x=1'] as const

const FORWARDED = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
}

/** Responses that a step-2 or step-5 redirect must not carry. */
const CACHING_HEADERS = ['cache-control', 'expires', 'etag', 'last-modified'] as const

describe.each(CONFIGS)('the pipeline ($name)', (config: Config) => {
  const server = () => harness.server(config)
  const get = (rawPath: string, headers: Record<string, string> = {}) => send(server(), rawPath, {headers})
  const entryFile = () => harness.manifest.entry.js[0]!

  describe('no request header steers routing', () => {
    const rows = STEERING_HEADERS.flatMap(([name, value]) => STEERED_TARGETS.map((target) => [name, value, target] as const))

    it.each(rows)('%s: %s on %s answers as without it', async (name, value, target) => {
      const plain = await get(at(config, target))
      const steered = await get(at(config, target), {[name]: value})
      expect(summaryOf(steered)).toEqual(summaryOf(plain))
    })

    it('x-matched-path and x-rewrite-url cannot turn a 404 into a page', async () => {
      const reply = await get(at(config, '/nowhere'), {'x-matched-path': '/about', 'x-rewrite-url': at(config, '/about'), 'x-original-url': at(config, '/about')})
      expect(reply.status).toBe(404)
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })

    it('X-Forwarded-* (no TRUST_PROXY) do not change a redirect’s Location', async () => {
      const reply = await get(at(config, '/about/'), FORWARDED)
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(at(config, '/about'))
    })

    it('X-Forwarded-* (no TRUST_PROXY) do not change the locale redirect’s Location', async () => {
      const reply = await get(at(config, '/'), {...FORWARDED, cookie: `NEXT_LOCALE=${OTHER}`})
      expect(reply.status).toBe(307)
      expect(reply.headers.location).toBe(localized(config, OTHER, '/'))
    })

    it('X-Forwarded-* (no TRUST_PROXY) change neither the page nor its links', async () => {
      const plain = await get(at(config, '/about'))
      const forwarded = await get(at(config, '/about'), FORWARDED)
      expect(forwarded.status).toBe(200)
      expect(echoOf(forwarded.body)).toEqual(echoOf(plain.body))
      expect(hrefById(forwarded.body, 'about-blog-1')).toBe(at(config, '/blog/1'))
      expect(forwarded.body).not.toContain('evil.example')
    })
  })

  describe('repeated slashes and backslashes answer 308 to the collapsed path', () => {
    // [app path as requested, app path of the Location]; both get the base path in front.
    const rows: readonly [string, string][] = [
      ['//evil.com', '/evil.com'],
      ['///evil.com', '/evil.com'],
      ['/\\evil.example', '/evil.example'],
      ['/\\\\evil.example', '/evil.example'],
      ['/\\/evil.example', '/evil.example'],
      ['/blog//1', '/blog/1'],
      ['/blog\\1', '/blog/1'],
      ['/docs//a///b', '/docs/a/b'],
      ['/%0a//evil.example', '/%0a/evil.example'],
      ['//evil.com?next=//evil.com&x=%2F%2F', '/evil.com?next=//evil.com&x=%2F%2F'],
      ['/about//?a=1&b=2', '/about/?a=1&b=2'],
    ]

    it.each(rows)('%s → 308 Location %s (after the base path)', async (requested, location) => {
      const reply = await get(config.base + requested)
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(config.base + location)
    })

    it('`//evil.com` before the base path → 308 Location `/evil.com`, never protocol-relative', async () => {
      const reply = await get('//evil.com')
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe('/evil.com')
    })

    it('`/\\evil.example` before the base path → 308 Location `/evil.example`', async () => {
      const reply = await get('/\\evil.example')
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe('/evil.example')
    })

    it('keeps the query verbatim, `//` and `\\` in it included', async () => {
      const reply = await get(config.base + '//x?a=%2F%2F&b=//c&d=%5C')
      expect(reply.headers.location).toBe(config.base + '/x?a=%2F%2F&b=//c&d=%5C')
    })

    it('`//` in the query alone is no redirect', async () => {
      const reply = await get(at(config, '/about?next=//evil.com'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).query).toEqual({next: '//evil.com'})
    })

    it('has a short plain-text body naming the destination', async () => {
      const reply = await get(config.base + '//evil.com')
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe(`Redirecting to ${config.base}/evil.com\n`)
    })

    it.each(CACHING_HEADERS)('carries no %s header', async (name) => {
      const reply = await get(config.base + '//evil.com')
      expect(reply.headers[name]).toBeUndefined()
    })
  })

  describe('every redirect’s Location stays on our origin', () => {
    const attempts = [
      '//evil.example', '///evil.example', '/\\evil.example', '/\\\\evil.example', '/%5Cevil.example',
      '/%5C%5Cevil.example', '/%09/evil.example', '/%0a//evil.example', '/%0d%0a//evil.example',
      '/%2F%2Fevil.example', '/%2F/evil.example/', '/.//evil.example', '/%2e//evil.example',
      '/\\%2Fevil.example/', '/%5C/evil.example/', '/%0a//evil.example/',
    ]

    it.each(attempts)('%s (after the base path): any Location starts with the base path and a single /', async (attempt) => {
      const reply = await get(config.base + attempt)
      expect([308, 400, 404]).toContain(reply.status)
      if (reply.status !== 308) return
      const location = String(reply.headers.location)
      expect(location.startsWith(config.base + '/')).toBe(true)
      expect(location).not.toMatch(/^[/\\]{2}/)
      expect(location).not.toMatch(/^[/\\][/\\]/)
      expect(new URL(location, 'http://app.test').origin).toBe('http://app.test')
    })
  })

  describe('dot segments are resolved silently, before anything else', () => {
    const rows = [
      '/blog/../about', '/blog/%2e%2e/about', '/blog/%2E%2e/about', '/blog/.%2E/about', '/blog/%2e./about',
      '/./about', '/%2e/about', '/blog/1/../../about', '/a/b/%2e%2e/../about',
    ]

    it.each(rows)('%s (after the base path) is the about page, with no redirect', async (requested) => {
      const reply = await get(config.base + requested)
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/about', params: {}, query: {}, locale: config.defaultLocale})
    })

    it('/%2e%2e/about: `..` above the root stays at the root', async () => {
      const reply = await get('/%2e%2e' + at(config, '/about'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).page).toBe('/about')
    })

    it('dot segments are resolved before the base path is checked (`{base}/%2e%2e/about` is `/about`)', async () => {
      const reply = await get(config.base + '/%2e%2e/about')
      expect(reply.status).toBe(config.base ? 404 : 200)
    })

    it('a trailing dot segment leaves a trailing slash, which then answers 308', async () => {
      const reply = await get(config.base + '/blog/1/..')
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(at(config, '/blog'))
    })

    it('the query is kept through dot segments', async () => {
      const reply = await get(config.base + '/blog/%2e%2e/blog/1?x=1')
      expect(echoOf(reply.body)).toEqual({page: '/blog/[id]', params: {id: '1'}, query: {id: '1', x: '1'}, locale: config.defaultLocale})
    })
  })

  describe('base path', () => {
    // [app path of a request made without the base path, its status in an app without a base path]
    const outside: readonly [string, number][] = [
      ['/', 200], ['/about', 200], ['/docsx', 404], ['/DOCS/about', 404], ['/docsx/about', 404],
      ['/Docs', 404], ['/hello.txt', 200], ['/api/hello', 200],
    ]

    it.each(outside)('%s without the base path → %s without one, else 404', async (requested, withoutBase) => {
      const reply = await get(requested)
      expect(reply.status).toBe(config.base ? 404 : withoutBase)
    })

    it.each(outside.filter(([, status]) => status === 200))('%s outside the base path is the 404 page (HTML), when there is one', async (requested) => {
      const reply = await get(requested)
      if (!config.base) return expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })

    it('the entry file outside the base path is a 404 when there is one', async () => {
      const reply = await get(`/_app/static/${entryFile()}`)
      expect(reply.status).toBe(config.base ? 404 : 200)
    })

    it('the base path itself is the home page', async () => {
      const reply = await get(at(config, '/'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/', params: {}, query: {}, locale: config.defaultLocale})
    })

    it('the base path with a query is the home page with that query', async () => {
      const reply = await get(at(config, '/?x=1'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/', params: {}, query: {x: '1'}, locale: config.defaultLocale})
    })

    it('`/docs/[...slug]` lives under the base path like any page', async () => {
      const reply = await get(at(config, '/docs/a/b'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/docs/[...slug]', params: {slug: ['a', 'b']}, query: {slug: ['a', 'b']}, locale: config.defaultLocale})
    })

    it('every URL of a page (links, scripts, preloads) starts with the base path', async () => {
      const reply = await get(at(config, '/about'))
      const urls = [...reply.body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!)
      expect(urls.length).toBeGreaterThan(5)
      for (const url of urls) expect(url === (config.base || '/') || url.startsWith(config.base + '/')).toBe(true)
      expect(urls.filter((url) => url.includes('/_app/static/')).every((url) => url.startsWith(`${config.base}/_app/static/`))).toBe(true)
    })
  })

  describe('a trailing slash answers 308 to the path without it', () => {
    const rows: readonly [string, string][] = [
      ['/about/', '/about'],
      ['/blog/1/', '/blog/1'],
      [`/${OTHER}/`, `/${OTHER}`],
      [`/${OTHER}/about/`, `/${OTHER}/about`],
      ['/api/hello/', '/api/hello'],
      ['/nowhere/', '/nowhere'],
      ['/about/?x=1&y=/', '/about?x=1&y=/'],
    ]

    it.each(rows)('%s (after the base path) → 308 %s', async (requested, location) => {
      const reply = await get(config.base + requested)
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(config.base + location)
    })

    it('the default locale’s prefix gets no exception (Hale)', async () => {
      const reply = await get(`${config.base}/${config.defaultLocale}/`)
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(`${config.base}/${config.defaultLocale}`)
    })

    it('`{base}/` → 308 `{base}` when there is a base path; `/` is the home page otherwise', async () => {
      const reply = await get(config.base + '/')
      if (config.base) {
        expect(reply.status).toBe(308)
        expect(reply.headers.location).toBe(config.base)
      } else {
        expect(reply.status).toBe(200)
        expect(echoOf(reply.body).page).toBe('/')
      }
    })

    it('`{base}/?x=1` keeps the query', async () => {
      const reply = await get(config.base + '/?x=1')
      if (config.base) expect(reply.headers.location).toBe(config.base + '?x=1')
      else expect(echoOf(reply.body).query).toEqual({x: '1'})
    })

    it('has a short plain-text body naming the destination', async () => {
      const reply = await get(at(config, '/about/?x=1'))
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe(`Redirecting to ${at(config, '/about')}?x=1\n`)
    })

    it.each(CACHING_HEADERS)('carries no %s header', async (name) => {
      const reply = await get(at(config, '/about/'))
      expect(reply.headers[name]).toBeUndefined()
    })
  })

  describe('framework files under /_app', () => {
    it('the manifest’s entry file is served with a year-long immutable cache', async () => {
      const reply = await get(at(config, `/_app/static/${entryFile()}`))
      expect(reply.status).toBe(200)
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    })

    it('the entry file is JavaScript, byte for byte the built file', async () => {
      const reply = await get(at(config, `/_app/static/${entryFile()}`))
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(reply.bytes.equals(readFileSync(path.join(harness.out, 'static', entryFile())))).toBe(true)
    })

    it('a shared chunk of the manifest is served', async () => {
      const chunk = harness.manifest.entry.js.find((file) => file.startsWith('chunks/'))!
      const reply = await get(at(config, `/_app/static/${chunk}`))
      expect(reply.status).toBe(200)
    })

    it('a page chunk with brackets in its name is served, raw or percent-encoded', async () => {
      const file = harness.manifest.pages['blog/[id]']!.js[0]!
      const raw = await get(at(config, `/_app/static/${file}`))
      const encoded = await get(at(config, `/_app/static/${file.replace('[', '%5B').replace(']', '%5D')}`))
      expect([raw.status, encoded.status]).toEqual([200, 200])
    })

    it('a missing static file is a plain-text 404 `Not Found`', async () => {
      const reply = await get(at(config, '/_app/static/missing-ABCDEFGH.js'))
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe('Not Found')
    })

    it('static files are never locale-prefixed', async () => {
      const reply = await get(localized(config, OTHER, `/_app/static/${entryFile()}`))
      expect(reply.status).toBe(404)
    })

    it('static files are never prefixed with the default locale either', async () => {
      const reply = await get(`${config.base}/${config.defaultLocale}/_app/static/${entryFile()}`)
      expect(reply.status).toBe(404)
    })
  })

  describe('static and public file lookups never leave their folder', () => {
    /** `{entry}`: the manifest's entry file; `{repository}`: the relative path from the static folder to the repository's package.json, every '/' encoded. */
    const attempts = [
      '/_app/static/..%2fmanifest.json', '/_app/static/..%2FBUILD_ID', '/_app/static/%2e%2e/manifest.json',
      '/_app/static/%2e%2e%2fmanifest.json', '/_app/static/.%2e%2fmanifest.json', '/_app/static/..%5cmanifest.json',
      '/_app/static/..%5Cmanifest.json', '/_app/static/%2e%2e%5cmanifest.json', '/_app/static/%252e%252e%252fmanifest.json',
      '/_app/static/..%252fmanifest.json', '/_app/static/chunks/..%2f..%2fmanifest.json', '/_app/static/..%2fpackage.json',
      '/_app/static/..%2f..%2fpackage.json', '/_app/static/{repository}', '/_app/static/{entry}%00', '/_app/static/{entry}%00.txt',
      '/_app/static/..%c0%afmanifest.json', '/..%2fmanifest.json', '/..%2fBUILD_ID', '/%2e%2e%2fpackage.json',
      '/..%5cmanifest.json', '/hello.txt%00', '/%252e%252e%252fmanifest.json', '/..%2fserver.js',
    ]
    const secrets = () => [
      readFileSync(path.join(harness.out, 'manifest.json'), 'utf8'), readFileSync(path.join(harness.out, 'package.json'), 'utf8'),
      readFileSync(path.join(harness.out, 'server.js'), 'utf8'), readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
    ].map((text) => text.trim().slice(0, 40))

    it.each(attempts)('%s (after the base path) is a 404 or 400 and reveals no file outside', async (template) => {
      const repository = path.relative(path.join(harness.out, 'static'), path.join(ROOT, 'package.json')).split(path.sep).join('%2f')
      const attempt = template.replace('{entry}', entryFile()).replace('{repository}', repository)
      const reply = await get(at(config, attempt))
      expect([400, 404]).toContain(reply.status)
      for (const secret of secrets()) expect(reply.body).not.toContain(secret)
      expect(reply.body.trim()).not.toBe(harness.buildId)
    })
  })

  describe('API routes under /api', () => {
    it('/api/hello answers JSON', async () => {
      const reply = await get(at(config, '/api/hello'))
      expect(reply.status).toBe(200)
      expect(JSON.parse(reply.body)).toEqual({method: 'GET', query: {}, url: at(config, '/api/hello')})
    })

    it.each([OTHER, 'FR'])('/%s/api/hello is the 404 page (never locale-prefixed)', async (prefix) => {
      const reply = await get(`${config.base}/${prefix}/api/hello`)
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body).h1).toEqual(['404'])
    })

    it('/{default locale}/api/hello is the 404 page too', async () => {
      const reply = await get(`${config.base}/${config.defaultLocale}/api/hello`)
      expect(reply.status).toBe(404)
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })

    it('API routes are never redirected by locale detection', async () => {
      const reply = await get(at(config, '/api/hello'), {cookie: `NEXT_LOCALE=${OTHER}`, 'accept-language': OTHER})
      expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    })

    it('API answers are never cached', async () => {
      const reply = await get(at(config, '/api/hello'))
      expect(reply.headers['cache-control']).toBe(NO_STORE)
    })
  })
})
