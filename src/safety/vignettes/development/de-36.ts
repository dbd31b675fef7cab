/** German messages for the red-flag detector, development half: probe messages written during the nineteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // In a car in a closed garage with the engine running, or a hose from the exhaust.
  {text: 'sitze im Auto in der Garage, Motor läuft, Tor ist zu', emergency: true, category: 'self_harm'},
  {text: 'mein Bruder sitzt im Wagen in der Garage und hat den Motor laufen lassen, er macht nicht auf', emergency: true, category: 'self_harm'},
  {text: 'hab einen Schlauch vom Auspuff ins Auto gelegt, es reicht mir', emergency: true, category: 'self_harm'},
  {text: 'sitze im Auto in der Garage und warte bis der Regen aufhört, Motor ist aus', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Auto steht in der Garage und springt nicht an, ist die Batterie leer?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Breathless in what may be panic, but only sitting upright or a word at a time.
  {text: 'Panikattacke? Atemnot seit einer Stunde, kann keine ganzen Sätze mehr sprechen', emergency: true, category: 'breathing'},
  {text: 'hab Luftnot, kann nur noch aufrecht sitzen, nach jedem Satz muss ich Luft holen, ist das Panik?', emergency: true, category: 'breathing'},
  {text: 'bei Panikattacken bekomme ich etwas Luftnot, nach zehn Minuten ist es wieder weg', emergency: false, trap: 'mild', resembles: 'breathing'},
  // GHB mixed with alcohol, then no waking.
  {text: 'hat GHB mit Wodka gemischt und ist nicht wachzubekommen', emergency: true, category: 'overdose_poisoning'},
  {text: 'sie hat G und Alkohol genommen, röchelt und reagiert nicht mehr', emergency: true, category: 'overdose_poisoning'},
  {text: 'ist G mit Alkohol gefährlich? Frage für einen Vortrag in der Suchtberatung', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  // Blood running into a boot or a glove, a limb already tied off.
  {text: 'mit der Flex abgerutscht, das Blut läuft in den Handschuh, Arm ist abgebunden', emergency: true, category: 'severe_bleeding'},
  {text: 'tiefe Schnittwunde am Oberschenkel, Gürtel ist drumgebunden, blutet trotzdem weiter', emergency: true, category: 'severe_bleeding'},
  {text: 'wie legt man ein Tourniquet richtig an? lernen wir gerade im Sanikurs', emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  {text: 'der Gürtel ist zu eng und drückt am Bauch, brauche ein neues Loch', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  // The adrenaline pen at hand, and the question whether to use it.
  {text: 'Tochter hat Erdnuss gegessen, Lippen schwellen an, sollen wir jetzt den Epipen geben?', emergency: true, category: 'anaphylaxis'},
  {text: 'Wespenstich, er hat Quaddeln am ganzen Körper, Epipen noch nicht benutzt, soll ich?', emergency: true, category: 'anaphylaxis'},
  {text: 'sollen wir den Epipen immer im Rucksack mitnehmen wenn wir wandern gehen?', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  // Talking nonsense or shaking hard with an infection.
  {text: 'Oma hat eine Blasenentzündung und redet seit heute Nacht wirres Zeug', emergency: true, category: 'sepsis'},
  {text: 'nach der OP ist die Narbe entzündet, jetzt zittert er heftig am ganzen Körper und hat 39 Fieber', emergency: true, category: 'sepsis'},
  {text: 'Opa redet manchmal wirres Zeug, er ist dement, das ist seit Jahren so, wie gehen wir damit um?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  // Collapsed or dazed in a shisha bar.
  {text: 'waren in der Shisha Bar, mein Freund ist zusammengesackt und total benommen', emergency: true, category: 'carbon_monoxide'},
  {text: 'nach der Shisha gestern etwas Kopfweh, heute wieder gut', emergency: false, trap: 'mild', resembles: 'carbon_monoxide'},
  // "Als Kind": the past; "als er fiel": now.
  {text: 'Als Kind Fieberkrampf, seitdem nie wieder, muss ich das beim Arzt angeben?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'Als Jugendlicher hatte ich eine Blinddarm-OP, jetzt ist alles gut, darf ich Blut spenden?', emergency: false, trap: 'remote_past', resembles: 'other_emergency'},
  {text: 'Als er vom Stuhl fiel, hat er mit dem Kopf aufgeschlagen und erbricht jetzt', emergency: true, category: 'head_injury'},
  {text: 'Als ich aufgestanden bin, hatte ich plötzlich Brustschmerzen und schwitze stark', emergency: true, category: 'chest_pain'},
  // A name asked about ("X, was ist das?"); unless one's own sign is told.
  {text: 'Was bedeutet FAST beim Schlaganfall? Kam im Erste-Hilfe-Kurs dran', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Anaphylaxie, was ist das genau? Kam in der Schule dran', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: 'Sepsis, was ist das eigentlich und wie entsteht sie?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'Hodentorsion, was ist das? Mein Sohn hat seit einer Stunde extreme Schmerzen im Hoden', emergency: true, category: 'other_emergency'},
  {text: 'Schlaganfall, was ist das? Mein Vater kann plötzlich den Arm nicht mehr heben und spricht verwaschen', emergency: true, category: 'stroke'},
]

export default messages
