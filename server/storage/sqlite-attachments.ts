/** The SQLite implementation of `AttachmentsStore` (attachments.ts). */
import {textSourceOf, unsureWordsColumn, unsureWordsOf, type Attachment, type AttachmentKind, type AttachmentsStore, type TextSource} from './attachments'
import type {SqliteContext} from './sqlite-context'
import {createId} from './storage'

interface AttachmentRow {
  id: string; session_id: string; message_id: string | null; kind: AttachmentKind; mime: string; name: string; size: number
  width: number | null; height: number | null; text: string | null; text_truncated: number; pages: number | null; pages_read: number | null
  text_source: TextSource | null; unsure_words: string | null; created_at: number
}

const columns = 'id, session_id, message_id, kind, mime, name, size, width, height, text, text_truncated, pages, pages_read, text_source, unsure_words, created_at'

export function sqliteAttachments(context: SqliteContext): AttachmentsStore {
  const {db, run, now} = context
  const insert = db.prepare<[string, string, AttachmentKind, string, string, number, number | null, number | null, string | null, number, number | null, number | null, TextSource | null, string | null, Uint8Array, number]>(
    `INSERT INTO attachments (id, session_id, kind, mime, name, size, width, height, text, text_truncated, pages, pages_read, text_source, unsure_words, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const getOwned = db.prepare<[string, string], AttachmentRow>(`SELECT ${columns} FROM attachments WHERE id = ? AND session_id = ?`)
  const getOwnedData = db.prepare<[string, string], AttachmentRow & {data: Buffer}>(`SELECT ${columns}, data FROM attachments WHERE id = ? AND session_id = ?`)
  const deleteUnsentOwned = db.prepare<[string, string]>('DELETE FROM attachments WHERE id = ? AND session_id = ? AND message_id IS NULL')
  const link = db.prepare<[string, string, string]>('UPDATE attachments SET message_id = ? WHERE id = ? AND session_id = ? AND message_id IS NULL')
  // One statement for any number of messages: their ids as a JSON array (one query, not one a message).
  const byMessages = db.prepare<[string], AttachmentRow>(`SELECT ${columns} FROM attachments WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid`)
  const dataById = db.prepare<[string], {data: Buffer}>('SELECT data FROM attachments WHERE id = ?')
  const sentById = db.prepare<[string], AttachmentRow>(`SELECT ${columns} FROM attachments WHERE id = ? AND message_id IS NOT NULL`)
  const sentDataById = db.prepare<[string], AttachmentRow & {data: Buffer}>(`SELECT ${columns}, data FROM attachments WHERE id = ? AND message_id IS NOT NULL`)
  const unsentOf = db.prepare<[string], AttachmentRow>(`SELECT ${columns} FROM attachments WHERE session_id = ? AND message_id IS NULL ORDER BY created_at, rowid`)
  const pruneUnsent = db.prepare<[number]>('DELETE FROM attachments WHERE message_id IS NULL AND created_at < ?')

  return {
    add: (input) => run(() => {
      const attachment: Attachment = {
        id: createId(), sessionId: input.sessionId, messageId: null, kind: input.kind, mime: input.mime, name: input.name,
        size: input.data.byteLength, width: input.width, height: input.height, text: input.text, textTruncated: input.textTruncated,
        pages: input.pages, pagesRead: input.pagesRead, textSource: textSourceOf(input), unsureWords: input.unsureWords ?? null, createdAt: now(),
      }
      insert.run(attachment.id, attachment.sessionId, attachment.kind, attachment.mime, attachment.name, attachment.size, attachment.width,
        attachment.height, attachment.text, attachment.textTruncated ? 1 : 0, attachment.pages, attachment.pagesRead, attachment.textSource, unsureWordsColumn(attachment.unsureWords), input.data, attachment.createdAt)
      return attachment
    }),
    get: (sessionId, id) => run(() => {
      const row = getOwned.get(id, sessionId)
      return row ? toAttachment(row) : null
    }),
    data: (sessionId, id) => run(() => {
      const row = getOwnedData.get(id, sessionId)
      return row ? {attachment: toAttachment(row), data: row.data} : null
    }),
    delete: (sessionId, id) => run(() => deleteUnsentOwned.run(id, sessionId).changes > 0),
    attach: (sessionId, ids, messageId) => run((connection) => connection.transaction(() => {
      if (new Set(ids).size !== ids.length) return null
      const found: Attachment[] = []
      for (const id of ids) {
        const row = getOwned.get(id, sessionId)
        if (!row || row.message_id !== null) return null
        found.push(toAttachment(row))
      }
      for (const attachment of found) link.run(messageId, attachment.id, sessionId)
      return found.map((attachment) => ({...attachment, messageId}))
    })()),
    forMessages: (messageIds) => run(() => {
      const result = new Map<string, Attachment[]>()
      if (messageIds.length === 0) return result
      for (const row of byMessages.all(JSON.stringify(messageIds))) {
        const attachment = toAttachment(row)
        const list = result.get(row.message_id as string)
        if (list) list.push(attachment)
        else result.set(row.message_id as string, [attachment])
      }
      return result
    }),
    dataFor: (ids) => run(() => {
      const result = new Map<string, Buffer>()
      for (const id of ids) {
        const row = dataById.get(id)
        if (row) result.set(id, row.data)
      }
      return result
    }),
    sentByIds: (ids) => run(() => ids.flatMap((id) => {
      const row = sentById.get(id)
      return row ? [toAttachment(row)] : []
    })),
    sentData: (id) => run(() => {
      const row = sentDataById.get(id)
      return row ? {attachment: toAttachment(row), data: row.data} : null
    }),
    listUnsent: (sessionId) => run(() => unsentOf.all(sessionId).map(toAttachment)),
    deleteUnsent: (before) => run(() => pruneUnsent.run(before).changes),
  }
}

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id, sessionId: row.session_id, messageId: row.message_id, kind: row.kind, mime: row.mime, name: row.name, size: row.size,
    width: row.width, height: row.height, text: row.text, textTruncated: row.text_truncated === 1, pages: row.pages, pagesRead: row.pages_read,
    textSource: row.text_source, unsureWords: unsureWordsOf(row.unsure_words), createdAt: row.created_at,
  }
}
