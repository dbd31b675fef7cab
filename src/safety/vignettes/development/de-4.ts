/** German messages for the red-flag detector, development half, fourth part: probe messages written during the third tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- emergencies: chest_pain
  {text: 'Opa sitzt am Tisch, Hand auf dem Herz, sagt es zerreisst ihn fast, schwitzt und ihm ist übel', emergency: true, category: 'chest_pain'},
  {text: 'Mama hat auf einmal so ein Ziehen vom Brustkorb hoch in den Unterkiefer und ist kalt und feucht', emergency: true, category: 'chest_pain'},
  {text: 'bro mir tut seit ner stunde die brust weh als ob da was drauf steht und mein arm kribbelt wtf', emergency: true, category: 'chest_pain'},
  {text: 'Druckgefühl Brust + Atemnot + Schweiß, seit 30 Min, 60 J, Raucher', emergency: true, category: 'chest_pain'},
  {text: 'Entschuldigung für die Störung. Ich bin 70 und habe seit heute Nachmittag ein Brennen in der Brust, das bis in beide Schultern geht. Ich dachte erst, es ist der Magen.', emergency: true, category: 'chest_pain'},
  {text: 'es fühlt sich an als würde mir jemand das herz zusammendrücken, schweißausbruch', emergency: true, category: 'chest_pain'},

  // --- emergencies: stroke
  {text: 'mein opa kann auf einmal seinen kaffee nicht mehr halten und das wort für tasse fällt ihm nicht ein', emergency: true, category: 'stroke'},
  {text: 'Nachbarin hat mich angerufen und hat so undeutlich gesprochen, ich hab sie kaum verstanden, das ist nicht normal bei ihr', emergency: true, category: 'stroke'},
  {text: 'mein vater stößt seit dem mittag ständig mit der rechten seite gegen türen und möbel', emergency: true, category: 'stroke'},
  {text: 'Ich wollte fragen ob ich meine Blutdrucktabletten weiter nehmen soll, weil mein linker Arm seit einer Stunde so taub und kraftlos ist und das Gesicht auch', emergency: true, category: 'stroke'},
  {text: 'Er hat plötzlich keine Kraft mehr im rechten Bein und knickt immer ein, reden geht auch schlecht', emergency: true, category: 'stroke'},
  {text: 'meine mutter hat plötzlich die falschen wörter benutzt und verstand nicht was ich sage', emergency: true, category: 'stroke'},
  {text: 'Meine Frau schaut mich an und versteht plötzlich kein Wort von dem was ich sage', emergency: true, category: 'stroke'},
  {text: 'Mama ist gerade beim Gehen immer nach rechts gekippt und hat Sprachprobleme', emergency: true, category: 'stroke'},

  // --- emergencies: sudden_headache
  {text: 'schlimmstes kopfweh meines lebens, kam ganz ploetzlich beim pressen auf dem klo', emergency: true, category: 'sudden_headache'},

  // --- emergencies: head_injury
  {text: 'Bin gestern mit dem Kopf gegen den Schrank gestoßen und heute ist mir dauernd schlecht und ich muss brechen', emergency: true, category: 'head_injury'},
  {text: 'opa vom stuhl gekippt kopf auf die heizung und jetzt schläft er immer wieder ein', emergency: true, category: 'head_injury'},
  {text: 'Ich bin heute früh auf Glatteis hingefallen, Hinterkopf aufgeschlagen, seitdem wird das Kopfweh immer schlimmer', emergency: true, category: 'head_injury'},
  {text: 'Hab beim Aussteigen den Kopf voll an die Autotür geknallt, jetzt ist mir übel und ich habe zweimal gebrochen', emergency: true, category: 'head_injury'},

  // --- emergencies: severe_bleeding
  {text: 'Blut kommt stoßweise aus der Wunde am Handgelenk, Glas zerbrochen', emergency: true, category: 'severe_bleeding'},
  {text: 'Nach der Mandel-OP blutet meine Tochter aus dem Mund, viel frisches Blut', emergency: true, category: 'severe_bleeding'},
  {text: 'mein nachbar hat sich mit der kettensäge ins bein, blutet extrem', emergency: true, category: 'severe_bleeding'},

  // --- emergencies: breathing
  {text: 'Ich schaffe es nicht mehr, einen Satz zu Ende zu sprechen, so atemlos bin ich', emergency: true, category: 'breathing'},

  // --- emergencies: anaphylaxis
  {text: 'Nach der Tablette kribbelt meine Zunge und wird immer dicker', emergency: true, category: 'anaphylaxis'},
  {text: 'meine augenlider und lippen sind nach dem essen total zugeschwollen und ich krieg schlecht luft', emergency: true, category: 'anaphylaxis'},
  {text: 'Meine Frau hat nach Ibuprofen geschwollene Augen und Lippen und ihre Stimme klingt ganz rau', emergency: true, category: 'anaphylaxis'},
  {text: 'Erdnuss gegessen, Hals kratzt, Zunge kribbelt, Atmen schwer', emergency: true, category: 'anaphylaxis'},

  // --- emergencies: unconscious
  {text: 'Sie ist ohnmächtig geworden und kommt seit fünf Minuten nicht zu sich', emergency: true, category: 'unconscious'},
  {text: 'Kollegin kippt um, Augen zu, keine Antwort', emergency: true, category: 'unconscious'},
  {text: 'mein mann liegt am boden und rührt sich nicht', emergency: true, category: 'unconscious'},
  {text: 'sie ist umgekippt und nicht mehr aufgewacht', emergency: true, category: 'unconscious'},

  // --- emergencies: seizure
  {text: 'Meine Kollegin ist umgefallen und hat am ganzen Körper gezittert und geschäumt, jetzt ist sie benommen', emergency: true, category: 'seizure'},
  {text: 'erster anfall meines lebens vorhin, hab mir auf die zunge gebissen und in die hose gemacht', emergency: true, category: 'seizure'},
  {text: 'Mein Vater ist umgekippt, hat gezuckt und war danach zehn Minuten verwirrt, das hatte er noch nie', emergency: true, category: 'seizure'},

  // --- emergencies: overdose_poisoning
  {text: 'Kumpel hat zu viel gekokst, Herz rast wie verrückt, er ist ganz heiß und zittert', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein kleiner bruder hat omas herztabletten gegessen, so 5 stück', emergency: true, category: 'overdose_poisoning'},
  {text: 'Kind hat Rattengift in der Garage gefunden und gegessen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mitbewohner hat Badreiniger mit Chlor gemischt und die Dämpfe eingeatmet, jetzt hustet er stark', emergency: true, category: 'overdose_poisoning'},
  {text: 'Hab vorhin ne Packung Ibu geschluckt weil ich nicht mehr konnte', emergency: true, category: 'overdose_poisoning'},

  // --- emergencies: carbon_monoxide
  {text: 'Holzkohlegrill im Zelt, jetzt Kopfweh und Übelkeit bei uns allen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Im Camper mit Gaskocher geschlafen, heute Kopfweh und mein Freund ist kaum wach', emergency: true, category: 'carbon_monoxide'},
  {text: 'Der Ofen im Bad flackert gelb, ich und meine Frau sind total benommen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Schwindel und Übelkeit bei mir und meinem Mitbewohner, in der Küche riecht es nach Gas und der Boiler ist alt', emergency: true, category: 'carbon_monoxide'},
  {text: 'Die Familie im Nachbarhaus wurde heute benommen gefunden, der Kamin war verstopft, jetzt habe ich auch Kopfweh', emergency: true, category: 'carbon_monoxide'},
  {text: 'kohlenmonoxid alarm, ich hab kopfweh und mir ist übel', emergency: true, category: 'carbon_monoxide'},
  {text: 'Im Keller laeuft das Notstromaggregat, mein Mann ist unten umgekippt', emergency: true, category: 'carbon_monoxide'},

  // --- emergencies: burns
  {text: 'Wir waren in einer verrauchten Wohnung, Brand, mein Vater hustet und seine Stimme ist heiser', emergency: true, category: 'burns'},
  {text: 'meine kleine hat die heiße kaffeetasse vom tisch gezogen, alles über ihre brust, die haut löst sich', emergency: true, category: 'burns'},
  {text: 'Verbrennung an der Hand durch Backofen, ca. 10 cm, blasig, und die Mitte ist weiß', emergency: true, category: 'burns'},

  // --- emergencies: sepsis
  {text: 'seit der zahnentzündung fieber 40, herzrasen, ich fühl mich als ob ich sterbe', emergency: true, category: 'sepsis'},
  {text: 'Mein Mann hat nach der Chemo 39 Fieber und friert extrem', emergency: true, category: 'sepsis'},
  {text: 'Meine Mutter hat Nierenbeckenentzündung und ist heute kaum zu wecken', emergency: true, category: 'sepsis'},

  // --- emergencies: meningitis
  {text: 'Ausschlag bei Fieber der beim Drücken mit dem Glas nicht verblasst', emergency: true, category: 'meningitis'},
  {text: 'Ausschlag mit Fieber, hab das Glas draufgedrückt und die Flecken sind noch zu sehen', emergency: true, category: 'meningitis'},
  {text: 'Studentin im Wohnheim, Fieber, Kopfschmerzen, Erbrechen und kann nicht ins Licht schauen', emergency: true, category: 'meningitis'},
  {text: 'Meine Tochter hat hohes Fieber und schreit, wenn ich ihren Nacken bewege', emergency: true, category: 'meningitis'},
  {text: 'Sohn hat Fieber und einen Ausschlag, der beim Glastest bleibt', emergency: true, category: 'meningitis'},
  {text: 'Meine Tochter hat Fieber und einen Ausschlag wie kleine Blutpunkte, sie ist ganz schlapp', emergency: true, category: 'meningitis'},

  // --- emergencies: pregnancy
  {text: 'Meine Frau ist hochschwanger und hat gerade einen Krampfanfall gehabt', emergency: true, category: 'pregnancy'},
  {text: 'Wehen in der 30. Woche, alle 5 Minuten', emergency: true, category: 'pregnancy'},

  // --- emergencies: sick_child
  {text: 'Unser Baby (5 Wochen) ist heiß, 38,2', emergency: true, category: 'sick_child'},

  // --- emergencies: self_harm
  {text: 'ich hab grad alle meine tabletten vor mir liegen', emergency: true, category: 'self_harm'},
  {text: 'mein bester freund hat sich bei allen verabschiedet und geht nicht ans telefon', emergency: true, category: 'self_harm'},
  {text: 'Meine Tochter (15) hat mir einen Brief hinterlassen, dass es ihr leid tut und sie nicht mehr kann', emergency: true, category: 'self_harm'},
  {text: 'Seit Wochen denke ich, dass es besser wäre, tot zu sein', emergency: true, category: 'self_harm'},
  {text: 'Kumpel postet seit Tagen nur noch schwarze Bilder und schreibt, dass er bald weg ist', emergency: true, category: 'self_harm'},
  {text: 'ich hab heute meine Katze zu meiner Schwester gebracht und alles aufgeräumt, morgen ist es vorbei', emergency: true, category: 'self_harm'},
  {text: 'Ich überlege, ob ich einfach alle Tabletten nehme', emergency: true, category: 'self_harm'},
  {text: 'Jeden Abend schneide ich mir in den Arm, heute war es zu tief', emergency: true, category: 'self_harm'},
  {text: 'ich hab mir vorgenommen, heute Nacht alle Tabletten zu nehmen', emergency: true, category: 'self_harm'},
  {text: 'Mein Sohn (16) hat gegoogelt wie man sich erhängt', emergency: true, category: 'self_harm'},

  // --- emergencies: other_emergency
  {text: 'Ich bin Diabetikerin, Zucker bei 40, ich zittere und kann nicht klar denken', emergency: true, category: 'other_emergency'},
  {text: 'Ein Hund hat meinen Sohn ins Gesicht gebissen, tiefe Wunde', emergency: true, category: 'other_emergency'},
  {text: 'Mein Sohn hat sich beim Sport in die Hoden getreten bekommen, jetzt höllische Schmerzen und Erbrechen', emergency: true, category: 'other_emergency'},
  {text: 'Mein Opa ist im Schnee gestürzt und liegt seit Stunden draußen, ist eiskalt und verwirrt', emergency: true, category: 'other_emergency'},

  // --- routine messages
  {text: 'Mein Handy reagiert nicht mehr, kann ich trotzdem die Gesundheits-App nutzen?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'Meine Tochter hat an einer Seife geleckt, hab beim Giftnotruf angerufen, alles harmlos, sie spielt fröhlich', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'Sollte mein Kind gegen Meningokokken B geimpft werden?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'Mein Sohn hat aus Versehen zwei Vitamin-D-Tabletten statt einer genommen, ist das schlimm?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Kann Sodbrennen sich wie ein Herzinfarkt anfühlen?', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'Manchmal sticht es kurz links in der Brust wenn ich tief einatme, nur eine Sekunde, dann ist es weg', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Mein Kind lallt noch beim Sprechen, es ist zwei, ist das normal?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'Ich hatte gestern die schlimmsten Kopfschmerzen nach der Party, Kater halt, jetzt wieder gut', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},
  {text: 'Wir haben eben einen Krankenwagen gerufen für die Nachbarin, sie ist jetzt im Krankenhaus, wie kann ich ihr helfen?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'In der Tagesschau kam ein Bericht über einen Mann, der bewusstlos in seiner Wohnung gefunden wurde, Kohlenmonoxid. Wie verbreitet ist das?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'Mein Mann hatte 2020 einen Herzstillstand und wurde reanimiert, heute ist er fit und will einen Marathon laufen', emergency: false, trap: 'remote_past', resembles: 'unconscious'},
  {text: 'Warum bekommen Schwangere eine Präeklampsie?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'Ich möchte für die Zukunft wissen, was ich tun soll, falls mein Mann mal einen Krampfanfall bekommt', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'Wenn mein Vater schlechter wird, soll ich dann gleich den Notarzt rufen oder erst den Hausarzt?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'Ich bin so müde vom Leben mit zwei Kleinkindern, wie schaffe ich mehr Schlaf?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Brustschmerzen? Nein. Nur Herzklopfen nach Kaffee', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Nachbar hatte einen Anfall, der Notarzt war da, jetzt ist er wieder ganz klar und zuhause', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'Wie kann ich einem suizidgefährdeten Freund helfen?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'Hatte gestern Druck auf der Brust, war in der Notaufnahme, alles abgeklärt, war der Magen', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'die serie war so gut, am ende stirbt der hauptdarsteller an einer ueberdosis', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
]

export default messages
