/**
 * Backups of the SQLite database while Hale serves, and their restore into a stopped Hale's data
 * folder (`npm run backup`, `npm run restore`: ./backup-command.ts, ./restore-command.ts).
 *
 * - A backup is SQLite's online backup of DATA_DIR/hale.sqlite, copied in one step: one read
 *   transaction, so it is the database as it was at one moment while Hale goes on writing (a copy
 *   in several steps would start over each time Hale writes). The copy is written beside its
 *   destination under another name, switched out of WAL mode (one self-contained file), checked
 *   (`PRAGMA integrity_check`) and only then renamed into place: a failed backup leaves no file
 *   that looks like a backup. It is readable by its owner only: it holds health conversations.
 * - A restore checks the backup first (integrity, a Hale database, a schema this Hale knows), then
 *   that no process has the data folder's database open, keeps the current database beside it
 *   (`hale.sqlite.before-restore-<time>`: nothing is lost), and puts a copy of the backup in its
 *   place with the same owner as the data folder.
 */
import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import {migrations} from './migrations'

export const DATABASE_FILE = 'hale.sqlite'

/** A backup or restore the operator must fix (a missing file, a running Hale, a damaged backup). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export interface DatabaseSummary {
  bytes: number
  schemaVersion: number
  /** Rows per table, tables in name order. */
  rows: Record<string, number>
}

export interface BackupResult extends DatabaseSummary {
  file: string
}

/**
 * Copy DATA_DIR/hale.sqlite to `target` while Hale may be writing: a file that must not exist
 * yet, or a folder, where the copy is named after the time (`hale-2026-01-31T0300Z.sqlite`).
 */
export async function backupDatabase(dataDir: string, target: string, now: Date = new Date()): Promise<BackupResult> {
  const destination = fs.statSync(target, {throwIfNoEntry: false})?.isDirectory() ? path.join(target, `hale-${timestamp(now)}.sqlite`) : target
  const source = path.join(dataDir, DATABASE_FILE)
  if (!fs.existsSync(source)) throw new BackupError(`There is no database to back up: ${source} does not exist. Is DATA_DIR right?`)
  if (fs.existsSync(destination)) throw new BackupError(`${destination} exists already; choose a new file name (a backup never overwrites a file).`)
  const folder = path.dirname(path.resolve(destination))
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist.`)
  const partial = path.join(folder, `.${path.basename(destination)}.partial-${process.pid}`)
  const db = new Database(source, {fileMustExist: true})
  try {
    db.pragma('busy_timeout = 5000')
    fs.writeFileSync(partial, '', {mode: 0o600, flag: 'wx'})
    // Every remaining page in one step: a single read transaction, never restarted by Hale's writes.
    await db.backup(partial, {progress: () => 0x7fffffff})
  } catch (error) {
    fs.rmSync(partial, {force: true})
    throw error instanceof BackupError ? error : new BackupError(`The backup failed: ${(error as Error).message}`)
  } finally {
    db.close()
  }
  try {
    const copy = new Database(partial, {fileMustExist: true})
    try {
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    const summary = checkBackup(partial)
    fs.renameSync(partial, destination)
    return {...summary, file: destination}
  } catch (error) {
    fs.rmSync(partial, {force: true})
    throw error
  }
}

/** Integrity, a Hale database, a schema this Hale knows; its size and rows. Throws BackupError. */
export function checkBackup(file: string): DatabaseSummary {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`)
  let db: Database.Database
  try {
    db = new Database(file, {readonly: true, fileMustExist: true})
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database: ${(error as Error).message}`)
  }
  try {
    let result: unknown
    try {
      result = db.pragma('integrity_check', {simple: true})
    } catch (error) {
      throw new BackupError(`${file} is not a SQLite database, or is damaged: ${(error as Error).message}`)
    }
    if (result !== 'ok') throw new BackupError(`${file} is damaged: SQLite's integrity check says ${String(result)}`)
    const tables = db.prepare<[], {name: string}>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((row) => row.name)
    if (!tables.includes('schema_migrations')) throw new BackupError(`${file} is not a backup of Hale: it has no schema_migrations table.`)
    const schemaVersion = db.prepare<[], {version: number | null}>('SELECT max(version) AS version FROM schema_migrations').get()?.version ?? 0
    const latest = migrations.at(-1)!.version
    if (schemaVersion > latest) throw new BackupError(`${file} comes from a newer Hale (schema ${schemaVersion}; this one knows up to ${latest}). Restore it with that version.`)
    const rows: Record<string, number> = {}
    for (const table of tables) rows[table] = db.prepare<[], {n: number}>(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`).get()!.n
    return {bytes: fs.statSync(file).size, schemaVersion, rows}
  } finally {
    db.close()
  }
}

export interface RestoreResult extends DatabaseSummary {
  /** Where the database that was in the data folder now is; null when there was none. */
  keptAs: string | null
}

/** Put the backup `file` in place of DATA_DIR/hale.sqlite; Hale must be stopped. */
export function restoreDatabase(file: string, dataDir: string, now: Date = new Date()): RestoreResult {
  const summary = checkBackup(file)
  if (!fs.existsSync(dataDir)) fs.mkdirSync(dataDir, {recursive: true, mode: 0o700})
  const target = path.join(dataDir, DATABASE_FILE)
  let keptAs: string | null = null
  if (fs.existsSync(target)) {
    closeOutOfWal(target)
    keptAs = `${target}.before-restore-${timestamp(now)}`
    fs.renameSync(target, keptAs)
  }
  const incoming = `${target}.restoring`
  fs.copyFileSync(file, incoming)
  fs.chmodSync(incoming, 0o600)
  const fd = fs.openSync(incoming, 'r')
  try { fs.fsyncSync(fd) } finally { fs.closeSync(fd) }
  const owner = fs.statSync(dataDir)
  if (process.getuid?.() === 0) fs.chownSync(incoming, owner.uid, owner.gid)
  fs.renameSync(incoming, target)
  return {...summary, keptAs}
}

/** `2026-01-31T030512Z`: sorts by time, and has no character a file name must avoid. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '').replaceAll('-', '').replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
}

/**
 * Leave WAL mode on the current database, which folds its -wal file into it. SQLite allows this
 * only when no other connection has the file open: a running Hale makes it fail, and nothing has
 * been changed then.
 */
function closeOutOfWal(file: string): void {
  const db = new Database(file, {fileMustExist: true})
  try {
    db.pragma('busy_timeout = 0')
    let mode: unknown
    try {
      mode = db.pragma('journal_mode = DELETE', {simple: true})
    } catch {
      mode = 'busy'
    }
    if (mode !== 'delete') throw new BackupError(`${file} is open in another process: stop Hale (every instance using this data folder) before restoring.`)
  } finally {
    db.close()
  }
}
