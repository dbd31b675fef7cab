/**
 * What `npm run backup` and `npm run restore` share (./backup-command.ts, ./restore-command.ts):
 * the command line (`<file> [--data-dir <folder>]`, `--help`), DATA_DIR read as Hale reads it,
 * and the refusal with DATABASE_URL, whose data PostgreSQL's own tools copy.
 */
import path from 'node:path'
import {read, type Environment} from '../framework/env'
import {loadEnvFiles} from '../framework/env-files'
import type {DatabaseSummary} from './sqlite-backup'

export interface DataCommand {
  help: string
  /** One line naming what to pass, for a wrong command line. */
  usage: string
  /** What to say to an operator whose data is in PostgreSQL. */
  withPostgres: string
}

/** The file and the data folder to work on, or the exit code when there is nothing to do (help) or the command cannot run. */
export function prepareDataCommand(command: DataCommand, argv: readonly string[], processEnv: Environment, out: (line: string) => void, err: (line: string) => void): {file: string; dataDir: string} | number {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(command.help.trimEnd())
    return 0
  }
  const parsed = parseFileArguments(argv)
  if (parsed === null) {
    err(command.usage)
    return 2
  }
  const settings = readDataSettings(processEnv, parsed.dataDir, err)
  if (settings === null) return 2
  if (settings.databaseUrl) {
    err(command.withPostgres)
    return 2
  }
  return {file: path.resolve(parsed.file), dataDir: settings.dataDir}
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
