/**
 * The embedded Storage backend: one SQLite file in DATA_DIR, one connection (the one writer).
 *
 * WAL with `synchronous = FULL`, so a write is on disk when its promise resolves; foreign keys
 * on, so deletes cascade; `busy_timeout`, so a lock held by another process is waited for, then
 * reported as `locked`. Every query is a prepared, parameterised statement.
 *
 * better-sqlite3 is synchronous, so each operation runs whole in one turn of the event loop.
 * Transactions are the exception, as `fn` awaits: see `transaction` below.
 */
import Database from 'better-sqlite3'
import {AsyncLocalStorage} from 'node:async_hooks'
import fs from 'node:fs'
import path from 'node:path'
import {conversationColumns, encodeFlags, messageColumns, toConversation, toMessage, type ConversationRow, type MessageRow} from './rows'
import {migrate, migrations} from './migrations'
import {writeReturning, type SqliteContext} from './sqlite-context'
import {sqliteAttachments} from './sqlite-attachments'
import {sqliteLimits} from './sqlite-limits'
import {sqliteShares} from './sqlite-shares'
import {
  createId, normalizeListLimit, normalizeTitle, StorageError,
  type Conversation, type ListConversationsOptions, type Message, type MessageRole, type MessageStatus,
  type ErasedCounts, type Session, type Storage, type StorageErrorCode, type UncheckedMessage,
} from './storage'

export interface SqliteStoreOptions {
  /** Directory of the database file; created with mode 0700 when missing. */
  dataDir: string
  /** A plain file name inside `dataDir`. Default `hale.sqlite`. */
  fileName?: string
  /** The clock for timestamps, in ms since the epoch. Default `Date.now`. */
  now?: () => number
  /** How long a statement waits for another connection's lock before failing with `locked`. Default 5000. */
  busyTimeoutMs?: number
}

const defaults = {fileName: 'hale.sqlite', now: Date.now, busyTimeoutMs: 5000}

/**
 * Open (creating when missing) and migrate the database. Throws a StorageError when it cannot be
 * used: `corrupt` (not a database, or damaged: the file is left untouched), `read_only`,
 * `locked`, `full`, or `unavailable` (for example a schema newer than this code).
 */
export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  return new SqliteStore(validateOptions(options))
}

function validateOptions(options: SqliteStoreOptions): Required<SqliteStoreOptions> {
  const merged = {...defaults, ...options}
  if (typeof merged.dataDir !== 'string' || merged.dataDir === '') throw new TypeError('Expected `dataDir` to be a non-empty path')
  if (typeof merged.fileName !== 'string' || merged.fileName === '' || path.basename(merged.fileName) !== merged.fileName || merged.fileName.startsWith('.')) {
    throw new TypeError(`Expected \`fileName\` to be a plain file name, got ${JSON.stringify(merged.fileName)}`)
  }
  if (typeof merged.now !== 'function') throw new TypeError('Expected `now` to be a function')
  if (!Number.isInteger(merged.busyTimeoutMs) || merged.busyTimeoutMs < 0) {
    throw new TypeError(`Expected \`busyTimeoutMs\` to be a non-negative integer, got ${String(merged.busyTimeoutMs)}`)
  }
  return merged
}

interface SessionRow { id: string; created_at: number; last_seen_at: number; verified: number }

const sessionColumns = 'id, created_at, last_seen_at, verified'

/** The transaction open on the connection, and the promise that settles when it ends. */
interface OpenTransaction {
  readonly ended: Promise<void>
  savepoints: number
}

export class SqliteStore implements Storage {
  readonly file: string
  readonly sessions: Storage['sessions']
  readonly conversations: Storage['conversations']
  readonly messages: Storage['messages']
  readonly limits: Storage['limits']
  readonly attachments: Storage['attachments']
  readonly shares: Storage['shares']

  readonly #db: Database.Database
  readonly #now: () => number
  readonly #busyTimeoutMs: number
  readonly #statements: ReturnType<typeof prepareStatements>
  /** Which transaction the running code belongs to (it follows `await`s). */
  readonly #context = new AsyncLocalStorage<OpenTransaction>()
  #transaction: OpenTransaction | null = null
  /** Settles when every transaction started so far has ended: the next one waits for it. */
  #queue: Promise<void> = Promise.resolve()
  #state: 'open' | 'closing' | 'closed' = 'open'
  #closed: Promise<void> | null = null

  constructor(options: Required<SqliteStoreOptions>) {
    this.file = path.resolve(options.dataDir, options.fileName)
    this.#now = options.now
    this.#busyTimeoutMs = options.busyTimeoutMs
    this.#db = this.#open(options.dataDir)
    this.#statements = prepareStatements(this.#db)
    this.sessions = this.#sessions()
    this.conversations = this.#conversations()
    this.messages = this.#messages()
    const context: SqliteContext = {
      file: this.file,
      now: () => this.#now(),
      run: (work) => this.#run(() => work(this.#db)),
      db: this.#db,
    }
    this.limits = sqliteLimits(context)
    this.attachments = sqliteAttachments(context)
    this.shares = sqliteShares(context)
  }

  /** The connection's settings, as SQLite reports them (for tests and diagnostics). */
  async settings(): Promise<{journalMode: string; synchronous: number; foreignKeys: number; busyTimeout: number}> {
    return this.#run(() => ({
      journalMode: this.#db.pragma('journal_mode', {simple: true}) as string,
      synchronous: this.#db.pragma('synchronous', {simple: true}) as number,
      foreignKeys: this.#db.pragma('foreign_keys', {simple: true}) as number,
      busyTimeout: this.#db.pragma('busy_timeout', {simple: true}) as number,
    }))
  }

  #open(dataDir: string): Database.Database {
    try {
      fs.mkdirSync(dataDir, {recursive: true, mode: 0o700})
    } catch (error) {
      throw toStorageError(error, this.file, this.#busyTimeoutMs)
    }
    try {
      // Create the file ourselves so that it is private (SQLite would use 0644); its -wal and
      // -shm files inherit the mode. An existing file is never truncated or replaced.
      fs.closeSync(fs.openSync(this.file, 'wx', 0o600))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw toStorageError(error, this.file, this.#busyTimeoutMs)
    }
    let db: Database.Database | undefined
    try {
      db = new Database(this.file, {fileMustExist: true, timeout: this.#busyTimeoutMs})
      // Reading journal_mode is the first access to the file: a file that is not a database fails here, unwritten.
      const journalMode = db.pragma('journal_mode = WAL', {simple: true})
      if (journalMode !== 'wal') {
        throw new StorageError('unavailable', `${this.file} could not be switched to WAL mode (it is in ${String(journalMode)} mode); is DATA_DIR on a network file system?`)
      }
      db.pragma('synchronous = FULL')
      db.pragma('foreign_keys = ON')
      migrate(db, migrations, {file: this.file, now: this.#now})
      return db
    } catch (error) {
      db?.close()
      throw toStorageError(error, this.file, this.#busyTimeoutMs)
    }
  }

  /**
   * Run one synchronous unit of work. Inside the open transaction (or when none is open) it runs
   * at once; otherwise it waits for that transaction to end, so it neither lands in nor sees
   * another caller's uncommitted writes.
   */
  async #run<T>(work: () => T): Promise<T> {
    this.#assertUsable()
    for (;;) {
      const open = this.#transaction
      if (open === null) break
      if (this.#context.getStore() === open) {
        if (!this.#db.inTransaction) {
          throw new StorageError('unavailable', `The transaction on ${this.file} was rolled back by SQLite after an earlier error`)
        }
        break
      }
      await open.ended
      if (this.#state === 'closed') this.#assertUsable()
    }
    try {
      return work()
    } catch (error) {
      throw toStorageError(error, this.file, this.#busyTimeoutMs)
    }
  }

  #assertUsable(): void {
    if (this.#state === 'open') return
    const open = this.#transaction
    if (this.#state === 'closing' && open !== null && this.#context.getStore() === open) return // finishing its work
    throw new StorageError('unavailable', `${this.file} is closed`)
  }

  /**
   * BEGIN IMMEDIATE (so the write lock is taken up front: no deadlock between readers that
   * upgrade), await `fn`, COMMIT; ROLLBACK when `fn` rejects or COMMIT fails. Transactions are
   * queued, one at a time on the one connection; other work waits while one is open (see #run).
   * `fn` must not await work it started before the transaction, or it waits for itself.
   */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    this.#assertUsable()
    const open = this.#transaction
    if (open !== null && this.#context.getStore() === open) return this.#savepoint(open, fn)

    const previous = this.#queue
    let release!: () => void
    this.#queue = new Promise((resolve) => { release = resolve })
    await previous
    let end!: () => void
    const transaction: OpenTransaction = {ended: new Promise((resolve) => { end = resolve }), savepoints: 0}
    try {
      if (this.#state === 'closed') this.#assertUsable()
      this.#exec('BEGIN IMMEDIATE')
      this.#transaction = transaction
      let result: T
      try {
        result = await this.#context.run(transaction, fn)
      } catch (error) {
        this.#rollback()
        throw error
      }
      if (!this.#db.inTransaction) {
        throw new StorageError('unavailable', `The transaction on ${this.file} was rolled back by SQLite after an earlier error`)
      }
      try {
        this.#exec('COMMIT')
      } catch (error) {
        this.#rollback()
        throw error
      }
      return result
    } finally {
      this.#transaction = null
      end()
      release()
    }
  }

  /** A nested transaction: a savepoint inside the open one. Run nested calls one after another. */
  async #savepoint<T>(open: OpenTransaction, fn: () => Promise<T>): Promise<T> {
    const name = `hale_savepoint_${++open.savepoints}` // a counter, never input
    await this.#run(() => this.#db.exec(`SAVEPOINT ${name}`))
    let result: T
    try {
      result = await fn()
    } catch (error) {
      if (this.#db.inTransaction) {
        try {
          this.#db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`)
        } catch {
          // The outer transaction notices: SQLite has rolled it back, or its COMMIT will fail.
        }
      }
      throw error
    }
    await this.#run(() => this.#db.exec(`RELEASE ${name}`))
    return result
  }

  #exec(sql: string): void {
    try {
      this.#db.exec(sql)
    } catch (error) {
      throw toStorageError(error, this.file, this.#busyTimeoutMs)
    }
  }

  #rollback(): void {
    if (!this.#db.inTransaction) return
    try {
      this.#db.exec('ROLLBACK')
    } catch {
      // Nothing more to do: the original error is what the caller needs.
    }
  }

  async check(): Promise<string> {
    return this.#run(() => {
      const problems = (this.#db.pragma('integrity_check') as {integrity_check: string}[])
        .map((row) => row.integrity_check)
        .filter((line) => line !== 'ok')
      const orphans = this.#db.pragma('foreign_key_check') as {table: string; rowid: number; parent: string}[]
      for (const row of orphans) problems.push(`${row.table} row ${row.rowid} refers to a missing ${row.parent} row`)
      return problems.length === 0 ? 'ok' : problems.join('\n')
    })
  }

  async ping(): Promise<void> {
    await this.#run(() => this.#db.prepare('SELECT 1').get())
  }

  async close(): Promise<void> {
    if (this.#closed) return this.#closed
    this.#state = 'closing'
    this.#closed = (async () => {
      await this.#queue
      this.#state = 'closed'
      try {
        this.#db.close()
      } catch (error) {
        throw toStorageError(error, this.file, this.#busyTimeoutMs)
      }
    })()
    return this.#closed
  }

  #sessions(): Storage['sessions'] {
    const s = this.#statements
    return {
      create: (input = {}) => this.#run(() => {
        const now = this.#now()
        const session: Session = {id: createId(), createdAt: now, lastSeenAt: now, verified: input.verified === true}
        s.insertSession.run(session.id, now, now, session.verified ? 1 : 0)
        return session
      }),
      get: (id) => this.#run(() => {
        const row = s.getSession.get(id)
        return row ? toSession(row) : null
      }),
      touch: (id) => this.#run(() => { s.touchSession.run(this.#now(), id) }),
      delete: (id) => this.#run(() => { s.deleteSession.run(id) }),
      erase: (id) => this.#run(() => this.#db.transaction((): ErasedCounts => {
        const counts = s.countSessionData.get({id})!
        s.deleteSession.run(id)
        // What the abuse limits keep about the session (not cascaded: keyed by its id).
        s.deleteSessionLimits.run(id)
        s.deleteSessionLeases.run(id)
        return counts
      }).immediate()),
    }
  }

  #conversations(): Storage['conversations'] {
    const s = this.#statements
    return {
      create: (input) => this.#run(() => {
        const now = this.#now()
        const conversation: Conversation = {
          id: createId(), sessionId: input.sessionId, title: normalizeTitle(input.title ?? ''),
          topic: input.topic ?? null, locale: input.locale, createdAt: now, updatedAt: now,
        }
        s.insertConversation.run(conversation.id, conversation.sessionId, conversation.title, conversation.topic, conversation.locale, now, now)
        return conversation
      }),
      get: (sessionId, id) => this.#run(() => {
        const row = s.getConversation.get(id, sessionId)
        return row ? toConversation(row) : null
      }),
      list: (sessionId, options: ListConversationsOptions = {}) => this.#run(() => {
        const limit = normalizeListLimit(options.limit)
        const rows = options.before === undefined
          ? s.listConversations.all(sessionId, limit)
          : s.listConversationsBefore.all(sessionId, options.before, limit)
        return rows.map(toConversation)
      }),
      rename: (sessionId, id, title) => this.#run(() => {
        const row = writeReturning(s.renameConversation, normalizeTitle(title), id, sessionId)
        return row ? toConversation(row) : null
      }),
      delete: (sessionId, id) => this.#run(() => s.deleteConversation.run(id, sessionId).changes > 0),
      touch: (id) => this.#run(() => { s.touchConversation.run(this.#now(), id) }),
      deleteInactive: (before) => this.#run(() => this.#db.transaction(() => {
        const deleted = s.deleteInactiveConversations.run(before).changes
        s.deleteIdleSessions.run(before)
        return deleted
      }).immediate()),
    }
  }

  #messages(): Storage['messages'] {
    const s = this.#statements
    return {
      add: (input) => this.#run(() => {
        const now = this.#now()
        const message: Message = {
          id: createId(), conversationId: input.conversationId, role: input.role, content: input.content,
          status: input.status, errorCode: input.errorCode ?? null, model: input.model ?? null, redFlags: input.redFlags ? [...input.redFlags] : null,
          createdAt: now, updatedAt: now,
        }
        s.insertMessage.run(message.id, message.conversationId, message.role, message.content, message.status, message.errorCode, message.model, encodeFlags(message.redFlags), now, now)
        return message
      }),
      update: (id, patch) => this.#run(() => {
        const row = writeReturning(s.updateMessage, {
          id, now: this.#now(),
          setContent: patch.content === undefined ? 0 : 1, content: patch.content ?? null,
          setStatus: patch.status === undefined ? 0 : 1, status: patch.status ?? null,
          setErrorCode: patch.errorCode === undefined ? 0 : 1, errorCode: patch.errorCode ?? null,
          setModel: patch.model === undefined ? 0 : 1, model: patch.model ?? null,
          setRedFlags: patch.redFlags === undefined ? 0 : 1, redFlags: encodeFlags(patch.redFlags ?? null),
        })
        return row ? toMessage(row) : null
      }),
      listUnchecked: (limit) => this.#run(() => s.listUncheckedMessages.all(limit)),
      list: (conversationId) => this.#run(() => s.listMessages.all(conversationId).map((row) => toMessage(row))),
      get: (id) => this.#run(() => {
        const row = s.getMessage.get(id)
        return row ? toMessage(row) : null
      }),
      delete: (id) => this.#run(() => s.deleteMessage.run(id).changes > 0),
      finishAbandoned: (before) => this.#run(() => s.finishAbandoned.run({now: this.#now(), before: before ?? null}).changes),
    }
  }
}

interface MessagePatchParams {
  id: string; now: number
  setContent: number; content: string | null
  setStatus: number; status: MessageStatus | null
  setErrorCode: number; errorCode: string | null
  setModel: number; model: string | null
  setRedFlags: number; redFlags: string | null
}

function prepareStatements(db: Database.Database) {
  return {
    insertSession: db.prepare<[string, number, number, number]>('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES (?, ?, ?, ?)'),
    getSession: db.prepare<[string], SessionRow>(`SELECT ${sessionColumns} FROM sessions WHERE id = ?`),
    touchSession: db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id = ?'),
    deleteSession: db.prepare<[string]>('DELETE FROM sessions WHERE id = ?'),

    insertConversation: db.prepare<[string, string, string, string | null, string, number, number]>(
      'INSERT INTO conversations (id, session_id, title, topic, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    getConversation: db.prepare<[string, string], ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE id = ? AND session_id = ?`),
    // rowid breaks ties: of two conversations updated in the same millisecond, the newer first.
    listConversations: db.prepare<[string, number], ConversationRow>(
      `SELECT ${conversationColumns} FROM conversations WHERE session_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT ?`),
    listConversationsBefore: db.prepare<[string, number, number], ConversationRow>(
      `SELECT ${conversationColumns} FROM conversations WHERE session_id = ? AND updated_at < ? ORDER BY updated_at DESC, rowid DESC LIMIT ?`),
    renameConversation: db.prepare<[string, string, string], ConversationRow>(
      `UPDATE conversations SET title = ? WHERE id = ? AND session_id = ? RETURNING ${conversationColumns}`),
    deleteConversation: db.prepare<[string, string]>('DELETE FROM conversations WHERE id = ? AND session_id = ?'),
    touchConversation: db.prepare<[number, string]>('UPDATE conversations SET updated_at = ? WHERE id = ?'),
    deleteInactiveConversations: db.prepare<[number]>('DELETE FROM conversations WHERE updated_at < ?'),
    deleteIdleSessions: db.prepare<[number]>(
      'DELETE FROM sessions WHERE last_seen_at < ? AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.session_id = sessions.id)'),
    deleteSessionLimits: db.prepare<[string]>("DELETE FROM rate_limits WHERE key = ? AND scope LIKE '%:session'"),
    deleteSessionLeases: db.prepare<[string]>('DELETE FROM stream_leases WHERE session_id = ?'),
    countSessionData: db.prepare<{id: string}, ErasedCounts>(`
      SELECT
        (SELECT count(*) FROM conversations WHERE session_id = :id) AS conversations,
        (SELECT count(*) FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE session_id = :id)) AS messages,
        (SELECT count(*) FROM shares WHERE conversation_id IN (SELECT id FROM conversations WHERE session_id = :id)) AS shares,
        (SELECT count(*) FROM attachments WHERE session_id = :id) AS attachments`),

    insertMessage: db.prepare<[string, string, MessageRole, string, MessageStatus, string | null, string | null, string | null, number, number]>(
      'INSERT INTO messages (id, conversation_id, role, content, status, error_code, model, red_flags, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    // One statement for every patch: each field changes only when its flag is set, so an
    // explicit null can clear it while an absent field stays as it is.
    updateMessage: db.prepare<MessagePatchParams, MessageRow>(`
      UPDATE messages SET
        content = CASE WHEN @setContent THEN @content ELSE content END,
        status = CASE WHEN @setStatus THEN @status ELSE status END,
        error_code = CASE WHEN @setErrorCode THEN @errorCode ELSE error_code END,
        model = CASE WHEN @setModel THEN @model ELSE model END,
        red_flags = CASE WHEN @setRedFlags THEN @redFlags ELSE red_flags END,
        updated_at = @now
      WHERE id = @id
      RETURNING ${messageColumns}`),
    listMessages: db.prepare<[string], MessageRow>(`SELECT ${messageColumns} FROM messages WHERE conversation_id = ? ORDER BY created_at, rowid`),
    getMessage: db.prepare<[string], MessageRow>(`SELECT ${messageColumns} FROM messages WHERE id = ?`),
    listUncheckedMessages: db.prepare<[number], UncheckedMessage>(`
      SELECT m.id, m.content, c.locale FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.role = 'user' AND m.red_flags IS NULL ORDER BY m.created_at, m.rowid LIMIT ?`),
    deleteMessage: db.prepare<[string]>('DELETE FROM messages WHERE id = ?'),
    finishAbandoned: db.prepare<{now: number; before: number | null}>("UPDATE messages SET status = 'incomplete', updated_at = @now WHERE status = 'streaming' AND (@before IS NULL OR updated_at < @before)"),
  }
}

function toSession(row: SessionRow): Session {
  return {id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, verified: row.verified === 1}
}

const explanations: Record<StorageErrorCode, (file: string, busyTimeoutMs: number) => string> = {
  locked: (file, ms) => `${file} is locked by another connection (still locked after ${ms} ms)`,
  read_only: (file) => `${file} is read-only: this process must be able to write the file and its directory (SQLite creates -wal and -shm files next to it)`,
  full: (file) => `${file} cannot grow: the disk or a quota is full`,
  corrupt: (file) => `${file} is corrupt or not a SQLite database. It was left untouched: restore a backup or move it aside`,
  constraint: (file) => `A write to ${file} broke a constraint (a missing parent row or an invalid value)`,
  unavailable: (file) => `${file} is unavailable`,
  disconnected: (file) => `${file} cannot be reached`,
}

/**
 * A SQLite or file-system error as a StorageError whose message names the file, for operators.
 * Other errors (programming errors, StorageErrors) are returned unchanged.
 */
export function toStorageError(error: unknown, file: string, busyTimeoutMs: number): unknown {
  if (error instanceof StorageError) return error
  const code = sqliteCode(error) ?? systemCode(error)
  if (code === null) return error
  const detail = `${(error as {code: string}).code}: ${(error as Error).message}`
  return new StorageError(code, `${explanations[code](file, busyTimeoutMs)} (${detail})`, {cause: error})
}

function sqliteCode(error: unknown): StorageErrorCode | null {
  // By shape, not `instanceof`: better-sqlite3 registers its error class with the native addon
  // once per process, so a second copy of the module (a test runner's module registry, in its own
  // realm) throws errors of the first copy's class.
  if (typeof error !== 'object' || error === null || (error as {name?: unknown}).name !== 'SqliteError') return null
  const code = (error as {code?: unknown}).code
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'locked'
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM') return 'read_only'
  if (code === 'SQLITE_FULL') return 'full'
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'corrupt'
  if (code.startsWith('SQLITE_CONSTRAINT')) return 'constraint'
  return 'unavailable'
}

function systemCode(error: unknown): StorageErrorCode | null {
  const code = (error as NodeJS.ErrnoException | null)?.code
  if (!(error instanceof Error) || typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return null
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'read_only'
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full'
  return 'unavailable'
}
