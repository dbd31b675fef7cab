/**
 * German red-flag rules. Sources are regexes over normalised text (see `../red-flag-engine/rules.ts`):
 * `ß` is `ss`, and an umlaut written here matches the umlaut, its `ae`/`oe`/`ue`
 * spelling and the bare vowel ("Brustschmerzen", "übergeben" = "uebergeben" =
 * "ubergeben"). ` ~ ` = up to three more words, ` ~N ` = up to N. German puts verbs and
 * "nicht" late, so many patterns name the object first. Visitors write SMS German ("is",
 * "nich", "nix", "grad", "nen", "aufn"), Swiss and Austrian words ("Spital", "144",
 * "Rettung") and mix in English; the word lists below carry those spellings.
 *
 * Many signs are dangerous only with something else in the same clause (a stiff neck with
 * a fever, vomiting after a blow to the head): those are `conditional` rules, written with
 * the sign as the pattern (so that "kein Erbrechen" negates it) and the setting as context.
 */
import type {BenignRule, RedFlagCategory, RedFlagLanguage} from '../red-flags'
import {RED_FLAG_CATEGORIES} from '../verdict'

const SIDE = '(?:linke[nrms]?|rechte[nrms]?)'
/** A side in Swiss and Austrian German as well ("de linggi Arm", "die rächti Hand"). */
const SIDE_CH = '(?:linggi?|lingge[nr]?|linki|linke[nrms]?|rächti?|rächte[nr]?|rechti|rechte[nrms]?|lingg|rächt)'
/**
 * Keep every category's patterns (and every conditional's pattern and context), expanded, under
 * 20,000 characters: V8 does not optimise a larger regular expression, and it then runs about a
 * hundred times slower (the self-harm list crossed the line once). Long lists of independent
 * phrases go into a conditional of their own (`ANY_CLAUSE`).
 */
/** Up to `n` words or commas, for lists of adjectives ("schwarzen, klebrigen Stuhl"). */
const listGap = (n: number) => `(?: ,| [a-z0-9']+){0,${n}}`
/** A negation word and its space, for the lookaheads of the gaps below. */
const NEGATION_WORD = '(?:n(?:icht?|ie(?:mals|mand[a-z]*)?|ichts|ix|immer|imma)|kein[a-z]*|ohne|ned) '
/** Up to `n` words, none of them a negation: for gaps whose meaning a "nicht" would flip. */
const gap = (n: number) => `(?: (?!${NEGATION_WORD})[a-z0-9']+){0,${n}}`
/** Up to `n` words that do not start another person's clause ("wir haben den Ofen an und ich hatte Kopfweh" is not "wir haben Kopfweh"). */
const groupGap = (n: number) => `(?: (?!(?:und )?(?:ich|er|sie|mein[a-z]*|aber|nicht|nich|kein[a-z]*|nix|nichts) )[a-z0-9']+){0,${n}}`
/** Up to `n` words or commas, none of them a negation or a contrast: a description that goes on after a comma ("spricht kaum, ganz undeutlich"). */
const commaGap = (n: number) => `(?: ,| (?!${NEGATION_WORD}|(?:aber|sondern|jedoch|doch|normal|klar|deutlich) )[a-z0-9']+){0,${n}}`
/**
 * A warning sign that is not itself denied: the word before it (a preposition or a comma may come
 * between) is no negation ("kein Schwitzen", "nichts im Arm" do not count; "Schwitzen", "strahlt in
 * den Arm" do). For the `unless` of benign rules.
 */
const undenied = (signs: string) => `(?:^|(?!(?:kein[a-z]*|ohne|oder|noch|nicht|nich|nie|nichts|nix|nirgends|im|in|am|an|den|die|der|dem|zum|zur|bis) )[a-z']+ (?:, )?(?:(?:bis )?(?:im|in den|in die|in der|am|an den|an die|an der|zum|zur|ins) )?)(?:${signs})`
/** The context of a conditional that holds in every clause: for phrase lists split off to stay under the size limit above. */
const ANY_CLAUSE = "[a-z0-9']+"
/** Small numbers, as digits or words ("3", "drei"). */
const N12 = '(?:\\d|1[0-2]|ein|eine|einer|einem|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)'
/** Three or more, or an unknown number ("es fehlen mindestens vier"): two vitamin gummies are not an overdose. */
const MISSING = '[3-9]|\\d\\d|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|mehrere|einige|viele|etliche|mindestens [a-z0-9]+|bestimmt [a-z0-9]+|ungefähr [a-z0-9]+|etwa [a-z0-9]+|ca [a-z0-9]+'
/** Medicines and drugs, by group or name. */
const PILLS = '(?:fentanylpflaster|schmerzpflaster|opioidpflaster|buprenorphinpflaster|nikotinpflaster|xanax|alprazolam|benzos?|pregabalin|lyrica|gabapentin|hustensaft|fiebersaft|schmerzsaft|ibuprofensaft|paracetamolsaft|nurofen|[a-z]*sirup|medizin|[a-z]*tablette[n]?|[a-z]*pille[n]?|[a-z]*medikament[a-z]*|kapsel[n]?|dragees|[a-z]*tropfen|paracetamol|ibuprofen|ibus?|aspirin|ass|insulin|schlafmittel|beruhigungsmittel|schmerzmittel|[a-z]*mitteln?|blutverdünner|gerinnungshemmer|marcumar|xarelto|eliquis|antidepressiva|tramadol|tilidin|diazepam|valium|tavor|lorazepam|zolpidem|zopiclon|opioide|opiate|oxycodon|fentanyl|heroin|morphin|codein|novalgin|metamizol|lithium|melatonin|digitoxin|digoxin|digitalis|betablocker|blutdrucktabletten|herztabletten|amitriptylin|quetiapin|mirtazapin|citalopram|sertralin|methadon|ketamin|ecstasy|mdma|kokain|koks|speed|crystal|ghb|gbl|k ?o tropfen|vitamin[a-z]*|eisentabletten)'
const POISONS = '(?:autan|mückenspray|mückenschutz[a-z]*|insektenschutz[a-z]*|insektenspray|antibrumm|deet|(?:waschmittel|spülmaschinen|geschirrspül) ?(?:pods?|kissen|tabs?|pulver|gel|salz)|spülmaschinen[a-z]*|geschirrspül[a-z]*|wc ?(?:reiniger|stein|ente)|klostein[a-z]*|duftstein[a-z]*|rohrfrei|[a-z]*reiniger|bleiche|chlor[a-z]*|putzmittel|spülmittel|waschmittel[a-z]*|spülmaschinentab[a-z]*|geschirrspültab[a-z]*|spültab[a-z]*|waschmittelkapsel[a-z]*|pods?|entkalker|frostschutz[a-z]*|kühlerflüssigkeit|wärmesalbe|rheumasalbe|franzbranntwein|erkältungsbalsam|kampfersalbe|capsaicin[a-z]*|lampenöl[a-z]*|lampeöl|lampe öl|petroleum[a-z]*|spiritusflasche|benzinkanister|[a-z]*reinigerflasche|grillanzünder|anzünder|spiritus|brennspiritus|benzin|diesel|verdünner|terpentin|rattengift[a-z]*|giftköder|schneckenk(?:orn|örner)|gift|pflanzenschutz[a-z]*|insektizid|unkrautvernichter|unkraut[a-z]*|glyphosat|roundup|[a-z]*vernichtungsmittel|[a-z]*bekämpfungsmittel|batterie[a-z]*|knopfzelle[a-z]*|knopfbatterie[a-z]*|magnet[a-z]*|magnetkugel[a-z]*|säure|[a-z]*lauge|natronlauge|ätznatron|salmiak|ammoniak|e ?liquid|liquid|nikotin[a-z]*|zigarette[n]?|kippe[n]?|giftpilz[a-z]*|pilze aus dem wald|nagellackentferner|aceton|desinfektionsmittel|methanol|duftöl|duftlampe[n]?|öllampe[n]?|petroleumlampe[n]?|öl ?lampe|klarspüler|weichspüler|essig ?essenz|essigsäure|lösungsmittel|klebstoff|[a-z]*dünger|scheibenreiniger|scheibenwischwasser|motoröl|kalkentferner|teebaumöl|eukalyptusöl|kampfer|ätherische[sn]? öl[e]?|quecksilber|[a-z]*reinigungsmittel|[a-z]*putzmittel)'
/** A small child, as visitors name one ("Sohn (18 Monate)", "die Kleine hat", "er is vier"). */
const CHILD = `(?:kleine[nrms]? , (?:[1-5]|eins|zwei|drei) ,|(?:unser|unsere|mein|meine|mei|der|die|da|d|des|unsa|unsre) [a-z]+ , (?:[1-5]|eins|zwei|drei)(?: j| jahre?| monate?| mon)? ,|kloane?[nrms]?|kloans|klane[nrms]?|kleene[nrms]?|kloa|bua|buam|büaberl|bübchen|madl|mädl|mäderl|mädel|gitschn|gitsch|pimpf|knirps|chind|chindli|buschi|poppi|meitli|meitschi|bueb|büebli|buebli|gof|goof|dirndl|(?:\\d|1\\d|2[0-4]) mönet|nachbarskind[a-z]*|kinderzimmer|baby|babys|säugling[a-z]*|neugeboren[a-z]*|frühchen|kind|kinder|kindes|kindchen|kleinkind[a-z]*|sohn|söhnchen|sohnemann|tochter|töchterchen|enkel[a-z]*|zwilling[a-z]*|nichte|neffe|bub|büble|mäuschen|spatz|würmchen|zwerg|kleine[rn]? (?:hat|hatte|is|ist|war|atmet|trinkt|isst|erbricht|schläft|kotzt|spuckt|bricht|wacht|reagiert|wird|weint|schreit|wimmert|,)|(?:er|sie) (?:ist|is|wird) (?:erst |gerade |knapp )?(?:[1-5]|eins|zwei|drei|vier|fünf)(?:einhalb)?(?: jahre| jahr| monate)?(?: alt)?|(?:\\d|1\\d|2[0-4]) (?:monate|monat|mon|wochen|woche|tage)(?: alt[a-z]*)?|(?:[1-5]|ein|eins|zwei|drei|vier|fünf) (?:jahre|jahr) alt|(?:ein|zwei|drei|vier|fünf)jährig[a-z]*|[1-5] jährige[rsn]?|zweieinhalb|dreieinhalb|anderthalb|eineinhalb|kita|krippe|windel[n]?|fläschchen|kleine[rnm]? (?:bruder|schwester|brüderchen|schwesterchen)|brüderchen|schwesterchen|little (?:brother|sister|one)|toddler|my (?:son|daughter|baby))`
/** A baby under three months ("7 Wochen", "10 Tage alt", "Neugeborenes"). */
const INFANT = `(?:neugeboren[a-z]*|frühchen|säugling|newborn|(?:\\d|1[0-2]|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf) (?:wochen|woche|wo)(?: alt[a-z]*)?(?! (?:schwanger|ssw|pregnant))|(?:\\d|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|wks?|days?)(?: old)?|(?:one|two|1|2) months? old|(?:\\d|[12]\\d|30|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|vierzehn|zwanzig) (?:tage|tag)(?: alt[a-z]*|(?! (?:fieber|lang|her|später|danach|durchfall|husten|schnupfen|erbrechen|krank|ausschlag|hohes|starke[sn]?|kopfweh|kopfschmerzen|bauchweh)))|(?:ein|einen|1|zwei|2|anderthalb|eineinhalb) (?:monat|monate)(?: alt[a-z]*)?|\\d+ (?:wochen|tage) alte[rsn]? (?:baby|kind|säugling|sohn|tochter))`
/** A fever, named or measured ("Fieber", "39,5", "glüht"); 38 to 42 when it is a measure. */
const FEVER = '(?:heiß (?:, )?(?:3[89]|4[0-2])(?= [,.?]|$| und| grad)|fieber[a-z]*|fiebrig|(?:hohe|erhöhte|hoher) (?:temp|temperatur)|temperatur (?:von |über |bei |um )?(?:3[89]|4[0-2])|glüht|glühend heiß|fever|(?:3[89]|4[0-2]) (?:grad|°|c|gemessen|im po|rektal|unterm arm|im ohr|temp|temperatur|fieber)|(?:hat|hatte|habe|hab|mit|fast|knapp|über|schon|jetzt|heute|gemessen|temperatur|temp|thermometer zeigt|misst|messe|gemessene)(?: (?:laut|thermometer|fieberthermometer|dem|ich|er|sie|es|wir|der|die|das|mein[a-z]*|sein[a-z]*|ihr[a-z]*|schon|jetzt|inzwischen|mittlerweile|sogar|über|fast|knapp|fieber von|eine temperatur von|an|gerade|grad)){0,2} (?:3[89]|4[0-2])(?= [,.?]|$| und| grad| gemessen| fieber| °))'
/** An infection or an operation the infection could come from. */
const INFECTION = `(?:${FEVER}|scharlach|mandelentzündung|eitrige angina|masern|windpocken|mittelohrentzündung|magen ?darm[a-z]*|gürtelrose|[a-z]*infekt[a-z]*|[a-z]*infektion[a-z]*|[a-z]*entzünd[a-z]*|entzünd[a-z]*|eiter[a-z]*|eitert|eitrig|abszess|wunde|narbe|op|operation|operiert|eingriff|blinddarm|grippe|influenza|erkält[a-z]*|husten|hustet|lungenentzündung|pneumonie|bronchitis|harnwegsinfekt|blasenentzündung|nierenbeckenentzündung|antibiotik[a-z]*|chemo[a-z]*|covid|corona|wundrose|rotlauf|[a-z]*katheter[a-z]*|roter streifen|zahn|kaiserschnitt|entbunden|geburt|schüttelfrost|infection|flu)`
/** A blow to the head, a fall onto it, or a broken helmet. */
const HEAD_BLOW = `(?:(?:mitm|mim|mitn|aufm|ufm|uf de|ufe|am|an) (?:kopf|chopf|grind|schädl)|(?:kopf|chopf|grind|schädel|schädl) ~4 (?:gknallt|gfalle|gfalln|gfallen|gstürzt|gschlage|gschlagn|ghaue|ghaut|gstosse|gstossen|gstoßn|aagschlage|agschlage|aagstosse|angstossn|aufgschlagn|ufgschlage|tätscht|tätschet|dotscht|knallt|donnert|bumst)|k \\. o(?: \\.)? (?:gegangen|geschlagen|gehauen|gewesen)|k ?o gegangen|ko geschlagen|ausgeknockt|knockout|bewusstlos geschlagen|kopfball[a-z]*|kopfstoß[a-z]*|kopfnuss|[a-z]*zusammenstoß|zusammengestoßen|zusammengeprallt|zusammenprall|zusammengekracht|zusammengerasselt|zusammengeknallt|zusammengedonnert|zusammengerumst|zusammengerauscht|aneinandergeknallt|aneinandergeprallt|aneinandergestoßen|aneinandergekracht|köpfe ~2 (?:zusammen|aneinander)[a-z]*|(?:kopf|stirn|hinterkopf|schädel) ~2 (?:blutet|blutete|aufgeplatzt|offen|platzwunde)|beule (?:am|an der|auf der|an seiner|an ihrer|an meiner) (?:kopf|hinterkopf|stirn|schläfe)|kopf (?:zuerst|voran|voraus)|kopfüber|(?:auf|aufn|auf'n|aufs|mit|gegen|an|am) (?:den |dem |das |die |seinen |seinem |ihren |ihrem |meinen |meinem |sein |ihr |mein )?(?:kopf|hinterkopf|schädel|stirn|köpfchen|schläfe)|(?:kopf|hinterkopf|schädel|stirn|köpfchen|schläfe) ~4 (?:gefallen|gestürzt|gestoßen|geschlagen|geknallt|aufgeschlagen|aufgekommen|gelandet|geprallt|gedonnert|gekracht|gehauen|angeschlagen|angestoßen|angehauen|getroffen|abbekommen|erwischt|gerammt|geschleudert|verletzt)|(?:schlag|schläge|tritt|stoß|sturz|aufprall|ball|faust|flasche|stein|ast) ~3 (?:auf|an|gegen|über) (?:den|die|das|seinen|ihren|meinen) (?:kopf|hinterkopf|schädel|stirn|schläfe)|(?:kopf|hinterkopf|schädel|stirn) (?:auf|aufs|an|ans|gegen) (?:die |den |das |eine |einen |ein )?(?:bande|pfosten|torpfosten|torlatte|laterne|scheibe|windschutzscheibe|lenker|heizung|kante|tischkante|tisch|fliesen|boden|bordstein|treppe|stufe|wand|mauer|schrank|waschbecken|badewanne|heizkörper|steine|stein|felsen|eis|asphalt|parkett|laminat|pflaster|beton|kacheln|fußboden|steinboden|holzboden)|kopfverletzung|kopfplatzwunde|platzwunde|gehirnerschütterung|schädel ?hirn ?trauma|schädelbruch|schädelfraktur|helm ~3 (?:kaputt|gebrochen|gerissen|zerbrochen|gesprungen|riss|zersplittert|durchgebrochen|eingedellt|beschädigt)|(?:ohne|kein|keinen) helm|(?:hit|hits|banged|bumped|smacked|knocked) (?:his|her|my|their|the) head|head injury|fell on (?:his|her|my) head)`
/** A fall from a height or a sports accident, where the head may have been hit. */
const FALL = '(?:(?:^|(?!(?:aufstehen|aufgestanden|aufsteh[a-z]*|hochkommen|hochgekommen|aufspringen|aufgesprungen|aufrichten|nicht|nich|nie|kein[a-z]*|ohne) )[a-z\']+ )vom (?:pferd|rad|fahrrad|velo|töff|trotti|trottinett|e ?bike|scooter|roller|dach|gerüst|baum|trampolin|klettergerüst|wickeltisch|hochbett|bett|balkon|stuhl|tisch|sofa|pony|motorrad|skateboard)(?! (?:aufstehe[n]?|aufstehst|aufsteht|aufgestanden|hochkomme[n]?|hochkommt|aufspringe[n]?|aufspringt|aufrichte[n]?))|von (?:der|die|den) (?:leiter|treppe|mauer|schaukel|rutsche|klettergerüst)|die treppe (?:runter|hinunter|herunter)|treppe runtergefallen|gestürzt|hingefallen|umgefallen|runtergefallen|heruntergefallen|ausgerutscht|gestolpert|sturz|gesturzt|(?:gegen|an|in) (?:die|den|das|eine|einen|ein) (?:bande|pfosten|torpfosten|torlatte|wand|mauer|laterne|baum|glastür|scheibe|leitplanke|kante|tischkante|tischecke|tisch|schrank|schranktür|hängeschrank|türrahmen|tür|heizung|heizkörper|regal|fensterbank|balken|dachbalken|geländer|treppengeländer|waschbecken|badewanne) (?:geknallt|geprallt|gekracht|gedonnert|gerannt|geflogen|geschleudert|gerammt|gefahren|gecheckt)|fahrradunfall|radunfall|skiunfall|reitunfall|autounfall|unfall|gfalln|gfallen|gfalle|gstürzt|gheit|umgheit|abegheit|abagfalln|obagfalln|runtergfalln|owegfalln|hingfalln|umgfalln|abegflogn|obagflogn)'
/** What people react to: foods, stings, medicines, contrast, vaccines. */
const ALLERGEN = '(?:gegessen|essen|stich|gestochen|biene|wespe|wäschpi|wespi|hornisse|gässe|genommen|medikament|tablette|antibiotik[a-z]*|penicillin|penizillin[a-z]*|[a-z]*erdnuss[a-z]*|[a-z]*nüsse[n]?|[a-z]*nüssli|[a-z]*nüss|[a-z]*nuss|cashew[a-z]*|pistazie[n]?|mandel[n]?|meeresfrüchte|garnele[n]?|krabben|shrimps|muscheln|tintenfisch|hummer|fisch|ei|eier|sesam|sellerie|senf|soja|lupine|kiwi|mango|pfirsich|erdbeer[a-z]*|obst|milch|weizen|allergi[a-z]*|(?:[a-z]*nuss|[a-z]*nüsse|fisch|ei|milch|sesam|soja|weizen|sellerie|senf|lupinen|schalentier|meeresfrüchte|krebstier|penicillin|penizillin|antibiotika|medikamenten|kontrastmittel|latex|insektengift|bienengift|wespengift|bienen|wespen|insektenstich)allergi[a-z]*|epipen|epi pen|adrenalin ?pen|anapen|jext|emerade|fastjekt|notfallset|notfallpen|reaktion|nesselsucht|quaddeln|kontrastmittel[a-z]*|impfung|impfen|geimpft|spritze|infusion|narkose|latex|ibuprofen|aspirin|restaurant|gericht|keks|kuchen|schokolade|eis|shrimp|scampi|gambas|prawns?|peanuts?|nuts|erdnussbutter|hummus|tahin[a-z]*|sushi|satay|pesto|nutella|müsli|falafel|döner|nachtisch|dessert|snack|riegel|süßigkeit[a-z]*|abendessen|mittagessen|frühstück)'
/** A fuel-burning source of carbon monoxide, or an alarm for it. */
const CO_SOURCE = '(?:gas[a-z]*|[a-z]*ofen|[a-z]*öfen|[a-z]*heizung|[a-z]*therme|[a-z]*boiler|[a-z]*durchlauferhitzer|[a-z]*kamin|[a-z]*strahler|heizpilz|heizlüfter|gaskocher|campingkocher|spirituskocher|kocher|gasherd|herd|[a-z]*generator|[a-z]*aggregat|[a-z]*grill|grillen|gegrillt|holzkohle|shisha|wasserpfeife|abgas[a-z]*|auspuff|motor|laufende[nm]? (?:auto|wagen|motor)|kohlenmonoxid[a-z]*|co|[a-z]*melder|[a-z]*warner|alarm|feuerstelle|petroleum|gaskartusche|garage)'
/** Headache, dizziness, sickness, drowsiness: what carbon monoxide does. */
const CO_SYMPTOMS = '(?:kopfschmerz[a-z]*|kopfweh|(?:kopf|schädel) (?:dröhnt|brummt|hämmert|pocht|platzt)|spucken|gespuckt|gspieben|speiben|kaum hochgekommen|nicht hochgekommen|kaum aus dem bett|torkel[a-z]*|wirres zeug|redet wirr|brummschädel|schwindel[a-z]*|schwindlig|schwindelig|übel|übelkeit|schlecht|benommen|benebelt|duselig|dusselig|müde|schläfrig|verwirrt|erbrechen|erbrochen|erbricht|kotzen|gekotzt|kotzt|übergeben|übergibt|schwach|eingeschlafen|eingepennt|kaum (?:noch |mehr )?wach|(?:nicht|nich|kaum) (?:mehr |richtig |so richtig |ganz )?wach|bewusstlos|umgekippt|ohnmächtig|apathisch|schlapp|lethargisch|teilnahmslos|zusammengebrochen|zusammengesackt|kotzübel|speiübel|sterbensübel|flau|(?:nicht|kaum) (?:mehr |noch )?ansprechbar|reagiert (?:nicht|kaum))'

/** A goodbye in a message ("danke für alles", "pass auf meine Katze auf", "vergesst mich nicht"). */
const GOODBYE = '(?:danke|dank) für alles|(?:sorry|entschuldigung|entschuldigt) (?:für|wegen) alle[ms]|sorry for everything|(?:alle |uns |euch |dich )?lieb (?:hat|habe|hab)|hab (?:euch|dich) (?:alle )?(?:so )?lieb|(?:pass|passt) (?:gut )?auf (?:dich|euch) auf|liebe (?:euch|dich)(?: alle)?|(?:es )?(?:ihr|ihm|mir) (?:so )?leid tut|tut (?:mir|ihr|ihm) (?:so )?leid|(?:pass|passt|passe|aufpassen) ~4 auf (?:meine[nm]?|mein|die|den|das) (?:katze|kater|hund|kinder|kids|tiere|haustiere|pflanzen|kleine[nr]?|schwester|bruder|mama|papa|eltern|hamster|vogel) auf|vergiss mich nicht|vergesst mich nicht|(?:es )?tut mir leid für alles|(?:verzeih|verzeiht|vergib|vergebt) mir|(?:war|wars|war\'s) schön mit (?:dir|euch)|lebt wohl|leb wohl|lebewohl (?:gesagt|sagen|geschrieben)|machts gut|macht es gut|mach(?:s|\'s)? gut für immer|für immer (?:tschüss|adieu|ade)|(?:tschüss|tschüs|ciao|bye|adieu|ade|servus|pfiat eich|pfiati) für immer'

/** Despair said around a plan or the means ("halt das nicht mehr aus", "keine Kraft mehr", "Angst vor mir selbst"). */
const DESPAIR = "(?:morgen|übermorgen|heute|bald|dann|heute nacht|am wochenende|nächste woche|(?:am |ab )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)) (?:ist|sei|wäre|is|isch)(?: eh| sowieso| ohnehin| dann| endlich)? (?:es|alles) vorbei(?! mit)|(?:ist|sei|wäre|is) (?:es |alles )?(?:am wochenende|morgen|übermorgen|bald|heute nacht|nächste woche) (?:eh |sowieso |dann |endlich )?(?:alles )?vorbei(?! mit)|(?:sei|ist|is|wäre) (?:eh|sowieso|ohnehin|dann|bald) alles vorbei(?! mit)|(?:weiß|weiss|weis) (?:nicht|nich|net|ned|nöd) ~2 (?:warum|wieso|weshalb|wozu) (?:ich|i) ~3 (?:tippe|schreibe|schreib|tipp|erzähle|frage)|(?:tippe|schreibe|schreib|tipp) (?:das|dir|euch|des|dies) ~2 (?:und )?(?:weiß|weiss|weis) (?:nicht|nich|net|ned|nöd) (?:mal )?(?:warum|wieso|weshalb|wozu)|(?:cha|ka|kan|kann) (?:eifach |oafach |afach )?(?:nüm|nümme|nümm|nimma|nimmer)(?= [,.?]|$| und)|(?:mag|ma|mog|wott|will) (?:eifach |oafach )?(?:nüm|nümme|nimma|nimmer)(?: läbe| leben| lebn)?(?= [,.?]|$| und)|(?:want|wanna|need) (?:it|this|everything|all this|the pain) to (?:end|stop)|want to die|end it all|kill myself|(?:can'?t|cannot) (?:do this|go on|take (?:it|this))(?: any ?more)?|brauch[a-z]* (?:eh |sowieso |jetzt )?(?:nichts|nix) mehr|es reicht(?: mir)?(?= [,.?]|$)|hasse mich|könne (?:nicht|nich) mehr|(?:braucht|brauchen|vermisst|vermissen) mich (?:eh |doch |sowieso )?(?:nicht|nich|keiner|niemand)|(?:niemand|keiner) braucht mich|dann (?:auch |eh )?egal|ist (?:eh |dann |mir )?(?:alles )?egal|seit (?:monaten|wochen) ~3 schlecht|kann (?:das |es )?(?:alles )?(?:einfach )?(?:nicht|nich) mehr|(?:mag|mog) (?:nicht|nich|nimmer|nimma) (?:mehr)?|eh (?:bald )?egal|bald egal|(?:nicht|nich) mehr (?:kann|konnte|will|wollte)(?= [,.?]| und|$)|halte? (?:es|das) (?:alles )?(?:nicht|nich) (?:mehr )?aus|halt (?:es|das) (?:nicht|nich) mehr aus|(?:kann|will) (?:einfach )?(?:nicht|nich) mehr(?= [,.?]| und|$)|keine kraft mehr|keinen sinn|sinnlos|ausweglos|am ende|aufgeben|hoffnungslos|angst vor mir|sterben|tot|schluss|ende|leben|umbringen|last|selbstmord[a-z]*|suizid[a-z]*|ritzen|abschied[a-z]*"

/** Recreational drugs and opioids, by street name or substance. */
/** A fuel burning indoors: stoves, heaters, boilers, engines (not a bare "gas", which is also "Gastritis"). */
const CO_FUEL = '(?:[a-z]*ofen|[a-z]*öfen|kamin[a-z]*|[a-z]*heizung|[a-z]*kessel|gastherme|therme|[a-z]*boiler|[a-z]*heizer|heizstrahler|heizpilz|heizlüfter|[a-z]*generator|[a-z]*aggregat|grill|holzkohle[a-z]*|shisha|wasserpfeife|motor|auspuff|garage|gasherd|gaskocher|campingkocher|kohlenmonoxid[a-z]*|co ?melder|co ?alarm)'
/** A goodbye asking not to be searched for ("wir sollen ihn nicht suchen", "sucht mich nicht", "nicht nach mir suchen"). */
const NOT_SEARCHED = `(?:sollen|solln|soll|sollt|sollst|sollten|brauchen|brauchn|braucht|müsst|müssen|müssn) (?:ihn|sie|mich|uns)${gap(2)} (?:nicht|nich|nie|ned|nöd)(?: mehr)? (?:suchen|suchn|suachn|suacha|sueche|zu suchen)|(?:nicht|nich|ned|nöd) (?:mehr )?nach (?:mir|ihm|ihr|uns) (?:suchen|suchn|suachn|zu suchen)|sucht (?:mich|ihn|sie|uns) (?:bitte )?(?:nicht|nich|ned|nöd)(?= [,.?]|$| und| mehr)`
/** Out of reach: the phone off, not answering. */
const UNREACHABLE = '(?:nicht|nich|ned|nöd|kaum) (?:mehr )?erreichbar|(?:geht|ging|gehen) (?:nicht|nich|ned) (?:mehr )?(?:ran|ans telefon|ans handy)|handy (?:ist )?(?:aus|ausgeschaltet|aus gemacht)|(?:ist|sind) (?:seitdem |jetzt |einfach )?(?:verschwunden|weg)(?= [,.?]|$)|antwortet (?:nicht|nich) mehr|meldet sich (?:nicht|nich) mehr'
/** Poisonous plants and mushrooms: a poisoning only when eaten or with a sign nearby ("In unserem Garten wachsen Maiglöckchen" is not). */
const POISON_PLANTS = '(?:knollenblätterpilz[a-z]*|fliegenpilz[a-z]*|pantherpilz[a-z]*|giftpilz[a-z]*|gifthäubling[a-z]*|frühjahrslorchel[a-z]*|tollkirsche[n]?|eibe[n]? ?(?:beeren|nadeln)|maiglöckchen|goldregen|fingerhut|oleander|engelstrompete|herbstzeitlose|stechapfel|seidelbast|eisenhut|pfaffenhütchen|dieffenbachi[a-z]*)'

const DRUGS = '(?:lines|line|drogen|droge|ghb|gbl|liquid ecstasy|k ?o tropfen|heroin|kokain|koks|crack|crystal|meth|ketamin|keta|ket|ecstasy|mdma|teile|lsd|pilze|speed|amphetamin[a-z]*|fentanyl|opioide|opiate|tilidin|xanax|benzos?|lean|spice|badesalz|poppers|lachgas|irgendwas|irgendetwas|irgendwelche pillen)'

/** Caustic chemicals that burn skin or eyes. */
const CAUSTIC = '(?:kalkentferner|kalklöser|entkalkungs[a-z]*|bleichmittel|desinfektionsmittel|abbeizer|farbentferner|beize|entroster|rostentferner|säure|salzsäure|schwefelsäure|flusssäure|batteriesäure|ameisensäure|essigessenz|[a-z]*lauge|natronlauge|kalilauge|ätznatron|abflussreiniger|rohrreiniger|rohrfrei|backofenreiniger|ofenreiniger|grillreiniger|wc ?reiniger|klo ?reiniger|toilettenreiniger|sanitärreiniger|kalkreiniger|chlorreiniger|felgenreiniger|entkalker|entfetter|bleiche|[a-z]*chlor|chlorgranulat|chlortabletten|chlorbleiche|javel|salmiak|ammoniak|zement[a-z]*|[a-z]*zement|beton|betonier[a-z]*|betonspritzer|mörtel[a-z]*|branntkalk|chemikalie[n]?)'
/** A part of the body a burn or a chemical can reach ("über beide Hände", "ins Auge"). */
const BODY_PART = '(?:auf|über|ins|in|an|am|im|um) (?:die |der |den |das |dem |beide |beiden |meine |seine |ihre |mein |sein |ihr |meinen |seinen |ihren |meiner |seiner |ihrer |meinem |seinem |ihrem )?(?:haut|auge|augen|gesicht|hand|hände|händen|arm|arme|armen|unterarm|bein|beine|beinen|brust|finger|fingern|fuß|füße|füßen|hals|rücken|bauch|oberschenkel|knie)'

/** A rash said not to fade when pressed ("gehen nicht weg", "bleiben sichtbar", "nicht wegdrückbar"). */
const NON_BLANCHING = '(?:verschwind[a-z]*|verschwand[a-z]*|gehen|gehn|geht|ging|gingen|wegdrück[a-z]*|werden|wird|blasse[rn]?|verblass[a-z]*) ~2 (?:nicht|nich|ned|nid|nöd|kaum)(?: mehr)?(?: (?:weg|blass|blasser|heller))?|(?:nicht|nich|kaum) ~2 (?:weg|verschwind[a-z]*|wegdrück[a-z]*|blass[a-z]*|verblass[a-z]*|verblich[a-z]*|heller|weggeh[a-z]*|wegzudrücken|weg zu drücken|wegdrückbar)|bleib[a-z]* ~3 (?:sichtbar|da|rot|dunkel|dunkelrot|tiefrot|blaurot|rotviolett|lila|violett|gleich|bestehen)|bleib(?:t|en|n)(?= [,.?]|$)|bleib(?:t|en|n) ~2 (?:wenn|beim|bei|trotz|unter) ~3 (?:(?:drauf|an|weg|ein)?drück[a-z]*|druck|glas)|(?:immer noch|trotzdem|weiterhin|noch) (?:sichtbar|zu sehen|da|rot|dunkel|lila)|sieht man ~2 noch|(?:man|ich|wir|sie|er) ~3 (?:immer )?noch (?:sieht|sehen|sehe|erkennt|erkennen)|glastest ~3 (?:noch|positiv|sichtbar|bleib[a-z]*|nicht weg|geht nicht)|(?:durchs|durch das|durch) glas ~3 (?:sichtbar|zu sehen|sieht|sehen)'

/** Confusion, drowsiness or a dry mouth: what makes drinking or passing almost nothing an emergency. */
const DRY_AND_CONFUSED = 'verwirrt|durcheinander|desorientiert|benommen|apathisch|schläfrig|kaum (?:wach|ansprechbar)|nicht (?:mehr )?ansprechbar|trocken wie|zunge (?:ist )?(?:ganz )?trocken|mund (?:ist )?(?:ganz )?trocken|ausgetrocknet|eingefallen|schwach|kreislauf|dement[a-z]*|redet wirr|wirres zeug|wirr|verwirrung|orientierungslos|neben der spur|nicht (?:mehr )?(?:ganz )?(?:klar|bei sich)|erkennt (?:mich|uns|niemanden) ~2 (?:nicht|nich|kaum)|lethargisch|dämmert|döst nur|fantasiert|halluziniert|verlangsamt|kaum (?:noch )?wach'
/** A conditional rule; `nearby` ones may find their context in a neighbouring sentence. */
type Conditional = RedFlagLanguage['conditional'][number] & {nearby?: boolean}

const rules: Omit<RedFlagLanguage, 'conditional'> & {conditional: readonly Conditional[]} = {
  language: 'de',
  patterns: {
    chest_pain: [
      '(?:enge|drückende|zugeschnürte|beklemmte) brust(?! ~2 (?:seit jahren|beim sport|beim joggen))|nitro(?:spray|kapsel[n]?)? ~3 (?:wirkt|hilft|half|wirkte|bringt) (?:nicht|nich|nix|nichts|kaum|gar nicht)',
      '(?:brust|brus|bruscht) ?(?:schmerz|schmertz|schmerts|schmärz|schmerzn|schmez|schmrz)[a-z]*|(?:brust|bruscht) ?weh(?! (?:beim|vom) stillen)|brustdruck|brustenge|druckgefühl (?:brust|im brustkorb|brustkorb)|(?:brust|brustkorb) (?:druck|druckgefühl|enge|engegefühl)(?= [,.?]|$| und| atemnot| luftnot| schweiß)|brustkorbschmerz[a-z]*|thoraxschmerz[a-z]*|brustbeinschmerz[a-z]*|herzschmerz(?:en)? (?:und|mit) (?:atemnot|schwitzen)|angina(?: pectoris)? ?anfall|instabile angina|angina pectoris (?:wird|ist|wurde) ~2 (?:schlimmer|stärker|heftiger)',
      '(?:drückts|druckts|zwickts|stichts|stechts|ziehts|stechn|stecha|ziagn|druckn|schmerz[a-z]*|druck|drücken|druckgefühl|druckgfühl|enge|eng|engegefühl|engegfühl|enggfühl|schweregefühl|stechen|ziehen|beklemmung[a-z]*|gefühl|stiche|stich|klemmen|last|gewicht|elefant|stein|band|schraubstock|reifen|ring|gürtel|korsett|schraubzwinge|reißen) ~5 (?:in|i|inne|inna|innem|auf|aufm|aufe|uf|ufm|ufe|an|anne|am|hinter|hinterm|im|um|über|unter) (?:der |die |dem |den |de |da |d |dr |meiner |seiner |ihrer |meine |seine |ihre |meinem |seinem |ihrem |meinen |seinen |ihren |ganzen |ganze )?(?:brust|brustbein|brustkorb|brustraum|brustmitte|brustbereich|brustseite|linken brustseite|linken brust|herzgegend|herzbereich|thorax|mitte der brust|mitte des brustkorbs)',
      // Pressure or pain named in the belly, back or arm and the chest together ("es drückt oben im Bauch und in der Brust").
      '(?:drückt|drückte|drücken|druck|druckgefühl|schmerz[a-z]*|schmerzt|enge|eng|engegefühl|zieht|ziehen|tut (?:so |sehr |total |richtig )?weh) ~4 (?:im|in den|am|in der|in die|hinter dem|hinterm) (?:linken |rechten |oberen |ganzen )?(?:bauch|oberbauch|magen|magengegend|magengrube|hals|rücken|arm|armen|kiefer|schulter|schultern|nacken|schulterblatt)(?: ,)? (?:und|sowie|bis|bis hoch|bis rauf|bis in) (?:auch )?(?:in der|in die|auf der|im|hinter dem|hinterm|am|zur) (?:brust|brustkorb|brustbein|brustmitte|herzgegend)',
      '(?:drückts|druckts|drückt\'s|zwickts|stichts|stechts|ziehts|drückt|drückte|gedrückt|sticht|stach|gestochen|zieht|zog|gezogen|schmerzt|schmerzte|geschmerzt|krampft|krampfte|gekrampft|klemmt|presst|quetscht|engt|tut (?:so |sehr |total |richtig |mega |voll |extrem |höllisch )?weh|tat (?:so |sehr |total |richtig )?weh|weh ?getan|wehgetan) ~3 (?:in|auf|hinter|im|um) (?:der |die |dem |den |meiner |seiner |ihrer |meine |seine |ihre |meinem |seinem |ihrem |ganzen |ganze )?(?:brust|brustbein|brustkorb|brustraum|brustmitte|herzgegend|herzbereich)|(?:in|auf|hinter|im) (?:der |dem |meiner |seiner |ihrer |meinem |seinem |ihrem )?(?:brust|brustbein|brustkorb|brustraum|brustmitte|herzgegend) ~3 (?:gedrückt|gestochen|gezogen|geschmerzt|weh ?getan|wehgetan|gekrampft|eng|enger|drückt|sticht|zieht|schmerzt|krampft)',
      '(?:brust|brustkorb) ~3 (?:wie|wie ein|wie eine|wie in|als ob|als wäre) ~2 (?:stein|beton|schraubstock|zange|zugeschnürt|eingequetscht|eingeklemmt|elefant|betonplatte|fels|ziegel|blei)|(?:brust|brustkorb) ~2 (?:zusammenzieht|zusammenschnürt|zuschnürt|zusammendrückt|zusammenpresst|zusammenquetscht)|(?:zieht|schnürt|drückt|presst) ~4 (?:die|der|ihr|ihm|mir|den) (?:brust|brustkorb) ~2 zusammen|(?:meine |seine |ihre |die )?(?:brust|brustkorb) (?:tut (?:so |sehr |mega |total |echt |richtig |voll |extrem |höllisch |furchtbar )?weh|schmerzt|ist (?:so |ganz |total |voll )?eng|is (?:so |ganz |total |voll )?eng|drückt|brennt|sticht|zieht sich zusammen|wird eng|fühlt sich (?:eng|schwer|zugeschnürt|wie zugeschnürt) an)',
      `tut ~5 (?:die|meine|seine|ihre|mir die|ihm die|ihr die) (?:brust|brustkorb|herzgegend)${gap(4)} weh|(?:zerquetsch|zerdrück|zusammendrück|zuschnür|einschnür|abschnür|zusammenpress|einquetsch)[a-z]* ~3 (?:brust|brustkorb)|(?:brust|brustkorb|herz) ~6 (?:zerquetsch|zerdrück|zusammenpress|zusammenquetsch|zusammenschnür|zusammendrück|zusammengedrückt|zugeschnürt|eingeschnürt|zusammengepresst|eingequetscht|zusammengequetscht)[a-z]*`,
      `(?:schulterblättern?|schulterblatt|rücken|rückenschmerz[a-z]*|brust|brustkorb)${listGap(5)} (?:reißend|zerreißend|wie zerrissen|wie ein reißen)[a-z]*|(?:reißend[a-z]*|wie ein reißen|zerreißend[a-z]*) ~4 (?:brust|rücken|schulterblätter[n]?|schmerz[a-z]*)|herzinfarkt|herzinfakt|herzinfark|herzinfrakt|herzanfall|herzattacke|herzkasper|herzstillstand|herz ?kreislauf ?stillstand|infarkt|(?:sein|ihr|mein) herz (?:hat aufgehört|steht still|schlägt nicht mehr)`,
      '(?:hält|hielt|greift|griff|fasst|fasste|haelt|packt|umklammert|umklammerte) sich ~6 (?:an )?(?:die|das|den|seine|ihre|meine) (?:linke |rechte )?(?:brust|brustseite|brustkorb|herz|herzgegend)|(?:jemand|etwas|ein elefant|ein stein|eine last|zentner|tonnen|ein gewicht) ~3 auf (?:meiner|seiner|ihrer|der|die|meine|seine|ihre|meinem|seinem|ihrem|dem|den|meinen|seinen|ihren) (?:brust|brustkorb)|auf (?:meiner|seiner|ihrer|der) brust (?:sitzt|liegt|steht|drückt|lastet)',
      '(?:strahlt|zieht|geht|ausstrahl[a-z]*|wandert|zieht sich|schießt) ~4 (?:in den|in die|bis in den|bis in die|bis zum|bis zur|zum|zur|in|hoch in den|hoch in die) (?:linken arm|linke arm|kiefer|unterkiefer|linke schulter|linken schulter)',
      '(?:in den|in die|bis in den|bis in die) (?:linken arm|kiefer|unterkiefer|linke schulter) ~2 (?:ausstrahl[a-z]*|zieh[a-z]*|gehen|geht)',
      // The chest named with another part, and both hurting ("Oberbauch und Brust tun weh").
      '(?:brust|brustkorb|herzgegend) (?:und|u|sowie) (?:der |die |das |mein |meine |sein |seine |ihr |ihre )?(?:linke[rn]? |rechte[rn]? )?[a-z]+ (?:tun|taten) ~2 weh|[a-z]+ (?:und|u|sowie) (?:die |meine |seine |ihre )?(?:brust|brustkorb|herzgegend) (?:tun|taten) ~2 weh',
      // "Vernichtungsschmerz" is how a heart attack is described; with the chest or heart named.
      'vernichtungs(?:schmerz|gefühl)[a-z]* ~4 (?:brust|brustkorb|herz|herzgegend|brustbein)|(?:brust|brustkorb|herz|herzgegend|brustbein) ~4 vernichtungs(?:schmerz|gefühl)[a-z]*',
    ],
    stroke: [
      `${SIDE_CH} (?:arm|bei|bein|hand|fuess|fuß|siite|site|siitä) ~3 (?:nüm|nümme|nimmer|nimma|ned meh|nöd meh|nid meh|nicht mehr) (?:lüpfe|lüpfa|heben|hebe|bewege|bewegen|spüre|spüren|halte|rühre)|(?:redt|redet|rät|schwätzt|spricht) ~3 (?:verwäsche[n]?|verwasche|undütlich|undeutli|komisch)`,
      '(?:mund|gesicht|mundwinkel|lid|augenlid|lippe|gesichtshälfte|lächeln|gesichtsseite|muul|mul|gsicht|muulegge|mundegge|goschn|gosch) ~5 (?:hängt|hängen|hing|schief|verzogen|gelähmt|lahm|herunterhängend|runterhängt|runter hängt|taub|verrutscht|eingefallen|bewegt sich nicht)',
      '(?:hängt|hängen|hing) ~3 (?:sein |ihr |mein |das |der )?(?:auge|augenlid|mund|gesicht|mundwinkel|augenlid|lid|gesichtshälfte|auge)',
      '(?:hängende[rns]?|schiefe[rns]?|schiefs|schiefi|gelähmte[rns]?) (?:linke[rns]? |rechte[rns]? )?(?:mundwinkel|gesicht|gsicht|gesichtshälfte|mund|muul|augenlid|lächeln)|(?:kann|konnte) ~3 (?:die zähne|zähne) (?:nicht|nich) (?:mehr )?zeigen|(?:gesichtslähmung|fazialisparese)',
      `(?:keine|kaum|wenig|null) kraft (?:mehr )?(?:in der|im|in dem|in den) ${SIDE} (?:körperhälfte|seite|arm|bein|hand|körperseite)|(?:${SIDE}|eine|einer) (?:körperhälfte|seite|gesichtshälfte|körperseite) ~4 (?:taub|gelähmt|schwach|lahm|gefühllos|pelzig|kribbelt|kraftlos|schlapp|schlaff|wie tot|schwer|nicht (?:mehr )?(?:spüren|bewegen|fühlen|spürbar))`,
      `(?:spüre|spürt|fühle|fühlt|merke|merkt|bewegen|bewege|bewegt) ~3 ${SIDE} (?:körperhälfte|seite|arm|bein|hand|gesichtshälfte) ~2 nicht`,
      `${SIDE} (?:arm|bein|hand|fuß|körperhälfte|seite|gesichtshälfte)${gap(6)} (?:nicht|nich|kaum) (?:mehr )?(?:richtig |gut |normal )?(?:bewegen|heben|spüren|fühlen|halten|benutzen|zur faust (?:machen|ballen|schließen)|ballen|greifen|strecken|öffnen|schließen|zumachen|aufmachen|koordinieren|kontrollieren|steuern)|${SIDE} (?:arm|bein|hand|fuß) ~2 (?:knickt weg|knickt ein|gibt nach|versagt|hängt runter|hängt schlaff|fällt runter)|(?:arm|bein|hand) (?:gibt|knickt|sackt|fällt) ~2 (?:links|rechts|auf einer seite|einseitig) ~2 (?:nach|weg|ein|runter)`,
      `(?:kann|können|konnte) ~3 (?:den|das|die|seinen|ihren|meinen|seine|ihre|meine) ${SIDE} (?:arm|bein|hand|seite|fuß) ~2 nicht (?:mehr )?(?:richtig |gut |normal )?(?:bewegen|heben|spüren|fühlen|halten)`,
      `(?:stößt|stoße|stieß|läuft|rennt|eckt|stolpert|knallt) ~7 ${SIDE} (?:seite|schulter|körperseite|körperhälfte|arm) ~3 (?:gegen|an|in)|(?:links|rechts) ~3 (?:gegen|an|am) (?:alles|türen|türrahmen|möbel|wände|die wand|den türrahmen)`,
      `(?:gesichtshälfte|gesichtsseite|${SIDE} (?:gesicht|wange|mundwinkel|arm|bein|hand|seite|körperhälfte|körperseite)) ~4 (?:wie )?(?:eingeschlafen|pelzig|gefühllos|taub|lahm|kraftlos|abgestorben|wie tot)`,
      // Arm and leg (or face) of one side named together, then numb or weak.
      `${SIDE} (?:arm|hand|bein|fuß) (?:und|u|sowie) (?:das |der |die |mein |meine |sein |seine |ihr |ihre |auch )?(?:${SIDE} )?(?:arm|hand|bein|fuß|gesichtshälfte|gesicht)${gap(8)} (?:taub|gelähmt|schwach|lahm|gefühllos|pelzig|kribbel[a-z]*|kraftlos|schlaff|wie tot|wie (?:wackel)?pudding|wie gummi|wie watte|wie blei|wie weggetreten|wabbelig|wackelig)`,
      'halbseitig[a-z]*|einseitig[a-z]* (?:lähmung|taub[a-z]*|schwäche|gelähmt)|lähmung (?:im|des|der) (?:gesicht|arm|bein|einer seite)',
      `${SIDE} (?:arm|bein|hand|fuß|finger|seite|körperhälfte|gesichtshälfte) ~3 (?:gehorcht|gehorchen|gehorchte|folgt|folgen|gehört|macht|machen|machte|funktioniert|funktionieren|reagiert|will) ~2 (?:nicht|nich|kaum|nimmer|nimma)(?: mehr| richtig| so recht)?(?: mit| mir)?`,
      `(?:spricht|redet|redt|schwätzt|schwatzt|sprache|aussprache|sprechen|reden|spreche|rede)(?! (?:nachts )?im schlaf)${commaGap(5)} (?:verwaschen|verschliffen|nuschelig|undeutlich|undeitlich|undeutli|verwaschn|verwoschn|lallend|wirr|unverständlich|durcheinander|komisch|seltsam|verlangsamt|stockend|abgehackt|kauderwelsch|so langsam|ganz langsam|langsamer|total langsam|nuschelnd|nur noch unsinn|unsinn|wirres zeug)|(?:undeutlich|verwaschen|lallend|unverständlich|nuschelnd|verschliffen) ~2 (?:gesprochen|geredet|gesagt)|verwaschene sprache|lallt|lallen|gelallt|lallte|lallend[a-z]*|nuschelt (?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal)|wortsalat`,
      '(?:nicht|nich|kaum) (?:mehr )?(?:richtig |klar |normal |deutlich )?(?:sprechen|reden) (?:kann|konnte|könne|können)|(?:kommt|kommen|kam|kamen) ~3 nur (?:noch )?(?:quatsch|unsinn|kauderwelsch|gebrabbel|gestammel|blödsinn|wirres zeug|falsche (?:wörter|worte)|komische (?:wörter|worte|laute)|unverständliche[sn]? [a-z]+)|(?:kann|können|konnte)(?: (?!mit |über |darüber |vor |nicht )[a-z0-9]+){0,5} nicht (?:mehr )?(?:richtig |klar |normal |deutlich )?(?:sprechen|reden)(?! (?:über|darüber|mit|vor))|sprachstörung|sprachverlust|findet (?:keine|die) worte (?:nicht|mehr)|wortfindungsstörung[a-z]*|(?:keine|kaum) (?:ganzen |richtigen )?(?:sätze|wörter|worte) (?:mehr )?(?:bilden|sagen|sprechen|formulieren|rausbringen|herausbringen)|bekommt keine worte (?:mehr )?heraus|(?:kriegt|kriege|krieg|bekommt|bekomme|bringt|bringe) ~2 (?:die |keine |kein |seine |ihre |meine )?(?:worte|wörter|wort|sätze|satz) (?:nicht |nich |kaum )?(?:mehr )?(?:raus|heraus)|bringt kein wort (?:mehr )?(?:heraus|raus)',
      '(?:findet|finde|fand|findest|finden) ~2 (?:die|seine|ihre|meine|richtigen|keine) (?:wörter|worte) (?:nicht|mehr|kaum)|(?:sucht|suche|suchte) ~2 nach (?:wörtern|worten)|(?:verwechselt|vertauscht) ~2 (?:wörter|worte)|(?:wörter|worte|buchstaben|silben) ~2 (?:vertauscht|verwechselt|verdreht|durcheinander gebracht)|(?:gesicht|mund|lächeln|gesichtshälfte) ~4 (?:auf einer seite|einseitig|auf der (?:linken|rechten) seite|links|rechts) ~3 (?:komisch|anders|schief|hängt|runter|taub|verzogen|gelähmt|seltsam)',
      '(?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|ganz (?:ur)?plötzlich|schlagartig|von jetzt auf gleich) ~3 (?:verwirrt|desorientiert|erkennt (?:mich|uns) (?:nicht|kaum))|(?:verwirrt|desorientiert) ~3 (?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig)',
      '(?:sehe|sieht|sah|sehen) ~5 (?:nichts|nix) mehr|(?:sehe|seh|sieht|sah|sehen) ~7 (?:nur noch |nur )(?:die |eine )?(?:rechte |linke )?(?:hälfte|halb|halbe[ns]? (?:bild|welt|sichtfeld|gesichtsfeld|zimmer|raum)|eine seite)|(?:links|rechts|die linke seite|die rechte seite|die linke hälfte|die rechte hälfte|eine seite|eine hälfte) ~2 (?:fehlt|ist weg|ist schwarz|ist dunkel|sehe ich nicht|sehe ich nichts|seh ich nix|seh ich nicht)|(?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal) ~3 (?:blind|sehverlust|nichts mehr sehen|doppelt sehen|doppelbilder)|(?:ur)?plötzliche[rn]? sehverlust|(?:auf einem|auf dem (?:linken|rechten)) auge (?:blind|nichts)|(?:schwarzer |dunkler |grauer )?vorhang ~3 (?:vor|über) (?:dem|einem|meinem|seinem|ihrem) auge|halbe[rns]? (?:gesichtsfeld|sicht) ~2 (?:weg|fehlt|schwarz)|auf (?:dem|einem) (?:linken |rechten )?auge ~4 (?:nichts|nix|schwarz|nur noch schwarz|dunkel|blind|nur noch verschwommen)|(?:gesichtsfeld|sichtfeld) ~3 (?:ausfall|fehlt|weg|eingeschränkt|schwarz)|fast ?test',
      '(?:(?:ur)?plötzlich[a-z]*|schlagartig[a-z]*|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal) ~3 (?:taubheit|taub|lähmung|gelähmt|schwäche|kribbeln) ~3 (?:gesicht|arm|bein|seite|hand|körperhälfte)',
      `(?:taubheit|taubheitsgefühl|kribbeln|lähmung|lähmungen|schwäche|gefühllosigkeit|pelzig[a-z]*) ~4 ${SIDE} (?:körperhälfte|seite|gesichtshälfte|körperseite|arm|bein|hand|gesicht)|(?:sehstörung[a-z]*|verschwommen[a-z]*|schleier|doppelbilder|sehverlust) ~3 (?:auf|am) (?:einem|dem linken|dem rechten) auge`,
      '(?:sieht|sehe|seh|sah) (?:er |sie |ich )?(?:auf der |auf einer )?(?:links|rechts|linke[nr]? seite|rechte[nr]? seite|einer seite) ~2 (?:nichts|nix|schwarz|kaum (?:noch )?was)|schlaganfal[a-z]*|schlagan ?fall|schlag ?an ?foi|schlagonfoi|schlaganfoi|schlogonfoi|schlaganfohl|hirnschlag|hirninfarkt|hirnblutung|apoplex|gehirnschlag',
      '(?:zunge|sprache) ~3 (?:schwer|wie gelähmt|gelähmt|lahm)|schwere zunge|(?:unverständliche|wirre|sinnlose|verwaschene|zusammenhanglose|unsinnige) (?:sätze|wörter|worte|sachen|silben) ~3 (?:gesagt|sagt|redet|gesprochen|spricht|raus|herausgebracht|von sich gegeben|gestammelt)|(?:sagt|redet|spricht|stammelt|brabbelt) ~3 (?:nur noch )?(?:unverständliche|wirre|sinnlose|verwaschene|zusammenhanglose|unsinnige) (?:sätze|wörter|worte|sachen|silben)',
    ],
    sudden_headache: [
      '(?:(?:schlimmst|heftigst|stärkst|krassest|übelst|brutalst|schrecklichst|extremst|fürchterlichst|furchtbarst|grässlichst|unerträglichst)e[nrs]?) (?:kopfschmerz[a-z]*|kopfweh|chopfweh|chopfschmärz[a-z]*|migräne|kopfschmerzattacke)|vernichtungskopfschmerz|donnerschlag ?kopfschmerz[a-z]*|kopfschmerz[a-z]* wie (?:ein|ein) (?:donnerschlag|schlag)',
      '(?:(?:ur)?plötzlich[a-z]*|schlagartig[a-z]*|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|aus dem nichts|aus heiterem himmel|blitzartig) ~3 (?:extrem[a-z]*|heftig[a-z]*|stark[a-z]*|unerträglich[a-z]*|schlimm[a-z]*|brutal[a-z]*|wahnsinnig[a-z]*|höllisch[a-z]*|krass[a-z]*|massiv[a-z]*|mega|irre|übel[a-z]*|fürchterlich[a-z]*|furchtbar[a-z]*|schrecklich[a-z]*|rasend[a-z]*|unglaublich[a-z]*|heftigst[a-z]*|stärkst[a-z]*) ~2 (?:kopfschmerz[a-z]*|kopfweh|schmerz[a-z]* im (?:kopf|hinterkopf|nacken))',
      '(?:kopfschmerz[a-z]*|kopfweh|migräne) wie (?:noch )?nie|(?:noch )?nie (?:zuvor |vorher |in meinem leben )?(?:so|solche|derart)[a-z]* ~2 (?:kopfschmerz[a-z]*|kopfweh)|(?:kopfschmerz[a-z]*|kopfweh) ~4 (?:wie|als ob|als hätte) ~4 (?:explosion|explodier[a-z]*|bombe|donnerschlag|blitz|hammerschlag|hammer|axt|schlag|knall|peitschenhieb|baseballschläger)',
      '(?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|aus dem nichts|aus heiterem himmel) ~4 (?:hammer|hammerschlag|messerstich|messer|schlag|knall|stich|blitz) (?:im|in den|auf den) (?:kopf|hinterkopf|schädel)|(?:kopf|schädel|hinterkopf) ~5 (?:(?:ur)?plötzlich|schlagartig|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal) ~2 (?:extrem|höllisch|unerträglich|wahnsinnig|brutal|furchtbar|schrecklich|mörderisch|rasend|wie verrückt) ~3 (?:weh|wehtun|schmerz[a-z]*)|(?:schlag|knall|stich|blitz|peitschenhieb|explosion) (?:im|in den) (?:kopf|hinterkopf)|(?:explosion|explodier[a-z]*|bombe|donnerschlag|blitzschlag|hammerschlag|knall|knacks|peitschenhieb) ~4 (?:im|in meinem|in seinem|in ihrem|in den|im ganzen) (?:kopf|schädel|hinterkopf)|(?:im|in (?:meinem|seinem|ihrem|dem)) (?:kopf|schädel) ~2 (?:geknallt|geplatzt|geknackt|explodiert|gekracht)|(?:knallte|knallt|krachte|kracht|platzte|explodierte|blitzte|knackte) ~3 (?:im|in meinem|in seinem|in ihrem) (?:kopf|schädel|hinterkopf)',
      // A pain that shoots into the head is sudden by the verb alone.
      '(?:schoss|schießt|geschossen|fuhr|fährt|gefahren|knallte|jagte|zuckte) ~3 (?:schmerz|stich|blitz)[a-z]* ~2 in (?:den|meinen|seinen|ihren|meinem|seinem|ihrem) (?:kopf|hinterkopf|schädel)|(?:schmerz|stich)[a-z]* ~3 (?:schoss|schießt|geschossen|fuhr|gefahren|knallte|jagte) ~2 in (?:den|meinen|seinen|ihren) (?:kopf|hinterkopf|schädel)',
      '(?:explosionsartig|donnerschlagartig|schlagartig|blitzartig|peitschenschlagartig|(?:ur)?plötzlich)[a-z]* ~2 (?:kopfschmerz[a-z]*|kopfweh|schmerz[a-z]* im (?:kopf|hinterkopf))|(?:so|solche|solch) (?:ein |einen |eine )?(?:(?:schlimme|heftige|starke|krasse|brutale|extreme|fiese|üble|furchtbare|schreckliche|höllische)[nrs]? )?(?:kopfschmerz[a-z]*|kopfweh) ~3 (?:noch nie|nie)',
    ],
    head_injury: [
      '(?:delle|eindellung|einbuchtung|vertiefung|loch) ~3 (?:im|am|in der|in den) (?:schädel|kopf|hinterkopf|stirn)|(?:schädel|kopf|schädeldecke) ~3 (?:eingedrückt|eingedellt|eingebeult|delle)',
      `(?:baby|säugling|neugeboren[a-z]*|${INFANT}) ~6 (?:auf den kopf|aufn kopf|aufs köpfchen|auf das köpfchen|mit dem kopf|kopfüber|kopf voran) ~3 (?:gefallen|gestürzt|geknallt|aufgeschlagen|gefallen gelassen|fallen gelassen|runtergefallen)`,
      `(?:baby|säugling|neugeboren[a-z]*) ~4 (?:fallen gelassen|vom wickeltisch|aus dem arm|aus dem bett|vom bett|von der couch|vom sofa)(?: ~3 (?:gefallen|gestürzt|gerutscht|geknallt))?`,
      'schädelbruch|schädelfraktur|schädel ?hirn ?trauma|hirnblutung nach',
    ],
    severe_bleeding: [
      '(?:riesige|große|massive|enorme|unmengen|jede menge|sehr viel|richtig viel|ganz viel|extrem viel|literweise) (?:mengen |menge )?(?:an |von )?blut ~2 verloren',
      // Blood pumping out of a wound ("blut pulsiert im Ohr" is not).
      `blut ~3 (?:pulsiert|pulsierte|pumpt|pumpte|sprudelt|sprudelte|schießt|schoss|strömt) ~2 (?:raus|heraus|hervor|aus|überall|nur so)|blut ~3 (?:spritzt|spritzte|läuft in strömen|schwallartig)|(?:pulsiert|pumpt|sprudelt|schießt|strömt) (?:das )?blut (?:raus|heraus|nur so|aus)|(?:übergeben|erbrochen|gekotzt|gebrochen|gespuckt|gespien|erbricht|kotzt|bricht|übergibt|spuckt)(?: ,)? (?:lauter|nur noch|nur|voller|voll|reines|richtig viel|ganz viel|sehr viel|viel|frisches|hellrotes|dunkelrotes|dunkles|nen schwall|einen schwall) blut`,
      '(?:blutung|blut|es|wunde|blutet|nase|nasenbluten) ~6 (?:hört|hörte|hoert) (?:einfach |gar |überhaupt )?(?:nicht|nich) (?:mehr )?auf|blute[t]? (?:seit|schon seit|jetzt seit) (?:über |mehr als |fast |knapp |gut |ca |etwa |ungefähr )?(?:(?:zwei|drei|vier|fünf|sechs|mehreren|einigen|ein paar) stunden|[2-9]\\d|\\d{3}|zwanzig|dreißig|vierzig|fünfzig|sechzig|einer halben stunde|ner halben stunde|einer stunde|ner stunde|\\d+ stunden|stunden)(?: minuten)?|(?:hört|hörte) (?:nicht|nich) auf zu bluten|(?:lässt sich|ließ sich) nicht stoppen|(?:blutung|blut) (?:nicht|kaum) (?:zu )?(?:stoppen|stillen)|nicht zu stillen',
      'blutet (?:so |total |mega |echt |sehr )?(?:extrem|krass|übel|heftig|stark|brutal|doll|dolle)(?= [,.?]|$| und)|blutet ~2 (?:massiv|enorm|wahnsinnig|fürchterlich|furchtbar|krass|brutal|sehr viel|total viel|extrem viel|sehr |extrem |total |wie verrückt|wie wild|wie sau|wie blöd|ununterbrochen|ohne ende|immer weiter|weiter|stark|heftig|stärker|unaufhörlich|in strömen|durch)|blute[t]? ~6 (?:sehr |extrem |total |so |ganz |richtig |immer noch )?(?:stark|heftig)|(?:blut|blutet) ~2 in strömen|in strömen ~2 blut[a-z]*',
      '(?:sehr |extrem |wahnsinnig |massiv )?(?:starke|heftige|massive|schwere|unstillbare) blutung',
      '(?:viel|sehr viel|so viel|ganz viel|mega viel|voll viel|jede menge|unmengen|literweise|eine lache|ne lache|ein schwall|einen schwall|nen schwall) (?:frisches |helles |hellrotes |dunkles |dunkelrotes |rotes )?blut|(?:blut|es|blutet|blutung)[a-z]* ~4 (?:stoßweise|pulsierend|pulsartig|im takt|schwallartig|im schwall|in schüben)|(?:verliert|verliere|verlor|verloren) ~2 (?:viel|sehr viel|so viel|zu viel) blut|blutlache|blutpfütze|blutverschmiert|(?:ist|is|sind|war|alles|überall|komplett|total|ganz) (?:voll|voller) (?:mit )?blut|vollgeblutet|voll geblutet',
      '(?:blut|es) (?:spritzt|spritzte|schießt|sprudelt|pulsiert|pocht|läuft nur so|strömt|quillt|schwallt)|spritzt blut|blut ~2 (?:überall|spritzt)|überall blut|arterie ~3 (?:verletzt|getroffen|durchtrennt|aufgeschnitten)|pulsader',
      `blut (?:erbrechen|erbrochen|spucken|gespuckt|husten|gehustet|abgehustet|hochgehustet|kotzen|gekotzt|gebrochen)|(?:erbricht|erbreche|erbrach|erbrochen|spuckt|spucke|spuck|hustet|huste|hust|kotzt|kotze|übergibt sich mit|übergebe mich mit|übergab sich mit)${gap(7)} blut|(?:mundvoll|mundvoller|mund voll|mundweise|tassenweise) (?:frisches |helles |rotes )?blut|blut im erbrochenen|blut (?:in der|im) (?:kotze|erbrochenen|auswurf)|(?:kotze|erbrochenes|auswurf) ~3 (?:blutig|voller blut|voll blut|mit blut)|bluterbrechen|bluthusten|kaffeesatz ?artig[a-z]*|wie kaffeesatz|blutige[rn]? (?:auswurf|schleim|husten)|(?:auswurf|schleim) ~3 blut`,
      '(?:sehr |extrem |total |so |ganz |richtig |wahnsinnig |mega )?(?:stark|heftig|extrem|wie verrückt|ununterbrochen) (?:blutet|bluten|blutete)|verblut[a-z]*|(?:durchgeblutet|blutdurchtränkt|voller blut|blutgetränkt)|(?:blut|es) (?:läuft|rinnt|tropft|fließt|strömt|kommt|sprudelt) ~3 (?:ununterbrochen|die ganze zeit|ohne pause|immer weiter|nonstop|non stop|in strömen|wie verrückt|ohne ende|wie wild)|krampfader ~3 (?:geplatzt|aufgeplatzt|blutet|kaputt|offen|aufgegangen|gerissen)|(?:blut|es) (?:kommt|läuft|fließt) (?:so |sehr |ganz |total |echt )?viel|(?:kotzt|kotze|erbricht|erbreche|bricht|spuckt|spucke|erbrochen|gekotzt|erbrochenes) ~3 (?:wie kaffee[a-z]*|kaffeesatz|schwarz|braunschwarz|dunkelbraun)',
      '(?:blutet|blutete|blut|suppt|sifft) ~3 durch ~4 (?:verband|verbände|verbänden|handtuch|handtücher|tuch|tücher|küchentücher|küchentuch|küchenrolle|pflaster|kompresse[n]?|mullbinde[n]?|t ?shirt|shirt|lappen|geschirrtuch|geschirrtücher)|(?:verband|verbände|handtuch|handtücher|tuch|tücher|küchentücher|küchenrolle|pflaster|kompresse[n]?|lappen|geschirrtuch|geschirrtücher|tupfer) ~4 (?:voll|durchgeblutet|durchtränkt|getränkt|vollgeblutet|voll blut|blutgetränkt|durch|durchgeweicht|durchnässt|vollgesogen|blutrot)|(?:verband|verbände|handtuch|handtücher|tuch|tücher|küchentücher|küchenrolle|pflaster|kompresse[n]?|mullbinde[n]?|lappen|geschirrtuch|tupfer) ~6 (?:(?:tropf|klatsch|pitsch|patsch|trief)?nass (?:und )?(?:rot|blutrot|vor blut|mit blut|von blut|blutig)|rot (?:und )?(?:tropf|klatsch|pitsch|patsch|trief)?nass|(?:trieft|tropft) (?:vor|von) blut|blutdurchtränkt|vollgeblutet|durchgeblutet)',
    ],
    breathing: [
      // Gasped out between dots, a word at a time ("Ich... krieg... keine Luft...").
      '(?:krieg|kriege|kriegt|krieg ich|bekomme|bekomm|bekommt|bekomm ich|kann|kann ich) (?:\\. )+(?:ich (?:\\. )*)?(?:keine|kaum|keene|nicht|nich|kaum noch) (?:\\. )*(?:mehr )?(?:\\. )*(?:luft|atmen|richtig atmen)',
      'nasenflügel ~3 (?:blähen|bläht|flattern|flattert|gehen mit|bewegen sich)|nasenflügelatmung|nasenflügeln',
      `(?:spray|inhalator|notfallspray|asthmaspray|salbutamol|ventolin|sultanol|berodual|inhaler|pumpspray|sprühstöße[n]?|hübe)${listGap(6)} (?:hilft|wirkt|bringt|half|wirkte|brachte|nützt|nutzt) (?:überhaupt |gar |absolut |leider |auch |kaum noch |immer noch |einfach )?(?:nicht|nich|kaum|nichts|nix|null|net|ned)`,
      '(?:bekomme|bekommt|bekommst|bekommen|krieg|kriege|kriegt|kriegst|kriegen|bekam|bekomm|kricht|krich|kriche|krichst|krichen|krieje|kriejt|kriagt|kriag|kriagst|kriagn|griagt|kriegste) ~5 (?:keine|kaum|schlecht|schlechter|immer schlechter|nur schwer|kaum noch|schwer|keine richtige|fast keine) luft(?! durch die nase)|keine luft (?:mehr )?(?:bekommen|kriegen)|(?:kaum|keine|keene|schlecht|fast keine|nur schwer) luft (?:mehr )?(?:bekommen|gekriegt|bekommt|kriegt|bekam|kriegte|gekricht|gekriegt hat|bekommen hat)',
      '(?:kann|kannst|können|konnte) ~2 (?:kaum|nicht|nich|nicht mehr|schlecht|kaum noch|nur schwer) (?:mehr )?(?:richtig )?(?:atmen|einatmen|luft holen)|atmet(?: (?:sie|er|es|der|die|das|mein[a-z]*|opa|oma|papa|mama|vater|mutter|kind|baby))? (?:so |sehr |ganz |total |extrem )?(?:nicht|nich|kaum|schwer)(?: mehr)?|atmet ~5 (?:gar |überhaupt )?(?:nicht|nich|kaum) (?:mehr )?richtig|schnappatmung|lunge ~2 (?:ist zu|zu|macht zu|zugeschnürt)|(?:sauerstoff[a-z]*|beatmungsgerät) ~3 (?:reicht nicht|hilft nicht|reicht nicht mehr|hilft nicht mehr)|(?:hat|hört|hörte) ~3 auf zu atmen|aufgehört zu atmen|(?:nicht|nich|kaum) (?:mehr )?(?:atmet|atmete|atmen kann)|keine luft (?:mehr )?(?:bekommt|kriegt|bekomme|kriege|bekam|kriegte)|stridor|atmung (?:setzt aus|hat aufgehört|ist (?:ganz )?flach)|atemstillstand|atempause[n]?|atmet (?:ganz |sehr )?(?:komisch|röchelnd)|röchelt|röcheln',
      'atemnot|luftnot|(?:starke|schwere|heftige|akute|extreme|(?:ur)?plötzliche|massive) atembeschwerden|röchelnd[a-z]*|geröchel[a-z]*|(?:atmet|atme|atmen|atmete|atmung|atmest) ~5 (?:so |ganz |sehr |total )?(?:komisch|seltsam|röchelnd|schnappend|gurgelnd|brodelnd|rasselnd)(?! (?:durch die nase|wenn ich))|(?:lange[n]?|längere[n]?) (?:atem)?pausen|atem ~2 (?:setzt|setzte) ~2 aus|(?:brodelt|brodelte|brodeln|blubbert|gurgelt|gurgelte) ~3 (?:beim )?(?:atmen|atmung|in der brust|in der lunge|brust|lunge)|(?:atmen|atmung|brust|lunge) ~3 (?:brodelt|blubbert|gurgelt)|setzt ~2 (?:mit dem |mit der )?(?:atmen|atmung) aus',
      '(?:ersticke|erstickt|ersticken)(?! (?:in|im) (?:arbeit|der arbeit|papierkram|stress|terminen|aufgaben|mails|e ?mails|hausaufgaben|wäsche|müll|schulden|chaos|kram|lernstoff|akten|bürokratie|geld))|erstickungs[a-z]*|(?:ringt|ringe|ringen|rang|japst|japse|japsen|schnappt|schnappe|schnappen|hechelt|keucht|kämpft|kämpfe|kämpfen|kämpfte) ~5 (?:nach|um) (?:luft|atem|sauerstoff|jeden atemzug)|(?:sprechen|reden) (?:fällt|fiel) ~2 (?:schwer|so schwer)|japst|japsen',
      '(?:lippen|gesicht|finger|haut|fingernägel|mund) ~2 (?:sind |werden |wird |ist |is |laufen |läuft )?(?:ganz )?(?:blau|lila|grau|bläulich|blaulila)|blaue lippen|lippen ~5 (?:sind|werden|wird|ist) (?:ganz |total |richtig )?(?:blau|grau|lila|bläulich)',
      '(?:immer noch|noch immer|trotzdem|weiterhin|trotz (?:spray|inhalator|hüben|hub)) (?:keine|kaum|wenig|schlecht|zu wenig) luft|(?:keucht|japst|ringt|hechelt|röchelt) nur noch(?! (?:ein bisschen|ein wenig|leicht|etwas|kurz))|(?:nicht mehr als|nur noch|höchstens|max|maximal|kaum|keine) (?:zwei|drei|2|3|ein paar|einzelne|wenige) (?:wörter|worte) ~3 (?:sagen|sprechen|reden|am stück|rausbringen|herausbringen)|(?:atme|atmet|atmung) ~3 (?:ganz |so |sehr )?flach und (?:sehr |ganz )?schnell|asthmaanfall ~4 (?:spray|hilft nicht|wird schlimmer|schwer|heftig)|(?:schwere[rn]?|heftige[rn]?) asthmaanfall|(?:spray|inhalator|notfallspray|asthmaspray|salbutamol|ventolin|sultanol|berodual|inhaler|pumpspray) (?:hilft|wirkt|bringt) (?:überhaupt |gar |absolut |leider |auch |kaum noch )?(?:nicht|kaum|nichts|nix)|(?:spray|inhalator|notfallspray|asthmaspray|inhaler|hub|hübe|hüben|sprühstoß|sprühstöße[n]?) ~5 (?:hilft|wirkt|bringt|wird|ist) ~2 (?:nicht|kaum|nichts|nix|gar nichts|keine)(?: mehr)?(?: besser| besserung)?',
      '(?:hub|hübe|hüben|sprühstöße[n]?|spray|inhalator|inhalieren|inhaliert|salbutamol) ~4 (?:keine|kaum|ohne) (?:besserung|wirkung|effekt|erfolg)|(?:atmet|atme|atmen|atmete) ~4 (?:so |ganz |sehr |total |extrem |richtig )?(?:schwer|mühsam|angestrengt)(?! (?:beim|nach dem|wenn ich|bei) (?:sport|joggen|laufen|treppen[a-z]*|rennen|anstrengung))|(?:hustet|huste|husten) ~3 (?:schaumig[a-z]*|schaum|rosa schaum|rosa)|(?:schaumige[rn]?|rosa) (?:auswurf|schaum|husten)|(?:weder|nicht) (?:sprechen|reden|husten|schlucken) (?:noch|oder|und) atmen|(?:nur noch|nur) (?:einzelne|ein paar|wenige|kurze|halbe) (?:wörter|worte|sätze)|(?:bleibt|blieb) ~3 (?:die )?luft weg|(?:[a-z]*stein|legoteil|teil|nuss|erdnuss|murmel|münze|spielzeug[a-z]*|traube|bonbon|perle|kugel|knopf|stück) ~3 (?:eingeatmet|aspiriert|in die luftröhre)|in die luftröhre ~3 (?:geraten|gekommen|gerutscht)|(?:keinen|kaum einen) (?:ganzen |vollständigen )?satz|(?:nur|bloß|kaum|höchstens) (?:noch )?(?:ein|ein einziges|ein paar|einzelne|zwei|drei|wenige|1|2|3) (?:wort|wörter|worte) (?:pro|je|mit jedem|bei jedem|zwischen den|zwischen zwei) (?:atemzug|atemzügen|atemzüge|luftholen|atmen)|(?:zwischen|nach) (?:jedem|jeden|zwei|ein paar) (?:wort|wörtern|worten) ~3 (?:luft holen|nach luft|atmen)|(?:[4-9]|1\\d|20|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|viele|mehrere|etliche) (?:hübe|hüben|sprühstöße|sprühstößen|pumpstöße|puffs?) ~6 (?:immer noch|noch immer|trotzdem|weiterhin|keine besserung|nicht besser|kaum besser)',
      '(?:läuft|lief|wird|ist) ~2 blau an|blau angelaufen|blau anlaufen',
      '(?:schafft|schaffe|schaffst|schaffen|schaffte) (?:es )?(?:kaum|nicht|nich|kaum noch|nicht mehr|nur schwer) (?:mehr )?(?:richtig )?(?:luft zu holen|zu atmen|einzuatmen|durchzuatmen|luft zu kriegen|luft zu bekommen)|(?:ziehen|zieht) sich (?:die |ihre |seine |meine |dem baby die |beim atmen die )?(?:rippen|zwischenrippenräume) ~2 (?:rein|ein|nach innen)|(?:rippen|haut zwischen den rippen|brustkorb) ~3 (?:ziehen sich|zieht sich) ~2 (?:rein|ein|nach innen)',
      'ertrunken|ertrinkt|ertrinken|beinahe ertrunken|fast ertrunken|(?:war|lag|trieb|treibt|ist) ~3 unter wasser|untergegangen|(?:im|ins) (?:wasser|pool|becken|see|schwimmbad) ~4 (?:bewusstlos|reglos|leblos|getrieben)',
    ],
    anaphylaxis: [
      '(?:hals|rachen|zunge|kehle|atemwege|luftröhre) ~3 (?:schwillt|schwellen|geschwollen|schnürt sich zu|zugeschnürt|wird eng|ist eng|macht zu|zu|dick|zugeschwollen)',
      '(?:schwillt|schwellen|schwoll|geschwollene[rn]?) ~2 (?:hals|rachen|zunge|kehle)|zungenschwellung|rachenschwellung|halsschwellung',
      'anaphyla[a-z]*|allergischer schock|allergischen schock|quincke[a-z]*|angioödem',
      '(?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallset|anapen|jext|emerade|adrenalin ?spritze|adrenalin ?autoinjektor|autoinjektor) ~3 (?:bekommen|gekriegt|verabreicht|gemacht|benutzt|gespritzt|gegeben|gesetzt|verwendet|injiziert|gebraucht|angewendet)',
      // The pen at hand and not used yet, with the question whether to use it now.
      '(?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallpen|notfallset|anapen|jext|emerade|fastjekt|adrenalin ?spritze|autoinjektor) ~6 (?:noch )?(?:nicht|nich|ned) (?:benutzt|gespritzt|gegeben|gesetzt|verwendet|genommen|gebraucht)(?: ,)?(?: [a-z]+)? (?:sollen|soll|sollten|müssen|muss) (?:wir|ich)|(?:sollen|sollten|müssen) wir(?: (?:jetzt|sofort|gleich|schon|nun))? (?:den |das |die |ihm |ihr )?(?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallpen|notfallset|anapen|jext|emerade|fastjekt|adrenalin ?spritze|autoinjektor) (?:benutzen|geben|spritzen|setzen|verwenden|nehmen)',
      '(?:brauche|braucht|benutze|spritze|setze|gebe|gab|habe gespritzt|soll ich)(?: (?:ich|er|sie|wir|jetzt|sofort|gleich|schon|nun)){0,3} (?:den |das |die |meinen |mein |meine |seinen |sein |seine |ihren |ihr |ihre |unseren )?(?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallset|anapen|jext|emerade|adrenalin ?spritze|autoinjektor)',
    ],
    unconscious: [
      'schnappatmung|atmet (?:nur noch |nur |bloß noch )(?:schnappend|stoßweise|ganz selten)',
      // Not breathing any more (but not a blocked nose).
      '(?:atmet|atmen|otmet|schnuufet) (?:nicht|nich) mehr(?! (?:durch|richtig|so|gut|frei|normal|ruhig))|(?:er|sie|es|baby|kind|opa|oma|papa|mama) atmet (?:nicht|nich|gar nicht)(?= [,.?]|$| und)|atmet (?:er|sie|es) (?:nicht|nich|gar nicht)(?= [,.?]|$| und)|(?:hat|hört) ~2 (?:aufgehört|auf) zu atmen|keine atmung',
      'keine?n? puls|puls (?:ist )?nicht (?:mehr )?(?:tastbar|zu fühlen|spürbar)|bewusstlos[a-z]*|bewustlos[a-z]*|ohne bewusstsein|bewusstsein verloren|(?:das )?bewusstsein (?:verloren|verliert|verlor)|(?:nicht|nich|kaum) (?:mehr |noch |richtig |wirklich )?ansprechbar',
      '(?:wacht|wird) ~2 (?:nicht|nich) (?:mehr )?(?:auf|wach)|(?:nicht|nich) (?:mehr )?(?:wach zu kriegen|wach zu bekommen|aufzuwecken|wachzukriegen|wachzubekommen|zu wecken|weckbar|aufweckbar|erweckbar|wach zu kriegen|wachzurütteln|wach zu rütteln|aus dem schlaf zu holen)|(?:kriege|kriegen|krieg|kriegt|bekomme|bekommen|bekommt) ~5 (?:nicht|nich) (?:mehr |richtig )?wach|lässt sich ~2 (?:nicht|nich|kaum) (?:mehr )?(?:wecken|aufwecken|wachrütteln|wach rütteln|wachkriegen|wach kriegen|wach machen)|(?:nicht|nich) (?:mehr )?(?:aufwacht|wach wird|zu sich kommt|ansprechbar ist)',
      '(?:nicht|nich|gar nicht|überhaupt nicht) (?:mehr )?(?:reagiert|antwortet)(?! (?:mehr )?(?:auf (?:die |das |den |meine |seine |ihre |unsere )?)?(?:behandlung|medikament[a-z]*|antibiotik[a-z]*|therapie|nachrichten|nachricht|anrufe|anruf|telefon|handy|whatsapp|sms|mails|e ?mails|briefe|fragen))|(?:reagiert|antwortet|reagieren|reagierte)(?: (?:sie|er|es|der|die|das|mein[a-z]*|opa|oma|papa|mama|vater|mutter|kind|baby))? (?:nicht|nich|gar nicht|überhaupt nicht|kaum|null|kein stück|nimmer|nimma|ned|net|gar nimmer)(?: mehr)?(?! (?:mehr )?(?:auf (?:die |das |den |meine |seine |ihre |unsere )?)?(?:behandlung|medikament[a-z]*|antibiotik[a-z]*|therapie|nachrichten|nachricht|anrufe|anruf|telefon|handy|whatsapp|sms|mails|e ?mails|briefe|fragen))|(?:reagiert|reagieren|reagierte) (?:auf )?(?:gar |überhaupt |absolut )?(?:nichts|nix|niemanden)|(?:reagiert|reagieren|reagierte) (?:weder|nicht|kaum|nich) (?:auf|bei) (?:ansprechen|anspreche|schütteln|rütteln|schmerz|schmerzreize|kneifen|rufen|berührung|zwicken|reize|ansprache)|(?:reagiert|reagieren|reagierte) ~2 (?:auf|bei) (?:kein|keine|keinen|gar kein|gar keine|überhaupt kein) (?:rütteln|schütteln|ansprechen|ansprache|rufen|schmerzreiz[a-z]*|kneifen|berührung|zwicken|klopfen|reiz[a-z]*)|keine reaktion|keinerlei reaktion',
      '(?:kommt|kam) ~4 (?:nicht|nich) (?:mehr |wieder |richtig )?zu sich|(?:nicht|nich) (?:mehr |wieder )?zu sich (?:gekommen|kommt|kam)|ohnmächtig[a-z]* ~5 (?:wacht|kommt|reagiert) nicht|(?:ohnmächtig[a-z]*|bewusstlos|umgekippt|umgefallen|zusammengebrochen|zusammengesackt|weggekippt) ~6 (?:wacht|wird|reagiert|kommt) (?:seit [a-z0-9]+ (?:minuten|min)|immer noch|noch immer|einfach|gar|seitdem|seither)(?: [a-z0-9]+)? (?:nicht|nich|ned|kaum)|zusammengebrochen|zusammengeklappt|kollabiert|zusammengesackt|(?:umgekippt|gekippt|umgefallen|zusammengesunken) ~4 (?:wacht|reagiert|kommt|bewegt sich|rührt sich) (?:nicht|nich)|liegt ~3 (?:leblos|regungslos|reglos|bewegungslos)|leblos|regungslos|(?:ist|liegt|bleibt) ~2 ohnmächtig(?! geworden| gewesen| war)|kreislauf(?:zusammenbruch|kollaps)|(?:nicht|nich) (?:mehr )?bei (?:sich(?! (?:zu ?hause|daheim|zuhaus|in der wohnung))|bewusstsein)|reanimier[a-z]*|wiederbeleb[a-z]*|herzdruckmassage|herz ?lungen ?wiederbelebung',
    ],
    seizure: [
      '(?:het|hät|hed|hend|hat|hot|hod) ~4 (?:en|e|ä|än|an|oan|einen) (?:aafall|afall|chrampf)(?! (?:im|i de|i dr|in der|in den) [a-z]+)|aafall|aafäll',
      '(?:zuckt|zuckte|zucken|zuckten|gezuckt|krampft|krampfte|gekrampft) ~3 mit (?:den |beiden |allen )?(?:armen und beinen|beinen und armen|armen|beinen|gliedern|extremitäten)|(?:fiel|fällt|kippte|kippt|sackte|sackt|brach|bricht) (?:er |sie |es )?(?:einfach |(?:ur)?plötzlich )?(?:um|zusammen) ~4 (?:gezuckt|zuckt|zuckte|zucken|gekrampft|krampft|krampfte)|(?:umgekippt|umgefallen|zusammengebrochen|zusammengesackt|gestürzt|hingefallen|zu boden gegangen|weggekippt) ~4 (?:gezuckt|zuckt|zuckte|zucken|gekrampft|krampft|krampfte)|(?:gezuckt|gekrampft) ~3 (?:hatte|hat|habe|hab) (?:das|sowas|so was) (?:noch nie|nie)',
      `(?:einen|nen|ersten|seinen ersten|ihren ersten|meinen ersten) (?:anfall|krampfanfall|krampf) (?:gehabt|bekommen|gekriegt)|(?:zum ersten mal|erstmals|erstmalig|das erste mal|zum allerersten mal)${gap(6)} (?:anfall|anfälle|krampfanfall|gekrampft|krampft|gezuckt|zuckt|zuckungen)|(?:gezuckt|zuckte|zuckt|zucken|gekrampft|krampfte|krampft)${commaGap(4)} (?:war|ist|wurde|is|wird) ~2 (?:weg|bewusstlos|weggetreten|nicht ansprechbar|ohnmächtig|blau)|(?:war|ist|is) ~2 (?:weg|weggetreten|bewusstlos)${commaGap(4)} (?:gezuckt|zuckte|zuckt|gekrampft|krampfte|krampft)`,
      'krampfgeschehen|krampfereignis|krampfanfal[a-z]*|krampfanfäll[a-z]*|(?:hört|hoert) ~2 (?:nicht|nich) auf zu (?:zucken|krampfen)|(?:epileptisch[a-z]*|grand mal|tonisch klonisch[a-z]*) anfall|anfall ~2 epilep[a-z]*|epileptische[rn]? anfall|fieberkrampf[a-z]*|fieberkrämpf[a-z]*|status epilepticus|anfall nach dem anderen|(?:anfall|krampf|krampfanfall) ~4 (?:dauert|geht|läuft) ~4 (?:minuten|lange|länger)|(?:zwei|drei|vier|fünf|mehrere|[2-9]) (?:anfälle|krampfanfälle|anfällen)|anfälle ~3 (?:hintereinander|am stück|in folge|heute)|anfälle hintereinander|krampfen am ganzen körper',
      '(?:hat|hatte|hatten|haben|hot|hod|ham|hom|bekommt|bekam|kriegt|kriegte|kriagt|gehabt|ghabt) ~3 (?:einen|nen|n|an|oan|noch einen|no an|wieder an|wieder einen|erneut einen|den nächsten|den zweiten|einen zweiten|einen weiteren) anfall(?! von)',
      '(?:krampft|krampfen|krampfte|krampfend|gekrampft)(?! (?:im|in der|in den) (?:wade|bein|fuß|magen|bauch))',
      '(?:zittert|zuckt|krampft|gezittert|gezuckt|gekrampft|am boden|steif|starr) ~4 (?:schaum|schäumt|geschäumt)|schaum (?:vorm|vor dem|am|aus dem|im) mund|(?:umgekippt|umgefallen|zusammengebrochen|zusammengesackt|hingefallen|zu boden gegangen) ~5 (?:gezittert|zittert|geschüttelt|geschäumt|schäumt)|(?:zuck[a-z]*|gezuckt|gekrampft|krämpfe|krampf|krampfen) ~2 am ganzen körper|(?:krämpfe|krampf|krampfen|zuckungen|zucken|zuckt|krampft) ~4 (?:hört|hören|hörte) ~2 (?:nicht|nich) (?:mehr )?auf|am ganzen körper ~2 (?:zuck[a-z]*|gezuckt|krampf[a-z]*|gekrampft|geschüttelt)|ganze[rn]? körper ~2 (?:zittert|zuckt|krampft|bebt|schüttelt|gschüttelt)|augen ~3 (?:verdreht|verdrehen|nach oben|weggedreht|gehen hoch|gehen nach oben|rollen|nach hinten)|verdrehte[nm]? augen|starrer blick',
    ],
    overdose_poisoning: [
      // A whole or half pack taken, the medicine unnamed ("hab die halbe Packung genommen").
      '(?:ganze|halbe|komplette) (?:packung|schachtel|dose|blister|flasche|röhrchen) ~2 (?:genommen|geschluckt|eingeworfen|eingenommen|reingehauen|runtergeschluckt)',
      'überdosis(?! ?(?:angst|risiko|gefahr|arbeit|stress|liebe|kitsch|romantik|drama|schule|realität|sonne))|überdosiert|überdosierung|vergiftung|vergiftet|(?:alkohol|pilz|medikamenten|tabletten|drogen)vergiftung',
      `(?:eine menge|ganz viele|sehr viele|viele|massenhaft|haufenweise|eine handvoll|ne handvoll|eine ganze menge|alle|alle meine|alle seine|alle ihre) ${PILLS} ~2 (?:genommen|geschluckt|eingeworfen|eingenommen|gegessen|geschmissen)`,
      `zu viele? (?:von )?(?:meinen |seinen |ihren |den |der |die )?${PILLS}|zu viele ~3 (?:genommen|geschluckt|eingenommen|eingeworfen)`,
      `(?:eine|ne|1|zwei|2|drei|3|vier|4|halbe|eine halbe|fast eine|fast die|die halbe|mehrere|ein paar) (?:packung(?:en)?|schachtel(?:n)?|dose[n]?|blister|tüte[n]?|streifen|röhrchen|flasche[n]?|packerl|schachterl|packl) ~2 ${PILLS} ~3 (?:gschluckt|gnumma|gnomma|genommen|geschluckt|eingeworfen|geschmissen|eingenommen|gegessen|genommn|gschluckt|gnomma)|(?:ganze|eine ganze|die ganze|ne ganze|komplette|eine komplette|den ganzen|einen ganzen) (?:packung|schachtel|flasche|dose|blister|tüte|streifen|röhrchen) ~3 ${PILLS}|(?:\\d{2,3}|zehn|fünfzehn|zwanzig|dreißig|vierzig|fünfzig|eine handvoll|handvoll|ein paar dutzend) ~2 ${PILLS} ~3 (?:genommen|geschluckt|eingenommen|geschmissen|eingeworfen|gegessen)`,
      `(?:${PILLS}|[a-z]*dosis) ~4 (?:mehrmals|mehrfach|dreifach|vierfach|zehnfach|doppelt|mehrere male|dreimal|dreifach|viermal|zu oft|x mal) ~2 (?:genommen|eingenommen|geschluckt|gegeben|gespritzt)|(?:dreimal|viermal|fünfmal|zehnmal|dreifache|vierfache|fünffache|zehnfache|doppelte bis dreifache) (?:die |der |seine |ihre |meine )?(?:tagesdosis|dosis|menge|ration)`,
      // Licking the wrapper is not swallowing what is inside.
      `${POISONS}(?! (?:verpackung|packung|folie|hülle|schachtel|karton))(?: (?!(?:nicht|nich|nix|nie) )[a-z0-9']+){0,5} (?:gschluckt|gschlickt|gessn|gessen|trunkn|trunken|trunke|trunkä|gsoffe|gesoffen|gsoffn|gekaut|rumgekaut|herumgekaut|zerbissen|abgebissen|gelutscht|getrunken|geschluckt|verschluckt|gegessen|erwischt|geleckt|abgeleckt|in den mund genommen|in den mund gesteckt|im mund gehabt|im mund|angeleckt|genuckelt|trinkt|isst|ausgetrunken|probiert|genascht|runtergeschluckt|geknabbert|angeknabbert|gekostet|reingebissen|rumgelutscht|genagt|rumgebissen|herumgebissen|angebissen|draufgebissen|gebissen)`,
      `(?:getrunken|geschluckt|verschluckt|gegessen|trank|trinkt|schluckte|aß|genascht|geknabbert|angeknabbert|gekostet|genagt|gelutscht) ~3 (?:am |an |vom |von |an der |an dem )?${POISONS}`,
      'giftnotruf ~3 (?:angerufen|anrufen|gerufen|gesagt|meint)|(?:rufe|ruf|soll ich|sollen wir|sollte ich) ~2 (?:den |beim )?giftnotruf|(?:insulin|insulindosis|insulinspritze|pen) ~4 (?:zweimal|doppelt|zu viel|versehentlich|falsch|zwei mal) ~2 (?:gespritzt|gegeben|gesetzt|injiziert)|zu viel (?:von )?(?:meinem |seinem |ihrem |dem )?insulin|insulin ~4 zu viel|zu viel ~4 gespritzt|(?:zweimal|doppelt|zwei mal) ~3 insulin ~2 gespritzt|alkoholvergiftung|komasaufen|k ?\\.? ?o tropfen|k \\. o(?: \\.)? tropfen|ko tropfen',
    ],
    carbon_monoxide: [
      'kohlen?monoxid(?! ?(?:melder|warnmelder|warner|alarm|sensor|detektor))[a-z]*|co ?vergiftung|co ?intoxikation|kohlenmonoxyd[a-z]*',
    ],
    burns: [
      '(?:schwere|starke|großflächige|tiefe|große|heftige|schlimme|riesige|ausgedehnte) (?:verbrennung[a-z]*|brandwunde[n]?|verbrühung[a-z]*)|verbrennung[a-z]* (?:dritten|zweiten|3|2|iii|ii) grades|verbrennung[a-z]* ~5 (?:heißes|kochendes|heißem|kochendem|siedendes|siedendem|heißer|heißen) (?:wasser|öl|fett|suppe|tee|kaffee|dampf)',
      '(?:heiß|kochend|siedend|brühend|brodelnd)[a-z]* [a-z]*(?:wasser|öl|fett|suppe|tee|kaffee|milch|dampf|brühe|soße|sauce|fritteuse|kakao|glühwein|wachs) ~5 (?:verbrüht|drüber|darüber|geschüttet|gekippt|übergeschüttet|umgekippt|ausgekippt|gelaufen|gespritzt|über)|(?:öl|fett|frittierfett) ~4 verbrannt|heißes fett|brennendes öl|(?:öl|fett|fritteuse|frittierfett|topf) ~3 (?:über|auf) (?:mein|meine|meinen|sein|seine|seinen|ihr|ihre|ihren|das|den|die) ~2 (?:bein|beine|arm|arme|körper|gesicht|brust|bauch|hand|hände|rücken|oberschenkel|füße|fuß)',
      'stromschlag|[a-z]*stromunfall|hochspannungsunfall|brandmarke|vom blitz getroffen|blitzschlag|elektrischen schlag|(?:angefasst|gefasst|gegriffen|berührt|gekommen|gelangt) ~3 (?:an |in )?(?:die |das |den |ein |eine |einen )?(?:elektrisch[a-z]* )?(?:stromleitung|steckdose|[a-z]*oberleitung|starkstrom|hochspannung|stromkabel|kabel|leitung|sicherungskasten)|(?:stromleitung|steckdose|[a-z]*oberleitung|starkstrom|hochspannung|stromkabel|offenes kabel|offene leitung|kabel|leitung|stromkreis|sicherungskasten) ~4 (?:angefasst|gefasst|berührt|gelangt|reingefasst|gegriffen|gekommen|geraten|bekommen|gesteckt|geholt|gekriegt|abbekommen|gewischt|erwischt)|(?:strom|stromleitung|steckdose|oberleitung|starkstrom|hochspannung|stromkabel|kabel|leitung|sicherungskasten)[a-z]* ~5 (?:einen |nen |ne |eine )?(?:schlag|stromschlag|gewischt|geschossen)|(?:eine|einen|ne|nen) gewischt (?:bekommen|gekriegt)|elektrische verbrennung|strommarke|(?:hat |haben )?feuer gefangen|in flammen|(?:brennende|brennenden) (?:kleidung|haare)|rauchvergiftung|rauchgasvergiftung|rauchgas|(?:viel |dichten |schwarzen |giftigen )?(?:rauch|qualm|brandrauch|rauchgase?|dämpfe) ~3 (?:eingeatmet|abbekommen|inhaliert|geschluckt)|(?:in|ins|in das|in den|in die) (?:heiß|kochend|siedend|brodelnd)[a-z]* [a-z]*(?:wasser|öl|fett|suppe|milch|wachs) ~2 (?:gesteckt|gefasst|gegriffen|gefallen|getreten|gestiegen|gesetzt|gerutscht|gelangt)|(?:hustet|huste|spuckt) ~2 (?:schwarz|ruß)|ruß ~3 (?:in der nase|im mund|im gesicht|gehustet|spucke)',
      '(?:arme|beine|beide[n]? (?:arme|beine|hände|füße)|gesicht|augen|auge|augenbrauen|wimpern|haare|hals|genital[a-z]*|intimbereich|penis|hoden|scheide|vulva|po|hände|händen|handfläche[n]?|füße|füßen|fußsohle[n]?|ganze[rnms]? (?:hand|arm|bein|rücken|bauch|brust|körper|oberkörper|oberschenkel|unterarm|fuß)) ~4 (?:verbrannt|verbrüht|verätzt|verkohlt)|(?:verbrannt|verbrüht|verätzt|verbrennung[a-z]*|verbrühung[a-z]*|brandwunde[n]?|brandblase[n]?) ~4 (?:im gesicht|am gesicht|an den händen|an beiden händen|an den füßen|im intimbereich|an den genitalien|am hals|an den armen und|am ganzen|(?:am|an der|über den|über die|auf dem|auf der) (?:halben|halbe|ganzen|ganze) (?:rücken|bauch|brust|bein|arm|oberkörper|körper|seite|oberschenkel))',
      `(?:riesen|mega|krasse[rn]?|große[rn]?|riesige[rn]?|großflächige[rn]?|handtellergroße[rn]?|handflächengroße[rn]?|dicke[rn]?|fette[rn]?) ~2 (?:blasen|brandblasen|brandblase|blase|verbrennung[a-z]*|brandwunde[n]?)|blasen ~4 (?:vom|von der|bis zum|bis zur|über den ganzen|über die ganze|am ganzen|überall)|(?:ganze[rnms]?|komplette[rnms]?) (?:hand|handfläche|handinnenfläche|handrücken|arm|bein|rücken|bauch|brust|gesicht|oberschenkel|unterarm|fuß|fußsohle|finger) ~4 (?:verbrannt|verbrüht|blase[n]?|brandblase[n]?|verätzt)|(?:voll|voller) (?:brand)?blasen|größer als (?:eine|meine|seine|ihre|die) (?:hand|handfläche|handteller)|(?:blasen|blase|brandblase[n]?|verbrennung[a-z]*|verbrüht|verbrannt|verbrühung[a-z]*|brandwunde[n]?|rot)${commaGap(4)} (?:so groß wie|größer als|groß wie|wie) (?:zwei|beide|eine|meine|seine|ihre|die|ne|seine ganze|die ganze|meine ganze|eine ganze|ihre ganze) (?:hand|hände|handfläche[n]?|handteller|handflächen)|großflächig[a-z]*${commaGap(3)} (?:blasen|brandblasen|verbrannt|verbrüht|verbrennung[a-z]*|verbrühung[a-z]*|verätzt)`,
      `(?:schwer|schlimm|stark|übel|großflächig|schwerst|heftig|komplett|total) (?:verbrannt|verbrüht|verätzt)|ätzend[a-z]* ~6 (?:auge|augen|gesicht|haut|hand|hände|arm|arme|bein|beine|finger|fuß|füße)|verätzung[a-z]*|verätzt|${CAUSTIC} ~5 ${BODY_PART}|(?:[a-z]*reiniger|desinfektionsmittel|putzmittel|kalk|spülmaschinen ?(?:pulver|tab[a-z]*)|waschmittel) ~4 (?:ins auge|in die augen|ins gesicht|in den augen|im auge)`,
    ],
    sepsis: [
      'sepsis|blutvergiftung|septische[rn]? schock|urosepsis',
    ],
    meningitis: [
      'meningitis(?! ?(?:impfung|impf[a-z]*))|hirnhautentzündung|meningokokken|(?:flecken|ausschlag|punkte|pünktchen|rötung) ~4 (?:nicht|nich) (?:wegdrückbar|wegzudrücken|weg zu drücken)|nicht wegdrückbar|(?:flecken|fleckchen|[a-z]*ausschlag|punkte|pünktchen|rötung)(?: ,| [a-z0-9]+){0,5} (?:nicht|nich|kaum) (?:mehr )?(?:wegdrück[a-z]*|weggedrückt|wegdrückbar)',
    ],
    pregnancy: [
      'eileiterschwangerschaft|extrauteringravidität|präeklampsie|eklampsie|hellp|plazentaablösung|gebärmutterriss|nabelschnurvorfall',
    ],
    sick_child: [
      '(?:zwischen den rippen|rippen|brustkorb|unter den rippen|drosselgrube|kehle|brustbein|unter dem brustbein|haut am hals|am hals|halsgrube) ~4 (?:zieht sich|ziehen sich|eingezogen|einziehung[a-z]*|sinkt ein|zieht ein|ziehen ein|zieht es sich ein|reinzieht|zieht rein|reingezogen|einzieht)|(?:stöhn|grunz|ächz|japs)[a-z]* ~3 (?:beim|bei jedem|bei jeder) (?:atmen|ausatmen|einatmen|atemzug|atmung)|(?:rippen|sternum) ?einziehung[a-z]*|nasenflügel[a-z]* ~3 (?:blähen|bewegen|flattern|gehen)|nasenflügeln|stöhn[a-z]* beim atmen|grunz[a-z]* beim atmen|fontanelle ~3 (?:eingesunken|eingefallen|gewölbt|vorgewölbt|eingesackt|sieht eingesunken|tief|dick|prall)|(?:eingesunkene|eingefallene|gewölbte|vorgewölbte|pralle) fontanelle',
      '(?:keine|kaum|seit \\d+ stunden keine) nasse[n]? windel[n]?|windel[n]? ~4 (?:trocken|nicht (?:mehr )?nass|leer)|trockene windel[n]?|(?:schrill[a-z]*|hohe[sn]?|wimmernd[a-z]*|komisch[a-z]*) (?:schreien|schrei|weinen|wimmern)|schreit (?:ganz |so |total |sehr |voll )?(?:komisch |seltsam |ungewöhnlich )?(?:schrill|hoch|komisch)|(?:weint|schreit|wimmert|jammert|kreischt|quiekt|quietscht|brüllt|heult) ~5 (?:schrill|so hoch|ganz hoch|sehr hoch|hochfrequent|piepsig|gellend)(?= [,.?]|$| und)',
    ],
    self_harm: [
      `selbstmordgedanke[n]?|suizidgedanke[n]?|todesgedanke[n]?|suizidal[a-z]*|suizidgefährdet|lebensmüdigkeit|angst vor mir selbst|(?:wenn|dass) (?:es mich|ich) ~2 (?:nicht mehr|nicht|nie|gar nicht) (?:gäbe|gäb|geben würde|geboren wäre|geboren worden wäre|da wäre|hier wäre|existieren würde|existiert hätte|leben würde)|(?:wenn|falls) ich (?:nicht mehr|nimmer|weg) (?:wäre|wär|bin)(?= [,.?]|$| ~3 (?:besser|leichter|einfacher|glücklicher))|(?:besser|leichter|einfacher|glücklicher)${commaGap(3)} (?:wenn|falls) ich ~2 (?:weg|nicht mehr da|tot|nicht mehr hier|nicht mehr|nie geboren|gar nicht) (?:wäre|wär|bin|sei)|(?:niemand|keiner|keine sau|kein mensch|keinem) (?:würde|wird|würd) (?:es |mich )?(?:merken|vermissen|bemerken|auffallen|fehlen)|(?:niemand|keiner|kein mensch) (?:mich|sie|ihn) (?:vermissen|vermisst|merken|bemerken) (?:würde|wird|würd)|(?:wenn|falls) ich ~3 (?:nicht mehr|nie mehr|nie wieder) (?:aufwache|aufwachen würde|aufwachen|da bin|da wäre|hier wäre) ~4 (?:ok|okay|gut|egal|schön|besser|recht|nicht schlimm|eine erlösung|erlösung)`,
      `(?:mache|mach|machen|werde|will|möchte|wird|mach ich|mache ich) (?:heute|heut|jetzt|endlich|einfach|bald|heute nacht|morgen|diese nacht) schluss(?! mit (?:der arbeit|arbeiten|dem rauchen|ihm|ihr|dem|der))|(?:heute|heut|morgen|diese nacht|heute nacht|heut nacht|bald|jetzt|gleich) ~2 (?:mach|mache|tu|tue|zieh|ziehe) ich(?:s|\'s| es| das)(?: durch| wirklich)?(?= [,.?]|$| und)|(?:nicht mehr|nie mehr) (?:da|hier|am leben|auf der welt) (?:sein|zu sein) (?:will|möchte|mag|wollte|würde|wolle|werde|wird)|(?:bin|ist) (?:dann )?(?:mal )?weg${commaGap(2)} für immer|weg (?:ist|sei|bin|wäre)(?: ,)? für immer|für immer weg (?:ist|sei|bin|wäre)|(?:nicht|nich|nie) mehr (?:aufstehen|aufwachen) (?:will|möchte|wollen)(?: ,)? für immer|(?:verletze|verletzt|verletzen|verletzte) (?:mich|sich) ~3 (?:selbst|absichtlich|mit (?:einer|der|dem|nem|ner) (?:klinge|rasierklinge|schere|messer|scherbe|zigarette|feuerzeug)|jeden (?:tag|abend)|täglich|ständig|wieder)|(?:mir|mich|sich) ~3 (?:in den|in die|in meinen|in meine|in seinen|in ihren) (?:arm|arme|unterarm|handgelenk|bein|beine|oberschenkel|bauch) ~2 (?:geschnitten|geritzt|geschlitzt)(?= ~3 (?:wieder|diesmal|tiefer|absichtlich))`,
      '(?:mich|sich|mir) ~3 (?:geritzt|ritz[a-z]*)|ritz[a-z]* (?:mich|sich|mir|dich)|geritzt|ritze mich|ritzt sich|ritzen mich|ritzt mich|ritzte mich|ritze mir|ritzt ihr|ritzen sich|ritzen|bring mich um|bringe mich um|bringt sich um|(?:bringt|bringen|bringe) sich ~4 um(?= [,.?]|$| und| weil| wenn)|(?:ich|i) (?:bringe|bring) mich ~4 um(?= [,.?]|$| und| weil| wenn)|umbring[a-z]*|umzubringen|pulsadern|(?:schneide|schneidet|schnitt|verbrenne|verbrennt) (?:mich|sich) ~3 (?:absichtlich|selbst|mit absicht|wieder|mit (?:der|einer) (?:klinge|rasierklinge|zigarette|scherbe))',
      `lebensmüde|(?:müde|satt|überdrüssig) (?:vom|des) leben[s]?(?! (?:mit|als|in|auf|im|zwischen|zu))|lebenssatt|(?:genug|die nase voll) vom leben|todeswunsch|freitod|selbsttötung|(?:gegoogelt|recherchiert|nachgelesen|gesucht|nachgeschaut)${listGap(4)} (?:tödliche dosis|wie viele ~2 (?:tabletten|pillen) ~2 (?:tödlich|reichen))|(?:messer|klinge|rasierklinge|strick|seil|waffe|pistole) ~3 (?:schon )?(?:neben mir|griffbereit|bereitgelegt|bereit gelegt|liegen bereit|liegt bereit)|(?:bin|sei|wäre) ~4 im weg|(?:bald|dann|endlich) ~2 (?:habt|hast|haben) (?:ihr|du|sie|alle) (?:endlich )?ruhe|ruhe vor mir|überdosis ~3 (?:gesammelt|zusammengesammelt|gespart|gehortet|zusammen)|(?:will|werde|möchte|plane) ~4 (?:eine )?überdosis (?:nehmen|zu nehmen)|schluss mit (?:allem|dem leben|meinem leben)|(?:hat|macht) (?:doch |eh |einfach |echt )?(?:alles|das alles|das leben|mein leben|es) (?:doch |eh |einfach )?keinen sinn mehr|(?:schneide|schneid|schneidet|verbrenne|verbrennt|ritze|ritzt) (?:mich|sich) (?:jeden tag|täglich|ständig|regelmäßig|seit wochen|seit monaten|immer wieder|oft|jede nacht|jeden abend)`,
      '(?:will|möchte|mag|kann|wollte|wolle) ~2 (?:nicht|nich) mehr leben|(?:nicht|nich) mehr (?:leben|weiterleben) (?:will|möchte|mag|kann|wolle|wollte)|(?:sterben|tot sein) (?:will|möchte|wolle|wollte|würde)|besser(?: dran)?(?: ,)? wenn ich ~2 (?:weg|nicht mehr da|tot|nicht mehr hier|nicht mehr) (?:wäre|bin|sei)|wenn ich ~2 (?:weg|nicht mehr da|tot|nicht mehr hier) (?:wäre|bin|sei)(?: ,)? ~4 besser|(?:keine[n]?|null|kein) (?:lust|bock|kraft|nerv|energie|grund|sinn|motivation) (?:mehr )?(?:zu|zum|auf|aufs|auf das|auf dieses|auf mein|auf dies|am|im) (?:leben|weiterleben)|keinen (?:sinn|grund) mehr (?:zu leben|im leben|zum leben|am leben)|kein(?:en)? (?:sinn|grund) (?:mehr )?(?:zu leben|zum leben|im leben|am leben)|das leben (?:hat )?keinen sinn mehr',
      '(?:will|möchte|wünschte|wünsche|würde am liebsten|möchte am liebsten) (?:mir )?(?:einfach |nur |noch |nur noch |lieber |am liebsten |jetzt |endlich ){0,3}(?:zu )?sterben|(?:will|möchte) (?:einfach |nur |einfach nur )?tot sein|(?:wünsche|wünscht|wünschte|wünsch) (?:mir|sich) ~3 tot (?:zu sein|sein|wäre|wär)|am liebsten tot (?:sein|wäre|wär)|wäre (?:lieber|besser) tot|wären ~2 besser (?:dran )?ohne mich|besser (?:dran )?ohne mich|ohne mich ~2 besser dran|(?:niemand|keiner|keine sau) (?:würde|wird) mich (?:vermissen|vermisst)',
      '(?:mir|sich) das leben (?:zu )?nehmen|(?:von|vor|aus|unter) (?:der|einer|die|eine|nem|ner|dem|den|einen|einem|das|ein) (?:brücke|hochhaus|dach|zug|balkon|fenster|klippe|ubahn|u bahn|s bahn|lkw|bahn|gleise) (?:zu )?(?:springen|werfen|stürzen|legen|runterspringen|hinunterspringen|runterzuspringen)|(?:er|sie|ich) (?:einfach |endlich |jetzt |bald |heute )?schluss machen (?:will|wolle|möchte|werde|wird)|(?:er|sie|ich) (?:will|möchte|wolle|werde|wird) (?:einfach |endlich |jetzt |bald |heute )?schluss machen(?! mit)|(?:mir|sich) (?:etwas|was) (?:antue|antut|angetan)|(?:denke|denk|dachte|gedacht|überlege|überlegt|plane|geplant|will|möchte|werde|würde|angst|droht|gedroht|könnte|wollte|versucht|kurz davor|gedanken) ~3 (?:, )?(?:mir|sich|mich) (?:etwas|was) (?:an|anzutun|antun)|(?:von|vor) (?:der|einer|die|eine|nem|ner) (?:brücke|hochhaus|dach|zug) (?:springen|zu springen|werfen|stürzen)|(?:einschlafen und|will|möchte) nicht mehr aufwachen|für immer (?:einschlafen|schlafen)|(?:will|möchte|wünsche mir) (?:einfach |nur |einfach nur |nur noch |einfach nur noch )?(?:, )?dass (?:alles|es endlich|das alles|es) (?:aufhört|vorbei ist|endet|ein ende hat)|verabschiedet ~5 (?:für immer|endgültig)|als (?:wäre|würde|sei) (?:es|er|sie) ~2 (?:für immer|das letzte mal|nie wieder)|schluss machen mit (?:allem|dem leben|meinem leben)|(?:mache|mach|werde) ich schluss(?! mit (?:ihm|ihr|dem|der|meinem|meiner|deinem|deiner))|mache schluss(?! mit (?:ihm|ihr|dem|der|meinem|meiner|deinem|deiner))|allem ein ende (?:setzen|machen|bereiten)|(?:alles|das alles|mein leben) (?:beenden|zu beenden)(?! mit (?:ihm|ihr|dem|der|den|meinem|meiner|deinem|deiner|seinem|seiner|ihrem|ihrer|unserem|unserer|einem|einer))|(?:meinem|dem|seinem|ihrem) leben ein ende',
      `(?:vor|unter) (?:den|einen|die|eine|nen|ne|das|ein) (?:zug|ubahn|u bahn|s bahn|lkw|laster|bus|auto|straßenbahn|tram|bahn|güterzug) ~2 (?:zu )?(?:springen|springe|springt|sprang|werfen|werfe|wirft|laufen|laufe|läuft|legen|lege|stellen|stelle|schmeißen)|(?:will|möchte|würde am liebsten|wünschte|wünsche mir) ~3 (?:verschwinden|weg sein|nicht mehr da sein|nicht mehr existieren|nicht mehr hier sein)|für immer (?:verschwinden|weg sein)|verschwinden ~2 für immer|(?:bin|sei|wäre|bin nur|bin doch nur) ~3 (?:eine |nur eine |nur noch eine )?(?:last|belastung|bürde)(?! (?:für (?:den|die) (?:rücken|knie|gelenke)))|(?:falle|fall|falle allen|falle euch) ~2 zur last|(?:fühle mich|fühl mich|fühlt sich|fühlt er sich|fühlt sie sich) ~2 (?:als|wie) (?:eine )?(?:last|belastung|bürde)|(?:will|möchte|kann|wollte) ~2 (?:nicht|nich) (?:mehr )?weiterleben|(?:alles|das leben|mein leben) (?:hat|macht) keinen sinn mehr|nichts (?:hat|macht) mehr (?:einen )?sinn|wünschte${commaGap(3)} (?:tot|nie geboren|nicht geboren)|(?:wäre|ist|wär) (?:es |mir )?(?:mir |es )?(?:egal|wurscht|recht|lieber)${commaGap(2)} (?:wenn|ob|falls) ich ~4 (?:sterbe|sterben würde|tot wäre|nicht mehr aufwache|überfahren werde|nicht mehr lebe|draufgehe)|(?:egal|wurscht|scheißegal) ~4 ob ich (?:lebe|sterbe|draufgehe)|(?:springen|springe|runterspringen|runterspringe) ~3 (?:brücke|dach|hochhaus|balkon|fenster)(?! ~4 (?:ins wasser|in den fluss|in den see|ins becken|in den pool))|(?:sagt|sagte|gesagt|meint|meinte|schreibt|schrieb|geschrieben) ~3 ohne (?:ihn|sie) ~3 (?:besser|glücklicher|leichter|einfacher)`,
      'abschieds(?!feier|party|geschenk|essen|fest|kuss|umtrunk|karte|spiel|tour|konzert|vorstellung)[a-z]+|(?:war|wars|war\'s) schön mit euch|lebt wohl|leb wohl|(?:verschenkt|verschenken|verschenke|verschenkte|weggegeben|verteilt) ~4 (?:seine|ihre|meine|alle)? ?(?:sachen|lieblingssachen|besitz|habseligkeiten|alles|sammlung)|(?:sachen|lieblingssachen|besitz|habseligkeiten|spielkonsole|playstation|xbox|konsole|gitarre|laptop|schmuck|sammlung|lieblings[a-z]+) ~4 (?:verschenkt|weggegeben|verschenken|verteilt)|(?:bald|nicht mehr lange|demnächst|nie mehr|nie wieder) ~3 (?:keine )?(?:sorgen|gedanken) (?:mehr )?um (?:mich|ihn|sie|uns)',
      '(?:denke|denk|denkt|dachte|denken)(?: (?:nur|immer|ständig|dauernd|oft|viel|noch|wieder|jeden tag|häufig|mehr|so|total|echt|ernsthaft|darüber|daran)){0,3} (?:ans|an das|übers|über das|an den|an|über) (?:sterben|tod(?! (?:meine[rsn]?|seine[rsn]?|ihre[rsn]?|von|des|der|unsere[rsn]?|eurer|deine[rsn]?))|selbstmord|suizid|umbringen|aufhören zu leben)|(?:wünsche|wünscht|wünschte|will|möchte|hoffe|hoffte|würde gern|würde gerne|am liebsten|einfach) ~4 (?:nicht|nie) (?:mehr|wieder) (?:aufzuwachen|aufwache|aufwachen)|(?:sehe|seh|sieht|finde|gibt) ~2 keinen ausweg|kein ausweg mehr|ausweglos|(?:bald|morgen|dann|heute|nicht mehr lange) ~2 nicht mehr (?:da|hier|am leben) (?:sein|ist|bin|wäre|sei)|(?:arme|arm|handgelenk[e]?|pulsadern|unterarm[e]?|beine|oberschenkel) ~3 (?:aufgeschnitten|aufgeritzt|aufgeschlitzt)|(?:wären|wäre|sind|ist|wär|waren) ~3 ohne mich ~2 (?:besser|glücklicher|leichter|einfacher|freier)|ohne mich ~3 (?:besser|glücklicher|leichter|einfacher)(?: (?:dran|leben|sein))?',
    ],
    other_emergency: [
      // Drowning, or nearly: the water is the emergency, whatever the breathing is like now.
      'ertrunken|ertrinkt|ertrinken|beinahe ertrunken|fast ertrunken|(?:war|lag|trieb|treibt|ist|isch) ~3 unter (?:wasser|wasser gsi)|(?:aus dem|ausm|us em) (?:wasser|pool|becken|see|schwimmbad|teich|bach|fluss) ~2 (?:gezogen|geholt|gefischt|rausgezogen|zoge|gholt|usezoge)|(?:im|in den|ins|in der|in einem|in nem) (?:pool|wasser|see|becken|schwimmbecken|schwimmbad|teich|badewanne|wanne|planschbecken|meer|fluss|bach|freibad|hallenbad|baggersee) ~3 (?:untergegangen|abgesoffen|versunken)|untergegangen ~8 (?:rausgezogen|rausgeholt|herausgezogen|herausgeholt|rausgefischt|gerettet)',
      'stromschlag|stromunfall|vom blitz getroffen|elektrischen schlag|(?:stromleitung|steckdose|[a-z]*oberleitung|starkstrom|hochspannung|stromkabel) ~4 (?:angefasst|gefasst|berührt|gelangt|reingefasst|gegriffen|gekommen|geraten|gesteckt)|hitzschlag|diabetisches koma|ketoazidose|unterkühlt ~3 (?:bewusstlos|reagiert|zittert nicht mehr|verwirrt)',
      '(?:bitte|schnell|sofort|brauche|brauchen|braucht|wir brauchen|ich brauche) ~2 (?:einen |den |nen |ne |die |einen )?(?:notarzt|krankenwagen|rettungswagen|rtw|rettungsdienst|rettung|ambulanz|notruf)|(?:unter|zwischen) (?:das|ein|den|einen|die|eine|nen) (?:auto|lkw|zug|bus|traktor|räder|maschine|straßenbahn|tram|laster) (?:geraten|gekommen|gefallen)|in (?:die|eine|ne) (?:maschine|presse|walze|kreissäge|häcksler|säge|fräse) (?:geraten|gekommen|gefallen)|(?:finger|daumen|hand|zeh|zehe|fuß|arm|bein|ohr)[a-z]* ~3 (?:ab|abgetrennt|abgerissen|abgeschnitten|abgequetscht|abgesägt|abgeschlagen)(?= [,.?]|$| und)|(?:notruf|112|144|911|999|notarzt|krankenwagen|rettungswagen|rtw|rettungsdienst|rettung|sanität|ambulanz|heli|rettungshubschrauber) ~2 (?:rufen|anrufen|gerufen|angerufen|wählen|gewählt|verständigt|kommt|ist unterwegs|alarmiert|holen|geholt)|(?:rufe|rufen|ruf|ruft|rufen sie|holt|holen sie|soll ich|sollen wir|sollte ich|muss ich) ~2 (?:den |die |einen |bitte )?(?:notruf|112|144|notarzt|krankenwagen|rettungswagen|rettungsdienst|rettung|sanität|ambulanz)',
      '(?:von einem|vom|von nem) (?:auto|lkw|bus|zug|motorrad|transporter|traktor) (?:angefahren|überfahren|erfasst|überrollt)|(?:auto|lkw|bus|zug|motorrad|transporter|traktor|wagen|laster|straßenbahn|tram|s bahn|ubahn|u bahn) (?:hat|hatte) (?:ihn|sie|mich|uns|(?:mein|meine|meinen|unser|unsere|unseren|seinen|seine|ihren|ihre|den|die|einen|eine|nen|ne) (?:[a-z]+ )?(?:sohn|tochter|kind|mann|frau|vater|mutter|papa|mama|opa|oma|bruder|schwester|freund|freundin|kleine[nr]?|fußgänger[a-z]*|radfahrer[a-z]*|junge[n]?|mädchen|nachbar[a-z]*|kollege[n]?|kollegin|enkel[a-z]*|partner[a-z]*|person|mensch|kumpel)) (?:erfasst|angefahren|überfahren|überrollt|mitgeschleift|umgefahren)|angefahren worden|überfahren worden|vom (?:dach|balkon|gerüst|leiter|baum|fenster) (?:gefallen|gfalln|gfallen|gstürzt|gestürzt|runtergefallen|runtergfalln|abigfalln|obagfalln|gekracht)|aus dem fenster gefallen|von der leiter gefallen|(?:dach|balkon|gerüst) gestürzt|messerstich|niedergestochen|(?:messer|klinge) ~3 (?:im|in den|in die) (?:bauch|brust|rücken|hals)|angeschossen|schusswunde|offene[rn]? (?:bruch|fraktur)|knochen ~3 (?:schaut|guckt|ragt|steht) ~2 (?:raus|heraus|hervor)|knochen ~2 (?:sichtbar|zu sehen|sieht man|raus|heraus)|(?:man sieht|sehe|sieht) (?:den |die )?knochen|abgetrennt|amputiert',
      '(?:kann|können) ~2 (?:die|seine|ihre|meine) (?:beine|arme) nicht (?:mehr )?(?:bewegen|spüren|fühlen)',
      `(?:schlangen|kreuzotter|otter|viper|vipern)biss|(?:von|durch) (?:einer|einem|ner) (?:schlange|kreuzotter|otter|viper) ~2 gebissen|blinddarm ~3 (?:geplatzt|durchgebrochen|durchbruch)|blinddarmdurchbruch|darmverschluss|bauch${listGap(8)} (?:bretthart|steinhart|brettharte?|hart wie (?:ein )?brett)|(?:brettharte[nrs]?|steinharte[nrs]?|bocksharte[nrs]?) (?:bauch|unterbauch|bäuchlein)|brettharte[rn]? bauch|hodentorsion|hodenverdrehung|priapismus|dauererektion|(?:erektion|steifer|ständer|latte) ~6 (?:seit|über|mehr als) ~2 (?:stunden|zwei stunden|drei stunden|vier stunden)|(?:seit|über) ~3 (?:stunden|zwei stunden|drei stunden|vier stunden) ~3 (?:erektion|steif)|erektion ~4 (?:geht nicht weg|nicht weggeht|hört nicht auf)|(?:\\d+|zehn|zwanzig|fünf|sechs|acht|mehrere|ein paar) (?:meter|m|stockwerke|stock|etagen) ~3 (?:abgestürzt|gestürzt|gefallen|runtergefallen|tief gefallen)|(?:abgestürzt|gestürzt|gefallen|runtergefallen|heruntergefallen|gefallen)${commaGap(3)} (?:\\d+|zehn|zwanzig|fünf|sechs|sieben|acht|neun|mehrere|ein paar) (?:meter|m|stockwerke|stock|etagen)|(?:beim wandern|beim skifahren|beim paragliden|beim klettern|beim bergsteigen|vom felsen|von der klippe|in die tiefe|in eine schlucht|den hang) ~3 abgestürzt`,
    ],
  },
  conditional: [
    // Round twenty-two: kinds of message read by what the visitor describes, not by one phrase.
    {
      // Better off without him, said with money or insurance ("wir wären mit dem Geld von der Versicherung besser dran als mit ihm").
      category: 'self_harm',
      nearby: true,
      pattern: `besser dran${gap(3)} (?:als mit|ohne) (?:mir|mich|ihm|ihn|ihr|sie|uns)|(?:wären|wärt|wärst|wäre|seid|sind|ist|bist|wärn)${gap(6)} besser dran(?= [,.?]|$| und| wenn| als| ohne)`,
      context: `versicherung[a-z]*|lebensversicherung|geld|erbe|ohne (?:mich|ihn|sie)|als mit (?:mir|ihm|ihr)|weg|brief[a-z]*|abschied[a-z]*|${UNREACHABLE}|${GOODBYE}`,
    },
    {
      // Letters left for the family, and then gone or not answering.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:briefe?|zettel|karten?|nachrichten) (?:an|für) (?:die|seine|ihre|meine|unsere|alle|jeden|jede|uns|mich|euch)${gap(3)} (?:geschrieben|hinterlassen|hingelegt|verfasst|gelegt|verschickt|geschickt)|(?:hat|hab|habe) ~3 (?:abschiedsbriefe?|briefe? an (?:die|alle|jeden) [a-z]+) ~2 (?:geschrieben|hinterlassen|verfasst)`,
      context: `${UNREACHABLE}|(?:ist|sind|war) ~4 weg(?= [,.?]|$| und)|besser dran|versicherung|${GOODBYE}`,
    },
    {
      // A plan and its date ("hab nen Plan und das Datum ist heute", "der Tag steht fest").
      category: 'self_harm',
      nearby: true,
      pattern: '(?:hab|habe|hätte|hat|hätt) ~2 (?:plan|entschluss|entschieden|beschlossen)(?= [,.?]|$| und)',
      context: '(?:datum|tag|zeitpunkt) ~2 (?:ist|steht|wäre|is|sei) ~2 (?:heute|morgen|heute nacht|heut)|(?:datum|tag|zeitpunkt) (?:hab|habe) ich (?:mir )?(?:festgelegt|ausgesucht|gewählt)|heute (?:ist|wäre|is) (?:der|das) (?:tag|datum)',
    },
    {
      // Garbled messages or a slurred voice on the phone, come on lately: speech signs of a stroke.
      category: 'stroke',
      nearby: true,
      pattern: `(?:schreibt|schrieb|tippt|tippte|textet|schickt|schickte|kommen|kommt)${gap(6)} (?:nur (?:noch )?)?(?:buchstabensalat|zeichensalat|kauderwelsch|wirres zeug|wirre sachen|unsinn|kraut und rüben|sinnlose[ns]? (?:zeug|wörter|sätze|nachrichten))|buchstabensalat|(?:sms|nachrichten|whatsapps?|mails?|texte) ohne (?:sinn|zusammenhang)|(?:klingt|klang|hört sich|hörte sich)${gap(4)} (?:verwaschen|lallend|nuschelnd|nuschelig|undeutlich|verschliffen|wie betrunken)`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?:ner|einer|\\d+|zwei|drei|heute|vorhin|dem|heut)|heute|gerade|grad|eben|jetzt|vorhin|telefon|whatsapp|sms|opa|oma|vater|mutter|papa|mama|mann|frau|wohnt allein|nüchtern|nichts getrunken',
    },
    {
      // Half the field of sight gone, or the starts or ends of words missing when reading.
      category: 'stroke',
      pattern: `(?:linke|rechte|eine|die) (?:hälfte|seite) ~3 (?:sehfeld[a-z]*|gesichtsfeld[a-z]*|blickfeld[a-z]*|sichtfeld[a-z]*)|(?:sehfeld|gesichtsfeld|blickfeld|sichtfeld)[a-z]*${gap(4)} (?:fehlt|fehlen|weg|schwarz|dunkel|ausgefallen|halbiert|nur halb)|(?:fehlen|fehlt|sehe ich nicht|seh ich nicht)${gap(5)} (?:die |der )?(?:wortanfänge|wortanfang|wortenden|wortende)|(?:beim lesen|lesen)${gap(4)} (?:fehlen|fehlt|sehe ich nicht|seh ich nicht) ~2 (?:die |der )?(?:hälfte|linke hälfte|rechte hälfte|anfänge|enden)|(?:wortanfänge|wortenden) ~3 (?:fehlen|weg|nicht sehen|sehe ich nicht)`,
      context: ANY_CLAUSE,
    },
    {
      // Bumping or scraping things on one side, or stumbling to one side.
      category: 'stroke',
      nearby: true,
      pattern: `(?:stolpert|stolperte|torkelt|torkelte|taumelt|taumelte|schwankt|schwankte|driftet|eiert|zieht es (?:ihn|sie|mich)|stolpere|torkle|taumle)${gap(4)} (?:immer |ständig |dauernd )?(?:nach|zur) (?:rechts|links|rechten seite|linken seite)|(?:rechts|links) (?:an |gegen )?${gap(2)}(?:gestreift|geschrammt|angeeckt|angestoßen|angerempelt|touchiert|gerammt)|(?:streift|streifte|schrammt|rempelt|eckt|touchiert)${gap(5)} (?:rechts|links|auf der rechten seite|auf der linken seite)`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit|heute|gerade|grad|eben|jetzt|vorhin|stolper[a-z]*|torkel[a-z]*|taumel[a-z]*|schwank[a-z]*|türrahmen|tür|dann (?:den|die|das)|müde|komisch|nicht wie sonst',
    },
    {
      // A limb on one side that feels like someone else's, or as if dead.
      category: 'stroke',
      pattern: `(?:arm|bein|hand|fuß|seite|gesichtshälfte|körperhälfte)${gap(4)} (?:fühlt|fühlte) sich ~2 (?:an )?(?:wie )?(?:nicht (?:meins|meiner|meine|mir|zu mir gehörig)|fremd|wie fremd|wie tot|abgestorben|wie ein fremdkörper|wie aus holz|wie watte)|(?:arm|bein|hand|fuß)${gap(3)} (?:gehört|gehörte) (?:nicht|nich) (?:mehr )?(?:zu mir|mir)|(?:arm|bein|hand|fuß) ~2 wie (?:nicht meins|fremd|von jemand anderem|von wem anders)`,
      context: '(?:linke[nrms]?|rechte[nrms]?|links|rechts|halbseitig|einseitig|(?:ur)?plötzlich|auf einmal|umgekippt|gestürzt|hingefallen|hoch|seit)',
    },
    {
      // A small object played with, then coughing without end or a whistle on breathing: something breathed in.
      category: 'breathing',
      nearby: true,
      pattern: `hustet${gap(3)} (?:seitdem|seither|ununterbrochen|dauernd|ständig|pausenlos|wie verrückt|ohne pause|die ganze zeit|durchgehend|nonstop)|(?:pfeift|pfeifen|rasselt|giemt|fiept|keucht|röchelt|quietscht)${gap(3)} (?:beim|bei jedem) (?:atmen|einatmen|ausatmen|atemzug|luft holen)|(?:atmet|atmung)${gap(3)} (?:pfeifend|rasselnd|keuchend|giemend|röchelnd|quietschend)`,
      context: 'lego[a-z]*|playmobil|murmel[n]?|perle[n]?|erdnuss|erdnüsse|knopf|münze[n]?|[a-z]*spielzeug[a-z]*|kleinteil[a-z]*|steinchen|weintraube[n]?|traube[n]?|popcorn|bonbon[s]?|kronkorken|luftballon[a-z]*|verschluckt|eingeatmet|in den hals|in die luftröhre|aspiriert|im mund gehabt',
    },
    {
      // Tablets taken all at once or in tens ("alle meine Antidepressiva reingeworfen", "so 40 Stück").
      category: 'overdose_poisoning',
      pattern: `(?:alle|die ganze[n]?|ganze|sämtliche|die restlichen|den rest)${gap(3)} ${PILLS}${gap(3)} (?:reingeworfen|eingeworfen|reingehauen|reingepfiffen|reingeschmissen|reingeballert|reingezogen|runtergeschluckt|runtergespült|auf einmal (?:genommen|geschluckt))|(?:reingeworfen|eingeworfen|reingehauen|reingepfiffen|reingeschmissen|reingeballert|runtergeschluckt|runtergespült|geschluckt|eingenommen|genommen)${gap(3)} (?:so |ca |etwa |ungefähr |über |mindestens |bestimmt )?(?:[1-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig|hundert) (?:stück|tabletten|pillen|kapseln)|(?:[1-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig|hundert) (?:stück|tabletten|pillen|kapseln)${gap(3)} (?:reingeworfen|eingeworfen|reingehauen|reingepfiffen|runtergeschluckt|geschluckt|eingenommen|genommen)`,
      context: ANY_CLAUSE,
    },
    {
      // A child who drank or ate an opioid, a sedative or a drug: dangerous in any amount.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:methadon|polamidon|l ?polamidon|subutex|buprenorphin|tilidin|tramadol|codein|kodein|morphin|oxycodon|fentanyl|opioid|opiat|heroin|kokain|ecstasy|mdma|cannabis|haschisch|hasch|thc|edible|ketamin|benzo|diazepam|valium|tavor|lorazepam|xanax|alprazolam|clonidin|amitriptylin)[a-z]*${gap(3)} (?:getrunken|ausgetrunken|geschluckt|gegessen|aufgegessen|erwischt|genascht|geleckt|genommen|verschluckt|gekaut|abgeleckt|in den mund)`,
      context: CHILD,
    },
    {
      // A food allergen, itching all over, then vomiting, limp or pale: anaphylaxis in a child too.
      category: 'anaphylaxis',
      nearby: true,
      pattern: `(?:[a-z]*nüsse[n]?|[a-z]*nuss|erdnuss[a-z]*|cashew[a-z]*|mandel[n]?|pistazie[n]?|sesam|garnele[n]?|shrimps?|krabben|meeresfrüchte|fisch|eier|milch|kiwi|stich|gestochen|biene|wespe|antibiotik[a-z]*|penicillin|penizillin)${listGap(10)} (?:kratzt sich|kratzen sich|juckt|jucken|juckreiz|quaddeln|nesselsucht|nesselausschlag|ausschlag|rote flecken)(?: ~2 (?:überall|am ganzen körper))?`,
      context: `(?:(?:ganz|total|sehr|plötzlich|auf einmal) )?(?:schlapp|schlaff|blass|kreidebleich|kaltschweißig)|erbricht|erbrechen|erbrochen|übergibt|übergeben|kotzt|gekotzt|schwindel[a-z]*|umgekippt|ohnmächtig|kreislauf|benommen|apathisch`,
    },
    {
      // Does not respond when spoken to, shaken or pinched, in either word order.
      category: 'unconscious',
      pattern: `(?:reagiert|reagieren|reagierte)(?: (?:er|sie|es|der|die|das|mein[a-z]*|unser[a-z]*))?${gap(2)} (?:auf|bei) (?:ansprechen|ansprache|anreden|rufen|namen|rütteln|schütteln|kneifen|zwicken|schmerz[a-z]*|berührung|anfassen|klopfen|kaltes wasser|wasser|laute[ns]? [a-z]+)${gap(3)} (?:gar |überhaupt |fast |so gut wie |null |kaum )?(?:nicht|nich|kaum|null|nix|nichts|net|ned)|(?:auf|bei) (?:ansprechen|ansprache|rufen|rütteln|schütteln|kneifen|zwicken|schmerz[a-z]*|berührung) (?:reagiert|reagierte|reagieren)(?: (?:er|sie|es))? (?:gar |überhaupt |so gut wie )?(?:nicht|nich|kaum|null|net|ned)`,
      context: ANY_CLAUSE,
    },
    {
      // Hardly to be woken ("krieg sie kaum wach", "nur mit Mühe zu wecken"), newly or while ill: not a deep sleeper.
      category: 'unconscious',
      nearby: true,
      pattern: `(?:krieg|kriege|kriegen|kriegt|bekomm|bekomme|bekommen|bekommt|kriag|kriagn)${gap(4)} (?:kaum|schwer|nur schwer|nur mit mühe|mit mühe|fast nicht|nur mühsam|mühsam|schlecht) (?:mehr |noch )?(?:richtig )?wach|(?:nur )?(?:mit mühe|mit viel mühe|mühsam|schwer|kaum|nur schwer) (?:mehr |noch )?(?:zu wecken|wach zu kriegen|wachzukriegen|wach zu bekommen|wachzubekommen|aufzuwecken|weckbar|wach zu halten|wachzuhalten)|(?:nicht|nich|kaum|schwer) (?:mehr |noch )?(?:richtig|so richtig|ganz) (?:zu wecken|wach zu kriegen|wachzukriegen|wach zu bekommen|wachzubekommen|aufzuwecken)`,
      context: '(?:ur)?plötzlich|auf einmal|seit|jetzt|heute|gerade|grad|nur noch|murmelt|stöhnt|lallt|reagiert|verwirrt|fieber|krank|erbrochen|erbricht|magen ?darm|dialyse[a-z]*|diabet[a-z]*|zucker|getrunken|tabletten|gestürzt|antwortet|brabbelt',
    },
    {
      // Woken, the eyes fall shut again at once: someone who cannot be kept awake.
      category: 'unconscious',
      nearby: true,
      pattern: `augen ~3 (?:sofort|gleich|direkt|immer|gleich wieder|sofort wieder|direkt wieder|immer wieder) (?:wieder )?zu|(?:schläft|pennt|döst|dämmert|nickt)(?: (?:er|sie|es))? (?:sofort|gleich|direkt|immer gleich|sofort wieder|gleich wieder) (?:wieder )?(?:ein|weg|weiter)|(?:macht|öffnet|schlägt) ~3 augen ~3 (?:auf|kurz auf) ~4 (?:schläft|pennt|döst|dämmert|fallen|sackt) ~2 (?:wieder|gleich|sofort)`,
      context: 'zu wecken|wach|weck[a-z]*|rütteln|rüttle|schütteln|schüttle|anspreche[n]?|ansprache|mühe|murmelt|reagiert',
    },
    {
      // After a blow to the head, asking the same thing again and again.
      category: 'head_injury',
      nearby: true,
      pattern: `(?:fragt|fragte|frägt|erzählt|sagt)${gap(3)} (?:alle (?:paar|\\d+|zwei|drei|fünf|zehn) (?:minuten|min|sekunden)|immer wieder|ständig|dauernd|andauernd|wieder und wieder|zigmal|pausenlos|x mal)(?: (?:das|die))? ~2 (?:gleiche|gleichen|dasselbe|dieselbe[n]?|selbe|selben)|wiederholt sich${gap(3)} (?:ständig|dauernd|immer|andauernd|alle (?:paar|\\d+|zwei|drei|fünf) minuten|pausenlos)`,
      context: `${HEAD_BLOW}|${FALL}`,
    },
    {
      // A bang or crack inside the head, at once: a thunderclap headache.
      category: 'sudden_headache',
      nearby: true,
      pattern: '(?:im|in (?:meinem|seinem|ihrem|dem)) (?:kopf|hinterkopf|schädel) ~3 (?:gekracht|geknallt|geplatzt|explodiert|peng|knall|bumm|gerissen|geblitzt|gezündet)|(?:gekracht|geknallt|geplatzt|explodiert|knall|peng) ~3 (?:im|in (?:meinem|seinem|ihrem|dem)) (?:kopf|hinterkopf|schädel)',
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|aus dem nichts|schmerz[a-z]*|kopfweh|weh|licht|erbrech[a-z]*|kotz[a-z]*|übergeb[a-z]*|liegt|nacken|schlimm[a-z]*',
    },
    {
      // Limp like a rag doll, arms and legs hanging down.
      category: 'sick_child',
      nearby: true,
      pattern: `wie (?:eine |ein )?(?:stoffpuppe|puppe|lumpenpuppe|gummipuppe|marionette|lappen|waschlappen|nasser sack|sack|nudel|pudding)|(?:arme|beine|ärmchen|beinchen|köpfchen|kopf|arm|bein)${listGap(3)} (?:hängen|hängt|baumeln|baumelt|fallen|fällt|plumpsen|sacken|sackt) ~2 (?:runter|herunter|schlaff|weg|nach unten|einfach runter|zur seite|kraftlos)`,
      context: CHILD,
    },
    {
      // Words lost or mixed up, come on lately ("findet die Worte nicht mehr", "verwechselt alle Wörter"): a stroke, not a long dementia.
      category: 'stroke',
      nearby: true,
      pattern: `(?:findet|finde|fand|findest)${gap(4)} (?:die |seine |ihre |meine )?(?:worte|wörter|wort)(?: ~2)? (?:nicht|nich|kaum|ned|net)|(?:sagt|sage|spricht|redet|benutzt)${gap(3)} (?:falsche|verdrehte|vertauschte|erfundene|verkehrte) (?:wörter|worte|sätze|begriffe)|verwechselt${gap(3)} (?:die |alle |ständig )?(?:wörter|worte|begriffe)|(?:wörter|worte|sätze) ~3 (?:durcheinander|verdreht|vertauscht)|(?:verdreht|vertauscht|verdrehte|vertauschte)${gap(3)} (?:die |alle )?(?:wörter|worte|begriffe|buchstaben|silben)|(?:spricht|redet|sprach|redete) ~3 in (?:halben|abgehackten|unvollständigen|abgebrochenen) sätzen|(?:kriegt|bekommt|bringt|kriege|bekomme|bringe) ~5 (?:keinen|kein) (?:satz|wort|ganzen satz|richtiges wort) (?:mehr )?(?:raus|heraus|zusammen)`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?!(?:jahren|monaten|langem|längerem|wochen|einiger zeit))[a-z0-9]+|heute|gerade|grad|eben|jetzt|vorhin',
    },
    {
      // A foot or leg dragged behind, newly ("schleift den linken Fuß nach", "kommt mit dem Fuß nicht mehr hoch").
      category: 'stroke',
      nearby: true,
      pattern: `(?:schleift|schleppt|schleife|schleppe|zieht|ziehe)${gap(2)} (?:das |den |sein |ihr |mein |ihn |es )?(?:linke[ns]? |rechte[ns]? )?(?:bein|fuß|ihn|es)? ?(?:hinter sich )?nach(?= [,.?]|$| und)|(?:bein|fuß) ~3 (?:schleift|nachgezogen|nachgeschleift)|(?:kommt|komme|kam) mit dem (?:linken|rechten) (?:fuß|bein) (?:nicht|nich|kaum|ned) (?:mehr )?hoch`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?!(?:jahren|monaten|langem|längerem|wochen|der op|der operation))[a-z0-9]+|heute|gerade|grad|eben|jetzt|vorhin',
    },
    {
      // Responds only to a pinch or a hard shake, or only with a groan.
      category: 'unconscious',
      nearby: true,
      pattern: `(?:nur|erst|bloß) ~4 (?:, )?(?:wenn|bei|auf) (?:ich |man |wir |er |sie )?(?:sie |ihn |es |ihm |ihr )?(?:kräftig |fest |stark |ganz fest )?(?:kneife|kneifen|kneift|zwicke|zwicken|schmerzreiz[a-z]*|rüttle|rütteln|schüttle|schütteln|anschreie|anschreien|laute[sm]? (?:anschreien|rufen|ansprechen)|laut rufe|laut anspreche)|(?:reagiert|reagierte) (?:nur (?:noch )?|bloß |höchstens )?(?:mit|durch) (?:stöhnen|brummen|murmeln|grunzen|zucken|wimmern|augenzucken)`,
      context: '(?:ur)?plötzlich|auf einmal|seit|jetzt|heute|gerade|grad|liegt|lag|atmet|schnarcht|röchelt|bewusstlos|fieber|krank|gestürzt|getrunken|tabletten|zucker|diabet[a-z]*|sonst (?:nichts|nix|gar nichts|keine reaktion)|augen|nur noch|(?:schläft|pennt|döst) ~2 (?:gleich|sofort|direkt) (?:weiter|wieder)',
    },
    {
      // Not to be woken, in southern and Swiss spellings ("mia kriagn d'Oma ned wach").
      category: 'unconscious',
      pattern: `(?:kriag|kriagn|kriagt|krieg|kriegen|kriegt|kriege|bekommen|bekommt|bekomme|bringen|bring|bringe)${gap(4)} (?:ned|net|nit|nöd|nid|nimma|nimmer|nüm|nümme) (?:mehr |meh )?wach`,
      context: ANY_CLAUSE,
    },
    {
      // Speech or walking "like a drunk" in someone sober, or speech like a hot potato in the mouth.
      category: 'stroke',
      nearby: true,
      pattern: `(?:spricht|redet|klingt|spreche|rede|sprach|redete|nuschelt|lallt)${gap(4)} wie (?:mit )?(?:einer |ner |einem |nem )?(?:heißen kartoffel|kartoffel|kloß|vollem mund|watte) ~2 (?:im mund|im hals)?|(?:spricht|redet|klingt|lallt|läuft|geht|torkelt|schwankt|wankt|laufe|gehe)${gap(3)} wie (?:ein |eine |einer )?(?:betrunken|besoffen|blau)[a-z]*`,
      context: '(?:nichts|nix) getrunken|trinkt (?:nie|keinen|nichts|nix|kein)|nüchtern|kein alkohol|keinen tropfen|(?:ur)?plötzlich|auf einmal|schlagartig|seit (?!(?:jahren|monaten|langem|längerem|wochen))[a-z0-9]+|kartoffel|kloß|watte',
    },
    {
      // Writing or holding things lost from one hand, come on lately ("kann nicht mehr schreiben, der Stift fällt ihm aus der Hand").
      category: 'stroke',
      nearby: true,
      pattern: `(?:fällt|fiel|fallen|rutscht|rutschte)${gap(2)} (?:ihm|ihr|mir) ~2 aus der hand|(?:kann|konnte)${gap(4)} (?:nicht|nich|ned) mehr (?:schreiben|unterschreiben|tippen|greifen|festhalten|zum mund (?:führen|bringen|heben))|(?:hand|arm|bein|fuß|finger) ~5 (?:gehorcht|gehorchen|gehorchte|gehorchten) (?:ihr |ihm |mir )?(?:nicht|nich|kaum)|(?:linke[ns]?|rechte[ns]?|einem) auge${gap(5)} (?:alles |plötzlich |ganz )?(?:schwarz|dunkel|blind)|(?:ein|einen|eine) (?:vorhang|schleier|schatten|rollo|jalousie) ~4 (?:vor|über) (?:dem|das|meinem|seinem|ihrem|einem) (?:linken |rechten )?auge`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?!(?:jahren|monaten|langem|längerem|wochen|der op|der operation|dem bruch))[a-z0-9]+|heute|gerade|grad|eben|jetzt|vorhin',
    },
    {
      // Slumped to one side in a chair, or an arm on one side hanging limp.
      category: 'stroke',
      nearby: true,
      pattern: `(?:hängt|hängen|hing|sackt|sackte|rutscht|rutschte|lehnt|kippt)${gap(4)} (?:schief )?(?:nach|zur) (?:rechts|links|rechten seite|linken seite|einer seite)|(?:linke|rechte)[rn]? (?:arm|hand|bein)${gap(3)} (?:baumelt|baumelte|hängt|hing|fällt|fiel|liegt|lag) ~3 (?:runter|herunter|schlaff|leblos|kraftlos|wie tot)`,
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit|heute|vorhin|arm|bein|hand|mund|gesicht|spricht|redet|lallt|rollstuhl|sessel|stuhl|sofa',
    },
    {
      // Takes in nothing any more after a collapse ("weggesackt und kriegt nichts mehr mit").
      category: 'unconscious',
      nearby: true,
      pattern: `(?:kriegt|bekommt|kriegte|bekam|kriegen|bekommen|kriagt)${gap(2)} (?:nichts|nix|gar nichts|überhaupt nichts|nischt) (?:mehr )?mit(?= [,.?]|$| und)`,
      context: 'weggesackt|gesackt|umgekippt|zusammengebrochen|zusammengesackt|weggekippt|liegt|lag|bewusstlos|(?:ur)?plötzlich|auf einmal|seit (?!(?:jahren|monaten|langem|längerem|wochen))[a-z0-9]+|jetzt|gerade|joint|getrunken|tabletten|drogen',
    },
    {
      // A child vomiting in a gush or after every feed, and weak or drying out.
      category: 'sick_child',
      nearby: true,
      pattern: `${CHILD}${listGap(8)} (?:erbricht|erbrach|kotzt|bricht|speit|spuckt)${gap(3)} (?:im schwall|schwallartig|in hohem bogen|nach jeder (?:mahlzeit|flasche|stillmahlzeit|mahlzeit))`,
      context: 'schlapp|schlaff|matt|apathisch|teilnahmslos|(?:trinkt|isst) (?:nicht|nichts|nix|kaum)|keine nasse|trocken|eingefallen|nimmt ab|abgenommen|kaum wach|wimmert',
    },
    {
      // Does not come round, in Swiss and southern spellings ("chunnt nöd zu sich").
      category: 'unconscious',
      pattern: `(?:chunnt|chunt|kunnt|kimmt|kummt|kommt|kam)${gap(2)} (?:nöd|ned|nid|nit|net|nimma|nümme|nüm) (?:meh |mehr )?(?:zu sich|zue sich|zu sech|zu sia|zu eahm)`,
      context: ANY_CLAUSE,
    },
    {
      // An arm or a leg that cannot be lifted any more, in Swiss and southern spellings, come on lately.
      category: 'stroke',
      nearby: true,
      pattern: `(?:arm|arme|bei|bein|hand|fuess|fuß|oam|hond)${gap(2)} (?:nüm|nümme|nimmer|nimma|ned meh|nöd meh|nid meh|ned mehr|net mehr) (?:lüpfe|lüpfa|lupfe|lupfa|hebe|heba|hebn|heben|bewege|bewegn|spüre|spürn|halte|haltn)`,
      context: '(?:ur)?plötzlich|plötzli|uf eimal|uf einisch|auf oamoi|sit|seit|hüt|heut|heit|zmittag|zmorge|jetzt|grad|vorhin|friah',
    },
    {
      // Falling asleep in the middle of a sentence or a meal, newly: drowsiness that is no longer sleep.
      category: 'unconscious',
      nearby: true,
      pattern: 'mitten (?:im|beim) (?:satz|gespräch|reden|sprechen|essen|telefonat) (?:ein|weg)?(?:schläft|schlief|pennt|nickt|döst|einschläft|einschlief|wegnickt|wegdöst|wegpennt|eingeschlafen|weggenickt)|(?:schläft|schlief|pennt|nickt|döst) ~2 mitten (?:im|beim) (?:satz|gespräch|reden|sprechen|essen|telefonat) (?:ein|weg)',
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?!(?:jahren|monaten|langem|längerem|wochen))[a-z0-9]+|heute|gerade|grad|jetzt|vorhin|schläfrig|benommen|verwirrt|fieber|zucker|diabet[a-z]*|tabletten|gestürzt',
    },
    {
      // A baby or small child with a fever who only whimpers or cannot be settled.
      category: 'sick_child',
      nearby: true,
      pattern: `${CHILD}${listGap(8)} (?:schreit|weint|wimmert|jammert) (?:nur (?:noch )?)?(?:wimmernd|kläglich|schwach|ganz schwach|leise wimmernd|ununterbrochen|ohne pause|seit stunden|stundenlang|nur noch)|${CHILD}${listGap(8)} lässt sich (?:gar |überhaupt )?(?:nicht|nich|kaum) (?:mehr )?beruhigen`,
      context: FEVER,
    },
    {
      // A payout from a life insurance named as what the family would be left with, and then gone.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:lebensversicherung|versicherung)${gap(6)} (?:abgesichert|versorgt|ausgesorgt|genug geld|besser dran)|(?:abgesichert|versorgt|ausgesorgt) ~4 (?:lebensversicherung|versicherung)`,
      context: `${UNREACHABLE}|(?:ist|sind|war) ~4 weg(?= [,.?]|$| und)|weggefahren|verschwunden|abschied[a-z]*|brief[a-z]*|nicht mehr da|sterben|umbringen|${GOODBYE}`,
    },
    {
      // How and when decided ("hab nen Plan, wie ich es mache", "ich weiß jetzt wie und wann").
      category: 'self_harm',
      nearby: true,
      pattern: '(?:hab|habe|hat|hätte) ~2 (?:plan|entschluss) (?:, )?(?:wie|wann) (?:ich|er|sie) (?:es|das) (?:mache|mach|tue|tu|tut|macht|anstelle|anstellt|beende|beendet)|(?:weiß|weiss|weis) (?:jetzt |nun |endlich |schon )?(?:genau )?(?:wie und wann|wann und wie|wann und wo|wie und wo)(?= [,.?]|$| es| alles)',
      context: 'heute|morgen|heute nacht|heute abend|bald|wochenende|tabletten|seil|brücke|vorbereitet|bereit|geregelt|abschied[a-z]*|sorry|entschuldig[a-z]*|tut mir leid',
    },
    {
      // Away tomorrow, with a will, things given away or a goodbye: a plan.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:morgen|übermorgen|heute nacht|bald|am wochenende|dann) (?:bin ich|ist er|ist sie) (?:weg|nicht mehr da|nicht mehr)(?= [,.?]|$| und)|(?:bin|ist) (?:ich |er |sie )?(?:morgen|bald|übermorgen) (?:weg|nicht mehr da)(?= [,.?]|$)',
      context: `testament|verschenkt|vermacht|weggegeben|abschied[a-z]*|für immer|nicht traurig|keine sorgen|${GOODBYE}`,
    },
    {
      // After a fall or a blow to the head, growing more drowsy or confused.
      category: 'head_injury',
      nearby: true,
      pattern: '(?:wird|werden|wurde) (?:immer |zunehmend |ganz |jetzt )*(?:schläfriger|müder|benommener|verwirrter|apathischer|komischer)|(?:immer|zunehmend) (?:schläfriger|müder|benommener|verwirrter|apathischer)',
      context: `${HEAD_BLOW}|${FALL}`,
    },
    {
      // Vomiting said as "gebrochen" after a blow to the head ("hat danach gebrochen").
      category: 'head_injury',
      nearby: true,
      pattern: '(?:hat|hatte|haben|hab) (?:(?:danach|dann|seitdem|seither|zweimal|dreimal|mehrmals|schon|auch|gleich|sofort|jetzt|gerade|einmal|mehrfach|heftig|im schwall) ){0,3}gebrochen(?= [,.?]|$| und)',
      context: HEAD_BLOW,
    },
    {
      // Spoken to, shaken or pinched, and nothing: the answer told after the attempt.
      category: 'unconscious',
      pattern: `(?:angesprochen|angeschrien|gerüttelt|geschüttelt|gekniffen|gezwickt|gerufen|angestupst|geweckt)${listGap(4)} (?:nichts|nix|keine reaktion|null reaktion|gar nichts|überhaupt nichts|nichts passiert|keine antwort)(?= [,.?]|$)|(?:macht|tut|sagt|zeigt|regt sich|rührt sich|reagiert)${gap(2)} (?:nichts|nix|gar nichts|keinen mucks|kein mucks|nicht)(?: ,)? (?:wenn|als|obwohl) (?:ich|wir|man) (?:sie |ihn |es |ihm |ihr )?(?:laut )?(?:anspreche|ansprechen|rüttle|rütteln|schüttle|schütteln|kneife|kneifen|rufe|rufen|anschreie|anstupse|klopfe|klopfen|wecke|wecken)`,
      context: ANY_CLAUSE,
    },
    {
      // Found face down in water, or pulled out of it: drowning, even if breathing again.
      category: 'other_emergency',
      nearby: true,
      pattern: `(?:lag|liegt|trieb|treibt|gelegen|getrieben|gefunden|dümpelte|hing)${gap(5)} (?:im|unter|unterm|in der|in einem|in ihrem|in seinem) (?:wasser|pool|teich|see|becken|badewanne|wanne|planschbecken|gartenteich|schwimmbecken|bach|fluss|schwimmbad)|mit dem (?:gesicht|kopf) ~2 (?:im|unter|ins|unterm) (?:wasser|pool|teich|becken|badewanne|planschbecken)|(?:aus dem|ausm|aus der) (?:wasser|pool|teich|becken|badewanne|planschbecken|see) ~2 (?:gezogen|gefischt|geholt|rausgeholt|rausgezogen)`,
      context: 'gesicht|kopf (?:unter|nach unten)|bauch|regungslos|reglos|leblos|unbeobachtet|hustet|husten|blau|blass|atmet|erbricht|bewusstlos|schlaff|gezogen|rausgezogen|rausgeholt',
    },
    {
      // A tearing pain in the belly or back with cold sweat or near collapse: a torn aorta.
      category: 'other_emergency',
      nearby: true,
      pattern: `(?:bauch|rücken|bauchschmerz[a-z]*|rückenschmerz[a-z]*|oberbauch|unterbauch|flanke[n]?)${listGap(5)} (?:wie )?(?:reißend|zerreißend|zerrissen|wie ein reißen|reißt)[a-z]*|(?:reißend|zerreißend)[a-z]* ~4 (?:bauch|rücken)`,
      context: 'kaltschweiß[a-z]*|schweißgebadet|kalte[rnm]? schweiß|(?:ur)?plötzlich|schlagartig|weggekippt|umgekippt|ohnmächtig|blass|grau|kollabiert|zusammengebrochen|schwarz vor augen|puls',
    },
    {
      // A temperature taken in the bottom, the ear or the armpit of a baby under three months ("rektal 38,2").
      category: 'sick_child',
      nearby: true,
      pattern: '(?:rektal|im po|unterm arm|im ohr|axillär|axillar|oral|im mund|an der stirn) (?:gemessen )?(?:3[89]|4[0-2])',
      context: INFANT,
    },
    // Self-harm: sitting in a car in a closed garage with the engine running.
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:sitz|sitze|sitzt|sitzen|hock|hocke|hockt|lieg|liege|liegt|bin|ist|warte|wartet) ~3 (?:im|in dem|in meinem|in seinem|in ihrem|in unserem) (?:auto|wagen|pkw|karre) ~2 (?:in der|in die|in unserer|in meiner|in seiner|in ihrer) garage|(?:sitz|sitze|sitzt|hock|hocke|hockt|bin|ist) ~3 in der garage ~3 (?:im|in dem|in meinem|in seinem|in ihrem) (?:auto|wagen|pkw|karre)|schlauch ~5 (?:auspuff|abgas[a-z]*) ~5 (?:auto|wagen|fenster|innenraum)',
      context: '(?:motor|auto|wagen|karre) ~2 (?:läuft|lauft|an|laufen lassen|angelassen|angemacht|brummt)|(?:tor|garagentor|türen) ~2 (?:zu|geschlossen|abgeschlossen)|abgas[a-z]*|auspuff|schlauch',
    },
    // Bleeding: blood running into a boot or a shoe, or a limb already tied off.
    {
      category: 'severe_bleeding',
      nearby: true,
      pattern: '(?:blut|es) (?:läuft|lauft|fließt|fliesst|sammelt sich|steht|suppt|quillt) (?:mir |ihm |ihr )?(?:schon )?(?:in den|in die|ins|im|in meinen|in seinen|in ihren) (?:stiefel|schuh|schuhe|socke|socken|arbeitsschuh|handschuh|ärmel)|(?:gürtel|tourniquet|aderpresse|spanngurt|krawatte|schal|kabelbinder|abbindung)(?: [a-z]+){0,3} (?:ist |hab |habe |haben |hat )?(?:schon |jetzt |fest )?(?:drum|drumgebunden|umgebunden|angelegt|festgezogen|zugezogen|abgebunden)|(?:bein|arm|wade|oberschenkel|unterarm|oberarm) ~3 abgebunden',
      context: 'blut[a-z]*|wunde|schnitt[a-z]*|aufgeschnitten|aufgeschlitzt|säge|kettensäge|kreissäge|flex|messer|axt|beil|scherbe|glas|klinge|tief',
    },
    // Self-harm: no longer in anyone's way, or no longer to be put up with, said of oneself or by someone close, with a date, the means or worry around.
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:ich|er|sie|i) (?:steh|stehe|steht|bin|ist|fall|falle|fällt|lieg|liege|liegt) ~3 (?:nicht|nich|nie|nimmer) (?:mehr |länger )?(?:im weg|zur last|auf der tasche)|(?:müsst|müssten|müsstet|müssen|musst|brauchst|braucht|brauchen|werdet|werden) ~2 (?:mich|ihn|sie) ~2 (?:nicht|nich|nie) (?:mehr|länger) (?:ertragen|aushalten|ertragen müssen|durchfüttern|sehen)',
      context: `ab morgen|ab heute|bald|morgen|heute nacht|für immer|endgültig|seil|strick|schlinge|waffe[n]?|pistole|gewehr|tabletten|pillen|verschenkt|weggegeben|gebracht|abschied[a-z]*|sorgen|angst|übertreib[a-z]*|${GOODBYE}|${DESPAIR}`,
    },
    // Self-harm: a rope tied into a noose, found or prepared.
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:seil|strick|kabel|gürtel|schnur) ~3 (?:mit )?(?:einer |ner |ne |eine )?(?:schlinge|schlaufe)|schlinge ~3 (?:geknüpft|geknotet|gebunden|gemacht|aufgehängt|vorbereitet)|(?:geknüpfte|geknotete|gebundene)[n]? schlinge|henkersknoten|galgenknoten',
      context: `gefunden|gesehen|entdeckt|versteckt|schrank|zimmer|dachboden|keller|garage|balken|haken|decke|${GOODBYE}|${DESPAIR}`,
    },
    // Chest pain felt only in the jaw, the upper belly or the back, with a grey face, cold sweat or breathlessness (women, older people, diabetics).
    {
      category: 'chest_pain',
      nearby: true,
      pattern: `(?:kiefer|unterkiefer)${commaGap(6)} (?:rücken|oberbauch|magen|schulterblatt|schulterblätter|nacken)|(?:rücken|oberbauch|magen|nacken)${commaGap(6)} (?:kiefer|unterkiefer)|(?:oberbauch|magengrube|magen)${commaGap(6)} (?:schulterblatt|schulterblätter|schulterblättern)|(?:schulterblatt|schulterblätter|schulterblättern)${commaGap(6)} (?:oberbauch|magengrube)`,
      context: 'grau|aschfahl|kreidebleich|fahl|kalkweiß|leichenblass|kaltschweiß[a-z]*|kalte[rnm]? schweiß|schwitz[a-z]*|geschwitzt|verschwitzt|schweißgebadet|klatschnass|kurzatmig|atemnot|luftnot|keine luft',
    },
    // Dialect and colloquial forms of core signs.
    {
      // Not waking in Berlin, Saxon and southern spellings ("wacht nich uff", "wird ned wach").
      category: 'unconscious',
      pattern: '(?:wacht|wacha|wird|werd) ~2 (?:nicht|nich|nisch|net|ned|nit|nimmer|nimma) (?:mehr |meh |mea |mehr richtig )?(?:uff|uf|auf|wach)(?= [,.?]|$| und| ,)|(?:umjekippt|umjefallen|zusammenjebrochen|umgfallen|umgheit|umkippt) ~6 (?:wacht|reagiert|kommt|rührt sich) (?:nich|nisch|net|ned|nit)',
      context: ANY_CLAUSE,
    },
    {
      // Falling away to one side ("kippt beim Laufen nach rechts weg"), or only muddled talk now: stroke signs.
      category: 'stroke',
      pattern: '(?:kippt|kippte|kippe|fällt|fiel|sackt|sackte|driftet|zieht es (?:ihn|sie|mich)) ~4 (?:nach|zur) (?:rechts|links|rechten seite|linken seite|einer seite|der seite|seite) (?:weg|um|ab)|(?:redet|spricht|erzählt|brabbelt|labert|babbelt|schwätzt) ~3 nur noch (?:wirres zeug|wirres zeuch|wirr|bleedsinn|blödsinn|unsinn|quatsch|kauderwelsch|durcheinander)',
      context: ANY_CLAUSE,
    },
    {
      // Pills or drugs mixed with alcohol, then hardly responding or breathing slowly.
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `${PILLS} ~4 (?:und|mit|plus|zusammen mit|auf) ~2 (?:wodka|alkohol|alk|schnaps|bier|wein|gin|rum|whisky|whiskey|korn|jägermeister|likör|sekt|vodka)|(?:wodka|alkohol|alk|schnaps|bier|wein|gin|rum|whisky|whiskey|korn|jägermeister|likör|sekt|vodka) ~4 (?:und|mit|plus|zusammen mit|auf) ~2 ${PILLS}`,
      context: 'reagiert|reagieren|kaum (?:noch |mehr )?(?:wach|ansprechbar|zu wecken|zu sich)|(?:nicht|nich|kaum|schwer) (?:mehr |noch |richtig )?(?:wach|ansprechbar|zu wecken|wachzukriegen)|weggetreten|bewusstlos|atmet|atmung|schnarcht|röchelt|blau|umgekippt|zusammengebrochen|pennt weg|wegdämmert|dämmert weg|gemixt|gemischt|so richtig viel|viel zu viel|ganze[n]? (?:packung|flasche|schachtel)',
    },
    {
      // Someone lying on the ground twitching, or twitching with blood or foam at the mouth.
      category: 'seizure',
      pattern: 'zuckt|zuckte|zucken|zuckend|am zucken|krampft|krampfend',
      context: 'boden|fußboden|gehweg|bürgersteig|gehsteig|trottoir|straße|asphalt|pflaster|blut (?:am|aus dem|im|vorm|vor dem) mund|zunge ~2 (?:gebissen|zerbissen|blutet)|schaum',
    },
    {
      // A head said to explode, with a sudden onset or a danger sign ("fasste sich an den Kopf, sagte es explodiert").
      category: 'sudden_headache',
      scope: 'message',
      pattern: "(?:kopf|schädel|kopfschmerz[a-z]*|kopfweh)(?: ,| [a-z0-9']+){0,7} (?:explodier[a-z]*|zerplatzt|zerspringt)|(?:explodier[a-z]*|zerplatzt|zerspringt) ~3 (?:der |mein |sein |ihr )?(?:kopf|schädel)",
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|uff eemol|auf eemol|auf oamoi|schlagartig|aus dem nichts|verlangsamt|langsam|verwirrt|erbricht|erbrochen|kotzt|gefasst|gegriffen|gepackt|umgekippt|nacken|schlimmste[nr]?|noch nie',
    },
    {
      // A poison found to have been in what was drunk ("aus der Flasche getrunken, da war Unkrautmittel drin").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:da|darin|drin|dadrin|war|waren|mit) ~3 ${POISONS}|${POISONS} ~3 (?:drin|darin|dadrin|umgefüllt|abgefüllt)`,
      context: 'getrunken|getrunke|trank|trinkt|ausgetrunken|geschluckt|gschluckt|verschluckt|geext|probiert|erbricht|erbrochen|kotzt|gekotzt',
    },
    // Signs told by what the person does, and settings said in other words: each rule names its own.
    {
      // A fit, then not waking up or coming round: a prolonged seizure, not only a faint.
      category: 'seizure',
      pattern: '(?:wacht|wird) ~3 (?:nicht|nich|nüm|nümme) (?:mehr |meh )?(?:auf|wach|uf)|(?:kommt|chunnt) ~3 (?:nicht|nich|nüm|nümme) (?:mehr |meh )?zu (?:sich|sech)|(?:nicht|nich) (?:mehr )?ansprechbar',
      context: '(?:krampf|epilepsie)?anfall|krampf|gekrampft|krampft|gezuckt|zuckungen|aafall|chrampf',
      reach: 8,
    },
    {
      // Fresh blood days after a tonsil operation (after-bleeding).
      category: 'severe_bleeding',
      pattern: `(?:spuck|spuckt|spucke|gespuckt|hust|hustet|huste|erbricht|erbrochen|kotzt|blutet|blute|läuft|kommt)${gap(6)} blut|(?:frisches|hellrotes) blut|nachblutung|blutet ~2 (?:aus dem mund|im hals|im rachen)`,
      context: 'mandel ?op[a-z]*|mandeloperation|mandel[a-z]* ~2 (?:raus|entfernt|rausgenommen|operiert)|tonsillektomie|tonsillotomie|mandelentfernung',
      scope: 'message',
    },
    {
      // Photos of the means sent with an apology or a goodbye.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:foto|fotos|bild|bilder|video|selfie|screenshot) ~3 (?:von|mit) (?:den |seinen |ihren |meinen |ein paar |vielen |einer |einem |der |dem )?(?:tabletten|pillen|klinge|rasierklinge|messer|seil|strick|schlinge|pistole|waffe|brücke|gleisen|gleise|schienen|abgrund)',
      context: `sorry|entschuldig[a-z]*|verzeih[a-z]*|tschüss|für immer|abschied[a-z]*|letzte[sn]?|nicht mehr|sterben|schluss|${GOODBYE}`,
    },
    {
      // Locked in with a rope, a blade or pills seen.
      category: 'self_harm',
      nearby: true,
      pattern: 'eingeschlossen|eingesperrt|verbarrikadiert|verschanzt|eigschlosse|igschlosse',
      context: 'seil|strick|schlinge|messer|klinge|rasierklinge|tabletten|pillen|waffe|pistole|gewehr|abschied[a-z]*|abschiedsbrief',
    },
    {
      // Finished with everything, pills taken, a last post, on the way to the tracks.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:schluss ~2 (?:gemacht|machen|mache) mit allem|mit allem schluss (?:gemacht|machen|mache)|(?:tabletten|pillen|alle tabletten|die tabletten) (?:sind|hab ich|habe ich) (?:alle )?(?:genommen|geschluckt|drin))(?= [,.?!]|$| und)|(?:sein|ihr|mein|das|dies)(?: ist| sei| wäre| wird)? (?:letzter|letzte|letztes) (?:post|story|beitrag|tweet|video|posting|status)(?! (?:für|vor|heute|dieses|diese|in|bis|zu|über|zum|vom|aus|des|der))|(?:auf dem weg|unterwegs|gehe|geh|fahre|laufe|lauf) ~2 (?:zu den|zu der|zur|zum|an die|auf die) (?:gleisen|gleise|schienen|bahngleisen|bahnschienen|klippe|staumauer)(?! (?:zum|zur|für|wegen|mit) )',
      context: ANY_CLAUSE,
    },
    {
      // Bottles of spirits drunk and not waking, or lying in vomit: alcohol poisoning.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:flasche|flaschen|liter|halbe flasche|ganze flasche|pulle) ~3 (?:schnaps|wodka|vodka|whisky|whiskey|rum|gin|korn|tequila|jägermeister|jägi|likör|wein|sekt|obstler|kräuterschnaps)|im (?:eigenen )?erbrochenen',
      context: 'nicht wach|kaum wach|bewusstlos|(?:nicht|kaum) (?:mehr )?(?:ansprechbar|weckbar|wach zu kriegen)|atmet ~2 (?:kaum|flach|langsam|komisch|unregelmäßig)|röchelt|reagiert (?:nicht|kaum)|blau|krampf[a-z]*|erbrochen[a-z]*|unterkühlt|eiskalt',
    },
    {
      // Party pills thrown in or cannabis baked goods eaten, with signs of poisoning.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:teile|pillen|ecstasy|mdma|speed|koks|drogen) ~4 (?:eingeschmissen|eingschmissen|eingeworfen|reingeworfen|geschmissen)|(?:kiffkekse|haschkekse|graskekse|weedkekse|cannabiskekse|space ?cookies|space ?cake|haschbrownies|edibles|thc ?(?:gummis|fruchtgummis|kekse|brownies)|fruchtgummis mit thc)',
      context: 'glüht|überhitzt|(?:3[89]|4[0-2]) grad|krampf[a-z]*|zuckt|schläfrig|kaum wach|nicht wach|bewusstlos|benommen|verwirrt|halluzin[a-z]*|erbricht|kotzt|herzrasen|herz rast|atm[a-z]*|torkelt|reagiert|kind|sohn|tochter|baby|kleine[rn]?',
    },
    {
      // Pain low on the right with fever, vomiting or unable to walk: appendicitis.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:bauchschmerz[a-z]*|bauchweh|schmerz[a-z]*) ~3 rechts unten|rechts unten ~3 (?:bauchschmerz[a-z]*|schmerz[a-z]*|bauchweh|weh)',
      context: 'fieber|kann ~3 (?:nicht|nich|kaum) (?:mehr )?(?:gehen|laufen|auftreten|aufrecht|stehen)|erbricht|erbrechen|kotzt|gekrümmt|krümmt|immer schlimmer',
    },
    {
      // The wrong medicine taken, or too much for days, with signs of poisoning.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:statt|anstatt|anstelle) ~5 (?:genommen|geschluckt|gegeben|bekommen|eingenommen)|falsche[n]? (?:tabletten|tablette|medikamente|medikament|pillen|dosis) ~3 (?:genommen|geschluckt|gegeben|bekommen|eingenommen)|(?:tabletten|medikamente|pillen|dosen) ~2 (?:verwechselt|vertauscht)|${PILLS} ~6 zu viel(?! \\?| ,? (?:oder|ist das|wie viel))`,
      context: 'übel|übelkeit|erbrechen|erbricht|erbrochen|kotz[a-z]*|durchfall|schwindel[a-z]*|schwindlig|schläfrig|benommen|verwirrt|durcheinander|halluzin[a-z]*|sieht ~2 (?:gelb|grün|sachen|doppelt)|gelb ~2 sehen|zittert|zittern|krampf[a-z]*|puls|herzrasen|herz ~2 (?:rast|stolpert|langsam)|kaum wach|nicht wach|atm[a-z]*|bewusstlos|umgekippt|kollabiert',
    },
    {
      // Hot fat or a hot drink poured over the head, neck or trunk.
      category: 'burns',
      nearby: true,
      pattern: `(?:öl|fett|frittierfett|fritteuse|tee|kaffee|suppe|glühwein|kakao|milch)${listGap(2)} (?:über|auf|ins) (?:den |die |das |sein |seine |seinen |ihr |ihre |ihren |mein |meine |meinen |dem |der )?(?:kopf|schulter|schultern|nacken|gesicht|brust|bauch|rücken|hals|oberkörper)`,
      context: 'fritteuse|frittier[a-z]*|heiß[a-z]*|kochend[a-z]*|siedend[a-z]*|[a-z]*topf|[a-z]*pfanne|[a-z]*herd|verbrüh[a-z]*|verbrannt|blase[n]?|gezogen|umgekippt|runtergezogen|runtergerissen',
    },
    {
      // A rope or a blade kept ready, with despair nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:seil|strick|schlinge|klinge|rasierklinge|tabletten|pistole|gaskartusche|holzkohle) ~3 (?:im auto|im kofferraum|im keller|im rucksack|in der tasche|dabei|gekauft|besorgt|bereit|versteckt)',
      context: `aushalte[n]?|ertrage[n]?|${DESPAIR}`,
    },
    {
      // A plan to make it look like an accident, or having worked out how.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:soll|muss|wird|würde|sollte) ~3 wie (?:ein|einen) unfall (?:aussehen|wirken)|(?:überlegt|geplant|plane|recherchiert|gegoogelt|ausgedacht) ~4 wie ich (?:es|das|mich) (?:mache|tue|anstelle|machen werde|umbringe)',
      context: `unfall|${DESPAIR}`,
    },
    {
      // Unable to pass urine for hours with a full, painful belly (NHS: urinary retention).
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:kann|konnte|könne) ~3 (?:nicht|nich|kaum) (?:mehr )?(?:pinkeln|pieseln|wasserlassen|urinieren|wasser lassen|bislen|brunzen)|(?:seit|schon) ~4 (?:nicht|nich|kein) (?:mehr )?(?:gepinkelt|uriniert|wasser gelassen|pipi gemacht|gebieselt)',
      context: 'bauch|blase|unterbauch|prall|hart|gespannt|aufgebläht|krämpfe|krampft|schmerz[a-z]*',
    },
    {
      // Not waking up again, planned, or with the means at hand (C-SSRS: intent).
      category: 'self_harm',
      nearby: true,
      pattern: '(?:(?:nicht|nie) (?:mehr|wieder) (?:aufzuwachen|aufwachen|aufwache|aufwacht|aufwachn)|(?:einschlafen|einschlafe|einschlafn) und (?:nicht|nie) (?:mehr |wieder )?(?:aufwachen|aufwache|aufwachn))(?! (?:mit|ohne|wegen|vor|weil|vom|von|durch|nachts|schweißgebadet|vom wecker))',
      context: 'tabletten|pillen|schlaftabletten|schlafmittel|gesammelt|gehortet|gebunkert|vorgenommen|beschlossen|plan[a-z]*|heute nacht|heute abend|morgen|abschied[a-z]*|strick|seil|messer|klinge|alles geregelt|testament',
    },
    {
      // Something stuck in the throat, with gagging, drooling or not able to swallow.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:stein|steinchen|murmel|knochen|gräte|fischgräte|bonbon|münze|geldstück|spielzeug|legostein|lego|nuss|traube|weintraube|stück|fleisch|fleischstück|apfelstück|wurst|karotte|kaugummi)[a-z]* ~3 (?:im hals|in der speiseröhre|im rachen|stecken ?geblieben|steckt|hängt fest|hängt im hals)',
      context: 'würgt|würgen|gewürgt|sabbert|speichel|kann ~2 (?:nicht|nich|kaum) (?:schlucken|atmen|sprechen|reden)|spuckt alles|erbricht|keucht|röchelt|luft|blau|schmerzen beim schlucken',
    },
    {
      // A pierced or burst eye, or something driven into it.
      category: 'other_emergency',
      pattern: 'auge ~3 (?:läuft aus|ausgelaufen|geplatzt|zerstochen|aufgeschlitzt|durchbohrt)|(?:messer|schere|nagel|draht|stock|ast|pfeil|splitter|metallsplitter|glassplitter|stricknadel|gabel|stift|bleistift|kugelschreiber|dartpfeil|angelhaken|haken) ~4 (?:ins|in das|im|in sein|in ihr|in mein) auge|(?:ins|in das|in sein|in ihr) auge gestochen',
      context: ANY_CLAUSE,
    },
    {
      // Bleeding described by a comparison ("blutet wie ein Schwein", "wie verrückt").
      category: 'severe_bleeding',
      pattern: '(?:blutet|bluten|blutete|blut spritzt|blut läuft|blut schießt) (?:wie (?:ein schwein|eine sau|sau|verrückt|blöd|wahnsinnig|hölle|irre|aus (?:einem|nem) eimer|aus (?:einem|nem) wasserhahn)|ohne ende|ohne pause)',
      context: ANY_CLAUSE,
    },
    {
      // Out for a moment after a fall or a blow ("ist kurz weg gewesen"): a head injury (NICE: CT).
      category: 'head_injury',
      nearby: true,
      pattern: '(?:kurz|kurzzeitig|ein paar sekunden|paar sekunden|sekundenlang|einen moment|ne minute|eine minute) ~2 (?:weg|bewusstlos|ohnmächtig|weggetreten|k ?o|ausgeknockt|ausser gefecht|außer gefecht|nicht ansprechbar|nicht da)(?: gewesen| war| gwesen| gsi)?(?= [,.?]|$| und)|(?:war|ist|wär) (?:kurz|kurzzeitig|sekundenlang) (?:weg|bewusstlos|ohnmächtig|weggetreten)',
      context: `${FALL}|${HEAD_BLOW}|treppe[n]?|kellertreppe|gefallen|gestürzt|sturz|schlag|geschlagen`,
    },
    {
      // Collapsed and not answering, in Swiss and Austrian German as well ("zämegsackt, git kei Antwort meh").
      category: 'unconscious',
      nearby: true,
      pattern: 'zämegsackt|zämegsunke|zämebroche|zämegheit|zämeklappt|zammgsackt|zammbrochen|zammklappt|zammgsunken|zusammengesackt|zusammengebrochen|zusammengeklappt|umgekippt|weggekippt|umkeit|umgkeit|umgheit',
      context: '(?:git|gibt|gibt er|gibt sie|git er|git si) (?:kei|keine|ka|koa) antwort|antwortet (?:nicht|nich|nüm|nümme|nimmer|gar nicht|nid|nöd)|reagiert (?:nüm|nümme|nimmer|nid|nöd|ned)|(?:nüm|nümme|nimmer|nid|nöd|ned) (?:wach|ansprechbar)',
    },
    {
      // A seizure said to last five minutes or more (NHS: 999).
      category: 'seizure',
      pattern: '(?:anfall|krampfanfall|krampf|gekrampft|krampft|zuckt|zucken) ~4 (?:dauert|dauerte|geht|ging|seit|schon|länger als|über|mehr als) ~2 (?:[5-9]|\\d\\d|fünf|sechs|sieben|acht|neun|zehn|fünfzehn|zwanzig) ?(?:min|minuten|minute)',
      context: ANY_CLAUSE,
    },
    {
      // A pregnant belly gone board-hard, or pain without a break (RCOG: abruption).
      category: 'pregnancy',
      nearby: true,
      pattern: 'bauch ~3 (?:bretthart|steinhart|hart wie ein brett|knallhart|ganz hart)(?= [,.?]|$| und)|(?:schmerz[a-z]*|wehen|krämpfe|krampf) ~3 (?:ohne pause|ohne unterbrechung|dauerhaft|durchgehend|ununterbrochen|hört nicht auf|hören nicht auf|gehen nicht weg|geht nicht weg)',
      context: 'schwanger[a-z]*|ssw|schwangerschaft[a-z]*|\\d+ ?\\. (?:woche|ssw)|(?:\\d+|zwanzig|dreißig)[a-z]* (?:woche|ssw)|wehen|geburtstermin|entbindung[a-z]*|pregnant',
    },
    {
      // Someone saying or writing they will jump from a height or in front of a train.
      category: 'self_harm',
      pattern: '(?:springt|spring|springe|springen|hüpft|hüpfe|stürzt sich|stürze mich|wirft sich|werfe mich|schmeißt sich) ~3 (?:von|vor|aus|vom|in|unter) (?:der |die |den |dem |einer |einem |nem |ne |das )?(?:brücke|dach|hochhaus|balkon|fenster|klippe|zug|u ?bahn|s ?bahn|gleise|lkw|staumauer|turm|parkhaus|autobahnbrücke|tiefe|abgrund)(?! ~4 (?:ins wasser|in den fluss|in den see|ins becken|in den pool|mutprobe|spaß|sommer|baden|schwimmen|fallschirm|bungee|seil))',
      context: ANY_CLAUSE,
    },
    {
      // A wish to join someone who died, with the death nearby ("will bald bei ihr sein" after the funeral).
      category: 'self_harm',
      nearby: true,
      pattern: "(?:will|möchte|möcht|wollte|wott|wünscht sich|wünsche mir|wünsch mir|würde (?:gern|gerne|am liebsten)|sehnt sich danach|freut sich darauf) ~3 (?:bald |endlich |wieder |nur noch |einfach |auch )(?:zu|bei) (?:ihr|ihm|ihnen|mama|papa|mami|papi|mutti|vati|oma|opa|omi|opi|meiner [a-z]+|meinem [a-z]+|seiner [a-z]+|seinem [a-z]+|ihrer [a-z]+|ihrem [a-z]+)(?: (?:sein|gehen|kommen|in den himmel|im himmel|da oben))?(?= [,.?!]|$| und| sein| gehen)|(?:will|möchte|wollte|wünscht sich) ~3 (?:zu|bei) (?:seiner|ihrer|meiner|seinem|ihrem|meinem|der|dem) (?:verstorbenen|toten) [a-z]+|(?:ihr|ihm|mama|papa|oma|opa|meiner frau|meinem mann|seiner frau|ihrem mann) ~2 (?:nachfolgen|nachgehen|hinterher|in den tod folgen|folgen)(?= [,.?!]|$| und| will| möchte)|(?:zu|bei) (?:ihr|ihm|mama|papa|oma|opa) (?:in den himmel|im himmel)|(?:bald|endlich|demnächst) (?:bei|zu) (?:ihm|ihr|mama|papa|oma|opa|ihrem mann|seiner frau|meinem mann|meiner frau) (?:ist|sei|bin|sein wird|sein werde|kommt|geht|komme|gehe)(?= [,.?!]|$| und)",
      context: '(?:seit|nach) ~3 (?:tod|beerdigung|begräbnis|beisetzung|trauerfeier)|ersparnisse|überwiesen|vermacht|beerdigung|begräbnis|beisetzung|verstorben[a-z]*|gestorben|tot|tote[nrm]?|todestag|friedhof|grab|witwe[r]?|trauer[a-z]*|verlust|verloren|gewehr|waffe|pistole|tabletten|testament|verschenkt|verabschied[a-z]*',
    },
    {
      // Bank details, PINs or a will handed over, with a weapon, the end or a dead loved one nearby (C-SSRS: preparation).
      category: 'self_harm',
      nearby: true,
      pattern: '(?:testament|kontodaten|bankdaten|pin|pins|pin nummer|passwörter|passwort|zugangsdaten|vollmacht|kontovollmacht|schlüssel|wohnungsschlüssel|sparbuch|versicherungsunterlagen|unterlagen) ~5 (?:gegeben|übergeben|geschickt|geschickt|zugeschickt|in die hand gedrückt|überlassen|gezeigt|erklärt|anvertraut|aufgeschrieben|hingelegt)',
      context: 'gewehr|jagdgewehr|waffe|pistole|revolver|strick|seil|tabletten (?:gesammelt|gehortet)|will (?:bald |endlich )?(?:zu|bei) (?:ihr|ihm)|beerdigung|verstorben[a-z]*|nicht mehr (?:sehen|da sein|lange|leben)|(?:uns|mich|ihn|sie) ~2 nicht mehr sehen|für immer|abschied[a-z]*|verabschied[a-z]*|sterben|umbringen|lebensmüde|verzweifelt|hoffnungslos|depressiv|depression',
    },
    {
      // Pinpoint pupils with slow or shallow breathing, or with an opioid taken: an opioid overdose.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `pupillen ~3 (?:winzig|stecknadel[a-z]*|punktförmig|ganz klein|mini|stecknadelklein|stecknadelkopfgroß)|(?:winzige|winzig kleine|stecknadelkopfgroße|stecknadelkleine|punktförmige|stecknadelgroße|mini) pupillen|stecknadelpupillen|(?:atmet|atmung|atemzüge|atmen|atemzug|schnauft)${listGap(3)} (?:nur noch |ganz |sehr |extrem |total |kaum |fast nicht )?(?:langsam|flach|selten|kaum|schwach|alle paar sekunden|alle \\d+ sekunden|aussetzer|setzt aus|unregelmäßig)|atemaussetzer|schnarcht (?:so |ganz )?(?:komisch|laut|seltsam|röchelnd)|röchelt`,
      context: '(?:methadon|polamidon|subutex|buprenorphin|heroin|opioid|opiat|fentanyl|oxycodon|oxycontin|morphin|tilidin|tramadol|codein|kodein|hydromorphon|palexia|tapentadol|schmerzpflaster|fentanylpflaster|substitut|benzo|xanax|diazepam|valium|tavor|lorazepam|ghb|gbl|schlaftablette|drogen|überdosis|gespritzt|spritze|drücken|gedrückt)[a-z]*|g (?:genommen|getrunken|geext|gekippt|geschluckt)|liquid ecstasy|k ?o ?tropfen',
    },
    {
      // Burned skin that blisters widely or comes off, after fat, fire, steam or a hot surface.
      category: 'burns',
      nearby: true,
      pattern: `(?:blasen|brandblasen|blase|brandblase)${listGap(3)} (?:an|auf|am|im|über) (?:beiden |beide |den |der |dem |die |ganzen |ganze |seinem |ihrem |meinem |seiner |ihrer |meiner |seinen |ihren |meinen |seine |ihre |meine )?(?:händen|hände|armen|unterarmen|oberarmen|beinen|unterschenkeln?|oberschenkeln?|füßen|gesicht|hals|bauch|brust|rücken|schienbein|wade|genital[a-z]*|intimbereich|po|ganzen (?:arm|bein|körper|rücken|bauch))|(?:ganze[rnms]?|komplette[rnms]?) [a-z]+ ~3 (?:eine einzige|nur noch|voller|voll) (?:brand)?blase[n]?|eine einzige (?:brand)?blase|haut ~3 (?:löst sich|lösen sich|geht ab|gehen ab|hängt in fetzen|hängt runter|in fetzen|schält sich in fetzen|pellt sich ab|fällt ab|weiß und ledrig|ledrig|lederartig|verkohlt|schwarz)|haut ~4 (?:weiß|weiss|grau|wachsartig)(?= [,.?]|$| und)|hautfetzen|(?:weiß|weiss|grau|schwarz)[a-z]* und (?:ledrig|lederartig|hart)[a-z]*|(?:verbrennung|verbrannt|verbrüh|brandwunde)[a-z]* ~4 (?:rundum|ringsum|rundherum|einmal rum|ringförmig|wie ein ring)`,
      context: 'frittier[a-z]*|fritteuse|heiß[a-z]*|kochend[a-z]*|siedend[a-z]*|verbrüh[a-z]*|flamme[n]?|stichflamme|[a-z]*feuer|brand|brennend[a-z]*|spiritus|benzin|grill[a-z]*|[a-z]*herd|herdplatte|[a-z]*ofen|[a-z]*topf|[a-z]*pfanne|wasserkocher|[a-z]*dampf|[a-z]*fett|öl|glut|explo[a-z]*|verpuff[a-z]*|strom|säure|lauge|[a-z]*reiniger|verätz[a-z]*|verbrannt|verbrennung[a-z]*|kaffee|tee|suppe|bügeleisen|auspuff',
    },
    {
      // Confused, collapsed or burning hot and dry after heat: heatstroke (NHS: 999).
      category: 'other_emergency',
      nearby: true,
      pattern: 'verwirrt|wirr[a-z]*|wirres zeug|durcheinander|desorientiert|torkel[a-z]*|umgekippt|kollabiert|zusammengebrochen|bewusstlos|ohnmächtig|krampf[a-z]*|(?:nicht|kaum) (?:mehr )?ansprechbar|reagiert (?:nicht|kaum)|(?:glühend|kochend|brennend|extrem|total) heiß|schwitzt (?:nicht|nich|gar nicht|überhaupt nicht) mehr|haut ~3 (?:trocken und (?:heiß|rot)|heiß und trocken|rot und trocken)|(?:heiße|trockene),? (?:rote|trockene|heiße) haut',
      context: 'hitze|mittagshitze|hitzewelle|hitzschlag|hitzekollaps|sonnenstich|in der (?:prallen |vollen )?sonne|(?:stunden|stundenlang|den ganzen tag|ganzen nachmittag) ~3 (?:in der )?sonne|sauna|(?:3[3-9]|4\\d) grad|über 30 grad|überhitz[a-z]*|(?:heißen|aufgeheizten) (?:auto|wagen)|im auto gelassen|marathon|halbmarathon',
    },
    {
      // Pulled out of water, then coughing, drowsy, pale or breathing badly: drowning (NHS: 999).
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:in den|ins|in die|im|in einen|in ein) (?:pool|wasser|see|teich|schwimmbad|schwimmbecken|becken|badewanne|planschbecken|meer|fluss|bach|gartenteich|kanal|brunnen|regentonne|eimer) ~3 (?:gefallen|gestürzt|untergegangen|gerutscht|gekippt|gefalle|gfalle|getrieben|abgetaucht)|untergegangen|(?:unter wasser|unterm wasser|im wasser) ~3 (?:gewesen|gelegen|lag|war|getrieben|treiben|getrieben)|(?:fast|beinahe|knapp|fasst) ertrunken|ertrinkungsunfall|badeunfall|(?:aus dem|ausm|aus|aus der) (?:pool|wasser|see|teich|becken|badewanne|meer|fluss|bach|kanal) ~3 (?:gezogen|rausgezogen|geholt|rausgeholt|gefischt|gerettet|herausgezogen|herausgeholt)|(?:rausgezogen|rausgeholt|herausgezogen|herausgeholt|rausgefischt)(?= [,.?]|$| und)',
      context: 'hustet|husten|huste|atm[a-z]*|luft|blass|bleich|blau|grau|benommen|schläfrig|apathisch|verwirrt|erbricht|erbrochen|spuckt|schaum|röchelt|keucht|bewusstlos|reagiert|schlapp|(?:nicht|kaum) (?:mehr )?wach|müde|kalt',
    },
    {
      // A leg dragged behind ("sein linkes Bein zieht er nach") with another sign or a time nearby.
      category: 'stroke',
      nearby: true,
      pattern: `${SIDE} (?:bein|fuß) ~3 (?:nach|hinterher)(?= [,.?]|$| und)|(?:zieht|zog|schleift|schleifte|schleppt) ~4 (?:bein|fuß) ~2 (?:nach|hinterher)(?= [,.?]|$| und)|(?:bein|fuß) ~3 (?:nachziehen|nachzieht|nachgezogen|hinterherziehen|hinterherzieht|hinterhergezogen)`,
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|vorhin|einer|\\d+|ein paar|zwei|drei)|vorhin|gerade|grad|eben|heute|verwirrt|durcheinander|spricht|redet|sprache|gesicht|mund|mundwinkel|arm|hand|schwindel[a-z]*|schief|taub|noch (?:völlig |ganz )?(?:klar|normal|fit)',
    },
    {
      // Something swallowed the wrong way, with no cough, no voice or a blue colour.
      category: 'breathing',
      nearby: true,
      pattern: 'hustet (?:nicht|nich|gar nicht) mehr|(?:kann|konnte|kann er|kann sie) ~3 (?:nicht|nich|kaum) (?:mehr )?(?:husten|sprechen|reden|schreien|atmen|weinen)|(?:wird|werden|wurde|ist|is|sind|war|läuft|laufen) (?:ganz |schon |total |richtig |immer |jetzt )?(?:blau|bläulich|blaurot|lila|grau)(?= [,.?]|$| und| im| um| an)',
      context: 'luftröhre|im hals|in den hals|in der kehle|im rachen|verschluck[a-z]*|verschlukt|stecken ?geblieben|steckt (?:im hals|fest|in der)|erstick[a-z]*|würgt|gewürgt|keine luft',
    },
    {
      // Eyes that stay shut when pinched, shaken or called.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:macht|öffnet|macht er|macht sie|öffnet er|öffnet sie) ~3 (?:die |seine |ihre )?augen (?:nicht|nich|kaum)(?: mehr)?(?: auf)?(?= [,.?]|$| und| auf)',
      context: 'kneif[a-z]*|gekniffen|zwick[a-z]*|gezwickt|rüttel[a-z]*|gerüttelt|schüttel[a-z]*|geschüttelt|anspreche|angesprochen|rufe|gerufen|wecken|geweckt|wach|schnarcht|röchelt',
    },
    {
      // Twitching for minutes or of a whole limb; a first fit; the tongue bitten in a collapse.
      category: 'seizure',
      pattern: '(?:zuckt|zucken|zuckte|gezuckt|krampft|krampfte) ~3 seit (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|fünfzehn|zwanzig|einigen|mehreren|ein paar) minuten|(?:zuckt|zucken|zuckte|gezuckt) ~4 (?:ganze[nrm]?) (?:rechte[nrm]? |linke[nrm]? )?(?:arm|bein|seite|körperhälfte|gesicht|gesichtshälfte|körper|hand)|(?:erste[rn]?) (?:anfall|krampfanfall|epileptische[rn]? anfall)|anfal(?= [,.?]|$)',
      context: ANY_CLAUSE,
    },
    {
      category: 'seizure',
      nearby: true,
      pattern: 'zunge ~3 (?:gebissen|zerbissen|aufgebissen)',
      context: 'umgefallen|umgekippt|bewusstlos|weggetreten|eingenässt|in die hose|eingepinkelt|zuck[a-z]*|gezuckt|krampf[a-z]*|anfall|anfal|gezittert',
    },
    {
      // Too much of a drug, with a danger sign ("zu viel G genommen, atmet ganz langsam").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `zu viele? ~3 (?:genommen|gekokst|gezogen|geballert|eingeworfen|geschmissen|gespritzt|gedrückt|gesnieft|geraucht|konsumiert|erwischt)|zu viele? ${DRUGS}|(?:gekokst|geballert|gezogen|eingeworfen|geschmissen|gespritzt|gesnieft) ~4 zu viel`,
      context: 'atmet|atmung|atemzüge|luft|wach|bewusstlos|reagiert|krampf[a-z]*|röchel[a-z]*|herz (?:rast|rasen|stolpert)|herzrasen|lallt|blau|kollabiert|umgekippt|zittert|zuckt|überhitzt|glüht|heiß|verwirrt|halluzin[a-z]*|pupillen|schaum|weggetreten|ansprechbar|brustschmerz[a-z]*',
    },
    {
      // A hand held to the chest, with sweating, sickness or pain.
      category: 'chest_pain',
      nearby: true,
      pattern: '(?:hand|hände|faust) ~3 (?:auf|an|gegen) (?:der |dem |die |das |seine |ihre |meine |seiner |ihrer |meiner |seinem |ihrem |meinem )?(?:brust|herz|herzen|brustkorb|brustbein)',
      context: 'schwitz[a-z]*|geschwitzt|übel|kaltschweiß[a-z]*|blass|grau|atem[a-z]*|luft|schmerz[a-z]*|drück[a-z]*|zerreiß[a-z]*|stech[a-z]*|sticht|keucht',
    },
    {
      // Testicle pain that is sudden or severe, or with swelling or vomiting.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:schmerz[a-z]*|weh|wehtut|sticht|stechen) ~4 (?:im|in den|am|an den|in dem|in seinem|in meinem) (?:linken |rechten )?(?:hoden|eiern|sack|hodensack)|(?:in die|in den|an die|gegen die) (?:hoden|eier|weichteile) ~3 (?:getreten|geschlagen|bekommen|gekriegt|geknallt)|hodenverletzung|hodenschmerz[a-z]*|(?:hoden|eier|sack|hodensack) ~4 (?:geschwollen|schwillt|dick|hart|hochgezogen|tut (?:so |höllisch |extrem |mega |total |sehr )?weh|schmerzt)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|stark[a-z]*|heftig[a-z]*|extrem[a-z]*|höllisch|unerträglich|wahnsinnig[a-z]*|geschwollen|erbrech[a-z]*|erbricht|übergeben|übergibt|kotzt|aufgewacht',
    },
    {
      // A seizure in pregnancy or after the birth.
      category: 'pregnancy',
      nearby: true,
      pattern: 'krampfanfall|krampfanfälle|(?:einen|nen|ersten) anfall|epileptische[rn]? anfall|eklamp[a-z]*|(?:krampft|krampfte|gekrampft|zuckt|zuckte|gezuckt) ~3 am ganzen körper',
      context: 'positive[rn]? (?:schwangerschafts)?test|(?:schwangerschafts)?test ~2 positiv|periode ~3 (?:überfällig|ausgeblieben|bleibt aus)|im (?:[3-9]|dritten|vierten|fünften|sechsten|siebten|achten|neunten) monat|(?!schwangerschaftstest ~2 negativ)schwanger[a-z]*|hochschwanger|ssw|schwangerschaftswoche|wochenbett|entbunden|entbindung|nach der geburt|kaiserschnitt',
    },
    {
      // Cold hands or feet with a fever; no urine all day with an infection.
      category: 'sepsis',
      nearby: true,
      pattern: '(?:eiskalte|eisige|kalte) (?:hände|füße|finger|beine)',
      context: `${FEVER}|schüttelfrost`,
    },
    {
      category: 'sepsis',
      nearby: true,
      pattern: '(?:kein|nicht ein) (?:einziges )?mal ~4 (?:auf (?:der|die|dem|das) (?:toilette|klo)|gepinkelt|pipi|pinkeln|wasser gelassen)|(?:keinen|kein) (?:tropfen|schluck) (?:urin|pipi)',
      context: INFECTION,
    },
    {
      // A high fever with a racing heart or too weak to stand, after an operation or with an infected
      // wound or a catheter: sepsis until shown otherwise (NICE NG51).
      category: 'sepsis',
      nearby: true,
      pattern: `(?:${FEVER})${listGap(8)} (?:herzrasen|herz rast|puls rast|(?:kann|konnte) (?:kaum|nicht|nich) (?:mehr |noch )?(?:stehen|aufstehen|gehen|laufen)|kaum (?:noch )?auf den beinen|kippt (?:fast )?um)|(?:herzrasen|herz rast|puls rast|(?:kann|konnte) (?:kaum|nicht|nich) (?:mehr |noch )?(?:stehen|aufstehen|gehen|laufen)|kaum (?:noch )?auf den beinen)${listGap(8)} (?:${FEVER})`,
      context: 'wunde|narbe|op|operation|operiert|eingriff|eiter[a-z]*|eitert|eitrig|abszess|[a-z]*katheter[a-z]*|port|kaiserschnitt|entbunden|geburt|chemo[a-z]*|wundrose|rotlauf|roter streifen|harnwegsinfekt|blasenentzündung|nierenbeckenentzündung|lungenentzündung|pneumonie',
    },
    {
      // Something stuck in the throat: cannot cough or speak, or turning blue.
      category: 'breathing',
      nearby: true,
      pattern: '(?:kann|konnte) ~2 (?:nicht|nich|kaum|weder) (?:mehr )?(?:husten|sprechen|reden|atmen|schreien)|(?:wird|werden|wurde|ist|läuft|lief) ~3 (?:blau|lila|grau)(?= [,.?]|$| an| und)|bringt keinen ton raus|(?:macht|gibt) keinen (?:ton|laut)|(?:greift|fasst|packt) sich ~2 (?:an den|an die|zum) (?:hals|kehle)',
      context: '(?:an|mit) (?:einem|einer|nem|ner|dem|der|seinem|ihrem|seiner|ihrer) [a-z]+ ~2 verschluckt|verschluckt (?:an|mit) (?:einem|einer|nem|ner|dem|der) [a-z]+|(?:steckt|stecken|steckengeblieben|stecken geblieben|hängt|hängengeblieben) ~3 (?:im hals|in der kehle|in der luftröhre|im rachen)|(?:im hals|in der kehle|in der luftröhre|im rachen) ~3 (?:steckt|stecken|steckengeblieben|stecken geblieben|hängt|hängengeblieben)',
    },
    {
      // Chest pain running up into the jaw, arm or back, said with a noun ("ein Ziehen vom Brustkorb hoch in den Unterkiefer").
      category: 'chest_pain',
      pattern: `(?:brust|brustkorb|brustbein|brustmitte)${commaGap(5)} (?:in|bis in|hoch in|bis zum|bis zur|zum|zur|hoch zum|hoch zur) (?:den |die |beide |beiden )?(?:linken |rechten )?(?:arm|arme|kiefer|unterkiefer|schulter|schultern|rücken|zähne)`,
      context: ANY_CLAUSE,
    },
    {
      // A hand that suddenly cannot hold a cup, words that suddenly do not come.
      category: 'stroke',
      pattern: '(?:kann|konnte) ~4 (?:nicht|nich) (?:mehr )?(?:halten|greifen|festhalten|heben|hochheben)|(?:cha|chan|ka) ~4 (?:nüm|nümme|nüme|nimmer|nimma|nöd meh|nid meh|ned meh) (?:hebe|heben|halte|halten|feschthebe|greife)|(?:wort|wörter|worte|namen) ~4 (?:fällt|fallen|fiel|einfallen) ~3 (?:nicht|nich)|(?:fällt|fallen|fiel) ~4 (?:aus der hand|runter|herunter)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|von jetzt auf gleich|von einer minute auf die andere|seit (?:einer|ner|zehn|zwanzig|\\d+|ein paar|wenigen|kurzem) (?:minuten|stunde|viertelstunde|halben stunde|dreiviertelstunde)|vor (?:einer|ner) (?:viertelstunde|halben stunde)|vorhin|eben',
    },
    {
      // Bleeding after a tonsil operation.
      category: 'severe_bleeding',
      nearby: true,
      pattern: 'blutet|blutete|bluten|blutung|blut (?:spuckt|gespuckt|im mund|aus dem mund)',
      context: 'mandel[a-z]*|tonsill[a-z]*',
    },
    {
      // A tongue growing after a food or a medicine.
      category: 'anaphylaxis',
      nearby: true,
      pattern: 'zunge ~4 (?:dicker|größer|schwerer|schwillt)',
      context: ALLERGEN,
    },
    {
      // Smoke breathed in a fire: a cough, a hoarse voice, soot.
      category: 'burns',
      nearby: true,
      pattern: 'verraucht[a-z]*|verqualmt[a-z]*|(?:wohnungsbrand|küchenbrand|zimmerbrand|kellerbrand|hausbrand|brand|feuer)(?= [,.?]|$| in| im| bei)',
      context: 'hust[a-z]*|heiser|atemnot|luft|ruß|stimme|atm[a-z]*',
    },
    {
      // All the tablets laid out within reach.
      category: 'self_harm',
      pattern: '(?:alle|sämtliche|die ganzen) (?:meine[n]? )?(?:tabletten|pillen|schlaftabletten|medikamente) ~3 (?:vor mir|neben mir|griffbereit|bereitgelegt|bereit gelegt|ausgelegt|liegen bereit)',
      context: `${DESPAIR}|grad|gerade|jetzt|heute nacht|gleich|gezählt`,
    },
    {
      // A goodbye to everyone, then out of reach.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:sich|mich) ~4 (?:verabschiedet|verabschiedete)',
      context: '(?:geht|ging|gehe) ~2 (?:nicht|nich) (?:mehr )?(?:ans|an das|an sein|an ihr) (?:telefon|handy)|(?:nicht|nich) (?:mehr )?erreichbar|meldet sich (?:nicht|nich)|antwortet (?:nicht|nich)|handy (?:aus|ist aus|ausgeschaltet)|für immer|abschiedsbrief|zettel',
    },
    {
      // A deep bite or one in the face.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:hund|katze|tier|rottweiler|schäferhund|kampfhund|pferd)[a-z]* ~5 gebissen|hundebiss[a-z]*|bisswunde[n]?|bissverletzung[a-z]*',
      context: 'gesicht|hals|tief[a-z]*|klafft|klaffend|blutet (?:stark|sehr|viel)|viel blut|fleisch|zerfetzt|knochen',
    },
    {
      // One arm or leg numb, without strength or giving way, with a sudden onset or another sign nearby.
      category: 'stroke',
      nearby: true,
      pattern: `${SIDE} (?:arm|bein|hand|fuß) ~4 (?:taub|kraftlos|gelähmt|lahm|schlaff|schwach|gefühllos|pelzig)|(?:keine|kaum) kraft (?:mehr )?(?:im|in der|in dem|in seinem|in ihrem|in meinem) ${SIDE} (?:arm|bein|hand|fuß)|(?:falsche[n]?|komische[n]?|sinnlose[n]?|verdrehte[n]?) (?:wörter|worte|sätze) ~3 (?:benutzt|benutzt|gesagt|sagt|verwendet|spricht|geschrieben)`,
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:einer|ner|zwei|drei|\\d+|ein paar|dem|heute) (?:minuten|stunde|stunden|mittag|morgen|aufwachen|frühstück)|vorhin|eben|gesicht|sprache|spricht|redet|reden|mund|sehen|sieht|knickt',
    },
    {
      // A collapse with no answer; lying still on the floor.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:kippt|kippte|fällt|fiel|sackt|sackte|bricht|brach) ~2 (?:um|zusammen|in sich zusammen)|umgekippt|umgefallen|zusammengesackt|(?:liegt|lag) ~3 (?:am|auf dem|im) (?:boden|flur|bad|bett)',
      context: 'keine antwort|(?:antwortet|rührt sich|bewegt sich|reagiert) (?:gar |überhaupt )?(?:nicht|nich)|augen (?:zu|geschlossen)|(?:nicht|nich) (?:mehr )?(?:aufgewacht|wach geworden|zu sich gekommen)',
    },
    {
      // A note left behind that says sorry or that they cannot go on.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:brief|zettel|nachricht|abschiedsbrief|notiz)[a-z]* ~4 (?:hinterlassen|hinterlegt|dagelassen|liegen lassen|hingelegt)',
      context: `${GOODBYE}|${DESPAIR}`,
    },
    {
      // Asked how many it takes not to wake up.
      category: 'self_harm',
      pattern: '(?:wie ?viele?|wieviele?|welche menge|welche dosis) ~6(?: ,)? (?:um|damit|dass|bis) ~3 (?:nicht|nich|nie|nimmer) (?:mehr |wieder )?(?:aufzuwachen|aufwacht|aufwache|aufwachen|aufwachst|aufwachen würde)|(?:braucht|brauche|bräuchte|brauch|muss|müsste|nehmen|nimmt|schlucken|schluckt) (?:man|ich) ~3 (?:um|damit|dass|bis) ~3 (?:nicht|nich|nie|nimmer) (?:mehr |wieder )?(?:aufzuwachen|aufwacht|aufwache|aufwachen|aufwachst)',
      context: ANY_CLAUSE,
    },
    {
      // Skin coming away after a scald or a burn.
      category: 'burns',
      nearby: true,
      pattern: 'haut ~3 (?:löst sich|schält sich ab|hängt in fetzen|geht ab|kommt ab|in fetzen)',
      context: 'heiß[a-z]*|kochend[a-z]*|verbrüht|verbrannt|verbrennung[a-z]*|tee|kaffee[a-z]*|wasser|fett|öl|feuer|herd|ofen|dampf|suppe|flamme[n]?',
    },
    {
      // A burn white in the middle, or a burn about a hand across.
      category: 'burns',
      nearby: true,
      pattern: '(?:mitte|stelle|wunde|fläche|grund) ~3 (?:ist |sind )?(?:weiß|weißlich|ledrig|grau|schwarz|verkohlt)(?= [,.?]|$| und)|(?:[89]|[1-9]\\d) ?(?:cm|zentimeter)(?: groß| breit| lang)?',
      context: 'verbrannt|verbrennung[a-z]*|verbrüht|verbrühung[a-z]*|brandwunde[n]?|brandblase[n]?|blasig|blasen',
    },
    {
      // Fumes of mixed cleaners breathed in.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:dämpfe|dampf|gas|gase)[a-z]* ~3 (?:eingeatmet|inhaliert|abbekommen)',
      context: 'chlor[a-z]*|[a-z]*reiniger|säure|ammoniak|salmiak|bleiche|chemikalie[n]?|gemischt|putzmittel|lösungsmittel',
    },
    {
      // Thinking it would be better to be dead.
      category: 'self_harm',
      pattern: '(?:besser|lieber|leichter|einfacher) (?:wäre|wär|sei|ist)(?: ,)? ~2 tot (?:zu )?(?:sein|wäre|bin|sei)',
      context: ANY_CLAUSE,
    },
    {
      // 'Soon gone', with dark posts, goodbyes or despair nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:bald|morgen|heute|dann) (?:nicht mehr da|weg) (?:ist|bin|sei|wäre)',
      context: `${DESPAIR}|${GOODBYE}|schwarze[n]? bilder|abschied[a-z]*|verschenkt`,
    },
    {
      // A fever during chemotherapy or with a weakened immune system; rigors told as freezing.
      category: 'sepsis',
      nearby: true,
      pattern: `${FEVER}|friert (?:extrem|stark|total|wie verrückt|am ganzen körper|trotz)|friere (?:extrem|stark|total|wie verrückt|am ganzen körper|trotz)`,
      context: 'chemo[a-z]*|immunsuppress[a-z]*|immunsupprim[a-z]*|neutropen[a-z]*|leukämie|stammzell[a-z]*|milz ~2 (?:entfernt|raus|weg|herausgenommen|rausgenommen)|ohne milz|keine milz|splenektom[a-z]*',
    },
    {
      // A collapse and then twitching, told after a comma.
      category: 'seizure',
      pattern: `(?:umgekippt|umgefallen|zusammengebrochen|zusammengesackt|gestürzt|hingefallen|weggekippt)${commaGap(4)} (?:gezuckt|zuckt|zuckte|zucken|gekrampft|krampft|krampfte)`,
      context: ANY_CLAUSE,
    },
    {
      // A blocked flue or a leaking boiler, with the signs of carbon monoxide nearby.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: '(?:kamin|schornstein|abzug|abgasrohr|abgasleitung|rauchrohr)[a-z]* ~3 (?:verstopft|undicht|zieht nicht|defekt)|(?:therme|boiler|gasofen|gasheizung|durchlauferhitzer)[a-z]* ~3 (?:undicht|defekt|flackert|rußt|verrußt)|kohlenmonoxid ?alarm|co ?alarm|(?:co|kohlenmonoxid|gas)[a-z]* ?(?:melder|warner|alarm) ~3 (?:piept|piepst|schreit|heult|schlägt an|geht los|losgegangen|angeschlagen|alarm|meldet)|(?:melder|warner) (?:für|fürs|für das) (?:co|kohlenmonoxid|gas) ~3 (?:piept|piepst|schreit|heult|schlägt an|geht los|losgegangen)',
      context: CO_SYMPTOMS,
    },
    {
      // A pack of tablets swallowed, said without 'ganze' ("ne Packung Ibu geschluckt").
      category: 'overdose_poisoning',
      pattern: `(?:eine|ne|n|einen|nen|zwei|mehrere|die) (?:packung|schachtel|blister|streifen|dose|flasche|röhrchen)[a-z]* ~2 ${PILLS} ~3 (?:geschluckt|eingeworfen|geschmissen|gegessen|reingeworfen|reingehauen|auf einmal genommen)`,
      context: ANY_CLAUSE,
    },
    {
      // Contractions before 37 weeks.
      category: 'pregnancy',
      nearby: true,
      pattern: 'wehen|wehentätigkeit|kontraktionen|geburtswehen',
      context: '(?:2\\d|3[0-6])(?: \\.)? (?:woche|ssw|schwangerschaftswoche)|ssw (?:2\\d|3[0-6])|(?:sechsten|siebten|siebenten|6|7)(?: \\.)? monat',
    },
    {
      // Taking all the tablets at once, said as a thought; cutting into an arm.
      category: 'self_harm',
      pattern: `einfach (?:alle|sämtliche|die ganzen|meine ganzen) (?:meine[n]? )?(?:tabletten|pillen|medikamente|schlaftabletten) ~3 (?:zu )?(?:nehmen|nehme|schlucken|schlucke|einwerfen)|(?:alle|sämtliche|die ganzen) (?:meine[n]? )?(?:tabletten|pillen|medikamente|schlaftabletten) ~2 auf einmal (?:zu )?(?:nehmen|nehme|schlucken|schlucke)|(?:schneide|schneidet|schnitt|ritze|ritzt) (?:ich |er |sie )?(?:mir|mich|sich) ~2 (?:in den|in die|in meinen|ins) (?:arm|arme|unterarm|handgelenk|bein|beine|oberschenkel|bauch|haut)`,
      context: ANY_CLAUSE,
    },
    {
      // A sudden failure to understand, or a drift to one side, with a sudden onset.
      category: 'stroke',
      pattern: '(?:versteht|verstand|verstehe|versteh) ~4 (?:kein wort|keine worte|nichts mehr|nix mehr|nicht mehr was|nicht was)|sprachprobleme|sprechprobleme|probleme beim sprechen|(?:kippt|gekippt|kippte|fällt|fiel|zieht|zog|driftet|läuft|gelaufen) ~3 (?:immer )?nach (?:rechts|links)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|von jetzt auf gleich|von einer minute auf die andere|seit (?:einer|ner|zehn|zwanzig|\\d+|ein paar|wenigen|kurzem) (?:minuten|stunde|viertelstunde|halben stunde|dreiviertelstunde)|vor (?:einer|ner) (?:viertelstunde|halben stunde)|vorhin|eben|gerade|aus der hand|fallen (?:gelassen|lassen)|mundwinkel|schief|lallt|nuschelt',
    },
    {
      // Tablets resolved on for tonight; a method searched for.
      category: 'self_harm',
      pattern: `(?:vorgenommen|beschlossen|entschieden|entschlossen)${commaGap(4)} (?:alle|sämtliche|die ganzen|meine ganzen) (?:meine[n]? )?(?:tabletten|pillen|medikamente|schlaftabletten) ~2 zu (?:nehmen|schlucken)|heute nacht (?:alle|sämtliche|die ganzen|meine ganzen) (?:meine[n]? )?(?:tabletten|pillen|medikamente|schlaftabletten) ~2 (?:zu )?(?:nehmen|schlucken|nehme|schlucke)|(?:gegoogelt|googelt|recherchiert|nachgelesen|gesucht|sucht|nachgeschaut)${listGap(3)} wie (?:man|ich|er|sie) (?:sich|mich) ~2 (?:erhängt|erhänge|umbringt|umbringe|tötet|töte|aufhängt|aufhänge|vergiftet|erschießt)`,
      context: ANY_CLAUSE,
    },
    // More signs told in everyday words, each rule with its own.
    {
      // Blisters the size of a tennis ball or an egg.
      category: 'burns',
      pattern: '(?:blase[n]?|brandblase[n]?) ~3 (?:so groß wie|groß wie|größer als) (?:ein[e]? |zwei |mehrere )?(?:tennisb[aä]ll[a-z]*|ei|eier|hühnerei|faust|fäuste|pflaume[n]?|walnuss|walnüsse|tischtennisb[aä]ll[a-z]*|golfb[aä]ll[a-z]*|mandarine[n]?|orange[n]?|handteller)',
      context: ANY_CLAUSE,
    },
    {
      // Blisters on the face or head after something hot; skin charred black on a body part.
      category: 'burns',
      nearby: true,
      pattern: '(?:stirn|wange[n]?|gesicht|kopf|kopfhaut|hals|ohr|ohren|lippen|nacken) ~4 (?:voller blasen|voll blasen|blasen|brandblasen)|(?:schwarz|komplett|total|kohlrabenschwarz) verbrannt|verkohlt',
      context: 'heiß[a-z]*|kochend[a-z]*|suppe|tee|kaffee|öl|fett|herd|ofen|dampf|feuer|flamme[n]?|verbrüht|bügeleisen|glätteisen|grill|rakete|böller|explo[a-z]*|finger|hand|hände|arm|arme|bein|beine|fuß|füße|haut|brust|bauch|rücken',
    },
    {
      // Wanting to stop existing; life 'abgeschlossen'; hitting oneself bloody; standing on a roof with despair.
      category: 'self_harm',
      pattern: '(?:aufhören|aufhöre|aufhört) zu (?:existieren|leben|sein)|(?:nicht|nich) mehr (?:existieren|da sein) (?:will|möchte|wollte|mag)|mit (?:meinem|dem|seinem|ihrem) leben (?:abgeschlossen|abgerechnet)|mit allem abgeschlossen|(?:möchte|will|würde am liebsten) ~4 (?:auflösen|in luft auflösen)(?= [,.?]|$| und)|nie (?:wieder|mehr) da sein|(?:messer|klinge|rasierklinge|scherbe) ~2 (?:am|an meinem|an das|ans|an den|an die|an meine|an seinem|an ihrem) (?:handgelenk|hals|pulsader[n]?|unterarm|kehle)|(?:schlage|schlag|schlägt|haue|hau|haut) (?:mir|mich|sich) ~4 (?:ins gesicht|gegen den kopf|auf den kopf|blutig)|(?:meinen|seinen|ihren) (?:kopf|schädel) ~2 gegen die wand ~2 (?:gehauen|geschlagen|geknallt|gestoßen|geschmettert)|(?:absichtlich|mit absicht) ~4 (?:verbrannt|geschnitten|verletzt|geritzt|geschlagen)|(?:verbrannt|geschnitten|verletzt|geritzt|geschlagen)(?: habe| hab| hat| haben)?(?: ,)? (?:mit absicht|absichtlich)',
      context: ANY_CLAUSE,
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:stehe|steht|stehe ich|sitze|sitzt|bin|ist|stehen) (?:gerade |jetzt |grad )?(?:auf|an) (?:dem|der|einem|einer) (?:[a-z]*dach|brücke|[a-z]*brücke|gleis|gleisen|klippe|hochhaus|balkon|bahnsteig|fenstersims|geländer)|(?:will|möchte) ~3 zu (?:ihr|ihm|ihnen|mama|papa)(?= [,.?]|$)|(?:heute|morgen) ist (?:der|es) tag(?= [,.?]|$)',
      context: `${DESPAIR}|gestorben|verstorben|tod|grab|himmel`,
    },
    {
      // Ribs seen on every breath, a groan or hum in a small child's breathing.
      category: 'sick_child',
      nearby: true,
      pattern: '(?:sieht|sehe|sieht man|man sieht) ~3 (?:die |alle )?rippen|rippen ~3 (?:bei jedem atemzug|beim atmen|beim einatmen)|atmet mit (?:so |einem |so einem )*(?:brummen|stöhnen|grunzen|ächzen)|stöhnende[nrm]? (?:atem|atmung)|(?:atem|atmung) ~3 stöhn[a-z]*',
      context: CHILD,
    },
    {
      // Pills swallowed in slang ("mit Schlafmitteln vollgepumpt").
      category: 'overdose_poisoning',
      pattern: `(?:mit )?${PILLS} ~2 (?:vollgepumpt|vollgestopft|zugedröhnt|zugeknallt|weggeballert)|(?:vollgepumpt|vollgestopft|zugedröhnt|zugeknallt) ~2 ${PILLS}`,
      context: ANY_CLAUSE,
    },
    {
      // "Sie macht es jetzt" from a locked room; a car driven into a tree; "nicht mehr da" with things given away.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:macht|mache|mach|tut|tue|zieht|ziehe) (?:es|das|sie es|er es|ich es) (?:jetzt|heute|gleich|heute nacht)(?: (?:wirklich|endlich|durch))?(?= [,.?]|$| und)|(?:es|das) (?:heute|jetzt|gleich|heute nacht|morgen) (?:tut|tue|macht|mache|durchzieht)(?= [,.?]|$| und)|(?:gegen|vor) (?:einen|einem|die|eine|den) (?:baum|wand|mauer|brückenpfeiler|lkw|laster|zug) ~2 (?:zu )?(?:fahren|rasen|steuern|lenken)|(?:sei|bin|ist|wäre) ~3 (?:nicht mehr|nie mehr) (?:da|hier)(?= [,.?]|$| und)',
      context: `${DESPAIR}|eingeschlossen|eingesperrt|tabletten|messer|klinge|rasierklinge[n]?|brücke|dach|abschied[a-z]*|verschenkt|weggegeben|vermacht`,
    },
    {
      // Lying on the floor for hours after a fall.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:liegt|lag|lieg) ~3 (?:seit|schon seit|die ganze nacht|stundenlang|seit stunden) ~4 (?:am boden|auf dem boden|im bad|draußen|im schnee|im garten|auf der straße|im freien|im wald|im flur)|(?:die ganze nacht|seit stunden|stundenlang) ~3 (?:am boden|auf dem boden|draußen|im schnee|im freien)',
      context: 'gestürzt|gefallen|hingefallen|(?:kann|konnte|kommt) (?:nicht|nich) (?:mehr )?(?:auf|aufstehen|hoch)|kalt|unterkühlt|verwirrt',
    },
    {
      // Breath taken after every word; a sentence no longer managed.
      category: 'breathing',
      pattern: '(?:nach|bei) jedem (?:zweiten |dritten )?(?:wort|satz) ~3 (?:luft holen|luft|atmen|pause)|(?:schafft|schaffe|schaff|schaffte|kann|konnte|bringt|bringe|kriegt|kriege|krieg) ~3 (?:kaum|nicht|nich|nimmer|nimma|ned|nöd|nid) (?:mal |einmal |noch |mehr )?(?:, )?(?:einen |nen |ein )?(?:ganzen |einzigen )?satz (?:zu )?(?:sagen|sprechen|beenden|zu ende|fertig|raus|heraus|aussprechen)|(?:keinen|kein|kaum einen|nicht einen) (?:ganzen |einzigen )?satz (?:mehr )?(?:zu ende|fertig|am stück|raus|heraus|durch)|(?:kaum|nicht|nich) (?:mehr )?in ganzen sätzen|mitten im satz ~2 (?:luft holen|nach luft|atmen|japsen|pause)|zwischen (?:den |jedem )?(?:wörtern|worten|wort) ~3 (?:luft|atmen|japsen|keuchen)',
      context: ANY_CLAUSE,
    },
    {
      // Telling others they will soon not have to look after him any more, with a means or a loss nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:bald|dann|demnächst|ab morgen|nicht mehr lange|eh bald) (?:muss|müsst|müssen|braucht|brauchen|brauchst|musst) (?:sich|ihr euch|ihr|du dich|euch|ihr euch) (?:auch )?(?:keiner|keine|niemand|niemals|nie|nicht) (?:mehr )?(?:um (?:mich|ihn|sie|uns) )?(?:zu )?(?:kümmern|sorgen|sorgen machen|sorgen zu machen|kümmere[n]?)|(?:bald|dann|endlich) (?:seid|sind|bist) (?:ihr|sie|du) mich (?:endlich |für immer )?los|(?:bald|dann) (?:bin ich|ist er|ist sie|falle ich|fällt er|fällt sie|lieg ich|liege ich) (?:euch |niemandem |keinem |dir |ihnen |ihr |ihm )?(?:nicht mehr |nie mehr |nimmer )?(?:zur last|zur belastung|im weg|auf der tasche)',
      context: 'gewehr|jagdgewehr|flinte|waffe|pistole|revolver|seil|strick|tabletten|brücke|messer|klinge|abschied[a-z]*|verabschied[a-z]*|verschenkt|verschenken|testament|letzte[nr]?|sterben|tot|leben|umbringen|last|sinnlos|kündigung|gekündigt|verzweifelt|depress[a-z]*|hoffnungslos|pleite|schulden|trennung|verlassen|gestorben|beerdigung',
    },
    {
      // A weekly medicine taken daily by mistake (methotrexate: NHS sends to A&E).
      category: 'overdose_poisoning',
      pattern: `(?:methotrexat|metotrexat|methotrexate|mtx|lantarel|metex|trexall)${listGap(10)} (?:täglich|jeden tag|tagtäglich|jeden morgen|jeden abend|doppelt|zweimal|mehrmals|statt (?:einmal |1 ?x |1 mal )?(?:die|pro|in der) woche|zu viel|zuviel|überdosiert)|(?:täglich|jeden tag|tagtäglich) (?:statt|anstatt|anstelle) (?:von )?(?:einmal |1 ?x |1 mal )?(?:die|pro|in der|wöchentlich)(?: woche)? ~6 (?:methotrexat|mtx|lantarel|metex)`,
      context: ANY_CLAUSE,
    },
    {
      // A face that hangs down on one side, however many words lie between.
      category: 'stroke',
      pattern: '(?:gesicht|mund|mundwinkel|lächeln|wange|gesichtshälfte|augenlid|lid) ~8 (?:(?:auf|an) (?:einer|einer seite|der (?:linken|rechten))|einseitig|links|rechts|auf der (?:linken|rechten)|auf einer) ~2 (?:runter|herunter|hinunter|nach unten |abwärts )?(?:hängt|hängen|hing|hängend|gesackt|sackt|schief|verzogen|verrutscht)',
      context: ANY_CLAUSE,
    },
    {
      // A flame, a fireball or steam in the face or eyes.
      category: 'burns',
      nearby: true,
      pattern: '(?:flamme|stichflamme|feuerball|feuer|dampf|heißer dampf|glut)[a-z]* ~4 (?:ins gesicht|in die augen|ins auge|über das gesicht|übers gesicht)',
      context: 'blasen|verbrannt|verbrüht|sieht|sehen|verschwommen|haut|schmerz[a-z]*|augen|wimpern|augenbrauen|haare|rot',
    },
    {
      // A burn where current went through ("an der Bahnoberleitung, Brandwunde an der Hand und am Fuß").
      category: 'burns',
      nearby: true,
      pattern: 'brandwunde[n]?|brandmal[e]?|brandstelle[n]?|verbrennung[a-z]*|verbrannt',
      context: '[a-z]*strom[a-z]*|[a-z]*oberleitung|hochspannung|starkstrom|blitz|elektrisch[a-z]*|volt|steckdose',
    },
    {
      // Not needing something where one is going, after a gift.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:brauche|braucht|brauch)${commaGap(8)} (?:wo|wohin|dort wo|da wo) (?:ich|er|sie) (?:hingehe|hingeht|hin gehe|hin geht|gehe|geht)|(?:wo|wohin) (?:ich|er|sie) (?:hingehe|hingeht|gehe|geht)${commaGap(3)} (?:nicht|nich|nie|kein[a-z]*) mehr`,
      context: `${DESPAIR}|geschenkt|verschenkt|weggegeben|vermacht|abschied[a-z]*`,
    },
    {
      // Affairs handed over so that nobody has trouble 'nach mir'.
      category: 'self_harm',
      nearby: true,
      pattern: 'passwörter ~3 (?:aufgeschrieben|notiert|hinterlegt|weitergegeben)|alles (?:übergeben|geregelt|geordnet)|(?:angelegenheiten|papiere|finanzen) ~2 (?:geregelt|geordnet)',
      context: `nach mir|wenn ich (?:weg|nicht mehr da|tot) bin|für immer|${DESPAIR}`,
    },
    {
      // Jumping tonight, told in a post or a message.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:heute|heut|morgen|heute nacht|gleich|jetzt|bald) (?:nacht |abend )?(?:spring|springe|springt|runterspring[a-z]*)(?= [,.?]|$| und)|(?:beschlossen|entschieden|entschlossen)(?: ,)? (?:dass|mich) ~5 (?:nicht mehr|sterben|umbringen|schluss)',
      context: `${DESPAIR}|brücke|dach|hochhaus|fenster|balkon|gleis[a-z]*|zug|tief|abschied[a-z]*|schwarze[n]? bilder|postet|geschrieben|schreibt`,
    },
    {
      // A scald over a large area or with severe pain ("nach dem heißen Badewasser am ganzen Rücken knallrot").
      category: 'burns',
      nearby: true,
      pattern: '(?:heiß|kochend|siedend|brühend)[a-z]* [a-z]*(?:wasser|öl|fett|tee|kaffee|milch|dampf|suppe|tasse|becher|kanne|topf|kocher)',
      context: 'ganze[nrm]? (?:rücken|bauch|brust|arm|bein|körper|po|oberkörper|rücken)|knallrot|feuerrot|schreit vor schmerz[a-z]*|haut (?:löst|schält|hängt)',
    },
    {
      // Asked not to be looked for, after a note or a goodbye.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:wir|ihr|du|sie|man) ~2 (?:mich|sie|ihn) (?:nicht|nich) suchen (?:sollen|soll|sollt)|(?:sucht|such) mich (?:nicht|nich)',
      context: `${GOODBYE}|${DESPAIR}|zettel|brief|nachricht|hinterlassen|geschrieben`,
    },
    {
      // Enough tablets not to wake up; cut arms described.
      category: 'self_harm',
      pattern: '(?:so viele|so viel|genug|alle|ausreichend)(?: ,)? (?:dass|damit|um) ~2 (?:nicht|nich|nie) (?:mehr |wieder )?(?:aufwache|aufzuwachen|aufwachen)|(?:aufgeschnittene[nm]?|aufgeritzte[nm]?|zerschnittene[nm]?|geritzte[nm]?) (?:arme[n]?|arm|handgelenk[e]?|beine[n]?|oberschenkel[n]?|unterarm[e]?|haut)',
      context: ANY_CLAUSE,
    },
    {
      // White, leathery or charred skin after heat, a chemical or current.
      category: 'burns',
      nearby: true,
      pattern: 'haut ~3 (?:weiß|weiss|weißlich|ledrig|lederartig|verkohlt|wachsartig|wie leder|wie pergament)|(?:weiße|ledrige|lederartige|verkohlte|wachsartige) haut|(?:hand|arm|finger|fuß|bein) ~2 in (?:die |der |den |das )?(?:fritteuse|frittöse|frittierfett|kochtopf|heiße[sn]? (?:öl|fett|wasser))',
      context: 'verbrannt|verbrüht|verbrennung[a-z]*|brandwunde|fritteuse|frittöse|fett|öl|herdplatte|ofen|feuer|flamme[n]?|heiß[a-z]*|kochend[a-z]*|blasen|strom[a-z]*|säure|lauge|verätzt|bügeleisen|glut|metall|flüssig[a-z]*|schweiß[a-z]*|glühend[a-z]*|asphalt|teer|heiz[a-z]*|[a-z]*strahler|[a-z]*lüfter|wärmflasche',
    },
    {
      // Imagining being dead and a plan made; 'heute Ende' with despair.
      category: 'self_harm',
      nearby: true,
      pattern: 'wie es (?:wäre|ist|sich anfühlt)(?: ,)? ~2 tot zu sein|(?:einen |nen |ein )?plan (?:gemacht|gefasst|geschmiedet)|(?:heute|heut|morgen|heute nacht|diese nacht) (?:ist )?(?:das |mein |dann )?ende',
      context: DESPAIR,
    },
    {
      // Empty pill packs beside someone drowsy or slurring ("neben ihr leere Tablettenpackungen ... lallt").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: 'leere[nrs]? [a-z]*(?:blister|packung|packungen|dose|dosen|schachtel|schachteln|fläschchen|röhrchen)|[a-z]*(?:packung|schachtel|blister|dose|röhrchen)[a-z]* ~3 (?:leer gemacht|leergemacht|geleert|leer)',
      context: `${CHILD}|lallt|lallen|schläfrig|kaum wach|nicht wach|bewusstlos|benommen|verwirrt|liegt|reagiert|erbricht|weggetreten|atmet|schläft tief|wach (?:machen|kriegen|bekommen)|wecken`,
    },
    {
      // Someone else's medicines taken ("statt ihrer Augentropfen die Tabletten vom Opa").
      category: 'overdose_poisoning',
      pattern: '(?:tabletten|medikamente|pillen|medizin) (?:vom|von der|von dem|des|der|meines|meiner) (?:opa|oma|mann|frau|vater|mutter|nachbarn|nachbarin|anderen|partner|partnerin|schwester|bruder|großvater|großmutter)[a-z]* ~3 (?:genommen|geschluckt|erwischt|eingenommen)|(?:verwechselt|vertauscht) ~4 (?:tabletten|medikamente|pillen)',
      context: ANY_CLAUSE,
    },
    {
      // A breath that smells of a household chemical.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:riecht|roch|stinkt) ~3 aus dem mund|(?:mund|atem) ~2 (?:riecht|roch|stinkt)',
      context: POISONS,
    },
    {
      // A weapon or rope handled, with despair nearby ("die Pistole aus dem Schrank genommen und lange angeschaut").
      category: 'self_harm',
      nearby: true,
      pattern: '(?:pistole|waffe|gewehr|revolver|strick|seil|klinge|rasierklinge|schlinge) ~4 (?:angeschaut|angesehen|in der hand|in die hand genommen|rausgeholt|herausgeholt|aus dem schrank genommen|geladen|durchgeladen|an den kopf)',
      context: DESPAIR,
    },
    {
      // Things given away, the flat cleared, a notary, with despair nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:katze|kater|hund|haustier[e]?|tiere|sachen|besitz|pflanzen) ~5 (?:weggegeben|abgegeben|verschenkt|vermacht|verkauft)|(?:katze|kater|hund) ~4 (?:zu|zur) ~2 (?:schwester|bruder|mutter|eltern|freundin|freund|nachbarin|nachbarn) gebracht|termin beim notar|(?:wohnung|zimmer) ~2 (?:aufgeräumt|ausgeräumt|leergeräumt)',
      context: DESPAIR,
    },
    {
      // Someone who talks or writes about harming themselves ("redet seit Wochen davon, sich was anzutun").
      category: 'self_harm',
      pattern: `(?:redet|redt|redete|spricht|sprach|schreibt|schrieb|droht|drohte|erzählt|erzählte|sagt|sagte|meint|meinte|geredet|gesprochen|gedroht|geschrieben|gesagt|angekündigt|kündigt|überlegt|überlegte|denkt|dachte)${gap(5)} (?:sich|mir|mich) (?:selbst )?(?:etwas|was|wos|wat|ebbes|öppis|eppes|ernsthaft was|irgendwas) (?:anzutun|antun|antut|antue)`,
      context: ANY_CLAUSE,
    },
    {
      // Working out how many would be needed; harming oneself said verb last.
      category: 'self_harm',
      pattern: '(?:ausgerechnet|berechnet|nachgerechnet|gezählt|gegoogelt|nachgelesen|recherchiert)(?: ,)? wie viele ~3 (?:brauche|braucht|reichen|nötig sind|nehmen muss)|(?:mir|sich|mich) ~3 (?:etwas|was) (?:antun|anzutun) (?:will|möchte|wollte|werde|wird|würde|könnte)|(?:mich|sich|mir) ~4 selbst (?:verletzt|verletze|verletzen|geschnitten|verbrannt|geschlagen|wehgetan|weh getan)|(?:gedanken|gedanke|impulse|drang) (?:an|zur|zu|nach) selbstverletz[a-z]*|selbstverletz[a-z]*',
      context: ANY_CLAUSE,
    },
    {
      // Wanting it to be over, with despair nearby ("will einfach einschlafen und dass es vorbei ist").
      category: 'self_harm',
      nearby: true,
      pattern: '(?:will|möchte|wünsch[a-z]*) ~5 (?:dass|das) es ~2 (?:vorbei ist|aufhört|endet|zu ende ist)',
      context: DESPAIR,
    },
    {
      // Wanting to die with other words between ("ich will gerade einfach nur noch sterben", "möchte im Moment nur tot sein").
      category: 'self_harm',
      pattern: '(?:will|möchte|möcht|wollte|wünschte|wünsche|würde am liebsten|mag) ~4 (?:zu )?(?:sterben|tot sein)(?= [,.?]|$| und| aber| oder)',
      context: ANY_CLAUSE,
    },
    {
      category: 'overdose_poisoning',
      nearby: true,
      pattern: POISON_PLANTS,
      context: 'gegessen|gegessn|gessn|gessen|genascht|gekaut|geschluckt|verschluckt|im mund|in den mund|probiert|gelutscht|abgebissen|angeknabbert|geknabbert|getrunken|tee|verzehrt|gekocht|gebraten|erbricht|erbrechen|erbrochen|übel|durchfall|pupillen|herzrasen|verwirrt|narrisch|krampf[a-z]*|vergiftet|schläfrig|halluzin[a-z]*|erwischt',
    },
    {
      // Not waking up said in dialect or the conditional ("am liebsten tät i nimmer aufwachen").
      category: 'self_harm',
      pattern: '(?:am liebsten|tät|täte|würd|würde|möcht|möchte|wünsch[a-z]*) ~3 (?:nicht|nich|nie) (?:mehr |wieder )?aufwachen',
      context: ANY_CLAUSE,
    },
    {
      // Eyes that will not open, someone lying there not hearing a call.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:macht|öffnet|kriegt) ~3 (?:die |seine |ihre )?augen (?:nicht|nich|kaum) (?:mehr )?(?:auf|zu öffnen)?|augen (?:gehen|bleiben) ~2 (?:nicht|nich) (?:mehr )?auf',
      context: 'liegt|boden|umgefallen|umgekippt|ruf[a-z]*|reagiert|hört|atmet|wach|rüttel[a-z]*|schüttel[a-z]*',
    },
    {
      // Arranging who takes the pets and where the papers are, with despair or "bald egal" nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:wer|wo) ~3 (?:meine|mein|meinen) (?:katze|kater|hund|tiere|haustiere|papiere|unterlagen|sachen|kinder|pflanzen|passwörter) ~3 (?:nehmen|bekommen|kriegen|versorgen|liegen|kümmern|finden) (?:soll|sollen|wird|kann|muss)',
      context: `${DESPAIR}|egal|nicht mehr brauchen|bald vorbei|abschied[a-z]*`,
    },
    {
      // A sudden severe pain 'in the egg' (non-native and slang for the testicle).
      category: 'other_emergency',
      pattern: '(?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig) ~4 (?:schmerz[a-z]*|weh) ~3 (?:im|in|am|an den|in den|in die|in der) (?:hoden|ei|eier|eiern|sack|hodensack)',
      context: ANY_CLAUSE,
    },
    {
      // Tablets out of reach found empty where children were ("den Blister leer im Kinderzimmer").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:blister|packung|dose|döschen|schachtel|flasche|fläschchen|röhrchen|tablettendose|pillendose|dosett|tube) ~5 (?:leer|halb leer|ausgetrunken|aufgerissen|offen)|leere[nrs]? (?:blister|packung|dose|tablettendose|pillendose|flasche|fläschchen|röhrchen)`,
      context: `${CHILD}|kinder|kindern`,
    },
    {
      // A mouthful of a chemical ("einen Schluck genommen", "davon genippt").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:einen|nen|ein|ne|paar|einige) (?:schluck|schlucke|schlückchen|mundvoll|löffel) ~2 (?:genommen|getrunken|geschluckt|erwischt|davon|daraus)?|davon getrunken|daraus getrunken|davon gegessen|davon genascht|davon probiert|davon geschluckt|(?:dran|daran|davon) genippt|genippt',
      context: POISONS,
    },
    {
      // Sparks, embers or hot fat in the eye with sight or pain affected.
      category: 'burns',
      nearby: true,
      pattern: '(?:funken|schweißfunken|glut|heiße[sn]? (?:fett|öl|wasser)|schweißlicht|verblitzt)[a-z]* ~4 (?:ins auge|in die augen|in den augen|im auge|in beide augen)|verblitzt',
      context: 'sieht|sehen|seh|trüb|blind|schmerz[a-z]*|brennt|verbrannt|weiß|tränt|rot',
    },
    {
      // A partner or friend who says the others would be better off without them.
      category: 'self_harm',
      pattern: `(?:sagt|sagte|gesagt|meint|meinte|gemeint|schreibt|schrieb|geschrieben|erzählt)${commaGap(6)} (?:ohne (?:ihn|sie) ~2 besser dran|besser dran ohne (?:ihn|sie)|(?:ihm|ihr) ~3 (?:besser|leichter) ohne)`,
      context: ANY_CLAUSE,
    },
    {
      // Choosing where to jump from ("von welcher Brücke er springen könnte").
      category: 'self_harm',
      pattern: '(?:brücke|hochhaus|dach|klippe|turm|parkhaus|fenster|balkon|staudamm) (?:er |sie |ich |man )?(?:springen|runterspringen|hinunterspringen|herunterspringen|mich stürzen|sich stürzen) (?:könnte|würde|will|wollte|werde|wird|soll|sollte|kann)',
      context: ANY_CLAUSE,
    },
    {
      // A weight on the heart in a comparison ("als würd einer drauf stehen").
      category: 'chest_pain',
      pattern: '(?:als ob|als würde|als würd|als wenn|wie wenn|als hätte|als säße|als stünde) (?:einer|jemand|ein elefant|etwas|was|ne tonne|eine tonne|ein stein|ein auto) ~3 (?:drauf|darauf|drüber) (?:sitzt|sitzen|steht|stehen|liegt|liegen|drückt|drücken|tritt|treten|knien|kniet)?',
      context: 'brust[a-z]*|herz|brustkorb|brustbein',
    },
    {
      // A fire fed with fuel ("beim Lagerfeuer Benzin reingekippt"), with a burn nearby.
      category: 'burns',
      nearby: true,
      pattern: 'stichflamme|verpuffung|(?:benzin|spiritus|brennspiritus|grillanzünder|anzünder|feuerzeuggas|sprit|diesel) ~4 (?:reingekippt|reingeschüttet|reingegossen|nachgegossen|nachgekippt|ins feuer|in die glut|in den grill|ins lagerfeuer|drübergekippt)',
      context: 'verbrannt|verbrüht|blasen|brandblase[n]?|haut|gesicht|arm|arme|hand|hände|haare|flamme[n]?|brennt|gebrannt|feuer gefangen|verkohlt|schwarz',
    },
    {
      // Wanting everything to stop, for good.
      category: 'self_harm',
      pattern: `(?:will|wollte|wollten|wollen|wolle|möchte|möchten|wünsch[a-z]*|wünschte|hoffe|hoffte)${listGap(4)} (?:dass|das) (?:alles|das alles|einfach alles) ~2 (?:aufhört|endet|vorbei ist|zu ende ist)|(?:alles|es|das alles) ~2 (?:aufhört|aufhören|endet|vorbei ist|vorbei wäre) für immer|für immer (?:einschlafen|weg sein|verschwinden)|(?:verschwinden|weg sein|einschlafen) (?:will|möchte|wollte|würde)(?: ,)? für immer`,
      context: ANY_CLAUSE,
    },
    {
      // Thrown from a motorbike, a crash, with a danger sign nearby.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:vom|von dem|von seinem|von ihrem|von meinem) (?:motorrad|töff|roller|moped|mofa|quad|e ?bike|pferd|traktor) ~2 (?:geflogen|geschleudert|gestürzt|gefallen|abgeworfen)|(?:motorrad|auto|verkehrs|töff|roller|moped)unfall|mit dem (?:auto|motorrad|töff|roller|moped) ~4 (?:gegen|in|unter) ~3 (?:gekracht|geprallt|geknallt|geraten|gerast)|frontal ~3 (?:zusammengestoßen|zusammengeprallt|gekracht)',
      context: 'verdreht|abgeknickt|unnatürlich|blutet|blutung|bewusstlos|reagiert (?:nicht|kaum)|atmet (?:kaum|schwer|nicht)|(?:kann|konnte) (?:nicht|nich|kaum) (?:mehr )?(?:aufstehen|laufen|gehen|stehen|bewegen)|bewegt sich (?:nicht|kaum)|schreit|knochen|eingeklemmt|helm',
    },
    {
      // Someone who cannot be woken, said with the sleeper as object ("ich kann sie nicht wecken", "krieg ihn kaum wach").
      category: 'unconscious',
      pattern: '(?:kann|kriege|krieg|kriegen|bekomme|bekomm|bekommen|konnte|konnten) (?:ihn|sie|es|ihm|den|die|das|mein[a-z]*|unser[a-z]*|papa|mama|opa|oma)(?: [a-z]+)? (?:nicht|nich|kaum) (?:mehr )?(?:richtig |gut )?(?:wecken|wach machen|aufwecken|wachrütteln)',
      context: ANY_CLAUSE,
    },
    {
      // A child at the pill box, tablets missing ("da fehlen fünf von meinen Herztabletten", "war an meinem Tablettendöschen").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:fehlen|fehlt|fehlten|fehlte) ~5 ${PILLS}|${PILLS} ~3 (?:fehlen|fehlt|fehlten|fehlte)|(?:an|am) (?:den |die |der |dem |meine[nmr]? |seine[nmr]? |ihre[nmr]? |omas |opas |unsere[nmr]? )?(?:tabletten[a-z]*|medikamenten[a-z]*|pillen[a-z]*|arzneischrank|medizinschrank|medikamentenschrank|pillendose|dosett|medikamentenbox) ~2 (?:war|waren|gewesen|dran|rangegangen|gegangen|rumgespielt)`,
      context: CHILD,
    },
    {
      // A whole ration taken at once ("ihre Wochenration Tabletten auf einmal genommen").
      category: 'overdose_poisoning',
      pattern: `(?:wochenration|monatsration|wochenvorrat|monatsvorrat|wochendosis|ganze[nr]? (?:dosett|vorrat|wochenbox|tablettenbox)) ~4 (?:genommen|geschluckt|eingenommen|eingeworfen)|${PILLS} ~4 (?:auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|auf einen schlag|alle zusammen|alle gleichzeitig|gleichzeitig|alle auf einmal) ~2 (?:genommen|geschluckt|eingenommen|eingeworfen|aufgeklebt|geklebt|aufgelegt)`,
      context: ANY_CLAUSE,
    },
    {
      // Blue lips or breathing pauses in a baby or small child are a sick child, not only a breathing problem.
      category: 'sick_child',
      nearby: true,
      pattern: '(?:lippen|gesicht|mund|haut|zunge|mundpartie) ~3 (?:blau|bläulich|grau|lila|blaulila)|blaue[n]? lippen|(?:lange[n]? |längere[n]? )?(?:atem)?pausen ~3 (?:beim )?atm[a-z]*|atempause[n]?|hört ~3 auf zu atmen|aufgehört zu atmen|(?:blau|grau) (?:angelaufen|anläuft|anlaufen|geworden)',
      context: CHILD,
    },
    {
      // "dass es morgen vorbei ist" with despair nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:es|alles) ~2 (?:morgen|heute nacht|heute|bald|gleich|endlich) ~2 vorbei(?! mit)|(?:morgen|heute nacht|bald|gleich|endlich) ~2 (?:ist|wird|wäre) ~2 (?:es|alles) ~2 vorbei',
      context: DESPAIR,
    },
    {
      // The means made ready ("ein Seil im Keller vorbereitet", "die Schlinge schon geknüpft").
      category: 'self_harm',
      pattern: '(?:strick|schlinge|seil|klinge|rasierklinge[n]?|waffe|pistole) ~3 (?:vorbereitet|bereitgestellt|bereit gestellt|versteckt|festgemacht|befestigt|aufgehängt|geknüpft|geknotet)',
      context: ANY_CLAUSE,
    },
    // stroke
    {
      category: 'stroke',
      pattern: '(?:kann|können|konnte) ~3 (?:den|das|die|seinen|ihren|meinen|seine|ihre|meine) (?:arm|bein|hand|fuß) ~2 nicht (?:mehr )?(?:bewegen|heben|spüren|halten)|(?:arm|hand|bein) ~3 (?:hängt|fällt|baumelt|baumeln) ~3 (?:schlaff|runter|herunter)|(?:arm|hand|bein) ~3 (?:baumelt|baumeln)|(?:arm|hand|bein) ~3 (?:schlaff|schlapp|kraftlos|leblos|einfach)? ?(?:runterhängt|herunterhängt|runterhing|runterfällt|herunterfällt)|(?:arm|bein|hand) ~3 (?:schwer|kraftlos|schlaff|lahm|gelähmt|taub|gefühllos|pelzig|schwach|wie tot)|(?:ziehe|zieh|zieht) ~3 (?:es|das bein|den fuß|ihn) nach',
      context: 'gesicht|mund|mundwinkel|sprache|spricht|sprechen|reden|redet|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|schlaganfall|schief|lallt|verwaschen|undeutlich|sieht|sehen|seit (?:heute|dem aufstehen|heute (?:früh|morgen|mittag)|vorhin|eben|grad|gerade|einer (?:halben )?stunde|\\d+ (?:minuten|stunden))|stolper[a-z]*|torkel[a-z]*|gleichgewicht|verschwommen|doppelt|nach(?:ziehen|gezogen)|zieh[a-z]* ~3 nach',
    },
    {
      category: 'stroke',
      pattern: '(?:läuft|laufe|lief|geht|gehe|ging|torkelt|torkle|torkeln|taumelt|taumeln|schwankt|wankt|kippt|fällt) ~5 (?:schief|schräg|krumm|zur seite|im zickzack|wie betrunken|nach (?:links|rechts)|immer (?:nach )?(?:links|rechts))|torkelt|torkeln|taumelt|gleichgewicht ~3 (?:verloren|weg|nicht halten|nicht mehr halten)|(?:kann|konnte) ~3 (?:nicht|kaum) (?:mehr )?(?:richtig |gerade |normal )?(?:stehen|gehen|laufen)|bein ~2 (?:zieht nach|schleift|knickt weg|knickt ein)|zieht ~2 (?:das|ein|sein|ihr|mein) (?:linke |rechte )?bein nach|(?:stösst|stoße|stößt|läuft|laufe|lief|rennt|rempelt|eckt|knallt) ~4 (?:gegen|an|am|in) ~3 (?:türkante|türkanten|türpfosten|kante|kanten|ecke|ecken|türrahmen|tür|türen|wand|wände|möbel|tisch|tische|dinge|sachen|gegenstände|türstock|schrank|leute)|(?:immer|ständig|dauernd) (?:rechts|links) (?:gegen|an|am)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|dem aufstehen|heute morgen|vorhin|eben|grad|gerade|einer stunde)|rechts|links|schief|doppelt|sprache|spricht|redet|wörter|worte|gesicht|schwindel[a-z]*|schwindlig|sieht|sehen|arm|hand',
    },
    {
      category: 'stroke',
      pattern: '(?:sehe|sieht|sah|seh|sehen) ~3 (?:alles )?doppelt|doppelbilder|doppelt ~2 (?:sehen|gesehen)|(?:lässt|lasse|ließ|liess|laesst) ~3 (?:alles|dinge|sachen|gegenstände|tasse|glas|gabel|löffel|handy|becher|besteck) ~2 fallen|(?:fällt|fiel|gefallen|rutscht|rutschte|gerutscht) ~4 aus der (?:linken |rechten )?hand|(?:gabel|tasse|löffel|glas|becher|messer|handy|stift|zahnbürste|besteck) ~4 (?:fallen gelassen|fallen lassen|aus der (?:linken |rechten )?hand)|(?:kann|konnte) ~3 nicht (?:mehr )?(?:richtig |normal )?(?:schreiben|lesen|lächeln|pfeifen|greifen|zumachen|schlucken)|(?:mund|auge|augenlid|lid|lippen) ~5 nicht (?:mehr )?(?:zumachen|schließen|zu machen|zubekommen|zukriegen)|(?:wasser|getränk|essen|tee|kaffee|spucke|speichel|sabber) ~3 (?:läuft|lief|rinnt|tropft|rausläuft|herausläuft|rauslief|kommt raus|kommt heraus|kam raus|kommt wieder raus)(?: ~3 (?:aus dem mund|raus|heraus|mundwinkel))?|(?:läuft|lief|rinnt|tropft) ~4 (?:aus dem mund|aus dem mundwinkel|mundwinkel raus|aus dem mundwinkel raus)|(?:erkennt|erkannte) (?:mich|uns|niemanden|seine frau|seinen mann|ihre kinder|seine kinder) ~2 (?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig) ~2 (?:nicht|nich|kaum)|(?:kann|konnte|weiß) ~3 (?:seinen|ihren|meinen) (?:namen|geburtstag) ~2 (?:nicht|nich) (?:mehr )?(?:sagen|nennen|aussprechen)?|(?:sätze|wörter|worte|was (?:er|sie) sagt) ~3 (?:ergeben|machen) ~3 keinen sinn|(?:schwierigkeiten|probleme|mühe|schwer)(?: ,)? ~2 (?:die )?(?:richtigen )?(?:wörter|worte) (?:zu )?finden|buchstaben ~3 (?:keinen sinn|durcheinander|wirr)|versteht ~4 (?:nicht|nichts|nix|kein wort) mehr|(?:antwortet|redet|spricht|sagt) ~4 falsche[n]? (?:wörter|worte|wörtern|sachen)|erkennt ~3 (?:seine|ihre|die|meine) (?:enkel|enkelin|enkelkinder|kinder|familie|frau|mann|tochter|sohn) ~2 (?:nicht|nich) mehr',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|dem aufstehen|heute morgen|vorhin|eben|grad|gerade|einer stunde|einer halben stunde|\\d+ minuten)|grad eben|gerade eben|vorhin|eben|rechts|links|einer seite|eine seite|schief|(?:gesicht|mund|sprache)(?! (?:und (?:gesicht|mund|sprache|sprechen|arme|beine) )?(?:ist |sind |waren |war )?(?:ganz |völlig |total )?(?:normal|ok|okay|unauffällig|in ordnung))|spricht|redet|schwindel[a-z]*|schwindlig|torkel[a-z]*|taub|lall[a-z]*|hängt|hängen',
    },
    // stroke
    {
      // A limb or side that feels foreign ("als gehöre er nicht zu mir", "fühlt sich fremd an").
      category: 'stroke',
      pattern: `(?:arm|bein|hand|seite|körperhälfte|gesichtshälfte|fuß|körperseite)${commaGap(5)} (?:fühlt sich ~2 fremd|wie fremd|fremd an|wie tot|wie nicht (?:mein|meine|meiner)|(?:gehört|gehöre|gehören) (?:irgendwie )?(?:nicht|nich) (?:mehr )?(?:zu mir|zu ihm|zu ihr|mir)|(?:irgendwie )?(?:nicht|nich) (?:mehr )?(?:zu mir|zu ihm|zu ihr) (?:gehört|gehöre|gehören|gehörte|gehören würde))|(?:gehört|gehöre|gehören) ~2 (?:nicht|nich) (?:mehr )?zu (?:mir|ihm|ihr)`,
      context: `${SIDE}|links|rechts|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|seit|taub|lallt|spricht|redet|gesicht|arm|bein|hand|seite`,
    },
    // chest_pain
    {
      // Burning in the chest is heartburn unless something else of a heart attack comes with it.
      category: 'chest_pain',
      nearby: true,
      pattern: '(?:brennt|brannte|gebrannt|brennen|brennendes?|brennender) ~5 (?:in|auf|hinter|im) (?:der |die |dem |den |meiner |seiner |ihrer |meinem |seinem |ihrem |ganzen |ganze )?(?:brust|brustbein|brustkorb|brustraum|brustmitte|herzgegend)|(?:in|auf|hinter|im) (?:der |dem |meiner |seiner |ihrer |meinem |seinem |ihrem )?(?:brust|brustbein|brustkorb|brustraum|herzgegend) ~3 (?:gebrannt|brennt|brannte|brennen)',
      context: 'geschwitzt|verschwitzt|schweißgebadet|klatschnass|kreidebleich|kalkweiß|aschfahl|leichenblass|stent|bypass|schwitz[a-z]*|kaltschweiß[a-z]*|kalt schweiß[a-z]*|arm|kiefer|unterkiefer|rücken|schulter|hals hoch|ausstrahl[a-z]*|strahlt|übel|schlecht|atemnot|luft|eng|enge|druck|drückt|schwindel[a-z]*|schwindlig|blass|grau|herzinfarkt|infarkt|herz',
    },
    {
      category: 'chest_pain',
      pattern: '(?:strahlt|zieht|geht|ausstrahl[a-z]*|wandert|schießt) ~4 (?:in|bis in|zum|zur|bis zum|bis zur|richtung|hoch in) (?:den |die |das |beide |beiden |seinen |ihren |meinen |seine |ihre |meine )?(?:linke[nrs]? |rechte[nrs]? )?(?:arm|arme|hals|schulter|schultern|rücken|kiefer|unterkiefer|zähne|nacken|oberbauch|magen)|linke[rn]? arm ~2 (?:taub|schwer|kribbelt|komisch|pelzig|gefühllos|schwach|lahm)',
      context: 'brust|brustkorb|brustbein|herz|schwitz[a-z]*|kaltschweiß[a-z]*|chest|sweat[a-z]*|heart|eng|enge|engegefühl|druck',
    },
    {
      category: 'chest_pain',
      pattern: '(?:eng|enge|druck|schwer) (?:ums|um das|am|auf dem) herz|(?:herz|herzgegend) ~3 (?:krampft|verkrampft|zieht sich zusammen|schmerzt|tut (?:so |sehr |total |richtig )?weh|sticht|brennt|drückt)|herzschmerz[a-z]*|herzstechen',
      context: 'schwitz[a-z]*|kaltschweiß[a-z]*|blass|grau|arm|kiefer|luft|atem[a-z]*|übel|schwindel[a-z]*|schwindlig|erbricht|brust|schulter|rücken',
    },
    // sudden_headache
    {
      category: 'sudden_headache',
      pattern: '(?:schlimmste[nrs]?|heftigste[nrs]?|stärkste[nrs]?|krasseste[nrs]?|übelste[nrs]?|brutalste[nrs]?) (?:schmerz[a-z]*)|(?:kopf|schädel|schädl|chopf|grind|hinterkopf) ~7 (?:explodier[a-z]*|platzt|platzen|zerspringt|zerspringen|zerplatzt|zerreißt|zerreißen|birst|bersten)|(?:explodiert|explodierte|platzt|platzte|zerspringt|zerplatzt|birst) (?:mir )?(?:mein|sein|ihr|der|fast der|gleich der|gleich mein)? ?(?:kopf|schädel)|(?:innerhalb|binnen) (?:von )?(?:sekunden|einer sekunde|wenigen sekunden|einer minute)|von einer sekunde auf die andere|von jetzt auf gleich|von null auf hundert|wie ein blitz|donnerschlag[a-z]*|wie (?:ein|einen|nen|so ein|von einem|mit einem) (?:donner|knall|peitschenhieb|peitschenschlag|keulenschlag|hammerschlag|axthieb|schlag|hammer|stromschlag)(?! (?:ins gesicht|in die magengrube))|(?:wie )?aus dem nichts|aus heiterem himmel|schlagartig|blitzartig',
      context: 'kopf|kopfschmerz[a-z]*|kopfweh|schädel|schädl|chopf|chopfweh|hinterkopf|migräne|nacken|schlagartig|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|sekunde|sekunden|explosion|explodier[a-z]*|platzt|donnerschlag',
    },
    {
      category: 'sudden_headache',
      pattern: '(?:unerträglich|höllisch|extrem|rasend|wahnsinnig|unglaublich|brutal|krass|heftigst|stärkst|vernichtend|mörderisch)[a-z]* ~2 (?:kopfschmerz[a-z]*|kopfweh|schmerz[a-z]* im (?:kopf|hinterkopf))',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|sekunde[n]?|knall|schlag im|explosion|blitz|aus dem nichts|aus heiterem himmel|zusammengesackt|zusammengebrochen|zusammengeklappt|umgekippt|kollabiert|bewusstlos|ohnmächtig',
    },
    {
      // The headache described by a blow that did not happen ("als ob mir jemand auf den Hinterkopf haut").
      category: 'sudden_headache',
      nearby: true,
      pattern: '(?:als ob|als hätte|als hätt|als würde|als wenn|wie wenn|wie als ob|als hätten) ~7 (?:auf|aufn|in|gegen|an|über) (?:den |meinen |seinen |ihren |dem |meinem |seinem |ihrem )?(?:kopf|hinterkopf|schädel|nacken|stirn)|wie (?:ein|einen|nen|ne|eine) (?:schlag|hammerschlag|keulenschlag|hieb|tritt|blitz|stromschlag|messerstich|stich|knall|peitschenhieb|schuss) (?:auf|in|gegen|an|mit|durch) (?:den |meinen |seinen |ihren |dem |meinem |seinem |ihrem )?(?:kopf|hinterkopf|schädel)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|blitzartig|sekunde[n]?|aus dem nichts|aus heiterem himmel|noch nie|nie so|nie zuvor|schlimmste[nrs]?|heftigste[nrs]?|unerträglich[a-z]*|erbrochen|erbricht|übergeben|kotz[a-z]*|gekotzt',
    },
    {
      // "so schlimm war es noch nie" about a headache: the worst ever.
      category: 'sudden_headache',
      nearby: true,
      pattern: '(?:noch nie|nie zuvor|nie in meinem leben|nie) (?:so |solche[n]? |derart |dermaßen )(?:schlimm|stark|heftig|krass|extrem|brutal|übel|wahnsinnig|höllisch|unerträglich)[a-z]*|so (?:schlimm|stark|heftig|krass|extrem|brutal|übel|wahnsinnig|höllisch)[a-z]*(?: (?:war|waren|wars|hatte|hab|habe|hatt|tat|tats) (?:es|das|ich|sie|er|der|die)?)?(?: es| das| weh)? (?:noch nie|nie)|(?:schlimmer|stärker|heftiger) als (?:je|jemals|alles|jede[rn]? migräne)|(?:schlimm|stark|heftig|krass|extrem|brutal|schlimmer|stärker|weh)[a-z]* wie (?:noch )?nie|wie noch nie (?:in meinem|im|in (?:ihrem|seinem|ganze[nm]?)) leben',
      context: 'kopfschmerz[a-z]*|kopf ?weh|kopf tut ~2 weh|hinterkopf|schädel|im kopf|kopf (?:tut|schmerzt|dröhnt|platzt|hämmert|explodiert)|migräne|brummschädel',
    },
    {
      category: 'sudden_headache',
      pattern: '(?:(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig) ~3 (?:an den kopf gefasst|an den kopf gegriffen|den kopf gehalten|an den kopf|kopf gehalten)',
      context: 'geschrien|schreit|schrie|schmerz[a-z]*|weh|schlimmste[nrs]?|erbricht|erbrochen|übergeben',
    },
    // head_injury
    {
      category: 'head_injury',
      nearby: true,
      pattern: 'baby|babys|säugling|neugeboren[a-z]*|(?:\\d|1[0-2]) (?:monate|monat|wochen) alt|(?:\\d|1[0-2]) (?:monate|monat|wochen)',
      context: '(?:auf den|aufn|aufs|auf das|mit dem) (?:kopf|köpfchen|hinterkopf)|(?:kopf|köpfchen|hinterkopf) ~3 (?:gefallen|gestoßen|geknallt|aufgeschlagen|angeschlagen)|(?:gefallen|gestürzt|runtergefallen|fallen gelassen|gerollt|gekippt) ~4 (?:kopf|köpfchen)|vom wickeltisch|fallen gelassen',
    },
    {
      category: 'head_injury',
      nearby: true,
      pattern: '(?:muss|musste|müssen|muß) ~3 (?:brechen|spucken|kotzen|erbrechen|übergeben)|gekrampft|krampfte|krampfanfall|(?:zweimal|dreimal|mehrmals|mehrfach|schon wieder) ~2 gebrochen|speibt|speim|speiben|gspiebn|gspiem|speit|erbricht|erbrechen|erbrochen|erbreche|übergibt|übergeben|übergebe|übergab|kotzt|kotzen|kotze|gekotzt|spuckt|gespuckt|bricht|verwirrt|desorientiert|benommen|durcheinander|wirr[a-z]*|(?:so|ganz|total|irgendwie|seltsam|richtig) (?:komisch|seltsam|merkwürdig|anders|neben der spur(?! (?:vor|wegen) )|durch den wind)(?= [,.?]|$| und)|wesensverändert|weiß ~2 (?:nicht|nich) (?:mehr )?(?:, )?(?:wo|wer|welche[rns]?|was|wie|wann)|erinnert sich ~3 (?:nicht|nich|an nichts|an nix|an gar nix|an gar nichts)|kann sich ~3 (?:nicht|nich|an nichts|an nix|an gar nix|an gar nichts) (?:mehr )?erinnern|filmriss|blackout|erinnerungslücke[n]?|gedächtnislücke[n]?|erkennt ~3 (?:nicht|nich)|schläfrig|(?:sehr|so|total|extrem|ganz) müde|kaum wach|nicht (?:richtig )?wach|schläft ~3 (?:ein|immer wieder ein|ständig ein)|schläft (?:nur noch|immer|ständig|dauernd|die ganze zeit)|(?:nicht|nich|kaum) (?:mehr )?(?:richtig |gut )?(?:wecken|zu wecken|weckbar|aufwecken)|döst|apathisch|teilnahmslos|bewusstlos|ohnmächtig|ohnmacht|war ~3 weg|weggetreten|ausgeknockt|(?:ist|wirkt|war|scheint) (?:nicht|nich) (?:richtig|ganz|so richtig) (?:da|bei sich|klar)(?= [,.?]|$| und)|(?:komisch|seltsam|merkwürdig) drauf|neben sich(?! (?:auf|im|am|in))|krampf[a-z]*|zuck[a-z]*|(?:blut|blutet|blutete|flüssigkeit|wasser|sekret|läuft|lief|tropft|rinnt|sickert) ~4 (?:aus|kommt aus) (?:dem|der|den|einem|beiden) (?:ohr|ohren|nase)|aus (?:dem|einem|beiden) (?:ohr|ohren) ~3 (?:blut[a-z]*|flüssigkeit|wasser|sekret)|(?:flüssigkeit|wasser) ~3 (?:aus der nase|aus dem ohr)|(?:kopfschmerz[a-z]*|kopfweh) ~4 (?:schlimmer|stärker|zunehmend|nehmen zu|immer mehr)|(?:wird|werden) ~3 (?:kopfschmerz[a-z]*|kopfweh) ~2 (?:immer )?(?:schlimmer|stärker)|(?:immer|zunehmend) (?:schlimmer|stärker)e[a-z]* kopfschmerz[a-z]*|(?:xarelto|eliquis|marcumar|falithrom|lixiana|pradaxa|blutverdünner[a-z]*|gerinnungshemmer[a-z]*)(?! (?:nimmt|nehme|nimmst|nehmen|nahm|bekommt|kriegt) (?:er|sie|ich|wir)? ?(?:keine[n]?|nicht|nie|keins))|apixaban|rivaroxaban|edoxaban|dabigatran|phenprocoumon|clopidogrel|plavix|prasugrel|efient|ticagrelor|brilique|heparin|clexane|fragmin|zunehmend[a-z]* (?:kopfschmerz[a-z]*|kopfweh)|(?:kopfschmerz[a-z]*|kopfweh) ~4 zunehm[a-z]*|pupillen ~3 (?:unterschiedlich|verschieden|ungleich|groß)|(?:sehe|seh|sieht|sah|sehen) ~2 (?:doppelt|verschwommen|unscharf)|(?:spricht|redet|sprache) ~3 (?:langsam[a-z]*|komisch|verwaschen|undeutlich|lallend|wirr|seltsam|anders)|lallt|sieht ~2 doppelt|doppelbilder|schrill|untröstlich',
      context: HEAD_BLOW,
    },
    {
      category: 'head_injury',
      nearby: true,
      pattern: 'erbricht|erbrochen|erbreche|übergibt|übergeben|übergebe|kotzt|kotze|kotzen|gekotzt|speibt|speit|speim|gspieben|gspiebn|gspeibt|chotzt|chotzet|gchotzet|gchotzt|gekrampft|krampft|krampfte|krampfanfall|verwirrt|desorientiert|neben der spur(?! (?:vor|wegen) )|nicht (?:mehr )?bei sich(?! (?:zu ?hause|daheim|zuhaus|im zimmer|in der wohnung))|weggetreten|(?:ist|wirkt|war|scheint) (?:nicht|nich) (?:richtig|ganz|so richtig) (?:da|bei sich|klar)(?= [,.?]|$| und)|(?:komisch|seltsam|merkwürdig) drauf|neben sich(?! (?:auf|im|am|in))|weiß ~2 (?:nicht|nich) (?:mehr )?(?:, )?(?:wo|wer|welche[rns]?|was|wie|wann)|erinnert sich ~3 (?:nicht|nich|an nichts|an nix|an gar nix|an gar nichts)|kann sich ~3 (?:nicht|nich|an nichts|an nix|an gar nix|an gar nichts) (?:mehr )?erinnern|kaum wach|nicht (?:richtig )?wach|schläfrig|schläft ~3 (?:ein|immer wieder ein|ständig ein)|(?:kopfschmerz[a-z]*|kopfweh) ~4 (?:schlimmer|stärker|zunehmend|nehmen zu|immer mehr)|(?:wird|werden) ~3 (?:kopfschmerz[a-z]*|kopfweh) ~2 (?:immer )?(?:schlimmer|stärker)|(?:sehr|so|total|ungewöhnlich|extrem) müde|apathisch|benommen|bewusstlos|ohnmächtig|war ~3 weg|weggetreten|krampfanfall|gekrampft|krampft|(?:blut|blutet|blutete|flüssigkeit|wasser|läuft|lief|tropft|rinnt|sickert) ~4 (?:aus|kommt aus) (?:dem|der|den|einem|beiden) (?:ohr|ohren|nase)|aus (?:dem|einem|beiden) (?:ohr|ohren) ~3 (?:blut[a-z]*|flüssigkeit|wasser|sekret)|(?:sehe|seh|sieht|sah|sehen) ~2 (?:doppelt|verschwommen|unscharf)|pupillen ~3 (?:unterschiedlich|verschieden|ungleich)|pupille ~4 (?:größer|weiter|kleiner|starr)|redet (?:er |sie )?(?:nur )?(?:noch )?(?:wirr|wirres zeug|unsinn|quatsch)|wirres zeug',
      context: FALL,
    },
    // severe_bleeding
    {
      // Pressing on the wound does not stop it ("Draufdrücken hilft nicht", "trotz Druckverband").
      category: 'severe_bleeding',
      nearby: true,
      pattern: `(?:draufdrücken|drauf drücken|draufdrücke|drücken|druck|druckverband|abdrücken|abbinden|draufpressen|zudrücken|zuhalten|handtuch drauf)${gap(3)} (?:hilft|bringt|stoppt|nützt|nutzt|half|brachte|stoppte|reicht|reichte) (?:gar |überhaupt |auch |einfach |leider )?(?:nicht|nich|nix|nichts|kaum|null)|(?:trotz|obwohl wir|obwohl ich) (?:dem |des )?(?:druckverband[a-z]*|draufdrücken|drücken|druck|abdrücken)`,
      context: 'blut[a-z]*|wunde|schnitt[a-z]*|geschnitten|aufgeschnitten|platzwunde|arterie|glas|scherbe[n]?|messer|säge|kreissäge|flex|cut|bleed[a-z]*',
    },
    {
      category: 'severe_bleeding',
      pattern: '(?:hört|hoert|hörte) ~2 (?:nicht|nich) (?:mehr )?auf|(?:hört|hörte) (?:nicht|nich)(?= [,.?]|$| und)|(?:nicht|nich) (?:mehr )?aufhört(?: zu bluten)?|will (?:nicht|nich) aufhören|nicht zu stoppen|nicht (?:zu )?stillen|(?:kriegen|kriege|bekommen|bekomme) ~3 (?:nicht|nich) gestoppt|(?:seit|schon) (?:über |mehr als |fast |knapp |gut )?(?:einer (?:halben |dreiviertel )?stunde|ner (?:halben )?stunde|\\d+ stunden|(?:[2-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig)(?: minuten| min)?) ~3 (?:drück|drücke|drücken|drückt|pressen|presse|presst|abgedrückt|gedrückt)|(?:drück|drücke|drücken|drückt|pressen|presse|presst) ~4 (?:seit|schon seit) (?:über |mehr als |fast |knapp |gut )?(?:einer (?:halben |dreiviertel )?stunde|ner (?:halben )?stunde|\\d+ stunden|(?:[1-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig)(?: minuten| min)?)|pfütze|lache|(?:seit|schon|schon seit|bereits|jetzt schon) (?:über |mehr als |fast |knapp |gut )?(?:einer (?:halben |dreiviertel )?stunde|ner (?:halben )?stunde|\\d+ stunden|(?:[2-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig) (?:minuten|min))|(?:nasenbluten|blutet|blutung) (?:seit|schon seit) (?:über |mehr als |fast |knapp |gut )?(?:einer (?:halben |dreiviertel )?stunde|ner (?:halben )?stunde|\\d+ stunden|(?:[2-9]\\d|zwanzig|dreißig|vierzig|fünfzig|sechzig)(?: minuten| min))',
      context: 'blut|blutet|bluten|blutung[a-z]*|nasenbluten|geblutet|blutete|wunde|schnitt[a-z]*|schnittwunde|geschnitten',
    },
    {
      category: 'severe_bleeding',
      nearby: true,
      pattern: `(?:stuhl|stuhlgang|kot|kacke|durchfall|kaka|schiss|klo|toilette) ~4 (?:schwarz|pechschwarz|teer|teerartig|wie teer|voller blut|voll blut|blutig|rot)|(?:schwarze[rnm]?|teerartige[rnm]?|pechschwarze[rnm]?|blutige[rnm]?|klebrige[rnm]?)${listGap(4)} (?:stuhl|stuhlgang|durchfall|kot|kacke|schiss)|teerstuhl|meläna|(?:viel|sehr viel|nur) blut (?:im|beim) (?:stuhl|stuhlgang|klo)|durchfall wie teer|(?:stuhl|stuhlgang|klo|toilette|wc|kloschüssel|schüssel) ~5 (?:nur|lauter|reines|pures|viel|so viel|richtig viel|literweise|massenhaft|ein schwall|schwallweise) blut|(?:ganze[rns]? )?(?:kloschüssel|klo|schüssel|toilette) (?:war |ist |voll |komplett )?(?:voll|voller|rot)(?: blut)?(?= [,.?]|$| und)`,
      context: 'schwindel[a-z]*|schwindlig|umgekippt|ohnmächtig|ohnmacht|kollabiert|[a-z]*blass|[a-z]*bleich|zittrig|schwach|kreislauf|zusammengebrochen|schwarz vor augen|puls|herzrasen|wacklig|schwäche|ibuprofen|ibu|diclofenac|ass|aspirin|blutverdünner|kaltschweiß[a-z]*|müde|erbricht|erbrochen',
    },
    {
      category: 'severe_bleeding',
      nearby: true,
      pattern: 'blut im (?:urin|stuhl|harn)|blutige[rnm]? (?:urin|stuhl|stuhlgang)|(?:urin|stuhl|harn) ~3 (?:blutig|voller blut|voll blut)',
      context: 'xarelto|eliquis|marcumar|falithrom|lixiana|pradaxa|blutverdünner[a-z]*|gerinnungshemmer[a-z]*|schwach|schwäche|schwindel[a-z]*|schwindlig|blass|umgekippt|ohnmächtig|kreislauf|kaltschweiß[a-z]*|viel blut',
    },
    // breathing
    {
      // Ribs or throat pulled in with each breath ("man sieht die Rippen", "zieht beim Einatmen").
      category: 'breathing',
      pattern: '(?:rippen|rippenbögen|brustkorb|kehle|drosselgrube|haut am hals) ~3 (?:sieht|sehen|sichtbar|zählen|einziehen|einzieht|reinziehen|zieht sich ein|ziehen sich ein)|(?:sieht|sehen|sichtbar) ~3 (?:die |jede )?rippe[n]?|(?:zieht|zog) ~3 beim einatmen',
      context: 'atm[a-z]*|einatmen|luft|zieht|pseudokrupp|krupp[a-z]*|asthma|bronchiolitis|rsv|hustet|pfeift|giemt|stöhnt|grunzt',
    },
    {
      category: 'breathing',
      nearby: true,
      pattern: '(?:kann|konnte|kannst) (?:nicht mal|nicht einmal|kaum|nicht|nich) (?:mehr )?(?:sprechen|reden|sätze zu ende sprechen|liegen|flach liegen|hinlegen)|(?:nicht|nich|kaum) (?:mehr )?(?:sprechen|reden|liegen|flach liegen) (?:kann|konnte)',
      context: 'pfeif[a-z]*|atm[a-z]*|luft|asthma|spray|keuch[a-z]*|erstick[a-z]*|japs[a-z]*|inhaler|inhalator|wheez[a-z]*|breath[a-z]*',
    },
    {
      category: 'breathing',
      pattern: 'atm[a-z]* ~3 (?:sehr |ganz |total |extrem |voll |richtig )?(?:[a-z]*schnell|flach|hektisch|stoßweise|mühsam|angestrengt|pfeifend)|schnappatmung|hecheln',
      context: 'lippen|blau|grau|luft|rippen|einzieh[a-z]*|nasenflügel[a-z]*|stöhn[a-z]*|grunz[a-z]*|liegen|sprechen|reden|sätze|asthma|spray|copd|herzschwäche|lungenentzündung|erkältet|fieber|wade|thrombose|embolie',
    },
    {
      // Speech that stops mid-sentence or comes out as syllables ("kommen nur noch komische Silben raus").
      category: 'stroke',
      pattern: '(?:kommt|kommen|kam|kamen|kumman|kumma|kummen|kimmt) ~3 nur (?:noch |no )?(?:(?:komische|seltsame|merkwürdige|wirre|sinnlose|einzelne|undeutliche|unverständliche)[n]? (?:silben|laute|wortfetzen|geräusche|buchstaben)|silben|wortfetzen)|(?:redet|spricht|sagt|brabbelt|bringt) ~3 nur (?:noch |no )?(?:einzelne |komische |seltsame |sinnlose )?(?:silben|wortfetzen)|mitten ~3 (?:satz|gespräch|telefonat|telefonieren|reden|sprechen|erzählen|wort) ~3 (?:aufgehört|aufghört|abgebrochen|verstummt|stockt|stockte|hängen geblieben)|(?:aufgehört|aufghört|hört|hörte) ~3 mitten ~3 (?:satz|gespräch|telefonat|telefonieren|reden|erzählen) ~2 (?:zu reden|zu sprechen|auf)|(?:aufgehört|aufghört) (?:zu|zum) (?:reden|redn|sprechen|sprechn|red) mitten',
      context: ANY_CLAUSE,
    },
    {
      // Fast breathing in a lung or heart disease told in another clause ("hat COPD, ..., aber er atmet ganz schnell").
      category: 'breathing',
      nearby: true,
      pattern: 'atm[a-z]* ~3 (?:sehr |ganz |total |extrem |voll |richtig )?(?:[a-z]*schnell|flach|hektisch|stoßweise|mühsam|angestrengt)',
      context: 'copd|emphysem|lungenemphysem|lungenfibrose|herzschwäche|herzinsuffizienz|sauerstoff[a-z]*|heimsauerstoff|asthma[a-z]*|lungenentzündung|pneumonie',
    },
    {
      category: 'breathing',
      nearby: true,
      pattern: '(?:kann|konnte) ~2 (?:nicht|nich|kaum|weder) (?:mehr )?(?:husten|sprechen|reden|atmen|schlucken) (?:oder|noch|und) (?:nicht |nich |kaum )?(?:husten|sprechen|reden|atmen|schlucken)|(?:zeigt|deutet|greift|fasst|packt|hält sich) ~2 (?:auf|an|zum|nach|den) (?:den |seinen |ihren |seinem |ihrem |die )?(?:hals|kehle)|(?:wird|werden|wurde|ist|is|läuft|lief) ~3 (?:blau|lila|grau)|hustet (?:nicht|nich) mehr|(?:kein|keinen) (?:ton|laut) (?:mehr )?(?:raus|heraus|von sich)|steckt ~3 (?:im hals|fest|in der luftröhre)',
      context: 'verschluckt|verschluckte|verschluckung|erstick[a-z]*|luft|atm[a-z]*|röchel[a-z]*|lippen|würgt|hals|sauerstoff[a-z]*|copd|asthma|lunge[a-z]*|atemnot|luftnot',
    },
    // anaphylaxis
    {
      category: 'anaphylaxis',
      nearby: true,
      pattern: '(?:[a-z]*ausschlag|rötung|rote flecken|rote quaddeln|pusteln|juckreiz|juckt|juckt es|nesselfieber|schwellungen) ~4 (?:am ganzen körper|überall|ganzen körper|von oben bis unten|am ganzen leib)|(?:am ganzen körper|überall|ganzer körper) ~3 (?:ausschlag|juckt|juckreiz|rote flecken|pusteln|rot|geschwollen)|juckt (?:alles|überall|am ganzen körper)',
      context: 'schwindel[a-z]*|schwindlig|schwindelig|ohnm[a-z]*|umgekippt|schwarz vor (?:den )?augen|kreislauf|kollabiert|(?:keine|kaum|schlecht|schwer) luft|luft ~2 (?:schlecht|kaum|schwer)|atemnot|luftnot|(?:atmet|atme|atmen) ~2 (?:schwer|schlecht|pfeifend)|pfeift|keucht|hals ~2 (?:eng|zu|dick)|zunge|lippen|heiser|schlucken|kaltschweiß[a-z]*|herzrasen|benommen',
    },
    {
      category: 'anaphylaxis',
      nearby: true,
      pattern: '(?:dicke[nrs]?|geschwollene[nrs]?|angeschwollene[nrs]?|aufgequollene[nrs]?) (?:hals|zunge|rachen|kehle|lippe[n]?|gesicht)|(?:dicke|geschwollene|angeschwollene|zugeschwollene) (?:augen|augenlider|lider|gesicht) und (?:lippen|zunge|gesicht|mund)|(?:lippen?|gesicht|gsicht|augen|auge|mund|muul|augenlider|lider) ~5 (?:riesig|dicker|größer|wulstig|aufgeblasen|aufgebläht|schwillt|schwellen|geschwollen|gschwulle|gschwolle|gschwolle[n]?|aagschwulle|gschwullä|dick|angeschwollen|aufgequollen|aufgedunsen|verquollen|zugeschwollen|aufgeschwollen|fast zu|zu)|(?:schwillt|schwellen|schwoll) ~2 (?:lippen?|gesicht|augen|mund)|schwarz vor (?:den )?augen|(?:kann|konnte) ~3 (?:kaum|nicht|schlecht|nich) (?:mehr )?schlucken|schluckbeschwerden|stimme ~3 (?:heiser|weg|belegt|kratzig|rau)|heiser|heiserkeit',
      context: ALLERGEN,
    },
    {
      category: 'anaphylaxis',
      nearby: true,
      pattern: 'allergische reaktion|reaktion auf|allergisch|nesselsucht|quaddeln|nesselausschlag|gestochen|(?:wespen|bienen|hornissen|insekten|hummel)stich[a-z]*|(?:stich|sting|stung|stiche) (?:von|durch|by) (?:einer |einem |ner |nem |der |dem |a |an )?(?:biene|wespe|hornisse|hummel|insekt|bee|wasp|hornet)',
      context: 'kippt (?:fast |gleich |beinahe |mir )?(?:um|weg)|sackt (?:weg|zusammen|ab)|(?:luft|atem|atmen|atmet|atmung)(?! (?:und (?:schlucken|sprechen|reden|luft) )?(?:ist |geht |sind |waren |war |bleibt |bleiben )?(?:ganz |völlig |total |komplett |absolut |alles )?(?:normal|unauffällig|frei|ok|okay|gut|problemlos))|(?:hals|zunge|lippen|gesicht)(?! (?:und (?:hals|zunge|lippen|gesicht|augen) )?(?:ist |sind |aber |war )?(?:nicht|nich|normal|unauffällig|frei|ok|okay|gut))|kreislauf|kann kaum stehen|schwitzt|flecken|schwindel[a-z]*|schwindlig|ohnm[a-z]*|umgekippt|pfeif[a-z]*|schlucken(?! (?:und (?:atmen|sprechen|reden) )?(?:ist |geht |sind |waren |war |bleibt |bleiben )?(?:ganz |völlig |total |komplett |absolut )?(?:normal|unauffällig|ok|okay|gut|problemlos))|schlapp|hustet|husten|heiser|blass|schwarz vor augen|benommen|erbricht|erbrechen|kollabiert|weggetreten|schwach|kaltschweiß[a-z]*|herzrasen|ganze[nrm]? körper|überall',
    },
    {
      category: 'anaphylaxis',
      nearby: true,
      pattern: 'keucht|keuchen|pfeift|pfeifen|giemen|atemnot|luftnot|(?:schlecht|kaum|keine) luft|(?:atmen|atmung) (?:ist |fällt |geht )?(?:so |total |sehr |ganz )?(?:schwer|mühsam)|kollabiert|zusammengebrochen|umgekippt|schwarz vor (?:den )?augen|kreislauf ~3 (?:sackt|bricht|bricht zusammen)(?: ~2 (?:ab|zusammen))?|wird ~2 (?:blass|bewusstlos|ohnmächtig)',
      context: `${ALLERGEN.replace('gegessen|essen|', '').replace('|genommen|medikament|tablette|', '|').replace('|eis)', ')')}`,
    },
    // unconscious
    {
      category: 'unconscious',
      pattern: '(?:umgekippt|gekippt|weggekippt|zusammengesackt|zusammengesunken|umgefallen)',
      context: 'bewegt sich (?:nicht|nich)|rührt sich (?:nicht|nich)|reagiert|wach|atmet|augen (?:zu|geschlossen|halb offen|verdreht)|ansprechbar|bewusst[a-z]*',
    },
    {
      category: 'seizure',
      nearby: true,
      pattern: 'anfall|anfälle',
      context: 'epilep[a-z]*|epileptiker[a-z]*|krampfleiden|antiepileptik[a-z]*|levetiracetam|valproat|lamotrigin|keppra',
    },
    {
      category: 'seizure',
      pattern: `(?:zuckt|zucken|zuckte|zuckend|gezuckt) ~4 (?:und|,) ~2 (?:reagiert (?:nicht|nich|kaum|gar nicht)|ist nicht ansprechbar|ist bewusstlos|ist weggetreten|ist nicht wach|starrt|schaut ins leere|verdreht die augen)|(?:reagiert (?:nicht|nich|kaum)|bewusstlos|weggetreten|nicht ansprechbar) ~4 (?:und|,) ~2 (?:zuckt|zucken|zuckte)|(?:steif|starr) (?:geworden|wird|wurde)|(?:steif|starr)${listGap(5)} (?:zuckt|zucken|zuckte|gezuckt)|zungenbiss|(?:auf|in) die zunge gebissen|(?:zuckt|zucken|zuckte|zuckungen) ~4 (?:arme|beine|armen|beinen|arm|bein|hand|körper|gesicht|steif|starr)|(?:arme|beine|körper) ~3 (?:zucken|zuckt|zuckten)|zuckt ~2 (?:so |ganz )?(?:komisch|rhythmisch|unkontrolliert)`,
      context: `${FEVER}|steif|starr|verdreht|bewusstlos|reagiert|augen|schaum|baby|kind|sohn|tochter|boden|liegt|blau|umgefallen|umgekippt|zusammengebrochen|gestürzt|kollabiert|hingefallen`,
    },
    // overdose_poisoning
    {
      // A whole bottle or pack of a medicine or chemical finished ("den Hustensaft ausgetrunken, die ganze Flasche").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: 'ausgetrunken|leergetrunken|leer getrunken|leergegessen|leer gegessen|leergemacht|(?:ganze|komplette|halbe|volle) (?:flasche|packung|dose|tube|schachtel|blister)',
      context: `${PILLS}|${POISONS}`,
    },
    {
      // Party drugs or opioids, then a danger sign ("GHB genommen und nicht wach zu kriegen", "ecstasy geschluckt, total überhitzt").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `${DRUGS} ~4 (?:genommen|geschluckt|eingeworfen|gezogen|geraucht|gespritzt|konsumiert|gehabt|intus|drauf|getrunken|geschnupft|gemischt|gemixt|kombiniert|erwischt|abbekommen|abgekriegt|bekommen|gekriegt|verabreicht|untergemischt|untergejubelt|ins getränk)|(?:genommen|geschluckt|eingeworfen|gezogen|gespritzt|geschnupft) ~3 ${DRUGS}|(?:g|gina|liquid) (?:mit|und) (?:alkohol|schnaps|wodka|bier|wein|sekt|drinks|getränken)`,
      context: '(?:nicht|kaum) (?:mehr |noch )?(?:wach|ansprechbar|weckbar)|wach zu (?:kriegen|bekommen)|wachzukriegen|wachzubekommen|schnarcht ~2 (?:komisch|seltsam|laut|röchelnd|so)|röchel[a-z]*|bewusstlos|krampf[a-z]*|überhitzt|panisch|panik|rennt|springen|aggressiv|wahn[a-z]*|glüht|herzrasen|herz (?:rast|stolpert)|atmet ~2 (?:kaum|nicht|flach|langsam|komisch)|atmung|blau|pupillen|verwirrt|wirr[a-z]*|halluzin[a-z]*|paranoid|brust[a-z]*|zittert|reagiert|umgekippt|kollabiert|erbricht|kotzt|schaum|lallt|zusammengebrochen|ohnmächtig',
    },
    {
      // Swallowed by mistake, the substance named nearby ("aus der Wasserflasche getrunken, in der Chlorreiniger war").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:aus versehen|ausversehen|versehentlich|unabsichtlich|aus (?:der|einer|ner|nem|dem|einem|seiner|ihrer|meiner)(?: (?:alten|leeren|offenen|anderen|falschen|unbeschrifteten|kleinen|großen|blauen|grünen|roten|weißen|braunen|durchsichtigen|umgefüllten))? (?:[a-z]*flasche|[a-z]*becher|[a-z]*glas|tasse|[a-z]*kanister|dose|kanne)) ~8 (?:getrunken|geschluckt|verschluckt|erwischt|gegessen|genommen|trank|schluckte|geleckt|genascht|probiert|gekostet)|(?:getrunken|geschluckt|verschluckt|erwischt|trank|schluckte) ~3 (?:aus versehen|versehentlich)',
      context: POISONS,
    },
    {
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `${PILLS} ~4 (?:gegessen|geschluckt|verschluckt|erwischt|genommen|in den mund|genascht|gelutscht|gekaut)|(?:genascht|gegessen|geschluckt|verschluckt|erwischt) ~3 ${PILLS}|(?:omas|opas|meine|seine|ihre|mamas|papas) (?:tabletten|medikamente|pillen) ~3 (?:gegessen|geschluckt|verschluckt|erwischt)|(?:beeren|beere|blätter|blüten|pflanze[n]?|samen|früchte|pilz[a-z]*|nadeln|schwammerl[n]?|eicheln|kastanien) ~4 (?:gegessen|gekaut|verschluckt|geschluckt|im mund|probiert|genascht|gelutscht|in den mund)`,
      context: `${CHILD}|hund|katze|${POISONS}`,
    },
    {
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:pilz|pilze|beere|beeren|schwammerl)[a-z]* ~3 (?:gegessen|probiert|gekostet|gegessn|genascht)|(?:pilz|schwammerl)(?:gericht|pfanne|suppe|soße|sauce|risotto|gulasch|essen|mahlzeit) ~6 (?:gesammelt|sammeln|selbst|wald|gefunden|wiese)|(?:gesammelt|sammeln|selbst gesucht|wald|gefunden)[a-z]* ~6 (?:pilz|schwammerl)(?:gericht|pfanne|suppe|soße|sauce|risotto|gulasch|essen)|(?:pilze|pilz|beeren|beere|schwammerl|schwammerln) ~4 (?:gesammelt|gefunden|selbst gesammelt|aus dem wald|im wald|im garten|gepflückt) ~6 (?:gegessen|gekocht|gebraten|probiert|genascht)|(?:selbst gesammelte|wilde|gesammelte|unbekannte) (?:pilze|beeren)|${PILLS}${listGap(6)} (?:doppelt|zweimal|zwei mal|2 mal|2x|dreimal|drei mal|3 mal|3x|viermal|vier mal|4x|mehrfach|mehrmals|zu oft|die doppelte dosis|die dreifache dosis|doppelte dosis|dreifache dosis) ~2 (?:genommen|eingenommen|geschluckt|gegeben|gespritzt)|(?:doppelt|zweimal|zwei mal|2 mal|2x|drei mal|dreimal|3 mal|3x|vier mal|viermal|die doppelte dosis) ~4 ${PILLS} ~2 (?:genommen|eingenommen|geschluckt|gegeben)|(?:party|feier|festival|club|disco|rave|drogen|droge) ~6 (?:genommen|eingeworfen|geschluckt|konsumiert|gezogen|geraucht|gespritzt)`,
      context: 'übel|übelkeit|schlecht|halluzin[a-z]*|fantasiert|sieht ~2 (?:sachen|dinge|gelb|grün)|gelb ~2 sehen|erbrechen|erbricht|erbrochen|[a-z]*durchfall|brech[a-z]*|kotz[a-z]*|spuck[a-z]*|übergeb[a-z]*|übergibt|speib[a-z]*|bauchschmerz[a-z]*|bauchkrämpfe|bauchweh|magenkrämpfe|krämpfe|schwindel[a-z]*|schwindlig|müde|schläfrig|benommen|verwirrt|durcheinander|gelb|gelbstich|verschwommen|doppelt sehen|doppelbilder|puls|herzrasen|herz (?:rast|stolpert|schlägt (?:wie verrückt|komisch|unregelmäßig|so schnell))|herzstolpern|kaum wach|zittert|krampf[a-z]*|sehstörung[a-z]*|atem[a-z]*|bewusstlos|ansprechbar|kollabiert|umgekippt|reagiert',
    },
    {
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `${PILLS} ~3 (?:genommen|geschluckt|eingeworfen|eingenommen|geschmissen)`,
      context: 'alkohol|wodka|schnaps|wein|bier|whisky|flasche|getrunken|besoffen|betrunken|kaum ansprechbar|nicht ansprechbar|bewusstlos|kaum wach|nicht wach|absichtlich|mit absicht|umbringen|umzubringen|sterben|suizid[a-z]*|selbstmord[a-z]*|nicht mehr leben|nicht mehr aufwachen',
    },
    {
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:hat|hatte|haben) ~3 (?:eine|einen|eins|welche|davon|so eine|so einen|ein paar) (?:verschluckt|geschluckt|gegessen|getrunken|erwischt|in den mund gesteckt|in den mund genommen)|in den mund (?:gesteckt|genommen)|im mund (?:gehabt|hatte|hat)|angeleckt|abgeleckt|genuckelt|gelutscht|rumgekaut|herumgekaut|draufgebissen|zerbissen|zerkaut',
      context: `${POISONS}|${PILLS}`,
    },
    // carbon_monoxide
    {
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:seit|immer wenn|wenn|sobald) ~4 (?:gasofen|gasheizung|gastherme|therme|boiler|[a-z]*heizung|kamin|kaminofen|holzofen|[a-z]*ofen|heizstrahler|gasstrahler|generator|durchlauferhitzer) ~3 (?:läuft|an ist|brennt|heizt|angeht|eingebaut|installiert|in betrieb|an|haben|hab|habe|gekauft|benutzen|nutzen|anmachen|angemacht|eingeschaltet|anschalten|angeschaltet|anfeuern|angefeuert)|(?:beim|nach dem) (?:heizen|einheizen)|(?:[a-z]*melder|[a-z]*warner|co alarm|gasalarm|kohlen?monoxid ?alarm)${gap(3)} (?:losgange|losgangä|aagschlage|piept|pipst|piepst|piepte|gepiept|schlägt an|schlug an|angeschlagen|alarm geschlagen|geht los|ging los|losgegangen|heult|schrillt|alarm|ausgelöst|löst aus|löste aus|hat alarm|zeigt|meldet|blinkt)|(?:[a-z]*grill|grillen|gegrillt|holzkohle|shisha|wasserpfeife|generator|[a-z]*aggregat|gaskocher|heizpilz|gasstrahler|heizstrahler|campingkocher|kohle|feuer|motor|auto) ~6 (?:drinnen|innen|im (?:zimmer|haus|wohnzimmer|zelt|wohnwagen|keller|bad|wintergarten|auto|wohnmobil|raum|schlafzimmer|garage|vorzelt|gartenhaus|gartenlaube|laube|schuppen|scheune|werkstatt|hütte|camper|bus|van|boot|transporter|lkw)|in (?:der|die|den|das) (?:wohnung|garage|zelt|wintergarten|küche|hütte|keller|haus|zimmer|gartenhaus|gartenlaube|laube|schuppen|scheune|werkstatt|wohnwagen)|ins (?:zelt|haus|zimmer|wohnmobil)|reingestellt|reingeholt|laufen lassen)|(?:drinnen|innen|im (?:zimmer|haus|wohnzimmer|zelt|wohnwagen|keller|bad|wintergarten|auto|wohnmobil|raum|schlafzimmer|garage|vorzelt|gartenhaus|gartenlaube|laube|schuppen|scheune|werkstatt|hütte|camper|bus|van|boot|transporter|lkw)|in (?:der|die|den|das) (?:wohnung|garage|zelt|wintergarten|küche|hütte|keller|gartenhaus|gartenlaube|laube|schuppen|scheune|werkstatt|wohnwagen)) ~6 (?:[a-z]*grill|gegrillt|holzkohle|shisha|wasserpfeife|generator|[a-z]*aggregat|gaskocher|heizpilz|gasstrahler|heizstrahler|campingkocher|motor laufen|gasheizung|gasofen|ofen|kocher|heizung|therme|kamin|kaminofen|holzofen)|mit (?:dem |einem |nem )?(?:[a-z]*grill|holzkohle|gaskocher|campingkocher|heizpilz|gasstrahler|generator) ~2 (?:geheizt|gewärmt|geheizt)|(?:nur|vor allem|immer) (?:zu ?hause|daheim|in der wohnung|im haus|drinnen)|(?:draußen|draussen|an der (?:frischen )?luft|im freien|außer ?haus|ausserhalb|unterwegs) ~4 (?:besser|weg|gut|verschwinden|verschwindet|nicht)|(?:ofen|kamin|kaminofen|holzofen|therme|heizung|boiler|abzug) ~3 (?:zieht (?:schlecht|nicht)|rußt|qualmt|stinkt|raucht)|(?:gas[a-z]*|[a-z]*ofen|[a-z]*heizung|[a-z]*strahler|kamin|generator|aggregat|kocher|grill|herd)${gap(3)} (?:lief|läuft|brannte|brennt|war an|an war|angelassen|laufen lassen|an gelassen|angemacht|an) ~3 (?:die ganze nacht|über nacht|stundenlang|den ganzen tag|nachts|im (?:zimmer|schlafzimmer|zelt|wohnwagen|wohnmobil|bad)|drinnen)|(?:in der|in die|in unserer|in seiner|in meiner|in ihrer|in einer|aus der) (?:geschlossenen |engen |kleinen )?(?:garage|scheune|werkstatt|tiefgarage) ~8 (?:auto|wagen|motor|generator|aggregat|stromaggregat|notstromaggregat|rasenmäher|motorrad|moped|roller|grill|laufen|lief|läuft|angelassen|abgas[a-z]*)|(?:auto|wagen|motor|generator|aggregat|stromaggregat|notstromaggregat|rasenmäher|motorrad|moped|grill) ~8 (?:in der|in die|in unserer|in einer) (?:geschlossenen |engen |kleinen )?(?:garage|scheune|werkstatt)|(?:tor|garagentor|garagentür|rolltor) ~2 (?:war|waren|ist|sind) ~2 (?:zu|geschlossen|unten)`,
      context: CO_SYMPTOMS,
    },
    {
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:wir|uns|allen|alle|beide|beiden|wachen|haben beide|sind beide|ganze familie|ganzen familie|die kinder|(?:mir|ich) und (?:meine[rmn]?|mein|dem|der) [a-z]+|(?:meine frau|mein mann|meine freundin|mein freund|meine eltern|meine partnerin|mein partner) und (?:ich|mir)|(?:meine|unsere|die) (?:eltern|großeltern|kinder|nachbarn)|(?:mein|meine|unser|unsere)[a-z]* [a-z]+ und (?:ich|mir|(?:mein[a-z]*|ihr|sein|unser[a-z]*|die|der) [a-z]+)|alle (?:drei|vier|fünf|zusammen)|wir (?:beide|alle|drei|vier))${groupGap(7)} ${CO_SYMPTOMS}|${CO_SYMPTOMS} ~3 bei (?:mir und|uns|allen|beiden)|(?:katze|kater|hund|hündchen|haustier[e]?|vogel|wellensittich) ~4 (?:liegt (?:nur )?(?:noch )?rum|liegt nur|schlapp|apathisch|taumelt|erbricht|kotzt|bewegt sich kaum|torkelt|komisch|auch)`,
      context: CO_SOURCE,
    },
    {
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:wir|uns|allen|alle|beide|beiden|ganze familie|ganzen familie|die kinder|alle (?:drei|vier|fünf|zusammen)|wir (?:beide|alle|drei|vier))${groupGap(7)} (?:kopfschmerz[a-z]*|kopfweh|brummschädel|schwindel[a-z]*|schwindlig|schwindelig|benommen|benebelt)`,
      context: 'im haus|zu ?hause|daheim|in der wohnung|wohnung|haus|hund|katze|(?:unser|unseren|unserem|der|den|dem|mein|meinen|ihr|ihren) kater|haustier[e]?|zimmer|ferienhaus|ferienwohnung|hütte|wohnwagen|wohnmobil|zelt|keller|schlafzimmer',
    },
    // burns
    {
      category: 'burns',
      nearby: true,
      pattern: '(?:verbrannt|verbrüht|verbrennung[a-z]*|verbrühung[a-z]*|brandwunde[n]?|brandblase[n]?|blasen)',
      context: '(?:baby|säugling|kleinkind|neugeboren[a-z]*|(?:\\d|1\\d|2[0-4]) (?:monate|monat|wochen)|(?:er|sie) (?:ist|is) (?:erst )?(?:[1-5]|eins|zwei|drei|vier|fünf)(?: jahre)?(?: alt)?|(?:ein|zwei|drei|vier|fünf)jährig[a-z]*|[1-5] jährige[rsn]?|kleine[rnm]? (?:bruder|schwester|brüderchen|schwesterchen)|brüderchen|schwesterchen|little (?:brother|sister|one)|toddler|my (?:son|daughter|baby))',
    },
    {
      category: 'burns',
      nearby: true,
      pattern: '(?:haut|stelle|stellen|wunde|verbrennung|brandwunde|teil|fläche|bereich) ~4 (?:weiß|weiss|ledrig|lederartig|verkohlt|schwarz|grau|wachsartig|gefühllos|taub|tut (?:nicht|nich) (?:mehr )?weh|schmerzt (?:nicht|nich)|schält sich|löst sich|hängt in fetzen)|(?:weiße|weisse|schwarze|graue|ledrige|verkohlte|wachsartige|gefühllose)[rn]? (?:stelle|stellen|haut|fläche|flecken|fleck|wunde|bereich|punkt|brandmarke|marke)|weiß ?ledrig|weiss ?ledrig|verkohlt|lederartig',
      context: `verbrannt|verbrüht|verbrennung[a-z]*|verätz[a-z]*|öl|fett|feuer|flamme[n]?|heiß[a-z]*|kochend[a-z]*|brand[a-z]*|gebrannt|spiritus|benzin|grill[a-z]*|explosion|blasen|rauch|strom[a-z]*|steckdose|kabel|leitung|elektr[a-z]*|blitz|${CAUSTIC}|[a-z]*reiniger|[a-z]*reinigungsmittel|[a-z]*putzmittel|ätzend[a-z]*`,
    },
    {
      category: 'burns',
      nearby: true,
      pattern: 'explosion|explodiert|verpuffung|stichflamme|flammen|feuer|brand|gebrannt|brennt(?! (?:ein (?:bisschen|wenig|bissl|bissel|bissle)|etwas|leicht|nur|noch|kaum|halt|wie|beim|unter))|feuerwerk[a-z]*|rakete|böller|silvesterböller|knaller|kracher',
      context: 'verbrannt|verbrüht|verbrennung[a-z]*|brandwunde[n]?|brandblase[n]?|blasen|verkohlt|versengt|angesengt|rauch|ruß|(?:haut|bein|beine|arm|arme|hand|hände|fuß|füße|gesicht|rücken|brust|bauch) ~5 (?:schwarz|weiß|ledrig|lederartig|verkohlt|grauweiß)',
    },
    {
      category: 'burns',
      nearby: true,
      pattern: 'stichflamme|verpuffung|feuerball|explosion|explodiert|explodierte|flammen ~3 (?:hochgeschlagen|geschlagen|geschossen|ins gesicht)|feuer gefangen|(?:in die|in den|ins|in das) (?:flammen|feuer|lagerfeuer|glut|osterfeuer|feuerschale) ~2 (?:geraten|gefallen|gekommen|gestürzt|gestolpert|getreten|gefasst|gegriffen)',
      context: 'gesicht|haare|augenbrauen|wimpern|augen|auge|hand|hände|arm|arme|haut|brust|bein|beine|körper|verletzt|schmerz[a-z]*|weh|blasen|rot|spiritus|brennspiritus|benzin|grill|gas',
    },
    // sepsis
    {
      category: 'sepsis',
      nearby: true,
      pattern: 'reagiert(?: (?:sie|er|es|der|die|das|mein[a-z]*|opa|oma|papa|mama|vater|mutter|kind|baby))? (?:kaum|schlecht|verlangsamt|nicht mehr richtig)|(?:getrunken|gegessen) (?:oder|und|noch) (?:uriniert|gepinkelt|pipi gemacht|auf (?:der|die) toilette)|(?:ist|bin) (?:heute |jetzt |so |total |völlig ){1,3}elend|ist grau(?= [,.?]|$| und)|(?:mir ist|fühle mich|fühl mich|fühlt sich|fühlt er sich|fühlt sie sich) (?:so |total |völlig |richtig )?(?:elend|sterbenskrank|todkrank|hundeelend|wie sterbend|sterbend|zum sterben|wie tot|wie kurz vorm sterben)|sterbenskrank|todkrank|verwirrt|desorientiert|durcheinander|redet (?:er |sie )?(?:nur )?(?:wirr|wirres zeug|unsinn|quatsch)|wirres zeug|zittert (?:so )?(?:heftig|stark|am ganzen körper|unkontrolliert|wie verrückt)|klappert (?:mit den zähnen|am ganzen körper)|confused|konfus|verpeilt|(?:nicht|nich|gar nicht|gar nich) (?:mehr )?(?:richtig|richtsch|richtich|rischtisch) (?:da|bei sich|klar)(?= [,.?]|$| und)|redet (?:nur noch |nur )?(?:bleedsinn|blödsinn|unsinn|quatsch|wirres zeug|wirres zeuch|wirr)|(?:ganz |total |völlig |so |sehr )?apathisch|teilnahmslos|lethargisch|redet (?:kaum|nicht mehr)|neben der spur(?! (?:vor|wegen) )|nicht (?:mehr )?bei sich(?! (?:zu ?hause|daheim|zuhaus|im zimmer|in der wohnung))|durch den wind|nicht ganz da|weggetreten|verpeilt|redet (?:wirr|komisch|undeutlich|durcheinander|unsinn|quatsch|wirres zeug)|(?:kann|konnte) ~2 (?:kaum|nicht|nich) (?:mehr )?(?:richtig )?(?:sprechen|reden)|spricht ~2 (?:undeutlich|verwaschen|lallend)|(?:sehr|ganz|total|extrem|ungewöhnlich) (?:schläfrig|benommen)|wirres zeug|weiß (?:nicht|nich|nicht mehr) (?:mehr )?(?:, )?(?:wo|wer|was|welche[rns]?)|zittert (?:vor kälte|trotz)|fahl|erkennt ~3 (?:nicht|nich|kaum)|nicht (?:mehr )?erkannt|(?:kaum|nicht|schwer) (?:noch |mehr |richtig )?(?:wach|ansprechbar|weckbar|wach zu kriegen|zu wecken)|atm[a-z]* ~3 (?:sehr |ganz |total |extrem |voll |richtig )?[a-z]*schnell|[a-z]*schnelle atmung|hechelt|schüttelfrost|zittert (?:am ganzen körper|unkontrolliert|stark)|(?:zittere|zittern|zitter) (?:so |total )?(?:am ganzen körper|unkontrolliert|stark|wie verrückt)|so zu zittern|(?:gar |überhaupt )?(?:nicht|nich|kaum) (?:mehr )?(?:pinkeln|urinieren|wasserlassen|wasser lassen|pieseln|gepinkelt|uriniert)|(?:haut|hände|füße|beine|knie|arme|finger|gesicht|lippen) ~4 (?:fleckig|marmoriert|gesprenkelt|gefleckt|bläulich|blau ?grau|grau|aschfahl|lila)|fleckig bläulich|(?:fleckig|marmoriert|gesprenkelt|gefleckt|bläulich) ~3 (?:an den|am|an der|an) (?:beinen|armen|knien|füßen|händen|haut|bauch|körper)|(?:ganz|total|voll|so|komplett) grau(?= [,.?]|$| und| im| geworden| angelaufen)|(?:atmet|atme|atmen) ~2 wie (?:nach einem|nach nem|beim|bei einem) (?:sprint|marathon|lauf|rennen|dauerlauf)|(?:voll |ganz |total )?grau im gesicht|(?:nicht|kaum|kein|keinen|nix|nichts) (?:mehr )?(?:gepinkelt|gepieselt|uriniert|pipi|urin|wasser gelassen)|(?:nicht|kaum) (?:mehr )?(?:auf (?:der|die|dem|das) (?:toilette|klo)|pinkeln|pieseln)|kein urin|wenig urin|(?:pinkle|pinkel|pinkelt|pinkeln|uriniere|uriniert|pisse|pisst) ~3 (?:kaum|fast nichts|nichts|fast nix|nix|kaum noch|kaum was|so gut wie nichts)|atem ~2 (?:geht|ist) ~2 (?:[a-z]*schnell|rasend|hektisch)|(?:total|völlig|ganz|sehr|extrem) benommen|(?:gefühl|angst|als ob|als würde|als würd|als wenn|als müsste|als müsst) ~4 (?:zu )?(?:sterben|sterbe|sterbn)|zitter[a-z]* (?:am ganzen körper|unkontrolliert|stark|wie verrückt)|todesangst|so (?:elend|krank|schlecht|mies|dreckig) wie (?:noch )?nie|noch nie so (?:krank|elend)|sterbe gleich|(?:hände|füße|finger|beine) ~3 (?:eiskalt|kalt)',
      context: INFECTION,
    },
    {
      category: 'sepsis',
      nearby: true,
      pattern: 'rote[rn]? (?:streifen|strich) ~5 (?:richtung|bis|zum|zur|hoch|den arm|das bein|leiste|achsel|herz[a-z]*)',
      context: FEVER,
    },
    {
      category: 'sepsis',
      nearby: true,
      pattern: '(?:fleckig|fleckisch|fleckich|marmoriert|gesprenkelt|gefleckt)e[rn]? (?:haut|hände|füße|beine|arme|knie)|(?:haut|hände|füße|beine|knie|arme|finger) ~4 (?:fleckig|fleckisch|fleckich|marmoriert|gesprenkelt|gefleckt)|(?:ist|is|wird|sieht|sind|werden) (?:ganz |total |so |überall |richtig )?(?:fleckig|fleckisch|fleckich|marmoriert|gesprenkelt)',
      context: 'verwirrt|wirr|durcheinander|desorientiert|fieber|schüttelfrost|schnell|kalt|toilette|pinkel[a-z]*|urin|erkannt|erkennt|schläfrig|ansprechbar|[a-z]*infektion|[a-z]*entzündung|wunde|puls (?:rast|jagt)|herzrasen',
    },
    {
      // Passing no urine since yesterday, with an infection.
      category: 'sepsis',
      nearby: true,
      pattern: '(?:pinkelt|pieselt|uriniert|pinkle|pinkel|pisst|muss) ~4 (?:nicht|nich|kaum|fast nicht|gar nicht|nimmer|nimma)(?: mehr)?(?: aufs klo| auf die toilette)?(?= [,.?]|$| und| seit)|(?:kein|keinen|kaum) (?:urin|pipi|tropfen urin)|(?:nicht|nich|kaum) (?:mehr )?(?:gepinkelt|uriniert|gepieselt|wasser gelassen)',
      context: `${INFECTION}|fieber|schüttelfrost`,
    },
    // meningitis
    {
      category: 'meningitis',
      nearby: true,
      pattern: 'nacken ~3 (?:steif|starr|unbeweglich|bretthart|steinhart|hart|verspannt und|tut (?:so |total |sehr )?weh|schmerzt)|genick ~3 (?:steif|starr|unbeweglich|bretthart)|(?:verträgt|erträgt|vertrage|ertrage|verträgst|verträgt er|verträgt sie) (?:kein|keine|kaum|überhaupt kein|gar kein) (?:licht|helligkeit)|steife[rn]? (?:nacken|hals|genick)|genickstarre|nackensteif[a-z]*|(?:kann|konnte) ~3 (?:den kopf|das kinn|kinn) (?:nicht|nich|kaum) ~3 (?:zur brust|auf die brust|an die brust|richtung brust|nach vorne|beugen|senken|runter|bewegen|neigen)|licht ~3 (?:tut|tat) ~3 weh|licht ~2 weh (?:tut|tat|macht)|licht ~2 (?:schmerzt|wehtut)|(?:im )?(?:dunkle[nm]?|abgedunkelte[nm]?) zimmer|(?:kann|konnte) ~3 (?:nicht|nich|kaum) (?:mehr )?(?:nach unten|runter|zum boden) (?:schauen|gucken|sehen|blicken)|(?:licht|helligkeit) ~3 (?:nicht ertragen|unerträglich|blendet|stört)(?! (?:sie |ihn |ihm |ihr |mich |mir |es |uns )?(?:nicht|nich|kaum|gar nicht|überhaupt nicht|nie))|(?:kein|keine|kaum) (?:licht|helligkeit) ~2 (?:ertragen|vertragen|aushalten|ab)|(?:licht|helligkeit) ~3 (?:nicht|kaum) (?:ertragen|vertragen|aushalten|ab)|lichtempfindlich[a-z]*|lichtscheu|nur im dunkeln|(?:kann|konnte) ~3 (?:nicht|nich|kaum) (?:ins|in das|in) (?:licht|helle) (?:schauen|sehen|gucken|blicken)|(?:kinn|kopf) ~3 (?:nicht|nich|kaum) (?:mehr )?(?:bis )?(?:auf|an|zur|richtung) (?:die )?brust|(?:licht|helligkeit|sonne) ~2 (?:sticht|stechen|brennt|schmerzt|blendet) ~3 (?:in den |in die )?augen|augen ~3 (?:licht|helligkeit) ~2 (?:weh|schmerzt|sticht|brennt)|(?:hält|hielt|halten) ~3 (?:den |seinen |ihren )?(?:kopf|nacken|hals|genick) ~2 (?:ganz |total |so |völlig |komplett |ganz komisch )?(?:steif|starr|still|nach hinten|überstreckt)|(?:kopf|nacken|hals|genick) ~3 (?:nicht|nich|kaum) (?:mehr )?(?:bewegen|beugen|neigen|drehen|senken|nach vorne)|(?:schreit|schrie|weint|wimmert|jammert|brüllt) ~3 (?:wenn|sobald|als) (?:man|wir|ich|jemand) (?:ihn|sie|es|den kopf|ihm|ihr) ~3 (?:bewegt|bewegen|anfasst|anfassen|anfasse|hochhebt|hochheben|hochnimmt|hochnehmen|berührt|berühren|anhebt)|(?:will|möchte|wollte|möcht|mag) ~4 (?:licht|lampe|lampen|vorhänge|vorhang|rollladen|rollläden|rollo|rollos|jalousie[n]?) ~2 (?:aus|zu|runter|unten|dunkel)|(?:will|möchte|wollte|mag) ~3 (?:alles |es |ganz |nur )?(?:dunkel|im dunkeln)(?= [,.?]|$| und| haben| liegen| sein)',
      context: `${FEVER}|ausschlag|flecken|erbrechen|erbricht|kotzt|meningitis|apathisch|schläfrig|kaum wach`,
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: '(?:lila|violett[a-z]*|dunkelrot[a-z]*|rotviolett[a-z]*|blaurot[a-z]*|purpur[a-z]*|dunkle[rn]?|blaue[rn]?|bläuliche[rn]?|schwarze[rn]?|dunkelviolett[a-z]*) ~2 (?:flecken|fleckchen|fleckerl[a-z]*|fleckal|flecka|tüpferl[a-z]*|punkterl[a-z]*|punkte|pünktchen|tupfen|[a-z]*ausschlag|einblutungen|sprenkel|blutpünktchen|pickelchen)|petechien|purpura|lila flecken|blutpünktchen|blutpunkte[n]?|punktförmige[rn]? (?:einblutungen|blutungen)',
      context: `${FEVER}|${NON_BLANCHING}|nacken|schlapp|apathisch|kaum wach`,
    },
    {
      // The glass test said to fail: a rash that stays under a pressed glass (one that fades is reassurance).
      category: 'meningitis',
      nearby: true,
      pattern: '[a-z]*glas|[a-z]*glasl|[a-z]*glaserl|glasli|glasle|glastest|glas ?test|glasprobe|glas ?probe',
      context: NON_BLANCHING,
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: `(?:[a-z]*flecken|fleckchen|fleckerl[a-z]*|fleckal|flecka|tüpferl[a-z]*|punkterl[a-z]*|punkte|pünktchen|tupfen|[a-z]*ausschlag|rötung|pickelchen)${listGap(7)} (?:${NON_BLANCHING})`,
      // "verblassen nicht beim Draufdrücken": the "nicht" belongs to the spots, not to the pressing.
      context: '(?:nicht|nich|kaum) (?:beim|bei|unterm|unter dem|unter) ~2 (?:drück[a-z]*|draufdrück[a-z]*|glas|wegdrück[a-z]*)|glas|drück[a-z]*|gedrückt|draufdrück[a-z]*|draufgedrückt|test',
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: '(?:kaum|nicht|schwer|nich) (?:richtig )?(?:wach|weckbar|zu wecken|wach zu kriegen|wach zu bekommen)|(?:sehr|so|total|extrem|ganz|ungewöhnlich|auffällig|richtig|komisch|seltsam|voll|mega)(?: (?:komisch|seltsam|ungewöhnlich|sehr|total|extrem))? (?:schläfrig|benommen|apathisch|gereizt|reizbar|quengelig|weggetreten|dösig|verschlafen)|apathisch|teilnahmslos|lässt sich (?:nicht|nich) (?:anfassen|berühren|trösten)|will (?:nicht|nich) (?:angefasst|hochgenommen|berührt|getragen|gehalten) werden|schreit ~3 (?:wenn|sobald) ~3 (?:hochnehme|hochnehmen|anfasse|anfassen|berühre|berühren|hochhebe|hochheben|hochgenommen|angefasst)|schreit (?:, )?wenn ~4 (?:kopf|nacken|anfasse|hochhebe|bewege|beweg)',
      context: FEVER,
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: 'fontanelle ~3 (?:gewölbt|vorgewölbt|prall|vorwölbt|dick|vorsteht|wölbt sich|steht vor|gespannt|hart|hervor|nach außen|raus)|(?:vorgewölbte|gewölbte|pralle) fontanelle|schreit ~3 (?:schrill|hoch|komisch)|schrill[a-z]* (?:schreien|schrei|weinen)',
      context: FEVER,
    },
    // pregnancy
    {
      category: 'pregnancy',
      nearby: true,
      pattern: 'blut(?:e|et|ung[a-z]*|en|ete)?(?![a-z])|starke blutung|blutverlust|blutklumpen|klumpen|(?:heftige|starke|unerträgliche|extreme|krasse|stechende|einseitige)[rn]? (?:bauch|unterbauch)schmerz[a-z]*|(?:unterbauch|bauch)schmerz[a-z]* ~3 (?:links|rechts|einseitig)|(?:einseitig[a-z]*|(?:links|rechts)seitig[a-z]*) ~3 (?:unterbauch|bauch)?schmerz[a-z]*|schmerz[a-z]* ~3 (?:im|in den|am) (?:unterbauch|unterleib|bauch)|schmerz[a-z]* ~2 (?:in der|in die|in den) (?:schulter[n]?|schulterspitze[n]?|schulterblatt)|schulter(?:spitzen)?schmerz[a-z]*|(?:starke|heftige|extreme|stechende|krasse|einseitige)[rn]? schmerz[a-z]* ~2 (?:rechts|links|einseitig)|(?:schmerz[a-z]*|stechen|sticht|ziehen|weh) ~2 (?:links|rechts) unten|(?:links|rechts) unten ~3 (?:schmerz[a-z]*|stechen|sticht|weh)|schulter ~3 (?:tut ~2 weh|schmerzt|sticht)|(?:baby|kind|kleine[rs]?|bauchbewohner|zwerg|würmchen|es) ~2 (?:bewegt sich|tritt|strampelt|boxt|rührt sich)(?: (?!und |aber |blut)[a-z]+){0,4} (?:nicht|nich|kaum|weniger|gar nicht|viel weniger|seltener)|(?:baby|kind|bauchbewohner|es) ~8 (?:sich )?(?:nicht|nich|kaum|weniger|gar nicht|viel weniger) (?:mehr )?(?:bewegt|rührt|tritt|strampelt)|(?:bewegt|rührt) sich(?: (?!und |aber )[a-z]+){0,3} (?:das baby|das kind|mein baby|der kleine|die kleine|es)(?: (?!und |aber |blut)[a-z]+){0,3} (?:nicht|nich|kaum|weniger|gar nicht)|(?:tritt|strampelt|boxt)(?: [a-z]+)? (?:das baby|es|mein baby)(?: (?!und |blut)[a-z]+){0,3} (?:nicht|nich|kaum|weniger|gar nicht)|(?:kindsbewegungen|bewegungen|tritte) ~3 (?:weniger|kaum|nicht|ausgeblieben|schwächer|seltener)|(?:keine|kaum|weniger) (?:kindsbewegungen|bewegungen|tritte)|(?:spüre|spür|merke|fühle|spürt) ~3 (?:das baby|mein baby|es|ihn|sie|keine bewegung[a-z]*|nichts|nix) ~5 (?:nicht|nich|kaum|weniger)|(?:nichts|nix) (?:mehr )?gespürt|krampfanfall|gekrampft|krampft|ohnmächtig|ohnmacht|umgekippt|kollabiert|schwarz vor augen|schulter ?(?:spitzen)?schmerz[a-z]*|(?:flimmern|sternchen|lichtblitze|blitze|sehstörung[a-z]*|verschwommen[a-z]*|schleier)(?: ~4 (?:vor den augen|sehen|sieht|sehe|sah))?|(?:sehe|sieht|sah|seh) ~3 (?:verschwommen|sternchen|sterne|blitze|funken|flimmern|schwarze punkte)|augenflimmern|flimmern vor (?:den )?augen|geschwollene[n]? (?:hände|finger|gesicht|augenlider)|(?:gesicht|hände|finger) ~3 (?:(?:ur)?plötzlich |stark |sehr |total |extrem )?(?:geschwollen|angeschwollen|aufgedunsen)|(?:starke|heftige|extreme|schlimme|krasse|schreckliche|furchtbare|fürchterliche|höllische|unerträgliche|wahnsinnige|massive|brutale|mörderische) (?:kopfschmerz[a-z]*|kopfweh)',
      context: 'positive[rn]? (?:schwangerschafts)?test|(?:schwangerschafts)?test ~2 positiv|periode ~3 (?:überfällig|ausgeblieben|bleibt aus)|im (?:[3-9]|dritten|vierten|fünften|sechsten|siebten|achten|neunten) monat|(?!schwangerschaftstest ~2 negativ)schwanger[a-z]*|hochschwanger|ssw|schwangerschaftswoche|in anderen umständen|(?:bin|ist) (?:jetzt |gerade |erst |schon )?in der (?:\\d{1,2}|[a-z]+te[nr]?) woche(?! (?:nach|der|des|meiner|seiner|ihrer|vom|von|mit|im|in|auf|bei))|pregnant|(?:\\d{1,2}|[a-z]+te[nr]?) (?:ssw|schwangerschaftswoche)|geburtstermin|entbindungstermin|fruchtwasser|fruchtblase|wehen|(?:[4-9]|[1-3]\\d|4[0-2]) (?:woche|wochen schwanger|schwangerschaftswoche)|ssw ?(?:[4-9]|[1-3]\\d|4[0-2])',
    },
    {
      category: 'pregnancy',
      nearby: true,
      pattern: `${FEVER}|(?:ausfluss|wochenfluss|lochien) ~3 (?:riecht|stinkt|übelriechend|faul|eitrig|komisch)|übelriechende[rn]? (?:ausfluss|wochenfluss)|stinkende[rn]? (?:ausfluss|wochenfluss)|schüttelfrost|(?:binde|binden|vorlage|vorlagen|einlage|pad)[a-z]* ~4 (?:pro|jede|in einer|die|jede halbe) stunde|(?:stündlich|jede stunde) ~3 (?:binde|vorlage|durchgeblutet)|blutklumpen|klumpen|(?:stücke|stückchen|brocken) blut|(?:blute|blutet|bluten) (?:so |sehr |ganz |total )?(?:viel|stark|heftig)|(?:stark|sehr stark|extrem|heftig) ~2 (?:blute|blutet|bluten|blutung)|(?:starke|heftige|massive) blutung|(?:viel|sehr viel|so viel) blut`,
      context: '(?:baby|kind|kindchen|tochter|sohn|zwillinge) (?:bekommen|gekriegt|geboren)|entbunden|entbindung|geburt|nach der geburt|wochenbett|kaiserschnitt|niederkunft|postpartal|gebar|geboren hat|(?:nach|seit) (?:dem|der) (?:kaiserschnitt|entbindung|geburt)',
    },
    {
      category: 'pregnancy',
      nearby: true,
      pattern: 'fruchtwasser ~3 (?:grün[a-z]*|bräunlich|trüb|stinkt|riecht|blutig)|(?:fruchtblase|fruchtwasser|blase|wasser) ~3 (?:geplatzt|gesprungen|abgegangen|läuft|gelaufen|ausgelaufen|rausgelaufen|kaputt|gekommen|kommt|gegangen|weggegangen)|(?:läuft|lief|kommt|kam) ~3 (?:fruchtwasser|wasser) (?:raus|heraus)|blasensprung|(?:läuft|lief|kommt|kam|rinnt|rann|tropft|tröpfelt|sickert|plätschert) ~4 (?:flüssigkeit|fruchtwasser) ~2 (?:raus|heraus|runter|ab|nach|aus der scheide|unten raus|in die hose|ins bett)|(?:klare|wässrige|durchsichtige)[rs]? (?:flüssigkeit|wasser) ~3 (?:läuft|lief|kommt|rinnt|tropft|sickert|abgegangen|ausgelaufen)|(?:flüssigkeit|fruchtwasser|wasser) ~2 (?:aus der scheide|unten raus|aus der vagina)|(?:läuft|lief|rinnt|rann) (?:es |mir )?(?:ganz |so |richtig )?nass ~2 (?:die beine|das bein|an den beinen|am bein) (?:runter|herunter|hinunter|entlang)|(?:tropft|tröpfelt|läuft|rinnt|sickert|nass)(?: ,| [a-z0-9]+){0,6} (?:ist das|ob das|vielleicht|wohl|könnte das) (?:das |schon |etwa )?fruchtwasser',
      context: `${FEVER}|grün[a-z]*|bräunlich|riecht|stinkt|schüttelfrost|blut[a-z]*|nabelschnur|ssw (?:2\\d|3[0-6])|(?:2\\d|3[0-6])(?: \\.)? (?:ssw|woche|wochen|schwangerschaftswoche)|(?:sechsten|siebten|siebenten|achten) monat|(?:viel )?zu früh|frühgeburt`,
    },
    // sick_child
    {
      // A high-pitched cry described ("so schrill schreit", "wie ein hohes Quietschen", "kreischt ganz hoch").
      category: 'sick_child',
      nearby: true,
      pattern: '(?:schrill|hoch|ungewöhnlich hoch|komisch hoch|spitz|grell)[a-z]* ~2 (?:schreit|schreien|schrie|weint|weinen|wimmert|kreischt|quietscht|quiekt|fiept)|(?:hohe[sn]?|schrille[sn]?|spitze[sn]?|grelle[sn]?) (?:quietschen|kreischen|fiepen|quieken|schreien|weinen|wimmern|geschrei|piepsen)|(?:schreit|weint|kreischt) ~3 (?:wie ein|wie eine) (?:quietschen|pfeife|tier|katze|sirene)|high pitched|schrille[nmr]? (?:ton|töne[n]?|stimme)|(?:schreit|weint|wimmert|kreischt) ~5 (?:hohe[nm]?|schrille[nm]?|spitze[nm]?) (?:ton|töne[n]?)',
      context: CHILD,
    },
    {
      category: 'sick_child',
      nearby: true,
      pattern: FEVER,
      context: INFANT,
    },
    {
      category: 'sick_child',
      nearby: true,
      pattern: `(?:so|ganz|total|sehr|extrem|völlig|voll|richtig|super|mega|echt) (?:matt|schlapp|schlaff|apathisch|teilnahmslos|kraftlos|schläfrig)|schlaff|apathisch|teilnahmslos|wie ein nasser sack|hängt ~3 (?:schlaff|durch)|(?:kaum|nicht|schwer|nich) (?:noch |mehr )?(?:richtig )?(?:wach|weckbar|zu wecken|wach zu kriegen|wach zu bekommen)|trinkt ~4 (?:nicht|nich) mehr(?! so (?:viel|oft|gern|gerne|lange))|(?:nicht|nich) (?:mal|einmal) mehr (?:weint|schreit)|(?:weint|schreit) (?:nicht|nich) (?:mal|einmal) mehr|(?:weint|schreit) (?:nicht|nich) mehr(?= ,| und) ~4 (?:schlapp|schlaff|apathisch|reagiert|liegt nur|kaum wach)|zu schwach ~3 (?:weinen|schreien|trinken)|weggetreten|wacht ~4 (?:nicht|nich) (?:mehr )?(?:auf|richtig auf)|schläft nur(?: noch)?|schläft ~3 beim (?:essen|trinken|stillen) ~2 ein|(?:nur|erst|bloß) (?:eine|zwei|1|2|ein paar) (?:nasse )?windel[n]? (?:nass|nass gemacht|voll gemacht)|trinkt${gap(5)} (?:fast |so gut wie |gar |überhaupt )?(?:nichts|nix|kaum)(?: mehr)?|trinkt ~3 (?:kaum|nichts|nix) (?:noch|mehr)|trinkt (?:gar |überhaupt )?(?:nicht|nich) mehr|(?:will|wollte|mag) ~4 (?:nichts|nix|nicht|nich) (?:mehr )?trinken|verweigert (?:das trinken|die flasche|jede flasche|die brust|alles)|nimmt ~3 (?:die brust|die flasche|das fläschchen|das essen) (?:nicht|nich)(?: mehr)?|(?:seit|schon) ~4 (?:nichts|nix|nicht|nich) (?:mehr )?getrunken|(?:erbricht|bricht|brechat|brecht|speibt|speit|spuckt|kotzt|übergibt sich) ~3 alles|(?:jeder schluck|jeden schluck|jede flasche|selbst ein schluck|sogar wasser|selbst wasser|auch wasser|alles) ~4 (?:kommt wieder|wieder raus|erbrochen|ausgespuckt|ausgekotzt|kommt raus)|behält (?:nichts|nix) (?:bei sich|drin)|(?:nicht|nich|kaum) (?:mehr )?(?:gepinkelt|gepieselt|pipi gemacht|uriniert)|kein pipi|(?:lippen|haut|gesicht) ~3 (?:blau|grau|bläulich|fleckig|marmoriert)|atm[a-z]* ~3 (?:sehr |ganz |total |extrem |voll |so )?(?:schnell|komisch|angestrengt|stoßweise|mühsam)|stöhnt|grunzt|wimmert|stöhnen|stöhnend|grunzen|grunzend|(?:blass|grau|bleich) und (?:schlapp|schlaff|apathisch)|(?:schlapp|schlaff|apathisch) und (?:blass|grau|bleich)|ganz gelb|gelb ~3 (?:schläft|schlapp|trinkt)|grau im gesicht|aschgrau|blass ?grau|atempause[n]?|atemaussetzer|hört ~3 auf zu atmen|aufgehört zu atmen|weint ohne tränen|keine tränen|eingefallene augen|reagiert(?: (?:sie|er|es|der|die|das|mein[a-z]*|opa|oma|papa|mama|vater|mutter|kind|baby))? (?:kaum|nicht|nich|schlecht)|(?:fieber|temperatur) ~4 (?:über|von) (?:40|41)|(?:40|41) grad`,
      context: CHILD,
    },
    {
      category: 'sick_child',
      nearby: true,
      pattern: '(?:will|mag|nimmt) ~3 (?:die |keine |seine |ihre )?(?:flasche|brust|fläschchen) ~2 (?:nicht|nich) (?:mehr)?|schlapp|trinkfaul|trinkt ~3 (?:schlecht|wenig|kaum|nichts|nix|nicht)(?: (?:noch|mehr))?|will ~3 nicht (?:mehr )?trinken|nimmt ~3 (?:die brust|die flasche|das fläschchen) (?:nicht|kaum)',
      context: INFANT,
    },
    // self_harm
    {
      // Hoarding pills, with despair nearby (old medicines gathered to throw away are not).
      category: 'self_harm',
      nearby: true,
      pattern: `(?:spare|sammle|sammel|horte|bunkere|hamstere|gesammelt|gespart|gehortet|gebunkert|zurückgelegt|zurechtgelegt|bereitgelegt|bereit gelegt|gezählt|zusammengezählt|abgezählt) ~4 ${PILLS}|${PILLS} ~4 (?:gesammelt|gespart|gehortet|gebunkert|zur seite gelegt|beiseite gelegt|aufgespart|angesammelt|zurückgelegt|zurechtgelegt|bereitgelegt|bereit gelegt|rausgelegt|herausgelegt|hingelegt|rausgedrückt|bereit|gezählt|zusammengezählt|abgezählt)`,
      context: `${DESPAIR}|(?:will|werde|möchte|wollte) ~3 (?:heute|jetzt|bald|alle|nehmen|schlucken|einnehmen|einwerfen)|(?:heute|heut|morgen|jetzt|gleich) ~3 (?:nehmen|schlucken|einwerfen)|heimlich|versteckt|für den fall|für später|reichen|reicht|ausreicht|ausreichen|genug|tödlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|verschwinden|weg sein|für immer|heute nacht|heut nacht|heute abend|wodka|schnaps|alkohol|flasche|trinke|getrunken|besoffen|betrunken`,
    },
    {
      // Planning to take them all, buying a rope, choosing the place (split off the self-harm list to keep it under the size limit).
      category: 'self_harm',
      pattern: `(?:denke|denk|überlege|überlegt|plane|will|möchte|würde am liebsten)${listGap(4)} (?:alle|die ganze[n]?|eine ganze) ~3 ${PILLS} ~3 (?:zu )?(?:nehmen|schlucken|einwerfen)|alle (?:auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|zusammen|gleichzeitig) (?:zu )?(?:nehmen|schlucken)|(?:strick|seil|klinge|rasierklinge[n]?|waffe|pistole)(?! (?:für|fürs|zum|zur) ) ~4 (?:gekauft|besorgt|bereit|bereitgelegt|zurechtgelegt)|rausgesucht ~3 (?:brücke|hochhaus|dach|gleis[a-z]*)|(?:brücke|hochhaus|dach|gleise) ~3 (?:rausgesucht|ausgesucht)`,
      context: ANY_CLAUSE,
    },
    {
      // The means at hand, said with despair ("hab 40 Tabletten vor mir liegen", "das Messer schon in der Hand").
      category: 'self_harm',
      nearby: true,
      pattern: `(?:${PILLS}|messer|klinge|rasierklinge[n]?|strick|seil|waffe|pistole|gewehr|scherbe) ~4 (?:vor mir|neben mir|hier|bereit|auf dem tisch|griffbereit|in der hand|in meiner hand|auf dem bett|vor ihm|vor ihr)(?: ~2 (?:liegen|liegt|stehen|steht|gelegt|hingelegt|bereitgelegt))?|(?:schon|bereits) (?:überlegt|geplant|ausgedacht|rausgesucht|herausgefunden) ~2 wie(?= [,.?]|$| ich)|wie ich (?:es|das) (?:machen|tun|anstellen) (?:könnte|kann|würde|soll|werde)|ohne dass es (?:jemand|einer|wer|irgendwer) (?:merkt|mitbekommt|bemerkt)|(?:vor|neben) (?:sich|mir|ihm|ihr) (?:liegen|liegt|stehen|steht)|bald ist (?:es|alles) (?:vorbei(?! mit)|vorüber|zu ende)|(?:gegoogelt|recherchiert|nachgeschaut|angeschaut|angesehen|geschaut|informiert|gesucht)${listGap(6)} (?:tödlich[a-z]*|letal[a-z]*|zum sterben|reicht um zu sterben|wie (?:man|ich) (?:sterben|mich umbringen))`,
      context: `${DESPAIR}|verabschied[a-z]*|ohne dass es (?:jemand|einer|wer) (?:merkt|mitbekommt)|seit tagen|seit wochen`,
    },
    {
      // Cutting again, deeper ("hab grad wieder in meinen Arm geschnitten, diesmal tiefer").
      category: 'self_harm',
      pattern: '(?:arm|arme|unterarm|handgelenk[e]?|bein|beine|oberschenkel|bauch|haut) ~2 (?:geschnitten|geritzt|geschlitzt|aufgeschnitten)',
      context: `wieder|schon wieder|diesmal|tiefer|absichtlich|mit absicht|extra|klinge|rasierklinge|jeden tag|jeden abend|wie immer|wie sonst|immer öfter|zum ersten mal|aushalte|aushalten|so oft|mehrmals|immer wieder|viele male|${DESPAIR}`,
    },
    {
      category: 'self_harm',
      pattern: '(?:mich|mir|sich) ~6 (?:geschnitten|geritzt|verletzt|verbrannt|aufgeschnitten)',
      context: '(?:mir|alles) (?:eh |jetzt |grad |gerade |einfach |total |echt |völlig )?(?:alles |eh alles )?egal(?! (?:ob|wie|was|welche[rnms]?|wann|wo|wenn))|nicht mehr leben|keinen sinn|hoffnungslos|tiefer als (?:sonst|letztes mal|das letzte mal|normal)|diesmal tiefer|diesmal ~2 (?:so |zu |viel |richtig )?tief|klafft|klaffend|absichtlich|mit absicht|extra|klinge|rasierklinge|jeden tag|jeden abend|wie immer|wie sonst|immer öfter|ritzen|geritzt|selbst verletz[a-z]*',
    },
    {
      // A letter to open later, being 'bald erlöst'.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:bald|endlich|dann) (?:erlöst|frei von allem)|(?:erst morgen|erst später|später|nach meinem tod) (?:öffnen|lesen|aufmachen)|(?:öffnen|lesen|aufmachen) ~3 wenn ich (?:weg|nicht mehr da|tot|nicht mehr hier) bin',
      context: `${DESPAIR}|brief|briefe|umschlag|nachricht|abschied[a-z]*|gesagt|geschrieben`,
    },
    {
      // A goodbye sent to someone ("danke für alles, pass auf meine Katze auf"), then silence or a wish to stop.
      category: 'self_harm',
      nearby: true,
      pattern: GOODBYE,
      context: 'testament|abschiedsbrief|(?:handy|telefon) ~2 (?:aus|ausgeschaltet|tot)|nicht erreichbar|nicht (?:mehr )?zu ?hause|(?:nicht|nich) (?:mehr )?ans (?:handy|telefon)|(?:erreich|erreiche|erreichen)[a-z]* ~3 (?:nicht|nich)|meldet sich (?:nicht|nich)(?: (?:mehr))?|antwortet (?:nicht|nich)(?: (?:mehr))?|offline|andeutung[a-z]*|(?:geht|ging) (?:nicht|nich) (?:mehr )?ran|nimmt (?:nicht|nich) (?:mehr )?ab|liest (?:nicht|nich) mehr|will (?:einfach )?(?:nicht|nich) mehr|kann (?:einfach )?(?:nicht|nich) mehr|für immer|abschied[a-z]*|letzte[sn]? mal|sterben|leben|tot|ende',
    },
    {
      // Standing at a window, bridge or roof edge and thinking of jumping; afraid of doing it next time.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:nachgedacht|überlegt|gedacht|überlege|denke|denk|dachte|kurz davor|drauf und dran|wollte|will|möchte|bereit)${commaGap(4)} (?:zu )?(?:springen|springe|spring|runterzuspringen|runterspringen|runterspringe|hinunterzuspringen|runter zu springen|mich fallen zu lassen|mich runterfallen zu lassen|mich (?:vor|unter) (?:den|einen) (?:zug|lkw|bus|auto) zu werfen)|angst ~3 (?:dass|das) ich (?:es|das) ~5 (?:mache|tue|tu|mach|durchziehe|wirklich tue)`,
      context: 'fenster|balkon|brücke|dach|stock|stockwerk|etage|hochhaus|gleis[a-z]*|zug|klippe|geländer|brüstung|tief|runter[a-z]*|abgrund|sterben|tot|nicht mehr leben|ende|umbringen',
    },
    {
      // Standing at a window, bridge or roof edge: the place alone is a view, so the context names no place the hit can name.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:stand|gestanden|stehe|steh|steht|stehen|stand ich|saß|gesessen|sitze|sitzt|hockt|klettert|geklettert|geklettert bin) ~6 (?:am|auf dem|aufm|uffm|ufm|auf der|an der|an den|auf den|über dem|über der|aufs|auf das) (?:offenen |geöffneten |offene |offenen )?(?:fenster|balkon|geländer|dach|brücke|brückengeländer|gleis[a-z]*|bahnsteig|klippe|rand|brüstung|fensterbrett|fenstersims|hochhaus|parkhaus|parkdeck|aussichtsturm|kirchturm|turm|staumauer)',
      context: `stock|stockwerk|etage|tief|runter[a-z]*|abgrund|spring[a-z]*|sterben|tot|nicht mehr leben|umbringen|zug|${DESPAIR}|will (?:das |es )?(?:alles |einfach |so )*(?:nicht|nich|nimmer|nimma|ned|net) mehr(?= [,.?]|$)`,
    },
    {
      category: 'self_harm',
      // "Suizid ist für mich kein Thema" denies it.
      // "Suizidprävention", "Suizidrate": a subject, nobody's crisis.
      pattern: '(?:(?:suizid|selbstmord)(?!prävent|prophyla|rate|statist|forsch)[a-z]*|selbstverletz[a-z]*)(?! (?:ist|war|wäre) ~3 (?:kein thema|keine option|ausgeschlossen|nie ein thema|nie eine option))',
      context: 'ich (?:hab|habe|hatte|bin|war|denke|denk|dachte|will|möchte|plane|kann|fühle|überlege|krieg|kriege|bekomme|hätte|wäre)|(?:hab|habe|hatte|bin|denke|denk|plane|kann) ich|(?:mein|meine|unser|unsere)[a-z]* [a-z]+ (?:hat|hatte|ist|war|will|wollte|denkt|dachte|redet|spricht|schreibt|schrieb|sagt|sagte|plant|droht|äußert)|(?:er|sie) (?:hat|hatte|ist|will|wollte|denkt|redet|spricht|sagt|sagte|plant|droht|schreibt|schrieb)|mich|mir',
    },
    {
      category: 'self_harm',
      pattern: '(?:absichtlich|mit absicht|bewusst|extra|um zu sterben|um nicht mehr aufzuwachen|(?:weil|da) (?:ich|er|sie) (?:einfach |echt |wirklich |halt |eh )?(?:nicht|nich) mehr (?:wollte|will|kann|konnte|wollt|mag|mochte)|um (?:mich|sich|es) ~2 (?:umzubringen|zu beenden|zu töten))',
      context: `${PILLS}|genommen|geschluckt|überdosis|getrunken|geschnitten`,
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:alles|meine sachen|meine angelegenheiten|meinen nachlass|alles für danach) ~2 (?:geregelt|geordnet|erledigt)|(?:briefe|abschiedsbriefe|letzte briefe|brief) ~3 (?:geschrieben|hinterlassen|verfasst)|(?:katze|hund|haustier[e]?|kater|hamster|vogel) ~5 (?:gebracht|gegeben|abgegeben|weggegeben|verschenkt)|testament ~2 (?:gemacht|geschrieben)',
      context: 'abschied[a-z]*|für immer|depressiv|depression|ruhe vor mir|lebensmüde|will (?:einfach )?(?:nicht|nich) mehr|kann (?:einfach )?(?:nicht|nich) mehr|keinen sinn|sinnlos|hoffnungslos|ausweglos|verschenkt|weggegeben|last|umbringen|sterben wollen|nicht mehr leben|passwörter|pin',
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:kümmer|kümmert|kümmern) ~4 (?:meine[nm]?|mein) (?:katze|kater|hund|kinder|tiere|haustiere|pflanzen|sachen|wohnung)|um (?:meine[nm]?|mein) (?:katze|kater|hund|kinder|tiere|haustiere|pflanzen|sachen|wohnung) (?:kümmern|kümmert|kümmere)',
      context: 'leid tut|tut mir leid|verzeih[a-z]*|vergib|vergebt|abschied[a-z]*|für immer|lebt wohl|liebe euch|hab euch lieb|geschrieben|nachricht',
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: `(?:überlegt|nachgedacht|geplant|recherchiert|gegoogelt|gesucht|nachgelesen|ausgemalt|überlege|plane)${listGap(4)} wie (?:ich|man) (?:es|mich|sich) ~3 (?:machen|mache|machen würde|tun|tue|anstellen|umbringen|umbringe|beenden|beende)`,
      context: 'kann (?:einfach )?(?:nicht|nich) mehr(?= [,.?]| und|$)|halte? (?:es|das) (?:alles )?(?:nicht|nich) (?:mehr )?aus|will (?:einfach )?(?:nicht|nich) mehr(?= [,.?]| und|$)|keine kraft mehr|sinnlos|keinen sinn|am ende|aufgeben|ausweg|leben|sterben|tot|schnell geht|schnell vorbei|nicht weh tut|schmerzlos|sicher klappt|endgültig',
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:will|wolle|möchte|kann|mag) (?:einfach |echt |wirklich )?(?:nicht|nich) mehr(?= [,.?]| und| aber|$)',
      context: `${PILLS}|eingeschlossen|brücke|abschied[a-z]*|sterben|strick|klinge|rasierklinge|messer|waffe|umbringen|beenden|schluss|leben|tot|${GOODBYE}|(?:nicht|nich) (?:mehr )?ans (?:handy|telefon)|(?:erreich|erreiche|erreichen)[a-z]* ~3 (?:nicht|nich)|meldet sich (?:nicht|nich) mehr|ist offline`,
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:will|möchte|werde|wolle|wollte) ~3 (?:ihr|ihm|ihnen|meiner frau|meinem mann|mama|papa|meiner mutter|meinem vater) (?:folgen|nachfolgen|hinterher)|(?:will|möchte|wolle|wollte|würde gern|würde gerne) ~2 zu (?:ihr|ihm|ihnen|mama|papa|meiner frau|meinem mann|seiner frau|ihrem mann|meiner mutter|meinem vater|opa|oma|meinem sohn|meiner tochter)(?= [,.?]|$| und| in den himmel| nach oben)',
      context: 'tod|gestorben|verstorben|beerdigung|verloren|tot|verstorbene[nrm]?|trauer|seit (?:sie|er) (?:weg|nicht mehr da) ist',
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: '(?:waffe|pistole|gewehr|revolver|strick|seil|jagdgewehr|dienstwaffe) ~3 (?:rausgeholt|hervorgeholt|geholt|geladen|bereitgelegt|gekauft|besorgt|in der hand|an die schläfe|im mund|geputzt|gereinigt|durchgeladen|entsichert|angeschaut)',
      context: 'sterben|tot|tod|gestorben|verstorben[a-z]*|beerdigung|begräbnis|beisetzung|witwe[r]?|umbringen|erschießen|erhängen|ende|besser dran|abschied|leben|last|ohne (?:mich|ihn|sie)|will zu|(?:bei|zu) (?:ihr|ihm) sein|testament|kontodaten|pin|passwörter|depressiv|depression|trauer|verzweifelt|hoffnungslos|(?:nicht mehr lange|bald nicht mehr|nicht mehr) (?:länger )?ertragen|allein im (?:auto|wagen)|garage',
    },
    {
      // Medicines not taken but saved up, with a date or despair nearby.
      category: 'self_harm',
      nearby: true,
      pattern: `${PILLS} ~3 (?:nicht|nich) (?:genommen|geschluckt|eingenommen)(?: ,)? (?:sondern|stattdessen|nur|aber) ~2 (?:gesammelt|gehortet|gebunkert|aufgehoben|aufgespart|gespart|versteckt|zurückgelegt)`,
      context: `${DESPAIR}|ist es (?:so ?weit|soweit)|heute (?:abend|nacht)|alle (?:auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|zusammen)|reichen|genug|tödlich|für später|für den fall`,
    },
    {
      // Goodbyes said to everyone, a will laid out, the flat cleared: two of them together.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:von allen|von (?:meiner|der|seiner|ihrer) (?:ganzen )?familie|von (?:meinen|den|seinen|ihren) (?:freunden|liebsten|eltern|kindern|leuten)|von jedem) ~2 verabschiedet',
      context: 'testament|abschiedsbrief[a-z]*|wohnung ~3 (?:aufgeräumt|geputzt|geräumt|gekündigt)|aufgeräumt|(?:alles|papiere|unterlagen|konten|konto|passwörter) ~2 (?:geregelt|geordnet|sortiert|hingelegt|bereitgelegt|aufgeschrieben)|für immer|so ruhig|ist es (?:so ?weit|soweit)|briefe|brief',
    },
    {
      category: 'self_harm',
      nearby: true,
      pattern: 'testament ~3 (?:liegt|bereit|auf dem tisch|aufm tisch|auf den tisch|rausgelegt|hingelegt|bereitgelegt|gelegt)',
      context: `verabschiedet|abschied[a-z]*|wohnung ~3 (?:aufgeräumt|geräumt|gekündigt)|aufgeräumt|(?:alles|papiere|unterlagen|konten|konto|passwörter) ~2 (?:geregelt|geordnet|hingelegt|bereitgelegt|aufgeschrieben)|für immer|so ruhig|ist es (?:so ?weit|soweit)|briefe|${DESPAIR}`,
    },
    {
      // A hose from the exhaust into the car.
      category: 'self_harm',
      pattern: 'schlauch ~4 (?:auspuff|abgasrohr)|(?:auspuff|abgasrohr) ~4 schlauch|abgase ~3 (?:ins auto|in den wagen|ins innere|einleiten|reinleiten|ins fahrzeug)',
      context: ANY_CLAUSE,
    },
    {
      // At an edge (a roof, a bridge, the tracks) and unable to go on.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:bin|stehe|steh|sitze|sitz|steht|sitzt|stehen|sitzen|hocke|hock) ~3 (?:auf|aufm|an|am|neben|über) (?:dem |der |den |einem |einer |nem |ner )?(?:dach|hausdach|flachdach|brücke|brückengeländer|autobahnbrücke|eisenbahnbrücke|geländer|hochhaus|parkhaus|parkdeck|klippe|felskante|kante|abgrund|brüstung|fenstersims|fensterbrett|gleis|gleisen|bahngleis[en]*|schienen|bahnsteigkante)',
      context: "kante ~3 (?:vor mir|unter mir|vor ihm|vor ihr)|(?:weiß|weiss|weis|wees) (?:nicht|nich|ned|nid) (?:mehr )?(?:so genau )?ob ich ~3 (?:runter[a-z]*|zurück[a-z]*|heim[a-z]*|nach hause|wieder|spring[a-z]*)|(?:irgendwer|jemand|einer|wer) (?:das |es )?(?:weiß|weiss)(?= [,.?]|$)|spring(?:e|en|t)?|runterspring[a-z]*|runterzuspringen|abgrund|schaff[a-z]* (?:das|es) (?:alles )?(?:nicht|nich) mehr|(?:kann|will|mag) (?:einfach )?(?:nicht|nich) mehr|keinen sinn|sinnlos|abschied[a-z]*|(?:ein|zum) letzte[ns]? mal|für immer|nicht mehr leben|sterben|ausweg|hoffnungslos|egal",
    },
    {
      // Everything given away, with a goodbye or "ihr werdet mich nicht vermissen".
      category: 'self_harm',
      nearby: true,
      pattern: '(?:alles|all (?:seine|ihre|meine)|(?:seine|ihre|meine) ganzen [a-z]+|(?:seine|ihre|meine) liebsten [a-z]+) ~3 (?:verschenkt|weggegeben|verteilt|hergeschenkt|hergegeben)',
      context: `(?:werdet|wird|werden|würdet|würde) mich ~3 (?:nicht|nich|kaum|nie) vermissen|${GOODBYE}|brauch[a-z]* (?:eh |sowieso |jetzt )?(?:nichts|nix) mehr|abschied[a-z]*|(?:nicht|nich) (?:mehr )?(?:ans (?:handy|telefon)|erreichbar)|für immer|sterben|umbringen|keinen sinn|nicht mehr da|nicht mehr leben`,
    },
    {
      // "Nobody will miss me", "ihr werdet mich nicht vermissen" (not while away on a trip).
      category: 'self_harm',
      pattern: '(?:ihr|du|keiner|niemand|die|eh keiner|sowieso keiner) (?:werdet|wirst|wird|werden|würdet|würde) mich ~2 (?:eh |sowieso |doch |bestimmt )?(?:nicht|nich|kaum|nie)? ?vermissen(?! ~4 (?:urlaub|[a-z]*reise|woche|wochen|monat|tage|arbeit|kur|reha|umzug|auslandsjahr|austausch|ferien|klassenfahrt|haha|lol))',
      context: ANY_CLAUSE,
    },
    {
      // Wishing not to wake up tomorrow, or calling it the best for everyone.
      category: 'self_harm',
      pattern: `(?:wenn ich ~3 (?:nicht mehr|nie mehr|nimmer|nie wieder|einfach nicht) aufwach[a-z]*|(?:hoffe|hoffentlich|wünsche mir|wünschte|bete)${listGap(7)} (?:nicht mehr|nie mehr|nie wieder|nimmer) aufwach[a-z]*)(?! (?:mit|ohne|wegen|vor|von|durch|weil|bevor))`,
      context: 'beste|besser|schön|schöner|egal|froh|wünsch[a-z]*|lieber|am liebsten|erlösung|hoffe|hoffentlich|wär|wäre|fänd|bete',
    },
    {
      // Pills swallowed and a goodbye sent.
      category: 'self_harm',
      nearby: true,
      pattern: `${PILLS} ~3 (?:geschluckt|genommen|eingeworfen|eingenommen)`,
      context: `verabschiedet|verabschiedung|abschied[a-z]*|${GOODBYE}`,
    },
    {
      // Sitting or lying on the tracks (not a platform number) waiting for a train.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:sitze|sitz|sitzt|liege|lieg|liegt|hocke|hock|hockt) ~2 (?:auf|am|an|neben|zwischen) (?:den |dem |die )?(?:gleis|gleisen|schienen|bahngleis[en]*)(?! \\d)|(?:steh|stehe|steht|stand|laufe|lauf|läuft|geh|gehe|geht) ~2 (?:auf|zwischen|in) (?:den |dem |die )?(?:gleisen|schienen|bahngleisen|gleisbett)',
      context: 'warte[nt]? ~3 zug|zug kommt|nächsten zug|spring[a-z]*|(?:kann|will|mag) (?:einfach )?(?:nicht|nich) mehr|sterben|nicht mehr leben|abschied[a-z]*|für immer|keinen sinn|sinnlos',
    },
    {
      // "Sorry an alle" with a day set or everything prepared.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:sorry|entschuldigung|verzeiht mir|tschüss|tschüs|bye|ciao|adieu|lebt wohl) an alle(?! (?:die|der|denen|wo|für|wegen|ich|mal))',
      context: `(?:heute|heut|morgen|jetzt) ist (?:der|es der) tag(?! (?:der|des|für|zum))|alles (?:vorbereitet|geregelt|erledigt|bereit)(?! (?:für|zum|zur))|für immer|${DESPAIR}`,
    },
    {
      // On the way to a bridge, the tracks or a roof, "and that's it".
      category: 'self_harm',
      nearby: true,
      pattern: '(?:das|dann) (?:war(?:s|\'s)?|wars) (?:es )?(?:dann|für mich|mit mir|endgültig)?(?= [,.?]|$| und)',
      context: `brücke|gleis[a-z]*|bahngleis[a-z]*|schienen|hochhaus|klippe|dach|strick|seil|klinge|rasierklinge|abschied[a-z]*|${PILLS}|sterben|nicht mehr leben|umbringen`,
    },
    // seizure
    {
      // "Krampf gehabt", a first one or drowsy after (not a cramp in a calf).
      category: 'seizure',
      nearby: true,
      pattern: '(?:krampf|krampfanfall|anfall|fieberkrampf) ~2 (?:gehabt|bekommen)(?! (?:in der|im|in den|am|an der) )|(?:hatte|hat|hatten|bekam|kriegte) ~4 (?:einen |nen |ein )?(?:krampf|krampfanfall|fieberkrampf|anfall) (?:bei|mit|wegen|vom|von) (?:dem |hohem |hohen |dem hohen |ihrem |seinem )?fieber',
      context: 'erste[ns]? mal|zum ersten mal|noch nie|erstmals|nie zuvor|schläfrig|nicht ansprechbar|blau|verwirrt',
    },
    {
      // A fit with an injury.
      category: 'seizure',
      nearby: true,
      pattern: 'anfall|krampfanfall|epileptische[rn]? anfall|gekrampft|krampft|krampfte|(?:ganze[rn]?|ganzen) körper ~3 (?:gezuckt|zuckt|zuckte|gekrampft|geschüttelt|gebebt)|(?:zuckt|zuckte|gezuckt|krampft|krampfte|gekrampft) ~3 (?:am|mit dem) ganzen körper',
      context: '(?:kopf|gesicht|stirn|hinterkopf) ~4 (?:aufgeschlagen|angeschlagen|gestoßen|geknallt|gefallen|geschlagen|geprallt|gekracht|gedonnert)|platzwunde|zunge ~2 (?:durchgebissen|zerbissen)|(?:blutet|blutete) (?:stark|viel|sehr)?',
    },
    // overdose_poisoning
    {
      // Drunk or high past the point of waking: alcohol or drug poisoning.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:total |völlig |komplett |richtig |voll )?(?:abgeschossen|zugedröhnt|zugeknallt|weggeballert|hackedicht|sturzbesoffen|stockbesoffen|sternhagelvoll|zugesoffen|vollgesoffen|zugekokst|komasaufen|komagesoffen)|(?:zu viel|viel zu viel|ne ganze flasche|eine ganze flasche) ~2 (?:getrunken|gesoffen|alkohol|schnaps|wodka)',
      context: 'lässt sich ~2 (?:nicht|nich|kaum) (?:mehr )?wecken|(?:nicht|nich|kaum) (?:mehr )?(?:wach|ansprechbar|zu wecken|wach zu kriegen|wachzukriegen)|bewusstlos|reagiert (?:nicht|nich|null|kaum|gar nicht)|vollgekotzt|erbrochen|erstick[a-z]*|atmet (?:kaum|komisch|flach|langsam|unregelmäßig)|röchel[a-z]*|blau|krampft|zuckt|unterkühlt|weggetreten',
    },
    {
      // Party drugs taken, then overheated, confused, fitting or a racing heart.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:${DRUGS}|pillen|pille) ~3 (?:geschmissen|genommen|gezogen|geschnupft|geraucht|gespritzt|konsumiert|eingeworfen|geballert|gedrückt|geschluckt)`,
      context: 'überhitzt|glüht|(?:ganz |total |extrem |viel zu )?heiß|verwirrt|wirr|krampf[a-z]*|zuckt|bewusstlos|(?:nicht|nich|kaum) (?:mehr )?(?:ansprechbar|wach)|atmet (?:kaum|komisch|flach)|herzrasen|herz rast|puls rast|halluzin[a-z]*|kollabiert|umgekippt|blau|brustschmerz[a-z]*|weggetreten|dreht durch|(?:pupillen|augen) ~2 (?:riesig|stecknadel[a-z]*)',
    },
    {
      // English verbs with German product names ("drank Rohrreiniger").
      category: 'overdose_poisoning',
      pattern: `(?:drank|drunk|swallowed|ate|eaten|licked|chewed|sipped|got into|bit into|swallowing|drinking|eating) ~2 ${POISONS}`,
      context: ANY_CLAUSE,
    },
    // other_emergency
    {
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:hoden[a-z]*|hodensack|sack|eier|eiern) ~3 (?:verdreht|gedreht|schmerz[a-z]*|(?:tut|tun) (?:so |sehr |total |mega |richtig |extrem |höllisch |voll )?weh|schmerzt|schmerzen|geschwollen|dick|hart|blau)|(?:schmerz[a-z]*|weh) ~3 (?:im|in|in den|in der|am|an den) (?:hoden|hodensack|sack|eiern|ei)|hodenschmerz[a-z]*',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|stark[a-z]*|heftig[a-z]*|krass[a-z]*|höllisch[a-z]*|extrem[a-z]*|unerträglich[a-z]*|brutal[a-z]*|schlimm[a-z]*|mega|kotz[a-z]*|erbrech[a-z]*|erbricht|übergeb[a-z]*|übergibt|brechen|bricht|übel|geschwollen|angeschwollen|hochgezogen|blau|verfärbt|sohn|junge|bub|teenager|seit dem aufwachen|nachts',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: `(?:bein|arm|fuß|unterschenkel|wade|oberschenkel|hand|unterarm)${listGap(6)} (?:eiskalt|kalt|weiß|weiss|blass|bleich|kreideweiß|leichenblass|marmoriert)|(?:spür|spüre|spürt|fühle|fühlt) ~3 (?:die zehen|den fuß|das bein|die finger|den arm|die hand) (?:nicht|nich)(?: mehr)?`,
      context: 'höllisch|stark[a-z]*|schmerz[a-z]*|weh|taub|gefühllos|spür|spüre|spürt|kribbel[a-z]*|(?:ur)?plötzlich|puls|pulslos|blau|bläulich|gips|verband',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:rasende[nr]?|wahnsinnige[nr]?|irre[nr]?|unglaubliche[nr]?|stärkste[nr]?|schlimmste[nr]?|heftigste[nr]?|unerträgliche[nr]?|extreme[nr]?|höllische[nr]?|brutale[nr]?|massive[nr]?|vernichtende[nr]?|sehr starke[nr]?|krasse[nr]?|heftige[nr]?|starke[nr]?) (?:bauch|unterbauch|oberbauch|flanken)?schmerz[a-z]*|bauchschmerz[a-z]* ~3 (?:extrem|höllisch|unerträglich|brutal)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|aneurysma|kaltschweiß[a-z]*|blass|kollabiert|umgekippt|ohnmächtig|puls|bretthart|hart|ausstrahl[a-z]*|rücken',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:messgerät|zuckermessgerät|bz ?gerät|gerät|sensor|libre|dexcom|meter|zucker|blutzucker|bz|zuckerwert|messung|pumpe) ~3 (?:zeigt|sagt|steht auf|anzeige|zeigt nur|misst|meldet) ~3 (?:hi|high|lo|low|error|\\d+)(?![0-9])|unterzucker[a-z]*|hypo|hypoglyk[a-z]*|überzucker[a-z]*|hyperglyk[a-z]*|(?:blutzucker|bz|zucker|zuckerwert|glukose|glucose)[a-z]* ~3 (?:sehr |extrem |total |viel zu |zu |nur |noch |nur noch |bei |auf |von |unter ){0,3}(?:niedrig|tief|hoch|im keller|hi|high|lo|low|[0-3]|[2-6]\\d|[3-9]\\d\\d)(?![0-9])',
      context: 'verwirrt|confused|desorientiert|benommen|wirr|(?:nicht|nich|kaum) (?:mehr )?(?:wach zu kriegen|wach zu bekommen|wachzukriegen|wachzubekommen|aufzuwecken|weckbar)|(?:wacht|wird) ~2 (?:nicht|nich) (?:mehr )?(?:auf|wach)|zittert|schwitzt|kaltschweiß[a-z]*|bewusstlos|(?:nicht|nich|kaum) (?:mehr |noch |richtig |wirklich )?ansprechbar|reagiert (?:nicht|kaum|komisch|schlecht|verlangsamt)|kaum wach|schläfrig|lallt|aggressiv|komisch|krampf[a-z]*|atmet ~2 (?:schnell|tief)|erbricht|aceton|obst|durst|zitter[a-z]*|zittrig|schwitz[a-z]*|(?:nicht|nich|kaum) (?:mehr )?klar (?:denken|sehen|reden)|durcheinander|neben mir',
    },
    {
      // A diabetic who is confused, hard to rouse or breathing deeply: a sugar far too low or too high.
      category: 'other_emergency',
      nearby: true,
      pattern: 'diabetiker[a-z]*|diabetes|zuckerkrank[a-z]*|typ ?1|typ ?i|insulinpflichtig|spritzt insulin|insulinpumpe|(?:blutzucker|zucker) ~2 (?:entgleist|spielt verrückt)',
      context: 'verwirrt|desorientiert|bewusstlos|(?:nicht|nich|kaum) (?:mehr |richtig )?ansprechbar|(?:nicht|nich|kaum) (?:mehr )?(?:wach zu kriegen|wach zu bekommen|wachzukriegen|wachzubekommen|aufzuwecken|weckbar)|(?:wacht|wird) ~2 (?:nicht|nich) (?:mehr )?(?:auf|wach)|reagiert (?:nicht|nich|kaum|komisch|seltsam|verlangsamt|langsam)|kaum wach|nicht (?:richtig )?wach|(?:nicht|nich) mehr (?:richtig )?wach|verschwitzt|schweißgebadet|schweißnass|klatschnass|lallt|lallen|krampft|krampfanfall|gekrampft|aggressiv|wirr[a-z]*|redet (?:wirr|komisch|unsinn|quatsch)|atmet ~3 (?:schnell|tief)|aceton|nach nagellack|umgekippt|zusammengebrochen|weggetreten|kaltschweiß[a-z]*|schwitzt ~2 (?:stark|extrem|wie verrückt|wie blöd|total)|zittert ~2 (?:stark|am ganzen)',
    },
    {
      // A cast or bandage too tight: the limb beyond it cold, blue, numb, in severe pain.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:gips|gipsverband|verband|schiene|cast|kompressionsverband) ~6 (?:drückt|zu eng|eng|enger|schmerz[a-z]*|weh|taub|kalt|blau|bläulich|weiß|kribbel[a-z]*)',
      context: 'taub|kalt|eiskalt|blau|bläulich|weiß|blass|kribbel[a-z]*|höllisch|unerträglich|stärker|schlimmer|bewegen|schwillt|geschwollen|dick',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: 'verwirrt|bewusstlos|kollabiert|umgekippt|krampf[a-z]*|(?:nicht|kaum) (?:mehr )?ansprechbar|reagiert (?:nicht|kaum)|lallt|heiß und trocken',
      context: 'pralle[rn]? sonne|in der sonne|hitze|sonnenstich|hitzschlag|hitzeschlag|überhitzt|im auto gelassen|im heißen auto|(?:3[5-9]|4\\d) grad (?:draußen|im schatten|im auto)',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: 'eingeklemmt|eingequetscht|verschüttet|(?:klemmt|steckt|hängt|sitzt) ~2 (?:fest|eingeklemmt)|kommt ~3 (?:nicht|nich) (?:mehr )?(?:raus|heraus)',
      context: '[a-z]*unfall|auto|wagen|fahrzeug|lkw|trümmer|maschine|walze|presse|unter (?:dem|einem|der|einer|einen|eine|die|den)|baum|eingestürzt|lawine|graben|baustelle|überschlagen|crash|zusammenstoß|frontal|unfallwagen|wrack',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: 'unterkühl[a-z]*|erfroren|erfrierung[a-z]*|hypotherm[a-z]*',
      context: 'verwirrt|schläfrig|bewusstlos|reagiert|zittert nicht mehr|kaum wach|nicht wach|schnee|eiswasser|eis|im wasser|draußen gelegen|lallt|steif|schwarz|taub',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:kann|konnte|können) ~4 (?:nicht|nich|kaum) (?:mehr )?(?:pinkeln|urinieren|wasserlassen|wasser lassen|pieseln)',
      context: 'seit (?:\\d+|zwölf|zehn|acht|vielen) stunden|seit gestern|seit heute (?:früh|morgen)|blase ~2 (?:prall|voll|platzt)|starke[n]? schmerz[a-z]*|unterbauch',
    },
    {
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:blutdruck|rr|bd)[a-z]* ~3 (?:2[2-9]\\d|3\\d\\d)',
      context: 'kopfschmerz[a-z]*|kopfweh|sehstörung[a-z]*|verschwommen|brust|verwirrt|schwindel[a-z]*|übel|nasenbluten|taub',
    },
    {
      category: 'sudden_headache',
      pattern: '(?:nie|noch nie|nie im leben|nie zuvor|noch nie im leben|no nie) ~3 (?:so |solche |so e |so ein )(?:starke|heftige|schlimme|krasse|extreme|starchi|brutale)[a-z]* (?:kopfschmerz[a-z]*|kopfweh|chopfweh)|(?:kopfschmerz[a-z]*|kopfweh|chopfweh) ~5 (?:in|innerhalb) (?:sekunden|einer sekunde|von sekunden|wenigen sekunden)',
      context: ANY_CLAUSE,
    },
    {
      // Clear fluid from the nose or an ear after a fall or a blow.
      category: 'head_injury',
      nearby: true,
      pattern: '(?:klare|wässrige|durchsichtige|helle) (?:flüssigkeit|suppe|wasser) ~4 (?:nase|ohr|ohren)',
      context: `${FALL}|${HEAD_BLOW}|unfall|schlag`,
    },
    {
      // Tarry stools with faintness.
      category: 'severe_bleeding',
      nearby: true,
      pattern: '(?:schwarz[a-z]*|teer[a-z]*) ~3 stuhl|stuhl ~4 (?:schwarz|wie teer|teerartig|teerig)|teerstuhl',
      context: 'umgefallen|umgekippt|schwindel[a-z]*|schwindlig|schwarz vor (?:den )?augen|ohnm[a-z]*|kollabiert|blass|kreislauf|schwach|zusammengebrochen',
    },
    {
      // Fits one after another, not waking in between.
      category: 'seizure',
      nearby: true,
      pattern: '(?:kommen|folgen|kommt) ~3 (?:einer nach dem anderen|hintereinander|nacheinander|schlag auf schlag)|(?:einer|eins|anfall|krampf|krampfanfall) nach dem anderen|(?:anfälle|krämpfe|krampfanfälle) ~2 (?:hintereinander|nacheinander|am stück)|(?:wird|wacht) (?:er |sie )?(?:dazwischen|zwischendurch) (?:nicht|nich|kaum) (?:richtig )?(?:wach|auf)|(?:wacht|kommt|erwacht) (?:er |sie )?(?:dazwischen|zwischendurch|zwischen den anfällen) (?:nicht|nich|kaum)|(?:dazwischen|zwischendurch|zwischen den (?:anfällen|krämpfen)) ~3 (?:nicht|nich|kaum|gar nicht) (?:mehr )?(?:richtig |ganz |wirklich )?(?:wach|aufgewacht|zu sich|ansprechbar|bei sich)|(?:zweite[rn]?|dritte[rn]?|nächste[rn]?|noch ein(?:en)?|wieder ein(?:en)?|schon wieder ein(?:en)?) (?:anfall|krampfanfall|krampf) ~3 (?:innerhalb|binnen|nach|in) (?:einer|einer halben|ner|ner halben|kurzer|weniger|\\d+|zehn|zwanzig|dreißig) (?:stunde|minuten|zeit)',
      context: 'anfall|anfälle|krampf[a-z]*|krämpfe|zuck[a-z]*',
    },
    {
      // Coughing up blood in some amount.
      category: 'severe_bleeding',
      pattern: '(?:beim husten|hustet|huste|hustete|abgehustet|aushusten|ausgehustet) ~4 (?:blut|frisches blut|hellrotes blut)|blut ~4 (?:beim husten|abgehustet|ausgehustet|gehustet)',
      context: 'viel|becher|tasse|glas|schwall|mundvoll|mund voll|frisch[a-z]*|hellrot[a-z]*|ständig|immer wieder|esslöffel|literweise|halbe[rn]?',
    },
    {
      // Fainted and not come round.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:noch )?(?:nicht|nich) (?:wieder |mehr )?(?:da|zu sich gekommen|bei sich|bei bewusstsein|wach geworden|aufgewacht)(?= [,.?]|$)',
      context: 'ohnmächtig|ohnmacht|bewusstlos|umgekippt|zusammengebrochen|zusammengesackt|kollabiert|weggetreten',
    },
    {
      // A child who bit through a cable.
      category: 'burns',
      nearby: true,
      pattern: '(?:kabel|ladekabel|stromkabel|verlängerungskabel|lampenkabel) ~2 (?:gebissen|durchgebissen|angeknabbert|gekaut|zerbissen)|(?:in|ins|auf) (?:ein|das|einem|dem|ein) (?:kabel|ladekabel|stromkabel|verlängerungskabel) gebissen',
      context: 'verbrennung[a-z]*|verbrannt|brandwunde|brandblase[n]?|schwarz|blase[n]?|stromschlag|funken|gezuckt|geschrien|schreit|(?:mund|lippe[n]?|zunge) ~3 (?:rot|schwarz|weiß|verbrannt|wund|blutet)',
    },
    {
      // A red streak running up from a wound or bite, with fever or feeling very unwell.
      category: 'sepsis',
      nearby: true,
      pattern: '(?:rote[rn]?|roter|dunkelrote[rn]?) (?:streifen|strich|linie)|(?:streifen|strich) ~3 (?:hoch|nach oben|richtung (?:herz|achsel|leiste))',
      context: `${FEVER}|schüttelfrost|schwach|elend|sterbenskrank|kreislauf|herzrasen|verwirrt`,
    },
    {
      // A local infection with fever and a racing heart.
      category: 'sepsis',
      nearby: true,
      pattern: `(?:fieber[a-z]*|schüttelfrost)${listGap(6)} herzrasen|herzrasen${listGap(6)} (?:fieber[a-z]*|schüttelfrost)`,
      context: '[a-z]*infektion[a-z]*|[a-z]*infekt|wunde|entzündet[a-z]*|eiter[a-z]*|eitert|op|operation|[a-z]*katheter[a-z]*|harnwegsinfekt|blasenentzündung|nierenbeckenentzündung|lungenentzündung|roter streifen|rote streifen|tattoo|abszess',
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: '(?:kann|konnte|cha) ~3 (?:den nacken|nacken|den hals|das genick|genick|den kopf) (?:nicht|nich|kaum) ~2 (?:bewegen|drehen|beugen|neigen|senken)',
      context: FEVER,
    },
    {
      // Green (bilious) vomiting in a child.
      category: 'sick_child',
      nearby: true,
      pattern: '(?:erbricht|erbrochen|kotzt|spuckt|bricht|erbrechen|übergibt) ~3 (?:grün[a-z]*|gallig[a-z]*|galle)|(?:grün[a-z]*|gallig[a-z]*) ~2 (?:erbrochen|erbrechen|erbricht|gespuckt|erbrochenes)',
      context: CHILD,
    },
    {
      // A fall from a height given in metres or storeys.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:\\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|fünfzehn|zwanzig)(?: bis (?:\\d+|drei|vier|fünf|sechs|sieben|acht|zehn))? (?:meter[n]?|m|stockwerk[e]?|stock|etage[n]?)(?: tief| hoch| runter| in die tiefe)?(?= [,.?]|$| gefallen| gestürzt| abgestürzt| runter| tief| hoch| herunter| hinunter)|vom (?!kletter)[a-z]+gerüst|von einem (?!kletter)[a-z]*gerüst|(?:im |aus dem |vom |aus |im )(?:\\d|ersten|zweiten|dritten|vierten|fünften|sechsten|[a-z]+ten) (?:stock|stockwerk|obergeschoss|og|etage)|(?:vom|von einem|von dem|übers) balkon[a-z]*|aus dem fenster',
      context: 'gestürzt|gefallen|abgestürzt|runtergefallen|heruntergefallen|hinuntergefallen|runtergestürzt|gfalle|abegheit|abegfalle|sturz|absturz',
    },
    {
      // A stab or gunshot wound to the trunk or neck.
      category: 'other_emergency',
      nearby: true,
      pattern: 'stichwunde[n]?|stichverletzung[en]?|niedergestochen|erstochen|abgestochen|(?:mit (?:dem|einem) )?messer ~3 (?:angegriffen|gestochen|verletzt|attackiert)|angeschossen|schusswunde|schussverletzung',
      context: 'messer|brust|bauch|hals|rücken|angegriffen|überfallen|lunge|schuss|niedergestochen',
    },
    {
      // Jerking on the floor.
      category: 'seizure',
      nearby: true,
      pattern: 'zuck(?:t|en|te) ~3 (?:wie wild|wie verrückt|unkontrolliert|heftig|rhythmisch|ununterbrochen|die ganze zeit)',
      context: 'liegt|lag|boden|umgefallen|umgekippt|reagiert|augen|bewusstlos|schaum|anfall|krampf[a-z]*',
    },
    {
      // A burn graded second or third degree.
      category: 'burns',
      pattern: 'verbrennung[a-z]* (?:2|3|zweiten|dritten)(?: \\.)? grad[a-z]*|(?:2|3|zweit|dritt)[a-z]*(?: \\.)? grad[a-z]* ?verbrennung[a-z]*',
      context: ANY_CLAUSE,
    },
    {
      // A child and tablets, some swallowed.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:tablett[a-z]*|pille[n]?|kapsel[n]?|medikament[a-z]*)${listGap(8)} (?:einige|mehrere|ein paar|viele|etliche|welche|davon) ~2 (?:geschluckt|gegessen|verschluckt|genommen)`,
      context: CHILD,
    },
    {
      // "Alles vorbereitet" with despair: preparation.
      category: 'self_harm',
      nearby: true,
      pattern: 'alles (?:ist )?(?:schon )?(?:vorbereitet|geregelt|geplant)|(?:habe|hab) (?:schon )?alles (?:vorbereitet|geregelt|geplant|organisiert)',
      context: '(?:will|kann|mag) (?:einfach )?(?:nicht|nich) mehr(?= [,.?]| und|$)|sterben|umbringen|schluss machen|nicht mehr leben|abschied[a-z]*|tabletten|strick|seil',
    },
    {
      // Moved out of the self-harm patterns to keep that list under V8's size limit.
      category: 'self_harm',
      pattern: '(?:mich|sich|dich) ~2 (?:umbringen|umzubringen|töten|zu töten|erhängen|aufhängen|ritzen|zu ritzen|selbst verletzen|vergiften|erschießen|vor den zug werfen|vor einen zug werfen|zu erhängen|aufzuhängen|die pulsadern aufschneiden)|(?:häng|hänge|hängt|hängte|hängen|heng|henk|hängts) (?:mich|sich|dich|mi|si) (?:jetzt |heute |gleich |heut |grad |gerade |dann |bald )?auf(?= [,.?]|$| und)',
      context: ANY_CLAUSE,
    },
    // Swiss and Austrian German, written as spoken: "Schmärze i de Bruscht", "cha nümme rede",
    // "kriag ka Luft", "git kei Antwort". Each dialect sign gets the same setting its standard
    // German sign needs.
    {
      category: 'chest_pain',
      pattern: `bruscht ?(?:schmärz|schmerz|druck|weh|stäche|stechä)[a-z]*|(?:schmärz[a-z]*|schmerz[a-z]*|druck|stäche|stechä|stiche|enge|weh|brönne|brenne) ~4 (?:i|in|uf|uff|a|an|hinder|hinter) (?:(?:de|der|dr|d|mim|minere|sinere|ihrere|da) )?bruscht|bruscht ~3 (?:tuet|tuat|duet|tut|düet) ~2 weh|bruscht ~2 (?:isch|is|wird) ~2 (?:eng|zue|zu)`,
      context: ANY_CLAUSE,
    },
    {
      category: 'stroke',
      pattern: `(?:cha|chan|chann|ka|kann|konnt|chönd) ~3 (?:nümme|nüme|nüm|nümm|nöd|nid|nimma|nimmer|ned|net) (?:meh |mehr )?(?:richtig |rächt |guet |gscheit |deutlich )?(?:rede|redä|redn|schwätze|schwätzä|spräche|sprecha|sprechn)|${SIDE_CH} (?:arm|ärmli|bei|bein|hand|siite|site|seitn|gsichtshälfti|gsichtshälfte|körperhälfti|körpersite|gsicht) ~4 (?:schlapp|lahm|gläämt|glähmt|gelähmt|taub|schwach|hängt|hanget|lampet|lampt|pelzig|gfühllos|ohni gfühl|wie tot)|${SIDE_CH} (?:arm|bei|bein|hand|fuess|fuass|fuaß) ~3 (?:nüme|nümme|nimma|nimmer|nöd meh|nid meh|ned mehr) (?:bewege|bewegn|lupfe|lupfa|hebe|hebn|spüre|spürn|fühle|halte|haltn)|gsicht ~4 (?:hängt|hanget|schief|verzoge|verzogn|lahm|schräg)|(?:kriegt|bekommt|bringt|kriege|bekomme|bringe|krieg) ~2 (?:keinen|kein|kaum einen|kaum ein) (?:vernünftigen |ganzen |richtigen |geraden |klaren |sinnvollen )?(?:satz|wort|ton) (?:mehr )?(?:raus|heraus|zusammen|hin)`,
      context: ANY_CLAUSE,
    },
    {
      category: 'sudden_headache',
      pattern: `(?:chopfweh|chopfschmärz[a-z]*|chopfschmerz[a-z]*|kopfweh|kopfschmerz[a-z]*|schädelweh|schädlweh)${listGap(5)} (?:wie no nie|wie noch nie|wie nie zuvor|wie (?:en|ein|e|a|so ein|so en) (?:blitz|blitzschlag|knall|schlag|donnerschlag|explosion|hammerschlag))|(?:wie no nie|wie noch nie|wie (?:en|ein|e|a) (?:blitz|knall|donnerschlag|hammerschlag)) ~4 (?:chopfweh|chopfschmärz[a-z]*|chopfschmerz[a-z]*|kopfweh|kopfschmerz[a-z]*)|(?:uf eimal|ufs mal|ufzmal|aufamoi|auf amoi|auf oamoi|(?:ur)?plötzlich|schlagartig) ~3 (?:so |mega |huere |extrem |sau |brutal )?(?:starchi|starche|starch|stark[a-z]*|heftig[a-z]*|extrem[a-z]*|brutal[a-z]*|huere|wahnsinnig[a-z]*|mega) ~2 (?:chopfweh|chopfschmärz[a-z]*|chopfschmerz[a-z]*|schädelweh)`,
      context: ANY_CLAUSE,
    },
    {
      // "das Schlimmste, was er je hatte", said of the head in another clause.
      category: 'sudden_headache',
      pattern: '(?:das |der |die |den )?(?:schlimmste|stärkste|heftigste|übelste|ärgste|schlimmsten|stärksten|heftigsten|übelsten)(?: [a-z]+)?(?: ,)? (?:was|den|die|das|wo|wos) (?:er|sie|ich|i|es) ~3 (?:je|jemals|jeh|ever|je im leben|in seinem leben|in ihrem leben|in meinem leben)',
      context: 'kopf|kopfschmerz[a-z]*|kopfweh|chopf[a-z]*|schädel|hinterkopf',
      nearby: true,
    },
    {
      category: 'head_injury',
      nearby: true,
      pattern: `seitdem ~4 (?:übel|schwindlig|schwindelig|schlecht)|pupille[n]? ~4 (?:größer|weiter|kleiner|unterschiedlich|ungleich|verschieden|starr)|(?:unterschiedlich|ungleich|verschieden) (?:große|weite) pupillen|kotz|kotz ich|chotz[a-z]*|gchotzet|gchotzt|speib[a-z]*|gspeibt|gspieb[a-z]*|erbroche|(?:weiss|weiß|woass|weis) ~2 (?:nicht|nich|nöd|nid|ned) (?:mehr |meh )?(?:genau |so genau |richtig )?(?:was|wo|wer|wie) ~3 (?:passiert|war|isch|is|ist|gsi|gwesen)|(?:sehr|so|total|extrem|ganz|voll|mega|huere) (?:müed|müad|miad|schläfrig|schlöfrig|schlafrig)|schlöfrig|tümmlig|trümmlig|durenand|durenander|durchenand`,
      context: HEAD_BLOW,
    },
    {
      category: 'severe_bleeding',
      pattern: '(?:bluetet|bluatet|blüetet|bluatn|bluated) ~4 (?:wie verruckt|wie verrückt|wie sau|wie blöd|wie wahnsinnig|wie e sau|extrem|mega|huere|starch|stark|ohni ufzhöre|ohne aufzuhören)|(?:bluetet|bluatet|blüetet|blutet|bluated) ~4 (?:hört|hert|heat|hört) (?:einfach )?(?:nöd|nid|ned|net|nöt|nimma|nümme) (?:meh |mehr )?(?:uf|auf)|(?:so |mega |huere |extrem )?(?:vill|vui|füü) (?:bluet|bluat)',
      context: ANY_CLAUSE,
    },
    {
      category: 'breathing',
      pattern: '(?:kriag|kriagt|griag|griagt|krieg|kriegt|krieg|bechum|bechume|bechunnt|überchum|überchume|überchunnt|übercho|chum|chume|chunnt|bekomm|bekumm|bekummt|bekimmt) ~3 (?:ka|kaa|koa|koane|kei|keini|kane) luft|(?:ka|kei|koa|kaa) luft (?:meh|mehr|mea|nimma|nümme)|(?:schnuufet|schnuuft|schnuufe|schnaufet|schnauft|schnaufn|schnaufa|otmet|atmet|atmed) ~3 (?:nüme|nümme|nimma|nimmer|fasch nüme|fast nimma|fasch nöd|fast ned|kaum no|kam no|ganz komisch|so komisch) ?(?:richtig|rächt|guet)?|(?:cha|chan|kann|ka) ~2 (?:fasch |fast )?(?:nöd|nid|ned|nüme|nümme|nimma) (?:meh |mehr )?(?:schnuufe|schnaufe|schnaufn|schnaufa|atme|atmen|otmen|luft hole|luft holn)',
      context: ANY_CLAUSE,
    },
    {
      // An asthma attack the inhaler does not help, said in another clause.
      category: 'breathing',
      pattern: '(?:kann|konnte|cha|ka) ~2 (?:kaum|nicht|nich|fast nicht|nöd|ned) (?:noch |mehr |meh )?(?:reden|sprechen|redn|rede|schwätze|ganze sätze|sätze)|(?:wird|werden|wirds|wird\'s|wirkt|hilft|bringt) ~2 (?:nicht|nich|nöd|ned|kaum|nix|nichts) (?:besser|mehr)',
      context: 'asthma ?anfall|asthmaattacke|asthmaanfall|(?:zehn|\\d+|viele|mehrere|etliche|[a-z]+zehn) (?:hübe|hub|stöße|sprühstöße|pumpstöße|pumpstösse|hübe vom spray)|keucht|japst|ringt nach luft|luftnot|atemnot',
      nearby: true,
    },
    {
      category: 'unconscious',
      pattern: '(?:git|gibt|gitt|gid) ~2 (?:kei|keini|ka|koa|koane|keine) (?:antwort|reaktion|mucks|ton|lebenszeichen)|(?:rührt|rüehrt|riat|riahrt|regt|rüert) (?:si|sich) ~2 (?:nimma|nimmer|nümme|nüme|nöd meh|nid meh|ned meh|ned mehr|nicht mehr|nich mehr|gar nicht|gar nöd|überhaupt nicht|nicht|nich|nöd|ned)(?! (?:vom fleck|von der stelle|vom sofa|von der couch))|(?:reagiert|reagiat) ~2 (?:nüme|nümme|nimma|nimmer|nöd|nid|ned|net)|ansprechbar (?:ist|is|isch) (?:er|sie|es|der|die) (?:nicht|nich|ned|nöd|nid)|(?:nöd|nid|ned|net|nimma|nüme|nümme) (?:meh |mehr )?(?:ansprechbar|wach z kriege|wach z becho|wach zkriegn|wach zum kriegn|wach zu kriegen)',
      context: 'zämegheit|zämeghait|zämegkeit|zämegeit|zämebroche|zambrochen|zamgebrochen|zammbrochen|zammgebrochen|zusammengebrochen|zusammengesackt|umgfalln|umgfallen|umgkippt|umkippt|umgheit|umkheit|umgekippt|umgefallen|kollabiert|liegt|lag|liegen|liit|liet|ligt|gfunde|gfundn|gefunden|am boden|aufm boden|uf em bode|am bode|bewusstlos|ohnmächtig|ohnmacht',
      nearby: true,
    },
    {
      category: 'overdose_poisoning',
      pattern: '(?:ganzi|ganze|ganzes|ganzen|a ganze|a ganzes) (?:packig|packung|pack|schachtle|schachtel|blister|dose|fläsche|flasche|röhrli|streifen) ~4 (?:gno|gnoh|gnoo|gnumme|gnomma|gnommen|gnomme|gschluckt|gschlickt|gässe|gfresse|gfressn|gnascht)|(?:z|zu) ?(?:vill?|viel|vüh|vui|fui) ~3 (?:gno|gnoh|gnoo|gnumme|gnomma|gnomme|gschluckt|gspritzt|gsnifft|gschnupft|gnascht)',
      context: ANY_CLAUSE,
    },
    {
      // A child found a box of tablets and some are missing.
      category: 'overdose_poisoning',
      pattern: `(?:tablett[a-z]*|pille[n]?|kapsel[n]?|[a-z]*dose|packung|blister|schachtel|döschen)${listGap(10)} (?:(?:${MISSING}) (?:stück |tabletten |pillen |kapseln |davon )?(?:fehlen|fehlten|sind weg)|(?:fehlen|fehlten) (?:mindestens |bestimmt |ungefähr |etwa |ca |schon |sicher )?(?:${MISSING}))`,
      context: CHILD,
      nearby: true,
    },
    {
      category: 'carbon_monoxide',
      pattern: '(?:alli|mir alli|mir beidi|beidi|alle|mir händ|mir hend|mir hän|mir sind|mir san|mia san|mia ham|mir ham)(?: (?!kei |keis |koa |ka |nöd |nid )[a-z]+){0,4} (?:chopfweh|chopfschmärz[a-z]*|kopfweh|kopfschmerz[a-z]*|schwindlig|sturm|trümmlig|tümmlig|schlächt|übel|kotzen|chotze|benomme|benommen)',
      context: CO_SOURCE,
      nearby: true,
    },
    {
      category: 'meningitis',
      nearby: true,
      pattern: '(?:steife[nr]?|steifn|stiife[nr]?|stiifi|stiif|steifi) (?:nacke|nacken|gnick|gnack|äcke|nacka|hals|hojs|hois|genick)|(?:nacke|gnick|gnack|äcke|nacka) ~3 (?:steif|stiif|stif|starr|bretthart)',
      context: `${FEVER}|fieberet|fiebrig|glüeht|glüht`,
    },
    {
      // After a birth or late in pregnancy: heavy bleeding, or a fit.
      category: 'pregnancy',
      pattern: 'blute[t]? ~3 (?:so |sehr |extrem |total |ganz |mega )?(?:stark|heftig|viel)|(?:starke|heftige|sehr starke|massive) (?:blutung|nachblutung|blutungen)(?! (?:aus dem|am|im|aus der) (?:zahnfleisch|mund|nase|ohr))|binde[n]? ~4 (?:durch|voll|durchgeweicht|durchgeblutet|durchnässt)|durchweich[a-z]* ~3 (?:binde|binden|vorlage[n]?)|(?:blutklumpen|klumpen) ~3 (?:groß|faust|handteller|tennisball|pflaume|golfball)|krampfanfall|krampfanfälle|(?:starchi|starke|vill|viel|mega) (?:bluetig[a-z]*|bluetung[a-z]*|bluatung[a-z]*)|bluete ~2 (?:starch|stark|vill|mega)',
      context: 'entbunden|entbindung|geburt|kaiserschnitt|wochenbett|im (?:\\d|[a-z]+ten) monat|in der (?:\\d{1,2}|[a-z]+te[nr]?) woche(?! (?:nach|der|des|meiner|seiner|ihrer|vom|von|mit|im|in|auf|bei))|schwangerschaftswoche|schwanger[a-z]*|hochschwanger|ssw|wöchnerin|(?:\\d+|[a-z]+te[nr]?) (?:wuche|wuchä|wocha)',
      nearby: true,
    },
    {
      category: 'sick_child',
      pattern: '(?:trinkt|trinkd|drinkt|isst|suugt|nimmt) ~4 (?:nüt|nüüt|nix|nimma|nümme|nüme|gar nüt|nöd|nid|ned) (?:meh|mehr|mea)|(?:blaui|blaue|bläuliche|blau) (?:lippe|lippen|lippä|muul)|blau (?:um|an) (?:die|d|de|den) (?:lippe[n]?|mund|muul)|(?:isch|is|ist|wirkt) ~2 (?:schlaff|lätschig|lampig|floppy)',
      context: CHILD,
      nearby: true,
    },
    {
      category: 'self_harm',
      pattern: `(?:kei|keine?n?|ka|koa|koan) (?:bock|luscht|lust|grund|sinn|kraft|motivation) (?:meh |mehr |mea )?(?:z |zu |zum )?(?:läbe|läbä|leben|lebn|weiterzumachen|weitermachen|weiterzuleben|weiterleben|weiter z läbe|weiter zu leben|weiter zu machen)|(?:will|wü|wui|wott|möcht[a-z]*|mecht)${listGap(5)} (?:weg|verschwinde[n]?|schlafe[n]?|schlafa|einschlafe[n]?|ischlafe|gehen|go)${listGap(2)} für immer|(?:will|wü|wui|wott|möcht[a-z]*|mecht) ~3 für immer (?:weg|verschwinde[n]?|schlafe[n]?|einschlafe[n]?|ischlafe|ruhe)|(?:i |ich )?(?:mog|mag|wü|wui|will|wott|möcht[a-z]*) (?:nimma|nimmer|nümme|nüme) (?:lebn|leben|läbe)|(?:mir|sich|mich) ~3 (?:das|s|'s) leben (?:zu )?(?:nehmen|nehme|nimmt)|schneidet sich ~3 (?:arme|arm|handgelenk[e]?|pulsader[n]?|beine|haut|oberschenkel) ~2 auf|(?:schneidet|ritzt|verletzt) sich (?:selbst|absichtlich|wieder|immer wieder|schon wieder)|(?:nimma|nimmer|nümme|nüme) (?:lebn|läbe) (?:wü|wui|wott|will|mog|mag)`,
      context: ANY_CLAUSE,
    },
    {
      // Thinking about jumping, from a place one stands on.
      category: 'self_harm',
      pattern: '(?:überleg[a-z]*|denk[a-z]*|will|wü|wui|wott|möcht[a-z]*|mecht|werd|tu|geh) ~3 (?:spring|springe|springen|hupf|hupfe|hupfa|gump|gumpe|abspring[a-z]*|runterspring[a-z]*|obespring[a-z]*|abi ?hupf[a-z]*|obi ?hupf[a-z]*|abe ?gump[a-z]*)',
      context: 'brücke|bruckn|bruck|brugg|brugge|dach|hochhaus|klippe|balkon|fenster|gleis|gleise|gleisen|zug|abgrund|staumauer|aussichtsturm|parkhaus|geländer',
      nearby: true,
    },
    {
      // A plan: "ich weiß schon, wie ich es mache", with despair in the message.
      category: 'self_harm',
      pattern: '(?:weiss|weiß|woass|weis|wüsst) ~2 (?:schon|genau|jetzt|bereits|scho|jo) (?:wie|wann|wo|womit) (?:ich|i) (?:es|das|mich|mi|\'s) ~2 (?:mache|mach|tue|tu|beende|umbring[a-z]*|mach[a-z]*)',
      context: 'grund|weiterzumachen|weiterleben|leben|läbe|sterben|schluss|umbringen|tot|sinn|kraft|aufgeben|nicht mehr|nimma|nümme',
      nearby: true,
    },
    {
      // Low blood sugar that glucose has not put right.
      category: 'other_emergency',
      pattern: 'reagiert ~3 (?:kaum|nicht|nich|schlecht|verzögert|komisch)|verwirrt|desorientiert|lallt|krampft|torkelt|schweißnass|schweissnass|klatschnass geschwitzt|(?:kaum|nicht|schwer) (?:mehr )?(?:ansprechbar|wach)',
      context: 'unterzucker[a-z]*|hypo|hypoglyk[a-z]*|traubenzucker|(?:blutzucker|zucker|bz) ~3 (?:niedrig|tief|im keller|[1-4]\\d)',
      nearby: true,
    },
    {
      // Heatstroke: hot dry skin, confusion, after heat.
      category: 'other_emergency',
      pattern: '(?:redet|spricht|redt) ~2 (?:wirr|wirres zeug|unsinn|durcheinander|komisch)|verwirrt|torkelt|taumelt|umgekippt|kollabiert|bewusstlos|krampft|(?:haut|er|sie) ~3 (?:heiß|heiss|glühend|glüht) (?:und|,) trocken|schwitzt (?:nicht|nich|gar nicht|kaum) mehr',
      context: 'hitzschlag|hitze|sonnenstich|(?:3[4-9]|4\\d) grad|in der (?:prallen )?sonne|baustelle|hitzewelle|sauna',
      nearby: true,
    },
    {
      // Cold: found in the snow, cold and slow.
      category: 'other_emergency',
      pattern: 'zittert (?:jetzt |schon |inzwischen |mittlerweile |auch |gar )?(?:nicht|nich|gar nicht|nimmer|nimma|ned) (?:mal |einmal )?mehr|(?:eiskalt|unterkühlt|ausgekühlt|ganz kalt|durchgefroren|blau gefroren) ~4 (?:verwirrt|redet|spricht|langsam|schläfrig|reagiert|wach|lallt|ansprechbar|apathisch)',
      context: 'schnee|kälte|draußen|draussen|nachts|eiswasser|eis|eiskalt|kalt|frost|minus|eisbad[a-z]*|eisschwimm[a-z]*|winterschwimm[a-z]*|kaltwasser[a-z]*|(?:kalte[nm]?|eisige[nm]?) wasser|see|fluss|ins wasser|im wasser|durchgefroren|unterkühl[a-z]*',
      nearby: true,
    },
    {
      // A caustic chemical in the eye is an eye emergency first.
      category: 'other_emergency',
      pattern: '(?:ins|in die|in beide|ins linke|ins rechte|im|in|i|is) (?:linke |rechte )?(?:auge|augen|aug|oug|ouge)',
      context: `${CAUSTIC}|kalkmilch|zementmilch|kalkwasser|löschkalk|kalk|estrich|fliesenkleber|[a-z]*reiniger|[a-z]*reinigungsmittel|[a-z]*putzmittel|spülmaschinen[a-z]*|waschmittel[a-z]*|ätzend[a-z]*|chemikalie[a-z]*|lösungsmittel`,
    },
    {
      // Fitting again after a blow during a fit.
      category: 'seizure',
      pattern: '(?:zuckt|krampft) (?:er |sie |es )?(?:jetzt )?(?:wieder|erneut|schon wieder)|(?:wieder|erneut) ~2 (?:zuckt|zucken|krampft|krampfen|zuckungen)',
      context: 'anfall|anfälle|krampf[a-z]*|epilep[a-z]*',
      nearby: true,
    },    {
      // Pain spreading to the arm, jaw, neck or back, with a cardiac sign or the chest nearby.
      category: 'chest_pain',
      nearby: true,
      pattern: '(?:strahlt|strahlen|strahlte|zieht|ziehen|zog|geht|gehen|ging|ausstrahl[a-z]*|wandert|wandern|schießt|schießen|schoss) ~4 (?:in den|in die|bis in den|bis in die|bis zum|bis zur|zum|zur|in|hoch in den|hoch in die|rauf in den|rauf in die|nach) (?:linken |linke |rechten |rechte |beide |beiden )?(?:arm|arme|kiefer|unterkiefer|hals|rücken|zähne|oberarm|kinn)',
      context: 'kaltschweiß[a-z]*|kalter schweiß|schweißnass|schweissnass|oberkörper|brust[a-z]*|herz[a-z]*|todesangst|engegefühl|druck(?:gefühl)? (?:auf|in|hinter)',
    },
    {
      // A sudden headache told as something bursting in the head.
      category: 'sudden_headache',
      nearby: true,
      pattern: '(?:als ob|als wäre|als würde|wie wenn|als hätte|als wär) ~4 (?:geplatzt|explodiert|platzt|gerissen|zerrissen|zersprungen|explodieren|platzen|reißt|gekracht|geknallt)|(?:etwas|was) ~3 (?:geplatzt|gerissen|explodiert) (?:im|in meinem|in seinem|in ihrem) (?:kopf|schädel)',
      context: 'kopfschmerz[a-z]*|kopfweh|kopf|schädel|hinterkopf',
    },
    {
      // A running engine in a closed garage or workshop, with a sign of poisoning nearby.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: '(?:geschlossene[nrm]?|zue|zugemachte[nrm]?|zuer) (?:garage|werkstatt|halle|scheune|schuppen|tiefgarage)|(?:in der|in die|inner|in einer) (?:garage|werkstatt|halle|scheune|schuppen) ~6 (?:laufen|läuft|lief|laufende[nm]?|angelassen|warmlaufen|motor an)|laufende[nm]? (?:auto|motor|wagen|generator|aggregat|rasenmäher|moped|motorrad|stromaggregat|notstromaggregat) ~4 (?:in der|in|im) (?:garage|werkstatt|halle|scheune|schuppen|keller)|(?:garage|werkstatt|scheune|schuppen)(?: ,| [a-z0-9\']+){0,8} (?:motor|auto|wagen|generator|aggregat) ~3 (?:lief|läuft|laufen|lief noch|war an|angelassen)',
      context: CO_SYMPTOMS,
    },
    {
      // A small child with a rash that stays when pressed is a sick child as well as a meningitis.
      category: 'sick_child',
      nearby: true,
      pattern: `(?:[a-z]*flecken|fleckchen|punkte|pünktchen|punkterl|tüpfel[a-z]*|tupfen|[a-z]*ausschlag|rötung|pickelchen|glastest|glas ?test|glasprobe|glas)${listGap(6)} (?:${NON_BLANCHING})`,
      context: CHILD,
    },
    // The same signs in other words.
    {
      // Something dropped from one hand ("das Besteck fällt ihm aus der rechten Hand").
      category: 'stroke',
      pattern: `(?:fällt|fallen|fiel|fielen|rutscht|rutschen|rutschte|gleitet|glitt) ~4 aus (?:der|seiner|ihrer|meiner) ${SIDE} hand|${SIDE} (?:hand|arm) ~4 (?:fallen lassen|lässt fallen|fällt|rutscht)`,
      context: ANY_CLAUSE,
    },
    {
      // The throat closing after a food or a sting, however it is put ("kratzt und wird immer enger").
      category: 'anaphylaxis',
      nearby: true,
      pattern: '(?:hals|rachen|kehle|zunge|luftröhre) ~6 (?:enger|eng|zu|zugeschnürt|dicker|dick|geschwollen|gschwulle|gschwolle|schwillt)(?= [,.?]|$| und| wird)',
      context: ALLERGEN,
    },
    {
      // A double or triple dose of a dangerous medicine, or of any with a sign.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:doppelte|dreifache|vierfache|fünffache|zehnfache|doppelt so viel|dreimal so viel|zu viel|zuviel|doppelte menge|doppelte dosis) ~5 (?:genommen|geschluckt|eingenommen|gespritzt|gegeben|erwischt)',
      context: 'digoxin|digitoxin|digitalis|insulin|lithium|marcumar|methotrexat|mtx|tramadol|tilidin|fentanyl|oxycodon|morphin|betablocker|herz[a-z]*|blutdruck[a-z]*|schlaf[a-z]*|beruhigungs[a-z]*|antidepressiv[a-z]*|schwindel[a-z]*|schwindlig|verwirrt|durcheinander|schläfrig|benommen|erbricht|herzrasen|puls',
    },
    {
      category: 'overdose_poisoning',
      pattern: `statt ~3 (?:${MISSING}|alle|die ganze|den ganzen|zwanzig|dreißig)(?: [a-z]+)? ~2 (?:genommen|geschluckt|gegeben|eingenommen|gespritzt|erwischt)`,
      context: ANY_CLAUSE,
    },
    {
      // A scald or burn as big as a plate or a hand.
      category: 'burns',
      nearby: true,
      pattern: '(?:so groß wie|größer als|groß wie|wie) (?:ein|eine|einen|meine|seine|ihre|eine ganze|die|der) (?:teller|handfläche|hand|postkarte|handteller|untertasse|blatt|handy|smartphone|bierdeckel|tasse|faust|unterarm)',
      context: 'verbrüh[a-z]*|verbrenn[a-z]*|verbrannt|brandwunde[n]?|brandblase[n]?|blase[n]?',
    },
    {
      // An infection and "I feel like I'm dying", or cold, blue fingers.
      category: 'sepsis',
      nearby: true,
      pattern: 'sterbenselend|sterbenskrank|todkrank|als (?:würde|müsste|werde) ich (?:gleich |bald )?sterben|als ob ich (?:gleich |bald )?sterbe|(?:kalte|blaue|bläuliche|eiskalte)(?: (?:und|,) (?:blaue|kalte|bläuliche))? (?:finger|hände|füße|zehen|lippen)',
      context: INFECTION,
    },
    {
      // No sense any more, with the means at hand.
      category: 'self_harm',
      nearby: true,
      pattern: 'keinen sinn mehr|kein(?:en)? ausweg|(?:will|mag|mog) (?:einfach )?(?:nicht|nich|ned) mehr(?= [,.?]|$| und)|(?:kann|ko) (?:einfach )?(?:nicht|nich|ned) mehr(?= [,.?]|$| und)',
      context: '(?:garage|auto|motor) ~4 (?:laufen|läuft|lief|an)|schlauch|auspuff|tabletten (?:gesammelt|gehortet|gezählt|bereit)|seil|strick|brücke|gleise|messer|klinge|rasierklinge|abschied[a-z]*|waffe|gewehr|pistole|hochhaus',
    },
    {
      // After the birth: a severe headache, flashing lights or a swollen face (pre-eclampsia can start then).
      category: 'pregnancy',
      nearby: true,
      pattern: 'flimmern|sternchen|lichtblitze|sehstörung[a-z]*|augenflimmern|(?:sehe|sieht|sah|seh) ~3 (?:verschwommen|doppelt|sternchen|sterne|blitze|funken|mücken|flecken|schwarze punkte)|(?:starke|heftige|extreme|schlimme|krasse|massive|höllische) (?:kopfschmerz[a-z]*|kopfweh)|geschwollene[n]? (?:hände|gesicht|augenlider)|(?:gesicht|hände|finger) ~3 (?:(?:ur)?plötzlich |stark |total )?(?:geschwollen|angeschwollen|aufgedunsen)',
      context: 'entbunden|entbindung|nach der geburt|seit der geburt|wochenbett|kaiserschnitt|postpartal|(?:baby|kind|sohn|tochter) ~3 (?:geboren|gekommen|auf die welt)',
    },
    {
      // Breathing very fast or skin gone blotchy with an infection.
      category: 'sepsis',
      nearby: true,
      pattern: `(?:ist|wird|sieht|wirkt)${gap(4)} (?:fleckig|marmoriert|gesprenkelt|gefleckt)|atmet ~3 (?:[3-9]\\d|dreißig|vierzig|fünfzig) ?(?:mal|x|züge|atemzüge)|(?:[3-9]\\d|dreißig|vierzig|fünfzig) atemzüge`,
      context: INFECTION,
    },
    {
      // Sick every time near a gas appliance, and someone else too.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:gasboiler|gasdurchlauferhitzer|boiler|gastherme|therme|gasofen|gasheizung|gasheizer|gasheizofen|heizstrahler|gaskocher|durchlauferhitzer|gasherd)${listGap(8)} ${CO_SYMPTOMS}`,
      context: 'auch|beide|alle|ebenfalls|genauso|frau|mann|kinder|familie|hund|katze|immer|jedes mal|jedesmal',
    },
    {
      // Blood coming like a fountain or a tap.
      category: 'severe_bleeding',
      pattern: '(?:wie|wia) (?:ein|aus einem|a|eine|aus einer|ausm|aus nem) (?:springbrunnen|wasserhahn|gartenschlauch|schlauch|fontäne|sturzbach|wasserfall|brunnen)',
      context: 'blut[a-z]*|wunde|schnitt|platzwunde|spritzt|sprudelt',
    },
    {
      // Not wanting to wake up, with the verb at the end ("dass sie nicht mehr aufwachen will").
      category: 'self_harm',
      pattern: '(?:nicht|nich|nie|nimma|nimmer|ned) (?:mehr |wieder )?(?:aufwachen|aufzuwachen|aufwacha) (?:will|möchte|wolle|wollte|mag|mog|würde|wü)',
      context: ANY_CLAUSE,
    },
    {
      // Fever and a painful neck with a rash, confusion or light hurting.
      category: 'meningitis',
      nearby: true,
      pattern: `${FEVER}${listGap(8)} (?:nackenschmerz[a-z]*|genickschmerz[a-z]*|(?:nacken|genick) ~2 (?:tut weh|tut so weh|schmerzt))|(?:nackenschmerz[a-z]*|genickschmerz[a-z]*)${listGap(8)} ${FEVER}`,
      context: '(?:[a-z]*ausschlag|flecken|punkte|pünktchen)(?= [,.?]|$| und| an| am| auf)|verwirrt|benommen|lichtempfindlich[a-z]*|licht (?:tut|blendet|stört)|apathisch|schläfrig|kaum wach',
    },
    {
      // Only "yes" or one word left to say, suddenly.
      category: 'stroke',
      nearby: true,
      pattern: '(?:kann|konnte|sagt|sagte) ~3 nur (?:noch )?(?:ja|nein|ja und nein|ein wort|ein einziges wort|einzelne wörter|dasselbe wort|immer dasselbe wort) (?:sagen|sprechen|raus|und sonst nichts)?',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|vorhin|einer|\\d+|zwei|drei)|vorhin|gerade|heute',
    },
    {
      // Tablets a small child can die of from one or two (heart, blood pressure, sugar, opioids), some missing or swallowed.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: `(?:(?:herz|blutdruck|zucker|diabetes|schlaf|beruhigungs|schmerz)tablette[n]?|betablocker|opioid[a-z]*|tramadol|tilidin|amitriptylin|methadon|buprenorphin|fentanyl|clonidin|digitoxin|digoxin|oxycodon|morphin)${listGap(8)} (?:fehlen|fehlt|fehlten|fehlte|geschluckt|gegessen|erwischt|gekaut|zerbissen|gelutscht|im mund|ausgeräumt)|(?:geschluckt|gegessen|erwischt|gefunden|gekaut|zerbissen|gelutscht|genascht) ~4 (?:(?:herz|blutdruck|zucker|diabetes|schlaf|beruhigungs|schmerz)tablette[n]?|betablocker|opioid[a-z]*|tramadol|tilidin|amitriptylin|methadon|buprenorphin|fentanyl|clonidin|digitoxin|digoxin|oxycodon|morphin)`,
      context: CHILD,
    },
    {
      // A cold, pale or numb leg or arm (no blood getting through).
      category: 'other_emergency',
      pattern: '(?:bein|arm|fuß|unterschenkel|oberschenkel|unterarm) ~4 (?:kalt|eiskalt) (?:und|,) (?:weiß|weiss|blass|bleich|blau|taub|gefühllos|marmoriert)|(?:bein|arm|fuß|unterschenkel|oberschenkel|unterarm) ~4 (?:weiß|weiss|blass|bleich) (?:und|,) (?:kalt|eiskalt|taub)',
      context: ANY_CLAUSE,
    },
    {
      // Cutting the veins open, or a plan how to kill oneself.
      category: 'self_harm',
      pattern: '(?:schneid|schneide|schneidet|schneiden|schnitt) ~4 (?:adern|venen|handgelenke|pulsadern) auf|(?:adern|venen|handgelenke) (?:aufschneiden|aufzuschneiden|aufgeschnitten|aufritzen)|(?:mich|sich) ~2 (?:töte|töten|tötet)|töte mich|tötet sich|(?:einen|nen|konkreten) plan ~4 (?:wie|um) ~3 (?:sterben|töten|töte|umbringen|umbringe)',
      context: ANY_CLAUSE,
    },
    // Southern German and Austrian words for the same signs ("gspiebn", "nimma", "ned munter zum kriagn").
    {
      // Vomit like coffee grounds ("Kaffeesud", "Kaffeesatz"), or blood brought up, in dialect.
      category: 'severe_bleeding',
      pattern: '(?:wie|wia|wiä|so wie|ähnlich wie|ausschaut wie|aussieht wie|aussah wie) (?:kaffeesatz|kaffeesud|kaffeepulver)|(?:kaffeesatz|kaffeesud)[a-z]* ~5 (?:erbrochen|gespuckt|gspieben|gspiebn|gspiem|gspibn|gespieben|gebrochen|gekotzt|ausgekotzt|hochgewürgt|hochgebracht|übergeben|spuckt|speibt|speit|kotzt|erbricht|bricht)|(?:erbrochen|erbricht|gespuckt|gspieben|gspiebn|gspiem|gespieben|speibt|speit|gekotzt|kotzt|gebrochen) ~4 (?:kaffeesatz|kaffeesud)|(?:bluat|bluad|bluet|blut) ~3 (?:gspieben|gspiebn|gspiem|gspibn|gespieben|speibt|speit|gspuckt|gspuckt|ghuast|ghustet|gekotzt|ausgespuckt)|(?:gspieben|gspiebn|gspiem|speibt|speit|ghuast|ghustet|gspuckt) ~3 (?:bluat|bluad|bluet|blut)',
      context: ANY_CLAUSE,
    },
    {
      // Not to be woken, in dialect ("ned munter zum kriagn", "rührt si nimma").
      category: 'unconscious',
      pattern: '(?:nicht|nich|ned|nid|nöd|net|kaum) (?:mehr |meh )?(?:munter|wach|wach|aufzuwecken)(?: zu| zum| z)? (?:kriegen|kriagn|kriagen|kriegn|bekommen|bringen|griege|kriege|bringa|kriang)|(?:schnauft|schnaufd|schnaufed|otmet|atmet) (?:nimma|nimmer|nümme|ned mehr|nid mehr|nöd meh)|(?:rührt|regt) (?:si|sich) (?:ned|nid|nöd|nicht|nich)(?= [,.?]|$| und)|(?:rührt|regt|bewegt) (?:si|sich) (?:nimma|nimmer|ned mehr|nicht mehr|nich mehr|gar nimma|gar nicht mehr|überhaupt nicht mehr)|(?:umgfalln|umgfallen|umgekippt|umkippt|zammbrochen|zsammbrochen|zusammengebrochen|umgefallen|umghaut) ~4 (?:rührt|regt|bewegt|wacht|reagiert) (?:si |sich )?(?:nimma|nimmer|ned|nicht|nich)',
      context: ANY_CLAUSE,
    },
    {
      // Drunk beyond waking: an alcohol poisoning ("vü z vü gsoffn", "ganze Flasche Wodka auf ex").
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:viel|vü|vui|zu viel|z vü|z viel|zviel|zuviel|vü z vü|viel zu viel|unmengen|literweise|ganze flasche|ganze[ns]? flaschn|flasche [a-z]+ auf ex|auf ex) ~4 (?:gesoffen|gsoffn|gsoffen|getrunken|trunken|tankt|getankt|gekippt|kippt|wodka|schnaps|korn|whisky|rum|gin|tequila|jägermeister|alkohol|alk|bier)|(?:sturzbesoffen|stockbesoffen|sternhagelvoll|total besoffen|voll besoffen|komplett besoffen|hackedicht|hackevoll|sturzbetrunken|volltrunken|vollrausch|blau wie)',
      context: '(?:nicht|nich|ned|nid|kaum) (?:mehr )?(?:wach|munter|ansprechbar|aufzuwecken|wachzukriegen|wach zu kriegen|wach zu bekommen|wachzubekommen|weckbar|zu wecken)|bewusstlos|reagiert|atmet|schnauft|röchelt|erbricht|kotzt|speibt|blau|krampf[a-z]*|zuckt|kalt|unterkühlt|liegt|umgekippt|zusammengebrochen',
    },
    {
      // A pill box or a week's dispenser emptied, or taken at once; or nobody knows how many.
      category: 'overdose_poisoning',
      pattern: '(?:tabletten|pillen|medikamenten|medi|arznei)(?:box|dose|döschen|schachtel|spender|kiste|kistl|packung|dosierer|dispenser|sortierer|vorrat)|(?:wochen|tages)(?:dosett[a-z]*|dosierer|spender|box|dispenser|sortierer|ration)|dosett[a-z]*|medikamentenspender|pillendose|blister[a-z]*',
      context: 'ausgeräumt|ausgeleert|leergemacht|leer gemacht|geplündert|aufgegessen|leergegessen|aufgefuttert|erwischt|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|auf ex|alles auf|alle auf|komplett|ganze[ns]? ~2 genommen|geschluckt|gegessen|rumgekaut|gekaut|gelutscht|fehlen',
    },
    {
      category: 'overdose_poisoning',
      pattern: '(?:wie ?viele|wieviel|wie viel|wie viele davon|wieviele) ~4 (?:geschluckt|genommen|gegessen|erwischt|eingeworfen|gefuttert|verschluckt)',
      context: 'keine ahnung|(?:weiß|weiss|wissen|woaß|waas) (?:ich |wir )?(?:nicht|nich|ned|nid)|unklar|unsicher|nicht sicher|fehlen|fehlt|ausgeräumt|leer|erwischt',
    },
    {
      // A pregnancy and a baby who moves less or not at all, in any wording.
      category: 'pregnancy',
      nearby: true,
      pattern: '(?:bewegt|rührt|strampelt|tritt|boxt|regt|spür[a-z]*|merk[a-z]*|fühl[a-z]*|bewegungen|tritte|kindsbewegungen) ~7 (?:nimma|nimmer|nimmi|nümme|nüm|ned mehr|nid mehr|nöd mehr|nicht mehr|nich mehr|gar nicht mehr|gar nimma|gar nimmer|überhaupt nicht mehr|kaum noch|kaum mehr)(?= [,.?]|$| und| seit| obwohl)|(?:bewegt|rührt|regt) (?:si|sich) ~6 (?:nimma|nimmer|nimmi|nümme|nüm|ned mehr|nid mehr|nöd mehr|nicht mehr|nich mehr|gar nicht mehr|gar nimma|gar nimmer|überhaupt nicht mehr|kaum noch|kaum mehr)',
      context: 'schwanger[a-z]*|ssw|(?:\\d\\d|[a-z]+zigste[nr]?|[a-z]+zehnte[nr]?)[a-z. ]{0,3} (?:woche|wochn|wocha|schwangerschaftswoche)|(?:2[4-9]|3\\d|4[0-2]) [0-6](?= [,.?]|$)|baby im bauch|im bauch|kind im bauch|kindsbewegung[a-z]*|termin|et|geburtstermin|hebamme',
    },
    {
      // An electric shock ("an Schlag kriagt", "eine gewischt bekommen") at work on a wire or socket.
      category: 'burns',
      nearby: true,
      pattern: '(?:einen|an|nen|a|en|ein|oan) (?:schlag|stromstoß|elektroschock|wischer) (?:gekriegt|kriagt|kriegt|bekommen|bekommt|abbekommen|gfangt|gefangen|gekriagt|griegt|überkommen)|(?:eine|ane|ne|a) (?:gewischt|gwischt|gfetzt|gschmiert|geschmiert|gepfeffert) (?:gekriegt|kriagt|kriegt|bekommen|bekommt)',
      context: 'elektri[a-z]*|strom[a-z]*|kabel|leitung|steckdose|spannung|volt|sicherung|weidezaun|oberleitung|trafo|verteiler|schaltkasten|lampe',
    },
    {
      // A deep burn: white, grey, leathery, charred or painless skin where it burned.
      category: 'burns',
      nearby: true,
      pattern: '(?:haut|stelle|wunde|brandwunde|verbrennung|fläche|bereich|fleck) ~4 (?:weiß|weiss|grau|gräulich|wachsartig|wachsig|ledrig|lederartig|wie leder|verkohlt|schwarz|lederig)|(?:weiß|weiss|weißlich|grau|schwarz|verkohlt)[a-z]* (?:und|,) (?:ledrig|lederartig|lederig|hart|trocken)|(?:schwarzes|schwarze[ns]?) (?:loch|stelle|fleck|punkt|brandloch)|(?:tut|spürt|merkt) ~4 (?:komischerweise |seltsamerweise |gar |überhaupt |erstaunlicherweise )?(?:nicht|nix|nichts|ned|kaum) (?:weh|mehr weh)',
      context: `${CAUSTIC}|verbrannt|verbrennung[a-z]*|verbrüht|[a-z]*brand[a-z]*|brennend[a-z]*|[a-z]*feuer|flamme[n]?|stichflamme|heiß[a-z]*|kochend[a-z]*|rechaud|fondue|grill[a-z]*|ofen|herd|bügeleisen|fett|öl|strom[a-z]*|elektri[a-z]*|schlag|kabel|leitung|explo[a-z]*|säure|lauge|verätz[a-z]*|glut|kohle|lagerfeuer|wärmflasche|heizkissen|auspuff`,
    },
    {
      // Hypothermia in dialect ("zittert nimma", "eiskalt und redt nur no an Schmarrn").
      category: 'other_emergency',
      nearby: true,
      pattern: 'zittert (?:nimma|nimmer|nümme|ned mehr|nid mehr|gar nimma)|(?:eiskalt|unterkühlt|ausgekühlt|ganz kalt|durchgefroren|erfroren|steif gefroren|eisig) ~6 (?:schmarrn|schmarren|blödsinn|quatsch|unsinn|wirr[a-z]*|verwirrt|durcheinander|lallt|nuschelt|schläfrig|reagiert|ansprechbar|wach|apathisch)',
      context: 'schnee|kälte|draußen|draussen|nachts|eiswasser|eis|eiskalt|kalt|frost|minus|berg[a-z]*|wanderer|wanderin|wald|see|fluss|gefunden|gelegen|stunden',
    },
    {
      // Drinking almost nothing or no urine for hours, with confusion or a dry mouth: dehydration.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:trinkt|trank|getrunken|isst und trinkt|trinken) ~3 (?:kaum|nichts|nix|fast nichts|fast nix|kaum was|kaum etwas|kaum noch was|so gut wie nichts|nimma|nicht mehr|nich mehr)(?= [,.?]|$| und| mehr| seit)|(?:kein|keinen|kaum|nicht mehr|nich mehr|nimma|seit [a-z0-9 ]{1,20} nicht) (?:mehr )?(?:wasser|urin|pipi|harn) (?:mehr )?(?:gelöst|gelassen|lassen|lösen|gemacht)|(?:nicht|nich|ned|kaum|nimma) (?:mehr )?(?:gepinkelt|gepieselt|gepischt|uriniert|pinkeln|pieseln|brunzt|bieselt|gebieselt|auf (?:die |der )?toilette gewesen|aufs klo gegangen)',
      context: DRY_AND_CONFUSED,
    },
    {
      // Thinking of something worse than the harm already done, with a blade or pills at hand.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:denk[a-z]*|dachte|gedanken|überleg[a-z]*|plane|plan) ~4 (?:viel |noch |was |etwas |an |über |sogar )*(?:schlimmeres|schlimmere[rns]?|endgültiges|endgültigere[sn]?|weiter zu gehen|weitergehen|mehr als ritzen|den nächsten schritt)',
      context: 'messer|klinge|rasierklinge|ritz[a-z]*|geritzt|verbrannt|verbrenn[a-z]*|schneid[a-z]*|geschnitten|tabletten|pillen|seil|strick|brücke|springen|sterben|antun|weh ?tun|wehgetan|feuerzeug|zigarette|scherbe',
    },
    {
      // A gun at hand with a goodbye, a threat or a locked door.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:waffe|jagdgewehr|gewehr|pistole|revolver|dienstwaffe|armeewaffe|sturmgewehr|flinte|knarre|schusswaffe|dienstpistole)[a-z]*',
      context: 'eingeschlossen|eingesperrt|verschanzt|schluss|abschied[a-z]*|verabschiedet|lebt wohl|nicht mehr leben|sterben|erschieß[a-z]*|erschiess[a-z]*|umbring[a-z]*|antun|für immer|verschwinden|suizid[a-z]*|selbstmord|droht|bedroht sich',
    },
    {
      category: 'self_harm',
      pattern: '(?:erschieß|erschiess)(?:e|en|t)? (?:mich|sich)|(?:mich|sich) ~3 (?:erschießen|erschiessen|erschießt|erschiesst)|(?:kugel|schuss) (?:in den|durch den) (?:kopf|schädel)|(?:macht|machst|machen|mach|tut|tu) (?:er|sie|ich)? ?(?:jetzt|heute|heut|gleich|endlich|bald|heute nacht|morgen) schluss(?! mit (?:der arbeit|arbeiten|dem rauchen|ihm|ihr|dem|der|dir|mir))|(?:will|möchte|mag|mog|wü|wüll|wui|wott|wünsch[a-z]*|hoff[a-z]*) ~4 (?:nimma|nimmer|nümme|ned mehr|nid mehr|nimmi) (?:aufwachen|aufwacha|aufwachn|leben|lebn|do sein|da sein|weiterleben)',
      context: ANY_CLAUSE,
    },
    {
      // Heavy bleeding after a birth told as a picture ("wie aus einem Wasserhahn", "die Handtücher sind voll").
      category: 'pregnancy',
      nearby: true,
      pattern: '(?:blute|blutet|bluten|blutete|bluteten|blut) ~4 (?:wie (?:aus|ein|verrückt|sau|blöd|irre|hölle)|wasserhahn|ohne ende|nur so|in strömen|im schwall|schwallartig|unaufhörlich|ununterbrochen)|(?:schwall|schwälle|pfütze|lache) ~2 blut|blut ~3 (?:strömt|läuft|schießt|sprudelt|rinnt|fließt|tropft) ~3 (?:boden|bett|beine|runter|heraus|raus)|(?:handtücher|handtuch|laken|bettlaken|matratze|unterlage|unterlagen|hose|binden|vorlagen) ~4 (?:voll|durch|durchgeblutet|voller blut|blutgetränkt|getränkt|durchnässt|durchweicht)',
      context: 'entbunden|entbindung|geburt|kaiserschnitt|wochenbett|hausgeburt|postpartal|(?:baby|kind|sohn|tochter|zwillinge) ~3 (?:bekommen|gekriegt|geboren|auf die welt)',
    },
    {
      // The cord or something else hanging out after the waters broke: a cord prolapse.
      category: 'pregnancy',
      nearby: true,
      pattern: 'nabelschnur ~4 (?:heraus|raus|hängt|hängen|rausgerutscht|herausgerutscht|vorgefallen|zu sehen|sichtbar|fühle|spüre|spür|sehe|seh|tasten|vor)|(?:etwas|was|ein stück|eine schlinge|schlinge|schnur|schlauch|strang) ~4 (?:heraushängt|raushängt|heraushängen|raushängen|rausbaumeln|rausbaumelt|hängt (?:heraus|raus)|hängen (?:heraus|raus)|herausschaut|rausschaut|herausschauen|rausschauen|herausguckt|rausguckt|rausgucken|herauskommt|rauskommt|herauskommen|rauskommen|vorgefallen|rausgerutscht|herausgerutscht|rausrutschen)|(?:hängt|hängen|schaut|guckt|kommt|rutscht) ~4 (?:etwas|was|ein stück|eine schlinge|die nabelschnur|schnur) ~3 (?:heraus|raus)',
      context: 'fruchtblase|fruchtwasser|blasensprung|schwanger[a-z]*|ssw|wehen|geburt|nabelschnur|scheide|vagina|unten|woche',
    },
    {
      // Light hurting told as a reaction ("schreit, wenn ich das Licht anmache") with a stiff neck or a fever.
      category: 'meningitis',
      nearby: true,
      pattern: '(?:licht|lampe|helligkeit|sonne|hell) ~5 (?:schreit|schrie|jammert|wimmert|weint|stöhnt|tut ~3 weh|schmerzt|unerträglich|blendet|zuckt zusammen|kneift|hält ~3 nicht aus|erträgt ~3 nicht|verträgt ~3 nicht)|(?:schreit|schrie|jammert|stöhnt|wimmert|zuckt zusammen|hält sich die augen zu|kneift die augen zu|dreht sich weg) ~6 (?:licht|lampe|helligkeit|vorhang|rollladen|rollo)',
      context: `${FEVER}|nacken|genick|grippe|influenza|infekt[a-z]*`,
    },
    {
      // A stiff neck with the flu or another infection.
      category: 'meningitis',
      nearby: true,
      pattern: 'nacken ~3 (?:steif|starr|unbeweglich|bretthart)|hals (?:ist |isch |is )?(?:ganz |total |so )?(?:steif|starr)|steife[rn]? (?:nacken|genick)|genickstarre|nackensteif[a-z]*|genick ~3 (?:steif|starr)',
      context: `${FEVER}|fiebrig|glüht|grippe|influenza|[a-z]*infekt[a-z]*|virus|krank|lichtempfindlich[a-z]*|licht|erbricht|erbrechen|kotzt|benommen|verwirrt[a-z]*|ausschlag|flecken`,
    },
    {
      // Drinking almost nothing, or no urine, told the other way round ("kaum was getrunken", "gar kein Urin").
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:kaum|nichts|nix|fast nichts|fast nix|kaum was|kaum etwas|kaum noch was|so gut wie nichts|sehr wenig|viel zu wenig) (?:mehr )?(?:getrunken|trinkt|trinken|trank)|(?:gar |überhaupt )?(?:kein|keinen|kaum) (?:urin|pipi|harn)(?= [,.?]|$| und| mehr| seit| gemacht| gelassen| gelöst| ausgeschieden)|(?:kein|keinen|kaum) (?:urin|pipi) ~3 (?:mehr|seit|heute|gestern)',
      context: DRY_AND_CONFUSED,
    },
    {
      // Someone cutting their own arm or leg now, first or third person ("schneidet sich in die Arme").
      category: 'self_harm',
      pattern: '(?:schneide|schneidet|schneiden|schnitt|schneid|ritze|ritzt) (?:mich|sich|mir|ihr|ihm) ~5 (?:in|an|am|über|entlang) (?:die |den |das |dem |der |seine |ihre |meine |seinen |ihren |meinen |seinem |ihrem |meinem |beide |beiden )?(?:arm|arme|armen|unterarm|unterarme|unterarmen|handgelenk[e]?|handgelenken|bein|beine|beinen|oberschenkel[n]?|haut|bauch|pulsader[n]?)',
      context: ANY_CLAUSE,
    },
    {
      // Cutting with a blade, told in any order ("sich mit ner Rasierklinge schneidet").
      category: 'self_harm',
      pattern: '(?:mich|sich|mir) ~5 (?:schneide|schneidet|schneiden|aufschneidet|aufschlitzt|ritzt|ritze)(?= [,.?]|$| und| weil| oder)|(?:schneide|schneidet|schneiden|ritzt|ritze) (?:mich|sich) (?:gerade|grad|grade|jetzt|schon wieder|wieder|da drin|dort drin)(?: (?:gerade|grad|jetzt|wieder))?(?= [,.?]|$| und| weil| oder| ich| wir)',
      context: 'rasierklinge[n]?|klinge[n]?|cutter|teppichmesser|skalpell|eingeschlossen|eingesperrt|absichtlich|mit absicht',
    },
    {
      // A burning behind the breastbone with a warning sign (heartburn alone stays routine).
      category: 'chest_pain',
      pattern: '(?:brennt|brennen|brennt es|brannte|brennendes gefühl|brennender schmerz|feuer) ~4 (?:in der|hinter dem|hinterm|in meiner|in seiner|in ihrer|auf der|im) (?:brust|brustbein|brustkorb)',
      context: 'geschwitzt|verschwitzt|schweißgebadet|klatschnass|kreidebleich|kalkweiß|aschfahl|leichenblass|stent|bypass|schwindl[a-z]*|schwindel[a-z]*|schweiß[a-z]*|schwitz[a-z]*|arm|kiefer|atemnot|luftnot|kurzatmig|blass|grau|seit (?:einer|\\d+|[a-z]+) ~2 (?:stunde|minuten|dreiviertelstunde|viertelstunde|halben stunde)|dreiviertelstunde|enge|druck',
    },
    {
      // Heart pain with breathlessness or sweating ("Herzschmerz" alone is also heartbreak).
      category: 'chest_pain',
      nearby: true,
      pattern: 'herzschmerz[a-z]*|schmerz[a-z]* ~2 (?:am|im|ums) herz',
      context: 'atemnot|luftnot|kurzatmig|keine luft|schweiß[a-z]*|schwitz[a-z]*|arm|kiefer|übel|schwindel[a-z]*|schwindlig|blass|grau|enge|druck',
    },
    {
      // A dressing or towel soaked through.
      category: 'severe_bleeding',
      pattern: '(?:verband|verbände|druckverband|kompresse[n]?|mullbinde|handtuch|handtücher|geschirrtuch|lappen|küchenrolle|tücher|t shirt|shirt) ~5 (?:durchgeblutet|blutgetränkt|vollgeblutet|voller blut|voll blut|tropft|durchnässt|durchweicht|komplett rot|ganz rot|total rot|rot durch|durchgesuppt|durch)(?= [,.?]|$| und| mit)',
      context: ANY_CLAUSE,
    },
    {
      // Wheezing after a food, sting or medicine.
      category: 'anaphylaxis',
      nearby: true,
      pattern: 'pfeifende[rn]? (?:atmung|atem|atemgeräusch[e]?)|(?:atmet|atmung|atem|atmen) ~3 (?:pfeif[a-z]*|giemt|rasselt)|pfeift beim atmen|keucht',
      context: ALLERGEN,
    },
    {
      // Rhythmic shaking while not responding.
      category: 'seizure',
      pattern: `(?:zittert|zitterte|gezittert|zuckt|zuckte|gezuckt|zucken|zuckungen|schüttelt es (?:ihn|sie)|hat es (?:ihn|sie) geschüttelt)${commaGap(5)} (?:(?:reagiert|reagierte|antwortet|antwortete|ansprechbar) (?:nicht|nich|kaum)|(?:nicht|nich|kaum) (?:mehr )?(?:ansprechbar|reagiert|wach|bei sich(?! (?:zu ?hause|daheim))))|rhythmisch[a-z]* ~2 (?:zittern|zucken|zuckungen|bewegungen|zittert|zuckt|schlagen|schlägt|zappeln|zappelt)|(?:zittert|zuckt|zittern|zucken|zappeln|zappelt|schlagen|schlägt) ~2 rhythmisch|(?:arme|beine|glieder|körper|arm|bein) ~4 (?:schlagen|schlägt|zappeln|zappelt|schlackern|schleudern) (?:unkontrolliert|wild|hin und her|rhythmisch|im takt)`,
      context: ANY_CLAUSE,
    },
    {
      // Cut again, said as it is ("hab mich wieder geschnitten").
      category: 'self_harm',
      pattern: '(?:mich|mir|sich) (?:wieder|schon wieder|erneut) (?:geschnitten|geritzt|aufgeschnitten)(?= [,.?]|$| und| weil)',
      context: ANY_CLAUSE,
    },
    {
      // Belly pain worse than ever, with a hard belly or not able to move.
      category: 'other_emergency',
      pattern: `(?:bauchschmerz[a-z]*|bauchweh|schmerz[a-z]* im bauch)${listGap(4)} (?:so stark wie nie|wie noch nie|stärker als je|unerträglich|vernichtend|höllisch)|(?:unerträgliche|vernichtende|höllische|stärkste|schlimmste) (?:bauchschmerz[a-z]*|schmerz[a-z]* im bauch)`,
      context: 'hart|bretthart|steinhart|bewegen|krümm[a-z]*|erbrech[a-z]*|erbricht|kotzt|fieber|blass|schweiß|kreislauf|(?:ur)?plötzlich',
    },
    {
      // A testicle suddenly hurting.
      category: 'other_emergency',
      pattern: '(?:hoden|hodensack|testikel)[a-z]* ~4 (?:weh|schmerz[a-z]*|schmerzt|geschwollen|dick|blau)|(?:schmerz[a-z]*|weh) ~4 (?:im|am|in den) (?:hoden|hodensack)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|extrem|höllisch|unerträglich|stark|heftig|übergeben|erbricht|erbrechen|kotzt|übel|seit (?:einer|\\d+|zwei|drei) (?:stunde|stunden|minuten)',
    },
    {
      // A cold, white, numb hand or foot for an hour or more.
      category: 'other_emergency',
      pattern: '(?:finger|hand|fuß|bein|arm|zehen|füße|hände) ~4 (?:weiß|blass|bläulich|kalt|eiskalt) ~3 (?:kalt|eiskalt|taub|gefühllos|weiß|blass|spüre|spür)',
      context: '(?:seit|über|mehr als) (?:einer|\\d+|zwei|drei|mehreren|ner) (?:stunde|stunden|std)|kein(?:en)? puls|puls ~3 (?:nicht|kaum|keinen)',
    },
    {
      // A leg turned or shortened after a fall: a broken hip or leg.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:bein|fuß|hüfte|knie) ~4 (?:verdreht|kürzer|nach außen gedreht|abgewinkelt|verkürzt|unnatürlich|in einem komischen winkel)|(?:knochen|bruch) ~3 (?:raus|sichtbar|schaut raus|guckt raus|steht raus)|offene[rn]? (?:bruch|fraktur)',
      context: 'gestürzt|gefallen|hingefallen|sturz|unfall|aufstehen|auftreten',
    },
    {
      // Asking the same questions again and again after a fall or a blow.
      category: 'head_injury',
      nearby: true,
      pattern: 'wiederholt ~3 (?:dieselbe[n]?|die gleiche[n]?|immer wieder|ständig|dauernd) (?:fragen|frage|sätze|satz|sachen)|fragt ~3 (?:immer wieder|ständig|dauernd|alle paar minuten) (?:das gleiche|dasselbe|die gleiche frage|dieselbe frage|was passiert ist)|(?:weiß|erinnert sich) ~3 (?:nicht|nich) (?:mehr )?(?:was passiert|an den sturz|an den unfall|wie er|wie sie)',
      context: `${HEAD_BLOW}|sturz|gestürzt|gefallen|hingefallen|unfall|fahrrad|skateboard|pferd|helm|zusammenstoß|zusammengestoßen|zusammengeprallt`,
    },
    {
      // A hot liquid over a child, the face or a large area.
      category: 'burns',
      nearby: true,
      pattern: '(?:heiße[nmrs]?|kochende[nmrs]?|siedende[nmrs]?) (?:suppe|wasser|tee|kaffee|öl|fett|milch|brühe|nudelwasser|soße|sauce|dampf|teewasser) ~4 (?:abbekommen|abgekriegt|übergeschüttet|drübergekippt|ins gesicht|verbrüht|über (?:sich|ihn|sie|den|die|das|seinen|ihren) ~2 (?:geschüttet|gekippt|gezogen))',
      context: `${CHILD}|gesicht|hals|blasen|blase|großflächig|ganze[nr]? (?:arm|bein|brust|bauch|rücken)|genital[a-z]*`,
    },
    {
      // Blood pressure or circulation failing after an allergen, a drug or an infusion.
      category: 'anaphylaxis',
      nearby: true,
      pattern: '(?:blutdruck|kreislauf) ~3 (?:sackt|sackte|abgesackt|fällt|fiel|abgefallen|im keller|stürzt|stürzte|bricht zusammen|brach zusammen|kollabiert|weg|macht schlapp)|(?:quaddeln|nesselsucht|rote flecken|ausschlag|juckreiz) ~5 (?:schwarz vor augen|umgekippt|kippt um|ohnmächtig|kreislauf|schwindlig|schwindelig)',
      context: 'stich|gestochen|biene|wespe|hornisse|infusion|kontrastmittel[a-z]*|spritze|impfung|geimpft|antibiotik[a-z]*|penicillin|penizillin[a-z]*|narkose|allergi[a-z]*|reaktion|anaphyla[a-z]*|quaddeln|nesselsucht|ausschlag|rote flecken|[a-z]*erdnuss[a-z]*|[a-z]*nüsse[n]?|[a-z]*nuss|meeresfrüchte|garnele[n]?|shrimps?|krabben|sesam',
    },
    {
      // Noisy breathing in at rest (stridor) with a sign of distress.
      category: 'breathing',
      nearby: true,
      pattern: 'stridor|(?:pfeifend|ziehend|quietschend|keuchend|röchelnd|juchzend|brummend)[a-z]* ~3 (?:geräusch|ton|atmen|atmung|einatmen)|(?:pfeift|quietscht|röchelt|zieht) ~3 beim einatmen',
      context: '(?:auch |sogar |schon )?in ruhe(?! (?:atmet|atme|ist|geht|normal|gut|ruhig|nicht|kein[a-z]*))|im liegen|blass|bläulich|blau|grau|unruhig|panisch|einziehungen|rippen|sabbert|speichel|kann (?:nicht|kaum) schlucken|(?:nicht|kaum) sprechen|\\d+ (?:hübe|hub|sprühstöße|stöße|pumpstöße)|(?:wird|werden) (?:immer )?schlimmer|immer schlimmer|(?:spray|inhalator|salbutamol|hübe) ~3 (?:hilft|hilfen|bringt|bringen) (?:nicht|nichts|nix|kaum)',
    },
    {
      // An adrenaline pen used for a reaction.
      category: 'anaphylaxis',
      nearby: true,
      pattern: '(?:pen|epipen|adrenalinpen|notfallpen|autoinjektor|fastjekt|jext|emerade|anapen|adrenalinspritze|adrenalin) ~4 (?:gespritzt|gesetzt|benutzt|gegeben|verabreicht|reingedrückt|injiziert|gebraucht|genommen|reingehauen|gejagt)|(?:gespritzt|gesetzt|benutzt) ~3 (?:epipen|adrenalinpen|notfallpen|adrenalin)',
      context: 'schock|stich|gestochen|biene|wespe|hornisse|infusion|kontrastmittel[a-z]*|spritze|impfung|geimpft|antibiotik[a-z]*|penicillin|penizillin[a-z]*|narkose|[a-z]*allergi[a-z]*|allergiker[a-z]*|reaktion|heiser|keucht|zunge|lippen|rachen|quaddel[a-z]*|anaphyla[a-z]*|quaddeln|nesselsucht|ausschlag|rote flecken|[a-z]*erdnuss[a-z]*|[a-z]*nüsse[n]?|[a-z]*nuss|meeresfrüchte|garnele[n]?|shrimps?|krabben|sesam',
    },
    {
      // A rash with a faint, after an allergen, in either order.
      category: 'anaphylaxis',
      nearby: true,
      pattern: `(?:quaddeln|nesselsucht|rote flecken|ausschlag|juckreiz)${listGap(6)} (?:kipp|kippe|kippt)[a-z]*(?: ich| er| sie)?(?: gleich| fast)? um|(?:kipp|kippe|kippt)[a-z]* ~3 um${listGap(6)} (?:quaddeln|nesselsucht|rote flecken|ausschlag)|(?:schwarz vor (?:den )?augen|kreislauf|umgekippt|ohnmächtig|ohnmacht)${listGap(6)} (?:quaddeln|nesselsucht|rote flecken|ausschlag)`,
      context: `${ALLERGEN}|allergisch[a-z]*|allergie[a-z]*|wespe|hornisse`,
    },
    {
      // A whole strip or pack of medicine eaten.
      category: 'overdose_poisoning',
      pattern: `(?:ganze[ns]?|halbe[ns]?|komplette[ns]?) (?:blister|packung|schachtel|streifen|röhrchen|döschen|dose|flasche|tüte|blisterstreifen|packerl|pckg) ~2 ${PILLS} ~3 (?:gegessen|gefuttert|gemampft|verputzt|gefressen|geschluckt|genommen|eingeworfen|leer gemacht|leergemacht|leergegessen|ausgetrunken|getrunken|genascht|erwischt|gelutscht)`,
      context: ANY_CLAUSE,
    },
    {
      // A fuel burnt in a closed room, with a sign.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: '(?:shisha|wasserpfeife|grill|holzkohle[a-z]*|generator|aggregat|gasheizer|gasheizung|heizpilz|gaskocher|campingkocher|kocher|gasofen|petroleumofen) ~6 (?:geschlossen[a-z]*|drinnen|innen|in der wohnung|im zimmer|im zelt|im wohnwagen|im wohnmobil|im keller|in der garage|im bad|in der hütte|ohne (?:lüften|fenster))',
      context: CO_SYMPTOMS,
    },
    {
      // A crash with the chest or belly hit by the wheel, the belt or the airbag.
      category: 'other_emergency',
      nearby: true,
      pattern: '(?:lenkrad|airbag|gurt|sicherheitsgurt|lenker) ~4 (?:in die|in den|gegen die|gegen den|auf die|auf den|an die|an den|voll in die|voll in den) (?:brust|bauch|brustkorb|rippen|magen)',
      context: 'unfall|verunfallt|auto|crash|zusammenstoß|frontal|aufgefahren|gecrasht|motorrad|fahrrad|velo|töff|gerammt',
    },
    {
      // A baby fallen or dropped, with a swelling or a change.
      category: 'head_injury',
      nearby: true,
      pattern: 'beule|weiche beule|schwellung|delle|trinkt (?:nicht|kaum|schlecht)|will nicht trinken|schrill|schläfrig|erbricht|spuckt|schlapp|blass',
      context: '(?:vom|von der|von dem|aus dem) (?:bett|elternbett|wickeltisch|wickelkommode|sofa|couch|arm|tisch|hochstuhl|kinderwagen|babybett) ~3 (?:gefallen|gestürzt|gerollt|gerutscht|geknallt|gekippt|runtergefallen|heruntergefallen)|fallen lassen',
    },
    {
      // A scald or burn over a large area, in any words.
      category: 'burns',
      pattern: 'verbrannt|verbrüht|verbrennung[a-z]*|verbrühung[a-z]*|brandblase[n]?',
      context: 'ganze[nr]? (?:brust|bauch|rücken|arm|bein|oberschenkel|unterarm|handfläche|seite|körperseite)|großflächig[a-z]*|beide (?:arme|beine|hände|füße)|beiden (?:armen|beinen|händen)',
    },
    {
      // Asleep beyond waking: a small child.
      category: 'sick_child',
      nearby: true,
      pattern: 'lässt sich (?:kaum|schwer|nicht|schlecht|nur schwer) (?:mehr )?(?:wecken|aufwecken|wach machen)|(?:kaum|schwer|nicht|nich) (?:mehr )?(?:zu wecken|weckbar|wach zu kriegen|wachzukriegen)',
      context: `${CHILD}|${INFANT}`,
    },
    {
      // "Nobody would miss me" said, then out of reach or with the means at hand.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:keiner|niemand|kaum jemand|eh keiner|eh niemand) ~4 vermissen|vermiss(?:en|t) (?:mich|sie|ihn|uns) (?:eh |sowieso |doch |dann )?(?:keiner|niemand)|(?:würde|wird|werden|würden) (?:mich|sie|ihn) (?:eh |sowieso |doch |dann )?(?:keiner|niemand|nicht) vermissen',
      context: `(?:geht|ging|gehe|geh) ~2 (?:nicht|nich|nimmer) (?:mehr )?(?:ans|an das|an sein|an ihr|ran)|(?:nicht|nich) (?:mehr )?(?:erreichbar|ran)|meldet sich (?:nicht|nich)|(?:antwortet|antworte|reagiert) ~2 (?:nicht|nich)|handy ~2 (?:aus|ausgeschaltet)|${GOODBYE}|verabschied[a-z]*|abschied[a-z]*|tabletten|pillen|messer|klinge|brücke|gleis[a-z]*|strick|seil|heute nacht|für immer|nicht mehr (?:da|leben|aufwachen)|sterben|umbringen`,
    },
    {
      // A hand or leg that no longer obeys, without a side named, with another stroke sign or a sudden start nearby.
      category: 'stroke',
      nearby: true,
      pattern: '(?:hand|arm|bein|finger|fuß) ~3 (?:gehorcht|gehorchen|gehorchte|folgt|macht|machte|funktioniert|will) ~2 (?:nicht|nich|kaum|nimmer|nimma)(?: mehr| richtig| so recht)?(?: mit| mir)?',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|dem aufstehen|dem aufwachen|vorhin|eben|einer stunde|einer halben stunde|\\d+ (?:minuten|stunden))|gerade|grad|eben|vorhin|nuschel[a-z]*|lall[a-z]*|undeutlich|verwaschen|schief|hängt|fallen (?:lassen|gelassen)|taub|kribbel[a-z]*|pelzig|verwirrt',
    },
    {
      // Measured signs of sepsis with an infection (NICE NG51 high risk): a pulse over 130, a low blood pressure, an ashen colour.
      category: 'sepsis',
      nearby: true,
      pattern: '(?:puls|herzfrequenz|hf|herzschlag|pulsschlag)(?: (?:von|bei|über|liegt bei|ist bei|ist|auf|schon|jetzt|laut uhr|laut smartwatch)){0,2} (?:1[3-9]\\d|2\\d\\d)|(?:1[3-9]\\d|2\\d\\d) (?:puls|schläge|bpm|herzschläge)|(?:blutdruck|rr)(?: (?:von|bei|nur|nur noch|ist|liegt bei|gerade|jetzt)){0,2} (?:[5-8]\\d|90) (?:zu|:|,)? ?[2-6]\\d|(?:blass|fahl|ganz) ?grau|grau ?blass|aschfahl|aschgrau|grau im gesicht|grau (?:im|in der) (?:haut|gesicht)|(?:niedrige[nr]?|sehr niedrige[nr]?|zu niedrige[nr]?) (?:blutdruck|druck)|blutdruck ~3 (?:niedrig|im keller|abgesackt|gefallen|sackt ab|fällt|ganz unten|nicht messbar)|blutdruckabfall',
      context: INFECTION,
    },
    {
      // Redcurrant-jelly stool in a small child: intussusception until proven otherwise.
      category: 'sick_child',
      nearby: true,
      pattern: '(?:johannisbeer|himbeer|erdbeer)[a-z]*gelee|(?:stuhl|kacke|kaka|windel|aa|kot|stuhlgang|durchfall) ~5 (?:wie )?(?:johannisbeer[a-z]*|himbeer[a-z]*|gelee|marmelade|götterspeise|schleimig[a-z]* blutig[a-z]*|blutig[a-z]* schleimig[a-z]*|blut und schleim|schleim und blut)|(?:blut und schleim|schleim und blut|blutige[rn]? schleim|blutig[a-z]* schleimig[a-z]*) ~3 (?:im|in der|in die) (?:stuhl|windel|kacke)',
      context: `${CHILD}|${INFANT}`,
    },
    {
      // The means fetched or taken away ("hat die Schlaftabletten mitgenommen", "hab mir ein Messer geholt"), said with despair.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:${PILLS}|messer|klinge|rasierklinge[n]?|strick|seil|waffe|pistole|gewehr|jagdgewehr|dienstwaffe) ~5 (?:mitgenommen|eingesteckt|geholt|gekauft|besorgt|gesammelt|gehortet|gebunkert|eingepackt|rausgeholt|mitgenommn)|(?:mitgenommen|eingesteckt|geholt|besorgt|gekauft|gehortet|gesammelt) ~3 (?:${PILLS}|messer|klinge|rasierklinge[n]?|strick|seil|pistole|gewehr)`,
      context: `(?:kann|will|mag) (?:das )?(?:alles )?(?:einfach )?(?:nicht|nich|nimmer|nimma) mehr(?= [,.?]|$| und)|(?:halte|halt|hält|halten) (?:es|das) (?:alles )?(?:nicht|nich) (?:mehr )?aus|can'?t (?:do this |take (?:it|this) |go on )?anymore|keine kraft mehr|nicht mehr leben|sterben|umbringen|schluss machen|(?:es|alles) beenden|${GOODBYE}|abschied[a-z]*|verabschied[a-z]*|keinen sinn|sinnlos|suizid[a-z]*|selbstmord[a-z]*|lebensmüde|eingeschlossen|nicht erreichbar|besser dran|last`,
    },
    {
      // A baby who stops breathing for a moment (apnoea); breathing pauses in an adult's sleep are another matter.
      category: 'breathing',
      nearby: true,
      pattern: 'atem ?pause[n]?|atemaussetzer[n]?|atmet ~3 (?:mit )?(?:pausen|aussetzern)|(?:hört|hörte) ~3 auf zu atmen|(?:setzt|setzte) ~3 (?:mit dem )?atmen ~2 aus|atmung ~3 (?:setzt|setzte|stockt|stockte) ~2 aus|vergisst zu atmen',
      context: `${INFANT}|baby|babys|säugling[a-z]*|neugeboren[a-z]*|frühchen|(?:\\d|1[0-2]) monate|(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf) monate`,
    },
    {
      // A whole bottle or pack of a medicine finished, by a child or anyone.
      category: 'overdose_poisoning',
      pattern: '(?:fiebersaft|hustensaft|schmerzsaft|ibuprofensaft|paracetamolsaft|nurofen|[a-z]*sirup|medizin|[a-z]*tropfen|[a-z]*tabletten|pillen|medikament[a-z]*)(?:flasche|fläschchen|packung|schachtel|dose|blister)? ~3 (?:leer getrunken|leergetrunken|ausgetrunken|leer gemacht|leergemacht|leer gegessen|leergegessen|aufgegessen|ausgeleert|leer geschleckt|leergeschleckt)',
      context: ANY_CLAUSE,
    },
    {
      // An e-cigarette cartridge, liquid or nicotine pouch chewed or swallowed.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:e ?zigarette[a-z]*|e ?zigi|e ?zig|vape[a-z]*|liquid[a-z]*|kartusche[n]?|nikotinbeutel|snus|nikotinkaugummi[s]?|nikotinpflaster|tabak|zigarette[n]?|kippe[n]?)',
      context: 'angekaut|gekaut|kaut|genuckelt|nuckelt|angenuckelt|gelutscht|lutscht|abgeleckt|geleckt|ausgelutscht|getrunken|verschluckt|geschluckt|gegessen|im mund|in den mund|aufgebissen|zerbissen',
    },
    {
      // A chainsaw, angle grinder or axe into a leg or hand.
      category: 'other_emergency',
      pattern: '(?:kettensäge|motorsäge|kreissäge|handkreissäge|stichsäge|flex|trennschleifer|winkelschleifer|axt|beil|häcksler|rasenmäher|heckenschere) ~6 (?:ins|in den|in die|in das|in sein|in ihr|in mein|in seinen|in ihren|in meinen)(?: [a-z]+)? (?:bein|knie|fuß|hand|arm|oberschenkel|unterschenkel|finger|hals|bauch|schienbein|wade|handgelenk|unterarm)',
      context: ANY_CLAUSE,
    },
    {
      // Not wanting to live, in Swiss or Austrian German ("wott nümm lebe", "mog nimma leben").
      category: 'self_harm',
      pattern: "(?:will|wott|wött|wöll|wöl|wölle|wil|wui|wüll|wollt|wolle|mog|mag|möcht|möchte|mocht|mecht) (?:eifach |einfach |halt |echt |gar |überhaupt )?(?:nümm|nümme|nüme|nüm|nimmer|nimma|nid meh|nöd meh|ned mehr|ned meh|nimmamehr|nit mehr) (?:lebe|leben|läbe|läbä|lebn|lem|do sei|da sein|da si|do sii|da sii)",
      context: ANY_CLAUSE,
    },
    {
      // A whole supply swallowed at once ("die ganzen ADHS-Tabletten geschluckt").
      category: 'overdose_poisoning',
      pattern: `(?:die|seine|ihre|meine|alle) (?:ganzen|ganze|restlichen|gesamten) ~3 ${PILLS}(?: (?!über|während|im|seit|jeden|täglich|wie|nach|den|die)[a-z]+){0,3} (?:auf einmal |alle |zusammen |auf ex )?(?:geschluckt|genommen|eingenommen|eingeworfen|gegessen|getrunken|erwischt|gschluckt)|(?:geschluckt|genommen|eingeworfen) ~2 (?:die|seine|ihre|meine) (?:ganzen|ganze|gesamten) ~3 ${PILLS}`,
      context: ANY_CLAUSE,
    },
    {
      // Asleep or waiting in a car or camper with the engine or heater running, then the signs.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: '(?:mit )?(?:laufendem|laufenden|laufender|laufende) (?:motor|heizung|standheizung|gasheizung|generator) ~4 (?:geschlafen|gepennt|gewartet|gesessen|übernachtet|eingeschlafen|gelegen)|(?:geschlafen|gepennt|übernachtet|eingeschlafen) ~4 (?:mit )?(?:laufendem|laufenden|laufender|laufende) (?:motor|heizung|standheizung|gasheizung|generator)',
      context: CO_SYMPTOMS,
    },
    {
      // Bleeding with signs of shock: pale, blacking out, collapsing.
      category: 'severe_bleeding',
      nearby: true,
      pattern: 'blutet|blutete|blutung|blutungen|viel blut|periode ~4 (?:extrem|sehr|so|total|mega|wahnsinnig) stark|(?:extrem|sehr|total|mega|wahnsinnig) starke (?:periode|regel|menstruation|tage)|blut (?:im stuhl|im urin|erbrochen|gespuckt|gehustet|aus dem po|aus dem darm)|pulsierend[a-z]*',
      context: 'schwarz vor (?:den )?augen|(?:wird|ist|wurde) (?:ganz |total |so |immer |kreide)?(?:blass|blasser|bleich|weiß|grau)|kreidebleich|kreislauf ~2 (?:sackt|weg|bricht|schlapp)|kollabiert|umgekippt|ohnmächtig|bewusstlos|herzrasen|kaltschweiß[a-z]*',
    },
    {
      // A spurting or pulsing bleed.
      category: 'severe_bleeding',
      pattern: 'pulsierende[n]? blutung|blutet (?:pulsierend|stoßweise|im takt)|blut (?:spritzt|pulsiert|sprudelt)|(?:spritzt|pulsiert|sprudelt) (?:das |richtig |nur so )?blut',
      context: ANY_CLAUSE,
    },
    {
      // Cannot pass urine for hours, with a full, painful belly.
      category: 'other_emergency',
      nearby: true,
      pattern: "(?:kann|konnte|kann er|kann sie|kann ich) ~3 (?:nicht|nich|kein|ned) (?:mehr )?(?:pinkeln|urinieren|wasser lassen|pieseln|bislen|brünzle)|urin kommt ~3 (?:keiner|nichts|nix|kein)|(?:kein|keinen) urin (?:mehr )?(?:seit|raus)|harnverhalt[a-z]*",
      context: 'prall|blase ~3 (?:voll|platzt|drückt)|bauch ~3 (?:hart|dick|prall)|schmerz[a-z]*|weh|krämpf[a-z]*|seit (?:\\d+|zwölf|zehn|acht|vielen|mehreren) stunden',
    },
    {
      // Posted or said that today is their last day.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:heute|heut|morgen|das|dies) (?:ist|is|isch|wird|wäre|sei) (?:ihr|sein|mein|der) letzter tag(?= [,.?]|$| und| auf| hier)|(?:ihr|sein|mein) letzter tag (?:ist|sei|wäre|wird) (?:heute|heut|morgen)|(?:heute|heut|morgen) (?:ihr|sein|mein) letzter tag (?:ist|sei|wäre|wird|is)(?= [,.?]|$| und)',
      context: `gepostet|postet|story|status|insta[a-z]*|tiktok|snap[a-z]*|${DESPAIR}|${GOODBYE}|(?:antwortet|meldet sich|reagiert) ~2 (?:nicht|nich)|(?:nicht|nich) (?:mehr )?erreichbar`,
    },
    {
      // Cut into one's own arm or thigh with a blade or shard: the cut is the act, not an accident in the kitchen.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:mir|mich|sich) ~6 (?:in den|in die|ins|am|an den|an der|den|die) (?:unterarm|unterarme|arm|arme|handgelenk|handgelenke|pulsader[n]?|oberschenkel|oberschenkeln|bauch) ~2 (?:geschnitten|geritzt|geschlitzt|aufgeschnitten|aufgeritzt|reingeschnitten)',
      context: `scherbe[n]?|klinge|rasierklinge[n]?|cutter|teppichmesser|spitzer|absichtlich|mit absicht|extra|(?:weiß|weiss) (?:nicht|nich) warum|schon wieder|wieder|druck|ritz[a-z]*|${DESPAIR}`,
    },
    {
      // A rope or a gun got hold of, with despair or out of reach.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:strick|schlinge|galgen|waffe|pistole|gewehr|revolver|knarre)(?: [a-z]+){0,2} (?:im kofferraum|im auto|im keller|im rucksack|in der tasche|gekauft|kauft|besorgt|bsorgt|geholt|gholt|versteckt|dabei|mitgenommen|mitgnumme)|(?:an|en|einen|nen|a|e|ein) (?:strick|schlinge)(?= [,.?]|$| und| im| in)',
      context: `${DESPAIR}|(?:geht|ging|goht|gaht) (?:nicht|nich|ned|nöd|nid) (?:mehr )?(?:ans|an das|an sein|an ihr) (?:telefon|handy)|(?:nicht|nich|ned|nöd) (?:mehr )?erreichbar|meldet sich (?:nicht|nich|ned)|(?:ist|is|isch) (?:einfach )?weg|verschwunden`,
    },
    {
      // "Nobody will stop me" said with despair or a plan.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:niemand|keiner|keina|koaner|niemer|no one|nobody) (?:wird|kann|wirds|will|can|will) mich ~2 (?:mehr |noch |davon )?(?:aufhalten|abhalten|stoppen|stop)',
      context: `${DESPAIR}|(?:can'?t|cannot) (?:do this|take this|go on)(?: any ?more)?|want to die|end it|plan|heute nacht|heut nacht|heute abend|heut abend|tabletten|strick|seil|brücke|messer`,
    },
    {
      // A plan for tonight said with despair, often in mixed English.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:hab|habe|hab ich|habe ich|i have|i got|i\'ve got) (?:jetzt |schon |endlich |a |)(?:nen |einen |ein |an )?plan(?= [,.?]|$| für (?:heute|heut|morgen|diese|die) (?:abend|nacht|früh)| for tonight)',
      context: `(?:can'?t|cannot) (?:do this|take this|go on)(?: any ?more)?|want to die|end it|(?:niemand|keiner|no one|nobody) (?:wird|kann|will|can) mich ~2 (?:aufhalten|abhalten|stoppen)|abschied[a-z]*|nicht mehr leben|sterben|umbringen|es beenden|schluss machen|halte? (?:es|das) (?:alles )?(?:nicht|nich) (?:mehr )?aus|keinen sinn|sinnlos|hoffnungslos|für immer`,
    },
    {
      // Ending it told as a plan ("hab heut nacht vor, es zu beenden"), not a relationship or a job.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:vor|vorhaben|plane|geplant|werde|werd|will|möchte|entschlossen|entschieden)${listGap(4)} (?:es|alles|mein leben|meinem leben ein ende|dem (?:ganzen|allem) ein ende) (?:zu )?(?:beenden|setzen|machen)(?! mit)|(?:heut|heute|heit|heid|morgen|bald|gleich|jetzt|dann)(?: (?:nacht|abend|z nacht|znacht))? (?:mach|mache|setz|setze) (?:i|ich|er|sie) (?:dem ganzen |dem allem |allem |meinem leben |mei'm leben )?(?:a|ein|an|oa|en|es|n) end[e]?(?= [,.?]|$| und)`,
      context: 'heute nacht|heut nacht|heute abend|heut abend|morgen|bald|gleich|jetzt|vorbereitet|tabletten|pillen|brücke|strick|seil|messer|abschied[a-z]*|verabschied[a-z]*|kann (?:nicht|nich) mehr|will (?:nicht|nich) mehr|keinen sinn|sinnlos|letzte[sn]? mal',
    },
    {
      // Words that come out wrong or speech no longer understood, from a given moment.
      category: 'stroke',
      nearby: true,
      pattern: '(?:antwortet|redet|spricht|sagt|benutzt|verwendet) ~3 (?:falsche[n]?|komische[n]?|sinnlose[n]?|erfundene[n]?|verdrehte[n]?) (?:wörter[n]?|worte[n]?|sachen|sätze[n]?)|versteht ~3 (?:nicht|nichts|nix|kein wort) (?:mehr )?(?:was|wenn|von dem was) (?:wir|ich|man|ihr) (?:sagen|sage|sagt|reden|rede|redet|sprechen)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|von jetzt auf gleich|seit (?:dem|heute|einer|einer halben|vorhin|\\d+) ?(?:mittag|morgen|frühstück|aufstehen|aufwachen|abendessen|mittagessen|minuten|stunde|stunden|früh)?|vorhin|gerade|grad|eben',
    },
    {
      // Clear fluid or blood from the nose or an ear after a fall.
      category: 'head_injury',
      nearby: true,
      pattern: '(?:klare|wässrige|durchsichtige|helle) (?:flüssigkeit|suppe|wasser)|(?:aus|ausm|aus dem|aus der) (?:ohr|ohren|nase) ~3 (?:blut|flüssigkeit|wasser)|(?:blut|flüssigkeit|wasser) ~3 (?:aus dem|ausm|aus der|aus) (?:ohr|ohren|nase)',
      context: `${FALL}|${HEAD_BLOW}`,
    },
    {
      // Overdone with drugs or pills ("mit Alkohol und Benzos übertrieben").
      category: 'overdose_poisoning',
      pattern: `(?:${DRUGS}|schlaftabletten|tabletten|pillen|medikamente[n]?|schmerzmittel[n]?|beruhigungsmittel[n]?|insulin|paracetamol|ibuprofen|tramadol|oxy[a-z]*) ~4 (?:übertrieben|überdosiert|zu viel (?:erwischt|genommen|geballert|eingeworfen|gezogen|geschluckt))|(?:übertrieben|überdosiert) ~3 (?:mit )?(?:den |der |dem )?(?:${DRUGS}|schlaftabletten|tabletten|pillen|medikamente[n]?|schmerzmittel[n]?|beruhigungsmittel[n]?)`,
      context: ANY_CLAUSE,
    },
    {
      // A small child's hand on a hot oven or hob, with blisters.
      category: 'burns',
      nearby: true,
      pattern: '(?:an|auf) (?:den|die|das|dem|der) (?:heiße[nrs]?|glühende[nrs]?) ?(?:[a-z]*ofen|[a-z]*herd|herdplatte|ofentür|backblech|bügeleisen|kamin[a-z]*|topf|pfanne|grill) ~3 (?:gefasst|gelangt|gegriffen|gekommen|gefallen)|(?:blasen|brandblase[n]?) ~4 (?:hand|finger|handfläche|arm)|(?:hand|finger|handfläche|arm) ~4 (?:blasen|brandblase[n]?)',
      context: `${CHILD}|${INFANT}`,
    },
    {
      // A snake bite said the other way round ("Biss von einer Kreuzotter").
      category: 'other_emergency',
      pattern: '(?:biss|bisswunde) (?:von|durch|einer|eines) ~2 (?:schlange|kreuzotter|otter|viper|giftschlange)|(?:schlange|kreuzotter|viper|giftschlange) ~4 (?:gebissen|zugebissen|erwischt)',
      context: ANY_CLAUSE,
    },
    {
      // A fall from a height: a bridge, a wall, a cliff, a roof.
      category: 'other_emergency',
      pattern: '(?:von|vom) (?:der|einer|ner|dem|einem|nem) (?:[a-z]*brücke|klippe|felswand|dach|balkon|gerüst|baukran|kran|hochsitz|hochstand) ~2 (?:gestürzt|gefallen|runtergefallen|abgestürzt|gesprungen|runtergestürzt)',
      context: ANY_CLAUSE,
    },
    {
      // A farewell with tablets swallowed or a cut made: self-harm, not an accident.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:danke|dank) für alles|(?:sorry|entschuldigung|entschuldigt) für alles|tut mir leid für alles|lebt wohl|leb wohl|vergesst mich nicht|vergiss mich nicht|hab (?:euch|dich) (?:alle )?(?:so )?lieb|machts gut',
      context: `(?:${PILLS}|packung|schachtel|alle|alles) ~4 (?:geschluckt|genommen|eingeworfen|eingenommen)|geschluckt|aufgeschnitten|geritzt|pulsadern`,
    },
    {
      // Sitting on a ledge or a railing, saying they will jump.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:fensterbrett|fenstersims|sims|dachkante|dachrand|geländer|brüstung|brückengeländer|balkongeländer|balkonbrüstung|klippe|abgrund|rand vom dach|auf dem dach|über dem geländer)',
      context: "springt|springen|springe|spring|runterspringen|runter springen|hinunterspringen|sprung|stürzen|fallen lassen|(?:will|wollen|möchte) ~3 (?:nicht|nich) mehr|lebensmüde|suizid[a-z]*|selbstmord[a-z]*|jump|(?:\\d+|fünften|vierten|sechsten|siebten|achten|zehnten)\\.? ?stock",
    },
    {
      // A heavy weight on the chest ("wie ein Elefant auf der Brust").
      category: 'chest_pain',
      pattern: '(?:elefant[a-z]*|zentner|betonplatte|ziegelstein|backstein|amboss|felsbrocken|sack zement) ~4 (?:auf (?:der|die|meiner|seiner|ihrer|meine|seine|ihre)|aufm|auf) (?:brust|brustkorb)|(?:brust|brustkorb) ~4 (?:wie )?(?:ein |einen )?(?:elefant[a-z]*|zentner|betonplatte|amboss) (?:drauf|darauf|sitzt|sitzen|steht|liegt)',
      context: ANY_CLAUSE,
    },
    {
      // A headache told first, then its thunderclap onset ("Kopfschmerz kam explosionsartig").
      category: 'sudden_headache',
      pattern: '(?:kopfschmerz[a-z]*|kopfweh|schmerz[a-z]* im (?:kopf|hinterkopf|nacken)) ~4 (?:explosionsartig|donnerschlagartig|blitzartig|schlagartig|peitschenschlagartig|wie ein (?:donnerschlag|blitz|schlag|hammerschlag|peitschenhieb)|innerhalb von (?:sekunden|einer sekunde)|von einer sekunde auf die andere|in (?:sekunden|einer sekunde) (?:da|voll da|auf hundert|unerträglich|maximal))',
      context: ANY_CLAUSE,
    },
    {
      // No sound or movement any more after a fall or collapse.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:gibt|gab) (?:keinen|kein|keine) (?:mucks|laut|ton|lebenszeichen|regung|antwort) (?:mehr )?(?:von sich)?|keine regung mehr|kein lebenszeichen',
      context: 'umgekippt|gerutscht|gefallen|gestürzt|liegt|lag|zusammengebrochen|zusammengesackt|kollabiert|reagiert|atmet|bewusstlos|boden|sessel|bett|bad|badewanne|wasser',
    },
    {
      // Twitching with no response: a fit, not only an unresponsive person.
      category: 'seizure',
      nearby: true,
      pattern: 'zuckt|zucken|zuckte|gezuckt|zuckungen|zuckend',
      context: 'starrt ~2 (?:ins leere|in die leere|ins nichts|vor sich hin|durch (?:mich|uns|einen) (?:durch|hindurch))|(?:schaut|guckt|blickt) ~2 (?:ins leere|ins nichts)|leere[nr]? blick|blick ~2 leer|reagiert (?:nicht|nich|kaum|gar nicht)|nicht (?:mehr )?ansprechbar|(?:augen|blick) ~2 (?:verdreht|starr|weg)|verdreht (?:die )?augen|schaum|bewusstlos|blau (?:im gesicht|um den mund|angelaufen)|(?:arme|beine) (?:schlagen|schlägt|zucken|rudern)|rhythmisch',
    },
    {
      // A goodbye announced by someone else, with an end in view.
      category: 'self_harm',
      nearby: true,
      // A farewell to a colleague or an ex is not: the context must say it is for good or out of reach.
      pattern: '(?:sich|mich|uns) ~3 verabschieden (?:will|möchte|wolle|wollte|müsse|muss|werde|wird)|(?:will|möchte|wollte|werde|wolle|muss) (?:mich|sich|uns) ~3 verabschieden',
      context: `alles vorbei|vorbei ist|für immer|ein letztes mal|zum letzten mal|nicht mehr da|sterben|umbringen|leben nehmen|nicht mehr leben|schluss machen|abschiedsbrief[a-z]*|${GOODBYE}|besser dran|(?:von|vom) (?:allen|allem|euch|uns|dir|der welt|dem leben|leben|jedem|der familie|meiner familie|seiner familie|ihrer familie)|(?:keiner|niemand|nicht) ~3 vermiss[a-z]*|vermiss[a-z]* ~3 (?:keiner|niemand|nicht)|(?:geht|ging|gehe|geh) ~2 (?:nicht|nich|nimmer) (?:mehr )?(?:ans|an das|an sein|an ihr|ran)|(?:nicht|nich) (?:mehr )?(?:erreichbar|ran)|meldet sich (?:nicht|nich)|antwortet (?:nicht|nich)|handy ~2 (?:aus|ausgeschaltet)|(?:will|kann|mag) (?:einfach )?(?:nicht|nich) mehr(?= [,.?]| und|$)|keinen sinn|last`,
    },
    {
      // Pain in both arms or the jaw with sweating or breathlessness: a heart attack without the word "chest".
      category: 'chest_pain',
      nearby: true,
      pattern: '(?:schmerz[a-z]*|ziehen|druck|weh|stechen) ~4 (?:in beiden armen|in beide arme)|(?:arm|arme|armen|schulter) ~6 (?:kiefer|unterkiefer)|(?:kiefer|unterkiefer) ~6 (?:arm|arme|armen|schulter)',
      context: 'schwitz[a-z]*|geschwitzt|kaltschweiß[a-z]*|schweißgebadet|klatschnass|kurzatmig|atemnot|luftnot|keine luft|kreidebleich|aschfahl|fahl|grau im gesicht',
    },
    {
      // Breathlessness or chest pain after a birth: a clot in the lung.
      category: 'pregnancy',
      nearby: true,
      pattern: 'atemnot|luftnot|kurzatmig[a-z]*|keine luft|kaum luft|schmerz[a-z]* (?:in der|in die|im) (?:brust|brustkorb)|brustschmerz[a-z]*|(?:wade|bein|unterschenkel) ~3 (?:geschwollen|dick|angeschwollen|heiß und rot)',
      context: 'entbunden|entbindung|nach der geburt|seit der geburt|wochenbett|kaiserschnitt|postpartal|(?:baby|kind|sohn|tochter) ~3 (?:geboren|gekommen|auf die welt)',
    },
    {
      // A small child dried out: sunken eyes or face, crying without tears.
      category: 'sick_child',
      nearby: true,
      pattern: '(?:ist|sind|wirkt|sieht|aussieht) (?:ganz|total|so|richtig|völlig|sehr) eingefallen|eingefallene[n]? (?:augen|wangen|fontanelle|gesicht)|(?:augen|fontanelle) ~3 eingefallen|eingesunkene[n]? (?:augen|fontanelle)|(?:weint|weinen|heult) ohne tränen|keine tränen (?:mehr )?beim weinen|stehende hautfalte[n]?',
      context: `${CHILD}|${INFANT}`,
    },
    {
      // Afraid of what one might do to oneself.
      category: 'self_harm',
      pattern: '(?:angst|sorge|panik) ~3 (?:dass|das|ich könnte|ich würde|ob ich) ~2 (?:mir|mich) ~3 (?:antue|antun|anzutun|umbringe|verletze|was mache|etwas mache|was anmache)',
      context: ANY_CLAUSE,
    },
    {
      // A limb both cold and pale (or numb): its blood supply cut off.
      category: 'other_emergency',
      pattern: '(?:kalt|kalte[snmr]?|eiskalt[a-z]*|blass|blasse[snmr]?|weiß|weiße[snmr]?|bläulich[a-z]*|marmoriert[a-z]*)(?: ,| und)? (?:kalt|kalte[snmr]?|eiskalt[a-z]*|blass|blasse[snmr]?|weiß|weiße[snmr]?|taub|taube[snmr]?|gefühllos[a-z]*) (?:bein|arm|fuß|hand|unterschenkel)',
      context: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|höllisch|schmerz[a-z]*|weh|wehtut|taub|gefühllos|puls',
    },
    {
      // A method thought through and the means got ready.
      category: 'self_harm',
      pattern: 'wie ich (?:es|das|mich) (?:machen|tun|anstellen|durchziehen|umbringen) (?:würde|werde|will|soll|kann|könnte)',
      context: 'besorgt|gekauft|vorbereitet|bereitgelegt|zurechtgelegt|bereit|geplant|datum|heute nacht|morgen',
    },
    {
      // Affairs put in order and things given away (C-SSRS: preparation).
      category: 'self_harm',
      nearby: true,
      pattern: 'testament ~3 (?:gemacht|geschrieben|aufgesetzt|verfasst)|(?:alles|sachen|angelegenheiten|papiere|dinge) ~2 geregelt',
      context: `(?:verschenkt|weggegeben|abgegeben|vermacht|an mich gegeben|verteilt)|brauch[a-z]* ~3 (?:nicht|nich|nix|nichts) mehr|abschied[a-z]*|für immer`,
    },
    {
      // Sitting in a car in a closed garage with the engine running.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:sitze|sitzt|sitzen|liege|liegt|bin|ist|hockt|hocke) ~4 (?:im|in meinem|in seinem|in ihrem|in dem) (?:auto|wagen) ~3 (?:in der|in die) garage|(?:in der|in die) garage ~4 (?:im|ins) (?:auto|wagen) ~2 (?:gesetzt|sitzt|sitze)',
      context: 'motor ~3 (?:läuft|an|laufen|lief)|schlauch|auspuff|abgas[a-z]*|tor (?:zu|geschlossen)',
    },
    {
      // "Schluss machen" tonight, and for good.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:heute|heut|morgen|heute nacht|heute abend|diese nacht|gleich|bald|jetzt) (?:abend |nacht )?schluss (?:macht|mache|machen|mach)|schluss (?:macht|mache|machen) (?:heute|morgen|gleich|bald)',
      context: 'für immer|endgültig|mit allem|mit dem leben|leben|sterben|abschied[a-z]*|tabletten|seil|brücke|springen|umbringen|nicht mehr da|geschnitten|geritzt|aufgeschnitten|pulsadern|strick|waffe|gewehr|pistole',
    },
    {
      // A lethal amount looked up, with the means at home.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:wie ?viel|wieviel|wie ?viele|welche menge|welche dosis|ab wann|ab wie ?viel[a-z]*) ~4 (?:tödlich|letal|sterben|stirbt|zum tod)',
      context: '(?:hab|habe|hätte|haben|hab ich|habe ich) ~3 (?:genug|genügend|ausreichend|vorrat|zu hause|daheim|hier|gesammelt)|gegoogelt|recherchiert|für mich',
    },
    {
      // Belly pain growing after a fall or a crash.
      category: 'other_emergency',
      nearby: true,
      pattern: 'bauch ~4 (?:tut immer mehr weh|immer schlimmer|wird (?:immer )?härter|wird hart|schmerzt immer mehr)|bauchschmerz[a-z]* ~3 (?:immer schlimmer|werden stärker|nehmen zu|immer stärker)|(?:lenker|lenkstange) ~4 (?:in den|in die|gegen den) (?:bauch|magen)',
      context: FALL,
    },
    {
      // Drugs taken, then a dangerous sign.
      category: 'overdose_poisoning',
      pattern: '(?:nach dem|nach der|nach den|nach|vom|von dem|von der|auf) (?:koks|kokain|crack|crystal|meth|speed|ecstasy|mdma|amphetamin[a-z]*|ketamin|keta|ghb|gbl|liquid ecstasy|lsd|drogen|droge|pillen|teilen)',
      context: 'herzrasen|herz (?:rast|stolpert|jagt)|brustschmerz[a-z]*|schmerz[a-z]* in der brust|überhitzt|glüht|krampf[a-z]*|bewusstlos|kaum wach|nicht (?:mehr )?ansprechbar|atmet (?:kaum|flach|komisch)|verwirrt|halluzin[a-z]*|zuckt|kollabiert|umgekippt|paranoid|durchgedreht',
    },
    {
      // Knocked out by pills or drink, in slang.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: 'abgeschossen|weggeschossen|zugedröhnt|zugeballert|weggeballert|weggedröhnt|abgeschossn|zugekifft',
      context: '(?:nicht|nich|kaum) (?:mehr )?(?:wach|ansprechbar|wach zu kriegen|wachzukriegen)|bewusstlos|reagiert (?:nicht|kaum)|atmet (?:kaum|flach|langsam|komisch)|blau|röchelt',
    },
    {
      // A bone through the skin.
      category: 'other_emergency',
      pattern: 'knochen ~4 (?:schaut|guckt|ragt|steht|sticht|kommt|spießt) ~3 (?:raus|heraus|hervor|durch)|knochen ~3 (?:durch die haut|sichtbar|zu sehen)',
      context: ANY_CLAUSE,
    },
    {
      // A pad soaked within the hour, with a faint.
      category: 'severe_bleeding',
      nearby: true,
      pattern: '(?:binde|binden|vorlage|vorlagen|tampon|tampons|pad|pads)[a-z]* ~4 (?:voll|durch|durchgeblutet|gewechselt|durchnässt)|(?:alle|jede) (?:\\d+|zehn|fünfzehn|zwanzig|dreißig|halbe) (?:minuten|stunde) ~4 (?:binde|vorlage|tampon|pad)[a-z]*',
      context: 'schwindel[a-z]*|schwindlig|schwindelig|ohnmächtig|umgekippt|schwarz vor augen|kreislauf|kreidebleich|kalter schweiß',
    },
    // --- Eighth tuning round: phrasings from authors who had not seen the rules. ---
    {
      // "It will be over tonight" with the means or the goodbyes nearby.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:es|alles)${gap(2)} (?:morgen|heute nacht|heut nacht|diese nacht|heute|bald|gleich|endlich|dann)${gap(2)} vorbei(?: sein| ist| sei)?(?! mit)|(?:morgen|heute nacht|heut nacht|diese nacht|bald|gleich|endlich)${gap(3)} (?:soll|wird|ist|sei|wäre|würde)${gap(2)} (?:es|alles)${gap(2)} vorbei(?! mit)`,
      context: 'briefe? (?:an|für) (?:meine|meinen|mein|seine|seinen|sein|ihre|ihren|ihr|die|den|unsere) (?:kinder|kids|familie|eltern|frau|mann|mama|papa|mutter|vater|liebsten|tochter|töchter|sohn|söhne|freunde|freundin|freund|schwester|bruder|lieben|enkel|partner[a-z]*)|abschiedsbrie[a-z]*|letzte[n]? briefe?|testament|verschenkt|weggegeben|verabschiedet|verabschieden|waffe[n]?|gewehr[e]?|pistole|jagdwaffe[n]?|revolver|seil|strick|schlinge|schlaftabletten|(?:alles|sachen) (?:geregelt|geordnet)|brücke|gleise[n]?|nicht mehr da',
    },
    {
      // "Tomorrow I won't be here any more", with the affairs settled or the means nearby.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:morgen|morgen früh|heute nacht|heut nacht|heute abend|übermorgen|bald|dann|ab morgen)${gap(3)} (?:bin|ist|sind|sei|wäre) (?:ich|er|sie) (?:nicht mehr (?:da|hier|am leben|auf der welt)|für immer weg|tot)`,
      context: 'testament|(?:alles|sachen|papiere|finanzen) ~2 (?:geregelt|geordnet|erledigt)|briefe?|abschied[a-z]*|verschenkt|tabletten|seil|strick|waffe[n]?|pistole|brücke|gleise[n]?|für immer|leb(?:t)? wohl|danke für alles',
    },
    {
      // Farewell letters or things given away, with the end or the means nearby.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:(?:briefe|brief|zeilen) (?:an|für) (?:meine|meinen|mein|seine|seinen|sein|ihre|ihren|ihr|die|den|unsere) (?:kinder|kids|familie|eltern|frau|mann|mama|papa|mutter|vater|liebsten|tochter|töchter|sohn|söhne|freunde|freundin|freund|schwester|bruder|lieben|enkel|partner[a-z]*)|abschiedsbriefe|abschiedsbrief|letzte[n]? briefe?)${listGap(6)} (?:geschrieben|hinterlassen|verfasst|hingelegt|versteckt|hinterlegt)|(?:uhren|uhr|werkzeug|werkzeuge|schmuck|bücher|klamotten|kleidung|fahrrad|motorrad|sammlung|ersparnisse|erbstücke|spielsachen|angelausrüstung|lieblings[a-z]+)${listGap(4)} (?:verschenkt|verschenken|weggegeben|verteilt|vermacht)|(?:verschenkt|verschenkte|verteilt|vermacht) ~2 (?:seine|ihre|meine|all (?:seine|ihre|meine))|(?:alles|fast alles|all (?:seine|ihre|meine) sachen) (?:verschenkt|weggegeben|vermacht|verteilt)|(?:sein|seine|seinen|ihr|ihre|ihren|mein|meine|meinen)(?: ganze[snr]?| liebste[snr]?)? [a-z]+${listGap(3)} (?:verschenkt|weggegeben|vermacht)|(?:verschenkt|vermacht) (?:er|sie|ich|hat er|hat sie) ~2 alles`,
      context: `(?:es|alles) ~3 vorbei|für immer|nicht mehr da|abschied[a-z]*|sterben|nicht mehr leben|umbringen|schlaftabletten|seil|strick|schlinge|[a-z]*waffe[n]?|[a-z]*gewehr[e]?|pistole|revolver|brücke|(?:keine|nicht) sorgen machen|${NOT_SEARCHED}`,
    },
    {
      // The rope, the gun or the pills ready, with a wish to end it nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:seil|strick|schlinge|waffe|pistole|gewehr|revolver|klinge|rasierklinge|tabletten|schlaftabletten) ~2 (?:liegt|liegen|hängt|hängen|ist|sind|steht|stehen|habe ich|hab ich) ~3 (?:schon|bereit|parat|griffbereit|versteckt)',
      context: '(?:nie|nicht|nimmer) (?:mehr |wieder )?(?:aufwachen|aufzuwachen)|(?:es|alles) ~3 vorbei|sterben|tot sein|nicht mehr leben|(?:will|kann|mag) (?:einfach )?(?:nicht|nich) mehr|für immer|schluss machen|abschied[a-z]*|umbringen|einschlafen|keinen sinn|hoffnungslos|ausweglos|last',
    },
    {
      // A rope hung up or a noose tied: no other reading.
      category: 'self_harm',
      pattern: '(?:strick|schlinge|galgen) ~2 (?:hängt|hängen|baumelt|ist geknüpft|ist gebunden|festgemacht|aufgehängt|geknüpft|gebunden)',
      context: ANY_CLAUSE,
    },
    {
      // Falling asleep and never waking, wished for.
      category: 'self_harm',
      pattern: `(?:will|möchte|möcht|wünsch[a-z]*|wollte|würde (?:gern|gerne|lieber)|am liebsten|nur noch|einfach)${gap(6)} einschlafen(?: und| ,)${gap(2)} (?:nie|nicht|nimmer) (?:mehr |wieder )?aufwachen|einschlafen und (?:nie|nicht|nimmer) (?:mehr |wieder )?aufwachen (?:wäre|wär|das wäre|das wär) (?:schön|gut|das beste|am besten|eine erlösung|erlösung)`,
      context: ANY_CLAUSE,
    },
    {
      // Pills at hand, after asking how many it takes not to wake up.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:hab|habe|hätte|haben)${gap(3)} (?:\\d+|zwei|drei|vier|fünf|mehrere|einige|viele|volle|ganze|genug|ein paar)${gap(1)} (?:packungen|packung|schachteln|schachtel|blister|dosen|flaschen|tabletten|pillen)`,
      context: '(?:nicht|nie|nimmer) (?:mehr |wieder )?(?:aufwacht|aufwache|aufwachen|aufzuwachen)|sterben|umbringen|nicht mehr leben',
    },
    {
      // Coughing or vomiting blood, in a measure ("eine halbe Tasse", "richtig viel").
      category: 'severe_bleeding',
      pattern: `(?:hustet|hustete|husten|huste|gehustet|abgehustet|hochgehustet|spuckt|spuckte|gespuckt|erbricht|erbrach|erbrochen|kotzt|gekotzt|bricht|übergibt|übergeben|würgt)${listGap(2)} blut(?![a-z])${listGap(10)} (?:richtig viel|sehr viel|ganz viel|total viel|mega viel|echt viel|massiv|(?:halbe[ns]?|ganze[ns]?|volle[ns]?|eine[ns]?|nen|ne) (?:tasse|becher|glas|schüssel|eimer|handvoll|hand voll|liter)|tasse voll|becher voll|glas voll|schwall[a-z]*|in strömen|literweise|klumpenweise)|(?:viel|massiv|jede menge|literweise|ein(?:en)? schwall|tasse|becher)${listGap(2)} blut ~3 (?:gehustet|abgehustet|hochgehustet|ausgehustet|gespuckt|erbrochen|gekotzt)`,
      context: ANY_CLAUSE,
    },
    {
      // Someone found lying who does not move.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:bewegt|rührt|regt) sich (?:gar |überhaupt )?(?:nicht|nich|nimmer|kaum)(?: mehr)?(?! (?:vom fleck|von der stelle|aus dem|aus der|vom sofa|vom sessel|vom bett))',
      context: '(?:liegt|lag|liegen) (?:am|auf dem|im|auf der|in der) (?:boden|treppenhaus|flur|gehweg|straße|bad|badezimmer|park|garten|bürgersteig|gras|hof)|am boden|auf dem boden|da liegt|liegt da|(?:liegt|lag) (?:jemand|einer|eine|ein mann|eine frau|ein junge|ein mädchen)|gefunden|aufgefunden|zusammengebrochen|zusammengesackt|umgekippt|umgefallen',
    },
    {
      // Whole-body shaking that will not stop, or with no response.
      category: 'seizure',
      nearby: true,
      pattern: '(?:schüttelt|schüttelte|rüttelt|zuckt|zuckte|zucken|wackelt|bebt)(?: sich)? ~2 (?:am ganzen körper|mit dem ganzen körper|unkontrolliert|rhythmisch|wie wild)|(?:ganze[rn]?|ganzen) körper ~3 (?:schüttelt|zuckt|zucken|sacken|bebt|krampft|gezuckt|gekrampft|geschüttelt|gebebt)',
      context: 'nicht ansprechbar|(?:reagiert|antwortet) (?:nicht|nich|kaum|auf nichts)|bewusstlos|augen ~2 verdreht|schaum|(?:seit|über|mehr als|schon) (?:\\d+|fünf|sechs|sieben|acht|neun|zehn|zwanzig) (?:min|minuten)|blau|(?:lippen|gesicht) ~2 (?:blau|grau)',
    },
    {
      // A household unwell together: "sie und ihre zwei Kinder", with a boiler, heater or stove nearby.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:sie|er|ich) und (?:ihre|seine|meine|unsere|die|der|das|ihr|sein|mein)(?: [a-z0-9]+)? (?:kinder|kind|kids|mann|frau|tochter|sohn|töchter|söhne|eltern|familie|partner[a-z]*|freund[a-z]*|mutter|vater|oma|opa|geschwister|schwester|bruder|mitbewohner[a-z]*)${groupGap(7)} ${CO_SYMPTOMS}`,
      context: CO_SOURCE,
    },
    {
      // A boiler or stove that sounds or smells wrong, with CO symptoms nearby.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: '(?:gasboiler|gastherme|therme|boiler|gasofen|gasheizung|durchlauferhitzer|heizung|kamin|kaminofen|ofen|heizstrahler|gasherd)[a-z]* ~4 (?:komische|seltsame|laute|merkwürdige|komisch|seltsam|merkwürdig) (?:geräusche|geräusch|gerochen|riecht)|(?:gasboiler|gastherme|therme|boiler|gasofen|gasheizung|durchlauferhitzer|kaminofen|ofen|heizstrahler) ~3 (?:riecht|stinkt|rußt|qualmt|rauch[a-z]*|gelbe flamme|flamme ist gelb)',
      context: CO_SYMPTOMS,
    },
    {
      // No movements at all from a baby at term, said with "keine".
      category: 'pregnancy',
      nearby: true,
      pattern: '(?:spüre|spürt|spür|spüren|merke|merkt|fühle|fühlt|hab|habe|hat) ~4 (?:gar |überhaupt |absolut )?(?:keine|kaum|null) (?:kinds)?(?:bewegungen|bewegung|tritte|kindsbewegungen)(?: mehr)?',
      context: 'schwanger[a-z]*|ssw|(?:\\d\\d|[a-z]+zigste[nr]?|[a-z]+zehnte[nr]?)[a-z. ]{0,3} (?:woche|wochn|wocha|schwangerschaftswoche)|(?:bin|ssw|in der|bei) (?:2[4-9]|3\\d|4[0-2]) [0-6](?= |$)|(?:2[4-9]|3\\d|4[0-2]) [0-6](?= [,.?]|$)|baby im bauch|im bauch|kind im bauch|kindsbewegung[a-z]*|termin|et|geburtstermin|hebamme',
    },
    {
      // A birth under way at home: the head showing, the urge to push.
      category: 'pregnancy',
      nearby: true,
      pattern: '(?:baby|kind|kleine|es) kommt ~2 (?:gleich|jetzt|schon|sofort|gerade|grad|grade)|presswehen|pressdrang|(?:muss|musst|muss schon) (?:schon )?pressen',
      // The signs of a birth under way are each other's setting ("Baby kommt gerade, der Kopf ist schon zu sehen").
      context: 'schwanger[a-z]*|hochschwanger|ssw|wehen|fruchtblase|fruchtwasser|geburt|entbindung|hebamme|kreißsaal|presswehen|pressdrang|pressen|köpfchen|nabelschnur|(?:kopf|köpfchen) ~3 (?:schon )?(?:zu sehen|sichtbar|zu spüren)',
    },
    {
      // The baby's head showing or felt.
      category: 'pregnancy',
      nearby: true,
      pattern: '(?:kopf|köpfchen) ~3 (?:schon )?(?:zu sehen|sichtbar|kommt raus|schaut raus|guckt raus|zu spüren|zu fühlen)|(?:sehe|seh|sieht|sehen|spüre|spür|spürt|fühle|fühl|fühlt) ~3 (?:schon )?(?:den |das )?(?:kopf|köpfchen)',
      context: 'schwanger[a-z]*|hochschwanger|ssw|wehen|fruchtblase|fruchtwasser|geburt|entbindung|hebamme|kreißsaal|(?:baby|kind|kleine|es) kommt|presswehen|pressdrang|pressen|nabelschnur',
    },
    {
      // Many tablets of a painkiller or sedative taken at once or in a day.
      category: 'overdose_poisoning',
      nearby: true,
      pattern: '(?:1[5-9]|[2-9]\\d|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|dreißig|vierzig|fünfzig) (?:stück |stk )?(?:tabletten|tabs|pillen)(?! (?:am|pro|jeden|jede[nm]?|in der) (?:tag|woche|monat)| täglich)',
      context: 'paracetamol|ibuprofen|ibu|aspirin|ass|schlaftabletten|schmerztabletten|schmerzmittel|tramadol|tilidin|diazepam|tavor|lorazepam|zopiclon|zolpidem|überdosis|zu viel|aus versehen|versehentlich|doppelte menge',
    },

    {
      // "Tonight I take the whole pack", said with despair.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:nehm|nehme|nehm ich|nehme ich|schluck|schlucke|schluck ich|schlucke ich|werf|werfe|werf ich)${gap(3)} (?:die ganze[n]?|alle|ne ganze|eine ganze|die komplette[n]?|den ganzen) (?:packung|schachtel|dose|flasche|blister|tabletten|pillen|vorrat|rest)`,
      context: `(?:dann|endlich) (?:is|ist|hab ich|habe ich|herrscht) (?:endlich )?ruhe|nicht mehr (?:leben|aufwachen|da sein)|schluss|keinen bock mehr|kein bock mehr|(?:es|alles) ~3 vorbei|für immer|sterben|(?:will|kann|mag) (?:einfach )?(?:nicht|nich) mehr(?= [,.?]|$)`,
    },
    {
      // On a platform, a bridge or a roof, in despair (English mixed in).
      category: 'self_harm',
      nearby: true,
      pattern: '(?:steh|stehe|sitz|sitze|bin) ~3 (?:am|auf dem|aufm|uffm|ufm|an den|an der|auf der|auf einer|auf einem|an einer) (?:bahnsteig|gleis|gleisen|brücke|dach|hochhaus|klippe|geländer|brüstung|bahnübergang|autobahnbrücke|parkhaus|parkdeck|aussichtsturm|turm|staumauer)',
      context: `(?:i )?(?:can'?t|cant|cannot) (?:do this |take this |go on )?anymore|want to die|end it|kill myself|nicht mehr leben|sterben|keinen sinn|kein sinn|es beenden|runterspringen|springen|vor den zug|(?:will|kann|mag) (?:einfach )?(?:nicht|nich) mehr(?= [,.?]|$)|abschied[a-z]*|lebt wohl|für immer|niemand (?:würde|wird) mich vermissen`,
    },
    {
      // The means at hand and "I don't know whether I'll do it".
      category: 'self_harm',
      nearby: true,
      pattern: "(?:weiß|weiss|weis) (?:nicht|nich) (?:mehr )?ob ich(?:s|'s| es| das)? ~2 (?:mach|mache|tu|tue|durchzieh|durchziehe|wirklich mache|tun soll|machen soll|durchziehen soll)",
      context: 'rasierklinge|klinge|messer|tabletten|strick|seil|pistole|waffe|brücke|gleis[a-z]*|dach|badewanne|springen|pulsadern|zug',
    },
    {
      // "Tomorrow I won't exist any more".
      category: 'self_harm',
      pattern: "(?:gibt(?:s|'s)?|gibt es) mich (?:dann |bald |ab morgen |morgen |einfach |bald )?(?:nicht|nich|nimmer) mehr(?= [,.?]|$)",
      context: ANY_CLAUSE,
    },
    {
      // Heart pain with a cold sweat, sickness or a grey face.
      category: 'chest_pain',
      nearby: true,
      pattern: 'herzstechen|herzschmerz[a-z]*|stiche? (?:im|am|ums) herz[a-z]*|(?:im|am|ums) herz ~2 (?:stechen|sticht|schmerz[a-z]*|druck|drückt)',
      context: 'kalte[rn]? schweiß|kaltschweißig|schweißausbruch|schweißgebadet|schwitz[a-z]*|übelkeit|übel|erbrech[a-z]*|kotz[a-z]*|kalkweiß|aschfahl|grau|linke[nr]? arm|kiefer|atemnot|luftnot',
    },
    {
      // Eyes that will not open after a collapse.
      category: 'unconscious',
      nearby: true,
      pattern: '(?:macht|öffnet|kriegt|bekommt) ~2 (?:die |seine |ihre )?augen (?:nicht|nich|nimmer|kaum) (?:mehr )?(?:auf)?(?= [,.?]|$| und)',
      context: 'gekippt|umgekippt|umgefallen|zusammengebrochen|zusammengesackt|zusammengeklappt|gestürzt|ohnmächtig|bewusstlos|reagiert|liegt (?:am|auf dem) boden',
    },
    {
      // A collapse in a shisha bar: carbon monoxide from the coals.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: 'shisha[a-z]*|wasserpfeife[n]?',
      context: 'umgekippt|ohnmächtig|bewusstlos|kollabiert|zusammengebrochen|zusammengeklappt|zusammengesackt|zusammengesunken|weggekippt|weggetreten|benommen|verwirrt|kaum (?:noch )?wach|nicht (?:mehr )?ansprechbar',
    },
    {
      // A large scald or burn on a baby or small child.
      category: 'burns',
      nearby: true,
      pattern: '(?:verbrühung|verbrennung)[a-z]* ~4 (?:des|vom|von meinem|von unserem|beim|bei meinem|bei unserem|meines|unseres) (?:baby|babys|säuglings|kleinen|kleinkind[a-z]*|sohn[e]?s?|tochter)|(?:baby|babys|säugling|kleinkind)[a-z]* ~5 (?:verbrüht|verbrannt)',
      context: 'handtellergroß[a-z]*|handflächengroß[a-z]*|großflächig[a-z]*|große[n]? blase[n]?|viele blasen|voller blasen|blasen|ganze[nrs]? (?:arm|bein|hand|brust|bauch|rücken|gesicht)|haut (?:löst|hängt|geht ab|ist weg)|gesicht|hals|genital[a-z]*|windelbereich',
    },

    {
      // A deep cut in the arm or thigh, made to make something stop.
      category: 'self_harm',
      nearby: true,
      pattern: `(?:mir|mich)${gap(4)} (?:in den|in die|den|die|ins|am|an den|an der) (?:arm|unterarm|arme|handgelenk[e]?|oberschenkel|bein|beine|pulsader[n]?) ~2 (?:geschnitten|aufgeschnitten|geritzt|gestochen)`,
      context: `wollte(?: (?:einfach|nur|halt|bloß|eben|doch))* (?:dass|das) (?:es|alles|der schmerz|das)(?: (?:endlich|einfach|nur))? aufhört|damit (?:es|alles) aufhört|(?:richtig|sehr|zu|ganz|so) tief|sterben|nicht mehr leben|absichtlich|mit absicht|extra|schon wieder|rasierklinge|klinge|(?:will|kann) (?:nicht|nich) mehr(?= [,.?]|$)`,
    },
    {
      // "She wants to go to Dad in heaven" with pills gathered or goodbyes nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:will|möchte|wolle|wollte|würde gern|würde gerne) ~4 (?:in den himmel|ins jenseits|ins grab|zu gott|bei gott sein|im himmel sein)',
      context: `(?:tabletten|pillen|medikamente|schlaftabletten|schmerzmittel)${gap(3)} (?:gesammelt|gehortet|gebunkert|zurückgelegt|gespart)|(?:gesammelt|gehortet|gebunkert|gespart)${gap(3)} (?:tabletten|pillen|medikamente|schlaftabletten)|strick|seil|waffe|pistole|brücke|abschied[a-z]*|verschenkt|testament|(?:alles|sachen) ~2 geregelt`,
    },
    {
      // A week's or a month's insulin or tablets taken or injected at once.
      category: 'overdose_poisoning',
      pattern: `(?:wochenration|wochendosis|monatsration|monatsvorrat|wochenvorrat|tagesration|ganze[n]? (?:pen|insulinpen|ampulle))${gap(4)} (?:auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|gespritzt|injiziert|genommen|geschluckt|eingenommen|erwischt)|(?:zehnfache|zehnfach|fünffache|dreifache|vierfache|zehnmal so viel) ~3 (?:insulin|dosis|menge|einheiten)|insulin ~3 (?:wochenration|monatsration)`,
      context: ANY_CLAUSE,
    },

    {
      // Kept out of the stroke list for its size: no feeling on one side, a limb that feels foreign
      // or lets everything drop, speech lost in dialect words.
      category: 'stroke',
      pattern: `(?:kein|keinerlei|null|kaum) gefühl (?:mehr )?(?:in der|im|in dem|in den|am|an der) ${SIDE} (?:körperhälfte|seite|gesichtshälfte|arm|bein|hand|gesicht|fuß|körperseite|wange)|${SIDE} (?:arm|bein|hand|fuß|seite|gesichtshälfte|körperhälfte) ~3 (?:wie (?:ein fremdkörper|tot|abgestorben|nicht (?:meine?r?|seine?r?|ihre?r?))|fühlt sich (?:fremd|tot) an)|${SIDE} (?:hand|arm) ~4 (?:lass|lässt|lasse|ließ) ~2 alles fallen|(?:lass|lässt|lasse|ließ) ~2 alles fallen ~4 ${SIDE} (?:hand|arm)|(?:kann|konnte) (?:nicht|nich|kaum) (?:mehr )?(?:richtig |klar |normal |deutlich )?(?:schwätzen|schwätze|babbeln|redn|schwatzen)|(?:nicht|nich|kaum) (?:mehr )?(?:richtig |klar |normal |deutlich )?(?:schwätzen|schwätze|babbeln|redn) (?:kann|konnte|könne|können)`,
      context: ANY_CLAUSE,
    },
    {
      // "Dass ich mir heute Nacht was antue": a time between the words (kept out of the full self-harm list).
      category: 'self_harm',
      pattern: '(?:mir|sich) (?:heute|heut|heute nacht|gleich|noch|bald|morgen) (?:etwas|was) (?:antue|antut|antun|anzutun|angetan)',
      context: ANY_CLAUSE,
    },

    {
      // A goodbye ("hab dich lieb, pass auf die Kinder auf") with "ich kann nicht mehr".
      category: 'self_harm',
      nearby: true,
      pattern: GOODBYE,
      context: `(?:kann|will|mag) (?:das )?(?:alles )?(?:einfach )?(?:nicht|nich) mehr(?= [,.?]|$)|halte? (?:es|das) (?:alles )?(?:nicht|nich) (?:mehr )?aus|keine kraft mehr|nicht mehr leben|sterben|(?:es|alles) ~3 vorbei(?! mit)|für immer`,
    },
    {
      // A threat to jump, said while standing at the window or on the roof.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:springt|springe|spring|stürzt sich|stürze mich|werfe mich|wirft sich) ~2 (?:vom|von der|aus dem|vor den|vor einen) (?:dach|balkon|fenster|brücke|hochhaus|zug|lkw)',
      context: '(?:steht|sitzt|stand|saß|klettert|kletterte) ~3 (?:schon )?(?:am|auf dem|auf der|im|aufs|auf die) (?:fenster|dach|balkon|fensterbrett|geländer|brüstung|brücke|fensterbank)|droht|gedroht|wenn (?:wir|ich|ihr|du|sie|man)',
    },
    {
      // Many tablets already taken and the wish to take more.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:will|möchte|werde|wollte) ~2 (?:noch )?(?:mehr|den rest|alle|die restlichen) (?:nehmen|schlucken|einwerfen)',
      context: '(?:\\d+|zehn|zwanzig|dreißig|viele|alle|ganze[n]?|eine ganze) (?:von den |von meinen )?(?:tabletten|pillen|schlaftabletten|packung|schachtel)',
    },
    {
      // One whole side numb, said as "links alles taub, Arm und Bein".
      category: 'stroke',
      pattern: `(?:links|rechts|linksseitig|rechtsseitig) (?:alles |ganz |komplett |völlig )?(?:taub|gelähmt|gefühllos|lahm|kraftlos)${listGap(2)} (?:arm|bein|gesicht|hand)|(?:arm und bein|bein und arm|gesicht und arm|arm und gesicht) ~2 (?:links|rechts) ~2 (?:taub|gelähmt|gefühllos|lahm|schwach|kraftlos)`,
      context: ANY_CLAUSE,
    },
    {
      // A headache that came all at once, said after the fact, with a stiff neck or vomiting.
      category: 'sudden_headache',
      nearby: true,
      pattern: `(?:kopfschmerz[a-z]*|kopfweh)${listGap(6)} (?:ganz |total |völlig )?(?:(?:ur)?plötzlich|schlagartig|aus dem nichts|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal)(?= [,.?]|$)`,
      context: 'nacken ~2 steif|steife[rn]? nacken|nackensteif[a-z]*|kotz[a-z]*|erbrech[a-z]*|erbricht|übergeb[a-z]*|(?:10|zehn) von (?:10|zehn)|schlimmst[a-z]*|unerträglich|verwirrt|bewusstlos|umgekippt|krampf[a-z]*|lichtempfindlich',
    },
    {
      // Grunting with each breath, or the skin drawn in at the neck or ribs.
      category: 'breathing',
      pattern: `(?:atmet|atmung|atemzug|atemzügen)${listGap(4)} (?:grunzen|grunzt|grunzend|stöhnen|stöhnt)|(?:grunzen|grunzt|stöhnt)${listGap(3)} (?:beim|bei jedem) (?:atmen|atemzug|ausatmen)|haut ~3 (?:unterm hals|am hals|zwischen den rippen|unter den rippen|am brustbein|über dem brustbein|über dem schlüsselbein) ~2 (?:zieht sich ein|zieht ein|eingezogen)`,
      context: ANY_CLAUSE,
    },
    {
      // Clothes or hair that caught fire, with a burn.
      category: 'burns',
      nearby: true,
      pattern: `(?:kleidung|bluse|hemd|pulli|pullover|jacke|kleid|haare|ärmel|shirt|hose|schürze|nachthemd|schlafanzug)${gap(3)} (?:angezündet|fing feuer|feuer gefangen|in flammen|brannte|entzündet|abgefackelt)|(?:feuer|flammen) gefangen`,
      context: 'verbrannt|verbrennung[a-z]*|brandwunde[n]?|blasen|haut',
    },
    {
      // Things dropped from one hand, or bumping into things on one side, come on suddenly.
      category: 'stroke',
      nearby: true,
      pattern: `(?:lässt|lasse|ließ|liess|lassen)${gap(4)} (?:aus der |mit der )?(?:linken|rechten) hand${gap(2)} fallen|(?:fällt|fallen|fiel|fielen)${gap(4)} aus der (?:linken|rechten) hand|(?:stößt|stoße|stieß|eckt|läuft|rennt|knallt)${gap(3)} (?:links|rechts|auf der linken seite|auf der rechten seite|mit der linken seite|mit der rechten seite)${gap(2)} (?:überall |ständig |dauernd )?(?:an|gegen)|(?:rempelt|rempel|remple|eckt|bleibt|hängt)${gap(3)} (?:links|rechts|auf der linken seite|auf der rechten seite|mit der linken seite|mit der rechten seite) ~2 (?:an|hängen|fest)|(?:übersieht|übersehe|ignoriert) ~3 (?:alles |sachen |dinge )?(?:auf der |von der )?(?:linken|rechten) seite`,
      // "seit heut Vormittag", "erkennt mich nicht richtig": the onset or the confusion said beside it.
      context: 'plötzlich|auf einmal|schlagartig|seit heute?|heute?|vormittag|nachmittag|seit dem (?:aufstehen|aufwachen|frühstück|mittagessen)|seit gestern|gestern|seit (?:einer|zwei|drei|\\d+) (?:stunden?|std)|gerade|grad|eben|jetzt|gesicht|sprache|spricht|lallt|mund|hängt|erkennt|verwirrt|durcheinander',
    },
    {
      // A smile or a grin that is crooked or moves one half of the face only ("grinst ganz schief", "nur eine Gesichtshälfte bewegt sich").
      category: 'stroke',
      nearby: true,
      pattern: `(?:grinst|grinste|grinsen|lacht|lachte|lachen|lächelt|lächelte|lächeln|pfeift|pfeifen) ~3 (?:schief|krumm|einseitig|verzogen|halbseitig|nur (?:noch )?(?:auf |mit )?(?:einer|der (?:linken|rechten)) (?:seite|hälfte|gesichtshälfte|gesichtsseite))|(?:bewegt|bewegen|rührt|hebt) sich nur (?:noch )?(?:eine|die (?:linke|rechte)) (?:gesichtshälfte|gesichtsseite|mundhälfte|mundseite|hälfte)|nur (?:eine|die (?:linke|rechte)) (?:gesichtshälfte|gesichtsseite|mundhälfte|mundseite|seite vom gesicht|seite des gesichts|hälfte vom gesicht|hälfte des gesichts) ~3 (?:bewegt|beweg|geht|zieht|macht|hebt|lacht|lächelt|grinst|funktioniert)|(?:schiefes|halbes|einseitiges) (?:grinsen|lächeln|lachen)`,
      context: 'plötzlich|auf einmal|schlagartig|seit|heute?|gerade|grad|eben|jetzt|vorhin|durcheinander|verwirrt|wirr|lallt|nuschel[a-z]*|spricht|redet|sprache|arm|bein|hand|schwach|taub|kribbel[a-z]*|schwindel[a-z]*|komisch|nicht wie sonst|hängt|sabber[a-z]*',
    },
    {
      // An arm or a leg that will not go up any more ("den linken Arm nicht mehr hochkriegen"), with a sudden onset or a sign of the face or speech.
      category: 'stroke',
      nearby: true,
      pattern: `${SIDE} (?:arm|bein|hand|fuß)${gap(4)} (?:nicht|nich|kaum) (?:mehr )?(?:richtig )?(?:hochkrieg[a-z]*|hochkriegt|hochbekomm[a-z]*|hochbekommt|hochheben|hochhebt|hochhalten|hochhält|anheben|anhebt|raufkrieg[a-z]*|raufbekomm[a-z]*|(?:hoch|rauf|nach oben|in die höhe) (?:krieg[a-z]*|bekomm[a-z]*|heben|hebt|halten|hält))|(?:krieg|kriege|kriegt|bekomme|bekommt|bring|bringe|bringt) ~2 (?:den|das|die|meinen|seinen|ihren|meine|seine|ihre) ${SIDE} (?:arm|bein|hand|fuß) (?:nicht|nich|kaum) (?:mehr )?(?:hoch|rauf|nach oben|in die höhe)`,
      context: 'plötzlich|auf einmal|schlagartig|gerade|grad|eben|vorhin|mund|mundwinkel|gesicht|sprache|spricht|redet|lallt|nuschel[a-z]*|schief|hängt|taub|kribbel[a-z]*|pelzig|verwirrt|durcheinander|sabber[a-z]*|rinnt|tropft|wasser',
    },
    {
      // A drink running out of one side of the mouth: the mouth does not close on that side.
      category: 'stroke',
      nearby: true,
      pattern: `(?:links|rechts|seitlich|auf einer seite|auf der (?:linken|rechten) seite|einseitig) ~2 (?:aus dem mund|aus dem mundwinkel|aus der lippe|am mund|am kinn) ~2 (?:rinnt|rann|läuft|lief|tropft|tropfte|fließt|floss|kommt|kam|sabbert)|(?:aus dem|am) (?:linken|rechten) mundwinkel ~2 (?:rinnt|rann|läuft|lief|tropft|tropfte|fließt|floss|raus|heraus)|(?:rinnt|rann|läuft|lief|tropft|tropfte|fließt|floss) ~3 (?:links|rechts|seitlich|auf einer seite|auf der (?:linken|rechten) seite) ~2 (?:aus dem mund|aus dem mundwinkel|am mund|am kinn)`,
      context: 'wasser|trink[a-z]*|getrunken|kaffee|tee|saft|suppe|getränk|zähneputzen|zähne putzen|zahnpasta|mundspülung|speichel|spucke|essen',
    },
    {
      // A swollen calf and sudden breathlessness or a stabbing pain on breathing: a clot in the lung.
      category: 'breathing',
      nearby: true,
      pattern: `(?:wade|bein|unterschenkel)${gap(3)} (?:ist |sind )?(?:ganz |total |richtig |sehr )?(?:dick|geschwollen|angeschwollen|schwillt|heiß und dick)|(?:dicke|geschwollene|angeschwollene)[snr]? (?:wade|bein|unterschenkel)`,
      context: `(?:schwer|kaum|keine|schlecht|wenig|nicht genug) luft|luftnot|atemnot|kurzatmig|außer atem|(?:sticht|stechen|stiche|schmerz[a-z]*|weh)${listGap(2)} beim (?:ein)?atmen|beim (?:ein)?atmen ~2 (?:sticht|stechen|weh)|japse[a-z]*|ringt nach luft`,
    },
    {
      // A headache that came at once and is extreme or never felt like this.
      category: 'sudden_headache',
      nearby: true,
      pattern: `(?:kopfschmerz[a-z]*|kopfweh)${listGap(3)} (?:ganz |total |völlig )?(?:(?:ur)?plötzlich|schlagartig|aus dem nichts|auf einmal|wie ein blitz)`,
      context: 'extrem|heftigst[a-z]*|stärkst[a-z]*|schlimmst[a-z]*|unerträglich|nie so|noch nie|wie ein (?:schlag|blitz|hammer|donnerschlag)|vernichtend|explodiert|explosion|platzt|(?:schreit|schreie|schreien|brüllt|brülle|heult|wimmert|weint|krümmt sich|krümme mich|windet sich|winde mich) vor (?:schmerz[a-z]*|kopfschmerz[a-z]*|kopfweh)|höllisch[a-z]*|wahnsinnig[a-z]*|rasend[a-z]*|mörderisch[a-z]*|nicht auszuhalten|kaum auszuhalten',
    },
    {
      // An infected wound or infection with shaking all over or the feeling of dying.
      category: 'sepsis',
      nearby: true,
      pattern: `(?:zitter[a-z]*|schüttel[a-z]*|bibber[a-z]*)${gap(2)} (?:am ganzen körper|wie verrückt|unkontrolliert|ohne ende|am ganzen leib)|(?:gefühl|angst|denke|glaube|fühlt sich an)${listGap(3)} (?:gleich |bald |jetzt )?(?:zu )?sterben|sterbe gleich|als (?:ob |würde )?(?:ich|er|sie) (?:gleich )?sterbe`,
      context: 'wunde|eitrig|eiter|entzünd[a-z]*|infekt[a-z]*|infiziert|op|operation|operiert|harnwegs[a-z]*|blasenentzündung|nierenbecken[a-z]*|lungenentzündung|fieber|rot und (?:heiß|geschwollen|dick)|roter streifen',
    },
    {
      // Waters leaking before 37 weeks, or with a fever or a foul smell.
      category: 'pregnancy',
      nearby: true,
      pattern: `fruchtwasser${gap(3)} (?:läuft|geht ab|abgegangen|tropft|ausgelaufen|verloren|kommt|rinnt)|(?:läuft|geht|ging|tropft|kommt|verliere|verlier) ~3 fruchtwasser|blasensprung|fruchtblase${gap(2)} (?:geplatzt|gesprungen|kaputt|aufgegangen)`,
      context: '(?:[12]?\\d|3[0-6]) (?:\\. )?(?:ssw|schwangerschaftswoche|woche)|(?:ssw|woche) (?:[12]?\\d|3[0-6])|frühchen|(?:viel )?zu früh|fieber|grünlich|grün|riecht|stinkt|blutig',
    },
    {
      // A small child pale with cold hands and feet, who will not walk any more or only whimpers.
      category: 'sick_child',
      nearby: true,
      pattern: `(?:blass|bleich|kreidebleich|grau)${listGap(4)} kalte (?:hände|füße|händchen|füßchen)|kalte (?:hände|füße)${listGap(4)} (?:blass|bleich|grau)|will nicht mehr laufen|läuft nicht mehr|jammert nur|wimmert nur|wimmert (?:die ganze zeit|ständig|leise)`,
      context: CHILD,
    },
    {
      // A goodbye that asks not to be searched for ("wir sollen ihn nicht suchen", "sucht mich nicht"), with the means, gifts or silence nearby.
      category: 'self_harm',
      nearby: true,
      pattern: NOT_SEARCHED,
      context: `verschenkt|weggegeben|vermacht|abschied[a-z]*|verabschiedet|[a-z]*waffe[n]?|[a-z]*gewehr[e]?|pistole|revolver|seil|strick|schlinge|tabletten|pillen|brücke|gleise[n]?|für immer|${UNREACHABLE}|tut mir leid|verzeiht|verzeih mir|danke für alles|(?:liebe|hab) euch ~2 lieb|testament|leb(?:t)? wohl|diagnose|sinnlos`,
    },
    {
      // "You won't see me again" or how it will be done, told to someone, with silence or the means nearby (C-SSRS: intent, plan).
      category: 'self_harm',
      nearby: true,
      // Not "eine Weile nicht wiedersehen" after a move: a time span makes it a parting, not a goodbye.
      pattern: `(?:(?:mich|ihn|sie|uns)(?: (?!lange |so lange |bald |erstmal |eine weile |monatelang |jahrelang |wochenlang )[a-z0-9']+){0,2} (?:(?:nie|nicht|nimmer) (?:mehr )?(?:wiedersehen|wieder sehen)|nie mehr sehen)|(?:sehen|seht|sieht) (?:uns|mich|ihn|sie) (?:nie|nicht) (?:mehr )?wieder)(?= [,.?]|$| und| werden| werde| wird| werdet| würde| würdet| würden)|(?:geschrieben|gesagt|geschildert|beschrieben|erzählt|angekündigt|geschickt)${listGap(4)} wie (?:er|sie|ich) (?:es|das|sich) (?:machen|tun|anstellen|umbringen|töten) (?:will|wird|möchte|würde|wollte)`,
      context: `${UNREACHABLE}|[a-z]*brief|zettel|letzte nachricht|wiedersehen|wie (?:er|sie|ich) (?:es|das) (?:machen|tun|anstellen)|abschied[a-z]*|verabschiedet|tabletten|pillen|seil|strick|brücke|gleise[n]?|[a-z]*waffe[n]?|[a-z]*gewehr[e]?|pistole|sterben|umbringen|für immer|verschenkt|tut mir leid|danke für alles`,
    },
    {
      // A clot in the lung: breathless or a stabbing pain on breathing after a long flight or journey, an operation, a cast or bed rest.
      category: 'breathing',
      nearby: true,
      pattern: `kurzatmig|außer atem|atemnot|luftnot|(?:schwer|kaum|schlecht|keine|wenig) luft|(?:stechen|sticht|stiche|stechende[nr]? schmerz[a-z]*|schmerz[a-z]*|weh)${listGap(2)} beim (?:tief )?(?:ein)?atmen|beim (?:tief )?(?:ein)?atmen ~2 (?:sticht|stechen|stiche|weh|schmerz[a-z]*)`,
      context: '[a-z]*flug|[a-z]*flüge[n]?|geflogen|flieger|langstrecke[a-z]*|busreise|busfahrt|[a-z]*autofahrt|stunden im (?:auto|bus|zug|flieger|flugzeug)|gips[a-z]*|bettlägerig|bettruhe|thrombose|embolie|wochenbett|nach der (?:op|operation|geburt)',
    },
    {
      // Hard to wake, described by what happens when you try: eyes open for a moment and shut, only a mumble, gone again at once.
      category: 'unconscious',
      nearby: true,
      pattern: `(?:schläft|pennt|nickt|dämmert|döst|ist|is|war|sackt)(?: (?:er|sie|dann|aber|halt)){0,2} (?:sofort|gleich|glei|direkt|jedes mal|immer) (?:wieder )?(?:ein|weg|zu|weggedämmert|weggekippt)(?= [,.?]|$| und)|(?:schläft|pennt|nickt|dämmert|döst)(?: (?:er|sie|dann|aber|halt)){0,2} (?:sofort |gleich |glei |direkt )?wieder (?:ein|weg)(?= [,.?]|$| und)|(?:schläft|pennt)(?: (?:er|sie|dann|aber|halt)){0,2} (?:sofort|gleich|glei|direkt) wieder(?= [,.?]|$| und)|(?:murmelt|brummt|stöhnt|brabbelt|nuschelt)(?: (?:er|sie))? (?:nur|bloß|höchstens)(?! (?:im schlaf|beim träumen))|reagiert(?: (?:er|sie))? (?:nur|bloß|höchstens) (?:noch )?auf (?:schmerz[a-z]*|kneifen|zwicken|rütteln|schütteln|kniff)`,
      context: 'weck[a-z]*|geweckt|rütt(?:e)?l[a-z]*|gerüttelt|schüttel[a-z]*|schüttle|geschüttelt|kneif[a-z]*|gekniffen|zwick[a-z]*|gezwickt|anspreche[n]?|angesprochen|(?:rufe|ruf|rufen) ~2 (?:ihn|sie|seinen|ihren)|wach (?:zu )?(?:kriegen|bekommen|machen)|wachzukriegen|wachzubekommen|(?:augen|augn) ~2 auf|wacht ~2 auf',
    },
    {
      // "Kaum wachzukriegen": barely wakeable, with a sign of how it looks or a setting nearby.
      category: 'unconscious',
      nearby: true,
      pattern: `(?:kaum|schwer|nur schwer|fast nicht|schlecht|nur mit mühe)(?: mehr| noch)? (?:wach zu kriegen|wachzukriegen|wach zu bekommen|wachzubekommen|zu wecken|weckbar|aufzuwecken|wach zu rütteln|wachzurütteln|wach zu kriegn)|lässt sich (?:kaum|schwer|nur schwer|schlecht) (?:mehr )?(?:wecken|aufwecken|wach machen|wachrütteln)`,
      context: '(?:sofort|gleich|direkt) wieder (?:ein|weg|zu)?|augen ~3 (?:auf|zu)|murmelt|brummt|stöhnt|nuschelt|lallt|röchel[a-z]*|schnarcht (?:komisch|laut|röchelnd)|atmet (?:kaum|flach|komisch|langsam|schwer|laut)|reagiert (?:kaum|nicht|nich|nur)|verwirrt|plötzlich|gestürzt|hingefallen|alkohol|tabletten|unterzucker[a-z]*|zucker (?:zu )?(?:niedrig|tief)|fieber|seit (?:\\d+|zwölf|vierzehn|zwanzig) stunden',
    },
    {
      // Someone found drowsy or collapsed near a stove, heater or engine.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `${CO_FUEL}${gap(3)} (?:gefunden|aufgefunden|vorgefunden|entdeckt|liegen sehen)|(?:gefunden|aufgefunden|vorgefunden|entdeckt) ~4 (?:im|in der|in seinem|in ihrem|neben dem|neben der|vor dem|am|bei|mit dem|mit der) ~2 ${CO_FUEL}`,
      context: CO_SYMPTOMS,
    },
    {
      // The one who came in gets the signs too ("ich bekomme jetzt auch Kopfschmerzen"), with a stove, heater or engine nearby.
      category: 'carbon_monoxide',
      nearby: true,
      pattern: `(?:ich|wir|mir|uns|mich)${gap(3)} (?:jetzt|nun|inzwischen|mittlerweile|selbst|selber) (?:auch|ebenfalls)${gap(2)} ${CO_SYMPTOMS}|(?:jetzt|nun|inzwischen|mittlerweile) (?:hab|habe|krieg|kriege|bekomme|bekomm|haben|kriegen|bekommen|ist|wird) (?:ich |wir |mir |uns )?(?:auch|ebenfalls|selbst|selber)${gap(2)} ${CO_SYMPTOMS}`,
      context: CO_FUEL,
    },
    {
      // "Told everyone I love them": a goodbye, with a plan, a time or a pet given away nearby.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:allen|jedem|jeden|uns allen|allen nochmal|allen noch einmal|(?:der|meiner|seiner|ihrer) (?:ganzen )?familie|(?:meinen|seinen|ihren) (?:eltern|kindern|freunden|geschwistern)|(?:meiner|seiner|ihrer) (?:mutter|mama)|(?:meinem|seinem|ihrem) (?:vater|papa)|meiner frau|meinem mann) ~3 (?:gesagt|geschrieben|geschickt|erzählt|mitgeteilt)(?: ,)? (?:dass|wie) (?:sehr )?(?:ich|er|sie) ~3 (?:liebe|liebt|lieb habe|lieb hab|lieb hat|liebhabe|liebhab|liebhat|gern habe|gern hat|gernhabe|dankbar bin|dankbar ist)',
      context: `${DESPAIR}|ist es (?:so ?weit|soweit)|(?:hund|katze|kater|hamster|haustier[e]?|vogel|meerschweinchen|kaninchen|pferd) ~5 (?:gebracht|gegeben|abgegeben|weggegeben|verschenkt|anvertraut|überlassen)|verschenkt|weggegeben|abschied[a-z]*|für immer|ein letztes mal|zum letzten mal|nicht mehr da`,
    },
    {
      // Upper belly pain with sweating or pain spreading: a heart attack as older people and diabetics have it.
      category: 'chest_pain',
      nearby: true,
      pattern: 'oberbauch ~4 (?:schmerz[a-z]*|weh|drück[a-z]*|druck)|oberbauchschmerz[a-z]*|(?:schmerz[a-z]*|druck|drücken|weh) ~3 (?:im|in den|am) oberbauch|(?:schmerz[a-z]*|druck|drückt|drücken|weh) ~3 (?:ganz |weit )?oben im bauch|(?:magengrube|magengegend) ~3 (?:schmerz[a-z]*|weh|drück[a-z]*|druck)|(?:schmerz[a-z]*|druck|drückt|drücken|weh) ~3 (?:in der|in die|an der) (?:magengrube|magengegend)',
      // Clammy ("klamm") is the lay word for a cold sweat.
      context: 'schwitzt|schwitze|schwitzen|geschwitzt|schweiß[a-z]*|kaltschweißig|verschwitzt|nassgeschwitzt|klamm|feuchtkalt|nasskalt|linken arm|linke schulter|kiefer|unterkiefer|schulterblatt|ausstrahl[a-z]*|atemnot|luftnot|kurzatmig|engegefühl',
    },
    {
      // Something small put in a baby's mouth, then no sound or turning blue: choking.
      category: 'breathing',
      nearby: true,
      pattern: '(?:wird|werden|wurde|ist|is|läuft|lief|färbt sich) ~3 (?:blau|lila|grau|bläulich)|(?:kommt|kam|bringt|gibt) ~2 (?:kein|keinen) (?:ton|laut|mucks)|(?:kein|keinen) (?:ton|laut|mucks) (?:mehr )?(?:raus|heraus|von sich)|(?:kann|konnte) ~2 (?:nicht|nich|kaum) (?:mehr )?(?:atmen|husten|schreien|weinen)',
      context: 'in den mund (?:gesteckt|genommen|geschoben|gestopft)|im mund (?:gehabt|hatte)|weintraube[n]?|traube[n]?|bonbon[s]?|lutscher|murmel[n]?|münze|geldstück|erdnüsse|erdnuss|nüsse|karottenstück|apfelstück|würstchen|wurststück|fleischstück|legostein|kaugummi|perle',
    },
    {
      // Many puffs of the reliever in an attack (ten without relief is the call for help).
      category: 'breathing',
      nearby: true,
      pattern: '(?:[6-9]|\\d\\d|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|zwanzig) (?:hübe|hüben|hub|sprühstöße[n]?|pumpstöße[n]?|stöße|puffs?|züge) ~3 (?:salbutamol|sultanol|ventolin|spray|notfallspray|asthmaspray|bedarfsspray|inhalator|berodual)?|(?:asthma ?anfall|asthmaanfall|asthmaattacke)[a-z]* ~2 (?:seit|schon seit|jetzt seit) (?:über |mehr als |fast |knapp |gut )?(?:[2-9]\\d|\\d{3}|\\d+ stunden|zwanzig|dreißig|vierzig|fünfzig|sechzig|einer halben stunde|ner halben stunde|einer stunde|ner stunde|stunden|einer dreiviertelstunde)',
      context: 'asthma ?anfall|asthmaanfall|asthmaattacke|anfall|attacke|(?:brust|brustkorb) ~3 (?:eng|zu|zugeschnürt)|eng|keine luft|kaum luft|wenig luft|luftnot|atemnot|keucht|japst|pfeift|pfeifen|(?:hilft|hilfe|wirkt|bringt) ~2 (?:nicht|nich|kaum|nix|nichts)|(?:nicht|nich|kaum) besser|weder liegen|nicht liegen|kaum sprechen|nicht sprechen',
    },
    {
      // Strong patches stuck on several at once or one over another.
      category: 'overdose_poisoning',
      pattern: '(?:fentanyl|schmerz|opioid|opiat|morphin|buprenorphin|nikotin|durogesic|norspan|transtec)pflaster ~4 (?:auf einmal|gleichzeitig|zusammen|übereinander|nebeneinander|zu viel|zu viele|doppelt|zusätzlich|extra) ~2 (?:geklebt|aufgeklebt|draufgeklebt|drauf|angeklebt|aufgebracht|aufgelegt|draufgemacht)|(?:zwei|drei|vier|fünf|mehrere|alle|[2-9]) (?:[a-z]+ )?(?:fentanyl|schmerz|opioid|opiat|morphin|buprenorphin|nikotin|durogesic|norspan|transtec)pflaster ~6 (?:geklebt|aufgeklebt|draufgeklebt|angeklebt|aufgebracht|aufgelegt|draufgemacht)',
      context: ANY_CLAUSE,
    },
    {
      // Holding the head after crying out, or saying it was never like this: a sudden headache.
      category: 'sudden_headache',
      nearby: true,
      pattern: '(?:hält|hielt|fasst|fasste|greift|griff|packt|packte) sich (?:an den |den |an |am |mit beiden händen (?:an den |den )?)(?:kopf|hinterkopf|schädel)|sich ~3 (?:an den|den|an|am) (?:kopf|hinterkopf|schädel) (?:gefasst|gehalten|gegriffen|gepackt)',
      context: 'aufgeschrien|schrie (?:laut )?auf|schreit (?:laut )?auf|aufschrei|(?:so ?was|so etwas|sowas|solche schmerzen|das) ~3 (?:noch )?nie|noch nie so|(?:ur)?plötzlich|schlagartig|auf einmal|erbricht|erbrochen|übergibt sich|übergeben|kotzt|gekotzt',
    },
    {
      // A blow like a hammer or thunder, with the head or migraine named nearby.
      category: 'sudden_headache',
      nearby: true,
      pattern: 'wie (?:ein|einen|nen|so ein|von einem|mit einem) (?:donnerschlag|hammerschlag|keulenschlag|axthieb|peitschenhieb|peitschenschlag|blitzschlag|schlag mit dem hammer)',
      context: 'kopf|kopfschmerz[a-z]*|kopfweh|migräne|schädel|hinterkopf',
    },
    {
      // Eyebrows or lashes burnt off, or a flame in the face: a burn of the face.
      category: 'burns',
      nearby: true,
      pattern: '(?:augenbrauen|wimpern|brauen|nasenhaare|barthaare|stirnhaare) ~3 (?:weg|ab|versengt|angesengt|abgesengt|abgefackelt|abgebrannt|verbrannt|verkohlt|verschmort|angekokelt)(?! gezupft| rasiert| gewachst)|(?:ins|in das|im|übers) gesicht ~2 (?:gezündet|geflammt|gefackelt|geschossen|explodiert|verpufft|gestichflammt)|(?:stichflamme|flamme[n]?|feuer|verpuffung|feuerball) ~4 (?:ins|in das|im|übers|über das) gesicht',
      context: 'grill[a-z]*|spiritus|brennspiritus|anzünder|grillanzünder|benzin|feuer[a-z]*|flamme[n]?|stichflamme|verpuffung|explo[a-z]*|gezündet|angezündet|entzündet|anzünden|brand|kamin|lagerfeuer|feuerschale|fackel|böller|rakete|gasflasche|gas|herd|fritteuse|öl|fett',
    },
    {
      // A hoarse voice after flames or smoke in the face: the airway is burnt.
      category: 'burns',
      nearby: true,
      pattern: 'heiser|heiserkeit|stimme ~3 (?:heiser|weg|rau|kratzig|komisch)',
      context: 'stichflamme|verpuffung|explo[a-z]*|(?:ins|in das|im|übers) gesicht ~2 (?:gezündet|geflammt|gefackelt|explodiert|verpufft)|rauch eingeatmet|qualm eingeatmet|rauchvergiftung|(?:augenbrauen|wimpern) ~3 (?:weg|ab|versengt|angesengt)|gesicht ~3 (?:verbrannt|verbrennung)|brand in|feuer in',
    },
    {
      // Standing on a bridge or a cliff and looking down at the water or the drop.
      category: 'self_harm',
      pattern: '(?:stehe|steh|sitze|sitz|stand|saß|bin) ~3 (?:auf der|auf einer|auf ner|an der|am|auf dem) (?:brücke|brückengeländer|geländer der brücke|bahnbrücke|autobahnbrücke|eisenbahnbrücke|staumauer|klippe|felskante|hochhausdach|dachkante)',
      context: '(?:schaue|schau|starre|gucke|guck|blicke|sehe|seh) ~3 (?:aufs|ins|auf das|in das|in die|in den|runter|hinunter|nach unten|hinab)|wasser|tiefe|abgrund|runter|hinunter|nach unten|springen|spring[a-z]*|fluss|gleise',
    },
    {
      // A gun taken out of its safe by someone who then sits alone with it.
      category: 'self_harm',
      nearby: true,
      pattern: '(?:waffe|pistole|gewehr|jagdgewehr|revolver|flinte|schrotflinte|dienstwaffe|jagdwaffe) ~4 (?:aus dem|aus der|ausm) (?:tresor|waffenschrank|waffentresor|schrank|safe|schublade|koffer) ~2 (?:geholt|genommen|rausgeholt|herausgeholt)|(?:waffe|pistole|gewehr|jagdgewehr|revolver|flinte|dienstwaffe) (?:in der hand|auf dem schoß|auf dem tisch neben sich|neben sich)',
      context: 'sitzt damit|sitzt mit (?:der|dem|ihr|ihm)|damit (?:im|in der|in seinem|in ihrem|auf dem|in die) [a-z]+|eingeschlossen|schließt sich ein|sperrt sich ein|allein|alleine|weint|betrunken|redet (?:nicht|nich|kaum)|spricht (?:nicht|nich|kaum)|antwortet (?:nicht|nich)|sagt (?:nichts|nix)|keinen sinn|nicht mehr leben|abschied[a-z]*|depressiv|depression',
    },
    {
      // Suddenly unable to do an everyday task (the phone, the coffee machine, dressing): sudden confusion.
      category: 'stroke',
      nearby: true,
      pattern: '(?:kann|konnte|weiß|wusste|findet|fand|kriegt|schafft) ~6 (?:nicht|nich|nimmer) (?:mehr )?(?:bedienen|benutzen|anziehen|zuknöpfen|aufschließen|anschalten|einschalten|wählen|die uhr lesen|lesen|schreiben|unterschreiben|zurecht|wie (?:das|die|der|man) ~2 (?:geht|funktioniert|bedient|benutzt))|(?:weiß|wusste) ~3 (?:nicht|nich) mehr,? wie (?:man|das|die|der|er|sie) ~3 (?:geht|funktioniert|bedient|benutzt|anzieht|macht|kocht)',
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|von jetzt auf gleich|seit (?:heute|vorhin|einer (?:halben )?stunde|\\d+ (?:minuten|stunden))|heute (?:morgen|mittag|früh|abend)|vorhin|eben noch|gestern (?:noch|war)|vor (?:einer|\\d+|zwei|drei) (?:stunde|stunden|minuten)',
    },
    {
      // An arm that cannot be held up, the FAST arm test told by a layperson ("kann den Arm nicht mehr oben halten").
      category: 'stroke',
      pattern: '(?:arm|arme|armen|hand) ~4 (?:nicht|nich|kaum) (?:mehr |lange |richtig ){0,2}(?:oben|hoch|hochgestreckt|ausgestreckt|in der luft|gerade) ~2 (?:halten|gehalten|behalten|lassen)|(?:arm|arme|armen|hand) ~4 (?:nicht|nich|kaum) (?:mehr |lange |richtig ){0,2}(?:obenhalten|hochhalten|oben zu halten|hoch zu halten)',
      context: ANY_CLAUSE,
    },
    {
      // An arm that drops or sinks when held up, with a sudden onset, one side or unclear speech nearby.
      category: 'stroke',
      nearby: true,
      pattern: '(?:arm|arme|hand) ~4 (?:fällt|fiel|sinkt|sank|sackt|sackte|kippt|rutscht|plumpst) ~2 (?:einfach |immer |gleich |sofort |wieder |dann )?(?:runter|herunter|nach unten|ab|weg)',
      context: '(?:ur)?plötzlich|auf einmal|schlagartig|seit (?:heute|vorhin|einer (?:halben )?stunde|\\d+ (?:minuten|stunden))|rechte[nrms]?|linke[nrms]?|einseitig|halbseitig|nuschel[a-z]*|lall[a-z]*|verwaschen|undeutlich|gesicht|mundwinkel|hängt|schief',
    },
    {
      // Slurred speech with a weak or drooping arm, hand or face, or one side named, nearby.
      category: 'stroke',
      nearby: true,
      pattern: 'nuschelt|nuscheln|nuschelte|genuschelt|lallt|lallte|(?:spricht|redet|sprache|aussprache) ~3 (?:verwaschen|undeutlich|unverständlich|komisch verwaschen)',
      context: '(?:arm|arme|hand|bein|gesicht|mundwinkel|mund|augenlid) ~4 (?:hängt|hängen|schief|taub|schwach|lahm|kraftlos|gelähmt|fällt|fiel|sinkt|sackt|runter|(?:nicht|nich|kaum) (?:mehr )?(?:heben|halten|bewegen|hoch|oben))|(?:rechte[nrs]?|linke[nrs]?) (?:seite|arm|hand|bein|gesicht|mundwinkel|körperhälfte)|halbseitig|einseitig',
    },
  ],
  clauseBreakers: ['aber', 'sondern', 'jedoch', 'doch', 'allerdings', 'trotzdem', 'außer', 'ausser', 'obwohl', 'während'],
  segmentBreakers: ['und', 'weil', 'dass', 'daher', 'deshalb', 'dann', 'denn', 'also', 'sodass', 'auch'],
  negationCues: ['kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nicht', 'nich', 'nie', 'niemals', 'ohne', 'weder', 'nichts', 'nix', 'keinerlei', 'nirgends', 'niemand', 'niemandem', 'niemanden', 'nimmer', 'nimma', 'ned',
    // Swiss and Austrian: "nöd", "nid", "kei", "ka", "koa" ("nüme" is left out: it also means "only").
    'nöd', 'nid', 'nüd', 'nöt', 'net', 'nümme', 'kei', 'keis', 'keini', 'koa', 'koane', 'koan', 'ka', 'kane'],
  pseudoNegations: [
    '(?:weiß|weiss|wissen|wusste) (?:ich |wir )?(?:nicht|nich)|keine ahnung|nicht (?:sicher|nur|ganz sicher|klar|genau)|kein zweifel|nicht schlimm(?:er)? als|nichtsdestotrotz|aus dem nichts|sonst (?:eigentlich )?nie',
  ],
  bridges: [
    'habe', 'hab', 'hat', 'hatte', 'hatten', 'haben', 'hätte', 'ich', 'er', 'sie', 'es', 'wir', 'man', 'mehr', 'die', 'der',
    'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'irgendwelche', 'irgendwelchen', 'irgendeine',
    'irgendein', 'spüre', 'spürt', 'fühle', 'fühlt', 'merke', 'merkt', 'bemerke', 'bemerkt', 'gespürt', 'gemerkt',
    'zeichen', 'anzeichen', 'symptome', 'so', 'sehr', 'starke', 'starken', 'stark', 'wirklich', 'richtig', 'richtige',
    'richtigen', 'mal', 'auch', 'gar', 'überhaupt', 'wieder', '(?:ur)?plötzliche', '(?:ur)?plötzlichen', 'echte', 'echten',
    'eigentlich', 'momentan', 'aktuell', 'derzeit', 'jetzt', 'gerade', 'bisher', 'mir', 'mich', 'sich', 'ist', 'sind',
    'war', 'waren', 'bin', 'wird', 'werden', 'beim', 'bei', 'am', 'im', 'in', 'von', 'hinweis', 'hinweise', 'unter',
    'akute', 'akuten', 'schlimme', 'schlimmen', 'neue', 'neuen', 'weitere', 'weiteren', 'besonderen', 'seit', 'heute',
    'bekommen', 'gehabt', 'mein', 'meine', 'sein', 'seine', 'ihr', 'ihre', 'typischen', 'typische', 'is', 'gewesen',
    'schwellung', 'schwellungen', 'probleme', 'beschwerden', 'schmerzen', 'zum', 'glück', 'dabei', 'danach', 'sonst', 'ne', 'nen', 'zu', 'groß', 'große', 'großen', 'an', 'ans', 'daran', 'denke', 'denk', 'gedacht',
    'gedanken', 'gedanke', 'impulse', 'drang', 'uns', 'euch', 'ihm', 'ihnen',
  ],
  disjunctions: ['oder', 'noch', 'bzw'],
  intensifiers: 'so (?:stark|schlimm|heftig|extrem)|wie (?:jetzt|heute|diese|dieses|diesen|gerade)|bis (?:heute|jetzt|gerade)',
  remotePast: 'vor (?:ca|circa|etwa|ungefähr|ungef|rund|gut|knapp|fast|bestimmt|so|schon|mehr als) (?:\\d+|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|[a-z]*zig|vielen|einigen|ein paar) (?:jahren|jahrzehnten|jahr|monaten)|^(?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|[a-z]*zig) (?:jahren|jahrzehnten)(?! alt)|in den (?:\\d0er[n]?|[a-z]+ziger[n]?)|mit (?:[1-9]|1\\d) (?:jahren )?(?:einmal|mal|schon|hatte|hab|habe|bin|war|wurde|lag|landete|musste)(?![a-z0-9])|vor (?:\\d+|einem|einer|zwei|zwoa|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|[a-z]*zig|[a-z]*ßig|zwanzig|vielen|einigen|ein paar|mehreren|etlichen|langer|über \\d+) (?:jahren|jahre|jahrn|jahr|johr|johre|johrn|monaten|monate|monat|jahrzehnten|jahrzehnt|zeit)|vor (?:langer zeit|jahren|jahrn|monaten|jahrzehnten)|(?:letztes|letzten|vergangenes|vergangenen|vorletztes|vorletzten) jahr|im letzten jahr|als (?:ich|er|sie|wir) (?:noch )?(?:ein )?(?:kind|klein|jung|baby|jugendlich[a-z]*|schwanger|student[a-z]*|teenager|teenie) (?:war|waren)|als (?:ich|er|sie|wir) (?:\\d|1\\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: jahre alt| jahre)? (?:war|waren)|als (?:kind|baby|kleinkind|jugendlich[a-z]*|teenager|teenie|säugling|schüler[a-z]*|student[a-z]*)|in (?:meiner|seiner|ihrer) (?:kindheit|jugend|schulzeit|studienzeit)|in der (?:pubertät|schulzeit|jugend)|im alter von \\d+|mit (?:\\d|1\\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn) (?:jahren|monaten)|mit (?:\\d|1\\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn) (?:einen|eine|ein|nen|ne|mal|hatte|hab|habe|hat|war|bin|ist|wurde|wegen|zwei|drei|vier|mehrere|einige|ein paar|mehrmals|öfter|öfters|häufig)|mit (?:[2-9]\\d)(?: jahren| jahre)? (?:einen|eine|ein|nen|ne|hatte|hat|hab|habe|war|wurde|wegen|lag|landete|musste|zwei|drei|vier|mehrere|einige|ein paar|mehrmals)|in (?:19|20)\\d\\d|im jahr (?:19|20)\\d\\d|(?:19[5-9]\\d|20[0-2]\\d)(?! ?[0-9])|(?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|[a-z]*zig|[a-z]*ßig|viele|ein paar|einige|etliche) (?:jahre|jahrzehnte) (?:her|zurück)|(?:ist|war|liegt) (?:schon |jetzt |auch )?(?:lange|ewig|jahre|jahrzehnte) (?:her|zurück)|(?:bei|in|nach) (?:der|meiner|ihrer) (?:letzten|ersten|vorigen|vorherigen|früheren|älteren) (?:schwangerschaft|geburt|entbindung)|beim (?:ersten|letzten|vorigen) kind|früher|vorgeschichte|in der vergangenheit|damals|ehemalig[a-z]*|vorerkrankung',
  recent: 'heute|jetzt(?! (?:schon |bald |fast |gut |über |genau )?[a-z0-9]+ (?:jahre|jahren|jahrzehnte|monate) (?:her|zurück))|gerade|grad|grade|eben|vorhin|momentan|aktuell|derzeit|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|gestern|letzte nacht|seit (?:heute|gestern|vorgestern|einer (?:halben )?stunde|\\d+ (?:minuten|stunden|tagen))|(?:^|(?!nie |nicht |nich |kein[a-z]* )[a-z\']+ )wieder|immer noch|noch immer|erneut',
  recovered: '(?:hat|habe|hab|haben) (?:er |sie |ich )?(?:noch|immer noch|davon noch) [a-z]*schmerzen|seit (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|vielen|einigen|mehreren|ein paar|etlichen) jahren ~3 (?:kein|keine|keinen|keinerlei|nichts|nix|nie|nicht) ~2 (?:mehr|reaktion|anfall|anfälle|beschwerden|probleme|vorfall)|(?:heute|jetzt|inzwischen|mittlerweile) (?:ist|bin|sind) (?:er |sie |ich |wir )?(?:wieder )?(?:fit|gesund|topfit|beschwerdefrei)|(?:seitdem|seither|danach|davon) ~2 (?:gesund|gut|nichts|nix|nie|keine|beschwerdefrei|symptomfrei|fit|clean|ruhe)|seitdem|seither|stabil|chronisch|bleibend[a-z]*|dauerhaft|folgeschaden|folgeschäden|restsymptom[a-z]*|nie wieder|nie mehr|(?:wieder|ganz|völlig|vollständig|komplett|gut|vollkommen) (?:gesund|erholt|fit|verheilt|ausgeheilt)|(?:hat|habe|hab|haben) (?:sich |mich )?(?:gut |wieder |komplett |vollständig |völlig )?erholt|ausgeheilt|verheilt|keine (?:beschwerden|folgen|probleme|symptome|schäden|folgeschäden|einschränkungen|spätfolgen)|(?:geht|ging) (?:es )?(?:mir|ihm|ihr|uns) (?:wieder |jetzt |seitdem )?(?:gut|bestens|super)|alles (?:ist |war )?(?:wieder )?(?:gut|ok|okay|in ordnung)|clean|beschwerdefrei|symptomfrei|anfallsfrei|krampffrei|rückfallfrei|(?:ist|war|liegt) (?:schon |jetzt |auch )?(?:lange|ewig|jahre|jahrzehnte|(?:\\d+|viele|ein paar|einige|zwei|drei|vier|fünf|zehn) jahre) her',
  afterEvent: '(?:mit|nach|von) (?:einer|einem|der|dem|meiner|meinem|seiner|seinem|ihrer|ihrem) (?:überstandenen|ausgeheilten|überlebten|früheren|zurückliegenden|damaligen)|(?:nach|seit|nachdem|überlebt|reha nach|erholt sich von|folgen|folge)(?: (?:einem|einer|seinem|seiner|meinem|meiner|ihrem|ihrer|dem|der|des)(?: [a-z\']+)?)?|(?:angst|sorge|furcht|panik) (?:vor|davor)(?: (?:einem|einer|dem|der|einen|eine|noch einem|noch einer|einem neuen|einer neuen))?|risiko (?:für|eines|einer|von)(?: (?:einen|eine|einem|einer))?|(?:vorbeugen|vorbeugung|vorsorge|prävention|prophylaxe|schutz|schützen) (?:gegen|vor)(?: (?:einen|eine|einem|einer))?|(?:nimmt|nehme|nehmen|nimmst|tabletten|medikament[a-z]*|mittel|blutverdünner|eliquis|xarelto|marcumar|lixiana|pradaxa|ass|aspirin|statin[a-z]*|prophylaxe|spritze|impfung) ~4 gegen(?: (?:einen|eine|einem|einer|neue[nr]?|weitere[nr]?))?',
  eventNouns: 'herzinfarkt|infarkt|schlaganfall|anfall|krampfanfall|überdosis|herzstillstand|verbrennung[a-z]*|gehirnerschütterung|sepsis|blutvergiftung|meningitis|hirnhautentzündung|anaphyla[a-z]*|allergische[rn]? schock|hirnblutung|hodentorsion|eileiterschwangerschaft|präeklampsie|vergiftung|kohlenmonoxid[a-z]*|fieberkrampf|fieberkrämpfe',
  questionOpeners: 'ab wann|bis wann|ab welche[mr]?|(?:ist|sind|wird|werden|kann|bekommt|kriegt|muss|darf|soll|sollte) man|was|wie|warum|wieso|weshalb|weswegen|wann|wo|wer|welche|welcher|welches|welchen|woran|wozu|wofür|wogegen|womit|wodurch|woher|wovon|worauf|worüber|wobei|inwiefern|(?:ist|sind|kann|können|darf|dürfen|soll|sollte|sollten|muss|müssen|gibt|hilft|helfen|hat|haben|bekommt|bekommen|kriegt|führt|führen|macht|machen|kommt|kommen|verursacht|verursachen|löst|lösen|stimmt|erhöht|senkt|schützt|verhindert|braucht|brauche|lohnt|wirkt|wirken|reicht|bedeutet|heißt) (?!nicht |nich |kaum |(?:ur)?plötzlich |ganz |total |sehr |so |seit |gerade |grad |jetzt |heute |auf einmal |schon |immer |völlig |wieder |noch |mein|sein|ihr|unser|kein|nix |nichts |stark|heftig|extrem|voll |mega |echt |wirklich |bewusstlos|verwirrt|schlapp|müde|blass|grau|blau|kalt|heiß|taub|schief|gelähmt|hohes |starke)[a-z]|erklär|erkläre|erklären|sag mir|sagen sie mir|nenn|nennen sie|ich möchte wissen|ich frage mich|frage|stimmt es|stimmt das|ab wann|ab welche[mnr]?',
  generalCues: '^(?:gehört|gehören|zählt|zählen)(?= (?!mein|sein|ihr|unser|zu (?:mein|sein|ihr|unser)))|(?:gehört|gehören|zählt|zählen) ~4 (?:dazu|darunter)|abkürzung|akronym|(?:sagt|nennt|bezeichnet|beschreibt) man|bei (?:einem|einer) (?:bewusstlosen|ohnmächtigen|leblosen|verletzten|verunfallten|ertrinkenden|krampfenden|betrunkenen)|(?:was|wofür|wofur) (?:heißt|bedeutet|steht) ~3 fast|woran erkennt man|(?:macht|machen|verursacht|verursachen|löst|lösen|bewirkt|bewirken) [a-z]+ (?:eigentlich|überhaupt|denn|genau)|was (?:mache|tue|tu|machen|tun) (?:ich|wir)|(?:erkenne|erkennt|merke|merkt|bemerke|bemerkt|sehe|sieht|weiß|weiss) (?:ich|man|wir) (?:, )?ob (?:ein|eine|einer|jemand|man|er|sie)|(?:immer|zwangsläufig|automatisch|unbedingt|jedes mal) (?:ein|eine|einen) [a-z]+(?= [,.?]|$)|(?:erkennen|merken|feststellen|bemerken) (?:, )?ob (?:ein|eine|einer|jemand|man)|als (?:lehrer[a-z]*|erzieher[a-z]*|trainer[a-z]*|pflegekraft|pfleger[a-z]*|sozialarbeiter[a-z]*|schulsozialarbeiter[a-z]*|betreuer[a-z]*|ausbilder[a-z]*|chef[a-z]*|vorgesetzte[rn]?)|(?:spreche|rede|sprechen|reden) (?:ich|wir|man) (?:mit|über)|ab welche[mnr]? (?:größe|grad|gradzahl|temperatur|fläche|alter|menge|dosis|stelle|dauer)|bei (?:einem|einer) (?:kind|baby|säugling|erwachsenen|person|patient[a-z]*|kleinkind)(?= [,.?]|$| [a-z]+ (?:ins|zum|in die))|(?:kann|können) (?:ich|wir|man) ~3 (?:helfen|unterstützen|beistehen)|helfe ich|unterstütze ich|anfühlen|verwechseln|verwechselt|kriterien|definition|klassifikation|score|einteilung|stadien|leitlinie[n]?|merkmale|was ~5 passiert(?= [,.?]|$)|wie man|typisch[a-z]*|in der regel|meistens|gewöhnlich|üblicherweise|generell|grundsätzlich|(?:wenn|falls) ~5 (?:bekommen|haben|kriegen|sein|werden) (?:sollte|sollten|würde|würden)|(?:wenn|falls) ~3 (?:einmal|mal|jemals|irgendwann)|falls|anzeichen|zeichen|symptome?|woran|(?:worauf|auf welche[a-z]*|auf was) ~4 (?:achten|aufpassen|beachten)|merke ich|merken wir|wie (?:sieht|sehen)|aussieht|aussehen|wie schnell|was passiert|passiert (?:da|dabei|bei|im)|im körper|wofür (?:steht|stehen|stand)|steht ~2 für|abkürzung|merkregel|merksatz|eselsbrücke|warnzeichen|ursachen?|ausgelöst|auslöser|verursach[a-z]*|risiko[a-z]*|wahrscheinlich[a-z]*|vorbeug[a-z]*|vorzubeug[a-z]*|verhindern|vermeiden|(?:schützt|schützen|schütze|bewahrt|bewahren) ~4 (?:vor|gegen)|senken|verringern|behandl[a-z]*|behandel[a-z]*|therapie|heilen|erkennen|erkennt|unterschied[a-z]*|erste hilfe|nebenwirkung[a-z]*|impf[a-z]*|häufig|normal|bedeutet|allgemein|normalerweise|was tun|was (?:soll|muss|kann) man|wie (?:benutzt|verwendet|hilft|reagiert|handelt|erkennt|versorgt|verbindet|lagert|stoppt|bringt|legt|dreht|beatmet|prüft|hebt|trägt) man|(?:merkt|erkennt|bemerkt|unterscheidet|macht|tut|misst|testet|behandelt|spricht) man|wenn (?:jemand|man|ein kind|ein baby|eine person)|jemand|jemandem|jemanden|eine person|menschen|leute|im fall|im falle|überleben|überlebt|genesung|erholung|kosten|kostet|wie viel|wieviel|wie viele|möglich|kann man|gefährlich[a-z]*|am (?:gefährlichsten|schlimmsten|häufigsten|besten)|zukunft|irgendwann|eines tages|angst (?:vor|davor|zu)|tests? auf|diagnos[a-z]*|wann sollte man|wann muss man|funktioniert|funktionieren|ansteckend|übertragbar|vererbbar|erblich|tödlich|folgen|spätfolgen|prognose|statistik|stimmt es|auslösen|auslöst|führen zu|führt zu|kommt von|kommen von|kinder|kindern|babys|schwangere[n]?|erwachsene[n]?|jugendliche[n]?|ältere[n]? menschen|senioren|männer[n]?|frauen|wie lange?|bis wann|dauert|dauern|patient[a-z]*|anwenden|anleitung|wie (?:setze|benutze|verwende|spritze|gebe|nutze) ich|erkenne|erkenn|übertragen|übertragung|ansteckung|steckt man sich|was (?:soll|muss|kann) ich (?:tun|machen)|sollte man|muss man|notfall|^(?:kann|können) (?:ein|eine|man|kinder|babys|kohlenmonoxid)(?= )|^(?:hilft|helfen|bekommt|bekommen|kriegt|führt|führen|macht|machen|kommt|kommen|verursacht|verursachen|löst|lösen|stimmt|erhöht|senkt|schützt|verhindert|braucht|lohnt|wirkt|wirken|reicht|bedeutet|heißt|sollte|soll|muss|darf|gibt)(?= (?!nicht |nich |kaum |(?:ur)?plötzlich |ganz |total |sehr |seit |gerade |grad |jetzt |heute |mein|sein|ihr|unser|mir |mich |ihm |ihn ))|ist das (?:schon |noch |denn )?(?:fieber|normal|gefährlich|schlimm|bedenklich)',
  personal: 'von (?:meinen|meiner) (?:[a-z]*tabletten|pillen|[a-z]*medikamente[n]?|[a-z]*mitteln|tropfen)|wenn ich|ob ich|fühl[e]? mich|ich (?:habe|hab|bin|glaube|denke|fühle|spüre)|(?:muss|soll|sollte|kann) ich(?! (?:einer|einem) (?:freundin|freund|person|kollegin|kollegen) (?:helfen|beistehen)| als [a-z]+(?: [a-z]+)? (?:erkennen|merken|ansprechen|reagieren|helfen|vorgehen|handeln|unterstützen)| (?:besonders |denn |dann |da |darauf |drauf )?(?:achten|aufpassen|beachten|vorbeugen|erkennen)| tun| machen| maximal| max| höchstens| am tag| pro tag| täglich| noch| zusammen| gleichzeitig| einem [a-z]+ (?:freund|freundin|menschen) (?:helfen|beistehen))|(?:mein|meine|meinem|meinen|meiner|meines|unser|unsere|unserem|unseren|unserer|unseres) [a-z]+ (?:hat|ist|wird|kann|hatte|war|is|sieht|spricht|redet|atmet|blutet|krampft|liegt|reagiert)|(?:dass|ob|weil) (?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|er|sie|ich|wir|du|mir|mich)(?!(?: [a-z]+){1,5} (?:haben|bekommen|kriegen|sein|werden)? ?(?:könnte|könnten|hätte|hätten|würde|würden|sollte)(?= [,.?]|$))|normal (?:, )?wenn (?:mein|meine|meinem|meinen|meiner|unser|unsere|er|sie|ich|mir)|(?:er|sie) (?:hat|ist|kann|wird|hatte|war)|bei mir(?! (?:einen|eine|ein|nen|ne|zu hause|daheim) )|bei uns|seit (?:gestern|heute|vorgestern|dem|der|einer|einem|\\d+|zwei|drei|vier|ein paar|mehreren|stunden|tagen)|jetzt|gerade|grad|momentan|hilfe|bitte|dringend',
  justHappened: 'gerade|grad|soeben|eben|vorhin|vor (?:ein paar|wenigen|\\d+|zwei|fünf|zehn|zwanzig|dreißig) minuten|vor einer (?:halben )?stunde|im moment|in diesem moment',
  selfHarmGeneric: 'einem [a-z]+ (?:freund|freundin|menschen|angehörigen|kind|jugendlichen)|ob (?:ein|eine) (?:freund|freundin|kollege|kollegin|bekannte[r]?|mitschüler[a-z]*|kumpel|schüler[a-z]*)|einer [a-z]+ (?:freundin|person)|jemand|jemandem|jemanden|eine person|einer person|menschen|leute|man|jugendliche[n]?|teenager[n]?|kinder[n]?|kindern|schüler[a-z]*|patient[a-z]*|betroffene[n]?|angehörige[n]?|einen freund|einer freundin|einem freund|männer[n]?|frauen|erwachsene[n]?|senioren|ältere[n]?',
  functionWords: ['ich', 'als', 'und', 'nicht', 'ist', 'das', 'die', 'der', 'den', 'dem', 'was', 'wie', 'wenn', 'mit', 'mein', 'meine', 'meinen', 'meiner', 'hat', 'habe', 'hab', 'auf', 'ein', 'eine', 'einen', 'sie', 'er', 'es', 'bin', 'tun', 'auch', 'sich', 'zu', 'kann', 'seit', 'aber', 'nach', 'noch', 'oder', 'bei', 'vor', 'mir', 'mich', 'sehr', 'jetzt', 'schon', 'soll', 'sind', 'wir', 'kein', 'keine', 'jemand', 'man', 'dass', 'gerade', 'heute', 'gestern', 'seine', 'ihre', 'ganz', 'immer',
    // Swiss and Austrian words no other language uses, so that a dialect sentence is read as German.
    'isch', 'het', 'hät', 'händ', 'hend', 'nöd', 'nid', 'kei', 'keis', 'üses', 'hod', 'hob', 'ned', 'mei', 'koa', 'bitz', 'chli', 'scho', 'gsi', 'nüt', 'nümme', 'nüme', 'nimma',
    // Berlin and SMS German ("hatte als kind ma ne meningitis, is jetz 20 jahre her, allet jut").
    'hatte', 'hatten', 'wurde', 'wird', 'ick', 'icke', 'jetz', 'nich', 'nen', 'allet', 'jut', 'det'],
  definitionPrefix: '(?:was (?:ist|sind|bedeutet|heißt|genau ist|versteht man unter)|was versteht man unter|erklär mir|erkläre mir|erklären sie mir|definition von)(?: (?:eigentlich|genau|denn|überhaupt|nochmal|so|bitte)){0,2}(?: (?:ein|eine|einen|der|die|das|den|dem|einer|einem))?',
  benign: {
    // Bleeding from the gums or the nose while pregnant is not bleeding in pregnancy.
    pregnancy: [{
      // A quiet spell, then the baby kicked hard again after a snack.
      all: ['(?:wie wild|kräftig|ordentlich|heftig|wieder|total) ~2 (?:getreten|gestrampelt|geboxt|geturnt|bewegt|tritt|strampelt|boxt|turnt)', 'dann|danach|nachdem|jetzt|inzwischen|mittlerweile|seitdem'],
      unless: 'blut[a-z]*|fruchtwasser|wehen|schmerz[a-z]*|immer weniger|wieder weniger|schwächer|flimmern|seit (?:gestern|zwei|drei|\\d+) (?:tag|tagen)|wieder (?:ruhig|still|weniger|nichts|nix)',
      scope: 'sentence',
    }, {
      all: ['zahnfleisch|nasenbluten|aus der nase|hämorrhoiden|zähneputzen'],
      unless: 'scheide|vaginal|unten|binde[n]?|vorlage[n]?|klumpen|unterleib|gebärmutter|bauchschmerz[a-z]*|krampf[a-z]*|flimmern|kopfschmerz[a-z]*',
    }, {
      // Fewer movements for a while, and now the baby kicks again as usual.
      all: ['(?:tritt|strampelt|boxt|bewegt sich|turnt|zappelt|kickt|rührt sich|regt sich) ~3 wieder|wieder ~3 (?:bewegungen|tritte|aktiv|bewegt|strampelt|tritt|boxt|turnt|zappelt)'],
      unless: 'blut[a-z]*|fruchtwasser|wehen|schmerz[a-z]*|immer weniger|wieder weniger|kaum|schwächer|gar nicht|keine|flimmern|seit (?:gestern|zwei|drei|\\d+) (?:tag|tagen)',
      scope: 'sentence',
    }],
    unconscious: [{
      // A faint at a blood test or a jab, awake again within seconds and talking normally.
      all: ['blutabnehmen|blutabnahme|blut abnehmen|blutspende[n]?|blut gesehen|spritze|impfung|piks|langem stehen|lange gestanden|hitze', '(?:nach|innerhalb|in) (?:ein paar|wenigen|einigen|\\d+|zwei|drei|fünf|zehn) sekunden ~2 (?:wieder )?(?:wach|da|bei sich|ansprechbar)|(?:sofort|gleich|direkt) wieder (?:wach|da|bei sich|ansprechbar)|(?:redet|spricht) (?:wieder )?(?:ganz )?normal'],
      unless: 'krampf[a-z]*|zuck[a-z]*|blau|brust|herz[a-z]*|aufgeschlagen|schwanger[a-z]*|verwirrt|nicht richtig|atmet (?:nicht|kaum|komisch)|(?:beim|nach dem) (?:sport|joggen|laufen|rennen|fußball|training)|(?:ur)?plötzlich ohne',
      scope: 'sentence',
    }, {
      // A toddler's breath-holding spell after crying, a fright or a fall, over within a minute (NHS,
      // "Breath-holding in babies and children").
      all: ['wegbleiben|weggeblieben|(?:bleibt|blieb) ~3 weg|affektkrampf|affektkrämpfe|wutkrampf|atem ?anhalte[a-z]*|(?:hält|hielt) ~3 (?:die )?luft an|luft angehalten|(?:hält|hielt) ~3 (?:den )?atem an|atem angehalten',
        '(?:nach|beim|vor) (?:dem )?(?:weinen|schreien|wut|wutanfall|schreck|erschrecken|hinfallen|trotzanfall|brüllen)|vor wut|geweint|geschrien|gebrüllt|erschrocken'],
      unless: 'länger als|(?:[2-9]|zwei|drei|vier|fünf|mehrere|paar) minuten|zuck[a-z]*|fieber|wacht nicht|nicht (?:mehr )?(?:ansprechbar|wach)|immer noch|noch immer|bleibt (?:blau|schlapp|schlaff)|atmet (?:immer noch )?(?:nicht|kaum)|verschluckt',
      scope: 'sentence',
    }, {
      all: ['angst|sorge|sorgen|befürchte[t]?|fürchte[t]?|bange|panik'],
      unless: 'liegt|lag|umgekippt|bewusstlos|reagiert|zusammengebrochen|gerade|jetzt|seit',
    }, {
      // A device that no longer reacts ("mein Handy reagiert nicht mehr").
      all: ['(?:handy|telefon|smartphone|computer|laptop|app|bildschirm|tablet|pc|fernbedienung|drucker|tastatur|maus|router|display|touchscreen|konsole|fernseher|programm|browser|seite|webseite|website|server|auto|motor) ~2 (?:reagiert|reagieren|reagierte|antwortet)'],
      unless: 'liegt (?:am|auf dem|auf der|regungslos|reglos|da|bewusstlos)|lag (?:am|auf dem|auf der|regungslos|reglos|da)|umgekippt|gesackt|zusammengesackt|weggesackt|weggekippt|zur seite|sitzt|saß|hockt|(?:wenn|als) (?:ich|wir|man) ~3 (?:klopfe|klopfen|anspreche|ansprechen|rufe|rufen|rüttle|rütteln)|(?:auf|bei) (?:ansprechen|ansprache|rütteln|schütteln|kneifen|zwicken|schmerz[a-z]*|rufen)|bewusstlos|atmet|zusammengebrochen|ohnmächtig|puls|gefallen|gestürzt|augen',
    }],
    stroke: [{
      // The FAST test read or heard about, with no sign of one's own.
      all: ['fast ?test', 'gelesen|gehört|gesehen|gelernt|erklärt|kurs|schule|unterricht|artikel|zeitung|plakat|broschüre|woran erkennt man'],
      unless: '(?:ur)?plötzlich|auf einmal|schlagartig|jetzt|gerade|grad|heute|gesicht|mund[a-z]*|sprach[a-z]*|spricht|redet|lallt|taub|gelähmt|verwirrt|arm|hand|bein|hängt|schief|mein[a-z]*|sein[a-z]*|ihr[a-z]*',
      scope: 'sentence',
    }, {
      // Muddled talk that a known dementia has brought for years, with no sudden change.
      all: ['demenz|dement[a-z]*|alzheimer', 'seit (?:jahren|monaten|langem)|oft|immer|abends'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|schlagartig|heute|seit (?:einer|\\d+) (?:stunde|minuten|min)|gesicht|mund[a-z]*|hängt|schief|arm|bein|hand|taub|gelähmt|kippt|fällt|sieht|sehen',
      scope: 'sentence',
    }, {
      // A stroke risk to check or prevent, with no sign described.
      all: ['(?:schlaganfall|hirnschlag|hirninfarkt)[a-z]* ?(?:risiko|vorsorge|prävention|prophylaxe|gefahr)'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|jetzt|gerade|grad|seit|gesicht|mund[a-z]*|sprach[a-z]*|spricht|redet|lallt|taub|gelähmt|verwirrt|arm|hand|bein|sieht|sehen|hängt|schief',
      scope: 'sentence',
    }, {
      // Walking crooked because of a shoe, a blister or a sore joint.
      all: ['(?:neue[nrms]?|enge[nrms]?|falsche[nrms]?|drückende[nrms]?|kaputte[nrms]?|(?:dem|den|die|meine[nm]?|seine[nm]?|ihre[nm]?) neuen) (?:schuh[a-z]*|stiefel[n]?|sneaker[s]?|wanderschuh[a-z]*)|(?:schuh[a-z]*|stiefel[n]?) ~3 (?:drück[a-z]*|scheuert|scheuern|eng|zu klein|zu groß)|ferse|blase[n]? am fuß|hühnerauge|einlage[n]?|umgeknickt|verstaucht|zerrung|muskelkater|knie ~3 (?:weh|schmerz[a-z]*)|hüfte ~3 (?:weh|schmerz[a-z]*)|(?:knie|hüft|fuß|fersen|rücken)schmerz[a-z]*'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|gesicht|mund[a-z]*|sprach[a-z]*|spricht|redet|reden|wörter|worte|lallt|taub|kraftlos|gelähmt|verwirrt|sieht|sehen|doppelt|arm|hand|schwindel[a-z]*|seit (?:heute|einer (?:halben )?stunde|\\d+ (?:minuten|stunden))',
      scope: 'sentence',
    }, {
      // A lopsided mouth after a dental anaesthetic, with arm strength and speech said to be normal.
      all: ['zahnarzt|zahnärzt[a-z]*|zahnbehandlung|zahn ?op|zahnspritze|zahnarztspritze|betäubung[a-z]*|betäubungsspritze|lokalanästhesie|narkose|wurzelbehandlung|weisheitszahn|kieferchirurg[a-z]*', '(?:kein|keine|keinen|ohne) (?:schwäche|lähmung|taubheit[a-z]*|kraftverlust|probleme) ~3 (?:arm|arme|armen|bein|beine|beinen|hand|händen)|(?:kein|keine) (?:lähmung|schwäche)|(?:arm|arme|beine|hände|kraft) ~5 (?:normal|gleich|kräftig|ok|okay|in ordnung)|(?:spricht|redet|sprache) ~3 (?:normal|klar|deutlich|ganz normal)'],
      unless: 'nuschel[a-z]*|lall[a-z]*|verwirrt|doppelt|sieht ~3 (?:nicht|schlecht)|schwindel[a-z]*|seit (?:tagen|wochen)|immer noch|noch immer|hängt (?:der|die|das|sein|ihr) (?:arm|bein)|kann ~3 (?:arm|bein|hand) ~3 (?:nicht|kaum)|kopfschmerz[a-z]*',
      scope: 'sentence',
    }, {
      // A hand or foot gone to sleep, gone after shaking it: nerves pressed, not a stroke.
      all: ['eingeschlafen|kribbel[a-z]*|pelzig|taub', 'schüttel[a-z]*|karpaltunnel|drauf gelegen|draufgelegen|falsch gelegen|(?:nach|in) (?:ner|einer|ein paar|wenigen) (?:minute|minuten) (?:wieder )?weg'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|heute|gesicht|mund|sprach[a-z]*|spricht|redet|sehen|seite|körperhälfte|seit (?:einer|\\d+|zwei|drei) (?:stunde|stunden|minuten)|schwach|lahm|gelähmt|hängt|schief|bleibt',
      scope: 'sentence',
    }, {
      // An eyelid or brow lower after Botox or a filler: a known effect of the injection.
      all: ['botox|botulinum[a-z]*|faltenbehandlung|faltenunterspritzung|filler|hyaluron[a-z]*|unterspritz[a-z]*', '(?:augenlid|augenlider|lid|lider|augenbraue[n]?) ~4 (?:hängt|hängen|hing|hingen|tiefer|schwer)|hängende[sn]? (?:augenlid|lid|augenbraue)|(?:hängt|hängen|hing|hingen) ~3 (?:sein |ihr |mein |das |der |die )?(?:augenlid|augenlider|lid|augenbraue[n]?)'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|auf oamoi|uf eimal|schlagartig|arm|bein|hand|mundwinkel|mund|undeutlich|verwaschen|lallt|nuschel[a-z]*|verwirrt|doppelt|taub|schwindel[a-z]*|kopfschmerz[a-z]*|schluck[a-z]*|atm[a-z]*|luft|schwäche',
      scope: 'sentence',
    }, {
      // An eyelid drooping a little when tired, nothing sudden.
      all: ['(?:augenlid|augenlider|lid|lider) ~4 (?:hängt|hängen)|hängende[sn]? (?:augenlid|lid)', 'wenn (?:ich|er|sie) müde|abends|bei müdigkeit|seit (?:wochen|monaten|jahren)|manchmal|ab und zu|immer mal'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|gestern|einer|\\d+ (?:stunden|minuten))|arm|bein|hand|sprach[a-z]*|spricht|redet|doppelt|kopfschmerz[a-z]*|gesicht|mund|mundwinkel|taub|schwindel[a-z]*',
      scope: 'sentence',
    }, {
      // Already in hospital: a question about a visit, a gift or the stay.
      all: ['(?:ist|is|liegt|lag|sind|bleibt) (?:jetzt |schon |noch |seitdem |seit gestern |gerade )?(?:im|auf der|in der) (?:spital|krankenhaus|klinik|stroke unit|stroke ?unit|intensivstation|intensiv|reha|kardiologie|neurologie)'],
      unless: 'wieder|erneut|schon wieder|verschlechtert|schlimmer|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|zu ?hause|daheim|entlassen',
      scope: 'sentence',
    }, {
      // A limb that went to sleep from lying on it, normal again.
      all: ['(?:nach dem|vom|beim) (?:schlafen|liegen|sitzen|draufliegen|schneidersitz)|eingeschlafen|ausgeschüttelt|ausschütteln|drauf gelegen|draufgelegen', '(?:heute|jetzt|inzwischen|wieder|danach|dann) ~3 (?:alles )?(?:normal|weg|gut|vorbei|ok)|(?:war|ist|ging) ~2 (?:wieder )?weg'],
      unless: 'gesicht|mund|sprach[a-z]*|spricht|redet|sehen|sieht|verwirrt|immer noch|noch immer|(?:ur)?plötzlich|schwäche|gelähmt|lähmung|hängt|schief|kommt (?:immer )?wieder',
      scope: 'sentence',
    }, {
      // Unclear speech from loose dentures, put right.
      all: ['zahnprothese|prothese|gebiss|dritten zähne|zahnspange|aufbissschiene', '(?:wieder|jetzt|alles) ~3 (?:gut|normal|ok|weg)|weil|wegen'],
      unless: 'arm|bein|hand|gesicht|hängt|schief|sehen|sieht|verwirrt|(?:ur)?plötzlich|immer noch|noch immer|taub|gelähmt',
      scope: 'sentence',
    }, {
      // A toddler's speech still developing.
      all: ['(?:lallt|nuschelt|spricht|redet) ~3 noch|sprachentwicklung|logopäd[a-z]*|lispelt|stottert'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|gestern|einer|\\d+ (?:stunden|minuten))|gesicht|arm|bein|hängt|schief|gelähmt|taub|nicht mehr|wieder',
    }, {
      all: ['wein|bier|alkohol|getrunken|betrunken|besoffen|promille|schnaps|sekt|wenn (?:er|sie|ich) müde (?:ist|bin|wird|werde)|manchmal|ab und zu|gelegentlich'],
      unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schlagartig|seit (?:heute|gestern|einer|\\d+)|gesicht|mund|arm|bein|hand|hängt|schief|taub|gelähmt|lähmung|nichts getrunken|nicht getrunken|nix getrunken|kein alkohol|keinen alkohol|keinen tropfen|nüchtern|sieht|sehen|auge|verwirrt|schlaganfall',
    }],
    sudden_headache: [{
      // "Mein Kopf explodiert gleich" over paperwork or noise: a figure of speech.
      all: ['(?:kopf|schädel) ~3 (?:explodiert|platzt)|(?:explodiert|platzt) ~2 (?:der |mein |mir der |mir mein )?(?:kopf|schädel)', 'wegen (?:der|dem|den|des|meiner|meinem|meinen|all|dieser|diesem|diesen) [a-z]+|vor lauter [a-z]+|vor (?:stress|arbeit|lärm|nachdenken|infos|informationen|zahlen|[a-z]*kram|papierkram|bürokratie|formularen|hausaufgaben|lernen|mathe|[a-z]*mails|terminen)|(?:bei|beim) (?:dem |den |der |all dem |all den )?(?:ganzen |vielen )?(?:[a-z]*kram|steuer[a-z]*|formular[a-z]*|hausaufgabe[n]?|mathe|lernen|[a-z]*rechnung|[a-z]*mails|lärm)|stress[a-z]*|überfordert|überforderung'],
      unless: 'kopfschmerz[a-z]*|kopfweh|schmerz[a-z]*|weh|übel|erbrech[a-z]*|erbricht|kotz[a-z]*|nacken|(?:ur)?plötzlich|schlagartig|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|knall|schwindel[a-z]*',
    }, {
      // An ice-cream headache, gone in seconds.
      all: ['eisessen|eis gegessen|beim eis|(?:hirn|gehirn)frost|brain freeze|kalte[ns]? (?:getränk|eis|wasser)|slush[a-z]*|(?:nach|in|innerhalb) (?:\\d+|ein paar|wenigen|zehn|dreißig) sekunden ~3 (?:weg|vorbei)'],
      unless: 'immer noch|noch immer|nacken|erbrech[a-z]*|erbricht|schlimmste[rn]?|stärkste[rn]?|verwirrt|bewusst[a-z]*|seit (?:einer|\\d+) (?:stunde|minuten)|sehen|sieht|taub',
      scope: 'sentence',
    }, {
      // A hangover headache, or one already gone.
      all: ['kater|verkatert|(?:jetzt|inzwischen|mittlerweile|heute) (?:ist es |sind sie |geht es )?(?:wieder )?(?:gut|weg|besser|vorbei)'],
      unless: '(?:ur)?plötzlich|schlagartig|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|explo[a-z]*|knall[a-z]*|donner[a-z]*|blitz[a-z]*|nacken|erbrech[a-z]*|erbricht|sekunden|minute|aus dem nichts|immer noch|noch immer',
    }, {
      // A crack or pop in the head each time the jaw moves: the jaw joint, not a bleed.
      all: ['(?:wenn|sobald|immer wenn|jedes mal wenn) ~3 (?:den |meinen |seinen |ihren )?(?:kiefer|mund) ~2 (?:bewege|bewegt|öffne|öffnet|aufmache|aufmacht|schließe|kaue|kaut)|beim (?:kauen|gähnen|mund öffnen|mundöffnen)|kiefergelenk[a-z]*|kieferknacken|cmd'],
      unless: '(?:ur)?plötzlich|schlagartig|auf einmal|seitdem|schlimmste[rn]?|stärkste[rn]?|noch nie|erbrech[a-z]*|erbricht|kotzt|nacken|verwirrt|bewusst[a-z]*|sehe|sieht|taub|lähm[a-z]*|unerträglich',
    }],
    other_emergency: [{
      // A moment of confusion or faintness after heat or a sauna, well again now.
      all: ['kurz|kurzzeitig|sekundenlang|einen moment|beim aufstehen|vom aufstehen', '(?:jetzt|inzwischen|mittlerweile|danach|dann|seitdem) ~2 (?:wieder )?(?:gut|ok|okay|normal|fit|klar|besser|weg)|(?:sofort|gleich|direkt) wieder (?:wach|da|klar|bei sich|ansprechbar)'],
      // Water drunk afterwards is not water breathed in.
      unless: 'immer noch|noch immer|weiterhin|nicht (?:mehr )?(?:ansprechbar|wach)|krampf[a-z]*|bewusstlos|glühend|kochend|schwitzt (?:nicht|nich)|erbricht|wird (?:immer )?(?:schlimmer|schlechter)|wasser(?! (?:getrunken|trinken|gegeben|bekommen))|ertrunken|pool|see',
      scope: 'sentence',
    }, {
      // A low fall, up again at once, walking and laughing.
      all: ['(?:steht|stand) (?:sofort |gleich |direkt |wieder )?auf|läuft (?:normal|herum|rum|wieder)|spielt (?:weiter|wieder|normal)|lacht|(?:geht|ging) (?:es )?(?:ihm|ihr) gut', 'gefallen|gestürzt|runtergefallen|hingefallen'],
      unless: 'bewusstlos|ohnmächtig|erbricht|kotzt|kopf|blut[a-z]*|kann (?:nicht|nich)|schmerz[a-z]*|weint|schreit|schief|steht ab|gebrochen|verwirrt|(?:[2-9]|\\d\\d|zwei|drei|vier|fünf|sechs|zehn) (?:meter|m|stockwerk[a-z]*)|stock|balkon|dach|gerüst|fenster|leiter',
      scope: 'sentence',
    }, {
      // A fall of a step or two, with a bruise at most.
      all: ['nur (?:ein paar|zwei|drei|wenige|die letzten|die untersten|eine|die letzte) (?:stufen|stufe|sprossen|sprosse|zentimeter)|nur (?:ein |einen )?(?:blauer fleck|blauen fleck|prellung|schürfwunde|kratzer)'],
      unless: 'bewusstlos|blut[a-z]*|(?:kann|konnte) ~2 (?:nicht|nich|kaum) ~2 (?:aufstehen|laufen|bewegen|auftreten)|gebrochen|wirbelsäule|nacken|kopf|taub|gelähmt|verwirrt|starke[n]? schmerz[a-z]*|marcumar|blutverdünner',
      scope: 'sentence',
    }, {
      // A fall with a graze only, the head and a faint each denied and every limb moving ("nicht auf den Kopf, war nicht bewusstlos").
      all: ['nur (?:das |die |den |der |ein |eine |einen |am |an der |an den )?(?:[a-z]+ )?(?:aufgeschürft|abgeschürft|geschürft|zerkratzt)|nur (?:ein paar |paar |eine |ne )?(?:kratzer|schrammen|schürfwunde[n]?)', '(?:kann|konnte) ~2 (?:alles|arme und beine|alle gliedmaßen|alle glieder|sich) ~2 (?:normal |ganz normal )?(?:bewegen|laufen)|läuft (?:normal|herum|rum)|(?:nicht|nich|ned|net) (?:auf den kopf|bewusstlos|ohnmächtig)'],
      unless: '(?:auf|an|mit|gegen|über) (?:den |dem |das |seinen |ihren |meinen )?kopf|kopf ~3 (?:aufgeschlagen|geknallt|gestoßen|blutet|weh)|kopfweh|kopfschmerz[a-z]*|bewusstlos|ohnmächtig|erbricht|erbrochen|kotzt|blut[a-z]*|(?:kann|konnte) ~2 (?:nicht|nich|kaum) ~2 (?:aufstehen|laufen|bewegen|auftreten)|gebrochen|wirbelsäule|nacken|rücken|taub|gelähmt|verwirrt|schläfrig|starke[n]? schmerz[a-z]*|marcumar|blutverdünner|(?:[2-9]|\\d\\d|zwei|drei|vier|fünf|sechs|zehn) (?:meter|m|stockwerk[a-z]*)|balkon|dach|gerüst|fenster',
      scope: 'sentence',
    }, {
      // The ambulance has been and gone: the person is in hospital now.
      all: ['(?:ist|liegt|sind|wurde|wird) (?:jetzt |schon |inzwischen |mittlerweile |gut )?(?:im krankenhaus|in der klinik|im spital|auf station|auf der intensiv[a-z]*|versorgt|eingeliefert|operiert)'],
      unless: 'noch nicht da|unterwegs|warten|wartet|bis (?:der|die) (?:krankenwagen|notarzt|rettung)|blutet|bewusstlos|atmet|wieder',
      scope: 'sentence',
    }],
    // A heavy period with a faint is an emergency (NHS: heavy bleeding and feeling faint).
    severe_bleeding: [{all: ['periode|regelblutung|regel|menstruation|(?:meine|ihre|die|seine) tage|zahnfleisch|zähneputzen|zahnbürste|schmierblutung|eisen|eisentabletten|kohletabletten|lakritz|heidelbeer[a-z]*|blaubeer[a-z]*|rote bete'], unless: 'schwindel[a-z]*|schwindlig|schwindelig|ohnmächtig|ohnmacht|umgekippt|schwarz vor augen|kollabiert|kreislauf'}, {
      // A plaster soaked on a small graze or cut: change it.
      all: ['pflaster|pflästerchen', 'kleine[rn]?|schürfwunde|kratzer|wechseln|neues'],
      unless: 'hört ~3 (?:nicht|nich) auf|stark|spritzt|pulsiert|viel blut|marcumar|blutverdünner[a-z]*|xarelto|eliquis|schwindel[a-z]*|schwindlig|blass|tief|klafft|handtuch|verband|immer noch|noch immer|seit (?:einer|\\d+) (?:stunde|minuten)',
      scope: 'sentence',
    }],
    seizure: [{
      // A jerk of the body while falling asleep that wakes the sleeper: a sleep start, not a fit.
      all: ['beim einschlafen|kurz vor dem einschlafen|im halbschlaf|einschlafzuck[a-z]*', '(?:wache|wacht|werde|wird|schrecke|schreckt) ~3 (?:auf|wach|hoch)|manchmal|ab und zu|harmlos'],
      unless: 'steif|blau|schaum|verdreht|reagiert (?:nicht|kaum)|ansprechbar|minuten|hört nicht auf|atmet (?:nicht|kaum|schwer)|schlapp|schlaff|wacht (?:nicht|kaum)|eingenässt|zunge|verwirrt|baby|säugling|fieber|epilep[a-z]*|anfall|gestürzt|verletzt',
      scope: 'sentence',
    }, {
      // Twitching in sleep, woken up happy and drinking: sleep jerks, not a fit.
      all: ['im schlaf|beim einschlafen|[a-z]*schlafzuck[a-z]*|im traum', 'fröhlich|munter|trinkt (?:gut|normal)|lacht|schläft (?:gleich |sofort )?weiter|ganz normal|wie immer'],
      unless: 'steif|blau|schaum|verdreht|reagiert (?:nicht|kaum)|ansprechbar|minuten|hört nicht auf|atmet (?:nicht|kaum|schwer)|schlapp|schlaff|wacht (?:nicht|kaum)|am ganzen körper',
      scope: 'sentence',
    }, {
      all: ['wade[n]?|waden[a-z]*|bein|beine|fuß|füße|zehe[n]?|zeh|zehs|magen|bauch|muskel[a-z]*|darm|nacken|rücken|hand|finger|gebärmutter|unterleib|herz|brust|zusammen'],
      // Arms and legs flailing, or a collapse, is a fit however the limbs are named.
      unless: 'körper|fieber|bewusstlos|zuck[a-z]*|gezuckt|augen|schaum|[a-z]*anfall|[a-z]*anfälle|epilep[a-z]*|baby|kind|reagiert|ansprechbar|zunge|war weg|weggetreten|ohnmächtig|arme und beine|beine und arme|um sich|(?:arme|beine) ~2 (?:schlagen|zappeln|zucken|fliegen)|umgekippt|zusammengebrochen|zusammengesackt|kollabiert|vom stuhl (?:gefallen|gekippt|gerutscht)',
    }, {
      // A known epilepsy's usual seizure, short and over, the person themselves again (NHS: 999 for a
      // first one, one over 5 minutes, one after another, an injury or trouble breathing).
      all: ['epilep[a-z]*|(?:wie|so wie) (?:immer|sonst|üblich|gewohnt)|bekannte[rn]? (?:epilepsie|anfall|anfälle|anfallsleiden)|(?:seine|ihre|meine)[rn]? (?:übliche[rn]?|typische[rn]?) (?:anfall|anfälle)',
        '(?:wieder|jetzt|danach|inzwischen) ~3 (?:fit|normal|gut|wach|ansprechbar|ok|okay|klar|ganz die alte|ganz der alte|munter|(?:er|sie) selbst)|nach (?:\\d|einer|zwei|drei|ein paar|wenigen) (?:minute[n]?|sekunden) (?:vorbei|aufgehört|war es vorbei|war er wieder da|war sie wieder da)'],
      unless: 'erste[rns]?|zum ersten mal|erstmals|erstmalig|(?:[5-9]|\\d\\d|fünf|sechs|sieben|acht|neun|zehn|viele) minuten|länger als|hört nicht auf|noch immer|immer noch|hintereinander|noch einen|zweite[rn]?|dritte[rn]?|mehrere|verletzt|blutet|kopf|atmet (?:nicht|kaum|schwer)|blau|schwanger|wacht nicht|nicht (?:mehr )?ansprechbar|nicht (?:mehr )?wach|gestürzt|wasser|badewanne',
      scope: 'sentence',
    }],
    chest_pain: [{
      // Heartburn after a meal that an antacid ends, with no warning sign (a sign denied does not count).
      all: ['sodbrennen|rennie|talcid|riopan|maaloxan|antazid[a-z]*|magensäure|reflux|(?:nach|bei) (?:dem |einem |fettigem |fettem |scharfem |üppigem |schwerem |zu viel |viel )?(?:essen|mahlzeit[a-z]*|kaffee|rotwein|wein|döner|pizza)', '(?:geht|ging|ist|war|wird|wurde) ~4 (?:weg|vorbei|besser)|(?:hilft|half|helfen) ~3 (?:sofort|gleich|schnell|gut|immer)|nur nach dem essen'],
      unless: `${undenied('arm|kiefer|schweiß|schwitz[a-z]*|kaltschweiß[a-z]*|übel[a-z]*|schwindel[a-z]*|schwindlig|ausstrahl[a-z]*|atemnot|luftnot|kurzatmig|druck|enge|eng|rücken|schulter|blass|grau|hals hoch')}|(?:hilft|half|helfen|geht|ging) ~2 (?:nicht|nich|kaum|nix|nichts)|(?:ur)?plötzlich|seit (?:einer|ner|\\d+|zwei|drei) (?:minuten|stunde|stunden)|immer noch|noch immer|schlimmer|stärker|belastung|treppe[n]?|herzinfarkt`,
      scope: 'sentence',
    }, {
      // A sharp pain on breathing in or coughing during a cold, with nothing else: pleurisy or a strained muscle.
      all: ['einatme[n]?|einatmet|tief atme|husten|huste|hustet', 'erkält[a-z]*|schnupfen|bronchitis|infekt|muskelkater|verspannt|zerrung'],
      unless: 'atemnot|luftnot|keine luft|kaum luft|schlecht luft|schweiß|schwitz[a-z]*|arm|kiefer|übel|blut|fieber|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|stark[a-z]*|heftig[a-z]*|schlimm[a-z]*|pille|schwanger|flug|wade|bein|druck|enge|eng|blau|herz',
      scope: 'sentence',
    }, {
      // Sore from coughing through a cold.
      all: ['vom (?:vielen |ständigen |dauernden |starken )?husten|durch (?:das|den) (?:viele[n]? )?husten|hustenbedingt', 'erkältung|erkältet|bronchitis|husten|grippe|infekt|schnupfen'],
      unless: 'arm|kiefer|schweiß|schwitz[a-z]*|übel|atemnot|luftnot|kurzatmig|ausstrahl[a-z]*|druck|enge|blut[a-z]*|fieber|(?:ur)?plötzlich|schwindel[a-z]*',
    }, {
      // A few seconds' stitch now and then, only on twisting: the chest wall.
      all: ['sekunden|sekundenlang|kurze[ns]? (?:stechen|stich|ziehen)', '(?:nur )?(?:wenn|beim|bei) (?:ich )?(?:mich )?(?:verdrehe|drehe|bewege|strecke|bücke|dehne|verdrehen|drehen|bücken|strecken|dehnen)|ab und zu|gelegentlich'],
      unless: 'arm|kiefer|schweiß|schwitz[a-z]*|übel|schwindel[a-z]*|ausstrahl[a-z]*|atemnot|luftnot|kurzatmig|druck|enge|seit (?:\\d+|einer|zwei|drei|heute|gestern) ?(?:minuten|stunde|stunden)?|jetzt|immer stärker|schlimmer',
      scope: 'sentence',
    }, {
      // A brief stitch gone after a burp or a movement, and well now.
      all: ['kurz[a-z]*|sekunden|aufstoßen|aufgestoßen|rülpsen|gerülpst|bewegung', '(?:war|ist|ging|wars) ~3 (?:wieder )?(?:weg|vorbei)|verschwunden', 'geht (?:es )?(?:mir|ihm|ihr|uns) (?:wieder )?(?:gut|super|bestens)|(?:mir|ihm|ihr|uns) geht (?:es|s) (?:wieder )?(?:gut|super|bestens)|sonst gut|alles gut|fühl[e]? mich (?:wieder )?gut'],
      unless: 'arm|kiefer|schweiß|schwitz[a-z]*|übel|atemnot|luftnot|ausstrahl[a-z]*|druck|enge|eng|wieder da|kommt wieder|immer wieder|seit (?:\\d+|einer|zwei|drei|tagen|wochen|stunden)',
      scope: 'sentence',
    }, {
      // Pain where a finger presses, after lifting or carrying, otherwise well: the chest wall.
      all: ['(?:wenn|sobald|nur wenn) (?:ich|er|sie|man) ~4 (?:drücke|drückt|draufdrücke|draufdrückt|tastet|taste|drauf fasse)|druckschmerz[a-z]*|auf druck|beim (?:draufdrücken|drauf drücken|drücken|abtasten|tasten|anfassen)|bei (?:berührung|druck)', '(?:geschleppt|getragen|gehoben|schleppen|tragen|heben|umzug[a-z]*|training|trainiert|sport|liegestütze|gestoßen|gefallen|husten|bankdrücken|bankdrück[a-z]*|krafttraining|hanteln?|fitnessstudio|gym|muskelkater|klimmzüge[n]?)'],
      unless: 'arm|kiefer|schweiß|schwitz[a-z]*|übel|schwindel[a-z]*|ausstrahl[a-z]*|blut|(?:ur)?plötzlich|luftnot|kurzatmig',
    }, {
      // A mild pain where a finger presses, the warning signs each denied: the chest wall.
      all: ['(?:wenn|sobald|nur wenn) (?:ich|er|sie|man) ~4 (?:drücke|drückt|draufdrücke|draufdrückt|tastet|taste|drauf fasse)|druckschmerz[a-z]*|auf druck', 'leicht[a-z]*|bisschen|bissl|etwas|minimal|kleine[sn]?', '(?:kein[a-z]*|ohne) (?:ausstrahlung|schweiß|atemnot|luftnot|übelkeit)'],
      unless: "(?:^|(?!kein[a-z]* |ohne |oder |noch |nicht )[a-z']+ )(?:arm|kiefer|schweiß|schwitz[a-z]*|übel|übelkeit|schwindel[a-z]*|ausstrahl[a-z]*|blut|atemnot|luftnot|kurzatmig)|(?:ur)?plötzlich|seit (?:einer|ner|\\d+|zwei|drei) (?:minuten|stunde|stunden)",
      scope: 'sentence',
    }, {
      // A stitch only when coughing or laughing, otherwise well.
      all: ['(?:nur|bloß|lediglich) (?:beim|wenn ich|wenn er|wenn sie) (?:husten|huste|hustet|niesen|niese|lachen|lache|tief einatme|tief einatmen|einatmen|drehen|bewegen|draufdrücke|draufdrücken|drücke)', 'sonst ~3 (?:gut|normal|fit|ok|okay|prima|nichts|bestens)|ansonsten (?:gut|fit|normal)|keine atemnot|kein fieber'],
      unless: 'arm|kiefer|schweiß|schwitz[a-z]*|übel|schwindel[a-z]*|ausstrahl[a-z]*|blut|(?:ur)?plötzlich|herz[a-z]*|druck|enge|eng',
      scope: 'sentence',
    }, {
      // Already in hospital: a question about a visit, a gift or the stay.
      all: ['(?:ist|is|liegt|lag|sind|bleibt) (?:jetzt |schon |noch |seitdem |seit gestern |gerade )?(?:im|auf der|in der) (?:spital|krankenhaus|klinik|stroke unit|stroke ?unit|intensivstation|intensiv|reha|kardiologie|neurologie)'],
      unless: 'wieder|erneut|schon wieder|verschlechtert|schlimmer|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|zu ?hause|daheim|entlassen',
      scope: 'sentence',
    }, {
      // Gone within a minute or two and nothing since, with no sign beside it.
      all: ['(?:nach|innerhalb|in) (?:einer|ein paar|wenigen|\\d+|zwei|drei|paar) (?:sekunden|minute|minuten) (?:wieder )?(?:weg|vorbei|verschwunden)|seitdem (?:nichts|nix|keine beschwerden) mehr|(?:sofort|gleich) wieder weg|(?:weg|vorbei|verschwunden) (?:war|ist)(?= [,.?]|$)|(?:war|ist|ging) (?:dann |gleich |sofort |schnell )?(?:wieder )?(?:weg|vorbei|verschwunden)(?= [,.?]|$)'],
      unless: 'ausstrahl[a-z]*|arm|kiefer|atemnot|luftnot|schweiß[a-z]*|schwitz[a-z]*|übel[a-z]*|schwindel[a-z]*|ohnm[a-z]*|immer noch|noch immer|wieder da|jetzt (?:wieder|noch|schon)|herzinfarkt|schlimmer|stärker|kommt (?:immer )?wieder|seit (?:einer|\\d+) (?:stunde|stunden)',
      scope: 'sentence',
    }, {
      // Pain only on a deep breath or on pressing the spot, since a strain ("seit ich mich verhoben hab").
      all: ['nur (?:beim|bei|wenn ich) (?:tiefen |tief |tiefem )?(?:einatmen|atmen|husten|bewegen|drehen|einatme)|(?:wenn|sobald) ich (?:auf die stelle|drauf|darauf|dagegen) drück[a-z]*|druckschmerz[a-z]*|verhoben|(?:beim|vom) (?:möbelschleppen|schleppen|tragen|heben|umzug)'],
      unless: 'ausstrahl[a-z]*|arm|kiefer|atemnot|luftnot|enge|engegefühl|schwindel[a-z]*|ohnm[a-z]*|seit (?:einer|\\d+) (?:stunde|minuten)|schweiß[a-z]*|kaltschweiß[a-z]*|herzinfarkt|schlimmer|stärker',
      scope: 'sentence',
    }, {
      // A stitch for a second on a deep breath, gone again.
      all: ['manchmal|ab und zu|gelegentlich|kurz|sekunde[n]?|sekundenlang', 'tief einatme|tief einatmen|beim (?:tiefen |tief |tiefem )?(?:einatmen|luftholen|luft holen|durchatmen)|bei tiefe[mr]? (?:einatmen|atemzug|atmung)|wenn ich (?:mich )?(?:bewege|drehe|bücke|strecke|tief)|(?:dann|sofort|gleich) (?:ist es |ist der schmerz )?(?:wieder )?weg|geht (?:sofort|gleich) (?:wieder )?weg'],
      unless: 'stark[a-z]*|heftig[a-z]*|höllisch|druck|eng[a-z]*|schwitz[a-z]*|arm|kiefer|atemnot|luftnot|schwindel[a-z]*|ohnm[a-z]*|ausstrahl[a-z]*|seit (?:einer|\\d+)|immer noch|noch immer|schlimmer|übel',
    }, {
      all: ['muskel[a-z]*|muskelkater|liegestütz[a-z]*|fitnessstudio|training|rippe[a-z]*|husten|kisten|geschleppt|getragen|gehoben|tragen|schleppen|heben|umzug|umgezogen|bankdrücken|krafttraining|prellung|erkältung|erkältet|infekt|zerrung|verspannung|verspannt|wenn ich mich (?:dreh[a-z]*|beweg[a-z]*|bücke|strecke)|beim (?:drehen|bewegen|bücken|strecken)|bewegungsabhängig|(?:alles|ist|sind|war|wieder) (?:wieder )?(?:weg|vorbei|verschwunden|gut)|seitdem (?:gut|nichts|nix)', 'etwas|ein bisschen|bisschen|leicht[a-z]*|wenn ich mich (?:dreh[a-z]*|beweg[a-z]*|bücke|strecke|strecken|aufrichte)|beim (?:drehen|bewegen|bücken|strecken|tief einatmen|husten)|beim drücken|bei berührung|drauf drücke|draufdrücke|bei bewegung|beim bewegen|sonst (?:geht es|gehts) mir gut|sonst gut|ansonsten gut|sonst alles gut|gestern|vorgestern|letzte nacht|kurz|nach dem (?:joggen|sport|essen|training|husten)|wird (?:schon |langsam |jeden tag )?besser'],
      unless: 'stark[a-z]*|heftig[a-z]*|höllisch|schlimm[a-z]*|druck|eng[a-z]*|schwitz[a-z]*|arm|kiefer|atem[a-z]*|luft|schwindel[a-z]*|ohnm[a-z]*|ausstrahl[a-z]*|nicht (?:mehr )?weg|geht nicht|gehen nicht|immer noch|noch immer|seit (?:einer (?:halben )?stunde|\\d+ (?:minuten|stunden)|stunden|minuten)|wieder da|schlimmer|jetzt (?:wieder|noch|immer|auch|stärker|schlimmer|mehr)',
    }],
    breathing: [{
      // A blocked nose from a cold.
      all: ['(?:nase|nasen) ~2 (?:zu|verstopft|dicht)|durch die nase|verstopfte nase|schnupfen'],
      unless: 'atemnot|luftnot|lippen|blau|grau|pfeif[a-z]*|röchel[a-z]*|keuch[a-z]*|asthma|rippen|sprechen|reden|erstick[a-z]*|baby|säugling|neugeboren[a-z]*|mund|brust|panik',
    }, {
      // Breathing pauses in an adult's sleep, with snoring: sleep apnoea, for the GP or a sleep clinic.
      all: ['im schlaf|nachts|schnarch[a-z]*|schlaflabor|schlafapnoe|apnoe|cpap'],
      unless: `baby|babys|säugling[a-z]*|neugeboren[a-z]*|kind|${INFANT}|blau|bläulich|grau|lila|lippen|wacht (?:nicht|nich)|nicht (?:mehr )?(?:wach|ansprechbar)|bewusst[a-z]*|aufgehört|atmet (?:nicht|nich|kaum)|jetzt gerade`,
      scope: 'sentence',
    }, {
      // A toddler's breath-holding spell after crying, a fright or a fall, over within a minute (NHS,
      // "Breath-holding in babies and children").
      all: ['wegbleiben|weggeblieben|(?:bleibt|blieb) ~3 weg|affektkrampf|affektkrämpfe|wutkrampf|atem ?anhalte[a-z]*|(?:hält|hielt) ~3 (?:die )?luft an|luft angehalten|(?:hält|hielt) ~3 (?:den )?atem an|atem angehalten',
        '(?:nach|beim|vor) (?:dem )?(?:weinen|schreien|wut|wutanfall|schreck|erschrecken|hinfallen|trotzanfall|brüllen)|vor wut|geweint|geschrien|gebrüllt|erschrocken'],
      unless: 'länger als|(?:[2-9]|zwei|drei|vier|fünf|mehrere|paar) minuten|zuck[a-z]*|fieber|wacht nicht|nicht (?:mehr )?(?:ansprechbar|wach)|immer noch|noch immer|bleibt (?:blau|schlapp|schlaff)|atmet (?:immer noch )?(?:nicht|kaum)|verschluckt',
      scope: 'sentence',
    }, {
      // Choked on a drink a moment, coughed it up, breathing normally again (not a child, not a small object).
      all: ['verschluckt', '(?:war|ist|ging|gings) (?:es |das )?(?:sofort |gleich |direkt |dann )?(?:wieder )?(?:weg|vorbei|raus|gut)|(?:atme|atmet|atmen) ~3 (?:wieder |völlig |ganz |total )?(?:normal|frei|gut)|ausgehustet|rausgehustet|abgehustet'],
      unless: 'immer noch|noch immer|weiterhin|blau|grau|lila|pfeif[a-z]*|röchel[a-z]*|keuch[a-z]*|(?:ur)?plötzlich|bewusst[a-z]*|ohnm[a-z]*|steckt|fest|nuss|erdnuss|spielzeug|teil|münze|murmel|stein|batterie|magnet|baby|säugling|kind|sohn|tochter',
      scope: 'sentence',
    }, {
      all: ['(?:spray|inhalator|medikament|hub) ~3 (?:hilft|wirkt) (?:gut|sofort|schnell|super|prima)|wieder (?:gut|normal|besser)|(?:etwas|bisschen|bissl|leichte|leicht) (?:atemnot|kurzatmig[a-z]*|luftnot)|beim (?:joggen|sport|laufen|treppensteigen|treppen steigen|rennen|radfahren)|bergauf|übergewicht[a-z]*|unsportlich|kondition|panik[a-z]*|panikattacke[n]?|hyperventil[a-z]*|angst|beim zahnarzt'],
      unless: 'blau|grau|lila|erstick[a-z]*|keine luft|kaum luft|nicht (?:mehr )?(?:sprechen|reden)|(?:nach|bei|zwischen) (?:jedem|jeden|zwei|ein paar) (?:wort|wörtern|worten|satz)|(?:keine|kaum|nicht) (?:mehr )?ganze[n]? sätze|(?:kann|können) nur (?:noch )?(?:aufrecht )?sitzen|nicht (?:mehr )?liegen|hilft (?:nicht|nichts|kaum)|wirkt (?:nicht|nichts)|schlimmer|ringt|japst|notfall|(?:ur)?plötzlich|brust|ohnm[a-z]*|bewusst[a-z]*|lippen|röchel[a-z]*|verschluckt',
    }],
    anaphylaxis: [{
      all: ['(?:spray|inhalator|asthmaspray) ~3 (?:hilft|wirkt|nehme|genommen)|(?:ist|wird) (?:es |alles )?(?:wieder )?gut|sonst (?:gehts|geht es|geht\'s|alles|ist alles) ?(?:mir )?(?:gut|ok|okay|in ordnung)|ansonsten (?:gut|alles gut)|keine (?:atem[a-z]*|luftnot|atemnot|schluckbeschwerden)|atme (?:ganz )?normal|atmet (?:ganz )?normal|(?:atmen|atmung|schlucken|sprechen)(?: und (?:schlucken|atmen|sprechen|kreislauf))? (?:ist |sind |geht |gehen |alles )?(?:ganz |völlig |total )?(?:normal|gut|problemlos|frei)|sonst (?:nichts|nix)'],
      unless: 'zunge|hals|rachen|lippen|gesicht|schwindel[a-z]*|schwindlig|quaddeln|nesselsucht|ganze[nrm]? körper|überall|kreislauf(?! (?:ist |sind )?(?:völlig |ganz )?(?:normal|gut|stabil|ok))|blass|ohnm[a-z]*|heiser|erbricht|epipen|adrenalin',
      // The reassurance often follows a "but" ("aber Atmung und Kreislauf sind normal").
      scope: 'sentence',
    }, {
      // Throat, tongue and lips said to be normal: a local reaction to a sting or a food.
      all: ['(?:hals|zunge|lippen|lippe|gesicht|rachen|mund)(?: ,| und| [a-z]+){0,4} (?:sind|ist|bleiben|bleibt|blieben|sehen|sieht|wirken|wirkt) (?:aber |alle |alles |völlig |ganz |total |komplett |soweit |auch )*(?:normal|unauffällig|ok|okay|in ordnung|unverändert|nicht geschwollen|wie immer)'],
      unless: 'schwindel[a-z]*|schwindlig|ohnm[a-z]*|kreislauf|erbricht|erbrechen|epipen|adrenalin|quaddeln|nesselsucht|überall|ganze[nrm]? körper|keine luft|kaum luft|schlecht luft|atemnot|luftnot|heiser|kollabiert|umgekippt|pfeif[a-z]*|keucht',
      scope: 'sentence',
    }, {
      // The swelling denied before the place ("nix geschwollen im Gesicht", "keine Schwellung an Lippen oder Zunge"): a local reaction.
      all: ['(?:nicht|nich|nix|nichts|kein[a-z]*|ned|net)(?: (?:ist|sind|war|so|weiter|sonst|mehr))? (?:geschwollen|angeschwollen|dick|aufgequollen|verquollen|schwellung(?:en)?)(?: (?:im|am|an|in|um|an der|an den|am ganzen))? (?:gesicht|lippe[n]?|zunge|hals|mund|rachen|augen|augenlider)'],
      unless: 'schwindel[a-z]*|schwindlig|ohnm[a-z]*|kreislauf|erbricht|erbrechen|epipen|adrenalin|quaddeln|nesselsucht|überall|ganze[nrm]? körper|keine luft|kaum luft|schlecht luft|atemnot|luftnot|heiser|kollabiert|umgekippt|pfeif[a-z]*|keucht|schluck[a-z]*|kratzt im hals|hals ~2 (?:eng|zu)|(?:lippe[n]?|zunge) ~3 (?:dick|geschwollen|schwillt|kribbelt)',
      scope: 'sentence',
    }],
    head_injury: {
      all: ['spielt|lacht|isst|trinkt|fröhlich|munter|wie immer|ganz normal|wieder normal|wieder fit|putzmunter|quietschfidel|gut drauf'],
      unless: 'erbricht|erbrochen|kotzt|gekotzt|übergeben|schläfrig|kaum wach|nicht wach|bewusstlos|(?:kurz|kurzzeitig|sekunden|moment|augenblick) ~2 weg|weg gewesen|weggetreten|ohnmächtig|verwirrt|krampf[a-z]*|blut|flüssigkeit|schrill|pupillen|xarelto|eliquis|marcumar|blutverdünner|apathisch|schlapp|gekrampft|trinkt (?:nicht|kaum|schlecht|nichts|nix)|will nicht trinken|isst (?:nicht|nichts|nix)|beule ~3 (?:wächst|wird größer|weich)|weiche beule',
    },
    meningitis: [{
      all: ['impf[a-z]*|geimpft|auffrischung'],
      unless: 'fieber|nacken|genick|flecken|pünktchen|punkte|ausschlag|schläfrig|apathisch|erbricht|erbrechen|kaum wach|glas|licht',
    }, {
      all: ['kein fieber|keine temperatur|ohne fieber|fieberfrei|nicht fieber|kein fieber gemessen'],
      unless: 'glas|flecken|punkte|pünktchen|ausschlag|schläfrig|kaum wach|verwirrt|erbricht|erbrechen',
    }],
    self_harm: [{
      // The thought named and denied right after it ("an Umbringen denk ich nicht").
      all: ['(?:umbringen|suizid|selbstmord|sterben|ritzen|mir (?:was|etwas) antun) ~2 (?:denk|denke|denken|will|möchte|plane) (?:ich )?(?:(?:dabei|daran|dran|da|wirklich|echt|gar|überhaupt|absolut|ehrlich gesagt) ){0,2}(?:nicht|nie|nich)(?: mal| einmal| im traum| ansatzweise| im geringsten)?(?= [,.?]|$| ansatzweise| dran)'],
      unless: 'aber|doch|manchmal|oft|ständig|immer öfter|plan[a-z]*|tabletten|pillen|messer|brücke|abschied[a-z]*|heute nacht|mehr leben',
    }, {
      // How to help or speak to someone who has such thoughts: a question, nobody in danger described.
      all: ['(?:wie|was) ~6 (?:helfen|unterstützen|ansprechen|reagieren|sagen|beistehen|umgehen|verhalten)|spricht man ~3 an|(?:spreche|sprechen|spricht) (?:ich|man|wir) ~4 an', 'selbstverletzung|selbstverletzend[a-z]*|ritzen|suizidalität|gedanke[n]?|äußert|befürcht[a-z]*|vermut[a-z]*|manchmal|ab und zu|hin und wieder'],
      unless: 'jetzt|gerade|grad|heute|gestern|tabletten|pillen|messer|brücke|abschied[a-z]*|verabschied[a-z]*|plan[a-z]*|eingeschlossen|erreichbar|geschrieben|angekündigt|will sich|will mich|ich (?:habe|hab|hatte) ~3 gedanke[n]?|meine (?:suizid|selbstmord|todes)gedanke[n]?|umbringen|sterben|mir ~3 antun',
      scope: 'sentence',
    }, {
      // A side effect asked about, nobody's thoughts described.
      all: ['nebenwirkung[a-z]*|beipackzettel|packungsbeilage'],
      unless: 'ich (?:habe|hab|hatte|bekomme|kriege|spüre|merke|denke)|(?:habe|hab|hatte|bekomme|kriege) ich|seit|jetzt|gerade|grad|schon|will|möchte|plan[a-z]*|umbringen|sterben|(?:er|sie) (?:hat|hatte|redet|spricht|sagt)',
      scope: 'sentence',
    }, {
      all: [
        'vor einem jahr|seit einem jahr|(?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|viele|vielen|ein paar|einige|einigen|etliche|etlichen) (?:jahre|jahren) (?:her|clean|vorbei)|seit (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|vielen|einigen|ein paar|etlichen) jahren (?:clean|nicht mehr|keine|stabil|gesund|symptomfrei|frei)|vor (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[a-z]+zehn|[a-z]*zig|[a-z]*ßig|vielen|einigen|ein paar|etlichen) jahren|vor (?:jahren|langer zeit|jahrzehnten)|(?:ist|war) (?:schon )?(?:lange|ewig|jahre) her|früher|damals|(?:heute|jetzt|inzwischen|mittlerweile) bin ich (?:\\d\\d|[a-z]+zig)|nach (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|fünfzehn|zwanzig|vielen) jahren',
        'narbe[n]?|heute (?:macht|arbeitet|studiert|lebt|geht|ist)|gestorben|verstorben|aufgehört|stolz|gut|besser|clean|stabil|glücklich|vorbei|überwunden|nicht mehr|nie wieder|gesund|frei|versucht|versuch|selbstmordversuch|suizidversuch|hatte|war|gewesen',
      ],
      unless: '(?:wieder|erneut) ~3 (?:gedanken|geritzt|ritzen|suizid[a-z]*|selbstmord[a-z]*|schlecht|da|angefangen|versucht|aufgetreten|gekommen|verletzt|geschnitten)|rückfall|denke|gedanken|(?:will|möchte) ~3 (?:sterben|umbringen|ritzen|tot|nicht mehr|schneiden|weg)|wünsch[a-z]*|plan[a-z]*|seit gestern|gestern (?:abend|nacht)|diese woche|seit kurzem|angefangen|angst|drang|zurück|seit (?:tagen|wochen)|momentan|aktuell|derzeit',
    }],
    carbon_monoxide: [{
      // An alarm that chirps for a low battery, with nobody unwell ("Batterie schwach, keiner hat Kopfschmerzen").
      all: ['(?:batterie|akku|batterien)[a-z]* ~3 (?:schwach|leer|alle|wechseln|tauschen|niedrig)|(?:schwach|leer)e[rn]? (?:batterie|akku)|batteriewechsel|batteriewarnung', 'melder|warner|alarm|piept|piepst|gepiept|gepiepst'],
      unless: 'kopfschmerz[a-z]*|kopfweh|schwindel[a-z]*|schwindlig|schwindelig|übel|übelkeit|erbr[a-z]*|kotz[a-z]*|müde|schläfrig|benommen|verwirrt|bewusstlos|umgekippt|ohnmächtig|dauerhaft|durchgehend|ununterbrochen|ppm|wert',
      scope: 'sentence',
    }, {
      // How to tell whether an appliance leaks, asked without a symptom or an alarm.
      all: [`(?:wie|woran) (?:merke|erkenne|merk|erkenn|teste|prüfe|sehe|merken|erkennen) (?:ich|man|wir)${listGap(3)} ob`],
      unless: `${CO_SYMPTOMS}|piept|piepst|alarm|schlägt an|geht los`,
      scope: 'sentence',
    }, {
      // The alarm said nothing: "kein Kohlenmonoxid, der Melder war stumm".
      all: ['kein (?:kohlenmonoxid|co|gas)|(?:melder|alarm|warner) ~3 (?:stumm|still|ruhig|nichts angezeigt|nix angezeigt)'],
      unless: 'piept|pipst|piepst|schlägt an|schlug an|bewusstlos|erbricht|erbrechen|verwirrt|kaum wach|ohnmächtig|umgekippt',
      scope: 'sentence',
    }, {
      all: ['farbe|lack|lackiert|renovier[a-z]*|streichen|gestrichen|lösungsmittel|kleber|grippe|corona|covid|erkältung|erkältet|magen ?darm|noro[a-z]*|virus|infekt[a-z]*|fieber|husten|schnupfen|lebensmittelvergiftung|kater|verkatert|party|feier|gefeiert|getrunken|alkohol|wein|bier|besoffen|saufen|gesoffen'],
      unless: 'melder|alarm|ofen|heizung|therme|gas[a-z]*|grill[a-z]*|generator|aggregat|kohlenmonoxid|co|abgas[a-z]*|kamin[a-z]*|draußen|draussen|shisha',
    }],
    sepsis: [{
      // A stay in intensive care that is over, asked about rehab or aftercare ("war wegen einer Sepsis lange auf Intensiv, gibt es Reha?").
      all: ['reha[a-z]*|rehabilitation|nachsorge|anschlussheilbehandlung|ahb|entlassen|(?:war|lag|waren|lagen) ~5 (?:auf (?:der )?intensiv[a-z]*|im (?:krankenhaus|spital)|in der klinik)'],
      unless: 'jetzt|gerade|grad|heute|seit (?:gestern|heute|vorhin|einer|\\d+)|wieder|erneut|schon wieder|noch immer|immer noch|schlimmer|schlechter|verschlechtert|verwirrt|wirr|desorientiert|kaum wach|nicht wach|fieber|schüttelfrost|fleckig|marmoriert|bläulich|grau|atmet schnell|schnell atm[a-z]*',
      scope: 'sentence',
    }, {
      // What a vaccine or hygiene protects against, said of sepsis in general ("schützt auch vor Blutvergiftung").
      all: [`(?:schützt|schützen|schutz|vorbeugen|beugt|verhindert|verhindern|impfung|impfen|geimpft) ~5 (?:vor|gegen) (?:einer |der |eine )?(?:blutvergiftung|sepsis)|(?:[a-z]*impfung|impfen|geimpft|impfstoff|auffrischung)${listGap(10)} (?:wegen|vor|gegen) ~4 (?:blutvergiftung|sepsis)`],
      unless: 'fieber|verwirrt|schüttelfrost|fleckig|herzrasen|jetzt|gerade|grad|seit',
      scope: 'sentence',
    }, {
      // Skin a little blotchy from scratching or the cold, with no other sign.
      all: ['(?:etwas|leicht|bisschen|bissl|ein wenig|stellenweise) (?:fleckig|gefleckt|gesprenkelt|marmoriert)|vom kratzen|von der kälte'],
      unless: 'verwirrt|wirr|desorientiert|durcheinander|kaum wach|nicht wach|ansprechbar|bläulich|grau|nicht (?:mehr )?(?:gepinkelt|uriniert)|sterben|elend|schnell atm[a-z]*|atmet schnell|schüttelfrost|fieber (?!nicht|nich)',
      scope: 'sentence',
    }, {
      all: ['(?:geht|ging) (?:es )?(?:mir|ihm|ihr) ~2 (?:besser|wieder gut)|heute (?:schon )?besser|fieber (?:ist )?(?:weg|runter|gesunken)|sonst (?:okay|ok|gut|alles gut|fit)|ansonsten (?:gut|okay|fit)|trinke (?:viel|genug)|trinkt (?:gut|viel|genug)|klar im kopf|bin klar'],
      unless: 'verwirrt|wirr|desorientiert|durcheinander|kaum wach|nicht wach|ansprechbar|fleckig|marmoriert|bläulich|grau|nicht (?:mehr )?(?:gepinkelt|uriniert)|sterben|elend|schnell atm[a-z]*|atmet schnell',
    }, {
      // Chills with a fever, the person awake and talking normally all along (often after "aber").
      all: ['(?:die ganze zeit|durchgehend|immer|die ganze zeit über) ~2 (?:wach|ansprechbar|klar|bei sich|bei bewusstsein)|(?:hat|hatte|haben) ~5 (?:normal|klar|mit mir|mit uns|mit ihr|mit ihm)(?: mit (?:mir|uns|ihr|ihm))? (?:geredet|gesprochen)|(?:redet|spricht|redete|sprach) ~2 (?:ganz )?(?:normal|klar)(?= [,.?]|$| und| mit| wie)', 'schüttelfrost|zitter[a-z]*|gezittert|zitteranfall'],
      unless: 'verwirrt|wirr|desorientiert|durcheinander|kaum wach|nicht wach|(?:kaum|nicht|schwer|schlecht) (?:mehr )?ansprechbar|fleckig|marmoriert|bläulich|grau|nicht (?:mehr )?(?:gepinkelt|uriniert)|sterben|elend|schnell atm[a-z]*|atm[a-z]* ~3 schnell|hechelt|kein urin|herzrasen|eiskalt|lallt|nuschel[a-z]*',
      scope: 'sentence',
    }],
    sick_child: [{
      // Breathing fast after running or romping, otherwise well.
      all: ['nach dem (?:rennen|toben|sport|spielen|laufen|fußball|turnen|weinen|schreien|treppensteigen)|beim (?:rennen|toben|sport|spielen|laufen)'],
      unless: '(?:ist|sind|wird|werden|lippen|läuft|wirkt|mund) ~2 (?:blau|grau|bläulich)|blaue[n]? lippen|einzieh[a-z]*|eingezogen|rippen|stöhn[a-z]*|grunz[a-z]*|schlapp|schlaff|apathisch|fieber|immer noch|noch immer|seit (?:einer|\\d+) (?:stunde|stunden)|pfeif[a-z]*|nasenflügel[a-z]*',
      scope: 'sentence',
    }, {
      // A toddler's breath-holding spell after crying, a fright or a fall, over within a minute (NHS,
      // "Breath-holding in babies and children").
      all: ['wegbleiben|weggeblieben|(?:bleibt|blieb) ~3 weg|affektkrampf|affektkrämpfe|wutkrampf|atem ?anhalte[a-z]*|(?:hält|hielt) ~3 (?:die )?luft an|luft angehalten|(?:hält|hielt) ~3 (?:den )?atem an|atem angehalten',
        '(?:nach|beim|vor) (?:dem )?(?:weinen|schreien|wut|wutanfall|schreck|erschrecken|hinfallen|trotzanfall|brüllen)|vor wut|geweint|geschrien|gebrüllt|erschrocken'],
      unless: 'länger als|(?:[2-9]|zwei|drei|vier|fünf|mehrere|paar) minuten|zuck[a-z]*|fieber|wacht nicht|nicht (?:mehr )?(?:ansprechbar|wach)|immer noch|noch immer|bleibt (?:blau|schlapp|schlaff)|atmet (?:immer noch )?(?:nicht|kaum)|verschluckt',
      scope: 'sentence',
    }, {
      // Green from green food ("nach dem Spinat grünlich gespuckt").
      all: ['spinat|brokkoli|erbsen|grüne[ns]? (?:brei|gemüse|smoothie|götterspeise|wackelpudding|saft)|avocado|zucchini|grünkohl'],
      unless: 'galle|gallig|schlaff|apathisch|bauch ~3 (?:hart|dick|gebläht)|schreit|fieber|blut|ständig|immer wieder|alles',
      scope: 'sentence',
    }, {
      // Weaning: no longer from the bottle, only at the breast.
      all: ['nicht mehr so (?:viel|oft|gern|gerne)|seit (?:es|er|sie) ~3 (?:brei|beikost|feste nahrung|isst)|(?:nur noch|lieber|stattdessen) (?:an der brust|aus der flasche|aus dem becher|aus der tasse|brei|gestillt)|(?:nicht|nich) mehr (?:aus der|aus dem|von der) (?:flasche|becher|tasse)'],
      unless: 'fieber|schlaff|schlapp|apathisch|blau|grau|windel[n]?|kaum wach|nicht wach|erbricht|atm[a-z]*|gar nichts|überhaupt nicht',
    }, {
      all: ['trinkt (?:gut|normal|ausreichend|wie immer|viel|genug)|spielt|gut drauf|lacht|isst (?:gut|normal)|munter|fit|wie immer'],
      unless: 'blau|grau|schlaff|apathisch|teilnahmslos|kaum wach|nicht wach|fontanelle|rippen|krampf[a-z]*|windel|nicht (?:mehr )?gepinkelt|flecken|fleckig|pünktchen|punkte|ausschlag|einblutung[a-z]*|glastest|nicht weg[a-z]*',
    }],
    overdose_poisoning: [{
      // Not wanting to overdose by accident ("will nicht aus versehen overdosen"): a dosing question.
      all: ['(?:nicht|nich|kein[a-z]*) (?:aus versehen|ausversehen|versehentlich|unabsichtlich|unbeabsichtigt|aus unwissenheit) ~2 (?:überdosier[a-z]*|overdos[a-z]*|überdosis|zu viel)'],
      unless: 'absichtlich|umbringen|sterben|suizid[a-z]*|selbstmord[a-z]*|nicht mehr leben|packung|alle|ganze[nr]?|schläfrig|benommen|bewusst[a-z]*|erbricht|erbrochen|übel|schwindel[a-z]*|verwirrt|atm[a-z]*|krampf[a-z]*|herzrasen|(?:schon|bereits) ~3 (?:genommen|geschluckt)',
      scope: 'sentence',
    }, {
      // Whether one tablet goes with a drink: a question, not an overdose.
      all: ['alkohol|bier|wein|sekt|schnaps', '(?:darf|kann|soll|sollte) ich|ist (?:das|es) ~3 (?:ok|okay|schlimm|gefährlich|in ordnung)|geht das'],
      unless: 'getrunken|besoffen|betrunken|ansprechbar|bewusstlos|wach|absichtlich|umbringen|sterben|suizid[a-z]*|selbstmord[a-z]*|nicht mehr leben|packung|alle|ganze[nr]?|viele|\\d\\d|zehn|zwanzig|dreißig|erbricht|übel|schwindel[a-z]*|verwirrt|atm[a-z]*|kind|baby',
      scope: 'sentence',
    }, {
      // Shop-bought mushrooms and a queasy stomach: not wild mushrooms.
      all: ['(?:pilz[a-z]*|champignon[a-z]*|schwammerl[n]?) ~6 (?:supermarkt|aus dem laden|vom markt|gekauft|aus der dose|zucht[a-z]*)|(?:supermarkt|gekauft|zucht)[a-z]* ~4 (?:pilz[a-z]*|champignon[a-z]*)'],
      unless: 'wald|gesammelt|gefunden|selbst|wiese|unbekannt|erbricht|erbrochen|durchfall|verwirrt|gelb|atm[a-z]*|schläfrig|krampf[a-z]*|kind|baby',
      scope: 'sentence',
    }, {
      // A pack used up over weeks or a winter, one a day: ordinary use, not a single dose.
      all: ['über (?:den|die|das) (?:winter|sommer|herbst|woche|wochen|monat|monate|jahr)|über (?:wochen|monate|jahre)|im (?:laufe|lauf) (?:der|des) (?:woche|wochen|monats|monate|jahres|winters)|(?:jeden|pro) tag (?:eine|eins|1|zwei|2)|täglich (?:eine|eins|1)'],
      unless: 'auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|gleichzeitig|zusammen|heute|gerade|grad|erbricht|erbrechen|übel|bewusst[a-z]*|schläfrig|benommen|krampf[a-z]*|atm[a-z]*|zu viel|überdosis',
    }, {
      // One's own tablet taken twice by mistake, and well: a question for the pharmacist.
      all: ['doppelt|zweimal|2 mal|zwei mal|zwei statt (?:einer|eine|einem)|2 statt 1|(?:eine|1) (?:tablette|pille|dosis) zu viel', 'fühle mich (?:normal|gut|ok|okay|fit)|(?:keine|null) (?:beschwerden|symptome)|geht (?:mir|ihm|ihr) gut|merke nichts|spüre nichts'],
      unless: 'kind|baby|sohn|tochter|enkel|kleinkind|bewusstlos|kaum wach|nicht wach|atmet|krampf[a-z]*|erbricht|absichtlich|umbringen|sterben|verwirrt|lallt|insulin|marcumar|digitoxin|digoxin|digitalis|lithium|methotrexat|opioid[a-z]*|fentanyl|tramadol|schwindel[a-z]*|herzrasen|(?:[3-9]|\\d\\d|drei|vier|fünf|zehn) (?:tabletten|pillen|stück)',
      scope: 'sentence',
    }, {
      // Licked or tasted and spat out, nothing swallowed, and well.
      all: ['geleckt|abgeleckt|gelutscht|probiert|gekostet|in den mund (?:genommen|gesteckt)', 'nichts (?:davon )?(?:geschluckt|runtergeschluckt|verschluckt)|(?:gleich|sofort|direkt) (?:wieder )?ausgespuckt|wieder ausgespuckt'],
      unless: `hustet(?! nicht)|erbricht|erbrochen|übergibt|würgt|atemnot|blasen|verätz[a-z]*|bewusst[a-z]*|schläfrig|benommen|sabbert|(?:schreit|weint) vor schmerz|knopfzelle|knopfbatterie|batterie|magnet[a-z]*|${MISSING}`,
      scope: 'sentence',
    }, {
      // A fish-oil capsule, a lozenge or globules: harmless in a child's mouth.
      all: ['fischöl[a-z]*|omega ?3[a-z]*|lebertran|globuli|traubenzucker|kaugummi|halstablette[n]?|lutschtablette[n]?|hustenbonbon[s]?|gummibärchen'],
      unless: `${MISSING}|ganze|alle|packung|dose|flasche|eisen|bewusst[a-z]*|erbricht|erbrechen|würgt|atm[a-z]*|luft|krampf[a-z]*|schläfrig|benommen|(?:und|oder|sowie) ~3 ${PILLS}`,
      scope: 'sentence',
    }, {
      // A sip of soap, shampoo or the like, and well.
      all: ['spülmittel|seife|handseife|shampoo|duschgel|schaumbad|zahnpasta|sonnencreme|knete|kreide|wachsmal[a-z]*|bleistift|silica|kieselgel|trockenmittel', 'gut|spielt|munter|fit|normal|lacht'],
      unless: 'erbricht|erbrechen|hustet|husten|würgt|schläfrig|benommen|atm[a-z]*|luft|krampf[a-z]*|bewusst[a-z]*|spülmaschin[a-z]*|tab[s]?|pods?|kapsel[n]?|bleiche|reiniger|lauge|chlor|entkalker|schmerz[a-z]*|tablett[a-z]*',
      scope: 'sentence',
    }, {
      // Licked or held it, nothing swallowed, and well ("an der Kapsel geleckt, aber nichts verschluckt, er spielt").
      all: ['(?:nichts|nix|nüt|nichts davon|nix davon) ~2 (?:verschluckt|geschluckt|runtergeschluckt|getrunken|gegessen|abbekommen)', 'fit|spielt|munter|gut drauf|wie immer|lacht|putzmunter|alles (?:gut|ok|okay)'],
      unless: 'erbricht|erbrechen|hustet|husten|würgt|sabbert|schläfrig|benommen|atm[a-z]*|luft|krampf[a-z]*|bewusst[a-z]*|batterie[a-z]*|knopfzelle[a-z]*|magnet[a-z]*|schmerz[a-z]*|brennt|tabletten|pillen|mund ~2 (?:rot|verätzt|wund)',
      scope: 'sentence',
    }, {
      // The poison centre said it is harmless.
      all: ['giftnotruf|giftinfo[a-z]*|giftinformation[a-z]*|giftzentrale|giftnotzentrale|tox[a-z]*zentrum', 'harmlos|unbedenklich|ungefährlich|nicht (?:gefährlich|schlimm)|keine gefahr|entwarnung'],
      unless: 'erbricht|schläfrig|benommen|atm[a-z]*|luft|krampf[a-z]*|bewusst[a-z]*|kaum wach|nicht wach|batterie[a-z]*|knopfzelle[a-z]*|magnet[a-z]*|schlimmer|verschlechtert|trotzdem',
      scope: 'sentence',
    }, {
      // One double dose, asked about with no sign ("zwei Tabletten statt einer, ist das schlimm?").
      all: ['(?:zwei|2|doppelte|zweimal|doppelt) ~4 statt (?:einer|eine|einem|1)|doppelte dosis', 'schlimm|gefährlich|problem|okay|ok|bedenklich|was tun|was soll|muss ich|sollte ich'],
      unless: 'bewusstlos|kaum wach|nicht wach|atmet|krampf[a-z]*|erbricht|absichtlich|umbringen|sterben|verwirrt|lallt|schwindl[a-z]*|schwindel[a-z]*|übel|herz|schläfrig|benommen|insulin|blutverdünner|marcumar|xarelto|opioid[a-z]*|fentanyl|tilidin|tramadol|oxycodon|methadon|morphin|digitoxin|digoxin|digitalis|lithium|eisen[a-z]*|packung|alle|viele',
      scope: 'sentence',
    }, {
      all: ['ausgespuckt|ausgespült|mir gehts? gut|mir geht es gut|geht (?:mir|ihm|ihr|es ihm|es ihr) (?:gut|prima|bestens)|alles (?:gut|ok|okay|in ordnung)|keine (?:beschwerden|symptome)'],
      // A count of tablets, or the word of the one who took them, is no reassurance.
      unless: `${MISSING}|zwanzig|dreißig|vierzig|fünfzig|hundert|(?:sie|er) (?:sagt|meint|behauptet)|streit|` + 'erbricht|erbrechen|erbrochen|übergeben|kotzt|hustet|husten|schläfrig|benommen|müde|atm[a-z]*|luft|krampf[a-z]*|bewusst[a-z]*|wach|batterie[a-z]*|knopfzelle[a-z]*|magnet[a-z]*|tabletten|pillen|überdosis|absichtlich|umbringen|sterben|kind|baby|sohn|tochter',
      // The reassurance often follows a "but" ("schmeckt eklig, aber mir geht es gut").
      scope: 'sentence',
    }],
    burns: [{
      // Blisters from rubbing, or a sunburn that peels: not a burn to send to emergency care.
      all: ['rudern|wandern|wanderung|joggen|schuhe[n]?|schuh|gartenarbeit|graben|schaufeln|klettern|turnen|gitarre|reibung|gewandert|sonnenbrand|sonne|solarium|sonnenbad'],
      unless: '[a-z]*reiniger|chemikalie[n]?|kalk|zement|verbrüh[a-z]*|heiß[a-z]*|kochend[a-z]*|feuer|flamme[n]?|fett|öl|strom|säure|lauge|verätz[a-z]*|baby|säugling|fieber|schüttelfrost|verwirrt|erbricht|apathisch|großflächig|ganze[nrms]? (?:körper|rücken)',
      scope: 'sentence',
    }, {
      // A burn that has healed: the question is about the scar or the cream.
      all: ['(?:jetzt|inzwischen|mittlerweile|schon|ist|sind|gut) (?:wieder )?(?:verheilt|abgeheilt|ausgeheilt)'],
      unless: 'eiter[a-z]*|eitert|fieber|(?:wird|werden) ~2 (?:größer|röter|schlimmer)|riecht|stinkt|offen',
      scope: 'sentence',
    }, {
      all: ['klein[a-z]*|leicht[a-z]*|bisschen|bissl|etwas (?:rot|gerötet)|kurz|minimal|nur (?:rot|gerötet)|keine blase[n]?|erbse|so groß wie|münze|punkt'],
      unless: '(?:meine|die|unsere|der|mein|unser) kleine[rn]? (?:hat|ist|war|hatte)|haut (?:löst|hängt|schält|geht ab)|voller blasen|stirn|wange[n]?|steckdose|strom[a-z]*|kabel|schwarz[a-z]*|groß[a-z]*|riesig[a-z]*|ganze[rnms]?|weiß|weiss|ledrig|verkohlt|schwarz|gesicht|auge|augen|sehen|sieht|blind|verätz[a-z]*|säure|lauge|kalk|chemikalie[n]?|[a-z]*reiniger|genital[a-z]*|intim[a-z]*|rauch|explosion|feuer|stromschlag|baby|säugling|kleinkind',
    }],
  },
}

/**
 * Every ` ~N ` gap of a pattern or context becomes a gap of words that are not negations, so
 * that "Lippen ~3 geschwollen" does not match "Lippen sind nicht geschwollen" and "mich ~2
 * umbringen" does not match "mich nicht umbringen": the engine looks for a negation only
 * before a hit, never inside it.
 */
function negationFreeGaps(source: string): string {
  return source.replace(/ ~(\d)? /g, (_, n: string | undefined) => `${gap(Number(n ?? 3))} `)
}

/**
 * German also negates after the verb: "das Gesicht hängt nicht", "er krampft nicht", "es
 * blutet nicht mehr". A pattern's hit does not count when "nicht" follows it and ends the
 * phrase (a comma, "und", "nur", a new subject), so "Schmerzen nicht auszuhalten" still does.
 * Nor when it is asked and answered at once: "Brustschmerzen? Nein.", "Atemnot: keine".
 */
const NOT_AFTER = "(?! (?:(?:aber|jedoch|doch|zum glück|gott sei dank|eigentlich) )?(?:gar |überhaupt )?(?:nicht|nich|nie|nichts|nix|ned|nöd)(?! nur)(?: mehr| wirklich| so| sehr| richtig| mal)?(?: [,.?]|$| (?:und|aber|sondern|nur|oder|sie|er|es|ich|wir|sonst|mehr)(?![a-z0-9])))(?! [?,] (?:auch )?(?:nein|nö|nee|keine[rs]?|nicht(?! nur)|fehlanzeige|negativ)(?: [,.?]|$| (?:nur|auch|aber|und)(?![a-z0-9])))"

/** Southern German says 'nimmer' for 'nicht mehr' and 'ned'/'net' for 'nicht', Swiss German 'nöd', 'nid': every 'nicht|nich' of a pattern reads them too. */
function southern(source: string): string {
  return source.replace(/nicht\|nich(?=[|)])/g, 'nicht|nich|nimmer|nimma|ned|net|nöd|nid')
}

function forGerman(source: string): string {
  return `(?:${negationFreeGaps(southern(source))})${NOT_AFTER}`
}

function compileConditional({category, pattern, context}: Conditional): RedFlagLanguage['conditional'][number] {
  return {category, pattern: forGerman(pattern), context: negationFreeGaps(southern(context))}
}

/**
 * A visitor who asks a general question and then says it is happening to them ("Ist es ein
 * Notfall, wenn man (?:ur)?plötzlich die schlimmsten Kopfschmerzen hat? Ich habe das gerade."):
 * the question's hit is dropped as general, so the personal sentence after it is the hit,
 * and the category is the one the nearby question talks about.
 */
const ANAPHORA = "(?:(?:bei mir|bei uns|bei ihm|bei ihr|bei (?:meinem|meiner|unserem|unserer) [a-z]+) (?:ist |war )?(?:das |es )?(?:gerade|grad|eben|jetzt|vorhin|heute)(?: auch| genau)? (?:passiert|so|genauso|der fall|das gleiche|dasselbe)|(?:ist|war) (?:mir|uns|ihm|ihr) (?:gerade|grad|eben|vorhin|heute|jetzt) (?:passiert|so gegangen)|(?:ich|er|sie|wir|mein [a-z]+|meine [a-z]+|unser [a-z]+|unsere [a-z]+) (?:habe|hab|hat|hatte|haben) (?:das|dies|genau das|sowas|so etwas|es)(?: auch| genau)? (?:gerade|grad|jetzt|seit|heute|eben|schon)|(?:bei mir|bei uns|bei ihm|bei ihr|bei (?:meinem|meiner|unserem|unserer) [a-z]+) (?:ist|passiert|war) (?:das|es|genau das)(?: auch)? (?:gerade|grad|jetzt|eben|seit|heute)|(?:das|genau das|es) (?:passiert|ist) (?:mir|uns|ihm|ihr|(?:meinem|meiner) [a-z]+) (?:gerade|grad|jetzt|eben)(?: eben)?|(?:hat|hatte) (?:er |sie |es |(?:mein|meine) [a-z]+ )?(?:jetzt |gerade |grad |wieder |schon wieder |erneut ){1,2}(?:einen|eine|eins)(?= [,.?]| und|$)|(?:hab|habe|hat|hatte) (?:ich|er|sie|wir) (?:das |es |genau das |sowas )?(?:gerade|grad|eben|jetzt|vorhin) (?:gemacht|getan|genommen|geschluckt|gegessen|getrunken)|(?:das|genau das|sowas) (?:hab|habe|hat) (?:ich|er|sie) (?:gerade|grad|eben|vorhin|jetzt))(?! ~3 (?:gelesen|gehört|gesehen|erfahren|gelernt|gefragt))"

const ANAPHORA_TOPICS: Readonly<Partial<Record<RedFlagCategory, string>>> = {
  chest_pain: 'brust[a-z]*|herz|herzinfarkt|infarkt',
  stroke: 'gesicht|mundwinkel|sprechen|sprache|lähmung|gelähmt|schlaganfall|taub',
  sudden_headache: 'kopfschmerz[a-z]*|kopfweh|kopf',
  head_injury: 'kopf ~3 (?:gestoßen|gefallen|geschlagen|angeschlagen)|gehirnerschütterung|sturz',
  severe_bleeding: 'blut[a-z]*|blutung',
  breathing: 'luft|atm[a-z]*|atemnot|ersticken|erstickt',
  anaphylaxis: 'zunge|hals|lippen|allergi[a-z]*|anaphyla[a-z]*|quaddeln|schwill[a-z]*',
  unconscious: 'bewusstlos|ohnmächtig|ohnmacht|reagiert|aufwachen|wach',
  seizure: '[a-z]*krampf[a-z]*|[a-z]*krämpfe|anfall|anfälle|zuck[a-z]*',
  overdose_poisoning: `${PILLS}|überdosis|verschluckt|vergiftung|giftig|getrunken|geschluckt`,
  carbon_monoxide: 'kohlenmonoxid[a-z]*|ofen|therme|heizung|melder',
  burns: 'verbrannt|verbrennung[a-z]*|verbrüht|blasen',
  sepsis: 'sepsis|blutvergiftung|verwirrt',
  meningitis: 'nacken|genick|flecken|glas|meningitis|hirnhautentzündung',
  pregnancy: 'schwanger[a-z]*|ssw|wehen|fruchtwasser|kindsbewegungen',
  sick_child: 'baby|säugling|kind|kleinkind',
  self_harm: 'suizid[a-z]*|selbstmord[a-z]*|umbringen|sterben|ritzen|geritzt|todesgedanken|lebensmüde|nicht mehr leben',
  other_emergency: 'hoden|blutzucker|zucker|bauch',
}

/** How far a setting said in another sentence may be from the danger sign, in words. */
const NEARBY_WORDS = 40

/**
 * Benign contexts shared by several categories. A story told about a film, a series, a book or
 * the news, or revision for an exam ("ein Film, in dem jemand eine Überdosis nimmt"), unless the
 * visitor says it is happening to them.
 */
const MEDIA: BenignRule = {
  all: ['(?:film|filme|filmen|serie|serien|krimi|thriller|buch|comic|manga|hörspiel|game|videospiel|tatort|tagesschau|tagesthemen|radio|bericht|news|roman|hörbuch|doku|dokumentation|dokumentarfilm|reportage|nachrichten|zeitung|artikel|szene|folge|episode|podcast|kino|theaterstück) ~4 (?:gesehen|geschaut|gelesen|gehört|angeschaut|gab es|gibt es|kam|kommt|lief|läuft|in dem|in der|über|wo|zeigt|zeigte|gezeigt|handelt|ging es|geht es)|(?:in|im) (?:einem |einer |dem |der |meinem |meiner |unserer |unserem )?(?:film|serie|krimi|tatort|tagesschau|tagesthemen|radio|bericht|news|roman|buch|doku|podcast|kino|artikel|zeitung|nachrichten|fernsehen|tv|lehrbuch|szene|folge)|(?:in|im) (?:meinem|dem|einem|diesem) (?:game|spiel|videospiel|computerspiel)|mein (?:charakter|avatar)|(?:der|die|den|dem) (?:hauptdarsteller[a-z]*|hauptfigur|protagonist[a-z]*|schauspieler[a-z]*|heldin|held)|meine (?:figur|spielfigur)|(?:lernt|lerne|lernen|lernte) für|hausarbeit|referat|vorlesung|[a-z]*(?:klausur|prüfung|schulaufgabe|hausaufgabe[n]?|test|präsentation) ~3 (?:über|zu|zum|zur|morgen|nächste woche)|(?:bio|biologie|chemie|reli|sachkunde|physik)(?: ?(?:klausur|prüfung|test|unterricht|stunde|lehrer[a-z]*|buch))|(?!sport|schwimm|reit|turn|tanz|ski|kletter|tauch|yoga|fitness|kampf|box|surf|segel)[a-z]*unterricht(?!(?: [a-z]+){0,2} (?:umgekippt|umgefallen|zusammengebrochen|zusammengesackt|kollabiert|ohnmächtig|bewusstlos|gestürzt|hingefallen|gekrampft|krampft))|erste ?hilfe ?kurs|(?!sport|schwimm|reit|turn|tanz|ski|snowboard|kletter|tauch|yoga|fitness|spinning|kampf|box|surf|segel|koch|back|wander)[a-z]*kurs|[a-z]*schulung|[a-z]*lehrgang|fortbildung|gelesen(?: ,)? (?:dass|wie)|(?:erzählt|erzählte|sagt|sagte|meint|meinte|behauptet|gelernt|gehört)(?: ,)? (?:dass|das) (?:eine|ein|man|viele|die meisten) ~5 (?:oft|häufig|meistens|immer|typischerweise|normalerweise|selten)|praktikum|(?:erzählt|berichtet|erzählte|berichtete) (?:von|über) (?:einem|einer|einen) (?:patient|patienten|patientin|fall|bewohner|bewohnerin)|zum thema|projekttag|unterrichtseinheit|materialien|aufnahmebogen|fragebogen|formular|anamnesebogen|pflegeplan[a-z]*|checkliste|notfallplan|merkblatt|broschüre|abgefragt'],
  unless: 'seitdem|danach|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|bei mir|mir (?:ist|wird|geht)|(?:jetzt|seitdem|selbst|auch) (?:habe|hab|hat|bin|ist|tut|kriege|bekomme) (?:ich|er|sie)|(?:ich|er|sie) (?:habe|hab|hat|bin|ist) (?:jetzt|seitdem|selbst|auch)',
}
/** A pet is the patient ("Unsere Katze ist vom Balkon gefallen, der Tierarzt sagt ..."), not a person. */
const PET: BenignRule = {
  all: ['tierarzt|tierärzt[a-z]*|tierklinik|tiernotdienst|tierkrankenhaus|(?:unser|unsere|unserem|unseren|mein|meine|meinem|meinen|der|die|den|dem) (?:katze|kater|hund|hündin|welpe|kätzchen|hamster|meerschweinchen|kaninchen|wellensittich|pferd|stute|hase|papagei|schildkröte) ~2 (?:ist|hat|war|hatte|frisst|fraß|gefressen|liegt|atmet|krampft|blutet|humpelt|erbricht|kotzt|zittert|reagiert|schläft|rührt|bewegt|wacht)|(?:hund|hündin|katze|kater|welpe|kätzchen|hamster|kaninchen|pferd|papagei)(?: ,)? (?:der|die|das) ~4 (?:hat|hatte|ist|war)'],
  unless: 'gebissen|gekratzt|angefallen|bisswunde|gestolpert|über (?:den|die|unseren|unsere|meinen|meine) (?:hund|katze)',
}
/** A recent event told with the recovery that followed ("letzte Woche einen Fieberkrampf, seitdem ist sie fit"). */
const RECENT_RECOVERED: BenignRule = {
  all: [
    'letzte[sn]? jahr|im letzten jahr|vor (?:einem|zwei|drei|\\d+) jahr(?:en)?|letzte[nr]? woche|vorige[nr]? woche|vergangene[nr]? woche|letzten monat|vorigen monat|vor (?:einer|zwei|drei|vier|fünf|\\d+|ein paar|einigen|mehreren) (?:wochen|woche|tagen)|neulich|kürzlich|vor kurzem|am wochenende|letztes wochenende|im urlaub',
    'alles ~3 abgeklärt|(?:wurde|wurden|ist|sind) (?:er |sie |es |alles |komplett |gründlich |ausführlich ){0,2}(?:abgeklärt|durchgecheckt)|(?:seitdem|seither|jetzt|inzwischen|mittlerweile) ~4 (?:nicht|nie|keine[n]?|kein) mehr|(?:seitdem|seither|jetzt|inzwischen|mittlerweile|wieder) ~3 (?:fit|gesund|munter|beschwerdefrei|symptomfrei|wie immer|putzmunter|topfit|auf den beinen)|(?:war|ist) alles (?:in ordnung|gut|ok|okay|unauffällig)|(?:werte|blutwerte|befunde?|untersuchung|ekg|ct|mrt|röntgen) ~2 (?:waren|war|ist|sind) ~2 (?:gut|unauffällig|normal|in ordnung|ok|okay)|(?:hat sich|habe mich|hab mich|haben sich) ~2 (?:gut |schnell |wieder |komplett |völlig )?erholt|(?:geht|ging) (?:es )?(?:ihm|ihr|mir|uns) ~2 (?:wieder )?(?:gut|bestens|prima)',
  ],
  unless: 'jetzt (?:wieder|erneut|schon wieder|noch)|gerade|grad|schon wieder|erneut|wieder (?:einen|eine|ein|angefangen|bekommen|gehabt|passiert)|noch immer|immer noch|seit (?:heute|gestern|vorhin)|schlimmer|verschlechtert',
  scope: 'sentence',
}
/** A numb lip or face after the dentist's injection is not a stroke. */
const DENTIST: BenignRule = {
  all: ['zahnarzt|zahnärzt[a-z]*|zahnbehandlung|zahn ?op|zahnfüllung|zahnextraktion|zahn (?:gezogen|ziehen)|implantat|betäubung|betäubungsspritze|lokalanästhesie|wurzelbehandlung|zahn gezogen|weisheitszahn|kieferchirurg[a-z]*'],
  unless: 'arm|bein|hand|sprach[a-z]*|spricht|redet|nuschel[a-z]*|lall[a-z]*|sehen|sieht|verwirrt|schwindel[a-z]*|seit (?:tagen|wochen)|immer noch|noch immer',
}

/** A name asked about ("Hodentorsion, was ist das?"), with nothing of one's own or of now. */
const WHAT_IS_IT: BenignRule = {
  all: ['[a-z]+ , (?:was|wie) (?:ist|sind|bedeutet|heißt) (?:das|dies|sowas|so was)(?: (?:eigentlich|genau|denn|überhaupt|genau))?(?= [,.?]|$| und| wie| wo| wann)'],
  unless: 'ich|mir|mich|mein[a-z]*|unser[a-z]*|(?:er|sie) (?:hat|ist|kann|liegt|atmet|spricht|redet|blutet|krampft|reagiert)|jetzt|gerade|grad|seit|heute|gestern|vorhin|schmerz[a-z]*|weh|tut|hilfe|bitte|notaufnahme|112|notarzt',
}

/** A question about what to do if something ever happens ("Wenn mein Mann einmal Brustschmerzen bekommen sollte, sollte ich dann 112 anrufen?"). */
const HYPOTHETICAL: BenignRule = {
  all: ['(?:wenn|falls) ~5 (?:bekommen|haben|kriegen|sein|werden) (?:sollte|sollten|würde|würden)|(?:wenn|falls) ~3 (?:einmal|mal|jemals|irgendwann|eines tages)|für den fall|für die zukunft|in zukunft'],
  unless: 'gerade|grad|jetzt|seit|schon|eben|vorhin|wieder',
  scope: 'sentence',
}

/** Already seen by the emergency doctor and well again ("der Notarzt war da, jetzt ist er wieder ganz klar"). */
/** A doctor has already ruled it out ("der Kinderarzt hat Meningitis ausgeschlossen"). */
const RULED_OUT: BenignRule = {
  all: ['(?:arzt|ärztin|kinderarzt|kinderärztin|hausarzt|hausärztin|notaufnahme|krankenhaus|klinik|spital|notarzt|doktor|frauenarzt|frauenärztin|neurologe|kardiologe) ~6 (?:ausgeschlossen|ausgeschlossen hat|ausgeschlossen wurde)|(?:wurde|wurden|ist|sind|hat|haben) ~4 ausgeschlossen'],
  unless: 'jetzt (?:wieder|aber|doch)|seitdem|seither|trotzdem|schlimmer|schon wieder|erneut|immer noch|noch immer|neu|(?:ur)?plötzlich|seit (?:heute|gestern|einer|\\d+)',
  scope: 'sentence',
}

const SEEN_AND_WELL: BenignRule = {
  all: ['(?:notarzt|rettungsdienst|krankenwagen|sanitäter|rettung|arzt|ärztin) ~2 (?:war|waren) (?:schon )?(?:da|hier)|(?:im krankenhaus|in der klinik|im spital|in der notaufnahme|vom arzt|vom kinderarzt|beim arzt|beim kinderarzt) ~2 (?:untersucht|durchgecheckt|abgeklärt|angeschaut)|(?:wurde|ist|wurden) (?:schon )?(?:untersucht|durchgecheckt|entlassen)', '(?:wieder|jetzt) ~3 (?:ganz )?(?:klar|fit|normal|gut|zuhause|zu hause|wach|ansprechbar)|heute ~3 (?:fit|munter|putzmunter|gut drauf|wieder gut|fieberfrei|fröhlich|quietschfidel)|ganz der alte|alles (?:gut|ok|okay|in ordnung)'],
  unless: 'gerade|grad|schon wieder|erneut|noch immer|immer noch|schlimmer|wieder (?:einen|eine|ein|angefangen|bekommen)|seit',
  scope: 'sentence',
}

/** Asking ahead whom to call if someone gets worse ("wenn er schlechter wird, Notarzt oder Hausarzt?"). */
const WORSE_LATER: BenignRule = {
  all: ['(?:wenn|falls|sobald) ~4 (?:schlechter|schlimmer) (?:wird|werden|geht)'],
  unless: 'gerade|grad|jetzt|seit|eben|vorhin|bewusstlos|blutet|atmet|krampf[a-z]*',
  scope: 'sentence',
}

/** A swollen-feeling tongue or lip after the dentist's injection, with no sign of a reaction. */
const DENTIST_NUMB: BenignRule = {
  all: [DENTIST.all[0] as string],
  unless: 'luft|atem[a-z]*|atmen|atmet|hals|rachen|schwindel[a-z]*|quaddeln|ausschlag|ganze[nrm]? körper|kreislauf|schlucken',
}

/** Fear that something may happen one day ("hat Angst, dass er irgendwann einen Schlaganfall bekommt"). */
const FUTURE_FEAR: BenignRule = {
  all: ['(?:angst|sorge|sorgen|befürcht[a-z]*|fürcht[a-z]*)(?: ,)? (?:dass|das|davor)', 'irgendwann|eines tages|später|in zukunft|mal(?! wieder)|auch (?:einen|eine|ein)|einmal'],
  unless: 'jetzt|gerade|grad|seit|heute|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|schon|gestern|vorhin',
  scope: 'sentence',
}
/** A cut by accident ("an einer Fensterscheibe den Unterarm aufgeschnitten") is not self-harm. */
const ACCIDENTAL_CUT: BenignRule = {
  all: ['(?:an|mit|in) (?:einer|einem|der|dem|ner|nem|die|das) (?:fensterscheibe|scheibe|glasscherbe|scherbe|glastür|blech|kante|dose|konservendose|säge|kreissäge|flex|axt|beil|sense|zaun|stacheldraht)|beim (?:kochen|schneiden|gemüseschneiden|brotschneiden|sägen|basteln|arbeiten|heimwerken|reparieren|putzen|spülen|abwaschen|aufräumen|fallen|sturz)|aus versehen|versehentlich|unfall|ausgerutscht|gestolpert|hingefallen|durch die scheibe'],
  unless: 'wie (?:ein|einen) unfall|absichtlich|mit absicht|extra|selbst|ritz[a-z]*|geritzt|wollte|will|sterben|leben|wieder|klinge|rasierklinge|tiefer|umbringen|suizid[a-z]*|selbstmord[a-z]*|verletzen|(?:weiß|weiss|weis) (?:nicht|nich) warum|druck abbauen',
}

/** A wish about where and how to die one day ("ich will in meiner Heimat sterben", "friedlich einschlafen, wenn es soweit ist"). */
const PLACE_OF_DEATH: BenignRule = {
  all: ['(?:sterben|einschlafen) ~3 (?:in|zu|im|daheim|zuhause) (?:der |meine[rm]? |seine[rm]? |ihre[rm]? )?(?:heimat|hause|eigenen bett|bett)|(?:in|zu|im) (?:der |meine[rm]? |seine[rm]? |ihre[rm]? )?(?:heimat|hause|eigenen bett) ~3 (?:sterben|einschlafen)|(?:daheim|zuhause) ~2 (?:sterben|einschlafen)|begraben werden|beerdigt werden|friedlich (?:einschlafen|sterben)|im schlaf sterben|wenn es (?:so ?weit|soweit) ist|patientenverfügung'],
  unless: 'umbringen|nicht mehr leben|selbstmord[a-z]*|suizid[a-z]*|tabletten|kann nicht mehr|halt[e]? (?:das|es) nicht|keinen sinn|heute|jetzt|bald|morgen|ritz[a-z]*',
}
/** An accident in which nothing happened ("einen leichten Stromschlag bekommen, es ist nichts passiert"). */
const NOTHING_HAPPENED: BenignRule = {
  all: ['(?:ist|war) (?:zum glück |aber |dabei |ihm |ihr |mir |uns )?(?:nichts|nix) passiert|(?:zum glück|glücklicherweise) (?:nichts|nix|unverletzt|unversehrt)|(?:blieb|bin|ist|war) unverletzt'],
  unless: 'jetzt|seitdem|trotzdem|seit|immer noch|noch immer|schmerz[a-z]*|blut[a-z]*|bewusstlos|verwirrt|erbricht|kotzt|herz (?:rast|stolpert)',
  scope: 'sentence',
}

/** Blue lips from cold water, the cold or blueberries, pink again ("nach dem Baden blaue Lippen, nach dem Abtrocknen wieder rosa"). */
const COLD_BLUE: BenignRule = {
  all: ['(?:nach dem|beim|vom|von|im) (?:baden|schwimmen|pool|see|meer|planschen|schwimmbad|frieren|eis|wassereis|kalten wasser|heidelbeer[a-z]*|blaubeer[a-z]*)|heidelbeer[a-z]*|blaubeer[a-z]*|wassereis|lolli|filzstift|wachsmal[a-z]*|(?:wieder|jetzt) (?:rosa|normal|rot)'],
  unless: 'atmet (?:kaum|schwer|schnell|nicht|komisch)|luft|schlapp|reagiert|röchel[a-z]*|keucht|pfeif[a-z]*|bewusst[a-z]*|hustet|verschluckt|krampf[a-z]*',
}

/** A doctor's all-clear ("das EKG war normal, die Brustschmerzen kamen von einer verspannten Rippe"). */
const DOCTOR_CLEARED: BenignRule = {
  all: ['(?:war|waren) (?:nur |bloß |wohl |halt |doch )?(?:der|die|das|vom|von der) (?:magen|muskel|rippe|verspannung|sodbrennen|reflux|galle|psyche|stress|panikattacke)|(?:alles|wurde|wurden) (?:abgeklärt|durchgecheckt)|(?:ekg|herzecho|herzkatheter|troponin|blutwerte|untersuchung|röntgen|ct|mrt) ~3 (?:war|waren|ist|sind) ~2 (?:normal|unauffällig|gut|in ordnung|ok|okay)|(?:kamen|kommen|kommt|kam) (?:von|vom) (?:einer |einem |der |dem )?(?:muskel|rippe|verspannung|verspannten|verspannter|wirbel|magen|sodbrennen|zerrung|prellung)[a-z]*'],
  unless: 'jetzt (?:wieder|stärker|schlimmer)|seit (?:einer|\\d+) ~2 (?:stunde|minuten)|stärker|schlimmer|wieder da|immer noch|noch immer|schwitz[a-z]*|kiefer|atemnot',
  scope: 'sentence',
}
/** A single ordinary dose asked about ("zwei Bier und eine Ibuprofen, ist das gefährlich?"). */
const ONE_DOSE: BenignRule = {
  all: ['(?:eine|ein|einer|1) (?:einzige |normale )?(?:tablette|pille|kapsel|ibu|ibuprofen|paracetamol|aspirin|schmerztablette|dosis)', 'gefährlich|schlimm|problem|darf|okay|in ordnung|wechselwirkung[a-z]*|vertragen|zusammen'],
  unless: 'bewusstlos|kaum wach|nicht wach|atmet|krampf[a-z]*|erbricht|absichtlich|umbringen|sterben|verwirrt|lallt|kind|baby|sohn \\(|tochter \\(',
  scope: 'sentence',
}
/** Someone without complaints who asks about a danger ("er hat keine Beschwerden, fragt aber nach Rauchgasvergiftung"). */
const NO_COMPLAINTS: BenignRule = {
  all: ['(?:hat|habe|hab|hatte|haben) (?:aber |sonst |bisher |gar |überhaupt )?keine (?:beschwerden|symptome)|(?:sonst|ansonsten|aber|sonst aber) (?:gar |überhaupt )?keine (?:beschwerden|symptome|probleme)|(?:ist|bin) (?:völlig |ganz )?beschwerdefrei'],
  unless: 'jetzt|seit|(?:ur)?plötzlich|schlimmer|bewusstlos|atmet|hustet|erbricht|verwirrt',
  scope: 'sentence',
}

/** An electric fence's shock, with no sign after it. */
const ELECTRIC_FENCE: BenignRule = {
  all: ['weidezaun|elektrozaun|weidezäune|viehzaun'],
  unless: 'bewusstlos|herz[a-z]*|verbrenn[a-z]*|brandwunde|blase[n]?|atm[a-z]*|krampf[a-z]*|umgefallen|umgekippt|schmerz[a-z]*',
  scope: 'sentence',
}

/** A chemical splash washed off at once with no redness. */
const RINSED: BenignRule = {
  all: ['abgewaschen|abgespült|ausgespült|gespült', 'keine (?:rötung|reaktion|beschwerden|schmerzen)|(?:nichts|nix) (?:zu sehen|passiert)'],
  unless: 'auge|augen|blasen|weiß|brennt (?:noch|immer|stark)|schlimmer',
}

/** The belongings of someone who has died, a move or a clear-out ("Omas Sachen verteilt, sie ist letzten Monat gestorben"). */
const BELONGINGS: BenignRule = {
  all: ['gestorben|verstorben|verstorbene[nrm]?|nachlass|geerbt|beerdigung|trauerfall|wohnungsauflösung|haushaltsauflösung|(?:omas|opas|mamas|papas) sachen|umzug|ziehe[n]? um|ziehen um|ausmisten|ausgemistet|flohmarkt|zu klein|nicht mehr passt'],
  unless: '(?:will|möchte) ~3 (?:sterben|tot|zu (?:ihr|ihm)|nicht mehr)|(?:will|möchte|möcht|wollte|wünscht sich|wünsche mir) ~4 (?:zu|bei) (?:ihr|ihm|ihnen|mama|papa|oma|opa|seiner|ihrer|meiner|seinem|ihrem|meinem)|nachfolgen|hinterher|gewehr|jagdgewehr|waffe|pistole|revolver|strick|seil|nicht mehr leben|umbringen|tabletten|abschied[a-z]*|für immer|brauche (?:ich )?(?:eh |sowieso )?nicht mehr',
  scope: 'sentence',
}

/** Cutting one's own hair or nails ("sie schneidet sich die Haare selbst"). */
const HAIRCUT: BenignRule = {
  all: ['(?:schneide|schneidet|schnitt|schneiden) (?:mich|sich|mir|ihr|ihm) (?:gerade |grad |jetzt |immer |selbst |selber |mal )?(?:die |meine |seine |ihre |den |das )?(?:haare|nägel|fingernägel|fußnägel|pony|bart|spitzen)'],
  unless: 'ritz[a-z]*|arm[e]?|handgelenk[e]?|haut|blut[a-z]*|klinge|absichtlich|sterben|umbringen|leben|wieder',
}

/** A threat said as a joke, and said to be one ("er bringt sich um, wenn sein Verein verliert (Scherz natürlich)"). */
const JOKE: BenignRule = {
  all: ['scherz|im spaß|nur spaß|ein witz|nicht ernst gemeint|natürlich nicht ernst'],
  unless: 'wirklich|ernsthaft|ernst gemeint|kein scherz|kein witz|kein spaß|nicht im spaß|nicht lustig',
  scope: 'sentence',
}

/** A baby who groans while passing a stool and is settled afterwards. */
const STOOL: BenignRule = {
  all: ['stuhlgang|kacken|kacka|kaka|pupsen|pups|pupst|blähung[a-z]*|beim drücken|volle windel'],
  unless: 'atm[a-z]*|fieber|schlaff|schlapp|trinkt (?:nicht|kaum|nichts)|blau|grau|apathisch',
}

/**
 * Reassurance told in the same sentence about a mild sign ("eine Beule, aber sie spielt schon wieder
 * und isst normal"), in Swiss and Austrian wordings too; any sign of danger keeps the flag.
 */
const REASSURED: BenignRule = {
  all: ["(?:spielt|spielen|spült|spüt|spielet|spillt|tobt|rennt|hüpft|springt|lacht|lachet|plappert|quatscht|brabbelt) (?:schon |scho |jetzt |bereits |eh |auch )?(?:wieder|weiter|normal|ganz normal|fröhlich|herum|rum|umher|munter)|(?:isst|ässt|esst|trinkt|trinket|futtert|pinkelt|schläft) (?:auch |schon |scho |jetzt |ganz )?(?:wieder )?(?:normal|gut|guet|guat|ganz normal|wie immer|wieder|genug|ausreichend|viel)|(?:ist|is|isch|wirkt|war|scheint) (?:aber |wieder |jetzt |schon |eh |total |ganz |völlig |voll |topp )?(?:munter|putzmunter|quietschfidel|fit|fröhlich|aufmerksam|hellwach|zwäg|guet drauf|gut drauf|guat drauf|wie immer|ganz normal|wieder normal|ganz der alte|ganz die alte|ansprechbar und klar|klar im kopf)|klar im kopf|atmet (?:ganz |völlig )?(?:normal|ruhig|gleichmäßig|gut)|(?:blutung|blut|bluten|es) ~3 (?:hat aufgehört|aufgehört|gestoppt|gestillt|steht)|(?:hat )?(?:kein|keine|nie) fieber|fieberfrei|alles (?:wie immer|normal|gut|ok|okay|in ordnung|paletti)|passt eh alles|benimmt sich (?:ganz )?normal|verhält sich (?:ganz )?normal"],
  unless: 'erbricht|erbrochen|kotzt|gekotzt|übergeben|übergibt|gspieben|speibt|schläfrig|müde|kaum wach|nicht wach|bewusstlos|ohnmächtig|weggetreten|(?:kurz|kurzzeitig|sekunden|moment|augenblick) ~2 weg|weg gewesen|verwirrt|durcheinander|wirr[a-z]*|desorientiert|orientierungslos|komisch|seltsam|merkwürdig|weiß (?:nicht|nich) (?:mehr )?(?:wo|wer|was)|krampf[a-z]*|gekrampft|zuck[a-z]*|schrill|pupille[n]?|blutverdünner|marcumar|xarelto|eliquis|apathisch|schlapp|schlaff|lethargisch|atmet (?:schwer|schnell|kaum|nicht|komisch)|luftnot|atemnot|röchel[a-z]*|blau|grau|fleckig|flecken|punkte|ausschlag|nacken|steif|wächst|größer|weiche? beule|flüssigkeit|klar[a-z]* flüssigkeit|seit|jetzt (?:aber|doch|plötzlich)|schlimmer|(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|wieder (?:einen|eine|ein)|noch einen|immer noch|noch immer|trotzdem|dennoch|trinkt (?:nicht|nichts|kaum|nix|schlecht)|isst (?:nicht|nichts|kaum|nix)|windel[n]? ~2 trocken|kein pipi|nicht gepinkelt|unter (?:\\d|drei|zwei|sechs) monat[a-z]*|wochen alt|neugeboren[a-z]*|säugling|(?:3[89]|4[0-2])',
  scope: 'sentence',
}

/** Two signs joined by "oder" and denied together after them ("Brustschmerzen oder Atemnot hab ich überhaupt nicht"). */
const DENIED_PAIR: BenignRule = {
  all: ["(?:^|[a-z0-9']+ , )(?:[a-z0-9']+ ){1,3}(?:oder|und|bzw|u) (?:[a-z0-9']+ ){1,3}(?:hab|habe|hat|hatte|haben|hatten|hätte|gibt) (?:ich|er|sie|wir|es)(?: (?:aber|zum glück|eigentlich|bisher|sonst|auch|jedenfalls))?(?: (?:gar|überhaupt|absolut|definitiv))? (?:nicht|nich|keine[nrs]?|kein|keins)(?= [,.?]|$)"],
  unless: 'aber|jedoch|sondern|trotzdem',
}

/** A question of when to worry, with no sign of anyone's ("Ab wann müsste ich mir wegen Blutvergiftung Sorgen machen?"). */
const WHEN_TO_WORRY: BenignRule = {
  all: ['(?:ab|bis) wann|woran (?:merke|erkenne|sehe|merkt|erkennt)|worauf (?:muss|soll|sollte|müsste|sollten)', 'sorgen machen|sorge machen|beunruhigt sein|ein notfall|gefährlich|zum arzt|in die notaufnahme|ins krankenhaus|ins spital|achten'],
  unless: ' , |seit|jetzt|gerade|grad|schon|heute|hat|hatte|habe|hab|mein[a-z]*|sein[a-z]*|ihr[a-z]*|er|sie|\\d',
  scope: 'sentence',
}

/** A facial palsy a doctor has already named, days or weeks ago ("Gesicht schief seit einer Woche, Arzt sagt Fazialisparese"). */
const KNOWN_PALSY: BenignRule = {
  all: ['fazialisparese|gesichtslähmung|gesichtsnervenlähmung|bell[a-z]* (?:parese|lähmung)|bell[a-z]*sche[rn]? (?:parese|lähmung)', 'arzt|ärztin|neurolog[a-z]*|diagnos[a-z]*|festgestellt|klinik|spital|krankenhaus|sagt|seit (?:einer|zwei|drei|\\d+|ein paar|einigen) (?:woche|wochen|tagen|monat[a-z]*)'],
  unless: '(?:ur)?plötzlich|auf einmal|uff eemol|uff eenmal|auf eemol|auf oamoi|uf eimal|arm|bein|hand|sprach[a-z]*|spricht|redet|lallt|heute|gerade|grad|seit (?:einer|zwei|\\d+) (?:minute[n]?|stunde[n]?|std)|schlimmer',
  scope: 'sentence',
}

/** Out of breath for a moment after exercise, and over ("nach dem Sport kurz keinen ganzen Satz, dann geht es wieder"). */
const AFTER_EXERTION: BenignRule = {
  all: ['nach dem (?:sport|laufen|joggen|rennen|training|sprint|treppensteigen|fußball|workout)|beim (?:sport|joggen|laufen|rennen|training|sprinten)', '(?:dann|danach|gleich|sofort|schnell) ~3 (?:wieder|besser|weg|normal)|kurz|kurzzeitig|paar sekunden'],
  unless: 'blau|grau|lippen|asthma|spray|inhalator|brust|schmerz[a-z]*|seit|schlimmer|in ruhe|im liegen|nachts|umgekippt|ohnmächtig|herzrasen|pfeif[a-z]*',
  scope: 'sentence',
}

/** Waiting on a platform for a train that is late: travel, not the tracks as a place to die. */
const TRAIN_TRAVEL: BenignRule = {
  all: ['verspätung|verspätet|anschluss|umsteigen|fahrkarte|ticket|fahrplan|ausgefallen|zugausfall|verpasst|gleiswechsel|gleis \\d+|bahnsteig \\d+'],
  unless: 'springen|spring[a-z]*|sterben|tot|umbringen|nicht mehr (?:leben|kann|will)|will (?:das |es )?(?:alles )?nicht mehr|keinen sinn|schluss|abschied[a-z]*|lebt wohl|vor den zug|suizid[a-z]*|selbstmord',
  scope: 'sentence',
}

/** Wheezing that the reliever spray settled at once: asthma, with no allergen or swelling named. */
const RELIEVER_HELPED: BenignRule = {
  all: ['hübe|hub|spray|inhalator|salbutamol|asthmaspray|notfallspray', '(?:sofort|gleich|schnell|dann|direkt) ~3 (?:gut|besser|weg|wieder normal|vorbei)'],
  unless: 'schwell[a-z]*|geschwollen|lippen|zunge|rachen|hals|quaddeln|nesselsucht|ausschlag|gegessen|stich|nuss|erdnuss|schlimmer|hilft (?:nicht|nichts|nix)|allergi[a-z]*|blau|grau',
  scope: 'sentence',
}

/** A sign denied after it with "war sie nicht" ("Sturz auf den Kopf, bewusstlos war sie nicht, erbrochen auch nicht"). */
const DENIED_STATE: BenignRule = {
  all: ["(?:bewusstlos|ohnmächtig|weggetreten|weg|erbrochen|gekotzt|übergeben|gespuckt|verwirrt|schläfrig|gekrampft|k ?o) (?:war|ist|hat|hatte|wurde|hat sich) (?:er|sie|es|der kleine|die kleine|das kind)(?: (?:aber|auch|zum glück|definitiv|sicher))?(?: (?:gar|überhaupt))? (?:nicht|nich|nie|ned|nöd)(?= [,.?]|$)"],
  unless: 'aber|doch|jedoch|trotzdem|jetzt|seitdem|erbricht|kotzt|spuckt|krampft|zweimal|dreimal|mehrmals|mehrfach|ständig|immer wieder|\\d',
}

/** A stitch on breathing in after lifting or carrying, with nothing else ("Stechen in der Brust beim Einatmen, nach dem Umzug Kisten geschleppt"). */
const STRAINED_CHEST: BenignRule = {
  all: ['(?:nach dem|beim|vom|seit dem) (?:umzug|heben|tragen|schleppen|training|bankdrücken|sport|krafttraining|klimmzügen|liegestützen|tennis|tischtennis|squash|badminton|padel|golf|golfen|fußball|handball|volleyball|basketball|hockey|klettern|bouldern|boxen|rudern|ringen|judo|turnen|yoga|gym|fitness|fitnessstudio|crossfit|werfen|holzhacken|schneeschippen|umgraben|gärtnern|rasenmähen)|geschleppt|getragen|verhoben|kisten|gehoben|muskelkater|zerrung|gezerrt|verrissen|verrenkt|verdreht|überdehnt|verzerrt|geprellt|prellung', '(?:wenn|beim|bei) ~3 (?:tief )?(?:einatme[n]?|atme[n]?|einatmen|husten|huste|bewege|bewegen|drehe|drehen|drücke|drück|draufdrück[a-z]*|strecke)|muskelkater|zerrung|verhoben|druckschmerz[a-z]*|druckempfindlich|auf druck|an einer stelle'],
  unless: undenied('atemnot|luftnot|schwitz[a-z]*|schweiß|arm|kiefer|übel[a-z]*|fieber|blut[a-z]*|bein|wade|flug|pille|schwanger|operation|wochenbett|(?:ur)?plötzlich|schlimmer|kurzatmig|schwindel[a-z]*|ohnmächtig|herzrasen|in ruhe'),
  scope: 'sentence',
}

/** Tablets held or found, none swallowed and all counted ("geschluckt hat sie nichts, hab nachgezählt, alle da"). */
const NOTHING_SWALLOWED: BenignRule = {
  all: ['(?:geschluckt|verschluckt|runtergeschluckt|gegessen|genommen|getrunken|erwischt|in den mund genommen) (?:hat|hatte|hätte) (?:er|sie|es|der kleine|die kleine|das kind)(?: (?:aber|zum glück|definitiv|sicher|garantiert|also|auf jeden fall))?(?: (?:gar|überhaupt|absolut))? (?:nichts|nix|keine|keins|keinen|nicht)(?= [,.?]|$| und| davon)|(?:nach)?gezählt ~4 (?:alle|vollständig|vollzählig|keine fehlt|nichts fehlt)|(?:alle|alles) (?:noch )?(?:da|vollständig|vollzählig)(?= [,.?]|$)|(?:keine|keins|nichts) (?:fehlt|fehlen)'],
  unless: 'erbricht|erbrochen|kotzt|würgt|schläfrig|benommen|müde|bewusst[a-z]*|atm[a-z]*|krampf[a-z]*|blass|schwindel[a-z]*|verwirrt|taumelt|torkelt|(?:eine|einer|eins|zwei|drei|paar|welche|\\d) (?:tablette[n]? |pille[n]? )?(?:fehlt|fehlen)|glaub[e]?|vielleicht|wahrscheinlich|nicht sicher|unsicher|keine ahnung|batterie[a-z]*|knopfzelle[a-z]*|magnet[a-z]*',
  scope: 'sentence',
}

/** One usual tablet perhaps taken twice, not sure, with no sign: a dosing question. */
const UNSURE_DOUBLE_DOSE: BenignRule = {
  all: ['doppelt|zweimal|2 mal|zwei mal|2x|doppelte dosis|(?:nochmal|noch einmal) genommen', 'evtl|eventuell|vielleicht|möglicherweise|womöglich|nicht sicher|nicht mehr sicher|unsicher|(?:weiß|weiss) (?:nicht|nich) (?:mehr )?(?:ob|genau)|kann mich (?:nicht|nich) (?:mehr )?erinnern'],
  unless: 'kind|baby|sohn|tochter|enkel|kleinkind|bewusstlos|kaum wach|nicht wach|atmet|krampf[a-z]*|erbricht|absichtlich|umbringen|sterben|verwirrt|lallt|insulin|marcumar|digitoxin|digoxin|digitalis|lithium|methotrexat|opioid[a-z]*|fentanyl|tramadol|schwindel[a-z]*|herzrasen|übel|schläfrig|benommen|(?:[3-9]|\\d\\d|drei|vier|fünf|zehn) (?:tabletten|pillen|stück)|packung|alle|viele',
  scope: 'sentence',
}

/** A blister the size of a coin or a fingernail: "groß" gives its size ("2-Euro-Stück große Blase"). */
const COIN_SIZED: BenignRule = {
  all: ['(?:\\d+ |ein |zwei |fünf |zehn |zwanzig |fünfzig )?(?:euro|cent|franken|rappen)(?: ?stück)? groß[a-z]*|(?:münz|erbsen|linsen|kirschkern|fingernagel|daumennagel|fingerkuppen|knopf|stecknadelkopf|cent|euro)[a-z]*groß[a-z]*|(?:münze|erbse|linse|fingernagel|daumennagel|fingerkuppe|knopf) groß[a-z]*'],
  unless: '(?:meine|die|unsere|der|mein|unser) kleine[rn]? (?:hat|ist|war|hatte)|haut (?:löst|hängt|schält|geht ab)|voller blasen|(?:mehrere|viele|lauter) blasen|stirn|wange[n]?|steckdose|strom[a-z]*|kabel|schwarz[a-z]*|riesig[a-z]*|ganze[rnms]?|weiß|weiss|ledrig|verkohlt|gesicht|auge|augen|verätz[a-z]*|säure|lauge|kalk|chemikalie[n]?|[a-z]*reiniger|genital[a-z]*|intim[a-z]*|rauch|explosion|feuer|baby|säugling|kleinkind|kind|fieber|eiter[a-z]*',
}

/** Medicines or chemicals kept from children: a child "sich vergiften" is a fear, not self-harm. */
const CHILDPROOFING: BenignRule = {
  all: ['kinder|kind|kids|kleine[nr]?|enkel[a-z]*|baby|kleinkind[a-z]*|hund|katze|haustier[a-z]*|welpe[n]?', '(?:will|möchte|wollen|möchten) (?:nicht|nich|ned)(?: ,)? (?:dass|das)|damit ~5 (?:nicht|nich|kein[a-z]*)|(?:angst|sorge)(?: ,)? (?:dass|das|davor)|kindersicher|außer reichweite|wegschließen|wegsperren|entsorg[a-z]*|aufbewahr[a-z]*'],
  unless: 'mich|mir|umbringen|sterben|tot|nicht mehr leben|suizid[a-z]*|selbstmord[a-z]*|abschied[a-z]*|absichtlich|gerade|grad|schon|bereits|hat sich|haben sich|hat ~3 (?:genommen|geschluckt|getrunken)',
  scope: 'sentence',
}

/** "Ich könnt mich erschießen" about a chore, said with a laugh: a saying, not a wish to die. */
const HYPERBOLE: BenignRule = {
  all: ['(?:könnt|könnte|könnten)(?: ich)? (?:mich|mi) ~2 (?:erschießen|erschiessen|umbringen|erhängen|aufhängen)', 'ha ?ha[a-z]*|hihi|hehe|lol|xd|rofl|scherz|spaß|witz|arbeit|stress|chef|hausaufgaben|prüfung|vergessen|verschlafen|verpasst|ärger[a-z]*|nerv[a-z]*'],
  unless: 'wirklich|ernsthaft|ernst gemeint|kein scherz|kein witz|kein spaß|nicht im spaß|nicht lustig|sterben|nicht mehr leben|tabletten|strick|seil|waffe|pistole|plan|abschied[a-z]*|keinen sinn|(?:kann|will) nicht mehr|suizid[a-z]*|selbstmord[a-z]*|egal|wertlos|last|hoffnungslos|ritz[a-z]*|manchmal|oft|ständig|immer öfter',
  scope: 'sentence',
}

/** Something to be kept from happening ("will nicht, dass eine Blutvergiftung draus wird"), with nothing happening now. */
const PREVENT: BenignRule = {
  all: ['(?:will|möchte|wollen|möchten) (?:nicht|nich|ned)(?: ,)? (?:dass|das)|damit ~5 (?:nicht|nich|kein[a-z]*)|(?:schützt|schützen|schütze|bewahrt|bewahren) ~4 (?:vor|gegen)|vorbeug[a-z]*|vorzubeug[a-z]*|verhindern|verhüten|vermeiden'],
  unless: 'jetzt|gerade|grad|schon|bereits|seit|heute|gestern|vorhin|eben|(?:ur)?plötzlich|auf einmal|inzwischen|mittlerweile|fieber[a-z]*|schüttelfrost|streifen|verwirrt|bewusstlos|atmet|erbricht|krampf[a-z]*|blau',
  scope: 'sentence',
}

/** One or two sweets or vitamin gummies too many ("zwei Vitamingummis zu viel gegessen"). */
const FEW_GUMMIES: BenignRule = {
  all: ['(?:ein|eine|einen|zwei|1|2|paar) (?:[a-z]+ )?(?:vitamin[a-z]*|[a-z]*gummi[a-z]*|gummibärchen|globuli|lutschtablette[n]?|kautablette[n]?) (?:zu viel|mehr|extra)|(?:ein|eine|einen|zwei|1|2) (?:[a-z]+ )?(?:vitamin[a-z]*|[a-z]*gummi[a-z]*|globuli) (?:gegessen|genascht|geschluckt|erwischt)'],
  unless: 'eisen|iron|vitamin d|bewusstlos|erbricht|kotzt|schläfrig|krampf[a-z]*|atmet|ganze|packung|dose|flasche|alle|viele|mehrere|[3-9]|\\d\\d|drei|vier|fünf|sechs|zehn',
}

/**
 * "I'll have a heart attack when I see the bill": a heart attack or stroke said of a bill, a sight or
 * a person, with no sign of one ("ich krieg nen Herzinfarkt, wenn ich die Stromrechnung seh").
 */
const ATTACK_AS_FIGURE: BenignRule = {
  all: [
    '(?:krieg|kriege|kriegt|kriegst|bekomm|bekomme|bekommt|bekommst)(?: (?:ich|man|er|sie|du|gleich|noch|echt|bald|wirklich|ja|doch|mal|nochmal|irgendwann|jedes mal)){0,4} (?:nen|einen|ein|n) (?:herzinfarkt|herzkasper|herzanfall|infarkt|schlaganfall|hirnschlag)|(?:hätte|hätt|hatte|hatt) (?:ich |er |sie )?(?:fast|beinahe|quasi|fast schon) (?:nen|einen|ein|n) (?:herzinfarkt|herzkasper|herzanfall|infarkt|schlaganfall)',
    '(?:wenn|sobald|als|jedes mal wenn|immer wenn) ~6 (?:seh|sehe|sah|gesehen|lese|les|las|gelesen|höre|hör|hörte|gehört|denke|denk|bezahl[e]?|zahl[e]?|anschaue|anguck[e]?|aufmache|öffne)|(?:bei|beim|bei dem|bei der|bei den|bei diesen|bei diesem) (?:anblick|gedanke[n]?|preise[n]?|preis|[a-z]*rechnung|nachzahlung|zahlen|nachrichten)|vor (?:lauter )?(?:schreck|aufregung|ärger|wut|lachen|stress)|(?:mit|wegen) (?:dir|euch|dem|der|den|diese[mnr]?|meine[mnr]?)|ha ?ha[a-z]*|hihi|lol|xd|spaß|scherz|witz',
  ],
  unless: `${undenied('brust[a-z]*|schmerz[a-z]*|druck|drückt|enge|eng|arm|kiefer|schwitz[a-z]*|schweiß|übel|schwindel[a-z]*|atemnot|luft|gesicht|sprach[a-z]*|spricht|taub|gelähmt')}|glaub[e]?|angst|jetzt|gerade|grad|(?:ur)?plötzlich|seit`,
  scope: 'sentence',
}

/** A pharmacy, poison line or doctor has said what was swallowed is harmless ("die Apotheke sagt harmlos"). */
const ADVISED_HARMLESS: BenignRule = {
  all: ['(?:apotheke|apotheker[a-z]*|giftnotruf[a-z]*|giftinformation[a-z]*|giftzentrale|giftinfo|tox ?zentrum|tox info[a-z]*|kinderarzt|kinderärztin|hausarzt|hausärztin|arzt|ärztin|notaufnahme|hotline) ~5 (?:sagt|sagte|sagen|sagten|meint|meinte|meinen|meinten|gesagt|gemeint)(?: ,)? ~3 (?:harmlos|unbedenklich|ungefährlich|ungiftig|unkritisch|(?:nicht|nich) (?:schlimm|gefährlich|giftig|bedenklich)|kein problem|(?:nichts|nix) (?:passieren|zu befürchten))|(?:laut|nach auskunft|nach aussage) (?:der |dem |des |vom )?(?:apotheke|apotheker[a-z]*|giftnotruf[a-z]*|giftinformation[a-z]*|arzt|ärztin|kinderarzt|kinderärztin) ~3 (?:harmlos|unbedenklich|ungefährlich|ungiftig|(?:nicht|nich) (?:schlimm|gefährlich|giftig))'],
  unless: 'bewusstlos|schläfrig|müde|apathisch|schlapp|erbricht|erbrochen|kotzt|übergibt|krampf[a-z]*|atmet|atemnot|verwirrt|torkel[a-z]*|(?:ur)?plötzlich|trotzdem|seitdem|inzwischen|mittlerweile|schlimmer|ganze|packung|dose|flasche|alle|viele|mehrere|absichtlich|umbringen|sterben',
  scope: 'sentence',
}

/** An arm tired or sore from training or a known shoulder injury, nothing sudden and nothing else ("kann den Arm nach dem Schulterdrücken nicht mehr oben halten, Muskelkater"). */
const SORE_ARM: BenignRule = {
  all: ['muskelkater|zerrung|gezerrt|training|trainiert|fitnessstudio|gym|hantel[a-z]*|gewichte|schulterdrücken|bankdrücken|klimmzüge[n]?|liegestütze[n]?|sehnenentzündung|tennisarm|schleimbeutel[a-z]*|frozen shoulder|kalkschulter|rotatorenmanschette|ausgekugelt|gebrochen|gips|schulter ?op|operiert'],
  unless: '(?:ur)?plötzlich|auf einmal|schlagartig|gesicht|mund[a-z]*|sprach[a-z]*|spricht|redet|nuschel[a-z]*|lall[a-z]*|verwirrt|taub|gelähmt|sieht|sehen|schief|hängt|bein|schwindel[a-z]*|kopfschmerz[a-z]*|seit (?:einer|\\d+|zwei|drei) (?:stunde|stunden|minuten)',
  scope: 'sentence',
}

const SHARED_BENIGN: readonly [readonly RedFlagCategory[], BenignRule][] = [
  [RED_FLAG_CATEGORIES, MEDIA],
  [['head_injury', 'severe_bleeding', 'breathing', 'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'burns', 'other_emergency'], PET],
  [['head_injury', 'severe_bleeding', 'breathing', 'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'burns', 'sick_child', 'other_emergency'], RECENT_RECOVERED],
  [['stroke'], DENTIST],
  [['anaphylaxis'], DENTIST_NUMB],
  [['chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'unconscious', 'seizure', 'overdose_poisoning', 'breathing', 'other_emergency'], FUTURE_FEAR],
  [['self_harm'], ACCIDENTAL_CUT],
  [['sick_child'], STOOL],
  [['self_harm'], JOKE],
  [['self_harm'], HAIRCUT],
  [['self_harm'], BELONGINGS],
  [['burns'], RINSED],
  [['burns', 'other_emergency'], ELECTRIC_FENCE],
  [['chest_pain', 'breathing'], DOCTOR_CLEARED],
  [['overdose_poisoning'], ONE_DOSE],
  [['burns', 'overdose_poisoning', 'head_injury', 'carbon_monoxide', 'breathing', 'other_emergency'], NO_COMPLAINTS],
  [['breathing', 'sick_child'], COLD_BLUE],
  [['self_harm'], PLACE_OF_DEATH],
  [['head_injury', 'sick_child', 'sepsis'], REASSURED],
  [['stroke'], KNOWN_PALSY],
  [['chest_pain'], STRAINED_CHEST],
  [['chest_pain', 'stroke'], ATTACK_AS_FIGURE],
  [['stroke'], SORE_ARM],
  [['overdose_poisoning'], ADVISED_HARMLESS],
  [['overdose_poisoning'], FEW_GUMMIES],
  [['overdose_poisoning'], NOTHING_SWALLOWED],
  [['overdose_poisoning'], UNSURE_DOUBLE_DOSE],
  [['burns'], COIN_SIZED],
  [['self_harm'], CHILDPROOFING],
  [['self_harm'], HYPERBOLE],
  [['sepsis', 'other_emergency', 'breathing', 'overdose_poisoning', 'carbon_monoxide', 'burns', 'meningitis'], PREVENT],
  [['head_injury', 'unconscious', 'seizure'], DENIED_STATE],
  [['breathing'], AFTER_EXERTION],
  [['self_harm'], TRAIN_TRAVEL],
  [['anaphylaxis'], RELIEVER_HELPED],
  [RED_FLAG_CATEGORIES.filter((category) => category !== 'self_harm'), WHEN_TO_WORRY],
  [['chest_pain', 'stroke', 'sudden_headache', 'breathing', 'anaphylaxis', 'seizure', 'sepsis', 'meningitis', 'sick_child'], DENIED_PAIR],
  [['burns', 'other_emergency', 'head_injury', 'unconscious', 'severe_bleeding'], NOTHING_HAPPENED],
  [['chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'severe_bleeding', 'breathing', 'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'carbon_monoxide', 'burns', 'sepsis', 'meningitis', 'pregnancy', 'sick_child', 'other_emergency'], HYPOTHETICAL],
  [['other_emergency'], WORSE_LATER],
  [RED_FLAG_CATEGORIES.filter((category) => category !== 'self_harm'), WHAT_IS_IT],
  [['chest_pain', 'head_injury', 'breathing', 'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'other_emergency'], SEEN_AND_WELL],
  [['chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'breathing', 'anaphylaxis', 'seizure', 'carbon_monoxide', 'sepsis', 'meningitis', 'pregnancy', 'other_emergency'], RULED_OUT],
]

function withSharedBenign(benign: RedFlagLanguage['benign']): RedFlagLanguage['benign'] {
  const merged: Partial<Record<RedFlagCategory, BenignRule[]>> = {}
  for (const [category, entry] of Object.entries(benign ?? {}) as [RedFlagCategory, BenignRule | readonly BenignRule[]][]) {
    merged[category] = 'all' in entry ? [entry as BenignRule] : [...(entry as readonly BenignRule[])]
  }
  for (const [categories, rule] of SHARED_BENIGN) {
    for (const category of categories) (merged[category] ??= []).push(rule)
  }
  return merged
}

const de: RedFlagLanguage = {
  ...rules,
  benign: withSharedBenign(rules.benign),
  patterns: Object.fromEntries(Object.entries(rules.patterns).map(([category, sources]) => [category, sources?.map(forGerman)])) as RedFlagLanguage['patterns'],
  conditional: [
    ...rules.conditional.filter((rule) => !rule.nearby).map(compileConditional),
    // The setting may be said in a sentence of its own, before or after: up to 40 words away.
    ...[
      ...rules.conditional.filter((rule) => rule.nearby),
      ...Object.entries(ANAPHORA_TOPICS).map(([category, topic]) => ({category: category as RedFlagCategory, pattern: ANAPHORA, context: topic})),
    ].map(compileConditional).map((rule) => ({...rule, reach: NEARBY_WORDS})),
  ],
}

export default de
