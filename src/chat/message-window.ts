/**
 * A long conversation's page shows its latest messages, not all of them: the page, its data file
 * and the browser's memory stay the same size however long the conversation grows, and earlier
 * messages load a window at a time when the visitor asks (`GET /api/conversations/[id]?before=`).
 */

/** Messages a chat page shows at first, and how many each "show earlier" adds. */
export const MESSAGE_WINDOW = 40

/** The most one request for earlier messages may ask for. */
export const MAX_MESSAGE_WINDOW = 100

export interface MessageWindow<T> {
  /** Oldest first. */
  messages: T[]
  /** How many saved messages come before these. */
  earlier: number
}

/**
 * The `size` messages just before the one with id `beforeId` (the latest `size` without it), and
 * how many come before them; null when no message has that id. A window never opens on an answer
 * whose question is just before it: the question comes along, one more message.
 */
export function messageWindow<T extends {id: string; role: string}>(all: readonly T[], beforeId: string | null = null, size = MESSAGE_WINDOW): MessageWindow<T> | null {
  const end = beforeId === null ? all.length : all.findIndex((message) => message.id === beforeId)
  if (end < 0) return null
  let start = Math.max(0, end - size)
  if (start > 0 && all[start]!.role === 'assistant' && all[start - 1]!.role === 'user') start -= 1
  return {messages: all.slice(start, end), earlier: start}
}
