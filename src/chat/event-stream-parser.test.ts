import {parseSse, SseError, SseParser, type SseEvent, type SseParserOptions} from './event-stream-parser'

const encoder = new TextEncoder()

/** All events of `input` fed in the given pieces, plus what `end()` said. */
function parse(pieces: Array<string | Uint8Array>, options?: SseParserOptions): {events: SseEvent[]; discarded: boolean; parser: SseParser} {
  const parser = new SseParser(options)
  const events: SseEvent[] = []
  for (const piece of pieces) events.push(...parser.push(typeof piece === 'string' ? encoder.encode(piece) : piece))
  return {events, ...parser.end(), parser}
}

/** The stream one byte at a time. */
function byteByByte(text: string): Uint8Array[] {
  return [...encoder.encode(text)].map((byte) => Uint8Array.of(byte))
}

const message = (data: string, id = ''): SseEvent => ({type: 'message', data, id})

/** Every kind of line ending, comments, an id, multi-line data and non-ASCII text, and its events. */
const stream = ': hello\r\nevent: delta\r\nid: 1\r\ndata: {"text":"héllo 🌍"}\r\n\r\ndata: ünïcødé\rdata: 世界\r\r: bye\n\ndata:[DONE]\n\n'
const expected = [
  {type: 'delta', data: '{"text":"héllo 🌍"}', id: '1'},
  message('ünïcødé\n世界', '1'),
  message('[DONE]', '1'),
]

describe('SseParser: fields', () => {
  it.each([
    ['data with a space', 'data: hello\n\n', [message('hello')]],
    ['data without a space', 'data:hello\n\n', [message('hello')]],
    ['only one space is dropped', 'data:  two\n\n', [message(' two')]],
    ['multi-line data is joined with \\n', 'data: a\ndata: b\ndata:\n\n', [message('a\nb\n')]],
    ['a bare field name has an empty value', 'data\n\n', [message('')]],
    ['a colon in the value is kept', 'data: {"a":"b:c"}\n\n', [message('{"a":"b:c"}')]],
    ['event sets the type, once', 'event: delta\ndata: x\n\ndata: y\n\n', [{type: 'delta', data: 'x', id: ''}, message('y')]],
    ['id persists across events', 'id: 7\ndata: x\n\ndata: y\n\n', [message('x', '7'), message('y', '7')]],
    ['an id with NUL is ignored', 'id: 1\ndata: x\n\nid: a\0b\ndata: y\n\n', [message('x', '1'), message('y', '1')]],
    ['comments are ignored', ': ping\ndata: x\n: another\n\n', [message('x')]],
    ['unknown fields are ignored', 'foo: bar\ndata: x\n\n', [message('x')]],
    ['field names are case-sensitive', 'Data: x\n\n', []],
    ['a blank line without data dispatches nothing', 'event: e\n\n\n\ndata: x\n\n', [message('x')]],
    ['a leading BOM is dropped', '\uFEFFdata: x\n\n', [message('x')]],
  ])('%s', (_name, input, expected) => {
    expect(parse([input]).events).toEqual(expected)
  })

  it('keeps the last valid retry as reconnectionTime', () => {
    const {parser} = parse(['retry: 3000\n\nretry: soon\n\nretry: 12a\n\n'])
    expect(parser.reconnectionTime).toBe(3000)
  })
})

describe('SseParser: line endings', () => {
  it.each([
    ['LF', 'data: a\ndata: b\n\n'],
    ['CRLF', 'data: a\r\ndata: b\r\n\r\n'],
    ['CR', 'data: a\rdata: b\r\r'],
    ['mixed', 'data: a\rdata: b\n\r\n'],
  ])('%s', (_name, input) => {
    expect(parse([input]).events).toEqual([message('a\nb')])
  })

  it('treats a CRLF split between chunks as one line ending', () => {
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']).events).toEqual([message('a\nb')])
  })

  it('treats CR then an empty chunk then LF as one line ending', () => {
    expect(parse(['data: a\r', new Uint8Array(0), '\n\r\n']).events).toEqual([message('a')])
  })

  it('treats CR at the end of a chunk followed by data as a line ending', () => {
    expect(parse(['data: a\r', 'data: b\r', '\r']).events).toEqual([message('a\nb')])
  })
})

/** The events of text fed in `pieces`, one chunk each. */
const eventsOf = (...pieces: string[]): SseEvent[] => parse(pieces).events

describe('SseParser: Hale\'s answer stream, as the browser reads it', () => {
  it('dispatches an event at a blank line, with its type and data', () => {
    expect(eventsOf('event: delta\ndata: {"text":"Hi"}\n\n')).toEqual([{type: 'delta', data: '{"text":"Hi"}', id: ''}])
  })

  it('names an event without `event:` "message"', () => {
    expect(eventsOf('data: x\n\n')).toEqual([message('x')])
  })

  it.each([
    ['LF', 'event: a\ndata: 1\n\nevent: b\ndata: 2\n\n'],
    ['CRLF', 'event: a\r\ndata: 1\r\n\r\nevent: b\r\ndata: 2\r\n\r\n'],
    ['CR', 'event: a\rdata: 1\r\revent: b\rdata: 2\r\r'],
  ])('accepts %s line endings between events', (_name, text) => {
    expect(eventsOf(text).map(({type, data}) => [type, data])).toEqual([['a', '1'], ['b', '2']])
  })

  it('treats a CRLF split across two pieces as one line break', () => {
    expect(eventsOf('data: 1\r', '\n\r', '\ndata: 2\r\n\r\n').map((event) => event.data)).toEqual(['1', '2'])
  })

  it('joins an event split anywhere, one character at a time', () => {
    const text = 'event: delta\r\ndata: {"text":"héllo"}\r\n\r\n: keep-alive\n\nevent: done\ndata: {}\n\n'
    expect(eventsOf(...text.split(''))).toEqual(eventsOf(text))
    expect(eventsOf(text).map((event) => event.type)).toEqual(['delta', 'done'])
  })

  it('ignores comments such as keep-alives', () => {
    expect(eventsOf(': keep-alive\n\n:\n\ndata: x\n: inside\n\n')).toEqual([message('x')])
  })

  it('joins multi-line data with newlines', () => {
    expect(eventsOf('data: line 1\ndata: line 2\ndata:\ndata: 3\n\n')[0]!.data).toBe('line 1\nline 2\n\n3')
  })

  it('drops exactly one space after the colon', () => {
    expect(eventsOf('data:x\n\n', 'data:  x\n\n').map((event) => event.data)).toEqual(['x', ' x'])
  })

  it('treats a field without a colon as an empty value', () => {
    expect(eventsOf('data\n\n')).toEqual([message('')])
  })

  it('does not dispatch an event without data', () => {
    expect(eventsOf('event: delta\n\n')).toEqual([])
  })

  it('resets the type after each event', () => {
    expect(eventsOf('event: a\ndata: 1\n\ndata: 2\n\n').map((event) => event.type)).toEqual(['a', 'message'])
  })

  it('ignores retry and unknown fields, and keeps the id for the events after it (the standard\'s last event ID)', () => {
    expect(eventsOf('retry: 10\nfoo: bar\nid: 7\ndata: x\n\ndata: y\n\n')).toEqual([message('x', '7'), message('y', '7')])
  })

  it('drops an event the stream ended in the middle of', () => {
    expect(eventsOf('data: complete\n\ndata: half')).toEqual([message('complete')])
    expect(eventsOf('data: complete\n\ndata: half\n')).toHaveLength(1)
  })

  it('throws line_too_long when a line grows beyond the limit', () => {
    const parser = new SseParser({maxLineLength: 10})
    expect(() => parser.push(encoder.encode('data: 0123456789'))).toThrow(expect.objectContaining({name: 'SseError', code: 'line_too_long'}))
  })
})

describe('SseParser: chunking', () => {

  it('parses a whole stream in one chunk', () => {
    expect(parse([stream]).events).toEqual(expected)
  })

  it('parses the same stream byte by byte', () => {
    const result = parse(byteByByte(stream))
    expect(result.events).toEqual(expected)
    expect(result.discarded).toBe(false)
  })

  it('parses the same stream at every split point', () => {
    const bytes = encoder.encode(stream)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(parse([bytes.subarray(0, cut), bytes.subarray(cut)]).events).toEqual(expected)
    }
  })

  it('joins a UTF-8 character split across chunks', () => {
    const bytes = encoder.encode('data: 🌍\n\n')
    // the emoji is 4 bytes from offset 6: cut inside it twice
    expect(parse([bytes.subarray(0, 7), bytes.subarray(7, 9), bytes.subarray(9)]).events).toEqual([message('🌍')])
  })

  it('replaces invalid UTF-8 with U+FFFD', () => {
    expect(parse([Uint8Array.of(0x64, 0x61, 0x74, 0x61, 0x3a, 0xff, 0x0a, 0x0a)]).events).toEqual([message('\uFFFD')])
  })
})

describe('SseParser: write and read, one event at a time', () => {

  it('gives the events of one write one by one, then null', () => {
    const parser = new SseParser()
    parser.write(encoder.encode(stream))
    expect(parser.read()).toEqual(expected[0])
    expect(parser.read()).toEqual(expected[1])
    expect(parser.read()).toEqual(expected[2])
    expect(parser.read()).toBeNull()
    expect(parser.end()).toEqual({discarded: false})
  })

  it('keeps what was not read when more is written, at every split point', () => {
    const bytes = encoder.encode(stream)
    for (let cut = 1; cut < bytes.length; cut++) {
      const parser = new SseParser()
      const events: SseEvent[] = []
      parser.write(bytes.subarray(0, cut))
      const first = parser.read() // one at most, then write the rest before reading on
      if (first) events.push(first)
      parser.write(bytes.subarray(cut))
      for (let event = parser.read(); event !== null; event = parser.read()) events.push(event)
      expect(events).toEqual(expected)
    }
  })

  it('fails at the over-long line only when reading reaches it', () => {
    const parser = new SseParser({maxLineLength: 20})
    parser.write(encoder.encode('data: a\n\ndata: ' + 'x'.repeat(30) + '\n\n'))
    expect(parser.read()).toEqual(message('a'))
    expect(() => parser.read()).toThrow(expect.objectContaining({code: 'line_too_long'}))
    // Failed for good.
    expect(() => parser.read()).toThrow(expect.objectContaining({code: 'line_too_long'}))
    expect(() => parser.write(encoder.encode('data: b\n\n'))).toThrow(expect.objectContaining({code: 'line_too_long'}))
  })

  it('counts events written but not read as discarded at the end', () => {
    const parser = new SseParser()
    parser.write(encoder.encode('data: a\n\ndata: b\n\n'))
    expect(parser.read()).toEqual(message('a'))
    expect(parser.end()).toEqual({discarded: true})
    expect(parser.read()).toBeNull()
  })
})

describe('SseParser: end of stream', () => {
  it('discards an event without its closing blank line', () => {
    expect(parse(['data: a\n\ndata: b\n'])).toMatchObject({events: [message('a')], discarded: true})
  })

  it('discards a last line without a line ending', () => {
    expect(parse(['data: a\n\ndata: [DONE]'])).toMatchObject({events: [message('a')], discarded: true})
  })

  it('discards a half character at the end', () => {
    const bytes = encoder.encode('data: a\n\n🌍')
    expect(parse([bytes.subarray(0, bytes.length - 2)])).toMatchObject({events: [message('a')], discarded: true})
  })

  it('reports nothing discarded after a clean end', () => {
    expect(parse(['data: a\n\n: trailing comment\n'])).toMatchObject({events: [message('a')], discarded: false})
  })
})

describe('SseParser: limits', () => {
  it('accepts a line of exactly maxLineLength', () => {
    const line = 'data: ' + 'x'.repeat(94)
    expect(parse([line + '\n\n'], {maxLineLength: 100}).events).toEqual([message('x'.repeat(94))])
  })

  it('fails with line_too_long on a complete line over the cap', () => {
    const parser = new SseParser({maxLineLength: 100})
    expect(() => parser.push(encoder.encode('data: ' + 'x'.repeat(95) + '\n'))).toThrow(expect.objectContaining({code: 'line_too_long'}))
  })

  it('fails with line_too_long before the line ends, whatever the chunking', () => {
    const parser = new SseParser({maxLineLength: 100})
    let error: unknown
    try {
      for (let index = 0; index < 200; index++) parser.push(encoder.encode('x'))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SseError)
    expect((error as SseError).code).toBe('line_too_long')
  })

  it('stays failed after an error', () => {
    const parser = new SseParser({maxLineLength: 10})
    expect(() => parser.push(encoder.encode('x'.repeat(11)))).toThrow(SseError)
    expect(() => parser.push(encoder.encode('\n\n'))).toThrow(SseError)
  })

  it('counts CR and LF out of the line length', () => {
    expect(parse(['data: 1234\r\n\r\n'], {maxLineLength: 10}).events).toEqual([message('1234')])
  })

  it('has a 1 MiB default', () => {
    const ok = 'data: ' + 'x'.repeat(1024 * 1024 - 6)
    expect(parse([ok + '\n\n']).events[0]!.data).toHaveLength(1024 * 1024 - 6)
    expect(() => parse([ok + 'x\n\n'])).toThrow(expect.objectContaining({code: 'line_too_long'}))
  })

  it('fails with event_too_large when many data lines add up', () => {
    const parser = new SseParser({maxLineLength: 100, maxEventLength: 250})
    const line = encoder.encode('data: ' + 'x'.repeat(90) + '\n')
    parser.push(line)
    parser.push(line)
    expect(() => parser.push(line)).toThrow(expect.objectContaining({code: 'event_too_large'}))
  })

  it('rejects options that are not positive integers', () => {
    expect(() => new SseParser({maxLineLength: 0})).toThrow('Expected `maxLineLength` to be a positive integer')
  })
})

describe('parseSse', () => {
  it('yields the events of an async iterable of chunks', async () => {
    async function* chunks() {
      yield* byteByByte('data: a\r\n\r\ndata: b\n\ndata: unfinished')
    }
    const events: SseEvent[] = []
    for await (const event of parseSse(chunks())) events.push(event)
    expect(events).toEqual([message('a'), message('b')])
  })
})
