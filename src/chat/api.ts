/**
 * URLs and JSON calls of the conversations API, for the browser. API URLs are never
 * locale-prefixed: `href` is given the default locale so it only adds the base path.
 */
import {href} from '../framework/router/href'
import {readJsonError, type ApiError} from './api-error'
import {MESSAGE_WINDOW} from './message-window'
import {isObject, toWireMessage, type WireMessage} from './types'

/** Where the app lives (from `useRoute()`). */
export interface ApiBase {
  basePath: string
}

/** `${basePath}/api/…` for an API path like `/conversations/abc`. */
export function apiHref(path: string, {basePath}: ApiBase): string {
  return href(`/api${path}`, {basePath, locale: '', defaultLocale: ''})
}

export const conversationsHref = (base: ApiBase) => apiHref('/conversations', base)
export const conversationHref = (base: ApiBase, id: string) => apiHref(`/conversations/${encodeURIComponent(id)}`, base)
export const messagesHref = (base: ApiBase, id: string) => `${conversationHref(base, id)}/messages`
export const regenerateHref = (base: ApiBase, id: string, messageId: string) =>
  `${messagesHref(base, id)}/${encodeURIComponent(messageId)}/regenerate`

export type ApiResult<T> = {ok: true; value: T} | ({ok: false; status: number} & ApiError)

/** A JSON request that never rejects: network failures are `{ok: false, status: 0, code: 'network'}`. */
export async function requestJson<T>(url: string, init: {method: string; body?: unknown}, read: (body: unknown) => T | null): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.body === undefined ? {accept: 'application/json'} : {accept: 'application/json', 'content-type': 'application/json'},
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    return {ok: false, status: 0, code: 'network', message: ''}
  }
  if (!response.ok) return {ok: false, status: response.status, ...await readJsonError(response)}
  if (response.status === 204) {
    const value = read(null)
    return value === null ? {ok: false, status: response.status, code: 'bad_response', message: ''} : {ok: true, value}
  }
  try {
    const value = read(await response.json())
    if (value !== null) return {ok: true, value}
  } catch {
    // Fall through.
  }
  return {ok: false, status: response.status, code: 'bad_response', message: ''}
}

/**
 * `POST /api/session` with hCaptcha's token: `204` and the verified session's cookie. The
 * refusals: `403 verification_failed`, `503 verification_unavailable` (with `retryAfter`), `429`.
 */
export function createSession(base: ApiBase, input: {token: string; locale: string}): Promise<ApiResult<true>> {
  return requestJson(apiHref('/session', base), {method: 'POST', body: input}, () => true)
}

export {needsVerification} from './api-error'

/** `POST /api/conversations` → the new conversation's id. */
export function createConversation(base: ApiBase, input: {locale: string; topic?: string}): Promise<ApiResult<string>> {
  return requestJson(conversationsHref(base), {method: 'POST', body: input}, (body) =>
    isObject(body) && typeof body.id === 'string' && body.id !== '' ? body.id : null)
}

/** `GET /api/conversations/[id]` → its saved messages, oldest first. */
export function fetchMessages(base: ApiBase, id: string): Promise<ApiResult<WireMessage[]>> {
  return requestJson(conversationHref(base, id), {method: 'GET'}, (body) => {
    if (!isObject(body) || !Array.isArray(body.messages)) return null
    const messages = body.messages.map(toWireMessage)
    return messages.every((message) => message !== null) ? messages as WireMessage[] : null
  })
}

/**
 * `GET /api/conversations/[id]?before=&limit=` → the saved messages just before the one with id
 * `before`, oldest first, and how many come before those (src/chat/message-window.ts).
 */
export function fetchEarlierMessages(base: ApiBase, id: string, before: string, limit = MESSAGE_WINDOW): Promise<ApiResult<{messages: WireMessage[]; earlier: number}>> {
  const url = `${conversationHref(base, id)}?before=${encodeURIComponent(before)}&limit=${limit}`
  return requestJson(url, {method: 'GET'}, (body) => {
    if (!isObject(body) || !Array.isArray(body.messages) || typeof body.earlier !== 'number') return null
    const messages = body.messages.map(toWireMessage)
    return messages.every((message) => message !== null) ? {messages: messages as WireMessage[], earlier: body.earlier} : null
  })
}

/** `PATCH /api/conversations/[id]` with a new title → the title as saved (normalised by the server). */
export function renameConversation(base: ApiBase, id: string, title: string): Promise<ApiResult<string>> {
  return requestJson(conversationHref(base, id), {method: 'PATCH', body: {title}}, (body) => {
    if (!isObject(body)) return title
    const conversation = isObject(body.conversation) ? body.conversation : body
    return typeof conversation.title === 'string' ? conversation.title : title
  })
}

/** `DELETE /api/conversations/[id]`. */
export function deleteConversation(base: ApiBase, id: string): Promise<ApiResult<true>> {
  return requestJson(conversationHref(base, id), {method: 'DELETE'}, () => true)
}
