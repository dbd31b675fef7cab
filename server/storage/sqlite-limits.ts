/** The SQLite implementation of `LimitsStore` (limits.ts). */
import type {HitResult, LimitsStore, VerificationMethod} from './limits'
import {writeReturning, type SqliteContext} from './sqlite-context'
import {createId} from './storage'

export function sqliteLimits(context: SqliteContext): LimitsStore {
  const {db, run, now} = context
  const markSession = db.prepare<[number, string]>('UPDATE sessions SET verified = 1, last_seen_at = ? WHERE id = ?')
  const upsertMethod = db.prepare<[string, VerificationMethod, number]>(`
    INSERT INTO session_verifications (session_id, method, verified_at) VALUES (?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET method = excluded.method, verified_at = excluded.verified_at
  `)
  const sessionMethod = db.prepare<[string], {verified: number; method: VerificationMethod | null}>(`
    SELECT s.verified AS verified, v.method AS method
    FROM sessions s LEFT JOIN session_verifications v ON v.session_id = s.id
    WHERE s.id = ?
  `)
  const pruneTokens = db.prepare<[number]>('DELETE FROM used_tokens WHERE expires_at <= ?')
  const insertToken = db.prepare<[string, number]>('INSERT INTO used_tokens (token_hash, expires_at) VALUES (?, ?) ON CONFLICT (token_hash) DO NOTHING')
  const deleteToken = db.prepare<[string]>('DELETE FROM used_tokens WHERE token_hash = ?')
  // One statement, so the read-modify-write is atomic without an explicit transaction.
  const countHit = db.prepare<{scope: string; key: string; now: number; resetAt: number}, {count: number; reset_at: number}>(`
    INSERT INTO rate_limits (scope, key, count, reset_at) VALUES (:scope, :key, 1, :resetAt)
    ON CONFLICT (scope, key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= :now THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= :now THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at
  `)
  const pruneHits = db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?')
  const pruneLeases = db.prepare<[number]>('DELETE FROM stream_leases WHERE expires_at <= ?')
  const countLeases = db.prepare<[string], {count: number}>('SELECT count(*) AS count FROM stream_leases WHERE session_id = ?')
  const insertLease = db.prepare<[string, string, number]>('INSERT INTO stream_leases (id, session_id, expires_at) VALUES (?, ?, ?)')
  const deleteLease = db.prepare<[string]>('DELETE FROM stream_leases WHERE id = ?')
  let hitsSincePrune = 0

  return {
    now,
    markVerified: (sessionId, method) => run((connection) => connection.transaction(() => {
      const time = now()
      if (markSession.run(time, sessionId).changes === 0) return false
      upsertMethod.run(sessionId, method, time)
      return true
    }).immediate()),
    verificationMethod: (sessionId) => run(() => {
      const row = sessionMethod.get(sessionId)
      if (!row || row.verified !== 1) return null
      return row.method ?? 'hcaptcha'
    }),
    claimToken: (tokenHash, ttlMs) => run((connection) => connection.transaction(() => {
      const time = now()
      pruneTokens.run(time)
      return insertToken.run(tokenHash, time + ttlMs).changes === 1
    }).immediate()),
    releaseToken: (tokenHash) => run(() => {
      deleteToken.run(tokenHash)
    }),
    hit: (scope, key, max, windowMs) => run((): HitResult => {
      const time = now()
      if (++hitsSincePrune >= 1000) {
        hitsSincePrune = 0
        pruneHits.run(time)
      }
      const row = writeReturning(countHit, {scope, key, now: time, resetAt: time + windowMs})!
      return {allowed: row.count <= max, count: row.count, resetAt: row.reset_at}
    }),
    acquireStream: (sessionId, max, ttlMs) => run((connection) => connection.transaction(() => {
      const time = now()
      pruneLeases.run(time)
      if (countLeases.get(sessionId)!.count >= max) return null
      const id = createId()
      insertLease.run(id, sessionId, time + ttlMs)
      return id
    }).immediate()),
    releaseStream: (leaseId) => run(() => {
      deleteLease.run(leaseId)
    }),
  }
}
