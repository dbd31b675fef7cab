/**
 * Browser sessions: a random 128-bit id in an HttpOnly, SameSite=Lax cookie scoped to the base
 * path (Secure behind HTTPS). A session owns its conversations. Sessions are created in exactly
 * one place, `openSession`, so that human verification can gate it.
 */
import type {Request, Response} from 'express'
import {readCookie} from './http/respond'
import type {AppConfig} from './config'
import type {Session, Storage} from './storage/storage'

export const SESSION_COOKIE = 'hale_session'

/** Storage ids are 22 base64url characters (128 random bits); anything else is not ours. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/

/** The request's session, or null when it has none (or an unknown, malformed or deleted one). */
export async function currentSession(req: Request, storage: Storage): Promise<Session | null> {
  const id = readCookie(req.headers.cookie, SESSION_COOKIE)
  if (!id || !SESSION_ID.test(id)) return null
  return storage.sessions.get(id)
}

/** Create a session and set its cookie on `res`. The one place sessions are born. */
export async function openSession(req: Request, res: Response, storage: Storage, basePath: string): Promise<Session> {
  const session = await storage.sessions.create({verified: false})
  setSessionCookie(req, res, session.id, basePath)
  return session
}

/** The request's session, or a new one. */
export async function ensureSession(req: Request, res: Response, storage: Storage, basePath: string): Promise<Session> {
  return (await currentSession(req, storage)) ?? openSession(req, res, storage, basePath)
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
 * Issue 4 makes this the gate: without a verified session it throws a 401
 * `verification_required` (unless hCaptcha is off). Until then it opens a session on first use.
 */
export async function requireSession(req: Request, res: Response, services: {storage: Storage; config: AppConfig}): Promise<Session> {
  return ensureSession(req, res, services.storage, services.config.basePath)
}
