/**
 * `npm run migrate-to-postgres -- --from ./data`: copy Hale's SQLite database (DATA_DIR/hale.sqlite)
 * into the PostgreSQL database of DATABASE_URL, then verify the copy table by table.
 *
 * - The SQLite file is opened once through `openSqliteStore` (its migrations bring an older file
 *   up to date), then read through a connection with `query_only` set, in one read transaction:
 *   the copy and the verification see the same snapshot. (Not a `readonly` connection: that one
 *   would leave the -wal and -shm files behind, which the last connection to close removes.)
 * - PostgreSQL is opened through `openPostgresStore`, which creates the schema in an empty
 *   database; the rows are then written on one connection of our own.
 * - Before writing, every row PostgreSQL already holds must be in SQLite with the same content:
 *   a database filled by an earlier (perhaps interrupted) run is the normal case of running again,
 *   anything else (rows that differ, or that SQLite does not have) is refused, with nothing written.
 * - Tables are copied in dependency order, in SQLite's insertion order (rowid), so that
 *   PostgreSQL's `seq` columns break ties as SQLite's rowid did; in batches of rows (and, for
 *   attachments, of bytes); `ON CONFLICT (key) DO NOTHING`, so rows already there are skipped.
 * - Verification: per table, the row counts and a SHA-256 over every row in key order, computed
 *   on both sides here from the values read back, normalised alike.
 *
 * Exit codes: 0 copied and verified; 1 refused, failed or not verified; 2 a bad command line,
 * DATABASE_URL or DATABASE_POOL_SIZE, or a database that cannot be opened. Messages name the
 * PostgreSQL database with `postgresLabel`, never with its password.
 */
import Database from 'better-sqlite3'
import {createHash} from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import {ConfigError, read, readInteger, type Environment} from '../framework/env'
import {toPostgresStorageError} from './postgres-context'
import {openPostgresStore} from './postgres-store'
import {parsePostgresUrl, postgresLabel} from './postgres-url'
import {openSqliteStore} from './sqlite-store'
import {
  BATCH_BYTES, BATCH_ROWS, findContradictions, postgresDigest, quote, sqliteDigest, TABLES, toPostgresValue, type Row, type TableSpec,
} from './migrate-to-postgres-tables'

export interface TableResult {
  table: string
  sqliteRows: number
  postgresRows: number
  checksumsMatch: boolean
}

export interface MigrateOptions {
  /** The data folder that holds `hale.sqlite`. */
  from: string
  url: string
  poolSize: number
  /** Progress and results, one line each. */
  log(line: string): void
}

/** Exit codes. */
export const EXIT_OK = 0
export const EXIT_FAILED = 1
export const EXIT_USAGE = 2

/** A failure before anything was copied that is the operator's to fix (exit 2). */
export class SetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SetupError'
  }
}

/** The refusal to write into a database that holds other rows (exit 1). */
export class ContradictionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContradictionError'
  }
}

const HELP = `Usage: npm run migrate-to-postgres -- [--from <data folder>]

Copies Hale's SQLite database (<data folder>/hale.sqlite) into the PostgreSQL database of
DATABASE_URL, then checks the row count and a checksum of every table and prints them.
Stop Hale first, so that nothing is written during the copy.

  --from <folder>   the data folder (DATA_DIR) that holds hale.sqlite; default ./data
  --help            this text

Environment:
  DATABASE_URL        postgres://user:password@host:5432/database (required)
  DATABASE_POOL_SIZE  connections used to create the schema, 1 to 100; default 10

It can be run again: rows already in PostgreSQL are skipped, never duplicated or overwritten.
It refuses a PostgreSQL database that holds rows which differ from the SQLite database.
Exit code: 0 copied and verified, 1 refused or not verified, 2 bad settings or a database
that cannot be opened.
`

/** The command: parse `argv` and `env`, copy, verify; resolves to the exit code. Never throws. */
export async function main(argv: readonly string[], env: Environment, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let options: MigrateOptions
  try {
    const parsed = parseArguments(argv)
    if (parsed === 'help') {
      out(HELP.trimEnd())
      return EXIT_OK
    }
    options = {...parsed, ...readDatabaseSettings(env), log: out}
  } catch (error) {
    err(oneLine(error))
    return EXIT_USAGE
  }
  try {
    const results = await migrateToPostgres(options)
    const failed = results.filter((result) => result.sqliteRows !== result.postgresRows || !result.checksumsMatch)
    if (failed.length > 0) {
      err(`Verification failed: ${failed.map((result) => result.table).join(', ')} ${failed.length === 1 ? 'differs' : 'differ'} between SQLite and ${postgresLabel(options.url)}. `
        + 'Was Hale still running? Stop it and run this command again.')
      return EXIT_FAILED
    }
    const total = results.reduce((sum, result) => sum + result.postgresRows, 0)
    out(`Done: ${total} rows in ${results.length} tables, every count and checksum matches. Start Hale with DATABASE_URL set.`)
    return EXIT_OK
  } catch (error) {
    err(oneLine(error))
    return error instanceof SetupError ? EXIT_USAGE : EXIT_FAILED
  }
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ')
}

export function parseArguments(argv: readonly string[]): 'help' | {from: string} {
  let from = './data'
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!
    if (argument === '--help' || argument === '-h') return 'help'
    if (argument === '--from') {
      const value = argv[++index]
      if (value === undefined || value === '') throw new SetupError('--from needs a folder: npm run migrate-to-postgres -- --from ./data')
      from = value
    } else if (argument.startsWith('--from=')) {
      from = argument.slice('--from='.length)
      if (from === '') throw new SetupError('--from needs a folder: npm run migrate-to-postgres -- --from ./data')
    } else {
      throw new SetupError(`Unknown argument ${JSON.stringify(argument)}; see npm run migrate-to-postgres -- --help`)
    }
  }
  return {from}
}

/** DATABASE_URL and DATABASE_POOL_SIZE, checked as Hale checks them at start; the messages never hold the URL. */
export function readDatabaseSettings(env: Environment): {url: string; poolSize: number} {
  const url = read(env, 'DATABASE_URL')
  if (url === undefined) throw new SetupError('DATABASE_URL is not set: set it to the PostgreSQL database to copy into, postgres://user:password@host:5432/database')
  try {
    parsePostgresUrl(url)
    return {url, poolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 100)}
  } catch (error) {
    throw new SetupError(error instanceof ConfigError ? error.message : `Invalid DATABASE_URL: ${(error as Error).message}`)
  }
}

/** BIGINT as a JavaScript number, as the PostgreSQL store reads it. */
const INT8_OID = 20
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => oid === INT8_OID && format !== 'binary'
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/** Copy and verify; resolves to the verification of every table. Rejects with SetupError, ContradictionError or a database error. */
export async function migrateToPostgres(options: MigrateOptions): Promise<TableResult[]> {
  const {log} = options
  const label = postgresLabel(options.url)
  const file = path.resolve(options.from, 'hale.sqlite')
  if (!fs.existsSync(options.from) || !fs.statSync(options.from).isDirectory()) {
    throw new SetupError(`--from ${options.from}: no such folder. Name Hale's data folder (DATA_DIR), the one that holds hale.sqlite.`)
  }
  if (!fs.existsSync(file)) throw new SetupError(`No SQLite database at ${file}: --from must name Hale's data folder (DATA_DIR), the one that holds hale.sqlite.`)

  // Opening the store brings an older file's schema up to date, as starting Hale would.
  try {
    await openSqliteStore({dataDir: options.from}).close()
  } catch (error) {
    throw new SetupError(`Cannot open the SQLite database: ${oneLine(error)}`)
  }
  try {
    await (await openPostgresStore({url: options.url, poolSize: options.poolSize})).close()
  } catch (error) {
    throw new SetupError(`Cannot use DATABASE_URL (${label}): ${oneLine(error)}`)
  }

  const sqlite = new Database(file, {fileMustExist: true})
  sqlite.pragma('query_only = ON')
  const client = new pg.Client({connectionString: options.url, application_name: 'hale-migrate-to-postgres', types})
  client.on('error', () => undefined) // a lost connection fails the next query, which reports it
  try {
    sqlite.exec('BEGIN') // one snapshot for the copy and the verification
    await client.connect()
    log(`Copying ${file} to ${label}.`)

    const contradictions: string[] = []
    for (const table of TABLES) {
      const found = await findContradictions(sqlite, client, table)
      if (found) contradictions.push(`${table.name} (${found})`)
    }
    if (contradictions.length > 0) {
      throw new ContradictionError(`Refusing to copy: ${label} already holds rows that contradict the SQLite database: ${contradictions.join('; ')}. `
        + 'Nothing was written. Copy into an empty database, or into one an earlier run of this command filled.')
    }

    for (const table of TABLES) {
      const {rows, inserted} = await copyTable(sqlite, client, table).catch((error: unknown) => {
        throw new Error(`Copying ${table.name} stopped: ${oneLine(toPostgresStorageError(error, label)).replace(/\.?$/, '.')} `
          + 'The rows copied before stay; fix the cause and run this command again.', {cause: error})
      })
      log(`${table.name}: ${rows} ${rows === 1 ? 'row' : 'rows'} in SQLite, ${inserted} copied, ${rows - inserted} already in PostgreSQL`)
    }

    log('Verifying…')
    const results: TableResult[] = []
    for (const table of TABLES) {
      const source = sqliteDigest(sqlite, table)
      const target = await postgresDigest(client, table)
      results.push({table: table.name, sqliteRows: source.rows, postgresRows: target.rows, checksumsMatch: source.checksum === target.checksum})
    }
    for (const line of formatResults(results)) log(line)
    return results
  } finally {
    if (sqlite.inTransaction) sqlite.exec('COMMIT')
    sqlite.close()
    await client.end().catch(() => undefined)
  }
}

/** The verification table, one line per table under a header. */
export function formatResults(results: readonly TableResult[]): string[] {
  const rows = [['table', 'SQLite', 'PostgreSQL', 'checksum'], ...results.map((result) => [
    result.table, String(result.sqliteRows), String(result.postgresRows),
    result.checksumsMatch && result.sqliteRows === result.postgresRows ? 'match' : 'DIFFERS',
  ])]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => column === 1 || column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)).join('  ').trimEnd())
}

/** Copy one table in rowid order, a batch a statement; returns the rows read and the rows PostgreSQL did not have. */
async function copyTable(sqlite: Database.Database, client: pg.Client, table: TableSpec): Promise<{rows: number; inserted: number}> {
  const columns = Object.keys(table.columns)
  const select = columns.map(quote).join(', ')
  const hasBytes = columns.some((column) => table.columns[column] === 'bytes')
  // Attachments: first the sizes of the next rows, to take as many as fit in BATCH_BYTES.
  const sizes = hasBytes
    ? sqlite.prepare<[number], {rowid: number; bytes: number}>(`SELECT rowid, length(data) AS bytes FROM ${table.name} WHERE rowid > ? ORDER BY rowid LIMIT ${BATCH_ROWS}`)
    : null
  const nextRows = sqlite.prepare<[number], Row & {rowid: number}>(`SELECT rowid, ${select} FROM ${table.name} WHERE rowid > ? ORDER BY rowid LIMIT ${BATCH_ROWS}`)
  const rowsUpTo = sqlite.prepare<[number, number], Row & {rowid: number}>(`SELECT rowid, ${select} FROM ${table.name} WHERE rowid > ? AND rowid <= ? ORDER BY rowid`)
  let after = 0
  let rows = 0
  let inserted = 0
  for (;;) {
    let batch: (Row & {rowid: number})[]
    if (sizes) {
      const next = sizes.all(after)
      if (next.length === 0) break
      let last = next[0]!.rowid
      let bytes = 0
      for (const entry of next) {
        if (bytes > 0 && bytes + entry.bytes > BATCH_BYTES) break
        bytes += entry.bytes
        last = entry.rowid
      }
      batch = rowsUpTo.all(after, last)
    } else {
      batch = nextRows.all(after)
    }
    if (batch.length === 0) break
    after = batch.at(-1)!.rowid
    rows += batch.length
    inserted += await insertBatch(client, table, batch)
  }
  return {rows, inserted}
}

/** One INSERT of the batch; rows whose key PostgreSQL already holds are skipped. Returns how many were inserted. */
async function insertBatch(client: pg.Client, table: TableSpec, batch: readonly Row[]): Promise<number> {
  const columns = Object.keys(table.columns)
  const params: unknown[] = []
  const values = batch.map((row) => `(${columns.map((column) => {
    params.push(toPostgresValue(table.columns[column]!, row[column]))
    return `$${params.length}`
  }).join(', ')})`)
  const result = await client.query(
    `INSERT INTO ${table.name} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')} ON CONFLICT (${table.key.map(quote).join(', ')}) DO NOTHING`,
    params)
  return result.rowCount ?? 0
}
