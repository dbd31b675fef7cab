/**
 * Probe messages for engine changes of the twenty-second round, in each language: a clause that
 * acts on a present person after "when we / one" is not a general question
 * (`red-flag-engine/present-person.ts`); a denial word used as a superlative ("como nunca", "plus
 * que jamais", "wie noch nie") denies nothing (`superlatives` in `red-flag-engine/denial-words.ts`).
 * Routine messages the changes must still clear, and emergencies they must keep. Written for this
 * project; no real people.
 */
import type {CorpusMessage} from '../corpus'

const messages: Readonly<Record<'en' | 'es' | 'fr' | 'de', readonly CorpusMessage[]>> = {
  en: [
    // A present person after "when we / you".
    {text: "when you shake him he won't wake up, what do you do?", emergency: true, category: 'unconscious'},
    {text: "how do you help when we shake him and he won't wake up", emergency: true, category: 'unconscious'},
    {text: 'how do you know if someone is unconscious when you shake them?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
    // A denial word as a superlative.
    {text: "like never before, crushing chest pain down my left arm and I'm sweating", emergency: true, category: 'chest_pain'},
    {text: "I'm more tired than ever, but no chest pain at all, should I get my iron checked?", emergency: false, trap: 'denial', resembles: 'chest_pain'},
  ],
  es: [
    {text: 'qué hacer cuando la llamamos y no despierta?', emergency: true, category: 'unconscious'},
    {text: 'cómo se actúa cuando lo movemos y no responde', emergency: true, category: 'unconscious'},
    {text: 'qué hacer cuando alguien no responde y no despierta?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: 'como nunca tengo dolor de pecho opresivo que me baja al brazo', emergency: true, category: 'chest_pain'},
    {text: 'nunca he tenido dolor de pecho, pero estoy más cansada que nunca, ¿será la anemia?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  ],
  fr: [
    {text: 'ma tante (80 ans) ne se réveille plus vraiment, quand on la pince elle réagit à peine', emergency: true, category: 'unconscious'},
    {text: "que faire quand on la secoue et qu'elle ne se réveille pas ?", emergency: true, category: 'unconscious'},
    {text: "que faire quand quelqu'un ne se réveille pas après une chute ? c'est pour mon cours de secourisme", emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: "plus que jamais j'ai une douleur thoracique qui serre le bras, je transpire", emergency: true, category: 'chest_pain'},
    {text: "je n'ai pas de douleur thoracique, mais je suis fatiguée comme jamais, c'est le fer ?", emergency: false, trap: 'denial', resembles: 'chest_pain'},
  ],
  de: [
    {text: 'was tun, wenn man sie anspricht und sie nicht aufwacht?', emergency: true, category: 'unconscious'},
    {text: 'wie reagiert man, wenn wir ihn schütteln und er nicht aufwacht', emergency: true, category: 'unconscious'},
    {text: 'was tun, wenn jemand nicht aufwacht? frage für meinen Erste-Hilfe-Kurs', emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: 'wie noch nie habe ich Brustschmerzen, es drückt in den linken Arm', emergency: true, category: 'chest_pain'},
    {text: 'keine Brustschmerzen, aber ich bin müde wie noch nie, kann das Eisenmangel sein?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  ],
}

export default messages
