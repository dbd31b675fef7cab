/**
 * Abuse limits (docs/security.md "Abuse limits"): per session and per IP, in the database, 429 with
 * Retry-After; a forged X-Forwarded-For does not reset them; IPv6 by /64; two streams per session.
 */
import type {AddressInfo} from 'node:net'
import {randomInt} from 'node:crypto'
import request from 'supertest'
import {ipBucket} from '../../server/verification/ip-bucket'
import {formatWait} from '../../server/verification/limits'
import {SESSION_COOKIE} from '../../server/verification/sessions'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import {StorageError} from '../../server/storage/storage'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {testClock, verificationEnv} from './verification-support'

let stub: FakeSiteverify
let model: FakeModelServer
const apps: HaleTestApp[] = []

beforeAll(async () => {
  ;[stub, model] = await Promise.all([startFakeSiteverify(), startFakeModelServer()])
})
afterAll(async () => {
  await Promise.all([stub.close(), model.close()])
})
beforeEach(() => {
  stub.requests = []
  model.respondWith({kind: 'stream', tokens: ['Fine', '.']})
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

function start(env: Record<string, string> = {}, options: {now?: () => number} = {}): HaleTestApp {
  const hale = haleServicesApp(verificationEnv(stub.url, {LLM_BASE_URL: model.url, ...env}), options)
  apps.push(hale)
  return hale
}

function randomIpv4(): string {
  return [randomInt(1, 224), randomInt(256), randomInt(256), randomInt(1, 255)].join('.')
}

describe('ipBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002::/64'],
    ['2001:DB8:0001:0002:abcd::9', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:3::1', '2001:0db8:0001:0003::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['::', '0000:0000:0000:0000::/64'],
    ['2001:db8::1.2.3.4', '2001:0db8:0000:0000::/64'],
    ['not an ip', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (ip, bucket) => {
    expect(ipBucket(ip)).toBe(bucket)
  })
})

describe('formatWait', () => {
  it.each([
    [1, 'en', '1 second'],
    [60, 'en', '60 seconds'],
    [600, 'es', '10 minutos'],
    [3600, 'de', '60 Minuten'],
    [7200, 'fr', '2\u00a0heures'], // French puts a no-break space before the unit
  ])('%i s in %s is %s', (seconds, locale, text) => {
    expect(formatWait(seconds, locale)).toBe(text)
  })
})

describe('per session', () => {
  it('answers 429 with Retry-After and retryAfter beyond the limit, until the window ends', async () => {
    const clock = testClock()
    const hale = start({RATE_LIMIT_CONVERSATIONS: '3/1m'}, {now: clock.now})
    const {id, cookie} = await hale.verifiedSession()
    const post = () => request(hale.app).post('/api/conversations').set('Cookie', cookie).send({})
    for (let i = 0; i < 3; i++) await post().expect(201)
    const refused = await post().expect(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.body).toEqual({error: {code: 'rate_limited', retryAfter: 60, message: 'You have sent many requests in a short time. Please try again in 60 seconds.'}})
    clock.advance(45_000)
    expect((await post().expect(429)).headers['retry-after']).toBe('15')
    clock.advance(15_000)
    await post().expect(201)
    expect(await hale.storage.conversations.list(id)).toHaveLength(4)
  })

  it('a random X-Forwarded-For on each request does not reset it (TRUST_PROXY=1)', async () => {
    const hale = start({RATE_LIMIT_CONVERSATIONS: '3/1h', TRUST_PROXY: '1'})
    const {cookie} = await hale.verifiedSession()
    const post = () => request(hale.app).post('/api/conversations').set('Cookie', cookie).set('X-Forwarded-For', randomIpv4()).send({})
    for (let i = 0; i < 3; i++) await post().expect(201)
    await post().expect(429)
    await post().expect(429)
  })

  it('another session is not limited by it', async () => {
    const hale = start({RATE_LIMIT_CONVERSATIONS: '1/1h'})
    const [first, second] = [await hale.verifiedSession(), await hale.verifiedSession()]
    await request(hale.app).post('/api/conversations').set('Cookie', first.cookie).send({}).expect(201)
    await request(hale.app).post('/api/conversations').set('Cookie', first.cookie).send({}).expect(429)
    await request(hale.app).post('/api/conversations').set('Cookie', second.cookie).send({}).expect(201)
  })

  it('limits messages (and regenerations) per session, in the visitor language', async () => {
    const hale = start({RATE_LIMIT_MESSAGES: '2/10m'}, {now: testClock().now})
    const {cookie} = await hale.verifiedSession()
    const {id} = (await request(hale.app).post('/api/conversations').set('Cookie', cookie).send({}).expect(201)).body
    const send = () => request(hale.app).post(`/api/conversations/${id}/messages`).set('Cookie', cookie).set('Accept-Language', 'es').send({content: 'Hola'})
    const first = await send().expect(200)
    expect(first.text).toContain('event: done')
    await send().expect(200)
    const refused = await send().expect(429)
    expect(refused.headers['retry-after']).toBe('600')
    expect(refused.body.error).toEqual({code: 'rate_limited', retryAfter: 600, message: 'Ha enviado muchas solicitudes en poco tiempo. Vuelva a intentarlo dentro de 10 minutos.'})
    const messages = await hale.storage.messages.list(id)
    expect(messages).toHaveLength(4) // the refused message was not saved, the model not called
    expect(model.requests).toHaveLength(2)
    const last = messages.at(-1)!
    await request(hale.app).post(`/api/conversations/${id}/messages/${last.id}/regenerate`).set('Cookie', cookie).send({}).expect(429)
  })
})

describe('per IP', () => {
  it('behind one proxy (TRUST_PROXY=1), a forged X-Forwarded-For and new sessions do not reset it', async () => {
    const hale = start({RATE_LIMIT_CONVERSATIONS_IP: '3/1h', TRUST_PROXY: '1'}, {now: testClock().now})
    // The proxy appends the address it saw; whatever the client sent stays to its left.
    const post = async (client: string) => request(hale.app).post('/api/conversations')
      .set('Cookie', (await hale.verifiedSession()).cookie)
      .set('X-Forwarded-For', `${randomIpv4()}, ${client}`).send({})
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.7')).status).toBe(201)
    const refused = await post('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('3600')
    expect((await post('203.0.113.8')).status).toBe(201)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: every forged value is the same client', async () => {
    const hale = start({RATE_LIMIT_CONVERSATIONS_IP: '2/1h'})
    const post = async () => request(hale.app).post('/api/conversations')
      .set('Cookie', (await hale.verifiedSession()).cookie).set('X-Forwarded-For', randomIpv4()).send({})
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(429)
  })

  it('IPv6 clients within one /64 share a bucket', async () => {
    const hale = start({RATE_LIMIT_CONVERSATIONS_IP: '3/1h', TRUST_PROXY: '1'})
    const post = async (client: string) => (await request(hale.app).post('/api/conversations')
      .set('Cookie', (await hale.verifiedSession()).cookie).set('X-Forwarded-For', client).send({})).status
    expect(await post('2001:db8:1:2::1')).toBe(201)
    expect(await post('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(201)
    expect(await post('2001:db8:1:2:abcd::9')).toBe(201)
    expect(await post('2001:db8:1:2::2')).toBe(429)
    expect(await post('2001:db8:1:3::1')).toBe(201)
  })

  it('limits verification attempts, without calling hCaptcha beyond the limit', async () => {
    const hale = start({RATE_LIMIT_VERIFICATIONS_IP: '2/10m'}, {now: testClock().now})
    await request(hale.app).post('/api/session').send({token: 'token-a'}).expect(204)
    await request(hale.app).post('/api/session').send({token: 'token-b'}).expect(204)
    const refused = await request(hale.app).post('/api/session').send({token: 'token-c'}).expect(429)
    expect(refused.headers['retry-after']).toBe('600')
    expect(refused.body.error.retryAfter).toBe(600)
    expect(stub.requests).toHaveLength(2)
  })

  it('limits verification attempts per session too', async () => {
    const hale = start({RATE_LIMIT_VERIFICATIONS: '1/10m'})
    const {cookie} = await hale.verifiedSession()
    await request(hale.app).post('/api/session').set('Cookie', cookie).send({token: 'token-a'}).expect(204)
    await request(hale.app).post('/api/session').set('Cookie', cookie).send({token: 'token-b'}).expect(429)
    await request(hale.app).post('/api/session').send({token: 'token-c'}).expect(204)
  })
})

describe('counters live in the database', () => {
  it('two stores on one database share them (two instances of Hale)', async () => {
    const hale = start()
    const other = openSqliteStore({dataDir: hale.dataDir})
    try {
      expect(await hale.storage.limits.hit('messages:ip', '203.0.113.7', 2, 60_000)).toMatchObject({allowed: true, count: 1})
      expect(await other.limits.hit('messages:ip', '203.0.113.7', 2, 60_000)).toMatchObject({allowed: true, count: 2})
      expect(await hale.storage.limits.hit('messages:ip', '203.0.113.7', 2, 60_000)).toMatchObject({allowed: false, count: 3})
      expect(await other.limits.hit('messages:ip', '203.0.113.8', 2, 60_000)).toMatchObject({allowed: true, count: 1})
    } finally {
      await other.close()
    }
  })

  it('stream leases expire on their own (a crashed instance cannot hold them)', async () => {
    const clock = testClock()
    const hale = start({}, {now: clock.now})
    const {id} = await hale.verifiedSession()
    const first = await hale.storage.limits.acquireStream(id, 1, 60_000)
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await hale.storage.limits.acquireStream(id, 1, 60_000)).toBeNull()
    clock.advance(60_000)
    expect(await hale.storage.limits.acquireStream(id, 1, 60_000)).not.toBeNull()
  })

  it('used tokens are forgotten after their time', async () => {
    const clock = testClock()
    const hale = start({}, {now: clock.now})
    expect(await hale.storage.limits.claimToken('a'.repeat(64), 1000)).toBe(true)
    expect(await hale.storage.limits.claimToken('a'.repeat(64), 1000)).toBe(false)
    clock.advance(1000)
    expect(await hale.storage.limits.claimToken('a'.repeat(64), 1000)).toBe(true)
  })
})

describe('concurrent answer streams', () => {
  it('at most two per session: the third is a 429 until one ends', async () => {
    model.respondWith({kind: 'hang'})
    const hale = start()
    const server = hale.app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const controllers: AbortController[] = []
    try {
      const {cookie} = await hale.verifiedSession()
      const other = await hale.verifiedSession()
      const conversation = async (sessionCookie: string) => (await request(hale.app).post('/api/conversations').set('Cookie', sessionCookie).send({}).expect(201)).body.id as string
      const ids = [await conversation(cookie), await conversation(cookie), await conversation(cookie), await conversation(other.cookie)]
      const send = (id: string, sessionCookie = cookie) => {
        const controller = new AbortController()
        controllers.push(controller)
        return fetch(`${origin}/api/conversations/${id}/messages`, {
          method: 'POST', headers: {'content-type': 'application/json', cookie: sessionCookie}, body: JSON.stringify({content: 'Hi'}), signal: controller.signal,
        })
      }
      const first = await send(ids[0]!)
      const second = await send(ids[1]!)
      expect([first.status, second.status]).toEqual([200, 200])
      const third = await send(ids[2]!)
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toBe('5')
      expect((await third.json()).error).toEqual({code: 'too_many_streams', retryAfter: 5, message: 'Other answers are still being written. Please wait until one has finished, then try again.'})
      // Another session has its own slots.
      expect((await send(ids[3]!, other.cookie)).status).toBe(200)
      // The visitor stops the first answer: its slot comes back.
      controllers[0]!.abort()
      let status = 429
      for (let attempt = 0; attempt < 50 && status === 429; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const retry = await send(ids[2]!)
        status = retry.status
        if (status === 429) await retry.body?.cancel()
      }
      expect(status).toBe(200)
    } finally {
      for (const controller of controllers) controller.abort()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a finished answer frees its slot in the transaction that saves it (one wait for the disk)', async () => {
    const hale = start({MAX_CONCURRENT_STREAMS: '1'})
    const {storage} = hale
    let inTransaction = 0
    const transaction = storage.transaction.bind(storage)
    jest.spyOn(storage, 'transaction').mockImplementation((fn) => transaction(async () => {
      inTransaction++
      try {
        return await fn()
      } finally {
        inTransaction--
      }
    }))
    const releaseStream = storage.limits.releaseStream.bind(storage.limits)
    const releasedInTransaction: boolean[] = []
    jest.spyOn(storage.limits, 'releaseStream').mockImplementation((lease) => {
      releasedInTransaction.push(inTransaction > 0)
      return releaseStream(lease)
    })
    const {cookie} = await hale.verifiedSession()
    const id = (await request(hale.app).post('/api/conversations').set('Cookie', cookie).send({}).expect(201)).body.id as string
    for (const content of ['Hi', 'And again']) {
      const res = await request(hale.app).post(`/api/conversations/${id}/messages`).set('Cookie', cookie).send({content}).expect(200)
      expect(res.text).toContain('event: done')
    }
    // Once per answer, each time inside the answer's saving transaction; the slot was free again for the second.
    expect(releasedInTransaction).toEqual([true, true])
  })

  it('an answer whose saving transaction fails still frees its slot (the next message is not refused)', async () => {
    const hale = start({MAX_CONCURRENT_STREAMS: '1'})
    const {storage} = hale
    // The transaction that saves the first answer fails after the slot's release in it (as when
    // its COMMIT fails): SQLite rolls the release back with the rest.
    let releasing = false
    let failures = 1
    const releaseStream = storage.limits.releaseStream.bind(storage.limits)
    jest.spyOn(storage.limits, 'releaseStream').mockImplementation((lease) => {
      releasing = true
      return releaseStream(lease)
    })
    const transaction = storage.transaction.bind(storage)
    jest.spyOn(storage, 'transaction').mockImplementation((fn) => transaction(async () => {
      releasing = false
      const result = await fn()
      if (releasing && failures-- > 0) throw new StorageError('unavailable', 'The disk failed (test)')
      return result
    }))
    const {cookie} = await hale.verifiedSession()
    const id = (await request(hale.app).post('/api/conversations').set('Cookie', cookie).send({}).expect(201)).body.id as string
    // The answer cannot be saved: the visitor's stream is cut without a `done`.
    const failed = await request(hale.app).post(`/api/conversations/${id}/messages`).set('Cookie', cookie).send({content: 'Hi'}).buffer(true)
      .then((res) => `${res.status} ${res.text}`, (error: unknown) => String(error))
    expect(failed).not.toContain('event: done')
    expect(hale.log.lines).toContainEqual(expect.objectContaining({level: 'error'}))
    const next = await request(hale.app).post(`/api/conversations/${id}/messages`).set('Cookie', cookie).send({content: 'And again'})
    expect(next.status).toBe(200)
    expect(next.text).toContain('event: done')
  })

  it('MAX_CONCURRENT_STREAMS changes the cap', async () => {
    const hale = start({MAX_CONCURRENT_STREAMS: '1'})
    const {id} = await hale.verifiedSession()
    expect(await hale.storage.limits.acquireStream(id, hale.config.limits.concurrentStreams, 60_000)).not.toBeNull()
    expect(await hale.storage.limits.acquireStream(id, hale.config.limits.concurrentStreams, 60_000)).toBeNull()
  })
})
