/** The PostgreSQL implementation of `SharesStore` (shares.ts). */
import {fromStoredText, type PostgresContext} from './postgres-context'
import {shareColumns, toShare, toSharedMessage, toSnapshot, type ShareRow, type SnapshotRow} from './rows'
import {createShareToken, type Share, type SharesStore} from './shares'
import type {MessageRole, MessageStatus} from './storage'

/** A share that can be read: not revoked and not expired at `$now` (the parameter named in each query). */
const live = (now: string) => `revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ${now})`

export function postgresShares({query, transaction, now}: PostgresContext): SharesStore {
  return {
    create: ({sessionId, conversationId, expiresAt}) => transaction(async (): Promise<Share | null> => {
      const conversation = (await query<{id: string; title: string; locale: string; created_at: number}>(
        'SELECT id, title, locale, created_at FROM conversations WHERE id = $1 AND session_id = $2', [conversationId, sessionId])).rows[0]
      if (!conversation) return null
      // A message with attachments but no text (a photo alone) is part of the snapshot too.
      const rows = (await query<{id: string; role: MessageRole; content: string; status: MessageStatus; red_flags: string | null; created_at: number}>(`
        SELECT id, role, content, status, red_flags, created_at FROM messages
        WHERE conversation_id = $1 AND status IN ('complete', 'incomplete', 'error')
          AND (content <> '' OR EXISTS (SELECT 1 FROM attachments WHERE message_id = messages.id))
        ORDER BY created_at, seq`, [conversation.id])).rows
      const attachmentRows = rows.length === 0 ? [] : (await query<{id: string; message_id: string}>(
        'SELECT id, message_id FROM attachments WHERE message_id = ANY($1::text[]) ORDER BY created_at, seq', [rows.map((row) => row.id)])).rows
      const attachmentsOf = new Map<string, string[]>()
      for (const row of attachmentRows) attachmentsOf.set(row.message_id, [...attachmentsOf.get(row.message_id) ?? [], row.id])
      const messages = rows.map((row) => toSharedMessage({...row, content: fromStoredText(row.content)}, attachmentsOf.get(row.id) ?? []))
      const share: Share = {token: createShareToken(), conversationId: conversation.id, createdAt: now(), expiresAt, revokedAt: null}
      await query(`
        INSERT INTO shares (token, conversation_id, title, locale, conversation_created_at, messages, created_at, expires_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [share.token, share.conversationId, conversation.title, conversation.locale, conversation.created_at, JSON.stringify(messages), share.createdAt, expiresAt])
      return share
    }),
    getLive: async (token) => {
      const row = (await query<SnapshotRow>(
        `SELECT ${shareColumns}, title, locale, conversation_created_at, messages FROM shares WHERE token = $1 AND ${live('$2')}`, [token, now()])).rows[0]
      if (!row) return null
      return {share: toShare(row), snapshot: toSnapshot(row)}
    },
    listLive: async (sessionId, conversationId) => (await query<ShareRow>(`
      SELECT ${shareColumns} FROM shares
      WHERE conversation_id = $1 AND ${live('$3')}
        AND conversation_id IN (SELECT id FROM conversations WHERE session_id = $2)
      ORDER BY created_at DESC, seq DESC`, [conversationId, sessionId, now()])).rows.map(toShare),
    // Erase the snapshot with the revocation: a revoked link's text has no reason to stay.
    revoke: async (sessionId, token) => ((await query(`
      UPDATE shares SET revoked_at = $3, title = '', messages = '[]'
      WHERE token = $1 AND ${live('$3')}
        AND conversation_id IN (SELECT id FROM conversations WHERE session_id = $2)`, [token, sessionId, now()])).rowCount ?? 0) > 0,
    prune: async () => (await query('DELETE FROM shares WHERE revoked_at IS NOT NULL OR expires_at <= $1', [now()])).rowCount ?? 0,
  }
}

