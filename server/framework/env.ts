/**
 * Reading the environment: each reader validates one variable and throws a ConfigError naming it,
 * so that a bad value stops start-up with a message that says which variable and why.
 */

export class ConfigError extends Error {
  readonly variable: string
  constructor(variable: string, message: string) {
    super(`Invalid ${variable}: ${message}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

export type Environment = Readonly<Record<string, string | undefined>>

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const UNITS: Record<string, number> = {s: SECOND, m: MINUTE, h: HOUR, d: DAY}

export function read(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === '' ? undefined : value
}

export function readList(env: Environment, name: string, fallback: string[]): string[] {
  const value = read(env, name)
  if (value === undefined) return fallback
  const items = value.split(',').map((item) => item.trim())
  if (items.some((item) => item === '')) throw new ConfigError(name, `expected a comma-separated list without empty items, got ${JSON.stringify(value)}`)
  return items
}

export function readInteger(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name)
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`)
  }
  return Number(value)
}

export function readBoolean(env: Environment, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase()
  if (value === undefined) return fallback
  if (['1', 'true', 'on', 'yes'].includes(value)) return true
  if (['0', 'false', 'off', 'no'].includes(value)) return false
  throw new ConfigError(name, `expected on or off, got ${JSON.stringify(env[name])}`)
}

export function readChoice<T extends string>(env: Environment, name: string, choices: readonly T[], fallback: T): T {
  const value = read(env, name)?.toLowerCase()
  if (value === undefined) return fallback
  if (!(choices as readonly string[]).includes(value)) throw new ConfigError(name, `expected one of ${choices.join(', ')}, got ${JSON.stringify(env[name])}`)
  return value as T
}

/** A duration in milliseconds from `90` (seconds), `45s`, `30m`, `24h` or `7d`. */
export function readDuration(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name)
  if (value === undefined) return fallback
  const match = /^(\d{1,9})\s*([smhd]?)$/.exec(value)
  const ms = match ? Number(match[1]) * (UNITS[match[2] || 's'] ?? SECOND) : NaN
  if (!match || ms < min || ms > max) {
    throw new ConfigError(name, `expected a duration from ${describeDuration(min)} to ${describeDuration(max)} such as 30m, 24h, 7d or a number of seconds, got ${JSON.stringify(value)}`)
  }
  return ms
}

function describeDuration(ms: number): string {
  for (const [unit, size] of [['d', DAY], ['h', HOUR], ['m', MINUTE]] as const) {
    if (ms % size === 0) return `${ms / size}${unit}`
  }
  return `${ms / SECOND}s`
}

export function readUrl(env: Environment, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(name, `expected an http(s) URL, got ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, `expected an http(s) URL, got ${JSON.stringify(value)}`)
  return value.replace(/\/+$/, '')
}

/** An origin (`https://host[:port]`, no path): undefined when unset. */
export function readOrigin(env: Environment, name: string): string | undefined {
  const value = read(env, name)
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(name, `expected an origin such as https://app.example.org, got ${JSON.stringify(value)}`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(name, `expected an origin such as https://app.example.org (no path), got ${JSON.stringify(value)}`)
  }
  return url.origin
}

export function readLimited(env: Environment, name: string, max: number): string | undefined {
  const value = read(env, name)
  if (value !== undefined && value.length > max) throw new ConfigError(name, `expected at most ${max} characters, got ${value.length}`)
  return value
}
