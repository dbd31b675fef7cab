import {firstSentence} from '../../src/chat/announce'
import {apiHref, messagesHref, regenerateHref} from '../../src/chat/api'
import {errorMessageKey} from '../../src/chat/errors'
import {setPendingMessage, takePending, takePendingMessage} from '../../src/chat/pending'
import {telHref} from '../../src/safety/tel-href'
import {displayTitle} from '../../src/chat/title'
import {distanceToEnd, nextFollowing, NEAR_END_PX} from '../../src/chat/use-auto-scroll'

describe('firstSentence', () => {
  it.each([
    ['A normal resting pulse is 60 to 100 beats a minute. It varies.', 'A normal resting pulse is 60 to 100 beats a minute.'],
    ['## Blood pressure\n\n**High blood pressure** often has no symptoms. Check it.', 'Blood pressure High blood pressure often has no symptoms.'],
    ['- Drink water\n- Rest well\n\nSee a doctor if it lasts.', 'Drink water Rest well See a doctor if it lasts.'],
    ['See [the guide for travellers](https://example.com/x) first. Then rest.', 'See the guide for travellers first.'],
    ['```\ncode here.\n```\nAfter the code block comes text.', 'After the code block comes text.'],
    ['Short. But this second sentence is what counts.', 'Short. But this second sentence is what counts.'],
    ['', ''],
    ['```\nonly code\n```', ''],
  ])('%j → %j', (markdown, expected) => {
    expect(firstSentence(markdown)).toBe(expected)
  })

  it('cuts a long text without a sentence end at a word, with an ellipsis', () => {
    const result = firstSentence('word '.repeat(100), 50)
    expect(result.length).toBeLessThanOrEqual(51)
    expect(result.endsWith('word…')).toBe(true)
  })
})

describe('errorMessageKey', () => {
  it.each([
    ['unreachable', undefined, 'chat.error.unreachable'],
    ['model_unreachable', undefined, 'chat.error.unreachable'],
    ['model_timeout', undefined, 'chat.error.timeout'],
    ['model_rate_limited', undefined, 'chat.error.rateLimited'],
    ['model_bad_response', undefined, 'chat.error.badResponse'],
    ['internal_error', undefined, 'chat.error.internal'],
    ['answer_streaming', 400, 'chat.error.busy'],
    ['not_last_answer', 400, 'chat.error.changed'],
    ['timeout', undefined, 'chat.error.timeout'],
    ['rate_limited', undefined, 'chat.error.rateLimited'],
    ['rateLimited', undefined, 'chat.error.rateLimited'],
    ['model_error', undefined, 'chat.error.modelError'],
    ['bad_response', undefined, 'chat.error.badResponse'],
    ['internal', undefined, 'chat.error.internal'],
    ['network', undefined, 'chat.error.network'],
    ['interrupted', undefined, 'chat.error.interrupted'],
    ['message_too_long', 413, 'chat.error.tooLong'],
    ['payload_too_large', 413, 'chat.error.tooLong'],
    ['rate_limited', 429, 'chat.error.tooManyRequests'],
    ['whatever', 404, 'chat.error.notFound'],
    ['empty', 400, 'chat.error.empty'],
    ['something_new', undefined, 'chat.error.internal'],
    [null, undefined, 'chat.error.internal'],
  ])('%s (%s) → %s', (code, status, key) => {
    expect(errorMessageKey(code, status)).toBe(key)
  })
})

describe('telHref', () => {
  it.each([
    ['112', 'tel:112'],
    ['+1 (555) 010-0100', 'tel:+15550100100'],
    [' 0800 111 0 111 ', 'tel:08001110111'],
    ['911"><script>', 'tel:911'],
    ['javascript:alert(1)', 'tel:1'],
    ['call us', null],
    ['1+2', 'tel:12'],
  ])('%j → %j', (number, expected) => {
    expect(telHref(number)).toBe(expected)
  })
})

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

describe('auto-scroll', () => {
  it('measures the end of the messages against the part of the window the composer leaves', () => {
    expect(distanceToEnd(900, 800, 150)).toBe(250)
    expect(distanceToEnd(600, 800, 150)).toBe(-50)
  })

  it.each([
    ['keeps following while the page only grows', true, 100, 100, 500, true],
    ['stops when the visitor scrolls up', true, 500, 300, 200, false],
    ['keeps following when the end is still in view after scrolling up', true, 500, 480, -10, true],
    ['resumes at the end', false, 300, 600, NEAR_END_PX, true],
    ['stays stopped away from the end', false, 300, 400, 500, false],
    ['does not resume on a small move up near the end (a smooth scroll starting)', false, 500, 499, 40, false],
    ['keeps following on a small move up near the end', true, 500, 499, 40, true],
  ])('%s', (_name, following, previousY, y, distance, expected) => {
    expect(nextFollowing(following as boolean, previousY as number, y as number, distance as number)).toBe(expected)
  })
})

describe('displayTitle', () => {
  it.each([
    ['Pulse at night', 'whatever', 'Pulse at night'],
    ['', 'What is a normal pulse?', 'What is a normal pulse?'],
    ['  ', '\n\n  First line  \nsecond line', 'First line'],
    ['', undefined, ''],
    ['', 'word '.repeat(40), `${'word '.repeat(16).trim()}…`],
  ])('%j, %j → %j', (title, first, expected) => {
    expect(displayTitle(title, first)).toBe(expected)
  })
})
