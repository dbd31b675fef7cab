/**
 * Browser sessions: a random 128-bit id in an HttpOnly, SameSite=Lax cookie scoped to the base
 * path (Secure behind HTTPS). A session owns its conversations. Sessions are created in exactly
 * one place, `openSession`, so that human verification can gate it.
 *
 * A verified session (one that passed hCaptcha, see `server/api/session.ts`) may change state
 * until it has been unused for `SESSION_TTL`; then the visitor passes the check again and keeps
 * the same session, so their conversations stay theirs.
 */
import type {Request, Response} from 'express'
import {readCookie} from '../framework/http/respond'
import type {AppConfig, LimitedAction} from '../config'
import {HttpError} from '../framework/errors'
import {DEGRADED_TTL_MS, enforceLimit, holdStreamSlot, type ReleaseStreamSlot} from './limits'
import type {HaleMetrics} from '../metrics'
import type {Logger} from '../framework/log'
import type {VerificationMethod} from '../storage/limits'
import type {Conversation, Session, Storage} from '../storage/storage'

export const SESSION_COOKIE = 'hale_session'

/** Storage ids are 22 base64url characters (128 random bits); anything else is not ours. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/

/** What the gate needs; `HaleServices` has it. */
export interface SessionServices {
  storage: Storage
  config: AppConfig
  log: Logger
  metrics: HaleMetrics
}

/** The request's session, or null when it has none (or an unknown, malformed or deleted one). */
export async function currentSession(req: Request, storage: Storage): Promise<Session | null> {
  const id = sessionIdOf(req)
  return id === null ? null : storage.sessions.get(id)
}

/**
 * The session id the request's cookie names, when it has the shape of one; not looked up. Enough
 * to load what a session owns (`conversations.get(id, …)`): deleting a session deletes what it owns.
 */
export function sessionIdOf(req: Request): string | null {
  const id = readCookie(req.headers.cookie, SESSION_COOKIE)
  return id && SESSION_ID.test(id) ? id : null
}

/**
 * The conversation `id` when the request's session owns it, else null. One query: a conversation
 * is found only with its own session's id, and deleting a session deletes its conversations.
 */
export async function findOwnedConversation(req: Request, storage: Storage, id: unknown): Promise<Conversation | null> {
  const sessionId = sessionIdOf(req)
  return sessionId !== null && typeof id === 'string' && id !== '' ? storage.conversations.get(sessionId, id) : null
}

/**
 * Create a session and set its cookie on `res`. The one place sessions are born: verified (by
 * `verification`) only from `POST /api/session`, unverified only when hCaptcha is off.
 */
export async function openSession(req: Request, res: Response, storage: Storage, basePath: string, verification?: VerificationMethod): Promise<Session> {
  const session = await storage.transaction(async () => {
    const created = await storage.sessions.create({verified: verification !== undefined})
    if (verification === 'degraded') await storage.limits.markVerified(created.id, verification)
    return created
  })
  setSessionCookie(req, res, session.id, basePath)
  return session
}

/** The request's session, or a new unverified one (only while hCaptcha is off). */
export async function ensureSession(req: Request, res: Response, storage: Storage, basePath: string): Promise<Session> {
  return (await currentSession(req, storage)) ?? openSession(req, res, storage, basePath)
}

/**
 * After a pass: verify the request's session (it keeps its id and conversations) or open a
 * verified one. Renews the cookie either way.
 */
export async function verifySession(req: Request, res: Response, services: SessionServices, method: VerificationMethod): Promise<Session> {
  const {storage, config} = services
  const existing = await currentSession(req, storage)
  if (existing && (await storage.limits.markVerified(existing.id, method))) {
    setSessionCookie(req, res, existing.id, config.basePath)
    return (await storage.sessions.get(existing.id)) ?? existing
  }
  return openSession(req, res, storage, config.basePath, method)
}

export function setSessionCookie(req: Request, res: Response, id: string, basePath: string): void {
  res.cookie(SESSION_COOKIE, id, {httpOnly: true, sameSite: 'lax', secure: req.secure, path: basePath || '/'})
}

export function clearSessionCookie(req: Request, res: Response, basePath: string): void {
  res.clearCookie(SESSION_COOKIE, {httpOnly: true, sameSite: 'lax', secure: req.secure, path: basePath || '/'})
}

/**
 * The request's session for a state-changing API call (create a conversation, send a message,
 * upload, transcribe, share, delete). Every such handler calls this, first.
 *
 * Without a verified session, or with one unused for longer than `SESSION_TTL`, it throws a 401
 * `verification_required` (the UI answers by showing the check). With `HCAPTCHA=off` any session
 * will do and one is opened on first use. Using the session renews it (`lastSeenAt`). With
 * `action`, the action's limits are counted (429 beyond them).
 */
export async function requireSession(req: Request, res: Response, services: SessionServices, action?: LimitedAction): Promise<Session> {
  const {session, degraded} = await gate(req, res, services)
  if (action) await enforceLimit(req, services, action, {id: session.id, degraded})
  return session
}

/**
 * `requireSession` for a new answer (a message or a regenerate): the message limits, then one
 * of the session's stream slots, held until `releaseStreamSlot` (which the answer calls when it
 * is saved) or until the response closes.
 */
export async function requireAnswerSession(req: Request, res: Response, services: SessionServices): Promise<{session: Session; releaseStreamSlot: ReleaseStreamSlot}> {
  const {session, degraded} = await gate(req, res, services)
  await enforceLimit(req, services, 'messages', {id: session.id, degraded})
  const releaseStreamSlot = await holdStreamSlot(req, res, services, {id: session.id, degraded})
  return {session, releaseStreamSlot}
}

async function gate(req: Request, res: Response, services: SessionServices): Promise<{session: Session; degraded: boolean}> {
  const {storage, config} = services
  if (!config.hcaptcha.enabled) {
    const session = await ensureSession(req, res, storage, config.basePath)
    await storage.sessions.touch(session.id)
    return {session, degraded: false}
  }
  const session = await currentSession(req, storage)
  const method = session?.verified ? await storage.limits.verificationMethod(session.id) : null
  if (!session || method === null) {
    throw new HttpError(401, {key: 'verify.required'}, {code: 'verification_required'})
  }
  const degraded = method === 'degraded'
  const ttl = degraded ? Math.min(config.sessionTtlMs, DEGRADED_TTL_MS) : config.sessionTtlMs
  if (storage.limits.now() - session.lastSeenAt > ttl) {
    throw new HttpError(401, {key: 'verify.expired'}, {code: 'verification_required', details: {expired: true}})
  }
  await storage.sessions.touch(session.id)
  return {session, degraded}
}
