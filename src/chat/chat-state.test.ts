import {chatReducer, initialChatState, regenerateTarget, unsavedText, type ChatAction, type ChatState} from './chat-state'
import type {WireMessage} from './types'

const saved: WireMessage[] = [
  {id: 'u1', role: 'user', content: 'What is a normal pulse?', status: 'complete', errorCode: null},
  {id: 'a1', role: 'assistant', content: 'Usually 60 to 100.', status: 'complete', errorCode: null},
]

function apply(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state)
}

const send: ChatAction = {type: 'send', content: 'And at night?', userKey: 'local-u', answerKey: 'local-a'}
const userEvent: ChatAction = {type: 'event', event: {type: 'user', message: {id: 'u2', role: 'user', content: 'And at night?', status: 'complete', errorCode: null}}}
const delta = (text: string): ChatAction => ({type: 'event', event: {type: 'delta', text}})

describe('chatReducer', () => {
  it('starts from the saved messages, keyed by id', () => {
    const state = initialChatState(saved)
    expect(state.messages.map((message) => [message.key, message.id, message.status])).toEqual([['u1', 'u1', 'complete'], ['a1', 'a1', 'complete']])
    expect(state.running).toBeNull()
  })

  it('puts earlier saved messages before the first ones held, once each, and counts what is left', () => {
    const earlier: WireMessage[] = [
      {id: 'u0', role: 'user', content: 'Is 50 too slow?', status: 'complete', errorCode: null},
      {id: 'a0', role: 'assistant', content: 'Not for an athlete.', status: 'complete', errorCode: null},
    ]
    const start = initialChatState(saved, 5)
    expect(start.earlier).toBe(5)
    const state = apply(start, send, {type: 'prepend', messages: [...earlier, saved[0]!], earlier: 3})
    expect(state.messages.map((message) => message.key)).toEqual(['u0', 'a0', 'u1', 'a1', 'local-u', 'local-a'])
    expect(state.earlier).toBe(3)
    expect(state.running).toEqual(apply(start, send).running)
  })

  it('adds the visitor’s message and an empty streaming answer on send', () => {
    const state = apply(initialChatState(saved), send)
    expect(state.messages.slice(2)).toEqual([
      {key: 'local-u', id: null, role: 'user', content: 'And at night?', status: 'sending', errorCode: null, errorMessage: null},
      {key: 'local-a', id: null, role: 'assistant', content: '', status: 'streaming', errorCode: null, errorMessage: null},
    ])
    expect(state.running).toEqual({userKey: 'local-u', answerKey: 'local-a', replaced: null, started: false})
  })

  it('ignores a second send while streaming', () => {
    const state = apply(initialChatState(saved), send)
    expect(chatReducer(state, {...send, userKey: 'x', answerKey: 'y'})).toBe(state)
  })

  it('confirms the message (keeping its key), appends deltas and saves the answer on done', () => {
    const done: ChatAction = {type: 'event', event: {type: 'done', message: {id: 'a2', role: 'assistant', content: 'Lower, 40 to 60.', status: 'complete', errorCode: null}}}
    const streaming = apply(initialChatState(saved), send, userEvent, delta('Lower, '), delta('40 to 60.'))
    expect(streaming.messages[2]).toMatchObject({key: 'local-u', id: 'u2', status: 'complete'})
    expect(streaming.messages[3]).toMatchObject({key: 'local-a', content: 'Lower, 40 to 60.', status: 'streaming'})
    const finished = chatReducer(streaming, done)
    expect(finished.messages[3]).toMatchObject({key: 'local-a', id: 'a2', content: 'Lower, 40 to 60.', status: 'complete'})
    expect(finished.running).toBeNull()
  })

  it('leaves untouched messages as the same objects (memoised rows do not re-render)', () => {
    const before = apply(initialChatState(saved), send, userEvent)
    const after = chatReducer(before, delta('x'))
    expect(after.messages[0]).toBe(before.messages[0])
    expect(after.messages[2]).toBe(before.messages[2])
  })

  it('records the server’s safety event under the visitor’s message', () => {
    const safety = {categories: ['suicide'], selfHarm: true, emergencyNumber: '112', crisisLine: 'Line 024'}
    const state = apply(initialChatState([]), send, {type: 'event', event: {type: 'safety', safety}})
    expect(state.safety).toEqual({'local-u': safety})
  })

  it('marks the answer as an error with the server’s words on an error event', () => {
    const state = apply(initialChatState(saved), send, userEvent, delta('Partial'), {
      type: 'event',
      event: {type: 'error', code: 'timeout', message: 'Tardó demasiado.', answer: {id: 'a2', role: 'assistant', content: 'Partial', status: 'error', errorCode: 'timeout'}},
    })
    expect(state.messages[3]).toMatchObject({id: 'a2', content: 'Partial', status: 'error', errorCode: 'timeout', errorMessage: 'Tardó demasiado.'})
    expect(state.running).toBeNull()
  })

  it('keeps a stopped answer as incomplete', () => {
    const state = apply(initialChatState(saved), send, userEvent, delta('Half an'), {type: 'end', outcome: 'aborted'})
    expect(state.messages[3]).toMatchObject({content: 'Half an', status: 'incomplete'})
    expect(state.notice).toBeNull()
  })

  it('marks an interrupted answer as an error once the message is saved', () => {
    const state = apply(initialChatState(saved), send, userEvent, {type: 'end', outcome: 'interrupted'})
    expect(state.messages[3]).toMatchObject({status: 'error', errorCode: 'interrupted', errorMessage: null})
    expect(state.notice).toBeNull()
  })

  it('removes an exchange the server never saved, with a notice that the text was put back', () => {
    const before = apply(initialChatState(saved), send)
    const after = chatReducer(before, {type: 'end', outcome: 'http', code: 'message_too_long', status: 413})
    expect(after.messages).toEqual(before.messages.slice(0, 2))
    expect(after.notice).toEqual({code: 'message_too_long', status: 413, restored: true})
    expect(unsavedText(before, after)).toBe('And at night?')
  })

  it('removes an unsaved exchange after a network failure too', () => {
    const before = apply(initialChatState([]), send)
    const after = chatReducer(before, {type: 'end', outcome: 'network'})
    expect(after.messages).toEqual([])
    expect(after.notice).toEqual({code: 'network', status: undefined, restored: true})
  })

  it('dismisses the notice', () => {
    const state = apply(initialChatState([]), send, {type: 'end', outcome: 'network'}, {type: 'dismiss'})
    expect(state.notice).toBeNull()
  })

  describe('regenerate', () => {
    it('targets the last saved visitor message and its answer', () => {
      const target = regenerateTarget(initialChatState(saved))
      expect(target?.user.id).toBe('u1')
      expect(target?.answer?.id).toBe('a1')
    })

    it('has no target while streaming, for an unsaved message, or an empty conversation', () => {
      expect(regenerateTarget(apply(initialChatState(saved), send))).toBeNull()
      expect(regenerateTarget(initialChatState([]))).toBeNull()
    })

    it('targets a visitor message left without an answer (Retry)', () => {
      expect(regenerateTarget(initialChatState(saved.slice(0, 1)))?.user.id).toBe('u1')
    })

    it('replaces the last answer with a streaming one', () => {
      const state = apply(initialChatState(saved), {type: 'regenerate', answerKey: 'local-r'}, delta('Again'))
      expect(state.messages.map((message) => [message.key, message.content, message.status])).toEqual([
        ['u1', 'What is a normal pulse?', 'complete'], ['local-r', 'Again', 'streaming'],
      ])
      expect(state.running).toMatchObject({userKey: 'u1', answerKey: 'local-r'})
    })

    it('puts the old answer back when the server refuses the regenerate', () => {
      const state = apply(initialChatState(saved), {type: 'regenerate', answerKey: 'local-r'}, {type: 'end', outcome: 'http', code: 'rate_limited', status: 429})
      expect(state.messages.map((message) => message.key)).toEqual(['u1', 'a1'])
      expect(state.notice).toEqual({code: 'rate_limited', status: 429, restored: false})
    })

    it('keeps a regenerate that broke mid-stream as an error with Retry', () => {
      const state = apply(initialChatState(saved), {type: 'regenerate', answerKey: 'local-r'}, delta('Par'), {type: 'end', outcome: 'interrupted'})
      expect(state.messages[1]).toMatchObject({key: 'local-r', content: 'Par', status: 'error', errorCode: 'interrupted'})
      expect(regenerateTarget(state)?.user.id).toBe('u1')
    })
  })
})
