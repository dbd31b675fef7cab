/**
 * The tables `npm run migrate-to-postgres` copies (migrate-to-postgres.ts), and how it reads and
 * compares their rows on both sides: values normalised alike, digests in key order, and the rows
 * PostgreSQL holds that SQLite does not hold alike.
 */
import type Database from 'better-sqlite3'
import {createHash} from 'node:crypto'
import type pg from 'pg'
import {fromStoredText, toStoredText} from './postgres-context'

/** How a column's value is copied and compared. */
export type ColumnKind =
  | 'text'
  /** Text PostgreSQL may not hold as it is (NUL characters): written with `toStoredText`, read with `fromStoredText`. */
  | 'stored-text'
  | 'integer'
  /** SQLite 0/1, PostgreSQL BOOLEAN. */
  | 'boolean'
  /** BLOB / BYTEA. */
  | 'bytes'

export interface TableSpec {
  name: string
  /** The primary key's columns. */
  key: readonly string[]
  /** Every column but PostgreSQL's `seq` (which numbers rows in the order they are inserted). */
  columns: Readonly<Record<string, ColumnKind>>
}

/** Every table, parents before children. */
export const TABLES: readonly TableSpec[] = [
  {name: 'sessions', key: ['id'], columns: {id: 'text', created_at: 'integer', last_seen_at: 'integer', verified: 'boolean'}},
  {name: 'session_verifications', key: ['session_id'], columns: {session_id: 'text', method: 'text', verified_at: 'integer'}},
  // Claimed hCaptcha tokens and stream slots are copied too: a claim still running keeps a token
  // from opening a second session, and a copied slot expires by itself.
  {name: 'used_tokens', key: ['token_hash'], columns: {token_hash: 'text', expires_at: 'integer'}},
  {name: 'rate_limits', key: ['scope', 'key'], columns: {scope: 'text', key: 'text', count: 'integer', reset_at: 'integer'}},
  {name: 'stream_leases', key: ['id'], columns: {id: 'text', session_id: 'text', expires_at: 'integer'}},
  {
    name: 'conversations', key: ['id'],
    columns: {id: 'text', session_id: 'text', title: 'text', topic: 'text', locale: 'text', created_at: 'integer', updated_at: 'integer'},
  },
  {
    name: 'messages', key: ['id'],
    columns: {
      id: 'text', conversation_id: 'text', role: 'text', content: 'stored-text', status: 'text', error_code: 'text', model: 'text',
      red_flags: 'text', created_at: 'integer', updated_at: 'integer',
    },
  },
  {
    name: 'attachments', key: ['id'],
    columns: {
      id: 'text', session_id: 'text', message_id: 'text', kind: 'text', mime: 'text', name: 'text', size: 'integer', width: 'integer',
      height: 'integer', text: 'stored-text', text_truncated: 'boolean', pages: 'integer', pages_read: 'integer', text_source: 'text',
      unsure_words: 'text', data: 'bytes', created_at: 'integer',
    },
  },
  {
    name: 'shares', key: ['token'],
    columns: {
      token: 'text', conversation_id: 'text', title: 'text', locale: 'text', conversation_created_at: 'integer', messages: 'text',
      created_at: 'integer', expires_at: 'integer', revoked_at: 'integer',
    },
  },
]

/** Rows a statement writes, and rows a read fetches at once. */
export const BATCH_ROWS = 500
/** At most this many bytes of attachments a statement (a single bigger attachment goes alone). */
export const BATCH_BYTES = 8 * 1024 * 1024
/** Attachments fetched at once when reading them back (each may be several megabytes). */
export const READ_BATCH_ATTACHMENTS = 8

export type Row = Record<string, unknown>

export const quote = (name: string) => `"${name}"`

/** A row's values normalised alike on both sides: booleans, numbers, text decoded, bytes as their SHA-256. */
export function canonical(table: TableSpec, row: Row, side: 'sqlite' | 'postgres'): string {
  return JSON.stringify(Object.entries(table.columns).map(([column, kind]) => {
    const value = row[column]
    if (value === null || value === undefined) return null
    switch (kind) {
      case 'boolean': return side === 'sqlite' ? value === 1 : value === true
      case 'integer': return Number(value)
      case 'bytes': return createHash('sha256').update(value as Buffer).digest('hex')
      case 'stored-text': return side === 'postgres' ? fromStoredText(value as string) : value
      case 'text': return value
    }
  }))
}

/**
 * Rows PostgreSQL holds that SQLite does not hold alike: a description ("2 rows differ, 1 row not
 * in SQLite"), or null when every PostgreSQL row is in SQLite with the same content.
 */
export async function findContradictions(sqlite: Database.Database, client: pg.Client, table: TableSpec): Promise<string | null> {
  const columns = Object.keys(table.columns)
  const lookup = sqlite.prepare<unknown[], Row>(
    `SELECT ${columns.map(quote).join(', ')} FROM ${table.name} WHERE ${table.key.map((column) => `${quote(column)} = ?`).join(' AND ')}`)
  let differ = 0
  let missing = 0
  for await (const rows of postgresRowsByKey(client, table)) {
    for (const row of rows) {
      const source = lookup.get(...table.key.map((column) => row[column]))
      if (!source) missing++
      else if (canonical(table, source, 'sqlite') !== canonical(table, row, 'postgres')) differ++
    }
  }
  const parts = [
    ...differ > 0 ? [`${differ} ${differ === 1 ? 'row differs' : 'rows differ'}`] : [],
    ...missing > 0 ? [`${missing} ${missing === 1 ? 'row' : 'rows'} not in SQLite`] : [],
  ]
  return parts.length > 0 ? parts.join(', ') : null
}

export function toPostgresValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (kind === 'boolean') return value === 1
  if (kind === 'stored-text') return toStoredText(value as string)
  return value
}

/** PostgreSQL's rows in key order (bytewise, as SQLite's BINARY collation orders them), a batch at a time, through a cursor. */
export async function* postgresRowsByKey(client: pg.Client, table: TableSpec): AsyncGenerator<Row[]> {
  const columns = Object.keys(table.columns)
  const batch = columns.some((column) => table.columns[column] === 'bytes') ? READ_BATCH_ATTACHMENTS : BATCH_ROWS
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  try {
    await client.query(`DECLARE hale_rows NO SCROLL CURSOR FOR SELECT ${columns.map(quote).join(', ')} FROM ${table.name}
      ORDER BY ${table.key.map((column) => `${quote(column)} COLLATE "C"`).join(', ')}`)
    for (;;) {
      const {rows} = await client.query<Row>(`FETCH ${batch} FROM hale_rows`)
      if (rows.length === 0) break
      yield rows
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined)
  }
}

/** Rows and the SHA-256 of their canonical forms in key order, in SQLite. */
export function sqliteDigest(sqlite: Database.Database, table: TableSpec): {rows: number; checksum: string} {
  const hash = createHash('sha256')
  let rows = 0
  const statement = sqlite.prepare<[], Row>(`SELECT ${Object.keys(table.columns).map(quote).join(', ')} FROM ${table.name} ORDER BY ${table.key.map(quote).join(', ')}`)
  for (const row of statement.iterate()) {
    hash.update(canonical(table, row, 'sqlite')).update('\n')
    rows++
  }
  return {rows, checksum: hash.digest('hex')}
}

/** The same in PostgreSQL, from the values read back. */
export async function postgresDigest(client: pg.Client, table: TableSpec): Promise<{rows: number; checksum: string}> {
  const hash = createHash('sha256')
  let rows = 0
  for await (const batch of postgresRowsByKey(client, table)) {
    for (const row of batch) {
      hash.update(canonical(table, row, 'postgres')).update('\n')
      rows++
    }
  }
  return {rows, checksum: hash.digest('hex')}
}
