/**
 * The PostgreSQL Storage backend, chosen by DATABASE_URL: a pool of connections to one database
 * that several Hale instances may share. Everything an instance knows about visitors is in it
 * (sessions, verification, abuse-limit counters, stream slots, conversations, attachments, shares),
 * so instances behind a load balancer are one service.
 *
 * Every query is parameterised. Transactions run on one pooled connection that follows `await`s
 * (AsyncLocalStorage); a nested call is a savepoint. As PostgreSQL does, a statement that fails
 * inside a transaction aborts it: the transaction then rejects as a whole. When the server cannot
 * be reached, operations reject with a `disconnected` StorageError and the pool reconnects by
 * itself once it is back; what was committed before stays committed.
 */
import {AsyncLocalStorage} from 'node:async_hooks'
import pg from 'pg'
import type {PoolClient, QueryResult, QueryResultRow} from 'pg'
import {postgresAttachments} from './postgres-attachments'
import {toPostgresStorageError, type PostgresContext} from './postgres-context'
import {postgresLimits} from './postgres-limits'
import {postgresMessages} from './postgres-messages'
import {migratePostgres, postgresMigrations} from './postgres-migrations'
import {postgresShares} from './postgres-shares'
import {parsePostgresUrl, postgresLabel} from './postgres-url'
import {conversationColumns, toConversation, type ConversationRow} from './rows'
import {
  createId, normalizeListLimit, normalizeTitle, StorageError,
  type Conversation, type ErasedCounts, type Session, type Storage,
} from './storage'

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`, TLS options as URL parameters (`sslmode`, `sslrootcert`…). */
  url: string
  /** Connections in the pool. Default 10. */
  poolSize?: number
  /** The clock for timestamps, in ms since the epoch. Default `Date.now`. */
  now?: () => number
  /** How long to wait for a connection (new or from the pool) before failing. Default 5000. */
  connectTimeoutMs?: number
}

/** BIGINT (milliseconds, counts) as a JavaScript number: every value Hale stores is far below 2^53. */
const INT8_OID = 20
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => oid === INT8_OID && format !== 'binary'
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * Connect, migrate (under an advisory lock, so that instances starting together take turns) and
 * return the store. Rejects with a StorageError naming the database (without its password) when
 * it cannot be reached or is not Hale's.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  parsePostgresUrl(options.url)
  const poolSize = options.poolSize ?? 10
  if (!Number.isInteger(poolSize) || poolSize < 1) throw new TypeError(`Expected \`poolSize\` to be a positive integer, got ${String(poolSize)}`)
  const store = new PostgresStore(options.url, poolSize, options.now ?? Date.now, options.connectTimeoutMs ?? 5000)
  try {
    await store.migrate()
  } catch (error) {
    await store.close().catch(() => undefined)
    throw error
  }
  return store
}

interface SessionRow { id: string; created_at: number; last_seen_at: number; verified: boolean }

interface OpenTransaction {
  client: PoolClient
  savepoints: number
}

export class PostgresStore implements Storage {
  readonly label: string
  readonly sessions: Storage['sessions']
  readonly conversations: Storage['conversations']
  readonly messages: Storage['messages']
  readonly limits: Storage['limits']
  readonly attachments: Storage['attachments']
  readonly shares: Storage['shares']

  readonly #pool: pg.Pool
  readonly #now: () => number
  readonly #context = new AsyncLocalStorage<OpenTransaction>()
  /** Transactions running now: `close` waits for them. */
  readonly #running = new Set<Promise<unknown>>()
  #state: 'open' | 'closing' | 'closed' = 'open'
  #closed: Promise<void> | null = null

  constructor(url: string, poolSize: number, now: () => number, connectTimeoutMs: number) {
    this.label = postgresLabel(url)
    this.#now = now
    this.#pool = new pg.Pool({
      connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, idleTimeoutMillis: 30_000,
      application_name: 'hale', types,
    })
    // An idle connection that the server closed (a restart): the pool drops it and opens another
    // on the next query, which is where the caller hears about an outage.
    this.#pool.on('error', () => undefined)
    const context: PostgresContext = {
      label: this.label,
      now: () => this.#now(),
      query: (sql, params) => this.#query(sql, params),
      transaction: (fn) => this.transaction(fn),
    }
    this.sessions = this.#sessions(context)
    this.conversations = this.#conversations(context)
    this.messages = postgresMessages(context)
    this.limits = postgresLimits(context)
    this.attachments = postgresAttachments(context)
    this.shares = postgresShares(context)
  }

  /** Apply pending migrations (openPostgresStore does, once). */
  async migrate(): Promise<number[]> {
    const client = await this.#connect()
    try {
      return await migratePostgres(client, postgresMigrations, {label: this.label, now: this.#now})
    } catch (error) {
      throw toPostgresStorageError(error, this.label)
    } finally {
      client.release()
    }
  }

  async #connect(): Promise<PoolClient> {
    this.#assertUsable()
    try {
      return await this.#pool.connect()
    } catch (error) {
      throw toPostgresStorageError(error, this.label)
    }
  }

  async #query<Row extends QueryResultRow>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    this.#assertUsable()
    const open = this.#context.getStore()
    try {
      return await (open ? open.client.query<Row>(sql, params as unknown[]) : this.#pool.query<Row>(sql, params as unknown[]))
    } catch (error) {
      throw toPostgresStorageError(error, this.label)
    }
  }

  #assertUsable(): void {
    if (this.#state === 'open') return
    if (this.#state === 'closing' && this.#context.getStore() !== undefined) return // finishing its work
    throw new StorageError('unavailable', `${this.label} is closed`)
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    this.#assertUsable()
    const open = this.#context.getStore()
    if (open) return this.#savepoint(open, fn)
    const running = this.#transaction(fn)
    this.#running.add(running)
    try {
      return await running
    } finally {
      this.#running.delete(running)
    }
  }

  async #transaction<T>(fn: () => Promise<T>): Promise<T> {
    const client = await this.#connect()
    // A connection lost while checked out reports here; the failing query tells the caller.
    const onError = (): void => undefined
    client.on('error', onError)
    let broken: Error | undefined
    try {
      await this.#on(client, 'BEGIN')
      let result: T
      try {
        result = await this.#context.run({client, savepoints: 0}, fn)
      } catch (error) {
        broken = await this.#rollback(client)
        throw error
      }
      try {
        await this.#on(client, 'COMMIT')
      } catch (error) {
        broken = await this.#rollback(client)
        throw error
      }
      return result
    } catch (error) {
      broken ??= error instanceof StorageError && error.code === 'disconnected' ? error : undefined
      throw error
    } finally {
      client.off('error', onError)
      client.release(broken)
    }
  }

  /** A nested transaction: a savepoint inside the open one. Run nested calls one after another. */
  async #savepoint<T>(open: OpenTransaction, fn: () => Promise<T>): Promise<T> {
    const name = `hale_savepoint_${++open.savepoints}` // a counter, never input
    await this.#on(open.client, `SAVEPOINT ${name}`)
    let result: T
    try {
      result = await fn()
    } catch (error) {
      // When this fails too, the outer transaction's next statement or COMMIT reports it.
      await open.client.query(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`).catch(() => undefined)
      throw error
    }
    await this.#on(open.client, `RELEASE SAVEPOINT ${name}`)
    return result
  }

  async #on(client: PoolClient, sql: string): Promise<void> {
    try {
      await client.query(sql)
    } catch (error) {
      throw toPostgresStorageError(error, this.label)
    }
  }

  /** Roll back; a connection that cannot even do that is returned as the error that breaks it. */
  async #rollback(client: PoolClient): Promise<Error | undefined> {
    try {
      await client.query('ROLLBACK')
      return undefined
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }

  async check(): Promise<string> {
    const problems: string[] = []
    const latest = postgresMigrations.at(-1)!.version
    const version = (await this.#query<{version: number | null}>('SELECT max(version) AS version FROM schema_migrations')).rows[0]?.version
    if (version !== latest) problems.push(`${this.label} has schema version ${String(version)}, expected ${latest}`)
    const orphans = await this.#query<{name: string; count: number}>(`
      SELECT 'messages' AS name, count(*) AS count FROM messages m WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.id = m.conversation_id)
      UNION ALL SELECT 'conversations', count(*) FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = c.session_id)`)
    for (const row of orphans.rows) if (row.count > 0) problems.push(`${row.count} ${row.name} rows refer to a missing parent row`)
    return problems.length === 0 ? 'ok' : problems.join('\n')
  }

  async ping(): Promise<void> {
    await this.#query('SELECT 1')
  }

  async close(): Promise<void> {
    if (this.#closed) return this.#closed
    this.#state = 'closing'
    this.#closed = (async () => {
      await Promise.allSettled([...this.#running])
      this.#state = 'closed'
      await this.#pool.end()
    })()
    return this.#closed
  }

  #sessions({query, transaction, now}: PostgresContext): Storage['sessions'] {
    return {
      create: async (input = {}) => {
        const time = now()
        const session: Session = {id: createId(), createdAt: time, lastSeenAt: time, verified: input.verified === true}
        await query('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES ($1, $2, $3, $4)', [session.id, time, time, session.verified])
        return session
      },
      get: async (id) => {
        const row = (await query<SessionRow>('SELECT id, created_at, last_seen_at, verified FROM sessions WHERE id = $1', [id])).rows[0]
        return row ? {id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, verified: row.verified} : null
      },
      touch: async (id) => { await query('UPDATE sessions SET last_seen_at = $1 WHERE id = $2', [now(), id]) },
      delete: async (id) => { await query('DELETE FROM sessions WHERE id = $1', [id]) },
      erase: (id) => transaction(async () => {
        const counts = (await query<ErasedCounts>(`
          SELECT
            (SELECT count(*) FROM conversations WHERE session_id = $1) AS conversations,
            (SELECT count(*) FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE session_id = $1)) AS messages,
            (SELECT count(*) FROM shares WHERE conversation_id IN (SELECT id FROM conversations WHERE session_id = $1)) AS shares,
            (SELECT count(*) FROM attachments WHERE session_id = $1) AS attachments`, [id])).rows[0]!
        await query('DELETE FROM sessions WHERE id = $1', [id])
        // What the abuse limits keep about the session (not cascaded: keyed by its id).
        await query("DELETE FROM rate_limits WHERE key = $1 AND scope LIKE '%:session'", [id])
        await query('DELETE FROM stream_leases WHERE session_id = $1', [id])
        return counts
      }),
    }
  }

  #conversations({query, transaction, now}: PostgresContext): Storage['conversations'] {
    return {
      create: async (input) => {
        const time = now()
        const conversation: Conversation = {
          id: createId(), sessionId: input.sessionId, title: normalizeTitle(input.title ?? ''),
          topic: input.topic ?? null, locale: input.locale, createdAt: time, updatedAt: time,
        }
        await query('INSERT INTO conversations (id, session_id, title, topic, locale, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [conversation.id, conversation.sessionId, conversation.title, conversation.topic, conversation.locale, time, time])
        return conversation
      },
      get: async (sessionId, id) => {
        const row = (await query<ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE id = $1 AND session_id = $2`, [id, sessionId])).rows[0]
        return row ? toConversation(row) : null
      },
      list: async (sessionId, options = {}) => {
        const limit = normalizeListLimit(options.limit)
        // seq breaks ties: of two conversations updated in the same millisecond, the newer first.
        const rows = options.before === undefined
          ? await query<ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE session_id = $1 ORDER BY updated_at DESC, seq DESC LIMIT $2`, [sessionId, limit])
          : await query<ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE session_id = $1 AND updated_at < $2 ORDER BY updated_at DESC, seq DESC LIMIT $3`, [sessionId, options.before, limit])
        return rows.rows.map(toConversation)
      },
      rename: async (sessionId, id, title) => {
        const row = (await query<ConversationRow>(`UPDATE conversations SET title = $1 WHERE id = $2 AND session_id = $3 RETURNING ${conversationColumns}`,
          [normalizeTitle(title), id, sessionId])).rows[0]
        return row ? toConversation(row) : null
      },
      delete: async (sessionId, id) => ((await query('DELETE FROM conversations WHERE id = $1 AND session_id = $2', [id, sessionId])).rowCount ?? 0) > 0,
      touch: async (id) => { await query('UPDATE conversations SET updated_at = $1 WHERE id = $2', [now(), id]) },
      // Rows another instance is deleting at the same moment are skipped, not waited for: each
      // conversation is deleted (and counted) once, and two sweeps cannot deadlock.
      deleteInactive: (before) => transaction(async () => {
        const deleted = await query(`
          DELETE FROM conversations WHERE id IN (
            SELECT id FROM conversations WHERE updated_at < $1 ORDER BY id FOR UPDATE SKIP LOCKED)`, [before])
        await query(`
          DELETE FROM sessions WHERE id IN (
            SELECT id FROM sessions s WHERE last_seen_at < $1 AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.session_id = s.id)
            ORDER BY id FOR UPDATE SKIP LOCKED)`, [before])
        return deleted.rowCount ?? 0
      }),
    }
  }

}

