/**
 * The route table and parameters (docs/routing.md) over HTTP: which page a path reaches and with which parameters and query. The
 * router's pure rules have their own unit tests (test/router); these check the wired pipeline.
 */
import {at, CONFIGS, echoOf, headingsOf, send, useConformanceServers, type Config, type Echo} from './support'

const harness = useConformanceServers()

const NOT_FOUND_PAGE = {title: ['404: This page could not be found'], h1: ['404'], h2: ['This page could not be found.']}
const BAD_REQUEST_PAGE = {title: ['400: Bad Request'], h1: ['400'], h2: ['Bad Request.']}

type Expected = Omit<Echo, 'locale' | 'query'> & {query?: Echo['query']}

/** [app path, the page and params it reaches]; the query is the params unless given. */
const MATCHES: readonly [string, Expected][] = [
  ['/', {page: '/', params: {}}],
  ['/about', {page: '/about', params: {}}],
  ['/blog', {page: '/blog', params: {}}],
  ['/blog/1', {page: '/blog/[id]', params: {id: '1'}}],
  ['/blog/index', {page: '/blog/[id]', params: {id: 'index'}}],
  ['/blog/a.b', {page: '/blog/[id]', params: {id: 'a.b'}}],
  ['/blog/a%2Fb', {page: '/blog/[id]', params: {id: 'a/b'}}],
  ['/blog/%3F%23%25', {page: '/blog/[id]', params: {id: '?#%'}}],
  ['/blog/a+b', {page: '/blog/[id]', params: {id: 'a+b'}}],
  ['/blog/a%20b', {page: '/blog/[id]', params: {id: 'a b'}}],
  ['/docs/a', {page: '/docs/[...slug]', params: {slug: ['a']}}],
  ['/docs/a/b/c', {page: '/docs/[...slug]', params: {slug: ['a', 'b', 'c']}}],
  ['/docs/a%2Fb/c', {page: '/docs/[...slug]', params: {slug: ['a/b', 'c']}}],
  ['/docs/%C3%A9t%C3%A9', {page: '/docs/[...slug]', params: {slug: ['été']}}],
  ['/docs/a+b/c%20d', {page: '/docs/[...slug]', params: {slug: ['a+b', 'c d']}}],
  ['/docs/a.b/..c/.d/e.', {page: '/docs/[...slug]', params: {slug: ['a.b', '..c', '.d', 'e.']}}],
  ['/docs/%F0%9F%98%80', {page: '/docs/[...slug]', params: {slug: ['😀']}}],
  ['/opt', {page: '/opt/[[...slug]]', params: {}}],
  ['/opt/a', {page: '/opt/[[...slug]]', params: {slug: ['a']}}],
  ['/opt/a/b', {page: '/opt/[[...slug]]', params: {slug: ['a', 'b']}}],
  ['/opt/a%2Fb', {page: '/opt/[[...slug]]', params: {slug: ['a/b']}}],
]

/** App paths that no page matches: static segments compare byte for byte, no aliases. */
const NOT_FOUND = [
  '/index', '/About', '/ABOUT', '/abou%74', '/%61bout', '/BLOG', '/Blog/1', '/bl%6fg/1', '/blog/1/2', '/docs', '/esperanto',
  '/nowhere', '/about/x', '/about.json', '/index/about', '/blog/index/x', '/_app', '/_app/x', '/redirect/x', '/throw/x',
]

/** [app path, query] — repeated keys, params over query, tolerated bad escapes. */
const QUERIES: readonly [string, Echo['query']][] = [
  ['/blog?x=1&x=2', {x: ['1', '2']}],
  ['/blog?x=1&x=2&x=3', {x: ['1', '2', '3']}],
  ['/blog?a', {a: ''}],
  ['/blog?q=a+b', {q: 'a b'}],
  ['/blog?q=a%2Bb', {q: 'a+b'}],
  ['/blog?q=%E2%9C%93', {q: '✓'}],
  ['/blog?q=%E0%A4%A', {q: '\uFFFD%A'}],
  ['/blog?q=%', {q: '%'}],
  ['/blog?q=%ZZ&r=1', {q: '%ZZ', r: '1'}],
  ['/blog/1?id=2', {id: '1'}],
  ['/blog/1?id=2&id=3&x=1', {id: '1', x: '1'}],
  ['/blog/%32?id=1', {id: '2'}],
  ['/docs/a/b?slug=x', {slug: ['a', 'b']}],
  ['/docs/a?slug=x&slug=y', {slug: ['a']}],
  ['/opt/a?slug=x', {slug: ['a']}],
]

describe.each(CONFIGS)('matching ($name)', (config: Config) => {
  const get = (rawPath: string) => send(harness.server(config), rawPath)

  describe('the route table over HTTP', () => {
    it.each(MATCHES)('%s reaches the right page with the right params', async (requested, expected) => {
      const reply = await get(at(config, requested))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({
        page: expected.page, params: expected.params, query: expected.query ?? expected.params, locale: config.defaultLocale,
      })
    })

    it.each(NOT_FOUND)('%s is the 404 page', async (requested) => {
      const reply = await get(at(config, requested))
      expect(reply.status).toBe(404)
      expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
    })

    it('a page ending at a node beats its dynamic child: /blog is /blog, /blog/1 is /blog/[id]', async () => {
      const [index, post] = await Promise.all([get(at(config, '/blog')), get(at(config, '/blog/1'))])
      expect([echoOf(index.body).page, echoOf(post.body).page]).toEqual(['/blog', '/blog/[id]'])
    })
  })

  describe('parameters', () => {
    it('an optional catch-all with no segment leaves its key absent (not [] nor "")', async () => {
      const reply = await get(at(config, '/opt'))
      const echo = echoOf(reply.body)
      expect(Object.keys(echo.params)).toEqual([])
      expect('slug' in echo.query).toBe(false)
    })

    it('a catch-all is an array even for one segment', async () => {
      const reply = await get(at(config, '/docs/x'))
      expect(echoOf(reply.body).params.slug).toEqual(['x'])
    })

    it('%2F never splits a segment of a dynamic parameter', async () => {
      const reply = await get(at(config, '/blog/a%2Fb%2Fc'))
      expect(echoOf(reply.body).params).toEqual({id: 'a/b/c'})
    })

    it.each(QUERIES)('%s → query %j', async (requested, query) => {
      const reply = await get(at(config, requested))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).query).toEqual(query)
    })

    it('route parameters override query keys of the same name (CVE-2026-44574)', async () => {
      const reply = await get(at(config, '/blog/1?id=2'))
      expect(echoOf(reply.body)).toEqual({page: '/blog/[id]', params: {id: '1'}, query: {id: '1'}, locale: config.defaultLocale})
    })

    it.each(['/blog/%E0%A4%A', '/blog/%', '/blog/%E0%A4%A?x=1', '/blog/%C3', '/blog/%FF', '/docs/a/%FF', '/docs/%E0%A4%A/b', '/opt/%C3', '/opt/a/%'])(
      '%s (undecodable parameter) is the 400 page', async (requested) => {
        const reply = await get(at(config, requested))
        expect(reply.status).toBe(400)
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(headingsOf(reply.body)).toEqual(BAD_REQUEST_PAGE)
      },
    )

    it.each(['/nowhere/%E0%A4%A', '/%E0%A4%A', '/%', '/about/%', '/blog/1/%E0%A4%A', '/abo%FFut'])(
      '%s (the same bytes where no dynamic route matches) is the 404 page', async (requested) => {
        const reply = await get(at(config, requested))
        expect(reply.status).toBe(404)
        expect(headingsOf(reply.body)).toEqual(NOT_FOUND_PAGE)
      },
    )

    it('bad percent-encoding in the query is tolerated (200, U+FFFD)', async () => {
      const reply = await get(at(config, '/blog/1?q=%E0%A4%A&r=%FF'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).query).toEqual({id: '1', q: '\uFFFD%A', r: '\uFFFD'})
    })
  })

  describe('absurd paths are a 400', () => {
    const rows: readonly [string, () => string][] = [
      ['a 10,000-character segment', () => '/' + 'a'.repeat(10_000)],
      ['a 10,000-character dynamic parameter', () => '/blog/' + 'a'.repeat(10_000)],
      ['a 10,000-character catch-all piece', () => '/docs/x/' + 'a'.repeat(10_000)],
      ['5,000 segments', () => '/a'.repeat(5_000)],
      ['5,000 catch-all segments', () => '/docs' + '/a'.repeat(5_000)],
      ['5,000 `..` segments before a page', () => '/..'.repeat(5_000) + '/about'],
      ['10,000 slashes (no 308 with a 10,000-character Location)', () => '/'.repeat(10_000)],
      ['1,000 segments left once dot segments are resolved', () => '/x/%2e'.repeat(1_000) + '/about'],
    ]

    it.each(rows)('%s → the 400 page', async (_name, makePath) => {
      const reply = await get(at(config, makePath()))
      expect(reply.status).toBe(400)
      expect(headingsOf(reply.body)).toEqual(BAD_REQUEST_PAGE)
    })
  })
})
