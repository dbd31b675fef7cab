/** The PostgreSQL implementation of `LimitsStore` (limits.ts): atomic across instances sharing the database. */
import type {HitResult, LimitsStore, VerificationMethod} from './limits'
import type {PostgresContext} from './postgres-context'
import {createId} from './storage'

/** The advisory lock class of a session's stream slots (the other key is a hash of the session id). */
const STREAM_SLOTS_LOCK = 0x4a42
/** Expired counters and leases are removed now and then, by whichever instance counts. */
const PRUNE_EVERY = 1000

export function postgresLimits({query, transaction, now}: PostgresContext): LimitsStore {
  let hitsSincePrune = 0
  let leasesSincePrune = 0
  return {
    now,
    markVerified: (sessionId, method) => transaction(async () => {
      const time = now()
      const marked = await query('UPDATE sessions SET verified = TRUE, last_seen_at = $1 WHERE id = $2', [time, sessionId])
      if ((marked.rowCount ?? 0) === 0) return false
      await query(`
        INSERT INTO session_verifications (session_id, method, verified_at) VALUES ($1, $2, $3)
        ON CONFLICT (session_id) DO UPDATE SET method = excluded.method, verified_at = excluded.verified_at`, [sessionId, method, time])
      return true
    }),
    verificationMethod: async (sessionId) => {
      const row = (await query<{verified: boolean; method: VerificationMethod | null}>(`
        SELECT s.verified AS verified, v.method AS method
        FROM sessions s LEFT JOIN session_verifications v ON v.session_id = s.id
        WHERE s.id = $1`, [sessionId])).rows[0]
      if (!row || !row.verified) return null
      return row.method ?? 'hcaptcha'
    },
    // One statement: a new hash is inserted, an expired claim of the same hash is taken over,
    // a live one is left alone (no row comes back). Two instances claiming at once: one wins.
    claimToken: async (tokenHash, ttlMs) => {
      const time = now()
      const claimed = await query(`
        INSERT INTO used_tokens (token_hash, expires_at) VALUES ($1, $2)
        ON CONFLICT (token_hash) DO UPDATE SET expires_at = excluded.expires_at WHERE used_tokens.expires_at <= $3
        RETURNING token_hash`, [tokenHash, time + ttlMs, time])
      await query('DELETE FROM used_tokens WHERE expires_at <= $1', [time])
      return claimed.rowCount === 1
    },
    releaseToken: async (tokenHash) => {
      await query('DELETE FROM used_tokens WHERE token_hash = $1', [tokenHash])
    },
    // One statement, so the read-modify-write is atomic: concurrent hits on one key queue on its row.
    hit: async (scope, key, max, windowMs): Promise<HitResult> => {
      const time = now()
      if (++hitsSincePrune >= PRUNE_EVERY) {
        hitsSincePrune = 0
        await query('DELETE FROM rate_limits WHERE reset_at <= $1', [time])
      }
      const row = (await query<{count: number; reset_at: number}>(`
        INSERT INTO rate_limits (scope, key, count, reset_at) VALUES ($1, $2, 1, $4)
        ON CONFLICT (scope, key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING count, reset_at`, [scope, key, time, time + windowMs])).rows[0]!
      return {allowed: row.count <= max, count: row.count, resetAt: row.reset_at}
    },
    // Counting and taking a slot happen under a lock of the session's own, held to the end of the
    // transaction: two instances cannot both see a free slot and both take it.
    acquireStream: (sessionId, max, ttlMs) => transaction(async () => {
      const time = now()
      await query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_SLOTS_LOCK, sessionId])
      await query('DELETE FROM stream_leases WHERE session_id = $1 AND expires_at <= $2', [sessionId, time])
      const taken = (await query<{count: number}>('SELECT count(*) AS count FROM stream_leases WHERE session_id = $1', [sessionId])).rows[0]!.count
      if (taken >= max) return null
      const id = createId()
      await query('INSERT INTO stream_leases (id, session_id, expires_at) VALUES ($1, $2, $3)', [id, sessionId, time + ttlMs])
      if (++leasesSincePrune >= PRUNE_EVERY) {
        leasesSincePrune = 0
        await query('DELETE FROM stream_leases WHERE expires_at <= $1 AND session_id <> $2', [time, sessionId])
      }
      return id
    }),
    releaseStream: async (leaseId) => {
      await query('DELETE FROM stream_leases WHERE id = $1', [leaseId])
    },
  }
}
