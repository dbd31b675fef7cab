/**
 * The process as an operator runs it: `node dist/server.js` with environment variables.
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import http from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT, startServer} from '../support/built-server'
import {closedPort, eventually} from './support'

const DIST = path.join(ROOT, 'dist')

describe('node dist/server.js', () => {
  const folders: string[] = []
  /** A working folder with these `.env` files. */
  const folderWith = (files: Record<string, string>) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hale-env-files-'))
    folders.push(folder)
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text)
    return folder
  }
  const startIn = (cwd: string, env: Record<string, string | undefined>) => spawnSync(process.execPath, [path.join(DIST, 'server.js')], {
    cwd, env: {PATH: process.env.PATH, ...env}, encoding: 'utf8', timeout: 20_000,
  })
  afterAll(() => {
    for (const folder of folders) rmSync(folder, {recursive: true, force: true})
  })

  it('stops at start with a message naming a bad variable', () => {
    const result = startIn(folderWith({}), {PORT: 'not-a-port'})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Hale cannot start: Invalid PORT: expected a whole number from 0 to 65535, got "not-a-port"\n')
  })

  it('reads .env in its working folder, and names the file when a value there is bad', () => {
    const result = startIn(folderWith({'.env': '# mine\nPORT="not-a-port"\n'}), {})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Hale cannot start: Invalid PORT: expected a whole number from 0 to 65535, got "not-a-port" (set in .env)')
  })

  it('reads .env.production over .env only in production, and the environment wins over both', async () => {
    const files = {'.env': 'PUBLIC_ORIGIN=https://hale.example.org\nHCAPTCHA=off\n', '.env.production': 'PUBLIC_ORIGIN=not an origin\n'}
    const production = startIn(folderWith(files), {NODE_ENV: 'production'})
    expect(production.status).toBe(1)
    expect(production.stderr).toMatch(/Hale cannot start: Invalid PUBLIC_ORIGIN: .*"not an origin".* \(set in \.env\.production\)/)
    // Outside production the same folder's .env.production is not read, and PORT from the
    // environment wins over the bad one in .env.
    const server = await startServer(DIST, {}, {cwd: folderWith({...files, '.env': 'PORT=not-a-port\nHCAPTCHA=off\n'})})
    try {
      expect(server.output()).toContain('"message":"Settings read from files","files":[".env"],"variables":1')
      expect(server.output()).toContain('hCaptcha is off (HCAPTCHA=off)')
    } finally {
      await server.stop()
    }
  })

  it('serves the home page and /api/health, and says at start that no model server listens, with the fix', async () => {
    const llm = `http://127.0.0.1:${await closedPort()}/v1`
    const server = await startServer(DIST, {LLM_BASE_URL: llm})
    try {
      const home = await fetch(`${server.origin}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('<html lang="en"')
      // Visitors can read but not get answers: degraded, still 200 for the load balancer.
      const health = await eventually(async () => (await fetch(`${server.origin}/api/health`)).json(), (body) => body.components.model !== 'unchecked')
      expect(health).toMatchObject({status: 'degraded', components: {storage: 'ok', model: 'unreachable'}, details: {model: expect.stringContaining('Start Ollama')}})
      expect(server.output()).toContain(`No model server at ${llm} (connection refused). Start Ollama (\`ollama serve\`) or set LLM_BASE_URL`)
    } finally {
      await server.stop()
    }
  })

  it('shuts down on SIGTERM: no new connections, an open response gets the grace period, then exits 0', async () => {
    const server = await startServer(DIST, {SHUTDOWN_GRACE_MS: '300'})
    // A request that stays open: a slow client that has sent only part of its headers.
    const socket = await new Promise<import('node:net').Socket>((resolve) => {
      const request = http.request({host: '127.0.0.1', port: server.port, path: '/', method: 'GET', headers: {connection: 'keep-alive'}})
      request.on('socket', (s) => s.on('connect', () => resolve(s)))
      request.on('error', () => {})
      request.flushHeaders()
    })
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
    const started = Date.now()
    server.process.kill('SIGTERM')
    const code = await exited
    expect(code).toBe(0)
    expect(Date.now() - started).toBeLessThan(8_000)
    expect(server.output()).toContain('"message":"Shutting down"')
    socket.destroy()
  })
})
