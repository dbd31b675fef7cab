/** German messages for the red-flag detector, development half: probe messages written during the twenty-second tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Self-harm: better off without someone, letters left behind, a plan with its date
  {text: 'mein bruder meint seit der kündigung, wir wären mit der lebensversicherung besser dran als mit ihm', emergency: true, category: 'self_harm'},
  {text: 'Er hat Briefe an seine Kinder geschrieben und ist seit heute Mittag nicht erreichbar', emergency: true, category: 'self_harm'},
  {text: 'hab nen plan wie ich es mache, heute abend', emergency: true, category: 'self_harm'},
  {text: 'Ich hab einen Plan für die Prüfungszeit gemacht, das Datum steht fest. Tipps gegen Stress?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Ich habe Briefe an die Krankenkasse geschrieben, aber keine Antwort. Wie lange dauert ein Widerspruch?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Vor fünfzehn Jahren habe ich mich geritzt, heute bin ich stabil. Wie werden die Narben heller?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  // Stroke: garbled messages, a slurred voice on the phone, words lost or mixed up
  {text: 'Mein Mann spricht plötzlich wie mit einer heißen Kartoffel im Mund', emergency: true, category: 'stroke'},
  {text: 'Mein Opa schreibt seit heute Morgen SMS ohne Sinn', emergency: true, category: 'stroke'},
  {text: 'mein Vater klingt am Telefon plötzlich ganz lallend, hat aber nichts getrunken', emergency: true, category: 'stroke'},
  {text: 'mein mann findet seit ner stunde die worte nicht mehr, sagt ständig falsche wörter', emergency: true, category: 'stroke'},
  {text: 'Oma verwechselt seit heute Mittag alle Wörter, sagt Gabel statt Telefon', emergency: true, category: 'stroke'},
  {text: 'Meine Oma verwechselt seit Jahren Wörter wegen ihrer Demenz, wird das schlimmer?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // Stroke: half the field of sight gone, things bumped on one side, a limb like someone else's, a foot dragged
  {text: 'Seit heute früh fehlt meinem Mann die rechte Hälfte vom Gesichtsfeld', emergency: true, category: 'stroke'},
  {text: 'beim lesen fehlen mir seit einer stunde die wortenden auf der rechten seite', emergency: true, category: 'stroke'},
  {text: 'mein opa läuft seit heute wie ein betrunkener und hält sich überall fest, er trinkt nie', emergency: true, category: 'stroke'},
  {text: 'Die Oma hängt im Rollstuhl nach rechts und der rechte Arm baumelt nur so runter', emergency: true, category: 'stroke'},
  {text: 'mein grosi cha sit em zmittag dr arm nüm lupfe', emergency: true, category: 'stroke'},
  {text: 'Mein Vater kommt mit dem linken Fuß nicht mehr hoch, schleift ihn nach, seit heute', emergency: true, category: 'stroke'},
  {text: 'Ich weiß jetzt wie und wann ich meine Tabletten nehmen muss, danke', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'Seit der Knie-OP zieht er das Bein etwas nach, Physio hilft', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Das Bild hängt schief nach links, wie bekomme ich es gerade?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // Breathing: a small object, then coughing without end or a whistle
  {text: 'Meine Tochter (3) hatte eine Murmel im Mund und hustet seitdem ununterbrochen', emergency: true, category: 'breathing'},
  {text: 'Meine Tochter (4) hustet seit einer Woche ständig, vor allem nachts, und hat Schnupfen', emergency: false, trap: 'mild', resembles: 'breathing'},
  // Poisoning: tablets in tens or all at once; a child and an opioid or a drug
  {text: 'er hat sich die ganzen Tilidin reingehauen und ist ganz komisch', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Sohn (3) hat Tramadol-Tropfen von Opa getrunken', emergency: true, category: 'overdose_poisoning'},
  {text: 'unsere Kleine hat an einem Cannabis-Keks genascht und ist total schläfrig', emergency: true, category: 'overdose_poisoning'},
  {text: 'Alle meine Tabletten habe ich heute früh schon genommen, darf ich abends noch ein Ibu?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Opa nimmt Tramadol gegen die Rückenschmerzen, kann er dazu Ibuprofen nehmen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Anaphylaxis: an allergen, itching all over, then pale or faint
  {text: 'Mein Sohn hat Cashews gegessen, kratzt sich überall und ist plötzlich ganz blass', emergency: true, category: 'anaphylaxis'},
  {text: 'Nach Erdbeeren juckt es im Mund ein bisschen, sonst nichts. Allergie?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // Unconscious: no response to a voice, a shake or a pinch; hard to wake, newly or while ill
  {text: 'Auf Rütteln reagiert sie gar nicht, sie liegt im Bad', emergency: true, category: 'unconscious'},
  {text: 'Mein Freund ist nach dem Joint weggesackt und kriegt nichts mehr mit', emergency: true, category: 'unconscious'},
  {text: 'wenn ich sie wecke macht sie kurz die augen auf und schläft sofort wieder ein, sie hatte hohes fieber', emergency: true, category: 'unconscious'},
  {text: 'Sie öffnet nur kurz die Augen wenn ich sie kneife, sonst nichts', emergency: true, category: 'unconscious'},
  {text: 'Er liegt im Flur, ich hab ihn angesprochen und gerüttelt, nichts', emergency: true, category: 'unconscious'},
  {text: 'mein mann isch umgheit und chunnt nöd zu sich', emergency: true, category: 'unconscious'},
  {text: 'mia kriagn d\'Oma ned wach, sie schnauft aba', emergency: true, category: 'unconscious'},
  {text: 'Opa ist so schläfrig, dass er mitten im Satz einschläft, seit heute Mittag', emergency: true, category: 'unconscious'},
  {text: 'Mein Mann ist nach Partys morgens kaum wachzukriegen', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'Mein Mann wacht morgens nur auf, wenn ich ihn kräftig schüttle, wie kriege ich ihn früher raus?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // Head injury: the same question again and again
  {text: 'Er ist beim Fußball mit dem Kopf zusammengeprallt und fragt dauernd das Gleiche', emergency: true, category: 'head_injury'},
  {text: 'Nach dem Sturz vom Rad wiederholt sich meine Mutter ständig', emergency: true, category: 'head_injury'},
  {text: 'Oma ist heute früh gestürzt, mit dem Kopf aufs Parkett, und wird jetzt immer schläfriger', emergency: true, category: 'head_injury'},
  {text: 'Kind (4) von der Schaukel auf den Hinterkopf gefallen, hat danach gebrochen', emergency: true, category: 'head_injury'},
  {text: 'Meine Oma fragt wegen ihrer Demenz ständig dasselbe, wie gehe ich damit um?', emergency: false, trap: 'everyday', resembles: 'head_injury'},
  // Sudden headache: a bang inside the head
  {text: 'als ob im hinterkopf was geplatzt ist, auf einmal, und mir ist übel', emergency: true, category: 'sudden_headache'},
  // Pregnancy: waters leaking early
  {text: '32. SSW und seit heute früh tropft ständig klare Flüssigkeit raus', emergency: true, category: 'pregnancy'},
  {text: 'In der 33 ssw, es tropft ständig, ist das Fruchtwasser?', emergency: true, category: 'pregnancy'},
  {text: 'In der 38. SSW tropft es manchmal beim Niesen, ist das Urin oder Fruchtwasser? Termin ist nächste Woche', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Schwangerschaftstest war negativ, Blutung wie immer, nur stärker als sonst. Normal?', emergency: false, trap: 'denial', resembles: 'pregnancy'},
  // Sick child: limp as a rag doll, a fever taken in the bottom under three months
  {text: 'Unser Baby (4 Monate) liegt da wie ein nasser Lappen, die Ärmchen fallen einfach runter', emergency: true, category: 'sick_child'},
  {text: 'Baby 3 Monate erbricht im Schwall nach jeder Mahlzeit und ist schlapp', emergency: true, category: 'sick_child'},
  {text: 'unsere kleine (3 monate) hat fieber und schreit nur noch wimmernd, lässt sich nicht beruhigen', emergency: true, category: 'sick_child'},
  {text: 'Unser Baby (3 Monate) spuckt nach jeder Flasche ein bisschen, ist aber fröhlich und nimmt gut zu', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'Mein Baby ist 6 Wochen alt, im Po gemessen 38,1', emergency: true, category: 'sick_child'},
  {text: 'Mein Baby (8 Monate) hat im Po 37,4 gemessen, ist das normal?', emergency: false, trap: 'mild', resembles: 'sick_child'},
  // Other emergencies: found in water, a tearing pain in the back
  {text: 'Unsere Tochter (2) trieb im Planschbecken, ich hab sie rausgezogen, sie hustet und ist blau um die Lippen', emergency: true, category: 'other_emergency'},
  {text: 'mein vater hat plötzlich einen reißenden schmerz im rücken und ist schweißgebadet', emergency: true, category: 'other_emergency'},
  {text: 'Reißende Rückenschmerzen seit dem Umzug, schwer gehoben. Wärmepflaster?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  // Sepsis: a prevention question
  {text: 'Gibt es eine Impfung, um einer Blutvergiftung vorzubeugen? Für meine Oma', emergency: false, trap: 'general_question', resembles: 'sepsis'},
]

export default messages
