/**
 * German red-flag rules. Sources are regexes over normalised text (see `red-flags.ts`):
 * `ß` is `ss`, and an umlaut written here matches the umlaut, its `ae`/`oe`/`ue`
 * spelling and the bare vowel ("Brustschmerzen", "übergeben" = "uebergeben" =
 * "ubergeben"). ` ~ ` = up to three more words. German puts verbs and "nicht" late,
 * so many patterns name the object first.
 */
import type {RedFlagLanguage} from '../red-flags'

const SIDE = '(?:linke[nrms]?|rechte[nrms]?)'
const PILLS = '(?:[a-z]*tabletten|pillen|medikamente|kapseln|paracetamol|ibuprofen|aspirin|insulin|[a-z]*mittel|schlaftabletten|antidepressiva|tramadol|tilidin|diazepam|tavor|lorazepam|opioide|oxycodon|fentanyl|heroin|morphin|novalgin|metamizol|lithium|vitamin[a-z]*)'
const POISONS = '(?:(?:waschmittel|spülmaschinen|geschirrspül) ?(?:pods?|kissen|tabs?)|[a-z]*reiniger|bleiche|chlor[a-z]*|putzmittel|spülmittel|waschmittel[a-z]*|spülmaschinentab[a-z]*|geschirrspültab[a-z]*|spültab[a-z]*|waschmittelkapsel[a-z]*|entkalker|frostschutz[a-z]*|lampenöl|grillanzünder|benzin|verdünner|terpentin|rattengift|gift|pflanzenschutz[a-z]*|insektizid|unkrautvernichter|batterie[a-z]*|knopfzelle[a-z]*|knopfbatterie[a-z]*|magnet[a-z]*|säure|lauge|natronlauge|salmiak|ammoniak|e ?liquid|liquid|nikotin[a-z]*|giftpilz[a-z]*|pilze aus dem wald|nagellackentferner|desinfektionsmittel)'

const de: RedFlagLanguage = {
  language: 'de',
  patterns: {
    chest_pain: [
      'brust ?schmerz[a-z]*|brustdruck|brustenge|brustkorbschmerz[a-z]*|thoraxschmerz[a-z]*|herzschmerz(?:en)? (?:und|mit) (?:atemnot|schwitzen)',
      '(?:schmerz[a-z]*|druck|enge|engegefühl|stechen|ziehen|beklemmung[a-z]*|gefühl|brennen|stiche|klemmen|last|gewicht|elefant) ~3 (?:in|auf|an|hinter) (?:der|meiner|seiner|ihrer|die) brust',
      '(?:meine |seine |ihre |die )?brust (?:tut (?:so |sehr |mega |total |echt |richtig )?weh|schmerzt|ist (?:so |ganz |total )?eng|drückt|zieht sich zusammen|wird eng|fühlt sich (?:eng|schwer) an)',
      '(?:zerquetsch|zerdrück|zusammendrück|zuschnür|einschnür|abschnür|zusammenpress)[a-z]* ~3 brust|brust ~3 (?:zerquetsch|zerdrück|zusammengedrückt|zugeschnürt|eingeschnürt|zusammengepresst)[a-z]*',
      'herzinfarkt|herzanfall|herzattacke|herzstillstand|herz ?kreislauf ?stillstand|infarkt|(?:sein|ihr|mein) herz (?:hat aufgehört|steht still|schlägt nicht mehr)',
      '(?:hält|greift) sich (?:an )?die brust|fasst sich an die brust',
      '(?:strahlt|zieht|geht|ausstrahl[a-z]*|wandert|zieht sich) ~4 (?:in den|in die|bis in den|bis in die|bis zum|bis zur|zum|zur|in) (?:linken arm|kiefer|unterkiefer|linke schulter)',
      '(?:in den|in die|bis in den|bis in die) (?:linken arm|kiefer|unterkiefer|linke schulter) ~2 (?:ausstrahl[a-z]*|zieh[a-z]*|gehen|geht)',
    ],
    stroke: [
      '(?:mund|gesicht|mundwinkel|lid|augenlid|lippe|gesichtshälfte) ~3 (?:hängt|hängen|hing|schief|verzogen|gelähmt|lahm|herunterhängend|runterhängt|taub)',
      '(?:hängende[rns]?|schiefe[rns]?) (?:mundwinkel|gesicht|mund|augenlid)|(?:gesichtslähmung|fazialisparese)',
      `(?:${SIDE}|eine) (?:körperhälfte|seite|gesichtshälfte|körperseite) ~4 (?:taub|gelähmt|schwach|lahm|gefühllos|kribbelt|kraftlos|nicht (?:mehr )?(?:spüren|bewegen|fühlen|spürbar))`,
      `(?:spüre|spürt|fühle|fühlt|merke|merkt|bewegen|bewege|bewegt) ~3 ${SIDE} (?:körperhälfte|seite|arm|bein|hand|gesichtshälfte) ~2 nicht`,
      `(?:kann|können|konnte) ~3 (?:den|das|die|seinen|ihren|meinen|seine|ihre|meine) ${SIDE} (?:arm|bein|hand|seite|fuß) ~2 nicht (?:mehr )?(?:bewegen|heben|spüren|fühlen|halten)`,
      'halbseitig[a-z]*|einseitig[a-z]* (?:lähmung|taub[a-z]*|schwäche|gelähmt)|lähmung (?:im|des|der) (?:gesicht|arm|bein|einer seite)',
      '(?:spricht|redet|sprache|sprechen) ~3 (?:verwaschen|undeutlich|lallend|wirr|unverständlich|durcheinander|komisch|seltsam verwaschen)|verwaschene sprache|lallt|lallen',
      '(?:kann|können|konnte) ~2 nicht (?:mehr )?(?:richtig |klar |normal )?(?:sprechen|reden)(?! (?:über|darüber|mit|vor))|sprachstörung|sprachverlust|findet (?:keine|die) worte (?:nicht|mehr)|wortfindungsstörung[a-z]*|bekommt keine worte (?:mehr )?heraus|bringt kein wort (?:mehr )?heraus',
      '(?:plötzlich|auf einmal|ganz plötzlich|schlagartig) ~3 (?:verwirrt|desorientiert|erkennt (?:mich|uns) nicht)|(?:verwirrt|desorientiert) ~3 (?:plötzlich|auf einmal|schlagartig)',
      '(?:schlimmsten|heftigsten|stärksten|schlimmste|heftigste|stärkste) kopfschmerz[a-z]*|vernichtungskopfschmerz|donnerschlagkopfschmerz|kopfschmerz[a-z]* wie (?:ein|ein) (?:donnerschlag|schlag)',
      '(?:plötzlich[a-z]*|schlagartig[a-z]*|auf einmal) ~3 (?:extrem[a-z]*|heftig[a-z]*|stark[a-z]*|unerträglich[a-z]*|schlimm[a-z]*|brutal[a-z]*|wahnsinnig[a-z]*|höllisch[a-z]*) ~2 kopfschmerz[a-z]*',
      '(?:sehe|sieht|sah|sehen) ~5 (?:nichts|nix) mehr|(?:plötzlich|auf einmal) ~3 (?:blind|sehverlust|nichts mehr sehen|doppelt sehen|doppelbilder)|plötzliche[rn]? sehverlust|(?:auf einem|auf dem (?:linken|rechten)) auge (?:blind|nichts)',
      '(?:plötzlich[a-z]*|schlagartig[a-z]*|auf einmal) ~3 (?:taubheit|taub|lähmung|gelähmt|schwäche|kribbeln) ~3 (?:gesicht|arm|bein|seite|hand|körperhälfte)',
      'schlaganfall|hirnschlag|hirninfarkt|hirnblutung|apoplex|gehirnschlag',
    ],
    severe_bleeding: [
      '(?:blutung|blut|es|wunde|blutet|nase|nasenbluten) ~6 (?:hört|hörte) (?:einfach |gar )?nicht (?:mehr )?auf|blutet (?:seit|schon seit) (?:über |mehr als |fast )?(?:[2-9]\\d|\\d{3}|zwanzig|dreißig|vierzig|einer halben stunde|einer stunde|\\d+ stunden|stunden)(?: minuten)?|(?:hört|hörte) nicht auf zu bluten|(?:lässt sich|ließ sich) nicht stoppen|(?:blutung|blut) (?:nicht|kaum) (?:zu )?stoppen',
      'blutet ~2 (?:sehr |extrem |total |wie verrückt |wie wild |ununterbrochen|ohne ende|immer weiter|weiter|stark|heftig|stärker|unaufhörlich)|blute (?:sehr |extrem )?(?:stark|heftig)',
      '(?:sehr |extrem |wahnsinnig |massiv )?(?:starke|heftige|massive|schwere|unstillbare) blutung',
      '(?:viel|sehr viel|so viel|ganz viel|mega viel|jede menge|unmengen|literweise|eine lache) blut|(?:verliert|verliere|verlor|verloren) ~2 (?:viel|sehr viel|so viel|zu viel) blut|blutlache',
      '(?:blut|es) (?:spritzt|schießt|sprudelt|pulsiert|läuft nur so|strömt|quillt)|spritzt blut|blut ~2 (?:überall|spritzt)|überall blut',
      'blut (?:erbrechen|erbrochen|spucken|gespuckt|husten|gehustet|kotzen)|(?:erbricht|erbreche|erbrach|spuckt|spucke|hustet|huste|kotzt|kotze|übergibt sich mit|übergebe mich mit) ~2 blut|blut im erbrochenen|bluterbrechen|bluthusten|kaffeesatz ?artig[a-z]* erbrechen',
      'verblut[a-z]*|(?:durchgeblutet|blutdurchtränkt|voller blut|blutgetränkt)',
    ],
    breathing: [
      '(?:bekomme|bekommt|bekommst|krieg|kriege|kriegt|kriegst|bekam|bekomm) ~2 (?:keine|kaum|schlecht|nur schwer|kaum noch|schwer|keine richtige) luft(?! durch die nase)|keine luft (?:mehr )?(?:bekommen|kriegen)',
      '(?:kann|kannst|können|konnte) ~2 (?:kaum|nicht|nicht mehr|schlecht|kaum noch|nur schwer) (?:mehr )?atmen|atmet (?:nicht|kaum|schwer)(?: mehr)?|hat aufgehört zu atmen|atmung (?:setzt aus|hat aufgehört|ist (?:ganz )?flach)|atemstillstand',
      'atemnot|luftnot|(?:starke|schwere|heftige|akute|extreme|plötzliche|massive) atembeschwerden',
      'ersticke|erstickt|ersticken|erstickungs[a-z]*|ringt? (?:nach|um) luft|ringen nach luft|japst|japsen|schnappt nach luft|schnappen nach luft',
      '(?:lippen|gesicht|finger|haut|fingernägel|mund) ~2 (?:sind |werden |wird |ist |laufen |läuft )?(?:ganz )?(?:blau|lila|grau|bläulich|blaulila)|blaue lippen',
      'asthmaanfall ~4 (?:spray|hilft nicht|wird schlimmer|schwer|heftig)|(?:schwere[rn]?|heftige[rn]?) asthmaanfall|(?:spray|inhalator|notfallspray|asthmaspray|salbutamol) (?:hilft|wirkt) (?:nicht|kaum|nichts)',
      '(?:weder|nicht) (?:sprechen|reden|husten|schlucken) (?:noch|oder|und) atmen',
      '(?:läuft|lief|wird|ist) ~2 blau an|blau angelaufen|blau anlaufen',
      'ertrunken|ertrinkt|ertrinken|beinahe ertrunken|fast ertrunken',
    ],
    anaphylaxis: [
      '(?:hals|rachen|zunge|kehle|atemwege|luftröhre) ~3 (?:schwillt|schwellen|geschwollen|schnürt sich zu|zugeschnürt|wird eng|ist eng|macht zu|zu|dick)',
      '(?:schwillt|schwellen|schwoll|geschwollene[rn]?) ~2 (?:hals|rachen|zunge|kehle)|zungenschwellung|rachenschwellung|halsschwellung',
      'anaphyla[a-z]*|allergischer schock|quincke[a-z]*|angioödem',
      '(?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallset|anapen|jext|emerade|adrenalin ?spritze|adrenalin ?autoinjektor|autoinjektor) ~3 (?:benutzt|gespritzt|gegeben|gesetzt|verwendet|injiziert|gebraucht|angewendet)',
      '(?:brauche|braucht|benutze|spritze|setze|gebe|gab|habe gespritzt|soll ich) ~3 (?:adrenalin ?pen|adrenalinpen|epipen|epi pen|notfallset|anapen|jext|emerade|adrenalin ?spritze|autoinjektor)',
    ],
    unconscious: [
      'keine?n? puls|puls (?:ist )?nicht (?:mehr )?(?:tastbar|zu fühlen|spürbar)|bewusstlos[a-z]*|bewustlos[a-z]*|ohne bewusstsein|bewusstsein verloren|(?:das )?bewusstsein (?:verloren|verliert|verlor)|nicht (?:mehr )?ansprechbar|kaum ansprechbar',
      '(?:wacht|wird) ~2 nicht (?:mehr )?(?:auf|wach)|nicht (?:mehr )?(?:wach zu kriegen|wach zu bekommen|aufzuwecken|wachzukriegen)|(?:kriege|kriegen|krieg|bekomme|bekommen) ~2 nicht (?:mehr )?wach',
      '(?:reagiert|antwortet) (?:nicht|gar nicht|überhaupt nicht|kaum)(?: mehr)?(?! (?:mehr )?(?:auf (?:die|das|den) )?(?:behandlung|medikament[a-z]*|antibiotik[a-z]*|therapie|nachrichten|anrufe|telefon))',
      '(?:kommt|kam) nicht (?:mehr )?zu sich|ohnmächtig[a-z]* ~5 (?:wacht|kommt|reagiert) nicht|zusammengebrochen|zusammengeklappt|kollabiert|umgekippt ~4 (?:wacht|reagiert|kommt|bewegt sich) nicht',
    ],
    seizure: [
      'krampfanfall[a-z]*|krampfanfäll[a-z]*|(?:epileptisch[a-z]*|grand mal|tonisch klonisch[a-z]*) anfall|anfall ~2 epilep[a-z]*|epileptische[rn]? anfall|fieberkrampf[a-z]*|status epilepticus|anfall nach dem anderen|anfälle hintereinander|(?:hat|hatte|bekommt|bekam) (?:gerade |wieder |noch )?(?:einen|noch einen|wieder einen) anfall(?! von)|krampfen am ganzen körper',
      '(?:krampft|krampfen|krampfte|krampfend)(?! (?:im|in der|in den) (?:wade|bein|fuß|magen|bauch))',
      '(?:zittert|zuckt|krampft|am boden|steif|starr) ~4 (?:schaum|schäumt)|schaum vorm mund|zuck[a-z]* ~2 am ganzen körper|am ganzen körper ~2 (?:zuck[a-z]*|krampf[a-z]*|geschüttelt)|augen (?:verdreht|verdrehen|sind verdreht)|verdrehte augen|schaum vor dem mund',
    ],
    overdose_poisoning: [
      'überdosis|überdosiert|überdosierung|vergiftung|vergiftet|(?:alkohol|rauch|kohlenmonoxid|co|pilz|medikamenten|tabletten)vergiftung|kohlenmonoxid',
      `(?:eine menge|ganz viele|sehr viele|viele|massenhaft|haufenweise|eine handvoll|eine ganze menge) ${PILLS} ~2 (?:genommen|geschluckt|eingeworfen|eingenommen)`,
      `zu viele? (?:von )?(?:meinen |seinen |ihren |den |der |die )?${PILLS}`,
      `(?:ganze|eine ganze|die ganze|komplette|eine komplette) (?:packung|schachtel|flasche|dose|blister|tüte) ~3 ${PILLS}|(?:\\d{2,3}|zehn|zwanzig|dreißig|vierzig|fünfzig|eine handvoll|handvoll|ein paar dutzend) ~2 ${PILLS} ~3 (?:genommen|geschluckt|eingenommen|geschmissen|eingeworfen)`,
      `${POISONS} ~3 (?:gekaut|rumgekaut|herumgekaut|zerbissen|abgebissen|gelutscht|getrunken|geschluckt|verschluckt|gegessen|erwischt|geleckt|abgeleckt|in den mund genommen|trinkt|isst|ausgetrunken|probiert)`,
      `(?:getrunken|geschluckt|verschluckt|gegessen|trank|trinkt|schluckte|aß) ~3 ${POISONS}`,
    ],
    self_harm: [
      '(?:mich|sich|dich) ~2 (?:umbringen|umzubringen|töten|zu töten|erhängen|aufhängen|ritzen|zu ritzen|selbst verletzen|umzubringen|vergiften|erschießen|vor den zug werfen)',
      '(?:mich|sich) ~3 geritzt|geritzt|ritze mich|ritzt sich|ritzen mich|ritzt mich|ritzte mich|ritze mir|ritzt ihr|ritzen sich|bring mich um|bringe mich um|bringt sich um|umbring[a-z]*|umzubringen',
      'selbstmord[a-z]*|suizid[a-z]*|selbstverletz[a-z]*|selbsttötung|lebensmüde|todeswunsch|freitod',
      '(?:will|möchte|mag|kann|wollte) ~2 nicht mehr leben|keine lust mehr (?:zu|auf(?:s| das)?) leben|keinen (?:sinn|grund) mehr (?:zu leben|im leben|zum leben|am leben)|kein(?:en)? (?:sinn|grund) (?:mehr )?(?:zu leben|zum leben|im leben|am leben)|das leben (?:hat )?keinen sinn mehr',
      '(?:will|möchte|wünschte|wünsche|würde am liebsten|möchte am liebsten) (?:mir )?(?:einfach )?(?:zu )?sterben|(?:will|möchte) (?:einfach )?tot sein|wäre (?:lieber|besser) tot|wären ~2 besser (?:dran )?ohne mich|besser ohne mich',
      '(?:mir|sich) das leben (?:zu )?nehmen|(?:mir|sich) (?:etwas|was) (?:an|anzutun|antun)|(?:von|vor) (?:der|einer|die|eine) (?:brücke|hochhaus|dach|zug) (?:springen|zu springen|werfen)|(?:einschlafen und|will|möchte) nicht mehr aufwachen|(?:will|möchte|wünsche mir) (?:einfach |nur )?(?:, )?dass (?:alles|es endlich|das alles|es) (?:aufhört|vorbei ist|endet|ein ende hat)|schluss machen mit (?:allem|dem leben|meinem leben)|(?:mache|mach|werde) ich schluss(?! mit (?:ihm|ihr|dem|der|meinem|meiner|deinem|deiner))|mache schluss(?! mit (?:ihm|ihr|dem|der|meinem|meiner|deinem|deiner))|allem ein ende (?:setzen|machen)',
    ],
    other_emergency: [
      '(?:schwere|starke|großflächige|tiefe|große|heftige|schlimme) verbrennung[a-z]*|verbrennung[a-z]* (?:dritten|zweiten|3|2) grades|verbrennung[a-z]* ~5 (?:heißes|kochendes|heißem|kochendem) (?:wasser|öl|fett)|verbrüh[a-z]*',
      '(?:heißes|kochendes|heißem|kochendem) (?:wasser|öl|fett|suppe) ~5 (?:verbrannt|verbrüht|drüber|darüber|geschüttet|gekippt|übergeschüttet|umgekippt)|heißes fett|brennendes öl',
      'stromschlag|stromunfall|vom blitz getroffen|elektrischen schlag|(?:hat |haben )?feuer gefangen|rauchvergiftung|rauchgasvergiftung',
      '(?:flecken|ausschlag|punkte|pünktchen) ~4 nicht (?:wegdrückbar|wegzudrücken|weg zu drücken|verschwinden|verschwindet|blass werden)|nicht wegdrückbar|glastest|lila flecken|purpura',
      '(?:baby|säugling|neugeborene[a-z]*) ~5 (?:ganz |sehr |total )?(?:schlapp|schlaff|apathisch|reagiert kaum|teilnahmslos|nicht wach zu kriegen)',
      'meningitis(?! ?(?:impfung|impf[a-z]*))|hirnhautentzündung|sepsis|blutvergiftung|septischer schock|diabetisches koma|ketoazidose|hitzschlag',
      '(?:neugeborene[a-z]*|säugling|baby ist (?:\\d+|zwei|drei|vier|sechs) (?:tage|wochen) alt|(?:\\d+|zwei|drei|vier|sechs) (?:tage|wochen) (?:altes|alter|alte) (?:baby|kind|säugling)) ~5 (?:fieber|temperatur)',
      '(?:notruf|112|notarzt|krankenwagen|rettungswagen|rtw|rettungsdienst) ~2 (?:rufen|anrufen|gerufen|angerufen|wählen|gewählt|verständigt|kommt|ist unterwegs|alarmiert)|(?:rufe|rufen|ruf|soll ich|sollen wir) ~2 (?:den |die )?(?:notruf|112|notarzt|krankenwagen|rettungswagen|rettungsdienst)',
      '(?:von einem|vom) (?:auto|lkw|bus|zug|motorrad) (?:angefahren|überfahren|erfasst)|angefahren worden|überfahren worden|vom (?:dach|balkon|gerüst|leiter|baum|fenster) gefallen|aus dem fenster gefallen|von der leiter gefallen|(?:dach|balkon|gerüst) gestürzt',
      '(?:kann|können) ~2 (?:die|seine|ihre|meine) (?:beine|arme) nicht (?:mehr )?(?:bewegen|spüren|fühlen)',
    ],
  },
  conditional: [
    {
      category: 'stroke',
      pattern: '(?:kann|können|konnte) ~3 (?:den|das|die|seinen|ihren|meinen|seine|ihre|meine) (?:arm|bein|hand|fuß) ~2 nicht (?:mehr )?(?:bewegen|heben|spüren|halten)',
      context: 'gesicht|mund|sprache|spricht|sprechen|reden|plötzlich|auf einmal|schlaganfall',
    },
    {
      category: 'breathing',
      pattern: '(?:kann|konnte|kannst) (?:nicht mal|nicht einmal|kaum|nicht) (?:mehr )?(?:sprechen|reden|sätze zu ende sprechen)',
      context: 'pfeif[a-z]*|atm[a-z]*|luft|asthma|spray|keuch[a-z]*|erstick[a-z]*|japs[a-z]*',
    },
    {
      category: 'chest_pain',
      pattern: '(?:strahlt|zieht|geht|ausstrahl[a-z]*|wandert) ~4 (?:in den|in die|bis in den|bis in die|zum|zur|in) (?:arm|arme|hals|schulter|rücken)|linke[rn]? arm ~2 (?:taub|schwer|kribbelt)',
      context: 'brust|herz|schwitz[a-z]*|kaltschweiß[a-z]*',
    },
    {
      category: 'anaphylaxis',
      pattern: '(?:lippen?|gesicht|augen|auge|mund|augenlider|lider) ~3 (?:schwillt|schwellen|geschwollen|dick|angeschwollen)|(?:schwillt|schwellen) ~2 (?:lippen?|gesicht|augen|mund)',
      context: 'gegessen|essen|stich|gestochen|biene|wespe|hornisse|genommen|medikament|tablette|antibiotik[a-z]*|penicillin|erdnüsse?|nüsse|nuss|meeresfrüchte|garnelen|krabben|fisch|ei|eier|sesam|allergi[a-z]*|reaktion|nesselsucht|quaddeln|atm[a-z]*|luft|pfeif[a-z]*',
    },
    {
      category: 'anaphylaxis',
      pattern: 'allergische reaktion|reaktion auf|allergisch|nesselsucht|quaddeln|gestochen|wespenstich|bienenstich',
      context: 'luft|atem|atmen|atmet|hals|zunge|schwill[a-z]*|geschwollen|kreislauf|schwindel[a-z]*|ohnm[a-z]*|umgekippt|pfeif[a-z]*|schlucken',
    },
    {
      category: 'overdose_poisoning',
      pattern: '(?:tabletten|medikamente|pillen|vitamintabletten|kapseln) ~4 (?:gegessen|geschluckt|verschluckt|erwischt|genommen|in den mund)|(?:omas|opas|meine|seine|ihre) (?:tabletten|medikamente|pillen) ~3 (?:gegessen|geschluckt|verschluckt|erwischt)',
      context: 'kind|sohn|tochter|baby|kleinkind|kleine[rn]?|jährige[rn]?|jahre alt|monate alt|hund|katze|enkel[a-z]*',
    },
    {
      category: 'other_emergency',
      pattern: '(?:auf den kopf|mit dem kopf|den kopf|am kopf|kopf) ~3 (?:gefallen|gestoßen|geschlagen|geknallt|aufgeschlagen|verletzt|geprallt)|kopfverletzung|schädel ?hirn ?trauma|gehirnerschütterung|sturz auf den kopf|kopfplatzwunde',
      context: 'erbricht|erbrechen|erbrochen|übergibt|übergeben|kotzt|bricht|spuckt|verwirrt|benommen|schläfrig|bewusstlos|ohnmacht[a-z]*|krampf[a-z]*|blut aus (?:dem )?(?:ohr|nase)|nicht ansprechbar|reagiert nicht|erinnert sich nicht|pupillen|komisch|apathisch',
    },
    {
      category: 'other_emergency',
      pattern: '(?:steife[rn]? nacken|nackensteif[a-z]*|steife[rn]? hals|nacken (?:ist )?(?:ganz )?steif|kann (?:den kopf|das kinn) nicht (?:zur brust|nach vorne|beugen|senken))',
      context: 'fieber|temperatur|ausschlag|flecken|erbrechen|meningitis|licht|lichtempfindlich|apathisch|schläfrig',
    },
    {
      category: 'other_emergency',
      pattern: 'blut(?:e|et|ung[a-z]*|en|ete)|starke blutung|blutverlust|blutklumpen|(?:heftige|starke|unerträgliche|extreme) (?:bauch|unterbauch)schmerzen|(?:baby|kind) bewegt sich nicht(?: mehr)?|spüre (?:das baby|mein baby|keine kindsbewegungen)|keine kindsbewegungen|krampfanfall',
      context: 'schwanger[a-z]*|schwangerschaftswoche|ssw|in anderen umständen',
    },
  ],
  clauseBreakers: ['aber', 'sondern', 'jedoch', 'doch', 'allerdings', 'trotzdem', 'außer', 'ausser', 'obwohl', 'während'],
  segmentBreakers: ['und', 'weil', 'dass', 'daher', 'deshalb', 'dann', 'denn', 'also', 'sodass', 'auch'],
  negationCues: ['kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nicht', 'nie', 'niemals', 'ohne', 'weder', 'nichts', 'keinerlei', 'nirgends'],
  pseudoNegations: [
    '(?:weiß|weiss|wissen|wusste) (?:ich |wir )?(?:nicht|nich)|keine ahnung|nicht (?:sicher|nur|ganz sicher|klar|genau)|kein zweifel|nicht schlimm(?:er)? als|nichtsdestotrotz',
  ],
  bridges: [
    'habe', 'hab', 'hat', 'hatte', 'hatten', 'haben', 'hätte', 'ich', 'er', 'sie', 'es', 'wir', 'man', 'mehr', 'die', 'der',
    'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'irgendwelche', 'irgendwelchen', 'irgendeine',
    'irgendein', 'spüre', 'spürt', 'fühle', 'fühlt', 'merke', 'merkt', 'bemerke', 'bemerkt', 'gespürt', 'gemerkt',
    'zeichen', 'anzeichen', 'symptome', 'so', 'sehr', 'starke', 'starken', 'stark', 'wirklich', 'richtig', 'richtige',
    'richtigen', 'mal', 'auch', 'gar', 'überhaupt', 'wieder', 'plötzliche', 'plötzlichen', 'echte', 'echten',
    'eigentlich', 'momentan', 'aktuell', 'derzeit', 'jetzt', 'gerade', 'bisher', 'mir', 'mich', 'sich', 'ist', 'sind',
    'war', 'waren', 'bin', 'wird', 'werden', 'beim', 'bei', 'am', 'im', 'in', 'von', 'hinweis', 'hinweise', 'unter',
    'akute', 'akuten', 'schlimme', 'schlimmen', 'neue', 'neuen', 'weitere', 'weiteren', 'besonderen', 'seit', 'heute',
    'bekommen', 'gehabt', 'mein', 'meine', 'sein', 'seine', 'ihr', 'ihre', 'typischen', 'typische',
  ],
  disjunctions: ['oder', 'noch', 'bzw'],
  intensifiers: 'so (?:stark|schlimm|heftig|extrem)|wie (?:jetzt|heute|diese|dieses|diesen|gerade)|bis (?:heute|jetzt|gerade)',
  remotePast: 'vor (?:\\d+|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig|vielen|einigen|ein paar|mehreren|etlichen|langer|über \\d+) (?:jahren|jahr|monaten|monat|jahrzehnten|jahrzehnt|zeit)|vor (?:langer zeit|jahren|monaten|jahrzehnten)|(?:letztes|letzten|vergangenes|vergangenen|vorletztes|vorletzten) jahr|im letzten jahr|als (?:ich|er|sie|wir) (?:noch )?(?:ein )?(?:kind|klein|jung|baby|jugendlich[a-z]*|schwanger|student[a-z]*|teenager) (?:war|waren)|als (?:kind|baby|kleinkind|jugendlich[a-z]*|teenager|säugling)|in (?:meiner|seiner|ihrer) (?:kindheit|jugend)|in (?:19|20)\\d\\d|im jahr (?:19|20)\\d\\d|(?:19[5-9]\\d|20[0-2]\\d)(?! ?[0-9])|früher|vorgeschichte|in der vergangenheit|damals|ehemalig[a-z]*|vorerkrankung',
  recent: 'heute|jetzt|gerade|momentan|aktuell|derzeit|seit (?:heute|gestern|einer stunde|\\d+ (?:minuten|stunden))|wieder|immer noch|noch immer|erneut',
  afterEvent: '(?:nach|seit|nachdem|überlebt|reha nach|erholt sich von|folgen|folge)(?: (?:einem|einer|seinem|seiner|meinem|meiner|ihrem|ihrer|dem|der|des))(?: [a-z\']+)?',
  eventNouns: 'herzinfarkt|infarkt|schlaganfall|anfall|krampfanfall|überdosis|herzstillstand|verbrennung[a-z]*|gehirnerschütterung',
  questionOpeners: 'was|wie|warum|wieso|weshalb|wann|wo|wer|welche|welcher|welches|welchen|woran|wozu|ist|sind|kann|können|darf|soll|sollte|sollten|gibt|muss|hilft|erklär|erkläre|erklären|sag mir|sagen sie mir|nenn|nennen sie|ich möchte wissen|ich frage mich|frage',
  generalCues: 'anzeichen|symptome?|warnzeichen|ursachen?|ausgelöst|auslöser|verursach[a-z]*|risiko[a-z]*|wahrscheinlich[a-z]*|vorbeug[a-z]*|verhindern|vermeiden|senken|verringern|behandl[a-z]*|therapie|heilen|erkennen|erkennt|unterschied[a-z]*|erste hilfe|nebenwirkung[a-z]*|impf[a-z]*|häufig|normal|bedeutet|allgemein|normalerweise|was tun|was (?:soll|muss|kann) man|wie (?:benutzt|verwendet|hilft|reagiert|handelt|erkennt) man|wenn (?:jemand|man|ein kind|ein baby|eine person)|jemand|jemandem|jemanden|eine person|menschen|leute|im fall|im falle|überleben|überlebt|genesung|erholung|kosten|kostet|wie viel|wieviel|wie viele|möglich|kann man|gefährlich|zukunft|irgendwann|eines tages|angst (?:vor|davor|zu)|tests? auf|diagnos[a-z]*|wann sollte man|wann muss man',
  personal: 'wenn ich|ob ich|ich (?:habe|hab|bin|glaube|denke|fühle|spüre)|mein[a-z]* [a-z]+ (?:hat|ist|wird|kann|hatte)|jetzt|gerade|momentan|sofort|hilfe|bitte|dringend|schnell',
  functionWords: ['ich', 'und', 'nicht', 'ist', 'das', 'die', 'der', 'den', 'dem', 'was', 'wie', 'wenn', 'mit', 'mein', 'meine', 'meinen', 'meiner', 'hat', 'habe', 'hab', 'auf', 'ein', 'eine', 'einen', 'sie', 'er', 'es', 'bin', 'tun', 'auch', 'sich', 'zu', 'kann', 'seit', 'aber', 'nach', 'noch', 'oder', 'bei', 'vor', 'mir', 'mich', 'sehr', 'jetzt', 'schon', 'soll', 'sind', 'wir', 'kein', 'keine', 'jemand', 'man', 'dass', 'gerade', 'heute', 'gestern', 'seine', 'ihre', 'ganz', 'immer'],
  definitionPrefix: '(?:was (?:ist|sind|bedeutet|heißt|genau ist)|was versteht man unter|erklär mir|erkläre mir|erklären sie mir|definition von)(?: (?:ein|eine|einen|der|die|das|den|dem|einer|einem))?',
  benign: {
    severe_bleeding: {all: ['periode|regelblutung|regel|menstruation|tage|zahnfleisch|zähneputzen|zahnbürste|schmierblutung']},
    seizure: {
      all: ['wade[n]?|waden[a-z]*|bein|beine|fuß|füße|zeh[a-z]*|magen|bauch|muskel[a-z]*|darm|nacken|rücken|hand|finger|gebärmutter|unterleib'],
      unless: 'körper|fieber|bewusstlos|zuck[a-z]*|augen|schaum|anfall|epilep[a-z]*|baby|kind|reagiert|ansprechbar',
    },
    chest_pain: {
      all: ['muskel[a-z]*|muskelkater|liegestütz[a-z]*|fitnessstudio|training|rippe[a-z]*|husten', 'etwas|ein bisschen|bisschen|leicht[a-z]*|beim drücken|bei berührung'],
      unless: 'stark[a-z]*|heftig[a-z]*|höllisch|schlimm[a-z]*|druck|eng[a-z]*|schwitz[a-z]*|arm|kiefer|atem[a-z]*|luft|schwindel[a-z]*|ohnm[a-z]*|ausstrahl[a-z]*',
    },
  },
}

export default de
