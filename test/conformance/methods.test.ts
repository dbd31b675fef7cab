/**
 * docs/routing.md "Methods and the API" over HTTP: methods on pages, HEAD, static files, and the API routes (one handler
 * per method, JSON everywhere, errors included).
 */
import {at, CONFIGS, headingsOf, NO_STORE, OTHER, send, sendOnSocket, useConformanceServers, type Config, type Reply} from './support'

const harness = useConformanceServers()

const METHOD_NOT_ALLOWED_PAGE = {title: ['405: Method Not Allowed'], h1: ['405'], h2: ['Method Not Allowed.']}

const json = (reply: Reply): unknown => JSON.parse(reply.body)

describe.each(CONFIGS)('methods ($name)', (config: Config) => {
  const server = () => harness.server(config)
  const request = (method: string, rawPath: string, headers: Record<string, string> = {}, body?: string) =>
    send(server(), rawPath, {method, headers, body})
  const entry = () => `/_app/static/${harness.manifest.entry.js[0]}`

  describe('pages answer GET and HEAD only', () => {
    const rows = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].flatMap((method) =>
      ['/about', '/blog/1', `/${OTHER}/about`, '/docs/a/b', '/opt'].map((appPath) => [method, appPath] as const))

    it.each(rows)('%s %s → 405 with Allow: GET, HEAD', async (method, appPath) => {
      const reply = await request(method, at(config, appPath))
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD')
    })

    it.each(['POST', 'PUT', 'DELETE'])('%s /about is the 405 error page', async (method) => {
      const reply = await request(method, at(config, '/about'))
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(headingsOf(reply.body)).toEqual(METHOD_NOT_ALLOWED_PAGE)
    })

    it('POST on the home page without a detected locale is a 405', async () => {
      const reply = await request('POST', at(config, '/'))
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD')
    })

    it('a page whose data function would throw still answers 405 first', async () => {
      const reply = await request('POST', at(config, '/throw'))
      expect(reply.status).toBe(405)
    })

    const nowhere: readonly [string, string][] = [
      ['POST', '/nowhere'], ['PUT', '/blog/1/2'], ['DELETE', '/index'], ['PATCH', `/${OTHER}/${OTHER}/about`], ['POST', '/docs'],
      ['OPTIONS', '/About'],
    ]

    it.each(nowhere)('%s %s (matches nothing) → 404, never 405', async (method, appPath) => {
      const reply = await request(method, at(config, appPath))
      expect(reply.status).toBe(404)
      expect(reply.headers.allow).toBeUndefined()
      expect(headingsOf(reply.body).h1).toEqual(['404'])
    })
  })

  describe('HEAD answers with the same status and headers as GET, and no body', () => {
    /** Headers that legitimately differ between two answers: the date, the framing, the CSP nonce, the request id (its own on every answer). */
    const comparable = (headers: Record<string, unknown>, withLength: boolean) => {
      const result: Record<string, string> = {}
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'date' || name === 'transfer-encoding' || name === 'connection' || name === 'keep-alive') continue
        if (name === 'x-request-id') {
          result[name] = /^[0-9a-f-]{36}$/.test(String(value)) ? 'an id' : String(value)
          continue
        }
        if (name === 'content-length' && !withLength) continue
        result[name] = String(value).replace(/'nonce-[^']+'/, "'nonce-*'")
      }
      return result
    }

    // [app path, compare Content-Length too]: the API echo names the method, so its length differs.
    const rows: readonly [string, boolean][] = [
      ['/about', true], ['/blog/1?x=1', true], ['/', true], [`/${OTHER}/about`, true], ['/nowhere', true], ['/throw', true],
      ['/blog/%E0%A4%A', true], ['/missing', true], ['/redirect', true], ['/about/', true], ['/hello.txt', true],
      ['{entry}', true], ['/_app/static/missing.js', true], ['/api/users/7', false], ['/api/x', true],
    ]

    it.each(rows)('HEAD %s', async (template, withLength) => {
      const rawPath = at(config, template === '{entry}' ? entry() : template)
      const [get, head] = await Promise.all([request('GET', rawPath), sendOnSocket(server(), 'HEAD', rawPath)])
      expect(head.status).toBe(get.status)
      expect(comparable(head.headers, withLength)).toEqual(comparable(get.headers as Record<string, unknown>, withLength))
      expect(head.rest.length).toBe(0)
    })

    it('HEAD on an API route runs its GET handler', async () => {
      const reply = await sendOnSocket(server(), 'HEAD', at(config, '/api/catch/a'))
      expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    })
  })

  describe('static files answer GET and HEAD only', () => {
    it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on the entry file → 405 with Allow: GET, HEAD', async (method) => {
      const reply = await request(method, at(config, entry()))
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD')
    })

    it.each(['POST', 'PUT', 'DELETE'])('%s on a public file → 405 with Allow: GET, HEAD', async (method) => {
      const reply = await request(method, at(config, '/hello.txt'))
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD')
    })

    it('GET on a public file serves it', async () => {
      const reply = await request('GET', at(config, '/hello.txt'))
      expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(reply.body).toBe('hello world')
    })

    it.each(['/hell%6F.txt', '/%68ello.txt'])('GET %s (a percent-encoded name) serves the same file', async (pathname) => {
      const reply = await request('GET', at(config, pathname))
      expect(reply.status).toBe(200)
      expect(reply.body).toBe('hello world')
    })

    it('public files are not locale-prefixed', async () => {
      const reply = await request('GET', at(config, `/${OTHER}/hello.txt`))
      expect(reply.status).toBe(404)
    })
  })

  describe('API routes: one handler per method, JSON always', () => {
    it('GET /api/hello echoes method, query and URL', async () => {
      const reply = await request('GET', at(config, '/api/hello?a=1&a=2&b=x'))
      expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(json(reply)).toEqual({method: 'GET', query: {a: ['1', '2'], b: 'x'}, url: at(config, '/api/hello?a=1&a=2&b=x')})
    })

    it('POST /api/hello with a JSON body echoes method, query and URL', async () => {
      const reply = await request('POST', at(config, '/api/hello?x=1'), {'content-type': 'application/json'}, '{"hello":"world"}')
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({method: 'POST', query: {x: '1'}, url: at(config, '/api/hello?x=1')})
    })

    it('GET /api/users/7 echoes params, and params override the query', async () => {
      const reply = await request('GET', at(config, '/api/users/7?id=9&x=1'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({method: 'GET', params: {id: '7'}, query: {id: '7', x: '1'}})
    })

    it('DELETE /api/users/7 echoes params', async () => {
      const reply = await request('DELETE', at(config, '/api/users/7?id=9'))
      expect(reply.status).toBe(200)
      expect(json(reply)).toEqual({method: 'DELETE', params: {id: '7'}, query: {id: '7'}})
    })

    it('a dynamic API parameter is decoded like a page’s', async () => {
      const reply = await request('GET', at(config, '/api/users/a%2Fb%20c'))
      expect(json(reply)).toEqual({method: 'GET', params: {id: 'a/b c'}, query: {id: 'a/b c'}})
    })

    it('/api/catch/a/b → {"params":{"rest":["a","b"]}}', async () => {
      const reply = await request('GET', at(config, '/api/catch/a/b'))
      expect(reply.status).toBe(200)
      expect(reply.body).toBe('{"params":{"rest":["a","b"]}}')
    })

    it('/api/catch/a%2Fb/c → rest ["a/b","c"]', async () => {
      const reply = await request('GET', at(config, '/api/catch/a%2Fb/c'))
      expect(json(reply)).toEqual({params: {rest: ['a/b', 'c']}})
    })

    // [method, app path, Allow]: exactly the exported methods, HEAD coming with GET.
    const notAllowed: readonly [string, string, string][] = [
      ['PUT', '/api/users/7', 'GET, HEAD, DELETE'],
      ['POST', '/api/users/7', 'GET, HEAD, DELETE'],
      ['PATCH', '/api/users/7', 'GET, HEAD, DELETE'],
      ['PUT', '/api/hello', 'GET, HEAD, POST'],
      ['DELETE', '/api/hello', 'GET, HEAD, POST'],
      ['OPTIONS', '/api/hello', 'GET, HEAD, POST'],
      ['POST', '/api/catch/a', 'GET, HEAD'],
    ]

    it.each(notAllowed)('%s %s → 405 with Allow: %s', async (method, appPath, allow) => {
      const reply = await request(method, at(config, appPath))
      expect(reply.status).toBe(405)
      expect(reply.headers.allow).toBe(allow)
    })

    it('the API 405 is JSON', async () => {
      const reply = await request('PUT', at(config, '/api/users/7'))
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(json(reply)).toEqual({error: {code: 'method_not_allowed', message: 'This method is not allowed here.'}})
    })

    it.each([['GET', '/api/x'], ['GET', '/api'], ['GET', '/api/catch'], ['GET', '/api/users/7/8'], ['POST', '/api/x'], ['GET', '/api/Hello'], ['DELETE', '/api/nowhere/deep']])(
      '%s %s (unknown API) → 404 JSON', async (method, appPath) => {
        const reply = await request(method, at(config, appPath))
        expect(reply.status).toBe(404)
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
        expect(json(reply)).toEqual({error: {code: 'not_found', message: 'There is no API at this address.'}})
      },
    )

    it('an undecodable API parameter → 400 JSON', async () => {
      const reply = await request('GET', at(config, '/api/users/%E0%A4%A'))
      expect(reply.status).toBe(400)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(json(reply)).toEqual({error: {code: 'bad_request', message: 'The request is not valid.'}})
    })

    it('a JSON body over the limit → 413 JSON', async () => {
      const body = JSON.stringify({text: 'x'.repeat(70 * 1024)})
      const reply = await request('POST', at(config, '/api/hello'), {'content-type': 'application/json'}, body)
      expect(reply.status).toBe(413)
      expect(json(reply)).toEqual({error: {code: 'payload_too_large', message: 'The request is too large.'}})
    })

    it('malformed JSON → 400 JSON', async () => {
      const reply = await request('POST', at(config, '/api/hello'), {'content-type': 'application/json'}, '{"a":')
      expect(reply.status).toBe(400)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(json(reply)).toEqual({error: {code: 'bad_request', message: 'The request is not valid.'}})
    })

    it.each([['200', '/api/hello'], ['404', '/api/x'], ['405', '/api/users/7']])('API answers (%s) are never cached', async (_status, appPath) => {
      const reply = await request(appPath === '/api/users/7' ? 'PUT' : 'GET', at(config, appPath))
      expect(reply.headers['cache-control']).toBe(NO_STORE)
    })
  })
})
