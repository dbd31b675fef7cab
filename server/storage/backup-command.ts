/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database while Hale serves
 * (./sqlite-backup.ts). DATA_DIR comes from `--data-dir`, else the environment and the `.env`
 * files, as for Hale.
 * Exit codes: 0 written and checked; 1 failed, nothing written; 2 a bad command line or settings.
 */
import path from 'node:path'
import type {Environment} from '../framework/env'
import {describe, prepareDataCommand} from './data-command'
import {BackupError, backupDatabase} from './sqlite-backup'

const HELP = `Usage: npm run backup -- <file or folder> [--data-dir <folder>]

Copies Hale's SQLite database (DATA_DIR/hale.sqlite) to <file>, or into <folder> as
hale-<date>T<time>Z.sqlite, while Hale keeps serving: the
database as it was at one moment. The copy is checked (SQLite's integrity check) before it gets
its name, and only its owner can read it. It never overwrites a file.
DATA_DIR is read as Hale reads it (the environment, then .env files here); --data-dir overrides it.
With DATABASE_URL (PostgreSQL), use pg_dump instead (the help page "Running Hale yourself").
Exit code: 0 written and checked, 1 failed (no file written), 2 bad arguments or settings.
`

export async function main(argv: readonly string[], processEnv: Environment, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const prepared = prepareDataCommand({
    help: HELP,
    usage: 'Name one file to write: npm run backup -- /var/backups/hale/hale-2026-01-31.sqlite [--data-dir /var/lib/hale]',
    withPostgres: 'Hale stores its data in PostgreSQL (DATABASE_URL is set): back it up with pg_dump, as the help page "Running Hale yourself" shows.',
  }, argv, processEnv, out, err)
  if (typeof prepared === 'number') return prepared
  try {
    const result = await backupDatabase(prepared.dataDir, prepared.file)
    out(`Backed up ${path.join(prepared.dataDir, 'hale.sqlite')} to ${result.file}: ${describe(result)}; integrity check ok.`)
    return 0
  } catch (error) {
    err(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`)
    return 1
  }
}
