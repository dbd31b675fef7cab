/**
 * The storage interface. Handlers depend on this file only; `server/services.ts` picks a backend:
 * `sqlite-store.ts` (one file in DATA_DIR) or, with DATABASE_URL, `postgres-store.ts`. Every
 * backend passes the one contract suite in `test/storage/contract.ts`.
 *
 * Everything is asynchronous so that a networked backend can drop in. Ids are 128 random bits
 * (see `createId`), timestamps are milliseconds since the epoch from the backend's clock.
 */
import {randomBytes} from 'node:crypto'
import type {AttachmentsStore} from './attachments'
import type {LimitsStore} from './limits'
import type {SharesStore} from './shares'

export type MessageRole = 'user' | 'assistant'
export type MessageStatus = 'complete' | 'incomplete' | 'error' | 'streaming'

export const messageRoles: readonly MessageRole[] = ['user', 'assistant']
export const messageStatuses: readonly MessageStatus[] = ['complete', 'incomplete', 'error', 'streaming']

export interface Session {
  id: string
  createdAt: number
  lastSeenAt: number
  verified: boolean
}

export interface Conversation {
  id: string
  sessionId: string
  /** One line, at most `titleMaxLength` code points; `''` means "untitled" (the UI shows a localised placeholder). */
  title: string
  topic: string | null
  locale: string
  createdAt: number
  /** Last activity: set at creation and by `conversations.touch`. Renaming does not change it. */
  updatedAt: number
}

export interface Message {
  id: string
  conversationId: string
  role: MessageRole
  /** Stored exactly as given: no trimming, no normalisation. */
  content: string
  status: MessageStatus
  errorCode: string | null
  model: string | null
  /**
   * A visitor's message: the emergency categories the red-flag detector found in it when it was
   * sent (empty: none), so that pages, exports and shares read the verdict instead of running the
   * detector again. Null for answers, and for a visitor's message not checked yet.
   */
  redFlags: readonly string[] | null
  createdAt: number
  updatedAt: number
}

/** A visitor's message the red-flag detector has not checked yet (`messages.listUnchecked`). */
export interface UncheckedMessage {
  id: string
  content: string
  /** Its conversation's language. */
  locale: string
}

/** What `sessions.erase` deleted. */
export interface ErasedCounts {
  conversations: number
  messages: number
  shares: number
  /** Sent and unsent. */
  attachments: number
}

export interface ListConversationsOptions {
  /** At most this many (a positive integer; default `listLimitDefault`, capped at `listLimitMax`). */
  limit?: number
  /** Only conversations with `updatedAt < before`: pass the last `updatedAt` of a page to get the next. */
  before?: number
}

export interface Storage {
  sessions: {
    create(input?: {verified?: boolean}): Promise<Session>
    get(id: string): Promise<Session | null>
    /** `lastSeenAt = now`. An unknown id is not an error. */
    touch(id: string): Promise<void>
    /** Deletes the session, its conversations and their messages. An unknown id is not an error. */
    delete(id: string): Promise<void>
    /**
     * "Delete all my data": deletes the session and everything it owns (conversations, messages,
     * share links; attachments with their conversations; its abuse-limit counters and stream
     * slots) in one transaction, and says how many of each there were. All zeros for an unknown id.
     */
    erase(id: string): Promise<ErasedCounts>
  }
  conversations: {
    /** Rejects with a `constraint` StorageError when the session does not exist. */
    create(input: {sessionId: string; title?: string; topic?: string | null; locale: string}): Promise<Conversation>
    /** Only the owner's: returns null for another session's conversation (never throws for that). */
    get(sessionId: string, id: string): Promise<Conversation | null>
    /** The session's conversations, most recently updated first. */
    list(sessionId: string, options?: ListConversationsOptions): Promise<Conversation[]>
    /** Only the owner's; the title is normalised (`normalizeTitle`). Null when not found or not theirs. */
    rename(sessionId: string, id: string, title: string): Promise<Conversation | null>
    /** Only the owner's; deletes its messages too. False when not found or not theirs. */
    delete(sessionId: string, id: string): Promise<boolean>
    /** `updatedAt = now` (after a message was added). No owner check: callers have done it. */
    touch(id: string): Promise<void>
    /**
     * Retention: delete every conversation with `updatedAt < before` (with its messages, share
     * links and attachments), then the sessions last seen before `before` that own nothing any
     * more. Returns how many conversations were deleted.
     */
    deleteInactive(before: number): Promise<number>
  }
  messages: {
    /** Does not touch the conversation. Rejects with a `constraint` StorageError when it does not exist. */
    add(input: {conversationId: string; role: MessageRole; content: string; status: MessageStatus; model?: string | null; errorCode?: string | null; redFlags?: readonly string[] | null}): Promise<Message>
    /** Changes the fields present in `patch` (an explicit null clears) and sets `updatedAt = now`. */
    update(id: string, patch: {content?: string; status?: MessageStatus; errorCode?: string | null; model?: string | null; redFlags?: readonly string[] | null}): Promise<Message | null>
    /** Visitors' messages whose `redFlags` are null, oldest first, at most `limit`. */
    listUnchecked(limit: number): Promise<UncheckedMessage[]>
    /** Oldest first: by `createdAt`, then in insertion order. */
    list(conversationId: string): Promise<Message[]>
    /** No owner check: load the conversation with `conversations.get(sessionId, …)` first. */
    get(id: string): Promise<Message | null>
    delete(id: string): Promise<boolean>
    /**
     * Marks `streaming` answers as `incomplete` (after a crash); returns how many. With `before`,
     * only those last updated before it: instances sharing a database must not end each other's
     * live answers.
     */
    finishAbandoned(before?: number): Promise<number>
  }
  /** Abuse limits and verification records (limits.ts). */
  limits: LimitsStore
  /** Uploaded attachments (attachments.ts). */
  attachments: AttachmentsStore
  /** Share links (shares.ts). */
  shares: SharesStore
  /**
   * Run `fn` atomically: everything it does through this storage is committed when it resolves
   * and rolled back when it rejects (the rejection is passed on unchanged). Work started outside
   * `fn` neither joins the transaction nor sees its uncommitted writes. A nested call is a
   * savepoint: its failure undoes only its own work.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>
  /** Integrity check: `'ok'` when healthy, otherwise the problems found, one a line. Slow on a big database. */
  check(): Promise<string>
  /** Resolves when the database answers a trivial query now (for health checks); rejects with a StorageError otherwise. */
  ping(): Promise<void>
  /** Waits for running transactions, then closes. Idempotent; later calls reject with `unavailable`. */
  close(): Promise<void>
}

/**
 * `disconnected`: a database server that cannot be reached now (down, restarting, network); the
 * store reconnects by itself. `unavailable`: anything else that makes the store unusable (closed,
 * a schema it does not know).
 */
export type StorageErrorCode = 'locked' | 'read_only' | 'full' | 'corrupt' | 'unavailable' | 'constraint' | 'disconnected'

/**
 * A storage failure with a stable code. The message is written for operators (it names the
 * database); never show it to visitors.
 */
export class StorageError extends Error {
  readonly code: StorageErrorCode
  constructor(code: StorageErrorCode, message: string, options?: {cause?: unknown}) {
    super(message, options?.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'StorageError'
    this.code = code
  }
}

/** A new id: 128 random bits as base64url, 22 characters. Unguessable, never sequential. */
export function createId(): string {
  return randomBytes(16).toString('base64url')
}

export const titleMaxLength = 200

const graphemes = new Intl.Segmenter('en', {granularity: 'grapheme'})

/**
 * A title as stored: control characters and runs of whitespace become one space, trimmed, then
 * cut to `titleMaxLength` code points without splitting a character (an emoji stays whole).
 */
export function normalizeTitle(title: string): string {
  const line = title.replace(/[\p{Cc}\s]+/gu, ' ').trim()
  if (line.length <= titleMaxLength) return line
  let result = ''
  let codePoints = 0
  for (const {segment} of graphemes.segment(line)) {
    const size = [...segment].length
    if (codePoints + size > titleMaxLength) break
    result += segment
    codePoints += size
  }
  return result.trimEnd()
}

export const listLimitDefault = 50
export const listLimitMax = 200

/** The page size for `conversations.list`: default when absent, capped at the maximum. */
export function normalizeListLimit(limit: number | undefined): number {
  if (limit === undefined) return listLimitDefault
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Expected \`limit\` to be a positive integer, got ${String(limit)}`)
  return Math.min(limit, listLimitMax)
}
