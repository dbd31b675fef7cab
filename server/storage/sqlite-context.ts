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

/**
 * The one row a write with `RETURNING` gives back. Never `.get()` for these: it stops after the
 * first row and resets the statement, and outside a transaction the commit then happens in that
 * reset, whose failure (a full disk, say) better-sqlite3 does not report: the caller would get the
 * new row while the write was rolled back. `.all()` runs the statement to its end, commit included.
 */
export function writeReturning<Params extends unknown[] | {}, Row>(statement: Database.Statement<Params, Row>, ...params: Params extends unknown[] ? Params : [Params]): Row | undefined {
  return (statement.all as (...args: unknown[]) => Row[])(...params)[0]
}
