/**
 * French red-flag rules. Sources are regexes over normalised text (see `../red-flag-engine/rules.ts`):
 * accents are written for readability and removed before compiling, and elisions are
 * separate tokens ("j' ai", "n' arrive", "l' eau", "s' étouffe"). ` ~ ` = up to three more
 * words, ` ~N ` = up to N. Visitors also write without apostrophes ("jai", "loeil", "d un",
 * "jarrive"), in SMS ("g", "bb", "jsuis", "chui") and in Québec or African French ("chu",
 * "pu", "pis", "ma blonde", "au village"), so the common words are written with those forms.
 *
 * Many danger signs only mean something next to a condition (a blow to the head, a
 * pregnancy, an infection, a baby's age). Those are conditional rules whose *hit* is the
 * danger sign, so that "pas de vomissement" negates it, and whose context is the condition,
 * looked for in the whole message (`scope: 'message'`) because it is often said in another
 * sentence.
 *
 * Besides ` ~ `, a few gaps are written out as bounded lists of whole words (a blow to the head
 * skips "mal" so that "chute de tension avec mal de tête" is not a blow; blue lips allow only
 * "sont", "un peu", "toutes"... so that "plein de bleus" is not cyanosis). `FEVER` skips a fever
 * that follows "pas de", "sans", "ni", "aucune", so that a denied fever is no context.
 */
import type {BenignRule, RedFlagLanguage} from '../red-flags'
import {RED_FLAG_CATEGORIES, type RedFlagCategory} from '../verdict'

const SIDE = '(?:droite?|gauche)'
/** Half of the body or face. */
const HALF = "(?:(?:la |une )?moitié (?:du|de (?:mon|son|ma|sa|la|leur)) (?:corps|visage|figure|face|bouche|langue)|(?:tout )?(?:un|le) côté (?:du|de (?:mon|son|ma|sa)) (?:corps|visage)|côté (?:droit|gauche)|d(?:' | )?un (?:seul )?côté|tout un côté)"
/** "un côté", "d'un côté", without apostrophes too. */
const ONE_SIDE = "(?:d(?:' | )?un (?:seul )?(?:côté|cote)|du (?:côté|cote) (?:droit|gauche)|(?:côté|cote) (?:droit|gauche)|(?:à|a|sur) (?:sa |ma |leur |ta |son |la )?(?:droite|gauche))"
/** Suddenly. */
const SUDDEN = "(?:(?:tout )?d(?:' | )?un (?:seul )?coup|tout à coup|soudain[e]?s?|soudainement|brusque(?:s|ment)?|brutal[e]?(?:ment)?|brutaux|subit[e]?(?:s|ment)?|en (?:quelques|\\d+|une|deux|trois|dix) (?:secondes?|sec|minutes?|min)|fulgurant[e]?s?|foudroy(?:ant|é)[e]?s?|explosi(?:f|ve)s?|en coup de ton?nerre|en moins d' ?une (?:minute|seconde)|en (?:un|une) (?:éclair|instant|seconde|clin d' ?oeil|fraction de seconde)|au max(?:imum)? (?:tout de suite|direct(?:ement)?|d' emblée|immédiatement|en (?:quelques|\\d+|une|moins))|(?:tout de suite|direct|immédiatement|d' emblée) au max(?:imum)?|d' emblée|instantané(?:e|ment)?|boum|bam)"
/** Up to four words, none of them a negation ("le visage n'est pas de travers" is no drooping face). */
const UNNEGATED_GAP = "(?: (?!(?:pas|pa|n'|ne|jamais|nullement|aucunement)(?![a-z0-9']))[a-z0-9']+){0,4}"
/** A headache, and where in the head a pain is. */
const HEAD_AT = "(?:(?:de|à|a|dans|derrière|au niveau de|à l' arrière de|à l' arrière du|en haut de|en haut du|au sommet de|au fond de) (?:la |le |l' |du |ma |sa |mon |son )?(?:tête|tete|crâne|crane)|(?:à l' |à |dans l' |dans )?arrière (?:de la tête|du crâne))"
const HEADACHE = `(?:mal (?:de|à la|a la|au|à|a) (?:tête|tete|crâne|crane)|mal de bloc|maux de (?:tête|tete|crâne|crane)|céphalées?|migraines?|headache|douleurs? ${HEAD_AT})`
/** "can't / can no longer", with or without "ne", SMS and Québec forms ("pu capable de"). */
const CANT = "(?:(?:peux|peut|pouvait|pouvais|arrive|arrives|arrivait|arrivais|jpeux|jarrive) à peine (?:à )?|(?:ne |n' )?(?:peux|peut|pouvons|pouvez|peuvent|pouvait|pouvais|arrive|arrives|arrivons|arrivez|arrivent|arrivait|arrivais|parviens|parvient|réussis|réussit|jpeux|jpeu|jpx|jarrive|jarrives|jarrivais) (?:même |vraiment |presque |quasiment |quasi )?(?:pas|pa|plus|plu|pu|pus)(?: du tout| vraiment| bien)? (?:à |de )?|(?:ne |n' )?(?:sais|sait) plus |(?:pas|pa|pu|pus|plus|plu) capable (?:de |d' )|(?:n' )?(?:a|ai|as|avait|avais|ont) (?:plus|plu|pu) (?:pu |réussi à |su )|ne (?:plus|plu|pas|pa|même plus) (?:pouvoir|arriver à|réussir à) |(?:ne |n' )?(?:peux|peut|pouvait|arrive|arrivait|jpeux|jarrive) (?:plus |pas )?ni (?:à )?)"
const PILLS = "(?:cps?|comprimés?|cachets?|cachetons?|médicaments?|médocs?|pilules?|pillules?|gélules?|somnifères?|antidouleurs?|dolipranes?|dafalgan|efferalgan|paracétamol|paracetamol|ibuprofènes?|advil|nurofen|aspirines?|anxiolytiques?|antidépresseurs?|benzos?|benzodiazépines|insuline|xanax|lexomil|temesta|valium|rivotril|seresta|atarax|tercian|théralène|tramadol|codéine|lamaline|izalgi|morphine|skenan|oxycodone|oxycontin|subutex|méthadone|stilnox|zolpidem|imovane|lithium|digoxine|neuroleptiques|calmants|cachets de fer|comprimés de fer|vitamines|gummies)"
const DRUGS = "(?:joints?|cannabis|shit|beuh|weed|spice|cannabinoïdes?|(?:cachets|pilules|comprimés|gélules|produits?) (?:achetés?|commandés?|trouvés?) (?:sur|en) (?:internet|le net|ligne|le dark ?web)|coupe faim|brûleurs? de graisse|brûle graisse|dnp|pilules? (?:pour maigrir|amaigrissantes?)|héroïne|héro|cocaïne|coke|crack|ecstasy|ecstas?|extasy|xtc|taz|mdma|md|ghb|kétamine|kéta|fentanyl|méthadone|subutex|opiacés|opioïdes|morphine|oxycodone|skenan|lsd|buvards?|speed|amphét[a-z]*|métamphétamine|méthamphétamine|meth|drogues?|came|poppers|protoxyde|3 mmc|cathinones?|champignons hallucinogènes)"
const POISONS = "(?:cigarettes?(?! électroniques?)|clopes?|tabac à rouler|(?:de l' |l' |d' )?eau de javel|javel|(?:produits?|liquide|gel) (?:pour |de |à )(?:la |le |les )?(?:vaisselle|lessive|sols?|vitres|wc|toilettes|four|lave vaisselle|nettoyer)|(?:produits?|liquide|gel|poudre|sel|tablettes?|pastilles?|capsules?) (?:de |pour )?(?:lave (?:vaisselle|linge)|rinçage)|liquide vaisselle|produits? (?:ménagers?|vaisselle|nettoyants?|d' entretien|pour lave vaisselle|pour le sol|wc|de nettoyage|chimiques?)|détergent|(?:capsules?|dosettes?|pastilles?|tablettes?|pods?|galets?) (?:de |pour (?:le |la )?|du |d' )?(?:lessive|lave (?:vaisselle|linge))|lessive|destop|déboucheur|produit (?:à|a|pour) déboucher|produit pour (?:les )?canalisations|white spirit|essence|pétrole|kérosène|huile (?:de |pour |à )(?:lampe|moteur|frein)|lampe à (?:pétrole|huile)|antigel|lave glace|mort aux rats|raticide|souricide|rodenticide|(?:produits?|granulés|poudre|appâts?|poison|gel|spray|bombe|boulettes?|blocs?|pâte|grains?) (?:contre|pour|anti) (?:les |la )?(?:rats|souris|rongeurs|cafards|blattes|fourmis|limaces|escargots|insectes|mouches|moustiques|taupes|mauvaises herbes|guêpes|frelons|nuisibles|punaises)|anti (?:rats?|souris|fourmis|cafards|nuisibles|rongeurs)|insecticide|pesticide|désherbant|poison|piles? bouton|piles?|batteries?|aimants?|billes? (?:aimantées?|magnétiques?)|soude|ammoniaque?|cigarettes? électroniques?|vapoteuses?|puffs?|recharges? (?:de )?(?:cigarette|vapoteuse)|mégots?|patchs? (?:de |à la )?nicotine|gommes? (?:à la )?nicotine|alcool frelaté|frelaté[e]?|alcool de contrebande|alcool à 90|acide|alcool à brûler|méthanol|e liquide|liquide de (?:cigarette électronique|vapoteuse)|nicotine|champignons (?:sauvages|ramassés|cueillis|des bois|de la forêt|trouvés)|champignons? ~4 (?:trouvé|ramassé|cueilli)[a-z]*|champignons? (?:du|de la|dans (?:le|la)) (?:jardin|pelouse|prairie|pré|forêt|bois|parc)|(?:baies|feuilles?|plantes?|champignons?|fleurs?|graines?|fruits? rouges?) (?:du |de la |d' un |d' une |de l' |dans le |dans la )?(?:jardin|forêt|bois|parc|haie|arbuste|balcon|pot|sauvages?|inconnu[e]?s?|toxiques?|ramassé[e]?s?|trouvé[e]?s?|rouges?)|anti ?limaces?|dégrippant|wd ?40|liquide de (?:refroidissement|frein)|diluant|térébenthine|naphtaline|eau oxygénée|décapant|métaldéhyde|appâts? (?:pour|anti|à)|laurier rose|muguet|digitale|belladone|datura|dissolvant|solvant|vernis|colle|parfums?(?! (?:de|d'|à|a|au|vanille|fraise|citron|chocolat|framboise|menthe))|eau de (?:toilette|cologne)|after ?shave|bain de bouche|(?:gel|solution) hydro ?alcoolique|huiles? essentielles?|camphre)"
/** A second condition named with a first ("coup de chaleur et insolation c'est quoi la diff"), so the question reads as one. */
const COMPARED = "(?: (?:et|ou|vs|versus|contre) (?:l' |une |un |la |le |les |des |d' )?[a-z]+)?"
/** Ways to die at hand. */
const MEANS = "(?:corde(?! à (?:sauter|linge|noeuds)| de (?:guitare|violon|rappel|escalade))|fusils?|carabines?|armes?(?! blanches?)|pistolets?|revolvers?|flingues?|lames?|rasoir|cutter|pilules|cachets|médicaments|médocs|comprimés|somnifères|boîtes?|plaquettes?)"
/** Despair, death or a plan, said around an indirect phrase ("que ça finisse", "tout arrêter"). */
const DESPAIR = "(?:plus|plu|pu|aucun) (?:de |d' )?(?:goût|gout|envie) (?:à|a|de|pour) (?:rien|la vie|vivre|quoi que ce soit)|mourir|mort(?! de (?:fatigue|rire|peur|froid|faim|honte|soif))|crever|vivre|(?:me |se )?réveill[a-z]*|plus là|dispar(?:aître|ais|ait|aîtrais|aîtrait|aissais|aissait)|personne (?:ne )?(?:remarquer|verr|s' en rendr|me regrett)[a-z]*|en finir|pour de (?:vrai|bon)|pour toujours|définitivement|suicid[a-z]*|tuer|pilules|cachets|médicaments|médocs|somnifères|corde|pont|fusil|arme|adieu|(?:pas|pa|plus|plu|pu) capable(?! (?:de|d'))|(?:n' )?en peu[xt] (?:plus|plu|pu)|jen peu[xt] (?:plus|plu|pu)|à bout|au bout du rouleau|plus la force|fatigué[e]? de (?:tout|vivre|me battre|lutter)|épuisé[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|plus envie de (?:rien|vivre)|personne ne|poids|fardeau|lettres?"
/** A young baby's age (under three months). */
const AGE_YOUNG = "(?:(?:bébé|bebe|bb|nourrisson|petite?|fils|fille|neveu|nièce) (?:de |d' )(?:ma|mon|sa|son|notre|leur|la|le) [a-z]+ (?:a|à) (?:\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) (?:jours?|semaines?)|(?:bébé|bebe|bb|fils|fille|petite?|ptite?|p' ?tite?|garçon|puce|loulou|nièce|niece|neveu|nourrisson|enfant|il|elle|né|née) (?:de |d' |a |à |qui a |âgée? de |, )?(?:\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) (?:jours?|semaines?)(?! de grossesse| d' ?aménorrhée| de retard)|(?:bébé|bebe|bb|fils|fille|petite?|ptite?|p' ?tite?|garçon|puce|loulou|nièce|niece|neveu|nourrisson|enfant|il|elle) (?:de |d' |a |à |qui a |âgée? de |, )?(?:[12]|un|deux) mois(?! de grossesse| d' ?aménorrhée| de retard)|nouveau ?n[ée]e?s?|nourrisson)"
/** A baby or child, for the danger signs of a sick child. */
const CHILD = "(?:bébé|bebe|bb|baby|infant|toddler|nourrisson|nouveau ?n[ée]e?s?|enfant|(?:mon|ma|notre|nos|le|la|son|sa|leur|mes|ses) (?:fils|fille|petit|petite|ptit|ptite|p' ?tite?|p' ?tit|garçon|loulou|puce|bambin|nièce|niece|neveu|petit fils|petite fille|jumeaux|jumelles)|(?:\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|dix huit) (?:jours|semaines|mois)(?! de grossesse| d' aménorrhée| de retard)|(?:de |a |à )(?:[1-9]|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) ans?)"
/** A fever that is stated, not denied ("pas de fièvre" does not match). */
const FEVER = "(?:(?!(?:pas|sans|ni|aucune?|de|d'|jamais|plus|peu) )[a-z0-9',]+ (?:de )?(?:fi[eè]vre|température)|(?:^|[.?] )(?:fi[eè]vre|température)|(?:38|39|40|41)(?! (?:ans|an|mois|semaines|jours|kg|kilos|min|minutes|heures|h|cm|g|grammes|ml|mg|euros|fois))|fi[eè]vreu(?:x|se)|fébrile|brûlant[e]?|corps chaud|(?:tout|toute|très) chaude?)"
/** An infection, for the danger signs of sepsis. */
const INFECTION = `(?:septicémie|sepsis|septique|avortement|ivg|curetage|fausse couche|infect[a-z]*|grippe|pneumonie|pneumopathie|bronchite|bronchiolite|angine|cystite|pyélo[a-z]*|plaie|abcès|opéré[e]?|opération|chirurgie|césarienne|covid|antibio[a-z]*|otite|érysipèle|cellulite|malade depuis|gastro|sonde|cathéter|dialyse|chimio[a-z]*|varicelle|palu[a-z]*|paludisme|dengue|${FEVER})`
/** Stated pregnancy or a recent birth. */
const PREGNANT = "(?:(?:^|[.,?] )(?:[2-3]\\d|4[0-2]) (?:semaines|sem)(?! (?:de|d') (?!grossesse))|(?:bébé|bb|fils|fille|il|elle|qui) (?:est )?née? (?:il y a|ya|y a|depuis) (?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze|quelques) (?:jours?|semaines?)|enceinte|pregnant|grossesse|test (?:de grossesse )?positif|positive? au test|bêta ?hcg|semaines? d' ?aménorrhée|(?:suis|est|es|sommes) (?:à|a) \\d+ (?:semaines|mois|sa|sem)|(?:[4-9]|[1-3]\\d|4[0-2]) ?sa(?! (?:[a-z]{3,}))|(?:à|a) (?:[2-3]\\d|4[0-2]) (?:semaines|sem)(?! (?:de|d') )|(?:1er|premier|2e|2eme|deuxième|second|3e|3eme|troisième|dernier) trimestre|fin de grossesse|terme (?:prévu|dans)|à terme|accouch[a-z]* ~4 (?:il y a|ya|y a|depuis) (?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze) (?:jours?|semaines?|heures?|h)|(?:vient|viens|venons) d' ?accoucher|accouché (?:hier|avant hier|cette semaine|la semaine dernière|récemment)|récemment accouché|post ?partum|(?:césarienne|accouchement) (?:il y a|ya|y a) (?:\\d+|une|deux|trois|quatre|cinq|six) (?:jours?|semaines?)|depuis (?:ma|sa|la|mon|son|l' ) ?(?:césarienne|accouchement)|(?:vient|viens|venons) d' ?avoir (?:un|son|mon|notre|le) bébé|jeune maman|(?:perdu|perte) (?:les|des) eaux|(?:mes|les|ses) eaux (?:ont |sont )?(?:crevé|percé|rompu|cassé|parti)e?s?|poche des eaux|placenta|bébé dans (?:le|mon|son) ventre)"
/** A recent birth, or the waters broken. */
const AFTER_BIRTH = "(?:(?:bébé|bb|fils|fille|il|elle|qui) (?:est )?née? (?:il y a|ya|y a|depuis) (?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze|quelques) (?:jours?|semaines?)|(?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze|quelques) (?:jours?|semaines?) après (?:l' |mon |son |ma |sa |la |le |leur )?(?:accouchement|césarienne|naissance|fausse couche|ivg|avortement|curetage)|(?:depuis|après) (?:ma|sa|la|une|son|mon) (?:fausse couche|ivg|avortement|curetage)|(?:fausse couche|ivg|avortement|curetage) (?:il y a|ya|y a) (?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze|quelques) (?:jours?|semaines?)|depuis (?:la naissance|que (?:j' ai|elle a) accouché)|accouch[a-z]* ~4 (?:il y a|ya|y a|depuis) (?:\\d+|un|une|deux|trois|quatre|cinq|six|dix|quinze) (?:jours?|semaines?|heures?|h)|(?:vient|viens|venons) d' ?accoucher|accouché (?:hier|avant hier|cette semaine|la semaine dernière|récemment)|récemment accouché|post ?partum|(?:césarienne|accouchement) (?:il y a|ya|y a) (?:\\d+|une|deux|trois|quatre|cinq|six) (?:jours?|semaines?)|depuis (?:ma|sa|la|mon|son|l' ) ?(?:césarienne|accouchement)|(?:vient|viens|venons) d' ?avoir (?:un|son|mon|notre|le) bébé|jeune maman|(?:perdu|perte) (?:les|des) eaux|poche des eaux ~2 (?:rompue|percée|fissurée|cassé)|(?:perds|perd|perdu|perte de|coule du) (?:du )?liquide(?: amniotique| clair)?|fissure de la poche)"
/** A blow or fall on the head. */
const HEAD_BLOW = "(?:casque ~2 (?:fendu|cassé|explosé|brisé|fissuré|enfoncé|éclaté|défoncé)e?|coups? de t[eê]te (?:violent|très violent|reçu|en pleine|(?:au|pendant (?:le|un|l')|en|lors (?:du|d' un)) ?(?:rugby|foot|football|match|entraînement|combat|boxe|judo|hand|handball|basket|sport|récré|hockey))|t[eê]te contre t[eê]te|(?:pris|reçu|mangé|donné) (?:un )?(?:gros |violent )?coup de t[eê]te|(?:tomb[a-z]*|chute|accident|renversé[e]?|gamelle) ~5 sans (?:son |le |de |aucun )?casque|(?:tomb(?:[ée]e?s?|er)(?! malade| enceinte| amoureu[a-z]*| de sommeil| dans les pommes)|tombant|chute(?! de (?:tension|cheveux))|cogn[a-z]*|tap[ée]e?s?|frapp[a-z]*|heurt[a-z]*|percut[a-z]*|fracass[a-z]*|(?:pris|reçu|donné|prend|pris) (?:un|des|plusieurs|deux|trois) (?:gros |violents? )?coups?|coups? (?:de poing|de pied|de tête|de boule|de batte|de bâton|de marteau|de crosse|de casque)|(?:un )?choc|glissé[e]?|projeté[e]?|éjecté[e]?|lâché[e]?|échappé[e]?|fait tomber|pété[e]?|atterri[a-z]*|retombé[e]?s?)(?: (?!mal |maux )[a-z0-9']+){0,7} (?:sur |à |de |contre |dans |par )?(?:la |sa |ma |le |son |mon |l' |leur )?(?:tête|tete|crâne|crane|front|tempe|arrière de la tête)|(?:tête|crâne|front) ~2 (?:a |est )?(?:tapé|cogné|heurté|frappé|percuté|rebondi)e? (?:le|la|l'|contre|sur|par)|(?:a|ai|avec|fait|se fait|s' est fait) (?:une |une grosse |une énorme |un )?(?:bosse|oeuf de pigeon)(?! (?:sur|au|à|aux|dans|derrière|sous|en bas|en haut) (?:du |de la |le |la |l' |les |son |sa |ses |mon |ma |mes )?(?:genou|bras|jambe|dos|tibia|main|pied|coude|fesse|cuisse|hanche|épaule|poignet|cheville|sein|cou|aine|aisselle|ventre|nombril|testicule|nuque|oreille|doigt|mollet|côte|thorax|poitrine|peau))|(?:tête|crâne) (?:la )?première|traumatisme crânien|trauma crânien|commotion|(?:tête|crâne|front) (?:cognée|tapée|heurtée|frappée)|coups? (?:sur|à|dans) (?:la |le |sa |son |ma |mon )?(?:tête|crâne|front|tempe)|(?:ouvert|fendu)e? (?:le crâne|la tête|l' ?arcade|le cuir chevelu)|crâne ouvert|tête ouverte|(?:plaie|blessure|entaille) (?:à|a|sur|au|du) (?:la |le )?(?:tête|crâne|cuir chevelu|front|tempe|arcade)|(?:s' est|me suis|s' était|m' étais|t' es|se sont|s' est fait|je me suis) (?:fait|fais) (?:très |super |vraiment )?mal (?:à|a|au|sur) (?:la tête|la tete|crâne|crane|front)|(?:reçu|reçoit|reçue|pris|prise|prend|ramassé|mangé|pris en pleine) (?:un |une |le |la |des |l' )?(?:[a-z']+ ){0,5}(?:sur|dans|en pleine|contre) (?:la |sa |ma |le |son |mon |l' )?(?:tête|tete|crâne|crane|front|tempe)|(?:front|crâne|tête|arcade|cuir chevelu) (?:tout |toute |bien )?(?:ouvert|fendu|entaillé|éclaté)e?|(?:tête|crâne|front|nuque) (?:la première )?(?:contre|sur|par) (?:le |la |l' |un |une )?(?:sol|carrelage|mur|table|trottoir|bitume|route|coin|rebord|marche|parquet|béton|glace|pavés?|lavabo|baignoire|meuble|radiateur|pierre|rocher|poteau|terre)|tomb[ée]e?s? (?:en arrière|à la renverse)|(?:(?:pris|prise|reçu|reçue|mangé|pris en pleine) (?:un |une |des |deux |trois |plusieurs )?(?:gros |grosse |violents? |violente )?(?:coups? de poing|patates?|beignes?|mandales?|droites?|uppercuts?|coups? de boule)|tabassée?s?|passée?s? à tabac|roué[e]?s? de coups)(?! (?:dans|au|à|aux|sur|en) (?:le |la |l' |les |mon |ma |son |sa |ses |mes |pleine )?(?:ventre|bras|épaule|dos|côtes?|estomac|jambes?|cuisses?|torse|poitrine|mains?|foie|reins?|plexus|genoux?|fesses?|tibias?))|(?:tête|crâne|front|cuir chevelu|arcade) ~2 (?:qui )?(?:saigne|saignait|pisse le sang|pissait le sang|en sang|pleine de sang)|(?:grosse |énorme |une )?(?:bosse|hématome|oeuf de pigeon) ~2 (?:sur |au |à )?(?:le |la |l' )?(?:front|tête|crâne|tempe)|(?:cogn|heurt|tap)[ée]e?s? (?:violemment |fort |très fort |super fort |méchamment |durement |de plein fouet )?(?:contre|dans|sous) (?:une |la |un |le |l' |sa |son )?(?:poutres?|porte de placard|placards?|étagères?|hotte|linteau|coin (?:du |de la |d' un |d' une )?(?:placard|mur|étagère|fenêtre|hotte)|volets?|fenêtre ouverte|velux|pare brise|barre de fer|branches?|poteaux?|lampadaire|panneau))"
/** Confused, disoriented: said outright or by what the person no longer knows. */
const CONFUSED = "(?:confus[e]?s?|(?:est|suis|sont) (?:complètement |totalement |tout |toute )?à côté de la plaque|(?:a l' air|semble|complètement|totalement|est tout|est toute|l' air tout) perdue?|désorienté[e]?s?|délir[a-z]*|incohérent[e]?s?|dit n' importe quoi|raconte n' importe quoi|parle bizarrement|(?:dit|raconte|disait|racontait) des (?:choses|trucs|bêtises|phrases) (?:bizarres|incohérent[e]?s|sans (?:aucun )?sens|étranges|qui (?:n' )?ont (?:pas|pa|aucun) de sens|qui (?:ne )?veulent rien dire)|(?:ne |n' )?(?:sait|savait) (?:plus|plu|même plus|pu) (?:où|quel jour|quelle|qui|ce qu|comment il|comment elle|son nom|son prénom|quel|en quelle)|(?:ne |n' )?(?:sait|savait) (?:pas|pa|même pas) (?:où (?:il|elle) (?:est|était)|quel jour|en quelle année|qui (?:je suis|il est|elle est|on est)|son (?:nom|prénom|âge))|(?:ne |n' )?(?:nous |me |la |le |les |personne |plus personne )?(?:reconnait|reconnaissait|reconnais) (?:plus|plu|pas|pa|pu|personne|plus personne)|(?:pas|pa|plus|plu) (?:du tout )?(?:lucide|cohérent[e]?)|(?:tout|toute|très|complètement|l' air) (?:mélangée?|mêlée?)|mélange tout|perdu[e]? dans (?:le temps|l' espace))"
/** Very hard to wake. */
const HARD_TO_WAKE = "(?:(?:du mal|de la peine|difficile|(?:n' )?(?:arrive|arrivait) (?:pas|pa|plus|plu)) (?:à|a) (?:garder|tenir) (?:les|ses) yeux ouverts|(?:très |super |hyper |tellement )?(?:dure?|difficile)s? (?:à|a) (?:le |la |les )?réveiller|(?:n' )?(?:arrive|arrivait|arrivons|arrivent|réussis|réussit|parviens|parvient|jarrive) (?:presque |quasiment |quasi |même )?(?:pas|pa|plus|plu|pu) (?:à|a) (?:le |la |les |l' )?réveiller|(?:du mal|de la peine|difficile|(?:n' )?(?:arrive|arrivait) (?:pas|pa|plus|plu)) (?:à|a) rester éveillée?s?|(?:garde|gardait) (?:pas|pa|plus|plu) les yeux ouverts|(?:du mal|de la peine|de la misère) (?:à|a) (?:le |la |les )?réveiller|(?:arrive|arrivons|arrivent|réussit|réussis|réussissons|parvient|parvenons) (?:mal|difficilement|à peine) (?:à|a) (?:le |la |les )?réveiller|ne se réveille (?:presque|quasiment|quasi) (?:pas|pa|plus|plu)|se rendort (?:direct|aussitôt|tout de suite|immédiatement))"
/** Heartburn. */
const REFLUX = "reflux|gaviscon|maalox|antiacides?|pansement gastrique|oméprazole|mopral|inexium|rgo|remontées? acides?|acidité|brûlures? d' ?estomac|après (?:les |le |chaque |mes |un )?repas|après (?:avoir )?mang[ée]r?|quand je mange|en mangeant|digestion|oesophag[a-z]*|hernie hiatale"
/** Someone in particular: the visitor or a person they speak of (not "est-elle", "peut-on"). */
const PERSON = "(?:je|j'|jai|g|moi|me|m'|on (?:se sent|se sentait|a tous|est tous)|tous (?:malades|mal)|mon|ma|mes|notre|nos|nous|son|sa|ses|leur|leurs|lui|chu|chui|jsuis|on (?:a|est|pense|croit)|(?:il|elle|ils|elles) (?:a|ont|est|sont|fait|font|vient|viennent|s' est|respire|parle|dit|pense)|mari|femme|copain|copine|père|mère|papa|maman|fils|fille|frère|soeur|ami|amie|pote|voisin[e]?|collègue|grand (?:père|mère)|tante|oncle|coloc)"
/** A source of carbon monoxide in the home. */
const CO_SOURCE = "(?:(?:voiture|moteur|auto|véhicule|groupe électrogène|tondeuse) ~6 (?:garage|cave|sous sol|box|hangar)|monoxyde|co alarm|carbon monoxide|(?:chauff|brûl)[a-z]* (?:au|le|du|avec du|avec le) (?:charbon|pétrole|fioul|fuel|mazout|gaz|kérosène)|détecteur (?:de |d' )?(?:co|monoxyde|fumée|gaz)|(?:détecteur|alarme|capteur) ~4 (?:sonn[a-z]*|bip[a-z]*|hurl[a-z]*|déclench[a-z]*)|chaudière|chauffe ?(?:eau|bain)|(?:le|un|du|au|notre|mon|son|leur|vieux|nouveau|ce) poêle|poêle (?:à|au|a) (?:bois|charbon|pétrole|gaz|granulés|pellets|mazout|fioul)|brasero|braséro|barbecue ~4 (?:intérieur|dedans|maison|appart[a-z]*|garage|tente|cuisine|salon|chambre|véranda)|(?:chauff|réchauff)[a-z]* ~4 (?:avec|au|à|grâce à) (?:un |une |le |la |du |des )?(?:barbecue|bbq|brasero|braséro|charbon|réchaud|plancha)|(?:maison|appart[a-z]*|salon|chambre|cuisine|tente|caravane|camping car|mobil home) ~4 (?:avec |au |un |le )?(?:barbecue|bbq|charbon)|charbon (?:de bois|dans|à l' intérieur|allumé)|braises?|fourneau|réchaud|groupe électrogène|générat(?:eur|rice)|chauffage (?:au |à |d' )?(?:gaz|pétrole|appoint|bois|charbon|fioul|fuel|mazout)|radiateur (?:à|au) (?:gaz|pétrole)|insert|cheminée|(?:voiture|moteur|auto|char|scooter|moto|tondeuse) ~4 garage|garage ~5 (?:voiture|moteur|auto|char|scooter|moto|tondeuse|groupe)|(?:laissé|laisse) (?:tourner|chauffer) (?:le moteur|la voiture|le char|l' auto)|odeur de gaz|fuite de gaz|gaz d' échappement|allumé (?:le |la |les )?(?:chauffage|chaudière|radiateurs?))"
/** Carbon monoxide symptoms (hits; negation applies to them). */
const CO_SYMPTOM = `(?:vaseu(?:x|se)s?|groggy|dans le brouillard|(?:tous|toutes|tout|toute|très|super|hyper|anormalement) (?:endormi|somnolent|ensuqué)[a-z]*|mal (?:à|a) la t[eê]te|mal (?:au|de) (?:crâne|tête)|maux de t[eê]te|céphalées?|vertiges?|étourdi[a-z]*|(?:la )?tête qui tourne|la tête (?:me|lui|leur|nous) tourne|nausées?|nauséeu(?:x|se)s?|(?:la )?nausée|envie de vomir|vomi[a-z]*|somnolent[a-z]*|dans les vapes|dans le coltar|${HARD_TO_WAKE}|(?:très |super )?(?:dure?|difficile)s? (?:à|a) lever|(?:ne |n' )?(?:peut|peux|arrive|arrivent|arrivons) (?:pas|pa|plus|plu) (?:à |a )?(?:se lever|me lever|nous lever|la réveiller|le réveiller|les réveiller|réveiller)|${CONFUSED}|(?:à moitié|à demi|presque|quasi|complètement|à peine|pas très|plus très|peu) (?:endormi|inconscient|conscient|réveillé|évanoui|assommé|dans les vapes|dans le coltar|ko)[a-z]*|inconscient[e]?s?|(?:perdu|perte de) connaissance|(?:ne |n' )?(?:répond|réagit|réagissait|répondait) (?:plus|plu|pu|presque plus|à peine)|(?:ne |n' )?(?:répond|réagit) (?:pas|pa)(?! (?:au|aux|à|a|sur) )|malaise|évanoui[a-z]*|tombé[e]?s? dans les pommes|(?:chat|chien|chiens|chats) ~4 (?:malade|vomi[a-z]*|bizarre|léthargique|dort|titube|mou|molle|amorphe)|migraines?|(?:ne |n' )?se réveill[a-z]* (?:pas|pa|plus|plu|mal)(?: bien)?|impossible (?:de|à) (?:le |la |les |l' )?réveiller|(?:la )?tête qui (?:cogne|tape|martèle|explose|bat)|(?:trouvée?s?|retrouvée?s?) (?:tout |toute |très )?(?:endormie?s?|somnolente?s?|inconsciente?s?|évanouie?s?|par terre))`

/**
 * A scene told from a film, a book, the news, a course or a training plan ("dans le film le héros fait
 * un infarctus", "un exposé sur la méningite", "un protocole pour former mes collègues"), or a fire
 * drill, with nothing said to be happening to anyone now. Read in the hit's whole sentence.
 */
const FRAMED: BenignRule = {
  all: ["films?|séries?(?! (?:de|d') )|feuilletons?|romans?|livres?|bd|mangas?|jeux? vidéos?|personnages?|héros|héroïne (?:du|de la|de l' ?|d' un|d' une|de ce|de cette|principale)|scénario|reportages?|documentaires?|émissions?|à la (?:télé|radio)|aux infos|au journal|articles?|podcasts?|exposés?|cours (?:de|d') (?:secourisme|svt|bio[a-z]*|médecine|soins|premiers secours|anatomie|physio[a-z]*|pharmaco[a-z]*|infirmi[a-z]*|sciences|santé)|partiels?|(?:je |on )?révise|réviser|révisions|mémoire (?:de|sur)|thèse|fiches? (?:de|sur)|protocoles?|formations?|former (?:mes|les|nos|des)|secourisme|psc ?1|sst|simulation|mannequin|interventions?|master|licence|doctorat|(?:je |on )?travaille sur (?:les|la|le|l')|(?:recherches?|projet|dossier|étude|enquête) sur (?:les|la|le|l')|(?:est|suis|sont) (?:pompiers?|secouristes?|ambulanciers?|infirmiers?|infirmières?|médecins?)|(?:des|les|ses|mes|nos|aux) patients?|(?:infirmière?|soignante?|aide soignante?|médecin|interne) (?:en|aux|de|à l' ?) ?(?:réa[a-z]*|urgences|hôpital|service|ehpad|clinique)|(?:elle|il|je) travaille (?:en|aux|à l' ?|à) ?(?:réa[a-z]*|urgences|hôpital|ehpad|clinique)|(?:année|études|fac|faculté|étudiante?|externe|interne) (?:de |d' |en )(?:médecine|pharma[a-z]*|infirmi[a-z]*|kiné|sage femme|soins)|épisodes?|anatomy|dr house|docteur house|netflix|(?:dans|au) (?:le |un )?journal|(?:j' ai |on a )?(?:lu|entendu) (?:dans|sur|à|qu' ?|que|parler)|(?:on )?(?:m' |nous )a parlé (?:de|d')|aux? (?:infos|actualités|nouvelles)|(?:exercice|alerte|alarme|consignes?|plan|sortie) (?:d' )?(?:incendie|évacuation)|fausse alerte"],
  unless: "(?:j' ai|jai|il a|elle a) (?:une |des )?(?:très |trop )?(?:mal|douleurs?|oppression|pression)|(?:depuis|pendant|devant|en regardant) (?:le |la |un |une )?(?:début|milieu|fin)? ?(?:du |de la )?(?:film|série|match|épisode|télé)|depuis (?:ce|cette|hier|une|deux|trois|\\d+|quelques|tout à l' heure)|ce (?:matin|soir)|cette nuit|maintenant|en ce moment|actuellement|tout à l' heure|aidez|au secours|urgent|vite|samu|pompiers|ambulance|(?:d' un|tout à) coup|soudain[a-z]*|brusquement|(?:mon|ma|mes|notre|nos) (?:fils|fille|bébé|bb|enfants?|mari|femme|père|mère|papa|maman|frère|soeur|copain|copine|ami|amie|voisin[e]?|collègue|grand[a-z]*)(?: de \\d+ (?:ans|mois))? (?:a (?:mal|une|un|de la|des|très|du|pris|avalé|bu|reçu|perdu|fait une|fait un)|ne|n'|vient|s' est|respire|saigne|vomit|tremble|fait une|est (?:tout|toute|très|inconscient|tombé))|vrai[e]?s? (?:feu|incendie|crise|malaise)|pour de vrai|en vrai|perdu connaissance|vomit|vomissent|convulse|(?:ne |n' )?(?:respire|répond|réagit|arrive) (?:plus|plu|pas|pa)|(?:il|elle|je|j'|on|ils|elles) (?:est|a été|sont|suis|ai été) (?:brûlée?s?|blessée?s?|tombée?s?|inconsciente?s?)|(?:je|il|elle|on|j') saign[a-z]* (?:à flots|beaucoup|énormément|abondamment)|(?:il y a|y a|ya|j' ai|il a|elle a|je perds|il perd|elle perd) (?:du )?sang (?:qui gicle|partout)|(?:le )?sang gicle|(?:ça|ca) gicle|ne fait rien|(?:il|elle|je|j') (?:fait|fais|est en train de faire) une crise|je (?:saigne|vomis|suffoque|m' étouffe|tremble)|(?:je suis|suis) enceinte",
  scope: 'sentence',
}
/** An animal's illness ("mon chat a fait une crise", "le chien a avalé une chaussette"), with no person said to be ill. */
const PET: BenignRule = {
  all: ["(?:mon|ma|mes|notre|nos|le|la|les|son|sa|ses|leur|leurs|un|une) (?:chat|chatte|chaton|chatons|chats|chien|chienne|chiot|chiots|chiens|lapin|lapine|cheval|jument|poney|perroquet|perruche|hamster|cochon d' inde|furet|oiseau|tortue|toutou|minou)|(?:chez|au|le|la|du|notre|mon|un|une) (?:vétérinaire|véto)|(?:chez|pour) (?:les |un |une )?(?:chats?|chiens?|animaux|lapins?)"],
  unless: "(?:mon|ma|mes|notre|nos|son|sa|ses) (?:fils|fille|bébé|bb|enfants?|mari|femme|père|mère|papa|maman|frère|soeur|copain|copine|ami|amie|voisin[e]?|collègue|grand[a-z]*|coloc)(?: de \\d+ (?:ans|mois))? (?:a (?:mal|une|un|de la|des|très|du|pris|avalé|bu|mangé|reçu|perdu)|ont (?:mangé|bu|avalé|pris)|ne|n'|vient|s' est|respire|saigne|vomit|tremble|est (?:tout|toute|très|inconsciente?|tombée?|brûlée?|blessée?))|(?:et|avec) (?:mon|ma|mes|notre|nos|son|sa) (?:fils|fille|bébé|bb|enfants?|mari|femme|père|mère|papa|maman|frère|soeur|copain|copine|ami|amie|voisin[e]?|collègue|grand[a-z]*|coloc)|je (?:me|suis|sens)|j' ai (?:mal|une|des|pris|avalé|été)|(?:moi|nous) aussi|toute la famille|tout le monde|enfant|bébé|mordu(?! dans)|morsure|attaqué[e]?|griffé|piqué|(?:d' un|tout à) coup|soudain[a-z]*|brusquement|vrai[e]?s? (?:feu|incendie|crise|malaise)|perdu connaissance|vomit|vomissent|convulse|(?:ne |n' )?(?:respire|répond|réagit|arrive) (?:plus|plu|pas|pa)|(?:je|il|elle|on|j') saign[a-z]* (?:à flots|beaucoup|énormément|abondamment)|sang (?:gicle|partout)|gicle",
  scope: 'sentence',
}
/** A hypothetical told as one ("si un jour mon père faisait un AVC", "au cas où il avalerait"), with nothing happening now. */
const HYPOTHETICAL: BenignRule = {
  all: ["si (?:mon|ma|mes|notre|nos|un|une|le|la|il|elle|je|j') ~5 un jour(?! (?:il|elle|j' ai|on) )|comment (?:savoir|reconnaître|voir|être sûr[e]?|faire la différence|on sait) (?:si|s' ?il|s' ?elle|qu' ?il|qu' ?elle) ~3 (?:fait|fais|faisait|a|avait|est|était|fera|ferait)|(?:si un jour|si jamais|au cas où|dans le cas où|le jour où) (?:mon|ma|mes|notre|nos|il|elle|je|j'|on|un|une|quelqu' ?un|le|la|ton|ta|votre|vos|ils|elles) ~3 (?:faisait|avait|devait|se mettait|commençait|tombait|était|arrivait|perdait|prenait|avalait|buvait|mangeait|avalerait|ferait|aurait|fait|fais|a|avale|boit|mange|tombe|perd|prend)"],
  unless: "depuis|maintenant|en ce moment|actuellement|ce (?:matin|soir|midi)|cette nuit|tout à l' heure|aidez|urgent|vite|au secours|déjà|(?:a|ai|as|avons|ont|est|suis|vient d'|viens d') (?:déjà )?(?:fait|eu|pris|avalé|bu|mangé|tombé[e]?|perdu)",
  scope: 'sentence',
}
/** An illness some weeks ago with recovery said and nothing said to be happening now ("diagnostiquée il y a deux semaines, elle est guérie"). */
const RECOVERED_WEEKS: BenignRule = {
  all: ["(?:il y a|ya|y a) (?:\\d+|deux|trois|quatre|cinq|six|quelques|plusieurs) semaines|(?:la|une) semaine (?:dernière|passée)|le mois (?:dernier|passé)", "guérie?s?|rétablie?s?|cicatrise (?:bien|normalement|proprement)|en (?:bonne |voie de )(?:voie de )?(?:guérison|cicatrisation)|(?:complètement |bien |totalement )remise?s?|(?:va|vais|allons|vont) (?:très |beaucoup |tout à fait |parfaitement )?(?:bien|mieux)|plus (?:aucun|de) symptômes?|tout (?:est|va) (?:rentré dans l' ordre|bien)|(?:rentrée?|revenue?|sortie?) (?:de l' hôpital )?(?:en (?:pleine |bonne )?forme|guérie?)|(?:en|de nouveau en|à nouveau en) (?:pleine )?forme"],
  unless: "maintenant|en ce moment|actuellement|ce (?:matin|soir|midi)|cette nuit|depuis (?:hier|ce matin|cette nuit|\\d+ (?:heures?|h|minutes?|min))|à nouveau|de nouveau|recommenc[a-z]*|encore|toujours|aidez|urgent|vite|(?:mais|sauf que) (?:là|depuis|aujourd)",
  scope: 'sentence',
}
/** Nobody ill, said at the start of a sentence or after a comma without "ne" ("Personne a mal à la tête ni de nausées"). */
const NOBODY: BenignRule = {
  all: ["(?:^|[a-z0-9]+ , |(?:et|mais|pis|car|donc|et puis) )personne (?:ici |chez (?:nous|moi) |à la maison |dans la maison |de la famille |d' entre nous )?(?:(?:n' )?(?:a|avait|a eu|est|était|se sent|se plaint|ne))(?![a-z])"],
  unless: "sauf|à part|(?:mais|sauf que) ~3 (?:moi|mon|ma|mes|il|elle|lui)|excepté|tout le monde (?:a|ont|est|se sent|vomit)|toute la famille|tous (?:malades|mal|ont|vomi[a-z]*)",
  scope: 'sentence',
}
/** A dream or nightmare told ("j'ai rêvé que je mourais dans un incendie"). */
/** Seen by a doctor or tested since, with everything normal, and nothing said to be back or worse. */
const SEEN_NORMAL: BenignRule = {
  all: ["(?:vu|consulté|passé|fait|revu) ~3 (?:médecin|docteur|cardiologue|neurologue|urgences|généraliste|ecg|électro[a-z]*|bilan|examens?|prise de sang|scanner|irm|radio)|(?:médecin|docteur|cardiologue|neurologue|généraliste|urgentiste|sage femme|gynéco[a-z]*|pédiatre|pneumologue|kiné) ~3 (?:vu|examiné|ausculté|revu|dit|confirmé|affirmé|expliqué)|(?:échographie|écho|ecg|électrocardiogramme|électro|bilan|scanner|irm|prise de sang|examens?|monitoring|analyses?) (?:était |est |sont |étaient )?(?:normale?s?|normaux|rassurante?s?|ok|parfaite?s?|bonne?s?)", "(?:il|elle|je) (?:va|vais) (?:très |tout à fait )?bien|(?:ça|ca) s' est arrêté|(?:ecg|électro[a-z]*|prise de sang|bilan|scanner|examens?|analyses?|radio|irm|troponine|écho|échographie|monitoring)s? (?:et (?:la |le |l' |les )?(?:ecg|prise de sang|bilan|scanner|examens?|analyses?|radio|irm|troponine) )?(?:sont |étaient |était |est )?(?:normaux|normale?s?|ok|bons?|rassurants?)|(?:tout|c' |ce|ça|ca|rien|les résultats?|l' ecg|le bilan|le scanner|l' examen) (?:est|était|sont|étaient|de|n' est|n' était)? ?(?:normal|normaux|bon|bons|rassurant|rassurants|grave|inquiétant|anormal)|(?:rien|pas) trouvé|c' (?:est|était) (?:normal|bénin|rien|rassurant)|rassurée?s?|tout va bien|(?:il|elle|je) (?:va|vais) (?:très |tout à fait |parfaitement )?bien (?:aujourd' ?hui|maintenant|depuis)"],
  unless: "(?:encore|toujours|de nouveau|à nouveau) (?:mal|une douleur|des douleurs)|saign[a-z]* (?:beaucoup|énormément|abondamment|à flots)|beaucoup de sang|caillots|revenue?s?|recommenc[a-z]*|reprise?|mais (?:là|maintenant|ce soir|depuis|cette nuit|aujourd' ?hui)|là (?:j' ai|il a|elle a)|en ce moment|sueurs?|transpir[a-z]*|bras|mâchoire|essou?ffl[a-z]*|pire|empire|augmente|de plus en plus",
  scope: 'sentence',
}

/** Jerks while falling asleep with the child well afterwards ("petites secousses en s'endormant, il va très bien le lendemain"). */
const SLEEP_JERKS: BenignRule = {
  all: ["(?:s' |m' |se |me )endor[a-z]*|endormissement|hypnique|dans son sommeil|en dormant|quand (?:il|elle) dort", "(?:va|vais|allait|est) (?:très |tout à fait |parfaitement |super )?(?:bien|en forme|normal)|(?:se réveille|réveillée?) (?:tout à fait |parfaitement |très |complètement )?normal(?:ement)?|(?:dès qu' ?|quand |si )on (?:le |la )?(?:touche|prend|réveille|tient|bouge) ~3 (?:s' arrête|arrête|cesse|stoppe)|(?:pédiatre|médecin|docteur|neurologue|neuropédiatre|généraliste) ~4 (?:dit|dire|expliqué|confirmé|rassuré|parlé)[a-z]*|sursauts? (?:d' |de l' )?endormissement|myoclonies?|secousses? hypniques?"],
  unless: "aidez|urgent|vite|au secours|bave|yeux révulsés|bleue?|raide|(?:\\d+|deux|trois|cinq|dix) (?:min|minutes)|(?:toujours|encore) pas|fi[eè]vre|(?:38|39|40)|(?:ne |n' )?(?:respire|répond|réagit) (?:pas|plus|mal)",
  scope: 'sentence',
}

/** An episode told as a childhood one ("Petit, j'ai fait un choc anaphylactique"), nothing said about now. */
const SEEN_YESTERDAY: BenignRule = {
  // An episode yesterday or days ago, already seen by a doctor, well now.
  all: ["hier|avant hier|la nuit dernière|(?:il y a|ya|y a) (?:\\d+|deux|trois|quelques) jours|(?:la|cette) semaine (?:dernière|passée)|(?:il y a|ya|y a) (?:une|\\d+|deux|trois|quelques) semaines?", "(?:vue?s?|examinée?s?|consulté|passée?s?|allée?s?|emmenée?s?) ~3 (?:urgences|médecin|pédiatre|docteur|hôpital|généraliste)", "(?:va|vont) (?:très |tout à fait |parfaitement )?bien|(?:va|vont) (?:beaucoup )?mieux|en (?:pleine )?forme|tout (?:était|est|semblait) normal|(?:rien trouvé|rien de grave)"],
  unless: "encore|à nouveau|de nouveau|recommenc(?:e|é|ée|ent|ait|és)(?![a-z])|refait|(?:nouvelle|autre|deuxième|seconde) crise|(?:ne |n' )?(?:se réveille|répond|réagit|respire) (?:pas|plus)|bleue?|molle|tout mou|somnolent[e]?|ce matin (?:il|elle) a|là (?:il|elle)",
}

const PILL_TIMING: BenignRule = {
  // When to take one's usual medicines ("tous mes médicaments le matin"), not how many.
  all: ["(?:le|chaque|tous les) (?:matins?|soirs?|midis?)|(?:chaque|tous les) jours?|au (?:réveil|coucher|petit déjeuner|dîner|déjeuner)|à jeun|(?:pendant|avant|après) (?:le |les |mon |un )?repas|en même temps que"],
  unless: "d' un (?:seul )?coup|en une (?:seule )?fois|(?:toute|toutes) (?:la|les|mes|ses) (?:boîtes?|plaquettes?)|\\d{2,}|trop|double|mourir|en finir|suicid[a-z]*|(?:plus|pas|aucune) d' ?issue|(?:ne )?(?:plus|plu|pu|jamais) (?:me |se )?réveiller|plus envie|à bout|de trop|de côté|en réserve|planqu[a-z]*|stock[a-z]*|accumul[a-z]*",
  scope: 'sentence',
}

/** The same for self-harm, only where medicines are named: "penser à sauter du pont tous les soirs" is no dosing question. */
const PILL_TIMING_MEDS: BenignRule = {
  ...PILL_TIMING,
  all: [...PILL_TIMING.all, "médicaments?|médocs?|medocs?|comprimés?|cachets?|pilules?|gélules?|traitement|antidépresseurs?|somnifères?|doses?|prises?"],
}

const CHILDHOOD: BenignRule = {
  all: ["^(?:petite?|enfant|gamine?|ado|adolescente?|jeune) , (?:j' |j )(?:ai|avais) (?:fait|eu|été)"],
  unless: "maintenant|aujourd' ?hui|ce (?:matin|soir|midi)|cette nuit|en ce moment|actuellement|depuis (?:hier|ce matin|cette nuit|\\d+ (?:min|minutes?|heures?|h))|à nouveau|de nouveau|recommenc[a-z]*|encore|(?:mais|et) (?:là|depuis)|aidez|urgent|vite",
  scope: 'sentence',
}

const DREAM: BenignRule = {
  all: ["rêvé|rêve (?:que|où)|(?:un|mon|son|ce|le|des) (?:rêves?|cauchemars?)|cauchemard?[a-z]*"],
  unless: "aidez|urgent|vite|au secours|(?:depuis|au|à mon|à son) réveil|en (?:me|se) réveillant|(?:réveillé|réveillée) (?:avec|par)",
  scope: 'sentence',
}
const QUESTION_OPENERS = "(?:à|a) partir de (?:quel|quelle|quels|quelles|combien|quand)|what|what's|whats|how|why|pk|pq|pkoi|koi|kel|kels|kelle|cmt|c' ?est (?:grave|dangereux|normal|mortel|fréquent|courant|contagieux|héréditaire)|c est (?:grave|dangereux|normal|mortel|fréquent|courant|contagieux|héréditaire|quoi|koi)|c koi|c quoi|c' est koi|cest quoi|cest koi|kesako|késako|quel|quels|quelle|quelles|quoi|comment|pourquoi|quand|où|qui|qu' est ce|qu' est|que|est ce|est il|est elle|sont ils|peut on|peut il|peut elle|peut|peuvent|faut il|faut|dois je|dois|doit on|doit|y a t il|y a|existe t il|c' est quoi|dites moi|dis moi|expliquez|explique|je voudrais savoir|j' aimerais savoir|je me demande|question|je voudrais (?:réviser|comprendre|connaître|apprendre|en savoir)|j' aimerais (?:comprendre|connaître|apprendre|en savoir)|pouvez vous m' expliquer|peux tu m' expliquer"
const GENERAL_CUES = "(?:à|a) partir de (?:quel|quelle|quels|quelles|combien)|délais?|diff|(?:c' est|c|cest) (?:quoi|koi) (?:exactement|au juste|concrètement|précisément|en fait|en gros|en vrai|vraiment|la diff[a-z]*)|comment (?:on |je |peut on |puis je |dois je |faire pour |fait on pour )?(?:aide|aider|soutien[st]?|soutenir|accompagne[rz]?|parle[rz]?|réagi[rt]?)|(?:ça|ca|cela|ils|elles?) (?:donne|donnent|peut donner|peuvent donner)|(?:peut|peuvent|pourrait)(?: (?:il|elle|ils|elles|on))? (?:arriver|survenir|toucher|frapper)|chez (?:un|une|les|des|le|la) (?:jeunes?|enfants?|adultes?|femmes?|hommes?|personnes?|bébés?|nourrissons?|nouveaux? ?nés?|tout petits|ados?|sportifs?|diabétiques?|seniors?)|on parle (?:de|d')|parle t on (?:de|d')|reconna[iî]t(?:re|on)?|repérer|identifier|détecter|âge|minimum|maximum|patients?|se passe|se déroule|déroulement|expliqu[a-z]*|physiopatholog[a-z]*|mécanismes?|fonctionnement|signes?|symptômes?|caus[a-z]*|provoqu[a-z]*|risques?|probabilités?|chances?|prévenir|prévien[a-z]*|prévention|éviter|réduire|baisser(?! (?:le menton|la tête|la tete|les yeux|le cou|la nuque))|diminuer|traitement[s]?|trait[a-z]*|soign[a-z]*|thérapie|guérir|reconnaître|identifier|différence|premiers secours|gestes? qui sauvent|effets? secondaires?|effets? indésirables?|vaccin[a-z]*|courant|fréquent|signifie|veut dire|en général|généralement|pourquoi|pk|pq|pkoi|(?:c' ?est|c est) (?:grave|dangereux|mortel|normal|fréquent|courant|contagieux|héréditaire) (?:un|une|des|le|la|les|l')|(?:font|sont|ont|peuvent|doivent|faut|a t|y a t|meurt|meurent) (?:il|elle|ils|elles|on)|on (?:peut|risque|doit)|à long terme|long terme|séquelles?|abîm[a-z]*|endommag[a-z]*|est ce que les|les (?:personnes|gens|femmes|hommes|enfants|bébés|nourrissons|ados|adolescents|jeunes|seniors|diabétiques|fumeurs|sportifs|patients)|mortel(?:le)?s?|mortalité|héréditaire|génétique|pareil|la même chose|même chose que|que faire|quoi faire|comment (?:utiliser|réagir|aider|agir|faire|se servir)|si (?:quelqu' ?un|une personne|un enfant|un bébé|on|vous|tu)|quand (?:quelqu' ?un|une personne|un enfant|on)|quelqu' ?un|une personne|les gens|en cas (?:de|d')|survie|survivre|récupération|coût|coûte|prix|combien|possible|est il possible|peut on|peut il|dangereux|sans danger|futur|un jour|peur (?:de|d' avoir|de faire)|dépist[a-z]*|diagnosti[a-z]*|dépister|attrap[a-z]*|transmet[a-z]*|transmission|contagi[a-z]*|protège[a-z]*|protéger|placer|installer|mnémotechnique|faut il|doit on|chez (?:l' |les |le |la )(?:enfant|enfants|bébé|bébés|nourrisson|adulte|adultes|femme|femmes|homme|hommes|personnes? âgées?|sujet âgé|ado|adolescents?)|donner|déclench[a-z]*|entraîn[a-z]*|manifest[a-z]*|se présente|ressembl[a-z]*|revenir|récidiv[a-z]*|reproduire|recommencer|venir de|viennent de|provenir|lié[e]?s? (?:à|au|aux)|(?:dû|dus|due|dues) (?:à|au|aux)|à cause (?:de|du|des)|comment (?:savoir|voir|distinguer|différencier|être sûr)|savoir si"
const PERSONAL = "si (?:je|j'|mon|ma|mes)|(?:il|elle) (?:a|est|fait|ne(?! faut)|n'(?! y )|respire|vomit|saigne|tremble|convulse|parle|bouge|se|s'|dort|pleure|crie|hurle|réagit|répond|ouvre|grogne|marmonne|gémit)|(?:quand|si|lorsqu' ?|dès qu' ?) on (?:le|la|l'|les|lui|leur) (?!(?:peut|doit|faut)(?![a-z]))|depuis (?:une|deux|trois|quelques|\\d+) (?:min|minutes|heures?|h|jours)|(?:que )?j' aie|je sois|(?:mon|ma|mes) (?:jambes?|bras|mains?|visage|tête|poitrine|coeur|ventre|gorge|langue|lèvres|bouche|oeil|yeux|vue|pieds?|dos|peau|corps|nuque|cou|figure|joue)|(?:mon|ma|mes|notre|nos) (?:bébé|bb|fils|fille|filles|mari|femme|père|mère|papa|maman|enfants?|frère|soeur|copain|copine|ami|amie|grand[a-z]*|oncle|tante|voisin[e]?|coloc|chum|blonde|pote|collègue|petit|petite|ptit|ptite|ado|conjoint[e]?|compagnon|compagne|neveu|nièce|niece|cousin[e]?|belle mère|beau père|nourrisson|garçon|puce|loulou)|je (?:suis|sens|pense|crois|fais|viens|vomis|tousse|saigne|tremble|respire|transpire|me sens)|(?:je |j' )?(?:peux|peu|arrive|n' arrive|jpeux|jarrive) (?:pas|pa|plus|plu|pu|même pas|même plus)|j' ai|jai|(?:mon|ma) [a-z]+ (?:a|est|fait|vient|ne|n'|ait|soit)|maintenant|en ce moment|actuellement|tout de suite|aidez|aide moi|au secours|s' il vous plaît|s' il te plaît|svp|urgent|vite|on a tous|depuis (?:ce matin|hier|cette nuit|\\d+ (?:min|minutes|heures?|h|jours))|ce (?:matin|soir)|cette nuit|tout à l' heure"

/**
 * A topic named first and then asked about in general ("La torsion du testicule, ça arrive à quel
 * âge ?", "La céphalée en coup de tonnerre, c'est quoi la cause ?"): the question a clause that opens
 * with a question word would be, with the topic put in front. What to do now keeps the banner.
 */
const TOPIC_QUESTION: BenignRule = {
  all: [
    "^(?:le|la|les|l'|un|une|des) (?:[a-z']+ ){0,6}[a-z']+ , (?:[a-z']+ ){0,4}(?:quel|quelle|quels|quelles|quoi|koi|comment|pourquoi|combien|qui|quand|est ce|c' est (?:grave|dangereux|fréquent|courant|héréditaire|contagieux|mortel)|(?:ça|ca) (?:se )?(?:soigne|traite|guérit|opère|arrive|touche|vient|reconna[iî]t|voit|repère|diagnostique))(?![a-z])",
    `${GENERAL_CUES}|(?:ça|ca) se voit`,
  ],
  unless: `${PERSONAL}|que faire|quoi faire|on fait quoi|(?:je |j' |on )fais quoi|(?:dois|doit|faut) (?:je |on |il )?(?:appeler|aller|faire)|urgences?|samu|pompiers|15|112|911`,
  scope: 'sentence',
}

/**
 * Someone's fear of something, said as the whole clause or asked about ("J'ai une peur bleue de la
 * noyade", "Mon fils a une peur panique de la noyade, comment l'aider ?").
 */
const FEAR: BenignRule = {
  all: ["^(?:[a-z']+ ){0,4}(?:peur|phobie|hantise|terreur) (?:bleue |bleu |panique |terrible |folle |immense |énorme |horrible |maladive |viscérale |atroce )?(?:de |d' |des |du )(?:[a-z']+ ){0,3}[a-z']+(?:$| , (?:comment|que|quoi|quel|quelle|quels|quelles|est ce|des conseils|des astuces|vous avez|avez vous|une idée|des idées)(?![a-z]))"],
  unless: "(?:ne |n' )?(?:respire|répond|réagit|bouge) (?:pas|pa|plus|plu|mal)|inconscient[e]?|(?:lèvres|visage|tout|toute|devenu|devenue) ~2 (?:bleue?s?|violette?s?|grise?s?)|touss[a-z]*|vomi[a-z]*|aidez|urgent|vite|au secours|maintenant|en ce moment|(?:et|mais) là|vient (?:de|d')|(?:a|est|ont|sont) (?:bu|avalé|tombée?s?|coulée?s?)",
}
/**
 * A question about what one does for a generic person ("Comment parler à un ami dont on pense qu'il a
 * des idées suicidaires ?", "Pourquoi on met quelqu'un en PLS quand il est inconscient ?"): the
 * "il" that follows is that person, nobody present. Anything said to be happening keeps the banner.
 */
const GENERIC_PERSON_QUESTION: BenignRule = {
  all: ["^(?:comment|pourquoi|pk|pq|que|quoi|quand|faut il|doit on|peut on|est ce qu' on|comment faire pour|des conseils pour) ~9 (?:quelqu' ?un|une personne|un ami|une amie|un proche|une proche|un collègue|une collègue|un ado|une ado|un adolescent|une adolescente|un jeune|une victime|un blessé|une blessée|la victime|le blessé|la personne)(?![a-z'])"],
  unless: "(?:mon|ma|mes|notre|nos) [a-z]+|je|j'|moi|maintenant|en ce moment|actuellement|ce soir|cette nuit|(?:venez|viens|venir|arrivez|appelez) tout de suite|aidez|urgent|vite|au secours|vient (?:de|d')|viens (?:de|d')|(?:m' |nous )(?:a|ont) (?:dit|écrit|envoyé|avoué|annoncé)|depuis|devant (?:moi|nous)|ici|(?:et|mais) là",
  scope: 'sentence',
}
/** `benign` with `FRAMED`, `DREAM`, `HYPOTHETICAL`, `TOPIC_QUESTION`, `FEAR` and the like added to every category but self-harm (only an explicit denial drops that; a question about a generic person does, as `selfHarmGeneric` does), and `PET` to all but self-harm and carbon monoxide (pets fall ill with their people). */
function withFrames(rules: Partial<Record<RedFlagCategory, BenignRule | readonly BenignRule[]>>): Partial<Record<RedFlagCategory, readonly BenignRule[]>> {
  const all: Partial<Record<RedFlagCategory, readonly BenignRule[]>> = {}
  for (const category of RED_FLAG_CATEGORIES) {
    const entry = rules[category]
    const own: readonly BenignRule[] = !entry ? [] : 'all' in entry ? [entry as BenignRule] : entry as readonly BenignRule[]
    all[category] = category === 'self_harm' ? [...own, GENERIC_PERSON_QUESTION] : category === 'carbon_monoxide' ? [...own, FRAMED, DREAM, HYPOTHETICAL, RECOVERED_WEEKS, SEEN_NORMAL, CHILDHOOD, NOBODY, TOPIC_QUESTION, FEAR, GENERIC_PERSON_QUESTION] : [...own, FRAMED, DREAM, HYPOTHETICAL, RECOVERED_WEEKS, SEEN_NORMAL, PET, CHILDHOOD, NOBODY, TOPIC_QUESTION, FEAR, GENERIC_PERSON_QUESTION]
  }
  return all
}

const fr: RedFlagLanguage = {
  language: 'fr',
  patterns: {
    chest_pain: [
      // The chest said to hurt, with an adverb between ("ma poitrine me fait atrocement mal").
      "(?:poitrine|poitrail|torse|thorax|sternum) (?:me |lui |leur |te |nous )?(?:fait|faisait) (?:atrocement|horriblement|terriblement|affreusement|vraiment|très|trop|super|hyper|tellement|énormément|extrêmement|grave) mal",
      "(?:me|m'|lui|leur|te|nous) (?:broi[a-z]*|écras[a-z]*|compress[a-z]*|compri[a-z]*|oppress[a-z]*|transperc[a-z]*|tenaill[a-z]*|enserr[a-z]*|déchir[a-z]*|serr[a-z]*) (?:au niveau (?:du|de la|de ma|de mon|de sa|de son) |dans (?:la|le|ma|mon|sa|son) |sur (?:la|le) |en plein (?:milieu de la |milieu du )?)?(?:la |le |sa |son |ma |mon )?(?:poitrine|poitrail|torse|thorax|sternum|cage thoracique)|(?:me|m'|lui|leur|te|nous) (?:broi[a-z]*|écras[a-z]*|compress[a-z]*|compri[a-z]*|transperc[a-z]*|tenaill[a-z]*|déchir[a-z]*) (?:le |son |mon )?coeur",
      "(?:douleurs?|mal|oppression|serrement|pression|poids?|brûlure|barre|étau|écrasement|lourdeur|pesanteur|compression|crampe|boule|squeeze|pain|pressure|sensation (?:d' |de )?[a-z]+) ~3 (?:dans|ds|à|a|sur|au|en|au niveau (?:de|du)|(?:en plein |au |dans le |le )?(?:milieu|centre) (?:de|du)|derrière) (?:tout |toute )?(?:la |le |l' |ma |sa |ta |mon |son |leur |du )?(?:poitrine|poitrail|torse|thorax|sternum|cage thoracique|chest)",
      "(?:douleurs?|mal|oppression|serrement|poids) ~2 (?:qui )?(?:me |lui |leur )?(?:prend|prenait|envahit|envahissait|enserre|enserrait|traverse|traversait) (?:toute )?(?:la |sa |ma |le |son |mon )?(?:poitrine|thorax|torse|cage thoracique)",
      '(?:douleurs?|oppression|serrement|pesanteur|pression|gêne) (?:(?:constrictive|oppressante|écrasante|serrante|intense|violente|forte|vive|brutale|sourde|lancinante|atroce|étrange|bizarre)s? )?(?:thoraciques?|thoraxiques?|rétrosternale?s?|dans le thorax|à la poitrine|au thorax|au torse)',
      "(?:se plaint|se plaignait|plainte) (?:de |d' une (?:douleur|gêne|oppression) (?:à |dans )?)(?:la |sa |son |le )?(?:poitrine|thorax|torse|sternum)|mal (?:à la poitrine|au thorax|au torse|au sternum)|(?:poitrine|poitrail|torse|thorax) ~2 (?:qui )?(?:serre|me serre|lui serre|fait mal|me fait mal|lui fait mal|oppress[a-z]*|comprime|écrase|me brûle|brûle)|(?:poitrine|poitrail|torse|thorax) ~3 (?:serrée?|oppressée?|comprimée?|écrasée?|broyée?|en feu|dans un étau)",
      "(?:serré|serrée|serre|serrait|étau|ceinture|cercle|bande|corset|barre) ~3 (?:autour (?:du|de la|de son|de mon|de sa|de ma) |sur (?:le|la|mon|son|ma|sa) |dans (?:le|la|mon|son|ma|sa) |en travers (?:du|de la) )(?:thorax|poitrine|poitrail|torse|chest|sternum)|(?:écras|serr|compress|oppress|broy|comprim)[a-z]* (?:(?:lui|me|leur|m') )?(?:la|ma|sa|le|mon|son) (?:poitrine|poitrail|torse|thorax)|(?:écras|broy|comprim)[a-z]* (?:(?:lui|me|leur|m') )?(?:le|son|mon|leur) coeur|coeur ~2 (?:écrasé|broyé|compressé|dans un étau)",
      "crise cardiaque|infarctus|infractus|infar|arrêt cardiaque|attaque cardiaque|crise (?:au|de) coeur|attaque au coeur|(?:son|mon) coeur (?:s' est arrêté|a lâché|ne bat plus|lâche)|(?:douleur|serrement|oppression|pression|poids?|étau|barre|enclume) ~3 (?:au|du|dans(?: le| mon| son)?|au niveau du|sur(?: le| mon| son| ton)?) coeur|(?:impression|sensation|comme si|on dirait) ~5 (?:marche|marchait|assis|assise|posé|posée|appuie|appuyait|écras[a-z]*|serr[a-z]*|pès?e|pesait|compress[a-z]*) ~3 (?:sur |dans )?(?:la |sa |ma |mon |son |le |leur )?(?:poitrine|poitrail|torse|thorax|sternum|coeur)",
      "(?:douleurs?|oppression|serrement|pression|mal) (?:de (?:la )?)?(?:poitrine|thorax|torse|sternum)|(?:écrasement|oppression|serrement|étau|constriction) (?:thoracique|rétro ?sternal[e]?|du thorax|de la poitrine|dans la poitrine)",
      "(?:se )?(?:tien[a-z]*|tenant|tenait|agripp[a-z]*|attrap[a-z]*|serr[a-z]*|crisp[a-z]*) (?:la|sa|ma|le|son|mon) (?:poitrine|poitrail|torse|chest)|(?:se )?(?:tien[a-z]*|tenant|tenait|agripp[a-z]*|crisp[a-z]*) (?:la|sa|ma|le|son|mon) coeur",
      "(?:(?:ça |ca )?prend|gagne) (?:tout )?(?:le |mon |son )?bras gauche|(?:irradi[a-z]*|descend[a-z]*|remont[a-z]*|part|partant|file|s' étend|se propage|se diffuse|va|monte|monter) ~3 (?:dans|ds|vers|jusqu' ?(?:à|au|aux|dans)|à|au|en) (?:tout le |toute la )?(?:le |la |l' |mon |ma |son |sa )?(?:bras gauche|mâchoire|machoire|épaule gauche|les deux bras|(?:bras|épaule|épaules|dos) et (?:la |le |sa |ma |son |mon |dans la )?(?:mâchoire|machoire|bras gauche|cou))",
    ],
    stroke: [
      // An arm and a leg together that no longer move or answer, side named or not.
      "(?:bras|main|jambe|pied)s? (?:et|ou) (?:la |le |sa |son |ma |mon )?(?:bras|main|jambe|pied)s? ~2 (?:ne |n' )?(?:lui |me |leur )?(?:répond(?:ent)?|bouge(?:nt)?|obéi(?:t|ssent)|tien(?:t|nent)) (?:plus|plu|pas|pa)(?! (?:comme avant|aussi bien|très bien|bien|trop|tout à fait|autant))|(?:bras|main|jambe|pied)s? (?:et|ou) (?:la |le |sa |son |ma |mon )?(?:bras|main|jambe|pied)s? ~5 (?:inertes?|paralysée?s?|mortes?|sans force|tout mous|toutes molles)",
      `(?:bouche|visage|face|figure|lèvres?|sourire|joue|coin de (?:la|sa|ma) bouche)${UNNEGATED_GAP} (?:de travers?|tordu[e]?s?|déform[a-z]*|tombant[e]?s?|qui tombent?|tombent?|affaiss[a-z]*|paralys[a-z]*|dévi(?:e|é|ée|és|ées|ent|ation)|pend|qui pend|figé[e]?|asymétrique|croche|crochu[e]?|(?:tire|tirée?|penche|part) ${ONE_SIDE})`,
      "(?:paralysie|engourdissement) (?:faciale|du visage|d' un côté|de la moitié)|paralys[a-z]* (?:du|de la|des|de son|de sa|de mon|de ma) (?:bras|jambe|jambes|main|visage|côté|moitié)",
      `${CANT}(?:bouger|lever|sentir|soulever|utiliser|tenir) (?:tout |toute )?(?:le|la|son|sa|mon|ma|les|ses|mes|leur) (?:bras|jambe|main|côté|visage|pied)s?(?: (?:et|ni|ou) (?:le |la |son |sa |mon |ma |les |ses |mes |leur )?(?:bras|jambe|main|pied)s?)? ${SIDE}s?`,
      `(?:ne (?:sens|sent|sentons|sentez) plus|sens plus|sent plus|(?:plus|plu|pu|perdu|perte) (?:de |la |sa )?(?:sensibilité|sensation|force)|engourdi[e]?s?|paralys[a-z]*|faible|insensible|fourmill[a-z]*|lourd[e]?s?) ~4 ${HALF}`,
      `(?:(?:le |tout le |la )?côté ${SIDE}(?: (?:de|du) (?:mon |son |ma |sa |leur |la |le )?(?:corps|visage|figure))?|${HALF}) ~3 (?:engourdi[e]?|paralys[a-z]*|insensible|ne répond plus|répond plus|lourd[e]?|mort[e]?|(?:ne )?bouge (?:plus|plu|pas|pa)|faible|qui ne marche plus|tombe|tombant[e]?|pend|s' affaisse|affaissée?|figée?|de travers)`,
      `(?:ne )?(?:sens|sent|sentons) (?:plus|plu|pu) (?:ma|mon|sa|son|la|le|les|mes|ses) (?:jambe|bras|main|pied|visage|joue)s? ${SIDE}`,
      `${CANT}(?:sourire|fermer (?:l' ?|son |un |mon )?oeil|gonfler les joues) ~3 (?:${ONE_SIDE}|correctement|normalement|normal|comme avant|comme d' habitude|des deux côtés)|(?:sourire|bave|bavait|bave) ~2 ${ONE_SIDE}`,
      `(?:jambe|jambes) ${SIDE} ~3 (?:ne )?(?:le |la |me |les )?(?:porte (?:plus|plu|pas|pa|pu)|lâche|se dérobe|flanche)|(?:bras|main)(?: ${SIDE})? ~2 (?:tombe|retombe|redescend) (?:quand (?:il|elle|je|on) (?:le |la )?(?:lève|soulève|tend)|dès qu' ?(?:il|elle|on) (?:le |la )?(?:lève|lâche)|tout seul)`,
      `(?:main|bras|jambe|pied) ${SIDE} ~2 (?:ne )?(?:lui |me |leur )?(?:obéi[a-z]*|répond[a-z]*) (?:plus|plu|pas|pa)(?! (?:trop|très|bien|comme avant|aussi bien|tout à fait))|(?:mots|phrases|paroles) (?:sont |sortent |lui sortent )?(?:tout )?(?:mélangés|emmêlés|embrouillés|à l' envers|dans le désordre)|(?:main|bras|jambe|pied) ${SIDE} ~2 (?:qui )?(?:traîne|traînait)|(?:main|bras|jambe|pied) ${SIDE} ~2 (?:ne )?(?:(?:répond|répondait|bouge|bougeait) (?:plus|plu|pas|pa)|lâche|lâchait|(?:tient|tenait|tiens) (?:plus|plu|pu) rien|sans force|toute? faible|morte?|inerte|qui ne répond plus)`,
      `(?:du mal|difficultés?|de la peine|de la misère) (?:à|pour) (?:trouver (?:ses|mes|les) mots|articuler)|(?:du mal|difficultés?|de la peine|de la misère) (?:à|pour) parler(?! (?:de|avec|à|en public|anglais|français))|${CANT}parler(?! (?:de|avec|à|en public|anglais|français))|(?:perdu|perd) la parole`,
      `${CANT}(?:tenir|attraper|saisir|prendre|porter) ~4 (?:avec )?(?:sa|son|ma|mon|la|le) (?:main|bras) ${SIDE}`,
      "(?:parle|parlait|voix|élocution|articul[a-z]*) ~3 (?:pâteuse|pâteux|pâteusement|empâtée)|parole ~2 (?:pâteuse|confuse|incompréhensible|bizarre|difficile|embrouillée|hachée|trainante|traînante)|voix (?:pâteuse|empâtée|traînante)|(?:bafouill[a-z]*|bredouill[a-z]*|mélange (?:les|ses) mots|cherche ses mots|trouve plus ses mots|ne trouve plus ses mots|articule (?:très |super |hyper |vraiment |trop |de plus en plus )?(?:mal|plus|plu)|n' articule plus|parle (?:tout )?(?:bizarr?e(?:ment)?|bizar|chelou|de travers?|croche)|parle de travers|parle n' importe comment|mots ~2 (?:ne )?sortent (?:pas|pa|plus|plu|mal)|les mots ne sortent plus)",
      `(?:phrases?|mots|paroles|propos) ~3 (?:sans|n' ont|ont) (?:aucun |pas de |pas |ni )?(?:sens|queue ni tête)|(?:mots|phrases?) qui (?:ne )?veulent rien dire|propos incohérents|discours incohérent|parle (?:de (?:façon|manière) )?(?:incohérent[a-z]*|incompréhensible[a-z]*)|(?:dit|dire|disait|sort|prononce|utilise|emploie) (?:des |ses )?mots (?:qui n' existent pas|inventés|bizarres|incompréhensibles|sans (?:aucun )?sens|au hasard|dans le désordre)|mots qui (?:n' existent|existent) pas|invente des mots|${CANT}(?:dire|prononcer|retrouver|trouver) (?:mon|son|ses|les|des|un|le|sa|ma|leur|nos|mes) (?:prénoms?|noms?|mots?|phrases?)|(?:dit|dire|disait) des (?:choses|trucs|mots|phrases) (?:bizarres|incohérent[e]?s|sans (?:aucun )?sens|qui (?:ne )?veulent rien dire)`,
      "parle comme (?:s' ?il|s' ?elle|si (?:il|elle)|quelqu' ?un qui) ~3 (?:bourré[e]?|ivre|saoule?|soûle?|bu|pété[e]?|(?:la )?bouche pleine|une patate|du coton|un chewing gum)|(?:parle|parlait|voix) ~3 (?:la bouche pleine|une patate (?:chaude )?dans la bouche)",
      `(?:se )?(?:cogn[a-z]*|heurt[a-z]*|rentre[a-z]*|rentrant|bute[a-z]*|butant) ~6 (?:(?:côté|cote) ${SIDE}|${ONE_SIDE})`,
      "(?:soudain[a-z]*|brusquement|tout (?:à|d' un) coup|d' un coup|subitement) ~3 (?:confus[e]?|désorienté[e]?|ne reconnaît plus|ne sait plus où)",
      // Confused or lost, the onset told after ("devenu confus d'un seul coup").
      `(?:confus[e]?|désorienté[e]?|perdue?|paumée?|(?:ne )?(?:sait|sais) (?:plus|plu|pu) où (?:il|elle|je) (?:est|suis)) ~2 ${SUDDEN}`,
      // Things slipping or falling from one hand.
      `(?:tasse|verre|stylo|fourchette|cuillère|couteau|téléphone|portable|objets?|choses|trucs|tout) ~3 (?:lui |me |leur )?(?:glisse|glissent|glissait|tombe|tombent|tombait|échappe|échappent|échappait) (?:de|des) (?:la |sa |ma |leur )?mains? ${SIDE}|(?:lâche|lâchait|laisse tomber|laissait tomber|laisse échapper) (?:tout|les objets|les choses|ses affaires|sa tasse|son verre) ~3 (?:de|avec) (?:la |sa |ma )?main ${SIDE}`,
      // One side of the face that no longer moves.
      "(?:un|le|d' un|tout un|d un) (?:seul )?(?:côté|cote) (?:du visage |de la bouche |de la figure |de sa bouche |de son visage )?(?:ne |n' )?(?:bouge|répond|remue) (?:plus|plu|pu|pas|pa)",
      `(?:ne )?(?:vois|voit|voyait) (?:plus|plu|pas|pa|que) (?:la )?moitié|(?:perdu|perte de|perds|perd|plus de|baisse de|baisse) (?:la |sa |ma )?(?:vue|vision) ~4 (?:(?:à|a|du côté) (?:droite|gauche)|d(?:' | )?un (?:seul )?(?:oeil|coup|côté)|de l(?:' | )?oeil|de loeil|du côté|(?:oeil|côté) ${SIDE}|brutalement|soudainement|subitement|tout d(?:' | )?un coup|moitié)|(?:ne )?(?:j?vois|voit) (?:plus|plu|rien|pu|plus rien) ~3 (?:d(?:' | )?un (?:seul )?(?:oeil|coup|côté)|de l(?:' | )?oeil|de loeil|(?:oeil|côté) ${SIDE}|brusquement|tout d(?:' | )?un coup)|aveugle d(?:' | )?un (?:coup|oeil)`,
      `(?:soudain[a-z]*|brusquement|tout d(?:' | )?un coup|d(?:' | )?un coup) ~3 (?:vois double|voit double|vision double|plus rien)|(?:vois|voit|vision) double ~3 ${SUDDEN}|rideau (?:noir|sombre|gris) ~3 (?:oeil|loeil|vue|descend|tombe|devant)|moitié du champ (?:visuel|de vision)`,
      "engourdissement (?:soudain|brutal|brusque)|(?:soudain[a-z]*|brutal[a-z]*|brusque) (?:engourdissement|faiblesse|paralysie)|faiblesse (?:soudaine|brutale) ~3 (?:bras|jambe|visage|côté)",
      "avc|accident vasculaire(?: cérébral)?|attaque cérébrale|accident ischémique|hémorragie cérébrale|(?:fait|fais|faire|faisait|fasse) une attaque(?! (?:de panique|d' angoisse|cardiaque|de nerfs))",
    ],
    sudden_headache: [
      // "Mal comme jamais" said before the head, whose "jamais" would otherwise deny "la tête".
      "mal comme jamais (?:à|a|dans) (?:la|ma|sa) t[eê]te",
      "(?:douleur|mal|ça|ca|quelque chose|un truc) ~2 (?:a |qui )?(?:explosé|éclaté|pété|claqué) ~3 (?:dans|à l' intérieur de|derrière) (?:ma|la|sa|leur) (?:tête|crâne|nuque)",
      `${HEADACHE}${UNNEGATED_GAP} ${SUDDEN}`,
      `${SUDDEN} ~4 ${HEADACHE}`,
      `${HEADACHE} ~8 (?:arrivée?|venue?|apparue?|montée?|survenue?|commencée?|tombée?|partie?|arrive|vient|monte|démarré[e]?) ${SUDDEN}`,
      "(?:impression|comme si|sensation) ~5 (?:frappé|cogné|tapé|donné un coup|coup de (?:massue|bâton|marteau|batte|poing)) ~3 (?:tête|crâne|nuque)",
      `(?:${HEADACHE}|douleur (?:dans|à) la tête) ~3 comme (?:un|une) (?:éclair|coup de (?:ton?nerre|massue|poignard|fusil|marteau|batte|couteau)|explosion|bombe|décharge)|(?:head|tête) (?:is )?(?:exploding|qui explose|va exploser)|(?:claquement|craquement|déchirure|coup de fouet|pétard|bombe|éclair|détonation|explosion) ~3 (?:${HEAD_AT}|à l' intérieur (?:de la|du) (?:tête|crâne))`,
      `(?:tenu|tenue|tient|tenait|tenant|pris|prise|prend|prenait|agripp[a-z]*|attrap[a-z]*) (?:la|sa|ma) tête (?:à deux mains |entre (?:ses|mes) mains |dans (?:ses|mes|les) mains )?(?:en (?:criant|hurlant|gémissant)|de douleur)(?: de douleur)?(?: ,)? ~4 ${SUDDEN}|${SUDDEN} ~4 (?:tenu|tenue|tient|tenait|tenant|pris|prise|prend|prenait|agripp[a-z]*|attrap[a-z]*) (?:la|sa|ma) tête (?:à deux mains |entre (?:ses|mes) mains |dans (?:ses|mes|les) mains )?(?:en (?:criant|hurlant|gémissant)|de douleur)`,
      "(?:un truc|quelque chose|un vaisseau) (?:lâcher|lâché|claquer|claqué|péter|pété|exploser|explosé|éclater|éclaté|craquer|craqué|se déchirer|sauter) ~2 (?:dans|à l' intérieur de) (?:ma|la|sa) (?:tête|crâne)|(?:pire|plus violent[e]?|plus fort[e]?|plus atroce|plus terrible) ~2 (?:mal de (?:tête|crâne)|céphalée|migraine|douleur)(?: ~3 (?:de (?:ma|sa|leur|toute ma|toute sa) vie|jamais))?|(?:mal de (?:tête|crâne)|céphalée|migraine) ~3 (?:le|la) pire|coup de ton?nerre",
    ],
    severe_bleeding: [
      "(?:se vide|se vidait|se vident|se vider|me vide|me vidais) de (?:son|mon|leur|tout son|tout mon) sang",
      "saign[a-z]* ~6 (?:malgré|après) ~5 (?:compression|pression|appui|appuyer|appuyé|garrot|pansement compressif|compresser)|(?:compression|pression|appui|appuyé|appuie|appuyer|appuyons|comprim[a-z]*|compress[a-z]*|pinc[a-z]*|serr[a-z]* le nez) ~8 (?:saigne|saignent|sang coule|coule|pisse) (?:encore|toujours|pareil)|(?:ça|ca|sa|le sang|la plaie|la blessure|le nez) (?:coule|pisse|gicle|coulait|pissait) (?:toujours |encore |trop )?(?:à flots?|à gros bouillons|comme un robinet|comme une fontaine|de partout|sans arrêt)",
      "(?:n' )?(?:arrête|arrêtent|arrêtait|s' arrête) (?:pas|pa|plus|plu) de saigner|saign[a-z]* ~6 (?:ne |n' )?(?:s(?:' | )?arrête|arrête|s(?:' | )?arrêtent) (?:pas|pa|plus|plu|pu)|saign[a-z]* ~6 (?:veut|veulent|voulait) (?:pas|pa|plus|plu|pu) (?:s' )?arrêter|saign[a-z]* ~6 depuis? (?:plus de |presque |au moins )?(?:[2-9]\\d|\\d{3}|vingt|trente|quarante|quarante cinq|cinquante|soixante|trois quarts d' heure|une demi heure|une heure|\\d+ heures?|(?:deux|trois|quatre|cinq|six|plusieurs) heures|\\d+ ?h\\d*|des heures)(?: minutes| min)?|saign[a-z]* ~5 (?:sans arrêt|à plein|en masse|en malade|comme (?:un|une) (?:malade|dingue|fou|folle)|sans s(?:' | )?arr[eê]ter|énormément|abondamment|beaucoup|à flots?|à (?:gros |grands )?bouillons?|à grands? flots?|à flot continu|comme un (?:robinet|boeuf|porc|cochon|veau)|comme une fontaine|partout|de partout)",
      "(?:le |les )?saignements? ~3 (?:ne )?s' arrête(?:nt)? (?:pas|pa|plus|plu)|(?:impossible|n' arrive pas|arrive pas|n' arrivons pas|arrivons pas|on n' arrive pas|on arrive pas) (?:à|d') arrêter (?:le |les |ce )?saignements?|(?:le )?sang (?:ne )?s' arrête (?:pas|pa|plus|plu|toujours pas|jamais)|(?:le )?sang (?:n' |ne )?(?:arrête|arrêtait|cesse|cessait) (?:pas|pa|plus|plu) de (?:couler|sortir|gicler|pisser)|(?:gros|énorme|important|abondant|massif) saignement|saignement (?:abondant|important|massif|énorme)",
      'hémor?ragi[a-z]*(?! (?:sous conjonctivale|conjonctivale|dans l\' oeil|cérébrale))',
      "(?:vomi[a-z]*|crach[a-z]*|recrach[a-z]*)(?: (?!(?:pas|pa|sans|ni|aucun|aucune|jamais|n')(?![a-z0-9']))[a-z0-9']+){1,6} sang|(?:tasse|verre|bol|gobelet|cuillère à soupe|cuillères à soupe|cuillerée|bouchée|gorgée|crachoir)s? (?:entière |entier |pleine? )?(?:de |d' )(?:sang|caillots)|(?:grande|grosse|énorme|bonne|sacrée) quantité de sang|(?:vomi[a-z]*|crach[a-z]*|touss[a-z]*|rejet[a-z]*|recrach[a-z]*|rend|rendu) (?:du |de |des |que du |plein de |un peu de |beaucoup de )?(?:(?:caillots|filets|glaires|mousse) (?:de |du )?)?sang|(?:vomi[a-z]*|crach[a-z]*|touss[a-z]*|rend|rendu) (?:des |de |du )?(?:gros |énormes |petits )?caillots|vomi[a-z]* ~5 (?:marc de café|du sang)|marc de caf[ée]|sang ~3 dans (?:le|son|mon|ses|mes|les) (?:vomi|vomissements?|crachats?)",
      "(?:beaucoup|énormément|plein|tellement|trop|une mare|une flaque|des litres) de sang|sang ~4 en (?:grande |grosse |énorme )?quantité|(?:perd|perds|perdu|perdre|perdent) (?:beaucoup|énormément|trop|énormement|tellement|tout son) (?:de )?sang",
      "(?:gicl|jaill)[a-z]* ~3 (?:à chaque|au rythme (?:du|des|de)|en rythme|par saccades|par jets|par à coups|avec (?:le|chaque) (?:coeur|battement|pouls))|(?:ça|ca|le sang|du sang) (?:gicle|giclait|jaillit|jaillissait)(?! (?:pas|pa|plus|plu|un peu))",
      '(?:le )?sang (?:coule|sort|pisse) ~4 (?:sans arrêt|à flots?|énormément|partout|sans s\' arrêter|sans discontinuer|en continu)|(?:sang|saign[a-z]*|coule|sort) ~2 (?:par saccades|par jets|par giclées|en saccades|au rythme (?:du coeur|des battements))|(?:le )?sang (?:gicle|jaillit|coule à flots|pisse|coule partout|sort à flots|coule sans arrêt|pulse|sort en jets?|en jets?)|sang partout|(?:gicle|jaillit|pisse|pissait) ~2 (?:du |le )?sang|pisse le sang|pisser le sang|saigne comme un boeuf|(?:le )?sang ~2 (?:traverse|transperce|passe à travers|imbibe) ~3 (?:bandage|pansement|compresse|serviette|torchon|linge|gaze|t shirt)s?',
      '(?:trempé|trempée|imbibé|imbibée|trempés|imbibés|trempées|imbibées|rempli|remplie|plein|pleine|bourré|bourrée|bourrés|gorgé|gorgée|gorgés|saturé|saturée|saturés|dégoulinant|dégoulinante|dégoulinants) (?:de |par le |du )?sang|artère (?:sectionnée|coupée|touchée|ouverte)|(?:sectionné|coupé|touché|ouvert|tranché)e? (?:une |l\' ?|son |sa |mon |ma )?artère',
    ],
    breathing: [
      "(?:bruit|son|sifflement|cri|râle) (?:très |super |hyper )?(?:aigu|strident|de sifflet|de crécelle|de phoque) ~3 (?:en|quand (?:il|elle|je|on)|à chaque|pour) (?:respir|inspir)[a-z]*|stridor",
      `(?:n' )?(?:ai|a|avons|ont) (?:plus|plu|pu) (?:d' )?air(?! (?:dans|pour|à|quand|lorsque|dès que|en (?:montant|courant|marchant)))|impossible de (?:respirer|reprendre (?:mon|son|sa|ma|leur) (?:souffle|respiration))(?! (?:par le nez|avec le nez))|${CANT}(?:dire|finir|terminer|faire|sortir) (?:une |ses |mes |des |sa |ma |de |les )?phrases? (?:entières?|complètes?|en entier|jusqu' au bout)|(?:du mal|de la peine|difficultés?) (?:à|a|pour) (?:dire|finir|terminer|faire|sortir) (?:une |ses |mes |des |sa |ma |de |les )?phrases? (?:entières?|complètes?|en entier|jusqu' au bout)|${CANT}respirer|${CANT}avaler (?:ma|sa|leur|sa propre) salive|${CANT}reprendre (?:mon|son|sa|ma|leur) (?:souffle|respiration)|(?:de plus en plus|beaucoup|énormément|vraiment|tellement) de mal (?:à|a) respirer|(?:lèvres|lèvre|bouche|visage|doigts|ongles|peau|langue|extrémités) (?:qui )?(?:bleuiss[a-z]*|bleuit|violaci[a-z]*)|(?:du mal|de la peine|de la misère|difficultés?|gêne) (?:à|pour) respirer|difficultés? respiratoires?|détresse respiratoire|respire (?:très |super )?(?:mal|difficilement|avec difficulté)(?! (?:par|du) (?:le )?nez)|(?:respiration|respi|respiratoire) (?:est |devient |devenue )?(?:très |tres |super |hyper |vraiment |tellement |trop |extrêmement |de plus en plus |vachement |ben )(?:difficile|laborieuse|pénible|compliquée|dure|courte|haletante)|(?:très |tres |super |hyper |tellement |trop |vraiment )(?:difficile|dur|compliqué|pénible) (?:de |d' |à |a )respirer|(?:n' )?(?:ai|a|as|avons|ont) (?:plus|plu|pu) (?:de |d' )?(?:souffle|respiration)(?: ,)? ~3 (?:même|au repos|assise?|allongée?|de pire en pire|de plus en plus)`,
      // The air no longer gets in ("l'air passe plus", "g lair qui rentre pas"), the nose excepted.
      "(?:l' ?|de l' ?)?air (?:qui )?(?:ne )?(?:passe|passait|rentre|rentrait|entre|entrait) (?:presque |quasiment )?(?:plus|plu|pu|pus|pas|pa)(?! (?:par le nez|par (?:mon|son|ma|sa) nez|dans (?:le|mon|son) nez|bien par))",
      "(?:s' |m' |t' |j)?étouff(?:e|es|ent|ait|ais|é|ée|er)(?! (?:avec (?:un |le |une |la )?(?:couvercle|torchon|linge|couverture|serviette)|de chaleur|avec (?:cette|la) chaleur|ici|dans (?:cet|cette|ce|l' ?)))|suffoqu[a-z]*|(?:n' |ne )?respire (?:plus|plu|pas|pa|pu)(?! (?:bien |très bien )?(?:par le nez|normalement par)| (?:trop |très |super |si |aussi )?(?:vite|rapidement|fort|bruyamment|bizarrement|mal|difficilement|en sifflant|avec difficulté|avec peine|avec effort))|a arrêté de respirer|ne respire presque plus|fausse route",
      `${CANT}(?:parler|crier|avaler|pleurer) (?:ni|ou|et) (?:à |a )?(?:respirer|tousser)|${CANT}(?:respirer|tousser) (?:ni|ou|et) (?:à |a )?(?:parler|crier|pleurer|tousser|respirer)`,
      // Choking, said with another verb; breathlessness said to be sudden, severe or at rest; a person gone grey or blue.
      "(?:s' |s )?étrangl(?:e|es|ent|ait|é|ée|er)(?! (?:de rire|en riant|avec (?:sa|son) (?:rire|fou rire)))|"
        + `essou?ffl[a-z]* (?:très |super |hyper |trop |vraiment )?(?:fort|forte|intense|important|sévère|énorme|terrible|brutal|violent)|${SUDDEN} ~2 essou?ffl[a-z]*|essou?ffl[a-z]* ~2 ${SUDDEN}|essou?ffl[a-z]* ~4 (?:au repos|au moindre (?:mot|geste|effort|pas|pa|mouvement)|en parlant|même (?:assis|au repos|allongé|couché|sans bouger)|(?:juste|rien qu' en étant|en étant) (?:assis|allongée?|couchée?)|sans rien faire)|`
        + "(?:il|elle|bébé|bb|qui) (?:est|était|devient|devenu[e]?|a l' air) (?:tout |toute |complètement |très )?(?:gris|grise|bleu|bleue|violet|violette|cyanosé[e]?|grisâtre)(?! (?:de |d' )(?:peur|froid|rage|colère))",
      "(?:manque d' air|manque d' oxygène|essoufflement) ~3 (?:grave|important|sévère|brutal|au repos|même assis|même allongé|confus[e]?|gris[e]?|bleu[a-z]*|de pire en pire|de plus en plus)|(?:respire|respiration) ~3 (?:très |super |hyper |tellement )?(?:bruyamment|bruyante|fort) ~4 (?:manque|cherche|manquent) (?:d' air|son air|de souffle)|(?:manque|cherche) (?:d' air|son air|de souffle) ~4 (?:respire|respiration) ~3 (?:bruyamment|bruyante)|(?:très |super |tellement )essouffl[a-z]*|essouffl[a-z]* (?:au repos|même (?:assis|au repos|allongé|sans bouger))",
      "(?:du mal|de la peine|difficile|difficultés?|peine) (?:à|a|pour) (?:dire|prononcer|aligner|finir|terminer|sortir) (?:deux|trois|quelques|des|ses|sa|une|\\d) (?:mots|phrases?)|(?:(?:peux|peut|arrive|jpeux|jarrive) (?:pas|pa|plus|plu|pu) )?(?:parler|dire|aligner) (?:plus de )?(?:deux|trois|quatre|quelques|\\d) mots (?:sans|avant de) (?:reprendre|chercher|retrouver) (?:mon|son|ma|sa|leur|de l' )?(?:souffle|air|respiration)|(?:dire|prononcer|aligner|sortir) (?:que |plus que )?(?:deux|trois|quelques|\\d|2|3) mots (?:à la fois|d' affilée|de suite|par phrase|sans (?:reprendre|respirer|s' arrêter|m' arrêter)|(?:et|puis|,|avant de|pis) (?:je dois |il doit |elle doit |faut |faut que je |je |il |elle |j' )?(?:reprendre|chercher|retrouver|reprends|cherche|retrouve|respirer|souffler) ?(?:mon |son |sa |ma |de l' |l' |d' )?(?:souffle|air|respiration)?)|(?:n' )?(?:arrive|arrivait|peut|peux) (?:à |a )?(?:dire|prononcer|sortir) que (?:deux|trois|quelques|\\d) mots|(?:cherche|chercher|cherchant|cherchait|manque) (?:son|mon|sa|leur|de l') (?:air|souffle)|à bout de souffle|n' a plus de souffle|(?:impossible de |peux pas |peut pas )reprendre (?:mon|son|sa|ma) (?:souffle|respiration)",
      "(?:devient|devenu|devenue|vire|virent|deviennent) (?:tout |toute |tous |toutes )?(?:bleue?s?|violet(?:te)?s?|grise?s?)",
      "(?:lèvres|lèvre|bouche|visage|doigts|ongles|peau|langue|extrémités|bouts? des doigts|contour de la bouche|tour de la bouche) (?:(?:qui )?(?:sont|est|deviennent|devient|virent|vire|devenue?s?|toute?s?|tout|un peu|très|complètement|bien|carrément|légèrement) ){0,3}(?:bleue?s?|bleuâtres?|bleutée?s?|violet(?:te)?s?|violacée?s?|grise?s?|cyanos[a-z]*)(?! (?:quand (?:il fait|j' ai|on a|elle a|il a|j ai) froid|au froid|avec le froid|de froid|à cause du froid|l' hiver|dans l' eau|à la piscine|en sortant de (?:l' eau|la piscine|la mer)))|cyanos[a-z]*|(?:bleue?s?|bleutée?s?|violacée?s?|grise?s?|cyanosée?s?) (?:au|aux|des|autour (?:de la|des)) (?:bouts? des doigts|lèvres|extrémités|ongles|bouche)",
      "inhalateur ~2 (?:ne )?(?:marche|fonctionne|fait|agit) (?:pas|pa|plus|plu|rien)(?! (?:effet |d' effet )?(?:aussi|autant|si longtemps|comme avant|longtemps))|ventoline ~4 (?:ne )?(?:marche|fonctionne|fait|agit|change) (?:pas|pa|plus|plu|rien)(?! (?:effet |d' effet )?(?:aussi|autant|si longtemps|comme avant|longtemps))|(?:ventoline|inhalateur|bronchodilatateur|pompe|aérosol|salbutamol) ~6 (?:sans (?:effet|amélioration|résultat)|inefficace|(?:ne )?(?:sert|servent) (?:à rien|plus à rien))|(?:\\d{2}|dix|douze|quinze|vingt) bouffées|crise d' asthme (?:grave|sévère|violente|qui ne passe pas|qui ne s' arrête pas)",
      "(?:s' )?est noyé[e]?|(?:se )?noie(?! (?:dans|sous) (?:le|les|la|son|ses|un|une|des|mon|ma|mes) (?:travail|boulot|taf|paperasse|dettes|problèmes|soucis|devoirs|larmes|verre|alcool|détails|chiffres|mails|dossiers))|noyade|asphyxi[a-z]*",
      "(?:du mal|de la peine|de la misère|difficultés?) (?:à|a) reprendre (?:son|mon|sa|ma|leur) (?:souffle|respiration)|(?:inhalé|aspiré|respiré)e? ~2 (?:une |un |des )?(?:perles?|billes?|pièces?|cacahuètes?|morceaux?|bouchons?|capuchons?|graines?|noix|bonbons?|petits? objets?)|(?:tire|tirait|tirent) (?:sur )?(?:son|le|leur|les muscles du) cou (?:pour|en) respir[a-z]*|respir[a-z]* ~2 (?:en )?(?:tirant|tire|tirait) (?:sur )?(?:son|le|leur|les muscles du) cou|côtes ~3 (?:se creus[a-z]*|creus[a-z]*|rentr[a-z]*|qui rentrent|s' enfonc[a-z]*|enfoncé[a-z]*)|tirage (?:respiratoire|intercostal|sus sternal)",
    ],
    anaphylaxis: [
      "(?:gorge|langue|glotte|trachée|voies respiratoires) ~3 (?:qui )?(?:gonfl[a-z]*|enfl[a-z]*|doublé de volume|triplé de volume|énorme|se ferme|se serre|se resserre|se bouche|bouchée|se referme)",
      "(?:oedème|gonflement) (?:de la |du |de sa |de ma )?(?:gorge|langue|glotte|larynx)",
      "(?:injecté|injecter|fait|piqué|donné|reçu|fait une injection) ~3 (?:l' |de l' |d' )?(?:adrénaline|épinéphrine)|réaction allergique (?:grave|sévère|violente|massive|généralisée)|(?:utilis[a-z]*|injecté|injecter|piqué avec|piqué[e]?|fait|faire|mis|donné|besoin|planté[e]?|sorti) ~3 (?:(?:le |son |mon |un |l' |d' )?(?:stylo|injecteur|seringue|auto ?injecteur) (?:d' )?(?:adrénaline|épinéphrine)|epipen|anapen|jext|emerade)",
    ],
    unconscious: [
      // No reaction to anything: "ne réagit ni à son nom ni quand on le pince", "ne répond à rien".
      "(?:ne |n' )(?:réagit|répond|réagissait|répondait|réagissent|répondent) ni (?:à|a|au|aux|quand|si|lorsqu' ?)|(?:ne |n' )(?:réagit|réagissait|réagissent) (?:plus )?(?:à|a) (?:rien|aucun)",
      // The pulse or breathing no longer felt.
      "(?:je |on |j' )?(?:sens|sent|sentons|trouve|trouvons|trouvent|entends|entend|vois|voit) (?:plus|plu|pas|pa|pu) (?:son|le|sa|leur) (?:pouls|coeur battre|coeur|respiration|souffle)",
      "(?:évanoui|inanimé)e?s? ~3 depuis (?:plusieurs|quelques|\\d+|deux|trois|cinq|dix|une) (?:minutes?|min|mn)|(?:toujours|encore) (?:évanoui|inanimé)e?s?",
      "(?:au sol|par terre|allongée?|étendue?|affalée?|effondrée?|écroulée?) ~3 sans (?:bouger|réagir|réaction|répondre|connaissance|vie)|(?:ne )?se relève (?:pas|pa|plus|plu)(?: (?:,|[a-z']+)){0,5} (?:les )?yeux fermés|yeux fermés ~4 (?:ne )?(?:se relève|répond|réagit|bouge) (?:pas|pa|plus|plu)",
      `${CANT}(?:le |la |les |l' )?(?:réveiller|faire réagir|faire revenir)|(?:pas|plus|plu|pu|pa|non|in) ?réveillable`,
      "(?:n' y a |n' (?:a|ai) )?(?:plus|plu|pas|pa) de pouls|sans pouls|(?:perdu|perd|perte de|perdre) (?:connaissance|conscience)|inconscient[e]?s?|comateu(?:x|se)|évanouie? depuis (?:plus de )?(?:\\d+|deux|trois|quatre|cinq|dix) (?:min|minutes)|(?:toujours|encore) évanouie?|sans connaissance|dans les pommes|tombé[e]? dans les pommes|inanimée?|dans le coma",
      "(?:ne |n' )?(?:ouvre|ouvrent|ouvrait) (?:pas|pa|plus|plu|même pas|même plus) les yeux(?! (?:le matin|au réveil|à cause|tellement))|(?:ne |n' )?(?:est |était )?(?:pas|pa|plus|plu) conscient[e]?(?! (?:de|du|des|que|qu'))|(?:ne |n' )?(?:se )?(?:réveille|réveillent|répond|respond|repon|répon|répondent|réagit|réagissent|bouge) (?:presque |quasiment |quasi |toujours |encore |vraiment |même )?(?:pas|pa|plus|plu|pu)(?! (?:au|aux|à|a) (?:[a-z']+ )?(?:traitement|antibiotique|médicament|téléphone|messages?|appels?|mails?|textos?|sms|questions?)s?)",
      "(?:reste|restée?|est|sont|toujours|(?:re)?trouvée?s?|découverte?s?|allongée?s?|étendue?s?) ~4 (?:sans (?:réagir|répondre|aucune réaction)|sans (?:aucune )?réaction|inerte|inanimée?|sans vie)|aucune réaction|(?:ne )?donne (?:plus|plu|pas|pa) signe de vie|(?:ne |n' )?(?:réagit|répond|bouge) (?:plus )?(?:à|a) rien|(?:ne |n' )?(?:réagit|répond) (?:plus|plu|pas|pa) du tout|(?:ne |n' )?reprend (?:pas|pa|plus|plu) (?:connaissance|conscience|ses esprits)|(?:n' )?(?:a|ont|avait) (?:toujours |pas encore |jamais )?(?:pas |pa |toujours pas |jamais )?repris (?:connaissance|conscience|ses esprits)|impossible de (?:le |la |les )?(?:réveiller|faire réagir|faire revenir)|(?:n' )?(?:arrive|arrivons|arrivent|jarrive) (?:pas|pa|plus|plu|pu) à (?:le |la |les )?réveiller|on (?:n' )?arrive pas à (?:le|la) réveiller",
      "évanoui[e]? ~4 (?:ne |n' )?(?:se réveille|reprend|répond|réagit|revient|revenait) (?:pas|pa|plus|plu)|(?:s' est )?effondré[e]?(?! (?:en larmes|en pleurs|de fatigue|d' épuisement|sur (?:le|son|mon|un|sa|ma) (?:lit|canapé|fauteuil|divan|sofa)))|(?:il|elle) (?:s' est )?écroulé[e]?|(?:s' est|se sont|est) (?:effondré|écroulé)e?s?(?! (?:en larmes|de fatigue|de rire))|(?:ne |n' )?(?:revient|revenait|revenu[e]?) (?:pas|pa|plus|plu|toujours pas|pas encore) (?:à (?:lui|elle|soi|moi))",
    ],
    seizure: [
      // Stiffening and shaking together.
      "raides? (?:et|puis) (?:il |elle )?(?:tremble|secoue|convulse|se secoue|a des secousses)|(?:tremble|secoue|se secoue) (?:et|puis) (?:se raidit|devient (?:tout |toute )?raide|est (?:tout |toute )?raide)|se raidi[a-z]* (?:et|puis) (?:tremble|se secoue|a des secousses|convulse)",
      "(?:autre|deuxième|deuxieme|seconde|2e|2eme|2ème|nouvelle|troisième|3e) crise(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|colère|jalousie|allergi[a-z]*|hoquet|sanglots?|tétanie|spasmophilie|hyperventilation|eczéma|couple|ado[a-z]*)|s? (?:économique|financière|politique|sanitaire|cardiaque|allergique))|(?:en )?(?:refait|refais|refaire|refaisait|recommence|recommencé) une (?:deuxième|deuxieme|seconde|2e|2eme|autre|nouvelle|troisième|3e|crise)(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|nerfs|larmes|colère|rire))|pris[e]? de (?:convulsions|secousses (?:violentes|partout|de tout le corps)|tremblements (?:violents|incontrôlables))",
      "état de mal (?:épileptique|convulsif)(?! (?:, )?(?:c' est quoi|c quoi|ça veut dire|ca veut dire))|convul[st][a-z]*|crises? (?:d(?:' | )?|de )?(?:épilep[a-z]*|convulsive|comitiale|tonico clonique)|crises? épileptiques?|épilepti[a-z]* (?:en cours|maintenant)",
      "crises? sur crises?|crise après crise|crises? à la chaîne|yeux (?:révulsés|retournés|au ciel|qui se révulsent|qui partent en arrière)|(?:ses |les )?yeux (?:sont |sont tout |tout |deviennent )?blancs(?: (?:,|[a-z']+)){0,4} (?:trembl|convuls|secou|raid|bav)[a-z]*|(?:trembl|convuls|secou|raid)[a-z]*(?: (?:,|[a-z']+)){0,6} (?:ses |les )?yeux (?:sont |sont tout |tout |deviennent )?blancs|bave aux lèvres|écume aux lèvres|mousse à la bouche",
      "(?:trembl[a-z]*|secoue|secoué[e]?|secousses|spasmes|raide|rigide|tout raide|raidi[a-z]*) ~6 (?:ne répond (?:pas|pa|plus|plu)|répond (?:pas|pa|plus|plu)|(?:ne )?réagit (?:pas|pa|plus|plu)|inconscient[e]?|yeux|de tout son corps|tout le corps|partout)",
      "(?:se )?raidi[a-z]* ~3 (?:puis|et|avant de|ensuite) ~3 (?:trembl[a-z]*|secou[a-z]*|convul[st][a-z]*|spasmes|saccades)|(?:raide|rigide|crispé[e]?|tétanisé[e]?) ~4 (?:secousses|spasmes|soubresauts|convulsions|tremblements|saccades|trembl[a-z]*|secou[a-z]*)|(?:secousses|spasmes|soubresauts|saccades) ~4 (?:des bras|des jambes|des membres|de tout le corps|partout|par terre)|tombé[e]? ~2 (?:toute? )?raide",
      "crises?(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|colère|allergi[a-z]*|hystérie|eczéma|sanglots?|hoquet|spasmophilie|tétanie|hyperventilation)(?![a-z])| hémorroïdaire| allergique| d' urticaire) ~4 (?:dure|durent|depuis) (?:depuis )?(?:plus de |presque |au moins )?(?:[5-9]|[1-5]\\d|cinq|six|sept|huit|neuf|dix|quinze|vingt) ?(?:min|minutes|mn)|crises (?:à répétition|en série|qui s' enchaînent|les unes après les autres|sans se réveiller)|crises? (?:coup sur coup|d' affilée|de suite|à la suite|l' une après l' autre|en série)|(?:enchaîn[a-z]*|plusieurs|deux|trois|quatre|[2-9]|série de|à répétition) ~2 crises(?! (?:d' ?|de )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|hémorroïdes|colère|jalousie))",
    ],
    overdose_poisoning: [
      `(?:vidé|avalé|pris|gobé|fini|terminé|englouti)e? (?:une |la |sa |ma |toute la |toute une |leur |sa propre )(?:plaquette|boîte|boite|tube|flacon)s? (?:entière |complète )?(?:de |d' )${PILLS}`,
      // Several days of a treatment taken together ("toute la semaine de son traitement", "le pilulier entier").
      "(?:avalé|pris|gobé|pris d' un coup|avalé d' un coup|englouti)e? ~4 (?:toute la |toute une |une |la |les |deux |trois |plusieurs )(?:semaine|semaines|journées|jours|mois) (?:entière |complète )?(?:de |d' )(?:son |sa |ses |mon |ma |mes |leur |leurs |du |des )?(?:traitement|pilulier|semainier|médicaments|cachets|comprimés|médocs|pilules)|(?:avalé|pris|gobé|vidé)e? ~3 (?:tout le |le |son |mon |un )(?:pilulier|semainier)(?: entier| complet)?(?! (?:de (?:ce|la) (?:matin|midi|soir)))",
      `(?:avalé|pris|bu|mangé|ingéré|prend|avale|fumé|sniffé|consommé|gobé) ~4 (?:(?:je |on |il |elle |j' )?(?:ne |n' )?(?:sais|sait|savons|savait|savais) (?:pas|pa|plus|plu|même pas) combien|une quantité inconnue|un nombre inconnu|dieu sait combien|(?:une )?(?:tonne|poignée|floppée|chiée)) (?:de |d' )?(?:${PILLS}|${DRUGS})`,
      `(?:tentative de suicide|ts|tenté de (?:se|me|te) suicider|tenté d' en finir) ~4 ${PILLS}`,
      "(?:ts|tentative de suicide|tentative d' autolyse|intoxication) (?:médicamenteuse|par (?:médicaments|cachets|comprimés|ingestion))|(?:inhal[a-z]*|respiré|aspiré) ~3 (?:des |du |de la |de l' )?(?:produits? (?:chimiques?|toxiques?|ménagers?)|vapeurs? (?:toxiques?|chimiques?|(?:de |d' un |d' une |du |de l' )(?:javel|chlore|produits?|solvants?|peinture|ammoniac|ammoniaque|déboucheur|détartrant|décapant|acide|diluant|white spirit))|gaz toxiques?|chlore|ammoniac|solvants?|pesticides?|insecticides?|fumées? toxiques?)|overdose|surdose|surdosage|(?:fait|faire|fais) une od|intox(?:iqué[e]?s?|ication)?(?! (?:alimentaire|au gluten|au monoxyde|au co|par (?:le|la) fumée))|empoisonn[a-z]*",
      `(?:avalé|avaler|pris|prendre|bu|mangé|ingéré|ingurgité|englouti|prend|avale|croqué|gobé) ~3 (?:(?:deux|trois|quatre|cinq|\\d) (?:plaquettes|boîtes|boites|flacons|tubes|blisters)|toute une|tout un|toute la|tout le|toutes les|tous les|toute ma|toute sa|tout mon|tout son|toutes mes|toutes ses|tous mes|tous ses|ma boîte|sa boîte|ma plaquette|sa plaquette|la boîte|la plaquette|une boîte|une boite|une plaquette|un flacon|un tube|un paquet|le paquet|son paquet|tout le paquet|un sachet|un blister|trop de|trop d'|plein de|beaucoup de|des dizaines de|(?:une )?(?:dizaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|centaine) (?:de|d')|\\d{2,3}|dix|quinze|vingt|trente|quarante|cinquante|une poignée de|la moitié (?:de|d')|le double de) ~3 (?:${PILLS}|${DRUGS}|sirops? (?:codéinés?|à la codéine|pour la toux|contre la toux))`,
      `(?:ingestion(?: accidentelle| volontaire)?(?: de| d')?|avaler|boi|avalé|bu|mangé|ingéré|léché|lèche|avale|boit|mis dans (?:la|sa) bouche|croqué|goûté|sucé|mâchouillé|mordu dans|mordillé|mâché|mâche|croque|bit into|chewed|swallowed|ate|drank|drunk|licked) ~4 ${POISONS}`,
      `(?:trop (?:de |d' )|toute (?:la|une) boîte (?:de |d' )|tous (?:mes|ses) )(?:${PILLS}|${DRUGS}) ~3 (?:avalé|pris|bu)|(?:pris|prend|consommé|sniffé|fumé|injecté|shooté) ~3 trop (?:de |d' )?${DRUGS}`,
      `(?:piles? bouton|piles?|aimants?|(?:capsules?|pastilles?|tablettes?|pods?) (?:de |pour (?:le |la )?|du |d' )?(?:lessive|lave (?:vaisselle|linge))|dosettes?|billes? magnétiques?) ~6 (?:avalé[e]?s?|ingéré[e]?s?|mis[e]? dans (?:la|sa) bouche)|(?:mis|met|mettait|porté|avait) (?:une |un |des |la |le |les |sa |ses )?${POISONS} (?:dans|à) (?:la|sa) bouche|(?:mis|met|mettait|porté) (?:une |un |des |la |le |les |sa |ses )?(?:piles? bouton|piles?|aimants?|capsules? de lessive|dosettes?|billes? magnétiques?) (?:dans|à) (?:la|sa) bouche|(?:cachets|pilules|pillules|pills|trucs|produits?|ecstasy|md|mdma) ~3 (?:à|en|pendant) (?:une |la |un |le )?(?:soirée|fête|teuf|boîte|festival|rave|concert)`,
    ],
    carbon_monoxide: [
      // Someone asleep or out in a car with the engine running in a garage.
      "(?:endormie?|inconsciente?|évanouie?|dort|dormait|assoupie?|(?:ne )?(?:répond|réagit) (?:pas|plus)) ~2 (?:dans|sur le siège de) (?:la|sa|une|leur|ma|son) (?:voiture|auto|char|camionnette|bagnole) ~6 (?:garage|moteur (?:allumé|en marche|qui tourne|tournant|tournait))",
      `(?:(?:on a|on est|nous avons|nous sommes|ils ont|elles ont|vous avez) tous(?: les (?:deux|trois|quatre|cinq|six|\\d))?|tout le monde(?: (?:à la maison|dans la maison|chez (?:nous|moi|eux)|ici|dans l' appart[a-z]*|à la baraque))? a|toute la famille (?:a|est)) ~3 ${CO_SYMPTOM}`,
    ],
    burns: [
      // A flame in the face: singed eyebrows or lashes, soot coughed up.
      "(?:sourcils|cils|poils du nez|frange|cheveux) (?:tout |tous )?(?:grillés|brûlés|cramés|roussis)|(?:tousse|toussait|crache|crachait|mouche) (?:tout )?(?:noir|de la suie|des trucs noirs|du noir|des glaires noires)|suie (?:dans|autour) (?:le nez|la bouche|la gorge|des narines|du nez)|(?:flamme|flammes|retour de flamme|boule de feu|flambée) ~4 (?:dans|en pleine|sur|au) (?:la |le |sa |son |ma |mon |leur )?(?:figure|visage|tête|face|yeux|gueule)",
      "(?:renvers[a-z]*|fait tomber|tiré|versé|fait basculer) ~3 (?:la |une |le |sa |son |l' )?(?:bouilloire|casserole|marmite|théière|cafetière|friteuse|poêle|soupière)(?: [a-z']+){0,3} (?:sur (?:lui|elle|eux|son|sa|ses|le|la|les|mon|ma|mes|l')|dessus)",
      "brûl[a-z]*(?: [a-z']+){0,5}(?: ,)?(?: [a-z']+){0,3} (?:la |sa |ma )?peau (?:est |qui |s' est )?(?:partie|part|s' en va|(?:se )?décoll[a-z]*|arrachée|à vif|en lambeaux|(?:est )?tombée|pèle en lambeaux)|(?:peau|chair) (?:à vif|en lambeaux|arrachée|qui part|partie|décollée) ~6 brûl[a-z]*",
      "brûlures? ~4 (?:blanche?s?|blanchâtres?|cartonnée?s?|cartonneuses?|noire?s?|noirâtres?|carbonisée?s?|indolores?|comme du cuir|(?:ne )?fai[st] (?:pas|pa|plus|plu) mal)|brûlures? ~6 (?:sens|sent|sentons) (?:rien|plus rien|pas|pa|plus) (?:dessus|du tout|au toucher)",
      "brûlures? (?:graves?|profondes?|étendues?|importantes?|énormes?|sévères?|très grosses?|au (?:troisième|3e|3eme|deuxième|2e|2eme|second) degré|du (?:troisième|3e|3eme|deuxième|2e|2eme|second) degré|sur tout)|(?:grave|grosse|énorme|profonde|sérieuse|grande|vilaine|très grosse) brûlure",
      "brûl[a-z]* ~5 (?:eau|huile|liquide|soupe|lait|café|thé|friture|vapeur) bouillant[e]?|(?:eau|huile|soupe|lait|café|thé) bouillant[e]? ~5 (?:brûl[a-z]*|renvers[a-z]*|ébouillant[a-z]*|dessus|sur (?:lui|elle|le|la|son|sa|mon|ma|ses|mes))|ébouillant[a-z]*",
      "brûlures? (?:chimiques?|électriques?|à l' acide|par acide)|brûlé[e]?s? (?:à l' |par l' |par de l' |avec de l' |à la |par la )(?:acide|soude|javel|chaux)|(?:acide(?! (?:glycolique|hyaluronique|salicylique|lactique|azélaïque|mandélique|citrique|folique|ascorbique|gras|urique|de fruits))|soude|soude caustique|javel|déboucheur|destop|chaux|ciment|produit chimique|produit ménager|produit nettoyant|ammoniaque) ~4 (?:sur (?:la|le|les|sa|son|ses|ma|mon|mes) (?:peau|visage|main|mains|bras|jambe|jambes)|dans (?:les|l' |ses|mes|son|mon|ma|sa) ?(?:yeux|oeil|figure))|projection d' ?(?:acide|soude|produit)|(?:acide(?! (?:glycolique|hyaluronique|salicylique|lactique|azélaïque|mandélique|citrique|folique|ascorbique|gras|urique|de fruits))|soude|soude caustique|déboucheur|destop|chaux|ciment frais|produit chimique|ammoniaque|détartrant|décapant|esprit de sel|lessive de soude|produit (?:pour|à) (?:le )?(?:four|déboucher|canalisations)) ~4 (?:sur|dans|partout sur|plein) (?:la |le |les |l' |sa |son |ses |ma |mon |mes |leur |leurs )?(?:deux |2 |toute la |tout le |tout l' )?(?:peau|visage|figure|main|mains|bras|jambe|jambes|yeux|oeil|cou|torse|pieds?|cuisses?|ventre|dos|doigts|paumes?)",
      "(?:doigts?|main|mains|fourchette|clé|couteau|épingle|trombone|objet|tournevis) ~3 dans (?:une |la |les )?prises?(?: électriques?| de courant)?|(?:pris|reçu|prend|pris un coup de) (?:le |du )?(?:jus|courant)(?! d' air)|(?:touché|attrapé|mordu|mordillé) (?:un |le |des |les )?(?:fils?|câbles?) ~2 (?:électriques?|dénudés?|haute tension|du chargeur)|ligne (?:à )?haute tension|(?:touché|tripoté|léché|mordu|mordillé) (?:une |la |le |les |des )?(?:prises?|fils?|câbles?) (?:électriques?|de courant|dénudés?) ~6 (?:marques?|traces?|brûlures?|taches?|cloques?) (?:noires?|noirâtres?|brunes?|grises?|blanches?)|électrocut[a-z]*|électrisé[e]?|arcs? électriques?|flash électrique|(?:pris|reçu|prend|pris en pleine figure) (?:un |l' |le )?(?:arc|flash)(?! (?:de (?:cercle|triomphe)|en ciel|d' ?(?:aurore|appareil)|photo))|(?:reçu|pris|pris une|ressenti|pris un coup de) (?:une )?(?:grosse |violente |forte )?(?:décharge(?! (?:d' adrénaline|émotionnelle))|châtaigne|électrocution)|foudroy[a-z]*(?! (?:par|de) (?:sa|son|ses|leur|la|le|les|un|une|cette|ce) (?:beauté|regard|sourire|charme|nouvelle|annonce|amour|fatigue|émotion|chagrin))",
      "incendie|(?:maison|cuisine|appartement|appart|voiture|vêtements?|habits|pyjama|robe|cheveux|immeuble|chambre|poêle|casserole|friteuse|il|elle|tente) ~2 (?:a |ont |est |sont )?(?:pris feu|en feu|en flammes|brûlé[e]?s? vif)|brûlé[e]?s? vif|immolé|retour de flamme|pris feu|en flammes|flammes ~3 (?:l' |m' |lui |les |leur )?(?:ont |a |avaient )?(?:atteinte?s?|touchée?s?|brûlée?s?|léchée?s?|attrapée?s?|enveloppée?s?)|(?:s' est|se sont|me suis|s' était) (?:enflammée?s?|embrasée?s?) (?:le|la|les|son|sa|ses|mes|mon|ma) (?:bras|jambes?|mains?|visage|cheveux|dos|ventre|corps|pieds?)|(?:vêtements?|habits|manche|cheveux|pull|robe|pantalon) ~3 (?:s' est |se sont |a |ont )?(?:enflammé[e]?s?|embrasé[e]?s?)|(?:bouteille|bonbonne|gaz|cocotte|batterie|chaudière|barbecue|pétard|feu d' artifice|moteur|chauffe eau|réchaud|téléphone|trottinette|friteuse|aérosol|bombe) ~3 (?:a |ont |qui a |vient d' |lui a |m' a )?(?:explosé|explose|pété|sauté)(?! de | d' )",
      "(?:inhal[a-z]*|respiré|avalé|intoxiqué[e]? par|intoxication (?:à|par) la) ~3 fumées?(?! de (?:cigarette|clope|tabac|chicha|joint|vapo[a-z]*))",
    ],
    sepsis: [],
    meningitis: [
      "(?:fontanelle|molleraie|(?:le |son |sa )?(?:haut|dessus|sommet) (?:du crâne|de (?:la|sa) tête)) ~2 (?:bombée?|gonflée?|tendue?|qui bombe|saillante?|bombe|qui ressort|enflée?)",
    ],
    pregnancy: [
      // The baby no longer moving in the womb.
      "(?:bébé|bb|le petit|la petite) (?:ne |n' )?(?:bouge|remue|tape|donne) (?:plus|plu|pas|pa|presque plus|presque pas|quasiment plus|beaucoup moins|moins|bien moins)(?! (?:beaucoup|encore|trop|souvent|tellement))(?: du tout| de coups)? ~2 (?:dans|in) (?:mon|le|son|ton|mon gros) ventre",
      "(?:pas|pa|plus|plu|pu|jamais) (?:senti|sentie|ressenti|ressentie) (?:le |mon |notre |la |ma )?(?:bébé|bb|petit|petite|puce) (?:bouger|remuer|taper|donner)|(?:ne |n' )?(?:sens|sent|sen|senti|sentons) (?:plus|plu|pas|pa|presque plus|(?:beaucoup |bien |nettement |vraiment )?moins|pu) (?:du tout )?(?:le |mon |notre )?bébé|(?:il n' y a |n' y a |je n' ai |j' ai |il y a )?(?:plus|plu|moins|aucun) de mouvements (?:actifs|foetaux|du bébé)|mouvements (?:actifs|foetaux|du bébé) ~3 (?:diminu[a-z]*|moins|arrêté|plus|ralenti|disparu)",
      "(?:fais|faire|suis en train de faire|est en train de faire|(?:elle|tu|je|femme|copine|fille|soeur|compagne|blonde) fait) une fausse couche",
      // Waters broken before term.
      "(?:perdu|perdre|perds|perd|perte|rompu|crevé|cassé|percé)e?s? (?:les |des |mes |ses )?eaux ~4 (?:à |a )?(?:[12]\\d|3[0-6]|vingt[a-z ]*|trente(?: et une| deux| trois| quatre| cinq| six)?) (?:semaines|sa|sem)|(?:à |a )(?:[12]\\d|3[0-6]) (?:semaines|sa|sem) ~6 (?:perd|perte|rompu|crevé|cassé|percé)[a-z]* (?:les |des |mes |ses )?eaux",
    ],
    sick_child: [],
    self_harm: [
      `(?:me|se|te|m' |s' ) ?(?:tirer|mettre|foutre|coller|envoyer) une balle(?! (?:dans le pied|dans les pieds))|${MEANS} ~2 (?:sont |est )?(?:prêt[e]?s?|préparé[e]?s?|de côté|à portée de main) (?:pour )?(?:ce soir|cette nuit|demain|le faire|en finir|le grand soir)`,
      "(?:façon|manière|moyen|méthode)s? (?:la plus |le plus )?(?:douce |rapide |simple |efficace |sûre? )?(?:de |d' |pour )(?:en finir|mourir|me tuer|me suicider|mettre fin à mes jours)",
      "(?:plus|plu|pu|pas) capable de (?:vivre|continuer|supporter la vie|tenir)",
      "(?:ses|mes|tes|les|leurs) (?:poignets|avant bras|bras|cuisses) (?:tout |tous )?(?:en sang|ensanglantés|tailladés|lacérés|entaillés|scarifiés)|si je (?:ne )?(?:me )?réveill(?:e|ais) (?:pas|pa|plus|plu|jamais)(?: demain)? ~3 (?:pas plus mal|tant mieux|mieux|pas grave|pas une perte|personne)",
      // Arms, wrists or thighs cut or burned by oneself: plural, or said to be on purpose or again.
      "(?:jme|me|se|m' |s' ) ?(?:suis |est |étais |était |sont )?(?:encore |à nouveau |de nouveau |volontairement |exprès |re)?(?:coupé|brûlé|entaillé|tailladé|taillé|lacéré|griffé|ouvert)e?s? (?:les |mes |ses |tes )(?:bras|avant bras|poignets|cuisses|jambes|veines|hanches)|(?:me|se|m' |s' ) ?(?:suis |est |étais |était )?(?:encore |à nouveau |de nouveau |volontairement |exprès )(?:coupé|brûlé|entaillé|tailladé|lacéré)e?s? (?:le |la |au |aux |à la )?(?:bras|avant bras|poignets?|cuisses?|jambes?|veines?|ventre|peau)",
      "(?:me|se|te) suicid[a-z]*|(?:me|se|te) (?:suicider|tuer(?! (?:à la tâche|au travail|à la salle|à la muscu|à (?:le|la|lui|vous|te|me) (?:dire|répéter|expliquer)|à répéter|à dire|à expliquer|de travail|en travaillant))|pendre|jeter (?:sous|du haut|par|d' un|dans|devant)|faire du mal|fai[st] du mal|faisais du mal|mutiler|scarifier|ouvrir les veines|couper les veines|foutre en l(?:' | )?air|tirer une balle|flinguer|défenestrer|noyer exprès)",
      "(?:vais|va|vas|allait|allais|aller|veux|voudrais|veut|voulait|voulais|vouloir|jveux|jveu|jvais|jvai|jvoudrais) en finir(?! avec (?:lui|elle|ce|cette|mon|ma|ça|ca|les|la|le|mes|ces))|(?:envie|veux|voudrais|vais|pense à|penser à|besoin|prêt[e]? à|j' ai essayé|essayé|tenté|tente|va|veut|menace|menacé) (?:de )?(?:me |se |m' |s' )(?:blesser|couper|faire du mal|tuer(?! (?:à la tâche|au travail|à la salle|à la muscu|à (?:le|la|lui|vous|te|me) (?:dire|répéter|expliquer)|à répéter|à dire|à expliquer|de travail|en travaillant))|suicider|pendre|scarifier|ouvrir les veines|empoisonner|foutre en l(?:' | )?air|en finir|jeter(?! à l' eau(?! (?:du|de la|depuis|dans)))(?! à la poubelle| aux ordures| dans la bataille| sur (?:la|le|les) (?:nourriture|bouffe|chocolat|gâteau|frigo)))",
      "(?:envie? de|(?:veux|veut|voulons|voulez|veulent|voulais|voulait|voudrais|voudrait|vouloir|voulu|jveux|jveu|jvoudrais)|préfère|préférerais) (?:mour?rir(?! de (?:rire|honte|faim|froid|chaud|peur))|disparaître(?! quand| sous terre| dans un trou| de honte| sous (?:la|ma) couette)|ne plus (?:exister|vivre|me réveiller|être là|rien ressentir)|(?:plus|plu|pu) (?:exister|vivre|être là(?! bas| dedans| haut))|dormir pour toujours|partir pour toujours|ne pas me réveiller)|(?:ne |n' )?(?:veux|veut|voudrais|voudrait|voulais|voulait) (?:plus|plu|pas|pa) (?:me|se) réveiller(?! (?:la nuit|à|a|avant|pendant|tôt|trop|en sursaut|toutes|plusieurs|chaque|vers|le matin|au milieu|si|quand))",
      "(?:(?:veux|veut|voulons|voulez|veulent|voulais|voulait|voudrais|voudrait|vouloir|voulu)|envie d') (?:en )?finir(?! avec (?:ce|cette|ça|ca|les|la|le|mes|ces|mon|ma))|en finir avec (?:la|ma|sa) vie|mettre fin à (?:mes|ses|tes|leurs) jours|mettre fin à (?:ma|sa|ta|leur) vie",
      "(?:veux|veut|voudrais|voudrait|aimerais|aimerait|souhaite|souhaiterais|souhaiterait|rêve|jveux|jveu|besoin|envie) (?:juste |seulement |simplement |vraiment |tellement )?que tout (?:s' arrête(?! de tourner)|se termine|finisse|cesse|s' arrêter|soit fini)",
      // Indirect and everyday ways to say it: sleep for ever, not wake up, better off without me, a burden, no way out, slang.
      "(?:dormir|m' endormir|s' endormir|fermer les yeux|disparaître) (?:pour toujours|pour de bon|à jamais|définitivement|et ne (?:plus (?:jamais )?|jamais |pas )(?:me |se )?réveiller)|(?:ne (?:plus|plu|pas|pa|jamais)|plus jamais|jamais plus) (?:jamais )?(?:me|se) réveiller(?! (?:la nuit|à|a|avant|pendant|tôt|trop|en sursaut|toutes|plusieurs|chaque|vers|fatigué|épuisé|avec|le matin|au milieu|sans))|(?:espère|espérais|prie|souhaite) (?:de )?(?:ne )?(?:pas|pa|plus|plu|jamais) (?:me )?réveiller|si je (?:m' endors|dors|m' endormais) et (?:que je )?(?:ne )?(?:me )?réveill(?:e|ais) (?:plus|plu|pas|pa|jamais)|(?:mieux|plus heureu(?:x|se|ses)|plus tranquilles?|soulagé[e]?s?|libérés?) sans moi|(?:tout le monde|ils|elles|ma famille|mes proches|mes enfants|mes parents|les autres) (?:serai(?:en)?t|seront|sera) (?:tous |toutes )?(?:soulagée?s?|débarrassée?s?|libérée?s?)|ne plus exister|(?:arrêter|cesser) d' exister|(?:fait|faite|faites) (?:des |plein d' |plusieurs )?(?:entailles?|coupures?|scarifications?|marques) (?:aux|sur les|sur mes|sur ses|sur le|au) (?:poignets?|bras|cuisses|avant bras|ventre)|(?:suis|être|sens|me sens|se sent|est|suis devenu[e]?) (?:comme )?(?:un |une )(?:poids|fardeau|boulet)(?! (?:en moins|sur|de \\d|de plus|au|en|dans))|(?:envie de|veux|veut|voudrais|voudrait|jveux) crever(?! de (?:faim|chaud|froid|rire|soif))|(?:me|se) (?:buter|faire sauter la cervelle|balancer (?:du|d' un|par la|sous))|à quoi bon (?:vivre|exister|rester en vie)|(?:plus|plu|pu) de ce monde|parle (?:tout le temps |souvent |beaucoup |sans arrêt |de plus en plus )?(?:de mourir|du suicide|de suicide|de se tuer|de se suicider|d' en finir|de disparaître|de sa (?:propre )?mort)|passer à l' acte|passage à l' acte",
      // Self-harm now, or reported: cutting, burning, in every person.
      "(?:me|m' |se|s' |te|t' ) ?(?:suis |est |es |était |étais |sont )?(?:encore |re|de nouveau |à nouveau )?(?:scarifi|automutil|auto mutil|mutil)[a-z]*|(?:jme|me|m' |se|s' |te|t' ) ?(?:suis |est |es |était |étais |sont )?(?:taillé|ouvert|coupé|tranché|entaillé)e?s? (?:les|mes|ses|tes) (?:veines|poignets)|en train de (?:me|se) couper|(?:en train de|viens de|vient de) (?:me|se|m' |s' )(?:scarifier|taillader|mutiler|faire du mal|couper exprès|couper volontairement|couper (?:les|mes|ses) (?:bras|poignets|cuisses|veines))|(?:me|se|m' |s' ) ?(?:suis |est |était |étais )?(?:taillad|entaill|lacér|scarifi|mutil)[a-z]* (?:les |le |mes |ses |la )?(?:poignets?|veines|bras|avant bras|cuisses?|ventre|jambes|peau)|(?:me|se) (?:couper|coupe|coupait|taillader|ouvrir|brûler) (?:les|mes|ses) (?:bras|poignets|cuisses|avant bras|veines)|(?:coupures?|entailles?|scarifications?|coupée?s?|coupe) ~4 (?:, )?plus profond[a-z]* que (?:d' habitude|d' hab|la dernière fois|avant|d' ordinaire)",
      "(?:n' (?:ai|a) )?(?:plus|plu|pas|pa|aucune) (?:d' |aucune )?(?:envie|raison) de vivre|(?:ne |n' )?(?:veux|veut|voulons|voulez|veulent|voulais|voulait|voudrais|voudrait|vouloir|voulu|jveux|jveu|jvx|veu) (?:plus|plu|pu) vivre|marre de (?:la|cette|ma) vie|(?:serait|seraient|seront|serais|serez|seriez|serions|sera) (?:tous |toutes )?(?:mieux|(?:bien |beaucoup |tellement )?plus (?:tranquilles?|heureu(?:x|se)s?|libres?|en paix)) sans moi|(?:dit|dis|répète|répétait|disait|écrit|écrivait|raconte) ~5 (?:qu' ?on|que (?:nous|vous|tout le monde|les autres|sa famille|ses enfants)) (?:serait|serions|seriez|seraient|sera|vivrait|vivrions) (?:tous |toutes )?(?:mieux|(?:bien |beaucoup |tellement )?plus (?:tranquilles?|heureu(?:x|se)s?|libres?|en paix)) sans (?:lui|elle)|la vie ne vaut (?:pas|pa|plus|plu) la peine|plus (?:aucun|de) sens à (?:ma|la) vie|(?:ma|sa) vie n' a (?:plus )?(?:aucun )?sens",
      `(?:plus|plu|pas|pa|aucun) (?:d' )?(?:intérêt|sens|but|raison) (?:à|de) (?:vivre|la vie|ma vie|continuer)|(?:ne |j ?)?(?:vois|voi|voit) (?:plus|plu|pas|pa|pu) (?:l' ?intérêt|le sens|le but|de raison|pourquoi) (?:de |à |d' )?(?:vivre|continuer|la vie|rester en vie)|(?:ne |n' )?(?:veux|veut|voulons|voulez|veulent|voulais|voulait|voudrais|voudrait|vouloir|voulu) (?:plus|plu|pu) (?:être là(?! bas| dedans| haut)|exister|être en vie|être sur terre)|(?:vais|va|vas|veux|voudrais|compte|pense à|penser à|envie de) (?:prendre|avaler) ~3 (?:toutes? (?:mes|ses|les|la)|tous (?:mes|ses|les|tes)|tout|la boîte|une boîte|toute la boîte|la plaquette|plein de|\\d{2,}|toute? (?:ma|sa|ta|mes|ses|une|la) (?:boîte|plaquette|réserve|stock|flacon|tube)) ~2 ${PILLS}|(?:soulagé[e]?s?|mieux|tranquilles?|heureu(?:x|ses?)) (?:si|quand) je (?:partais|disparaissais|mourais|n' étais plus là|n' existais plus|ne serai plus là)|si je (?:disparaissais|mourais|me tuais|n' existais plus)|(?:ne |n' )?sert (?:à|a) rien (?:que je (?:continue|vive|reste)|de (?:continuer|vivre))|(?:plus|plu|pas|pa) la peine (?:que je |de )(?:continue|vive|continuer|vivre)|fatigué[e]? de vivre|lasse? de vivre|marre de vivre|(?:tanné|écoeuré|dégoûté|fatigué|lassé)e? (?:de vivre|de la vie|d' exister)|(?:ne )?(?:mérite|mérites|méritais|méritait) (?:pas|pa|plus|plu) de vivre|(?:mérite|mérites) de mourir|(?:mieux|plus simple|plus facile) si (?:j' étais|jétais|j étais|je serais) (?:mort[e]?|plus là)|si (?:j' étais|je serais) mort[e]?|(?:marques|traces) (?:de |d' )?(?:coupures?|scarifications?|entailles?|lames?) ~3 (?:bras|poignets|cuisses|avant bras|ventre)|(?:plus|plu|pas|pa) la force de (?:vivre|continuer)|(?:me |se |m' |s' )(?:suis |est |étais |était )?(?:fait|faite) du mal|(?:médicaments|cachets|comprimés|pilules|somnifères|médocs) (?:de |mis de )côté|(?:me|se) scarifi[a-z]*|scarification[s]?|automutil[a-z]*|auto ?mutil[a-z]*|je me coupe (?:les bras|les poignets|les cuisses|exprès|volontairement|encore)|(?:me|se) (?:coupe|coupait|coupais|scarifie|taillade|brûle|brûlait|mutile) ~4 (?:avec )?(?:une |des |la |le |un |mes |ses )?(?:lames?|rasoirs?|cutter|ciseaux|compas|couteau|briquet|cigarettes?|bouts? de verre)|(?:me|se) (?:coupe|scarifie|taillade|mutile) (?:tous les (?:soirs|jours)|chaque (?:soir|jour|nuit)|souvent|régulièrement|depuis)|me couper (?:les veines|exprès|les poignets)|(?:me |se |m' |s' )(?:suis |est |étais |était )?(?:coupé[e]?s?|ouvert[e]?s?|tailladé[e]?s?|entaillé[e]?s?|lacéré[e]?s?) (?:les |le |un |mes |ses )?(?:poignets?|veines)|(?:me |se |m' |s' )(?:suis |est |étais |était )?(?:coupé[e]?s?|tailladé[e]?s?|entaillé[e]?s?|lacéré[e]?s?|scarifié[e]?s?) (?:les|ses|mes) (?:bras|cuisses|avant bras|jambes)|(?:lames?|rasoir|cutter) ~4 (?:exprès|volontairement|pour me|pour se|pour avoir mal|pour me punir)|je me brûle ~3 (?:exprès|volontairement|cigarettes?)|(?:me|se|m' |s' )(?:suis |est |étais |était )?brûlée?s? ~4 (?:avec )?(?:une |des |la |le |un |mes |ses |sa |son )?(?:briquet|cigarettes?|clopes?)|(?:me|se|m' |s' )(?:suis |est |étais |était )?(?:brûlée?s?|brûle|brûlait|coupée?s?|coupe|coupait|griffée?s?|griffe|tapée?s?|frappée?s?|mordue?s?|tailladée?s?|blessée?s?) ~5 (?:, )?(?:exprès|volontairement|intentionnellement|pour (?:se|me) punir|pour avoir mal|pour (?:sentir|ressentir) quelque chose)`,
      "(?:j' ai|jai|ai|a|as|avons|ont|avoir|eu|aurais|avais|avait|ai encore|a encore|avec) (?:des |les |encore des |souvent des |beaucoup d' |parfois des |de plus en plus d' |tout le temps des |toujours des |à nouveau des |de nouveau des )?(?:idées|pensées) (?:noires|suicidaires|de suicide|de mort)|(?:mes|ses|tes|leurs) (?:idées|pensées) (?:noires|suicidaires|de suicide|de mort)|(?:idées|pensées) (?:noires|suicidaires|de suicide|de mort) (?:depuis|en ce moment|reviennent|qui reviennent|me|m'|le soir|la nuit|tout le temps|de plus en plus)|(?:fait|faire|refait|refaire|fais|faite|fasse) (?:une )?(?:tentative de suicide|ts)|tentative de suicide (?:hier|ce matin|cette nuit|la semaine dernière|il y a)|(?:sa|ma|son|mon|une) tentative de suicide|(?:je suis|me sens|je me sens|suis) suicidaire|(?:pense|pensé|penser|songe|songé) (?:au|à me|à se) suicid[a-z]*|(?:pense|penser|pensé|songe) (?:tous les jours |toutes les nuits |tous les soirs |sans cesse |constamment |en permanence |jour et nuit |tout le temps |souvent |sans arrêt |beaucoup |de plus en plus |chaque jour )?(?:à la mort|à mourir|à en finir|à disparaître|à ma mort)",
      "(?:(?:suis|être|sens|serais|me sens|se sent|est) (?:comme )?(?:un |une |qu' un |qu' une )?(?:poids|fardeau|charge|boulet) (?:pour|à) (?:ma famille|mes proches|mes enfants|mes parents|mon mari|ma femme|mon entourage|tout le monde|les autres|eux|vous|toi|ceux qui|la société|mes amis|ma mère|mon père|mon copain|ma copine|les miens|mes soeurs|mes frères|ma fille|mon fils))|disparaître (?:pour de bon|pour toujours|à jamais|définitivement|de la surface)|si je (?:n' étais|n' suis|étais) plus là|si (?:demain |un jour |bientôt )?je (?:ne |n' )?(?:suis|serai|serais|étais) (?:plus|plu|pu) là|(?:ce sera|ce serait|ça serait|ca serait|ça sera) (?:mieux|plus simple|plus facile) pour (?:tout le monde|eux|ma famille|vous|toi|les autres)|pour en finir(?! avec (?:lui|elle|ce|cette|mon|ma|ça|ca|les|la|le|mes|ces|un|une))|quand je (?:ne )?serai plus là|personne ne (?:me regrettera|remarquerait|verra la différence)",
      "(?:lettres?|messages?|mots?|textos?|sms|mails?|vidéo|courrier) d(?:' | )?adieu|(?:dire|dit|dis|disait|fait|faire|fais|faisait) (?:ses |mes |leurs )?adieux|(?:comme|genre|une sorte) (?:d' |des |de )?(?:adieux|au revoir définitifs?)|(?:dire|dit|dis|disait|écrit) (?:adieu|au revoir) (?:à tout le monde|à tous|à quelqu' ?un|à mes proches|à ma famille|à mes enfants|à la vie|pour toujours|une dernière fois)|adieu (?:à )?(?:tout le monde|tous|la vie|mes amis|ma famille)|désolée? pour tout(?! (?:le|ce|ça|ca|les|cela))",
      "(?:je me|il se|elle se|me|se) (?:frappe|tape|cogne|frappait|tapait|cognait) (?:la tête )?contre (?:les|le) murs?|(?:vais|va|vas|allait|allais|veux|veut|voudrais|voudrait|aimerais|aimerait|hâte de|envie de|prêt[e]? à) (?:aller )?rejoindre (?:ma|sa|mon|son|leur|mes|ses) [a-z]+ (?:[a-z]+ )?(?:décédée?s?|morte?s?|au ciel|là haut|au paradis|de l' autre côté|dans la mort)|(?:pense|penser|pensé|pensais|songe|songer) (?:à |a )(?:sauter (?:de|du|par|d' un|d' une|dans le vide|sous)(?! (?:du |mon |son )?lit)|me jeter|me pendre|me noyer|me tuer|me foutre en l' air|me tirer une balle|ne plus me réveiller|avaler (?:tous|toutes|tout))|(?:vais|veux|va|vas|voudrais|vouloir) (?:me|se|te) laisser (?:mourir|crever|dépérir)|(?:l' idée|penser|pense|l' envie|l' image) (?:de |d' )(?:sauter|me jeter|mourir|me tuer|en finir|disparaître|ne plus me réveiller|me pendre|me noyer) (?:me |m' )?(?:calme|soulage|réconforte|apaise|obsède|hante|rassure|fait du bien|tente|attire)|(?:mis de côté|stocké|accumulé|gardé|rassemblé|amassé|économisé|caché) ~4 (?:médicaments|cachets|comprimés|boîtes|boites|pilules|somnifères|médocs)|(?:acheté|préparé|trouvé|accroché) (?:une |la )?corde(?! à (?:sauter|linge|noeuds)| de (?:guitare|violon|rappel|escalade))|(?:sauter|me jeter|se jeter|sauté) (?:du|d' un|par la|de la|dans le|sous le|sous un) (?:pont|balcon|fenêtre|toit|immeuble|falaise|vide|train|métro)",
    ],
    other_emergency: [
      "(?:bout|doigts?|phalanges?|orteils?|main|pouce|oreille) ~4 (?:arraché|sectionné|amputé|tranché net)e?s?|(?:arraché|sectionné|amputé)e?s? ~3 (?:le |la |un |une |son |mon |sa |ma |deux )?(?:bout|doigts?|phalanges?|orteils?|main|pouce)",
      "(?:reçu|pris|prend|pris) (?:une |des )balles?(?! (?:de|au|en|pendant|dans un) (?:tennis|ping|golf|foot|baseball|base ball|hand|basket|volley|match|sport|peinture|paintball))|blessée?s? par balles?|blessure par balle|(?:on lui a|on m' a|il s' est fait|elle s' est fait) tir(?:é|er) dessus|coup de feu ~4 (?:touché|blessé|dans|au)|morsure (?:très )?(?:profonde|grave|énorme) ~3 (?:au |à la |du |de la )?(?:cou|visage|gorge|figure|tête)|(?:attaqué|défiguré|déchiqueté|mordu)e?s? par (?:un|une|le|la|des|les|son|leur) (?:gros )?(?:chiens?|pitbulls?|molosses?|ours|sangliers?|requins?|rottweilers?|bergers? allemands?)",
      "tomb[ée]e?s? (?:dans|au fond d' ?) ?(?:un|le|une|la) (?:puits|ravin|précipice|fosse|trou profond|crevasse|cage d' escalier|fossé profond)",
      "(?:écrasé|coincé|bloqué)e?s? ~4 sous (?:le |la |un |une |l' )?(?:tracteur|voiture|camion|machine|arbre|poutre|mur|éboulement|charge|palette|engin|décombres|gravats|moto|quad)|(?:fait|s' est fait|se faire) écraser (?:la |le |les |sa |son |ses |l' )?(?:jambe|bras|main|pied|thorax|bassin|poitrine)s?",
      "accident ~4 (?:à grande vitesse|à (?:\\d{2,3}|cent|cent vingt|quatre vingt dix) (?:km ?h|kmh|km|à l' heure)|à fond)|(?:grande vitesse|à fond|à (?:\\d{2,3}|cent) (?:km ?h|kmh|à l' heure)) ~4 (?:accident|percuté|choc|collision|sorti de la route|contre un (?:arbre|mur|poteau|camion))|(?:fait|faite|a fait) (?:des|plusieurs|un) tonneaux?|(?:éjecté|projeté)e? ~3 (?:du véhicule|de la voiture|de la moto|du scooter|par le pare ?brise|à (?:plusieurs|\\d+|dix|vingt) mètres)",
      "(?:appel[a-z]*|faire le|fait le|composer le|prévenir) (?:le |les |une )?(?:15|112|18|911|144|samu|pompiers|secours|ambulance)(?! pour (?:avoir |prendre |demander |un |une |des )*(?:rendez vous|rdv|renseignements?|conseils?|infos?|informations?|ordonnance))|(?:les )?pompiers (?:arrivent|sont en route)|(?:le samu|l' ambulance|les secours) (?:arrive|arrivent|est en route|sont en route)",
      "(?:renvers|percut|fauch|heurt)[a-z]* par (?:une |un |la |le )(?:voiture|moto|camion|bus|scooter|vélo|tram|tramway|train|véhicule|auto|char|chauffard)|(?:il y a |y a |ya |plusieurs |des |nombreux )blessés|accident grave|grave accident|carambolage|tombé[e]?s? de (?:[3-9]|\\d\\d+|trois|quatre|cinq|six|sept|huit|dix|plusieurs) mètres|chute de (?:[3-9]|\\d\\d+|trois|quatre|cinq|six|sept|huit|dix|plusieurs) mètres|chute de grande hauteur|(?:tombé[e]?s?|chute|chuté[e]?) (?:d' un|du|de la|de l' ?|d' une|depuis (?:le|la|un|une|l' ?)) (?:toit|échafaudage|balcon|escabeau|étage|fenêtre|échelle|arbre|2e|deuxième|troisième|premier|cheval|mur|(?:\\d{1,2}|quatrième|cinquième|sixième) ?(?:e|er|eme|ème|ième)? étage)|(?:tombé[e]?s?|chute|chuté[e]?|sauté[e]?s?|défenestré[e]?s?) ~3 (?:\\d{1,2}|2|trois|quatre|cinq|six|dix) ?(?:e|er|eme|ème|ième)? étages?|défenestr[a-z]*|accident (?:grave|de (?:voiture|moto|scooter|la route|quad|vélo)) ~4 (?:inconscient|coincé|éjecté|sang|saign[a-z]*|blessé|grave)|fracture ouverte|(?:os|l' os) (?:qui )?(?:sort|dépasse|ressort|se voit)|(?:fémur|tibia|péroné|radius|cubitus|humérus|clavicule|os) ~2 (?:qui )?(?:sort|sortait|dépasse|ressort|transperce|perce|se voit)|on voit l' ?os|poignard(?:é|ée|és|er|ait)|coups? de couteau|blessure par balle|(?:tiré|tirer) dessus|pris une balle|empalé[e]?|coincé[e]? sous|écrasé[e]? par|amputé|(?:doigt|main|pied|orteil) (?:coupé|arraché|sectionné)|(?:doigts?|main|pied|orteils?) ~3 (?:presque |à moitié |complètement )?(?:coupée?s?|arrachée?s?|sectionnée?s?|broyée?s?)",
      `${CANT}(?:bouger|sentir) (?:ses|mes|les) (?:jambes|bras)|(?:ne |n' )?(?:bouge|sent|sens|bougeait|sentait) (?:plus|plu|pas|pa) (?:ses|mes|les) (?:jambes|bras)|(?:tombé[e]?s?|chute|chuté[e]?) (?:d' une hauteur de|de|d' environ|de plus de) (?:[3-9]|\\d\\d+|trois|quatre|cinq|six|sept|huit|dix|plusieurs) (?:mètres|m)`,
      "mord[a-z]* ~3 (?:un |une |le |la )?(?:serpent|vipère|aspic|scorpion)|morsure de (?:serpent|vipère|scorpion)|piqûre de scorpion|hypo(?:glycémie)? (?:sévère|grave|profonde)|(?:l' )?os (?:est |était )?(?:visible|apparent|à nu|à vif)|(?:on |je )?(?:voi[st]|voyait) l' os|électrocut[a-z]*|priapisme|érections? ~4 (?:depuis|ça fait|ca fait|fait|plus de|dure|qui dure) (?:[3-9]|\\d\\d|trois|quatre|cinq|six|sept|huit|plusieurs) (?:h|heures)|érections? ~3 (?:qui )?(?:ne |n' )?(?:part|partent|redescend|retombe|disparaît|passe|débande)[a-z]* (?:pas|plus|plu|toujours pas)|(?:lecteur|glucomètre|capteur|appareil|freestyle|dexcom) ~2 (?:affiche|indique|marque|dit) (?:hi|high|lo|low)",
      `(?:douleur|mal) (?:intense|atroce|violente|terrible|insupportable|horrible|épouvantable|affreuse|énorme) ~3 (?:testicules?|bourses|couilles?|scrotum)|(?:douleur|mal) ~3 (?:aux |au |dans les |dans le |des |du |à la |a la )?(?:testicules?|bourses|couilles?|scrotum) ~4 (?:${SUDDEN}|violent[e]?|atroce|insupportable|terrible|horrible|très fort[e]?|intense)|${SUDDEN} ~4 (?:mal|douleur) ~3 (?:testicules?|bourses|couilles?)|torsion (?:du |de |d' un )?testicul(?:e|es|aire)`,
      "(?:jambe|pied|bras|main) ~5 (?:(?:tout |toute )?noire? et (?:froide?|glacée?)|(?:froide?|glacée?) et noire?)|(?:ventre|abdomen) ~4 (?:dur|dure|rigide|tendu) (?:comme (?:du bois|de la pierre|un mur|une planche))|(?:jambe|pied|bras|main) ~5 (?:froide?|glacée?|blanche?|blanc|pâle|bleue?|violette?|marbrée?) ~3 (?:d(?:' | )?un coup|soudain[a-z]*|brutal[a-z]*|brusquement|plus de pouls|sans pouls)|(?:jambe|pied|bras|main) ~5 (?:froide? et (?:blanche?|blanc|pâle|bleue?|engourdie?|insensible)|blanche? et froide?|blanc et froid|pâle et froide?)|(?:jambe|pied|bras|main) ~3 (?:froide?|glacée?|blanche?|blanc|pâle|bleue?)(?: (?:,|et|[a-z']+)){0,3} (?:froide?|glacée?|blanche?|blanc|pâle|bleue?)(?: (?:,|et|[a-z']+)){0,5} (?:(?:ne )?(?:la|le|les) sen[st] (?:plus|plu|pas)|insensible|engourdie?)",
    ],
  },
  conditional: [
    // Self-harm: letters left for the family, with pills or a whole box at hand.
    {
      category: 'self_harm',
      pattern: "(?:écrit|laissé|rédigé|préparé|posé|écrire|laisser) ~3 (?:une |des |deux |trois |mes |ses |plusieurs )?(?:lettres?|mots?) (?:pour|à) (?:maman|papa|ma|mon|mes|ses|sa|son|chacun|chacune|tout le monde|la famille|mes proches)",
      context: "mourir|en finir|suicid[a-z]*|(?:me|se) tuer|(?:plus|plu|pu) (?:envie de )?vivre|plus là|disparaître|pour toujours|adieu|pardon pour tout|cachets|médicaments|médocs|comprimés|somnifères|pilules|doliprane|dafalgan|efferalgan|paracétamol|corde|fusil|arme|toute? (?:la|le|les) (?:boîte|plaquette|tube|flacon)|à bout|plus la force|(?:n' )?en peu[xt] plus|fardeau",
      scope: 'message',
    },
    // Self-harm: whether a whole box at once hurts or kills.
    {
      category: 'self_harm',
      pattern: "(?:ça|ca|ce|c') ?(?:fait|ferait|fais) (?:mal|souffrir)|(?:est|serait) (?:douloureux|mortel|rapide)|(?:on|je) (?:souffre|souffrirait|sent|sentirait|meurt|mourrait|mourrais|meurs)|(?:ça|ca) (?:tue|tuerait)|combien de temps (?:pour mourir|ça prend|ca prend)",
      context: "si (?:on|je|j') (?:prend|prends|prenait|prenais|avale|avales|avalait|avalais) (?:toute? (?:la|le|les|ma|mon|mes|sa|son|ses)|tous les|toutes les) (?:boîte|boite|plaquette|tube|flacon|paquet|stock|réserve|cachets|comprimés|médicaments|somnifères|pilules)|si (?:on|je|j') (?:prend|prends|prenait|prenais|avale|avales|avalait|avalais) ~3 (?:cachets|comprimés|médicaments|médocs|somnifères|pilules|doliprane|paracétamol) ~3 (?:d' un coup|en une fois|en même temps|ensemble)",
      reach: 20,
    },
    // Self-harm: the veins or wrists named as what someone wants or talks of doing, any verb of cutting.
    {
      category: 'self_harm',
      pattern: "(?:me|se|te|m' ?|s' ?|t' ?) ?(?:tailler|taillader|ouvrir|trancher|couper|entailler|charcuter|scarifier|lacérer) (?:les|mes|ses|tes) (?:veines|poignets)|(?:me|se|te) (?:trancher|ouvrir) la gorge|(?:me|se|te) (?:planter|enfoncer) (?:un|une|le|la|mon|son) (?:couteau|lame|ciseaux|cutter|tournevis)(?! dans le dos)|(?:me|se|te) poignarder|(?:tailler|taillader|ouvrir|trancher|entailler) (?:les|mes|ses|tes) (?:veines|poignets)|(?:slit|cut) (?:my|his|her|their) (?:wrists?|veins?|throat)|menac[a-z]* (?:de |d' )(?:sauter|se tuer|me tuer|se suicider|se pendre|en finir|se jeter|se foutre en l' air|mettre fin à (?:ses|ses propres|mes) jours|se défenestrer|se faire sauter|se noyer|s' ouvrir les veines)|(?:au revoir|adieux?) ~8 (?:avalé|pris|gobé) (?:tous|toutes|toute|la|les|ses|mes|une|des) ~2 (?:médocs|médicaments|cachets|comprimés|pilules|somnifères|boîtes?|plaquettes?)",
      // Any word: the phrase alone is enough; the rule is conditional only to keep it out of the long self-harm list.
      context: "[a-z']{2,}",
    },
    // Self-harm: things given away one by one, with a farewell or a shut door around.
    {
      category: 'self_harm',
      pattern: "(?:donné|donne|donnait|distribué|distribue|offert|offre|légué|lègue|vendu|vend|refilé|refile|liquidé|rendu) ~3 (?:toutes? |tous )?(?:ses|sa|son|mes|ma|mon|leurs?) (?:affaires|console|play|ps[45]|vélo|fringues|vêtements|habits|bijoux|livres|jeux|chat|chien|guitare|ordi|ordinateur|téléphone|portable|collection|trucs|objets|cartes|économies|biens|meubles|montre|bague)",
      context: "merci pour tout|pardon pour tout|prends soin|prenez soin|adieu|au revoir|(?:tu|vous) (?:me )?manquer(?:as|ez)|je vous aime|je t' aime|enfermée?|(?:répond|décroche|rappelle) (?:pas|pa|plus|plu)|injoignable|veines|corde|fusil|arme|cachets|médicaments|mourir|en finir|suicid[a-z]*|(?:se|me) tuer|plus là|disparaître|lettres?|testament",
      scope: 'message',
    },
    // Self-harm: a gun within reach (where it is kept, the safe's code or key known), with despair or a plan said.
    {
      category: 'self_harm',
      pattern: "(?:connais|connait|connaît|sais|sait|trouvé|j' ai|jai|ai|a) (?:le |la |les )?(?:code|combinaison|clé|clef|clés|clefs) (?:du|de la|de l' ?|de son|de sa) (?:coffre|armoire|armurerie|caisse|placard)(?: (?:fort|à fusils|à armes))?|(?:sais|sait|savons|savent) (?:où|ou) ~3 (?:est|sont|range|rangent|cache|cachent|met|mettent|garde|gardent|se trouve|se trouvent) (?:le |la |les |son |sa |ses |mon |ma |mes |leur |leurs )?(?:fusil|carabine|arme|pistolet|revolver|flingue|munitions|cartouches|clés? du coffre)s?|(?:fusil|carabine|arme|pistolet|revolver|flingue)s?(?: de chasse)? ~5 (?:(?:est|sont|reste|restent|se trouve|se trouvent|rangée?s?) )?(?:au|à la|dans le|dans la|dans l' ?|dans son|dans sa|dans mon|dans ma) (?:garage|cave|grenier|coffre|placard|armoire|chambre|tiroir|sous sol|cabane|atelier|grange|voiture)",
      context: "plus (?:envie|goût|gout) (?:de|à|a) (?:rien|vivre|la vie)|envie de (?:mourir|en finir|disparaître)|en finir|mourir|me tuer|suicid[a-z]*|tout (?:est )?(?:prévu|organisé|planifié|réglé|prêt|préparé)|j' ai tout (?:prévu|organisé|planifié|réglé|préparé)|c' est (?:décidé|prévu)|adieu|lettres?|plus là|à bout|au bout du rouleau|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|plus la force|fatigué[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|sans moi|personne ne (?:me )?(?:regrett|manquer)[a-z]*|(?:mieux|tranquilles?) sans moi",
      scope: 'message',
    },
    // Self-harm: "it's all planned for Saturday", with despair or the means said.
    {
      category: 'self_harm',
      pattern: "(?:tout est|j' ai tout|tout sera) (?:prévu|organisé|planifié|décidé|réglé|prêt|calé|préparé)(?: [a-z']+){0,2} (?:pour )?(?:samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|demain|ce soir|cette nuit|ce week end|ce weekend|la semaine prochaine|le \\d+)",
      context: `plus (?:envie|goût|gout) (?:de|à|a) (?:rien|vivre|la vie)|envie de (?:mourir|en finir|disparaître)|en finir|mourir|me tuer|suicid[a-z]*|adieu|lettres?|plus là|à bout|au bout du rouleau|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|plus la force|fatigué[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|sans moi|personne ne (?:me )?(?:regrett|manquer)[a-z]*|(?:mieux|tranquilles?) sans moi|corde|fusil|carabine|arme|pistolet|revolver|flingue`,
      scope: 'message',
    },
    // Self-harm: "nobody will miss me / I'll miss nobody", with an end, a time set or a car to crash said anywhere.
    {
      category: 'self_harm',
      pattern: "(?:ne |n' )?manquer(?:ai|a|ais|ait|ons) (?:à|a) personne|personne (?:ne |va |n' )?(?:va )?(?:me |m' )?(?:manquer|regretter|pleurer)(?:a|ont)?(?! (?:à|a) (?:la|ma|cette) (?:fête|soirée|réunion))|personne (?:ne )?(?:va )?(?:se rendre compte|remarquer|voir la différence) (?:de mon absence|si je (?:pars|disparais|meurs))|(?:tu|vous|ils|elles) (?:ne )?(?:me )?regretter(?:as|ez|ont) (?:pas|pa|même pas)",
      context: `${DESPAIR}|ce soir|cette nuit|demain|c' est fini|ce sera fini|(?:c' est|ce sera) la (?:dernière|fin)|adieu|pour de bon|pour toujours|plus jamais|(?:pris|prends|prendre) (?:la|ma) (?:voiture|bagnole|caisse|moto)|je roule|rouler|foncer|(?:me |m' )?(?:jeter|encastrer|planter|écraser)|(?:un|le|la|une) (?:mur|arbre|platane|pont|pile|falaise|rails|voie)|corde|cachets|médicaments|fusil|arme`,
      scope: 'message',
    },
    // Self-harm: the means at hand with despair said in English, or "nobody would understand / miss me".
    {
      category: 'self_harm',
      pattern: `${MEANS} ~3 (?:à côté de (?:moi|lui|elle)|devant (?:moi|lui|elle)|sur (?:la table|mon lit|le lit|ma table|le bureau|les genoux|mes genoux)|dans (?:ma|sa|la) (?:main|chambre|poche)|sous la main|à portée)|(?:j' ai|jai|g|il a|elle a) (?:sorti |pris |chargé |récupéré )?(?:le |la |son |sa |mon |ma |un |une )?(?:corde|fusil|carabine|arme|pistolet|revolver|flingue)|(?:mis|caché|préparé|accroché|attaché|acheté|installé|noué|pris|emporté|sorti|chargé) (?:la |une |ma |sa |le |son |mon |un )(?:corde|fusil|carabine|arme|pistolet|revolver|flingue)|parti[e]? ~3 avec (?:son |sa |le |la |un |une )(?:corde|fusil|carabine|arme|pistolet|revolver|flingue)`,
      context: "can' ?t (?:do this|go on|take (?:it|this)|anymore)|cannot (?:go on|do this)|want to die|kill myself|end it|personne ne (?:comprendr|comprend|remarquer|verr|regrett|manquer|s' en rendr|me manquer|pleurer)[a-z]*|personne (?:me|ne me) (?:regrettera|pleurera)|(?:je )?(?:ne )?(?:tiens|tient) (?:plus|plu|pu)(?! debout)|(?:sers|sert) (?:plus |plu |pu |vraiment )?(?:à|a) rien|à quoi bon|mieux sans (?:moi|lui|elle)|sans moi|plus la force|(?:n' |j )?y arrive (?:plus|plu|pu)|c' est trop dur|trop dur|(?:cette|la) (?:fois|nuit|soir)|ce soir|cette nuit",
      scope: 'message',
    },
    // Self-harm: "going to stop everything" told with a farewell, a silence or exhaustion around.
    {
      category: 'self_harm',
      pattern: "(?:vais|va|vas|allait|allais|veux|veut|voulait|voulais|jvais|compte|comptait) (?:tout )?(?:arrêter|lâcher|stopper|abandonner|laisser tomber|finir|terminer)(?: tout| pour de bon| définitivement)?(?! (?:le|la|les|l'|mon|ma|mes|son|sa|ses|de|d'|pour|avec) )",
      context: `(?:répond|décroche|rappelle|réponds|répondait) (?:pas|pa|plus|plu)|injoignable|introuvable|adieu|pardon|je vous aime|je t' aime|plus la force|à bout|au bout du rouleau|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|fatigué[e]? de (?:tout|vivre|me battre|lutter)|plus envie de (?:rien|vivre)|sans moi|plus là|de trop|poids|fardeau|(?:plus|pas|aucune) d' ?issue|${MEANS}|lettres?`,
      scope: 'message',
    },
    // Self-harm: a farewell said in passing ("bye tout le monde", "c'était cool de vous connaître") with the phone off or no answer.
    {
      category: 'self_harm',
      pattern: "(?:bye|salut|adieu|au revoir) (?:tout le monde|à tous|les gens|all|everyone)|(?:c' était |content[e]? |heureu(?:x|se) |ravie? |cool |bien |un plaisir |un honneur )(?:de|d') (?:vous |t' |te )(?:avoir )?(?:connu[e]?s?|conna[iî]tre|rencontré[e]?s?)|(?:je vous|on se) (?:dis|dit) (?:adieu|au revoir)|pardonne[zr]? moi|pardonnez moi",
      context: "(?:répond|décroche|rappelle|répondait) (?:pas|pa|plus|plu)|(?:laissé|écrit) ~2 (?:un |une )?(?:mot|lettre|message)|parti[e]? (?:en voiture|avec la voiture|sans rien dire|sans (?:son|sa) (?:tel|téléphone|portable))|injoignable|introuvable|(?:tel|téléphone|portable) ~2 (?:éteint|coupé)|(?:éteint|coupé) (?:son|sa) (?:tel|téléphone|portable)|(?:pas|pa|jamais) rentrée?|disparu[e]?|fusil|arme|corde|pont|cachets|médicaments|mourir|en finir|suicid[a-z]*|plus là|pour de bon|merci pour tout|pardon",
      scope: 'message',
    },
    // Self-harm: the wish not to wake up, said after another wish in the same clause ("envie d'aller plus loin, de plus me réveiller").
    {
      category: 'self_harm',
      pattern: "(?:de |d' )(?:ne )?(?:plus|plu|pu|jamais) (?:me |se )?réveiller(?! (?:la nuit|à|a|avant|pendant|tôt|trop|en sursaut|toutes|plusieurs|chaque|vers|le matin|au milieu|si|quand))",
      context: "(?:envie|besoin|tentée?|voudrais|aimerais|souhaite|préférerais|rêve) (?:de|d')",
      // A reach, so that a wish denied ("aucune envie de ne plus me réveiller") is no context.
      reach: 8,
    },
    // Self-harm: pills taken "to feel nothing any more", "to sleep for good".
    {
      category: 'self_harm',
      pattern: "pour (?:ne )?(?:plus|plu|pu) (?:rien )?(?:sentir|ressentir|souffrir|penser|(?:me|se|te) réveiller|exister)|pour (?:dormir|partir|m' endormir|s' endormir) (?:pour toujours|pour de bon|définitivement|à jamais)",
      context: `${PILLS}|avalé|pris|bu|${MEANS}`,
    },
    // Breathing: feeling of drowning, frothy pink sputum.
    {
      category: 'breathing',
      pattern: "(?:impression|sensation) (?:de |d' )(?:me |se |te )?noyer|crach[a-z]* ~3 (?:mousse|écume)|(?:mousse|écume|crachats?) (?:rose|rosée|mousseu(?:x|se)s? rose)|pink froth[a-z]*",
      context: "[a-z']{2,}",
    },
    // Sick child: a weak or whimpering cry, in a baby or small child.
    {
      category: 'sick_child',
      pattern: "(?:pleure|pleurait|pleurs?|cri|crie|criait|gémit) (?:tout |très |super )?(?:faiblement|faible|à peine|plus fort qu' un murmure|comme un (?:chaton|petit chat))|(?:pleurs?|cri) (?:tout |très )?(?:faible|plaintif|geignard|étouffé)",
      context: CHILD,
      scope: 'message',
    },
    // Sick child: limp, vomiting everything or in jets, in a baby named in English ("baby 7 weeks").
    {
      category: 'sick_child',
      pattern: "(?:tout|toute|très|super) (?:mou|molle|amorphe)|vomi[a-z]* (?:en jet|tout)|(?:boit|mange|tète|prend) (?:plus|plu|pas|pa) (?:rien|le biberon|le sein)",
      context: "(?:baby|infant|newborn|bébé|bb) (?:of |de )?(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:weeks?|days?|months?)|(?:\\d{1,2}|one|two|three|four|five|six) (?:weeks?|days?|months?) old",
      scope: 'message',
    },
    // Major trauma: a crash at high speed, a rollover or an ejection, with a sign of internal injury or shock.
    {
      category: 'other_emergency',
      pattern: "(?:accident|collision|choc|carambolage|percut[a-z]*|renversée?) ~8 (?:(?:haute|grande|pleine) vitesse|\\d{2,3} ?(?:km ?h|kmh|à l' heure)|tonneaux?|éjectée?|désincarcér[a-z]*)|(?:fait|a fait|ont fait) (?:des |plusieurs |deux |trois )?tonneaux|(?:éjectée?|projetée?) (?:de|hors de|par) (?:la |sa |le )?(?:voiture|véhicule|moto|pare ?brise)",
      context: "(?:très |tout |toute )?(?:pâle|blanc|blanche)|mal (?:au|dans le) ventre|ventre (?:dur|gonflé|qui gonfle)|saign[a-z]*|inconscient[e]?|(?:perdu|perte de) connaissance|respire mal|confus[e]?|(?:sent|sens) (?:plus|plu|pas)|bouge (?:plus|pas)|vomi[a-z]*|mal (?:au|dans le) (?:dos|cou|thorax)",
      scope: 'message',
    },
    // Breathing: a wheeze on every breath, with oppression or breathlessness said.
    {
      category: 'breathing',
      pattern: "siffl[a-z]* ~3 (?:à chaque|chaque|quand je|quand il|quand elle|en) (?:respiration|inspiration|souffle|respire|inspire)",
      context: "oppress[a-z]*|essou?ffl[a-z]*|(?:du mal|de la peine|difficultés?) (?:à|a) respirer|respire (?:mal|vite|difficilement)|breathing hard|can' ?t breathe|lèvres|au repos|(?:ventoline|inhalateur|pompe) ~4 (?:rien|pas|plus)|parler|cherche (?:son|mon) air",
      scope: 'message',
    },
    // Breathing: the hollow of the neck or the ribs sucked in on each breath, or answers only "oui ou non", in an asthma attack or breathlessness.
    {
      category: 'breathing',
      pattern: "(?:creux|haut) (?:de |du |de la |de son |de sa |de mon |de ma |au niveau du |au niveau de la )?(?:cou|gorge|sternum|clavicules?) ~2 (?:se creus[a-z]*|creus[a-z]*|rentr[a-z]*|s' enfonc[a-z]*)|(?:cou|gorge|sternum|clavicules?|côtes) ~2 (?:se creus[a-z]*|creus[a-z]*|rentr[a-z]*|s' enfonc[a-z]*) ~3 (?:à chaque|chaque|quand (?:il|elle|je) |en )(?:respiration|inspiration|respire|inspire|souffle)|(?:ne |n' )?(?:répond|répondait|parle|parlait|dit|arrive à dire) (?:plus |plu |pu )?(?:que |qu' )(?:par )?(?:oui ou non|oui non|signes|des signes|hochements?|quelques mots|un mot|des bouts de phrases?)",
      context: "asthm[a-z]*|siffl[a-z]*|respir[a-z]*|inspir[a-z]*|souffle|essou?ffl[a-z]*|étouff[a-z]*|ventoline|inhalateur|crise",
      scope: 'message',
    },
    // Breathing: breathless or breathing fast with a swollen or painful calf (a clot gone to the lung).
    {
      category: 'breathing',
      pattern: "(?:du mal|de la peine|difficultés?|dur) (?:à|a) respirer|respire (?:super |très |trop |hyper |vraiment |tellement )?(?:vite|mal|difficilement|court)|(?:essou?ffl|suffoqu|étouff)[a-z]*|souffle (?:court|coupé|coupe)|(?:manque|manquer) d' ?air|(?:cherche|cherchant|cherchais|cherchait) (?:mon|son|de l' |l' )?(?:souffle|air)|point de côté (?:brutal|soudain|violent)",
      context: "mollet ~3 (?:gonflé|enflé|dur|rouge|chaud|douloureux|tendu)|(?:gonflé|enflé|douloureux)e? ~2 (?:au |le |du )?mollet|(?:jambe|cuisse) ~3 (?:gonflée|enflée|rouge et chaude)|phlébite|thrombose",
      scope: 'message',
    },
    // Self-harm: thinking of swallowing the whole box, or a slip knot, with despair around.
    {
      category: 'self_harm',
      pattern: `(?:pensé|pense|penser|envie|envisage|songé|songe|tenté|tente) (?:à |a |d' |de )?(?:avaler|prendre|gober|bouffer) (?:toute la |toutes? (?:les|mes|ses) |tous (?:les|mes|ses) |la |les )(?:boîtes?|boites?|plaquettes?|tubes?|flacons?|${PILLS})|noeuds? coulants?`,
      context: "mourir|morte?|crever|en finir|plus (?:envie|la force)|(?:me |m' |se |s' )?(?:être )?réveill[a-z]*|(?:plus|pas|aucune) d' ?issue|de trop|suicid[a-z]*|dispar(?:aître|aitre)|à bout|fardeau|sans moi|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|marre de (?:tout|la vie|vivre)|plus là|pour de bon|pour toujours",
      scope: 'message',
    },
    // Breathing: a fit of choking ("crise d'étouffement").
    {
      category: 'breathing',
      pattern: "(?:crises?|sensation|impression|accès) d' ?étouffement|(?:s' )?étouffe (?:à moitié|complètement)",
      context: "[a-z']{2,}",
    },
    // Breathless so that speech comes a word at a time, or a few steps are impossible.
    {
      category: 'breathing',
      pattern: "(?:parle|parles|parlait|parler|répond|répondait|dire|dit|phrases?|mots) ~3 (?:mot (?:par|après) mot|un mot (?:à la fois|à la fois)|(?:par|en) petits bouts|deux mots (?:à la fois|par deux)|en hachant|(?:entre|tous les) (?:deux|2|trois|3) mots)|" + CANT + "(?:dire|finir|terminer|faire|sortir) (?:une|ma|sa|deux mots|une seule|la moindre) (?:phrase )?(?:sans|avant de) (?:reprendre|chercher|retrouver) (?:mon |son |sa |ma |de l' )?(?:souffle|air|respiration)|(?:respire|souffle|reprend son souffle|reprendre (?:mon|son) souffle) (?:entre|tous les|à chaque) (?:deux |2 |trois |3 )?mots?|${CANT}(?:marcher|aller|faire (?:deux|trois|quelques|dix|\\d+) pas|me lever|se lever|monter) ~3 jusqu' ?(?:à|a|au|aux) (?:la |le |l' )?(?:salle de bain|sdb|toilettes?|wc|cuisine|porte|lit|chambre|canapé|voiture|salon)",
      context: "respir[a-z]*|souffle|essou?ffl[a-z]*|air|oxygène|poumons?|asthm[a-z]*|covid|bpco|pneumo[a-z]*|bronch[a-z]*|étouff[a-z]*|haletant[e]?|halète|breath[a-z]*",
      scope: 'message',
    },
    // Head injury: a seizure, a dazed half-consciousness or lost memory after the blow.
    {
      category: 'head_injury',
      pattern: "(?:à moitié |a moitié |un peu |complètement |totalement )?dans les (?:vapes|choux)|dans le (?:coltar|cirage|gaz)|(?:eu|fait|a|avait|fait des|pris de) (?:des |de )?(?:secousses|spasmes|convulsions)|(?:secousses|spasmes) (?:des|dans les|de tout|du|partout|pendant)|(?:a |ai |il a |elle a )?trembl[ée] de tout (?:son|le) corps|(?:se souvient|se rappelle|se souvenait|se rappelait|souviens|rappelle) (?:plus |plu |pas |pa |même pas |de )?(?:rien|de rien|de ce qui|de l' accident|du choc|de la chute|comment)|(?:aucun|pas de|plus de) souvenir|trou de mémoire|(?:voit|vois|voyait) (?:double|flou|trouble)|vision (?:double|floue|trouble)|titub[a-z]*|(?:tient|tiens|tenait) (?:pas|pa|plus|plu) debout|(?:saigne|saignait|sang|liquide) ~3 (?:du nez|des oreilles|de l' oreille|du nez et des oreilles)",
      context: HEAD_BLOW,
      scope: 'message',
    },
    // The heart said to be squeezed or crushed, with a cardiac sign in the same clause ("ça me serre le coeur de le voir" alone is an idiom).
    // Chest pain said with an everyday verb ("ça tire dans la poitrine"), with a cardiac sign around.
    {
      category: 'chest_pain',
      pattern: "(?:tire|tirait|tiraille|tiraillait|pique|piquait|brûle|brûlait|pèse|pesait|appuie|appuyait|serre|serrait|lance|lançait|cogne|élance) ~2 (?:dans|sur|au milieu de|au niveau de|en plein milieu de) (?:la |ma |sa |le |mon |son )?(?:poitrine|thorax|torse|sternum|poitrail)",
      context: "sueurs?|transpir[a-z]*|en sueur|moite|bras|mâchoire|machoire|cou|épaule|essou?ffl[a-z]*|souffle court|nausées?|vomi[a-z]*|malaise|pâle|blême|gris[e]?",
    },
    {
      category: 'chest_pain',
      pattern: "coeur ~2 (?:le |la |me |lui |m' |l' |leur )?(?:serre|serrait|broie|broyait|écrase|écrasait|comprime|oppresse|fait mal|faisait mal|brûle)|(?:serre|serrait|broie|écrase|comprime|oppresse) (?:le|au|son|mon) coeur",
      context: "sueurs?|transpir[a-z]*|en sueur|moite|bras|mâchoire|machoire|dos|épaule|essou?ffl[a-z]*|respir[a-z]*|souffle|nausées?|vomi[a-z]*|malaise|pâle|blême|gris[e]?|très fort|de plus en plus",
    },
    // A pain that struck in seconds, with the head named anywhere ("migraineuse, mais là ça a tapé d'un coup").
    {
      category: 'sudden_headache',
      pattern: `(?:tapé|frappé|cogné|venu|arrivé|monté|explosé|éclaté|pété|parti|claqué|pris|commencé|tombée? dessus)e? ~3 ${SUDDEN}|${SUDDEN} ~3 (?:tapé|frappé|cogné|explosé|éclaté|pété|claqué)e?|(?:10|dix) (?:sur )?(?:10|dix) ~4 ${SUDDEN}|${SUDDEN} ~6 (?:10|dix) (?:sur )?(?:10|dix)`,
      context: "tête|tete|crâne|crane|céphal[a-z]*|migraine[a-z]*|nuque|derrière (?:les|mes|ses|l') ?(?:yeux|oeil)",
      scope: 'message',
    },
    // After a hit in a contact sport, a fight or a blow to the face: no memory of it, the same questions again and again.
    {
      category: 'head_injury',
      pattern: `(?:ne |n' )?(?:se )?(?:souvient|souvenait|rappelle|rappelait) (?:de rien|plus|plu|pas|pa|pu)|perdu la mémoire|trous? de mémoire|amnési[a-z]*|(?:repose|reposait|redemande|redemandait|répète|répétait|pose|posait) (?:sans arrêt |sans cesse |tout le temps |en boucle |toujours )?(?:les mêmes|la même) (?:questions?|choses?)|(?:arrête|arrêtait) (?:pas|pa|plus|plu) de (?:reposer|redemander|répéter|poser) |${CONFUSED}|vomi[a-z]*|${HARD_TO_WAKE}|(?:perdu|perte de) connaissance|k ?o|sonné[e]?|(?:vois|voit|voyait) (?:double|flou|trouble)|vision (?:double|floue|trouble)|(?:liquide|écoulement) (?:clair|transparent|comme de l' eau)|somnol[a-z]*|(?:tout|toute|très|super) (?:endormie?|ensuquée?|mou|molle)`,
      context: `coup de tête (?:au|en|pendant|dans|à) (?:foot|football|match|rugby|jeu|la récré|récré)|tête contre tête|mise en échec|plaqu[ée]e?|placage|plaquage|mêlée|(?:coup|coups) (?:de poing|de pied|de coude|de genou|de crosse|de casque|de boule)|tabass[a-z]*|agressé[e]?|(?:fait|fais|faire) (?:frapper|agresser|cogner|casser la gueule)|bagarre|(?:coup|choc|percuté|heurté|frappé)e? ~4 (?:au |le |la |sur le |dans le |en plein )?(?:visage|figure|face|tronche|gueule|mâchoire|menton)|${HEAD_BLOW}`,
      scope: 'message',
    },
    // Walking crooked, bumping into things or dropping things, with a sign of a sudden onset or another sign of stroke.
    {
      category: 'stroke',
      pattern: "marche (?:de travers|(?:tout )?croche|en crabe|en zigzag)|titub[a-z]*(?![a-z]| un peu| légèrement)|(?:se )?(?:cogne|cognait|heurte|heurtait|rentre|rentrait) (?:dans|à|a|contre) (?:tout|tous|les portes|les meubles|les murs)|(?:laisse|laissait|fait|faisait) tomber (?:tout|sa |son |ses |les |la |le |des )(?:tasse|fourchette|verre|cuillère|couverts|stylo|affaires|objets|téléphone|clés|choses|trucs)?",
      context: `(?:tout )?d(?:' | )?un (?:seul )?coup|tout à coup|soudain[a-z]*|brusquement|subitement|brutalement|depuis (?:ce matin|ce midi|cet après midi|ce soir|tout à l' heure|\\d+ (?:min|minutes|heures?|h)|une heure|une demi heure|(?:une|deux|trois|quelques|dix|vingt|trente) minutes)|${ONE_SIDE}|bouche|visage|parle (?:bizarr?e(?:ment)?|mal|croche|de travers)|bafouill[a-z]*|mots|engourdi[a-z]*|faiblesse|avc`,
      scope: 'message',
    },
    // Not answering, lying on the floor or the stairs (not a phone left unanswered).
    {
      category: 'unconscious',
      pattern: "(?:ne |n' )?(?:répond|réagit|bouge) (?:pas|plus|pa|plu)(?! (?:au|aux|à|a|sur) (?:[a-z']+ )?(?:traitement|antibiotique|médicament|téléphone|portable|messages?|mails?|textos?|sms|questions?|whatsapp|insta)s?)",
      context: "allongée?|étendue?|gisant[e]?|par terre|au sol|effondrée?|écroulée?|affalée?",
      scope: 'message',
    },
    // Fainted and not yet come round.
    {
      category: 'unconscious',
      pattern: "(?:n' est|n' était|ne s' est|n' a|n' avait) (?:toujours|encore|tjs|tjrs) (?:pas |pa )(?:réveillée?|revenue? à (?:lui|elle|soi)|repris (?:connaissance|conscience|ses esprits))|(?:toujours|encore|tjs|tjrs) (?:pas |pa )?(?:réveillée?|revenue? à (?:lui|elle|soi)|repris (?:connaissance|conscience|ses esprits))|pas encore (?:réveillée?|revenue? à (?:lui|elle|soi)|repris (?:connaissance|conscience|ses esprits))|(?:ne |n' )?(?:revient|revenait|reprend|reprenait) (?:pas|pa|plus|plu|toujours pas) (?:à (?:lui|elle|soi)|connaissance|conscience|ses esprits)",
      context: "évanoui[a-z]*|malaise|syncope|tombée? (?:d' un coup|par terre|dans les pommes)|dans les pommes|perdu connaissance|effondré[e]?|écroulé[e]?|s' est (?:effondré|écroulé|évanoui)e?",
      scope: 'message',
    },
    // Twice the dose of a daily medicine, with a sign now.
    {
      category: 'overdose_poisoning',
      pattern: "(?:pris|avalé|donné|prend|repris|redonné) ~3 (?:deux|trois|quatre|cinq|six|dix|[2-9]|\\d\\d) fois (?:sa|son|ses|la|le|les|mes|ma|mon|leur|leurs) (?:dose|traitement|médicaments?|médocs?|cachets?|comprimés?|pilules?)|(?:double|triple) dose",
      context: "(?:toute?|très|super) (?:lente?|ralentie?|endormie?|molle?|pâle|bizarre)|somnolent[a-z]*|endormi[a-z]*|vomi[a-z]*|confus[e]?|malaise|dans les vapes|dans le coltar|ralenti[e]?|coeur ~3 (?:lent|ralenti[a-z]*|bat (?:lentement|vite|fort|bizarrement)|irrégulier)|tombé[e]?|respire (?:mal|lentement|bizarrement)|vertiges?|(?:tête qui|la tête (?:me|lui)) tourne",
      scope: 'message',
    },
    // Threatening to drink a poison ("il dit qu'il va boire le désherbant").
    {
      category: 'self_harm',
      pattern: `(?:menace|menacé|menaçait|menacer|(?:dit|a dit|disait|écrit|a écrit|crie|criait) qu' ?(?:il|elle|iel) (?:va|allait|voulait|veut)|parle de|je vais|jvais|j' vais|je veux|jveux|compte|prête? à|pense à) (?:de |d' |à )?(?:boire|avaler|ingurgiter|bouffer) ~6 (?:${POISONS}|produit (?:qu' on met |pour |de |des )(?:dans )?(?:les )?(?:champs|cultures|mauvaises herbes)|produits? phyto[a-z]*|bouteille (?:de|d') (?:poison|produit|désherbant|pesticide|javel))`,
      context: PERSON,
      scope: 'message',
    },
    // Giving one's things away, with despair said anywhere.
    {
      category: 'self_harm',
      pattern: "(?:donné|distribué|légué|offert|donne|distribue|lègue|vendu|rendu) ~4 (?:toutes? )?(?:mes|ses|mon|ma|son|sa|leurs?) (?:affaires|biens|char|voiture|auto|moto|guitare|chat|chien|bijoux|vêtements|trucs|jeux|console|livres|collection|économies|cartes?)",
      context: DESPAIR,
      scope: 'message',
    },
    // A goodbye written, sent or left, with despair said anywhere.
    {category: 'self_harm', pattern: "(?:écrit|laissé|envoyé|écrire|laisser|envoyer|fait|faire) ~6 (?:dire )?(?:au revoir|adieu|mes adieux|ses adieux)|lettres? d(?:' | )?adieu|messages? d(?:' | )?adieu", context: DESPAIR, scope: 'message'},
    // "No wish to see tomorrow"; "den finir" without an apostrophe.
    {category: 'self_harm', pattern: "(?:pas|pa|plus|plu|pu) (?:envie|le courage|la force) de (?:voir|connaître|vivre|affronter) (?:demain|le (?:jour|lendemain|matin) (?:se lever|suivant)|un (?:jour|matin) de plus|la fin de (?:la|cette) semaine)|d(?:e|)n finir(?! avec (?:ce|cette|ça|ca|les|la|le|l'|mes|ces|mon|ma|un|une|des))", context: PERSON, scope: 'message'},
    // A sore neck with confusion, vomiting or light hurting: meningitis is to be ruled out.
    {category: 'meningitis', pattern: "(?:mal|douleurs?) (?:à|a|dans) la nuque|nuque (?:douloureuse|qui fait mal)|se plaint (?:de|d' avoir mal à) la nuque", context: `${CONFUSED}|${HARD_TO_WAKE}|vomi[a-z]*|lumière|taches|dort tout le temps|somnolent[a-z]*`, reach: 30},
    // Half the vision lost at once.
    {category: 'stroke', pattern: "(?:perdu|perd|perte de) (?:la )?moitié (?:de )?(?:sa |la |ma |son |mon )?(?:vision|vue|champ visuel)|(?:vision|vue) ~3 (?:coupée en deux|à moitié noire)", context: PERSON, scope: 'message'},
    // Regular contractions before term: premature labour.
    {
      category: 'pregnancy',
      pattern: "contractions ~4 (?:régulières|toutes les|rapprochées|de plus en plus (?:fortes|rapprochées))",
      context: "(?:à |de )(?:[12]\\d|3[0-6]) (?:semaines|sa|sem)|(?:[4-8]|cinq|six|sept|huit) mois (?:de grossesse|et demi)?|enceinte de (?:[4-8]|cinq|six|sept|huit) mois|prématuré[a-z]*",
      scope: 'message',
    },
    // A baby grunting or moaning with each breath.
    {category: 'sick_child', pattern: "(?:glacée?|froide?|pâle|grise?|bleue?|marbrée?) et (?:tout |toute )?(?:mou|molle|flasque)|(?:mou|molle|flasque) et (?:tout |toute )?(?:glacée?|froide?|pâle|grise?|marbrée?)", context: CHILD, scope: 'message'},
    {category: 'sick_child', pattern: "vomi[a-z]* en jets?|vomissements? en jets?|vomi[a-z]* ~3 (?:à chaque|tous les|toutes les|après chaque|après tous les) (?:biberons?|tétées?|repas|boires?)", context: AGE_YOUNG, scope: 'message'},
    {category: 'sick_child', pattern: "(?:gémissements?|geignements?|grognements?|gémit|geint|grogne) ~3 (?:à chaque|chaque|en) (?:respiration|souffle|expiration|respirant)|(?:vomi|vomit|vomis|vomissements?|vomissait|rejette|régurgite|crache)[a-z]* (?:du |de la |un liquide |des trucs |tout )?(?:vert|verte|verts|vertes|verdâtres?|vert fluo|vert foncé|bile|bilieux|bileux)", context: CHILD, scope: 'message'},
    // A sudden, atrocious belly pain.
    {
      category: 'other_emergency',
      pattern: "(?:douleur|mal) ~3 (?:ventre|abdomen|abdominale?)",
      context: "atroce|insupportable|épouvantable|(?:plié|pliée) en (?:deux|quatre)|(?:d' un coup|brutal[a-z]*|soudain[a-z]*) ~4 (?:atroce|insupportable|terrible|horrible)",
      reach: 12,
    },
    // A belly hard, rigid or swollen, with a severe or sudden pain nearby.
    {
      category: 'other_emergency',
      pattern: "(?:ventre|abdomen) ~4 (?:dur|dure|rigide|tendu|gonflé)",
      context: "(?:douleur|mal) ~3 (?:insupportable|atroce|terrible|violent[e]?|horrible|intense|épouvantable)|(?:insupportable|atroce|terrible|violent[e]?|horrible|intense) ~3 (?:douleur|mal)|d' un coup|brutal[a-z]*|soudain[a-z]*|vomi[a-z]*|pâle|sueurs?",
      reach: 20,
    },
    // The means bought or ready ("j'ai acheté de quoi en finir").
    // A time set for "it" ("je le fais cette nuit quand tout le monde dormira") beside the means
    // bought, a goodbye or despair.
    {
      category: 'self_harm',
      pattern: "(?:je|j'|jvais|je vais|il|elle|il va|elle va) (?:le |l' ?)(?:fais|ferai|fait|fera|faire)(?: [a-z']+){0,2} (?:ce soir|cette nuit|demain|cette semaine|ce week end|ce weekend|avant (?:demain|lundi|la fin)|quand tout le monde|pendant que (?:tout le monde|ils|elle|il))|(?:quand|pendant que|une fois que|dès que) tout le monde (?:dormira|dort|sera couché|sera au lit|sera parti|sera sorti|sera endormi)",
      context: `(?:ce qu' il faut|le nécessaire|tout (?:préparé|prévu|organisé|réglé|rangé))(?! pour (?:le|la|les|un|une|des|mon|ma|mes|son|sa|ses|faire|cuisiner|préparer|réparer|demain))|de quoi (?:en finir|le faire|mourir|partir|me tuer|ne plus me réveiller)|${MEANS}|${DESPAIR}|i'm done|im done|i am done|c' est (?:fini|la fin|décidé)|(?:j' en|jen) (?:ai marre|peux plus)|au revoir|pardon`,
      scope: 'message',
    },
    {category: 'self_harm', pattern: "(?:de quoi|ce qu' il faut pour|le nécessaire pour) (?:en finir|mourir|me tuer|se tuer|me pendre|me foutre en l' air)", context: PERSON, scope: 'message'},
    // Someone who cannot be woken, told by what happens when one tries: opens the eyes and falls
    // back asleep, reacts only to a pinch (read from the verb, so that "quand on la" stays a
    // personal marker), only mumbles.
    {
      category: 'unconscious',
      pattern: "(?:ouvre|ouvrait|entrouvre|entrouvrait) (?:à peine )?(?:les |ses |un |l' )?(?:yeux|oeil) (?:et|puis|pis|pi|mais|deux secondes|une seconde|2 sec|2 secondes) ~2 (?:retombe|retombait|se rendort|se rendormait|referme|refermait|repart|repartait|replonge)|(?:pince|secoue|appelle|stimule|tape|bouge|remue) ~4 (?:réagit à peine|(?:ne |n' )?réagi[a-z]* (?:pas|pa|presque pas|quasiment pas|plus|plu|que)|grogn[a-z]*|marmonn[a-z]*|gémi[a-z]*|ouvre à peine)|(?:ne fait que|fait que|juste) (?:marmonner|grogner|gémir)",
      context: "réveill[a-z]*|dort|dorme|dormir|endormie?|somnolente?|sommeil|dans les vapes|soirée|fête|teuf|bu|alcool|drogue|pris|médicaments?|cachets|depuis|ce matin|cette nuit",
      scope: 'message',
    },
    // One pupil larger than the other after a knock.
    {
      category: 'head_injury',
      pattern: "(?:une |la |sa )?pupille ~3 plus (?:grosse|grande|large|dilatée|petite) que l' autre|pupilles? ~2 (?:de tailles? différentes?|pas de la même taille|inégales|asymétriques)|(?:une |un )?(?:pupille|oeil) (?:toute |très )?(?:dilatée|dilaté|énorme) (?:et pas l' autre|d' un (?:seul )?côté)",
      context: `${HEAD_BLOW}|cogn[a-z]*|tomb[a-z]*|chute|choc|coup|heurt[a-z]*`,
      scope: 'message',
    },
    // The worst pain ever in the head, held in both hands, then drowsy or collapsed.
    {
      category: 'sudden_headache',
      pattern: "mal comme jamais|(?:jamais|pas) (?:eu|eue) (?:aussi|si|autant) mal|(?:tenu|tient|tenait|tenant|pris|prend|prenait|prenant) (?:la|sa) tête (?:à deux mains|dans (?:les|ses) mains|entre (?:les|ses) mains|en (?:criant|hurlant|pleurant|gémissant|disant))|(?:crie|criait|criant|hurle|hurlait|hurlant) ~3 (?:mal (?:à|a) la tête|sa tête|la tête)",
      context: "t[eê]te|crâne|(?:tout|toute|très) endormie?|somnolente?|vomi[a-z]*|effondré[e]?|évanoui[e]?|perdu connaissance|dans les pommes|raide|nuque|d' un coup|soudain[a-z]*|brutal[a-z]*",
      reach: 30,
    },
    // Diabetes with confusion or no response: a hypo or a coma.
    {
      category: 'other_emergency',
      pattern: "(?:glycémie|glycemie|dextro|sucre|hypo|hyper|diabét)[a-z]*|insuline",
      context: "(?:arrive|arrivons|arrivent|arrivait|arrivais|peut|peux|pouvons|réussit|réussis|réussissons|parvient|parviens|parvenons) (?:pas|pa|plus|plu) (?:à |a )?(?:le |la |les |l' )?réveiller|impossible (?:de|à) (?:le |la |les |l' )?réveiller|(?:dure?|difficile)s? (?:à|a) réveiller|(?:ne |n' )?(?:se )?(?:répond|réagit|réveille) (?:presque |quasiment )?(?:plus|pas|pa|plu)(?! (?:au|aux|à|la nuit|le matin|pour|avant|quand|si|en pleine) )|(?:arrive|arrivons|arrivent|peut|peux|pouvons|réussit|réussis|réussissons) (?:pas|pa|plus|plu) (?:à |a )?(?:lui |la |le )?(?:faire )?(?:boire|avaler|manger|prendre)|(?:répond|réagit|répondait|réagissait) (?:mal|à peine|au ralenti|bizarrement|difficilement|plus bien)|(?:dans les pommes|évanoui[a-z]*|perdu connaissance|tombé[e]? par terre)|inconscient[e]?|confus[e]?|délire|dit n' importe quoi|(?:très |super )?somnolent[a-z]*|convul[st][a-z]*|(?:dans les vapes)",
      reach: 20,
    },
    // Stiff and shaking, with a bitten tongue, foam or no response: a convulsion told without the word.
    {
      category: 'seizure',
      pattern: "(?:tremble|secoue|gigote|se débat|tressaute)[a-z]* (?:de partout |dans tous les sens |de tout son corps )?(?:par terre|au sol)|(?:tremble|secoue|tressaute|sursaute)[a-z]* (?:bizarrement|de façon (?:bizarre|étrange|rythmée)|en rythme|par saccades)|(?:raide|rigide|crispée?|contractée?)(?: ,)?(?: [a-z']+){0,4}(?: ,)? (?:tremble|secoue|secousses|spasmes|gigote|saccades)|(?:tremble|secoue|secousses|spasmes|saccades)(?: ,)?(?: [a-z']+){0,4}(?: ,)? (?:raide|rigide|crispée?)",
      context: "bave|écume|mousse|sang dans la bouche|mordu (?:la|sa) langue|langue mordue|yeux (?:révulsés|en l' air|au ciel|fixes|dans le vide)|(?:ne )?(?:répond|réagit) (?:pas|pa|plus|plu)|inconsciente?|tombée? (?:par terre|au sol|d' un coup)",
      scope: 'message',
    },
    // Hypothermia: cold and no longer shivering, or cold and confused.
    {
      category: 'other_emergency',
      pattern: "(?:ne |n' )?(?:tremble|grelotte|frissonne) (?:même |meme )?(?:plus|plu|pu)|(?:glacée?|gelée?|froide?|frigorifiée?|glaciale?) ~4 (?:confus[e]?|somnolent[e]?|(?:ne )?répond (?:plus|pas)|endormi[e]?|délire|bizarre|dit n' importe quoi|parle (?:au ralenti|lentement|mal|bizarrement|difficilement|plus)|mélangée?|(?:tout|toute) (?:lente?|raide|molle?|mou))|hypotherm[a-z]*" + COMPARED,
      context: "neige|froid|glacée?|glacial[e]?|gel|dehors|eau froide|rivière|lac|hiver|montagne|nuit dehors|congél[a-z]*|(?:par terre|au sol) (?:toute la nuit|depuis hier|des heures)|(?:toute la nuit|des heures) (?:par terre|au sol)|sans chauffage|chauffage (?:coupé|en panne)",
      scope: 'message',
    },
    // A cord felt or seen coming out once the waters have gone: cord prolapse.
    // A fall from a height onto the head is a dangerous mechanism in itself.
    {category: 'head_injury', pattern: "(?:tombée?s?|chutée?s?|chute) ~3 (?:de |d' une hauteur de )(?:[2-9]|\\d\\d|deux|trois|quatre|cinq|six|dix) mètres|(?:tombée?s?|chutée?s?|chute) (?:du|d' un|de l' ?|de la|d' une) (?:toit|échelle|balcon|fenêtre|étage|échafaudage|arbre|mur)", context: "sur (?:la |sa )?tête|(?:tête|crâne) (?:la )?première|sur le crâne"},
    {category: 'pregnancy', pattern: "(?:douleur|mal|crampe|point)s?(?: [a-z']+){0,4} (?:d(?:' | )?un (?:seul )?côté|à droite|a droite|à gauche|a gauche|côté (?:droit|gauche))(?: (?:,|[a-z']+)){0,8} (?:sens partir|sent partir|malaise|évanoui[a-z]*|tête qui tourne|vertiges?|tomber dans les pommes|tourner de l' oeil|épaule)", context: PREGNANT, scope: 'message'},
    // The baby moving less, said without "in my belly", in a message that says the pregnancy.
    {category: 'pregnancy', pattern: "(?:bébé|bb|le petit|la petite|le bébé|il|elle) (?:ne |n' )?(?:a|as) (?:pas|pa|plus|plu|pu|presque pas|quasiment pas|pratiquement pas|quasi pas|presque plus|quasiment plus) (?:du tout )?(?:bougé|remué|tapé|gigoté|donné de coups)", context: PREGNANT, scope: 'message'},
    {category: 'pregnancy', pattern: "(?:bébé|bb|le petit|la petite|le bébé) (?:ne |n' )?(?:bouge|remue|tape|donne|gigote) (?:plus|plu|pu|presque plus|presque pas|quasiment plus|quasiment pas|quasi plus|quasi pas|pratiquement plus|beaucoup moins|moins|bien moins|nettement moins|très peu)(?! (?:beaucoup|encore|trop|souvent|tellement|que|qu'))", context: PREGNANT, scope: 'message'},
    // Breathless or chest pain in late pregnancy or after a birth (a clot in the lung).
    {category: 'pregnancy', pattern: "(?:respire|respirait) (?:mal|difficilement|avec difficulté)|(?:mollet|jambe) ~3 (?:gonfl|enfl|douloureu|dur|rouge|chaud)[a-z]* ~6 (?:essou?ffl[a-z]*|du mal à respirer|souffle court)|essou?ffl[a-z]* ~6 (?:mollet|jambe) ~3 (?:gonfl|enfl|douloureu|dur)[a-z]*|(?:du mal|de la peine|difficultés?) (?:à|a) respirer|essou?ffl[a-z]* (?:au repos|d' un coup|brutalement|soudainement|même assise?)|(?:douleur|point|mal) ~3 (?:poitrine|thorax|en respirant|quand je respire)|crach[a-z]* du sang", context: AFTER_BIRTH, scope: 'message'},
    {category: 'pregnancy', pattern: "cordon|(?:quelque chose|un truc|qqch) (?:qui )?(?:sort|dépasse|pend)", context: PREGNANT, scope: 'message'},
    // On a bridge, a roof or a ledge, said with no strength left or not knowing why one writes.
    {
      category: 'self_harm',
      pattern: "(?:je suis|j suis|jsuis|chui|chu|suis|il est|elle est|debout|assise?|monté[e]?|grimpé[e]?|perché[e]?) (?:sur|au bord (?:du|de la|d' un|d' une)|en haut (?:du|de la|d' un|d' une)|sous) (?:le |la |un |une |l' |mon |ce |cette )?(?:pont|toit|balcon|rebord|parapet|rambarde|garde corps|falaise|viaduc|quai|rails|voie ferrée|voies|corniche|bord du vide|fenêtre|passerelle|pont autoroutier)",
      context: "(?:plus|plu|pu|pas) (?:la )?force|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|(?:à|a) bout(?! de (?:souffle|bras|course|champ))|au bout du rouleau|fatigué[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|sauter|me jeter|me laisser tomber|le vide|mourir|en finir|adieu|au revoir|pardon|désolée?|personne ne|plus envie|(?:ça|ca) sert (?:à|a) rien|plus de sens|(?:sais|sait|jsp|jsais) (?:pas|pa|même pas) (?:pk|pq|pourquoi) (?:j' ?|je )?(?:écris|ecris|t' ?écris)|jsp (?:pk|pq|pourquoi)|pourquoi (?:j' ?|je )(?:écris|ecris|vous écris)|suicid[a-z]*|(?:me|se) tuer|personne (?:ne )?(?:remarquer|verr|s' en rendr|s' en apercevr|me regrett|me cherch)[a-z]*|si je (?:disparais|disparaissais|meurs|mourais|saute|sautais|n' étais plus là)|dispara[iî]tre|(?:je )?(?:regarde|regardais|fixe) (?:le vide|(?:en bas|vers le bas|la rue) (?:depuis|sans))",
      scope: 'message',
    },
    // On a bridge, a roof or a balcony, thinking of jumping.
    {
      category: 'self_harm',
      pattern: "(?:pense|penser|pensé|envie|songe|vais|veux|prête?|compte|hésite) (?:à |a |de |d' )?(?:sauter|me jeter|me lancer|enjamber|me laisser tomber)",
      context: "pont|toit|balcon|fenêtre|falaise|vide|quai|rails|immeuble|étage|viaduc|parapet|rambarde|barrière|bord",
      scope: 'message',
    },
    // Heat stroke: hot and confused or no longer sweating after heat or sun.
    {
      category: 'other_emergency',
      pattern: "(?:ne |n' )?(?:transpire|sue|transpirait|suait) (?:plus|plu|pas|pa|pu)|confus[e]?|délire|dit des (?:choses|trucs) (?:bizarres|incohérent[a-z]*)|dit n' importe quoi|(?:brûlant|bouillant)e?|(?:évanoui|effondr|écroul)[a-z]*|coup de chaleur" + COMPARED,
      context: "soleil|chaleur|canicule|cagnard|insolation|(?:\\d\\d|quarante) degrés|au champ|en plein air|dehors toute la journée",
      scope: 'message',
    },
    // Anaphylaxis: stung by a bee or a wasp, then vomiting, going limp or very drowsy.
    {
      category: 'anaphylaxis',
      pattern: "(?:devient|devenue?|devenu|est|toute?|tout) (?:toute? |tout )?(?:molle?s?|flasques?|inertes?|amorphes?|somnolente?s?|dans le coltar)|vomi[a-z]*|(?:ne |n' )?(?:tient|tenait) (?:plus|plu|pu) debout",
      context: "piqué[e]?s? par (?:une |un |des )?(?:abeille|guêpe|frelon|bourdon)s?|piqûres? (?:de |d' )(?:guêpe|abeille|frelon|bourdon)s?|abeilles?|guêpes?|frelons?",
      reach: 30,
    },
    // Meningitis: red spots that spread, with a fever.
    {
      category: 'meningitis',
      pattern: "(?:taches?|boutons|points|plaques|marques|petits points|rougeurs?) (?:rouges? |violettes? |foncées? )?(?:qui )?(?:s' étend(?:ent)?|s' étal(?:ent)?|se propag(?:ent)?|se multipli(?:ent)?|gagn(?:e|ent) du terrain|grandiss(?:ent)?|apparaiss(?:ent)? partout|envahi(?:t|ssent))",
      context: `${FEVER}|somnolent[a-z]*|${CONFUSED}`,
      scope: 'message',
    },
    // Drowning: pulled out of the water, with a breathing or waking sign.
    {
      category: 'other_emergency',
      pattern: "(?:sorti|sortir|ressorti|repêché|repêcher|tiré|retrouvé)[a-z]* ~5 (?:(?:de|dans|hors de) (?:l' eau|la piscine|la mer|la rivière|la baignoire|l' étang|la flotte|le lac|le bassin|le bain|le canal)|du (?:bassin|lac|bain|canal))|(?:était|est resté[e]?|restée?|a passé|passé|coulé|flottait|au fond) ~3 (?:sous l' eau|au fond (?:de la piscine|de l' eau|du bassin|de la baignoire))|noyade|(?:s' est )?noyé[e]?|(?:failli|manqué de|en train de) (?:se |me )?noyer",
      context: "tousse|toux|respir[a-z]*|souffle|inconscient[e]?|(?:ne )?(?:répond|réagit|bouge) (?:pas|pa|plus|plu)|bleu[a-z]*|blême|pâle|gris[e]?|somnolent[a-z]*|endormi[e]?|vomi[a-z]*|crache|réveill[a-z]*|noy[a-z]*",
      scope: 'message',
    },
    // A chemical splashed in the eye.
    {
      category: 'other_emergency',
      pattern: "(?:javel|déboucheur|destop|acide|soude|chaux|ciment|produit|nettoyant|détartrant|anticalcaire|désinfectant|décolorant|eau oxygénée|peroxyde|white spirit|diluant|dissolvant|acétone|insecticide|capsule|dosette|ammoniaque|décapant|dégraissant|détergent|chlore|lessive|solvant|liquide vaisselle)[a-z]* ~5 (?:dans|sur) (?:l' |les |mon |son |ses |mes |ton |tes |un )?(?:oeil|yeux|loeil)|(?:oeil|yeux) ~4 (?:javel|déboucheur|destop|acide|soude|chaux|ciment|produit chimique|nettoyant|ammoniaque|décapant|chlore)",
      context: "brûl[a-z]*|pique|piquent|arde?|mal|douleur|ouvrir|vois|voit|rouge|pleure|larmes|rinc[a-z]*|projet[a-z]*|giclé|reçu|éclaboussé|saut[a-z]*",
      scope: 'message',
    },
    // A child with a rash that does not fade under a glass is a sick child as well.
    {
      category: 'sick_child',
      pattern: "(?:taches?|boutons|points|plaques|rougeurs?|éruption|marques) ~8 (?:ne |n' )?(?:disparai[a-z]*|s' effac[a-z]*|blanchi[a-z]*|partent|part|pâli[a-z]*|s' en vont|s' en va) (?:pas|pa|plus|plu) ~3 (?:verre|appui[a-z]*|appuy[a-z]*|presse|pression|vitre)|(?:taches?|boutons|points|plaques|rougeurs?|éruption|marques) ~6 (?:rest(?:e|ent)|toujours là|visibles?) ~4 (?:verre|appui[a-z]*|appuy[a-z]*|presse|pression|vitre)|(?:taches?|boutons|points|plaques|marques) (?:violet(?:te)?s?|violacée?s?|pourpres?|lie de vin|rouge foncé|noirâtres?) ~8 (?:verre|appui[a-z]*|appuy[a-z]*|presse|pression|vitre)|purpura",
      context: CHILD,
      scope: 'message',
    },
    // The names of conditions people also ask about in general: only with someone in the message.
    {category: 'sepsis', pattern: `(?:septicémie|sepsis|choc septique|infection (?:généralisée|du sang|dans le sang))${COMPARED}`, context: PERSON, scope: 'message'},
    {category: 'meningitis', pattern: `(?:méningite(?! (?:[abcwy]+ )?(?:vaccin|vaccination|rappel))|purpura)${COMPARED}`, context: PERSON, scope: 'message'},
    {category: 'pregnancy', pattern: `(?:grossesse extra ?utérine|pré ?éclampsie|prééclampsie|éclampsie|hématome rétro ?placentaire)${COMPARED}`, context: PERSON, scope: 'message'},
    {category: 'anaphylaxis', pattern: "oedème de quincke|choc (?:anaphylactique|allergique)|réaction anaphylactique|anaphyla[a-z]*|angio ?oedème", context: `${PERSON}|après|piqûre|piqué[e]?|guêpe|abeille|frelon|mangé|avalé|injection`, scope: 'message'},
    {category: 'carbon_monoxide', pattern: "intox[a-z]* (?:au|par le|par du|de) (?:monoxyde|co)|(?:empoisonn|intox)[a-z]* ~3 monoxyde", context: PERSON, scope: 'message'},
    {category: 'other_emergency', pattern: `(?:coma diabétique|acidocétose|coup de chaleur|hypothermie|embolie pulmonaire|dissection (?:aortique|de l' aorte)|rupture d' anévrisme)${COMPARED}`, context: PERSON, scope: 'message'},
    // Chest pain: the nitrate spray does not relieve it ("la trinitrine fait rien"), with pain said in the message.
    {
      category: 'chest_pain',
      pattern: "(?:trinitrine|natispray|nitroglycérine|lenitral|nitro|spray (?:pour le coeur|sous la langue)) ~8 (?:(?:ne )?(?:le |la |me |lui |leur )?(?:fait|fais|faisait|font) (?:rien|plus rien|aucun effet|pas d' effet|plus d' effet|pas effet)|(?:ne )?(?:le |la |me |lui |leur )?(?:soulage|soulagent|soulageait|marche|marchent|agit|calme|passe) (?:pas|pa|plus|plu|rien)|sans (?:aucun )?effet|(?:aucun|pas d'|pas de) effet|(?:n' )?a (?:pas|rien) (?:fait|marché|soulagé|changé))|(?:pris|prise|mis|fait|utilisé) ~3 (?:fois|bouffées?|pulvérisations?|doses?|spray) ~6 (?:trinitrine|natispray|nitroglycérine|lenitral|nitro) ~10 (?:toujours|encore|dure depuis|depuis (?:\\d+|vingt|trente|une demi) ?(?:min|minutes|heure))",
      context: "mal|douleurs?|poitrine|thorax|torse|coeur|serre|serré|oppression|toujours|encore|gris|pâle|sueurs?|transpire",
      scope: 'message',
    },
    // Chest pain: something squeezing the heart ("comme une main qui lui serre le cœur"), with a cardiac sign within reach (sadness has none).
    {
      category: 'chest_pain',
      pattern: "(?:me|m'|lui|leur|te|nous) (?:serr[a-z]*|enserr[a-z]*|compress[a-z]*|pèse sur) (?:le |son |mon )?coeur|coeur (?:qui )?(?:me |lui |leur |m' )?(?:fait|fais|faisait) (?:très |super |vraiment )?mal|coeur (?:qui )?(?:me |lui |leur )?(?:serre|pince|comprime|brûle)",
      context: "sueurs?|transpir[a-z]*|moite|bras|mâchoire|essou?ffl[a-z]*|nausées?|vomi[a-z]*|malaise|pâle|grise?|blanc(?:he)? comme|livide|blême|chaud et froid|infarctus|cardiaque|depuis (?:\\d+|une|deux|vingt|trente) (?:min|minutes|heures?|h)",
      reach: 20,
    },
    // Chest pain: a mere "gêne" in the chest, with a sign of a heart attack within reach (a denied sign does not count).
    {
      category: 'chest_pain',
      pattern: "(?:douleur|mal|brûlure|pression|poids) ~6 (?:remont|irradi|part|monte|file|descend)[a-z]* ~2 (?:vers|dans|jusqu' ?(?:à|a|dans)) (?:la |le |sa |ma )?(?:poitrine|poitrail|torse|thorax|sternum)|(?:se )?(?:frott[a-z]*|mass[a-z]*) (?:la|sa|ma|le|son|mon) (?:poitrine|poitrail|torse|thorax|sternum)|(?:pès?e|pèsent|pesait|appuie|appuyait|appuient) ~2 (?:sur|dans|au milieu (?:de|du)|au centre (?:de|du)|en plein milieu (?:de|du)|en plein) (?:la |le |l' |ma |sa |mon |son |du )?(?:poitrine|poitrail|torse|thorax|sternum|coeur)|(?:poitrine|poitrail|torse|thorax|sternum) ~4 comme (?:une |un |si |s' )?(?:brique|enclume|poids|éléphant|étau|pierre|rocher|tonne|parpaing|sac de ciment|quelqu' ?un (?:assis|appuyait|marchait))|gêne ~3 (?:dans|à|a|au niveau (?:de|du)|sur|au|derrière|en plein milieu (?:de|du)|au milieu (?:de|du)) (?:la |le |l' |ma |sa |mon |son |du )?(?:poitrine|poitrail|torse|thorax|sternum|cage thoracique|chest)|(?:points?|pincements?|élancements?|lourdeurs?|coups? de poignard) ~3 (?:dans|à|a|au niveau (?:de|du)|sur|au|derrière) (?:la |le |l' |ma |sa |mon |son |du )?(?:poitrine|poitrail|torse|thorax|sternum|cage thoracique)|(?:poitrine|poitrail|torse|thorax) (?:est |était )?(?:toute? |très |super )?lourde?|comme écrasée?|gêne (?:thoracique|rétrosternale|poitrine)|(?:très |trop |super |hyper )?mal (?:au|du) (?:coeur|côté du coeur) ~4 (?:appuie|serre|écrase|comprime|pèse|oppresse|bras)",
      context: "sueurs?|transpir[a-z]*|moite|bras gauche|bras ~2 (?:engourdi|lourd|fourmill|picot)[a-z]*|(?:appuie|serre|écrase|comprime) (?:très |trop )?fort|mâchoire|irradi[a-z]*|essou?ffl[a-z]*|souffle court|nausées?|vomi[a-z]*|malaise|serre|serré[e]?|oppress[a-z]*|écras[a-z]*|pâle|gris[e]?|blanc(?:he)? comme|livide|blême|infarctus|crise cardiaque|cardiaque|depuis (?:\\d+|une|deux|trois|quelques|plus d' une) (?:min|minutes|heures?|h)|au repos|(?:de plus en plus|très) fort|(?:qui )?(?:ne )?passe (?:pas|pa|plus|plu)",
      reach: 30,
    },
    // Chest pain said without the chest: the jaw or between the shoulder blades, with sweat or the heart named.
    {
      category: 'chest_pain',
      pattern: "(?:mal|douleurs?|serrement|pression) ~3 (?:entre les omoplates|(?:à|a|dans|jusqu' ?(?:à|a|dans)) (?:la |sa |ma )?mâchoire)",
      context: "moite|sueurs?|transpir[a-z]*|en nage|coeur|cardiaque|infarctus|bras gauche|essou?ffl[a-z]*",
      reach: 30,
    },
    // Chest pain told by where it reaches ("il a mal jusqu'à l'épaule gauche", also without the
    // apostrophe), with the chest, the heart, pallor or sweat near.
    {
      category: 'chest_pain',
      pattern: "(?:mal|douleurs?|serrement|pression|brûlure|ça (?:lui |me )?(?:fait mal|tire|serre)) ~3 (?:jusqu(?:' ?| )|jusque )(?:à |a |au |aux |dans )(?:le |la |l' |les |mon |ma |son |sa )?(?:bras|épaule|épaules|mâchoire|machoire|cou|dos|omoplates?|poignet)",
      context: "poitrine|poitrail|torse|thorax|thoracique|sternum|coeur|pâle|blanc(?:he)?|blême|livide|gris[e]?|sueurs?|transpir[a-z]*|moite|en nage|essou?ffl[a-z]*|nausées?|malaise|infarctus|cardiaque",
      reach: 30,
    },
    // Chest pain seen from outside: a hand pressed on the heart or chest, with pallor, sweat or pain said.
    {
      category: 'chest_pain',
      pattern: "(?:la |les |sa |ses |une )?mains? (?:crispées? |plaquées? |posées? |serrées? )?(?:sur|contre) (?:le |la |son |sa |mon |ma )?(?:coeur|poitrine|poitrail|torse|thorax|sternum)",
      context: "pâle|blanc(?:he)?|blême|livide|gris[e]?|sueurs?|transpir[a-z]*|moite|en nage|(?:a|ai|avoir) mal|douleurs?|grimac[a-z]*|essou?ffl[a-z]*|respire mal|malaise|(?:s' est |s' )?assis[e]? (?:d' un coup|brusquement|par terre)|(?:s' est )?effondr[a-z]*|plié[e]? en deux|bras gauche|épaule|mâchoire",
      reach: 30,
    },
    // Chest pain: spreading pain, an elephant on the chest.
    {
      category: 'chest_pain',
      pattern: "(?:irradi[a-z]*|descend[a-z]*|remont[a-z]*|part|file|s' étend|se propage|va|monte) ~3 (?:dans|vers|jusqu' ?(?:à|au|aux|dans)|à|au|en|entre) (?:le |la |l' |les |mon |ma |son |sa )?(?:bras|cou|épaule|dos|omoplates)|bras gauche ~2 (?:engourdi|lourd|qui fourmille)",
      context: 'poitrine|poitrail|torse|thorax|thoracique|sternum|coeur|transpir[a-z]*|sueurs?',
    },
    {
      category: 'chest_pain',
      pattern: "éléphant|enclume|rouleau compresseur|comme un étau|(?:ça|ca) (?:me |lui )?serre(?! (?:le coeur|la gorge de))",
      context: "poitrine|poitrail|torse|thorax|sternum|coeur|transpir[a-z]*|sueurs?",
    },
    // Breathing: hands at the throat after swallowing something; not enough air with a danger sign; a clot in the lung.
    {
      category: 'breathing',
      pattern: "(?:s' |s |se |me |m' )?(?:agripp|tien|attrap|serr|accroch|tenant|agrippant)[a-z]* (?:la|sa|ma|le|son|mon) (?:gorge|cou)|mains? (?:sur|à|autour de) (?:la|sa|ma|son) (?:gorge|cou)",
      context: "avalé|étouff[a-z]*|respir[a-z]*|mang[a-z]*|bonbon|morceau|travers|bleu[a-z]*|violet[a-z]*|parler|parle|tousser|air|son|bruit",
    },
    {
      category: 'breathing',
      pattern: "manqu[a-z]* d' ?(?:air|oxygène)|(?:pas|pa|plus|plu) assez d' ?air|(?:air|oxygène) (?:ne )?(?:passe|rentre) (?:plus|plu|pas|pa|mal)",
      context: "vite|gris[a-z]*|bleu[a-z]*|violet[a-z]*|lèvres|parler|étouff[a-z]*|suffoq[a-z]*|repos|assis|allongé[e]?|siffl[a-z]*|(?:très|trop|super) fort|(?:de plus en plus|encore plus) mal|aidez",
    },
    {
      category: 'breathing',
      pattern: "essou?ffl[a-z]*|(?:du mal|de la peine|difficultés?) (?:à|a) respirer|(?:douleur|mal|point) ~3 (?:quand|en|dès que|chaque fois que) (?:je |j' |il |elle )?(?:respire|inspire|respirant|inspirant)|crach[a-z]* (?:du )?sang",
      context: "mollet ~3 (?:gonflé|enflé|douloureux|rouge|dur|chaud|gros)|(?:gonflé|enflé|douloureux)e? ~2 (?:au |le |du )?mollet|phlébite|thrombose|caillot|(?:avion|vol|car|bus|train) ~3 (?:\\d+ ?h|heures|long)|long (?:vol|trajet|voyage)",
      scope: 'message',
    },
    // Breathing: can't speak, with breathing words around.
    {
      category: 'breathing',
      pattern: `${CANT}(?:parler|finir (?:ses|mes|une|sa|ma) phrases?|dire (?:un mot|deux mots|plus de (?:deux|trois|\\d) mots)|parler sans (?:m|s)' arrêter|aligner (?:deux|trois) mots)|(?:fait|fais) (?:pu|plus|plu) aucun (?:son|bruit)|halète|haletant[e]?|(?:parle|parler) (?:que )?(?:par|en) (?:petits )?(?:mots|bouts de phrases?)`,
      context: "siffl[a-z]*|respir[a-z]*|souffle|essouffl[a-z]*|air|asthme|inhalateur|ventoline|étouff[a-z]*|suffoqu[a-z]*|gorge",
      scope: 'message',
    },
    {
      category: 'breathing',
      pattern: "(?:ne |n' |ça |ca )?(?:la |le |me |lui |les |l' )?(?:passe|soulage|marche|fonctionne|agit|fait effet|change|aide|calme|suffit|débloque|passent|soulagent|marchent|fonctionnent|agissent|font effet|changent|aident|calment|suffisent|débloquent) (?:pas|pa|plus|plu|rien)(?! (?:aussi|autant|si longtemps|comme avant|longtemps))|(?:ne )?(?:fait|font) (?:rien|plus rien|pas effet|aucun effet)|sans (?:effet|amélioration)|(?:aucun|pas d') (?:effet|amélioration)",
      context: "ventoline|ventolin|inhalateur|inhalateurs|bouffées|puffs?|salbutamol|bronchodilatateur|pompe(?: bleue)?|spray|crise d' asthme|airomir|bricanyl|aérosols?",
    },
    {
      category: 'breathing',
      pattern: "respir[a-z]* (?:de manière |de façon |d' une façon )?(?:bizarre|bizarrement|très lente|lentement|tout doucement|très doucement|par à coups|irrégulière|avec des pauses|difficile|à peine)|pauses respiratoires|râle[a-z]*",
      context: "réveill[a-z]*|inconscient[e]?|répond|réagit|bleu[a-z]*|gris[a-z]*|pris|drogue|médicament|overdose|mou|molle|tombé[e]?|effondr[a-z]*|lèvres|pupilles",
    },
    {
      category: 'breathing',
      pattern: "(?:coincé|bloqué|resté)e?s? (?:dans|au fond de) (?:la|sa|ma|leur) (?:gorge|trachée|gosier)|(?:morceau|bonbon|os|jouet|pièce|bille|aliment|cacahuète|raisin|noix) ~4 (?:coincé|bloqué)e?s? ~3 (?:gorge|trachée|gosier)|(?:morceau|bout|bonbon|os|jouet|pièce|bille|aliment|cacahuète|raisin|noix|arête|bouchon|capuchon) ~4 (?:coincé|bloqué|avalé de travers|passé de travers)e?s?|(?:avalé|avale|avaler|passé|passée|parti|partie|allé|allée|pris|mangé) ~4 de travers|(?:fait|fais|faisait|a fait|refait) (?:une |des )?fausses? routes?",
      context: "respir[a-z]*|parler|parle|bleu[a-z]*|violet[a-z]*|rouge|étouff[a-z]*|air|aucun (?:son|bruit)|tousse (?:pas|pa|plus|plu)|bébé|bb|mon fils|ma fille|enfant|petit|petite|\\d+ (?:ans|mois)",
    },
    // Seizure: shaken by jerks, with a fall, blood in the mouth or the first time ("il est tombé et il est agité de secousses").
    {
      category: 'seizure',
      pattern: "(?:agitée?|secouée?|prise?|parcourue?) (?:de|par des|par de) (?:grosses |violentes |fortes )?(?:secousses|spasmes|convulsions|soubresauts|saccades)|(?:secousses|spasmes|soubresauts) (?:de|dans) tout (?:le|son) corps",
      context: "tomb[ée]e?s?(?! malade)|effondrée?|écroulée?|par terre|au sol|bave|écume|sang (?:dans|de) la bouche|saigne (?:de|par) la bouche|(?:mordu|mord) (?:la|sa) langue|(?:ne |n' )?(?:répond|réagit) (?:pas|pa|plus|plu)|inconsciente?|yeux|jamais eu (?:ça|ca|de crise)|(?:la )?première fois|raide|rigide",
      scope: 'message',
    },
    // Seizure: jerking limbs with a fixed stare, no response or stiffness.
    {
      category: 'seizure',
      pattern: "tressaut[a-z]*|soubresauts?|secousses?|spasmes?|saccades?|mouvements? (?:bizarres|anormaux|saccadés|étranges|incontrôlés|rythmiques|répétitifs)|(?:bras|jambes|membres|corps) ~3 (?:qui )?(?:tremblent|bougent tout seuls|sautent|se raidissent|se contractent|s' agitent|se tordent)",
      context: "(?:regard[a-z]*|yeux) ~2 (?:fixes?|dans le vide|vitreux|dans le vague|révulsés|au plafond|en l' air)|(?:ne |n' )?(?:répond|réagit) (?:pas|pa|plus|plu)|bave|écume|inconscient[e]?|par terre|au sol|saigne (?:de|par) la bouche|sang (?:dans|de) la bouche|(?:mordu|mord) (?:la|sa) langue|bleu[a-z]*|raides?|rigides?|crispée?s?|convul[st][a-z]*|violente?s|fi[eè]vre|fébrile|(?:38|39|40|41)|bébé|bb|nourrisson|depuis (?:\\d+|une|deux|trois|cinq|dix) (?:min|minutes|mn)",
    },
    // Paracetamol counted in grams well above the daily maximum, in any sentence of the message.
    {
      category: 'overdose_poisoning',
      pattern: "(?:[6-9]|[1-9]\\d|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente) ?(?:grammes|gr|g)(?! (?:de (?:sucre|sel|protéines?|fibres?|glucides?|lipides?|graisses?|beurre|farine|créatine)|par (?:kilo|kg)))",
      context: "parac[eé]tamol|doliprane|dafalgan|efferalgan|dolip|doli",
      scope: 'message',
    },
    // Seizure: still not awake a while after a fit has ended.
    {
      category: 'seizure',
      pattern: "(?:ne |n' )(?:s' est|est) (?:toujours |encore |tjs |tjrs )?(?:pas|pa|plus|plu) (?:encore )?(?:réveillée?|revenue? à (?:lui|elle)|sortie? du coma)|(?:ne |n' )?(?:se )?(?:réveille|reprend (?:connaissance|conscience|ses esprits)|revient (?:à (?:lui|elle|soi))|répond|réagit|ouvre (?:pas |plus )?les yeux) (?:toujours |encore |vraiment |même )?(?:pas|pa|plus|plu)|(?:toujours|encore) (?:pas )?(?:inconscient[e]?|endormie?|dans le coaltar|dans les vapes|réveillée?)|(?:pas|pa) encore (?:réveillée?|revenue? à (?:lui|elle))",
      context: "convul[st][a-z]*|épilep[a-z]*|(?:fait|eu|refait|fini|finie|terminé|terminée) (?:une |sa |la |des |une grosse |une autre )?crises?(?! (?:d' ?|de |du )[a-z])|crises? ~4 (?:est |s' est |a |sont |se sont |ont )?(?:finie?s?|terminée?s?|passée?s?|arrêtée?s?|cessé)|(?:après|depuis|fin de) (?:la|sa|cette|une) crise|tremblements? (?:se sont|ont) arrêté",
      scope: 'message',
    },
    // Seizure: drooling or a "crise" with seizure words; a bitten tongue.
    {
      category: 'seizure',
      pattern: "bav(?:e|er|ait|ant|é)|bave aux lèvres|écume|mousse|(?:se )?mord (?:la|sa) langue|mordu[e]? (?:la|sa) langue|crises?(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|hémorroïdes|colère|jalousie|hypo[a-z]*|tétanie|spasmophilie|coeur|la quarantaine|ado[a-z]*|adolescence|allergi[a-z]*|éternuements|hystérie|eczéma|psoriasis|rhumatisme|arthrose|sinusite|laryngite|diarrhée|vomissements|hoquet|sanglots?|pleurs|démangeaisons|boulimie|manque|sommeil|fatigue|folie|rage|couple|confiance|foi|croissance|vocation|identité|hyperventilation|spasme[a-z]*|mal|douleurs?|reflux|acné|cystite|hémorroïde)(?![a-z])| cardiaque| économique| sanitaire| (?:de la|des|du)(?![a-z]))|(?:fait|fais|faire|faisait|en train de faire|eu|a eu|vient de faire|vient d' avoir) (?:une |sa |des |une grosse |sa première |une première )?crises?(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|hémorroïdes|colère|jalousie|hypo[a-z]*|tétanie|spasmophilie|coeur|la quarantaine|ado[a-z]*|adolescence|allergi[a-z]*|éternuements|hystérie|eczéma|psoriasis|rhumatisme|arthrose|sinusite|laryngite|diarrhée|vomissements|hoquet|sanglots?|pleurs|démangeaisons|boulimie|manque|sommeil|fatigue|folie|rage|couple|confiance|foi|croissance|vocation|identité|hyperventilation|spasme[a-z]*|mal|douleurs?|reflux|acné|cystite|hémorroïde)(?![a-z])| cardiaque| économique| sanitaire| (?:de la|des|du)(?![a-z]))",
      context: 'mouvements? (?:de tout le corps|saccadés|incontrôl[a-z]*|anormaux|des bras|des jambes)|tout le corps|mord[a-z]* (?:la|sa) langue|confus[e]?|trembl[a-z]*|convul[st][a-z]*|secou[a-z]*|raide|par terre|spasmes|yeux|inconscient[e]?|répond (?:pas|pa|plus|plu)|épilep[a-z]*|urin[a-z]*|fait pipi sur (?:lui|elle)|(?:ne )?se réveille (?:pas|pa|plus|plu)|en tombant',
    },
    // Stroke: a limb that won't move, balance, gait, dropping things, with a stroke sign around.
    {
      category: 'stroke',
      pattern: `${CANT}(?:bouger|lever|sentir|soulever|utiliser|tenir) (?:tout |toute )?(?:le|la|son|sa|mon|ma|les|ses|mes|leur) (?:bras|jambe|main|côté|pied)s?`,
      context: `bouche|visage|face|parole|parl[a-z]*|mots|voix|${SUDDEN}|avc|bafouill[a-z]*`,
    },
    {
      category: 'stroke',
      pattern: `traîn[a-z]* (?:la |sa |une |ma |le |son )?(?:jambe|pied|patte)|(?:main|bras|jambe|pied|visage|joue|lèvre|langue)s?(?: ${SIDE})? ~3 (?:engourdi|insensible|paralysé|lourd|faible|mort|inerte|sans force|mou|molle)[a-z]*|(?:ne |n' )?parle (?:plus|plu|pu)(?! (?:à|a|avec|de|fort|vite|doucement|que|lentement|souvent|bien|français|anglais))|${CANT}(?:tenir|attraper|saisir|prendre) (?:sa|son|ses|un|une|le|la|les) (?:fourchette|verre|tasse|cuillère|stylo|téléphone|objets?|couverts)|(?:engourdi|paralysé|insensible)[a-z]* ~2 (?:la |le |du |de la |les )?(?:main|bras|jambe|pied|visage|joue)|(?:vois|voit|vision) (?:double|trouble d' un (?:oeil|côté))|(?:vois|voit|voyait) (?:tout )?(?:en )?double|(?:une|la|sa|ma) (?:jambe|main) qui (?:traîne|lâche|ne (?:répond|suit) plus)|marche (?:de travers|en zigzag|en crabe|bizarrement|comme (?:un homme )?(?:ivre|bourré|saoul))|titub[a-z]*(?![a-z]| un peu| légèrement)|(?:perd|perds|perdu|perte d(?:' | )?) (?:l(?:' | )?)?équilibre|(?:lâche|lache|laisse tomber|fait tomber|échappe) (?:tout|tous les objets|les objets|ses affaires|son verre|sa tasse|sa fourchette|ce qu)|(?:plus (?:de|aucune)|pas de|aucune|perdu (?:toute )?(?:la|sa|ma|leur)|perte de) force (?:dans|à|au|aux|de|du) (?:le |la |les |l' |mon |ma |mes |son |sa |ses )?(?:bras|jambes?|mains?|côté|pieds?)|(?:ne |n' )?comprend (?:plus|plu|pas|pa|plus rien à|rien à) ce qu' ?on (?:lui|me|leur) (?:dit|demande|raconte)|(?:du mal|de la peine|difficultés?) (?:à|a) comprendre (?:ce qu' ?on|ce que (?:je|tu|vous|nous)) (?:lui |leur )?(?:dit|dis|disons|dites|demande)|(?:ne |n' )?comprend (?:plus |pas |plus rien |rien )(?:à |de )?ce qu' ?(?:il|elle) (?:dit|raconte|veut dire)|(?:ne |n' )?comprend (?:plus|plu|pu|plus rien (?:à|a|de)) ce que (?:je|j'|tu|vous|nous|on) (?:lui |leur )?(?:dis|dit|disons|dites|demande|raconte)|charabia|baragouin[a-z]*|parle (?:chinois|une autre langue|une langue inconnue|une langue bizarre)|${CANT}marcher (?:droit|normalement|tout seul|toute seule)|(?:part|penche|tombe|dévie|tire|va|tombant|penchant|partant|déviant|tirant) (?:toujours |tout le temps |sans arrêt )?(?:sur|vers|à|du) (?:la |le )?(?:droite|gauche|même côté)|(?:penche|penchait|tombe|part|glisse|s' affaisse|s' effondre) (?:toujours |tout le temps |sans arrêt )?d(?:' | )?un (?:seul )?côté`,
      context: `bouche|visage|face|parole|parl[a-z]*|mots|voix|(?:bras|jambe|main|pied|côté|visage|jambes|bras) ${SIDE}|${ONE_SIDE}|${SUDDEN}|avc|bafouill[a-z]*|double|(?:perdu|perd|perdre|perte de) (?:la )?(?:vue|vision)|d' un (?:seul )?oeil|équilibre|titub[a-z]*|n' importe quoi|incohérent[a-z]*|confus[e]?`,
    },
    {
      category: 'stroke',
      pattern: "(?:trou|tache (?:noire|sombre)|zone (?:noire|sombre|floue)|voile|partie) ~3 (?:vision|vue|champ (?:visuel|de vision))|(?:vois|voit) (?:plus|plu|pu) (?:rien )?(?:à|a|sur|du côté) (?:droite|gauche)|(?:perdu|perd|perdre|perte de) (?:la )?(?:vue|vision) (?:d' un|de l' |du|d' |de son|de mon) ?(?:seul )?oeil|(?:vois|voit) (?:plus|plu|pu) (?:rien )?(?:d' un|de l' ?|du|de son|de mon) ?(?:seul )?oeil",
      context: `${ONE_SIDE}|vient de|(?:bras|jambe|main|visage|bouche|pied) ~3 (?:faible|engourdi|mou|molle|lourd|paralysé|de travers)[a-z]*|${SUDDEN}|depuis (?:\\d+|une|deux|quelques) (?:min|minutes|heures?)|(?:oeil|loeil) ${SIDE}|d' un (?:seul )?oeil|pendant (?:\\d+|quelques|dix|cinq|deux|trois|une) (?:min|minutes|secondes)`,
    },
    // Anaphylaxis: a swollen face, a hoarse voice, trouble swallowing, widespread hives, after an allergen.
    {
      category: 'anaphylaxis',
      pattern: "(?:lèvres?|visage|yeux|oeil|bouche|paupières?|joues?|figure|langue) ~3 (?:qui )?(?:gonfl[a-z]*|enfl[a-z]*|boursoufl[a-z]*|grossi[a-z]*|énormes?|(?:doublé|triplé|quadruplé)e?s?(?: de volume)?|déformée?s?|(?:toute )?épaisses?)(?![a-z]| un peu| légèrement| à peine| un petit peu)|(?:elle|il|je|bébé|visage|figure) (?:est |suis |a l' air )?(?:tout|toute) (?:rouge et |rouge )?(?:gonflée?|enflée?)|(?:gonfl|enfl|boursoufl|grossi)[a-z]* ~2 (?:de la |du |des |de l' |aux |au |à la |la |le |les |l' )?(?:lèvres?|visage|yeux|bouche|paupières?|joues?|figure|langue|face)|(?:gonflement|oedème) (?:des |du |de la )?(?:lèvres|visage|yeux|paupières)|(?:gonfl|enfl)[a-z]* (?:de partout|partout|de tout le corps|de la tête aux pieds)",
      context: "repas|resto|restaurant|dîner|déjeuner|plat|sauce|apéro|gâteau|biscuits?|bonbons?|dessert|sandwich|goûter|mangé|manger|avoir mangé|goûté|piqûre|piqué[e]?|abeille|guêpe|frelon|pris|médicament|cachet|comprimé|antibio[a-z]*|pénicilline|amoxicilline|ibuprofène|aspirine|vaccin|cacahuètes?|peanuts?|tree nuts?|nuts|shellfish|shrimps?|prawns?|(?:bee|wasp) stings?|stung|after eating|arachides?|noix|noisettes?|amandes?|cajou|pistaches?|fruits de mer|fruits à coque|crevettes?|moules|crustacés|poisson|oeufs?|lait|kiwi|sésame|moutarde|soja|allergi[a-z]*|réaction|urticaire|plaques|respir[a-z]*|siffl[a-z]*",
    },
    {
      category: 'anaphylaxis',
      pattern: `voix ~3 (?:change|changée|a changé|rauque|bizarre|enrouée|cassée|étouffée|modifiée|différente|éraillée|bizarrement)|${CANT}(?:avaler|déglutir)|(?:du mal|de la peine|difficultés?|difficile|gêne) (?:à |a |pour )?(?:avaler|déglutir)|(?:n' )?avale (?:mal|difficilement|plus|plu)`,
      context: "repas|resto|restaurant|dîner|déjeuner|plat|sauce|apéro|gâteau|biscuits?|bonbons?|dessert|sandwich|goûter|mangé|goûté|avoir mangé|piqûre|piqué[e]?|abeille|guêpe|frelon|antibio[a-z]*|pénicilline|amoxicilline|augmentin|ibuprofène|aspirine|anti ?inflammatoire|vaccin|produit de contraste|cacahuètes?|peanuts?|tree nuts?|nuts|shellfish|shrimps?|prawns?|(?:bee|wasp) stings?|stung|after eating|arachides?|noix|noisettes?|amandes?|cajou|pistaches?|fruits de mer|fruits à coque|crevettes?|moules|crustacés|poisson|oeufs?|kiwi|sésame|moutarde|soja|allergi[a-z]*|allergène|réaction|urticaire|plaques|gonfl[a-z]*|enfl[a-z]*",
    },
    {
      category: 'anaphylaxis',
      pattern: "(?:me|se|te) sen[st] (?:partir|(?:très |super |hyper |tellement )?faibles?)|(?:sens|sent) que (?:je pars|il part|elle part|je vais tomber)|tourn[a-z]* de l' oeil|sur le point de (?:m' |s' )?évanouir|(?:vais|va) (?:m' |s' )évanouir|(?:vais|va) tomber dans les pommes|malaise|vertiges?|(?:la )?tête qui tourne|la tête (?:me|lui) tourne|évanoui[a-z]*|dans les pommes|(?:très|tout|toute) (?:pâle|blanc|blanche|livide)|(?:vais|va) (?:tomber|m' écrouler|s' écrouler)",
      context: "réaction allergique|urticaire|piqûre (?:de |d' )(?:guêpe|abeille|frelon|insecte|bourdon|méduse|vive|scorpion|araignée)|piqué[e]? par|abeille|guêpe|frelon|allergène|anaphyla[a-z]*|plaques partout|boutons partout",
    },
    {
      category: 'anaphylaxis',
      pattern: "(?:gorge|langue|glotte|trachée) ~3 (?:qui )?(?:serre|serrée|me serre|lui serre)|gorge serrée|(?:gorge|glotte|trachée) (?:qui )?se (?:serrer|fermer|resserrer|boucher)",
      context: "injection|piqûre|perfusion|produit de contraste|anesthési[a-z]*|repas|resto|restaurant|dîner|déjeuner|plat|sauce|apéro|gâteau|biscuits?|bonbons?|dessert|sandwich|goûter|mangé|manger|goûté|avalé|piqûre|piqué[e]?|abeille|guêpe|frelon|antibio[a-z]*|pénicilline|amoxicilline|ibuprofène|aspirine|vaccin|cacahuètes?|peanuts?|tree nuts?|nuts|shellfish|shrimps?|prawns?|(?:bee|wasp) stings?|stung|after eating|arachides?|noix|noisettes?|amandes?|cajou|pistaches?|fruits de mer|crevettes?|crustacés|poisson|oeufs?|kiwi|sésame|allergi[a-z]*|réaction|urticaire|plaques|gonfl[a-z]*|enfl[a-z]*",
      scope: 'message',
    },
    {
      category: 'anaphylaxis',
      pattern: `respir[a-z]* en sifflant|respir[a-z]* (?:mal|difficilement|très mal)|(?:du mal|de la peine|de la misère|difficultés?|gêne) (?:à|a|pour) respirer|${CANT}respirer|gêne respiratoire|étouff[a-z]*|souffle court|siffl(?:e|es|ent|ait|ements?|ante) ~3 (?:respir[a-z]*|poitrine|bronches|souffle)|respiration sifflante|(?:plaques|urticaire|boutons)(?: rouges)? ~3 (?:partout|de partout|sur tout le corps)|couverte?s? (?:de |d' )(?:plaques|boutons|urticaire)`,
      context: "cacahu[a-z]*|peanuts?|tree nuts?|nuts|shellfish|shrimps?|prawns?|(?:bee|wasp) stings?|stung|after eating|après (?:le |la |un |une |son |sa |leur |notre |avoir )?(?:resto|restau|restaurant|repas|mangé|manger|dîner|déjeuner|goûter|cantine|apéro|plat|dessert|gâteau|kebab|traiteur)|arachides?|noix|noisettes?|amandes?|cajou|pistaches?|fruits (?:de mer|à coque)|crevettes?|moules|crustacés|oeufs?|kiwi|sésame|piqûre|piqué[e]?|abeille|guêpe|frelon|réaction allergique|allergiques? ~4 (?:mangé|bu|avalé|goûté|touché|pris|par erreur|par accident)|allergique (?:à|au|aux) (?:la |l' )?(?:arachide|cacahu|noix|oeuf|lait|poisson|crevette|fruits|pénicilline|amoxicilline|antibio|ibuprofène|aspirine|abeille|guêpe|sésame|kiwi)|pénicilline|amoxicilline|augmentin|antibio[a-z]*|anapen|epipen|adrénaline|réaction allergique|urticaire|vaccin[a-z]*|produit de contraste",
    },
    // Unconscious: very hard to wake after drink, drugs, an illness.
    {
      category: 'unconscious',
      pattern: "(?:très |super |hyper |tellement )?(?:dure?|difficile)s? (?:à|a) réveiller|ne se réveille (?:presque|quasiment|quasi) (?:pas|pa|plus|plu)|se rendort (?:direct|aussitôt|tout de suite|immédiatement)|(?:ne |n' )?réagit (?:à peine|presque (?:pas|pa|plus|plu))",
      context: `bu|alcool|pris|drogue|médicament|cachets|comprimés|soirée|fête|teuf|boîte|festival|diabét[a-z]*|glycémie|insuline|respir[a-z]*|tombé[e]?|cogné[e]?|tête|vomi[a-z]*|${FEVER}|(?:ouvre|ouvrait) (?:les|ses) yeux (?:et|puis|mais) ~2 (?:retombe|se rendort|repart)|retombe (?:direct|aussitôt|tout de suite|immédiatement)|quand on (?:le |la |l' )?(?:pince|secoue|stimule)|(?:re)?ferme (?:les|ses) yeux|(?:les |ses )?yeux ~2 (?:se referment|se ferment|se révulsent)|marmonn[a-z]*|bafouill[a-z]*|incohérent[e]?|confus[e]?|(?:ouvre|ouvrait) (?:les|ses) yeux (?:une|deux|2|1|quelques) (?:secondes?|instants?)|(?:ouvre|ouvrait) à peine (?:les|ses) yeux|depuis (?:ce matin|cette nuit|hier|des heures|\\d+ ?(?:h|heures?))`,
      scope: 'message',
    },
    {
      category: 'unconscious',
      pattern: "(?:ne |n' )?(?:revient|revenait|reprend|reprenait) (?:toujours |presque )?(?:pas|pa|plus|plu|pu|pus) (?:à (?:lui|elle|soi|eux)|(?:ses )?(?:esprits|conscience|connaissance))|(?:ne )?(?:revient|revenait) (?:toujours )?(?:pas|pa|plus|plu|pu|pus)(?= [.,?]| et|$)",
      context: "syncope|malaise|évanoui[a-z]*|tombée?|perdu connaissance|inconscient[e]?|dans les pommes|effondrée?|écroulée?|par terre|au sol|crise|convuls[a-z]*|cogné",
      scope: 'message',
    },
    {
      category: 'unconscious',
      pattern: "dans les vapes|(?:on |je )?(?:le |la )?secoue ~2 (?:rien|aucune réaction|pas de réaction)",
      context: "secou[a-z]*|répond|réagit|réveill[a-z]*|tombé[e]?|malaise|inconscient[e]?|effondr[a-z]*|par terre",
    },
    // Overdose: drugs taken, then danger signs; a dose taken twice, then symptoms; a child who ate pills.
    {
      category: 'overdose_poisoning',
      pattern: `(?:pris|prend|consommé|gobé|avalé|sniffé|fumé|injecté|shooté|bu|mélang[a-z]*|mélange) ~3 ${DRUGS}|(?:grosse |forte |énorme )?dose (?:de |d' )${DRUGS}|pupilles? ~3 (?:minuscules|en têtes? d' épingle|toutes petites|très petites|contractées)`,
      context: "brûlant[e]?|transpir[a-z]*|délir[a-z]*|hallucin[a-z]*|convul[st][a-z]*|agité[e]?|serre les (?:dents|mâchoires)|fièvre|température|inconscient[e]?|réveill[a-z]*|respir[a-z]*|coeur|palpit[a-z]*|vomi[a-z]*|bleu[a-z]*|répond|réagit|dort|somnol[a-z]*|malaise|pupilles|dans les vapes|dans le coa?ltar|dans le gaz|comateu(?:x|se)",
    },
    {
      category: 'overdose_poisoning',
      pattern: "(?:pris|avalé|donné|redonné|repris) ~3 (?:comprimés|cachets|médicaments|traitement|dose|doses|pilules|gélules|insuline|piqûre) ~3 (?:deux|2|trois|3) fois(?! par (?:jour|semaine|mois))|(?:pris|avalé|donné|redonné|repris|injecté|fait) ~3 (?:deux|2|trois|3) fois(?! par (?:jour|semaine|mois))|(?:pris|avalé|donné|bu|injecté|redonné) ~5 par erreur|(?:confondu|inversé|interverti)[a-z]* ~4 (?:médicaments?|gouttes|comprimés|cachets|flacons?|boîtes?|sirops?|traitements?|pilules?)|(?:bu|avalé|pris|vidé) (?:tout|toute) (?:le|la|un|une) (?:flacon|bouteille|boîte|plaquette|tube)|(?:en plus|en trop) (?:de|d') (?:ma|sa|la|leur|son|mon) (?:dose|traitement)|(?:doses?|comprimés|cachets|gélules) en trop|(?:deux|trois|2|3|double|triple) fois (?:sa|la|ma|ta|leur|son|mon|leurs|ses|mes) (?:dose|traitement|comprimés|cachets|médicaments)|doses? (?:en double|doublée?s?|triplée?s?)|(?:en double|doublé[e]?s?) ~2 (?:dose|comprimés|cachets|médicaments)|(?:comprimés|cachets|médicaments) ~4 en double|(?:trompé[e]?|erreur) ~4 (?:de )?(?:doses?|médicaments?|comprimés?|cachets?|pilulier|boîtes?)|(?:pris|avalé|donné) ~3 (?:les |des )?(?:médicaments|comprimés|cachets) (?:de|d') (?:quelqu' ?un d' autre|son|sa|mon|ma)|(?:l' |les )?(?:a |ai )?(?:reprise?s?|redonnée?s?) ~4 (?:en oubliant|par oubli|par erreur|sans (?:le )?savoir)|oubli[a-z]* ~4 (?:déjà )?(?:pris|donné)e?s?",
      context: "paracétamol|paracetamol|doliprane|dafalgan|efferalgan|digoxine|insuline|lithium|méthotrexate|colchicine|anticoagulants?|warfarine|coumadine|previscan|préviscan|eliquis|xarelto|bêtabloquants?|morphine|opioïdes|tramadol|fentanyl|oxycodone|fer|antidépresseurs?|anafranil|laroxyl|théophylline|sulfamide|glibenclamide|daonil|diamicron|amarel",
    },
    {
      category: 'overdose_poisoning',
      pattern: "nausées?|vomi[a-z]*|(?:voit|vois) (?:tout )?(?:flou|jaune|vert|double|trouble)|confus[e]?|somnol[a-z]*|(?:très )?endormi[e]?|malaise|vertiges?|(?:la )?tête qui tourne|palpitations|coeur (?:qui )?(?:bat|ralentit|s' emballe)|pouls (?:lent|faible|rapide|très)|respire (?:mal|lentement|difficilement|à peine)|trembl[a-z]*|délire|agitée?|bizarre|(?:dure?|difficile) (?:à|a) réveiller|(?:très |super )fatiguée?",
      context: "(?:pris|avalé|donné|redonné|repris) ~3 (?:comprimés|cachets|médicaments|traitement|dose|doses|pilules|gélules|insuline|piqûre) ~3 (?:deux|2|trois|3) fois(?! par (?:jour|semaine|mois))|(?:pris|avalé|donné|redonné|repris|injecté|fait) ~3 (?:deux|2|trois|3) fois(?! par (?:jour|semaine|mois))|(?:pris|avalé|donné|bu|injecté|redonné) ~5 par erreur|(?:confondu|inversé|interverti)[a-z]* ~4 (?:médicaments?|gouttes|comprimés|cachets|flacons?|boîtes?|sirops?|traitements?|pilules?)|(?:bu|avalé|pris|vidé) (?:tout|toute) (?:le|la|un|une) (?:flacon|bouteille|boîte|plaquette|tube)|(?:en plus|en trop) (?:de|d') (?:ma|sa|la|leur|son|mon) (?:dose|traitement)|(?:doses?|comprimés|cachets|gélules) en trop|(?:deux|trois|2|3|double|triple) fois (?:sa|la|ma|ta|leur|son|mon|leurs|ses|mes) (?:dose|traitement|comprimés|cachets|médicaments)|doses? (?:en double|doublée?s?|triplée?s?)|(?:en double|doublé[e]?s?) ~2 (?:dose|comprimés|cachets|médicaments)|(?:comprimés|cachets|médicaments) ~4 en double|(?:trompé[e]?|erreur) ~4 (?:de )?(?:doses?|médicaments?|comprimés?|cachets?|pilulier|boîtes?)|(?:pris|avalé|donné) ~3 (?:les |des )?(?:médicaments|comprimés|cachets) (?:de|d') (?:quelqu' ?un d' autre|son|sa|mon|ma)|(?:l' |les )?(?:a |ai )?(?:reprise?s?|redonnée?s?) ~4 (?:en oubliant|par oubli|par erreur|sans (?:le )?savoir)|oubli[a-z]* ~4 (?:déjà )?(?:pris|donné)e?s?",
      scope: 'message',
    },
    {
      category: 'overdose_poisoning',
      pattern: "(?:mangé|avalé|croqué|gobé|bu|goûté|ouvert|trouvé|attrapé|mâchouillé) ~4 (?:les |des |mes |ses |plein de |un |une |le |la |toute la |tout le )?(?:médicaments?|médocs?|cachets?|comprimés?|pilules?|gélules?|vitamines|bonbons au|sirop|flacon|boîte|plaquette|piluliers?|boîte à pilules|trousse à pharmacie)|pris ~2 (?:les |des |plein de )?(?:médicaments|médocs|cachets|comprimés|pilules|gélules) (?:de|d') (?:sa|son|ma|mon|la|le|leur)|(?:flacon|plaquette|blister)s? ~5 (?:vide|vidé[e]?s?|à moitié vide)|(?:il |en |y )?manque (?:des |plusieurs |quelques |\\d+ |deux |trois |un |une )?(?:comprimés|cachets|gélules|pilules|médicaments)|(?:boîte|tube|bouteille)s? (?:de |d' )(?:sirop|médicaments?|comprimés|cachets|gélules|pilules|doliprane|dafalgan|fer|vitamines|somnifères|javel|lessive|produit[a-z ]*) ~3 (?:vide|vidé[e]?|à moitié vide|entamé[e]?)",
      context: 'enfant|fils|fille|bébé|bb|petit|petite|\\d+ ans|\\d+ mois|chien|chat|neveu|nièce|niece|petit fils|petite fille|loulou|puce',
    },
    {
      category: 'overdose_poisoning',
      pattern: "(?:bu|avalé|ingurgité|sifflé|descendu|boit|bois|calé|cale|calait|callé) ~5 (?:alcool|vodka|whisky|rhum|pastis|gin|tequila|vin|bières?|champagne|liqueur|bouteille|shots?|verres)|coma (?:éthylique|alcoolique)|(?:bu|boit|bois) (?:comme (?:un|une) (?:fou|folle|trou|malade|porc|éponge)|énormément|comme jamais|toute la (?:soirée|nuit))|(?:trop|beaucoup|énormément) bu|(?:ivre|saoule?|soûle?|bourrée?) morte?|(?:complètement |totalement |très |super )(?:ivre|saoule?|soûle?|bourrée?|pétée?|déchirée?|torchée?)",
      context: "(?:il|elle|je) dort|endormi[e]?|(?:dure?|difficile) (?:à|a) réveiller|réveill[a-z]*|inconscient[e]?|(?:ne )?répond (?:pas|pa|plus|plu|pu)|réagit|respire (?:mal|lentement|à peine|bizarrement|doucement)|convul[st][a-z]*|bleu[a-z]*|glacé[e]?|(?:de |a )[1-6] ans|bébé|bb|\\d+ mois|dans les vapes|dans le coa?ltar|comateu(?:x|se)",
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:pris|prendre|avalé|avaler|bu|mélangé) ~4 (?:${PILLS}|${DRUGS}) ~6 (?:alcool|vodka|whisky|bières?|vin|rhum|tequila|gin|pastis|bière|rosé|champagne|cidre|apéro|ricard|cognac|binch|bibine|vinasse|verres?|bouteille)|(?:alcool|vodka|whisky|bières?|vin|rhum|rosé|champagne|apéro|verres) ~3 (?:et|avec|puis|pis) ~2 (?:${PILLS}|${DRUGS})|(?:s' est|se sont|s' était|me suis|m' étais|il s' est|elle s' est) (?:shooté|défoncé|fait un shoot|injecté)[a-z]*|(?:pris|avalé|repris|gobé|reprise|bouffé|enquillé) ~3 ${PILLS}|en (?:ai|a|avons|ont|avait|avais) (?:pris|avalé|repris|gobé|bouffé) (?:au moins |au minimum |genre |peut être |facile |environ |presque |plus de |une )?(?:\\d+|dix|douze|quinze|vingt|trente|quarante|cinquante|dizaine|vingtaine|trentaine|plein|beaucoup|trop|toute la (?:boîte|plaquette)|la boîte|la plaquette|tout)`,
      context: `${HARD_TO_WAKE}|${CANT}(?:le |la |les )?réveiller|(?:tout|toute|très|super|hyper|complètement|à moitié) (?:endormi|ensuqué|groggy|vaseu|stone|dans le coa?ltar)[a-z]*|vaseu(?:x|se)|groggy|dans le coa?ltar|dans les vapes|(?:ne )?(?:tient|tiens|tenait|tenais) (?:plus|plu|pas|pa|pu) debout|${CANT}(?:tenir|me tenir|se tenir|rester) debout|jme sen[st] partir|ronfl[a-z]* (?:bizarre[a-z]*|fort|étrange[a-z]*)|(?:me|se|te) sen[st] partir|(?:vais|va) (?:tomber|m' évanouir|s' évanouir)|malaise|somnol[a-z]*|vomi[a-z]*|(?:état )?bizarre|délir[a-z]*|inconscient[e]?|(?:ne |n' )?(?:répond|réagit) (?:plus|plu|pas|pa)|(?:répond|réagit) (?:à peine|presque (?:pas|pa|plus|plu|rien)|quasiment (?:pas|pa|plus|plu|rien)|quasi (?:pas|pa|plus|plu|rien))|ne se réveille|respire (?:tout |très |super |trop |de plus en plus )?(?:à peine|mal|lentement|doucement|faiblement|bizarrement)|bleu[a-z]*|convul[st][a-z]*|(?:arrive|arrivons|arrivent) (?:pas|pa|plus|plu) à (?:le |la )?réveiller`,
      scope: 'message',
    },
    // Overdose: several of them eaten or swallowed ("en a mangé plusieurs, c'est des cachets pour le coeur"), the pills named within reach.
    {
      category: 'overdose_poisoning',
      pattern: "en (?:a|ont|avait|avaient) (?:mangé|avalé|croqué|gobé|bouffé|mâché|mâchouillé) (?:plusieurs|plein|beaucoup|une poignée|un paquet|toute? (?:la|le)|tous|toutes|je sais pas combien|on sait pas combien|\\d+|deux|trois|quatre|cinq|six|dix)",
      context: `${PILLS}|piluliers?`,
      reach: 20,
    },
    // Poisoning: a product named, then "il en a bu / le gamin l'a mangé" said of it.
    {
      category: 'overdose_poisoning',
      pattern: "(?:en|l') (?:a|ont|avait|avaient|aurait|auraient) (?:bu|avalé|mangé|léché|goûté|ingéré|croqué|mâché|mâchouillé|sucé|bouffé|mis dans (?:la|sa) bouche)",
      context: POISONS,
      reach: 20,
    },
    // Poisoning: fumes from cleaning products mixed together, with symptoms.
    {
      category: 'overdose_poisoning',
      pattern: "mélang[a-z]* ~4 (?:javel|chlore|ammoniaque?|acide|détartrant|déboucheur|produits?|vinaigre) ~4 (?:et|avec|à|au|aux) ~3 (?:javel|chlore|ammoniaque?|acide|vinaigre|détartrant|déboucheur|produits?)|(?:vapeurs?|gaz|émanations?) (?:de |du |d' )(?:javel|chlore|ammoniaque?|produits?)",
      context: "touss[a-z]*|toux|respir[a-z]*|étouff[a-z]*|suffoq[a-z]*|gorge|yeux|brûl[a-z]*|malaise|vertiges?|vomi[a-z]*|essou?ffl[a-z]*",
      scope: 'message',
    },
    // Carbon monoxide: symptoms (negation-checked), with a source of CO anywhere in the message.
    {
      category: 'carbon_monoxide',
      pattern: CO_SYMPTOM,
      context: CO_SOURCE,
      scope: 'message',
    },
    // Sudden headache: an explosion, a stab, a thunderclap, in the head; the worst ever.
    {
      category: 'sudden_headache',
      pattern: "(?:maximum|max|pic|paroxysme|sommet|à fond) ~3 en (?:quelques|\\d+|une|deux|trois|moins d' une) (?:secondes?|sec)|en une fraction de seconde|explosion|coup de (?:poignard|couteau|massue|marteau|bâton|batte|fouet|ton?nerre|hache)|(?:comme si|comme quand|on dirait qu' ?|l' impression qu' ?|la sensation qu' ?) ~6 (?:frappé|cogné|tapé|assommé|donné un coup|planté|poignard[a-z]*|batte|massue|marteau|bâton|hache|explos[a-z]*|éclat[a-z]*|tiré dessus|tiré une balle|pris une balle|une balle|électrocuté|foudroyé)",
      context: "tête|tete|crâne|crane|céphal[a-z]*|migraine",
    },
    {
      category: 'sudden_headache',
      pattern: "(?:violent|gros|énorme|terrible|grand) (?:coup|claquement|éclair|choc) ~3 (?:dans|derrière|à l' arrière de) (?:la |le |sa |ma )?(?:nuque|tête|crâne)|(?:douleurs?|mal) ~3 (?:violente?s?|atroces?|terribles?|insupportables?|horribles?|brutale?s?) ~3 (?:nuque|arrière (?:de la tête|du crâne))",
      context: `(?:en faisant|pendant) (?:l' amour|un rapport|un effort|du sport|la muscu)|en (?:soulevant|forçant|poussant|toussant)|vomi[a-z]*|raide|raideur|jamais|${SUDDEN}`,
    },
    {
      category: 'sudden_headache',
      pattern: "(?:tête|crâne) ~2 (?:qui )?(?:explos[a-z]*|éclat[a-z]*|va exploser|va éclater)",
      context: `${SUDDEN}|jamais|pire|cri[a-z]*|hurl[a-z]*|vomi[a-z]*|effondr[a-z]*`,
    },
    {
      category: 'sudden_headache',
      pattern: `(?:douleurs?|mal) (?:(?:très|super|hyper|trop) )?(?:violente?s?|atroces?|terribles?|insupportables?|horribles?|épouvantables?|extrêmes?|énormes?|intenses?|affreuses?|de fou|de malade|de ouf) ${HEAD_AT}|${HEADACHE} ~3 (?:violent[e]?s?|de fou|de malade|de ouf|atroces?|terribles?|insupportables?|horribles?|épouvantables?|extrêmes?|énormes?|incroyables?|(?:hyper|super|très|trop) forte?s?|comme jamais|pas comme d' habitude|jamais (?:eu|ressenti|connu|vécu) (?:ça|ca|pareil|une telle))`,
      context: `${SUDDEN}|jamais|pire|cri[a-z]*|hurl[a-z]*|effondr[a-z]*|claqu[a-z]*|craqu[a-z]*|pendant (?:le sport|l' effort|un effort|un rapport|l' amour|la course|la muscu)|en (?:soulevant|forçant|poussant|faisant (?:du sport|l' amour|un effort))`,
    },
    {
      category: 'sudden_headache',
      pattern: "(?:se tenant|se tient|se tenait|tenant|se prend|se prenait|s' est pris|s' était pris|se prenant) (?:la|sa) tête (?:à deux mains|dans (?:ses|les) mains|en (?:hurlant|criant|pleurant|gémissant))?",
      context: "effondr[a-z]*|écroul[a-z]*|tombée?|hurl[a-z]*|cri[a-z]*|vomi[a-z]*|(?:très|trop|tellement|hyper) mal|pire|jamais",
      reach: 20,
    },
    {
      category: 'sudden_headache',
      pattern: `(?:douleurs?|mal) ~3 (?:violente?s?|atroces?|terribles?|insupportables?|horribles?|épouvantables?|intenses?|affreuses?) ~3 ${SUDDEN}|${SUDDEN} ~3 (?:une )?(?:douleurs?|mal) ~2 (?:violente?s?|atroces?|terribles?|insupportables?|horribles?|épouvantables?|intenses?|affreuses?)`,
      context: "tête|tete|crâne|crane|céphal[a-z]*|nuque",
    },
    {
      category: 'sudden_headache',
      pattern: `(?:douleur|mal)s? ~2 ${SUDDEN}|${SUDDEN} ~2 (?:une |la |un )?(?:douleur|mal)s?|worst ever|(?:la |le )?pire (?:de (?:ma|sa|toute ma|toute sa) vie|que j' ai jamais (?:eu|ressenti|connu))`,
      context: `${HEAD_AT}|crâne|crane|céphal[a-z]*|headache|(?:se )?(?:tenant|tient|tenait|prend|prenait) (?:la|sa) tête|derrière (?:les|mes|ses|l') ?(?:yeux|oeil)`,
    },
    {
      category: 'sudden_headache',
      pattern: HEADACHE,
      context: "(?:effondré|écroulé|tombé)e?s? en (?:hurlant|criant|se tenant)|hurl[a-z]*|cri[a-z]* de douleur",
    },
    {
      category: 'sudden_headache',
      pattern: "jamais (?:eu |ressenti |connu )?(?:aussi |si |autant |tellement )?mal (?:comme (?:ça|ca)|de même|à ce point|pareil|de ma vie)|jamais eu (?:une |un )?(?:douleur|migraine|mal de tête|mal) (?:pareille?|comme (?:ça|ca)|aussi fort[e]?|aussi violent[e]?|de ce genre|de même)|jamais eu aussi mal",
      context: "tête|tete|crâne|crane|céphal[a-z]*|migraine",
    },
    // A headache told, then its explosive onset after a comma ("une douleur dans la tête pendant un rapport, d'un coup, explosive").
    {
      category: 'sudden_headache',
      pattern: HEADACHE,
      context: "explosi(?:f|ve)s?|fulgurante?s?|foudroy(?:ant|é)e?s?|en coup de ton?nerre|coup de ton?nerre|comme (?:un|une) (?:éclair|explosion|bombe|coup de (?:massue|poignard|marteau|batte|fusil))|brutale?(?:ment)?|d' une violence|(?:le|la) pire (?:de (?:ma|sa|toute ma|toute sa) vie)",
      reach: 12,
    },
    // Head injury: a danger sign (negation-checked), with a blow to the head anywhere in the message.
    {
      category: 'head_injury',
      pattern: `(?:répond|réagit|répondait|réagissait) (?:à peine|presque (?:pas|plus)|difficilement|bizarrement|au ralenti)|(?:été |était |est |mis |mise |a été |tombé[e]? )k ?o|knock[ée]? out|assommée?|${HARD_TO_WAKE}|${CONFUSED}|vomi[a-z]*|somnol[a-z]*|(?:tout|toute|très|super|hyper|anormalement|trop) (?:mou|molle|endormie?|ensuquée?|amorphe|léthargique|dans les vapes|dans le coltar)|(?:est|semble|a l' air|devenu[e]?|reste) (?:mou|molle|amorphe|léthargique|flasque|tout pâle et mou)|${HEADACHE} ~3 (?:de plus en plus|qui empire|qui augmente|s' aggrave|qui s' aggrave|qui s' intensifie|pire)|(?:de plus en plus|encore plus) mal (?:à la|a la|au) (?:tête|tete|crâne)|s' endor[a-z]*|(?:veut|n' arrête pas de|arrête pas de) dormir|dort (?:beaucoup|sans arrêt|tout le temps)|(?:fait|eu|a fait|a eu|fait une|eu une) (?:une |des )?(?:petite |grosse )?crises?(?! (?:d' ?|de |du )(?:angoisse|asthme|panique|foie|toux|rire|larmes|nerfs|urticaire|migraine|goutte|colique|hémorroïdes|colère|jalousie|hypo[a-z]*|tétanie|spasmophilie|coeur|la quarantaine|ado[a-z]*|adolescence|allergi[a-z]*|éternuements|hystérie|eczéma|psoriasis|rhumatisme|arthrose|sinusite|laryngite|diarrhée|vomissements|hoquet|sanglots?|pleurs|démangeaisons|boulimie|manque|sommeil|fatigue|folie|rage|couple|confiance|foi|croissance|vocation|identité|hyperventilation|spasme[a-z]*|mal|douleurs?|reflux|acné|cystite|hémorroïde)(?![a-z])| cardiaque| économique| sanitaire| (?:de la|des|du)(?![a-z]))|(?:très |super )endormi[e]?|perdu connaissance|perte de connaissance|évanoui[a-z]*|dans les pommes|assommé[e]?(?! (?:avec|par) (?:son|sa|ses|leur|leurs|un|une|des|le|la|les|ce|cette|ces) (?:cours|discours|questions?|blabla|bavardages?|travail|paperasse|réunions?|conférences?|histoires?|chiffres|devoirs|explications|reproches))|k ?o|inconscient[e]?|convul[st][a-z]*|crise (?:d' ?épilep[a-z]*|convulsive)|(?:saign[a-z]*|sang|liquide|coule|écoulement) ~4 (?:nez|oreilles?)|(?:nez|oreilles?) ~2 (?:qui )?(?:saign[a-z]*|coul[a-z]*)|saign[a-z]* (?:beaucoup|énormément|abondamment|à flots?)|(?:ouvert|fendu|ouverte|fendue) (?:le crâne|la tête|le cuir chevelu)|crâne ouvert|tête ouverte|(?:liquide|écoulement) (?:clair|transparent)|dit n' importe quoi|parle bizarrement|(?:est |a l' air |semble )?bizarre|(?:ne |n' )?(?:se |s' en )?(?:souvient|souvenait|rappelle|rappelait) (?:de rien|plus|plu|pas|pa|pu)|répète (?:sans cesse |tout le temps |en boucle |sans arrêt |toujours )?(?:les mêmes|toujours|sans arrêt|en boucle|sans cesse)|amnési[a-z]*|pupilles? ~3 (?:différentes?|inégales?|dilatées?|pas pareilles|plus grande|pas de la même taille)|(?:voit|vois) (?:double|flou|trouble)|empire|s' aggrave|(?:de plus en plus|encore plus) mal|titub[a-z]*|anticoag[a-z]*|eliquis|xarelto|apixaban|rivaroxaban|dabigatran|pradaxa|coumadine|warfarine|préviscan|previscan|sintrom|kardegic|plavix|clopidogrel|héparine|lovenox|fluindione|acénocoumarol|fluidifi[a-z]*`,
      context: HEAD_BLOW,
      scope: 'message',
    },
    {
      category: 'head_injury',
      pattern: "(?:tomb[ée]e?|chut[a-z]*) ~4 (?:de la table|du lit|du canapé|de la chaise|de la table à langer|du plan à langer|de (?:ses|mes|nos|leurs) bras|de la poussette|du transat|de la chaise haute|du berceau|du lit parapluie|de l' escalier|dans l' escalier|dans les escaliers|d' une hauteur|du comptoir|du meuble)|(?:fait tomber|échappé|lâché|laissé tomber) ~3 (?:bébé|bb|mon fils|ma fille|le petit|la petite|(?:mon|le) bébé)|(?:tête|crâne) la première|tomb[ée]e? ~3 sur (?:la|sa) tête|(?:glissé|échappé|tombé|chuté)e?s? ~3 (?:de|des|d' entre) (?:mes|ses|nos|leurs|ma|sa|les) (?:bras|mains)|(?:tête|crâne) ~2 (?:a |est )?(?:heurté|tapé|cogné|frappé)e? (?:le |la |l' )?(?:sol|carrelage|parquet|plancher|terre|béton|table|mur|coin)",
      context: "bébé|bebe|bb|nourrisson|nouveau ?n[ée]|\\d+ (?:semaines|mois)(?! de grossesse)|(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) mois|(?:de |d' |a |à |âgée? d' ?)(?:1|un) an(?! de)",
      scope: 'message',
    },
    // A fall or crash that hits the head without saying so (off a bike without a helmet, off a ladder), then a danger sign.
    {
      category: 'head_injury',
      pattern: `(?:saign[a-z]*|sang|liquide) ~4 (?:oreilles?|nez)|(?:tout|toute|très) (?:mou|molle)|perdu connaissance|perte de connaissance|évanoui[a-z]*|assommé[e]?(?! (?:avec|par) (?:son|sa|ses|leur|leurs|un|une|des|le|la|les|ce|cette|ces) (?:cours|discours|questions?|blabla|bavardages?|travail|paperasse|réunions?|conférences?|histoires?|chiffres|devoirs|explications|reproches))|k ?o|inconscient[e]?|vomi[a-z]*|${CONFUSED}|somnol[a-z]*|${HARD_TO_WAKE}|ne (?:se )?(?:souvient|rappelle) (?:de rien|plus|plu|pas|pa)|amnési[a-z]*|répète (?:sans cesse |tout le temps |en boucle |sans arrêt |toujours )?(?:les mêmes|toujours|sans arrêt|en boucle|sans cesse)|convul[st][a-z]*|(?:liquide|écoulement) (?:clair|transparent)`,
      context: "(?:tomb[ée]e?s?|chute|chuté[e]?|éjecté[e]?|projeté[e]?|fait une chute|gamelle) ~4 (?:vélo|cheval|trottinette|skate|moto|scooter|échelle|escabeau|toit|arbre|balançoire|toboggan|trampoline|lit superposé|mur|ski|snowboard|roller|patins?|escaliers?|quad|hauteur|mètres|chaise haute|table à langer|plan à langer|lit|canapé|comptoir|poussette|transat|balcon|fenêtre|table)|sans (?:son |le |leur )?casque|accident de (?:vélo|moto|scooter|trottinette|voiture|ski|la route|cheval|quad)|(?:percuté|heurté|foncé dans|rentré dans|collision avec|tapé|cogné contre) (?:un |une |le |la |l' )?(?:arbre|mur|poteau|voiture|rocher|pylône|piquet|barrière|muret|lampadaire|camion)|(?:percuté|renversé)e? par|sonné[e]?s?|collision|assommé[e]?",
      scope: 'message',
    },
    // A nosebleed that goes on (past 20 minutes, despite pressure, down the throat) or with faintness.
    {
      category: 'severe_bleeding',
      pattern: "saign[a-z]* (?:du|de|au) nez|saignements? (?:de|du) nez|(?:le |son |mon )?nez (?:qui )?(?:saigne|pisse le sang)|épistaxis",
      context: "malgré (?:la |une |les )?(?:compression|pression|appui|compresses?)|(?:depuis|ça fait|ca fait|fait) (?:plus (?:de |d' )|presque |au moins |bien )?(?:une heure|une demi heure|trois quarts d' heure|\\d+ ?h|\\d+ heures|des heures|[2-9]\\d (?:min|minutes)|(?:vingt|trente|quarante|cinquante) minutes)|(?:coule|coulait|descend|passe) (?:dans|au fond de) (?:la|sa|ma) gorge|(?:avale|avalé|avalait) (?:du |le |beaucoup de |plein de )sang|(?:est|suis|devenue?|tout|toute|très) (?:tout |toute |très )?(?:pâle|blanc|blanche|blême|gris|grise)|(?:la )?tête (?:qui |lui |me )?tourne|vertiges?|malaise|(?:se sent|me sens|se sentait) (?:faible|partir|mal)|évanoui[a-z]*",
      reach: 30,
    },
    // Bleeding that goes on although compresses or pressure are held on it, said in another segment.
    {
      category: 'severe_bleeding',
      pattern: "malgré (?:la |les |une |des |mes |ses |nos |toutes les )?(?:compresses?|compressions?|pression|appui|pansements?|mèches?|garrot|glace|serviettes?|torchons?)",
      context: "saign[a-z]*|sang|coule|pisse|gicle",
      reach: 12,
    },
    // Bleeding with signs of blood loss: faint, weak, pale, cold, clammy.
    {
      category: 'severe_bleeding',
      pattern: "saign(?:e|ent|ait|aient|ements?)|(?:perd|perds|perdu|perdait) (?:du|beaucoup de|pas mal de|trop de) sang|pisse le sang",
      context: "(?:me|se|te) sen[st] (?:très |super |hyper |tellement |vraiment )?(?:faibles?|partir|défaillir|mal)|faiblesse|(?:tout|toute) faibles?|(?:est|suis|es|devenue?s?|tout|toute|très|super) (?:tout |toute |très )?(?:pâles?|blêmes?|livides?|gris|grise|blanc|blanche)|blême|livide|pâleur|tourn[a-z]* de l' ?oeil|(?:la )?tête (?:qui |me |lui )?tourne|vertiges?|étourdi[a-z]*|(?:va|vais|allait|allais) (?:tomber dans les pommes|m' évanouir|s' évanouir|perdre connaissance)|sueurs? froides?|moite|(?:je suis|il est|elle est|suis|est) (?:tout |toute )?(?:glacée?|frigorifiée?)|grelott[a-z]*|(?:tiens|tient|tenait) (?:plus|plu|pas|pa|à peine) debout",
      reach: 20,
    },
    // Dark marks where the current went in and out, after a shock ("une marque noire à la main et une autre au pied").
    {
      category: 'burns',
      pattern: "(?:marques?|traces?|taches?|brûlures?) (?:toute?s? )?(?:noires?|noirâtres?|noircie?s?|grises?|carbonisée?s?)",
      context: "électri[a-z]*|(?:le|du|un) courant(?! d' air)|(?:coup de |le |du )jus(?! d)|décharge|prises?(?! de sang)|câbles?|fils? dénudés?|disjoncteur|tableau|haute tension|arc|foudre",
      scope: 'message',
    },
    // Severe bleeding: soaked dressings, still running, pressure for a long time, a pool, black stool with dizziness.
    {
      category: 'severe_bleeding',
      pattern: "(?:change|changer|changeons|remplit|remplis) ~3 (?:serviettes?|protections?|tampons?|garnitures?) ~3 (?:toutes? les|chaque|par) (?:\\d+ |demi |quart d' )?(?:heures?|minutes?|min|h)|(?:impossible|n' arrive pas|arrive pas|n' arrivons pas|arrivons pas|n' arrivent pas|arrivent pas|réussit pas|réussis pas|réussissons pas|parvient pas|parviens pas|parvenons pas) (?:à |a |d' |de )(?:l' |les )?arr[eê]ter|rien n' y fait|rien (?:ne )?l' arrête|rien ne (?:marche|fonctionne|change)|(?:ça|ca) (?:ne )?(?:veut|s' arrête) (?:pas|pa|plus|plu|jamais)|(?:rempli|trempé|imbibé|utilisé|changé|remplis|trempe|imbibe|traversé|transpercé|bousillé|niqué|passé à travers|bled through|soaked(?: through)?|soaké) ~3 (?:serviettes?|compresses?|torchons?|pansements?|mouchoirs|bandages?|linges?|towels?|t shirts?|tee shirts?|draps?|essuie ?tout|sopalin)|(?:serviettes?|torchons?|bandages?|pansements?|compresses?|linges?|tissus?|t shirts?|tee shirts?|gazes?|draps?|mouchoirs?|essuie ?tout|sopalin) ~3 (?:trempé[e]?s?|imbibé[e]?s?|rempli[e]?s?|plein[e]?s?|rouges?|saturé[e]?s?|traversé[e]?s?|dégoulin[a-z]*|foutu[e]?s?)|(?:continue|continuent|recommence) (?:de|à|a) (?:couler|saigner|pisser)|(?:coule|saigne) (?:toujours|encore) (?:autant|pareil|beaucoup)|(?:ça|ca) gicle|gicle|jaillit|en jets?|(?:fait|depuis) (?:plus de )?(?:\\d+|dix|quinze|vingt|trente|quarante|une demi heure|une heure)(?: minutes?| min)? ~3 (?:qu' ?on |que j' ?|que je |qu' il |qu' elle )?(?:appui[a-z]*|appuy[a-z]*|comprim[a-z]*|compress[a-z]*|presse[a-z]*|fai[st] pression)(?! (?:au milieu|en plein|(?:sur|dans|au niveau de) (?:la |le |ma |mon |sa |son |du )?(?:poitrine|torse|thorax|sternum|coeur|cage|ventre|estomac|tête)))|(?:flaque|mare)",
      context: "sang|saign[a-z]*|règles|menstru[a-z]*|coupure|coupé[e]?|plaie|coul[a-z]* ~2 (?:de|du|sur|le long de) (?:ma|sa|mon|son|la|le|l') (?:jambe|bras|main|doigt|pied|cuisse|poignet|genou|front|tête|mollet|cou)|vitre|couteau|scie|hache|tronçonneuse|cutter|lame|machette|disqueuse|entaill[a-z]*|blessure|blessé[e]?|ouvert[e]?|hémorrag[a-z]*|appui[a-z]*|appuy[a-z]*|compress[a-z]*|artère|sectionné[e]?",
    },
    {
      category: 'severe_bleeding',
      pattern: "selles ~3 (?:noires?|goudron[a-z]*|noir)|(?:sang noir|noir|noires) ~3 (?:dans )?(?:les |mes |ses )?selles|caca ~2 noir|crottes? noires?|méléna",
      context: "(?:la )?tête (?:qui |me |lui |nous |m' |l' )?tourne|tourne la tête|(?:me|se) sen[st] partir|(?:tiens|tient|tenait) (?:plus|plu|pas|pa|à peine) debout|vertiges?|étourdi[a-z]*|malaise|pâle|faible|évanoui[a-z]*|dans les pommes|perdu connaissance|(?:failli|manqué de|a failli) tomber|essouffl[a-z]*",
      reach: 40,
    },
    // Burns: a burn with a danger sign in the clause (size, place, depth, a baby, the mechanism).
    {
      category: 'burns',
      pattern: "(?:brûlures?|brûlé[e]?s?|ébouillanté[e]?s?|cramé[e]?s?)(?! (?:(?:des|les|le|la|mes|mon|ma|du|un|une|son|sa|ses|l') ?(?:toasts?|tartines?|pain|gâteaux?|pizzas?|rôti|plat|repas|frites|oignons|steak|riz|pâtes|biscuits|cookies|gratin|dîner|café|sauce|casseroles?|poêles?)|d' ?estomac|gastriques?|urinaires?|mictionnelles?|en urinant|quand j' urine|au niveau de l' estomac|dans la poitrine|dans l' oesophage|dans la gorge|dans les yeux))",
      context: "pétards?|feux? d' artifice|fusées?|explos[a-z]*|(?:grande|grosse|bonne) partie|large surface|toute la surface|visage|figure|face|mains|toute la main|main entière|paume|paumes|doigts|pieds?|orteils|sexe|parties (?:génitales|intimes)|pénis|vulve|entrejambe|périnée|fesses|sourcils|cils|(?:tout|toute) (?:le|la|l' |son|sa|mon|ma) ?(?:main|bras|jambe|cuisse|dos|ventre|torse|poitrine|visage|pied|épaule|mollet|avant bras|corps|cou)|plus grand[e]? que (?:la |ma |sa |une |son |mon )?(?:main|paume)|grande? comme (?:la|une|ma|sa|deux|mes) mains?|large|étendue?|grande surface|énormes?|cloques? (?:énormes?|partout|géantes?|grosses?)|(?:grosses?|énormes?|grandes?|immenses?) (?:cloques?|ampoules?)|(?:couvert|plein|rempli)[a-z]* (?:de |d' )(?:cloques|ampoules)|cloques|bulles|grande? comme (?:une|la|ma|sa|un|mon|son) (?:assiette|main|paume|carte|feuille|soucoupe|orange|pamplemousse|balle)|(?:de )?la taille (?:d' une|de la|de ma|de sa) (?:main|paume|assiette)|(?:de |a )[1-5] ans|\\d+ mois|peau ~2 (?:blanche|blanchâtre|cartonnée|cartonneuse|cuir|noire|noircie|carbonisée|grise|qui part|part|pèle|se décolle|décollée|arrachée|en lambeaux|qui tombe)|(?:ne )?(?:sent|sens|sentait) (?:rien|plus rien)(?! (?:de|d'|à|a) )|(?:c' est|est|devenue?|tout|toute|complètement) (?:tout |toute )?(?:noire?|noircie?|carbonisée?|cartonnée?)|indolore|ne (?:fait|fasse) (?:pas|pa|plus|plu) mal|sans douleur|bébé|bb|bebe|nourrisson|tout petit|chimique|acide|soude|javel|électri[a-z]*|incendie|explos[a-z]*|flammes?|feu|fumée|bouillant[e]?|huile|friture|friteuse|vapeur|goudron|(?:deuxième|2e|2eme|second|troisième|3e|3eme) degré|(?:grande|grosse|large|énorme|immense|vaste) (?:plaque|zone|surface|tache|partie)|(?:qui|ça|ca|ont|a|avait|est|sont|déjà|tout|toute) cloqu[a-z]*|cloqué[e]?s?|(?:toute?|très|super|peau|devenue?) (?:dure|durcie?|cartonnée?)|comme du cuir|pot d' ?échappement",
    },
    {
      category: 'burns',
      pattern: "(?:grosses?|énormes?|grandes?|immenses?) (?:cloques?|bulles|ampoules)|cloques? ~2 (?:énormes?|partout|géantes?|grosses?)|(?:couvert|plein|rempli)[a-z]* (?:de |d' )(?:cloques|bulles)|peau ~2 (?:blanche|cartonnée|carbonisée|noircie|noire|qui part|part|se décolle|décollée|en lambeaux|qui pèle en lambeaux|dure|comme du cuir)|(?:eau|huile|soupe|lait|café|thé|casserole|bouilloire|théière|marmite|friteuse) ~4 (?:tombé[e]?s?|renversé[e]?s?|versé[e]?s?) ~2 (?:dessus|sur (?:lui|elle|moi|ses|son|sa|mes|mon|ma|les|la|le|l'))|renvers[a-z]* ~4 (?:eau|huile|soupe|lait|café|thé|casserole|bouilloire|théière|marmite|friteuse) ~4 (?:bouillant[e]?|brûlant[e]?|friture|sur (?:lui|elle|moi|soi|(?:le|la|les|son|sa|ses|mon|ma|mes) (?:bras|jambes?|ventre|torse|visage|main|mains|pied|pieds|cuisses?|dos|poitrine|corps|tête)))",
      context: "plaque|four|fer|poêle|casserole|eau chaude|eau bouillante|huile|feu|flammes?|brûl[a-z]*|bouillant[e]?|vapeur|friture|barbecue|chaude?|cuisinière|radiateur|théière|bouilloire|soupe|café|thé|acide|soude|incendie|explos[a-z]*|électri[a-z]*",
      scope: 'message',
    },
    // Burns: blisters on a body part, after contact with something hot, without the word "brûlure".
    {
      category: 'burns',
      pattern: "(?:paumes?|mains?|doigts|visage|figure|bras|jambes?|torse|ventre|pieds?|cuisses?|poitrine|dos|cou|menton|joues?|peau) ~4 (?:cloques?|cloqu[a-z]*|ampoules?|bulles?)|(?:paumes?|mains?|doigts|pieds?|peau) ~3 (?:toute? |complètement )?(?:blanche?s?|cartonn[a-z]*|carbonisée?s?)|(?:cloques?|ampoules?|bulles) ~4 (?:paumes?|mains|visage|figure|bras|torse|ventre|pieds|cuisses?|poitrine|dos|cou|menton|joues?)|(?:des |plein de |plusieurs )cloques",
      context: "four|plaque|poêle|fer (?:à repasser|à lisser|à friser)|fer|casserole|bouillant[e]?|brûlant[e]?|chaud[e]?|vapeur|feu|flammes?|brûl[a-z]*|cuisinière|radiateur|barbecue|braises?|huile|friteuse|bouilloire|théière|soupe|café|thé|insert|vitre|cheminée|poêle à bois|acide|soude|javel|électri[a-z]*|pot d' échappement|soleil",
      scope: 'message',
    },
    {
      category: 'burns',
      pattern: "(?:bu|avalé|aspiré|bois|boit|avale) ~4 (?:très |trop |super )?(?:chaud|chaude|bouillant[e]?|brûlant[e]?)|(?:bu|avalé|aspiré) ~3 (?:au goulot|à la bouilloire|à la théière|à la casserole|au bec)",
      context: "bav[a-z]*|(?:mal|du mal|de la peine|difficultés?|difficile) (?:à|a|pour) (?:avaler|respirer|déglutir)|voix (?:rauque|cassée|enrouée)|respire (?:mal|difficilement)|siffl[a-z]*",
    },
    {
      category: 'burns',
      pattern: "(?:huile|eau|soupe|café|thé|lait|graisse|friture|sucre|caramel) (?:bouillante?|brûlante?|de friture|chaude?|fondu) ~4 (?:sur|dans) (?:le |la |les |l' |son |sa |ses |mon |ma |mes )?(?:visage|figure|yeux|oeil|cou|torse|poitrine|ventre|bras|mains?|jambes?|pieds?|cuisses?|dos)",
      context: "cloqu[a-z]*|cloques?|bulles|visage|figure|yeux|oeil|mains?|pieds?|sexe|bébé|bb|(?:de |a )[1-5] ans|\\d+ mois|peau ~2 (?:blanche|part|décolle|se décolle)|hurle|(?:voit|vois) (?:plus|plu|pas|mal)",
    },
    {
      category: 'burns',
      pattern: "explosion|explosé",
      context: "brûl[a-z]*|feu|flammes?|gaz|bouteille|bonbonne|blessé[e]?s?|peau|visage|cuisine|barbecue|incendie|cocotte|friteuse|pétard",
    },
    // Sepsis: a danger sign with an infection or fever anywhere in the message.
    {
      category: 'sepsis',
      pattern: `${CONFUSED}|(?:très |super |hyper |extrêmement |anormalement )(?:somnolent[e]?|endormi[e]?)|${HARD_TO_WAKE}|(?:taches|plaques) (?:violacées|violettes|bleutées)|(?:me|se|te) sen[st] (?:mal|malade|partir) comme jamais|au plus mal|(?:tout|toute) (?:mou|molle|froide?|glacée?)|(?:ne |n' )?(?:répond|réagit) (?:presque|quasiment|à peine)(?: plus| pas)?|(?:répond|réagit|répondait|réagissait) (?:au ralenti|(?:très )?lentement|difficilement|bizarrement)|(?:a l' air|semble|est|parait) (?:très|vraiment|gravement|super) malade|(?:très|super|hyper|extrêmement) essouffl[a-z]*|respire (?:très |super |hyper )vite|(?:me|se|te) sen[st] (?:vraiment |carrément |littéralement )?(?:mourir|partir)|(?:taches|plaques|marbrures) ~3 (?:genoux|jambes|cuisses)|jamais (?:été|senti|eu) (?:aussi|si) mal|(?:impression|sensation|peur|sentiment) (?:que je vais|qu' il va|qu' elle va|de) (?:mourir|y passer|crever)|mort imminente|(?:je vais|il va|elle va|on va) y (?:passer|rester)|${CANT}parler|(?:du mal|de la peine|difficultés?) (?:à|a) parler|articule (?:très |super |hyper |vraiment |trop |de plus en plus )?(?:mal|plus|plu)|parole (?:pâteuse|confuse)|bafouill[a-z]*|(?:tremble|grelotte|frissonn?e)[a-z]* ~2 (?:comme une feuille|sans pouvoir (?:m|s)' arrêter|de tous (?:mes|ses) membres|de façon incontrôlable|de partout|de tout son corps|de tout mon corps|tellement|sans arrêt|sans pouvoir|comme (?:ça|ca|jamais)|à claquer des dents)|(?:frissons|tremblements) (?:violents|incontrôlables|intenses|terribles)|claque des dents|(?:respire|respiration) ~2 (?:très |super |trop )?(?:vite|rapide|rapidement)|marbr[a-z]*|(?:bleu|marbr|violac)[a-z]* ~2 (?:aux|des|au niveau des|sur les) (?:lèvres|ongles|extrémités|genoux|jambes|cuisses|pieds|mains|doigts)|(?:peau|jambes|genoux|bras|corps|lèvres?|ongles|doigts|pieds|mains|cuisses) ~3 (?:tachet[a-z]*|marbr[a-z]*|violacé[a-z]*|violet[a-z]*|bleu[a-z]*|gris[a-z]*)|(?:n' (?:a|ai) |ne |n' )?(?:presque |quasi(?:ment)? |toujours )?(?:pas|pa|plus|plu|pu|rien) (?:fait |fais )?(?:pipi|uriné|urine)(?! (?:au pot|aux toilettes|dans le pot|tout seul|au lit))|(?:ne )?(?:fait|fais|urine|pisse) (?:presque )?(?:plus|plu|pas|pa|rien|pu) pipi|(?:plus|plu|pu|pas|pa|rien) (?:pissé|fait pipi)|(?:ne |n' )?(?:urine|urines|urinait|pisse|pissait|pisses) (?:presque |quasiment |quasi )?(?:plus|plu|pu|rien|pas|pa)(?! (?:la nuit|au lit|dans|sur|que|qu' ?|autant|souvent|beaucoup))|(?:gros|grosses?|énormes?|violents?|forts?|terribles?) frissons|frissons (?:énormes|très forts|de (?:malade|fou|ouf|dingue))|(?:va|vais|allais|allait) mourir(?! tellement| de (?:rire|honte|faim|froid|chaud|peur|fatigue|ennui))|(?:mains|pieds|extrémités|jambes) ~3 (?:glacé[e]?s?|gelé[e]?s?|froid[e]?s?)|(?:ne )?(?:tient|tiens|tenait|tenais) (?:à peine|plus|plu|pas|pa|pu) debout|tension ~2 (?:basse|chute|qui (?:chute|baisse|s' effondre)|effondrée|très basse|à [5-9])|hypotension|(?:coeur|pouls) ~3 (?:très|super|trop|hyper|tellement) (?:vite|rapide)|(?:coeur|pouls) ~2 (?:s' emballe|à toute vitesse|à 1[3-9]\\d)`,
      context: INFECTION,
      scope: 'message',
    },
    {
      category: 'sepsis',
      pattern: "fi[eè]vre|fébrile|(?:38|39|40|41)(?! (?:ans|an|mois|semaines|jours|kg|kilos|min|minutes|heures|h|cm|g|ml|mg|euros|fois))|frissons|température",
      context: "chimio[a-z]*|immunodéprim[a-z]*|greff[ée]e?|neutropén[a-z]*|aplasie|splénectom[a-z]*|sans rate|leucémie|cancer ~3 traitement",
      scope: 'message',
    },
    // Meningitis: a stiff neck or light hurting with fever; a rash that doesn't fade under a glass; a drowsy or irritable feverish child.
    {
      category: 'meningitis',
      pattern: `nuque (?:raide|bloquée|rigide|dure|coincée|tendue)|raideur (?:de |à |dans |du |au )?(?:la )?(?:nuque|cou)|raide (?:de|du) (?:la nuque|cou)|(?:nuque|cou) (?:tout |toute |très |super |hyper |complètement )(?:raide|bloquée?|rigide|dure?|coincée?|tendue?)|(?:nuque|cou) (?:est|était|reste|restait|devient|est devenue?|semble|a l' air) (?:tout |toute |très |super |hyper |complètement |vraiment )?(?:raide|bloquée?|rigide|coincée?)|cou (?:raide|bloqué)|(?:refuse|veut pas|ne veut pas|ne supporte pas|supporte pas) (?:qu' ?on (?:lui )?(?:touche|bouge|plie|tourne|baisse)|de (?:bouger|tourner|baisser|pencher|plier)) (?:le cou|la tête|la nuque)|(?:crie|hurle|pleure|a mal|mal) ~3 (?:quand|dès qu' ?|si|dès que) (?:on |il |elle |je )?(?:lui )?(?:touche|bouge|plie|tourne|baisse|penche) (?:le cou|la tête|la nuque)|(?:${CANT})?(?:toucher|coller|poser|amener) (?:sa|la|son) (?:poitrine|poitrail|torse) avec (?:son|le) menton|${CANT}(?:baisser|pencher|plier|poser|coller|mettre|amener) (?:la tête|le menton|son menton|la nuque|le cou)|(?:ne |n' )?(?:peut|peux|arrive) (?:pas|pa|plus|plu) (?:à )?(?:baisser|plier|pencher|bouger|toucher|coller|poser|amener) (?:la tête|la tete|le cou|la nuque|le menton|son menton|mon menton|sa tête)`,
      context: `${FEVER}|fi[eè]vres?|fi[eè]vreu(?:x|se)|méningite|purpura`,
      reach: 40,
    },
    {
      // "mal à la nuque, il ne peut pas la plier": the neck named, then a pronoun.
      category: 'meningitis',
      pattern: `(?:nuque|cou)(?: (?:,|[a-z']+)){0,6} (?:${CANT}|(?:ne )?(?:peu[xt]|arrive) (?:pas|pa|plus|plu) (?:à )?)(?:la |le )(?:plier|baisser|pencher|bouger|tourner|fléchir)`,
      context: `${FEVER}|fi[eè]vres?|fi[eè]vreu(?:x|se)|méningite|purpura`,
      reach: 40,
    },
    {
      category: 'meningitis',
      pattern: "(?:lumière|lumiere)(?: (?!ne |n' |pas |plus |jamais )[a-z']+){0,3} (?:gêne|fait (?:très |trop |super |tellement |hyper |vraiment )?mal|dérange|insupportable|agresse|brûle)(?! (?:pas|pa|plus|plu|jamais|du tout|absolument))|(?:hurle|crie|pleure|se cache|ferme les yeux|plisse les yeux|se protège les yeux|détourne la tête|se plaint|gémit) ~4 (?:quand|dès qu' ?|si|dès que) (?:on |j' |je |quelqu' ?un )?(?:allume|allumait|(?:allume|ouvre|allumait|ouvrait) (?:la lumière|les volets|les rideaux|la lampe|le plafonnier))|(?:veut|veux|reste|rester|préfère|demande) (?:à )?(?:rester |être )?dans le noir|(?:ne |n' )?(?:supporte|veut|peut|peux|supporter) (?:pas|pa|plus|plu|pu) ~3 (?:la )?lumière|photophobie|peur de la lumière",
      context: `${FEVER}|fi[eè]vres?|fi[eè]vreu(?:x|se)|méningite`,
      reach: 40,
    },
    {
      category: 'meningitis',
      pattern: "(?:ne |n' )?(?:disparai[a-z]*|disparaissent|disparait|s' effac[a-z]*|blanchi[a-z]*|partent|part|pâli[a-z]*|s' en va|s' en vont|change[a-z]*) (?:pas|pa|plus|plu|toujours pas)|(?:taches?|boutons|points|plaques|rougeurs?) ~4 (?:qui )?rest(?:e|ent) (?:visibles? |là |rouges? |pareils? )?(?:quand|sous|malgré|même|avec|au|à la|a la)|(?:test|coup|épreuve) du verre(?: ,)?(?: [a-z0-9']+){0,5} (?:taches?|boutons|points|plaques|rougeurs?) ~2 (?:qui )?(?:rest(?:e|ent)|sont toujours là)|(?:ne |n' )?(?:passe|passent|passait|passaient|réussi[a-z]*) (?:pas|pa|plus|plu|toujours pas) (?:le |au |à l' )?(?:test|coup|épreuve) du verre|(?:n' )?(?:ont|a|avait|avaient) (?:pas|pa) (?:passé|réussi) (?:le |au |à l' )?(?:test|coup|épreuve) du verre|(?:test|coup|épreuve) du verre ~2 (?:raté|échoué|loupé|positif)",
      context: "verre|appui[a-z]*|appuy[a-z]*|j ?appui[a-z]*|presse|pression|vitre|vitropression|vitro ?pression",
    },
    {
      category: 'meningitis',
      pattern: "(?:taches?|boutons|points|plaques|marques|petits points|éruptions?|rash|rougeurs?) ~2 (?:mauves?|violet|violets|violettes?|violacée?s?|pourpres|violacée?s|violet(?:te)?s? foncée?s?|rouges? foncée?s?|lie de vin|noirs|noirâtres|bleu foncé)|pétéchies",
      context: `${FEVER}|somnolent[a-z]*|vomi[a-z]*|nuque|enfant|bébé`,
      scope: 'message',
    },
    {
      category: 'meningitis',
      pattern: `(?:tout|toute) (?:mou|molle)|flasque|amorphe|poupée de chiffon|(?:très|super|hyper|anormalement|extrêmement|tellement|trop) irritable|cri (?:bizarre|aigu|strident|perçant)|(?:crie|hurle|pleure) ~4 (?:dès qu' ?on|quand on|si on|dès que je|quand je) (?:le |la )?(?:touche|prend|bouge)|ne supporte pas qu' ?on (?:le |la )?(?:touche|prenne|bouge)|inconsolable|cri (?:aigu|strident|perçant)|pleurs? (?:aigus?|stridents?|plaintifs?)|(?:très |super |hyper |tellement )?(?:dure?|difficile)s? (?:à|a) réveiller|ne se réveille (?:presque|quasiment|quasi) (?:pas|pa|plus|plu)|se rendort (?:direct|aussitôt|tout de suite|immédiatement)|(?:très |super |hyper |anormalement |extrêmement |tellement |trop |vraiment )somnolent[e]?|${CANT}(?:ouvrir|garder) (?:les|ses) yeux(?: ouverts)?|dans les vapes|(?:ne |n' )?réagit (?:à peine|presque (?:pas|pa|plus|plu))`,
      context: FEVER,
      scope: 'message',
    },
    // A sudden onset said on its own ("c'est venu d'un coup"), with an atrocious head pain nearby.
    {
      category: 'sudden_headache',
      pattern: `(?:venue?|arrivée?|apparue?|commencée?|partie?|tombée?|survenue?) ${SUDDEN}`,
      context: `(?:douleurs?|mal) (?:(?:très|super|hyper|trop) )?(?:violente?s?|atroces?|terribles?|insupportables?|horribles?|affreuses?|épouvantables?|explosive?s?) ~3 (?:tête|tete|crâne|crane|nuque)|(?:head|tête) (?:is )?(?:exploding|qui explose|va exploser)|(?:jamais|pas) eu (?:aussi|si|autant) mal|${HEADACHE} (?:(?:très|super|hyper|trop) )?(?:violent|atroce|affreu|horrible|terrible|insupportable|explosi)[a-z]*|pire (?:mal|douleur)`,
      reach: 15,
    },
    // Asthma: unable to blow or get the breath back.
    {
      category: 'breathing',
      pattern: `${CANT}(?:souffler|reprendre (?:son|mon|sa|ma) souffle)`,
      context: "asthm[a-z]*|ventoline|inhalateur|bronch[a-z]*|siffl[a-z]*|poumons?",
    },
    // Mushrooms or berries picked, then someone is ill: the verb comes first and the eating later.
    {
      category: 'overdose_poisoning',
      pattern: "(?:ramass|cueill|trouv)[a-z]* ~3 (?:des |les |de |quelques |ces )?(?:champignons|baies|fruits sauvages|plantes sauvages|girolles|cèpes|morilles)|champignons (?:sauvages|ramassés|cueillis|des bois|de la forêt|du jardin|trouvés|de (?:la )?cueillette)|cueillette (?:de |des )?champignons",
      context: "vomi[a-z]*|diarrhée|nausées?|malaise|mal au ventre|douleurs? (?:au|de) ventre|crampes|somnol[a-z]*|confus[e]?|bizarre|hallucin[a-z]*|trembl[a-z]*|jaune|sueurs?|transpir[a-z]*|vertiges?",
      scope: 'message',
    },
    // Pregnancy: a danger sign with a stated pregnancy or recent birth anywhere in the message.
    {
      category: 'pregnancy',
      pattern: "saign[a-z]*(?! (?:du|de) nez| des gencives)|hémorragi[a-z]*|pertes? (?:de sang|rouges?|sanglantes?)|caillots|(?:perds|perd|perdu) (?:du|beaucoup de|plein de|énormément de|trop de|tellement de) sang|(?:remplis|rempli|trempe|trempé|change|imbib[a-z]*) ~3 (?:serviettes?|protections?|garnitures?|couches?)|(?:douleurs?|crampes?|contractions?) ~2 (?:violentes?|atroces?|insupportables?|(?:très |super )?fortes?|intenses?|terribles?|horribles?) ~3 (?:ventre|bas ventre|bas du ventre|abdomen|utérus|côté|pelvis|à droite|à gauche|a droite|a gauche)|(?:douleurs?|crampes?|contractions?) ~3 (?:ventre|bas ventre|bas du ventre|abdomen|utérus) ~3 (?:violentes?|atroces?|insupportables?|(?:très |super )?fortes?|intenses?|terribles?|horribles?)|(?:crampes?|contractions?) (?:très |super )?(?:violentes?|atroces?|insupportables?|fortes?|intenses?)|(?:douleur|mal) ~4 d(?:' | )?un (?:seul )?côté (?:du |de mon |de son )?(?:ventre|bas ventre|abdomen)|(?:douleur|mal) ~3 (?:bout|pointe) de l' ?épaule|ventre ~3 (?:dur|tendu|contracté) ~4 (?:douloureux|qui ne se relâche|tout le temps|en permanence|sans arrêt)|évanoui[a-z]*|dans les pommes|perdu connaissance|convul[st][a-z]*|crise d' épilep[a-z]*|bébé ~2 (?:ne )?bouge (?:plus|plu|presque plus|pu|beaucoup moins|bien moins|moins|pas|pa|presque pas)|(?:ne |n' )?(?:le |la |l' )?(?:sens|sent|sentons|sentais|sentait|ressens) (?:presque |quasiment |beaucoup |bien |vraiment )?(?:plus|plu|pu|moins|pas|pa|rien)(?: du tout)? (?:bouger|remuer|taper|gigoter|de mouvements?|les mouvements|les coups|de coups)|(?:pas|pa|plus|plu|pu|rien) senti (?:bouger|remuer|taper|de mouvements?|les mouvements)|(?:moins|plus|plu|pas|pa|aucun|presque plus) de (?:mouvements?|coups de pieds?)(?! (?:de|d') (?:la|sa|ma) (?:main|jambe|bras))|mouvements? (?:actifs )?(?:du |de )?(?:bébé|bebe|bb) ~3 (?:diminu[a-z]*|moins|plus rares|ralenti[a-z]*|arrêté[a-z]*|disparu[a-z]*)|(?:taches|points|mouches|étoiles|éclairs) (?:noires? |lumineuses? |blanches? )?(?:devant|dans) (?:les|mes|ses) yeux|(?:bébé|bebe|bb) ~3 (?:beaucoup |bien |nettement |vraiment )?moins (?:bougé|remué|tapé)|(?:vois|voit|voir|vision) ~3 (?:étoiles|éclairs|flashs?|mouches|points (?:lumineux|noirs|blancs)|lumières|tout flou|flou|trouble)|vision (?:floue|trouble|brouillée)|troubles? (?:visuels?|de la vue|de la vision)|oedèmes? ~2 (?:brutaux|brutal|brutale?s?|soudaine?s?|importante?s?|d' un coup)|(?:mal de tête|maux de tête|céphalées?|migraines?|mal à la tête|mal au crâne) ~3 (?:violents?|forts?|terribles?|atroces?|insupportables?|qui (?:ne )?passe(?:nt)? (?:pas|pa|plus|plu|jamais)(?: du tout)?|qui (?:ne )?part (?:pas|pa|plus)|intenses?|horribles?)|(?:mouches|points (?:lumineux|noirs|blancs)|flashs?|éclairs|étoiles) (?:devant|dans) (?:les|mes|ses) yeux|(?:visage|mains|doigts|paupières) ~3 (?:gonfl[a-z]*|enfl[a-z]*|bouffi[a-z]*)|(?:gonfl|enfl)[a-z]* ~3 (?:d(?:' | )?un coup|soudain[a-z]*|brutal[a-z]*|très vite)|tension ~3 (?:élevée|haute|15|16|17|18|19)|barre ~3 (?:estomac|côtes|épigastr[a-z]*|ventre)|(?:douleur|mal) ~3 (?:sous les côtes|(?:creux de l' )?estomac|épigastr[a-z]*)",
      context: PREGNANT,
      scope: 'message',
    },
    {
      category: 'pregnancy',
      pattern: "fi[eè]vre|(?:38|39|40|41)(?! (?:ans|an|mois|semaines|kg|sa))|frissons|(?:liquide|eaux) ~3 (?:vert|verte|vertes|verdâtres?|marron|brun[e]?s?|teinté[e]?s?|sanglant[e]?s?|méconial)|pertes ~4 (?:odeur|sent[a-z]*|malodorant[a-z]*|puent|nauséabond[a-z]*|verdâtre)|(?:ne )?tient (?:à peine|plus|plu|pas|pa) debout|(?:très|super|tellement) faible",
      context: AFTER_BIRTH,
      scope: 'message',
    },
    // Sick child: a danger sign with a baby or child anywhere in the message; a fever under three months.
    {
      category: 'sick_child',
      pattern: "(?:lèvres|bouche|visage|peau|langue) ~3 (?:bleue?s?|bleuâtres?|bleuté[e]?s?|violet(?:te)?s?|violacée?s?|grise?s?)|(?:tout|toute) (?:gris|grise|bleu|bleue)|pauses? (?:respiratoires?|dans (?:sa|la) respiration)|respire avec des pauses|(?:arrête|arrêtait|s' arrête) de respirer|(?:n' |ne )?(?:arrive|arrivons|arrivent|réussit|réussis|parvient|parvenons) (?:presque |quasiment |quasi )?(?:pas|pa|plus|plu|mal|à peine) (?:à|a) (?:le |la )?réveiller|(?:très |super |hyper )?(?:dure?|difficile)s? (?:à|a) (?:le |la )?réveiller|(?:est|était|devenu[e]?|semble|il est|elle est) (?:tout |toute |très |super |complètement )(?:mou|molle)|(?:tout|toute) (?:mou|molle)|flasque|hypotonique|inerte|amorphe|apathique|léthargique|sans tonus|poupée de chiffon|(?:ne |n' )?(?:boit|tète|tete|garde) (?:plus|presque (?:plus|plu|rien)|rien|plus rien|pu)(?! (?:d' |de |du )(?:alcool|café|vin|bière|soda|coca|thé))|(?:ne |n' )?(?:veut|prend|accepte|finit) (?:plus|plu|pas|pa|presque plus|pu) (?:boire|téter|rien|ni manger ni boire)|refuse ~2 (?:biberon|biberons|sein|boire|téter|tout|la tétée|tétées|les tétées)|vomi[a-z]* (?:tout ce qu|tous ses|chaque|à chaque|toutes les|tous les|tout(?! (?:à l' heure|le temps|de suite|à coup|d' un coup|juste)))|vomi[a-z]* ~2 (?:même l' ?eau|chaque biberon|tous ses biberons)|garde rien|(?:geint|gémit|grogne|geignement|grognement)[a-z]* ~3 (?:respir[a-z]*|chaque (?:respiration|souffle)|en respirant)|respire en (?:geignant|grognant|gémissant)|geint|côtes ~3 (?:se creus[a-z]*|creus[a-z]*|rentr[a-z]*|qui rentrent|s' enfonc[a-z]*|enfoncé[a-z]*|se voient)|tirage|respire (?:très |super |trop |hyper )?(?:vite|fort|bizarrement|mal)|(?:creux|creuse) ~3 (?:cou|côtes|sternum|gorge)|narines ~2 (?:battent|bougent|pincent|s' écartent)|battement des (?:ailes du nez|narines)|cri[a-z]* ~2 (?:aigu|aigus|strident|perçant)|pleurs? ~2 (?:aigus?|stridents?|perçants?)|(?:pas|pa|aucune|plus|plu|zéro) (?:eu |fait |mouillé )?(?:de |d' |une |sa )?couches? (?:mouillées?|humides?|pleines?|de pipi)|couches? ~2 (?:sèches?|toujours sèche)|(?:pas|pa|plus|plu|pu|rien) (?:fait |mouillé )?(?:pipi|sa couche)(?! (?:au pot|aux toilettes|dans le pot|tout seul|au lit))|(?:très |super |hyper )?(?:dure?|difficile)s? (?:à|a) réveiller|se rendort (?:direct|aussitôt|tout de suite|immédiatement)|fontanelle ~2 (?:creuse|creusée|enfoncée|bombée|gonflée|tendue)|(?:lèvres|bouche|visage|peau|langue) (?:(?:qui )?(?:sont|est|deviennent|devient|toute?s?|tout|un peu|très) ){0,3}(?:bleue?s?|grise?s?|violacée?s?|bleuâtres?)|teint (?:gris|grisâtre|cireux|bleu)|marbr[a-z]*|ne pleure (?:même plus|plus du tout|même pas)|n' a (?:même )?plus la force de pleurer|(?:ne |n' )?réagit (?:à peine|presque (?:pas|pa|plus|plu)|peu)|(?:ne |n' )?réagit (?:presque )?(?:pas|pa|plus|plu)|convul[st][a-z]*|ne se réveille (?:presque|quasiment|quasi) (?:pas|pa|plus|plu)|(?:ne |n' )?(?:se )?réveille (?:presque |quasiment )?(?:plus|plu|pas|pa) (?:pour|même pour) (?:manger|boire|téter|(?:le|son|ses) biberons?|(?:les |ses |la |sa )?tétées?)|(?:du mal|de la peine|difficile) (?:à|a) (?:rester éveillée?|garder (?:les|ses) yeux ouverts)|yeux (?:sont )?(?:très |tout )?(?:creusés|creux|enfoncés)|pleure sans larmes|(?:bouche|lèvres|langue) (?:très |toute? )?sèches?|(?:cou|gorge|sternum|ventre|côtes) ~2 (?:qui )?(?:se )?creus[a-z]*|(?:respir[a-z]*|bruit) ~4 (?:geint|gémit|grogne|grognement|geignement)|(?:ne |n' )?mouille (?:plus|plu|pas|pa|presque plus|pu) (?:ses |sa |de )?couches?|(?:bleue?s?|bleutée?s?|violacée?s?|grise?s?|bleuâtres?) (?:autour (?:de la|des) (?:bouche|lèvres)|aux lèvres|des lèvres)|(?:devient|devenu[e]?|vire) ~2 (?:bleue?|violet(?:te)?|grise?)|pauses (?:en respirant|respiratoires|dans sa respiration)|(?:arrête|arrêtait|s' arrête) de respirer",
      context: CHILD,
      scope: 'message',
    },
    {
      category: 'sick_child',
      pattern: "fi[eè]vre|fi[eè]vreu(?:x|se)|fébrile|(?:38|39|40|41)(?! (?:ans|an|mois|semaines|jours|kg|kilos|min|minutes|heures|h|cm|g|grammes|ml|mg|euros|fois))|température (?:à|a|de|élevée)|brûlant[e]?|(?:tout|toute|très) chaude?",
      context: AGE_YOUNG,
      scope: 'message',
    },
    // Self-harm: "faire une connerie / l'irréparable", with a time set or despair around.
    {
      category: 'self_harm',
      pattern: "(?:vais|va|vas|allait|allais|aller|peur de|pourrais|risque de|envie de|sur le point de|capable de|prêt[e]? à) (?:faire|commettre) (?:une |des |l' )?(?:grosse |grave )?(?:connerie|bêtise|irréparable|geste (?:désespéré|irréparable))s?",
      context: `ce soir|cette nuit|tout de suite|bientôt|demain|irréparable|${DESPAIR}`,
      scope: 'message',
    },
    // Self-harm: "ce sera bientôt fini" with the means or death words around.
    {
      category: 'self_harm',
      pattern: "(?:ce|tout|ça|ca) sera (?:bientôt |vite |enfin )?(?:fini|terminé)|(?:bientôt|enfin) (?:fini|terminé|libérée?|en paix)",
      context: "pilules|cachets|médicaments|comprimés|médocs|somnifères|corde|pont|arme|fusil|adieu|mourir|vivre|(?:pris|avalé) (?:tous|toutes|tout)",
      scope: 'message',
    },
    // Self-harm: "quand je serai mort" with arrangements or a time set.
    {
      category: 'self_harm',
      pattern: "(?:quand|lorsque|une fois que|après que) je (?:serai|ne serai plus|serais) (?:mort[e]?|plus là|parti[e]? pour de bon)",
      context: "occup[a-z]* (?:de|du|des|d')|prend(?:re|rez|ras)? soin|adopte[rz]?|garde[rz]? (?:mon|ma|mes)|donne[rz]? (?:mon|ma|mes)|ce soir|bientôt|cette nuit|demain|adieu|pardon|désolée?",
      scope: 'message',
    },
    // Self-harm: a last conversation announced, with a plan, a farewell or death around.
    {
      category: 'self_harm',
      pattern: "(?:la |une )?dernière fois (?:qu' ?(?:on|je|tu|vous|il|elle|nous) (?:se |me |te |nous |vous |lui |m' |t' )?(?:parle|parlait|parlera|parlerait|voit|verra|verrait|entend|entendra|entendait)|que (?:je|tu|vous|il|elle) (?:me |m' |te |t' |vous |nous |lui )?(?:parle|parles|parlez|vois|voit|voyez|entend|entends|entendez|écris|écrit))",
      context: "(?:a|ai|avait) tout (?:prévu|préparé|organisé|planifié)|tout est (?:prévu|prêt|organisé|réglé)|adieu|pardon|désolée? pour tout|(?:je t' |je vous |il nous |elle nous |vous )?aime|prends soin|occupe toi|mourir|en finir|suicid[a-z]*|lettres?|plus là|cachets|médicaments|corde|arme|pont|pour toujours|décidé|(?:répond|décroche) (?:plus|plu|pas|pa)",
      scope: 'message',
    },
    // Self-harm: a plan, the means or a farewell, with death words around.
    {
      category: 'self_harm',
      pattern: "(?:préparé|rassemblé|sorti|compté|aligné) (?:les |mes |des |tous les |toutes les |toutes mes |tous mes )?(?:cachets|médicaments|comprimés|médocs|pilules|somnifères)|(?:décidé|prévu|pris la décision) (?:de |d' )(?:partir|mourir|en finir|le faire|passer à l' acte)|réfléchi[a-z]* (?:à|a) comment|(?:décidé|choisi) (?:que ce (?:serait|sera)|de le faire|la date|le jour|quand|comment)|(?:cherché|chercher|regardé|renseigné[e]?) ~3 comment (?:faire|mourir|en finir|me tuer|le faire|on (?:fait|le fait|meurt)|s' y prendre)|j' ai un plan|(?:prévu|planifié|choisi) (?:comment|la date|le jour|le moment|l' endroit|le lieu|la méthode|le moyen|où)|trouvé comment (?:faire|le faire|en finir|mourir|me tuer)|(?:ce soir|cette nuit|demain|aujourd' ?hui) ~3 (?:c' est|sera|ce sera) (?:le bon moment|le moment|la bonne|le jour|la fin|fini)|(?:tout |j' ai tout |jai tout |il a tout |elle a tout )(?:préparé|prévu|organisé|planifié|réglé)|(?:suis|est) prêt[e]? (?:à|a) (?:le faire|partir|en finir|mourir|y aller)|(?:donné|donner|donne|offert|offre|distribué|distribue|légué|lègue|rangé(?! (?:son|sa|ses|leur|leurs|mon|ma|mes|le|la|les) (?:fusil|carabine|arme|pistolet|revolver)s?)|trié|réglé|mis en ordre) ~3 (?:mon|ma|mes|toutes mes|tous mes|son|sa|ses|toutes ses|tous ses|leur|leurs) (?:chat|chien|affaires|animaux|objets|biens|économies|fusil|carabine|armes?|livres|vêtements|papiers|comptes|outils|bijoux|console|vélo|voiture|guitare|collection|jeux|montre|ordinateur|ordi|téléphone|argent|bagues?|photos|disques|plantes|meubles|trucs|choses)|(?:écrit|écrire|rédigé|laissé|préparé) ~3 (?:lettres?|mots?|messages?) ~4 (?:au cas où|pour (?:après|quand je|mes enfants|ma famille))|(?:je t' aime|je vous aime) ~3 (?:désolée?|pardon)|(?:écrit|rédigé|préparé) (?:mes|ses|son|mon) (?:dernières volontés|testament)",
      context: "écrit à (?:mes|ses|chacun|tout le monde|ma famille|mes enfants)|(?:suis|est|me sens) (?:enfin )?(?:en paix|serein[e]?|apaisée?)|(?:n' )?(?:arrive|peux|jarrive|jpeux) (?:plus|plu|pas) (?:à )?vivre|(?:plus|plu|pu|aucun) (?:de |d' )?(?:goût|gout|envie) (?:à|a|de|pour) (?:rien|la vie|vivre|quoi que ce soit)|mourir|mort|disparaître|en finir|suicid[a-z]*|vie|poids|fardeau|fin|adieu|au revoir|plus là|médicaments|cachets|corde|pont|fusil|arme|lettres?|(?:répond|décroche|rappelle) (?:pas|pa|plus|plu)|injoignable|joindre|bon moment|ts|fatigué[e]? de (?:tout|vivre)|épuisé[e]? de (?:tout|vivre)|marre de tout|(?:n' )?en peu[xt] plus|à bout|que tout s' arrête|(?:n' en |n' )?(?:aurai|aurais|aura) (?:plus|plu|pu) besoin|plus besoin de (?:rien|tout ça|tout ca)|là où je vais|pour après",
      scope: 'message',
    },
    // Self-harm: a farewell ("merci pour tout", things given away) with the person unreachable or a means around.
    {
      category: 'self_harm',
      pattern: "(?:ne )?(?:le|la|me|m'|nous|les) (?:reverr|verr)(?:a|ai|as|ez|ons|ont|ait|aient|ais) (?:plus|plu|pu|jamais|pas)(?! (?:avant|de|d'|au|aux|à|a|en|ici|chez|là|pendant|durant|cette|ce|cet|le|la|les|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))|c(?:' | )?est fini pour moi|je vous aime (?:tous|toutes|fort)|(?:photos?|vidéos?|images?) ~4 (?:poignets?|veines|coupures?|entailles?)|poignets? ~2 (?:qui )?(?:saign[a-z]*|en sang|ouverts?|tailladés?)|(?:laissé|écrit|envoyé|trouvé|retrouvé) ~3 (?:une |sa |des |ses )?lettres?(?! (?:de motivation|de recommandation|de démission|de résiliation|au père noël|recommandée|de réclamation|de candidature|de présentation|d' amour|de rentrée))|(?:message|texto|sms|mot|lettre|mail|vocal) ~3 (?:adieu|au revoir)|(?:disant|dire|dit) adieu|merci pour tout|pardon pour tout|(?:occupe|occupes|occupez) (?:toi|vous) (?:bien )?(?:des|de|du|d') [a-z']+|prends soin (?:de toi|d' eux|de maman|de papa|de vous|des enfants|de mes enfants)|(?:tu|vous) (?:me )?manquer(?:as|ez)|(?:me |te |lui |nous |leur |m' |t' )(?:donné|donne|laisse|laissé|offert|offre|légué|lègue|refile|refilé) (?:tous |toutes )?(?:ses|son|sa|mes|mon|ma|leurs?) [a-z]+",
      context: "paracétamol|doliprane|dafalgan|efferalgan|comprimés|somnifères|médocs|combien de temps (?:ça|ca|ce|cela) (?:met|prend|dure)|rang[ée] (?:l' ?|mon |ma |mes |tout |toute )?(?:appart|appartement|maison|chambre|affaires|studio)|(?:à manger|a manger|croquettes|nourriture|des gamelles) (?:au|à|a|pour) (?:mon |ma |le |la )?(?:chat|chatte|chien|chienne)|(?:répond|décroche|rappelle|réponds|répondait) (?:pas|pa|plus|plu)|injoignable|(?:pas|pa|jamais) rentrée?|introuvable|(?:n' )?en (?:pouvait|pouvais|peux|peut) plus|(?:éteint|coupé) son (?:téléphone|portable)|disparu[e]?|parti[e]? (?:avec|sans)|fusils?|carabines?|armes?|(?:ne )?(?:le|la|me|m'|nous|les) (?:reverr|verr)(?:a|ai|as|ez|ons|ont|ait|aient|ais) (?:plus|plu|pu|jamais|pas)(?! (?:avant|de|d'|au|aux|à|a|en|ici|chez|là|pendant|durant|cette|ce|cet|le|la|les|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))|corde|pont|cachets|médicaments|mourir|en finir|suicid[a-z]*|adieu|au revoir|plus là|que tout s' arrête",
      scope: 'message',
    },
    // Self-harm: the means at hand, with rumination, despair or a farewell around.
    {
      category: 'self_harm',
      pattern: `(?:j' ai|jai|g|il a|elle a|avec) (?:une |un |la |le |les |des |toutes? (?:mes|ses|les) |tous (?:mes|ses|les) |mon |ma |mes |son |sa |ses )?${MEANS}|${MEANS} ~3 (?:à côté de (?:moi|lui|elle)|devant (?:moi|lui|elle)|sur (?:la table|mon lit|le lit|ma table|le bureau|moi)|dans (?:ma|sa|la) (?:main|chambre|poche|sac|voiture)|sous la main|à portée|prêt[e]?s?)|(?:parti|partie|sorti|sortie|enfermé[e]?) avec (?:son |sa |le |la |un |une |ses |les )${MEANS}|enfermée? ~5 avec (?:son |sa |le |la |un |une |ses |les |des )?${MEANS}|(?:pris|prend|emporté|caché|chargé|acheté|sorti) (?:le |la |son |sa |un |une |l' )(?:corde|fusil|carabine|arme|pistolet|revolver|flingue)`,
      context: "égoïste|egoiste|lâche|(?:besoin|envie) (?:que|qu' ?) ?(?:quelqu' ?un|qqn|on|tu|vous) me (?:dise|comprenne|pardonne|retienne|arrête|empêche|donne la permission)|s' en remettr[a-z]*|(?:pense|songe) (?:sérieusement |vraiment |de plus en plus )?à (?:le faire|passer à l' acte)|pleur[a-z]*|sanglot[a-z]*|enfermée?|(?:répond|ouvre|décroche) (?:pas|pa|plus|plu)|(?:à|au) bout(?: du rouleau)?|tout (?:lâcher|arrêter|abandonner)|(?:n' |j )?en peu[xt] plus|jen peu[xt] plus|j?pense (?:qu' ?(?:à|a)|(?:à|a)|qu' a) (?:ça|ca)|j' y pense|(?:les|la|le) regarde|(?:pas|pa|plus|plu|pu) capable(?! (?:de|d'))|que (?:ça|ca|tout) (?:finisse|s' arrête|se termine|cesse)|fatigué[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|mourir|en finir|suicid[a-z]*|me tuer|se tuer|adieu|au revoir|plus là|plus envie de (?:rien|vivre)|aucune issue|pas d' issue|la seule solution|lettres?|(?:mieux|tranquilles?|heureu(?:x|se)s?|libres?|en paix) sans (?:moi|lui|elle)|(?:éteint|coupé) (?:son|sa|mon|ma) (?:tel|téléphone|portable)|(?:tel|téléphone|portable) ~2 (?:éteint|coupé)",
      scope: 'message',
    },
    // Self-harm: indirect phrases (everything to stop, no way out, a relief), with despair or death words around.
    {
      category: 'self_harm',
      pattern: "(?:veux|veut|voudrais|voudrait|aimerais|aimerait|souhaite|jveux|jveu|besoin|envie) (?:juste |seulement |simplement |vraiment |tellement )?que (?:ça|ca|tout ça|tout ca|la vie) (?:finisse|s' arrête|se termine|cesse|prenne fin)|(?:envie|veux|veut|voudrais|besoin|prêt[e]?|vais|va|jvais|jveux) (?:de |d' )?tout (?:arrêter|lâcher|stopper|abandonner|quitter)|(?:ce serait|ça serait|ca serait|serait) (?:un |une )?(?:soulagement|délivrance|libération|bon débarras)|(?:me sens|se sent|suis|être|est) (?:tellement |vraiment |toujours |juste |complètement )?de trop|(?:aucune|pas d'|plus d'|pas d' autre|aucune autre) (?:issue|solution|porte de sortie|échappatoire)|(?:la |une )?seule (?:issue|solution|porte de sortie)|(?:n' |j' )?en (?:peux|peut) plus de (?:vivre|cette vie|la vie|exister|tout)",
      context: DESPAIR,
      scope: 'message',
    },
    // Self-harm: "je voudrais m'endormir et que tout s'arrête", the wish said before another one.
    {
      category: 'self_harm',
      pattern: "que tout (?:s' arrête(?! de (?:tourner|bouger|trembler))|se termine|finisse|cesse|soit fini)",
      context: "(?:veux|veut|voudrais|voudrait|aimerais|aimerait|souhaite|souhaiterais|jveux|jveu|jvoudrais|besoin|envie|rêve|prie)",
    },
    // Self-harm: no longer a problem for anyone, said of oneself in the future.
    {
      category: 'self_harm',
      pattern: "(?:ne )?(?:serai|serais|sera) (?:bientôt |enfin )?(?:plus|plu|pu) (?:un (?:problème|poids|fardeau|souci)|une (?:charge|gêne)) (?:pour personne|pour (?:vous|eux|toi|ma famille|les autres|personne))|(?:ne )?(?:dérangerai|embêterai|gênerai|ennuierai|ferai chier|emmerderai) (?:bientôt |enfin )?(?:plus|plu|pu) (?:personne|jamais personne|longtemps)",
      context: "demain|bientôt|ce soir|cette nuit|enfin|(?:sers?|sert) à rien|tout le monde|plus jamais|personne",
      scope: 'message',
    },
    // Self-harm: belongings given away, with readiness or an end said in the message.
    {
      category: 'self_harm',
      pattern: "(?:donné|distribué|offert|légué|refilé|trouvé (?:une |un )?(?:famille|maison|foyer) pour) ~3 (?:toutes |tous )?(?:mes|ses|mon|ma|son|sa) (?:affaires|chat|chats|chien|chiens|animaux|bijoux|vêtements|fringues|livres|objets|biens|trucs|économies|consoles?|collection)",
      context: "(?:suis|est) (?:prête?|prêts?|en paix)|c' est le (?:moment|bon moment)|(?:n' )?en (?:aurai|aura) plus besoin|adieu|au revoir|dernière fois|mourir|en finir|partir (?:pour de bon|pour toujours)|lettres?|testament|plus là|derniers? (?:jours?|messages?)",
      scope: 'message',
    },
    // Self-harm: everything in the medicine cabinet, to be taken.
    {
      category: 'self_harm',
      pattern: "(?:prendre|prends|prend|avaler|avale|vais prendre|vais avaler|bouffer|gober) ~3 (?:tout ce qu' il y a|tout ce qui (?:reste|traîne)|toute?) (?:dans )?(?:l' |mon |ma |la |sa |son )?(?:armoire à pharmacie|pharmacie|boîte à pharmacie|trousse à pharmacie|tiroir à médicaments|tiroir des médicaments|placard à médicaments)",
      context: "ce soir|cette nuit|demain|maintenant|tout à l' heure|je vais|jvais|il va|elle va|en finir|mourir|plus|marre|dormir",
      scope: 'message',
    },
    // Self-harm: a date set, or the days counted, for the end.
    {
      category: 'self_harm',
      pattern: "(?:choisi|fixé|décidé|planifié|prévu|arrêté) (?:la |une |ma |le )?(?:date|jour|heure|moment)|(?:compte|compter) les jours|avant (?:d' |de )(?:en finir|mourir|me tuer|me suicider|partir pour de bon)",
      context: "enterrement|obsèques|funérailles|mourir|en finir|partir pour de bon|mort(?! de (?:fatigue|rire|peur|froid|faim|honte|soif))|suicid[a-z]*|me tuer|adieu|lettres? d' adieu|plus là|disparaître",
      scope: 'message',
    },
    // Self-harm: cuts made and the wish to do it again.
    {
      category: 'self_harm',
      pattern: "(?:entailles?|coupures?|scarif[a-z]*|(?:me |m' |se |s' |jme |jm' )(?:suis |est )?(?:coupée?|tailladée?|mutilée?|scarifiée?|lacérée?)s?(?: les| le| la)?(?: bras| poignets?| cuisses?| jambes?| ventre)?)",
      context: "(?:veux|veut|vais|va|envie de|besoin de|jvais|jveux|prête? à|hâte de|pense à) (?:re ?commencer|le refaire|refaire|continuer|recouper|en refaire|y retourner)|(?:arrive|arrivent) (?:pas|pa|plus) (?:à |a )?(?:m' |s' )?arrêter|(?:envie|besoin|tentée?|veux|voudrais) (?:d' |de )aller plus loin|(?:ne )?(?:plus|plu|pu|jamais) (?:me |se )?réveiller|(?:trop|plus) profond(?:e|ément|ement)? (?:cette fois|ce coup ci|cette fois ci)|(?:cette fois|ce coup ci)(?: ci)? ~3 (?:trop |plus )?profond(?:e|ément|ement)?|plus profond(?:e|ément|ement)? que (?:d' habitude|d' hab|dhab|les autres fois|la dernière fois|la derniere fois|avant)",
      scope: 'message',
    },
    // Self-harm: pills saved up or counted, with despair or death said in the message.
    {
      category: 'self_harm',
      pattern: `(?:mets|met|mis|mettre|garde|gardé|garder|stocke|stocké|stocker|accumule|accumulé|amasse|amassé|économise|économisé|planque|planqué|cache|caché|fais des réserves|fait des réserves|réserve) ~3 (?:de côté )?(?:mes |ses |des |les |tous mes |tous ses |toutes mes |toutes ses )?${PILLS}|${PILLS} ~3 (?:de côté|en réserve|en stock|planqué[e]?s?|caché[e]?s?)|(?:réserves?|stock) (?:de |d' )${PILLS}`,
      context: "mourir|mort(?! de (?:fatigue|rire|peur|froid|faim|honte|soif))|crever|en finir|que tout (?:s' arrête|finisse|se termine|cesse)|(?:m' |me )?endormir (?:pour toujours|pour de bon|et ne plus|et que)|(?:ne )?(?:plus|plu|pu) (?:jamais )?(?:me |se )?réveiller|suicid[a-z]*|(?:me |se )tuer|dispar(?:aître|aitre)|plus là|adieu|le jour où|(?:quand|le moment où) (?:je |j' )?(?:craque|craquerai|serai prête?|n' en pourrai plus)|le moment venu|assez pour (?:mourir|en finir|ne plus|que tout|partir)|(?:n' |j )?en peu[xt] plus|à bout|au bout du rouleau|fatigué[e]? de (?:tout|vivre)|marre de (?:tout|la vie|vivre)|plus envie de (?:rien|vivre)|(?:un |le )?(?:poids|fardeau) pour",
      scope: 'message',
    },
    // Self-harm: a plan to swallow everything at once ("je compte tout avaler quand il sera parti"), with pills, despair or a time set.
    {
      category: 'self_harm',
      pattern: "(?:compte|comptais|vais|jvais|j' vais|veux|jveux|voudrais|prête? à|pense à|pensé à|envie de|menace de|menacé de|décidé de|décidée de|va|allait) (?:de |d' |à )?(?:tout|toutes? (?:mes|ses|les)(?: [a-z']+)?|tous (?:mes|ses|les)(?: [a-z']+)?) (?:avaler|gober|bouffer|ingurgiter|prendre (?:d' un coup|en une (?:seule )?fois|en même temps))|(?:avaler|gober|bouffer) (?:tout|toute la boîte|toutes les boîtes|toute la plaquette|toutes les plaquettes|tous mes cachets|tous mes médicaments) (?:d' un coup|en une (?:seule )?fois|en même temps)",
      context: `${PILLS}|${DESPAIR}|ce soir|cette nuit|demain|week ?end|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|quand ~6 (?:parti|partie|partis|sorti|sortie|couché|couchés|couchée|dormira|dormiront|endormi|seul[e]?)`,
      scope: 'message',
    },
    // Self-harm: the whole box to be taken, with a time set or an end said ("ce weekend je prends toute ma boîte et c'est fini").
    {
      category: 'self_harm',
      pattern: "(?:prends|prendrai|prendre|avale|avalerai|avaler|gobe|goberai|bouffe) (?:toute? (?:ma|la|mes|les|sa|ses) (?:boîtes?|plaquettes?|réserve|stock)|tous (?:mes|les|ses) (?:cachets|médicaments|comprimés|médocs|somnifères))",
      context: "ce soir|cette nuit|demain|week ?end|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|c' est fini|ce sera fini|en finir|mourir|adieu|plus jamais|pour de bon|pour toujours|plus là|dispara[iî]tre|(?:ne )?(?:plus|plu|pu) (?:me |se )?réveiller",
      scope: 'message',
    },
    // Self-harm: no wish to exist; a poison or a means got for oneself.
    {
      category: 'self_harm',
      pattern: "(?:plus|plu|pu|pas) envie d(?:' | )?exister|(?:veux|voudrais|aimerais|préférerais) (?:ne )?plus exister|(?:mort aux rats|raticide|poison|cyanure|pesticide|désherbant|paraquat) ~3 pour (?:moi|moi même|me tuer|en finir|mourir)|(?:corde|fusil|arme|pistolet|lames?|rasoir|cachets|médicaments) ~3 pour (?:me tuer|en finir|mourir|me pendre|le faire)",
      context: PERSON,
      scope: 'message',
    },
    // Breathing: drowning in air ("l'impression de me noyer"), with breath named.
    {
      category: 'breathing',
      pattern: "(?:impression|sensation) (?:de |d' )(?:me |se )?noyer|comme si (?:je me|il se|elle se) noyai[st]",
      context: "respir[a-z]*|air|souffle|poumons?|étouff[a-z]*|suffoq[a-z]*|oxygène",
      scope: 'message',
    },
    // Seizure: the whole body shaking or fighting on the floor, unresponsive or going on.
    {
      category: 'seizure',
      pattern: "(?:tout |toute )?(?:son|le|mon|sa) corps ~2 (?:qui )?(?:secoue|secouait|se secoue|tremble|tremblait|se raidit|convulse|tressaute|sursaute)|(?:se débat|se débattait) ~3 (?:par terre|au sol)",
      context: "par terre|au sol|tombée?|yeux|bave|écume|(?:ne )?(?:répond|réagit) (?:plus|pas|pa|plu)|inconscient[e]?|raide|(?:ça |ca )?dure|minutes|(?:se )?débat",
      scope: 'message',
    },
    // A child who emptied or drank a bottle of medicine ("a vidé le flacon de sirop").
    {
      category: 'overdose_poisoning',
      pattern: `(?:vidé|bu|avalé|sifflé|descendu) (?:tout |toute |la moitié (?:du|de la) )?(?:le |la |un |une |son |sa |mon |ma )?(?:flacon|bouteille|fiole|tube|pot|boîte|plaquette)s? (?:entière?s? )?(?:de |d' |du )(?:sirop|gouttes|vitamines|fer|${PILLS})`,
      context: CHILD,
      scope: 'message',
    },
    // Meningitis: very drowsy with spots, in a feverish person.
    {
      category: 'meningitis',
      pattern: "(?:très |super |hyper |tout |toute |anormalement )(?:endormi|somnolent|amorphe|mou|molle|ensuqué|dans le coltar)[a-z]* ~8 (?:petites? )?(?:taches|points|boutons|plaques) (?:rouges?|violet[a-z]*|pourpres?|violacé[a-z]*|foncé[a-z]*)|(?:petites? )?(?:taches|points|boutons|plaques) (?:rouges?|violet[a-z]*|pourpres?|violacé[a-z]*|foncé[a-z]*) ~8 (?:très |super |hyper |tout |toute |anormalement )(?:endormi|somnolent|amorphe|mou|molle|ensuqué)[a-z]*",
      context: FEVER,
      scope: 'message',
    },
    // Pregnancy: contractions with blood.
    {
      category: 'pregnancy',
      pattern: "contractions? ~6 (?:avec |et )?(?:du |de |un peu de |beaucoup de )?(?:sang|saignements?|saigne)|(?:sang|saignements?|saigne) ~6 contractions?",
      context: PREGNANT,
      scope: 'message',
    },
    // Other emergencies: someone trapped after a crash or a collapse; a limb bent out of shape after a fall.
    {
      category: 'other_emergency',
      pattern: "coincée?s?|incarcérée?s?|bloquée?s? (?:dans|sous) (?:la|sa|le|leur|une|un) (?:voiture|véhicule|carcasse|décombres|gravats)|(?:jambe|bras|cuisse|hanche|genou) ~3 (?:déformée?|tordue?|dans un (?:drôle d' |mauvais |sale )?angle|(?:à|a) l' envers|pas dans le bon sens)",
      context: "accident|voiture|véhicule|carambolage|collision|décombres|éboulement|effondr[a-z]*|tomb[ée]e?s?|chute|chuté[e]?|percut[a-z]*|renvers[a-z]*|moto|scooter|saign[a-z]*|sang",
    },
    // Breathing: too breathless to walk or stand up.
    {
      category: 'breathing',
      pattern: `${CANT}(?:marcher|faire (?:un|deux|trois|quelques) pas|(?:me|se) lever|monter (?:les|une|deux) marches?|bouger)`,
      context: "essou?ffl[a-z]*|souffle|asthme|respir[a-z]*|étouff[a-z]*|suffoqu[a-z]*|air",
    },
    // Breathing: fast or hard breathing with sweat, colour, or having to sit up.
    {
      category: 'breathing',
      pattern: `respir[a-z]* ~3 (?:(?:très |super |trop |hyper )?(?:vite|rapide(?:ment)?)|(?:très|super|trop|hyper) fort|à toute vitesse|comme un chien)|${CANT}rester (?:allongée?|couchée?)|(?:doit|dois|obligée?) (?:de )?(?:rester|dormir) assise?`,
      context: "sueurs?|transpir[a-z]*|bleu[a-z]*|gris[a-z]*|lèvres|parler|allongée?|couchée?|assise?|confus[e]?|siffl[a-z]*|étouff[a-z]*",
    },
    // Other emergencies: sudden or severe testicle pain; a cold limb that is also pale, numb or pulseless.
    {
      category: 'other_emergency',
      pattern: "testicul(?:e|es|aire)|bourses|couilles?|scrotum|(?:mal|douleurs?) ~4 (?:une|la|sa|ma) bourse",
      context: `${SUDDEN}|(?:très |super |hyper |trop )?(?:violente?s?|atroces?|insupportables?|terribles?|horribles?|intenses?|affreuses?|énormes?)|(?:très|hyper|super|trop|tellement) (?:mal|douloureu(?:x|se)s?)|vomi[a-z]*|torsion|plié en deux|(?:se )?tord de douleur|hurle|pleure de douleur`,
    },
    {
      category: 'other_emergency',
      pattern: `(?:jambe|pied|bras|main|orteils|avant bras|mollet)(?: ${SIDE})? ~4 (?:froide?|glacée?|gelée?|glaciale?)s?`,
      context: "blanche?s?|pâles?|livides?|marbrée?s?|bleue?s?|violacée?s?|grise?s?|engourdi[e]?s?|insensibles?|(?:sens|sent) (?:presque )?(?:plus|plu|pas|pa|rien)|pouls|d' un coup|soudain[a-z]*|brutal[a-z]*|(?:très|trop|super|tellement) mal|douleur (?:atroce|terrible|horrible|intense|violente)",
    },
    // Other emergencies: atrocious belly pain through to the back, with a known aneurysm or a sign of collapse.
    {
      category: 'other_emergency',
      pattern: "(?:douleur|mal)s? ~2 (?:atroces?|violente?s?|insupportables?|terribles?|horribles?|épouvantables?) ~4 (?:ventre|abdomen|dos)|(?:ventre|abdomen) ~4 (?:irradi[a-z]*|part|file|traverse) ~3 (?:le |dans le |jusque dans le )?dos",
      context: `anévrisme|aorte|aortique|pâle|livide|malaise|évanoui[a-z]*|dans les pommes|sueurs?|transpir[a-z]*|${SUDDEN}`,
    },
    // Other emergencies: a rigid belly with sudden severe pain; a diabetic who is confused.
    {
      category: 'other_emergency',
      pattern: "(?:ventre|abdomen) ~3 (?:dur|rigide|tendu|contracté|de bois|comme du bois|dur comme)|dur comme (?:du bois|de la pierre|du béton|un mur|une planche)",
      context: `(?:douleur|mal) ~3 (?:terrible|atroce|violent[e]?|insupportable|extrême|horrible|intense|épouvantable|affreuse|énorme)|${SUDDEN}|plié en deux|(?:hurl|cri|gémi|tord)[a-z]* de douleur|(?:très|trop|super|tellement) mal|(?:peut|peux) (?:pas|pa|plus|plu) bouger|supporte pas qu' ?on (?:le |la )?touche|vomi[a-z]*|${FEVER}|dans les pommes|malaise`,
    },
    {
      category: 'other_emergency',
      pattern: `${CONFUSED}|${CANT}parler|parle (?:mal|bizarrement|difficilement|plus|plu)|ne comprend (?:plus|plu|pas|pa) (?:rien|ce qu)|confus[e]?|désorienté[e]?|incohérent[e]?|agressi(?:f|ve)|bizarre|(?:ne )?répond (?:pas|pa|plus|plu)|somnolent[e]?|(?:dure?|difficile) (?:à|a) réveiller|convul[st][a-z]*|dans les pommes|inconscient[e]?|dit n' importe quoi|parle bizarrement|respire (?:fort|vite|bizarrement)|haleine ~3 (?:pomme|acétone|fruitée|bizarre)|en sueur|sueurs|tremble[a-z]*|vomi[a-z]*|malaise`,
      context: "diabét[a-z]*|glycémie|glycemie|insuline|hypo(?:glycémie)?|hyper(?:glycémie)?|(?:taux de )?sucre (?:dans le sang|à|a|très)|dextro|cétones?|acétone|acidocétose|lecteur (?:affiche|indique)",
      scope: 'message',
    },
    // Chest pain felt in the jaw together with the stomach, back or arm ("mal à l'estomac et à la mâchoire"), with a sign of a heart attack within reach.
    {
      category: 'chest_pain',
      pattern: "(?:estomac|ventre|bras|dos|épaules?|omoplates|gorge|poitrine)(?: [a-z']+){0,2} et (?:à |a |dans |au )?(?:la |sa |ma |le |l' )?(?:mâchoire|machoire)|(?:mâchoire|machoire) et (?:à |a |dans |au |aux |entre )?(?:l' |le |la |les |sa |son |ma |mon )?(?:estomac|ventre|bras gauche|épaule gauche|dos|omoplates|poitrine)",
      context: "moite|sueurs?|transpir[a-z]*|en nage|trempée? de sueur|essou?ffl[a-z]*|souffle court|(?:tout|toute|très|est|sont) (?:gris|grise|pâle|blanche?|blême)|blême|livide|coeur|cardiaque|infarctus|malaise|nausées?|vomi[a-z]*",
      reach: 30,
    },
    // Chest pain felt high in the belly, with the arm, the jaw, breathlessness or a cold sweat within reach.
    {
      category: 'chest_pain',
      pattern: "(?:mal|douleurs?|brûlures?|gêne|barre|poids|pression|serrement) ~3 (?:(?:creux|haut) (?:de l' |du )?(?:estomac|ventre)|estomac|épigastre|ventre en haut|haut du ventre)",
      context: "moite|sueurs? froides?|trempée? de sueur|en nage|bras gauche|mâchoire|machoire|omoplates|entre les épaules|essou?ffl[a-z]*|souffle court|(?:tout|toute|très|est) (?:gris|grise|livide|blême)|infarctus|cardiaque",
      reach: 30,
    },
    // Stroke: a hand, arm or leg that no longer obeys, without its side named ("l'autre répond plus").
    {
      category: 'stroke',
      pattern: "(?:main|bras|jambe|pied|l' autre|moitié|côté)s? (?:(?:ne|n') )?(?:me |lui |leur |m' |l' )?(?:répond|obéit|réagit|suit|commande) (?:plus|plu|pu|pas|pa)(?! (?:trop|très|bien|comme avant|aussi bien|tout à fait))",
      context: `${SUDDEN}|articul[a-z]*|bafouill[a-z]*|parl[a-z]*|mots|langue|bouche|visage|sourire|depuis (?:\\d+|un|une|deux|trois|dix|quinze|vingt|quelques) (?:min|minutes|heures?|h|quart)|il y a (?:\\d+|une|dix|quinze|vingt) (?:min|minutes)|quart d' heure|seule main`,
      scope: 'message',
    },
    // Stroke: a heavy or pasty tongue with speech failing or a limb weak.
    {
      category: 'stroke',
      pattern: "langue ~2 (?:pâteuse|lourde|engourdie|épaisse|de bois|paralysée|molle|comme (?:gonflée|endormie))|(?:bouche|lèvres?) ~2 (?:pâteuse|engourdie|paralysée|molle) d' un (?:côté|coté)",
      context: "articul[a-z]*|bafouill[a-z]*|(?:parl|prononc)[a-z]* (?:mal|bizarre[a-z]*|difficile[a-z]*)|mots|main|bras|jambe|visage|côté|d' un coup|soudain[a-z]*|brusquement",
      scope: 'message',
    },
    // Unconscious: a collapse said with a verb in any form ("vient de s'écrouler", "s'effondre").
    {
      category: 'unconscious',
      pattern: "(?:s' |se |s )(?:écroul|effondr|affal|affaiss)(?:er|e|ent|ait|ée?s?)(?! (?:en larmes|en pleurs|de fatigue|d' épuisement|de rire|de sommeil|sur (?:son|le|mon|un|sa|ma) (?:lit|canapé|fauteuil|divan|sofa)))|(?:tombée?s?|tombé|chuté) (?:raide|d' un bloc|comme une masse|comme un sac)",
      context: "respir[a-z]*|(?:ne |n' )?(?:répond|réagit|bouge|réveille) (?:plus|plu|pas|pa)|inconscient[e]?|yeux (?:fermés|révulsés|ouverts)|pouls|par terre|au sol|dans la rue|aidez|what do i do|help|bleu[a-z]*|gris[e]?|vient de|d' un coup",
      scope: 'message',
    },
    // Unconscious: someone who fell or collapsed and is barely or no longer breathing.
    {
      category: 'unconscious',
      pattern: "(?:ne |n' )?respire (?:presque |quasiment |quasi )?(?:plus|plu|pu|pas|pa)|respire (?:à peine|très peu|faiblement|bizarrement)|(?:cherche|cherchait) (?:son|sa) (?:air|respiration) ~3 (?:par terre|au sol|inconscient[e]?)",
      context: "tombée?s?|effondr[a-z]*|écroul[a-z]*|affal[a-z]*|affaiss[a-z]*|par terre|au sol|malaise|inconscient[e]?|(?:ne |n' )?(?:répond|réagit|bouge) (?:plus|plu|pas|pa)|inanimée?|inerte|yeux (?:fermés|révulsés)",
      reach: 20,
    },
    // Pregnancy: the cord felt or seen coming out after the waters broke.
    {
      category: 'pregnancy',
      pattern: "cordon (?:ombilical )?(?:qui |est en train de )?(?:sort|sortir|sorti|dépasse|dépasser|pend|pendre|descend|descendre|visible|glisse)|(?:sens|sent|vois|voit|touche|toucher|sentir|voir) (?:le |un |du )?cordon|(?:quelque chose|un truc|un bout de (?:cordon|chair)) (?:qui )?(?:pend|sort|dépasse) ~4 cordon|cordon ~3 (?:dehors|à l' extérieur|entre (?:mes|ses) jambes|dans le vagin|dans ma culotte)",
      context: `${PREGNANT}|eaux|contractions?|vagin|accouch[a-z]*|travail|maternité|sage femme`,
      scope: 'message',
    },
    // Other emergencies: an older or frail person drinking nothing or passing no urine, and drowsy or confused (severe dehydration).
    {
      category: 'other_emergency',
      pattern: "(?:n' )?(?:a |avait )?(?:presque |quasiment )?(?:pas|pa|plus|plu|rien|presque rien) (?:uriné|urinée|fait pipi|pissé|bu(?! (?:d' |de |du )(?:alcool|café|vin|bière|lait)))|(?:n' )?urine (?:presque |quasiment )?(?:plus|plu|pas|pa|rien)|(?:ne |n' )?fait (?:presque )?(?:plus|plu|pas|pa) pipi|pas (?:de )?pipi depuis|(?:ne |n' )?(?:boit|buvait) (?:presque |quasiment )?(?:plus|plu|pas|pa|rien)(?! (?:d' |de |du )(?:alcool|café|vin|bière|lait|soda|coca))|déshydraté[e]?s?|déshydratation (?:sévère|importante|grave)",
      context: `${CONFUSED}|${HARD_TO_WAKE}|(?:très |super |trop |extrêmement )?somnolent[e]?s?|endormie? tout le temps|dort tout le temps|(?:dort|dormait) sans arrêt|à côté de la plaque|dans le coltar|dans les vapes|(?:ne |n' )?(?:répond|réagit|tient debout|se lève) (?:plus|plu|pas|pa)|(?:très |extrêmement )faible|léthargique|prostrée?|inconscient[e]?`,
      scope: 'message',
    },
    // Self-harm: thoughts of ending it written in SMS form ("jpense a en finir").
    {
      category: 'self_harm',
      pattern: "(?:jpense|jpenses|jpensais|jsonge|jsongeais|jréfléchis) (?:souvent |tout le temps |sérieusement |de plus en plus |beaucoup |parfois |encore |vraiment )?(?:à|a) (?:en finir|me tuer|mourir|me suicider|disparaître|me foutre en l' air|sauter|me pendre|me jeter|partir pour (?:de bon|toujours)|mettre fin à (?:mes jours|ma vie|tout))",
      context: "jpense|jpenses|jpensais|jsonge|jsongeais|jréfléchis",
    },
    // Self-harm: a jump from a height thought of or planned ("je pense sérieusement à sauter de mon balcon").
    {
      category: 'self_harm',
      pattern: "(?:sauter|me jeter|me balancer|me lancer|se jeter|se balancer|sauté|sautera[a-z]*) ~3 (?:du|de la|de mon|de ma|de son|de sa|d' un|d' une|par la|par|sous (?:le|un)|devant (?:le|un)) (?:haut (?:du|de la|d' un|d' une) )?(?:balcon|pont|fenêtre|toit|immeuble|falaise|viaduc|train|métro|rer|tgv|camion|étage|parking|tour)",
      context: "pense|pensé|pensais|envie|veux|voudrais|vais|compte|jveux|jvais|jpense|prête?|décidée?|prévu|idée|tenté|tentée|sur le point|tout à l' heure|ce soir|cette nuit|demain|finir|mourir|vivre|sais (?:pas|plus) (?:si|pourquoi)",
    },
    // Self-harm: no longer seeing oneself living on ("je me vois plus vivre").
    {
      category: 'self_harm',
      pattern: "(?:me|te|se) (?:vois|voit|voyais|voyait|imagine|imaginais) (?:plus|plu|pu|pas|pa|même plus) (?:vivre|continuer|exister|vieillir|dans (?:un|deux|cinq|dix) ans|être là)|(?:vois|voit) (?:plus|plu|pu|pas|pa) (?:l' intérêt|le sens|la raison|pourquoi) (?:de )?(?:vivre|continuer|rester en vie|me lever)",
      context: "me vois|me voit|m' imagine|vois (?:plus|plu|pu|pas|pa)|voit (?:plus|plu|pu|pas|pa)",
    },
    // Carbon monoxide: someone limp or unable to stand while a CO alarm sounds.
    {
      category: 'carbon_monoxide',
      pattern: "(?:tout|toute|tous|toutes|très|complètement) (?:mou|molle|mous|molles|ramolli[e]?s?|amorphes?)|(?:ne )?tien(?:s|t|nent) (?:plus|plu|pas|pa) debout|(?:ne |n' )?(?:se )?(?:réveille|répond|réagit) (?:plus|plu|pas|pa)|(?:du mal|de la peine|de la misère|dure?|difficile) (?:à|a) (?:se |s' )?réveiller",
      context: `(?:détecteur|alarme|capteur|alarm)s? ~4 (?:sonn|bip|hurl|déclench|clignot)[a-z]*|(?:détecteur|alarme|capteur)s? (?:de |d' |du |à |au )?(?:co|monoxyde)|monoxyde|${CO_SOURCE}`,
      scope: 'message',
    },
    // Chest pain: the heart or chest said to hurt, with a heart-attack sign in the clause.
    {
      category: 'chest_pain',
      pattern: "(?:coeur|poitrine|thorax|torse|sternum) (?:me |lui |leur |te |nous )?(?:fai[ts]|faisait) (?:super |très |hyper |trop |vraiment |tellement |atrocement |horriblement )?mal",
      context: "bras|mâchoire|machoire|dos|épaule|sueurs?|transpir[a-z]*|moite|respir[a-z]*|souffle|essouffl[a-z]*|nausée|vomi[a-z]*|malaise|serre|écrase|oppress[a-z]*|pâle|gris[e]?|depuis (?:\\d+|une|deux|trente|vingt|quinze|dix) (?:min|minutes|heures?|h)",
    },
    // Stroke: words that will not come out, or an arm that drops, with the other sign in the clause.
    {
      category: 'stroke',
      pattern: `${CANT}(?:sortir|trouver|dire|former|prononcer|articuler) (?:ses|mes|les|leurs|des|un|une|ces) (?:mots|phrases?)|(?:mots|phrases?) (?:ne )?(?:lui |me )?(?:sort|sortent|viennent) (?:plus|pas|pa|plu|mal)|(?:bras|main)(?: ${SIDE})? (?:qui )?(?:tombe|retombe|pend|lâche)(?! (?:de|du|des|d') )|(?:ne |n' )?parle (?:plus|plu|pu) (?:bien|correctement|normalement|comme (?:avant|d' habitude))(?! (?:que|qu'|le|la|les|français|anglais|espagnol|arabe|allemand))|(?:ne |n' )?(?:lève|bouge|soulève) (?:plus|plu|pu|pas|pa) (?:le|la|son|sa|mon|ma) (?:bras|jambe|main)|bégai[a-z]*|bégay[a-z]*|(?:yeux|regard) ~3 (?:chacun de (?:leur|son) côté|qui louchent|dévié[a-z]*)|(?:se met|s' est mise?) à loucher|(?:ne |n' )?comprend (?:plus|plu|pu|plus rien (?:à|a|de)) ce que (?:je|j'|tu|vous|nous|on) (?:lui |leur )?(?:dis|dit|disons|dites|demande|raconte)`,
      context: `bouche|visage|face|bras|jambe|main|${ONE_SIDE}|${SUDDEN}|avc|bave|travers|engourdi[a-z]*|paralys[a-z]*|mots|parl[a-z]*|parole|articul[a-z]*|bégai[a-z]*|bégay[a-z]*|debout|depuis (?:\\d+|une|deux|dix|quinze|vingt|trente) (?:min|minutes|mn|heures?|h)|tout à l' heure`,
    },
    // Meningitis: a wry neck or eyes hurting in the light, with a fever.
    {
      category: 'meningitis',
      pattern: "torticolis|mal (?:aux|des) yeux (?:à|a|avec|face à|dans|quand il y a) (?:la )?lumière|(?:yeux|oeil) ~2 (?:sensibles?|douloureux) (?:à|a) la lumière|photophobie",
      context: `${FEVER}|fi[eè]vres?|fi[eè]vreu(?:x|se)`,
      reach: 40,
    },
    // Other emergencies: unable to pass urine, with pain or swelling (urinary retention, paraphimosis).
    {
      category: 'other_emergency',
      pattern: `${CANT}(?:uriner|faire pipi|pisser)`,
      context: "(?:très|super|hyper|trop|tellement) mal|douleurs?|gonfl[a-z]*|vessie|ventre|pénis|prépuce|bloqué[e]?",
    },
    // Bleeding: red blood in the stools with faintness or pallor.
    {
      category: 'severe_bleeding',
      pattern: "(?:selles|caca|crottes?|excréments) ~2 (?:rouges?|sanglantes?|pleine?s? de sang|avec (?:du|beaucoup de) sang|rouge sang)|(?:du |beaucoup de )?sang (?:rouge )?dans (?:les|ses|mes|leurs) selles",
      context: "pâle|blême|livide|blanc|blanche|vertiges?|tête qui tourne|malaise|évanoui[a-z]*|dans les pommes|tient (?:plus|pas) debout|(?:coeur|pouls) ~2 (?:vite|rapide|s' emballe)|beaucoup|énormément|caillots",
    },
    // Breathing: pauses in breathing with someone very drowsy, hard to wake, blue, floppy or grunting.
    {
      category: 'breathing',
      pattern: "pauses? (?:respiratoires?|dans (?:sa|la|leur|ma) respiration)|respire avec des pauses",
      context: `(?:très|super|hyper|anormalement|extrêmement) somnolent[a-z]*|${HARD_TO_WAKE}|(?:ne )?(?:répond|réagit) (?:plus|pas|pa|plu)|inconscient[e]?|bleu[a-z]*|gris[e]?|(?:tout|toute|très) (?:mou|molle)|flasque|inerte|geint|gémit|grogne|geignements?|morphine|opioïdes?|fentanyl|tramadol|méthadone|héroïne|overdose`,
    },
    // Other emergencies: a fall or crash at speed; a blow to the belly with pallor or growing pain.
    {
      category: 'other_emergency',
      pattern: "(?:à|a) (?:[3-9]\\d|1\\d\\d|cinquante|soixante|soixante dix|quatre vingts?|cent) (?:à l' heure|km ?h|kmh|km)",
      context: "tomb[a-z]*|chute|accident|percut[a-z]*|renvers[a-z]*|collision|éjecté[e]?|fauché[e]?|crash",
      scope: 'message',
    },
    {
      category: 'other_emergency',
      pattern: "(?:coup|choc|guidon|coup de pied|coup de poing|coup de genou|tomb[ée]e?|chute) ~4 (?:dans|sur|au|à) (?:le |la |son |sa |mon |ma )?(?:ventre|abdomen|flanc|rate|foie)",
      context: "pâle|blême|livide|blanc|blanche|gris[e]?|malaise|évanoui[a-z]*|vertiges?|(?:douleur|mal) ~3 (?:augmente|empire|de plus en plus|pire|atroce|terrible)|vomi[a-z]*|sang|dur|gonfl[a-z]*",
      scope: 'message',
    },
    // Self-harm: wanting not to wake up, said without "ne" ("envie de plus me réveiller").
    {
      category: 'self_harm',
      pattern: "(?:envie|veux|voudrais|aimerais|préférerais|souhaite|espère|prie pour|jveux|jvoudrais) (?:de |d' )?(?:ne )?(?:plus|plu|pu|pas|pa|jamais) (?:jamais )?(?:me |se )?(?:réveiller|revoir le jour|voir demain)(?! (?:la nuit|à|a|avant|pendant|tôt|trop|en sursaut|toutes|plusieurs|chaque|vers|fatigué|épuisé|avec|le matin|au milieu|sans|si|quand|aussi))",
      context: "envie|veux|voudrais|aimerais|préférerais|souhaite|espère|prie|jveux|jvoudrais",
    },
    // Stroke: an arm, leg or the face no longer felt, with the other side, speech or suddenness around.
    {
      category: 'stroke',
      pattern: "(?:ne |n' )?(?:sens|sent|sentait|sentais|sentons) (?:plus|plu|pu|pas|pa|presque plus) (?:du tout |bien )?(?:mon|ma|son|sa|le|la|leur) (?:bras|jambe|main|pied|visage|joue|côté|moitié)",
      context: `(?:bras|jambe|main|pied|côté|visage|jambes) ${SIDE}|${ONE_SIDE}|${SUDDEN}|bouche|visage|parole|parl[a-z]*|mots|avc|(?:et|,) (?:la |le |ma |mon |sa |son )?(?:jambe|bras|visage|bouche|main)|engourdi[a-z]*|paralys[a-z]*`,
    },
    // Sepsis: with an infection, feeling extremely unwell, confusion or a very low blood pressure.
    {
      category: 'sepsis',
      pattern: "(?:me|se|te) sen[st] (?:vraiment |tellement |super |hyper )?(?:extrêmement|horriblement|terriblement|atrocement|très très|vraiment très|trop trop) mal|(?:tension|pression artérielle|ta) (?:très |super |hyper |trop |vraiment )?(?:basse|effondrée|à [5-8](?! \\d))|hypotension|(?:une |de la |en )?confusion(?! (?:entre|avec|de|d'|des|dans|sur|sur))",
      context: INFECTION,
      scope: 'message',
    },
    // Self-harm: wishing to fall asleep and not wake up, said in a roundabout way ("si je m'endormais pour pas me réveiller").
    {
      category: 'self_harm',
      pattern: "(?:m' |me |s' |se )?endorm[a-z]* (?:pour |et |sans )(?:ne )?(?:pas |plus |plu |pu |jamais |jamais plus )?(?:me |se )?réveill(?:er|e)|(?:dormir|m' endormir) (?:pour )?(?:toujours|à jamais|sans fin)",
      context: "endorm[a-z]*|dormir",
    },
    // Chest pain named at the left breast or pectoral, with the arm, a cold sweat or breathlessness within reach.
    {
      category: 'chest_pain',
      pattern: "(?:douleurs?|mal|serrement|oppression|pression|poids|brûlure) ~3 (?:au |du |dans le |sous le |le )?(?:sein gauche|pectoral gauche|pec gauche|côté gauche de (?:la|ma|sa) poitrine)",
      context: "bras|mâchoire|machoire|sueurs?|transpir[a-z]*|moite|en nage|essou?ffl[a-z]*|souffle court|pâle|gris[e]?|blême|malaise|nausées?|serre|serré[e]?|écras[a-z]*|depuis (?:\\d+|une|deux|vingt|trente) (?:min|minutes|heures?|h)",
      reach: 30,
    },
    // Other emergencies: after a fall, a leg shortened or turned outwards (a broken hip), or a limb bent the wrong way.
    {
      category: 'other_emergency',
      pattern: "(?:jambe|pied|genou|hanche)s? ~3 (?:raccourcie?s?|plus courte?s?|tournée?s? (?:vers l' extérieur|en dehors|à l' envers|dans le mauvais sens)|(?:tordue?s?|pliée?s?) (?:à l' envers|dans le mauvais sens|dans un angle bizarre|bizarrement))|(?:bras|jambe|poignet|cheville|cuisse)s? ~3 (?:forme|angle) (?:bizarre|anormal[e]?|pas normal[e]?)|col du fémur",
      context: "tombée?s?|chute|chuté[e]?|glissé[e]?|accident|renversée?|hurl[a-z]*|cri[a-z]*|(?:ne )?(?:peut|peux|arrive) (?:pas|pa|plus|plu) (?:à )?(?:se lever|me lever|bouger|marcher|poser le pied)|par terre|au sol",
      scope: 'message',
    },
    // Chest pain: the heart "about to burst" or the whole upper body hurting, with pain or a cold sweat within reach.
    {
      category: 'chest_pain',
      pattern: "coeur (?:va|allait|vas|qui va) (?:exploser|éclater|lâcher|s' arrêter|sortir)",
      context: "bras gauche|mâchoire|machoire|(?:mal|douleurs?|serre|serré|écras[a-z]*|oppress[a-z]*|broi[a-z]*) ~3 (?:poitrine|thorax|torse|coeur|sternum)",
      reach: 30,
    },
    // Chest pain: the whole upper body hurting, with a sweat, the arm or breathlessness within reach.
    {
      category: 'chest_pain',
      pattern: "(?:mal|douleurs?) ~3 (?:tout )?(?:le |du )?haut du (?:corps|buste|torse)",
      context: "transpir[a-z]*|sueurs?|moite|en nage|bras gauche|mâchoire|machoire|essou?ffl[a-z]*|coeur|poitrine",
      reach: 30,
    },
    // Stroke: sight gone in one eye, suddenly or since a stated time.
    {
      category: 'stroke',
      pattern: "(?:oeil|yeux) ~3 (?:qui )?(?:ne |n' )?(?:voit|voyait|voient) (?:plus|plu|pu|presque plus|quasiment plus) (?:rien|du tout|grand chose)|(?:voi[st]|voyait) (?:plus|plu|pu) (?:rien )?(?:de|d' |avec) (?:l' |mon |son |un |ce )?(?:oeil|côté)|(?:perdu|perte (?:de|d' )) (?:la )?vue (?:de|d' |à) (?:l' |mon |son |un )?(?:oeil|côté)",
      context: `${SUDDEN}|depuis|ce matin|ce soir|au réveil|tout à l' heure|il y a (?:\\d+|une|deux|dix|vingt) (?:min|minutes|heures?|h)|rideau|voile|comme une? (?:ombre|store)`,
      scope: 'message',
    },
    // Head injury: blood or clear fluid from an ear after a fall or a blow.
    {
      category: 'head_injury',
      pattern: "saign[a-z]* (?:de l' |par l' |des |par les |d' une |de son |de sa )oreilles?|(?:sang|liquide) ~3 (?:de l' |par l' |des |par les |dans l' |d' une )oreilles?|oreilles? ~2 (?:qui )?saign[a-z]*",
      context: "chut[a-z]*|tomb[a-z]*|cogn[a-z]*|coup|choc|accident|bosse|glissé[e]?|renversée?|bagarre|frapp[a-z]*|tête",
      scope: 'message',
    },
    // Pregnancy: fluid lost before term, or with a fever or a bad smell (the waters broken early or infected).
    {
      category: 'pregnancy',
      pattern: "(?:perds|perd|perdu|perte de|fuite de|écoulement de) (?:du |de |un peu de )?liquide(?: amniotique| clair)?|liquide amniotique|(?:perdu|perdre|perte|perds|perd) (?:les|des) eaux|(?:mes|les|ses) eaux ~2 (?:ont |sont )?(?:crevé|percé|rompu|cassé|parti)e?s?|poche des eaux ~2 (?:rompue|percée|fissurée)|(?:perds|perd|perdu|perdais|perdait|perte|pertes|fuite|fuites|écoulement) (?:de l' |d' |un peu d' |beaucoup d' |plein d' )eau|(?:ça|ca|liquide|eau) (?:me |lui )?(?:coule|coulait|dégouline|ruisselle) ~2 le long (?:des|de mes|de ses) (?:jambes|cuisses)|du liquide ~2 (?:coule|s' écoule|sort)(?! (?:du|de|d') ?(?:l' |la |le |son |sa |mon |ma |ses |mes )?(?:nez|oreille|plaie|bouton|oeil|yeux|cicatrice|bouche|narine))",
      context: `${FEVER}|frissons|sent (?:mauvais|fort)|odeur|verdâtre|vert|(?:[1-2]\\d|3[0-6]|vingt|trente) (?:semaines|sa|sem)|(?:[3-7]|trois|quatre|cinq|six|sept) mois|prématur[a-z]*`,
      scope: 'message',
    },
    // Self-harm: no longer wanting to be there at all ("j'ai plus envie d'être là").
    {
      category: 'self_harm',
      pattern: "(?:plus|plu|pu|pas|aucune) envie d' être (?:là|ici|en vie|vivante?|sur terre|de ce monde)(?! (?:au|à|a|dans|chez|avec|en|pour) )|(?:veux|voudrais|veut|voulais|jveux) (?:plus|plu|pu) être (?:en vie|vivante?|sur terre|de ce monde)",
      context: "envie|veux|voudrais|veut|voulais|jveux",
    },
    // Self-harm: a stated intent to take all of one's tablets, told by the person or someone close.
    {
      category: 'self_harm',
      pattern: `(?:va|vais|vas|allait|allais|veut|veux|voulait|voudrait|compte|menac[a-z]* (?:de|d')|parl[a-z]* (?:de|d')|jvais|jveux) (?:prendre|avaler|gober|se bourrer de|bouffer|me bourrer de) (?:(?:tous|toutes) (?:ses|mes|les|tes) ${PILLS}|(?:toute|toutes) (?:la|sa|ma|les|ses|mes) (?:boîtes?|plaquettes?)|(?:tout|toute) (?:le|la|son|sa|mon|ma) (?:flacon|boîte|tube|stock|armoire à pharmacie))`,
      context: "menac[a-z]*|(?:m' |nous |lui )a dit|(?:m' |nous )a écrit|message|texto|sms|adieu|en finir|mourir|d' un (?:seul )?coup|en une (?:seule )?fois|enferm[a-z]*|plus (?:la force|envie)|suicid[a-z]*",
    },
    // Breathing: an object swallowed or stuck, and the child cannot cough, cry or speak, or turns dark red, purple or blue.
    {
      category: 'breathing',
      pattern: "(?:n' |ne )?(?:arrive|arrivait|peut|pouvait|parvient) (?:pas|plus|pa|plu|même pas|même plus) (?:à )?(?:tousser|pleurer|parler|crier|reprendre (?:son|sa) (?:souffle|respiration))|(?:devient|devenu[e]?|vire|virer|viré[e]?|tourne|est|était) (?:tout |toute |très )?(?:rouge (?:foncé|sombre|violacé|violet)|cramoisie?|violet(?:te)?|violacée?|bleue?|bleuâtre|grise?|cyanosée?)|(?:lèvres|visage|figure|tête) ~3 (?:rouge foncé|violet(?:te)?s?|violacée?s?|bleue?s?|grise?s?)",
      context: "avalé|avaler|coincée?|bloquée?|de travers|pièce|bille|bouchon|capuchon|cacahuètes?|bonbon|jouet|morceau|noyau|raisin|perle|lego|bouton|caillou|étouff[a-z]*",
      reach: 20,
    },
    // Other emergencies: something stuck on the way down, unable to swallow even saliva, or drooling.
    {
      category: 'other_emergency',
      pattern: "(?:ne |n' )?(?:peut|peux|arrive|arrivait|pouvait) (?:plus|pas|plu|pa|même plus|même pas) (?:à )?(?:avaler|déglutir)(?: (?:sa|ma|la) salive)?|bave (?:beaucoup|énormément|sans arrêt|partout|sans pouvoir avaler)",
      context: "avalé|coincée?|bloquée?|de travers|arête|os de|bout de|morceau|bouchée|pièce|jouet|bonbon|pile|viande|saucisse",
      scope: 'message',
    },
    // Sepsis: with an infection, feeling ill as never before, or shivering that will not stop.
    {
      category: 'sepsis',
      pattern: "(?:tremble|tremblais|tremblait|grelotte|grelottait|claque des dents|claquait des dents) ~3 (?:sans arrêt|sans pouvoir (?:m' |s' )arrêter|de partout|violemment|énormément|comme jamais|comme une feuille|incontrôlable[a-z]*)",
      context: INFECTION,
      scope: 'message',
    },
    // Sepsis: feeling ill as never before, with shaking, a racing heart, fast breathing, mottling or no urine within reach.
    {
      category: 'sepsis',
      pattern: "mal comme jamais|jamais (?:été|sentie?|senti) (?:aussi|si) mal",
      context: "tremble[a-z]*|grelott[a-z]*|frissons?|claque des dents|coeur ~3 (?:bat|battait|tape|cogne) ~2 (?:vite|fort|à toute)|respire (?:très )?(?:vite|mal)|confus[e]?|marbr[a-z]*|(?:pas|plus|rien) (?:uriné|fait pipi)",
      reach: 30,
    },
    // Poisoning: a great deal of alcohol drunk, with the drinker barely responding, breathing badly or vomiting while drowsy.
    {
      category: 'overdose_poisoning',
      pattern: "(?:bu|bois|boit|descendu|sifflé|avalé|vidé|calé|callé) ~3 (?:une |la |toute (?:une|la) |presque (?:une|toute la) )?(?:bouteille|litre|demi litre|flasque) (?:entière )?(?:de |d' )?(?:vodka|whisky|whiskey|rhum|gin|tequila|alcool|pastis|vin|cognac|calva|liqueur)|coma éthylique|(?:beaucoup trop|énormément|trop|extrêmement) (?:bu|d' alcool)|ivre morte?|(?:complètement |totalement )?bourrée? (?:à mort|comme jamais)",
      context: "(?:répond|réagit|réveille|bouge) (?:à peine|presque (?:plus|pas)|plus|pas|pa|plu|pu)|inconscient[e]?|(?:vomi[a-z]*|dort|endormie?|allongée?) ~4 (?:dort|endormie?|allongée?|sur le dos|par terre|vomi[a-z]*)|respire (?:mal|lentement|bizarrement|à peine|très lentement)|bleu[a-z]*|gris[e]?|convul[st][a-z]*|dans les vapes|dans le coltar|tient (?:plus|pas) debout|ronfl[a-z]*",
      scope: 'message',
    },
    // Self-harm now: burning, cutting or scratching oneself on purpose.
    {
      category: 'self_harm',
      pattern: "(?:me |m' |se |s' )(?:suis |est |sont )?(?:brûl|coup|griff|mutil|scarifi|taillad|entaill|lacér|ouvert)[a-z]* ~4 (?:exprès|volontairement|pour (?:me|se) (?:faire mal|punir|calmer|soulager|sentir))(?! (?:les|mes|ses|la|ma|sa|le|mon|son) (?:cheveux|ongles|frange|barbe|poils|sourcils|mèche|doigt|robe|pantalon|tissu))|(?:exprès|volontairement) ~2 (?:(?:me|m'|se|s') )?(?:brûl|coup|griff|mutil|scarifi|taillad|entaill|lacér)[a-z]*",
      context: "exprès|volontairement|pour (?:me|se) (?:faire mal|punir|calmer|soulager|sentir)",
    },
    // Self-harm: a lethal amount worked out or looked up, with despair or the means at hand said anywhere.
    {
      category: 'self_harm',
      pattern: "(?:calculé|calculer|calcule|compté|cherché|chercher|cherche|regardé|regarde|googlé|googler|renseignée?|vérifié|vérifie)[a-z]* ~3 (?:combien (?:de |d' )|(?:la |quelle )(?:dose|quantité)|le nombre (?:de |d' ))",
      context: `(?:il (?:en )?(?:faudrait|faut)|faut|faudrait) (?:pour )?(?:mourir|en finir|y rester|partir|(?:me|se) tuer|ne (?:plus|pas) (?:me |se )?réveiller)|mortel(?:le)?s?|létale?s?|devant moi|sous la main|à côté de moi|(?:deux|trois|quatre|cinq|\\d+|des|plusieurs|toutes? (?:les|mes)) (?:boîtes|boites|plaquettes)|${DESPAIR}`,
      scope: 'message',
    },
    // Sudden headache: "the worst I have ever had" in its own sentence, the headache named anywhere.
    {
      category: 'sudden_headache',
      pattern: "(?:la |le )?pire(?: (?:douleur|crise|migraine|céphalée|mal de (?:tête|tete|crâne)))? (?:de (?:ma|sa|toute ma|toute sa|leur) vie|que (?:j' ai|jai|j ai|g|il a|elle a|j' aie) (?:jamais |eu )?(?:eue?|ressentie?|connue?|vécue?|jamais eue?))",
      context: "tête|tete|crâne|crane|céphal[a-z]*|migraine[a-z]*|headache",
      scope: 'message',
    },
    // Seizure: jerking of the limbs or whole body, with no waking, eyes rolled, stiffness or drooling said anywhere.
    {
      category: 'seizure',
      pattern: "(?:(?:trembl|secou|tressaut|gigot)[a-z]*|secousses|spasmes|tremblements|soubresauts|saccades|mouvements (?:saccadés|incontrôlés|désordonnés)) ~4 (?:(?:des |les |ses |aux |dans les |de tout le |dans tout le |dans le |de son |du )?(?:bras|jambes|membres|corps)|partout)|(?:bras|jambes|membres) (?:qui )?(?:tremblaient|tremblent|tressautaient|tressautent|s' agitaient|s' agitent|partaient dans tous les sens|secoués?|se raidissaient|se raidissent)",
      context: "(?:ne |n' )?(?:se )?(?:réveille|répond|réagit|reprend (?:pas|plus) (?:ses esprits|connaissance)) (?:toujours |encore )?(?:pas|pa|plus|plu)|toujours pas|inconsciente?|yeux (?:révulsés|retournés|dans le vide|fixes)|bave|écume|raide|mordu la langue|uriné|fait pipi sur (?:lui|elle)|dans les vapes|bleue?s?|(?:depuis|pendant|plus de) (?:\\d+|deux|trois|cinq|dix) (?:min|minutes)|(?:depuis|pendant|plus d' ?|ça fait|ca fait) (?:un |une |1 )?(?:quart d' ?heure|demi heure)|(?:n' |ne )?(?:s' )?(?:arrêtent|arrête|cessent|cesse|arrêtaient|arrêtait) (?:pas|pa|plus|plu)|sans (?:s' )?arrêt(?:er)?|non stop|en continu|(?:à moitié|à demi|semi|pas vraiment|pas complètement|plus vraiment) (?:consciente?|réveillée?|là)",
      scope: 'message',
    },
    // Seizure: another fit again today, or the rescue medicine that did not work, with a fit named anywhere.
    {
      category: 'seizure',
      pattern: "crises? (?:, )?(?:c' est |déjà |encore )?(?:la |sa )(?:deuxième|deuxieme|2e|2eme|seconde|troisième|troisieme|3e|3eme|quatrième|4e|énième|cinquième) (?:depuis|de la journée|aujourd|ce|cette|en|d' affilée|de suite)|(?:médicament|médoc|traitement|cachet|seringue|dose|spray|produit) (?:d' urgence|de secours)|buccolam|midazolam|valium (?:en )?(?:intra ?)?rectal|canule rectale",
      context: "crises?|convuls[a-z]*|épilep[a-z]*",
      scope: 'message',
    },
    // Anaphylaxis: hives with feeling faint in the same clause ("il a des plaques et il se sent partir").
    {
      category: 'anaphylaxis',
      pattern: "(?:se sent|me sens|se sentait|me sentais|se sentent) (?:très |super |hyper |tout |toute )?(?:faible|partir|tomber|défaillir|mal)|(?:fait|fais|faire|a fait|ai fait) un malaise|(?:va|vais|allait|allais) (?:tomber|s' évanouir|m' évanouir|tomber dans les pommes|faire un malaise)|(?:tension|pression) (?:qui )?(?:chute|baisse|tombe|s' effondre)",
      context: "urticaires?|plaques (?:rouges |partout|sur)|plaques|boutons partout|(?:gonfl|enfl)[a-z]*",
    },
    // Seizure: one fit and then another straight after.
    {
      category: 'seizure',
      pattern: "(?:puis|et|ensuite|et puis|encore|re) (?:une autre|une deuxième|une 2e|une seconde|une troisième|une 3e|une nouvelle|ça a recommencé|ça recommence)(?: crise)? (?:juste |tout de suite |aussitôt |directement )?(?:après|derrière|dans la foulée|dans la minute|sans se réveiller|sans reprendre)",
      context: "crises?|convuls[a-z]*|épilep[a-z]*",
      scope: 'message',
    },
    // Poisoning: a dose doubled or tripled of a medicine where too much is dangerous at once.
    {
      category: 'overdose_poisoning',
      pattern: "(?:doublé|triplé|quadruplé|(?:deux|trois|quatre|dix|\\d+) fois (?:ma|sa|la|leur|la bonne) dose|(?:double|triple) dose|dose (?:double|triple)|trop d' unités|(?:injecté|piqué|fait|pris|mis) ~3 (?:\\d+|trop d') unités(?! ~2 (?:comme (?:d' habitude|prévu)|normal)))",
      context: "insuline|digoxine|lithium|méthotrexate|anticoagulants?|previscan|coumadine|sintrom|xarelto|eliquis|morphine|skenan|tramadol|oxycodone|fentanyl|méthadone|subutex|théophylline|colchicine",
      scope: 'message',
    },
    // Chest pain: "mal au coeur" (also nausea) or a squeezing, with radiation, sweating or pallor in the same clause.
    {
      category: 'chest_pain',
      pattern: "mal au coeur|(?:ça|ca) (?:le|me|la|lui|leur|nous) (?:serre|serrait|écrase|écrasait|comprime|broie) (?:fort |très fort |trop )?(?:jusqu|dans|vers|au|aux|partout|tout)",
      context: "bras|mâchoire|machoire|épaules?|dos|sueurs?|transpir[a-z]*|en sueur|moite|essou?ffl[a-z]*|(?:tout|toute|très) (?:blanc|blanche|gris|grise|pâle)|blême",
    },
    // Seizure: jerking or thrashing limbs that do not respond, or stiffness, in the same clause.
    {
      category: 'seizure',
      pattern: "gigot[a-z]*|tressaut[a-z]*|(?:trembl|secou|s' agit)[a-z]* (?:de partout|de tout son corps|dans tous les sens|des bras et des jambes)",
      context: "(?:ne |n' )?(?:répond|réagit) (?:pas|pa|plus|plu)|raide|rigide|yeux|bave|écume|inconscient[e]?",
    },
    // Sepsis: shaking with a racing heart, with an infection anywhere in the message.
    {
      category: 'sepsis',
      pattern: "(?:tremble|tremblais|tremblait|grelotte|grelottait|frissons|claque des dents)(?! un peu| légèrement| un petit peu) ~5 coeur (?:qui )?(?:bat|battait|tape|cogne|s' emballe) ~2 (?:vite|fort|à toute)(?! (?:quand|en (?:montant|marchant|courant)|à l' effort|après))|coeur (?:qui )?(?:bat|battait|tape|cogne|s' emballe) ~3 (?:vite|fort|à toute) ~5 (?:tremble|tremblais|tremblait|grelotte|grelottait|frissons|claque des dents)(?! un peu| légèrement| un petit peu)",
      context: INFECTION,
      scope: 'message',
    },
    // Self-harm: "nothing but a burden", with a wish to stop everything, death or the means said anywhere.
    {
      category: 'self_harm',
      pattern: "(?:suis|sens|me sens|serai|serais|devenue?) (?:plus |rien d' autre |juste |seulement |vraiment )?(?:qu' )?(?:un|une) (?:fardeau|poids mort|boulet)(?! (?:au|en|dans|pour (?:mon|ma|l' ?|mes|les) ?(?:travail|boulot|équipe|sport|cours|classe|collègues|match)))",
      context: `(?:j' )?arrête tout|en finir|mourir|disparaître|plus là|sans moi|adieu|plus la force|à bout|suicid[a-z]*|me tuer|pour de bon|pour toujours|${MEANS}`,
      scope: 'message',
    },
    // Self-harm: a will made or no future seen, with the means or an intent said anywhere.
    {
      category: 'self_harm',
      pattern: "(?:fait|rédigé|écrit|préparé|mis à jour|faire|rédiger|écrire|préparer) ~3 (?:mon|son|leur) testament|(?:me |se |te )vois? (?:plus|pas|plu|pu) (?:dans l' avenir|d' avenir|vieillir|de futur|demain)|(?:aucun|pas d'|plus d'|plus aucun) avenir pour moi",
      context: `${MEANS}|acheté (?:des|une|un)|en finir|(?:me|se) tuer|suicid[a-z]*|plus là|pour de bon|adieu`,
      scope: 'message',
    },
    // Breathing noisily and hard to keep awake in a chest infection.
    {
      category: 'breathing',
      pattern: "respir[a-z]* (?:avec (?:des |de )?(?:grands |gros |drôles de |énormes )?bruits?|bruyamment|en râlant|en raclant)|respiration (?:bruyante|rauque|râlante)|(?:elle|il) râle",
      context: "pneumonie|bronchite|broncho[a-z]*|bpco|asthme|infection pulmonaire|du mal (?:à|a) rester (?:éveillé|eveille)e?|somnolent[e]?|endormi[e]?|lèvres|bleu[e]?s?|gris[e]?|confus[e]?|ne (?:répond|repond)",
      scope: 'message',
    },
    // Something taken at a party with a burning body, huge pupils or a racing heart.
    {
      category: 'overdose_poisoning',
      pattern: `(?:pris|prend|avalé|gobé|fumé|sniffé|snifé|consommé|tapé|bu) ~2 (?:un truc|des trucs|quelque chose|un cachet|une pilule|un ecsta|une ecsta|de la drogue|des drogues|un produit|un taz|un para)|${DRUGS}`,
      context: "pupilles ~2 (?:énormes|enormes|dilatées|dilatees|en soucoupe|géantes|geantes)|brûlant[e]?|brulant[e]?|coeur ~3 (?:à fond|a fond|à mille|a mille|bat (?:trop |très |tres )?vite|s' emballe|tape|cogne)|convuls[a-z]*|n' importe quoi|n importe quoi|ne (?:répond|repond) (?:plus|pas)|inconscient[e]?|hallucin[a-z]*",
      scope: 'message',
    },
    // Hives all over with wheezing, breathing or throat trouble, whatever set it off.
    {
      category: 'anaphylaxis',
      pattern: "(?:plaques|urticaire|boutons)(?: rouges)? ~3 (?:partout|de partout|sur tout le corps)|couverte?s? (?:de |d' )(?:plaques|boutons|urticaire)|urticaire géante",
      context: "respir[a-z]* (?:en sifflant|mal|difficilement|bizarrement)|siffl[a-z]*|(?:du mal|de la peine|difficultés?|gêne) (?:à|a|pour) (?:respirer|avaler)|souffle court|essouffl[a-z]*|étouff[a-z]*|gorge (?:qui )?(?:serre|gonfle|se ferme)|(?:langue|lèvres?) (?:qui )?(?:gonfle|enfle)[a-z]*|voix (?:rauque|enrouée|cassée|bizarre)|malaise",
      reach: 25,
    },
    // Hives with vomiting or a floppy child after a food or a sting.
    {
      category: 'anaphylaxis',
      pattern: "urticaire ~6 (?:vomi[a-z]*|(?:tout |toute )?(?:mou|molle)|pâle|malaise|somnolent[e]?)|(?:vomi[a-z]*|(?:tout |toute )?(?:mou|molle)) ~6 urticaire",
      context: "cacahu[a-z]*|arachides?|noix|noisettes?|amandes?|cajou|pistaches?|crevettes?|fruits de mer|fruits à coque|oeufs?|lait|kiwi|sésame|piqûre|piqué[e]?|abeille|guêpe|frelon|allergi[a-z]*|allergique",
      scope: 'message',
    },
    // A headache that came like a flash, at full strength at once.
    {
      category: 'sudden_headache',
      pattern: "comme un (?:éclair|eclair|coup de tonnerre|coup de fouet|coup de massue|claquement|coup de poignard)|(?:à fond|a fond|au maximum|au max) (?:tout de suite|d' un coup|direct|immédiatement|en une seconde)",
      context: "migraine[a-z]*|mal (?:de|à la|a la) t[eê]te|maux de t[eê]te|c[eé]phal[eé]e|t[eê]te",
      reach: 30,
    },
    // A small child grey or limp who no longer cries, only moans.
    {
      category: 'sick_child',
      pattern: "(?:ne )?pleure (?:même |meme |quasiment |presque )?(?:plus|pu)|(?:elle|il) (?:gémit|gemit|geint) (?:juste|seulement|que)|(?:ne fait que|fait que) (?:gémir|gemir|geindre)",
      context: `${CHILD}|petite?|petit bout|(?:\\d+|un|une|deux|trois) (?:ans?|mois|semaines)`,
      reach: 30,
    },
  ],
  clauseBreakers: ['cependant', 'pourtant', 'toutefois', 'sauf', 'néanmoins', 'neanmoins', 'tandis'],
  segmentBreakers: ['mais', 'et', 'donc', 'car', 'parce', 'puis', 'alors', 'aussi', 'ensuite', 'pis'],
  negationCues: ['ne', "n'", 'pas', 'pa', 'jamais', 'aucun', 'aucune', 'sans', 'ni', 'rien', 'non', 'nul', 'nulle', 'nullement', 'absence', 'peur', 'crainte', 'crains', 'craint', 'craignons'],
  pseudoNegations: [
    "(?:ne |n' )(?:suis|es|est|sommes|sers|sert|servons|fais|fait|vaux|vaut|serai|serais|étais|était|ai|as|a|avons|avais|avait|veux|veut|voulais|pense|pensais|pense|vois|voit|attends|attend|rêve|rêvais|vis|vit) (?:plus |rien d' autre |jamais )?qu' ?|(?:ne |n' )(?:suis|est|sers|sert) (?:plus |rien d' autre |jamais )?que ",
    "(?:je |j' |on |il |elle )?(?:ne |n' )?(?:sais|sait|savons|savez|savais) (?:pas|pa|plus|plu|rien)",
    "nouveaux? n[ée]e?s?|nouvelles? n[ée]es?|mort n[ée]e?s?",
    "(?:ne |n' )?(?:suis|est|sommes) pas (?:sûr|sûre|sûrs|certain|certaine)|pas (?:sûr|sûre|certain|certaine)|pas seulement|pas que|non seulement|sans doute|sans savoir|n' importe|ne me souviens (?:pas|pa|plus|plu)|aucune idée(?! (?:de|d') (?:me |se |te |m' |s' |t' )?(?:faire|suicid|tuer|blesser|mourir|mettre fin|en finir|couper|scarifier|disparaître))|aucun doute|pas d' idée|(?:j' |je |il |elle |on )?(?:n' )?(?:arrête|arrêtes|arrêtent|arrêtait|arrêtais|arete|aretes|aretent|arret) (?:pas|pa|plus|plu) de|(?:ne )?(?:peux|peut|arrive) (?:pas|pa|plus|plu) (?:à )?(?:m' |s' )?(?:empêcher|arrêter) de|(?:ne )?(?:peux|peut) (?:pas|pa|plus|plu) (?:m' |s' )?en empêcher|(?:peur|crainte|crains|craint) (?:de |d' )(?:me |se |m' |s' |te |t' )?(?:faire du mal|tuer|suicider|passer à l' acte|faire une bêtise|faire une connerie|faire quelque chose|en finir|mourir|blesser|couper|jeter)",
  ],
  bridges: [
    // "rien qui gonfle", "personne ... qui", "pas de douleur qui serre": a denial carried over the relative pronoun.
    'qui', 'douleur', 'douleurs', 'sensation', 'sensations',
    'ai', 'a', 'as', 'avons', 'avez', 'ont', 'avait', 'avais', 'eu', "j'", 'je', 'il', 'elle', 'on', 'ils', 'elles', 'de', "d'",
    'du', 'des', 'la', 'le', 'les', "l'", 'un', 'une', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'ton', 'ta', 'tes', 'leur',
    'plus', 'plu', 'tout', 'toute', 'trop', 'vraiment', 'actuellement', 'maintenant', 'encore', 'beaucoup', 'ressens', 'ressent',
    'sens', 'sent', 'senti', 'ressenti', 'éprouve', 'constate', 'note', 'remarque', 'remarqué', 'signe', 'signes',
    'symptôme', 'symptômes', 'trace', 'fait', 'fais', 'été', 'est', 'suis', 'me', "m'", 'se', "s'", 'y', 'en', 'autre',
    'vrai', 'vraie', 'grave', 'forte', 'fort', 'soudaine', 'soudain', 'moindre', 'type', 'genre', 'épisode', 'épisodes',
    'présente', 'présenté', 'envie', 'besoin', 'intention', 'jamais', 'nouveau', 'nouvelle', 'même', 'aujourd\'hui', 'depuis', 'particulier',
    'non', 'semble', 'semblent', 'lui', 'leur', 'avoir', 'pense', 'crois', 'vraiment', 'cette', 'ce', 'cet',
    'idée', 'idées', 'pensée', 'pensées', 'jai', 'g', 'voir', 'avec', 'rapport', 'comme', 'faire',
    'tombé', 'tombée', 'tombés', 'tombées', 'eue', 'eus',
    // "peur qu'il brûle": a fear of what may happen, not a burn.
    "qu'", 'qu',
  ],
  disjunctions: ['ni', 'ou'],
  intensifiers: "comme (?:ça|ca|celle ci|celui ci|aujourd'hui|maintenant|cette fois)|autant|à ce point|pareille?s?|aussi (?:fort|forte|intense|violent|violente)|jusqu'(?:à|a) (?:aujourd'hui|maintenant)|de (?:cette|ce) (?:façon|type)",
  remotePast: "(?:avc|méningite|infarctus|crises?|convulsions?|septicémie|overdose|commotion|brûlures?|coma|pneumonie|opération|accident) (?:à|a) (?:l' ?âge de )?(?:\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|seize|dix sept|dix huit|vingt) (?:ans|mois)(?! (?:et|de grossesse))|(?:dans|pendant|durant|depuis) les années (?:\\d0|cinquante|soixante|soixante dix|septante|quatre vingt|huitante|octante|quatre vingt dix|nonante|2000)|(?:quand j' étais|lorsque j' étais|étant) (?:enfant|petite?|bébé|gamine?|ado)|(?!(?:un|une|son|mon|ton|sa|ma|le|la|l'|leur|notre|votre|d'|de|du|des|les|mes|ses|tes|cet|cette|à|a|pour|avec|chez|devant|et|ou|mon|quel|quelle|nos|vos|leurs) )[a-z']+ (?:enfant|gamine?)$|(?:19\\d\\d|200\\d|201\\d|202[0-4])(?! ?(?:mg|ml|kg|g|euros?|€|calories|kcal|pas))|(?:il y a|il y' a|y a|ya|y' a|y'a) (?:longtemps|des années|des mois|(?:une |un )?(?:couple|paire|bonne dizaine|dizaine|vingtaine|bonne vingtaine) (?:d' |de )(?:ans|années|mois)|plusieurs années|bien longtemps|(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|plusieurs|quelques|bien des|de nombreuses) (?:ans|an|années|année|mois|décennies?))|l' (?:an|année) (?:dernière?|passée?)|l' (?:été|hiver|automne) (?:dernier|passé)|le printemps (?:dernier|passé)|(?:quand|lorsque) (?:j' |j |il |elle |on |nous )(?:étais|était|étions|avais|avait) (?:petit[e]?s?|enfants?|jeunes?|bébé|ado[a-z]*|enceinte|étudiant[e]?|\\d+ (?:ans|mois)|(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|dix huit|vingt) (?:ans|mois))|(?:eu|fait|fais|faite|attrapé|subi|vécu|tenté|failli|manqué) ~6 (?:à|a|vers) (?:l' ?âge de )?(?:\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|seize|dix sept|dix huit|vingt) (?:ans|mois)(?! (?:et|de grossesse))|(?:eu|fait|faite) ~8 (?:à|vers) (?:l' ?âge de )?(?:\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix sept|dix huit|vingt) ans$|étant (?:enfant|petit[e]?|jeune|bébé|ado)|(?:dans|pendant) (?:mon|son|ma|sa|notre) (?:enfance|jeunesse|adolescence)|(?:à|a) l' ?âge de|(?:en|depuis) (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) (?:19|20)\\d\\d|(?:lors de|à|pendant|pour) (?:mon|ma|sa|son|leur) (?:premier|première|précédent|précédente|dernier|dernière|ancien|ancienne|1er|1ère|2e) (?:accouchement|grossesse|bébé|enfant)|(?:eu|fait|attrapé) (?:une |un |des )?[a-z']+ ~2 (?:enfant|bébé|petite?|ado)(?: ,| \\.|$)|(?:ado|adolescente?|jeune|étudiante?|enfant|petite?) (?:, )?(?:j' |j )(?:avais|étais|faisais)|^(?:ado|enfant|petite?|gamine?) (?:, )?(?:j' |j )(?:ai|avais) (?:fait|eu)|en (?:19|20)\\d\\d|antécédents? (?:de|d')|depuis (?:des années|des mois|(?:\\d+|deux|trois|quatre|cinq|six|dix|plusieurs|quelques) (?:ans|années|mois))|de temps en temps|par le passé|autrefois|jadis|dans le passé|ancien(?:ne)?s?|auparavant|avant sa naissance",
  recovered: "(?:c' est |tout est |ça s' est |ça a été )?réglé (?:depuis|depuis longtemps|depuis des années)|(?:bien |complètement |totalement )?cicatrisée?s?|jamais (?:refait|récidivé|rechuté|recommencé|eu) (?:depuis|de nouveau|d' autres?)|plus (?:jamais )?rien (?:depuis|eu)?|plus jamais (?:rien|eu|refait|de crise|récidivé)|(?:complètement |totalement |bien |entièrement |parfaitement )?(?:récupéré|rétabli|guéri)e?s?|(?:va|vais|allons|vont|allait) (?:très |super |tout à fait |parfaitement |vraiment )?bien|tout va bien|(?:aucune|pas de|sans) (?:séquelles?|récidive|rechute)|rentré dans l' ordre|stable depuis|(?:sobre|clean|abstinent[e]?) depuis|(?:il|elle|j' ai|il a|elle a) (?:en )?(?:a )?(?:\\d+|douze|quinze|vingt|dix) (?:ans )?(?:maintenant|aujourd' ?hui)",
  recent: "aujourd'hui|maintenant|ce (?:matin|soir|midi)|cet après midi|cette nuit|cette semaine|en ce moment|actuellement|encore|à nouveau|de nouveau|recommence|depuis (?:ce matin|hier|cette nuit|une heure|\\d+ (?:minutes?|heures?))",
  afterEvent: "(?:décédée?s?|morte?s?|emportée?s? par|des suites|après|depuis|suite à|se remet (?:de|d')|remise? (?:de|d')|survécu à|séquelles (?:de|d')|rééducation après)(?: (?:son|sa|mon|ma|un|une|l'|le|la|d'|de|ses|mes))(?: [a-z']+)?",
  eventNouns: 'infarctus|crise[a-z ]*|avc|attaque[a-z ]*|convul[st][a-z]*|overdose|arrêt cardiaque|brûlures?|commotion|septicémie|sepsis|choc septique',
  questionOpeners: QUESTION_OPENERS,
  generalCues: GENERAL_CUES,
  personal: PERSONAL,
  justHappened: "vien(?:t|s|nent|nez|ons) d(?:e|')|il y a (?:quelques|\\d+|deux|cinq|dix|vingt|trente) minutes|il y a (?:une|1|une demi) heure|a l' instant|en ce moment",
  functionWords: ['le', 'la', 'les', 'de', 'des', 'du', 'et', 'je', "j'", 'est', 'mon', 'ma', 'mes', 'pas', 'ne', "n'", 'il', 'elle', 'que', 'qui', 'pour', 'avec', 'un', 'une', "c'", "d'", "l'", "qu'", "s'", "m'", 'ai', 'suis', 'son', 'sa', 'ses', 'au', 'aux', 'dans', 'sur', 'mais', 'ou', 'depuis', 'ce', 'cette', 'quoi', 'comment', 'quand', 'peux', 'peut', 'fait', 'très', 'tout', 'bien', 'plus', 'on', 'nous', 'vous', 'moi', 'mal', 'avoir', 'être', 'est-ce', 'ans', 'après', 'ça'],
  definitionPrefix: "(?:(?:[a-z']+ ){0,3}(?:comprendre|savoir|expliquer|apprendre|connaître) ce (?:qu' est|que sont|qu' on appelle)|qu' est ce que(?: c' est)?|qu' est ce qu'|c' est quoi|c' est koi|c koi|c quoi|cest quoi|cest koi|que veut dire|que signifie|qu' appelle t on|définition de|définition d'|explique moi|expliquez moi|parle moi de|parlez moi de)(?: (?:le|la|l'|les|un|une|du|de la|des))?(?: [a-z']+){0,5}",
  selfHarmGeneric: "(?:un|une|les|des|mes|nos|ses|ces) (?:élèves?|collégiens?|lycéens?|collègues?|salariés?|employés?|clients?|résidents?|usagers?|bénéficiaires?|stagiaires?)|quelqu' ?un|une personne|les personnes|des personnes|les gens|un proche|une proche|(?:un|une|les|des) (?:ados?|adolescent[e]?s?|jeunes?|enfants?|patient[e]?s?|amie?s?|proches|personnes? âgées?|étudiant[e]?s?)",
  benign: withFrames({
    severe_bleeding: [{
      // Bleeding that stopped with pressure, with no sign of blood loss.
      all: ["(?:s' est|s' était|ça a|c' est|a|ont|avait|mais|puis|et) (?:fini par )?(?:arrêté|stoppé|cessé)(?! (?:de respirer|de bouger))|(?:ne |n' )?saigne (?:plus|plu)(?! (?:que|qu' |fort|beaucoup))|(?:a|ont) cessé de saigner"],
      unless: "recommenc[a-z]*|reprend|reparti|repart|(?:encore|toujours) (?:du sang|saign[a-z]*)|(?:ne )?s' arrête (?:pas|plus)|gicl[a-z]*|malaise|pâle|blanche?|vomi[a-z]*|crach[a-z]*|selles|noires?|évanoui[a-z]*|tête qui tourne|vertiges?|anticoag[a-z]*|profond[e]?|os|tendon|artère",
      scope: 'sentence',
    }, {all: ['règles|menstru[a-z]*|gencives?|brossage|brosse|spotting'], unless: "évanoui[a-z]*|(?:failli|manqué de) (?:tomber|s' évanouir|m' évanouir|tourner de l' oeil)|malaise|pâle|blanche?|vertiges?|tête qui tourne|tient (?:plus|plu|pas|pa) debout|caillots énormes|énormes caillots"}, {
      // A streak or a trace of blood, with nothing more said.
      all: ["un (?:petit )?peu de sang|quelques (?:traces|filets|gouttes|points)|(?:petites? )?traces? de sang|(?:petits? )?filets? de sang|striée?s? de sang|teinté[e]?s? de sang"],
      unless: "beaucoup|énormément|plein|rouge vif|caillots|malaise|pâle|vertiges?|tête qui tourne|essou?ffl[a-z]*|respir[a-z]* (?:mal|difficile)|continu[a-z]*|sans arrêt|(?:ne )?s' arrête (?:pas|plus)|anticoag[a-z]*|noir[e]?s?|marc de café",
      scope: 'sentence',
    }],
    chest_pain: [{
      // A heart attack someone "will give" another, said of bills, children or news: a figure of speech.
      all: ["(?:va|vais|vas|vont|allez|allait|allais|veut|veux|vient de|viens de|a failli|as failli|ai failli) (?:me |le |la |lui |nous |les |te |vous |m' )?(?:faire (?:faire )?|donner |filer |foutre |provoquer )(?:une |un )?(?:crise cardiaque|infarctus|arrêt cardiaque|crise cardiaque)|(?:me|te|lui|nous|vous) (?:donne|donnes|donnent|file|files|fait|fais|font) (?:faire )?(?:une |un )(?:crise cardiaque|infarctus)"],
      unless: "douleurs?|mal (?:à|a|au|aux|dans)|serr[a-z]*|oppress[a-z]*|écras[a-z]*|poitrine|torse|bras|mâchoire|sueurs?|transpir[a-z]*|essou?ffl[a-z]*|malaise|pour de vrai|en vrai|vraiment fait|aidez|urgent|vite|samu|pompiers|ambulance|(?:il|elle) (?:est |a )(?:tombée?|pâle|gris)",
    }, {
      // A small prick in the chest on a deep breath, over in seconds (a precordial catch), with no sign of a heart attack.
      all: ["(?:qui )?piqu(?:e|ant|ante)|piqûre|aiguille|pincements?|points?|élancements?", "(?:\\d+|une|deux|trois|quelques|cinq|dix) (?:secondes|sec)(?![a-z])|(?:une|la|quelques) (?:seconde|fraction de seconde)", "(?:c' est|c est|cest|ça est) (?:fini|passé|parti)|(?:ça|ca|elle|il) (?:passe|part|s' arrête|disparaît)|plus rien|(?:ecg|électro[a-z]*|bilan|examens?) ~4 (?:normal|normaux|ok|bon)"],
      unless: "sueurs?|transpir[a-z]*|moite|bras|mâchoire|machoire|dos|essou?ffl[a-z]*|souffle court|malaise|évanoui[a-z]*|vertiges?|nausées?|vomi[a-z]*|écras[a-z]*|serr[a-z]*|oppress[a-z]*|étau|crach[a-z]*|sang|mollet|avion|(?:ne )?passe (?:pas|plus|pa|plu)|depuis (?:\\d+|une|deux) (?:min|minutes|heures?|h)|de plus en plus|(?:très|trop|super) forte?|atroce|violente?|intense|revenue?|recommenc[a-z]*|toujours|encore|(?:[5-9]\\d|cinquante|soixante) ans",
      scope: 'sentence',
    }, {
      // A slight tightness with stress or anxiety that passes, with no sign of a heart attack.
      all: ["un peu|légère?|légèrement|petite?|parfois", "stress[a-z]*|angoiss[a-z]*|anxi[a-z]*|paniqu[a-z]*|nerveu[a-z]*", "(?:ça|ca|elle|il) (?:passe|part|s' en va|disparaît|se calme)|passe (?:vite|tout seul|en (?:respirant|me calmant|quelques))"],
      unless: "sueurs?|transpir[a-z]*|moite|bras|mâchoire|machoire|dos|essou?ffl[a-z]*|malaise|évanoui[a-z]*|vomi[a-z]*|écras[a-z]*|(?:ne |n' )?passe (?:pas|plus|pa|plu)|depuis (?:\\d+|une|deux|vingt|trente) (?:min|minutes|heures?|h)|de plus en plus|(?:très|trop|super) fort|au repos|cardiaque|infarctus",
      scope: 'sentence',
    }, {
      // A pain gone in seconds, told with feeling well since.
      all: ["(?:arrêté|passé|parti|disparu)e?s? (?:en|au bout de|après) (?:\\d+|quelques|une|deux|trois|dix|vingt|trente) (?:secondes|sec)", "(?:je|il|elle) (?:vais|va) (?:très |super |parfaitement )?bien|plus rien|rien depuis"],
      unless: "sueurs?|transpir[a-z]*|bras|mâchoire|essou?ffl[a-z]*|malaise|évanoui[a-z]*|vertiges?|nausées?|vomi[a-z]*|écras[a-z]*|oppress[a-z]*|revenue?|recommenc[a-z]*|encore|plusieurs fois|de plus en plus|(?:[5-9]\\d|cinquante|soixante) ans",
      scope: 'sentence',
    }, {
      // A little pain only in hard exercise, gone at rest, with a cardiologist already booked.
      all: ["un peu|légère?|légèrement|petite?|parfois", "(?:rien|passe|disparaît|part|s' arrête) (?:au|dès le|avec le|après un peu de) repos", "rendez vous|rdv|cardiologue (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|la semaine|demain|bientôt)|(?:va|vais|doit|dois) (?:voir|consulter) (?:le|un|son|mon) (?:cardiologue|médecin|généraliste)"],
      unless: "sueurs?|transpir[a-z]*|bras|mâchoire|essou?ffl[a-z]*|malaise|vertiges?|nausées?|vomi[a-z]*|serr[a-z]*|écras[a-z]*|oppress[a-z]*|de plus en plus|(?:ne )?passe (?:pas|plus)|au repos (?:aussi|également|maintenant)|même au repos|(?:en ce moment|maintenant|là) (?:j' ai|il a|elle a)|depuis (?:\\d+|une|deux|vingt|trente) (?:min|minutes|heures?)",
      scope: 'sentence',
    }, {
      // Muscular and mild, or heartburn after meals.
      all: [`musculaire|muscles?|intercostal[e]?s?|pariétal[e]?s?|névralgie|zona|courbatures?|pompes|musculation|salle de sport|côtes?|toux|tousser|tousse|(?:quand|si) (?:j' |je |on )?(?:appuie|touche)|appuyant|au toucher|palpation|déménag[a-z]*|porté des|soulevé|${REFLUX}`, `musculaire|courbatures?|pas d' autres? symptômes?|rien d' autre|(?:quand|si|dès que|lorsque) (?:je |j' |il |elle |on )?(?:tousse|éternue|bouge|touche|appuie|respire (?:fort|profondément))|en toussant|(?:c' est |s' est |ça est )?passée? (?:en|au bout|après|avec|tout seul)|(?:il|elle|je) (?:va|vais) (?:très |tout à fait |parfaitement )?bien|gaviscon|antiacides?|(?:médecin|docteur|généraliste|urgentiste|cardiologue|kiné) (?:m' |lui |nous )?(?:a |avait )?(?:dit|expliqué|affirmé|confirmé|diagnostiqué|trouvé)|fêlée?s?|fracturée?s?|cassée?s?|d' après (?:mon|le|la|ma) (?:médecin|docteur|généraliste|kiné)|(?:mon|le|la|ma) (?:médecin|docteur|généraliste) (?:dit|a dit|pense)|un peu|légère|léger|petite|petit|quand j' appuie|au toucher|${REFLUX}`],
      unless: '(?:douleur|mal|serre|serré[e]?|pèse|appuie|oppress[a-z]*) ~2 (?:très |trop |super |hyper )?fort[e]?|fort[e]? douleur|(?:très|trop|super|hyper) forte?|intense|violent[e]?|atroce|écras[a-z]*(?! (?:pas|pa|plus|plu|jamais)(?![a-z0-9]))|serr[a-z]*(?! (?:pas|pa|plus|plu|jamais)(?![a-z0-9]))|oppress[a-z]*(?! (?:pas|pa|plus|plu|jamais)(?![a-z0-9]))|(?:des|grosses|avec|en|les|mes|ses|et|trempée? de|couverte? de|pleine? de) sueurs?|sueurs? (?:froides?|abondantes?)|transpir[a-z]*|bras gauche|(?:les )?deux bras|broi[a-z]*|compri[a-z]*|constricti[a-z]*|étau|livide|blanche? comme|grise?|tout(?:e)? blanche?|(?:de |a |à )(?:[5-9]\\d|1[01]\\d) ans|(?:irradi|descend|part|file|monte|remonte|gagne|s\' étend)[a-z]* ~3 (?:bras|épaule|mâchoire|dos)|bras ~2 (?:engourdi|lourd|picot|fourmill|lâche)[a-z]*|mâchoire|respir[a-z]*(?! (?:bien|normalement|très bien|sans (?:problème|souci|difficulté)|fort|profondément|à fond|un grand coup))|(?:du mal|difficultés?|de la peine|gêne) (?:à|a|pour) respirer|(?:suis|est|très|super|hyper|trop|vite|tout|toute|de plus en plus) essou?ffl[a-z]*|essou?ffl[a-z]* (?:au repos|même|en parlant)|(?:^|(?!(?:pas|sans|ni|aucun|aucune|de|d\') )[a-z\']+ (?:de |d\' )?)souffle|malaise|vertige|irradi[a-z]*',
    }, {
      // Breast pain with the cycle or breastfeeding, with no sign of a heart attack.
      all: ["(?:avant|pendant|après|à cause des|avec (?:mes|ses|les)) (?:les |mes |ses )?règles|hormon[a-z]*|(?:mon |son |le )?cycle|ovulation|seins? (?:gonflés?|tendus?|douloureux|sensibles?)|allaitement|allaite|montée de lait|mastose|pilule"],
      unless: "sueurs?|transpir[a-z]*|moite|bras|mâchoire|machoire|dos|essou?ffl[a-z]*|malaise|évanoui[a-z]*|vomi[a-z]*|nausées?|écras[a-z]*|serr[a-z]*|oppress[a-z]*|irradi[a-z]*|étau|(?:ne )?passe (?:pas|plus)|de plus en plus|(?:très|trop|super) fort|atroce|violente?|fièvre|rouge|chaud",
      scope: 'sentence',
    }],
    // A dosing question: how not to overdose, the maximum dose, what can be taken with what.
    overdose_poisoning: [PILL_TIMING, {
      // A lick or a taste of school glue, play dough or soap by a child who is well.
      all: [
        "léch[a-z]*|lèche|goûté|goûter|(?:un|une) (?:petit |petite )?(?:peu|trace|goutte|lichette|bout)|(?:mis|mise|met|porté) (?:à|a|dans) la bouche|mâchouillé|sucé",
        "colle (?:blanche|d' école|scolaire|en bâton|bâton|vinylique|en tube|liquide)|bâton de colle|pâte à (?:modeler|sel)|play ?doh|craies?|crayons?|feutres?|gouache|peinture (?:à doigts|à l' eau)|savon|dentifrice|gel douche|shampo(?:o|i)ng|crème solaire|crème hydratante|bulles|sable",
        "(?:va|vais) (?:très |super |parfaitement |tout à fait )?bien|en (?:pleine )?forme|(?:il|elle) joue|joue (?:normalement|tranquille|comme d' habitude)|rigole|(?:pas|rien de) grave",
      ],
      unless: "vomi[a-z]*|touss[a-z]*|respir[a-z]*|somnol[a-z]*|bav[a-z]*|brûl[a-z]*|convul[st][a-z]*|bizarre|pleure|étouff[a-z]*|piles?|aimants?|javel|déboucheur|soude|lessive|capsules?|dosettes?|cachets?|comprimés?|médic[a-z]*|super ?glue|glu|néoprène|cyanoacrylate|forte|bouteille|tube entier|tout le tube|tout le pot",
      scope: 'sentence',
    }, {
      // A whiff of fumes while cleaning, and breathing said to be normal now ("j'ai aéré et je respire normal").
      all: ["(?:respiré|inhalé|reniflé|sniffé|senti|pris) ~4 (?:vapeurs?|émanations?|odeurs?|fumées?)|vapeurs?|émanations?", "respire (?:normal|normalement|bien|sans (?:problème|souci|difficulté|gêne))|(?:plus|aucune|pas de) (?:gêne|toux|symptômes?)|(?:ça|ca) va (?:bien|mieux)|(?:me|se) sen[st] (?:bien|mieux)|tout va bien"],
      unless: "(?:ne |n' )?respire (?:pas|pa|plus|plu|mal|difficilement|à peine)|(?:du mal|de la peine) (?:à|a) respirer|essou?ffl[a-z]*|siffl[a-z]*|(?:tousse|toussé|toux) (?:encore|toujours|sans arrêt|beaucoup|fort)|bu|avalé|gorgée|ingéré|bébé|bb|enfant|vomi[a-z]*|étouff[a-z]*|malaise|confus[e]?|somnol[a-z]*|mélang[a-z]*|ammoniaque|acide|monoxyde|chaudière|poêle|garage|incendie|feu|évanoui[a-z]*|(?:tête qui tourne|vertiges?)",
      scope: 'sentence',
    }, {
      // Whether to take all the tablets of a course ("je dois avaler tous les comprimés de la boîte ?"), asked.
      all: ["(?:dois|doit|devrais|faut il|faut|faudrait|fo) (?:je |on |il |elle )?(?:les |l' )?(?:avaler|prendre|finir|terminer) (?:tous|toutes|toute|tout|jusqu' au)"],
      unless: "(?:ai|a|avons|ont) (?:déjà )?(?:tout )?(?:pris|avalé|bu)|trop|en finir|mourir|vomi[a-z]*|somnol[a-z]*|confus[e]?|inconscient[e]?",
      scope: 'sentence',
    }, {
      // A dose raised on a doctor's advice, with nothing wrong said.
      all: ["(?:sur|selon) (?:l' |les )?(?:avis|conseils?|ordre|prescription)|(?:médecin|docteur|diabétologue|endocrino[a-z]*|cardiologue|infirmière|pharmacien[ne]?) (?:m' a|lui a|a|nous a) (?:dit (?:de|d')|demandé (?:de|d')|conseillé (?:de|d')|prescrit|augmenté|doublé|fait doubler)"],
      unless: "erreur|trompée?|par accident|sans (?:faire )?exprès|malaise|confuse?|somnol[a-z]*|tremble|sueurs?|vomi[a-z]*|inconscient[e]?|(?:ne |n' )?(?:répond|réagit) (?:plus|pas)",
      scope: 'sentence',
    }, {
      // Some drinks, and the drinker answers and breathes normally.
      all: ["bu|boit|bières?|alcool|vodka|verres?|soirée|fête", "(?:répond|réagit) (?:quand|bien|normalement|(?:à|a) (?:nos|mes|ses|les) questions)|respire (?:normalement|bien)|(?:se )?réveille (?:bien|facilement|normalement)|(?:on|je|j') (?:arrive|arrivons|peux|réussis) (?:à |a )?(?:le |la )?réveiller|(?:est|suis|était) (?:bien |complètement |tout à fait )?réveillée?|parle (?:normalement|bien|correctement)|mange (?:son|sa|ses|un|une|bien|normalement)"],
      unless: "(?:ne |n' )?(?:répond|réagit|réveille) (?:pas|pa|plus|plu)|(?:répond|réagit) (?:à peine|mal|presque|difficilement)|inconscient[e]?|respire (?:mal|lentement|à peine|bizarrement)|bleu[a-z]*|convul[st][a-z]*|glacé[e]?|(?:de |a |à )[1-9] ans|bébé|bb|médic[a-z]*|cachets|comprimés|somnifères|drogues?|coke|ghb|kétamine|cannabis|pilules|vomit (?:encore|sans arrêt|du sang)|(?:dure?|difficile) (?:à|a) réveiller",
      scope: 'sentence',
    }, {
      // One dose too many of an everyday medicine, asked about, with nobody unwell.
      all: ["(?:un|une|1) (?:comprimé|cachet|dose|doliprane|dafalgan|efferalgan|sachet|cuillère|gélule|pipette|prise|dose poids)s? (?:de trop|en trop|de plus)|(?:2|deux) au lieu d' ?(?:1|un|une)|(?:deux|2) fois (?:la|sa|leur|ma) dose (?:de (?:doliprane|paracétamol|dafalgan|efferalgan|ibuprofène|advil|sirop|vitamine[a-z]*))|(?:redonné|re donné|donné (?:deux|2) fois) (?:la|sa) dose"],
      unless: "boîte|plaquette|tout|toute|tous|\\d{2}|dix|quinze|vingt|vomi[a-z]*|somnol[a-z]*|endormi[a-z]*|respir[a-z]*|inconscient[e]?|convul[st][a-z]*|bizarre|confus[e]?|jaune|digoxine|insuline|lithium|méthadone|tramadol|morphine|codéine|fer|exprès|volontairement",
      scope: 'sentence',
    }, {
      // Spat out at once, or the poison centre already called and reassuring, the child well.
      all: ["recraché (?:aussitôt|tout de suite|immédiatement|direct|de suite)|(?:anti ?poison|médecin|pharmacien|pédiatre|samu|régulat[a-z]*) ~6 (?:dit|répondu|rassuré|conseillé|expliqué|confirmé)[a-z]* ~6 (?:pas grave|rien de grave|rien à faire|(?:juste )?(?:de )?surveiller|aucun risque|(?:pas|aucun) (?:de )?(?:danger|souci)|pas besoin (?:de |d' )(?:venir|consulter|aller|s' inquiéter))", "(?:va|vais) (?:très |super |parfaitement |tout à fait )?bien|(?:pas|rien de) grave|en forme|(?:il|elle) joue"],
      unless: "vomi[a-z]*|tousse|respir[a-z]*|somnol[a-z]*|bave|brûl[a-z]*|convul[st][a-z]*|bizarre|pleure (?:sans arrêt|encore|beaucoup)|(?:mais|sauf que) (?:là|maintenant|depuis)|pile|aimant|javel|déboucheur|soude",
    }, {
      all: ["(?:peur|risque[a-z]*|éviter|pour ne pas|sans|de ne pas) (?:de |d' )?(?:faire |avoir |prendre )?(?:une |un |d' |de )?(?:overdose|surdosage|surdose|intox[a-z]*|trop)|(?:doubler|dépasser|double) (?:la|ma|sa) dose|doses? (?:max|maximale|maximum|maxi|journalière)|combien (?:de|d')|(?:puis|peux|peut|pouvons) (?:je |on )?(?:prendre|donner|associer|mélanger)|est ce (?:que )?(?:je|on) (?:peux|peut)"],
      unless: "(?:ai|a|avons|as|avez|ont) (?:déjà )?(?:pris|avalé|bu|ingéré|mangé|doublé|triplé|injecté)|par erreur|avalé|ingéré|trop pris|somnol[a-z]*|vomi[a-z]*|inconscient[e]?|respire|réveill[a-z]*|convul[st][a-z]*|confus[e]?|malaise|je veux|en finir",
    }, {
      // Getting ready for what a child might swallow: "que faire si mon enfant avale une pile" (present tense, no ingestion said).
      all: ["(?:que|quoi|comment) (?:faire|réagir|dois je faire|doit on faire|faut il faire) (?:si|quand|au cas où)|au cas où|(?:être|me|se) (?:prête?|préparée?|préparer)|en prévention"],
      unless: "(?:ai|a|avons|as|avez|ont|vient d'|viens d') (?:déjà )?(?:pris|avalé|bu|ingéré|mangé|léché|croqué)|vomi[a-z]*|somnol[a-z]*|inconscient[e]?|respire|réveill[a-z]*|convul[st][a-z]*|tousse|bave|brûl[a-z]*|malaise",
      scope: 'sentence',
    }, {
      // Something put in the mouth and taken out whole: "léché une pile sans l'avaler, elle est intacte".
      all: ["sans (?:l' |les )?avaler|(?:ne |n' )?(?:l' |les )?(?:a|ont) (?:pas|jamais) (?:avalée?s?|bue?s?|mangée?s?)|intacte?s?|(?:pas|pa|jamais) (?:percée?s?|crevée?s?|éclatée?s?|ouverte?s?|entamée?s?)|(?:retiré|récupéré|enlevé)e?s? (?:de |dans )?(?:la |sa )?bouche"],
      unless: "(?:a|ont|ai|aurait) avalé|manque|vomi[a-z]*|bav[a-z]*|touss[a-z]*|douleur|respir[a-z]*|(?:ne )?(?:retrouve|trouve) (?:pas|plus)|brûl[a-z]*|crach[a-z]*|(?:du |le )?liquide (?:dans|sur|coule)|(?:les |des |aux )yeux",
      scope: 'sentence',
    }, {
      // Counted and none missing, or nothing swallowed; or a poison centre, a pharmacist or a doctor said it is harmless.
      all: ["(?:n' )?en manque (?:aucune?|pas|pa|rien)|(?:il |n' )?(?:ne )?manque (?:aucune?|rien)|(?:n' (?:a|ont) )?rien (?:avalé|bu|mangé|ingéré)|(?:pas|non|peu|aucunement|nullement) toxiques?|(?:sans|aucun) (?:danger|risque)|(?:pas|rien de) dangereu(?:x|se)|inoffensi(?:f|ve)s?|rien à craindre"],
      unless: "vomi[a-z]*|somnol[a-z]*|endormi[e]?|convul[st][a-z]*|respir[a-z]*|mou|molle|pâle|malaise|bav[a-z]*|brûl[a-z]*|touss[a-z]*|bizarre|(?:manque|manquent) (?:\\d+|un|une|deux|trois|plusieurs|quelques|des)|(?:a|ont|ai) (?:tout )?(?:avalé|bu|ingéré)(?! (?:de travers))",
      scope: 'sentence',
    }],

    // A limb cold from the weather or Raynaud's; an episode (heat stroke...) that is over, the person well again.
    other_emergency: [{
      // A first-aid kit packed for a trip ("quelle trousse de secours pour le Maroc, pour le coup de
      // chaleur"): nobody ill now.
      all: ["trousse (?:de secours|à pharmacie|de premiers secours|de voyage)|pharmacie de voyage|(?:quoi|que) (?:emporter|emmener|prendre|mettre|prévoir)|(?:emporter|emmener|prévoir) (?:dans|pour) (?:la|le|notre|ma|une|les) (?:trousse|valise|voyage|vacances|séjour)"],
      unless: "maintenant|en ce moment|actuellement|ce (?:matin|soir|midi)|cette nuit|tout à l' heure|aidez|urgent|vite|au secours|samu|(?:a|ai|as|avons|ont|est|suis|fait|fais|fait) (?:déjà )?(?:eu |fait |pris )?(?:un )?coup de chaleur|confus[e]?|évanoui[e]?|brûlant[e]?|vomi[a-z]*|délire",
      scope: 'sentence',
    }, {
      // A pain that went away by itself within minutes.
      all: ["(?:ça|ca|elle|la douleur|c') (?:passe|est passée?|a passé|disparaît|a disparu|s' en va|s' est calmée?|part) (?:tout seul |toute seule |d' elle même )?(?:en|après|au bout de) (?:quelques|\\d+|deux|trois|cinq|dix) (?:secondes|minutes|min)"],
      unless: "(?:ne )?(?:passe|part) (?:pas|plus)|revient|encore|toujours|vomi[a-z]*|gonfl[a-z]*|de plus en plus|(?:très |super )?(?:dur|froid|blanc|bleu)|\\d+ (?:heures?|h)",
      scope: 'sentence',
    }, {
      all: ["froid dehors|quand il fait froid|au froid|par temps froid|en hiver|l' hiver|raynaud|dans l' eau|clim[a-z]*|neige|(?:ça|ca|tout) va (?:bien|mieux)|(?:je me sens|il se sent|elle se sent|me sens|se sent) (?:bien|mieux|normal)|(?:va|vais|allons) (?:très |tout à fait |parfaitement |beaucoup )?(?:bien|mieux)|rentré dans l' ordre"],
      unless: "confus[e]?|inconscient[e]?|(?:ne |n' )?(?:répond|réagit|réveille) (?:pas|pa|plus|plu)|vomi[a-z]*|convul[st][a-z]*|(?:très|super|trop) (?:chaud|chaude|brûlant[e]?)|délir[a-z]*|pouls|engourdi[e]?|insensible|sang|saign[a-z]*|atroce|violent[e]?|(?:tremble|grelotte|frissonne) (?:même |meme )?(?:plus|plu|pu)|parle (?:au ralenti|lentement|difficilement)|(?:il|elle|qui) est (?:tout |toute )?(?:glacée?|gelée?|frigorifiée?)|somnolent[e]?|mélangée?",
    }, {
      // A fall from a small height with the person walking or well.
      all: ["(?:d' )?(?:un|1|une|deux|2|quelques) (?:mètre|marches?)(?! (?:\\d|cinquante|vingt|soixante))|(?:50|cinquante|\\d{2}) (?:cm|centimètres)|petite hauteur|pas (?:très )?haut", "(?:il|elle|je) (?:marche|marchait|va bien|vais bien|s' est relevée?|me suis relevée?|joue|bouge tout)|pas de (?:douleur|blessure)"],
      unless: "inconscient[e]?|saign[a-z]*|sang|os|tordue?|déformée?|(?:ne )?(?:bouge|sent) (?:plus|plu|pas|pa)|respir[a-z]*|vomi[a-z]*|confus[e]?|tête|nuque|(?:ne |n' )?(?:peut|peux|arrive) (?:pas|plus) (?:à )?(?:marcher|bouger|se lever)",
      scope: 'sentence',
    }, {
      // A fall with only a small injury said.
      all: ["(?:juste|seulement|simplement|rien que) (?:mal (?:à|a|au|aux)|un bleu|des bleus|une entorse|une foulure|égratign[a-z]*|écorch[a-z]*)|rien de cassé|plus de peur que de mal"],
      unless: "inconscient[e]?|saign[a-z]*|sang|os|tordue?|déformée?|(?:ne )?(?:bouge|sent) (?:plus|plu|pas|pa)|respir[a-z]*|dos|nuque|colonne|vomi[a-z]*|confus[e]?",
      scope: 'sentence',
    }],
    // A faint that was over in seconds, with the person well again ("5 secondes max, après ça allait").
    unconscious: [SLEEP_JERKS, {
      // A fainting feared ahead of time, with a medicine or a drink ("je veux pas tomber dans les pommes").
      all: ["(?:veux|voudrais|veut|voulais|voudrait) (?:pas|pa|surtout pas|vraiment pas|absolument pas) (?:tomber|m' évanouir|s' évanouir|faire (?:un|de) malaise|perdre connaissance)|(?:peur|crainte|risque[a-z]*) (?:de |d' )(?:tomber dans les pommes|m' évanouir|s' évanouir|faire un malaise|perdre connaissance)|pour (?:ne pas|pas|éviter de) (?:tomber dans les pommes|m' évanouir|s' évanouir|faire (?:un|de) malaise|perdre connaissance)"],
      unless: "(?:suis|est|sont|a|ai|avons|ont|vient de|viens de|déjà) (?:tombée?s? dans les pommes|évanouie?s?|fait (?:un|des) malaises?|perdu connaissance)|inconscient[e]?|(?:ne |n' )?(?:répond|réagit|respire|se réveille) (?:pas|pa|plus|plu)|convuls[a-z]*|bleu[a-z]*",
      scope: 'sentence',
    }, {
      // A heavy sleeper told as a joke or a habit ("dort comme une souche, impossible de le réveiller le dimanche").
      all: ["comme (?:une souche|un loir|une marmotte|un bébé|un mort)|haha|hihi|mdr|lol|ptdr|(?:chaque|tous les|le) (?:matin|matins|dimanche|samedi|week end|weekend)s?(?! là)"],
      unless: "inconscient[e]?|connaissance|évanoui[a-z]*|même (?:en|quand|si)|pinç[a-z]*|secou[a-z]*|(?:ne )?(?:répond|réagit|respire) (?:plus|pas|pa|plu)|ce matin|aujourd' ?hui|maintenant|en ce moment|bleu[a-z]*|par terre|tombé[e]?|pris|bu|avalé|cachets|médicaments|alcool|vomi[a-z]*|aidez|urgent|vite",
      scope: 'sentence',
    }, {
      // Limbs that do not answer (stroke, or stiffness after sport), or a baby not moving in the womb: nobody said to be unconscious.
      all: ["(?:bras|jambes?|mains?|pieds?|doigts?|membres?|muscles?|visage|figure|bouche|joues?|lèvres?|paupières?|moitié|côté) (?:[a-z']+ ){0,4}(?:ne |n' )?(?:répond(?:ent)?|bouge(?:nt)?|réagi(?:t|ssent)|obéi(?:t|ssent)) (?:plus|plu|pas|pa)|(?:bébé|bb) ~4 dans (?:mon|le|son|ton) ventre"],
      unless: "inconscient[e]?|(?:il|elle|je|papa|maman) (?:ne |n' )?(?:répond|réagit|se réveille) (?:plus|pas)|yeux fermés|(?:ne )?respire (?:plus|pas)|connaissance|évanoui[e]?|par terre|effondré[e]?",
      scope: 'clause',
    }, {
      // A roof, a pile or a market that collapsed, with nobody said to be hurt.
      all: ["(?:toit|plafond|mur|murs|pont|immeuble|bâtiment|maison|tour|pile|étagère|tente|bourse|marché|prix|cours|actions?|économie|réseau|tas|échafaudage|tunnel|moral|ventes|chiffre|château|plancher|balcon|arbre|gâteau|soufflé|projet|équipe)(?: [a-z']+){0,3} (?:s' est|se sont|s' était|s' étaient|s' effondre|s' écroule|vient de s') ?(?:effondr|écroul|affaiss)[a-z]*"],
      unless: "coincée?s?|dessous|décombres|blessée?s?|inconscient[e]?|(?:ne |n' )?(?:répond|réagit|bouge|respire) (?:plus|pas)|sang|sur (?:lui|elle|eux|mon|ma|son|sa|les)|(?:il|elle|je) (?:s' est|me suis) (?:effondr|écroul)[a-z]*",
      scope: 'sentence',
    }, {
      // A hand or leg that "no longer responds" (a limb, not a person).
      all: ["(?:main|bras|jambe|pied|doigts?|genou|épaule|poignet|cheville|pouce)s? (?:gauche |droite? )?(?:ne |n' )?(?:me |lui )?(?:répond|réagit) (?:plus|plu|pas|pa)"],
      unless: "(?:il|elle|bébé|bb|lui) (?:ne |n' )?(?:répond|réagit|bouge|respire|se réveille)|inconscient[e]?|évanoui[a-z]*|par terre|au sol|respir[a-z]*|pouls|réveill[a-z]*|malaise|yeux",
      scope: 'sentence',
    }, {
      // A phone, a computer or a machine that does not respond, with nobody said to be unwell.
      all: ["(?:téléphone|portable|natel|gsm|ordi|ordinateur|écran|appli|application|site|serveur|imprimante|box|wifi|télécommande|tablette|console|manette|souris|clavier|machine)"],
      unless: "(?:il|elle|bébé|bb|(?:mon|ma|notre|son|sa) (?:père|mère|fils|fille|mari|femme|copain|copine|ami|amie|frère|soeur|bébé|papa|maman|grand[a-z]*|coloc|voisin[e]?)) ~3 (?:ne |n' )?(?:répond|réagit|bouge|respire|réveille)|inconscient[e]?|évanoui[a-z]*|tombée?|par terre|au sol|respir[a-z]*|pouls|réveill[a-z]*|malaise",
    }, {
      // A deep sleeper who snores and will not wake to stop it.
      all: ["ronfl[a-z]*", "pour qu' ?(?:il|elle) (?:arrête|se tourne|se taise)|(?:dort|dormait) (?:tellement |très |si |super )?profondément|sommeil (?:très )?(?:lourd|profond)"],
      unless: "alcool|bu |soirée|drogue|cachets|médicaments|respire (?:mal|bizarre[a-z]*)|bizarre[a-z]*|bleue?|grise?|tombée?|chute|malaise|pâle|froide?",
      scope: 'sentence',
    }, {
      // Nearly fainted in the heat or standing, and better once sitting.
      all: ["(?:failli|manqué de|presque|comme si j' allais) (?:tomber dans les pommes|perdre connaissance|m' évanouir|s' évanouir|tourner de l' oeil|tomber)"],
      unless: "(?:ne |n' )?(?:répond|réagit|réveille) (?:pas|plus)|inconscient[e]?|poitrine|palpitations|effort|en courant|sport|convul[st][a-z]*|cogn[a-z]*|(?:encore|toujours|plusieurs fois|souvent)|enceinte|sang|saign[a-z]*|noires?",
      scope: 'sentence',
    }, {
      all: [
        "(?:quelques|\\d+|deux|trois|cinq|dix|une|trente) (?:secondes?|sec)|tout de suite|aussitôt|immédiatement|rapidement|direct",
        "(?:repris|reprend|retrouvé) (?:connaissance|conscience|ses esprits|mes esprits)|(?:revenu|revenue) (?:à (?:lui|elle|moi|soi))|(?:ça|ca|tout) (?:allait|va|est revenu)|(?:je me sens|il se sent|elle se sent|me sens|se sent|se sentait|me sentais) (?:bien|correct|mieux|ok|normal|normale)|(?:va|vais) (?:très |tout à fait |parfaitement )?bien",
      ],
      unless: "(?:ne |n' )?(?:se )?(?:réveille|répond|réagit|bouge) (?:pas|pa|plus|plu)|respire (?:pas|pa|plus|plu|à peine|mal)|bleu[a-z]*|convul[st][a-z]*|poitrine|palpitations|effort|en courant|sport|confus[e]?|cogn[a-z]*",
    }, {
      // "aucune réaction" in a sentence about a food, a sting or a vaccine.
      all: ["aucune réaction", "mang[a-z]*|goût[a-z]*|cacahu[eè]tes?|arachides?|noix|oeufs?|lait|crevettes?|fruits de mer|vaccin[a-z]*|piqûre|piqué[e]?|allerg[a-z]*|introdu[a-z]*|aliments?|tests? cutanés?"],
      unless: "(?:ne |n' )?(?:répond|réveille|bouge|respire) (?:pas|pa|plus|plu)|inconscient[e]?|par terre|au sol|effondr[a-z]*|écroul[a-z]*|tombée?|secou[a-z]*|pinc[a-z]*|appel[a-z]*|(?:re)?trouvée?s?|découverte?s?|allongée?s?|étendue?s?",
      scope: 'sentence',
    }, {
      // No reaction to a food, a vaccine or a medicine.
      all: ["sans (?:aucune |la moindre )?réaction|(?:pas|jamais) (?:eu )?(?:de |d' )?(?:aucune )?réaction|aucune réaction (?:après|à|au|aux|avec|depuis|en ce moment|actuellement|pour l' instant|pour le moment)|(?:n' )?(?:ai|a|avons|ont|avait) (?:jamais |plus |encore )?(?:eu )?aucune réaction", "mang[a-z]*|goût[a-z]*|aliments?|nourriture|repas|vaccin[a-z]*|piqûres?|injection|médicaments?|traitement|allerg[a-z]*|introdu[a-z]*|cacahu[a-z]*|arachides?|noix|oeufs?|lait|crevettes?|crème|produit|antibio[a-z]*|tests?|doses?|essai|essayé|(?:pris|avalé|bu|appliqué|mis)|réaction (?:allergique|cutanée)|stylo|adrénaline|epipen|anapen|jext|(?:n' )?(?:ai|a|avons|ont|avait) (?:jamais |plus |encore )?(?:eu )?aucune réaction|aucune réaction (?:en ce moment|actuellement|pour l' instant|pour le moment)"],
      unless: "(?:ne |n' )?(?:répond|réveille|bouge|respire) (?:pas|pa|plus|plu)|inconscient[e]?|par terre|au sol|effondr[a-z]*|écroul[a-z]*|tombée?|secou[a-z]*|pinc[a-z]*|appel[a-z]*|(?:re)?trouvée?s?|découverte?s?|allongée?s?|étendue?s?",
      scope: 'sentence',
    }],
    // A blocked nose: breathing badly through it.
    breathing: [{
      // Out of breath in exercise, said of being unfit, with nothing at rest.
      all: ["(?:quand|en|lorsque|dès que) (?:je |j' |il |elle |on )?(?:cours|court|courant|monte|montant|fais du sport|faisant du sport|fait du sport|nage|nageant|fais un effort|fait un effort|marche vite)", "(?:pas|peu|plus) (?:très )?(?:sportif|sportive|en forme|entraînée?)|manque (?:de forme|d' entraînement)|surpoids|(?:reprends|reprend|repris) le sport|pas l' habitude|arrêté le sport|fumeu(?:r|se)|(?:je |il |elle )?fume|paquet par jour"],
      unless: "au repos|même assis|la nuit|allongée?|bleu[a-z]*|gris[e]?|poitrine|douleur|crach[a-z]*|sang|malaise|évanoui[a-z]*|de plus en plus|d' un coup|soudain[a-z]*|jambe gonflée|mollet|enceinte|siffl[a-z]*|(?:[6-9]\\d) ans",
      scope: 'sentence',
    }, {
      // A breath-holding spell: blue for a few seconds after crying, breathing again at once.
      all: ["spasmes? du sanglot"],
      unless: "(?:ne |n' )?respire (?:toujours )?(?:pas|plus|plu)|(?:ne )?(?:reprend|revient|se réveille) (?:pas|plus)|inconscient[e]?|convul[st][a-z]*|(?:plus de |depuis )(?:\\d+|une|deux|cinq) minutes?|aidez|urgent|vite",
    }, {
      // Heat, a place or a relationship that "m'étouffe", with nothing about breathing itself.
      all: ["(?:chaleur|canicule|ambiance|atmosphère|relation|boulot|travail|famille|couple|ville|appart|appartement|bureau|pièce|situation|jalousie) ~2 (?:m' |me |nous |t' |l' |la |le |les )?étouff[a-z]*|étouffante?s?|étouff[a-z]* ~4 (?:de |avec (?:la |cette |ce )?|par (?:la |cette |ce )?)?(?:chaleur|canicule|chaud|appart|appartement|pièce|bureau|chambre|voiture|métro|bus|train|foule|ville)"],
      unless: "respir[a-z]*|(?:l' |d' )?air (?:ne )?(?:passe|rentre)|souffle|lèvres|bleu[a-z]*|gorge|avalé|coincé[e]?|morceau|bonbon|aliment|(?:ne )?peu[xt] (?:plus|pas) (?:parler|tousser)|asthm[a-z]*|siffl[a-z]*",
      scope: 'sentence',
    }, {
      all: ["nez (?:bouché|pris|qui coule|encombré)|par le nez|sinus[a-z]*|ronfl[a-z]*|apnée|crises? d' ?angoisse|crises? de panique|attaques? de panique|angoiss[a-z]*|stress[a-z]*"],
      // Put down to anxiety but lasting, not settling, or with a clot likely (a flight, a swollen calf).
      unless: "(?:ne |n' )?(?:redescend|descend|passe|part|se calme|diminue|s' arrête|cesse|s' arrange)(?: toujours)? (?:pas|pa|plus|plu|pu|jamais)|depuis (?:une|deux|trois|\\d+|plusieurs) heures?|depuis (?:ce matin|hier|cette nuit)|mollet|jambe gonflée|avion|long (?:vol|trajet|voyage)|plâtre|accouch[a-z]*|(?:ne |n' )?respire (?:plus|plu|pas|pa)|arrête de respirer|pauses?|secondes|réveill[a-z]*|lèvres|bleu[a-z]*|gris[a-z]*|siffl[a-z]*|parler|suffoqu[a-z]*|aidez|au secours|urgence|(?:n' |ne )?arrive (?:plus|plu|pas|pa)|peu[xt] (?:plus|plu|pas|pa)|poitrine|bébé|nourrisson|allergi[a-z]*|gonfl[a-z]*|gorge|mangé|avalé|piqu[a-z]*",
    }, {
      // Blue from cold water or the cold, with no trouble breathing or drowsiness said.
      all: ["piscine|baignade|(?:sort|sortie|sortant|après) (?:du|de la|de son|de sa) (?:bain|douche|eau)|(?:la|de la) mer|l' eau (?:froide|de la mer|du lac)|(?:du|le|au|de) froid|froid dehors|grelott[a-z]*|frigorifié[e]?"],
      // Breathing said to be normal is no warning sign.
      unless: "respir[a-z]*(?! (?:bien|normalement|très bien|tranquillement|sans (?:problème|souci|difficulté)))|étouff[a-z]*|suffoqu[a-z]*|souffle|siffl[a-z]*|gémi[a-z]*|geint|grogn[a-z]*|mou|molle|réveill[a-z]*|inconscient[e]?|répond|réagit|noy[a-z]*|tousse|avalé|coincé",
      scope: 'sentence',
    }, {
      // Choking that cleared: coughed up, gone down, the child well again.
      all: ["(?:a |ai |avons )?(?:toussé|recraché|craché|dégagé)|c' est (?:reparti|passé|sorti)|(?:est |s' est )?(?:ressorti|passé)", "(?:va|vais) bien|(?:ça|ca|tout) va|respire (?:bien|normalement|normal|tranquillement|calmement|paisiblement|sans (?:problème|souci|difficulté))|(?:il|elle) (?:joue|rigole|parle|babille|mange|sourit|gazouille|tète|boit|rit)|rigole|sourit|gazouille|reparti|passé"],
      unless: "bleu[a-z]*|violet[a-z]*|gris[a-z]*|(?:ne |n' )?respire (?:pas|pa|plus|plu|mal)|inconscient[e]?|(?:ne |n' )?(?:répond|réagit) (?:pas|plus)|(?:toujours|encore) coincé|siffl[a-z]*|(?:ne |n' )?(?:peut|peux|arrive|jpeux|jarrive) (?:pas|pa|plus|plu|pu) (?:à )?(?:parler|respirer|tousser)|(?:ne |n' )?passe (?:pas|pa|plus|plu|toujours pas)|asthm[a-z]*|souffle",
      scope: 'sentence',
    }],
    // Bleeding from the gums, the nose or piles while pregnant.
    pregnancy: [{
      // Period pains in someone who says she is not pregnant (a negative test), with no danger sign.
      all: ["(?:pas|pa|plus|plu|pu)(?: du tout| encore)? enceinte|test (?:de grossesse )?(?:négatif|negatif)|(?:pas|aucune) (?:de )?grossesse"],
      unless: "test (?:de grossesse )?positif|enceinte de|(?:semaines?|sem|mois) de grossesse|aménorrhée|retard|peut être enceinte|(?:je crois|je pense|elle croit|elle pense) (?:que )?(?:je suis|j' suis|elle est) enceinte|caillots|serviettes? (?:par|toutes les|trempées?)|abondan[a-z]*|énormément|hémorragi[a-z]*|malaise|évanoui[a-z]*|vertiges?|pâle|épaule|d' un (?:seul )?côté|(?:très|super|hyper|trop) mal|atroce|violente?|insupportable|fièvre",
      scope: 'sentence',
    }, {
      // "Plus de saignement" standing alone: bleeding that has stopped, with no danger sign said.
      all: ["(?:plus|plu|pu) (?:de |aucun )?(?:saignements?|sang|pertes de sang)(?! [a-z0-9'])"],
      unless: "caillots|abondan[a-z]*|beaucoup|énormément|de plus en plus|serviettes?|malaise|évanoui[a-z]*|douleurs? (?:atroce|violente|forte)|(?:très|super|hyper) mal|frissons|pue|odeur",
      scope: 'sentence',
    }, {
      // A baby that moved less for a while and has moved normally again since.
      all: ["(?:re)?bougé (?:plein de fois|beaucoup|normalement|comme d' habitude|bien|plusieurs fois)(?! moins| plus)|(?:il|elle|bébé|bb) (?:re)?bouge (?:bien|normalement|à nouveau|de nouveau|comme d' habitude|beaucoup)(?! moins| plus)|mouvements? (?:sont )?(?:revenus|repris)|bouge (?:moins|peu) ~4 (?:mais|et|puis) (?:beaucoup|bien|normalement|plein) (?:plus )?(?:le soir|la nuit|l' après midi|le midi|après|ensuite|quand|dès que)"],
      unless: "toujours (?:pas|moins)|(?:ne )?bouge (?:plus|toujours pas)|saign[a-z]*|fièvre|liquide|douleurs?|contractions|perte",
      scope: 'sentence',
    }, {
      // Light bleeding after a birth, less and less, that a midwife or doctor has called normal.
      all: ["un peu|légèrement|de moins en moins|peu abondant|lochies", "(?:sage femme|médecin|docteur|gynéco[a-z]*|maternité|pmi) ~5 (?:dit|a dit|m' a dit|trouve|confirmé|rassuré)e? ~3 normal|(?:c' est|c' était|tout est) normal(?! \\?)"],
      unless: "caillots|beaucoup|énormément|flots|serviettes? (?:par|toutes les)|fièvre|odeur|malaise|vertiges?|évanoui[a-z]*|rouge vif|de plus en plus|augmente",
      scope: 'sentence',
    }, {
      all: ["gencives?|du nez|de nez|le nez|hémorroïdes?|brossage|brosse à dents"],
      unless: "vagin[a-z]*|pertes|caillots|serviettes?|ventre|utérus|abondant[a-z]*|rouge vif|contractions|douleurs? (?:violente|atroce|forte)",
    }, {
      // Bleeding after a birth that is getting less: lochia.
      all: ["(?:saignements?|pertes|sang|lochies) ~3 (?:diminu[a-z]*|s' atténu[a-z]*|ralenti[a-z]*|de moins en moins|s' espac[a-z]*|s' éclairci[a-z]*|moins abondant[a-z]*)"],
      unless: "(?:ne |n' )?(?:diminu|ralenti)[a-z]* (?:pas|pa|plus|plu)|pas diminu|caillots|énormément|flots|serviettes? (?:par|toutes les)|fièvre|odeur|sent mauvais|malaise|vertiges?|évanoui[a-z]*|rouge vif|de plus en plus|augmente|reprise?|recommenc[a-z]*",
      scope: 'sentence',
    }, {
      // Light bleeding after a birth in someone who feels well: lochia.
      all: ["petite?s? (?:pertes|saignements?|traces?|caillots)|(?:pertes|saignements?) (?:légers?|légères|minimes|faibles|peu abondant[e]?s)|un peu de sang|quelques (?:gouttes|traces)", "(?:se sent|me sens|je me sens|elle se sent|va) (?:bien|en forme|mieux)|en forme|normal"],
      unless: "abondant[a-z]*|énormément|beaucoup|serviettes?|toutes les|par heure|malaise|évanoui[a-z]*|pâle|fièvre|odeur|sent mauvais|vertiges?|tête qui tourne|douleurs? (?:violente|atroce|forte|intense)|gros caillots|caillots (?:énormes|gros)",
      scope: 'sentence',
    }],
    // A small or superficial burn, a sunburn, a burning feeling when peeing.
    burns: [{
      // What a kind of burn looks like, asked in general, with nobody said to be burned.
      all: ["(?:ressemble|ressemblent) (?:à|a) quoi|(?:à|a) quoi (?:ça |ca )?(?:ressemble|ressemblent)|(?:reconna[iî]t|distingue) (?:on|t on)"],
      unless: "(?:je|j'|il|elle|on|mon|ma|mes|bébé|bb) (?:me |se |nous )?(?:suis |est |s' est |ai |a |sommes )?brûl[a-z]*|(?:vient|viens|venons) de|cloques?|aujourd' ?hui|ce (?:matin|soir|midi)|cette nuit|hier|tout à l' heure|maintenant|en ce moment|aidez|urgent|vite|(?:mon|ma|mes|notre|nos|son|sa|ses) (?:fils|fille|bébé|bb|enfants?|mari|femme|père|mère|papa|maman|main|bras|jambe|visage|pied|peau)",
      scope: 'sentence',
    }, {
      // A kind of burn named, then asked how it is treated ("les brûlures du 3e degré, comment ça se soigne ?"), with nobody said to be burned.
      all: ["comment (?:ça|ca|on|les|la|le|elles?|ils?) (?:se |les |la |le )?(?:soigne|soignent|traite|traitent|guérit|guérissent|cicatrise|cicatrisent|prend en charge|opère)|(?:faut il|il faut|faut) (?:toujours |forcément |obligatoirement |systématiquement )?(?:une |des |faire une )?(?:greffe|opération|chirurgie|hospitalisation)s?|(?:combien de temps|délai) (?:pour|de) (?:guérir|cicatriser|guérison|cicatrisation)"],
      unless: "(?:je|j'|il|elle|on|mon|ma|mes|bébé|bb) (?:me |se |nous )?(?:suis |est |s' est |ai |a |sommes )?brûl[a-z]*|(?:vient|viens|venons) de|cloques?|aujourd' ?hui|ce (?:matin|soir|midi)|cette nuit|hier|tout à l' heure|maintenant|en ce moment|aidez|urgent|vite|(?:mon|ma|mes|notre|nos) (?:fils|fille|bébé|bb|enfants?|mari|femme|père|mère|papa|maman|main|bras|jambe|visage|pied|peau)",
      scope: 'sentence',
    }, {
      // The degrees of a burn compared in a general question ("1er 2eme 3eme degré c quoi la différence").
      all: ["(?:1er|1e|1ere|premier|première|2e|2eme|2ème|deuxième|second) (?:degré )?(?:(?:, |et |ou |, et |, ou )?(?:2e|2eme|2ème|deuxième|second|3e|3eme|3ème|troisième) )+degré|degrés? (?:de|d' une|des) brûlures?|(?:les|quels|trois|3) degrés", "différence|c quoi|c koi|c' est quoi|cest quoi|comment (?:savoir|reconnaître|distinguer)|reconna[iî]tre|distinguer|classification|quel degré"],
      unless: "(?:je|j'|il|elle|mon|ma|mes|bébé|bb) (?:me |se )?(?:suis |est |s' est |ai |a )?brûl[a-z]*|(?:vient|viens) de|cloques?|aujourd' ?hui|ce (?:matin|soir)|tout à l' heure|maintenant|aidez|urgent|vite",
      scope: 'sentence',
    }, {
      // An old burn asked about for its scars, with nothing fresh said.
      all: ["cicatrices?|séquelles|greffes? de peau|chéloïdes?"],
      unless: "aujourd' ?hui|ce (?:matin|soir|midi)|cette nuit|hier|tout à l' heure|à l' instant|(?:vient|viens|venons) de|cloques?|fraîches?|suint[a-z]*|infect[a-z]*|ouverte?|depuis (?:\\d+|une|deux|trois|quelques) (?:min|minutes|heures?|h|jours?)|en ce moment|maintenant",
      scope: 'sentence',
    }, {
      all: ["petite?s? (?:brûlures?|rougeurs?|cloques?|marques?|zones?|tache)|(?:brûlures?|rougeurs?) (?:petite|légère|superficielle|minime)|légère?|léger|superficiel[a-z]*|un peu|juste rouge|bout d(?:' | )?un doigt|bout du doigt|comme un ongle|pas de cloques?|sans cloques?|coup de soleil|soleil|pipi|urin[a-z]*|estomac|reflux"],
      unless: "énormes?|(?:grosses?|grandes?) cloques?|cloques? (?:énormes?|partout|géantes?)|blanche|cartonn[a-z]*|carbonis[a-z]*|noirci[e]?|chimique|acide|soude|électri[a-z]*|dénudé[a-z]*|décharge|jus|courant|arc|incendie|explos[a-z]*|flammes?|fumée|bouillant[e]?|bébé|nourrisson|visage|tout le|toute la|plus grand[e]?",
    }, {
      // A little smoke breathed in by someone who is fine.
      all: ["(?:un peu|légèrement|brièvement|quelques secondes|un instant) ~2 (?:respiré|inhalé)|(?:respiré|inhalé) (?:un peu|légèrement|brièvement)|fumée (?:du |d' un |de la |de |des )(?:barbecue|bbq|feu de camp|feu de bois|cheminée|bougies?|toasts?|encens|brûlé)", "(?:ça|ca|tout) va(?! pas)|vais bien|va bien|(?:me|se) sen[st] bien|un peu|mieux|(?:pas de|plus de|aucune) (?:gêne|toux|symptômes?)|respir[a-z]* (?:normal|normalement|bien|sans (?:problème|souci|gêne))"],
      unless: "(?:tousse|crache|mouche) (?:noir|beaucoup|sans arrêt|du sang)|suie|brûl[a-z]* (?:au|le|la) (?:visage|gorge|nez)|essou?ffl[a-z]*|respir[a-z]* (?:mal|difficile|vite)|(?:du mal|de la peine) (?:à|a) respirer|voix (?:rauque|enrouée|cassée)|lèvres|poils du nez|sourcils|confus[e]?|somnol[a-z]*|vomi[a-z]*|mal (?:à|a) la tête|maux de tête|bébé|enfant|incendie",
      scope: 'sentence',
    }, {
      // A socket or contact with nothing felt or marked.
      all: ["(?:n' )?(?:a|ai|avons) (?:rien eu|rien senti|pas été touchée?|eu aucun)|rien eu|cache ?prises?|protège ?prises?|pas de (?:marque|brûlure|décharge)"],
      unless: "brûl[a-z]*|marque noire|noir[a-z]*|cloques?|inconscient[e]?|convul[st][a-z]*|respir[a-z]*|coeur|tremble|pleure (?:sans arrêt|encore)",
      scope: 'sentence',
    }, {
      // A fear of fire, not a fire.
      all: ["(?:peur|phobie|angoisse|cauchemars?|terrifiée?) (?:du feu|des incendies|d' un incendie|des flammes|de (?:se |me )?brûler)"],
      unless: "brûlée?s? (?:au|à la|aux|le|la|les|sur)|cloques?|fumée|blessée?s?|en feu|pris feu|flammes? (?:l' |ont|a )|hurle|pompiers",
      scope: 'sentence',
    }],
    // Dark thoughts long ago, with recovery stated and nothing said to be happening now.
    self_harm: [PILL_TIMING_MEDS, {
      // Words thrown in a row and taken back once calm ("il a dit qu'il s'était emporté"), nothing else said.
      all: ["dispute|engueulade|embrouille|crise de colère|colère|énervée?|fâchée?|s' (?:est|était) (?:énervée?|emportée?|fâchée?)", "(?:s' (?:est|était) emportée?|(?:ne |n' )?(?:le )?pensait (?:pas|pa|rien)|(?:c' était|il a dit que c' était|elle a dit que c' était) (?:sous le coup de la colère|pour (?:rire|dire|m' énerver|me faire peur|nous faire peur)|une façon de parler|une expression)|(?:dit|parlé) sous le coup de la colère|(?:il|elle) (?:rit|rigole|s' amuse|joue) (?:avec|de nouveau|à nouveau))"],
      unless: "encore|souvent|plusieurs fois|régulièrement|depuis|toujours|(?:ce|chaque) soir|cette nuit|lettre|adieu|corde|cachets|médicaments|fenêtre|pont|scarif[a-z]*|coupe[a-z]*|(?:s' |se )?isole|(?:ne )?(?:mange|dort|sort) (?:plus|pu|presque plus)|donn[a-z]* ses affaires|plan|me fait peur|inquiète?|peur",
      scope: 'sentence',
    }, {
      // Low mood ("idées noires") with hurting oneself and a plan both denied in the same sentence, nothing else said.
      all: ["idées noires|moral (?:à zéro|dans les chaussettes)|déprim[a-z]*|(?:un |le )?coup de (?:blues|mou)", "(?:aucune|pas d' ?|pas (?:du tout )?envie de|jamais (?:envie|pensé)|sans) ?(?:envie )?(?:de )?(?:me faire du mal|me tuer|mourir|en finir|passer à l' acte)", "(?:pas|aucun|sans) (?:de )?(?:plan|projet|idées? suicidaires)|rien de (?:ça|ca|tel|ce genre)"],
      unless: "(?:mais|sauf que) (?:parfois|des fois|quand même|souvent|la nuit|le soir)|lettres?|adieu|ce soir|cette nuit|cachets|médicaments|corde|pont|(?:ne |n' )?(?:veux|voudrais) (?:plus|pu) vivre|disparaître|plus là",
      scope: 'sentence',
    }, {
      // A wrist cut by accident, said so ("en cassant un verre").
      all: ["(?:en |avec (?:un |une |le |la |du )?)(?:cassant|épluchant|ouvrant|bricolant|cuisinant|coupant (?:du|des|le|la|les|un|une)|verre cassé|boîte de conserve|vitre|tôle)|par accident|accidentellement|sans faire exprès"],
      unless: `${DESPAIR}|exprès(?! (?:pas|non))|volontairement|encore|scarifi[a-z]*|(?:me|se) couper (?:les|mes|ses)`,
      scope: 'sentence',
    }, {
      // "Bye tout le monde" before holidays, a move or a last day at work.
      all: ["vacances|congés|retraite|dernier jour (?:au|de|à)|nouvelle aventure|nouveau (?:job|poste|boulot|travail)|pot de départ|déménag[a-z]*|(?:pars|part) (?:en|au|à|pour) (?!(?:finir|mourir))"],
      unless: `${DESPAIR}|${MEANS}|veines|sauter|pendre|(?:me|se) tuer`,
      scope: 'sentence',
    }, {
      all: [
        "(?:ça|ca|cela) fait (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|des) (?:ans|années)|l' (?:an|année) (?:dernière?|passée?)|(?:il y a) (?:\\d+|quelques|plusieurs|six|huit|dix|neuf|sept) mois|(?:il y a|il y' a|y a|ya|y' a) (?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|quelques|des|bien des) (?:ans|an|années|année)|(?:il y a|y a|ya|depuis) (?:longtemps|des années|bien longtemps)|(?:ado|adolescente?|jeune|étudiante?|petite?) (?:, )?(?:j' |j )(?:avais|étais|faisais)|(?:quand|lorsque) (?:j' |j )(?:étais|avais) (?:ado[a-z]*|jeune|étudiant[e]?|petit[e]?|\\d+ ans)|en (?:19|20)\\d\\d|pendant (?:mon|ma) (?:adolescence|jeunesse|dépression)|(?:au|pendant le|quand j' étais au) (?:lycée|collège)|à l' époque|(?:à|a|vers) (?:l' ?âge de )?(?:\\d{1,2}|onze|douze|treize|quatorze|quinze|seize|dix sept|dix huit|dix neuf|vingt(?: et un| deux| trois| cinq)?) ans",
        "loin derrière (?:moi|nous)|(?:j' ai|il a|elle a|on a) (?:tout )?(?:arrêté|stoppé|cessé)(?! (?:de|d') )|(?:arrêté|cessé) (?:de |d' )(?:me |se )?(?:scarifier|couper|mutiler|faire du mal|taillader)|(?:plus|plu|pu) (?:jamais )?(?:recommencé|rechuté)|(?:une |ma |sa )?vie (?:heureuse|épanouie|stable|normale|sereine)|(?:je suis|suis|il est|elle est) (?:heureuse?|épanouie?|bien dans (?:ma|sa) (?:vie|peau))|(?:je vais|je me sens|il va|elle va|on va|nous allons) (?:super |très |tres |vraiment |tout à fait |beaucoup )?(?:bien|mieux)|guéri[e]?|(?:aujourd' ?hui|maintenant|désormais|depuis) (?:ça|ca|tout) va|(?:ça|ca|tout) va (?:très |tres |super |vraiment )?(?:bien |mieux )?(?:maintenant|aujourd' ?hui|depuis)|c' est (?:du passé|fini|terminé)|(?:plus|plu|pu) (?:jamais )?(?:eu|d') (?:d' )?idées? noires|sorti[e]? de (?:là|ma dépression|cette période)|stable depuis",
      ],
      unless: "en ce moment|(?:^|(?!(?:bien|mieux|maman|papa|mère|père|mariée?|heureuse?|adulte|guérie?|stable|parent|parents|grand mère|grand père) )[a-z0-9']+ (?:, )?)maintenant(?! (?:j' ai \\d+ ans|j' ai (?:une|un|des|deux|trois) (?:enfants?|famille|fille|fils|travail|boulot|copain|copine|mari|femme)|je vais (?:très |super |vraiment )?(?:bien|mieux)|(?:ça|ca|tout) va))|actuellement|ces (?:jours|temps|derniers)|depuis (?:quelques|peu|hier|ce|cette|\\d+ (?:jours|semaines))|recommence|revien[a-z]*|reviennent|à nouveau|de nouveau|encore (?:envie|des (?:idées|pensées|envies)|pensé|eu (?:des|envie)|fait|recommencé)|(?:me|se) (?:suis |est )?encore|(?:coupe|scarifie|brûle|mutile)[a-z]* encore|récent[e]?s?|fraîches?|ce soir|cette nuit",
    }, {
      // An explicit denial in the same sentence: "des idées noires mais il dit qu'il ne pense pas au suicide".
      all: ["(?:n' )?(?:ai|a|avait|avais) (?:jamais|pas|pa) (?:eu l' intention |pensé|songé|envisagé) ~2 (?:au suicide|à (?:se|me|te) (?:suicider|tuer|faire du mal|blesser|mutiler)|à mourir|à en finir|à passer à l' acte)|(?:j' ai|il a|elle a|on a) (?:dit|répondu) (?:que )?non|(?:dit|répondu) que (?:je|il|elle) n' en (?:ai|avais|a|avait) pas|(?:ne |n' )?(?:pense|pensé|penses|pensait|songe|songé) (?:pas|pa|jamais|absolument pas|pas du tout) (?:au suicide|à (?:se|me|te) (?:suicider|tuer|faire du mal|blesser)|à mourir|à en finir|à passer à l' acte)|(?:pas|pa|aucune|sans|jamais eu|jamais) (?:d' |de )?(?:idées?|pensées?|envies?|intentions?) (?:suicidaires?|de suicide|de (?:me|se|te) (?:tuer|suicider|faire du mal|blesser)|de mourir|d' en finir)|(?:aucune|pas d') (?:intention|envie) de (?:me|se) (?:faire du mal|tuer|suicider|blesser)|(?:ne |n' )?(?:veux|veut) (?:pas|pa|surtout pas|absolument pas) (?:mourir|me tuer|se tuer|en finir|me suicider|se suicider)|(?:mais|et|,) (?:jamais|pas|pa|surtout pas|absolument pas) (?:à|a) (?:me|se|te) (?:suicider|tuer|faire du mal|foutre en l' air)|(?:mais|et|,) (?:jamais|pas|pa) (?:au suicide|à en finir|à passer à l' acte)"],
      unless: "oui|(?:veux|veut|voudrais|voudrait|(?:ai|a) envie de) (?:mourir|en finir|disparaître)|corde|cachets|médicaments|pilules|fusil|arme|pont|lettres?|adieu|plan|prévu|préparé|coupé[a-z]*|scarifi[a-z]*|tentative|ts",
      scope: 'sentence',
    }, {
      // A small child banging the head in a tantrum.
      all: ["crises? (?:de colère|de rage)|colère|caprices?|(?:de |a |à )[1-5] ans|bébé|bambin|tout petit|toddler"],
      unless: "(?:ado|adolescente?|\\d\\d ans)|exprès pour (?:se|me) (?:faire mal|blesser)|(?:veut|veux) mourir|suicid[a-z]*|en finir|coupe|scarifi[a-z]*|saign[a-z]*|lames?|rasoir",
      scope: 'sentence',
    }, {
      // A job, a chore or the children that "will kill me": a figure of speech, with no despair.
      all: ["(?:boulot|travail|taf|job|rythme|stress|gosses?|enfants?|chef|patron(?:ne)?|réunions?|examens?|partiels?|révisions|ménage|chaleur|bruit|trajets?|ça|ca|cette (?:semaine|journée|chaleur)|ce (?:boulot|travail|job|rythme|chantier|déménagement)) (?:va|vont|vas|finira|finiront|vont finir|va finir) (?:par )?me tuer"],
      unless: "(?:ma|la) vie|envie de (?:mourir|disparaître|en finir)|en finir|suicid[a-z]*|pour de (?:vrai|bon)|sérieusement|plus la force|à bout|au bout du rouleau|marre de (?:tout|la vie|vivre)|pilules|cachets|médicaments|corde|personne ne|fardeau|mieux sans moi",
      scope: 'sentence',
    }, {
      // "Mourir" of laughter or shame said around a joke, with no despair.
      all: ["tellement (?:c' est|ce|cette|ces|il|elle|ils|elles|j' ai|je suis|on) ~4 (?:drôle|marrant[e]?|hilarant[e]?|ridicule|gênant[e]?|la honte|honteu(?:x|se)|mignon(?:ne)?|chou|délicieu(?:x|se)|bon(?:ne)?)|(?:mourir|mort[e]?|crever|crevé[e]?) de (?:rire|honte)|mdr|ptdr|lol|xptdr"],
      unless: "(?:ma|la) vie|seule?|triste|déprim[a-z]*|suicid[a-z]*|en finir|pilules|cachets|médicaments|marre|plus la force|pour de (?:vrai|bon)|sérieusement",
      scope: 'sentence',
    }, {
      // A character in a book, a film or a song ("un roman où le héros veut mourir"), with no one real said to want it.
      all: ["(?:le|la|un|une|son|mon|ce|cette) (?:héros|héroïne|personnage|personnage principal|protagoniste|narrat(?:eur|rice))|(?:dans|du|d' un|d' une|de (?:son|mon|sa|ma)|la|le|une|cette|ce) (?:roman|film|série|livre|manga|chanson|jeu vidéo|histoire qu|nouvelle|pièce|émission|documentaire)"],
      unless: "je (?:veux|voudrais|pense|me sens|n' ai plus|suis)|j' ai envie|moi aussi|comme (?:lui|elle|moi)|(?:me|m') (?:tuer|suicider)|(?:mon|ma|mes) (?:fils|fille|enfant|ado|mari|femme|ami|amie|copain|copine|frère|soeur|père|mère) (?:veut|dit|parle|pense|a envie)|s' identifie|lui ressemble|sa propre",
      scope: 'sentence',
    }, {
      // A teacher, a coach or a trainer preparing a session on how to talk to "un ado" with such thoughts: nobody in particular.
      all: ["atelier|formation|sensibilisation|séance (?:de|sur)|cours (?:de|sur)|intervention|conférence|je (?:suis|travaille comme) (?:prof|professeure?|enseignante?|éducat(?:eur|rice)|cpe|animat(?:eur|rice)|format(?:eur|rice)|coach|entraîneur|infirmière? scolaire|surveillante?|manager)", "(?:comment|que|quoi|quels?|quelles?) ~6 (?:un|une|des|les|aux?|quelqu' ?un) (?:ado|adolescente?|jeunes?|élèves?|enfants?|personnes?|collègues?|salariés?|proches?|gens|ados)"],
      unless: "(?:mon|ma|mes|notre|nos|un de mes|une de mes) (?:fils|fille|enfant|ado|élèves?|mari|femme|ami|amie|copain|copine|frère|soeur|père|mère|collègue|pote)|je (?:veux|voudrais|pense à|me sens|n' ai plus)|j' ai envie|(?:me|m') (?:tuer|suicider)|ce soir|cette nuit|maintenant|en ce moment|corde|cachets|médicaments|pilules|fusil|arme|lettres?|adieu",
      scope: 'sentence',
    }],
    meningitis: [{
      // The meningitis vaccine named, not the illness: a sore arm or a fever after it is expected.
      all: ["(?:vaccin[a-z]*|rappel|piqûre|injection|dose) ~3 (?:contre |de |pour |anti )?(?:la )?(?:méningite|méningocoque)|(?:méningite|méningocoque)s? (?:[abcwy]+ )?~2 (?:vaccin[a-z]*|rappel)|bexsero|trumenba|nimenrix|neisvac|menveo|menquadfi"],
      unless: "taches?|purpura|boutons|plaques|verre|(?:nuque|cou) ~2 (?:raide|bloquée?|rigide)|lumière|somnol[a-z]*|(?:tout|toute|très) (?:mou|molle)|convul[st][a-z]*|vomi[a-z]*|geint|gémit|marbré[e]?s?|(?:pense|peur|crois) (?:que c' est|qu' il a|qu' elle a)",
    }, {
      // The word read online or feared, with the fever denied and no other sign said ("pas de fièvre, le cou bouge très bien").
      all: ["(?:pas|plus|aucune|sans|ni) (?:de |d' )?(?:fi[eè]vre|température)|(?:fi[eè]vre|température) (?:est |était )?(?:normale|à 3[67])|(?:nuque|cou) (?:bouge|tourne|se plie|se penche) (?:très |super |tout à fait |parfaitement )?(?:bien|normalement|sans (?:problème|souci|douleur))"],
      unless: `${FEVER}|taches?|purpura|boutons|plaques|verre|vomi[a-z]*|somnol[a-z]*|${HARD_TO_WAKE}|${CONFUSED}|lumière|convul[st][a-z]*|(?:tout|toute|très) (?:mou|molle)|geint|gémit|bébé|nourrisson|(?:nuque|cou) (?:est |reste )?(?:raide|bloquée?|rigide)`,
      scope: 'sentence',
    }],
    sick_child: [SEEN_YESTERDAY, {
      // A breath-holding spell: blue for a few seconds after crying, breathing again at once.
      all: ["spasmes? du sanglot"],
      unless: "(?:ne |n' )?respire (?:toujours )?(?:pas|plus|plu)|(?:ne )?(?:reprend|revient|se réveille) (?:pas|plus)|inconscient[e]?|convul[st][a-z]*|(?:plus de |depuis )(?:\\d+|une|deux|cinq) minutes?|aidez|urgent|vite",
    }, {
      // Blue from cold water or the cold, with no trouble breathing or drowsiness said.
      all: ["piscine|baignade|(?:sort|sortie|sortant|après) (?:du|de la|de son|de sa) (?:bain|douche|eau)|(?:la|de la) mer|l' eau (?:froide|de la mer|du lac)|(?:du|le|au|de) froid|froid dehors|grelott[a-z]*|frigorifié[e]?"],
      // Breathing said to be normal is no warning sign.
      unless: "respir[a-z]*(?! (?:bien|normalement|très bien|tranquillement|sans (?:problème|souci|difficulté)))|étouff[a-z]*|suffoqu[a-z]*|souffle|siffl[a-z]*|gémi[a-z]*|geint|grogn[a-z]*|mou|molle|réveill[a-z]*|inconscient[e]?|répond|réagit|noy[a-z]*|tousse|avalé|coincé",
      scope: 'sentence',
    }, {
      // A child said to be lively (playing, laughing, feeding well), with no fever in a young baby and no danger sign.
      all: ["(?:il|elle) (?:est |reste )?(?:tonique|en forme|souriante?|éveillée?|joyeu(?:x|se))|rigole|gazouille|joue (?:bien|normalement)|(?:il|elle) joue|sourit|(?:tète|boit|mange) (?:bien|normalement)|pète la forme"],
      unless: "fi[eè]vre|fébrile|(?:38|39|40|41)|température|brûlant[e]?|mou|molle|réveill[a-z]*|respir[a-z]*|geint|gémi[a-z]*|grogn[a-z]*|convul[st][a-z]*|refuse|(?:boit|tète|mange) (?:plus|plu|pas|pa|rien)|ne (?:boit|tète|mange)|vomi[a-z]* tout|couches? sèches?|cri[a-z]* aigu",
      scope: 'sentence',
    }, {
      // Breathing noisily asleep or with a cold, with no danger sign.
      all: ["en dormant|quand (?:il|elle) dort|(?:la|cette) nuit|enrhumée?|rhume|nez (?:bouché|pris|qui coule)|ronfl[a-z]*"],
      unless: "côtes|creus[a-z]*|tirage|geint|gémi[a-z]*|grogn[a-z]*|bleu[a-z]*|gris[a-z]*|lèvres|mou|molle|réveill[a-z]*|fi[eè]vre|(?:38|39|40|41)|(?:boit|tète|mange) (?:plus|plu|pas|pa|rien)|narines|pauses|arrête de respirer|vite|siffl[a-z]*|pleure (?:plus|plu|pas|pa)",
      scope: 'sentence',
    }, {
      // A temperature under 38 read on the thermometer, in a baby otherwise well.
      all: ["3[5-7](?! (?:ans|mois|semaines|jours|kg|sa|sem))"],
      unless: "(?:38|39|40|41)|mou|molle|réveill[a-z]*|respir[a-z]*|geint|gémi[a-z]*|grogn[a-z]*|bleu[a-z]*|gris[a-z]*|marbr[a-z]*|convul[st][a-z]*|refuse|(?:boit|tète|mange) (?:plus|pas|rien)|vomi[a-z]*|sans arrêt|cri[a-z]* aigu",
      scope: 'sentence',
    }],
    sudden_headache: [{
      // A sudden headache already gone with a tablet or rest, the person well, nothing severe said.
      all: ["(?:passé|parti|calmé|disparu)e?s? (?:avec|après) (?:un |une |le |la |du |deux )?(?:doliprane|paracétamol|dafalgan|efferalgan|ibuprofène|advil|nurofen|aspirine|cachet|comprimé|sieste|repos|nuit)", "(?:je vais|il va|elle va|ça va|ca va) (?:très )?(?:bien|mieux)|plus rien|plus mal"],
      unless: "pire|jamais|vomi[a-z]*|raide|nuque|hurl[a-z]*|effondr[a-z]*|atroce|violent[e]?|terrible|insupportable|horrible|toujours|encore|revenue?|reprend|(?:10|dix) sur (?:10|dix)|vue|voi[st]|confus[e]?|parl[a-z]*",
      scope: 'sentence',
    }, {
      // A brain freeze: a sharp headache eating or drinking something ice-cold, gone in seconds.
      all: ["glaces?|sorbets?|granité|(?:boisson|eau|bière|soda) (?:glacée|très froide)|glaçons?", "secondes|(?:c' est |est )?(?:parti|passé|disparu)|(?:ça|ca) (?:a )?pass[ée]"],
      unless: "vomi[a-z]*|nuque|pire|jamais eu|toujours|encore|lumière|confus[e]?|depuis (?:\\d+|une|deux|trois) (?:min|minutes|heures?|h)",
    }],
    seizure: [SLEEP_JERKS, SEEN_YESTERDAY, {
      // A jerk while falling asleep, awake throughout: a hypnic jerk, not a fit.
      all: ["(?:s' |m' |se |me )endor[a-z]*|endormissement|hypnique", "(?:resté|restée|rester|suis|étais|était|est) (?:bien |tout à fait |parfaitement )?(?:conscient|consciente|réveillé|réveillée)"],
      unless: "(?:ne |n' )?(?:se )?(?:réveille|répond|réagit|respire) (?:pas|plus)|bleue?|(?:[2-9]|deux|trois|plusieurs) (?:min|minutes)",
      scope: 'sentence',
    }, {
      // Fits told as weeks past ("deux crises le mois dernier, c'est normal?"), with nothing said of now.
      all: ["(?:le mois|la semaine) (?:dernier|dernière|passé|passée)|(?:il y a|ya|y a) (?:\\d+|deux|trois|quatre|quelques|plusieurs) (?:semaines|mois)"],
      unless: "aujourd' ?hui|ce (?:matin|soir|midi)|cette nuit|maintenant|en ce moment|depuis (?:ce|cette|hier|\\d+ (?:min|minutes|heures?|h))|encore|à nouveau|de nouveau|(?:ne |n' )?(?:se )?(?:réveille|répond|réagit|respire) (?:pas|plus)|bleue?|inconscient[e]?|(?:mais|sauf que) (?:là|depuis|aujourd)|là (?:il|elle|je|j')",
      scope: 'sentence',
    }, {
      // A known epilepsy, a short usual seizure, and back to normal (no ambulance needed for that).
      all: ["épileptique|(?:son|sa|ses|mon|ma|mes) (?:épilepsie|crises) (?:habituelle?s?|connue?s?)|crises? (?:d' épilepsie |d' épi |convulsives? |d' absence )?(?:habituelles?|typiques?|classiques?|comme d' hab(?:itude)?)|comme d' hab(?:itude)?|comme (?:toujours|les autres fois)|(?:ses|mes) crises habituelles", "(?:s' est |s' était |je me suis |il s' est |elle s' est )?réveillée?|(?:est )?revenue? (?:à (?:lui|elle|moi)|normal)|(?:a |ai )?repris (?:ses|mes) esprits|(?:va|vais) bien|récupéré|(?:parle|répond|marche) (?:tout à fait )?normalement|redevenue? (?:normale?|lui même|elle même)|(?:est|était) (?:de nouveau|à nouveau|redevenue?) (?:normale?|lui même|elle même|comme d' habitude)"],
      unless: "(?:plus de |depuis |pendant |dure )?(?:[5-9]|[1-9]\\d|cinq|six|sept|huit|neuf|dix|quinze|vingt) (?:min|minutes)|(?:ne |n' )?(?:se réveille|reprend|revient|répond) (?:pas|plus)|(?:deux|2|trois|3|plusieurs|autre|deuxième|seconde|nouvelle) crises?|enchaîn[a-z]*|à la suite|blessée?|cogn[a-z]*|bleu[a-z]*|respire (?:mal|pas)|première fois|enceinte|eau|bain|piscine",
      scope: 'sentence',
    }, {
      // A breath-holding spell: blue for a few seconds after crying, breathing again at once.
      all: ["spasmes? du sanglot"],
      unless: "(?:ne |n' )?respire (?:toujours )?(?:pas|plus|plu)|(?:ne )?(?:reprend|revient|se réveille) (?:pas|plus)|inconscient[e]?|convul[st][a-z]*|(?:plus de |depuis )(?:\\d+|une|deux|cinq) minutes?|aidez|urgent|vite",
    }],
    // Only one person with a headache in a home with a stove, and a reason for it.
    carbon_monoxide: [{
      // The alarm said to be silent, or the headache put down to tiredness or said to be better, with no one worse.
      all: ["(?:détecteur|alarme|capteur)(?: (?:de |d' |du |au )?(?:co|monoxyde|gaz|fumée))? (?:ne |n' )?(?:sonne|a sonné|a bipé|bip[a-z]*|dit|a rien dit|indique|affiche|signale|détecte|a détecté|s' est déclench[a-z]*|réagit)(?: (?:pas|pa|rien|jamais|plus|aucun))|(?:ça|ca|c') (?:va|allait|est) (?:déjà |beaucoup |bien )?mieux|(?:sûrement|surement|sans doute|peut être|probablement|c' est) (?:la |le |les |l' |à cause de la |à cause du |dû au |due à la )?(?:fatigue|manque de sommeil|stress|café|écrans?|déshydrat[a-z]*|rhume|soirée|boulot|travail)"],
      unless: `évanoui[a-z]*|inconscient[e]?|${CONFUSED}|vomi[a-z]*|(?:chien|chat)s?|${HARD_TO_WAKE}|dans les pommes|de plus en plus|empire|s' aggrave|(?:alarme|détecteur|capteur) ~3 (?:sonne|a sonné|sonnait|bip[a-z]*) (?!pas|pa|plus|jamais)|mieux (?:quand|dès|lorsqu|dehors|à l' extérieur|en sortant|hors|ailleurs|chez|au travail|au boulot|à l' air)|(?:quand|dès qu' ?|lorsqu' ?)(?:on|je|il|elle|ils|elles|nous) (?:sort|sors|sortons|sortent|part|pars|quitte|quittons)|tout le monde|toute la famille|tous les (?:quatre|cinq|trois|\\d)|flamme ~3 (?:jaune|orange)`,
      scope: 'sentence',
    }, {
      // A household cold or stomach bug, with no heater, fire or alarm named.
      all: ["rhumes?|enrhumée?s?|grippe|grippée?s?|gastro|covid|angine|rhino|crève|virus|chaleur|canicule|coup de soleil|insolation|(?:trop )?bu|alcool|soirée|gueule de bois|tous malades depuis (?:que|qu') (?:le|la|les|mon|ma|notre) (?:petit|petite|école|crèche)"],
      unless: "mieux (?:quand|dès|lorsqu|dehors|à l' extérieur|en sortant|hors|ailleurs|à l' air)|chaudière|poêle|chauffage|monoxyde|détecteur|alarme|capteur|brasero|braséro|barbecue|groupe électrogène|garage|gaz|cheminée|insert|chauffe ?(?:eau|bain)|moteur|charbon|pétrole|évanoui[a-z]*|inconscient[e]?|confus[e]?|(?:chat|chien)s?",
      scope: 'sentence',
    }, {
      // A boiler checked by an engineer who found no carbon monoxide, with nobody unwell now.
      all: ["(?:technicien|chauffagiste|plombier|pompiers|grdf|expert|dépanneur) ~4 (?:vérifié|contrôlé|mesuré|testé|passé|regardé)|(?:aucun|pas de|zéro|pas du tout de) (?:monoxyde|co)(?![a-z])"],
      unless: "(?:toujours|encore|de nouveau|à nouveau) (?:mal|des vertiges|la nausée|malades?)|vomi[a-z]*|évanoui[a-z]*|inconscient[e]?|confus[e]?|somnolent[a-z]*|(?:ce matin|maintenant|en ce moment|aujourd' ?hui) ~4 (?:mal|vertiges?|nausées?)",
      scope: 'sentence',
    }, {
      all: ["(?:je suis|suis|il est|elle est|c' est) (?:le seul|la seule|seule?)(?: (?:à|a) avoir| (?:qui|à|a))?|personne d' autre|(?:les autres|le reste de la famille|tout le monde|toute la famille|mon mari|ma femme|les enfants|mes enfants|ma coloc|mon coloc) ~3 (?:(?:va|vont) (?:très |super )?bien|n' (?:a|ont) rien)"],
      unless: "évanoui[a-z]*|inconscient[e]?|confus[e]?|(?:chien|chat|chiens|chats)|(?:détecteur|alarme|capteur)(?: (?:de |d' |du )?(?:co|monoxyde|gaz|fumée))? (?:a |qui |vient de |s' est )?(?:sonn|bip|hurl|déclench|affich|mis)[a-z]*|(?:tous|toutes|tout le monde) (?:a|ont|avons)|vomi[a-z]*|dehors ~3 (?:mieux|passe)",
    }],
    anaphylaxis: [{
      // An allergy just diagnosed or planned for (an allergist, a school plan), asked about, with no reaction told now.
      all: ["(?:vient|viens|venons|viennent|venait) (?:d' |de )(?:apprendre|découvrir|savoir|être diagnostiquée?)|(?:lui |m' |nous |leur )?(?:a|ont) (?:diagnostiqué|découvert|trouvé) (?:une |un |des )?allergi[a-z]*|diagnostiquée? allergique|tests? (?:allergiques?|cutanés?)|prick ?tests?|allergologue|projet d' accueil|plan d' action|protocole (?:d' urgence|allergie)|trousse d' urgence|(?:école|crèche|cantine|nounou|centre aéré|colo|maîtresse) ~3 (?:demande|veut|exige|a besoin|réclame)"],
      unless: "gonfl[a-z]*|enfl[a-z]*|(?:du mal|de la peine|difficultés?|gêne) (?:à|a|pour) (?:respirer|avaler)|respire (?:mal|plus|pas|en sifflant)|siffl[a-z]*|gorge|lèvres|langue|voix|urticaire|plaques|boutons|malaise|vomi[a-z]*|évanoui[a-z]*|(?:a|ai|avons|vient d' ?|viens d' ?) (?:utilisé|fait|injecté|piqué|mis) (?:l' |son |le |un |une )?(?:stylo|adrénaline|epipen|anapen|jext|injection)|maintenant|en ce moment|aidez|urgent|vite|là (?:elle|il)|(?:a|vient de|viens de) (?:mangé|manger|goûté|avalé)",
      scope: 'sentence',
    }, {
      // Lips or mouth that tingle or itch with raw fruit or vegetables and settle within minutes (oral allergy syndrome).
      all: ["(?:lèvres?|bouche|palais|langue|gorge) ~3 (?:picot|gratt|démang|pique|piquent|fourmill)[a-z]*|(?:picot|gratt|démang|fourmill)[a-z]* ~3 (?:lèvres?|bouche|palais)", "(?:pommes?|poires?|pêches?|cerises?|kiwis?|carottes?|céleri|abricots?|prunes?|fruits?|légumes?|tomates?) ~2 (?:crues?|crus|frais|fraîches?)|(?:fruits?|légumes?) crus|allergie croisée|syndrome oral|pollens?|bouleau", "(?:ça|ca|il|elle|c') (?:passe|part|dégonfle|s' en va|disparaît|diminue|est passé)|(?:en|au bout de|après) (?:\\d+|quelques|cinq|dix|quinze|vingt) (?:minutes?|min)"],
      unless: "gorge (?:qui )?(?:serre|gonfle|se ferme)|langue (?:qui )?(?:gonfle|enfle)|voix|respir[a-z]*|avaler|déglutir|étouff[a-z]*|siffl[a-z]*|urticaire|plaques|boutons|malaise|vertiges?|vomi[a-z]*|de plus en plus|empire|s' étend|visage|yeux|paupières|adrénaline|epipen|anapen|jext|(?:ne )?passe (?:pas|plus|pa|plu)|cacahu[eè]tes?|arachides?|noix|fruits à coque|crustacés|piqûre|guêpe|abeille|médicament",
      scope: 'sentence',
    }, {
      // A question about the pen itself (how to use it, expiry, prescription), with no reaction now.
      all: ["comment (?:utiliser|on utilise|faire|se servir|s' en servir|fonctionne|marche|ça marche|injecter)|mode d' emploi|(?:où|ou) (?:le |la )?(?:piquer|injecter|mettre|planter)|périm[a-z]*|renouvel[a-z]*|expir[a-z]*|date limite|conserv[a-z]*|ordonnance|combien (?:de |d' )(?:stylos?|temps)|(?:toujours |en )avoir (?:un|deux) (?:sur (?:elle|lui|moi)|dans (?:son|mon) sac)"],
      unless: "(?:a|ai|avons|ont|vient d'|viens d'|venons d') (?:déjà )?(?:utilisé|fait|injecté|piqué|mis|planté)|gonfl[a-z]*|enfl[a-z]*|(?:ne |n' )?respire (?:pas|plus|mal)|(?:du mal|de la peine) (?:à|a) (?:respirer|avaler)|gorge|lèvres|langue|urticaire|plaques|malaise|vomi[a-z]*|aidez|urgent|vite|maintenant|en ce moment|là elle|là il",
      scope: 'sentence',
    }, {
      // A mild local swelling with breathing and swallowing said to be normal, and no sign of a spreading reaction.
      all: ["(?:respire|respirons|respirent|avale|déglutit) (?:bien|normalement|très bien|sans (?:problème|souci|difficulté))|(?:aucune|pas de|sans|aucun|zéro) (?:gêne|difficulté|problème|souci|mal)s? (?:pour |à )(?:respirer|avaler|déglutir)|(?:respiration|déglutition) (?:normale|ok|impeccable)", "un peu|légère(?:ment)?|petit[e]?s?|localisée?|juste (?:le|la|autour)|(?:doigt|main|bras|pied|jambe|cheville|paupière|lèvre|lèvres) ~3 (?:gonfl|enfl)[a-z]*"],
      unless: "gorge (?:qui )?(?:serre|gonfle|se ferme)|langue (?:qui )?(?:gonfle|enfle)|voix (?:rauque|enrouée|cassée)|malaise|vertiges?|(?:me|se) sen[st] partir|pâle|vomi[a-z]*|(?:plaques|urticaire|boutons) partout|tout le corps|adrénaline|epipen|anapen|jext|de plus en plus|empire|s' étend",
    }, {
      // A swelling that comes and goes over days, with nothing in the throat or breathing.
      all: ["(?:ça|ca|il|elle) (?:passe|part|dégonfle|s' en va|disparaît|diminue)|depuis (?:des|plusieurs|quelques) (?:jours|semaines|mois)|(?:chaque|tous les|le) matins?(?: au réveil)?|au réveil"],
      unless: "respir[a-z]*|avaler|déglutir|gorge|langue|voix|urticaire|plaques|malaise|vertiges?|étouff[a-z]*|siffl[a-z]*|(?:d' un|tout à) coup|soudain[a-z]*|brutal[a-z]*|vite|piqu[a-z]*|mangé|épipen|adrénaline",
      scope: 'sentence',
    }],
    stroke: [{
      // A mouth crooked in a photo only, the smile and speech even in life.
      all: ["photos?|selfies?|vidéos?|angle|cliché", "en vrai|en réalité|des deux côtés|sourit (?:bien|normalement)|parle (?:bien|normalement)|juste l' angle|(?:c' est|c' était) (?:juste|seulement) (?:l' angle|la photo)"],
      unless: `${SUDDEN}|depuis (?:ce matin|hier|tout à l' heure|\\d+ (?:min|minutes|heures?))|maintenant|aujourd' hui|bras|jambe|main|engourdi[a-z]*|confus[a-z]*|(?:parle|articule) (?:mal|bizarrement)`,
      scope: 'sentence',
    }, {
      // An eyelid or eye twitching, asked about, with no other sign of a stroke.
      all: ["paupières? ~2 (?:qui )?(?:saute|sautent|sautille|tressaute|tressautent|tremble|tremblent|frétille|palpite)|(?:oeil|loeil|l' oeil) (?:qui )?(?:saute|tressaute|sautille)|myokymie|tic (?:à|a|de) (?:l' oeil|la paupière)"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|bouche|visage|figure|lèvres?|parl[a-z]*|mots|bras|jambes?|mains?|engourdi[a-z]*|paralys[a-z]*|(?:paupière|oeil) ~2 (?:qui )?(?:tombe|tombante)|vision|vue|voi[st]|confus[a-z]*|côté",
      scope: 'sentence',
    }, {
      // A lip or mouth numb after a dentist's anaesthetic, coming back, the person saying they move and speak normally.
      all: ["dentiste|anesthési[a-z]*|soins? dentaires?|dévitalis[a-z]*|extraction|dents? de sagesse", "(?:bouge|lève|bougent) (?:bien|normalement) (?:mes|ses|les|mon|son|le|la|ma|sa)|parle (?:bien|normalement|correctement)|(?:ça|ca|elle|il) revient (?:petit à petit|doucement|progressivement|peu à peu)"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|confus[a-z]*|vision|voi[st] (?:flou|double|plus)|(?:bras|jambe|main) (?:lourde?|faible|engourdie?|molle?|mou)|(?:ne |n' )?(?:parle|arrive) (?:plus|plu|pas|pa) |mots|depuis (?:hier|avant hier|\\d+ (?:heures|h|jours))",
      scope: 'sentence',
    }, {
      // Speech made hard by the mouth itself (new dentures, a brace, a dental anaesthetic), with no other sign.
      all: ["dentiers?|prothèses? dentaires?|appareil dentaire|bagues?|dentiste|anesthésie (?:dentaire|locale)|piercing (?:à la|de la) langue|aphtes?"],
      unless: `${SUDDEN}|bouche (?:de travers|tordue|qui tombe)|visage|bras|jambe|main|côté|confus[a-z]*|vision|mots (?:mélangés|qui sortent pas)|cherche ses mots`,
      scope: 'sentence',
    }, {
      // Words hard to find now and then, when tired or since an old stroke, with nothing sudden.
      all: ["(?:quand|lorsque|si) (?:je suis|j' suis|il est|elle est|on est|je me sens|il se sent|elle se sent) (?:très |trop |super |un peu )?(?:fatigué|stressé|crevé|épuisé|anxieu|énervé)[a-z]*|parfois|de temps en temps|de temps à autre|souvent|séquelles?|depuis (?:son|mon|sa|ma) (?:avc|attaque)"],
      unless: `${SUDDEN}|bouche|visage|bras|jambe|main|côté|depuis (?:ce matin|hier|cette nuit|\\d+ (?:min|minutes|heures?|h)|une heure|tout à l' heure)|maintenant|aujourd' ?hui|ce (?:matin|soir|midi)|tout à l' heure|pire|empire|de plus en plus|nouveau|nouvelle|plus du tout|(?:ne )?parle plus`,
      scope: 'sentence',
    }, {
      // A hand or arm weak since a sprain, fracture or operation weeks ago, with no sudden or speech sign.
      all: ["entorse|fracture|plâtre|attelle|tendinite|canal carpien|(?:opéré|opérée|opération) (?:du|de la|de l') (?:poignet|main|épaule|genou|coude|cheville|dos)", "il y a (?:\\d+|deux|trois|quatre|cinq|six|plusieurs|quelques) (?:semaines|mois)|depuis (?:mon|ma|son|sa|l') (?:entorse|fracture|opération|chute|accident|plâtre)"],
      unless: "parl[a-z]*|mots|articul[a-z]*|bouche|visage|sourire|confus[a-z]*|vision|(?:d' un|tout à) coup|soudain[a-z]*|brusquement|depuis (?:ce matin|hier|cette nuit|\\d+ (?:min|minutes|heures?|h))",
      scope: 'sentence',
    }, {
      // A numb tongue or lip after a dental anaesthetic, with no limb or sudden sign.
      all: ["anesthési[a-z]*|dentiste|soins? dentaires?|dévitalis[a-z]*|extraction (?:de|d' une) dent|dent de sagesse|piqûre (?:chez|du) (?:le )?dentiste"],
      unless: "bras|jambe|main|pied|côté du corps|moitié du corps|visage (?:qui tombe|de travers|paralysé)|bouche de travers|confus[a-z]*|vision|(?:d' un|tout à) coup|soudain[a-z]*|depuis (?:hier|avant hier|\d+ jours|deux jours|trois jours|plusieurs|une semaine)",
      scope: 'sentence',
    }, {
      // A Bell's palsy already diagnosed, asked about weeks later, with no other stroke sign.
      all: ["paralysie (?:faciale )?(?:de bell|a frigore|périphérique)|bell' s palsy", "depuis (?:\\d+|deux|trois|quatre|cinq|six|plusieurs|quelques) (?:semaines|mois)|diagnostiqu[a-z]*|(?:médecin|neurologue|urgences) ~4 (?:dit|confirmé|diagnostiqué)|quand (?:ça|ca|elle) va (?:passer|partir)|combien de temps"],
      unless: "bras|jambe|main|(?:parle|parole|mots|élocution)|confus[a-z]*|vision|(?:d' un|tout à) coup|soudain[a-z]*|ce matin|depuis (?:hier|ce matin|\\d+ (?:heures|h))",
      scope: 'sentence',
    }, {
      // A mouth numb or crooked from a dentist's anaesthetic, with no other stroke sign.
      all: ["dentiste|anesthési[a-z]*|soins dentaires|dévitalis[a-z]*|extraction|dent (?:arrachée|enlevée|soignée)|(?:arrach[a-z]*|enlev[a-z]*) (?:une|la|ma|sa|deux) dents?|dents? de sagesse"],
      unless: "bras|jambe|main|(?:parle|parole|mots|élocution)|confus[a-z]*|vision|voi[st] (?:flou|double|plus)|(?:d' un|tout à) coup|soudain[a-z]*|depuis (?:hier|\\d+ (?:heures|h|jours))|toujours (?:de travers|tordu)|encore (?:de travers|tordu)",
      scope: 'sentence',
    }, {
      // A face or mouth always a little crooked, since birth or childhood.
      all: ["depuis toujours|de naissance|depuis (?:l' enfance|que je suis (?:petite?|née?)|tout petite?|toute petite)|congénital[e]?"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|depuis (?:ce|cette|une|deux|\\d+|hier|tout à l' heure)|pire|plus (?:que|qu' ?)|empir[a-z]*|bras|jambe|parl[a-z]*|mots",
      scope: 'sentence',
    }, {
      // Stumbling over words when stressed, shy or speaking in public.
      all: ["(?:quand|lorsque|si|dès que) (?:je |j' |il |elle |on )?(?:suis|est|parle|me sens|se sent|stresse|panique) ~3 (?:stress[a-z]*|angoiss[a-z]*|nerv[a-z]*|ému[e]?|timide|en public|en réunion|à l' oral|devant)|(?:stress|trac|timidité|émotion|angoisse)s?"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|bouche|visage|bras|jambe|main|côté|depuis (?:ce|cette|une|deux|\\d+|hier|tout à l' heure)|(?:ne )?(?:comprend|trouve) plus|engourdi[a-z]*",
    }, {
      // A lip or cheek numb and crooked from a dentist's injection, back to normal as it wore off.
      all: ["dentiste|anesthési[a-z]*|piqûre (?:chez le dentiste|dentaire)|soins? dentaires?|dévitalis[a-z]*|(?:dent|dents) (?:arrachée|extraite|soignée)s?|extraction", "revenue?s?|(?:effet|piqûre|anesthésie) ~3 (?:passé|parti|dissipé)e?|redevenue? normale?|comme avant|plus rien|disparue?"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|bras|jambe|main|mots|bafouill[a-z]*|(?:toujours|encore) (?:de travers|tordu|engourdi|paralysé)|(?:ne )?(?:revient|passe) (?:pas|pa|plus|plu)|depuis (?:hier|\\d+ (?:jours|heures))",
      scope: 'sentence',
    }, {
      // Numbness from lying on a limb, gone when it moves.
      all: ["(?:quand|si|lorsque|parce qu' ?) ?(?:je |j' |il |elle |on )?(?:dors|dort|dormais|dormait|m' appuie|s' appuie|reste assise?|croise)|(?:dors|dort|dormi|dormais|dormait|couchée?|allongée?) (?:dessus|sur le côté|sur (?:mon|son|le|sa|ma) bras)|(?:ça|ca) (?:a )?pass[ée] (?:au réveil|en (?:le |la |les )?(?:secouant|bougeant|massant|remuant))"],
      unless: "(?:d' un|tout à) coup|soudain[a-z]*|brusquement|bouche|visage|parole|parl[a-z]*(?! (?:et (?:marche|bouge) )?(?:normalement|bien|très bien|sans problème))|mots|depuis (?:une|deux|\\d+|quelques) (?:min|minutes|heures?)|(?:ne )?passe (?:pas|pa|plus|plu)|toujours",
      scope: 'sentence',
    }, {
      // Deafness: not understanding what is said because of the ears.
      all: ["sourde?s?|malentendante?s?|appareils? auditifs?|appareillée?|audition|surdité|entend (?:mal|plus|pas)"],
      unless: "bouche|visage|face|bras|jambe|main|côté|(?:d' un|tout à) coup|soudain[a-z]*|brutal[a-z]*|brusque[a-z]*|mots|bafouill[a-z]*|de travers",
      scope: 'sentence',
    }],
    head_injury: [{
      // A knock after which the child or adult is said to be playing or well, with no danger sign.
      all: ["(?:il|elle) joue|joue (?:normalement|bien|comme d' habitude)|rigole|(?:a |ont )?repris (?:ses|son|leurs) (?:jeux|activités|jeu)|comme si de rien n' était|(?:il|elle|je) (?:va|vais) (?:très )?bien|pas de bosse"],
      unless: "vomi[a-z]*|somnol[a-z]*|endormi[e]?|s' endor[a-z]*|réveill[a-z]*|confus[e]?|bizarre|mou|molle|inconscient[e]?|connaissance|convul[st][a-z]*|saign[a-z]*|sang|liquide|(?:grosse|énorme) bosse|bosse (?:énorme|molle)|hématome|(?:pleure|crie|hurle) (?:sans arrêt|encore|toujours)|cri aigu|fontanelle|anticoag[a-z]*|eliquis|xarelto|kardegic|plavix|previscan|préviscan",
      scope: 'sentence',
    }],
  }),
}

/**
 * Visitors often drop an elision's apostrophe ("envie d en finir", "il s est effondré", "l air ne
 * passe plus"): an elided word in a regex source also matches without it. Word lists (cues,
 * bridges) are tokens, not sources, and stay as written. A hit answered "? non" right after it
 * ("douleur thoracique ? non") is denied: the engine looks for negations before a hit only.
 */
function optionalElisions(rules: RedFlagLanguage): RedFlagLanguage {
  const answeredNo = (source: string) => `(?:${source})(?! \\? (?:non|nan|nope|négatif|aucune?|jamais|pas du tout)(?![a-z0-9']))`
  const loosen = (source: string) => source.replace(/\[[^\]]*\]|([a-z])'(?!\?)/g, (match, letter?: string) => letter ? `${letter}'?` : match)
  const loosenRule = (rule: BenignRule): BenignRule => ({...rule, all: rule.all.map(loosen), ...(rule.unless ? {unless: loosen(rule.unless)} : {})})
  const benign: Partial<Record<RedFlagCategory, readonly BenignRule[]>> = {}
  for (const [category, entry] of Object.entries(rules.benign ?? {}) as [RedFlagCategory, BenignRule | readonly BenignRule[]][]) {
    benign[category] = ('all' in entry ? [entry as BenignRule] : entry as readonly BenignRule[]).map(loosenRule)
  }
  return {
    ...rules,
    patterns: Object.fromEntries(Object.entries(rules.patterns).map(([category, list]) => [category, list.map((source) => answeredNo(loosen(source)))])),
    conditional: rules.conditional.map((rule) => ({...rule, pattern: answeredNo(loosen(rule.pattern)), context: loosen(rule.context)})),
    pseudoNegations: rules.pseudoNegations.map(loosen),
    intensifiers: loosen(rules.intensifiers),
    remotePast: loosen(rules.remotePast),
    recent: loosen(rules.recent),
    ...(rules.recovered ? {recovered: loosen(rules.recovered)} : {}),
    afterEvent: loosen(rules.afterEvent),
    eventNouns: loosen(rules.eventNouns),
    questionOpeners: loosen(rules.questionOpeners),
    generalCues: loosen(rules.generalCues),
    personal: loosen(rules.personal),
    definitionPrefix: loosen(rules.definitionPrefix),
    ...(rules.selfHarmGeneric ? {selfHarmGeneric: loosen(rules.selfHarmGeneric)} : {}),
    benign,
  }
}

export default optionalElisions(fr)
