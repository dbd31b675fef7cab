/**
 * The hand-over of a first message from the page that created a conversation (`/`, a topic's
 * suggested question) to the chat page that sends it. A module-level map carries it across a
 * client-side navigation; sessionStorage is the fallback when the navigation turns into a full
 * page load. Taking a message removes it, so it is sent once.
 */

const STORAGE_PREFIX = 'hale:pending:'
const pending = new Map<string, string>()

/** Remember `content` as the first message to send in conversation `conversationId`. */
export function setPendingMessage(conversationId: string, content: string): void {
  pending.set(conversationId, content)
  try {
    globalThis.sessionStorage?.setItem(STORAGE_PREFIX + conversationId, content)
  } catch {
    // Storage disabled or full: the in-memory copy still carries a client-side navigation.
  }
}

/** The message waiting for `conversationId`, removed from the store; null when there is none. */
export function takePendingMessage(conversationId: string): string | null {
  const fromMemory = pending.get(conversationId)
  pending.delete(conversationId)
  let fromStorage: string | null = null
  try {
    const storage = globalThis.sessionStorage
    if (storage) {
      fromStorage = storage.getItem(STORAGE_PREFIX + conversationId)
      storage.removeItem(STORAGE_PREFIX + conversationId)
    }
  } catch {
    // As above.
  }
  return fromMemory ?? fromStorage
}
