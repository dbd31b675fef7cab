/**
 * POST /api/session (the human check) against a siteverify stub on 127.0.0.1, and the gate on
 * every state-changing API call (docs/security.md "Human verification and sessions").
 */
import {createHash} from 'node:crypto'
import request from 'supertest'
import {SESSION_COOKIE} from '../../server/verification/sessions'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {closedPortUrl, startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {KEYS, sessionCookie, testClock, verificationEnv} from './verification-support'

let stub: FakeSiteverify
const apps: HaleTestApp[] = []

beforeAll(async () => {
  stub = await startFakeSiteverify()
})
afterAll(async () => {
  await stub.close()
})
beforeEach(() => {
  stub.mode = 'success'
  stub.hostname = 'hale.test'
  stub.requests = []
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

function start(env: Record<string, string> = {}, options: {now?: () => number} = {}): HaleTestApp {
  const hale = haleServicesApp(verificationEnv(stub.url, env), options)
  apps.push(hale)
  return hale
}

let tokens = 0
/** A fresh token each call: hCaptcha never hands out the same one twice. */
function token(): string {
  return `P1_test-token.${++tokens}.${'x'.repeat(40)}`
}

describe('POST /api/session', () => {
  it.each([
    ['no token', {}],
    ['a number', {token: 5}],
    ['an array', {token: ['a']}],
    ['null', {token: null}],
    ['an empty string', {token: ''}],
    ['an oversized token', {token: 'x'.repeat(8193)}],
    ['a token with spaces', {token: 'abc def'}],
    ['a token with a newline', {token: 'abc\ndef'}],
  ])('answers 400 for %s, without calling hCaptcha', async (_name, body) => {
    const {app} = start()
    const res = await request(app).post('/api/session').send(body).expect(400)
    expect(res.body).toEqual({error: {code: 'invalid_token', message: 'The check did not send a valid answer. Please try the check again.'}})
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(stub.requests).toEqual([])
  })

  it('answers 400 for a body that is not a JSON object, without calling hCaptcha', async () => {
    const {app} = start()
    await request(app).post('/api/session').set('content-type', 'application/json').send('"token"').expect(400)
    await request(app).post('/api/session').set('content-type', 'application/json').send('[]').expect(400)
    expect(stub.requests).toEqual([])
  })

  it('accepts a token of 8192 characters', async () => {
    const {app} = start()
    await request(app).post('/api/session').send({token: 'x'.repeat(8192)}).expect(204)
    expect(stub.requests[0]!.form.response).toHaveLength(8192)
  })

  it('on a pass, sends siteverify the form fields and opens a verified session with a safe cookie', async () => {
    const {app, storage} = start()
    const sent = token()
    const res = await request(app).post('/api/session').send({token: sent}).expect(204)
    expect(res.text).toBe('')
    expect(stub.requests).toEqual([{
      method: 'POST', path: '/siteverify', contentType: 'application/x-www-form-urlencoded',
      form: {secret: KEYS.HCAPTCHA_SECRET, response: sent, sitekey: KEYS.HCAPTCHA_SITEKEY, remoteip: '127.0.0.1'},
    }])
    const cookie = sessionCookie(res.headers)!
    expect(cookie.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(cookie.header).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await storage.sessions.get(cookie.id)).toMatchObject({verified: true})
    expect(await storage.limits.verificationMethod(cookie.id)).toBe('hcaptcha')
    // The session now passes the gate.
    const created = await request(app).post('/api/conversations').set('Cookie', `${SESSION_COOKIE}=${cookie.id}`).send({}).expect(201)
    expect(created.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('scopes the cookie to the base path', async () => {
    const {app} = start({BASE_PATH: '/care'})
    const res = await request(app).post('/care/api/session').send({token: token()}).expect(204)
    expect(sessionCookie(res.headers)!.header).toContain('; Path=/care;')
  })

  it('sends the client address behind a trusted proxy (TRUST_PROXY=1): the last X-Forwarded-For hop', async () => {
    const {app} = start({TRUST_PROXY: '1'})
    await request(app).post('/api/session').set('X-Forwarded-For', '198.51.100.1, 203.0.113.9').send({token: token()}).expect(204)
    expect(stub.requests[0]!.form.remoteip).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const {app} = start()
    await request(app).post('/api/session').set('X-Forwarded-For', '203.0.113.9').send({token: token()}).expect(204)
    expect(stub.requests[0]!.form.remoteip).toBe('127.0.0.1')
  })

  it('refuses a token used before, without asking hCaptcha again (even if it would accept it)', async () => {
    const {app} = start()
    const sent = token()
    await request(app).post('/api/session').send({token: sent}).expect(204)
    const again = await request(app).post('/api/session').send({token: sent}).expect(403)
    expect(again.body.error).toEqual({code: 'verification_failed', message: 'The check did not succeed. Please try again.'})
    expect(sessionCookie(again.headers)).toBeNull()
    expect(stub.requests).toHaveLength(1)
  })

  it('remembers used tokens in the database: another instance on it refuses them too', async () => {
    const first = start()
    const sent = token()
    await request(first.app).post('/api/session').send({token: sent}).expect(204)
    const other = openSqliteStore({dataDir: first.dataDir})
    try {
      await expect(other.limits.claimToken(createHash('sha256').update(sent).digest('hex'), 60_000)).resolves.toBe(false)
    } finally {
      await other.close()
    }
  })

  it('refuses a replayed token that hCaptcha itself refuses the second time', async () => {
    stub.mode = 'replay'
    const {app} = start()
    const sent = token()
    await request(app).post('/api/session').send({token: sent}).expect(204)
    await request(app).post('/api/session').send({token: sent}).expect(403)
    // A fresh token still passes.
    await request(app).post('/api/session').send({token: token()}).expect(204)
  })

  it('answers 403 verification_failed when hCaptcha says no, in the visitor language', async () => {
    stub.mode = 'failure'
    const {app, log} = start()
    const res = await request(app).post('/api/session').set('Accept-Language', 'de-DE,de;q=0.9').send({token: token()}).expect(403)
    expect(res.body.error).toEqual({code: 'verification_failed', message: 'Die Prüfung war nicht erfolgreich. Bitte versuchen Sie es erneut.'})
    expect(sessionCookie(res.headers)).toBeNull()
    expect(log.lines).toContainEqual(expect.objectContaining({message: 'The human check failed', reasons: ['invalid-input-response']}))
  })

  it('takes the language of the body first', async () => {
    stub.mode = 'failure'
    const {app} = start()
    const res = await request(app).post('/api/session').set('Accept-Language', 'de').send({token: token(), locale: 'es'}).expect(403)
    expect(res.body.error.message).toBe('La comprobación no se superó. Vuelva a intentarlo.')
  })

  it('answers 403 for a pass on another host', async () => {
    stub.mode = 'wrong-hostname'
    const {app} = start()
    const res = await request(app).post('/api/session').send({token: token()}).expect(403)
    expect(res.body.error.code).toBe('verification_failed')
  })

  it('accepts HCAPTCHA_HOSTNAMES instead of the public origin host', async () => {
    const {app} = start({HCAPTCHA_HOSTNAMES: 'www.hale.test'})
    await request(app).post('/api/session').send({token: token()}).expect(403)
    stub.hostname = 'www.hale.test'
    await request(app).post('/api/session').send({token: token()}).expect(204)
  })

  it("accepts hCaptcha's test hostname only with the test keys", async () => {
    stub.hostname = 'dummy-key-pass'
    const real = start()
    await request(real.app).post('/api/session').send({token: token()}).expect(403)
    const test = start({HCAPTCHA_SITEKEY: '', HCAPTCHA_SECRET: ''}) // empty = unset: the test keys
    expect(test.config.hcaptcha.testKeys).toBe(true)
    await request(test.app).post('/api/session').send({token: token()}).expect(204)
    expect(stub.requests.at(-1)!.form).toMatchObject({secret: '0x0000000000000000000000000000000000000000', sitekey: '10000000-ffff-ffff-ffff-000000000001'})
  })

  describe('when hCaptcha cannot answer, fails closed within a few seconds', () => {
    async function expectUnavailable(app: HaleTestApp['app'], maxMs: number) {
      const started = Date.now()
      const res = await request(app).post('/api/session').send({token: token()}).expect(503)
      const elapsed = Date.now() - started
      expect(elapsed).toBeLessThan(maxMs)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.body).toEqual({error: {code: 'verification_unavailable', retryAfter: 30, message: expect.stringContaining('In an emergency, call your local emergency number now.')}})
      expect(sessionCookie(res.headers)).toBeNull()
      return elapsed
    }

    it('down (nothing listens): one retry, then 503', async () => {
      const {app, log} = start({HCAPTCHA_VERIFY_URL: await closedPortUrl()})
      await expectUnavailable(app, 2000)
      expect(log.lines).toContainEqual(expect.objectContaining({level: 'error', message: 'hCaptcha is unavailable: the human check was refused (fail closed)', reason: expect.stringContaining('unreachable')}))
    })

    it('slow: gives up after the default timeout (2.5 s), well under 6 s', async () => {
      stub.mode = 'slow'
      const {app} = start()
      const elapsed = await expectUnavailable(app, 6000)
      expect(elapsed).toBeGreaterThanOrEqual(2400)
      expect(stub.requests).toHaveLength(1)
    })

    it('500: one retry, then 503', async () => {
      stub.mode = '500'
      const {app} = start()
      await expectUnavailable(app, 3000)
      expect(stub.requests).toHaveLength(2)
    })

    it.each(['truncated-json', 'html'] as const)('%s: 503', async (mode) => {
      stub.mode = mode
      const {app} = start()
      await expectUnavailable(app, 3000)
      expect(stub.requests).toHaveLength(1)
    })

    it('hCaptcha refusing our secret is our fault, not the visitor: 503 and an error in the log', async () => {
      stub.mode = 'bad-secret'
      const {app, log} = start()
      await expectUnavailable(app, 3000)
      expect(log.lines).toContainEqual(expect.objectContaining({level: 'error', reason: 'hCaptcha refused our keys: invalid-input-secret'}))
    })

    it('the token was not used: it passes once hCaptcha is back', async () => {
      stub.mode = '500'
      const {app} = start()
      const sent = token()
      await request(app).post('/api/session').send({token: sent}).expect(503)
      stub.mode = 'success'
      await request(app).post('/api/session').send({token: sent}).expect(204)
    })
  })

  describe('HCAPTCHA_ON_OUTAGE=degraded', () => {
    it('opens a session flagged degraded when hCaptcha is down, and logs it', async () => {
      stub.mode = '500'
      const {app, storage, log} = start({HCAPTCHA_ON_OUTAGE: 'degraded'})
      const res = await request(app).post('/api/session').send({token: token()}).expect(204)
      const {id} = sessionCookie(res.headers)!
      expect(await storage.limits.verificationMethod(id)).toBe('degraded')
      expect(log.lines).toContainEqual(expect.objectContaining({level: 'warn', message: expect.stringContaining('opened a degraded session'), reason: 'status 500'}))
    })

    it('gives a degraded session much tighter limits (a fifth, at least one)', async () => {
      stub.mode = 'slow'
      const {app} = start({HCAPTCHA_ON_OUTAGE: 'degraded', HCAPTCHA_TIMEOUT_MS: '200', RATE_LIMIT_CONVERSATIONS: '5/1h'})
      const cookie = `${SESSION_COOKIE}=${sessionCookie((await request(app).post('/api/session').send({token: token()}).expect(204)).headers)!.id}`
      await request(app).post('/api/conversations').set('Cookie', cookie).send({}).expect(201)
      await request(app).post('/api/conversations').set('Cookie', cookie).send({}).expect(429)
    })

    it('still refuses a token hCaptcha rejects', async () => {
      stub.mode = 'failure'
      const {app} = start({HCAPTCHA_ON_OUTAGE: 'degraded'})
      await request(app).post('/api/session').send({token: token()}).expect(403)
    })
  })
})

describe('the gate: every state-changing API call needs a verified session', () => {
  const routes: Array<[string, string, object]> = [
    ['POST', '/api/conversations', {}],
    ['POST', '/api/conversations/AAAAAAAAAAAAAAAAAAAAAA/messages', {content: 'Hello'}],
    ['POST', '/api/conversations/AAAAAAAAAAAAAAAAAAAAAA/messages/BBBBBBBBBBBBBBBBBBBBBB/regenerate', {}],
    ['PATCH', '/api/conversations/AAAAAAAAAAAAAAAAAAAAAA', {title: 'New'}],
    ['DELETE', '/api/conversations/AAAAAAAAAAAAAAAAAAAAAA', {}],
  ]

  it.each(routes)('%s %s without a session: 401 verification_required', async (method, path, body) => {
    const {app, storage} = start()
    const res = await request(app)[method.toLowerCase() as 'post'](path).send(body).expect(401)
    expect(res.body).toEqual({error: {code: 'verification_required', message: 'Please confirm that you are a person to continue.'}})
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(stub.requests).toEqual([])
    expect(await storage.check()).toBe('ok')
  })

  it.each(routes)('%s %s with an unverified or unknown session: 401', async (method, path, body) => {
    const {app, storage} = start()
    const unverified = await storage.sessions.create({verified: false})
    for (const id of [unverified.id, 'CCCCCCCCCCCCCCCCCCCCCC', 'not-an-id']) {
      await request(app)[method.toLowerCase() as 'post'](path).set('Cookie', `${SESSION_COOKIE}=${id}`).send(body).expect(401)
    }
  })

  it('answers in the language of the HALE_LOCALE cookie', async () => {
    const {app} = start()
    const res = await request(app).post('/api/conversations').set('Cookie', 'HALE_LOCALE=fr').send({}).expect(401)
    expect(res.body.error.message).toBe('Veuillez confirmer que vous êtes une personne pour continuer.')
  })

  it('reading needs no check: GET /api/conversations and the pages answer without a session', async () => {
    const {app} = start()
    expect((await request(app).get('/api/conversations').expect(200)).body).toEqual({conversations: []})
    await request(app).get('/').expect(200)
    await request(app).get('/help/privacy').expect(200)
  })

  it('with HCAPTCHA=off, any session will do and one is opened on first use', async () => {
    const {app, storage} = start({HCAPTCHA: 'off'})
    const res = await request(app).post('/api/conversations').send({}).expect(201)
    const {id} = sessionCookie(res.headers)!
    expect(await storage.sessions.get(id)).toMatchObject({verified: false})
    await request(app).post('/api/conversations').set('Cookie', `${SESSION_COOKIE}=${id}`).send({}).expect(201)
    expect(stub.requests).toEqual([])
  })

  it('with HCAPTCHA=off, GET /api/health warns', async () => {
    const {app} = start({HCAPTCHA: 'off'})
    const res = await request(app).get('/api/health').expect(200)
    expect(res.body).toMatchObject({status: 'ok', components: {hcaptcha: 'off'}, warnings: [expect.stringContaining('HCAPTCHA=off')]})
  })

  it('with hCaptcha on, GET /api/health has no warnings', async () => {
    const {app} = start()
    const body = (await request(app).get('/api/health').expect(200)).body
    expect(body).toMatchObject({status: 'ok', components: {hcaptcha: 'on'}})
    expect(body.warnings).toBeUndefined()
  })
})

describe('session expiry (SESSION_TTL of inactivity)', () => {
  it('expires after SESSION_TTL without use; each use renews it; passing again keeps the session', async () => {
    const clock = testClock()
    const {app, storage} = start({SESSION_TTL: '30m'}, {now: clock.now})
    const res = await request(app).post('/api/session').send({token: token()}).expect(204)
    const {id} = sessionCookie(res.headers)!
    const cookie = `${SESSION_COOKIE}=${id}`
    const post = () => request(app).post('/api/conversations').set('Cookie', cookie).send({})

    clock.advance(29 * 60_000)
    await post().expect(201)
    expect((await storage.sessions.get(id))!.lastSeenAt).toBe(clock.now())
    clock.advance(29 * 60_000) // 58 minutes after the check, 29 after the last use
    await post().expect(201)
    clock.advance(30 * 60_000 + 1)
    const expired = await post().expect(401)
    expect(expired.body.error).toEqual({code: 'verification_required', expired: true, message: 'Your session has expired. Please confirm again that you are a person; what you typed is kept.'})
    // Reading still works, and passing the check again keeps the same session and its conversations.
    expect((await request(app).get('/api/conversations').set('Cookie', cookie).expect(200)).body.conversations).toHaveLength(2)
    const again = await request(app).post('/api/session').set('Cookie', cookie).send({token: token()}).expect(204)
    expect(sessionCookie(again.headers)!.id).toBe(id)
    await post().expect(201)
    expect((await request(app).get('/api/conversations').set('Cookie', cookie).expect(200)).body.conversations).toHaveLength(3)
  })

  it('defaults to 24 hours', async () => {
    const clock = testClock()
    const {app} = start({}, {now: clock.now})
    const {id} = sessionCookie((await request(app).post('/api/session').send({token: token()}).expect(204)).headers)!
    clock.advance(24 * 3600_000)
    await request(app).post('/api/conversations').set('Cookie', `${SESSION_COOKIE}=${id}`).send({}).expect(201)
    clock.advance(24 * 3600_000 + 1)
    await request(app).post('/api/conversations').set('Cookie', `${SESSION_COOKIE}=${id}`).send({}).expect(401)
  })

  it('a degraded session expires after at most an hour', async () => {
    stub.mode = '500'
    const clock = testClock()
    const {app} = start({HCAPTCHA_ON_OUTAGE: 'degraded'}, {now: clock.now})
    const {id} = sessionCookie((await request(app).post('/api/session').send({token: token()}).expect(204)).headers)!
    clock.advance(3600_000 + 1)
    await request(app).post('/api/conversations').set('Cookie', `${SESSION_COOKIE}=${id}`).send({}).expect(401)
  })
})
