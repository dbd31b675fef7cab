import {insertTranscript} from './insert'

describe('insertTranscript: the transcript goes in at the caret', () => {
  it.each([
    ['', 0, 0, ' my head hurts ', 'my head hurts', 13],
    ['I am dizzy.', 11, 11, 'And tired.', 'I am dizzy. And tired.', 22],
    ['I am dizzy. ', 12, 12, 'And tired.', 'I am dizzy. And tired.', 22],
    ['since Monday', 0, 0, 'Fever', 'Fever since Monday', 5],
    ['a b', 1, 1, 'x', 'a x b', 3],
    ['replace THIS please', 8, 12, 'that', 'replace that please', 12],
    ['unchanged', 4, 4, '   ', 'unchanged', 4],
    ['out of range', 99, 99, 'end', 'out of range end', 16],
  ])('%j at %i–%i + %j → %j', (value, start, end, text, expected, caret) => {
    expect(insertTranscript(value, start, end, text)).toEqual({value: expected, caret})
  })
})
