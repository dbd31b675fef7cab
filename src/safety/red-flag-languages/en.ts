/**
 * English red-flag rules. Sources are regexes over normalised text (see `../red-flag-engine/rules.ts`):
 * lower case, no accents, single spaces, `,` `.` `?` as tokens. ` ~ ` = up to three
 * more words, ` ~N ` = up to N.
 *
 * Most categories are written as families: a danger sign as the hit and the setting that
 * makes it an emergency as a conditional context (a head blow, an infection, a pregnancy,
 * a baby, a gas heater), with a `reach` so that the setting may be in another sentence.
 * The danger sign is the hit so that "no vomiting" or "not confused" negates it.
 */
import type {BenignRule, RedFlagLanguage} from '../red-flags'

/**
 * Up to `n` more words, none of them a negation: "her face isn't drooping" is a denial, not a
 * hit that starts at "face" where no cue precedes it.
 */
const NG = (n: number) => `(?: (?!(?:not|no|never|isn't|isnt|doesn't|doesnt|wasn't|wasnt|aren't|arent|hasn't|hasnt|haven't|havent|don't|dont|didn't|didnt|weren't|werent|without|nor|neither|none)(?![a-z0-9']))[a-z0-9']+){0,${n}}`
/** After a blue colour: from the cold, a swim or a blue sweet, not from a lack of air. */
const COLD = "(?! (?:when|whenever|in|from|after|with|if|because|while|during|as)(?: [a-z0-9']+){0,3} (?:cold|swimming|swim|pool|sea|bath|bathtime|winter|snow|outside|freezing|shivering|ice lolly|blueberries|blue (?:sweets|ice|slush|drink|food|dye|paint|crayon|pen|felt)))"
/** Whose body part: "my chest", "his face", "the baby's arm". */
const P = "(?:my|me|his|her|their|your|our|the|its|[a-z]+'s)"
/** The same, optional: "pressure in chest". */
const P0 = `(?:${P} )?`
/** A symptom asked and answered no ("chest pain? no"), which the engine reads only before a hit. */
const NOQ = "(?![a-z0-9'])(?! \\? (?:no|nope|nah|none|not really|never)(?![a-z']))"
const SIDE = '(?:left|right|rite|ryt)'
/** "cannot" and its spellings. */
const CANT = "(?:can't|cant|cnt|carnt|cannt|cannot|can not|couldn't|couldnt|unable to|not able to|isn't able to|is not able to)"
/** Ways of saying breathing is hard, before "breathe". */
const HARD = "(?:can't|cant|cnt|carnt|cannt|cannot|can not|couldn't|couldnt|unable to|not able to|can barely|can hardly|can only just|barely|hardly|strugg?l(?:ing|in) (?:to|2)|struggle to|struggles to|fighting to|hard to|harder to|difficult to|impossible to|trouble|difficulty|difficulties|problems|problem|a hard time|hard time|can't seem to|cant seem to)"
const PILLS = "(?:[a-z]{3,}(?:tabletten|tablets|pillen|medikamente)|paracetemol|paracetomol|paracetamols|ketamine|ket|pingers|mandy|xans|xannies|benzos?|weed|cannabis|shrooms|magic mushrooms|mephedrone|meow meow|nitrous|lean|percs|roxies|cocaine|coke|mdma|molly|ecstasy|ghb|meth|crystal meth|speed|spice|edibles?|(?:weed|cannabis|thc|cbd|pot) (?:gumm(?:y|ies)|sweets?|chocolates?|brownies?|cookies?|cakes?|candy)|lsd|pills|tablets|capsules|caps|meds|medication|medications|medicine|medicines|drugs|paracetamol|calpol|tylenol|acetaminophen|ibuprofen|nurofen|advil|motrin|aspirin|insulin|xanax|valium|diazepam|opioids?|oxy[a-z]*|percocet|vicodin|fentanyl|heroin|morphine|codeine|co codamol|tramadol|anti ?depressants?|anti ?psychotics?|anti ?epileptics?|anti ?histamines?|heart (?:pills|tablets|meds)|sleeping meds|sertraline|zoloft|prozac|citalopram|amitriptyline|sleeping pills|sleeping tablets|iron pills|iron tablets|vitamins|gummies|lithium|digoxin|warfarin|metformin|beta blockers?|blood pressure (?:pills|tablets|meds)|benadryl|melatonin|painkillers|pain killers|doses|methadone|buprenorphine|subutex|suboxone|pregabalin|gabapentin|zopiclone|clonazepam|quetiapine|olanzapine|propranolol|amlodipine)"
const POISONS = "(?:(?:pool |cleaning |garden |household |farm )?chemicals?|solvents?|methylated spirits?|meths|surgical spirit|rubbing alcohol|iso(?:propyl)? alcohol|vapes?|e ?cigs?|vape pods?|flea (?:treatment|drops|spray|collar)|tick (?:treatment|spray)|(?:dog|dog's|cat|cat's|pet) (?:medicine|meds|tablets|pills|wormer)|fertili[sz]er|plant food|screen ?wash|brake fluid|paint|glue|ant (?:powder|bait|killer|poison)|mothballs|camphor|eucalyptus oil|washing up liquid|washing liquid|fabric softener|dish soap|dishwashing liquid|descaler|disinfectant|dettol|domestos|essential oils?|tea tree oil|(?:e ?cig|vape) ~2 liquid|cigarettes?|cigarette butts|alcohol gel|perfume|aftershave|bleach|chlorine|detergent|laundry (?:pods?|detergent|capsules?|tablets?|liquid)|(?:washing|washing machine|wash|detergent|persil|ariel|fairy|bold|daz|tide) (?:pods?|capsules?|liquitabs?|gel caps?)|dishwasher (?:tablets?|tabs?|pods?|detergent|capsules?)|tide pods?|cleaning (?:products?|fluid|liquid|spray|solution)|(?:drain|oven|toilet|window|bathroom|floor) cleaner|cleaner|antifreeze|paint thinner|turpentine|white spirit|kerosene|paraffin|petrol|gasoline|lamp oil|lighter fluid|pesticide|insecticide|weed ?killer|slug pellets|rat poison|poison|(?:button |coin |lithium )?batter(?:y|ies)|magnets?|magnet balls|lye|caustic soda|ammonia|acid|methanol|e ?liquid|vape (?:juice|liquid)|nicotine(?: (?:pouch|pouches|gum|patch|patches|lozenges?))?|snus|(?:yew|foxglove|laburnum|nightshade|deadly nightshade|oleander|hemlock|monkshood|datura|belladonna|lords and ladies|cuckoo pint|castor beans?|rhubarb leaves|daffodil bulbs?|lily|lilies|holly berries|mistletoe|privet|laurel)(?: [a-z]+)?|(?:wild|poisonous|unknown|strange|random) (?:mushrooms?|berries|plants?|fungi)|mushrooms from|toadstools?|mouthwash|hand sanitizer|nail polish remover|superglue|rinse aid|(?:windshield|windscreen) (?:washer )?(?:fluid|wash)|washer fluid|(?:drain )?unblocker|limescale remover|stain remover|toilet (?:duck|blocks?|gel|rim blocks?)|de ?icer|engine oil|(?:stuff|liquid|bottle|something|cleaner|chemicals?) (?:from )?under the sink|button cells?)"

/** A blow or fall on the head. */
const HEAD_BLOW = `knocked (?:out|unconscious)(?! of)|knocked (?:my ?self|him ?self|her ?self|them ?selves) (?:out|unconscious|silly|senseless)|(?:rugby |football )?tackle[ds]?|tackling|scrum|(?:hit|hits|hitting|banged|bangs|banging|bumped|bumps|knocked|knocks|smacked|smacks|struck|slammed|smashed|smashes|walloped|clattered|split|hurt|hurts|injured|cracked|whacked|bashed|bonked|clonked|thumped|conked|butted) ${P0}(?:(?:back|side|front|top) of ${P0})?(?:head|heid|skull|forehead|temple|nut|noggin|bonce|napper|helmet)|(?:dunt|bonk|clonk|bash|knee|kick|elbow|(?:foot|cricket |rugby |golf |tennis |hockey |base|basket|net|soft|volley|hand|dodge|squash )?ball|punch|boot|blow|whack|knock|bang|smack|bump|hit|shot|bat|stick|fist|foot|club|brick|stone|rock|bottle|racket|puck|swing|branch|door|shelf|cupboard) (?:to|on|in|into|against|off) (?:the|his|her|my|their|your) (?:head|skull|temple|forehead)|(?:fell|falls|fall|falling|fallen|landed|lands|land|dropped|tumbled|rolled|slipped|tripped|thrown|flew|went)${NG(6)} (?:on|onto|off|down|hit|hitting|smacked|smacking|banged|banging|bumped|on to|against)${NG(2)} ${P0}(?:head|skull|forehead|nut|noggin|bonce|helmet)|head (?:injury|injuries|trauma|wound|knock|bump|first)|(?:took|take|takes|taking|got|get|gets|had|copped|caught) (?:a |an )?(?:really |very )?(?:hard |heavy |nasty |big |bad |massive |huge |proper |serious |almighty |right |hefty |good )?(?:knock|bang|whack|blow|smack|clout|thump|wallop|clatter|belt|dunt|bonk|clonk|bash)(?! (?:dry|out|on the (?:knee|leg|arm|shin|ankle|foot|hand|back|elbow)))|(?:hit|struck|smacked|clipped|clouted|whacked|clobbered|knocked) (?:by|with) (?:a |an |the )?(?:flying |falling |stray |swinging |wayward |[a-z]+ )?(?:ball|bat|stick|club|racket|racquet|puck|plank|brick|stone|rock|bottle|branch|beam|pole|shovel|spade|hammer|pan|scaffold pole|joist|swing|golf club|hurley|sliotar|cricket ball|baseball)|(?:whack|knock|bang|blow|smack|clout|thump) (?:off|from) (?:a |an |the )?(?:falling |flying |swinging )?[a-z]+|(?:clashed|collided|crashed|smashed|ran|run|walked|walks|bumped|slammed|went) (?:with|into|in to) (?:a |an |the |another )?(?:[a-z]+ )?(?:player|opponent|lamp ?post|lamppost|post|pole|goal ?post|goalpost|door frame|doorframe|pillar|beam|glass door|lorry|car bonnet|windscreen)|going (?:up )?for (?:a |the )?header|(?:car|road|motorbike|motorcycle|bike|cycling|traffic|head on) (?:crash|accident|collision|smash|rta)|rear ?ended|(?:swung|slammed|flew|came down|fell|crashed|smashed) (?:into|onto|on to|on|against|in) ${P} (?:face|head|forehead|skull)|(?:head|scalp|forehead|skull) (?:is |was |has been |started |keeps |kept )?(?:bleeding|pouring (?:with )?blood|cut open|split open|gashed|split)|(?:cut|gash|split|wound|blood) (?:on|to|from) ${P0}(?:head|scalp|forehead)|(?:head|skull|face) (?:was |got |been |had been )?(?:stamped|stomped|jumped|trodden|kicked) on|(?:stamped|stomped|jumped) on ${P0}(?:head|skull|face)|concuss[a-z]*|(?:hit|knocked|kicked|struck|punched|whacked|glassed|bottled|bashed|clubbed|smacked|elbowed|kneed|booted|headbutted|stamped|thumped|decked|floored) (?:him |her |them |me |us )?(?:in|on|over) (?:the|his|her|my|their) (?:head|temple|forehead)|(?:kicked|kneed|booted|stamped|stomped) (?:in|on) (?:the|his|her|my|their) face|(?:hit|struck|punched|whacked|smacked|elbowed|headbutted|thumped|decked|glassed|bottled) (?:in|on) (?:the|his|her|my|their) (?:face|jaw)(?!(?: [^ ]+){0,12} (?:nose|nosebleed|nosebleeds))|head ?butt(?:ed|ing|s)?|(?:clash[a-z]*|collided|collide|bumped|banged|knocked|smashed) heads|head (?:clash|collision)|blow to ${P} head|(?:hit|banged|bumped|smacked|knocked|whacked) ${P0}hed|(?:fell|fallen|falling|fall|falls|tumbled|rolled|dropped|came off|come off|thrown off) (?:down|from|off|out of|over)${NG(3)} (?:stairs|steps|staircase|ladder|roof|bed|bunk bed|bunk|trampoline|horse|bike|scooter|wall|tree|changing table|changing mat|high chair|highchair|window|balcony|climbing frame|(?:kitchen )?(?:counter|worktop|table)|counter ?top|kitchen side|sofa|couch|settee|chair|stool|swing|slide|monkey bars|shopping trolley|trolley|pram|buggy|cot|crib|car seat|bouncer|dresser|chest of drawers)|(?:lump|bump|egg|swelling|bruise|gash|cut|wound)${NG(2)} on ${P} (?:head|forehead|skull)|(?:cut|split|gashed|busted|bust|opened) (?:open )?${P} (?:head|forehead|skull|scalp|eyebrow)(?: open)?|(?:came|come|comes|coming|fell|fallen|falls|thrown|flew|flown|flung) (?:off|over the (?:handlebars|bars|top) of) (?:a |an )?${P0}(?:[a-z]+ )?(?:bike|bicycle|push ?bike|pedal bike|mountain bike|bmx|cycle|motorbike|motorcycle|horse|pony|scooter|moped|skateboard|quad|quad bike|dirt bike|e ?bike|e ?scooter|hoverboard)|no helmet|helmet (?:is |was |got |has )?(?:cracked|broken|broke|split|smashed|dented|in (?:two|half|pieces|bits))|without (?:a |his |her |their )?helmet|head ?first (?:into|onto|on to|against|off)|headed (?:the |a )?(?:goal ?post|post|crossbar|bar|wall|door|floor|ground|pavement)|(?:ran|run|running|walked|crashed|smashed|went|flew|dived|dove) (?:straight |right )?(?:into|in to|onto)(?: [a-z']+){1,3} (?:with|head first|headfirst) ${P0}(?:head|forehead|face)`
/** Not knowing the day, the place or the people around ("doesn't know what day it is"). */
const DISORIENTED = "(?:doesn't|doesnt|does not|didn't|didnt|did not|don't|dont|can't|cant|cannot|couldn't|couldnt|not) (?:know|knowing|recogni[sz]e|recogni[sz]ing|remember) (?:what day|which day|the day|the date|what year|what time|where (?:he|she|they|i|we) (?:is|are|am|was|were)|who (?:i|he|she|we|they|you) (?:am|is|are)|his own name|her own name|his name|her name|my name|what happened|me|us|her own [a-z]+|his own [a-z]+)"
/** What makes a head injury an emergency (NICE head injury: CT within the hour). */
const HEAD_DANGER = `${DISORIENTED}|(?:hard|harder|struggl[a-z]*|can't|cant|cannot|difficult|trouble|fighting) (?:to )?(?:stay|staying|keep|keeping) (?:awake|(?:his|her|my|their) eyes open)|(?:was|went|been|is|he was|she was) out (?:for|cold for) ~3 (?:seconds?|secs?|minutes?|mins?|moments?|a bit|a while|a second|a minute)|vomm?it[a-z]*|boak[a-z]*|bowk[a-z]*|(?:wants|keeps wanting|wanting) to sleep (?:all the time|constantly|non ?stop)|keeps? (?:falling|nodding|drifting) (?:asleep|off)|throw[a-z]* up|threw up|thrown up|been sick|being sick|was sick|is sick|sick (?:again|twice|\\d+ times|several times|a few times|like \\w+ times)|puk[a-z]*|spew[a-z]*|confus[a-z]*(?! about)|disorient[a-z]*|drows[a-z]*|(?:very|really|so|super|unusually|extremely|abnormally|more) sleepy|(?:hard|difficult) to wake|won't wake|wont wake|can't wake|cant wake|not waking|unconscious|unresponsive|passed out|knocked out(?! of)|blacked out|out cold|lost consciousness|s(?:ei|ie)z[a-z]*|fitting|(?:had|having|has|have) (?:a )?fit|convuls[a-z]*|(?:blood|bleeding|fluid|liquid|discharge|stuff|water|watery)${NG(4)} (?:from|out of|out|in) ${P0}(?:ears?|nose)|(?:dripping|leaking|trickling|running|coming|oozing|seeping) (?:from|out of|out) ${P0}(?:ears?|nose)|(?:ears?|nose)${NG(2)} (?:bleeding|leaking|dripping)|clear fluid|wobbly|off balance|stagger[a-z]*|stumbl[a-z]*|(?:can't|cannot|cant) walk straight|pupils?|(?:slurr[a-z]*|slurd|slured|sluring)|speech${NG(2)} (?:weird|strange|funny|odd|off|wrong|slurred|garbled)|(?:can't|cannot|cant|doesn't|doesnt|does not|didn't|didnt|did not|don't|dont|couldn't|couldnt|can not) (?:remember|recall)|memory loss|(?:asking|repeating|says|saying|keeps saying) the same (?:questions?|things?)|(?:keeps?|kept|keep on|keeps on) asking (?:what happened|where (?:she|he|i|they|we) (?:is|am|are|was|were)|what day|why (?:she|he|they) (?:is|are) here)|asking (?:what happened|where (?:she|he|they) (?:is|are)) (?:over and over|again and again|again)|repeating (?:himself|herself|themselves)|amnesia|keeps? forgetting|forgetting (?:things|stuff|what|where|who)|can't remember|forgetful|(?:not|isn't|isnt|wasn't|wasnt) making (?:any |much )?sense|(?:talking|speaking|saying) (?:nonsense|gibberish|rubbish|random (?:stuff|things|words))|out of it|not with it|dazed|zoned out|(?:not|isn't|isnt) acting like|acting (?:really |very |so |a bit |quite |all )?(?:strange|weird|odd|funny|oddly|strangely|confused|drunk|out of character)|(?:and|now|is|she's|he's|shes|hes|seems|very|really|so|super|unusually|extremely|abnormally|more) sleepy|lethargic|floppy|(?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain)${NG(3)} (?:worse|getting worse|worsening|massive|severe|terrible|unbearable|really bad)|(?:worse|worsening|massive|severe|terrible|splitting|unbearable|excruciating|worst) (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain)|double vision|(?:seeing|see|sees|saw|seein) (?:double|two of everything)|vision${NG(2)} (?:is |went |gone |has gone )?(?:blurr[a-z]*|double|fuzzy|funny|weird|strange)|blurr[a-z]* vision|(?:can't|cannot|cant) (?:walk|stand) (?:properly|straight)|unsteady|(?:on|take|takes|taking|takin|took|uses|using|use|with|plus|also|and|prescribed|started|started on) (?:any |a |the |his |her |my |their |some )?(?:apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|eliquis|xarelto|clopidogrel|blood thinners?|thinners|anticoagulants?|anticoagulation)|(?:apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|eliquis|xarelto|clopidogrel|blood thinners?|anticoagulants?)(?= (?:patient|user|for|because|since|after))|anticoagulated`
/** A baby under one: a fall or drop onto the head is an emergency by itself. */
const INFANT = "baby|babies|infant|newborn|new born|bairn|wean|babby|bubba|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) ?(?:weeks?|wks?|months?|mths?|mo) old|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:day|days) old"
/** A baby or small child. */
const CHILD = "(?:son|daughter|tochter|sohn|hija|hijo|nina|nino|fille|fils|enfant|bebe|boy|girl|child|kid|baby|toddler|bairn|wean|wee one|wee boy|wee girl|lad|lass|grandson|granddaughter|nephew|niece|he|she|he's|she's) (?:, )?(?:is |is only |is just |'s |aged |age |only |who is |who's )?(?:[1-5]|one|two|three|four|five)(?! ?(?:weeks?|wks?|days?|hours?|hrs?|mins?|minutes?|times?|am|pm|o'clock|kg|kgs|lbs?|ml|mg|c|degrees|%|feet|foot|ft|cm|stone|st|of|out|x|\\d))|baby|babies|babys|infant|newborn|new born|toddler|little one|little (?:boy|girl|lad|lass|man|fella)|child|kid|bub|bubba|babby|bairn|wean|wee one|littl(?:e )?un|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:days?|weeks?|wks?|months?|mths?|mos?) old|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:months?|mths|mos)|(?:[1-5]|one|two|three|four|five) ?(?:years?|yrs?|yr|y) ?old|[1-5] ?(?:yo|y o)|(?:[1-5]|one|two|three|four) ?(?:year|yr)|mahin[ae]"
/** A baby under three months, for whom a fever alone is an emergency. */
const YOUNG_BABY = "newborn|new born|(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:weeks?|wks?) old|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) ?days? old|(?:[0-2]|one|two) ?(?:months?|mths?|mo) old|(?:baby|son|daughter|newborn|he|she|little one|boy|girl|bairn|wean|wee one|bubba|babby|bub|babe)(?: boy| girl)? (?:, )?(?:is |is only |is just |'s |of |aged |age |only )?(?:[1-9]|1[0-2]) ?(?:weeks?|wks?|days?)(?! ago)|(?:baby|son|daughter|newborn|he|she|little one|boy|girl) (?:is |has |have |of |aged |age )?(?:only |just )?(?:1|2|one|two) ?(?:months?|mths?|mo)(?! ago| later| after)|(?:1|2|one|two|ek|do) mahin[ae]|born (?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:days?|weeks?|wks?) ago"
/** A pregnancy now. */
const PREGNANT = "pregant|at (?:[4-9]|1\\d|2\\d|3\\d|4[0-2]) ?(?:weeks?|wks?)(?! old| ago| later| after| post| since| postpartum| postnatal)|pregnent|pregnat|preggo|(?:2\\d|3\\d|4[0-2]|(?:twenty|thirty)(?: (?:one|two|three|four|five|six|seven|eight|nine))?|forty(?: (?:one|two))?) ?(?:weeks?|wks?)(?! old| ago| later| after)|pregnan[a-z]*|preggers|preggo|weeks along|trimester|gestation|expecting (?:a baby|twins)|positive (?:pregnancy )?test|(?:i'm|im|i am|she's|shes|she is|wife is|partner is|girlfriend is|missus is|fiancee is) (?:\\d+|[a-z]+) (?:weeks?|wks?|months?)(?! old| post| postnatal| after| since| ago)|(?:\\d+|[a-z]+) (?:weeks?|wks?|months?) (?:pregnant|along|gone)|midwife|antenatal|due date|my bump|fetus|foetus|unborn|ectopic|ivf"
/** After giving birth. */
const POSTPARTUM = "was born (?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|few) ?(?:days?|weeks?) ago|(?:my|our|the) (?:baby|son|daughter|twins) (?:was|were) born|gave birth|given birth|giving birth|had (?:the |my |her |our |a )?baby|just had (?:a|my|the|our) (?:baby|son|daughter|boy|girl)|delivered|delivery|c ?section|caesarean|cesarean|postpartum|post ?partum|postnatal|post natal|after (?:the )?birth|since (?:the )?birth|maternity pads?|labou?r"
/** An infection, for sepsis. */
const INFECTION = "infect[a-z]*|(?:gallbladder|gall bladder|appendix|tonsils|womb|uterus|ovary|ovaries|spleen|bowel|hip|knee|kidney stone|wisdom teeth) (?:out|removed|taken out|replaced|replacement|surgery|op|operation)|uti|utis|kidney|cellulitis|pneumonia|flu|influenza|covid|wound|abscess|appendix|appendic[a-z]*|operation|surgery|op|post ?op|catheter|antibiotics?|fever|feverish|temperature|temp|high temp|sepsis|septic|pus|leaking|oozing|chills|virus|tonsillitis|mastitis|cystitis|chemo|chemotherapy"
/** A wound or a common illness that can turn septic. */
const WOUND = "splinters?|thorns?|(?:insect|bug|spider|tick|dog|cat|horsefly) bites?|burns?|cut|cuts|graze[ds]?|scratch(?:ed|es)?|bite|bitten|blisters?|boils?|ulcers?|sores?|stitches|staples|(?:red|hot|swollen) and (?:swollen|hot|red|angry)|redness|red (?:streaks?|lines?|tracks?)|spreading|chest infection|cough(?:ing)?|chesty|sore throat|(?:tummy|stomach|sick|vomiting) bug|gastro|water infection|bladder|pyelo[a-z]*|shingles|chicken ?pox|measles|strep|poorly|(?:a|the|this|some) bug|ingrown|tattoo|d v|d and v|d n v|diarrh[a-z]* and vomm?it[a-z]*|vomm?it[a-z]* and diarrh[a-z]*|piercing|bed ?sores?|pressure (?:sores?|ulcers?)|injection site|drip site|cannula|drain|dressing"
/** A fever-level temperature (not "a temperature of 36.8"). */
const FEVER_HIT = "fever|feverish|(?:temperature|temprature|tempreture|temperture|tempature|tempersture|temp)(?: of| is| was| reading| reads| says| at)? (?:3[89]|4[0-2]|10[0-5])|high (?:temperature|temp)|running a (?:temperature|temp|fever)|(?:has|had|with|got) (?:a )?(?:temperature|temprature|tempreture|temperture|tempature|temp)(?! (?:of|is|was|at) (?:3[0-7]|9\\d))|(?:3[89]|4[0-2]|10[0-5]) ?(?:c|f|degrees)|(?:thermometer|reading|reads|says|shows|showing) ~2 (?:3[89]|4[0-2]|10[0-5])|hot to (?:the )?touch|burning up"
/** Any mention of a fever, as a context. */
const FEVER = "temprature|tempreture|fever|feverish|temperature|temp|high temp|burning up|boiling hot|hot to (?:the )?touch|febrile"
/** Where carbon monoxide comes from. */
const CO_SOURCE = "carbon monoxide|monoxide|co leak|furnaces?|water heater|pilot light|aga|rayburn|oil burner|co (?:alarm|detector|monitor)|co2 (?:alarm|detector)|boiler|gas (?:fire|heater|stove|cooker|oven|hob|appliance|leak|smell|boiler|barbecue|bbq|grill|lamp|lantern|ring|fireplace)|(?:paraffin|kerosene|propane|calor|patio|portable|space|camping|old|oil|caravan|camper|motorhome|tent|boat|cabin|gas) (?:heater|stove|gas|fire)|generator|genny|barbecue|bbq|charcoal|brazier|wood ?burner|log ?burner|wood stove|fireplace|chimney|flue|exhaust fumes|(?:car|engine|generator) fumes|(?:car|engine|motor|generator|mower|lawnmower) ~2 (?:running|left running|idling|left on|on) ~3 (?:garage|shed|basement|cellar|tent|caravan)|(?:garage|shed|tent|caravan|basement|cellar)(?: [a-z0-9',]+){0,6} (?:car|engine|generator|motor|mower) ~2 (?:running|on|idling)|(?:running|ran|run|left running|idling|idled|revving|warming up|warmed up|left on) (?:the |a |his |her |my |our |their )?(?:car|engine|motor|generator|mower|lawnmower|van|truck|motorbike|jeep) ~3 (?:garage|shed|tent|caravan|basement|cellar)"
/** A fuel burnt indoors or in a closed space: not a barbecue in the garden. */
const CO_INDOOR = "carbon monoxide|monoxide|co (?:alarm|detector|monitor)|boiler|furnaces?|water heater|pilot light|flue|chimney|wood ?burner|log ?burner|exhaust fumes|gas (?:fire|heater|stove|leak|boiler|lamp|lantern)|(?:paraffin|kerosene|propane|calor|portable|space|camping|oil|caravan|tent) (?:heater|stove|fire)|(?:bbq|barbecue|charcoal|brazier|generator|grill|stove|heater|burner)(?: [a-z]+){0,2} (?:in|inside|indoors|into) (?:the |a |our |my )?(?:tent|caravan|camper|van|garage|house|home|kitchen|room|cabin|boat|shed|motorhome|awning|basement|cellar)|(?:in|inside) (?:the |a |our |my )?(?:tent|caravan|camper|van|garage|cabin|boat|shed|motorhome|awning|basement|cellar)(?: [a-z]+){0,3} (?:bbq|barbecue|charcoal|brazier|generator|grill|stove|heater|burner)"
/** Breathing that is hard or noisy (not "breathing fine"). */
const BREATH_BAD = "(?:trouble|difficulty|difficult|hard|harder|struggl[a-z]*|can't|cant|cannot|problems?|short of|shortness of|fighting for|gasping for|catch (?:my|his|her|their) ) ~2 breath[a-z]*|breathless[a-z]*|out of breath|breathing (?:is |was |has |got |seems |sounds |looks )?(?:gone |become |getting )?(?:funny|weird|noisy|fast|hard|difficult|laboured|labored|tight|wheezy|heavy|strange|shallow|rapid|worse|raspy|squeaky)|wheez[a-z]*|gasp[a-z]*|tight chest|chest (?:is |feels |went |got )?(?:tight|tighter)"
/** Feeling faint or collapsing. */
const FAINT = "faint[a-z]*|dizz[a-z]*|coll?aps[a-z]*|passed out|pass(?:ing)? out|black(?:ed|ing)? out|light ?headed|woozy|floppy|(?:very |really |so |gone |went |going )pale|clammy|keel(?:ed|ing)? over"
/** An episode that is over, said in the same sentence ("came round straight away", "fine now"). */
const RESOLVED = "(?:all |completely |totally )?gone now|only (?:lasted )?(?:for )?a (?:split )?(?:second|sec|moment)|(?:went|gone|go|goes|has gone|had gone|passed|eased|cleared|settled|calmed|died) (?:away|off|down|up)(?! (?:my|his|her|their|the|into|to|in|through|towards|both)(?![a-z']))|(?:it|that|pain|this|which) (?:has |had |then |soon |quickly )?(?:passed|settled|stopped|eased|resolved|gone)(?! (?:to|into|through|round|around|across|towards|along|up|down|over)(?![a-z']))|(?:it's|its|it is|that's|pain's) (?:gone|passed|settled|stopped|over)(?! (?:to|into|through|round|around|across|towards|along|up|down)(?![a-z']))|came (?:round|around|to)|woke (?:up )?(?:straight away|right away|quickly|immediately)|warmed up|pinked up|colou?r (?:came|has come|went) back|(?:totally |completely |absolutely |perfectly |back to |all |seemed |seems |feel |feels |felt |feeling |is |was |he's |she's |i'm |im |i am |now )(?:fine|ok|okay|normal|alright|all right|good|well|himself|herself)(?: now| since| after| afterwards| again| straight away| right away| all day| ever since|$| \\.| ,)|(?:fine|ok|okay|alright|better|normal) (?:now|since|after that|afterwards|straight away|right away|within (?:a|one|two|a few) minutes?)|been (?:fine|ok|okay|good|well) since|back to normal|(?:playing|eating|drinking|feeding|chatting|talking|running around|laughing|giggling|smiling) (?:normally|fine|well|happily|again|as usual|away|and (?:playing|eating|drinking|feeding|chatting|talking|laughing|giggling|smiling|running|happy|fine|normal|back|alert|himself|herself))"
/** Words that say an episode is not over. */
const PERSIST = "still|keeps?|kept|came back|comes back|coming back|back again|happened again|happening again|started again|again and again|getting worse|worse|(?:won't|wont|hasn't|hasnt|haven't|havent|not|didn't|didnt|did not|doesn't|doesnt|does not|never) (?:go|gone|stop|stopped|settle|settled|better|ease|eased|pass|passed|come round|wake)|returned|every time|right now|at the moment|currently|now (?:it's|its|she's|he's|i'm|im|they're) (?:worse|back)"
/** A treatment that did not work ("isn't touching it", "made no difference"). */
const FAILED = "(?:isn't|isnt|is not|not|hasn't|hasnt|has not|haven't|havent|didn't|didnt|did not|doesn't|doesnt|does not|won't|wont|ain't|aint) (?:going away|gone away|go away|going(?! to)|gone|working|work|worked|helping|help|helped|touching|touched|touch|(?:do|doing) (?:anything|much|a thing|owt|nothing)|done (?:anything|much|a thing)|shifting|shifted|easing|eased|making (?:a |any )?difference|made (?:a |any )?difference|relieving|relieved|taking (?:it|the pain) away)|made no difference|makes no difference|does nothing|did nothing|done nothing|no (?:help|use|good|effect|difference)|had no effect|useless"
/** A decision about one's life already taken, said calmly ("I know how it ends", "won't see them again"). */
const DECIDED = "(?:made|make) (?:up )?(?:my|his|her) mind(?: up)?(?! (?:to|about|on|that|what|which|where|whether))|(?:made|making) (?:my|his|her) peace(?: with (?:it|it all|things|everything|dying|death|the decision))?(?! with)|(?:i've|ive|i have|he's|she's|has) (?:finally )?decided(?! (?:to|on|that|what|which|where|if|whether|against|not|between))|(?:feel|feels|feeling|felt|i'm|im|i am) (?:so |really |weirdly |strangely |oddly |finally |very )?(?:calm|peaceful|at peace)(?! (?:about|with|when|after|at|in|now that (?:the|my|we)))|how it (?:ends|will end|'s going to end|is going to end)|(?:won't|wont|will not|never|not going to) (?:see|be seeing) (?:them|you|him|her|us|anyone|everyone|each other|(?:his|her|my|their) (?:friends|mates|family|kids))(?: (?:again|anymore|any more|after))?|(?:sorted|wrote|written|made|updated|sorting|writing) (?:out )?(?:my|his|her) will"
/** Cardiac warning words that undo a muscular, mild reading of chest pain. */
const MUSCLE_WARN = "crushing|severe|terrible|worst|sweat[a-z]*|perspir[a-z]*|clammy|arm|jaw|blood|breathless[a-z]*|short of breath|out of breath|faint[a-z]*|dizz[a-z]*|pressure|tight[a-z]*|squeez[a-z]*|spread[a-z]*|radiat[a-z]*|heavy(?! (?:gym|session|workout|weights|lifting|lift|day|meal|cold|week|bag|box))|heaviness"
/** Diabetes, for high or low blood sugar with confusion. */
const DIABETES = "type 1|type one|t1d|t1|type 2|diabetic|diabetes|insulin|sugar|sugars|glucose|bg|bm|meter|ketones|hypo|hyper"

/**
 * A question asked ahead of time, in the present tense of a hypothesis ("if my husband gets chest
 * pain again, should I call 999?", "what to do if someone gets knocked out"). Not when the
 * sentence also says it is happening now.
 */
const HYPO: BenignRule = {
  all: [
    "(?:if|in case|when|whenever) (?:i|we|you) (?:ever )?(?:see|find|come across|witness|notice|meet|am with|are with) (?:someone|somebody|anyone|a person|a stranger|people|a (?:child|kid|baby|man|woman))|(?:if|in case|when|whenever) (?:he|she|they|i|we|you|my (?:[a-z]+ )?[a-z]+|our [a-z]+|your [a-z]+|someone|somebody|anyone|a person|people|one|a (?:child|kid|baby|player|fighter|patient|pupil|student|client|resident|customer|climber|swimmer)) (?:ever |suddenly |next |again |one day )?(?:gets?|has|have|feels?|starts?|develops?|becomes?|collapses?|faints?|swallows?|takes?|eats?|drinks?|falls?|hits?|bumps?|burns?|cuts?|chokes?|stops?|goes)(?![a-z'])",
    "should (?:i|we|they|he|she|you)|do (?:i|we|you) (?:need|call|go|take)|what (?:do|should|would|can) (?:i|we|you)|what to do|procedure|planning|plan|in future|in the future|just in case|learn|course|training|how (?:do|should|would|can) (?:i|we|you)",
  ],
  unless: "right now|just now|currently|at the moment|as we speak|today|tonight|this morning|this afternoon|this evening|(?:is|he's|she's|i'm|im|he is|she is|i am|they're) (?:having|getting|still|on the floor)|hasn't stopped|won't stop|wont stop|help me|please help",
  scope: 'sentence',
}
/** A class, a project or revision: a question for learning, unless the sentence says it is happening now. */
const EDU: BenignRule = {
  all: ["homework (?:question|help|task|qu)|coursework|(?:gcse|a level|biology|science|year \\d+) (?:question|homework)|(?:health|biology|science|chemistry|pshe|first aid|sex ed|psychology|pharmacology|nursing|medical) (?:class|lesson|course|homework|project|exam|essay|module|placement)|(?:for|because of|in) (?:a |her |his |my |their |our )?(?:class|lesson|course|homework|project|essay|revision|exam|assignment|school project|dissertation)|revising|revision|revise|(?:study|studying|learn|learning|reading) (?:about|up on|for)"],
  unless: "right now|just now|tonight|today|this morning|(?:i|i've|ive|i have|i'm|im|we|my [a-z]+|he|she|he's|she's) (?:just |also |now )?(?:taken|took|swallowed|drank|drunk|overdosed|is having|am having|collapsed|fainted|burnt|burned|scalded|got|feel|feels|can't|cant)",
  scope: 'sentence',
}
/** A charity, a fundraiser or an awareness event named for a condition, with a plan or a question about it. */
const CHARITY: BenignRule = {
  all: [
    "charit(?:y|ies)|fundrais[a-z]*|sponsored (?:walk|run|swim|cycle|bike ride|skydive|silence)|awareness (?:day|week|month|walk|run|campaign|event|stall)|(?:trust|foundation|society) (?:walk|run|event|appeal)",
    "tips|advice|ideas|train(?:ing)?|wear|what (?:should|can|do) (?:i|we)|how (?:should|can|do) (?:i|we)|(?:can|should) (?:i|we)|donat[a-z]*|raise|raising|raised|sponsor[a-z]*|in (?:memory|aid) of|bake sale|collection",
  ],
  unless: `${EDU.unless}|now|collaps[a-z]*|ambulance|999|help|crushing|not breathing`,
  scope: 'sentence',
}
/** A film, a book or the news: someone else's story, unless the sentence says it is happening to the writer's people now. */
const MEDIA: BenignRule = {
  all: ["films?|movies?|tv|telly|shows?|series|episodes?|books?|novels?|documentar(?:y|ies)|news|articles?|podcasts?|plays?|soaps?|characters?|dramas?|storyline"],
  unless: "right now|just now|tonight|today|this morning|(?:i|i've|ive|i have|i'm|im|we|we've|my [a-z]+|he|she|he's|she's) (?:just |also |now )?(?:taken|took|swallowed|drank|drunk|overdosed|is having|am having|collapsed|fainted|burnt|burned|scalded|have|has|had got|got|feel|feels|can't|cant)",
  scope: 'sentence',
}
/**
 * A short fit already seen by paramedics or a doctor, the person back to normal: the call has
 * been made. Not when another has started or a danger sign is named.
 */
const CHECKED: BenignRule = {
  all: [
    "(?:paramedics?|ambulance (?:crew|people|team)|doctors?|the doctor|gp|a&e|hospital|111|nurse|out of hours) ~3 (?:checked|saw|seen|examined|looked at|said|sent us home|discharged|came)|(?:been|got|was|were|had (?:him|her|them)) (?:checked|seen|looked at) (?:over |out )?(?:by|at|in)|discharged",
    "back to (?:normal|himself|herself|themselves|his (?:usual |normal |old )?self|her (?:usual |normal |old )?self)|(?:he's|she's|he has|she has|they've|has|have) been (?:well|fine|ok|okay|normal|himself|herself|his usual self|her usual self) (?:since|ever since|since then|afterwards)|(?:he's|she's|he is|she is|they're|is|seems|now) (?:fine|ok|okay|well|totally fine|absolutely fine|completely fine|normal|himself|herself) (?:now|again)|(?:playing|eating|feeding) (?:normally|happily|again|fine)",
  ],
  unless: "right now|just now|(?:having|had|has|started|into|now) another|again|still (?:fitting|shaking|jerking|seizing|drowsy|sleepy|floppy)|won't stop|wont stop|(?:won't|wont|can't|cant|not) wak[a-z]*|floppy|limp|blue|grey|not breathing|(?:[5-9]|\\d\\d|five|ten|fifteen) ?min[a-z]*|rash|stiff neck",
  scope: 'sentence',
}
/**
 * A story told about a film, a book or the news ("a film where someone has a heart attack"), not
 * just a screen in the room ("while we were watching TV").
 */
/** A pet's emergency: a vet's question, unless a person is named in the sentence. */
const PET: BenignRule = {
  all: ["(?:my|our|the|his|her|their) (?:cat|cats|dog|dogs|puppy|pup|kitten|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|horse|pony|tortoise|ferret|pet)(?! (?:food|bowl|bed|toy|lead|flap))"],
  unless: "son|daughter|baby|toddler|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|grandson|granddaughter|brother|sister|myself|i've|i have|i'm|im|i am|too|bit me|bitten|he|she|he's|she's|him|neighbou?r|friend|man|woman|lady|guy|person|someone|somebody|colleague|patient|client|stranger|grandma|grandad|grandpa|granny|nan|nana|gran|uncle|aunt|auntie|girlfriend|boyfriend|fiancee?|flatmate|roommate|teacher|mate|walking|walk|out with",
  scope: 'sentence',
}
/** A story told about a film, a book or the news. */
const STORY: BenignRule = {
  all: ["(?:films?|movies?|tv shows?|series|books?|novels?|documentar(?:y|ies)|dramas?|soaps?|podcasts?|articles?|plays?|stor(?:y|ies)|video games?|games?|episodes? of (?:a|the)) (?:where|about|in which|when|with a|i(?:'m| am) writing)|(?:a|the|main) characters?|(?:on|in) the news|news (?:story|report)|the news (?:said|says|reported|showed|shows)|storyline"],
  unless: MEDIA.unless,
  scope: 'sentence',
}

/**
 * A condition named as something read or heard about ("what is a thunderclap headache, it came up in
 * a crime novel im reading"): a definition wanted, unless the sentence tells a sign happening now.
 */
const MENTIONED: BenignRule = {
  all: ["(?:came|comes|come|coming) up in|(?:mentioned|named|described|featured) (?:in|on)|(?:read|heard|saw|seen) (?:about )?(?:it|this|that|the (?:term|word|phrase|name)) (?:in|on)|(?:novel|book|film|movie|show|series|podcast|article|episode|documentary|thriller) (?:i'm|im|i am|i was|i've been|ive been) (?:reading|watching|listening to)"],
  unless: "right now|just now|tonight|today|this morning|(?:i've|ive|i have|i'm|im|i am|he's|she's|he is|she is|has|have|had|having) (?:got |just |suddenly )?(?:a |the |this )?(?:sudden|worst|awful|terrible|severe|bad)|my head|collaps[a-z]*|vomm?it[a-z]*|stiff|rash|confus[a-z]*|help|ambulance|999|911",
  scope: 'sentence',
}
/**
 * A support group or a survivors' network for a condition someone has had: company wanted, unless
 * the sentence tells a sign happening now.
 */
const SUPPORT_GROUP: BenignRule = {
  all: ["support (?:groups?|networks?|forums?|meetings?|services?|charity)|survivors?(?:'| 's|s)? (?:groups?|networks?|forums?|meet ?ups?|community|communities|charity|stories)|peer support|patient (?:groups?|associations?|forums?|networks?)|(?:talk|speak|chat|connect) (?:to|with) (?:others|other people|other survivors|people) (?:who|that)"],
  unless: "right now|just now|tonight|today|this morning|again|(?:has|have|got|getting|developed|is|he's|she's|i've|ive) (?:sepsis|meningitis|a stroke)|confus[a-z]*|mottled|shiver[a-z]*|rigors?|drows[a-z]*|unresponsive|(?:slurr[a-z]*|slurd|slured|sluring)|droop[a-z]*|rash|stiff|ambulance|999|911",
  scope: 'sentence',
}
/**
 * A question, before anything is taken, whether a sleeping pill or a drink together means not
 * waking up ("can i take a sleeping pill after a couple of beers or will i not wake up").
 */
const WAKE_WORRY: BenignRule = {
  all: [
    "(?:can|could|should|may) (?:i|you|u|we|he|she|one) (?:still |safely )?(?:take|have|mix|combine|drink)|(?:is it|it's|its) (?:safe|ok|okay|alright|dangerous|bad) (?:to )?(?:take|have|mix|combine|drink)|(?:safe|ok|okay) to (?:take|have|mix)",
    "(?:or|and|then) (?:will|would|could|might) (?:i|you|u|he|she|we|they) (?:not|never) wake(?: up)?|(?:will|would|could|might) (?:i|you|u|he|she|we) (?:not|never) wake(?: up)? ?\\?|(?:won't|wont) wake (?:up )?\\?|(?:make|makes) (?:me|you|him|her) (?:not|never) wake",
  ],
  unless: "(?:took|taken|swallowed|had|drank|downed) (?:a|an|the|two|three|some|my|his|her|\\d+) ~3 (?:pills?|tablets?|beers?|drinks?|wine|vodka)|(?:already|just) (?:took|taken|had|drank)|right now|(?:is|he's|she's|isn't|isnt|not) (?:breathing|responding|waking)|(?:can't|cant|won't|wont) wake (?:him|her|them)|unresponsive|blue|grey|gray|collapsed|vomm?it[a-z]*",
  scope: 'sentence',
}
/**
 * "Knocked out" by a medicine, worried about before or while taking it ("nervous about being too
 * knocked out by my sleeping tablets"): drowsiness asked about, not a blow or someone unconscious.
 */
const SEDATED: BenignRule = {
  all: [
    "(?:too|so|very|really|completely|totally|bit|being|be|get|getting|feel|feeling|felt|make (?:me|him|her|you)|makes (?:me|him|her|you)|leave (?:me|him|her|you)|leaves (?:me|him|her|you)) (?:too |so |very |really |completely |totally |a bit )?knocked out",
    "tablets?|pills?|meds|medicines?|medications?|co ?codamol|codeine|tramadol|morphine|oxycodone|sleeping|zopiclone|zolpidem|diazepam|valium|antihistamines?|piriton|nytol|promethazine|mirtazapine|amitriptyline|prescribed|dose|sedat[a-z]*",
  ],
  unless: "(?:can't|cant|cannot|won't|wont|couldn't|couldnt) (?:wake|rouse)|unresponsive|(?:not|isn't|isnt|wasn't|wasnt) (?:responding|breathing|waking)|collapsed|blue|grey|gray|fell|fall|fallen|hit (?:his|her|my|their) head|banged|bumped|head|overdos[a-z]*|too many|whole (?:box|pack|packet|bottle)|right now|ambulance|999",
  scope: 'sentence',
}
/**
 * A plan made ahead for a known allergy (a school's action plan, training for a pen), with no
 * reaction told now.
 */
const ALLERGY_PLAN: BenignRule = {
  all: ["(?:action|care|allergy|emergency|health ?care|individual|management|treatment) plans?|(?:school|nursery|preschool|childminder|club|camp|college|teacher|staff)s? (?:wants?|needs?|asked|asks|asking|requires?|policy|form|training)|allergy (?:training|policy|form|card|clinic|appointment|test[a-z]*)|(?:epi ?pen|adrenaline|auto ?injector) training|training (?:on|for|in) (?:epi ?pens?|adrenaline|auto ?injectors?|anaphyla[a-z]*)"],
  unless: "right now|just now|today|tonight|this morning|swell[a-z]*|swollen|throat|tongue|lips|wheez[a-z]*|(?:can't|cant|cannot|struggling to|trouble|hard to) (?:breathe|breathing|swallow)|breathless[a-z]*|hives|rash|welts|faint[a-z]*|dizz[a-z]*|collaps[a-z]*|vomm?it[a-z]*|(?:used|gave|give|giving|injected|jabbed) (?:the |his |her |my |an )?(?:epi ?pen|adrenaline|auto ?injector)|help|ambulance|999|911|(?:is|he's|she's|i'm|im) having",
  scope: 'sentence',
}
/**
 * One extra tablet by mistake ("took an extra vitamin D tablet by mistake, so two instead of
 * one"): an accidental double dose, not a deliberate one, unless the sentence says otherwise.
 */
const EXTRA_BY_MISTAKE: BenignRule = {
  all: [
    "by (?:mistake|accident)|accidentally|accidently|forgot (?:i'd|i had|that i'd|that i had|i already)|mixed up|without thinking",
    "(?:an? )?(?:extra|second|another|double|doubled|two instead of one|twice)",
  ],
  unless: "die|dying|dead|kill|suicid[a-z]*|end (?:it|my life)|on purpose|deliberately|meant to|wanted to|want to|wake up|hurt (?:my|him|her)self|harm|overdos[a-z]*|whole|all (?:of )?(?:the|my|them)|packs?|packets?|boxes|bottles?|handful|\\d\\d+|lots|loads",
  scope: 'sentence',
}
/** A moment under water with the child straight up and happy, and no sign told (a cough, sleepiness, breathing). */
const WATER_OK: BenignRule = {
  all: [
    "pool|swim[a-z]*|water|sea|bath|lake|paddling|beach|waves?",
    "(?:came|come|popped|bobbed) (?:straight |right |back )?(?:up|out)|laugh[a-z]*|giggl[a-z]*|(?:is|was|seems|he's|she's) (?:totally |completely |absolutely )?(?:fine|ok|okay|happy|grand)|wants to go back|(?:went|jumped|got) straight back in|(?:playing|swimming) (?:again|happily|normally)",
  ],
  unless: "cough[a-z]*|splutter[a-z]*|vomm?it[a-z]*|sick|sleepy|drows[a-z]*|tired|floppy|pale|blue|grey|gray|confus[a-z]*|breath[a-z]*|wheez[a-z]*|foam[a-z]*|not (?:himself|herself|right)|unconscious|cpr|resuscitat[a-z]*|minute|minutes|a while|face down|pulled|dragged|fished",
  scope: 'sentence',
}
/**
 * Someone else's question the writer is passing on ("my friend asked me what anaphylaxis is and I
 * couldn't explain"): a definition wanted, unless the sentence tells a sign happening now.
 */
const EXPLAIN: BenignRule = {
  all: ["(?:asked|asking|asks|ask) (?:me|us|him|her|them|my [a-z]+)? ?(?:what|how|why)(?: (?:a|an|the))? ~3 (?:is|are|was|means|mean|works|work|happens|feels)|(?:couldn't|couldnt|could not|can't|cant|cannot|didn't know how to|did not know how to|don't know how to|dont know how to) (?:really |properly )?(?:explain|answer|tell (?:him|her|them))|how (?:do|can|should|would) (?:i|we) explain|explain (?:it|this|that) (?:to|for) (?:my|a|her|him|them|the|our)"],
  unless: "right now|just now|tonight|today|this morning|(?:i'm|im|i am|he's|she's|he is|she is|they're|is) (?:having|swelling|swollen|going|turning|struggling|collapsed)|(?:can't|cant|cannot) (?:breathe|swallow|speak|talk|move)|swell[a-z]*|swollen|lips|tongue|throat|wheez[a-z]*|epi ?pen|adrenaline|droop[a-z]*|slurr[a-z]*|numb|help|ambulance|999|911",
  scope: 'sentence',
}
/**
 * A family history or a risk asked about for the writer's own health ("does a heart attack run in
 * families?", "my father had a stroke at 70 so I'm paranoid, what's a normal number?"), with no
 * sign told now.
 */
const FAMILY_RISK: BenignRule = {
  all: [
    "run(?:s|ning)? in (?:the |my |our |his |her )?famil(?:y|ies)|family history|hereditary|genetic|inherit[a-z]*|(?:(?:my|our|his|her) )?(?:mum|mom|mother|dad|father|uncle|aunt|auntie|grandad|granddad|grandpa|grandfather|grandma|granny|nan|grandmother|brother|sister|parents|relatives)(?: and (?:my |our )?[a-z]+)? (?:both |all |also )?(?:had|died (?:of|from)|passed away (?:from|with|after)|suffered|have had|has had)|(?:a|at|high|higher|increased|big|raised|heart|stroke) risk|risk (?:factors?|of)|cholesterol",
    "famil(?:y|ies)|hereditary|genetic|inherit[a-z]*|risk|(?:should|could|can|do|would|must) (?:i|we) (?:get|have|book|go|do|take|worry|start)|check ?(?:up|ed)?|keep (?:an eye|a check|track|tabs)|monitor[a-z]*|blood pressure|bp|screen[a-z]*|tested|tests?|prevent[a-z]*|lower[a-z]*|reduc[a-z]*|diet|foods?|exercise|paranoid|worried|worry|normal (?:number|reading|level|range)|statins?|(?:what|how) (?:can|should|do) i (?:do|eat|avoid|lower|reduce)",
  ],
  unless: "right now|just now|today|tonight|this morning|last night|yesterday|this week|(?:is|he's|she's|i'm|im|am|are) (?:having|in hospital|in a&e|in icu|collapsed)|in (?:hospital|a&e|icu|intensive care)|again|chest (?:pain|pains|hurts|tight[a-z]*|pressure)|(?:pain|ache|tightness|pressure|heaviness) in (?:my|his|her|the) chest|arms?|jaw|sweat[a-z]*|clammy|breathless[a-z]*|short of breath|faint[a-z]*|dizz[a-z]*|numb|numbness|droop[a-z]*|slurr[a-z]*|weak(?:ness)?|tingl[a-z]*|collaps[a-z]*|ambulance|999|911|can't|cant",
  scope: 'sentence',
}

/** A fit weeks or months past, the child well since, asked about now (jabs, what to do next time). */
const PAST_FIT: BenignRule = {
  all: [
    "last (?:month|year|week|summer|winter|spring|autumn)|(?:\\d+|a few|few|two|three|four|five|six|several|couple of|a couple of) (?:weeks|months|years) ago|when (?:he|she|i|they) (?:was|were) (?:little|a baby|younger|small|a toddler)",
    "(?:been )?(?:fine|well|ok|okay|good|normal) (?:since|ever since)|no more since|(?:not|never|hasn't|hasnt|haven't|havent) had (?:another|one|any) since|can (?:she|he|they|i|we) (?:have|get)|jabs|vaccin[a-z]*|immuni[sz][a-z]*",
  ],
  unless: "today|tonight|right now|just now|this morning|again|another|still|won't stop|wont stop|not breathing|blue|floppy|limp|drows[a-z]*",
  scope: 'sentence',
}

/**
 * A toddler's breath-holding spell after crying, a tantrum or a fright, over within moments (NHS,
 * "Breath-holding in babies and children"): not when it lasts minutes, comes with a fever, jerks or
 * stiffness, or the child is still not breathing or waking.
 */
const BREATH_HOLD: BenignRule = {
  all: [
    "(?:held|holds|holding|hold) (?:his|her|their|its) breath|breath ?holding",
    "cry[a-z]*|cried|tantrums?|upset|fright[a-z]*|scared|told off|temper|scream[a-z]*|angry|cross|fell|fall|bump[a-z]*|spells?|episodes?",
  ],
  unless: `(?:[2-9]|\\d\\d|two|three|four|five|ten) ?(?:min[a-z]*)|(?:still|not|isn't|isnt|stopped|hasn't|hasnt) (?:blue|breathing|responding|waking|woken|come round)|(?:won't|wont|can't|cant) (?:wake|rouse)|unconscious|unresponsive|${FEVER}|jerk[a-z]*|stiff[a-z]*|shak[a-z]*|twitch[a-z]*|s(?:ei|ie)z[a-z]*|fit|fitting|chok[a-z]*|swallow[a-z]*|right now|ambulance|999|help|newborn|(?:\\d+|one|two|three|four|five) (?:weeks?|days?) old`,
  scope: 'sentence',
}

const en: RedFlagLanguage = {
  language: 'en',
  patterns: {
    chest_pain: [
      `(?:(?:chest|chst|ches|chset|cheast|breast ?bone|sternum) ?(?:pains?|pians?|pian|pane|pressure|tightness|tightnes|tighness|tightess|discomfort|aches?|aching|heaviness|heavyness|squeezing|paining)|(?:heavy|crushing|squeezing|painful) chest)${NOQ}`,
      '(?:seene|seena|chhati|chaati|chhaati|chati|chest) (?:bahut |bohot |bohat |bahot |zyada |bht )(?:dard|dabav)|(?:seene|seena|sine|chhati|chaati|chhaati|chati|chest) (?:mein|me|main|mai) (?:bahut |bohot |bohat |bahot |zyada |bht )?(?:dard|pain|bhaari|bhari|dabav|pressure|jalan|tightness)|sakit sa dibdib|masakit ang dibdib|dolore (?:al|nel) petto|dolore toracico|mal di petto|dor no peito|dor (?:forte )?no peito',
      'heart ~5 (?:squeez[a-z]*|being crushed|in a vice|clamped)',
      `(?:chest|chst|breast ?bone|sternum)${NG(3)} (?:heaviness|heavyness|crushing|squeezing|(?:being |getting )(?:squeezed|crushed|squashed|compressed|pressed|pushed|clamped|gripped|caved))|(?:chest|chst) (?:is |feels |felt |has been |gone |went |got )?(?:(?:really|so|very|super|quite|extremely|all|incredibly|a bit|bit) )?(?:sore|achy|painful|burning|hurting|aching|tight) and (?:heavy|tight|crushing|crushed|squeezed|squeezing|pressured)`,
      `(?:chest|chst)${NG(2)} (?:hurts?|hurting|hurtin|paining|aches|aching|is killing|killing me|(?:pure |proper |absolutely )?killin(?:g)?(?: me)?|(?:is |feels |felt |was )?(?:really |very |so |super |extremely )?painful|(?:is |feels |felt |was )?(?:proper|dead|pure|awful|horribly) (?:tight|heavy|sore)|(?:feels?|felt) (?:(?:really|so|very|super|quite|extremely|all|incredibly) )?(?:tight|heavy|crushed|squeezed|like)|(?:is|has been|been) (?:so |very |really |realy |rly |super |extremely |proper |dead |crazy |insanely |mega |mad |hella |well |ridiculously |stupidly |unbelievably |terribly |awfully |horribly |seriously )?(?:tight|heavy)|tightens|tightening)`,
      `(?:pain|pains|pressure|tightness|tight|squeezing|squeezy|squeeze feeling|heaviness|crushing|discomfort|ache|aching|weight|stabbing|sharp|squeeze|tearing|burning pressure|band|belt|strap|tightening|vice|clamp|heavyness|heavy feeling|pressing|gripping|grip|constricting|constriction) ~5 (?:in|on|across|around|round|at|inside|of|behind|over|under) ${P0}(?:chest|breast ?bone|sternum)`,
      'h(?:ea|e|a)rt ?at?tac?k(?! (?:grill|burger|on a plate))|cardiac arrest|myocardial infarction|heart (?:has )?stopped(?! (?:when|the moment|as soon as) (?:i|we) (?:saw|heard|read|got|opened|found out|looked|checked|realised|realized|noticed))',
      `(?:clutching|grabbing|holding|clutches|clutched|grabbed|gripping|rubbing|rubbed|keeps rubbing|massaging|pressing on) (?:at |onto )?${P} chest`,
      `(?:elephant|weight|someone|somebody|something|a person|a man|a horse|a car|an? [a-z]+) ~2 (?:sitting|standing|pressing|sat|stood|kneeling|knelt|stepping|stamping|parked) on ${P} chest|(?:elephant|ton of bricks|brick|rock|boulder|truck|car|lorry|anvil|bus) (?:is |was )?(?:sitting |standing |pressing |sat |stood |parked |lying )?on ${P} chest`,
      `crushing (?:pain|feeling|sensation|pressure)|(?:crushing|squashing|squeezing|pressing (?:down )?on|sitting on|sat on) ${P} chest`,
      `(?:spread[a-z]*|radiat[a-z]*|going|goes|went|shoot[a-z]*|moving|moves|travel[a-z]*|runs|running) (?:down|into|to|up into|up to|through|up|in) ${P} (?:left arm|jaw|left shoulder)`,
    ],
    stroke: [
      `(?:corner|side) of ${P} (?:mouth|lips?)${NG(2)} (?:is |has |went |gone |looks )?(?:down|droop[a-z]*|dropped|sag[a-z]*|turned down|hanging|lower)|(?:arm|leg|hand)${NG(2)} (?:just )?(?:flops|flopped|flopping|drops|dropped|falls|fell) (?:down )?(?:when|if|as) (?:he|she|i|they) (?:tries|try|tried|lifts?|lifted|raises?|raised)`,
      `vision in (?:one|${P}|the) (?:${SIDE} )?eye${NG(3)} (?:went|gone|goes|going|turned) (?:black|dark|blurry|grey|gray|blank|dim)|(?:went|gone|going) (?:black|dark|blank) in (?:one|${P}) (?:${SIDE} )?eye|(?:curtain|shadow|blind) ~2 (?:came|coming|come|comes) (?:down )?(?:over|across) ${P0}(?:eye|vision)`,
      `(?:dropping|drops|dropped|dropping) (?:things|stuff|everything|objects|cups?|his [a-z]+|her [a-z]+) ~2 (?:with|from|out of|in) ${P} ${SIDE} hand`,
      `(?:having|had|has|(?:i|we|they|you|may|might|could|must|probably|think|he|she) have|suffered|suffering|is having|just had) (?:a |an )?(?:mini ?stroke|stroke|tia|brain bleed)(?! (?:of|risk|risks|score|unit|nurse|team|ward|clinic|prevention|awareness|survivors?|patients?|club|group|association|research|service|recovery|rehab|mechanics?|brush|technique|rate|order|count|play|length|pen|paint|painting|keys?|width|swimmers?))`,
      "(?:a|another) (?:mini |major |minor |massive |small |big |little )?stroke(?! (?:of|risk|risks|score|unit|nurse|team|ward|clinic|prevention|awareness|survivors?|patients?|club|group|association|research|service|recovery|rehab|mechanics?|brush|technique|rate|order|count|play|length|pen|paint|painting|keys?|width|swimmers?))",
      'brain (?:bleed|haemorrhage|hemorrhage)|bleed(?:ing)? on the brain|aneurysm (?:burst|ruptured?)',
      `(?:face|mouth|smile|lip|lips|eyelid)${NG(3)} (?:droop[a-z]*|sag[a-z]*|crooked|lopsided|uneven|twisted|wonky|drooped|dropping|dropped|fallen|falling|fell|slipped|slipping|paraly[a-z]*|frozen|tilted|tilting|slanted|skew[a-z]*|pulled to one side|pulling to one side|pulled down on one side|pulled (?:down|over|across) on (?:the|one) (?:left|right|one) side|squint|slack|tedh[a-z]*|terh[a-z]*)(?! (?:over|off|down|out|asleep|onto|into|from|on the(?! (?:left|right|one|other)(?![a-z]))|in the|and hit))${NOQ}`,
      `(?:dribbl[a-z]*|drool[a-z]*|leak[a-z]*|spill[a-z]*|running|falling|pouring|coming) (?:out )?(?:of|from) (?:one side|the (?:left|right) side|the side|the corner) of ${P} mouth`,
      '(?:one|half|left|right) side(?: of)? (?:the |her |his |my |their )?face (?:is |has |got |gone |went |looks |become )?(?:bent|tilt[a-z]*|crooked|twisted|down|fallen|dropp[a-z]*|droop[a-z]*|hanging|slant[a-z]*|sag[a-z]*)|(?:speech|words?|voice|talking) (?:is |are )?(?:not|isn\'t|isnt|aren\'t|arent) coming (?:out )?(?:properly|clearly|right|correctly)|(?:droop[a-z]*|lopsided|crooked|wonky) (?:face|mouth|smile|eyelid|on one side)|(?:droop[a-z]*|lopsided|crooked|wonky|twisted|slack|fallen|dropped) (?:in|on) (?:the|her|his|my|their|one side of (?:the|her|his|my|their)) (?:face|mouth)',
      `(?:face|smile|mouth)${NG(3)} (?:different|funny|weird|odd|strange|wrong|not right|off|lower|higher) on (?:one|the (?:${SIDE}|one|other)|${P} (?:${SIDE}|one)) side`,
      // A smile or mouth that moves only on one side.
      `(?:smile|grin|mouth)${NG(3)} (?:only|just) (?:goes up |moves |works |lifts |comes up )?(?:on )?(?:one|the (?:${SIDE}|one)|${P} (?:${SIDE}|one)) side`,
      `(?:one|${SIDE}|other) side of ${P} (?:face|mouth|body|head)${NG(3)} (?:droop[a-z]*|sag[a-z]*|numb|weak|paraly[a-z]*|dead|heavy|tingl[a-z]*|not moving|isn't moving|isnt moving|won't move|wont move|doesn't move|doesnt move|can't move|isn't working|isnt working|not working|(?:won't|wont|doesn't|doesnt) work|stopped working|fell|fallen|dropp[a-z]*|down|gone|slumped|looks (?:different|weird|funny|odd|strange))`,
      `half (?:of )?${P} (?:face|body|mouth)${NG(3)} (?:droop[a-z]*|sag[a-z]*|numb|weak|paraly[a-z]*|dead|heavy|tingl[a-z]*|not moving|(?:isn't|isnt) moving|(?:won't|wont|doesn't|doesnt|can't|cant|cannot) move|gone|(?:won't|wont) work|not working|(?:isn't|isnt) working|(?:doesn't|doesnt) work|stopped working)|(?:only )?(?:half|one side)(?: of)? ${P} (?:face|mouth|smile|lips?)(?: only)? (?:moves|moved|moving|works|worked|goes up|went up|lifts|lifted|comes up|came up)`,
      `(?:numb[a-z]*|weak[a-z]*|paraly[a-z]*|tingl[a-z]*|droop[a-z]*|can't feel|cannot feel|cant feel|no feeling)${NG(3)} (?:on |in |down )?(?:one side|the ${SIDE} side|${P} ${SIDE} side|(?:whole|entire) (?:${SIDE}|one) side|half of ${P} (?:body|face)|the ${SIDE}(?! (?:hand|arm|leg|foot|knee|ankle|toe|toes|finger|fingers|thumb|ear|eye|shoulder|hip|side|buttock|thigh|calf|heel|wrist|elbow)))`,
      `(?:${SIDE}|one) side(?: of ${P} (?:body|face))?${NG(2)} (?:numb|weak|paraly[a-z]*|dead|heavy|limp|tingl[a-z]*|not working|gone)(?! (?:when|after|if|in the|at night|sometimes|some days|every|on and off|occasionally|from (?:sleeping|lying|the cold)|for a few))`,
      `${CANT} (?:move|feel|lift|raise|use|grip with|hold anything with) ${P0}${SIDE} (?:arm|leg|hand|foot|side)`,
      `${CANT} (?:smile|move (?:his|her|my|their) (?:face|mouth|lips?)|close (?:his|her|my|their) (?:eye|mouth)|raise (?:his|her|my|their) eyebrow) (?:properly )?(?:on|with) (?:one|the (?:left|right)|(?:his|her|my|their) (?:left|right)) side`,
      `(?:arm and leg|leg and arm|hand and leg|arm and hand)${NG(4)} (?:not working|weak|numb|dead|won\'t move|can\'t move|gone|floppy|heavy|paraly[a-z]*)|(?:veer[a-z]*|lean[a-z]*|drift[a-z]*|keeps falling|falling|stumbl[a-z]*) (?:off |over |away )?(?:to|towards|over to) (?:the |one |his |her |my )?(?:left|right|one side)`,
      `${P} ${SIDE} (?:arm|leg|hand|foot)${NG(3)} (?:weak|numb|heavy|clumsy|floppy|limp|useless|dead|(?:hanging|hangs|dangling|dangles)(?! (?:off|over|out|in|on|from|up|by|onto|into|through|across)(?![a-z']))|paraly[a-z]*|not working|won't work|isn't working|gave way|giving way|no strength|no power|no grip|lost (?:its |all |all its )?(?:strength|power|grip)|(?:won't|wont|can't|cant|cannot|couldn't|couldnt|isn't able to|is not able to) (?:grip|hold|grab|squeeze|lift|move|pick up|work))(?! (?:when|after|if|in the|at night|sometimes|some days|every|on and off|occasionally|from (?:sleeping|lying|the cold)|for a few))`,
      '(?:sudd?en[a-z]*|all of a sudden) ~3 (?:numb[a-z]*|weak[a-z]*|paraly[a-z]*) ~3 (?:arm|leg|face|side|hand)',
      `lakwa|(?:haath|hath|pair|per) (?:kaam nahi|kaam nahin|nahi uth|nahin uth|sunn)[a-z]*|(?:bol nahi|bol nahin|bolne mein dikkat)[a-z ]*|(?:slurr[a-z]*|slurd|slured|sluring)|(?:speech|words|talking|speaking|sentences)${NG(4)} (?:slurred|slurry|slushy|mushy|thick|sloppy|drunken|unclear|not clear|garbled|jumbled|scrambled|muddled|mixed up|back to front|in the wrong order|weird|strange|funny|odd|all over the place|coming out wrong|come out wrong|came out wrong|not making sense|doesn't make sense|don't make sense|makes no sense|is gibberish|gibberish|(?:look |looks |looked |like )+nonsense)`,
      "words ~2 (?:won't|wont|aren't|are not|not|don't|dont|wouldn't) (?:come|coming) out|(?:talking|speaking|sounds?|sounding|sounded|walking|acting) (?:like|as if) (?:she's|he's|she is|he is|i'm|i am|they're|she was|he was|i was|someone) drunk|(?:i|he|she|they|speech|voice|talking|words|speaking|you) (?:sounded|sounds|sounding|sound) (?:weird|drunk|strange|funny|odd|slurred|off)(?! (?:when|whenever|if|after|on the phone|in the mornings?|first thing)(?![a-z']))|(?:talking|talkin|speaking|speakin|saying|sayin|spouting) (?:gibberish|funny|weird|strangely|rubbish|nonsense|complete nonsense|utter nonsense|random words)|mixing up (?:his |her |my )?words",
      // Words that come out wrong or a sentence that will not come: a layperson's aphasia.
      "(?:words|speech|sentences) (?:are |is |were |was |keep |keeps |coming out |come out |came out |just )?(?:all |completely |totally )(?:wrong|muddled|jumbled|mixed up|back to front)(?! (?:in|to|of|on|for) (?:the |a |my |his |her |that |this )?(?:song|songs|lyrics|nursery rhymes?|test|exam|quiz|essay|crossword|spelling|homework|poem|script|lines|card))|(?:can't|cant|cannot|couldn't|couldnt|unable to|not able to) (?:get|finish|form|make|say) (?:a |one |any |a single |a whole |a full )?sentence(?! (?:out )?(?:in (?:english|spanish|french|german|class|public|front)|about|to (?:my|his|her|the)|for)(?![a-z']))|(?:can't|cant|cannot|couldn't|couldnt|unable to|not able to) (?:string|put) (?:a |two |any )?(?:sentence|words) together(?! (?:in (?:english|spanish|french|german|class|public|front)|when|whenever|before|after|in the mornings?|at work|on (?:paper|emails?))(?![a-z']))",
      `${CANT} (?:speak|talk)(?: (?:properly|clearly|right|normally|at all|anymore))?(?! (?:about|to|with|for|in front|on|over|much|english|spanish|french|german|loud|louder|in (?:full|whole|complete) sentences))`,
      `(?:lost|losing|loss of) (?:${P} )?(?:speech|ability to speak|ability to talk)`,
      '(?:trouble|difficulty|struggling|problems?) (?:speaking|talking|finding (?:the |his |her |my )?words|getting (?:the |his |her |my )?words out)(?! (?:in public|up|english|to|with|about|in front))',
      `${CANT} (?:get (?:the |his |her |my )?words out|find (?:the |his |her |my )?words|form words|say (?:the |his |her |my |their )?words (?:right|properly|clearly))`,
      "(?:sudd?en[a-z]*|all of a sudden|out of nowhere) ~3 (?:confus[a-z]*|disorient[a-z]*|doesn't know where|don't know where|doesn't recogni[sz]e|can't recogni[sz]e|can't understand|cannot understand|cant understand|doesn't understand|not understanding|can't read|cant read|cannot read|can't write|cant write|(?:not|isn't|isnt|stopped|stops) making (?:any |much )?sense|mak(?:ing|es) no sense|talk(?:ing|in) (?:nonsense|gibberish|rubbish))",
      "(?:not|isn't|isnt|stopped) making (?:any |much )?sense ~3 (?:sudd?enly|all of a sudden|out of nowhere)",
      '(?:confus[a-z]*|disorient[a-z]*) ~3 (?:sudd?enly|all of a sudden|out of nowhere)',
      "(?:sudd?en[a-z]*|all of a sudden|out of nowhere) ~4 (?:lost|losing|loss of|can't see|cannot see|cant see|went blind|gone blind|going blind|blind|double vision|seeing double|can't walk|cannot walk|cant walk|unable to walk|can't stand|cant stand)",
      `(?:lost|losing|loss of|lose) (?:${P} )?(?:vision|sight|eyesight) ~3 (?:sudd?enly|all of a sudden|in (?:one|my|his|her|the) (?:${SIDE} )?eye|out of nowhere)`,
      `${CANT} see (?:properly |clearly |anything |well |at all )?(?:out of|with|from|on|to) (?:one|that|this|the|${P}) (?:${SIDE} )?(?:eye|side)`,
      `(?:went|gone|going|is) blind in (?:one|${P}) (?:${SIDE} )?eye`,
      `(?:lost|losing|loss of|lose|gone|went|missing|can't see|cant see|cannot see) ~3 (?:half|one side|the (?:left|right) side) of (?:${P} |both )?(?:vision|sight|eyes?|visual field)|half (?:of )?${P} (?:vision|sight)${NG(2)} (?:gone|missing|black|dark|blank|went)(?! (?:when|whenever|during|before|with|every|after|in (?:a|my) migraine))`,
    ],
    sudden_headache: [
      "(?:never|not ever|never ever) (?:had|felt|experienced|known) (?:such (?:a |an )?|so )(?:bad|painful|severe|terrible|intense|awful|horrible|excruciating|strong|agoni[sz]ing|violent|sudden) (?:a )?(?:headache|hedache|headach|head ?ache|head pain|pain in (?:my|his|her|the) head|migraine)",
      '(?:severe|explosive|excruciating|terrible|blinding|horrible|intense|splitting|agoni[sz]ing|unbearable|massive|violent|awful|worst|really bad|very bad) (?:and )?(?:sudden|sudden onset|abrupt|instant) (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head ?ache|head pain|pain in (?:my|his|her|their|the) head)|(?:collapsed|passed out|blacked out|fainted|keeled over|went down) (?:with|after|from|complaining of) (?:a |an )?(?:sudden|severe|terrible|massive|explosive|awful|horrendous|blinding|excruciating) (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|pain in (?:his|her|their|the) head)',
      `wors[te] (?:head ?aches?|head ?ach|hedache?s?|head pains?|pain in ${P} head|migraines?) (?:ever|of (?:my|his|her|their) (?:whole |entire )?li(?:fe|ves)|(?:(?:i|he|she|they)(?:'ve| have| has|'s)|ive|hes|shes|theyve) ever (?:had|felt))`,
      `worst (?:headache|hedache|headach|hedake|headake|haedache|heddache)|most (?:horrendous|horrible|painful|severe|intense|terrible|awful|excruciating|agonising|agonizing|unbearable|extreme|violent|brutal|insane) (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|head ache|migraine|pain in ${P} head) (?:of (?:my|his|her|their) li(?:fe|ves)|ever|(?:i|he|she|they)(?:'ve| have| has|'s) ever (?:had|felt))|thunder ?clap|(?:explosive|exploding|sudden onset|instant|instantaneous)(?: [a-z]+)? (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|pain in ${P} head)`,
      '(?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|pain in (?:my|his|her|the) head) ~4 (?:during|after|while having|in the middle of) (?:sex|orgasm|climax|intercourse)',
      '(?:sudden|sudd?enly|out of nowhere) ~5 (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain) ~5 (?:collapsed|passed out|blacked out|fainted|keeled over)|(?:sudden|sudd?enly|out of nowhere) ~2 (?:bang|explosion|crack|pop|thump|thunderclap|smack|whack) (?:in|inside) (?:my|his|her|their|the) (?:head|skull|brain)',
      '(?:sudden|sudd?enly|explosive|out of nowhere|from nowhere|out of the blue|all at once|without (?:any )?warning|in an instant) ~3 (?:(?:unbelievabl[ye]|incredibl[ye]|insanely|extremely|horribly|terribly|really|very|crazy|super|so|seriously) (?:bad|painful|strong|severe|sore|intense)|insane|crazy|mental|killer|hellish|ridiculous|unreal|severe|worst|explosive|excruciating|terrible|blinding|horrible|intense|splitting|agonizing|agonising|unbearable|massive|crushing|violent|awful|horrendous|horrific|pounding|shocking) ~2 (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|pain (?:in|at|behind) (?:the back of |the top of |the front of )?(?:my|his|her|the) (?:head|eyes|skull)|(?:my|his|her|the) skull)',
      '(?:severe|explosive|excruciating|terrible|blinding|horrible|intense|splitting|agonizing|agonising|unbearable|massive) ~2 (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain) ~4 (?:sudd?enly|all of a sudden|all at once|out of nowhere|out of the blue|from nowhere|without (?:any )?warning|in an instant|in a flash|like a (?:thunderclap|switch|bolt)|(?:came|come|comes|hit|hits|struck) on (?:sudd?enly|fast|in seconds)|(?:in|within) (?:seconds|a second|a few seconds))',
      `(?:firework|grenade|gun|bomb|something|a bang|fireworks) ~2 (?:went|going|go|gone|goes) off ~2 (?:in|inside) ${P0}(?:head|skull|brain)|(?:explod[a-z]*|explosion|bomb (?:going|went|go) off|burst|gunshot|lightning bolt|thunder[a-z]*) ~3 (?:in|inside|to|on|at) ${P0}(?:head|skull|brain|back of ${P0}head)`,
      `(?:like|as if|as though) (?:i|he|she|they|someone|somebody|i'd|he'd|she'd|they'd|i've|i had|she had|he had) (?:(?:was|were|had been|got|been|had|just) )?(?:shot|hit|kicked|struck|punched|whacked|smashed|clubbed|bashed|smacked|slammed|walloped|belted|thumped)(?: me| him| her| them)? (?:in|on|over|across) ${P0}(?:head|back of ${P0}head)`,
    ],
    head_injury: [
      '(?:kicked|trampled|struck|hit|smashed) (?:in|on) the (?:head|face) by (?:a |the )?(?:horse|pony|cow|bull|car|van|golf club|hammer|brick|baseball bat|bat|cricket ball|hockey stick|rock|falling [a-z]+)',
      `skull fracture|fractured skull|(?:cracked|broken|broke|fractured) ${P} skull|head injury ~4 (?:vomm?it[a-z]*|confus[a-z]*|unconscious)`,
    ],
    severe_bleeding: [
      `(?:cut|chopped|sliced|severed|ripped|torn|tore|took|taken) (?:the (?:tip|end|top) of )?${P0}(?:[a-z]+ )?(?:finger|fingers|thumb|toe|toes|hand|fingertip|ear) (?:clean |right |completely )?off|(?:amputated|severed|sliced off|chopped off|cut off) ${P0}(?:[a-z]+ )?(?:finger|fingers|thumb|toe|toes|hand|fingertip|ear)(?! nails?)`,
      'bleeding (?:like|as if from) (?:a |an )?(?:tap|faucet|fountain|hose|river|stuck pig)',
      "(?:it's|its|it is|blood is|blood's|bloods|it keeps|keeps) (?:just )?(?:gushing|spurting|pumping|pouring|pissing|squirting|pulsing)(?! (?:(?:with|in) (?:sweat|rain|tears|water)|water|rain|down with rain))",
      "(?:bleed[a-z]*|blood|cut|wound|gash|nose ?bleed[a-z]*) ~6 (?:won't|wont|will not|doesn't|does not|isn't|is not|can't|cannot|hasn't|has not|not|never) (?:stop|stopping|stopped|slow|slowing|clot|clotting|let up|letting up)",
      "(?:won't|wont|will not|doesn't|does not|can't|cant|cannot|couldn't|couldnt|unable to|not|never) (?:stop|control|slow) (?:the |his |her |my |its |this )?bleed[a-z]*",
      '(?:keeps?|kept|still) bleeding (?:a lot|heavily|badly|so much|through(?! (?:the |a )?(?:wash|washing|paper|page|pages|canvas|fabric|clothes|material|paint|ink)))',
      '(?:nose ?)?bleed[a-z]* (?:(?:to|that|which|has|is|keeps|its) ){0,2}(?:(?:been )?(?:go|goes|going|gone|went|carry|carries|carrying|carried|lasting|lasted|lasts)(?: on)? )?(?:for|over) (?:over |more than |almost |about |nearly |the last |the past |a good )?(?:[2-9]\\d|\\d{3}|twenty|thirty|forty|fifty|half an hour|half hour)(?: (?:minutes|mins|min))?|(?:nose ?)?bleed[a-z]* (?:(?:has been|been|is|keeps|going|gone|went|lasting|lasted|carrying on|going on) )?(?:for|over) (?:over |more than |almost |about |nearly |the last |the past |a good )?(?:an|one|two|three|\\d+) (?:hours?|hrs?)',
      'bleed[a-z]* (?:this|that|so) much',
      "(?:blood|bleeding|it|its|it's) ~4 (?:flowing|running|dripping|coming|came|pouring|gushing|pumping|pissing|streaming|spraying|spurting|squirting|pulsing|shooting|leaking) ~3 (?:like (?:a |an )?(?:fountain|tap|hose|river|waterfall|geyser|faucet|stream|crazy|mad|anything)|everywhere|all over|out of control|non ?stop|so fast|really fast|very fast|fast|heavily|loads)",
      "(?:cloth|cloths|towels?|tea towels?|bandages?|dressings?|gauze|shirt|t ?shirt|top|rags?|tissues|napkins?|kitchen roll|jumper|socks?|sheets?|pads?|flannel) ~5 (?:fully|completely|totally|all|bright|soaked|dark) red|(?:cloth|cloths|towels?|tea towels?|bandages?|dressings?|gauze|shirt|t ?shirt|rags?|tissues|napkins?|kitchen roll|flannel) ~4 (?:(?:soaked|drenched|sodden|dripping) (?:through|in blood|with blood|red)|(?:full of|covered in) blood)",
      '(?:spurt[a-z]*|gush[a-z]*|pouring|pumping|squirt[a-z]*|spray[a-z]*|pulsing|pulsat[a-z]*|streaming|pissing) ~3 blood',
      `blood(?: is| was| keeps| keep)?${NG(4)} (?:spurt[a-z]*|gush[a-z]*|pouring|pumping|streaming|pissing|squirt[a-z]*|spraying|pulsing|everywhere|all over|pooling|pooled)`,
      '(?:vomm?it[a-z]*|throw[a-z]* up|threw up|thrown up|puk[a-z]*|cough[a-z]*|spit[a-z]*|hack[a-z]*|bring[a-z]* up|brought up|sick up|sicking|sicked|(?:being|been|was|is|am|im|keeps? being) sick|pass[a-z]*) (?:up |out )?(?:(?:a|an|lots|loads|some|big|huge|small|little|tiny|massive|large|whole|full|half|bright|dark|red|fresh|so|much|pure|only|clots|clotted|old|like|what|looks|looked|seems|of|mouthfuls?|cupfuls?|cups?|bits?|streaks?|specks?|flecks?|spots?|bunch|load|heaps?|plenty|tablespoons?|teaspoons?|spoonfuls?|handful|lot|more|even|just|actual|real|proper|thick|fair|amount|quite|bit) ){0,7}blood(?! (?:pressure|tests?|sugars?|results?|thinners?))',
      `blood in ${P} (?:vomit|sick)|(?:vomm?it|sick|spit|phlegm|mucus) ~3 (?:full of|covered in|mixed with|all) blood|(?:vomm?it[a-z]*|throwing up|throw up|threw up|bringing up|brought up|being sick|was sick|sicked up) ~6 coffee (?:grounds|granules|grains)`,
      '(?:filled|filling|fills|fill) (?:up )?(?:a|the|half a|nearly a|almost a|two|2|three|3) (?:mugs?|cups?|glass(?:es)?|bowls?|basins?|jugs?|sink|buckets?|towels?|tea towels?) (?:with|of) (?:blood|clots|blood clots)|(?:mugs?|mugfuls?|bowls?|bowlfuls?|glass(?:es)?) of (?:blood|clots|blood clots)|khoon (?:ki )?(?:ulti|ultiyan|ulty)|khoon (?:band nahi|band nahin|ruk nahi|ruk nahin|nahi ruk)[a-z ]*|(?:lot|lots|loads|tons|pints|litres|liters|pool|puddle|puddles|cupful|cup) of (?:dark |bright |fresh )?(?:red )?blood|(?:so|too|very) much blood',
      'bleeding (?:really |very |so |super )?(?:heavily|heavy|profusely|a lot|badly|like crazy|like mad|like a stuck pig|heaps|loads|buckets|so much|everywhere|nonstop|non stop|out|through(?! (?:the |a |my |his |her )?(?:paper|page|pages|canvas|fabric|card|wall|walls|paint|ink|sheet|lines|wash|washing|clothes|material)))|bleed[a-z]*(?: [a-z0-9\']+){0,3} , (?:and |it |it\'s |its |still |just )?(?:won\'t|wont|will not|doesn\'t|doesnt|isn\'t|isnt|can\'t|cant) (?:stop|stopping|slow|slowing)|(?:heavy|severe|massive|serious|uncontrolled|uncontrollable|major) bleeding',
      `(?:toilet|toilet bowl|loo|pan|bowl|sink|bath|bed|sheets?|floor|pad|nappy|bucket)${NG(2)} (?:is |was |got |looks )?(?:full of|filled with|covered in|red with|swimming in) blood|(?:fingers?|thumb|toes?|finger ?tip|ear|hand) (?:is |are |was |were )?(?:(?:just |literally |basically )?(?:hanging|dangling) (?:off|on by (?:a thread|skin|the skin))|(?:nearly|almost|half|partly|partially) (?:cut|chopped|sliced|severed|ripped|torn|hanging) off)|(?:nearly|almost|half|partly|partially) (?:cut|chopped|sliced|severed|ripped|torn) (?:${P} )?(?:[a-z]+ )?(?:finger|fingers|thumb|toe|toes|hand|finger ?tip|ear) off`,
      'varicose veins? ~3 (?:burst|bleed[a-z]*|popped|ruptured|split)|bled (?:a lot|heavily|out)|bleed[a-z]* to death|(?:losing|lost|lose) (?:a lot of |lots of |so much |too much )?blood',
      '(?:soaked|soaking|drenched) ~4 (?:with |in )?blood|blood (?:soaked|soaking) ~2 (?:through|towels?|clothes)',
      `(?:mouth|nose|cut|wound|socket|gauze|bandage|dressing)${NG(3)} (?:keeps |keep |kept |is |was )?(?:filling|filled|fills) (?:up )?with blood`,
      '(?:blood|bleeding) ~3 (?:coming|soaking|seeping|leaking|came|comes|soaked|seeped) (?:straight )?through ~2 (?:the |his |her |my )?(?:bandages?|dressings?|towels?|gauze|plasters?|cloth|clothes|shirt|trousers|jeans|sheets?)|bleeding ~3 (?:heavily|profusely|loads|lots)',
      '(?:gone|going|went|got|getting|bled|bleed|bleeding|bleeds|pouring|pours|poured|seeping|seeped|soaking|leaking|leaked|dripping) (?:straight |right )?through ~4 (?:towels?|tea towels?|gauze|bandages?|dressings?|pads of gauze)|(?:soaked|soaking|soaks) ~4 (?:towels?|tea towels?|gauze|bandages?|dressings?)',
    ],
    breathing: [
      "(?:not|isn't|isnt|stopped|can't|cant|cannot|couldn't|couldnt|struggling to|hard to|barely) (?:breething|breating|brething|breahting|breethe|breeth|breth|brethe|breathin|breathign|breahing|breathng|breahe|brathe)",
      '(?:can |could )?only (?:say|get out|manage|speak|talk in) (?:one|two|a few|1|2|3|three|single)(?: or (?:two|three|2|3))? words?',
      '(?:breathing|breaths?|respiratory rate|resp rate|resps)(?: is| rate| rate is| at)? (?:like |about |around |over |at |nearly |almost )?(?:[6-9]\\d|1\\d\\d) (?:times |breaths )?(?:a|per|/|each|every) ?(?:minute|min)',
      `${HARD} (?:breathe|breath|breathing|get (?:a |enough |any |my |his |her |their )?(?:breath|air)|catch (?:my|his|her|their|a|your) breath)(?! (?:through|thru) (?:(?:${P} )?nose|it|one nostril))`,
      "(?:not|isn't|isnt|is not|stopped|has stopped|have stopped|no longer|wasn't|wasnt|aren't|doesn't seem to be|dont think (?:he's|she's|he is|she is)|don't think (?:he's|she's|he is|she is)) breathing(?! (?:fast|quickly|rapidly|too fast|too quickly|hard|heavily|noisily|as fast|any faster|funny|weird|strangely)(?![a-z']))",
      "breathing (?:has )?stopped|stopped breathing|(?:breathing|breaths?) ~2 (?:keeps?|kept|is|are) (?:stopping|pausing)(?!(?: [a-z0-9']+){0,6} (?:at night|in (?:his|her|my|their) sleep|when (?:he's |she's |i'm |he is |she is |i am )?(?:asleep|sleeping)|while (?:asleep|sleeping)|snor[a-z]*))|(?:keeps?|kept) (?:stopping|forgetting to) breath(?:e|ing)(?!(?: [a-z0-9']+){0,6} (?:at night|in (?:his|her|my|their) sleep|when (?:he's |she's |i'm )?(?:asleep|sleeping)|while (?:asleep|sleeping)|snor[a-z]*))",
      `${CANT} (?:talk|speak|cry|cough|swallow) (?:or|and|nor) (?:breathe|breath)`,
      'breathing (?:difficult(?:y|ies)|trouble|distress) (?:is |now |getting |very |really |so )?(?:getting worse|worse and worse|worsening|very severe|severe|scary)|(?:severe|serious) respiratory distress|sudden (?:breathing difficult(?:y|ies)|breathing problems?|breathing trouble)',
      `${CANT} (?:talk|speak|finish|say|get out|complete|get) (?:in )?(?:full|whole|complete|a full|a whole) sentences?|${CANT} (?:finish|complete) (?:a |his |her |my )?sentences?`,
      // Choking; a past "choked" is over when the same sentence says it came out or breathing is
      // back ("choked on a sweet but coughed it out, breathing fine now").
      "chok(?:ing|in|es|e)(?! (?:up|on (?:my|his|her) (?:words|tears)|hazards?|risks?|laughing|with laughter))(?! (?:in|at|during|under) (?:the |a |my |that |this |his |her |our )?(?:final|finals|game|match|exam|exams|interview|race|test|penalty|penalties|shootout|round|semi|semis|pressure|audition|presentation|big moment|last minute|last second|tiebreak|play ?offs?|cup|league))|choked(?! up| on (?:my|his|her) (?:words|tears)| laughing| with laughter)(?! (?:in|at|during|under) (?:the |a |my |that |this |his |her |our )?(?:final|finals|game|match|exam|exams|interview|race|test|penalty|penalties|shootout|round|semi|semis|pressure|audition|presentation|big moment|last minute|last second|tiebreak|play ?offs?|cup|league))(?!(?: [a-z0-9',]+){0,12} (?:(?:coughed|spat|spit|sicked|brought|got|hacked|threw|thrown) (?:it|them|that|the [a-z]+|a [a-z]+) (?:up|out)|(?:it|that|the [a-z]+) (?:came|come|popped|flew) (?:out|up)|(?:breathing|breathes|breath) (?:is |was |seems )?(?:fine|normal|normally|ok|okay|back to normal)|(?:is|was|seems|he's|she's|hes|shes|they're) (?:totally |completely |absolutely )?(?:fine|ok|okay|back to normal) (?:now|again|after)))",
      `(?:clutching|grabbing|grabbed|clutched|clawing at|clawed at|gripping) (?:at )?${P} (?:own )?throat|(?:going|gone|went|turning|turned) (?:red|pink|white|pale|grey|gray) (?:and |then |and then |now )?(?:blue|purple)`,
      "(?:breathing|breathe|breathes|breath) (?:through|thru) a (?:straw|pillow)|nostrils (?:are |keep )?flar(?:ing|e|es)|(?:tummy|belly|stomach|ribs|neck|throat) ~2 (?:going|moving|sucking|pulling|pumping|bobbing|heaving) (?:right )?in and out|(?:(?:[89]|1\\d|2\\d)(?:th)?|eighth|ninth|tenth|twelfth|eight|nine|ten|twelve|fifteen|twenty) (?:puffs?|doses?|sprays?|goes) (?:of |on )?(?:the |my |his |her )?(?:ventolin|salbutamol|albuterol|asthalin|levolin|levosalbutamol|proventil|proair|airomir|salamol|inhaler|blue inhaler|puffer|reliever|blue pump)|flaring (?:his |her |their )?nostrils|(?:can only|only able to|can just) (?:say|speak|get out|manage) (?:a |one |two |three |a few |a couple of )?words?",
      '(?:gasping|gaspin|gasps|struggling|fighting|grasping|gulping) (?:for )?(?:every |each |a |his |her |my )?(?:air|breath)|gasping(?! for (?:a |an )?(?:cup|brew|drink|cuppa|pint|coffee|tea|fag|cigarette|beer|wee))',
      `(?:lips|face|skin|fingers|fingertips|fingernails|nails|tongue|mouth)${NG(4)} (?:blue|purple|grey|gray|bluish|blueish|greyish|grayish|purplish|dusky)${COLD}`,
      `(?:blue|bluish|blueish|purple|grey|gray|greyish|grayish) (?:lips|face|fingertips)|(?:turning|turned|going|gone|went) (?:all |completely |a bit |slightly )?(?:blue|purple)${COLD}|(?:he|she|he's|she's|hes|shes|they|they're|face|lips|skin|baby|colour|color|and) (?:is |has |was |keeps )?(?:turning|turned|going|gone|went) (?:all |completely |a bit |slightly |very )?(?:grey|gray)(?! hair)`,
      '(?:severely|very|really|extremely|so|badly|sudd?enly|super|terribly|too) (?:short of breath|breathless|out of breath|winded)',
      "(?:short(?:ness)? of breath|breathless[a-z]*|out of breath) ~3 (?:at rest|resting|sitting (?:still|down)|lying down|can't talk|cannot talk|cant talk|can't speak|can barely (?:talk|speak)|can't finish|getting worse|worse and worse)",
      'saa?ns (?:nahi|nahin|nai|nhi) (?:aa|le|li) (?:rahi|raha|pa|paa)[a-z]*|saa?ns lene (?:mein|me|main) (?:dikkat|taklif|takleef|problem|pareshani)|hirap (?:huminga|makahinga)|hindi makahinga|non riesce a respirare|nao consegue respirar|falta de ar|suffocat(?:ed|ing|e|es)(?! (?:job|relationship|marriage|at work|in (?:this|my) job))|drown(?:ed|ing|s)?(?! ?proof)(?! in (?:work|paperwork|debt|stress|emails?|bills|homework|assignments|admin|sorrows|tears|sauce))|nearly drowned|stridor|(?:high ?pitched|squeak[a-z]*|crowing|harsh|rasping|whistling) (?:noise|sound|breathing)s? ~5 (?:breath[a-z]*|breathes in|breathing in)',
      '(?:oxygen|o2|sats|saturations?|spo2|sp02|oxygen levels?|oxygen saturation|pulse ox[a-z]*|oximeter) ~3 (?:[4-8]\\d|9[0-2])(?! ?(?:bpm|beats))',
      "(?:every|each) (?:single )?breath (?:is |feels like |feels |'s )?(?:a (?:real )?(?:struggle|battle|fight|effort)|an effort|hard work|so hard|really hard|a gasp)",
      '(?:long |big )?(?:gaps|pauses) between (?:his |her |their |my )?breaths(?! (?:at night|when (?:he|she) sleeps|while (?:sleeping|asleep)|in (?:his|her) sleep))',
      `(?:sucking|pulling|sinking|caving|drawing) in (?:at|around|under|below|between|above) (?:the |his |her |their |my )?(?:neck|throat|ribs|chest|tummy|collar ?bones?|breast ?bone)|(?:ribs|tummy|belly|chest|skin|neck|throat)${NG(4)} (?:sucking|pulling|sinking|caving|drawing) in|(?:sucking|pulling|sinking|caving|drawing) in (?:between|under|below|around|at) ~3 ribs`,
      `(?:breathing|breath|breaths) (?:is |was |seems |sounds |looks |are )?(?:really |very |so |extremely |super )?(?:laboured|labored)|using (?:all )?(?:${P} )?(?:neck|stomach|tummy|belly|chest|shoulder|rib) muscles`,
      `(?:blue|bluish|blueish|grey|gray|greyish|purple|dusky)(?: tinge| colour| color| tint| hue| ring| line)? (?:around|round|on|in|to) (?:the |his |her |my |their )?(?:lips|mouth)${COLD}`,
      'wheez[a-z]* (?:really |very |so |super )?(?:bad|badly|loud|loudly|heavily|hard|like mad|like crazy)|(?:severe|bad|serious|major|terrible|massive) asthma attack|having an? (?:bad |severe |serious )?asthma attack|asthma attack ~4 (?:inhaler|won\'t|wont|not|isn\'t|getting worse)',
      "(?:inhaler|puffer|ventolin|salbutamol|albuterol|asthalin|levolin|levosalbutamol|proventil|proair|airomir|salamol|nebuli[sz]er|puffs|blue pump|reliever)(?:'s)? ~3 (?:isn't|isnt|is not|not|doesn't|doesnt|does not|didn't|didnt|won't|wont|is no longer|stopped|aren't|arent) (?:working|helping|doing anything|help|work|making (?:a|any) difference|touching it|touching (?:the sides|anything)|doing a thing)",
      "(?:inhaler|puffer|ventolin|salbutamol|albuterol|asthalin|levolin|levosalbutamol|proventil|proair|airomir|salamol|nebuli[sz]er|puffs|nebs?)(?:'s)? ~3 (?:done nothing|doing nothing|no (?:help|use|good|difference|relief|effect|change)|not (?:relieving|easing) (?:it|anything)|useless)",
      // Speech cut to a few words by breathlessness.
      "(?:speak|speaking|say|saying|talk|talking|get out|manage|managing) (?:only |just )?(?:one|two|three|a few|a couple of|couple of|1|2|3)(?:(?: or| to)? (?:two|three|four|2|3|4))? words? (?:at a time|between (?:breaths|gasps)|before (?:gasping|stopping|needing|having to|running out))",
      'breathing ~3 (?:fast|quick|rapid|shallow) and (?:shallow|gurgl[a-z]*|noisy|rattl[a-z]*|laboured|labored|irregular|fast)|(?:gurgl[a-z]*|rattl[a-z]*) ~3 (?:breath[a-z]*|noises?|sounds?)|breath[a-z]* ~3 (?:gurgl[a-z]*|rattl[a-z]*)|snoring gasp|agonal',
    ],
    anaphylaxis: [
      `(?:throat|tongue|airway|airways|windpipe)(?:'s)?${NG(3)} (?:swell[a-z]*|swollen|swolen|tite|closing|close|closed|tight|tighten[a-z]*|constrict[a-z]*|blocking|blocked|puff[a-z]*|getting bigger|blow[a-z]* up|huge|massive|enormous|too big|thick|fat)`,
      `(?:swell[a-z]*|swollen|closing|tightening|tightness) ~2 (?:of |in )?(?:${P} )?(?:throat|tongue|airway)`,
      'anaphyla[a-z]*|anaphalactic|anaphylatic|angio ?o?edema',
      "(?:used|use|using|gave|give|giving|inject[a-z]*|jab[a-z]*|need[a-z]*|administer[a-z]*|stab[a-z]*|had to use|had|did|done|took|taken|got) (?:(?:his|her|my|their|the|an?|both|two|second|2nd|another|one|of|him|them|me|with|to|use|give|it|in|into|thigh|leg|arm|son|daughter|husband|wife|child|kid|boy|girl|baby|friend|partner|mum|mom|dad|brother|sister) ){0,4}(?:epi ?pens?|epipens?|adrenaline|epinephrine|auto ?injectors?|autoinjectors?|anapen|jext|auvi q|emerade)(?! (?:prescriptions?|scripts?|refills?|renewals?|training|trainer|expir[a-z]*|holders?|cases?|bags?|for (?:school|travel|holidays?|nursery|the plane|flights?)))",
      "(?:epi ?pens?|epipens?|adrenaline (?:pen|shot|injection)|epinephrine (?:pen|shot|injection)) ~3 (?:used|given|injected|didn't|didnt|isn't|not)",
      "(?:epi ?pens?|epipens?|adrenaline|auto ?injector) ~5 (?:still|worse|not better|not helping|wheez[a-z]*|struggling|can't breathe)",
    ],
    unconscious: [
      "(?:not|stopped|has stopped|no longer) breathing(?! (?:fast|quickly|rapidly|too fast|too quickly|hard|heavily|noisily|as fast|any faster|funny|weird|strangely)(?![a-z']))|behosh|behosi|nahimatay ~3 (?:hindi|ayaw) (?:gumising|magising)|(?:isn't|isnt|not|is not|won't|wont|wasn't) moving (?:or|and|nor) (?:responding|breathing|answering|waking|reacting)(?! (?:to )?(?:my |his |her |the |our |their )?(?:texts?|calls?|phone|messages?|emails?|door))|no pulse|(?:can't|cant|cannot|can not) (?:find|feel) (?:a|his|her|the|any) pulse|unconscious(?! (?:bias|mind))|unconcious|unconsious|unresponsive|lifeless|out cold|(?:lost|losing|loses|loss of) consciousness",
      'unrou?sa?ble|unrouseable|(?:not|isn\'t|isnt|is not|barely|hardly|semi) ?conscious(?! (?:of|about|that|enough))|(?:passed|passes|passing|blacked|blacks|blacking) out(?! (?:asleep|on the (?:sofa|couch|settee|bed)|in (?:bed|front of the (?:tv|telly))|watching|early|at (?:\\d|nine|ten|eleven|midnight)))|keeled over|knocked (?:out|unconscious)(?! of)',
      "coll?aps(?:ed|es|ing)(?! (?:lung|vein|veins|disc|disk))(?! (?:into|in|on|onto) (?:the |my |his |her |a )?(?:bed|sofa|couch|settee))|slumped (?:over|forward|sideways|to one side|in (?:his|her|the) chair)(?! (?:my|his|her|a|the) (?:desk|laptop|computer|phone|keyboard|books))",
      "(?:not|isn't|isnt|is not|won't|wont|doesn't|doesnt|does not|stopped|no longer|hasn't been|not really) (?:respond[a-z]*|reacting|react)(?! to (?:the |his |her |my |any |their |your )?(?:new |usual |current |latest |first |second |last |these |those |this |that )?(?:treatment|steroids?|injections?|jabs?|cream|physio|medication|medicine|antibiotics?|paracetamol|calpol|ibuprofen|nurofen|tylenol|painkillers|inhaler|therapy|drugs?|meds|pills?|tablets?|chemo|texts?|messages?|calls?|emails?|the phone|my messages))",
      `${CANT} get (?:him|her|them|(?:my|our|his|her|their) [a-z']+|the baby) to (?:wake|rouse|respond|come round|come around|come to|open (?:his|her|their) eyes)|${CANT} (?:get (?:him|her|them|(?:my|our|his|her|their) [a-z']+|the baby) to )?(?:wake|rouse|respond|come round) (?:him|her|them|(?:my|our|his|her|their) [a-z']+|the baby|up|at all)|(?:very |really |so |extremely )?(?:hard|difficult|impossible) to (?:wake|rouse)|barely (?:rousable|conscious)`,
      "(?:won't|wont|will not|isn't|isnt|is not|not|doesn't|doesnt|hasn't|hasnt|has not) (?:wake|waking|woken|woke)(?: up)?",
      "(?:fainted|fainting|faints|syncope) ~4 (?:won't|wont|not|isn't|hasn't|still not) (?:wake|waking|woken|respond[a-z]*|come round|come around|coming round|coming around)|(?:fainted|fainting|passed out|blacked out|collapsed|keeled over) ~8 (?:still|(?:hasn't|hasnt|has not|not) (?:yet )?(?:come|came)) (?:out|round|around|to)(?! (?:of|with|for|at|shopping|playing|walking|there|in|on|late|and about|tonight))",
      "(?:not|hasn't|hasnt|isn't|isnt|won't|wont|didn't|didnt|still not|never) (?:come|came|coming) (?:round|around|to|back to (?:his|her|their) senses|to (?:his|her|their) senses)",
      "(?:can't|cant|cannot|couldn't|couldnt|can not) get (?:a |any )?(?:response|reaction) (?:from|out of) (?:him|her|them)|(?:no|not any) (?:response|reaction) (?:from|out of) (?:him|her|them)",
    ],
    seizure: [
      "(?:won't|wont|will not|can't|cant|cannot|isn't|isnt|not|hasn't|hasnt|haven't|havent|didn't|didnt) (?:stop|stopped|stopping) (?:fitting|seizing|convulsing|having (?:fits|seizures|convulsions))|(?:fitting|seizing|convulsing|s(?:ei|ie)zure|convulsion)(?: (?:[a-z0-9']+|,)){0,6} (?:over|more than|longer than|at least|nearly|almost) (?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty) ?(?:min|mins|minutes)",
      // One fit straight after another.
      '(?:back to back|one after (?:the )?other|one after another|non ?stop|repeated|recurrent|cluster of) (?:fits|seizures|convulsions)|(?:fits|seizures|convulsions) (?:back to back|one after (?:the )?(?:other|another)|keep (?:coming|happening|starting))|(?:fit|seizure) after (?:fit|seizure)',
      "(?:having|havin|haveing|havng|haivng|hving|is having|in the middle of|getting|gettin|keeps having|keep having) (?:a |an |another )?(?:[a-z]+ ){0,2}(?:s(?:ei|ie)zures?|seazures?|seisures?|sezures?|seziures?|ceasures?|ceizures?|seizurs?|convulsions?)(?! (?:of|plans?|charts?|diary|log|protocol|management|action plan|care plan|medication|meds|alarm|mat|monitor|nurse|history|risk|disorder|clinic|team|specialist|dog|free|threshold))",
      '(?:has|had|just had) (?:a|an|another) (?:[a-z]+ ){0,2}(?:s(?:ei|ie)zure|convulsion)(?! (?:of|plans?|charts?|diary|log|protocol|management|action plan|care plan|medication|meds|alarm|mat|monitor|nurse|history|risk|disorder|clinic|team|specialist|dog|free|threshold))',
      '(?:having|havin|is having|in the middle of|getting|gettin|keeps having|keep having|has|had|just had) (?:a |an |another )?(?:(?:bad|big|massive|major|small|little|long|short|full|proper|real|epileptic|febrile|tonic clonic|grand mal|absence|focal|first|second|third|fourth|huge|violent|terrible|one) ){0,2}fitt?s?(?! of)|(?:fit|s(?:ei|ie)zure|convulsion) ~3 (?:then|followed by|straight into) (?:then )?another|another (?:one|fit|s(?:ei|ie)zure|convulsion) (?:straight after|right after|straight away|right away|immediately|within minutes|before (?:she|he|they) (?:woke|came round|came to))|one (?:fit|s(?:ei|ie)zure|convulsion) after (?:another|the other|the next)',
      "(?:it's|its|it is|it was|this is|that's|like) (?:a|an) (?:[a-z]+ )?(?:s(?:ei|ie)zure|fit)(?! of)",
      `(?:s(?:ei|ie)zure|convulsion|fitting|seizing|convulsing)${NG(5)} (?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes)|(?:rescue (?:med|meds|medication|medicine|remedy)|buccal|midazolam|epistatus|buccolam|rectal diazepam|stesolid) ~4 (?:isn't|isnt|is not|not|didn't|didnt|hasn't|hasnt|doesn't|doesnt|won't|wont) (?:working|worked|work|stopping|stopped|stop|helping|helped|help)`,
      'seizing|s(?:ei|ie)zure (?:right now|now|won\'t stop|isn\'t stopping|for \\d+ minutes|lasting)|convuls[a-z]*|(?:fits|seizures) (?:continuously|one after (?:another|the other)|back to back|non ?stop|in a row)|(?:two|three|four|several|multiple|\\d+) (?:seizures|fits|convulsions) (?:in|within|today|tonight|since)|(?:second|third|fourth|fifth|2nd|3rd|4th|5th) (?:s(?:ei|ie)zure|fit|convulsion) (?:in|within|today|tonight|since|this)|(?:first|1st) (?:ever |time )?(?:s(?:ei|ie)zure|fit|convulsion)|(?:s(?:ei|ie)zure|fit|convulsion) for the first time',
      '(?:epileptic|tonic clonic|grand mal|febrile) (?:fit|s(?:ei|ie)zure|attack|convulsion)s?|status epilepticus',
      "(?:is|he's|she's|hes|shes|started|keeps|been|was|are|still) (?:fitting|seizing|convulsing)|on the (?:floor|ground|pavement|bed) (?:fitting|seizing|convulsing|jerking|shaking|thrashing)|(?:s(?:ei|ie)zure|fit) (?:of |lasting |for |over |more than |longer than )?(?:over |more than )?(?:[5-9]|\\d\\d|five|ten|fifteen|twenty) ?(?:min|mins|minutes)|(?:s(?:ei|ie)zure|fit|fitting|shaking|jerking) (?:has |had |'s |is |has been |been )?(?:lasted|gone on|going on|been going(?: on)?|lasting|carried on|went on|kept going) (?:for )?(?:over |more than |about |nearly |almost |around |like )?(?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty) ?(?:min|mins|minutes)",
      "(?:jerking|shaking|twitching|stiff|rigid) ~4 (?:not responding|unresponsive|not answering|eyes (?:rolled|rolling)|won't respond|foam[a-z]*|can't respond)",
      '(?:went|go|goes|gone|going|became|turned|was|is|got) (?:all |completely |totally |really |very )?(?:stiff|rigid) ~4 (?:jerk[a-z]*|shak[a-z]*|shook|twitch[a-z]*|convuls[a-z]*|trembl[a-z]*|thrash[a-z]*|spasm[a-z]*)|(?:stiffen[a-z]*|stiff|rigid) (?:and|then|before) ~2 (?:jerk[a-z]*|shak[a-z]*|shook|twitch[a-z]*|thrash[a-z]*|spasm[a-z]*)|(?:jerk[a-z]*|shak[a-z]*|twitch[a-z]*|thrash[a-z]*|spasm[a-z]*) ~3 (?:(?:his|her|their|my|both) arms and legs|(?:his|her|their|my) whole body|all (?:his|her|their|my) limbs)(?! (?:when|while|as) (?:he|she|they|i) (?:falls? asleep|sleeps?|drifts? off|dozes?))',
      'eyes (?:are |were |have |had |keep |kept |went |go |started )?(?:rolled|rolling|roll|rolled back|rolling back|gone back)(?: (?:back|up|into)|(?= (?:and|,|\\.)|$))|foaming at the mouth|(?:mirgi ka )?daura (?:pad|pada|padh|aa)[a-z]*|jhatke (?:aa|lag)[a-z]*|kinukumbulsyon|nangingisay',
    ],
    overdose_poisoning: [
      "(?:took|taken|had|swallowed|given|gave) (?:all )?(?:two|three|four|five|six|seven|several|a few|\\d+) (?:days?|weeks?)(?:'s|')?(?: worth)? of ~6 (?:together|at once|at the same time|in one go|all at once)",
      `(?:swallowed|ate|eaten|took|taken|got into|chewed|drank|had) (?:some of |a few of |one of |two of |all of |a couple of |a handful of |a load of |a bunch of )?(?:grandma|grandmas|grandma's|nan|nans|nan's|nana's|nanas|gran|grans|gran's|granny|grannys|granny's|grandad|grandads|grandad's|grandpa|grandpas|grandpa's|mummy's|mummys|daddy's|daddys|mum's|mums|mom's|moms|dad's|dads|auntie's|aunties|uncle's|uncles)(?: [a-z]+){0,2} (?:pills|tablets|meds|medicine|medication|capsules|patch|patches|${PILLS})|(?:gave|given|give|giving|took|taken|had|swallowed|drank|injected) ~4 (?:[3-9]|\\d\\d|three|four|five|six|seven|eight|nine|ten|twenty) ?(?:times|x) (?:the |his |her |my |their |a |what |more than )?(?:normal |usual |right |correct |recommended |prescribed )?(?:dose|doses|amount|dosage|recommended)|(?:triple|treble|quadruple) (?:the |his |her |my |a )?(?:dose|amount|dosage)`,
      '(?:an|took|taken|take|taking|had|did) (?:an )?(?:overdoes|overdoze|over doze|overdosis|overdoss)',
      "overdos[a-z]*(?! on (?:coffee|tea|espresso|lattes|caffeine(?! (?:pills|tablets|powder|supplements))|netflix|tv|telly|chocolate|sugar|sweets|cake|sun|sunshine|love|work|christmas|carbs|junk|candy|crisps|nostalgia|cuteness|drama|youtube|tiktok|social media|screen time|video games|gaming|cheese|pizza|box sets|reality tv|memes))|over dosed?|od'd|od'ed|o d'd|(?:has|have|had|just|he's|she's|i've|ive|they've) od(?:d|ed)?(?: on)?",
      `(?:took|taken|take|swallowed|ate|eaten|drank|drunk|downed|popped|chewed|got into|gotten into|had|used|injected) too (?:many|much) ~3 ${PILLS}`,
      '(?:took|taken|swallowed|downed|popped|necked) (?:way |far |a few |a lot |loads |lots )?too many(?! (?:[a-z]+ )?(?:of coffee|of tea|of wine|of beer|drinks|pints|shots|beers|glasses|cups|biscuits|sweets|chocolates|sips|bites|photos|pictures|steps|risks|days|holidays|breaks|naps))|(?:took|taken|swallowed|downed|popped|snorted|injected|dropped|necked|shot up) (?:way |far |much |a bit |slightly )?too much(?! (?:time|notice|sun|exercise|coffee|caffeine|fibre|fiber|salt|sugar|food|weight|on|off|leave|risks?|of a|care|interest|to drink|alcohol|wine|beer|vodka|of my|of his|of her|out of|for granted|in|at once|effort|energy|pressure|stress|holiday|money|space))',
      `(?:took|taken|taking|swallowed|swallowing|ate|eaten|drank|downed|popped|chewed|got into|gotten into|emptied|finished|chugged|chugging|necked|guzzled|gulped|scoffed|knocked back|swigged) ~3 (?:a (?:whole|full|entire)|the (?:whole|entire|full)|all(?: of)? (?:${P}|the)|(?:a )?(?:handful|bunch|lot|lots|load|loads|fistful|bottle|box|pack|packet|strip) of|\\d{2,3}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a dozen|dozens of|several) ~3 (?:${PILLS}|bottle|box|pack|packet)`,
      `(?:drank|drunk|drink|drinking|swallowed|swallowing|ate|eaten|eating|licked|licking|sipped|mouthful|mouthfuls|swig|gulp|chewed|chewing|bit into|bitten into|got into|gotten into|ingested|inhaled|sucked on) ~5 ${POISONS}`,
      '(?:inhaled|inhaling|breathed in|breathing in|sniffed|sniffing|sniff|huffing|huffed|huff|huffs) ~3 (?:bleach|chlorine|ammonia|chemicals?|cleaning|glue|aerosols?|deodorant|solvents?|gas|lighter gas|butane|poppers|nitrous|petrol|paint)',
      'poison(?:ed|ing)',
      // Methotrexate is taken once a week: taken daily it is an overdose.
      "(?:methotrexate|metoject)(?: (?!(?:and|but|weekly|week|weeks|monday|mondays|tuesday|wednesday|thursday|friday|saturday|sunday|sundays|folic)(?![a-z]))[a-z0-9']+){0,6} (?:every day|everyday|each day|daily|every morning|every night|(?:\\d+|two|three|four|five|six|seven|several) days (?:in a row|running|straight))|(?:every day|everyday|each day|daily) ~3 (?:instead of|rather than|not) (?:once )?(?:a |per |each )?week(?:ly)?",
      '(?:empty|emptied) (?:pill |tablet |medicine |paracetamol |med )(?:packets?|packs?|bottles?|boxes|blister packs?|blisters|strips|tubs?)',
      "(?:drink|drinks|drinking|cocktail|pint|glass|shot|water) ~3 (?:was |were |got |been |had been |must have been |might have been |may have been )?spiked|spiked (?:my|his|her|their|our) (?:drink|drinks)|(?:i|he|she|they|we|i've|ive|she's|he's) (?:think |reckon |might |may |must )?(?:have |has |had |'ve )?(?:been|got|was|were) spiked",
    ],
    carbon_monoxide: [
      '(?:carbon monoxide|monoxide|co) poison[a-z]*',
    ],
    burns: [
      "burn[a-z]* (?:from|by|with|off) (?:a |the |some )?(?:car battery|battery acid|acid|caustic soda|oven cleaner|drain cleaner|lye|wet cement|cement|concrete|quicklime|chemicals?|electric(?:ity| shock| cable| current)?|power line|live wire|mains)",
      `(?:acid|caustic soda|caustic|lye|drain cleaner|oven cleaner|hydrofluoric|sulph?uric|sulfuric|hydrochloric|nitric|battery acid) (?:on|in|onto|over|all over|got on|got in|splashed on|splashed in) ${P0}(?:skin|face|eyes?|hands?|arms?|legs?|feet|foot|body|chest|neck|back|forearms?|elbows?|shoulders?|calf|calves|shins?|thighs?|knees?|wrists?|fingers?|toes?|ankles?|lips?|mouth|stomach|tummy|belly|scalp|cheeks?|forehead)`,
      `(?:spilled|spilt|splashed|poured|got|sprayed|squirted|spilling|splashing) ~3 (?:acid|caustic soda|caustic|lye|drain cleaner|oven cleaner|hydrofluoric|sulphuric|sulfuric|chemicals?) (?:on|onto|over|in|into|all over) ${P0}(?:skin|face|hand|hands|arm|arms|leg|legs|foot|feet|body|chest|neck|back|forearms?|elbows?|shoulders?|calf|calves|shins?|thighs?|knees?|wrists?|fingers?|toes?|ankles?|lips?|mouth|stomach|tummy|belly|scalp|cheeks?|forehead)`,
      '(?:pulled|yanked|knocked|tipped|dragged) ~3 (?:hot |boiling )?(?:iron|kettle|pan|pot|saucepan|straighteners|hair straighteners|curling iron|curling tongs|chip pan|slow cooker) (?:down )?(?:onto|on|over|on to) (?:him|her|them|himself|herself|themselves|his|her|their)',
      '(?:severe|serious|big|large|huge|deep|massive|major|third degree|3rd degree|second degree|2nd degree|full thickness|chemical|electrical|electric|acid) burns?',
      `(?:burn|burns|burned|burnt|scald|scalded) (?:${P} )?(?:whole|entire) [a-z]+|(?:burn|burns|burned|burnt|scald|scalded)${NG(3)} (?:huge|big|large|deep|blistering|blistered|charred|white|leathery|waxy|black|covering|all over|on ${P} (?:face|chest|whole|entire|back|genitals|groin|eyes?))`,
      `(?:face|eyes|genitals|groin) ~3 (?:got |was |were |is |are |been )?(?:burned|burnt|scalded|all blistered|blistered|blistering)|(?:burned|burnt|scalded) ${P} (?:face|eyes|genitals)`,
      'hydrofluoric|hf acid|electrocut[a-z]*|electric(?:al)? shock|struck by lightning|(?:touched|grabbed|held|bit|chewed|stuck (?:a |his |her )?[a-z]+ (?:in|into)) ~3 (?:a |the )?(?:live|exposed|bare|frayed|electric[a-z]*|power|mains) ~2 (?:wire|cable|socket|outlet|line|cord)',
      `(?:breathed|breathing|breathe|inhaled|inhaling|swallowed|sucked) (?:in )?(?:(?:a lot of|lots of|loads of|some|so much|too much|thick|black) )?smoke|smoke inhal[a-z]*|soot ~3 (?:around|in|on|from) ${P0}(?:nose|mouth|face|nostrils)`,
      '(?:fireworks?|bangers?|rockets?|sparklers?|crackers?|batter(?:y|ies)|vapes?|e ?cigs?|aerosols?|lighters?|phones?|power ?banks?) ~6 (?:went off|exploded|blew up|go off|explode|exploding|caught fire) ~3 (?:in|on|near|at|into) (?:my|his|her|their) (?:hand|hands|face|eyes?|pocket|lap|fingers)',
      `(?:clothes|clothing|hair|dress|shirt|sleeve|pyjamas|jumper|trousers|coat|he|she|i|they|him|her|himself|herself|myself) ~2 (?:on fire|alight|caught fire|went up in flames|burst into flames)|set (?:himself|herself|myself|themselves) (?:on fire|alight)`,
    ],
    sepsis: [
      'sepsis(?! (?:six|6|screening|training|awareness|trust|tool|bundle|pathway|protocol))|septic(?! tank)|septicaemia|septicemia|blood poisoning',
    ],
    meningitis: [
      'men(?:in|en|i|e)(?:g|j)[iy]t[iu]s(?! (?:(?:b|c|w|acwy|men ?b) )?(?:vaccines?|vaccinations?|jabs?|shots?|boosters?|injections?|immuni[sz]ations?))|meningococcal',
      "(?:rash|spots|blotches|marks|dots|patches|bruises|it|they) ~5 (?:doesn't|does not|don't|do not|won't|wont|didn't|did not|isn't|is not|aren't|are not|wasn't|weren't|not|never|dont|doesnt|didnt|isnt|arent) (?:to )?(?:fad(?:e|es|ed|ing)|disappear[a-z]*|go(?:ing)? away|go|going|went|blanch[a-z]*|turn(?:ing)? white|go(?:ing)? white|go(?:ing)? pale|vanish[a-z]*|chang[a-z]*|lighten[a-z]*) ~5 (?:glass|tumbler|press[a-z]*|pushed|push|squash[a-z]*)",
      "(?:glass|tumbler)(?! of) ~6 (?:doesn't|does not|don't|do not|didn't|did not|isn't|not|still|can still) (?:fade|fading|faded|disappear|go away|blanch|visible|see|there|showing)|(?:fail[a-z]*|didn't pass|did not pass|positive) ~2 (?:the )?(?:glass|tumbler) test|(?:rash|spots|it|they|pin ?pricks|pinpoints?|dots|marks|blotches) ~5 (?:stays|stayed|stay|is still there|are still there|still there|remains|remained|still visible|doesn't change|didn't change|don't change|doesn't go|don't go) ~6 (?:glass|tumbler)|non ?blanching|(?:rash|spots|dots|marks|blotches|pin ?pricks|it|they)(?: [a-z']+){0,3} (?:stays?|stayed|remains?|remained|(?:is|are) still (?:there|visible|red|purple|dark)|still (?:there|visible|showing)) (?:red |purple |dark |visible |there )?(?:even )?(?:when|if|after|under|with) ~3 (?:press[a-z]*|glass|tumbler|push[a-z]*|squash[a-z]*)|(?:glass|tumbler|press[a-z]*|push[a-z]*) ~6 (?:doesn't|does not|don't|do not|didn't|did not|dont|doesnt|didnt|won't|wont|not) (?:make|made|get|got|making) (?:them|it|the (?:rash|spots|dots|marks)) (?:fade|go away|go|disappear|vanish|blanch|go white|go pale|lighter|paler)|(?:rash|spots|dots|marks|blotches|pin ?pricks|they|it)(?: [a-z']+){0,2} (?:doesn't|does not|don't|do not|didn't|did not|dont|doesnt|didnt|won't|wont|aren't|arent|isn't|isnt|not) blanch[a-z]*|purple (?:rash|spots|blotches|dots)|purpura|petechia[a-z]*|pin ?prick (?:rash|spots)",
      `(?:bulging|bulges|swollen|raised|tense) (?:soft spot|fontanel[a-z]*)|(?:soft spot|fontanel[a-z]*)${NG(10)} (?:bulg[a-z]*|swollen|raised|tense|puff[a-z]*|pushing out|sticking out|popping out|domed|poking out)`,
    ],
    pregnancy: [
      'ectopic(?! (?:beats?|heart ?beats?|rhythms?|atrial|ventricular|complexes|ectopic))|placental abruption',
    ],
    sick_child: [
      '(?:floppy|limp) like a rag ?doll|(?:bulging|sunken) (?:soft spot|fontanel[a-z]*) ~4 (?:baby|newborn|infant)',
    ],
    self_harm: [
      "(?:i'm|im|i am) (?:going to|gonna|about to|ready to) jump(?: now| tonight| today| off)?(?= \\.| !|$)",
      "(?:jeena nahi|jeena nahin|jina nahi|marna chahta|marna chahti|mar jana chahta|mar jana chahti|mar jaunga|mar jaungi|khudkushi|khud khushi|aatmahatya|atmahatya|ayoko na mabuhay|gusto ko nang mamatay)|(?:kill|killing|kil|offing|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|stab|stabbing|strangle|strangling|suffocate) (?:my ?self|him ?self|her ?self|them ?selves|them ?self|meself|urself)(?! laughing| in the foot)",
      "(?:want|wanna|wanted|going|gonna|plan[a-z]*|urges?|tempted|thinking (?:about|of)|think about|thoughts (?:of|about)|tried|trying|try|attempt[a-z]*|decided|ready|need|feel like|felt like|keep thinking about|considering) (?:to )?(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|kill|killing|end|ending|hang|hanging|off|offing|starve|starving) (?:my ?self|him ?self|her ?self|them ?selves|my life|it all|his life|her life|their life|my own life)",
      '(?:end|ending|ended|take|taking) (?:my|his|her|their) (?:own )?life|end(?:ing)? it all|take my own life',
      "(?:going to|going 2|gonna|will|i'll|ill|about to|ready to|want to|want 2|wanna|plan to|planning to|decided to|should|could|might|should just|could just|might just|will just) end it(?: all| tonight| today| now| for good)?(?! (?:with|between))",
      "(?:cutting|burning|harming|hurting|scratching|starving|punishing) (?:my ?self|him ?self|her ?self)(?! (?:on|while|by accident|accidentally|shaving|cooking|at|in the|playing|lifting|gardening|pruning|weeding|chopping|slicing|peeling|carving|whittling|diy|free|loose|out of))",
      '(?:cut|hurt|harmed|burned|burnt) (?:my ?self|him ?self|her ?self) (?:on purpose|deliberately|intentionally|again|tonight|badly|last night|yesterday|this morning|today)|(?:cut|hurt|harmed|burned|burnt) (?:my ?self|him ?self|her ?self) ~4 (?:want|going|need|urge|urges) to do it again',
      "plann?(?:ed|ing) (?:how|when|where|the way|the day) (?:to|i'll|i will|i'm going to|i'd|he'll|she'll) (?:end it|end my life|kill (?:my|him|her)self|die)|this is (?:my )?goodbye(?! to (?:my|the|our|your|his|her|this)| from)|(?:i'm|im|i am) done with (?:everything|life|it all|living|this life|being alive)(?! (?:on|in|at|for|from|that|i|we|else|here))|goodbye (?:everyone|world|forever|cruel world)",
      "(?:can't|cant|cannot|can not) go on(?! (?:holiday|a |the |with|to|at|like that|for|trips?|walks?|about|and on|medication|the pill))|(?:feel|feeling|felt) like ending (?:it|my life|everything|things|myself)|(?:took|taken|swallowed|overdosed) ~6 (?:on purpose|deliberately|intentionally)",
      "(?:think|thinking|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing|wish|hope|hoping|want) (?:about |of )?(?:just )?(?:not waking up|never waking up|not being here|not being alive|not being around|not existing|being dead|disappearing forever|ending it|ending my life|my (?:own )?funeral)|(?:wish|want|wanna|wanting|just want) (?:i could |to )?(?:just )?(?:go to |fall )?(?:sleep|asleep) (?:forever|for ever|and never wake up|and not wake up)",
      "(?:i|he|she|they|we|been|started|start|keeps?|kept|still|is|was|am|are|has|have|had|i'm|im|he's|she's|they're|i've|ive|currently|again|used to|urge to|urges to|want to|wanted to|going to|gonna|relapsed|relapse|relapsing)(?: (?!(?:not|never|no|isn't|isnt|wasn't|wasnt|hasn't|hasnt|haven't|havent|don't|dont|doesn't|doesnt|didn't|didnt|aren't|arent)(?![a-z']))[a-z0-9']+){0,2} (?:self ?harm[a-z]*|self ?injur[a-z]*|self ?mutilat[a-z]*)|self ?harm[a-z]* (?:again|tonight|today|now|badly|more|last night|this week)",
      '(?:want[a-z]*|wish[a-z]*|need[a-z]*|just want) (?:it all|everything|all of (?:this|it)|my life|life) to (?:end|stop|be over)',
      "(?:i'm|im|i am|feel|feeling|felt|been|he's|she's|he is|she is|am|getting|become|becoming|gone|went|very|really|so|quite|pretty|bit|little|seems|seem|sounds|being|get|gets|actively) suicidal|(?:son|daughter|friend|husband|wife|partner|mum|mom|mother|dad|father|brother|sister|boyfriend|girlfriend|mate|flatmate|roommate|he|she|they|who) (?:is|was|seems|sounds|has been|'s|are|were) (?:really |very |so |quite |actively |feeling )?suicidal",
      '(?:having|have|had|get|getting|experiencing|with|my|his|her|constant|keep having) (?:suicidal|dark) (?:thoughts|ideation|feelings|urges)',
      'suicide attempt|attempted suicide|attempt(?:ed|ing)? suicide|commit[a-z]* suicide|suicide (?:note|plan|letter)|thoughts of suicide|thinking (?:about|of) suicide',
      '(?:want|wanna|wish|wished|going|gonna|ready|decided|plan[a-z]*) (?:to )?(?:be dead|not (?:be here|exist|be alive|wake up)|disappear forever|sleep forever|never wake up|stop existing)',
      '(?:wants?|wanted|wanting|wanna|wish|wishes|wished|ready|decided|plan[a-z]*|deserve|deserves) (?:to |2 )?die(?! in (?:her|his|their) own (?:bed|home)| (?:of|from) (?:embarrassment|shame|boredom|cringe|laughing|laughter|envy|jealousy|excitement))(?!(?: [a-z\']+){0,6} when (?:the|her|his|my|their) time comes)',
      "(?:sleep|asleep) (?:and|&|n|an) (?:never|not) (?:wake|waking) up|never wake up again|not wake up (?:tomorrow|again|in the morning)|(?:hope|hoping|pray|praying|wish|wishing) (?:that )?(?:i|he|she) (?:don't|do not|dont|won't|wont|never|doesn't|doesnt|will not|wouldn't) wake up",
      "(?:no|don't see (?:the|any)|dont see (?:the|any)|can't see (?:the|any)|cant see (?:the|any)|what's the|whats the|there's no|there is no|lost the|not much) point (?:in|of|to) (?:living|life|going on|being alive|carrying on|existing|me being here|being here|it all)|life is (?:pointless|meaningless|not worth (?:it|living))|(?:there's|there is|see|can't see|cant see|is) no way out|no way out (?:of this|but)|(?:can't|cant|cannot|don't|dont|do not) see (?:a|any) way out",
      "(?:talking|talked|talks|spoke|speaking|going on|posting|posted|texting|texted|writing|wrote) about (?:ending it|ending (?:his|her|their|my) life|killing (?:himself|herself|themselves|myself)|suicide|dying|not being here|wanting to die|ending things|ending everything|not wanting to live)",
      "(?:decided|going|gonna|plan[a-z]*|want|wanting|ready|need|about) to end (?:things|everything|my suffering|the pain|it all)(?! (?:with|between))|end (?:everything|things) (?:tonight|today|now|for good)",
      `(?:going to|gonna|will|i'll|ill|plan to|planning to|plan on|planning on|about to|want to|wanna|thinking (?:about|of)|tempted to|urge to) (?:take|taking|swallow|swallowing|down|downing) (?:them all|all of them|the lot|all of it|it all|all (?:my|the|of my|of the|his|her) (?:${PILLS}|pills|tablets|meds)|every (?:pill|tablet))|(?:pills|tablets|meds|rope|gun|knife|blades?|noose) (?:are |is )?(?:ready|lined up|counted out|saved up|stockpiled|next to me|in front of me)|(?:got|have|bought|saved|counted) (?:the |my |all my |all the )?(?:pills|tablets|meds) (?:ready|out|lined up|saved up)`,
      "(?:cutting|slashing|carving|scratching|burning) (?:into )?(?:his|her|my|their) (?:arms|wrists|legs|thighs|skin|stomach|body)|(?:slit|slash|slashed|slitting|slashing) (?:my|his|her|their) (?:wrists?|throat|arms?)|cut (?:my|his|her|their) wrists",
      "(?:i|me|myself|he|she|him|her) ~3 disappear (?:forever|for good|permanently)|(?:want|wish|wanna|like|wanting|wants) (?:to |2 )?(?:just )?disappear (?:forever|for good|permanently)|(?:not|stop) (?:to )?exist(?:ing)? (?:anymore|any more)",
      "wish(?:es|ed)? (?:i|he|she|they) (?:was|were|could be) dead|wish(?:es|ed)? (?:i|he|she|they) (?:could|would) (?:die|not wake up|never wake up)|better off (?:dead|six feet under|in the ground|in a box|pushing up daisies)|(?:happier|better off|easier|fine|better) without me|(?:we'd|we would|we'll|we will|they'd|they would|you'd|you would|everyone would|everybody would|(?:the )?family would|the kids would) (?:all )?be (?:fine|better|better off|happier|ok|okay|alright|all right) without (?:him|her)|better off without me|(?:everyone|they|family|world|everybody) (?:would be|is|are|'d be|would) ~2 better (?:off )?without me",
      "(?:cope|manage|get on|move on) (?:better|fine|ok|okay) (?:once|when|if|after) (?:i|i'm|im) (?:am |'m |was |were )?(?:not around|not here|gone|dead|no longer (?:here|around)|out of the (?:picture|way))|(?:better|easier|happier|fine|okay|ok|relieved) (?:off )?(?:for (?:everyone|everybody|them|all|my family|you) )?(?:if|when|once) (?:i|he|she|i'm|im) (?:just |simply |were to |was to |wasn't |weren't )?(?:am not|'m not|'m gone|gone|am dead|dead|wasn't|weren't|was not|were not|wasnt|werent|didn't exist|did not exist|was gone|were gone|am gone|disappeared|vanished|vanish|disappear|left for good|went away for good|never existed|was never born|died|was dead|were dead|wasn't around|weren't around|was not around|am not around|wasn't here|weren't here|am not here|am not there)",
      "(?:don't|dont|do not|doesn't|doesnt|does not|no longer|not|never) (?:want|wanna|wish|wanting|wishing) (?:to |2 )?(?:live|be alive|be here|exist|go on|wake up|carry on)(?! (?:in|with|near|there|like that|alone|at|on|here in|abroad))",
      "no (?:reason|point|purpose) (?:(?:for|in) (?:me|him|her|them) )?(?:to|in|for) (?:live|living|going on|being alive|life|carry on|carrying on)|nothing (?:left )?to live for|life (?:isn't|is not|is no longer|isnt) worth living|can't go on (?:anymore|like this|living)|tired of (?:living|life|being alive|existing)",
      "(?:i'm|im|i am|feel like|feel|i've become|being|just|nothing but) (?:such |just |only |nothing but )?a burden|(?:i'm|im|i am|feel like|feel|i've become|become|becoming|being|just|nothing but|(?:says|said|saying|thinks|feels|told me|texted) (?:he's|she's|he is|she is|they're|they are)) (?:such |just |only |nothing but )?(?:a )?(?:(?:dead )?weight (?:around|round|on|hanging (?:around|round|on)) ~3 necks?|millstone (?:around|round|on) ~3 necks?|(?:dead weight|drain|drag) (?:on|to|for) (?:everyone|everybody|my family|them|you all|others|the people (?:i love|around me)|my (?:kids|children|parents|wife|husband|partner|mum|mom|dad|friends)))|(?:a )?burden (?:to|on|for) (?:everyone|everybody|my family|my kids|them|my parents|others|you all)|(?:nobody|no one|noone) (?:would|will) (?:even |really )?(?:miss|notice|care) (?:me|if i)",
      "(?:don't|dont|do not) (?:really )?care (?:if|whether) (?:i|he|she) (?:die|dies|live|lives|wake|wakes|make it)|(?:don't|dont|do not) (?:really )?care what happens (?:to me )?(?:anymore|any more)",
      '(?:giving|gave|given|give|gives) away ~2 (?:things|stuff|belongings|possessions|(?:his|her|my|their) (?:things|stuff|belongings|possessions|games|clothes|pets?|books|prized|favourite|favorite))(?! (?:to (?:a |the )?charity|to (?:the |a )?(?:charity|thrift|op|second hand) shop|before|because|on (?:ebay|freecycle|facebook|vinted|marketplace)|now (?:that|my|our)))',
      '(?:goodbye|good bye|farewell|suicide|final) (?:letters?|notes?|messages?|texts?|videos?)|(?:written|wrote|writing|left|found|leaving) ~3 (?:letters?|notes?) ~5 (?:goodbye|sorry for everything|kids|family|wife|husband|mum|mom|dad|parents|children|everyone)(?! (?:for|about|on) (?:their|his|her|my|the|our) (?:birthdays?|\\d+(?:st|nd|rd|th)|wedding|christening|graduation|school|teacher|anniversary|christmas))|(?:saying|said|texted|messaged|sent|sending|posted|posting) (?:goodbye|good bye|bye|farewell)s? to (?:everyone|everybody|all of (?:us|you|them)|people|all (?:his|her|my|their) friends|(?:his|her|my|their) (?:friends|family|kids|children|loved ones|mum|mom|dad|parents))(?! (?:before (?:moving|leaving|the move|going)|at the (?:airport|station)))',
      "(?:have|got|has|i've got) the means|(?:doing|do|did) (?:everyone|everybody|them|the world|my family|my kids|you all) a favou?r|(?:going to|gonna|want to|wants to|plan to|plans to|planning to|threaten[a-z]* to|about to|will|decided to) (?:take an |do an )?overdose|(?:tied|made|bought|got|have|hung|put up|making|tying) (?:a )?noose(?! (?:knot|decoration|prop|for (?:a |the )?(?:halloween|decoration|play|film|costume)))|(?:stockpil[a-z]*|saving|saved|hoarding|collecting) ~3 (?:pills|tablets|meds|medication|paracetamol)(?! (?:prescriptions?|repeats?|scripts?|so (?:i|we) (?:don't|dont|do not)))",
      "(?:thinking (?:about|of)|thought (?:about|of)|think (?:about|of)|want(?:ed)? to|wanna|going to|gonna|tempted to|urge to|plan[a-z]* to|considering|keep imagining|imagin[a-z]*|(?:image|picture|thought|vision|idea|fantasy) of|how easy (?:it )?(?:would be|it'd be|'d be|is|it is) (?:to)?) (?:just )?(?:driv[a-z]*|crash[a-z]*|steer[a-z]*|jump[a-z]*|walk[a-z]*|step[a-z]*|throw[a-z]*|swerv[a-z]*) ~5 (?:into|off|in front of|under) (?:a|the|my) ~2 (?:wall|tree|bridge|cliff|lorry|truck|bus|train|traffic|oncoming|river|sea|building|roof|balcony|ledge|tracks|platform|edge|barrier|central reservation|pillar|lamp ?post|canal|quarry|motorway|reservoir|lake)",
      '(?:jump|jumping|throw myself|throwing myself) (?:off|from|in front of) (?:a|the|my|his|her|our) (?:bridge|building|roof|cliff|train|car|balcony|bus)',
      // Nobody would notice if I was gone; things given away; not needing them where I'm going;
      // how I'd do it; a painless way to die; a ligature; pills to make it all stop.
      `(?:(?:wouldn't|wouldnt|won't|wont|would not|will not|would|will|'d|even|really|ever|actually|probably|honestly|never|care or) ){0,3}(?:notice|miss me|care|cry|be sad|be upset)${NG(3)} (?:if|when) (?:i|i'm|im|he|she) (?:just |simply |were |was |'m |am )?(?:(?:wasn't|weren't|was not|were not|wasnt|werent|am not|'m not|not) (?:here|around|alive|there|in (?:their|the|this) (?:lives|life|world))|died|die|was gone|were gone|am gone|gone|disappeared|vanished|killed (?:myself|himself|herself)|was dead|dead|stopped existing|didn't wake up|never woke up|ended it)(?! (?:for|on|at|to|from|in the|away|a few|the weekend|tomorrow))`,
      "(?:giving|gave|given|give|gives|started giving|been giving) (?:away )?(?:all )?(?:of )?(?:my|his|her|their) (?:stuff|things|belongings|possessions|prized possessions|favourite things|favorite things|most precious things|treasured things)(?: away)?(?! (?:to (?:a |the )?charity|to (?:the |a )?(?:charity|thrift|op|second hand) shop|before|because|on (?:ebay|freecycle|facebook|vinted|marketplace)|now (?:that|my|our)))|(?:won't|wont|will not|not going to|shan't) need (?:it|them|this|these|any of (?:it|this|them)|my [a-z]+|his [a-z]+|her [a-z]+) (?:where (?:i'm|im|i am|he's|she's|he is|she is) going|after (?:tonight|tomorrow|this week)|when (?:i'm|im|i am) gone)",
      "(?:thinking|thought|think|planning|planned|decided|worked out|figured out|research[a-z]*|looking up|looked up|know exactly) (?:about |of |on )?(?:how|when|where) (?:i'd|i would|i'll|i will|i'm going to|im going to|i could|i can|to|he'd|she'd|he'll|she'll) (?:do it|end it|end things|go through with it|die|doing it)|(?:painless|quick|quickest|easiest|best|fastest|simplest|surest|least painful|most painless|peaceful|most peaceful) (?:way|ways|method|methods) (?:to|of) (?:die|dying|go|kill|killing|end|ending|commit suicide|suicide|overdose)|(?:belt|rope|cord|cable|scarf|ligature|noose|tie|sheet|lead|string|wire|flex) ~2 (?:tied |wrapped |tight )?(?:round|around) (?:his|her|my|their) (?:own )?neck|found (?:him|her|them|my [a-z]+) hanging",
      "(?:thinking|thought|think|thoughts) (?:about|of) (?:overdosing|taking an overdose|an overdose|od'?ing|taking (?:all )?(?:my|the) (?:pills|tablets|meds))|(?:want|wanna|going|plan[a-z]*|tempted|urge|decided|ready) to (?:overdose|od)\\b|(?:took|taken|swallowed|had|downed|popped) ~6 (?:to|so (?:i|that i|he|she) (?:could|can|would|wouldn't|won't)) (?:try and |try to )?(?:die|end it|not wake up|never wake up|sleep forever|make (?:it|everything|the pain|this|the thoughts|it all) (?:all )?stop|escape|not be here|disappear)",
      `(?:buying|bought|getting|got|collecting|saving|hoarding|stockpiling) ~3 (?:paracetamol|pills|tablets|painkillers|meds|sleeping pills|${PILLS}) ~4 (?:different|several|multiple|lots of|various|loads of|every) (?:shops|chemists|pharmacies|places|stores|supermarkets)|not (?:being|be) (?:around|here|alive) (?:much longer|for much longer|for long|anymore|any more|tomorrow|soon)`,
      "(?:don't|dont|do not|can't|cant|cannot|no longer) see (?:the |any |a )?point (?:anymore|any more|in anything|in any of it|of anything|of any of it|in going on|of going on|in carrying on|in trying anymore|in life|of life|in living|of living|in being here|in me being here|to anything|to any of it)|(?:what's|whats|what is) the point (?:anymore|any more|of anything|of living|of going on|of it all anymore|in anything|of me|in me|of being alive|of being here)|nothing (?:matters|is worth it|means anything) (?:anymore|any more)|(?:can't|cant|cannot) keep going (?:anymore|any more)|(?:don't|dont|do not) (?:think|know if|know how) i can (?:keep going|carry on|go on|keep living|keep doing this|do this anymore|do this any more|take (?:it|this|much more|any more|anymore))",
      "tonight is the night(?! (?:of|for|before|after))|(?:won't|wont|will not|not going to|shan't) be (?:around|here|alive) (?:much longer|for much longer|tomorrow|anymore|any more|by (?:tomorrow|morning|the weekend)|for long)|by the time (?:you|u|anyone|someone|they|i|we|he|she|my [a-z]+) (?:read|reads|see|sees|get|gets|find|finds|open|opens) this|(?:said|saying|say|written|wrote|writing|recorded|sent|done|made|finished|making) (?:all )?(?:my|his|her|their) goodbyes|(?:wish|wished|wishing) (?:i|he|she) (?:had |'d )?never (?:been born|existed|woken up)|(?:ways|how|methods?|easiest way|best way|quickest way|painless way|surest way) (?:to|of) (?:kill|end|off|killing|ending) (?:myself|yourself|oneself|my life|your life|it all)|(?:make|making) it (?:all )?stop (?:for good|forever|permanently)|(?:waste of (?:space|oxygen|air|a life))(?! (?:of a|meeting|appointment))",
    ],
    other_emergency: [
      '(?:been|was|were|lying|lay|laid|lain|stuck|left|spent (?:the night|hours)) (?:on|in) (?:the |her |his )?(?:floor|ground|bathroom floor|kitchen floor|bath) (?:all night|overnight|for hours|since (?:last night|yesterday|the night))|long lie',
      `(?:leg|arm|ankle|wrist|hip|foot|knee|shin|thigh)${NG(3)} (?:is |looks |bent |twisted |sticking out |pointing )?(?:at (?:a|an) (?:funny|weird|odd|strange|awkward|wrong|horrible|unnatural) angle|bent (?:the wrong way|backwards|sideways)|(?:badly |all |totally |completely )?(?:twisted|bent) (?:out of shape|round|outwards|inwards|the wrong way)|deformed|the wrong way round|(?:facing|pointing) the wrong way)|bone ~2 (?:sticking|poking|coming|pushing) (?:out|through)|(?:bad|nasty|big|heavy|serious) fall ~6 (?:can't|cant|cannot|unable to|not able to) (?:move|get up|stand|put (?:any )?weight)`,
      '(?:burst|ruptured|perforated|exploded) (?:appendix|bowel|stomach ulcer|ulcer|spleen)|(?:appendix|bowel|ulcer|spleen) ~3 (?:burst|ruptured|perforated|exploded)',
      `(?:car|van|truck|lorry|tractor|wall|tree|wardrobe|bookcase|tv|television|telly|furniture|machine|forklift|beam|ceiling|scaffold[a-z]*|jack|load|pallet)${NG(3)} (?:fell|collapsed|came down|dropped|landed|toppled|tipped) (?:on|onto|on to) (?:him|her|them|me|his|her|my|their)|jaw${NG(2)} (?:is |looks )?(?:hanging|dislocated|broken|out of place|won't close|wont close|can't close|cant close|stuck open)|(?:broken|dislocated|fractured) jaw|snake ?bite|(?:bitten|bit|stung) by (?:a |an )?(?:snake|adder|viper|rattlesnake|cobra|copperhead|scorpion|stonefish|box jellyfish)`,
      '(?:call|calling|called|phone|phoning|ring|dial|dialled|dialed) (?:911|999|112|000|an? ambul[ae]n[cs]e|the ambul[ae]n[cs]e|ambul[ae]n[cs]e|amblance|paramedics|emergency services|the emergency number)|ambulance is (?:on (?:its|the) way|coming)|(?:send|sending|get|need|needs|want) (?:an |the |me an )?ambulance',
      '(?:crushed|trapped|pinned) (?:by|under|beneath|between) (?:a |an |the )?(?:car|truck|lorry|van|tractor|machine|machinery|wall|tree|beam|forklift|vehicle|rubble)',
      '(?:fell|fallen|falling|fall) (?:from|off|out of|out) (?:a |the |his |her |my |their )?(?:\\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|top|upstairs|bedroom|high) ?(?:floor |storey |story )?(?:window|balcony|roof|flat|building)',
      '(?:fell|fallen|falling|fall) (?:about |over |nearly |around |at least |almost |like )?(?:(?:[5-9]|\\d\\d+|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty) ?(?:feet|ft|foot|storeys|stories|floors)|(?:[2-9]|\\d\\d+|two|three|four|five|six|seven|eight|nine|ten) ?(?:metres|meters|m|storeys|stories|floors|flights))',
      'hit by (?:a |the )?(?:car|truck|lorry|bus|van|motorbike|motorcycle|train|vehicle)|run over by|(?:fell|fallen|falling|jumped|jumping|thrown|flung) (?:from|off|out of) (?:a |the |his |her |my |an )?(?:(?:first|1st|second|2nd|third|3rd|fourth|upstairs|upper|top|bedroom) (?:floor |storey |story )?)?(?:roof|ladder|balcony|building|window|floor|storey|story|cliff|height|scaffold[a-z]*|tree|bridge|wall)',
      `${CANT} (?:move|feel) (?:${P} )?(?:legs|arms|body|neck)`,
      "(?:got|had|received|took|suffered|given|getting) (?:an |a )?(?:bad |big |massive |serious |severe |huge )?(?:electric|electrical|mains) shock|stab wounds?|knife wounds?|gun ?shot wounds?|stabbed (?:in|through) (?:the|his|her|my|their) (?:stomach|belly|tummy|abdomen|chest|neck|side|leg|thigh|groin|arm|head|face|ribs)|electrocut[a-z]*|struck by lightning|(?:been|was|got|he's|she's|i've been|i was|just been) (?:stabbed|shot)(?! in the back (?:by (?:my |her |his |their |a |the )?(?:colleagues?|coworkers?|co workers?|boss|friends?|best friend|mates?|sister|brother|ex|manager|team ?mates?|partner|family)|figurative[a-z]*|metaphoric[a-z]*))|(?:stab|gunshot|knife|bullet) wounds?|impaled",
      '(?:pulled|dragged|fished|lifted|got) (?!(?:a |my |his |her )?(?:muscle|hamstring|calf|groin|back|tendon|ligament))(?:[a-z0-9\']+ ){0,5}(?:out )?(?:from|out of) (?:the |a )?(?:pool|water|river|sea|lake|canal|pond|bath|loch|quarry)|(?:under ?water|under the water|face down in the (?:water|pool|bath)) (?:for|a|too)|(?:nearly|almost) drowned|drown(?:ed|ing|s)?(?! ?proof)(?! in (?:work|paperwork|debt|stress|emails?|bills|homework|assignments|admin|sorrows|tears|sauce))|diabetic coma|(?:diabetic )?ketoacidosis|\\bdka\\b|heat ?stroke|(?:meter|monitor|reader|libre|dexcom) ~3 (?:says|reads|shows|said|showing|reading) (?:hi|high|lo|low)',
      `(?:belly|stomach|abdomen|tummy)${NG(3)} (?:rigid|hard as (?:a )?(?:board|rock)|board ?like|rock hard|like a board)`,
      '(?:sudden|sudd?enly|out of nowhere) ~3 (?:severe|agonising|agonizing|excruciating|unbearable|intense|terrible|crippling|extreme|worst) ~2 (?:stomach|abdominal|belly|tummy|abdomen|groin|testic[a-z]*|scrotal|pelvic) ?pain',
      `testicular torsion|twisted (?:testicle|testis|ball)|(?:sudden|severe|agonising|agonizing|excruciating|unbearable|terrible|really bad|extreme|intense) ~3 pain ~3 (?:in |of )?(?:${P} )?(?:${SIDE} )?(?:testic[a-z]*|testis|scrotum|ball|balls|nut|nuts)|(?:testic[a-z]*|testis|${SIDE} ball|${SIDE} nut|one ball|scrotum)${NG(4)} (?:sitting higher|higher than|twisted|torsion|agony|swollen and)`,
      `(?:hand|arm|leg|foot|fingers|toes|limb)${NG(4)} (?:ice |icy |stone )?(?:cold|freezing)(?: ,| and| , and) (?:very |really )?(?:pale|white|blue|numb|mottled(?! (?:when|in|from|after) (?:she's |he's |it's |they're |the |a |her |his |their )?(?:cold|bath|bathtime|shower|outside))|grey|gray)|(?:hand|arm|leg|foot|fingers|toes|limb)${NG(4)} (?:pale|white|blue|grey|gray|mottled)(?: ,| and| , and) (?:very |really )?(?:ice |icy |stone )?(?:cold|freezing|numb)`,
      '(?:sudden|sudd?enly|out of nowhere) ~3 (?:severe|agonising|agonizing|excruciating|unbearable|intense|terrible|crippling|extreme|worst) ~2 pain ~6 (?:stomach|abdominal|belly|tummy|abdomen|groin|testic[a-z]*|scrotum)',
    ],
  },
  conditional: [
    // Stroke: an arm that won't lift; walking into things, veering, losing balance or dropping
    // things, with a side, a sudden onset or another stroke sign in the clause.
    {
      category: 'stroke',
      pattern: `${CANT} (?:lift|raise|move|feel|use|hold up|keep up) (?:both |either |one of )?(?:${P} )?(?:arms?|legs?|hands?|foot|feet)|(?:arm|arms|hand|hands|left one|right one|one arm|one hand|one of (?:them|${P} arms)) ~3 (?:drift[a-z]*|sink[a-z]*|sag[a-z]*|drop[a-z]*|fall[a-z]*|fell|flop[a-z]*) (?:down|back down|to (?:the|his|her|my) side|(?:when|whenever|if|as soon as|each time|every time) (?:he|she|i|they|you|we) (?:tries|try|tried|trying|holds?|held|lifts?|lifted|raises?|raised|puts?|stretch[a-z]*|asks?|asked))|${CANT} (?:hold|keep|lift|raise|get|stretch) (?:both |either |one of )?(?:${P} )?(?:arms?|hands?|legs?) (?:up|out|above|in the air|straight)`,
      context: 'face|mouth|smile|speech|speak|speaking|talk|talking|words|(?:slurr[a-z]*|slurd|slured|sluring)|sudd?en[a-z]*|all of a sudden|stroke|this morning|woke|woken|an hour ago|minutes? ago|mins ago|out of nowhere|just now|right now|confus[a-z]*',
    },
    {
      category: 'stroke',
      pattern: '(?:walk[a-z]*|bump[a-z]*|bang[a-z]*|knock[a-z]*|crash[a-z]*|running|ran|veer[a-z]*) into (?:things|stuff|walls?|doors?|door ?frames?|the (?:door|wall|door ?frame)|furniture|people|everything|objects)|(?:walking|walks|walked|staggering|staggers|swaying|sways|lurching|lurches|stumbling|stumbles|moving|going) (?:about |around )?(?:all |really |very |a bit |totally |completely )?(?:crooked|wonky|skew ?whiff|sideways|lopsided|to one side|(?:like|as if|as though) (?:he|she|he\'s|hes|she\'s|shes|he is|she is|i\'m|im|i am|they\'re|theyre|he was|she was|he were|she were|a|an|i was|i were|i\'d|he\'d|she\'d)(?: (?:been|had|had a few|had too many|just|totally|really|completely|blind))? (?:drunk|drunkard|pissed|wasted|hammered|plastered|tipsy|on a (?:boat|ship)|a few|too many))|(?:lost|losing|loses|lose) (?:his |her |my |their )?balance|(?:can\'t|cant|cannot) walk straight|(?:(?:keeps?|kept|started|keep on|is|and|been|now) )?dropping (?:things|stuff|everything|his|her|my|the|cups?|mugs?|glass(?:es)?|cutlery|forks?|spoons?)|(?:dropped|drops) (?:things|stuff|everything|his|her|my) ~3 (?:hand|grip)|(?:falling|fell|falls|slipping|slipped|dropping) out of (?:my|his|her|their|the) (?:left |right )?hand|dragging (?:his|her|my|their|one) (?:left |right )?(?:leg|foot)',
      context: "side|left|right|sudd?en[a-z]*|all of a sudden|out of nowhere|sober|tee ?total|teetotal|(?:doesn't|doesnt|does not|don't|dont|hasn't|hasnt|has not|hadn't|hadnt|never) (?:drink|drinks|had a drop|had a drink|touched a drop|been drinking)|see|vision|face|smile|speech|speaking|(?:slurr[a-z]*|slurd|slured|sluring)|talk[a-z]*|confus[a-z]*|stroke|droop[a-z]*|sounds? (?:drunk|slurred|weird|funny|odd|strange)|sounding drunk|(?:an?|one|two|half an|\\d+) (?:hours?|hrs?|mins?|minutes?) ago|(?:started|came on|began) (?:suddenly|just now|this morning|today|tonight|an hour ago)|out of the blue",
    },
    // Sudden headache told only as a blow that never happened ("like being hit on the back of the
    // head with a bat"), with a sudden start or sickness near.
    {
      category: 'sudden_headache',
      pattern: "(?:like|as if|as though) (?:being|getting|i'd been|i had been|i was|i've been|he'd been|she'd been|he was|she was|someone|somebody|something) (?:had |has |just )?(?:hit|kicked|smacked|struck|whacked|punched|clubbed|shot|bashed|slapped|thumped|cracked|hammered)(?: me| him| her)? (?:in|on|over|round|across) (?:the|my|his|her) (?:back of the |side of the |top of the |back of my |back of his |back of her )?(?:head|skull)",
      context: "out of nowhere|out of the blue|sudd?en[a-z]*|all of a sudden|for no reason|(?:nothing|nobody|no one) (?:hit|touched)|worst|vomit[a-z]*|being sick|was sick|throwing up|threw up|stiff neck|neck|collaps[a-z]*|came on|come on|instant[a-z]*|seconds",
      reach: 25,
    },
    // Sudden headache: someone who never gets headaches, and "this one" is the worst or came from
    // nowhere. The hit starts with the denial of the usual, so that it is not read as denied.
    {
      category: 'sudden_headache',
      pattern: "(?:never|don't|dont|do not|doesn't|doesnt|does not|rarely|hardly ever|seldom|not one (?:to get|for)|not a) (?:ever |really |usually |normally |even )?(?:get|gets|have|has|had|suffer|suffers|suffered|headache|migraine)(?: (?:from|with))?(?: (?:a|any|bad|real))? ?(?:headaches?|migraines?|head ?aches?|sufferer|person|type|kind)?(?: [a-z']+){0,3} (?:but|and|yet|til|till|until|then) (?:this one|this|now|today|tonight|suddenly|out of nowhere|all of a sudden|it)(?![a-z'])",
      context: "worst|out of nowhere|out of the blue|sudd?en[a-z]*|all of a sudden|thunderclap|explod[a-z]*|exploded|like (?:being|getting|i'd been|i was|he'd been|she'd been) (?:hit|kicked|shot|struck|punched|smacked)|(?:within|in) (?:a |one |few |a few )?(?:seconds?|secs?|minute)|agony|unbearable|excruciating",
      reach: 25,
    },
    // Sudden headache: the worst pain ever, a headache that peaked within seconds or hit like a blow.
    // Chest pain: a sore or achy chest with sweating, greyness or pain into the arm or jaw.
    {
      category: 'chest_pain',
      pattern: "(?:sore|achy|aching|painful|heavy) chest|chest (?:is |feels |has been |was )?(?:really |very |so |a bit )?(?:sore|achy|aching)",
      context: "sweat[a-z]* (?:buckets|profusely|a lot|loads|like (?:mad|crazy|a pig))|(?:cold|drenching) sweats?|perspir[a-z]*|clammy|grey|gray|ashen|jaw|left arm|arm (?:is |feels |gone |went )?(?:numb|heavy|tingl[a-z]*|dead)|faint[a-z]*|pale and",
      reach: 15,
    },
    // Sudden headache: something felt to pop or burst inside the head, with pain or sickness.
    {
      category: 'sudden_headache',
      pattern: "(?:felt|heard|had|there was|something|like something) ~2 (?:pop|popped|popping|snap|snapped|burst|bursting|bang|crack|cracked|explode|exploded|explosion|gave way|give way) (?:in|inside|at the back of|at the top of|in the back of|at the base of) (?:my |his |her |their |the )?(?:head|skull|brain)",
      context: "pain|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|vomm?it[a-z]*|being sick|throw[a-z]* up|threw up|coll?aps[a-z]*|faint[a-z]*|neck|worst|severe|agony|excruciating",
      reach: 20,
    },
    {
      category: 'sudden_headache',
      pattern: "(?:the )?(?:worst|most (?:severe|painful|intense|excruciating|horrendous|horrific|agonising|agonizing|unbearable)) (?:pain |one |ache |kind |type |thing )?(?:i've|i have|he's|she's|he has|she has|they've|i'd|ive|i had|he had|she had) ever (?:had|felt|known|experienced)|like nothing (?:before|ever|i've ever (?:had|felt)|i have ever (?:had|felt))|like never before|(?:never|not ever) (?:had|felt|experienced) (?:anything|a (?:headache|hedache|headach|hedake|headake|haedache|heddache)|a pain|pain|one) like (?:this|it|that)|(?:never|not ever) (?:had|felt|experienced|known) (?:such (?:a )?|so )(?:bad|painful|severe|terrible|intense|awful|horrible|excruciating|strong|agonising|agonizing) (?:a )?(?:headache|hedache|pain|head pain|ache|one)|worst (?:pain|agony) (?:ever|of (?:my|his|her|their) (?:whole |entire )?li(?:fe|ves)|(?:i|he|she|they)(?:'ve| have| has|'s) ever (?:had|felt)|imaginable|in (?:my|his|her) li(?:fe|ves))|(?:was|it was|came on|come on|comes on|coming on|started|start|starting|hit|hits|struck|peaked|peak|maxed out|maxed|(?:went|go|goes|going|gone|get|gets|got|jumped|jumps|shot|shoots|ramped|rocketed) (?:up )?from (?:0|zero|nothing|fine|nowhere) to (?:10|ten|100|a hundred|the worst|worst|max|maximum|agony|unbearable|excruciating|full|screaming)|reached (?:its )?(?:peak|max|worst|full (?:strength|force|intensity|blast|power))|built up|at (?:its )?(?:worst|max|peak)) ~4 (?:instant|instantly|instantaneous|instantaneously|immediately|in (?:a few |about |under |less than |literally |just )?(?:seconds?|a second|a minute|one minute|a split second|a flash|an instant)|within (?:a few )?(?:seconds?|a minute|one minute)|in (?:under|less than) (?:a|one) minute|in (?:(?:like|about|around|under|less than|literally|just|only|a few|a couple of|[0-9]|[0-9][0-9]|one|two|three|five|ten) ){0,2}(?:seconds?|secs?)|like (?:a |the flick of a |flicking a |flipping a )?(?:thunderclap|thunderbolt|lightning bolt|lightning|bomb|hammer|sledgehammer|bolt|light switch|switch|gunshot|bullet|explosion)|like (?:someone|somebody|something) (?:switched|flicked|turned|flipped) (?:it |a switch |a light |the light )?on|all at once)|(?:came|come|comes|coming|started|starts|began|begun|hit|hits|struck)(?: [a-z]+)? (?:from nowhere|out of nowhere|out of the blue)|full blast|full force|(?:0|zero) to (?:10|ten|100) in|(?:hit|hits|struck|felt like) (?:me|him|her|them|you|us)? ?like (?:a |an )?(?:hammer|sledgehammer|truck|train|bomb|brick|bat|baseball bat|lightning|thunderbolt|bullet|gunshot|punch|kick|explosion)|(?:hit|struck|whacked|smashed|clubbed|bashed) (?:me|him|her|them) (?:with|over the head with|on the head with) (?:a |an )?(?:bat|hammer|brick|baseball bat|plank|sledgehammer|club|axe)|like (?:being|getting|i'd been|i was|i've been|he'd been|she'd been|someone) (?:hit|struck|whacked|smashed|kicked|punched|clubbed|shot|bashed) (?:over|on|in|round) the head|like (?:being|getting|i'd been|i was|i've been|he'd been|she'd been|someone) (?:hit|struck|whacked|smashed|clubbed|bashed) (?:with|by) (?:a |an )?(?:hammer|sledgehammer|bat|baseball bat|brick|club|axe|plank|cricket bat)",
      context: 'head|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|(?:headache|hedache|headach|hedake|headake|haedache|heddache)s|migraine|migraines|skull|hedache|hedaches|headach|headake|hedake|haedache|heddache|headahce',
      reach: 25,
    },
    {
      category: 'sudden_headache',
      pattern: '(?:something|a vessel|a blood vessel|a balloon|a bubble) ~2 (?:pop|popped|snap|snapped|burst|bursting|explode|exploded|went|go) (?:in|inside) (?:my|his|her|their) (?:head|brain|skull)',
      context: '(?:headache|hedache|headach|hedake|headake|haedache|heddache)|pain|light|sick|vomm?it[a-z]*|neck|worst|horrific|horrendous|agony|excruciating|thunderclap',
      reach: 20,
    },
    {
      category: 'sudden_headache',
      pattern: '(?:head|skull) ~2 (?:exploded|explode|burst|popped|split open|blew up)',
      context: "sudd?en[a-z]*|all of a sudden|out of nowhere|seconds|instantly|worst|vomm?it[a-z]*|coll?aps[a-z]*|neck|pain|agony|screamed",
    },
    // Severe bleeding: black tarry stools or bleeding with faintness; "it won't stop" near a wound.
    {
      category: 'severe_bleeding',
      pattern: `(?:black|tarry|tar like|jet black|dark black)${NG(2)} (?:stools?|poo|poos|poop|poops|faeces|feces|motions?|bowel movements?|diarrh[a-z]*)|(?:stools?|poo|poop|faeces|feces|motions?)${NG(3)} (?:black|tarry|like tar)|mela?ena`,
      context: "dizz[a-z]*|faint[a-z]*|light ?headed|pale|racing|pounding|weak|coll?aps[a-z]*|passed out|pass(?:ing)? out|black(?:ing)? out|woozy|breathless|short of breath|clammy|sweaty|vomm?it[a-z]*|throw[a-z]* up",
      reach: 25,
    },
    {
      category: 'severe_bleeding',
      pattern: `bleed[a-z]*|(?:passing|pooping|pooing|shitting|peeing|weeing|pissing)${NG(2)} blood|blood (?:from|in|out of) ~2 (?:bum|back passage|rectum|stools?|poo|poop|vagina)`,
      context: "dizz[a-z]*|faint[a-z]*|light ?headed|coll?aps[a-z]*|passed out|pass(?:ing)? out|clammy|going pale|gone pale|very pale|grey",
      reach: 25,
    },
    {
      category: 'severe_bleeding',
      pattern: "(?:filled|filling|fills|filled up) ~3 (?:a |half a |the |an entire |a whole )?(?:cup|mug|bowl|glass|sink|bucket|basin|jug)",
      context: 'bleed[a-z]*|blood',
      reach: 20,
    },
    {
      category: 'severe_bleeding',
      pattern: "(?:can't|cant|cannot|couldn't|couldnt|unable to) (?:stop|control) (?:it|the blood|the bleeding|the flow)|(?:it|this|that|the bleeding|the blood|and|still) (?:still )?(?:won't|wont|will not|doesn't|does not|isn't|hasn't|has not|is not) (?:stop|stopping|stopped|slowing|slow down|let up)",
      context: 'bleed[a-z]*|blood|cut|wound|gash|bite|bitten',
      reach: 25,
    },
    // Breathing: struggling, or a harsh noise on breathing in, in croup, asthma or bronchiolitis.
    {
      category: 'breathing',
      pattern: "struggl(?:ing|es|ed)(?! (?:with|to (?:breathe|breath) (?:through|thru|out of|with)|to (?:sleep|cope|concentrate|eat|focus|get (?:to|up|out|over|through|him|her)|find|keep|stay|make|pay|understand|settle|feed)|at|in|financially|a bit|a little|slightly))|(?:horrible|awful|weird|strange|scary|terrible|loud|honking|barking|rasping|whistling|squeaky|high ?pitched|crowing) (?:noise|sound)s? ~3 (?:breath[a-z]*|breathes in|breathing in)",
      context: "croup|asthma|asthmatic|bronchiolitis|wheez[a-z]*|stridor|inhaler|ventolin|breath(?:ing|e|es)? in|for (?:air|breath)|to breathe",
      reach: 15,
    },
    // Breathing: can't talk, with a breathing word. Unconscious: not answering, gone limp, out
    // for minutes. Seizure: jerking or stiff with no response; a first seizure; foaming.
    {
      category: 'breathing',
      pattern: `${CANT} (?:talk|speak|get (?:a |the |any |my |his |her )?words? out|finish (?:a |his |her |my )?sentences?|say (?:a|more than a few) words?)|can (?:barely|hardly|only just) (?:talk|speak)|(?:only|just|barely|hardly) (?:get|say|speak|manage|getting|saying) (?:a |one |two |a few |few |2 |1 )?(?:word|words)(?: or two| at a time)?(?: out)?`,
      context: 'wheez[a-z]*|breath[a-z]*|air|asthma|inhaler|gasp[a-z]*|choking',
    },
    {
      category: 'unconscious',
      pattern: "(?:been|was|is|still|stayed|has been|were) out (?:for )?(?:over |more than |about |around |nearly |almost |at least )?(?:\\d+|a few|several|two|three|four|five|ten|a couple of|over|more than|about) (?:minutes|mins|min|seconds)",
      context: 'faint[a-z]*|coll?aps[a-z]*|passed|floor|unconscious|knocked|blacked',
    },
    {
      category: 'unconscious',
      pattern: "(?:not|isn't|isnt|is not|won't|wont|doesn't|doesnt|stopped|hasn't|no longer) (?:really )?answering(?! (?:the |my |her |his |our |their )?(?:phone|calls?|texts?|messages?|door|emails?|questions))|(?:won't|wont|doesn't|doesnt|didn't|didnt|can't|cant) (?:answer|respond)(?! (?:the |my |her |his |our |their )?(?:phone|calls?|texts?|messages?|door|emails?|questions|to (?:treatment|medication|antibiotics|texts|messages)))|(?:won't|wont|not|isn't|isnt|doesn't|doesnt) open(?:ing)? (?:his|her|their) eyes|(?:go|goes|went|gone|going) (?:all )?limp",
      context: 'eyes|floor|slump[a-z]*|coll?aps[a-z]*|breath[a-z]*|twitch[a-z]*|jerk[a-z]*|fit|s(?:ei|ie)z[a-z]*|wake|drows[a-z]*|floppy|pale|grey|gray|blue|table|chair|sofa|limp|respond[a-z]*|gurgl[a-z]*',
      reach: 30,
    },
    {
      category: 'unconscious',
      pattern: "(?:isn't|isnt|is not|not|wasn't|wasnt|won't|wont|hasn't|hasnt|stopped) (?:moving|stirring)(?! (?:much|very much|a lot|his|her|my|their|the|its|it|around|about|house|home|out|in|on|to|as|properly|well|fast|quickly))",
      context: "floor|ground|lying|lay|laying|slumped|collapsed|bathroom|unconscious|breathing|road|street",
      reach: 15,
    },
    {
      category: 'seizure',
      pattern: "(?:jerk|jerks|jerked|jerking|twitch|twitches|twitched|twitching|shake|shakes|shook|shaking|convulsing|stiffen[a-z]*|went stiff|gone stiff|going stiff|rigid|thrashing|flailing)",
      context: "not responding|not respond|not with it|out of it|zoned out|not there|staring blankly|(?:won't|wont|doesn't|doesnt|didn't|didnt) respond|(?:won't|wont|doesn't|doesnt|isn't|isnt|not) (?:answer|answering|responding)|lips (?:are |is |were |have |has )?(?:going |turning |gone |went |getting |looking |turned )?(?:blue|grey|gray|purple)|unresponsive|not answering|staring|eyes (?:rolled|rolling)|foam[a-z]*|drool[a-z]*|won't respond|can't respond|cant respond|cannot respond|can't answer|cant answer|isn't responding|not reacting|unconscious|passed out|coll?apsed|wet (?:himself|herself|themselves)|bit (?:his|her|their) tongue|whole body|arms and legs",
    },
    {
      category: 'seizure',
      pattern: "(?:never|not|hasn't|hasnt|hadn't) (?:ever )?(?:had|having) (?:a |one |any )?(?:s(?:ei|ie)zures?|fits?|convulsions?) before",
      context: "just|now|today|tonight|this (?:morning|afternoon|evening)|minutes? ago|an hour ago|happened|had one|having one|started",
    },
    {
      category: 'seizure',
      pattern: 'foam[a-z]*|drool[a-z]*',
      context: 'shak[a-z]*|jerk[a-z]*|s(?:ei|ie)z[a-z]*|convuls[a-z]*|on the floor|stiff|twitch[a-z]*|fitting|eyes rolled',
    },
    {
      category: 'seizure',
      pattern: "(?:shaking|shakes|shook|jerking|jerks|twitching|thrashing|convulsing|flailing|juddering|spasming) (?:uncontrollably|violently|all over|everywhere|badly|like mad|like crazy)|(?:whole body|arms and legs|legs and arms) ~2 (?:shaking|jerking|twitching|thrashing|spasming)",
      context: "floor|ground|collapsed|fell|dropped|unresponsive|not responding|(?:won't|wont|doesn't|doesnt|isn't|isnt|not) (?:answer|answering|respond|responding)|lips|eyes|unconscious|foam[a-z]*|bit (?:his|her|their) tongue|wet (?:him|her|them)self|blue|stiff|rigid|not answering|can't hear|cant hear|not breathing|gurgl[a-z]*",
      reach: 20,
    },
    // Chest pain that spreads, or an arm that goes heavy with chest pain.
    {
      category: 'chest_pain',
      pattern: `(?:spread[a-z]*|radiat[a-z]*|going|goes|went|shoot[a-z]*|moving|travel[a-z]*|runs|running) (?:down|into|to|through|up|across)(?: to| into)? ${P0}(?:l arm|l shoulder|arms?|neck|back|shoulders?|shoulder blades|right arm|between ${P0}shoulder blades)|(?:pain|ache|aching|hurts?|hurting|pressure)${NG(3)} (?:in |on |along )?${P0}jaw|jaw${NG(2)} (?:pain|pains|ache|aches|aching|hurts|hurting|is hurting|sore|throbbing)|(?:it's|its|it is|it's gone|it went|now) (?:in|into|up to|up into) ${P0}jaw|${P0}left (?:hand|arm) (?:is )?paining|${P0}left arm${NG(2)} (?:is |went |goes |feels |has )?(?:numb|heavy|tingl[a-z]*|weak|aches?|aching|hurts|hurting|gone dead|dead|deid)`,
      context: 'chest|cp|heart(?! (?:is |was )?(?:racing|rate|pounding|beating|thumping))|sweat[a-z]*|clammy|pressure|squeez[a-z]*|indigestion|heartburn',
      reach: 25,
    },
    {
      category: 'chest_pain',
      pattern: "like (?:an |a )?(?:elephant|weight|ton of bricks|brick|truck|car|lorry|house) (?:is )?(?:sitting|standing|pressing|sat|parked|on) (?:on )?(?:it|me|top of (?:it|me))",
      context: 'chest|heart|breast ?bone|sternum',
      reach: 20,
    },
    {
      // Pain in the arm or shoulder told apart from "heartburn" or a grey colour.
      category: 'chest_pain',
      pattern: `(?:pain|ache|aching|hurts?|hurting|pressure|heaviness)${NG(3)} (?:in|on|along|down) ${P0}(?:left )?(?:arm|arms|shoulder)`,
      context: "chest|heart|heartburn|indigestion|grey|gray|clammy|sweat(?:ing|y) ~3 (?:grey|gray|pale|clammy|sick)",
      reach: 25,
    },
    {
      // "His heart is paining", said of chest pain, with a body sign.
      category: 'chest_pain',
      pattern: `heart${NG(2)} (?:is )?(?:paining|pains|hurts|hurting|aching|aches|pain)(?! (?:for|over|about|when i think|after (?:the|our|my) (?:break|split)))`,
      context: "sweat[a-z]*|clammy|arm|jaw|breath[a-z]*|pressure|heavy|grey|gray|pale|vomm?it[a-z]*|sick|dizz[a-z]*|faint[a-z]*|chest",
      reach: 20,
    },
    {
      category: 'chest_pain',
      pattern: '(?:tearing|ripping) (?:pain|feeling|sensation)|feels? like (?:something )?(?:tearing|ripping)',
      context: 'chest|shoulder blades|heart|breast ?bone|sternum',
    },
    // A tight or heavy chest, however it is intensified, with a warning sign or a stimulant taken.
    {
      category: 'chest_pain',
      pattern: `(?:chest|chst)${NG(3)} (?:tight|tighter|tightening|tightens|heavy|heavier)(?! (?:after|from|since) (?:the |my |a |doing )?(?:gym|workout|run|running|push ?ups|press ?ups|lifting|bench|weights))`,
      context: `${FAINT}|sweat[a-z]*|arm|jaw|neck|heart (?:is |was |keeps |going )?(?:pounding|racing|hammering|thumping|going mad|going crazy|beating (?:so |really |very )?(?:fast|hard))|palpitations|${HARD} (?:breathe|breath)|short of breath|breathless[a-z]*|cocaine|coke|crack|speed|amphetamines?|meth|mdma|molly|ecstasy|pingers|mandy|vomm?it[a-z]*|sick|nause[a-z]*`,
      reach: 20,
    },
    {
      category: 'chest_pain',
      pattern: '(?:tight|tightening) chest',
      context: "arm|jaw|neck|back|sweat[a-z]*|clammy|pain|pressure|heart|crushing|dizz[a-z]*|faint[a-z]*|sick|nause[a-z]*|grey|gray|pale",
    },
    // Chest pain: a band, belt or vice around the chest or ribs, with tightness or a warning sign.
    {
      category: 'chest_pain',
      pattern: `(?:band|belt|vice|vise|strap|rope|corset) ~5 (?:round|around|across) ${P0}(?:chest|ribs|rib cage|ribcage)`,
      context: "tight[a-z]*|squeez[a-z]*|crush[a-z]*|press[a-z]*|pain|breath[a-z]*|arm|jaw|sweat[a-z]*|clammy|sick|heavy",
    },
    // Anaphylaxis: a swollen face or a hoarse voice after an allergen.
    {
      category: 'anaphylaxis',
      pattern: `(?:lips?|face|mouth)${NG(3)} (?:swell[a-z]*|swollen|swolen|swolled|puff[a-z]*|blow[a-z]* up|blew up|huge|massive|enormous|twice the size|fat|(?:going|gone|getting|got|went|grown|growing) (?:really |very |so |all )?(?:big|bigger|puffy))|eyes?${NG(3)} (?:swollen|swelling|swelled|puffed|puffing|puffy) (?:up|shut|up shut)|(?:swell[a-z]*|swollen|puffy) (?:${P} )?(?:lips|face|mouth)|(?:swell[a-z]*|swollen|puffiness) (?:around|in|of|on|to|under) (?:${P} )?(?:(?:eyes?|cheeks?|nose|chin) (?:and|&) (?:${P} )?)?(?:lips?|face|mouth|tongue|throat)|(?:croaky|hoarse|raspy|husky|strange|funny|squeaky) voice|voice${NG(3)} (?:hoarse|croaky|raspy|changed|gone funny|gone strange|weird|funny|strange|different)|tongue${NG(3)} (?:tingl[a-z]*|itch[a-z]*|numb|fuzzy|burning|big|huge|thick|fat|too big|swollen|swelling)|(?:sound|sounds|sounding|gone|going|went|getting) (?:all |really |very |a bit )?(?:hoarse|croaky|raspy|husky)|(?:hard|difficult|trouble|struggling|can't|cant|cannot) (?:to )?swallow[a-z]*`,
      context: `eat[a-z]*|ate|sting|stung|bit (?:me|him|her|them|us|my|his|their|by|on)|(?:was|got|been|get|gets|getting) bit|bite|bitten|took|taking|taken|tablet|medicine|medication|pill|antibiotics?|penicillin|amoxicillin|amoxil|co ?amoxiclav|augmentin|cef[a-z]+|trimethoprim|nitrofurantoin|sulfa|septrin|contrast|dye|vaccine|jab|injection|infusion|started|starting|${PILLS}|peanuts?|nuts?|cashews?|shrimp|shellfish|prawns?|fish|eggs?|sesame|milk|mouthful|bite of|pesto|sauce|biscuit|cake|cookie|sweets?|chocolate|kiwi|mustard|celery|lupin|soya?|wheat|curry|satay|allerg[a-z]*|reaction|hives|welts|wheals|urticaria|wheez[a-z]*|latex|bee|wasp|hornet|trying|tried|${FAINT}`,
      reach: 30,
    },
    {
      category: 'anaphylaxis',
      pattern: 'allerg[a-z]* (?:reaction|attack)|reaction to|allergic|hives|welts|wheals|urticaria|nettle rash|(?:peanuts?|peanut butter|nuts|tree nuts?|cashews?|pistachios?|sesame|tahini|shellfish|prawns?|shrimps?|lobster|crab|mussels) ~4 (?:by mistake|by accident|accidentally|at (?:a |the )?(?:party|restaurant|school|nursery|takeaway))|(?:tried|trying|had|given|gave|eaten|ate|tasted) ~4 (?:for the first time|first time)|blotchy|blotches|(?:rash|itch[a-z]*|blotch[a-z]*|red (?:blotches|patches|lumps)) ~2 (?:all over|everywhere|spreading)|stung by|bee sting|wasp sting|(?:came|come|comes|coming|broke|broken|breaking|brought) out in (?:a |an |big |red )?(?:rash|hives|welts|blotches|spots|lumps)',
      context: `${BREATH_BAD}|throat|tongue|swallow[a-z]*|${FAINT}|can't talk|voice|(?:very |really |so |gone |deathly |ghostly |grey and |white and )pale|floppy|(?:very |really |so |unusually |really really )(?:sleepy|drowsy)`,
      reach: 20,
    },
    // Overdose: a son or daughter who swallowed an unknown part of someone's tablets.
    {
      category: 'overdose_poisoning',
      pattern: `(?:swallowed|swallowd|swalowed|ate|eaten|chewed|got into) (?:some|a few|several|a handful|loads|lots|a bunch|a couple|half) of (?:my|his|her|their|our|the|[a-z]+'s) ~2 (?:pills|tablets|meds|medicine|medication|capsules|${PILLS})`,
      context: 'son|daughter|boy|girl|kid|kids|grandson|granddaughter|grandchild|nephew|niece|twins|toddler|baby|child',
      reach: 20,
    },
    // Bleeding: blood coming out of the mouth with a cough or vomiting, or a lot of it.
    {
      category: 'severe_bleeding',
      pattern: `blood ~3 (?:coming|comes|came|pouring|running|dripping|spilling) (?:out of|from) ${P0}mouth`,
      context: "cough[a-z]*|vomm?it[a-z]*|throw[a-z]* up|threw up|being sick|loads|lots|a lot|so much|cupful|mouthfuls?|won't stop|wont stop|can't stop|cant stop|pouring|gushing|everywhere",
    },
    // Overdose: a child into the medicine, a double dose that makes someone ill, pills with
    // alcohol or after a row, wild berries or mushrooms.
    {
      category: 'overdose_poisoning',
      pattern: `(?:ate|eaten|eating|chewed|chewing|got into|gotten into|swallowed|swallowd|swalowed|swollowed|swallowing|ingested|took|taken|has had|got hold of|found and ate|drank|drunk|drinking|licked|sucked on|bit into|bitten into) ~3 (?:${P}|grandma's|grandpa's|granny's|mom's|mum's|dad's|someone's|some|a|an|one|two|three|a few|a bunch of|the|\\d+|half a|half of|some of) ~3 (?:pills?|medicine|medication|meds|tablets?|vitamins|gummies|capsules?|patch(?:es)?|drops|${PILLS})`,
      context: `${CHILD}|grandson|granddaughter`,
      reach: 60,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:bottle|box|pack|packet|tub|jar|sachet|tube|blister pack) (?:of )?(?:${PILLS}|medicine|pills|tablets) ~3 (?:open|opened|empty|emptied|gone|missing|nearly empty|almost empty|half empty)|(?:open|opened|empty|emptied|half empty|chewed|chewed up|broken) ~2 (?:bottle|box|pack|packet|tub|jar|pot|tin|pouch|bag|case|organiser|organizer|dosette|container|blister pack|blister strip|strip|sachet|tube) ~3 (?:${PILLS}|medicine|pills|tablets)|(?:half|most|all|some|a lot|loads|lots) of (?:it|them|the (?:bottle|pills|tablets|medicine|box|pack)) ~2 (?:is |are |has |have )?(?:gone|missing|eaten|finished|empty)|(?:some|a few|several|lots|loads|half|most|two|three|\\d+) (?:of them )?(?:are|were|is|have gone|had gone) (?:missing|gone)|there(?:'s| is| are|s) (?:some|a few|lots|loads|half|most|a bit|a lot) (?:of (?:it|them) )?(?:missing|gone)`,
      context: CHILD,
      reach: 60,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:accidentally|by mistake|by accident|mistakenly|accidently) ~4 (?:took|taken|take|given|gave|had|double dosed|doubled up) ~5 (?:twice|double|two doses|2 doses|three doses|3 doses|extra|three times|another dose|again|too much)|(?:took|taken|given|gave|had|injected) ~6 (?:twice|double|two doses|three doses|an extra|extra) ~4 (?:by mistake|accidentally|by accident|accidently)|double dos(?:ed|e)|(?:been|is|was|keeps?|kept|started|she's|he's|i've been|ive been) double dosing|(?:took|taken|given|gave|had|injected) (?:double|twice|triple) (?:the |my |his |her )?(?:dose|amount|insulin|${PILLS})`,
      context: `sick|vomm?it[a-z]*|nause[a-z]*|dizz[a-z]*|drows[a-z]*|confus[a-z]*|yellow[a-z]*|racing|pounding|slow|faint[a-z]*|unwell|weird|strange|blurr[a-z]*|digoxin|insulin|warfarin|lithium|methotrexate|opioids?|morphine|oxy[a-z]*|fentanyl|methadone|tramadol|paracetamol|calpol|nurofen|tylenol|acetaminophen|iron|amitriptyline|beta blockers?|baby|toddler|child|kid`,
      reach: 30,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:took|taken|swallowed|had|downed|popped|necked) (?:some|a few|a load of|loads of|a bunch of|lots of|a lot of|a handful of|a heap of|heaps of|a pile of|a fistful of|a shed ?load of|a ton of|tons of|several|his|her|my) ~2 (?:tablets|pills|meds|${PILLS})`,
      context: "vodka|alcohol|wine|beer|spirits|drunk|drinking|after (?:a|an|the|our) (?:row|argument|fight|break ?up)|upset|on purpose|deliberately|unresponsive|won't wake|wont wake|can't wake|barely conscious|very drowsy|really drowsy|so drowsy|(?:barely|hardly|can't|cant) (?:keep|stay) (?:my|his|her|their) eyes open|slurr[a-z]*",
      reach: 25,
    },
    {
      category: 'overdose_poisoning',
      pattern: '(?:ate|eaten|eating|swallowed|chewed|munched|picked and ate|put) ~4 (?:berries|berry|mushrooms?|toadstools?|fungi|leaves|seeds|plant|flowers|bulbs)',
      context: "child|kid|son|daughter|baby|toddler|\\d+ ?(?:year|yr|month)s? old|\\d+ ?yo|wild|garden|park|bush|woods|forest|hedge|tree|poison[a-z]*|don't know what|dont know what|not sure what|unknown|field",
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:${PILLS}|pills?|tablets?|meds|medicine|medication|vitamins|gummies|capsules?|${POISONS})${NG(8)} (?:ate|eaten|swallowed|chewed|took|taken|had|drank|drunk|licked|sucked|bit|bitten|put (?:it|them|one|some) in (?:his|her|their) mouth)(?! (?:none|nothing|any))`,
      context: CHILD,
      reach: 40,
    },
    // Overdose: a son or daughter who ate or got into someone's tablets (an adult takes, a child eats).
    {
      category: 'overdose_poisoning',
      pattern: `(?:ate|eaten|chewed|chewing|got into|gotten into|bit into|bitten into|sucked on|found and ate) ~3 (?:my|his|her|their|our|mum's|mom's|dad's|nan's|nana's|grandma's|grandad's|grandpa's|granny's|someone's|a|the|some|some of|a few|a few of|a couple of|one of|two of|half) ~3 (?:pills?|tablets?|meds|medicine|medication|capsules?|${PILLS})`,
      context: 'son|daughter|boy|girl|kid|kids|grandson|granddaughter|grandchild|nephew|niece|twins',
      reach: 40,
    },
    // Overdose: a household poison and a swallow a few words apart ("drank from a bottle in the
    // garage that had antifreeze in it"); pills gone from a packet with someone unwell; extra
    // tablets taken.
    {
      category: 'overdose_poisoning',
      pattern: "antifreeze|anti freeze|methanol|screen ?wash|brake fluid|white spirit|turps|turpentine|paraffin|kerosene|petrol|gasoline|lamp oil|lighter fluid|weed ?killer|pesticide|insecticide|rat (?:poison|bait)|slug pellets|drain (?:cleaner|unblocker)|oven cleaner|caustic soda|lye|bleach|rinse aid|dishwasher (?:tablets?|tabs?|pods?|liquid)|laundry (?:pods?|capsules?|liquid|detergent)|descaler|limescale remover|disinfectant|de ?icer|e ?liquid|vape (?:juice|liquid)|nicotine liquid|(?:yew|foxglove|laburnum|nightshade|mistletoe|holly|lords and ladies|cuckoo pint|privet|laurel|daffodil|lily|oleander|castor|deadly nightshade|belladonna) (?:berries|berry|leaves|seeds|bulbs?|flowers?|beans?)",
      context: "drank|drunk|drink|drinking|swallowed|swallowing|swallow|mouthful|swig|sip|sipped|gulp|gulped|ate|eaten|licked|ingested|tasted|chewed|bit into|in (?:his|her|their|my) mouth",
      reach: 15,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:${PILLS}|pills|tablets|packets?|packs?|box|bottle|blister packs?|strips?)${NG(10)} (?:missing|none|none left|disappeared)|(?:took|taken|had|taking|given|gave|swallowed) (?:an |some )?(?:extra|double|twice|more) (?:of )?(?:(?:her|his|their|my|the) )?(?:[a-z]+ ){0,2}(?:${PILLS}|pills|tablets|meds|doses?)|(?:dosette|pill (?:box|organi[sz]er)|blister pack|compartments?|slots?)${NG(8)} (?:empty|emptied|gone)`,
      context: "vomm?it[a-z]*|been sick|being sick|is sick|was sick|sick (?:twice|again|\\d+ times|everywhere)|throw[a-z]* up|threw up|drows[a-z]*|sleepy|confus[a-z]*|unresponsive|(?:won't|wont|can't|cant) wake|won't (?:tell|say)|wont (?:tell|say)|(?:heart|pulse) ~2 (?:racing|pounding|slow|funny)|yellow|ringing|dizz[a-z]*|faint[a-z]*|coll?aps[a-z]*|not making sense",
      reach: 40,
    },
    // Alcohol poisoning: a bottle of spirits drunk, with someone who can't be woken or is being sick on the floor.
    {
      category: 'overdose_poisoning',
      pattern: "(?:drunk|drank|downed|necked|had|finished|drinking) ~3 (?:a |the |most of (?:a|the) |half (?:a|the) |a whole |an entire |whole )?(?:bottle|litre|liter|half bottle|pint) of (?:vodka|gin|rum|whisky|whiskey|tequila|spirits|sambuca|jager[a-z]*|absinthe|bourbon|brandy)|alcohol poisoning",
      context: "(?:can't|cant|cannot|won't|wont|not) (?:wake|waking|rouse)|hard to wake|unconscious|unresponsive|vomm?it[a-z]*|being sick|passed out|(?:slow|shallow|noisy|weird) breathing|breathing (?:slow|slowly|shallow|funny|weird)|blue|floor|chok[a-z]*|fitting|s(?:ei|ie)z[a-z]*|coll?apsed",
      reach: 30,
    },
    // Pills and alcohol together with a sign of a dangerous overdose.
    {
      category: 'overdose_poisoning',
      pattern: `(?:vodka|alcohol|wine|beer|booze|gin|rum|whisky|whiskey|cider|spirits|drinks) ~5 (?:${PILLS}|pills|tablets)|(?:${PILLS}|pills|tablets) ~5 (?:vodka|alcohol|wine|beer|booze|gin|rum|whisky|whiskey|cider|spirits)`,
      context: "(?:won't|wont|can't|cant|cannot|not|isn't|isnt) (?:wake|waking|rouse)|hard to wake|unresponsive|unconscious|(?:not|barely|hardly) breathing|breathing (?:slow|slowly|shallow|funny|weird)|blue|passed out|coll?apsed|not making sense|(?:very|really|so) (?:drowsy|sleepy)|keeps? (?:passing|nodding|blacking) out|snoring|gurgl[a-z]*",
      reach: 30,
    },
    // A small child with a poison open and traces of it round the mouth.
    {
      category: 'overdose_poisoning',
      pattern: "(?:bits|crumbs|residue|powder|gel|liquid|foam|stuff|traces?|pieces|dust|pellets|granules|smears?) ~4 (?:round|around|on|in|all over) (?:his|her|their) (?:mouth|lips|tongue|chin|teeth)|smell[a-z]* (?:of [a-z]+ )?on (?:his|her|their) breath",
      context: `${POISONS}|rat bait|bait box|pills|tablets|capsules|medicine|meds`,
      reach: 30,
    },
    // Overdose: the opioid picture, pinpoint pupils with slow or snoring breathing or no waking,
    // told without naming a drug.
    {
      category: 'overdose_poisoning',
      pattern: "(?:pin ?point|pin ?prick|tiny|really small|very small|so small|super small|teeny) pupils|pupils (?:are |were |look |looked |went |gone |have gone )?(?:like )?(?:really |very |so |super )?(?:tiny|pin ?points?|pin ?pricks?|pin ?heads?|small dots|dots|really small|very small|so small|super small)",
      context: "breathing ~3 (?:slow|slowly|shallow|weird|funny|strange|noisy)|(?:slow|shallow|snoring|gurgl[a-z]*) (?:breathing|breaths)|barely breathing|snor[a-z]*|gurgl[a-z]*|(?:won't|wont|can't|cant|not) (?:wake|waking|rouse|respond[a-z]*)|hard to wake|unresponsive|blue|grey|gray|floppy|needles?|syringes?|heroin|fentanyl|opioids?|opiates?|methadone|morphine|oxy[a-z]*|codeine|tramadol|drugs|gear|smack|nodding off|on the nod",
      reach: 30,
    },
    // Overdose: recreational drugs (or a spiked drink) with a toxic sign; extra doses taken by
    // someone muddled with their tablets, with symptoms; wild or foraged mushrooms, berries or
    // plants with symptoms.
    {
      category: 'overdose_poisoning',
      pattern: "(?:took|taken|taking|had|done|did|doing|snorted|snorting|snorts|dropped|dropping|necked|swallowed|popped|smoked|smoking|smokes|vaped|vaping|toked|dabbed|injected|injecting|injects|used|using|uses|shoots up|shooting up|shot up|addicted to|hooked on|relapsed on|high on|off (?:his|her|their|my) face on|(?:been|was|is|he's|she's|were) on(?: the)?|mixed|gave (?:him|her|me|them|us)|given (?:him|her|me|them|us)|offered (?:him|her|me|them)|a (?:go|hit|puff|drag|toke) (?:on|of)) ~3 (?:thc|wax|dabs?|a vape|someone's vape|ket|ketamine|mdma|molly|mandy|ecstasy|coke|cocaine|speed|meth|crystal|spice|mamba|ghb|gbl|pingers|acid|lsd|benzos?|xans?|xanax|heroin|crack|mephedrone|shrooms|magic mushrooms|fentanyl|opioids?|oxy[a-z]*|2cb|nbome|nitrous|laughing gas|nos|balloons|whippets|poppers|pills|drugs|something)(?! (?:for|from|the doctor|my doctor|prescribed|every))|(?:took|taken|had|done|did|snorted|dropped|necked|popped|given) ~4 (?:at|after|before) (?:a |the )?(?:party|festival|rave|club|clubbing|gig|night out|concert|house party)|(?:heroin|crack|opioid|opiate|fentanyl|smack|meth|drug) (?:user|addict|habit)|(?:found|find|lying|lay|slumped|collapsed|passed out|sat|sitting) ~6 (?:with|next to|beside|by|near) (?:a |the |an |some )?(?:used )?(?:needles?|syringes?|burnt spoon|spoon and (?:a )?lighter|crack pipe|tourniquet|foil)(?! (?:exchange|programme|program|phobia|scan|bin))|(?:think|thinks|reckon|reckons|suspect|suspects|guess|maybe|probably|must have been|might have been|could have been|could be|might be|pretty sure) ~3 (?:heroin|fentanyl|opioids?|opiates?|methadone|spice|mamba|ghb|gbl|g|ketamine|ket|xanax|xans?|benzos?|nitazenes?|tranq|xylazine)(?! (?:for|from|prescribed))",
      context: "(?:really |very |so |burning |boiling )hot|overheat[a-z]*|sweat[a-z]*|heart ~3 (?:racing|pounding|going crazy|going mad|beating (?:so |really |very )?fast|thumping)|racing heart|palpitations|chest pain|fitting|s(?:ei|ie)z[a-z]*|convuls[a-z]*|jerk[a-z]*|twitch[a-z]*|shaking|unresponsive|not responding|(?:won't|wont|can't|cant) wake|hard to wake|barely (?:breathing|conscious|awake)|breathing ~2 (?:slow|slowly|shallow|weird|funny)|blue|pinpoint|pupils|confus[a-z]*|talking (?:nonsense|gibberish|rubbish)|not making sense|hallucinat[a-z]*|seeing things|paranoid|agitated|collapsed|passed out|vomm?it[a-z]*|foaming|rigid|jaw|out of it|can't stand|cant stand|floppy|drowsy|snoring|gurgl[a-z]*|on the floor|(?:can't|cant|cannot) get (?:any )?(?:sense|response|answer) (?:out of|from)",
      reach: 30,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:took|taken|had|given|gave|injected|injecting|jabbed|put in|did|done) ~2 (?:too much|too many|double (?:the )?|triple (?:the )?|twice the|three times the|an extra|the wrong) ~2 (?:dose of |doses of |units of )?(?:insulin|units|novorapid|humalog|lantus|levemir|tresiba|fiasp|${PILLS}|pills|tablets|meds|medicine|dose|doses)|(?:took|taken|had|given|gave|swallowed|injected) ~5 (?:${PILLS}|pills|tablets|medicine|meds|dose|doses|insulin|injection|jab|puffs?) ~4 (?:twice|three times|3 times|two times|four times|4 times|double|again|extra|a second time|a third time|on top)(?! (?:a|per|daily|each|every))|(?:took|taken|taking|takes|had|swallowed|given|gave|gives|necked|popped) (?:them|it|those|these|the lot|her dose|his dose|my dose|their dose|the dose|another dose|another lot|the tablets|the pills|the meds) (?:all )?(?:again|twice|a second time|a third time|a fourth time)|(?:then|and|even) (?:again )?(?:a|another) (?:second|third|fourth|fifth|2nd|3rd|4th) (?:time|lot|dose)|(?:gave|given|give|giving) (?:him|her|them|me|us) (?:another|a second|a third|an extra|a double|more) (?:dose|lot|spoon|spoonful|syringe|tablet|pill)|(?:doubled|doubling|double|tripled) ?up (?:on )?(?:her |his |their |my |the )?(?:[a-z]+ )?(?:${PILLS}|pills|tablets|meds|medicine|dose|doses)|(?:mixed|muddled|mixing|muddling) up ~3 (?:${PILLS}|pills|tablets|meds|medicine|medication|doses|dosette|blister pack)|(?:confused|muddled|mixed up) (?:with|about|over) (?:her|his|their|my|the) (?:${PILLS}|pills|tablets|meds|medicine|medication|doses)|(?:forgot|forgotten|didn't remember) (?:she|he|i|they) (?:had )?(?:already )?(?:took|taken|had) (?:them|it|her|his|my|their)|(?:gave|given|give|giving) (?:her|him|them|me|my [a-z]+) (?:the )?wrong (?:tablets|pills|meds|medication|medicine|dose|insulin|injection)|(?:took|taken|had|swallowed) (?:the )?wrong (?:tablets|pills|meds|medication|medicine)|(?:someone else's|another (?:resident's|patient's|person's)) (?:tablets|pills|meds|medication)|(?:took|taken|had|swallowed|given|gave) ~5 (?:thinking (?:they|it) (?:were|was)|instead of (?:his|her|their|my)|mistaking)|(?:mistakes|mistook|mixes up|muddles|muddled|confuses|confused) (?:her|his|their|my) (?:${PILLS}|pills|tablets|meds|medicine|medication|doses)|(?:took|taken|had|swallowed|given) (?:all )?(?:of )?(?:the |her |his |their |my )?(?:morning|evening|night|lunchtime|night ?time|bedtime|day's|week's|tomorrow's|today's|whole day's|whole week's) ~4 (?:together|at once|at the same time|in one go|all at once)`,
      context: "dizz[a-z]*|faint[a-z]*|weak|drows[a-z]*|sleepy|confus[a-z]*|sick|vomm?it[a-z]*|bleed[a-z]*|bruis[a-z]*|blood(?! (?:pressure|sugars?|glucose|tests?|results?|thinners?|thinning|levels?|count|type))|slow|racing|pounding|coll?aps[a-z]*|unwell|shaky|blurr[a-z]*|wobbly|fell|fallen|not herself|not himself|out of it|pale|clammy|sweaty|hypo|low|rouse|(?:hard|difficult) to wake|(?:can't|cant|won't|wont) wake|not making sense|unresponsive",
      reach: 30,
    },
    {
      category: 'overdose_poisoning',
      pattern: "(?:wild|foraged|picked|found|unknown|strange|random|garden|forest|woods|field|park|hedge|roadside) ~3 (?:mushrooms?|fungi|toadstools?|berries|plants?|leaves|seeds)|forag(?:ed|ing)|(?:mushrooms?|fungi|toadstools?|berries) (?:we|he|she|they|i) (?:found|picked|collected|gathered)",
      context: "vomm?it[a-z]*|sick|diarrh[a-z]*|cramps|stomach pain|tummy pain|belly pain|drows[a-z]*|confus[a-z]*|hallucinat[a-z]*|seeing things|dizz[a-z]*|unwell|ill|yellow|sweat[a-z]*|drool[a-z]*|tingl[a-z]*|numb|s(?:ei|ie)z[a-z]*|fitting",
      reach: 40,
    },
    // Head injury: a danger sign (or blood thinners) near a blow to the head; a baby dropped or
    // fallen onto the head.
    {category: 'head_injury', pattern: HEAD_DANGER, context: HEAD_BLOW, reach: 60},
    {
      category: 'head_injury',
      pattern: `(?:landed|fell|dropped|falling|fallen)${NG(3)} (?:on|onto)${NG(2)} ${P0}head|dropped (?:him|her|them|the baby|my baby|baby) ~4 (?:head|floor|ground|stairs)|(?:fell|fallen|rolled|dropped|tumbled)${NG(6)} (?:and )?(?:hit|banged|smacked|bumped|landed on) ${P0}head|head first|(?:fell|fallen|rolled|tumbled|dropped|slipped|came) (?:off|from|out of) ${P0}(?:changing (?:table|unit|mat)|bed|sofa|couch|settee|high ?chair|table|worktop|counter|pram|buggy|bouncer|car seat|arms|cot|bunk|stairs|steps)`,
      context: INFANT,
      reach: 60,
    },
    // Head injury: a small child fallen from furniture height onto the head.
    {
      category: 'head_injury',
      pattern: `(?:fell|fallen|dropped|tumbled|rolled|toppled) (?:off|from|out of) ~3 (?:counter|worktop|table|bunk bed|top bunk|bunk|high ?chair|changing table|kitchen side|window|balcony|wall|climbing frame|trampoline|shopping trolley|trolley|stairs|bannister|banister) (?:on|onto|on to|and landed on|head first onto) ${P0}(?:head|face)`,
      context: CHILD,
      reach: 40,
    },
    // Carbon monoxide: symptoms near a source of it, or symptoms that lift away from home.
    {
      category: 'carbon_monoxide',
      pattern: "(?:headache|hedache|headach|hedake|headake|haedache|heddache)s?|head aches?|dizz[a-z]*|nause[a-z]*|(?:feel|feels|feeling|felt) (?:sick|ill|unwell|rough|off|drowsy|sleepy|woozy|faint)|vomm?it[a-z]*|throw[a-z]* up|threw up|being sick|spew[a-z]*|puk[a-z]*|drows[a-z]*|sleepy|confus[a-z]*|muddled|faint[a-z]*|passed out|coll?aps[a-z]*|won't wake|wont wake|can't wake|cant wake|hard to wake|unconscious|breathless|short of breath|seems? off",
      context: CO_SOURCE,
      reach: 80,
    },
    {
      category: 'carbon_monoxide',
      pattern: "(?:better|fine|ok|okay|clear[a-z]*|gone|go away|goes away|improves?) (?:outside|outdoors|out of the (?:house|flat|home)|in the fresh air|away from (?:home|the house|the flat))|(?:better|go away|goes away|go|goes|stop|stops|ease|eases|gone|disappear[a-z]*|clear[a-z]* up|clears?|fine|improve[a-z]*|lift[a-z]*) (?:when|once|as soon as|after|whenever|if) (?:we|i|they|he|she|we're|i'm|im|were|they're|theyre|i am|we are|they are|he's|she's|hes|shes) (?:leave|leaves|go out|goes out|get out|gets out|are out|is out|'re out|am out|out|go outside|goes outside|outside|at work|are at work|'re at work|away|out of the (?:house|flat|home)|outdoors|in (?:the )?fresh air)|(?:go|goes|went|gone|disappear[a-z]*|clear[a-z]*|lift[a-z]*) (?:away )?(?:at|when (?:i'm |we're |i am |we are )?at) (?:work|school|the office|college|uni)|(?:our|my|the) (?:parrot|budgie|bird|canary|cockatiel|finch|birds) (?:has |have |just |also )?(?:died|collapsed|is dead|are dead)|only (?:when|at|while) (?:at |i'm at |we're at |in the )?(?:home|house|flat)",
      context: '(?:headache|hedache|headach|hedake|headake|haedache|heddache)s?|head aches?|dizz[a-z]*|nause[a-z]*|sick|drows[a-z]*|sleepy|confus[a-z]*|faint[a-z]*',
      reach: 30,
    },
    // Carbon monoxide: several people (or people and a pet) ill together, with home heating.
    {
      category: 'carbon_monoxide',
      pattern: "(?:all|both|everyone|everybody|whole family|all of us|the family|the kids|both kids|the children|(?:two|three|four|five|\\d) of us|me and (?:my )?[a-z]+|(?:my )?[a-z]+ and (?:i|me)|we all|we've all|weve all|they all|they've all|the (?:whole )?household|the whole house)(?: [a-z0-9']+){0,9} (?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)s?|(?:pounding|thumping|banging|splitting|throbbing|sore|fuzzy|heavy) heads?|heads? (?:pounding|thumping|banging|splitting|throbbing)|dizz[a-z]*|sick|vomm?it[a-z]*|nause[a-z]*|drows[a-z]*|sleepy|faint[a-z]*|confus[a-z]*|unwell|ill|flu ?like|poorly|lethargic)",
      context: "heating|radiators?|boiler|fireplace|(?:open|coal|log|wood|gas|the|a|our|real|lit the|lighting the) fire(?! alarm)|smoke|smoky|(?:weird|funny|strange|odd|burning|chemical|eggy|musty|sweet|acrid|horrible|nasty) (?:smell|smells|odou?r)|smell(?:s|ed|ing)? (?:of|like) (?:gas|burning|fumes|smoke|exhaust|eggs|oil|paraffin)|wood ?(?:stove|burner)|log burner|heater|furnace|pilot light|fumes|stove|cooker|flame|flue|vent|chimney|gas|(?:holiday|rented|rental) (?:cottage|home|house|flat|let|apartment|cabin|chalet|lodge)|caravan|cabin|chalet|airbnb|since (?:we|they) (?:arrived|moved in|got (?:here|there|to (?:the|our|their)))|(?:dog|dogs|cat|cats|pets?|bird|budgie|puppy|kitten)(?:'s)? ~3 (?:off|sick|vomm?it[a-z]*|lethargic|sluggish|sleepy|drowsy|unwell|ill|collapsed|died|dead|wobbly|weak|floppy|off (?:his|her|its) food|acting (?:strange|weird|odd|funny))",
      reach: 40,
    },
    // Burns: a hand, foot, arm, leg or face badly blistered from a burn (NHS: A&E).
    {
      category: 'burns',
      pattern: "(?:hand|hands|palm|palms|arm|arms|leg|legs|foot|feet|face|chest|back|tummy)(?: (?:is|are|has|have|got|gone|all|badly|really|very|now|come up|came up|up)){1,3} blister(?:ed|ing|s)(?! (?:a bit|slightly|a little|a tiny bit))",
      context: "burn[a-z]*|scald[a-z]*|oven|hob|stove|iron|kettle|boiling|fire|flames?|pan|radiator|exhaust|steam|hot (?:water|oil|fat|tea|coffee|plate|pan)",
      reach: 30,
    },
    // Burns: a burn that is deep, large, white, painless, on the face or from fire; any burn or
    // scald on a baby or small child; a chemical on the skin that hurt it; smoke after a fire.
    {
      category: 'burns',
      pattern: 'burn|burns|burned|burnt|burning|scald|scalds|scalded|scalding|blister[a-z]*|(?:fell|fallen|tripped|stumbled|stepped|stood|walked|trod|knelt|sat|put (?:his|her|my|their) (?:hand|foot|arm)|(?:his|her|my|their) (?:hand|foot|arm) went) (?:in|into|onto|on) (?:the |a )?(?:hot |burning |lit )?(?:campfire|bonfire|fire|fire pit|firepit|embers|hot coals|coals|barbecue|bbq|grill|log burner|wood burner)|(?:touched|touching|grabbed|caught against|caught on|brushed against|leaned|leant|leaning|sat|stood|knelt|fell|pressed|put (?:his|her|my|their) (?:hand|arm|foot|fingers)) ~4 (?:on |against |onto |into )?(?:the |a )?(?:hot |glass of the |door of the )?(?:oven|oven door|hob|stove|iron|radiator|log burner|wood burner|fire|heater|hot plate|hotplate|exhaust|kettle|grill|bbq|barbecue|pan|pot|glass door)',
      context: "white|waxy|leathery|charred|black|grey|gray|painless|soles? of (?:his|her|my|their|the) feet|both (?:hands|feet|palms)|hands|palms|feet|campfire|bonfire|embers|hot coals|(?:can't|cant|cannot|can not) feel (?:much|anything|it|a thing)|(?:doesn't|does not|don't|can't feel|cant feel) (?:hurt|feel)|numb|(?:bigger|larger) than (?:a |my |his |her |the |your )?(?:hand|palm|fist)|size of (?:a |my |his |her |the |your )?(?:hand|palm|fist|plate|saucer|orange|grapefruit|side plate)|the whole|all over|face|eyes?|genitals|groin|chemical|acid|bleach|alkali|caustic|electric[a-z]*|wire|socket|lightning|fire|flames?|explosion|exploded|petrol|gasoline|bonfire|firework[a-z]*|boiling|scalding|(?:cup|mug|pot|pan) of (?:tea|coffee|hot|boiling)|hot (?:tea|coffee|drink|water|oil|fat|grease)|whole (?:arm|forearm|leg|hand|palm|back|chest|body|side|face|foot|thigh|shin|neck)|all (?:down|over|across|up) (?:his|her|my|their|the) (?:arm|leg|back|chest|front|side|body|tummy|belly|stomach|thigh|legs|arms)|red raw|stuck to (?:his|her|my|their|the) skin|badly|severely|peeling|agony|(?:huge|big|large|massive|giant|lots of|loads of|multiple) blisters?|skin (?:has |is |was )?(?:come|came|coming|peeled|peeling|peel|hanging|falling) off|(?:peeling|peeled) (?:off|away)|skin (?:is )?peeling",
    },
    {
      category: 'burns',
      pattern: `(?:spilled|spilt|spill[a-z]*|poured|tipped|knocked|pulled|splashed) ~6 (?:boiling|scalding|hot|molten|melted) (?:[a-z]+ )?(?:tar|bitumen|wax|asphalt|metal|glass|sugar|caramel|jam|plastic|water|oil|fat|grease|soup|tea|coffee|milk|kettle|pan|drink)|(?:boiling|scalding|hot) (?:water|oil|fat|grease|soup|tea|coffee) ~6 (?:on|over|onto|all over|in|into) (?:him|her|his|my|himself|herself|myself|the baby|them|${P})|(?:steam|hot steam|scalding steam|boiling steam|jet of steam) ~6 (?:on|over|onto|all over|across|into|at) (?:him|her|his|my|himself|herself|myself|the baby|them|${P})`,
      context: `white|waxy|leathery|charred|painless|numb|lap|crotch|skin${NG(4)} (?:has |is |was )?(?:come|came|coming|peeled|peeling|hanging|falling) (?:off|away)|(?:can't|cant|cannot|can not) feel (?:much|anything|it|a thing|my|his|her)|(?:bigger|larger) than (?:a |my |his |her |the |your )?(?:hand|palm|fist)|the whole|whole (?:arm|forearm|leg|hand|palm|back|chest|body|side|face|foot|thigh|shin|neck)|all over|face|eyes?|genitals|groin|blister[a-z]*|skin (?:has |is |was )?(?:come|came|coming|peeled|peeling|hanging|falling) off|peeling|agony|badly|severely|red raw|stuck to (?:his|her|my|their|the) skin`,
      reach: 15,
    },
    {
      // Skin gone white, leathery or charred after hot oil, water or fire, with no burn word.
      category: 'burns',
      pattern: `(?:skin|burn|burns|area|patch|wound|blister|blisters|middle|centre|center|bit|hands?|palms?|fingers?|fingertips|feet|foot|arms?|legs?)(?: [a-z']+){0,3} (?:is |are |has |was |looks |gone |went |turned |has gone |has turned |is going |looking )?(?:all |really |very |a bit |kind of |kinda |sort of )?(?:white|waxy|leathery|charred|blackened|black|grey|gray)(?! (?:heads?|spots?|patches|hair|coating|tongue|dots?|bumps?))`,
      context: "burn[a-z]*|scald[a-z]*|hot (?:oil|fat|water|grease|tar|wax|metal|pan|plate|iron|coals|exhaust|sand)|boiling|(?:deep )?fat fryer|fryer|chip pan|(?:cooking|frying|chip) (?:oil|fat)|(?:oil|fat|grease) (?:from|out of|in) (?:the |a )?(?:pan|fryer|deep fat fryer|chip pan|wok)|steam|kettle|(?:steam|clothes|hair|curling) iron|ironing|oven|hob|stove|flames?|fire|bonfire|campfire|exhaust|molten|acid|caustic",
      reach: 25,
    },
    {
      // A kettle, pan or hot drink pulled over someone's body.
      category: 'burns',
      pattern: `(?:pulled|knocked|tipped|grabbed|dragged) (?:the |a |his |her )?(?:kettle|pan|pot|saucepan|cup of tea|mug of tea|cup of coffee|teapot|urn|deep fat fryer|fryer) ~4 (?:all over|over|onto|on|down) (?:him|her|them|his|himself|herself|themselves|the baby|${P})`,
      context: "arm|arms|chest|legs?|face|body|tummy|back|hands?|skin|screaming|blister[a-z]*|red",
      reach: 15,
    },
    {
      category: 'burns',
      pattern: `burn|burns|burned|burnt|scald|scalds|scalded|(?:boiling|scalding|hot) (?:[a-z]+ )?(?:water|oil|grease|fat|soup|tea|coffee|milk|kettle|iron|pan)|skin (?:has |is |was )?(?:come|came|coming|peeled|peeling|hanging|falling) off|(?:hand|hands|fingers|palm|arm|arms|leg|legs|thighs?|knees?|bum|bottom|foot|feet|chest|face|skin|tummy|back)${NG(6)} blister[a-z]*|(?:touched|touching|grabbed|grabbing|leaned|leant|sat|sitting|stood|knelt|fell|put (?:his|her|their) (?:hand|arm|foot|fingers)) ~4 (?:on |against |onto |into )?(?:the |a )?(?:hot |glass of the |door of the )?(?:oven|oven door|hob|stove|iron|radiator|log burner|wood burner|fire|heater|hot plate|hotplate|kettle|grill|bbq|barbecue|pan|pot|glass door|hair straighteners|straighteners|curling (?:iron|tongs))|(?:spilled|spilt|spill[a-z]*|poured|tipped|knocked|pulled) ~4 (?:coffee|tea|kettle|hot water|boiling water|soup|hot drink|cuppa|pan|hot oil|noodles)|(?:coffee|tea|hot drink|cuppa|soup|kettle) ~2 (?:spilled|spilt|went|tipped|poured|splashed) (?:on|over|all over|onto|down)|(?:grabbed|pulled|knocked|tipped) ~4 (?:cup|mug|flask|bowl) of (?:tea|coffee|hot|boiling|soup|noodles)`,
      context: CHILD,
      reach: 60,
    },
    {
      category: 'burns',
      pattern: `(?:acid|bleach|alkali|caustic soda|caustic|lye|(?:oven|drain|toilet|brick|patio) (?:cleaner|unblocker|spray)|unblocker|limescale remover|descaler|paint stripper|chemicals?|wet cement|cement|concrete|quicklime|ammonia|hair (?:dye|relaxer|removal cream))${NG(8)} (?:on|in|into|onto|over|splashed|sprayed|spilled|spilt|got|soaked|seeped|dripped|ran|leaked) ~2 (?:${P} )?(?:face|eyes?|skin|arms?|hands?|body|legs?|thighs?|knees?|shins?|feet|foot|ankles?|wrists?|fingers?|neck|back|chest|scalp|forearms?|elbows?|shoulders?|calf|calves|toes?|lips?|mouth|stomach|tummy|belly|cheeks?|forehead)|(?:acid|bleach|alkali|caustic soda|caustic|lye|(?:oven|drain|toilet|brick|patio) (?:cleaner|unblocker|spray)|unblocker|limescale remover|descaler|paint stripper|chemicals?|wet cement|cement|concrete|quicklime|ammonia|hair (?:dye|relaxer|removal cream)) (?:was |were |got |been |had been )?(?:left on|on for|sat on|stayed on|kept on) ~3 (?:too long|ages|hours|overnight|an hour|over an hour|(?:\\d+|two|three|four|twenty|thirty|forty|fifty|sixty) (?:min[a-z]*|hours?))`,
      context: "burn[a-z]*|blister[a-z]*|weep[a-z]*|ooz[a-z]*|red|redness|pain[a-z]*|sting[a-z]*|agony|peel[a-z]*|white|grey[a-z]*|gray[a-z]*|black|brown|leathery|patch|size of|eyes?|face|can't see|cant see|hurts?|hurting|raw",
      reach: 30,
    },
    {
      category: 'burns',
      pattern: "(?:shock|shocked|zap|zapped|jolt|electrocuted) ~5 (?:sockets?|plugs?|cables?|wires?|chargers?|mains|outlets?|appliance|leads?|fuse ?box|light (?:fitting|switch)|power lines?|pylon|train lines?|railway lines?|rail lines?|third rail|live rail|overhead lines?|electric fence|substation)|(?:sockets?|plugs?|cables?|wires?|chargers?|mains|outlets?|appliance|leads?|fuse ?box|light (?:fitting|switch)|power lines?|pylon|train lines?|railway lines?|rail lines?|third rail|live rail|overhead lines?|electric fence|substation) ~8 (?:shock|shocked|zap|zapped|jolt)",
      context: "(?:burn|black|scorch|red|entry|exit|dark|brown) marks?|burn[a-z]*|black|charred|marks? (?:on|where|at|in|round|around)|numb|blister[a-z]*|unconscious|passed out|faint[a-z]*|thrown|chest pain|heart|palpitat[a-z]*|(?:can't|couldn't|cant|couldnt) let go|wound|white|agony",
      reach: 20,
    },
    {
      category: 'burns',
      pattern: '(?:house|kitchen|car|building|flat|apartment|bedroom|chip pan|grease|electrical|gas) fire|fire (?:in|at) (?:our|the|my|his|her) (?:house|kitchen|flat|home|bedroom|building)|fire (?:in|at) (?:home|work|school)|(?:had|was|there was|there has been) a fire|explosion|(?:caught|catch|catching|went up in) (?:on )?(?:fire|flames|alight)|burst into flames|(?:caught|trapped|stuck) in (?:a|the) (?:fire|blaze|smoke)',
      context: "burn[a-z]*|smoke|cough[a-z]*|breath[a-z]*|hoarse|raspy|voice|soot|hurt|injur[a-z]*|face|skin|blister[a-z]*|hospital|unconscious|coll?aps[a-z]*",
      reach: 30,
    },
    // Sepsis: a danger sign near an infection; a fever during chemotherapy.
    {
      category: 'sepsis',
      pattern: `confus[a-z]*(?! (?:about|by|as to|whether|why|if|what|how|which)(?![a-z']))(?! with(?! (?:a |an |his |her |the )?(?:high|fever|temp|temperature|raging|infection)))|disorient[a-z]*|delirious|(?:not|isn't|isnt|is not|wasn't|aren't|stopped|barely|hardly) making (?:any |much )?sense|cold and clammy|(?:talking|mumbling|speaking) (?:nonsense|gibberish|rubbish)|mumbling|muddled|(?:doesn't|does not|don't|didn't|can't|cannot|dont|doesnt) know (?:what day|where (?:he|she|i|they) (?:is|am|are)|who (?:i|we|he|she) (?:am|are|is))|(?:slurr[a-z]*|slurd|slured|sluring)|breath[a-z]* (?:really |very |so |super |extremely |too )?(?:fast|quick|quickly|rapid|rapidly)|(?:fast|rapid) breathing|(?:shak[a-z]*|shiver[a-z]*|trembl[a-z]*) (?:all over|uncontrollabl[a-z]*|violently|so (?:bad|badly|much))|(?:can't|cant|cannot|can not) stop (?:shak[a-z]*|shiver[a-z]*|trembl[a-z]*)|rigors?|teeth (?:are )?chattering|mottled(?! (?:when|in|from|after) (?:she's |he's |it's |they're |the |a |her |his |their )?(?:cold|bath|bathtime|shower|outside))|(?:skin|knees|legs|arms|hands|feet|lips)${NG(3)} (?:blue|bluish|purple|purplish|grey|gray|greyish|mottled(?! (?:when|in|from|after) (?:she's |he's |it's |they're |the |a |her |his |their )?(?:cold|bath|bathtime|shower|outside))|blotchy|dusky)|(?:haven't|havent|hasn't|hasnt|have not|has not|not|hardly|barely) (?:peed|weed|urinated|passed (?:any )?(?:urine|water)|had a (?:wee|pee))|no (?:urine|pee|wee)|(?:wee|pee|urine)${NG(3)} (?:tiny amounts|hardly any|barely any|very little|only a little|only dribbles|dribbles|a trickle|a dribble)|(?:tiny|small|little) (?:amounts?|bits?|drops?) of (?:wee|pee|urine)|(?:barely|hardly|only just) (?:weeing|peeing|passing (?:any )?(?:urine|water))|(?:breathless|short of breath|out of breath|(?:can't|cant) (?:catch|get) my breath) ~4 (?:sitting|at rest|resting|lying|doing nothing|just sitting|in bed)|(?:gone|going|turned|went|turning) (?:a |all )?(?:weird|strange|funny|odd|horrible|awful|dusky|ashen|bluish|purplish|mottled) (?:colou?r|shade|grey|gray|blue)|(?:really |totally |completely )?not with it|(?:really |totally |completely )?out of it|away with the fairies|talking to (?:people|someone|things) (?:who|that) (?:aren't|arent|are not|isn't|isnt|is not) there|seeing things|hallucinat[a-z]*|(?:blue|bluish|purple|purplish|mottled|blotchy|dusky) (?:patches |blotches |marks |spots )?(?:on|over|across|all over) ${P0}(?:legs|knees|arms|skin|body|tummy|chest|feet|hands)|(?:feel|feels|feeling|felt) like (?:i'm|im|i am|he's|hes|she's|shes|he is|she is) (?:going to die|gonna die|dying|about to die)|(?:feel|feels|feeling|felt|think|thinks) (?:like )?(?:i|he|she) (?:will|would|might|could|'ll|am going to|is going to|am gonna|is gonna) die|(?:feel|feels|feeling|felt) like dying|something (?:awful|terrible|bad|really bad|horrible|dreadful) (?:is going to|is gonna|will|is about to) happen|(?:sense|feeling) of (?:impending )?doom|impending doom|(?:never|not ever) (?:felt|been) (?:this|so) (?:ill|sick|unwell|bad)|(?:the )?(?:worst|sickest|most ill) (?:i've|i have|ive|i|he's|she's|he has|she has) (?:ever )?(?:felt|been)(?! (?:about|for|since|in years))|(?:very|extremely|unusually|increasingly) drowsy|(?:really |very |so |all )?floppy|(?:gone|went|is|all|really|very) limp|(?:hard|difficult|impossible) to (?:wake|rouse)|barely (?:awake|conscious|rousable)`,
      context: `${INFECTION}|${WOUND}`,
      reach: 60,
    },
    {
      category: 'sepsis',
      pattern: `blotchy|purplish|patchy|(?:hands|feet|fingers|legs)${NG(3)} (?:ice|icy|freezing|stone) cold|(?:ice|icy|freezing) cold (?:hands|feet)|(?:hands|feet|fingers|toes|legs|skin)${NG(3)} (?:like ice|like ice blocks|stone cold)|(?:hands|feet|fingers|toes) (?:are |feel |felt |were |look |are really |are very |feel really |feel very )?(?:cold|freezing|icy)`,
      context: `${FEVER}|infect[a-z]*|uti|utis|cellulitis|pneumonia|flu|influenza|covid|sepsis|septic|chills|shiver[a-z]*|rigors?|mastitis|kidney infection`,
      reach: 40,
    },
    {
      category: 'sepsis',
      pattern: `${FEVER_HIT}|(?:3[89]|40|41) ?(?:c|degrees)|shiver[a-z]*|rigors?|chills`,
      context: 'chemo|chemotherapy|neutropeni[a-z]*|cancer treatment|immunosuppress[a-z]*|low white (?:cell|blood)|no spleen|spleen removed',
      reach: 30,
    },
    // Sepsis: a low or falling blood pressure with an infection.
    {
      category: 'sepsis',
      pattern: `(?:blood pressure|bp)${NG(3)} (?:really |very |so |dangerously |super |extremely )?(?:low|dropping|dropped|crashing|crashed|falling)|low blood pressure`,
      context: INFECTION,
      reach: 30,
    },
    // Sepsis: shivering or "feel like I'm dying" with a wound-type infection that is spreading
    // (not flu, where shivering is common).
    {
      category: 'sepsis',
      pattern: "shiver[a-z]*|shak(?:ing|y)|rigors?|(?:feel|feels|feeling|felt) like (?:death|death warmed up|(?:i'm|im|i am|he's|she's|he is|she is|i'm going to|im going to|i was going to) (?:dying|going to die|gonna die|die))",
      context: "appendix|removed|taken out|abscess|spreading|red streaks?|red lines?|cellulitis|wound|stitches|incision|operation|surgery|post ?op|catheter|infected (?:cut|wound|bite|graze|finger|toe|leg|arm|foot)|hot and red|red and hot",
      reach: 40,
    },
    // Meningitis: a stiff neck, light that hurts, or a very drowsy feverish person.
    {
      category: 'meningitis',
      pattern: `stiff neck|neck (?:is |was |feels |has gone |gone |went |got |getting |seems )?(?:very |really |so |super |quite |extremely |a bit )?(?:stiff|rigid)|neck stiffness|stiffness (?:in|of) ${P0}neck|${CANT} (?:bend|move|turn|flex) (?:${P} )?(?:neck|head)|${CANT} (?:touch|put|get|bring|bend|tuck|lower|drop|move) (?:${P} )?(?:chin|head) (?:down )?(?:to|on|onto|towards|toward|against|into) ${P0}chest`,
      context: `${FEVER}|(?:he's|she's|hes|shes|is|feels|really|very|so) (?:hot|boiling|roasting)|(?:very|really|so) sleepy|rash|vomm?it[a-z]*|photophobia|light(?! (?:doesn't|doesnt|does not|don't|dont|isn't|isnt|is not|is fine|is ok|is okay|fine|ok))|drows[a-z]*|confus[a-z]*|floppy|spots|meningitis`,
      reach: 25,
    },
    {
      category: 'meningitis',
      pattern: `(?:light|lights|brightness|sunlight)${NG(4)} (?:hurt|hurts|hurting|stings|burns|unbearable|too bright|too much|painful|bothering|bothers|killing|agony|torture)|(?:sensitive|sensitivity) to (?:the )?light|photophobi[a-z]*|(?:not|can't|cant|cannot|isn't|isnt|unable to|won't|wont|doesn't|doesnt|don't|dont) (?:tolerat[a-z]*|stand|bear|look at|handle|open (?:his|her|my|their) eyes (?:in|to|because of|with)) (?:the )?(?:light|lights|brightness)`,
      context: `${FEVER}|stiff|neck|rash|vomm?it[a-z]*|meningitis`,
      reach: 25,
    },
    {
      category: 'meningitis',
      pattern: `(?:rash|spots|marks|blotches) ~4 (?:like|looks like|look like|looking like) ~2 (?:purple|bruises|bruising|blood spots|pin ?pricks|blood blisters)|(?:purple|dark red|purplish) (?:bruises|bruising|marks|blotches|patches)|(?:dark|purple|purplish|dark red|red ?purple) (?:spots|dots|pin ?pricks|specks)|(?:rash|spots|marks|blotches|dots)${NG(3)} (?:is |are |looks |look |turning |gone |going )?(?:purple|dark purple|purplish|like bruises)|(?:cries|cry|crying|cried|scream[a-z]*) (?:when|if) (?:i|we|you|anyone) (?:pick|move|touch|hold|lift)|(?:very|really|so|extremely|super|unusually|increasingly|getting|more and more) (?:drowsy|sleepy|lethargic|irritable)|(?:hard|difficult|impossible) to (?:wake|rouse)|inconsolabl[a-z]*|scream[a-z]* (?:when|if) (?:i|we|you|anyone) (?:pick|move|touch|hold|lift)|(?:hands|feet) (?:are |feel |are really |are very |feel really )?(?:cold|freezing|icy)|(?:pain|aching|hurt[a-z]*) (?:in )?(?:his|her|their|my) legs|(?:rash|spots) ~5 (?:doesn't|does not|don't|do not|won't|wont|didn't|not|doesnt|dont|didnt|isnt|isn't) (?:to )?(?:fade|fading|disappear|blanch|go away|go white|go pale)`,
      context: FEVER,
      reach: 30,
    },
    // Self-harm: wanting to "end things", said of a life rather than a relationship.
    {
      category: 'self_harm',
      pattern: "(?:want|wants|wanted|wanna|going to|gonna|plan(?:s|ning)? to|ready to|decided to|about to|thinking (?:about|of)|thought about) (?:to )?end(?:ing)? (?:things|everything)(?! (?:with|between|off|on a|on good))|(?:can't|cant|cannot|can not) (?:live|go on living|keep living|carry on living) (?:like this|this way)",
      context: "life|live|living|anymore|any more|die|dead|kill|pills|goodbye|alive|here|over|tonight|for good|forever|burden|better off",
      reach: 30,
    },
    // Chest pain: "indigestion" that crushes or goes into the arm or jaw (NHS: a heart attack can
    // feel like indigestion).
    {
      category: 'chest_pain',
      pattern: "indigestion|heartburn|(?:it's|its|it is|the pain is|pain's|pain is|feels) (?:really |so |very )?crushing",
      context: "crushing|arm (?:hurts|hurting|aches|aching|is numb|is heavy|feels (?:heavy|numb|dead))|(?:left|his|her|my) arm|jaw|sweaty|sweating|clammy|grey|gray|ashen|collapsed",
      reach: 20,
    },
    // Self-harm: feeling like taking all one's tablets.
    {
      category: 'self_harm',
      pattern: `(?:feel|feels|feeling|felt) like (?:taking|swallowing|downing|necking|having) (?:all|every (?:one|single one)|the (?:whole|entire|rest of the) (?:box|packet|pack|bottle|lot)) (?:of )?(?:my|his|her|the|these|those)? ?(?:tablets|pills|meds|medication|${PILLS})`,
      context: "tablets|pills|meds|medication|paracetamol|sleeping|painkillers|insulin|antidepressants",
      reach: 12,
    },
    {
      category: 'meningitis',
      pattern: `(?:pain|pains|painful|hurts?|hurting|agony|screams?|cries|crying|winces?)(?: [a-z]+){0,2} (?:when|if|to|trying to) (?:(?:he|she|i|they|you) )?(?:tries to |try to |tried to )?(?:bend|bends|bending|tilt|tilts|tilting|put|puts|putting|move|moves|moving|touch|touches|touching|lower|lowers|lowering|nod|nods|nodding|look|looks|looking) (?:${P} )?(?:head|chin|neck)? ?(?:forwards?|down|to ${P0}chest)`,
      context: FEVER,
      reach: 30,
    },
    // Meningitis: the glass test told first, its result after ("pressed a glass on them and they
    // don't fade"): the result counts with the test, not any glass, near.
    {
      category: 'meningitis',
      pattern: "(?:rash|rashes|spots|dots|marks|blotches|bruises|pin ?pricks|it|they|them)(?: [a-z']+){0,3} (?:(?:doesn't|does not|don't|do not|didn't|did not|won't|wont|aren't|arent|isn't|isnt|not|never|dont|doesnt|didnt) (?:fad[a-z]*|disappear[a-z]*|go away|went away|blanch[a-z]*|turn white|go white|go pale|vanish[a-z]*|change colou?r|lighten[a-z]*|get (?:lighter|paler))|(?:(?:is|are|stay|stays|stayed|remain|remains|remained) )?still (?:there|visible|showing|the same|dark|red|purple)|(?:stay|stays|stayed|remain|remains|remained) (?:dark|red|purple|there|visible|the same))",
      context: "(?:press[a-z]*|push[a-z]*|roll[a-z]*|put|putting|held|hold|holding|did|done|do|tried|squash[a-z]*) (?:a |the |my |our )?(?:clear )?(?:glass|tumbler)|(?:glass|tumbler) (?:test|thing|trick)|(?:glass|tumbler) (?:on|onto|against|over) (?:it|them|the|his|her|my|their)",
      reach: 15,
    },
    // Meningitis: a neck that hurts when it is bent or moved, told of the neck with a fever near.
    {
      category: 'meningitis',
      pattern: `neck${NG(3)} (?:hurts?|hurting|kills?|killing|agony|pain[a-z]*|sore|screams?)(?: [a-z']+){0,3} (?:when|if|whenever|every time) (?:i|he|she|they|you|we) (?:try to |tries to |tried to )?(?:bend|bends|bent|move|moves|moved|turn|turns|turned|tilt|tilts|tilted|lower|lowers|nod|nods|look|looks|put|puts) (?:it|down|forwards?|${P} (?:head|chin) (?:down|forwards?))`,
      context: FEVER,
      reach: 30,
    },
    // Self-harm: a last message or post, said as a goodbye.
    {
      category: 'self_harm',
      pattern: "(?:this (?:is|will be|'ll be)|it's|its|it is|that was|that's) (?:my|the) (?:last|final) (?:message|post|text|goodbye|words|time (?:you'll|you will|anyone will) hear from me)(?! (?:before|for (?:today|tonight|now|the day|a while|this)|until|till|of the day|today|tonight|on this|in this|here about|about|on the|in the group|to the group))",
      context: "last|final",
      reach: 4,
    },
    // Other emergencies: a limb crushed or trapped in a machine or under a vehicle.
    {
      category: 'other_emergency',
      pattern: "(?:stuck|caught|trapped|pinned|mangled|dragged|crushed) ~3 (?:in|under|between|by|into) (?:the |a |an |his |her |my |some )?(?:machine|machinery|press|roller|rollers|conveyor|gears|car|van|lorry|truck|tractor|forklift|rubble|beam|pallet|mincer|grinder|combine|baler|auger)",
      context: "crush[a-z]*|mangled|trapped|pinned|(?:can't|cant|cannot) get (?:it|him|her|them) out|bleed[a-z]*|blood|broken|screaming",
      reach: 20,
    },
    // Meningitis: a rash with a baby's or child's danger sign (floppy, a high-pitched cry, hard to
    // wake, a bulging soft spot), which the glass test need not wait for (NHS, "Meningitis").
    {
      category: 'meningitis',
      pattern: "rash|rashes|spots|blotch[a-z]*|purple (?:marks|patches|dots)|pin ?pricks?",
      context: "floppy|high ?pitched|hard to wake|difficult to wake|won't wake|wont wake|can't wake|cant wake|bulging|fontanelle|soft spot",
      reach: 20,
    },
    // Sepsis: "something is seriously wrong" with an infection (UK Sepsis Trust).
    {
      category: 'sepsis',
      pattern: "(?:feel|feels|feeling|felt|know|knows|think|thinks|sense|senses)(?: like| that)? something (?:is |'s |was )?(?:really |seriously |very |badly |terribly |horribly |properly |definitely )(?:wrong|not right)|(?:sense|feeling) of (?:impending )?doom|impending doom",
      context: INFECTION,
      reach: 40,
    },
    // Pregnancy: any bleeding; heavy bleeding, severe or one-sided pain, a severe headache or
    // vision change, sudden swelling, fewer movements, a fit or a blow to the bump in pregnancy
    // or after birth; contractions or waters before 37 weeks; a high fever; after birth, a
    // fever, a foul discharge or feeling very unwell; waters with a fever.
    {
      category: 'pregnancy',
      pattern: "bleed[a-z]*",
      context: PREGNANT,
      reach: 80,
    },
    {
      category: 'pregnancy',
      pattern: `(?:heavy|heavier|severe|massive|lots of|a lot of|sudden) (?:bleeding|blood loss)|bleed[a-z]* ~3 (?:heavy|heavier|heavily|a lot|loads|so much|more and more|like a tap)|blood (?:clots|everywhere|gushing|loss|pouring|running)|(?:bleed[a-z]*|blood) ~3 (?:pouring|pours|gushing|gushes|flooding|streaming|everywhere|(?:won't|wont|will not|isn't|isnt|is not|not) (?:stop|stopping|slowing))|soak[a-z]* (?:through )?~3 (?:towels?|sheets?|the bed|mattress|clothes|trousers|jeans|leggings)|passing clots|clots|(?:lot|lots|gush|loads|pool|puddle) of (?:bright |fresh |dark )?(?:red )?blood|bright red blood|losing blood|(?:pads?|sanitary towels?) ~4 (?:an hour|in (?:an|one|two|2|1|half an) hours?|every hour)|soak[a-z]* ~3 pads?|(?:gone|went|going|got) through ~3 pads|(?:severe|really bad|very bad|intense|terrible|unbearable|sharp|extreme|excruciating|agonising|agonizing|stabbing|awful) ~2 (?:abdominal|stomach|belly|tummy|pelvic|lower abdominal|cramping|cramps|pain)|(?:abdominal|stomach|belly|tummy|pelvic) pain ~2 (?:severe|unbearable|very bad|really bad)|(?:pain|cramp[a-z]*|stabbing|aching) ~4 (?:one|${SIDE}) side|(?:one|${SIDE}) ?sided (?:pain|cramp[a-z]*)|shoulder ?tip pain|pain ~3 (?:in|at) (?:my |her |the )?shoulder tip|(?:fell|fall|fallen|falling|tripped|slipped|crash|accident|collision|hit|kicked|punched|kneed|landed|seatbelt) ~6 (?:bump|stomach|tummy|belly|abdomen)|(?:car|road|traffic) (?:crash|accident|collision)|(?:baby|babys|baby's|bump|little one) (?:isn't|isnt|is not|hasn't|hasnt|has not|stopped|not|has stopped|hasn't been|not been|didn't|didnt|hasn't really|has hardly|has barely) (?:to )?(?:moving|kicking|moved|kicked|move|kick)|(?:not|hasn't|hasnt) (?:moved|moving|kicked|kicking) (?:all day|since|today|for (?:hours|a while|ages|\\d+))|(?:to )?(?:stop|stopped|stopping) (?:moving|kicking)|(?:haven't|havent|have not|not|hasn't|hasnt) (?:felt|feel|feeling) (?:anything|any movements?|any kicks|him|her|it|them) ~2 (?:since|all day|today|for|move|kick)|(?:haven't|havent|hasnt|hasn't|not|didn't|didnt) (?:felt|feel|feeling) (?:the |my |her )?(?:baby|babies) (?:move|moving|kick|kicking)|(?:don't|dont|do not|can't|cant|cannot|couldn't|not sure|unsure|not certain) ~4 (?:baby|babies|bump|little one|he|she|it|they|him|her|them) ~3 (?:moved|moving|move|kicked|kicking|kick|wriggl[a-z]*)|(?:baby|babies|bump|little one) ~3 (?:very |really |so |unusually |too |super )?(?:quiet|still(?! (?:[a-z]+ing|moves?|kicks?|active|there|fine|ok|okay|good|going|doing|wriggl[a-z]*))|not active|less active)|(?:less|reduced|fewer|decreased|no|slower|reduction in) (?:fetal |baby |foetal )?(?:movements?|kicks?)|(?:movements?|kicks) ~4 (?:slowed|reduced|less|stopped|decreased|fewer|changed|slowing)|only felt (?:a couple|a few|one|two) (?:of )?kicks|(?:baby|he|she) ~2 (?:quieter|less active|moving less|kicking less)|(?:baby|babies|bump|little one|he|she|it) ~3 (?:moving|moves|moved|kicking|kicks|kicked|wriggling|movements?) (?:(?:a lot|much|way|loads|far|so|a bit|really|definitely) )?(?:less|fewer|slower|less often)|(?:severe|terrible|worst|bad|really bad|awful|pounding|splitting|horrible|massive|constant) (?:headache|hedache|headach|hedake|headake|haedache|heddache)|(?:headache|hedache|headach|hedake|headake|haedache|heddache) ~5 (?:won't|wont|isn't|not|doesn't|can't) (?:go|going|shift|touch|budge|helping|help|ease)|(?:vision|eyesight)${NG(3)} (?:blurr[a-z]*|fuzzy|funny|weird|strange|spotty|sparkly|flash[a-z]*)|blurr[a-z]* vision|(?:flashing|flickering|sparkling|zigzag) (?:lights?|spots?|lines)|(?:seeing|see|sees|saw|can see) (?:spots|stars|flashes|flashing lights|sparkles|zigzags|zig zags)|swell[a-z]* (?:in|of|on|round|around) (?:my |her |the )?(?:face|hands|eyes)|spots (?:in|before) (?:my |her )?(?:eyes|vision)|(?:face|eyes)${NG(4)} (?:swell[a-z]*|swollen|puff[a-z]*|blown up|ballooned)|(?:swollen|puffy) face|(?:sudden|sudd?enly|all of a sudden|overnight|massively) ~3 (?:swell[a-z]*|swollen|puff[a-z]*)|(?:hands|fingers|feet|legs|ankles)${NG(4)} (?:swell[a-z]*|swollen|puff[a-z]*|blown up|ballooned) ~3 (?:sudd?enly|all of a sudden|overnight|since yesterday|today|this morning)|s(?:ei|ie)zures?|(?:having|had|has|have|a|several|two|three|another|\\d+) fits?|fits? (?:again|now|today|tonight)|fitting|convuls[a-z]*`,
      context: `${PREGNANT}|${POSTPARTUM}`,
      reach: 80,
    },
    {
      category: 'pregnancy',
      pattern: `${FEVER_HIT}|(?:smelly|foul|offensive|bad smelling|green|stinky|smelling) (?:discharge|smell|bleeding|blood|loss)|discharge ~3 (?:smells?|smelly|foul|stinks)|(?:feel|feels|feeling|felt) (?:really |very |so |extremely )?(?:unwell|ill|awful|terrible|shaky)`,
      context: POSTPARTUM,
      reach: 80,
    },
    // After birth, chest pain, breathlessness or a painful swollen calf (a clot). The hit never
    // is a bare "chest pain", so that a message that only denies chest pain many times is not
    // read as a birth.
    {
      category: 'pregnancy',
      pattern: `(?:having|have|has|had|got|getting|with|and|now|bad|severe|sudden|sharp|stabbing|crushing) chest (?:pain|pains|tightness|pressure)|chest (?:hurts|is hurting|feels tight|is tight)|${BREATH_BAD}|(?:calf|leg) ~3 (?:swollen|painful|red|hot|hurts|throbbing)|coughing (?:up )?blood`,
      context: POSTPARTUM,
      reach: 40,
    },
    {
      category: 'pregnancy',
      pattern: "contractions|(?:regular|strong|painful|frequent) (?:tightenings?|cramps|period pains)|tightenings? (?:coming )?every ~2 (?:minutes|mins|min)|waters? ~3 (?:broke|broken|breaking|burst|gone|went|leaking|leak)|leaking (?:clear )?(?:fluid|water)|labou?r (?:pains?|has started|started)",
      context: "(?:2[0-9]|3[0-6]) ?(?:weeks?|wks?)(?! old| ago)|premature|preterm|pre term|too early",
      reach: 60,
    },
    {
      category: 'pregnancy',
      pattern: "(?:high|really high|very high) (?:fever|temperature|temp)|(?:fever|temperature|temp) (?:of )?(?:39|40|41|10[2-5])",
      context: PREGNANT,
      reach: 60,
    },
    {
      category: 'pregnancy',
      pattern: "waters? ~3 (?:broke|broken|breaking|burst|gone|went|leaking|leak)|leaking (?:clear )?(?:fluid|water)|(?:fluid|water) (?:is |keeps )?(?:leaking|trickling|gushing)|(?:gush|trickle|leak|lot|flood|puddle) of (?:[a-z]+ )?(?:fluid|water|liquid)",
      context: `${FEVER}|smell[a-z]*|green|brown|bleed[a-z]*|blood|shiver[a-z]*|shak[a-z]*|unwell|cord`,
      reach: 30,
    },
    // Sick child: a baby or small child who is floppy, grunting, sucking in, not feeding, dry,
    // very hard to wake, blue, mottled; a fever in a baby under three months.
    {
      category: 'sick_child',
      pattern: `(?:not|isn't|isnt|stopped|has stopped|wasn't) breathing(?! (?:fast|quickly|rapidly|too fast|too quickly|hard|heavily|noisily|as fast|any faster|funny|weird|strangely)(?![a-z']))|strugg?ling (?:to|for) (?:breathe|breath)|(?:can't|cant|cannot) breathe|turning blue|gone blue|went blue|fitting|having a (?:fit|s(?:ei|ie)zure)|convuls[a-z]*|floppy(?! when (?:he's|she's|he is|she is|tired|sleepy|asleep|sleeping|relaxed))|(?:is|was|gone|went|goes|seems|feels|looks|very|really|so|all|completely|totally|bit|and) limp|(?:pale|floppy|cold|grey|gray|blue|sleepy|drowsy|hot) , limp|grunt[a-z]*(?! (?:noises? |sounds? )?(?:in|during) (?:his|her|their|the) sleep)(?! (?:noises? |sounds? )?(?:when|while) (?:he |she |they |he's |she's )?(?:poo[a-z]*|poop[a-z]*|strain[a-z]*|passing|feed[a-z]*|stretch[a-z]*|sleep[a-z]*|doing a poo|dreaming|(?:does|do|doing|having|has|have|pushing out|trying to do) (?:a |her |his )?(?:poo|poop|wee|bowel movement|stool|number two|nappy)))|(?:sucking|pulling|sinking|caving|drawing|going) in (?:between|under|below|around|at) ~3 ribs|ribs${NG(4)} (?:sucking|pulling|sinking|caving|drawing|going) in|(?:chest|tummy|skin|neck|throat)${NG(3)} (?:sucking|pulling|sinking|caving|drawing|caves|sucks|pulls|sinks|draws|goes|going) in|recessions?|retractions?|head bobbing|(?:nostrils flaring|flaring (?:his |her )?nostrils)|(?:not|isn't|isnt|won't|wont|hasn't|hasnt|refusing|refuses|refused|stopped|doesn't|doesnt|can't|cant|not been|(?:he's|she's|hes|shes|is) no) (?:(?:want|wanting|wants) to |wanna )?(?:feeding|feed|fed|drinking|drink|drunk|taking (?:any )?(?:milk|feeds?|bottles?|the bottle|the breast|fluids|water)|take (?:any |his |her |a |the )?(?:milk|feeds?|bottles?|breast|fluids)|nursing|latching)(?! (?:well|as well|so well|very well|too well|properly|great|brilliantly|on one side|as often|as much|much|from|out of|enough|juice|anything but|anything except|only|cow|formula from|water|alcohol|coffee|tea|the water))|off (?:his|her) (?:feeds|milk|bottles?|food and drink)|(?:groan[a-z]*|moan[a-z]*|grunt[a-z]*|noise|sound|squeak) ~4 (?:each|every|end of (?:each|every|every single)|with (?:each|every)) breath|(?:refusing|refuses|refused) (?:all )?(?:feeds|the bottle|the breast|milk|fluids|drinks)|(?:brings?|bringing|brought|throws?|throwing|threw|sicks?|sicking) up (?:every|all|each) (?:feed|feeds|bottle|drink|meal|thing)|(?:can't|cant|won't|wont|not) (?:keep|keeping) (?:anything|any (?:milk|fluids?|feeds?|water|food)|(?:a |his |her )?(?:feeds?|bottles?|milk|fluids|water)) down|(?:vomm?it[a-z]*|throw[a-z]* up|threw up|being sick|puk[a-z]*|bringing up) ~2 (?:everything|every feed|all (?:his |her |the )?(?:feeds?|milk|fluids)|whatever|anything (?:he|she|we) (?:eat|eats|drink|drinks|give)|every bottle)|(?:can't|cant|won't|wont|unable to|not|isn't|isnt|cannot|doesn't|doesnt) keep(?:ing)? (?:anything|any ?thing|fluids|water|milk|feeds?|liquids|(?:even )?(?:a |one |any )?(?:spoon|spoonful|sip|mouthful|drop|bit|ounce|teaspoon)s? of [a-z]+) down|no tears when (?:he|she|they) cr(?:y|ies)|(?:crying|cries|cry) (?:with )?(?:no|without) tears|not (?:crying|making|producing|making any) (?:any )?tears|no wet (?:nappy|nappies|diaper|diapers)|(?:nappy|nappies|diaper|diapers)${NG(3)} dry|(?:dry|bone dry) (?:nappy|nappies|diaper|diapers)(?! (?:rash|cream|at night|overnight))|(?:not|hasn't|hasnt|haven't|havent|no) (?:had )?(?:a |any )?wet (?:nappy|nappies|diaper|diapers)|(?:not|hasn't|hasnt|no|hasn't) (?:passed|done|had) (?:any )?(?:urine|a wee|a pee|wee|pee)|(?:not|hasn't|hasnt) (?:peed|weed|urinated)|(?:hard|difficult|impossible|struggling) to (?:wake|rouse)|barely (?:wakes?|waking|opens?|opening|awake|conscious|responsive)|keeps? (?:drifting|nodding) off|(?:wants|keeps wanting) to sleep all the time|(?:can't|cant|won't|wont) (?:keep|stay) (?:awake|his eyes open|her eyes open)|(?:very|really|so|extremely|unusually|super|quite|completely|totally|too) (?:sleepy|drowsy|lethargic|listless|weak)|sleeping (?:too much|all day|constantly|more than usual)|(?:not|won't|wont|isn't|isnt|doesn't|doesnt) (?:waking|wake) (?:up )?for (?:feeds|feeding|his feeds|her feeds|his milk|her milk|(?:his |her |a |the )?bottles?)|(?:not|isn't|isnt|won't|wont|hasn't|hasnt) (?:waking|woken|wake|rousing) (?:up )?(?:properly|fully|at all)|(?:not|isn't|isnt|no longer) interested in (?:feeds|feeding|milk|(?:his |her |the )?(?:bottle|bottles|breast|feeds)|drinks?|drinking)|(?:sleeping|sleepy|asleep) (?:all the time|constantly|non ?stop)|too (?:tired|weak|sleepy) to (?:play|drink|feed|eat|cry|suck)|breathing (?:is |was )?(?:noisy and fast|fast and noisy|fast and shallow|shallow and fast|fast and rattly)|unresponsive|(?:high|weird high|strange high|odd high) (?:cry|crying)|(?:high ?pitch(?:ed)?|(?:high|really high|very high) (?:shrill|piercing)|shrill|piercing) (?:cry|crying|scream[a-z]*|wail[a-z]*|squeal[a-z]*|shriek[a-z]*)|(?:weak|whimpering|moaning|constant|inconsolable) (?:cry|crying)|(?:lips|face|tongue|skin)${NG(4)} (?:blue|bluish|blueish|grey|gray|greyish|grayish|purple|dusky)${COLD}|(?:blue|grey|gray|dusky) (?:lips|face|tongue)|mottled(?! (?:when|in|from|after) (?:she's |he's |it's |they're |the |a |her |his |their )?(?:cold|bath|bathtime|shower|outside))|(?:very |really )?pale and (?:floppy|limp|cold|clammy)|(?:bahut|bohot|bahot|bilkul) (?:sust|susst|kamzor)|doodh (?:nahi|nahin|nai) (?:pi|pee|le)[a-z]*|(?:sunken|hollow) (?:eyes|fontanel[a-z]*|soft spot)|(?:eyes|soft spot|fontanel[a-z]*)${NG(3)} (?:sunken|hollow|sunk in|sinking in)|(?:only|just) (?:had |done |been )?(?:one|1|a single|the one) wet (?:nappy|nappies|diaper|diapers)|(?:doesn't|does not|didn't|did not|dont|doesnt|don't|can't|cant) (?:know|recogni[sz]e) (?:me|us|his mum|her mum|his dad|her dad|his mummy|her mummy|who i am|who we are)|breath[a-z]* (?:is |was |r |are )?(?:really |very |super |so |v |well |dead |proper )(?:fast|quick|quickly|hard|heavily)|(?:ribs|collar ?bones?)${NG(3)} (?:showing|show|sticking out) (?:when|as|with|every time) (?:he|she|they|baby) (?:breathes?|breathing)|(?:can )?see (?:his|her|their|the) ribs (?:when|as|with|every time) (?:he|she|they) (?:breathes?|breath)|(?:blue|bluish|blueish|grey|gray|greyish|purple|dusky)(?: tinge| colour| color| tint| hue| ring| line)? (?:around|round|on|in|to) (?:the |his |her |their )?(?:lips|mouth)${COLD}|(?:green|bile|bilious|dark green) ~2 (?:vomit|sick|bile)|vomm?it[a-z]* ~3 (?:green|bile)`,
      context: CHILD,
      reach: 80,
    },
    {
      category: 'sick_child',
      pattern: `${FEVER_HIT}|(?:feels?|felt|is|was|he's|she's|hes|shes) (?:really |very |so |super |absolutely )?(?:hot|boiling|roasting|burning)|(?:be|being|feel|feels|is|so) (?:this|that|so) hot|(?:3[89]|40)(?= (?:and|now|today|tonight|this|under|in|on|\\.|,|\\?)|$)`,
      context: YOUNG_BABY,
      reach: 80,
    },
    // Unconscious: a faint or a collapse, and the person still out.
    {
      category: 'unconscious',
      pattern: "still out(?: cold)?(?= \\.| ,| \\?|$| and| for| after| on)|(?:hasn't|hasnt|has not|not|isn't|isnt) (?:yet )?(?:come|came|coming) (?:round|around|to)(?= \\.| ,| \\?|$| and| yet| after)",
      context: 'faint[a-z]*|passed out|collapsed|blacked out|keeled over|on the floor|went down',
      scope: 'message',
    },
    // Self-harm: a gun gone from its place, with a worrying sign in the message.
    {
      category: 'self_harm',
      pattern: "(?:gun|guns|rifle|shotgun|pistol|firearm|revolver) (?:is |are |has |have |'s )?(?:gone|missing|disappeared|been taken) (?:from|out of) (?:the |his |her |their |its )?(?:[a-z]+ )?(?:cabinet|safe|cupboard|locker|case|drawer|rack|box)",
      context: "without (?:him|her|me|them)|(?:not|no|isn't|isnt|won't|wont|stopped) (?:answer[a-z]*|picking up|pick up)|goodbye|sorry|depress[a-z]*|low|suicid[a-z]*|note|letter|burden|hopeless|end it|can't go on|cant go on|(?:hasn't|hasnt|not) (?:come|came) home",
      scope: 'message',
    },
    // Self-harm: a handful of pills swallowed with an apology, a goodbye or a door not answered.
    {
      category: 'self_harm',
      pattern: "(?:swallowed|taken|took|downed|necked) (?:a bunch|a load|loads|lots|a lot|a handful|handfuls|all|the rest|a whole (?:box|packet|pack|bottle)) (?:of )?(?:her|his|my|their|the|mum's|dad's)? ?(?:[a-z]+ )?(?:pills|tablets|meds|medication|capsules)",
      context: "sorry|goodbye|said bye|love you all|(?:not|no|isn't|isnt|won't|wont|stopped|not) answer[a-z]*|(?:not|no|isn't|isnt|won't|wont) (?:opening|open|picking up|pick up)|locked (?:in|herself|himself|themselves)|note|letter",
      scope: 'message',
    },
    // Breathing: something stuck in the throat and the breath getting noisy or harsh.
    {
      category: 'breathing',
      pattern: "(?:breathing|breath|breaths) (?:is |are |has |sounds? |sounding )?(?:getting |gone |going |becoming |become |very |really |so )?(?:noisy|noisier|squeaky|squeaking|raspy|rasping|harsh|whistl[a-z]*|crowing|high pitched)",
      context: 'stuck|lodged|choking|choked|swallowed|bone|(?:can\'t|cant|cannot) swallow|in (?:my|his|her|their|the) throat',
    },
    // Breathing: a food a child can inhale (a grape, a nut, popcorn) swallowed or gone down the
    // wrong way, then a noise, no cry or no cough: something is in the airway.
    {
      category: 'breathing',
      pattern: "(?:swallowed|swallow|inhaled|breathed in|sucked (?:in|down)|choked on|gulped(?: down)?) (?:a |an |the |some |half a |a whole |a piece of |a bit of |a chunk of |one of (?:the|his|her|my|their) )?(?:whole |big |large |hard |round |small |little )?(?:grapes?|cherry tomato(?:es)?|blueberr(?:y|ies)|cherr(?:y|ies)|olives?|nuts?|peanuts?|cashews?|almonds?|popcorn|sweets?|boiled sweet|hard sweet|candy|mints?|gobstopper|lolly|lollipop|sausage|hot ?dog|carrot|apple|marshmallow|jelly (?:cube|sweet)|steak|crisps?|pea|peas|raisins?)(?: whole)?|(?:grapes?|nuts?|peanuts?|popcorn|sweets?|food|apple|carrot|sausage|crisps?|a piece|a bit|something|it) (?:went|gone|has gone|had gone|go|goes) down the wrong (?:way|hole|pipe)",
      context: "(?:squeak[a-z]*|whistl[a-z]*|wheez[a-z]*|crowing|high ?pitched|rasp[a-z]*|honking|croaky|barking) (?:noise|noises|sound|sounds)|(?:noise|noises|sound|sounds) (?:when|as|while|with|on) (?:(?:he|she|they) )?(?:breath[a-z]*|tries to breathe)|(?:can't|cant|cannot|couldn't|couldnt|unable to|not able to|won't|wont) (?:cry|talk|speak|cough|make a sound|make a noise|make any (?:sound|noise)|breathe|get (?:a |any )?(?:breath|air))|(?:not|isn't|isnt) (?:crying|making a (?:sound|noise)|able to (?:cry|cough|talk))|(?:no|without a) (?:sound|noise|cry)|silent|drool[a-z]*|gagg[a-z]*|retch[a-z]*|chok[a-z]*|going (?:red|blue|purple)|turning (?:red|blue|purple)|clutch[a-z]*|struggl[a-z]*|noisy|stridor|stuck",
      reach: 20,
    },
    // Poisoning: bleach mixed with ammonia, an acid or another cleaner gives off a toxic gas.
    {
      category: 'overdose_poisoning',
      pattern: "(?:mixed|mixing|mix|combined|combining|used|poured|put) ~3 (?:bleach|chlorine|domestos|thick bleach|ammonia) ~3 (?:with|and|together with|on top of|after|into|in with) ~3 (?:ammonia|vinegar|acid|toilet cleaner|limescale remover|descaler|drain (?:cleaner|unblocker)|oven cleaner|another cleaner|other cleaners?|other products?|rubbing alcohol|surgical spirit|bleach|harpic|viakal|kilrock|cillit bang)",
      context: "cough[a-z]*|throat|chest|breath[a-z]*|wheez[a-z]*|eyes|stream[a-z]*|dizz[a-z]*|sick|vomm?it[a-z]*|nause[a-z]*|fumes|gas|smell[a-z]*|burn[a-z]*|sting[a-z]*|headache|light ?headed|choking|can't stop",
      reach: 30,
    },
    // Self-harm: the means at hand and the thought of using them.
    {
      category: 'self_harm',
      pattern: "(?:thinking|thought|think|keep thinking|tempted|urge|want|wanting|going|plan[a-z]*|ready|decided) (?:about |of |to )?(?:using|use|taking|take|swallowing|swallow) (?:it|them|that|those|all of them|them all)",
      context: 'rope|noose|gun|pills|tablets|blade|blades|razor|knife|belt|cord|ligature|bridge|ledge|roof|train|stash|stockpile',
    },
    // Self-harm: looking at or holding the means; cutting or burning now, deeper than usual; a
    // goodbye, a thank-you "for everything" or prized things given away, with a worrying sign.
    {
      category: 'self_harm',
      pattern: "(?:keep|kept|keeps|keeping|been|sit|sat|sitting|can't stop|cant stop|started|start|i'm|im|am|was|is) (?:looking at|staring at|holding|counting|eyeing|touching|checking|getting out|taking out|lining up|thinking about|thinking of) (?:it|them|that|those|all of them|the (?:pills|tablets|bottle|rope|knife|blade|razor|gun|packets?|box|boxes|meds|medication))(?! (?:for|with|to see|up|over|again and again for))",
      context: "rope|noose|guns?|rifle|shotgun|pills|tablets|meds|medication|medicine|medicines|insulin|blades?|razors?|knife|knives|belt|cord|ligature|bridge|ledge|train|tracks|stash|stockpil[a-z]*|paracetamol|painkillers|sleeping pills|packets|bottle of|saved up|hoarded",
      reach: 25,
    },
    {
      category: 'self_harm',
      pattern: "cutting (?:again|right now|rn|tonight|deeper|too deep)|(?:i'm|im|i am|i've been|ive been|been|started|start|keep|kept|he's|she's|hes|shes|he is|she is|they're|is|was|are|were) (?:cutting(?: (?:myself|himself|herself|themselves|again|right now|now|tonight|today|more))?|(?:burning|scratching|hitting|carving|slashing|punching) (?:myself|himself|herself|themselves|(?:my|his|her|their) (?:arms?|wrists?|legs?|thighs?|skin|stomach|body|face|head)))",
      context: "deep(?:er|ly)?|too deep|blood|bleed[a-z]*|blades?|razors?|knife|scissors|glass|sharpener|lighter|wrists?|thighs?|arms|forearms?|scars?|urges?|relapse[a-z]*|than usual|than before|than ever|(?:can't|cant|cannot|won't|wont) stop|numb|hate myself|self ?harm[a-z]*|punish[a-z]*|deserve",
      reach: 20,
    },
    {
      category: 'self_harm',
      pattern: "(?:message|messages|text|texts|note|letter|voicemail|voice note|post|call|email|video) ~5 (?:saying|said|says|to say) (?:goodbye|good bye|bye|farewell|sorry for everything|thank you for everything|thanks for everything|she loves|he loves|they love|i love|(?:she's|shes|she is|he's|hes|he is|they're|theyre) (?:so )?sorry)|(?:saying|said|says|say|texted|texting|messaged|messaging|sent|sending|wrote|writes|told|telling|text|texts|message|messages|dm'd|dmd|whatsapped) (?:me |us |him |her |them |everyone |everybody |all of us |the group |the family |his mum |her mum )?(?:goodbye|good bye|bye|farewell)(?! to (?:the|my|his|her|our) (?:old|last|kids at|children at|school|house|flat|job|dog|cat))|(?:thanking|thanked|thanks|thank) (?:(?:me|us|him|her|them|everyone|everybody|you all) )?for everything|(?:gave|given|giving|give|gives) (?:me|us|him|her|them|her sister|his brother|away) ~3 (?:favourite|favorite|prized|treasured|most precious|precious|beloved|special|cherished|things|stuff|belongings|possessions)|(?:giving|gave|given) (?:all )?(?:his|her|their|my) (?:stuff|things|belongings|possessions) away|sorry for everything|look after (?:the|my|our|his|her|mum|mom|dad) ?(?:cat|dog|kids|children|boys|girls|pets?|family|mum|mom|dad|for me)",
      context: "(?:i'm|im|i am) done|done with (?:it|everything|life)|(?:won't|wont|doesn't|doesnt|didn't|didnt|isn't|isnt|not|hasn't|hasnt|can't|cant) (?:answer|reply|respond|pick up|open the door|come out)|locked (?:himself|herself|themselves|in)|(?:can't|cant) do this|had enough|(?:not|isn't|isnt|won't|wont|hasn't|hasnt|stopped) (?:answering|replying|picking up|responding)|(?:phone|phone's|phones|mobile|mobile's)(?: is| has been| has| was)? (?:off|switched off|turned off|dead|going (?:straight )?to (?:voicemail|answerphone))|can't reach|cant reach|can't get hold|cant get hold|suicid[a-z]*|note|letter|end it|die|dead|worried|weird|strange|odd|low|depressed|down|missing|nowhere|gone out|left the house|pills|tablets|rope|gun|bridge|kill|hurt (?:him|her|them)self|forever|for good",
      reach: 40,
    },
    // Self-harm: the means obtained after long thought, with a question of how long or how much
    // it takes ("been thinking about it for months, finally bought the stuff").
    {
      category: 'self_harm',
      pattern: "(?:finally|already|just|now|today) (?:bought|got|ordered|collected|picked up|got hold of|managed to get|saved up|have) (?:all )?(?:the stuff|the things|the gear|the rope|the pills|the tablets|everything (?:i|i'll|ill) need|what (?:i|i'll|ill) need|enough(?! (?:sleep|food|money|time))|it all)(?! (?:for|from|at|off|in the sale|to (?:fix|make|paint|build|clean|repair|decorate|bake|cook)))",
      context: "thinking about (?:it|this|doing it|ending it|ending things|it all) for|how long (?:it takes|it'll take|itll take|does it take|will it take|would it take|until|till)|how (?:much|many) (?:it takes|i'd need|i need|would it take|does it take)|painless|(?:won't|wont) (?:hurt|feel (?:it|anything))|no one will|nobody will|(?:my|a) (?:note|letter)|goodbye|last (?:day|night|time)",
      reach: 40,
    },
    // Self-harm: the means at hand and a place or time chosen ("I have a rope and I know where").
    {
      category: 'self_harm',
      pattern: "(?:know|knows|decided|worked out|planned|picked|chosen|chose|found|sorted) (?:exactly )?(?:where|when|how|the (?:place|spot|day|time|date)) (?:i'm|im|i am|i'll|ill|i will|to|he's|she's|he'll|she'll|i'd|i would)?(?: going to| gonna)? ?(?:do it|go|end it|end things|do this|use it|hang)",
      context: 'rope|noose|gun|shotgun|pills|tablets|blade|blades|razor|knife|belt|cord|ligature|bridge|ledge|roof|train|tracks|cliff|stash|stockpile|end it|die|suicid[a-z]*|kill (?:my|him|her)self',
      reach: 30,
    },
    // Self-harm: ending things or it all, thought of or planned.
    {
      category: 'self_harm',
      pattern: "(?:thinking|thought|think|thoughts|dreaming|fantasi[sz]ing) (?:about|of) ending (?:it|things|it all|everything|my life|my own life|his life|her life)|(?:want|wanna|wanted|going|gonna|plan[a-z]*|ready|decided|tempted) (?:to )?end (?:things|everything)(?! (?:with|between))",
      context: 'ending|end',
    },
    // Self-harm: at the edge, or with the means, right now; wanting it to end with a sign that
    // "it" is life.
    {
      category: 'self_harm',
      pattern: "(?:i'm|im|i am|standing|stood|sitting|sat|he's|she's|he is|she is) (?:on|at) (?:the )?(?:edge|ledge|bridge|roof|cliff|cliff edge|railway line|train tracks?|tracks|platform edge|top of (?:a|the) (?:building|car park|multi ?storey|cliff|bridge))|(?:sitting|sat|lying|standing|locked|hiding) (?:in|on) ~4 with (?:a |the |my |his |her )?(?:razor|blade|razor blade|knife|rope|noose|pills|tablets|gun|belt|cord)",
      context: "(?:don't|dont|do not) want to (?:do this|do it|be here|live|go on|carry on|exist|be alive|wake up)|(?:can't|cant|cannot) (?:do this|take (?:it|this)|go on|carry on)|right now|now|rn|atm|tonight|jump|end it|goodbye|(?:wanted|want|needed|need) (?:someone|somebody|anyone|you|one person) to know|burden|millstone|weight (?:around|round|on) ~3 necks?|(?:drain|drag|dead weight) on|(?:can't|cant) do this|anymore|any more|edge|looking down|locked|alone|razor blades?|blades|rope|noose|suicid[a-z]*|(?:don't|dont) want to be here|die|(?:don't|dont|do not) (?:even |really )?know why (?:i'm|im|i am) (?:even )?(?:typing|writing|texting|messaging|telling|here)",
      reach: 20,
    },
    {
      category: 'self_harm',
      pattern: "(?:want|wanna|need|wish|ready for) (?:it|this|things|everything|it all) to (?:end|be over)",
      context: "tonight|forever|for good|permanently|all too much|can't go on|cant go on|anymore|any more|no point|burden|better off",
      reach: 20,
    },
    // Self-harm: no point in living said in another form ("he doesn't see the point in living"),
    // and a gun taken out with a worrying sign. Conditionals, to keep the patterns list short.
    {
      category: 'self_harm',
      pattern: "(?:doesn't|doesnt|does not|didn't|didnt|don't|dont|do not|can't|cant|cannot|no longer|not) (?:really )?(?:see|seeing|find|finding) (?:the |any |a |much )?point (?:in|of|to) (?:living|life|live|going on|carrying on|being (?:here|alive)|anything|it all|waking up)|(?:sees?|seeing|saw|find|finds|found) no (?:point|reason) (?:in|to|of|for) (?:living|life|live|going on|go on|carrying on|carry on|being (?:here|alive)|waking up)|no (?:point|reason) (?:in |to |of )?(?:living|going on|carrying on|carry on|go on|being (?:here|alive)|waking up|staying alive|existing|trying)(?! (?:with|about|to|for|and|at|in|on|holiday|a|the|this|that|it|them|him|her)(?![a-z']))",
      context: 'point|reason',
    },
    {
      category: 'self_harm',
      pattern: "(?:took|taken|taking|takes|with|grabbed|grabbing|got out|getting out|has|holding|loaded|loading|bought|buying|went out with|gone out with|left with) (?:a |his |her |their |my |the |dad's |a loaded )?(?:gun|guns|shotgun|rifle|pistol|revolver|firearm|handgun)",
      context: "point (?:in|of) (?:living|life|going on)|suicid[a-z]*|end (?:it|things|his life|her life|my life)|kill (?:him|her|my|them)self|(?:to|wants to|want to|wanna) die|goodbye|(?:not|isn't|isnt|won't|wont|hasn't|hasnt) (?:answering|picking up|replying|responding)|depress[a-z]*|hopeless|can't go on|cant go on|burden|better off|nothing to live for|threaten[a-z]*|shoot (?:him|her|my|them)self",
      reach: 40,
    },
    // Self-harm: looking up how many pills would kill, or enough of them to end it. Conditionals
    // whose context is part of the hit, so that the long pill list stays out of the self-harm
    // patterns (V8 stops optimising a regular expression past 20,000 characters).
    {
      category: 'self_harm',
      pattern: `(?:research[a-z]*|look[a-z]* up|googl[a-z]*|search[a-z]*) ~3 (?:how many|how much) ~3 (?:${PILLS}|pills|tablets)|(?:research[a-z]*|look[a-z]* up|googl[a-z]*|search[a-z]*) ~3 (?:ways to die|how to die|how to kill|painless (?:way|ways|death)|lethal dose|fatal dose|suicide methods)|how many ~3 (?:${PILLS}|pills|tablets) ~3 (?:to die|would kill (?:me|him|her)|to kill (?:me|myself|yourself)|it takes to die|would it take to die)`,
      context: 'how many|how much|die|kill|painless|lethal|fatal|suicide',
    },
    {
      category: 'self_harm',
      pattern: `(?:enough|all the|all my|all of (?:my|the)) ~2 (?:${PILLS}|pills|tablets|meds) ~3 (?:to|that (?:will|would|could|'ll)) (?:end (?:it|it all|everything|things|my life)|kill (?:me|myself)|die|not wake up|never wake up|finish (?:it|me|myself) off)`,
      context: 'end|kill|die|wake|finish',
    },
    // Self-harm: looking up the height of a car park or how long it takes to bleed out; cutting
    // deeper than meant. A conditional whose context is part of the hit, to keep the self-harm
    // patterns under V8's 20,000-character limit.
    {
      category: 'self_harm',
      pattern: "(?:looking up|looked up|look up|search[a-z]*|googl[a-z]*|research[a-z]*|checking|checked|reading about|read about|reading up on) ~3 (?:the )?(?:height|how high|how tall|how far (?:down|up)|drop|which|what) ~4 (?:(?:is|are) (?:the )?(?:highest|tallest) )?(?:bridges?|multi ?storey|car park|building|cliff|tower|roof|block|flats|viaduct)|(?:looking up|looked up|look up|search[a-z]*|googl[a-z]*|research[a-z]*|asking|asked|reading) ~3 (?:how long|how quickly|how fast|how much|how many) ~4 (?:to bleed out|bleed out|to die|to drown|before (?:you|i|he|she) die|to lose consciousness|until (?:you|i|he|she) die)|cut (?:myself |himself |herself )?(?:a lot |much |way |far )?deeper than (?:i|he|she) (?:meant|wanted|intended|usually|normally|ever|planned)|cut (?:myself |himself |herself )?(?:too deep|deeper than (?:usual|normal|ever|before))",
      context: 'height|high|highest|tall|tallest|far|drop|long|quickly|fast|much|many|deeper|deep|which|what',
    },
    // Self-harm: 'kms', every pill in the house, rather be dead, won't have to put up with me much
    // longer, don't think I'll be here next week (a conditional whose context is part of the hit).
    {
      category: 'self_harm',
      pattern: "(?:wanna|want to|going to|gonna|gna|finna|about to|might|should|could|just) (?:just )?kms|(?:check|checking|checked|clock|clocking|clocked) out (?:for good|permanently|early|of (?:this )?life)|(?:don't|dont|do not) worry about me (?:after|from|past) (?:tonight|today|tomorrow|now|this)|kms (?:fr|tbh|honestly|rn|tonight|now)|(?:going to|gonna|will|i'll|plan to|about to|want to|wanna) (?:neck|down|chug|knock back|swallow|take) (?:every|all the) (?:pill|pills|tablet|tablets)(?: in the house)?|noose(?! (?:knot|decoration|prop|for (?:a |the )?(?:halloween|decoration|play|film|costume)))|(?:rather|sooner) be dead(?! than (?:wear|eat|be seen|watch|listen|sit through|dance|sing|apologi[sz]e|admit|ask|go to|go back to|do (?:that|this|homework|maths|it)|work with|miss|lose to|share|clean|talk to|speak to|meet|date|kiss|run))|(?:would|'d|i'd|id) (?:rather|sooner) (?:die|not wake up|not be here|not exist|not be alive)(?! than (?:wear|eat|be seen|watch|listen|sit through|dance|sing|apologi[sz]e|admit|ask|go to|go back to|do (?:that|this|homework|maths|it)|work with|miss|lose to|share|clean|talk to|speak to|meet|date|kiss|run))|(?:won't|wont|will not|not) have to (?:put up with|deal with|worry about|bother with|look after|cope with|see) (?:me|him|her|them) (?:much longer|for much longer|anymore|any more|for long|soon|after (?:tonight|today|this))|(?:won't|wont|will not) be (?:a (?:problem|burden|bother|nuisance)|your problem|anyone's problem) (?:much longer|for much longer|anymore|any more|for long|soon|after (?:tonight|today|this))|(?:don't|dont|do not) think (?:i'll|i will|ill|i'm going to|im going to|i am going to) (?:still )?be (?:here|around|alive) (?:next|by|much longer|for long|tomorrow|at)",
      context: "kms|pill|pills|tablet|tablets|noose|dead|die|longer|anymore|any more|soon|here|around|alive|after|problem|burden|bother|nuisance|out",
    },
    // Self-harm: joining someone who died; little reason to continue; tablets put aside; a fatal dose
    // of my tablets; not minding a crash (conditionals whose context is part of the hit).
    {
      category: 'self_harm',
      pattern: "(?:way|how|plan|planning|going|want|wants|wanted|wanting|ready|time|longing|long) to (?:join|be with) (?:him|her|them|my [a-z]+|our [a-z]+)(?: (?:again|in heaven|soon|up there|forever))?",
      context: "died|dead|passed away|passed|lost (?:him|her|them|my|our)|death|grave|heaven|funeral|since (?:he|she|they) (?:died|passed|went)",
      reach: 40,
    },
    {
      category: 'self_harm',
      pattern: `(?:little|no|not much|not any|not a single|hardly any|zero) reasons? (?:left )?(?:to|for) (?:me to )?(?:continue|carry on|go on|keep going|keep living|keep on living|go on living|carry on living|live|living|be here|be alive|stay|stay alive|wake up|get up|exist)|(?:putting|put|setting|set|keeping|kept|holding) (?:aside|back|by) (?:my |his |her |some |all )?(?:${PILLS}|pills|tablets|meds)|(?:stash|stashing|stashed|squirrel+ing away|hiding|hidden) ~2 (?:my |his |her )?(?:sleeping (?:tablets|pills)|pills|tablets|meds|painkillers|paracetamol)|(?:dose|amount|how much|how many) (?:of )?(?:my|these|all my|the) ~3 (?:would|will|could|is|are|to) (?:be )?(?:fatal|lethal|deadly|kill me|kill myself|enough to (?:die|kill me))|(?:wouldn't|would not|wouldnt|won't|wont|not) (?:mind|care) (?:if|whether) (?:i|a (?:bus|car|lorry|truck)) (?:crashed|died|didn't wake up|got hit|was hit|never woke up|didn't come home|got run over|had a crash)|if (?:i|a bus|a car) (?:crashed|died|got hit|didn't wake up|got run over|never woke up|had a crash) ~8 (?:wouldn't|would not|wouldnt) (?:mind|care)|help it along`,
      context: "reason|reasons|aside|back|by|stash|stashing|stashed|squirrel[a-z]*|hiding|hidden|fatal|lethal|deadly|kill|enough|mind|care|along",
    },
    // Self-harm: "off myself" as a verb, after a modal or "to" ("gonna off myself"), not a wart
    // frozen "off myself".
    {
      category: 'self_harm',
      pattern: "(?:to|2|gonna|gunna|gna|finna|wanna|will|i'll|ill|he'll|she'll|would|i'd|he'd|she'd|might|could|should|just|i|or|and) (?:just )?off (?:my ?self|him ?self|her ?self|them ?selves|meself|urself)",
      context: 'off',
    },
    // Self-harm: a body part cut or burnt on purpose.
    {
      category: 'self_harm',
      pattern: "(?:cut|cutting|burnt|burned|burning|scratched|scratching|hit|hitting|punched|punching|hurt|hurting|carved|slashed) (?:my|his|her|their) (?:arms?|wrists?|legs?|thighs?|stomach|skin|hands?|face|body|head|chest) ~3 (?:on purpose|deliberately|intentionally|to feel something|to punish (?:myself|himself|herself))",
      context: 'purpose|deliberately|intentionally|feel|punish',
    },
    // Self-harm: a question about surviving or the pain of a method, with the means or the place at hand.
    {
      category: 'self_harm',
      pattern: "asking because (?:i|i've|ive) (?:have|got|'ve got)? ?(?:them|it|some|the [a-z]+|enough)|(?:i|i've|ive) (?:have|got|'ve got|have got) (?:them|it|enough|the (?:pills|tablets|rope|knife)|(?:\\d+|two|three|four|five|six|ten|a few|several|loads of|lots of|a load of|a pile of) (?:packs?|packets?|boxes|bottles|strips|blister packs?)(?: of [a-z]+)?) (?:here|right here|with me|next to me|in front of me|in my hand|ready|on (?:the|my) (?:table|desk|bed|bedside table))|(?:would|does|will|is) it (?:hurt|be painful|painful) (?:to |if (?:i|you) )?(?:drown|jump|hang|bleed out|die|overdose|od|fall)",
      context: "survive|die|dying|kill|fatal|lethal|overdose|how many|paracetamol|pills|tablets|standing|sitting|(?:i'm|im|i am) (?:at|by|on)|river|bridge|roof|ledge|cliff|tracks|platform|tonight|anymore|rope",
      reach: 25,
    },
    // Self-harm: how many pills it takes to die or not wake up, asked as a quantity (not "so that I don't overdose").
    {
      category: 'self_harm',
      pattern: "(?:to|till|until|and|so (?:that )?(?:i|you|u|he|she)) (?:(?:i|you|u|he|she|they) )?(?:not|never|don't|dont|won't|wont|wouldn't|wouldnt) wake(?: up)?|(?:take|takes|taking|swallow|have|need|it|them|enough|pills|tablets) (?:to|till|until|and|so (?:that )?(?:i|you|u|he|she)) (?:die|be dead|end it(?: all)?|end (?:my|your|it) life|(?:go to )?sleep forever|stop (?:my|your|the|a) heart)|(?:would|will|could|does it take to|it takes to|to) (?:kill (?:me|myself|you|u|someone|a person|an adult|a grown (?:man|woman|adult))|be (?:lethal|fatal|deadly))",
      context: `(?:how many|how much|what dose|what amount|enough|how many more) ~4 (?:${PILLS}|pills?|tablets?|capsules?|caplets?|packs?|packets?|boxes|bottles|sleeping (?:pills|tablets)|painkillers|meds|insulin)|(?:lethal|fatal|deadly) (?:dose|amount)`,
      reach: 20,
    },
    {
      category: 'self_harm',
      pattern: "(?:deleted|deleting|wiped|closed) (?:all )?(?:my|his|her|their) (?:social media|accounts|instagram|facebook|snapchat|tiktok|messages)",
      context: "goodbyes?|ready|note|letters?|sorry|end|die|forever|for good|won't be|anymore",
      reach: 25,
    },
    // Self-harm: the family better off with the life insurance; not being around for Christmas, with
    // treasured things given away.
    {
      category: 'self_harm',
      pattern: "(?:better off|be fine|be ok|be okay|be looked after|be sorted|be better|be happier|be rich|be comfortable) ~4 (?:with |from |on |thanks to )?(?:the |my |his |her )?(?:life insurance|insurance money|insurance pay ?out|death in service)|(?:life insurance|insurance money|insurance pay ?out|death in service) ~6 (?:better off|if (?:i|he|she) (?:died|was gone|wasn't here)|when (?:i'm|i am|he's|she's) gone)",
      context: 'insurance|death in service',
    },
    {
      category: 'self_harm',
      pattern: "(?:won't|wont|will not|not going to|shan't) be (?:around|here|alive) (?:for|at|to see) (?:christmas|easter|(?:her|his|my|their) birthday|the wedding|next year|the summer|the new year|much longer)|(?:giving|gave|given|give|gives) away ~2 (?:(?:her|his|my|their) )?(?:jewellery|jewelry|rings?|watch|savings|car|guitar|records|collection)|(?:giving|gave|given|give|gives|been giving) (?:all )?(?:of )?(?:her|his|my|their) (?:[a-z]+ )?(?:tools|things|stuff|belongings|possessions|clothes|games|console|books|jewellery|jewelry|rings?|watch|savings|car|guitar|records|collection|pets?|dog|cat) ~3 away",
      context: "(?:won't|wont) be (?:around|here)|giv[a-z]* away|given away|goodbye|sorry|note|letter|pills|tablets|end it|die|low|depressed|hopeless|burden|withdrawn|not (?:herself|himself)|locked (?:himself|herself|themselves)",
      reach: 30,
    },
    // Self-harm: going to finish it tonight, with the means or despair near.
    {
      category: 'self_harm',
      pattern: "(?:going to|gonna|will|i'll|ill|about to|want to|ready to|planning to) (?:finish|end) (?:it|it all|things|myself off|everything)(?: (?:tonight|today|now|off|for good))?|(?:i'm|im|i am) (?:so |just |really )?(?:done|finished)(?: with (?:life|everything|it all|living|this))?(?= \\.| ,| !|$)",
      context: "pills|meds|tablets|vodka|rope|bridge|knife|blade|goodbye|note|can't go on|cant go on|die|anymore|any more|no point|suicid[a-z]*",
      reach: 25,
    },
    // Self-harm: in a car with the engine running in a garage, or a hosepipe to the exhaust.
    {
      category: 'self_harm',
      pattern: "(?:sitting|sat|i'm|im|i am|lying|he's|she's|he is|she is) in (?:my|the|his|her|their) car ~8 (?:engine (?:running|on)|garage|exhaust|hose ?pipe)|(?:engine|car) (?:is |still )?(?:running|on) ~4 (?:garage|hose ?pipe|exhaust)|hose ?pipe ~4 exhaust",
      context: "(?:don't|dont|do not) want to (?:turn|switch) it off|(?:not|won't|wont|never) (?:turning|turn|switching|switch) it off|goodbye|end it|die|dying|anymore|any more|hose ?pipe|tape|can't go on|cant go on|sorry|no point|suicid[a-z]*|kill",
      reach: 30,
    },
    // Self-harm: "it's the only way", with pills, a goodbye or someone out of reach.
    {
      category: 'self_harm',
      pattern: "(?:it's|its|it is|this is|that's|thats) the only (?:way|option|answer|solution)(?: (?:out|left|now))?|the only way (?:out|to (?:end|stop|escape) (?:it|this|the pain))",
      context: "pills|tablets|meds|rope|knife|blade|bridge|(?:not|isn't|isnt|won't|wont|stopped) (?:answering|replying|picking up|responding)|phone (?:is )?(?:off|dead)|goodbye|sorry|end|die|kill|can't go on|cant go on|anymore|no point|suicid[a-z]*",
      reach: 30,
    },
    // Self-harm: the method worked out, with a threat to do it.
    {
      category: 'self_harm',
      pattern: "(?:worked out|figured out|planned out|planned|decided|know exactly|sorted out|researched) (?:exactly )?(?:how|when|where)(?: (?:i'll|i will|i'm going to|im going to|to) (?:do it|go))?(?: and (?:when|where|how))?(?= \\.| ,|$| and| but| so| now| already)",
      context: "(?:going to|gonna|will|i'll|ill|about to|ready to) (?:do it|end it|go through with it)|(?:don't|dont|doesn't) get better|by the weekend|tonight|goodbye|no point|can't go on|cant go on|die|dying|end it|kill|suicid[a-z]*|pills|rope|tablets|bridge",
      reach: 20,
    },
    // Self-harm: the means at hand, with despair in the same breath.
    {
      category: 'self_harm',
      pattern: "(?:bought|got|ordered|buying|purchased) (?:a |some |the )?(?:rope|noose|shotgun|gun|hose ?pipe|charcoal|razor blades|blades)|(?:razors?|blades?|knife|knives|rope|noose|pills|tablets|gun|belt|cord|lighter|scissors|glass) ~3 (?:next to|beside|in front of|on the (?:bed|table|side) (?:next to|beside) me|in my (?:hand|lap|pocket))|(?:have|got|holding|i've got|ive got|sat with|sitting with) (?:a |the |my |all my |all the )?(?:razors?|blades?|knife|knives|rope|noose|pills|tablets|gun|belt|cord|scissors) (?:next to me|beside me|in my hand|in front of me|with me|ready|out)",
      context: "(?:can't|cant|cannot) (?:do|take|handle|cope with|go on with) (?:this|it|any of this|life)|(?:won't|wont|not) be (?:here|around|alive)|(?:don't|dont) think (?:i'll|ill|i will) be|can't go on|cant go on|anymore|any more|end it|goodbye|no point|hopeless|hate myself|kill|die|dying|suicid[a-z]*|self ?harm[a-z]*|urges?|tempted|want (?:it|this|everything) to stop|done with|give up|don't want to be here|dont want to be here|(?:i'm|im|i am) (?:ready|prepared)|(?:it's|its|it is) time|tonight(?:'s| is) the night",
      reach: 30,
    },
    // A past crisis that is coming back ("...years ago, but I'm starting to feel that way again").
    {
      category: 'self_harm',
      pattern: "(?:feel|feeling|felt) (?:like )?(?:that|this) (?:way )?again|(?:thoughts|urges|feelings) (?:are|have|have come|are coming|came|keep coming) back|(?:thoughts|urges|feelings) (?:again|returning|have returned)|relaps(?:e|ed|ing)|back to (?:those|the same|that) (?:thoughts|feelings|place)|(?:starting|started|begun|beginning) to (?:think|feel) (?:about it |like that |that way )?again",
      context: "suicid[a-z]*|self ?harm[a-z]*|kill(?:ing)? (?:my|him|her)self|overdos[a-z]*|cut(?:ting)? (?:my|him|her)self|end(?:ing)? (?:my|his|her) life|harm(?:ing)? (?:my|him|her)self|hurt(?:ing)? (?:my|him|her)self|die",
      reach: 40,
    },
    // Self-harm: on a ledge or bridge, about to jump, a note, with a word of intent nearby.
    {
      category: 'self_harm',
      pattern: '(?:standing|stood|sitting|sat|up|climbed|climbing|i\'m|im|i am) (?:on|at|onto|up|by|next to|beside) (?:the |a |an |top of (?:the |a )?)?(?:edge|ledge|roof|rooftop|terrace|bridge|railing|parapet|balcony|cliff|top of|river|riverbank|canal|sea|lake|tracks|railway|platform|motorway bridge)',
      context: "(?:don't|dont|do not) want to (?:do this|do it|be here|live|go on|carry on|exist|be alive|wake up)|(?:can't|cant|cannot) (?:do this|take (?:it|this)|go on|carry on)|drown[a-z]*|hurt|(?:wanted|want|needed|need) (?:someone|somebody|anyone|you|one person) to know|burden|millstone|weight (?:around|round|on) ~3 necks?|(?:drain|drag|dead weight) on|(?:want|wants|wanted|need|needs) (?:it|this|everything|the (?:thinking|thoughts|noise|pain|voices)|my (?:thoughts|head|brain|mind)) (?:all )?to (?:be over|end|stop|go quiet)|hit(?:s|ting)? the water|(?:feel|felt|hurt|hurts) (?:anything|nothing|much|it) when (?:you|u|i|he|she|they|someone) (?:hit|hits|land|lands|jump|jumps|fall|falls)|survive (?:the|a) (?:fall|drop|jump)|how (?:high|far down) (?:it|this|the bridge) is|anymore|any more|end it|goodbye|jump[a-z]*|die|better off|not there|sorry|can't go on|suicid[a-z]*|kill|let go|let myself (?:fall|go|drop)|(?:nearly|almost) (?:jumped|went over|let go|did it)|over the (?:edge|side|railing)|thought about|thinking about|wanted to|tempted",
      reach: 40,
    },
    {
      category: 'self_harm',
      pattern: "(?:shouldn't|should not|should i|going to|gonna|want to|wanna|thinking (?:about|of)|about to|ready to|urge to|tempted to) (?:just )?jump(?:ing)?",
      context: 'bridge|roof|rooftop|building|ledge|balcony|window|cliff|train|platform|tracks|car park|multi storey|motorway|river|edge',
      reach: 30,
    },
    {
      category: 'self_harm',
      pattern: "(?:left|leaving|found|wrote|written|writing) (?:a|her|his|me a|him a|us a|their) (?:note|letter)|(?:wrote|written|writing|left|leaving) ~5 (?:a |an )?(?:notes|letters|note|letter) (?:for|to) ~3 (?:children|kids|family|wife|husband|mum|mom|dad|parents|everyone|sons?|daughters?|partner)|(?:wrote|written|writing|left|leaving) (?:each of |all of |both of )?(?:my|his|her|their) (?:children|kids|sons|daughters|family|parents) (?:a )?(?:note|letter|letters|notes)",
      context: "not (?:their|your|his|her|my) fault|(?:don't|do not|dont) blame|look after|struggling|can't go on|cant go on|goodbye|sorry|end it|end (?:his|her|my|their) life|die|dead|suicid[a-z]*|kill|pills|tablets|missing|not answering|phone off|bridge|forgive",
      reach: 30,
    },
    // Self-harm: "if I'm not here tomorrow" with "it's not your fault" or a goodbye.
    {
      category: 'self_harm',
      pattern: "(?:if|when|once|in case) (?:i'm|im|i am|i'll be|ill be) (?:not here|gone|not around|no longer (?:here|around|alive)|dead|not alive)(?: (?:tomorrow|tmrw|tmr|2moro|tomoz|by (?:morning|tomorrow)|anymore|any more|in the morning))?(?! ,? (?:it's|its|it is|that's|thats) (?:because|cause|cos|coz))",
      context: "(?:not|wasn't|wasnt|isn't|isnt|was not|is not|wasn't|never) (?:your|ur|anyone's|anyones|anybody's|anybodys|their|his|her|my family's|the kids'?|mum's|mums|dad's|dads) fault|(?:don't|dont|do not) blame|forgive me|goodbye|miss me|remember me|(?:i'm|im|i am) sorry for everything",
      reach: 25,
    },
    // Severe bleeding: a towel or a bandage soaked, with blood or a wound named.
    {
      category: 'severe_bleeding',
      pattern: "(?:towels?|tea towels?|bandages?|dressings?|gauze|cloth|kitchen roll|t ?shirt|shirt|jumper|top|sheets?) (?:is |are |was |were |has |have |got |gone |already |now )?(?:(?:completely|totally|all|fully|just|already|now|been) )?(?:soaked|soaking|drenched|sodden|saturated|dripping)",
      context: "blood[a-z]*|bleed[a-z]*|bled|cut|gash|wound|stab[a-z]*|sliced|artery",
      reach: 20,
    },
    // Sudden headache: a headache that came on suddenly, with a severity sign.
    {
      category: 'sudden_headache',
      pattern: "(?:head ?ache|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|pain in (?:my|his|her|their|the) head)(?: [a-z']+){0,6} (?:(?:came|come|comes|coming|kicked|kicks) on|hit|hits|struck|started|began)(?: (?:me|him|her|them|us))? (?:really |very |so |super |dead )?(?:suddenly|sudden|all of a sudden|instantly|in seconds|out of nowhere|all at once|like a (?:bang|switch|thunderclap)|in a (?:second|split second|flash)|(?:in|within) (?:a|one) minute)",
      context: "worst|severe|terrible|excruciating|agon[a-z]*|unbearable|vomm?it[a-z]*|sick|light|stiff|collaps[a-z]*|10 ?/ ?10|10 out of 10|ten out of ten|blinding|horrendous|splitting|never had",
      reach: 25,
    },
    // Self-harm: a plan, said with a burden or a wish to be gone.
    {
      category: 'self_harm',
      pattern: "(?:got|have|has|had|made|making|with) a plan(?! (?:for|to (?:get|go|see|visit|move|start|lose|save|pay|fix|sort)|b|with))|(?:i've|ive|he's|she's|hes|shes|they've) (?:got )?(?:it )?(?:all )?planned(?: out)?(?= \\.| ,|$| (?:and|now|already))",
      context: "burden|better off (?:without|if)|no point|end it|die|dying|suicid[a-z]*|kill|(?:don't|dont|doesn't|doesnt) want to (?:be here|live|go on|exist|be alive)|hopeless|goodbye|not (?:be|being) (?:here|around)|pills|rope|overdose",
      reach: 25,
    },
    // Unconscious: passed out and breathing oddly (snoring strangely, gurgling).
    {
      category: 'unconscious',
      pattern: "passed out|out cold|unconscious|spark(?:ed)? out|zonked|comatose|out of it|(?:won't|wont|can't|cant) (?:wake|rouse)",
      context: "snor[a-z]* (?:funny|funnily|weird|weirdly|strange|strangely|odd|oddly|loud and weird)|(?:funny|weird|strange|odd) (?:snor[a-z]*|gurgl[a-z]*|breathing)|gurgl[a-z]*|rattl[a-z]*",
      reach: 20,
    },
    // Breathing: shallow or weak breathing with a grey or blue colour.
    {
      category: 'breathing',
      pattern: "breathing (?:is |was |has gone |gone |seems |looks |sounds |getting |very |really |so |quite ){0,2}(?:shallow|weak|slow|irregular|gurgl[a-z]*|rattl[a-z]*|raspy)|(?:shallow|weak|slow|irregular|gurgling|rattly|rattling) (?:breathing|breaths?)",
      context: "grey|gray|blue|bluish|purple|pale|unresponsive|floppy|limp|drows[a-z]*|not responding|lips|(?:can't|cant|won't|wont) wake",
      reach: 20,
    },
    // Severe bleeding: arterial bleeding, or blood spurting or pulsing.
    {
      category: 'severe_bleeding',
      pattern: "arterial|spurt[a-z]*|puls(?:ing|ating|es) (?:out|blood)|(?:blood|bleeding) (?:is )?(?:pulsing|pulsating)",
      context: "blood[a-z]*|bleed[a-z]*|bled|cut|gash|wound|stab[a-z]*|sliced|artery|wrist",
      reach: 15,
    },
    // Self-harm: a thank-you or "look after yourself" sent from a cliff or a bridge, or before going silent.
    {
      category: 'self_harm',
      pattern: "(?:thanks|thank you|thanking|thanked) (?:me |us |him |her |you )?for (?:being|everything|all)|look after (?:yourself|urself|mum|mom|dad|the kids|my|everyone|each other)|take care of (?:yourself|urself|mum|mom|dad|the kids|my|everyone|each other)",
      context: "cliffs?|bridge|edge|tracks|railway|river|ledge|rooftop|roof|multi storey|rope|pills|gun|(?:not|isn't|isnt|stopped|won't|wont) (?:answering|picking up|replying|responding)|phone (?:is )?(?:off|dead|switched off)|(?:gone|went) (?:missing|quiet)|suicid[a-z]*|end it|goodbye",
      reach: 30,
    },
    // Other emergencies: someone who went under water (a drowning that was nearly one).
    {
      category: 'other_emergency',
      pattern: "(?:was|went|been|were|gone|slipped|sank|sunk|disappeared|go|goes|going|stayed|face) (?:right )?under(?: the water| water| the surface)?(?! (?:anaesthetic|anesthetic|general|sedation|the (?:knife|weather|covers|duvet|bed|table|car)|pressure|stress|review|investigation|observation|obs|a lot))",
      context: "pool|swimming|swim|water|river|sea|lake|canal|pond|bath|bathtub|tub|paddling|beach|waves?|jacuzzi|hot tub|loch|quarry|reservoir",
      reach: 20,
    },
    // Other emergencies: a crash or fall with a serious injury.
    {
      category: 'other_emergency',
      pattern: "(?:car|motorbike|motorcycle|bike|road|traffic|cycling|scooter|bus|lorry|truck|head on|high speed) (?:crash|accident|collision|smash|pile up)|(?:came|come|fell|thrown) off (?:his|her|my|their|a|the) (?:motorbike|motorcycle|bike|horse|scooter|quad)|(?:crashed|rolled|flipped) (?:his|her|my|their|the|a) (?:car|motorbike|bike|van)",
      context: "trapped|(?:hurt|injured) (?:really |very |so )?(?:badly|bad|seriously)|(?:badly|seriously|really badly|very badly|severely) (?:hurt|injured)|in a (?:bad|really bad) way|not moving|bleed[a-z]*|blood|unconscious|knocked out|can't move|cant move|can't feel|cant feel|neck|spine|back hurts|broken|bent|bone|sticking out|agony|not breathing|head (?:first|injury|wound)|(?:hit|smashed|banged) ~2 head ~3 (?:road|kerb|curb|windscreen|windshield|pavement|tarmac|car|hard)|confus[a-z]*|screaming|crushed|pinned",
      reach: 30,
    },
    {
      category: 'other_emergency',
      pattern: "(?:leg|arm|ankle|wrist|bone|knee|shoulder|elbow|finger|foot|hand) ~4 (?:(?:bent|twisted|pointing|facing|sticking) (?:in |at )?(?:a |the )?(?:strange|weird|funny|odd|wrong|unnatural|horrible) (?:way|direction|angle|shape)|deformed|misshapen|out of shape|bent (?:the wrong way|backwards|at a weird angle|at a funny angle)|sticking out|poking out|through the skin|at a (?:weird|funny|strange|odd) angle)|bone (?:is )?(?:sticking|poking) out|open fracture",
      context: "fell|fall|crash|accident|came off|hit|twisted|snapped|broke|broken|agony|bleed[a-z]*|pain",
    },
    // Other emergencies: someone lying in the road after a crash.
    {
      category: 'other_emergency',
      pattern: "(?:lying|lay|laying|lies) (?:in|on) the (?:road|street|pavement|tarmac|motorway)",
      context: "accident|crash[a-z]*|hit|knocked (?:down|over)|run over|car|bike|motorbike|fell|bleed[a-z]*|blood|not moving|unconscious|injur[a-z]*|hurt",
      reach: 20,
    },
    // Severe bleeding: blood flowing out too much, in everyday words.
    {
      category: 'severe_bleeding',
      pattern: "(?:blood|bleeding) (?:is |keeps |was |just |has been )?(?:flowing|pouring|gushing|streaming|spurting|pumping|squirting|running|pissing|flooding|dripping) (?:out )?(?:too much|so much|a lot|everywhere|loads|non ?stop|heavily|really fast|so fast|like a tap|like crazy|like mad)",
      context: "cut|wound|gash|stab[a-z]*|knife|machete|glass|blade|saw|bite|bitten|leg|arm|hand|head|neck|wrist|thigh|injur[a-z]*|accident|fell|fall",
      reach: 20,
    },
    // Anaphylaxis: wheezing or a tight or itchy throat soon after a common allergen or a sting.
    {
      category: 'anaphylaxis',
      pattern: `wheez[a-z]*|${BREATH_BAD}|(?:throat|chest) (?:is |feels |felt |was |went |going |getting )?(?:so |really |very )?(?:tight|itchy|closing|scratchy|swollen)`,
      context: "(?:ate|eaten|eating|had|tried|tasted|after|from|touched) ~3 (?:peanuts?|peanut butter|nuts|tree nuts|cashews?|pistachios?|almonds?|walnuts?|hazelnuts?|pecans?|sesame|tahini|shellfish|prawns?|shrimps?|lobster|crab|mussels|fish|eggs?|kiwi|satay|pesto)|stung|(?:bee|wasp|hornet) stings?",
      reach: 20,
    },
    // Other emergencies: a hard belly with terrible pain.
    {
      category: 'other_emergency',
      pattern: `(?:belly|stomach|abdomen|tummy)${NG(3)} (?:really |very |so |rock |all )?(?:hard|rigid|tight and hard|swollen and hard)|(?:belly|stomach|abdomen|tummy) ~6 (?:hard|rigid|stiff|solid) (?:as|like) (?:a )?(?:board|rock|brick|stone|plank)`,
      context: "(?:terrible|severe|awful|agonising|agonizing|excruciating|unbearable) ~2 pain|hurts? (?:so |really |very )(?:bad|badly|much)|sudd?en[a-z]* ~3 (?:pain|hurts?)|agony|screaming|(?:can't|cant|cannot) (?:move|stand up|straighten)|doubled over|curled up in a ball|vomm?it[a-z]*",
      reach: 20,
    },
    // Other emergencies: testicle pain that came on suddenly; confusion or drowsiness after cold
    // exposure.
    {
      category: 'other_emergency',
      pattern: `(?:testic[a-z]*|testis|scrotum|balls?|nuts?)${NG(4)} (?:pain[a-z]*|sore|swollen|swelling|hurt[a-z]*|agony|throbbing)|(?:pain[a-z]*|swelling|swollen|agony|ache) ~3 (?:testic[a-z]*|testis|scrotum|balls?)`,
      context: "sudd?en[a-z]*|all of a sudden|out of nowhere|woke (?:up )?with|vomm?it[a-z]*|being sick|throw[a-z]* up|severe|agony|agonising|agonizing|excruciating|unbearable|really painful|very painful",
    },
    {
      category: 'other_emergency',
      pattern: "confus[a-z]*|muddled|disorient[a-z]*|drows[a-z]*|not making sense|mumbl[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|stopped shivering|unresponsive|not responding|(?:won't|wont|can't|cant) wake|stiff and cold",
      context: "(?:fell|fallen|lying|lay|lain|stuck|on the floor|on the ground|outside|in the garden) ~4 (?:overnight|all night|for hours|since last night)|(?:freezing|cold|icy|unheated|frozen) (?:flat|house|home|room|bedroom|bungalow|caravan|garden|shed)|no heating|heating (?:off|broken|not working|has broken)|ice cold|(?:freezing|icy|stone|very|really) cold to (?:the )?touch|freezing to (?:the )?touch|cold as ice|(?:on|lying on) the (?:floor|ground) (?:all night|for hours|overnight|since (?:last night|yesterday))|(?:all night|for hours|overnight) on the (?:floor|ground)|long lie|hypotherm[a-z]*|(?:in|out in) the (?:cold|snow)|outside all night|(?:in|fell into) (?:the |a )?(?:freezing|icy|cold) (?:water|river|lake|sea)|through (?:the |thin )?ice|(?:out |outside )?in the snow|frozen",
      reach: 30,
    },
    // Breathing shallow or laboured with another sign of struggle.
    {
      category: 'breathing',
      pattern: "breathing (?:is |'s |was |has |has gone |has got |has become |gone |got |become |seems |looks |sounds )?(?:really |very |so |super |quite |extremely )?(?:shallow|laboured|labored|ragged|irregular)|(?:shallow|laboured|labored|ragged) (?:breathing|breaths)",
      context: "struggl[a-z]*|gasp[a-z]*|blue|grey|gray|(?:can't|cant|cannot) (?:breathe|talk|speak)|barely|pale|drows[a-z]*|unresponsive|fast|rapid|panting|lips|ribs|sucking in|wheez[a-z]*|confus[a-z]*|floppy",
      reach: 20,
    },
    // Something swallowed that is stuck: drooling, unable to swallow, retching or in pain.
    {
      category: 'other_emergency',
      pattern: "(?:swallowed|swallow|ate|eaten|gulped) (?:down )?(?:a |an |the |his |her |my |some |one of (?:the|his|her|my) )?(?:(?:small|little|tiny|big|plastic|metal|glass) )?(?:coins?|pound coin|penny|pennies|marbles?|lego|toy|bead|beads|earrings?|ring|screws?|nails?|pins?|safety pin|drawing pin|bones?|fish ?bones?|chicken bone|buttons?|stones?|keys?|hair ?clip|bottle top|bottle cap|ball bearing|piece of (?:plastic|metal|glass|toy|lego))",
      context: "drool[a-z]*|dribbl[a-z]*|(?:can't|cant|cannot|won't|wont|unable to|struggling to) (?:swallow|eat|drink|breathe|keep (?:anything|food|water|drinks) down)|gagg[a-z]*|retch[a-z]*|chok[a-z]*|vomm?it[a-z]*|throw[a-z]* up|being sick|chest (?:pain|hurts)|tummy (?:pain|hurts)|stomach (?:pain|hurts)|crying in pain|stuck",
      reach: 20,
    },
    // Pregnancy: the cord seen or felt (cord prolapse).
    {
      category: 'pregnancy',
      pattern: "(?:umbilical )?cord(?! (?:stump|clamp|clip|blood|care|bank|banking|clamping)) ~3 (?:hanging|coming|came|sticking|poking|slipped|slipping|dangling) (?:out|down|through)|(?:prolapsed|prolapse of the|prolapsing) (?:umbilical )?cord|cord prolapse|(?:see|feel|felt|can see|can feel|saw) (?:the )?(?:umbilical )?cord(?! (?:stump|clamp|clip|blood|care|bank|banking|clamping))",
      context: `${PREGNANT}|waters|labou?r|contractions|birth|baby`,
      reach: 30,
    },
    // Carbon monoxide: symptoms at home that clear away from it.
    {
      category: 'carbon_monoxide',
      pattern: "(?:headache|hedache|headach|hedake|headake|haedache|heddache)s?|head ?aches?|dizz[a-z]*|nause[a-z]*|feel(?:ing)? sick|drows[a-z]*",
      context: "not (?:at|in) (?:work|the office|school|college|uni)|(?:at|in) (?:work|the office|school) (?:we're|we are|i'm|im|i am|they're|they are|it's|its) (?:fine|ok|okay|better)|(?:better|fine|ok|okay|clears?|clear up|goes? away|go away|disappears?|lifts?) (?:when|once|as soon as|whenever|after) (?:we|i|they|he|she) (?:leave|go out|are out|get out|are away|go outside|step outside|open the windows?|leave the (?:house|flat|home))|only (?:at|in) (?:home|the house|the flat)",
      reach: 30,
    },
    // A baby whose breathing keeps pausing.
    {
      category: 'sick_child',
      pattern: "(?:paus[a-z]*|stop[a-z]*|gaps? in|long gaps between) (?:in |his |her |their )?(?:breathing|breathes|breaths|breath)|(?:breathing|breath|breaths) ~2 (?:pauses|paused|pausing|stops|stopping|keeps stopping)|apnoea|apnea",
      context: INFANT,
      reach: 20,
    },
    // A baby who will not suck or feed, dull, cold or listless.
    {
      category: 'sick_child',
      pattern: "(?:not|isn't|isnt|won't|wont|stopped|refus[a-z]*) (?:sucking|suckling|taking (?:any )?(?:milk|bottles?|feeds?|formula)|drinking (?:any )?milk)(?! (?:as much|as well|as often|so well|very well|well|from (?:the|a) bottle|from (?:a|the) cup|out of))|(?:very|so|really|too) (?:dull|listless|lethargic)",
      context: INFANT,
      reach: 20,
    },
    // Self-harm: "bout" for about; crashing the car on purpose said as a wish.
    {
      category: 'self_harm',
      pattern: "(?:thinking|thinkin|think|thought) (?:bout|abt|'bout) (?:ending it|ending (?:it all|things|my life)|killing myself|suicide|topping myself|dying|not being here|not waking up)",
      context: "thinking|thinkin|think|thought",
    },
    {
      category: 'self_harm',
      pattern: "(?:easier|better|simpler|quicker|end it|end things) ~5 (?:if|to) (?:i|he|she) (?:just )?(?:drove|drive|crashed|crash|steered|steer|swerved|swerve|jumped|jump|stepped|step|walked|walk) (?:my car |the car |his car |her car )?(?:(?:into|in) (?:a |the |some )?(?:wall|tree|traffic|road|river|sea|lake|canal|oncoming [a-z]+|lorry|truck|bus|train)|off (?:a |the )?(?:bridge|cliff|roof|building|ledge|edge|car park|multi ?storey)|in front of)",
      context: "easier|better|simpler|quicker|end",
    },
    // Stroke: suddenly unable to understand what is said.
    {
      category: 'stroke',
      pattern: "(?:can't|cant|cannot|not able to|unable to|doesn't|doesnt|does not|isn't able to|couldn't|couldnt) (?:understand|follow|make sense of) (?:what|anything|a word|words|me|us|anyone|what's being said)",
      context: "sudd?en[a-z]*|all of a sudden|out of nowhere|face|arm|speech|(?:slurr[a-z]*|slurd|slured|sluring)|droop[a-z]*|just now|minutes? ago|mins ago|this morning|woke|confus[a-z]*",
      reach: 20,
    },
    // Anaphylaxis: hives with vomiting or pallor after a food or sting.
    {
      category: 'anaphylaxis',
      pattern: "(?:hives|welts|wheals|blotch[a-z]*) ~6 (?:vomm?it[a-z]*|being sick|throw[a-z]* up|threw up|pale|floppy|limp)|(?:vomm?it[a-z]*|being sick|throwing up|threw up) ~6 (?:hives|welts|wheals)",
      context: "(?:ate|eaten|eating|had|tried|tasted|after|from|touched|something with) ~3 (?:peanuts?|peanut butter|nuts|tree nuts|cashews?|pistachios?|almonds?|walnuts?|hazelnuts?|pecans?|sesame|tahini|shellfish|prawns?|shrimps?|lobster|crab|mussels|fish|eggs?|kiwi|satay|pesto)|stung|(?:bee|wasp|hornet) stings?|allerg[a-z]*",
      reach: 20,
    },
    // Other emergencies: a hypo told by behaviour (acting drunk, not answering, can't get sugar into them).
    {
      category: 'other_emergency',
      pattern: "(?:won't|wont|will not|doesn't|doesnt|does not|didn't|didnt|isn't|isnt|can't|cant) (?:answer|answering|respond|responding|react|reacting|talk to)(?: me| us)?(?! (?:my|our|the|his|her|their|any) (?:texts?|calls?|phones?|messages?|emails?|door|doorbell|questions?))|(?:can't|cant|cannot|couldn't|couldnt|won't|wont) (?:get (?:him|her|them) to )?(?:drink|eat|swallow|take) (?:any |anything|the |some |his |her )?(?:juice|sugar|sweets|glucose|lucozade|coke|dextro|jelly babies|gel|anything)|(?:can't|cant|cannot|couldn't|couldnt|unable to|not able to) (?:swallow|eat or drink|drink or eat)(?= \\.| ,| !|$| and| now)|acting (?:drunk|strange|strangely|weird|weirdly|odd|oddly|funny|aggressive|aggressively)|(?:not|isn't|isnt) (?:himself|herself|with it)|out of it|glazed|zoned out|spaced out|staring blankly",
      context: "diabetic|diabetes|insulin|hypo|hypoglyc[a-z]*|type 1|type one|t1d|(?:blood )?(?:sugar|sugars|glucose|bg|bm) (?:is |was |of |at |reading |reads |says |levels? )?(?:low|really low|very low|dropping|crashing|hi|lo|[0-3])",
      reach: 60,
    },
    // Alcohol poisoning told by the drinking, whatever the amount, with a danger sign.
    {
      category: 'overdose_poisoning',
      pattern: "(?:can't|cant|cannot|won't|wont|couldn't|couldnt) (?:wake|rouse)|hard to wake|unconscious|unresponsive|not responding|out cold|breathing (?:is |has |'s )?(?:gone |got |become )?(?:really |very |so )?(?:slow|slowly|shallow|weird|funny|irregular)|(?:slow|shallow|irregular) breathing|chok[a-z]* on (?:his|her|their|my) (?:own )?(?:vomit|sick)|(?:lips|skin) ~2 (?:blue|grey|gray)",
      context: "vodka|whisky|whiskey|gin|rum|tequila|sambuca|jager[a-z]*|absinthe|bourbon|brandy|shots|booze|spirits|alcohol|drunk|drinking|pints|cider|wine|beer|binge[a-z]*|wasted|hammered|paralytic|legless|blackout drunk",
      reach: 30,
    },
    // Vomit like coffee grounds, told any way ("her sick looks like coffee grounds").
    {
      category: 'severe_bleeding',
      pattern: "coffee (?:grounds?|granules|grains)",
      context: "vomm?it[a-z]*|sick|throw[a-z]* up|threw up|puk[a-z]*|spew[a-z]*|brought up|bringing up|bring up|retch[a-z]*|heav[a-z]*",
      reach: 15,
    },
    // Other emergencies: high or low blood sugar with confusion or drowsiness.
    {
      category: 'other_emergency',
      pattern: "confus[a-z]*(?! about)|(?:very |really |so )?drows[a-z]*|not (?:responding|answering|reacting)|hard to wake|won't wake|wont wake|can't wake|unconscious|unresponsive|(?:not|isn't|isnt|is not|wasn't) making (?:any )?sense|(?:slurr[a-z]*|slurd|slured|sluring)|passed out|fitting|s(?:ei|ie)z[a-z]*|breathing (?:deep|deeply|heavy|heavily) and (?:fast|quick|rapid)|(?:deep|heavy) (?:and )?(?:fast|rapid) breathing|breath[a-z]* (?:really |very |so )?(?:fast|quick|quickly|rapid|rapidly|deep|deeply|heavy|heavily|hard)|fruity|pear drops|ketones (?:are |is |were )?(?:really |very |super )?(?:high|raised|over [2-9]|[2-9])",
      context: DIABETES,
      reach: 60,
    },
    // Other emergencies: heatstroke, confusion or collapse after hours in the heat.
    {
      category: 'other_emergency',
      pattern: "confus[a-z]*(?! about)|disorient[a-z]*|(?:not|stopped|isn't|isnt|no longer|has stopped) sweating|(?:skin )?hot and dry|not making sense|talking (?:nonsense|gibberish|rubbish)|(?:slurr[a-z]*|slurd|slured|sluring)|coll?aps[a-z]*|passed out|unresponsive|(?:won't|wont|can't|cant) wake",
      context: "heat ?stroke|sun ?stroke|heat exhaustion|(?:in|out in|under) the (?:heat|sun|hot sun|blazing sun)|heat ?wave|hot (?:day|weather|sun|car)|(?:all day|hours) (?:in the (?:sun|heat)|outside)|(?:3[5-9]|4\\d) (?:degrees|c)|(?:9\\d|1[01]\\d) (?:degrees|f)",
      reach: 30,
    },
    // Other emergencies: a caustic chemical in the eye.
    {
      category: 'other_emergency',
      pattern: `(?:oven cleaner|drain cleaner|(?:drain )?unblocker|bleach|caustic soda|caustic|lye|acid|ammonia|chemicals?|cement|lime|concrete|dishwasher (?:tablet|pod|detergent|powder)|limescale remover|toilet cleaner|degreaser) ~4 (?:in|into|on) ${P0}eyes?`,
      context: "splash[a-z]*|sprayed|squirted|spray|got|went|flicked|burn[a-z]*|sting[a-z]*|agony|can't open|cant open|can't see|cant see|blurr[a-z]*",
    },
    // Overdose: alcohol poisoning, too much drink with a danger sign.
    {
      category: 'overdose_poisoning',
      pattern: "(?:drank|drunk|had|downed|necked|drinking) (?:way |far |much )?too much (?:alcohol|vodka|booze|drink|whisky|whiskey|rum|gin|tequila|wine|spirits|cider|beer)|(?:drank|drunk|downed|necked) (?:a |the |half a |nearly a |almost a )?(?:whole |full |entire )?bottle of (?:vodka|whisky|whiskey|rum|gin|tequila|spirits)|alcohol poisoning",
      context: "(?:can't|cant|cannot|won't|wont) (?:wake|rouse)|unconscious|unresponsive|not responding|passed out|out cold|breathing (?:really |very |so )?(?:slow|slowly|shallow|weird|funny)|slow breathing|vomm?it[a-z]*|throw[a-z]* up|being sick|choking|blue|cold and clammy|fitting|s(?:ei|ie)z[a-z]*",
      reach: 30,
    },
    // Overdose: a week's or a month's pills taken at once.
    {
      category: 'overdose_poisoning',
      pattern: `(?:took|taken|swallowed|had|ate|eaten|taking) ${P0}(?:whole|entire|full|all (?:of )?${P}) (?:week's|weeks|week|month's|months|month|weekly|dosette|pill (?:box|organi[sz]er)|blister pack)(?: (?:worth|supply))?(?: of)?(?: (?:${PILLS}|pills|tablets|meds|medication|doses))?`,
      context: "at once|in one go|all together|together|by mistake|by accident|accidentally|same time|one go",
    },
    // Carbon monoxide: a car running in a closed garage, with someone drowsy or slurring.
    {
      category: 'carbon_monoxide',
      // A mind gone wrong near a source: talking nonsense, acting strange, not themselves.
      pattern: "groggy|(?:slurr[a-z]*|slurd|slured|sluring)|out of it|not making (?:any |much )?sense|(?:very|really|so) sleepy|(?:talking|speaking|saying|spouting|muttering|mumbling) (?:complete |total |utter )?(?:nonsense|gibberish|rubbish|random (?:stuff|things|words)|weird (?:stuff|things))|incoherent|delirious|disorient[a-z]*|acting (?:really |very |so |a bit |all )?(?:strange|weird|odd|funny|drunk|confused|spaced)|(?:not|isn't|isnt) (?:himself|herself|themselves|making sense)|spaced out|away with the fairies",
      context: CO_SOURCE,
      reach: 40,
    },
    // Seizure: shaking and jerking with a sign it is a fit (on the floor, minutes, no response).
    {
      category: 'seizure',
      pattern: "(?:shak[a-z]*|jerk[a-z]*|twitch[a-z]*|thrash[a-z]*|spasm[a-z]*) (?:and|n|&) (?:shak[a-z]*|jerk[a-z]*|twitch[a-z]*|thrash[a-z]*|spasm[a-z]*)|(?:jerk[a-z]*|thrash[a-z]*) (?:about |around )?on the (?:floor|ground)",
      context: "(?:on|to) the (?:floor|ground)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) ?(?:min|mins|minutes)|respond[a-z]*|answer[a-z]*|eyes|foam[a-z]*|drool[a-z]*|won't stop|wont stop|not stopping|keeps? going|still going|been going",
    },
    // Sick child: a rash that does not fade under a glass, in a child.
    {
      category: 'sick_child',
      pattern: "(?:rash|spots|blotches|marks|dots) ~5 (?:doesn't|does not|don't|do not|won't|wont|didn't|isn't|aren't|not|doesnt|dont|didnt) (?:fade|go away|disappear|blanch|go white|go pale) ~5 (?:glass|tumbler|press[a-z]*)|non ?blanching|purpura|petechia[a-z]*",
      context: CHILD,
      reach: 40,
    },
    // Sudden headache: a head "about to burst" that came on suddenly.
    {
      category: 'sudden_headache',
      pattern: "head ~3 (?:going to|gonna|about to|is going to|will|could) (?:burst|explode|split open|pop)|head(?:(?: ,)? [a-z0-9']+){0,10} (?:it's|its|it is|it was|it'll|it will) (?:going to|gonna|about to) (?:burst|explode|split open|pop)|head (?:is )?(?:bursting|exploding)|head ~5 (?:splitting|split|cracking|cracked|ripping|ripped|torn|tearing) (?:in two|in half|open|apart)",
      context: "sudd?en[a-z]*|out of nowhere|all of a sudden|in seconds|instantly|instant|came on (?:fast|quick|quickly)|worst|never had|never before|out of the blue|from nowhere",
      reach: 20,
    },
    // Sepsis: blue or grey lips or skin with an infection.
    {
      category: 'sepsis',
      pattern: `(?:lips|skin|tongue)${NG(3)} (?:blue|grey|gray|bluish|blueish|greyish|grayish)|(?:blue|grey|gray) lips`,
      context: INFECTION,
      reach: 40,
    },
    // Burns: a pan or kettle of boiling liquid pulled over a person.
    {
      category: 'burns',
      pattern: "(?:pulled|knocked|tipped|spilled|spilt|poured) ~3 (?:pot|pan|saucepan|kettle|chip pan|fryer|deep fat fryer|urn) (?:of|full of) (?:boiling|hot|scalding) [a-z]+ ~2 (?:on|over|onto|down) (?:him|her|them|himself|herself|themselves|his|her)",
      context: "boiling|scalding|hot",
    },
    // Stroke: all feeling lost down one side.
    {
      category: 'stroke',
      pattern: `(?:lost|losing|lose|no|can't feel|cant feel) (?:all |any )?(?:feeling|sensation|movement)?${NG(1)} (?:down|in|on|of) (?:one|the (?:${SIDE}|one)|${P} (?:${SIDE}|one)) side`,
      context: "sudd?en[a-z]*|out of nowhere|all of a sudden|face|arm|leg|speech|woke|minutes?|mins?|hours?|just now|this morning|today",
    },
    // Breathing: noisy or hard breathing with a grey or blue colour.
    {
      category: 'breathing',
      pattern: "(?:turning|turned|gone|going|went|goes|looks|looking) (?:a )?(?:bit |little |really |very )?(?:grey|gray|blue|purple|dusky|blueish|bluish|greyish)(?! hair)",
      context: `${BREATH_BAD}|breathing|breath|chok[a-z]*`,
      reach: 20,
    },
    // Sick child: very pale, mottled or not responding.
    {
      category: 'sick_child',
      pattern: "(?:very|really|so|deathly|ghostly|extremely|super|all|gone) pale|ashen|mottled|blotchy|not (?:responding|reacting) (?:properly|normally|to (?:me|us|anything|anyone|his name|her name))|unresponsive|(?:isn't|isnt|not|won't|wont) (?:respond[a-z]*|react[a-z]*)",
      context: CHILD,
      reach: 40,
    },
    // Other emergencies: lockjaw after a wound (tetanus).
    {
      category: 'other_emergency',
      pattern: `lock ?jaw|jaw${NG(2)} (?:is |keeps |has )?(?:locking|locked|locks|clamped|stiff|stiffening|won't open|wont open|can't open)|tetanus(?! (?:jabs?|shots?|boosters?|vaccines?|vaccinations?|injections?|immuni[sz]ations?|cover|protection|needed|up to date|status))`,
      context: `${WOUND}|nail|rusty|stepped on|puncture|wound|gash|(?:dog|cat|animal) bite|garden|soil`,
      reach: 30,
    },
    // Sepsis: little or no urine, or a racing heart, with an infection.
    {
      category: 'sepsis',
      pattern: "(?:not|hardly|barely|haven't been|havent been|hasn't been|hasnt been) (?:peeing|weeing|urinating|passing (?:urine|water)|done a wee|had a wee|made a wee)(?: much| at all| all day| since)?|(?:no|hardly any|very little|barely any) (?:pee|wee|urine)",
      context: `${INFECTION}|chills|shiver[a-z]*|rigors?|heart (?:is )?racing`,
      reach: 40,
    },
    // Sudden headache: a pain that peaked at once, or a head held in sudden pain.
    {
      category: 'sudden_headache',
      pattern: "(?:peaked|maxed out|reached (?:its |the )?peak|hit (?:its |the )?peak|was at (?:its )?worst) (?:straight away|right away|instantly|immediately|in (?:seconds|a second|a minute|under a minute)|within (?:a|one|a few) (?:seconds?|minutes?))",
      context: "head|(?:headache|hedache|headach|hedake|headake|haedache|heddache)",
      scope: 'message',
    },
    {
      category: 'sudden_headache',
      pattern: "(?:holding|clutching|grabbed|grabbing|clutched|held|gripping) (?:onto |at )?(?:his|her|my|their) head",
      context: "sudd?en[a-z]*|out of nowhere|all of a sudden|collaps[a-z]*|worst|(?:dropped|fell|sank|went down) (?:to|on) (?:his|her|their|my|the) (?:knees|floor|ground)|scream[a-z]*|agony|burst|popped|exploded|explosion",
      reach: 20,
    },
    // Seizure: someone who fell or collapsed and started jerking.
    {
      category: 'seizure',
      pattern: "(?:started|starts|began|begun|is|was|been|keeps?) (?:to )?(?:jerk[a-z]*|shak[a-z]*|twitch[a-z]*|thrash[a-z]*|convuls[a-z]*)(?: (?:all over|everywhere|uncontrollabl[a-z]*|violently))?",
      context: "fell down|fell over|collaps[a-z]*|on the (?:floor|ground)|went down|dropped to|(?:just|suddenly) dropped|dropped (?:down|like)|hit the (?:floor|ground|deck)|keeled over|passed out|blacked out|fainted|never had|first time|eyes (?:rolled|rolling)|not respond[a-z]*|stiff|foam[a-z]*|s(?:ei|ie)zure|(?:can't|cant|cannot|won't|wont) wake|not waking|unresponsive",
    },
    // Severe bleeding: a pad or more an hour with faintness (a heavy period, or any bleeding).
    {
      category: 'severe_bleeding',
      pattern: "(?:soak[a-z]*|soaked|gone|going|bleeding|bled|filled|filling|changing) (?:through )?(?:a |one |two |2 |3 |three |several |\\d+ )?(?:pads?|tampons?|towels?|sanitary towels?|night pads?) (?:an|every|each|per|in an|in half an|in under an|within an) (?:hour|half hour|30 min[a-z]*)",
      context: `${FAINT}|dizz[a-z]*|breathless|short of breath|heart (?:is )?racing`,
      reach: 30,
    },
    // Pregnancy: breathlessness or chest pain after a birth (a clot in the lung).
    {
      category: 'pregnancy',
      pattern: POSTPARTUM,
      context: `${BREATH_BAD}|short of breath|chest pain|pain in ${P} chest|cough[a-z]* (?:up )?blood`,
      reach: 40,
    },
    // Self-harm: a crash on purpose, one's own funeral pictured, death as a relief. Conditional
    // (on a person named), to keep the self-harm patterns under V8's 20,000-character limit.
    {
      category: 'self_harm',
      pattern: "(?:want|wants|wanting|wanna|thinking (?:about|of)|tempted|urges?|keep thinking about|going) (?:to )?(?:drive|driving|crash|crashing|swerve|swerving|steer|steering) (?:my car |the car |his car |her car )?(?:into|off|in front of) (?:a |the )?(?:wall|tree|bridge|lorry|truck|bus|train|oncoming|cliff|river|motorway)|(?:want|wants|wanting|wanna|thinking (?:about|of)|tempted|urges?|going) (?:to )?(?:jump|jumping|step|stepping|walk|walking|throw (?:my|him|her)self|throwing (?:my|him|her)self) in front of (?:a |the )?(?:train|bus|lorry|truck|car|traffic)|(?:picturing|imagining|planning|plan|planned|thinking about|think about|fantasi[sz]ing about|dreaming about|dream about) (?:my|his|her) (?:own )?funeral|(?:dying|death|being dead|not being here|not being alive|not waking up|never waking up|to be gone) ~4 (?:a |such a |like a |like )?relief",
      context: "i|i'm|im|i've|ive|me|my|myself|he|she|he's|she's|his|her|they|their",
    },
    // Sudden headache: "worst of my life" said apart from the headache.
    {
      category: 'sudden_headache',
      pattern: "worst (?:of|in) (?:my|his|her|their) (?:whole |entire )?li(?:fe|ves)|worst (?:pain )?(?:ever|(?:i've|ive|i have|he's|she's|hes|shes|he has|she has) ever (?:had|felt))",
      context: "(?:headache|hedache|headach|hedake|headake|haedache|heddache)|(?:headache|hedache|headach|hedake|headake|haedache|heddache)s|head ?ache|head pain|pain in (?:my|his|her|the) head|migraine",
      reach: 8,
    },
    // Sudden headache: something burst or popped "inside", the head named nearby.
    {
      category: 'sudden_headache',
      pattern: "(?:something|a (?:blood )?vessel|a vein|a balloon) ~2 (?:pop|popped|snap|snapped|burst|bursting|explode|exploded|ruptured|gave way|went (?:pop|bang|snap)) (?:inside|in there)",
      context: 'head|skull|brain|(?:headache|hedache|headach|hedake|headake|haedache|heddache)',
      reach: 15,
    },
    // Severe bleeding: pressure or pinching that does not work; a nosebleed on blood thinners that lasts.
    {
      category: 'severe_bleeding',
      pattern: "(?:pinching|pinched|pressure|pressing|pressed|squeezing|held|holding|pushed|pushing) ~4 (?:for )?(?:over |more than |a good |about |at least )?(?:\\d+|ten|fifteen|twenty|thirty|forty|half an hour|an hour) ?(?:mins?|minutes|hours?)? ~4 (?:still|keeps?|kept|won't stop|wont stop|hasn't stopped|hasnt stopped|not stopped|not stopping) ~2 (?:bleed[a-z]*|pour[a-z]*|gush[a-z]*|coming|running|oozing|spurting|seeping|dripping)|(?:pinching|pinched|pressure|pressing|pressed|squeezing|holding (?:it|pressure)|ice|tissues?) ~3 (?:does nothing|did nothing|doing nothing|isn't working|isnt working|not working|doesn't work|doesnt work|didn't work|didnt work|hasn't worked|hasnt worked|made no difference|makes no difference|isn't helping|isnt helping|not helping|doesn't help|doesnt help|won't stop it|wont stop it)",
      context: 'nose ?bleed[a-z]*|bleed[a-z]*|blood',
      reach: 20,
    },
    {
      category: 'severe_bleeding',
      pattern: "nose ?bleed[a-z]*|nose (?:is |keeps |won't stop |wont stop )?bleeding",
      context: "apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|eliquis|xarelto|clopidogrel|blood thinners?|anticoagulants?|(?:an|one|two|\\d+) (?:hours?|hrs?)|(?:[2-9]\\d) (?:minutes|mins)|half an hour|faint[a-z]*|dizz[a-z]*|light ?headed|pale",
      reach: 30,
    },
    // Pregnancy: heavy bleeding during a pregnancy or after a birth, told as a flood of blood.
    {
      category: 'pregnancy',
      pattern: "(?:gush[a-z]*|pour[a-z]*|pumping|spurt[a-z]*|stream[a-z]*|flood[a-z]*|losing|lost|so much|too much|loads of|lots of) ~2 blood|(?:towels?|sheets?|the bed|mattress|clothes|trousers|leggings|underwear) ~3 (?:soaked|drenched|sodden|covered|full of blood)|(?:haemorrhag|hemorrhag)[a-z]*",
      context: `${PREGNANT}|${POSTPARTUM}`,
      reach: 60,
    },
    // Unconscious: eyes opened only briefly or only to a shout, then straight back out, in someone
    // found down or after a danger (not a lie-in: the setting or the shout must be told).
    {
      category: 'unconscious',
      pattern: "(?:opens|opened|opening|open|will open|does open|flickers|flickered|flutters|fluttered) (?:up )?(?:his|her|their) eyes(?: [a-z0-9']+){0,10} (?:(?:straight|right|just|then|immediately) back (?:out|under|off|to sleep|asleep)|(?:drifts|drifted|drifting|slips|slipped|slipping|nods|nodded|nodding|goes|went|going|falls|fell|falling|flops|flopped|sinks|sank|zones|zoned) (?:straight |right |just |then |immediately )?(?:back )?(?:off|under|out|to sleep|asleep)|(?:closes|closed|shuts|shut) (?:them|it|his eyes|her eyes|their eyes) again)|(?:his|her|their) eyes (?:open|flicker|flutter|opened|flickered|fluttered)(?: [a-z0-9']+){0,8} (?:(?:straight|right|just|then) back (?:out|under|off)|(?:close|closed|shut) again)",
      context: "shout[a-z]*|yell[a-z]*|scream[a-z]*|shak(?:e|es|ing|en)|shook|pinch[a-z]*|rub[a-z]*|(?:call|calling|say|saying|said) (?:his|her|their) name|on the (?:floor|ground|pavement|bathroom floor|kitchen floor)|found|collaps[a-z]*|fell|fallen|fall|drunk|pills|tablets|overdos[a-z]*|diabet[a-z]*|sugar|hypo|insulin|head|seizure|fit|stroke|ambulance|999|grey|gray|pale|limp|floppy|clammy|barely|(?:a|for a) (?:second|sec|moment|split second)|briefly|(?:a little|a bit|slightly) (?:when|if|then|but)|(?:not|isn't|isnt|won't|wont|can't|cant|doesn't|doesnt) (?:talk|talking|speak|speaking|say|saying|answer|answering|respond|responding|make sense)",
      reach: 40,
    },
    // Sick child: a child who cannot be woken properly or drifts straight back to sleep.
    {
      category: 'sick_child',
      pattern: "(?:can't|cant|cannot|couldn't|couldnt|can not|struggling to|unable to|hard to|difficult to) (?:wake|rouse|waken) ~4 (?:properly|fully|up properly|at all)|(?:goes|falls|falling|drops|dropping|drifts|drifting) (?:straight |right )?back (?:to sleep|asleep|off)|(?:moans|groans|whimpers) and (?:goes|falls|drifts)",
      context: CHILD,
      reach: 40,
    },
    // Seizure: a second fit before waking from the first.
    {
      category: 'seizure',
      pattern: "(?:now|then|and|had|having) (?:another|a second|a 2nd|a third|one more)(?: one| fit| s(?:ei|ie)zure| convulsion)?|(?:before|without) (?:waking|coming round|coming to|coming around|coming back) (?:up )?(?:from|after|in between|between)|(?:not|hasn't|hasnt|didn't|didnt) (?:woken|wake|come round|come to|come around) (?:up )?(?:in )?between",
      context: 's(?:ei|ie)zures?|fits?|fitting|convuls[a-z]*',
      reach: 15,
    },
    // Chest pain: angina spray or tablets not working.
    {
      category: 'chest_pain',
      pattern: `(?:gtn|angina|nitro[a-z]*|glyceryl|(?:heart|chest|tongue|under the tongue) spray)(?: [a-z']+){0,3} ${FAILED}`,
      context: "pain|pains|chest|angina|tight[a-z]*|pressure|heav[a-z]*|heart attack|heart|stent|stents|bypass|cardiac",
      reach: 20,
    },
    {
      // Any spray, when the heart is named: not a nasal or asthma spray.
      category: 'chest_pain',
      pattern: `spray(?: [a-z']+){0,5} ${FAILED}`,
      context: "chest|angina|heart attack|heart attacks|stent|stents|bypass|cardiac|gtn|nitro[a-z]*|angioplasty",
      reach: 20,
    },
    {
      // GTN used twice or more and the pain still there (NHS: call 999 if it does not ease).
      category: 'chest_pain',
      pattern: "(?:used|taken|took|had|done|tried|given|gave|sprayed|squirted) (?:my |her |his |their |the |a )?(?:gtn|nitro[a-z]*|glyceryl|(?:angina|heart|chest|gtn|nitro) spray)(?: [a-z']+){0,2} (?:twice|two times|2 times|three times|3 times|x ?2|x ?3|again|already|more than once)",
      context: "pain|pains|chest|angina|tight[a-z]*|pressure|heav[a-z]*|still|(?:hasn't|hasnt|not|isn't|isnt|won't|wont) (?:gone|go|going|eased|easing|settled|stopped|better)",
      reach: 20,
    },
    {
      // A spray not named as GTN used twice or more, when angina or the heart is named nearby
      // ("had angina for years, used my spray three times and the pain is still there").
      category: 'chest_pain',
      pattern: "(?:used|use|taken|took|take|had|done|did|tried|given|gave|sprayed|squirted|using|doing|on) (?:my |her |his |their |the |a |that )?(?:usual )?spray(?: [a-z']+){0,2} (?:twice|two times|2 times|three times|3 times|four times|4 times|x ?2|x ?3|x ?4|again|already|more than once|a few times|several times|(?:a )?(?:second|third|2nd|3rd) (?:time|go|dose|puff|spray))",
      context: "angina|gtn|nitro[a-z]*|glyceryl|heart|cardiac|stents?|stented|bypass|chest",
      reach: 25,
    },
    {
      // Several doses of it counted, with no relief ("3 sprays and no relief").
      category: 'chest_pain',
      pattern: `(?:[2-9]|two|three|four|five|several|a few|multiple|a couple of|couple of) (?:(?:sprays|squirts)(?: of (?:my |the |his |her )?(?:gtn|nitro[a-z]*|glyceryl|(?:angina )?spray))?|(?:doses|goes|puffs|tablets) of (?:my |the |his |her )?(?:gtn|nitro[a-z]*|glyceryl|(?:angina |gtn )?spray))(?: [a-z']+){0,3} (?:no relief|no change|no difference|no improvement|nothing|still|${FAILED})`,
      context: "angina|gtn|nitro[a-z]*|glyceryl|heart|cardiac|stents?|stented|bypass|chest",
      reach: 25,
    },
    {
      // The same pain or feeling as a known heart attack, stent or bypass.
      category: 'chest_pain',
      pattern: "(?:same|exact same|identical|similar) (?:kind of |sort of |type of )?(?:pain|pains|feeling|tightness|pressure|symptoms|heaviness|ache|crushing)|(?:feels?|felt|feeling) (?:exactly |just )?(?:the same|identical|like (?:last time|before|it did))|(?:exactly|just) like (?:last time|before|when (?:i|he|she) had)",
      context: "heart attack|heart attacks|stent|stents|stented|bypass|angina|cardiac|mi|angioplasty",
      reach: 25,
    },
    // Other emergencies: no drink and no urine in an old or frail person who is now confused.
    {
      category: 'other_emergency',
      pattern: "(?:hasn't|hasnt|haven't|havent|not|hardly|barely|didn't|didnt|won't|wont) (?:drunk (?:anything|any|much)|drank (?:anything|any|much)|drinking (?:anything|any|much)|drink (?:anything|any|much)|had anything to drink|had a drink|had any (?:water|fluids?|drinks?))(?: (?:for|in|since) ~3 (?:days?|hours?|yesterday))?|(?:no|hardly any|barely any) (?:wee|pee|urine)",
      context: "confus[a-z]*|muddled|delirious|not making sense|drows[a-z]*|(?:very|really|so|extremely) weak|can't stand|cant stand|unresponsive|hallucinat[a-z]*",
      reach: 30,
    },
    // Self-harm: goodbyes that are final; "tonight's the night".
    {
      category: 'self_harm',
      pattern: "(?:see|c) (?:you|u|ya|yous|y'all|yall) (?:on the other side|in the next life|in another life|in heaven|on the flip side)(?! of)|(?:final|last) (?:goodbyes?|farewells?)|'?(?:goodbye|good ?night|bye|farewell|sleep) (?:forever|for ever|for good)|(?:tonight's|tonights|tonight is|tonight feels like|today's|todays|today is) the (?:night|day)(?! (?:of|for|before|after))|this is the end(?! of)|this is my last (?:message|text|post)|tell (?:my |our )?(?:mum|mom|dad|kids|family|parents|sister|brother|everyone|them|him|her) (?:that )?(?:i|i'm|im) (?:love|loved|sorry)",
      context: "i|i'm|im|i've|ive|me|my|myself|he|she|he's|she's|his|her|they|their|u|you|posted|texted|messaged|sent|wrote|said|says|caption[a-z]*|status|story|friend|girlfriend|boyfriend|partner|wife|husband|son|daughter|brother|sister|mum|mom|dad|mate",
    },
    // Self-harm: prized things handed over, with a goodbye or someone out of reach.
    {
      category: 'self_harm',
      pattern: "(?:gave|given|giving|gives|give|handed|handing) (?:me|us|him|her|them|away|out|his mates|her mates|her friends|his friends|friends) ~3 (?:his|her|their|my|ur|u) (?:[a-z]+ )?(?:guitar|cat|dog|pets?|console|xbox|playstation|ps5|games|clothes|jewellery|jewelry|ring|watch|laptop|stuff|things|belongings|savings|bike|car|books|records|collection|rabbit|hamster|necklace|gaming)",
      context: `goodbye|bye|other side|won't need|wont need|(?:not|isn't|isnt|won't|wont|hasn't|hasnt|stopped) (?:answering|replying|picking up|responding|answer|reply|pick up)|phone (?:is )?(?:off|switched off|dead)|can't reach|cant reach|missing|locked|suicid[a-z]*|depress[a-z]*|low|dark|end it|sorry for everything|for everything|note|letter|${DECIDED}`,
      reach: 50,
    },
    {
      // Prized things given or sold to someone, with a decision made or a last goodbye.
      category: 'self_harm',
      pattern: "(?:gave|given|giving|gives|give|handed|handing|sold|selling|rehomed|rehoming) (?:away )?(?:all )?(?:of )?(?:his|her|their|my) (?:[a-z]+ )?(?:guitar|cat|dog|pets?|console|xbox|playstation|ps5|games|clothes|jewellery|jewelry|ring|watch|laptop|stuff|things|belongings|savings|bike|car|books|records|collection|rabbit|hamster|necklace|gaming|trainers|phone|tools)",
      context: `${DECIDED}|goodbye|bye|won't need|wont need|note|letter|suicid[a-z]*|end it`,
      reach: 40,
    },
    {
      // Finishing or ending "it" once the mind is made up or the will is sorted.
      category: 'self_harm',
      pattern: "(?:when|then|day|night|time|before|after|once) (?:i|i'll|ill|he|she|he'll|she'll|we) (?:finish|end|do) it(?: all)?(?! (?:with|off|up|for (?:him|her|them|the)))|(?:finish|finishing) it (?:all|for good)",
      context: `(?:feel|feels|feeling|felt|i'm|im|i am) (?:so |really |weirdly |strangely |oddly |finally |very )?(?:calm|peaceful|at peace)(?! (?:about|with))|how it (?:ends|will end)|(?:sorted|wrote|written|made|done|updated|sorting|writing|finished) (?:out )?(?:my|his|her|a) will|notes?|letters?|goodbyes?|pills|tablets|rope|bridge|no point|had enough|can't go on|cant go on|nobody will|burden|tired of (?:it all|everything|living|life|being alive)`,
      reach: 30,
    },
    // Self-harm: asking how to make it quick or painless once the mind is made up, the will
    // sorted or goodbyes said ("I just want it to be quick and painless, what would you suggest").
    {
      category: 'self_harm',
      pattern: "(?:want|wants|wanted|need|needs|like|wish|prefer|hope) (?:it|this|the end|death|dying|things|it all|my death|going) (?:to be|to go|over|done) (?:as |nice and |really |very )?(?:quick|quickly|painless|painlessly|peaceful|peacefully|fast|easy|clean)|(?:quickest|fastest|easiest|cleanest|most painless|least painful|most peaceful|surest|most reliable|best) (?:way|method|option)(?= \\?| \\.| ,|$| (?:to (?:do it|go|die|end it|end things|end (?:my|his|her) life|make it stop|not wake up)|would be|is|for me)(?![a-z']))",
      context: `${DECIDED}|goodbyes?|bye|notes?|letters?|who (?:gets|takes|will (?:get|take|have)|looks after|will look after) (?:the |my )?(?:cat|dog|kids|children|pets?|house|flat|stuff|things)|won't need|wont need|no point|had enough|can't go on|cant go on|burden|better off without|suicid[a-z]*|end it|end my life|tired of (?:it all|everything|living|life|being alive)`,
      reach: 40,
    },
    // Self-harm: cutting or burning a part of one's own body again, deeper, or as the only relief.
    {
      category: 'self_harm',
      pattern: "(?:cut|cuts|cutting|burnt|burned|burn|burning|scratched|scratching|carved|carving|sliced|slicing|slashed|slashing) (?:my|his|her|their) (?:arms?|thighs?|wrists?|legs?|stomach|tummy|belly|skin|hips?|forearms?|upper arms?|ankles?)(?! (?:on|against|while|when|shaving|cooking|by accident|accidentally|at work|in the))|(?:cut|burnt|burned|burn|cutting|burning|scratched|scratching|carved) (?:my ?self|him ?self|her ?self) with (?:a |my |the |his |her )?(?:lighter|blade|razor blade|compass|sharpener|pencil sharpener|cigarette|lit cigarette|hot spoon|broken glass|piece of glass)",
      context: "again|on purpose|deliberately|deeper|than usual|than before|than last time|(?:can't|cant|cannot|won't|wont) stop|urges?|relapse[a-z]*|self ?harm[a-z]*|only thing|helps me cope|feel better|numb|hate myself|deserve|punish[a-z]*|every night|(?:don't|dont|do not) care|hide (?:it|them|the)|hiding|nobody knows|no one knows",
      reach: 25,
    },
    // Self-harm: pills or another person's medicine saved up for a chosen night.
    {
      category: 'self_harm',
      pattern: `(?:stockpil[a-z]*|saving|saved|hoarding|hoarded|collecting|collected|squirrelled|squirreled|stashed|stashing) ~4 (?:${PILLS}|morphine|oramorph)(?! (?:prescriptions?|repeats?|scripts?|so (?:i|we) (?:don't|dont|do not)))`,
      context: "tonight|night|weekend|tomorrow|end it|die|dying|all of them|the lot|done|goodbye|no point|enough|suicid[a-z]*|nobody knows|no one knows|haven't told|havent told",
      reach: 30,
    },
    // Sudden headache: a pain at the back of the head that came on at once, with a severity sign.
    {
      category: 'sudden_headache',
      pattern: `(?:sudden|suddenly|instant|instantly|out of nowhere|out of the blue|all of a sudden) ~2 (?:pain|agony|bang|thump|stabbing pain|sharp pain)(?: [a-z0-9']+){0,5} (?:in|at|behind|across|around|through|inside) (?:the (?:back|top|front|base) of )?${P} (?:head|skull)`,
      context: "10 ?/ ?10|10 out of 10|ten out of ten|worst|never (?:felt|had|known) anything like|like nothing|vomm?it[a-z]*|being sick|was sick|been sick|threw up|throw[a-z]* up|coll?aps[a-z]*|stiff|agony|excruciating|unbearable|scream[a-z]*|confus[a-z]*|passed out|faint[a-z]*",
      reach: 20,
    },
    // Severe bleeding: everything tried and nothing stops it.
    {
      category: 'severe_bleeding',
      pattern: "(?:tried|trying|done) everything|nothing (?:works|is working|stops it|helps|has worked)",
      context: 'nose ?bleed[a-z]*|bleed[a-z]*|blood',
      reach: 20,
    },
    // Pregnancy: vomiting or coughing blood while pregnant.
    {
      category: 'pregnancy',
      pattern: "(?:vomm?it[a-z]*|throw[a-z]* up|threw up|cough[a-z]*|sick) ~2 blood",
      context: PREGNANT,
      reach: 40,
    },
    // Burns: boiling oil, fat or water over a body or a child.
    {
      category: 'burns',
      pattern: "boiling (?:oil|fat|water|grease)|scalding (?:oil|fat|water)|(?:pan|pot|fryer|chip pan) of (?:hot|boiling) (?:oil|fat)",
      context: "legs?|thighs?|arms?|chest|tummy|stomach|back|feet|foot|face|baby|toddler|child|kid|son|daughter|boy|girl|little one",
      reach: 12,
    },
    // Self-harm: the means taken away, and "you won't see me again".
    {
      category: 'self_harm',
      pattern: "(?:won't|wont|will not|never) (?:see|hear from) (?:me|him|her|them) (?:again|ever again)|(?:won't|wont|will not|isn't|isnt|not) (?:be )?coming (?:back|home) (?:again|ever)",
      context: "guns?|shotgun|rifle|rope|noose|pills|tablets|bridge|cliff|woods|knife|blade|goodbye|sorry for everything|note|letter|suicid[a-z]*|end it|kill",
      reach: 30,
    },
    // Other emergencies: limbs that do not move after a fall or a crash.
    {
      category: 'other_emergency',
      pattern: `(?:isn't|isnt|is not|not|won't|wont|hasn't|hasnt|can't|cant|cannot) (?:moving|move|moved) (?:${P} )?(?:legs|arms|body|neck)`,
      context: "fell|fall|fallen|crash[a-z]*|accident|landed|thrown|off|hit by|knocked (?:off|down)",
      reach: 20,
    },
    // Self-harm: "time to go", a will or funeral put in order, "fine without him", a future not seen,
    // a voice telling them to jump.
    {
      category: 'self_harm',
      pattern: "(?:it's|its|it is) (?:my )?time (?:for me )?to (?:go|leave this world|check out)|(?:sorted|sorting|written|made|making|updated|updating|wrote|planned|planning) (?:out )?(?:my|his|her) (?:will|affairs|own funeral|funeral)|(?:be|we'd be|you'd be|they'd be|would be|will be|be all) (?:all )?(?:fine|better off|better|happier|ok|okay) without (?:him|her)(?! (?:for|at|on|this|next|tonight|today))",
      context: "letters?|notes?|written to|wrote to|goodbye|can't go on|cant go on|done|had enough|end it|pills|tablets|rope|guns?|low|depress[a-z]*|hopeless|burden|thinking|insurance|not (?:himself|herself)|withdrawn|kids|suicid[a-z]*",
      reach: 40,
    },
    {
      category: 'self_harm',
      pattern: "(?:can't|cant|cannot|don't|dont|do not) see (?:a|any) future(?! (?:with|in|for (?:us|our|the|this|my (?:job|career|relationship|marriage))))|no future for me|(?:started|been|already|i've|ive) (?:planning|planned) (?:how|when|where|it)(?= \\.| ,| \\?|$)|(?:telling|tells|told|keeps? telling|voices? (?:telling|saying)) (?:me|him|her) to (?:jump|kill (?:my|him|her)self|hurt (?:my|him|her)self|cut|end it|die|step in front|throw (?:my|him|her)self)",
      context: "i|i'm|im|i've|ive|me|my|myself|he|she|he's|she's|his|her|they|their",
    },
    // Sudden headache: a sudden headache with a sign of a bleed or an exertion trigger.
    {
      category: 'sudden_headache',
      pattern: "sudden (?:onset )?(?:(?:headache|hedache|headach|hedake|headake|haedache|heddache)|head pain|head ache)",
      context: "worst|severe|crazy|insane|excruciating|agony|10 ?/ ?10|10 out of 10|workout|gym|exercis[a-z]*|lifting|sex|straining|vomm?it[a-z]*|being sick|was sick|stiff|light|coll?aps[a-z]*|confus[a-z]*|brain|on fire|explod[a-z]*|never (?:had|felt)",
      reach: 15,
    },
    // Severe bleeding: through the fingers, or despite pressing hard.
    {
      category: 'severe_bleeding',
      pattern: "(?:even though|even when|even with|despite) ~3 (?:pressing|pressure|pressed|holding|squeezing)|(?:coming|pouring|seeping|leaking|squirting|spurting|gushing|running|oozing) ~2 (?:through|between|out between) (?:my|his|her|their|the) fingers",
      context: 'blood|bleed[a-z]*',
      reach: 20,
    },
    // Sick child: sucking in at the neck or under the ribs; not taking feeds.
    {
      category: 'sick_child',
      pattern: "sucking in (?:at|under|between|around|below) (?:the|his|her|their) (?:neck|ribs|chest|throat|tummy|collar ?bones?)|(?:not|isn't|isnt|won't|wont|hasn't|hasnt) (?:taking|taken|take) (?:her|his|the|any|a) (?:feeds?|bottles?|milk)(?! (?:as well|so well|very well|well|as much|as often|as quickly|as fast))",
      context: CHILD,
      reach: 40,
    },
    // Meningitis: a rash spreading fast with a fever.
    {
      category: 'meningitis',
      pattern: `(?:rash|spots)${NG(5)} (?:spreading|spreads|spread) (?:so |really |very )?(?:fast|quickly|rapidly)`,
      context: FEVER,
      reach: 30,
    },
    // Other emergencies: a leg or arm suddenly cold and white or blue, and painful.
    {
      category: 'other_emergency',
      pattern: "(?:leg|arm|foot|calf|limb)(?: [a-z0-9',]+){0,8} (?:cold|freezing|icy) (?:and |, |, and )?(?:very |really )?(?:pale|white|blue|mottled|numb)",
      context: "sudd?en[a-z]*|pain[a-z]*|agony|hurts",
      reach: 15,
    },
    // Sight gone on one side or in half the field, said of the sight rather than of an eye.
    {
      category: 'stroke',
      pattern: `(?:half|one side|left side|right side|part|the left|the right)(?: of)? ${P} (?:vision|sight|eyesight|visual field)|(?:vision|sight|eyesight) (?:in|on|from|out of) (?:${P} )?(?:${SIDE}|one) (?:side|eye)`,
      context: "sudd?en[a-z]*|all of a sudden|out of nowhere|gone|went|lost|disappear[a-z]*|black|blacked|dark|blank|curtain|missing",
    },
    // Someone who went down and does not move or answer.
    {
      category: 'unconscious',
      pattern: "(?:he|she|they|he's|she's|hes|shes|they're|theyre|he is|she is|they are|and|still|now|just) (?:isn't|isnt|is not|not|aren't|arent|has stopped|stopped|hasn't|hasnt|won't|wont|doesn't|doesnt|can't|cant) (?:been )?(?:moving|responding|reacting|answering|opening (?:his|her|their) eyes|move|respond|react|answer|open (?:his|her|their) eyes)(?! (?:his|her|their|my|the|it|its|one|much|well|properly|right|very|a|an|as|to|on|in|with|for|about|after|when|yet (?:to|about)|texts?|messages?|calls?|(?:the |his |her )?phone))",
      context: "went down|gone down|goes down|dropped|coll?aps[a-z]*(?! (?:into|in|on|onto) (?:the )?(?:bed|sofa|couch|chair))|fell(?! asleep)|fallen(?! asleep)|floor|ground|slumped|keeled over|passed out|fainted|blacked out|crumpled|hit the deck",
      reach: 15,
    },
    // A whole household ill where fumes can build up.
    {
      category: 'carbon_monoxide',
      pattern: "(?:we|we're|were|we are|we've|weve|we have|all of us|everyone|everybody|whole family|both of us|the kids and i|the kids and me|me and (?:my|the) [a-z]+|my [a-z]+ and i) ~4 (?:ill|unwell|poorly|sick|groggy|drowsy|dizzy|woozy|faint|headach[a-z]*|nause[a-z]*|throwing up|vomm?iting|confused)",
      context: CO_INDOOR,
      reach: 20,
    },
    // A burn called huge or the size of a hand: large burns go to A&E.
    {
      category: 'burns',
      pattern: "(?:huge|massive|enormous|giant|large|big) (?:[a-z]+ )?(?:burns?|scalds?|blisters)|(?:large|big|huge|massive|wide) (?:area|patch|part|section|bit)|(?:burn|scald|it|blister|blisters|area|patch|wound)(?: is|'s| was| are|s| has gone| looks| covers)(?: really| very| so| pretty| like)? (?:huge|massive|enormous|giant|the size of (?:my|his|her|a|an|your|their) (?:hand|palm|plate|fist|phone|hands|forearm|thigh))",
      context: "burn[a-z]*|burnt|scald[a-z]*|kettle|boiling|hot (?:water|oil|fat|pan|tea|coffee|soup)|iron|oven|hob|stove|fire|flames?|steam",
      reach: 15,
    },
    // A heart squeezed or crushed, with a cardiac sign near it.
    {
      category: 'chest_pain',
      pattern: "(?:squeez[a-z]*|crush[a-z]*|grip[a-z]*|clench[a-z]*|clamp[a-z]*|vice|vise|fist|grabbing|grabbed) ~3 (?:my|his|her|the) heart|heart (?:is |feels |feel |felt |was )?(?:being )?(?:squeezed|crushed|gripped|clenched|clamped|in a vice|in a vise)",
      context: "arm|arms|jaw|neck|back|shoulder|sweat[a-z]*|clammy|breath[a-z]*|sick|nause[a-z]*|faint[a-z]*|dizz[a-z]*|pain|ache|aching|hurts|stand|grey|gray|pale|heavy|tight",
      reach: 15,
    },
    // Jerking that stopped but the person has not come round: a fit, not just a faint.
    {
      category: 'seizure',
      pattern: "jerk[a-z]*|twitch[a-z]*|fitting|fitted|convuls[a-z]*|seiz[a-z]*|thrash[a-z]*|spasm[a-z]*|shook all over|shaking all over",
      context: "(?:not|isn't|isnt|hasn't|hasnt|won't|wont|still not|not yet|can't|cant|doesn't|doesnt|does not|didn't|didnt|did not|never) (?:com(?:e|ing) (?:round|around|to)|wak[a-z]*|woken|respond[a-z]*)",
      reach: 20,
    },
    // A number of one medicine taken by mistake ("about 8 of my digoxin").
    {
      category: 'overdose_poisoning',
      pattern: `(?:took|taken|swallowed|ate|eaten|necked|downed|popped|had) (?:about |around |like |maybe |roughly |over |nearly |at least |approx |approximately )?(?:[5-9]|\\d\\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a dozen|a handful|handful) (?:of )?${P0}(?:[a-z]+ )?(?!vitamins|gummies|melatonin)${PILLS}`,
      context: "by mistake|by accident|accidental[a-z]*|mistakenly|instead of|double dose|doubled|mixed up|mix up|wrong (?:pills|tablets|meds|medicine|dose)|thinking (?:they|it) (?:were|was)|thought (?:they|it) (?:were|was)|sweets|smarties|candy|candies",
      reach: 15,
    },
    // Lips or skin gone blue in a baby or small child.
    {
      category: 'sick_child',
      pattern: `(?:lips?|face|tongue|skin|mouth)${NG(3)} (?:look |looks |looking |are |is |went |gone |turn[a-z]* |going |seem |seems )?(?:a bit |slightly |quite |really |very )?(?:blue|bluish|blueish|grey|gray|greyish|dusky|purple)${COLD}`,
      context: `${CHILD}|newborns|newborn's|baby's|babys|toddlers|toddler's|infant's|child's|kid's`,
      reach: 15,
    },
    // A rash that does not fade under pressure in a small child.
    {
      category: 'sick_child',
      pattern: "(?:dots?|spots?|rash|marks?|blotch[a-z]*|pin ?pricks?|pinpricks?)(?: [a-z0-9']+){0,6} (?:don't|dont|do not|doesn't|doesnt|does not|won't|wont|didn't|didnt|not) (?:go|fade|disappear|vanish|blanch)(?: away)? (?:when|under|with|if|after) ~4 (?:press[a-z]*|glass|tumbler|push[a-z]*|squash[a-z]*)",
      context: `${CHILD}|newborns|newborn's|baby's|babys|toddlers|toddler's|infant's|child's|kid's`,
      reach: 15,
    },
    // Heatstroke: hot and no longer sweating, with collapse or confusion.
    {
      category: 'other_emergency',
      pattern: "(?:stopped|not|isn't|isnt|no longer|has stopped|doesn't|doesnt|not even) sweating|(?:hot|boiling|burning up) (?:and |, )?(?:dry|bone dry)",
      context: "coll?aps[a-z]*|confus[a-z]*|faint[a-z]*|passed out|delirious|not making sense|seiz[a-z]*|fitting|keeled over|went down|(?:slurr[a-z]*|slurd|slured|sluring)|unresponsive|not responding|drowsy",
      reach: 15,
    },
    // A headache sudden and severe, said as a pain at the back or top of the head.
    {
      category: 'sudden_headache',
      pattern: "(?:sudden|sudd?enly|all of a sudden|out of nowhere|out of the blue|instant|instantly) ~3 (?:severe|agonising|agonizing|excruciating|unbearable|intense|terrible|blinding|crushing|explosive|horrendous|horrific|awful|massive|violent|extreme|worst|stabbing|splitting) ~2 (?:pain|ache|agony|throbbing|pounding) (?:in|at|behind|on|across|round|around|over|to) (?:the )?(?:(?:back|top|front|side|base) (?:of )?)?(?:my |his |her |their |the )?(?:head|skull)",
      context: "sudd?en[a-z]*|all of a sudden|out of nowhere|out of the blue|instant[a-z]*",
    },
    // Not yet awake after a faint, a fall or a fit.
    {
      category: 'unconscious',
      pattern: "(?:still |yet )?(?:isn't|isnt|is not|not|hasn't|hasnt|has not) (?:been )?(?:fully |properly )?(?:awake|woken up|woken|come to|conscious)",
      context: `${FAINT}|s(?:ei|ie)z[a-z]*|fit|fitting|fell|fallen|hit|floor|ground|(?:\\d+|five|ten|fifteen|twenty) ?(?:minutes|mins)`,
      reach: 15,
    },
    // Found beside an empty packet of tablets.
    {
      category: 'overdose_poisoning',
      pattern: `empty (?:packets?|boxes|box|bottles?|blister packs?|blisters?|strips?|packs?|tubs?|pots?|sheets?|jars?) (?:of )?${P0}(?:[a-z]+ )?${PILLS}|(?:packets?|boxes|box|bottles?|blister packs?|strips?|packs?|tubs?|pots?|sheets?|jars?) of ${P0}(?:[a-z]+ )?${PILLS} ~2 (?:empty|gone|missing|all gone)`,
      context: "(?:found|find|finding) (?:him|her|them|my [a-z]+|the baby|our [a-z]+|his|her)|next to (?:him|her|them)|beside (?:him|her|them)|by (?:him|her|them)|on the floor|in (?:his|her|their) room|drows[a-z]*|sleepy|won't wake|wont wake|unconscious|vomm?it[a-z]*|swallowed|took|taken|eaten|ate",
      reach: 15,
    },
    // A scald or burn over the chest, back or belly: a large area.
    {
      category: 'burns',
      pattern: `(?:burned|burnt|burns|burn|scalded|scalds|scald) (?:on |to |all over |across |down )?(?:${P} )?(?:chest|torso|tummy|stomach|belly|back|thighs?|chest and|arm and|legs)`,
      context: "kettle|boiling|hot (?:water|oil|tea|coffee|drink|pan|fat|soup|milk)|fire|flames?|oil|steam|iron|oven|stove|hob|pan|fireworks?|chemicals?|acid|bleach|bath",
    },
    // Fever with a rash and a floppy or drowsy person.
    {
      category: 'meningitis',
      pattern: "(?:floppy|limp|drowsy|lethargic|unresponsive|hard to wake|very sleepy)(?: [a-z0-9',]+){0,4} (?:rash|spots|blotch[a-z]*)|(?:rash|spots|blotch[a-z]*)(?: [a-z0-9',]+){0,4} (?:floppy|limp|drowsy|lethargic|unresponsive|hard to wake|very sleepy)",
      context: FEVER,
      reach: 15,
    },
    // Someone said to be about to jump: kept out of the self-harm list, which is near its size limit.
    {
      category: 'self_harm',
      pattern: "(?:going to|gonna|about to|wants? to|threaten[a-z]* to|will|'ll|i'll) jump(?! (?:in|into|on|onto|up|over|around|the queue|ship|for|at|rope|higher|out of (?:bed|the way)|off (?:the )?(?:diving|springboard|board|wall|step|steps|sofa|bed)|start|ahead|straight|back))",
      context: "says|said|saying|told|texted|text|messaged|threaten[a-z]*|bridge|roof|ledge|edge|window|balcony|cliff|building|train|tracks|end it|suicid[a-z]*|kill|die",
    },
    // A low temperature with an infection (NICE sepsis: below 36 is a warning sign).
    {
      category: 'sepsis',
      pattern: "(?:temperature|temp|temprature)(?: of| is| was| reading| reads| at| only| just| down to| dropped to)? (?:3[0-5]|9[0-5])(?! ?(?:weeks?|days?|years?|mins?|minutes|hours?|kg|%|ml))|(?:low|very low|dropping) (?:body )?(?:temperature|temp)",
      context: "infect[a-z]*|uti|utis|kidney|cellulitis|pneumonia|flu|covid|wound|abscess|operation|surgery|op|post ?op|catheter|antibiotics?|chemo|chemotherapy|shak[a-z]*|shiver[a-z]*|rigors?|confus[a-z]*",
      reach: 20,
    },
    // Fever with breathlessness or a racing heart after an operation, with chemo or an infected wound.
    {
      category: 'sepsis',
      pattern: "(?:temperature|temp|fever)(?: (?!(?:no|not|never|without|nor|isn't|isnt|wasn't|wasnt)(?![a-z']))[a-z0-9',]+){0,5} (?:breathless[a-z]*|short of breath|out of breath|(?:heart|pulse) ~2 (?:racing|pounding|really fast|very fast|so fast))",
      context: "op|operation|surgery|post ?op|c ?section|caesarean|chemo|chemotherapy|catheter|stitches|infected|infection|uti|kidney|cellulitis|abscess|wound",
      reach: 20,
    },
    // A rigid belly said with a comma or two between, and severe pain.
    {
      category: 'other_emergency',
      pattern: "(?:belly|stomach|abdomen|tummy)(?: [a-z0-9',]+){0,6} (?:rigid|hard as (?:a )?(?:board|rock)|rock hard|like a board)",
      context: "agony|sudd?en[a-z]*|severe|excruciating|unbearable|screaming|can't move|cant move|worst",
    },
    // Something unknown drunk from a bottle or container.
    {
      category: 'overdose_poisoning',
      pattern: "(?:drank|drunk|drink|swallowed|ate|sipped|swigged|took a (?:swig|sip|gulp|mouthful) of|had a (?:swig|sip|gulp|mouthful) of) (?:some |a bit of |some of )?(?:something|stuff|liquid|the liquid|the stuff|whatever was) (?:from|out of|in) (?:an? |the |some )?(?:[a-z]+ )?(?:bottle|jar|container|can|tub|cup|glass|jug|flask)",
      context: "vomm?it[a-z]*|sick|drows[a-z]*|dizz[a-z]*|burning|unlabell?ed|unmarked|shed|garage|under the sink|chemical[a-z]*|(?:don't|dont|do not) know what|no idea what|not sure what|smell[a-z]*|confus[a-z]*|cough[a-z]*|foam[a-z]*|pain",
      reach: 15,
    },
    // Drooling, not swallowing and noisy breathing: a throat closing.
    {
      category: 'breathing',
      pattern: "drool[a-z]*(?: [a-z0-9',]+){0,6} (?:can't|cant|cannot|unable to|won't|wont|not able to|struggling to|trouble|hard to) (?:swallow[a-z]*)|(?:can't|cant|cannot|unable to|won't|wont|not able to|struggling to) swallow(?: [a-z0-9',]+){0,6} drool[a-z]*",
      context: "breath[a-z]*|noisy|stridor|wheez[a-z]*|rasp[a-z]*|squeak[a-z]*|whistl[a-z]*|high pitched|sitting forward|leaning forward|throat",
      reach: 15,
    },
    // Heavy bleeding after a miscarriage or a termination.
    {
      category: 'pregnancy',
      pattern: "(?:bleeding|bleed|bled) (?:really |very |so )?(?:heavily|a lot|loads|like crazy)|heavy bleeding|soak[a-z]* (?:through )?(?:a |my |one |the )?(?:pads?|towels?|sheets?)|(?:pad|pads) (?:an|every|each|per) (?:hour|half hour)|(?:big|large|huge|massive) clots|clots (?:the size of|as big as|like)|(?:gushing|pouring) (?:blood|out)",
      context: "miscarr[a-z]*|termination|abortion|abortion pills?|erpc|lost the baby|losing the baby|ectopic",
      reach: 20,
    },
    // Stroke: a limb that has gone dead, heavy or useless, told beside a face or speech sign
    // or a sudden onset (not an arm slept on).
    {
      category: 'stroke',
      pattern: `(?:arm|leg|hand|foot)${NG(2)} (?:feels?|felt|feeling|has gone|is gone|gone|went|just went|is|has been|suddenly) (?:all |really |totally |completely |suddenly |so |just )?(?:dead|heavy|numb|useless|limp|floppy|weak|like (?:a )?dead weight|like lead|(?:hanging|dangling)(?! (?:off|over|out|in|on|from|up|by|onto|into|through|across)(?![a-z'])))(?! (?:when|after|from|if|in the|at night|sometimes|every|on and off|occasionally|for a (?:second|sec|moment)))|(?:arm|leg|hand) (?:is |feels |felt )?(?:like )?(?:a )?dead weight`,
      context: `(?:slurr[a-z]*|slurd|slured|sluring)|sudd?en[a-z]*|all of a sudden|out of nowhere|stroke|confus[a-z]*|one side|(?:half|side) of (?:his|her|my|their) (?:face|mouth|body)|(?:face|mouth|smile|speech|words|talking|voice)${NG(3)} (?:feels? |looks? |sounds? |is |are |went |gone |has gone )?(?:weird|odd|funny|strange|wrong|off|numb|different|droop[a-z]*|slurred|jumbled|garbled|twisted|lopsided|wonky|crooked)|(?:droop[a-z]*|lopsided|wonky|crooked) (?:face|mouth|smile)|(?:mouth|smile|face) (?:only )?moves|${CANT} (?:talk|speak|smile)|wrong words`,
      reach: 15,
    },
    // Bleeding that keeps pouring through pressure or a towel, after a wound.
    {
      category: 'severe_bleeding',
      pattern: `(?:still|keeps?|kept|(?:won't|wont|will not|doesn't|doesnt|isn't|isnt|not) stop(?:ping)?|(?:hasn't|hasnt|has not|haven't|havent|can't|cant|cannot) (?:stop|stopped)(?: it)?)(?: (?:just|literally|really))? (?:pouring|pours|pour|gushing|gushes|pumping|pumps|spurting|spurts|streaming|streams|soaking (?:through|into)|coming through|seeping through|bleeding through|running through|flowing|pissing)(?! (?:rain|water|down with rain|with rain|outside))|(?:can't|cant|cannot|couldn't|couldnt|can not) (?:get|make) (?:it|the (?:bleeding|blood|cut|wound)) (?:to )?stop(?: bleeding)?|(?:pouring|gushing|soaking|coming|seeping) (?:straight |right )?through (?:the |a |my |his |her |every |each |all the )?(?:towels?|tea ?towels?|cloths?|bandages?|dressings?|t ?shirts?|shirts?|tissues?|kitchen roll|gauze|pads?|jumper|hoodie|napkins?)`,
      context: "press[a-z]*|pressure|towels?|cloths?|bandages?|dressing|tourniquet|chainsaw|knife|knives|blade|glass|axe|saw|machete|chisel|gash[a-z]*|wound|slic[a-z]*|slash[a-z]*|stabb?[a-z]*|cut|deep|artery|thigh|wrist",
      reach: 20,
    },
    // Seizure: jerking or fitting that is still going on after a fit began.
    {
      category: 'seizure',
      pattern: "still (?:jerking|twitching|fitting|shaking|convulsing|seizing|thrashing|stiff|rigid|having (?:a |the )?(?:fit|seizure))|(?:hasn't|hasnt|has not|won't|wont|isn't|isnt|not) (?:stopped|stop|stopping) (?:jerking|twitching|fitting|shaking|convulsing|seizing|thrashing)",
      context: "fit|fits|fitting|seizure[a-z]*|seizing|convuls[a-z]*|epilep[a-z]*|started at|minutes|mins",
      reach: 15,
    },
    // Sepsis: red lines tracking from a wound, with a fever or feeling very unwell.
    {
      category: 'sepsis',
      pattern: `red (?:streaks?|lines?|tracks?|marks?|trails?)${NG(3)} (?:going|spreading|running|moving|tracking|travel[a-z]*|creeping|heading|coming|shooting) (?:up|along|towards|from|out from)`,
      context: `${FEVER}|shiver[a-z]*|chills|rigors?|shak[a-z]*|(?:feel|feels|feeling) (?:really |very |so )?(?:ill|unwell|awful|terrible|rough)|going to die|dying`,
      reach: 20,
    },
    // Acute retention: no urine passed for hours, with a full, painful belly.
    {
      category: 'other_emergency',
      pattern: `(?:${CANT}|(?:haven't|havent|hasn't|hasnt|have not|has not|not) been able to) (?:pee|wee|urinate|piss|pass (?:urine|water)|do a (?:wee|pee)|empty (?:my|his|her|their) bladder)(?! (?:properly|much|without|when|because|in front|in public|with))|(?:stopped|not been|haven't been|havent been|hasn't been|hasnt been) (?:weeing|peeing|urinating|passing urine|passing water)`,
      context: "belly|tummy|stomach|bladder|abdomen|swollen|bloated|distended|agony|pain[a-z]*|hurts?|since (?:yesterday|last night|this morning)|(?:\\d+|ten|twelve|eight|six|many|several) (?:hours|hrs)|all day|prostate",
      reach: 20,
    },
    // Eye injury: a blow to the eye followed by loss of sight or blood in the eye.
    {
      category: 'other_emergency',
      pattern: `${CANT} see (?:anything )?(?:out of|with|from|through) (?:it|that eye|the eye|${P} (?:${SIDE} )?eye)|vision${NG(3)} (?:is |has |went |gone |going |all )*(?:blurr[a-z]*|gone|black|dark|red|cloudy|foggy|blood[a-z]*)|(?:blood|bleeding) (?:in|inside|behind|pooling in) ${P0}eye|(?:eye|vision) (?:is )?(?:full of|filled with|filling with|filling up with) blood|lost (?:the )?(?:sight|vision) in|(?:can )?only see (?:shadows|shapes|light|a blur|blurs|blobs)|everything (?:is |looks |went |gone )?(?:blurry|dark|black|red)`,
      context: `(?:hit|struck|punched|poked|smacked|whacked|elbowed|kicked|jabbed|got hit|been hit) ~4 eye|eye (?:got |was |been |has been )?(?:hit|poked|struck|punched|jabbed|smacked|whacked)|(?:ball|stick|branch|firework|fist|elbow|finger|pellet|shuttlecock|cork|bungee|punch|blow) (?:to|in|into|hit) (?:the|my|his|her|their) eye`,
      reach: 15,
    },
    // Chest pain: a chest gone tight or heavy, with a cold sweat, greyness or an aching arm,
    // shoulder or jaw (the warning signs of a heart attack, in any order).
    {
      category: 'chest_pain',
      pattern: `(?:chest|chst)${NG(3)} (?:got|gone|went|getting|has got|has gone|feels?|felt|is|was|has been|been) (?:all |really |very |so |super |quite |a bit )?(?:tight|tighter|heavy|heavier|squeezed|crushed|pressured)|(?:tight|tightness|heavy|heaviness|pressure|squeezing|crushing)(?: feeling)? (?:in|across|on|around|over) ${P0}chest`,
      context: `(?:cold|clammy|drenching|cold and) (?:sweat[a-z]*|clammy)|cold sweats?|clammy|sweating (?:buckets|loads|like mad|a lot|profusely)|sweaty and (?:cold|grey|gray|pale|sick)|grey|gray|ashen|(?:left )?(?:shoulder|arm|jaw)${NG(2)} (?:aches|aching|achy|hurts|hurting|pain|sore|numb|heavy|tingl[a-z]*|dead)|(?:pain|ache|aching) (?:in|into|down|to) ${P0}(?:left )?(?:arm|jaw|shoulder)|(?:going|spreading|radiating|moving) (?:to|into|down|up) ${P0}(?:arm|jaw|shoulder|neck|back)`,
      reach: 15,
    },
    {
      // Cutting deeper than usual, on purpose, or with the wish to keep going.
      category: 'self_harm',
      reach: 30,
      pattern: '(?:cut|cutting|slashed|sliced|scratched|burn(?:ed|t)|carved) (?:my ?self|him ?self|her ?self|them ?selves)',
      context: "deeper than (?:usual|normal|before|last time|i meant|i wanted|ever|i've ever)|(?:did|do|done|doing) it on purpose|on purpose|deliberately|keep going|carry on|go further|go deeper|(?:can't|cant|couldn't|couldnt) stop",
    },
    {
      // A rope or a ligature kept somewhere, with thought given to where or how.
      category: 'self_harm',
      reach: 40,
      pattern: '(?:got|has|have|had|hidden|hid|hiding|keeps?|kept|found|bought) (?:a |the )?(?:rope|noose|ligature|belt tied)(?: (?:in|under|behind|hidden))?',
      context: "thought (?:about|of) (?:where|how|when)|(?:planned|planning|worked out|picked|chosen) (?:where|how|when|a spot|the spot|a place|a tree|a beam)|hang[a-z]*|suicid[a-z]*|kill (?:him|her|my|them)sel(?:f|ves)|die|dying|end it|goodbye",
    },
    {
      // A knife or pills taken behind a locked door, with a farewell or a silence after.
      category: 'self_harm',
      reach: 40,
      pattern: "(?:took|taken|taking|takes|grabbed|with|has) (?:a |the |his |her |some )?(?:(?:bag|box|bottle|packet|pack|load|handful) of )?(?:knife|knives|blade|razor|razors|pills|tablets|rope|belt|scissors) (?:in|into|to|up to) (?:the |his |her |their )?(?:bathroom|bedroom|toilet|loo|room|garage|shed)",
      context: "locked|sorry for everything|(?:loves?|love) (?:us|you|them) all|(?:said|says|shouted|texted) (?:that )?(?:she|he|they) loves? (?:us|you|me)|goodbye|bye|gone quiet|(?:won't|wont|isn't|isnt|not) (?:answer|answering|respond|responding|opening|open)|silent|no sound|can't hear",
    },
    {
      // A known epilepsy's fit followed by a long time without waking.
      category: 'seizure',
      reach: 30,
      pattern: "(?:still )?(?:not|hasn't|hasnt|isn't|isnt|won't|wont|didn't|didnt) (?:waking|woken|woke|come round|came round|coming round|come to|wake up|waking up|responding|responded)(?: up)?",
      context: 'fit|fits|fitting|seizures?|convuls[a-z]*|epilep[a-z]*',
    },
    {
      // Fever with neck pain or a stiff neck, and confusion, drowsiness, vomiting or a rash.
      category: 'meningitis',
      reach: 30,
      pattern: "(?:fever|temperature|temp|high temp)(?: ,| [a-z']+){0,6} (?:neck (?:pain|ache|hurts|is sore|sore|stiff|is stiff)|(?:sore|painful|stiff|achy) neck)|(?:neck (?:pain|ache|hurts|is sore|sore|stiff|is stiff)|(?:sore|painful|stiff|achy) neck)(?: ,| [a-z']+){0,6} (?:fever|temperature|high temp)",
      context: 'confus[a-z]*|drows[a-z]*|(?:very |really |so )?sleepy|rash|(?:light|lights) (?:hurts?|hurting|bothers?)|vomit[a-z]*|being sick|throwing up',
    },
    {
      // A child whose lips or face go blue when crying or feeding.
      category: 'sick_child',
      reach: 30,
      pattern: `(?:lips|face|mouth|skin|around (?:his|her|the) mouth) ~2 (?:go|goes|going|turn|turns|turning|went|gone|get|gets|getting|look|looks|looking) (?:a bit |slightly |quite |really )?(?:blue|grey|gray|purple|dusky)(?: ?ish)?${COLD}`,
      context: `${CHILD}|baby|babies|newborn|toddler|infant|cries|crying|cried|feeds|feeding|fed|bottle|nappy|nappies`,
    },
    // Self-harm: a last goodbye said to someone ("this is the last time you'll see me").
    {
      category: 'self_harm',
      pattern: "(?:this is|this'll be|thisll be|this will be|that's|thats|it's|its|it is) (?:the |my )?last time (?:(?:you|u|ya|anyone|anybody|any of you|you all|you guys) (?:(?:will|are going to|are gonna|gonna|r gonna) )?|(?:you'll|youll|u'll|ull) )(?:ever )?(?:see|hear from|talk to|speak to) (?:me|him|her)(?! (?:before|until|till|til|for|in (?:this|that|a|my|his|her)|at|on|like|this|today|tomorrow|next|smile|cry|after|unless))|last time (?:(?:you|u|ya|anyone|anybody|any of you|you all|you guys) (?:will|are going to|are gonna|gonna|r gonna)|(?:you'll|youll|u'll|ull)) (?:ever )?(?:see|hear from|talk to|speak to) (?:me|him|her)(?! (?:before|until|till|til|for|in (?:this|that|a|my|his|her)|at|on|like|this|today|tomorrow|next|smile|cry|after|unless))|(?:you|u|you'll|youll|u'll|you will|u will|nobody|no one|noone|anyone|they|you all) (?:will |'ll |are going to |gonna )?(?:never|won't|wont|will not|not) (?:ever )?(?:see|hear from) (?:me|him|her) (?:again|ever again|anymore|any more)(?! (?:for|until|till|til|at|in|on|before|after|this|next|unless))",
      context: "i|i'm|im|me|my|he|she|his|her|said|says|texted|messaged|wrote|told|posted|sent",
    },
    // Self-harm: a rope or a ligature taken out, with a goodbye or things given away.
    {
      category: 'self_harm',
      pattern: "(?:rope|noose|ligature|cord|belt) (?:in|into|inside) (?:his|her|my|their|a|the) (?:bag|backpack|rucksack|pocket|car|boot|coat)|(?:walked|went|left|drove|headed|took off|ran) (?:out|off|away) with (?:a |the |some )?(?:rope|noose|ligature|cord)",
      context: `goodbye|bye|last time|never see|gave away|given away|giving away|sorry|note|letter|suicid[a-z]*|end it|won't need|wont need|${DECIDED}`,
      reach: 50,
    },
    // Overdose: paracetamol taken more often than allowed, or a day's count past the limit.
    {
      category: 'overdose_poisoning',
      pattern: "(?:been taking|been having|been popping|been giving (?:him|her|them)|was taking|kept taking|keep taking|taking|i've taken|ive taken|i have taken|taken|took|had|gave (?:him|her|them)) ~4 (?:paracetamol|paracetemol|paracetomol|co ?codamol|calpol|tylenol|acetaminophen|panadol|solpadeine|anadin|lemsip|beechams) ~4 every (?:single )?(?:hour|half hour|(?:1|2|one|two|couple of|couple|few|hour or) (?:hours?|hrs?|two|so))|(?:that's|thats|that is|which is|which makes|makes|comes to|adds up to|total(?:s|ling|ing)?(?: of)?|so far|already had|already taken) (?:about |around |roughly |like |nearly |almost |over |more than |at least )?(?:1\\d|[2-9]\\d|twelve|fourteen|sixteen|eighteen|twenty[a-z ]*|thirty) (?:tablets|pills|caplets|capsules|paracetamol|paracetamols)|(?:had|taken|took|swallowed|popped) (?:about |around |roughly |like |nearly |almost |over |more than |at least )?(?:1\\d|[2-9]\\d|twelve|fourteen|sixteen|eighteen|twenty[a-z ]*|thirty) (?:paracetamol|paracetamols|tablets|pills|caplets) ~5 (?:today|tonight|since (?:this morning|last night|yesterday|breakfast|lunch)|in (?:a|one|24|twenty four|the last 24) (?:day|hours?))|(?:today|so far today|since this morning|since last night) ~4 (?:had|taken|took|swallowed) (?:about |around |roughly |like |nearly |almost |over |more than |at least )?(?:1\\d|[2-9]\\d|twelve|fourteen|sixteen|eighteen|twenty[a-z ]*|thirty)",
      context: "paracetamol|paracetemol|paracetomol|co ?codamol|calpol|tylenol|acetaminophen|panadol|solpadeine|anadin|lemsip|beechams",
      reach: 40,
    },
    // An opioid overdose told by its signs (blue, slow or snoring breath, pinpoint pupils, no waking)
    // beside the use: "used again", out of rehab or prison (tolerance lost), naloxone at hand or not.
    {
      category: 'overdose_poisoning',
      pattern: `(?:gone|going|turned|turning|went|is|looks|looking|lips|face) (?:all |really |very |a bit )?(?:blue|grey|gray|purple)|blue (?:lips|face)|(?:breathing|breaths?|breathin)${NG(3)} (?:really |very |so |super )?(?:slow|slowing|shallow|weird|funny|strange|gurgl[a-z]*|rattl[a-z]*)|(?:barely|hardly|not) breathing|snor[a-z]*|gurgl[a-z]*|pin ?point pupils|pupils ~3 (?:pinpoint|pin ?pricks?|tiny|dots)|(?:won't|wont|can't|cant|cannot|couldn't|couldnt) (?:wake|rouse|get) (?:him|her|them)?(?: up)?|(?:not|isn't|isnt) (?:waking|responding|responsive)|unresponsive|(?:nodding|nodded|gouching|gouched) (?:out|off)|passed out|collapsed`,
      context: "naloxone|narcan|nyxoid|prenoxad|(?:used|using|use|relapsed|dabbling) (?:again|for the first time)|relapsed|relaps[a-z]*|(?:got|getting|came|coming|been|being|just) out of (?:rehab|prison|jail|detox|the nick)|(?:since|after) (?:rehab|prison|jail|detox)|shot up|(?:injected|injecting|smoked|smoking|snorted) (?:heroin|gear|smack|fent[a-z]*|oxy[a-z]*)|heroin|smack|fent[a-z]*|opiates?|opioids?|methadone|street (?:benzos|pills|valium|xanax)",
      reach: 40,
    },
    // Breathing: smoke breathed in, with a wheeze, a hoarse voice or soot in the mouth.
    {
      category: 'breathing',
      pattern: `wheez[a-z]*|hoarse|croaky|(?:cough[a-z]*|spit[a-z]*) (?:up )?(?:black|soot)|soot (?:in|round|around|on) ${P0}(?:mouth|nose|nostrils)|${BREATH_BAD}`,
      context: "(?:breathed|breathing|inhaled|inhaling|swallowed|lungful|lungfuls|full of|loads of|lots of|so much|a lot of|thick|black) ~3 smoke|smoke inhalation|(?:house|flat|kitchen|building|car) fire|fire (?:next door|in (?:the|our|my|his|her))",
      reach: 30,
    },
    // Seizure: shaking or jerking in words a visitor uses, that will not stop or has gone on for
    // five minutes or more (NHS: call 999 for a fit over 5 minutes).
    {
      category: 'seizure',
      pattern: "(?:shaking|shakes|shook|jerking|jerks|thrashing|convulsing|juddering|(?:twitching|spasming|trembling) (?:all over|everywhere))(?: (?:about|around))?(?: (?:all over|everywhere|uncontrollabl[a-z]*|violently|badly|like mad|like crazy|non ?stop))?(?: (?:and|n|&))? (?:won't|wont|will not|can't|cant|isn't|isnt|hasn't|hasnt|not|doesn't|doesnt) (?:stop|stopping|stopped|settle|settling|settled)",
      context: "(?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes)|all over|whole body|arms and legs|floor|ground|unresponsive|(?:not|isn't|isnt|won't|wont|can't|cant) (?:respond[a-z]*|answer[a-z]*|wake|waking)|eyes|lips|blue|foam[a-z]*|drool[a-z]*|s(?:ei|ie)z[a-z]*|fit|fits|fitting|epilep[a-z]*|convuls[a-z]*|stiff",
      reach: 30,
    },
    {
      category: 'seizure',
      pattern: "(?:jerking|jerks|thrashing|convulsing|(?:twitching|spasming|trembling) (?:all over|everywhere)|(?:shaking|shakes|shook) (?:all over|everywhere|uncontrollabl[a-z]*|violently|like mad|like crazy|non ?stop)|(?:whole body|arms and legs|legs and arms) ~2 (?:shaking|jerking|twitching|thrashing|spasming))",
      context: "(?:over|more than|longer than|at least|nearly|almost|about|around|for|past|going on|been) (?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes)|(?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes) (?:now|already|straight|and counting|and (?:still|not))",
      reach: 20,
    },
    // Sick child: green or bile vomit, said of a son or daughter of any stated age.
    {
      category: 'sick_child',
      pattern: "(?:green|greenish|dark green|bright green|bile|bilious|yellow green|yellowy green) ~2 (?:vomit|vom|sick|bile|puke|stuff|liquid)|(?:vomm?it[a-z]*|throw[a-z]* up|threw up|being sick|been sick|was sick|is sick|bringing up|brought up|puk[a-z]*) ~5 (?:green|greenish|bile|bilious)",
      context: "son|sons|daughter|daughters|boy|girl|grandson|granddaughter|nephew|niece|stepson|stepdaughter|kids?|children|child|baby|toddler|little one|(?:he|she|he's|she's) (?:is |'s )?(?:\\d|1[0-5]|one|two|three|four|five|six|seven|eight|nine|ten)",
      scope: 'message',
    },
  ],
  clauseBreakers: ['but', 'however', 'although', 'though', 'except', 'whereas', 'otherwise'],
  segmentBreakers: ['and', 'so', 'because', 'cuz', 'coz', 'then', 'plus', 'also'],
  negationCues: [
    'no', 'not', 'never', 'without', 'nor', 'neither', 'none', 'denies', 'denied', 'deny', 'dont', 'doesnt',
    'didnt', 'havent', 'hasnt', 'hadnt', 'isnt', 'arent', 'wasnt', 'werent', 'nothing', 'free', 'absence', 'lack',
    'negative', 'nope', 'nobody', 'noone', 'nowhere', 'risk', 'risks', 'chance', 'chances', 'odds', 'likely', 'unlikely', 'likelihood',
  ],
  negationSuffixes: ["n't"],
  pseudoNegations: [
    "not (?:sure|certain|clear|only|just|to mention|long ago|that long ago)",
    "(?:don't|dont|do not|doesn't|doesnt|didn't|didnt) (?:know|understand|remember)",
    "no (?:idea|doubt|matter|wonder|clue)|no one knows|never mind|nothing but|not that i know",
    "(?:can't|cant|cannot|couldn't) (?:tell|say)|(?:doesn't|doesnt|does not|didn't|not) matter",
    // "I can't do this anymore, I want to die": the "can't" does not deny what follows.
    "(?:can't|cant|cannot|can not) (?:do|take|cope with|handle|go on with|deal with|stand) (?:this|it|any of this|much more|life)(?: anymore| any more| much longer)?",
    // "can't finish a sentence without clutching his chest": the "without" does not deny.
    "(?:can't|cant|cannot|couldn't|couldnt|can not|unable to)(?: [a-z']+){1,5} without",
  ],
  bridges: [
    'thinking', 'thoughts', 'about', 'have', 'has', 'had', 'having', 'got', 'get', 'gets', 'getting', 'gotten', 'feel', 'feels', 'feeling', 'felt',
    'experience', 'experienced', 'experiencing', 'notice', 'noticed', 'noticing', 'any', 'a', 'an', 'the', 'my', 'his',
    'her', 'their', 'your', 'our', 'some', 'signs', 'sign', 'of', 'symptoms', 'symptom', 'really', 'currently', 'now',
    'anymore', 'at', 'all', 'been', 'be', 'is', 'are', 'was', 'were', 'am', 'do', 'does', 'did', 'seem', 'seems',
    'seemed', 'to', 'much', 'more', 'with', 'complain', 'complains', 'complained', 'complaining', 'report', 'reports',
    'reported', 'mention', 'mentions', 'mentioned', 'suffer', 'suffers', 'suffered', 'suffering', 'from', 'i', 'he',
    'she', 'they', 'it', 'we', 'you', 'there', "there's", 'even', 'ever', 'yet', 'new', 'that', 'this', 'too', 'like',
    'real', 'actual', 'severe', 'sudden', 'bad', 'major', 'serious', 'significant', 'acute', 'obvious', 'such', 'kind',
    'sort', 'type', 'episodes', 'episode', 'evidence', 'hint', 'trace', 'any', 'anything', 'further', 'other', 'more',
    'longer', 'sharp', 'crushing', 'true', 'again', 'since', 'recently', 'lately', 'today', 'so', 'far', 'as',
    'i\'ve', 'ive', 'he\'s', 'she\'s', 'i\'m', 'im', 'think', 'recall', 'remember', 'thoughts', 'thought', 'intention',
    'intentions', 'intent', 'plans', 'plan', 'going', 'gonna', 'trying', 'planning', 'urges', 'urge', 'desire', 'one', 'else', 'near', 'want', 'wanna', 'us', 'them', 'in', 'house', 'home', 'household', 'family', 'flat',
    // "never actually blacked out", "didn't quite pass out".
    'actually', 'quite',
  ],
  disjunctions: ['or', 'nor'],
  intensifiers: "such (?:a |an )?(?:bad|painful|severe|terrible|intense|awful|horrible|excruciating|strong|agoni[sz]ing|sharp|crushing)|(?!(?:anything|something|nothing|stuff|things|everything) )[a-z0-9']+ like (?:this|that|it)|this (?:bad|strong|severe|intense)|so bad|as bad|before (?:today|now|tonight)|until (?:today|now|tonight)|(?:till|til) (?:today|now)",
  remotePast: "in the (?:19[0-9]0s|fifties|sixties|seventies|eighties|nineties|noughties|2000s)|(?!(?:sats|sat|oxygen|o2|spo2|saturations?|levels?|pulse|rate|readings?|temps?|temperature|bp|pressure|sugars?|glucose|bms?|numbers|score) )[a-z']+ in the [5-9]0s|decades ago|now (?:aged )?(?:1\\d|[2-9]\\d)(?= ,| \\.| \\?| and|$)|(?:sober|clean|dry) (?:from|off|of) [a-z]+ (?:for |now )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|many|several) (?:years|yrs)|at (?:[5-9]|1\\d|2\\d) , (?:fixed|treated|operated|sorted|repaired|fully|recovered|had (?:surgery|an op|an operation|it (?:fixed|treated|operated)))|(?:i'm|im|i am|he's|she's|he is|she is|they're) \\d{1,2} now|(?:at |at the )age (?:of )?\\d+|(?:in|during) (?:my|her) (?:first|last|previous|second|other|earlier|older) (?:pregnancy|pregnancies|baby|labou?r|birth|child)|(?:sober|clean|dry) (?:for |now )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|yrs)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|yrs) (?:sober|clean|dry)|(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a few|few|several|many|some|couple of|a couple of) (?:years?|yrs?|months?|decades?) (?:ago|back|before)|last (?:year|summer|winter|spring|fall|autumn)|long (?:time )?ago|years (?:ago|back)|as a (?:child|kid|teen|teenager|baby|toddler|newborn|new born|infant|young (?:man|woman|adult)|student|boy|girl|little (?:boy|girl|one))|when (?:i|he|she|we|they) (?:was|were) (?:a |an )?(?:child|kid|little|young|younger|teen[a-z]*|baby|toddler|student|pregnant|\\d+|small|boy|girl)|in (?:19|20)\\d\\d|back in|in (?:my|his|her) (?:childhood|teens|twenties|thirties|youth|20s|30s)|history of|childhood|in the past|previous|prior|used to|since birth|since (?:i|he|she) was (?:born|a baby|little|a child|a kid)|all (?:my|his|her) life|(?:for|throughout|through|it|them|this|these|migraines|(?:headache|hedache|headach|hedake|headake|haedache|heddache)s|fits|seizures|asthma) (?:my|his|her) whole life|always (?:had|been)|for (?:many )?(?:months|years)|on and off for|last week|(?:at|aged|age) (?:\\d+|one|two|three|four|five) (?:months?|years?|yrs?)(?: old)?|(?:a|one|two|three|four|five|six|a few|few|several|couple of|a couple of|\\d+) weeks? ago",
  recent: "today|tonight|this (?:morning|afternoon|evening|week)|right now|^now|(?!years |yrs )[a-z0-9']+ now|just now|currently|at the moment|again|still|keeps?|since (?:yesterday|last night|this morning|an hour)|(?:hasn't|has not|hasnt|won't|wont|didn't|never) (?:stopped|stop|gone away|go away|settled)|ongoing|getting worse|worse and worse",
  recovered: "fully recovered|(?:\\d{1,2}|[a-z]+) now(?: and| ,)? (?:happy|stable|settled|healthy)|(?:happy|stable|settled|well) and (?:happy|stable|settled|well)|(?:fine|well|ok|okay|good|healthy|no problems) ever since|(?:i'm|im|i am|he's|she's|he is|she is|doing|been) (?:really |very )?(?:well|fine|great|good|ok|okay) (?:now|since|these days)|in a (?:good|better|much better) place(?: now)?|nothing since|(?:never|not) had (?:another|another one|any more|anymore)(?! (?:today|tonight|now))|(?:fixed|treated|sorted|repaired|corrected) (?:with|by) (?:surgery|an op|an operation)|none since|(?:not|never) had (?:one|another|any) since|(?:1\\d|[2-9]\\d) now and (?:totally |completely |perfectly )?(?:fine|well|healthy|ok|okay)|made a (?:full|complete|good|great) recovery|(?:sober|clean|dry) (?:for |now )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|yrs)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years|yrs) (?:sober|clean|dry)|been (?:fine|well|ok|okay|good|healthy) (?:ever )?since|no problems (?:ever )?since|never (?:had|happened) (?:another|one|it) (?:again )?since",
  afterEvent: "(?:after|since|following|survived|survivor of|recovering from|recovery from|recovered from|rehab after|rehabilitation after|since having|after having)(?: (?:a|an|my|his|her|their|the|your|our|(?!(?:he|she|it|that|there|what|who|here|one|someone|somebody|everyone)'s)[a-z]+'s)(?: [a-z']+)?)?",
  eventNouns: 'heart ?attack|cardiac arrest|stroke|tia|s(?:ei|ie)zure|fit|overdose|anaphyla[a-z]*|concussion|head injury|burns?|brain bleed|sepsis',
  questionOpeners: "(?:the |any |a |main )?differences? between|what|what's|whats|which|how|how's|why|when|where|who|(?:is|are|can|could|does|do|did|should|would|will|may|might)(?!')|tell me|explain|list|describe|i (?:want|would like|wanted) to know|i'd like to know|i wonder|i was wondering|wondering|curious|quick question|question",
  generalCues: "is (?:that|it|this) (?:true|a myth)|how (?:do|does|can|could|would|did) (?:you|u|one|people|someone|somebody|a person|kids|children|babies|adults) (?:actually |really |usually |normally |even |ever |typically )?(?:catch|get|pick up)|what (?:makes|made|causes|caused|triggers) (?:a|an|the|someone|somebody|people|you|one)|(?:can|could) (?:kill|be (?:fatal|deadly|dangerous|serious|life threatening))|true that|myth|back blows|chest thrusts|abdominal thrusts|heimlich|recovery position|(?:right|correct|proper|safest|best) (?:way|technique|method) to|be prepared|triggers|(?:can|could|might) trigger|(?:the )?same (?:thing )?as|antidotes?|remed(?:y|ies) for|cure for|(?:is|are) (?:some|a little|a bit of|occasional) [a-z]+ normal (?:in|during) (?:early )?pregnancy(?! ,)|signs?|symptoms?|(?:what|how) (?:should|do|can|could|would) (?:i|we|you|one) (?:say|tell|talk|speak|respond|ask)|poisonous|toxic|harmful|if (?:swallowed|ingested|eaten|drunk|inhaled|licked)|compared (?:to|with)|versus|vs|warning|red flags?|(?:safety|care|support|crisis|treatment|discharge|birth) plans?|risk assessments?|turn(?:s|ing|ed)? into|damage|damages|affect|affects|effects? (?:on|of)|(?:a|an) (?:pregnant )?(?:woman|man|mother|mum|patient|adult|elderly person|teenager|teen)|pregnant women|spread(?:s|ing)?|contagious|infectious|transmitted|passed on|develop(?:s|ing|ed)? into|progress(?:es)? to|watch (?:out )?for|counts? as|classed as|considered (?:a|an|to be)|what temperature|at what (?:temperature|point|age)|how high|planning ahead|just in case|for future reference|causes?|caused|cause|risks?|risk factors?|chances?|odds|likely|likelihood|prevent[a-z]*|avoid[a-z]*|reduce|lower|treat[a-z]*|therapy|cure|recogni[sz][a-z]*|spot|identify|differences?|differ|different (?:from|to|than)|(?:the )?same thing|tell (?:them |it )?apart|first aid|side effects?|vaccin[a-z]*|statistics?|common|how common|definition|define|in general|generally|usually|typically|how (?:do|does|would|should|can|could) (?:you|one|people|someone|a person|doctors|paramedics|nurses|medics|first aiders|ambulance crews?|a (?:paramedic|doctor|nurse|medic|first aider|teacher|carer)) (?:actually )?(?:do|perform|carry out|run|give)|how to (?:do|perform|carry out|run|give)|how (?:do|does|to|can|should|could|would) (?:you |one |someone |people |i |we )?(?:best )?(?:use|help|support|respond|react|handle|treat|talk to|approach|deal with)|what (?:to|should you|do you|can you|should one|should someone) do|if (?:someone|somebody|a person|anyone|a child|a baby|a kid|your|you|people|one)|when (?:someone|somebody|a person|anyone|a child|a baby|you|people|one)|when (?:should|do|can) (?:i|you|one|we)|can (?:you|u|ya|one|a person|people|adults|children|kids|babies|a baby|a child|teens|teenagers|women|men|the elderly|older people|elderly people|pets|dogs|cats) (?:get|have|die|catch|develop|overdose|survive)|(?:feel|look|sound)s? (?:like|similar to) (?:a|an)|mimic[a-z]*|mistaken for|how (?:quickly|fast|soon|often)|stages?|types?|kinds? of|always|how (?:do|can|would|will|could|should) (?:you|one|we|i) (?:know|tell)|(?:someone|somebody|anyone|people|a person)(?! (?:who|that) (?:aren't|arent|are not|isn't|isnt|is not|weren't|werent|wasn't|wasnt) there)|in case|survive|survival|recovery|recover|long term|cost|costs|insurance|how much|how many|how long|possible|can you|could you|safe|dangerous|future|someday|one day|later in life|(?:worried|scared|afraid|fear) (?:about|of) (?:having|getting|a|an)|(?:what|how) (?:should|do|would|can|could|must) (?:i|we|you|one|parents|someone) (?:do|react|respond|handle it|help)(?: if| when| in case)|happen|happens|come from|comes from|lead to|leads to|result in|results in|test(?:s|ing)? for|check (?:for|if|whether)|boosters?|jabs?|how (?:do|can|should|would) (?:i|you|we|one) (?:stop|prevent|avoid|protect|make sure)|how to stop|tell (?:if|whether)|look (?:out )?for|diagnos[a-z]*|screen[a-z]*|mean|means|caught|calculators?|accurate|accuracy|reliable|how (?:does|do|is|are)(?: [a-z0-9']+){1,4} (?:actually |really )?(?:work|works|spread|passed|picked up)",
  personal: "is (?:it|this|that) normal|since (?:yesterday|last night|this morning|this afternoon|an hour|(?:one|two|three|\\d+) hours?|lunch|breakfast)|(?:he|she) (?:hasn't|hasnt|has not|won't|wont|can't|cant|isn't|isnt) |if i|if my(?!(?: [a-z']+)? [a-z']+ (?:ever |suddenly |one day )?(?:has|gets|goes|stops|becomes|starts|turns|collapses|chokes|faints|swallows|eats|drinks|falls|hits|bumps|needs|develops|shows)(?![a-z]))|if we|am i|(?:i'm|im|i am)(?! (?:a|an) (?:student|nurse|teacher|doctor|gp|carer|care worker|care assistant|paramedic|student paramedic|medic|pharmacist|midwife|first aider|trainee|nursing student|medical student|student nurse|childminder|lifeguard|coach|volunteer|writer|researcher|nursery worker))|i've|ive|i have|i had|i feel|i think(?! (?:might|may|could|is|has|was) )|i just|i keep|my(?: [a-z']+){1,2} (?!is (?:coming (?:to stay|over|round|to visit|for)|visiting|staying with|going to (?:stay|visit)|studying|learning|revising|reading|writing|researching|doing (?:a|an|his|her) (?:project|essay|course|homework)|training))(?:is|has|was|keeps|just|can't|cant|won't|isn't|hurts|started|drank|ate|swallowed|took|fell|hit|got|grabbed|touched|spilled|spilt|pulled|found)|(?:he|she)'s (?:having|been|not)|right now|now|currently|at the moment|as we speak|happening|help me|please|urgent|asap|hurry",
  justHappened: "just (?!want|wonder|ask|check|curious)(?:been |got |gotten )?[a-z]+(?:ed|en)|just (?:took|swallowed|drank|ate|fell|had|got|went|stopped|collapsed|passed out|cut|burnt|hit|began|started|stung|bitten)|(?:a few|a couple of|\\d+|two|five|ten|twenty|thirty) minutes ago|(?:an|half an) hour ago|right now|at the moment",
  functionWords: ['i', 'the', 'and', 'is', 'my', 'it', 'not', 'what', 'how', 'have', 'has', 'to', 'of', 'with', 'he', 'she', 'can', 'do', 'this', 'that', 'in', 'on', 'for', 'me', 'you', 'was', 'are', 'should', 'does', 'if', 'but', 'just', 'after', 'when', 'im', "i'm", "it's", 'been', 'we', 'our', 'from', 'they', 'there', 'will', 'would', 'could', 'am', 'why', 'which', 'who', 'any', 'some', 'take', 'taking', 'since', 'about'],
  definitionPrefix: "(?:what|what's|whats)(?: (?:is|are|(?:exactly|actually|really) (?:is|are)|is (?:exactly|actually|really)|does|do))?(?: (?:a|an|the))?(?: (?:pre|post|non|anti|diabetic|acute|chronic|severe|mild|silent|mini|transient|infant|childhood|adult|neonatal|bacterial|viral|septic|toxic|heat|febrile|absence|focal|ectopic|placental|testicular|secondary|primary))?|(?:what|what's|whats) (?:is|are) (?:meant by|the meaning of|the definition of)(?: (?:a|an|the))?|(?:define|definition of|meaning of|explain|tell me about|what about)(?: (?:a|an|the))?",
  // A generic person, or someone whose self-harm is told as over ("a friend who used to self-harm"):
  // a general question about them is not a crisis.
  selfHarmGeneric: "someone|somebody|anyone|anybody|a person|people|(?:if|whether|when|that) (?:a|an) (?:friend|mate|colleague|coworker|student|pupil|relative|family member|loved one|teen|teenager|child|kid|partner|employee|patient) (?:is|might be|may be|could be)|(?:if|when|whenever) (?:a|an) (?:friend|mate|colleague|coworker|student|pupil|relative|family member|loved one|teen|teenager|child|kid|partner|employee|patient|client|service user|caller) (?:tells|says|told|admits|discloses|confides|confided|mentions|writes|talks about|opens up)|a friend who|a (?:friend|mate|colleague|coworker|student|pupil|relative|family member|teen|teenager) (?:i|we) (?:think|suspect|fear|worry)|friends who|a loved one|loved ones|a family member|a (?:teen|teenager|child|kid|student|pupil|patient|colleague|partner|relative) (?:who|that)|(?:teens|teenagers|children|kids|students|pupils|patients|young people) (?:who|that)|used to (?:self ?harm|cut|hurt)",
  benign: {
    severe_bleeding: [{
      // Blood taken on purpose: a blood test, a donation, with no bleeding after it.
      all: ["blood (?:tests?|draws?|samples?|donations?|donating|donated|giving|bank|donor|session)|(?:gave|give|giving|donat[a-z]*) (?:blood|plasma|platelets)|(?:plasma|platelets?) (?:donations?|donating|donor)|donor (?:session|centre|center|chair)|(?:they|nurse|phlebotomist|doctor|hospital) ~2 (?:took|take|taken|drew|drawn|takes) ~3 blood|phlebotom[a-z]*|venepuncture|vials? of blood|tubes of blood"],
      unless: "won't stop|wont stop|not stop[a-z]*|hasn't stopped|hasnt stopped|still bleeding|keeps bleeding|spurt[a-z]*|gush[a-z]*|pour[a-z]*|soak[a-z]*|faint[a-z]*|dizz[a-z]*|collaps[a-z]*|passed out|pale|vomm?it[a-z]*|cough[a-z]*|(?:in|from) (?:my|his|her|the) (?:poo|stool|urine|pee|wee|mouth|nose)",
      scope: 'sentence',
    }, {
      // A shaving nick or a paper cut that is slow to stop.
      all: ["shaving|shaved|paper ?cut|(?:tiny|small|little|wee) (?:nick|cut|scratch)|nick(?:ed)? (?:myself|my|himself|herself)|pin ?prick|finger ?prick"],
      unless: "spurt[a-z]*|gush[a-z]*|pour[a-z]*|pool[a-z]*|everywhere|soak[a-z]*|towels?|faint[a-z]*|dizz[a-z]*|warfarin|thinners?|apixaban|rivaroxaban|eliquis|xarelto|haemophilia|hemophilia|an hour|hours|(?:[2-9]\\d|twenty|thirty|forty) ?min[a-z]*",
      scope: 'sentence',
    }, {
      // A streak or fleck of blood in phlegm with a cold, the writer well.
      all: ["streak[a-z]*|streaky|specks?|flecks?|tinged|(?:a|one) (?:tiny |little |small )?(?:bit|spot|drop|trace) of blood|spots of blood|traces? of blood", "cold|cough[a-z]*|chest infection|phlegm|mucus|nose|once|(?:feel|feeling|otherwise) (?:fine|well|ok|okay)"],
      unless: "cupful|cup|mouthfuls?|not (?:just |only )?(?:a |the )?(?:streaks?|flecks?|specks?|spots?)|bright red|fresh|actual|proper|real|lots|loads|a lot|clots|keeps|still|again|breathless[a-z]*|short of breath|chest pain|dizz[a-z]*|faint[a-z]*|pale|vomm?it[a-z]*|thinners?|warfarin|weeks|weight|night sweats|calf|swollen",
      scope: 'sentence',
    }, {
      all: ["periods?|menstrua[a-z]*|gums?|brush[a-z]*|floss[a-z]*|spotting|(?:then|has|had|have|finally|eventually|it's|it has|now|soon|quickly) stopped|stopped (?:now|on its own|by itself|after|with|(?:in|within) (?:a few |a couple of |about |around |under )?(?:\\d+|few|one|two|three|five|ten|a) ?(?:min|mins|minutes|seconds|secs))"],
      unless: "won't stop|wont stop|not stop[a-z]*|hasn't stopped|still|again|keeps|spurt[a-z]*|gush[a-z]*|pour[a-z]*|pool[a-z]*|soak[a-z]*|dizz[a-z]*|faint[a-z]*|pale|cough[a-z]*|vomm?it[a-z]*|throw[a-z]* up|threw up|pad an hour|pads an hour|every hour",
      scope: 'sentence',
    }],
    overdose_poisoning: [{
      // A parent's talk about drugs and overdose before a festival: nothing taken.
      all: ["(?:talk|talking|speak|speaking|chat|chatting|teach|teaching|educat[a-z]*|warn|warning|explain[a-z]*|conversation|lecture|bring up|raise) (?:to |with )?(?:him|her|them|my [a-z]+|our [a-z]+|kids|teens?|teenagers?|students|pupils)? ?(?:about|on|regarding) ~4 (?:drugs|overdos[a-z]*|alcohol|drinking|spiking)|drug (?:safety|education|awareness)|harm reduction"],
      unless: "(?:has|have|he's|she's|they've|just|already) (?:taken|took|swallowed|overdosed|had)|took|swallowed|right now|tonight|today|unconscious|unresponsive|(?:won't|wont|can't|cant) wake|collaps[a-z]*|not breathing|vomm?it[a-z]*|fitting|s(?:ei|ie)z[a-z]*",
      scope: 'sentence',
    }, {
      all: ['food poison(?:ing|ed)'],
      unless: `too (?:many|much)|overdos[a-z]*|bleach|swallowed|drank|${PILLS}|${POISONS}`,
    }, {
      // A scare that turned out false: the pill found, nothing missing, it was only water.
      all: ["(?:found|counted) (?:(?:it|them)(?! (?:in|inside|from|out of) (?:a |the |her |his |my |their |our |[a-z]+'s |[a-z]+s )?(?:handbag|bag|purse|drawer|kitchen drawer|bedside drawer|cupboard|medicine cupboard|cabinet|bathroom cabinet|medicine cabinet|bedside table|pill box|pillbox|dosette))|the (?:missing |last |other )?(?:pill|pills|tablet|tablets|battery|batteries|magnet|magnets|capsule|capsules|pod|pods|sweet|sweets|one|coin|button|bead|earring|piece|gummy|gummies)|all of them|every (?:one|pill|tablet)|the missing [a-z]+)|(?:all|every one|everything) (?:is |was |are |were )?(?:accounted for|there)|nothing (?:is |was |'s )?missing|none (?:are |were |is |was )?missing|(?:didn't|did not|hasn't|had not|hadn't|never) (?:actually )?(?:eat|eaten|swallow|swallowed|take|taken|drink|drunk|drank) (?:any|anything|it|them|one)|(?:didn't|did not|didnt|hadn't|never|doesn't|didn't even) (?:burst|break|open|pop|leak|split|puncture)|wiped (?:his|her|their) mouth|false alarm|(?:it|that) was (?:just|only) (?:water|juice|squash|a sweet|sweets|candy|a vitamin|vitamins|a mint)|turned out (?:to be|it was)"],
      unless: "vomm?it[a-z]*|sick|drows[a-z]*|sleepy|floppy|limp|drool[a-z]*|cough[a-z]*|chok[a-z]*|burn[a-z]*|blister[a-z]*|breath[a-z]*|confus[a-z]*|unconscious|unresponsive|fit|s(?:ei|ie)z[a-z]*|pain|crying|screaming|still missing|can't find|cant find|one missing|some missing|two missing",
      scope: 'sentence',
    }, {
      // Spat it out, or the poisons service has said there is nothing to do.
      all: ["spat (?:it|them|most of it|the [a-z]+) (?:straight |right )?(?:out|back out)|(?:poisons? cent(?:re|er)|poison control|poison line|111|pharmacist|doctor|gp|nurse|vet) (?:said|says|told (?:us|me)|advised|reckons) ~3 (?:fine|ok|okay|nothing|no need|safe|harmless|won't harm|not harmful)"],
      unless: "vomm?it[a-z]*|drows[a-z]*|sleepy|floppy|limp|drool[a-z]*|chok[a-z]*|cough[a-z]*|swallowed (?:some|a bit|a little|a mouthful|part)|blister[a-z]*|struggl[a-z]*|breathless|wheez[a-z]*|confus[a-z]*|unconscious|unresponsive|fit|fitting|s(?:ei|ie)z[a-z]*|screaming|still (?:crying|coughing|sick)",
      scope: 'sentence',
    }, {
      // A worry about overdosing by accident, asked before anything was taken.
      all: ["(?:worried|scared|afraid|fear|nervous|anxious|paranoid|concerned|careful|don't want|dont want|do not want|(?:so|so that|that|make sure|making sure|ensure) (?:i|we|you|he|she|they|u|my [a-z]+) (?:don't|dont|do not|won't|wont|will not|doesn't|doesnt|does not|never|can't|cant)|(?:to avoid|avoid|avoiding|without|so as not to|in order not to|to not|not to)) (?:about |of |to |not to )?(?:accidentally |by accident |ever )?(?:overdosing|overdose|taking too (?:many|much)|take too (?:many|much)|od'?ing|od|over ?do(?:ing)? it)"],
      unless: "(?:took|taken|swallowed|drank|has taken|have taken|already taken|already had) |vomm?it[a-z]*|drows[a-z]*|confus[a-z]*|unconscious|unresponsive|being sick|yellow|racing",
      scope: 'sentence',
    }, {
      // One extra tablet of an everyday medicine taken by mistake by an adult who feels fine.
      all: ["(?:an|one|1) extra|one more|by mistake|by accident|accidentally|twice", "(?:feel|feels|feeling|felt|seem|seems|am|is|i'm|im) (?:totally |completely |absolutely )?(?:fine|ok|okay|well|normal|alright)"],
      unless: `insulin|digoxin|warfarin|lithium|methotrexate|opioids?|morphine|oxy[a-z]*|fentanyl|methadone|tramadol|codeine|iron|amitriptyline|beta blockers?|propranolol|baby|toddler|child|kid|son|daughter|\\d{2,}|handful|lots|loads|whole|bottle|packet|box|sick|vomm?it[a-z]*|drows[a-z]*|sleepy|confus[a-z]*|dizz[a-z]*`,
      scope: 'sentence',
    }, {
      // A pet that ate something: a vet's question, not a person's emergency.
      all: ["(?:my|our|the|his|her|their) (?:cat|cats|dog|dogs|puppy|pup|kitten|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|horse|pony|tortoise|ferret|pet)(?! (?:food|bowl|bed|toy|lead|flap))"],
      unless: "son|daughter|baby|toddler|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|grandson|granddaughter|brother|sister|myself|i've|i have|i'm|too",
    }, {
      // One plain vitamin or supplement swallowed by a child who is well: not iron, not a handful.
      all: [
        "(?:just|only) (?:one|1|a single|the one|half)|(?:ate|had|took|swallowed|eaten|taken|chewed) (?:one|1|a single)(?! (?:or|and) )|a single",
        "vitamin (?:d|d3|c|b12|b)|vitamin gumm(?:y|ies)|gummy vitamins?|multi ?vitamin|chewable vitamins?|kids' vitamins?|childrens vitamins?|children's vitamins?|fish oil|omega 3|cod liver oil|probiotics?|calcium|zinc|vitamins?|gumm(?:y|ies)",
        "(?:he's|she's|hes|shes|he is|she is|they're|seems|seem|is|totally|completely|absolutely|all|perfectly) (?:fine|ok|okay|well|normal|happy|alright)|running around|playing|laughing|giggling",
      ],
      unless: `iron|ferrous|melatonin|cbd|thc|weed|cannabis|edibles?|adult|handful|several|lots|loads|few|some of|all of|bottle|packet|tub|jar|pot|whole|two|three|four|five|\\d{2,}|vomm?it[a-z]*|sick|drows[a-z]*|sleepy|floppy|limp|chok[a-z]*|breath[a-z]*|confus[a-z]*|unconscious|unresponsive`,
      scope: 'sentence',
    }, {
      // A lick or taste of soap, toothpaste or play dough by a child who is well.
      all: [
        "lick(?:ed|ing|s)?|tast(?:e|ed|ing)|(?:a|one) (?:tiny |little |small )?(?:bit|drop|dab|sip)",
        "washing up liquid|dish soap|hand soap|soap|shampoo|bubble bath|bubbles|toothpaste|shower gel|play ?doh|play dough|crayons?|chalk|moisturi[sz]er|sun ?cream|lipstick|silica gel",
        "(?:he's|she's|hes|shes|he is|she is|they're|seems|seem|is|totally|completely|absolutely|all|perfectly) (?:fine|ok|okay|well|normal|happy|alright)|running around|playing|laughing|giggling",
      ],
      unless: `vomm?it[a-z]*|sick|drows[a-z]*|sleepy|floppy|limp|drool[a-z]*|chok[a-z]*|cough[a-z]*|burn[a-z]*|blister[a-z]*|breath[a-z]*|confus[a-z]*|unconscious|unresponsive|pods?|capsules?|tablets?|pills?|batter(?:y|ies)|magnets?|bleach|dishwasher|laundry|drain|oven|caustic|mouthfuls?|bottle|${PILLS}`,
      scope: 'sentence',
    }, STORY, EDU],
    sudden_headache: [MENTIONED, {
      // A headache that built up slowly, as the writer's usual ones do: not a thunderclap.
      all: ["(?:built|builds|building|came on|comes on|crept|creeping|creeps|grew|got worse) (?:up )?(?:slowly|gradually|over (?:hours|several hours|a few hours|the day|the afternoon|the morning|the evening))|gradual(?:ly)?"],
      unless: "sudd?en[a-z]*|instant[a-z]*|in (?:seconds|a second|a minute)|thunder[a-z]*|out of nowhere|collaps[a-z]*|stiff|vomm?it[a-z]*|confus[a-z]*|drows[a-z]*|faint[a-z]*|passed out|vision|weak|numb|(?:slurr[a-z]*|slurd|slured|sluring)|seizure|fit",
      scope: 'sentence',
    }],
    chest_pain: [STORY, EDU, FAMILY_RISK, EXPLAIN, {
      // Tightness in a panic attack that passed, with normal heart tests: how to help next time.
      all: ['panic attacks?|anxiety attacks?', "passed|went away|settled|(?:was|were|been|came back|have always been|always been) (?:all )?(?:normal|fine|clear)|ecgs?|checked"],
      unless: 'right now|just now|today|tonight|this morning|still|again|crushing|(?:left |right )?arm|jaw|sweat[a-z]*|clammy|collaps[a-z]*|faint[a-z]*|ambulance|999|grey|gray',
      scope: 'sentence',
    }, {
      // A heart attack told as past, with the recovery since ("his heart attack was in 2019, he's fitter now").
      all: ["(?:my|his|her|their|[a-z]+'s) heart ?attack (?:was|in|last|a few|(?:\\d+|two|three|four|five|six|ten) (?:years|months))", "fitter|recovered|recovery|better|since|rehab|healthier|doing (?:well|great|fine)|back to"],
      unless: "again|another|today|tonight|right now|just now|this morning|chest (?:pain|tight|hurts)|arm|jaw|sweat[a-z]*|clammy|breathless",
      scope: 'sentence',
    }, {
      // Tightness with anxiety or stress that passes once calm.
      all: ["anxious|anxiety|panic[a-z]*|stress(?:ed|ful)?|nervous|nerves|exams?|interviews?", "goes away|go away|passes|pass|settles|eases|(?:when|once|after) (?:i|he|she) (?:calm|calms|relax|relaxes)|calms? down"],
      unless: "crushing|severe|worst|agony|sweat[a-z]*|clammy|arms?|jaw|faint[a-z]*|coll?aps[a-z]*|grey|gray|right now|(?:won't|wont|not|isn't|isnt|hasn't|hasnt|didn't|didnt) (?:go|going|gone|pass|passing|passed|settle|settling|ease|easing)|still|this time|different|worse|hours?|(?:\\d+|twenty|thirty|forty) (?:min|mins|minutes)",
      scope: 'sentence',
    }, {
      // Reflux after a meal, mild, with the cardiac signs absent or denied.
      all: ["reflux|indigestion|heart ?burn|acid|gerd|gord|gaviscon|rennie|antacids?|tums", "discomfort|a bit|slight|slightly|mild|mildly|burning|burn|after (?:a |my |the |eating|dinner|lunch|breakfast|tea|supper|food|meals?)|big meal|spicy|greasy|eating"],
      unless: "^(?:crushing|severe|terrible|worst|agony|sweat[a-z]*|clammy|arms?|jaw|neck|back|shoulders?|breathless[a-z]*|short of breath|faint[a-z]*|dizz[a-z]*|grey|gray|pale|spread[a-z]*|radiat[a-z]*|pressure|squeez[a-z]*|tight[a-z]*|heavy|heaviness|vomm?it[a-z]*|sick|nause[a-z]*)|(?!(?:no|not|without|nor|or|any) )[a-z0-9']+ (?:crushing|severe|terrible|worst|agony|sweat[a-z]*|clammy|arms?|jaw|neck|back|shoulders?|breathless[a-z]*|short of breath|faint[a-z]*|dizz[a-z]*|grey|gray|pale|spread[a-z]*|radiat[a-z]*|pressure|squeez[a-z]*|tight[a-z]*|heavy|heaviness|vomm?it[a-z]*|sick|nause[a-z]*)|(?:isn't|isnt|not|doesn't|doesnt|didn't|didnt) (?:feel |felt |seem )?(?:like )?(?:reflux|indigestion|heart ?burn)|antacids? (?:not|isn't|aren't|haven't|didn't|did nothing|no use)|gaviscon (?:not|isn't|hasn't|didn't|did nothing)",
      scope: 'sentence',
    }, {
      // Chest-wall pain the doctor has named, with the cardiac signs denied.
      all: ['costochondritis|pleurisy|tietze|(?:gp|doctor|dr|physio|nurse) (?:said|says|thinks|diagnosed|told me) (?:it\'s |its |it is |it was )?(?:muscular|a pulled muscle|costo[a-z]*|pleurisy|inflammation|a strain|my ribs?)'],
      unless: '(?:i\'m|im|i am|and|he\'s|she\'s|is|feel|feeling|very|really|so|left|right|my|his|her|the|in|to|down|into) (?:sweat[a-z]*|arm|jaw|clammy)|crushing|squeez[a-z]*|radiat[a-z]*|spread[a-z]*|worse|different|again|worst|severe',
    }, {
      all: [
        '(?:bumped|banged|knocked|hit|walked into|fell (?:on|onto|against)|bruised) ~3 (?:it|my chest|chest|door|table|wall|corner|edge)|bruis[a-z]*|muscles?|muscular|twist(?:ing|ed|s)?|when i (?:twist|turn|move|stretch|bend|reach|lean)|(?:goes|stops|eases|went|goes away|stopped) (?:as soon as|when|once) i (?:stop|sit|rest|move|straighten|stand)|(?:with|from) (?:a|my|this|the) (?:cold|virus|flu|chest infection)|breathe in deeply|deep breaths?|strain(?:ed)?|pulled|push ?ups|gym|workout|lifting|bench press|ribs?|coughing|cough|went away|gone away|settled|passed|eased off|resolved|fine (?:all day|since|now)|been fine|back to normal|reflux|heartburn|indigestion|gerd|antacid|gaviscon|rennie|(?:gp|doctor|dr) (?:says|said|thinks)',
        "otherwise (?:fine|well|ok|okay)|when i (?:breathe in|take a deep breath)|a bit|a little|slight|slightly|mild|mildly|some|discomfort|sore|tender|when i press|when i touch|to the touch|twinge|niggle|when i cough|from (?:the |all the )?cough(?:ing)?|after coughing|cough(?:ing)? a lot|dull|on and off|comes and goes",
      ],
      // A warning sign denied right before it ("no breathlessness") does not undo the mild reading.
      unless: `^(?:${MUSCLE_WARN})|(?!(?:no|not|without|nor|or|any|never|zero) )(?:[a-z0-9']+|,) (?:${MUSCLE_WARN})|calf|calves|swollen (?:leg|calf)|(?:leg|calf) (?:is |has been |was )?(?:swollen|red and hot)|(?:can.t|cant|cannot|struggling to|hard to) (?:breathe|catch)|again|back again|still|returned|keeps|worse(?! (?:when|if|whenever|as) (?:i|he|she|you) (?:twist|turn|move|press|push|touch|stretch|bend|reach|lean|lift|roll over))`,
    }, {
      // Over, and said so in the same sentence ("...after running but it went away and I feel fine now").
      all: [RESOLVED],
      unless: `crushing|severe|terrible|worst|agony|sweat[a-z]*|clammy|arms?|jaw|neck|back|shoulders?|spread[a-z]*|radiat[a-z]*|${BREATH_BAD}|short of breath|faint[a-z]*|dizz[a-z]*|nause[a-z]*|sick|vomm?it[a-z]*|grey|gray|pale|${PERSIST}`,
      scope: 'sentence',
    }, HYPO, {
      // An idiom ("that exam gave me a heart attack lol").
      all: ["(?:gave|give|giving|gives|nearly gave|almost gave) (?:me|him|her|us|them|mum|dad|my [a-z]+) (?:a |an )?(?:mini |little |near |actual |literal )?heart ?attack|(?:nearly|almost|practically|literally) (?:had|have|having) (?:a |an )?heart ?attack|(?:lol|lmao|haha|hahaha|rofl)"],
      unless: "chest|arm|jaw|sweat[a-z]*|breath[a-z]*|pain|clammy|grey|gray|pale|coll?apsed|ambulance|999|911|tight[a-z]*|pressure",
      scope: 'sentence',
    }, {
      // A past scare the hospital put down to anxiety, reflux or nothing.
      all: ["(?:er|a e|a&e|a and e|doctor|doctors|gp|hospital|paramedics?|ecg|ecgs|bloods|troponin|scans?|x ?rays?|tests?|cardiologist|nurse|they) ~6 (?:said|says|showed|confirmed|found|told (?:me|us|him|her)|thought|came back|turned out) ~4 (?:anxiety|panic|fine|nothing|normal|reflux|muscular|a (?:pulled )?muscle|clear|all clear|indigestion|heartburn|gall ?bladder|gall ?stones?|costochondritis|(?:not|wasn't|wasnt|isn't|isnt) (?:his|her|my|the|a) heart)"],
      unless: "again|right now|still|this time|different|worse|today|tonight|arm|jaw|sweat[a-z]*|clammy|back (?:again|now)|returned|came back (?:again|worse)|since (?:coming|getting|we got|he got|she got|i got) (?:home|back)",
      scope: 'sentence',
    }],
    carbon_monoxide: [STORY, EDU, {
      // A slight headache from fresh paint, glue or a new carpet.
      all: ["paint|painting|varnish|gloss|glue|new carpet|air fresheners?|perfume|scented candles?|nail polish|bleach smell|cleaning products?", "slight|mild|a bit of|bit of|a little|small|minor|little"],
      unless: "boiler|gas|heater|stove|generator|alarm|detector|co|carbon|monoxide|fumes from (?:the )?(?:car|engine|generator|heater|boiler)|all of us|we all|both|whole family|kids|vomm?it[a-z]*|confus[a-z]*|faint[a-z]*|coll?aps[a-z]*|drows[a-z]*",
      scope: 'sentence',
    }, {
      // One person's headache with the household fine and the alarm quiet.
      all: ["(?:everyone|everybody|the rest of us|the others) (?:else )?(?:at home |in the house |here )?(?:is |are |'s |feels |seems |seem )?(?:fine|ok|okay|well)|not (?:at|in) (?:the )?(?:home|house|flat)|only (?:at|in) (?:work|the office|school)|(?:no one|nobody|noone|no-one) else (?:at home |in the house |here )?(?:is |has |feels |seems |got )?(?:ill|sick|unwell|affected|poorly|it|bad|symptoms)", "(?:alarm|detector|monitor)(?: at home| downstairs| upstairs| in the (?:house|hall|kitchen))? (?:is |was |has been |'s )?(?:quiet|silent|fine|ok|okay|normal|not (?:gone off|going off|beeping|sounding))|(?:hasn't|hasnt|has not|didn't|didnt|has never|had never|never) (?:gone off|went off|beeped|sounded|been triggered)"],
      unless: 'dizz[a-z]*|vomm?it[a-z]*|nause[a-z]*|drows[a-z]*|confus[a-z]*|faint[a-z]*|coll?aps[a-z]*|pets? (?:is|are|seem)|dog (?:is|seems)|cat (?:is|seems)',
      scope: 'sentence',
    }, {
      all: ['the odd|an odd|occasional|now and then|at work|(?:engineer|landlord|gas safe) (?:said|says|checked)|(?:serviced|checked|inspected) (?:last|this|recently|in|today|yesterday)|(?:just|recently|newly) (?:been )?(?:serviced|checked|inspected)|(?:everyone|everybody) else (?:at home |in the house |here )?(?:is |\'s |feels |seems )?(?:fine|ok|okay|well)|(?:no one|nobody|noone) else (?:is |has |feels )?(?:ill|sick|unwell|affected|poorly)'],
      unless: 'alarm|detector|dizz[a-z]*|vomm?it[a-z]*|sick|nause[a-z]*|drows[a-z]*|sleepy|confus[a-z]*|faint[a-z]*|coll?aps[a-z]*|pets?|dog|cat|all of us|we all|both|whole family|everyone at home|go away when',
    }, {
      // One person's slight headache, or one put down to a cold, a hangover or a screen, with
      // nothing else wrong and nobody else ill.
      all: ["(?:a bit of|bit of|a slight|slight|a mild|mild|a little|a small|small|minor) (?:a )?(?:headache|head ache)|(?:headache|head ache|it)(?:'s| is| was)? (?:just |probably |only )?(?:from|because of|due to|down to) (?:a |my |the )?(?:cold|flu|hangover|screens?|stress|dehydration|not drinking|tiredness|lack of sleep|sinus[a-z]*|period)|no co(?! alarm| detector)"],
      unless: 'alarm (?:is |was |went |going |keeps )|detector (?:is |was |went |going |keeps )|dizz[a-z]*|vomm?it[a-z]*|sick|nause[a-z]*|drows[a-z]*|sleepy|confus[a-z]*|faint[a-z]*|coll?aps[a-z]*|pets?|dog|cat|all of us|we all|both|whole family|everyone|kids|children|wife|husband|partner|family|too|as well|also',
      scope: 'sentence',
    }],
    anaphylaxis: [STORY, EDU, EXPLAIN, ALLERGY_PLAN, {
      // Lips or tongue numb after a dental injection, the dentist having said it will wear off.
      all: ['dentist|dental|anaesthetic|anesthetic|numbing|novocaine|lidocaine|root canal|filling', "(?:said|says|told (?:me|us|her|him)|explained) ~4 (?:anaesthetic|anesthetic|numbing|injection|normal|expected|wear off)|wear(?:s|ing)? off|worn off"],
      unless: "throat|breath[a-z]*|wheez[a-z]*|swallow[a-z]*|hives|rash|faint[a-z]*|dizz[a-z]*|voice|swell[a-z]*|swollen|puff[a-z]*|itch[a-z]*|epi ?pen|adrenaline|allerg[a-z]*",
      scope: 'sentence',
    }, {
      // Whether to carry an adrenaline pen, asked after a past reaction.
      all: ["(?:do|does|should|would|will) (?:i|he|she|we|they|my [a-z]+) (?:still |really |always |even |actually )?(?:need|get|have|carry|be prescribed) (?:a |an |his |her |my )?(?:epi ?pens?|epipens?|adrenaline|auto ?injector)"],
      unless: "right now|today|tonight|just now|swell(?:ing|s)|throat|breath[a-z]*|wheez[a-z]*|faint[a-z]*|dizz[a-z]*|tongue|voice",
      scope: 'sentence',
    }, {
      all: ['a little|a bit|slightly|mild|mildly|minor|going down|settling|fading|better now'],
      unless: "throat|tongue|wheez[a-z]*|faint[a-z]*|dizz[a-z]*|coll?aps[a-z]*|swallow[a-z]*|voice|all over|worse|spreading|epi ?pen|adrenaline|anaphyla[a-z]*|(?:hard|harder|difficult|trouble|struggl[a-z]*|can't|cant|cannot) (?:to )?breath[a-z]*|short of breath|breathless[a-z]*|massive(?:ly)?|huge|enormous|twice the size|half (?:my|his|her|their|the) face|whole face",
    }],
    sick_child: [CHECKED, PAST_FIT, BREATH_HOLD, {
      // A fever that is over ("broke two days ago", "back to normal since Sunday"), asked about
      // for nursery, school or jabs: not a fever now.
      all: [
        "(?:fever|temperature|temp|high temp)s? ~3 (?:broke|broken|has broken|went|gone|has gone|came down|come down|has come down|dropped|settled|cleared|disappeared|went away|gone away|back to normal|normal again|finally (?:broke|went|gone|down))|(?:no|without a|without any|free of|without) (?:fever|temperature|temp) (?:for|since|in) ~2 (?:\\d+|two|three|four|five|a|48|24|days?|hours|hrs|sunday|monday|tuesday|wednesday|thursday|friday|saturday|yesterday|the weekend)|(?:fever|temperature) ?free (?:for|since)|(?:after|since|following|from) (?:a|her|his|their|the|that) (?:fever|temperature|temp|high temp|bug|virus|illness)(?: [a-z']+){0,3} (?:broke|went|gone|ended|cleared|passed|finished|that (?:broke|went|ended|cleared|passed))",
        "nursery|school|pre ?school|daycare|day care|childminder|creche|playgroup|swimming|jabs?|vaccin[a-z]*|immuni[sz]ations?|party|holiday|fly|flight|back to|go (?:back|to)|return|(?:can|should|could) (?:she|he|they|we|i) (?:go|have|get|do|start|attend)",
      ],
      unless: `floppy|limp|blue|grey|gray|mottled|rash|spots|(?:not|isn't|isnt|won't|wont|hasn't|hasnt) (?:feeding|drinking|eating|waking|wake|weeing|peeing)|hard to wake|lethargic|drows[a-z]*|high ?pitch[a-z]*|breath[a-z]*|ribs|grunt[a-z]*|fit|fitting|s(?:ei|ie)z[a-z]*|vomm?it[a-z]*|green|bile|stiff|came back|come back|back up|again|still|spiked|spiking|today|tonight|right now|newborn|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|wks?) old|(?:[0-2]|one|two) ?(?:months?|mths?) old`,
      scope: 'sentence',
    }, {
      // A fever expected after a baby's jabs, asked about before them ("should I give Calpol
      // after for the fever?"): a fever the baby has now is not this.
      all: ["jabs?|vaccin[a-z]*|immuni[sz]ations?|injections|menb|men b|boosters?", "booking|booked|book (?:in|her|him|them)|due (?:next|on|in|at|tomorrow)|coming up|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday)|tomorrow|(?:before|ahead of) (?:the|her|his|their) (?:jabs?|vaccin[a-z]*|injections)|should (?:i|we) (?:give|have|get|use)|(?:do|can) (?:i|we) give|how much (?:calpol|paracetamol)"],
      unless: `(?:has|had|got|running|with|still|now|is) (?:a |got a |got |still )?(?:fever|feverish|high temp|temperature|temp|hot)|3[89]|4[0-2]|10[0-5]|burning up|floppy|limp|blue|grey|gray|mottled|rash|(?:not|isn't|isnt|won't|wont|hasn't|hasnt) (?:feeding|drinking|waking|wake)|hard to wake|high ?pitch[a-z]*|breath[a-z]*|fit|fitting|s(?:ei|ie)z[a-z]*|today|tonight|yesterday|since|right now`,
      scope: 'sentence',
    }, {
      // A newborn's periodic breathing: short pauses said to be normal, with no colour change.
      all: ["periodic breathing|(?:a |few |couple of |2 |3 |4 |5 |two |three |four |five )seconds|(?:normal|common) (?:for|in) (?:newborns|babies|infants)|(?:health visitor|hv|midwife|doctor|gp|nurse) (?:said|says|told)"],
      unless: "blue|grey|gray|pale|floppy|limp|(?:1\\d|[2-9]\\d|ten|fifteen|twenty|thirty) seconds|long|longer|won't wake|wont wake|hard to wake|fever|temp|temperature|gasp[a-z]*|choking|rash",
      scope: 'sentence',
    }, {
      // A child or adult habitually slow to wake from a nap or in the morning, with no danger sign.
      all: ["(?:hard|difficult|tricky|a struggle|struggle|struggling) to (?:wake|get up|rouse)", "sometimes|usually|always|often|every (?:morning|day)|in the mornings|(?:from|after) (?:his|her|their|a|the) (?:naps?|sleep|lie ?in)"],
      unless: `${FEVER}|floppy|limp|blue|grey|gray|rash|vomm?it[a-z]*|breath[a-z]*|unresponsive|fit|fitting|s(?:ei|ie)z[a-z]*|pale|mottled|feed[a-z]*|drink[a-z]*|today|tonight|now|this morning|can't|cant|won't|wont|confus[a-z]*|fell|hit|head|hot|sleepy|drows[a-z]*|letharg[a-z]*|weak`,
      scope: 'sentence',
    }, {
      // A blue colour that went pink again straight away, in a sentence without another danger sign.
      all: ["pinked (?:straight |right |back )?(?:back )?up|colou?r (?:came|has come|went|is) back|(?:went|turned|is|was) (?:pink|rosy) again|back to (?:her|his|their) normal colou?r"],
      unless: "floppy|limp|grey|gray|grunt[a-z]*|ribs|sucking|not breathing|stopped breathing|still blue|again and again|keeps|every time|fit|fitting|s(?:ei|ie)z[a-z]*|unresponsive|hard to wake|choking|fever",
      scope: 'sentence',
    }, {
      // Grunting while doing a poo, passing wind or asleep (a hit of any language, judged by English words).
      all: ['grunt[a-z]*', "poo[a-z]*|poop[a-z]*|strain[a-z]*|bowel|stools?|constipat[a-z]*|wind|farts?|farting|trump[a-z]*|number two|nappy|(?:while|when|as) (?:he's |she's |he is |she is |they're )?(?:asleep|sleeping|dreaming|dozing|napping)|(?:in|during) (?:his|her|their|the) (?:sleep|nap|naps)|while (?:he|she|they) (?:sleeps?|naps?)"],
      unless: "floppy|limp|blue|grey|gray|ribs|sucking|fever|feverish|temp|temperature|hot|3[89]|40|(?:not|isn't|won't|wont|hasn't) (?:feeding|drinking|waking|wake)|hard to wake|lethargic|vomm?it[a-z]*|green|bile|blood|breath[a-z]*|every breath|all the time|constantly|swollen|hard tummy",
    }, {
      all: ['a (?:bit|little|tad) off|slightly off|bit off (?:his|her) (?:food|milk|feeds)|not (?:feeding|drinking) as much'],
      unless: "floppy|limp|blue|grey|gray|grunt[a-z]*|at all|no wet|dry|hard to wake|won't wake|wont wake|lethargic|sunken|mottled|high pitched|vomiting everything|fever|temperature|temp|breath[a-z]*|ribs",
    }, {
      // A sign that passed or is explained, in a sentence that says the baby is well.
      all: ["(?:feeding|drinking|eating|playing|smiling|alert|warm|pink) (?:well|fine|normally|happily|as normal|as usual|again)|pinked up|back to (?:normal|her usual|his usual|herself|himself)|(?:she's|he's|shes|hes|she is|he is) (?:totally |completely |perfectly )?(?:fine|well|happy|warm|pink) (?:now|again|otherwise)|otherwise (?:totally |completely |perfectly )?(?:fine|well|normal|happy)"],
      unless: "floppy|limp|blue|grey|gray|grunt[a-z]*|ribs|sucking|fever|feverish|temp|temperature|hot|burning|3[89]|40|10[0-5]|(?:not|isn't|won't|wont|hasn't) (?:feeding|drinking|waking|wake)|hard to wake|lethargic|sunken|no wet|dry nappy|vomm?it[a-z]*|green|bile|high ?pitch[a-z]*|rash|fit|fitting|s(?:ei|ie)z[a-z]*|breath[a-z]*|still|keeps|again and again|worse",
      scope: 'sentence',
    }],
    breathing: [PET, BREATH_HOLD, {
      // Snoring that sounds like choking, asked about as a sleep problem (a sleep study, apnoea).
      all: ["snor[a-z]*", "sleep (?:study|studies|clinic|test|apn[a-z]*)|apn(?:o|)ea|cpap|(?:in|during) (?:his|her|my|their) sleep|every night|most nights|at night|like (?:he's|she's|hes|shes|he is|she is|i'm|im) chok[a-z]*"],
      unless: "blue|grey|gray|lips|(?:won't|wont|can't|cant|cannot|couldn't) (?:wake|rouse|breathe)|unresponsive|not responding|unconscious|heroin|fentanyl|opioids?|opiates?|methadone|morphine|overdos[a-z]*|pills|tablets|drunk|alcohol|drugs?|(?:stopped|not|isn't|isnt) breathing(?! for (?:a few|a couple|\\d+|ten|five) (?:seconds|secs))|right now|ambulance|help",
      scope: 'sentence',
    }, {
      // How to give back blows or chest thrusts: a first-aid question, not a choking now.
      all: ["how (?:do|should|would|can|to) (?:(?:i|we|you|one|someone|parents) )?(?:do|give|perform|deliver|use|learn)|(?:first aid|cpr|resus|resuscitation) (?:course|class|training|lesson|session)", "back blows|back slaps|chest thrusts|abdominal thrusts|heimlich|first aid"],
      unless: `${HYPO.unless}|(?:he's|she's|hes|shes|it's|he is|she is|they're|they are|(?:baby|son|daughter|child|toddler|kid|husband|wife|dad|mum|mom) is|(?:is|are) (?:still|now)) (?:choking|chok[a-z]*)|help|please|(?:can't|cant|cannot) (?:breathe|cough|talk|cry)|blue|not breathing|quick|asap`,
      scope: 'sentence',
    }, {
      all: ["(?:breathing|breathes|breath) ~3 (?:normal|normally|fine|ok|okay|back to normal|settled|easy|easily)|coughed it (?:up|out)"],
      unless: "blue|grey|gray|can't|cannot|cant|struggl[a-z]*|gasp[a-z]*|wheez[a-z]*|not breathing|stopped breathing|still chok[a-z]*|noisy|whistl[a-z]*|drool[a-z]*|unconscious|unresponsive",
    }, {
      all: [RESOLVED],
      unless: `can't|cannot|cant|struggl[a-z]*|gasp[a-z]*|wheez[a-z]*|not breathing|stopped breathing|noisy|whistl[a-z]*|drool[a-z]*|unconscious|unresponsive|floppy|limp|drows[a-z]*|sleepy|confus[a-z]*|${PERSIST}`,
      scope: 'sentence',
    }, {
      // Choking that is over: the food coughed or spat out, and breathing or playing normally since,
      // told after "but" in the same sentence.
      all: [
        "(?:coughed|coughs|spat|spit|spluttered|hacked|brought|sicked|threw) (?:it|them|that|the (?:[a-z]+ )?(?:piece|bit|grape|sweet|food|crisp|lump|thing|chunk|meat|sweetcorn|popcorn|peanut|nut|raisin|carrot|apple|tablet|pill))(?: (?:straight|right|back|all|quickly|immediately|easily))? (?:up|out)|(?:it|that|the [a-z]+) (?:came|popped|shot|flew) (?:straight |right |back )?(?:up|out)",
        "(?:breathing|breathes|breath)(?: (?:is|was|now|seems|totally|completely|perfectly|back|to)){0,3} (?:normal|normally|fine|ok|okay|easily)|back to (?:normal|playing|eating|herself|himself|his usual|her usual)|(?:playing|eating|laughing|chatting|talking|giggling|running around|crying) (?:normally|happily|again|fine|away)|(?:is|he's|she's|hes|shes|seems|seem|now) (?:totally |completely |perfectly )?(?:fine|ok|okay|alright|happy)",
      ],
      unless: `blue|grey|gray|pale|floppy|limp|(?:can't|cannot|cant|couldn't|struggl[a-z]*|hard to) (?:breathe|breathing|speak|talk|cry|swallow)|(?:not|isn't|isnt|stopped|no longer) (?:breathing|responding|normal|right)|gasp[a-z]*|wheez[a-z]*|noisy|whistl[a-z]*|drool[a-z]*|unconscious|unresponsive|${PERSIST}`,
      scope: 'sentence',
    }, {
      // "Choking on" tablets said of pills too big to swallow, asking for another form.
      all: [
        "chok[a-z]* (?:on|down|over) ~3 (?:pills?|tablets?|capsules?|caps|vitamins?|meds|medication|medicines?|supplements?|horse pills|antibiotics)",
        "liquids?|syrups?|chewables?|gumm(?:y|ies)|soluble|dissolv[a-z]*|effervescent|dispersible|crush[a-z]*|smaller|alternatives?|versions?|forms?|patch(?:es)?|sprays?|too (?:big|large)|huge|massive|(?:easier|hard|harder|difficult) to swallow|(?:trouble|difficulty|struggl[a-z]*) (?:swallowing|to swallow)|open (?:them|it|the capsules?) up|mix (?:them |it )?(?:with|into|in)",
      ],
      unless: "blue|grey|gray|(?:can't|cannot|cant|couldn't|couldnt|not|isn't|isnt|struggling to|hard to) (?:breathe|breathing|talk|speak|cough|cry)|stuck|lodged|gasp[a-z]*|wheez[a-z]*|unconscious|unresponsive|collaps[a-z]*|help|right now|(?:he's|she's|hes|shes|he is|she is|they're|is|are) (?:choking|chok[a-z]*)|999|911|ambulance|back blows|heimlich",
      scope: 'sentence',
    }],
    unconscious: [WAKE_WORRY, SEDATED, {
      // Oversleeping: not waking in time for school, work or an alarm.
      all: ["(?:not|never|won't|wont|doesn't|doesnt|didn't|didnt|don't|dont) wak(?:e|ing)(?: up)? (?:for (?:school|work|college|uni|class|his shift|her shift|my shift|the bus|the train|breakfast)|in time|on time|early enough|to (?:my|his|her|the|an) alarms?|with (?:the|my|his|her|an) alarms?)|over ?sleep[a-z]*|over ?slept|sleep(?:s|ing)? through (?:my|his|her|the|their) alarms?"],
      unless: "drunk|alcohol|pills|tablets|overdos[a-z]*|took|taken|swallowed|breath[a-z]*|blue|grey|gray|collapsed|floor|head|diabet[a-z]*|sugar|fit|fitting|s(?:ei|ie)z[a-z]*|floppy|limp|unresponsive|right now|can't wake (?:him|her|them)|cant wake (?:him|her|them)",
      scope: 'sentence',
    }, {
      // A deep sleeper who sleeps through an alarm.
      all: ["(?:for|with|through|by) (?:his|her|the|my|their) alarms?|(?:sleeps?|sleeping|slept) (?:so |really |very |super )?(?:deeply|heavily|soundly|like (?:a log|the dead))|(?:heavy|deep) sleeper"],
      unless: "drunk|drink[a-z]*|alcohol|pills|tablets|overdose|breath[a-z]*|blue|grey|gray|collapsed|floor|fell|head|injur[a-z]*|diabet[a-z]*|sugar|hypo|fit|fitting|s(?:ei|ie)z[a-z]*|snor[a-z]*|gasp[a-z]*|floppy|limp|right now|now",
      scope: 'sentence',
    }, {
      // Passed out drunk and woke up at home with a hangover: over, asked about the morning after.
      all: ["hangover|hungover|hung over|woke up (?:this morning|the next|next|in the morning|at home|with)"],
      unless: "(?:won't|wont|can't|cant|not|isn't|isnt|didn't|didnt|hasn't|hasnt) (?:wake|waking|woken|respond[a-z]*|breath[a-z]*)|still|unresponsive|blue|grey|gray|fit|fitting|s(?:ei|ie)z[a-z]*|head|blood|confus[a-z]*|chest|pills|tablets",
      scope: 'sentence',
    }, {
      // A child or adult habitually slow to wake from a nap or in the morning, with no danger sign.
      all: ["(?:hard|difficult|tricky|a struggle|struggle|struggling) to (?:wake|get up|rouse)", "sometimes|usually|always|often|every (?:morning|day)|in the mornings|(?:from|after) (?:his|her|their|a|the) (?:naps?|sleep|lie ?in)"],
      unless: `${FEVER}|floppy|limp|blue|grey|gray|rash|vomm?it[a-z]*|breath[a-z]*|unresponsive|fit|fitting|s(?:ei|ie)z[a-z]*|pale|mottled|feed[a-z]*|drink[a-z]*|today|tonight|now|this morning|can't|cant|won't|wont|confus[a-z]*|fell|hit|head|hot|sleepy|drows[a-z]*|letharg[a-z]*|weak`,
      scope: 'sentence',
    }, HYPO, STORY, EDU, PET, BREATH_HOLD, {
      // Fainted and came round at once, said in the same sentence.
      all: [RESOLVED],
      unless: `${PERSIST}|twice|went down|gone down|(?:won't|wont|not|isn't|isnt|didn't|didnt|hasn't|hasnt|doesn't|doesnt) (?:come|wake|waking|respond[a-z]*)|head|hit|fell on|chest|fit|jerk[a-z]*|shak[a-z]*|s(?:ei|ie)z[a-z]*|blue|grey|gray|not breathing|confus[a-z]*|injur[a-z]*|blood|pregnan[a-z]*|exercise|running|diabet[a-z]*|sugar|palpitations|heart`,
      scope: 'sentence',
    }],
    seizure: [HYPO, STORY, EDU, PET, CHECKED, PAST_FIT, BREATH_HOLD, {
      // Shaking from nerves, cold, caffeine or a workout, with no sign of a fit in the sentence.
      all: ["(?:panic|anxiety) attacks?|anxious|anxiety|nervous|nerves|stress(?:ed)?|caffeine|coffees?|energy drinks?|(?:so|too|really|very|freezing) cold|shiver[a-z]*|gym|workout|leg day|squats|weights|lifting|(?:my|his|her) (?:hands?|legs?|knees?|fingers?)"],
      unless: "unresponsive|(?:not|isn't|isnt|won't|wont|can't|cant|doesn't|doesnt) (?:respond[a-z]*|answer[a-z]*|wake|waking)|eyes|lips|blue|floor|ground|foam[a-z]*|drool[a-z]*|s(?:ei|ie)z[a-z]*|fit|fits|fitting|epilep[a-z]*|convuls[a-z]*|stiff|rigid|collaps[a-z]*|unconscious|passed out|all over|whole body|arms and legs|baby|toddler|child|son|daughter|fever|temp[a-z]*",
      scope: 'sentence',
    }, {
      // An eyelid twitching for days, asked about half in jest.
      all: ['eye ?lids?|eye ?lid\'s|eyelid\'s|eye (?:is |keeps )?twitch[a-z]*|myokymia'],
      unless: 'arm|leg|face|jerk[a-z]*|shak[a-z]*|unconscious|stiff|fell|fall|blank|star(?:e|ing)|not responding|baby|child|son|daughter|confus[a-z]*|right now',
      scope: 'sentence',
    }, {
      // A twitch of one small muscle (an eyelid, a lip, a calf), asked about as a "mini seizure".
      all: ["(?:eyelid|eye lid|eye|eyes|lip|cheek|thumb|finger|calf|thigh|leg muscle|arm muscle|muscle|muscles)s? (?:keeps? |has been |keeps on |sometimes |randomly |always )?(?:twitch[a-z]*|flutter[a-z]*|flicker[a-z]*|jump[a-z]*|spasm[a-z]*)|(?:twitch[a-z]*|flutter[a-z]*|flicker[a-z]*|jumpy) (?:eyelid|eye lid|eye|lip|muscle)s?"],
      unless: "unconscious|unresponsive|not responding|fell|fall|collaps[a-z]*|stiff[a-z]*|whole body|all over|arms? and legs?|jerk[a-z]*|shaking|(?:won't|wont|can't|cant) (?:wake|talk|speak)|confus[a-z]*|blue|drool[a-z]*|wet (?:himself|herself)|bit (?:his|her|my) tongue|stare[a-z]*|staring|baby|newborn|fever|head|weak[a-z]*|numb[a-z]*|droop[a-z]*|slurr[a-z]*|right now|won't stop|wont stop|hasn't stopped|(?:[5-9]|\\d\\d|five|ten) ?min[a-z]*",
      scope: 'sentence',
    }, {
      // A known epilepsy's usual seizure, under five minutes, the person awake and themselves again.
      all: [
        "epilep[a-z]*|(?:his|her|my|their) (?:usual|normal|typical|regular) (?:seizures?|fits?|absences?)",
        "short|brief|quick|(?:under|less than|about|around|only|just|barely) (?:a |one |two |three |four |\\d+ |30 |20 |ten |twenty |thirty )?(?:minutes?|mins?|seconds?|secs?)|\\d+ (?:seconds?|secs?)|(?:[1-4]|one|two|three|four) (?:minutes?|mins?)|a minute|a few seconds",
        "back to (?:normal|himself|herself|themselves|myself|his (?:usual |normal |old )?self|her (?:usual |normal |old )?self)|(?:awake|alert|talking|fine|ok|okay|himself|herself|themselves|myself|normal) (?:again|now)|came round|come round|recovered",
      ],
      unless: "first|never (?:had|before)|(?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty) ?(?:minutes?|mins?)|another|one after|back to back|won't stop|wont stop|still (?:fitting|shaking|jerking|seizing|drowsy|confused)|injur[a-z]*|hit (?:his|her|their|my) head|bleed[a-z]*|blue|breath[a-z]*|not (?:waking|responding|breathing)|pregnan[a-z]*|water|bath|pool|cluster|longer than (?:usual|normal)|different",
      scope: 'sentence',
    }],
    other_emergency: [HYPO, STORY, WATER_OK, {
      // Fingers or toes cold and numb from the weather that warmed up again: not a limb without blood.
      all: ["cold|freezing|chilly|frozen|numb", "(?:warmed|warming|warm) (?:up|back up|again)|warm again|(?:colou?r|feeling|sensation|circulation) (?:has |have )?(?:came|come|coming|comes) back|back to (?:normal|their normal|its normal)|pinked up|(?:pink|normal) again"],
      unless: "still|(?:not|isn't|isnt|hasn't|hasnt|haven't|havent|won't|wont|didn't|didnt|doesn't|doesnt|never) (?:warm|warmed|warming|come back|came back|coming back|changed|change|gone back)|(?:one|only one|just one) (?:hand|foot|leg|arm)|left|right|black|blister[a-z]*|waxy|hard|pulse|agony|severe|excruciating|worse|hours|grey|gray|mottled",
      scope: 'sentence',
    }, {
      // A belly hard with constipation or wind, with no severe pain.
      all: ["constipat[a-z]*|bloat[a-z]*|(?:has|got|with|full of|just) wind|windy|gassy|trapped wind|hasn't pooed|hasnt pooed|not pooed"],
      unless: "agony|severe|screaming|excruciating|vomm?it[a-z]*|green|blood|fever|sudd?en[a-z]*|worst|unbearable|floppy|won't stop crying|wont stop crying",
      scope: 'sentence',
    }, {
      // A blood sugar reading asked about by someone who feels fine.
      all: ["(?:sugar|sugars|glucose|bg|bm|reading|levels?) ~3 (?:was|is|of|at|were|are|reads|read) ~2 \\d+", "(?:feels?|felt|feeling|is|seems) (?:fine|ok|okay|well|normal)|is (?:that|this|it) (?:high|low|ok|okay|normal|bad|dangerous|too high|too low)"],
      unless: "confus[a-z]*|drows[a-z]*|vomm?it[a-z]*|being sick|breath[a-z]*|unconscious|unresponsive|fitting|s(?:ei|ie)z[a-z]*|not making sense|(?:slurr[a-z]*|slurd|slured|sluring)|ketones|won't wake|wont wake|can't wake|cant wake",
      scope: 'sentence',
    }],
    burns: [HYPO, STORY, EDU, {
      // Skin that only looks burnt, from a skin condition or a product: no heat, no chemical.
      all: [
        "(?:look|looks|looking|looked|appear|appears|appearing) (?:like (?:a |i |it |they |he |she )?)?(?:(?:was |were |have been |has been |had been |'ve been |got )?)?(?:burnt|burned|burns?|scalded|singed)|(?:like|as if|as though) (?:i|it|they|he|she|i've|it's|they've|i'd|it'd) (?:had |have |has |was |were |been |got )?(?:been )?(?:burnt|burned|scalded)|burnt looking|burn like",
        "eczema|dermatitis|psoriasis|rosacea|dry skin|dry|chapped|cracked|peeling|flak[a-z]*|rash|hives|allerg[a-z]*|reaction|skin condition|moisturi[sz][a-z]*|creams?|emollient|lotion|steroid|hydrocortisone|windburn|wind burn|wind|weather|lip ?balm|balm|chilblains?|cold sores?|acne|retinol|peel|razor|shaving|nappy rash|sensitive skin",
      ],
      unless: "fire|flames?|boiling|kettle|hot (?:water|oil|fat|tea|coffee|pan|plate|iron|tap|drink)|iron|oven|hob|stove|grill|chemical|acid|bleach|caustic|electric[a-z]*|steam|scald(?:ed|ing)? (?:by|from|with|on)|(?:burnt|burned) (?:by|from|with|on|it|his|her|my|their)|blister[a-z]*|white|waxy|leathery|charred|black|painless|numb|baby|toddler|infant|newborn|fever|swell[a-z]*|swollen|breath[a-z]*|spreading|agony",
      scope: 'sentence',
    }, {
      // Sun protection asked ahead of time ("sunscreen for a baby that burns easily"), no burn yet.
      all: ["burns? easily|burn (?:so |really |very )?(?:easily|quickly|fast)|sun ?(?:cream|screen|block|hat|protection|lotion)|spf|factor \\d+|fair skin(?:ned)?|pale skin(?:ned)?"],
      unless: "(?:got|has|have|is|was|been|gotten|already|badly|really|very|bad|severe|severely) (?:a |badly |really |very |been )?(?:sun ?)?burn(?:ed|t)|blister[a-z]*|swollen|swelling|fever|temperature|vomm?it[a-z]*|sick|drows[a-z]*|confus[a-z]*|dizz[a-z]*|faint[a-z]*|floppy|peeling|screaming|raw|today|tonight|right now|just now|now|white|chemical|fire|boiling|scald[a-z]*",
      scope: 'sentence',
    }, {
      // A small burn said not to be deep ("no blister, not white, just red").
      all: ["(?:not|no|isn't|isnt|wasn't|wasnt|nor|never) (?:white|waxy|leathery|charred|black|grey|gray|painless|numb)|(?:just|only) (?:red|pink)"],
      unless: "(?:skin|it|burn|area|it's|its) (?:is |went |has gone |gone |looks |turned )?(?:white|waxy|leathery|charred|black)|baby|toddler|child|chemical|acid|bleach|electric[a-z]*|fire|flames?|explosion|agony|whole|all over|(?:big|large|huge|massive) (?:burn|blisters?)|bigger than",
      scope: 'sentence',
    }, {
      // Friction blisters from shoes, sport or tools: no heat, no chemical.
      all: ["(?:new |tight |old |walking |hiking |work )?(?:shoes|boots|trainers|heels|sandals)|walking|hiking|hike|running|marathon|rowing|gym|weights|lifting|climbing|friction|rubbing|rubbed|guitar|digging|gardening|raking|shovel[a-z]*|chaf[a-z]*|pull ?ups|monkey bars|gymnastics|tennis|golf"],
      unless: "burn[a-z]*|scald[a-z]*|fire|flames?|boiling|hot (?:water|oil|fat|tea|coffee|pan|plate|iron)|iron|oven|hob|stove|kettle|chemical|acid|bleach|caustic|electric[a-z]*|steam|exhaust|lightning",
      scope: 'sentence',
    }, {
      // A burn from days or weeks ago asked about as it heals.
      all: ["(?:is |it's |its )?(?:healing|healed)|(?:from|since) last week|last week|(?:\\d+|a|two|three|four|five|a few|few|couple of) (?:days|weeks) ago"],
      unless: "today|tonight|right now|just now|infected|infection|oozing|pus|fever|temperature|red streaks|spreading|smell[a-z]*|hot and red|white|charred|leathery|black|worse",
      scope: 'sentence',
    }, {
      // Old burns: scars.
      all: ["(?:burn|burns) scars?|scars? (?:from|of) (?:a|the|my|his|her|an old) burn|scarring|scarred|(?:old|healed|faded) burns?"],
      unless: "new|fresh|today|tonight|right now|just now|blister[a-z]*|raw|weeping|peeling|infected|oozing|hot and red",
      scope: 'sentence',
    }, {
      // Burnt food, candles, a fire risk: no person burned.
      all: ["(?:burnt|burned|burning|burn|burns) (?:the |my |his |her |our |some )?(?:toast|dinner|tea|food|pizza|cake|rice|pan|sausages|bacon|chips|onions|garlic|popcorn|pasta|sauce|bread|biscuits|roast|meal|lunch|breakfast|candles?|sage|incense|leaves|rubbish|wood|logs|bridges|calories|fat|oil burner)|burning (?:candles|sage|incense|wood|logs|calories|fat|the midnight oil)|smoke alarm|fire (?:risk|hazard|safety|drill|escape)"],
      unless: "skin|blister[a-z]*|hand|hands|arm|finger[s]?|face|leg|foot|feet|child|baby|toddler|screaming|hurt|injur[a-z]*|white|charred skin|cough[a-z]*|breath[a-z]*|hospital|ambulance|smoke inhal[a-z]*",
      scope: 'sentence',
    }, {
      // A hot drink that burnt the tongue or mouth of an adult.
      all: ["(?:burn[a-z]*|scald[a-z]*) (?:my|his|her) (?:tongue|mouth|lip|lips|roof of (?:my|his|her) mouth)"],
      unless: "baby|toddler|infant|child|kid|son|daughter|swell[a-z]*|swollen|breath[a-z]*|swallow[a-z]*|drool[a-z]*|bleach|chemical|caustic|batter(?:y|ies)|acid|steam|kettle|spout|blister[a-z]*|white|voice|hoarse",
      scope: 'sentence',
    }, {
      // A mild shock from a battery or static that only tingled.
      all: ["mild|small|little|tiny|slight|static|just tingled|tingle|tingly", "batter(?:y|ies)|toy|static|car door|trampoline|door ?knob|door handle|jumper|9v|aa|torch|remote"],
      unless: "burn[a-z]*|black|marks?|numb|unconscious|passed out|faint[a-z]*|thrown|chest|heart|palpitat[a-z]*|let go|mains|socket|plug|wire|cable|2[34]0|110|high voltage|pylon|power line|water|bath",
      scope: 'sentence',
    }, {
      // A fire that everyone got out of unhurt.
      all: ["(?:everyone|everybody|we all|all of us|they all|the family) (?:got|get|made it) out (?:fine|ok|okay|safely|safe|unhurt|alright)|(?:nobody|no one|noone) (?:was |got )?(?:hurt|injured)|no (?:one|body) (?:was )?(?:hurt|injured)|no injuries|(?:we're|we are|everyone is|everyone's|all) (?:fine|ok|okay|safe|unhurt)"],
      unless: "burn[a-z]*|blister[a-z]*|cough[a-z]*|breath[a-z]*|hoarse|soot|unconscious|hospital|ambulance|except|apart from|but",
      scope: 'sentence',
    }, {
      // Reassurance in the same sentence: no blisters, settled and playing.
      all: ["no blisters?|not blister(?:ed|ing)|(?:hasn't|hasnt|didn't|didnt|hadn't|never) blister(?:ed)?|skin (?:isn't|is not|isnt|wasn't|not) broken|stopped crying|(?:playing|eating|chatting|laughing) (?:normally|happily|again|with|fine|away)|(?:fine|happy|ok|okay|settled) now|back to normal"],
      unless: "white|waxy|leathery|charred|black|painless|numb|face|eyes?|genitals|groin|electric[a-z]*|chemical|acid|bleach|caustic|big blisters?|huge|large|whole|all over|skin (?:has |is )?(?:come|coming|peeling|peeled)|agony|screaming|still crying|won't stop|wont stop|smoke|fire|flames",
      scope: 'sentence',
    }, {
      all: ['small|little(?! (?:boy|girl|one|lad|lass|man|fella|un|brother|sister))|tiny|minor|mild|slight|a bit'],
      unless: 'baby|toddler|infant|newborn|child|kid|face|eyes?|genitals|electric[a-z]*|chemical|acid|wire|socket|shock|white|charred|leathery|waxy|painless|huge|large|big|deep|all over|smoke|fire|black|whole|agony',
      scope: 'sentence',
    }],
    pregnancy: [{
      // A side pain the midwife has named (round ligament, stretching), or a mild twinge on moving.
      all: ["round ligament|ligament pain|(?:midwife|doctor|gp|obstetrician|consultant|sonographer) (?:said|says|told (?:me|us|her)|thinks|reckons) ~4 (?:normal|nothing to worry|ligament|stretching|muscle|muscular|fine)|(?:a bit|a little|slight|mild|twinges?|niggles?) ~6 when (?:i|she) (?:roll|rolls|move|moves|turn|turns|sneeze|sneezes|cough|coughs|laugh|laughs|stand|stands|get up|gets up)"],
      unless: "faint[a-z]*|dizz[a-z]*|light ?headed|passed out|pass out|collaps[a-z]*|bleed[a-z]*|blood|shoulder|severe|worst|agony|excruciating|unbearable|sharp|stabbing|vomm?it[a-z]*|fever|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|vision|swell[a-z]*|swollen|waters|kick[a-z]*|moving|movements?|worse|today|tonight|right now",
      scope: 'sentence',
    }, {
      // A baby quieter at one time of day who kicks a lot at another.
      all: ["(?:kicks?|kicking|moves?|moving|wriggl[a-z]*|active) (?:a lot|loads|lots|plenty|well|normally|all the time|like crazy|like mad|like a (?:mad|crazy) (?:thing|one)|like nobody's business|more)|(?:lots|plenty|loads) of (?:kicks|movements?)"],
      unless: "(?:not|hasn't|hasnt|haven't|havent|stopped|no|isn't|didn't) (?:moved|moving|move|kick|kicked|kicking|felt|feel)|since (?:yesterday|last night|this morning)|all day|today|tonight|bleed[a-z]*|pain|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|vision|swell[a-z]*|waters|fever",
      scope: 'sentence',
    }, {
      all: ['gums?|brush[a-z]*|floss[a-z]*|nose ?bleed[a-z]*|nose (?:is |was )?bleeding|(?:has|had|have|then|now|it|finally) stopped|brown[a-z]*|a little|a tiny bit|lightly|light (?:bleeding|spotting)|spotting|streaks?'],
      unless: 'heavy|heavily|heavier|clots?|soak[a-z]*|pads?|gush[a-z]*|pain[a-z]*|cramp[a-z]*|faint[a-z]*|dizz[a-z]*|fever|smell[a-z]*|bright|red|a lot|lots|loads|again|worse|movement[a-z]*|kick[a-z]*|moving|(?:headache|hedache|headach|hedake|headake|haedache|heddache)|vision|swell[a-z]*|swollen|s(?:ei|ie)zure|fit|waters',
    }],
    // A long-past crisis with recovery stated ("12 years ago, in a really good place now"); "fine
    // now" alone is not enough.
    meningitis: [CHARITY, EXPLAIN, MENTIONED, SUPPORT_GROUP, {
      // The meningitis vaccine named, not the illness: a fever after it is expected.
      all: ["(?:meningitis|meningococcal|men ?b|men ?acwy|men ?c) ~2 (?:vaccines?|vaccinations?|jabs?|shots?|boosters?|injections?|immuni[sz]ations?)|(?:vaccines?|vaccinations?|jabs?|shots?|boosters?|injections?|immuni[sz]ations?|bexsero) (?:for|against|to prevent) (?:meningitis|men ?b)"],
      unless: "rash|spots|blotch[a-z]*|glass|stiff|neck|light|floppy|drows[a-z]*|wake|purple|bulg[a-z]*|high pitched|mottled|cold (?:hands|feet)|s(?:ei|ie)z[a-z]*|fitting|confus[a-z]*|vomm?it[a-z]*|(?:think|could|might) (?:it's|its|it be|she has|he has|have)",
    }],
    sepsis: [EDU, CHARITY, EXPLAIN, MENTIONED, SUPPORT_GROUP, {
      // Mild confusion that comes with every UTI and is known, with reassurance in the sentence.
      all: ["gets? (?:a bit |a little |slightly |more )?(?:muddled|confused) (?:when|whenever|every time|with)|(?:a bit|a little|slightly) (?:muddled|confused)", "(?:drinking|eating|feeding) (?:well|fine|normally|ok|okay)|no (?:fever|temperature|temp)|(?:gp|doctor|nurse) (?:knows|is aware|has seen)|on antibiotics"],
      unless: "mottled|blue|grey|gray|shiver[a-z]*|shak[a-z]*|rigors?|breath[a-z]*|not passed|no (?:urine|wee|pee)|drows[a-z]*|unresponsive|(?:slurr[a-z]*|slurd|slured|sluring)|hard to wake|worse|suddenly|today|tonight|this (?:morning|afternoon|evening)|very|really",
      scope: 'sentence',
    }, {
      // A habitual exaggeration ("feels like he's dying every time he has man flu lol").
      all: ["man flu|every time|whenever|always (?:says|like this|does this)|lol|lmao|haha|drama(?:tic)?"],
      unless: "mottled|blue|grey|gray|shiver[a-z]*|shak[a-z]*|rigors?|breath[a-z]*|not passed|no (?:urine|wee|pee)|drows[a-z]*|unresponsive|(?:slurr[a-z]*|slurd|slured|sluring)|hard to wake|worse|suddenly|today|tonight|this (?:morning|afternoon|evening)",
      scope: 'sentence',
    }, {
      // A care plan or a training question that names sepsis as a risk.
      all: ["care plan|risk assessment|as a risk|at risk|risk of|sepsis risk|on (?:her|his|their|the) (?:chart|notes|file|records)|what does (?:that|it|this) mean|what signs|which signs|warning signs|look out for|watch (?:out )?for|warn(?:ed|ing|s)? (?:me |us |him |her |them |you )?(?:about|of)|(?:flu|covid|pneumonia|shingles|rsv) (?:jabs?|vaccines?|vaccinations?|boosters?)|should (?:the )?(?:carers?|staff|nurses?) (?:record|look|watch|check)|training|revising|exam|essay|course|awareness|posters?|leaflets?|campaign|staff room|notice ?board|display"],
      unless: "confus[a-z]*|mottled|shiver[a-z]*|shak[a-z]*|rigors?|drows[a-z]*|unwell|hospital|ambulance|right now|tonight|today|(?:think|worried|scared|afraid) (?:she|he|it|i|they|mum|dad) (?:has|have|'s|is|might|may|could)|suspect",
    }],
    self_harm: [EXTRA_BY_MISTAKE, {
      // "Killing myself at the gym / at work": working hard, said of training, work or study.
      all: ["(?:killing|kill|killed|kills|been killing) (?:my ?self|our ?selves|him ?self|her ?self) (?:at|in|with|on|over|for|doing|down at|going to) ~3 (?:gym|work|job|office|shifts?|overtime|workouts?|training|exercise|exercising|running|runs|cardio|weights|spin|crossfit|hiit|treadmill|classes|pilates|revision|revising|studying|study|exams?|diet|dieting|calorie[a-z]*|sessions?|football|rugby|practice|marathon)|(?:killing|killed|kill) (?:my ?self|him ?self|her ?self) (?:working|training|running|exercising|studying|revising|dieting|lifting|grafting)"],
      unless: "die|dying|dead|suicid[a-z]*|end (?:it|it all|my life)|(?:want|wanna|wanted|going|gonna|plan[a-z]*) to (?:kill|end|die|hurt)|for real|not joking|literally|seriously|overdos[a-z]*|pills|tablets|rope|hang[a-z]*|jump[a-z]*|no point|better off|can't go on|cant go on|burden|hopeless|worthless|self ?harm[a-z]*|cut(?:ting)? myself|hurt myself",
      scope: 'sentence',
    }, {
      // "I wouldn't call myself suicidal": a denial in other words, with nothing of now.
      all: ["(?:wouldn't|wouldnt|would not|don't|dont|do not|can't|cant) (?:really |honestly )?(?:say|call|describe|class|consider|think) (?:that )?(?:(?:i'm|im|i am|i was|myself|me|it|this|that) )?(?:as )?(?:(?:really|actually|properly|truly) )?suicidal"],
      unless: "urges?|plans?|thoughts (?:of|about)|want to die|wanna die|wish (?:i|i'd)|not wake up|end (?:it|my life)|tonight|sometimes|some days|at times|lately|means|pills|rope",
    }, {
      all: [
        "\\d+ years ago|years ago|used to|in the past|a (?:long )?while ago|a long time ago|previously|(?:it's|its|it has|it's been|been) (?:\\d+|many|several|a few|ten|five|six|seven|eight|nine|twenty|fifteen) years|for (?:\\d+|many|several|a few) years now|at (?:school|uni|university|college)|when (?:i|he|she) was (?:\\d+|a teen[a-z]*|a child|a kid|young|at (?:school|uni|university))|as a (?:teen|teenager|child|kid|student)|in (?:my|his|her) (?:teens|twenties|20s|thirties|30s)|back in|in (?:19|20)\\d\\d",
        "in a (?:really |very |much |so )?(?:good|better|great|happy|healthy|positive) place|(?:i'm|im|i am|he's|she's|he is|she is) (?:\\d+|[a-z]+) now(?: and| ,)? (?:well|fine|happy|healthy|stable|settled|ok|okay|doing (?:really |very )?well)|(?:happy|stable|settled|well) and (?:happy|stable|settled|well)|fully recovered|recovered|doing (?:really |very |so |absolutely )?(?:brilliantly|great|amazingly|brilliant|amazing|fantastic|fantastically)|been (?:well|stable|fine|ok|okay|happy) (?:for|since) (?:years|\\d+|many|a long)|(?:i've|ive|i have|he's|she's|he has|she has) been (?:well|stable|fine|happy|healthy)(?: and (?:well|stable|fine|happy|healthy))? (?:ever )?since|doing (?:really |very |so )?well(?: now| for years| these days| ,| \\.|$)|happy now|thriving|(?:long|well|way|far) past (?:that|it|all that|all of that)|past all (?:that|of that)|(?:long |well |firmly |all |now )?behind me|long (?:over|gone)|(?:now|these days) (?:i'm |im |i am |he's |she's |he is |she is )?(?:doing (?:really |very |so )?well|in a (?:good|better) place|stable|much better)|(?:have|got|getting|with) (?:good |lots of |a lot of )?support|clean for|sober for|(?:haven't|havent|have not|hasn't|hasnt|not|never) (?:self ?harmed |cut |hurt (?:myself|himself|herself) |had (?:those|any|these|such|the) (?:thoughts|feelings|urges) |had thoughts like (?:that|it) |done it |(?:felt|been|thought|gone) (?:like (?:that|this|it)|that way|this way|that low|so low|there|suicidal|down that road) )?(?:for|in|since) (?:over |more than |nearly |almost |about |around |well over |a good )?(?:\\d+|many|several|a few|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (?:years|yrs)|(?:haven't|havent|have not|hasn't|hasnt|not|never) (?:felt|been|thought) (?:like (?:that|this|it)|that way|this way|that low|so low|suicidal) (?:for|in|since) (?:over |more than |nearly |almost |about |well over )?(?:a decade|decades|ages|a long time)|stopped (?:\\d+|many|several|a few|two|three|four|five|six|seven|eight|nine|ten|twenty) (?:years|yrs) ago|stopped (?:years|ages|decades|long) ago|stopped a (?:long )?(?:time|while) ago|(?:haven't|havent|have not|hasn't|hasnt) (?:done it|self ?harmed|cut) (?:in|for) (?:years|ages|a long time|decades)|(?:scars?|marks) ~4 (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|many|several) (?:years|yrs) old|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|many|several) (?:years?|yrs?) old scars|(?:old|faded|white|silvery) scars",
      ],
      // Old scars are over; new or fresh marks, or the wish to do it, are now.
      unless: "again|lately|recently|tonight|today|this week|started|starting|(?:want to|wanna)(?! (?:(?:get|have) (?:them|the scars?|my scars?|it) (?:lasered|removed|treated|covered|faded|looked at|tattooed)|(?:cover|fade|hide|remove|treat|laser|tattoo over) (?:them|the scars?|my scars?)))|thinking (?:about|of)|urges?|relapse[a-z]*|scared|struggling|back|fresh|new (?:cuts?|ones|marks|scars)|bleeding|infected",
      scope: 'sentence',
    }],
    head_injury: [SEDATED, {
      // A small knock with reassurance in the sentence (not a drop or a fall from a height).
      all: ["cried (?:straight away|right away|immediately|for a (?:second|minute|moment|bit))|(?:is|she's|he's|seems|and is|now) (?:fine|ok|okay|happy|normal|herself|himself)|back to (?:normal|playing|herself|himself)|(?:playing|feeding|eating|laughing|giggling|smiling) (?:normally|happily|again|fine|well)"],
      unless: "vomm?it[a-z]*|sick|sleepy|drows[a-z]*|floppy|unconscious|knocked out|passed out|confus[a-z]*|fit|fitting|s(?:ei|ie)z[a-z]*|bulg[a-z]*|swelling|lump|dropped|stairs|changing (?:table|mat)|height|concrete|tiles|still crying|won't settle|not herself|not himself|warfarin|blood thinners?|blood|fluid",
      scope: 'sentence',
    }, {
      // A question asked ahead of time ("if she falls and bumps her head, should she go to A&E?").
      all: ["(?:if|in case|when|whenever|should) (?:she|he|they|i|we|you|my [a-z]+|someone|somebody|a child|a baby) (?:ever )?(?:falls?|bumps?|hits?|knocks?|bangs?|trips?|slips?|has a fall)", "should|would|do (?:i|we|you) need|planning|in future|in the future|just in case|for future|what (?:do|should) (?:i|we)"],
      unless: "fell|fallen|banged|bumped|knocked|slipped|tripped|hit (?:his|her|my|their) head (?:today|this|last|yesterday|just)|vomm?it[a-z]*|been sick|confus[a-z]*|drows[a-z]*|sleepy|unconscious|passed out|today|tonight|this morning|just now|yesterday",
      scope: 'sentence',
    }],
    stroke: [STORY, EDU, CHARITY, FAMILY_RISK, EXPLAIN, SUPPORT_GROUP, {
      // The words of a song or rhyme sung wrong: a slip, not a stroke, unless another sign is told.
      all: ["sing|sings|singing|sang|sung|songs?|lyrics|nursery rhymes?|karaoke|rapping|hymns?|carols?"],
      unless: "sudd?en[a-z]*|out of nowhere|droop[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|weak[a-z]*|numb[a-z]*|confus[a-z]*|arms?|legs?|face|vision|headache|stopped|can't|cant|cannot|couldn't|couldnt|ambulance|help|right now|just now",
      scope: 'sentence',
    }, {
      // Thick speech or a lopsided smile from a dental anaesthetic, told as worn off: not a stroke,
      // unless a limb, sight or the mind is touched too.
      all: ["dentists?|dental|numbed|numbing|anaesthetic|anesthetic|novocaine|lidocaine|filling|root canal|extraction|tooth (?:out|pulled|taken out)|wisdom (?:tooth|teeth)", "back to normal|(?:wore|worn|wearing|wears) off|(?:gone|went) (?:away|back to normal)|(?:fine|normal|ok|okay|better|right) (?:now|again)|looks? (?:fine|normal|ok|okay)|(?:speech|talking|face|smile) (?:is |seems |sounds )?(?:fine|normal|ok|okay|clear)"],
      unless: "arms?|legs?|hands?|foot|walk[a-z]*|balance|vision|sight|seeing|confus[a-z]*|collaps[a-z]*|headache|worse|still|came back|again|(?:hours|day|days) (?:later|after)",
      scope: 'sentence',
    }, {
      // Numb or droopy after a dental injection, the dentist having said it will wear off.
      all: ['dentist|dental|anaesthetic|anesthetic|numbing|novocaine|lidocaine|root canal|filling', "(?:said|says|told (?:me|us|her|him)|explained) ~4 (?:anaesthetic|anesthetic|numbing|injection|normal|expected|wear off)|wear(?:s|ing)? off|worn off"],
      unless: "(?:slurr[a-z]*|slurd|slured|sluring)|speech(?! (?:is |seems |sounds )?(?:fine|normal|ok|okay|clear))|words|confus[a-z]*|vision|sudd?en[a-z]*|arm|leg|hand|walk[a-z]*|balance|next day|yesterday|days|still (?:numb|droopy|drooping) (?:the next|after|since|hours)",
      scope: 'sentence',
    }, {
      // A dose asked about for the tablets taken after a past stroke.
      all: ["(?:what|which|how much|how many|right|usual|normal|correct) ~3 (?:dose|dosage|mg|tablets?|aspirin|clopidogrel|statins?|blood thinners?)|\\d+ ?mg", "after (?:a|his|her|their|my|the) (?:stroke|mini stroke|tia)|since (?:his|her|their|my|the) (?:stroke|tia)|post stroke|to prevent (?:a|another) stroke"],
      unless: "today|tonight|this morning|just now|right now|again|another|sudd?en[a-z]*|droop[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|weak|numb|confus[a-z]*|can't|cant|cannot|worse|ambulance",
      scope: 'sentence',
    }, {
      // A face that looked uneven in a photo or video, with speech and movement said to be normal.
      all: ['(?:in|on) (?:(?:a|the|this|that|some|her|his|my|all|most|old) )?(?:photo|photos|picture|pictures|pic|pics|selfies?)|(?:camera )?angle'],
      unless: 'mirror|arm|leg|heavy|clumsy|sound[a-z]* (?:weird|odd|drunk|funny|strange)|sudd?en[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|(?:can\'t|cant|cannot) (?:speak|talk|lift|move|see)|weak|numb|confus[a-z]*|right now|just now|still|worse',
      scope: 'sentence',
    }, {
      // A stroke told as over: the person in care, in rehab or recovering.
      all: ["care home|nursing home|residential home|rehab|physio[a-z]*|occupational therap[a-z]*|speech (?:and language )?therap[a-z]*|recovering|settle in|settling in|since (?:his|her|their|my) stroke|after (?:his|her|their|my) stroke"],
      unless: "today|tonight|this morning|just now|right now|again|another|new|sudd?en[a-z]*|droop[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|weak|numb|confus[a-z]*|can't|cant|cannot|worse|help (?:me|us)|please|ambulance",
      scope: 'sentence',
    }, {
      // A stroke dated years back, with the weakness it left ever since.
      all: ["(?:had|has had|suffered) (?:a |her |his |their |my )?(?:stroke|tia) (?:in (?:19|20)\\d\\d|(?:\\d+|two|three|four|five|six|seven|eight|ten|a few|several|many) years ago|last year)", "(?:ever )?since|exercises?|physio[a-z]*|rehab|recover[a-z]*"],
      unless: "today|tonight|this morning|just now|right now|again|another|new|sudd?en[a-z]*|worse|ambulance|help (?:me|us)|please|(?:minutes?|mins|an hour|hours) ago",
      scope: 'sentence',
    }, {
      // A denial said after the body part ("his face isn't drooping"), for hits of any language.
      all: ["(?:face|mouth|smile|speech|arm|arms|leg|legs|side|words|talking)(?: [a-z']+){0,2} (?:isn't|isnt|is not|wasn't|wasnt|not|doesn't|doesnt|aren't|arent|don't|dont) (?:drooping|droopy|slurred|slurring|weak|numb|crooked|lopsided|affected|different|look (?:different|droopy|crooked))"],
      unless: "sudd?en[a-z]*|confus[a-z]*|(?:can't|cant|cannot) (?:speak|talk|lift|move|see|walk)|slurring|(?:is|are|feels?|felt|went|gone|goes|seems?|has|have|was|were) (?:gone |become |very |really |so |a bit |all )?(?:weak|numb|heavy|droopy|drooping|slurred|crooked|lopsided|dead)",
    }, {
      all: ['slept on|sleeping on|lying on|laid on|pins and needles|carpal|dentist|dental|filling|anaesthetic|anesthetic|numbing|novocaine|lidocaine|root canal|shoulder|gym|workout|weights|injur[a-z]*|frozen shoulder|rotator|tendon|sprain[a-z]*|fractur[a-z]*|broken|broke|dislocat[a-z]*|cast|sling'],
      unless: "droop[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|speech(?! (?:is |seems |sounds )?(?:fine|normal|ok|okay|clear))|talk[a-z]*(?! (?:fine|normally|normal|ok|okay|properly|clearly))|words|confus[a-z]*|vision|see|sudd?en[a-z]*",
    }, {
      // Numb from a dental injection, told after "but" ("numb on one side but only where the
      // dentist injected me"), with speech said to be fine.
      all: ['dentist|dental|anaesthetic|anesthetic|numbing|novocaine|lidocaine|root canal|filling|injected'],
      unless: "droop[a-z]*|(?:slurr[a-z]*|slurd|slured|sluring)|speech(?! (?:is |seems |sounds )?(?:fine|normal|ok|okay|clear))|talk[a-z]*(?! (?:fine|normally|normal|ok|okay|properly|clearly))|words|confus[a-z]*|vision|see|sudd?en[a-z]*|arm|leg|hand|walk[a-z]*|balance",
      scope: 'sentence',
    }],
  },
}

export default en
