/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, `pg_ctl` on a free
 * port of 127.0.0.1 (and a Unix socket in that folder), removed by `stop`. The server binaries are
 * Debian's `postgresql` package (or PG_BINDIR). Run as root, the cluster belongs to the `postgres`
 * user, since PostgreSQL refuses to run as root.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const INSTALL_HINT = 'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them (Debian: `apt-get install postgresql`) or set PG_BINDIR to the folder that holds them.'

/** The folder of initdb and pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  const candidates = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : (fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [])
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
  if (!found) throw new Error(INSTALL_HINT)
  return found
}

export interface PostgresCluster {
  port: number
  /** `postgres://hale@127.0.0.1:<port>/<database>` for a database of this cluster. */
  url(database: string): string
  /** Create an empty database owned by the cluster's user; returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Stop the server (fast shutdown: connections are closed) without removing the cluster. */
  stopServer(): void
  /** Start the stopped server again on the same port. */
  startServer(): void
  /** Stop the server and remove every file. */
  stop(): void
}

const USER = 'hale'

/** A free TCP port on 127.0.0.1 (free now; the caller binds it soon). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-pg-'))
  const dataDir = path.join(root, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    fs.chmodSync(root, 0o755)
    execFileSync('chown', ['postgres:postgres', root])
  }
  /** Run a server binary, as `postgres` when this process is root. */
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args]
    const result = spawnSync(command[0]!, command.slice(1), {encoding: 'utf8', cwd: root})
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}${result.error ? String(result.error) : ''}`)
  }
  run('initdb', ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  // fsync off: a test cluster need not survive a power cut, and it makes each commit cheap.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`
  const startServer = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start'])
  const stopServer = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'])
  startServer()
  const url = (database: string) => `postgres://${USER}@127.0.0.1:${port}/${database}`
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`Not a plain database name: ${name}`)
      const client = new pg.Client({connectionString: url('postgres')})
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name}`)
      } finally {
        await client.end()
      }
      return url(name)
    },
    stopServer,
    startServer,
    stop() {
      try {
        stopServer()
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, {recursive: true, force: true})
    },
  }
}
