/**
 * Probe messages for engine changes of the twenty-second round, in each language: a clause that
 * acts on a present person after "when we / one" is not a general question
 * (`red-flag-engine/present-person.ts`); a denial word used as a superlative ("como nunca", "plus
 * que jamais", "wie noch nie") denies nothing (`superlatives` in `red-flag-engine/denial-words.ts`).
 * Routine messages the changes must still clear, and emergencies they must keep. Also a head knock
 * with the reassurance, or a danger sign, told in the next sentence: a knock alone does not flag, a
 * danger sign in another sentence does. Written for this project; no real people.
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
    // A head knock, then reassurance or a danger sign in the next sentence.
    {text: "My son bumped his head on the table. He's playing normally, no vomiting, talking fine.", emergency: false, trap: 'reassurance', resembles: 'head_injury'},
    {text: "My son bumped his head on the table. An hour later he started vomiting and he's really sleepy.", emergency: true, category: 'head_injury'},
  ],
  es: [
    {text: 'qué hacer cuando la llamamos y no despierta?', emergency: true, category: 'unconscious'},
    {text: 'cómo se actúa cuando lo movemos y no responde', emergency: true, category: 'unconscious'},
    {text: 'qué hacer cuando alguien no responde y no despierta?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: 'como nunca tengo dolor de pecho opresivo que me baja al brazo', emergency: true, category: 'chest_pain'},
    {text: 'nunca he tenido dolor de pecho, pero estoy más cansada que nunca, ¿será la anemia?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
    {text: 'Mi hijo se golpeó la cabeza con la mesa. Está jugando normal, no ha vomitado, habla bien.', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
    {text: 'Mi hijo se golpeó la cabeza con la mesa. Hace un rato empezó a vomitar y está muy dormido.', emergency: true, category: 'head_injury'},
  ],
  fr: [
    {text: 'ma tante (80 ans) ne se réveille plus vraiment, quand on la pince elle réagit à peine', emergency: true, category: 'unconscious'},
    {text: "que faire quand on la secoue et qu'elle ne se réveille pas ?", emergency: true, category: 'unconscious'},
    {text: "que faire quand quelqu'un ne se réveille pas après une chute ? c'est pour mon cours de secourisme", emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: "plus que jamais j'ai une douleur thoracique qui serre le bras, je transpire", emergency: true, category: 'chest_pain'},
    {text: "je n'ai pas de douleur thoracique, mais je suis fatiguée comme jamais, c'est le fer ?", emergency: false, trap: 'denial', resembles: 'chest_pain'},
    {text: "Mon fils s'est cogné la tête contre la table. Il joue normalement, pas de vomissement, il parle bien.", emergency: false, trap: 'reassurance', resembles: 'head_injury'},
    {text: "Mon fils s'est cogné la tête contre la table. Depuis une heure il vomit et il est tout somnolent.", emergency: true, category: 'head_injury'},
  ],
  de: [
    {text: 'was tun, wenn man sie anspricht und sie nicht aufwacht?', emergency: true, category: 'unconscious'},
    {text: 'wie reagiert man, wenn wir ihn schütteln und er nicht aufwacht', emergency: true, category: 'unconscious'},
    {text: 'was tun, wenn jemand nicht aufwacht? frage für meinen Erste-Hilfe-Kurs', emergency: false, trap: 'general_question', resembles: 'unconscious'},
    {text: 'wie noch nie habe ich Brustschmerzen, es drückt in den linken Arm', emergency: true, category: 'chest_pain'},
    {text: 'keine Brustschmerzen, aber ich bin müde wie noch nie, kann das Eisenmangel sein?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
    {text: 'Mein Sohn hat sich den Kopf am Tisch gestoßen. Er spielt normal, kein Erbrechen, spricht normal.', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
    {text: 'Mein Sohn hat sich den Kopf am Tisch gestoßen. Jetzt erbricht er ständig und ist total schläfrig.', emergency: true, category: 'head_injury'},
  ],
}

export default messages
