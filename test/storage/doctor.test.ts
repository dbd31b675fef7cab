/**
 * `npm run doctor` (server/doctor.ts) as an operator runs it, in a folder with a `.env`: the
 * start-up report plus Node's version, free disk, the database's integrity and migration version,
 * the variables set with keys and passwords masked; exit 1 when something needs fixing. Against a
 * real SQLite file, a damaged one, a real PostgreSQL cluster and real local model servers.
 */
import {execFile} from 'node:child_process'
import {mkdtempSync, openSync, rmSync, writeFileSync, writeSync, closeSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {migrations} from '../../server/storage/migrations'
import {postgresMigrations} from '../../server/storage/postgres-migrations'
import {openPostgresStore} from '../../server/storage/postgres-store'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import {closedPort} from '../http/support'
import {startPostgres, type PostgresCluster} from '../support/postgres'

jest.setTimeout(120_000)

const ROOT = path.resolve(__dirname, '../..')
const folders: string[] = []
let cluster: PostgresCluster | undefined

afterAll(async () => {
  await cluster?.stop()
  for (const folder of folders) rmSync(folder, {recursive: true, force: true})
})

/** Runs the doctor in a new folder whose `.env` holds `settings`. */
function doctor(settings: Record<string, string>): Promise<{code: number; stdout: string; stderr: string; folder: string}> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hale-doctor-'))
  folders.push(folder)
  writeFileSync(path.join(folder, '.env'), Object.entries(settings).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join('\n') + '\n')
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'server/framework/run-command.mjs'), 'server/doctor.ts'], {cwd: folder, env: {PATH: process.env.PATH}},
      (error, stdout, stderr) => resolve({code: error ? Number(error.code) : 0, stdout, stderr, folder}))
  })
}

async function modelsServer(ids: string[]): Promise<{url: string; server: Server}> {
  const server = createServer((req, res) => {
    const found = req.url === '/v1/models'
    res.writeHead(found ? 200 : 404, {'content-type': 'application/json'}).end(JSON.stringify(found ? {object: 'list', data: ids.map((id) => ({id}))} : {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server}
}

describe('npm run doctor', () => {
  it('reports a SQLite database that passes, the variables set with the key masked, and the model server to fix (exit 1)', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'hale-doctor-data-'))
    folders.push(data)
    await (await openSqliteStore({dataDir: data})).close()
    const llm = `http://127.0.0.1:${await closedPort()}/v1`
    const run = await doctor({DATA_DIR: data, LLM_BASE_URL: llm, LLM_API_KEY: 'sk-doctor-secret-42', OCR: 'off'})
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toMatch(/^Hale doctor, \d{4}-\d\d-\d\dT/)
    expect(lines).toEqual(expect.arrayContaining([
      `  Node.js        ${process.version}`,
      expect.stringMatching(new RegExp(`^ {2}Free disk {6}\\d+\\.\\d GiB free for ${data.replace(/[.]/g, '\\.')}$`)),
      `  Database       ${path.join(data, 'hale.sqlite')}: migration ${migrations.at(-1)!.version} of ${migrations.at(-1)!.version}`,
      '  Files read     .env',
      `  Variables set  DATA_DIR=${JSON.stringify(data)} [.env]; LLM_BASE_URL=${JSON.stringify(llm)} [.env]; LLM_API_KEY=(set, hidden) [.env]; OCR="off" [.env]`,
      'Checks:',
      `  FIX  No model server at ${llm} (connection refused). Start Ollama (\`ollama serve\`) or set LLM_BASE_URL`,
      '  ok   The SQLite database passes its integrity check',
      '  ok   OCR is off (OCR=off): photos and scanned PDF pages are not read for text',
    ]))
    expect(run.stdout + run.stderr).not.toContain('sk-doctor-secret-42')
  })

  it('exits 0 when everything answers, and says when a SQLite file is damaged', async () => {
    const stand = await modelsServer(['llama3.2:latest'])
    try {
      const empty = mkdtempSync(path.join(tmpdir(), 'hale-doctor-data-'))
      folders.push(empty)
      const healthy = await doctor({DATA_DIR: path.join(empty, 'not-yet'), LLM_BASE_URL: stand.url, OCR: 'off'})
      expect(healthy.stdout).toContain('not made yet (Hale makes it at its first start)')
      expect(healthy.stdout).toMatch(/ {2}ok {3}The model server at .* answers, with the model llama3\.2 \(\d+ ms\)/)
      expect(healthy.code).toBe(0)

      const data = mkdtempSync(path.join(tmpdir(), 'hale-doctor-data-'))
      folders.push(data)
      await (await openSqliteStore({dataDir: data})).close()
      // Overwrite the file's second page and beyond, as a failing disk would.
      const file = openSync(path.join(data, 'hale.sqlite'), 'r+')
      writeSync(file, Buffer.alloc(16_384, 0x5a), 0, 16_384, 4096)
      closeSync(file)
      const damaged = await doctor({DATA_DIR: data, LLM_BASE_URL: stand.url, OCR: 'off'})
      expect(damaged.code).toBe(1)
      expect(damaged.stdout).toMatch(/ {2}FIX {2}The SQLite database .*(fails its integrity check|cannot be read)/)
    } finally {
      await new Promise((resolve) => stand.server.close(resolve))
    }
  })

  it('PostgreSQL: its migration version, and never the password in DATABASE_URL', async () => {
    cluster = await startPostgres()
    const url = await cluster.createDatabase('doctor')
    const withPassword = url.replace('://hale@', '://hale:pw-doctor-secret-7@')
    await (await openPostgresStore({url, poolSize: 2})).close()
    const run = await doctor({DATABASE_URL: withPassword, LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, OCR: 'off'})
    const latest = postgresMigrations.at(-1)!.version
    expect(run.stdout).toContain(`  Storage        PostgreSQL database doctor on 127.0.0.1:${cluster.port}`)
    expect(run.stdout).toContain(`  Database       migration ${latest} of ${latest}`)
    expect(run.stdout).toContain('  Free disk      not checked (PostgreSQL keeps the data)')
    expect(run.stdout).toContain('DATABASE_URL=(set, hidden) [.env]')
    expect(run.stdout).toContain('  ok   PostgreSQL answers')
    expect(run.stdout + run.stderr).not.toContain('pw-doctor-secret-7')
  })

  it('stops on an invalid variable, naming it and its file', async () => {
    const run = await doctor({PORT: 'abc'})
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Hale cannot start: Invalid PORT: expected a whole number from 0 to 65535, got "abc" (set in .env)')
  })
})
