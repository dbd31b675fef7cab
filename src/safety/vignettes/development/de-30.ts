/** German messages for the red-flag detector, development half: probe messages written during the sixteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Dialect: breath and chest
  {text: 'Oppa hat so nen Druck inne Brust und kricht kaum Luft, is am schwitzen. Wat machen wa?', emergency: true, category: 'chest_pain'},
  {text: 'meene mudder hat so n ziehen anne brust bis in den linken arm, seit ner halben stunde', emergency: true, category: 'chest_pain'},
  {text: 'Mei Oma kriagt koa Luft mehr, sitzt am Sofa und schnappt', emergency: true, category: 'breathing'},
  {text: 'Mein Vadder kricht schlecht Luft und die Lippen sind janz blau', emergency: true, category: 'breathing'},
  {text: 'Omma hatte vor 5 Jahren mal nen Ziehen inne Brust, war aber nur Muskel, seitdem nix mehr. Kann sie ins Fitnessstudio?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  // Dialect: unconscious
  {text: 'mein onkel is umjekippt und wacht nich uff, ick kriej ihn nich wach', emergency: true, category: 'unconscious'},
  {text: 'Da Opa is im Stall umgfallen und wird ned wach, mir ham scho gschüttelt', emergency: true, category: 'unconscious'},
  {text: 'meine tochter wacht morgens nich uff wenn der wecker klingelt, wie kriege ich sie besser ausm bett?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // Stroke: falling to one side, muddled talk
  {text: 'Meine Mutter fällt beim Sitzen immer nach links weg und ihr Arm hängt, seit dem Mittag', emergency: true, category: 'stroke'},
  {text: 'Opa redet uff eemol nur noch wirres Zeuch und erkennt mich nich', emergency: true, category: 'stroke'},
  {text: 'mei Mo kippt seit ana Stund beim Geh\'n nach rechts um, des war heit friah no ned', emergency: true, category: 'stroke'},
  {text: 'Mein Opa hat Demenz und redet abends oft wirres Zeug, das ist seit Jahren so. Wie gehen wir am besten damit um?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // Poisoning: drinks from the wrong bottle, pills with alcohol
  {text: 'Nachbar hat aus ner Colaflasche getrunken, da war Unkrautex drin, jetzt ist ihm übel', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein sohn hat aus der wasserflasche in der garage getrunken, da war glyphosat drin', emergency: true, category: 'overdose_poisoning'},
  {text: 'meine freundin hat tavor mit wein genommen, ziemlich viel, und ist kaum wach zu kriegen', emergency: true, category: 'overdose_poisoning'},
  {text: 'kumpel hat schlaftabletten und schnaps gemischt, atmet ganz langsam', emergency: true, category: 'overdose_poisoning'},
  {text: 'Darf man Ibuprofen mit einem Glas Wein nehmen oder ist das schlecht für den Magen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Wo kann ich alten Unkrautvernichter entsorgen? Die Flasche steht noch im Schuppen', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'Kann ich Xanax nehmen, wenn ich gestern Abend zwei Bier getrunken hab?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Seizure seen in the street
  {text: 'eine frau liegt an der haltestelle am boden und zuckt am ganzen körper', emergency: true, category: 'seizure'},
  {text: 'junge liegt auf dem bürgersteig, zuckt, schaum vorm mund', emergency: true, category: 'seizure'},
  {text: 'ein mann zuckt am boden und hat blut am mund, wir stehen daneben', emergency: true, category: 'seizure'},
  {text: 'Mein Augenlid zuckt seit drei Tagen, ist das Stress?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'Mein Baby zuckt manchmal im Schlaf mit den Händchen, ist das normal?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  // Sudden headache: "explodiert"
  {text: 'Mein Mann griff sich plötzlich an den Kopf, rief sein Kopf explodiert, und jetzt erbricht er', emergency: true, category: 'sudden_headache'},
  {text: 'auf einmal dachte ich mein schädel explodiert, so einen schmerz hatte ich noch nie', emergency: true, category: 'sudden_headache'},
  // Sepsis in slang and dialect
  {text: 'Wunde am Bein ist entzündet, jetzt hab ich fieber und bin voll verpeilt, kann kaum laufen', emergency: true, category: 'sepsis'},
  {text: 'mein vater hat ne blasenentzündung und ist heute gar nicht mehr richtig da, hat schüttelfrost', emergency: true, category: 'sepsis'},
  {text: 'Oma hat Fieber von der Lungenentzündung und die Beine sind ganz fleckisch', emergency: true, category: 'sepsis'},
  {text: 'Hatte letzte Woche eine Blasenentzündung, Antibiotikum genommen, jetzt ist alles wieder gut', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'Schützt die Grippeimpfung auch vor einer Blutvergiftung? Frage für meine Eltern', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  // Meningitis: spots under a glass, in dialect
  {text: 'Mei Madl hot Fieber und so rote Punkterl am Fuaß, die gehen ned weg wenn i a Glasl draufdruck', emergency: true, category: 'meningitis'},
  {text: 'Sohn fiebert, hat dunkle Fleckerl am Bauch, die bleibn beim Draufdrücken', emergency: true, category: 'meningitis'},
  {text: 'Mei Bua hot so rote Fleckerl am Arm vom Gras, die verschwindn wenn i draufdruck, Fieber hot er koans', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  // Pregnancy: waters before term
  {text: 'bin in der 30. ssw und grad ist mir viel wasser gekommen, läuft immer weiter', emergency: true, category: 'pregnancy'},
  {text: 'Meine Frau ist 28 Woche schwanger, eben ist das Fruchtwasser gekommen', emergency: true, category: 'pregnancy'},
  {text: 'Bin 39. Woche schwanger, wie merke ich ob die Fruchtblase geplatzt ist oder ob es nur Urin ist?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  // Breath verbs denied or mild
  {text: 'Ich krieg durch die Nase schlecht Luft wegen Schnupfen, sonst gehts mir gut', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Er ist beim Fußball umgekippt, aber sofort wieder aufgestanden und spielt weiter, wacht jeden Morgen ganz normal auf', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  // Chest pain after training, with warning signs
  {text: 'Nach dem Training zieht es in der Brust, wird immer schlimmer und strahlt in den linken Arm', emergency: true, category: 'chest_pain'},
  {text: 'hab nach dem bankdrücken druck inne brust, kricht schlecht luft und schwitze', emergency: true, category: 'chest_pain'},
]

export default messages
