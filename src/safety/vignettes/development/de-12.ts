/** German messages for the red-flag detector, development half, twelfth part: probe messages written during the seventh tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- Emergencies ---

  // head_injury
  {text: 'nach kopfball training übel, schwindlig und er erinnert sich an nix', emergency: true, category: 'head_injury'},
  {text: 'Bin beim Skifahren auf den Kopf gefallen, hab jetzt nen Filmriss und starke Kopfschmerzen', emergency: true, category: 'head_injury'},
  {text: 'Sohn ist beim Handball mit dem Kopf auf den Hallenboden geknallt und hat danach gekrampft', emergency: true, category: 'head_injury'},
  {text: 'Unser Baby (5 Monate) ist vom Bett gefallen und hat eine weiche Beule am Kopf, trinkt nicht', emergency: true, category: 'head_injury'},

  // breathing
  {text: 'Asthmaanfall, Notfallspray schon 4 mal genommen, hilft nicht, Atmung wird immer schlechter', emergency: true, category: 'breathing'},
  {text: 'Meine Tochter hat Pseudokrupp, macht beim Einatmen so ein pfeifendes Geräusch auch in Ruhe und wird ganz blass und unruhig', emergency: true, category: 'breathing'},
  {text: 'Asthma, nach 10 Hüben Ventolin immer noch keine Luft', emergency: true, category: 'breathing'},
  {text: 'mein Vater keucht nur noch und kann kaum zwei Worte sagen', emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'Nach der Infusion bekommt mein Vater überall rote Flecken, der Blutdruck sackt ab und er wird ganz schwach', emergency: true, category: 'anaphylaxis'},
  {text: 'allergische reaktion, hab den pen gespritzt aber es wird nicht besser', emergency: true, category: 'anaphylaxis'},
  {text: 'Wespe hat mich gestochen, jetzt ist mir übel, ich hab Ausschlag und fühl mich als kipp ich gleich um', emergency: true, category: 'anaphylaxis'},

  // seizure
  {text: 'Oma liegt auf dem Boden, Arme und Beine schlagen rhythmisch, sie reagiert nicht', emergency: true, category: 'seizure'},
  {text: 'Meine Tochter (1) hat Fieber und hat gerade am ganzen Körper gezittert und war nicht ansprechbar', emergency: true, category: 'seizure'},
  {text: 'Ein Krampf nach dem anderen bei meiner Oma, sie wird zwischendurch nicht richtig wach', emergency: true, category: 'seizure'},

  // meningitis
  {text: 'Mein Kind hat Fieber und Flecken, die man beim Glastest noch sieht', emergency: true, category: 'meningitis'},
  {text: 'Fieber und so rote Punkte, die bleiben auch wenn man draufdrückt', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'schwanger 7 wochen, schmerz in der schulterspitze und unterbauch, fühl mich total schwach', emergency: true, category: 'pregnancy'},
  {text: 'Positiver Test vor 2 Wochen, jetzt einseitige Bauchschmerzen rechts und Schwindel', emergency: true, category: 'pregnancy'},
  {text: 'Bin im 8. Monat und habe plötzlich ganz geschwollene Hände und Gesicht und Kopfweh', emergency: true, category: 'pregnancy'},
  {text: 'Vor 2 Wochen Kaiserschnitt, jetzt Atemnot und Schmerzen in der Brust', emergency: true, category: 'pregnancy'},

  // chest_pain
  {text: 'Mi Vatter het sit ere Stund so en Druck uf de Brust und schwitzt wie verruckt', emergency: true, category: 'chest_pain'},
  {text: 'Mein Vater (67) klagt über Schmerzen in beiden Armen und im Kiefer, er ist klatschnass geschwitzt und kurzatmig', emergency: true, category: 'chest_pain'},

  // sudden_headache
  {text: 'Beim Training urplötzlich brutale Kopfschmerzen im Nacken, jetzt ist mir übel', emergency: true, category: 'sudden_headache'},
  {text: 'Auf einmal explodiert mein Kopf vor Schmerz, ich kann nicht mehr geradeaus schauen', emergency: true, category: 'sudden_headache'},

  // severe_bleeding
  {text: 'Bin in eine Glasscheibe gefallen, am Handgelenk pulsiert das Blut raus', emergency: true, category: 'severe_bleeding'},
  {text: 'Mein Vater hat sich übergeben, lauter Blut, und jetzt ist er ganz bleich', emergency: true, category: 'severe_bleeding'},
  {text: 'Meine Frau hat seit einer Stunde extrem starke Regelblutung, alle 20 Minuten ist die Binde voll, und ihr wird schwindlig', emergency: true, category: 'severe_bleeding'},

  // overdose_poisoning
  {text: 'hat n ganzes blister von meinen beruhigungstabletten gefuttert, ist 2', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Kleiner hat Opas Blutdruckpillen in den Mund gesteckt, ein paar fehlen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Freund hat nach dem Koks Herzrasen und Brustschmerzen und ist total überhitzt', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Bruder hat sich mit Tabletten und Alkohol abgeschossen und ist kaum wach', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'Shisha im geschlossenen Zimmer geraucht, jetzt ist mein Freund umgekippt', emergency: true, category: 'carbon_monoxide'},

  // sepsis
  {text: 'Opa hat Harnwegsinfekt und ist seit heute völlig neben der Spur, zittert und ist kalt', emergency: true, category: 'sepsis'},
  {text: 'Die Katheterstelle ist rot, meine Mutter hat Fieber und ist heute total apathisch', emergency: true, category: 'sepsis'},
  {text: 'Meine Frau hat eine Wundinfektion und ist jetzt ganz fleckig und kalt und redet kaum', emergency: true, category: 'sepsis'},

  // other_emergency
  {text: 'Bin mit dem Auto verunfallt, Lenkrad in die Brust, Bauch tut weh', emergency: true, category: 'other_emergency'},
  {text: 'Meine Mutter hat ein plötzlich kaltes, blasses Bein, das höllisch wehtut', emergency: true, category: 'other_emergency'},
  {text: 'Mein Sohn ist mit dem Fahrrad gestürzt, sein Bauch tut immer mehr weh und er ist kreidebleich', emergency: true, category: 'other_emergency'},
  {text: 'Beim Wandern gestürzt, Knochen schaut aus dem Bein raus', emergency: true, category: 'other_emergency'},

  // stroke
  {text: 'Mein Kollege ist plötzlich zur Seite gekippt, eine Körperhälfte ist ganz schlapp', emergency: true, category: 'stroke'},
  {text: 'Papa hat plötzlich keine Kraft mehr in der linken Körperhälfte und sabbert', emergency: true, category: 'stroke'},

  // burns
  {text: 'Mein Sohn hat sich mit dem Wasserkocher verbrüht, die ganze Brust und der Arm sind rot mit Blasen', emergency: true, category: 'burns'},

  // sick_child
  {text: 'Meine Tochter (11 Monate) lässt sich kaum wecken und ist ganz blass', emergency: true, category: 'sick_child'},
  {text: 'Unser Sohn (1) hat seit 24 Stunden Durchfall, trinkt nicht und ist ganz eingefallen', emergency: true, category: 'sick_child'},

  // self_harm
  {text: 'meine freundin schreibt mir dass sie sich verabschieden will und alles vorbei ist', emergency: true, category: 'self_harm'},
  {text: 'Ich habe alle meine Medikamente gesammelt und will sie heute nehmen', emergency: true, category: 'self_harm'},
  {text: 'Ich hab Angst dass ich mir heute was antue', emergency: true, category: 'self_harm'},
  {text: 'Ich habe mir überlegt, wie ich es machen würde, und hab schon alles dafür besorgt', emergency: true, category: 'self_harm'},
  {text: 'Meine Schwester hat heute ihr Testament gemacht und ihre Katze an mich gegeben, sie meint sie braucht das alles nicht mehr', emergency: true, category: 'self_harm'},
  {text: 'Ich sitze gerade im Auto in der Garage und der Motor läuft', emergency: true, category: 'self_harm'},
  {text: 'Mein Sohn (16) hat im Chat geschrieben, dass er heute Abend Schluss macht, für immer', emergency: true, category: 'self_harm'},
  {text: 'Habe gerade gegoogelt, wie viel Insulin tödlich ist, und ich hab genug zu Hause', emergency: true, category: 'self_harm'},

  // --- Routine ---
  {text: 'Mein Sohn hat an der Spülmaschinentab-Verpackung geleckt, aber nichts geschluckt, die Tabs waren noch zu. Muss ich was tun?', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'Mein Sohn mit Epilepsie hatte heute seinen üblichen kurzen Anfall, eine Minute, danach wieder ganz er selbst', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'Wenn ich nachts liege, höre ich mein Blut im Ohr pulsieren. Ist das gefährlich?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Nach dem Essen sackt mein Kreislauf oft ab und ich werde müde, was kann ich tun?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'Ich hab meinen Insulinpen gespritzt, wie lange soll ich bis zum Frühstück warten?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'Mein Sohn hat eine Nussallergie, wie lange ist sein Epipen haltbar?', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: 'Mein Sohn hat Pseudokrupp, pfeifendes Geräusch beim Einatmen nur wenn er weint, in Ruhe atmet er normal', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Opa hat Grippe und ist gerade nicht bei sich zuhause, sondern bei uns. Kann er meine Kinder anstecken?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'Hab mir beim Kopfball den Kopf gestoßen, kein Filmriss, keine Übelkeit, nur eine kleine Beule', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'Hatte gestern nen Filmriss vom Alkohol, wie schädlich ist das fürs Gehirn?', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  {text: 'Wir grillen auf dem Balkon mit Holzkohle, darf man das in der Mietwohnung?', emergency: false, trap: 'mild', resembles: 'carbon_monoxide'},
  {text: 'Darf man einen Heizpilz im geschlossenen Wintergarten benutzen?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Nach dem Auffahrunfall hab ich einen blauen Fleck vom Gurt an der Brust, sonst alles ok, tut kaum weh', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Meine Tochter hat eine ganze Packung Gummibärchen gegessen, jetzt hat sie Bauchweh', emergency: false, trap: 'mild', resembles: 'overdose_poisoning'},
  {text: 'Urplötzlich Kopfschmerzen nach dem Eis essen, war nach 30 Sekunden weg. Gehirnfrost?', emergency: false, trap: 'reassurance', resembles: 'sudden_headache'},
  {text: 'Ich hab manchmal leichte Spannungskopfschmerzen im Nacken nach der Arbeit', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Mi Chind het Ussschlag uf de Brust, juckt es bitzli, kein Fieber', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Im 8. Monat hatte ich damals Präeklampsie, mein Sohn ist jetzt 5 und alles ist gut. Ist das Risiko beim nächsten Kind höher?', emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: 'Ab wann ist ein positiver Schwangerschaftstest sicher? Und was bedeutet eine einseitige Blutung?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'Positiver Test letzte Woche, leichtes Ziehen im Unterbauch wie vor der Periode, sonst alles gut', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Mein Baby zittert manchmal mit dem Kinn wenn es weint, ist aber sofort wieder da', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'Mein Mann redet im Schlaf Kauderwelsch, ist das normal?', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Hab Blut gespuckt nach dem Zähneputzen, nur ein bisschen, Zahnfleisch blutet halt', emergency: false, trap: 'denial', resembles: 'severe_bleeding'},
  {text: 'Schnitt in den Finger beim Gemüseschneiden, Blut spritzt nicht, blutet nur ein bisschen, Pflaster drauf?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Wie viele Schlaftabletten darf man maximal nehmen, damit man morgens nicht verschlafen aufwacht?', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'Vor zwei Jahren hatte ich eine Alkoholvergiftung, seitdem trinke ich nicht mehr. Sind meine Leberwerte noch ok?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'Mein Sohn hat viel Bier getrunken gestern, heute hat er einen Kater, aber er ist fit und isst normal', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'Beim Joggen in der Kälte pfeift es manchmal beim Einatmen, nach ein paar Minuten Pause ist es weg', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Nach dem Wespenstich rote Quaddel an der Stelle, aber kein Schwindel, keine Atemnot, kein Kreislaufproblem', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  {text: 'Mir ist eingefallen, dass mein Sohn (2) noch eine Impfung braucht, welche ist mit 2 Jahren dran?', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: 'Mein Baby (4 Monate) hat nach dem Schreien kurz ohne Tränen geweint, ist das normal in dem Alter?', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'Ist Kurzatmigkeit in der Schwangerschaft normal? Bin in der 30. Woche und sonst geht es mir gut', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'Seit der Geburt vor 3 Monaten bin ich beim Treppensteigen schneller kurzatmig, wie komme ich wieder in Form?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Nach der Geburt meiner Tochter vor 4 Jahren hatte ich eine Lungenembolie, jetzt möchte ich wieder schwanger werden. Was muss ich beachten?', emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: 'Im Winter hab ich immer kalte, blasse Finger, die dann rot werden. Raynaud?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Meine Füße sind abends immer kalt und blass, sonst keine Beschwerden', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Ich habe nach dem Training keine Kraft mehr in den Armen, Muskelkater?', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Seit dem Zahnarzt tut mir der Kiefer weh, vor allem beim Kauen, kein Fieber', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Nach dem Joggen schwitze ich stark und mir tut der Kiefer vom Zähneknirschen weh', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Sonnenbrand am ganzen Rücken, ein paar kleine Blasen, sonst geht es mir gut. Was hilft?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Ab welcher Größe muss man mit einer Verbrennung zum Arzt?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'Mein Baby (8 Monate) ist vom Sofa gerollt auf den Teppich, hat kurz geweint, trinkt jetzt ganz normal und lacht', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Meine Tochter hat eine ganze Tüte Gummibärchen gegessen und hat jetzt Bauchweh', emergency: false, trap: 'mild', resembles: 'overdose_poisoning'},
  {text: 'Wie lange reicht eine ganze Packung Antibabypillen, drei Monate?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Was sage ich einem Kollegen, der sich verabschieden will, weil er in Rente geht?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'Mein Sohn keucht nur noch ein bisschen nach dem Sport, nach fünf Minuten ist es weg', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Nach dem Spray bekomme ich wieder gut Luft, der Anfall ist vorbei. Muss ich trotzdem zum Arzt?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Ich hab nachts ab und zu einen Krampf nach dem anderen in der Wade', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'Wir haben gestern im Garten gegrillt und heute hab ich Kopfweh, wahrscheinlich zu viel Bier', emergency: false, trap: 'mild', resembles: 'carbon_monoxide'},
  {text: 'Darf man mit einem Gaskocher im Zelt kochen, wenn man lüftet?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Nach dem Mückenstich ist der Arm rot und juckt, Kreislauf ist normal', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'Muss ich nach dem Benutzen des Epipen noch in die Notaufnahme, wenn es mir gut geht? Frage für den Notfallplan meines Kindes', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'Fieber seit gestern, kleine rote Punkte, aber die gehen beim Drücken mit dem Glas weg. Nacken ist locker', emergency: false, trap: 'denial', resembles: 'meningitis'},
  {text: 'Nach dem Zahnziehen blutet es ein bisschen nach, ist das normal?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Ich hab Grippe und bin ganz neben der Spur vor Müdigkeit, wie lange dauert das?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'Meine Mutter hat eine Blasenentzündung, nimmt Antibiotika, kein Fieber, sie ist klar und fit', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'Was bedeutet es, wenn man plötzlich keine Kraft mehr in der Hand hat nach dem Tippen?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Mit 5 bin ich vom Hochbett gefallen und hatte eine Gehirnerschütterung, heute bin ich 30. Kann das Spätfolgen haben?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'Kopfschmerzen seit heute Morgen, langsam stärker geworden, kein Donnerschlag, kein steifer Nacken, ibuprofen hilft', emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'Beim Eisessen kriege ich oft einen kurzen stechenden Schmerz im Kopf wie ein Blitz, nach Sekunden weg', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
]

export default messages
