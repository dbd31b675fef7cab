/**
 * Probe messages for an engine change of the twenty-sixth round, in each language: a question
 * worded about "a friend" or "someone" but telling what has just happened ("a friend who just took
 * 30 pills", "un ami qui vient de…", "que se acaba de…", "der gerade…") is about that person, not
 * a general question (`justHappened` in `red-flag-engine/rules.ts`). Routine messages the change
 * must still clear: general questions that say "again", "still", or "just" in another sense.
 * Written for this project; no real people.
 */
import type {CorpusMessage} from '../corpus'

const messages: Readonly<Record<'en' | 'es' | 'fr' | 'de', readonly CorpusMessage[]>> = {
  en: [
    {text: 'How do I help a friend who just swallowed a whole bottle of paracetamol?', emergency: true, category: 'overdose_poisoning'},
    {text: 'what do you do for someone who has just taken a load of sleeping pills and wont wake up', emergency: true, category: 'overdose_poisoning'},
    {text: 'How do you help a person who just collapsed and is not breathing?', emergency: true, category: 'unconscious'},
    {text: 'what should you do when someone has just been stung and their throat is swelling up', emergency: true, category: 'anaphylaxis'},
    {text: 'how do I treat a friend who just got burned by boiling oil all over his arm, the skin is white', emergency: true, category: 'burns'},
    {text: 'How long after a stroke can someone drive again?', emergency: false, trap: 'general_question', resembles: 'stroke'},
    {text: 'What should you do if someone has a seizure? Just want to be prepared for my nephew.', emergency: false, trap: 'general_question', resembles: 'seizure'},
    {text: 'how many paracetamol is too many for an adult, just wondering for the medicine cabinet', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
    {text: 'Is it normal to still have headaches weeks after a concussion?', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  ],
  es: [
    {text: 'que hacer si un amigo se tomo 30 pastillas hace un rato', emergency: true, category: 'overdose_poisoning'},
    {text: '¿Cómo se ayuda a una persona que se acaba de tomar una caja entera de paracetamol?', emergency: true, category: 'overdose_poisoning'},
    {text: 'qué se hace con alguien que se acaba de desmayar y no respira', emergency: true, category: 'breathing'},
    {text: '¿Qué hacer con un niño que se tragó una pila de botón hace un rato?', emergency: true, category: 'overdose_poisoning'},
    {text: '¿Qué hacer con un niño que se acaba de tragar una pila de botón?', emergency: true, category: 'overdose_poisoning'},
    {text: 'mi hija de 3 años se acaba de comer unas bayas del jardín que no conozco', emergency: true, category: 'overdose_poisoning'},
    {text: '¿Qué pasa si un niño se traga una moneda? Pregunto porque el mío acaba de cumplir un año.', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
    {text: '¿Cuánto tiempo después de un ictus se puede volver a conducir otra vez?', emergency: false, trap: 'general_question', resembles: 'stroke'},
    {text: '¿Qué hacer si alguien tiene una convulsión? Solo quiero saberlo por si acaso.', emergency: false, trap: 'general_question', resembles: 'seizure'},
    {text: '¿Es normal que todavía duela la cabeza semanas después de una conmoción?', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  ],
  fr: [
    {text: 'Que faire pour un ami qui vient de prendre 30 cachets ?', emergency: true, category: 'overdose_poisoning'},
    {text: "Que faire pour une amie qui vient d'avaler toute une boîte de Doliprane ?", emergency: true, category: 'overdose_poisoning'},
    {text: "comment aider quelqu'un qui vient de s'effondrer et qui ne respire plus", emergency: true, category: 'unconscious'},
    {text: "Que faire pour un enfant qui vient d'avaler une pile bouton ?", emergency: true, category: 'overdose_poisoning'},
    {text: "Combien de temps après un AVC peut-on conduire à nouveau ?", emergency: false, trap: 'general_question', resembles: 'stroke'},
    {text: "Que faire si quelqu'un fait une crise d'épilepsie ? Je demande juste au cas où.", emergency: false, trap: 'general_question', resembles: 'seizure'},
    {text: "Est-ce normal d'avoir encore mal à la tête des semaines après une commotion ?", emergency: false, trap: 'general_question', resembles: 'head_injury'},
  ],
  de: [
    {text: 'Was macht man bei jemandem, der gerade eine ganze Packung Schlaftabletten geschluckt hat?', emergency: true, category: 'overdose_poisoning'},
    {text: 'wie hilft man einem Freund der eben 30 Tabletten genommen hat', emergency: true, category: 'overdose_poisoning'},
    {text: 'Was tun bei einem Kind, das gerade eine Knopfbatterie verschluckt hat?', emergency: true, category: 'overdose_poisoning'},
    {text: 'Wie lange nach einem Schlaganfall darf man wieder Auto fahren?', emergency: false, trap: 'general_question', resembles: 'stroke'},
    {text: 'Was tut man, wenn jemand einen Krampfanfall hat? Frag nur für den Erste-Hilfe-Kurs.', emergency: false, trap: 'general_question', resembles: 'seizure'},
    {text: 'Ist es normal, noch Wochen nach einer Gehirnerschütterung Kopfweh zu haben?', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  ],
}

export default messages
