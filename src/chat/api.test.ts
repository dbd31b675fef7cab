import {apiHref, messagesHref, regenerateHref} from './api'

describe('API URLs', () => {
  it('adds the base path and never a locale', () => {
    expect(apiHref('/conversations', {basePath: ''})).toBe('/api/conversations')
    expect(apiHref('/conversations', {basePath: '/care'})).toBe('/care/api/conversations')
  })

  it('encodes ids', () => {
    expect(messagesHref({basePath: '/care'}, 'a/b')).toBe('/care/api/conversations/a%2Fb/messages')
    expect(regenerateHref({basePath: ''}, 'c1', 'm 1')).toBe('/api/conversations/c1/messages/m%201/regenerate')
  })
})
