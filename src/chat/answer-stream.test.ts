import {readAnswerStream, type StreamOutcome} from './answer-stream'
import type {ChatStreamEvent} from './types'

const encoder = new TextEncoder()

/** A fetch that answers with `pieces` as the body, one chunk each, then ends (or fails). */
function fakeFetch(pieces: string[], init: {status?: number; type?: string; failAfter?: boolean} = {}) {
  const calls: {url: string; init: RequestInit}[] = []
  const fetch = (async (url: string, requestInit: RequestInit) => {
    calls.push({url, init: requestInit})
    let index = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (index < pieces.length) controller.enqueue(encoder.encode(pieces[index++]!))
        else if (init.failAfter) controller.error(new TypeError('network error'))
        else controller.close()
      },
    })
    return new Response(body, {status: init.status ?? 200, headers: {'content-type': init.type ?? 'text/event-stream; charset=utf-8'}})
  }) as unknown as typeof globalThis.fetch
  return {fetch, calls}
}

async function run(pieces: string[], init?: Parameters<typeof fakeFetch>[1]): Promise<{outcome: StreamOutcome; events: ChatStreamEvent[]}> {
  const events: ChatStreamEvent[] = []
  const {fetch} = fakeFetch(pieces, init)
  const outcome = await readAnswerStream({url: '/api/conversations/c1/messages', body: {content: 'Hi'}, onEvent: (event) => events.push(event), fetch})
  return {outcome, events}
}

const user = {id: 'u1', role: 'user', content: 'Hi', status: 'complete', errorCode: null, conversationId: 'c1', createdAt: 1}
const answer = {id: 'a1', role: 'assistant', content: 'Hello there', status: 'complete', errorCode: null, model: 'm'}

describe('readAnswerStream', () => {
  it('POSTs the body as JSON, asking for an event stream', async () => {
    const {fetch, calls} = fakeFetch([`event: done\ndata: ${JSON.stringify(answer)}\n\n`])
    await readAnswerStream({url: '/care/api/conversations/c1/messages', body: {content: 'Hi'}, onEvent: () => {}, fetch})
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/care/api/conversations/c1/messages')
    expect(calls[0]!.init).toMatchObject({method: 'POST', body: '{"content":"Hi"}', credentials: 'same-origin'})
    expect(calls[0]!.init.headers).toMatchObject({'content-type': 'application/json', accept: 'text/event-stream'})
  })

  it('dispatches user, safety, delta and done events in order, split across chunks', async () => {
    const text = [
      `event: user\r\ndata: ${JSON.stringify(user)}\r\n\r\n`,
      `event: safety\ndata: {"categories":["chest_pain"],"selfHarm":false,"emergencyNumber":"112","crisisLine":null}\n\n`,
      ': keep-alive\n\n',
      'event: delta\ndata: {"text":"Hel"}\n\n',
      'event: delta\ndata: {"text":"lo there"}\n\n',
      `event: done\ndata: ${JSON.stringify(answer)}\n\n`,
    ].join('')
    const pieces = text.match(/[\s\S]{1,7}/g)!
    const {outcome, events} = await run(pieces)
    expect(outcome).toEqual({kind: 'done'})
    expect(events).toEqual([
      {type: 'user', message: {id: 'u1', role: 'user', content: 'Hi', status: 'complete', errorCode: null}},
      {type: 'safety', safety: {categories: ['chest_pain'], selfHarm: false, emergencyNumber: '112', crisisLine: null}},
      {type: 'delta', text: 'Hel'},
      {type: 'delta', text: 'lo there'},
      {type: 'done', message: {id: 'a1', role: 'assistant', content: 'Hello there', status: 'complete', errorCode: null}},
    ])
  })

  it('decodes a UTF-8 character split between chunks', async () => {
    const bytes = encoder.encode('event: delta\ndata: {"text":"é"}\n\n')
    const split = bytes.indexOf(0xc3) + 1
    const events: ChatStreamEvent[] = []
    const fetch = (async () => new Response(new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.slice(0, split))
        controller.enqueue(bytes.slice(split))
        controller.close()
      },
    }), {headers: {'content-type': 'text/event-stream'}})) as unknown as typeof globalThis.fetch
    await readAnswerStream({url: '/x', onEvent: (event) => events.push(event), fetch})
    expect(events).toEqual([{type: 'delta', text: 'é'}])
  })

  it('reports an error event with its code, message and saved answer', async () => {
    const {outcome, events} = await run([
      `event: user\ndata: ${JSON.stringify(user)}\n\n`,
      `event: error\ndata: ${JSON.stringify({code: 'unreachable', message: 'No llegó.', answer: {...answer, status: 'error', content: '', errorCode: 'unreachable'}})}\n\n`,
    ])
    expect(outcome).toEqual({kind: 'error'})
    expect(events[1]).toEqual({
      type: 'error', code: 'unreachable', message: 'No llegó.',
      answer: {id: 'a1', role: 'assistant', content: '', status: 'error', errorCode: 'unreachable'},
    })
  })

  it('skips events it does not know or cannot parse', async () => {
    const {events} = await run(['event: mystery\ndata: {}\n\nevent: delta\ndata: not json\n\nevent: delta\ndata: {"text":"ok"}\n\n'])
    expect(events).toEqual([{type: 'delta', text: 'ok'}])
  })

  it('reads a JSON API error from a refused request', async () => {
    const {outcome, events} = await run(['{"error":{"code":"message_too_long","message":"Too long"}}'], {status: 413, type: 'application/json'})
    expect(outcome).toEqual({kind: 'http', status: 413, code: 'message_too_long', message: 'Too long'})
    expect(events).toEqual([])
  })

  it('makes a code from the status when the error is not JSON', async () => {
    const {outcome} = await run(['<html>Bad gateway</html>'], {status: 502, type: 'text/html'})
    expect(outcome).toEqual({kind: 'http', status: 502, code: 'http_502', message: ''})
  })

  it('treats a 200 that is not an event stream as a bad response', async () => {
    const {outcome} = await run(['{}'], {status: 200, type: 'application/json'})
    expect(outcome).toEqual({kind: 'http', status: 200, code: 'bad_response', message: ''})
  })

  it('says "interrupted" when the stream ends before done or error', async () => {
    expect((await run(['event: delta\ndata: {"text":"Hel"}\n\n'])).outcome).toEqual({kind: 'interrupted'})
    expect((await run(['event: delta\ndata: {"text":"Hel"}\n\n'], {failAfter: true})).outcome).toEqual({kind: 'interrupted'})
  })

  it('says "network" when the request fails', async () => {
    const fetch = (async () => { throw new TypeError('Failed to fetch') }) as unknown as typeof globalThis.fetch
    expect(await readAnswerStream({url: '/x', onEvent: () => {}, fetch})).toEqual({kind: 'network'})
  })

  it('says "aborted" when the caller stops, before or during the stream', async () => {
    const before = new AbortController()
    before.abort()
    const failing = (async (_url: string, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError')
      throw new Error('unexpected')
    }) as unknown as typeof globalThis.fetch
    expect(await readAnswerStream({url: '/x', signal: before.signal, onEvent: () => {}, fetch: failing})).toEqual({kind: 'aborted'})

    const during = new AbortController()
    const events: ChatStreamEvent[] = []
    const fetch = (async (_url: string, init: RequestInit) => new Response(new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: delta\ndata: {"text":"a"}\n\n'))
        init.signal!.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
      },
    }), {headers: {'content-type': 'text/event-stream'}})) as unknown as typeof globalThis.fetch
    const pending = readAnswerStream({url: '/x', signal: during.signal, onEvent: (event) => {
      events.push(event)
      during.abort()
    }, fetch})
    expect(await pending).toEqual({kind: 'aborted'})
    expect(events).toEqual([{type: 'delta', text: 'a'}])
  })
})
