/** The SQLite implementation of `LimitsStore` (limits.ts). */
import type {LimitsStore} from './limits'
import type {SqliteContext} from './sqlite-context'

export function sqliteLimits(_context: SqliteContext): LimitsStore {
  return {}
}
