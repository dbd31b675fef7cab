/**
 * French red-flag rules. Sources are regexes over normalised text (see `red-flags.ts`):
 * accents are written for readability and removed before compiling, and elisions are
 * separate tokens ("j' ai", "n' arrive", "l' eau", "s' étouffe"). ` ~ ` = up to three more words.
 */
import type {RedFlagLanguage} from '../red-flags'

const SIDE = '(?:droite?|gauche)'
/** "can't / can no longer", with or without "ne". */
const CANT = "(?:(?:ne |n' )?(?:peux|peut|pouvons|pouvez|peuvent|pouvait|pouvais|arrive|arrives|arrivons|arrivez|arrivent|arrivait|arrivais|parviens|parvient|réussis|réussit) (?:pas|plus) (?:à )?|(?:ne |n' )?(?:sais|sait) plus )"
const PILLS = "(?:comprimés|cachets|médicaments|médocs|pilules|gélules|somnifères|doliprane|dafalgan|efferalgan|paracétamol|ibuprofène|advil|aspirine|anxiolytiques|antidépresseurs|insuline|xanax|lexomil|temesta|tramadol|codéine|morphine|stilnox|zolpidem|lithium|neuroleptiques|calmants)"
const POISONS = "(?:(?:de l' |l' |d' )?eau de javel|javel|produit (?:ménager|vaisselle|nettoyant|d' entretien|pour lave vaisselle|pour le sol|wc)|détergent|capsules? de lessive|dosettes? de lessive|lessive|pastilles? de lave vaisselle|destop|déboucheur|white spirit|essence|pétrole|antigel|mort aux rats|raticide|insecticide|pesticide|désherbant|poison|piles? bouton|piles?|batteries?|aimants?|soude|ammoniac|acide|alcool à brûler|méthanol|e liquide|liquide de cigarette électronique|nicotine|champignons (?:sauvages|ramassés|cueillis)|dissolvant|solvant)"

const fr: RedFlagLanguage = {
  language: 'fr',
  patterns: {
    chest_pain: [
      '(?:douleur|douleurs|mal|oppression|serrement|pression|poids|brûlure|gêne|barre|étau|pincement|point|écrasement|sensation d\' écrasement) ~3 (?:dans|à|sur|au niveau de|en plein milieu de|au milieu de) (?:la|ma|sa|ta|leur) poitrine',
      '(?:douleurs?|oppression|gêne|serrement|pesanteur) (?:thoraciques?|dans le thorax|à la poitrine|au thorax)',
      'mal (?:à la poitrine|au thorax)|poitrine ~2 (?:qui )?(?:serre|me serre|lui serre|fait mal|me fait mal|lui fait mal|oppress[a-z]*|comprime|écrase|me brûle)|(?:j\' ai|il a|elle a|a) la poitrine (?:serrée|oppressée|comprimée|écrasée|en feu)',
      "(?:écras|serr|compress|oppress|broy|comprim)[a-z]* (?:la|ma|sa) poitrine",
      'crise cardiaque|infarctus|arrêt cardiaque|attaque cardiaque|crise au coeur|(?:son|mon) coeur (?:s\' est arrêté|a lâché|ne bat plus)',
      '(?:se tient|se tenait|tient|serre) (?:la|sa) poitrine',
      "(?:irradi[a-z]*|descend[a-z]*|remont[a-z]*|part|partant|file|s' étend|se propage|se diffuse|va|monte) ~3 (?:dans|vers|jusqu'(?:à|au|aux|dans)|à|au|en) (?:le |la |l' |mon |ma |son |sa )?(?:bras gauche|mâchoire|épaule gauche)",
    ],
    stroke: [
      "(?:bouche|visage|lèvre|lèvres|oeil|paupière|sourire|joue) ~4 (?:de travers|tordu[e]?s?|déform[a-z]*|tombant[e]?s?|qui tombe|tombe|affaiss[a-z]*|paralys[a-z]*|dévi[a-z]*|pend|qui pend|figé[e]?)",
      "(?:paralysie|engourdissement) (?:faciale|du visage|d' un côté|de la moitié)",
      `${CANT}(?:bouger|lever|sentir|soulever|utiliser|tenir) (?:le|la|son|sa|mon|ma|les|ses|mes|leur) (?:bras|jambe|main|côté|visage|pied)s? ${SIDE}s?`,
      `(?:ne (?:sens|sent|sentons|sentez) plus|sens plus|sent plus|engourdi[e]?s?|paralys[a-z]*|faible|insensible|fourmill[a-z]*|lourd[e]?s?) ~4 (?:côté ${SIDE}|moitié du corps|moitié du visage|côté du corps|d' un côté|tout un côté)`,
      `(?:(?:le |tout le |la )?côté ${SIDE}|(?:la |une )?moitié du (?:corps|visage)|un côté du (?:corps|visage)) ~3 (?:engourdi[e]?|paralys[a-z]*|insensible|ne répond plus|lourd[e]?|mort[e]?|ne bouge plus|faible|qui ne marche plus)`,
      `(?:du mal|difficultés?|de la peine) (?:à|pour) parler(?! (?:de|avec|à|en public|anglais|français))|${CANT}parler(?! (?:de|avec|à|en public|anglais|français))|(?:perdu|perd) la parole`,
      "parole (?:pâteuse|confuse|incompréhensible|bizarre|difficile|embrouillée|hachée)|(?:bafouill[a-z]*|bredouill[a-z]*|mélange (?:les|ses) mots|cherche ses mots|trouve plus ses mots|ne trouve plus ses mots|articule mal|n' articule plus|parle bizarrement|parle de travers|parle n' importe comment|mots (?:qui )?ne sortent pas|les mots ne sortent plus)",
      "(?:soudain[a-z]*|brusquement|tout (?:à|d' un) coup|d' un coup|subitement) ~3 (?:confus[e]?|désorienté[e]?|ne reconnaît plus|ne sait plus où)",
      "(?:pire|plus violent[e]?|plus fort[e]?|plus atroce) (?:mal de (?:tête|crâne)|céphalée)|mal de (?:tête|crâne) (?:brutal|soudain|violent|explosif|en coup de tonnerre|atroce|terrible|insupportable|fulgurant)|céphalées? (?:brutales?|violentes?|en coup de tonnerre|fulgurantes?)",
      "(?:perdu|perte de|perds|perd) (?:la )?(?:vue|vision) ~3 (?:d' un (?:oeil|coup)|de l' oeil|brutalement|soudainement|subitement|tout d' un coup|d' un seul coup)|(?:ne vois plus|vois plus|voit plus|ne voit plus|vois plus rien|voit plus rien) ~3 (?:d' un oeil|de l' oeil|d' un coup|tout d' un coup|brusquement)|aveugle d' un (?:coup|oeil)|(?:soudain[a-z]*|brusquement|tout d' un coup) ~3 (?:vois double|vision double|plus rien)",
      "engourdissement (?:soudain|brutal|brusque)|(?:soudain[a-z]*|brutal[a-z]*|brusque) (?:engourdissement|faiblesse|paralysie)|faiblesse (?:soudaine|brutale) ~3 (?:bras|jambe|visage|côté)",
      "avc|accident vasculaire(?: cérébral)?|attaque cérébrale|accident ischémique|hémorragie cérébrale",
    ],
    severe_bleeding: [
      "(?:n' )?(?:arrête|arrêtent|arrêtait|s' arrête) (?:pas|plus) de saigner|saign[a-z]* ~6 (?:ne |n' )?(?:s' arrête|arrête|s' arrêtent) (?:pas|plus)|saign[a-z]* depuis (?:plus de |presque )?(?:[2-9]\\d|\\d{3}|vingt|trente|quarante|une demi heure|une heure|\\d+ heures?|des heures)(?: minutes| min)?|saign[a-z]* ~3 (?:sans arrêt|sans s' arrêter|énormément|abondamment|beaucoup|à flots|comme un robinet|partout|de partout)",
      "(?:le |les )?saignements? ~3 (?:ne )?s' arrête(?:nt)? (?:pas|plus)|(?:impossible|n' arrive pas|arrive pas|n' arrivons pas|arrivons pas|on n' arrive pas|on arrive pas) (?:à|d') arrêter (?:le |les |ce )?saignements?|(?:le )?sang ne s' arrête (?:pas|plus)",
      'hémorragi[a-z]*(?! (?:sous conjonctivale|conjonctivale|dans l\' oeil))',
      '(?:vomi[a-z]*|crach[a-z]*|touss[a-z]*|rejet[a-z]*|recrach[a-z]*|rend) (?:du |de |des |que du )?sang|vomi[a-z]* ~5 (?:marc de café|du sang)',
      "(?:beaucoup|énormément|plein|tellement|trop|une mare|une flaque|des litres) de sang|(?:perd|perds|perdu|perdre|perdent) (?:beaucoup|énormément|trop|énormement|tellement) de sang",
      '(?:le )?sang (?:gicle|jaillit|coule à flots|pisse|coule partout|sort à flots|coule sans arrêt)|sang partout|(?:gicle|jaillit|pisse|pissait) ~2 (?:du |le )?sang|pisse le sang|pisser le sang|saigne comme un boeuf',
      '(?:trempé|trempée|imbibé|imbibée|trempés|imbibés) (?:de |par le )?sang',
    ],
    breathing: [
      `${CANT}respirer|(?:du mal|de la peine|difficultés?|gêne) (?:à|pour) respirer|difficultés? respiratoires?|détresse respiratoire|respire (?:très )?(?:mal|difficilement|avec difficulté)(?! (?:par|du) (?:le )?nez)`,
      "(?:s' |m' |t' )?étouff(?:e|es|ent|ait|é|ée|er)\\b|suffoqu[a-z]*|(?:n' |ne )?respire (?:plus|pas)|a arrêté de respirer|ne respire presque plus|fausse route",
      `${CANT}(?:parler|tousser|crier|avaler) (?:ni|ou|et) (?:à )?respirer`,
      "(?:manque d' air|manque d' oxygène|essoufflement) ~3 (?:grave|important|sévère|brutal|au repos|même assis|même allongé)|(?:très |super |tellement )essouffl[a-z]*|essouffl[a-z]* (?:au repos|même (?:assis|au repos|allongé|sans bouger))",
      "(?:cherche|chercher|cherchant|cherchait|manque) (?:son|mon|sa|leur|de l') (?:air|souffle)|à bout de souffle|n' a plus de souffle",
      "(?:devient|devenu|devenue|vire) (?:tout |toute )?(?:bleue?|violette?|grise?)",
      "(?:lèvres|bouche|visage|doigts|ongles|peau) ~3 (?:bleue?s?|bleuâtres?|violette?s?|violacée?s?|grise?s?|cyanos[a-z]*)|cyanos[a-z]*",
      "inhalateur ~2 (?:ne )?(?:marche|fonctionne|fait|agit) (?:pas|plus)|ventoline ~2 (?:ne )?(?:marche|fonctionne|fait|agit) (?:pas|plus)|crise d' asthme (?:grave|sévère|violente|qui ne passe pas|qui ne s' arrête pas)",
      "(?:s' )?est noyé[e]?|(?:se )?noie|noyade",
    ],
    anaphylaxis: [
      "(?:gorge|langue|glotte|trachée|voies respiratoires) ~3 (?:qui )?(?:gonfl[a-z]*|enfl[a-z]*|se ferme|se serre|serre|serrée|se bouche|bouchée|se referme)",
      "(?:oedème|gonflement) (?:de la |du |de sa |de ma )?(?:gorge|langue|glotte|larynx)|oedème de quincke|choc anaphylactique|anaphyla[a-z]*|angio ?oedème",
      "(?:utilis[a-z]*|injecté|injecter|piqué avec|fait|faire|mis|donné|besoin|planté|sorti) ~3 (?:(?:le |son |mon |un |l' |d' )?(?:stylo|injecteur|seringue|auto ?injecteur) (?:d' )?(?:adrénaline|épinéphrine)|epipen|anapen|jext|emerade)",
    ],
    unconscious: [
      "(?:n' (?:a|ai) )?(?:plus|pas) de pouls|sans pouls|(?:perdu|perd|perte de|perdre) connaissance|inconscient[e]?s?|sans connaissance|dans les pommes|tombé[e]? dans les pommes",
      "(?:ne |n' )?(?:se )?(?:réveille|réveillent|répond|répondent|réagit|réagissent|bouge|ouvre (?:pas|plus) les yeux) (?:pas|plus)(?! (?:au|aux|à) (?:traitement|antibiotique|médicament|téléphone|messages?|appels?)s?)",
      "(?:ne |n' )?reprend (?:pas|plus) (?:connaissance|conscience)|impossible de (?:le |la |les )?réveiller|(?:n' )?(?:arrive|arrivons|arrivent) (?:pas|plus) à réveiller|(?:n' )?arrive (?:pas|plus) à (?:le|la|les) réveiller|on (?:n' )?arrive pas à (?:le|la) réveiller",
      "évanoui[e]? ~4 (?:ne |n' )?(?:se réveille|reprend|répond|réagit) (?:pas|plus)|(?:s' est )?effondré[e]?(?! (?:en larmes|de fatigue))|(?:il|elle) (?:s' est )?écroulé[e]?",
    ],
    seizure: [
      "convuls[a-z]*|crise (?:d' )?(?:épilep[a-z]*|convulsive|comitiale|tonico clonique)|crise épileptique|épilepti[a-z]* (?:en cours|maintenant)",
      "yeux (?:révulsés|retournés|au ciel|qui se révulsent|qui partent en arrière)|bave aux lèvres|écume aux lèvres|mousse à la bouche",
      "(?:tremble|secoue|secoué[e]?|secousses|spasmes|raide|rigide|tout raide) ~4 (?:ne répond (?:pas|plus)|inconscient[e]?|yeux|de tout son corps|tout le corps|partout)",
    ],
    overdose_poisoning: [
      'overdose|surdose|surdosage|intox(?:iqué[e]?|ication)?(?! (?:alimentaire|au gluten))|empoisonn[a-z]*|monoxyde de carbone',
      `(?:avalé|pris|bu|mangé|ingéré|ingurgité|englouti|pris|prend|avale|croqué) ~3 (?:toute une|tout un|toute la|tout le|toutes les|tous les|une boîte|une boite|une plaquette|un flacon|un tube|trop de|plein de|beaucoup de|des dizaines de|\\d{2,3}|dix|vingt|trente|quarante|cinquante|une poignée de) ~3 ${PILLS}`,
      `(?:avalé|bu|mangé|ingéré|léché|lèche|avale|boit|mis dans (?:la|sa) bouche|croqué|goûté|sucé) ~3 ${POISONS}`,
      `(?:trop de|toute (?:la|une) boîte de|tous (?:mes|ses) ) ${PILLS} ~3 (?:avalé|pris|bu)`,
    ],
    self_harm: [
      "(?:me|se|te) (?:suicider|tuer|pendre|jeter (?:sous|du haut|par|d' un|dans)|faire du mal|mutiler|scarifier|ouvrir les veines|couper les veines|foutre en l' air)",
      "(?:vais|va|vas|veux|voudrais|veut) en finir(?! avec (?:lui|elle|ce|cette|mon|ma|ça|ca))|(?:envie|veux|voudrais|vais|pense à|penser à|besoin|prêt[e]? à|j' ai essayé|essayé|tenté|tente|va|veut) (?:de )?(?:me |se |m' |s' )(?:blesser|couper|faire du mal|tuer|suicider|pendre|scarifier|ouvrir les veines|empoisonner|foutre en l' air|en finir)",
      "(?:envie de|veux|voudrais|veut|préfère) (?:mourir(?! de (?:rire|honte|faim|froid|chaud|peur))|disparaître pour toujours|ne plus (?:exister|vivre|me réveiller|être là))",
      "(?:veu[xt]|voudrais|envie d') (?:en )?finir|en finir avec (?:la|ma|sa) vie|mettre fin à (?:mes|ses|tes|leurs) jours|mettre fin à (?:ma|sa|ta|leur) vie",
      "(?:veux|voudrais|aimerais|j' aimerais) (?:juste |seulement |simplement )?que tout (?:s' arrête|se termine|finisse|cesse|s' arrêter)",
      "(?:n' (?:ai|a) )?(?:plus|pas|aucune) (?:d' |aucune )?(?:envie|raison) de vivre|(?:ne )?(?:veux|veut|voulons) plus vivre|marre de (?:la|cette|ma) vie|(?:serait|seraient|seront|serais) mieux sans moi|la vie ne vaut (?:pas|plus) la peine|plus (?:aucun|de) sens à (?:ma|la) vie",
      "(?:me|se) scarifi[a-z]*|scarification[s]?|automutil[a-z]*|auto ?mutil[a-z]*|je me coupe (?:les bras|les poignets|les cuisses|exprès|volontairement|encore)|me couper (?:les veines|exprès|les poignets)",
      "idées (?:noires|suicidaires|de suicide|de mort)|pensées (?:suicidaires|de suicide|de mort)|tentative de suicide|tentative de suicide|(?:je suis|me sens|je me sens|suis) suicidaire|(?:pense|pensé|penser|songe) (?:au|à me) suicid[a-z]*",
    ],
    other_emergency: [
      "brûlures? (?:graves?|profondes?|étendues?|importantes?|énormes?|au (?:troisième|3e|deuxième|2e|second) degré|du (?:troisième|3e|deuxième|2e|second) degré|sur tout)|(?:grave|grosse|énorme|profonde|sérieuse|grande) brûlure",
      "brûl[a-z]* ~5 (?:eau|huile|liquide|soupe|lait|café) bouillant[e]?|(?:eau|huile|soupe|lait) bouillant[e]? ~5 (?:brûl[a-z]*|renvers[a-z]*|ébouillant[a-z]*|dessus|sur (?:lui|elle|le|la|son|sa|mon|ma))|ébouillant[a-z]*|huile (?:chaude|brûlante)",
      "électrocut[a-z]*|(?:reçu|pris|pris une) (?:une )?(?:décharge|électrocution|châtaigne)|foudroy[a-z]*|(?:a |ont |ai )?pris feu|en feu|inhal[a-z]* (?:de )?fumée",
      "(?:taches|boutons|éruption|plaques|points) ~4 (?:ne )?(?:disparai[a-z]*|disparaissent|s' efface[a-z]*|blanchi[a-z]*) (?:pas|plus) ~3 (?:verre|appui[a-z]*|appuy[a-z]*|pression)|taches (?:violettes|pourpres|violacées|violet foncé)|purpura|test du verre",
      "(?:bébé|nourrisson|nouveau né) ~5 (?:tout mou|toute molle|mou|molle|hypotonique|sans réaction|ne réagit (?:pas|plus)|inerte|amorphe)",
      "méningite(?! (?:vaccin|vaccination))|sepsis|septicémie|choc septique|coma diabétique|acidocétose|coup de chaleur",
      "(?:nourrisson|nouveau ?né|bébé de (?:\\d+|deux|trois|quatre|six) (?:jours|semaines)) ~4 (?:fièvre|température|39|38|40|chaud)",
      "(?:appel[a-z]*|faire le|composer le|prévenir) (?:le |les )?(?:15|112|18|911|samu|pompiers|secours|urgences)|(?:les )?pompiers (?:arrivent|sont en route)|le samu (?:arrive|est en route)",
      "renversé[e]? par une (?:voiture|moto|camion|bus)|percuté[e]? par une voiture|tombé[e]? (?:d' un|du|de la|d' une) (?:toit|échafaudage|balcon|escabeau|étage|fenêtre|échelle|arbre|2e|deuxième|troisième|premier)",
      `${CANT}(?:bouger|sentir) (?:ses|mes|les) (?:jambes|bras)`,
    ],
  },
  conditional: [
    {
      category: 'breathing',
      pattern: "(?:ne |n' )?(?:peut|peux|arrive|arrives|parvient) (?:même )?(?:plus|pas) (?:à )?(?:parler|finir (?:ses|mes|une) phrases?|dire un mot)",
      context: "siffl[a-z]*|respir[a-z]*|souffle|air|asthme|inhalateur|étouff[a-z]*|suffoqu[a-z]*",
    },
    {
      category: 'seizure',
      pattern: 'bave|bavant|bave aux lèvres|écume|mousse',
      context: 'trembl[a-z]*|convuls[a-z]*|secou[a-z]*|raide|par terre|spasmes|yeux',
    },
    {
      category: 'stroke',
      pattern: `${CANT}(?:bouger|lever|sentir|soulever|utiliser|tenir) (?:le|la|son|sa|mon|ma|les|ses|mes|leur) (?:bras|jambe|main|côté|pied)s?`,
      context: "bouche|visage|parole|parler|mots|d' un coup|soudain[a-z]*|brusquement|tout à coup|subitement|avc",
    },
    {
      category: 'chest_pain',
      pattern: "(?:irradi[a-z]*|descend[a-z]*|remont[a-z]*|part|file|s' étend|se propage|va|monte) ~3 (?:dans|vers|jusqu'(?:à|au|aux|dans)|à|au|en) (?:le |la |l' |mon |ma |son |sa )?(?:bras|cou|épaule|dos)|bras gauche ~2 (?:engourdi|lourd|qui fourmille)",
      context: 'poitrine|thorax|thoracique|coeur|transpir[a-z]*|sueurs?',
    },
    {
      category: 'anaphylaxis',
      pattern: "(?:lèvres?|visage|yeux|oeil|bouche|paupières?|joues?) ~3 (?:qui )?(?:gonfl[a-z]*|enfl[a-z]*|boursoufl[a-z]*)|(?:gonflement|oedème) (?:des |du |de la )?(?:lèvres|visage|yeux|paupières)",
      context: "mangé|manger|avoir mangé|piqûre|piqué[e]?|abeille|guêpe|frelon|pris|médicament|cachet|comprimé|antibiotique|pénicilline|cacahuètes?|arachides?|noix|fruits de mer|crevettes|poisson|oeufs?|sésame|allergi[a-z]*|réaction|urticaire|plaques|respir[a-z]*|siffl[a-z]*",
    },
    {
      category: 'anaphylaxis',
      pattern: "réaction allergique|réaction (?:à|au|aux)|allergi[a-z]*|urticaire|piqûre|piqué[e]? par",
      context: "respir[a-z]*|souffle|étouff[a-z]*|gorge|langue|avaler|déglutir|malaise|vertige|tête qui tourne|siffl[a-z]*|évanoui[a-z]*|voix",
    },
    {
      category: 'overdose_poisoning',
      pattern: "(?:mangé|avalé|pris|croqué|bu) ~3 (?:les |des |mes |ses |plein de )?(?:médicaments|cachets|comprimés|pilules|gélules|vitamines|bonbons au) ~4 (?:de (?:sa|ma|la) (?:grand mère|mamie|mère|maman)|de (?:son|mon) (?:grand père|papi|père|papa))?",
      context: 'enfant|fils|fille|bébé|petit|petite|\\d+ ans|mois|chien|chat|neveu|nièce|petit fils|petite fille',
    },
    {
      category: 'other_emergency',
      pattern: "(?:tombé[e]?|cogné[e]?|choc|coup|heurté[e]?|traumatisme|frappé[e]?) ~4 (?:sur |à |de |contre )?(?:la |sa |ma )?tête|traumatisme crânien|commotion cérébrale",
      context: "vomi[a-z]*|confus[e]?|somnolen[a-z]*|endormi[e]?|inconscient[e]?|perdu connaissance|convuls[a-z]*|saign[a-z]* (?:du nez|de l' oreille|des oreilles)|ne (?:se )?souvient|désorienté[e]?|réagit (?:pas|plus)|bizarre|pupilles",
    },
    {
      category: 'other_emergency',
      pattern: "nuque (?:raide|bloquée|rigide)|raideur (?:de|à) la nuque|cou raide|(?:ne )?(?:peut|peux) (?:pas|plus) (?:baisser|plier|bouger) (?:la tête|le cou|la nuque)",
      context: "fièvre|température|taches|boutons|vomi[a-z]*|méningite|lumière|somnolent[e]?",
    },
    {
      category: 'other_emergency',
      pattern: "saign[a-z]*|hémorragi[a-z]*|pertes? de sang|caillots|douleurs? (?:violentes?|atroces?|insupportables?|très fortes?|intenses?) ~2 (?:au|dans le|du) (?:ventre|bas ventre|bas du ventre)|(?:bébé|il|elle) ne bouge plus|(?:ne sens|sens) plus (?:le |mon )?bébé bouger|convuls[a-z]*",
      context: "enceinte|grossesse|semaines d' aménorrhée|mois de grossesse|attend un bébé|j' attends un bébé",
    },
  ],
  clauseBreakers: ['mais', 'cependant', 'pourtant', 'toutefois', 'sauf', 'contre', 'néanmoins', 'neanmoins', 'tandis'],
  segmentBreakers: ['et', 'donc', 'car', 'parce', 'puis', 'alors', 'aussi', 'ensuite'],
  negationCues: ['ne', "n'", 'pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni', 'rien', 'non', 'nul', 'nulle', 'nullement', 'absence'],
  pseudoNegations: [
    "(?:je |j' |on |il |elle )?(?:ne |n' )?(?:sais|sait|savons|savez|savais) (?:pas|plus|rien)",
    "(?:ne |n' )?(?:suis|est|sommes) pas (?:sûr|sûre|sûrs|certain|certaine)|pas (?:sûr|sûre|certain|certaine)|pas seulement|pas que|non seulement|sans doute|sans savoir|n' importe|ne me souviens (?:pas|plus)|aucune idée|aucun doute|pas d' idée",
  ],
  bridges: [
    'ai', 'a', 'as', 'avons', 'avez', 'ont', 'avait', 'avais', 'eu', "j'", 'je', 'il', 'elle', 'on', 'ils', 'elles', 'de', "d'",
    'du', 'des', 'la', 'le', 'les', "l'", 'un', 'une', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'ton', 'ta', 'tes', 'leur',
    'plus', 'tout', 'toute', 'trop', 'vraiment', 'actuellement', 'maintenant', 'encore', 'beaucoup', 'ressens', 'ressent',
    'sens', 'sent', 'senti', 'ressenti', 'éprouve', 'constate', 'note', 'remarque', 'remarqué', 'signe', 'signes',
    'symptôme', 'symptômes', 'trace', 'fait', 'fais', 'été', 'est', 'suis', 'me', "m'", 'se', "s'", 'y', 'en', 'autre',
    'vrai', 'vraie', 'grave', 'forte', 'fort', 'soudaine', 'soudain', 'moindre', 'type', 'genre', 'épisode', 'épisodes',
    'présente', 'présenté', 'envie', 'besoin', 'intention', 'jamais', 'nouveau', 'nouvelle', 'même', 'aujourd\'hui', 'depuis', 'particulier',
    'non', 'semble', 'semblent', 'lui', 'leur', 'avoir', 'pense', 'crois', 'vraiment', 'cette', 'ce', 'cet',
  ],
  disjunctions: ['ni', 'ou'],
  intensifiers: "comme (?:ça|ca|celle ci|celui ci|aujourd'hui|maintenant|cette fois)|aussi (?:fort|forte|intense|violent|violente)|jusqu'(?:à|a) (?:aujourd'hui|maintenant)|de (?:cette|ce) (?:façon|type)",
  remotePast: "il y a (?:longtemps|des années|des mois|plusieurs années|bien longtemps|(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|quelques|bien des|de nombreuses) (?:ans|an|années|année|mois|décennies?))|l' (?:an|année) (?:dernière?|passée?)|(?:quand|lorsque) (?:j' |il |elle |on |nous )(?:étais|était|étions) (?:petit[e]?s?|enfants?|jeunes?|bébé|ado[a-z]*|enceinte|étudiant[e]?)|étant (?:enfant|petit[e]?|jeune|bébé)|(?:dans|pendant) (?:mon|son|ma|sa|notre) (?:enfance|jeunesse|adolescence)|en (?:19|20)\\d\\d|antécédents? (?:de|d')|par le passé|autrefois|jadis|dans le passé|ancien(?:ne)?s?|auparavant|avant sa naissance",
  recent: "aujourd'hui|maintenant|ce (?:matin|soir|midi)|cet après midi|cette nuit|cette semaine|en ce moment|actuellement|encore|à nouveau|de nouveau|recommence|depuis (?:ce matin|hier|cette nuit|une heure|\\d+ (?:minutes?|heures?))",
  afterEvent: "(?:après|depuis|suite à|se remet de|remis de|remise de|survécu à|séquelles (?:de|d')|rééducation après)(?: (?:son|sa|mon|ma|un|une|l'|le|la|d'|de|ses|mes))(?: [a-z']+)?",
  eventNouns: 'infarctus|crise[a-z ]*|avc|attaque[a-z ]*|convuls[a-z]*|overdose|arrêt cardiaque|brûlures?|commotion',
  questionOpeners: "quel|quels|quelle|quelles|quoi|comment|pourquoi|quand|où|qui|qu' est ce|qu' est|que|est ce|est il|est elle|sont ils|peut on|peut il|peut elle|peut|peuvent|faut il|faut|dois je|dois|doit on|doit|y a t il|y a|existe t il|c' est quoi|dites moi|dis moi|expliquez|explique|je voudrais savoir|j' aimerais savoir|je me demande|question",
  generalCues: "signes?|symptômes?|caus[a-z]*|provoqu[a-z]*|risques?|probabilités?|chances?|prévenir|prévien[a-z]*|prévention|éviter|réduire|baisser|diminuer|traitement[s]?|trait[a-z]*|soign[a-z]*|thérapie|guérir|reconnaître|identifier|différence|premiers secours|gestes? qui sauvent|effets? secondaires?|effets? indésirables?|vaccin[a-z]*|courant|fréquent|normal|signifie|veut dire|en général|généralement|que faire|quoi faire|comment (?:utiliser|réagir|aider|agir|faire|se servir)|si (?:quelqu' un|une personne|un enfant|un bébé|on|vous|tu)|quand (?:quelqu' un|une personne|un enfant|on)|quelqu' un|une personne|les gens|en cas (?:de|d')|survie|survivre|récupération|coût|coûte|prix|combien|possible|est il possible|peut on|peut il|dangereux|sans danger|futur|un jour|peur (?:de|d' avoir|de faire)|dépist[a-z]*|diagnosti[a-z]*|dépister",
  personal: "si (?:je|j'|mon|ma|mes)|je (?:suis|sens|pense|crois|fais|viens)|j' ai|mon [a-z]+ (?:a|est|fait|vient|ne)|ma [a-z]+ (?:a|est|fait|vient|ne)|maintenant|en ce moment|actuellement|tout de suite|aidez|aide moi|au secours|s' il vous plaît|s' il te plaît|svp|urgent|vite",
  functionWords: ['le', 'la', 'les', 'de', 'des', 'du', 'et', 'je', "j'", 'est', 'mon', 'ma', 'mes', 'pas', 'ne', "n'", 'il', 'elle', 'que', 'qui', 'pour', 'avec', 'un', 'une', "c'", "d'", "l'", "qu'", "s'", "m'", 'ai', 'suis', 'son', 'sa', 'ses', 'au', 'aux', 'dans', 'sur', 'mais', 'ou', 'depuis', 'ce', 'cette', 'quoi', 'comment', 'quand', 'peux', 'peut', 'fait', 'très', 'tout', 'bien', 'plus', 'on', 'nous', 'vous', 'moi', 'mal', 'avoir', 'être', 'est-ce', 'ans', 'après', 'ça'],
  definitionPrefix: "(?:qu' est ce que|qu' est ce qu'|c' est quoi|que veut dire|que signifie|qu' appelle t on|définition de|définition d'|explique moi|expliquez moi|parle moi de|parlez moi de)(?: (?:le|la|l'|les|un|une|du|de la|des))?",
  benign: {
    severe_bleeding: {all: ['règles|menstru[a-z]*|gencives?|brossage|brosse|spotting']},
    chest_pain: {
      all: ["musculaire|muscles?|courbatures?|pompes|musculation|salle de sport|côtes?|toux|tousser|tousse", "un peu|légère|léger|petite|petit|quand j' appuie|au toucher"],
      unless: 'fort[e]?|intense|violent[e]?|atroce|écras[a-z]*|serr[a-z]*|oppress[a-z]*|sueurs?|transpir[a-z]*|bras|mâchoire|respir[a-z]*|souffle|malaise|vertige|irradi[a-z]*',
    },
  },
}

export default fr
