/**
 * What a storage namespace implemented in its own file (sqlite-limits.ts, sqlite-attachments.ts,
 * sqlite-shares.ts) gets from the SQLite store: the migrated connection, reached only through
 * `run` so that it follows the store's transaction rules, and the store's clock.
 */
import type Database from 'better-sqlite3'

export interface SqliteContext {
  /** The database file, for error messages. */
  readonly file: string
  /** The store's clock (ms since the epoch); tests pass a controllable one. */
  now(): number
  /**
   * Run one synchronous unit of work on the connection, like the store's own operations: it waits
   * for another caller's open transaction, joins the caller's own, and maps SQLite errors to
   * StorageErrors. Prepare statements once, outside `run`, with `db`.
   */
  run<T>(work: (db: Database.Database) => T): Promise<T>
  /** The connection, only for preparing statements when the namespace is created. */
  readonly db: Database.Database
}
