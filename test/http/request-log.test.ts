/**
 * One JSON log line per request (README "Metrics and logs"): its id (the `X-Request-Id` header),
 * the route pattern, never the URL; and one error line per model-server failure, with its cause.
 */
import {closedPort, eventually, jsonRequest, startHale, streamRequest, type HaleServer} from './support'

type Line = {level: string; message: string; [key: string]: unknown}

describe('request logs', () => {
  const servers: HaleServer[] = []
  const start = async (env: Record<string, string> = {}) => {
    const server = await startHale({PUBLIC_ORIGIN: 'http://127.0.0.1', ...env})
    servers.push(server)
    return server
  }
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })
  const requestLines = (h: HaleServer) => h.hale.log.lines.filter((line) => line.message === 'Request') as Line[]
  /** The request line with this id, once the response has closed. */
  const lineFor = (h: HaleServer, id: unknown) => eventually(() => requestLines(h).filter((line) => line.requestId === id), (lines) => lines.length > 0)

  it('one line per request, with the id sent as X-Request-Id, the route pattern, status, duration and bytes', async () => {
    const h = await start()
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = requestLines(h).length
    const page = await jsonRequest(h.origin, 'GET', `/chat/${id}?from=home`, {cookie})
    const api = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
    const missing = await jsonRequest(h.origin, 'GET', '/nowhere')
    const apiError = await jsonRequest(h.origin, 'GET', '/api/conversations/AAAAAAAAAAAAAAAAAAAAAA', {cookie})
    const responses = [page, api, missing, apiError]
    const ids = responses.map((res) => res.headers['x-request-id'])
    for (const requestId of ids) expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(4)
    const lines = await Promise.all(ids.map((requestId) => lineFor(h, requestId)))
    for (const found of lines) expect(found).toHaveLength(1)
    expect(lines.map(([line]) => [line!.method, line!.route, line!.status, line!.aborted])).toEqual([
      ['GET', '/chat/[id]', 200, false],
      ['GET', '/api/conversations/[id]', 200, false],
      ['GET', 'not_found', 404, false],
      ['GET', '/api/conversations/[id]', 404, false],
    ])
    expect(lines[0]![0]).toEqual({time: expect.any(String), level: 'info', message: 'Request', requestId: ids[0], method: 'GET', route: '/chat/[id]', status: 200, ms: expect.any(Number), aborted: false})
    // The stored 404 page has a length; a streamed page has none.
    expect(lines[2]![0]!.bytes).toBe(Number(missing.headers['content-length']))
    expect(requestLines(h).length - before).toBe(4)
  })

  it('never holds a conversation id, a share token or a query string', async () => {
    const h = await start()
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages?secret=query-words`, {cookie, body: {content: 'I have a headache'}})
    await stream.next('done')
    await stream.ended
    const shared = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/shares`, {cookie, body: {}})
    expect(shared.status).toBe(201)
    const token = shared.json.token as string
    const view = await jsonRequest(h.origin, 'GET', `/share/${token}`)
    expect(view.status).toBe(200)
    await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})
    await jsonRequest(h.origin, 'DELETE', `/api/shares/${token}`, {cookie})
    // A share page that is gone, and a server error page: logged too.
    expect((await jsonRequest(h.origin, 'GET', `/share/${token}`)).status).toBe(404)
    await lineFor(h, view.headers['x-request-id'])
    await eventually(() => requestLines(h).filter((line) => line.route === '/share/[token]').length, (count) => count === 2)
    const all = JSON.stringify(h.hale.log.lines)
    expect(all).toContain('/api/conversations/[id]/messages')
    expect(all).toContain('/api/conversations/[id]/shares')
    expect(all).not.toContain(id)
    expect(all).not.toContain(token)
    expect(all).not.toContain('query-words')
  })

  it('says when the client went away before the end', async () => {
    const h = await start()
    h.fake.respondWith({kind: 'forever', delayMs: 20})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Tell me everything'}})
    const response = await stream.response
    await stream.next('delta')
    stream.abort()
    const [line] = await lineFor(h, response.headers['x-request-id'])
    expect(line).toMatchObject({route: '/api/conversations/[id]/messages', status: 200, aborted: true})
  })

  it('is off with REQUEST_LOG=off; X-Request-Id is still sent', async () => {
    const h = await start({REQUEST_LOG: 'off'})
    const res = await jsonRequest(h.origin, 'GET', '/')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestLines(h)).toEqual([])
  })

  it('one model-server failure gives one error line, with its cause and the request id', async () => {
    const h = await start({LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Is a headache normal?'}})
    const response = await stream.response
    expect((await stream.next('error')).data.code).toBe('model_unreachable')
    await stream.ended
    const requestId = response.headers['x-request-id']
    await lineFor(h, requestId)
    const errors = h.hale.log.lines.filter((line) => line.level === 'error' || line.level === 'warn')
    expect(errors).toEqual([expect.objectContaining({level: 'error', message: 'The model server failed', code: 'model_unreachable', requestId, detail: expect.stringContaining('ECONNREFUSED')})])
  })
})
