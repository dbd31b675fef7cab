/**
 * A map bounded by bytes: each value is kept with the size the caller counts for it, and the
 * least recently used go first when the total is over `maxBytes`. A value bigger than
 * `maxEntryBytes` is not kept.
 */
export interface BoundedCacheOptions {
  maxBytes: number
  /** Default `maxBytes / 16`. */
  maxEntryBytes?: number
}

/** A rough cost of an entry besides its strings (the map's slot, the record). */
const ENTRY_OVERHEAD = 100

export class BoundedCache<V> {
  readonly maxBytes: number
  readonly maxEntryBytes: number
  /** A `Map` iterates in insertion order: the first key is the least recently used. */
  readonly #entries = new Map<string, {key: string; value: V; bytes: number}>()
  #bytes = 0

  constructor({maxBytes, maxEntryBytes = Math.floor(maxBytes / 16)}: BoundedCacheOptions) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new RangeError(`Expected \`maxBytes\` to be a whole number of bytes, got ${maxBytes}`)
    this.maxBytes = maxBytes
    this.maxEntryBytes = Math.min(maxEntryBytes, maxBytes)
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    // Most recently used: to the end of the map's order, under the key it was kept with (not the
    // caller's equal copy, which the map would then hold).
    this.#entries.delete(key)
    this.#entries.set(entry.key, entry)
    return entry.value
  }

  /** Keeps `value` under `key`, counted as `bytes` (plus a fixed overhead). */
  set(key: string, value: V, bytes: number): void {
    const old = this.#entries.get(key)
    if (old) {
      this.#entries.delete(key)
      this.#bytes -= old.bytes
    }
    const size = bytes + ENTRY_OVERHEAD
    if (size > this.maxEntryBytes) return
    this.#entries.set(key, {key, value, bytes: size})
    this.#bytes += size
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.bytes
    }
  }

  get size(): number {
    return this.#entries.size
  }

  /** Bytes kept, as counted against `maxBytes`. */
  get bytes(): number {
    return this.#bytes
  }
}
