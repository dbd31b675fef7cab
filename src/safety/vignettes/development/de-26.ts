/** German messages for the red-flag detector, development half: probe messages written during the fourteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- self_harm: cutting now, told by a parent or friend ---
  {text: 'Mein Sohn hat sich in seinem Zimmer eingeschlossen und ritzt sich gerade, er schreit mich an, ich soll weggehen', emergency: true, category: 'self_harm'},
  {text: 'meine freundin schreibt mir, dass sie sich jetzt schneidet, mit ner rasierklinge, und dass es ihr egal ist', emergency: true, category: 'self_harm'},
  {text: 'Ich schneide mich gerade wieder, die Klinge liegt neben mir und ich krieg es nicht gestoppt', emergency: true, category: 'self_harm'},
  {text: 'Meine Tochter schneidet sich gerade die Haare selbst, ist das schlimm für die Spitzen?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Mein Sohn hat sich beim Brotschneiden in den Finger geschnitten, kleiner Schnitt, Pflaster drauf, blutet nicht mehr.', emergency: false, trap: 'mild', resembles: 'self_harm'},

  // --- stroke: walking crooked, bumping into things on one side ---
  {text: 'Mein Vater geht seit heute Vormittag total schief und rempelt ständig rechts am Schrank an, sonst sagt er, alles gut', emergency: true, category: 'stroke'},
  {text: 'Oma läuft seit dem Frühstück ganz komisch schräg und stößt dauernd links an der Tür an', emergency: true, category: 'stroke'},
  {text: 'Ich bin gestern im Dunkeln an den Türrahmen gestoßen, jetzt ein blauer Fleck an der Schulter. Kühlen?', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Seit dem neuen Schuh laufe ich etwas schief, weil die Ferse drückt. Einlagen?', emergency: false, trap: 'everyday', resembles: 'stroke'},

  // --- sudden_headache: thunderclap in other words ---
  {text: 'Aus dem Nichts ein Kopfschmerz, als hätte mir jemand mit dem Baseballschläger auf den Hinterkopf gehauen, vor fünf Minuten', emergency: true, category: 'sudden_headache'},
  {text: 'hab sonst nie kopfschmerzen, aber eben beim joggen innerhalb von sekunden so stark wie noch nie, mir ist schlecht', emergency: true, category: 'sudden_headache'},
  {text: 'wie aus dem nichts die schlimmsten kopfschmerzen meines lebens, bin grad auf der arbeit', emergency: true, category: 'sudden_headache'},
  {text: 'Ich habe sonst nie Kopfweh, heute nach zu wenig Schlaf ein leichtes Drücken an der Stirn. Ibuprofen okay?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Die Migräne kam heute wie immer langsam über den Vormittag, mit Flimmern vorher, mein Triptan hat geholfen.', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Aus dem Nichts Schluckauf seit einer Stunde, wie wird man den los?', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},

  // --- head_injury: a clash of heads, then confused or sleepy ---
  {text: 'Beim Handball sind meine Tochter und eine Mitspielerin mit den Köpfen zusammengestoßen, jetzt weiß sie nicht, wie das Spiel ausging, und fragt es immer wieder', emergency: true, category: 'head_injury'},
  {text: 'zusammenprall beim eishockey, mein sohn hat zweimal gekotzt und ist total müde', emergency: true, category: 'head_injury'},
  {text: 'Nach dem Kopfball tut mir die Stirn ein bisschen weh, sonst alles normal, kein Schwindel. Kühlen reicht?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Beim Aufstehen vom Stuhl kurz schwindelig, bin aber nicht gefallen, war nach ein paar Sekunden weg. Trinke ich zu wenig?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Wenn ich zu schnell vom Bett aufstehe, wird mir manchmal kurz schwarz vor Augen, nach ein paar Sekunden ist es weg. Blutdruck zu niedrig?', emergency: false, trap: 'mild', resembles: 'unconscious'},

  // --- severe_bleeding: coughing blood, "not only" ---
  {text: 'Mein Vater hustet Blut, nicht nur ein paar Spuren, sondern richtig hellrotes Blut, eine halbe Tasse', emergency: true, category: 'severe_bleeding'},
  {text: 'Ich habe heute nicht nur einmal, sondern dreimal Blut gespuckt beim Husten, richtig viel', emergency: true, category: 'severe_bleeding'},
  {text: 'Nach dem Zähneputzen ist im Spuckwasser etwas Blut vom Zahnfleisch, sonst nichts. Normal?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Bei meiner Bronchitis war einmal ein winziger roter Faden im Schleim, seitdem nichts mehr, der Arzt hat die Lunge abgehört.', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},

  // --- seizure: fits one after another, with an injury ---
  {text: 'Meine Mutter hat den dritten Krampfanfall innerhalb einer Stunde, zwischendurch ist sie gar nicht richtig zu sich gekommen', emergency: true, category: 'seizure'},
  {text: 'schon wieder ein anfall nach zehn minuten, dazwischen war er kaum ansprechbar', emergency: true, category: 'seizure'},
  {text: 'Bei meinem Mann hat der ganze Körper gekrampft und er ist mit dem Gesicht auf den Boden geknallt, die Lippe ist aufgeplatzt', emergency: true, category: 'seizure'},
  {text: 'Mein Kollege hat am ganzen Körper gezuckt und ist dabei mit dem Kopf gegen die Heizung geprallt', emergency: true, category: 'seizure'},
  {text: 'Meine Tochter hat bekannte Epilepsie, heute ein kurzer Anfall wie immer, eine Minute, danach war sie wieder ganz sie selbst. Neurologe Bescheid sagen?', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'Beim Einschlafen zuckt manchmal mein ganzer Körper kurz, dann wache ich auf. Ist das harmlos?', emergency: false, trap: 'mild', resembles: 'seizure'},

  // --- burns: fire, and skin gone black, white or numb ---
  {text: 'Mein Bruder ist am Lagerfeuer ins Feuer gestolpert, die Hand ist weiß und ledrig und tut gar nicht weh', emergency: true, category: 'burns'},
  {text: 'Beim Grillen mit Spiritus ist meine Schwester in die Flammen gekommen, der Arm ist an mehreren Stellen schwarz', emergency: true, category: 'burns'},
  {text: 'Bin mit dem Handrücken ans Backblech gekommen, ein roter Streifen, keine Blase, unter kaltem Wasser gekühlt.', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Wir haben gestern Laub verbrannt, meine Hände riechen noch nach Rauch. Wie bekomme ich den Geruch weg?', emergency: false, trap: 'everyday', resembles: 'burns'},

  // --- meningitis: the glass test failing, in colour words ---
  {text: 'Glastest gemacht, die Pünktchen am Bein bleiben tiefrot, er hat 39,5 Fieber und ist sehr schlapp', emergency: true, category: 'meningitis'},
  {text: 'Die Flecken am Bauch meiner Tochter bleiben unter dem Glas lila, sie glüht und weint nur', emergency: true, category: 'meningitis'},
  {text: 'Glastest gemacht, die roten Flecken werden unter dem Glas ganz blass und verschwinden, Fieber hat sie keins. Nur ein Virusausschlag?', emergency: false, trap: 'reassurance', resembles: 'meningitis'},

  // --- chest_pain: strained or heartburn, with signs denied ---
  {text: 'Stechen in der Brust nach dem Umzug beim Einatmen, keine Atemnot, kein Schweiß, nichts im Arm, wenn ich draufdrücke tut es weh. Zerrung?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Nach dem Krafttraining zieht es in der Brust beim tief Einatmen, ohne Schwitzen und ohne Übelkeit, Muskelkater vermutlich.', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Nach der Pizza gestern Abend brannte es hinter dem Brustbein, Talcid hat sofort geholfen, ging nirgends hin.', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'Sodbrennen nach scharfem Essen, Brennen in der Brust, mit Rennie ist es nach ein paar Minuten weg. Wie vorbeugen?', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'Brennen in der Brust nach dem Essen, aber Rennie hilft diesmal nicht und es zieht in den linken Arm, ich schwitze', emergency: true, category: 'chest_pain'},
  {text: 'Nach dem Bankdrücken Ziehen in der Brust beim Einatmen, und jetzt kalter Schweiß und Luftnot', emergency: true, category: 'chest_pain'},

  // --- remote past, recovered ---
  {text: 'Mit 17 wegen einer Überdosis Schlaftabletten auf der Intensiv gewesen, heute bin ich 40 und stabil. Darf ich Melatonin nehmen?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'Hatte mit 22 wegen eines Krampfanfalls einen Krankenwagen, seit zwölf Jahren keine Anfälle mehr. Darf ich Auto fahren?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'Vor vielen Jahren allergischer Schock nach Penicillin, seit zehn Jahren keine Reaktion mehr auf irgendwas. Soll ich das im Pass lassen?', emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},
  {text: 'Mein Opa liegt im Flur und zeigt keine Reaktion mehr, wenn ich ihn anspreche', emergency: true, category: 'unconscious'},
  // --- the new benign contexts must not hide a real danger ---
  {text: 'Mein Mann hat beim Einschlafen plötzlich am ganzen Körper gekrampft, die Augen verdreht, und er reagiert nicht', emergency: true, category: 'seizure'},
  {text: 'Seit einer halben Stunde läuft meine Mutter schief und ihr linker Arm ist kraftlos, erst dachten wir, es sind die neuen Schuhe', emergency: true, category: 'stroke'},
  {text: 'Brennen in der Brust, hab eine Rennie genommen, aber es wird seit einer Stunde immer stärker und mir ist übel', emergency: true, category: 'chest_pain'},
  {text: 'Mein Sohn ist beim Fußball mit dem Torwart zusammengeprallt, war kurz weg und erbricht jetzt', emergency: true, category: 'head_injury'},
  {text: 'Kopfschmerzen seit drei Tagen, langsam stärker geworden, nicht plötzlich, Nacken ist nicht steif. Spannungskopfschmerz?', emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'Wenn ich vom Sofa aufstehe, knackt mein Knie laut. Arthrose mit 45?', emergency: false, trap: 'everyday', resembles: 'head_injury'},
]

export default messages
