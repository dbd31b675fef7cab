/**
 * A present person in a "when one does X to them" clause: "quand on la pince", "cuando la
 * llamamos", "wenn man sie anspricht", "when we shake him". The clause opens with a word that a
 * general question also opens with ("quand on", "cuando", "wenn man", "when you"), but its object
 * pronoun points at someone the visitor is with, so the sentence describes that person and is not
 * a general question (`isGeneralQuestion` in ./general-question.ts; nor a study context,
 * ./study-context.ts). Every language's words are tried on every sentence, as visitors mix
 * languages; each needs its conjunction, so "la" or "sie" alone never counts. Words are written as
 * normalised text; German sources may use umlauts.
 */
import {expandSource} from './compile'

/** Regex sources, per language. */
export const PRESENT_PERSON: Readonly<Record<string, string>> = {
  // "when we shake him", "if I pinch her", "every time you touch him"; "them" may be anyone.
  en: "(?:when|whenever|if|once|every time|each time) (?:we|i|you|u) (?:try to |tried to )?[a-z]+(?: (?:to|at|on|with|up))? (?:him|her)",
  // "cuando la llamamos", "si lo muevo", "cuando se le habla": a first person or "se" acts on the pronoun.
  es: '(?:cuando|si|aunque|en cuanto|cada vez que) (?:(?:la|lo|le|los|las|les) [a-z]+(?:amos|emos|imos|o)|se (?:la|lo|le|los|las|les) [a-z]+)',
  // "quand on la pince", "si je le secoue", "dès qu'on l'appelle"; "quand on le peut" is not a person.
  fr: "(?:quand|si|lorsqu' ?|des qu' ?|des que|chaque fois qu' ?) (?:on|je|j'|nous) (?:le|la|l'|les|lui|leur)(?= (?!(?:peut|doit|faut|sait)(?![a-z])))",
  // "wenn man sie anspricht", "wenn wir ihn schütteln": "sie" may be tablets, so only before a touch or call.
  de: '(?:wenn|sobald|falls|als) (?:man|wir|ich) (?:ihn|ihm|ihr|sie ~2 (?:an|wach|auf)?(?:sprech|sprich|schüttel|schüttl|rüttel|rüttl|kneif|zwick|ruf|weck|berühr|fass|stups|kitzel|klopf|tätschel|heb|dreh)[a-z]*)',
}

let compiled: RegExp | null = null

function presentPerson(): RegExp {
  if (compiled) return compiled
  const sources = Object.entries(PRESENT_PERSON).map(([language, source]) => expandSource(source, language === 'de'))
  compiled = new RegExp(`(?<![a-z0-9'])(?:${sources.join('|')})(?![a-z0-9'])`)
  return compiled
}

/** `text` (normalised) tells of a present person acted on after "when we / one / I". */
export function namesPresentPerson(text: string): boolean {
  return presentPerson().test(text)
}
