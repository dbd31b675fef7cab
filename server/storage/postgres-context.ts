/**
 * What a storage namespace implemented in its own file (postgres-limits.ts,
 * postgres-attachments.ts, postgres-shares.ts) gets from the PostgreSQL store, and how PostgreSQL
 * and network errors become StorageErrors.
 */
import type {QueryResult, QueryResultRow} from 'pg'
import {StorageError, type StorageErrorCode} from './storage'

export interface PostgresContext {
  /** Names the database in error messages (never the password). */
  readonly label: string
  /** The store's clock (ms since the epoch); tests pass a controllable one. */
  now(): number
  /** One parameterised statement: in the caller's transaction when there is one, otherwise on any pooled connection. */
  query<Row extends QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>
  /** Run `fn` atomically: inside the caller's transaction (as a savepoint), or in a new one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>
}

/** Errors of the server that mean "not reachable now": worth a retry, not an operator's bug. */
const DISCONNECTED_SQLSTATES = new Set(['57P01', '57P02', '57P03'])
const LOCKED_SQLSTATES = new Set(['40001', '40P01', '55P03', '57014', '53300'])
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED'])
/** What the driver says, without a code, when a connection is gone or cannot be made in time. */
const DRIVER_DISCONNECTED = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i

/** A PostgreSQL, driver or network error's StorageError code; null for anything else (a programming error). */
export function postgresErrorCode(error: unknown): StorageErrorCode | null {
  if (error instanceof StorageError) return error.code
  if (typeof error !== 'object' || error === null) return null
  const code = (error as {code?: unknown}).code
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    if (code.startsWith('23')) return 'constraint'
    if (code === '53100') return 'full'
    if (code === '25006') return 'read_only'
    if (LOCKED_SQLSTATES.has(code)) return 'locked'
    if (code.startsWith('08') || DISCONNECTED_SQLSTATES.has(code)) return 'disconnected'
    if (code === 'XX001' || code === 'XX002') return 'corrupt'
    return 'unavailable'
  }
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'disconnected'
  if (error instanceof Error && DRIVER_DISCONNECTED.test(error.message)) return 'disconnected'
  return null
}

const explanations: Record<StorageErrorCode, (label: string) => string> = {
  locked: (label) => `${label} is busy: a statement waited too long for a lock or a connection, or was chosen to break a deadlock`,
  read_only: (label) => `${label} accepts no writes (a read-only server or transaction)`,
  full: (label) => `${label} cannot grow: its disk is full`,
  corrupt: (label) => `${label} reports damaged data`,
  constraint: (label) => `A write to ${label} broke a constraint (a missing parent row or an invalid value)`,
  unavailable: (label) => `${label} refused the statement`,
  disconnected: (label) => `${label} cannot be reached (it is down, restarting, or the network is); Hale reconnects by itself when it is back`,
}

/** A PostgreSQL or network error as a StorageError that names the database; anything else unchanged. */
export function toPostgresStorageError(error: unknown, label: string): unknown {
  if (error instanceof StorageError) return error
  const code = postgresErrorCode(error)
  if (code === null) return error
  const sqlState = (error as {code?: unknown}).code
  const detail = `${typeof sqlState === 'string' ? `${sqlState}: ` : ''}${(error as Error).message}`
  return new StorageError(code, `${explanations[code](label)} (${detail})`, {cause: error})
}

/**
 * PostgreSQL's TEXT cannot hold U+0000, which a visitor's message or a document's text may
 * contain, and the store keeps text exactly as given. Such a text (or one that starts with the
 * marker itself) is stored as the marker followed by its JSON; every other text as it is.
 */
const ENCODED_TEXT = '\u0001hale-json\u0001'

export function toStoredText(text: string): string
export function toStoredText(text: string | null): string | null
export function toStoredText(text: string | null): string | null {
  if (text === null || (!text.includes('\u0000') && !text.startsWith(ENCODED_TEXT))) return text
  return ENCODED_TEXT + JSON.stringify(text)
}

export function fromStoredText(stored: string): string
export function fromStoredText(stored: string | null): string | null
export function fromStoredText(stored: string | null): string | null {
  if (stored === null || !stored.startsWith(ENCODED_TEXT)) return stored
  return JSON.parse(stored.slice(ENCODED_TEXT.length)) as string
}
