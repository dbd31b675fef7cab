/**
 * `npm run restore -- <file>`: put a backup made by `npm run backup` (or any copy of
 * hale.sqlite) in place of DATA_DIR/hale.sqlite, Hale stopped (./sqlite-backup.ts). The backup is
 * checked first; the database it replaces is kept beside it. Exit codes: 0 restored; 1 refused
 * or failed (the data folder unchanged); 2 a bad command line or settings.
 */
import type {Environment} from '../framework/env'
import {describe, prepareDataCommand} from './data-command'
import {BackupError, restoreDatabase} from './sqlite-backup'

const HELP = `Usage: npm run restore -- <file> [--data-dir <folder>]

Restores a backup of Hale's SQLite database into DATA_DIR. Stop Hale first (every instance that
uses this data folder); run it as the user Hale runs as. The backup must pass SQLite's integrity
check and be a Hale database this version knows. The database it replaces is kept beside it as
hale.sqlite.before-restore-<time>. Start Hale afterwards.
DATA_DIR is read as Hale reads it (the environment, then .env files here); --data-dir overrides it.
With DATABASE_URL (PostgreSQL), use pg_restore instead (the help page "Running Hale yourself").
Exit code: 0 restored, 1 refused or failed (nothing changed), 2 bad arguments or settings.
`

export async function main(argv: readonly string[], processEnv: Environment, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const prepared = prepareDataCommand({
    help: HELP,
    usage: 'Name the backup to restore: npm run restore -- /var/backups/hale/hale-2026-01-31.sqlite [--data-dir /var/lib/hale]',
    withPostgres: 'Hale stores its data in PostgreSQL (DATABASE_URL is set): restore with pg_restore, as the help page "Running Hale yourself" shows.',
  }, argv, processEnv, out, err)
  if (typeof prepared === 'number') return prepared
  try {
    const result = restoreDatabase(prepared.file, prepared.dataDir)
    out(`Restored ${prepared.file} into ${prepared.dataDir}: ${describe(result)}; integrity check ok.`)
    if (result.keptAs) out(`The database it replaced is kept as ${result.keptAs}; delete it when you no longer need it.`)
    out('Start Hale now.')
    return 0
  } catch (error) {
    err(error instanceof BackupError ? error.message : `The restore failed: ${(error as Error).message}`)
    return 1
  }
}
