import type {TopicCatalog} from '../topics'

/** Texte der Themen auf Deutsch (Anrede „Sie“). */
const de: TopicCatalog = {
  'general-health': {
    title: 'Allgemeine Gesundheit',
    summary: 'Alltägliche Fragen zu Beschwerden, zum Gesundbleiben und dazu, wann Sie ärztlichen Rat brauchen.',
    description: 'Fragen Sie nach häufigen Beschwerden, nach Gesundheit im Alltag und danach, wie Sie gut für sich sorgen. Hale kann erklären, was etwas meistens bedeutet und welche Fragen Sie stellen können, aber Hale kann Sie nicht untersuchen und nicht sagen, was Sie haben. Wenn Sie sich Sorgen machen oder Beschwerden schlimmer werden, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, einer Pflegefachkraft oder in der Apotheke.',
    questions: [
      'Wann sollte ich mit einem Symptom zum Arzt gehen?',
      'Wie bereite ich mich auf einen Arzttermin vor?',
      'Was gehört in eine Hausapotheke?',
    ],
  },
  'general-health/fever-infections': {
    title: 'Fieber und Infekte',
    summary: 'Was Fieber ist, was Linderung bringt und bei welchen Warnzeichen Sie schnell Hilfe brauchen.',
    description: 'Fieber ist oft die Art, wie der Körper eine Infektion bekämpft, und viele häufige Infekte heilen von selbst aus. Ruhe, ausreichend trinken und ein fiebersenkendes Mittel in der richtigen Dosis können Linderung bringen. Holen Sie schnell ärztliche Hilfe bei Fieber bei einem Säugling, bei sehr hohem oder mehrere Tage anhaltendem Fieber, bei Nackensteifigkeit, einem Hautausschlag, der auf Druck nicht verblasst, bei Verwirrtheit oder Atemnot.',
    questions: [
      'Ab welcher Temperatur spricht man von Fieber?',
      'Wie kann ich Fieber sicher senken?',
      'Brauche ich bei einer Erkältung oder Grippe ein Antibiotikum?',
    ],
  },
  'general-health/healthy-eating': {
    title: 'Gesunde Ernährung',
    summary: 'Einfache Ideen für ausgewogene Mahlzeiten, genug Flüssigkeit und ein gesundes Gewicht.',
    description: 'Eine ausgewogene Ernährung mit viel Gemüse, Obst, Vollkornprodukten und Wasser hilft Ihrem Körper, gut zu funktionieren. Kleine, dauerhafte Änderungen halten meist länger als strenge Diäten. Wenn Sie eine Erkrankung haben, schwanger sind oder täglich Medikamente nehmen, kann Ihre Arztpraxis oder eine Ernährungsfachkraft Sie passend beraten.',
    questions: [
      'Wie sieht ein ausgewogener Teller aus?',
      'Wie viel Wasser sollte ich am Tag trinken?',
      'Wie kann ich weniger Zucker und Salz essen?',
    ],
  },
  'general-health/vaccines': {
    title: 'Impfungen',
    summary: 'Wie Impfungen wirken, welche Impfreaktionen häufig sind und wie Sie erfahren, welche Impfungen Sie brauchen.',
    description: 'Impfungen bringen Ihrem Immunsystem bei, einen Krankheitserreger zu erkennen, bevor Sie ihm begegnen. Leichte Impfreaktionen wie ein schmerzender Arm oder etwas Fieber für ein bis zwei Tage sind häufig. Welche Impfungen empfohlen sind, hängt von Land, Alter und Gesundheit ab; Ihre Arztpraxis, Ihre Apotheke oder das Gesundheitsamt kann Ihnen sagen, welche Sie brauchen.',
    questions: [
      'Wie wirken Impfungen?',
      'Welche Reaktionen nach einer Impfung sind normal?',
      'Welche Impfungen brauchen Erwachsene?',
    ],
  },

  medications: {
    title: 'Medikamente',
    summary: 'Ihre Medikamente verstehen, richtig einnehmen und wissen, worauf Sie achten sollten.',
    description: 'Fragen Sie, wofür ein Medikament ist, wie es üblicherweise eingenommen wird und auf welche Nebenwirkungen Sie achten sollten. Apothekerinnen und Apotheker sind Fachleute für Arzneimittel und gute Ansprechpersonen. Beginnen, ändern oder beenden Sie ein verschriebenes Medikament nicht, ohne vorher mit der Person zu sprechen, die es Ihnen verschrieben hat.',
    questions: [
      'Wofür wird dieses Medikament normalerweise eingesetzt?',
      'Was mache ich, wenn ich eine Einnahme vergessen habe?',
      'Darf ich dieses Medikament zum Essen oder mit Alkohol nehmen?',
    ],
  },
  'medications/side-effects': {
    title: 'Nebenwirkungen',
    summary: 'Welche Nebenwirkungen häufig sind, welche ernst sind und was Sie tun können.',
    description: 'Fast alle Medikamente können Nebenwirkungen haben; viele sind leicht und lassen nach, sobald sich der Körper an das Mittel gewöhnt hat. Sprechen Sie mit Ihrer Ärztin, Ihrem Arzt oder in der Apotheke über Nebenwirkungen, die Sie beunruhigen oder nicht weggehen. Rufen Sie sofort den Notruf bei Schwellungen im Gesicht, an den Lippen oder im Hals, bei Atemnot oder bei einem plötzlichen, starken Hautausschlag.',
    questions: [
      'Ist diese Nebenwirkung bei meinem Medikament häufig?',
      'Wann sollte ich mir wegen einer Nebenwirkung Sorgen machen?',
      'Wie kann ich eine Nebenwirkung melden?',
    ],
  },
  'medications/interactions': {
    title: 'Wechselwirkungen',
    summary: 'Wie sich Medikamente, Nahrungsergänzungsmittel, Lebensmittel und Alkohol gegenseitig beeinflussen können.',
    description: 'Manche Medikamente verändern die Wirkung anderer Medikamente, und das gilt auch für pflanzliche Mittel, Vitamine, einige Lebensmittel und Alkohol. Führen Sie eine aktuelle Liste mit allem, was Sie einnehmen, zum Beispiel einen Medikationsplan, und zeigen Sie sie in der Arztpraxis und in der Apotheke. Dort kann man prüfen, ob etwas nicht zusammenpasst, bevor Sie etwas Neues beginnen.',
    questions: [
      'Kann ich Ibuprofen zusammen mit meinen anderen Medikamenten nehmen?',
      'Haben pflanzliche Mittel Wechselwirkungen mit Medikamenten?',
      'Warum sollte ich bei manchen Medikamenten auf Grapefruit verzichten?',
    ],
  },
  'medications/taking-medicines': {
    title: 'Medikamente richtig einnehmen',
    summary: 'Tipps, um Medikamente pünktlich einzunehmen, richtig aufzubewahren und sicher anzuwenden.',
    description: 'Die richtige Einnahme hilft, dass Medikamente wirken, und schützt Sie vor Fehlern. Lesen Sie den Beipackzettel, nutzen Sie bei flüssigen Medikamenten den beiliegenden Messlöffel oder die Dosierspritze und bewahren Sie alle Medikamente für Kinder unerreichbar auf. Fragen Sie in der Apotheke, wie Sie Medikamente entsorgen, die Sie nicht mehr brauchen.',
    questions: [
      'Wie denke ich daran, meine Medikamente zu nehmen?',
      'Wie bewahre ich meine Medikamente richtig auf?',
      'Was mache ich mit Medikamenten, die ich nicht mehr brauche?',
    ],
  },

  'lab-results': {
    title: 'Laborwerte',
    summary: 'Verstehen, was Ihre Laborwerte bedeuten, bevor Sie mit Ihrer Ärztin oder Ihrem Arzt sprechen.',
    description: 'Sie können einen Laborbefund eintippen oder anhängen und fragen, was die einzelnen Werte messen. Referenzbereiche unterscheiden sich von Labor zu Labor, und ein Wert knapp außerhalb des Bereichs ist für sich allein oft kein Problem. Ihre Ärztin oder Ihr Arzt beurteilt die Werte zusammen mit Ihrer Gesundheit und Vorgeschichte; sprechen Sie deshalb mit ihr oder ihm darüber, was sie für Sie bedeuten.',
    questions: [
      'Was misst dieser Wert auf meinem Befund?',
      'Was bedeutet es, wenn ein Wert als erhöht oder erniedrigt markiert ist?',
      'Was sollte ich meine Ärztin oder meinen Arzt zu meinen Werten fragen?',
    ],
  },
  'lab-results/reading-reports': {
    title: 'Laborbefund lesen',
    summary: 'Einheiten, Referenzbereiche und Markierungen auf dem Laborbefund verständlich erklärt.',
    description: 'Ein Laborbefund zeigt meist für jeden Wert Ihr Ergebnis, die Einheit und den Referenzbereich des Labors. Werte außerhalb dieses Bereichs sind oft markiert, etwa mit H und L (hoch und niedrig), mit Pfeilen oder einem Sternchen, aber eine Markierung allein heißt nicht, dass etwas nicht stimmt. Labore verwenden nicht immer dieselben Einheiten und Bereiche; vergleichen Sie deshalb nach Möglichkeit Werte aus demselben Labor.',
    questions: [
      'Was ist ein Referenzbereich?',
      'Warum sind einige meiner Werte mit H oder L markiert?',
      'Warum hat mein Befund andere Einheiten als der eines anderen Labors?',
    ],
  },
  'lab-results/blood-tests': {
    title: 'Blutuntersuchungen',
    summary: 'Häufige Blutwerte wie Blutbild, Blutzucker, Nieren- und Leberwerte.',
    description: 'Zu den häufigsten Blutuntersuchungen gehören das Blutbild, der Blutzucker (Glukose oder HbA1c, der „Langzeitzucker“), die Blutfette wie Cholesterin sowie Nieren- und Leberwerte. Für manche Untersuchungen müssen Sie nüchtern sein; halten Sie sich an die Hinweise, die Sie bekommen haben. Hale kann erklären, was ein Wert misst, aber nur Ihre Ärztin oder Ihr Arzt kann sagen, was Ihre Ergebnisse für Sie bedeuten.',
    questions: [
      'Was zeigt ein Blutbild?',
      'Was ist der HbA1c-Wert?',
      'Muss ich vor einer Blutabnahme nüchtern sein?',
    ],
  },
  'lab-results/urine-tests': {
    title: 'Urinuntersuchungen',
    summary: 'Was eine Urinuntersuchung zeigen kann und wie Sie eine gute Probe gewinnen.',
    description: 'Eine Urinuntersuchung kann nach Zeichen einer Infektion sowie nach Zucker, Eiweiß oder Blut im Urin suchen. Wie Sie die Probe gewinnen, ist wichtig; folgen Sie den Hinweisen Ihrer Praxis oder Ihres Labors. Bei Schmerzen oder Brennen beim Wasserlassen, Fieber oder Schmerzen in der Flanke oder im Rücken wenden Sie sich an eine Ärztin oder einen Arzt.',
    questions: [
      'Was kann eine Urinuntersuchung zeigen?',
      'Wie gewinne ich eine saubere Urinprobe (Mittelstrahlurin)?',
      'Was bedeutet Eiweiß in meinem Urin?',
    ],
  },

  'mental-health': {
    title: 'Psychische Gesundheit',
    summary: 'Stress, Angst, gedrückte Stimmung und wo Sie Unterstützung finden.',
    description: 'Ihre psychische Gesundheit ist genauso wichtig wie Ihre körperliche. Hale kann allgemeine Informationen und Ideen zum Umgang mit Belastungen geben, ersetzt aber keine Therapie und kann keine Diagnose stellen. Wenn Sie daran denken, sich etwas anzutun oder Ihr Leben zu beenden, rufen Sie jetzt den Notruf oder ein Krisentelefon an.',
    questions: [
      'Woran merke ich, dass ich Hilfe für meine psychische Gesundheit brauche?',
      'Was kann ich tun, wenn mir alles zu viel wird?',
      'Wie spreche ich mit meiner Ärztin oder meinem Arzt über meine psychische Gesundheit?',
    ],
  },
  'mental-health/stress-anxiety': {
    title: 'Stress und Angst',
    summary: 'Wie sich Stress und Angst anfühlen können und was dagegen hilft.',
    description: 'Jeder Mensch ist manchmal gestresst oder ängstlich, und das kann Körper und Seele betreffen, zum Beispiel den Schlaf, den Herzschlag oder den Magen. Langsames Atmen, regelmäßige Bewegung und Gespräche mit einem vertrauten Menschen können helfen. Wenn Sorgen Sie im Alltag einschränken oder seit Wochen anhalten, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt oder wenden Sie sich an eine psychotherapeutische Praxis.',
    questions: [
      'Was sind typische Anzeichen von Angst?',
      'Welche einfache Atemübung hilft bei Stress?',
      'Was kann ich bei einer Panikattacke tun?',
    ],
  },
  'mental-health/low-mood': {
    title: 'Niedergeschlagenheit und Depression',
    summary: 'Gedrückte Stimmung, Interessenverlust und wann es eine Depression sein kann.',
    description: 'Jeder hat mal traurige Tage; wenn Sie sich aber zwei Wochen oder länger fast jeden Tag niedergeschlagen fühlen oder an vielem das Interesse verlieren, kann das ein Zeichen einer Depression sein. Depressionen sind häufig und behandelbar; Ihre Ärztin oder Ihr Arzt kann mit Ihnen über Möglichkeiten wie Psychotherapie und Medikamente sprechen. Wenn Sie Gedanken haben, sich etwas anzutun, rufen Sie sofort den Notruf oder ein Krisentelefon an.',
    questions: [
      'Was ist der Unterschied zwischen Traurigkeit und Depression?',
      'Welche Behandlungen gibt es bei Depressionen?',
      'Wie kann ich jemanden unterstützen, der depressiv wirkt?',
    ],
  },
  'mental-health/getting-support': {
    title: 'Hilfe finden',
    summary: 'Wo Sie Hilfe finden: bei vertrauten Menschen, bei Fachleuten und am Krisentelefon.',
    description: 'Mit einem vertrauten Menschen zu sprechen ist oft ein guter erster Schritt. Ihre Hausärztin oder Ihr Hausarzt kann Ihnen helfen, Beratung, Psychotherapie oder andere Unterstützung in Ihrer Nähe zu finden. Wenn Sie in einer Krise sind oder um Ihre Sicherheit fürchten, rufen Sie den Notruf oder ein Krisentelefon an; Sie müssen nicht warten, bis es schlimmer wird.',
    questions: [
      'Wie finde ich eine Psychotherapeutin oder einen Psychotherapeuten?',
      'Was passiert, wenn ich bei einem Krisentelefon anrufe?',
      'Wie fange ich an, über meine Gefühle zu sprechen?',
    ],
  },

  heart: {
    title: 'Herzgesundheit',
    summary: 'Blutdruck, Cholesterin, Herzrhythmus und wie Sie Ihr Herz gesund halten.',
    description: 'Herz und Gefäße hängen von vielem ab, das Sie selbst beeinflussen können, etwa Bewegung, Ernährung, Rauchen und Schlaf. Hale kann Untersuchungen und Werte in einfachen Worten erklären, aber Ihre Ärztin oder Ihr Arzt kennt Ihre gesamte Situation. Rufen Sie sofort den Notruf bei Schmerzen oder Druck in der Brust, bei Schmerzen, die in Arm, Kiefer oder Rücken ausstrahlen, bei plötzlicher Atemnot oder bei Zeichen eines Schlaganfalls wie einem herabhängenden Mundwinkel, einem schwachen Arm oder verwaschener Sprache.',
    questions: [
      'Wie halte ich mein Herz gesund?',
      'Was sind Warnzeichen eines Herzinfarkts?',
      'Woran erkenne ich einen Schlaganfall?',
    ],
  },
  'heart/blood-pressure': {
    title: 'Blutdruck',
    summary: 'Was die beiden Werte bedeuten und wie Sie Ihren Blutdruck zu Hause messen.',
    description: 'Der Blutdruck wird mit zwei Werten angegeben, zum Beispiel 120/80 mmHg: Der obere (systolische) Wert ist der Druck, wenn das Herz schlägt, der untere (diastolische) der Druck in der Pause zwischen zwei Schlägen. Die Leitlinien unterscheiden sich je nach Land, doch Werte ab 140/90, die bei mehreren Messungen auftreten, gelten allgemein als erhöht; manche Leitlinien setzen die Grenze niedriger an. Bluthochdruck verursacht meist keine Beschwerden, deshalb sind regelmäßige Messungen wichtig. Fragen Sie Ihre Ärztin oder Ihren Arzt, was Ihre Werte bedeuten und welcher Zielwert für Sie richtig ist.',
    questions: [
      'Was bedeuten meine Blutdruckwerte?',
      'Wie messe ich meinen Blutdruck zu Hause richtig?',
      'Wie kann ich meinen Blutdruck ohne Medikamente senken?',
    ],
  },
  'heart/cholesterol': {
    title: 'Cholesterin',
    summary: 'Was LDL, HDL und Triglyceride sind und was ein gesunder Lebensstil bewirken kann.',
    description: 'Cholesterin ist ein Fett im Blut; zu viel LDL (oft „schlechtes“ Cholesterin genannt) kann sich mit der Zeit in den Gefäßwänden ablagern. Die Blutfettwerte umfassen meist Gesamtcholesterin, LDL, HDL und Triglyceride. Der richtige Zielwert hängt von Ihrem gesamten Herz-Kreislauf-Risiko ab; Ihre Ärztin oder Ihr Arzt betrachtet die Werte deshalb zusammen mit Alter, Blutdruck, Diabetes, Rauchen und anderen Faktoren.',
    questions: [
      'Was ist der Unterschied zwischen LDL und HDL?',
      'Welche Lebensmittel können meinen Cholesterinspiegel senken?',
      'Warum könnte mir meine Ärztin oder mein Arzt ein Statin empfehlen?',
    ],
  },
  'heart/heart-rhythm': {
    title: 'Herzrhythmus und Herzstolpern',
    summary: 'Herzrasen, Herzklopfen oder Herzstolpern und wann Sie es abklären lassen sollten.',
    description: 'Von Herzklopfen spricht man, wenn man den eigenen Herzschlag deutlich spürt, zum Beispiel als Rasen, Pochen oder Stolpern. Das ist oft harmlos und kann von Stress, Koffein, Alkohol oder Sport kommen, kann aber auch auf eine Herzrhythmusstörung hinweisen. Lassen Sie es ärztlich abklären, wenn es häufig auftritt oder lange anhält, und rufen Sie den Notruf, wenn Brustschmerzen, Ohnmacht oder starke Atemnot dazukommen.',
    questions: [
      'Was kann Herzrasen auslösen?',
      'Was ist Vorhofflimmern?',
      'Welcher Ruhepuls ist normal?',
    ],
  },

  'breathing-allergies': {
    title: 'Atemwege und Allergien',
    summary: 'Asthma, Heuschnupfen, Husten und Erkältungen sowie allergische Reaktionen.',
    description: 'Fragen Sie nach Asthma, Allergien, Husten, Erkältungen und anderen Atembeschwerden. Vieles davon lässt sich mit dem richtigen Behandlungsplan aus Arztpraxis oder Apotheke gut in den Griff bekommen. Bei einer schweren allergischen Reaktion verwenden Sie den Adrenalin-Autoinjektor (Notfallpen) der betroffenen Person, falls vorhanden, und rufen Sie den Notruf. Rufen Sie auch sofort an, wenn jemand kaum Luft bekommt, Lippen, Zunge oder Hals anschwellen oder die Lippen bläulich oder grau werden.',
    questions: [
      'Was ist der Unterschied zwischen einer Erkältung und einer Allergie?',
      'Woran erkenne ich eine schwere allergische Reaktion?',
      'Wann sollte ich mit Husten zum Arzt gehen?',
    ],
  },
  'breathing-allergies/asthma': {
    title: 'Asthma',
    summary: 'Asthmasprays, Auslöser und was bei einem Asthmaanfall zu tun ist.',
    description: 'Bei Asthma sind die Atemwege verengt und entzündet; das kann Husten, pfeifende Atmung und ein Engegefühl in der Brust verursachen. Zur Behandlung gehören meist Inhalatoren (Asthmasprays), und ein schriftlicher Asthma-Notfallplan von Ihrer Ärztin oder Ihrem Arzt hilft Ihnen zu wissen, was wann zu tun ist. Wenn Ihr Notfallspray nicht hilft oder Sie vor Atemnot nicht sprechen, essen oder schlafen können, rufen Sie den Notruf.',
    questions: [
      'Wie benutze ich mein Asthmaspray richtig?',
      'Was sind häufige Asthma-Auslöser?',
      'Was soll ich bei einem Asthmaanfall tun?',
    ],
  },
  'breathing-allergies/hay-fever': {
    title: 'Heuschnupfen und Allergien',
    summary: 'Niesen, juckende Augen und andere Allergiebeschwerden und was Linderung bringt.',
    description: 'Heuschnupfen ist eine Allergie gegen Pollen, die Niesen, eine laufende oder verstopfte Nase und juckende, tränende Augen verursachen kann. Antihistaminika, Nasensprays und das Meiden der Auslöser können helfen; in der Apotheke berät man Sie zu den Möglichkeiten. Andere Allergien, etwa gegen Lebensmittel, Insektenstiche oder Medikamente, können gefährlich sein: Rufen Sie den Notruf, wenn jemand schlecht Luft bekommt oder Gesicht, Lippen oder Hals anschwellen.',
    questions: [
      'Wie kann ich meine Heuschnupfen-Beschwerden lindern?',
      'Welche Antihistaminika machen weniger müde?',
      'Wie finde ich heraus, wogegen ich allergisch bin?',
    ],
  },
  'breathing-allergies/coughs-colds': {
    title: 'Husten und Erkältung',
    summary: 'Was bei einer Erkältung hilft und wann Husten abgeklärt werden sollte.',
    description: 'Erkältungen werden von Viren ausgelöst und heilen meist innerhalb von ein bis zwei Wochen von selbst aus; Antibiotika helfen dagegen nicht. Ruhe, viel trinken und ein einfaches Schmerzmittel können die Beschwerden lindern. Gehen Sie zur Ärztin oder zum Arzt, wenn Husten länger als drei Wochen dauert, Sie Blut husten oder sich sehr krank fühlen, und rufen Sie bei schwerer Atemnot den Notruf.',
    questions: [
      'Wie lange dauert eine Erkältung normalerweise?',
      'Was hilft gegen Husten in der Nacht?',
      'Wie unterscheide ich eine Erkältung von einer Grippe?',
    ],
  },

  'sleep-activity': {
    title: 'Schlaf und Bewegung',
    summary: 'Besser schlafen, mehr bewegen und Müdigkeit verstehen.',
    description: 'Schlaf und Bewegung haben großen Einfluss darauf, wie Sie sich fühlen, auf Ihre Stimmung und auf Ihre Gesundheit auf lange Sicht. Sie können Hale nach praktischen Tipps fragen oder sich die Daten eines Fitnessarmbands oder einer Smartwatch erklären lassen. Sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, wenn Sie ständig müde sind, wenn jemand bemerkt, dass Sie im Schlaf Atemaussetzer haben, oder wenn Sie eine Erkrankung haben und mit Sport beginnen möchten.',
    questions: [
      'Wie viel Schlaf brauche ich?',
      'Wie fange ich mit Sport an, wenn ich lange nicht aktiv war?',
      'Was bedeuten die Werte auf meinem Fitnessarmband?',
    ],
  },
  'sleep-activity/sleep': {
    title: 'Schlaf',
    summary: 'Wie viel Schlaf Sie brauchen und welche Gewohnheiten beim Schlafen helfen.',
    description: 'Die meisten Erwachsenen brauchen etwa 7 bis 9 Stunden Schlaf pro Nacht, Kinder und Jugendliche mehr. Feste Schlafenszeiten, ein dunkles, ruhiges Schlafzimmer sowie abends weniger Koffein und Bildschirmzeit können helfen. Wenn Sie oft nicht schlafen können, laut schnarchen oder tagsüber sehr müde sind, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    questions: [
      'Wie kann ich leichter einschlafen?',
      'Ist ein Mittagsschlaf ungesund?',
      'Kann mein Schnarchen ein Gesundheitsproblem sein?',
    ],
  },
  'sleep-activity/physical-activity': {
    title: 'Bewegung',
    summary: 'Wege zu mehr Bewegung, in jedem Alter und bei jeder Fitness.',
    description: 'Regelmäßige Bewegung tut Herz, Muskeln, Stimmung und Schlaf gut, und jede Bewegung ist besser als keine. Die Weltgesundheitsorganisation (WHO) empfiehlt Erwachsenen mindestens 150 Minuten mäßig anstrengende Bewegung pro Woche, zum Beispiel zügiges Gehen, verteilt über die Woche. Wenn Sie eine Erkrankung haben oder schwanger sind, fragen Sie vorher Ihre Ärztin oder Ihren Arzt; bei Brustschmerzen, Schwindel oder starker Atemnot während der Bewegung hören Sie sofort auf und holen Sie ärztliche Hilfe.',
    questions: [
      'Wie viel Bewegung brauche ich pro Woche?',
      'Was zählt als mäßig anstrengende Bewegung?',
      'Wie kann ich mich trotz Gelenkschmerzen bewegen?',
    ],
  },
  'sleep-activity/tiredness': {
    title: 'Müdigkeit',
    summary: 'Häufige Gründe für ständige Müdigkeit und was helfen kann.',
    description: 'Müdigkeit ist sehr häufig und kommt oft von schlechtem Schlaf, Stress, einem vollen Alltag oder unausgewogener Ernährung. Sie kann aber auch durch Erkrankungen wie Blutarmut (Anämie), Schilddrüsenprobleme, Diabetes oder Depressionen entstehen. Wenn Sie seit mehreren Wochen ohne klaren Grund müde sind oder weitere Beschwerden wie Gewichtsverlust haben, gehen Sie zur Ärztin oder zum Arzt.',
    questions: [
      'Warum bin ich ständig müde?',
      'Welche Blutwerte können Ursachen für Müdigkeit aufdecken?',
      'Wie bekomme ich tagsüber mehr Energie?',
    ],
  },
}

export default de
