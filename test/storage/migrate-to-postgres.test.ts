/**
 * `npm run migrate-to-postgres`: a SQLite database holding every kind of record, made through the
 * SQLite store's public API, copied into a throwaway PostgreSQL cluster by the command run as an
 * operator runs it (a child process), then read back through the Storage interface.
 */
import Database from 'better-sqlite3'
import {execFile} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import {openPostgresStore} from '../../server/storage/postgres-store'
import {migrate, migrations} from '../../server/storage/migrations'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import type {Storage} from '../../server/storage/storage'
import {pdf, png} from '../support/attachment-fixtures'
import {startPostgres, type PostgresCluster} from '../support/postgres'

jest.setTimeout(120_000)

const root = path.resolve(__dirname, '../..')
const runner = path.join(root, 'server/framework/run-command.mjs')
const start = Date.UTC(2025, 0, 1)
const TABLES = ['sessions', 'session_verifications', 'used_tokens', 'rate_limits', 'stream_leases', 'conversations', 'messages', 'attachments', 'shares']

let cluster: PostgresCluster
let databases = 0
const temporaryDirs: string[] = []

beforeAll(async () => {
  cluster = await startPostgres()
}, 120_000)

afterAll(() => {
  cluster?.stop()
  for (const dir of temporaryDirs) fs.rmSync(dir, {recursive: true, force: true})
})

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** The command as an operator runs it: `npm run migrate-to-postgres -- …`, or `node` on the command runner. */
function runCommand(args: readonly string[], env: Record<string, string | undefined>, through: 'npm' | 'node' = 'node'): Promise<Run> {
  const [command, commandArgs] = through === 'npm'
    ? ['npm', ['run', '--silent', 'migrate-to-postgres', '--', ...args]] as const
    : [process.execPath, [runner, 'server/storage/migrate-to-postgres.ts', ...args]] as const
  return new Promise((resolve) => {
    execFile(command, commandArgs, {cwd: root, env: {...process.env, DATABASE_URL: undefined, DATABASE_POOL_SIZE: undefined, ...env}, maxBuffer: 16 * 1024 * 1024},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({code, stdout, stderr})
      })
  })
}

/** Everything the fixture made, to read back. */
interface Fixture {
  dataDir: string
  sessionIds: string[]
  conversations: {sessionId: string; id: string}[]
  attachments: {sessionId: string; id: string}[]
  shareTokens: string[]
  tokenHashes: string[]
  rateKeys: [string, string][]
}

/** A SQLite database with every kind of record, through the SQLite store's public API. */
async function makeSqliteDatabase(): Promise<Fixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-migrate-'))
  temporaryDirs.push(dir)
  const dataDir = path.join(dir, 'data')
  let time = start
  const storage = openSqliteStore({dataDir, now: () => time})
  const tick = () => { time += 1000 }
  try {
    // Sessions: verified by hCaptcha, verified in degraded mode, verified without a record, not verified.
    const byCheck = await storage.sessions.create()
    tick()
    await storage.limits.markVerified(byCheck.id, 'hcaptcha')
    const degraded = await storage.sessions.create()
    await storage.limits.markVerified(degraded.id, 'degraded')
    const plain = await storage.sessions.create({verified: true})
    const unverified = await storage.sessions.create()
    tick()
    await storage.sessions.touch(unverified.id)

    // Claimed tokens, rate-limit counters, a stream slot.
    const tokenHashes = ['a'.repeat(64), 'b'.repeat(64)]
    for (const hash of tokenHashes) await storage.limits.claimToken(hash, 10 * 60_000)
    const rateKeys: [string, string][] = [['messages:ip', '203.0.113.0'], ['messages:session', byCheck.id], ['sessions:ip', '2001:db8::']]
    for (const [scope, key] of rateKeys) {
      await storage.limits.hit(scope, key, 100, 60_000)
      await storage.limits.hit(scope, key, 100, 60_000)
    }
    await storage.limits.acquireStream(byCheck.id, 2, 60_000)

    // Conversations with titles, topics and locales.
    const headaches = await storage.conversations.create({sessionId: byCheck.id, title: 'Headaches 🤕 at night', topic: 'headache', locale: 'en'})
    tick()
    const untitled = await storage.conversations.create({sessionId: byCheck.id, locale: 'fr'})
    tick()
    const sleep = await storage.conversations.create({sessionId: degraded.id, title: 'Schlaf', topic: null, locale: 'de'})
    tick()
    await storage.conversations.rename(byCheck.id, untitled.id, 'Fièvre   de l’enfant')
    await storage.conversations.touch(headaches.id)

    // Messages of every status, red flags, error codes, models, NUL characters and emoji.
    const question = await storage.messages.add({conversationId: headaches.id, role: 'user', content: 'Worst headache of my life\u0000 🤯 and a stiff neck', status: 'complete', redFlags: ['thunderclap_headache', 'meningitis']})
    // Two in the same millisecond: the copy must keep their order.
    await storage.messages.add({conversationId: headaches.id, role: 'assistant', content: 'Call **112** now.', status: 'complete', model: 'llama3.2'})
    const sameMs = await storage.messages.add({conversationId: headaches.id, role: 'assistant', content: '', status: 'error', errorCode: 'model_unavailable', model: 'llama3.2'})
    tick()
    await storage.messages.add({conversationId: headaches.id, role: 'user', content: 'Nothing alarming, I think', status: 'complete', redFlags: []})
    await storage.messages.add({conversationId: headaches.id, role: 'assistant', content: 'Partial answ', status: 'incomplete', model: 'llama3.2'})
    tick()
    await storage.messages.add({conversationId: untitled.id, role: 'user', content: '\u0001hale-json\u0001 looks like the marker', status: 'complete'}) // unchecked: red flags null
    await storage.messages.add({conversationId: untitled.id, role: 'assistant', content: 'Je réfléchis…', status: 'streaming', model: 'mistral'})
    await storage.messages.add({conversationId: sleep.id, role: 'user', content: 'Ich kann nicht schlafen\u0000\u0000', status: 'complete', redFlags: []})
    tick()
    await storage.messages.update(sameMs.id, {errorCode: 'model_timeout'})

    // Attachments: an image (its text read by OCR) and a PDF (with text and page counts) sent, a text file left unsent.
    const image = await storage.attachments.add({
      sessionId: byCheck.id, kind: 'image', mime: 'image/png', name: 'rash.png', width: 40, height: 30,
      text: 'Potassium 6.8 mmol/L', textTruncated: false, textSource: 'ocr', unsureWords: [{line: 0, text: '6.8', confidence: 41.5}],
      pages: null, pagesRead: null, data: new Uint8Array(await png()),
    })
    const report = await storage.attachments.add({
      sessionId: byCheck.id, kind: 'pdf', mime: 'application/pdf', name: 'lab-report.pdf', width: null, height: null,
      text: 'Glucose 5.4 mmol/L\u0000Page 2 naïve 👩‍⚕️', textTruncated: true, pages: 3, pagesRead: 2,
      data: new Uint8Array(pdf([['Glucose 5.4 mmol/L'], ['Page 2'], []])),
    })
    const notes = await storage.attachments.add({
      sessionId: degraded.id, kind: 'text', mime: 'text/plain', name: 'notes.txt', width: null, height: null,
      text: 'slept 4h', textTruncated: false, pages: null, pagesRead: null, data: new Uint8Array(Buffer.from('slept 4h')),
    })
    expect(await storage.attachments.attach(byCheck.id, [image.id, report.id], question.id)).not.toBeNull()
    tick()

    // Shares: live forever, expiring, revoked, and already expired.
    const live = await storage.shares.create({sessionId: byCheck.id, conversationId: headaches.id, expiresAt: null})
    const expiring = await storage.shares.create({sessionId: byCheck.id, conversationId: headaches.id, expiresAt: time + 7 * 86_400_000})
    const revoked = await storage.shares.create({sessionId: byCheck.id, conversationId: untitled.id, expiresAt: null})
    await storage.shares.revoke(byCheck.id, revoked!.token)
    const expired = await storage.shares.create({sessionId: degraded.id, conversationId: sleep.id, expiresAt: time + 500})
    tick()
    expect([live, expiring, revoked, expired].every(Boolean)).toBe(true)

    return {
      dataDir,
      sessionIds: [byCheck.id, degraded.id, plain.id, unverified.id],
      conversations: [headaches, untitled, sleep].map((conversation) => ({sessionId: conversation.sessionId, id: conversation.id})),
      attachments: [image, report, notes].map((attachment) => ({sessionId: attachment.sessionId, id: attachment.id})),
      shareTokens: [live!.token, expiring!.token, revoked!.token, expired!.token],
      tokenHashes,
      rateKeys,
    }
  } finally {
    await storage.close()
  }
}

/** Everything the fixture holds, as the Storage interface reads it (read-only calls only). */
async function readBack(storage: Storage, fixture: Fixture) {
  const sessions = []
  for (const id of fixture.sessionIds) {
    sessions.push({
      session: await storage.sessions.get(id), method: await storage.limits.verificationMethod(id),
      conversations: await storage.conversations.list(id), unsent: await storage.attachments.listUnsent(id),
    })
  }
  const conversations = []
  for (const {sessionId, id} of fixture.conversations) {
    const messages = await storage.messages.list(id)
    conversations.push({
      conversation: await storage.conversations.get(sessionId, id), messages,
      attachments: Object.fromEntries(await storage.attachments.forMessages(messages.map((message) => message.id))),
      shares: await storage.shares.listLive(sessionId, id),
    })
  }
  const attachments = []
  for (const {sessionId, id} of fixture.attachments) attachments.push(await storage.attachments.data(sessionId, id))
  const shares = []
  for (const token of fixture.shareTokens) shares.push(await storage.shares.getLive(token))
  return {sessions, conversations, attachments, shares, unchecked: await storage.messages.listUnchecked(100)}
}

/** What the limits remember, by using them once more (they change state: call on both stores alike). */
async function useLimits(storage: Storage, fixture: Fixture) {
  const claims = []
  for (const hash of fixture.tokenHashes) claims.push(await storage.limits.claimToken(hash, 60_000))
  const hits = []
  for (const [scope, key] of fixture.rateKeys) hits.push(await storage.limits.hit(scope, key, 100, 60_000))
  // One of two slots is taken by the copied lease.
  const slots = [await storage.limits.acquireStream(fixture.sessionIds[0]!, 2, 60_000), await storage.limits.acquireStream(fixture.sessionIds[0]!, 2, 60_000)]
  return {claims, hits, slots: slots.map((slot) => slot !== null)}
}

/** Every row of every table of the SQLite file (bytes as hex), and its schema version, read without writing. */
function dumpSqlite(dataDir: string): unknown {
  const db = new Database(path.join(dataDir, 'hale.sqlite'), {readonly: true, fileMustExist: true})
  try {
    const dump: Record<string, unknown> = {userVersion: db.pragma('user_version', {simple: true})}
    for (const table of [...TABLES, 'schema_migrations']) {
      dump[table] = db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()
        .map((row) => Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('hex') : value])))
    }
    return dump
  } finally {
    db.close()
  }
}

async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({connectionString: url})
  await client.connect()
  try {
    const result: Record<string, number> = {}
    for (const table of TABLES) result[table] = Number((await client.query<{count: string}>(`SELECT count(*) AS count FROM ${table}`)).rows[0]!.count)
    return result
  } finally {
    await client.end()
  }
}

async function sql(url: string, statement: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({connectionString: url})
  await client.connect()
  try {
    return (await client.query(statement, params)).rowCount ?? 0
  } finally {
    await client.end()
  }
}

/** The verification table's line for a table: name, SQLite rows, PostgreSQL rows, checksum. */
function verificationLine(stdout: string, table: string): string[] | undefined {
  return stdout.split('\n').map((line) => line.trim().split(/\s+/)).find((cells) => cells[0] === table && cells.length === 4)
}

describe('npm run migrate-to-postgres', () => {
  let fixture: Fixture
  let expectedCounts: Record<string, number>

  // A fresh one for each test: the first one changes it (the limits are used on both stores).
  beforeEach(async () => {
    fixture = await makeSqliteDatabase()
    expectedCounts = {
      sessions: 4, session_verifications: 2, used_tokens: 2, rate_limits: 3, stream_leases: 1,
      conversations: 3, messages: 8, attachments: 3, shares: 4,
    }
  })

  it('copies every record, prints the verification table, and the PostgreSQL store reads back exactly what the SQLite store does', async () => {
    const url = await cluster.createDatabase(`migrate_${++databases}`)
    const sqliteBefore = dumpSqlite(fixture.dataDir)
    const run = await runCommand(['--from', fixture.dataDir], {DATABASE_URL: url, DATABASE_POOL_SIZE: '2'}, 'npm')
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    for (const table of TABLES) {
      expect(run.stdout).toMatch(new RegExp(`^${table}: ${expectedCounts[table]} rows? in SQLite, ${expectedCounts[table]} copied, 0 already in PostgreSQL$`, 'm'))
      expect(verificationLine(run.stdout, table)).toEqual([table, String(expectedCounts[table]), String(expectedCounts[table]), 'match'])
    }
    expect(run.stdout).toMatch(/^table\s+SQLite\s+PostgreSQL\s+checksum$/m)
    expect(run.stdout).toContain(`PostgreSQL database migrate_${databases} on 127.0.0.1:${cluster.port}`)
    expect(run.stdout).toContain('Done: 30 rows in 9 tables, every count and checksum matches.')
    expect(await counts(url)).toEqual(expectedCounts)
    // Nothing written to the SQLite database (already at the latest schema), no -wal or -shm left behind.
    expect(fs.readdirSync(fixture.dataDir)).toEqual(['hale.sqlite'])
    expect(dumpSqlite(fixture.dataDir)).toEqual(sqliteBefore)

    let time = start + 3_600_000
    const sqlite = openSqliteStore({dataDir: fixture.dataDir, now: () => time})
    const postgres = await openPostgresStore({url, poolSize: 2, now: () => time})
    try {
      const fromSqlite = await readBack(sqlite, fixture)
      const fromPostgres = await readBack(postgres, fixture)
      expect(fromPostgres).toEqual(fromSqlite)
      // The fixture is what it claims to be: the comparison covers every kind of record.
      expect(fromSqlite.sessions.map((entry) => entry.method)).toEqual(['hcaptcha', 'degraded', 'hcaptcha', null])
      const messages = fromSqlite.conversations.flatMap((entry) => entry.messages)
      expect(new Set(messages.map((message) => message.status))).toEqual(new Set(['complete', 'incomplete', 'error', 'streaming']))
      expect(messages[0]!.content).toBe('Worst headache of my life\u0000 🤯 and a stiff neck')
      expect(messages.slice(1, 3).map((message) => message.status)).toEqual(['complete', 'error']) // same millisecond, insertion order
      expect(messages[1]!.createdAt).toBe(messages[2]!.createdAt)
      expect(fromSqlite.attachments.map((entry) => entry?.attachment.messageId === null)).toEqual([false, false, true])
      expect(fromSqlite.attachments[1]!.attachment.text).toContain('\u0000')
      expect(fromSqlite.attachments.map((entry) => entry?.attachment.unsureWords)).toEqual([[{line: 0, text: '6.8', confidence: 41.5}], null, null])
      expect(fromSqlite.shares.map(Boolean)).toEqual([true, true, false, false]) // live, expiring, revoked, expired
      expect(fromSqlite.unchecked).toHaveLength(1)
      // The limits go on counting where they were.
      time += 1000
      expect(await useLimits(postgres, fixture)).toEqual(await useLimits(sqlite, fixture))
      expect((await useLimits(postgres, fixture)).claims).toEqual([false, false])
      expect(await postgres.check()).toBe('ok')
    } finally {
      await sqlite.close()
      await postgres.close()
    }
  })

  it('can be run again: nothing is duplicated, and an interrupted copy is completed', async () => {
    const url = await cluster.createDatabase(`migrate_${++databases}`)
    expect((await runCommand(['--from', fixture.dataDir], {DATABASE_URL: url})).code).toBe(0)

    const again = await runCommand([`--from=${fixture.dataDir}`], {DATABASE_URL: url})
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/^messages: 8 rows in SQLite, 0 copied, 8 already in PostgreSQL$/m)
    expect(await counts(url)).toEqual(expectedCounts)

    // As if the first run had stopped part of the way: rows missing from several tables.
    await sql(url, "DELETE FROM conversations WHERE locale = 'fr'") // with its messages and share
    await sql(url, 'DELETE FROM attachments WHERE message_id IS NULL')
    await sql(url, "DELETE FROM rate_limits WHERE scope = 'sessions:ip'")
    await sql(url, 'DELETE FROM used_tokens WHERE token_hash = $1', ['b'.repeat(64)])
    const completed = await runCommand(['--from', fixture.dataDir], {DATABASE_URL: url})
    expect(completed.stderr).toBe('')
    expect(completed.code).toBe(0)
    expect(completed.stdout).toMatch(/^conversations: 3 rows in SQLite, 1 copied, 2 already in PostgreSQL$/m)
    expect(completed.stdout).toMatch(/^messages: 8 rows in SQLite, 2 copied, 6 already in PostgreSQL$/m)
    expect(completed.stdout).toMatch(/^attachments: 3 rows in SQLite, 1 copied, 2 already in PostgreSQL$/m)
    for (const table of TABLES) expect(verificationLine(completed.stdout, table)?.[3]).toBe('match')
    expect(await counts(url)).toEqual(expectedCounts)
  })

  it('refuses a database whose rows contradict SQLite, naming the table, and writes nothing', async () => {
    const url = await cluster.createDatabase(`migrate_${++databases}`)
    expect((await runCommand(['--from', fixture.dataDir], {DATABASE_URL: url})).code).toBe(0)
    await sql(url, "UPDATE messages SET content = 'Something else' WHERE status = 'incomplete'")
    await sql(url, "DELETE FROM shares WHERE expires_at IS NULL AND revoked_at IS NULL") // missing: fine on its own

    const refused = await runCommand(['--from', fixture.dataDir], {DATABASE_URL: url})
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Refusing to copy')
    expect(refused.stderr).toContain('messages (1 row differs)')
    expect(refused.stderr).not.toContain('shares')
    expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    expect((await counts(url)).shares).toBe(expectedCounts.shares! - 1) // nothing written

    // Rows SQLite does not have (Hale already ran on PostgreSQL) are refused as well.
    const other = await cluster.createDatabase(`migrate_${++databases}`)
    const storage = await openPostgresStore({url: other})
    await storage.sessions.create()
    await storage.close()
    const foreign = await runCommand(['--from', fixture.dataDir], {DATABASE_URL: other})
    expect(foreign.code).toBe(1)
    expect(foreign.stderr).toContain('sessions (1 row not in SQLite)')
    expect((await counts(other)).conversations).toBe(0)
  })

  it('stops with exit 1 naming the table when PostgreSQL refuses a row, keeping what was copied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-migrate-nul-'))
    temporaryDirs.push(dir)
    const sqlite = openSqliteStore({dataDir: dir, now: () => start})
    const session = await sqlite.sessions.create()
    // A topic is a known slug in Hale; the store itself takes any text, which PostgreSQL cannot hold with a NUL.
    await sqlite.conversations.create({sessionId: session.id, topic: 'bad\u0000topic', locale: 'en'})
    await sqlite.close()

    const url = await cluster.createDatabase(`migrate_${++databases}`)
    const run = await runCommand(['--from', dir], {DATABASE_URL: url})
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^Copying conversations stopped: .*\(22021: invalid byte sequence .*\)\. The rows copied before stay/)
    expect(run.stderr).toContain(`PostgreSQL database migrate_${databases} on 127.0.0.1:${cluster.port}`)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(await counts(url)).toMatchObject({sessions: 1, conversations: 0})
  })

  it('copies in batches: many rows, and attachments bigger together than one batch, in insertion order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-migrate-big-'))
    temporaryDirs.push(dir)
    const dataDir = path.join(dir, 'data')
    const time = start
    const sqlite = openSqliteStore({dataDir, now: () => time}) // one millisecond: only insertion order tells the rows apart
    const session = await sqlite.sessions.create({verified: true})
    const conversation = await sqlite.conversations.create({sessionId: session.id, title: 'Long', locale: 'en'})
    await sqlite.transaction(async () => {
      for (let index = 0; index < 1234; index++) {
        await sqlite.messages.add({conversationId: conversation.id, role: index % 2 ? 'assistant' : 'user', content: `message ${index}${index % 7 ? '' : '\u0000'}`, status: 'complete'})
      }
    })
    const megabytes = [3, 3, 3, 1, 5]
    for (const [index, size] of megabytes.entries()) {
      await sqlite.attachments.add({
        sessionId: session.id, kind: 'text', mime: 'text/plain', name: `file-${index}.txt`, width: null, height: null,
        text: `file ${index}`, textTruncated: false, pages: null, pagesRead: null, data: new Uint8Array(Buffer.alloc(size * 1024 * 1024, index + 1)),
      })
    }
    const expected = {messages: await sqlite.messages.list(conversation.id), unsent: await sqlite.attachments.listUnsent(session.id)}
    await sqlite.close()

    const url = await cluster.createDatabase(`migrate_${++databases}`)
    const run = await runCommand(['--from', dataDir], {DATABASE_URL: url})
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(verificationLine(run.stdout, 'messages')).toEqual(['messages', '1234', '1234', 'match'])
    expect(verificationLine(run.stdout, 'attachments')).toEqual(['attachments', '5', '5', 'match'])
    const postgres = await openPostgresStore({url, now: () => time})
    try {
      expect(await postgres.messages.list(conversation.id)).toEqual(expected.messages)
      expect(await postgres.attachments.listUnsent(session.id)).toEqual(expected.unsent)
      const data = await postgres.attachments.data(session.id, expected.unsent[4]!.id)
      expect(data?.data.equals(Buffer.alloc(5 * 1024 * 1024, 5))).toBe(true)
    } finally {
      await postgres.close()
    }
  })

  it('brings an older SQLite file up to date before copying it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-migrate-old-'))
    temporaryDirs.push(dir)
    const old = new Database(path.join(dir, 'hale.sqlite'))
    migrate(old, migrations.slice(0, 5), {file: 'hale.sqlite', now: () => start}) // before red flags
    old.prepare('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES (?, ?, ?, 1)').run('session_0000000000000A', start, start)
    old.prepare('INSERT INTO conversations (id, session_id, title, topic, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('conversation_000000000A', 'session_0000000000000A', 'Knee pain', 'joints', 'de', start, start)
    old.prepare('INSERT INTO messages (id, conversation_id, role, content, status, error_code, model, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('message_00000000000001', 'conversation_000000000A', 'user', 'My knee hurts', 'complete', null, null, start, start)
    old.close()

    const url = await cluster.createDatabase(`migrate_${++databases}`)
    const run = await runCommand(['--from', dir], {DATABASE_URL: url})
    expect(run.code).toBe(0)
    expect(verificationLine(run.stdout, 'messages')).toEqual(['messages', '1', '1', 'match'])
    const postgres = await openPostgresStore({url})
    try {
      expect(await postgres.messages.list('conversation_000000000A')).toMatchObject([{content: 'My knee hurts', redFlags: null}])
    } finally {
      await postgres.close()
    }
  })

  it('exits 2 with a one-line message on a bad DATABASE_URL, never showing the password', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{}, 'DATABASE_URL is not set'],
      [{DATABASE_URL: 'mysql://hale:s3cr3t@db.example/hale'}, 'Invalid DATABASE_URL: must start with postgres://'],
      [{DATABASE_URL: 'postgres://hale:s3cr3t@db.example:5432'}, 'Invalid DATABASE_URL: names no database'],
      [{DATABASE_URL: cluster.url('hale').replace(`:${cluster.port}/`, ':1/').replace('hale@', 'hale:s3cr3t@')},
        'Cannot use DATABASE_URL (PostgreSQL database hale on 127.0.0.1:1)'],
      [{DATABASE_URL: cluster.url('hale'), DATABASE_POOL_SIZE: 'many'}, 'Invalid DATABASE_POOL_SIZE'],
    ]
    for (const [env, message] of cases) {
      const run = await runCommand(['--from', fixture.dataDir], env)
      expect({code: run.code, stderr: run.stderr}).toEqual({code: 2, stderr: expect.stringContaining(message)})
      expect(run.stderr.trim().split('\n')).toHaveLength(1)
      expect(run.stdout + run.stderr).not.toContain('s3cr3t')
    }
  })

  it('exits 2 when --from names no folder or a folder without hale.sqlite, creating nothing', async () => {
    const url = cluster.url('postgres')
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-migrate-empty-'))
    temporaryDirs.push(empty)
    const missing = await runCommand(['--from', path.join(empty, 'nowhere')], {DATABASE_URL: url})
    expect(missing).toMatchObject({code: 2, stderr: expect.stringContaining('no such folder')})
    const noFile = await runCommand(['--from', empty], {DATABASE_URL: url})
    expect(noFile).toMatchObject({code: 2, stderr: expect.stringContaining(`No SQLite database at ${path.join(empty, 'hale.sqlite')}`)})
    expect(fs.readdirSync(empty)).toEqual([])
    expect(await runCommand(['--from'], {DATABASE_URL: url})).toMatchObject({code: 2, stderr: expect.stringContaining('--from needs a folder')})
    expect(await runCommand(['--to', 'x'], {DATABASE_URL: url})).toMatchObject({code: 2, stderr: expect.stringContaining('Unknown argument "--to"')})
  })

  it('prints its usage with --help', async () => {
    const help = await runCommand(['--help'], {})
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run migrate-to-postgres -- [--from <data folder>]')
    expect(help.stdout).toContain('DATABASE_URL')
  })
})
