/**
 * Random strings from the operating system's CSPRNG (`crypto.randomFillSync`), drawn from a pool
 * that is refilled 4 KiB at a time: CSP nonces, ids and share tokens.
 *
 * `crypto.randomBytes(16)` is one OpenSSL call and one `getpid()` system call each time (OpenSSL
 * checks for a fork): about 6 µs in a tight loop, and about 28 µs measured inside a page request,
 * where it was the largest single step before rendering. A draw from the pool is a slice (about
 * 0.3 µs), plus one refill every 256 nonces. This is what `crypto.randomUUID` does with its own
 * cache. Every byte is used once: it is zeroed once drawn, and nothing else reads the pool.
 * Hale never forks, so no two processes share a pool.
 */
import {randomFillSync} from 'node:crypto'

const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
/** The first byte not drawn yet; POOL_BYTES means empty. */
let offset = POOL_BYTES

/** `bytes` fresh random bytes (1 to 4096), as `base64` or `base64url` text. */
export function randomString(bytes: number, encoding: 'base64' | 'base64url'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > POOL_BYTES) {
    throw new RangeError(`Expected 1 to ${POOL_BYTES} random bytes, got ${bytes}`)
  }
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool)
    offset = 0
  }
  const end = offset + bytes
  const value = pool.toString(encoding, offset, end)
  pool.fill(0, offset, end)
  offset = end
  return value
}
