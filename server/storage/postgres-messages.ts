/** The PostgreSQL implementation of `Storage['messages']` (storage.ts). */
import {fromStoredText, toStoredText, type PostgresContext} from './postgres-context'
import {encodeFlags, messageColumns, toMessage as rowToMessage, type MessageRow} from './rows'
import {createId, type Message, type Storage, type UncheckedMessage} from './storage'

/** Message content may be stored encoded (`toStoredText`). */
const toMessage = (row: MessageRow): Message => rowToMessage(row, fromStoredText(row.content))

export function postgresMessages({query, now}: PostgresContext): Storage['messages'] {
  return {
    add: async (input) => {
      const time = now()
      const message: Message = {
        id: createId(), conversationId: input.conversationId, role: input.role, content: input.content,
        status: input.status, errorCode: input.errorCode ?? null, model: input.model ?? null, redFlags: input.redFlags ? [...input.redFlags] : null,
        createdAt: time, updatedAt: time,
      }
      await query('INSERT INTO messages (id, conversation_id, role, content, status, error_code, model, red_flags, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [message.id, message.conversationId, message.role, toStoredText(message.content), message.status, message.errorCode, message.model, encodeFlags(message.redFlags), time, time])
      return message
    },
    // One statement for every patch: each field changes only when its flag is set, so an
    // explicit null can clear it while an absent field stays as it is.
    update: async (id, patch) => {
      const row = (await query<MessageRow>(`
        UPDATE messages SET
          content = CASE WHEN $3::boolean THEN $4::text ELSE content END,
          status = CASE WHEN $5::boolean THEN $6::text ELSE status END,
          error_code = CASE WHEN $7::boolean THEN $8::text ELSE error_code END,
          model = CASE WHEN $9::boolean THEN $10::text ELSE model END,
          red_flags = CASE WHEN $11::boolean THEN $12::text ELSE red_flags END,
          updated_at = $2
        WHERE id = $1
        RETURNING ${messageColumns}`, [
        id, now(),
        patch.content !== undefined, toStoredText(patch.content ?? null),
        patch.status !== undefined, patch.status ?? null,
        patch.errorCode !== undefined, patch.errorCode ?? null,
        patch.model !== undefined, patch.model ?? null,
        patch.redFlags !== undefined, encodeFlags(patch.redFlags ?? null),
      ])).rows[0]
      return row ? toMessage(row) : null
    },
    listUnchecked: async (limit) => (await query<UncheckedMessage>(`
      SELECT m.id, m.content, c.locale FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.role = 'user' AND m.red_flags IS NULL ORDER BY m.created_at, m.seq LIMIT $1`, [limit])).rows
      .map((row) => ({...row, content: fromStoredText(row.content)})),
    list: async (conversationId) => (await query<MessageRow>(`SELECT ${messageColumns} FROM messages WHERE conversation_id = $1 ORDER BY created_at, seq`, [conversationId])).rows.map((row) => toMessage(row)),
    get: async (id) => {
      const row = (await query<MessageRow>(`SELECT ${messageColumns} FROM messages WHERE id = $1`, [id])).rows[0]
      return row ? toMessage(row) : null
    },
    delete: async (id) => ((await query('DELETE FROM messages WHERE id = $1', [id])).rowCount ?? 0) > 0,
    finishAbandoned: async (before) => (await query(
      "UPDATE messages SET status = 'incomplete', updated_at = $1 WHERE status = 'streaming' AND ($2::bigint IS NULL OR updated_at < $2)",
      [now(), before ?? null])).rowCount ?? 0,
  }
}
