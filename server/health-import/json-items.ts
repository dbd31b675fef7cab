/**
 * The objects of one array in a JSON text, found as the text arrives and handed over one at a
 * time: either the text is that array (`[{…}, {…}]`) or the array is the value of a key of the
 * text's top object (`{"Data Points": [{…}, {…}]}`). Only the object being read is held, so a file
 * of any length is read in the memory of its largest item; everything else is skipped over.
 */
import type {Readable} from 'node:stream'
import {TooMuchDataError} from '../../src/health-data/daily-totals'
import {HealthImportError} from './errors'

/** An item longer than this is not one data point or one day's value. */
const MAX_ITEM_CHARS = 1_000_000
/** Top-level strings longer than this are not kept (a data source's name is a line). */
const MAX_TOP_STRING = 10_000
/** Nesting deeper than this, outside an item, is not an export. */
const MAX_DEPTH = 64

const isSpace = (char: string) => char === ' ' || char === '\n' || char === '\r' || char === '\t'

export interface JsonItemsOptions {
  /** The key of the top object whose array is read; without it, the text itself is the array. */
  arrayKey?: string
  /** Each item of the array, parsed. */
  onItem: (item: unknown) => void
  /** A string value of the top object, with its key (read before the array when the file puts it first). */
  onTopString?: (key: string, value: string) => void
}

export class JsonItems {
  /** The brackets opened and not yet closed, outside the item being read. */
  private readonly open: string[] = []
  private inString = false
  private escaped = false
  private started = false
  private finished = false
  /** `open.length` inside the wanted array, or null when not inside it. */
  private arrayDepth: number | null = null
  /** The pieces of the item being read, or null between items. */
  private item: string[] | null = null
  private itemChars = 0
  private itemDepth = 0
  private topString = ''
  private lastTopString: string | null = null
  private key: string | null = null
  private awaitingValue = false
  /** In the wanted array: null before its first item, false after an item, true after its comma. */
  private itemsSeparated: boolean | null = null

  constructor(private readonly options: JsonItemsOptions) {}

  write(chunk: string): void {
    let itemStart = this.item ? 0 : -1
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk[i]!
      if (this.inString) {
        const isTop = !this.item && this.open.length === 1
        if (char === '"' && !this.escaped) {
          this.inString = false
          if (isTop) this.topStringEnded()
          continue
        }
        this.escaped = !this.escaped && char === '\\'
        // Kept as written, escapes included, and decoded once whole.
        if (isTop && this.topString.length < MAX_TOP_STRING) this.topString += char
        continue
      }
      if (this.item) {
        // Inside an item only its depth matters; JSON.parse checks the rest once it is whole.
        if (char === '"') this.inString = true
        else if (char === '{' || char === '[') this.itemDepth++
        else if ((char === '}' || char === ']') && --this.itemDepth === 0) {
          this.itemEnded(chunk.slice(itemStart, i + 1))
          itemStart = -1
        }
        continue
      }
      if (isSpace(char)) continue
      if (this.finished) throw corrupt()
      const depth = this.open.length
      if (this.arrayDepth !== null && depth === this.arrayDepth) {
        // Between items: a comma after each but the last, nothing else.
        if (char === ',') {
          if (this.itemsSeparated !== false) throw corrupt()
          this.itemsSeparated = true
          continue
        }
        if (char === ']' && this.itemsSeparated === true) throw corrupt()
      }
      if (this.arrayDepth !== null && depth === this.arrayDepth && char !== ']') {
        if (char !== '{') throw notAnExport()
        if (this.itemsSeparated === false) throw corrupt()
        this.itemsSeparated = false
        this.item = []
        this.itemChars = 0
        this.itemDepth = 1
        itemStart = i
        continue
      }
      if (!this.started) {
        this.started = true
        if (char !== (this.options.arrayKey === undefined ? '[' : '{')) throw notAnExport()
      }
      if (char === '"') {
        this.inString = true
        this.topString = ''
      } else if (char === '{' || char === '[') {
        if (depth >= MAX_DEPTH) throw corrupt()
        const isWanted = char === '[' && (this.options.arrayKey === undefined ? depth === 0 : depth === 1 && this.awaitingValue && this.key === this.options.arrayKey)
        this.open.push(char)
        if (isWanted) (this.arrayDepth = this.open.length), (this.itemsSeparated = null)
        this.awaitingValue = false
      } else if (char === '}' || char === ']') {
        if (this.open.pop() !== (char === '}' ? '{' : '[')) throw corrupt()
        if (this.arrayDepth !== null && this.open.length < this.arrayDepth) this.arrayDepth = null
        if (this.open.length === 0) this.finished = true
      } else if (depth === 1 && char === ':') {
        this.key = this.lastTopString
        this.awaitingValue = true
      } else if (depth === 1 && char === ',') {
        this.awaitingValue = false
      } else if (depth === 0) {
        throw corrupt()
      }
    }
    if (this.item && itemStart >= 0) this.addPiece(chunk.slice(itemStart))
  }

  /** The text has ended: anything left open means it was cut short. */
  end(): void {
    if (!this.started) throw notAnExport()
    if (!this.finished || this.inString || this.item) throw corrupt()
  }

  private addPiece(piece: string): void {
    this.itemChars += piece.length
    if (this.itemChars > MAX_ITEM_CHARS) throw corrupt()
    this.item!.push(piece)
  }

  private itemEnded(lastPiece: string): void {
    this.addPiece(lastPiece)
    const text = this.item!.join('')
    this.item = null
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw corrupt()
    }
    this.options.onItem(parsed)
  }

  private topStringEnded(): void {
    // A string cut at the limit is not one Hale uses: it is dropped, not decoded.
    if (this.topString.length >= MAX_TOP_STRING) this.topString = ''
    try {
      this.topString = JSON.parse(`"${this.topString}"`) as string
    } catch {
      throw corrupt()
    }
    if (this.awaitingValue && this.key !== null) {
      this.options.onTopString?.(this.key, this.topString)
      this.awaitingValue = false
    } else {
      this.lastTopString = this.topString
    }
  }
}

const corrupt = () => new HealthImportError('corrupt', 'The JSON file is damaged or cut short.')
const notAnExport = () => new HealthImportError('not_an_export', 'This JSON file is not a health export Hale reads.')

/**
 * Feeds a stream of JSON to `items` as it arrives (UTF-8, checked). Bytes that are not UTF-8 and
 * a stream that fails (a damaged zip entry) are `corrupt`.
 */
export async function readJsonStream(stream: Readable, items: JsonItems, options: {onBytes: (bytes: number) => void; signal?: AbortSignal}): Promise<void> {
  const decoder = new TextDecoder('utf-8', {fatal: true})
  try {
    let first = true
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (options.signal?.aborted) throw options.signal.reason
      let text = decoder.decode(chunk, {stream: true})
      if (first && text.length > 0) (text = text.replace(/^\uFEFF/, '')), (first = false)
      items.write(text)
      options.onBytes(chunk.length)
    }
    items.write(decoder.decode())
    items.end()
  } catch (error) {
    if (error instanceof HealthImportError || options.signal?.aborted) throw error
    if (error instanceof TooMuchDataError) throw new HealthImportError('too_much_data', error.message)
    throw corrupt()
  } finally {
    stream.destroy()
  }
}
