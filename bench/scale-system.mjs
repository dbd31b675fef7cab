/**
 * What bench/scale.mjs reads from the system around a set-up: CPU ticks of processes and of the
 * whole machine (/proc), and a PostgreSQL database's transactions and WAL syncs.
 */
import {readFileSync} from 'node:fs'

/** Transactions of this database (each statement outside BEGIN…COMMIT is one) and the cluster's WAL syncs. */
export async function databaseCounters(client, name) {
  const {rows: [stats]} = await client.query('SELECT xact_commit + xact_rollback AS transactions FROM pg_stat_database WHERE datname = $1', [name])
  const {rows: [wal]} = await client.query('SELECT wal_sync FROM pg_stat_wal')
  return {transactions: Number(stats.transactions), walSyncs: Number(wal.wal_sync)}
}

/** utime + stime of these processes (clock ticks); a process that is gone counts 0. */
export function cpuTicks(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return ticks
}

/** The whole machine's busy and total clock ticks (/proc/stat), every process included. */
export function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const numbers = values.map(Number)
  const total = numbers.slice(0, 8).reduce((sum, value) => sum + value, 0)
  const idle = numbers[3] + numbers[4]
  return {busy: total - idle, total}
}
