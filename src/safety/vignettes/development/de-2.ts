/** German messages for the red-flag detector, development half, second part: the first held-out half, measured once and then given to the rules (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'Seit ca. 20 Minuten hab ich so einen Druck auf der Brust, als ob jemand drauf sitzt, und es zieht in den linken Arm. Bin total verschwitzt. Was soll ich machen?', emergency: true, category: 'chest_pain'},
  {text: 'hallo kurze frage, ist es normal dass es beim treppensteigen vorhin so stark in der brust gebrannt hat und jetzt im sitzen immer noch eng ist? mir ist auch uebel und kalt schweissig', emergency: true, category: 'chest_pain'},
  {text: 'glaub ich hab nen herzinfakt brust tut so weh linker arm taub', emergency: true, category: 'chest_pain'},
  {text: 'Meine Oma (81) klagt seit heute Nachmittag über ein Ziehen im Oberbauch und in der Brust, ist kurzatmig und sehr blass, sie meint es ist nur der Magen aber sie sieht gar nicht gut aus', emergency: true, category: 'chest_pain'},
  {text: 'hab vor ner stunde beim joggen so ein druecken in der brust bekommen, hab aufgehoert aber es is imma noch da und mein linker arm kribbelt, bin neunundvierzig', emergency: true, category: 'chest_pain'},
  {text: 'Sorry falls das eine blöde Frage ist. Ich hatte gestern Abend Stress mit der Familie und seitdem drückt es in der Brust, heute Morgen wird es schlimmer, es strahlt in den Unterkiefer und ich habe kalten Schweiss auf der Stirn. Ich nehme sonst nur was gegen Bluthochdruck und wollte eigentlich nur fragen ob ich eine Tablette mehr nehmen soll.', emergency: true, category: 'chest_pain'},
  {text: 'Mein Vater, 66, hat vor einer halben Stunde beim Rasenmähen plötzlich Schmerzen in der Brust bekommen, die bis in den Rücken zwischen die Schulterblätter gehen, er ist jetzt ganz kaltschweissig und will trotzdem keinen Arzt', emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'Meine Mutter redet seit 10 Minuten ganz verwaschen und ihr Mundwinkel hängt rechts runter. Sie sagt es geht ihr gut aber das stimmt doch nicht oder?', emergency: true, category: 'stroke'},
  {text: 'ich seh seit heute frueh auf dem rechten auge ploetzlich nix mehr, einfach schwarz, tut nicht weh. ist das schlimm?', emergency: true, category: 'stroke'},
  {text: 'mein freund spricht auf einmal komisch, total lallend aber er hat nix getrunken, und seine rechte hand is ganz taub sagt er', emergency: true, category: 'stroke'},
  {text: 'my dad suddenly can not find his words, er versucht was zu sagen aber es kommt nur quatsch raus, started like 15 min ago', emergency: true, category: 'stroke'},
  {text: 'Ich (54) habe seit ca. einer halben Stunde ein taubes Gefühl im ganzen linken Bein und Arm und mir ist schwindelig, ich kann kaum gerade gehen. Kopfschmerzen habe ich keine. Kann das vom Nacken kommen?', emergency: true, category: 'stroke'},
  {text: 'hilfe mein vater kann den arm nicht mehr hochheben und redet wirres zeug, seit zwanzig minuten', emergency: true, category: 'stroke'},
  {text: 'Meine Nachbarin hat mich gerade angerufen und konnte kaum sprechen, ganz undeutlich, sie sagt ihr rechter Arm gehorcht nicht mehr. Ich bin jetzt bei ihr, was mach ich?', emergency: true, category: 'stroke'},

  // sudden_headache
  {text: 'Vor etwa 10 Minuten hatte ich schlagartig die schlimmsten Kopfschmerzen meines Lebens, wie ein Schlag mit dem Hammer auf den Hinterkopf. Ich musste mich übergeben. Normalerweise habe ich nie Kopfweh.', emergency: true, category: 'sudden_headache'},
  {text: 'beim kreuzheben im fitness ploetzlich ein knall im kopf und jetzt unertraegliche kopfschmerzen, nie so gehabt', emergency: true, category: 'sudden_headache'},
  {text: 'is it normal, dass kopfschmerzen innerhalb von einer minute von null auf hundert gehen? hab das grad, schlimmstes kopfweh ever und mir is kotzuebel', emergency: true, category: 'sudden_headache'},
  {text: 'Mein Sohn (17) kam gerade vom Fussball, hat plötzlich gesagt es hat in seinem Kopf geknallt, seitdem wahnsinnige Kopfschmerzen und er hat zweimal erbrochen. Er hat keinen Ball an den Kopf bekommen.', emergency: true, category: 'sudden_headache'},
  {text: 'vorhin aufm klo beim pressen auf einmal als ob mir jemand mit nem baseballschläger auf den hinterkopf haut, so schlimm war es noch nie, mir is voll schwindlig', emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: 'Mein Sohn (8) ist vom Klettergerüst auf den Kopf gefallen, war kurz weg, jetzt hat er schon zweimal gebrochen und ist total müde.', emergency: true, category: 'head_injury'},
  {text: 'Meine Mutter nimmt Marcumar und ist heute früh im Bad gestürzt und mit dem Kopf gegen das Waschbecken geknallt. Sie hat eine Beule und ist jetzt etwas durcheinander.', emergency: true, category: 'head_injury'},
  {text: 'unser baby (5 monate) ist mir vom wickeltisch gefallen, mit dem kopf auf die fliesen. sie hat sofort geweint aber jetzt ist sie so schlaefrig', emergency: true, category: 'head_injury'},
  {text: 'Hab beim Eishockey einen Check bekommen und bin mit dem Kopf aufs Eis, war kurz bewusstlos sagen die anderen. Jetzt wird das Kopfweh immer stärker und mir ist übel. Soll ich einfach schlafen gehen?', emergency: true, category: 'head_injury'},
  {text: 'kumpel ist vom dach gefallen, so drei meter, auf den kopf, er redet aber blutet aus dem ohr', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: 'hab mich mit der kreisäge in die hand geschniten, das blut spritzt richtig raus, hab ein handtuch drauf aber is schon durchgeweicht', emergency: true, category: 'severe_bleeding'},
  {text: 'Ich huste seit einer Stunde immer wieder richtiges Blut ab, nicht nur Fäden, sondern einen Mundvoll. Ich weiss nicht ob das gefährlich ist.', emergency: true, category: 'severe_bleeding'},
  {text: 'mein stuhl ist seit gestern schwarz wie teer und klebrig, und heute wurde mir beim aufstehen schwarz vor augen', emergency: true, category: 'severe_bleeding'},
  {text: 'Bin Bauarbeiter, Kollege hat sich mit der Flex am Unterarm erwischt, hellrotes Blut pulsiert raus, wir drücken drauf. Was noch?', emergency: true, category: 'severe_bleeding'},
  {text: 'Nach meiner Zahn-OP heute morgen blutet es seit Stunden, ich hab schon zig Tupfer durchgebissen, alles voller Blut im Mund, es hört einfach nicht auf und mir wird schwummrig', emergency: true, category: 'severe_bleeding'},
  {text: 'Grüss Gott, bei meiner Mutter (70) ist heute eine Krampfader am Bein aufgeplatzt, das Blut schiesst richtig raus, wir haben ein Tuch drauf aber es sickert durch. Sollen wir die Rettung rufen?', emergency: true, category: 'severe_bleeding'},
  {text: 'kid fell on glass, tiefer schnitt am arm, blood everywhere, es hoert nicht auf trotz druck', emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'kriege keine luft mehr, asthmaspray hilft nicht, hab schon sechs hübe genommen', emergency: true, category: 'breathing'},
  {text: 'Mein Mann hat sich an einem Stück Fleisch verschluckt, er hustet nicht mehr, fasst sich an den Hals und läuft rot an', emergency: true, category: 'breathing'},
  {text: 'Guten Tag, ich habe COPD und seit heute morgen wird die Atemnot immer schlimmer, ich kann keinen Satz mehr zu Ende sprechen und meine Lippen sind grau. Ich bin allein zu Hause.', emergency: true, category: 'breathing'},
  {text: 'ich kann nicht atmen es fuehlt sich an als ob mir jemand den hals zudrueckt seit 10 min wird schlimmer', emergency: true, category: 'breathing'},
  {text: 'Mein Vater atmet seit einer halben Stunde ganz komisch, so röchelnd mit langen Pausen dazwischen, er reagiert aber noch ein bisschen wenn ich ihn anspreche.', emergency: true, category: 'breathing'},
  {text: 'is es normal dass mein freund beim atmen so zieht und pfeift und ganz blau um den mund is? er hat asthma, spray hilft kaum', emergency: true, category: 'breathing'},
  {text: 'mein kumpel atmet nicht mehr!!! was soll ich machen', emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'Hab grad Erdnüsse gegessen obwohl ich allergisch bin, meine Lippen schwellen an und mein Hals fühlt sich eng an, Stimme ganz heiser', emergency: true, category: 'anaphylaxis'},
  {text: 'Nach der ersten Tablette Amoxicillin vor einer halben Stunde schwillt meine Zunge an und ich kann schlecht schlucken. Ist das eine normale Nebenwirkung?', emergency: true, category: 'anaphylaxis'},
  {text: 'mein sohn hat beim kindergeburtstag kuchen mit nuessen gegessen, gesicht schwillt an, er hustet und atmet pfeifend, haben den adrenalinpen gegeben', emergency: true, category: 'anaphylaxis'},
  {text: 'after eating sushi my lips are swollen und mein hals kratzt so komisch, fuehlt sich an als wuerde er zugehen', emergency: true, category: 'anaphylaxis'},
  {text: 'Grüss Gott, meine Frau hat gerade ein neues Schmerzmittel genommen und jetzt sind ihre Oberlippe und die Zunge dick geschwollen, sie bekommt schwer Luft.', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'Meine Frau ist gerade in der Küche umgefallen und wacht nicht auf, sie atmet aber', emergency: true, category: 'unconscious'},
  {text: 'mein mitbewohner liegt aufm boden im bad und ich krieg ihn nicht wach, hat gestern viel getrunken', emergency: true, category: 'unconscious'},
  {text: 'a guy just collapsed at the bus stop, er reagiert nicht, was soll ich tun', emergency: true, category: 'unconscious'},
  {text: 'Ist es normal, dass jemand nach einem Ohnmachtsanfall nach fünf Minuten immer noch nicht zu sich kommt? Mein Bruder liegt da und reagiert nicht mal wenn ich ihn kneife.', emergency: true, category: 'unconscious'},
  {text: 'Mein Onkel ist beim Grillen einfach umgefallen und ist jetzt seit zwei Minuten bewusstlos. 144 oder 112? Wir sind in Basel.', emergency: true, category: 'unconscious'},

  // seizure
  {text: 'Mein Mann krampft gerade am ganzen Körper, Schaum vorm Mund, er hatte das noch nie!', emergency: true, category: 'seizure'},
  {text: 'kolegin is umgefallen und zuckt mit armen und beinen, augen verdreht, was tun', emergency: true, category: 'seizure'},
  {text: 'Hallo, meine Oma (80) hat eben zum ersten Mal im Leben einen Anfall gehabt, sie hat gezuckt und war weg, jetzt ist sie wieder da aber sehr verwirrt.', emergency: true, category: 'seizure'},
  {text: 'mein freund hat epilepsie und hatte heute schon drei anfaelle hintereinander, dazwischen wird er nicht richtig wach', emergency: true, category: 'seizure'},
  {text: 'Ich glaub ich hatte gerade einen Krampfanfall, mein Freund sagt ich hab gezuckt und war weg, hatte das noch nie, jetzt hab ich Muskelkater und hab mir auf die Zunge gebissen', emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'Mein Zweijähriger hat eine Packung Paracetamol aufgemacht und mindestens ein paar Tabletten geschluckt, ich weiss nicht wie viele.', emergency: true, category: 'overdose_poisoning'},
  {text: 'Meine Tochter (4) hat aus Versehen einen Spülmaschinentab in den Mund gesteckt und draufgebissen, jetzt spuckt sie und weint.', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Freund hat auf einer Party irgendwas genommen, jetzt hat er Herzrasen, ist total heiss und redet wirres Zeug', emergency: true, category: 'overdose_poisoning'},
  {text: 'hab aus versehen aus ner wasserflasche getrunken in der mein mitbewohner chlorreiniger aufbewahrt hat, brennt wie hoelle im hals', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein bruder hat glaub ich ne uberdosis heroin, er atmet ganz langsam und die pupillen sind winzig', emergency: true, category: 'overdose_poisoning'},
  {text: 'Unser Sohn (3) hat mehrere von diesen kleinen Magnetkugeln aus dem Spielzeug verschluckt, er wirkt noch normal. Müssen wir sofort los?', emergency: true, category: 'overdose_poisoning'},
  {text: 'my sister took a whole pack of her antidepressants, sie hat mir grad geschrieben, ich bin auf dem weg zu ihr', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'Wir haben alle drei seit heute morgen Kopfweh und Übelkeit, und der Hund ist auch so komisch träge. Unsere Gastherme macht seit gestern komische Geräusche.', emergency: true, category: 'carbon_monoxide'},
  {text: 'Wir haben wegen Stromausfall den Generator in der Garage laufen lassen, jetzt sind die Kinder so benommen und mein Mann hat starke Kopfschmerzen.', emergency: true, category: 'carbon_monoxide'},
  {text: 'Mitbewohnerin und ich haben beide Kopfschmerzen seit wir den alten Gasheizstrahler benutzen, heute ist sie kaum wach zu kriegen', emergency: true, category: 'carbon_monoxide'},
  {text: 'carbon monoxide alarm is beeping, wir haben alle kopfweh und mein sohn hat gerade erbrochen, was sollen wir machen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Mein Mann hat in der Garage am laufenden Auto geschraubt, das Tor war zu, jetzt ist er ganz verwirrt, hat Kopfschmerzen und ihm ist übel.', emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: 'Mein Kleiner (1,5) hat den Teebecher vom Tisch gezogen, heisser Tee über Brust und Arm, die Haut wirft grosse Blasen', emergency: true, category: 'burns'},
  {text: 'Mein Mann hat sich an einer Stromleitung einen Schlag geholt, an der Hand ist eine schwarze Stelle und er sagt, es tut gar nicht weh', emergency: true, category: 'burns'},
  {text: 'abflussreiniger ist mir ueber beide haende gelaufen, die haut wird weiss und schaelt sich', emergency: true, category: 'burns'},
  {text: 'baby hat die hand auf die herdplatte gelegt, ganze handflaeche voller blasen, sie schreit', emergency: true, category: 'burns'},
  {text: 'Ich habe mir beim Abgiessen kochendes Nudelwasser über den Unterleib und die Oberschenkel gekippt, grossflächig Blasen, so gross wie zwei Hände.', emergency: true, category: 'burns'},

  // sepsis
  {text: 'Hallo, ich wollte eigentlich nur fragen ob ich mit einer Blasenentzündung weiter arbeiten gehen kann, ich hab die seit drei Tagen und dachte das geht von allein weg mit Cranberrysaft und so, aber heute hab ich Fieber und Schüttelfrost bekommen, pinkle kaum noch und bin irgendwie total durcheinander, meine Hände sind eiskalt, und jetzt weiss ich nicht ob ich morgen früh beim Hausarzt anrufen soll oder was.', emergency: true, category: 'sepsis'},
  {text: 'mein vater hat eine entzuendete wunde am fuss (diabetiker), seit heute zittert er am ganzen koerper, atmet schnell und sagt er hat das gefuehl er stirbt', emergency: true, category: 'sepsis'},
  {text: 'Lungenentzündung diagnostiziert vorgestern, Antibiotikum genommen, aber heute ist mein Mann kaum ansprechbar, seine Haut ist marmoriert und er atmet wie nach einem Sprint', emergency: true, category: 'sepsis'},
  {text: 'is it normal to feel this bad mit ner nierenbeckenentzuendung? 40 fieber, zittere unkontrolliert, meine lippen sind blaeulich und ich kann kaum stehen', emergency: true, category: 'sepsis'},
  {text: 'Biss von der Katze am Finger vor zwei Tagen, jetzt ein roter Streifen den Arm hoch, Fieber, Schüttelfrost und ich bin total benebelt und verwirrt', emergency: true, category: 'sepsis'},

  // meningitis
  {text: 'Meine Tochter (6) hat Fieber, klagt über Nackenschmerzen und kann das Kinn nicht auf die Brust legen. Das Licht tut ihr in den Augen weh.', emergency: true, category: 'meningitis'},
  {text: 'Mein Sohn hat Fieber und kleine rote Punkte an den Beinen, ich hab den Glastest gemacht und die gehen nicht weg', emergency: true, category: 'meningitis'},
  {text: 'Mitbewohner im Studentenwohnheim hat hohes Fieber, starke Kopfschmerzen, kann den Kopf nicht nach vorne beugen und ist seit Mittag total benommen.', emergency: true, category: 'meningitis'},
  {text: 'Ist es normal dass ein Fieberausschlag nicht weggeht wenn man ein Glas draufdrückt? Mein Mann hat 40 Fieber und ist so komisch schläfrig.', emergency: true, category: 'meningitis'},
  {text: 'seit heute morgen fieber, schuettelfrost, extrem kopfweh, nacken steif wie ein brett und jetzt noch so punktfoermiger ausschlag am bauch', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'Ich bin in der 34. Woche und habe seit heute starke Kopfschmerzen, sehe Blitze und mein Gesicht und meine Hände sind plötzlich ganz geschwollen.', emergency: true, category: 'pregnancy'},
  {text: 'bin ungefaehr in der 7. woche schwanger, hab starke schmerzen rechts unten im bauch, mir wurde schwarz vor augen und die schulter tut komisch weh', emergency: true, category: 'pregnancy'},
  {text: 'Vor drei Tagen entbunden und jetzt blute ich so stark, dass ich jede Stunde eine Binde durchweiche, und es kommen faustgrosse Koagel', emergency: true, category: 'pregnancy'},
  {text: 'Fruchtwasser ist gestern Mittag abgegangen, wir wollten abwarten bis Wehen kommen, jetzt hab ich 38,9 und mir ist kalt', emergency: true, category: 'pregnancy'},
  {text: 'ss 32. woche, seit heute frueh seh ich verschwommen, sternchen vor den augen, kopfweh wie nie und die fuesse und finger sind ueber nacht dick wie ballons', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: 'Meine Tochter ist sechs Wochen alt und hat 38,4 Fieber, rektal gemessen. Sie trinkt noch ein bisschen.', emergency: true, category: 'sick_child'},
  {text: 'Mein Sohn (9 Monate) ist ganz schlapp, wie ein nasser Sack, und grunzt bei jedem Atemzug. Man sieht die Rippen einziehen.', emergency: true, category: 'sick_child'},
  {text: 'Baby (4 Monate) hat seit gestern Brechdurchfall, spuckt alles wieder aus, auch Tee, und die Windel ist seit über 12 Stunden trocken', emergency: true, category: 'sick_child'},
  {text: 'ist es normal dass ein baby so schrill schreit? wie ein hohes quietschen, nicht wie sonst, und sie laesst sich nicht beruhigen und is ganz blass', emergency: true, category: 'sick_child'},
  {text: 'Mein Baby hat beim Trinken blaue Lippen bekommen und atmet jetzt so komisch stöhnend', emergency: true, category: 'sick_child'},
  {text: 'my baby is 10 weeks old, hat 38,5 fieber, is that an emergency? er is sonst ganz normal', emergency: true, category: 'sick_child'},
  {text: 'unser kind (3) hatte krupphusten aber jetzt is es anders, er sabbert, sitzt nach vorne gebeugt und macht beim einatmen so ein lautes geraeusch, und er is grau im gesicht', emergency: true, category: 'sick_child'},

  // self_harm
  {text: 'Ich hab keine Lust mehr auf das alles. Alle wären besser dran ohne mich. Hab die Tabletten schon hier liegen.', emergency: true, category: 'self_harm'},
  {text: 'Meine Freundin hat mir gerade geschrieben "danke für alles, pass auf meine Katze auf" und geht nicht mehr ans Handy. Sie hat seit Wochen gesagt, sie will nicht mehr.', emergency: true, category: 'self_harm'},
  {text: 'bin nur noch eine last fuer meine familie, jeden abend hoffe ich, dass ich morgens einfach nicht mehr aufwache', emergency: true, category: 'self_harm'},
  {text: 'hab mir ein seil gekauft. hab nen plan. wollt das nur irgendwem sagen', emergency: true, category: 'self_harm'},
  {text: 'Mein Mann sagt seit ein paar Tagen so Sachen wie "bald habt ihr eure Ruhe vor mir" und hat heute sein Testament rausgesucht und mir die Passwörter aufgeschrieben. Er ist seit Monaten sehr depressiv.', emergency: true, category: 'self_harm'},
  {text: 'Guten Abend. Ich weiss nicht, wo ich sonst schreiben soll. Seit der Trennung schlafe ich kaum, esse kaum, gehe nicht mehr zur Arbeit, und heute Nacht habe ich am offenen Fenster im achten Stock gestanden und darüber nachgedacht zu springen. Ich habe Angst, dass ich es das nächste Mal mache.', emergency: true, category: 'self_harm'},
  {text: 'kann nich mehr. will dass alles aufhoert. heute nacht mach ichs', emergency: true, category: 'self_harm'},

  // other_emergency
  {text: 'Seit einer Stunde habe ich extrem starke Bauchschmerzen, der Bauch ist hart wie ein Brett und ich kann mich nicht bewegen ohne zu schreien.', emergency: true, category: 'other_emergency'},
  {text: 'Mein Mann ist Diabetiker (Insulin), er ist gerade total verwirrt, schwitzt wie verrückt und reagiert komisch, das Messgerät zeigt 38', emergency: true, category: 'other_emergency'},
  {text: 'mein vater, zucker zeigt nur noch HI an, er hat extrem durst, pinkelt dauernd und ist jetzt ganz benommen und atmet so tief', emergency: true, category: 'other_emergency'},
  {text: 'meine hand is seit dem gips so kalt und blass und taub, finger sind blaeulich und ich kann sie kaum bewegen, tut hoellisch weh', emergency: true, category: 'other_emergency'},

  // routine: chest_pain
  {text: 'Ich hab überhaupt keine Schmerzen in der Brust, kein Druck, nix, nur mein Herz stolpert manchmal abends kurz wenn ich im Bett liege. Muss ich damit zum Hausarzt?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'hab seit dem umzug beim tief einatmen so ein ziehen zwischen den rippen rechts, wenn ich drauf drueck tuts weh. muskelkater?', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Ich hatte 2016 einen Herzinfarkt und habe zwei Stents bekommen, bin seitdem beschwerdefrei und fit. Darf ich in die Sauna?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'Was sind eigentlich die typischen Anzeichen für einen Herzinfarkt bei Frauen? Ich habe gelesen, die sind anders als bei Männern.', emergency: false, trap: 'general_question', resembles: 'chest_pain'},

  // routine: stroke
  {text: 'Mein Vater hatte 2019 einen Schlaganfall und hat sich komplett erholt. Jetzt will er wieder Auto fahren, braucht er dafür ein Attest?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'Wofür steht nochmal dieser FAST-Test bei Schlaganfall? Wir sollen das im Erste-Hilfe-Kurs lernen.', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Mir ist heute früh die Hand eingeschlafen, weil ich drauf gelegen hab. Nach ein paar Minuten war alles wieder normal, Gesicht, Sprechen, alles ok. Kann das einfach vom Liegen kommen?', emergency: false, trap: 'reassurance', resembles: 'stroke'},

  // routine: sudden_headache
  {text: 'Ich habe seit zwei Tagen leichte Kopfschmerzen, so ein dumpfer Druck an der Stirn, ich sitze viel am Bildschirm. Hilft da eher Pfefferminzöl oder eine Tablette?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Woran erkennt man denn, ob Kopfschmerzen gefährlich sind? Ich habe von Hirnblutungen gelesen und frage mich, was die Warnzeichen sind.', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: 'Meine Migräne ist wieder da, genau wie sonst auch, langsam gekommen mit Aura vorher, nichts plötzliches oder ungewöhnliches. Kann ich Sumatriptan und Ibuprofen zusammen nehmen?', emergency: false, trap: 'denial', resembles: 'sudden_headache'},

  // routine: head_injury
  {text: 'Mein Sohn (5) ist beim Spielen gegen die Tischkante gelaufen, hat eine kleine Beule an der Stirn, hat kurz geweint und spielt jetzt wieder ganz normal. Soll ich kühlen?', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'hab mir heute den kopf an der dachschraege gestossen, tut bissl weh an der stelle, sonst nix. wie lang haelt so ne beule?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'Mein Mann ist beim Fahrradfahren gestürzt, mit Helm. Er war nicht bewusstlos, hat nicht erbrochen und weiss alles noch. Der Helm hat einen Riss, muss man den jetzt wegschmeissen?', emergency: false, trap: 'denial', resembles: 'head_injury'},

  // routine: severe_bleeding
  {text: 'Hatte heute morgen Nasenbluten, nach fünf Minuten Zudrücken hat es aufgehört. Kommt öfter vor im Winter wenn die Heizung läuft. Was kann ich gegen trockene Nasenschleimhaut tun?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Ich nehme Xarelto wegen Vorhofflimmern. Darf ich bei Rückenschmerzen Ibuprofen nehmen oder ist das wegen Blutungen gefährlich?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'Ab wann muss eine Schnittwunde eigentlich genäht werden? Gibt es da eine Faustregel?', emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},

  // routine: breathing
  {text: 'Bin erkältet und hab eine verstopfte Nase, nachts atme ich durch den Mund und wache mit trockenem Hals auf. Hilft Meerwasserspray?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Meine Tochter hustet seit drei Tagen, aber sie atmet ruhig, keine Atemnot, spielt und isst normal. Ab wann sollte man zum Kinderarzt?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'hatte als kind schweres asthma, bin aber seit 15 jahren beschwerdefrei, brauch kein spray mehr. kann ich jetzt tauchen lernen?', emergency: false, trap: 'remote_past', resembles: 'breathing'},

  // routine: anaphylaxis
  {text: 'Mich hat gestern eine Mücke am Unterarm gestochen, die Stelle ist jetzt so gross wie ein Zwei-Euro-Stück geschwollen und juckt. Sonst habe ich nichts. Was hilft gegen das Jucken?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'Wie benutzt man eigentlich einen EpiPen richtig? Mein Sohn hat eine Nussallergie und ich will vorbereitet sein.', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: 'Ich hatte vor zwölf Jahren einen allergischen Schock nach Penicillin, seitdem nie wieder Probleme. Jetzt brauche ich eine Zahnbehandlung. Muss ich das dem Zahnarzt sagen und welche Antibiotika gehen?', emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},

  // routine: unconscious
  {text: 'Ich bin vor drei Jahren mal beim Blutabnehmen ohnmächtig geworden, seitdem nie wieder. Nächste Woche muss ich wieder hin, kann ich vorbeugend was tun?', emergency: false, trap: 'remote_past', resembles: 'unconscious'},
  {text: 'Mir wird manchmal kurz schwummrig wenn ich schnell aufstehe, aber ich bin noch nie umgekippt und nach ein paar Sekunden ist es weg. Blutdruck ist eher niedrig. Was hilft?', emergency: false, trap: 'denial', resembles: 'unconscious'},
  {text: 'Was ist eigentlich die stabile Seitenlage genau und wann macht man die?', emergency: false, trap: 'general_question', resembles: 'unconscious'},

  // routine: seizure
  {text: 'Ich habe Epilepsie, bin aber seit acht Jahren anfallsfrei mit Lamotrigin. Ich möchte schwanger werden, was muss ich beachten?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'Darf ich zu meinem Levetiracetam Ibuprofen nehmen, oder gibt es da Wechselwirkungen?', emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: 'Was soll man tun, wenn jemand einen epileptischen Anfall hat? Man soll ja nichts in den Mund stecken, oder?', emergency: false, trap: 'general_question', resembles: 'seizure'},

  // routine: overdose_poisoning
  {text: 'Wie viel Paracetamol darf ich am Tag maximal nehmen, ohne die Leber zu schädigen? Ich wiege 60 kg.', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Meine Kleine (3) hat an einem Stück Seife geleckt, sie hat sofort ausgespuckt und ist jetzt völlig fit, hustet nicht, spielt. Muss ich etwas machen?', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'Welche Giftnotrufnummer gilt eigentlich in der Schweiz und welche in Deutschland? Ich will sie für die Kinder an den Kühlschrank hängen.', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},

  // routine: carbon_monoxide
  {text: 'Braucht man in einer Wohnung mit Gastherme einen CO-Melder? Und wohin hängt man den am besten?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'unser co melder piept alle 30 sek kurz, aber keiner hat beschwerden, kein kopfweh nix, ich glaub die batterie is leer. wie lange halten die normal?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},

  // routine: burns
  {text: 'Hab mich am Backblech verbrannt, kleine rote Stelle am Handgelenk so gross wie eine Münze, keine Blasen. Was soll ich drauf machen?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Ab wann sollte man mit einer Verbrennung zum Arzt? Gibt es eine Grösse, ab der es ernst ist?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'Mein Sohn (6) hat am Grill kurz die Fingerspitze angefasst, ist nur leicht gerötet, keine Blase, wir haben zehn Minuten gekühlt und er spielt schon wieder. Braucht es noch eine Salbe?', emergency: false, trap: 'reassurance', resembles: 'burns'},

  // routine: sepsis
  {text: 'Was sind die Anzeichen einer Sepsis? Meine Mutter wird nächste Woche operiert und ich möchte wissen, worauf ich danach achten muss.', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'Hab eine Blasenentzündung, brennt beim Pinkeln, aber kein Fieber, keine Rückenschmerzen, fühl mich sonst fit. Reicht viel trinken oder brauch ich Antibiotika?', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'Ich nehme seit gestern Amoxicillin wegen einer Mandelentzündung. Muss ich das vor oder nach dem Essen nehmen und darf ich Alkohol trinken?', emergency: false, trap: 'dosing', resembles: 'sepsis'},

  // routine: meningitis
  {text: 'Gegen welche Arten von Meningitis gibt es eigentlich Impfungen? Meine Tochter geht zum Studium nach England.', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'Mein Sohn hat Fieber und einen roten Ausschlag, aber ich habe den Glastest gemacht und die Flecken werden ganz blass wenn man drückt. Er ist munter und trinkt gut. Können das Ringelröteln sein?', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: 'erkaeltung mit bisschen fieber, 38,1, aber kein steifer nacken, kein ausschlag, licht stoert nicht. einfach ausruhen?', emergency: false, trap: 'denial', resembles: 'meningitis'},

  // routine: pregnancy
  {text: 'Ich bin in der 29. Woche, hatte heute ein paar Übungswehen, das Baby bewegt sich ganz normal und viel. Ist das normal so früh?', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'Darf ich in der Schwangerschaft Paracetamol gegen Kopfschmerzen nehmen und wenn ja, wie viel?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: 'Bin in der 9. Woche und hatte heute einen kleinen bräunlichen Fleck in der Unterhose, keine Schmerzen, danach nichts mehr. Die Frauenärztin hat letzte Woche den Herzschlag gesehen. Muss ich anrufen?', emergency: false, trap: 'mild', resembles: 'pregnancy'},

  // routine: sick_child
  {text: 'Mein Sohn (2) hat 39 Fieber, aber er trinkt gut, hat nasse Windeln, spielt zwischendurch und atmet normal. Muss ich heute noch zum Arzt?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'Wie viel Ibuprofen-Saft darf mein Kind (14 kg) bekommen und in welchen Abständen?', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'Meine Tochter (4) hat Schnupfen und hustet ein bisschen, sonst ist sie fit. Darf sie mit Schnupfen in die Kita?', emergency: false, trap: 'mild', resembles: 'sick_child'},

  // routine: self_harm
  {text: 'Ich fühle mich seit Wochen antriebslos und traurig. Keine Gedanken daran, mir etwas anzutun oder so, aber ich komme morgens kaum aus dem Bett. Kann das eine Depression sein?', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'Ich hatte vor zehn Jahren eine schwere depressive Phase mit Klinikaufenthalt, seitdem bin ich stabil und ohne Medikamente. Jetzt bin ich schwanger, sollte ich meiner Hebamme davon erzählen?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'Wie spreche ich einen Freund an, bei dem ich mir Sorgen mache, dass er depressiv ist? Er zieht sich in letzter Zeit zurück.', emergency: false, trap: 'general_question', resembles: 'self_harm'},

  // routine: other_emergency
  {text: 'Hab seit heute Nachmittag leichtes Bauchgrummeln und etwas Durchfall, der Bauch ist weich, kein Fieber. Was sollte ich essen?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Was sind die Anzeichen einer Unterzuckerung? Mein Mann ist neu auf Insulin eingestellt.', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'Ich spritze Insulin und laufe morgen zum ersten Mal einen Halbmarathon. Muss ich die Dosis anpassen?', emergency: false, trap: 'dosing', resembles: 'other_emergency'},

  // routine: everyday
  {text: 'Ich habe seit vier Tagen Schnupfen und Halsschmerzen, kein Fieber. Ab wann sollte ich mich krankschreiben lassen?', emergency: false, trap: 'everyday'},
  {text: 'Muss ich L-Thyroxin wirklich 30 Minuten vor dem Frühstück nehmen, oder geht das auch zusammen mit dem Kaffee?', emergency: false, trap: 'everyday'},
  {text: 'Mein Ferritin liegt bei 12, der Hausarzt meinte etwas niedrig. Was kann ich essen, um das zu verbessern?', emergency: false, trap: 'everyday'},
  {text: 'Ich wache jede Nacht um drei Uhr auf und kann dann nicht mehr einschlafen. Hilft Melatonin?', emergency: false, trap: 'everyday'},
  {text: 'Ist Intervallfasten 16:8 auch für Frauen in den Wechseljahren sinnvoll?', emergency: false, trap: 'everyday'},
  {text: 'hab die pille gestern vergessen und heute morgen zwei genommen. bin ich noch geschuetzt?', emergency: false, trap: 'everyday'},
  {text: 'Seit ein paar Wochen habe ich trockene, schuppige Stellen an den Ellenbogen. Könnte das Schuppenflechte sein?', emergency: false, trap: 'everyday'},
  {text: 'Hab seit dem Umzug Schmerzen im unteren Rücken, strahlt nicht ins Bein aus. Lieber Wärme oder Bewegung?', emergency: false, trap: 'everyday'},
  {text: 'Ich habe seit ein paar Monaten vor Meetings so starkes Herzklopfen und zittrige Hände. Ist das schon eine Angststörung?', emergency: false, trap: 'everyday'},
  {text: 'Heuschnupfen ist dieses Jahr extrem, Cetirizin macht mich aber total müde. Gibt es Alternativen?', emergency: false, trap: 'everyday'},
  {text: 'Wann sollte man die Tetanus-Impfung auffrischen? Meine letzte war vor ungefähr zwölf Jahren.', emergency: false, trap: 'everyday'},
  {text: 'Mein Blutdruck ist morgens immer so hundertvierzig zu neunzig. Sollte ich damit mal zum Hausarzt?', emergency: false, trap: 'everyday'},
  {text: 'Grüezi, ab wann dürfen Kinder eigentlich normale Kuhmilch trinken? Unsere Kleine ist jetzt zehn Monate alt.', emergency: false, trap: 'everyday'},
  {text: 'wir fliegen im sommer mit den kids nach thailand, welche impfungen brauchen wir da eigentlich? hab was von tollwut gelesen', emergency: false, trap: 'everyday'},
  {text: 'Meine Periode ist diesmal eine Woche zu spät, der Test ist negativ. Kann Stress das auslösen?', emergency: false, trap: 'everyday'},
  {text: 'ich hab oft blaehungen nach vollkornbrot, kann das ne unvertraeglichkeit sein?', emergency: false, trap: 'everyday'},
  {text: 'Ich bin 52 und möchte mit dem Laufen anfangen. Sollte ich vorher einen Check beim Arzt machen lassen?', emergency: false, trap: 'everyday'},
  {text: 'Mein Ohr fühlt sich seit dem Schwimmen verstopft an, keine Schmerzen. Kann das Ohrenschmalz sein?', emergency: false, trap: 'everyday'},
  {text: 'Mein Weisheitszahn drückt seit einer Woche, Zahnarzttermin erst in drei Wochen. Was kann ich bis dahin machen?', emergency: false, trap: 'everyday'},
  {text: 'Ich verliere seit ein paar Monaten mehr Haare als sonst. Können das die Hormone sein?', emergency: false, trap: 'everyday'},
  {text: 'will endlich aufhoeren zu rauchen, sind nikotinpflaster besser oder e-zigaretten? hab schon dreimal versucht', emergency: false, trap: 'everyday'},
  {text: 'wieviel alkohol pro woche is eigentlich noch ok? so 2-3 bier am wochenende, is das schon zu viel?', emergency: false, trap: 'everyday'},
  {text: 'bin seit monaten staendig muede obwohl ich genug schlaf, welche blutwerte sollt ich checken lassen? eisen? schilddruese? hab das gefuehl keiner nimmt mich ernst', emergency: false, trap: 'everyday'},
  {text: 'mein knie knackt beim treppensteigen, tut aber nicht weh. is das schon arthrose?', emergency: false, trap: 'everyday'},
  {text: 'hab fusspilz zwischen den zehen, welche creme is gut und wie lang muss ich die nehmen?', emergency: false, trap: 'everyday'},
  {text: 'Ich bin 51 und habe Hitzewallungen, vor allem nachts. Was hilft ausser Hormonen?', emergency: false, trap: 'everyday'},
  {text: 'Macht es Sinn, im Winter Vitamin D zu nehmen, wenn man fast nur drinnen ist?', emergency: false, trap: 'everyday'},
  {text: 'Meine Tochter hat Warzen an den Fingern, vereisen lassen oder abwarten?', emergency: false, trap: 'everyday'},
  {text: 'Ich suche eine Psychotherapie in Wien. Wie lange sind die Wartezeiten ungefähr und zahlt das die Kasse?', emergency: false, trap: 'everyday'},
  {text: 'TSH 4,8 bei der Blutabnahme, der Hausarzt sagt grenzwertig. Was heisst das genau?', emergency: false, trap: 'everyday'},
  {text: 'Die Kita meldet Läuse. Wie kontrolliere ich meine Kinder am besten?', emergency: false, trap: 'everyday'},
  {text: 'Ich bin 28 und bekomme plötzlich wieder Pickel am Kinn. Sind das Hormone?', emergency: false, trap: 'everyday'},
  {text: 'Wie viel sollte ich bei einem Marathon unterwegs trinken?', emergency: false, trap: 'everyday'},
  {text: 'Mein Mann schnarcht sehr laut. Woran erkennt man, ob das Schlafapnoe ist?', emergency: false, trap: 'everyday'},
  {text: 'Brauche ich in Österreich ab dem ersten Tag eine Krankmeldung für den Arbeitgeber?', emergency: false, trap: 'everyday'},
  {text: 'Ich habe wieder einen Lippenherpes. Hilft Aciclovir-Creme noch, wenn die Bläschen schon da sind?', emergency: false, trap: 'everyday'},
  {text: 'Unser Baby (5 Monate) hat trockene rote Wangen, die Kinderärztin meint Neurodermitis. Welche Creme ist gut?', emergency: false, trap: 'everyday'},
]

export default messages
