/** Shared steps of the conversation API: typed services, ownership, input parsing. */
import type {Request} from 'express'
import type {ApiHandler} from '../framework/app-bundle'
import {HttpError} from '../framework/errors'
import type {HaleServices} from '../services'
import {findOwnedConversation} from '../verification/sessions'
import type {Conversation} from '../storage/storage'

/** An API handler of Hale's, with Hale's services. */
export type HaleApi = ApiHandler<HaleServices>

/** The conversation `id` of the request's session (`findOwnedConversation`); 404 for anyone else's, whatever the reason. */
export async function ownedConversation(req: Request, services: HaleServices, id: unknown): Promise<Conversation> {
  const conversation = await findOwnedConversation(req, services.storage, id)
  if (!conversation) throw new HttpError(404, 'This conversation does not exist.', {code: 'not_found'})
  return conversation
}

/** The JSON body as an object; a missing or non-object body is a 400 (or 415 when it is not JSON). */
export function jsonBody(req: Request, required: boolean): Record<string, unknown> {
  const body: unknown = req.body
  if (body === undefined || body === null) {
    // No body: what fetch sends for `method: 'POST'` alone (`Content-Length: 0`, no type).
    if (!required && !req.headers['content-type'] && Number(req.headers['content-length'] ?? 0) === 0) return {}
    if (!req.is('application/json')) throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).')
    throw new HttpError(400, 'Expected a JSON object.')
  }
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Expected a JSON object.')
  return body as Record<string, unknown>
}

/** The visitor's message: a non-empty string within the configured length (413 beyond). */
export function messageContent(body: Record<string, unknown>, maxChars: number): string {
  const content = body.content
  if (typeof content !== 'string' || content.trim() === '') {
    throw new HttpError(400, 'Expected `content` to be a non-empty string.', {code: 'invalid_message'})
  }
  if (content.length > maxChars) {
    throw new HttpError(413, `Messages can be at most ${maxChars} characters long.`, {code: 'message_too_long'})
  }
  return content
}

/** Conversations with an answer being written, in this process. */
const answering = new Set<string>()

/**
 * One answer at a time per conversation: a second message (or a regenerate) while an answer is
 * being written is a 409 `busy`. Returns the release, to call when the answer has ended.
 */
export function claimConversation(id: string): () => void {
  if (answering.has(id)) throw new HttpError(409, 'An answer is still being written in this conversation.', {code: 'busy'})
  answering.add(id)
  return () => { answering.delete(id) }
}

/** A conversation as the API answers it: never the session id, which is the session's cookie. */
export type WireConversation = Omit<Conversation, 'sessionId'>

export function wireConversation({sessionId: _sessionId, ...conversation}: Conversation): WireConversation {
  return conversation
}

/** A first title for a conversation: the first line of its first message, shortened. */
export function titleFrom(content: string): string {
  const line = content.trim().split('\n', 1)[0]!.trim()
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line
}
