/** Rows as both stores keep them (messages, conversations, shares), and how a row becomes what the Storage interface returns. */
import type {Share, SharedMessage, ShareSnapshot} from './shares'
import type {Conversation, Message, MessageRole, MessageStatus} from './storage'

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

export interface ConversationRow { id: string; session_id: string; title: string; topic: string | null; locale: string; created_at: number; updated_at: number }

export const conversationColumns = 'id, session_id, title, topic, locale, created_at, updated_at'

export function toConversation(row: ConversationRow): Conversation {
  return {id: row.id, sessionId: row.session_id, title: row.title, topic: row.topic, locale: row.locale, createdAt: row.created_at, updatedAt: row.updated_at}
}

export interface ShareRow {
  token: string
  conversation_id: string
  created_at: number
  expires_at: number | null
  revoked_at: number | null
}

/** A share with its snapshot (`messages`: the JSON of its SharedMessage[]). */
export interface SnapshotRow extends ShareRow {
  title: string
  locale: string
  conversation_created_at: number
  messages: string
}

export const shareColumns = 'token, conversation_id, created_at, expires_at, revoked_at'

export function toShare(row: ShareRow): Share {
  return {token: row.token, conversationId: row.conversation_id, createdAt: row.created_at, expiresAt: row.expires_at, revokedAt: row.revoked_at}
}

export function toSnapshot(row: SnapshotRow): ShareSnapshot {
  return {title: row.title, locale: row.locale, conversationCreatedAt: row.conversation_created_at, messages: JSON.parse(row.messages) as SharedMessage[]}
}

/** A finished message as a snapshot keeps it, with the ids of its attachments. */
export function toSharedMessage(row: {role: MessageRole; content: string; status: MessageStatus; red_flags: string | null; created_at: number}, attachments: readonly string[]): SharedMessage {
  const redFlags = decodeFlags(row.red_flags) ?? []
  return {
    role: row.role, content: row.content, status: row.status === 'complete' ? 'complete' : 'incomplete', createdAt: row.created_at,
    ...(attachments.length > 0 ? {attachments: [...attachments]} : {}),
    ...(redFlags.length > 0 ? {redFlags} : {}),
  }
}
