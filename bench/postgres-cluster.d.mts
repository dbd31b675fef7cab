/** Types of bench/postgres-cluster.mjs, for the TypeScript that uses it (test/support/postgres.ts). */
export interface PostgresCluster {
  port: number
  /** The cluster's temporary folder. */
  root: string
  /** `postgres://hale@127.0.0.1:<port>/<database>` for a database of this cluster. */
  url(database: string): string
  /** Create an empty database owned by the cluster's user; returns its URL. */
  createDatabase(name: string): Promise<string>
  /** The server's settings that decide what a commit costs, as `name=value`. */
  durability(): Promise<string>
  /** The postmaster's pid and its children's. */
  serverPids(): number[]
  /** Stop the server (fast shutdown: connections are closed), keeping the cluster. */
  stopServer(): void
  /** Start the stopped server again, on the same port. */
  startServer(): void
  /** Stop the server and remove every file. */
  stop(): void
}

export function postgresBinDir(): string
export function freePort(): Promise<number>
export function startPostgresCluster(options?: {durable?: boolean}): Promise<PostgresCluster>
