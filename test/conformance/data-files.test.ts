/**
 * docs/routing.md "Data files" over HTTP: page data files `{base}/_app/data/{buildId}/{locale}/{path}.json`, every
 * row of the table, and the document's own handling of the same data function outcomes.
 */
import {
  at, bootTextOf, CONFIGS, headingsOf, LEAK_PATTERNS, localized, NO_STORE, OTHER, send, useConformanceServers,
  type Config, type Reply,
} from './support'

const harness = useConformanceServers()

const NOT_FOUND_PAGE = {title: ['404: This page could not be found'], h1: ['404'], h2: ['This page could not be found.']}

const json = (reply: Reply): unknown => JSON.parse(reply.body)

describe.each(CONFIGS)('data files ($name)', (config: Config) => {
  const get = (rawPath: string, headers: Record<string, string> = {}) => send(harness.server(config), rawPath, {headers})
  /** The data file of an app path in a locale, as the client builds it. */
  const data = (locale: string, appPath: string, search = '') =>
    `${config.base}/_app/data/${harness.buildId}/${locale}${appPath === '/' ? '' : appPath}.json${search}`
  const d = config.defaultLocale

  describe('props', () => {
    it.each(config.locales.map((locale) => [locale]))('%s: the home page is {locale}.json', async (locale) => {
      const reply = await get(data(locale, '/'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({props: {page: '/', params: {}, query: {}, locale}})
    })

    it.each(config.locales.map((locale) => [locale]))('%s: /blog/1 with the query passed on and params over it', async (locale) => {
      const reply = await get(data(locale, '/blog/1', '?id=2&x=1&x=2'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({props: {page: '/blog/[id]', params: {id: '1'}, query: {id: '1', x: ['1', '2']}, locale}})
    })

    it('the default locale is always written, and answers', async () => {
      const reply = await get(data(d, '/blog'))
      expect(json(reply)).toEqual({props: {page: '/blog', params: {}, query: {}, locale: d}})
    })

    it('Content-Type is application/json; charset=utf-8', async () => {
      const reply = await get(data(OTHER, '/blog/1'))
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    })

    it(`Cache-Control is ${NO_STORE}`, async () => {
      const reply = await get(data(OTHER, '/blog/1'))
      expect(reply.headers['cache-control']).toBe(NO_STORE)
    })

    it('catch-all parameters are split, then decoded, as for the page', async () => {
      const reply = await get(data(OTHER, '/docs/a%2Fb/%C3%A9t%C3%A9'))
      expect(json(reply)).toEqual({props: {page: '/docs/[...slug]', params: {slug: ['a/b', 'été']}, query: {slug: ['a/b', 'été']}, locale: OTHER}})
    })

    it('an optional catch-all with no segment leaves its key absent', async () => {
      const reply = await get(data(OTHER, '/opt'))
      expect(json(reply)).toEqual({props: {page: '/opt/[[...slug]]', params: {}, query: {}, locale: OTHER}})
    })

    it('a page without a data function has empty props', async () => {
      const reply = await get(data(OTHER, '/about'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({props: {}})
    })

    it.each(config.locales.map((locale) => [locale]))('%s: the page’s HTML carries the same props as its data file', async (locale) => {
      const [page, file] = await Promise.all([get(localized(config, locale, '/blog/7?x=1')), get(data(locale, '/blog/7', '?x=1'))])
      expect(JSON.parse(bootTextOf(page.body)).props).toEqual((json(file) as {props: unknown}).props)
    })
  })

  describe('redirects and not found', () => {
    it.each(config.locales.map((locale) => [locale]))('%s: a redirect is 200 {"redirect":{…}} without base path or locale', async (locale) => {
      const reply = await get(data(locale, '/redirect'))
      expect(reply.status).toBe(200)
      expect(reply.body).toBe('{"redirect":{"destination":"/about","permanent":false}}')
    })

    it('a permanent redirect says so', async () => {
      const reply = await get(data(OTHER, '/redirect-permanent'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({redirect: {destination: '/about', permanent: true}})
    })

    it('a redirect answer is JSON and never cached', async () => {
      const reply = await get(data(OTHER, '/redirect'))
      expect([reply.headers['content-type'], reply.headers['cache-control']]).toEqual(['application/json; charset=utf-8', NO_STORE])
    })

    it.each(config.locales.map((locale) => [locale]))('%s: notFound is 404 {"notFound":true}', async (locale) => {
      const reply = await get(data(locale, '/missing'))
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(reply.body).toBe('{"notFound":true}')
    })

    it('the document of a redirecting page is a 307 with the base path added', async () => {
      const reply = await get(at(config, '/redirect'))
      expect(reply.status).toBe(307)
      expect(reply.headers.location).toBe(at(config, '/about'))
    })

    it('the document of a permanently redirecting page is a 308 with the base path added', async () => {
      const reply = await get(at(config, '/redirect-permanent?x=1'))
      expect(reply.status).toBe(308)
      expect(reply.headers.location).toBe(at(config, '/about'))
    })

    it('the document redirect keeps the request’s locale, as the client does for the data file', async () => {
      const reply = await get(`${config.base}/${OTHER}/redirect`)
      expect(reply.status).toBe(307)
      expect(reply.headers.location).toBe(`${config.base}/${OTHER}/about`)
    })

    it('the document of a page whose data function says not found is the 404 page', async () => {
      const reply = await get(at(config, '/missing'))
      expect(reply.status).toBe(404)
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })
  })

  describe('anything unexpected is the 404 page (HTML), so the client loads the page in full', () => {
    const rows: readonly [string, () => string][] = [
      ['an unknown page', () => data(d, '/nowhere')],
      ['an unknown locale', () => `${config.base}/_app/data/${harness.buildId}/xx/about.json`],
      ['a missing locale', () => `${config.base}/_app/data/${harness.buildId}/about.json`],
      ['a missing locale before a dynamic page', () => `${config.base}/_app/data/${harness.buildId}/blog/1.json`],
      ['no .json', () => data(d, '/about').slice(0, -'.json'.length)],
      ['an API path', () => data(d, '/api/hello')],
      ['a static path', () => data(d, '/_app/static/x')],
      ['a stale build id', () => `${config.base}/_app/data/0123456789abcdefghij/${d}/about.json`],
      ['no build id', () => `${config.base}/_app/data/${d}/about.json`],
      ['two locales', () => data(d, `/${OTHER}/about`)],
      ['/index', () => data(d, '/index')],
      ['an empty segment', () => `${config.base}/_app/data/${harness.buildId}/${d}/blog/.json`],
      ['a locale prefix before /_app', () => `${config.base}/${OTHER}/_app/data/${harness.buildId}/${OTHER}/about.json`],
      ['the default locale prefix before /_app', () => `${config.base}/${d}/_app/data/${harness.buildId}/${d}/about.json`],
    ]

    it.each(rows)('%s → 404 page', async (_name, makePath) => {
      const reply = await get(makePath())
      expect(reply.status).toBe(404)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body).h1).toEqual(['404'])
    })

    it('the 404 page of an unknown data file is in the default locale', async () => {
      const reply = await get(data(d, '/nowhere'))
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })

    it('outside the base path a data file is a 404 when there is one', async () => {
      const reply = await get(`/_app/data/${harness.buildId}/${d}/about.json`)
      expect(reply.status).toBe(config.base ? 404 : 200)
    })
  })

  describe('errors', () => {
    it('a parameter that cannot be decoded → the 400 page', async () => {
      const reply = await get(data(d, '/blog/%E0%A4%A'))
      expect(reply.status).toBe(400)
      expect(headingsOf(reply.body)).toEqual({title: ['400: Bad Request'], h1: ['400'], h2: ['Bad Request.']})
    })

    it('the data function throws → the 500 page', async () => {
      const reply = await get(data(d, '/throw'))
      expect(reply.status).toBe(500)
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body)).toEqual({title: ['500: Internal Server Error'], h1: ['500'], h2: ['Internal Server Error.']})
    })

    it.each(LEAK_PATTERNS.map((pattern) => [pattern]))('the 500 of a data file shows nothing matching %s', async (pattern) => {
      const reply = await get(data(d, '/throw'))
      expect(reply.body).not.toMatch(pattern)
    })

    it.each(['POST', 'PUT', 'DELETE'])('%s on a data file → 405 with Allow: GET, HEAD', async (method) => {
      const reply = await send(harness.server(config), data(d, '/blog/1'), {method})
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD')
    })
  })
})
