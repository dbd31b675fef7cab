/**
 * The server-sent events parser of both ends of an answer: the browser reads Hale's answer
 * stream with it (src/chat/answer-stream.ts), the server the model server's
 * (server/chat/model-client.ts). It follows the "event stream interpretation" of the WHATWG HTML
 * standard (§9.2.6), with bounded memory, and needs nothing but `TextDecoder`.
 *
 * - Bytes are decoded as UTF-8 in streaming mode, so a character split across chunks is whole;
 *   invalid bytes become U+FFFD. A leading byte order mark is dropped.
 * - Lines end with `\r\n`, `\n` or `\r`, including a `\r\n` split between two chunks.
 * - `:` starts a comment (heartbeats); `field:value`, `field: value` (one space dropped) and a
 *   bare `field` (empty value) are fields. `data` lines are joined with `\n`; `event` sets the
 *   type (default `message`); `id` sets the last event id, which persists across events (a value
 *   containing NUL is ignored); `retry` with only ASCII digits sets `reconnectionTime`. Other
 *   fields are ignored. A blank line dispatches the event, unless no `data` line came.
 * - **End of stream:** an event that has not been closed by its blank line is discarded, as the
 *   standard says, and so is a last line without a line ending. A sender cut off mid-event looks
 *   exactly like that, and half an event is not an event. `end()` says whether anything was
 *   dropped, for the caller's logs.
 * - **Limits:** a line longer than `maxLineLength` characters (UTF-16 code units, default
 *   1 MiB) fails with `line_too_long`, and an event whose data grows beyond `maxEventLength`
 *   (default 4 MiB) with `event_too_large`; neither is buffered first. After an error the parser
 *   stays failed.
 */

export const DEFAULT_MAX_LINE_LENGTH = 1024 * 1024
export const DEFAULT_MAX_EVENT_LENGTH = 4 * 1024 * 1024

export interface SseEvent {
  /** The `event` field, or `message` when there was none. */
  type: string
  /** The `data` lines joined with `\n`. */
  data: string
  /** The last event id seen so far in the stream ('' when none). */
  id: string
}

export interface SseParserOptions {
  /** Longest line, in UTF-16 code units, line ending excluded. */
  maxLineLength?: number
  /** Longest `data` of one event, in UTF-16 code units. */
  maxEventLength?: number
}

export type SseErrorCode = 'line_too_long' | 'event_too_large'

export class SseError extends Error {
  readonly code: SseErrorCode
  constructor(code: SseErrorCode, message: string) {
    super(message)
    this.name = 'SseError'
    this.code = code
  }
}

const LF = 10
const CR = 13
const COLON = 58
const SPACE = 32

export class SseParser {
  /** The last valid `retry` value, in milliseconds. */
  reconnectionTime: number | undefined
  readonly #maxLine: number
  readonly #maxEvent: number
  readonly #decoder = new TextDecoder('utf-8')
  readonly #lineEnd = /[\r\n]/g
  /** Decoded text `read` has not scanned yet, from `#pos`. */
  #text = ''
  #pos = 0
  /** The start of a line whose end has not arrived yet. */
  #line = ''
  /** The previous chunk ended with `\r`: a `\n` opening the next one belongs to it. */
  #afterCR = false
  #data = ''
  #type = ''
  #lastId = ''
  #error: SseError | null = null

  constructor(options: SseParserOptions = {}) {
    this.#maxLine = positiveInteger(options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH, 'maxLineLength')
    this.#maxEvent = positiveInteger(options.maxEventLength ?? DEFAULT_MAX_EVENT_LENGTH, 'maxEventLength')
  }

  /**
   * Feed the next bytes; returns the events they complete, in order. Throws SseError.
   * (`write` then `read` until null, in one call.)
   */
  push(chunk: Uint8Array): SseEvent[] {
    this.write(chunk)
    const events: SseEvent[] = []
    for (let event = this.read(); event !== null; event = this.read()) events.push(event)
    return events
  }

  /**
   * Feed the next bytes without reading them yet: `read` takes their events one at a time. A
   * model server's first read often holds hundreds of events; the first token need not wait
   * until all of them are parsed.
   */
  write(chunk: Uint8Array): void {
    if (this.#error) throw this.#error
    const text = this.#decoder.decode(chunk, {stream: true})
    if (text === '') return
    if (this.#pos < this.#text.length) {
      // Written before the previous bytes were all read: keep the unread rest.
      this.#text = this.#text.slice(this.#pos) + text
      this.#pos = 0
      return
    }
    this.#text = text
    this.#pos = 0
    if (this.#afterCR) {
      this.#afterCR = false
      if (text.charCodeAt(0) === LF) this.#pos = 1
    }
  }

  /** The next event the written bytes complete, or null until more are written. Throws SseError. */
  read(): SseEvent | null {
    if (this.#error) throw this.#error
    try {
      const text = this.#text
      let start = this.#pos
      while (start < text.length) {
        this.#lineEnd.lastIndex = start
        const match = this.#lineEnd.exec(text)
        if (!match) {
          if (this.#line.length + (text.length - start) > this.#maxLine) throw lineTooLong(this.#maxLine)
          this.#line += text.slice(start)
          break
        }
        const end = match.index
        if (this.#line.length + (end - start) > this.#maxLine) throw lineTooLong(this.#maxLine)
        const line = this.#line === '' ? text.slice(start, end) : this.#line + text.slice(start, end)
        this.#line = ''
        start = end + 1
        if (text.charCodeAt(end) === CR) {
          if (start === text.length) this.#afterCR = true
          else if (text.charCodeAt(start) === LF) start += 1
        }
        this.#pos = start
        const event = this.#processLine(line)
        if (event) return event
      }
      this.#text = ''
      this.#pos = 0
      return null
    } catch (error) {
      if (error instanceof SseError) this.#error = error
      throw error
    }
  }

  /**
   * The stream ended. Nothing more is dispatched: an unfinished event is discarded, and so are
   * events written but not read. `discarded` is true when some of one (fields or part of a
   * line) was dropped.
   */
  end(): {discarded: boolean} {
    if (this.#error) return {discarded: false}
    const rest = this.#decoder.decode()
    const discarded = rest !== '' || this.#pos < this.#text.length || this.#line !== '' || this.#data !== '' || this.#type !== ''
    this.#text = ''
    this.#pos = 0
    this.#line = ''
    this.#data = ''
    this.#type = ''
    return {discarded}
  }

  /** The event a blank line dispatches, or null. */
  #processLine(line: string): SseEvent | null {
    if (line === '') return this.#dispatch()
    if (line.charCodeAt(0) === COLON) return null
    const colon = line.indexOf(':')
    let field = line
    let value = ''
    if (colon !== -1) {
      field = line.slice(0, colon)
      value = line.slice(line.charCodeAt(colon + 1) === SPACE ? colon + 2 : colon + 1)
    }
    switch (field) {
      case 'data':
        if (this.#data.length + value.length > this.#maxEvent) {
          throw new SseError('event_too_large', `Expected an event of at most ${this.#maxEvent} characters`)
        }
        this.#data += value + '\n'
        break
      case 'event':
        this.#type = value
        break
      case 'id':
        if (!value.includes('\0')) this.#lastId = value
        break
      case 'retry':
        if (/^[0-9]+$/.test(value)) this.reconnectionTime = Number(value)
        break
    }
    return null
  }

  #dispatch(): SseEvent | null {
    const event = this.#data === '' ? null : {type: this.#type || 'message', data: this.#data.slice(0, -1), id: this.#lastId}
    this.#data = ''
    this.#type = ''
    return event
  }
}

/** The events of a byte stream; an unfinished last event is discarded (see SseParser). */
export async function* parseSse(chunks: AsyncIterable<Uint8Array>, options?: SseParserOptions): AsyncGenerator<SseEvent, void, undefined> {
  const parser = new SseParser(options)
  for await (const chunk of chunks) yield* parser.push(chunk)
  parser.end()
}

function lineTooLong(max: number): SseError {
  return new SseError('line_too_long', `Expected a line of at most ${max} characters`)
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`Expected \`${name}\` to be a positive integer, got ${value}`)
  return value
}
