/**
 * The model server's check at start and in the background (server/chat/model-server-check.ts)
 * and `GET /api/health` per component, against real local stand-ins: nothing listening, a model
 * server that lists its models (OpenAI's `GET /v1/models`, as Ollama, vLLM and llama.cpp's server
 * answer it) without the configured one, and one that refuses the key.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import request from 'supertest'
import {checkModelServer, describeModelServerState, ModelServerMonitor, type ModelServerSettings} from '../../server/chat/model-server-check'
import {createMemoryLogger} from '../../server/framework/log'
import {haleServicesApp} from '../support/hale-app'
import {closedPort, eventually} from './support'

type Answer = {status: number; body: unknown}

/** A model server's `GET /v1/models`, answering `answer()` (changeable between requests). */
async function modelsServer(answer: () => Answer, port = 0): Promise<{url: string; server: Server; requests: Array<{path: string; authorization?: string}>}> {
  const requests: Array<{path: string; authorization?: string}> = []
  const server = createServer((req, res) => {
    requests.push({path: req.url ?? '', ...(req.headers.authorization ? {authorization: req.headers.authorization} : {})})
    const {status, body} = req.url === '/v1/models' ? answer() : {status: 404, body: {error: {message: 'not found'}}}
    res.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server, requests}
}

const models = (...ids: string[]) => ({status: 200, body: {object: 'list', data: ids.map((id) => ({id, object: 'model', owned_by: 'library'}))}})
const closeServer = (server: Server) => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve) })

describe('checkModelServer and what the operator reads', () => {
  it('nothing listening: unreachable, with how to start Ollama or set LLM_BASE_URL', async () => {
    const settings: ModelServerSettings = {baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, model: 'llama3.2', apiKey: undefined}
    const state = await checkModelServer(settings)
    expect(state).toEqual({status: 'unreachable', detail: 'connection refused'})
    expect(describeModelServerState(state, settings)).toBe(`No model server at ${settings.baseUrl} (connection refused). Start Ollama (\`ollama serve\`) or set LLM_BASE_URL`)
  })

  it('the model missing: the models the server has, and the command that fetches it', async () => {
    const stand = await modelsServer(() => models('qwen2.5:7b', 'mistral:latest'))
    try {
      const settings = {baseUrl: stand.url, model: 'llama3.2', apiKey: 'sk-local-test'}
      const state = await checkModelServer(settings)
      expect(state).toEqual({status: 'model_missing', available: ['qwen2.5:7b', 'mistral:latest']})
      expect(describeModelServerState(state, settings)).toBe(
        `The model server at ${stand.url} does not have the model llama3.2 (it has: qwen2.5:7b, mistral:latest). For Ollama: \`ollama pull llama3.2\`; or set LLM_MODEL`)
      expect(stand.requests).toEqual([{path: '/v1/models', authorization: 'Bearer sk-local-test'}])
    } finally {
      await closeServer(stand.server)
    }
  })

  it('the model present (Ollama names it with its tag): ok, with the latency', async () => {
    const stand = await modelsServer(() => models('llama3.2:latest'))
    try {
      expect(await checkModelServer({baseUrl: stand.url, model: 'llama3.2', apiKey: undefined})).toEqual({status: 'ok', latencyMs: expect.any(Number)})
    } finally {
      await closeServer(stand.server)
    }
  })

  it('a key refused (401): names LLM_API_KEY, never the key', async () => {
    const stand = await modelsServer(() => ({status: 401, body: {error: {message: 'Incorrect API key provided', code: 'invalid_api_key'}}}))
    try {
      const settings = {baseUrl: stand.url, model: 'llama3.2', apiKey: 'sk-wrong-0123'}
      const state = await checkModelServer(settings)
      expect(state).toEqual({status: 'key_refused', httpStatus: 401})
      const line = describeModelServerState(state, settings)
      expect(line).toBe(`LLM_API_KEY was refused by ${stand.url} (HTTP 401)`)
      expect(line).not.toContain('sk-wrong')
    } finally {
      await closeServer(stand.server)
    }
  })
})

describe('ModelServerMonitor', () => {
  it('checks again with backoff until the model server starts, and logs when it answers', async () => {
    const port = await closedPort()
    const log = createMemoryLogger()
    const monitor = new ModelServerMonitor({baseUrl: `http://127.0.0.1:${port}/v1`, model: 'llama3.2', apiKey: undefined}, log, {firstMs: 50, longestMs: 200, healthyMs: 60_000})
    let stand: Awaited<ReturnType<typeof modelsServer>> | undefined
    try {
      expect(await monitor.start()).toEqual({status: 'unreachable', detail: 'connection refused'})
      expect(log.lines.map((line) => [line.level, line.message])).toEqual([['warn', expect.stringMatching(/^No model server at .*Start Ollama/)]])
      stand = await modelsServer(() => models('llama3.2:latest'), port)
      await eventually(() => monitor.state.status, (status) => status === 'ok', 10_000)
      expect(log.lines.map((line) => [line.level, line.message])).toEqual([
        ['warn', expect.stringMatching(/^No model server at/)],
        ['info', `The model server at http://127.0.0.1:${port}/v1 answers, with the model llama3.2`],
      ])
    } finally {
      monitor.stop()
      if (stand) await closeServer(stand.server)
    }
  })
})

describe('GET /api/health', () => {
  it('degraded (200) while the model is missing, with the details for this machine only', async () => {
    const stand = await modelsServer(() => models('mistral:latest'))
    const hale = haleServicesApp({LLM_BASE_URL: stand.url, LLM_MODEL: 'llama3.2', TRUST_PROXY: '1'})
    const monitor = new ModelServerMonitor({baseUrl: stand.url, model: 'llama3.2', apiKey: undefined}, hale.log)
    try {
      hale.services.modelServer = monitor
      await monitor.start()
      const local = await request(hale.app).get('/api/health').expect(200)
      expect(local.body).toEqual({
        status: 'degraded',
        components: {storage: 'ok', model: 'model_missing', transcription: 'off', hcaptcha: 'on'},
        details: {model: expect.stringContaining('`ollama pull llama3.2`')},
      })
      // Through the proxy, from a visitor's address: the same status, no addresses or model names.
      const remote = await request(hale.app).get('/api/health').set('X-Forwarded-For', '203.0.113.9').expect(200)
      expect(remote.body).toEqual({status: 'degraded', components: local.body.components})
      expect(JSON.stringify(remote.body)).not.toMatch(/127\.0\.0\.1|mistral|llama/)
    } finally {
      monitor.stop()
      await hale.close()
      await closeServer(stand.server)
    }
  })

  it('degraded (200) while the model server refuses the key, naming LLM_API_KEY for this machine only', async () => {
    const stand = await modelsServer(() => ({status: 401, body: {error: {message: 'Incorrect API key provided'}}}))
    const hale = haleServicesApp({LLM_BASE_URL: stand.url, LLM_API_KEY: 'sk-health-wrong-1'})
    const monitor = new ModelServerMonitor({baseUrl: stand.url, model: 'llama3.2', apiKey: 'sk-health-wrong-1'}, hale.log)
    try {
      hale.services.modelServer = monitor
      await monitor.start()
      const res = await request(hale.app).get('/api/health').expect(200)
      expect(res.body).toEqual({
        status: 'degraded',
        components: {storage: 'ok', model: 'key_refused', transcription: 'off', hcaptcha: 'on'},
        details: {model: `LLM_API_KEY was refused by ${stand.url} (HTTP 401)`},
      })
      expect(JSON.stringify(res.body)).not.toContain('sk-health-wrong')
    } finally {
      monitor.stop()
      await hale.close()
      await closeServer(stand.server)
    }
  })

  it('down (503) when the database cannot be reached, whatever the model server says', async () => {
    const hale = haleServicesApp()
    try {
      await hale.storage.close()
      const res = await request(hale.app).get('/api/health').expect(503)
      expect(res.body).toMatchObject({status: 'down', components: {storage: 'down'}})
    } finally {
      await hale.close().catch(() => {})
    }
  })
})
