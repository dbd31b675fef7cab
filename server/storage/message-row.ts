/** A message as both stores keep it in their `messages` table, and how a row becomes a Message. */
import type {Message, MessageRole, MessageStatus} from './storage'

export interface MessageRow { id: string; conversation_id: string; role: MessageRole; content: string; status: MessageStatus; error_code: string | null; model: string | null; red_flags: string | null; created_at: number; updated_at: number }

export const messageColumns = 'id, conversation_id, role, content, status, error_code, model, red_flags, created_at, updated_at'

/** The Message of a row; `content` is the stored text as the store reads it back. */
export function toMessage(row: MessageRow, content = row.content): Message {
  return {
    id: row.id, conversationId: row.conversation_id, role: row.role, content, status: row.status,
    errorCode: row.error_code, model: row.model, redFlags: decodeFlags(row.red_flags), createdAt: row.created_at, updatedAt: row.updated_at,
  }
}

/** Red flags as stored: a JSON array of category names, or NULL. */
export function encodeFlags(flags: readonly string[] | null): string | null {
  return flags === null ? null : JSON.stringify(flags)
}

export function decodeFlags(stored: string | null): string[] | null {
  if (stored === null) return null
  const value: unknown = JSON.parse(stored)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null
}
