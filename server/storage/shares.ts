/**
 * Share links and their snapshots. Part of the Storage interface (storage.ts).
 *
 * A share is a read-only snapshot of a conversation as it was when it was shared: later messages
 * never appear in it. Its token is the link's only secret: 192 random bits (`createShareToken`),
 * never derived from ids or time. It is stored as it is, so that the owner can copy a live link
 * again; whoever can read the database can read the conversations themselves anyway.
 */
import {randomBytes} from 'node:crypto'
import type {MessageRole} from './storage'

/** A message as the snapshot keeps it: no ids, no model, nothing but what the page shows. */
export interface SharedMessage {
  role: MessageRole
  content: string
  /** `incomplete`: the answer was stopped or cut off. */
  status: 'complete' | 'incomplete'
  createdAt: number
  /**
   * The ids of the attachments the owner sent with this message (absent: none). The share-scoped
   * route `/api/shares/[token]/attachments/[id]` serves only these, and only while the share is live.
   */
  attachments?: string[]
  /** A visitor's message for which Hale showed its emergency banner: the categories found (absent: none). */
  redFlags?: string[]
}

export interface ShareSnapshot {
  title: string
  locale: string
  /** When the conversation was started. */
  conversationCreatedAt: number
  messages: SharedMessage[]
}

export interface Share {
  token: string
  conversationId: string
  createdAt: number
  /** Null: never expires. */
  expiresAt: number | null
  revokedAt: number | null
}

export interface SharesStore {
  /**
   * Snapshot the conversation's messages as they are now (only finished ones with text: a
   * streaming answer or an error without text is left out) under a new token. Null when the
   * conversation does not exist or is not the session's.
   */
  create(input: {sessionId: string; conversationId: string; expiresAt: number | null}): Promise<Share | null>
  /** The snapshot of a live share (not revoked, not expired by the store's clock); null otherwise. */
  getLive(token: string): Promise<{share: Share; snapshot: ShareSnapshot} | null>
  /** The conversation's live shares, newest first; [] for another session's conversation. */
  listLive(sessionId: string, conversationId: string): Promise<Share[]>
  /**
   * Revoke a live share of the session's: from now on `getLive` answers null, and the snapshot's
   * text is erased. False when unknown, not theirs, or already revoked or expired.
   */
  revoke(sessionId: string, token: string): Promise<boolean>
  /** Delete revoked and expired shares (their rows hold nothing useful any more); returns how many. */
  prune(): Promise<number>
}

/** A share token: 192 random bits as base64url, 32 characters. */
export function createShareToken(): string {
  return randomBytes(24).toString('base64url')
}

/** What a share token looks like; anything else is not one (and is not looked up). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/
