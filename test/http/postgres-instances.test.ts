/**
 * Several Hale instances on one PostgreSQL are one service: two real server processes (built as
 * `npm start` builds them) on one database of a throwaway cluster, each visitor's requests sent
 * alternately to both.
 */
import pg from 'pg'
import {openPostgresStore} from '../../server/storage/postgres-store'
import {postgresMigrations} from '../../server/storage/postgres-migrations'
import {DIST} from '../support/hale-app'
import {startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {startPostgres, type PostgresCluster} from '../support/postgres'
import {eventually, jsonRequest, streamRequest} from './support'
import {sessionCookie, verificationEnv} from './verification-support'

let cluster: PostgresCluster
let siteverify: FakeSiteverify
let model: FakeModelServer
let databaseUrl: string
let a: RunningServer
let b: RunningServer

const LIMITS = {RATE_LIMIT_CONVERSATIONS: '6/10m', RATE_LIMIT_CONVERSATIONS_IP: 'off', MAX_CONCURRENT_STREAMS: '1'}

function haleEnv(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return verificationEnv(siteverify.url, {DATABASE_URL: url, LLM_BASE_URL: model.url, ...LIMITS, ...extra})
}

beforeAll(async () => {
  cluster = await startPostgres()
  siteverify = await startFakeSiteverify('success')
  model = await startFakeModelServer()
  databaseUrl = await cluster.createDatabase('instances')
  // Both at the same moment on an empty database: both migrate, one waits for the other.
  ;[a, b] = await Promise.all([startServer(DIST, haleEnv(databaseUrl)), startServer(DIST, haleEnv(databaseUrl))])
}, 120_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await model?.close()
  await siteverify?.close()
  cluster?.stop()
})

let tokens = 0
/** A session verified on `server`: its Cookie header. */
async function verifiedSession(server: RunningServer): Promise<string> {
  const res = await jsonRequest(server.origin, 'POST', '/api/session', {body: {token: `token-${++tokens}`}})
  expect(res.status).toBe(204)
  const cookie = sessionCookie(res.headers)
  expect(cookie).not.toBeNull()
  return cookie!.header.split(';')[0]!
}

async function newConversation(server: RunningServer, cookie: string): Promise<string> {
  const res = await jsonRequest(server.origin, 'POST', '/api/conversations', {cookie})
  expect(res.status).toBe(201)
  return res.json.id as string
}

async function query<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({connectionString: databaseUrl})
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

describe('two Hale instances on one PostgreSQL', () => {
  it('started at the same moment, migrated the database once', async () => {
    const versions = await query<{version: number}>('SELECT version FROM schema_migrations ORDER BY version')
    expect(versions.map((row) => row.version)).toEqual(postgresMigrations.map((migration) => migration.version))
    expect(a.output()).toContain('PostgreSQL database instances on 127.0.0.1')
    expect(b.output()).toContain('"poolSize":10')
  })

  it('a session verified on one is verified on the other', async () => {
    const cookie = await verifiedSession(a)
    const id = await newConversation(b, cookie)
    const onA = await jsonRequest(a.origin, 'GET', `/api/conversations/${id}`, {cookie})
    expect(onA.status).toBe(200)
    expect(onA.json.id ?? onA.json.conversation?.id).toBe(id)
    const stranger = await jsonRequest(b.origin, 'POST', '/api/conversations', {})
    expect(stranger.status).toBe(401)
  })

  it('rate limits count across both: alternate and concurrent requests never exceed the limit', async () => {
    const cookie = await verifiedSession(b)
    const alternate: number[] = []
    for (let i = 0; i < 4; i++) alternate.push((await jsonRequest((i % 2 ? b : a).origin, 'POST', '/api/conversations', {cookie})).status)
    expect(alternate).toEqual([201, 201, 201, 201])
    // Six a window: two left. Ten at once, five to each instance.
    const burst = await Promise.all(Array.from({length: 10}, (_, i) => jsonRequest((i % 2 ? b : a).origin, 'POST', '/api/conversations', {cookie})))
    const statuses = burst.map((res) => res.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(8)
    expect(burst.find((res) => res.status === 429)!.json.error.code).toBe('rate_limited')
  })

  it('the per-session stream limit holds across both', async () => {
    const cookie = await verifiedSession(a)
    const first = await newConversation(a, cookie)
    const second = await newConversation(b, cookie)
    model.respondWith({kind: 'hang'})
    try {
      const streaming = streamRequest(a.origin, `/api/conversations/${first}/messages`, {cookie, body: {content: 'What helps a sore throat?'}})
      expect((await streaming.response).statusCode).toBe(200)
      await eventually(() => model.requests.length, (n) => n > 0 && model.requests.at(-1)!.abortedAt === null)
      const refused = await jsonRequest(b.origin, 'POST', `/api/conversations/${second}/messages`, {cookie, body: {content: 'And for a cough?'}})
      expect(refused.status).toBe(429)
      expect(refused.json.error.code).toBe('too_many_streams')
      streaming.abort()
      await streaming.ended
      model.respondWith({kind: 'stream', tokens: ['Rest', ' and', ' fluids.']})
      // The slot comes back once instance A has saved what it had.
      const accepted = await eventually(async () => {
        const stream = streamRequest(b.origin, `/api/conversations/${second}/messages`, {cookie, body: {content: 'And for a cough?'}})
        const status = (await stream.response).statusCode
        await stream.ended
        return {status, text: stream.raw()}
      }, (result) => result.status === 200, 15_000)
      expect(accepted.text).toContain('fluids.')
    } finally {
      model.respondWith({kind: 'stream', tokens: ['Hello', ', ', 'world', '!']})
    }
  })

  it('a share link made on one opens on the other, and deleting on one is seen at once on the other', async () => {
    const cookie = await verifiedSession(b)
    const id = await newConversation(a, cookie)
    const answer = streamRequest(a.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Is a daily walk good for blood pressure?'}})
    await answer.ended
    expect(answer.raw()).toContain('world')
    const shared = await jsonRequest(a.origin, 'POST', `/api/conversations/${id}/shares`, {cookie, body: {expiresIn: '7d'}})
    expect(shared.status).toBe(201)
    const page = await fetch(`${b.origin}/share/${shared.json.token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Is a daily walk good for blood pressure?')

    expect((await jsonRequest(b.origin, 'DELETE', `/api/conversations/${id}`, {cookie})).status).toBe(204)
    expect((await jsonRequest(a.origin, 'GET', `/api/conversations/${id}`, {cookie})).status).toBe(404)
    expect((await fetch(`${a.origin}/share/${shared.json.token}`)).status).toBe(404)
  })
})

describe('retention on two instances at once', () => {
  it('each sweeps at start; together they delete each old conversation once', async () => {
    const url = await cluster.createDatabase('retention')
    const old = Date.now() - 3 * 24 * 60 * 60 * 1000
    const seed = await openPostgresStore({url, now: () => old})
    const session = await seed.sessions.create({verified: true})
    for (let i = 0; i < 60; i++) {
      const conversation = await seed.conversations.create({sessionId: session.id, locale: 'en', title: `Old ${i}`})
      await seed.messages.add({conversationId: conversation.id, role: 'user', content: `Question ${i}`, status: 'complete'})
    }
    await seed.close()
    const servers = await Promise.all([0, 1].map(() => startServer(DIST, haleEnv(url, {RETENTION_DAYS: '1'}))))
    try {
      const deleted = (server: RunningServer) => [...server.output().matchAll(/"Deleted conversations past the retention period".*?"conversations":(\d+)/g)]
        .reduce((sum, match) => sum + Number(match[1]), 0)
      const remaining = await eventually(async () => {
        const client = new pg.Client({connectionString: url})
        await client.connect()
        try {
          return Number((await client.query<{n: string}>('SELECT count(*) AS n FROM conversations')).rows[0]!.n)
        } finally {
          await client.end()
        }
      }, (n) => n === 0)
      expect(remaining).toBe(0)
      await eventually(() => deleted(servers[0]!) + deleted(servers[1]!), (sum) => sum === 60)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  })
})
