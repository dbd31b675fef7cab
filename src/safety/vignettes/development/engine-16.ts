/**
 * Probe messages for two engine checks that read the whole message (sixteenth round): a retraction
 * in a later sentence (`red-flag-engine/retraction.ts`) and a study, news or curiosity context for
 * a general question (`red-flag-engine/study-context.ts`), in each language: routine messages they
 * clear, and emergencies they must not (a retraction that does not retract, a danger sign after
 * it, a personal marker beside an exam). Written for this project; no real people.
 */
import type {CorpusMessage} from '../corpus'

const messages: Readonly<Record<'en' | 'es' | 'fr' | 'de', readonly CorpusMessage[]>> = {
  en: [
    // Retractions.
    {text: 'I think I swallowed too many of my sleeping pills. no sorry, I counted again, I only took one. can I take the evening one?', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: 'my son swallowed a button battery. scratch that, he didn\'t swallow it, it was under the sofa', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: 'I think I swallowed too many of my sleeping pills. never mind, I only took one, not two', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: 'I think I swallowed too many of my sleeping pills. no sorry, it was two bottles not one', emergency: true, category: 'overdose_poisoning'},
    {text: 'I think I swallowed too many of my sleeping pills. no sorry, I only took one, but now I feel very drowsy', emergency: true, category: 'overdose_poisoning'},
    {text: 'my son swallowed a button battery. never mind, he did swallow it, it is not in the sofa', emergency: true, category: 'overdose_poisoning'},
    {text: 'my son swallowed a button battery. no sorry, I only found one, the other one is missing too', emergency: true, category: 'overdose_poisoning'},
    // Study, news and curiosity.
    {text: 'why does anaphylaxis make the throat swell? just curious', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
    {text: 'why does anaphylaxis make the throat swell? just curious, my son\'s throat is swelling right now', emergency: true, category: 'anaphylaxis'},
    {text: 'what happens in a seizure? my friend asked me because her son is fitting right now', emergency: true, category: 'seizure'},
    {text: 'my son is having a seizure, what do I do? my friend asked me', emergency: true, category: 'seizure'},
    {text: 'for my nursing exam: my dad has crushing chest pain right now, what do I do?', emergency: true, category: 'chest_pain'},
    // A sign told before the question is described, not asked about.
    {text: "stiff neck and a rash that doesn't fade, is it meningitis? just curious", emergency: true, category: 'meningitis'},
  ],
  es: [
    {text: 'me tomé el doble de pastillas de la tensión esta mañana sin querer. no perdón, conté mal, solo me tomé una', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: 'me tomé el doble de pastillas de la tensión esta mañana sin querer. no perdón, fueron dos cajas', emergency: true, category: 'overdose_poisoning'},
    {text: 'me tomé el doble de pastillas de la tensión esta mañana sin querer. no perdón, solo una, pero ahora estoy muy mareado', emergency: true, category: 'overdose_poisoning'},
    {text: 'qué pasa en una convulsión? es para mi examen de enfermería', emergency: false, trap: 'general_question', resembles: 'seizure'},
    {text: 'qué pasa en una convulsión? es para mi examen, mi hijo está convulsionando ahora', emergency: true, category: 'seizure'},
    {text: 'mi hijo está convulsionando, qué hago? lo vi en un documental', emergency: true, category: 'seizure'},
  ],
  fr: [
    {text: "j'ai avalé trop de somnifères. non pardon, j'ai recompté, je n'en ai pris qu'un. je peux prendre celui du soir ?", emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: "j'ai avalé trop de somnifères. non pardon, j'en ai pris deux boîtes", emergency: true, category: 'overdose_poisoning'},
    {text: "j'ai avalé trop de somnifères. en fait non, je n'en ai pris qu'un, mais je suis très somnolent", emergency: true, category: 'overdose_poisoning'},
    {text: "pourquoi l'anaphylaxie ferme la gorge ? par curiosité", emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
    {text: "pourquoi les lèvres deviennent bleues quand on s'étouffe ? pour mon cours de secourisme", emergency: false, trap: 'general_question', resembles: 'breathing'},
    {text: 'mon fils convulse, que faire ? je suis en cours de secourisme', emergency: true, category: 'seizure'},
    {text: "mon fils convulse en ce moment, c'est quoi une convulsion ? c'est pour mon examen", emergency: true, category: 'seizure'},
  ],
  de: [
    {text: 'habe meine schlaftabletten überdosiert glaube ich. nein sorry, hab nachgezählt, war doch nur eine. darf ich heute abend normal eine nehmen?', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
    {text: 'habe meine schlaftabletten überdosiert glaube ich. nein sorry, es waren zwei packungen', emergency: true, category: 'overdose_poisoning'},
    {text: 'habe meine schlaftabletten überdosiert glaube ich. nein sorry, war nur eine, aber mir ist jetzt total schwindelig', emergency: true, category: 'overdose_poisoning'},
    {text: 'wie fühlt sich ein Herzinfarkt an? hab im Fernsehen eine Doku gesehen', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
    {text: 'wie fühlt sich ein Herzinfarkt an? frage für meine Prüfung, mein Vater hat gerade starke Brustschmerzen', emergency: true, category: 'chest_pain'},
    {text: 'mein Sohn krampft, was soll ich tun? eine Freundin hat mich gefragt', emergency: true, category: 'seizure'},
  ],
}

export default messages
