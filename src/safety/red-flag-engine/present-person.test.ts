/**
 * A "when we / one do X to him" clause names a present person (./present-person.ts): the question
 * words around it do not make the sentence a general question, in any language. A general
 * question about anyone ("someone", "them", a thing) is still dropped.
 */
import {detectRedFlags} from '../red-flags'
import {namesPresentPerson} from './present-person'
import {normalizeForMatching} from './normalize'
import type {RedFlagCategory} from '../verdict'

const categories = (text: string) => detectRedFlags(text).categories
const names = (text: string) => namesPresentPerson(normalizeForMatching(text))

describe('a present person acted on after "when"', () => {
  it.each([
    'quand on la pince elle réagit à peine',
    "dès qu'on l'appelle",
    'cuando la llamamos',
    'si lo movemos',
    'cuando se le habla',
    'wenn man sie anspricht',
    'wenn wir ihn schütteln',
    'when we shake him',
    'if I pinch her',
  ])('names one in "%s"', (text) => {
    expect(names(text)).toBe(true)
  })

  it.each([
    'quand on le peut',
    'quand on fait un AVC',
    'cuando uno tiene un ictus',
    'wenn man sie nimmt',
    'wenn man einen Schlaganfall hat',
    'when you shake them',
    'when someone collapses',
    'la llamamos',
  ])('names none in "%s"', (text) => {
    expect(names(text)).toBe(false)
  })

  it.each<[string, RedFlagCategory]>([
    ["when you shake him he won't wake up, what do you do?", 'unconscious'],
    ["how do you help when we shake him and he won't wake up", 'unconscious'],
    ['qué hacer cuando la llamamos y no despierta?', 'unconscious'],
    ['cómo se actúa cuando lo movemos y no responde', 'unconscious'],
    ['was tun, wenn man sie anspricht und sie nicht aufwacht?', 'unconscious'],
    ['wie reagiert man, wenn wir ihn schütteln und er nicht aufwacht', 'unconscious'],
    ['ma tante (80 ans) ne se réveille plus vraiment, quand on la pince elle réagit à peine', 'unconscious'],
  ])('keeps "%s" flagged', (text, category) => {
    expect(categories(text)).toContain(category)
  })

  it.each<[string, RedFlagCategory]>([
    ['what are the signs of a stroke?', 'stroke'],
    ['quels sont les signes d\'un AVC chez une personne âgée ?', 'stroke'],
    ['cuáles son los síntomas de un ictus?', 'stroke'],
    ['woran erkennt man einen Schlaganfall?', 'stroke'],
  ])('still drops the general question "%s"', (text, category) => {
    expect(categories(text)).not.toContain(category)
  })
})
