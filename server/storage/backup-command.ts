/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database while Hale serves
 * (./sqlite-backup.ts). DATA_DIR comes from `--data-dir`, else the environment and the `.env`
 * files, as for Hale.
 * Exit codes: 0 written and checked; 1 failed, nothing written; 2 a bad command line or settings.
 */
import path from 'node:path'
import {read, type Environment} from '../framework/env'
import {loadEnvFiles} from '../framework/env-files'
import {BackupError, backupDatabase, type DatabaseSummary} from './sqlite-backup'

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
  if (argv.includes('--help') || argv.includes('-h')) {
    out(HELP.trimEnd())
    return 0
  }
  const parsed = parseFileArguments(argv)
  if (parsed === null) {
    err('Name one file to write: npm run backup -- /var/backups/hale/hale-2026-01-31.sqlite [--data-dir /var/lib/hale]')
    return 2
  }
  const settings = readDataSettings(processEnv, parsed.dataDir, err)
  if (settings === null) return 2
  if (settings.databaseUrl) {
    err('Hale stores its data in PostgreSQL (DATABASE_URL is set): back it up with pg_dump, as the help page "Running Hale yourself" shows.')
    return 2
  }
  const destination = path.resolve(parsed.file)
  try {
    const result = await backupDatabase(settings.dataDir, destination)
    out(`Backed up ${path.join(settings.dataDir, 'hale.sqlite')} to ${result.file}: ${describe(result)}; integrity check ok.`)
    return 0
  } catch (error) {
    err(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`)
    return 1
  }
}

/**
 * DATA_DIR (or `--data-dir`) and whether DATABASE_URL is set, read as Hale reads them: from the
 * environment and the `.env` files of the working folder. Only these two: a backup must not fail
 * on a setting it does not use. Null (after saying why) when the `.env` files cannot be read.
 */
export function readDataSettings(processEnv: Environment, dataDirArgument: string | undefined, err: (line: string) => void): {dataDir: string; databaseUrl: boolean} | null {
  try {
    const {env} = loadEnvFiles(process.cwd(), processEnv)
    return {dataDir: path.resolve(dataDirArgument ?? read(env, 'DATA_DIR') ?? './data'), databaseUrl: read(env, 'DATABASE_URL') !== undefined}
  } catch (error) {
    err(`Hale's settings cannot be read: ${(error as Error).message}`)
    return null
  }
}

/** `<file>` and an optional `--data-dir <folder>`; null when the command line is wrong. */
export function parseFileArguments(argv: readonly string[]): {file: string; dataDir: string | undefined} | null {
  const rest = [...argv]
  let dataDir: string | undefined
  const flag = rest.findIndex((argument) => argument === '--data-dir' || argument.startsWith('--data-dir='))
  if (flag !== -1) {
    const [argument] = rest.splice(flag, 1)
    dataDir = argument!.includes('=') ? argument!.slice('--data-dir='.length) : rest.splice(flag, 1)[0]
    if (!dataDir) return null
  }
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return null
  return {file: rest[0]!, dataDir}
}

export function describe(summary: DatabaseSummary): string {
  const megabytes = (summary.bytes / 1e6).toFixed(1)
  const counted = ['conversations', 'messages', 'attachments', 'shares'].filter((table) => table in summary.rows)
  return `${megabytes} MB, schema ${summary.schemaVersion}, ${counted.map((table) => `${summary.rows[table]} ${table}`).join(', ')}`
}
