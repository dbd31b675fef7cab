/**
 * A denial told right after the sign (./denial-after.ts): it drops that sign in every language,
 * and only when it is unambiguous; an exclamation, a tag question or "no idea" keeps the flag.
 */
import en from '../red-flag-languages/en'
import {detectRedFlags} from '../red-flags'
import type {RedFlagCategory} from '../verdict'
import {compileLanguage} from './compile'
import {isDeniedAfter} from './denial-after'
import {normalizeForMatching} from './normalize'
import {createScan} from './scan'

const categories = (text: string) => detectRedFlags(text).categories

/** [language, the sign alone (flagged), the sign with its denial (not flagged), category] */
const denied: [string, string, string, RedFlagCategory][] = [
  ['en', 'face drooping', 'face drooping? no', 'stroke'],
  ['en', 'face drooping', 'face drooping? no. arm weakness? no. just a bit tired', 'stroke'],
  ['en', 'crushing chest pain', 'crushing chest pain: none', 'chest_pain'],
  ['en', 'crushing chest pain', 'crushing chest pain? nope', 'chest_pain'],
  ['en', 'face drooping', 'face drooping - no', 'stroke'],
  ['es', 'dolor de pecho', 'dolor de pecho? no', 'chest_pain'],
  ['es', 'dolor de pecho', '¿dolor de pecho? no', 'chest_pain'],
  ['es', 'dolor en el pecho', 'dolor en el pecho, ninguno', 'chest_pain'],
  ['es', 'convulsiones', 'convulsiones no tiene', 'seizure'],
  ['fr', 'douleur thoracique', 'douleur thoracique : non', 'chest_pain'],
  ['fr', 'douleur thoracique', 'douleur thoracique ? aucune', 'chest_pain'],
  ['fr', 'douleur thoracique', 'douleur thoracique, pas du tout', 'chest_pain'],
  ['de', 'Atemnot', 'Atemnot hat er keine', 'breathing'],
  ['de', 'Atemnot', 'Atemnot hab ich aber keine, kann ganz normal reden', 'breathing'],
  ['de', 'Brustschmerzen', 'Brustschmerzen habe ich keine', 'chest_pain'],
  ['de', 'Brustschmerzen', 'Brustschmerzen überhaupt nicht, nur das Kratzen', 'chest_pain'],
  ['de', 'Krampfanfall', 'Krampfanfall hatte sie keinen', 'seizure'],
  ['de', 'Atemnot', 'Atemnot? nein', 'breathing'],
]

/** [language, text, category]: still flagged. */
const kept: [string, string, RedFlagCategory][] = [
  ['en', 'no idea if it\'s a stroke', 'stroke'],
  ['en', 'crushing chest pain? no idea', 'chest_pain'],
  ['en', 'crushing chest pain? not sure', 'chest_pain'],
  ['en', "I can't breathe, no", 'breathing'],
  ['en', 'my baby is choking, no!', 'breathing'],
  ['en', 'my dad has crushing chest pain, no!', 'chest_pain'],
  ['en', 'crushing chest pain, no no no', 'chest_pain'],
  ['en', 'crushing chest pain, none of the tablets help', 'chest_pain'],
  ['es', 'es un infarto, ¿no?', 'chest_pain'],
  ['es', 'me duele el pecho, ¿no?', 'chest_pain'],
  ['es', 'dolor de pecho, no se me quita', 'chest_pain'],
  ['es', 'no sé si es un infarto', 'chest_pain'],
  ['fr', "c'est un infarctus, non ?", 'chest_pain'],
  ['fr', 'douleur thoracique, non stop depuis une heure', 'chest_pain'],
  ['fr', 'douleur thoracique ? je ne sais pas', 'chest_pain'],
  ['de', 'Brustschmerzen, keine Besserung seit einer Stunde', 'chest_pain'],
  ['de', 'Atemnot? keine Ahnung, was das ist, er wird blau', 'breathing'],
  ['de', 'Atemnot hat er nicht mehr gehabt, aber jetzt ist er blau im Gesicht und bekommt keine Luft', 'breathing'],
]

describe('a denial after the sign', () => {
  it.each(denied)('[%s] "%s" is flagged, "%s" is not', (_, sign, text, category) => {
    expect(categories(sign)).toContain(category)
    expect(categories(text)).not.toContain(category)
  })

  it.each(kept)('[%s] keeps the flag: "%s"', (_, text, category) => {
    expect(categories(text)).toContain(category)
  })

  it('denies only the sign it follows', () => {
    expect(categories('face drooping? no. crushing chest pain? yes')).toEqual(['chest_pain'])
    expect(categories('Atemnot hat er keine, aber Brustschmerzen')).toContain('chest_pain')
  })

  it('never denies a sign whose absence is the danger', () => {
    // "no wet nappy" and "no pulse" are hits in their own right; an answer after them denies nothing.
    expect(categories("baby hasn't had a wet nappy since yesterday? no")).toContain('sick_child')
    expect(categories('no pulse, no')).toContain('unconscious')
  })

  it('never reads a pseudo-negation after the sign as its denial', () => {
    // "not only", "no solo", "pas seulement", "nicht nur": there is more, not less.
    expect(categories('he is coughing up blood, not only streaks')).toContain('severe_bleeding')
    expect(categories('está tosiendo sangre, no solo unos hilitos')).toContain('severe_bleeding')
    expect(categories('il crache du sang, pas seulement des filets')).toContain('severe_bleeding')
    expect(categories('er hustet Blut, nicht nur Fäden')).toContain('severe_bleeding')
    expect(categories('crushing chest pain? not sure')).toContain('chest_pain')
    // A real denial of the same sign still denies it.
    expect(categories('coughing up blood? none')).not.toContain('severe_bleeding')
    expect(categories('tos con sangre? no')).not.toContain('severe_bleeding')
    expect(categories('crache du sang ? non')).not.toContain('severe_bleeding')
    expect(categories('Blut im Auswurf? nein')).not.toContain('severe_bleeding')
  })

  it("skips whatever the language lists as a pseudo-negation, even an answer's words", () => {
    const text = normalizeForMatching('crushing chest pain, not at all, it is worse')
    const scan = createScan(text)
    const sign = 'crushing chest pain'
    const [first, last, end] = [0, 3, sign.length]
    expect(isDeniedAfter(compileLanguage(en), scan, end, first, last, true)).toBe(true)
    const listed = compileLanguage({...en, pseudoNegations: [...en.pseudoNegations, 'not at all']})
    expect(isDeniedAfter(listed, createScan(text), end, first, last, true)).toBe(false)
  })
})
