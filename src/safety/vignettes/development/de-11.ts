/** German messages for the red-flag detector, development half, eleventh part: the sixth held-out half, measured once before it joined (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- Emergencies ---

  // self_harm
  {text: 'Ich hab die Tabletten von meiner Mutter über Wochen gesammelt, bestimmt 60 Stück, die liegen jetzt vor mir auf dem Tisch. Heute Nacht mach ich Schluss.', emergency: true, category: 'self_harm'},
  {text: 'ich bin allen nur noch ne last. meine kinder wären ohne mich echt besser dran', emergency: true, category: 'self_harm'},
  {text: 'Hab gerade Abschiedsbriefe an meine Eltern und meinen Bruder geschrieben. Wollte nur wissen, ob man was merkt, wenn man einfach einschläft und nicht mehr aufwacht.', emergency: true, category: 'self_harm'},
  {text: 'Mein Sohn (15) hat sich im Bad mit einer Rasierklinge in die Arme geschnitten und sich eingeschlossen, er ruft durch die Tür, dass er nicht mehr leben will', emergency: true, category: 'self_harm'},
  {text: 'sorry für das english-deutsch mix, aber i just want it all to stop. hab mir schon ein seil besorgt und weiß wo', emergency: true, category: 'self_harm'},
  {text: 'Meine beste Freundin schreibt mir gerade, sie steht auf der Autobahnbrücke und will springen. Was soll ich machen??', emergency: true, category: 'self_harm'},
  {text: 'Hab heute meine Gitarre und meinen Laptop verschenkt und mich von allen verabschiedet. Morgen bin ich nicht mehr da, ist auch besser so.', emergency: true, category: 'self_harm'},
  {text: 'wie viele von meinen schlaftabletten braucht man damit man nicht mehr aufwacht. frag für mich selbst', emergency: true, category: 'self_harm'},
  {text: 'Ich schneide mich gerade wieder und kann nicht aufhören, diesmal ist es tiefer als sonst und ich will eigentlich nur noch verschwinden, für immer', emergency: true, category: 'self_harm'},

  // chest_pain
  {text: 'Mein Mann (58) hat seit 20 Minuten einen Druck auf der Brust, als ob ein Elefant draufsitzt, und es zieht in den linken Arm. Er schwitzt total.', emergency: true, category: 'chest_pain'},
  {text: 'brustschmerzen seit ner halben stunde, strahlt in den kiefer aus, mir ist schlecht und ich hab kalten schweiss. ist das normal??', emergency: true, category: 'chest_pain'},
  {text: 'Opa ist ganz grau im Gesicht, hält sich die Brust und sagt, es fühlt sich an wie ein Band, das sich immer enger zuschnürt. Er ist 79.', emergency: true, category: 'chest_pain'},
  {text: 'Bin 45, beim Joggen plötzlich ein enger Schmerz hinter dem Brustbein, zieht bis zwischen die Schulterblätter und hört auch im Sitzen seit 15 min nicht auf', emergency: true, category: 'chest_pain'},
  {text: 'Seit einer Stunde Engegefühl in der Brust, mir ist übel und mein linker Arm fühlt sich schwer und taub an. Wahrscheinlich nur Sodbrennen oder?', emergency: true, category: 'chest_pain'},
  {text: 'My dad has chest pain, richtig heftig, er ist kreidebleich, schwitzt und sagt sein Kiefer tut weh. Er hat schon zwei Stents.', emergency: true, category: 'chest_pain'},
  {text: 'Meine Mutter (70, Diabetikerin) ist plötzlich kaltschweißig, hat Druck in der Brust und im Oberbauch und ihr ist speiübel. Sie meint, es ist nix.', emergency: true, category: 'chest_pain'},
  {text: 'Nitrospray hilft diesmal nicht, schon zweimal genommen, Schmerz in der Brust seit 25 Minuten und wird schlimmer', emergency: true, category: 'chest_pain'},
  {text: 'Beim Schneeschippen hat mein Nachbar plötzlich starke Brustschmerzen bekommen, er sitzt jetzt bei uns im Flur, ist klatschnass geschwitzt und ganz grau', emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'Meine Oma spricht plötzlich ganz verwaschen und ihr rechter Mundwinkel hängt runter. Seit ungefähr 10 Minuten.', emergency: true, category: 'stroke'},
  {text: 'mein mann kann seinen linken arm nicht mehr heben und redet wirres zeug, vor ner stunde war er noch ganz normal', emergency: true, category: 'stroke'},
  {text: 'Papa findet beim Reden die Wörter nicht mehr, sagt "Schuh" statt "Tasse" und merkt es nicht. Das hat vor einer halben Stunde angefangen.', emergency: true, category: 'stroke'},
  {text: 'Plötzlich sehe ich auf dem linken Auge gar nichts mehr, wie ein schwarzer Vorhang. Keine Schmerzen. Bin 66.', emergency: true, category: 'stroke'},
  {text: 'Mein Kollege läuft seit der Mittagspause total schief, stößt dauernd links gegen den Türrahmen und sein Lächeln ist einseitig', emergency: true, category: 'stroke'},
  {text: 'mama (74) kann ihr glas nicht mehr halten, die rechte hand gehorcht nicht, und sie lallt obwohl sie nix getrunken hat', emergency: true, category: 'stroke'},
  {text: 'Is this normal? Mein Vater ist seit eben total verwirrt, weiß nicht wo er ist, und sein rechter Arm hängt schlaff runter', emergency: true, category: 'stroke'},
  {text: 'Auf einmal ist meine ganze linke Körperhälfte taub, Gesicht, Arm und Bein, und ich kann nicht richtig auftreten', emergency: true, category: 'stroke'},
  {text: 'Meine Frau hat beim Abendessen plötzlich angefangen, nur noch Silbensalat zu reden, und die Gabel fällt ihr aus der Hand', emergency: true, category: 'stroke'},

  // sudden_headache
  {text: 'Beim Sex plötzlich ein Kopfschmerz wie ein Schlag mit dem Hammer, innerhalb von Sekunden, die schlimmsten Schmerzen meines Lebens', emergency: true, category: 'sudden_headache'},
  {text: 'Mein Mann hat sich beim Kistenheben an den Hinterkopf gefasst und geschrien, er sagt, es war wie ein Donnerschlag, jetzt erbricht er', emergency: true, category: 'sudden_headache'},
  {text: 'hab auf einmal mega krasse kopfschmerzen bekommen, von null auf hundert in einer minute, sowas hatte ich noch nie', emergency: true, category: 'sudden_headache'},
  {text: 'Vor 20 Minuten kam ein explosionsartiger Kopfschmerz, jetzt wird mein Nacken steif. Ich hab sonst nie Kopfweh.', emergency: true, category: 'sudden_headache'},
  {text: 'Meine Schwester sagt, sie hat die schlimmsten Kopfschmerzen ihres Lebens, ganz plötzlich unter der Dusche gekommen, sie kann kaum die Augen aufmachen', emergency: true, category: 'sudden_headache'},
  {text: 'worst headache ever, aus dem nichts, wie ein messerstich im kopf und mir wird schwarz vor augen', emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: 'Mein Sohn ist beim Fußball mit dem Kopf gegen einen anderen Spieler geknallt, war kurz weg und hat sich jetzt schon dreimal übergeben', emergency: true, category: 'head_injury'},
  {text: 'Opa ist gestern die Kellertreppe runtergefallen, auf den Kopf, er nimmt Marcumar. Heute ist er so schläfrig und kaum wachzukriegen.', emergency: true, category: 'head_injury'},
  {text: 'Unser Baby (5 Monate) ist vom Wickeltisch gefallen, mit dem Kopf auf die Fliesen', emergency: true, category: 'head_injury'},
  {text: 'Nach dem Sturz vom Fahrrad läuft meiner Freundin klare Flüssigkeit aus der Nase und sie fragt immer wieder dasselbe', emergency: true, category: 'head_injury'},
  {text: 'Mein Mann hat sich den Kopf an einem Balken gestoßen und kurz danach hatte er einen Krampfanfall', emergency: true, category: 'head_injury'},
  {text: 'bin vom pferd gefallen, helm hat nen riss, keine ahnung wie ich nach hause gekommen bin und muss dauernd kotzen', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: 'Mein Vater ist mit der Kreissäge abgerutscht, Schnitt im Unterarm, das Blut spritzt im Takt raus', emergency: true, category: 'severe_bleeding'},
  {text: 'Hab mich an einer kaputten Glasscheibe geschnitten, schon drei Handtücher durchgeblutet und es hört nicht auf, obwohl ich fest drücke', emergency: true, category: 'severe_bleeding'},
  {text: 'Meine Mutter hat gerade Blut erbrochen, richtig viel, hellrot, die ganze Schüssel', emergency: true, category: 'severe_bleeding'},
  {text: 'Mein Mann erbricht was, das aussieht wie Kaffeesatz, und ihm ist total schwindelig', emergency: true, category: 'severe_bleeding'},
  {text: 'seit gestern schwarzer klebriger stuhl wie teer und heute bin ich beim aufstehen fast umgekippt', emergency: true, category: 'severe_bleeding'},
  {text: 'Opa hustet plötzlich richtig viel Blut, bestimmt eine halbe Tasse voll', emergency: true, category: 'severe_bleeding'},
  {text: 'Die Krampfader am Bein von meiner Oma ist aufgeplatzt, das Blut schießt raus, der ganze Badvorleger ist voll', emergency: true, category: 'severe_bleeding'},
  {text: 'Meine Tochter ist in eine Glastür gelaufen, tiefe Wunde am Oberschenkel, das Handtuch ist sofort durchgeblutet', emergency: true, category: 'severe_bleeding'},
  {text: 'Mein Kumpel hat bei ner Schlägerei einen Messerstich in den Bauch bekommen, es blutet stark und er wird ganz blass', emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'Mein Sohn hat Asthma, das Spray hilft nicht, er kann nur noch einzelne Wörter sagen', emergency: true, category: 'breathing'},
  {text: 'Meine Frau kriegt keine Luft mehr und ihre Lippen werden blau', emergency: true, category: 'breathing'},
  {text: 'Opa hat sich an einem Stück Fleisch verschluckt, er kann weder husten noch sprechen und greift sich an den Hals', emergency: true, category: 'breathing'},
  {text: 'ich krieg kaum luft, muss nach jedem zweiten wort atmen und sitz vornübergebeugt am fenster', emergency: true, category: 'breathing'},
  {text: 'Meine Mutter mit COPD ringt nach Luft, sie ist ganz grau-bläulich und total unruhig', emergency: true, category: 'breathing'},
  {text: 'Nach dem Langstreckenflug plötzlich starke Atemnot und Stechen beim Einatmen, meine Wade war schon seit gestern dick', emergency: true, category: 'breathing'},
  {text: "Help, mein Freund can't breathe, er japst nur noch und seine Fingernägel sind blau", emergency: true, category: 'breathing'},
  {text: 'Meine Kleine (2) hat ein Stück Erdnuss eingeatmet, sie würgt und kriegt keine Luft', emergency: true, category: 'breathing'},
  {text: 'Seit einer Stunde immer schlimmere Atemnot, ich kann nicht mehr liegen und hab das Gefühl zu ersticken', emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'Hab vor 10 Minuten Cashews gegessen, jetzt schwillt meine Zunge an und mein Hals wird eng', emergency: true, category: 'anaphylaxis'},
  {text: 'Mein Mann wurde von einer Wespe gestochen, jetzt hat er am ganzen Körper Quaddeln, die Lippen sind dick und ihm wird schwarz vor Augen', emergency: true, category: 'anaphylaxis'},
  {text: 'Nach der ersten Tablette Amoxicillin pfeift meine Tochter beim Atmen und ihr Gesicht schwillt zu', emergency: true, category: 'anaphylaxis'},
  {text: 'nussallergie, im kuchen waren wohl welche drin. hals kratzt, schlucken geht schwer, stimme wird heiser, pen hab ich zuhause vergessen', emergency: true, category: 'anaphylaxis'},
  {text: 'Kollege nach Bienenstich ganz blass, kalter Schweiß, der Hals schwillt an und er sagt, er kippt gleich um', emergency: true, category: 'anaphylaxis'},
  {text: 'Nach dem Garnelen-Essen im Urlaub sind Augenlider und Lippen zugeschwollen und es pfeift beim Atmen', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'Meine Mutter ist in der Küche zusammengebrochen und reagiert nicht, wenn ich sie anspreche', emergency: true, category: 'unconscious'},
  {text: 'Mein Mitbewohner liegt auf dem Boden und ich krieg ihn nicht wach, er atmet so komisch schnarchend', emergency: true, category: 'unconscious'},
  {text: 'Opa sitzt im Sessel und ist nicht wachzukriegen, auch nicht wenn ich ihn kräftig schüttle', emergency: true, category: 'unconscious'},
  {text: 'ein mann ist vor dem supermarkt umgekippt, er atmet nicht richtig, nur so ein schnappen ab und zu', emergency: true, category: 'unconscious'},
  {text: 'Meine Frau ist beim Frühstück einfach vom Stuhl gefallen und ist seit zwei Minuten nicht ansprechbar', emergency: true, category: 'unconscious'},
  {text: 'Mein Sohn (17) liegt im Bett und reagiert auf gar nichts, nicht auf Rufen, nicht auf Kneifen', emergency: true, category: 'unconscious'},

  // seizure
  {text: 'Meine Tochter krampft seit 7 Minuten und es hört nicht auf', emergency: true, category: 'seizure'},
  {text: 'Mein Mann hatte heute zum ersten Mal im Leben einen Krampfanfall, hat am ganzen Körper gezuckt und Schaum vor dem Mund gehabt', emergency: true, category: 'seizure'},
  {text: 'Mein Bruder hat Epilepsie, das ist jetzt der dritte Anfall in einer Stunde und dazwischen wird er nicht richtig wach', emergency: true, category: 'seizure'},
  {text: 'Kollegin hatte einen Anfall und ist dabei mit dem Kopf auf die Tischkante geschlagen, blutet und ist noch nicht wieder wach', emergency: true, category: 'seizure'},
  {text: 'mein cousin zuckt am ganzen körper schon seit ner ewigkeit, bestimmt 10 min, augen sind verdreht', emergency: true, category: 'seizure'},
  {text: 'Meine Mutter hatte vor 20 Minuten einen Krampfanfall, jetzt reagiert sie immer noch nicht und atmet röchelnd', emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'Mein 2-Jähriger hat aus Omas Handtasche Tabletten gegessen, Blutdrucktabletten, ich weiß nicht wie viele', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Kleiner (1,5) hat eine Knopfbatterie aus der Fernbedienung verschluckt', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Vater hat aus einer Wasserflasche getrunken, in die jemand Frostschutzmittel umgefüllt hatte', emergency: true, category: 'overdose_poisoning'},
  {text: 'Ich hab vor 2 Stunden 30 Paracetamol genommen, weil ich nicht schlafen konnte und Zahnschmerzen hatte. Jetzt ist mir schlecht.', emergency: true, category: 'overdose_poisoning'},
  {text: 'Wir haben selbst gesammelte Pilze gegessen und jetzt erbrechen alle vier und haben Durchfall', emergency: true, category: 'overdose_poisoning'},
  {text: 'Meine Freundin hat auf der Party extrem viel Wodka getrunken, hat sich erbrochen und ist jetzt nicht mehr wachzukriegen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Oma hat ihre Herztabletten (Digitoxin) aus Versehen dreimal genommen, jetzt sieht sie alles gelb und ist ganz verwirrt', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Sohn (4) hat einen Schluck WC-Reiniger getrunken, er weint und hustet', emergency: true, category: 'overdose_poisoning'},
  {text: 'kumpel hat zu viele pillen eingeworfen, keine ahnung was, er ist total weggetreten und atmet ganz langsam', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'Bei uns zuhause haben alle Kopfschmerzen und Übelkeit, auch der Hund ist so schlapp, die Gastherme ist erst seit letzter Woche neu', emergency: true, category: 'carbon_monoxide'},
  {text: 'Der CO-Melder piept seit einer Weile und mir und meiner Frau ist schwindelig und übel', emergency: true, category: 'carbon_monoxide'},
  {text: 'Wegen Stromausfall lief der Generator im Keller, jetzt sind die Kinder so komisch müde, haben Kopfweh und eins hat gebrochen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Mein Sohn hat im Auto in der geschlossenen Garage gesessen, Motor lief, jetzt ist er total benommen und lallt', emergency: true, category: 'carbon_monoxide'},
  {text: 'Im Wohnwagen mit dem Gasheizer geschlafen, heute früh krieg ich meinen Mann kaum wach und mir ist kotzübel', emergency: true, category: 'carbon_monoxide'},
  {text: 'Shisha-Abend in der kleinen Wohnung ohne Lüften, jetzt haben drei von uns heftige Kopfschmerzen und Schwindel, einer ist umgekippt', emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: 'Mein Kind (2) hat sich einen Topf mit kochendem Wasser über Brust und Arm gezogen, es bilden sich große Blasen', emergency: true, category: 'burns'},
  {text: 'Beim Grillen Spiritus nachgegossen, meinem Mann ist eine Stichflamme ins Gesicht geschlagen, Augenbrauen weg, Gesicht voller Blasen', emergency: true, category: 'burns'},
  {text: 'Arbeitskollege hat Natronlauge über beide Hände bekommen, die Haut wird ganz weiß und löst sich', emergency: true, category: 'burns'},
  {text: 'Mein Vater hat an einer Starkstromleitung einen Schlag bekommen, an der Hand ist eine schwarze verkohlte Stelle', emergency: true, category: 'burns'},
  {text: 'Küchenbrand, ich hab viel Rauch eingeatmet, meine Stimme ist heiser und ich huste schwarzen Schleim', emergency: true, category: 'burns'},
  {text: 'verbrennung am ganzen unterschenkel vom motorradauspuff, die haut ist weiß und ledrig und tut komischerweise gar nicht weh', emergency: true, category: 'burns'},

  // sepsis
  {text: 'Meine Mutter hat seit drei Tagen eine Blasenentzündung, jetzt ist sie total verwirrt, atmet schnell und zittert am ganzen Körper', emergency: true, category: 'sepsis'},
  {text: 'Nach der OP ist die Wunde rot und eitrig, seit heute Schüttelfrost, Herzrasen und ich hab seit gestern kaum gepinkelt', emergency: true, category: 'sepsis'},
  {text: 'Mein Mann hat hohes Fieber, die Haut an den Beinen ist fleckig marmoriert und er redet wirr', emergency: true, category: 'sepsis'},
  {text: 'Opa hat eine Lungenentzündung, jetzt sind Hände und Füße eiskalt und bläulich, er atmet ganz schnell und ist kaum ansprechbar', emergency: true, category: 'sepsis'},
  {text: 'Fühl mich als ob ich sterbe. Fieber 39,8, Schüttelfrost, seit 12 Stunden nicht gepinkelt, und die Entzündung am Finger ist als roter Streifen bis zum Ellenbogen hoch', emergency: true, category: 'sepsis'},
  {text: 'Oma (88) im Pflegeheim hat seit gestern einen Harnwegsinfekt, heute erkennt sie niemanden mehr, Puls 130, Atmung sehr schnell', emergency: true, category: 'sepsis'},

  // meningitis
  {text: 'Mein Sohn (19, Student) hat hohes Fieber, kann den Kopf nicht nach vorne beugen und das Licht tut ihm in den Augen weh', emergency: true, category: 'meningitis'},
  {text: 'Fieber und so kleine dunkelrote Pünktchen am Bauch, die gehen nicht weg, wenn ich ein Glas draufdrücke', emergency: true, category: 'meningitis'},
  {text: 'Meine Tochter ist 8, hat Fieber, einen ganz steifen Nacken und erbricht dauernd', emergency: true, category: 'meningitis'},
  {text: 'Mitbewohnerin: Fieber, extrem steifer Nacken, liegt im abgedunkelten Zimmer weil Licht so weh tut, und redet irgendwie komisch', emergency: true, category: 'meningitis'},
  {text: 'fieber 40, kopf platzt, nacken steif wie ein brett, licht tut weh. ist das nur grippe?', emergency: true, category: 'meningitis'},
  {text: 'Ausschlag mit lila Flecken an den Beinen, die beim Glastest nicht verblassen, dazu Fieber, mein Freund ist total matt', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'Schwanger in der 7. Woche, starke Schmerzen rechts im Unterbauch und ich bin gerade kurz ohnmächtig geworden', emergency: true, category: 'pregnancy'},
  {text: 'In der 35. SSW, seit heute heftige Kopfschmerzen, Augenflimmern, und Hände und Gesicht sind plötzlich dick geschwollen', emergency: true, category: 'pregnancy'},
  {text: 'Ich bin in der 38. Woche, die Fruchtblase ist geplatzt und ich spüre unten etwas wie eine Schnur raushängen', emergency: true, category: 'pregnancy'},
  {text: 'Mein Baby im Bauch bewegt sich seit gestern Abend gar nicht mehr, bin in der 33. Woche', emergency: true, category: 'pregnancy'},
  {text: 'Vor 5 Tagen entbunden, jetzt blute ich so stark, dass ich jede halbe Stunde eine Vorlage wechseln muss, mit Klumpen so groß wie ein Ei', emergency: true, category: 'pregnancy'},
  {text: 'Meine Frau ist in der 30. Woche schwanger und hatte gerade einen Krampfanfall', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: 'Unser Baby ist 6 Wochen alt und hat 38,4 Fieber', emergency: true, category: 'sick_child'},
  {text: 'Meine Tochter (1) ist ganz schlapp wie eine Stoffpuppe und reagiert kaum auf mich', emergency: true, category: 'sick_child'},
  {text: 'Baby atmet so komisch, so ein Stöhnen bei jedem Ausatmen, und zwischen den Rippen zieht es sich ein', emergency: true, category: 'sick_child'},
  {text: 'Mein Sohn, 10 Monate, trinkt seit heute früh gar nichts mehr, seit 10 Stunden keine nasse Windel und er ist total apathisch', emergency: true, category: 'sick_child'},
  {text: 'Das Baby schreit so schrill, ganz anders als sonst, und ist zwischendurch kaum wach zu kriegen', emergency: true, category: 'sick_child'},
  {text: 'Kleiner (2) hat Fieber und rote Flecken am Bein, die nicht weggehen, wenn man ein Glas draufdrückt', emergency: true, category: 'sick_child'},

  // other_emergency
  {text: 'Mein Sohn (14) hat seit einer Stunde plötzlich extrem starke Schmerzen im Hoden, er muss sich übergeben', emergency: true, category: 'other_emergency'},
  {text: 'Ganz plötzlich stärkste Bauchschmerzen, der Bauch ist hart wie ein Brett und ich kann mich nicht bewegen', emergency: true, category: 'other_emergency'},
  {text: 'Mein Vater hat den ganzen Tag in der Hitze auf dem Dach gearbeitet, jetzt ist er verwirrt, glühend heiß und schwitzt gar nicht mehr', emergency: true, category: 'other_emergency'},
  {text: 'Mein Mann (Insulin-Diabetiker) ist unterzuckert, er reagiert nicht mehr richtig und kann nichts mehr schlucken', emergency: true, category: 'other_emergency'},
  {text: 'Hab Backofenreiniger ins Auge gesprüht bekommen, es brennt höllisch und ich seh nur noch verschwommen', emergency: true, category: 'other_emergency'},
  {text: 'Oma ist nachts im Garten gestürzt und lag stundenlang in der Kälte, sie ist eiskalt, zittert nicht mal mehr und redet kaum', emergency: true, category: 'other_emergency'},

  // --- Routine ---

  // denial
  {text: 'Seit der Trennung bin ich ziemlich down, aber ich hab keinerlei Gedanken, mir was anzutun. Kann mir der Hausarzt was zum Schlafen geben?', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'Husten seit 5 Tagen, keine Schmerzen in der Brust, keine Atemnot, nur nervig. Was hilft?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Meine Tochter ist vom Sofa gerutscht, war nicht bewusstlos, hat nicht erbrochen und ist ganz normal drauf. Muss ich trotzdem zum Arzt?', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'Kopfschmerzen seit heute Nachmittag, nicht plötzlich gekommen, eher wie immer bei Stress, kein steifer Nacken, kein Fieber. Reicht Ibuprofen?', emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'Mein Vater hat manchmal kribbelnde Finger an beiden Händen, aber keine Lähmung, er spricht ganz normal und das Gesicht ist auch normal. Kann das vom Nacken kommen?', emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'Wespenstich am Finger, dick und rot, aber keine Atemprobleme, der Hals ist frei und sonst nirgends Ausschlag. Kühlen reicht oder?', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  {text: 'Fieber 38,5 bei meinem Sohn (9), Nacken ist locker, Licht stört ihn nicht, kein Ausschlag. Einfach ein Infekt?', emergency: false, trap: 'denial', resembles: 'meningitis'},
  {text: 'Mir geht es seit Wochen mies, aber Suizid ist für mich überhaupt kein Thema, ich will nur wissen, wie ich schneller an einen Therapieplatz komme', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'Schwanger in der 20. Woche, bisschen Ziehen im Bauch, keine Blutung, kein Fruchtwasser, das Baby bewegt sich. Ist das normal?', emergency: false, trap: 'denial', resembles: 'pregnancy'},
  {text: 'Meine Frau hat seit gestern Durchfall und leichtes Fieber, aber sie trinkt gut, ist klar im Kopf, atmet normal und geht normal aufs Klo', emergency: false, trap: 'denial', resembles: 'sepsis'},
  {text: 'baby 8 monate hat schnupfen, kein fieber, trinkt wie immer, atmet ganz ruhig, nur die nase läuft. nasenspray ok?', emergency: false, trap: 'denial', resembles: 'sick_child'},
  {text: 'Herzstolpern ab und zu abends auf dem Sofa, kein Druck auf der Brust, keine Atemnot, kein Schwindel. Soll ich das abklären lassen?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Mein Sohn (13) hat beim Fußball einen Tritt in die Leiste bekommen, der Hoden tut nicht weh und ist nicht geschwollen, nur am Oberschenkel ein blauer Fleck', emergency: false, trap: 'denial', resembles: 'other_emergency'},

  // remote_past
  {text: 'Hatte 2016 einen Herzinfarkt mit zwei Stents, seitdem keinerlei Beschwerden. Darf ich in die Sauna?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'Mein Vater hatte vor neun Jahren einen Schlaganfall und hat sich komplett erholt. Darf er noch Auto fahren?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'Als Teenager hab ich mich geritzt, das ist jetzt 12 Jahre her und mir geht es gut. Kann man die Narben weglasern lassen?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'Ich hatte mit 20 eine Hirnhautentzündung, bin jetzt 40 und gesund. Muss ich das bei einer neuen Ärztin angeben?', emergency: false, trap: 'remote_past', resembles: 'meningitis'},
  {text: 'Vor 5 Jahren Lungenembolie, alles ausgeheilt, Blutverdünner längst abgesetzt. Worauf sollte ich beim Langstreckenflug achten?', emergency: false, trap: 'remote_past', resembles: 'breathing'},
  {text: 'Als Kind hatte ich eine schwere Verbrühung am Arm, ist 30 Jahre her. Die Narbe juckt manchmal, was kann ich draufschmieren?', emergency: false, trap: 'remote_past', resembles: 'burns'},
  {text: 'mit 17 hatte ich ne alkoholvergiftung und lag im krankenhaus, jetzt bin ich 35 und trink kaum was. hab ich dadurch bleibende schäden?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'Meine Tochter hatte mit 2 einen Fieberkrampf, jetzt ist sie 7 und hatte nie wieder einen. Darf sie ganz normal schwimmen lernen?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'Hatte 2018 eine Hirnblutung durch ein Aneurysma, wurde gecoilt, seitdem topfit. Darf ich wieder einen Marathon laufen?', emergency: false, trap: 'remote_past', resembles: 'sudden_headache'},
  {text: 'Vor zehn Jahren hatte ich eine Eileiterschwangerschaft, ist gut verheilt. Jetzt wollen wir ein Kind, ist das Risiko höher?', emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: 'Vor Jahren hatte ich nach einem Bienenstich einen allergischen Schock, seitdem Hyposensibilisierung abgeschlossen. Muss ich den Notfallpen trotzdem noch mitnehmen?', emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},
  {text: 'Mein Mann hatte vor 6 Jahren eine Blutvergiftung nach einer Blinddarm-OP, heute ist alles gut. Ist er jetzt anfälliger für Infekte?', emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: 'Hatte 2015 eine Gehirnerschütterung beim Skifahren, bin längst wieder fit. Sollte ich beim Mountainbiken besonders aufpassen?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},

  // dosing
  {text: 'Wie viel Paracetamol-Saft darf mein Sohn (22 kg) auf einmal bekommen, und wie oft am Tag?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Kann ich Ibuprofen und Aspirin zusammen nehmen? Will nicht aus Versehen zu viel erwischen', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Ich nehme Marcumar. Darf ich gegen Kopfweh Ibuprofen nehmen oder blute ich dann leichter?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'Wie oft am Tag darf ich mein Salbutamol-Spray maximal nehmen?', emergency: false, trap: 'dosing', resembles: 'breathing'},
  {text: 'Mein Vater hat Nitrospray für den Notfall. Darf er trotzdem Viagra nehmen?', emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  {text: 'Was ist die Höchstdosis Diclofenac pro Tag? Hab Rückenschmerzen und will es nicht übertreiben', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Welche Schmerzmittel darf ich in der 24. Schwangerschaftswoche nehmen, und wie viel?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: 'Wie viel Ibuprofen-Fiebersaft darf ein Baby mit 8 kg bekommen? Sie ist 9 Monate, hat 38,2 und trinkt gut', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'wie lang muss ich nach ner schlaftablette warten bevor ich alkohol trinken kann? nicht dass ich mich aus versehen vergifte', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Levetiracetam: Abenddosis vergessen, soll ich sie jetzt nachnehmen oder morgen früh einfach normal weiter?', emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: 'Adrenalin-Pen für mein Kind mit 20 kg: welche Dosis ist richtig, 150 oder 300 Mikrogramm?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'Meine Mutter nimmt Sertralin. Darf sie zusätzlich Tramadol bekommen oder gibt es da eine Wechselwirkung?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Um wie viel soll ich mein Insulin reduzieren, wenn ich abends zwei Stunden Fußball spiele, damit ich nicht unterzuckere?', emergency: false, trap: 'dosing', resembles: 'other_emergency'},

  // reassurance
  {text: 'Meine Tochter (4) ist vom Klettergerüst gefallen, hat eine Beule an der Stirn, hat kurz geweint und spielt jetzt wieder ganz normal. Reicht Kühlen?', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'Hab mich beim Zwiebelschneiden in den Finger geschnitten, nach ein paar Minuten Drücken hat es aufgehört zu bluten. Pflaster reicht?', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: 'Mein Sohn hat sich eben an Wasser verschluckt und heftig gehustet, jetzt atmet er wieder ganz normal und redet. Muss ich was beachten?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Der CO-Melder im Flur hat gepiept, war aber nur die leere Batterie, keiner hat irgendwelche Beschwerden. Wie oft sollte man die tauschen?', emergency: false, trap: 'reassurance', resembles: 'carbon_monoxide'},
  {text: 'Hab mir an der Ofentür den Handrücken verbrannt, ist nur etwas gerötet, keine Blasen und tut kaum noch weh', emergency: false, trap: 'reassurance', resembles: 'burns'},
  {text: 'Mein Mann ist heute beim Blutabnehmen kurz umgekippt, war sofort wieder da, jetzt trinkt er Kaffee und ist fit. Ist das normal?', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  {text: 'Kleiner Ausschlag am Bauch meiner Tochter, die Flecken verschwinden beim Glastest, kein Fieber, sie ist fröhlich wie immer', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: 'Die Katze hat mich gestern in die Hand gekratzt, kleine Wunde, kein Fieber, nicht rot, nicht geschwollen. Muss ich was machen?', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'Schwanger 12. Woche, hatte einen Tropfen bräunlichen Ausfluss, keine Schmerzen, beim Ultraschall gestern war alles in Ordnung', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'Mein Augenlid zuckt seit gestern, Sprechen geht normal, Gesicht ist symmetrisch, Arme und Beine kann ich normal bewegen. Stress?', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  {text: 'Mein Sohn hat an einem Spülmaschinentab geleckt und sofort ausgespuckt, der Giftnotruf sagt, das ist unbedenklich. Mund ausspülen reicht?', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'Gestern beim Sport kurz ein Stechen links in der Brust, nur wenn ich mich gedreht habe, ging sofort weg, heute nichts mehr. Muskulär?', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'Baby (4 Monate) hat nach der Impfung 37,9, trinkt gut, ist munter und lacht viel', emergency: false, trap: 'reassurance', resembles: 'sick_child'},

  // general_question
  {text: 'Woran erkennt man einen Schlaganfall bei älteren Menschen?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Was ist der Unterschied zwischen einem Herzinfarkt und Angina pectoris?', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'Wie wird eine Sepsis im Krankenhaus eigentlich behandelt?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'Ab wann muss man bei einem Krampfanfall den Notarzt rufen? Frage für meinen Erste-Hilfe-Kurs', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'Welche Symptome hat eine Kohlenmonoxidvergiftung?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'wie geht nochmal die stabile seitenlage?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'Was macht man bei einer Verbrennung als erste Hilfe, kaltes Wasser oder lieber lauwarm?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'Wie kann man als Angehöriger erkennen, ob jemand suizidgefährdet ist?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'Was ist eine Präeklampsie und wie häufig kommt sie vor?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'Wie lange ist man nach einer Gehirnerschütterung normalerweise krankgeschrieben?', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  {text: 'Welche Impfungen gibt es gegen Meningokokken und ab welchem Alter?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'Was ist der Heimlich-Griff und wann macht man ihn?', emergency: false, trap: 'general_question', resembles: 'breathing'},
  {text: 'Was ist ein Donnerschlagkopfschmerz und woher kommt er?', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},

  // mild
  {text: 'Leichte Kopfschmerzen, die sich über den Tag langsam aufgebaut haben, nach acht Stunden am Bildschirm. Tipps?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Hab mich am Bügeleisen verbrannt, ne Stelle so groß wie ein Daumennagel, bisschen rot. Was drauf?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Nasenbluten beim Schnäuzen, nach 5 Minuten war es vorbei. Passiert mir im Winter öfter.', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Meine Tochter (3) hat Schnupfen und hustet ein bisschen, isst und trinkt normal und spielt', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'Nach rohen Äpfeln kribbelt mein Mund immer ein bisschen, sonst nichts, nichts schwillt an. Ist das eine Allergie?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'Bin heute morgen beim schnellen Aufstehen kurz schwarz vor Augen geworden, nicht umgefallen, war sofort wieder gut', emergency: false, trap: 'mild', resembles: 'unconscious'},
  {text: 'Bisschen außer Atem beim Treppensteigen in den 4. Stock, bin ziemlich untrainiert, sonst geht es mir gut', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Ziehen im Nacken nach langem Sitzen am Schreibtisch, kein Fieber, wird mit Wärme besser', emergency: false, trap: 'mild', resembles: 'meningitis'},
  {text: 'Bin in der 28. SSW und hab abends leicht geschwollene Knöchel, Blutdruck ist normal, keine Kopfschmerzen', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Hab mir den Kopf an der Schranktür gestoßen, kleine Beule, tut bisschen weh, sonst nix', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Kleiner Kratzer am Knie ist am Rand etwas gerötet, kein Fieber, fühl mich gut', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'Meine Hand ist eingeschlafen, weil ich drauf gelegen hab, jetzt kribbelt es noch etwas', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Leichtes Bauchgrummeln nach zu viel Pizza gestern, der Bauch ist weich und es wird schon besser', emergency: false, trap: 'mild', resembles: 'other_emergency'},

  // everyday
  {text: 'Wie lange dauert eine normale Erkältung ungefähr?', emergency: false, trap: 'everyday'},
  {text: 'ich hab seit 3 tagen schnupfen und halsweh, darf ich trotzdem arbeiten gehen?', emergency: false, trap: 'everyday'},
  {text: 'Ist es sinnvoll, im Winter Vitamin D zu nehmen?', emergency: false, trap: 'everyday'},
  {text: 'Mein Sohn hat Läuse aus der Kita mitgebracht, was hilft am besten?', emergency: false, trap: 'everyday'},
  {text: 'Wie oft sollte man zur professionellen Zahnreinigung?', emergency: false, trap: 'everyday'},
  {text: 'Rückenschmerzen vom Homeoffice, welche Übungen helfen?', emergency: false, trap: 'everyday'},
  {text: 'Kann man mit Heuschnupfen draußen joggen gehen?', emergency: false, trap: 'everyday'},
  {text: 'Seit Wochen wach ich jede Nacht um 4 Uhr auf und kann nicht mehr einschlafen. Tipps?', emergency: false, trap: 'everyday'},
  {text: 'Welche Impfungen brauche ich für eine Reise nach Thailand?', emergency: false, trap: 'everyday'},
  {text: 'Mein Blutdruck war beim Hausarzt 142/88, ist das schon zu hoch?', emergency: false, trap: 'everyday'},
  {text: 'warze am fuß, geht die von alleine weg?', emergency: false, trap: 'everyday'},
  {text: 'Meine Mutter (80) vergisst in letzter Zeit öfter Termine. Ab wann sollte man an Demenz denken?', emergency: false, trap: 'everyday'},
  {text: 'Cholesterin 240, was kann ich an der Ernährung ändern?', emergency: false, trap: 'everyday'},
  {text: 'Is it okay, wenn ich nach dem Training jeden Tag Eiweißshakes trinke? Oder schadet das den Nieren?', emergency: false, trap: 'everyday'},
  {text: 'Meine Tochter (14) hat ihre Periode erst seit einem Jahr und sehr unregelmäßig, ist das in dem Alter normal?', emergency: false, trap: 'everyday'},
  {text: 'Fusspilz kommt immer wieder, was kann ich tun?', emergency: false, trap: 'everyday'},
  {text: 'Wie viel Wasser sollte man am Tag trinken?', emergency: false, trap: 'everyday'},
  {text: 'Baby 3 Monate spuckt nach dem Trinken oft ein bisschen, nimmt aber gut zu. Normal?', emergency: false, trap: 'everyday'},
  {text: 'Kann ich mit einer leichten Erkältung ins Fitnessstudio?', emergency: false, trap: 'everyday'},
  {text: 'Meine Augen sind abends immer trocken und brennen, liegt das am Bildschirm?', emergency: false, trap: 'everyday'},
  {text: 'Wie bekomme ich eine Überweisung zum Hautarzt, brauch ich die überhaupt?', emergency: false, trap: 'everyday'},
  {text: 'Zeckenbiss vor zwei Tagen, Zecke komplett rausbekommen. Worauf muss ich in den nächsten Wochen achten?', emergency: false, trap: 'everyday'},
  {text: 'Mein Mann schnarcht extrem laut und macht manchmal Atempausen im Schlaf, sollte er zum Schlaflabor?', emergency: false, trap: 'everyday'},
  {text: 'sodbrennen nach dem essen fast jeden abend, was hilft?', emergency: false, trap: 'everyday'},
  {text: 'Ab welchem Alter sollte man zur Darmspiegelung?', emergency: false, trap: 'everyday'},
  {text: 'Hab seit vier Tagen Verstopfung, gibt es gute Hausmittel?', emergency: false, trap: 'everyday'},
  {text: 'Seit der Geburt vor 3 Monaten fallen mir die Haare büschelweise aus, ist das normal?', emergency: false, trap: 'everyday'},
  {text: 'Wie lange ist man mit Magen-Darm ansteckend?', emergency: false, trap: 'everyday'},
  {text: 'Eingewachsener Zehennagel, leicht gerötet. Kann ich das selbst behandeln?', emergency: false, trap: 'everyday'},
  {text: 'Was ist besser bei Muskelkater, Wärme oder Kälte?', emergency: false, trap: 'everyday'},
  {text: 'Mein Sohn (6) macht nachts noch ins Bett, ab wann sollte man was unternehmen?', emergency: false, trap: 'everyday'},
  {text: 'Meine Knie knacken beim Treppensteigen, tut aber nicht weh. Schlimm?', emergency: false, trap: 'everyday'},
  {text: 'Kann man Grippeimpfung und Corona-Impfung am selben Tag machen?', emergency: false, trap: 'everyday'},
  {text: 'Ich will mit dem Rauchen aufhören, was hilft wirklich?', emergency: false, trap: 'everyday'},
  {text: 'Tinnitus seit dem Konzert gestern Abend, geht das wieder weg?', emergency: false, trap: 'everyday'},
  {text: 'Mir wird bei Autofahrten immer übel, gibt es was gegen Reiseübelkeit?', emergency: false, trap: 'everyday'},
  {text: 'Petite question: meine Oma aus Lyon fragt, ob man eine Laktoseintoleranz testen lassen kann?', emergency: false, trap: 'everyday'},
]

export default messages
