/**
 * Abuse limits and verification records. Part of the Storage interface (storage.ts).
 * Kept in the database, so that they hold across restarts and across instances sharing it. Every
 * time here comes from the store's clock (`now`), which tests control.
 */

/** How a session passed the human check: a real pass, or an outage in `degraded` mode. */
export type VerificationMethod = 'hcaptcha' | 'degraded'

export interface HitResult {
  /** False when this hit is over the limit. */
  allowed: boolean
  /** Hits counted in the current window, this one included. */
  count: number
  /** When the current window ends (ms since the epoch): the earliest moment to try again. */
  resetAt: number
}

export interface LimitsStore {
  /** The store's clock, in ms since the epoch: compare session and limit times with it. */
  now(): number
  /**
   * Mark the session verified by `method` (replacing an earlier verification) and set its
   * `lastSeenAt` to now. False when the session does not exist.
   */
  markVerified(sessionId: string, method: VerificationMethod): Promise<boolean>
  /** The session's verification method; `hcaptcha` for a verified session without a record. Null when not verified. */
  verificationMethod(sessionId: string): Promise<VerificationMethod | null>
  /**
   * Claim a token (store only a hash of it) for `ttlMs`: true the first time, false when it was
   * claimed before and has not expired. Expired claims are removed on the way.
   */
  claimToken(tokenHash: string, ttlMs: number): Promise<boolean>
  /** Forget a claim (the check could not be done, so the token was not used). */
  releaseToken(tokenHash: string): Promise<void>
  /**
   * Count one hit for `key` in `scope` in a fixed window of `windowMs`; `allowed` is false beyond
   * `max`. Atomic, also between processes sharing the database.
   */
  hit(scope: string, key: string, max: number, windowMs: number): Promise<HitResult>
  /**
   * Take one of the session's `max` stream slots for at most `ttlMs`: the lease id, or null when
   * all are taken.
   */
  acquireStream(sessionId: string, max: number, ttlMs: number): Promise<string | null>
  /** Give the slot back. An unknown or expired lease is not an error. */
  releaseStream(leaseId: string): Promise<void>
}
