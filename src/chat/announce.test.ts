import {firstSentence} from './announce'

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
