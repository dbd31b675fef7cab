import Database from 'better-sqlite3'
import {buildSync} from 'esbuild'
import {spawn, spawnSync} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {assertMigrations, migrate, migrations, type Migration} from '../../server/storage/migrations'
import {withConversationCache} from '../../server/storage/conversation-cache'
import {openSqliteStore, toStorageError, type SqliteStoreOptions} from '../../server/storage/sqlite-store'
import {StorageError} from '../../server/storage/storage'
import {fill, smallFileSystem, type SmallFileSystem} from '../support/small-file-system'
import {runStorageContract} from './contract'

const root = path.resolve(__dirname, '../..')
const start = Date.UTC(2025, 0, 1)
const temporaryDirs: string[] = []

/** A fresh temporary directory, removed after all tests. */
function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-storage-'))
  temporaryDirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of temporaryDirs) {
    spawnSync('chmod', ['-R', 'u+rwX', dir]) // undo the read-only tests' modes
    fs.rmSync(dir, {recursive: true, force: true})
  }
})

/** A store in a fresh DATA_DIR (a `data` folder it must create), with a clock that only moves when told. */
function openTestStore(options: Partial<SqliteStoreOptions> = {}) {
  const dataDir = options.dataDir ?? path.join(temporaryDir(), 'data')
  let time = start
  const storage = openSqliteStore({dataDir, now: () => time, ...options})
  return {storage, dataDir, file: path.join(dataDir, options.fileName ?? 'hale.sqlite'), clock: {advance: (ms: number) => { time += ms }}}
}

/** The error a function throws (or null), for asserting on StorageError codes. */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
    return null
  } catch (error) {
    return error
  }
}

runStorageContract('SQLite', async () => {
  const {storage, clock, dataDir} = openTestStore()
  return {
    storage, clock,
    cleanup: async () => {
      await storage.close()
      fs.rmSync(path.dirname(dataDir), {recursive: true, force: true})
    },
  }
})

// What the server runs: the same store behind the conversation cache.
runStorageContract('SQLite behind the conversation cache', async () => {
  const {storage, clock, dataDir} = openTestStore()
  const cached = withConversationCache(storage)
  return {
    storage: cached, clock,
    cleanup: async () => {
      await cached.close()
      fs.rmSync(path.dirname(dataDir), {recursive: true, force: true})
    },
  }
})

describe('SQLite store', () => {
  describe('opening', () => {
    it('sets WAL, synchronous FULL, foreign keys and the busy timeout on its connection', async () => {
      const {storage} = openTestStore({busyTimeoutMs: 1234})
      expect(await storage.settings()).toEqual({journalMode: 'wal', synchronous: 2, foreignKeys: 1, busyTimeout: 1234})
      await storage.close()
    })

    it('creates DATA_DIR with mode 0700 and the database file with mode 0600', async () => {
      const {storage, dataDir, file} = openTestStore()
      await storage.sessions.create()
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600)
      await storage.close()
    })

    it('uses fileName inside DATA_DIR, and refuses a path for it', async () => {
      const {storage, file} = openTestStore({fileName: 'other.db'})
      expect(storage.file).toBe(file)
      expect(fs.existsSync(file)).toBe(true)
      await storage.close()
      expect(() => openSqliteStore({dataDir: temporaryDir(), fileName: '../escape.db'})).toThrow(TypeError)
    })
  })

  describe('migrations', () => {
    function appliedMigrations(file: string) {
      const db = new Database(file, {readonly: true})
      try {
        return {rows: db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all(), userVersion: db.pragma('user_version', {simple: true})}
      } finally {
        db.close()
      }
    }

    it('run once at the first open, are recorded, and do not run again at the next', async () => {
      const first = openTestStore()
      await first.storage.close()
      const expected = migrations.map((m) => ({version: m.version, name: m.name, applied_at: start}))
      expect(appliedMigrations(first.file)).toEqual({rows: expected, userVersion: migrations.at(-1)!.version})

      const again = openSqliteStore({dataDir: first.dataDir, now: () => start + 86_400_000})
      await again.close()
      expect(appliedMigrations(first.file).rows).toEqual(expected) // same rows, first timestamps
    })

    it('migrate applies only the pending migrations, in order, and returns their versions', () => {
      const db = new Database(':memory:')
      const list: Migration[] = [
        {version: 1, name: 'one', up: 'CREATE TABLE a (x INTEGER)'},
        {version: 2, name: 'two', up: 'ALTER TABLE a ADD COLUMN y INTEGER'},
      ]
      expect(migrate(db, list.slice(0, 1), {file: 'test.db', now: () => 1})).toEqual([1])
      expect(migrate(db, list, {file: 'test.db', now: () => 2})).toEqual([2])
      expect(migrate(db, list, {file: 'test.db', now: () => 3})).toEqual([])
      expect(db.prepare('SELECT version, applied_at FROM schema_migrations').all()).toEqual([{version: 1, applied_at: 1}, {version: 2, applied_at: 2}])
      db.close()
    })

    it('a failing migration rolls back the whole run', () => {
      const db = new Database(':memory:')
      const list: Migration[] = [
        {version: 1, name: 'one', up: 'CREATE TABLE a (x INTEGER)'},
        {version: 2, name: 'broken', up: 'CREATE TABLE b (x INTEGER); SELECT * FROM nowhere'},
      ]
      expect(() => migrate(db, list, {file: 'test.db', now: () => 1})).toThrow(/nowhere/)
      expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all()).toEqual([])
      db.close()
    })

    it('the list must be numbered 1, 2, 3…', () => {
      expect(() => assertMigrations(migrations)).not.toThrow()
      expect(() => assertMigrations([{version: 1, name: 'a', up: 'SELECT 1'}, {version: 3, name: 'b', up: 'SELECT 1'}])).toThrow(/version 2/)
      expect(() => assertMigrations([{version: 1, name: '', up: 'SELECT 1'}])).toThrow(/name/)
    })

    it('refuses a database whose schema is newer than this code, and leaves it as it was', async () => {
      const {storage, dataDir, file} = openTestStore()
      await storage.close()
      const future = migrations.at(-1)!.version + 1
      const raw = new Database(file)
      raw.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(future, 'from the future', start)
      raw.close()

      const error = thrown(() => openSqliteStore({dataDir}))
      expect(error).toBeInstanceOf(StorageError)
      expect(error).toMatchObject({code: 'unavailable', message: expect.stringContaining(`version ${future}, newer than this version of Hale knows`)})
      expect((error as Error).message).toContain(file)
      expect(appliedMigrations(file).rows).toHaveLength(migrations.length + 1)
    })

    it('refuses to write into a database that Hale did not create', () => {
      const dataDir = temporaryDir()
      const raw = new Database(path.join(dataDir, 'hale.sqlite'))
      raw.exec('CREATE TABLE invoices (id INTEGER)')
      raw.close()
      expect(thrown(() => openSqliteStore({dataDir}))).toMatchObject({name: 'StorageError', code: 'unavailable', message: expect.stringContaining('is not a Hale database')})
    })
  })

  describe('damaged databases', () => {
    it('a file of random bytes is corrupt at open, and left untouched', () => {
      const dataDir = temporaryDir()
      const file = path.join(dataDir, 'hale.sqlite')
      const garbage = randomBytes(16_384)
      fs.writeFileSync(file, garbage)

      const error = thrown(() => openSqliteStore({dataDir}))
      expect(error).toBeInstanceOf(StorageError)
      expect(error).toMatchObject({code: 'corrupt', message: expect.stringContaining(file)})
      expect(fs.readFileSync(file).equals(garbage)).toBe(true)
      expect(fs.readdirSync(dataDir)).toEqual(['hale.sqlite'])
    })

    it('a database whose schema page is damaged is corrupt at open, and left untouched', async () => {
      const {storage, dataDir, file} = openTestStore()
      await storage.sessions.create()
      await storage.close()
      const bytes = fs.readFileSync(file)
      randomBytes(bytes.length - 100).copy(bytes, 100, 0, 4096 - 100) // page 1 after the 100-byte header
      fs.writeFileSync(file, bytes)

      expect(thrown(() => openSqliteStore({dataDir}))).toMatchObject({name: 'StorageError', code: 'corrupt'})
      expect(fs.readFileSync(file).equals(bytes)).toBe(true)
    })
  })

  const small = smallFileSystem(2)
  ;('skip' in small ? describe.skip : describe)('a full disk', () => {
    if ('skip' in small) console.warn(`Skipping the full-disk store tests: ${small.skip}`)
    afterAll(() => { if (!('skip' in small)) small.unmount() })

    it('a write that returns its row rejects with full when its commit fails, and returns nothing it did not save', async () => {
      const disk = small as SmallFileSystem
      const {storage, file} = openTestStore({dataDir: path.join(disk.dir, 'data')})
      const session = await storage.sessions.create()
      const conversation = await storage.conversations.create({sessionId: session.id, locale: 'en'})
      const message = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Part', status: 'streaming'})
      await storage.limits.hit('test:ip', 'key', 10, 60_000)
      // After a checkpoint every write needs new room in the log.
      const other = new Database(file)
      other.pragma('wal_checkpoint(TRUNCATE)')
      other.close()
      const filler = fill(disk.dir)
      try {
        await expect(storage.conversations.rename(session.id, conversation.id, 'Renamed')).rejects.toMatchObject({code: 'full'})
        await expect(storage.messages.update(message.id, {content: 'Part and the rest', status: 'complete'})).rejects.toMatchObject({code: 'full'})
        await expect(storage.limits.hit('test:ip', 'key', 10, 60_000)).rejects.toMatchObject({code: 'full'})
      } finally {
        fs.rmSync(filler)
      }
      expect(await storage.conversations.get(session.id, conversation.id)).toMatchObject({title: ''})
      expect(await storage.messages.get(message.id)).toMatchObject({content: 'Part', status: 'streaming'})
      expect(await storage.limits.hit('test:ip', 'key', 10, 60_000)).toMatchObject({count: 2})
      await storage.close()
    })
  })

  describe('locks', () => {
    it('a write waits busy_timeout for another connection\'s write lock, then fails with locked', async () => {
      const {storage, file} = openTestStore({busyTimeoutMs: 100})
      const session = await storage.sessions.create()
      const other = new Database(file)
      other.exec('BEGIN EXCLUSIVE')
      try {
        const started = Date.now()
        const error = await storage.sessions.create().catch((e: unknown) => e)
        expect(Date.now() - started).toBeGreaterThanOrEqual(90)
        expect(error).toBeInstanceOf(StorageError)
        expect(error).toMatchObject({code: 'locked', message: expect.stringContaining(`${file} is locked by another connection (still locked after 100 ms)`)})
        expect(await storage.sessions.get(session.id)).toEqual(session) // WAL: reads go on
        await expect(storage.transaction(async () => storage.sessions.create())).rejects.toMatchObject({code: 'locked'})
      } finally {
        other.exec('ROLLBACK')
        other.close()
      }
      // The lock is gone: writes and transactions work again.
      const later = await storage.transaction(() => storage.sessions.create())
      expect(await storage.sessions.get(later.id)).toEqual(later)
      await storage.close()
    })

    it('opening while another connection holds the write lock fails with locked', async () => {
      const {storage, dataDir, file} = openTestStore()
      await storage.close()
      const other = new Database(file)
      other.exec('BEGIN EXCLUSIVE')
      try {
        expect(thrown(() => openSqliteStore({dataDir, busyTimeoutMs: 50}))).toMatchObject({name: 'StorageError', code: 'locked'})
      } finally {
        other.exec('ROLLBACK')
        other.close()
      }
    })
  })

  describe('transactions on the one connection', () => {
    it('run one at a time: concurrent read-modify-write transactions lose no update', async () => {
      const {storage} = openTestStore()
      const session = await storage.sessions.create()
      const conversation = await storage.conversations.create({sessionId: session.id, title: '', locale: 'en'})
      const appendX = () => storage.transaction(async () => {
        const current = await storage.conversations.get(session.id, conversation.id)
        await new Promise((resolve) => setTimeout(resolve, 5))
        await storage.conversations.rename(session.id, conversation.id, `${current!.title}x`)
      })
      await Promise.all(Array.from({length: 10}, appendX))
      expect((await storage.conversations.get(session.id, conversation.id))?.title).toBe('x'.repeat(10))
      await storage.close()
    })

    it('a synchronous throw in fn rolls back too', async () => {
      const {storage} = openTestStore()
      const failure = new Error('sync')
      await expect(storage.transaction(() => { throw failure })).rejects.toBe(failure)
      const session = await storage.transaction(() => storage.sessions.create())
      expect(await storage.sessions.get(session.id)).toEqual(session)
      await storage.close()
    })

    it('close waits for the running transaction, which may still finish its work', async () => {
      const {storage, dataDir} = openTestStore()
      let proceed!: () => void
      const gate = new Promise<void>((resolve) => { proceed = resolve })
      let id = ''
      const running = storage.transaction(async () => {
        await gate
        id = (await storage.sessions.create()).id
      })
      await new Promise((resolve) => setImmediate(resolve))
      const closed = storage.close()
      await expect(storage.sessions.create()).rejects.toMatchObject({code: 'unavailable'})
      proceed()
      await running
      await closed
      const reopened = openSqliteStore({dataDir})
      expect(await reopened.sessions.get(id)).not.toBeNull()
      await reopened.close()
    })
  })

  describe('error mapping', () => {
    const file = '/data/hale.sqlite'

    function sqliteError(setup: (db: Database.Database) => void): unknown {
      const db = new Database(':memory:')
      try {
        return thrown(() => setup(db))
      } finally {
        db.close()
      }
    }

    it.each([
      ['SQLITE_FULL (max_page_count reached)', 'full', (db: Database.Database) => {
        db.exec('CREATE TABLE t (x TEXT)')
        db.pragma('max_page_count = 3')
        db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000))
      }],
      ['SQLITE_CONSTRAINT_FOREIGNKEY', 'constraint', (db: Database.Database) => {
        db.pragma('foreign_keys = ON')
        db.exec('CREATE TABLE p (id TEXT PRIMARY KEY); CREATE TABLE c (p TEXT REFERENCES p (id))')
        db.prepare('INSERT INTO c VALUES (?)').run('missing')
      }],
      ['SQLITE_READONLY (query_only)', 'read_only', (db: Database.Database) => {
        db.exec('CREATE TABLE t (x)')
        db.pragma('query_only = ON')
        db.exec('INSERT INTO t VALUES (1)')
      }],
      ['SQLITE_ERROR (a bug, not the database)', 'unavailable', (db: Database.Database) => {
        db.exec('SELECT * FROM nowhere')
      }],
    ] as const)('%s → %s', (_label, code, setup) => {
      const error = sqliteError(setup)
      expect(error).toMatchObject({name: 'SqliteError', code: expect.stringMatching(/^SQLITE_/)}) // not instanceof: see sqliteCode
      const mapped = toStorageError(error, file, 100)
      expect(mapped).toBeInstanceOf(StorageError)
      expect(mapped).toMatchObject({code, cause: error, message: expect.stringContaining(file)})
    })

    it.each([
      ['ENOSPC', 'full'], ['EACCES', 'read_only'], ['EROFS', 'read_only'], ['EIO', 'unavailable'],
    ] as const)('file-system %s → %s', (errno, code) => {
      const error = Object.assign(new Error(`${errno}: something`), {code: errno})
      expect(toStorageError(error, file, 100)).toMatchObject({name: 'StorageError', code})
    })

    it('leaves programming errors and StorageErrors alone', () => {
      const bug = new TypeError('undefined is not a function')
      expect(toStorageError(bug, file, 100)).toBe(bug)
      const storageError = new StorageError('locked', 'x')
      expect(toStorageError(storageError, file, 100)).toBe(storageError)
    })
  })
})

describe('SQLite store in another process', () => {
  const cacheDir = path.join(root, 'node_modules/.cache/hale')
  let bundle = ''

  beforeAll(() => {
    // The children are plain Node: bundle the TypeScript store for them, inside the project so
    // that `better-sqlite3` resolves from node_modules.
    fs.mkdirSync(cacheDir, {recursive: true})
    bundle = path.join(cacheDir, `sqlite-store-test-${process.pid}.mjs`)
    buildSync({entryPoints: [path.join(root, 'server/storage/sqlite-store.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', outfile: bundle, logLevel: 'error'})
    fs.chmodSync(bundle, 0o644)
  })

  afterAll(() => {
    fs.rmSync(bundle, {force: true})
  })

  // The read-only cases run a child as uid 65534, which must be able to read this checkout; a
  // clone inside a private (0700) folder is not readable to it, so those cases are skipped there.
  const readableByNobody = process.getuid?.() !== 0 || require('node:child_process').spawnSync(process.execPath,
    ['-e', `require('fs').accessSync(${JSON.stringify(__filename)})`], {uid: 65534, gid: 65534}).status === 0
  ;(readableByNobody ? describe : describe.skip)('read-only databases', () => {
    // Root ignores file modes, so as root the child runs as `nobody` (uid 65534), which owns the
    // files: only their modes stand between it and a write. A control run proves it can write.
    const asRoot = process.getuid?.() === 0
    const user = asRoot ? {uid: 65534, gid: 65534} : {}
    const who = asRoot ? 'as uid 65534, since root ignores file modes' : 'as the current user'

    function openInChild(dataDir: string): {ok: boolean; name?: string; code?: string; message?: string} {
      const result = spawnSync(process.execPath, [path.join(__dirname, 'open-child.mjs'), bundle, dataDir], {...user, cwd: root, encoding: 'utf8', timeout: 15_000})
      if (result.status !== 0) throw new Error(`open-child failed (${result.status}): ${result.stderr}`)
      return JSON.parse(result.stdout) as {ok: boolean}
    }

    /** DATA_DIR holding a database created by the child's user, and that user's own way into it. */
    function childOwnedStore(): {dataDir: string; file: string} {
      const top = temporaryDir()
      fs.chmodSync(top, 0o755)
      const dataDir = path.join(top, 'data')
      fs.mkdirSync(dataDir, {mode: 0o700})
      if (asRoot) fs.chownSync(dataDir, 65534, 65534)
      expect(openInChild(dataDir)).toEqual({ok: true}) // the control run: this user can create and write it
      return {dataDir, file: path.join(dataDir, 'hale.sqlite')}
    }

    it(`a database file with mode 0444 fails at open with read_only, untouched (${who})`, () => {
      const {dataDir, file} = childOwnedStore()
      fs.chmodSync(file, 0o444)
      const before = fs.readFileSync(file)
      expect(openInChild(dataDir)).toMatchObject({ok: false, name: 'StorageError', code: 'read_only', message: expect.stringContaining(file)})
      expect(fs.readFileSync(file).equals(before)).toBe(true)
    })

    it(`a DATA_DIR with mode 0555 fails at open with read_only, untouched (${who})`, () => {
      const {dataDir, file} = childOwnedStore()
      fs.chmodSync(dataDir, 0o555)
      const before = fs.readFileSync(file)
      expect(openInChild(dataDir)).toMatchObject({ok: false, name: 'StorageError', code: 'read_only'})
      expect(fs.readFileSync(file).equals(before)).toBe(true)
    })

    it(`a DATA_DIR that cannot be created fails with read_only (${who})`, () => {
      const {dataDir} = childOwnedStore()
      fs.chmodSync(dataDir, 0o555)
      expect(openInChild(path.join(dataDir, 'nested'))).toMatchObject({ok: false, name: 'StorageError', code: 'read_only'})
    })
  })

  it('kill -9 loses no acknowledged write, and the database stays intact', async () => {
    const dataDir = path.join(temporaryDir(), 'data')
    const child = spawn(process.execPath, [path.join(__dirname, 'kill-child.mjs'), bundle, dataDir, '100000'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    const killAfter = 1500
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('close', (_code, signal) => resolve(signal))
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (child.exitCode === null && child.signalCode === null && stdout.split('\nack ').length > killAfter) child.kill('SIGKILL')
    })
    const signal = await exited
    expect({signal, stderr}).toEqual({signal: 'SIGKILL', stderr: ''})

    const lines = stdout.split('\n').slice(0, -1) // the last piece may be a half-written line
    const conversationId = lines[0]!.replace(/^conversation /, '')
    const acknowledged = lines.filter((line) => line.startsWith('ack ')).map((line) => line.slice(4))
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter)
    expect(lines).not.toContain('done')

    const storage = openSqliteStore({dataDir})
    try {
      expect(await storage.check()).toBe('ok')
      const stored = new Set((await storage.messages.list(conversationId)).map((m) => m.id))
      const missing = acknowledged.filter((id) => !stored.has(id))
      expect(missing).toEqual([])
      console.info(`kill -9: ${acknowledged.length} writes acknowledged, ${stored.size} found after reopening, ${missing.length} missing`)
    } finally {
      await storage.close()
    }
  })
})
