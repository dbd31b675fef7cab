/** German messages for the red-flag detector, development half: probe messages written during the twentieth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Self-harm: a date told in reported speech, a roof, talk of harming oneself
  {text: 'Mein Mitbewohner meinte gestern, er hätte seine Schlaftabletten gehortet und nächste Woche wäre eh alles vorbei', emergency: true, category: 'self_harm'},
  {text: 'kollegin hat erzählt sie hat ihre tabletten gesammelt, morgen ist es vorbei sagt sie', emergency: true, category: 'self_harm'},
  {text: 'sitze oben auf dem parkdeck und weiss nich wieso ich dir das schreibe', emergency: true, category: 'self_harm'},
  {text: 'Ich stehe auf dem Aussichtsturm und will einfach nicht mehr', emergency: true, category: 'self_harm'},
  {text: 'meine freundin schreibt seit tagen, dass sie sich was antun will, jetzt geht sie nicht ans handy', emergency: true, category: 'self_harm'},
  {text: 'Mein Sohn hat gedroht, sich etwas anzutun, und sich im Bad eingeschlossen', emergency: true, category: 'self_harm'},
  {text: 'Wir reparieren heute das Dach vom Parkhaus, welche Sonnencreme hält bei Schweiß am längsten?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Stroke: speech that stops, odd syllables, words that do not come, a side "wie Pudding"
  {text: 'Papa hat mitten im Satz aufgehört zu sprechen und jetzt kommen nur noch seltsame Laute', emergency: true, category: 'stroke'},
  {text: 'Oma redet seit dem Mittagessen nur noch Silben, kein richtiges Wort mehr', emergency: true, category: 'stroke'},
  {text: 'mein linker arm und das linke bein sind ganz plötzlich wie gummi, kann kaum stehen', emergency: true, category: 'stroke'},
  {text: 'Seit einer halben Stunde ist mein Arm schwach und ich kann die Tasse nicht mehr halten', emergency: true, category: 'stroke'},
  {text: 'Mir fällt der Name von dem Schauspieler nicht ein, kennst du den Film mit dem Boot?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'Meine Beine sind nach dem Marathon wie Pudding, wie lange dauert der Muskelkater?', emergency: false, trap: 'mild', resembles: 'stroke'},
  // Stroke: an eyelid after Botox, with nothing else
  {text: 'Seit der Botox Behandlung hängt das linke Augenlid ein bisschen, sonst alles normal. Wie lange hält das?', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  {text: 'Nach dem Botox hängt mein Augenlid und seit heute Mittag ist auch der Mundwinkel schief und ich rede undeutlich', emergency: true, category: 'stroke'},
  // Breathing: a word per breath, puffs that do not help, little air said verb last, a bubbling chest, fast breathing in COPD
  {text: 'Er schafft nur zwei Wörter pro Atemzug, Asthma, das Spray ist leer', emergency: true, category: 'breathing'},
  {text: 'Sohn hat Asthma, schon 8 Hübe und trotzdem pfeift es und er sitzt nach vorne gebeugt', emergency: true, category: 'breathing'},
  {text: 'Meine Mutter hat letzte Nacht kaum Luft gekriegt und jetzt blubbert es in der Brust', emergency: true, category: 'breathing'},
  {text: 'Opa hat Herzinsuffizienz, er bekommt das Sauerstoffgerät nicht an und atmet total hektisch', emergency: true, category: 'breathing'},
  {text: 'Beim Kaffee verschluckt, kurz keine Luft bekommen, nach dem Husten war es sofort weg und ich atme ganz normal', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Mein Asthmaspray hilft gut, brauche ich trotzdem ein neues Rezept für die Reise?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  // Bleeding: coughed blood told with many words between, pressing that does not help
  {text: 'ich huste schon den ganzen morgen immer mehr hellrotes blut', emergency: true, category: 'severe_bleeding'},
  {text: 'Hab mich mit der Kreissäge am Daumen erwischt, Drücken bringt gar nix, es läuft weiter', emergency: true, category: 'severe_bleeding'},
  {text: 'Schnittwunde am Bein, trotz Druckverband blutet es durch', emergency: true, category: 'severe_bleeding'},
  {text: 'Meine Kopfschmerzen kommen vom Druck hinter den Augen, Ibuprofen hilft nicht, was kann ich noch nehmen?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  // Unconscious: in class
  {text: 'Mein Sohn ist im Matheunterricht zusammengebrochen und wacht nicht auf, der Lehrer hat angerufen', emergency: true, category: 'unconscious'},
  {text: 'Im Bio-Unterricht haben wir gelernt, wie man jemanden in die stabile Seitenlage bringt. Warum eigentlich auf die Seite?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  // Head injury: a collision in sport, a fall with muddled talk or unequal pupils
  {text: 'Tochter ist beim Fußball gegen den Pfosten gekracht, war kurz weg und muss jetzt brechen', emergency: true, category: 'head_injury'},
  {text: 'Opa ist von der Leiter gestürzt, redet wirres Zeug und eine Pupille ist größer', emergency: true, category: 'head_injury'},
  {text: 'Bin beim Joggen gegen eine Laterne gerannt, kleine Beule, mir gehts gut, kühlen reicht?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  // Sudden headache: a crushing headache and a collapse
  {text: 'Mein Mann hatte beim Sport auf einmal höllische Kopfschmerzen und ist zusammengebrochen', emergency: true, category: 'sudden_headache'},
  {text: 'Vernichtender Kopfschmerz, dann ist sie umgekippt, jetzt ist sie wieder wach aber erbricht', emergency: true, category: 'sudden_headache'},
  // Sepsis: a catheter
  {text: 'Papa hat einen Dauerkatheter, seit gestern Schüttelfrost und jetzt ist er total verwirrt', emergency: true, category: 'sepsis'},
  // Pregnancy: one-sided pain early, the shoulder
  {text: 'bin in der 7 ssw, seit heute morgen ziehen rechts unten und jetzt ist mir schwarz vor augen geworden', emergency: true, category: 'pregnancy'},
  {text: 'Schwanger, 6. Woche, heftiger Schmerz links und die Schulter schmerzt seit einer Stunde', emergency: true, category: 'pregnancy'},
  // Burns and eyes: pool chlorine, cement
  {text: 'Poolchlor ist mir auf die Hand gekommen, die Stelle ist jetzt grau und spürt nichts', emergency: true, category: 'burns'},
  {text: 'Mörtelspritzer ins Auge bekommen, es brennt höllisch und ich sehe verschwommen', emergency: true, category: 'other_emergency'},
  {text: 'Wie viel Poolchlor brauche ich für 10 Kubikmeter Wasser?', emergency: false, trap: 'everyday', resembles: 'burns'},
  // Diabetes: cannot be woken
  {text: 'Meine Frau ist Typ 1 Diabetikerin und heute früh kaum wach zu kriegen, Zucker zeigt 2,1', emergency: true, category: 'other_emergency'},
  // Remote past, general questions
  {text: 'Mit 17 musste ich wegen einer Alkoholvergiftung ins Krankenhaus, heute trinke ich nur am Wochenende ein Bier. Schadet das der Leber noch?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'Warum nennt man einen Herzinfarkt auch Myokardinfarkt? Frage für die Berufsschule', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'Bei einer Ohnmächtigen die Beine hochlegen oder in die Seitenlage? Für meinen Erste-Hilfe-Auffrischungskurs', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'Mein Opa erzählt immer vom Krieg, wie sagt man zu Blutvergiftung auf Englisch?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  // Dialect and SMS spellings of the same
  {text: 'weiss ned wieso i des schreib, steh aufm dach vom parkhaus', emergency: true, category: 'self_harm'},
  {text: 'Ich schreib das hier und weiß nicht warum, sitze auf der Brücke', emergency: true, category: 'self_harm'},
  {text: 'er redt seit wochn davon sich wos anzutun, jetzt is er ned erreichbar', emergency: true, category: 'self_harm'},
  {text: 'Kollege hat gesagt, am Freitag sei alles vorbei, er habe Tabletten gebunkert', emergency: true, category: 'self_harm'},
  {text: 'mei mama hot aufghört zum redn mitten im telefonat, jetz kumman nur no komische silben', emergency: true, category: 'stroke'},
  {text: 'mein rechter arm und das rechte bein fühlen sich an wie watte, seit 20 minuten', emergency: true, category: 'stroke'},
  {text: 'hab kaum luft bekommen letzte nacht und jetzt brodelt die lunge', emergency: true, category: 'breathing'},
  {text: 'ssw 5, stechende schmerzen links unten, bin grad umgekippt', emergency: true, category: 'pregnancy'},
  {text: 'tochter ist beim handball gegen die wand geknallt und hat zweimal gekotzt', emergency: true, category: 'head_injury'},
  {text: 'Zementspritzer im Auge, brennt total', emergency: true, category: 'other_emergency'},
  {text: 'Bin im Unterricht eingeschlafen, ist das normal bei Eisenmangel?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'Weiß nicht warum ich das schreibe, aber mein Hund frisst seit gestern nur noch Trockenfutter. Ist das ok?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
]

export default messages
