/**
 * The saved messages of recently opened conversations, as `/chat/[id]` shows them, kept between
 * requests while the conversation's `revision` is unchanged.
 *
 * Without it, every view of `/chat/[id]` (and of its data file) reads the messages and their
 * attachments again: two more queries, about 30 KB of new strings for 20 messages, and, since the
 * markdown cache (src/markdown/markdown-cache.ts) is keyed by the text, a hash and a comparison
 * of each new string to find its HTML. Kept strings are the same strings on every request, so
 * their hashes are kept too.
 *
 * Correct because the database raises a conversation's `revision` on every change to what is
 * kept here (triggers, server/storage/migrations.ts, version 5), and because the revision is read
 * before the messages: an entry is at least as new as the revision it is kept under, and a
 * later change makes the stored revision differ. The caller checks ownership first, by loading
 * the conversation with the visitor's session; this cache is keyed by the conversation id alone.
 *
 * Bounded by bytes (UTF-16: 2 a character, plus a rough fixed cost per message), least recently
 * used first out, and an entry unused for `maxIdleMs` is dropped at the next lookup, so the text
 * of a deleted conversation does not stay in memory for long (deleting a conversation, all of a
 * visitor's data, or a retention sweep that deletes any, drops it at once). Kept messages are
 * frozen: a caller cannot change what the next request gets.
 */
import type {WireMessage} from '../../src/chat/types'
import {verdictOf} from '../../src/safety/verdict'
import type {HaleServices} from '../services'
import type {Conversation} from '../storage/storage'
import {messagesWithAttachments, type WireMessageWithAttachments} from './relay'

export interface SavedMessagesOptions {
  /** Total size of the kept messages. Default 8 MiB. */
  maxBytes?: number
  /** A conversation bigger than this is read every time. Default `maxBytes / 8`. */
  maxEntryBytes?: number
  /** An entry unused this long is dropped. Default 15 minutes. */
  maxIdleMs?: number
  /** For tests. Default `Date.now`. */
  now?: () => number
}

/** A rough cost of a message besides its strings (the object, its fields, its attachments' fields). */
const MESSAGE_OVERHEAD = 300

interface Entry {
  sessionId: string
  revision: number
  messages: readonly WireMessage[]
  bytes: number
  usedAt: number
}

export class SavedMessages {
  readonly maxBytes: number
  readonly maxEntryBytes: number
  readonly maxIdleMs: number
  readonly #now: () => number
  /** Keyed by conversation id. A `Map` iterates in insertion order: the first key is the least recently used. */
  readonly #entries = new Map<string, Entry>()
  #bytes = 0

  constructor(
    private readonly services: Pick<HaleServices, 'storage' | 'config'>,
    options: SavedMessagesOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? 8 * 1024 * 1024
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(this.maxBytes / 8)
    this.maxIdleMs = options.maxIdleMs ?? 15 * 60 * 1000
    this.#now = options.now ?? Date.now
  }

  /** How many conversations and bytes are kept (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /**
   * The messages of `conversation`, oldest first, with their attachments (as `WireMessage`).
   * `conversation` must be what storage returned to its owner just now: its revision says
   * whether the kept messages are still true.
   */
  async of(conversation: Conversation): Promise<readonly WireMessage[]> {
    const now = this.#now()
    this.#dropIdle(now)
    const kept = this.#entries.get(conversation.id)
    if (kept && kept.revision === conversation.revision) {
      kept.usedAt = now
      this.#entries.delete(conversation.id)
      this.#entries.set(conversation.id, kept)
      return kept.messages
    }
    const loaded = await messagesWithAttachments(this.services, await this.services.storage.messages.list(conversation.id))
    const messages = Object.freeze(loaded.map(frozenWireMessage))
    this.#keep(conversation, messages)
    return messages
  }

  /** Drops what is kept of a session's conversations (when the visitor deletes all their data). */
  forgetSession(sessionId: string): void {
    for (const [id, entry] of this.#entries) if (entry.sessionId === sessionId) this.forget(id)
  }

  /** Drops everything kept (when retention deletes conversations: it says how many, not which). */
  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  /** Drops what is kept of a conversation (when it is deleted). */
  forget(conversationId: string): void {
    const entry = this.#entries.get(conversationId)
    if (!entry) return
    this.#entries.delete(conversationId)
    this.#bytes -= entry.bytes
  }

  #keep(conversation: Conversation, messages: readonly WireMessage[]): void {
    this.forget(conversation.id)
    let bytes = 0
    for (const message of messages) {
      bytes += MESSAGE_OVERHEAD + 2 * (message.content.length + message.id.length + (message.errorCode?.length ?? 0))
      for (const attachment of message.attachments ?? []) bytes += MESSAGE_OVERHEAD + 2 * (attachment.name.length + attachment.id.length)
    }
    if (bytes > this.maxEntryBytes) return
    this.#entries.set(conversation.id, {sessionId: conversation.sessionId, revision: conversation.revision, messages, bytes, usedAt: this.#now()})
    this.#bytes += bytes
    for (const id of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break
      this.forget(id)
    }
  }

  #dropIdle(now: number): void {
    for (const [id, entry] of this.#entries) {
      if (now - entry.usedAt < this.maxIdleMs) break
      this.forget(id)
    }
  }
}

/** What the page shows of a saved message (only these fields), frozen with its attachments. */
function frozenWireMessage({id, role, content, status, errorCode, attachments, redFlags}: WireMessageWithAttachments): WireMessage {
  const verdict = redFlags === null ? {} : {redFlags: Object.freeze(verdictOf(redFlags).categories) as WireMessage['redFlags']}
  if (!attachments) return Object.freeze({id, role, content, status, errorCode, ...verdict})
  const frozen = attachments.map((item) => Object.freeze({...item, received: Object.freeze(item.received)}))
  return Object.freeze({id, role, content, status, errorCode, attachments: Object.freeze(frozen) as WireMessage['attachments'], ...verdict})
}
