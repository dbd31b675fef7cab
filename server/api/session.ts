import {createHash} from 'node:crypto'
import {verifyToken} from '../verification/siteverify'
import type {HaleApiHandler} from '../services'
import {readJsonObject} from '../framework/http/json-object'
import {HttpError} from '../framework/errors'
import {enforceLimit} from '../verification/limits'
import {clearSessionCookie, currentSession, ensureSession, requireSession, verifySession} from '../verification/sessions'

/** hCaptcha tokens are a few kilobytes at most; anything longer is not one. */
export const MAX_TOKEN_LENGTH = 8192
/** How long a used token is remembered: longer than hCaptcha keeps a token valid (about two minutes). */
export const USED_TOKEN_TTL_MS = 15 * 60 * 1000

/**
 * `POST /api/session` `{"token", "locale"?}` → `204` and the session cookie: the human check.
 * The token goes to hCaptcha's siteverify; a pass verifies the request's session (or opens a
 * verified one). A token opens at most one session. `400` for a token that cannot be one (without
 * calling hCaptcha), `403 verification_failed` when hCaptcha says no, `503
 * verification_unavailable` when it cannot say (down, slow, broken), unless
 * `HCAPTCHA_ON_OUTAGE=degraded`, which opens a session under much tighter limits.
 */
export const POST: HaleApiHandler = async ({req, res, services, config}) => {
  const {hcaptcha} = config
  const body = readJsonObject(req, true)
  const token = body.token
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
    throw new HttpError(400, {key: 'verify.invalidToken'}, {code: 'invalid_token'})
  }
  if (!hcaptcha.enabled) {
    await ensureSession(req, res, services.storage, config.basePath)
    return
  }
  const existing = await currentSession(req, services.storage)
  await enforceLimit(req, services, 'verifications', existing ? {id: existing.id, degraded: false} : null)

  const tokenHash = createHash('sha256').update(token).digest('hex')
  if (!(await services.storage.limits.claimToken(tokenHash, USED_TOKEN_TTL_MS))) {
    services.log.warn('A used hCaptcha token was sent again', {ip: req.ip})
    services.metrics.verifications.inc({outcome: 'token_reused'})
    throw new HttpError(403, {key: 'verify.failed'}, {code: 'verification_failed'})
  }
  const result = await verifyToken(hcaptcha, token, remoteAddress(req.ip))
  services.metrics.verifications.inc({outcome: result.outcome})
  if (result.outcome === 'pass') {
    await verifySession(req, res, services, 'hcaptcha')
    return
  }
  if (result.outcome === 'fail') {
    services.log.info('The human check failed', {reasons: result.reasons})
    throw new HttpError(403, {key: 'verify.failed'}, {code: 'verification_failed'})
  }
  // Not the token's fault: it may be tried again once hCaptcha answers.
  await services.storage.limits.releaseToken(tokenHash)
  if (hcaptcha.onOutage === 'degraded') {
    const session = await verifySession(req, res, services, 'degraded')
    services.log.warn('hCaptcha is unavailable: opened a degraded session under tighter limits (HCAPTCHA_ON_OUTAGE=degraded)', {reason: result.reason, ip: req.ip, session: session.id.slice(0, 6)})
    return
  }
  services.log.error('hCaptcha is unavailable: the human check was refused (fail closed)', {reason: result.reason})
  throw new HttpError(503, {key: 'verify.unavailable'}, {code: 'verification_unavailable', expose: true, headers: {'Retry-After': '30'}, details: {retryAfter: 30}})
}

/** `req.ip` as hCaptcha expects it: an IPv4-mapped IPv6 address as plain IPv4. */
function remoteAddress(ip: string | undefined): string | undefined {
  return ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')
}

/**
 * `DELETE /api/session` → `200 {"deleted": {"conversations", "messages", "shares", "attachments"}}`: "delete all
 * my data". The session, its conversations, their messages, share links and attachments (sent or not) are
 * deleted in one transaction, and the cookie is cleared. The counts say what there was.
 */
export const DELETE: HaleApiHandler = async ({req, res, services, config}) => {
  const session = await requireSession(req, res, services)
  const deleted = await services.storage.sessions.erase(session.id)
  clearSessionCookie(req, res, config.basePath)
  services.log.info('A visitor deleted all their data', {...deleted})
  return {deleted}
}
