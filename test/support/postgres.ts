/**
 * The tests' throwaway PostgreSQL cluster: bench/postgres-cluster.mjs (the one implementation,
 * shared with the benchmarks) without durability, since a test cluster needs no crash safety and
 * makes many commits. When the server binaries are missing, starting it fails with how to
 * install them.
 */
import {startPostgresCluster, type PostgresCluster} from '../../bench/postgres-cluster.mjs'

export type {PostgresCluster}

export function startPostgres(): Promise<PostgresCluster> {
  return startPostgresCluster({durable: false})
}
