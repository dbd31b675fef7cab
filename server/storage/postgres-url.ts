/** What a DATABASE_URL must look like, and how messages name its database without its password. */

/** `postgres://` or `postgresql://` with a host: what a DATABASE_URL must look like. Throws a TypeError naming what is wrong. */
export function parsePostgresUrl(url: string): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new TypeError('is not a URL: expected postgres://user:password@host:5432/database')
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new TypeError(`must start with postgres:// or postgresql://, not ${parsed.protocol}//`)
  }
  if (parsed.hostname === '' && !parsed.searchParams.has('host')) throw new TypeError('has no host: expected postgres://user:password@host:5432/database')
  if (parsed.pathname.length <= 1) throw new TypeError('names no database: expected postgres://user:password@host:5432/database')
  return parsed
}

/** The database as error messages and logs name it: never the password. */
export function postgresLabel(url: string): string {
  const parsed = new URL(url)
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost'
  return `PostgreSQL database ${decodeURIComponent(parsed.pathname.slice(1))} on ${host}:${parsed.port || '5432'}`
}
