import {MESSAGE_WINDOW, messageWindow} from './message-window'

/** `count` messages, questions and answers in turn, with ids m0, m1, … */
const conversation = (count: number) => Array.from({length: count}, (_, index) => ({id: `m${index}`, role: index % 2 === 0 ? 'user' : 'assistant'}))
const ids = (window: {messages: {id: string}[]} | null) => window?.messages.map((message) => message.id)

describe('messageWindow', () => {
  it('a short conversation is shown whole', () => {
    expect(messageWindow(conversation(6))).toEqual({messages: conversation(6), earlier: 0})
    expect(messageWindow([])).toEqual({messages: [], earlier: 0})
  })

  it('a long one: its latest MESSAGE_WINDOW messages and how many come before', () => {
    const window = messageWindow(conversation(400))!
    expect(window.messages).toHaveLength(MESSAGE_WINDOW)
    expect(window.messages[0]!.id).toBe(`m${400 - MESSAGE_WINDOW}`)
    expect(window.messages.at(-1)!.id).toBe('m399')
    expect(window.earlier).toBe(400 - MESSAGE_WINDOW)
  })

  it('before a message: the window just before it, down to the first', () => {
    expect(messageWindow(conversation(10), 'm6', 4)).toEqual({messages: conversation(10).slice(2, 6), earlier: 2})
    expect(messageWindow(conversation(10), 'm2', 4)).toEqual({messages: conversation(10).slice(0, 2), earlier: 0})
    expect(messageWindow(conversation(10), 'm0', 4)).toEqual({messages: [], earlier: 0})
  })

  it('never opens on an answer without its question', () => {
    expect(ids(messageWindow(conversation(10), null, 3))).toEqual(['m6', 'm7', 'm8', 'm9'])
    expect(messageWindow(conversation(10), null, 3)!.earlier).toBe(6)
    // A window that opens on a question needs nothing more, even after an unanswered one.
    const uneven = [{id: 'a', role: 'user'}, {id: 'b', role: 'user'}, {id: 'c', role: 'assistant'}]
    expect(ids(messageWindow(uneven, null, 2))).toEqual(['b', 'c'])
  })

  it('an id that is not in the conversation: null', () => {
    expect(messageWindow(conversation(10), 'elsewhere')).toBeNull()
  })
})
