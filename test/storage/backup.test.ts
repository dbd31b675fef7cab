/**
 * `npm run backup` and `npm run restore` (server/storage/sqlite-backup.ts) against a real Hale
 * process: a backup taken while visitors keep writing, then restored into the stopped Hale and
 * compared, and the refusals that keep an operator from losing data.
 */
import Database from 'better-sqlite3'
import {execFile} from 'node:child_process'
import {copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {checkBackup} from '../../server/storage/sqlite-backup'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {jsonRequest, streamRequest} from '../http/support'

interface Run { code: number; stdout: string; stderr: string }

/** The command as `npm run backup|restore -- …` runs it, from a folder without `.env` files. */
function run(command: 'backup' | 'restore', args: readonly string[], env: Record<string, string>): Promise<Run> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'hale-backup-cwd-'))
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'server/framework/run-command.mjs'), path.join(ROOT, `server/storage/${command}-command.ts`), ...args],
      {cwd, env: {PATH: process.env.PATH ?? '', ...env}}, (error, stdout, stderr) => {
        rmSync(cwd, {recursive: true, force: true})
        resolve({code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr})
      })
  })
}

/** Every row of every table, in key order: what two copies of a database must agree on. */
function dump(file: string): Record<string, unknown[]> {
  const db = new Database(file, {readonly: true})
  try {
    const tables = db.prepare<[], {name: string}>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all()
    return Object.fromEntries(tables.map(({name}) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]))
  } finally {
    db.close()
  }
}

const ids = (file: string, table: string): string[] => {
  const db = new Database(file, {readonly: true})
  try { return db.prepare<[], {id: string}>(`SELECT id FROM ${table} ORDER BY id`).all().map((row) => row.id) } finally { db.close() }
}

describe('backup while Hale serves, then restore', () => {
  let fake: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  let backups: string
  let env: Record<string, string>

  beforeAll(async () => {
    fake = await startFakeModelServer()
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-backup-data-'))
    backups = mkdtempSync(path.join(tmpdir(), 'hale-backups-'))
    env = {
      DATA_DIR: dataDir, LLM_BASE_URL: fake.url, HCAPTCHA: 'off',
      RATE_LIMIT_CONVERSATIONS: 'off', RATE_LIMIT_CONVERSATIONS_IP: 'off', RATE_LIMIT_MESSAGES: 'off', RATE_LIMIT_MESSAGES_IP: 'off',
    }
    hale = await startServer(path.join(ROOT, 'dist'), env)
  })

  afterAll(async () => {
    await hale?.stop()
    await fake?.close()
    for (const folder of [dataDir, backups]) if (folder) rmSync(folder, {recursive: true, force: true})
  })

  it('copies one moment of the database while answers are written, and restores it into the stopped Hale exactly', async () => {
    const first = await jsonRequest(hale.origin, 'POST', '/api/conversations', {body: {}})
    const cookie = String(first.headers['set-cookie']![0]).split(';')[0]!
    const written: string[] = [first.json.id]
    let writing = true
    // Two visitors' worth of writes: a conversation, a question, a streamed answer, again and again.
    const writer = async () => {
      while (writing) {
        const created = await jsonRequest(hale.origin, 'POST', '/api/conversations', {cookie, body: {}})
        expect(created.status).toBe(201)
        const stream = streamRequest(hale.origin, `/api/conversations/${created.json.id}/messages`, {cookie, body: {content: 'How much sleep does an adult need?'}})
        await stream.next('done')
        written.push(created.json.id)
      }
    }
    const writers = [writer(), writer()]
    while (written.length < 6) await new Promise((resolve) => setTimeout(resolve, 20))
    const before = [...written]

    const backup = await run('backup', [backups], env)
    const afterBackup = written.length
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    while (written.length < afterBackup + 3) await new Promise((resolve) => setTimeout(resolve, 20))
    writing = false
    await Promise.all(writers)

    const [name] = readdirSync(backups)
    const file = path.join(backups, name!)
    expect(name).toMatch(/^hale-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite$/)
    expect(backup.stdout).toContain(`to ${file}:`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(checkBackup(file).rows.conversations).toBeGreaterThanOrEqual(before.length)
    // One moment: everything written before it began, nothing written after it ended, no message
    // without its conversation.
    const inBackup = ids(file, 'conversations')
    expect(before.filter((id) => !inBackup.includes(id))).toEqual([])
    expect(written.slice(afterBackup).filter((id) => inBackup.includes(id))).toEqual([])
    const copy = new Database(file, {readonly: true})
    expect(copy.pragma('foreign_key_check')).toEqual([])
    expect(copy.pragma('journal_mode', {simple: true})).toBe('delete')
    copy.close()
    const live = path.join(dataDir, 'hale.sqlite')

    // Not while Hale runs: refused, and the live database untouched.
    const refused = await run('restore', [file], env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('stop Hale')
    await hale.stop()
    expect(ids(live, 'conversations')).toHaveLength(written.length)

    const restored = await run('restore', [file], env)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(dump(live)).toEqual(dump(file))
    const kept = readdirSync(dataDir).filter((entry) => entry.startsWith('hale.sqlite.before-restore-'))
    expect(kept).toHaveLength(1)
    expect(ids(path.join(dataDir, kept[0]!), 'conversations')).toHaveLength(written.length)
    expect(restored.stdout).toContain(`kept as ${path.join(dataDir, kept[0]!)}`)

    // Hale starts on the restored database and its visitor finds the conversations of that moment.
    hale = await startServer(path.join(ROOT, 'dist'), env)
    const listed = await jsonRequest(hale.origin, 'GET', '/api/conversations', {cookie})
    expect(listed.status).toBe(200)
    expect(listed.json.conversations.map((conversation: {id: string}) => conversation.id).sort()).toEqual(inBackup)
  })

  it('refuses to overwrite a file, and leaves no partial file when it cannot write', async () => {
    const existing = path.join(backups, 'taken.sqlite')
    writeFileSync(existing, 'something the operator keeps')
    const result = await run('backup', [existing], env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('exists already')
    const missing = await run('backup', [path.join(backups, 'no-such-folder', 'b.sqlite')], env)
    expect(missing.code).toBe(1)
    expect(readdirSync(backups).filter((entry) => entry.includes('partial'))).toEqual([])
  })

  it('refuses a damaged backup, a file that is not a database and one that is not Hale\'s, changing nothing', async () => {
    const [good] = readdirSync(backups).filter((entry) => entry.startsWith('hale-'))
    const damaged = path.join(backups, 'damaged.sqlite')
    copyFileSync(path.join(backups, good!), damaged)
    const db = new Database(damaged)
    const page = db.pragma('page_size', {simple: true}) as number
    db.close()
    // Overwrite the second page (a table's b-tree) with noise.
    const bytes = require('node:fs').readFileSync(damaged) as Buffer
    bytes.fill(0x5a, page, page * 2)
    writeFileSync(damaged, bytes)
    const text = path.join(backups, 'notes.txt')
    writeFileSync(text, 'not a database at all, just words\n'.repeat(200))
    const other = path.join(backups, 'other.sqlite')
    const otherDb = new Database(other)
    otherDb.exec('CREATE TABLE recipes (name TEXT)')
    otherDb.close()

    await hale.stop()
    const live = path.join(dataDir, 'hale.sqlite')
    const before = dump(live)
    for (const [file, message] of [[damaged, 'damaged'], [text, 'not a SQLite database'], [other, 'not a backup of Hale']] as const) {
      const result = await run('restore', [file], env)
      expect([file, result.code, result.stderr]).toEqual([file, 1, expect.stringContaining(message)])
    }
    expect(dump(live)).toEqual(before)
    expect(readdirSync(dataDir).filter((entry) => entry.startsWith('hale.sqlite.before-restore-'))).toHaveLength(1)
  })

  it('sends PostgreSQL users to pg_dump and pg_restore, and explains its command line', async () => {
    const withPostgres = {...env, DATABASE_URL: 'postgres://hale:secret@127.0.0.1:5432/hale'}
    const backup = await run('backup', [backups], withPostgres)
    expect([backup.code, backup.stderr]).toEqual([2, expect.stringContaining('pg_dump')])
    const restore = await run('restore', [path.join(backups, 'x.sqlite')], withPostgres)
    expect([restore.code, restore.stderr]).toEqual([2, expect.stringContaining('pg_restore')])
    expect(backup.stderr + restore.stderr).not.toContain('secret')
    const bare = await run('backup', [], env)
    expect([bare.code, bare.stderr]).toEqual([2, expect.stringContaining('npm run backup --')])
    const nothing = await run('backup', [backups], {...env, DATA_DIR: path.join(backups, 'empty')})
    expect([nothing.code, nothing.stderr]).toEqual([1, expect.stringContaining('no database to back up')])
    expect(existsSync(path.join(backups, 'empty'))).toBe(false)
  })
})
