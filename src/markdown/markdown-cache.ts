/**
 * Rendered markdown, kept so that a text is rendered once, not on every request.
 *
 * A saved message and a help page never change, but `/chat/[id]` would render every answer again
 * on each request, at many times what React itself costs (bench/README.md, "Measures kept"). The
 * server keeps the HTML here.
 *
 * The output depends on the text and on what `resolveInternalHref` makes of the internal links
 * in it (base path, locale). A function cannot be a key, so each entry remembers which internal
 * paths its text asked the resolver about and what it answered; a lookup asks the caller's
 * resolver the same questions (a few `href()` calls) and reuses the HTML only when every answer
 * is the same. So the cache is correct for any resolver that is a pure function of the path,
 * without the callers having to name their options, and an answer is exactly what
 * `renderMarkdown` returns for the same arguments: the same bounded rendering, the same safe
 * output. A render in which the resolver threw (shown as escaped text) is not kept.
 *
 * Bounded by bytes (UTF-16: 2 a character, plus a fixed overhead per entry), least recently
 * used first out. A text bigger than `maxEntryBytes` is rendered every time.
 */
import {renderMarkdown, type RenderMarkdownOptions} from './render-markdown'

export interface MarkdownCacheOptions {
  /** Total size of the kept texts and HTML. Default 8 MiB. */
  maxBytes?: number
  /** Texts whose entry would be bigger than this are not kept. Default `maxBytes / 16`. */
  maxEntryBytes?: number
}

/** The same text with different link targets (other locales): kept side by side, at most this many. */
const MAX_VARIANTS = 8

/** A rough cost of an entry besides its strings (objects, arrays, the map's slot). */
const ENTRY_OVERHEAD = 200
const VARIANT_OVERHEAD = 100

interface Variant {
  /** What the resolver answered for each of the entry's `paths`, in order. */
  hrefs: string[]
  html: string
  bytes: number
}

interface Entry {
  /**
   * The text as first kept: moving an entry to the end of the map re-adds it under this string,
   * not the caller's equal one, so the map does not take over the copy of every text that each
   * request of `/chat/[id]` reads from the database.
   */
  key: string
  /** The internal paths the text's links asked the resolver about, in order (the same for every resolver). */
  paths: string[]
  variants: Variant[]
  bytes: number
}

export class MarkdownCache {
  readonly maxBytes: number
  readonly maxEntryBytes: number
  /** Keyed by the text. A `Map` iterates in insertion order: the first key is the least recently used. */
  readonly #entries = new Map<string, Entry>()
  #bytes = 0
  #hits = 0
  #misses = 0

  constructor(options: MarkdownCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? 8 * 1024 * 1024
    const maxEntryBytes = options.maxEntryBytes ?? Math.floor(maxBytes / 16)
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new RangeError(`Expected \`maxBytes\` to be a whole number of bytes, got ${maxBytes}`)
    if (!Number.isSafeInteger(maxEntryBytes) || maxEntryBytes < 0) throw new RangeError(`Expected \`maxEntryBytes\` to be a whole number of bytes, got ${maxEntryBytes}`)
    this.maxBytes = maxBytes
    this.maxEntryBytes = Math.min(maxEntryBytes, maxBytes)
  }

  /** `renderMarkdown(text, options)`, from the cache when this text was rendered with the same link targets. */
  render(text: string, options: RenderMarkdownOptions = {}): string {
    if (typeof text !== 'string') return renderMarkdown(text, options)
    const resolve = options.resolveInternalHref ?? identity
    const entry = this.#entries.get(text)

    if (entry) {
      const hrefs = resolveAll(entry.paths, resolve)
      const variant = hrefs && entry.variants.find((candidate) => sameStrings(candidate.hrefs, hrefs))
      if (variant) {
        this.#hits++
        // Most recently used: to the end of the map's order.
        this.#entries.delete(entry.key)
        this.#entries.set(entry.key, entry)
        return variant.html
      }
    }

    this.#misses++
    const paths: string[] = []
    const hrefs: string[] = []
    let threw = false
    const html = renderMarkdown(text, {
      resolveInternalHref(path) {
        try {
          const href = resolve(path)
          paths.push(path)
          hrefs.push(href)
          return href
        } catch (error) {
          threw = true
          throw error
        }
      },
    })
    if (!threw) this.#keep(text, entry, paths, hrefs, html)
    return html
  }

  /** Texts kept (each with one or more variants). */
  get size(): number {
    return this.#entries.size
  }

  /** Bytes kept, as counted against `maxBytes`. */
  get bytes(): number {
    return this.#bytes
  }

  get stats(): {hits: number; misses: number} {
    return {hits: this.#hits, misses: this.#misses}
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #keep(text: string, existing: Entry | undefined, paths: string[], hrefs: string[], html: string): void {
    const variant: Variant = {hrefs, html, bytes: VARIANT_OVERHEAD + 2 * (html.length + totalLength(hrefs))}
    let entry = existing

    if (entry) {
      this.#entries.delete(entry.key)
      this.#bytes -= entry.bytes
      // Another set of link targets for the same text: the oldest variant makes room.
      entry.variants.push(variant)
      entry.bytes += variant.bytes
      while (entry.variants.length > MAX_VARIANTS) entry.bytes -= entry.variants.shift()!.bytes
    } else {
      entry = {key: text, paths, variants: [variant], bytes: ENTRY_OVERHEAD + 2 * (text.length + totalLength(paths)) + variant.bytes}
    }

    if (entry.bytes > this.maxEntryBytes) return
    this.#entries.set(entry.key, entry)
    this.#bytes += entry.bytes

    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= old.bytes
    }
  }
}

/** The resolver's answer for each path, or null when it throws (then the cache is not used). */
function resolveAll(paths: readonly string[], resolve: (path: string) => string): string[] | null {
  try {
    return paths.map((path) => resolve(path))
  } catch {
    return null
  }
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function totalLength(strings: readonly string[]): number {
  let length = 0
  for (const value of strings) length += value.length
  return length
}

function identity(path: string): string {
  return path
}
