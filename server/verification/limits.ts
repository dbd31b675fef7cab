/**
 * The abuse limits (docs/security.md "Abuse limits"): per session and per IP for each limited action,
 * counted in the database; a cap on answers streaming at once per session. Over a limit is a
 * 429 with `Retry-After` (seconds) and `retryAfter` in the JSON error. Sessions opened while
 * hCaptcha was unreachable (`HCAPTCHA_ON_OUTAGE=degraded`) get much tighter limits.
 */
import type {Request, Response} from 'express'
import {formatWait} from '../../src/verification/format-wait'
import type {LimitedAction, RateLimit} from '../config'
import {HttpError} from '../framework/errors'
import type {HaleServices} from '../services'
import {ipBucket} from './ip-bucket'

/** Degraded sessions: each per-session limit divided by this (at least 1), one stream at a time. */
export const DEGRADED_DIVISOR = 5
/** Degraded sessions expire after at most this long without use. */
export const DEGRADED_TTL_MS = 60 * 60 * 1000

type Services = Pick<HaleServices, 'storage' | 'config' | 'log' | 'metrics'>

/** The per-session limit for an action, tightened for a degraded session. */
export function sessionLimit(limit: RateLimit | null, degraded: boolean): RateLimit | null {
  if (limit === null || !degraded) return limit
  return {max: Math.max(1, Math.floor(limit.max / DEGRADED_DIVISOR)), windowMs: limit.windowMs}
}

/**
 * Count one `action` for the request's IP and (when given) its session; throw a 429 when either
 * is over its limit. Both are counted either way, so switching sessions or addresses does not help.
 */
export async function enforceLimit(req: Request, services: Services, action: LimitedAction, session: {id: string; degraded: boolean} | null): Promise<void> {
  const {storage, config, log} = services
  const limits = config.limits.actions[action]
  const checks: Array<{scope: string; key: string; limit: RateLimit}> = []
  if (limits.ip) checks.push({scope: `${action}:ip`, key: ipBucket(req.ip), limit: limits.ip})
  const perSession = sessionLimit(limits.session, session?.degraded ?? false)
  if (session && perSession) checks.push({scope: `${action}:session`, key: session.id, limit: perSession})
  let resetAt = 0
  for (const {scope, key, limit} of checks) {
    const result = await storage.limits.hit(scope, key, limit.max, limit.windowMs)
    if (!result.allowed) {
      resetAt = Math.max(resetAt, result.resetAt)
      if (result.count === limit.max + 1) log.warn('A limit was reached', {scope, key: scope.endsWith(':ip') ? key : undefined, max: limit.max, windowMs: limit.windowMs})
    }
  }
  if (resetAt > 0) {
    services.metrics.rateLimitRefusals.inc({action})
    throw tooManyRequests(Math.max(1, Math.ceil((resetAt - storage.limits.now()) / 1000)), 'limits.tooMany')
  }
}

/**
 * Frees a stream slot. Only the first call counts, unless `undone`: the transaction of an earlier
 * call was rolled back, so the slot is still taken. Never rejects (a failure is logged, and the
 * lease expires).
 */
export type ReleaseStreamSlot = (options?: {undone?: boolean}) => Promise<void>

/**
 * Take one of the session's stream slots; a 429 when all are taken. Slots are leases in the
 * database that expire on their own after the longest possible answer, so a crashed instance
 * cannot hold them for ever. Returns the release: the answer calls it in the transaction that
 * saves it (one commit, one wait for the disk), and again with `undone` when that transaction
 * fails; `res` closing (the visitor left, or an error before the answer) calls it otherwise.
 */
export async function holdStreamSlot(req: Request, res: Response, services: Services, session: {id: string; degraded: boolean}): Promise<ReleaseStreamSlot> {
  const {storage, config, log} = services
  const max = session.degraded ? 1 : config.limits.concurrentStreams
  const lease = await storage.limits.acquireStream(session.id, max, config.llm.totalTimeoutMs + 60_000)
  if (lease === null) {
    services.metrics.rateLimitRefusals.inc({action: 'streams'})
    throw tooManyRequests(STREAM_RETRY_AFTER_S, 'limits.streams', 'too_many_streams')
  }
  let released = false
  const release: ReleaseStreamSlot = async ({undone = false} = {}) => {
    if (released && !undone) return
    released = true
    try {
      await storage.limits.releaseStream(lease)
    } catch (error) {
      log.error('A stream slot could not be released', {error})
    }
  }
  res.once('close', () => { void release() })
  if (res.destroyed || res.writableFinished) await release()
  return release
}

/** What `Retry-After` says when every stream slot is taken: answers usually take seconds. */
const STREAM_RETRY_AFTER_S = 5

function tooManyRequests(seconds: number, key: 'limits.tooMany' | 'limits.streams', code = 'rate_limited'): HttpError {
  return new HttpError(429, {key, values: (locale) => ({wait: formatWait(seconds, locale)})}, {
    code, headers: {'Retry-After': String(seconds)}, details: {retryAfter: seconds},
  })
}

/** `45 seconds`, `5 minutes`, `2 hours`, in the locale's words (rounded up); the browser uses the same. */
export {formatWait}
