/**
 * Hale behind Debian's nginx with the site file Hale ships (deploy/nginx/hale.conf; TLS off and
 * local ports, see test/support/nginx.ts), as the help page "Running Hale yourself" sets it up:
 * `BASE_PATH=/care`, `TRUST_PROXY=1`. Through nginx: pages, data files and assets under the base
 * path, an answer that streams event by event, the visitor's address as the rate limits count it,
 * the attachment size limits, and SIGTERM to Hale in the middle of an answer.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {multipart} from '../support/multipart'
import {checkSite, localSite, startNginx, testSite, type RunningNginx} from '../support/nginx'
import {closedPort, eventually, jsonRequest, streamRequest} from '../http/support'

const BASE = '/care'
const UPLOAD_LIMIT = 10 * 1024 * 1024

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A request from a chosen loopback address (nginx sees it as the visitor's), read to the end. */
function fromAddress(localAddress: string, origin: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${pathname}`, {localAddress, headers}, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the shipped nginx site file', () => {
  it('passes `nginx -t` as shipped, TLS included (with a throwaway certificate in place of the real one)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hale-cert-'))
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=health.example.org',
        '-keyout', path.join(folder, 'key.pem'), '-out', path.join(folder, 'cert.pem')], {stdio: 'pipe'})
      const site = localSite([
        ['/etc/letsencrypt/live/health.example.org/fullchain.pem', path.join(folder, 'cert.pem')],
        ['/etc/letsencrypt/live/health.example.org/privkey.pem', path.join(folder, 'key.pem')],
      ])
      const result = checkSite(site)
      expect(result.output).toContain('syntax is ok')
      expect(result.status).toBe(0)
    } finally {
      rmSync(folder, {recursive: true, force: true})
    }
  })

  it('refuses a site file with a mistake (the check above can fail)', () => {
    const result = checkSite(readFileSync(path.join(ROOT, 'deploy/nginx/hale.conf'), 'utf8').replace('proxy_buffering off;', 'proxy_buffering of;'))
    expect(result.status).not.toBe(0)
  })
})

describe('Hale behind nginx, under /care', () => {
  let fake: FakeModelServer
  let hale: RunningServer
  let nginx: RunningNginx
  let dataDir: string
  let redirectPort: number

  beforeAll(async () => {
    fake = await startFakeModelServer()
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-nginx-data-'))
    hale = await startServer(path.join(ROOT, 'dist'), {
      DATA_DIR: dataDir, LLM_BASE_URL: fake.url, HCAPTCHA: 'off', BASE_PATH: BASE, TRUST_PROXY: '1',
      RATE_LIMIT_SHARE_VIEWS_IP: '3/10m', SHUTDOWN_GRACE_MS: '10000',
    })
    const port = await closedPort()
    redirectPort = await closedPort()
    nginx = await startNginx(testSite({port, redirectPort, halePort: hale.port}), port)
  })

  afterAll(async () => {
    await nginx?.stop()
    await hale?.stop()
    await fake?.close()
    if (dataDir) rmSync(dataDir, {recursive: true, force: true})
  })

  async function visitor(): Promise<{cookie: string; id: string}> {
    const created = await jsonRequest(nginx.origin, 'POST', `${BASE}/api/conversations`, {body: {}})
    expect(created.status).toBe(201)
    return {cookie: String(created.headers['set-cookie']![0]).split(';')[0]!, id: created.json.id}
  }

  it('serves pages, their assets and data files under the base path, with the path passed unchanged', async () => {
    const page = await jsonRequest(nginx.origin, 'GET', BASE)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const scripts = [...page.text.matchAll(/src="(\/care\/_app\/static\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const asset = await jsonRequest(nginx.origin, 'GET', script)
      expect([script, asset.status, asset.headers['content-type']]).toEqual([script, 200, expect.stringMatching(/javascript/)])
    }
    const buildId = /"buildId":"([^"]+)"/.exec(page.text)?.[1]
    expect(buildId).toBeTruthy()
    const data = await jsonRequest(nginx.origin, 'GET', `${BASE}/_app/data/${buildId}/en/topics/heart.json`)
    expect(data.status).toBe(200)
    expect(data.json).toEqual(expect.any(Object))
    const help = await jsonRequest(nginx.origin, 'GET', `${BASE}/fr/help/self-hosting`)
    expect(help.status).toBe(200)
    expect(help.text).toContain('<html lang="fr"')
    // Outside the base path Hale answers 404: nginx passed the path as it was, prefix included.
    const outside = await jsonRequest(nginx.origin, 'GET', '/help/self-hosting')
    expect(outside.status).toBe(404)
    expect(outside.text).toContain('<html lang="en"') // Hale's own 404 page, not nginx's
    expect(outside.text).not.toContain('<center>nginx</center>')
    const health = await jsonRequest(nginx.origin, 'GET', `${BASE}/api/health`)
    expect(health.status).toBe(200)
    expect(health.json.components.storage).toBe('ok')
  })

  it('sends plain HTTP to HTTPS on the same host and path', async () => {
    const answer = await jsonRequest(`http://127.0.0.1:${redirectPort}`, 'GET', `${BASE}/history?x=1`, {headers: {host: 'health.example.org'}})
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('https://health.example.org/care/history?x=1')
  })

  it('streams an answer event by event: the first token arrives while the model server holds the rest', async () => {
    const {cookie, id} = await visitor()
    let release!: () => void
    fake.respondWith({kind: 'gated', before: ['First '], release: new Promise<void>((resolve) => { release = resolve }), after: ['and ', 'the ', 'rest.']})
    const stream = streamRequest(nginx.origin, `${BASE}/api/conversations/${id}/messages`, {cookie, body: {content: 'What is a normal resting heart rate?'}})
    const response = await stream.response
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    const first = await stream.next('delta')
    expect(first.data.text).toBe('First ')
    // The model server still holds the rest: nothing after the first token has been written.
    expect(stream.events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(['First '])
    expect(stream.events.some((event) => event.event === 'done')).toBe(false)
    release()
    const done = await stream.next('done')
    expect(done.data).toMatchObject({status: 'complete', content: 'First and the rest.'})
    await stream.ended
  })

  it('counts the address nginx saw, not one the visitor forged in X-Forwarded-For', async () => {
    const guess = (index: number) => `${BASE}/share/${'G'.repeat(30)}${String(index).padStart(2, '0')}`
    // Three views an address (RATE_LIMIT_SHARE_VIEWS_IP=3/10m), then 429.
    for (let index = 0; index < 3; index++) expect((await fromAddress('127.0.0.2', nginx.origin, guess(index))).status).toBe(404)
    expect((await fromAddress('127.0.0.2', nginx.origin, guess(3))).status).toBe(429)
    // Forging another address does not get the same visitor past the limit.
    expect((await fromAddress('127.0.0.2', nginx.origin, guess(4), {'x-forwarded-for': '203.0.113.9'})).status).toBe(429)
    // Another visitor has a count of their own, and cannot be charged for the first one's views.
    expect((await fromAddress('127.0.0.3', nginx.origin, guess(5))).status).toBe(404)
    expect((await fromAddress('127.0.0.3', nginx.origin, guess(6), {'x-forwarded-for': '127.0.0.2'})).status).toBe(404)
    expect((await fromAddress('127.0.0.3', nginx.origin, guess(7))).status).toBe(404)
    expect((await fromAddress('127.0.0.3', nginx.origin, guess(8))).status).toBe(429)
  })

  it('passes an attachment at Hale\'s size limit, and answers nginx\'s own 413 to a body over nginx\'s limit', async () => {
    const {cookie} = await visitor()
    const {body, contentType} = multipart([{name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'a'.repeat(UPLOAD_LIMIT)}])
    const accepted = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(`${nginx.origin}${BASE}/api/attachments`, {method: 'POST', headers: {cookie, 'content-type': contentType, 'content-length': String(body.length)}}, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: text}))
      })
      req.on('error', reject)
      req.end(body)
    })
    expect(accepted.status).toBe(201)
    expect(JSON.parse(accepted.body).attachments[0]).toMatchObject({name: 'notes.txt', size: UPLOAD_LIMIT})

    // 60 MB and one byte announced: nginx refuses on the header, before a byte of body is sent.
    const refused = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(`${nginx.origin}${BASE}/api/attachments`, {method: 'POST', headers: {cookie, 'content-type': contentType, 'content-length': String(60 * 1024 * 1024 + 1)}}, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => { resolve({status: res.statusCode ?? 0, headers: res.headers, body: text}); req.destroy() })
      })
      req.on('error', reject)
      req.flushHeaders()
    })
    expect(refused.status).toBe(413)
    expect(refused.headers.server).toBe('nginx') // nginx's own answer, its version not told (server_tokens off)
    expect(refused.body).toContain('413 Request Entity Too Large')
  })

  it('SIGTERM to Hale in the middle of an answer ends it cleanly through nginx: the partial answer is saved and said to be incomplete', async () => {
    const {cookie, id} = await visitor()
    fake.respondWith({kind: 'forever', delayMs: 20})
    const stream = streamRequest(nginx.origin, `${BASE}/api/conversations/${id}/messages`, {cookie, body: {content: 'Explain sleep apnoea'}})
    await eventually(() => stream.events.filter((event) => event.event === 'delta').length, (count) => count >= 3)
    const exited = new Promise<number | null>((resolve) => hale.process.once('exit', (code) => resolve(code)))
    hale.process.kill('SIGTERM')
    const done = await stream.next('done')
    const received = stream.events.filter((event) => event.event === 'delta').map((event) => event.data.text).join('')
    expect(done.data).toMatchObject({status: 'incomplete', content: received})
    await stream.ended
    // The stream ended as an event stream ends, not cut: its last bytes close the done event.
    expect(stream.raw().endsWith('\n\n')).toBe(true)
    expect(await exited).toBe(0)
  })
})
