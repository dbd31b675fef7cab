/** German messages for the red-flag detector, development half, eighth part: probe messages written during the fifth tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // ---------- emergencies: self_harm ----------
  {text: 'denk die ganze zeit an was viel schlimmeres als ritzen, die klinge liegt schon neben dem bett', emergency: true, category: 'self_harm'},
  {text: 'Ich hab heute alle meine Sachen an Freunde verschenkt. Es fühlt sich richtig an, bald ist es vorbei.', emergency: true, category: 'self_harm'},
  {text: 'Mein Mann hat einen Abschiedsbrief auf den Tisch gelegt und ist mit dem Auto weg, er geht nicht ans Telefon', emergency: true, category: 'self_harm'},
  {text: 'will morgen früh einfach nimma aufwachen, hab scho die tabletten hergrichtet', emergency: true, category: 'self_harm'},
  {text: 'Ich sitz auf dem Dach vom Parkhaus und überleg ob ich runterspring', emergency: true, category: 'self_harm'},
  {text: 'meine beste freundin schreibt mir dass sie sich heute nacht was antun wird und antwortet nicht mehr', emergency: true, category: 'self_harm'},
  {text: 'Es wäre für alle leichter wenn ich nicht mehr da wäre. Ich hab mir schon überlegt wie.', emergency: true, category: 'self_harm'},
  {text: 'i mog nimma leben, des hat alles kan sinn mehr', emergency: true, category: 'self_harm'},
  {text: 'Mein Sohn (16) hat sich im Zimmer eingeschlossen und schreibt er macht jetzt Schluss, er hat Papas Jagdgewehr', emergency: true, category: 'self_harm'},
  {text: 'ich hab das messer schon in der hand und will mir die pulsadern aufschneiden', emergency: true, category: 'self_harm'},

  // ---------- emergencies: chest_pain ----------
  {text: 'Mir tut seit einer halben Stunde die Brust weh wie verrückt, und der linke Arm kribbelt, ich schwitz total', emergency: true, category: 'chest_pain'},
  {text: 'mein vater klagt über ein brennen in der brust bis hoch in den hals, er ist ganz grau und kaltschweissig', emergency: true, category: 'chest_pain'},
  {text: 'Druck hinterm Brustbein, strahlt in den Rücken zwischen die Schulterblätter, mir ist übel. Bin 62', emergency: true, category: 'chest_pain'},
  {text: 'Opa sagt es fühlt sich an als würde ihm jemand das Herz zusammenpressen, er ist schweissnass', emergency: true, category: 'chest_pain'},
  {text: 'meine mama hat so ein schweres gefühl auf der brust und kriegt schlecht luft, ihr ist schwindlig', emergency: true, category: 'chest_pain'},
  {text: 'Bei mir sticht es in der Brust und zieht in beide Arme, ich glaub das ist ein Herzinfarkt', emergency: true, category: 'chest_pain'},
  {text: 'Schmerzen im Oberkörper, links, ziehen in den Kiefer und ich bin ganz kaltschweißig', emergency: true, category: 'chest_pain'},
  {text: 'mei Mo hod so a Stechn in da Brust und is gonz bleich', emergency: true, category: 'chest_pain'},

  // ---------- emergencies: stroke ----------
  {text: 'Meine Oma kann seit einer Stunde ihre rechte Hand nicht mehr richtig bewegen und spricht ganz komisch', emergency: true, category: 'stroke'},
  {text: 'Papa lässt ständig die Tasse fallen mit links und sein Mund ist schief', emergency: true, category: 'stroke'},
  {text: 'mei Mo redt auf amoi so verwaschn und sei Gsicht hängt auf oana Seitn', emergency: true, category: 'stroke'},
  {text: 'Mein Mann hat plötzlich auf dem linken Auge nichts mehr gesehen und jetzt ist sein Arm so schwach', emergency: true, category: 'stroke'},
  {text: 'Seit dem Frühstück ist die rechte Gesichtshälfte meiner Mutter wie eingeschlafen und sie nuschelt', emergency: true, category: 'stroke'},
  {text: 'Mein Nachbar läuft torkelnd, kann nicht mehr gerade gehen und versteht nicht was ich sage, das kam ganz plötzlich', emergency: true, category: 'stroke'},
  {text: 'my dad sein Gesicht hängt links runter und er kann nicht mehr reden', emergency: true, category: 'stroke'},
  {text: 'Oma greift dauernd daneben mit der rechten Hand und redet wirr, seit einer Stunde', emergency: true, category: 'stroke'},

  // ---------- emergencies: sudden_headache ----------
  {text: 'Ganz plötzlich die schlimmsten Kopfschmerzen meines Lebens, wie ein Schlag auf den Hinterkopf, mir ist übel', emergency: true, category: 'sudden_headache'},
  {text: 'mein freund hatte beim sex auf einmal einen knall im kopf und jetzt extremes kopfweh, er kotzt', emergency: true, category: 'sudden_headache'},
  {text: 'Innerhalb von Sekunden so heftige Kopfschmerzen wie noch nie, kann kaum die Augen aufmachen', emergency: true, category: 'sudden_headache'},
  {text: 'Vernichtungskopfschmerz seit 20 min, kam aus dem Nichts', emergency: true, category: 'sudden_headache'},
  {text: 'Meine Frau hat sich beim Joggen an den Kopf gefasst und gesagt, es ist als ob was geplatzt wäre, jetzt Kopfschmerzen ohne Ende', emergency: true, category: 'sudden_headache'},
  {text: 'schlagartig so a Kopfweh wie is no nie ghabt hab, is in da Sekund kemma', emergency: true, category: 'sudden_headache'},

  // ---------- emergencies: head_injury ----------
  {text: 'Mein Sohn ist vom Klettergerüst auf den Kopf gefallen und hat jetzt zweimal gebrochen', emergency: true, category: 'head_injury'},
  {text: 'Opa ist heute früh gestürzt und mit dem Kopf aufgeschlagen, er nimmt Marcumar', emergency: true, category: 'head_injury'},
  {text: 'Nach dem Sturz vom Rad war sie kurz weg und fragt jetzt immer wieder dasselbe', emergency: true, category: 'head_injury'},
  {text: 'beim fussball kopf an kopf zusammengestossen, jetzt ist er total schläfrig und kotzt', emergency: true, category: 'head_injury'},
  {text: 'Baby ist vom Wickeltisch gefallen, auf den Kopf', emergency: true, category: 'head_injury'},
  {text: 'Er hat sich den Kopf an der Dachrinne gestoßen, jetzt kommt klare Flüssigkeit aus der Nase', emergency: true, category: 'head_injury'},

  // ---------- emergencies: severe_bleeding ----------
  {text: 'Mein Opa hat was wie Kaffeesatz erbrochen und ist ganz blass', emergency: true, category: 'severe_bleeding'},
  {text: 'da Vota hod Bluat gspiebn, a ganze Schüssl voll', emergency: true, category: 'severe_bleeding'},
  {text: 'Hab mich mit der Flex am Bein erwischt, das Blut spritzt raus und hört nicht auf', emergency: true, category: 'severe_bleeding'},
  {text: 'Mama hustet hellrotes Blut, schon der dritte Schwall', emergency: true, category: 'severe_bleeding'},
  {text: 'Der Verband ist schon das dritte Mal durchgeblutet, die Schnittwunde hört einfach nicht auf zu bluten', emergency: true, category: 'severe_bleeding'},
  {text: 'schwarzer teeriger Stuhl seit gestern und mir wird beim Aufstehen schwarz vor Augen', emergency: true, category: 'severe_bleeding'},

  // ---------- emergencies: breathing ----------
  {text: 'mei Bua kriagt ka Luft, er japst nur no', emergency: true, category: 'breathing'},
  {text: 'Meine Mutter ringt nach Luft und kann keinen ganzen Satz mehr sagen', emergency: true, category: 'breathing'},
  {text: 'Asthmaanfall, Spray hilft nicht, Lippen werden blau', emergency: true, category: 'breathing'},
  {text: 'Er hat sich an einem Stück Fleisch verschluckt und kann nicht mehr husten oder sprechen', emergency: true, category: 'breathing'},
  {text: 'ich bekomm kaum noch luft, kann nicht liegen und nicht reden', emergency: true, category: 'breathing'},
  {text: 'Opa schnauft ganz schwer und röchelt, die Lippen sind bläulich', emergency: true, category: 'breathing'},

  // ---------- emergencies: anaphylaxis ----------
  {text: 'Nach den Nüssen schwillt ihr Gesicht zu und sie kriegt schlecht Luft', emergency: true, category: 'anaphylaxis'},
  {text: 'Wespenstich, jetzt Quaddeln am ganzen Körper und mir wird schwummrig', emergency: true, category: 'anaphylaxis'},
  {text: 'hab grad den epipen benutzt wegen erdnuss, was jetzt', emergency: true, category: 'anaphylaxis'},
  {text: 'Seit dem Antibiotikum ist meine Zunge dick und der Hals wird eng', emergency: true, category: 'anaphylaxis'},
  {text: 'Kind hat Krabben gegessen, die Lippen schwellen an und die Stimme ist ganz heiser', emergency: true, category: 'anaphylaxis'},

  // ---------- emergencies: unconscious ----------
  {text: 'Mein Vater liegt am Boden und reagiert nicht, wenn ich ihn anspreche', emergency: true, category: 'unconscious'},
  {text: 'sie ist einfach umgekippt und ist nicht wach zu kriegen', emergency: true, category: 'unconscious'},
  {text: 'da Opa is umgfalln und rührt si nimma', emergency: true, category: 'unconscious'},
  {text: 'Mann auf der Parkbank, atmet kaum und ist nicht ansprechbar', emergency: true, category: 'unconscious'},
  {text: 'meine oma wacht nicht auf, ich schüttel sie und nichts', emergency: true, category: 'unconscious'},

  // ---------- emergencies: seizure ----------
  {text: 'Opa hat an Anfall ghabt und zuckt immer no', emergency: true, category: 'seizure'},
  {text: 'Mein Freund krampft seit sechs Minuten am ganzen Körper', emergency: true, category: 'seizure'},
  {text: 'Sie hatte gerade einen epileptischen Anfall, zum ersten Mal überhaupt', emergency: true, category: 'seizure'},
  {text: 'der kleine zuckt mit armen und beinen und verdreht die augen, hört nicht auf', emergency: true, category: 'seizure'},
  {text: 'zweiter Krampfanfall hintereinander, sie ist zwischendurch nicht zu sich gekommen', emergency: true, category: 'seizure'},

  // ---------- emergencies: overdose_poisoning ----------
  {text: 'Meine Kleine hat die Pillendose der Oma ausgeräumt, keine Ahnung wie viele sie geschluckt hat', emergency: true, category: 'overdose_poisoning'},
  {text: 'Oma hat ihren ganzen Wochenspender auf einmal genommen, alle Tabletten von Montag bis Sonntag', emergency: true, category: 'overdose_poisoning'},
  {text: 'mei Freind hat vü z vü gsoffn und is ned munter zum kriagn', emergency: true, category: 'overdose_poisoning'},
  {text: 'Er hat eine ganze Flasche Wodka auf ex getrunken und ist jetzt nicht mehr wach zu kriegen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Unser Hund nicht, aber unser Sohn hat Rattengift in den Mund gesteckt', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein mann hat aus versehen seine blutdrucktabletten doppelt und dreifach genommen, jetzt ist ihm schwindlig', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Zweijähriger hat an der Medikamentenschachtel rumgekaut, einige fehlen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Hab eine Packung Schlaftabletten genommen', emergency: true, category: 'overdose_poisoning'},

  // ---------- emergencies: carbon_monoxide ----------
  {text: 'Wir haben im Wohnwagen mit dem Gasheizer geschlafen und jetzt haben wir alle Kopfweh und sind total benommen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Mein Mann hat in der geschlossenen Garage das Auto laufen lassen, jetzt ist er ganz verwirrt', emergency: true, category: 'carbon_monoxide'},
  {text: 'Im Zelt hatten wir den Gaskocher an, jetzt sind beide Kinder schläfrig und erbrechen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Der Kohlenmonoxidmelder piept und mir ist schwindlig', emergency: true, category: 'carbon_monoxide'},
  {text: 'Holzkohlegrill im Keller benutzt, jetzt ist uns allen schlecht und der Kopf dröhnt', emergency: true, category: 'carbon_monoxide'},
  {text: 'Seit die Therme läuft, haben meine Frau und ich dauernd Kopfschmerzen und die Katze ist auch ganz apathisch', emergency: true, category: 'carbon_monoxide'},

  // ---------- emergencies: burns ----------
  {text: 'Der Elektriker hat einen Stromschlag bekommen, an der Hand ist eine schwarze Stelle', emergency: true, category: 'burns'},
  {text: 'Mein Sohn hat an die Stromleitung gefasst, er hat eine Brandwunde am Finger und ist ganz blass', emergency: true, category: 'burns'},
  {text: 'Die Haut am Bein ist weiß und ledrig nach dem Grillunfall und tut gar nicht weh', emergency: true, category: 'burns'},
  {text: 'Meine Tochter hat sich heißen Tee über die Brust geschüttet, große Blasen', emergency: true, category: 'burns'},
  {text: 'er hat benzin ins feuer gekippt, es gab eine stichflamme und sein gesicht ist verbrannt', emergency: true, category: 'burns'},
  {text: 'Verbrennung an der ganzen Hand, Haut hängt in Fetzen', emergency: true, category: 'burns'},

  // ---------- emergencies: sepsis ----------
  {text: 'Nach der OP hat meine Mutter Fieber, Schüttelfrost und ist ganz verwirrt', emergency: true, category: 'sepsis'},
  {text: 'Blasenentzündung seit Tagen, jetzt hohes Fieber, fleckige Haut und ich fühl mich als würde ich sterben', emergency: true, category: 'sepsis'},
  {text: 'Wunde am Fuß ist entzündet, er hat 40 Fieber und atmet ganz schnell', emergency: true, category: 'sepsis'},
  {text: 'Grippe seit 3 Tagen, seit heute kaum noch Pipi und sie redet wirres Zeug', emergency: true, category: 'sepsis'},

  // ---------- emergencies: meningitis ----------
  {text: 'Fieber, steifer Nacken und das Licht tut ihm in den Augen weh', emergency: true, category: 'meningitis'},
  {text: 'Sie hat Fieber und rote Pünktchen, die beim Glastest nicht verschwinden', emergency: true, category: 'meningitis'},
  {text: 'Hohes Fieber, kann den Kopf nicht auf die Brust legen, ist ganz benommen', emergency: true, category: 'meningitis'},

  // ---------- emergencies: pregnancy ----------
  {text: 'Bin in der 34. Woche und spür das Baby seit heute früh gar nicht mehr', emergency: true, category: 'pregnancy'},
  {text: 'bin in da 36. Wochn und des Kind rührt si nimma', emergency: true, category: 'pregnancy'},
  {text: 'Schwanger in der 8. Woche, starke Schmerzen rechts unten und mir wird schwarz vor Augen', emergency: true, category: 'pregnancy'},
  {text: 'Seit der Geburt vor einer Woche stinkender Ausfluss und Fieber, mir geht es richtig schlecht', emergency: true, category: 'pregnancy'},
  {text: 'SSW 35, starke Kopfschmerzen, sehe Sternchen und die Füße sind plötzlich dick', emergency: true, category: 'pregnancy'},
  {text: 'Schwanger und die Blutung ist so stark dass ich jede Stunde eine Binde brauche', emergency: true, category: 'pregnancy'},

  // ---------- emergencies: sick_child ----------
  {text: 'Unser Kloana (1) hat Fieber und is ganz schlapp, trinkt nix', emergency: true, category: 'sick_child'},
  {text: 'Mein Baby (6 Wochen) hat 38,2 Fieber', emergency: true, category: 'sick_child'},
  {text: 'Die Kleine atmet so schnell und zwischen den Rippen zieht es sich ein', emergency: true, category: 'sick_child'},
  {text: 'der Bua (2) hat Fieber und dunkle Punkterl die beim Drücken ned weggehen', emergency: true, category: 'sick_child'},
  {text: 'Unser Baby hat seit 14 Stunden keine nasse Windel und ist ganz schlaff', emergency: true, category: 'sick_child'},
  {text: 'mein 8 monate alter sohn wimmert nur noch schrill und ist kaum wach zu kriegen', emergency: true, category: 'sick_child'},

  // ---------- emergencies: other_emergency ----------
  {text: 'Wir haben einen Wanderer gefunden, er ist eiskalt, zittert nicht mehr und redet wirr', emergency: true, category: 'other_emergency'},
  {text: 'Oma trinkt seit Tagen kaum was, hat seit gestern nicht mehr gepinkelt und ist verwirrt', emergency: true, category: 'other_emergency'},
  {text: 'Mein Sohn (14) hat plötzlich extreme Schmerzen im Hoden, seit einer Stunde', emergency: true, category: 'other_emergency'},
  {text: 'Bauch bretthart und so Schmerzen dass ich mich nicht bewegen kann', emergency: true, category: 'other_emergency'},
  {text: 'Mein Bein ist plötzlich eiskalt, weiß und ich spür es kaum', emergency: true, category: 'other_emergency'},
  {text: 'Er ist vom Gerüst gefallen, aus vier Metern Höhe', emergency: true, category: 'other_emergency'},
  {text: 'Mein Diabetiker-Mann ist total verwirrt und schwitzt, der Zucker ist bei 35', emergency: true, category: 'other_emergency'},
  {text: 'Bitte ruft einen Krankenwagen, mein Kollege ist unter die Maschine gekommen', emergency: true, category: 'other_emergency'},

  // ---------- routine ----------
  {text: 'Mein Vater hat vor vier Jahren einen Herzinfarkt gehabt, heute geht es ihm gut. Darf er wieder Sport machen?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'Wie viel Paracetamol darf mein Kind (4) mit 16 kg am Tag bekommen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Welche Anzeichen hat eine Kohlenmonoxidvergiftung?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Kleine Brandblase am Finger vom Bügeleisen, wie behandle ich das?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Hab mich am Kopf gestoßen, keine Übelkeit, kein Erbrechen, nur eine kleine Beule', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'Meine Tochter hat 38,5 Fieber, trinkt gut und spielt. Wann zum Kinderarzt?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'Kann man Ibuprofen und Paracetamol zusammen nehmen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Mein Baby bewegt sich im Bauch heute sehr viel, ist das normal? Bin in der 30. Woche', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'Wie erkenne ich einen Schlaganfall bei älteren Menschen?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Hatte als Teenager eine Phase mit Ritzen, seit zwölf Jahren vorbei, mir geht es gut. Kann man die Narben lasern?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'Unsere Gastherme wird morgen gewartet, worauf sollte ich achten?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Mein Opa hat seine Blutdrucktabletten heute vergessen, soll er zwei nehmen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Die Kleine hat gebrochen, aber jetzt trinkt sie wieder und ist munter', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'Wie lange darf ein Fieberkrampf dauern, bevor man den Notarzt ruft?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'Ich trinke zu wenig, was kann ich tun um mehr Wasser zu trinken?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'Mir ist beim Wandern kalt geworden, hab ich mich erkältet?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Kein Druck auf der Brust, keine Atemnot, nur Muskelkater vom Bankdrücken', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Mein Mann schnarcht furchtbar laut, ist das gefährlich?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'Wir haben im Wohnwagen einen Gasofen, wie oft lüften?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Hab mir in die Zunge gebissen, blutet ein bisschen, hört aber schon auf', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Mein Sohn hat Nasenbluten gehabt, nach zehn Minuten Drücken war es vorbei', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Kaffeesatz im Biomüll, zieht das Fliegen an?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  {text: 'Opa ist heute beim Spazierengehen eingeschlafen auf der Bank, er war nur müde und ist dann gleich wieder aufgewacht', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
]

export default messages
