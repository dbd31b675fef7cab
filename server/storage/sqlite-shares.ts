/** The SQLite implementation of `SharesStore` (shares.ts). */
import {shareColumns, toShare, toSharedMessage, toSnapshot, type ShareRow, type SnapshotRow} from './rows'
import {createShareToken, type Share, type SharesStore} from './shares'
import type {SqliteContext} from './sqlite-context'
import type {MessageRole, MessageStatus} from './storage'

/** A share that can be read: not revoked and not expired at `:now`. */
const LIVE = 'revoked_at IS NULL AND (expires_at IS NULL OR expires_at > :now)'

export function sqliteShares(context: SqliteContext): SharesStore {
  const {db, run, now} = context
  const ownedConversation = db.prepare<[string, string], {id: string; title: string; locale: string; created_at: number}>(
    'SELECT id, title, locale, created_at FROM conversations WHERE id = ? AND session_id = ?')
  // A message with attachments but no text (a photo alone) is part of the snapshot too.
  const snapshotMessages = db.prepare<[string], {id: string; role: MessageRole; content: string; status: MessageStatus; red_flags: string | null; created_at: number}>(`
    SELECT id, role, content, status, red_flags, created_at FROM messages
    WHERE conversation_id = ? AND status IN ('complete', 'incomplete', 'error')
      AND (content <> '' OR EXISTS (SELECT 1 FROM attachments WHERE message_id = messages.id))
    ORDER BY created_at, rowid`)
  const messageAttachments = db.prepare<[string], {id: string}>('SELECT id FROM attachments WHERE message_id = ? ORDER BY created_at, rowid')
  const insert = db.prepare<[string, string, string, string, number, string, number, number | null]>(`
    INSERT INTO shares (token, conversation_id, title, locale, conversation_created_at, messages, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const getLive = db.prepare<{token: string; now: number}, SnapshotRow>(
    `SELECT ${shareColumns}, title, locale, conversation_created_at, messages FROM shares WHERE token = :token AND ${LIVE}`)
  const listLive = db.prepare<{sessionId: string; conversationId: string; now: number}, ShareRow>(`
    SELECT ${shareColumns} FROM shares
    WHERE conversation_id = :conversationId AND ${LIVE}
      AND conversation_id IN (SELECT id FROM conversations WHERE session_id = :sessionId)
    ORDER BY created_at DESC, rowid DESC`)
  // Erase the snapshot with the revocation: a revoked link's text has no reason to stay.
  const revoke = db.prepare<{token: string; sessionId: string; now: number}>(`
    UPDATE shares SET revoked_at = :now, title = '', messages = '[]'
    WHERE token = :token AND ${LIVE}
      AND conversation_id IN (SELECT id FROM conversations WHERE session_id = :sessionId)`)
  const prune = db.prepare<{now: number}>('DELETE FROM shares WHERE revoked_at IS NOT NULL OR expires_at <= :now')

  return {
    create: ({sessionId, conversationId, expiresAt}) => run((connection) => connection.transaction((): Share | null => {
      const conversation = ownedConversation.get(conversationId, sessionId)
      if (!conversation) return null
      const messages = snapshotMessages.all(conversation.id).map((row) => toSharedMessage(row, messageAttachments.all(row.id).map((attachment) => attachment.id)))
      const share: Share = {token: createShareToken(), conversationId: conversation.id, createdAt: now(), expiresAt, revokedAt: null}
      insert.run(share.token, share.conversationId, conversation.title, conversation.locale, conversation.created_at, JSON.stringify(messages), share.createdAt, expiresAt)
      return share
    })()),
    getLive: (token) => run(() => {
      const row = getLive.get({token, now: now()})
      if (!row) return null
      return {share: toShare(row), snapshot: toSnapshot(row)}
    }),
    listLive: (sessionId, conversationId) => run(() => listLive.all({sessionId, conversationId, now: now()}).map(toShare)),
    revoke: (sessionId, token) => run(() => revoke.run({token, sessionId, now: now()}).changes > 0),
    prune: () => run(() => prune.run({now: now()}).changes),
  }
}

