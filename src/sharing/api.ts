/**
 * Share links, exports and "delete all my data", for the browser (the server side is in
 * server/api/conversations/[id]/shares.ts, export.ts, server/api/shares/[token].ts and
 * server/api/session.ts).
 */
import {apiHref, conversationHref, requestJson, type ApiBase, type ApiResult} from '../chat/api'
import {isObject} from '../chat/types'

export const shareExpiryChoices = ['24h', '7d', '30d', 'never'] as const
export type ShareExpiryChoice = (typeof shareExpiryChoices)[number]

/** A live share link as the API answers it. */
export interface ShareLink {
  token: string
  /** Absolute with `PUBLIC_ORIGIN`; a path (`/share/…`) without it: see `absoluteShareUrl`. */
  url: string
  /** ISO 8601; null: never expires. */
  expiresAt: string | null
}

function toShareLink(value: unknown): ShareLink | null {
  if (!isObject(value)) return null
  const {token, url, expiresAt} = value
  if (typeof token !== 'string' || typeof url !== 'string' || (expiresAt !== null && typeof expiresAt !== 'string')) return null
  return {token, url, expiresAt}
}

/** The link to give out: the server's URL, completed with this page's origin when it is a path (no `PUBLIC_ORIGIN`). */
export function absoluteShareUrl(url: string, origin: string): string {
  return url.startsWith('/') ? new URL(url, origin).href : url
}

const sharesHref = (base: ApiBase, id: string) => `${conversationHref(base, id)}/shares`

/** `POST /api/conversations/[id]/shares`. */
export function createShare(base: ApiBase, id: string, expiresIn: ShareExpiryChoice): Promise<ApiResult<ShareLink>> {
  return requestJson(sharesHref(base, id), {method: 'POST', body: {expiresIn}}, toShareLink)
}

/** `GET /api/conversations/[id]/shares`: the live links, newest first. */
export function listShares(base: ApiBase, id: string): Promise<ApiResult<ShareLink[]>> {
  return requestJson(sharesHref(base, id), {method: 'GET'}, (body) => {
    if (!isObject(body) || !Array.isArray(body.shares)) return null
    const links = body.shares.map(toShareLink)
    return links.every((link) => link !== null) ? links as ShareLink[] : null
  })
}

/** `DELETE /api/shares/[token]`. */
export function revokeShare(base: ApiBase, token: string): Promise<ApiResult<true>> {
  return requestJson(apiHref(`/shares/${encodeURIComponent(token)}`, base), {method: 'DELETE'}, () => true)
}

/** The download URL of a conversation's export. */
export function exportHref(base: ApiBase, id: string, format: 'md' | 'json'): string {
  return `${conversationHref(base, id)}/export?format=${format}`
}

export interface DeletedCounts {
  conversations: number
  messages: number
  shares: number
  attachments: number
}

/** `DELETE /api/session`: everything of this session, the session included. */
export function deleteAllData(base: ApiBase): Promise<ApiResult<DeletedCounts>> {
  return requestJson(apiHref('/session', base), {method: 'DELETE'}, (body) => {
    const deleted = isObject(body) && isObject(body.deleted) ? body.deleted : null
    if (!deleted) return null
    const {conversations, messages, shares, attachments} = deleted
    if (typeof conversations !== 'number' || typeof messages !== 'number' || typeof shares !== 'number' || typeof attachments !== 'number') return null
    return {conversations, messages, shares, attachments}
  })
}
