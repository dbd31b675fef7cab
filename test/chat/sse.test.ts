import {createSseParser, SseLineTooLongError, type SseEvent} from '../../src/chat/sse'

/** Feed `pieces` one by one and return the events. */
function parse(...pieces: string[]): SseEvent[] {
  const events: SseEvent[] = []
  const parser = createSseParser((event) => events.push(event))
  for (const piece of pieces) parser.push(piece)
  parser.end()
  return events
}

describe('createSseParser', () => {
  it('dispatches an event at a blank line, with its type and data', () => {
    expect(parse('event: delta\ndata: {"text":"Hi"}\n\n')).toEqual([{event: 'delta', data: '{"text":"Hi"}', id: ''}])
  })

  it('names an event without `event:` "message"', () => {
    expect(parse('data: x\n\n')).toEqual([{event: 'message', data: 'x', id: ''}])
  })

  it.each([
    ['LF', 'event: a\ndata: 1\n\nevent: b\ndata: 2\n\n'],
    ['CRLF', 'event: a\r\ndata: 1\r\n\r\nevent: b\r\ndata: 2\r\n\r\n'],
    ['CR', 'event: a\rdata: 1\r\revent: b\rdata: 2\r\r'],
  ])('accepts %s line endings', (_name, text) => {
    expect(parse(text).map(({event, data}) => [event, data])).toEqual([['a', '1'], ['b', '2']])
  })

  it('treats a CRLF split across two pieces as one line break', () => {
    expect(parse('data: 1\r', '\n\r', '\ndata: 2\r\n\r\n').map((event) => event.data)).toEqual(['1', '2'])
  })

  it('joins an event split anywhere, one character at a time', () => {
    const text = 'event: delta\r\ndata: {"text":"héllo"}\r\n\r\n: keep-alive\n\nevent: done\ndata: {}\n\n'
    expect(parse(...text.split(''))).toEqual(parse(text))
    expect(parse(text).map((event) => event.event)).toEqual(['delta', 'done'])
  })

  it('ignores comments such as keep-alives', () => {
    expect(parse(': keep-alive\n\n:\n\ndata: x\n: inside\n\n')).toEqual([{event: 'message', data: 'x', id: ''}])
  })

  it('joins multi-line data with newlines', () => {
    expect(parse('data: line 1\ndata: line 2\ndata:\ndata: 3\n\n')[0]!.data).toBe('line 1\nline 2\n\n3')
  })

  it('drops exactly one space after the colon', () => {
    expect(parse('data:x\n\n', 'data:  x\n\n').map((event) => event.data)).toEqual(['x', ' x'])
  })

  it('treats a field without a colon as an empty value', () => {
    expect(parse('data\n\n')).toEqual([{event: 'message', data: '', id: ''}])
  })

  it('does not dispatch an event without data', () => {
    expect(parse('event: delta\n\n')).toEqual([])
  })

  it('resets the type after each event', () => {
    expect(parse('event: a\ndata: 1\n\ndata: 2\n\n').map((event) => event.event)).toEqual(['a', 'message'])
  })

  it('ignores retry and unknown fields, and keeps the id', () => {
    expect(parse('retry: 10\nfoo: bar\nid: 7\ndata: x\n\n')).toEqual([{event: 'message', data: 'x', id: '7'}])
  })

  it('drops an event the stream ended in the middle of', () => {
    expect(parse('data: complete\n\ndata: half')).toEqual([{event: 'message', data: 'complete', id: ''}])
    expect(parse('data: complete\n\ndata: half\n')).toHaveLength(1)
  })

  it('throws when a line grows beyond the limit', () => {
    const parser = createSseParser(() => {}, {maxLineLength: 10})
    expect(() => parser.push('data: 0123456789')).toThrow(SseLineTooLongError)
  })
})
