/**
 * `npm run doctor`: what an operator pastes into a support request. The start-up report
 * (./startup-report.ts) from the same environment and `.env` files, then Node's version, the free
 * disk where the data lives, the database's integrity and migration version, and every variable
 * set, keys and passwords masked. It reads and never writes: a database is opened read-only and
 * not migrated. Exits 1 when a check needs fixing or the configuration is invalid.
 */
import {existsSync, statfsSync} from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import {checkModelServer} from './chat/model-server-check'
import {checkOcr} from './attachments/ocr'
import {loadConfig, type AppConfig} from './config'
import {CONFIG_VARIABLES} from './config-variables'
import {ConfigError, type Environment} from './framework/env'
import {loadEnvFiles, withSourceFile} from './framework/env-files'
import {migrations} from './storage/migrations'
import {postgresMigrations} from './storage/postgres-migrations'
import {checkSiteverify, checkTranscription, describeSettings, formatReport, modelCheckLine, type CheckLine, type ReportLine} from './startup-report'

export async function main(_argv: string[], processEnv: Environment, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const loaded = loadEnvFiles(process.cwd(), processEnv)
  let config: AppConfig
  try {
    config = loadConfig(loaded.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    err(`Hale cannot start: ${withSourceFile(error.message, error.variable, loaded)}`)
    return 1
  }
  const ocr = await checkOcr(config.attachments.ocr)
  const [model, transcription, siteverify, database] = await Promise.all([
    checkModelServer({baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: config.llm.apiKey}),
    checkTranscription(config), checkSiteverify(config), checkDatabase(config),
  ])
  const checks = [modelCheckLine(model, config), transcription, siteverify, database.check, {ok: ocr.reader !== null || config.attachments.ocr.mode === 'off', text: ocr.message}]
    .filter((line): line is CheckLine => line !== null)
  const settings: ReportLine[] = [
    ...describeSettings(config, {ocr: ocr.reader !== null}),
    {label: 'Node.js', text: process.version},
    {label: 'Free disk', text: freeDisk(config)},
    ...database.lines,
    {label: 'Files read', text: loaded.files.length > 0 ? loaded.files.join(', ') : 'none (no .env here)'},
    {label: 'Variables set', text: variablesSet(loaded.env, loaded.sources)},
  ]
  out(formatReport(`Hale doctor, ${new Date().toISOString()}`, settings, checks).trimEnd())
  return checks.every((check) => check.ok) ? 0 : 1
}

/** Every configuration variable that is set, where from, with keys and passwords masked. */
function variablesSet(env: Environment, sources: ReadonlyMap<string, string>): string {
  const set = CONFIG_VARIABLES.filter((variable) => (env[variable.name] ?? '').trim() !== '')
  if (set.length === 0) return 'none: every default'
  return set.map((variable) => {
    const value = variable.secret ? '(set, hidden)' : JSON.stringify(env[variable.name])
    return `${variable.name}=${value}${sources.has(variable.name) ? ` [${sources.get(variable.name)}]` : ''}`
  }).join('; ')
}

function freeDisk(config: AppConfig): string {
  if (config.database) return 'not checked (PostgreSQL keeps the data)'
  let folder = config.dataDir
  while (!existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder)
  const stats = statfsSync(folder)
  const gib = (stats.bavail * stats.bsize) / 1024 ** 3
  return `${gib.toFixed(1)} GiB free for ${config.dataDir}${folder === config.dataDir ? '' : ' (not made yet)'}`
}

/** The database's integrity and migration version, read-only. */
async function checkDatabase(config: AppConfig): Promise<{lines: ReportLine[]; check: CheckLine | null}> {
  if (config.database) return checkPostgres(config.database.url)
  const file = path.join(config.dataDir, 'hale.sqlite')
  if (!existsSync(file)) return {lines: [{label: 'Database', text: `${file} not made yet (Hale makes it at its first start)`}], check: null}
  const latest = migrations.at(-1)?.version ?? 0
  let db: Database.Database | undefined
  try {
    db = new Database(file, {readonly: true, fileMustExist: true})
    const integrity = db.prepare<[], {integrity_check: string}>('PRAGMA integrity_check').all().map((row) => row.integrity_check)
    const version = db.prepare<[], {version: number | null}>('SELECT max(version) AS version FROM schema_migrations').get()?.version ?? 0
    const ok = integrity.length === 1 && integrity[0] === 'ok'
    return {
      lines: [{label: 'Database', text: `${file}: migration ${version} of ${latest}${version < latest ? ' (the rest run at the next start)' : ''}`}],
      check: ok ? {ok, text: 'The SQLite database passes its integrity check'}
        : {ok, text: `The SQLite database fails its integrity check: ${integrity.slice(0, 3).join('; ')}. Stop Hale and restore ${file} from a backup`},
    }
  } catch (error) {
    return {lines: [], check: {ok: false, text: `The SQLite database ${file} cannot be read: ${(error as Error).message}`}}
  } finally {
    db?.close()
  }
}

async function checkPostgres(url: string): Promise<{lines: ReportLine[]; check: CheckLine}> {
  const latest = postgresMigrations.at(-1)?.version ?? 0
  const client = new pg.Client({connectionString: url, application_name: 'hale-doctor', connectionTimeoutMillis: 5000})
  try {
    await client.connect()
    const found = await client.query<{table: string | null}>("SELECT to_regclass('schema_migrations') AS table")
    const version = found.rows[0]?.table
      ? Number((await client.query<{version: number | null}>('SELECT max(version) AS version FROM schema_migrations')).rows[0]?.version ?? 0)
      : 0
    return {
      lines: [{label: 'Database', text: `migration ${version} of ${latest}${version < latest ? ' (the rest run at the next start)' : ''}`}],
      check: {ok: true, text: 'PostgreSQL answers (it checks its own pages; Hale runs no integrity check there)'},
    }
  } catch (error) {
    // The driver's message names the host or the user, never the password.
    return {lines: [], check: {ok: false, text: `PostgreSQL cannot be reached: ${(error as Error).message}. Check DATABASE_URL and that the server runs`}}
  } finally {
    await client.end().catch(() => {})
  }
}
