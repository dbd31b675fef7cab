/**
 * The hand-over of a first message (its text, and the attachments uploaded with it) from the page
 * that created a conversation (`/`, a topic's suggested question) to the chat page that sends it.
 * A module-level map carries it across a client-side navigation; sessionStorage is the fallback
 * when the navigation turns into a full page load. Taking a message removes it, so it is sent once.
 */
import {isObject, toMessageAttachment, type MessageAttachment} from './types'

export interface PendingMessage {
  content: string
  attachments: MessageAttachment[]
}

const STORAGE_PREFIX = 'hale:pending:'
const pending = new Map<string, PendingMessage>()

/** Remember `content` (with `attachments`, already uploaded) as the first message to send in conversation `conversationId`. */
export function setPendingMessage(conversationId: string, content: string, attachments: readonly MessageAttachment[] = []): void {
  const message = {content, attachments: [...attachments]}
  pending.set(conversationId, message)
  try {
    globalThis.sessionStorage?.setItem(STORAGE_PREFIX + conversationId, JSON.stringify(message))
  } catch {
    // Storage disabled or full: the in-memory copy still carries a client-side navigation.
  }
}

/** The message waiting for `conversationId`, removed from the store; null when there is none. */
export function takePending(conversationId: string): PendingMessage | null {
  const fromMemory = pending.get(conversationId)
  pending.delete(conversationId)
  let fromStorage: PendingMessage | null = null
  try {
    const storage = globalThis.sessionStorage
    if (storage) {
      fromStorage = parse(storage.getItem(STORAGE_PREFIX + conversationId))
      storage.removeItem(STORAGE_PREFIX + conversationId)
    }
  } catch {
    // As above.
  }
  return fromMemory ?? fromStorage
}

/** The text of the message waiting for `conversationId` (see takePending). */
export function takePendingMessage(conversationId: string): string | null {
  return takePending(conversationId)?.content ?? null
}

function parse(stored: string | null): PendingMessage | null {
  if (stored === null) return null
  try {
    const value: unknown = JSON.parse(stored)
    if (!isObject(value) || typeof value.content !== 'string') return null
    const attachments = Array.isArray(value.attachments)
      ? value.attachments.map(toMessageAttachment).filter((item): item is MessageAttachment => item !== null)
      : []
    return {content: value.content, attachments}
  } catch {
    return null
  }
}
