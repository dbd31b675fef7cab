/** The PostgreSQL implementation of `AttachmentsStore` (attachments.ts). */
import {textSourceOf, unsureWordsColumn, unsureWordsOf, type Attachment, type AttachmentKind, type AttachmentsStore, type TextSource} from './attachments'
import {fromStoredText, toStoredText, type PostgresContext} from './postgres-context'
import {createId} from './storage'

interface AttachmentRow {
  id: string; session_id: string; message_id: string | null; kind: AttachmentKind; mime: string; name: string; size: number
  width: number | null; height: number | null; text: string | null; text_truncated: boolean; pages: number | null; pages_read: number | null
  text_source: TextSource | null; unsure_words: string | null; created_at: number
}

const columns = 'id, session_id, message_id, kind, mime, name, size, width, height, text, text_truncated, pages, pages_read, text_source, unsure_words, created_at'

export function postgresAttachments({query, transaction, now}: PostgresContext): AttachmentsStore {
  return {
    add: async (input) => {
      const attachment: Attachment = {
        id: createId(), sessionId: input.sessionId, messageId: null, kind: input.kind, mime: input.mime, name: input.name,
        size: input.data.byteLength, width: input.width, height: input.height, text: input.text, textTruncated: input.textTruncated,
        pages: input.pages, pagesRead: input.pagesRead, textSource: textSourceOf(input), unsureWords: input.unsureWords ?? null, createdAt: now(),
      }
      await query(`
        INSERT INTO attachments (id, session_id, kind, mime, name, size, width, height, text, text_truncated, pages, pages_read, text_source, unsure_words, data, created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`, [
        attachment.id, attachment.sessionId, attachment.kind, attachment.mime, attachment.name, attachment.size, attachment.width,
        attachment.height, toStoredText(attachment.text), attachment.textTruncated, attachment.pages, attachment.pagesRead, attachment.textSource, unsureWordsColumn(attachment.unsureWords), Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength), attachment.createdAt,
      ])
      return attachment
    },
    get: async (sessionId, id) => {
      const row = (await query<AttachmentRow>(`SELECT ${columns} FROM attachments WHERE id = $1 AND session_id = $2`, [id, sessionId])).rows[0]
      return row ? toAttachment(row) : null
    },
    data: async (sessionId, id) => {
      const row = (await query<AttachmentRow & {data: Buffer}>(`SELECT ${columns}, data FROM attachments WHERE id = $1 AND session_id = $2`, [id, sessionId])).rows[0]
      return row ? {attachment: toAttachment(row), data: row.data} : null
    },
    delete: async (sessionId, id) => ((await query('DELETE FROM attachments WHERE id = $1 AND session_id = $2 AND message_id IS NULL', [id, sessionId])).rowCount ?? 0) > 0,
    // The rows are locked while checked: a concurrent send of the same attachment waits, then finds it sent.
    attach: (sessionId, ids, messageId) => transaction(async () => {
      if (new Set(ids).size !== ids.length) return null
      if (ids.length === 0) return []
      const rows = (await query<AttachmentRow>(`SELECT ${columns} FROM attachments WHERE id = ANY($1::text[]) AND session_id = $2 ORDER BY id FOR UPDATE`, [ids, sessionId])).rows
      const byId = new Map(rows.map((row) => [row.id, row]))
      const found: Attachment[] = []
      for (const id of ids) {
        const row = byId.get(id)
        if (!row || row.message_id !== null) return null
        found.push(toAttachment(row))
      }
      await query('UPDATE attachments SET message_id = $1 WHERE id = ANY($2::text[]) AND session_id = $3 AND message_id IS NULL', [messageId, ids, sessionId])
      return found.map((attachment) => ({...attachment, messageId}))
    }),
    forMessages: async (messageIds) => {
      const result = new Map<string, Attachment[]>()
      if (messageIds.length === 0) return result
      const rows = (await query<AttachmentRow>(`SELECT ${columns} FROM attachments WHERE message_id = ANY($1::text[]) ORDER BY created_at, seq`, [messageIds])).rows
      for (const row of rows) {
        const attachment = toAttachment(row)
        const list = result.get(row.message_id as string)
        if (list) list.push(attachment)
        else result.set(row.message_id as string, [attachment])
      }
      return result
    },
    dataFor: async (ids) => {
      const result = new Map<string, Buffer>()
      if (ids.length === 0) return result
      const rows = (await query<{id: string; data: Buffer}>('SELECT id, data FROM attachments WHERE id = ANY($1::text[])', [ids])).rows
      const byId = new Map(rows.map((row) => [row.id, row.data]))
      for (const id of ids) {
        const data = byId.get(id)
        if (data) result.set(id, data)
      }
      return result
    },
    sentByIds: async (ids) => {
      if (ids.length === 0) return []
      const rows = (await query<AttachmentRow>(`SELECT ${columns} FROM attachments WHERE id = ANY($1::text[]) AND message_id IS NOT NULL`, [ids])).rows
      const byId = new Map(rows.map((row) => [row.id, row]))
      return ids.flatMap((id) => {
        const row = byId.get(id)
        return row ? [toAttachment(row)] : []
      })
    },
    sentData: async (id) => {
      const row = (await query<AttachmentRow & {data: Buffer}>(`SELECT ${columns}, data FROM attachments WHERE id = $1 AND message_id IS NOT NULL`, [id])).rows[0]
      return row ? {attachment: toAttachment(row), data: row.data} : null
    },
    listUnsent: async (sessionId) => (await query<AttachmentRow>(
      `SELECT ${columns} FROM attachments WHERE session_id = $1 AND message_id IS NULL ORDER BY created_at, seq`, [sessionId])).rows.map(toAttachment),
    deleteUnsent: async (before) => (await query('DELETE FROM attachments WHERE message_id IS NULL AND created_at < $1', [before])).rowCount ?? 0,
  }
}

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id, sessionId: row.session_id, messageId: row.message_id, kind: row.kind, mime: row.mime, name: row.name, size: row.size,
    width: row.width, height: row.height, text: fromStoredText(row.text), textTruncated: row.text_truncated, pages: row.pages, pagesRead: row.pages_read,
    textSource: row.text_source, unsureWords: unsureWordsOf(row.unsure_words), createdAt: row.created_at,
  }
}
