/**
 * The development half of the red-flag corpus (src/safety/README.md "Measuring it"): the older
 * vignettes and vignettes/development/ (all six parts), every category and every kind of false alarm in every
 * language. Every emergency must be caught with its category; at most 1% of the routine messages
 * may raise the banner. (The held-out half is never run here: `npm run red-flags -- --held-out`.)
 */
import {detectRedFlags} from './red-flags'
import type {CorpusMessage, CorpusTrap} from './vignettes/corpus'
import deDevelopment from './vignettes/development/de'
import deDevelopment2 from './vignettes/development/de-2'
import deDevelopment3 from './vignettes/development/de-3'
import deDevelopment4 from './vignettes/development/de-4'
import deDevelopment5 from './vignettes/development/de-5'
import deDevelopment6 from './vignettes/development/de-6'
import enDevelopment from './vignettes/development/en'
import enDevelopment2 from './vignettes/development/en-2'
import enDevelopment3 from './vignettes/development/en-3'
import enDevelopment4 from './vignettes/development/en-4'
import enDevelopment5 from './vignettes/development/en-5'
import enDevelopment6 from './vignettes/development/en-6'
import esDevelopment from './vignettes/development/es'
import esDevelopment2 from './vignettes/development/es-2'
import esDevelopment3 from './vignettes/development/es-3'
import esDevelopment4 from './vignettes/development/es-4'
import esDevelopment5 from './vignettes/development/es-5'
import esDevelopment6 from './vignettes/development/es-6'
import frDevelopment from './vignettes/development/fr'
import frDevelopment2 from './vignettes/development/fr-2'
import frDevelopment3 from './vignettes/development/fr-3'
import frDevelopment4 from './vignettes/development/fr-4'
import frDevelopment5 from './vignettes/development/fr-5'
import frDevelopment6 from './vignettes/development/fr-6'
import de from './vignettes/de'
import en from './vignettes/en'
import es from './vignettes/es'
import fr from './vignettes/fr'
import {RED_FLAG_CATEGORIES} from './verdict'

const halves: ReadonlyArray<[string, readonly CorpusMessage[]]> = [
  ['en', [...en, ...enDevelopment, ...enDevelopment2, ...enDevelopment3, ...enDevelopment4, ...enDevelopment5, ...enDevelopment6]], ['es', [...es, ...esDevelopment, ...esDevelopment2, ...esDevelopment3, ...esDevelopment4, ...esDevelopment5, ...esDevelopment6]], ['fr', [...fr, ...frDevelopment, ...frDevelopment2, ...frDevelopment3, ...frDevelopment4, ...frDevelopment5, ...frDevelopment6]], ['de', [...de, ...deDevelopment, ...deDevelopment2, ...deDevelopment3, ...deDevelopment4, ...deDevelopment5, ...deDevelopment6]],
]
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
