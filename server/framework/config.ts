/**
 * The engine's configuration: where and how the server listens, the base path, the languages,
 * proxies, timeouts. Read once, at start, from the environment; an app's own configuration
 * extends it (its services module's `loadConfig`).
 */
import {isIP} from 'node:net'
import {assertLocaleOptions} from '../../src/framework/router/locale'
import {ConfigError, read, readBoolean, readInteger, readList, readOrigin, type Environment} from './env'

export interface EngineConfig {
  port: number
  /** Interface to listen on; undefined listens on all of them. */
  host: string | undefined
  /** '' or '/segment[/segment…]', never ending in '/'. */
  basePath: string
  locales: string[]
  defaultLocale: string
  localeDetection: boolean
  /** Express `trust proxy`: false, an exact hop count, or a list of addresses/CIDRs. Never `true`. */
  trustProxy: false | number | string[]
  nodeEnv: string
  production: boolean
  /** A page render that has not finished by then is aborted. */
  renderTimeoutMs: number
  /** On SIGTERM, how long open responses may finish before their connections are closed. */
  shutdownGraceMs: number
  /** Where visitors reach the site, when set: the same-origin check compares `Origin` with it. */
  publicOrigin: string | undefined
  /** `METRICS_TOKEN`: `/metrics` on the main port, for requests with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined
  /** `METRICS_PORT`: `/metrics` on a separate listener on 127.0.0.1. */
  metricsPort: number | undefined
  /** `REQUEST_LOG`: one log line per request (on unless `off`). */
  requestLog: boolean
  /** Things the operator must know, logged at start. */
  warnings: string[]
}

export function loadEngineConfig(env: Environment): EngineConfig {
  const locales = readList(env, 'LOCALES', ['en', 'es', 'fr', 'de'])
  const requested = read(env, 'DEFAULT_LOCALE') ?? locales[0] ?? 'en'
  // The configured spelling wins: DEFAULT_LOCALE=en-us with LOCALES=en-US is en-US.
  const defaultLocale = locales.find((locale) => locale.toLowerCase() === requested.toLowerCase()) ?? requested
  try {
    assertLocaleOptions({locales, defaultLocale, detection: true})
  } catch (error) {
    const variable = locales.some((locale) => locale.toLowerCase() === defaultLocale.toLowerCase()) ? 'LOCALES' : 'DEFAULT_LOCALE'
    throw new ConfigError(variable, (error as Error).message)
  }
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development'
  const port = readInteger(env, 'PORT', 3000, 0, 65535)
  const metricsPort = read(env, 'METRICS_PORT') === undefined ? undefined : readInteger(env, 'METRICS_PORT', 0, 1, 65535)
  if (metricsPort === port) throw new ConfigError('METRICS_PORT', `must differ from PORT (${port}): metrics get a listener of their own`)
  return {
    port,
    host: read(env, 'HOST'),
    basePath: readBasePath(env),
    locales,
    defaultLocale,
    localeDetection: readBoolean(env, 'LOCALE_DETECTION', true),
    trustProxy: readTrustProxy(env),
    nodeEnv,
    production: nodeEnv === 'production',
    renderTimeoutMs: readInteger(env, 'RENDER_TIMEOUT_MS', 10_000, 100, 600_000),
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    publicOrigin: readOrigin(env, 'PUBLIC_ORIGIN'),
    metricsToken: readMetricsToken(env),
    metricsPort,
    requestLog: readBoolean(env, 'REQUEST_LOG', true),
    warnings: [],
  }
}

/** Metrics are off unless asked for; a short token could be guessed, so it is refused. */
function readMetricsToken(env: Environment): string | undefined {
  const token = read(env, 'METRICS_TOKEN')
  if (token === undefined) return undefined
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN', `must be at least 16 characters long (got ${token.length}); openssl rand -hex 32 makes a good one`)
  if (/[\s]/.test(token)) throw new ConfigError('METRICS_TOKEN', 'must not contain spaces or line breaks')
  return token
}

function readBasePath(env: Environment): string {
  const value = read(env, 'BASE_PATH')
  if (value === undefined || value === '/') return ''
  const segments = value.split('/').slice(1)
  const valid = value.startsWith('/') && !value.endsWith('/') &&
    segments.every((segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..')
  if (!valid) throw new ConfigError('BASE_PATH', `expected a path like /care (letters, digits, '-', '_', '.', '~'; no trailing slash), got ${JSON.stringify(value)}`)
  if (['_app', 'api'].includes(segments[0] ?? '')) throw new ConfigError('BASE_PATH', `must not start with /${segments[0]}, which the framework uses itself`)
  return value
}

function readTrustProxy(env: Environment): false | number | string[] {
  const value = read(env, 'TRUST_PROXY')
  if (value === undefined || ['off', 'false', '0', 'no'].includes(value.toLowerCase())) return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `expected at most 10 proxy hops, got ${hops}`)
    return hops
  }
  if (['true', 'on', 'yes'].includes(value.toLowerCase())) {
    throw new ConfigError('TRUST_PROXY', 'trusting every proxy lets any client forge its address; give the exact hop count (e.g. 1) or the proxy addresses')
  }
  const items = value.split(',').map((item) => item.trim())
  for (const item of items) {
    const [address = '', bits, extra] = item.split('/')
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(item)
    const maxBits = isIP(address) === 6 ? 128 : 32
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)
    if (!named && (isIP(address) === 0 || !validBits || extra !== undefined)) {
      throw new ConfigError('TRUST_PROXY', `expected a hop count or a comma-separated list of addresses or CIDR ranges, got ${JSON.stringify(item)}`)
    }
  }
  return items
}
