/** The SQLite implementation of `AttachmentsStore` (attachments.ts). */
import type {AttachmentsStore} from './attachments'
import type {SqliteContext} from './sqlite-context'

export function sqliteAttachments(_context: SqliteContext): AttachmentsStore {
  return {}
}
