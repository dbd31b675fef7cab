/** German messages for the red-flag detector, development half, third part: the second held-out half, measured once and then given to the rules (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- emergencies: chest_pain
  {text: 'Seit ca 20 min so ein Druck mitten auf der Brust als wuerd jemand draufsitzen, zieht in den linken Arm und ich schwitz total, bin 58. Soll ich mich einfach hinlegen?', emergency: true, category: 'chest_pain'},
  {text: 'mein mann sitzt aufm sofa, haelt sich die brust und sagt es drueckt bis in den kiefer hoch, er is ganz grau im gesicht und ihm is schlecht', emergency: true, category: 'chest_pain'},
  {text: 'Guten Abend, ich hoffe Sie koennen mir weiterhelfen. Ich war heute Nachmittag zwei Stunden mit dem Rasenmaeher unterwegs, danach habe ich geduscht und mich mit einem Kaffee auf die Terrasse gesetzt, und seit etwa einer Stunde habe ich ein Engegefuehl in der Brust, das nicht weggeht, dazu bekomme ich schlecht Luft und zwischen den Schulterblaettern zieht es. Ist das noch Muskelkater vom Schieben?', emergency: true, category: 'chest_pain'},
  {text: 'Brustschmerz seit dem Fruehstueck, strahlt in beide Arme, kalter Schweiss. herzinfakt?? soll ich die 112 rufen', emergency: true, category: 'chest_pain'},
  {text: 'Mein Vater (71) musste beim Treppensteigen stehen bleiben und sagt, es fuehlt sich an wie ein Band um die Brust, das immer enger wird. Jetzt sitzt er seit zehn Minuten und es wird nicht besser, sein Nitrospray hat auch nix gebracht.', emergency: true, category: 'chest_pain'},
  {text: 'hey bin 34, war grad im gym, jetzt so krasses stechen und druck in der brust das bis in den hals geht, my heart is racing und mir is uebel. kann das vom pre workout kommen?', emergency: true, category: 'chest_pain'},
  {text: 'Grüezi, mein Grossvater klagt seit heute Morgen über ein Drücken auf der Brust, jetzt ist er ganz bleich und verschwitzt und muss erbrechen. Sollen wir ihn selber ins Spital fahren oder die 144 anrufen?', emergency: true, category: 'chest_pain'},
  {text: 'hab so ein quetschen hinterm brustbein seit zwei stunden, geht nich weg, zieht in den linken unterkiefer, bin raucher, neunundvierzig jahre', emergency: true, category: 'chest_pain'},

  // --- emergencies: stroke
  {text: 'Meine Oma redet auf einmal ganz komisch, verwaschen, und ihr Mundwinkel haengt links runter. Vor einer halben Stunde war noch alles normal', emergency: true, category: 'stroke'},
  {text: 'mein freund kann seit grad eben seinen rechten arm nich mehr heben, die kaffeetasse is ihm aus der hand gefallen, er lacht drueber aber sein gesicht sieht voll schief aus', emergency: true, category: 'stroke'},
  {text: 'Ich sehe seit heute Mittag auf dem linken Auge ploetzlich gar nichts mehr, als waere ein Vorhang runtergegangen. Tut nicht weh. Kann ich bis Montag auf den Augenarzttermin warten oder muss ich in die Notaufnahme?', emergency: true, category: 'stroke'},
  {text: 'Papa laeuft beim Spaziergang staendig nach rechts weg, stoesst an jeden Tuerrahmen auf der rechten Seite und findet die Woerter nicht. ist das vielleicht nur muedigkeit?', emergency: true, category: 'stroke'},
  {text: 'mama schreibt mir seit ner stunde whatsapps die keinen sinn ergeben, lauter falsche woerter durcheinander, und am telefon hat sie eben total gelallt. sie trinkt nie. sie wohnt allein in graz, ich bin in wien', emergency: true, category: 'stroke'},
  {text: 'Seit dem Aufwachen vor einer Stunde ist meine rechte Gesichtshaelfte und die rechte Hand taub und beim Sprechen verhasple ich mich staendig, die Woerter kommen falsch raus. Bin 63 und hab hohen Blutdruck.', emergency: true, category: 'stroke'},
  {text: 'mein husband kann ploetzlich nicht mehr richtig sprechen, his left side is so weak und er kommt nicht mehr vom stuhl hoch, what do i do', emergency: true, category: 'stroke'},
  {text: 'Unser Nachbar (80) stand vorhin verwirrt im Treppenhaus, wusste nicht mehr wo er wohnt, und sein linkes Bein zieht er nach. Heute Morgen beim Postholen war er noch voellig klar.', emergency: true, category: 'stroke'},

  // --- emergencies: sudden_headache
  {text: 'Beim Sex hatte ich ploetzlich einen Kopfschmerz wie ein Schlag mit dem Hammer auf den Hinterkopf, in Sekunden voll da, der schlimmste meines Lebens, hab mich seitdem zweimal uebergeben', emergency: true, category: 'sudden_headache'},
  {text: 'meine frau hat grad beim buecken aufgeschrien, sagt es hat im kopf geknallt und das sind die schlimmsten kopfschmerzen die sie je hatte, jetzt wird ihr nacken steif', emergency: true, category: 'sudden_headache'},
  {text: 'Is es normal dass Kopfweh so explosionsartig von null auf hundert kommt? Das war vor einer Stunde beim Joggen, innerhalb von einer Minute, seitdem ist es unertraeglich und mir ist schwindlig', emergency: true, category: 'sudden_headache'},
  {text: 'ploetzlich wie ein donnerschlag im kopf, so schlimm war es noch nie, licht tut weh, mir ist kotzuebel. bin allein zuhaus', emergency: true, category: 'sudden_headache'},
  {text: 'Ich habe seit zwanzig Minuten die heftigsten Kopfschmerzen, die ich je hatte. Sie kamen schlagartig, als ich eine Getränkekiste hochgehoben habe. Ich habe sonst nie Migräne oder so etwas.', emergency: true, category: 'sudden_headache'},
  {text: 'Meine Schwester (29) liegt im Bad auf dem Boden, sagt ihr Kopf zerspringt, das kam aus dem Nichts innerhalb von einer Minute, und sie erbricht dauernd', emergency: true, category: 'sudden_headache'},

  // --- emergencies: head_injury
  {text: 'Mein Sohn (14) ist beim Skaten ohne Helm auf den Hinterkopf gefallen, war kurz weg, jetzt fragt er immer wieder dasselbe und hat schon zweimal gebrochen', emergency: true, category: 'head_injury'},
  {text: 'opa nimmt marcumar und is heut frueh in der kueche gestuerzt, mit dem kopf an die arbeitsplatte. er sagt es geht schon aber er wird immer schlaefriger', emergency: true, category: 'head_injury'},
  {text: 'Bin gestern Abend betrunken die Treppe runtergefallen und mit dem Kopf aufgeknallt. Heute tropft mir klare wässrige Flüssigkeit aus der Nase und die Kopfschmerzen werden immer stärker. Kann das ein Schnupfen sein?', emergency: true, category: 'head_injury'},
  {text: 'Das Baby ist mir vom Wickeltisch gefallen, kopfueber auf die Fliesen, sie ist 5 Monate, hat erst geweint aber jetzt ist sie so komisch ruhig und schlaff', emergency: true, category: 'head_injury'},
  {text: 'kollege ist vom geruest gefallen ca 4 meter auf den kopf, blutet aus dem ohr, redet komisch', emergency: true, category: 'head_injury'},
  {text: 'Mein Mann hat beim Fussball einen Ellbogen an die Schläfe bekommen, kurz danach hat er am ganzen Körper gekrampft, jetzt ist er wach aber total verwirrt und weiss nicht welcher Tag ist', emergency: true, category: 'head_injury'},

  // --- emergencies: severe_bleeding
  {text: 'Hab mich beim Kuerbis schneiden tief in den Unterarm geschnitten, das Blut spritzt richtig raus im Takt, ich drueck schon mit nem Geschirrtuch drauf aber das ist komplett durch', emergency: true, category: 'severe_bleeding'},
  {text: 'Mein Vater hat grade einen Schwall Blut erbrochen, dunkelrot, bestimmt eine Tasse voll. Er hat eine Leberzirrhose.', emergency: true, category: 'severe_bleeding'},
  {text: 'seit heut morgen schwarzer klebriger stuhl wie teer und mir wird beim aufstehen schwarz vor augen, nehm seit wochen ibu wegen rücken', emergency: true, category: 'severe_bleeding'},
  {text: 'Nasenbluten seit ueber einer Stunde, hab zwanzig Minuten am Stueck die Nase zugedrueckt, hoert einfach nicht auf, es laeuft hinten in den Hals. Ich nehme Eliquis.', emergency: true, category: 'severe_bleeding'},
  {text: 'mein opa hustet blut, nicht nur faeden im schleim sondern richtig hellrotes blut, mehrere essloeffel', emergency: true, category: 'severe_bleeding'},
  {text: 'Guten Tag, meine Mutter hat so kaffeesatzartiges Zeug erbrochen und ist ganz blass und schwach. Ist das gefaehrlich oder kommt das nur vom Kaffee?', emergency: true, category: 'severe_bleeding'},
  {text: 'Meine Tochter hat sich an einer kaputten Glastür die Hand aufgeschnitten, die Wunde klafft, das Handtuch ist komplett durchgeblutet und am Boden ist schon eine Lacke', emergency: true, category: 'severe_bleeding'},
  {text: 'nach der mandel op vor 6 tagen spuck ich jetzt dauernd frisches blut und hab gerinnsel im mund, hoert nicht auf', emergency: true, category: 'severe_bleeding'},

  // --- emergencies: breathing
  {text: 'Mein Kind hat sich an einer Weintraube verschlukt, kann nicht husten, nicht sprechen, wird blau!!!', emergency: true, category: 'breathing'},
  {text: 'astmaanfall seit 1h, spray schon sechsmal genommen hilft null, kann nur noch einzelne woerter sagen', emergency: true, category: 'breathing'},
  {text: 'Mein Mann (COPD) bekommt kaum noch Luft, seine Lippen sind grau-blaeulich, er sitzt vornuebergebeugt und ringt nach Luft, obwohl das Sauerstoffgeraet laeuft.', emergency: true, category: 'breathing'},
  {text: 'ich krieg keine luft mehr ich muss nach jedem wort atmen', emergency: true, category: 'breathing'},
  {text: 'ist es normal dass meine mutter nach der grippe so nach luft japst dass sie keinen ganzen satz mehr rausbringt? ihre lippen sind auch ganz dunkel', emergency: true, category: 'breathing'},
  {text: 'Grüß Gott, mein Lebensgefährte hat sich beim Abendessen an einem Stück Fleisch verschluckt, er greift sich an den Hals und bringt keinen Ton heraus', emergency: true, category: 'breathing'},
  {text: 'friend texted me "kann nicht atmen hilfe", sie hat panik aber auch echt blaue lippen, bin auf dem weg zu ihr, was soll ich tun', emergency: true, category: 'breathing'},
  {text: 'Die Atmung von meinem Opa hat vorhin einfach aufgehört, er schnappt nur noch ganz selten nach Luft', emergency: true, category: 'breathing'},

  // --- emergencies: anaphylaxis
  {text: 'Ich habe im Restaurant ein Curry gegessen, vermutlich mit Cashews, jetzt schwillt meine Zunge an und meine Stimme klingt ganz heiser', emergency: true, category: 'anaphylaxis'},
  {text: 'wespenstich vor 10 min am hals, jetzt quaddeln am ganzen koerper und mir wird schwummrig, kann schlecht schlucken', emergency: true, category: 'anaphylaxis'},
  {text: 'Unsere Tochter (6) hat eine Erdnussallergie und hat aus Versehen einen Muesliriegel gegessen. Ihre Lippen sind dick, sie hustet und atmet pfeifend. Den Pen haben wir gegeben, was jetzt?', emergency: true, category: 'anaphylaxis'},
  {text: 'Nach der ersten Tablette Amoxicillin ist mein Gesicht total zugeschwollen und mein Hals fühlt sich immer enger an', emergency: true, category: 'anaphylaxis'},
  {text: 'Bienenstich beim Wandern, mein Freund hat jetzt rote Flecken ueberall, ist kaesig weiss, sagt ihm ist schwindlig und er kriegt schwer Luft. Wir sind auf einer Alm oberhalb von Innsbruck', emergency: true, category: 'anaphylaxis'},
  {text: 'hab garnelen gegessen und jetzt juckt alles, lippen geschwollen und ich muss dauernd raeuspern weil der hals zugeht, hab nen adrenalinpen von frueher, soll ich den nehmen?', emergency: true, category: 'anaphylaxis'},

  // --- emergencies: unconscious
  {text: 'meine mitbewohnerin liegt im bad und reagiert nicht wenn ich sie anspreche oder schuettel', emergency: true, category: 'unconscious'},
  {text: 'Mein Opa ist beim Mittagessen einfach vom Stuhl gekippt und ist nicht mehr ansprechbar, atmet aber', emergency: true, category: 'unconscious'},
  {text: 'Ich kriege meinen Mann heute Morgen nicht wach. Er schnarcht so komisch, aber auch wenn ich ihn kneife macht er die Augen nicht auf.', emergency: true, category: 'unconscious'},
  {text: 'typ auf der party is umgekippt und wacht nich mehr auf, wir ham ihn in seitenlage gelegt und notarzt is angerufen, was noch', emergency: true, category: 'unconscious'},
  {text: 'Mama ist im Garten zusammengebrochen und bleibt liegen, gibt keine Antwort, die Augen sind halb offen', emergency: true, category: 'unconscious'},
  {text: 'Guten Morgen, mein Bruder hat gestern viel getrunken und ich bekomme ihn jetzt nicht geweckt, er reagiert auf gar nichts, nicht mal auf kaltes Wasser im Gesicht. Soll ich ihn einfach ausschlafen lassen?', emergency: true, category: 'unconscious'},

  // --- emergencies: seizure
  {text: 'mein sohn krampft gerade seit mindestens sieben minuten, arme und beine zucken, er reagiert nicht', emergency: true, category: 'seizure'},
  {text: 'Mein Mann hatte gerade zum ersten Mal im Leben einen Krampfanfall, er ist 45 und hatte nie Epilepsie, jetzt ist er sehr benommen', emergency: true, category: 'seizure'},
  {text: 'Kollegin ist im Buero umgefallen und zuckt am ganzen Koerper, Schaum vorm Mund, was sollen wir tun', emergency: true, category: 'seizure'},
  {text: 'Meine Tochter hat Epilepsie und hatte heute schon drei Anfälle hintereinander, sie wacht zwischendurch nicht richtig auf und das Notfallmedikament hat nicht gewirkt', emergency: true, category: 'seizure'},
  {text: 'oma zuckt seit zehn minuten mit dem ganzen rechten arm und der gesichtshaelfte und spricht nich, is das ein anfal?', emergency: true, category: 'seizure'},
  {text: 'Ist das ein Fieberkrampf? Mein Kleiner (2) verdreht die Augen, ist ganz steif und zuckt, das geht jetzt schon fast zehn Minuten so', emergency: true, category: 'seizure'},

  // --- emergencies: overdose_poisoning
  {text: 'Mein Zweijähriger hat glaube ich eine Knopfzelle aus der Fernbedienung verschluckt, die Batterie ist weg und er hatte vorhin was im Mund', emergency: true, category: 'overdose_poisoning'},
  {text: 'hab vorhin die ganze packung paracetamol genommen, weiss nich wie viele, so zwanzig stueck, jetzt tuts mir leid', emergency: true, category: 'overdose_poisoning'},
  {text: 'Meine Tochter hat an der Flasche mit dem Lampenoel fuer die Gartenfackeln getrunken und hustet seitdem die ganze Zeit', emergency: true, category: 'overdose_poisoning'},
  {text: 'Wir haben im Wald Pilze gesammelt und zu Mittag gegessen, jetzt haben mein Mann und ich starken Brechdurchfall. Wir glauben, es koennte ein Knollenblaetterpilz dabei gewesen sein', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein kumpel hat zu viel G genommen und atmet ganz langsam, ist kaum noch wach zu kriegen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Der Kleine hat einen Geschirrspueltab angebissen, er hat Schaum im Mund und weint', emergency: true, category: 'overdose_poisoning'},
  {text: 'Oma hat aus versehen ihre Blutdrucktabletten heute dreimal genommen statt einmal, jetzt ist ihr schwindlig und sie ist ganz langsam und kalt', emergency: true, category: 'overdose_poisoning'},
  {text: 'Sorry fuer die vielleicht dumme Frage, mein Neffe (4) hat wahrscheinlich mehrere kleine Magnetkugeln vom Bauspielzeug verschluckt, es fehlen ca. fuenf Stueck. Er wirkt normal. Muss man da was machen?', emergency: true, category: 'overdose_poisoning'},

  // --- emergencies: carbon_monoxide
  {text: 'Wir haben alle drei seit gestern Abend Kopfweh und Übelkeit, auch die Katze ist ganz komisch, die Therme im Bad macht seit Tagen so Geräusche', emergency: true, category: 'carbon_monoxide'},
  {text: 'co melder piept und meine frau und ich haben beide kopfschmerzen und schwindel, wir heizen im wohnwagen mit nem gasofen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Wir hatten wegen dem Stromausfall das Notstromaggregat in der Garage laufen, jetzt ist beiden Kindern uebel und mein Sohn ist kaum wach zu kriegen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Haben letzte Nacht im Zelt mit dem Gaskocher geheizt, heute frueh sind wir beide total benommen, der Kopf droehnt und meine Freundin musste erbrechen', emergency: true, category: 'carbon_monoxide'},
  {text: 'Die ganze Familie hat seit dem Grillabend Kopfschmerzen, Schwindel und Übelkeit, wir haben wegen dem Regen im geschlossenen Wintergarten mit dem Holzkohlegrill gegrillt', emergency: true, category: 'carbon_monoxide'},
  {text: 'Mein Nachbar hat das Auto in der geschlossenen Garage warmlaufen lassen, wir haben ihn daneben gefunden, er ist verwirrt, hat Kopfweh und torkelt', emergency: true, category: 'carbon_monoxide'},

  // --- emergencies: burns
  {text: 'Meine Kleine (2) hat sich den heissen Tee vom Tisch über Brust und Arm gezogen, die Haut wirft grosse Blasen', emergency: true, category: 'burns'},
  {text: 'Beim Grillen ist der Spiritus hochgegangen, mein Mann hat Verbrennungen im ganzen Gesicht und an beiden Haenden, die Augenbrauen sind weg', emergency: true, category: 'burns'},
  {text: 'hab mir rohrreiniger ueber die hand geschuettet, die haut wird weiss und brennt brutal', emergency: true, category: 'burns'},
  {text: 'Mein Sohn hat mit einer Gabel in der Steckdose rumgespielt und einen Stromschlag bekommen, an den Fingern sind schwarze Stellen', emergency: true, category: 'burns'},
  {text: 'verbrennung am oberschenkel vom backofengitter, die stelle ist ledrig und weiss und tut komischerweise gar nicht weh, groesser als meine hand', emergency: true, category: 'burns'},
  {text: 'In der Wohnung unter uns hat es gebrannt, mein Vater hat viel Rauch eingeatmet, er hustet schwarzen Schleim und seine Stimme ist ganz heiser', emergency: true, category: 'burns'},

  // --- emergencies: sepsis
  {text: 'Meine Mutter hat seit drei Tagen eine Blasenentzündung, heute ist sie total verwirrt, zittert am ganzen Körper und atmet ganz schnell', emergency: true, category: 'sepsis'},
  {text: 'Nach meiner Blinddarm-OP letzte Woche ist die Narbe rot und eitrig, seit heute Schuettelfrost und ich hab das Gefuehl, ich sterbe gleich', emergency: true, category: 'sepsis'},
  {text: 'freund hat seit tagen grippe und jetz ist seine haut fleckig, so marmoriert an den beinen, er pinkelt kaum noch und redet wirr', emergency: true, category: 'sepsis'},
  {text: 'Hallo, ich (52, Diabetes) habe eine entzuendete Wunde am Fuss, seit gestern hohes Fieber und eiskalte Haende, das Herz rast, und ich war seit gestern Mittag kein einziges Mal auf der Toilette.', emergency: true, category: 'sepsis'},
  {text: 'opa lungenentzuendung, antibiotikum seit 2 tagen, heut nuschelt er, ist kaum ansprechbar und atmet ganz flach und schnell, haut grau', emergency: true, category: 'sepsis'},
  {text: 'Ist es normal, dass man bei einer Nierenbeckenentzuendung so einen Schuettelfrost hat, dass die Zaehne klappern, und gleichzeitig sind Lippen und Finger blaeulich? Ich war noch nie so krank', emergency: true, category: 'sepsis'},

  // --- emergencies: meningitis
  {text: 'Mein Sohn (17) hat hohes Fieber, kann das Kinn nicht auf die Brust nehmen und das Licht tut ihm in den Augen weh', emergency: true, category: 'meningitis'},
  {text: 'baby acht monate fieber und so rote puenktchen am bauch, die gehen beim glastest nicht weg', emergency: true, category: 'meningitis'},
  {text: 'Meine Mitbewohnerin im Studentenheim hat Fieber, einen extrem steifen Nacken und ist so schläfrig, dass sie kaum antwortet', emergency: true, category: 'meningitis'},
  {text: 'Unsere Tochter (3) glüht, ist total quengelig und laesst sich nicht anfassen, weint bei jeder Kopfbewegung, und jetzt hat sie lila Flecken an den Beinen', emergency: true, category: 'meningitis'},
  {text: 'fieber 39,8 seit heut mittag, nacken bretthart, licht unertraeglich, kopfweh. bin 22, is nur ne grippe oder?', emergency: true, category: 'meningitis'},
  {text: 'Meine Enkelin hat Fieber und kleine dunkelrote Punkte, ich habe ein Wasserglas draufgedrückt und man sieht sie immer noch. Reicht es, morgen früh beim Kinderarzt anzurufen?', emergency: true, category: 'meningitis'},

  // --- emergencies: pregnancy
  {text: 'Bin in der 8. Woche schwanger, seit einer Stunde starke Schmerzen rechts im Unterbauch und eben bin ich auf der Toilette fast umgekippt, die Schulter tut auch komisch weh', emergency: true, category: 'pregnancy'},
  {text: '34. ssw, seit heut nachmittag extreme kopfschmerzen und ich seh so flimmern, meine haende und das gesicht sind ueber nacht total aufgeschwollen', emergency: true, category: 'pregnancy'},
  {text: 'Ich spüre das Baby seit gestern Abend gar nicht mehr, 37. Woche, sonst tritt es immer nach dem Essen', emergency: true, category: 'pregnancy'},
  {text: 'Entbindung vor fuenf Tagen, jetzt Fieber, uebel riechender Ausfluss und ich fuehl mich hundeelend, der Bauch tut weh', emergency: true, category: 'pregnancy'},
  {text: 'meine frau hat vor 2 stunden entbunden, sie blutet so stark dass die einlage alle 20 min durch is und es kommen grosse klumpen', emergency: true, category: 'pregnancy'},
  {text: 'Fruchtblase ist gestern frueh geplatzt (36. SSW), Wehen noch keine, jetzt habe ich 38,9 Fieber und Schuettelfrost', emergency: true, category: 'pregnancy'},

  // --- emergencies: sick_child
  {text: 'Mein Baby ist sechs Wochen alt und hat 38,3 Fieber, sonst wirkt sie eigentlich okay', emergency: true, category: 'sick_child'},
  {text: 'kleiner (9 monate) is ganz schlapp wie ein nasser sack, trinkt nix seit heut frueh und macht so stoehnende geraeusche beim atmen', emergency: true, category: 'sick_child'},
  {text: 'Bei meinem Sohn (1) zieht sich beim Atmen die Haut zwischen den Rippen ein, er atmet ganz schnell und die Nasenflügel flattern', emergency: true, category: 'sick_child'},
  {text: 'Meine Tochter (2) hat Magen-Darm und erbricht alles, auch jeden Schluck Wasser, seit gestern Abend keine nasse Windel mehr', emergency: true, category: 'sick_child'},
  {text: 'Baby weint seit einer Stunde so ganz hoch und schrill, anders als sonst, laesst sich nicht beruhigen und ist ganz heiss', emergency: true, category: 'sick_child'},
  {text: 'mein enkel 4 monate ist heute kaum wach zu kriegen, schlaeft beim stillen sofort wieder ein und die lippen sind blass blaeulich', emergency: true, category: 'sick_child'},
  {text: 'Hallo, kurze Frage: ist es normal, dass ein 3 Monate altes Baby seit heute früh die Flasche komplett verweigert und seit vierzehn Stunden keine nasse Windel hatte? Er schläft eigentlich nur.', emergency: true, category: 'sick_child'},
  {text: 'Grüezi, unser Kind (18 Monate) ist seit dem Mittag ganz apathisch, hat 40 Fieber und reagiert kaum, wenn wir es ansprechen', emergency: true, category: 'sick_child'},

  // --- emergencies: self_harm
  {text: 'Ich hab die letzten Wochen alle meine Schlaftabletten gesammelt, es sind jetzt genug. Ich wollte nur irgendwem noch sagen dass es mir leid tut.', emergency: true, category: 'self_harm'},
  {text: 'allen waere besser dran ohne mich, ich bin nur noch eine last, die briefe an meine kinder sind schon geschrieben', emergency: true, category: 'self_harm'},
  {text: 'Meine Freundin hat mir heute Nacht geschrieben "danke für alles, pass bitte auf Bello auf" und geht seitdem nicht mehr ans Handy', emergency: true, category: 'self_harm'},
  {text: 'ich will einfach nicht mehr aufwachen. jeden abend hoffe ich dass es endlich vorbei is', emergency: true, category: 'self_harm'},
  {text: 'mein sohn (16) hat sein zimmer ausgeraeumt und seine sachen an freunde verschenkt, und heute hab ich ein seil in seinem schrank gefunden', emergency: true, category: 'self_harm'},
  {text: 'Ich ritze mich gerade und diesmal ist es viel tiefer als sonst, ich weiss nicht ob ich aufhoeren will', emergency: true, category: 'self_harm'},
  {text: 'Guten Abend, ich weiss nicht genau, ob ich hier richtig bin. Ich bin seit Monaten sehr erschoepft, schlafe kaum und gehe kaum noch raus, meine Wohnung habe ich schon aufgeraeumt und die Katze zu meiner Schwester gebracht, und ich moechte eigentlich nur noch, dass alles fuer immer aufhoert.', emergency: true, category: 'self_harm'},
  {text: 'my brother sagt die ganze zeit er will fuer immer verschwinden und hat sich heute bei allen verabschiedet, is that just drama??', emergency: true, category: 'self_harm'},

  // --- emergencies: other_emergency
  {text: 'Ploetzlich extreme Bauchschmerzen, der Bauch ist bretthart und ich kann mich nicht bewegen ohne zu schreien', emergency: true, category: 'other_emergency'},
  {text: 'Mein Sohn (13) ist mit starken Schmerzen im linken Hoden aufgewacht, der ist geschwollen und er muss erbrechen', emergency: true, category: 'other_emergency'},
  {text: 'mein vater diabetiker ist total verwirrt, schwitzt, zittert, redet wirres zeug, das messgeraet zeigt 38', emergency: true, category: 'other_emergency'},
  {text: 'Mein linkes Bein ist seit einer Stunde eiskalt, weiss und taub, ich kann die Zehen kaum bewegen', emergency: true, category: 'other_emergency'},
  {text: 'Meine Tochter (Typ-1-Diabetes) atmet tief und schnell, riecht nach Nagellackentferner, ist total benommen und das Messgeraet zeigt nur HI', emergency: true, category: 'other_emergency'},
  {text: 'Is es normal dass der Bauch nach Bauchweh auf einmal steinhart wird? Mein Mann liegt gekrümmt da und schwitzt, der Schmerz kam ganz plötzlich vor einer Stunde', emergency: true, category: 'other_emergency'},

  // --- routine: chest_pain near-misses
  {text: 'Kein Brustschmerz oder so, aber mein Herz stolpert manchmal abends beim Fernsehen kurz, ein Aussetzer und dann geht es normal weiter. Sollte ich das mal beim Hausarzt abklaeren lassen?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'Hatte 2016 einen Herzinfarkt und hab zwei Stents bekommen, seitdem keinerlei Beschwerden, mache zweimal die Woche Herzsport. Darf ich in die Sauna?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'wenn ich tief einatme sticht es kurz an einer stelle an den rippen, wenn ich draufdruecke tut es genau da auch weh. seit ich beim umzug kisten geschleppt hab', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Woran erkennt man bei Frauen einen Herzinfarkt? Ich habe gelesen, die Symptome sind oft anders als bei Maennern.', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'Sodbrennen nach dem Abendessen, brennt hinterm Brustbein bis in den Hals hoch, kenn ich schon seit Jahren wenn ich spaet esse. Welche Hausmittel helfen?', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'Kann ich ASS 100 und Ibuprofen zusammen nehmen? Mein Kardiologe hat mir ASS wegen der Stents verschrieben und ich hab seit einer Woche Knieschmerzen.', emergency: false, trap: 'dosing', resembles: 'chest_pain'},

  // --- routine: stroke near-misses
  {text: 'Mein Vater hatte vor sieben Jahren einen Schlaganfall und hat sich komplett erholt. Jetzt möchte er wieder Auto fahren, braucht er dafür ein Gutachten?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'Mein linkes Augenlid zuckt seit drei Tagen, sonst nix, Gesicht haengt nicht, Sprechen ist normal, keine Taubheit. Stress?', emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'Wenn ich morgens aufwache ist mein Arm manchmal eingeschlafen und kribbelt, nach ein paar Minuten ist er wieder normal. Ich schlafe immer auf der Seite mit dem Arm unterm Kopf.', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'was bedeutet eigentlich FAST beim schlaganfal? hab das im fernsehen gesehen', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Nach dem Zahnarzt fuehlte sich meine Gesichtshaelfte taub an und der Mundwinkel hing, aber das war die Betaeubung und nach drei Stunden war alles komplett weg. Das ist normal, oder?', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  {text: 'Seit meinem Schlaganfall vor vier Jahren nehme ich Clopidogrel. Darf ich dazu Omeprazol gegen den Magen nehmen?', emergency: false, trap: 'dosing', resembles: 'stroke'},

  // --- routine: sudden_headache near-misses
  {text: 'seit 2 tagen leichter dumpfer kopfschmerz an der stirn, bin erkaeltet und die nase ist zu', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'Ich habe Kopfschmerzen, aber die kamen langsam ueber den Tag, gar nicht ploetzlich, eher wie ein Ring um den Kopf. Hatte acht Stunden Bildschirmarbeit.', emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'Was ist ein Donnerschlagkopfschmerz und wie unterscheidet der sich von Migräne?', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: 'Ich hatte 2012 eine Hirnblutung durch ein Aneurysma, wurde gecoilt und bin seitdem beschwerdefrei. Darf ich einen Langstreckenflug nach Thailand machen?', emergency: false, trap: 'remote_past', resembles: 'sudden_headache'},
  {text: 'Wie viele Triptane darf ich maximal am Tag nehmen bei meiner Migraene? Hab heut frueh schon eine genommen', emergency: false, trap: 'dosing', resembles: 'sudden_headache'},

  // --- routine: head_injury near-misses
  {text: 'Mein Sohn (4) ist vom Sofa gefallen und hat eine Beule an der Stirn, hat kurz geweint und spielt jetzt wieder ganz normal und isst seinen Joghurt.', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'bin beim ausparken mit dem kopf an die heckklappe gestossen, tut weh, aber war nicht bewusstlos, kein erbrechen, keine blutverduenner. reicht kuehlen?', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'Ich hatte mit 19 ein Schaedel-Hirn-Trauma nach einem Motorradunfall, heute bin ich 40 und es geht mir gut. Kann ich trotzdem Blut spenden?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'Wie lange sollte man nach einer Gehirnerschütterung mit dem Sport aussetzen? Frage für meine Tochter, sie spielt Handball.', emergency: false, trap: 'general_question', resembles: 'head_injury'},
  {text: 'hab mir den kopf am haengeschrank angeschlagen, kleine beule, pocht bisschen, sonst alles gut', emergency: false, trap: 'mild', resembles: 'head_injury'},

  // --- routine: severe_bleeding near-misses
  {text: 'Hatte vorhin Nasenbluten, nach zehn Minuten zudruecken hat es aufgehoert. Kommt im Winter oefter vor wegen der trockenen Heizungsluft.', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Hab mich beim Rasieren geschnitten, blutet ein bisschen nach, wie krieg ich das schneller zu?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Mein Stuhl ist seit ein paar Tagen ganz dunkel, fast schwarz, aber ich nehme seit einer Woche Eisentabletten und fuehle mich gut, kein Schwindel. Kommt das davon?', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: 'Woran erkennt man, ob ein Schnitt genaeht werden muss?', emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  {text: 'Beim Zaehneputzen blutet mein Zahnfleisch immer ein bisschen. Welche Zahnbuerste ist besser, elektrisch oder normal?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  {text: 'Hab gestern rote Rüben gegessen und heute ist der Urin rötlich. Kein Blut im Stuhl, keine Schmerzen, mir geht es gut. Kommt das von den Rüben?', emergency: false, trap: 'denial', resembles: 'severe_bleeding'},
  {text: 'Hatte vor fuenf Jahren ein blutendes Magengeschwuer, wurde behandelt, alles verheilt und seitdem Ruhe. Muss ich bei Reisen irgendwas beachten?', emergency: false, trap: 'remote_past', resembles: 'severe_bleeding'},

  // --- routine: breathing near-misses
  {text: 'leichter reizhusten seit ner woche nach der erkaeltung, atmen geht aber gut', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'Hatte als Kind schweres Asthma, war mehrmals im Krankenhaus, seit 15 Jahren gar keine Beschwerden mehr. Brauche ich trotzdem noch ein Notfallspray?', emergency: false, trap: 'remote_past', resembles: 'breathing'},
  {text: 'Wie oft am Tag darf ich mein Salbutamol-Spray nehmen? Ich brauche es vor dem Laufen.', emergency: false, trap: 'dosing', resembles: 'breathing'},
  {text: 'Mein Sohn hat sich beim Essen an einem Stück Apfel verschluckt, hat kräftig gehustet und es ist rausgekommen, jetzt atmet er ganz normal und lacht schon wieder.', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'what are the signs dass ein Asthmaanfall gefaehrlich wird? Will es fuer meine Mitbewohnerin wissen, falls mal was ist', emergency: false, trap: 'general_question', resembles: 'breathing'},
  {text: 'Ich schnarche sehr laut und meine Frau sagt, ich hoere im Schlaf manchmal kurz auf zu atmen. Tagsueber bin ich immer muede. Welcher Arzt ist fuer Schlafapnoe zustaendig?', emergency: false, trap: 'everyday', resembles: 'breathing'},

  // --- routine: anaphylaxis near-misses
  {text: 'Ich habe Heuschnupfen, die Augen jucken und die Nase laeuft, aber keine Atemnot, kein Pfeifen, nichts geschwollen. Welches Antihistaminikum macht nicht muede?', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  {text: 'Gelsenstich am Knöchel ist dick geschwollen und juckt wie verrückt, handtellergross rot, sonst geht es mir gut', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'Ich hatte vor zwoelf Jahren einen anaphylaktischen Schock auf Penicillin, seitdem nie wieder was. Muss ich das beim neuen Zahnarzt angeben?', emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},
  {text: 'Wie benutzt man einen Adrenalin-Autoinjektor richtig? Mein Kind hat einen vom Allergologen bekommen und ich will es der Kita erklaeren.', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: 'Nach den Erdbeeren hatte meine Tochter ein paar rote Flecken um den Mund, keine Schwellung, sie atmet und schluckt ganz normal, nach einer Stunde war es weg.', emergency: false, trap: 'reassurance', resembles: 'anaphylaxis'},

  // --- routine: unconscious near-misses
  {text: 'bin vor jahren mal beim blutabnehmen umgekippt, seitdem nie wieder. sollte ich das vor der impfung sagen?', emergency: false, trap: 'remote_past', resembles: 'unconscious'},
  {text: 'Wenn ich schnell aufstehe wird mir kurz schwarz vor Augen, aber ich falle nicht um und nach ein paar Sekunden ist es vorbei.', emergency: false, trap: 'mild', resembles: 'unconscious'},
  {text: 'Wie geht die stabile Seitenlage nochmal genau? Mache gerade den Erste-Hilfe-Kurs fuer den Fuehrerschein.', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'Unser Teenager schlaeft am Wochenende bis 14 Uhr, ist aber gut weckbar und dann ganz normal drauf. Ist so viel Schlaf in dem Alter normal?', emergency: false, trap: 'everyday', resembles: 'unconscious'},

  // --- routine: seizure near-misses
  {text: 'Ich hatte als Kind Epilepsie, bin seit zwanzig Jahren anfallsfrei und ohne Medikamente. Darf ich den Motorradfuehrerschein machen?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'Was macht man, wenn jemand einen Krampfanfall hat? Mein neuer Kollege hat Epilepsie und ich will vorbereitet sein.', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'Ich nehme Levetiracetam und hab die Abenddosis vergessen, jetzt ist es drei Uhr nachts, soll ich sie noch nehmen oder auslassen?', emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: 'meine wade krampft nachts imer mal, tut kurz richtig weh und dann ists vorbei. hilft magnesium?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'Mein Baby zuckt im Schlaf manchmal kurz mit Armen und Beinen, wenn ich es anfasse hoert es sofort auf, wach ist es ganz munter und trinkt gut.', emergency: false, trap: 'reassurance', resembles: 'seizure'},

  // --- routine: overdose_poisoning near-misses
  {text: 'wie viel paracetamol darf ich am tag nehmen ohne dass es der leber schadet, wiege 55 kilo', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Kann ich Ibuprofen und Paracetamol abwechselnd geben bei meinem Kind (4 Jahre, 16 kg)? Wie viel von jedem?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Ich bin seit sechs Jahren clean von Heroin und arbeite jetzt in der Pflege. Muss ich das bei der Betriebsaerztin erzaehlen?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'Mein Sohn hat an der Spuelmittelflasche genuckelt, hoechstens ein Tropfen, der Giftnotruf hat gesagt das ist harmlos und er ist putzmunter. Wie lange soll ich ihn noch beobachten?', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'Der Kleine hatte die Dose mit den Vitamin-D-Tabletten in der Hand, ich hab nachgezaehlt, es fehlt keine einzige, er hat nichts geschluckt. Wie bewahrt man Medikamente am besten kindersicher auf?', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'Welche Zimmerpflanzen sind giftig für Kleinkinder? Wir ziehen um und haben ein Krabbelkind.', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},

  // --- routine: carbon_monoxide near-misses
  {text: 'Wo haengt man einen CO-Melder am besten auf und wie oft muss man die Batterie wechseln?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'Der Melder hat nachts gepiept, war aber nur die leere Batterie. Niemand hat Kopfweh oder Schwindel, uns geht es allen gut. Wie lange halten die Batterien normal?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: 'Ich hab jeden Morgen leichtes Kopfweh, seit wir in die neue Wohnung gezogen sind, mein Freund nicht. Wir haben Fernwaerme, kein Gas, kein Kamin. Liegt das an der trockenen Luft?', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: 'Schornsteinfeger war heute zur Messung der Gastherme da, alles in Ordnung. Ich hab etwas Kopfweh, aber ich hab auch kaum geschlafen, und meinem Mann und den Kindern geht es bestens. Soll ich mir Sorgen machen?', emergency: false, trap: 'reassurance', resembles: 'carbon_monoxide'},

  // --- routine: burns near-misses
  {text: 'hab mich am backblech verbrannt, kleiner roter streifen am handgelenk, keine blase, brennt halt', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Sonnenbrand auf den Schultern nach dem Freibad, rot und spannt, keine Blasen. Was hilft am besten?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'Ab wann muss man mit einer Verbrennung eigentlich zum Arzt?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'Ich hatte als Kind schwere Verbrühungen am Bein, die Narben sind längst verheilt. Kann man die heute lasern lassen?', emergency: false, trap: 'remote_past', resembles: 'burns'},
  {text: 'Hab mir beim Kaffeekochen heisses Wasser ueber den Unterarm geschuettet, sofort zwanzig Minuten gekuehlt, jetzt nur noch leicht rot, keine Blase und es tut kaum noch weh.', emergency: false, trap: 'reassurance', resembles: 'burns'},

  // --- routine: sepsis near-misses
  {text: 'Was sind die ersten Anzeichen einer Blutvergiftung? Meine Mama sagt, ein roter Strich am Arm heisst sofort ins Spital, stimmt das?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'Ich lag 2018 mit einer Sepsis auf der Intensivstation, bin aber wieder ganz gesund. Sollte ich mich jetzt jedes Jahr gegen Grippe impfen lassen?', emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: 'Hab eine Blasenentzuendung, brennt beim Pinkeln, kein Fieber, sonst fit. Hilft Cranberrysaft wirklich?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'Hab Grippe mit 38,5 Fieber, aber ich bin klar im Kopf, trinke viel, pinkle normal und das Fieber geht mit Paracetamol gut runter. Wie lange sollte ich zuhause bleiben?', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'Ich nehme Antibiotika wegen einer Entzuendung am Finger, darf ich dazu Alkohol trinken? Am Samstag ist die Hochzeit von meiner Schwester.', emergency: false, trap: 'dosing', resembles: 'sepsis'},

  // --- routine: meningitis near-misses
  {text: 'Wie funktioniert der Glastest bei einem Hautausschlag genau?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'Mein Sohn hat Fieber und einen Ausschlag am Ruecken, aber die Flecken verschwinden beim Glastest komplett, und er spielt und trinkt gut.', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: 'steifer nacken seit ich bei offenem fenster geschlafen hab, kein fieber, kann den kopf nur nach links schlecht drehen', emergency: false, trap: 'mild', resembles: 'meningitis'},
  {text: 'Sollte mein Sohn vor dem Auslandssemester in England gegen Meningokokken geimpft werden?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'Hab Grippe mit Fieber und Gliederschmerzen, aber der Nacken ist nicht steif, kein Ausschlag, Licht stoert nicht. Einfach auskurieren?', emergency: false, trap: 'denial', resembles: 'meningitis'},

  // --- routine: pregnancy near-misses
  {text: 'Ab welcher Woche spürt man das Baby normalerweise treten? Bin zum ersten Mal schwanger.', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'bin in der 10. ssw und hab leichtes ziehen im unterbauch wie vor der periode, auf beiden seiten, keine blutung, sonst gehts mir gut. ist das normal?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Bin in der 30. Woche und habe abends etwas dicke Knöchel, aber kein Kopfweh, keine Sehstörungen, der Blutdruck beim Frauenarzt gestern war gut und das Baby tritt wie immer.', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'Darf ich in der Schwangerschaft Paracetamol gegen Kopfschmerzen nehmen, und wie viel hoechstens?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: 'Ich hatte in meiner ersten Schwangerschaft vor vier Jahren eine Praeeklampsie, es ist alles gut ausgegangen. Jetzt bin ich wieder schwanger, was sollte ich beachten?', emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: 'Wochenfluss drei Wochen nach der Geburt, wird weniger und heller, mir geht es gut. Wann darf ich wieder schwimmen gehen?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},

  // --- routine: sick_child near-misses
  {text: 'Meine Tochter (3) hat 39 Fieber, aber sie trinkt gut, spielt mit ihren Puppen und atmet ganz normal. Soll ich ihr trotzdem was geben?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'Mein Baby (4 Monate) spuckt nach jeder Mahlzeit ein bisschen, nimmt aber gut zu und hat viele nasse Windeln. Muss ich was aendern?', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: 'wie viel ibuprofen fiebersaft darf mein sohn nehmen, er ist 2 und wiegt 12 kilo?', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'Woran erkennt man, dass ein Baby austrocknet?', emergency: false, trap: 'general_question', resembles: 'sick_child'},
  {text: 'Unser Kleiner (1) hat Schnupfen und hustet ein bisschen, schlaeft und trinkt aber normal, kein Fieber.', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'Die Kleine hatte heute etwas Durchfall, aber sie hat nicht erbrochen, trinkt ihre Flasche und hat regelmaessig nasse Windeln. Braucht sie trotzdem Elektrolyte?', emergency: false, trap: 'denial', resembles: 'sick_child'},

  // --- routine: self_harm near-misses
  {text: 'Ich bin seit Wochen total gestresst wegen der Arbeit und schlafe schlecht. Keine Gedanken, mir was anzutun, wirklich nicht, ich will nur wieder runterkommen. Was hilft?', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'Vor zehn Jahren hatte ich eine schwere Depression mit einem Suizidversuch, heute geht es mir gut und ich bin seit Jahren stabil. Ich moechte die Antidepressiva langsam absetzen, wie macht man das?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'Wie spreche ich einen Freund an, wenn ich mir Sorgen mache, dass er depressiv ist?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'Diese Steuererklärung bringt mich noch um 😅 Seitdem hab ich total verspannte Schultern, was hilft?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'Kann ich Johanniskraut zusammen mit der Pille nehmen? Bin etwas niedergeschlagen, typisch Winter.', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'fuehl mich seit der trennung ziemlich down und antriebslos, aber ich geh arbeiten und treff freunde. ab wann sollte man zum psychologen?', emergency: false, trap: 'mild', resembles: 'self_harm'},

  // --- routine: other_emergency near-misses
  {text: 'Bauchweh und Blaehungen nach dem Linseneintopf, der Bauch ist weich, kein Fieber', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Hatte vor acht Jahren eine Hodentorsion und wurde operiert, seitdem alles gut. Kann ich trotzdem Kinder bekommen?', emergency: false, trap: 'remote_past', resembles: 'other_emergency'},
  {text: 'Wie viel Traubenzucker soll ich essen, wenn mein Blutzucker unter 70 ist? Bin neu eingestellt auf Insulin.', emergency: false, trap: 'dosing', resembles: 'other_emergency'},
  {text: 'Was sind Anzeichen einer Blinddarmentzuendung bei Kindern?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},

  // --- routine: everyday
  {text: 'Welche Impfungen brauche ich fuer eine Reise nach Vietnam und wie frueh muss ich damit anfangen?', emergency: false, trap: 'everyday'},
  {text: 'hab seit zwei wochen so trockene rissige haende vom desinfizieren in der arbeit, welche creme hilft', emergency: false, trap: 'everyday'},
  {text: 'Mein Cholesterin ist laut Blutbild bei 240. Kann ich das mit Ernaehrung runterbekommen oder brauche ich gleich Tabletten?', emergency: false, trap: 'everyday'},
  {text: 'Ich kann seit Wochen schlecht einschlafen, liege oft bis zwei Uhr wach. Was kann man ohne Tabletten probieren?', emergency: false, trap: 'everyday'},
  {text: 'Grüezi, ich habe seit einer Woche Rückenschmerzen vom Velofahren, unten im Kreuz. Soll ich eher Wärme oder Kälte nehmen?', emergency: false, trap: 'everyday'},
  {text: 'is it ok wenn ich nach der booster impfung morgen ins fitnessstudio geh? arm tut bissl weh', emergency: false, trap: 'everyday'},
  {text: 'Mein Mann hat ständig kalte Füsse im Bett. Ist das ein Durchblutungsproblem oder normal?', emergency: false, trap: 'everyday'},
  {text: 'Wie lange ist man mit Windpocken ansteckend? Mein Sohn hat sie und die Oma will zu Besuch kommen.', emergency: false, trap: 'everyday'},
  {text: 'hallo, darf man mit fieberblase ins schwimmbad? hab seit gestern eine an der oberlippe', emergency: false, trap: 'everyday'},
  {text: 'Meine Tochter (8) hat Läuse aus der Schule mitgebracht. Wie oft muss man das Mittel anwenden und muss ich alle Kuscheltiere waschen?', emergency: false, trap: 'everyday'},
  {text: 'Ich bin 67 und möchte mit dem Joggen anfangen. Sollte ich vorher einen Check beim Hausarzt machen lassen?', emergency: false, trap: 'everyday'},
  {text: 'Servus, ich hab seit dem Skiurlaub so einen Muskelkater in den Oberschenkeln dass ich kaum die Stiegen runterkomm. Wie lange dauert das normal?', emergency: false, trap: 'everyday'},
  {text: 'Guten Tag, meine Mutter ist 82 und trinkt viel zu wenig, sie sagt sie hat keinen Durst. Haben Sie Tipps, wie man aeltere Menschen zum Trinken bringt?', emergency: false, trap: 'everyday'},
  {text: 'welches zahnputzmittel... ich mein welche zahnpasta ist gut bei empfindlichen zaehnen? kaltes wasser zieht voll', emergency: false, trap: 'everyday'},
  {text: 'Mein Blutdruck ist beim Hausarzt immer hoch, zuhause aber normal, so 125 zu 80. Muss ich trotzdem Tabletten nehmen?', emergency: false, trap: 'everyday'},
  {text: 'Wie bekomme ich Hornhaut an den Fersen weg? Im Sommer in Sandalen sieht das furchtbar aus.', emergency: false, trap: 'everyday'},
  {text: 'Mein Sohn (10) klagt morgens vor der Schule oft über Bauchweh, am Wochenende nie. Was kann dahinter stecken?', emergency: false, trap: 'everyday'},
  {text: 'kp ob das hierher passt aber wie viel eiweiss braucht man am tag wenn man muskeln aufbauen will', emergency: false, trap: 'everyday'},
  {text: 'Kann man eine Erkältung mit Zink und Vitamin C wirklich abkürzen, oder ist das ein Mythos?', emergency: false, trap: 'everyday'},
  {text: 'Seit ich die neue Brille hab, hab ich abends müde Augen. Dauert das, bis man sich gewöhnt?', emergency: false, trap: 'everyday'},
]

export default messages
