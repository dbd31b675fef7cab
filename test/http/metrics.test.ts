/**
 * `GET /metrics` (README "Metrics and logs"): off by default, behind a bearer token with
 * METRICS_TOKEN, and figures that move with what Hale does.
 */
import {loadConfig} from '../../server/config'
import {ConfigError} from '../../server/framework/env'
import {closedPort, jsonRequest, startHale, streamRequest, type HaleServer} from './support'
import {sample} from './metrics-support'

const TOKEN = 'a-metrics-token-0123456789'

describe('GET /metrics', () => {
  const servers: HaleServer[] = []
  const start = async (env: Record<string, string> = {}) => {
    const server = await startHale(env)
    servers.push(server)
    return server
  }
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })
  const scrape = async (h: HaleServer, path = '/metrics') => {
    const res = await jsonRequest(h.origin, 'GET', path, {headers: {authorization: `Bearer ${TOKEN}`}})
    expect(res.status).toBe(200)
    return res.text
  }

  it('is a 404 page when metrics are off (no METRICS_TOKEN)', async () => {
    const h = await start()
    const res = await jsonRequest(h.origin, 'GET', '/metrics', {headers: {authorization: `Bearer ${TOKEN}`}})
    expect(res.status).toBe(404)
    expect(res.text).toContain('This page could not be found')
    expect(res.text).not.toContain('http_requests_total')
  })

  it('with METRICS_TOKEN: 401 without the token or with a wrong one, 200 in the Prometheus format with it', async () => {
    const h = await start({METRICS_TOKEN: TOKEN})
    const none = await jsonRequest(h.origin, 'GET', '/metrics')
    expect(none.status).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    expect(none.text).not.toContain('http_requests_total')
    const wrong = await jsonRequest(h.origin, 'GET', '/metrics', {headers: {authorization: `Bearer ${TOKEN}x`}})
    expect(wrong.status).toBe(401)
    const basic = await jsonRequest(h.origin, 'GET', '/metrics', {headers: {authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`}})
    expect(basic.status).toBe(401)
    const right = await jsonRequest(h.origin, 'GET', '/metrics', {headers: {authorization: `Bearer ${TOKEN}`}})
    expect(right.status).toBe(200)
    expect(right.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(right.headers['cache-control']).toContain('no-store')
    expect(right.text).toContain('# TYPE http_requests_total counter')
    expect(right.text).toContain('# TYPE hale_heavy_work_waiting gauge')
    expect(sample(right.text, 'hale_model_errors_total', {code: 'model_timeout'})).toBe(0)
  })

  it('lives under BASE_PATH', async () => {
    const h = await start({METRICS_TOKEN: TOKEN, BASE_PATH: '/care'})
    expect((await jsonRequest(h.origin, 'GET', '/metrics', {headers: {authorization: `Bearer ${TOKEN}`}})).status).toBe(404)
    expect(await scrape(h, '/care/metrics')).toContain('http_requests_total')
  })

  it('counts requests by route pattern, method and status, never by URL', async () => {
    const h = await start({METRICS_TOKEN: TOKEN})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = await scrape(h)
    const labels = {route: '/chat/[id]', method: 'GET', status: '200'}
    expect((await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})).status).toBe(200)
    expect((await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})).status).toBe(200)
    expect((await jsonRequest(h.origin, 'GET', '/no/such/page')).status).toBe(404)
    const after = await scrape(h)
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(2)
    expect(sample(after, 'http_request_duration_seconds_count', {route: '/chat/[id]'}) - sample(before, 'http_request_duration_seconds_count', {route: '/chat/[id]'})).toBe(2)
    expect(sample(after, 'http_requests_total', {route: 'not_found', method: 'GET', status: '404'}) - sample(before, 'http_requests_total', {route: 'not_found', method: 'GET', status: '404'})).toBe(1)
    expect(sample(after, 'http_requests_total', {route: '/api/conversations', method: 'POST', status: '201'})).toBe(1)
    expect(after).not.toContain(id)
  })

  it('a streamed answer observes the time to its first token and its tokens per second, and the gauge of answers streaming goes back to 0', async () => {
    const h = await start({METRICS_TOKEN: TOKEN})
    h.fake.respondWith({kind: 'stream', tokens: ['One', ' two', ' three', ' four'], delayMs: 20, firstDelayMs: 150})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = await scrape(h)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'How much water should I drink?'}})
    await stream.next('delta')
    expect(sample(await scrape(h), 'hale_answers_streaming')).toBe(1)
    await stream.next('done')
    await stream.ended
    const after = await scrape(h)
    expect(sample(after, 'hale_answers_streaming')).toBe(0)
    expect(sample(after, 'hale_model_time_to_first_token_seconds_count') - sample(before, 'hale_model_time_to_first_token_seconds_count')).toBe(1)
    // The fake waits 150 ms before the first token.
    expect(sample(after, 'hale_model_time_to_first_token_seconds_sum')).toBeGreaterThanOrEqual(0.15)
    expect(sample(after, 'hale_model_time_to_first_token_seconds_bucket', {le: '0.1'})).toBe(0)
    expect(sample(after, 'hale_model_tokens_per_second_count') - sample(before, 'hale_model_tokens_per_second_count')).toBe(1)
    // Four tokens 20 ms apart: 3 intervals, so at most 4 / 0.06 s.
    expect(sample(after, 'hale_model_tokens_per_second_sum')).toBeLessThan(70)
    expect(sample(after, 'hale_model_tokens_per_second_sum')).toBeGreaterThan(1)
    expect(sample(after, 'http_requests_total', {route: '/api/conversations/[id]/messages', method: 'POST', status: '200'})).toBe(1)
  })

  it('counts a model error by its code', async () => {
    const h = await start({METRICS_TOKEN: TOKEN})
    h.fake.respondWith({kind: 'status', status: 500})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Is this fever serious?'}})
    expect((await stream.next('error')).data.code).toBe('model_error')
    await stream.ended
    const text = await scrape(h)
    expect(sample(text, 'hale_model_errors_total', {code: 'model_error'})).toBe(1)
    expect(sample(text, 'hale_model_errors_total', {code: 'model_unreachable'})).toBe(0)
    expect(sample(text, 'hale_model_time_to_first_token_seconds_count')).toBe(0)
  })

  it('counts rate-limit refusals by action', async () => {
    const h = await start({METRICS_TOKEN: TOKEN, RATE_LIMIT_CONVERSATIONS: '1/1h'})
    const cookie = await h.session()
    await h.conversation(cookie)
    expect((await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {}})).status).toBe(429)
    expect((await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {}})).status).toBe(429)
    const text = await scrape(h)
    expect(sample(text, 'hale_rate_limit_refusals_total', {action: 'conversations'})).toBe(2)
    expect(sample(text, 'hale_rate_limit_refusals_total', {action: 'messages'})).toBe(0)
    expect(sample(text, 'http_requests_total', {route: '/api/conversations', method: 'POST', status: '429'})).toBe(2)
  })

  it('counts human checks by outcome: hCaptcha unreachable twice is two `unavailable`', async () => {
    const h = await start({METRICS_TOKEN: TOKEN, HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${await closedPort()}/siteverify`})
    expect((await jsonRequest(h.origin, 'POST', '/api/session', {body: {token: 'a-token-from-the-widget'}})).status).toBe(503)
    expect((await jsonRequest(h.origin, 'POST', '/api/session', {body: {token: 'a-token-from-the-widget'}})).status).toBe(503)
    const text = await scrape(h)
    expect(sample(text, 'hale_verifications_total', {outcome: 'unavailable'})).toBe(2)
    expect(sample(text, 'hale_verifications_total', {outcome: 'pass'})).toBe(0)
  })
})

describe('METRICS_TOKEN and METRICS_PORT at start', () => {
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig({NODE_ENV: 'test', ...env})
    } catch (error) {
      if (error instanceof ConfigError) return {variable: error.variable, message: error.message}
      throw error
    }
    return null
  }

  it('refuses a token shorter than 16 characters, naming the variable', () => {
    expect(configError({METRICS_TOKEN: 'fifteen-chars-x'})).toEqual({variable: 'METRICS_TOKEN', message: expect.stringContaining('Invalid METRICS_TOKEN: must be at least 16 characters long (got 15)')})
    expect(configError({METRICS_TOKEN: 'sixteen-chars-xx'})).toBeNull()
  })

  it('refuses a METRICS_PORT that is not a port or is PORT itself', () => {
    expect(configError({METRICS_PORT: 'x'})?.variable).toBe('METRICS_PORT')
    expect(configError({METRICS_PORT: '3000'})?.variable).toBe('METRICS_PORT')
    expect(loadConfig({NODE_ENV: 'test', METRICS_PORT: '9464'}).metricsPort).toBe(9464)
  })
})
