/**
 * A benign rule's `unless` warning signs count only where the visitor does not deny them
 * (./benign.ts): denied, they no longer keep the banner; present, they still do.
 */
import {detectRedFlags} from '../red-flags'
import type {RedFlagCategory} from '../verdict'

const categories = (text: string) => detectRedFlags(text).categories

/** [language, benign alone, benign with its warning signs denied, with them present, category] */
const cases: [string, string, string, string, RedFlagCategory][] = [
  [
    'en',
    "I get chest pain when I'm anxious before exams, it goes away when I calm down",
    "I get chest pain when I'm anxious before exams, it goes away when I calm down, not crushing",
    "I get chest pain when I'm anxious before exams, it goes away when I calm down, but now it's crushing",
    'chest_pain',
  ],
  [
    'es',
    'me duele el pecho cuando toso, tengo un resfriado',
    'me duele el pecho cuando toso, tengo un resfriado, no estoy sudando ni mareado',
    'me duele el pecho cuando toso, tengo un resfriado, estoy sudando y mareado',
    'chest_pain',
  ],
  [
    'es',
    'me duele el pecho cuando toso, tengo un resfriado',
    'me duele el pecho cuando toso, tengo un resfriado, sin mareos ni náuseas',
    'me duele el pecho cuando toso, tengo un resfriado, con mareos y náuseas',
    'chest_pain',
  ],
  [
    'fr',
    "J'ai parfois une petite douleur à la poitrine quand je suis stressée, ça passe vite",
    "J'ai parfois une petite douleur à la poitrine quand je suis stressée, ça passe vite, pas de sueurs et je ne suis pas essoufflée",
    "J'ai parfois une petite douleur à la poitrine quand je suis stressée, ça passe vite, mais là j'ai des sueurs et je suis essoufflée",
    'chest_pain',
  ],
  [
    'de',
    'Stechen in der Brust beim Einatmen, bin erkältet',
    'Stechen in der Brust beim Einatmen, bin erkältet, keine Atemnot, kein Fieber',
    'Stechen in der Brust beim Einatmen, bin erkältet, habe Atemnot und Fieber',
    'chest_pain',
  ],
  [
    'de',
    'Stechen in der Brust beim Einatmen, bin erkältet',
    'Stechen in der Brust beim Einatmen, bin erkältet, Atemnot hab ich keine',
    'Stechen in der Brust beim Einatmen, bin erkältet, seit heute Atemnot',
    'chest_pain',
  ],
]

describe("a benign rule's warning signs", () => {
  it.each(cases)('[%s] "%s" is benign, and so with the signs denied; not with them present', (_, benign, denied, present, category) => {
    expect(categories(benign)).not.toContain(category)
    expect(categories(denied)).not.toContain(category)
    expect(categories(present)).toContain(category)
  })

  it('counts a sign that is said once denied and once present', () => {
    expect(categories("I get chest pain when I'm anxious before exams, it goes away when I calm down, it was not crushing yesterday, today it's crushing")).toContain('chest_pain')
  })

  it('counts a sign that names a function whose absence is the danger, even after a negation: when in doubt, the banner', () => {
    // "aire" is such a word: "no me falta el aire" reads as reassurance to a person, but the
    // engine cannot tell it from "no le entra el aire", so the cough-with-a-cold rule does not apply.
    expect(categories('me duele el pecho cuando toso, tengo un resfriado, no estoy sudando ni mareado')).not.toContain('chest_pain')
    expect(categories('me duele el pecho cuando toso, tengo un resfriado, no me falta el aire')).toContain('chest_pain')
  })
})
