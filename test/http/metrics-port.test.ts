/**
 * `METRICS_PORT` as an operator runs it (`node dist/server.js`): `/metrics` on 127.0.0.1 on that
 * port, and not on the main port.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {closedPort, eventually, jsonRequest} from './support'
import {sample} from './metrics-support'

describe('METRICS_PORT', () => {
  let server: RunningServer
  let metricsPort: number
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-metrics-port-'))
  beforeAll(async () => {
    metricsPort = await closedPort()
    server = await startServer(path.join(ROOT, 'dist'), {
      METRICS_PORT: String(metricsPort), DATA_DIR: dataDir, OCR: 'off', LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
    })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, {recursive: true, force: true})
  })

  it('serves /metrics on 127.0.0.1:METRICS_PORT without a token, with the process metrics', async () => {
    expect((await jsonRequest(server.origin, 'GET', '/help')).status).toBe(200)
    const scrape = () => jsonRequest(`http://127.0.0.1:${metricsPort}`, 'GET', '/metrics')
    // Counted once the response has closed, which may be just after the client has read it.
    const res = await eventually(scrape, (answer) => answer.status !== 200 || answer.text.includes('route="/help/[[...slug]]"'))
    expect(res.status).toBe(200)
    expect(sample(res.text, 'http_requests_total', {route: '/help/[[...slug]]', method: 'GET', status: '200'})).toBe(1)
    expect(res.text).toContain('process_cpu_user_seconds_total')
    expect(res.text).toContain('nodejs_eventloop_lag_seconds')
    expect((await jsonRequest(`http://127.0.0.1:${metricsPort}`, 'GET', '/other')).status).toBe(404)
  })

  it('is a 404 on the main port', async () => {
    const res = await jsonRequest(server.origin, 'GET', '/metrics')
    expect(res.status).toBe(404)
    expect(res.text).not.toContain('http_requests_total')
  })
})
