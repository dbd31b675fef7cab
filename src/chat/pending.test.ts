import {setPendingMessage, takePending, takePendingMessage} from './pending'

describe('pending messages', () => {
  it('hands a message over once', () => {
    setPendingMessage('c1', 'Hello')
    expect(takePendingMessage('c1')).toBe('Hello')
    expect(takePendingMessage('c1')).toBeNull()
    expect(takePendingMessage('other')).toBeNull()
  })

  it('hands the attachments over with the text, once', () => {
    const photo = {id: 'a1', kind: 'image' as const, name: 'rash.jpg', mime: 'image/jpeg', size: 1200, width: 640, height: 480, received: {kind: 'image' as const, name: 'rash.jpg', sent: true}}
    setPendingMessage('c2', 'What is this?', [photo])
    expect(takePending('c2')).toEqual({content: 'What is this?', attachments: [photo]})
    expect(takePending('c2')).toBeNull()
  })
})
