/**
 * The block Hale prints once it listens (server/startup-report.ts), from the built server as an
 * operator starts it, against real local stand-ins: nothing listening, a model server without the
 * model, one that refuses the key, a transcription server that is down or up, and hCaptcha's
 * siteverify unreachable or answering in production.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeSiteverify} from '../support/fake-siteverify'
import {startFakeTranscribeServer} from '../support/fake-transcribe-server'
import {closedPort, eventually} from './support'

const DIST = path.join(ROOT, 'dist')

/** A model server's `GET /v1/models` answering `status` and `body`. */
async function modelsServer(status: number, body: unknown): Promise<{url: string; server: Server}> {
  const server = createServer((req, res) => {
    const [code, json] = req.url === '/v1/models' ? [status, body] : [404, {error: {message: 'not found'}}]
    res.writeHead(code, {'content-type': 'application/json'}).end(JSON.stringify(json))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server}
}
const close = (server: Server) => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve) })
const models = (...ids: string[]) => ({object: 'list', data: ids.map((id) => ({id, object: 'model'}))})

/** The report's lines, once its last check line is out. */
async function reportOf(server: RunningServer, checks: number): Promise<string[]> {
  const output = await eventually(() => server.output(), (text) => {
    const after = text.split('Checks:\n')[1]
    return after !== undefined && after.split('\n').filter((line) => /^ {2}(ok |FIX) {2}/.test(line)).length >= checks
  }, 20_000)
  const start = output.indexOf('Hale is ready: open ')
  return output.slice(start).split('\n').filter((line) => line === 'Checks:' || line.startsWith('Hale is ready') || line.startsWith('  '))
}

describe('the start-up report', () => {
  it('nothing listening for the model nor for transcription: each with its fix', async () => {
    const llm = `http://127.0.0.1:${await closedPort()}/v1`
    const transcription = `http://127.0.0.1:${await closedPort()}/v1`
    const server = await startServer(DIST, {LLM_BASE_URL: llm, TRANSCRIBE_BASE_URL: transcription, LLM_MODEL: 'qwen3:8b'})
    try {
      const lines = await reportOf(server, 2)
      expect(lines[0]).toMatch(/^Hale is ready: open http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(lines).toEqual(expect.arrayContaining([
        '  Languages      en, es, fr, de (default en)',
        expect.stringMatching(/^ {2}Storage {8}SQLite in \//),
        `  Model          qwen3:8b at ${llm}`,
        `  Transcription  whisper-1 at ${transcription}`,
        expect.stringMatching(/^ {2}hCaptcha {7}hCaptcha's test keys, which let every bot pass/),
        'Checks:',
        `  FIX  No model server at ${llm} (connection refused). Start Ollama (\`ollama serve\`) or set LLM_BASE_URL`,
        `  FIX  No transcription server at ${transcription} (connection refused). Start it or set TRANSCRIBE_BASE_URL; until then only browsers with their own speech recognition take voice`,
      ]))
      // Health says the same, per component; the transcription server does not make Hale degraded.
      const health = await (await fetch(`${server.origin}/api/health`)).json()
      expect(health).toMatchObject({status: 'degraded', components: {model: 'unreachable', transcription: 'unreachable', hcaptcha: 'on'},
        details: {transcription: expect.stringContaining(`No transcription server at ${transcription}`)}})
    } finally {
      await server.stop()
    }
  })

  it('the model missing: the models the server has and the command that fetches it; a transcription server that answers', async () => {
    const stand = await modelsServer(200, models('qwen2.5:7b', 'mistral:latest'))
    const transcribe = await startFakeTranscribeServer()
    const server = await startServer(DIST, {LLM_BASE_URL: stand.url, TRANSCRIBE_BASE_URL: transcribe.url})
    try {
      const lines = await reportOf(server, 2)
      expect(lines).toContain(`  FIX  The model server at ${stand.url} does not have the model llama3.2 (it has: qwen2.5:7b, mistral:latest). For Ollama: \`ollama pull llama3.2\`; or set LLM_MODEL`)
      expect(lines).toContain(`  ok   The transcription server at ${transcribe.url} answers`)
      // Asked once, at start, and not as a transcription.
      expect([transcribe.checks(), transcribe.requests]).toEqual([1, []])
      expect(await (await fetch(`${server.origin}/api/health`)).json()).toMatchObject({status: 'degraded', components: {model: 'model_missing', transcription: 'ok'}})
    } finally {
      await server.stop()
      await close(stand.server)
      await transcribe.close()
    }
  })

  it('a key refused: names LLM_API_KEY, never the key; the model present: ok with its latency', async () => {
    const refusing = await modelsServer(401, {error: {message: 'Incorrect API key provided', code: 'invalid_api_key'}})
    const serving = await modelsServer(200, models('llama3.2:latest'))
    const refused = await startServer(DIST, {LLM_BASE_URL: refusing.url, LLM_API_KEY: 'sk-local-wrong-0123'})
    const fine = await startServer(DIST, {LLM_BASE_URL: serving.url})
    try {
      const lines = await reportOf(refused, 1)
      expect(lines).toContain(`  Model          llama3.2 at ${refusing.url} (with LLM_API_KEY)`)
      expect(lines).toContain(`  FIX  LLM_API_KEY was refused by ${refusing.url} (HTTP 401)`)
      expect(refused.output()).not.toContain('sk-local-wrong')
      expect(await reportOf(fine, 1)).toContainEqual(expect.stringMatching(new RegExp(`^ {2}ok {3}The model server at ${serving.url.replace(/\./g, '\\.')} answers, with the model llama3\\.2 \\(\\d+ ms\\)$`)))
    } finally {
      await refused.stop()
      await fine.stop()
      await close(refusing.server)
      await close(serving.server)
    }
  })

  it('in production, hCaptcha siteverify unreachable (health degraded) and then answering (ok); its secret never printed', async () => {
    const model = await modelsServer(200, models('llama3.2:latest'))
    const production = {
      NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hale.example.org', LLM_BASE_URL: model.url,
      HCAPTCHA_SITEKEY: '2c5a8d7e-1f3b-4c6d-9e8f-0a1b2c3d4e5f', HCAPTCHA_SECRET: 'ES_0123456789abcdef0123456789abcdef',
    }
    const unreachable = `http://127.0.0.1:${await closedPort()}/siteverify`
    const siteverify = await startFakeSiteverify('failure')
    const down = await startServer(DIST, {...production, HCAPTCHA_VERIFY_URL: unreachable})
    const up = await startServer(DIST, {...production, HCAPTCHA_VERIFY_URL: siteverify.url})
    try {
      const lines = await reportOf(down, 2)
      expect(lines).toContain('  hCaptcha       your own keys')
      expect(lines).toContain(`  FIX  hCaptcha's siteverify at ${unreachable} cannot be reached (connection refused): new visitors cannot open a session (HCAPTCHA_ON_OUTAGE=closed). Check this machine's outbound network or HCAPTCHA_VERIFY_URL`)
      expect(await reportOf(up, 2)).toContain(`  ok   hCaptcha's siteverify at ${siteverify.url} answers`)
      const health = async (server: RunningServer) => (await fetch(`${server.origin}/api/health`)).json()
      expect(await health(down)).toMatchObject({status: 'degraded', components: {model: 'ok', hcaptcha: 'unreachable'}})
      expect(await health(up)).toMatchObject({status: 'ok', components: {model: 'ok', hcaptcha: 'ok'}})
      // The check spends no token and sends no secret.
      expect(siteverify.requests).toEqual([expect.objectContaining({method: 'POST', form: {}})])
      for (const server of [down, up]) expect(server.output()).not.toContain('ES_0123456789abcdef')
    } finally {
      await down.stop()
      await up.stop()
      await siteverify.close()
      await close(model.server)
    }
  })
})
