/**
 * A small server-sent events parser for the browser (the WHATWG "event stream" rules):
 * lines end in CRLF, LF or CR (a CR at the end of one chunk and the LF at the start of the
 * next are one line break); `:` lines are comments (`: keep-alive`); `data:` lines of one event
 * are joined with `\n`; one space after the colon is dropped; a blank line dispatches; an
 * event without data is not dispatched; a partial event at the end of the stream is dropped.
 *
 * Pure and incremental: feed it text as it arrives, in pieces of any size.
 */

export interface SseEvent {
  /** The `event:` field, `message` when absent. */
  event: string
  data: string
  /** The `id:` field of this event, '' when absent. */
  id: string
}

export interface SseParser {
  /** Parse the next piece of the stream; complete events go to `onEvent` at once. */
  push(text: string): void
  /** The stream ended: forget any partial line or event (the spec drops them). */
  end(): void
}

export interface SseParserOptions {
  /** Longest line accepted, in characters; a longer one throws `SseLineTooLongError`. Default 1,000,000. */
  maxLineLength?: number
}

export class SseLineTooLongError extends Error {
  constructor(limit: number) {
    super(`Expected server-sent event lines of at most ${limit} characters`)
    this.name = 'SseLineTooLongError'
  }
}

export function createSseParser(onEvent: (event: SseEvent) => void, options: SseParserOptions = {}): SseParser {
  const maxLineLength = options.maxLineLength ?? 1_000_000
  let buffer = ''
  /** The previous piece ended with CR: a LF at the start of this one belongs to that line break. */
  let skipLf = false
  let type = ''
  let data: string[] = []
  let id = ''

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({event: type || 'message', data: data.join('\n'), id})
      type = ''
      data = []
      id = ''
      return
    }
    if (text.startsWith(':')) return // a comment: keep-alive
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') type = value
    else if (field === 'id' && !value.includes('\0')) id = value
    // `retry` and unknown fields are ignored.
  }

  return {
    push(text) {
      if (skipLf && text.startsWith('\n')) text = text.slice(1)
      skipLf = false
      buffer += text
      let start = 0
      for (;;) {
        const cr = buffer.indexOf('\r', start)
        const lf = buffer.indexOf('\n', start)
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf)
        if (end === -1) break
        line(buffer.slice(start, end))
        const crlf = buffer[end] === '\r' && buffer[end + 1] === '\n'
        // A CR that ends this piece may be the first half of a CRLF split across pieces.
        if (buffer[end] === '\r' && end + 1 === buffer.length) skipLf = true
        start = end + (crlf ? 2 : 1)
      }
      buffer = buffer.slice(start)
      if (buffer.length > maxLineLength) throw new SseLineTooLongError(maxLineLength)
    },
    end() {
      buffer = ''
      skipLf = false
      type = ''
      data = []
      id = ''
    },
  }
}
