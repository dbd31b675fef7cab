/**
 * PostgreSQL faults: the server restarted while Hale serves, a connection dropped in the middle
 * of a transaction, a DATABASE_URL Hale cannot use. A real Hale process and a real cluster.
 */
import pg from 'pg'
import {openPostgresStore} from '../../server/storage/postgres-store'
import {DIST} from '../support/hale-app'
import {startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {startPostgres, type PostgresCluster} from '../support/postgres'
import {eventually, jsonRequest} from './support'
import {sessionCookie, verificationEnv} from './verification-support'

let cluster: PostgresCluster
let siteverify: FakeSiteverify
let model: FakeModelServer

beforeAll(async () => {
  cluster = await startPostgres()
  siteverify = await startFakeSiteverify('success')
  model = await startFakeModelServer()
}, 120_000)

afterAll(async () => {
  await model?.close()
  await siteverify?.close()
  cluster?.stop()
})

function haleEnv(url: string): Record<string, string> {
  return verificationEnv(siteverify.url, {DATABASE_URL: url, LLM_BASE_URL: model.url})
}

describe('PostgreSQL restarted while Hale serves', () => {
  let hale: RunningServer
  afterAll(async () => {
    await hale?.stop()
  })

  it('answers 503 storage_unavailable during the outage, says so on /api/health, and recovers by itself', async () => {
    const url = await cluster.createDatabase('restart')
    hale = await startServer(DIST, haleEnv(url))
    const verified = await jsonRequest(hale.origin, 'POST', '/api/session', {body: {token: 'restart-token'}})
    const cookie = sessionCookie(verified.headers)!.header.split(';')[0]!
    const before: string[] = []
    for (let i = 0; i < 3; i++) before.push((await jsonRequest(hale.origin, 'POST', '/api/conversations', {cookie})).json.id as string)
    expect((await jsonRequest(hale.origin, 'GET', '/api/health')).json).toMatchObject({status: 'ok', components: {storage: 'ok'}})

    cluster.stopServer()
    try {
      const refused = await jsonRequest(hale.origin, 'POST', '/api/conversations', {cookie})
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('5')
      expect(refused.json.error).toMatchObject({code: 'storage_unavailable', message: 'Hale’s storage cannot be reached right now. Please try again in a few seconds.'})
      const listed = await jsonRequest(hale.origin, 'GET', '/api/conversations', {cookie})
      expect(listed.status).toBe(503)
      const health = await jsonRequest(hale.origin, 'GET', '/api/health')
      expect(health.status).toBe(503)
      expect(health.json).toMatchObject({status: 'down', components: {storage: 'down'}})
      const page = await fetch(`${hale.origin}/history`, {headers: {cookie}})
      expect(page.status).toBe(503)
      expect(hale.process.exitCode).toBeNull()
    } finally {
      cluster.startServer()
    }

    await eventually(async () => (await jsonRequest(hale.origin, 'GET', '/api/health')).status, (status) => status === 200, 30_000)
    const after = await jsonRequest(hale.origin, 'POST', '/api/conversations', {cookie})
    expect(after.status).toBe(201)
    const listed = await jsonRequest(hale.origin, 'GET', '/api/conversations', {cookie})
    expect(listed.status).toBe(200)
    const ids = JSON.stringify(listed.json)
    for (const id of [...before, after.json.id as string]) expect(ids).toContain(id) // nothing acknowledged was lost
    expect(hale.output()).toContain('storage_unavailable')
  }, 90_000)
})

describe('a connection dropped in the middle of a transaction', () => {
  it('rejects that transaction with disconnected, keeps what was committed, and the store goes on', async () => {
    const url = await cluster.createDatabase('dropped')
    const store = await openPostgresStore({url, poolSize: 2})
    const admin = new pg.Client({connectionString: url})
    await admin.connect()
    try {
      const session = await store.sessions.create()
      const conversation = await store.conversations.create({sessionId: session.id, locale: 'en'})
      const committed = await store.messages.add({conversationId: conversation.id, role: 'user', content: 'acknowledged', status: 'complete'})
      let uncommittedId = ''
      const failed = await store.transaction(async () => {
        uncommittedId = (await store.messages.add({conversationId: conversation.id, role: 'assistant', content: 'never committed', status: 'complete'})).id
        const backend = (await admin.query<{pid: number}>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()")).rows
        expect(backend).toHaveLength(1)
        await admin.query('SELECT pg_terminate_backend($1)', [backend[0]!.pid])
        await store.conversations.touch(conversation.id)
      }).catch((error: unknown) => error)
      expect(failed).toMatchObject({name: 'StorageError', code: 'disconnected'})
      expect(await store.messages.get(committed.id)).toEqual(committed)
      expect(await store.messages.get(uncommittedId)).toBeNull()
      const later = await store.messages.add({conversationId: conversation.id, role: 'assistant', content: 'after the drop', status: 'complete'})
      expect((await store.messages.list(conversation.id)).map((message) => message.id)).toEqual([committed.id, later.id])
    } finally {
      await admin.end()
      await store.close()
    }
  })
})

describe('a DATABASE_URL Hale cannot use', () => {
  async function refusal(url: string): Promise<string> {
    const error = await startServer(DIST, haleEnv(url)).then(async (server) => {
      await server.stop()
      return null
    }, (e: unknown) => e as Error)
    expect(error).not.toBeNull()
    return error!.message
  }

  it('malformed: refuses to start, naming the variable, without the password', async () => {
    const output = await refusal('postgres://hale:Pa55word-x@127.0.0.1')
    expect(output).toContain('exited with 1')
    expect(output).toContain('Invalid DATABASE_URL: names no database')
    expect(output).not.toContain('Pa55word-x')
  })

  it('unreachable: refuses to start, naming the variable and the database, without the password', async () => {
    const output = await refusal('postgres://hale:Pa55word-x@127.0.0.1:1/clinic')
    expect(output).toContain('exited with 1')
    expect(output).toContain('DATABASE_URL: PostgreSQL database clinic on 127.0.0.1:1 cannot be reached')
    expect(output).not.toContain('Pa55word-x')
  })
})
