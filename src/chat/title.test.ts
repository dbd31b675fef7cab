import {displayTitle} from './title'

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
