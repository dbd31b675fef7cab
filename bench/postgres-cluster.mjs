/**
 * A throwaway PostgreSQL cluster, for the benchmarks and (through test/support/postgres.ts) the
 * tests: `initdb` in a temporary folder, `pg_ctl` on a free port of 127.0.0.1 (and a Unix socket in
 * that folder), everything removed by `stop()`. The server binaries are Debian's `postgresql`
 * package (the newest /usr/lib/postgresql/<version>/bin) or PG_BINDIR. Run as root, the cluster
 * belongs to the `postgres` user (`runuser`), since PostgreSQL refuses to run as root.
 *
 * By default it keeps PostgreSQL's durability (fsync, full page writes, synchronous commit): a
 * benchmark measures what an operator runs. `{durable: false}` turns fsync and full page writes
 * off, for tests, which need no crash safety and many cheap commits. Only initdb skips its own
 * final sync of the new data folder (`--no-sync`), which no running server depends on.
 *
 *   const cluster = await startPostgresCluster()
 *   const url = await cluster.createDatabase('bench')   // postgres://hale@127.0.0.1:<port>/bench
 *   cluster.serverPids()                                 // the postmaster and its processes
 *   cluster.stopServer(); cluster.startServer()          // an outage, same port
 *   cluster.stop()
 */
import {execFileSync, spawnSync} from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const USER = 'hale'
const INSTALL_HINT = 'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them (Debian: `apt-get install postgresql`) or set PG_BINDIR to the folder that holds them.'

/** The folder of initdb and pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir() {
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

/** A free TCP port on 127.0.0.1 (free now; the caller binds it soon). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address()
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgresCluster({durable = true} = {}) {
  const bin = postgresBinDir()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-pg-'))
  const dataDir = path.join(root, 'data')
  const asRoot = process.getuid?.() === 0
  let running = false
  const remove = () => fs.rmSync(root, {recursive: true, force: true})
  /** Run a server binary, as `postgres` when this process is root. */
  const run = (tool, args) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args]
    const result = spawnSync(command[0], command.slice(1), {encoding: 'utf8', cwd: root})
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}${result.error ? String(result.error) : ''}`)
    return result.stdout
  }
  try {
    if (asRoot) {
      fs.chmodSync(root, 0o755)
      execFileSync('chown', ['postgres:postgres', root])
    }
    run('initdb', ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  } catch (error) {
    remove()
    throw error
  }
  const port = await freePort()
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200${durable ? '' : ' -c fsync=off -c full_page_writes=off'}`
  const stopServer = () => {
    if (!running) return
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'])
    running = false
  }
  const startServer = () => {
    if (running) return
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start'])
    running = true
  }
  try {
    startServer()
  } catch (error) {
    remove()
    throw error
  }
  const url = (database) => `postgres://${USER}@127.0.0.1:${port}/${database}`
  return {
    port,
    root,
    url,
    /** An empty database owned by the cluster's user; returns its URL. */
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
    /** The server's settings that decide what a commit costs, as `name=value`. */
    async durability() {
      const client = new pg.Client({connectionString: url('postgres')})
      await client.connect()
      try {
        const {rows} = await client.query("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'server_version') ORDER BY name")
        return rows.map((row) => `${row.name}=${row.setting}`).join(' ')
      } finally {
        await client.end()
      }
    },
    /** The postmaster's pid and its children's (backends, WAL writer, checkpointer…). */
    serverPids() {
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
      const pids = [postmaster]
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue
        try {
          const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
          if (ppid === postmaster) pids.push(Number(entry))
        } catch {
          // gone
        }
      }
      return pids
    },
    /** Stop the server (fast shutdown: connections are closed), keeping the cluster. */
    stopServer,
    /** Start the stopped server again, on the same port. */
    startServer,
    /** Stop the server (fast shutdown) and remove every file. Safe to call twice. */
    stop() {
      try {
        stopServer()
      } catch {
        // Already stopped.
      }
      remove()
    },
  }
}
