/**
 * A general question judged in one language also uses the question words and general cues of the
 * language whose phrase matched in it (`isGeneralQuestion` in ./general-question.ts); its personal
 * markers are still the sentence's, so a visitor asking about what is happening now keeps the
 * banner.
 */
import {detectRedFlags} from '../red-flags'
import type {RedFlagCategory} from '../verdict'

const categories = (text: string) => detectRedFlags(text).categories

describe('a general question in mixed languages', () => {
  it.each<[string, RedFlagCategory]>([
    // [the question, in English with the words of another language, the category it names]
    ['what is the diferencia entre un ictus y un infarto cerebral?', 'stroke'],
    ['what are the Anzeichen für einen Schlaganfall?', 'stroke'],
    ['what are the Warnzeichen for a Herzinfarkt?', 'chest_pain'],
  ])('drops "%s"', (text, category) => {
    expect(categories(text)).not.toContain(category)
  })

  it.each<[string, RedFlagCategory]>([
    ['what do I do, mi hijo está convulsionando ahora', 'seizure'],
    ['my dad has a Schlaganfall right now, what are the Anzeichen?', 'stroke'],
    ['help, mi padre tiene un ictus ahora, what are the síntomas?', 'stroke'],
  ])('keeps "%s" flagged', (text, category) => {
    expect(categories(text)).toContain(category)
  })
})
