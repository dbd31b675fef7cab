/** German messages for the red-flag detector, development half: probes written by the tuners of the twenty-fourth round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // A sudden headache, its severity said as screaming or writhing with it
  {text: 'Meine Frau krümmt sich vor Kopfschmerzen, das kam auf einmal beim Bücken, sie hält sich den Hinterkopf', emergency: true, category: 'sudden_headache'},
  {text: 'Ich schrei gleich vor Kopfweh, kam schlagartig beim Training, so was hatte ich noch nie', emergency: true, category: 'sudden_headache'},
  {text: 'Papa brüllt vor Kopfschmerzen, ganz plötzlich nach dem Heben, und ihm ist übel', emergency: true, category: 'sudden_headache'},
  {text: 'Kopfschmerzen ganz plötzlich, höllisch, wie noch nie, seit zehn Minuten', emergency: true, category: 'sudden_headache'},
  // A blow against furniture, with danger signs, the head not named
  {text: 'Mein Sohn ist beim Toben gegen die Schranktür geknallt, jetzt erbricht er und ist total verwirrt', emergency: true, category: 'head_injury'},
  {text: 'Opa ist nachts gegen den Türrahmen geknallt, seitdem erbricht er und ist ganz benommen', emergency: true, category: 'head_injury'},
  {text: 'Sie ist gegen die Tischkante geprallt und krampft jetzt, was sollen wir tun', emergency: true, category: 'head_injury'},
  // Heavy bleeding into the toilet with faintness
  {text: 'Im Klo war nur Blut, hellrot, und mir ist total schwindlig', emergency: true, category: 'severe_bleeding'},
  {text: 'Die Kloschüssel war voller Blut nach dem Stuhlgang und jetzt ist mir schwarz vor Augen', emergency: true, category: 'severe_bleeding'},
  {text: 'Beim Stuhlgang kam richtig viel Blut, die Toilette ist rot, ich bin ganz blass und zittrig', emergency: true, category: 'severe_bleeding'},
  // A fit with limbs flailing or after a collapse, told beside arms and legs
  {text: 'Mein Onkel ist umgekippt und krampft, Arme und Beine zucken, er hatte das noch nie', emergency: true, category: 'seizure'},
  {text: 'Die Frau neben mir im Bus krampft, schlägt mit Armen und Beinen um sich', emergency: true, category: 'seizure'},
  {text: 'Schüler ist vom Stuhl gekippt und krampft am Boden, die Beine zucken', emergency: true, category: 'seizure'},
  // Many tablets, reassured only by the one who took them
  {text: 'Mein Bruder hat ungefähr dreißig Paracetamol geschluckt, er meint es geht ihm gut', emergency: true, category: 'overdose_poisoning'},
  {text: 'Freundin hat nach dem Streit mindestens 15 Schlaftabletten genommen und sagt alles ok', emergency: true, category: 'overdose_poisoning'},
  {text: 'Hat zwanzig Tabletten Ibu genommen, sie behauptet ihr geht es gut', emergency: true, category: 'overdose_poisoning'},
  // Sepsis: a fever with a racing heart or too weak to stand, after surgery or with an infected wound
  {text: 'Seit der OP letzte Woche eitert die Narbe, heute 39,5 Fieber und Herzrasen', emergency: true, category: 'sepsis'},
  {text: 'Hab einen Blasenkatheter, jetzt 40 Grad Fieber und ich kann kaum noch stehen', emergency: true, category: 'sepsis'},
  {text: 'nach dem kaiserschnitt 39 grad, puls rast und ich kann nicht mehr aufstehen', emergency: true, category: 'sepsis'},
  {text: 'Die Wunde am Bein ist eitrig, ich hab Herzrasen und 39 Grad', emergency: true, category: 'sepsis'},
  // Self-harm with despair
  {text: 'Hab mich wieder geschnitten, ziemlich tief, mir ist eh alles egal', emergency: true, category: 'self_harm'},
  {text: 'hab mir den arm aufgeschnitten und ehrlich, alles egal gerade', emergency: true, category: 'self_harm'},
  {text: 'Hab mich verletzt mit der Klinge, und es hat alles keinen Sinn mehr', emergency: true, category: 'self_harm'},
  // Choking on a sweet or a piece of food
  {text: 'Mein Sohn hat sich an einem Bonbon verschluckt, er kann nicht mehr atmen und wird blau', emergency: true, category: 'breathing'},
  {text: 'Oma hat ein Stück Fleisch im Hals stecken, sie kann nicht sprechen und greift sich an den Hals', emergency: true, category: 'other_emergency'},
  {text: 'Die Kleine hat sich mit einer Traube verschluckt und macht keinen Ton mehr', emergency: true, category: 'breathing'},
  // Half the probes: routine messages that must stay unflagged
  {text: 'Mein Sohn hatte einen Blister mit Herztabletten in der Hand, geschluckt hat er keine, alle noch da', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'Die Kleine hatte Omas Schlaftabletten erwischt, hab nachgezählt, keine fehlt', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'Hab heute Morgen vielleicht zweimal meine Schilddrüsentablette genommen, weiß nicht mehr genau. Muss ich was tun?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Eventuell hab ich mein Cholesterinmittel doppelt genommen, bin unsicher. Soll ich morgen eine auslassen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Am Backofen verbrannt, erbsengroße Blase am Finger, soll ich ein Pflaster drauf?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Mit dem Bügeleisen erwischt, eine Cent-Stück große Blase am Unterarm. Brennt noch ein bisschen.', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Wo bewahr ich Putzmittel am besten auf? Will nicht dass der Kleine die erwischt und sich vergiftet', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'Welcher Schrank ist kindersicher für Medikamente, damit sich die Enkel nicht vergiften?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'Wie pflege ich eine Schürfwunde, will nicht dass eine Blutvergiftung draus wird', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'Was kann man tun um einer Blutvergiftung nach einem Katzenbiss vorzubeugen?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'Hab den Zug verpasst, ich könnt mich umbringen haha. Wann fährt der nächste?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Schon wieder den Schlüssel vergessen, ich könnte mich erschiessen lol', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Wie schützt man Kinder im Auto vor Hitzschlag?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'Wie schütze ich mich beim Wandern vor einem Hitzschlag?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'Ab wann darf mein Sohn ohne Schwimmflügel ins Becken? Hab Angst dass er mal ertrinkt', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'Ich hab immer Sorge, dass meine Tochter mal im See ertrinkt, sie kann noch nicht schwimmen. Welcher Kurs?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'Hab 2 Ibuprofen genommen wie der Arzt gesagt hat, mir geht es gut. Darf ich abends noch eine?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Hab mich beim Kochen in den Finger geschnitten, blutet kaum noch, brauche ich ein Pflaster?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'Hab mich gestern am Tisch gestoßen, blauer Fleck am Knie, sonst alles gut', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Hatte nach der OP vor zwei Jahren Fieber und Herzrasen, war eine Wundinfektion, ist lange ausgeheilt', emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: 'Krämpfe in den Beinen nachts, vor allem in der Wade, was hilft da? Magnesium?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'Was macht man wenn sich ein Kind an einem Bonbon verschluckt?', emergency: false, trap: 'general_question', resembles: 'breathing'},
  {text: 'Mein Sohn hat sich am Apfel verschluckt, hat ihn ausgehustet und atmet wieder normal', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Ein bisschen Blut am Klopapier nach dem Stuhlgang, hellrot, ich denke Hämorrhoiden, sonst geht es mir gut', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Plötzlich Kopfschmerzen nach dem Eis essen, war nach einer Minute wieder weg, Hirnfrost?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Wie lange ist man nach einer Gehirnerschütterung krankgeschrieben? Frage für die Arbeit', emergency: false, trap: 'general_question', resembles: 'head_injury'},
]

export default messages
