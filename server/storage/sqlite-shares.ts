/** The SQLite implementation of `SharesStore` (shares.ts). */
import type {SharesStore} from './shares'
import type {SqliteContext} from './sqlite-context'

export function sqliteShares(_context: SqliteContext): SharesStore {
  return {}
}
