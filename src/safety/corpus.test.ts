/**
 * The development half of the red-flag corpus (src/safety/README.md "Measuring it"): the older
 * vignettes and vignettes/development/ (every part), every category and every kind of false alarm in every
 * language. Every emergency must be caught with its category; at most 1% of the routine messages
 * may raise the banner. (The held-out half is never run here: `npm run red-flags -- --held-out`.)
 */
import {detectRedFlags} from './red-flags'
import type {CorpusMessage, CorpusTrap} from './vignettes/corpus'
import {developmentHalf} from './vignettes/development'
import {RED_FLAG_CATEGORIES} from './verdict'

const halves = Object.entries(developmentHalf) as ReadonlyArray<[string, readonly CorpusMessage[]]>
const TRAPS: readonly CorpusTrap[] = ['denial', 'remote_past', 'dosing', 'reassurance', 'general_question', 'mild']

describe.each(halves)('the development half (%s)', (locale, messages) => {
  const emergencies = messages.filter((message) => message.emergency)
  const routine = messages.filter((message) => !message.emergency)

  it('has every category and every kind of false alarm, several times', () => {
    const count = (keep: (message: CorpusMessage) => boolean) => messages.filter(keep).length
    expect(RED_FLAG_CATEGORIES.filter((category) => count((message) => message.emergency && message.category === category) < 4)).toEqual([])
    expect(RED_FLAG_CATEGORIES.filter((category) => count((message) => !message.emergency && message.resembles === category) < 2)).toEqual([])
    expect(TRAPS.filter((trap) => count((message) => !message.emergency && message.trap === trap) < 6)).toEqual([])
  })

  it('catches every emergency, with its category', () => {
    const missed = emergencies
      .map((message) => ({message, found: detectRedFlags(message.text, locale).categories}))
      .filter(({message, found}) => !found.includes(message.category!))
      .map(({message, found}) => `[${message.category}] ${JSON.stringify(message.text)} → ${JSON.stringify(found)}`)
    expect(missed).toEqual([])
  })

  it('raises the banner on at most 1% of the routine messages', () => {
    const flagged = routine
      .map((message) => ({message, found: detectRedFlags(message.text, locale).categories}))
      .filter(({found}) => found.length > 0)
      .map(({message, found}) => `${message.trap ?? 'everyday'}: ${JSON.stringify(message.text)} → ${JSON.stringify(found)}`)
    // At most 1%: when more are flagged, the difference lists them all.
    expect(flagged.slice(0, Math.floor(routine.length * 0.01))).toEqual(flagged)
  })
})
