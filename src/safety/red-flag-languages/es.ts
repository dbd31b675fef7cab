/**
 * Spanish red-flag rules (tú and usted, Spain and Latin America, SMS spellings, the
 * English words Spanish speakers mix in). Sources are regexes over normalised text (see
 * `../red-flag-engine/rules.ts`): accents are written for readability and removed before compiling, so
 * "corazón" matches "corazon". ` ~ ` = up to three more words, ` ~N ` = up to N. Gaps are
 * bounded, quantifiers are never nested, no lookbehind.
 *
 * Several categories are a sign plus a setting (a head injury is a blow to the head plus
 * vomiting, confusion, sleepiness…; carbon monoxide is headache or dizziness plus a boiler,
 * heater or brazier; sepsis is an infection plus confusion, shaking, mottled skin…). Those
 * are conditional rules whose *hit* is the danger sign, so that negation ("no ha vomitado",
 * "sin vómitos", "ninguno tiene mareos") is checked on the sign, and whose context is the
 * setting, looked for anywhere in the message (`scope: 'message'`), because visitors tell
 * the setting in one sentence and the sign in the next.
 *
 * Size: a category's `patterns` are joined into one regular expression, and V8 stops compiling a
 * regular expression to machine code past 20,000 characters (after ` ~ ` is expanded), which makes
 * it a hundred times slower. Self-harm is the largest (about 17,000): add to it by sharing a suffix
 * (one `${RECOVERED_YEARS}` after a group, one `${PILLS}` after a group of verbs), or as a conditional.
 */
import type {RedFlagLanguage} from '../red-flags'

/** The chest, as visitors name it. */
const CHEST = '(?:pecho|pexo|esternón|esternon|tórax|torax)'
/** The chest as a context phrase that starts where a denial would govern it ("no me duele el pecho"). */
const CHEST_SIGN = `(?:me|le|te|nos) (?:duele|duelen|dolía|dolia|aprieta|oprime|pesa|arde|quema|molesta|presiona) (?:mucho |muchísimo |muchisimo |bastante )?(?:el|mi|su) ${CHEST}|(?:dolor|presión|presion|opresión|opresion|peso|pesadez|molestia|punzada|tensión|tension) ~3 ${CHEST}|${CHEST} ~2 (?:apretado|oprimido|cerrado|pesado)|(?:corazón|corazon|infarto)`
const SIDE = '(?:derech[oa]s?|izquierd[oa]s?|izq|izqdo|izqda|dcho|dcha)'
/**
 * Stroke signs as context phrases, each starting with the word a denial would govern ("no tiene la cara
 * torcida", "ni le cuesta hablar"), so that a denied sign is no context.
 */
const STROKE_FACE = 'facial droop[a-z]*|(?:solo|sólo) (?:le|me|te) (?:sube|se mueve|se levanta|mueve) (?:un|un solo|el|medio) lado|desviación (?:de (?:la )?)?(?:comisura|boca|cara|rostro)|desviacion (?:de (?:la )?)?(?:comisura|boca|cara|rostro)|(?:cara|carita|boca|boquita|sonrisa|labio|labios|comisura|rostro)(?: (?!no |ni |nada )[a-z0-9]+){0,4} (?:jalad[oa]|(?:para|pa|hacia) un lado|torcid[oa]|caíd[oa]|caid[oa]|chuec[oa]|desviad[oa]|colgad[oa]|paralizad[oa]|de lado|ladead[oa])'
const STROKE_SPEECH = "no (?:me|le|te) sale (?:bien )?la voz|dificultad (?:para|al) (?:hablar|articular|pronunciar|vocalizar|expresarse)|(?:le |me |te )?cuesta (?:mucho )?hablar|(?:habla|hablando|hablaba|dice|diciendo) (?:puras |solo )?(?:incoherencias|disparates)|se (?:le|me|te) (?:mezclan|traban|lían|lian|enredan|confunden|cruzan) (?:las )?palabras|(?:habla|hablando|hablaba|habló|hablo|a hablar) (?:muy |un poco |medio |algo |como )?(?:raro|rara|mal|enredad[oa]|trabad[oa]|arrastrad[oa]|borrach[oa]|lento|extraño|extraña|sin sentido)|arrastra (?:las )?palabras|(?:se le traba|se me traba|se le trababa) (?:la )?lengua|lengua (?:trabada|pesada|dormida)|no (?:le |me |te )?(?:salen|salgan|salían|salian|sale|salga) (?:las |ni las |ni una )?palabras?|no (?:puede|puedo|pudo|podía|podia) hablar|palabras (?:sin sentido|raras)|no se le entiende|no se (?:le )?(?:entiende|entendía|entendia) (?:nada de )?lo que (?:dice|decía|decia|habla|hablaba)|(?:dejó|dejo|ha dejado|deja) de entender(?:se|le|la|lo)|(?:solo|sólo) (?:repite|repetía|repetia|dice|decía|decia) (?:si|sí|no) (?:si|sí|no)|repite (?:una y otra vez )?(?:la misma|una) palabra|(?:le|me|te) cuesta (?:mucho )?(?:decir|encontrar|sacar|pronunciar) (?:algunas |ciertas |unas |las )?palabras|lo que (?:quiere|quiero|quería|queria) decir|(?:una|unas) (?:palabra|palabras|cosa|cosas) por otras?|no (?:sabe|sé|se|puede|puedo) decir (?:las |ni las )?palabras"
const STROKE_LIMB = '(?:brazo|pierna|mano) ~3 (?:dormid[oa]|flojo|floja|sin fuerza|torpe|muert[oa]|no (?:le |me )?responde)|no (?:puede|puedo|podía|podia) (?:mover|levantar) (?:el|la|su|mi|esa|ese|este|esta) (?:brazo|pierna|mano)|no (?:levanta|mueve|siente|sostiene|obedece) (?:el|la|su|mi|esa|ese|este|esta) (?:brazo|pierna|mano)|(?:el|la|su|mi) (?:brazo|pierna|mano) ~2 no (?:le |me )?(?:obedece|obedecía|obedecia|hace caso|hacía caso|hacia caso|responde|respondía|respondia)'
const STROKE_SIDE = '(?:lo )?(?:que|q) (?:tiene|tengo|hay|le queda|me queda) (?:a|de|por) (?:la|su|mi) (?:izquierda|derecha)|(?:un|el|todo el|ese|este) lado (?:del cuerpo|de la cara|derecho|izquierdo)|(?:de|del) (?:ese|este|mismo) lado|medio cuerpo|media cara|la mitad (?:del cuerpo|de la cara)|(?:se )?(?:cae|cayó|cayo|va|fue|iba|desvía|desvia|tuerce|ladea|inclina) (?:hacia|para) (?:la )?(?:izquierda|derecha)|(?:camina|caminando|anda|andando|torcid[oa]|ladead[oa]|desviad[oa]|inclinad[oa]) (?:hacia|para) (?:la )?(?:izquierda|derecha)|(?:cuando|al) sonr[ií][a-z]*'
/** A sudden onset (context regex). */
const SUDDEN = 'de repente|de golpe|de pronto|súbit[a-z]*|subit[a-z]*|repentin[a-z]*|de la nada|de sopetón|de sopeton|de improviso|sin más|sin mas|de un (?:momento|segundo|instante|minuto) (?:a|para|pa) otro|en un (?:momento|segundo|instante)|en cuestión de minutos|suddenly|sudden|(?:hace (?:un rato|una hora|media hora|(?:\\d+|unos|dos|tres|cinco|diez|quince|veinte|veinticinco|treinta|cuarenta) (?:minutos|horas?))|esta mañana|antes|ayer|anoche|hasta ayer|hasta (?:hace un rato|hace una hora|ahora|esta mañana)) (?:estaba|estaba tan|se encontraba|se la veía|se le veía) (?:perfectamente|perfect[oa]|bien|normal|tan tranquil[oa])'
/** "I/he can't" before an infinitive. */
const CANT = '(?:no (?:puedo|puede|puedes|podés|podes|pudiste|pueden|pueda|puedas|puedan|podía|pude|pudo|podemos|poder|consigo|consigue|logro|logra|logramos))'
/** Numbers from ten upwards, in digits or words: a handful of tablets is not an overdose, a dozen is. A dose in mg or ml, an age or a time is no count, nor a strength ("ibuprofeno de 400"). */
const MANY = '(?:(?:\\d{2}|1\\d\\d)(?![0-9])(?! (?:mg|ml|mcg|ug|g|gr|grs|gramos|miligramos|mililitros|microgramos|cc|ui|kg|kilos|años|grados|minutos|min|horas|semanas|meses|días|dias)(?![a-z]))|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|veinti[a-z]+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien)'
const PILLS = '(?:drogas?|coca(?! ?cola)|perico|farlopa|tusi|popper|speed|cocaína|cocaina|heroína|heroina|éxtasis|extasis|mdma|ketamina|ghb|anfetaminas?|metanfetamina|crack|pastillas|pastillitas|pastis|pills|tablets|píldoras|tabletas|cápsulas|comprimidos|grageas|medicinas|medicamentos|remedios|gotas|jarabe|paracetamol|paracetamoles|ibuprofeno|ibuprofenos|aspirinas?|somníferos|pastillas para dormir|ansiolíticos|antidepresivos|tranquilizantes|clonazepam|diazepam|lorazepam|lormetazepam|alprazolam|zolpidem|orfidal|trankimazin|valium|rivotril|tramadol|oxy|oxicodona|fentanilo|morfina|metadona|codeína|quetiapina|litio|sertralina|fluoxetina|amitriptilina|pregabalina|gabapentina|metformina|digoxina|insulina|calmantes|analgésicos|antihistamínicos|relajantes|opioides|hierro|vitaminas)'
const POISONS = '(?:cloro|lejía|lavandina|clorox|veneno|raticida|matarratas|insecticida|detergente|desinfectante|amoniaco|amoníaco|ácido(?! (?:valproico|fólico|folico|acetilsalicílico|acetilsalicilico|tranexámico|tranexamico|hialurónico|hialuronico|ursodesoxicólico|ursodesoxicolico|alendrónico|alendronico|mefenámico|mefenamico|clavulánico|clavulanico|fusídico|fusidico|ascórbico|ascorbico|zoledrónico|zoledronico))|salfumán|aguafuerte|gasolina|gasoil|queroseno|keroseno|kerosén|kerosen|kerosene|querosén|querosen|creolina|parafina|aceite (?:de|para|de la|del|para la|para el) (?:lámpara|lampara|lámparas|lamparas|antorchas|candil|quinqué|quinque|farol|estufa)|aceite de parafina|petróleo|petroleo|alcohol de quemar|metanol|anticongelante|líquido de frenos|pilas?(?: de botón)?|baterías?(?: de botón)?|imanes|imán|destapacaños|desatascador|destapador|limpiador[a-z]*|soda cáustica|sosa cáustica|cápsulas? (?:de|del|para) ~2 (?:detergente|lavadora|lavavajillas|lavaplatos|friegaplatos|ropa)|pastillas? (?:de|del|para) (?:el )?(?:lavavajillas|lavaplatos|friegaplatos|inodoro|cloro)|lavavajillas|lavaplatos|friegaplatos|suavizante|líquido (?:de|del|de la|para|para la|para el) (?:lavadora|lavavajillas|lavaplatos|ropa|limpiar|limpieza|fregar|suelo|suelos|piso|pisos|baño|inodoro|wc|váter|vater|cristales|vidrios|horno|desatascar)|productos? (?:de|para) (?:la )?(?:limpieza|limpiar|fregar)|friegasuelos|limpiahornos|quitagrasas|desengrasante|jabón (?:de|para) (?:ropa|lavavajillas|platos|la lavadora)|aguarrás|thinner|solvente|disolvente|pesticida|herbicida|glifosato|líquido (?:de|del|de la) (?:vapeo|vaper|vape|cigarro electrónico|cigarrillo electrónico|cigarro electronico|cigarrillo electronico)|nicotina líquida|líquido del (?:vapeador|vaporizador|pod|vape|vaper)|liquido del (?:vapeador|vaporizador|pod|vape|vaper)|(?:setas|hongos|champiñones) (?:silvestres|venenos[oa]s|alucin[oó]genos|mágicos|magicos|del (?:monte|campo|parque|jardín|jardin|bosque|césped|cesped)|de(?:l)? (?:un )?(?:parque|jardín|jardin|bosque|campo|monte|césped|cesped)|que (?:encontr|recog|cog|arranc)[a-z]*)|bayas|frutos (?:rojos )?(?:del jardín|silvestres|del campo|de un arbusto)|naftalina|bolas de naftalina|alcanfor|mercurio|acetona|quitaesmalte|pegamento|desengrasante|quitagrasas|antical|ambientador|productos? de limpieza|líquido (?:de|para) (?:limpieza|limpiar|la limpieza|fregar|el suelo|el baño|el bano)|liquido (?:de|para) (?:limpieza|limpiar|la limpieza|fregar|el suelo|el baño|el bano)|líquido de fregar|veneno (?:para|de) (?:ratas|ratones|cucarachas|hormigas|caracoles|babosas)|cebo (?:para|de) (?:ratas|ratones|cucarachas|hormigas)|plantas? venenosas?|matamalezas|mata malezas|matayuyos|matahierbas|mata hierbas|plaguicida|fungicida|paraquat|agroqu[ií]mic[oa]s?|fumigante|organofosforad[oa]s?|adelfa|dedalera|cicuta|tejo)'
/** Bleeding that has stopped since: "sangró mucho pero ya paró" (not "pero no para"). Appended to hits told in the past. */
const STOPPED = "(?!(?: (?!no |ni )[a-z0-9',.]+){0,12} (?:ya |enseguida |luego |al final |solo )?(?:paró|paro|ha parado|dejó de sangrar|dejo de sangrar|ha dejado de sangrar|se cortó|se corto|se ha cortado|se detuvo|se ha detenido|ya no sangra|se paró|se paro|se ha parado|(?:está|esta|se está|se esta|va) (?:cicatrizando|curando)|(?:me|le) (?:dieron|pusieron|cosieron|han dado|han puesto) (?:unos |los |\\d+ )?puntos)(?![a-z]))"
/** Up to twelve more words (` ~N ` takes one digit). */
const GAP12 = "(?: [a-z0-9']+){0,12}"
/** Up to twelve more words, across sentence ends too. */
const GAP12DOT = "(?: [a-z0-9'.]+){0,12}"
/** A choking fit that has passed: "se atragantó con una uva pero la tosió y ya está bien" (not "no respira"). */
const RESOLVED = "(?!(?: (?!no |ni )[a-z0-9',.]+){0,12} (?:(?:ya )?(?:se (?:le |me |te )?)?(?:pasó|paso|ha pasado)(?! (?:un|una|el|la|más|mas|mucho|bastante|por|a|al))|(?:ya|ahora|enseguida|al momento|luego|al rato) (?:está|esta|estoy|respira|respiro|habla|se encuentra|me encuentro)(?: y (?:habla|respira|llora|come|juega))? (?:bien|perfect[oa]|perfectamente|normal|normalmente|genial|tranquil[oa])|(?:la|lo|los|las|me la|me lo|se la|se lo) (?:(?:ha|he|hemos|han) )?(?:tosió|tosio|tosí|tosi|tosido|escupió|escupio|escupí|escupi|escupido|expulsó|expulso|expulsado|sacó|saco|sacado|sacamos|saqué|saque|echó|echo|echado|eché|eche|vomitó|vomito|vomitado)))"
/** Two soft signs of a stroke in one clause (walking like a drunk and seeing double): each alone is too weak. */
const SOFT_PAIR = "(?:doble|equilibrio|caerse|caer|cayéndose|cayendose|borrach[oa]|torcid[oa]|chuec[oa]|tropez[a-z]*|tropiez[a-z]*|choca|chocando|camin[a-z]* raro|camin[a-z]* rara)(?: [a-z0-9',]+){1,12} (?:doble|equilibrio|borrach[oa]|torcid[oa]|chuec[oa]|tropez[a-z]*|tropiez[a-z]*|choca|chocando|camin[a-z]* raro|camin[a-z]* rara|caerse|caer|cayéndose|cayendose)"
/** A baby who refuses one feed but takes another ("no quiere el biberón, solo quiere pecho"). */
/** A child who still drinks, plays or breathes normally: "no quiere comer nada pero bebe agua y está jugando" (appended to sick-child signs). */
const STILL_WELL = "(?!(?: [a-z0-9',.]+){0,12} (?:pero|aunque|y) (?:sí |si |luego )?(?:bebe|toma agua|juega|está jugando|esta jugando|sonríe|sonrie|está content[oa]|esta content[oa]|está animad[oa]|esta animad[oa]|respira (?:bien|normal)|come bien))"
const STILL_FEEDS = "(?!(?: [a-z0-9',.]+){0,10} (?:solo quiere|solo toma|pero (?:sí |si )?(?:toma|quiere|come|bebe|mama)|pero come|pero bebe))"
/** Self-harm long over, said explicitly: "hace doce años que no lo hago", "llevo años bien", "ahora tengo 34 años", "no he vuelto a intentarlo" (appended to past-tense self-harm). */
const RECOVERED_YEARS = "(?!(?: [a-z0-9',.?]+){0,14} (?:(?:hace|llevo|lleva|llevamos|desde hace) (?:ya )?(?:como |unos |unas |más de |mas de |casi )?(?:\\d+ |[a-z]+ )?(?:años|meses) (?:que no|q no|k no|sin|no|bien|estable|estupend[oa]|genial|perfect[oa]|recuperad[oa])|(?:ahora|hoy|ya) tengo \\d{2}(?: años| ,| \\.| y|$)|desde entonces (?:nunca más|nunca mas|no he vuelto|no lo he vuelto|estoy bien|todo bien|he estado bien)|no (?:lo )?he vuelto a (?:intentar|hacer|pensar)[a-z]*|(?:terapia|tratamiento|psicólog[oa]|psicolog[oa]|psiquiatra)(?: [a-z0-9',]+){0,4} (?:ahora|hoy|ya) (?:estoy|me encuentro|me siento) (?:muy |totalmente |completamente )?(?:bien|recuperad[oa])|nunca (?:más|mas) (?:lo he vuelto a|he vuelto a|lo he)))"
/** The danger denied right after it is named: "me preguntó si tenía ideas de hacerme daño y le dije que no" (appended to self-harm hits). */
const DENIED_AFTER = "(?!(?: [a-z0-9',]+){0,10} (?:(?:y |pero )?(?:le |les |a todo )?(?:dije|he dicho|contesté|conteste|respondí|respondi|he contestado|he respondido) que no|no es (?:mi|el) caso|(?:pero )?no (?:las|los|lo) tengo))"
/** "me muero de risa", "me quiero morir de vergüenza": a figure of speech (appended to wishes to die). */
// "me ahogo en papeles", "se ahoga en un vaso de agua": swamped by work or worry, not short of breath
const SWAMPED = '(?! en (?:un vaso de agua|(?:tanto |tant[oa]s |el |la |los |las )?(?:papeles|papeleo|trabajo|deudas|deberes|tareas|burocracia|correos|emails|mails|facturas|exámenes|examenes|apuntes|problemas|preocupaciones|responsabilidades|gastos|pedidos|reuniones|llamadas|mensajes)))'

const FIGURATIVE = '(?! (?:de|del) (?:la |lo |tanta |tanto )?(?:risa|la risa|vergüenza|verguenza|ganas|hambre|sueño|sueno|calor|frío|frio|asco|envidia|pena|aburrimiento|miedo|amor|gusto|cansancio|la pena|dolor de))'
/** Quiero in SMS spellings. */
const QUIERO = '(?:quiero|kiero|qiero|quero|kero)'
/** An event years past with recovery told in the same sentence ("hace 15 años me di un golpe y perdí el conocimiento, me recuperé bien"), nothing about now. */
const YEARS_RECOVERED = {
  all: ['hace (?:como |casi |ya |unos |unas |más de |mas de )?(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|muchos|varios) años|hace años|en (?:19|20)\\d\\d|cuando (?:era|tenía|tenia) |de (?:pequeñ[oa]|niñ[oa]|chic[oa]|joven|bebé|bebe|adolescente|chiquit[oa])', '(?:me|se|nos) (?:recuperé|recupere|recuperó|recupero|recuperamos) (?:bien|del todo|totalmente|completamente|sin secuelas)|sin secuelas|(?:ahora|hoy|ya) (?:estoy|está|esta|me encuentro) (?:bien|perfect[oa]|recuperad[oa])|quedó bien|quedo bien|(?:solo|sólo) (?:me |le )?queda (?:la|una) cicatriz'],
  unless: 'otra vez|de nuevo|ahorita|ahora (?:me|le|tengo|tiene|está|esta|estoy|no)|hoy (?:me|le|tengo|tiene|he|ha)|esta mañana|ayer|anoche|todavía|todavia|sigue|sigo|aún|aun|desde (?:ayer|hace)',
  scope: 'sentence' as const,
}

/** A known epilepsy's usual seizure, short and over, the person awake again (NHS: 999 for a first one, one over 5 minutes, one after another). */
const USUAL_SEIZURE = {
  all: ['epilep[a-z]*|(?:sus|su|las) crisis (?:de siempre|habituales|normales)|crisis de siempre|como (?:siempre|otras veces|las otras)|(?:las|la) de siempre|(?:le|me) pasa (?:siempre|a menudo|cada vez)|(?:le|me) ha pasado (?:antes|otras veces|más veces|mas veces|varias veces)', '(?:duró|duro|dura|le duró|le duro) (?:menos de |como |unos |apenas )?(?:un|1|dos|2|tres|3|pocos|\\d+) (?:minutos?|segundos)|(?:de|de solo|de sólo|de apenas|de menos de) (?:un|1|dos|2|tres|3|unos|pocos) (?:minutos?|segundos)|(?:crisis|convulsión|convulsion|ataque) (?:muy )?(?:corta|cortita|breve)|(?:ya )?(?:está|esta|se encuentra|se ha recuperado|se recuperó|se recupero|volvió|volvio|ha vuelto) (?:bien|normal|como siempre|consciente|despiert[oa]|en sí|en si)|(?:ya )?(?:está|esta) (?:totalmente |del todo )?recuperad[oa]'],
  unless: 'primera vez|nunca (?:había|habia|le había|le habia|antes|le ha)|(?:más|mas) de (?:cinco|5|diez|10) minutos|(?:[5-9]|\\d\\d|cinco|seis|siete|ocho|diez|quince|veinte) minutos|otra (?:vez|más|mas|crisis)|seguid[ao]s|una (?:tras|detrás de|detras de) otra|no (?:despierta|responde|reacciona|respira|vuelve)|morad[oa]|azul|se golpe[oó]|herid[a-z]*|sangr[a-z]*|embarazada|agua|bañera|banera|piscina|sigue',
  scope: 'sentence' as const,
}

/** A toddler's breath-holding spell after crying or a fright, over within a minute. */
const BREATH_HOLDING = {
  all: ['llor[a-z]*|berrinche|rabieta|pataleta|susto|enfad[a-z]*|rabia|se (?:cayó|cayo|golpeó|golpeo)', '(?:se queda|se quedó|se quedo|se ha quedado|aguanta|aguantó|aguanto|contiene|contuvo) (?:sin )?(?:respiración|respiracion|respirar|el aire|la respiración|la respiracion|aire)|espasmo del sollozo', 'segundos|un momento|enseguida|al momento|(?:se )?recuper[a-z]*|vuelve a respirar|volvió a respirar|volvio a respirar|ya (?:está|esta) bien'],
  unless: '(?:un|unos|dos|tres|\\d+) minutos|no (?:respira|despierta|responde|reacciona)|convuls[a-z]*|rígid[oa]|rigid[oa]|fiebre|semanas|recién nacid[oa]|recien nacid[oa]|ahog[a-z]*|atragant[a-z]*|ahora mismo|sigue',
  scope: 'sentence' as const,
}

/** Very hard to wake: "cuesta muchísimo despertarlo", "no hay manera de despertarla". */
const HARD_TO_WAKE = "no (?:hay|había|habia) (?:manera|forma|modo|quien) de despertar(?:lo|la|le)?|no hay quien (?:lo|la|le) despierte|(?:cuesta|costaba|cuesta trabajo|me cuesta|nos cuesta|está costando|esta costando|costó|costo) (?:mucho |muchísimo |muchisimo |horrores |un montón |un monton )?despertar(?:lo|la|le)|(?:muy |super |re )?(?:difícil|dificil) de despertar|casi no (?:se )?(?:despierta|reacciona)"

/** A small child, in the words parents use (context regex). */
const KID = "(?:mi|mis|el|la|los|nuestr[oa]|su) (?:beba|bebas|peques?|pequeñ[oa]s?|pequeñit[oa]|chiquitín|chiquitin|chiquitina|chamaquit[oa]|chamac[oa]s?|escuincl[ea]s?|chiquill[oa]s?|pibit[oa]|nenit[oa]|hij[oa] (?:pequeñ[oa]|chiquit[oa]))|bebé|bebe|baby|bebit[oa]|bebot[ea]|recién nacid[oa]|recien nacid[oa]|neonato|newborn|lactante|nene|nena|niñ[oa]|niñit[oa]|chiquit[oa]|guagua|criatura|crío|cría|pañal(?:es)?|biberón|bibe|(?:tiene|tienen|cumple|cumplió|cumplio|con) (?:\\d{1,2}|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|dieciocho|veinte) (?:días|dias|semanas|meses|mes)|(?:tiene|tienen|cumple|cumplió|cumplio) (?:[1-6]|un|uno|dos|tres|cuatro|cinco|seis) años?|(?:hij[oa]|hijit[oa]|niet[oa]|sobrin[oa]|pequeñ[oa]|peque|herman(?:it)?[oa]|prim(?:it)?[oa]|son|daughter) (?:de|tiene) (?:\\d{1,2}|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|dieciocho|veinte) (?:días|dias|semanas|meses|mes)|(?:hij[oa]|hijit[oa]|niet[oa]|sobrin[oa]|pequeñ[oa]|peque|herman(?:it)?[oa]|prim(?:it)?[oa]|son|daughter|chamac[oa]|chaval(?:ín|in|ito|ita)?|chiquill[oa]|crío|crio|cría|pibe|piba|escuincl[ea]|gurí|guri|gurisa|cipot[ea]|chic[oa]|niñ[oa]|nene|nena) (?:de|tiene) (?:[1-6]|un|uno|dos|tres|cuatro|cinco|seis) años?|(?:\\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho) (?:meses|semanas) de (?:vida|edad)"
/** Pregnancy, labour or a recent birth (context regex). */
const PREGNANT = 'a las \\d{1,2} (?:semanas|sem)(?! de (?:vida|nacid|edad))|^(?:de |con )?\\d{1,2} (?:semanas|sem)(?= ,| y| de embarazo| embarazada)|con (?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|(?:tuve|tuvo|he tenido|ha tenido) (?:un|una) (?:bebé|bebe|hij[oa]|niñ[oa]|nene|nena) hace|(?:tengo|llevo|voy por|ya tengo) \\d{1,2} (?:semanas|sem)(?! de (?:vida|nacid|edad))|(?:mi (?:esposa|mujer|novia|pareja|hermana|hija|nuera|cuñada|prima|amiga)|ella|yo) (?:tiene|tengo|lleva|llevo|va por|voy por|ya tiene|ya tengo) \\d{1,2} (?:semanas|sem)|(?:tuve|tuvo|he tenido|ha tenido) (?:a )?(?:mi|su|el|la|al) (?:bebé|bebe|hij[oa]|niñ[oa]|nene|nena)|(?:nació|nacio|ha nacido) hace (?:\\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:días|dias|semanas?)|(?:estoy|está|esta|estando|estaba) (?:de |en la semana )?\\d{1,2} (?:semanas|weeks|sem)|(?:test de embarazo|prueba de embarazo|predictor|evatest|clearblue|test)(?! de (?:covid|antígenos|antigenos|drogas|embarazo negativo)) (?:positiv[oa]|(?:me )?(?:dio|dió|ha dado|salió|salio) positivo)|(?:di|dio|ha dado|he dado) positivo (?:en )?(?:el|la) (?:test|prueba) de embarazo|(?:esposa|mujer|novia|pareja|hermana|hija|nuera|cuñada|prima|amiga|paciente|vecina) de \\d{1,2} (?:semanas|sem)(?! de (?:vida|nacid|edad))|embarazad[a-z]*|embarazo|gestación|encinta|en estado|preñada|pregnant|(?:estoy|está|esta|estando|estaba|voy|va|ando) (?:embarazada )?(?:de|por) (?:\\d{1,2}|[a-z]+) (?:semanas|meses|sem)|semana \\d{1,2}|\\d{1,2} (?:semanas|weeks|sem) (?:de (?:embarazo|gestación)|pregnant)|(?:di|dio|dí|dar|doy|he dado|ha dado|acabo de dar|acaba de dar|había dado) a luz|parto|parí|parió|pari|pario|parir|parido|cesárea|posparto|postparto|post parto|puerperio|recién parida|(?:rompí|rompi|rompió|rompio|he roto|ha roto|romper) (?:aguas|la fuente|fuente|la bolsa|bolsa)|se (?:me|le) (?:rompió|rompio|ha roto) (?:la bolsa|la fuente|aguas)'
/** Pregnancy from about 24 weeks, or of unstated length (context regex). */
const LATE_PREGNANT = 'a las (?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|^(?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|(?:tengo|llevo|voy por|ya tengo) (?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|(?:mi (?:esposa|mujer|novia|pareja|hermana|hija|nuera|cuñada|prima|amiga)|ella|yo) (?:tiene|tengo|lleva|llevo|va por|voy por|ya tiene|ya tengo) (?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)|(?:de|en la semana|estoy|está|esta|estando|con) (?:2[4-9]|3\\d|4[0-2]) (?:semanas|weeks|sem)(?! de (?:vida|nacid|edad))|semana (?:2[4-9]|3\\d|4[0-2])|(?:esposa|mujer|novia|pareja|hermana|hija|nuera|cuñada|prima|amiga|paciente|vecina) de (?:2[4-9]|3\\d|4[0-2]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|(?:2[4-9]|3\\d|4[0-2]) (?:semanas|weeks|sem) (?:de (?:embarazo|gestación)|pregnant)|(?:de|estoy|está|esta) (?:[6-9]|seis|siete|ocho|nueve) meses|embarazada(?! de (?:[1-9]|1\\d|2[0-3]|un|dos|tres|cuatro|cinco) (?:semanas|sem|meses|mes))|pregnant|encinta|tercer trimestre|fecha de parto|salgo de cuentas|sale de cuentas'
/** A recent birth or broken waters (context regex). */
const AFTER_BIRTH = '(?:tuve|tuvo|he tenido|ha tenido) (?:un|una) (?:bebé|bebe|hij[oa]|niñ[oa]|nene|nena) hace|(?:tuve|tuvo|he tenido|ha tenido) (?:a )?(?:mi|su|el|la|al) (?:bebé|bebe|hij[oa]|niñ[oa]|nene|nena)|(?:nació|nacio|ha nacido) hace (?:\\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:días|dias|semanas?)|(?:di|dio|dí|he dado|ha dado|acabo de dar|acaba de dar|había dado) a luz|parto|parí|parió|pari|pario|parir|parido|cesárea|posparto|postparto|post parto|puerperio|recién parida|(?:rompí|rompi|rompió|rompio|he roto|ha roto) (?:aguas|la fuente|fuente|la bolsa|bolsa)|se (?:me|le) (?:rompió|rompio|ha roto) (?:la bolsa|la fuente|aguas)'
/** A blow or fall on the head (context regex). */
const HEAD_BLOW = '(?:se|me|le) (?:dio|di|ha dado|he dado|golpeó|golpeo|golpeé|golpee|pegó|pego|pegué|pegue) (?:con|contra) (?:el|la) (?:parabrisas|volante|poste|marco de la puerta|viga|farola)|(?:se|me|le|nos) (?:dio|di|ha dado|he dado|golpeó|golpeo|golpeé|golpee|pegó|pego|pegué|pegue|estampó|estampo|estampé|estampe) (?:con|contra) (?:el|la|un|una) (?:bordillo|acera|banqueta|suelo|piso|asfalto|pared|esquina|canto|escalón|escalon|columna|muro|coche|carro|cristal)|atropell[a-z]*|(?:la )?(?:cabeza|frente|nuca|cabecita|sien) (?:contra|con|en) (?:el|la|los|las|un|una) (?:suelo|piso|mesa|borde|esquina|canto|pared|puerta|bordillo|acera|banqueta|escalón|escalon|escalera|lavabo|bañera|baño|mueble|armario|radiador|volante|cristal|parabrisas|poste|columpio|tobogán|tobogan|azulejos|baldosas|techo|barra|portería|porteria)|descalabr[a-z]*|(?:se|me|le) (?:abrió|abrio|rajó|rajo|partió|partio) la (?:cabeza|frente|ceja)|(?:cayó|cayo|caído|caido|caída|caida|caí|cai|cae|cayéndose|cayendose) ~6 de cabeza|(?:golp[a-z]*|porrazo|trancazo|cabezazo|cabezada|pelotazo|balonazo|batazo|pedrada|patada|puñetazo|culetazo|peg[a-z]*|dio|di|dado|dieron|dieran|dimos|dándose|dandose|darse|se ha dado|cayó|cayo|caído|caido|caída|caida|caí|cai|cae|chocó|choco|chocado) ~6 (?:en|contra|sobre|con) (?:la|su|mi|tu|el) (?:cabeza|cabesa|frente|nuca|sien|coronilla|cabecita|cráneo|head)|golp[a-z]* ~3 (?:la|su|mi) (?:cabeza|frente|nuca|sien|cabecita)|(?:cayó|cayo|caído|caido|caí|cai|cae|cayendo|caer|choc[a-z]*|golp[a-z]*|peg[a-z]*|dio|di|dado|dándose|dandose|tir[oó]|tirado|lanz[a-z]*) ~3 de cabeza|cabezazo|choque de cabezas|chocaron las cabezas|(?:golpe|golpazo|golpetazo|trompazo|porrazo|leñazo|castañazo|tortazo|hostia|ostia|piñazo|guantazo|pelotazo|balonazo|palo|patada|puñetazo|codazo|rodillazo) ~3 (?:en|a|de) (?:la|su|mi) (?:cabeza|frente|nuca|sien|cabecita)|(?:abrió|abrio|abierto|rajó|rajo) la cabeza|(?:brecha|herida|corte|chichón|chichon|bulto|hematoma) ~3 (?:en la|de la) (?:cabeza|frente|nuca)|traumatismo (?:craneal|craneoencefálico|en la cabeza)|(?:golpe|golpazo|choque|choc[oó]|chocaron|encontronazo|placaje|placaron|codazo|rodillazo|ko|nocaut|knockout|noquead[oa]|noquearon) ~6 (?:partido|rugby|fútbol|futbol|fútbol americano|boxeo|box|entreno|entrenamiento|pelea|combate|hockey|kárate|karate|judo|taekwondo|mma|ring|jugada|balón|balon)|(?:partido|rugby|fútbol|futbol|boxeo|box|entreno|entrenamiento|pelea|combate|hockey|kárate|karate|judo|mma) ~6 (?:golpe|golpazo|choque|choc[oó]|chocaron|encontronazo|placaje|codazo|rodillazo|noquead[oa]|noquearon)|noquead[oa]|conmocionad[oa]|concusión|concusion|concussion|(?:quedó|quedo|quedar|dejó|dejo|dejaron) (?:k ?o|noquead[oa]|grogui)|(?:choque|choc[oó]|chocaron|encontronazo) ~4 (?:jugador[a-z]*|rival|contrincante|portero)|(?:cayó|cayo|caída|caida|caí|cai|tiró|tiro) (?:del|de la|de un|de una) (?:caballo|yegua|moto|bici|bicicleta|patinete|monopatín|monopatin|skate|patines|árbol|arbol|tejado|muro|tapia|escalera|andamio)|(?:llevaba|con|tenía|tenia) (?:el |su )?casco|(?:golpe|golpazo|trompazo|porrazo|pelotazo|balonazo|patada|puñetazo|codazo|rodillazo|rodillazo) ~3 (?:en|a|de) (?:la|su|mi) (?:cara|carita|mandíbula|mandibula|barbilla)|sin casco|(?:el )?casco (?:roto|partido|rajado)|conmoción|contusión cerebral'
/** An infection, a fever or a recent operation (context regex). */
const INFECTION = 'varicela|sarampión|sarampion|otitis|amigdalitis|anginas|faringitis|mastitis|apendicitis|diverticulitis|sonda|catéter|cateter|mordedura|mordisco|úlcera|ulcera|escara|llaga|infecci[oó]n|infeccion[a-z]*|infect[a-z]*|neumonía|pulmonía|neumonia|gripe|covid|bronquitis|herida|supura[a-z]*|pus|operaron|operado|operada|operación|cirugía|intervención|postoperatorio|urinaria|de orina|cistitis|pielonefritis|riñón|celulitis|absceso|flemón|antibiótico|antibioticos|antibióticos|sepsis|septicemia|fiebre|calentura|febril|temperatura|fever|quimio[a-z]*|(?:tengo|tiene|tenía|tenia|con|a|de|marca|marcaba|marcó|marco|llega a|llegó a|llego a|subió a|subio a|sube a) (?:3[89]|4[01])(?: grados| y pico| y medio)?(?! (?:semanas|años|anos|kilos|kg|minutos|min|horas|días|dias|meses|pulsaciones|latidos|respiraciones|veces|personas|euros|pastillas)(?![a-z]))|(?:herida|corte|cortadura|arañazo|aranazo|rasguño|rasguno|raspón|raspon|mordedura|picadura|quemadura|ampolla|dedo|mano|pie|pierna|brazo|rodilla|zona) ~4 (?:hinchad[oa]|inflamad[oa]) y (?:roj[oa]|colorad[oa]|caliente|duele)|(?:herida|corte|cortadura|arañazo|aranazo|rasguño|rasguno|raspón|raspon|mordedura|picadura|dedo|mano|pie|pierna|brazo|rodilla|zona) ~4 (?:roj[oa]|colorad[oa]|caliente) y (?:hinchad[oa]|inflamad[oa])'
/** A food, a sting, a medicine or an allergy (context regex). */
const ALLERGEN = 'comer|comí|comi|comió|comio|comido|comimos|comiendo|cenar|cené|probó|probo|probar|picó|pico|picado|picadura|picada|abeja|avispa|avispón|avispon|medusa|tomé(?! \\?| algo| para| \\.|$)|tomó(?! \\?| algo| para| \\.|$)|tomado|tomarse|tomarme|después de tomar|despues de tomar|al tomar|ibuprofeno|aspirina|nolotil|metamizol|medicamento|medicina|pastilla|antibiótico|antibiotico|amoxicilina|augmentine?|penicilina|contraste|vacuna|inyección|inyeccion|maní|mani|cacahuate|cacahuete|nueces|nuez|almendras?|avellanas?|pistachos?|anacardos?|frutos secos|sésamo|sesamo|mariscos?|gambas|langostinos|camarones|mejillones|shellfish|pescado|huevo|leche|kiwi|fresas?|melocotón|melocoton|alergi[a-z]*|alérgic[oa]|alergic[oa]|allergic|reacción|reaccion|ronchas|habones|urticaria|epipen|adrenalina'
const FEVER = 'fiebre|calentura|febril|temperatura|fever|3[89] (?:grados|de fiebre|y pico)|40 (?:grados|de fiebre)'
/** Life said to have lost its sense, in any person: "ya no le ve sentido a nada", "no le encuentro sentido", "nada tiene sentido" (context regex). */
const NO_SENSE = '(?:ya )?no (?:le |les |me |te |nos )?(?:ve|veo|ves|vemos|encuentra|encuentro|encuentras|encontramos|halla|hallo) (?:ningún |ningun |el |ni )?sentido|(?:ya )?nada (?:ya )?(?:tiene|tenía|tenia) sentido|(?:ya )?no tiene sentido|sin sentido'
/** A decision told as taken, and the calm after it: "ya sabe lo que tiene que hacer", "siento paz desde que lo decidí" (context regex). */
const RESOLVED_TO = '(?:ya )?(?:sabe|sé|se|sabes) (?:lo )?que (?:tiene|tengo|tienes|va|voy|vas) (?:que|a) hacer|(?:paz|tranquil[oa]|calma|alivio|aliviad[oa]) ~4 (?:decidir|decidí|decidi|decidido|decisión|decision)|(?:decidir|decidí|decidi|decidido|decisión|decision) ~4 (?:paz|tranquil[oa]|calma|alivio|aliviad[oa])'
/** Affairs put in order or handed over: "dejé todo ordenado, los papeles del banco y las llaves a mi hermana" (context regex). */
// "I have lived enough": a life told as finished, in any person
const LIVED_ENOUGH = '(?:(?:ya )?(?:he|ha|has|hemos|han) vivido|(?:ya )?(?:viví|vivi|vivió|vivio)) (?:bastante|suficiente|lo suficiente|demasiado|(?:todo )?lo que (?:tenía|tenia|tengo|tiene|había|habia) que vivir)(?! (?:tiempo|años|meses|en|para|como para|con|cerca|lejos|fuera|aquí|aqui|allí|alli|allá|alla|juntos|juntas|de|del|a|al|sol[oa]s?))|(?:ya )?(?:está|esta|estoy) (?:cansad[oa]|hart[oa]) de (?:estar|seguir) (?:aquí|aqui|vivo|viva|en este mundo)|no (?:le|me) queda nada (?:que|por) (?:hacer|vivir)'
// "it is the best for everyone", said beside a gun or a life told as finished
const BEST_FOR_ALL = '(?:es|sería|seria|será|sera) lo mejor para todos|(?:todos|todas) (?:estaréis|estareis|estarán|estaran|vais a estar|van a estar) mejor'

const AFFAIRS_SETTLED = '(?:todo|todas (?:mis|sus) cosas|(?:mis|sus) cosas|los papeles|(?:mis|sus) papeles|las cuentas|(?:mis|sus) cuentas) ~2 (?:arreglad[oa]s?|preparad[oa]s?|organizad[oa]s?|ordenad[oa]s?|en orden|atad[oa]s?)|(?:papeles|cuentas|claves|contraseñas) del banco|(?:las claves|las contraseñas|los papeles) (?:a|para) (?:mi|su|tu) [a-z]+'
/** Sedatives and painkillers by brand or short name, also in the plural a visitor gives them ("muchos orfidales"). */
const BRANDS = '(?:orfidal|trankimazin|lexatin|rivotril|valium|tranxilium|noctamid|stilnox|dormodor|xanax|tafil|ativan|alplax|clonex|nolotil|gelocatil|termalgin|efferalgan|dalsy|espidifen|enantyum|adolonta|zaldiar|seroquel|sinogan|dormidina|lyrica|lorazepam|diazepam|alprazolam|clonazepam|lormetazepam|bromazepam|zolpidem|quetiapina|tramadol|trankis?|orfis?|alpras?|clonas?|rivos?|benzos?)(?:es|s)?'
/** A road or riding accident, without the head named (context regex). */
const CRASH = '(?:accidente|choque|colisión|colision|siniestro|percance) (?:de|en|con (?:la|el|una|un)) (?:moto|motocicleta|coche|carro|auto|tráfico|trafico|bici|bicicleta|patinete|quad|tractor|caballo|carretera)|(?:tuve|tuvo|tuvimos|ha tenido|he tenido|hemos tenido|tuviste|tuvieron) (?:un|el) (?:accidente|choque|accidentazo|siniestro)|(?:choqué|choque|chocó|choco|chocamos|chocaron|chocaste) (?:con|contra) (?:el|la|un|una|otro|otra) (?:carro|coche|auto|moto|camión|camion|autobús|autobus|árbol|arbol|muro|poste|farola)|(?:me|le|nos|lo|la|les|los) (?:atropell[a-z]*|embisti[a-z]*|embistió|arroll[a-z]*)|(?:me|se|nos|le) (?:estrell[a-z]*|estamp[a-z]*|pegu[eé]|pegó|pego) (?:con|contra) (?:la|el|un|una) (?:moto|coche|carro|auto|bici|camión|camion|árbol|arbol|farola|quitamiedos|guardarraíl|guardarrail)|(?:caí|cai|cayó|cayo|caída|caida|me tiró|me tiro|le tiró|le tiro) (?:de|con) (?:la|el) (?:moto|bici|bicicleta|patinete|caballo|quad)|salió despedid[oa]|salio despedid[oa]|volc[oó] (?:el|la|con el|con la) (?:coche|carro|moto|quad|tractor)'
/** Something scalding or burning just happened: hot oil, boiling water, flames (context regex). */
const HOT_SOURCE = 'freidora|aceite (?:hirviendo|caliente|de freír|de freir|de la sartén|de la sarten)|agua hirviendo|hirviendo|(?:volc|derram|vert)[a-z]* ~4 (?:la olla|la sartén|la sarten|la freidora|el aceite|el agua|el cazo|la cafetera|la tetera|el caldo|la sopa)|llamas|incendio|explosión|explosion|brasas|vapor|quem[a-z]*|escald[a-z]*|electrocut[a-z]*|descarga (?:eléctrica|electrica)'

/**
 * A film, a series, a novel, an exam or a drill: the emergency is the topic, not the visitor's, unless the
 * clause also tells something happening to someone now ("estaba viendo una película y de repente me dio...").
 */
const TOPIC = {
  all: ['película|pelicula|peli|películas|peliculas|en la serie|de la serie|una serie (?:donde|en la que|de (?:televisión|television|tv|netflix|médicos|medicos))|novela|telenovela|documental|protagonista|personaje|actor|actriz|videojuego|examen|exámenes|examenes|temario|apuntes|asignatura|oposiciones|selectividad|el mir|el eir|tfg|tfm|tesis|(?:trabajo|presentación|presentacion|exposición|exposicion) (?:de clase|para clase|sobre)|simulacro|obra de teatro|cómic|comic|anime|en las noticias|en el telediario|en el periódico|en el periodico|en un artículo|en un articulo|(?:aprender|repasar|practicar|enseñar|enseñarme|explicarme) (?:a |cómo|como|qué|que)|cruz roja|socorrismo|socorrista|primeros auxilios|curso de|cursillo|he leído|he leido|leí que|lei que|he oído que|he oido que|protocolo|procedimiento de|formación sobre|formacion sobre|charla sobre|taller de'],
  unless: 'ahora|ahorita|de repente|de golpe|acaba de|acabo de|me (?:duele|duelen|dio|ha dado|da|está dando|esta dando|entró|entro|siento)|(?:le|les) (?:ha dado|dio|está dando|esta dando)|tengo (?!examen|un examen|que|clase)|tiene (?!que)|no (?:responde|reacciona|respira|se mueve|se despierta|despierta)|urgente|ayuda|ambulancia|emergencias|urgencias|112|911|061|hace (?:un rato|unos minutos|\\d+ minutos|media hora|una hora)|mi (?:hij[oa]|padre|madre|papá|papa|mamá|mama|marido|mujer|espos[oa]|pareja|novi[oa]|abuel[oa]|herman[oa]|bebé|bebe|compañer[oa]|amig[oa])',
}

/** Schoolwork that asks how two conditions differ: "trabajo del insti: diferencia entre angina de pecho e infarto". */
const SCHOOLWORK_DIFFERENCE = {
  all: ['trabajo (?:del|de|para) (?:insti|instituto|clase|cole|colegio|uni|universidad|facu|biología|biologia|ciencias|naturales)|deberes|tareas? (?:de|para|del)|examen|exámenes|examenes|apuntes|temario|asignatura|exposición|exposicion', 'diferencias?|diferenciar|distinguir|en qué se (?:diferencia|distingue)|en que se (?:diferencia|distingue)|(?:qué|que) (?:es|son)|definición|definicion|tipos de'],
  unless: TOPIC.unless,
  scope: 'sentence' as const,
}

/**
 * A condition named in an everyday errand: a prescription, a leaflet, an appointment, equipment or rehabilitation
 * ("renovar la receta de las convulsiones", "un folleto sobre el ictus", "usa andador desde el ictus"). Not when the
 * sentence tells something happening now.
 */
const EVERYDAY_MENTION = {
  all: ['recetas?|folletos?|prospecto|tríptico|triptico|pulsera|placa identificativa|tarjeta de (?:discapacidad|minusvalía|minusvalia|aparcamiento)|certificado|informe médico|informe medico|andador|bastón|baston|silla de ruedas|férula|ferula|muletas?|rehabilitación|rehabilitacion|fisioterapia|logopeda|bombona|concentrador|desfibrilador|(?:la|su|mi|tu) (?:medicación|medicacion|medicina|pastilla|pastillas|tratamiento) (?:de|para) (?:la|las|el|los)'],
  unless: 'ahora|ahorita|de repente|de golpe|de pronto|acaba de|acabo de|hoy|esta mañana|esta tarde|esta noche|anoche|ayer|hace (?:un rato|unos minutos|\\d+ (?:minutos|min|horas)|media hora|una hora)|otra vez|de nuevo|no (?:responde|reacciona|respira|se mueve|se despierta|despierta|para)|urgente|ayuda|ambulancia|emergencias|urgencias|112|911|061|convulsionando|temblando|sacudiendo|morad[oa]|azul|inconsciente|desmay[a-z]*|me (?:duele|duelen|dio|ha dado|da|siento)|(?:le|les) (?:ha dado|dio|está dando|esta dando)|confus[a-z]*|confundid[oa]|desorientad[oa]|tirit[a-z]*|tembl[a-z]*|fiebre|calentura|manchas|torcid[oa]|no (?:puede|puedo) (?:hablar|mover)|sangr[a-z]*',
  scope: 'sentence' as const,
}

/** Dosing on an anticoagulant, the bleeding feared in the question ("¿puedo tomar ibuprofeno o me voy a desangrar?"). */
const BLEED_DOSING = {
  all: ['sintrom|acenocumarol|warfarina|xarelto|rivaroxab[aá]n|apixab[aá]n|eliquis|edoxab[aá]n|dabigatr[aá]n|pradaxa|heparina|clexane|anticoagul[a-z]*|antiagregantes?|clopidogrel|aspirina', '(?:puedo|puede|podría|podria|debo|debe|tengo que|tiene que|hay que) ~4 (?:tomar|dejar|suspender|beber|dar|quitar|seguir|parar)[a-z]*'],
  unless: 'no (?:para|paro|deja|se corta|se detiene)|sin parar|tos[a-z]*|escup[a-z]*|heces|caca|orina|pis|mucho|muchísim[oa]|muchisim[oa]|chorro[a-z]*|borbotones|empap[a-z]*|mare[a-z]*|desmay[a-z]*|vomit[a-z]*|negr[oa]s?|toallas?|(?:estoy|está|esta|sigue|sigo|lleva|llevo|llevamos) (?:sangrando|con sangre)|ahora|ahorita|hace (?:un rato|\\d+|una|media)|charco|mucha sangre|golpe|(?:me|se|le) (?:cai|caí|cayó|cayo|corté|corte|cortó|corto|di|dio)',
  scope: 'sentence' as const,
}

/** A danger named as what to prevent ("¿qué saco compro para no pasar frío ni coger una hipotermia?"). */
const PREVENTION = {
  all: ['(?:para|pa) (?:que )?no|(?:sin|no) (?:pasar|coger|pillar|acabar|terminar|tener|sufrir)|evitar|prevenir', '(?:compr|llev|pon|recomiend|usa|elij|escoj)[a-z]*|ropa|saco|abrigo|capas|gorro|guantes'],
  unless: 'helad[oa]|congelad[oa]|no (?:tiembla|responde|reacciona|despierta|se mueve)|(?:dejó|dejo|ha dejado) de (?:temblar|tiritar)|confus[a-z]*|inconsciente|ahora|ahorita|ya (?:está|esta|tiene)|está|esta|estoy|tiene|tengo',
}

/**
 * A child who was unwell and is well again now: "estuvo muy adormilado con la fiebre, pero le di el antitérmico y ahora
 * está jugando". Never for a baby under three months, nor with a sign that reassurance does not undo.
 */
const NOW_WELL = {
  all: ['(?:ahora|ya) (?:está|esta) (?:jugando|content[oa]|riendo|sonriendo|normal|animad[oa]|como siempre|perfect[oa])|(?:ahora|ya) (?:juega|come|bebe|ríe|rie) (?:bien|normal|como siempre|y)'],
  unless: 'semanas|días|dias|recién nacid[oa]|recien nacid[oa]|(?:un|1|dos|2) mes(?:es)?|labios|morad[oa]|azul|gris|no (?:respira|despierta|reacciona|responde)|convuls[a-z]*|manchas|costillas|quej[a-z]*|gruñ[a-z]*|no (?:moja|ha mojado)|pañal(?:es)? sec|rígid[oa]|rigid[oa]|luz',
  scope: 'sentence' as const,
}

/**
 * Already seen and cleared: "fui a urgencias, me hicieron un electro y todo salió bien, era muscular". Not when the
 * symptom is back or still there.
 */
const CHECKED_FINE = {
  all: ['urgencias|médic[oa]|medic[oa]|doctor[a]?|pediatra|electro|electrocardiograma|análisis|analisis|pruebas|escáner|escaner|tac|resonancia|radiografía|radiografia', 'todo (?:salió|salio|está|esta|ha salido|estaba) (?:bien|normal|perfecto)|(?:era|es|fue) (?:muscular|ansiedad|gases|reflujo|un tirón|un tiron|de los nervios|un virus|una contractura|una migraña|una migrana|vértigo|vertigo)|(?:salió|salio|ha salido) (?:todo )?normal|(?:era|fue|estaba|estaba todo) normal|(?:me|le|nos) (?:dieron|han dado|dio) el alta|todo (?:bien|ok|normal)(?! ?\\?)|(?:me|le|lo|la|nos) (?:mandaron|enviaron|han mandado|han enviado|mandó|mando) (?:a|para) (?:casa|la casa)'],
  unless: 'otra vez|de nuevo|vuelto|volvió|volvio|vuelve|sigue|sigo|todavía|todavia|aún|aun|ahora (?:me|le) (?:duele|pasa)|peor|sud[a-z]*|no (?:se (?:me |le )?(?:pasa|quita|va)|puede|puedo|responde|respira)',
  scope: 'sentence' as const,
}

/** A child seen by a doctor and found well, said in the same sentence, with no danger sign of a sick child (CHECKED_FINE, its warning signs widened). */
const CHECKED_FINE_CHILD = {
  all: CHECKED_FINE.all,
  unless: `${CHECKED_FINE.unless}|floj[oa]|decaíd[oa]|decaid[oa]|apagad[oa]|no (?:come|bebe|toma|moja|ha mojado|mama|quiere)|pañal(?:es)? sec|labios|morad[oa]|azul|gris|quej[a-z]*|gruñ[a-z]*|costillas|manchas|rígid[oa]|rigid[oa]|fontanela|hundid[oa]|no para de llorar|llanto|adormilad[oa]|somnolient[oa]|dormid[oa]|vomit[a-z]*|convulsionando|tiembla|temblando|ahora (?:está|esta|tiene|no)|hoy|esta (?:mañana|noche|tarde)|anoche`,
  scope: 'sentence' as const,
}

/**
 * A name for a condition quoted as a word ("mi abuela siempre dice septicemia", "en mi pueblo lo llaman apoplejía"),
 * nobody ill in the sentence.
 */
const WORD_NAMED = {
  all: ['(?:dice|dicen|decía|decia|decían|decian|decimos|llama|llaman|llamaba|llamaban|llamamos|le dice|le dicen|lo llama|lo llaman|la llama|la llaman)(?: (?:siempre|antes|también|tambien|todavía|todavia|aún|aun))? (?:sepsis|septicemia|ictus|derrame|derrame cerebral|apoplejía|apoplejia|embolia|acv|infarto cerebral)(?= [.,?]|$)|(?:la )?palabra (?:sepsis|septicemia|ictus|derrame|apoplejía|apoplejia|embolia|acv)|(?:en vez|en lugar) de (?:decir )?(?:sepsis|septicemia|ictus|derrame|apoplejía|apoplejia|embolia|acv)'],
  unless: 'ahora|ahorita|hoy|de repente|de golpe|tiene|tuvo|ha tenido|le (?:dio|ha dado|está dando|esta dando)|está|esta|fiebre|confus[a-z]*|tembl[a-z]*|tirit[a-z]*|cara|brazo|habla|boca',
  scope: 'sentence' as const,
}

/** "Si algún día tengo un infarto", "si se atraganta alguna vez": a hypothetical future, unless something is told as happening now. */
const SOMEDAY = {
  all: ['algún día|algun dia|alguna vez|el día de mañana|el dia de mañana|en el futuro|en un futuro|por si (?:acaso )?(?:vuelve|volviera|le da|le diera|me da|me diera|tiene|tuviera|tengo|tuviese|le pasa|me pasa)'],
  unless: 'ahora|ahorita|de repente|de golpe|acaba de|acabo de|hace (?:un rato|unos minutos|\\d+ minutos|media hora|una hora)|desde hace|está|esta|estoy|urgente|ayuda|ambulancia|otra vez|de nuevo',
  scope: 'sentence' as const,
}

/** A pet or the vet: an animal's fit, collapse or poisoning is not the visitor's emergency, unless a person is named too. */
const PET = {
  all: ['perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|cachorr[oa]s?|veterinari[oa]|conejo|conejito|hámster|hamster|loro|periquito|cobaya|hurón|huron'],
  unless: 'mi (?:hij[oa]|hijit[oa]|bebé|bebe|padre|madre|papá|papa|mamá|mama|marido|mujer|espos[oa]|pareja|novi[oa]|abuel[oa]|herman[oa]|herman(?:it)?[oa]|compañer[oa]|amig[oa])|(?:me|le|nos|les|te) (?:mordió|mordio|ha mordido|atacó|ataco|ha atacado|arañó|araño)|mordi[a-z]*|alergia|alérgic[oa]|alergic[oa]|yo |tengo|estoy|niñ[oa]|nene|nena|bebé|bebe|hij[oa]|niet[oa]|sobrin[oa]|prim[oa]|suegr[oa]|cuñad[oa]|vecin[oa]|marido|espos[oa]|abuel[oa]',
}

/** A word asked about from a report or a discharge letter ("¿qué significa sepsis en el informe de mi tío?"), nothing told as happening now. */
const REPORT_WORD = {
  all: ['(?:qué|que|q) (?:significa|significan|quiere decir|es eso de|pone)|(?:significado|definición|definicion) de', 'informe|(?:el|al|del|de|hoja de|papel de|carta de) alta|analítica|analitica|historia clínica|historia clinica|diagnóstico|diagnostico|papeles|epicrisis|resultados'],
  unless: 'ahora|ahorita|de repente|de golpe|hoy|esta mañana|anoche|duele|duelen|dolor|siento|noto|tengo|tiene|estoy|está|esta|(?:me|le|les) (?:da|dio|ha dado|pasa)|confus[a-z]*|confundid[oa]|tirit[a-z]*|tembl[a-z]*|no (?:responde|reacciona|despierta|orina|respira)|morad[oa]|manchas|fiebre|calentura|empeor[a-z]*|peor',
  scope: 'sentence' as const,
}

/**
 * A popular belief checked: "¿es verdad que si te duermes con el pelo mojado te da meningitis?",
 * "¿es cierto que el frío da infartos?", "eso de que ... es un mito?".
 */
const BELIEF = {
  all: ['(?:es|será|sera|sería|seria) (?:verdad|cierto|real|un mito|mito|leyenda) (?:que|lo de)|(?:es|será|sera) (?:un )?mito|eso de que|lo de que'],
  unless: 'ahora|ahorita|hoy|desde (?:hace|ayer|anoche|esta)|esta mañana|anoche|ayer|de repente|de golpe|ya (?:tengo|tiene|está|esta|estoy)|estoy|tengo|tiene (?:el|la|los|las|un|una|mucho|mucha)|se (?:ha )?puesto|pálid[oa]|palid[oa]|sud[a-z]*|dormid[oa]|(?:me|le|les) (?:duele|duelen|dio|ha dado|está dando|esta dando)|mi (?:hij[oa]|bebé|bebe|padre|madre|marido|mujer|pareja|abuel[oa]|herman[oa])|fiebre|manchas|confus[a-z]*|no (?:responde|reacciona|despierta|respira)',
  scope: 'sentence' as const,
}

/**
 * Words that trip in one situation told as the trouble, not a sudden change: "se me traba la lengua
 * cuando hablo rápido en inglés", "en las entrevistas", "cuando me pongo nervioso".
 */
const SITUATIONAL_SPEECH = {
  all: ['(?:cuando|al|si) (?:hablo|habla|hablas|hablar|hablamos) (?:muy )?(?:rápido|rapido|deprisa|en público|en publico|en (?:inglés|ingles|francés|frances|alemán|aleman|otro idioma|otra lengua|clase|reuniones))|en (?:las |una |la |mis |sus )?(?:entrevistas?|exposici[oó]n(?:es)?|presentaci[oó]n(?:es)?|exámenes orales|examenes orales|oral(?:es)?|reuniones)|(?:cuando|si) (?:me pongo|se pone|estoy|está|esta) nervios[oa]|por (?:los )?nervios|tartamude[a-z]*|trabalenguas|logopedia|logopeda|ejercicios (?:de|para) (?:hablar|vocalizar|la dicción|la diccion|pronunciar)'],
  unless: 'de repente|de golpe|de pronto|desde (?:hace|esta|anoche|ayer)|hoy|ahora|ahorita|esta mañana|anoche|cara|boca|brazo|pierna|mano|torcid[oa]|confus[a-z]*|mare[a-z]*|dolor de cabeza|visión|vision|ve doble|nunca (?:me|le) (?:había|habia|pasaba)|antes no',
  scope: 'sentence' as const,
}

/** A danger named as what one does not want to end up with ("no quiero acabar con una sepsis como mi tío"). */
const FEARED = {
  all: ['(?:no (?:quiero|quisiera|me gustaría|me gustaria) |para no |(?:me da |tengo |con )?miedo (?:a |de )?|evitar )(?:acabar|terminar|llegar a tener|acabar teniendo)(?: (?:con|en|teniendo))?'],
  unless: 'ahora|ahorita|hoy|desde hace|ya (?:tengo|tiene|está|esta|estoy)|estoy|está|esta|tiene|tengo|duele|duelen|dolor|siento|noto|(?:me|le|les) (?:dio|ha dado|está dando|esta dando|pasa)|confus[a-z]*|tirit[a-z]*|fiebre|no (?:responde|reacciona|despierta)',
}

/** A support group or association for people who have been through it: "existe alguna asociación para gente que ha pasado una sepsis?" */
const SUPPORT_GROUP = {
  all: ['asociaci[oó]n(?:es)?|grupos? de (?:apoyo|ayuda|autoayuda|pacientes|supervivientes)|supervivientes|sobrevivientes|foros?|comunidad(?:es)? de (?:pacientes|afectados)|afectad[oa]s', '(?:ha|han|hemos|he|haya|hayan) (?:pasado|tenido|sufrido|superado|sobrevivido)|(?:pasaron|tuvieron|sufrieron|superaron|sobrevivieron)|(?:después|despues|tras) (?:de )?(?:un|una|el|la)|supervivientes|sobrevivientes|afectad[oa]s'],
  unless: 'ahora|ahorita|hoy|de repente|de golpe|esta mañana|anoche|ayer|acaba de|acabo de|(?:me|le|les) (?:duele|está dando|esta dando|ha dado|dio)|está|esta|estoy|tiene|tengo|fiebre|confus[a-z]*|tirit[a-z]*|tembl[a-z]*|no (?:responde|reacciona|despierta|respira|puede)|urgente|ayuda(?! (?:a|para|de) (?:pacientes|afectados|familias|familiares|supervivientes))',
  scope: 'sentence' as const,
}

const es: RedFlagLanguage = {
  language: 'es',
  patterns: {
    chest_pain: [
      // a stabbing pain in the chest, through to the back
      `como (?:una |un )?(?:puñalada|cuchillada|navajazo|cuchillo|puñal|lanza|estaca) ~3 (?:en|dentro del?) (?:el |mi |su )?${CHEST}`,
      `${CHEST} ~3 como (?:en )?(?:un|una) (?:puño|puno|garra|tenaza|tenazas|prensa|torno|cinturón|cinturon|corsé|corse|piedra|losa|yunque)`,
      // the English words mixed in, with a Spanish sign of a heart attack: "chest tight, dolor hacia la mandíbula"
      "chest (?:pain|tight|tightness|pressure)(?: (?!no |not |ni |sin |nada |without |but |pero )[a-z0-9',]+){0,6} (?:brazo|mandíbula|mandibula|sudando|sudor|sudo|cuello|espalda|falta el aire|náuseas|nauseas|muy fuerte|fuertísimo|fuertisimo)",
      // an elephant or a stone on the chest, SMS "d"/"dl", a chest "apretadísimo", the clinical register
      `(?:elefante|piedra|peso|losa|yunque|ladrillo|camión|camion|saco)(?: sentado| sentada| puesto| puesta| parado| subido)? (?:encima|sobre|arriba|dentro) (?:del|de mi|de su|el|mi|su) ${CHEST}|dolor(?:es)? (?:muy fuerte |fuerte |horrible )?(?:d|dl|n) (?:el |mi )?${CHEST}|${CHEST} ~2 (?:apretadísim[oa]|apretadisim[oa]|oprimidísim[oa]|oprimidisim[oa]|super apretado|re apretado)|dolor ~3 (?:retroesternal|precordial|torácico opresivo|toracico opresivo)|(?:dolor|opresión|opresion|presión|presion) ~3 (?:irradiad[oa]|irradiándose|irradiandose|que irradia) (?:a|al|hacia|hasta) (?:el |la |los |ambos )?(?:brazo|mandíbula|mandibula|cuello|espalda|hombro)`,
      `(?:me|le|te) (?:duele|duelen|dolía|dolia|dolió|dolio|aprieta|oprime|pesa|quema|arde|presiona) (?:mucho |muchísimo |muchisimo |bastante )?(?:por )?(?:detrás|detras|debajo|dentro|encima) del? (?:el |mi |su )?${CHEST}|${CHEST} ~5 como si (?:tuviera|tuviese|me pusieran|le pusieran|tuviera encima|hubiera) (?:un|una) (?:yunque|elefante|piedra|ladrillo|losa|camión|camion|peso|saco|cinturón|cinturon|puño|puno|garra|tenaza|corsé|corse|prensa|banda|cuerda)`,
      `en el ${CHEST}(?: ,)? (?:que|q) (?:me|le) (?:oprime|aprieta|duele|pesa|quema|presiona|ahoga|aplasta)|(?:corazón|corazon) ~2 (?:apretado|oprimido|estrujado|encogido|aplastado)|(?:me|le|te) (?:aprieta|oprime|estruja) el (?:corazón|corazon)`,
      `dolor(?:es)? (?:mucho |muchísimo |muchisimo |bastante )?(?:muy |más |tan |bien |re |super )?(?:fuerte |intenso |agudo |horrible |opresivo |terrible |punzante |fuertísimo |insoportable |tremendo |brutal )?(?:en|de|del) (?:el |mi |su |tu )?${CHEST}`,
      `(?:presión|opresión|peso|pesadez|tirantez|apretón|apreton|puntada|puntadas|punzada|punzadas|molestia|molestias|malestar|angustia|quemazón|quemazon|dolor|pain|dolorazo|dolorcito|tensión|aplastamiento|piedra|ladrillo|elefante|losa|garra|nudo) ~3 (?:en|sobre|encima de|dentro de|del) (?:el|mi|su|tu|todo el) ${CHEST}`,
      `(?:presión|presion|opresión|opresion|peso|apretón|apreton|punzada|molestia|quemazón|quemazon|ardor|sensación|sensacion|dolor|tensión|tension|aplastamiento) ~3 (?:detrás|detras|debajo|dentro|alrededor|encima) del? (?:el |mi |su )?${CHEST}`,
      `(?:me|le|te) (?:duele|dolía|dolia|dolió|dolio|aprieta|oprime|pesa|quema|arde) (?:mucho |muchísimo |muchisimo )?(?:aquí |aqui |acá |aca )?(?:en )?(?:el )?(?:centro|medio|mitad) del ${CHEST}|(?:dolor|presión|opresión|peso|molestia|ardor|punzada) ~3 (?:en )?(?:el )?(?:centro|medio|mitad) del ${CHEST}|(?:dolor|presión|presion|opresión|opresion|punzada|peso|pinchazo|quemazón|quemazon) (?:muy fuerte |fuerte |horrible |tremendo )?(?:que|q) (?:me|le|te) (?:atraviesa|atravesaba|aprieta|apretaba|oprime|oprimía|parte|partía|rompe|quema|recorre|coge|agarra|agarraba|cruza|aplasta|aplastaba|estruja) (?:el|todo el|mi|su) ${CHEST}`,
      `(?:me|le|te|nos) (?:duele|duelen|duela|duelan|dolía|dolia|dolió|dolio|está doliendo|esta doliendo|empezó a doler|empezo a doler|aprieta|apriete|apretaba|oprime|oprima|oprimía|presiona|presione|pesa)(?: mucho| muchísimo| muchisimo| tanto| tantísimo| bastante| horrible| fatal| un montón| horrores| demasiado| (?:bien|re|muy|super|súper|bastante) (?:feo|fuerte|duro)| feísimo| feisimo| durísimo| durisimo| un chingo| un resto| cañón| canon)? (?:(?:aquí|aqui|acá|aca|ahí|ahi) )?(?:en )?(?:el|mi|su|todo el|toda el) ${CHEST}`,
      // the chest crushed, told as an image: "el pecho como si me pisara un elefante"
      `${CHEST} ~5 como (?:si|que) (?:me|le|te) (?:lo |la )?(?:pisara|pisase|pisaran|aplastara|aplastase|aplastaran|apretara|apretaran|estrujara|estrujaran|exprimieran|sentara|sentaran|(?:estuviera|estuvieran|está|esta|están|estan) (?:pisando|aplastando|apretando|estrujando))|${CHEST}(?: [a-z]+){0,6} (?:un |una )?(?:elefante|yunque|apisonadora|losa de piedra)|${CHEST} ~3 como (?:con |si tuviera |si tuviese |si me pusieran |si le pusieran |si llevara )?(?:un |una )?(?:plancha|losa|piedra|roca|peso|ladrillo|bloque|saco de cemento|saco de arena|camión|camion|tanque|mano|puño|cinturón|cinturon|cincho|faja|tenaza|tenazas|prensa|garra|nudo|bota)(?: (?:encima|apretando|aplastando|dentro|sobre)|$| [.,?]| y)`,
      `${CHEST}(?: (?!(?:no|ni|nada|nunca|tampoco) )[a-z0-9']+){0,2} (?:apretado|oprimido|pesado|cerrado|comprimido|aplastado|encogido|estrujado|me duele|le duele|me aprieta|le aprieta|me oprime|le oprime|duele mucho|me está matando|me esta matando)`,
      `(?:dolor|opresión|opresion|presión|presion|molestia|tensión|peso|malestar) (?:torácic[oa]|toracic[oa]|precordial)|angina de pecho|angina inestable|como si (?:me|le|te) ~4 (?:en |sobre |encima de )?(?:el|mi|su) ${CHEST}|(?:clav|apuñal|atraves)[a-z]* ~3 (?:en )?(?:el|mi|su) ${CHEST}`,
      `(?:apret|apriet|oprim|aplast|estruj|exprim|estrangul)[a-z]* (?:el|mi|su) (?:${CHEST}|corazón|corazon)`,
      // any tense of "hurt" around the chest: "me sigue doliendo el pecho", "le empezó a doler mucho el pecho"
      `(?:me|le|te|nos|les) (?:sigue|siga|seguía|seguia|empieza|empiece|empezó|empezo|ha empezado|está|esta|estaba|vuelve|volvió|volvio|continúa|continua|lleva|llevaba) (?:a )?(?:doler|doliendo|dolerme|dolerle) (?:mucho |muchísimo |muchisimo |bastante |horrores |fatal )?(?:el|mi|su) ${CHEST}|${CHEST} ~2 (?:tight|tightness|pesadísimo|pesadisimo|cerradísimo)`,
      'infarto(?! (?:me|le|nos|te) (?:dio|da|ha dado|iba a dar|va a dar) (?:cuando|al|con|de)| cerebral| cuando| del susto| de (?:la )?risa| al ver| jaja[a-z]*| jeje[a-z]*| xd| lol)|ataque (?:al|de) corazón|ataque cardiaco|ataque cardíaco|paro cardiaco|paro cardíaco|paro cardio[a-z]*|se (?:le|me) (?:paró|paro|para) el corazón',
      `(?:agarrándose|agarrandose|tocándose|sujetándose|apretándose|se agarra|se toca|se aprieta) el ${CHEST}|(?:con|se pone|se puso|se llevó|se llevo|se lleva|se ha llevado|puso|pone) (?:una |la |las |sus )?manos? (?:en|sobre) el ${CHEST}`,
      '(?:se me va|se le va|se va|baja|bajando|me baja|le baja|irradia[a-z]*|corre|se corre|sube|subiendo|se extiende|se pasa|recorre|llega|me llega|le llega) ~3 (?:al|a la|hacia el|hacia la|por el|por la|en el|en la|hasta el|hasta la) (?:brazo izquierdo|brazo izq|brazo izqdo|brazo izdo|mandíbula|mandibula|quijada|hombro izquierdo)',
      // the back and the chest at once, or a pain passing into the chest
      `(?:me|le|te|nos) (?:duele|duelen|dolía|dolia|dolían|dolian|dolió|dolio|está doliendo|esta doliendo) (?:mucho |muchísimo |muchisimo )?(?:entre|en|la|el|los|las|detrás|detras|por) ~4 (?:y|e|hasta|hacia) (?:en )?(?:el|mi|su|todo el) ${CHEST}|(?:dolor|molestia|presión|presion|opresión|opresion|punzada|pinchazo) ~6 (?:que )?(?:se )?(?:me |le |te )?(?:pasa|pasó|paso|va|fue|baja|bajó|sube|subió|subio|irradia|corre|llega|llegó|llego|extiende|atraviesa) ~2 (?:al|hacia el|hasta el|para el|por el|a todo el) ${CHEST}|(?:espalda|omóplatos|omoplatos|paletillas|escápulas|escapulas) (?:y|hasta|hacia|al) (?:el )?${CHEST}`,
      // the image before the chest: "siento como un puño en el pecho"
      `como (?:un|una|si (?:me|le) (?:apretara|estrujara) (?:un|una)) (?:puño|puno|garra|tenaza|tenazas|prensa|torno|cinturón|cinturon|corsé|corse|piedra|losa|yunque|bloque|nudo|peso) (?:enorme |gigante |grande )?(?:en|sobre|dentro de|encima de|apretando) (?:el|mi|su) ${CHEST}`,
    ],
    stroke: [
      // bumping into everything on one side, or not seeing it: "se lleva por delante todo lo que tiene a la derecha"
      `(?:se (?:lleva|llevó|llevo|ha llevado|va llevando|está llevando|esta llevando) por delante|(?:(?:se|me|te) (?:(?:estoy|está|esta|va|voy|ha|he|sigue|sigo) )?(?:choca|chocando|chocado|chocó|choco|tropieza|tropiezo|tropezando|tropezado|tropezó|tropezo|da|doy|dando|dado|golpea|golpeo|golpeando|pega|pego|pegando)|(?:choca|chocando|tropieza|tropezando|dándose|dandose|golpeándose|golpeandose|chocándose|chocandose|tropezándose|tropezandose))(?: (?:golpes|porrazos|topetazos|tortazos))?(?: (?:con|contra))?) (?:todo|todas las cosas|las cosas|los muebles|las puertas|la puerta|las paredes|la pared|el marco|los marcos|las esquinas|la esquina|las sillas|la gente|lo)(?: [a-z0-9']+){0,4}(?: ,)?(?: [a-z0-9']+){0,3} (?:a la|a su|a mi|por la|por su|por el lado|del lado|de su lado|de la|en el lado|hacia la|hacia el lado) ${SIDE}|no (?:ve|veo|vé|ves|veía|veia) (?:nada de |las cosas de |lo que (?:tiene|tengo|hay) )(?:a|por) (?:la|su|mi) (?:derecha|izquierda)`,
      // "se le cayó un lado de la cara", the verb first
      'se (?:le|me|te) (?:cayó|cayo|cae|ha caído|ha caido|bajó|bajo|ha bajado|fue|va|durmió|durmio|ha dormido|paralizó|paralizo|ha paralizado|torció|torcio|ha torcido) (?:un lado|medio lado|la mitad|media|el lado (?:izquierdo|derecho)) de (?:la|su) (?:cara|boca|carita)',
      `(?:brazo|mano) y (?:la )?pierna (?:${SIDE}|del mismo lado|de un lado) ~4 (?:como de trapo|de trapo|sin fuerza|dormid[oa]s|flojo?s|flojas|muert[oa]s|torpes|pesad[oa]s|entumid[oa]s|adormecid[oa]s|paralizad[oa]s|no (?:los|las|me|le) (?:siento|siente|responden|obedecen))|pierna y (?:el )?(?:brazo|mano) (?:${SIDE}|del mismo lado|de un lado) ~4 (?:como de trapo|de trapo|sin fuerza|dormid[oa]s|flojo?s|flojas|muert[oa]s|torpes|pesad[oa]s|entumid[oa]s|adormecid[oa]s|paralizad[oa]s|no (?:los|las|me|le) (?:siento|siente|responden|obedecen))`,
      '(?:babe[a-z]*|(?:se )?(?:le|me) (?:cae|caía|caia|sale|salía|salia|escurre) (?:la )?(?:baba|saliva|comida|agua|bebida)) ~4 (?:por|de) (?:un|un solo|el|este|ese|medio) lado',
      '(?:no (?:siento|siente|sentía|sentia)|sin sentir|se (?:me|le) (?:durmió|durmio|ha dormido|duerme)) (?:la mitad|medio lado|un lado) (?:de mi |de su |del )?(?:cuerpo|cara)',
      `(?:sin poder|${CANT}) (?:mover|levantar|sentir) (?:el|su|mi|todo el) lado (?:izquierdo|derecho|del cuerpo)`,
      // a one-sided smile, an arm that drifts down: the FAST face and arm checks told as what the family sees
      `(?:sonríe|sonrie|sonreír|sonreir|sonrisa|sonriendo|sonrió|sonrio) ~3 (?:con|de|por|hacia) (?:un|un solo|medio|el|solo un) lado|(?:solo|sólo|nada más|nada mas) (?:se )?(?:le|me|te) (?:se )?(?:sube|levanta|mueve|funciona) (?:un|un solo|medio|el) lado|(?:el|un|su|mi) brazo (?:se )?(?:le|me|te) (?:cae|caía|caia|cayó|cayo|baja|bajaba|se cae|se va)(?! (?:el|la|los|las|un|una) )|${CANT} (?:levantar|subir|mantener|alzar) (?:los dos|ambos) brazos (?:igual|a la vez|por igual|a la misma altura|arriba)|(?:empezó|empezo|empieza|comenzó|comenzo) a (?:decir|hablar) ~3 (?:palabras|cosas) (?:raras|sin sentido|inventadas|(?:que|q|k) no (?:existen|tienen sentido|se entienden))`,
      `${CANT} (?:mover|levantar|sentir) (?:el|la|su|mi) (?:brazo|mano|pierna|pie) (?:ni|y|o) (?:el|la|su|mi) (?:brazo|mano|pierna|pie)`,
      'se (?:le|me|te) (?:cae|caen|caía|caia|caían|caian|cayó|cayo|cayeron|está cayendo|esta cayendo|van cayendo) (?:todo|todas las cosas|las cosas|el vaso|la taza|el tenedor|la cuchara|el móvil|el movil|el celular|el cubierto|los cubiertos) de (?:la|una|su|mi|esa) mano (?:derecha|izquierda)',
      '(?:de|del) (?:un|este|ese) lado no (?:la|lo|le|me|se) (?:mueve|muevo|mueven|puede mover)|no (?:mueve|puede mover|puedo mover|muevo) (?:un lado de |la mitad de |media )(?:la )?(?:cara|boca)|(?:perd[a-z]*|pierd[a-z]*|se (?:me|le|te) (?:fue|ha ido|va|iba)|sin|no (?:tengo|tiene)) (?:la )?fuerza (?:de|en|del) (?:la |el |mi |su )?(?:mano|brazo|pierna|pie) (?:y|e) (?:la |el )?(?:mano|brazo|pierna|pie)',
      'se (?:le|me|te) (?:tuerce|torció|torcio|ha torcido|desvía|desvia|desvió|desvio) (?:la|el|un lado de la) (?:boca|boquita|cara|carita|labio|comisura|sonrisa)|hemiparesia|hemiplejia|hemiplejía|afasia|disartria|dificultad (?:para|al) (?:articular|pronunciar|vocalizar)',
      `(?:le|me|te) (?:cuelga|cuelgan|colgaba) (?:un lado de |la mitad de |el lado ${SIDE} de )?(?:la cara|la boca|el labio|media cara)|(?:tiene|con|tengo) (?:el )?habla (?:muy )?(?:pastosa|arrastrada|gangosa|enredada|trabada)|habla (?:muy )?(?:pastosa|arrastrada|gangosa)`,
      `fuerza (?:en|de|del) (?:todo )?(?:el |un |ese |este )?lado (?:${SIDE}|del cuerpo)|(?:lado|mitad) ${SIDE} (?:del cuerpo )?(?:sin fuerza|paralizad[oa]|dormid[oa]|muert[oa])`,
      'voca ~4 (?:torcid[ao]|caíd[ao]|caid[ao]|chuec[ao]|de lado|jalad[ao])|desviaci[oó]n (?:de (?:la )?)?(?:comisura|boca|cara|rostro)|par[aá]lisis facial|hemipar[a-z]*|hemipl[eé]j[a-z]*|afasia|disartria|(?:habla|hablando|hablaba|dice|diciendo|decía|decia) (?:puras |solo |sólo )?(?:incoherencias|disparates)|(?:boca|cara|rostro|labio|labios|ojo|párpado|sonrisa|comisura|face)(?: (?!no |ni |nada )[a-z0-9]+){0,4} (?:jalad[ao]s?|(?:para|pa|hacia) un lado|torcid[ao]s?|caíd[ao]s?|chuec[ao]s?|desviad[ao]s?|colgad[ao]s?|paralizad[ao]s?|ladead[ao]s?|drooping|droopy|se (?:le |me )?(?:cae|cayó|cayo|torció|torcio|tuerce|desvió|desvía|va de lado))|(?:un lado|una mitad|la mitad|media) (?:de la )?(?:cara|boca|sonrisa) ~2 no (?:se (?:le |me )?)?(?:mueve|movía|movia|responde|sube)|(?:no (?:veo|ve|vemos|veía|veia|vio)|perd[a-z]* (?:la )?(?:vista|visión|vision)) (?:nada )?(?:de|por|en|con) (?:la|una|media) mitad|(?:veo|ve) (?:solo|sólo) (?:la|media) mitad',
      'se (?:le|me|te) (?:ha |haya )?(?:torció|torcio|torcido|tuerza|cayó|cayo|caído|caiga|desvió|tuerce|cae|paralizó|paralizo|chueco|quedó|quedo) (?:la|el|media|toda la|todo el) (?:boca|cara|lado|rostro|labio|mitad|brazo|pierna|cuerpo)(?: torcida| caída| dormida| paralizada)?',
      // half the face numb or fallen, said with "tengo/siento/noto"
      '(?:tengo|tiene|tenía|tenia|siento|sentí|senti|noto|noté|note|se siente|me siento|le siento|lo veo|la veo|con) (?:como )?(?:la mitad|media|un lado|medio lado|el lado (?:izquierdo|derecho)) de (?:la|su|mi) (?:cara|boca) (?:dormid[oa]|adormecid[oa]|entumid[oa]|acorchad[oa]|paralizad[oa]|caíd[oa]|caid[oa]|muert[oa]|torcid[oa]|sin fuerza|sin sensibilidad|insensible)|(?:cara|boca) (?:dormid[oa]|adormecid[oa]|entumid[oa]|acorchad[oa]|paralizad[oa]) (?:de|del|por) (?:un|un solo|el|este|ese) lado',
      `${CANT} (?:mover|levantar|sentir|alzar|usar) (?:bien |nada )?(?:el|la|mi|su|los|las|tu) (?:brazo|pierna|mano|lado|cara|pie)s? ${SIDE}|${CANT} (?:mover|sentir|usar) (?:bien |nada )?(?:del|de su|de mi|el|su|mi) (?:lado|costado) ${SIDE}|${CANT} (?:mover|sentir) (?:bien |nada )?(?:la mitad del cuerpo|medio cuerpo|un lado del cuerpo|todo un lado|la mitad de la cara|media cara)`,
      `no (?:siento|siente|sentía|sentia|noto|nota) (?:el|la|mi|su|los|las) (?:brazo|pierna|mano|pie|cara)s? ~5 (?:lado|${SIDE})`,
      '(?:adormecid[oa]|dormid[oa]|paralizad[oa]|entumid[oa]|débil|sin fuerza|no (?:lo|la|los|las) (?:siento|siente)) ~4 (?:un lado|lado derecho|lado izquierdo|mitad del cuerpo|medio cuerpo|media cara)',
      '(?:un lado|el lado derecho|el lado izquierdo|la mitad del cuerpo|medio cuerpo|media cara)(?: del cuerpo| de la cara)? ~3 (?:adormecid[oa]|dormid[oa]|paralizad[oa]|entumid[oa]|débil|sin fuerza|no (?:lo|la) (?:siento|siente|puedo mover|puede mover))',
      'se (?:me|le) (?:durmió|durmio|adormeció|paralizó|entumió|entumeció) ~3 (?:lado|mitad|medio)|se (?:me|le|te) (?:duerme|duerma|adormece|adormezca|está durmiendo|esta durmiendo) (?:la|media|toda la|el) (?:cara|boca|mitad|lado|labio)',
      '(?:arrastra|arrastrando|arrastrar|arrastro|arrastraba) (?:las )?palabras|(?:hablo|hablaba|hablando) (?:muy )?(?:raro|rara|arrastrado|arrastrada|trabado|trabada|enredado|enredada|como borrach[oa]|extraño|sin sentido)|(?:habla|a hablar) (?:muy |un poco |algo |medio |como )?(?:raro|rara|enredado|enredada|trabado|trabada|incoherente|sin sentido|arrastrado|arrastrada|como borracho|como borracha|extraño|pastoso|gangoso)|lengua (?:trabada|pesada|dormida|de trapo|torpe|gorda y torpe)|(?:habla|hablando|hablaba|hablo) (?:como )?(?:con la boca llena|con la lengua dormida|con la lengua pesada|a trompicones|slurred)|(?:hablando|habla|speech) ~2 slurred|slurred speech|no (?:le|me) (?:sale|salía|salia) (?:bien )?lo que (?:quiere|quiero|quería|queria) decir|(?:se le traba|se me traba|se le trababa|se le traban) (?:la lengua|las palabras)|(?:dice|dicen|decía|decia|diciendo|decir|habla|hablaba|hablar) (?:palabras|cosas|frases) (?:sin sentido|que no (?:tienen|tenían|tenian|tenía|tenia|tiene) (?:ningún |ningun )?sentido)|(?:dice|decía|decia|digo) una palabra por otra|(?:dice|decía|decia|diciendo|contesta|contestaba|responde|respondía|respondia|habla|hablaba) (?:con )?(?:puras |solo |sólo )?palabras (?:que no existen|inventadas|sin sentido)|(?:cambia|confunde|mezcla|equivoca) (?:unas |las )?palabras|no (?:consigue|logra|puede|podía|podia) (?:decir|expresar) lo que (?:quiere|quería|queria)|mezcla (?:las )?palabras|no (?:encuentra|encuentro|encuentre|encontraba|encuentro) las palabras|(?:el |la |su |mi )?(?:brazo|pierna|mano|lado|pie) (?:derech[oa] |izquierd[oa] )?no (?:le |me )?(?:responde|responden|funciona|obedece|hace caso)|se (?:le|me|te) (?:mezclan|traban|lían|lian|enredan|confunden|cruzan) (?:las )?palabras',
      `(?:${CANT}|sin poder) (?:hablar|ablar)(?: bien| nada| claro)?(?! (?:de|con|sobre|del|por|en público|en publico|por teléfono))|(?:solo|sólo) (?:hace|emite|dice) (?:sonidos|ruidos|balbuceos)|(?:perdió|perdio|perdí|ha perdido) el habla|no (?:le|me) salen las palabras|no (?:le|me) sale (?:ni )?(?:una )?palabra|no (?:logra|consigue|logro|consigo) (?:decir|pronunciar|articular|encontrar) (?:las |ninguna |una )?palabras?|no se le entiende (?:nada|lo que dice|cuando habla)|dificultad para hablar|(?:me|le|te) cuesta (?:mucho )?hablar`,
      '(?:de repente|de golpe|súbitamente|repentinamente|de la nada|de sopetón|de sopeton|de improviso) ~4 (?:confundid[oa]|desorientad[oa]|no reconoce|no sabe (?:dónde|donde|cómo|como|quién|quien|qué|que)|no entiende)',
      '(?:confundid[oa]|desorientad[oa]) ~3 (?:de repente|de golpe|de la nada|de sopetón|de sopeton|de improviso)',
      '(?:perdí|perdió|perdio|perdiendo|pérdida de|pierdo|pierde|perdido) (?:la )?(?:vista|visión) ~3 (?:de (?:un|el|mi|su) ojo|de un lado|de repente|de golpe)|(?:de repente|de golpe) ~4 (?:no (?:veo|ve|puedo ver|puede ver)|perdí la vista|perdió la vista|me quedé ciego|me quedé ciega|se quedó ciego|se quedó ciega|veo doble|ve doble|veo borroso de un ojo)',
      'no (?:ve|veo|vea|viera|veía|veia) (?:nada )?(?:del|por el|en el|de el) lado (?:izquierdo|derecho)|(?:ve|veo|veía|veia) (?:solo )?la mitad de (?:las cosas|todo|la imagen|lo que)|(?:me quedé|se quedó|quedé|quedó) ciega? (?:de|del) (?:un|el|mi|su) ojo|no (?:ve|veo|viera|vea) (?:nada )?(?:por|de|con|del) (?:un|el|ese|este|mi|su) (?:ojo|lado)|como si no (?:viera|vea|viese) (?:nada )?(?:por |de |del )?(?:ese|un|el|este|su) (?:lado|ojo)|(?:cortina|telón|sombra) (?:negra |oscura )?(?:en|sobre|delante de|por) (?:un|el|mi|su) ojo|(?:como )?si le (?:bajaran|bajasen|pusieran) una cortina|(?:dej[eéoó]|he dejado|ha dejado|dejado|dejando) de ver (?:nada )?(?:por|de|con|del) (?:un|el|ese|este|mi|su) (?:ojo|lado)|como si (?:me |le |te )?(?:bajaran|bajasen|bajara|pusieran|cerraran|cayera) (?:una |un )?(?:cortina|persiana|telón|telon|sombra|velo)',
      'derrame(?! (?:en el ojo|ocular|pleural|de líquido|sinovial|en la rodilla|articular|en el pulmón|pericárdico))|ictus|embolia(?! pulmonar)|accidente cerebro ?vascular|\\bacv\\b|trombosis cerebral|infarto cerebral',
      '(?:comida|agua|bebida|baba|saliva) ~3 (?:boca|labios?) ~2 (?:por|de) un lado|(?:comida|agua|bebida|baba|saliva) ~3 (?:por|de) un lado ~3 (?:boca|labios?)|(?:baba|babas|saliva) ~2 (?:por|de) un lado|babea (?:por|de) un lado|(?:cara|mano|brazo|pierna|boca) ~4 (?:del mismo lado|de ese mismo lado)',
      // two limbs denied in one breath: "no siento ni el brazo ni la pierna derechos", "no le responden ni la mano ni la pierna"
      `no (?:(?:me|le|te) )?(?:siento|siente|sentía|sentia|noto|nota|muevo|mueve|puedo mover|puede mover|responden|respondían|respondian|obedecen|funcionan) ni (?:el|la|mi|su|tu) (?:brazo|mano|pierna|pie) ni (?:el|la|mi|su|tu) (?:brazo|mano|pierna|pie)(?! (?:de|del|por el) (?:frío|frio|fría|fria))`,
      // words that come out wrong: "cuando hablo me salen palabras que no tienen sentido", "dice palabras que no existen"
      '(?:me|le|te) (?:salen|salían|salian|salieron) (?:las )?(?:palabras|frases|cosas) (?:sin sentido|que no (?:tienen|tenían|tenian|tiene) (?:ningún |ningun )?sentido|raras|cambiadas|equivocadas|inventadas|que no existen|que no son)|(?:dice|decía|decia|mezcla|mezclaba|usa) (?:palabras|frases) (?:inventadas|que no existen)',
    ],
    sudden_headache: [
      '(?:dolor de cabeza|cefalea|jaqueca|migraña|migrana) (?:tipo|como|en forma de|como si fuera) (?:un |una )?(?:estallido|explosión|explosion|trueno|rayo|latigazo|martillazo|bomba|bombazo|disparo|tiro)',
      '(?:de repente|de golpe|de pronto|súbitamente|de la nada|de sopetón|de sopeton|de improviso) ~3 (?:un )?dolor (?:muy |super |súper )?(?:fuerte|intenso|horrible|terrible|brutal|insoportable|bestial|tremendo|atroz) (?:en|de) (?:la|mi|su) (?:nuca|cabeza|caveza|cabesa)',
      'peor (?:dolor de cabeza|headache)|(?:la|el) peor (?:cefalea|jaqueca|migraña)|(?:dolor de cabeza|headache) (?:más|mas) (?:fuerte|intenso|horrible|brutal|terrible) de (?:mi|su|toda mi|toda su) vida',
      '(?:dolor de cabeza|headache) (?:muy |super |súper |re |tan |bien |mega )?(?:fuerte|intenso|horrible|terrible|brutal|insoportable|espantoso|bestial|tremendo|atroz|fortísimo|fortisimo) ~5 (?:de repente|de golpe|súbito|repentino|de la nada|de sopetón|de sopeton|de improviso|de un (?:segundo|momento|instante) (?:a|para|pa) otro|en (?:un )?segundos?|en un instante|como un (?:trueno|rayo|latigazo|martillazo|golpe|estallido|balazo))',
      '(?:de repente|de golpe|súbitamente|repentinamente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?segundos?) ~5 (?:un )?(?:dolor de cabeza|headache) (?:muy |super |re |tan |bien |tremendamente )?(?:fuerte|intenso|horrible|terrible|brutal|insoportable|espantoso|bestial|tremendo|atroz|fortísimo|fortisimo|fuertísimo|fuertisimo|salvaje|horroroso)',
      '(?:dolor de cabeza|headache) (?:súbito|repentino|explosivo|en trueno|fulminante|en estallido)|(?:(?:dolor de cabeza|headache)|cefalea|(?:me|le) (?:duele|dolió|dolio|dolía|dolia) (?:la cabeza|la nuca)) ~3 como (?:un|una) (?:trueno|rayo|latigazo|martillazo|mazazo|hachazo|estallido|explosión|explosion|balazo|disparo|bomba)|(?:explot|estall|revent)[a-z]* (?:algo )?(?:dentro de|por dentro de) (?:la|mi|su) cabeza|cefalea (?:en trueno|súbita|explosiva|centinela|en estallido|brusca)',
      '(?:explosión|explosion|estallido|reventón|bombazo|petardazo|chasquido|crujido|chispazo|calambrazo|trueno|rayo|hachazo|mazazo|martillazo|crack|crac|clic|click) ~2 (?:dentro de|en|de|por dentro de) (?:la|mi|su) (?:cabeza|nuca)',
      'como (?:un|una|si) ~5 (?:golpe|martillazo|hachazo|latigazo|trueno|rayo|disparo|balazo|puñetazo|explosión|explosion|estallido|bomba|pedrada|mazazo|palazo|martillo|bate) ~4 (?:dentro de|en|por dentro de|de|detrás de) (?:la|mi|su) (?:cabeza|nuca)',
      // from nothing to the worst in a second: "en un segundo pasé de nada a un dolor de cabeza insoportable"
      '(?:de|del) (?:nada|cero|0) (?:a|al) (?:un |el )?(?:dolor de cabeza|headache|dolor en la nuca) (?:muy |super |súper |tan )?(?:fuerte|insoportable|brutal|horrible|terrible|tremendo|máximo|maximo|bestial|atroz)|(?:en|en menos de) (?:un|1|unos|pocos) segundos? ~6 (?:dolor de cabeza|headache|dolor en la nuca) (?:muy |super |súper )?(?:fuerte|insoportable|brutal|horrible|terrible|tremendo|bestial|atroz)',
    ],
    severe_bleeding: [
      '(?:sangro|sangra|sangrando|sangraba|sangran) y (?:sangro|sangra|sangrando|sangraba|sangran)(?: y (?:sangro|sangra|sangrando|sangraba|sangran))?',
      '(?:echo|echa|echando|echó|boto|bota|botando|escupo|escupe|escupiendo) (?:mucha |bastante |un montón de |un monton de )?sangre (?:por la boca|al toser|tosiendo|con la tos)',
      `(?:sangra|sangrando|sangre|sangrado|sangró|sangro) ~4 (?:un montón|un monton|un montonazo|a montones|muchísimo|muchisimo|muchísima|muchisima|una barbaridad|una burrada|mogollón|mogollon|horrores|a lo bestia|como loco|sin parar|y no para|no para)${STOPPED}(?!(?: [a-z0-9',.]+){0,12} (?:para|se para|se corta|se detiene) (?:sola|solo|enseguida|al rato|en (?:un|unos|dos|pocos) (?:minuto|minutos|segundos)))`,
      '(?:tosí|tosi|tosió|tosio|escupí|escupi|escupió|escupio|he tosido|ha tosido) (?:sangre|coágulos|coagulos)|(?:vomit[a-z]*|vómitos?|devolv[a-z]*) ~2 (?:coágulos|coagulos) (?:de sangre)?',
      // blood in a jet
      '(?:sangre|sangra|sangrando|herida) ~3 (?:(?:a|en|como) (?:un )?chorros?|a borbotones|como una fuente|como un grifo|(?:sale|salía|salia|salió|salio|sali[oó]) disparad[oa]|a pulsos|a latidos|como (?:una )?manguera|como un surtidor|saltando|brotando|a presión|a presion|a litros|sin control)',
      '(?:sale|salía|salia|echa|echaba|escupe|escupía|escupia) (?:mucha |bastante |harta )?sangre (?:por|de) la boca ~4 (?:toser|tose|toso|tosiendo|tos)|(?:al|cuando) (?:toser|toso|tose|tosía|tosia) ~4 (?:mucha |bastante |harta )?sangre(?! en (?:los|las) (?:mocos|flemas))',
      '(?:no|ni) (?:para|paraba|paró|paro|deja|dejaba|dejó|dejo|ha parado|ha dejado) (?:de )?(?:salir|brotar|chorrear|manar|echar|soltar) (?:la |tanta |mucha )?sangre|(?:variz|várice|varice|variz rota|vena varicosa) ~3 (?:rot[oa]|revent[a-z]*|sangr[a-z]*)|(?:se (?:me|le|te) )?(?:rompió|rompio|reventó|revento|ha roto|ha reventado|rompe|revienta) (?:una |la )?(?:variz|várice|varice|vena(?! (?:del|de los|en el|en los|de la|en la) (?:ojos?|nariz)))|(?:suelo|piso|baño|bano|lavabo|coche|carro|auto) ~3 (?:llen[oa]|cubiert[oa]|encharcad[oa]|empapad[oa]) (?:de|en) sangre|charco de sangre',
      `no (?:para|paró|paro|deja|dejaba|dejó|dejo|se detiene|se para|se corta|me para|le para|se le para|se me para|para nunca|paraba)(?: de)? sangrar|sangr[a-z]*${GAP12} no (?:para|paró|paro|se detiene|se corta|para de salir|se quita|deja de salir)(?! de (?!sangrar|salir))|(?:sangr[a-z]*|hemorragia) ~6 (?:desde hace|hace|por|durante) (?:más de |mas de |casi )?(?:[2-9]\\d|\\d{3}|veinte|treinta|cuarenta|media hora|una hora|\\d+ horas?|horas)(?: minutos)?`,
      `${CANT} (?:parar|detener|controlar|cortar|frenar) (?:la |el )?(?:sangre|sangrado|hemorragia)|(?:sangre|sangra|sangrando|sangrado|hemorragia) ~6 ${CANT} (?:pararla|pararlo|parar|detenerla|detenerlo|detener|cortarla|cortarlo|frenarla|controlarla)(?! de (?!sangrar))|sangre (?:sale|salía|salia|brota|brotaba) (?:mucho|muchísimo|muchisimo|sin parar|a montones)${STOPPED}`,
      '(?:la )?sangre no (?:para|se detiene|se corta|deja de salir|se para)|no (?:para|paraba|ha parado|deja|dejaba|ha dejado|paran|paraban|han parado|dejan|dejaban|han dejado) (?:de |d )?sangrar|(?:sangr[a-z]*|sangre) ~8 no hay (?:manera|forma) de (?:que (?:pare|se detenga|se corte)|parar(?:la|lo)?|detener(?:la|lo)?)|no (?:para|paraba|se para|se detiene|deja de sangrar) (?:aunque|ni|con) ~3 (?:aprieto|aprieta|apretamos|apretando|apretad[oa]|presión|presion|presiono|presionamos)',
      'hemorragia(?! (?:nasal|subconjuntival|ocular|en el ojo|de encías|de las encías|menstrual|por la regla))',
      '(?:vomit[a-z]*|vómito|devolv[a-z]*) ~5 (?:café molido|posos de café|poso de café|borra de café|con sangre)|(?:vomit[a-z]*|vómito|devolv[a-z]*) ~5 (?:parecía|parecia|parece|tipo|como si fuera) ~2 (?:café|cafe|posos|poso|borra)|(?:vomit[a-z]*|vómito|devolv[a-z]*) (?:algo )?(?:negro|negruzco)|(?:vomit[a-z]*|vómito|devolv[a-z]*) ~3 (?:algo )?(?:negro |oscuro |marrón |marron )?como (?:café|cafe|posos|poso|borra)(?! con leche)',
      // "tiró/botó sangre por la boca" (Latin America), "hice pura sangre"
      '(?:tiró|tiro|tira|tirando|ha tirado|botó|boto|bota|botando|ha botado) (?:mucha |puro |pura |un montón de |un monton de |bastante )?sangre (?:por|de) (?:la )?boca|(?:hice|hago|hizo|hace|haciendo|cagué|cague|cagó|cago|cagando|evacué|evacue|evacuó|evacuo|defequé|defeque|defecó|defeco) (?:del baño |de vientre |popó |popo |caca |del cuerpo |heces |diarrea )?(?:pura|puro|sólo|solo|mucha|toda) sangre|(?:diarrea|heces|caca|popó|popo) (?:de |con )?(?:pura|puro|mucha) sangre',
      '(?:vomit[a-z]*|bomit[a-z]*|gomit[a-z]*|vómito de|vómitos de|vomitó|escupiendo|escupe|escupió|escupo|tose|tosiendo|toso|tosió|echando|echa|echó|echado|arroj(?:a|ando|ó|o|ado|é|e)|devolv(?:iendo|ió|io|í|i|ía|ia)|devuelv[eo]|devuelto|potando|potado|potó|trasbocando|trasbocó|trasboco) (?:mucha |puro |pura |un montón de |un monton de |bastante |algo de |como )?sangre|(?:vomit(?:ado|ó|o|a|ando|é|e)|devuelto|devolvió|devolvio|devuelve|echado|echó) (?:como |ya |unas |más de |mas de ){0,2}(?:\\d|dos|tres|cuatro|cinco|varias|muchas) veces (?:sangre|con sangre|solo sangre)',
      '(?:sangr[a-z]*|bleeding) ~4 (?:a|como a) (?:chorros?|chorritos|borbotones|pulsos|golpes|latidos)|(?:sale|salía|salia|saliendo|brota|brotando) ~4 (?:como )?a (?:chorritos|golpes|latidos)|(?:sangre|sangra|sangrando) ~4 como (?:una fuente|un grifo|una manguera)|(?:sangre|sangra|sangrando|sale|brota) ~3 (?:como )?(?:latiendo|palpitando|pulsando|bombeando|a latidos|al ritmo del (?:corazón|corazon|pulso))|(?:traspas[a-z]*|atraves[a-z]*|atravies[a-z]*|cala|calado|caló|calaba) (?:ya )?(?:tod[oa]s? )?(?:el|la|los|las|tres|dos|varias|varios) (?:vendaje|vendajes|venda|vendas|gasas?|toallas?|trapos?|apósitos?|apositos?|compresas?|camiseta|ropa|pantalón|pantalon)|(?:sale|salía|salia|saliendo|brota|brotando|chorrea|salta) ~4 a (?:chorros?|borbotones|borbollones|pulsos)|a (?:borbotones|borbollones)',
      `(?:mucha|muchísima|muchisima|demasiada|tanta|un montón de|un charco de|charcos de|litros de) sangre${STOPPED}`,
      // a cupful brought up or coughed up
      '(?:vomit[a-z]*|tos[a-z]*|escup[a-z]*|devuelto|devolví|devolvi|devolvió|devolvio|echado|eché|eche|echó|echa|echando|arroj[a-z]*) ~2 (?:un |una |medio |media )?(?:buen |buena |gran )?(?:vaso|taza|tazón|tazon|cuenco|chorro|chorrito|palangana|bocanada|buche|charco|montón|monton|cubo|balde) (?:entero |lleno |grande )?de sangre',
      `(?:sangr(?:a|o|ando|e)|bleeding) (?:muy |re |super |demasiado )?(?:mucho|muchísimo|muchisimo|demasiado|sin parar|a chorros|un montón|como loco|horrible|tanto)${STOPPED}`,
      '(?:chorrea|chorreando|brota|brotando|sale y sale|salpica|gotea|goteando|salta|saltando|saltaba|mana|manando) (?:la )?sangre|sangre por todos lados|sangre por todas partes|desangr[a-z]*|(?:está |esta )?goteando (?:en|al|por) el (?:suelo|piso)',
      'empap[a-z]* ~4 (?:de |en )?sangre|empap[a-z]* ~3 (?:toallas?|trapos?|vendas?|vendajes?|gasas?|apósitos?|aposito|paños?|camisetas?|sábanas?|el vendaje|el apósito|la venda|la ropa)|(?:toallas?|trapos?|vendas?|vendajes?|gasas?|apósitos?|paños?|sábanas?|camisetas?|remera|venda) ~2 empapad[oa]s?|(?:toallas?|trapos?|vendas?|gasas?) (?:llen[oa]s?|manchad[oa]s?) de sangre',
      // the blood as the subject after the verb: "no para la sangre aunque aprieto", "no se le corta la hemorragia"
      `no (?:(?:se )?(?:le |me |te )?(?:para|paraba|paró|paro|detiene|corta|cortaba|cortó|corto|va|iba|quita)) (?:la |el )?(?:sangre|sangrado|hemorragia)${STOPPED}`,
    ],
    breathing: [
      `(?:ruido|silbido|pitido) (?:muy )?(?:agudo|fuerte) (?:al|cuando) (?:respirar|respira|coger aire|tomar aire)(?! (?:cuando|mientras) (?:duerme|dormía|dormia|ronca))|${CANT} tragar (?:ni )?(?:la |su |mi )?saliva|estridor`,
      // hard work to breathe, no full sentence
      `${CANT} (?:decir|terminar|acabar|completar|hablar) ~3 (?:frase|frases|oración|oracion|oraciones)|respir[a-z]* con (?:mucho |muchísimo |muchisimo )?trabajo`,
      'respira (?:muy |super |re )?(?:rápido|rapido|deprisa) y (?:muy )?(?:superficial|entrecortad[oa]|cortit[oa])|respiración (?:muy )?(?:superficial|entrecortada) y (?:rápida|rapida)|respira superficial[a-z]*',
      `${CANT} (?:casi |casi ni |apenas |ni |ya |practicamente |prácticamente )?respirar(?! (?:bien )?por la nariz)|no (?:llora|tose|habla|se mueve|puede llorar|puede toser) (?:ni|y no) respira|(?:atascad[oa]|atorad[oa]|atravesad[oa]) en la garganta|se (?:le|me|te) (?:ha )?(?:quedado|quedó|quedo) (?:un|una|el|la) [a-z]+ (?:atascad[oa]|atorad[oa]|atravesad[oa])${RESOLVED}|(?:me|le|te|nos|les) cuesta(?: mucho| muchísimo| trabajo| bastante| horrores| un montón| un monton| un mundo| la vida| demasiado| un huevo| una barbaridad| más| mas| mucho más| mucho mas| cada vez más| cada vez mas)? respirar(?! (?:bien |muy bien )?por la nariz)|(?:dificultad|problemas?) (?:para|al) respirar(?! (?:bien )?por la nariz)|apenas (?:puedo|puede|puedes|pueda|puedas) respirar(?! (?:bien )?por la nariz)|casi no (?:puedo|puede|puedes|pueda|puedas) respirar(?! (?:bien )?por la nariz)|sin poder respirar`,
      `(?:me|le|te|se me|se le|se te) (?:falta|faltaba|está faltando|acaba|va|fue) (?:mucho |muchísimo |muchisimo )?el aire(?! (?:cuando|al) (?:subo|sube|subir|camino|camina|caminar|corro|corre|correr|hago|hace|hacer|subimos))|(?:me|le|te) falta (?:muchísimo|muchisimo) (?:el )?aire|falta de aire (?:muy )?(?:fuerte|grave|severa|intensa|de repente|enorme|tremenda|horrible|terrible|brutal|bestial|espantosa|exagerada)|(?:casi )?sin aire(?! (?:de|del|por) (?:la )?(?:risa|reír|reir|correr|cantar|gritar|subir))|no (?:me|le|te) (?:entra|sale|llega) (?:el )?aire|(?:me|le|te|nos) (?:empezó|empezo|empieza|ha empezado|está empezando|esta empezando|comenzó|comenzo) a faltar (?:el )?aire|falt(?:a|aba|ando) (?:el )?aire (?:muchísimo|muchisimo|un montón|horrores|demasiado|cada vez más|cada vez mas)|respir[a-z]* como (?:un |una )?(?:perro|perrito|pez|pez fuera del agua|fuelle)|no agarro aire|no agarra aire|${CANT} (?:coger|agarrar|tomar|meter|pillar|recuperar|jalar) (?:el )?aire`,
      `(?:me (?:estoy )?|se (?:está |esta )?)ahog[a-z]*(?! un poco| algo| un poquito| (?:al|cuando) (?:subir|sube|subo|caminar|camina|camino|andar|anda|ando|correr|corre|corro|hacer|hace|hago) )${SWAMPED}|te ahogas|(?:está|esta|estoy) ahogándo(?:se|me)|ahogando${SWAMPED}|ahogo${SWAMPED}|asfixi[a-z]*|atorándose|atorando`,
      `(?:atragant[a-z]*(?! de (?:la )?risa)|(?:se |me |te )?(?:le )?atoró|atorad[oa])(?! un poco| un poquito| algo)${RESOLVED}`,
      `${CANT} (?:hablar|toser|llorar|tragar) (?:ni|o|y) respirar`,
      'no (?:respira|está respirando|esta respirando)(?!(?: bien)? por la nariz| (?:raro|rara|extraño|extrano|agitad[oa]|rápido|rapido|deprisa|fuerte|con (?:dificultad|ruido|ruidos|esfuerzo|pitos|silbidos)))|(?:se (?:está|esta) poniendo|se puso|se pone|se ha puesto|se le pone) (?:morad[oa]|azul|gris)(?! de (?:tanto )?(?:llorar|toser|reír|reir|reírse|reirse|gritar|rabia|frío|frio|risa|la risa)| del (?:frío|frio|llanto|berrinche|esfuerzo))|dejó de respirar|dejo de respirar|ha dejado de respirar|paró de respirar|respira con (?:mucha )?dificultad|respira (?:muy )?(?:mal|fatal)',
      '(?:labios|boca|cara|dedos|uñas|piel|lengua) ~3 (?:moradit[oa]s?|azulit[oa]s?|morad[oa]s?|azul(?:es)?|azulad[oa]s?|gris(?:es)?|grisáce[oa]s?|blue)(?! de (?:tanto )?(?:la risa|risa|reír|reir|reírse|reirse))|(?:moradit[oa]s?|azulit[oa]s?|morad[oa]s?|azul(?:es)?|azulad[oa]s?|amoratad[oa]s?|gris(?:es)?) de (?:los |sus |la |las )?(?:labios|boca|uñas|labitos)',
      '(?:saturación|saturacion|saturando|satura|oxígeno|oxigeno|pulsioxímetro|pulsioximetro|oxímetro|oximetro|sat) ~3 (?:en |de |a |del )?(?:[5-8]\\d|9[01])(?! (?:años|kilos|minutos|semanas|días|dias|de (?:tensión|tension|pulso)))|se (?:le|me) (?:hunde|hunden|marca|marcan|mete|meten) (?:la piel )?(?:entre las costillas|de las costillas|del cuello|bajo las costillas|debajo de las costillas)|respir[a-z]* con (?:mucho|muchísimo|muchisimo|tanto) esfuerzo|se le (?:hunde|hunden|marca|marcan) (?:el cuello|las costillas|la barriga|el pecho|entre las costillas|el pechito|el cuellito|la barriguita|las costillitas)|respira (?:tan|muy) (?:rápido|rapido|deprisa) que no (?:puede|pueda) (?:ni )?(?:hablar|comer|beber)|boqueando|jadeando|lucha por respirar|ahogándose|(?:para|paro|parar|parando) a respirar (?:entre|cada) ~2 palabras?',
      'crisis (?:de )?asma ~4 (?:no (?:funciona|sirve|mejora|para)|grave|fuerte|severa)|ataque de asma (?:muy )?(?:fuerte|grave|severo)|(?:inhalador|puffs?|salbutamol|ventolin|ventolín|bombita|nebulizador) ~2 no (?:le |me |te )?(?:funciona|sirve|hace efecto|hace nada|hace|ayuda|mejora)|(?:inhalador|puffs?|salbutamol|ventolin|ventolín|bombita|nebulizador|inhalaciones|disparos) ~4 y (?:nada|no mejor[a-z]*|sig(?:o|ue|uimos) (?:igual|peor|mal|ahogad[oa]|sin aire))|sig(?:o|ue) (?:igual de |muy |más |mas |cada vez más |cada vez mas )?ahogad[oa]|no (?:le |me |te )?(?:sirve|sirvió|sirvio|funciona|funcionó|funciono|hace efecto|hizo efecto|hace nada|hizo nada|ayuda|ayudó|ayudo) (?:de nada |nada )?(?:el|la|su|mi|tu|ni el|ni la) (?:inhalador|salbutamol|ventolin|ventolín|bombita|nebulizador|spray|puff)',
      // too breathless to talk: "tengo que parar entre palabra y palabra", "no me alcanza el aire ni para hablar", "no puede decir más de dos palabras"
      '(?:parar|paro|para|paraba|pararme|pararse|respirar|respiro|respira|coger aire|tomar aire|jadear|jadeo|jadea) (?:a (?:respirar|coger aire|tomar aire|jadear) )?(?:entre palabra y palabra|entre cada palabra|cada (?:dos|tres|2|3|una|pocas) palabras?|a cada palabra)|(?:no (?:me|le|te) (?:alcanza|llega|da) el aire|(?:me|le|te) falta (?:el )?aire|sin aire|ahogad[oa]) ~2 (?:ni )?para hablar|(?:no (?:puedo|puede|puedes|podía|podia|consigo|consigue)|sin poder) (?:hablar|decir) (?:más|mas) de (?:dos|tres|2|3|una|un par de|cuatro) palabras',
      // too breathless to talk, told by what comes out: "no le salen más de dos palabras seguidas", "solo le salen palabras sueltas"
      '(?:no (?:me|le|te) (?:salen|sale|salían|salian)|(?:solo|sólo|apenas) (?:me|le|te) (?:salen|sale|salían|salian)) (?:más de |mas de )?(?:dos|tres|2|3|un par de|cuatro|una|1) (?:palabras|palabra) (?:seguidas|de corrido|juntas|de un tirón|de un tiron|sin parar a respirar)|(?:solo|sólo|apenas) (?:me|le|te) (?:salen|salían|salian) (?:palabras )?(?:sueltas|de (?:una|dos) en (?:una|dos))',
      // every breath a struggle: "peleando por cada respiración", "lucha por respirar"
      '(?:peleando|pelea|peleaba|luchando|lucha|luchaba|batallando|batalla|sufriendo|boqueando) ~2 (?:por|para) (?:cada |una |un poco de |coger |tomar |meter )?(?:respiración|respiracion|respirar|bocanada|aire|aliento)|(?:cada|una) (?:respiración|respiracion|bocanada) (?:le|me|te) cuesta (?:un mundo|horrores|muchísimo|muchisimo|la vida|un triunfo)',
      // gasping like a fish out of water, the breathing of someone dying
      '(?:respira|respirando|respiraba|boquea|boqueando|boqueaba|jadea|jadeando|traga aire|tragando aire) ~3 como (?:un )?(?:pez|pescado|pescadito) fuera del agua|(?:está|esta|estaba|sigue|se queda|se quedó|se quedo) boqueando|boquea (?:buscando|por|como)',
    ],
    anaphylaxis: [
      '(?:siento|tengo|tiene|siente|noto|nota) la garganta (?:cerrada|apretada|hinchada|cerrándose)|hinch[a-z]* ~4 (?:la )?lengua',
      '(?:garganta|lengua|vía aérea|vías respiratorias|tráquea|glotis) ~3 (?:cerrad[oa]|hinchad[oa]|se (?:me |le |te )?(?:cierra|hincha|está cerrando|esta cerrando|está hinchando)|cerrándose|hinchándose|inflamad[oa]|apretad[oa])',
      'se (?:me|le|te) (?:está |esta |ha |han )?(?:cerrando|hinchando|inchando|ynchando|hinchó|inchó|ynchó|cerró|inflamó|inflamando|cierra|cerrado|hinchado|inflamado) (?:la )?(?:garganta|lengua|tráquea)',
      'anafila[a-z]*|choque anafiláctico|shock anafiláctico|edema de glotis|angioedema',
      '(?:puse|pusimos|pusieron|usé|usó|usamos|inyecté|inyectó|le di|le dimos|necesita|necesito|ponerle|usado|he usado|hemos usado|pongo|le pongo|le pusieron|pinché|pinchó|pincharme|pinchado|clavé|clavó) ~3 (?:epipen|epi pen|la epi|adrenalina|epinefrina|autoinyector|jext|anapen|altellus)',
    ],
    unconscious: [
      // found down and silent, breathing unsure
      '(?:tirad[oa]|en el suelo|en el piso) ~4 (?:y )?no (?:me |nos |le )?(?:habla|contesta|dice nada)|no (?:sé|se|sabemos|sabe) si (?:todavía |todavia |aún |aun )?(?:respira|está respirando|esta respirando|sigue respirando|tiene pulso)(?! (?:bien|mal|normal|por la nariz|por la boca|de noche|cuando duerme|al dormir|dormid[oa]))',
      'no (?:tiene|le encuentro|le siento|le encontramos|le noto) (?:el )?pulso|sin pulso|inconsciente|inconciente|inconsiente|perdió el (?:conocimiento|sentido)|perdio el (?:conocimiento|sentido)|perdí el (?:conocimiento|sentido)|pérdida (?:de|del) conocimiento|perdiendo el conocimiento|sin conocimiento|(?:quedó|quedo|quedado|quedada|está|esta|estaba|sigue|yace|tirad[oa]|cayó|cayo|cae|caído|caido|encontr[a-z]*|dejó|dejo|dejaron) ~3 sin sentido(?! (?:del|de) (?:olfato|gusto|humor|oído|oido|tacto|ritmo|la orientación|la orientacion|el humor))',
      '(?:no|ni) (?:responde|reacciona|despierta|se despierta|abre los ojos|se mueve|me responde|nos responde|vuelve en sí|vuelve en si|ha vuelto en sí|ha vuelto en si|da señales)(?! (?:al|a los|a las|a la|el|los|las|mis|sus|su) (?:tratamiento|medicamento|antibiótico|medicina|mensajes?|llamadas?|teléfono|telefono|celular|móvil|movil|whatsapp|wasap|correo)s?)',
      'se (?:privó|privo|ha privado|quedó privad[oa]|quedo privad[oa])(?! de)|(?:le|la|lo) (?:echamos|echo|eché|eche|tiramos|tiré) (?:agua|alcohol|colonia) ~3 y (?:nada|no (?:reacciona|responde|despierta|se despierta))|no (?:puedo|podemos|pudimos|puedes|logro|logramos|consigo|conseguimos) despertar(?:lo|la|le|los)?|no (?:lo|la|le|los) (?:puedo|podemos|pudimos|puedes|logro|logramos|consigo) despertar|no (?:hay forma|hay manera|hay quien) de despertar(?:lo|la|le)?|no hay quien (?:lo|la|le|los) despierte',
      '(?:le|la|lo|les) (?:hablo|hablamos|llamo|llamamos|muevo|movemos|sacudo|sacudimos|grito|gritamos|pellizco|zarandeo|zarandeamos) ~4 y (?:nada|no (?:responde|reacciona|contesta|se despierta|despierta|abre los ojos|hace nada|dice nada|se mueve))|no (?:consigo|conseguimos|logro|logramos|hay forma de|hay manera de|podemos|puedo) (?:que )?(?:abra|abre|despierte|se despierte|reaccione|responda|vuelva en s[ií])(?! (?:la puerta|el teléfono|el telefono|el móvil|el movil|los mensajes|a los mensajes|al teléfono|al telefono))',
      '(?:se )?desmay[a-z]* ~4 (?:no (?:despierta|reacciona|responde|vuelve en sí|vuelve en si|se despierta|contesta|vuelve(?= ?(?:[.,?]|$)))|sigue sin)|(?:lleva|llevamos|van|ya van|llevo) ~3 sin (?:despertar(?:se)?|reaccionar|responder|volver en s[ií]|abrir los ojos|despertarse)|(?:está|esta|sigue) desmayad[oa]|lleva ~2 desmayad[oa]',
      '(?:se (?:ha |han )?)?desplom[a-z]*|se (?:cayó|cayo|cae) (?:redond[oa]|al suelo) ~3 (?:no|sin)|(?:cayó|cayo|se cayó|se cayo|cae) redond[oa]|colapsó|colapso en|colapsado|(?:encontré|encontre|encontramos|hallé|me encontré|me encontre) a ~3 (?:tirad[oa]|desmayad[oa]|inconsciente|sin sentido|sin conocimiento|en el suelo|en el piso)|(?:está|esta|sigue) (?:como )?muert[oa](?! de)',
      // rousable only by pain or a shake, and barely then: "cuando la pellizco apenas se queja"
      '(?:cuando|si|al) (?:la |lo |le )?(?:pellizco|pellizcamos|pellizcan|pellizcar(?:la|lo|le)?|sacudo|sacudimos|sacudirla|sacudirlo|zarandeo|zarandeamos|zarandearla|zarandearlo) ~3 (?:apenas|casi no|solo|sólo) (?:se )?(?:queja|quejaba|reacciona|reaccionaba|responde|respondía|respondia|gruñe|murmura|abre los ojos|se mueve)|(?:solo|sólo) (?:reacciona|responde|se queja|abre los ojos|se mueve) (?:al|cuando|si) (?:la |lo |le )?(?:pellizc[a-z]*|sacud[a-z]*|zarande[a-z]*)',
    ],
    seizure: [
      '(?:crisis|convulsi[oó]n|convulsiones|ataques?)(?! de (?:ansiedad|pánico|panico|nervios|tos|asma|risa|llanto|celos|ira|migraña|migrana)) ~2 (?:(?:una|uno) )?(?:tras|detrás de|detras de|después de|despues de) (?:otra|otro|crisis|convulsión|convulsion)',
      '(?:dos|tres|cuatro|varias|otra|muchas|[2-9]) (?:crisis|convulsiones|ataques)(?! de (?:ansiedad|pánico|panico|nervios|tos|asma|risa|llanto|migraña|migrana)) ~3 (?:seguid[oa]s|una tras otra|una detrás de otra|una detras de otra|sin parar|en (?:una|la|media) (?:hora|horita)|en (?:la|esta) (?:última|ultima) hora|en (?:\\d+|diez|quince|veinte|treinta) (?:minutos|min)|en poco rato)|entre (?:una|un|crisis|convulsión|convulsion|ataque) y (?:otra|otro|crisis|convulsión|convulsion|ataque) ~3 (?:no|sin|ni) (?:se )?(?:recupera|recuperarse|despierta|despertar|reacciona|reaccionar|vuelve|volver|responde|reconoce|abre los ojos)|(?:crisis|ataques|convulsiones) ~6 no (?:se )?(?:recupera|despierta|vuelve en s[ií]|reacciona|responde) (?:entre|entremedias|entremedio|en medio de) (?:una y otra|uno y otro|ellas|ellos|medias|crisis|convulsiones|ataques)|(?:crisis|ataques?|convulsiones) ~3 sin (?:despertar|recuperarse|volver en s[ií]|recuperar el conocimiento)',
      '(?:todo el cuerpo|el cuerpo entero|brazos y piernas|los brazos y las piernas) (?:sacudiéndose|sacudiendose|convulsionando|con sacudidas|con espasmos|retorciéndose|retorciendose|temblando|dando sacudidas|dando tirones|que se (?:le )?sacude|que (?:le )?tiembla) ~4 (?:sin responder|sin reaccionar|no responde|no reacciona|ojos en blanco|en el suelo|en el piso|babea|espuma|inconsciente|sin despertar|sin parar)|(?:sacudidas|sacudones|espasmos|convulsiones|movimientos bruscos|tirones|jalones) (?:fuertes |violentos |raros |bruscos )?(?:en|de|por) (?:todo el cuerpo|brazos y piernas|los brazos y las piernas|el cuerpo entero)|(?:se sacude|se sacudía|se sacudia|sacudiéndose|sacudiendose|se retuerce|se retorcía|se retorcia|retorciéndose|retorciendose|se estremece|temblando|tiembla) (?:entero|entera|todo|toda|de pies a cabeza|(?:todo|con todo) el cuerpo) ~4 (?:en el suelo|en el piso|no responde|no reacciona|sin responder|sin reaccionar|inconsciente|ojos|babea|espuma|rígid[oa]|rigid[oa]|tieso|tiesa)|(?:cayó|cayo|caído|caido|se cae|se cayó|se ha caído|se ha caido|tirad[oa]) ~5 (?:con )?(?:sacudidas|sacudones|sacudiéndose|sacudiendose|espasmos|convulsionando|rígid[oa] y|tieso y|tiesa y|temblando entero|temblando entera|temblando todo)',
      '(?:tiene|tuvo|le (?:da|dio|ha dado|está dando|esta dando)) otr[oa] ~3 (?:sin|y no) (?:despertar|ha despertado|despierta|se ha despertado|se despierta|recuperarse|volver en s[ií]|ha vuelto en s[ií])',
      'convuls[a-z]*|convulcion[a-z]*|convulsión|(?:un|una|el|la|otro|otra|tiene|tuvo|teniendo|le dio|le da) seizures?|(?:teniendo|tiene|tuvo|le dio|le da|le está dando|le esta dando|le ha dado|ha tenido) (?:un |una |otro |otra )?(?:fit|fits|seizure)(?![a-z])',
      '(?:ataque|crisis) (?:de )?(?:epilep[a-z]*|convulsiv[a-z]*)|ataque epiléptico|crisis epiléptica|epiléptic[ao] (?:ahora|ahorita)',
      '(?:le está dando|le esta dando|le dio|tiene|tuvo|está teniendo|esta teniendo|le dan|le ha dado|ha tenido|he tenido|me dio|me ha dado|acaba de tener|acaba de darle|(?:le|me|te) acaba de dar|acaba de sufrir|ha sufrido|sufrió|sufrio) (?:como )?(?:un|otro) ataque(?! (?:de (?:tos|risa|pánico|panico|ansiedad|nervios|asma|celos|hambre|alergia|estornudos|llanto|ira|rabia|hipo|gota|sueño|sueno|vértigo|vertigo|migraña|migrana)|al corazón|al corazon|cardiaco|cardíaco|de corazón|de corazon))',
      // an attack told by its shaking: "un ataque con temblores", "una crisis con sacudidas por todo el cuerpo"
      '(?:ataque|crisis|episodio) (?:raro |rara |fuerte )?(?:con|de) (?:temblores|sacudidas|sacudones|espasmos|convulsiones|movimientos (?:raros|bruscos|involuntarios)|tirones|jalones)(?! (?:de frío|de frio|por (?:la|el) (?:fiebre|frío|frio)|(?:en|de) (?:las|los|la|el) (?:manos?|pies?|piernas?|párpados?|parpados?|labios?|barbilla)))',
      '(?:se le (?:pusieron|van|fueron|voltearon|quedaron)|tiene|con|pone) los ojos (?:en blanco|volteados|para atrás|para arriba)|ojos en blanco|espuma por la boca|(?:sale|salía|salia|saliendo|echa|echaba|echando|tiene|tenía|con) espuma',
      // fallen to the floor and shaking: "se ha caído al suelo y se está sacudiendo"
      '(?:(?:al|en el) (?:suelo|piso)|se (?:ha )?(?:caído|caido|desplomado)) ~4 (?:se (?:está |esta |puso a |pone a |ha puesto a )?(?:sacud|retorc|retuerc|convulsion|estremec)[a-z]*|temblando (?:entero|entera|tod[oa]|sin parar)|(?:dando|con) (?:sacudidas|sacudones|espasmos|tirones|jalones))',
      '(?:temblando|sacudiéndose|se sacude|tiembla|tieso|tiesa|rígid[oa]|retorciéndose) ~4 (?:no responde|no reacciona|ojos en blanco|inconsciente)|(?:en el suelo|en el piso) ~3 (?:temblando|convulsionando|sacudiéndose|sacudiendose|retorciéndose|retorciendose|con espasmos)',
    ],
    overdose_poisoning: [
      '(?:se|me|te) (?:pasó|paso|ha pasado|he pasado|pasé|pase|pasaron|han pasado) (?:de|con) (?:la |las |los |sus |mis )?(?:droga|drogas|coca|cocaína|cocaina|heroína|heroina|perico|merca|tusi|pastis|pepas|pastillas|pastillitas|pildoras|píldoras|calmantes|tranquilizantes|ansiolíticos|ansioliticos|somníferos|somniferos|medicamentos|remedios|opioides|éxtasis|extasis|mdma|ketamina|ghb|crack|fentanilo|metanfetamina|cristal)',
      // told in the first person: the whole box, or ten tablets and more
      `(?:tomé|tome|tomamos|tragué|trague|ingerí|ingeri|me metí|me meti) ~2 (?:tod[oa]s? (?:las|la|el|los|mis)|una caja|un frasco|un bote|un blíster|un blister|demasiad[oa]s|un (?:chingo|chingazo|montón|monton|puñado|puñao|resto|pocotón|pocoton|porrón|porron|mazo|huevo|friego|fracatán|fracatan|bonche|titipuchal|putamadral|vergo|vergal)) ~3 ${PILLS}(?! (?:del|de la|de mi|de su) (?:tratamiento|antibiótico|antibiotico))|(?:tomé|tome|me he tomado|se ha tomado|ha tomado|se tomó|se tomo|tragué|trague|ingerí|ingeri) demasiad[oa] ${PILLS}(?! \\?| (?:del|de la|de mi|de su) (?:tratamiento|antibiótico|antibiotico))|(?:tomé|tome|tomamos|tragué|trague|ingerí|ingeri) ~2 ${MANY} (?:pastillas|pastis|comprimidos|tabletas|cápsulas|capsulas|píldoras|pildoras|paracetamoles|ibuprofenos|aspirinas)`,
      // a whole pack, the pills named after it or not: "se ha tomado el blíster entero de anticonceptivos", "se tragó la caja entera"
      `(?:tom[a-z]*|trag[a-z]*) ~2 (?:el|un|la|una) (?:blíster|blister|caja|cajita|tira|lámina|lamina|plancha|envase) (?:entero|entera|completo|completa)(?! (?:de|del) (?:cereales|galletas|bombones|chocolate|leche|zumo|cerveza|cervezas|agua|antibiótico|antibiotico|tratamiento))|(?:tom[a-z]*|trag[a-z]*|bebi[a-z]*|bebió|comi[a-z]*|comió) ~3 (?:el|un|una|la|toda la|todo el|media) (?:botella|botellita|bote|frasco|tarro|tira|tableta|lámina|lamina|plancha|blíster|blister|caja|envase) (?:entera |entero |completa |completo )?(?:de|del) (?:pastillas |comprimidos |cápsulas |capsulas )?(?:de |del )?(?:${PILLS}|anticonceptiv[oa]s|la píldora|la pildora)|(?:comió|comio|se comió|se comio|ha comido|se ha comido|se ha tragado|se tragó|se trago|chupó|chupo|mordió|mordio) ~3 (?:unas |varias |algunas |muchas |las |sus |\\d+ )?(?:pastillas|pastis|pildoras|píldoras|comprimidos|cápsulas|capsulas|grageas) (?:de|del|para) (?:su|mi|la|el|los|las) ~2 (?:abuel[oa]|padre|madre|papá|papa|mamá|mama|tí[oa]|ti[oa]|tensión|tension|corazón|corazon|azúcar|azucar|diabetes|dormir|tiroides|colesterol|epilepsia|depresión|depresion)`,
      // methotrexate is taken once a week: taken daily it is an overdose
      '(?:metotrexato|metrotexato|metotrexate|methotrexate|metoject|imeth|bertanel)(?: (?!(?:y|e|pero|semanal|semana|semanas|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|ácido|acido|fólico|folico)(?![a-z]))[a-z0-9]+){0,6} (?:todos los días|todos los dias|cada día|cada dia|a diario|diario|diariamente|(?:varios|dos|tres|cuatro|cinco|seis|siete) (?:días|dias) (?:seguidos|sin parar))|(?:todos los días|todos los dias|cada día|cada dia|a diario|diariamente) ~3 el (?:metotrexato|metrotexato|metotrexate|methotrexate)|(?:el )?(?:metotrexato|metrotexato|metotrexate|methotrexate) ~8 en (?:vez|lugar) de (?:una vez )?(?:a la|por|cada|semanal)',
      '(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|[3-9]|\\d{2}) veces (?:la|su|mi|una) dosis|(?:el )?(?:triple|cuádruple|cuadruple|quíntuple|quintuple) de (?:la )?dosis|(?:ácido|acido|líquido|liquido) de (?:la )?(?:batería|bateria)',
      '(?:el|un|todo el) (?:jarabe|frasco de jarabe|bote de jarabe|frasco de gotas|bote de gotas) (?:entero|completo)|(?:me|le|nos|les|la|lo) (?:drogaron|han drogado|drogó|drogo|ha drogado)|(?:me|le|nos|les) (?:echaron|han echado|pusieron|han puesto|metieron|han metido) (?:algo|droga|burundanga|una pastilla|pastillas) (?:en )?(?:la|el|mi|su|tu) (?:bebida|copa|vaso|trago|cubata|cerveza|refresco|cóctel|coctel)|burundanga|escopolamina|(?:inyectado|puesto|pinchado|inyectó|inyecto|puso|pinchó|pincho) ~2 (?:demasiada|mucha|el doble de|doble dosis de|dos veces la|dos dosis de) (?:insulina|heparina)|demasiada insulina|sobredosis|sobre dosis|(?:un|una|el|la|tuvo|tiene|le dio) overdose|intoxicad[oa]s?(?! (?:con|por) (?:comida|alimentos|marisco|monóxido|humo|gas))|intoxicación(?! (?:alimentaria|alimenticia|por (?:comida|alimentos|marisco|monóxido|humo|gas)))|envenen[a-z]*(?! (?:con|por) (?:monóxido|gas|humo))',
      `(?:(?:me|se|te|le) (?:tomé|tome|tomó|tragó|tragué|trague)|(?:(?:me|se|te|le) )?(?:(?:ha|han|he|has|hemos) )?(?:(?:acabo|acaba|acabamos|acaban|después|despues) de (?:tomar|tragar|beber|comer)(?:me|se|te)?|(?:se|me) (?:metió|metio|metí|meti|ha metido|he metido)|tomado|tomaste|tomaron|tomarme|tomarse|tomármel[oa]s|tomarmel[oa]s|tomándose|tomandose|tragado|tragarse|tragarme|ingirió|ingirio|ingerí|ingeri|ingerido|bebió|bebio|bebí|bebido|comió|comio|comí|comido|comerse|dado|dieron|di|dimos)) ~3 (?:tod[oa]s? (?:las|la|el|los|mis|sus|su|mi)|(?:una|la|toda la|media) caja|(?:un|el|todo el|medio) (?:frasco|bote|blíster|blister|tubo|envase|paquete|tarro)|una tira|(?:un )?montón de|un puñado de|muchas|muchos|demasiad[oa]s?|varias|varios|unas cuantas|bastantes|too many|a lot of|el doble de|el triple de|${MANY}) ~3 ${PILLS}(?! (?:del|de la|de mi|de su) (?:tratamiento|antibiótico|antibiotico))`,
      `(?:se|le) (?:tomo|trago) ~3 (?:tod[oa]s? (?:las|la|el|los|mis|sus)|una caja|un frasco|un bote|muchas|demasiad[oa]s|un (?:chingo|chingazo|montón|monton|puñado|puñao|resto|pocotón|pocoton|porrón|porron|mazo|huevo|friego|fracatán|fracatan|bonche|titipuchal|putamadral|vergo|vergal)|${MANY}) ~3 ${PILLS}`,
      `(?:took|taken|swallowed|popped|ate|downed|tomaste|tomaron|tomado|tragaste|tragaron|tragado|(?:se|me|te) (?:echó|echo|eché|eche|zampó|zampo|zampé|zampe|metió|metio|metí|meti|bajó|bajo)) ~2 ${MANY} (?:pastillas|pastis|pastillitas|comprimidos|tabletas|cápsulas|capsulas|píldoras|pildoras|paracetamoles|ibuprofenos|aspirinas|pills|tablets)`,
      `(?:comimos|tomamos|bebimos|tragamos|cenamos|probamos|hemos comido|hemos tomado|hemos bebido|nos comimos|nos tomamos|nos bebimos|me tomé|se tomó|tomó|tomé|me tome|se tome|se tomo|se tragó|me tragué|tragó|tragué|ingirió|ingerí|se comió|me comí|comió|comio|se comieron|se tomaron|se bebieron|se tragaron|comieron|bebieron|tragaron|se bebió|se bebio|bebió|bebio|me bebí|ha tomado|he tomado|ha bebido|se ha bebido|se ha tomado|se ha tragado|se ha comido|ha comido|tragado|bebido|tomado|comido|probó|probo|chupó|chupo|lamió|lamio|mordió|mordio|masticó|mastico|lamido|chupado|mordido|masticado|probado|lamiendo|chupando|(?:se|le) (?:metió|metio|ha metido|había metido|habia metido|mete|echó|echo|ha echado|llevó|llevo|ha llevado|puso|ha puesto) (?:en|a) la boca) ~3 ${POISONS}`,
      `(?:demasiadas|muchas|todas las|${MANY}) ${PILLS} ~3 (?:me tomé|se tomó|tomé|tomó|tragó|me tragué|se tragó|me he tomado|se ha tomado)`,
      `(?:me|se|te) (?:he |ha |has )?(?:pasado|pasé|pase|pasó) (?:con|de) (?:la dosis (?:de|del)|las dosis (?:de|del)|la medicación|la medicacion|el|la|los|las|mis|sus) ~2 ${PILLS}|(?:me he tomado|me tomé|me tome|se ha tomado|se tomó|se tomo|ha tomado|he tomado|me he tragado|se ha tragado|me tragué|se tragó) (?:como |unas |unos |casi |más de |mas de |al menos |por lo menos )?${MANY}(?= (?:[.,?]|y|de golpe|de una vez|juntas|juntos|o|con)|$)|(?:comió|comio|tomó|tomo|tragó|trago|se ha comido|se ha tomado|se ha tragado|se metió|se metio|ha tomado|ha comido) ~3 (?:pastillas|pastis|pastillitas|cápsulas|capsulas|pills|comprimidos) (?:de colores|que (?:encontró|encontro|se encontró|se encontro|había|habia|no (?:sé|se|sabemos|sabe))|desconocidas|raras|de la calle|del suelo|de una fiesta)|(?:tomó|tomo|tomé|tome|se tomó|se tomo|ha tomado|he tomado|tragó|trago) too many|(?:tomado|tomó|tomo|tragado|tragó|trago) (?:las|los|sus|mis) ${PILLS}(?: [a-z]+){0,4} (?:todas|todos|enteras|enteros)(?= ?(?:[.,?!]|$)| y(?![a-z]))|(?:metido|metió|metio|meterse|metiéndose|metiendose) (?:una |la |unas |las )?(?:pila|pilas|batería|bateria|baterías|baterias)(?: de botón| de boton| botón| boton)? ~2 (?:en|a) la boca|(?:una|la) caja (?:entera|completa) de ${PILLS}|${PILLS} ~2 (?:de golpe|de una vez|todas juntas|todos juntos) (?:me las tomé|se las tomó|me los tomé|se los tomó)`,
      '(?:dosis|pastillas|medicación|medicacion|pastillero) (?:de|para) (?:toda )?(?:la semana|el mes|varios días|varios dias|una semana|todo el mes|dos días|dos dias|tres días|tres dias)(?: [a-z]+){0,4} (?:de una vez|de golpe|juntas|todas juntas|a la vez|del tirón|del tiron|todas (?:hoy|de una|juntas|a la vez|de golpe|seguidas)|en un (?:solo )?(?:día|dia|rato))|(?:de una vez|de golpe|todas juntas) (?:las |toda la )?(?:pastillas|dosis|medicación|medicacion) de (?:toda )?(?:la semana|el mes)|(?:tomado|tomó|tomo|tomé|tome|tomaste|tragado|tragó|trago|tragué|trague|bebido|bebió|bebio|metido|metió|metio) (?:la|las|el|los|lo|toda la|todas las|todo el|todo lo) (?:dosis |pastillas |medicación |medicacion |pastillero |metadona |insulina )?(?:de|para) (?:toda la semana|todo el mes|la semana entera|el mes entero|una semana entera|una semana|varios días|varios dias|(?:dos|tres|cuatro|cinco|seis|siete|diez|quince|[2-9]) (?:días|dias|semanas))',
      // a bottle of spirits with sleeping pills or tranquillisers
      `(?:me bebí|me bebi|bebí|bebi|se bebió|se bebio|bebió|bebio|ha bebido|he bebido|se ha bebido|me he bebido|me tomé|me tome|se tomó|se tomo|tomó|tomé|tomado|me metí|me meti|se metió|se metio) ~3 (?:botella|botellas|litro|litros|vodka|whisky|güisqui|tequila|ron|ginebra|aguardiente|pisco|alcohol|copas|cervezas|tragos|vino) ~4 (?:y|con|más|mas|encima|junto con|además de|ademas de) (?:unas |unos |varias |varios |las |los |sus |mis |muchas |dos |tres |cuatro |cinco |\\d+ |un puñado de |un montón de |un monton de )?(?:pastillas|pastis|pastillitas|somníferos|somniferos|tranquilizantes|ansiolíticos|ansioliticos|calmantes|clonazepam|diazepam|lorazepam|alprazolam|zolpidem|rivotril|valium|orfidal|trankimazin|benzos)`,
      'pupilas ~3 (?:como )?(?:puntitos|puntos|punta de alfiler|cabeza de alfiler|puntiformes|diminutas|chiquitit[ao]s|muy pequeñas|muy chiquitas|mióticas|mioticas)|se (?:ha )?(?:pasado|pasó|paso) (?:con|de) (?:lo que se (?:ha )?(?:metido|tomado|fumado|inyectado|pinchado)|la droga|las drogas|la coca|la heroína|la heroina|el fentanilo|la metadona)',
    ],
    carbon_monoxide: [
      '(?:intoxicación|intoxicacion|intoxicad[oa]s?|intoxicando|envenenamiento|envenenad[oa]s?|envenenando|poisoning) (?:por|con|de|del) (?:el |la )?(?:monóxido|monoxido|gas|humo de (?:la |el )?(?:estufa|caldera|brasero|calentador|generador|coche))',
    ],
    burns: [
      // something that exploded in the face or the hands: "me explotó la olla a presión en la cara"
      '(?:explotó|exploto|explotado|estalló|estallo|estallado|reventó|revento|reventado)(?! (?:un |una |el |la |los |las )?(?:granos?|granitos?|espinillas?|barrillos?|pústulas?|pustulas?|quistes?|ampollas?|globos?)) ~4 (?:en|a|contra) (?:la|las|el|los|mi|mis|su|sus|tu|toda la) (?:cara|carita|ojos?|manos?|pecho|cuerpo)|(?:olla(?: a presi[oó]n| expr[eé]ss?)?|bombona|petardo|cohete|bengala|mechero|encendedor|batería|bateria|móvil|movil|celular|patinete|aerosol|spray|bidón|bidon|garrafa|termo|calentador|caldera) ~3 (?:explotó|exploto|explotado|estalló|estallo|estallado)|(?:explotó|exploto|estalló|estallo|ha explotado|ha estallado) (?:la|el|una|un) (?:olla(?: a presi[oó]n| expr[eé]ss?)?|bombona|petardo|cohete|bengala|mechero|encendedor|batería|bateria|patinete|aerosol|spray|bidón|bidon|garrafa|termo|calentador|caldera)',
      // a hand or foot put into boiling oil, water or the fire
      '(?:metió|metio|metí|meti|ha metido|he metido|puso|puse|ha puesto|he puesto|apoyó|apoyo|apoyé|apoye) (?:la|las|el|los|su|sus|mi|mis) (?:mano|manos|manita|manitas|pie|pies|piecito|dedos|deditos|brazo|cara) ~2 (?:en|dentro de|sobre) (?:el|la|una|un) (?:(?:aceite|agua|olla|sartén|sarten|cazo|caldo|sopa|leche|café|cafe|té|te) (?:muy )?(?:hirviendo|hirviente|ardiendo|caliente)|freidora|fuego|brasas|hoguera|fogata|vitro|vitrocerámica|vitroceramica|fogón|fogon|estufa|plancha|horno)',
      `(?:cayó|cayo|caí|cai|metió|metio|metí|meti|tropezó|tropezo) ~3 (?:en|a|dentro de|sobre) (?:la|el|una|un) (?:fogata|hoguera|fuego|brasas|chimenea|barbacoa|parrilla)|(?:se|me|le|te) (?:ha |he )?(?:quemó|quemo|quemé|queme|quemado|escaldó|escaldo|escaldé|escalde|escaldado) ~6 (?:la|las|el|los|su|sus|mi|mis) (?:cara|carita|ojos?|genitales|pene|vulva|pies|manos|palma)|quemaduras (?:en|por) (?:la|las|el|los|todo el|toda la) (?:cara|piernas|brazos|pecho|espalda|cuerpo|manos|pies|genitales|barriga|tripa)`,
      '(?:gasolina|alcohol|aceite|líquido|liquido|queroseno|keroseno|parafina) (?:encendid[oa]|ardiendo|en llamas|prendid[oa])|(?:se|me|le) (?:prendió|prendio|incendió|incendio|prendieron|quemó|quemo) (?:fuego )?(?:la ropa|el pelo|el pijama|la camiseta|la falda|el vestido)|(?:estaba|estaba|quedó|quedo|acabó|acabo) en llamas',
      '(?:agua|aceite|leche|sopa|caldo|café|cafe|té|te) (?:muy )?(?:caliente|hirviendo|hirviente|ardiendo) ~4 (?:en|sobre|por) (?:la|el|los|las|su|mi|sus|mis) (?:entrepierna|genitales|pene|vulva|ingle|partes|partes íntimas|partes intimas|cara|ojos|cuello)|(?:hollín|hollin|tizne) ~4 (?:nariz|boca|cara|garganta|flemas|saliva|mocos)',
      'quemaduras? (?:muy )?(?:grave|graves|grande|grandes|enorme|enormes|profunda|profundas|extensa|extensas|seria|serias|fea|feas|horrible|horribles|terrible|de (?:segundo|tercer|2do|3er|2|3) grado|en (?:toda|todo|la cara|el cuello|las manos|la mano|los pies|el pie|los genitales|el pecho|la espalda|el torso|la ingle|los ojos)|por todo)',
      '(?:gran|grave|enorme|terrible|tremenda|fuerte|seria) quemadura',
      '(?:cayó|cayo|caído|volcó|volco|derramó|derramo|tiró|tiro|echó|echo|quem[a-z]*|escald[a-z]*) ~5 (?:agua|aceite|leche|sopa|caldo|café|cafe|té|olla|cazo|cacerola|sartén|tetera|pava|puchero|vapor) ~2 (?:hirviendo|hirviente|ardiendo|muy caliente)|(?:cayó|cayo|caído|volcó|volco|derramó|derramo|tiró|tiro|echó|echo) ~5 (?:agua|aceite|leche|sopa|caldo|café|cafe|té|olla|cazo|cacerola|sartén|tetera|pava|puchero) ~2 (?:caliente|hirviendo|hirviente|ardiendo) ~2 encima',
      '(?:agua|aceite|leche|sopa|caldo|café|cafe|té) (?:hirviendo|hirviente|ardiendo) ~5 (?:encima|quem[a-z]*|escald[a-z]*|ampollas|(?:en|a|por) (?:la|el|su|sus|los|las|toda la|todo el) (?:cara|carita|pecho|barriga|espalda|cuello|cabeza|ojos|genitales|frente|mejillas?|cachetes?))',
      '(?:todo|toda) (?:el|la) [a-z]+ ~4 quemad[oa]|quem[a-z]* ~6 (?:en )?(?:ambas|ambos|las dos|los dos) (?:piernas|brazos|manos|pies)|quem[a-z]* ~8 (?:en|por) (?:toda|todo) (?:la|el) (?:pierna|brazo|espalda|barriga|pecho|cara|mano|tripa|panza|cuello|muslo|antebrazo)',
      '(?:se|me|te|le|les) (?:ha |han |he )?(?:quemó|quemo|quemé|queme|quemado|quemaron|quemamos|quemaste) (?:la|las|el|los|toda la|todo el|todas las|todos los|las dos|los dos|ambas|ambos) (?:cara|manos?|pies?|genitales|pene|vulva|ojos?|cuello|pecho|espalda|barriga|vientre|brazos|piernas|torso)|(?:se|me|te|le) (?:ha |han )?quem[a-z]* (?:todo|toda) (?:el|la|los|las) [a-z]+|(?:cara|manos|genitales) quemad[oa]s',
      'chamuscad[oa]s?|carbonizad[oa]s?|calcinad[oa]s?|(?:quemaduras?|lo quemado|la parte quemada|la zona quemada)(?: [a-z0-9,]+){0,8} (?:blanc[oa]s?|blanquecin[oa]s?|negr[oa]s?|gris(?:es)?|acartonad[oa]s?|no (?:me |le )?(?:duele|duela|duelen|duelan))|(?:piel|zona|herida|quemadura) ~3 (?:negra|negruzca|acartonada|como cuero|como de cuero|blanca y dura|que no duele|sin sensibilidad)',
      '(?:quem[a-z]*|quemadura) ~4 (?:con|por) (?:ácido|acido|sosa|soda cáustica|lejía|lejia|cal viva|cemento|químic[a-z]*|quimic[a-z]*|amoniaco|desatascador|salfumán|salfuman|aguafuerte|cloro|gasolina|alcohol)',
      '(?:(?:ácido|acido)(?! (?:hialur[oó]nico|salic[ií]lico|glic[oó]lico|f[oó]lico|retinoico|asc[oó]rbico|l[aá]ctico|acetilsalic[ií]lico|[uú]rico|mand[eé]lico|azelaico))|sosa|soda cáustica|soda caustica|lejía|lejia|cal viva|salfumán|salfuman|aguafuerte|desatascador|desatascacaños|destapacaños|limpiahornos|amoniaco|amoníaco|producto químico|producto quimico|líquido químico|liquido quimico|disolvente|cloro) ~6 (?:me|le|te|se|nos|les) (?:ha |han )?(?:salpic[a-z]*|saltó|salto|saltado|cayó|cayo|caído|caido|derramó|derramo|derramado|echó|echo|echado) ~3 (?:cara|carita|ojos?|cuello|piel|pecho|brazos?|manos?|piernas?|cuerpo|boca|labios|genitales|cabeza|espalda)',
      // a chemical on the skin, a current through the body
      '(?:cayó|cayo|caído|caido|cae|salpic[a-z]*|derram[a-z]*|saltó|salto|ha saltado|entró|entro|vino|(?:se|le|me|te) (?:ha |han |he )?(?:echado|echó|tirado|tiró)) ~4 (?:(?:ácido|acido)(?! (?:hialur[oó]nico|salic[ií]lico|glic[oó]lico|f[oó]lico|retinoico|asc[oó]rbico|l[aá]ctico|acetilsalic[ií]lico|[uú]rico|mand[eé]lico|azelaico))|sosa|soda cáustica|soda caustica|lejía|lejia|cal viva|cemento|hormigón|hormigon|salfumán|salfuman|aguafuerte|desatascador|amoniaco|amoníaco|producto químico|producto quimico|líquido químico|liquido quimico|disolvente|cloro puro)|salpicadura de (?:ácido|acido|sosa|lejía|lejia)|(?:le|me|les|nos|te) (?:dio|ha dado|pegó|pego|ha pegado|agarró|agarro) (?:la )?corriente|(?:le|me|te) (?:ha )?(?:dado|dio|pegó|pego) (?:un )?(?:calambre|chispazo|latigazo) (?:muy |super |re )?(?:fuerte|grande|tremendo|bestial)',
      '(?:lejía|lejia|ácido|acido|sosa|cal viva|amoniaco|amoníaco|cloro|salfumán|salfuman|producto químico|producto quimico|desatascador|detergente) ~4 (?:en|a|dentro de) (?:los|el|mis|sus|un) ojos?|electrocut[a-z]*|descarga (?:eléctrica|electrica)|calambrazo|(?:cable|línea|linea|torre|poste) de (?:alta tensión|alta tension|la luz)|(?:tocó|toco|agarró|agarro|pisó|piso|mordió|mordio|tocado|mordido) ~3 (?:un|el|los|unos) cables?|(?:le|me|les) (?:cayó|cayo|dio|pegó) un rayo|fulminad[oa] por un rayo|(?:dedos?|dedito|tenedor|llave|horquilla|clip|cuchillo) ~3 (?:en|dentro del?) (?:el |un )?enchufe',
      '(?:se|le|me|te) (?:ha |han |he )?(?:prendió|prendio|prendido|incendió|incendio|incendiado|quemó|quemo) (?:fuego|la ropa|el pelo|el vestido|la camisa|la cara|los brazos|las piernas|las manos|el pantalón|el pantalon|la falda)|se (?:le|me|te|les) (?:ha |han )?(?:prendido|prendió|prendio) (?:la|el|los|las) (?:ropa|pelo|cara|brazos|piernas|manos|camisa|vestido|pantalón|pantalon|falda|bata|chaqueta|jersey|manga|blusa|pijama|camiseta|sábana|sabana|manta)|(?:se|le|me) prendi[oó] fuego|en llamas|(?:inhal|respir|trag)[a-z]* ~3 humo(?! de(?:l)? (?:tabaco|cigarr[a-z]*|porro|vaper|vapeo|shisha|cachimba))|intoxicación por humo|incendio en (?:casa|la casa|el piso|la cocina|mi casa)|se (?:ha |había |habia |está |esta )?(?:incendió|incendio|incendiado|incendiando|quemó|quemado|quemando) (?:la|el|mi|su) (?:casa|piso|cocina|habitación|habitacion|cuarto|salón|salon|coche|apartamento|departamento)|(?:tos[a-z]*|ronc[oa]|afónic[oa]|afonic[oa]|voz ronca|hollín|hollin|negro) ~4 (?:por el|del|de tanto|con el|de) humo(?! de(?:l)? (?:tabaco|cigarr[a-z]*|porro|vaper|vapeo|shisha|cachimba|incienso))',
    ],
    sepsis: [
      'sepsis|septicemia|séptic[oa]|septic[oa]|shock séptico|choque séptico',
    ],
    meningitis: [
      '(?:vaso|vidrio|cristal) ~8 (?:manchas|manchitas|puntos|puntitos|pintitas|petequias|sarpullido|erupción|erupcion|ronchas|rash) ~4 (?:no (?:se )?(?:van|va|quitan|quita|borran|borra|desaparecen|desaparece|aclaran|aclara|blanquean|blanquea|palidecen|cambian)|siguen (?:igual|ahí|ahi|rojas|moradas))',
      'meningitis(?! (?:vacuna|vacunación))|meningococ[a-z]*|(?:fontanela|mollera) ~2 (?:abultada|hinchada|tensa|abombada|salida|levantada)',
      '(?:manchas|manchitas|puntitos|puntos|pintitas|petequias|sarpullido|erupción|ronchas|rash|moretones|granitos) ~6 no (?:se )?(?:desaparecen|desaparece|desaparezcan|desaparezca|desaparecían|quitan|quita|quiten|quite|quitaban|van|va|vayan|vaya|iban|borran|borra|borren|borre|blanquean|blanquea|blanqueen|blanquee|aclaran|aclara|aclaren|palidecen|palidece|palidezcan|cambian|cambia|ponen blancas|pone blanca) ~5 (?:vaso|vidrio|cristal|glass|apret[a-z]*|presion[a-z]*|aprieto|aprietas|aprieta|presiono|presionas)',
      'no (?:se )?(?:desaparecen|desaparece|desaparezcan|desaparezca|desaparecían|quitan|quita|quiten|quite|quitaban|van|va|vayan|vaya|iban|borran|borra|borren|borre|blanquean|blanquea|blanqueen|blanquee|aclaran|aclara|aclaren|palidecen|palidece|palidezcan) (?:con|al|cuando|aunque|ni) ~3 (?:vaso|vidrio|cristal|glass)|(?:prueba|test) (?:del|de) (?:vaso|vidrio|cristal) (?:positiva|da positivo|dio positivo)',
      // a rash that does not blanch, told with the word itself: "manchitas como moretones que no blanquean"
      '(?:manch[a-z]*|punt[a-z]*|petequias?|moret[oó]n[a-z]*|moratones|cardenales|sarpullido|erupci[oó]n|granit[oa]s|ronchas|pintitas) ~6 (?:que )?no (?:blanquean|blanquea|blanqueaban|palidecen|palidece|se blanquean|se ponen blancas)',
    ],
    pregnancy: [
      // eclampsia, not a question about pre-eclampsia ("pre eclampsia" once normalised, in any language)
      'embarazo ectópico|ectópico|preeclampsia (?:grave|severa)|(?:una|la|tiene|tenga|tuvo|es|sea|por|de|con|crisis de|ataque de|le da|le dio|le está dando|le esta dando|dando) eclampsia|eclampsia (?:ahora|ya|grave)|desprendimiento de placenta|placenta previa sangr[a-z]*',
    ],
    sick_child: [
      '(?:bebé|bebe|niñ[oa]|hij[oa]|nene|nena|peque) (?:está |esta |se ha quedado |se queda |se quedó |se quedo |lo noto |la noto |lo veo |la veo )?(?:muy |super |todo |toda |re )?(?:flojit[oa]|hipotónic[oa]|hipotonic[oa]|como (?:un )?trapo|(?:flojo|floja|blandit[oa]|caído|caido|caída|caida)(?: ,)? como (?:un )?(?:trapo|muñeco de trapo))|(?:fontanela|mollera) ~2 hundida',
    ],
    self_harm: [
      `(?:matarme|suicidarme|quitarme la vida|quitármela|quitarmela|acabar con mi vida|hacerme daño|lastimarme|ahorcarme|colgarme|tirarme (?:de|del|por|a|bajo|debajo|desde|al)(?! (?:la |una |el )?(?:piscina|pileta|alberca|agua|mar|río|rio|lago|cama|sofá|sofa|tobogán|tobogan|trampolín|trampolin|arena|césped|cesped|nieve|colchoneta)(?![a-z]))|envenenarme|cortarme las venas|pegarme un tiro|dispararme|quitarme de en medio|quitarse de en medio|quitarme del medio|quitarse del medio|aventarme (?:de|del|por|desde|al|a las|bajo)|(?:me|se) (?:quiero|quiere|voy a|va a|pienso|piensa) (?:aventar|lanzar|arrojar) (?:de|del|por|desde|al|a las|bajo))${RECOVERED_YEARS}${DENIED_AFTER}`,
      // the wish to die in other words: not deserving to live, no sense in living, better off if I died, "kiero morirme"
      `${QUIERO} (?:morirme|matarme|suicidarme|morir|desaparecer para siempre)${FIGURATIVE}|(?:mejor|ojalá|ojala|que|(?:por que|porque|xq|pq|por q) no) me (?:muero|muera|muriera)(?: ya| de una vez| hoy| esta noche)?${FIGURATIVE}(?= (?:[.,?]|y|pero|porque|ya|de una vez)|$)|no (?:merezco|merece|mereces) (?:vivir|estar viv[oa]|seguir viv[oa]|seguir aquí|seguir aqui|existir|seguir)|no (?:debería|deberia|debí|debi) (?:haber nacido|existir|estar viv[oa])|(?:qué|que|k|q|para qué|para que|pa que) sentido tiene (?:vivir|seguir|seguir viviendo|la vida|mi vida|despertarme)|(?:para qué|para que|pa que) (?:vivir|seguir viviendo)|no tiene (?:ningún |ningun )?sentido (?:vivir|seguir viviendo|seguir vivo|seguir viva|mi vida)|(?:mejor|tranquil[oa]s|felices|más a gusto|mas a gusto) ~4 si (?:yo |él |el |ella )?(?:me |se )?(?:desapareciera|desapareciese|muriera|muriese|no estuviera|no estuviese|no existiera|no existiese|no hubiera nacido)|(?:sobro|sobra|estoy de más|estoy de mas|está de más|esta de mas) (?:en este mundo|en esta vida|aquí|aqui|en esta familia|para todos|en el mundo)|(?:soy|me siento|me siento como) (?:una carga|un estorbo|un lastre)(?! (?:en|para) (?:el|la|mi) (?:trabajo|oficina|equipo|clase|empresa|curro|grupo))|(?:ya )?no (?:quiero|quiere|kiero) (?:estar|seguir) (?:aquí|aqui|en este mundo)(?! (?:en|con|trabajando|más tiempo|mas tiempo))|dolor de vivir`,
      `(?:me|se|te) (?:he |ha |has |e )?(?:quem|cort|golpe|arañ|aran|raj|pinch|lastim|marc|mord)[a-z]* ~5 (?:a propósito|a proposito|adrede|aposta|queriendo|para sentir algo|para sentir dolor|para castigarme|para castigarse|porque me lo merezco)|(?:me|se|te) (?:he |ha |has |e )?cortado las venas|(?:me|te) (?:golpeo|golpeas|doy|das|pego|pegas) (?:golpes |cabezazos |puñetazos )?(?:con )?(?:la cabeza )?contra (?:la|las|el) (?:pared|paredes|puerta|suelo)`,
      '(?:ha intentado|intentado|trató de|trato de|ha tratado de|intentó|intento) (?:ahorcarse|ahorcarme|colgarse|colgarme|matarse|matarme|suicidarse|suicidarme|envenenarse|envenenarme|tirarse|tirarme|quitarse la vida|quitarme la vida|cortarse las venas|cortarme las venas)',
      `(?:quiero|quisiera|quería|queria|ganas de|deseo|pienso en|pensando en|pensé en|planeo|intenté|intento|intentó|quiere|piensa en|pienso|piensa|prefiero|preferiría|mejor) (?:morir(?:me|se)?)${FIGURATIVE}|(?:quiero|quisiera|ganas de|deseo|voy a|pienso en|pensando en|pensé en|planeo|intenté|intento|pienso|prefiero|preferiría|mejor|(?:intentó|quiere|piensa en|va a|piensa)(?! (?:matarme|suicidarme|quitarme|hacerme|lastimarme|cortarme|tirarme|acabar con mi))) (?:matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida|acabar con (?:mi vida|su vida|todo)|hacerme daño|hacerse daño|lastimarme|lastimarse|cortarme|cortarse|desaparecer(?! (?:de|del) (?:las redes|redes|instagram|facebook|twitter|tiktok|internet|whatsapp|la oficina|el trabajo|la ciudad|casa|mi casa|aquí|aqui|grupo|chat|mapa|pueblo|trabajo|curro|insti|instituto|cole|colegio|clase|fiesta|foto)| (?:una temporada|unos días|unos dias|un rato|un tiempo|un fin de semana|una semana|del mapa un))|no despertar|dormir para siempre|tirarme|tirarse|colgarme|colgarse|ahorcarme|ahorcarse|dejar de existir|no existir)${RECOVERED_YEARS}`,
      `(?:me (?:quiero|quería|queria|voy a|iba a)|te (?:quieres|vas a|ibas a)|se (?:quiere|quería|queria|va a|iba a)) (?:matar(?! (?:a|de) (?:estudi|trabaj|entren|corr|curr|risa|cansa))|suicidar|suisidar|quitar la vida|ahorcar|pegar un tiro|cortar las venas|envenenar)|(?:me|se|te) (?:quiero|quiere|quieres|quería|queria) morir${FIGURATIVE}`,
      '(?:me mato|me voy a matar|me quito la vida|me suicido|se mata|se va a matar)(?! (?:trabajando|de risa|estudiando|a trabajar|a (?:estudi|entren|corr|curr)|de cansa|de hambre|por|(?:el|la|los|las|este|esta|mi|tu) (?!lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|día|dia|mes|fin|finde|semana|noche)))',
      `(?:me (?:cortaba|autolesionaba|lastimaba a propósito|hacía daño a propósito|hacia daño a proposito|quemaba a propósito)(?! (?:el|las|los|la) (?:pelo|uñas|cabello|flequillo|barba))|autolesi[a-z]*)${RECOVERED_YEARS}`,
      '(?:ya )?no (?:quiero|quiere|quieres|deseo|tengo ganas de|tiene ganas de) (?:seguir )?(?:vivir|bibir|vibir|viviendo|estar viv[oa]|existir|despertar|despertarme|volver a despertar(?:me)?)|(?:ya )?no (?:quiero|quiere|quieres|puedo|puede) seguir(?: (?:así|asi|adelante|aquí|aqui|viviendo|en este mundo|más|mas))?(?= (?:[.,?]|y|pero|porque|ya)|$)',
      'no (?:le |me )?(?:encuentro|veo|tiene|tengo|tiene) sentido (?:a )?(?:la|mi|su) vida|no (?:le |me )?(?:encuentro|veo) (?:ningún |ningun )?sentido a (?:seguir|vivir|seguir viviendo)|manguera ~4 (?:tubo de )?escape|no tengo (?:razones|motivos|ganas|razón|motivo) (?:para|de) vivir|(?:ningún|sin|ninguna) (?:motivo|razón|sentido) para vivir|no vale la pena vivir|(?:estarían|estarian|estaría|estaria|estarán|estaran|vivirían|vivirian|irían|irian|sería|seria|será|sera|iría|iria) mejor sin (?:mí|mi)|mejor si (?:yo )?no (?:estuviera|estuviese|existiera|existiese|hubiera nacido|estoy)|no (?:puedo|aguanto|soporto) (?:más|mas) (?:con )?(?:esta|mi) vida|mejor (?:estar )?muert[ao]|(?:prefiero|preferiría|preferiria) (?:estar )?muert[ao]|ojalá (?:estuviera|me muriera|no despertara|no despertar|no despertarme|me muera|no me despierte)',
      '(?:quiero|quisiera|deseo) que (?:todo )?(?:se acabe|se termine|termine|acabe|pare)(?! (?:ya )?(?:el|la|los|las|este|esta|estos|estas|ese|esa|mi|su|tu|de|con) )(?: (?:todo|ya|de una vez))?|que se acabe todo|(?:acabar|terminar) con todo(?! (?:el|la|los|las|lo que|tipo|esto del|eso del))|desaparecer para siempre|(?:desaparecer|irme) (?:de este mundo|del mundo|para siempre)|dejar de existir|dormir(?:me|se)? y no (?:despertar|volver a despertar)',
      `(?:ideas? (?:suicidas?|de suicidio|de matarme|de quitarme la vida)|pensamientos? (?:suicidas?|de suicidio|de matarme|de quitarme la vida|de muerte)|intento de suicidio|intenté suicidarme|intente suicidarme|intenté matarme|intente matarme|intenté quitarme la vida|intente quitarme la vida)${RECOVERED_YEARS}${DENIED_AFTER}|me (?:siento|sentía) suicida|estoy suicida`,
      `(?:me estoy|se está|se esta|me sigo|se sigue|sigo|me he estado|estoy|está|esta) (?:cortando|lastimando|haciendo daño|quemando|autolesionando|cortándome|cortandome|lastimándome|lastimandome|haciéndome daño|haciendome daño|quemándome|cortándose|cortandose|lastimándose|haciéndose daño)(?! (?:el|las|los|la) (?:pelo|uñas|cabello|flequillo|barba|dedo|mano|comida|pestañas|cejas|neuronas|sesos|codos))|me corto (?:los brazos|las piernas|las muñecas|a propósito|a proposito)|no (?:sé|se) si (?:voy a (?:poder )?|podré |podre |puedo )parar|(?:cortándome|cortandome|cortándose|cortandose|rajándome|rajandome)(?! (?:el|las|los|la|un|una) (?:pelo|uñas|cabello|flequillo|barba|dedo|puntas|flequillo|comida|pan|carne|verdura))`,
      'todo (?:pensado|planeado|decidido|preparado)(?: ,)? ~4 (?:lo hago|lo voy a hacer|lo haré|lo hare|me mato|me voy a matar)|soy (?:una carga|un estorbo|un peso|una molestia) (?:para|a)|ser una carga para|(?:nadie|ninguno) (?:me )?(?:echaría|echaria|extrañaría|extrañaria|notaría|notaria) (?:de menos|en falta|si (?:me muero|me voy|desaparezco))|(?:es|sería|seria) mejor (?:que )?(?:desaparecer|desaparezca|no estar|me muera|morirme)',
      `(?:esta noche|hoy|mañana|ahora|ahora mismo|ya) me (?:tomo|trago|bebo|meto) ~2 (?:todas|todos|toda|todo|una caja|el bote|un bote)|(?:voy a|vas a|va a|quiero|pienso|me dan ganas de) (?:tomarme|tomar|tragarme|tragar|beberme) ~2 (?:todas|todos|toda|todo|una caja|el bote|un bote|muchas|un montón de) ~3 ${PILLS}|(?:me he hecho|me hice|me hago|se ha hecho|se hizo|se hace|me estoy haciendo|se está haciendo|se esta haciendo) (?:cortes|heridas|rayas|marcas|quemaduras) (?:en|por) (?:los|las|mis|sus) (?:brazos|piernas|muñecas|muslos|antebrazos|tobillos|tripa|barriga)|(?:me|se) (?:corté|cortó|corte|corto|ha cortado|he cortado) (?:los brazos|las piernas|las muñecas|los muslos|los antebrazos)(?! con)(?!(?: [a-z0-9',.]+){0,6} (?:ahora|hoy) tengo \\d{2})`,
      `(?:cartas?|notas?|mensajes?|audios?|vídeos?|videos?|posts?) (?:de despedida|de suicidio|suicidas?)|(?:dejó|dejo|ha dejado|escribió|escribio|ha escrito|mandó|mando) (?:una |un )?(?:nota|carta|mensaje) ~5 (?:lo siente|lo sentía|perdón|perdon|nos quiere|os quiero|los quiero|les quiero|te quiero|adiós|adios|despid[a-z]*)|dormir(?:me|se)? para siempre|cansad[oa] de vivir(?! (?:en|con|aquí|aqui|acá|aca|así|asi|de alquiler|solo|sola|lejos|al día|al dia))|hart[oa] de vivir(?! (?:en|con|aquí|aqui|acá|aca|así|asi|de alquiler|solo|sola|lejos|al día|al dia))|hart[oa] de la vida(?= [.,?]|$| y| ya)|me corto (?:para|cuando|porque|cada|todas las|todos los|casi|a diario|siempre|otra vez|de nuevo)|(?:mejor|quiero|quisiera) acabar(?: con todo| ya| de una vez| con esto de una vez)?(?= (?:[.,?]|y|pero|porque)|$)|me (?:he )?cortado (?:más |mas )?(?:hondo|profundo)|como si no (?:fuera|fuese|fueras|fuese|fuéramos|fueramos) a (?:volver|verme|vernos|verla|verlo|estar)|se (?:ha )?(?:despedido|despidió|despidio) (?:de (?:mí|mi|nosotros|todos|todo el mundo)|como si)(?!(?: [a-z0-9',]+){0,4} (?:porque|antes de|para) (?:se va|irse|mudarse|se muda|viajar|se marcha))|ad[ií]os para siempre(?! (?:en|de) broma| bromeando| jaja)|(?:mensaje|audio|carta|nota|vídeo|video|post) ~3 (?:diciendo|que dice|que decía|que decia|despidiéndose|despidiendose) ~2 ad[ií]os|(?:publicado|publicó|publico|subió|subio|subido|escribió|escribio|escrito|mandó|mando|mandado|envió|envio|enviado|dejado|dejó) ~6 (?:una|un) despedida|(?:escrit[oa]|escribí|escribi|escribió|escribio|dejé|deje|dejó|dejo|dejado|preparado|redactado) ~3 (?:cartas?|notas?|una carta|una nota) ~8 (?:por si|despedida|para cuando|para después|para despues|cuando (?:no esté|ya no esté|me vaya))|(?:me estoy despidiendo|me despido|me despedí|se está despidiendo|se esta despidiendo|se despidió|se despidio|se despide|despedirme|despedirse) de (?:todos|todo el mundo|mi familia|su familia|ustedes|vosotros|mis hijos|sus hijos)`,
      '(?:se|me) (?:va|voy|quiere|quiero|iba|amenaza con|piensa|pienso) (?:a )?(?:tirar|tirarse|tirarme|lanzar|lanzarse|lanzarme|arrojar|arrojarse) (?:del|de un|de una|desde|por la|por el|al|a las|a la|bajo) ~2 (?:puente|ventana|balcón|balcon|edificio|azotea|techo|terraza|tren|metro|vías|vias|coche|camión|acantilado|vacío|vacio|piso|río|rio|mar|precipicio)|amenaz[a-z]* con (?:suicidarse|matarse|quitarse la vida|tirarse|cortarse|tomarse|hacerse daño)',
      `(?:tomármel[oa]s?|tomarmel[oa]s?|tragármel[oa]s?|tragarmel[oa]s?|bebérmel[oa]s?|bebermel[oa]s?) (?:entero|entera|enteros|enteras|todas|todos|todo|toda|de golpe|de una vez|juntas|juntos)|(?:me (?:las|los) (?:voy a|iba a)|se (?:las|los) (?:va a|iba a)) (?:tomar|tragar|beber) (?:todas|todos|de golpe|de una vez|juntas|juntos)|(?:esta noche|cuando (?:se duerman|se vayan|no haya nadie|estén dormidos|esten dormidos|me quede sol[oa])) me (?:las|los) (?:voy a tomar|tomo|trago|voy a tragar|tomaré|tomare)|(?:cuántas|cuantas|cuánto|cuanto|cuántos|cuantos|qué cantidad|que cantidad) ~3 (?:hacen falta|hace falta|se necesitan|necesito|necesitaría|necesitaria|hay que tomar|tendría que tomar|tendria que tomar|tengo que tomar) (?:para )?(?:no despertar(?:me)?|morir(?:me)?|matarme|dormir para siempre|no volver a despertar)|(?:usar(?:la|lo)?|usa|usaría|usaria|la usa|lo usa|la va a usar|disparar(?:se|me)?|apunt[a-z]*) ~3 contra (?:sí|si|mí|mi) mism[oa]|(?:pistola|arma|escopeta|revólver|revolver) ~3 (?:en|contra) (?:la|su|mi) (?:cabeza|sien|boca)|(?:esta|hoy|mañana) (?:es|será|sera|va a ser) (?:mi|su) (?:última|ultima) (?:noche|día|dia)(?! (?:en|de|del|con|aquí|aqui|allí|alli|allá|alla|fuera|trabajando))|(?:que )?no (?:me|la|lo|le) (?:busquen|busquéis|busqueis|busquemos|busques)|(?:(?:junt|acumul|ahorr|almacen|reun)[a-z]* ~2|guardando|(?:guardad|escondid|juntad|acumulad|ahorrad)[oa]s (?:todas|muchas|un montón de|un monton de|cientos de|decenas de|ya) (?:las |mis )?) ${PILLS}|${PILLS} (?:guardad|escondid|preparad|reservad|juntad)[a-z]* ~3 (?:para cuando|por si|para el día|para hacerlo|para tomármelas|para tomarmelas)|(?:para|y) (?:tomármelas|tomarmelas|tragármelas|tragarmelas|tomármelos|tomarmelos|tomarme|tragarme) (?:todas|todos|todo|de golpe|de una vez|juntas|juntos)|(?:cuerda|soga|pastillas|cuchillas?|pistola|arma|escopeta|veneno|matarratas) (?:guardad[oa]s?|escondid[oa]s?|preparad[oa]s?|en el armario|en un cajón|en el cajón|debajo de la cama)${GAP12DOT} (?:la|las|lo|los) (?:miro|cuento|reviso|toco|acaricio|vuelvo a contar)|(?:cuerda|soga) ~8 (?:colgarme|colgarse|ahorcarme|ahorcarse)|(?:sé|se|ya sé|ya se|tengo pensado|he pensado|he mirado|he visto|tengo claro) (?:dónde|donde|de dónde|de donde) (?:la )?(?:voy a colgar|colgaré|colgare|la cuelgo|atarla|la voy a atar|me voy a colgar|me cuelgo)|(?:cuerda|soga) ~4 (?:preparad[a-z]*|escondid[a-z]*|guardad[a-z]*|en el armario|debajo de la cama|en el cajón|atad[a-z]*|colgad[a-z]*|nudo|la miro|mirándola|mirandola)`,
    ],
    other_emergency: [
      // an erection that will not go down for hours (priapism)
      '(?:erección|ereccion) ~5 (?:no se (?:me |le )?(?:va|baja|quita|pasa)|desde hace (?:\\d+|[a-z]+) horas|(?:[4-9]|\\d\\d|cuatro|cinco|seis|siete|ocho|varias|muchas) horas)|(?:[4-9]|\\d\\d|cuatro|cinco|seis|siete|ocho|varias|muchas) horas ~4 (?:erección|ereccion)|priapismo',
      // an electric shock from high voltage or lightning, or told as electrocution
      '(?:descarga|calambrazo|chispazo|corrientazo) ~5 (?:alta tensión|alta tension|torre eléctrica|torre electrica|poste de la luz|catenaria|cable de la luz|línea eléctrica|linea electrica|cables? de alta)|electrocutad[oa]|se (?:ha )?electrocut[oó]|(?:le|me|les) (?:ha )?(?:caído|caido|cayó|cayo|dio|dado) un rayo|(?:alcanzad[oa]|fulminad[oa]) por un rayo',
      'no (?:siente|siento|sentía|sentia|nota|noto) (?:las|sus|mis|los|ni las|ni los) (?:piernas|brazos|pies)(?! (?:cansad[a-z]*|pesad[a-z]*|hinchad[a-z]*|doloridas|agotad[a-z]*|tan|igual|como|después|despues|al|cuando|bien))|(?:se )?(?:tiró|tiro|tiré|tire|lanzó|lanzo|cayó|cayo|tirarse|tirarme) de cabeza (?:a|en|al) (?:la|el) (?:piscina|pileta|alberca|agua|río|rio|mar|poza)',
      'se (?:le|me|te) (?:congeló|congelo|congelaron|ha congelado|han congelado|heló|helo) (?:el|la|los|las) (?:pie|pies|mano|manos|pierna|piernas|dedos|nariz|orejas)(?: [a-z0-9,]+){0,8} (?:blanc[oa]s?|negr[oa]s?|morad[oa]s?|no (?:lo|la|los|las|le) (?:siente|siento|sienten)|dur[oa]s?|ampollas)|(?:perro|perros|pitbull|rottweiler|dogo|animal) ~3 (?:mordi[oó]|mordido|atac[oó]|ataco|atacado|ha mordido|ha atacado|destroz[a-z]*) ~10 (?:herida|heridas|mordida|mordedura|corte|desgarro|carne) ~2 (?:enorme|enormes|grande|grandes|profunda|profundas|muy fea|horrible|abierta|colgando)|(?:perro|perros|pitbull|rottweiler|dogo) ~3 (?:mordi[oó]|mordido|atac[oó]|ataco|atacado|ha mordido|ha atacado) ~5 (?:en )?(?:la|el|su) (?:cara|cuello|cabeza)',
      '(?:saltado|salpicado|entrado|caído|caido|saltó|salto|salpicó|salpico|entró|entro|cayó|cayo|echado|echó|echo) ~3 (?:lejía|lejia|ácido|acido|sosa|cal viva|cal|cemento|amoniaco|amoníaco|cloro|salfumán|salfuman|producto químico|producto quimico|productos químicos|productos quimicos|químico|quimico|desatascador|limpiahornos|quitagrasas|desengrasante|disolvente|lavavajillas|friegaplatos|detergente|gasolina|productos? de limpieza|limpiador(?:es)?) ~2 (?:a|al|en|a los|en los|en el|dentro del?) (?:los |el |mis |sus |un |ambos )?ojos?|(?:lejía|lejia|ácido|acido|sosa|cal viva|cemento|amoniaco|amoníaco|cloro|salfumán|salfuman|producto químico|producto quimico|químico|quimico|desatascador|limpiahornos|quitagrasas|desengrasante|disolvente|gasolina|productos? de limpieza|limpiador(?:es)?(?: de (?:horno|hornos|baño|bano|suelos?|cristales))?) ~4 (?:en (?:los|el|mis|sus|un|ambos)|a (?:los|mis|sus|ambos)|al|dentro de(?:l| los)) ojos?|(?:saltado|salpicado|entrado|caído|caido|saltó|salto|salpicó|salpico|entró|entro|cayó|cayo|echado|echó|echo|metido|metió|metio) (?:a|al|en|a los|en los|en el|dentro del?) (?:los |el |mis |sus |un |ambos )?ojos? ~4 (?:lejía|lejia|ácido|acido|sosa|cal viva|cal|cemento|amoniaco|amoníaco|cloro|salfumán|salfuman|producto químico|producto quimico|productos químicos|productos quimicos|químico|quimico|desatascador|limpiahornos|quitagrasas|desengrasante|disolvente|lavavajillas|friegaplatos|detergente|gasolina|productos? de limpieza|limpiador(?:es)?)',
      'golpe de calor (?:grave|fuerte|muy fuerte|severo)|(?:insolación|insolacion|golpe de calor) ~6 (?:confus[a-z]*|confundid[oa]|desorientad[oa]|delira[a-z]*|no responde|no reacciona|desmay[a-z]*|convuls[a-z]*|no suda|dejó de sudar|dejo de sudar)|coma (?:diabético|diabetico|hipoglucémico|hipoglucemico)',
      "(?:testículos?|testiculos?|escroto|huevos?) (?:muy |super )?(?:hinchad[oa]s?|inflamad[oa]s?|morad[oa]s?)(?: [a-z,]+){0,8} (?:duele|dolor|horrores|muchísimo|muchisimo|insoportable|no aguanto)",
      '(?:atrapad[oa]s?|aprisionad[oa]s?) (?:en|dentro de|bajo|entre) (?:el|la|los|las|un|una) (?:coche|carro|auto|camión|camion|hierros|escombros|vehículo|vehiculo|chatarra)|(?:está|esta|quedó|quedo|se quedó|se quedo|sigue|quedaron|están|estan) atrapad[oa]s? ~6 (?:sangr[a-z]*|no (?:se mueve|responde|puede salir)|herid[oa]s?|inconsciente)',
      // a bone showing through the skin
      '(?:hueso|huesos) ~3 (?:salido|fuera|afuera|expuesto|asomando|por fuera)|fractura (?:abierta|expuesta)|se (?:le |me )?ve el hueso|(?:se le sale|le sale|se me sale|me sale) (?:el|un) hueso',
      '(?:llamo|llamar|llamé|llamamos|llama|llamen|llamad|llame|pido|pedir|pidan|pedid|necesito|necesitamos|mandar|manden|que venga|he llamado|hemos llamado|ya llamé|ya llamamos|esperando) (?:a |al |a la )?(?:una |la )?(?:ambulancia|emergencias|911|112|061|paramédicos|same|samu|uvi móvil|uvi movil)|(?:llamen|llamad|llame|pidan|manden|necesito|necesitamos|que venga) (?:a )?(?:urgencias|un médico|un medico)(?: ya| urgente| por favor)?',
      '(?:accidente|choque|vuelco) (?:de|con|del) (?:coche|moto|tráfico|trafico|carro|auto|camión|camion|bici|bicicleta) (?:muy )?(?:grave|gravísimo|gravisimo|fuerte|feo)(?! (?:no|\\?))|(?:accidente|choque|vuelco) (?:de|con|del) (?:coche|moto|tráfico|trafico|carro|auto|camión|camion|bici|bicicleta) ~8 (?:atrapad[oa]|sangr[a-z]*|inconsciente|no se mueve|no responde|no reacciona|herid[oa]s?|roto|rota)|(?:se|me|le) (?:ha |han |he )?(?:clavado|clavó|clavo|clavé|clave|clavaron) (?:un|una|el|la|unas) (?:cuchillo|navaja|tijeras|destornillador|hierro|barra|varilla|cristal|punzón|punzon|hacha|cuchilla)|atropell[a-z]*(?! (?:(?:una|un|el|la) (?:bici|bicicleta|patinete|carrito|triciclo|monopatín|monopatin) (?:en )?(?:el|la|los|un|mi|su) (?:pie|pies|dedo|dedos|tobillo)|(?:el|los|un|mi) (?:pie|pies|dedo|dedos|tobillo) con (?:el|la|una|un|su|mi) (?:bici|bicicleta|patinete|carrito|triciclo|monopatín|monopatin)))|se (?:cayó|cayo|ha caído|ha caido|cae) (?:del|de la|de un|de una|desde el|desde la|desde un|desde una) (?:techo|tejado|escalera|balcón|balcon|ventana|primer piso|segundo piso|tercer piso|cuarto piso|primera planta|segunda planta|andamio|altura|árbol|arbol|azotea|muro|tapia|precipicio|barranco)|(?:se|me|te) (?:cayó|cayo|ha caído|ha caido|cae|caí|he caído|he caido) (?:del|de la|de un|de una|desde el|desde la|desde un|desde una|de lo alto del?) (?:techo|tejado|balcón|balcon|ventana|(?:primer|segundo|tercer|cuarto|quinto) piso|(?:primera|segunda|tercera) planta|andamio|azotea|terraza|terrado|precipicio|barranco|acantilado|puente|edificio|grúa|grua|tercero|segundo|cuarto)|se (?:cayó|cayo|ha caído|ha caido|cae) por (?:la|el|una|un) (?:ventana|balcón|balcon|barandilla|hueco de la escalera|terraza|azotea|tejado|precipicio|barranco)',
      `${CANT} (?:mover|sentir) (?:las|sus|mis) (?:piernas|brazos)|(?:cortado|cortó|corto|arrancado|arrancó|arranco|amputado|amputó|seccionado) ~3 (?:un|el|dos|tres|varios|la|una) (?:dedo|dedos|mano|pie|oreja|falange) (?:entero|entera|enteros|de cuajo|por completo|de raíz|de raiz)|(?:dedo|dedos|mano|pie|oreja) (?:amputad[oa]s?|arrancad[oa]s?|cortad[oa]s? de cuajo|colgando)|amputaci[oó]n traum[aá]tica|(?:caído|caido|cayó|cayo|caer|caerse|caí|cai) (?:por|de) (?:las|la) escaleras? ~6 ${CANT} (?:levantarse|levantarme|moverse|moverme|ponerse de pie|ponerme de pie|mover las piernas)`,
      '(?:pic[oó]|picado|picadura|mordi[oó]|mordido|mordedura) ~4 (?:alacrán|alacran|escorpión|escorpion|víbora|vibora|serpiente|culebra|viuda negra|araña violinista|carabela portuguesa)|(?:alacrán|alacran|escorpión|escorpion|víbora|vibora|serpiente|culebra|viuda negra|araña violinista) ~4 (?:le |me |nos )?(?:picó|pico|mordió|mordio|ha picado|ha mordido)|hipotermia|(?:helad[oa]|congelad[oa]|frí[oa] como el hielo) ~4 (?:confus[oa]|confundid[oa]|no responde|adormilad[oa]|somnolient[oa])|(?:lleva|llevaba|estuvo|pasó|paso|ha estado) (?:horas|toda la noche|mucho tiempo|muchas horas) (?:en el suelo|en el piso|tirad[oa])|coma diabético|cetoacidosis|golpe de calor|torsión (?:testicular|de testículo|del testículo)',
      '(?:barriga|tripa|panza|abdomen|vientre|estómago|estomago) ~3 (?:dur[oa] como (?:una )?(?:tabla|piedra|roca)|rígid[oa]|tiesa|en tabla|como (?:una )?(?:tabla|piedra|roca))|(?:abdomen|vientre) en tabla',
      '(?:pierna|brazo|hueso|tobillo|muñeca) ~3 (?:doblad[oa]|torcid[oa]|girad[oa]) (?:al revés|al reves|hacia atrás|para atrás|en ángulo|para el otro lado|hacia (?:a)?fuera|para (?:a)?fuera|en un ángulo raro|en una posición rara|en una posicion rara)|(?:se le ve|se ve|sale|asoma|se asoma|se sale) el hueso|fractura (?:abierta|expuesta)|hueso (?:roto )?(?:asomando|por fuera|saliendo|expuesto)',
      '(?:azúcar|azucar|glucosa|glucemia|dextro|glucómetro|glucometro|sugar) ~4 (?:en |de |a |marca |da |sale |salió |salio )?(?:[1-4]\\d|[5-9]\\d\\d|[1-9]\\d\\d\\d)(?! (?:años|kilos|gramos|gr|g|cucharadas|por ciento|%|días|dias|semanas))|apuñal[a-z]*|acuchill[a-z]*|puñalada|navajazo|cuchillada|herida de (?:bala|arma blanca|arma de fuego|cuchillo|navaja)|balazo|baleado|baleada|tirotead[oa]|(?:le|me|nos|les) (?:dieron|pegaron|metieron) un (?:tiro|balazo|disparo|escopetazo)|(?:le|me|nos) (?:dispararon|pegaron un tiro|dieron un tiro|clavaron un cuchillo)',
    ],
  },
  conditional: [
    // a blow or crash, then memory that does not hold or a headache that grows: "después del choque se le olvida lo que le digo"
    {
      category: 'head_injury',
      reach: 60,
      pattern: 'se (?:le|me|te) (?:olvida|olvidan|olvidaba|olvidó|olvido) ~3 (?:lo que|todo|las cosas|enseguida|al momento|al rato|cada)|(?:olvida|olvidando|olvidándose|olvidandose) (?:todo|lo que|las cosas) ~3 (?:enseguida|al momento|cada|otra vez)|no (?:se acuerda|recuerda|me acuerdo|recuerdo) de lo que (?:le|me|te) (?:acabo de decir|acaban de decir|digo|dicen|dije|dijeron)|pregunta (?:cada|a cada) ~3 (?:minutos?|rato) (?:lo mismo|qué|que|dónde|donde)|(?:me|le|te) duele (?:la cabeza )?cada vez (?:más|mas)|(?:el )?dolor de cabeza (?:va a más|va a mas|cada vez (?:más|mas|peor)|empeora|aumenta)',
      context: `${CRASH}|${HEAD_BLOW}|(?:después|despues|desde|tras) (?:del|el|un|una|la) (?:choque|accidente|golpe|golpazo|porrazo|trompazo|caída|caida|atropello|impacto|topetazo)`,
    },
    // a baby or small child, after a knock on the head, floppy, silent or with a soft swelling
    {
      category: 'head_injury',
      reach: 40,
      pattern: '(?:está|esta|se (?:ve|puso|pone|quedó|quedo|ha quedado|queda)|la veo|lo veo|le veo|ahora) (?:muy |toda |todo |super |como )?(?:floj[oa]|flojit[oa]|blandit[oa]|desmadejad[oa]|como (?:un )?trapo|sin fuerza)(?! (?:el|la|los|las|un|una) (?:diente|dientes|muela|muelas|paleta))|no llora(?! (?:mucho|tanto|nada raro))|(?:chich[oó]n|bulto|hinchazón|hinchazon|huevo|hematoma) ~3 (?:blando|blandit[oa]|esponjos[oa]|hundid[oa]|enorme|gigante|muy grande|grandísimo|grandisimo)',
      context: `${HEAD_BLOW}|(?:cayó|cayo|caído|caido|cae|cayéndose|cayendose|resbaló|resbalo|tiró|tiro) ~3 (?:del|de la|desde el|desde la) (?:cambiador|trona|carrito|cuna|hamaca|portabebés|portabebes|sillita|mesa de cambiar|cama|sofá|sofa|brazos|encimera|litera)`,
    },
    // a baby who fell from a changing table, a high chair or a pram, with the head or a danger sign anywhere
    {
      category: 'head_injury',
      scope: 'message',
      pattern: '(?:cayó|cayo|caído|caido|cae|cayéndose|cayendose|resbaló|resbalo|tiró|tiro) ~3 (?:del|de la|desde el|desde la) (?:cambiador|trona|carrito|cuna|hamaca|portabebés|portabebes|mesa de cambiar)',
      context: 'cabeza|cabecita|chich[oó]n|bulto|floj[oa]|no llora|vomit[a-z]*|devuelto|dormid[oa]|adormilad[oa]|somnolient[oa]|rar[oa]|llanto|no (?:despierta|reacciona|responde)',
    },
    // blood that spurts or pulses out of a wound: "la sangre late y salta", "sale a saltos"
    {
      category: 'severe_bleeding',
      scope: 'message',
      pattern: '(?:la )?sangre ~3 (?:salta|saltaba|saltando|sale a saltos|a saltos|late y (?:salta|sale)|sale latiendo|brota|brotaba|pulsa|pulsando|con cada latido|al ritmo del (?:corazón|corazon|pulso))|(?:sangra|sangraba|sangrando) (?:a saltos|con cada latido|al ritmo del (?:corazón|corazon|pulso))',
      context: 'cort[a-z]*|tajo|herida|raj[a-z]*|cuchill[a-z]*|navaja|cristal|vidrio|sierra|hacha|tijeras|muñeca|muneca|brazo|pierna|mano|cuello|ingle|muslo|dedo|cabeza|pie',
    },
    // an asthma or breathing attack with the neck or ribs pulled in, or no voice left
    {
      category: 'breathing',
      scope: 'message',
      pattern: '(?:cuello|costillas|clavículas|claviculas|garganta|hueco del cuello|entre las costillas|debajo de las costillas|pecho) ~3 (?:marcad[oa]s?|hundid[oa]s?|se (?:le |me |te )?(?:hunde|hunden|marca|marcan|mete|meten|chupa|chupan))|se (?:le|me|te) (?:marca|marcan|hunde|hunden|mete|meten) ~2 (?:el cuello|las costillas|las clavículas|las claviculas|la garganta|el pecho)|tiraje|no (?:le|me|te) sale (?:ni )?la voz|no (?:puede|puedo|podía|podia) (?:ni )?(?:hablar|terminar (?:las |una )?frases?|acabar (?:las |una )?frases?)|(?:habla|hablando) (?:a|con|en) (?:palabras sueltas|monosílabos|monosilabos)',
      context: 'asma|asmátic[oa]|asmatic[oa]|inhalador|ventolin|ventolín|salbutamol|bronquiolitis|broncoespasmo|crisis respiratoria|ahog[a-z]*|silb[a-z]*|pitos|(?:le|me|te) falta (?:el )?aire|falta de aire|no (?:puede|puedo|podía|podia) respirar|respira (?:muy )?(?:mal|rápido|rapido|fatal|con dificultad|con esfuerzo)|(?:al|para) respirar|fatiga',
    },
    // shaking all over that starts with a fall, lasts minutes, is a first time or turns blue: a fit, not a shiver
    {
      category: 'seizure',
      reach: 20,
      pattern: '(?:se )?(?:puso|pone|empezó|empezo|empieza|ha empezado|comenzó|comenzo|echó|echo|quedó|quedo) a temblar(?! (?:de|por) (?:frío|frio|fiebre|miedo|nervios|susto|la fiebre|el frío|el frio))|temblores (?:en|por) todo el cuerpo|(?:tiembla|temblaba|temblando|temblar) (?:todo el cuerpo|entero|entera|de pies a cabeza)',
      context: 'epil[eé]p[a-z]*|convuls[a-z]*|morad[oa]s?|azul(?:es)?|amoratad[oa]s?|primera vez|nunca (?:le|me) (?:había|habia|ha) pasado|ojos en blanco|mirada (?:perdida|fija)|espuma|babe[a-z]*|no (?:responde|reacciona|contesta)|inconsciente|(?:se )?(?:cayó|cayo|cae|desplomó|desplomo|desplom[a-z]*) (?:al suelo|redond[oa]|de golpe)?|(?:[5-9]|[1-9]\\d|cinco|seis|siete|ocho|nueve|diez|quince|veinte) minutos',
    },
    // party drugs or pills at a party, then burning hot, shaking or wide pupils
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:tomó|tomo|tomado|tomaron|se (?:ha )?(?:tomado|tomó|tomo|metido|metió|metio)|me (?:metí|meti|tomé|tome)|tragó|trago|le (?:dieron|han dado|pasaron)) (?:unas? |unos |algunas |varias |dos |tres |media |medio )?(?:pastillas?|pastis?|pirulas?|rulas?|pastillitas|drogas?|algo)(?: [a-z]+){0,3} (?:en|de|durante|a la salida de) (?:una|la|un|el) (?:fiesta|discoteca|disco|boliche|festival|rave|concierto|botellón|botellon|after|antro|boda)|(?:tomó|tomo|tomado|tomaron|se (?:ha )?(?:tomado|tomó|tomo|metido|metió|metio)|consumi[oó]|me (?:metí|meti)) (?:un |una |unas |unos |algo de |media |medio )?(?:éxtasis|extasis|mdma|molly|cristal|tusi|ketamina|keta|speed|anfetaminas?|pirulas?|rulas?)',
      context: 'convuls[a-z]*|ardiendo|muy caliente|tembl[a-z]*|no responde|no reacciona|inconsciente|alucin[a-z]*|delira[a-z]*|(?:corazón|corazon) (?:a mil|muy rápido|muy rapido)|pupilas ~2 (?:enormes|gigantes|dilatad[ao]s|como platos)|tirad[oa]|morad[oa]|vomit[a-z]*|muy mal|fatal|paranoi[a-z]*|agresiv[oa]|rígid[oa]|rigid[oa]|mandíbula|mandibula|sud[a-z]* (?:muchísimo|muchisimo|a mares|mucho)',
    },
    // fever with spots like bruises or blood spots, or spreading fast: a rash of meningitis until shown otherwise
    {
      category: 'meningitis',
      scope: 'message',
      pattern: '(?:manchas|manchitas|puntitos|puntos|pintitas|marcas) ~3 (?:como|tipo|parecidas a|que parecen) (?:moretones|moratones|cardenales|hematomas|sangre|golpes|morad[oa]s?)|(?:moretones|moratones|cardenales|hematomas) (?:que|sin) ~4 (?:golpe|golpes|motivo|razón|razon|explicación|explicacion)|(?:manchas|manchitas|puntitos|puntos|pintitas) (?:morad[oa]s|granates?|violetas?|color vino)|(?:manchas|manchitas|puntitos|sarpullido|moretones|moratones) ~5 (?:se extienden|se están extendiendo|se estan extendiendo|extendiéndose|extendiendose|aumentan|cada vez (?:más|mas)|en (?:una|media) hora|en (?:pocas|unas) horas)',
      context: FEVER,
    },
    // early pregnancy told as a late period, with one-sided or shoulder-tip pain: a possible ectopic
    {
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:dolor|punzada|pinchazo|puntada) (?:muy )?(?:fuerte|intenso|terrible|insoportable|horrible|punzante|fortísimo|fortisimo|agudo) ~4 (?:lado|costado|ovario)|(?:dolor|punzada|pinchazo|duele) ~4 (?:lado|costado|ovario) ~5 (?:desmay[a-z]*|mare[a-z]*|hombro|sangr[a-z]*)|(?:me|le|te) duele (?:mucho )?(?:la punta del |el )hombro|dolor (?:en|de) (?:la punta del |el )hombro',
      context: '(?:retraso|atraso) (?:de|en) (?:la )?(?:regla|menstruación|menstruacion|periodo|período)|(?:retraso|atraso) (?:de )?(?:\\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|unos|varios) (?:semanas|días|dias)|(?:tengo|tiene|llevo|lleva) (?:un )?(?:retraso|atraso)(?! (?:en|de) (?:el|la|los|las) (?:vuelo|tren|entrega|pago|trabajo|obra))|no (?:me|le) (?:ha )?(?:bajado|venido|llegado) (?:la regla|el periodo|el período|la menstruación|la menstruacion)|(?:la regla|el periodo|el período) no (?:me|le) (?:ha )?(?:bajado|venido|llegado|baja|viene)',
    },
    // paracetamol taken for days above the daily maximum ("como 8 gramos al día"), or "a lo loco"
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:tomando|tomé|tome|tomado|tomó|tomo|tomaba|me tomo|se toma|llevo|lleva|llevaba|como|unos|casi|más de|mas de|hasta) (?:unos |casi |como |más de |mas de )?(?:[5-9]|1\\d|cinco|seis|siete|ocho|nueve|diez|doce|quince) (?:gramos|g|gr|grs)(?: de (?:paracetamol|acetaminofeno|acetaminofen))? (?:al|por|cada|diarios|a la|en (?:un|el|todo el)) (?:día|dia|jornada)|(?:paracetamol|acetaminofeno|acetaminofen|gelocatil|termalgin|efferalgan|dafalgan|panadol|tylenol|tempra) (?:a lo loco|como (?:si fueran )?caramelos|a puñados|sin control|a lo bestia)',
      context: 'paracetamol|acetaminofeno|acetaminofen|gelocatil|termalgin|efferalgan|dafalgan|panadol|tylenol|tempra',
    },
    // pressing on a wound for minutes and it does not stop
    {
      category: 'severe_bleeding',
      scope: 'message',
      pattern: `(?:apretando|presionando|aprieto|apreto|apretamos|presiono|presionamos|haciendo presi[oó]n|hago presi[oó]n|hacemos presi[oó]n|le aprieto|le presiono)(?: [a-z0-9']+){0,4} (?:y|pero|y aun asi|y todavia|y sigue) (?:no (?:para|paró|paro|se para|se corta|se detiene|deja de salir)|sigue (?:sangrando|saliendo|chorreando))`,
      context: 'cort[a-z]*|herida|sangr[a-z]*|tajo|corte|raj[a-z]*|cristal|vidrio|cuchillo|navaja',
    },
    // chest pain told by what goes with it
    {
      category: 'chest_pain',
      reach: 60,
      pattern: '(?:se me va|se le va|se va|baja|bajando|me baja|le baja|irradia[a-z]*|corre|se corre|sube|subiendo|se extiende|se pasa|llega|me llega|le llega|agarra|le agarra|me agarra|coge) ~3 (?:al|a la|a los|hacia el|hacia la|por el|por la|en el|en la|hasta el|hasta la|la|el) (?:brazo|brazos|cuello|espalda|hombro|mandíbula|mandibula)|brazo izquierdo ~2 (?:dormido|adormecido|entumido|pesado|hormigue[a-z]*|se me duerme|se le duerme)|se (?:me|le) (?:duerme|duerma|durmió|durmio|adormece|adormezca|ha dormido|está durmiendo|esta durmiendo) el brazo izquierdo',
      context: `${CHEST_SIGN}|sudor[a-z]*|sudando|sudad[oa]|sudoros[oa]|(?:fr[ií][oa]|pálid[oa]|palid[oa]) y sud[a-z]*`,
    },
    {
      // the arm or the chest told vaguely, the other sign near it and not denied
      category: 'chest_pain',
      reach: 40,
      pattern: `(?:me|le|te) (?:hormiguea|hormigueaba|hormiguean|duerme|duerma|durmió|durmio|adormece|pesa|pesaba|duele|duelen) (?:mucho |un poco )?(?:el|los|mi|su) brazos?(?: izquierdo)?|hormigueo (?:en|por) (?:el|los|mi|su) brazos?`,
      context: `${CHEST_SIGN}|sud(?:ando|o|a|or|ores)|sudad[oa]|transpir[a-z]*|presión|presion|opresión|opresion|aprieta|apretad[oa]|oprim[a-z]*|como un peso`,
    },
    {
      category: 'chest_pain',
      reach: 40,
      pattern: `(?:me|le|te) (?:molesta|molestaba|arde|ardía|ardia|quema|quemaba|pincha|pinchaba|pesa|pesaba) (?:mucho |muchísimo |muchisimo |bastante )?(?:el|mi|su) ${CHEST}`,
      context: `corazón|corazon|infarto|brazo|mandíbula|mandibula|quijada|espalda|omóplatos|omoplatos|paletillas|vomit[a-z]*|náuseas|nauseas|sud(?:ando|o|a|or|ores)|sudad[oa]|sudadit[oa]|transpir[a-z]*|presión|presion|opresión|opresion|aprieta|apretad[oa]|oprim[a-z]*|como un peso|aire|respirar|mare[a-z]*|desmay[a-z]*`,
    },
    {
      category: 'chest_pain',
      pattern: 'sud(?:ando|o|a|or|ores) fr[ií]os?|sudor(?:es)? fr[ií]os?|sudando (?:a mares|mucho|muchísimo|muchisimo|a chorros)|empapad[oa] en sudor|transpirando|(?:sudoros[oa]|sudad[oa]) ~2 (?:y )?pálid[oa]|(?:muy|tod[oa]|empapad[oa]) (?:sudad[oa]|sudoros[oa])|(?:me|le) sudan las manos',
      context: CHEST_SIGN,
    },
    // stroke told by what it does
    {
      category: 'stroke',
      reach: 30,
      pattern: `${CANT} (?:mover|levantar|alzar|sentir|usar|cerrar|abrir|apretar|agarrar|coger|sujetar|sostener|subir|mantener) (?:bien )?(?:el|la|su|mi|tu|esa|ese|este|esta|los dos|las dos|ambos|ambas) (?:brazo|pierna|mano|pie)s?|(?:uno|un brazo|el brazo|una pierna|la pierna|una mano|la mano) se (?:le|me) (?:cae|caía|caia|baja|bajaba|va cayendo|va para abajo)(?! (?:de|del|al) (?:sueño|sueno|cansancio))`,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_SIDE}|derrame|ictus|baba|babea`,
    },
    {
      category: 'stroke',
      pattern: '(?:perd[a-z]*|pierd[a-z]*) el equilibrio|(?:no (?:puede|puedo|podía|podia|pueda|poder|pudo)) (?:caminar|andar|mantenerse en pie|tenerse en pie|ponerse de pie) (?:recto|derecho|en línea recta|sin caerse|bien)|(?:camina|caminando|camino|anda|andando|ando) (?:muy )?(?:raro|rara|torcido|torcida|chueco|chueca|de lado|ladead[oa]|como borrach[oa]|arrastrando (?:una|la) pierna)|como (?:si estuviera |si fuera )?borrach[oa]|se (?:va|cae|inclina|ladea|tuerce) (?:hacia|para) (?:un|el) lado|(?:arrastra|arrastrando|arrastro|arrastraba) (?:una|la|el|un) (?:pierna|pie)|(?:se )?(?:cae|cayó|cayo|caía|caia|va|fue|iba|inclina|inclinó|ladea|ladeó|tuerce|torció) (?:hacia|para) (?:la )?(?:izquierda|derecha)|(?:veo|ve|viendo|ver|vemos) (?:todo |las cosas )?doble|se (?:va|cae|inclina|ladea|tuerce) de lado|visión doble|(?:se (?:le|me) )?(?:caen|caían|caian|cae|caía|cayó|cayo) (?:las cosas|el vaso|la taza|el tenedor|la cuchara|todo) (?:de la mano|de las manos)|se (?:le|me) (?:caen|caían|caian|cae|caía|cayó|cayo|ha caído|ha caido|han caído|han caido) (?:las cosas|el vaso|la taza|el tenedor|la cuchara|el cuchillo|la copa|el móvil|el movil|el teléfono|el telefono|el celular|el boli|el bolígrafo|la pluma|el lápiz)|(?:camina|caminando|camino|anda|andando|ando|se va|se iba|se fue|se desvía|se desvia) ~3 (?:hacia|para|de|a) (?:un|el|su|mi) (?:lado|costado)|no (?:coordina|coordino|coordinaba)|(?:un lado|una mitad|la mitad|un costado) no (?:se (?:le |me )?)?(?:mueve|movía|movia|responde|sube)|(?:torpe|torpeza) (?:de|con|en) (?:la|una|su|mi) (?:mano|pierna)|(?:no (?:puede|puedo|podía|podia|pueda|pudo)) (?:agarrar|sujetar|coger|sostener) (?:el|la|los|las|nada)|(?:se (?:choca|está chocando|esta chocando|chocaba)|choca|chocaba|chocando|se tropieza|tropieza|tropezando|se golpea) (?:con|contra) (?:todo|las cosas|los muebles|las puertas|las paredes)|no (?:puede|puedo|pueda) sonre[ií]r|no (?:me |nos |le )?entiende (?:nada|lo que (?:le )?(?:decimos|digo|dicen|hablamos|decía|decia))|(?:se )?(?:nubl|borr)[a-z]* la vista de un ojo|(?:veo|ve) (?:borroso|nublado|negro) (?:de|por) un ojo',
      reach: 30,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_LIMB}|${STROKE_SIDE}|derrame|ictus|${SOFT_PAIR}|(?:ve|veo|viendo) doble|visión doble|vision doble`,
    },
    {
      category: 'stroke',
      pattern: `(?:se (?:me|le|te) (?:ha )?(?:durmió|durmio|dormido|duerme|duerma|adormece|adormeció|adormecio|adormecido|entumió|entumio|entumido|paralizado|paralizó|paralizo)|(?:dormid[oa]s?|adormecid[oa]s?|entumid[oa]s?|acorchad[oa]s?|paralizad[oa]s?)) ~3 (?:la|el|media|toda la|todo el|mi|su) (?:cara|boca|mano|brazo|pierna|lado|labio)|(?:mano|brazo|pierna|pie|cara) (?:y|e) (?:la |el )?(?:mano|brazo|pierna|pie|cara) ~2 (?:dormid[oa]s|adormecid[oa]s|entumid[oa]s|acorchad[oa]s|paralizad[oa]s|sin fuerza|flojos|flojas)|(?:cara|boca|mano|brazo|pierna|labio) ~4 (?:acorchad[oa]|adormecid[oa]|entumecid[oa])|(?:perd[ií]|pierdo|perdió|perdio|pierde|sin|falta de|no tengo|no tiene|poca|se (?:me|le|te) (?:fue|ha ido|va|iba)) (?:la )?fuerza (?:en|de|del) (?:el|la|un|una|mi|su|los|las|este|ese) (?:brazo|pierna|mano|lado|pie)s?|(?:brazo|pierna|mano) ~2 (?:flojo|floja|sin fuerza|muert[oa]|como muert[oa]|caíd[oa]|caid[oa]|colgando)`,
      reach: 30,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_SIDE}|derrame|ictus`,
    },
    {
      // confusion that began today in someone well yesterday: "desorientada desde esta mañana, anoche estaba bien"
      category: 'stroke',
      reach: 25,
      pattern: 'confundid[oa](?! (?:con|sobre|respecto|acerca|de si|por))|desorientad[oa]|no (?:sabe|sabía|sabia) (?:ni )?(?:dónde|donde) (?:está|esta|estaba|vive)|no (?:(?:me|nos|le|la|lo|los) )?(?:reconoce|reconocía|reconocia)(?: (?:a|su|sus|la|el|nada|nadie))?',
      context: SUDDEN,
    },
    {
      category: 'stroke',
      pattern: `(?:habla|hablo|hablaba|está hablando|esta hablando) (?:muy )?mal|debilidad (?:en|de|del) (?:el |la |un |una |mi |su )?(?:brazo|pierna|mano|lado|pie) ${SIDE}|(?:no (?:puede|puedo|pudo|sabe)) (?:escribir|leer)(?: (?:ni|y) (?:escribir|leer|hablar))?|(?:letras|palabras) (?:no tienen sentido|sin sentido)|(?:le|me|te) cuesta (?:mucho )?(?:encontrar (?:las )?palabras|articular|vocalizar)|no (?:encuentra|encuentro) (?:las )?palabras|(?:mano|brazo|pierna|pie) (?:derech[oa] |izquierd[oa] )?(?:muy )?torpe|(?:contesta|responde|dice|suelta|habla) ~4 (?:cosas|palabras|frases) (?:que|q) no tienen (?:ni )?(?:nada (?:que|q) ver|sentido|pies ni cabeza)|(?:contesta|responde) ~3 (?:cosas|palabras) sin sentido`,
      reach: 30,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_LIMB}|${STROKE_SIDE}|derrame|ictus`,
    },
    // sudden headache told by its severity
    {
      category: 'sudden_headache',
      scope: 'message',
      pattern: '(?:cabeza|caveza|cabesa|nuca|cefalea|jaqueca|migraña|headache) ~2 como (?:nunca|jamás|jamas)|(?:the )?worst (?:headache|pain)|(?:el|la) peor (?:dolor |cefalea |jaqueca |migraña )?(?:de mi vida|de su vida|que he (?:tenido|sentido)|que ha (?:tenido|sentido)|en mi vida|en su vida)|lo peor que (?:he|ha) (?:tenido|sentido)(?: nunca| jamás| jamas| en (?:mi|su) vida)?(?! (?:fue|es|ha sido|era|sería|seria))|(?:el|la) (?:dolor (?:de cabeza )?|cefalea |jaqueca |migraña )?(?:más|mas) (?:fuerte|intens[oa]|horrible|dolorosa?|brutal) (?:que he|que ha|que (?:he|ha) (?:tenido|sentido)|de mi vida|de su vida|en mi vida)|nunca (?:me|le|te) (?:había dolido|habia dolido|ha dolido|dolió|dolio|dolía|dolia) (?:tanto|así|asi)|nunca (?:había|habia|he|ha|había sentido|habia sentido) (?:sentido|tenido) (?:un dolor|uno|una|algo|nada) (?:así|asi|igual|parecido|tan fuerte)',
      context: 'cabeza|caveza|cabesa|cefalea|jaqueca|migraña|nuca|headache|de golpe|de repente',
    },
    {
      category: 'sudden_headache',
      reach: 20,
      pattern: '(?:explot|estall|revent)[a-z]* (?:la )?(?:cabeza|caveza|cabesa)|(?:la )?(?:cabeza|caveza|cabesa) (?:me |le )?(?:explot|estall|revent)[a-z]*|(?:se|me) (?:agarr|cog|sujet|tom)[a-z]* (?:la|su) (?:cabeza|nuca)|(?:explot|estall|revent|romp|roto)[a-z]* (?:algo )?(?:en|dentro de|por dentro de|dentro) (?:la|mi|su) (?:cabeza|nuca)',
      context: 'de golpe|de repente|de pronto|súbit[a-z]*|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?(?:segundos?|instante)|de un (?:segundo|momento|instante|minuto) (?:a|para|pa) otro|nunca|peor|trueno|rayo|balazo|latigazo|martillazo|disparo|explosión|explosion|estallido|gritando|gritaba|(?:grit[oó]|gritar|gritaba|gritando|gritado|chill[oó]|chillar|chillaba) (?:que|de dolor)|vomit[a-z]*|adormilad[oa]|somnolient[oa]|desmay[a-z]*|confus[oa]|confundid[oa]|(?:cuello|nuca) ~2 (?:rígid[oa]|rigid[oa]|dur[oa]|tiesa?|tieso)|no (?:se )?(?:despierta|responde|reacciona)',
    },
    {
      category: 'sudden_headache',
      pattern: 'dolor(?:es)? de cabeza|dolor d cabeza|dolor de cabesa|headache|cefalea|(?:me|le|te) (?:duele|duela|dolió|dolio|dolía|dolia|empezó a doler|empezo a doler) (?:así |asi |tanto |mucho )?(?:la cabeza|la nuca)|(?:pinchazo|punzada|latigazo|chasquido|estallido|dolor) ~3 (?:en|de|dentro de) (?:la|mi|su) (?:cabeza|nuca)',
      context: "(?:de repente|de golpe|súbit[a-z]*|repentin[a-z]*|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?segundos?|en un instante|en menos de un minuto)(?: [a-z0-9',]+){0,8} (?:muy fuerte|muy intens[oa]|fortísim[oa]|intensísim[oa]|intensisim[oa]|muchísimo|muchisimo|como si (?:me|le|te) fuera a (?:estallar|explotar|reventar)|como nunca|insoportable|brutal|horrible|terrible|fortísimo|fortisimo|el peor|la peor|explosiv[oa]|tremendo|bestial|atroz|no (?:lo |la )?aguanto|como (?:un|si) (?:[a-z]+ ){0,3}(?:trueno|rayo|latigazo|martillazo|golpe|palazo|mazazo|hachazo|disparo|balazo|bate|martillo|pegado|dado))|(?:muy fuerte|muy intens[oa]|insoportable|brutal|horrible|terrible|fortísimo|fortisimo|el peor|la peor|explosiv[oa]|tremendo|bestial|atroz|como (?:un|si) (?:[a-z]+ ){0,3}(?:trueno|rayo|latigazo|martillazo|palazo|mazazo|hachazo|disparo|balazo|bate|martillo|pegado|dado))(?: [a-z0-9',]+){0,8} (?:de repente|de golpe|súbit[a-z]*|repentin[a-z]*|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?segundos?|en un instante|en menos de un minuto)",
    },
    {
      // "un dolor insoportable que le vino en un segundo", "me vino un dolor brutal de la nada", the head named nearby
      category: 'sudden_headache',
      reach: 25,
      pattern: "(?:me|le|te) (?:ha )?(?:vino|venido|dio|dado|entró|entro|entrado|pegó|pego|pegado) (?:un|el|este|ese) dolor(?: [a-z]+){0,2} (?:insoportable|brutal|horrible|terrible|tremendo|bestial|atroz|espantoso|salvaje|horroroso|fortísimo|fortisimo|fuertísimo|fuertisimo|muy fuerte|muy intenso) (?:de golpe|de repente|de la nada|de sopetón|de sopeton|de improviso|de pronto|en (?:un )?(?:segundos?|instante))|dolor(?: [a-z0-9]+){0,6} (?:que|q) (?:(?:me|le|te) )?(?:ha |había |habia )?(?:vino|venido|dio|dado|entró|entro|entrado|llegó|llego|llegado|empezó|empezo|empezado|subió|subio|subido|pegó|pego|pegado) (?:de golpe|de repente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?(?:segundos?|instante)|en menos de un minuto)|(?:me|le|te) (?:vino|dio|entró|entro|pegó|pego) (?:de golpe|de repente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?segundo) (?:un|el) dolor(?: [a-z]+){0,2} (?:insoportable|brutal|horrible|terrible|tremendo|bestial|atroz|espantoso)|(?:me|le|te) (?:ha )?(?:vino|venido|dio|dado|entró|entro|entrado|pegó|pego|pegado|empezó|empezo|empezado) (?:de golpe|de repente|de la nada|de sopetón|de sopeton|de improviso|de pronto) (?:en (?:un )?(?:segundo|segundos|instante)|como (?:un|una) (?:trueno|rayo|latigazo|martillazo|balazo|disparo|explosión|explosion|bomba))",
      context: 'cabeza|nuca|cefalea|headache|migrañas?|jaquecas?',
    },
    {
      // clutching the chest, with sweating, pallor or pain near
      category: 'chest_pain',
      reach: 25,
      pattern: '(?:se|me|te) (?:(?:ha|he|has|había|habia|han) )?(?:agarr|cog|sujet|apret|llev)[a-z]* (?:el|su|mi|tu) pecho|(?:se|me|te) (?:(?:ha|he|has|había|habia|han) )?(?:llev|pus|pues|pon|ech)[a-z]* (?:la|las|una|sus|mis|tus|ambas) manos? (?:al|en el|sobre el) pecho|(?:se queja|se quejaba|quejándose|quejandose|se está quejando|se esta quejando) (?:mucho |muchísimo |muchisimo )?del pecho|(?:agarrándose|agarrandose|sujetándose|sujetandose|apretándose|apretandose|tocándose|tocandose) el pecho|(?:con|la) mano en el pecho',
      context: 'sud[a-z]*|pálid[oa]|palid[oa]|blanc[oa]|gris|peso|dolor|duele|oprim[a-z]*|aprieta|quema|mare[a-z]*|vomit[a-z]*|náuseas|nauseas|aire|respirar|desplom[a-z]*|cayó|cayo|brazo|mandíbula|mandibula',
    },
    {
      // eyes rolled up while shaking or stiff
      category: 'seizure',
      reach: 30,
      pattern: 'ojos (?:virados|volteados|en blanco|vueltos|para arriba|hacia arriba|torcidos|desviados)',
      context: 'tembl[a-z]*|sacud[a-z]*|convuls[a-z]*|rígid[oa]|rigid[oa]|tieso|tiesa|espuma|babea[a-z]*|(?:se )?(?:cayó|cayo|cae) al (?:suelo|piso)|no responde|no reacciona',
    },
    {
      // a baby under a year whose head hit the floor
      category: 'head_injury',
      pattern: '(?:golpe[oó]|golpeó|golpeo|se (?:dio|pegó|pego|ha dado|ha golpeado|golpeó)) ~3 (?:la )?(?:cabeza|cabecita) (?:contra|en) (?:el|la|las) (?:suelo|piso|baldosa|baldosas)',
      context: 'recién nacid[oa]|recien nacid[oa]|(?:[1-9]|1[01]|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once) (?:meses|mes|semanas)(?! de embarazo)',
      scope: 'message',
    },
    {
      // a small object swallowed or inhaled, then a noisy breath in, or no cry, cough or voice: the airway partly blocked
      category: 'breathing',
      reach: 40,
      pattern: `(?:ruido|ruiditos?|silbido|silbidos|pitido|pitidos|pito|pitos|ronquido|gallo|estridor)(?: [a-z]+){0,4} (?:al|cuando|para) (?:coger|tomar|meter|jalar|respirar|respira|coge|toma|mete|inspira|inspirar)(?: (?:el )?aire)?|estridor|${CANT} (?:llorar|toser|hablar)|no (?:le |me )?sale (?:la voz|el llanto|ningún sonido|ningun sonido|ni un sonido)|(?:ya )?no (?:llora|tose|habla)(?! (?:mucho|tanto|nada de))`,
      context: `(?:trag|atragant|ator|atasc|atrav|met|aspir)[a-z]* ~4 (?:una |un |la |el |otra |otro )?(?:pieza|piececita|juguete|moneda|canica|tapón|tapon|tapa|botón|boton|piedra|piedrita|lego|caramelo|chuche|uva|cacahuete|cacahuate|maní|mani|fruto seco|almendra|palomita|hueso|espina|trozo|pedazo|bola|bolita|clip|anillo|pendiente|arete|globo|imán|iman|pila)|(?:pieza|juguete|moneda|canica|tapón|tapon|botón|boton|lego|caramelo|uva|cacahuete|maní|mani|bolita|globo) ~4 (?:trag|atragant|ator|atasc|atrav|aspir)[a-z]*`,
    },
    {
      // a sedative mixed with drink, or tablets taken past counting, with drowsiness or confusion near
      category: 'overdose_poisoning',
      reach: 40,
      pattern: `(?:mezcl[a-z]*|junt[a-z]*|tom[a-z]*|tragad[oa]|trag[oó]|tragu[eé]) ~2 (?:el |la |las |los |unas |unos |mis |sus |varias |varios )?(?:pastillas|pastis|somníferos|somniferos|pastillas para dormir|tranquilizantes|ansiolíticos|ansioliticos|calmantes|clonazepam|diazepam|lorazepam|lormetazepam|alprazolam|zolpidem|rivotril|valium|orfidal|trankimazin|benzos|tramadol|metadona|morfina|fentanilo|oxicodona|quetiapina|pregabalina) ~2 (?:con|y|más|mas) (?:el |la |unas |unos |un |una |mucho |mucha |muchas |muchos |varias |varios )?(?:alcohol|ron|vino|cerveza|cervezas|birras|whisky|güisqui|vodka|ginebra|gin|tequila|pisco|aguardiente|copas|cubatas|tragos|chupitos|licor)|no (?:sé|se|sabe|sabemos|recuerdo|recuerda|me acuerdo|se acuerda) (?:de )?(?:cuántas|cuantas|cuántos|cuantos|cuánto|cuanto) (?:pastillas |pastis |cápsulas |capsulas |comprimidos |tabletas |píldoras |pildoras |gotas )?(?:me |se |te )?(?:he |ha |has )?(?:tomé|tome|tomó|tomo|tomado|trag[a-z]*|bebí|bebi|bebió|bebio|bebido|metí|meti|metió|metio)`,
      context: `(?:cuesta|costaba|cuestan) (?:mucho )?(?:mantener|tener) (?:los )?ojos abiertos|(?:se (?:me|le|te) cierran|no (?:puedo|puede) (?:abrir|mantener abiertos)) (?:los )?ojos|(?:muy |super |re )?(?:dormid[oa]|adormilad[oa]|somnolient[oa]|grogui|atontad[oa]|zombi|zombie|como id[oa]|medio id[oa]|confus[oa]|desorientad[oa]|mareadísim[oa]|mareadisim[oa])|me (?:estoy )?(?:quedando dormid[oa]|durmiendo)|no (?:se )?(?:despierta|reacciona|responde)|respira (?:muy )?(?:lento|despacio|raro)|ronca (?:raro|extraño)|(?:vomit|mare)[a-z]*|no (?:me|le|te) tengo en pie|no (?:se|me) (?:tiene|tengo) en pie`,
    },
    {
      // a violent head pain that came on while coughing, straining, lifting or during sex
      category: 'sudden_headache',
      reach: 25,
      pattern: "(?:pinchazo|punzada|latigazo|estallido|chasquido|dolor|dolorazo) ~3 (?:en|de|dentro de) (?:la|mi|su) (?:cabeza|nuca)(?: [a-z]+){0,2} (?:horrible|brutal|terrible|insoportable|tremend[oa]|fortísim[oa]|fortisim[oa]|muy fuerte|bestial|atroz|salvaje|espantos[oa])|(?:horrible|brutal|terrible|insoportable|tremendo|fortísimo|fortisimo|bestial|atroz) (?:pinchazo|punzada|latigazo|dolor|dolorazo) ~2 (?:en|de) (?:la|mi|su) (?:cabeza|nuca)|(?:pinchazo|punzada|latigazo|estallido|dolor|dolorazo) (?:muy |super )?(?:horrible|brutal|terrible|insoportable|tremend[oa]|fortísim[oa]|fortisim[oa]|fuerte|bestial|atroz|salvaje) (?:en|de|dentro de) (?:la|mi|su) (?:cabeza|nuca)",
      context: "tosiendo|al toser|(?:un|una|la|el) (?:tos|tosido|estornudo)|estornudando|al estornudar|haciendo (?:fuerza|pesas|el amor|ejercicio|de vientre)|al hacer (?:fuerza|de vientre|pesas)|en el (?:gimnasio|gym)|levantando|al levantar|teniendo relaciones|durante (?:el sexo|las relaciones)|orgasmo|(?:no (?:me|se) (?:puedo|puede) ni mover|ni (?:me|se) (?:puedo|puede) mover)(?: del dolor)?",
    },
    {
      // a pain high in the belly with the neck, jaw or arm, or a weight "on top", told with sweating or pallor:
      // a heart attack as older people and diabetics often feel it
      category: 'chest_pain',
      reach: 30,
      pattern: "(?:boca del est[oó]mago|epigastrio|(?:parte alta|parte de arriba|arriba) de la (?:barriga|tripa|panza)) ~4 (?:y|e|hasta|hacia|con) (?:el |la |los )?(?:cuello|mandíbula|mandibula|quijada|brazo|brazos|espalda|hombro)|(?:cuello|mandíbula|mandibula|quijada|brazo izquierdo) (?:y|e) (?:la )?boca del est[oó]mago|como (?:un|una) (?:losa|piedra|peso|yunque|ladrillo|elefante|camión|camion|saco) (?:encima|sobre (?:mí|mi|el cuerpo)|aquí|aqui)",
      context: "(?:sud(?:ando|o|a|or|ores)|sudad[oa]|sudoros[oa]|transpir[a-z]*)(?! (?:por|del|de|con) (?:el |la |tanto )?(?:calor|ejercicio|deporte|gimnasio|gym|correr))|pálid[oa]|palid[oa]|blanc[oa] como|gris|cenicient[oa]|(?:me|le|te) cuesta respirar|(?:me|le|te) falta (?:el )?aire|mare[a-z]*|náuseas|nauseas|vomit[a-z]*",
    },
    {
      // an electric shock followed by a blackout, chest pain, palpitations, a burn mark or a daze, or taken in water: the heart may be hit
      category: 'other_emergency',
      reach: 40,
      pattern: "(?:una |un )?(?:descarga|calambrazo|chispazo|corrientazo|latigazo eléctrico|latigazo electrico)(?! de (?:dolor|adrenalina|energía|energia))|(?:le|me|te|les) (?:dio|ha dado|pegó|pego|ha pegado|agarró|agarro|pasó|paso) (?:la )?corriente|(?:le|me|te) (?:dio|ha dado) (?:un )?(?:calambre|chispazo) ~3 (?:cable|enchufe|cables|la luz|la obra|el poste|la valla)",
      context: "aturdid[oa]|atontad[oa]|confus[oa]|confundid[oa]|desorientad[oa]|grogui|(?:como|medio|está|esta) id[oa]|no (?:sabe|sabía|sabia) (?:dónde|donde|qué|que)|piscina|bañera|banera|sin (?:reaccionar|responder|conocimiento|sentido)|no (?:reaccionaba|respondía|respondia|reaccionó|reacciono|respondió|respondio)|(?:se )?(?:desmay[a-z]*|desplom[a-z]*)|inconsciente|perdi[oó] el conocimiento|(?:le|me) duele (?:el|mucho el) pecho|dolor (?:en el|de) pecho|palpitaciones|(?:corazón|corazon) ~3 (?:raro|loco|a mil|acelerado|desbocado|salt[a-z]*)|arritmia|marca negra|quemadura|quemad[oa]|(?:le|me) cuesta respirar|convuls[a-z]*",
    },
    {
      // a method thought through, in any person: "ya pensó cómo matarse", "he mirado cómo quitarme la vida"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:pensad[oa]|pensó|penso|pensé|pense|pensando|planead[oa]|planeó|planeo|planeé|planee|planeando|mirad[oa]|miró|miro|miré|mire|buscad[oa]|buscó|busco|busqué|busque|buscando|investigad[oa]|investigó|investigo|averiguad[oa]|decidid[oa]|decidió|decidio|decidí|decidi|sabe|sé|ya sabe|ya sé) ~2 (?:cómo|como|la forma de|la manera de|el modo de|de qué forma|de que forma|dónde|donde|cuándo|cuando) (?:matarse|matarme|matarte|suicidarse|suicidarme|suicidarte|quitarse la vida|quitarme la vida|quitarte la vida|acabar con (?:su|mi|tu) vida|colgarse|colgarme|ahorcarse|ahorcarme|tirarse|tirarme|envenenarse|envenenarme)',
      context: 'matar[a-z]*|suicid[a-z]*|quitar(?:se|me|te) la vida|acabar con (?:su|mi|tu) vida|colgar[a-z]*|ahorcar[a-z]*|tirar(?:se|me)|envenenar[a-z]*',
    },
    {
      // the means just bought or got, with death or despair in the message: "compró una cuerda", "se ha comprado una escopeta"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:compr[oó]|compré|compre|comprad[oa]|consigui[oó]|conseguid[oa]|conseguí|consegui|se (?:ha )?(?:comprado|agenciado|hecho con)|(?:me|se) (?:compré|compre|compró|compro)) (?:una |un |la |el |unas |unos )?(?:cuerda|soga|pistola|escopeta|revólver|revolver|arma|cuchillas|veneno|matarratas|raticida|carbón|carbon|barbacoa de carbón)',
      context: "matar[a-z]*|suicid[a-z]*|morir|muerte|quitar(?:se|me|te) la vida|acabar con|encerrad[oa]|encerr[oó]|no (?:abre|sale|contesta|responde)|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|deprimid[oa]|depresión|depresion|para siempre|sin sentido",
    },
    {
      // the pills counted or gathered, with the thought or the fear of using them: "he contado las pastillas del botiquín y pensado que sería lo más fácil"
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:contad[oa]s?|contando|cuento|conté|conte|contó|conto|juntad[oa]s?|juntando|junto|junté|junte|juntó|guardad[oa]s?|guardando|acumulad[oa]s?|acumulando|acumulo|acumulé|acumule|reunid[oa]s?|reuniendo|ahorrad[oa]s?|ahorrando|escondid[oa]s?|escondiendo) ~3 (?:las |los |mis |sus |todas las |todos los )?${PILLS}`,
      context: "(?:sería|seria|es|será|sera) lo (?:más|mas) (?:fácil|facil|sencillo|rápido|rapido)|miedo ~4 (?:sol[oa]|conmigo|de (?:mí|mi) mism[oa]|de lo que (?:pueda|puedo|podría|podria) hacer)|no (?:me )?(?:fío|fio) de (?:mí|mi)|acabar con todo|terminar con todo|morir(?:me)?|matar(?:me|se)|suicid[a-z]*|no despertar|dormir para siempre|para siempre|desaparecer|no (?:puedo|aguanto) (?:más|mas)|ya no (?:puedo|aguanto|quiero)|sin sentido|no vale la pena|(?:llevo|estoy) (?:meses|semanas) (?:fatal|hundid[oa]|mal)",
    },
    {
      // afraid to be alone with the means: "me da miedo quedarme solo con ellas", "no me fío de mí con las pastillas en casa"
      category: 'self_harm',
      scope: 'message',
      pattern: 'miedo (?:de |a )?(?:quedarme|estar|quedarse|dejarl[oa]|dejarme) (?:sol[oa]|a solas) con (?:ellas|ellos|las pastillas|los cuchillos|las cuchillas|la cuerda|el arma|la escopeta|la pistola|el botiquín|el botiquin|mis pensamientos)|no me (?:fío|fio) de (?:mí|mi) (?:mism[oa] )?con (?:las pastillas|ellas|ellos|los cuchillos|las cuchillas|el arma)',
      context: `${PILLS}|cuchill[a-z]*|cuerda|soga|arma|escopeta|pistola|botiquín|botiquin|pensamientos|ellas|ellos`,
    },
    {
      // an electric shock that left a mark on the skin: an electrical burn, deeper than it looks
      category: 'burns',
      reach: 30,
      pattern: "(?:una |un )?(?:descarga|calambrazo|chispazo|corrientazo|latigazo eléctrico|latigazo electrico)(?! de (?:dolor|adrenalina|energía|energia))|(?:le|me|te|les) (?:dio|ha dado|pegó|pego|ha pegado|agarró|agarro|pasó|paso) (?:la )?corriente|electrocut[a-z]*",
      context: "marcas? (?:negras?|oscuras?|quemad[oa]s?|blancas?)|quemad[oa]s?|quemadura[s]?|ampollas?|chamuscad[oa]s?|ennegrecid[oa]s?|(?:piel|dedo|dedos|mano|palma|pie) ~2 (?:negr[oa]s?|blanc[oa]s?|abiert[oa]s?)|agujer(?:o|ito)s?|herida de (?:entrada|salida)|punto de (?:entrada|salida)",
    },
    {
      // not going to wake up, told as a plan, with despair, pills or a goodbye in the message
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:ya |mañana |esta noche |hoy )?no (?:me |se |te )?(?:voy|va|vas|iba) a (?:volver a )?despertar(?:me|se|te)?(?! (?:a tiempo|temprano|pronto|a las|para|con|antes|tarde|ni|sin (?:despertador|alarma)))|no (?:me |se )?(?:volveré|volvere|volverá|volvera|vuelvo|vuelve) a despertar",
      context: `no (?:aguanto|aguanta|puedo|puede) (?:más|mas)|${PILLS}|despedi[a-z]*|despid[a-z]*|adiós|adios|carta|hart[oa]|cansad[oa] de|sentido|morir|muert[eoa]|suicid[a-z]*|lo siento|perd[oó]n|para siempre|nunca (?:más|mas)|nadie|mejor (?:así|asi)|se acab[oó]|se acabe|todo esto`,
    },
    {
      // cuts made again, on purpose, with a blade, or that keep bleeding: "me he hecho cortes otra vez"
      category: 'self_harm',
      reach: 8,
      pattern: '(?:me he hecho|me hice|me hago|se ha hecho|se hizo|se hace|me estoy haciendo|se está haciendo|se esta haciendo|me volví a hacer|me volvi a hacer|se volvió a hacer|se volvio a hacer) (?:cortes|cortecitos)',
      context: 'otra vez|de nuevo|a propósito|a proposito|aposta|adrede|queriendo|cuchilla|cuchillas|hoja de afeitar|navaja|cúter|cuter|tijeras|sacapuntas|no (?:paran|dejan|para|deja) de sangrar|(?:más|mas) (?:profundos|hondos)',
    },
    {
      // leaving for good, said of oneself or of someone: "se quiere ir para siempre", not a move abroad
      category: 'self_harm',
      reach: 12,
      pattern: '(?:irse|irte|ir) (?:de este mundo|del mundo|para siempre)(?! (?:a|al|de|del|con|en|fuera|lejos) )',
      context: `(?:se|me|te) (?:quiere|quiero|quieres|va a|voy a|vas a|iba a)|${QUIERO}|ganas de|pensando en|piensa en|pienso en`,
    },
    {
      // everything ready "para irme", with a goodbye or despair in the message
      category: 'self_harm',
      scope: 'message',
      pattern: "todo (?:listo|preparado|planeado|organizado|pensado) para (?:irme|irse|marcharme|marcharse|partir|hacerlo|acabar)(?= [.,?]|$)|(?:tengo|tiene|lo tengo|lo tiene) todo (?:listo|preparado|planeado|pensado)(?= [.,?]|$)",
      context: "despedi[a-z]*|despid[a-z]*|adiós|adios|carta|morir|muert[eoa]|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|para siempre|no (?:aguanto|puedo) (?:más|mas)|ya no (?:puedo|aguanto|quiero)|perd[oó]n|lo siento|cuid[ae]n? (?:a|de) (?:mi|mis)",
    },
    {
      // a note leaving the pet or the belongings to someone, and the writer gone or unreachable
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:nota|notita|carta|mensaje|whatsapp|audio)(?: [a-z]+){0,4} (?:pidiendo|pidiéndome|pidiendome|pidiéndonos|pidiendonos|diciendo|diciéndome|diciendome|para) (?:que )?(?:me|te|le|nos|les|yo)? ?(?:quede|quedes|quedemos|quedara|quedaras|haga cargo|hagas cargo|ocupe|ocupes|encargue|encargues|cuide|cuides|cuidemos)(?: (?:con|de|a|al))? (?:su|sus|mi|mis|el|la|los|las) (?:gat[oa]s?|perr[oa]s?|mascotas?|cosas|libros|plantas|hij[oa]s|niñ[oa]s|pájaro|pajaro|peces)",
      context: "no (?:está|esta|aparece|contesta|coge|responde|lo coge|la encuentro|lo encuentro|sé dónde|se donde|sabemos dónde|sabemos donde)|desaparecid[oa]|se (?:ha )?ido|apagado|vías|vias|tren|puente|morir|matar[a-z]*|suicid[a-z]*|tirar(?:se|me)|mala espina|adiós|adios|despedi[a-z]*|despid[a-z]*",
    },
    {
      // a bitten tongue, with shaking, stiffness or a fall near
      category: 'seizure',
      reach: 30,
      pattern: '(?:se (?:ha |había |habia )?(?:mordido|mordió|mordio|muerde|mordía|mordia)|mordiéndose|mordiendose) (?:la|su) lengua',
      context: 'sacud[a-z]*|tembl[a-z]*|convuls[a-z]*|espasmos|tieso|tiesa|rígid[oa]|rigid[oa]|(?:cayó|cayo|caído|caido|cae|caer) (?:al|en el) (?:suelo|piso)|ojos en blanco|espuma|no (?:responde|reacciona)|se (?:ha )?(?:orinado|meado|hecho pis)',
    },
    {
      // the pills in hand, with despair near
      category: 'self_harm',
      reach: 20,
      pattern: `(?:tengo|tiene|con) (?:el|un|los|unos) (?:bote|frasco|blíster|blister|puñado|montón|monton|caja) de ${PILLS} en la mano`,
      context: 'no (?:sé|se) (?:qué|que) hacer|no (?:puedo|puede|aguanto|aguanta) (?:más|mas)|morir|matar[a-z]*|acabar|vivir|despedi[a-z]*|despid[eia][a-z]*|tentad[oa]|ganas',
    },
    {
      // no reason left to live
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:no (?:encuentro|tengo|veo|le veo|hay|tiene|encuentra)|sin|ya no (?:encuentro|tengo|veo|hay|tiene)) (?:ningún |ningun |ninguna )?(?:motivos?|razón|razon|razones) (?:para|de|por (?:la|lo) que) (?:vivir|seguir(?: viviendo| adelante| aquí| aqui)?|levantarme|estar aquí|estar aqui)',
      context: 'vivir|seguir|levantarme|aquí|aqui',
    },
    {
      // how to do it without pain, thought over
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:cómo|como|la forma de|la manera de|un modo de|una forma de|una manera de) (?:hacerlo|morir|morirme|irme|acabar|matarme|quitarme la vida|suicidarme|dormirme para siempre) ~3 (?:sin (?:que (?:me )?duela|dolor|sufrir|enterarme)|indolor[oa]|rápido y sin|rapido y sin)|(?:morir|morirme|muerte|suicidio|suicidarme|matarme) (?:sin dolor|indolora|sin sufrir|sin enterarme)',
      context: 'pens[a-z]*|pienso|plane[a-z]*|morir|muerte|vivir|suicid[a-z]*|matar[a-z]*|acabar|no (?:puedo|aguanto) (?:más|mas)',
    },
    {
      // up there to throw oneself off
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:para|pa) (?:tirarme|tirarse|lanzarme|lanzarse|arrojarme|arrojarse|saltar|dejarme caer|dejarse caer)(?! (?:al agua|a la piscina|en paracaídas|en paracaidas|en parapente|en bungee|con (?:la |el )?(?:cuerda|arnés|arnes|paracaídas|paracaidas)))',
      context: 'azotea|terraza|puente|ventana|balcón|balcon|vías|vias|tren|edificio|acantilado|tejado|cornisa|barandilla|\\d+ ?º? piso|(?:un|el) (?:\\d+|[a-z]+) piso|planta|metro|viaducto',
    },
    {
      // a rope, and where to hang it
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:cuerda|soga|cinturón|cinturon|cable|sábana|sabana) ~8 (?:(?:dónde|donde|de qué|de que|de dónde|de donde) colgar(?:la|lo)?|colgarla del|ahorcar[a-z]*|colgarme|colgarse)',
      context: 'cuerda|soga|cinturón|cinturon|cable|sábana|sabana',
    },
    {
      // "el viernes es el día": a day set, with a will, a goodbye or things given away
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:(?:el|este|esta) (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|finde|fin de semana|noche)|mañana|hoy|esta noche) (?:es|será|sera) el (?:día|dia|momento|final)(?! (?:de|del|que|en|para|más|mas|libre|clave|grande|d))',
      context: 'testamento|regal[a-z]*|repart[a-z]*|despedi[a-z]*|despid[eia][a-z]*|despido|cartas?|decidid[oa]|todo (?:listo|preparado|planeado|pensado)|morir|muerte|suicid[a-z]*|matar[a-z]*|pastillas|cuerda|soga|puente|para siempre|no (?:puedo|aguanto) (?:más|mas)',
    },
    {
      // tablets stockpiled "just in case" or in secret
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:guardando|juntando|acumulando|ahorrando|reuniendo|escondiendo|guardado|juntado|acumulado|escondido|almacenando) ~3 ${PILLS}`,
      context: 'por si acaso|por si (?:algún|algun|un) día|por si (?:algún|algun|un) dia|por si las moscas|por si (?:me da|lo necesito|las necesito|llega el momento)|sin que (?:nadie )?(?:lo |las |los )?(?:sepa|note|vea|sepan|noten|vean)|a escondidas|para cuando (?:llegue|decida|no pueda)',
    },
    {
      // not staying here much longer, decided
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:no|ya no) (?:voy|va|vas) a (?:seguir|estar) (?:aquí|aqui|por aquí|por aqui|en este mundo|viv[oa])(?: mucho tiempo| mucho más| mucho mas| más| mas| por mucho(?: tiempo)?)?(?= [.,?]|$)',
      context: 'lo decid[a-z]*|decidid[oa]|lo tengo claro|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|cartas?|morir|muerte|suicid[a-z]*|matar[a-z]*|pastillas|cuerda|no (?:puedo|aguanto) (?:más|mas)|una carga|sin sentido|cansad[oa] de vivir|hart[oa] de vivir',
    },
    {
      // nothing left to live for, the will to live gone
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:no|ya no|ni) (?:me |le |te |nos |les )?(?:queda|quedan|tengo|tiene|tienes|hay|veo|ve|encuentro|encuentra) (?:ya )?nada (?:por|para) (?:lo que |el que |la que |qu[eé] )?(?:vivir|seguir viviendo)|nada por lo que (?:vivir|seguir)|(?:perdido|perdí|perdi|perdió|perdio|pierdo|sin|no (?:tengo|tiene|me quedan|le quedan)|ya no (?:tengo|tiene)|se me (?:han ido|fueron|quitaron)|se le (?:han ido|fueron|quitaron)) (?:las |ningunas )?ganas de vivir(?! en )',
      context: 'vivir',
    },
    {
      // "gracias por todo, cuídate" as a goodbye, with the door shut or no answer
      category: 'self_harm',
      scope: 'message',
      pattern: 'gracias por todo(?: ,)? (?:cuídate|cuidate|cuidaos|cuídense|cuidense|os quiero|te quiero|los quiero|adiós|adios)|(?:cuídate|cuidate|cuidaos|cuídense|cuidense) (?:mucho )?(?:,)? ?gracias por todo',
      context: 'encerrad[oa]|(?:no|sin) (?:contesta|contestar|responde|responder|coge|atiende|abre)|regal[a-z]*|despedi[a-z]*|despid[eia][a-z]*|apagado|mala espina|carta|nota',
    },
    {
      // jerks of an arm or the face, with no answer
      category: 'seizure',
      reach: 25,
      pattern: 'espasmos|(?:movimientos|sacudidas|tirones|temblores) (?:muy )?(?:raros|extraños|extranos|involuntarios|rítmicos|ritmicos|sin control)|(?:se le|le) (?:mueve|sacude|tiembla|salta) (?:solo|sola|sin control|sin parar) (?:el brazo|la pierna|la cara|la mano|medio cuerpo)',
      context: 'no (?:habla|responde|reacciona|contesta)|ojos|mirada|convuls[a-z]*|epilep[a-z]*|rígid[oa]|rigid[oa]|tieso|tiesa|inconsciente|babea[a-z]*|espuma',
    },
    {
      // "esta noche se quita la vida": a stated intention with a time
      category: 'self_harm',
      reach: 15,
      pattern: '(?:me|se|te) (?:quito|quita|quitas|quitará|quitara|quitaré|quitare|voy a quitar|va a quitar) la vida|(?:me (?:mato|mataré|matare)|(?:se|te) (?:mato|mata|matas|matará|matara|mataré|matare))(?! (?:a |de |el |la |los |las |este |esta |ese |esa |mi |tu |su |trabajando|estudiando|entrenando|con |por ))',
      context: 'esta noche|hoy|mañana|ahora|ya|pronto|de verdad|en serio|lo va a hacer|lo voy a hacer|dijo|dice|ha dicho|escribió|escribio|escrito|amenaza[a-z]*',
    },
    {
      // "se quiere colgar", "me voy a ahorcar"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:me|se|te) (?:quiero|quiere|quieres|quería|queria|voy|va|vas|iba|iban) (?:a )?(?:colgar|ahorcar)(?! (?:la|el|los|las|un|una|unos|unas|mi|tu|su|mis|tus|sus|al|esto|eso|algo|fotos?|cuadros?|ropa|teléfono|telefono|móvil|movil|ya|luego|ahora mismo)(?![a-z]))|(?:me|se|te) (?:quiero|quiere|quieres|voy|va|vas) a (?:envenenar|pegar un tiro|dar un tiro|volar la cabeza)(?! (?:a|al) )',
      context: 'colgar|ahorcar|envenenar|tiro|cabeza',
    },
    {
      // pills taken so as not to wake up
      category: 'self_harm',
      reach: 10,
      pattern: '(?:tomado|tomé|tome|tomó|tomo|tragado|tragué|trague|tragó|bebido|bebí) ~4 para (?:no (?:despertar(?:me|se)?|volver a despertar(?:me|se)?)|morir(?:me|se)?|matarme|matarse|dormir para siempre|acabar(?: con todo)?|no sufrir (?:más|mas))',
      context: 'tomado|tomé|tome|tomó|tomo|tragado|tragué|trague|tragó|bebido|bebí',
    },
    {
      // cutting one's arms or wrists, told in the present or as a habit
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:(?:he|ha|has) )?(?:cortado|corté|corte|cortó|corto|cortaste|rajado|rajé|raje|rajó|rajo) las venas|(?:me|se|te) (?:he |ha |has )?(?:cortado|corté|corte|cortó|vuelto a cortar|volví a cortar|volvi a cortar|volvió a cortar|volvio a cortar)(?: otra vez| de nuevo| hoy| anoche| esta noche| ayer)? (?:los brazos|las muñecas|las munecas|las piernas|los muslos|los antebrazos)|cortar(?:me|se|te) las venas|(?:se|me|te) (?:corta|corto|cortas|cortaba|cortabas|está cortando|esta cortando|estoy cortando|sigue cortando|sigo cortando) (?:las venas|los brazos|las muñecas|las munecas|la muñeca|las piernas|los muslos|la piel|la barriga)',
      context: 'venas|brazos|muñecas?|munecas?|piernas|muslos|piel|barriga',
    },
    {
      // sudden severe belly pain
      category: 'other_emergency',
      pattern: 'dolor(?:es)? abdominal(?:es)?|dolor(?:es)? (?:de|en la|en el) (?:barriga|tripa|panza|abdomen|vientre|estómago|estomago)|(?:me|le|te) (?:duele|dolía|dolia|empezó a doler|empezo a doler) (?:muchísimo |muchisimo |mucho )?(?:la|el) (?:barriga|tripa|panza|abdomen|vientre|estómago|estomago)',
      context: "(?:de repente|de golpe|súbit[a-z]*|repentin[a-z]*|de la nada|de sopetón|de sopeton|de improviso|de un (?:momento|segundo) (?:a|para) otro)(?: [a-z0-9',]+){0,8} (?:brutal|insoportable|horrible|terrible|atroz|bestial|tremendo|muchísimo|muchisimo|no (?:lo |la )?aguant[oa]|(?:barriga|tripa|panza|abdomen|vientre) (?:dur[oa]|rígid[oa]|rigid[oa]))|(?:brutal|insoportable|horrible|terrible|atroz|bestial|tremendo|muchísimo|muchisimo|(?:barriga|tripa|panza|abdomen|vientre) (?:dur[oa]|rígid[oa]|rigid[oa]))(?: [a-z0-9',]+){0,8} (?:de repente|de golpe|súbit[a-z]*|repentin[a-z]*|de la nada|de sopetón|de sopeton|de improviso)",
    },
    {
      // a burning or weight in the chest, with the arm, jaw, sweat or faintness near (heartburn alone is not)
      category: 'chest_pain',
      reach: 25,
      pattern: `(?:ardor|ardores|quemazón|quemazon|quemor|fuego|molestia|molestias|peso) ~3 (?:en|de|del) (?:el |mi |su |todo el )?${CHEST}`,
      context: 'brazo|mandíbula|mandibula|quijada|hombro|sud[a-z]*|pálid[oa]|palid[oa]|mare[a-z]*|náuseas|nauseas|vomit[a-z]*|aire|desmay[a-z]*',
    },
    {
      // a letter to the children, with pills or a goodbye near
      category: 'self_harm',
      reach: 25,
      pattern: '(?:dejado|dejé|deje|dejó|escrito|escribí|escribi|escribió|escribio) (?:una |unas )?(?:carta|cartas|nota|notas) (?:a|para) (?:mis|mi|sus|su) (?:hij[oa]s?|padres?|madre|familia|pareja|mujer|marido|espos[oa])',
      context: `voy a tomar|me voy a tomar|${PILLS}|morir|matar[a-z]*|suicid[a-z]*|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|perdón|perdon|no (?:puedo|aguanto) (?:más|mas)|para siempre|cuerda|soga|puente`,
    },
    {
      // injected, with breathing or waking in trouble
      category: 'overdose_poisoning',
      reach: 25,
      pattern: '(?:se (?:ha |había |habia )?)?(?:chutado|chutó|chuto|chutando|inyectado|inyectó|inyecto)|(?:se (?:ha )?)?metido un (?:pico|chute)',
      context: 'respir[a-z]*|labios|azul|morad[oa]|no (?:responde|despierta|reacciona)|inconsciente|dormid[oa]|pupilas|sobredosis',
    },
    {
      // sweets that were pills
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:eran|era|resultaron ser|resultó ser|resulto ser|creía que eran|creia que eran|pensaba que eran) (?:en realidad |realmente )?(?:unas |unos |las |los )?${PILLS}`,
      context: 'comido|comió|comio|tragado|tragó|trago|chupado|se (?:ha )?(?:comido|tragado|tomado)',
    },
    {
      // a fever, and the neck and the light hurt
      category: 'meningitis',
      reach: 40,
      pattern: '(?:le|me|te) (?:duele|duelen|molesta|molestan) ~4 (?:y |e )?la luz|(?:cuello|nuca) y (?:la|de la) luz',
      context: FEVER,
    },
    {
      // a cold, white limb, sudden, numb or without a pulse (not poor circulation for years)
      category: 'other_emergency',
      reach: 20,
      pattern: "(?:brazo|pierna|mano|pie)(?: [a-z,]+){0,4} (?:fri[oa]|helad[oa])(?: [a-z,]+){0,5} (?:blanc[oa]|pálid[oa]|palid[oa]|sin pulso|morad[oa])|(?:brazo|pierna|mano|pie)(?: [a-z,]+){0,4} (?:blanc[oa]|pálid[oa]|palid[oa])(?: [a-z,]+){0,5} (?:fri[oa]|helad[oa]|sin pulso)",
      context: 'de repente|de golpe|de pronto|sin pulso|no (?:la |lo |me |le )?(?:siento|noto)|no (?:puedo|puede) mover(?:la|lo)?|dormid[oa]|entumid[oa]|insensible|hormigue[a-z]*|(?:hace|desde hace) (?:un rato|una hora|\\d+ (?:minutos|horas?))',
    },
    {
      // vomit like coffee grounds, told in another clause than the vomiting
      category: 'severe_bleeding',
      scope: 'message',
      pattern: '(?:posos|poso|borra|restos|grounds) de (?:café|cafe)|(?:café|cafe) molido',
      context: 'vomit[a-z]*|vómito|bomit[a-z]*|devolv[a-z]*|devuelto|arroj[a-z]*',
    },
    {
      // cannot swallow even saliva, after a food, sting or medicine
      category: 'anaphylaxis',
      reach: 40,
      pattern: 'no (?:me|le|te) pasa (?:ni )?(?:la )?(?:saliva|comida|agua|nada)|(?:no (?:puedo|puede|puedes|consigo|consigue)|casi no (?:puedo|puede)) tragar (?:ni )?(?:la )?(?:saliva|nada|agua)?',
      context: `${ALLERGEN}|habones|ronchas|urticaria|alergi[a-z]*|alérgic[oa]`,
    },
    {
      // breathing slowly after drugs or pills
      category: 'overdose_poisoning',
      reach: 30,
      pattern: 'respira (?:muy |super |súper |re )?(?:despacio|lento|lentito|poco|flojito|raro)|(?:casi|apenas) (?:no )?respira',
      context: `${PILLS}|metido|fumado|inyectado|pinchado|fentanilo|opioides?|opiáceos?|opiaceos?|metadona|morfina|oxicodona|tramadol|pupilas`,
    },
    {
      // at a bridge, a roof or the tracks, with a goodbye or "no puede más" near
      category: 'self_harm',
      reach: 25,
      pattern: '(?:está|esta|estoy|estaba|ha ido|se fue|voy|va|fue|ido|subido|subió|subio) (?:en|a|al|hasta|encima de|arriba de|sobre|(?:en|a) (?:el )?borde de) (?:el |la |un |una |los |las )?(?:puente|azotea|vías|vias|vía del tren|via del tren|acantilado|viaducto|cornisa|barandilla|tejado|terrado)',
      context: 'ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero) (?:más|mas|seguir|vivir)|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|perdón|perdon|perdóname|perdoname|morir|matar[a-z]*|suicid[a-z]*|acabar con|tirar(?:se|me)|saltar|no (?:contesta|responde)',
    },
    {
      // letters for everyone, left behind
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:escrit[oa]|escribí|escribi|escribió|escribio|dejado|dejé|deje|dejó|preparado) ~2 (?:cartas|notas) (?:para|a) (?:todos|todo el mundo|cada uno|toda mi familia|toda su familia|mi familia|su familia|mis hijos|sus hijos|mis padres|sus padres)(?! (?:por|de|para) (?:navidad|navidades|reyes|cumpleaños|san valent[ií]n|la boda|el viaje))',
      context: 'cartas|notas',
    },
    // a threat to jump or throw oneself, said of oneself or of someone else, told with the height or the reason
    // ("dice que se tira por la ventana si lo dejo"); the idiom "de la risa" is not a threat
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:(?:amenaza|amenazó|amenazo|amenazando|amenazaba|dice|dijo|decía|decia|diciendo|grita|gritando|gritaba|jura|juró|juro|quiere|quiero|quería|queria|pienso|piensa|pensando|va|voy|vas|iba|a punto de|ganas de) (?:con |que |en |a )?(?:(?:se|me|te) (?:va a |voy a |vas a |iba a |iría a |a )?(?:tira|tiro|tirar|lanza|lanzo|lanzar|avienta|aviento|aventar|arroja|arrojo|arrojar)|(?:va a |voy a |vas a |iba a |a )?(?:tirarse|tirarme|tirándose|tirandose|lanzarse|lanzarme|aventarse|aventarme|arrojarse|arrojarme|salta|salto|saltar|brinca|brincar))|(?:me|se|te) (?:quiero|quiere|quieres|quería|queria|voy a|va a|vas a|iba a|pienso|piensa|pensaba|estoy pensando|está pensando|esta pensando) (?:tirar|lanzar|aventar|arrojar|echar))(?! (?:la|el|los|las|un|una|unos|unas|mi|su|tu|mis|sus|tus|algo|eso|esto|todo|toda|cosas|comida|basura)(?: |$))(?! (?:en|sobre) (?:la |el )?(?:cama|sofá|sofa|colchón|colchon|charco|comba|cuerda))(?! (?:a la |en la |por la )?(?:piscina|pileta|alberca|agua|mar|río|rio|lago|arena|colchoneta|tobogán|tobogan|trampolín|trampolin))(?! ~3 (?:de la risa|de risa|en paracaídas|en paracaidas|puenting|bungee))',
      context: 'ventana|balc[oó]n|puente|azotea|cornisa|barandilla|baranda|barandal|pretil|edificio|techo|tejado|terrado|terraza|acantilado|precipicio|vac[ií]o|viaducto|barranco|(?:\\d{1,2}|un|segundo|tercer|cuarto|quinto|sexto|séptimo|septimo|octavo|noveno|décimo|decimo) (?:piso|planta)|tren|v[ií]as|metro|coches|carretera|autopista|cami[oó]n|camiones|autob[uú]s|bus|micro|tr[aá]iler|camioneta|coche|carro|auto|si (?:lo|la|le|me|te) (?:dejo|deja|dejas|dejamos)|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|despedi[a-z]*',
    },
    // sitting or standing on the edge of a balcony, bridge or roof, with despair or a goodbye near
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:sentad[oa]|subid[oa]|parad[oa]|de pie|asomad[oa]|colgad[oa]|colgando|encaramad[oa]|trepad[oa]|(?:se|me) (?:ha |he )?(?:subido|subió|subio|subí|subi|sentado|sentó|sento|senté|sente|trepado|trepó|trepo)|está|esta|estoy|estaba) ~2 (?:en|a|al|sobre|encima de|del otro lado de|al otro lado de) (?:el |la |los |las )?(?:borde|bordes|cornisa|barandilla|baranda|barandal|pretil|muro|antepecho|alféizar|alfeizar|repisa|saliente|quitamiedos)(?! (?:de la |del )?(?:cama|sofá|sofa|mesa|piscina|pileta|acera|banqueta|bañera|banera))',
      context: 'saltar|tirar(?:se|me)|se (?:va a |quiere )?(?:tira|tirar|lanza|lanzar|avienta|aventar)|lanzar(?:se|me)|aventar(?:se|me)|arrojar(?:se|me)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|llorando|llora|no (?:quiere|quiero) (?:bajar|vivir|seguir)|no (?:se|me) (?:quiere|quiero) bajar|amenaza[a-z]*|(?:piernas|pies) colgando|colgando (?:las piernas|los pies)|mirando (?:hacia )?(?:abajo|el agua|el vacío|el vacio|el río|el rio)|(?:del|al) otro lado',
    },
    // cuts made on oneself, in the plural or on the arms and wrists ("me he hecho cortes profundos", "me rajé los brazos")
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:me|se|te) (?:he |ha |has |había |habia |estoy |está |esta |sigo |sigue )?(?:hecho|hice|hizo|hace|hago|haciendo|haciéndome|haciendome) (?:unos |unas |varios |muchos |más |mas |otra vez |de nuevo |nuevos |nuevas )?(?:cortes|cortadas|cortaditas|tajos|rajas|rajadas|heridas|rayas|quemaduras)(?! ~6 (?:al|cuando|mientras|limpiando|cocinando|trabajando|podando|afeitándome|afeitandome|depilándome|depilandome|jugando|con (?:el|la|los|las|un|una) (?:cristal|cristales|vidrio|vidrios|lata|papel|alambre|valla|rosal|zarza|cuchillo de cocina)))|(?:me|se|te) (?:he |ha |has |estoy |está |esta )?(?:rajé|raje|rajó|rajo|rajado|rajando|abrí|abri|abrió|abrio|abierto|rasgué|rasgue|rasgó|rasgo|rasgado|tajé|taje|cortado|corté|corte|cortó|corto|cortando|quemado|quemé|queme|quemó|quemando) (?:los|las|mis|sus|el|la|mi|su) (?:brazos|antebrazos|muñecas|munecas|venas|piernas|muslos|brazo|antebrazo|muñeca|muneca|pierna|muslo|barriga|tripa|abdomen)|(?:ganas|necesidad) de (?:hacerme|hacerse|seguir haciéndome|seguir haciendome) (?:más |mas |mucho |otra vez )?daño|(?:ganas|necesidad) de (?:cortarme|cortarse|lastimarme|lastimarse|quemarme|autolesionarme|autolesionarse)|no (?:puedo|puede) (?:parar|dejar) de (?:cortarme|cortarse|hacerme daño|hacerse daño|lastimarme|lastimarse|autolesionarme|autolesionarse)',
      context: 'a propósito|a proposito|queriendo|adrede|aposta|(?:yo|ella|él|el) mism[oa]|cúter|cuter|cutter|navaja|sacapuntas|hoja de afeitar|mechero|encendedor|autoles[a-z]*|ganas|necesidad|no (?:puedo|puede) parar|otra vez|de nuevo|profund[oa]s|hond[oa]s|ya no (?:puedo|puede|aguanto|aguanta)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|castig[a-z]*|desahog[a-z]*|sentir algo|muñecas|munecas|muslos|venas|brazos(?! ~6 (?:al|cuando|mientras|limpiando|cocinando|trabajando|podando|arreglando))',
    },
    // another person's tablets taken by mistake or in a muddle, with a sign or a count ("me he tomado las pastillas del corazón
    // de mi marido además de las mías, noto el pulso muy lento")
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:tom|trag|ingeri|ingiri|ingeri|beb|com|met)[a-z]* ~4 (?:pastillas|pastis|pastillitas|pildoras|píldoras|comprimidos|cápsulas|capsulas|medicinas|medicamentos|medicación|medicacion|remedios|tabletas|gotas|las|los) ~4 (?:de|del|para) (?:mi|su|tu|la|el) (?:marido|mujer|espos[oa]|pareja|novi[oa]|padre|madre|papá|papa|mamá|mama|abuel[oa]|abuelit[oa]|herman[oa]|hij[oa]|suegr[oa]|tí[oa]|ti[oa]|compañer[oa]|vecin[oa]|amig[oa]|otra persona|otro)|(?:por error|por equivocación|por equivocacion|sin querer|me equivoqué|me equivoque|se equivocó|se equivoco|me lié|me lie|se lió|se lio|confund[a-z]*) ~6 (?:pastillas|pastis|medicinas|medicamentos|medicación|medicacion|remedios|comprimidos|dosis)|(?:pastillas|pastis|medicinas|medicamentos|medicación|medicacion|remedios|comprimidos|dosis) ~6 (?:por error|por equivocación|por equivocacion|sin querer)|(?:dos veces|doble|el doble de|por duplicado|triple|tres veces) (?:sus |mis |la |las |su |mi )?(?:pastillas|medicación|medicacion|medicinas|dosis|comprimidos)',
      context: 'mare[a-z]*|(?:mantener(?:me|se|le)?|mantengo|mantiene) despiert[oa]|no (?:puedo|puede) (?:abrir los ojos|tenerme en pie|tenerse en pie)|(?:me|se) (?:estoy |está |esta )?(?:durmiendo|cayendo de sueño)|pulso (?:muy )?(?:lento|bajo|débil|debil|flojo)|(?:corazón|corazon) (?:muy )?(?:lento|despacio|acelerado|a mil|raro)|latidos|adormilad[oa]|somnolient[oa]|dormid[oa]|durmiendo|no (?:se )?despierta|muy dormid[oa]|grogui|desmay[a-z]*|confus[oa]|desorientad[oa]|vomit[a-z]*|temblor[a-z]*|tiembl[a-z]*|respira (?:mal|lento|muy lento|raro)|no respira|veo (?:todo )?(?:amarillo|borroso|doble)|visión borrosa|vision borrosa|(?:tensión|tension|presión|presion) (?:muy )?(?:baja|por los suelos)|hipogluc[a-z]*|azúcar (?:muy )?bajo|azucar (?:muy )?bajo|sud[a-z]*|pálid[oa]|palid[oa]|me encuentro (?:muy )?mal|se encuentra (?:muy )?mal|fatal|raro|rara|ambulancia|urgencias|(?:unas|unos|como|más de|mas de) (?:\\d{2}|diez|doce|quince|veinte|treinta)|todas|todos|enter[oa]s?|la caja|el bote|el frasco',
    },
    // a whole pill organiser, or a week's tablets, taken at once ("se ha tomado de golpe todo el pastillero de la semana")
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:todo|toda|todas|todos) (?:el|la|las|los|su|sus|mi|mis) (?:pastillero|organizador de pastillas|dosis de la semana|pastillas de la semana|medicación de la semana|medicacion de la semana|pastillas de varios días|pastillas de varios dias)|pastillero (?:enter[oa]|complet[oa]|vac[ií]o)|(?:medicación|medicacion|pastillas|dosis|medicinas|pastillero) (?:de|para) (?:toda )?(?:la semana|una semana|el mes|todo el mes|varios días|varios dias|dos días|dos dias|tres días|tres dias) (?:junt[oa]s?|de golpe|de una vez|a la vez|del tirón|del tiron|enter[oa]s?)',
      context: 'tom[a-z]*|trag[a-z]*|ingeri[a-z]*|ingiri[a-z]*|com(?:ió|io|ido|í|i|er|erse)|met(?:ió|io|ido)|de golpe|de una vez|junt[oa]s?',
    },
    // "se las ha tomado todas", an empty bottle of tablets found by someone
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:me|se|te) (?:las|los) (?:he |ha |has |había |habia |hubiera )?(?:tomado|tomé|tome|tomó|tomo|tragado|tragué|trague|tragó|trago|bebido|bebió|bebio|comido|comió|comio|metido) (?:todas|todos|enteras|enteros|de golpe|de una vez)|(?:bote|frasco|caja|blíster|blister|tarro|envase|tira|cajas|botes|frascos|blísters|blisters) (?:de|del) (?:sus |mis |las |los )?(?:pastillas|pastis|pildoras|píldoras|comprimidos|cápsulas|capsulas|medicinas|medicamentos|remedios|paracetamol|ibuprofeno|somníferos|somniferos|ansiolíticos|ansioliticos|antidepresivos|tranquilizantes|lorazepam|diazepam|clonazepam|alprazolam|orfidal|trankimazin|valium|rivotril|tramadol|insulina) (?:vacíos|vacios|vacío|vacio|vacías|vacias|vacía|vacia)',
      context: 'pastillas|pastis|pildoras|píldoras|comprimidos|cápsulas|capsulas|medicinas|medicamentos|remedios|bote|frasco|caja|blíster|blister|encontr[a-z]*|tomado|tragado|dormid[oa]|no (?:se )?despierta|no responde|inconsciente|mare[a-z]*|vomit[a-z]*',
    },
    // a child gone floppy, in the words parents use ("está muy flojito", "como un trapo"), age unstated
    {
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:está|esta|estaba|lo veo|la veo|se ve|se le ve|se puso|se pone|anda|quedó|quedo|se ha quedado|se quedó|se quedo) (?:muy |super |súper |re |bien |todo |toda |como )?(?:flojit[oa]|blandit[oa]|desmadejad[oa]|desguanzad[oa]|aguadit[oa]|como (?:un )?trapo|como (?:una )?muñeca de trapo|como (?:un )?trapito|sin tono|sin fuerza(?:s)? (?:en|para) nada)',
      context: `${KID}|hij[oa]|hijit[oa]|nene|nena|niñ[oa]|bebé|bebe|bebit[oa]|peque|chiquit[oa]|crío|crio|guagua|chamac[oa]|pib[ea]`,
    },
    // a child who will not drink at all and is drowsy or limp (unable to drink: a danger sign of WHO IMCI)
    {
      category: 'sick_child',
      scope: 'message',
      pattern: 'no (?:quiere |puede |consigue |acepta )?(?:tomar|beber|toma|bebe|mamar|mama|prenderse) (?:nada|ni agua|ni el pecho|ni la teta|ni el biberón|ni el biberon|ni la mamila|ni el tetero|ni la mamadera|ni suero|ni líquidos|ni liquidos|líquidos|liquidos)|(?:rechaza|deja) (?:el pecho|la teta|el biberón|el biberon|todas las tomas|la leche|los líquidos|los liquidos)',
      context: 'flojit[oa]|floj[oa]|decaíd[oa]|decaid[oa]|apagad[oa]|adormilad[oa]|dormid[oa]|somnolient[oa]|(?:casi )?no (?:se )?despierta|cuesta despertar|no reacciona|como (?:un )?trapo|desmadejad[oa]|ojos hundidos|no (?:ha )?mojado|no (?:hace|ha hecho) pis|no orina|pañal(?:es)? sec[oa]s?|llanto (?:débil|debil|agudo)|sin lágrimas|sin lagrimas|boca seca',
    },
    // "hoy es mi último día", posted or sent as a goodbye
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:hoy|mañana|manana|esta noche|este|ya) (?:es|será|sera|va a ser) (?:mi|su|tu) (?:último|ultimo|ultim) (?:día|dia|noche|fin de semana)(?= [.,?]|$| y| de vida| en (?:este|el) mundo| viv[oa]| aqu[ií])|(?:mi|su) (?:último|ultimo) (?:día|dia) (?:de vida|en este mundo|viv[oa])|(?:este|esta|es) (?:es |será |sera )?(?:mi|su) (?:último|ultimo) (?:mensaje|adiós|adios|post|tuit|audio)',
      context: 'publi[a-z]*|post[a-z]*|sub(?:ió|io|e)|instagram|facebook|tiktok|twitter|whatsapp|estado|historia|mensaje|audio|carta|nota|escribi[a-z]*|mand(?:ó|o|a)|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|perd[oó]n|no (?:contesta|responde|coge|agarra|atiende)|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|vida',
    },
    // the time to say goodbye, with affairs settled, a last outing or the means named in the message
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:es|ha llegado|llegó|llego|llega) (?:la )?(?:hora|momento) de (?:despedirme|decir (?:adiós|adios)|irme para siempre)',
      context: '(?:dejado|dejé|deje|tengo|está|esta|están|estan) ~3 (?:pagad[oa]s|en orden|arreglad[oa]s|atad[oa]s|organizad[oa]s)|(?:último|ultimo|última|ultima) (?:paseo|vez|abrazo|cena|comida|mensaje|beso)|testamento|regal[a-z]*|para siempre|manguera|cuerda|soga|pastillas|carta|nota|garaje|puente|vías|vias|cuidad[a-z]*|perdón|perdon|os quiero|te quiero|los quiero',
    },
    // sitting in a car with the engine running in a shut garage, or a hose from the exhaust
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:coche|carro|auto|motor) ~3 (?:encendido|prendido|en marcha|arrancado|andando) ~6 (?:garaje|garage|cochera)|(?:garaje|garage|cochera) (?:cerrad[oa] )?~6 (?:coche|carro|auto|motor) ~2 (?:encendido|prendido|en marcha|arrancado|andando)|(?:manguera|tubo) ~4 (?:tubo de escape|escape|exhosto|mofle)|(?:coche|carro|auto) ~4 (?:garaje|garage|cochera) ~3 (?:con )?(?:la |una )?manguera|manguera (?:puesta|conectada|enchufada|metida|pegada) ~4 (?:coche|carro|auto|ventanilla)',
      context: 'estoy|me (?:he )?(?:encerrado|metido|quedado)|se (?:ha )?(?:encerrado|metido|quedado)|manguera|tubo|cinta|sellad[oa]|tapad[oa]|despedi[a-z]*|despid[eia][a-z]*|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|acabar',
    },
    // a hand or limb caught and crushed in a machine, under a load, or cut off
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:mano|manos|brazo|brazos|pierna|piernas|pie|pies|dedos|cabeza|cuerpo|tórax|torax|pelvis) ~3 (?:atrapad[oa]s?|aplastad[oa]s?|machacad[oa]s?|prensad[oa]s?|triturad[oa]s?|amputad[oa]s?|arrancad[oa]s?|enganchad[oa]s?|destrozad[oa]s?)|(?:atrapad[oa]s?|aplastad[oa]s?|prensad[oa]s?) (?:bajo|debajo de|entre|por|en) (?:el|la|los|las|un|una) ~2 (?:máquina|maquina|maquinaria|prensa|rodillo|torno|engranaje|trituradora|picadora|cinta|tractor|coche|carro|camión|camion|auto|viga|escombros|muro|pared|losa|montacargas|ascensor|elevador|árbol|arbol)|(?:se|me|le) (?:cortó|corto|corté|corte|arrancó|arranco|amputó|amputo|voló|volo) (?:un|el|la|dos|tres|los|las|medio) (?:dedo|dedos|mano|pie|brazo|pierna)(?= (?:entero|enteros|de cuajo|completo|completos|con|y)| [.,?]|$)',
      context: 'máquina|maquina|maquinaria|prensa|rodillo|torno|engranaje|trituradora|picadora|cinta transportadora|tractor|cosechadora|montacargas|ascensor|elevador|derrumb[a-z]*|escombros|viga|losa|muro|encima|coche|carro|camión|camion|auto|sierra|radial|amoladora|motosierra|cortacésped|cortacesped|podadora|petardo|cohete|explosi[a-z]*|de cuajo|entero|enteros|colgando|separad[oa]',
    },
    // arms or wrists scratched or hurt on purpose ("se lastima los brazos con un compás", "se rayó las muñecas")
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:me|se|te) (?:he |ha |has |está |esta |estoy |sigue |sigo )?(?:lastim|ray|rasguñ|rasgun|arañ|aran|rasp|marc|pinch)[a-z]* (?:los|las|mis|sus|tus) (?:brazos|antebrazos|muñecas|munecas|muslos|piernas|venas)',
      context: 'compás|compas|cuchilla|cúter|cuter|cutter|navaja|sacapuntas|tijeras|hoja de afeitar|vidrio|cristal|clip|aguja|a propósito|a proposito|adrede|aposta|queriendo|fotos?|sangr[a-z]*|(?:ella|él|el|yo) mism[oa]|otra vez|de nuevo|ganas|no (?:puede|puedo) parar|autoles[a-z]*|suicid[a-z]*|morir[a-z]*|matar[a-z]*|escond[a-z]*|mangas largas',
    },
    // a slang word for an overdose, or everything in the medicine cabinet taken
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:me|se|te) (?:he |ha |has |había |habia )?(?:empastill[a-z]*|atiborr[a-z]* de (?:pastillas|pastis|medicamentos|calmantes|ansiolíticos|ansioliticos))|(?:tod[oa]s? (?:lo|las|los)|todas las pastillas|todos los medicamentos|todos los remedios|todo el botiquín|todo el botiquin) (?:que (?:había|habia|hay|tenía|tenia|tiene|tengo|teníamos|teniamos|encontró|encontro|pilló|pillo) )?(?:en )?(?:el|la|su|mi|del|de la) (?:botiquín|botiquin|cajón|cajon|cajón de las medicinas|mesita|armario|alacena|gabinete|neceser)',
      context: 'tom[a-z]*|trag[a-z]*|ingeri[a-z]*|ingiri[a-z]*|empastill[a-z]*|atiborr[a-z]*|pastillas|medicamentos|remedios',
    },
    // several tablets where one was meant, of a medicine whose excess is dangerous, or with a sign
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: 'en (?:vez|lugar) de (?:una|un|1|media|la|su|mi) ~4 (?:tom[a-z]*|trag[a-z]*|di|dio|dado|puso|puesto|inyect[a-z]*|pinch[a-z]*) (?:las |unas )?(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|[3-9]|\\d{2})|(?:tom[a-z]*|trag[a-z]*|di|dio|dado|puso|puesto|inyect[a-z]*) (?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|[3-9]|\\d{2}) ~2 en (?:vez|lugar) de (?:una|un|1|media)',
      context: 'sintrom|acenocumarol|warfarina|anticoagulante|insulina|digoxina|litio|metotrexato|metformina|glibenclamida|tramadol|morfina|metadona|fentanilo|oxicodona|quetiapina|clonazepam|alprazolam|lorazepam|diazepam|rivotril|orfidal|trankimazin|cinco|seis|siete|ocho|nueve|diez|[5-9]|\\d{2}|mare[a-z]*|dormid[oa]|adormilad[oa]|somnolient[oa]|confus[oa]|vomit[a-z]*|desmay[a-z]*|sangr[a-z]*|moratones|pulso|respira|sud[a-z]*|tiembl[a-z]*',
    },
    // blood coughed up in an amount ("me salió sangre al toser, como media taza")
    {
      category: 'severe_bleeding',
      reach: 12,
      pattern: 'sangre (?:al|cuando|mientras|de) (?:toser|toso|tose|tosí|tosi|tosió|tosio|tosía|tosia|tosiendo)|(?:tosí|tosi|tosió|tosio|toso|tose|tosiendo|tosía|tosia) ~4 sangre|(?:al|cuando|mientras) (?:toser|toso|tose|tosía|tosia) ~5 sangre',
      context: '(?:como |casi |más de |mas de )?(?:media |una |un )?(?:taza|tacita|vaso|vasito|chorro|cuchara|cucharada|cucharadas|puñado)|bocanadas?|a bocanadas|buches?|la boca llena|boca llena de sangre|a montones|sangre (?:roja|fresca|pura)|mucha|muchísima|muchisima|bastante|harta|un montón|un monton|coágulos|coagulos|a chorros|a borbotones|roja viva|sin parar|no para',
    },
    // tired of living, not wanting to go on here ("ya me cansé de vivir, no quiero seguir acá")
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:cansad[oa]|hart[oa]|agotad[oa]|me cansé|me canse|se cansó|se canso|me he cansado|se ha cansado) de (?:vivir|existir|estar viv[oa]|seguir viv[oa]|seguir viviendo|la vida|esta vida)(?= [.,?]|$| y| ya)|no (?:quiero|quiere|quisiera|quiera) seguir (?:aquí|aqui|acá|aca|viviendo|viv[oa]|en este mundo|existiendo|respirando)(?= [.,?]|$| y| ya| nunca| más| mas)',
      context: 'vivir|viv[oa]|viviendo|vida|existir|existiendo|aquí|aqui|acá|aca|mundo|respirando',
    },
    // a goodbye sent before going silent: asking to be forgiven, "que nos quiere", then the phone off or no answer
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:que|q|k) (?:la|lo|le|los|las|me) perdon(?:emos|en|es|e|ara|aran|aras|ase)|(?:mensaje|audio|carta|nota|video|vídeo) (?:de|como de) despedida|se (?:despidió|despidio|está despidiendo|esta despidiendo|ha despedido) de (?:todos|nosotros|mí|mi|su familia|sus amigos)|ya (?:tomó|tomo|tomé|tome|ha tomado|he tomado) (?:la|una|su|mi) decisi[oó]n',
      context: 'apag(?:ó|o|ado|ada) (?:el|su) (?:celular|móvil|movil|teléfono|telefono|cel)|(?:celular|móvil|movil|teléfono|telefono|cel) apagado|no (?:contesta|responde|coge|agarra|atiende|lee|sale)|no (?:la|lo|me|nos|le) (?:busque|busquen|busques|busquemos|busquéis|busqueis|buscar)|ilocalizable|no sabemos (?:dónde|donde|nada)|desaparecid[oa]|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|morir|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente',
    },
    // everyone better off once I am gone ("todos van a estar mejor cuando yo no esté")
    {
      category: 'self_harm',
      scope: 'message',
      pattern: 'mejor (?:cuando|si|el día que|el dia que|una vez que) (?:yo )?(?:ya )?no (?:esté|este|estuviera|estuviese|exista|existiera|existiese|siga aquí|siga aqui)(?= [.,?]|$| y| aqu[ií]| en este mundo| nunca| más| mas)|(?:cuando|el día que|el dia que|una vez que) (?:yo )?(?:ya )?no (?:esté|este|exista) (?:todos|todo el mundo|mi familia|mis hijos|ustedes|vosotros) ~3 mejor',
      context: 'mejor',
    },
    // shut in with a blade, a rope or a weapon, or "se va a cortar" said as a threat
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:encerr[a-z]*|metid[oa]|atrincherad[oa]) ~6 con (?:una|un|la|el|unas|unos|las|los) (?:navaja|cuchilla|cuchillas|cuchillo|cúter|cuter|cutter|soga|cuerda|pistola|arma|escopeta|pastillas|tijeras|cinturón|cinturon)|(?:me|se|te) (?:voy|va|vas|iba) a (?:cortar|rajar|abrir)(?! (?:el|la|los|las|un|una|mi|su) (?!venas|brazos|muñecas|munecas|cuello)[a-z]+)(?! (?:con|en) (?:el|la) (?:peluquer[a-z]*|barber[a-z]*|cuchillo de cocina))',
      context: 'navaja|cuchilla|cuchillas|cúter|cuter|cutter|venas|muñecas|munecas|cuello|encerr[a-z]*|ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero)|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|morir[a-z]*|matar[a-z]*|suicid[a-z]*|despedi[a-z]*|despid[eia][a-z]*|amenaza[a-z]*',
    },
    // "se tomó como 30 de las de la presión": a count of tablets named by what they are for
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:tomó|tomo|tomé|tome|tomado|tomaste|tomaron|tragó|trago|tragado|tragué|trague|ingirió|ingirio|ingerido|metió|metio|metido|zampó|zampo) (?:como |unas |unos |casi |más de |mas de |al menos |por lo menos )?${MANY} (?:de )?(?:las|los|sus|mis|esas|esos|estas|estos) (?:de|del|para|que)`,
      context: 'tom[a-z]*|trag[a-z]*|ingiri[a-z]*|ingeri[a-z]*|met[a-z]*|zamp[a-z]*',
    },
    // jumping from a height, said as a plan (a conditional of its own: the self-harm list is at V8's size limit; its context is the place)
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:voy|va|vas|van|iba|quiero|quiere|pienso|piensa|me dan ganas de|le dan ganas de) (?:a )?(?:saltar|tirarme|tirarse|lanzarme|lanzarse|aventarme|aventarse|arrojarme|arrojarse) (?:del|de la|de un|de una|desde el|desde la|desde un|desde una|por el|por la|al) ~2 (?:balcón|balcon|ventana|puente|azotea|edificio|techo|tejado|terraza|acantilado|precipicio|vacío|vacio|viaducto|barranco)',
      context: 'balcón|balcon|ventana|puente|azotea|edificio|techo|tejado|terraza|acantilado|precipicio|vacío|vacio|viaducto|barranco',
    },
    // a child (or a son or daughter) who vomits everything or has not passed urine for many hours; a cold, mottled baby
    {
      category: 'sick_child',
      reach: 40,
      pattern: '(?:vomita|vomitando|vomitado|devuelve|devolviendo|echa) (?:todo|todito|hasta el agua|hasta el suero|todo lo que (?:come|toma|bebe|le doy|le damos))(?! (?:lo que|el|la) (?:come|comió|comio|toma|tomó|tomo) (?:pero|y luego))|no (?:ha )?(?:hecho|hace) (?:pis|pipí|pipi|chis)|no (?:ha )?orinado|no orina|no (?:ha )?mojado (?:el|ningún|ningun|los) pañal(?:es)?',
      context: `${KID}|hij[oa]s?|hijit[oa]|sobrinit[oa]|nietit[oa]|hermanit[oa]|chamac[oa]|chiquill[oa]|crío|crio|cría`,
    },
    {
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:manchas|manchad[oa]|motead[oa]|marmolead[oa]|jaspead[oa]) ~6 (?:frí[oa]|fri[oa]|helad[oa]|congelad[oa])|(?:frí[oa]|fri[oa]|helad[oa]|congelad[oa]) ~6 (?:manchas|manchad[oa]|motead[oa]|marmolead[oa]|jaspead[oa])',
      context: KID,
    },
    // a whole bottle of syrup or medicine
    {
      category: 'overdose_poisoning',
      reach: 12,
      pattern: '(?:media|toda la|casi toda la|la mitad de la|medio|todo el|casi todo el) (?:botella|botellita|bote|frasco|frasquito)|(?:botella|bote|frasco) (?:entero|entera)',
      context: 'jarabe|dalsy|apiretal|medicina|medicamento|paracetamol|ibuprofeno|antitérmico|antitermico|antihistamínico|antihistaminico|gotas',
    },
    // shut in the garage with the engine running
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:se|me) (?:ha )?(?:encerrado|encerró|encerro|encierra|metido|metió|metio|mete) (?:en|dentro de) (?:el|la|su|mi) (?:garaje|garage|cochera|coche|carro|auto) ~6 (?:encendido|prendido|en marcha|arrancado|motor|manguera|tubo)',
      context: 'encerr[a-z]*|encierra|met[a-z]*',
    },
    // head injury: very hard to wake after a blow
    {
      category: 'head_injury',
      reach: 60,
      pattern: HARD_TO_WAKE,
      context: HEAD_BLOW,
    },
    // one fit over and another starting: "ha tenido una crisis, se ha recuperado un poco y ahora le está dando otra"
    {
      category: 'seizure',
      scope: 'message',
      pattern: '(?:le|me|te) (?:está dando|esta dando|da|dio|ha dado|viene|vino|ha venido|empieza|empezó|empezo|ha empezado|repite|repitió|repitio) otr[oa](?: vez)?(?! (?:de (?:ansiedad|pánico|panico|nervios|tos|asma|llanto|migraña|migrana)))|(?:otra|segunda|tercera) (?:crisis|convulsión|convulsion)(?! (?:de (?:ansiedad|pánico|panico|nervios|tos|asma|llanto|migraña|migrana)|nerviosa))|(?:vuelve|ha vuelto|volvió|volvio) a (?:convulsionar|temblar entero|sacudirse)',
      context: '(?:una|la|primera|otra) crisis(?! (?:de (?:ansiedad|pánico|panico|nervios|tos|asma|llanto|migraña|migrana|gota|identidad|pareja)|nerviosa|existencial|económica|economica|hipertensiva))|convuls[a-z]*|epil[eé]p[a-z]*|ataque epil[a-z]*',
    },
    // suddenly cannot understand what is said to them: aphasia, when it is new
    {
      category: 'stroke',
      scope: 'message',
      pattern: 'no (?:me|nos|te|le|les) (?:entiende|entendía|entendia|comprende) (?:nada )?(?:cuando|lo que|de lo que) (?:le |les )?(?:hablo|hablamos|habla|hablan|digo|decimos|dice|dicen)|no (?:entiende|entendía|entendia|comprende) (?:nada )?(?:de )?lo que (?:le |se le )?(?:decimos|digo|dicen|dice|hablamos|preguntamos|pregunto)',
      context: `${SUDDEN}|empez[oó] hace|desde hace (?:un rato|media hora|una hora|\\d+ minutos|[a-z]+ minutos)|hace (?:un rato|\\d+ minutos|[a-z]+ minutos)|antes estaba (?:bien|perfect[oa]|normal)|(?:se )?(?:despertó|desperto|levantó|levanto) así|boca|brazo|pierna|palabras`,
    },
    // head injury: the danger sign is the hit, the blow the context
    {
      category: 'head_injury',
      reach: 60,
      pattern: 'no (?:lo|la|le) (?:puedo|podemos|consigo|conseguimos|logro|logramos) despertar|(?:pregunta|preguntando|preguntar|repite|repitiendo|repetir|dice|diciendo) ~2 (?:lo mismo|las mismas cosas|la misma pregunta|una y otra vez)|llor[a-z]* ~3 (?:muy )?(?:rar[oa]|agud[oa]|débil|debil|distint[oa]|diferente|sin consuelo)|llanto ~3 (?:rar[oa]|agud[oa]|débil|debil)|no (?:para|deja) de llorar|(?:muy )?irritable|(?:mucho|muchísimo|muchisimo|tanto) sueño|dormil[oó]n[a]?|no (?:lo|la|le) (?:puedo|podemos|consigo|conseguimos|logro|logramos) mantener despiert[oa]|(?:se (?:le|me) )?cierran los ojos (?:todo el rato|solos)|no (?:se )?(?:puede|podía|podia) mantener despiert[oa]|se (?:duerme|queda dormid[oa]|está quedando dormid[oa]|esta quedando dormid[oa]) ~2 (?:todo el rato|a cada rato|enseguida|sol[oa]|otra vez)|no (?:quiere|tiene ganas de) (?:jugar|moverse|abrir los ojos)|no (?:es|está|esta|parece) (?:el|la) (?:de siempre|mism[oa])|(?:muy|demasiado) (?:quiet[oa]|apagad[oa]|decaíd[oa]|decaid[oa]|irritable|llorón|llorona)|(?:está|esta|estaba|lo veo|la veo|le veo|se ve|se le ve|anda|sigue|se quedó|se quedo|se ha quedado|quedó|quedo) (?:muy |super |re |como |algo |medio )?(?:rar[oa]|rarísim[oa]|rarisim[oa]|id[oa]|perdid[oa]|ausente|atontad[oa]|lent[oa]|grogui)|dice (?:cosas )?(?:sin sentido|incoherencias|raras|incoherentes|extrañas)|no (?:me |nos |te |la |lo )?reconoce|no (?:contesta|responde|reacciona|habla) (?:bien|normal|con sentido)|(?:mirada|ojos) (?:muy |como )?(?:rar[oa]s?|perdid[oa]s?|ida|idos|vidrios[oa]s?|extraña|extraños)|(?:tarda|tardaba|le cuesta|le costaba) (?:mucho )?(?:en )?(?:contestar|responder|reaccionar)|(?:contesta|responde|reacciona) (?:muy )?(?:lento|despacio|tarde)|no (?:dice|habla|decía|decia|hablaba) (?:nada |cosas |ni una cosa |palabras )?(?:coherente|coherentes|con sentido)|no (?:sabe|sabía|sabia) (?:ni )?(?:dónde|donde|qué|que|quién|quien|cómo|como) (?:está|esta|estaba|pasó|paso|día|dia|se llama)|vomit[a-z]*|vómitos?|ha devuelto|devolvió|devolvio|perdió el conocimiento|perdio el conocimiento|perdí el conocimiento|(?:perdió|perdio|perdí|perdi|ha perdido|he perdido) (?:el sentido|la conciencia|la consciencia)|inconsciente|se (?:quedó|quedo) (?:inconsciente|sin sentido|ido|ida|k ?o|grogui)|desmay[a-z]*|confundid[oa]|confus[oa]|desorientad[oa]|aturdid[oa]|atontad[oa]|no sabe (?:dónde|donde|qué|que|quién|quien)|(?:no|ni) (?:me|nos|la|lo|le|los) reconoce|(?:no me|no nos) reconoce bien|repite (?:todo|lo mismo|las mismas|la misma|una y otra)|pregunta (?:lo mismo|todo el rato|una y otra vez|las mismas)|no (?:recuerda|se acuerda|me acuerdo|recuerdo) (?:de )?(?:nada|qué|que|lo que|cómo|como)|(?:muy|mui|tan|super|demasiado|más|mas|como) (?:dormid[oa]|adormilad[oa]|somnolient[oa])|adormilad[oa]|somnolient[oa]|no (?:hay (?:forma|manera|quien) de|puedo|podemos|consigo|logro) despertar(?:lo|la|le)?|(?:le|me) cuesta (?:mucho )?despertar(?:se|lo|la|le)?|no (?:para|deja) de (?:dormirse|quedarse dormid[oa]|cerrar los ojos|bostezar)|no (?:recuerda|se acuerda|me acuerdo|recuerdo) (?:de )?(?:el|del|la) (?:partido|golpe|accidente|choque|caída|caida|momento|camino|día|dia)|no (?:recuerda|se acuerda|me acuerdo|recuerdo) (?:de )?lo (?:que pasó|que paso|ocurrido|sucedido)|no (?:se )?despierta|convuls[a-z]*|convulsión|ataque ~3 (?:temblores|sacudidas|espasmos|rígid[oa]|rigid[oa])|(?:temblores|sacudidas|espasmos) (?:por todo el cuerpo|en todo el cuerpo|sin control|de todo el cuerpo)|(?:sangre|sangra|sangrando|líquido|liquido|agua) ~4 (?:nariz|oído|oídos|oreja|orejas)|(?:nariz|oído|oreja)s? ~3 (?:sangr[a-z]*|líquido|liquido)|sintrom|acenocumarol|warfarina|anticoagula[a-z]*|apixab[aá]n|rivaroxab[aá]n|edoxab[aá]n|dabigatr[aá]n|eliquis|xarelto|pradaxa|lixiana|heparina|clopidogrel|(?:pastillas?|medicación|medicacion|algo) (?:para|de) (?:la )?(?:coagulación|coagulacion|sangre|circulación)|sangre (?:muy )?líquida|sangre (?:muy )?liquida|(?:el )?dolor de cabeza ~3 (?:va a más|va a mas|va a peor|empeora|cada vez (?:más|mas|peor|mayor)|aumenta|no (?:se )?(?:le |me )?(?:quita|pasa|para))|(?:habla|hablando|hablaba) (?:muy |medio |algo |bien )?(?:raro|rara|mal|arrastrado|arrastrada|enredado|enredada|incoherente|sin sentido|cosas raras|como borrach[oa])|arrastra las palabras|pierde el equilibrio|no se tiene en pie|(?:veo|ve|vemos|viendo) (?:doble|borroso)|visión (?:doble|borrosa)|(?:me|le) duele (?:la cabeza )?cada vez (?:más|mas)|cada vez (?:me|le) duele (?:más|mas)|(?:una )?pupila ~3 (?:más grande|mas grande|distinta|dilatada)|moratones? (?:detrás de las orejas|alrededor de los ojos)|ojos de mapache',
      context: HEAD_BLOW,
    },
    {
      category: 'head_injury',
      pattern: '(?:se|me|le|nos) (?:cayó|cayo|ha caído|ha caido|resbaló|resbalo) (?:el|la|mi|su) (?:bebé|bebe|baby|recién nacid[oa]|bebit[oa]) ~4 (?:al suelo|al piso|de (?:los|mis|sus) brazos|de cabeza|del cambiador|de la cama|del sofá|del sofa)|(?:cayó|cayo|caído|caido|cae|cayéndose) ~3 (?:del|de la|de los|de mis|de sus|desde el|desde la|desde los) (?:cambiador|cama|sofá|sofa|trona|carrito|mesa|brazos|encimera|litera)',
      context: 'bebé|bebe|baby|recién nacid[oa]|bebit[oa]|(?:\\d{1,2}|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once) (?:meses|mes|semanas)',
    },
    {
      category: 'severe_bleeding',
      pattern: '(?:heces|caca|cacas|deposiciones|deposición|deposicion|popó|popo|popis|excrementos|mierda|hago|hace|diarrea|diarreas|evacuaciones|cagada|cagadas|mis necesidades) ~3 (?:negr[oa]s?|negr[oa] como|como (?:el )?(?:alquitrán|alquitran|petróleo|petroleo|brea|chapopote|carbón|carbon)|alquitrán|alquitran|pegajos[oa]s?)|melenas?',
      context: 'mare[a-z]*|desmay[a-z]*|pálid[oa]|palid[oa]|débil|debil|sudor|sangr[a-z]*|flojo|floja|blanc[oa] (?:como|cual) (?:la |el |un |una )?(?:pared|papel|cal|leche|fantasma|muert[oa])|(?:se ha|se) (?:caído|caido|cayó|cayo) (?:redond[oa]|al suelo|de golpe|desplomad[oa])|(?:cayó|cayo|caído|caido) redond[oa]|desplom[a-z]*|se (?:me|le) (?:nubla|nubló|nublo|va|fue|iba) la vista|(?:casi )?me (?:caigo|caí|cai)|(?:corazón|corazon|pulso) ~3 (?:rapid[a-z]*|rápid[a-z]*|a mil|acelerad[oa]|disparad[oa]|desbocad[oa])|taquicardia|sin fuerzas',
      scope: 'message',
    },
    {
      category: 'severe_bleeding',
      pattern: '(?:cag[a-z]*|evacu[a-z]*|defec[a-z]*|heces|caca|cacas|deposiciones|diarrea|hago|hace) (?:con )?(?:mucha |muchísima |muchisima |pura )?sangre|sangre (?:en|por|con) (?:las heces|la caca|el culo|el ano|detrás|las deposiciones)|sangrado (?:rectal|por el ano|por detrás)|rectorragia',
      context: 'mucha|muchísima|muchisima|abundante|chorro|a chorros|charco|mare[a-z]*|desmay[a-z]*|pálid[oa]|palid[oa]|débil|debil|no para',
    },
    {
      // "he cambiado la gasa cinco veces": dressings soaked one after another
      category: 'severe_bleeding',
      reach: 20,
      pattern: '(?:cambiado|cambio|cambiar|cambiamos|cambié|cambie) (?:la |el |los |las )?(?:gasa|gasas|venda|vendas|vendaje|apósito|aposito|apósitos|toalla|toallas|trapo|trapos) (?:ya )?(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez|varias|muchas|mil) veces',
      context: 'sangr[a-z]*|sangre|empapad[oa]s?',
    },
    {
      category: 'breathing',
      reach: 30,
      pattern: `${CANT} (?:ni )?(?:hablar|decir (?:una |dos )?palabras?|terminar (?:una|las) frases?|acabar (?:una|las) frases?|terminar de (?:hablar|escribir|decir)|acabar de (?:hablar|escribir|decir))|casi no (?:puede|puedo|puedes|pueda|puedas) hablar|apenas (?:puede|puedo|puedes|pueda|puedas) hablar|no (?:puede|puedo|pueda) decir (?:ni )?(?:dos|tres) palabras`,
      context: "(?:me |le |te )?silb[a-z]*|(?:cuesta|dificultad|no puede|no puedo|apenas|casi no|le falta|me falta) ~2 respirar|respira (?:muy )?(?:mal|con dificultad|fatal|rápido|rapido|agitad[oa]|con ruido|con esfuerzo)|respir[a-z]* con (?:mucho |mucha )?(?:esfuerzo|dificultad|ruido)|(?:falta|faltaba|falte|entra|llega) (?:el )?aire|falta de aire|sin aire|asma|inhalador|ahog[a-z]*|pecho apretado|jade[a-z]*|(?:labios|boca|uñas|cara) ~2 (?:morad[oa]s?|azul(?:es)?|gris(?:es)?)",
    },
    {
      category: 'anaphylaxis',
      reach: 40,
      pattern: '(?:labios?|cara|boca|lengua|garganta|cuello|ojos|párpados|parpados) ~3 (?:hinchad[a-z]*|inflamad[a-z]*|enorm[a-z]*|gord[oa]s?|gordísim[oa]s|gordisim[oa]s|gigantes?|inflad[oa]s?|abultad[oa]s?|deformad[oa]s?|grandísim[oa]s?|grandisim[oa]s?|como (?:un pato|de pato)|como (?:un globo|globos|una pelota|una bola)|se (?:me |le |te )?(?:hinchan|hincharon|hinchó|hincha|inflamó|inflaman|están hinchando|esta hinchando|está hinchando))|se (?:me|le|te) (?:(?:ha|han|había|habían|habia|habian) )?(?:hinchó|hincharon|hincha|hinchan|hinchado|inflamó|inflamaron|inflamado|están hinchando|esta hinchando|está hinchando|empezó a hinchar|empezo a hinchar|empezaron a hinchar|puso|pusieron|han puesto|ha puesto) (?:la|el|los|las|toda la|todo el) (?:cara|labios?|ojos|boca|lengua|garganta|cuello|párpados|parpados|mejillas)(?! (?:normal|bien|como siempre))|se (?:(?:me|le|te) )?(?:está |esta |ha )?(?:hinchando|hinchó|hinchado|inflamando) (?:todo el cuerpo|todo|toda|entera|entero)|(?:hinchad[oa]|hinchándose|hinchandose) (?:de arriba abajo|enter[oa]|tod[oa] (?:el cuerpo|entera|entero))|(?:voz|habla) ~2 (?:ronca|rara|distinta|apagada)|(?:está|esta|estoy|se (?:le )?(?:puso|pone)) (?:ronc[oa]|afónic[oa])',
      context: `${ALLERGEN}|respirar|silb[a-z]*`,
    },
    {
      category: 'anaphylaxis',
      reach: 40,
      pattern: 'reacción alérgica|reaccion alergica|reacción (?:a|al|a la)|alérgic[oa]|alergic[oa]|alergia|ronchas|habones|urticaria|(?:me|le|te|nos|les) (?:ha |han |había |habia |habían |habian )?(?:picó|pico|picado|picaron|picaba) (?:una |un |varias |varios |unas |unos )?(?:abejas?|avispas?|avispones?|avispón|avispon|abejorros?|bichos?|insectos?|hormigas?|medusas?|arañas?|alacrán|alacran|escorpión|escorpion)|me picó|le picó|me pico|le pico|picadura',
      context: `muy (?:decaíd[oa]|decaid[oa]|apagad[oa]|floj[oa]|adormilad[oa]|somnolient[oa])|desmay[a-z]*|vomit[a-z]*|tose (?:mucho|muchísimo|muchisimo|sin parar|fuerte)|tos (?:fuerte|persistente|que no para|sin parar)|tosiendo (?:mucho|sin parar)|no para de toser|dificultad respiratoria|disnea|edema (?:labial|lingual|de (?:labios|lengua|glotis)|facial)|estridor|sibilancias|broncoespasmo|(?:cuesta|dificultad (?:para|al)|problemas (?:para|al)|no (?:puede|puedo|pueda)|le falta|me falta) ~2 (?:respirar|tragar)(?! (?:bien )?por la nariz)|respira (?:mal|con dificultad|fatal|raro|agitad[oa]|con pitos|con silbidos)|no (?:puede|puedo|pueda) respirar|(?:falta|faltaba|falte|entra|llega) (?:el )?aire|ahog[a-z]*|garganta (?:cerrad[a-z]*|apretad[a-z]*|hinchad[a-z]*|inflamad[a-z]*)|(?:cierra|cerrando|hinchando|hinchó|hincho) (?:la )?garganta|nudo en la garganta|lengua (?:hinchad[a-z]*|gorda|grande|inflamad[a-z]*)|hinch[a-z]* (?:la )?lengua|desmay[a-z]*|mare[a-z]*|(?:me |le |te )?silb[a-z]*|(?:con )?pitos|pecho apretado|voz (?:rara|ronca)|ronc[oa]|afónic[oa]|pálid[oa]|palid[oa]|vomit[a-z]*|${CANT} respirar`,
    },
    // someone found down who does not answer
    {
      category: 'unconscious',
      pattern: '(?:no|ni) (?:me |nos |le )?contesta(?! (?:el|al|los|las|mis|a mis|a los|a las|sus) (?:teléfono|telefono|celular|móvil|movil|mensajes?|llamadas?|whatsapp|wasap|correo))',
      context: 'suelo|piso|tirad[oa]|desmay[a-z]*|muev[oa]|movemos|mover(?:la|lo)|sacud[a-z]*|cayó|cayo|caído|caido|inconsciente|respira|ojos|despierta|reacciona|cama|sofá|sofa|sillón|sillon|baño|encontr[a-z]*|grit[a-z]*|llam(?:o|amos|ándola|ándolo|andola|andolo)',
    },
    // a seizure told by what it looks like
    {
      category: 'seizure',
      pattern: 'sacud[a-z]*|espasmos?|tembl[a-z]*|tiembla|tirones|movimientos (?:raros|involuntarios|bruscos)|(?:se )?(?:puso|pone|quedó|quedo|queda|quede|ha quedado) (?:rígid[oa]|tiesa?|tieso|dur[oa]) ~3 (?:y|,)? ~2 (?:sacud|tembl|convuls|espasm|babe)[a-z]*',
      reach: 20,
      context: 'rígid[oa]|rigid[oa]|tiesa?|tieso|no (?:nos |me |le )?(?:responde|respondía|respondia|reacciona|reaccionaba|contesta|contestaba|mira|miraba|oye)(?! (?:al|a la|a los|a las|el|los|las) (?:tratamiento|medicamentos?|antibióticos?|antibioticos?|paracetamol|ibuprofeno|apiretal|dalsy|mensajes?|llamadas?|teléfono|telefono|móvil|movil|celular|whatsapp))|mirada (?:perdida|fija|ida|vacía|vacia)|desmay[a-z]*|desplom[a-z]*|perdió el conocimiento|perdio el conocimiento|ojos en blanco|ojos volteados|inconsciente|en el suelo|en el piso|espuma|babea[a-z]*|se (?:mordió|mordio|muerde) la lengua|se (?:orinó|orino|hizo pis|meó|meo|ha hecho pis) encima|no (?:se )?despierta',
    },
    // whole-body jerking that started suddenly, lasts minutes or turns the face blue; "sacudirse" is not shivering
    {
      category: 'seizure',
      reach: 20,
      pattern: '(?:se )?(?:puso|pone|empezó|empezo|empieza|ha empezado|comenzó|comenzo|echó|echo) a (?:sacudirse|convulsionar|retorcerse)|(?:está |esta |sigue |lleva )?(?:sacudiéndose|sacudiendose)|se (?:está |esta |sigue )?sacud(?:e|ía|ia|ió|io|iendo)(?: entero| entera| todo| toda)?',
      context: 'de repente|de golpe|de pronto|de la nada|morad[oa]s?|azul(?:es)?|amoratad[oa]s?|(?:[3-9]|[1-9]\\d|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte) minutos|entero|entera|todo el cuerpo|brazos y piernas',
    },
    {
      category: 'seizure',
      pattern: 'acaba de (?:tener|darle|sufrir|pasarle)|(?:le (?:ha )?dado|le dio|ha tenido|tuvo) (?:una|otra) (?:ahora|hace un rato|hace (?:un|unos|\\d+) minutos?)',
      context: 'convuls[a-z]*|epilep[a-z]*|crisis',
    },
    {
      category: 'seizure',
      pattern: '(?:lleva|llevamos|van|ya van) ~5 con (?:la|una|el|un|las) (?:crisis|ataques?)|(?:la|una|el|esta|este) (?:crisis|ataque) ~3 no (?:se (?:le |me )?)?(?:pasa|para|termina|acaba|cede|se le va)|(?:lleva|llevamos|van|ya van) ~5 (?:convulsionando|temblando|sacudiéndose|sacudiendose|con espasmos|con (?:temblores|sacudidas|convulsiones))|(?:crisis|ataques?) ~3 (?:una|uno) (?:detrás|detras|tras) (?:de )?(?:otra|otro)|(?:le están dando|le estan dando|le está dando|le esta dando|tiene|tuvo|le dio|le dan|le han dado|ha tenido) ~2 (?:crisis|ataques?)(?! de (?:ansiedad|pánico|panico|asma|tos|risa|nervios|migraña|llanto))',
      context: 'epilep[a-z]*|convuls[a-z]*',
    },
    // over the maximum dose, taken (a staggered paracetamol overdose is treated as an overdose)
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: "(?:tomado|tomando|tomé|tome|tomó|tragado|tragando|dado|dando|di|dio|dimos|dieron|metido|llevo|lleva|llevamos)(?: (?!puedo |puede |pueden |podría |podria |debo |debe |si |pasa |pasaría |pasaria |tomar )[a-z0-9',]+){0,20} (?:muy |mucho |bastante |bien )?(?:más|mas|por encima) (?:de|del) (?:lo permitido|lo recomendado|lo indicado|lo que (?:pone|dice|se puede|toca|recomiendan)|(?:la )?dosis (?:máxima|maxima|recomendada|permitida|diaria|indicada)|el máximo|el maximo|la máxima|la maxima|límite|limite|prospecto)|(?:tomado|tomé|tome|tomó|tragado|dado|di|dio|dimos) ~3 (?:el )?(?:doble|triple) (?:de|del) (?:la dosis|lo permitido|lo recomendado|lo indicado|la máxima|la maxima|máximo|maximo|lo que pone)",
      context: `${PILLS}|paracetamoles|gelocatil|dolostop|termalgin|efferalgan|tylenol|panadol|apiretal|dalsy|antitérmico|antitermico|pastillas?`,
    },
    // a scald or burn over a large area told in its own clause: "las dos piernas enteras rojas y con ampollas"
    {
      category: 'burns',
      reach: 15,
      pattern: '(?:las dos|los dos|ambas|ambos) (?:piernas|brazos|manos|pies|muslos)|(?:toda|todo) (?:la|el|su|mi) (?:pierna|brazo|espalda|barriga|pecho|tripa|panza|muslo|cara|mano|cuello|torso|costado)|(?:pierna|brazo|espalda|barriga|pecho|tripa|panza|muslo|mano|pie|cuello|torso|costado)s? enter[oa]s?|medio cuerpo',
      context: 'quemadura|quemaduras|quemé|queme|quemó|quemo|quemado|quemada|quemándose|quemandose|escald[a-z]*|hirviendo|hirviente',
    },
    // a burn told as large, black or white after naming it
    {
      category: 'burns',
      reach: 20,
      pattern: '(?:es|está|esta|se ve|se puso|se ha puesto|quedó|quedo|está quedando|esta quedando|se está poniendo|se esta poniendo) (?:muy |bastante )?(?:grande|enorme|negr[oa]|negruzc[oa]|blanc[oa]|acartonad[oa]|profund[oa])(?: y (?:negr[oa]|blanc[oa]|profund[oa]|grande|enorme|no (?:me |le )?duele))?',
      context: 'quemadura|quemaduras|quemé|queme|quemó|quemo|quemado|quemada|escald[a-z]*',
    },
    // "nadie me va a extrañar cuando ya no esté": a goodbye told as nobody missing them (not in the size-limited list)
    {
      category: 'self_harm',
      pattern: "(?:nadie|ninguno|ni mi familia|ni mis hijos) (?:me |lo |la )?(?:va a|van a|iba a|vaa|va a ni) (?:extrañar|echar de menos|echar en falta|notar|llorar|enterar)|(?:nadie|ninguno) (?:me |lo |la )?(?:extrañará|extrañara|echará|echara|notará|notara|llorará|llorara)(?: de menos| en falta)?",
      context: "cuando (?:ya )?no (?:esté|este|estaré|estare|exista|existiera|estuviera)|si (?:me muero|me mato|desaparezco|me voy para siempre|ya no estoy|no estoy)|cuando (?:me muera|me mate|desaparezca|me vaya para siempre)|(?:me|se) (?:muera|mate)|muerto|muerta|desaparezca|desaparecer|cuchill[a-z]*|navaja|cúter|cuter|cuerda|soga|no (?:creo )?(?:que |q |k )?(?:aguante|llegue) (?:hasta|a) (?:mañana|manana)",
    },
    // "voy a hacer una tontería esta noche": a veiled intent, with despair or a time near it
    {
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:voy a|vaa|va a|iba a|pienso|estoy por|estoy a punto de|quiero|me dan ganas de) (?:hacer|cometer) (?:una|alguna|cualquier) (?:tontería|tonteria|locura|estupidez|barbaridad|cagada)(?!(?: [a-z]+){0,3} (?:y|e) (?:me |lo |la |le )?(?:voy a|compr|cort|pint|teñ|ten|tatu|apunt|viaj|pid|ped|dej|renunci|mud|cas|escap|ir)[a-z]*| (?:de compra|con el pelo|en el pelo|en la cocina|de receta))",
      context: "ya no (?:aguanto|puedo|soporto|quiero)|no (?:aguanto|puedo|soporto) (?:más|mas)|no puedo seguir|esta noche|hoy mismo|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|cansad[oa] de (?:vivir|todo)|no vale la pena|sin salida|pastillas|soga|cuerda|puente|balcón|balcon|cuchilla|nadie|todo (?:se )?(?:acab|termin)[a-z]*",
    },
    // a rope or noose ready: the means at hand (not in the size-limited list)
    {
      category: 'self_harm',
      pattern: "(?:soga|horca|nudo corredizo)(?!(?: [a-z]+){0,8} (?:perro|perra|caballo|yegua|vaca|cabra|burro|ropa|tienda|barco|bote|pasear|paseo|escalar|saltar|tender|camping|acampar|mudanza|columpio)) ~3 (?:lista|preparada|atada|colgada|anudada|puesta|del techo|de la viga|en el techo|en la viga)|(?:colgué|colgue|até|ate|anudé|anude|preparé|prepare|he preparado|he atado|he colgado|compré|compre|he comprado|tengo) (?:la|una) (?:soga|cuerda) ~4 (?:viga|techo|árbol|arbol|barandilla|barandal|lista|preparada|para (?:colgarme|ahorcarme|acabar|matarme|terminar))",
      context: "soga|horca|cuerda|nudo",
    },
    // heavy blood in the urine with clots, and faintness
    {
      category: 'severe_bleeding',
      scope: 'message',
      pattern: "(?:orin[a-z]*|pis|pipí|pipi|meando|meo|mea|meé|mee|meó|orina) ~3 (?:sangre pura|puro sangre|pura sangre|solo sangre|sólo sangre|sangre con coágulos|sangre con coagulos|coágulos|coagulos|(?:mucha|muchísima|muchisima) sangre)",
      context: "mare[a-z]*|desmay[a-z]*|pálid[oa]|palid[oa]|débil|debil|no (?:puedo|puede|consigo|consigue) (?:orinar|mear|hacer pis)|anticoagul[a-z]*|sintrom",
    },
    // yellow skin or eyes with confusion or drowsiness: the liver failing
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:muy |todo |toda |bien |re )?(?:amarill[oa]s?|amarillent[oa]s?|ictéric[oa]s?|icteric[oa]s?)|ictericia',
      context: 'confundid[oa]|confus[oa]|desorientad[oa]|no (?:reconoce|sabe (?:dónde|donde|quién|quien))|somnolient[oa]|(?:muy|tan) dormid[oa]|no (?:se )?despierta|delira[a-z]*|vomit[a-z]* sangre|sangre',
    },
    // a baby who will not take milk or drink since yesterday or for hours
    {
      category: 'sick_child',
      scope: 'message',
      pattern: "(?:no (?:quiere|puede) (?:mamar|succionar|beber|tomar (?:nada|ni|el|la|su|sus|leche|pecho|teta))|(?:no (?:mama|bebe|toma)|rechaza) (?:nada|ni|el|la|las|su|sus|leche|pecho|teta)?)(?: [a-z]+){0,2} (?:desde (?:ayer|anoche|esta mañana|la mañana|hace (?:\\d+|[a-z]+) horas)|en todo el d[ií]a|en (?:\\d+|[a-z]+) horas)",
      context: 'bebé|bebe(?! (?:agua|leche|bien|algo|poco|mucho|zumo|jugo|suero|líquidos|liquidos|normal))|beba|baby|bebit[oa]|bebot[ea]|guagua|lactante|recién nacid[oa]|recien nacid[oa]|(?:\\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:meses|mes|semanas|días|dias)(?! de embarazo)',
    },
    // "mi amiga me mandó fotos de sus brazos cortados y dice que ya no puede más"
    {
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:brazos|muñecas|munecas|piernas|muslos) (?:cortad[oa]s|llen[oa]s de cortes|con cortes|rajad[oa]s)|(?:cortes|cortadas|heridas) (?:en|por) (?:los|sus|mis|las) (?:brazos|muñecas|munecas|piernas|muslos)",
      context: "ya no (?:puede|puedo|aguanta|aguanto|quiere|quiero|soporta|soporto)|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|(?:mandó|mando|envió|envio|subió|subio|pasó|paso|enseñó|enseno|mostró|mostro) ~3 fotos?|a propósito|a proposito|(?:ella|él|el) (?:misma|mismo)|(?:yo|me) mism[oa]|quiere morir[a-z]*|matarse|suicid[a-z]*",
    },
    // "ojalá no despertar mañana": a wish not to wake (not in the size-limited list)
    {
      category: 'self_harm',
      pattern: "(?:ojalá|ojala)(?: que)? (?:mañana |manana |un día |un dia |esta noche )?no (?:me )?(?:despierte|despertara|despertase|amanezca|amaneciera|despertar)(?! (?:con|sin|tan|así|asi|otra|temprano|pronto|a las|antes|mal|por|de|enferm[oa]|cansad[oa]|resfriad[oa]))|(?:sería|seria|es) mejor (?:no despertar(?:me)?|que no (?:me )?despierte)",
      context: "(?:ojalá|ojala|mejor)",
    },
    // "de cero a diez en un segundo": a headache that peaks at once
    {
      category: 'sudden_headache',
      reach: 14,
      pattern: 'de (?:cero|0) a (?:diez|10|cien|100|mil) en (?:un|1|dos|2|pocos|unos) (?:segundo|segundos|instante|momento)',
      context: 'cabeza|caveza|cabesa|nuca|cefalea|jaqueca|migraña|migrana|headache',
    },
    // the top of the pain scale, or unlike the usual migraines, with a sudden onset beside it and the head named in
    // the message: "migrañas desde hace años pero esto es distinto, vino de golpe, un 10 de 10"
    {
      category: 'sudden_headache',
      scope: 'message',
      pattern: "(?:de golpe|de repente|de pronto|súbitamente|subitamente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?(?:segundos?|instante))(?: [a-z0-9',]+){0,6} (?:(?:un|el|de|es un|como un) )?(?:10|diez|11|once|100|cien|mil) (?:de|sobre) (?:10|diez|100|cien)|(?:10|diez|11|once|100|cien|mil) (?:de|sobre) (?:10|diez|100|cien)(?: [a-z0-9',]+){0,6} (?:de golpe|de repente|de pronto|súbitamente|subitamente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?(?:segundos?|instante))|(?:distint[oa]|diferente|nada que ver|otra cosa|no es como)(?: [a-z0-9',]+){0,6} (?:de golpe|de repente|de pronto|súbitamente|subitamente|de la nada|de sopetón|de sopeton|de improviso|en (?:un )?(?:segundos?|instante))|(?:de golpe|de repente|de pronto|súbitamente|subitamente|de la nada|de sopetón|de sopeton|de improviso)(?: [a-z0-9',]+){0,6} (?:distint[oa]|diferente|nada que ver con) (?:a |de |con )?(?:mis|las|sus|tus|lo de) (?:migrañas|migranas|jaquecas|dolores de cabeza|cefaleas)",
      context: 'cabeza|caveza|cabesa|nuca|cefaleas?|jaquecas?|migrañas?|migranas?|headache',
    },
    // a tenfold measuring error: "10 ml en vez de 1 ml"
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '\\d{2,3} (?:ml|mg|cc|gotas|mililitros|miligramos) en (?:vez|lugar) de (?:\\d|un|una|medio|media)(?![0-9])|(?:diez|10) veces (?:la|su|mi|una|lo que|más|mas)',
      context: `${PILLS}|dalsy|apiretal|jarabe|dosis|jeringa|medicina|medicamento`,
    },
    // a hand or leg that does not obey, with a sudden onset or another sign near it
    {
      category: 'stroke',
      reach: 40,
      pattern: `(?:el|la|su|mi) (?:brazo|pierna|mano|pie)(?: (?:derech[oa]|izquierd[oa]|izq|izqda|izqdo|dcha|dcho))? no (?:le |me |te )?(?:obedece|obedecía|obedecia|obedecen|hace caso|hacía caso|hacia caso|responde|respondía|respondia|funciona|funcionaba|agarra|agarraba|coge|cogía|cogia)`,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_SIDE}|derrame|ictus|no (?:pude|puede|puedo|pudo|podía|podia) (?:escribir|hablar|agarrar|coger|sostener)`,
    },
    // breathless or a stabbing pain on breathing after a long journey, an operation, a cast or a birth, or with a
    // swollen calf: a clot in the lung
    {
      category: 'breathing',
      reach: 40,
      pattern: "falta de aire|(?:me|le|te) falta (?:el )?aire|(?:me|le|te) (?:ahogo|ahoga|ahogas)|ahogándome|ahogandome|ahogándose|ahogandose|sin aliento|(?:me|le|te) cuesta (?:mucho |muchísimo |muchisimo )?respirar|no (?:puedo|puede) respirar bien|(?:respiro|respira) (?:muy )?(?:rápido|rapido|mal|con dificultad)|(?:dolor|pinchazo|punzada|puñalada|punalada) ~4 (?:al|cuando) (?:respirar|respiro|respira|coger aire|cojo aire|coge aire|tomar aire|inspirar)|(?:me|le) duele (?:al|cuando) (?:respirar|respiro|respira|coger aire|cojo aire|coge aire)",
      context: "vuelos?|avión|avion|(?:viaje|trayecto) (?:muy )?largo|(?:\\d+|muchas|doce|diez|once|trece|catorce|quince|veinte|ocho|nueve) horas (?:de|en) (?:avión|avion|coche|carro|autobús|autobus|bus|tren)|(?:me|le|la|lo) (?:operaron|han operado|operó|opero|intervinieron)|(?:operación|operacion|cirugía|cirugia|intervención|intervencion|prótesis|protesis) (?:de|del|en) (?:la |el )?(?:rodilla|cadera|tobillo|pierna|vientre|abdomen|útero|utero)|escayola|escayolad[oa]|(?:el|un|con) yeso|inmovilizad[oa]|encamad[oa]|(?:di|dio|he dado|ha dado) a luz|cesárea|cesarea|parto|(?:pierna|pantorrilla|gemelo) ~3 (?:hinchad[oa]|inflamad[oa]|roj[oa]|caliente)|trombosis",
    },
    // trouble breathing after a food, a sting or a medicine
    {
      category: 'anaphylaxis',
      reach: 40,
      pattern: `(?:me|le|te|nos|les) cuesta(?: mucho| muchísimo| trabajo)? (?:respirar|tragar)(?! (?:bien )?por la nariz)|(?:dificultad|problemas?) (?:para|al) (?:respirar|tragar)(?! (?:bien )?por la nariz)|${CANT} (?:respirar|tragar)(?! (?:bien )?por la nariz)|respira (?:con )?(?:pitos|silbidos|ruido|dificultad)|(?:silba|silbando|le silba|me silba|pitos|pitidos|silbidos) (?:el pecho )?(?:al|cuando|para) respir[a-z]*|(?:garganta|lengua) ~3 (?:cerrad[oa]|hinchad[a-z]*|apretad[oa]|rara)|(?:me|le|te) pica (?:mucho |muchísimo |muchisimo )?la garganta`,
      context: `${ALLERGEN}|hinchad[a-z]*|hinch[oó]|hincharon`,
    },
    // overdose: a child, a mistake
    {
      category: 'overdose_poisoning',
      pattern: `(?:se )?(?:(?:ha|han) )?(?:acab(?:a|an|o|ó|amos) de (?:comer|tragar|tomar|beber|morder|chupar|masticar|meter en la boca)|comió|comio|comido|tragó|trago|tragado|se tomó|se tomo|se ha tomado|ha tomado|agarró|agarro|bebió|bebio|bebido|mordió|mordio|mordido|chupó|chupo|chupado|masticó|mastico|metió en la boca|metio en la boca|metido en la boca) ~3 (?:${PILLS}|pastilla(?! de (?:jabón|jabon|caldo|avecrem|chocolate|menta|regaliz)(?! (?:de|para|del) (?:la |el )?(?:lavavajillas|lavaplatos|friegaplatos|lavadora|ropa)))|comprimido|tableta|cápsula|capsula|hojas|bayas|semillas|planta|plantas|setas|hongos|gominolas|gomitas|parche|cigarro|cigarrillo|colillas?|tabaco|alcohol|whisky|vodka|ron|licor|vino|cerveza|perfume|colonia|enjuague bucal|pila|moneda|monedas|imán|imanes)`,
      context: KID,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:se|me|le) (?:(?:ha|han|he) )?(?:tomó|tomo|tomé|tomado|tragó|trago|tragué|tragado|comió|comio|comí|comido|bebió|bebio|bebí|bebido|dado|dieron|di) ~3 ${PILLS} (?:de|del) (?:su|mi|la|el|otr[oa]) ~2 (?:abuel[oa]|madre|padre|mamá|mama|papá|papa|tí[oa]|ti[oa]|herman[oa]|vecin[oa]|compañer[oa]|residente|paciente|persona|señor[a]?)`,
      context: `${KID}|tod[oa]s?|enter[oa]|complet[oa]|muchas|varias|unas cuantas|bote|frasco|caja|${MANY}`,
    },
    {
      category: 'overdose_poisoning',
      pattern: `(?:tomó|tomo|tomé|tome|tragó|trago|tragué|trague|ingerí|ingeri|ingirió|ingirio|bebió|bebio|bebí|bebi|metí|meti|metió|metio) ~3 (?:tod[oa]s? (?:las|la|el|los|mis|sus|su|mi)|una caja|un frasco|un bote|muchas|muchos|demasiad[oa]s?|varias|un montón de|${MANY}) ~3 ${PILLS}`,
      context: '(?:mucho|muchísimo|muchisimo|tanto) sueño|mare[a-z]*|no (?:se )?despierta|despierta mal|dormid[oa]|adormilad[oa]|somnolient[oa]|inconsciente|no responde|no reacciona|vomit[a-z]*|confus[oa]|confundid[oa]|respira (?:lento|raro|mal|poco)|desmay[a-z]*|morir|matar|suicid[a-z]*|a propósito|a proposito|queriendo',
    },
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:(?:tomado|tomó|tomo|tomé|tome|dado|dio|di|dimos|dieron|puesto|pusieron|tragado|tragó|trago) (?:dos|tres|varias) veces|repetido|repitió|repitio|duplicado|doblado|vuelto a tomar|vuelto a dar) ~2 (?:la|las|el|los|su|sus|mis|mi|tu|tus) ~2 (?:${PILLS}|medicación|medicacion|medicina|medicamento|pastilla|dosis|toma)|se (?:ha |había |habia )?(?:equivocado|equivocó|equivoco|liado|lió|lio|confundido|confundió|confundio) (?:con|de) (?:las|la|sus|su|mis|mi) (?:${PILLS}|medicación|medicacion|medicina|pastilla|dosis)|(?:por error|por equivocación|por equivocacion|sin querer|equivocad[oa]s?|de otr[oa] (?:residente|paciente|persona|señor|señora)|que no eran (?:suyas|mías|mias|suyos)) ~4 (?:las |unas |sus |mis |la |su |mi )?(?:${PILLS}|medicación|medicacion|medicina|medicamento|pastilla|dosis)|(?:${PILLS}|medicación|medicacion|medicina|medicamento|pastilla|dosis) ~4 (?:por error|por equivocación|por equivocacion|sin querer|equivocad[oa]s?|de otr[oa] (?:residente|paciente|persona|señor|señora))|(?:le|me|les) (?:han |ha |hemos |he )?(?:dado|dieron|di|dimos|puesto|pusieron) ~2 (?:por error|por equivocación|sin querer)|(?:${PILLS}|medicación|medicacion|medicina|medicamento|pastilla|dosis) ~4 (?:dos veces|tres veces|por duplicado|doble)|(?:doble dosis|dosis doble|el doble de|dos dosis|el triple de) ~3 (?:${PILLS}|medicación|medicacion|medicina|medicamento|pastilla)`,
      context: `adormilad[oa]|dormid[oa]|somnolient[oa]|no (?:se )?despierta|despierta mal|confus[oa]|confundid[oa]|mare[a-z]*|vomit[a-z]*|desmay[a-z]*|respira (?:muy )?(?:lento|despacio|poco|raro|mal)|(?:muy|está|esta|super|rara y|rar[oa] y) lent[oa]|le cuesta (?:hablar|despertar|mantenerse)|no se tiene en pie|pulso (?:muy )?(?:lento|bajo|débil|debil|rápido|rapido)|muchas|varias|unas cuantas|todas|un montón|demasiad[oa]s|el doble|${MANY}`,
    },
    {
      // an unknown number taken, the medicine named nearby: "se ha comido no sé cuántas, el bote estaba casi lleno"
      category: 'overdose_poisoning',
      reach: 30,
      pattern: "(?:comido|comió|comio|tomado|tomó|tomo|tragado|tragó|trago|bebido|bebió|bebio) (?:unas cuantas|unos cuantos|varias|varios|muchas|muchos|un puñado|un montón|un monton|bastantes|algunas|algunos)(?= ?(?:[.,?]|$)| (?:y|e|o|pero|de|del|sin|creo|no|hace)(?![a-z]))|(?:comido|comió|comio|tomado|tomó|tomo|tragado|tragó|trago|bebido|bebió|bebio) (?:no (?:sé|se|sabemos|sabe|sé bien|se bien) cu[aá]nt[oa]s|vete a saber cu[aá]nt[oa]s|quién sabe cu[aá]nt[oa]s|quien sabe cu[aá]nt[oa]s)|no (?:sé|se|sabemos|sabe) cu[aá]nt[oa]s(?= ?(?:[.,?]|$))|no (?:sé|se|sabemos|sabe) cu[aá]nt[oa]s (?:se )?(?:ha |han )?(?:tomado|tomó|tomo|comido|comió|comio|tragado|tragó|trago)",
      context: `${PILLS}|pastilla|bote|frasco|caja|blíster|blister|pastillero|a propósito|a proposito`,
    },
    {
      // "si alguien se toma cuarenta pastillas, ¿qué le pasa? Es que mi hermana lo acaba de hacer"
      category: 'overdose_poisoning',
      reach: 40,
      pattern: '(?:lo|eso) (?:acaba de hacer|acabo de hacer|acabamos de hacer|ha hecho|he hecho|hizo|hice)|es lo que (?:ha hecho|he hecho|hizo|hice|acaba de hacer|acabo de hacer)',
      context: `(?:tod[oa]s|${MANY}|muchas|muchos|una caja|un bote|un frasco|el bote|la caja) ~3 ${PILLS}|sobredosis`,
    },
    {
      // a lot of alcohol, with a danger sign near
      category: 'overdose_poisoning',
      reach: 40,
      pattern: '(?:bebido|bebió|bebio|tomado|tomó|tomo|tragado) ~3 (?:media|una|toda la|toda una|casi una|una botella de|media botella de|medio litro de|un litro de|la botella de) ~3 (?:vodka|whisky|güisqui|ron|ginebra|tequila|licor|alcohol|aguardiente|pisco|orujo|absenta|vino|calimocho)|coma et[ií]lico|intoxicaci[oó]n et[ií]lica',
      context: 'no (?:se )?despierta|no (?:podemos|puedo|consigo|conseguimos|logramos|hay forma de|hay manera de) despertar(?:la|lo|le)?|vomit[a-z]*|inconsciente|no responde|no reacciona|respira (?:lento|raro|mal|poco|muy despacio)|convuls[a-z]*|morad[oa]|frí[oa]|fri[oa]|helad[oa]|desmay[a-z]*',
    },
    {
      // a drug snorted or taken, or a chemical breathed in, with a danger sign near
      category: 'overdose_poisoning',
      reach: 40,
      pattern: '(?:(?:tomado|tomó|tomo|tomé|tome|tomaron|metido|metió|metio) ~2 (?:éxtasis|extasis|mdma|cocaína|cocaina|coca|ketamina|speed|anfetaminas?|ghb|lsd|tripi|pastis|una pasti|setas alucin[oó]genas|drogas?)|esnif[a-z]*|(?:se )?(?:ha )?(?:metido|metió|metio) (?:algo|una raya|rayas|coca|pastillas|una pasti|pastis|droga)|(?:ha )?(?:consumido|consumió|consumio) (?:algo|drogas?|coca|pastillas|éxtasis|extasis|ketamina|speed)|se (?:ha )?(?:drogado|pinchado|chutado))|(?:inhal|respir|aspir)[a-z]* ~3 (?:un |el |algún |algun |unos |los )?(?:productos? químicos?|productos? quimicos?|gas(?:es)? (?:tóxicos?|toxicos?)|vapores|humos? (?:tóxicos?|toxicos?)|cloro|amoniaco|amoníaco|lejía|lejia|disolvente|pesticida|insecticida|aguarrás|aguarras)',
      context: `(?:corazón|corazon|pulso) ~2 (?:a mil|a cien|disparado|desbocado|muy (?:rápido|rapido|acelerado))|convuls[a-z]*|inconsciente|no (?:responde|reacciona|se despierta|despierta)|respira (?:mal|raro|poco|lento|con dificultad)|dolor (?:en el |de )?pecho|delir[a-z]*|alucin[a-z]*|muy caliente|morad[oa]|desmay[a-z]*|vomit[a-z]*|mare[a-z]*|(?:vista|visión|vision) (?:borrosa|nublada)|ve borroso|veo borroso|ahog[a-z]*|no (?:puede|puedo) respirar|confus[oa]|confundid[oa]'|${HARD_TO_WAKE}|no (?:puedo|podemos|consigo|conseguimos|logro|logramos) despertar(?:lo|la|le)`,
    },
    {
      // drank from the bottle or can a household poison is kept in: "tomó de la botella donde guardábamos la gasolina"
      category: 'overdose_poisoning',
      reach: 15,
      pattern: '(?:(?:se )?(?:tomó|tomo|bebió|bebio|tragó|trago|chupó|chupo)|(?:se )?(?:ha|había|habia) (?:tomado|bebido|tragado|chupado)|tomé|tome|bebí|bebi|tragué|trague) (?:un poco |un trago |un sorbo |un buche |algo |un chupito )?(?:de|del) (?:la|una|el|un|esa|ese|aquella|aquel)? ?(?:botella|botellita|garrafa|bote|botecito|frasco|lata|vaso|envase|bidón|bidon|jarra|tarro|recipiente|cubo|tapón|tapon|tapa|pulverizador|spray)',
      context: `${POISONS}`,
    },
    {
      // water from a vase, a bucket or a mop with a chemical in it
      category: 'overdose_poisoning',
      reach: 20,
      pattern: '(?:bebido|bebió|bebio|tragado|tragó|trago|tomado|chupado|lamido) (?:un poco de |algo de |un trago de |un sorbo de )?(?:el )?(?:agua|líquido|liquido) (?:del|de la|de un|de una) (?:florero|jarrón|jarron|cubo|fregona|fregar|bañera|cubeta)',
      context: `${POISONS}`,
    },
    {
      // several days' pills at once: "se ha tomado las pastillas de toda la semana de golpe"
      category: 'overdose_poisoning',
      reach: 20,
      pattern: "(?:tomado|tomó|tomo|tragado|tragó|trago|tomé|tome|tragué|trague) ~3 (?:pastillas|medicación|medicacion|medicinas|medicamentos|comprimidos|dosis) de (?:toda la|una|varias|dos|tres|cuatro|todo el|un|\\d+) (?:semana|semanas|mes|meses|días|dias)|(?:tomado|tomó|tomo|tragado|tragó|trago|tomé|tome|tragué|trague|dado|dio|di) ~3 (?:pastillas|medicación|medicacion|medicinas|medicamentos|comprimidos|dosis|pastillero) de (?:la|el) (?:semana|mes) (?:enter[oa]|complet[oa])|(?:todo el|el) pastillero (?:entero|completo)",
      context: 'de golpe|de una vez|juntas|juntos|a la vez|del tirón|del tiron|a propósito|a proposito|por error|sin querer|se (?:ha )?equivoc[a-z]*',
    },
    {
      // a plant, berries or mushrooms eaten, with a poisonous name or a sign near
      category: 'overdose_poisoning',
      reach: 30,
      pattern: '(?:comido|comió|comio|comí|comi|comimos|comieron|masticado|masticó|mastico|chupado|chupó|chupo|mordido|mordió|mordio|tragado|tragó|trago|probado|probó|probo|cenamos|cenado) ~3 (?:hojas|bayas|semillas|frutos|flores|raíces|raices|setas|hongos|champiñones|champiñon|champiñón|una planta|plantas|un hongo|una seta)',
      context: 'adelfa|dedalera|cicuta|tejo|ricino|belladona|estramonio|muérdago|muerdago|diefembaquia|dieffenbachia|potus|venenos[oa]s?|tóxic[oa]s?|toxic[oa]s?|vomit[a-z]*|vómitos?|vomitos?|diarrea|mare[a-z]*|hinchad[a-z]*|babea[a-z]*|convuls[a-z]*|dolor de (?:barriga|tripa|estómago|estomago|panza)|alucin[a-z]*|adormilad[oa]|somnolient[oa]|rar[oa]',
    },
    // carbon monoxide: symptoms in a home with a fuel-burning appliance
    {
      category: 'carbon_monoxide',
      scope: 'message',
      pattern: 'dolor(?:es)? de cabeza|cefaleas?|jaquecas?|(?:me|le|nos|les|te) (?:duele|duelen|dolía|dolia|duela|dolió|dolio) (?:mucho |muchísimo |muchisimo |a todos )?la cabeza|cabeza que (?:me|le|nos) (?:estalla|explota|va a estallar)|mare[a-z]*|náuseas|nauseas|ganas de vomitar|vomit[a-z]*|atontad[oa]s?|aturdid[oa]s?|adormilad[oa]s?|somnolient[oa]s?|(?:muy|tan) dormid[oa]s?|no (?:se )?despierta(?:n)? bien|no (?:hay (?:forma|manera|quien) de|podemos|puedo|consigo|logramos) despertar(?:lo|la|le|los)?|no (?:lo|la|le|los|las) (?:puedo|podemos|consigo|conseguimos|logro|logramos) despertar|no (?:se )?despierta|no (?:responde|reacciona)|inconsciente|no (?:quiere|puede) despertar(?:se)?|(?:cuesta) (?:mucho )?despertar(?:lo|la|le|se)?|confus[oa]s?|confundid[oa]s?|desmay[a-z]*|desorientad[oa]s?|medio (?:dormid[oa]|inconsciente|atontad[oa]|ido|ida)s?|grogui|amodorrad[oa]s?|no se (?:le|les|te) entiende|(?:habla|hablando|hablaba) (?:raro|arrastrando|trabad[oa]|como borrach[oa])|arrastra (?:las palabras|la lengua)|balbuce[a-z]*|no (?:dice|habla|decía|decia|hablaba) (?:nada |cosas |ni una cosa )?(?:coherente|coherentes|con sentido)|dice (?:cosas )?(?:sin sentido|incoherencias|incoherentes|raras|tonterías|tonterias|disparates)|no (?:sabe|sabía|sabia) (?:ni )?(?:dónde|donde|quién|quien) (?:está|esta|estaba|es|soy)|no (?:me |nos |le |la |lo )?reconoce',
      context: 'monóxido|monoxido|monoxide|(?:detector|alarma|sensor) (?:de|del) (?:co|gas|monóxido|monoxido|humo)|(?:el|la) (?:detector|alarma) ~3 (?:pita|pitando|suena|sonando|sonó|sono)|caldera|calentador|calefón|calefon|calefont|califont|calefones|géiser|geiser|boiler|bóiler|termotanque|calefactor de gas|estufa de (?:butano|gas|queroseno|kerosene|parafina|petróleo|petroleo)|termo de gas|estufa|brasero|braserito|bracero|chimenea|generador|grupo electrógeno|carretilla|montacargas|(?:motor|máquina|maquina|bomba|hidrolimpiadora|compresor|cortadora|motosierra|soldadora) (?:de|a) (?:gasolina|gasoil|diésel|diesel|gas)|barbacoa|parrilla|parrillada|asado (?:dentro|adentro|en casa|en el salón|en el salon)|fogón|fogon|anafre|salamandra|estufa de leña|estufa de lena|cocina de leña|cocina de lena|asador|anafe|hornillo|camping gas|(?:de|con|quemando|quemar|quemamos|encendimos|prendimos|prendí|prendi|encendí|encendi) (?:el |un |una |mucho )?(?:carbón|carbon)|carbón vegetal|carbon vegetal|calefacción de gas|calefaccion de gas|(?:el|del|de|a|al|con|por|y|o|un|olor a|huele a|fuga de|escape de|funciona con|funcionan con|va con|van con|usamos|usan|usa) gas|gas (?:natural|butano|propano|ciudad|de la cocina|del calentador|de la caldera)|(?:coche|carro|auto|moto|motor) ~4 (?:garaje|garage|cochera|encendido en)|(?:garaje|garage|cochera) ~4 (?:coche|carro|auto|motor)|se (?:nos|me|le|les) (?:pasa|quita|mejora|va) (?:cuando|al) (?:salir|salimos|salgo|sale|salen|abrir|abrimos)|(?:en|fuera de) (?:la ofi|la oficina|el trabajo|el curro|la calle|casa de [a-z]+) (?:se (?:me|nos|le|les) )?(?:pasa|quita|mejora|estoy bien|estamos bien|está bien|esta bien)|(?:todos|los \\d|los (?:dos|tres|cuatro|cinco)|toda la familia) (?:los )?(?:que|q) (?:vivimos|estamos|dormimos) (?:en|aquí|aqui)|(?:en casa )?(?:a )?todos (?:nos|les) (?:duele|duelen|dolía|dolia|dio|da|pasa)|todos (?:en|de) (?:casa|la casa|el piso)|en (?:casa|el piso) (?:a )?todos|toda la familia|todos los de (?:casa|la casa)|(?:cuando|al) (?:salir|salimos|salgo|sale|salen|nos vamos|me voy|estamos fuera|estoy fuera) ~4 (?:se (?:nos|me|le|les) )?(?:pasa|quita|mejora|estamos bien|estoy bien|está bien|esta bien)|(?:fuera|en la calle) (?:estamos|estoy|está) (?:mejor|bien)',
    },
    // burns: the size, the child, the blast
    {
      category: 'burns',
      pattern: '(?:más|mas) grande que (?:la|mi|su|una|tu) (?:mano|palma)|(?:piel|zona) ~3 (?:blanca|blanquecina|gris|negra)|no (?:le |me )?duele (?:nada )?(?:la quemadura|lo quemado)|explosi[oó]n|explot(?:ó|o|ado|ada|aron|ar)|estall(?:ó|o|ado|ada|aron)|reventó|revento|petardos?|cohetes?|bengalas?|pirotecnia|fuegos artificiales|(?:le|me|te) falta (?:la )?piel|se (?:le|me|te) (?:ha )?(?:levantado|levantó|levanto|caído|caido|cayó|cayo|despegado|despegó|arrancado|arrancó|pelado|peló) (?:toda )?la piel|piel ~3 (?:levantada|despegada|colgando|arrancada)|(?:la )?piel se (?:le|me|te|les) (?:está |esta |ha )?(?:cae|cayendo|caído|caido|levanta|levantando|levantado|despega|despegando|despegado|pela|pelando|cae a tiras|cae a trozos)|en carne viva',
      reach: 20,
      context: 'quem[a-z]*|ampolla[a-z]*|fuego|llamas|chamusc[a-z]*|humo|barbacoa|bombona|butano|gas|petardo|cohete|incendio|aceite|hirviendo|hirviente|caliente|recién hecho|recien hecho|echado encima|echó encima|echo encima|cayó encima|cayo encima|vapor|plancha|horno',
    },
    {
      category: 'burns',
      scope: 'message',
      pattern: 'ampollas? (?:muy )?(?:enormes?|grandes?|gigantes?|inmensas?|extensas?|generalizadas|por todo|en todo|en toda|por todas partes)|ampollas? ~2 (?:del tamaño de|tan grandes? como|como) (?:una|un|mi|la|su) (?:nuez|huevo|pelota|mano|palma|naranja|limón|limon|ciruela|puño|puno)|(?:lleno|llena|llenos|llenas|cubierto|cubierta) de ampollas|ampollas (?:en|por) (?:toda|todo) (?:la|el) [a-z]+|(?:todo|toda) (?:el|la) [a-z]+ ~4 con ampollas',
      context: 'quem[a-z]*|hirviendo|hirviente|caliente|fuego|llamas|aceite|plancha|horno|estufa|chimenea|vapor|sol|químic[oa]|quimic[oa]|ácido|acido|sosa|lejía|lejia|explosi[oó]n|escald[a-z]*',
    },
    {
      category: 'burns',
      pattern: '(?:se|le|me|te|les) (?:ha |han |he )?(?:quemó|quemo|quemé|queme|quemado|quemaron|escaldó|escaldo|escaldado)|quemad[oa]s?|quemaduras?|escaldadura',
      reach: 40,
      context: `${KID}|hij[oa]s?|hijit[oa]|sobrinit[oa]|nietit[oa]|hermanit[oa]|primit[oa]|chamac[oa]|escuincle|chiquill[oa]|crío|crio|cría|chaval[a-z]*`,
    },
    {
      category: 'burns',
      reach: 30,
      pattern: '(?:cara|carita|cuello|manos|mano|pies|pie|genitales|ojos|párpados|parpados|pene|vulva|frente|mejillas?|cachetes?|pómulos?|pomulos?|barbilla|labios?|nariz|orejas?|cuero cabelludo|ingles?|axilas?) ~3 (?:con ampollas|llen[oa]s? de ampollas|ampollad[oa]s?|quemad[oa]s?)|ampollas (?:en|por) (?:la|las|el|los|toda la|todo el|su|sus|mi|mis) (?:cara|carita|cuello|manos|mano|pies|pie|genitales|ojos|párpados|parpados|frente|mejillas?|cachetes?|pómulos?|pomulos?|barbilla|labios?|nariz|orejas?|cuero cabelludo|ingles?|axilas?)',
      context: 'quem[a-z]*|escald[a-z]*|hirviendo|hirviente|ardiendo|caliente|olla|sartén|sarten|aceite|vapor|fuego|llamas|explot[a-z]*|plancha|horno|estufa|petardo|ácido|acido|sosa|lejía|lejia',
    },
    {
      // a spark, molten metal, acid or oil in the eye, with a burn or lost sight near
      category: 'burns',
      reach: 20,
      pattern: '(?:chispa|chispas|soldadura|soldador|metal fundido|ácido|acido|aceite|llama|brasa|pólvora|polvora) ~4 (?:al|en el|en los|a los|en un|a un) ojos?',
      context: 'quem[a-z]*|no (?:puede|puedo|pueda) abrir|no (?:ve|veo)|ciego|ciega|abrasad[oa]',
    },
    {
      // a young child, something hot and blisters
      category: 'burns',
      reach: 40,
      pattern: "(?:caliente|hirviendo|hirviente|ardiendo|quemando|recién hech[oa]|recien hech[oa]|recién hervid[oa]|recien hervid[oa]|recién sacad[oa]|recien sacad[oa]|humeante|encendid[oa]|plancha|horno|estufa|vitrocerámica|vitroceramica|vitro|fogón|fogon|brasas|olla|cazo|sartén|sarten|tetera|cafetera|puchero|cacerola|freidora|aceite|vapor)(?: (?!no |ni |sin )[a-z0-9',]+){0,15} (?:ampollas|ampollad[oa]s?)|(?:ampollas|ampollad[oa]s?)(?: [a-z0-9',]+){0,15} (?:caliente|hirviendo|hirviente|ardiendo|recién hech[oa]|recien hech[oa]|plancha|horno|estufa|vitrocerámica|vitroceramica|vitro|fogón|fogon|brasas)",
      context: `${KID}|hij[oa]s?|hijit[oa]|sobrinit[oa]|nietit[oa]|hermanit[oa]|primit[oa]|chamac[oa]|escuincle|chiquill[oa]|crío|crio|cría|chaval[a-z]*`,
    },
    // sepsis: an infection and a danger sign
    {
      category: 'sepsis',
      scope: 'message',
      pattern: 'confundid[oa](?! (?:con (?:la|el|los|las|lo|esto|eso|todo|tanta|tanto|tantas|tantos)|sobre|respecto|acerca|de si))|confus[oa](?! (?:con (?:la|el|los|las|lo|esto|eso|todo|tanta|tanto|tantas|tantos)|sobre|respecto|acerca|de si))|desorientad[oa]|(?:no|ni) (?:nos|me|la|lo|le|los|a nadie) reconoce|no sabe (?:ni )?(?:dónde|donde|quién|quien|qué día|que dia|cómo se llama|como se llama)|ardiendo de fiebre|(?:está|esta|lo veo|la veo|se le ve) (?:muy|super|re|demasiado) rar[oa]|no habla bien|(?:está|esta|estaba|estoy|me siento|se siente|me noto) (?:muy |super |medio |media |como )?(?:rarísim[oa]|rarisim[oa]|ida|ido|en otro mundo|en las nubes)|delira[a-z]*|deliri[a-z]*|dice (?:cosas )?(?:sin sentido|incoherencias)|incoherente|(?:me|le|te) cuesta (?:mucho )?hablar|habla (?:raro|arrastrad[oa]|mal|trabad[oa])|arrastra las palabras|(?:respira|respire|respiro|respirando) (?:muy |tan |super |demasiado |re )?(?:rápido|rapido|rapidísimo|rapidisimo|deprisa|agitad[oa]|acelerad[oa]|a mil)|respiración (?:muy )?(?:rápida|rapida|agitada|acelerada)|(?:tiembl|tembl|tirit)[a-z]* (?:sin parar|muchísimo|muchisimo|mucho|un montón|un monton|enter[oa]|de pies a cabeza|como una hoja|todo el rato)|escalofríos (?:muy )?(?:fuertes|intensos|que no paran|sin parar|horribles|tremendos)|(?:tantos|muchísimos|muchisimos) escalofríos|temblores (?:fuertes|incontrolables|sin parar)|(?:piel|manchas|rodillas|labios|manos|pies|piernas|cara|cuerpo) ~5 (?:moteada?s?|marmóre[oa]s?|marmolad[oa]s?|jaspead[oa]s?|azulad[oa]s?|amoratad[oa]s?|morad[oa]s?|moradit[oa]s?|violáce[oa]s?|violace[oa]s?|grisáce[oa]s?|grisace[oa]s?|manchad[oa]s?|a manchas|con manchas|como (?:un )?mapa|(?:como )?(?:de )?m[aá]rmol|marmolead[oa]s?|manchas moradas)|dice (?:cosas )?(?:raras|extrañas|extranas|tonterías|tonterias)|pálid[oa] ~2 gris[a-z]*|(?:está|esta|se ha puesto|se puso|se le ve|lo veo|la veo|se ve) (?:muy )?(?:gris|grisáce[oa]|grisace[oa])|(?:muy|super|tan) (?:adormilad|somnolient|dormid)[oa]|no (?:hay (?:forma|manera) de|podemos|puedo) despertar(?:lo|la|le)|no (?:he|ha|hemos|han) (?:orinado|meado|hecho pis)|(?:casi|apenas) no (?:orino|orina|meo|mea|hago pis|hace pis)|(?:apenas|casi nada de|muy poco) (?:orino|orina|meo|mea|hago pis|hace pis|pis)(?! (?:de noche|por la noche|en la cama))|(?:apenas|casi no|casi nada|muy poco) (?:he|ha|hemos|han) (?:orinado|meado|hecho pis|hecho pipí|hecho pipi)|(?:lleva|llevo|llevamos|llevaba|llevas) (?:todo el día |todo el dia |desde ayer |desde anoche |desde esta mañana |más de |mas de |casi )?(?:\\d+ horas |muchas horas |un día |un dia |medio día |medio dia |doce horas |veinte horas )?sin (?:orinar|mear|hacer pis|hacer pipí|hacer pipi)|sin orinar (?:desde|en todo|todo el|en (?:\\d+|doce|muchas|todo))|no (?:orino|orina|hago pis|hace pis) (?:nada|desde|en todo)|(?:siento|creo|pienso|dice) (?:que|q|k) (?:me|se) (?:va|voy) a morir|(?:me|se) (?:está|esta|estoy) muriendo|(?:me )?siento (?:que |q |k |como si )?me (?:muero|muriera|fuera a morir)|(?:no|ni) (?:responde|contesta|reacciona) bien|no (?:dice|habla|decía|decia|hablaba) (?:nada |cosas |ni una cosa |palabras )?(?:coherente|coherentes|con sentido)|me siento morir|no (?:me |se )?(?:aguanto|aguanta|tengo|tiene|sostengo|sostiene|mantengo|mantiene) (?:de|en) pie|(?:está|esta|estoy|se ha puesto|se puso) (?:muy |tan )?(?:frí[oa]|fri[oa]|helad[oa])(?! (?:de|por|con|el|la|los|las))|(?:mancha|rojez|zona roja|enrojecimiento|rojo) ~3 (?:que )?(?:se extiende|se está extendiendo|se esta extendiendo|crece|avanza|sube)|no (?:orina|orino|mea|meo|hace pis|hago pis)(?= ?(?:[.,?]|$)| (?:y|ni|casi)(?![a-z]))|manos y (?:los )?pies (?:fríos|frios|helados)|(?:manos|pies) (?:fríos|frías|frios|frias|helad[oa]s)',
      context: INFECTION,
    },
    {
      category: 'sepsis',
      scope: 'message',
      pattern: `fiebre (?:alta|muy alta|alt[ií]sima|de (?:39|40|41))|(?:39|40|41) de fiebre|tengo (?:39|40|41)|(?:tiemblo|tirito|tiembla|tirita|temblando|tiritando|temblores|tiritona|tiritonas)(?! (?:un poco|algo))|(?:tensión|tension|presión|presion) (?:muy |super )?(?:baja|bajísima|bajisima|por los suelos)|(?:corazón|corazon|pulso) ~2 (?:a mil|a cien|a toda (?:velocidad|máquina|maquina|pastilla|leche)|muy (?:rápido|rapido|acelerado|deprisa)|disparado|desbocado|acelerad[oa])|(?:me|se) (?:siento|encuentro|siente|encuentra) (?:fatal|muy mal|malísim[oa]|malisim[oa])|escalofríos|escalofrios|mareadísim[oa]|mareadisim[oa]|muy mare(?:ad[oa]|o)|(?:me voy|se va) a desmayar|desmay[a-z]*|(?:piel|cuerpo) (?:llen[oa] de|con) manchas|manchas (?:por todo el cuerpo|en la piel)|piel (?:moteada|marmórea|marmorea|jaspeada)`,
      context: 'pielonefritis|infecci[oó]n (?:de|en) (?:los |el )?riñ[oó]n(?:es)?|infeccion de rinon|neumonía|neumonia|pulmonía|pulmonia|operaron|operado|operada|operación|operacion|cirugía|cirugia|intervención|intervencion|postoperatorio|cesárea|cesarea|parto|posparto|postparto|di a luz|dio a luz|supura[a-z]*|pus|absceso|flem[oó]n|celulitis|herida ~4 negr[oa]|(?:herida|mordedura|mordisco)(?: [a-z0-9]+){0,10} (?:pus|supura[a-z]*|negr[oa]|huele)|pie diabético|pie diabetico|úlcera|ulcera|herida (?:infectada|con pus)|infecci[oó]n (?:en|de) (?:la|una) herida|úlcera infectada|ulcera infectada|(?:tatuaje|piercing|herida|corte|quemadura|mordedura|uña|pie|dedo) ~5 infect[a-z]*|infect[a-z]* ~3 (?:tatuaje|piercing|herida|corte|quemadura|mordedura|uña|pie|dedo)|(?:tatuaje|piercing|herida|corte|quemadura|mordedura|uña|pie|dedo)(?: [a-z0-9,]+){0,8} infectad[oa]|espina|astilla|pincho|(?:línea|linea|raya|líneas|lineas|rayas) rojas?',
    },
    {
      // a fever during chemotherapy (neutropenic sepsis)
      category: 'sepsis',
      scope: 'message',
      pattern: `${FEVER}|(?:3[89]|40)(?: grados| de fiebre| y pico)?(?! semanas| años| kilos)|escalofríos|escalofrios`,
      context: 'quimio[a-z]*|radioterapia|tratamiento (?:contra el|del|de|para el) cáncer|oncológic[oa]|oncologic[oa]|neutropeni[a-z]*|defensas (?:muy )?bajas|trasplantad[oa]',
    },
    // meningitis: fever with a stiff neck, light, drowsiness, a rash
    {
      category: 'meningitis',
      pattern: '(?:duele|duelen|dolor|dolía|dolia) ~3 (?:cuello|nuca) ~3 (?:al|cuando|si|para) (?:lo |la )?(?:doblar|bajar|agachar|flexionar|inclinar|dobla|baja|agacha|intenta doblar)[a-z]*|(?:cuello|nuca) (?:muy )?(?:rígid[oa]|tiesa?|tieso|dur[oa]|durit[oa]|agarrotad[oa])|no (?:quiere|deja|puede|puedo) (?:mover|doblar|girar|bajar|agachar) (?:el cuello|la cabeza)|(?:no|ni) (?:puede|puedo|pueda|podía|podia) ~2 (?:bajar|doblar|agachar|llevar|tocar(?:se)?|pegar|acercar|apoyar) (?:la )?(?:barbilla|mentón|menton|cabeza|cara) ~3 (?:al|hasta el|contra el|hacia el|con el|el|en el) pecho|rigidez (?:de|en) (?:la |el )?(?:nuca|cuello)|(?:me|le|te) duele (?:mucho |muchísimo |muchisimo )?(?:mover|doblar|girar|bajar|agachar) (?:el cuello|la cabeza|la nuca)|no (?:puede|puedo|pueda) (?:doblar|mover|bajar|agachar|girar) (?:el|la) (?:cuello|nuca|cabeza)|no (?:lo|la) (?:puede|puedo|pueda|podía|podia) (?:doblar|mover|bajar|girar)|no (?:puede|puedo|pueda) (?:doblarlo|doblarla|moverlo|bajarlo)|no (?:puede|puedo|pueda) tocar(?:se)? el pecho con la barbilla|(?:me|le|te) duele (?:mucho )?el cuello al (?:bajar|mover|agachar|doblar)',
      reach: 40,
      // the light counts where it bothers, not in "la luz no me molesta"
      context: `${FEVER}|manchas|vomit[a-z]*|meningitis|sarpullido|erupción|(?:molest[a-z]*|duel[a-z]*|soport[a-z]*|aguant[a-z]*|tolera[a-z]*) ~3 la luz|la luz (?:le |me |te )?(?:molesta|molestaba|duele|dolía|dolia|hace daño|lastima)|fotofobia|somnolient[oa]`,
    },
    {
      category: 'meningitis',
      pattern: '(?:no (?:puede|puedo|pueda|soporta|soporto|aguanta|aguanto) (?:mirar|ver|abrir los ojos con) la luz|(?:me|le|te) (?:molesta|duele) (?:mirar|ver) la luz)|(?:me|le|te) molesta (?:mucho |muchísimo |muchisimo |un montón )?la luz|no (?:soporta|soporto|aguanta|aguanto|tolera|tolero) la luz|fotofobia|la luz (?:le|me) (?:molesta|duele|hace daño|lastima)|no (?:quiere|soporta|deja) que (?:le )?(?:encienda|enciendan|encendamos|pongan|pongamos|abra|abramos) (?:la luz|las luces|la persiana)|(?:le|me) (?:duelen|molestan) los ojos con la luz',
      reach: 40,
      context: FEVER,
    },
    {
      category: 'meningitis',
      pattern: '(?:manch(?:as|itas)|puntos|puntitos|pintitas|pintas|granitos|motitas) (?:morad[oa]s|moradit[oa]s|púrpuras?|purpuras?|violetas?|violáce[oa]s|violace[oa]s|de color morado|como moratones|rojo oscuro|rojos? oscuros?|oscur[oa]s|oscurit[oa]s|negr[oa]s|negruzc[oa]s|negrit[oa]s|granates?|color vino|como (?:de )?sangre|rojos que no)|petequias|púrpura',
      context: `${FEVER}|decaíd[oa]|somnolient[oa]|rígid[oa]`,
    },
    {
      category: 'meningitis',
      pattern: '(?:muy|super|re|tan|demasiado) (?:adormilad[oa]|dormid[oa]|somnolient[oa]|irritable|decaíd[oa]|apagad[oa])|(?:casi )?no (?:se )?despierta|no hay (?:forma|manera) de despertar(?:lo|la|le)?|llora sin parar|llanto (?:inconsolable|que no (?:para|se calma))|no (?:se )?(?:le )?(?:puede|podemos|puedo) (?:consolar|calmar)|inconsolable|atontad[oa]|aturdid[oa]|no contesta bien|está como ido|esta como ido|está ida|esta ida|(?:muy|está|esta|super) drowsy',
      reach: 40,
      context: FEVER,
    },
    // pregnancy and after birth
    {
      category: 'pregnancy',
      scope: 'message',
      pattern: 'sangr(?:ando|o|a|é|e|ado|ar|ó|amos|aba)|sangrado|hemorragia|(?:mucha|bastante|tanta|muchísima|muchisima) sangre|coágulos?|coagulos?|(?:una |la )?compresa (?:cada|por|en (?:menos de )?una) hora|empap[a-z]* ~2 (?:compresas?|la cama|las sábanas|toallas?|pañales?)|desangr[a-z]*|dolor (?:muy )?(?:fuerte|intenso|terrible|insoportable|horrible|punzante) ~3 (?:en )?(?:la |el |un )?(?:barriga|panza|vientre|abdomen|tripa|pelvis|lado|costado|bajo vientre|ovario)|(?:dolor|punzada|pinchazo) ~3 (?:en )?(?:un|el) (?:lado|costado) ~5 (?:desmay[a-z]*|mare[a-z]*|hombro)|dolor (?:en|de) (?:la punta del |el )?hombro|(?:me|le) duele (?:mucho )?(?:la punta del |el )hombro|(?:me|le|te) duele (?:mucho|muchísimo|muchisimo|horrores|fatal|un montón|demasiado|horrible|horrible|bien feo|re feo|un chingo|una barbaridad|a morir) (?:un|el|la|el bajo) (?:lado|costado|barriga|tripa|panza|vientre|abdomen|pelvis|ovario)|(?:me|se) (?:he |ha )?desmay[a-z]*|convuls[a-z]*|ataque epiléptico|(?:veo|ve|ves|viendo|vio|vi) (?:como )?(?:borroso|luces|lucecitas|destellos|puntitos|manchas|chispas|chispitas|estrellitas|estrellas|rayitas|flashes|doble)(?! (?:al|cuando) (?:me |se )?(?:levant|incorpor|agach)[a-z]*)|(?:me|se|te) (?:he|ha|has|han) (?:hinchado|inflamado)(?: [a-z]+){0,3} (?:en )?(?:la cara|las manos|los dedos|los párpados|los parpados)|visión (?:borrosa|doble)|vista (?:muy )?(?:borrosa|nublada)|veo (?:todo )?nublado|(?:luces|lucecitas|destellos|chispas|estrellitas|moscas volantes) ~3 (?:en los ojos|en la vista|delante)|(?:dolor de cabeza|cefalea|duele (?:mucho )?la cabeza) ~6 (?:luces|lucecitas|destellos|chispas|chispitas|estrellitas|moscas volantes|borroso|visión borrosa)|(?:tensión|tension|presión|presion|ta) ~2 (?:1[6-9]\\d|2[0-4]\\d|\\d{3} 1[1-4]\\d)|(?:boca del (?:estómago|estomago)|epigastrio)(?: [a-z]+){0,8} (?:cabeza|vista|borroso)|(?:cabeza|vista|borroso)(?: [a-z]+){0,8} (?:boca del (?:estómago|estomago)|epigastrio)|(?:se me |se le )?nubl[a-z]* la vista|(?:cara|manos|dedos|párpados) ~3 (?:hinchad[oa]s?|inflamad[oa]s?)|se (?:me|le) (?:hinchó|hincharon|han hinchado|ha hinchado|hincha|hinchan) (?:de golpe |de repente |mucho |muchísimo |muchisimo )?(?:la cara|las manos|los dedos|los ojos|todo)',
      context: PREGNANT,
    },
    {
      // the baby moving less: only from about 24 weeks, when movements are expected
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:bebé|bebe|baby|niño|niña|feto|peque|guagua|bebit[oa]|criatura|nene|nena|chiquit[oa]) ~4 (?:no se (?:ha )?(?:mueve|movido|mueva)|(?:apenas|casi no|ya no) se (?:mueve|ha movido)|se mueve (?:menos|poco|muy poco|mucho menos)|no (?:patea|ha pateado|da patadas|ha dado patadas)|dejó de moverse|dejo de moverse|ha dejado de moverse|sin (?:moverse|mover(?:se)? nada|patear|dar (?:ni una )?patadas?))|no (?:noto|siento|he notado|he sentido|noté|sentí|note|senti|notamos|sentimos|nota|siente) (?:al|a mi|el|mi|a la|la|a su|su) (?:bebé|bebe|baby|peque|beba|nene|nena|niño|niña|guagua|bebit[oa]|criatura|chiquit[oa])|no (?:noto|siento|he notado|he sentido|noté|note|sentí|senti|hemos notado) (?:que se mueva|(?:los |sus )?movimientos|(?:las |sus )?patadas|patadas|nada|(?:ningún|ningun|ninguna|ni una|ni un|ni una sola|ni un solo) (?:movimiento|patada|patadita|pataditas|golpecito|meneo))|no (?:lo |la |le )?(?:noto|siento|he notado|he sentido|noté|note|sentí|senti|percibo|notamos) (?:casi |apenas |nada )?(?:moverse|mover|que se mueva|patear|dar patadas|patalear|removerse)|(?:apenas|casi no) (?:lo |la |le )?(?:noto|siento|he notado|he sentido|noté|sentí|percibo)(?: casi| nada)? (?:moverse|que se mueva|patadas|los movimientos|al (?:bebé|bebe|baby|peque|guagua|bebit[oa]|criatura)|a mi (?:bebé|bebe|baby|peque|guagua|bebit[oa]|criatura))|(?:noto|siento) (?:menos|pocos|muy pocos) movimientos|sin (?:notar|sentir|percibir) (?:las |sus |los )?(?:patadas|movimientos|que se mueva|al (?:bebé|bebe|baby|peque|guagua|bebit[oa]|criatura)|moverse)|(?:menos|pocos|no hay) movimientos (?:fetales|del bebé|del bebe)|no (?:lo|la|le) (?:noto|siento|he notado|he sentido|noté|note|sentí|senti)(?: nada| para nada)?(?= [.,]| y | desde | hace | en todo |$)',
      context: LATE_PREGNANT,
    },
    {
      // moving less than before: movements felt at all, so later pregnancy even with the weeks unsaid
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:bebé|bebe|baby|feto|peque|guagua|bebit[oa]|criatura|barriga|tripa|panza) ~4 (?:se mueve|mueve|patea|se ha movido|ha pateado|se movía|se movia) (?:mucho |muy |bastante )?(?:menos|poco|poquito|muy poco) (?:que|de lo normal|de lo habitual|hoy|desde)|(?:noto|siento|he notado|he sentido|noté|note|sentí|senti) (?:menos|muy pocos|pocos) (?:movimientos|patadas|pataditas)|(?:movimientos|patadas|pataditas) ~3 (?:menos|disminuid[oa]s|ha[nb] bajado|han disminuido)',
      context: 'embarazad[a-z]*|embarazo|pregnant|gestación|gestacion|semanas|encinta',
    },
    {
      category: 'pregnancy',
      scope: 'message',
      pattern: `${FEVER}|escalofríos|(?:flujo|loquios|sangrado|secreción|herida|puntos|cicatriz) ~3 (?:huele|olor|apesta|con pus|supura)|mal olor|huele (?:mal|fatal|feo|raro|a podrido)|pus|supura[a-z]*|(?:se|me|le) encuentra (?:muy mal|fatal)|(?:me|se) (?:siento|encuentro|siente|encuentra) (?:muy mal|fatal)`,
      context: AFTER_BIRTH,
    },
    // a sick baby or small child
    {
      // a baby grey or blue, or stopping breathing for moments
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:respira|respiración|respiracion) ~3 (?:con pausas|a pausas|se (?:le )?(?:para|detiene|corta))|(?:deja|dejó|dejo|para) de respirar (?:a ratos|unos segundos|por momentos|un momento|un rato)|pausas (?:al respirar|en la respiración|en la respiracion|respiratorias)|apneas?|(?:está|esta|se pone|se puso|se ha puesto|lo veo|la veo) (?:muy |como )?(?:gris|grisáce[oa]|grisace[oa]|azulad[oa]|azul|morad[oa]|moradit[oa]|amoratad[oa])',
      context: KID,
    },
    {
      // a belly hurting fiercely and hard
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:dolor|duele) ~4 (?:tripa|barriga|panza|abdomen|vientre|guata) ~4 (?:brutal|insoportable|horrible|terrible|fortísimo|fortisimo|muy fuerte|espantoso)|(?:dolor|duele) ~3 (?:brutal|insoportable|horrible|terrible|fortísimo|fortisimo|muy fuerte|espantoso) ~3 (?:tripa|barriga|panza|abdomen|vientre|guata)',
      context: '(?:está|esta|la tengo|lo tengo|tengo la|tiene la) (?:muy )?(?:dur[oa]|durísim[oa]|durisim[oa]|rígid[oa]|rigid[oa]|tiesa?)|como (?:una tabla|una piedra|piedra|madera)',
    },
    {
      // a burn white or leathery that does not hurt: deep
      category: 'burns',
      scope: 'message',
      pattern: '(?:blanc[oa]|blanquecin[oa]|acartonad[oa]|como (?:de )?cuero|carbonizad[oa]|negr[oa]) ~3 (?:y )?(?:sin dolor|no (?:le |me |te )?duele|no (?:siente|siento) nada|no (?:le |me )?duele nada)|(?:sin dolor|no (?:le |me )?duele) ~3 (?:y )?(?:blanc[oa]|blanquecin[oa]|acartonad[oa]|como (?:de )?cuero)',
      context: 'quem[a-z]*|escald[a-z]*|chamusc[a-z]*',
    },
    {
      // a limb cold and blue or without a pulse
      category: 'other_emergency',
      pattern: '(?:pierna|brazo|pie|mano|dedos) ~3 (?:frí[oa]|fri[oa]|helad[oa])(?: [a-z0-9\',]+){0,5} (?:morad[oa]|azul|sin pulso|no (?:tiene|le noto|le encuentro|noto|encuentro|siento) (?:el )?pulso)',
      context: 'pierna|brazo|pie|mano|dedos',
    },
    {
      // blue or purple round the mouth in a baby or small child
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:morad[oa]|moradit[oa]|azul|azulad[oa]|gris|grisáce[oa]|grisace[oa]|amoratad[oa]) ~2 (?:alrededor de|en|por) (?:la )?(?:boca|boquita|labios)|(?:alrededor de la boca|boquita|labios|labitos|bembas) ~3 (?:morad[oa]s?|azul(?:es)?|azulad[oa]s?|gris(?:es)?|amoratad[oa]s?)',
      context: KID,
    },
    {
      // a wound going black, with an infection or a fever
      category: 'sepsis',
      scope: 'message',
      pattern: '(?:herida|infección|infeccion|pierna|pie|dedo|piel|zona|brazo|mano) ~4 (?:se (?:está|esta) poniendo|se ha puesto|se puso|se pone|se está volviendo|se esta volviendo|está|esta) (?:negr[oa]|negruzc[oa]|morad[oa] y negr[oa])',
      context: `${FEVER}|infecci[oó]n|infectad[oa]|pus|supura[a-z]*`,
    },
    {
      category: 'sick_child',
      pattern: `(?:manos|pies) ~5 (?:frí[oa]s|fri[oa]s|helad[oa]s) ~6 (?:manchitas|manchas|motead[oa]s?|jaspead[oa]s?|marmolead[oa]s?|marmóre[oa]s?)|no se (?:le|la|lo) (?:puede|podía|podia|consigue|logra) despertar|(?:pálid[oa]|palid[oa]|dormid[oa]|caíd[oa]|caid[oa]|decaíd[oa]|decaid[oa])(?: ,| y)? floj(?:it)?[oa]|(?:muy|mui|super|re|tan|totalmente|como) floj(?:it)?[oa]|flácid[oa]|flacid[oa]|(?:muy|está|esta|super|re|medio) floppy|como (?:un )?trapo|muñec[oa] de trapo|no tiene fuerzas?|como de trapo|sin fuerza|blandit[oa]|aguadit[oa]|(?:está|esta|anda|lo veo|la veo) (?:muy |todo |toda )?aguad[oa]|hipotónic[oa]|desmadejad[oa]|no sostiene la cabeza|(?:labios|boca|cara|lengua|piel) ~5 (?:morad[oa]s?|moradit[oa]s?|azul(?:es)?|azulit[oa]s?|azulad[oa]s?|gris(?:es)?|grisáce[oa]s?)|se (?:pone|puso|ha puesto|está poniendo|esta poniendo) (?:gris|azul|morad[oa]|azulad[oa])|ha dejado de (?:comer|mamar|tomar|beber)|gruñ[a-z]*(?! (?:mientras|cuando|al) (?:duerme|dormir|está dormid[oa]|esta dormid[oa]|hace caca|hace fuerza|come|mama|juega))${STILL_WELL}|quejido[a-z]*|se queja al respirar|llanto(?: [a-z,]+){1,4} (?:agud[oa]|agudísimo|agudisimo|chillón|chillon)|llanto ~4 (?:agud[oa]|agudísimo|agudisimo|chillón|chillon|débil|debil|quejumbroso|como un maullido)|llora ~3 (?:muy )?(?:agudo|débil|debil|flojito|como un gatito)|(?:grito|gritos|chillido|chillidos) (?:muy )?agud[oa]s?|(?:se le )?(?:marcan|hunden|hundan|notan|meten|chupan|sumen|hundir|marcar) (?:las )?costillas|costillas ~2 (?:se (?:le )?)?(?:hunden|marcan|meten)|costillas ~2 (?:marcad|hundid)[a-z]*|(?:piel|barriga|pecho|cuello) ~3 (?:entre|debajo de|bajo) las costillas|respir[a-z]* (?:con|moviendo) (?:mucho )?(?:la|toda la) (?:barriga|tripa|panza)|no (?:ha querido|quiere|ha tomado|ha hecho|hace|acepta) (?:ninguna|ni una|una sola) toma|(?:rechaza|ha rechazado|rechazó|rechazo) (?:todas las|cada) tomas?|pálid[oa] y (?:frí[oa]|fri[oa]|helad[oa])|(?:frí[oa]|fri[oa]|helad[oa]) y pálid[oa]|tiraje|aleteo nasal|le aletea la nariz|respir[a-z]* con (?:mucho |muchísimo |muchisimo |tanto )?esfuerzo|no (?:responde|reacciona) (?:bien|casi|apenas|cuando (?:la|lo|le) (?:llamo|llamamos|hablo|hablamos))|respira (?:muy |super )?(?:rápido|rapido|deprisa|agitad[oa]|rapidísimo|rapidisimo)|(?:no (?:quiere|puede) (?:comer|tomar|beber) nada|no (?:come|bebe|toma) nada)(?! de (?!nada))${STILL_WELL}|no (?:toma|quiere|acepta|agarra|coge) (?:el )?(?:pecho|biberón|bibe|teta|la teta|tomas|leche|las tomas)${STILL_FEEDS}|rechaza (?:el pecho|el biberón|las tomas|la teta|todo|la leche)|no (?:ha )?(?:comido|tomado|bebido) nada|no quiere beber|vomit[a-z]* (?:todo|hasta el agua|cada toma|todas las tomas)|devuelve todo|no retiene (?:nada|ni el agua|líquidos)|(?:muy|tan|super|demasiado) (?:dormid[oa]|adormilad[oa]|somnolient[oa]|adormecid[oa])|no (?:hay (?:manera|forma|quien) de|puedo|podemos|consigo|logro) despertar(?:lo|la|le)?|(?:le )?cuesta (?:mucho )?despertar(?:lo|la|le)?|(?:casi )?no se despierta|no quiere despertar(?:se)?|está como ido|esta como ido|está ida|casi no (?:se mueve|reacciona|llora)|no (?:se mueve|reacciona)|(?:muy|super|tan) decaíd[oa]|decaidísim[oa]|llanto (?:muy )?(?:agudo|raro|débil|como un chillido|quejumbroso)|llora (?:muy )?(?:agudo|raro|como un chillido)|chillidos|no (?:moja|ha mojado|mojó|mojo|hace pis|ha hecho pis|orina|ha orinado|mea|ha meado) ~3 (?:pañal|pañales|desde|en todo|en \\d+ horas|en (?:doce|ocho|seis|diez) horas|horas)|sin (?:mojar|pañal mojado|pañales mojados|hacer pis|orinar|mear)|pañal(?:es)? (?:seco|secos|sequito|sin mojar)`,
      reach: 60,
      context: KID,
    },
    {
      // a fever in a baby under three months: the fever is the hit (so "no tiene fiebre" is negated), the age the context
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:fiebre|calentura|febrícula|febricula|temperatura|décimas|decimas)|(?:3[89]|40)(?: grados| de fiebre| y pico)?(?! semanas| años| kilos| cm| de (?:pie|zapato))|treinta y (?:ocho|nueve)(?! (?:semanas|años|kilos|cm))|cuarenta (?:grados|de fiebre)|(?:bebé|bebe|beba|bebit[oa]|niñ[oa]|nene|nena|hij[oa]) (?:está|esta) muy caliente',
      context: "recién nacid[oa]|recien nacid[oa]|neonato|newborn|(?:bebé|bebe|beba|baby|bebit[oa]|bebot[ea]|guagua|crío|crio|cría|cria|criatura|hij[oa]|hijit[oa]|niñ[oa]|nene|nena|peque|pequeñ[oa]|niet[oa]|sobrin[oa]) (?:de|tiene|con) (?:\\d{1,2}|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:días|dias|semanas|semanitas)|(?:bebé|bebe|beba|baby|bebit[oa]|bebot[ea]|guagua|crío|crio|cría|cria|criatura|hij[oa]|hijit[oa]|niñ[oa]|nene|nena|peque|pequeñ[oa]|niet[oa]|sobrin[oa]|son|daughter) (?:de|of|tiene|con) (?:1|2|un|uno|dos|one|two) (?:mes(?:es)?|months?)|mes y medio|(?:tiene|cumple|cumplió|cumplio) (?:\\d{1,2}|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:días|dias|semanas|semanitas)|(?:tiene|cumple|cumplió|cumplio) (?:1|2|un|uno|dos) mes(?:es)?(?! de embarazo)",
    },
    {
      category: 'sick_child',
      pattern: 'no (?:quiere|puede) (?:comer|mamar|tomar|succionar)|no (?:come|mama|succiona)|(?:rechaza|deja) (?:las tomas|de comer|de mamar)',
      context: 'recién nacid[oa]|recien nacid[oa]|neonato|newborn|(?:\\d{1,2}|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:días|dias|semanas|semanitas)|(?:un|1|dos|2) mes(?:es)?(?! de)',
    },
    // self-harm told by what the person does
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:(?:regal|repart)[a-z]*|(?:me|nos|le|les) (?:ha |han )?(?:dado|dio|entregado|entregó|entrego)) ~3 (?:sus|mis|su|mi|la|el|los|las|todas? (?:sus|mis|las)|todos (?:sus|mis|los)) (?:cosas de valor|objetos de valor|cosas|pertenencias|posesiones|reloj|herramientas|joyas|ropa|libros|colecci[a-z]+|mascotas?|perro|gato|anillo|guitarra|objetos|ahorros|play|playstation|consola|xbox|switch|videojuegos|juegos|móvil|movil|celular|ordenador|portátil|portatil|tablet|bici|bicicleta|camisetas?|zapatillas|cromos|patinete|cascos)|(?:voy a|va a|vaya a|vas a|iba a) hacer una (?:locura|tontería|tonteria|barbaridad)|(?:tengo|hay|tiene) (?:un|el) plan|(?:ya )?(?:sé|se|sabe|he decidido|ha decidido|decidí|decidi|decidió|decidio|tengo pensado|tiene pensado|tengo claro|tiene claro|lo tengo|lo tiene|he pensado|ha pensado|he planeado|ha planeado|tengo planeado|tiene planeado) ~2 (?:cómo|como|dónde|donde|cuándo|cuando) (?:hacerlo|lo voy a hacer|lo va a hacer|lo haré|lo hare|lo hará|lo hara|va a hacerlo|voy a hacerlo|lo haría|lo haria)|(?:dejaré|dejare|dejará|dejara|voy a dejar|va a dejar|vas a dejar) de ser (?:un problema|una carga|una molestia|un estorbo|un peso)|(?:ya )?no (?:seré|sere|será|sera|voy a ser|va a ser) (?:un problema|una carga|una molestia|un estorbo|un peso) (?:para nadie|nunca más|nunca mas|más|mas)',
      context: 'morir|muert[eoa]|matar[a-z]*|suicid[a-z]*|acabar|vivir|despedi[a-z]*|despid[eia][a-z]*|desaparecer|cartas?|problema|cuando (?:él |el |ella |yo )?(?:ya )?no (?:esté|este|estemos)|cuid[ae]s? (?:de )?(?:a )?(?:mi|tu|su|mis|tus|sus) (?:madre|padre|mamá|mama|papá|papa|hij[oa]s?|herman[oa]s?)|no quiere seguir|no quiero seguir|(?:tengo|tiene) todo (?:listo|preparado|planeado|pensado)|lo (?:tengo|tiene) todo (?:listo|preparado|planeado|pensado)|no (?:las|los|lo|la|me|le) (?:voy a|va a|vaya a|iba a) (?:necesitar|hacer falta)|ya no (?:me|le) (?:hacen|hará|hara|van a hacer) falta|sentido|sobra|estorbo|carga|(?:ya )?no (?:puede|puedo|aguanto|aguanta) (?:más|mas)|hart[oa] de (?:todo|la vida|vivir)|pastillas|cuerda|puente|carta|adiós|adios|sin sentido|triste|deprimid[oa]|depresión|gracias por todo|cuídate|cuidate|cuidaos|cuídense|cuidense|encerrad[oa]|(?:no|sin) (?:contesta|contestar|responde|responder|coge|atiende|abre)|mala espina|perd[oó]n por todo|(?:lo siento|perdóname|perdoname|perdonadme) por todo',
    },
    {
      // thinking of death or suicide, unless long over ("hace años que no"); a conditional of its own to keep the self-harm
      // patterns under V8's 20,000-character limit (its context is the death word the pattern names)
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:pensar|pienso|piensa|pensando|pensé|pense|penzando) ~3 en (?:morir(?:me|se)?|la muerte|matarme|matarse|suicid[a-z]*|quitarme la vida|quitarse la vida)${RECOVERED_YEARS}`,
      context: 'morir(?:me|se)?|muerte|matar(?:me|se)|suicid[a-z]*|quitar(?:me|se) la vida',
    },
    {
      // easier not to wake up, enough pills to die, cutting again: a conditional of its own to keep the self-harm patterns
      // under V8's 20,000-character limit (its context is a word of the pattern itself)
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:sería|seria|es|será|sera) (?:más|mas) fácil (?:no (?:despertar(?:me|se)?|estar|existir|seguir|vivir)|desaparecer|morir(?:me|se)?)|no (?:volver a )?despertar(?:me)? nunca (?:más|mas)|(?:suficientes|bastantes|las necesarias|lo suficiente|suficiente) (?:para )?(?:no despertar(?:me|se)?|morir(?:me|se)?|matarme|matarse|dormir para siempre|no volver a despertar)|(?:he|ha|has) vuelto a (?:cortarme|cortarse|lastimarme|lastimarse|autolesionarme|autolesionarse|hacerme daño|hacerse daño|hacerme cortes|hacerse cortes)|(?:me|se) (?:he|ha|has) vuelto a (?:cortar|lastimar|autolesionar|hacer daño|hacer cortes)(?! (?:con|al|cocinando|pelando|afeitando|el|la|las|los|un|una))|deseos? de (?:morir|muerte|matarse|matarme|suicidarse|suicidarme|quitarse la vida|quitarme la vida)|ideaci[oó]n (?:suicida|autol[ií]tica)|ideas? autol[ií]ticas?|(?:forma|manera|modo|método|metodo) (?:más |mas |menos )?(?:rápid[oa]|rapid[oa]|fácil|facil|indolora|sin dolor|dolorosa|segur[oa]) de (?:morir|matarme|suicidarme|quitarme la vida|matarse|suicidarse)|(?:cómo|como) (?:matarme|suicidarme|quitarme la vida)|(?:cortes|heridas|rayas|quemaduras) que (?:se|me) (?:acaba de hacer|acabo de hacer|ha hecho|he hecho|está haciendo|esta haciendo|estoy haciendo) (?:a propósito|a proposito|ella misma|él mismo|el mismo|yo misma|yo mismo|ahora|hoy|esta noche)?|lo mejor (?:sería|seria|es|será|sera) (?:morir(?:me|se)?|desaparecer|no estar|no existir|no despertar(?:me|se)?|matarme|matarse)|(?:me quiero|quiero|me voy a|me gustaría|me gustaria|quisiera|me quisiera) ir(?:me)? (?:de este mundo|del mundo)",
      context: 'cortes|heridas|rayas|quemaduras|mundo|fácil|facil|despertar(?:me|se)?|vuelto|morir|muerte|suicid[a-z]*|matar(?:me|se)|autol[ií]tic[a-z]*|quitar(?:me|se) la vida',
    },
    {
      // pills kept back, with despair near: "ya tengo las pastillas guardadas"
      category: 'self_harm',
      reach: 30,
      pattern: `(?:tengo|tiene|ya tengo|ya tiene) (?:las |unas |muchas |todas las |mis |sus )?${PILLS} (?:guardad|escondid|preparad|reservad|juntad|acumulad)[oa]s`,
      context: 'morir(?:me|se)?|muerte|matar[a-z]*|suicid[a-z]*|acabar con|no (?:puedo|aguanto|puede|aguanta) (?:más|mas)|vivir|sentido|carga|estorbo|despedi[a-z]*|despid[eia][a-z]*|mejor (?:sin|si)|desaparecer',
    },
    {
      // the means at hand and no trust in self-control; gone off with a gun after saying they cannot go on
      category: 'self_harm',
      reach: 25,
      pattern: 'no (?:sé|se) si (?:me |se )?(?:las|los) (?:voy a tomar|va a tomar|tomo|toma|voy a tragar|trago)|no (?:sé|se) si (?:voy a |va a )?(?:poder |podré |podre |puedo |podrá |podra )?(?:controlarme|controlarse|aguantar(?:me)?|contenerme|contenerse|resistir(?:me)?|pararme|parar)|(?:desaparecido|se ha ido|se fue|se ha marchado|se marchó|se marcho|se ha llevado|se llevó|se llevo) ~3 (?:escopeta|pistola|arma|rifle|cuerda|soga|pastillas)',
      context: `cuchillas?|cuchillo|navaja|cúter|cutter|cuerda|soga|pistola|escopeta|arma|puente|vías|vias|azotea|no (?:aguanta|puede|aguanto|puedo) (?:más|mas)|morir|matar[a-z]*|suicid[a-z]*|acabar con|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|${PILLS}`,
    },
    {
      // everything ready, with letters, means or a goodbye near
      category: 'self_harm',
      reach: 30,
      pattern: '(?:tengo|lo tengo|está|esta|ya está|ya esta|ya tengo|tiene|lo tiene) todo (?:preparado|listo|pensado|planeado|organizado|decidido)',
      context: 'cartas?|notas?|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|morir|muerte|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|no (?:puedo|aguanto|puede|aguanta) (?:más|mas)|para siempre',
    },
    {
      // "si suspende se tira por la ventana, y hoy ha suspendido": a threat with its condition met or the person alone now
      category: 'self_harm',
      reach: 30,
      pattern: '(?:se|me) (?:tira|tiro|lanza|lanzo|arroja|arrojo) (?:por|de|desde) (?:la|el|un|una) (?:ventana|balcón|balcon|puente|azotea|terraza|edificio|tejado)',
      context: 'hoy|ahora|esta noche|encerrad[oa]|se ha encerrado|en su cuarto|en el baño|no (?:contesta|responde|abre)|morir|matar[a-z]*|suicid[a-z]*|no (?:puedo|puede|aguanto|aguanta) (?:más|mas)',
    },
    {
      // a goodbye to the family, and leaving tonight for good: "ya le dije adiós a mi familia, esta noche me voy"
      category: 'self_harm',
      reach: 25,
      pattern: '(?:me he despedido|me despedí|me despedi|(?:le|les) (?:he dicho|dije) adi[oó]s) (?:de|a) (?:mi|toda mi) familia',
      context: '(?:esta noche|hoy|mañana|ya|pronto) me voy(?= ?(?:[.,?]|$)| (?:y|para siempre|de este mundo)(?![a-z]))|me voy (?:esta noche|para siempre|de este mundo)|ya no (?:estaré|estare|volveré|volvere)|no (?:me )?(?:volverán|volveran|volveréis|volvereis) a ver',
    },
    {
      // taking everything there is, or no way out, with the means or despair near
      category: 'self_harm',
      reach: 40,
      pattern: '(?:voy a|va a|vas a|iba a|quiero|quiere|pienso|piensa) (?:tomar(?:me|se)?|tragar(?:me|se)?|beber(?:me|se)?) (?:todo|todas|todos) (?:lo que|las que|los que) (?:tengo|tiene|hay|haya|encuentre|encuentro|pille)|(?:me|se|te) (?:voy|va|vas|iba|ibas|iban) a (?:tomar|tragar|beber) (?:todas|todos|toda|todo) (?:mis|sus|tus|las|los|el|la)(?!(?: [a-z]+)? (?:(?:del|de la|de los) (?:tratamiento|antibiótico|antibiotico|receta|médico|medico)|que me (?:recetaron|mandaron|mandó|mando|recetó|receto)|aunque))|(?:tomar|tragar)(?:me|se|te) (?:todas|todos|toda|todo) (?:mis|sus|tus|las|los|el|la)(?!(?: [a-z]+)? (?:(?:del|de la|de los) (?:tratamiento|antibiótico|antibiotico|receta|médico|medico)|que me (?:recetaron|mandaron|mandó|mando|recetó|receto)|aunque))|me (?:tomaré|tomare|tragaré|tragare|beberé|bebere) (?:todas|todos|toda|todo) (?:las|los|lo)|no (?:veo|ve|ves|vemos|encuentro|encuentra|le veo|me veo|hay) (?:otra |ninguna )?salida|sin (?:otra )?salida',
      context: `botiquín|botiquin|${PILLS}|pastillero|pistola|arma|escopeta|cuerda|soga|puente|vías|vias|morir|muerte|matar[a-z]*|suicid[a-z]*|acabar con|no (?:puedo|puede|aguanto|aguanta|podía|podia) (?:más|mas)|vivir|carga|estorbo`,
    },
    {
      // a day set for it, with the decision or a goodbye near
      category: 'self_harm',
      reach: 40,
      pattern: '(?:(?:decidido|decidí|decidi|decidió|decidio|claro) (?:que )?|(?:esta noche|esta tarde|esta semana|mañana|pasado mañana|hoy|ya|pronto|(?:el|este|esta) (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|fin de semana|finde|semana)) )(?:lo dejo todo|acabo con todo|se acaba todo|se termina todo|termino con todo|lo termino todo|me voy para siempre|me despido(?: de todos| de todo| para siempre)?)(?= (?:[.,?]|y|pero|porque|ya|no)|$)|(?:me despedí|me despedi|me he despedido|se despidió|se despidio|se ha despedido) de ~3 sin que (?:se (?:diera|dieran|dé|de) cuenta|lo (?:supiera|supieran|sepa|notara|notaran)|se (?:enterara|enteraran)|sospech[a-z]+)',
      context: 'decidid[oa]|decidí|decidi|decidió|decidio|lo tengo claro|despedi[a-z]*|despid[eia][a-z]*|despido|no (?:puedo|puede|aguanto|aguanta) (?:más|mas)|sin sentido|sentido|carga|estorbo|sobro|morir|muerte|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|adiós|adios|todo (?:pensado|planeado|preparado)|no (?:sé|se) ni para (?:qué|que)|mejor sin mí|mejor sin mi|no quiero seguir|para siempre',
    },
    {
      category: 'self_harm',
      reach: 40,
      pattern: '(?:esta noche|esta tarde|esta semana|mañana|pasado mañana|hoy|ya|pronto|(?:el|este|esta) (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|fin de semana|finde|semana)) (?:lo hago|lo haré|lo hare|lo voy a hacer)(?= (?:[.,?]|y|pero|porque|ya|no)|$)',
      context: 'lo tengo decidido|(?:ya )?está decidido|(?:ya )?esta decidido|despedi[a-z]*|despid[eia][a-z]*|despido|no (?:puedo|puede|aguanto|aguanta) (?:más|mas)|sin sentido|carga|estorbo|sobro|morir|muerte|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|adiós|adios|todo (?:pensado|planeado|preparado)|no (?:sé|se) ni para (?:qué|que)|mejor sin mí|mejor sin mi|no quiero seguir|para siempre',
    },
    {
      // the means at hand and the thought of using them
      category: 'self_harm',
      reach: 30,
      pattern: '(?:pensar|pensando|pienso|pensado|ganas de|tentad[oa] de|tentación de|tentacion de|la idea de) (?:en )?(?:usarla|usarlo|usarlas|usarlos|utilizarla|utilizarlo|hacerlo|tomármelas|tomarmelas|tomármelos|tomarmelos|tragármelas|tragarmelas)|no (?:dejo|deja|paro|para) de (?:mirarla|mirarlo|mirarlas|mirarlos|pensar en (?:ella|ello|eso|usarla|usarlo|hacerlo))',
      context: 'cuchillas?|cuchillo|navaja|cúter|cutter|cuerda|soga|pastillas|pastis|bote|frasco|pistola|escopeta|arma|veneno|matarratas|puente|vías|vias|azotea|ventana|balcón|balcon|morir|matar[a-z]*|muerte|suicid[a-z]*|acabar con',
    },
    {
      // up high, or on the tracks, and thinking of it
      category: 'self_harm',
      reach: 20,
      pattern: '(?:estoy|está|esta|estamos|me he subido|se ha subido|subido|subida) (?:en|a|encima de|al borde de|en el borde de|asomad[oa] a) (?:la|el|las|los|un|una|lo alto de(?: la| el| un| una)?) (?:azotea|puente|tejado|terrado|cornisa|barandilla|borde|acantilado|vías|vias|vía|via|andén|anden|ventana|balcón|balcon|muelle|precipicio)',
      context: 'saltar|saltaré|saltare|tirarme|tirarse|lanzarme|lanzarse|aventarme|aventarse|(?:se|me|te) (?:va|voy|vas|iba|iban|quiere|quiero|piensa|pienso) (?:a )?(?:tirar|lanzar|aventar|arrojar)|no (?:sé|se) si (?:bajar|saltar|volver)|no (?:sé|se) (?:qué|que) (?:hago|hacer) (?:aquí|aqui|acá|aca)|mirando (?:abajo|el agua|el vacío|el vacio|el tren)|esperando (?:el|al|a que pase el) tren|esperando (?:a )?que pase|(?:que )?pase el (?:tren|próximo|proximo|siguiente|metro)|acabar|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|morir|matar[a-z]*|suicid[a-z]*|no (?:puedo|aguanto) (?:más|mas)|para siempre|última vez|ultima vez',
    },
    {
      // a goodbye apology or a farewell message, and then silence or the loved ones named
      category: 'self_harm',
      reach: 30,
      pattern: '(?:perdóname|perdoname|perdónenme|perdonenme|perdonadme|perdónadme|perdón|perdon|lo siento|lo sentimos|lo siente|lo sienten|lo sentía|lo sentia) (?:mucho )?por todo|(?:mensaje|audio|carta|nota|vídeo|video|whatsapp|wasap|correo|email) ~3 (?:despidiéndose|despidiendose|despidiéndome|despidiendome|para despedirse|para despedirme)|cuidad (?:de )?(?:a )?(?:mis|los) (?:hijos|niños|padres)|cuida (?:de )?(?:a )?(?:mis|los) (?:hijos|niños|padres|perros|gatos)|(?:dile|decidle|diles|díganle|diganle) a (?:mi|mis) ~2 que (?:l[oa]s? )?(?:quiero|quería|queria)',
      context: 'no (?:me |nos |le |les )?(?:contesta|coge|atiende|responde|lo coge|la coge)|apagado|te quiero|os quiero|los quiero|les quiero|la quiero|lo quiero|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|despido|ya no (?:esté|este|estaré|estare)|cuando me vaya|para siempre',
    },
    {
      // no longer a bother, told as a last word: "ya no nos va a molestar más", "pronto dejará de ser una carga", with a weapon, pills or affairs put in order
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:ya no|nunca más|nunca mas|no) (?:(?:me|te|nos|os|le|les) )?(?:va|voy|vas|van|vamos|iba|ibas) a (?:molestar|dar (?:más |mas )?(?:problemas|guerra|la lata|trabajo|disgustos|la vara)|estorbar|ser (?:una |un )?(?:carga|estorbo|molestia|problema))(?: (?:más|mas|nunca))?|(?:dejará|dejara|dejaré|dejare|va a dejar|voy a dejar) de (?:molestar|dar (?:problemas|guerra|la lata)|ser (?:una |un )?(?:carga|estorbo|molestia))',
      context: `escopeta|pistola|revólver|revolver|rifle|arma|cuerda|soga|${PILLS}|veneno|puente|vías|vias|azotea|acantilado|cornisa|barranco|precipicio|viaducto|testamento|papeles ~3 (?:ordenados|en orden|arreglados|preparados)|(?:dejado|dejó|dejo|deje|dejé|tiene|tengo|puesto|puse|puso) ~4 (?:en orden|ordenad[oa]s|arreglad[oa]s)|regal[a-z]*|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|cartas?|para siempre|morir|muerte|suicid[a-z]*|matar[a-z]*|viud[oa]|no (?:contesta|coge|responde)|apagado|decidid[oa]`,
    },
    {
      // a goodbye told on the phone or in a message, with a place to jump, a weapon or pills, or then silence
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:para |a )?(?:decirme|decirnos|decirle|decirles|decirte|despedirse|despedirme|despedirte) (?:adiós|adios|que (?:me|nos|te|les|la|lo|los) (?:quiere|quería|queria|quiero))|gracias por todo|(?:que )?(?:es|este es|esto es|ha llegado|llegó|llego) (?:el|mi|su) (?:final|fin)(?! de (?:semana|mes|año|curso|temporada|la))|cuid(?:a|ad|en|es|e|ar|emos|éis|eis|ara|aran|aras|ase|asen) (?:de )?(?:a |al )?(?:mis?|los|las|el|la|sus?) (?:hij[oa]s?|niñ[oa]s?|padres|madre|padre|mamá|mama|papá|papa|perr[oa]s?|gat[oa]s?|mascotas?)',
      context: `escopeta|pistola|revólver|revolver|rifle|arma|cuerda|soga|${PILLS}|veneno|puente|vías|vias|azotea|acantilado|cornisa|barranco|precipicio|viaducto|no (?:me |nos |le |les )?(?:contesta|coge|atiende|responde|lo coge|la coge)|apagado|lo (?:siente|siento)|perdón|perdon|perdona[a-z]*|para siempre|ya no (?:aguanta|aguanto|puede|puedo)|decidid[oa]|morir|suicid[a-z]*|matar[a-z]*`,
    },
    {
      // pills gathered up, with despair or a plan in the message: "ya junté las pastillas", "llevo semanas acumulando pastillas"
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:junté|junte|juntó|junto|juntado|juntando|acumulé|acumule|acumuló|acumulo|acumulado|acumulando|reuní|reuni|reunido|reuniendo|ahorrando|guardando|escondiendo|escondido) ~3 ${PILLS}`,
      context: 'sentido|no (?:aguanto|aguanta|puedo|puede|quiero|quiere) (?:más|mas|seguir|vivir)|ya no (?:aguanto|aguanta|puedo|puede|quiero|quiere)|morir(?:me|se)?|muerte|acabar|carga|estorbo|desaparecer|esta noche|hoy es (?:el|la)|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|suicid[a-z]*|matar[a-z]*|todo (?:listo|preparado|pensado|planeado|decidido)|decidid[oa]|para siempre|hart[oa] de|cansad[oa] de|no vale la pena|sin salida',
    },
    {
      // "quitarme de en medio", "dormirme y no despertarme más": wishes to be gone, in other words
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:quitar(?:me|se|te)|me quito|se quita|me voy a quitar|se va a quitar|me quiero quitar|se quiere quitar|me he quitado|se ha quitado) (?:de )?(?:en )?(?:medio|el medio|del medio)|(?:dormir(?:me|se|te)?|a dormir) y no (?:volver a )?despertar(?:me|se|te)?(?: (?:nunca )?(?:más|mas|nunca))?',
      context: `sentido|no (?:aguanto|aguanta|puedo|puede|quiero|quiere) (?:más|mas|seguir|vivir)|ya no (?:aguanto|aguanta|puedo|puede|quiero|quiere)|morir(?:me|se)?|muerte|acabar|carga|estorbo|desaparecer|esta noche|hoy es (?:el|la)|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|suicid[a-z]*|matar[a-z]*|todo (?:listo|preparado|pensado|planeado|decidido)|decidid[oa]|para siempre|hart[oa] de|cansad[oa] de|no vale la pena|sin salida|quiero|quiere|quisiera|ganas|ojalá|ojala|gustaría|gustaria|pienso|piensa|voy a|va a|${PILLS}|cuerda|soga|puente|vías|vias|tengo todo|tiene todo`,
    },
    {
      // cannot get a sentence out, with the breath named anywhere: "respiro super rapido, no puedo hablar de corrido"
      category: 'breathing',
      scope: 'message',
      pattern: `(?:${CANT}|sin poder|no (?:le|me|te) da para) (?:hablar (?:de corrido|seguido|del tirón|del tiron|sin parar|normal)|(?:terminar|acabar|completar|decir) (?:una|la|las|ninguna|una sola) (?:frase|frases|oración|oracion)(?: entera| completa| seguida)?)`,
      context: 'respir[a-z]*|aire|ahog[a-z]*|asfix[a-z]*|jade[a-z]*|asma|asmátic[oa]|asmatic[oa]|silb[a-z]*|pitos|inhalador|ventolin|ventolín|salbutamol|epoc|fatiga|agitad[oa]',
    },
    {
      // skin coming away after a scald or a flame: "se le está pelando la piel del brazo"
      category: 'burns',
      scope: 'message',
      pattern: '(?:pelando|pelándose|pelandose|despegando|despegándose|despegandose|levantando|desprendiendo|cayendo|colgando) (?:toda )?(?:la )?piel|(?:la )?piel (?:colgando|levantada|despegada|desprendida|en carne viva|a tiras)|(?:se (?:le|me|te) )?(?:pela|despega|levanta|cae|desprende) (?:toda )?la piel',
      context: 'quem[a-z]*|hirv[a-z]*|ardiendo|caliente|olla|cazo|aceite|fuego|llamas|vapor|caldo|sopa|plancha|estufa|horno|brasa|brasas|explosi[oó]n|ácido|acido|cáustic[oa]|caustic[oa]|lejía|lejia|sosa',
    },
    {
      // late pregnancy, the belly hard and the pain constant: an abruption until seen
      category: 'pregnancy',
      scope: 'message',
      pattern: "(?:tripa|barriga|panza|vientre|útero|utero|abdomen) (?:muy |super |súper |re )?(?:dur[oa]|tiesa|rígid[oa]|rigid[oa]|como una (?:piedra|tabla|roca))(?: [a-z0-9',]+){0,6} (?:duele|dolor|doliendo|dolía|dolia)(?: [a-z]+){0,2} (?:muchísimo|muchisimo|horrores|insoportable|horrible|sin parar|constante|todo el rato|todo el tiempo|no (?:se )?(?:para|quita|pasa|va))",
      context: LATE_PREGNANT,
    },
    {
      // something swallowed that stuck: drooling, cannot swallow
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:trag[a-z]*|comi[oó]|metió en la boca|metio en la boca) ~4 (?:moneda|monedita|imán|iman|imanes|hueso|espina|juguete|pieza|canica|tapón|tapon|chapa|arete|pendiente|clavo|tornillo|alfiler|botón|boton)',
      context: 'babe[a-z]*|babas|no (?:puede|puedo|consigue) (?:ni )?tragar(?! (?:bien|pastillas))|no traga (?:nada|ni)|(?:le|me) cuesta (?:mucho )?tragar|escupe (?:todo|la saliva)|se (?:le|me) (?:ha )?quedado (?:atascad[oa]|atorad[oa]|pegad[oa])',
    },
    {
      // charcoal in a closed car or room, a bag and tape ready: means of suffocation, with despair or the nerve still lacking
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:carbón|carbon|brasero|barbacoa) ~5 (?:encerrar(?:me|se)|(?:meter|quedar)(?:me|se) ~2 (?:coche|carro|auto|habitación|habitacion|cuarto)|sellar|(?:coche|carro|auto|habitación|habitacion|cuarto) (?:cerrad[oa]|sellad[oa])|cerrar (?:todo|las ventanas))|bolsa (?:de plástico |de plastico )?(?:y|con) (?:la |una )?(?:cinta|helio|gas|bombona)|(?:cinta|helio) (?:y|con) (?:la |una )?bolsa',
      context: 'sentido|salida|no (?:aguanto|aguanta|puedo|puede|quiero|quiere) (?:más|mas|seguir|vivir)|ya no (?:aguanto|aguanta|puedo|puede|quiero|quiere)|morir(?:me|se)?|muerte|acabar|carga|estorbo|desaparecer|esta noche|adiós|adios|despedi[a-z]*|despid[eia][a-z]*|suicid[a-z]*|matar[a-z]*|para siempre|hart[oa] de|cansad[oa] de|no vale la pena|(?:me |le |te )?falta (?:el )?valor|valor para|preparad[a-z]*|list[oa]s?|decidid[oa]',
    },
    {
      // something burst inside, told as the verb: "le ha estallado algo dentro", "siento que me explotó algo en la cabeza"
      category: 'sudden_headache',
      scope: 'message',
      pattern: '(?:(?:me|le|te) (?:ha |había |habia |hubiera )?)?(?:estallado|explotado|reventado|estalló|estallo|explotó|reventó|revento|estallara|explotara|reventara|estalla|explota|revienta|se rompió|se rompio|se ha roto) algo (?:dentro|adentro|por dentro|en la cabeza|en el cerebro|en la nuca)|algo (?:me|le|te) (?:ha |había |habia )?(?:estallado|explotado|reventado|estalló|estallo|explotó|reventó|revento|roto) (?:dentro|adentro|por dentro|en la cabeza|en el cerebro|en la nuca)|algo se (?:me|le|te) (?:ha |había |habia )?(?:rompía|rompia|rompió|rompio|roto|rompiera|rompe|rasgó|rasgo|reventó|revento|reventaba|reventado|estallaba|estalló|estallo|explotaba|explotó|exploto) (?:dentro|adentro|por dentro|en la cabeza|en el cerebro|en la nuca)',
      context: 'cabeza|cerebro|nuca|dolor|grit[a-z]*|chill[a-z]*|desplom[a-z]*|vomit[a-z]*|vómit[a-z]*',
    },
    {
      // hands to the head with a scream, a collapse or a pain out of nowhere
      category: 'sudden_headache',
      reach: 20,
      pattern: '(?:se (?:ha )?(?:llevado|llevó|llevo|lleva|agarrado|agarró|agarro|agarra|sujetado|sujetó|sujeto|sujeta|cogido|cogió|cogio|coge|apretado|apretó|apreto|aprieta|tomado|tomó|tomo|toma)(?: las manos a| con las manos| con fuerza)?|agarrándose|agarrandose|sujetándose|sujetandose|cogiéndose|cogiendose|apretándose|apretandose|tomándose|tomandose|llevándose las manos a|llevandose las manos a) (?:la|su) cabeza',
      context: 'de dolor|(?:le|me|te) (?:duele|dolía|dolia|dolió|dolio)|dolor|de golpe|de repente|de pronto|de la nada|insoportable|horrible|brutal|terrible|peor|estall[a-z]*|explot[a-z]*|revent[a-z]*|desplom[a-z]*|se (?:cayó|cayo|cae) al suelo|vomit[a-z]*|vómit[a-z]*',
    },
    {
      // a pain out of nowhere, the head named anywhere: "un dolor insoportable que apareció de golpe"
      category: 'sudden_headache',
      scope: 'message',
      pattern: `dolor (?:muy |super |súper |tan )?(?:insoportable|brutal|atroz|bestial|horroroso|horrible|terrible|tremendo|espantoso)${GAP12} (?:apareció|aparecio|vino|llegó|llego|empezó|empezo|le dio|me dio|le entró|le entro|me entró|me entro) (?:así )?(?:de golpe|de repente|de pronto|de la nada|de sopetón|de sopeton|en un segundo|en segundos)`,
      context: 'cabeza|nuca|cerebro|estall[a-z]*|explot[a-z]*',
    },
    {
      // cuts or burns found on a teenager, kept hidden
      category: 'self_harm',
      reach: 25,
      pattern: '(?:tiene|tengo|le (?:he )?visto|le vi|he visto que tiene|he visto|le encontré|le encontre|me encontré|me encontre) (?:unos |muchos |varios |algunos )?(?:cortes|heridas|rayas|marcas|arañazos|quemaduras|cicatrices) (?:de (?:cigarro|cigarrillo|mechero|cuchilla) )?(?:nuev[oa]s |recientes |frescos |frescas |profund[oa]s |pequeñ[oa]s |fin[oa]s |paralel[oa]s |rectos |rectas )?(?:en|por) (?:los|las|sus|mis|el|la|su|mi) (?:brazos|piernas|muñecas|muñeca|muslos|antebrazos|antebrazo|tobillos|barriga|tripa)',
      context: 'se (?:los|las|lo) (?:hace|hizo|ha hecho|provoca|provocó|provoco)|(?:me los|me las) (?:hago|hice|he hecho)|a propósito|a proposito|él mismo|ella misma|autolesi[a-z]*|cuchilla|tijeras|compás|compas|navaja|cúter|cutter|sacapuntas|se encierra|encerrad[oa]|encierra|(?:lo |los |las )?(?:esconde|tapa|oculta)|manga larga|mangas largas|no (?:quiere|me deja) que (?:se )?(?:los|las|lo) vea|nuev[oa]s|recientes|paralel[oa]s',
    },
    {
      // going to join someone who has died
      category: 'self_harm',
      reach: 25,
      pattern: '(?:me quiero|quiero|quisiera|me quisiera|me gustaría|me gustaria|ojalá pudiera|ojala pudiera) (?:ir(?:me)?|estar|reunirme) con (?:mi|mis) (?:madre|padre|mamá|mama|papá|papa|hij[oa]s?|marido|mujer|espos[oa]|abuel[oa]s?|herman[oa]s?|novi[oa]|pareja)(?: (?:al cielo|allí|alli|allá|alla))?',
      context: 'murió|murio|muerto|muerta|falleci[a-z]*|perdí a|perdi a|se fue|ya no está|ya no esta|entierro|funeral|cielo|sin sentido|no tiene sentido|sentido seguir|sentido a nada',
    },
    // everything else
    {
      // a very bad belly pain with a surgical sign near (cannot walk straight, low on the right, will not let it be touched)
      category: 'other_emergency',
      reach: 40,
      pattern: '(?:(?:dolor|dolores) (?:de|en la|en el) (?:barriga|panza|tripa|abdomen|vientre|estómago|estomago)|dolor abdominal|dolores abdominales) (?:muy |tan )?(?:terrible|insoportable|horrible|brutal|tremendo|fuerte|fortísimo|fortisimo|espantoso)',
      context: '(?:no (?:puede|puedo|podía|podia)|sin poder) (?:ni )?(?:caminar|andar|moverse|enderezarse|estirarse|ponerse derech[oa]|caminar derech[oa])|(?:abajo|parte baja) ~2 (?:a la )?derecha|fosa il[ií]aca|dur[oa] como|rígid[oa]|rigid[oa]|(?:abdomen|barriga|panza|tripa|vientre) (?:muy |super |bien )?(?:dur[oa]|tabla)|no (?:deja|dejo) (?:que )?(?:le |me )?toque',
    },
    {
      // crushed or trapped under something heavy, with a sign of harm near
      category: 'other_emergency',
      reach: 30,
      pattern: "(?:viga|muro|pared|árbol|arbol|coche|carro|camión|camion|tractor|andamio|máquina|maquina|palé|pale|palet|losa|bloque|estantería|estanteria|armario|mueble|portón|porton|puerta de hierro|derrumbe|escombros|caballo|vaca|toro) ~5 (?:encima (?:de )?(?:él|el|ella|mí|mi|su|sus|la|las|los|le)|aplast[a-z]*)|(?:atrapad[oa]s?|aplastad[oa]s?|sepultad[oa]s?) (?:bajo|debajo de|entre|por)",
      context: `grit[a-z]*|sangr[a-z]*|inconsciente|no (?:responde|reacciona|se mueve|respira)|${CANT} (?:mover(?:se|las|los|la|lo)?|sentir(?:las|los|la|lo)?|respirar|salir|levantarse)|hueso|roto|rota|rotas|rotos|desmay[a-z]*`,
    },
    {
      category: 'other_emergency',
      reach: 20,
      pattern: '(?:dur[oa]|rígid[oa]|rigid[oa]|tiesa) como (?:una |un )?(?:tabla|piedra|roca|madera|ladrillo)|(?:la|lo) tengo (?:muy )?(?:dur[oa]|rígid[oa]|rigid[oa]) (?:y|,)',
      context: 'barriga|tripa|panza|abdomen|vientre|estómago|estomago',
    },
    {
      category: 'other_emergency',
      pattern: '(?:dolor|duele|duela|duelen|doliendo|dolió|dolio|hinchado|hinchó|hincho|inflamado|inflamó|inflamo|torcido|torció|torcio|torsión|torsion) ~6 (?:testículo|testiculo|testículos|testiculos|huevo|huevos|escroto|teste|bolas|pelotas)|(?:testículo|testiculo|testículos|testiculos|huevo|escroto|teste) ~5 (?:hinchad[oa]|duele|dolor|morad[oa]|subido|muy alto)',
      context: 'de repente|de golpe|súbit[a-z]*|repentin[a-z]*|fuerte|muchísimo|muchisimo|insoportable|horrible|terrible|brutal|vomit[a-z]*',
    },
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: 'confundid[oa](?! (?:con (?:la|el|los|las|lo|esto|eso|todo|tanta|tanto|tantas|tantos)|sobre|respecto|acerca|de si))|confus[oa](?! (?:con (?:la|el|los|las|lo|esto|eso|todo|tanta|tanto|tantas|tantos)|sobre|respecto|acerca|de si))|desorientad[oa]|no (?:sabe|sabía|sabia) (?:ni )?(?:lo que dice|lo que hace|dónde está|donde esta|quién es|quien es|cómo se llama|como se llama)|dice cosas sin sentido|(?:lo que|las cosas que|todo lo que) (?:dice|habla|hace|contesta|responde) no tiene(?:n)? (?:ningún |ningun |ni )?sentido|dice (?:tonterías|tonterias|cosas raras|incoherencias|disparates|cosas incoherentes)|(?:está|esta) (?:muy )?(?:agresiv[oa]|ido|ida)|no (?:me |nos |le )?(?:responde|reacciona|contesta)(?: bien)?|respira (?:raro|rar[oa]|muy rápido|(?:muy |tan )?profundo|agitad[oa])|adormilad[oa]|somnolient[oa]|aliento (?:a|con olor a) (?:frutas|manzana|acetona)|huele a acetona|(?:muy|tan) (?:adormilad|somnolient|dormid)[oa]|no (?:se )?despierta|convuls[a-z]*|desmay[a-z]*|(?:marca|da|pone|sale) (?:hi|high|lo|low)\\b|(?:marca|da|sale|salió|salio|pone|está en|esta en) (?:[1-5]\\d|[4-9]\\d\\d)(?! (?:años|kilos|grados|semanas|días|dias|minutos|horas|de fiebre|pulsaciones))|dice (?:cosas )?(?:raras|extrañas|sin sentido)|(?:sudando|sudad[oa]|sudoros[oa]) ~3 (?:tembl[a-z]*|tirit[a-z]*)|tembloros[oa] ~3 (?:sudando|sudad[oa]|sudoros[oa])|inconsciente|no (?:lo|la|le) (?:puedo|podemos|consigo|conseguimos|logro|logramos) despertar|' + HARD_TO_WAKE,
      context: 'diabétic[oa]|diabetic[oa]|diabetes|glucosa|azúcar|azucar|glucemia|glucómetro|glucometro|insulina|hipoglucemia|hipoglicemia|hiperglucemia|hiperglicemia|dextro|cetoacidosis|cetonas',
    },
    {
      category: 'other_emergency',
      pattern: '(?:pie|pierna|mano|brazo|dedos del pie) ~2 (?:helad[oa]s?|frí[oa]s?|fri[oa]s?|blanc[oa]s?|pálid[oa]s?|palid[oa]s?|sin pulso|morad[oa]s?)',
      context: 'de repente|de golpe|no (?:se )?(?:lo|la|los|las|le|me) (?:siento|siente|nota|noto)|no (?:siento|siente) (?:los|el|la|las)|duele (?:muchísimo|muchisimo|mucho)|dolor (?:muy )?(?:fuerte|horrible|intenso|insoportable)',
    },
    {
      // a thunderclap told without naming the head in the same words ("de la nada un dolor insoportable como un trueno")
      category: 'sudden_headache',
      reach: 14,
      pattern: '(?:el )?peor dolor (?:de|que he tenido en|que ha tenido en) (?:mi|su|toda mi|toda su) vida|(?:el )?peor dolor que (?:he|ha|haya) (?:sentido|tenido) (?:nunca|jamás|jamas|en (?:mi|su) vida)|(?:dolor|dolorazo|punzada|pinchazo) ~3 como (?:un|una|si) ~2 (?:trueno|explosión|explosion|estallido|bomba|martillazo|mazazo|hachazo|balazo|rayo|latigazo|disparo|golpe|reventón|reventon|petardo)|como si algo (?:me |le |te |se )?(?:reventara|reventase|explotara|explotase|estallara|estallase|rompiera|rompiese|partiera|partiese)|como si (?:me|le|te|se) (?:reventara|reventase|explotara|explotase|estallara|estallase|rompiera|rompiese|partiera|partiese) (?:algo )?(?:dentro|adentro|por dentro|en la cabeza|la cabeza)|(?:de repente|de golpe|de pronto|de la nada|súbitamente|subitamente|repentinamente|de sopetón|de sopeton|de improviso|en (?:un )?segundos?|instantáne[oa]|instantane[oa]) ~4 (?:un |una )?(?:dolor|dolorazo|punzada|pinchazo) (?:muy |super |súper |tan |re )?(?:insoportable|horrible|brutal|tremendo|terrible|fortísimo|fortisimo|bestial|atroz|intenso|fuerte|espantoso|increíble|increible|horroroso|salvaje)',
      context: 'cabeza|caveza|cabesa|nuca|cefalea|jaqueca|migraña|migrana|headache|cráneo|craneo|sien|sienes',
    },
    {
      // drunk past waking: alcohol poisoning, not sleep
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: HARD_TO_WAKE + '|hasta (?:perder el (?:conocimiento|sentido)|quedar(?:se)? inconsciente|desmayarse|caer (?:redond[oa]|inconsciente|desmayad[oa]))|no (?:se )?(?:despierta|despertaba|reacciona|reaccionaba|responde|respondía|respondia|abre los ojos)|no (?:lo|la|le) (?:podemos|puedo|conseguimos|consigo|logramos|logro) despertar|inconsciente|inconciente|(?:en el suelo|en el piso) ~3 vomitad[oa]|(?:respira|respiraba|respirando) (?:muy |super |re )?(?:despacio|lento|lenta|raro|poco|mal|cada mucho)|(?:labios|cara|piel) ~2 (?:morad[oa]s?|azul(?:es)?|gris(?:es)?)|(?:está|esta|sigue) (?:helad[oa]|frí[oa]|fri[oa]) ~2 (?:y|sin)|convuls[a-z]*|tirad[oa] (?:en el suelo|en el piso|en el baño|en el bano|en la calle)',
      context: '(?:bebió|bebio|bebido|tomó|tomo|tomado|se (?:bebió|bebio|tomó|tomo|metió|metio)|ha bebido|se ha bebido|se ha tomado|chupó|chupo|chupado) (?:muchísimo|muchisimo|demasiado|un montón|un monton|una barbaridad|mucho alcohol|muchas copas|muchos chupitos|muchos tragos|media botella|una botella|toda la botella|la botella entera|una botella entera|casi una botella|botella y media)|borrachísim[oa]|borrachisim[oa]|muy borrach[oa]|(?:tan|super|re|súper) (?:borrach[oa]|pedo|ebri[oa])|coma etílico|coma etilico|intoxicación etílica|intoxicacion etilica|demasiado alcohol|(?:bebido|bebió|bebio|tomado|tomó|tomo) (?:alcohol|vodka|ron|tequila|whisky|güisqui|aguardiente|pisco|licor|vino|cerveza|cubatas|chupitos) ~2 hasta|(?:chupitos|shots|copas|tragos) (?:de|seguidos)',
    },
    {
      // the cord seen or felt after the waters break
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:sale|salir|saliendo|salió|salio|ha salido|se (?:me|le) (?:ha )?salido|asoma|asomando|asomó|asomo|cuelga|colgando|noto|siento|veo|toco|tocando|sobresale) ~6 (?:un |el |como un |como el |algo como un )?(?:cordón|cordon)(?: umbilical)?|(?:cordón|cordon)(?: umbilical)? ~3 (?:fuera|afuera|sale|saliendo|asoma|asomando|colgando|por (?:la vagina|abajo))|prolapso (?:de|del) cordón|prolapso (?:de|del) cordon|(?:algo|una cosa) ~3 (?:como|parecido a|tipo) (?:un|el) (?:cordón|cordon)|como (?:un|el) (?:cordón|cordon)(?: umbilical)?(?! (?:de|del) (?:zapato|zapatilla|la zapatilla))|(?:creo|creemos|parece|pienso|igual|quizás|quizas|seguro|puede) (?:que )?(?:es |sea |era )?(?:el|un) (?:cordón|cordon)(?! (?:de|del) (?:zapato|zapatilla|la zapatilla))',
      context: PREGNANT,
    },
    {
      // a goodbye told as not being there any more, with things given away or a goodbye around it
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:ya )?no (?:voy|va|iba|vas|ibas|vamos|íbamos) a estar(?: aquí| aqui| más| mas| ya)? (?:para|en(?! (?:el|la|los|las|mi|su|tu) (?:piso|casa|oficina|trabajo|ciudad|país|pais|pueblo|colegio|cole|insti|clase|reunión|reunion|despacho|barrio|tienda|consulta|local|empresa|grupo|equipo)(?![a-z]))|cuando) (?:su|tu|mi|el|la|los|las|navidad|verano|fin)|(?:ya )?no (?:voy|va|iba|vas|ibas) a (?:necesitar|hacer falta|seguir aquí|seguir aqui)|(?:regal[a-z]*|repart[a-z]*|deshaci[a-z]*|deshac[a-z]*|deshizo|ha dado|dio|ha dejado|he dejado|dejó|dejo|dejé|deje) ~4 (?:sus|mis|su|mi|la|el|los|las|tu|tus|todas sus|todas mis|todo lo que tiene|todo lo que tengo|tod[oa]s? (?:sus|mis|las|los)) ~2 (?:cosas|pertenencias|consola|ropa|juegos|ahorros|libros|colección|coleccion|posesiones|favorit[oa]s|mascotas?|perro|perra|gato|gata|guitarra|móvil|movil|ordenador|play|contraseñas|claves|cuentas|joyas|reloj|anillo)',
      context: 'ya no (?:voy|va|iba|vas|ibas|vamos) a (?:estar|necesitar|hacer falta|seguir)|ya no (?:me|nos|le|les|te) (?:van|va|vais) a (?:necesitar|hacer falta|ver)|despid[a-z]*|adiós|adios|carta|nota|triste|deprimid[oa]|depre|para siempre|morir|muerte|suicid[a-z]*|pastillas|cuerda',
    },
    {
      // heat stroke: confusion or no more sweat after hours in the sun
      category: 'other_emergency',
      scope: 'message',
      pattern: 'confundid[oa](?! (?:con|sobre|respecto|acerca|de si|por))|confus[oa](?! (?:con|sobre|respecto|acerca|de si|por))|desorientad[oa]|delira[a-z]*|desvarí[a-z]*|desvari[a-z]*|dice (?:cosas )?(?:raras|incoherencias|tonterías|tonterias|sin sentido)|no (?:sabe|sabía|sabia) (?:dónde|donde|quién|quien) (?:está|esta|es)|(?:ya )?no (?:suda|sudaba|está sudando|esta sudando)|dejó de sudar|dejo de sudar|(?:se )?desmay[a-z]*|convuls[a-z]*|no (?:responde|reacciona)',
      context: 'golpe de calor|insolación|insolacion|(?:al|bajo el|en pleno|a pleno|todo el día al|todo el dia al|horas al) sol|ola de calor|mucho calor|muchísimo calor|muchisimo calor|calorón|caloron|calorazo|(?:4\\d|3[5-9]|cuarenta|treinta y [a-z]+) grados (?:a la sombra|de calor|en la calle|afuera|fuera)|(?:a|bajo|con) (?:4\\d|3[6-9]|cuarenta[a-z]*|treinta y [a-z]+) grados(?! de (?:fiebre|temperatura))|hipertermia',
    },
    {
      // pulled out of the water: drowning, even when they cough and breathe again
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:estuvo|estuvieron|pasó|paso|quedó|quedo|lleva|llevaba|estaba) ~4 (?:debajo del agua|bajo el agua|bajo del agua|bajo agua|sumergid[oa]s?|hundid[oa]s?|flotando boca abajo)|(?:sacamos|sacaron|saqué|saque|sacó|saco|rescatamos|rescataron|rescató|rescato|sacado|rescatado) ~4 (?:de la piscina|del agua|del mar|del río|del rio|de la pileta|de la alberca|de la bañera|de la banera|de la tina|del lago|del pantano|de la playa|de la poza)|(?:del|el) fondo (?:de la|del) (?:piscina|pileta|alberca|agua|mar|río|rio|lago|bañera|banera|tina|pozo|estanque)|(?:se (?:estaba|ha estado|estuvo) )?(?:ahogando|hundiendo) (?:en|bajo) (?:la|el) (?:piscina|pileta|alberca|agua|mar|río|rio|bañera|tina)|casi se (?:ahoga|ahogó|ahogo)|ahogamiento(?! (?:secundario|seco|tardío|tardio|retardado|en seco))|se (?:cayó|cayo|ha caído|ha caido|cae|tiró|tiro|metió|metio|ha metido|lanzó|lanzo) (?:a la|al|en la|en el|a el) (?:piscina|pileta|alberca|agua|río|rio|mar|lago|pozo|estanque|acequia|canal)',
      context: 'tose|tos|tosiendo|tosió|tosio|no respira|sin respirar|(?:dejó|dejo|había dejado|habia dejado) de respirar|boca a boca|rcp|reanim[a-z]*|masaje cardi[a-z]*|sin moverse|respira (?:mal|raro|rara|fatal|muy|rápido|rapido|con dificultad|con ruido|poco|despacio)|(?:le|me) cuesta respirar|morad[oa]|azul|inconsciente|no (?:responde|reacciona)|vomit[a-z]*|adormilad[oa]|somnolient[oa]|confus[oa]|confundid[oa]|raro|rara|pálid[oa]|palid[oa]|frí[oa]|fri[oa]|ahog[a-z]*|(?:medio |muy )?dormid[oa]|no (?:se )?despierta|floj[oa]|decaíd[oa]|decaid[oa]|atontad[oa]|aturdid[oa]|desorientad[oa]|como ido|como ida',
    },
    {
      // a double dose or a mistake with a drug whose margin is narrow
      category: 'overdose_poisoning',
      reach: 12,
      pattern: '(?:se|le|me|te) (?:tomó|tomo|tomé|tome|dio|di|dieron|ha tomado|he tomado|ha dado|he dado|han dado|puso|puse|pusieron|inyectó|inyecto|inyecté|inyecte|pinchó|pincho|pinché|pinche) ~4 (?:dos veces|doble dosis|el doble|dos dosis|por duplicado|de más|de mas|por error|sin querer|por equivocación|por equivocacion)',
      context: 'digoxina|insulina|sintrom|acenocumarol|warfarina|litio|metotrexato|morfina|metadona|fentanilo|oxicodona|buprenorfina|carbamazepina|teofilina|clonidina|flecainida|verapamilo|amitriptilina|colchicina|hierro|opioides?|pastillas? (?:del|para el) (?:corazón|corazon)',
    },
    {
      // cutting again, told as a relapse
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:me|se|te) (?:volví|volvi|volvió|volvio|he vuelto|ha vuelto|has vuelto|vuelvo|vuelve|vuelves) a (?:cortar|lastimar|hacer daño|quemar|autolesionar|rajar|arañar|golpear)(?! (?:el|la|los|las|un|una) (?:pelo|uñas|flequillo|barba|dedo|cabello|rodilla|tobillo|pie|mano)| (?:cocinando|con (?:el|un|una|la) (?:cuchillo|papel|cristal|vidrio|lata|plancha|horno|sartén|sarten)))',
      context: 'brazos?|piernas?|muñecas?|muslos?|anoche|a propósito|a proposito|no (?:puedo|puede) parar|cuchilla|navaja|sacapuntas|ansiedad|otra vez|de nuevo|ganas|reca[ií][a-z]*|cicatri[a-z]*|marcas|triste|sangr[a-z]*|hondo|profundo|nadie|vergüenza|verguenza|merezco|castig[a-z]*',
    },
    {
      // opioids or other drugs with a danger sign
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:labios|cara|uñas|dedos) ~3 (?:morad[oa]s?|azul(?:es)?|azulad[oa]s?|gris(?:es)?)|no (?:se )?(?:despierta|reacciona|responde)|no (?:lo|la|le) (?:podemos|puedo|conseguimos|consigo|logramos|logro) despertar|(?:respira|respiraba|respirando) (?:muy |super |re )?(?:despacio|lento|poco|raro|cada mucho)|casi no respira|ronca (?:raro|muy fuerte|de forma rara)|pupilas ~3 (?:pequeñ|puntit|chiquit|diminut)[a-z]*',
      context: `heroína|heroina|fentanilo|fenta|metadona|morfina|oxicodona|oxy|opioides?|opiáceos?|opiaceos?|codeína|codeina|tramadol|jaco|caballo|chute|(?:se|me|le) (?:inyectó|inyecto|inyecté|pinchó|pincho|pinché) (?!insulina)|(?:se|me) (?:metió|metio|metí|meti|ha metido) (?:droga|drogas|algo|de todo|pastillas)|benzos|xanax|ghb|éxtasis|extasis|ketamina|sobredosis|fumig[a-z]*|pesticidas?|plaguicidas?|insecticidas?|organofosforad[oa]s?|sulfatando|sulfatar|${BRANDS}|somníferos|somniferos|pastillas para dormir|tranquilizantes|ansiolíticos|ansioliticos|benzodiacepinas`,
    },
    {
      // labour or waters breaking before 37 weeks
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:(?:barriga|tripa|panza|vientre|útero|utero) ~4 (?:dura|duro|se (?:me|le) (?:pone|endurece) (?:dura|duro|tensa|rígida|rigida))|se (?:me|le) (?:pone|endurece) (?:dura|duro) (?:la )?(?:barriga|tripa|panza)) ~3 cada (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince) (?:minutos|min)|contracciones ~3 (?:cada (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince) (?:minutos|min)|regulares|seguidas|fuertes|cada vez más|cada vez mas|que no paran|dolorosas)|(?:estoy|está|esta|se puso|me puse) de parto|(?:rompí|rompi|rompió|rompio|he roto|ha roto|romper) (?:aguas|la fuente|fuente|la bolsa|bolsa)|se (?:me|le|te) (?:rompió|rompio|ha roto|rompe|rompieron|han roto|rompen) (?:la bolsa|la fuente|las aguas|aguas)|(?:la bolsa|la fuente|las aguas) (?:se (?:me|le|te) )?(?:ha roto|han roto|rompió|rompio|rompieron|se rompió|se rompio|se rompieron)|(?:pierdo|pierde|perdiendo|salió|salio|sale|saliendo|se me sale|chorreando|goteando|bajando) (?:mucho |un montón de |un monton de |como )?(?:líquido|liquido|agua|agüita|aguita) (?:por abajo|por la vagina|sin parar|a chorros?|transparente|clar[oa]|clarit[oa]|todo el rato|que no para|de golpe)|chorro de (?:agua|líquido|liquido)|(?:pierdo|perdiendo|perdí|perdi|sale|salió|salio|saliendo|chorrea|es|era|sea|creo que es|parece|será|sera) ~2 (?:líquido|liquido) amni[oó]tico|(?:agua|líquido|liquido) ~2 (?:por|entre) (?:las|mis) piernas',
      context: '(?:1\\d|2\\d|3[0-6]) (?:semanas|sem)(?! de (?:vida|nacid|edad))|semana (?:1\\d|2\\d|3[0-6])|(?:de|estoy|está|esta|con|voy por|va por) (?:[4-8]|cuatro|cinco|seis|siete|ocho) meses(?! de (?:vida|edad|nacid))',
    },
    {
      // a sudden onset near the head, with how bad it is near that
      category: 'sudden_headache',
      reach: 14,
      pattern: "(?:cabeza|caveza|cabesa|nuca|cefalea|jaqueca|migraña|migrana)(?: (?!no |ni |nunca |sin |pero |aunque )[a-z0-9']+){0,6} (?:de repente|de golpe|de pronto|de la nada|de sopetón|de sopeton|de improviso|súbit[a-z]*|subit[a-z]*|repentin[a-z]*|bruscamente|de un (?:momento|segundo|instante|minuto) (?:a|para|pa) otro|(?:inicio|comienzo|aparición|aparicion) (?:brusc[oa]|súbit[oa]|subit[oa]|repentin[oa]|explosiv[oa]))|(?:de repente|de golpe|de pronto|de la nada|de sopetón|de sopeton|de improviso|súbitamente|subitamente|repentinamente|bruscamente|de un (?:momento|segundo|instante|minuto) (?:a|para|pa) otro)(?: (?!no |ni |nunca |sin |pero |aunque )[a-z0-9']+){0,6} (?:cabeza|caveza|cabesa|nuca|cefalea|jaqueca|migraña|migrana)",
      context: 'nunca (?:sentí|senti|había sentido|habia sentido|he sentido|tuve|había tenido|habia tenido|he tenido|me había dolido|me habia dolido|me ha dolido) (?:algo |nada |un dolor )?(?:igual|así|asi|parecido|semejante|tanto|tan fuerte)|a reventar|horrores|intensísim[oa]|intensisim[oa]|(?:el|la) peor|insoportable|brutal|dolorazo|bestial|atroz|fortísim[oa]|fortisim[oa]|horrible|terrible|tremend[oa]|espantos[oa]|como (?:un|una) (?:balazo|trueno|rayo|latigazo|martillazo|mazazo|hachazo|golpe|explosión|explosion|estallido|bomba|disparo|palo|palazo|garrotazo|martillo|mazo|bate|batazo|piedra|ladrillo)|no (?:lo |la )?(?:aguanto|soporto|aguanta|soporta)|me tumb[oó]|gritando|llorando de dolor|muy (?:fuerte|intens[oa])|vomit[a-z]*|desmay[a-z]*',
    },
    {
      // a baby who stops breathing for a while
      category: 'breathing',
      scope: 'message',
      pattern: 'pausas (?:largas |muy largas )?(?:sin respirar|en la respiración|en la respiracion|respiratorias|de apnea)|apneas?(?! del sueño| del sueno| obstructiva| de sueño| de sueno| nocturnas?)|(?:deja|dejó|dejo|para|paró|paro) de respirar (?:unos segundos|por momentos|a ratos|ratos|un rato|varias veces)',
      context: KID,
    },
    {
      // blue or purple, near words of breathing
      category: 'breathing',
      reach: 12,
      pattern: '(?:está|esta|se (?:ve|puso|pone|ha puesto|está poniendo|esta poniendo)|lo veo|la veo) (?:todo |toda |muy )?(?:morad[oa]|azul|azulad[oa]|moradit[oa]|gris)(?! de (?:frío|frio|tanto|la|el|llorar)| del? (?:golpe|moretón|moreton|frío|frio))',
      context: "no respira|respira (?:mal|raro|rara|fatal|muy|rápido|rapido|con dificultad|con ruido)|(?:le|me|te) cuesta respirar|dificultad (?:para|al) respirar|sin aire|falta (?:el )?aire|no (?:le|me) (?:entra|llega) (?:el )?aire|ahog[a-z]*|asfixi[a-z]*|jade[a-z]*|boque[a-z]*",
    },
    {
      // stiffening with movements, a fever seizure in a baby
      category: 'seizure',
      reach: 15,
      pattern: 'se (?:puso|pone|quedó|quedo|ha puesto|ha quedado) (?:todo |toda |muy )?(?:rígid[oa]|rigid[oa]|ties[oa])',
      context: "tembl[a-z]*|sacud[a-z]*|(?:movía|movia|mueve|moviendo|movió|movio) ~3 (?:brazos|piernas|raro|rara)|ojos (?:en blanco|fijos|desviados|para arriba|perdidos|volteados)|no (?:responde|reacciona)|morad[oa]|babe[a-z]*|espuma|convuls[a-z]*|espasmos?|la mirada (?:fija|perdida)",
    },
    {
      // a goodbye letter written, the night chosen
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:hice|escribí|escribi|he escrito|dejé|deje|he dejado|tengo) (?:ya )?(?:la|una|las|mi|mis) (?:carta|cartas|nota|notas) (?:para|a) (?:mis|mi|su|sus|todos|toda)|(?:hoy|esta noche|mañana) es (?:la noche|el día|el dia)(?= ?(?:[.,?]|$))|ya (?:es|llegó|llego|ha llegado) (?:la hora|el momento|el día|el dia)(?= ?(?:[.,?]|$))',
      context: 'hoy es la noche|esta noche es|(?:es|llegó|llego) (?:la hora|el momento|el día|el dia)|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|pastillas|cuerda|puente|morir|muerte|matar[a-z]*|suicid[a-z]*|acabar con|ya no (?:voy|quiero|aguanto|puedo)|para siempre|perdón|perdon|lo siento|no me busquen|cuiden|cuidad|cartas? para',
    },
    {
      // methods looked up, death as the better way
      category: 'self_harm',
      scope: 'message',
      pattern: "(?:busc[a-z]*|googl[a-z]*|investig[a-z]*|mirando|leyendo|preguntando|pregunt[oó]) ~4 (?:cómo|como|formas de|maneras de|métodos para|metodos para|la forma de) (?:ahorcarse|ahorcarme|matarse|matarme|suicidarse|suicidarme|quitarse la vida|quitarme la vida|cortarse las venas|cortarme las venas|envenenarse|envenenarme|tirarse|tirarme|morir sin dolor)|lo mejor (?:sería|seria|es|será|sera|para todos sería|para todos seria) (?:que )?(?:morirme|morir|desaparecer|no existir|me muera|matarme|no despertar|quitarme de en medio)",
      context: "busc[a-z]*|googl[a-z]*|internet|historial|móvil|movil|celular|ordenador|computadora|foros?|lo mejor|morir[a-z]*|desaparecer|muera|matarme|despertar|existir",
    },
    {
      // severe pain under the ribs late in pregnancy: pre-eclampsia
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:dolor (?:muy )?(?:fuerte|intenso|horrible|insoportable|terrible)|(?:me|le) duele (?:mucho|muchísimo|muchisimo|horrores|fatal)) ~6 (?:debajo de las costillas|bajo las costillas|boca del estómago|boca del estomago|arriba de la (?:barriga|panza|tripa)|epigastrio|lado derecho de arriba)',
      context: PREGNANT,
    },
    {
      // an assault with a sign of a serious injury
      category: 'other_emergency',
      reach: 20,
      pattern: '(?:me|le|nos|les|te) (?:han dado|dieron|dio|pegaron|han pegado) una (?:paliza|golpiza|pateadura|tunda)|(?:me|le|lo|la|nos|los|las|te) (?:agredieron|han agredido|golpearon|han golpeado|patearon|han pateado|apalearon|molieron a palos)',
      context: 'mare[a-z]*|pálid[oa]|palid[oa]|desmay[a-z]*|sangr[a-z]*|vomit[a-z]*|no (?:puede|puedo) (?:respirar|levantarse|levantarme|moverse|moverme)|inconsciente|confus[oa]|confundid[oa]|(?:barriga|panza|tripa|abdomen|vientre) ~3 (?:dur[oa]|hinchad[oa])|(?:duele|dolor) ~4 (?:barriga|panza|tripa|abdomen|vientre|costado|costillas)',
    },
    {
      // a goodbye said as such, with love or an apology near
      category: 'self_harm',
      scope: 'message',
      pattern: 'se (?:despide|despidió|despidio|está despidiendo|esta despidiendo|ha despedido|estaba despidiendo)(?! (?:del|de la|de los|de las|de su) (?:trabajo|empleo|curro|puesto|empresa|jefe)| siempre| cada| todos los| todas las)|(?:me|nos) (?:mandó|mando|envió|envio|escribió|escribio|dejó|dejo) (?:un|una) (?:mensaje|audio|nota|carta) (?:de )?despedi[a-z]*',
      context: 'lo siente|lo siento|perdón|perdon|perdona|para siempre|cuiden|cuidad|no (?:la|lo|me|nos) busquen|adiós|adios|pastillas|triste|deprimid[oa]|morir|muerte|suicid[a-z]*|no contesta|no responde|no coge|apagado',
    },
    {
      // ending one's life in other words
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:terminar|finalizar|poner fin|ponerle fin|dar fin|darle fin) (?:con|a) (?:mi|su|tu) (?:vida|existencia)(?= (?:[.,?]|y|pero|porque|ya|hoy|de una vez|esta noche|ahora|cuanto antes)|$)',
      context: 'quiero|quiere|quieres|voy|va a|vas a|pienso|piensa|ganas|deseo|desea|planeo|planea|intent[a-z]*|mejor|decidid[oa]|he decidido|ha decidido|necesito|hoy|esta noche',
    },
    // a hand that drops things, with another sign of a stroke near it
    {
      category: 'stroke',
      reach: 40,
      pattern: `se (?:me|le|te) (?:cae|caen|caiga|caigan|cayó|cayo|caía|caia|caían|caian|cayeron|resbala|resbalan|resbaló|resbalo|escurre|escurren) (?!(?:el|los|la|las|mi|su) (?:pelo|cabello|diente|dientes|uña|uñas|baba|moco|mocos)(?![a-z]))(?:todo|las cosas|(?:el|la|los|las|mi|su) [a-z]+)`,
      context: `${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_LIMB}|(?:camina|caminando|anda|andando) ~2 (?:torcid[oa]|chuec[oa]|raro|rara|de lado|ladead[oa])|(?:mano|brazo) (?:izquierd[oa]|derech[oa])|derrame|ictus`,
    },
    // half of the body numb or weak, in either order
    {
      category: 'stroke',
      pattern: `(?:toda |todo )?(?:la mitad|el lado|medio cuerpo|el costado|todo un lado) (?:izquierd[oa] |derech[oa] )?(?:del cuerpo |de la cara |de mi cuerpo |de su cuerpo )?~3 (?:dormid[oa]|paralizad[oa]|adormecid[oa]|acorchad[oa]|entumid[oa]|sin fuerza|flojo|floja|muert[oa]|sin sensibilidad|no (?:lo|la|le|me) (?:siento|siente|responde|puedo mover|puede mover))|(?:se (?:me|le|te) (?:ha )?(?:dormido|durmió|durmio|paralizado|paralizó|paralizo|adormecido|adormeció|adormecio|quedado (?:dormid[oa]|paralizad[oa]|sin fuerza|muert[oa]))|no (?:siento|siente|sentía|sentia) (?:nada (?:en|de) )?) ~2 (?:toda |todo )?(?:la mitad|el lado|medio cuerpo|el costado)(?: (?:izquierd[oa]|derech[oa]))?`,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|cara|brazo|pierna|ictus|derrame|(?:hace|desde hace) ~2 (?:minutos|hora|horas|rato)|ahora`,
      scope: 'message',
    },
    // clear fluid or blood from the nose or ears, or drowsiness or vomiting, after a fall without "head" said
    {
      category: 'head_injury',
      scope: 'message',
      pattern: `(?:líquido|liquido|agua|algo) (?:transparente|transparentit[oa]|clar[oa]|clarit[oa]|como agua|aguad[oa]) ~3 (?:por|de|del) (?:la|las|el|los|su|mi) (?:nariz|oído|oido|oídos|oidos|oreja|orejas)|(?:le|me|te) (?:sale|salía|salia|gotea|goteaba|chorrea|chorreaba|cae|caía|caia) (?:por|de) (?:el|la|los|las|su|mi) (?:nariz|oído|oido|oídos|oidos|oreja|orejas) ~2 (?:líquido|liquido|agua|agüita|aguita) (?:transparente|transparentit[oa]|clar[oa]|clarit[oa]|como agua)|(?:le|me|te) (?:sale|salía|salia|gotea|chorrea|cae|caía|caia) (?:como )?(?:sangre|líquido|liquido|agua|agüita|aguita) (?:por|de) (?:el|la|los|las|su|mi) (?:oído|oido|oídos|oidos|oreja|orejas|nariz)|(?:mucho|muchísimo|muchisimo|tanto) sueño|(?:muy|mui|super|demasiado) (?:dormid[oa]|adormilad[oa]|somnolient[oa])|no (?:se )?(?:puede|podía|podia) mantener despiert[oa]|(?:ha )?vomitado (?:dos|tres|varias|\\d+) veces|no (?:para|deja) de vomitar|(?:está|esta) (?:muy )?(?:confus[oa]|desorientad[oa]|atontad[oa])|no (?:se acuerda|recuerda) de nada`,
      context: `(?:se )?(?:cayó|cayo|caído|caido|caerse|caer|caída|caida|cae|rodó|rodo|tropezó|tropezo) (?:de espaldas |hacia atrás |hacia atras )?(?:por|de|desde|en) (?:la |las |una |el |los |un |lo alto de )?(?:escalera|escaleras|escalón|escalon|bici|bicicleta|caballo|moto|litera|cama|trampolín|trampolin|columpio|tobogán|tobogan|árbol|arbol|tejado|silla|altura|andamio|patinete|monopatín|monopatin|skate|balcón|balcon|muro|tapia|la trona|la pista de hielo)|atropell[a-z]*|accidente de (?:coche|moto|tráfico|trafico|bici)|(?:el|del|un|tras el|después del|despues del) (?:choque|accidente|trompazo|porrazo|golpazo)(?! (?:anafil[a-z]*|de (?:ideas|culturas|opiniones|trenes|planes)))|(?:choque|choqué|chocó|chocamos|accidente|caída|caida|golpe|golpazo|trompazo|porrazo|derrape|derrapé) ~3 (?:en|de|con|contra) (?:la |el |mi |su |un |una )?(?:moto|coche|carro|auto|bici|bicicleta|camión|camion|patinete)`,
    },
    // not waking or answering after fainting
    {
      category: 'unconscious',
      pattern: `sigue sin (?:responder|reaccionar|despertar[a-z]*|contestar|volver en s[ií]|abrir los ojos|moverse)(?! (?:a|al|a los|a las|a mis) (?:tratamiento|antibi[a-z]*|mensajes?|whatsapp|llamadas?|correos?|teléfono|telefono|medicación|medicacion))|no (?:contesta|responde|reacciona) (?:a nada|a nadie|cuando (?:le|la|lo) (?:llamo|llamamos|hablo|hablamos|muevo|movemos|toco|tocamos))|no (?:vuelve|volvió|volvio|ha vuelto) en s[ií]`,
      context: `desmay[a-z]*|cayó|cayo|caído|caido|desplom[a-z]*|suelo|piso|inconsciente|ojos|no respira|respira|desvaneci[a-z]*|perdi[oó] el conocimiento|se (?:quedó|quedo) (?:ido|ida)|tirad[oa]`,
      scope: 'message',
    },
    // wild mushrooms gathered and eaten, sickness later
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `vomit[a-z]*|vómitos|diarrea|cagalera|devolv[a-z]*|mare[a-z]*|alucin[a-z]*|dolor de (?:tripa|barriga|estómago|estomago|panza)|retortijones|(?:me|le|nos|les) duele (?:mucho )?(?:la )?(?:tripa|barriga|estómago|estomago|panza)`,
      context: `(?:setas|hongos|champiñones|champis) ~6 (?:monte|campo|bosque|parque|jardín|jardin|prado|cogimos|cogí|cogi|cogió|cogio|recogimos|recogí|recogi|recogió|recogio|encontramos|encontré|encontre|encontró|encontro|silvestres|salvajes|del suelo)|(?:cogimos|cogí|cogi|cogió|cogio|recogimos|recogí|recogi|recogió|recogio|encontramos|encontré|encontre|recolect[a-z]*|buscar|buscando|fuimos a por) ~4 (?:setas|hongos|champiñones|champis)`,
    },
    // a chemical on the skin or in the eye that stings or turns the skin white
    {
      category: 'burns',
      pattern: `(?:me|le|te|nos|se) (?:ha |han )?(?:cayó|cayo|caído|caido|cayeron|salpicó|salpico|salpicado|salpicaron|echó|echo|echado|tiró|tiro|derramó|derramo|derramado|saltó|salto|entró|entro) ~4 (?:ácido|acido|lejía|lejia|sosa|cal viva|amoniaco|amoníaco|salfumán|salfuman|desatascador|destapacaños|aguafuerte|químico|quimico|cloro (?:puro|concentrado|de (?:la )?piscina)|producto (?:químico|quimico|de (?:la )?piscina|corrosivo))|quemadura(?:s)? (?:química|quimica|por (?:ácido|acido|lejía|lejia|sosa|cal|químicos|quimicos|un producto))`,
      context: `arde|ardía|ardia|quema|quemaba|quemad[oa]|quemadura|piel (?:blanca|negra|se)|blanc[oa]|ampoll[a-z]*|(?:se está|se esta|está|esta) poniendo|ojos?|cara|llaga|pica (?:mucho|muchísimo|muchisimo)|duele (?:mucho|muchísimo|muchisimo)`,
      scope: 'message',
    },
    // spots that stay under a pressed glass
    {
      category: 'meningitis',
      scope: 'message',
      pattern: `(?:vaso|cristal|apretar|apretarlas|apretarlos|presionar|presionarlas|presionarlos|al apretar|al presionar) ~8 (?:no (?:desaparecen|desaparece|desaparecieron|desapareció|desaparecio|se (?:van|va|fueron|fue|quitan|quita|borran|borra|aclaran|aclara|blanquean|blanquea|ponen blancas|difuminan))|siguen (?:ahí|ahi|igual|viéndose|viendose|rojas|moradas)|se (?:siguen|seguían|seguian) viendo)|no (?:desaparecen|desaparece|se (?:van|quitan|borran|aclaran|blanquean)) ~6 (?:vaso|cristal|al apretar|al presionar|apretándol[a-z]*|apretandol[a-z]*|presionándol[a-z]*|presionandol[a-z]*)`,
      context: `manch[a-z]*|puntit[oa]s|puntos|petequias|sarpullido|erupción|erupcion|granitos|moratones|rash|ronchas|pintitas`,
    },
    // spots that do not fade, in a baby or small child: a sick child as well as meningitis
    {
      category: 'sick_child',
      scope: 'message',
      pattern: `(?:manchas|manchitas|puntitos|puntos|petequias|sarpullido|erupción|erupcion|granitos|moratones|rash|pintitas|ronchas) ~8 no (?:se )?(?:desaparecen|desaparece|desaparecieron|van|va|quitan|quita|borran|borra|blanquean|blanquea|aclaran|aclara|palidecen|ponen blancas)|(?:vaso|vidrio|cristal) ~8 no (?:se )?(?:desaparecen|desaparece|van|quitan|borran|blanquean|aclaran|palidecen)`,
      context: KID,
    },
    // the chin cannot reach the chest, with a fever
    {
      category: 'meningitis',
      scope: 'message',
      pattern: `${CANT} ~6 (?:barbilla|mentón|menton)|(?:barbilla|mentón|menton) ~3 (?:no (?:llega|toca|le llega|me llega))`,
      context: `${FEVER}|cuello|nuca|luz`,
    },
    // cold exposure: stopped shivering, or ice-cold and confused
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: `(?:ya )?no (?:tiembla|tirita|temblaba|tiritaba|tiembla ni|tirita ni)|(?:dejó|dejo|ha dejado) de (?:temblar|tiritar)|hipotermia|(?:está|esta|estaba|lo encontramos|la encontramos|lo encontré|la encontré) ~2 (?:helad[oa]|congelad[oa]|frí[oa] como (?:el )?hielo|fri[oa] como (?:el )?hielo|hipotérmic[oa]|hipotermic[oa]|tiesa? de frío|tiesa? de frio)`,
      context: `helad[oa]|congelad[oa]|hielo|nieve|nevada|intemperie|helada|hipotermia|toda la noche (?:fuera|en la calle|a la intemperie)|agua (?:fría|fria|helada)`,
    },
    // the means at hand, with despair said anywhere in the message
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:tengo|tiene|tenemos|guardo|guarda|con)(?: (?:las|los|la|el|unas|unos|una|un|mis|sus|mi|su))? (?:cuchillas|cuchilla|navaja|navajas|cuchillo|cuchillos|cúter|cuter|cutter|cúters|cuerda|soga|pistola|arma|escopeta|revólver|revolver|pastillas|veneno|raticida|matarratas) ~4 (?:aquí|aqui|acá|aca|al lado|a mano|preparad[oa]s?|list[oa]s?|conmigo|encima|en la mano|junto a|cargad[oa]|delante)(?! (?:para|pa) (?:cortar|cocinar|pelar|la cena|la comida|el jamón|el jamon|cazar|el campo|trabajar))|(?:cuchillas|cuchilla|navaja|cuerda|soga|pistola|arma|escopeta|pastillas|veneno) (?:ya )?(?:está|esta|están|estan)? ?(?:preparad[oa]s?|list[oa]s?|cargad[oa])|(?:guardando|juntando|acumulando|ahorrando|reuniendo|escondiendo|guardado|juntado|acumulado|escondido) ~3 ${PILLS}`,
      context: `ya no (?:aguanto|puedo|soporto|quiero)(?! (?:el|la|los|las|este|esta|estos|estas|tanto|tanta|a|al|con|de|ir|comer|esperar|dormir|trabajar)(?: |$))|no aguanto (?:más|mas)|no puedo (?:más|mas)|desaparecer|acabar con todo|(?:todo )?se acabe|no quiero (?:seguir|vivir|estar)|morir|muerte|suicid[a-z]*|matarme|matarse|harta|harto|sin salida|vanish|die|end it|no vale la pena|terminar con todo|una carga|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|goodbye|irse|irme|enviud[a-z]*|duelo|(?:nada|nadie) (?:por|para) (?:lo que |la que |el que |quien |quién )?vivir|ganas de vivir|decidid[oa]|cansad[oa] de vivir|para siempre|for good|forever|${NO_SENSE}|${RESOLVED_TO}|no (?:creo )?(?:que |q |k )?(?:aguante|aguanto|llegue|llego) (?:hasta|a) (?:mañana|manana|la noche|esta noche|el lunes|el finde)|nadie ~3 (?:echar de menos|echaría|echaria|extrañar[a-z]*|echar en falta)`,
    },
    // dying said as going away, decided
    {
      category: 'self_harm',
      pattern: `(?:tiene|tengo|ha|he|tenía|tenia|había|habia) (?:ya )?(?:decidido|pensado|planeado|elegido) (?:cómo|como|cuándo|cuando|el día|el dia|la fecha|la forma|la manera) (?:de )?(?:irse|irme|morir|morirme|morirse|acabar|quitarse|quitarme|matarse|matarme|marcharse|marcharme|dejar este mundo|desaparecer|terminar con todo|hacerlo)|(?:want|wanna|going) to (?:vanish|disappear) (?:for good|forever)`,
      context: `decidid[oa]|pensad[oa]|planead[oa]|elegid[oa]|vanish|disappear`,
    },
    // a head about to burst, with a sudden onset
    {
      category: 'sudden_headache',
      scope: 'message',
      pattern: `(?:la )?cabeza(?: (?!no |ni |nunca |sin )[a-z]+){0,4} (?:me|le|te) (?:va a |iba a )?(?:explot[a-z]*|estall[a-z]*|revent[a-z]*)|(?:me|le|te) (?:va a |iba a )?(?:explotar|estallar|reventar|explota|estalla|revienta|explotó|exploto|estalló|estallo|reventó|revento) la cabeza|(?:estallido|explosión|explosion|trueno|latigazo|rayo) (?:en|dentro de) (?:la|mi|su) cabeza`,
      context: `${SUDDEN}|peor|nunca|jamás|jamas|vomit[a-z]*|nuca|en segundos`,
    },
    // shaking all over on the floor, with a sign of a fit
    {
      category: 'seizure',
      scope: 'message',
      pattern: `(?:sacudiendo|sacude|sacudía|sacudia|sacudió|sacudio|sacudiéndose|sacudiendose|temblando|tiembla|retorciendo|retorciéndose|retorciendose|convulsionando) ~2 (?:enter[oa]|tod[oa]|de todo el cuerpo|todo el cuerpo|sin parar|sin control|muy fuerte)`,
      context: `suelo|piso|baba[s]?|espuma|ojos (?:en blanco|para arriba|hacia arriba|volteados|virados)|no (?:responde|reacciona|contesta)|rígid[oa]|rigid[oa]|ties[oa]|morad[oa]|mordi[oó] la lengua|se (?:cayó|cayo|desplomó|desplomo|ha caído|ha caido|ha desplomado|cae)|nunca (?:le|me) (?:había|habia|ha) pasado|primera vez|(?:meto|meter|pongo|poner) algo en la boca`,
    },
    // "many tablets" taken, with a count, someone else's box or a sign
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:tomé|tome|tomó|tomo|tragué|trague|tragó|trago|me he tomado|se ha tomado|ha tomado|he tomado|me tomé|me tome|se tomó|se tomo|me metí|me meti|se metió|se metio) (?:muchas|muchísimas|muchisimas|un montón de|un monton de|un puñado de|varias) ${PILLS}`,
      context: `${MANY}|de (?:mi|su|la|el) (?:madre|padre|mamá|mama|papá|papa|abuel[oa]|mujer|marido|herman[oa]|pareja)|a propósito|a proposito|adrede|de golpe|de una vez|juntas|morir|matar[a-z]*|suicid[a-z]*|adormilad[oa]|mare[a-z]*|vomit[a-z]*|muy dormid[oa]|no (?:se )?despierta|confus[oa]`,
    },
    // alcohol and pills together, and too drowsy to answer
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:alcohol|bebida|bebido|borrach[oa]|tragos|copas|birras|cervezas|vino|whisky|ron|vodka) ~4 ${PILLS}|mezcl[a-z]* ~2 (?:alcohol|bebida|tragos|copas|birras|cervezas|vino|whisky|ron|vodka) (?:con|y) ~2 ${PILLS}|${PILLS} ~4 (?:con|y) (?:alcohol|bebida|tragos|copas|birras|cervezas|vino|whisky|ron|vodka)`,
      context: `no (?:se )?despierta|no (?:responde|reacciona|despierta|contesta)(?! (?:a )?(?:mis )?(?:mensajes|whatsapp|llamadas|el (?:teléfono|telefono|móvil|movil|celular|cel)))|inconsciente|no (?:lo|la|le) (?:puedo|podemos|consigo) despertar|(?:muy|super|tan) (?:dormid[oa]|adormilad[oa]|somnolient[oa])|respira (?:muy )?(?:lento|raro|mal|poco|despacio)|vomit[a-z]*|desmay[a-z]*|morad[oa]|azul|se (?:pasó|paso|ha pasado)`,
    },
    // a goodbye letter written
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:escribí|escribi|he escrito|dejé|deje|he dejado|escribió|escribio|ha escrito|dejó|dejo|ha dejado|tengo escrit[oa]s?|tiene escrit[oa]s?|ya (?:escribí|escribi|tengo)) (?:mi|una|la|su|las|mis|sus|unas) (?:carta|cartas|nota|notas|mensaje de despedida|despedida)`,
      context: `perdón|perdon|perdonenme|perdonadme|adiós|adios|lo siento|cuiden|cuidad|para siempre|los quiero|os quiero|les quiero|ya no (?:puedo|aguanto)|no aguanto (?:más|mas)|morir|suicid[a-z]*|testamento|pastillas`,
    },
    // never waking up again, wished
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `no volver a despertar(?:me)?|(?:dormir(?:me)?|quedarme dormid[oa]) (?:y no (?:despertar|volver a despertar)(?:me)?|para siempre)|no despertar(?:me)? (?:nunca más|nunca mas|más|mas|jamás|jamas)`,
      context: `${QUIERO}|ojalá|ojala|ganas|desearía|desearia|quisiera|quiere|prefiero|me gustaría|me gustaria|${PILLS}|tomarme|tomé|tome`,
    },
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `para (?:no (?:volver a )?despertar(?:me|se)?|dormir para siempre|morir(?:me|se)?|no sentir nada más|no sentir nada mas|acabar con todo)(?= (?:[.,?]|y|nunca|jamás|jamas|más|mas|ya)|$)`,
      context: `${PILLS}|veneno|tod[oa]s|caja|frasco|bote|blíster|blister`,
    },
    // under a train or a car
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:tirarme|tirarse|echarme|echarse|lanzarme|lanzarse|arrojarme|arrojarse|ponerme|ponerse|meterme|meterse) (?:delante de|delante del|a las|a la|al|bajo|debajo de|debajo del|frente a|frente al|a) (?:un |el |la |las |los )?(?:tren|metro|camión|camion|coche|auto|carro|vías|vias|autobús|autobus|bus|tráiler|trailer|carretera|autopista)`,
      context: `${QUIERO}|pienso|pensad[oa]|pensando|pensé|pense|ganas|voy a|va a|plan[a-z]*|esta noche|hoy|ahora|mañana|decidid[oa]|ya no|no (?:aguanto|puedo)|(?:habl|coment|dij|dec)[a-z]* (?:de|que|algo de|sobre)|nota|carta|despedi[a-z]*|despid[a-z]*`,
    },
    // a leg shortened, turned or bent the wrong way after a fall or a crash
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: `(?:pierna|brazo|cadera|rodilla|tobillo|muñeca|hueso) ~3 (?:más corta|mas corta|girad[oa] (?:hacia|para) (?:afuera|fuera|adentro|dentro)|girad[oa]|(?:torcid[oa]|doblad[oa]) (?:para|hacia) (?:atrás|atras|el otro lado)|al revés|al reves|en una posición (?:rara|imposible)|en una posicion (?:rara|imposible)|deformad[oa]|que se sale|fuera de la piel)|(?:hueso|huesos) ~3 (?:salido|saliendo|fuera|asomando|se ve|se le ve)`,
      context: `cayó|cayo|caído|caido|caída|caida|accidente|choque|atropell[a-z]*|golpe|no (?:se )?(?:puede|puedo) (?:levantar|mover|apoyar)|sangr[a-z]*`,
    },
    // a limb that does not move, or muddled speech, with another sign of a stroke
    {
      category: 'stroke',
      reach: 40,
      pattern: `no (?:mueve|movía|movia|mueve bien|siente|sentía|sentia|levanta|levantaba) (?:el|la|su|mi|nada (?:el|la|del|de la)) (?:brazo|pierna|mano|pie|lado)|${STROKE_SPEECH}`,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_LIMB}|${STROKE_SIDE}|derrame|ictus`,
    },
    // confusion or mottled, cold, clammy skin with an infection or a fever
    {
      category: 'sepsis',
      scope: 'message',
      pattern: `balbuce[a-z]*|delira|delirando|desvaría|desvaria|desvariando|no (?:me |nos |la |lo )?reconoce|(?:pálid[oa]|palid[oa]) ~2 (?:frí[oa]|fri[oa]|helad[oa])|(?:frí[oa]|fri[oa]|helad[oa]) ~2 (?:pálid[oa]|palid[oa])|piel ~3 (?:frí[oa]|fri[oa]|helad[oa]) ~2 (?:pegajos[oa]|húmed[oa]|humed[oa]|sudoros[oa]|morad[oa]|manchad[oa])|(?:manchas|manchitas) (?:en|por) (?:la|toda la) piel`,
      context: `${INFECTION}`,
    },
    // a burden, better gone
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `mejor (?:me )?(?:desaparezco|desaparecer|me muero|morirme|me mato|me quito de en medio|no estar|no existir|dejar de existir)|(?:me quito|quitarme) de en medio${FIGURATIVE}`,
      context: `estorb[a-z]*|sobro|una carga|molestia|lastre|nadie|a todos|harto|harta|no aguanto|no sirvo|sin mí|sin mi`,
    },
    // the chest told vaguely, with sweat or pallor
    {
      category: 'chest_pain',
      scope: 'message',
      pattern: `(?:mal|fatal|raro) del ${CHEST}|como que (?:me|le|te) (?:oprime|aprieta|aplasta|estruja|presiona)`,
      context: `sud[a-z]*|transpir[a-z]*|pálid[oa]|palid[oa]|oprim[a-z]*|apriet[a-z]*|brazo|mandíbula|mandibula|falta el aire|mare[a-z]*`,
    },
    // blue or grey with trouble breathing
    {
      category: 'breathing',
      scope: 'message',
      pattern: `(?:está|esta|se (?:pone|puso|está poniendo|esta poniendo|ha puesto)) (?:todo |toda |muy )?(?:azul|morad[oa]|gris|azulad[oa])(?= (?:[.,?]|y|de la cara|entero|entera)|$)`,
      context: `no (?:puede |puedo |pueda )?respir[a-z]*|respira (?:mal|raro|con dificultad|fatal|haciendo ruido|rápido|rapido|muy rápido|muy rapido)|respirando (?:mal|raro)|(?:le|me) cuesta respirar|aire|ahog[a-z]*|asfixi[a-z]*|atragant[a-z]*|atoró|atoro|ruido|silb[a-z]*|jade[a-z]*`,
    },
    // a household poison named, then swallowed
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `se (?:la|lo|las|los) (?:tragó|trago|ha tragado|comió|comio|ha comido|bebió|bebio|ha bebido)`,
      context: POISONS,
    },
    // a drug smoked or snorted, and very unwell
    {
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:fumó|fumo|fumé|fume|se metió|se metio|me metí|me meti|consumió|consumio|esnifó|esnifo|inhaló|inhalo) (?:algo|alguna (?:droga|cosa|mierda)|no sé qué|no se que|una droga|drogas?|cristal|piedra|sintéticos|sinteticos|un porro raro|k2|spice|tusi|ácido|acido|lsd|hongos|pastis?)`,
      context: `convuls[a-z]*|ardiendo|muy caliente|temblando|no responde|no reacciona|inconsciente|alucin[a-z]*|delira[a-z]*|(?:corazón|corazon) (?:a mil|muy rápido|muy rapido)|(?:corazón|corazon) ~4 (?:explotar|reventar|salir del pecho|salírsele|salirsele)|pupilas ~2 (?:enormes|gigantes|dilatad[ao]s|como platos)|tirad[oa]|morad[oa]|vomit[a-z]*|muy mal|fatal|paranoi[a-z]*|agresiv[oa]`,
    },
    // "I feel I am going to die" with an infection
    {
      category: 'sepsis',
      scope: 'message',
      pattern: `(?:siento|sensación de|sensacion de|como|creo) (?:que|si) (?:me )?(?:voy|fuera|va|iba) a morir${FIGURATIVE}(?! (?:de|del) dolor)`,
      context: INFECTION,
    },
    // spots that do not fade, with a fever
    {
      category: 'meningitis',
      scope: 'message',
      pattern: `(?:manchas|manchitas|puntitos|puntos|petequias|sarpullido|erupción|erupcion|granitos|moratones|rash|pintitas) ~5 (?:que )?no (?:desaparecen|desaparece|se (?:van|va|quitan|quita|borran|borra|blanquean|aclaran))`,
      context: `${FEVER}|cabeza|vomit[a-z]*|cuello|nuca`,
    },
    // waters leaking in pregnancy, with a fever
    {
      category: 'pregnancy',
      scope: 'message',
      pattern: `(?:embarazada|semanas|sem) ~6 (?:me |le )?(?:salió|salio|sale|está saliendo|esta saliendo|ha salido|pierdo|perdiendo|baja|bajó|bajo) (?:mucho |un chorro de |un montón de )?(?:líquido|liquido|agua)`,
      context: FEVER,
    },
    // out of the water, and not right
    {
      category: 'other_emergency',
      scope: 'message',
      pattern: `respira (?:raro|mal|con dificultad|rápido|rapido|fatigad[oa])|tose (?:mucho|sin parar)|tosiendo (?:mucho|sin parar)|(?:muy )?(?:adormilad[oa]|somnolient[oa])|vomit[a-z]*|labios (?:morados|azules)|confus[oa]|(?:está|esta) (?:muy )?(?:raro|rara)`,
      context: `(?:tragó|trago|tragado|tragando) (?:mucha )?agua|(?:se )?(?:ahogó|ahogo|ahogaba|estaba ahogando|casi se ahoga)|(?:estuvo|estaba|se quedó|se quedo|se hundió|se hundio) (?:abajo|bajo el agua|debajo del agua|hundid[oa])|(?:lo|la) (?:sacamos|sacaron|saqué|saque) del agua`,
    },
    // a cut or burn made on purpose
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:me he|me|se ha|se) (?:cortado|corté|corte|cortó|corto|quemado|quemé|queme|hecho daño|hice daño|golpeado) ~6 (?:a propósito|a proposito|adrede|aposta|queriendo|para sentir)|(?:lo hice|lo he hecho|lo hizo|lo ha hecho) (?:a propósito|a proposito|adrede|aposta|queriendo)`,
      context: `(?:cort|quem)[a-z]*(?! (?:el|la|los|las|mi) (?:pelo|uñas|cabello|flequillo|barba|comida|arroz|pan|tostadas|cena))|sangr[a-z]*|daño|pastillas|golpe[a-z]*`,
    },
    // not wanting to wake up, the pronoun first
    {
      category: 'self_harm',
      scope: 'message',
      pattern: `no (?:me|se) (?:quiero|kiero|quiere|quisiera) (?:volver a )?despertar(?! (?:mañana )?(?:temprano|pronto|tarde|a las|antes|para|porque|con|tan))`,
      context: `mañana|nunca|más|mas|jamás|jamas|ya|vivir|morir|cansad[oa]|harto|harta|triste|nada|todo`,
    },
    {
      // very high blood pressure in pregnancy
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:presión|presion|tensión|tension) ~3 (?:en |de |a |marca |da )?(?:1[6-9]\\d|2\\d\\d)(?! (?:años|kilos|gramos|cm|ml))|(?:presión|presion|tensión|tension) (?:muy alta|altísima|altisima|por las nubes|disparada)',
      context: PREGNANT,
    },
    {
      // something bursting inside the head: a thunderclap told as an image
      category: 'sudden_headache',
      scope: 'message',
      pattern: '(?:algo|una cosa|una vena|un globo) (?:se )?(?:le|me|te) (?:reventó|revento|explotó|exploto|estalló|estallo|rompió|rompio|ha reventado|ha explotado|ha estallado|ha roto|revienta|explota|estalla|rompe)(?: dentro| por dentro| en la cabeza)?',
      context: 'cabeza|nuca|cráneo|craneo',
    },
    {
      // swelling all over after a food, sting or medicine
      category: 'anaphylaxis',
      scope: 'message',
      pattern: 'hinch[a-z]* (?:entero|entera|toda|todo|por todo el cuerpo|de arriba abajo|de pies a cabeza|todo el cuerpo)',
      context: ALLERGEN,
    },
    {
      // too much of a drug, with the person unwell
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:demasiad[oa]s?|un exceso de|exceso de) ${PILLS}|${PILLS} de más|${PILLS} de mas`,
      context: 'muy mal|fatal|no responde|no reacciona|inconsciente|respir[a-z]*|vomit[a-z]*|convuls[a-z]*|desmay[a-z]*|pálid[oa]|palid[oa]|no se despierta|no despierta|adormilad[oa]|temblando|tembl[a-z]*|sobredosis|colocad[oa]|pasad[oa]|el corazón a mil|el corazon a mil|taquicardia|raro|rara|confus[oa]|confundid[oa]',
    },
    {
      // a goodbye to everyone next to the means or a friend out of reach
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:adiós|adios|me despido|hasta siempre|bye) (?:a|de) (?:todos|todas|todo el mundo|tod[oa]s)|hasta siempre',
      context: `${PILLS}|cuerda|soga|puente|vías|vias|azotea|no (?:me |nos |le )?(?:contesta|coge|atiende|responde|lo coge|la coge)|apagado|para siempre|perdón|perdon|lo siento|los quiero|os quiero|les quiero|morir|suicid[a-z]*`,
    },
    {
      // a cut told as again and deeper, or not caring: self-harm, not an accident in the kitchen
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:me|se|te) (?:he |ha |has )?(?:cortado|corté|corte|cortó|corto|vuelto a cortar|volví a cortar|volvi a cortar|volvió a cortar|volvio a cortar) (?:otra vez|de nuevo)',
      context: 'brazos|muñecas?|munecas?|muslos|antebrazos|no me importa|no le importa|me lo merezco|para sentir|cicatrices|autoles[a-z]*|(?:más|mas) profundo',
    },
    {
      // a baby off the bottle or breast for hours, or barely a wet nappy
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:lleva|llevo|llevamos|ha pasado|pasó|paso|está|esta) ~4 sin (?:tomar|comer|beber|mamar|querer) (?:el |la |los |las |ni |nada de )?(?:biberón|biberon|biberones|bibe|pecho|teta|leche|tomas|nada)|(?:solo|sólo|apenas|nada más|nada mas|solamente) (?:ha )?mojad[oa] (?:un|1|uno|dos|2) pañal(?:es)?|(?:solo|sólo|apenas) (?:ha )?(?:hecho|hizo) (?:pis|pipí|pipi) (?:una|1) vez|no (?:ha )?(?:hecho|hace|hizo|orinado|orina|meado|mea|mojado|moja)(?: (?:pis|pipí|pipi|chis|el pañal|ningún pañal|ningun pañal|los pañales))? (?:desde (?:ayer|anoche|esta mañana|la mañana|hace)|en todo el d[ií]a|en (?:\\d+|doce|diez|ocho|muchas) horas)',
      context: "recién nacid[oa]|recien nacid[oa]|neonato|newborn|lactante|(?:bebé|bebe|beba|baby|bebit[oa]|bebot[ea]|guagua|nene|nena|niñ[oa]|hij[oa]|peque) (?:de|tiene) (?:\\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:días|dias|semanas|meses|mes)|bebé|bebe|beba|bebit[oa]|baby|biberón|biberon|pañal(?:es)?|pecho|teta",
    },
    {
      // not being there any more, closing the sentence, with things given away or a despair around it: "le regalé la play, mañana ya no voy a estar"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:(?:ya )?no (?:voy|va|vas) a estar|ya no (?:estaré|estare|estará|estara))(?: aquí| aqui| más| mas| ya| por aquí| por aqui| con vosotros| con ustedes)?(?= [.,?]|$)|ya no (?:me|nos|le|les|te) (?:van|va|vais) a (?:necesitar|hacer falta|ver)',
      context: `(?:cuide|cuides|cuidéis|cuideis|cuiden|cuidar|cuidara|cuidaras|cuidase|cuidases) (?:de |a |al )?(?:mi|su|tu|mis|sus|el|la|los|las)? ?(?:perro|perra|gato|gata|mascota|hijos|hijas|niños|niñas|madre|padre|mamá|mama|papá|papa|plantas|herman[oa]s?)|(?:regal|repart)[a-z]* ~4 (?:sus|mis|su|mi|la|el|los|las|tod[oa]s) ~2 (?:cosas|pertenencias|consola|ropa|juegos|ahorros|libros|colección|coleccion|posesiones|mascotas?|perro|perra|gato|gata|guitarra|móvil|movil|ordenador|play|contraseñas|claves|joyas|reloj|anillo)|(?:he |ha )?(?:dejado|dejé|deje|dejó|dejo) ~4 (?:mis|sus|las|los) (?:cosas|contraseñas|claves|cuentas|ahorros)|despid[a-z]*|adiós|adios|cartas?|notas? para|triste|deprimid[oa]|depre|para siempre|morir|muerte|suicid[a-z]*|pastillas|cuerda|soga|puente|no (?:puedo|aguanto|puede|aguanta) (?:más|mas)|perdón|perdon|lo siento|cuid(?:a|e|en|ad) (?:de )?(?:a )?(?:mi|mis|tu|tus)|${AFFAIRS_SETTLED}|${NO_SENSE}|${RESOLVED_TO}`,
    },
    {
      // a will and letters to the family, with a time set: "he escrito cartas para mis hijos, esta semana lo hago"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:escrito|escribí|escribi|escribió|escribio|dejado|dejé|deje|dejó|dejo|preparado|preparé|prepare|hecho|hice|hizo) ~3 (?:testamento|cartas? (?:de despedida|para (?:mis|mi|cada|su|sus|todos)|a (?:mis|mi|cada|su|sus)))',
      context: '(?:esta noche|esta semana|este finde|este fin de semana|mañana|hoy|pronto|el (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)) lo (?:hago|haré|hare|voy a hacer|va a hacer|hace|hará|hara)|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|morir|muerte|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|no (?:puedo|aguanto) (?:más|mas)|para siempre|acabar con',
    },
    {
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:esta noche|esta semana|este finde|este fin de semana|mañana|hoy|pronto|el (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)) lo (?:hago|haré|hare|voy a hacer|va a hacer|hace|hará|hara)(?= [.,?]|$| y| ya)|lo (?:hago|haré|hare|voy a hacer|va a hacer|hará|hara) (?:esta noche|este finde|este fin de semana|mañana|hoy|el (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo))(?= [.,?]|$| y| ya)',
      context: '(?:escrito|escribí|escribi|escribió|escribio|dejado|dejé|deje|dejó|dejo|preparado|preparé|prepare|hecho|hice|hizo) ~3 (?:testamento|cartas? (?:de despedida|para (?:mis|mi|cada|su|sus|todos)|a (?:mis|mi|cada|su|sus)))|cartas? ~3 (?:escrit[oa]s|preparad[oa]s|list[oa]s|hechas|terminad[oa]s)|(?:regalado|regalé|regale|regaló|repartido|repartí|reparti|repartió|repartio) ~3 (?:mis|sus|mi|su|todas? (?:mis|sus)|todos (?:mis|sus))|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|morir|muerte|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|no (?:puedo|aguanto) (?:más|mas)|para siempre|acabar con',
    },
    {
      // a father complaining of his chest with sweat, pallor or sickness
      category: 'chest_pain',
      scope: 'message',
      pattern: 'quej[a-z]* (?:del|de su|de mi|de dolor en el|de dolor de|de dolor del) (?:pecho|corazón|corazon)',
      context: 'sud[a-z]*|sudor|pálid[oa]|palid[oa]|blanc[oa]|gris|brazo|mandíbula|mandibula|náuse[a-z]*|nause[a-z]*|vomit[a-z]*|falta el aire|ahog[a-z]*|mare[a-z]*|desmay[a-z]*',
    },
    {
      // a thunderclap told as a whiplash, a thunder or a blow inside the head
      category: 'sudden_headache',
      scope: 'message',
      pattern: '(?:latigazo|trueno|martillazo|estallido|explosión|explosion|bombazo|hachazo|mazazo|puñalada|rayo|chasquido) ~2 (?:en|dentro de|de) (?:la|mi|su) (?:cabeza|nuca)',
      context: 'dolor|duele|no aguanto|insoportable|peor|vomit[a-z]*|de golpe|de repente|de pronto|súbit[a-z]*|subit[a-z]*',
    },
    {
      // bleeding that does not stop: the sign and the not stopping anywhere near
      category: 'severe_bleeding',
      pattern: 'sangr(?:a|ando|e|ó|o|aba)|sangrado(?: abundante)?|hemorragia|sale (?:mucha )?sangre',
      reach: 10,
      context: "no (?:para|paraba|ha parado|se detiene|se ha detenido|se corta|se ha cortado|deja de sangrar|ha dejado de sangrar|cede|se para)(?! de (?:toser|llorar|reír|reir|hablar|comer))|sin parar|a chorros|a borbotones|empap[a-z]*|(?:llevo|lleva|llevamos|llevaba) (?:más de |mas de |casi )?(?:una hora|hora y media|dos horas|\\d+ horas|media hora|[2-9]\\d minutos|(?:veinte|treinta|cuarenta) minutos)|(?:llenado|llené|llene|llenó|lleno) (?:un|una|medio|media) (?:vaso|taza|palangana|bol|cuenco|cubo)",
    },
    {
      // the CO alarm sounding while someone feels unwell
      category: 'carbon_monoxide',
      scope: 'message',
      pattern: '(?:me|nos|le|les) (?:siento|sentimos|siente|sienten|encuentro|encontramos|noto|notamos) (?:muy |super |un poco |algo )?(?:rar[oa]s?|mal|fatal|flojo|floja|débil|debil|cansad[oa]s?|atontad[oa]s?)|(?:sueño|somnolencia|debilidad)',
      context: '(?:detector|alarma|sensor) (?:de|del) (?:co|monóxido|monoxido|monoxide|carbono)|monóxido|monoxido',
    },
    {
      // something driven into the eye
      category: 'other_emergency',
      pattern: '(?:un|una|el|la) (?:clavo|astilla|alambre|cuchillo|tijera|tijeras|lápiz|lapiz|palo|palito|anzuelo|aguja|vidrio|cristal|trozo de metal|esquirla|tenedor|destornillador|flecha|perdigón|perdigon|dardo) ~3 (?:en|dentro del?) (?:el|su|mi) ojo',
      context: '(?:se|le|me) (?:metió|metio|clavó|clavo|ha metido|ha clavado|entró|entro)|clavad[oa]|metid[oa]',
    },
    {
      // a child dried out by diarrhoea or vomiting: sunken eyes, no tears
      category: 'sick_child',
      scope: 'message',
      pattern: 'ojos (?:muy )?hundidos|(?:llora|llorando) sin lágrimas|(?:llora|llorando) sin lagrimas|sin lágrimas al llorar|sin lagrimas al llorar|no (?:hace|ha hecho|hizo) (?:pis|pipí|pipi)(?= [.,?]|$| y| ni| desde| en todo)',
      context: KID,
    },
    {
      // after the birth: a swollen leg or breathlessness (a clot)
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:me|le) falta (?:el )?aire|falta de aire|(?:me|le) ahogo|(?:pierna|pantorrilla|gemelo) ~3 (?:hinchad[oa]|roj[oa]|caliente|dolorid[oa])|dolor (?:en el|de) pecho',
      context: AFTER_BIRTH,
    },
    {
      // not bearing this life any more, with the means at hand
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:ya )?no (?:aguanto|soporto|quiero|puedo (?:más|mas) con) (?:esta|mi|la) vida|hart[oa] de (?:esta|mi) vida',
      context: `${PILLS}|cuerda|soga|puente|vías|vias|azotea|balcón|balcon|cuchillas?|morir|matar[a-z]*|suicid[a-z]*|acabar con|desaparecer|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|no (?:quiero )?despertar`,
    },
    {
      // mottled skin and cold hands in a child, in either order
      category: 'sick_child',
      scope: 'message',
      pattern: '(?:manchas|manchitas|moteada|moteado|jaspeada|marmolead[oa]|marmóre[oa]) ~6 (?:manos|pies|manitas|piecitos) ~3 (?:frí[oa]s|fri[oa]s|helad[oa]s|heladit[oa]s)',
      context: KID,
    },
    {
      // looking up how to do it painlessly, with a burden or death said
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:mirando|buscando|investigando|leyendo|viendo|pensando) (?:cómo|como|formas de|maneras de|la forma de|la manera de) hacerlo (?:sin (?:dolor|sufrir)|rápido|rapido)',
      context: 'carga|estorbo|lastre|morir|muerte|suicid[a-z]*|matar[a-z]*|vivir|mejor sin m[ií]|desaparecer|acabar con',
    },
    {
      // looking up a painless way to die; at the window not knowing whether to jump (kept out of the self-harm list for its size)
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:mirando|buscando|investigando|leyendo|viendo|pensando) (?:cómo|como|formas de|maneras de|la forma de|la manera de) (?:matarme|morir|suicidarme|quitarme la vida) (?:sin (?:dolor|sufrir)|rápido|rapido|de forma segura)|(?:cómo|como) (?:morir|matarme|suicidarme) sin (?:dolor|sufrir)|(?:ventana|balcón|balcon|azotea|tejado|cornisa|barandilla) ~8 (?:tirarme|lanzarme|aventarme)(?= [.,?]|$)',
      context: 'matarme|morir|suicidarme|quitarme la vida|tirarme|lanzarme|aventarme',
    },
    {
      // a small child found tablets and some are missing, or is chewing them
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:encontr[a-z]*|cogi[oó]|cogido|pill[oó]|pillado|agarr[a-z]*|abri[oó]|abierto|alcanz[a-z]*|sac[oó]|sacado|jugando con|metid[oa]|meti[oó]|en la boca) ~6 (?:blíster|blister|pastillero|frasco|bote|caja|tableta|tira|${PILLS})(?: (?!no |ni )[a-z0-9',.]+){0,12} (?:(?:faltan|falta|faltaban)(?! (?:ninguna|ninguno|nada))|no (?:están|estan) todas|no (?:están|estan) todos|(?:está|esta|estaba) (?:casi |medio )?(?:vacío|vacio|vacía|vacia)|(?:casi |medio )?(?:vacío|vacio|vacía|vacia))|(?:masticando|chupando|mordiendo|comiéndose|comiendose|con (?:la boca llena de|en la boca)) ~3 (?:pastillas|comprimidos|grageas|cápsulas|capsulas|${PILLS})`,
      context: KID,
    },
    {
      // a baby or toddler with one tablet of an adult's heart, blood-pressure, diabetes or strong medicine in the mouth
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: `(?:se (?:ha )?(?:metido|metió|metio|tragado|tragó|trago|comido|comió|comio|tomado|tomó|tomo)|ha (?:chupado|mordido|masticado)|(?:chupó|chupo|mordió|mordio|masticó|mastico)) ~3 (?:una|un|media|medio|un trozo de) (?:pastilla|pastillita|comprimido|cápsula|capsula|gragea|parche|pastilla entera) (?:de|del|de la|para|para el|para la) ~3 (?:corazón|corazon|tensión|tension|presión|presion|diabetes|azúcar|azucar|epilepsia|dormir|depresión|depresion|ansiedad|nervios|tiroides|morfina|metadona|fentanilo|tramadol|${PILLS})`,
      context: KID,
    },
    {
      // a weak or high-pitched cry in a baby or small child
      category: 'sick_child',
      scope: 'message',
      pattern: `(?:llor[a-z]*|llanto) ~4 (?:muy |super |re )?(?:agud[oa]|chillón|chillon|chillona|débil|debil|como un gatito|quejumbros[oa])(?! (?:cuando|al|por) (?:le |tiene )?(?:gases|hambre|sueño|cambi[a-z]*|baño|bañar))|(?:llanto|grito|gritito|chillido)s? (?:muy )?(?:agud[oa]s?|extrañ[oa]s?|raro)(?! (?:cuando|al|por) (?:le |tiene )?(?:gases|hambre|sueño))`,
      context: `(?:pálid[oa]|palid[oa]|gris|floj[oa]|blandit[oa]|decaíd[oa]|decaid[oa]|adormilad[oa]|no (?:hay forma|hay manera|se puede|podemos|puedo) (?:de )?calmar|inconsolable|fiebre|no (?:come|mama|toma|quiere (?:comer|mamar|el biberón|el biberon))|vomit[a-z]*|manchas|rígid[oa]|no (?:se )?despierta|fontanela|mollera)`,
    },
    {
      // unable to pass urine for hours, with pain: retention
      category: 'other_emergency',
      scope: 'message',
      pattern: `(?:sin poder|no (?:puede|puedo|pudo|podía|podia|consigue|consigo|logra|logro)) (?:orinar|mear|hacer pis|hacer pipí|hacer pipi|miccionar)(?! (?:bien|del todo|tranquil[oa]|delante|en (?:público|publico|baños)))|(?:lleva|llevo|llevamos) ~4 sin (?:poder )?(?:orinar|mear|hacer pis|miccionar) ~3 (?:y|con) ~3 (?:duele|dolor|hinchad[a-z]*)`,
      context: `duele|dolor|hinchad[a-z]*|vejiga|(?:barriga|tripa|vientre|panza) (?:dura|hinchada|llena)|próstata|prostata|sonda|horas|todo el día|todo el dia|desde (?:ayer|anoche|esta mañana)`,
    },
    {
      // choking: hands to the throat, no voice, no cough, once something went down the wrong way
      category: 'breathing',
      scope: 'message',
      pattern: `(?:se (?:lleva|llevó|llevo|ha llevado|agarra|agarró|agarro|ha agarrado|toca|tocaba|tocó|coge|cogió|cogio|aprieta|apretaba|sujeta|sujetaba|agarraba)|llevándose|llevandose|agarrándose|agarrandose|tocándose|tocandose|sujetándose|sujetandose|con las manos en) (?:las |la |sus )?(?:manos |mano |manitas )?(?:a |al |en |el |la |en el |en la |a la )?(?:el |la )?(?:cuello|garganta|gaznate|pescuezo)|no (?:le )?(?:sale|salía|salia) (?:la |ni la )?voz|no (?:emite|hace|saca|da) (?:ningún|ningun|ni un|ni un solo) (?:sonido|ruido)|sin (?:hacer|emitir) (?:ningún|ningun|ni un) (?:sonido|ruido)|${CANT} (?:toser|hablar|llorar|gritar) (?:ni|y no puede|o) (?:toser|hablar|llorar|gritar)`,
      context: `(?:se )?(?:ha |le ha )?tragado|se (?:lo |la |le |me )?(?:tragó|trago|tragaba)|(?:se|me) (?:le |me )?(?:ha ido|fue|fué|iba|ha atascado|atascó|atasco|ha quedado|quedó|quedo) (?:un|una|el|la|algo|por mal)|mal sitio|mal camino|(?:trozo|trocito|cacho|pedazo|pedacito|bocado) de|caramelo|chuche|moneda|canica|pieza|juguete|hueso|espina|uva|globo|tapón|tapon|chicle|atragant[a-z]*|ator[oó]|atorad[oa]|atascad[oa]|comiendo|cenando|almorzando|comida|algo (?:en|atascado en|atravesado en|metido en|clavado en) la garganta`,
    },
    {
      // a deep burn: the skin white, leathery or coming off after something hot
      category: 'burns',
      scope: 'message',
      pattern: `(?:piel|zona|quemadura) ~3 (?:blanca|blanquecina|blanquecida|acartonada|como cuero|negra|carbonizada|sin sensibilidad)|se (?:me|le|te) (?:levanta|levantó|levanto|ha levantado|está levantando|esta levantando|pela|peló|pelo|ha pelado|despega|despegó|despego|ha despegado|cae|cayó|ha caído|desprende|desprendió|ha desprendido) (?:toda )?(?:la piel|el pellejo|a tiras)|piel (?:levantada|despegada|colgando|pelada|desprendida|a tiras)|(?:se levanta|se despega|se pela|se desprende|se cae) (?:la piel|a tiras)|se (?:me|le|te) (?:levanta|pela|despega|desprende)(?= ?(?:[.,?]|$| y))`,
      context: `hirviendo|hirviente|ardiendo|caliente|olla|cazo|sartén|sarten|aceite|vapor|fuego|llamas|explot[a-z]*|plancha|horno|estufa|freidora|tetera|escald[a-z]*|brasas|barbacoa|parrilla|ácido|acido|sosa|cable|enchufe|electrocut[a-z]*`,
    },
    {
      // hypothermia: found cold and no longer acting normally
      category: 'other_emergency',
      scope: 'message',
      pattern: `(?:helad[oa]|congelad[oa]|frí[oa] como (?:un )?(?:hielo|témpano|tempano)|heladísim[oa]|heladisim[oa]|muy fri[oa]|muy frí[oa]|hipotermia)`,
      context: `no (?:habla|reacciona|responde|se mueve|tiembla|puede (?:hablar|andar|caminar|levantarse))|ya no (?:habla|tiembla|dice)|habla (?:raro|mal|lento|muy lento)|confus[oa]|desorientad[oa]|adormilad[oa]|somnolient[oa]|no se despierta|arrastra las palabras|(?:calle|nieve|intemperie|río|rio|mar|noche fuera|a la intemperie|toda la noche)`,
    },
    {
      // a child vomiting green (bile): a blocked bowel until proven otherwise
      category: 'sick_child',
      scope: 'message',
      pattern: `(?:vomit[a-z]*|devuelve|devolvió|devolvio|ha devuelto|echa|echó|echo|ha echado|arroja|arrojó|arrojo|vómitos?) ~3 (?:verde|verdes|verdoso|verdosa|verdosos|verdosas|bilis|biliosos?|color verde)|(?:vómitos?|vomito|vómito) (?:de color )?(?:verde|verdoso|bilioso)`,
      context: KID,
    },
    {
      // a farewell told as settled: "mañana ya no estaré", "ya lo tengo decidido"
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:mañana|manana|esta noche|pronto|dentro de poco|el lunes|el viernes|la semana que viene) (?:ya )?no (?:estaré|estare|voy a estar|seguiré|seguire|despertaré|despertare)|ya no (?:estaré|estare) (?:aquí|aqui|para)|ya (?:lo )?(?:tengo|he) (?:decidido|planeado|pensado todo)|lo tengo (?:todo )?(?:decidido|planeado|preparado)`,
      context: `sentido|no (?:puedo|aguanto) (?:más|mas)|morir|matarme|acabar con todo|desaparecer|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|vida|cansad[oa] de (?:vivir|todo)|no (?:quiero|kiero) (?:seguir|vivir)|sin mí|sin mi|carga|harto|harta|hart[oa] de todo|suicid[a-z]*|(?:todo|todas mis cosas|mis cosas|los papeles) (?:arreglado|preparado|organizado|en orden|atado)|testamento|regalad[oa]|perdón|perdon|perdonadme|perdóname|perdoname`,
    },
    {
      // a child found with tablets and some of them gone
      category: 'overdose_poisoning',
      reach: 40,
      pattern: `(?:encontr[a-z]*|cogi[oó]|cogido|agarr[oó]|agarrado|pill[oó]|pillado|abri[oó]|ha abierto|jugando con|sac[oó]|sacado) ~4 ${PILLS} ~8 (?:falta|faltan|vací[oa]|vaci[oa]|no (?:están|estan|queda|quedan)|ha desaparecido|han desaparecido)`,
      context: `${KID}|hij[oa]|niet[oa]|sobrin[oa]`,
    },
    {
      // bleach mixed with ammonia, an acid or another cleaner gives off a toxic gas: breathed in, with signs
      category: 'overdose_poisoning',
      reach: 30,
      pattern: '(?:mezcl[a-z]*|junt[a-z]*|combin[a-z]*|ech[a-z]*) ~3 (?:lejía|lejia|cloro|lavandina|clorox|amoniaco|amoníaco|salfumán|salfuman|agua ?fuerte) ~3 (?:con|y|encima de|sobre) ~2 (?:amoniaco|amoníaco|salfumán|salfuman|agua ?fuerte|ácido|acido|vinagre|desatascador|destapacaños|limpiador|limpiahornos|otro producto|otros productos|alcohol|lejía|lejia|cloro|lavandina)',
      context: 'respir[a-z]*|tos|toso|tose|tosiendo|toser|garganta|pecho|ojos|llor[a-z]*|mare[a-z]*|vomit[a-z]*|náuseas|nauseas|ahog[a-z]*|arde|ardor|quema|pica|escuece|gas|vapor(?:es)?|humo|olor|tufo|dolor de cabeza|me (?:encuentro|siento) mal|aire',
    },
    {
      // eyes opened for a moment, then asleep again: hard to rouse, in someone silent or found down
      category: 'unconscious',
      reach: 30,
      pattern: `${HARD_TO_WAKE}|abre (?:un poco |apenas |medio )?los ojos ~4 (?:y|pero|luego|después|despues) (?:se )?(?:(?:vuelve|volvió|volvio) a (?:quedar(?:se)? dormid[oa]|dormir(?:se)?|cerrar(?:los)?|perder(?:se)?|caer(?:se)? dormid[oa])|los (?:vuelve|volvió|volvio) a cerrar|(?:se )?(?:duerme|queda dormid[oa]|cierra(?: los ojos)?) (?:otra vez|de nuevo|enseguida))`,
      context: 'no (?:habla|contesta|responde|reacciona|dice nada|se le entiende)|(?:un|unos|medio) segundos?|un momento|un instante|suelo|piso|tirad[oa]|desmay[a-z]*|(?:se )?(?:cayó|cayo|ha caído|ha caido)|golpe|pastillas|alcohol|borrach[oa]|diabétic[oa]|diabetic[oa]|azúcar|azucar|insulina|convuls[a-z]*|pálid[oa]|palid[oa]|gris|sudad[oa]|frí[oa]|fri[oa]|respira (?:raro|mal|lento|despacio)|ronca raro|ambulancia|112|urgencias|balbuce[a-z]*|confus[oa]|(?:se )?(?:vuelve|volvió|volvio) a (?:quedar(?:se)? dormid[oa]|dormir(?:se)?|cerrar los ojos)|(?:se )?(?:duerme|queda dormid[oa]) (?:otra vez|de nuevo|enseguida)|(?:muy|super|tan|demasiado) (?:adormilad[oa]|somnolient[oa]|amodorrad[oa]|dormid[oa])|(?:normalmente|siempre) (?:está|esta|es) (?:bien|despiert[oa]|activ[oa]|espabilad[oa])|no es (?:normal|así|asi) en (?:ella|él|el)|(?:ayer|anoche) (?:estaba|se encontraba) (?:bien|perfect[oa]|normal)',
    },
    {
      // goodbyes arranged for when one is gone: messages scheduled, the keys or the pet handed over
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:mensajes?|correos?|e ?mails?|whatsapps?|cartas?|publicaci[oó]n(?:es)?|posts?) (?:programad[oa]s?|para que (?:salgan|se envíen|se envien|lleguen|se publiquen))|(?:he )?(?:programado|dejado programad[oa]s?) ~3 (?:mensajes?|correos?|e ?mails?|whatsapps?|cartas?|publicaci[oó]n(?:es)?|posts?)',
      context: '(?:le |les )?(?:(?:he|ha|han|hemos) (?:dado|dejado|regalado|entregado|repartido)|di|dio|dejé|deje|dejó|dejo|regalé|regale|regaló|regalo|entregué|entregue|entregó|entrego|repartió|repartio) ~5 (?:llaves|gato|gata|perro|perra|mascotas?|cosas|contraseñas|claves)|despedi[a-z]*|despid[a-z]*|adiós|adios|ya no (?:estaré|estare|voy a estar)|cuando (?:ya )?no (?:esté|este)|suicid[a-z]*|morir|matarme|acabar con todo',
    },
    {
      // a photo of a heap of pills or a rope posted with a farewell, the person not to be found
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:foto|fotos|imagen|imágenes|imagenes|story|stories|historia|historias|estado|vídeo|video) ~5 (?:${PILLS}|cuchillas?|cuerda|soga|puente|vías del tren|vias del tren)`,
      context: 'ya es (?:la )?hora(?! de| que)|adiós|adios|despedi[a-z]*|despid[a-z]*|perd[oó]n(?:adme)?|lo siento|no (?:lo|la|le) (?:encuentro|encontramos|localizo|localizamos)|no (?:coge|contesta|responde|lo coge|la coge)|apagado|se acabó|se acabo|para siempre',
    },
    {
      // "ya es hora", said alone with the pills or a farewell around it
      category: 'self_harm',
      scope: 'message',
      pattern: 'ya es (?:la )?hora(?! de| que)',
      context: `(?:foto|fotos|imagen|story|stories|historia|estado|vídeo|video) ~5 (?:${PILLS}|cuchillas?|cuerda|soga|puente)|adiós|adios|despedi[a-z]*|despid[a-z]*|no (?:lo|la|le) (?:encuentro|encontramos|localizo|localizamos)|no (?:coge|contesta|responde|lo coge|la coge)|(?:móvil|movil) apagado`,
    },
    {
      // words suddenly muddled, nonsense or not understood: a stroke until shown otherwise
      category: 'stroke',
      reach: 30,
      pattern: 'palabras (?:mezcladas|revueltas|sin sentido|inventadas|que no existen|cambiadas|raras)|(?:dice|decir|diciendo|decía|decia|habla|hablar|hablando|hablaba) (?:cosas )?sin (?:ningún |ningun )?sentido|(?:no (?:me|nos|le|se le) (?:entiende|entendía|entendia|entiendo|entendemos)) (?:nada|lo que (?:dice|digo))',
      context: `${SUDDEN}|empez[oó]|empezo|no (?:me|nos|le) entiende|boca|cara|brazo|mano|pierna|torcid[oa]`,
    },
    {
      // something swallowed blocking the airway completely (no cough, no voice, turning blue)
      category: 'breathing',
      reach: 20,
      pattern: '(?:se )?(?:(?:le|me|te) )?(?:atragant[a-z]*|atoró|atoro|atorad[oa]|atascad[oa])(?! de (?:la )?risa)',
      context: `${CANT} (?:ni )?(?:toser|hablar|llorar|respirar)|no (?:tose|habla|llora|respira|le sale (?:la voz|ningún sonido|ningun sonido|nada))|(?:morad[oa]|azul|amoratad[oa])`,
    },
    {
      // something small gone down the wrong way with a noise on breathing
      category: 'breathing',
      reach: 30,
      pattern: 'se (?:le|me|te) (?:fue|ha ido|va|fueron|han ido) por (?:mal sitio|el otro lado|otro lado|el camino equivocado|mal camino)|(?:hace|hacía|hacia|tiene|con) (?:un )?(?:ruido|pitido|silbido|sonido|ruidito) (?:muy )?(?:raro |extraño |extrano |fuerte )?al (?:respirar|coger aire|tomar aire|meter aire)',
      context: 'canicas?|monedas?|pilas?|uvas?|caramelos?|cacahuetes?|cacahuates?|frutos secos|nuez|nueces|almendras?|palomitas|trozos?|piezas?|juguetes?|tap[oó]n|tapones|bot[oó]n|botones|chicles?|bolitas?|piedras?|huesos?|globos?|salchicha|aceitunas?|lego|clips?|imanes?|(?:se )?(?:atragant[a-z]*|ahog[a-z]*)',
    },
    {
      // a diabetic sweating, strange or aggressive, who cannot swallow the sugar or is drifting off
      category: 'other_emergency',
      reach: 40,
      pattern: 'no (?:quiere ni |quiere y no )?(?:puede|podía|podia|pudo|es capaz de|era capaz de|consigue|conseguía|conseguia|logra|lográbamos|lograbamos) (?:ni )?(?:tragar|beber|tomar(?:se)?) (?:el |la )?(?:zumo|azúcar|azucar|glucosa|coca ?cola|refresco|caramelo|nada)|se (?:está|esta|va|iba|estaba) quedando (?:dormid[oa]|inconsciente|ido|ida|frit[oa])|(?:muy |super )?(?:rar[oa]|agresiv[oa]|irritable|confus[oa]|desorientad[oa]|ausente) y (?:agresiv[oa]|sudando|sudoros[oa]|temblando|confus[oa]|ausente)',
      context: 'diabétic[oa]|diabetic[oa]|diabetes|insulina|glucosa|glucemia|azúcar|azucar|hipoglucemia|hipo',
    },
    {
      // a known aneurysm and sudden, severe pain in the back or belly: a rupture until shown otherwise
      category: 'other_emergency',
      reach: 40,
      pattern: 'aneurisma',
      context: `dolor (?:brutal|horrible|fortísimo|fortisimo|muy fuerte|insoportable|terrible|tremendo|desgarrador|bestial)|${SUDDEN}|pálid[oa]|palid[oa]|sud[a-z]*|desmay[a-z]*|mare[a-z]*`,
    },
    {
      // a period soaking a pad in an hour or less with dizziness or fainting
      category: 'severe_bleeding',
      reach: 30,
      pattern: '(?:empap[a-z]*|llen[a-z]*|cambi[a-z]*|atravies[a-z]*|traspas[a-z]*) ~3 (?:compresas?|tampones|tampón|tampon|toallas?(?: higiénicas| higienicas)?|copas?|copa menstrual|pañales) ~6 (?:en|cada) (?:menos de )?(?:media hora|una hora|1 hora|\\d+ minutos|un cuarto de hora|nada)',
      context: 'mare[a-z]*|desmay[a-z]*|pálid[oa]|palid[oa]|débil|debil|no es normal|coágulos|coagulos|corazón|corazon|me caigo|casi me caigo',
    },
    {
      // a baby pale, cold, not looking at anyone or hardly crying
      category: 'sick_child',
      reach: 30,
      pattern: 'apenas llora|casi no llora|(?:ya )?ni (?:siquiera )?llora|no (?:me|nos) mira|llanto (?:muy )?(?:débil|debil|flojito|flojo)|llora (?:muy )?(?:flojito|débil|debil|sin fuerza)|(?:muy )?pálid[oa] (?:y |, )?(?:fr[ií][oa]|helad[oa])',
      context: 'pálid[oa]|palid[oa]|fr[ií][oa]|helad[oa]|no (?:me|nos) mira|floj[oa]|blandit[oa]|decaíd[oa]|decaid[oa]|no (?:quiere|toma|come|mama)|algo no va bien|gris|morad[oa]|no (?:se )?despierta|adormilad[oa]|dormid[oa] todo el (?:rato|día|dia)',
    },
    {
      // living told as having no sense, by the person or of a relative: "vivir ya no tiene sentido", "su vida ya no tiene sentido"
      category: 'self_harm',
      reach: 2,
      pattern: 'no (?:tiene|tendrá|tendra) (?:ningún |ningun )?sentido',
      context: 'vivir|viviendo|vida|viv[oa]|existir',
    },
    {
      // not lasting till tomorrow, told with a goodbye, the means or despair: "no creo q llegue al lunes, ya me despedí"
      category: 'self_harm',
      scope: 'message',
      pattern: 'no (?:creo |pienso )?(?:que |q |k )?(?:aguante|aguanto|llegue|llego|dure|duro) (?:hasta |a |al )?(?:mañana|manana|la noche|esta noche|el lunes|lunes|el finde|finde|fin de mes|navidad|(?:el|al) (?:martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo))(?= [.,?]|$| y| ya| ,)',
      context: 'despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|cartas|cuchill[a-z]*|navaja|cuerda|soga|pastillas|pastis|puente|nadie ~3 (?:echar de menos|echaría|echaria|extrañar[a-z]*|echar en falta)|no (?:puedo|aguanto) (?:más|mas)|sin sentido|no tiene sentido|para siempre|morir[a-z]*|matar[a-z]*|suicid[a-z]*|una carga|regal[a-z]*',
    },
    {
      // a life told as finished, beside the means, a goodbye, a loss or settled affairs: "desde que murió mi madre dice
      // que ya ha vivido bastante", "dice que es lo mejor para todos"
      category: 'self_harm',
      scope: 'message',
      pattern: LIVED_ENOUGH,
      context: `escopeta|pistola|revólver|revolver|arma|rifle|cuerda|soga|${PILLS}|veneno|puente|vías|vias|azotea|ventana|balcón|balcon|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|cartas|testamento|regal[a-z]*|morir[a-z]*|muerte|matar[a-z]*|suicid[a-z]*|acabar con|desaparecer|para siempre|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|desde que (?:murió|murio|falleció|fallecio|se fue|perdió|perdio|enviudó|enviudo)|enviud[a-z]*|viud[oa]|una carga|un estorbo|${BEST_FOR_ALL}|${NO_SENSE}|${RESOLVED_TO}|${AFFAIRS_SETTLED}`,
    },
    {
      // a gun taken out or loaded by someone who says living has no sense, or says goodbye
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:sacando|sacó|saco|sacado|sacar|cogiendo|cogió|cogio|cogido|agarrando|agarró|agarro|agarrado|limpiando|cargando|cargó|cargo|cargado|buscando|escondiendo|encontré|encontre|encontramos|he encontrado|hemos encontrado|vi|he visto|hemos visto) (?:la|una|su|mi|el|un) (?:escopeta|pistola|arma|rifle|revólver|revolver|carabina)',
      context: `despedi[a-z]*|despid[eia][a-z]*|adiós|adios|${NO_SENSE}|${RESOLVED_TO}|${AFFAIRS_SETTLED}|${LIVED_ENOUGH}|${BEST_FOR_ALL}|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|morir[a-z]*|muerte|matar[a-z]*|suicid[a-z]*|carta|para siempre|(?:ya )?no (?:quiere|quiero) (?:seguir|vivir)|cansad[oa] de vivir|hart[oa] de (?:vivir|todo)|una carga|mejor sin (?:mí|mi|él|el|ella)`,
    },
    {
      // something taken at a party or slipped into a drink, then burning hot, confused, clenching the jaw
      category: 'overdose_poisoning',
      scope: 'message',
      pattern: '(?:tomado|tomó|tomo|tomé|tome|tomaron|metido|metió|metio|metí|meti|dieron|dado|echaron|pasaron) ~2 (?:algo|una pastilla|una pasti|pastis|pirulas?|una raya|rayas|cristal|molly|md) ~3 (?:en|durante|de|para) (?:la|una|el|un) (?:fiesta|discoteca|disco|antro|rave|festival|after|afterparty|boliche|concierto|botellón|botellon|macrofiesta|party|quedada)|(?:fiesta|discoteca|disco|antro|rave|festival|after|afterparty|boliche|concierto|botellón|botellon|macrofiesta) ~6 (?:tomó|tomo|tomado|metió|metio|metido|dieron|echaron|pusieron|pasaron) (?:algo|una pastilla|una pasti|pastis|pirulas?)|(?:echaron|echado|pusieron|puesto|metieron|metido) algo (?:en|dentro de) (?:la|su|mi|el) (?:bebida|copa|vaso|cubata|cerveza|refresco|trago)',
      context: 'ardiendo|muy caliente|arde entero|fiebre|temperatura|confus[a-z]*|confundid[oa]|desorientad[oa]|delir[a-z]*|alucin[a-z]*|incoherente|no dice (?:nada )?(?:coherente|con sentido)|(?:apretando|aprieta|apretada|trabada) (?:la )?(?:mandíbula|mandibula|los dientes)|convuls[a-z]*|temblando|rígid[oa]|rigid[oa]|pupilas|(?:corazón|corazon|pulso) ~2 (?:a mil|a cien|disparado|desbocado|muy (?:rápido|rapido|acelerado))|no (?:responde|reacciona|despierta|se despierta|se tiene en pie)|desmay[a-z]*|inconsciente|vomit[a-z]*|no para de sudar|sudando (?:mucho|muchísimo|muchisimo)|respira (?:mal|raro|muy)|(?:muy |medio )?dormid[oa]|agitad[oa]|fuera de s[ií]|paranoi[a-z]*|dolor (?:en el |de )?pecho',
    },
    {
      // a headache like thunder or a gunshot, the head named near it: "empezó de golpe como un trueno"
      category: 'sudden_headache',
      reach: 15,
      pattern: 'como (?:un|una|si fuera un|si fuera una|si me dieran un|si le dieran un|si me hubieran dado un) (?:trueno|rayo|relámpago|relampago|estallido|explosión|explosion|latigazo|martillazo|mazazo|hachazo|bombazo|balazo|disparo|trallazo|petardazo|golpe seco)',
      context: 'cabeza|nuca|migraña|migrañas|migrana|migranas|jaqueca|cefalea|headache|sien|sienes',
    },
    {
      // secondary or dry drowning asked about, counted only with a sign told now
      category: 'other_emergency',
      scope: 'message',
      pattern: '(?:ahogamiento|ahogo) (?:secundario|seco|tardío|tardio|retardado|en seco)',
      context: 'no (?:para|deja) de toser|sigue tosiendo|tose (?:mucho|sin parar|cada vez más|cada vez mas|todo el rato)|(?:le|me) cuesta (?:mucho )?respirar|respira (?:mal|raro|rara|rápido|rapido|muy rápido|muy rapido|con dificultad|con ruido|fatal)|pitos|silbid[oa]s?|somnolient[oa]|adormilad[oa]|(?:muy |medio )?dormid[oa]|no (?:se )?despierta|vomit[a-z]*|morad[oa]|azul|confus[oa]|confundid[oa]|fiebre|dolor (?:en el |de )?pecho|floj[oa]|decaíd[oa]|decaid[oa]|pálid[oa]|palid[oa]|no (?:responde|reacciona)|raro|rara',
    },
    {
      // the means at hand or alone, after asking how fast or how much of a poison or medicine kills a person:
      // "cuánto tarda en hacer efecto el matarratas en una persona? estoy sola y ya lo tengo"
      category: 'self_harm',
      scope: 'message',
      pattern: 'ya (?:lo|la|los|las) (?:tengo|he comprado|compré|compre|conseguí|consegui|he conseguido|he juntado)|(?:lo|la|los|las) tengo (?:aquí|aqui|conmigo|delante|en la mano|preparad[oa]s?|guardad[oa]s?|escondid[oa]s?)|estoy sol[oa]|nadie (?:me |lo )?(?:va a|iba a) (?:encontrar|ver|notar)',
      context: `(?:tarda|tardan|tardaría|tardaria|tardará|tardara|tiempo|hace falta|hacen falta|se necesita|se necesitan|necesito|necesitaría|necesitaria|cantidad) (?:en |para )?(?:hacer efecto|actuar|matar|morir|morirse|no despertar) (?:el |la |los |las )?${POISONS} (?:en|a|para) (?:una persona|un humano|un adulto|alguien|el cuerpo|mí|mi)|(?:tarda|tardan|tardaría|tardaria|tiempo) (?:en |para )?(?:morir|morirse|no despertar)(?! (?:el|la|los|las|un|una|unos|unas) (?:ratas?|ratón|raton|ratones|plantas?|cucarachas?|hormigas?|bichos?|perros?|gatos?|peces|pez|caracoles|babosas|topos?|pájaros?|pajaros?|moscas?|mosquitos?|pulgas?|piojos?))|(?:tarda|tardan|tardaría|tardaria|tiempo) (?:en |para )?matar (?:a )?(?:una persona|un humano|un adulto|alguien)|(?:tarda|tardan|tardaría|tardaria) (?:el |la |los |las )?${POISONS} en (?:hacer efecto|actuar|matar) (?:en|a) (?:una persona|un humano|un adulto|alguien|el cuerpo|mí|mi)|(?:hace falta|hacen falta|se necesita|se necesitan|necesito|cantidad|dosis) ~4 (?:para|que) (?:matar|morir|morirme|no despertar|no despertarme)|(?:cuánto|cuanto|cuánta|cuanta|cuántas|cuantas|cuántos|cuantos) ${POISONS} ~3 (?:mata|matan|matar|es mortal|son mortales|es letal|son letales)`,
    },
    {
      // tablets hoarded or counted out, with a night, a secret or a goodbye: "tengo las pastillas contadas para esta noche, nadie lo sabe"
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:tengo|ya tengo) (?:las |unas |todas (?:las |mis )?|suficientes |bastantes |mis )?${PILLS} (?:contadas|escondidas|juntadas|ahorradas|acumuladas|guardadas)|(?:he juntado|he ido juntando|he guardado|he ido guardando|he ahorrado|he acumulado|llevo (?:semanas|meses|días|dias) (?:juntando|guardando|acumulando)) (?:las |unas |todas (?:las |mis )?|suficientes |bastantes |mis )?${PILLS}`,
      context: 'esta noche|nadie (?:lo )?(?:sabe|sabrá|sabra|se entera|nota|notará|notara|se va a enterar)|sin que nadie|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|no (?:puedo|aguanto) (?:más|mas)|morir|acabar con|suicid[a-z]*|cuando (?:llegue|sea) el momento|para (?:cuando|el día|el dia) (?:que )?(?:lo haga|me decida|no pueda más|no pueda mas)|(?:todas|todas juntas|de golpe|de una vez)',
    },
    {
      // a household poison drunk in the first person: "bebí sin querer anticongelante"
      category: 'overdose_poisoning',
      pattern: `(?:bebí|bebi|he bebido|hemos bebido|me he bebido|tragué|trague|he tragado|me he tragado) ~5 ${POISONS}`,
      context: POISONS,
    },
    {
      // a fine task one hand can no longer do, with slurred or halting speech: "no puede abrocharse los botones con la mano derecha y le cuesta decir algunas palabras"
      category: 'stroke',
      reach: 40,
      pattern: `${CANT} (?:abrochar(?:se)?|desabrochar(?:se)?|escribir|firmar|coger|agarrar|sujetar|sostener|atar(?:se)?|pelar|cortar|usar|manejar|teclear|peinar(?:se)?|llevarse|comer) ~5 (?:con )?(?:la|el|su|mi|esa|esta) (?:mano|brazo) ${SIDE}|(?:con )?(?:la|el|su|mi) (?:mano|brazo) ${SIDE} ~2 ${CANT} (?:abrochar(?:se)?|escribir|firmar|coger|agarrar|sujetar|sostener|atar(?:se)?|usar|manejar|teclear|comer)`,
      context: `${SUDDEN}|${STROKE_FACE}|${STROKE_SPEECH}|derrame|ictus`,
    },
    {
      // home oxygen or the inhaler no longer bringing someone round: "ni con el oxígeno a tope se recupera"
      category: 'breathing',
      scope: 'message',
      pattern: '(?:ni|aun|aún|incluso|hasta) con (?:el |la |su |mi )?(?:oxígeno|oxigeno|bombona|concentrador|gafas nasales|mascarilla|inhalador|ventolin|ventolín|nebulizador|nebulizaciones|puff|puffs)(?: (?:a tope|al máximo|al maximo|puesto|puesta|subido|a \\d+ litros))? ~2 (?:se recupera|mejora|remonta|respira bien|le sube|sube|satura|se le pasa|puede respirar|coge aire)',
      context: 'labios|morad[oa]|azul|oscur[oa]s?|gris|ahog[a-z]*|respir[a-z]*|aire|satura[a-z]*|adormilad[oa]|dormid[oa]|somnolient[oa]|fatig[a-z]*|jadea[a-z]*|no (?:responde|reacciona)',
    },
    {
      // waters breaking before term: "estoy de 29 semanas y me ha salido mucho líquido de golpe"
      category: 'pregnancy',
      scope: 'message',
      pattern: '(?:me |le )?(?:salió|salio|sale|está saliendo|esta saliendo|ha salido|chorrea|chorreaba|pierdo|pierde|perdiendo) (?:mucho |muchísimo |muchisimo |un chorro de |un montón de |un monton de |de golpe )?(?:líquido|liquido|agua)(?! (?:de|por|en) (?:los |el |la |las |mis |sus |un |una )?(?:pechos?|pezón|pezon|pezones|tetas?|mamas?|nariz|boca|ojos?|oídos?|oidos?|orejas?|herida|ampolla|rodilla|pies?|piernas?))|(?:se (?:me|le) )?(?:ha )?(?:roto|rompió|rompio|rompí|rompi|reventó|revento|ha reventado) (?:la )?(?:bolsa|fuente|aguas)|(?:roto|romper|rompido) aguas',
      context: '(?:1[4-9]|2\\d|3[0-6]) (?:semanas|sem|weeks)(?! de (?:vida|nacid[oa]|edad))|semana (?:1[4-9]|2\\d|3[0-6])|(?:de|estoy de|está de|esta de) (?:[4-8]|cuatro|cinco|seis|siete|ocho) meses|(?:cuarto|quinto|sexto|séptimo|septimo|octavo) mes',
    },
    {
      // chest pain played down, "not much", beside the signs of a silent heart attack: "dice que no le duele mucho el pecho pero está sudorosa y le falta el aire"
      category: 'chest_pain',
      scope: 'message',
      pattern: `no (?:me|le|te) (?:duele|duelen|dolía|dolia|molesta|aprieta) (?:mucho|tanto|demasiado|muchísimo|muchisimo|casi nada|nada del otro mundo) (?:el |mi |su |tu )?${CHEST}(?! , (?:solo|sólo|nada más|nada mas) (?:cuando|al|si))|(?:apenas|casi no) (?:me|le|te) (?:duele|molesta|aprieta) (?:el |mi |su |tu )?${CHEST}|(?:casi no|apenas) (?:siente|siento|sientes|tiene|tengo|tienes|nota|noto) dolor (?:en el|de) ${CHEST}|no (?:siente|siento|sientes|tiene|tengo|tienes|nota|noto) (?:mucho|tanto|demasiado) dolor (?:en el|de) ${CHEST}|no es (?:un |una )?(?:dolor|molestia|presión|presion)(?: muy| tan)?(?: fuerte| intens[oa]| grave| gran cosa)? (?:en el|de|del) ${CHEST}`,
      context: 'sudoros[oa]|sud[a-z]* fr[ií]o|sudor frío|empapad[oa]|sudando (?:a mares|muchísimo|muchisimo|un montón|un monton|mucho)(?! (?:por|con) (?:la )?fiebre)|(?:le|me|te|nos) falta (?:el )?aire|falta de aire|ahog[a-z]*|(?:cuesta|costando) respirar|náuseas|nauseas|ganas de vomitar|vomit[a-z]*|mare[a-z]*|desmay[a-z]*|brazo|mandíbula|mandibula|quijada|pálid[oa]|palid[oa]|gris|fr[ií]o y (?:sudad|pálid|palid)[a-z]*',
    },
    {
      // the heart's own remedy not working: "se puso la nitroglicerina debajo de la lengua dos veces y no se le quita"
      category: 'chest_pain',
      scope: 'message',
      pattern: '(?:nitroglicerina|nitro|cafinitrina|solinitrina|trinitrina|vernies|spray (?:sublingual|de nitro)|(?:la |una )?pastilla (?:debajo de|bajo) la lengua) ~8 (?:no (?:se )?(?:le |me |te )?(?:quita|quitó|quito|ha quitado|pasa|pasó|paso|ha pasado|va|fue|ha ido|mejora|mejoró|mejoro|alivia|alivió|hace (?:nada|efecto)|hizo (?:nada|efecto)|ha hecho (?:nada|efecto)|funciona|funcionó|funciono|sirve|sirvió|sirvio)|sin (?:efecto|mejoría|mejoria|resultado|alivio)|sigue (?:igual|con (?:el|ese) dolor|doliendo|apretando))',
      context: 'dolor|duele|doliendo|pecho|angina|opresión|opresion|presión|presion|aprieta|apretando|corazón|corazon|stent|muelle|infarto|bypass|baipás|baipas|cateterismo|coronari[a-z]*',
    },
    {
      // someone with a heart history who has the same pain again: "le pusieron un stent y ahora tiene el mismo dolor de aquella vez"
      category: 'chest_pain',
      scope: 'message',
      pattern: '(?:el |un |ese |este )?mismo dolor (?:de|que) (?:aquella vez|la otra vez|entonces|el infarto|la angina|cuando (?:le|me|te) (?:dio|pusieron|dieron|operaron|hicieron))|(?:me|le|te) duele (?:igual|como) (?:que )?(?:aquella vez|la otra vez|con el infarto|en el infarto|cuando (?:le|me|te) dio el infarto)|(?:dolor|presión|presion|opresión|opresion) (?:igual|idéntic[oa]|identic[oa]|parecid[oa]) (?:que|a|al de) (?:aquella vez|la otra vez|el infarto|cuando (?:le|me|te) dio el infarto)',
      context: 'stent|muelle|infarto|angina|bypass|baipás|baipas|cateterismo|angioplastia|coronari[a-z]*|marcapasos|(?:del|al) (?:corazón|corazon)',
    },
    {
      // a first seizure told against "never": "nunca ha tenido un ataque y acaba de tener uno"
      category: 'seizure',
      scope: 'message',
      pattern: 'nunca (?:(?:ha|había|habia|he|hemos|han|habían|habian) )?(?:tenido|sufrido|tuvo|tuve|le ha dado|le había dado|le habia dado|le dio|me ha dado|me dio) (?:un |una |ningún |ningun |ninguna )?(?:ataque|ataques|convulsión|convulsion|convulsiones|crisis|epilepsia)(?! de (?:ansiedad|pánico|panico|nervios|tos|risa|asma|alergia|celos|hambre|gota|migraña|migrana|vesícula|vesicula|corazón|corazon|sueño|sueno|vértigo|vertigo))',
      context: '(?:acaba|acabo|acabamos) de (?:tener|tenerlo|darle|darme|sufrir|pasarle|pasarme)|(?:le|me|nos) (?:ha dado|dio|acaba de dar) (?:uno|una)|(?:ha|he|hemos) (?:tenido|sufrido) (?:uno|una)(?! (?:vez|semana|mes|año|temporada|época|epoca))|(?:tuvo|tuve|sufrió|sufrio|sufrí|sufri) (?:uno|una)(?! (?:vez|semana|mes|año|temporada|época|epoca))|convulsion(?:ando|ó|o|a|an)|se (?:puso|quedó|quedo) rígid[oa]|se (?:puso|quedó|quedo) rigid[oa]|sacudi[a-z]*|espuma|ojos en blanco|se (?:ha )?mordido la lengua|se mordió la lengua|se mordio la lengua',
    },
    {
      // a handful of sedatives or painkillers named by brand, in the plural: "se tomó muchos orfidales con vino"
      // (a conditional so that the size-limited overdose list does not grow; its context is the brand the pattern already holds)
      category: 'overdose_poisoning',
      pattern: `(?:tomó|tomo|tomé|tome|tomado|tomaron|tomaste|tragó|trago|tragué|trague|tragado|tragaron|metió|metio|metido|zampó|zampo|zampado|bebió|bebio|bebido) (?:muchos|muchas|demasiados|demasiadas|tantos|tantas|todos los|todas las|un montón de|un monton de|un puñado de|un puñao de|una caja de|la caja de|toda la caja de|media caja de|un blíster de|un blister de|el blíster de|el blister de|un bote de|el bote de|un frasco de|el frasco de|${MANY}) (?:de )?(?:sus |mis |los |las |tus )?${BRANDS}`,
      context: BRANDS,
    },
    {
      // a road or riding accident, then a headache that grows, vomiting, blurred sight or confusion: "tuve un accidente de moto, el dolor de cabeza va a más y vomito"
      category: 'head_injury',
      reach: 60,
      pattern: '(?:el )?dolor de cabeza (?:va a más|va a mas|cada vez (?:más|mas|peor)|(?:me |le |se )?(?:está |esta |va )?(?:empeora[a-z]*|aumenta[a-z]*)|más fuerte|mas fuerte|no para de (?:subir|aumentar|crecer))|(?:me|le|te) duele (?:la cabeza )?cada vez (?:más|mas)|vomit[a-z]*|vómitos?|(?:veo|ve|ves|veía|veia) (?:borroso|doble|nublado)|visión (?:borrosa|doble|nublada)|vision (?:borrosa|doble|nublada)|(?:muy )?(?:adormilad[oa]|somnolient[oa])|confundid[oa]|confus[oa]|desorientad[oa]|(?:perdió|perdio|perdí|perdi) el conocimiento|(?:se desmayó|se desmayo|me desmayé|me desmaye)|no (?:recuerda|recuerdo|se acuerda|me acuerdo) (?:de )?(?:nada|el (?:accidente|choque|golpe)|del (?:accidente|choque|golpe))|convuls[a-z]*',
      context: CRASH,
    },
    {
      // small bruises that appear with a fever: "tiene fiebre y ahora le han salido como moratones pequeños"
      category: 'meningitis',
      scope: 'message',
      pattern: '(?:han salido|le han salido|me han salido|te han salido|salieron|le salieron|me salieron|le salen|me salen|aparecieron|han aparecido|le aparecieron|le han aparecido|le están saliendo|le estan saliendo) (?:como |unos |unas |algunos |algunas |muchos |muchas |varios |varias |pequeños |pequeñas |por todo el cuerpo )?(?:moratones|moretones|moretes|cardenales|hematomas|morados|moraditos|puntitos morados|manchitas moradas)|(?:moratones|moretones|moretes|cardenales|hematomas|morados) (?:pequeños|pequeñitos|chiquitos|chiquititos|diminutos|por todo el cuerpo|por todas partes|sin (?:haberse )?(?:golpeado|dado|caído|caido)|sin (?:ningún |ningun )?golpe|sin motivo|de la nada)',
      context: `${FEVER}|ardiendo|tirit[a-z]*|escalofr[ií]os`,
    },
    {
      // skin turned white, hard or like leather where something scalding fell: "la piel se quedó blanca y dura como cuero después de que se volcara la freidora"
      category: 'burns',
      reach: 25,
      pattern: '(?:piel|zona|herida|quemadura|pierna|brazo|mano|pie|cara|dedo|dedos|barriga|tripa|pecho|espalda|muslo) ~4 (?:blanc[oa]|blanquecin[oa]|acartonad[oa]|dur[oa] como (?:cuero|cartón|carton|piedra|una piedra)|como (?:cuero|cartón|carton|pergamino)|carbonizad[oa]|chamuscad[oa]|sin sensibilidad|insensible)',
      context: HOT_SOURCE,
    },
    {
      // heat stroke told by the heat of the day ("con el calor", "por este calor"): confusion or no more sweat, not a faint that passed
      category: 'other_emergency',
      scope: 'message',
      pattern: 'confundid[oa](?! (?:con|sobre|respecto|acerca|de si|por))|confus[oa](?! (?:con|sobre|respecto|acerca|de si|por))|desorientad[oa]|delira[a-z]*|desvarí[a-z]*|desvari[a-z]*|dice (?:cosas )?(?:raras|incoherencias|tonterías|tonterias|sin sentido)|no (?:sabe|sabía|sabia) (?:dónde|donde|quién|quien) (?:está|esta|es)|(?:ya )?no (?:suda|sudaba|está sudando|esta sudando)|dejó de sudar|dejo de sudar|convuls[a-z]*|no (?:responde|reacciona)',
      context: '(?:con|por) (?:el |este |esta |tanto |tremendo |semejante |un |una )?(?:calor|calorón|caloron|calorazo|bochorno|solazo|solana)(?! (?:de|en) (?:la|el|los|las|su|mi|sus|mis) (?:cara|pecho|manos?|pies?|piel|cuerpo|cabeza|menopausia))|sol (?:todo el día|todo el dia|toda la mañana|toda la tarde|durante horas|sin (?:gorra|sombrero|beber|agua))',
    },
    {
      // better off without them, reported by family: "dice que estaríamos mejor sin ella", "dice que somos mejor sin él"
      // (a conditional so that the size-limited self-harm list does not grow; its context is the reporting verb the pattern already holds)
      category: 'self_harm',
      pattern: '(?:dice|decía|decia|dijo|ha dicho|repite|piensa|pensaba|cree|creía|creia|siente|escribió|escribio|ha escrito) (?:que )?(?:todos |todas |nosotros |ustedes |vosotros )?(?:estaríamos|estariamos|estamos|somos|seríamos|seriamos|estarían|estarian|estarán|estaran|están|estan|son|serían|serian|estaríais|estariais|estáis|estais|vivirían|vivirian|viviríamos|viviriamos|iría|iria|irá|ira|va|van a estar|vais a estar|vamos a estar|iban a estar|ibais a estar|íbamos a estar|ibamos a estar) (?:todos |todas )?(?:mejor|más felices|mas felices|más tranquil[oa]s|mas tranquil[oa]s)(?: [a-z]+)? sin (?:él|el|ella|elle)',
      context: 'dice|decía|decia|dijo|dicho|repite|piensa|pensaba|cree|creía|creia|siente|escribió|escribio|escrito',
    },
    {
      // a wish to vanish or not to be, said with "mejor" or "ojalá", also of someone else: "dice que mejor desaparece", "ojalá desapareciera para siempre"
      category: 'self_harm',
      scope: 'message',
      pattern: `(?:mejor|lo mejor es que) (?:me |se |te )?(?:desaparezco|desaparece|desapareces|desaparezca|desaparecer|desaparecerme|desaparecerse|me muero|se muere|te mueres|me mato|se mata|me quito de en medio|se quita de en medio)(?! (?:de|del) (?:aquí|aqui|la|el|los|las|su|mi|este|esta)(?! (?:mundo|vida|mapa)))|ojal[aá] (?:que )?(?:me |yo )?(?:desapareciera|desapareciese|desaparezca|muriera|muriese|no despierte|no despertara|no despertase|no existiera|no existiese|no hubiera nacido|no hubiese nacido)${FIGURATIVE}`,
      context: `para siempre|no (?:vale|valgo|valemos) nada|no (?:sirvo|sirve) para nada|(?:una )?carga|estorbo|sin (?:mí|mi|él|el|ella)|nadie|no (?:aguanto|aguanta|puedo|puede) (?:más|mas)|hart[oa]|triste|deprimid[oa]|depre|${NO_SENSE}|llor[a-z]*|solo|sola|morir|suicid[a-z]*|cansad[oa] de (?:todo|vivir)|no quiere (?:seguir|vivir)|no quiero (?:seguir|vivir)`,
    },
    {
      // a gun turned on oneself: "se apuntaba a la cabeza con la pistola", "se la puso en la sien"
      category: 'self_harm',
      pattern: '(?:se|me|te) (?:apunta|apuntaba|apuntó|apunto|ha apuntado|puso|pone|ponía|ponia|ha puesto|metió|metio|mete|metía|metia) (?:a |en )?(?:la|su|mi|tu) (?:cabeza|sien|boca)|(?:apuntándose|apuntandose|apuntándome|apuntandome|poniéndose|poniendose|metiéndose|metiendose) (?:a |en )?(?:la|su|mi|tu) (?:cabeza|sien|boca)|(?:se|me|te) (?:la|lo) (?:puso|pone|ponía|ponia|ha puesto|metió|metio|mete|apunta|apuntó|apunto|apuntaba) (?:en|a|contra) (?:la|su|mi|tu) (?:cabeza|sien|boca|pecho)',
      context: 'escopeta|pistola|revólver|revolver|arma|rifle|cañón|canon|fusil|carabina',
    },
    {
      // a gun held by someone in tears or in despair: "vi a mi viejo con el revólver en la mano llorando"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:con|tiene|tenía|tenia|sostiene|sostenía|sostenia|agarra|agarraba) (?:la|el|una|un|su|mi) (?:escopeta|pistola|revólver|revolver|arma|rifle|carabina) (?:en la mano|en las manos|en el regazo|encima|al lado|en la mesa|cargad[oa])',
      context: `llor[a-z]*|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|triste|deprimid[oa]|depre|borrach[oa]|encerrad[oa]|${NO_SENSE}|${RESOLVED_TO}|morir|muerte|matar[a-z]*|suicid[a-z]*|carta|perdón|perdon|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|hart[oa] de|(?:una )?carga|para siempre|desaparecer`,
    },
    {
      // a letter or a recording left for when they are gone: "le escribí una carta a mi madre para que la lea cuando yo no esté"
      category: 'self_harm',
      pattern: 'cuando (?:yo )?(?:ya )?no (?:esté|este|estemos|exista)(?: (?:yo|aquí|aqui|más|mas))?(?= [.,?]|$)',
      context: '(?:escribí|escribi|escribió|escribio|he escrito|ha escrito|dejé|deje|dejó|dejo|he dejado|ha dejado|tengo escrit[oa]s?|tiene escrit[oa]s?|grabé|grabe|grabó|grabo|he grabado|ha grabado) ~4 (?:carta|cartas|nota|notas|vídeo|video|audio|mensaje)',
    },
    {
      // a cold sweat and pallor in someone older, diabetic or with a heart history, with no pain told: the silent heart attack
      category: 'chest_pain',
      scope: 'message',
      pattern: "(?:sudando|suda|sudor|sudores|sudoración|sudoracion) fr[ií]o(?: [a-z0-9',]+){0,5} (?:pálid[oa]|palid[oa]|gris|cenicient[oa]|(?:muy )?(?:fatigad[oa]|agotad[oa]|débil|debil|flojo|floja))|(?:pálid[oa]|palid[oa]|gris|cenicient[oa])(?: [a-z0-9',]+){0,5} (?:sudando|sudor|sudores|sudoración|sudoracion) fr[ií]o",
      context: '(?:[6-9]\\d|cien) años|diabétic[oa]|diabetic[oa]|diabetes|corazón|corazon|infarto|stent|angina|bypass|baipás|baipas|de repente|de golpe|no se queja|sin dolor|no (?:le |me )?duele',
    },
    {
      // life without sense, in any person, beside the means, a loss or despair: "ya no le encuentra sentido a la vida y se compró una pistola"
      category: 'self_harm',
      scope: 'message',
      pattern: '(?:ya )?no (?:le |les |me |te |nos )?(?:ve|veo|ves|vemos|encuentra|encuentro|encuentras|encontramos|halla|hallo) (?:ningún |ningun |el |ni )?sentido a (?:la vida|su vida|mi vida|vivir|seguir|seguir viviendo|nada|existir|estar viv[oa])|(?:ya )?nada (?:ya )?(?:tiene|tenía|tenia) sentido|(?:la|su|mi) vida (?:ya )?no (?:tiene|tenía|tenia) (?:ningún |ningun )?sentido',
      context: `escopeta|pistola|revólver|revolver|arma|rifle|cuerda|soga|pastillas|veneno|puente|vías|vias|azotea|despedi[a-z]*|despid[eia][a-z]*|adiós|adios|carta|regal[a-z]*|morir|muerte|suicid[a-z]*|matar[a-z]*|desaparecer|acabar con|no (?:puede|puedo|aguanta|aguanto) (?:más|mas)|llor[a-z]*|encerrad[oa]|no (?:come|duerme|sale)|deprimid[oa]|depre|desde que (?:murió|murio|falleció|fallecio|se fue|perdió|perdio|lo dejó|lo dejo|la dejó|la dejo)|enviud[a-z]*|viud[oa]|${RESOLVED_TO}|${AFFAIRS_SETTLED}`,
    },
  ],
  clauseBreakers: ['pero', 'sino', 'aunque', 'embargo', 'excepto', 'salvo', 'mientras'],
  segmentBreakers: ['y', 'e', 'entonces', 'porque', 'pues', 'luego', 'además', 'ademas', 'también', 'tambien'],
  // fear and prevention make what follows hypothetical; a pet as the subject makes it not the visitor's emergency
  negationCues: ['no', 'ni', 'sin', 'nunca', 'nadie', 'miedo', 'temo', 'temor', 'evitar', 'prevenir', 'prevengo', 'perro', 'perra', 'perrito', 'perrita', 'gato', 'gata', 'gatito', 'gatita', 'mascota', 'cachorro', 'jamás', 'jamas', 'tampoco', 'ningún', 'ningun', 'ninguno', 'ninguna', 'nada', 'niega', 'negó', 'nego', 'niego', 'ausencia', 'libre', 'cero',
    // "si algún día le diera un infarto", "riesgo de infarto": not happening
    'diera', 'diese', 'pasara', 'pasase', 'ocurriera', 'ocurriese', 'sucediera', 'daría', 'daria', 'dará', 'riesgo', 'riesgos', 'probabilidad', 'probabilidades', 'posibilidad', 'posibilidades',
    'vigilar', 'vigile', 'vigilen', 'vigila', 'vigilad', 'vigilando', 'vigilamos', 'vigilo', 'vigilarle', 'vigilarla', 'vigilarlo'],
  pseudoNegations: [
    'no (?:sé|se)(?= (?:si|que|qué|q|k|cómo|como|cuál|cual|dónde|donde|cuándo|cuando|quién|quien|por|porque|xq|nada|muy|bien|el|la|lo|exactamente|ni|[.,?])|$)|no (?:sabemos|sabe|sabía|sabes|saben|solo|sólo|estoy segur[oa]|está segur[oa]|esta segur[oa]|hay duda|me queda claro|entiendo|recuerdo|me acuerdo|importa)',
    'sin (?:duda|embargo|saber)|no (?:lo|la) sé|ni idea|nada más que|no es (?:solo|sólo)',
    // "bebí sin querer lejía": by accident, nothing denied
    'sin querer(?:lo|la)?(?! (?:vivir|seguir|hacer(?:me|le|se)? daño|morir|matar[a-z]*))',
    // "out of nowhere", "as if nothing had happened": no negation of the sign that follows
    'de la nada|de sopetón|de sopeton|de improviso|como si (?:nada|no pasara nada|(?:me |le |te |nos )?(?:diera|diese|pasara|pasase|ocurriera|fuera a dar|fuese a dar))|sin más ni más|no (?:para|paraba|paró|deja|dejaba|dejó) de',
  ],
  bridges: [
    'tengo', 'tiene', 'tienes', 'tenía', 'tenia', 'tuve', 'tuvo', 'tenemos', 'tienen', 'he', 'ha', 'has', 'han', 'hemos',
    'tenido', 'sentido', 'siento', 'siente', 'sientes', 'sentía', 'sentia', 'noto', 'nota', 'noté', 'note', 'notado',
    'presento', 'presenta', 'presentado', 'hay', 'había', 'habia', 'hubo', 'un', 'una', 'unos', 'unas', 'el', 'la', 'los',
    'las', 'lo', 'mi', 'mis', 'su', 'sus', 'tu', 'tus', 'algún', 'algun', 'alguna', 'ningún', 'ningun', 'ninguna', 'de', 'del',
    'ya', 'más', 'mas', 'ahora', 'mucho', 'mucha', 'tanto', 'tanta', 'me', 'le', 'te', 'se', 'nos', 'les', 'está', 'esta',
    'estoy', 'es', 'fue', 'era', 'muy', 'nada', 'otra', 'otro', 'vez', 'signos', 'síntomas', 'sintomas', 'señal',
    'señales', 'rastro', 'tipo', 'clase', 'con', 'al', 'a', 'en', 'episodios', 'grave', 'fuerte', 'repentino', 'súbito',
    'realmente', 'actualmente', 'siquiera', 'quiero', 'quiere', 'quedar', 'quedarme', 'quedarse', 'aparece', 'aparecido', 'hasta', 'todavía', 'aún',
    'aun', 'nuevo', 'nueva', 'ningunos', 'tal', 'creo', 'real', 'verdadero', 'dolorcito', 'ese', 'esa', 'este',
    'pienso', 'piensa', 'pensado', 'pensando', 'pensar', 'ganas', 'intención', 'intencion', 'toma', 'tomo', 'toman', 'tomamos',
    'son', 'eran', 'fueron', 'tener', 'dar', 'dé', 'haría', 'haria', 'haré', 'hare', 'hacer', 'para', 'riesgo', 'peligro', 'sea', 'llegue', 'causar', 'cause', 'provocar', 'provoque', 'sufrir', 'sufra', 'llegar',
    'vuelto', 'volvió', 'volvio', 'vuelve', 'casa', 'familia', 'todos', 'nosotros', 'que', 'tenga', 'dé', 'otro', 'nuevo', 'idea', 'ideas', 'pensamientos', 'deseos', 'planes', 'intenciones',
    // "nada de querer hacerme daño", "ni nada parecido a una convulsión"
    'querer', 'parecido', 'parecida', 'similar', 'semejante',
    // "ni se me ponen los labios morados"
    'pone', 'ponen', 'puso', 'pusieron', 'puesto', 'ponía', 'ponia', 'ponían', 'ponian',
  ],
  disjunctions: ['o', 'u', 'ni'],
  intensifiers: 'como (?:esta|este|esto|ahora|hoy|el de hoy)|tan (?:fuerte|intenso|malo|mal|horrible)|hasta (?:hoy|ahora)|así de (?:fuerte|mal|malo)',
  remotePast: 'cuando (?:estoy|me pongo|me siento|ando|está|esta|se pone) (?:muy )?(?:nervios[oa]|ansios[oa]|estresad[oa]|agobiad[oa]|con ansiedad)|(?:la|esta) semana pasada|hace (?:una|dos|tres|cuatro|\\d+) semanas(?! que)|hace (?:\\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|varios|varias|muchos|muchas|algunos|algunas|más de \\d+|mas de \\d+) (?:años?|meses|mes|décadas?)|hace (?:años|mucho(?: tiempo)?|tiempo|meses)|hace (?:como|casi|ya|unos|unas) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta) años|cuando (?:tenía|tenia|tenía yo|tenia yo) (?:\\d{1,2}|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dieciocho|veinte) años|(?:el|hace un) año pasado|el (?:verano|invierno|otoño|curso) pasado|la primavera pasada|las (?:navidades|vacaciones) pasadas|el año antepasado|cuando (?:era|éramos|eramos|él era|ella era|tenía \\d+ años y era) (?:un |una )?(?:niñ[oa]s?|pequeñ[oa]s?|chic[oa]s?|joven|jóvenes|bebé|adolescente|chiquit[oa]s?)|cuando (?:estaba|estuve) embarazada|en (?:mi|su|el) (?:anterior|primer|último|ultimo|otro|pasado|segundo) (?:embarazo|parto)|(?:embarazo|parto) anterior|en el (?:parto|embarazo) de (?:mi|su) (?:primer|primera|anterior|otro|otra|mayor|segundo|segunda|hij[oa] mayor)|de (?:chic[oa]|pequeñ[oa]|niñ[oa]|joven|bebé|adolescente|chiquit[oa]|crí[oa]|cri[oa]|chaval[a]?|chamac[oa]|peque|pequeñit[oa]|niñit[oa]|morr[oa]|escuincle|chiquill[oa]|guaj[ei])|en (?:mi|su) (?:infancia|juventud|adolescencia|niñez)|en (?:el (?:año )?)?(?:19|20)\\d\\d|a los \\d{1,2}(?: años)?(?! (?:minutos|min|horas|segundos|días|dias|semanas|meses|mes|grados|metros|kilos|mg|ml))|a los (?:doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dieciocho|veinte) años|con \\d{1,2} años y nunca más|(?:tuve|tuvo|tuvimos|sufrí|sufri|sufrió|sufrio|pasé|pase|pasó|me dio|le dio|me dieron|le dieron)(?: [a-z]+){0,4} con (?:\\d|1[0-7]|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince) años?|y nunca más|antecedentes? de|historial de|en el pasado|anteriormente|previ[oa]|solía|solia|a veces|de vez en cuando|a menudo|con frecuencia|algunas veces|en ocasiones|ocasionalmente|cuando (?:tengo|me dan|me da|le dan|le da) (?:un |una )?(?:ataques?|crisis|ansiedad|estrés|estres|nervios)',
  recent: 'desde hace (?:una|dos|tres|cuatro|\\d+) semanas|desde la semana pasada|llev(?:o|a|amos) (?:una|dos|tres|cuatro|\\d+) semanas|hoy|ahora|ahorita|esta (?:mañana|tarde|noche|semana)|en este momento|ahora mismo|todavía|todavia|otra vez|de nuevo|sigue|aún|aun|desde (?:ayer|anoche|esta mañana|hace (?:una|un|\\d+) (?:hora|horas|minutos?|rato))',
  recovered: '(?:qué|que) precauciones (?:tomo|tomar|debo|tengo|hay)|ya se (?:me|le) (?:fue|ha ido|pasó|paso|ha pasado|quitó|quito|ha quitado)(?= [.,?]|$)|(?:me|se|nos) (?:recuperé|recupere|recuperó|recupero|recuperamos|he recuperado|ha recuperado) (?:muy )?(?:bien|del todo|totalmente|completamente|sin problemas|perfectamente)|(?:ahora|ya|hoy) tengo \\d{2}(?: años)?|ning[uú]n problema|sin (?:ningún |ningun )?problemas?|(?:ahora|hoy|ya|hoy en día|hoy en dia|actualmente) (?:estoy|está|esta|me encuentro|se encuentra|estamos|están|estan) (?:muy |totalmente |completamente |perfectamente )?(?:bien|perfect[oa]s?|recuperad[oa]s?|estupend[oa]s?|genial)(?: del todo)?|(?:totalmente|completamente|del todo|por completo|perfectamente) recuperad[oa]s?|recuperad[oa]s? (?:del todo|por completo|totalmente|completamente)|sin secuelas|ninguna secuela|desde entonces (?:nada|nunca|ninguna|ningún|ningun|bien|no he|no ha|estoy bien|está bien|esta bien)|no (?:he|ha) vuelto a (?:tener|pasar|repetir)|nunca (?:más|mas) (?:he|ha|me|le|volví|volvio|volvió)',
  afterEvent: '(?:después del|despues del|desde el|rehabilitación del|rehabilitacion del|recuperación del|recuperacion del|secuelas del|antes del|tras el|recuperad[oa] del|se recuperó del|se recupero del|(?:recuperad[oa]|se recuperó|se recupero|superó|supero|superado) de (?:un|una|el|la|mi|su)|(?:murió de|murio de|falleció de|fallecio de|murieron de|muerto de|muerta de|después de|despues de|desde|tras|recuperándose de|recuperandose de|se recupera de|sobrevivió a|sobrevivio a|sobreviví a|secuelas de|rehabilitación (?:de|tras|después de)) (?:un|una|el|la|mi|su|sus|mis))(?: [a-z\']+)?',
  eventNouns: 'infarto|sepsis|septicemia|ataque|derrame|ictus|convuls[a-z]*|sobredosis|paro|embolia|acv|quemadura[a-z]*|conmoción',
  questionOpeners: 'qué|que|q|k|cómo|como|cuál|cual|cuáles|cuales|cuánto|cuanto|cuánta|cuanta|cuántos|cuantos|cuántas|cuantas|por qué|por que|porqué|xq|pq|por q|cuándo|cuando|dónde|donde|quién|quien|es|son|puede|pueden|se puede|hay|debo|debería|deberia|tiene|existe|dime|dígame|digame|explícame|explicame|explíqueme|expliqueme|quisiera saber|quiero saber|me gustaría saber|me gustaria saber|tengo curiosidad|tengo una duda|una duda|tengo una pregunta|me pregunto|pregunta|una pregunta|sabe|sabes|what|whats|what\'s|how|why|which|when|is|are|can|could|should|do|does',
  generalCues: '(?:por qué|por que|porqué|xq|pq) hay|hay (?:tant[oa]s|cada vez (?:más|mas))|en (?:estados unidos|eeuu|ee uu|el mundo|europa|latinoamérica|latinoamerica)|se pegan? (?:por|con|al|a|entre|de|si|en|\\?)|(?:se )?(?:convierte|convierten|transforma|transforman)(?: [a-z]+){0,3} en|pasa a (?:ser|considerarse)|(?:qué|que|q) (?:le )?(?:pasa|ocurre|sucede) (?:al|en el|con el) (?:cuerpo|organismo|cerebro|corazón|corazon)|(?:cómo|como) (?:sé|se|sabes|sabe|saber|distingo|diferencio|reconozco|distinguir|diferenciar) si|(?:es|son|será|sera|sería|seria) lo mismo|(?:la )?misma cosa|sinónimos?|sinonimos?|previen[a-z]*|c[oó]mo se (?:para|detiene|corta|cura|trata|quita)|(?:cómo|como) (?:puedo |podemos |se puede |puede uno )?(?:saber|darme cuenta|darse cuenta|notar|detectar|reconocer|identificar) (?:de )?si (?:alguien|un|una|otra persona)|mucha gente|muchas personas|he leído|he leido|leí que|lei que|he oído que|he oido que|dicen que|(?:le|les|me|te|nos) (?:puede|pueden|podría|podria|suele|suelen) (?:dar|salir|subir|provocar|causar)|(?:puede|pueden|podría|podria) (?:dar|provocar|causar|producir) (?:ideas|pensamientos)|^(?:la|el|los|las) [a-z]+ (?:puede|pueden|podría|podria) (?:dar|provocar|causar|producir)|siempre (?:es|son|significa|significan|indica|indican) (?:del|de|un|una|algo)|(?:es|son) siempre (?:del|de|un|una|algo|grave)|(?:es|son) normal(?:es)? en (?:el|la|los|las) (?:embarazo|parto|posparto|postparto|niños|bebés|bebes|adolescentes|ancianos)|síntomas?|sintomas?|signos?|señales?|senales?|causa[a-z]*|provoca[a-z]*|riesgos?|probabilidad[a-z]*|prevenir|prevención|prevencion|prevengo|evitar|reducir|bajar|tratamiento[a-z]*|trata|tratan|tratar|terapia|cura|reconoc[a-z]*|reconoz[a-z]*|identific[a-z]*|distingu[a-z]*|detect[a-z]*|diferencia[a-z]*|primeros auxilios|efectos? secundarios?|efectos? adversos?|vacuna[a-z]*|común|comun|lo normal|significa|en general|normalmente|(?:en )?(?:la )?gente (?:joven|mayor|sana)|causes|caused|symptoms?|signs? of|treatment|treated|treat|difference|prevent[a-z]*|risks?|in general|usually|how long|(?:qué|que|q) (?:hacer|hago|hacemos|debo hacer|debemos hacer|se hace|tengo que hacer) (?:si|cuando|en caso|ante|frente a|durante)|(?:cómo|como) (?:actuar|actúo|actuo|reaccionar) (?:ante|frente a|si|cuando|durante)|qué (?:se )?debe hacer|que (?:se )?debe hacer|cómo (?:se )?(?:usa|usar|ayud[a-z]*|actuar|act[uú]a|hace|nota|sabe)|como (?:se )?(?:usa|usar|ayud[a-z]*|actuar|act[uú]a|hace|nota|sabe)|para (?:qué|que) sirve|si (?:alguien|una persona|un niño|una niña|un bebé|tú|usted|uno|la gente)|cuando (?:alguien|una persona|un niño|un bebé|uno)|alguien|una persona|la gente|las personas|en caso de|sobrevivir|supervivencia|recuperación|recuperacion|cuesta|precio|cuánt[oa]s?|cuant[oa]s?|dosis (?:máxima|maxima|tóxica|toxica|letal|recomendada|normal)|contagi[a-z]*|transmit[a-z]*|hereda[a-z]*|hereditari[oa]|posible|es posible|se puede|puede uno|peligroso|futuro|algún día|algun dia|miedo (?:a|de)|me preocupa (?:tener|sufrir)|prueba[a-z]* para|diagnóstic[a-z]*|diagnostic[a-z]*|(?:es|son) (?:lo mismo|igual(?:es)?) que|lo mismo que|hay que|se debe|se tiene que|conviene|graves?|peligros[oa]s?|mortal(?:es)?|letal(?:es)?|se considera|considera|(?:qué|que) se siente|se cura|pronóstico|pronostico|(?:un|una|los|las) (?:chic[oa]s?|protagonistas?|personajes?|niños?|niñas?|bebés?|bebes?|adultos?|personas?|mujeres|mujer|hombres?|embarazadas?|jóvenes|joven|ancianos?|ancianas?|adolescentes?|pacientes?|diabétic[oa]s?)|^(?:por qué|por que|porqué|xq|pq) [a-z]+|^(?:las|los) [a-z]+|(?:por qué|por que|porque|xq|pq) (?:se )?(?:producen|produce|dan|da|ocurren|ocurre|pasan|pasa|aparecen|aparece|salen|sale)',
  personal: '(?:me|le|te) cuesta (?:mucho |muchísimo |muchisimo |bastante |un montón |un monton |horrores )?(?:respirar|tragar|despertar)|desde hace (?:(?:un|una|unos|unas|media|\\d+|[a-z]+) )?(?:rato|ratito|minutos?|min|horas?)|desde (?:esta (?:mañana|tarde|noche)|anoche)|(?:^|, )hay (?:un|una) (?:chico|chica|señor|señora|senor|senora|hombre|mujer|niño|niña|nino|nina|persona|tío|tio|tipo|muchacho|muchacha|anciano|anciana|abuelo|abuela|chaval|chavala|pibe|piba|chamaco|chamaca) (?:tirad[oa]|desmayad[oa]|inconsciente|en el suelo|en el piso|que no)|delante de (?:mí|mi|nosotros)|si (?:yo|me|mi|tengo|estoy)|tengo(?! (?:curiosidad|una duda|una pregunta|dudas|entendido|leído|leido|oído|oido|visto|que saber))|estoy|mis? (?:padre|madre|papá|papa|mamá|mama|hij[oa]s?|marido|mujer|espos[oa]|pareja|novi[oa]|abuel[oa]|abuelit[oa]|herman[oa]|bebé|bebe|nene|nena|niñ[oa]|tí[oa]|ti[oa]|prim[oa]|sobrin[oa]|niet[oa]|suegr[oa]|amig[oa]|compañer[oa]|vecin[oa]|jefe|jefa|viej[oa])|me (?:duele|duela|duelen|duelan|está|esta|estoy|pasa|pase|pasó|paso|siento|dio|empezó|empezo|ha dado)|le (?:está|esta) (?:pasando|dando)|creo que|mi [a-z]+ (?:tiene|tenga|está|esté|esta|acaba|sigue|siga|no)|ahora|ahorita|ahora mismo|en este momento|^ayuda|(?:necesito|necesitamos|pido|pedimos) ayuda|ayuda (?:por favor|urgente|rápido|ya|porfa)|ayúdenme|ayudenme|ayúdame|ayudame|por favor|urgente|rápido(?! (?:del|de la|de los|de las|de un|de una|de) [a-z]+)',
  justHappened: '(?:se |me |te |le |nos )?acab(?:a|o|an|amos|ó|e) de|hace (?:un rato|un ratito|unos minutos|un momento|media hora|una hora|\\d+ minutos)|ahora mismo|en este momento|ahorita',
  functionWords: ['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'mi', 'mis', 'no', 'es', 'con', 'por', 'para', 'una', 'un', 'me', 'se', 'lo', 'le', 'tengo', 'tiene', 'qué', 'cómo', 'como', 'está', 'esta', 'estoy', 'pero', 'muy', 'hace', 'desde', 'puedo', 'puede', 'debo', 'al', 'su', 'sus', 'ya', 'cuando', 'mucho', 'hijo', 'hija', 'niño', 'usted', 'tú', 'yo', 'él', 'ella', 'después', 'años', 'hoy', 'ayer', 'ahora', 'dolor', 'tomar', 'creo', 'sin', 'otra', 'vez', 'porque', 'si'],
  definitionPrefix: '(?:en )?(?:qué|que|q) consisten?(?: (?:exactamente|realmente|en realidad|concretamente|en concreto))?(?: (?:el|la|los|las|un|una))?|(?:qué|que|q) (?:es|son|significa|quiere decir)(?: (?:exactamente|realmente|en realidad|concretamente|en concreto|bien))?(?: (?:el|la|los|las|un|una))?(?: (?:shock|choque|síndrome|sindrome|enfermedad|reacción|reaccion|crisis|ataque|accidente|intoxicación|intoxicacion))?|(?:qué|que|q) (?:es|son) (?:eso de|lo que es)(?: (?:el|la|un|una))?|(?:definición de|explícame|explicame|háblame de|hablame de)(?: (?:el|la|los|las|un|una))?|(?:en )?(?:qué|que|q) (?:es|son|significa|significan|quiere decir|consiste|consisten) (?:en )?(?:el|la|los|las) (?:regla|escala|prueba|test|método|metodo|protocolo|código|codigo|siglas|acrónimo|acronimo)(?:(?: [a-z]+){0,5} (?:del|de la|de los|de las|de|en el|en la|para el|para la)(?: (?:un|una))?)?',
  // also a medicine's leaflet: "¿la sertralina puede dar ideas suicidas como efecto secundario?"
  selfHarmGeneric: 'un amigo|una amiga|un familiar|un ser querido|un compañero|una compañera|un conocido|una conocida|un hijo|una hija|un alumno|una alumna|los alumnos|mis alumnos|un estudiante|efectos? (?:secundarios?|adversos?)|prospecto|(?:puede|pueden|podría|podria|suele|suelen) (?:dar|provocar|causar|producir|aumentar)|alguien|una persona|las personas|personas|la gente|uno|una misma|uno mismo|(?:un|una|los|las) (?:adolescentes?|jóvenes|joven|chic[oa]s?|niñ[oa]s?|pacientes?|personas?)',
  benign: {
    // an attempt dated years back, told with nothing happening now
    self_harm: [{
      // a goodbye for a move, a trip, a new job or a retirement: "me mandó un mensaje de despedida, se va a vivir a Chile"
      all: ['despedida|despid[a-z]*|despedi[a-z]*|adiós|adios', 'se (?:va|iba|fue|ha ido|marcha|marchó|marcho) (?:a vivir |a trabajar |a estudiar |de erasmus|de viaje|de vacaciones|a (?:otro|otra) |al extranjero|fuera)|se (?:muda|mudó|mudo|ha mudado|mudaba|traslada|trasladó|traslado|ha trasladado)|mudanza|(?:antes de|para) (?:irse|irme) (?![.,?])|(?:antes de|para) (?:mudarse|mudarme|jubilarse|jubilarme) |(?:me|se|nos) (?:jubilo|jubila|jubilé|jubile|jubiló|jubilo)|mili|erasmus|de vacaciones|(?:otro|otra) (?:país|pais|ciudad|trabajo|empresa|colegio|escuela)|nostalgia|muy (?:bonit[oa]|emotiv[oa]|tierno|tierna)'],
      unless: 'morir|muert[ea]|matar[a-z]*|suicid[a-z]*|pastillas|cuerda|soga|puente|vías|vias|azotea|acantilado|escopeta|pistola|arma|para siempre|no (?:contesta|coge|responde)|apagado|lo siente|perdón|perdon|carga|ya no (?:aguanta|aguanto|puede|puedo)',
      scope: 'sentence',
    }, {
      // asked about it and the answer is an explicit no: "me preguntó si tengo ideas de quitarme la vida y no, para nada"
      all: ['pregunt[a-z]* (?:si|por|sobre)', '(?:y|le dije|les dije|dije|respondí|respondi|contesté|conteste) (?:que )?no (?:, )?(?:para nada|en absoluto|nunca|ninguna|de ninguna manera|ni de broma|ni de lejos|cero)'],
      unless: 'a veces|últimamente|ultimamente|ganas|plan|despedi[a-z]*|despid[eia][a-z]*|mentí|menti|mentira',
    }, {
      all: ['hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios|bastantes) años|hace años|hace mucho tiempo|en (?:19|20)\\d\\d', '(?:ahora|hoy|ya|actualmente) (?:estoy|me encuentro|me siento) (?:muy |totalmente |completamente )?(?:bien|estable|recuperad[oa]|feliz)|llevo (?:años|mucho tiempo) (?:bien|sin)|(?:quitar|borrar|tapar|disimular|tatuar|cubrir)(?:me|le|se)?(?:las|los)? ~3 (?:cicatrices|marcas|láser|laser|tatuaje)|(?:cicatrices|marcas) ~4 (?:láser|laser|tatua[a-z]*|crema|maquillaje)|(?:lo|la|las|los) (?:dejé|deje|dejó|superé|supere|superó|paré|pare|paró) hace|hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios|bastantes) años (?:que no|q no|k no|que (?:lo |la |las |los )?(?:dejé|deje|dejó|superé|supere|superó|paré|pare|paró))|(?:llevo|lleva) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios|bastantes) años (?:sin|limpi[oa]|bien)'],
      unless: 'otra vez|de nuevo|volv[a-z]*|vuelv[a-z]*|ganas|(?:quiero|quisiera) (?:morir[a-z]*|matarme|hacerme|cortarme|desaparecer|acabar|dejar de|terminar)|pienso|pensando|estos días|estos dias|últimamente|ultimamente|esta semana|anoche|ayer|todavía|todavia|sigo(?! (?:con|en|yendo a|yendo al) (?:la |el |mi )?(?:terapia|tratamiento|psicólog[oa]|psicolog[oa]|psiquiatra|medicación|medicacion))|aún|aun',
      scope: 'sentence',
    }, {
      all: ['hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios|bastantes) años|en (?:19|20)\\d\\d|a los (?:\\d{1,2}|quince|dieciséis|dieciseis|diecisiete|dieciocho|veinte) años', '(?:tuve|hice|intenté|intente|tuvo|hizo|intentó|intento)'],
      unless: 'ahora|hoy|ahorita|otra vez|de nuevo|volv[a-z]*|vuelv[a-z]*|ganas|quiero|quisiera|pienso|pensando|estos días|estos dias|últimamente|ultimamente|esta semana|anoche|ayer|todavía|todavia|sigo|sigue|aún|aun',
      scope: 'sentence',
    }],
    // a face swollen by a tooth, a blow or a mosquito, with nothing in the airway
    anaphylaxis: [REPORT_WORD, {
      // a face a little puffy on waking, with no allergen, breathing or swallowing sign in the clause
      all: ['(?:cara|párpados|parpados|ojos|mejillas?) (?:un poco|un poquito|algo|ligeramente|medio) (?:hinchad|inflamad)[a-z]*'],
      unless: `labios?|lengua|garganta|respir[a-z]*|aire|trag[a-z]*|ahog[a-z]*|silb[a-z]*|voz|ronchas|habones|urticaria|mare[a-z]*|desmay[a-z]*|(?:después|despues|tras|al) (?:de )?(?:comer|tomar|la picadura)|comí|comi|comió|comio|picó|pico|picadura|abeja|avispa|epipen|adrenalina`,
    }, {
      all: ['muela|muelas|flemón|flemon|dentista|diente|dientes|encía|encia|absceso|golpe|golpeó|golpeo|mosquito|mosquitos|orzuelo|conjuntivitis'],
      unless: 'respir[a-z]*|tragar|garganta|lengua|ronchas|habones|mare[a-z]*|desmay[a-z]*|aire|ahog[a-z]*',
    }, {
      // hay fever: itchy swollen eyes and sneezing
      all: ['polen|ácaros|acaros|rinitis|estornud[a-z]*|fiebre del heno|primavera|gramíneas|gramineas'],
      unless: 'respir[a-z]*|tragar|garganta (?:cerrad|apretad|hinchad|inflamad)[a-z]*|(?:cierra|cerrando|hinchando|hincha|hinchó|hincho) (?:la )?garganta|lengua|labios|ronchas|habones|mare[a-z]*|desmay[a-z]*|aire|ahog[a-z]*|pitos|silb[a-z]*',
    }, TOPIC, PET],
    // a case at school or nursery: someone else's illness, the visitor asking what to watch for
    meningitis: [EVERYDAY_MENTION, REPORT_WORD, FEARED, SUPPORT_GROUP, BELIEF, {
      // a vaccine or travel question, or a disease heard about, with no sign of it
      all: ['vacun[a-z]*|viaj[a-z]*|(?:me|nos|le) (?:han|ha) (?:dicho|hablado|comentado|recomendado) (?:algo )?(?:de|sobre|acerca de)|(?:me|nos|le) dijeron algo (?:de|sobre)|(?:he|hemos) (?:oído|oido|leído|leido) (?:hablar )?(?:de|sobre|algo)'],
      unless: `${FEVER}|r[ií]gid[oa]|rigidez|manchas|cuello|nuca|luz|vomit[a-z]*|somnolient[oa]|dormid[oa]|adormilad[oa]|confus[oa]|convuls[a-z]*|decaíd[oa]|decaid[oa]|irritable|llora|ahora|hoy|esta (?:mañana|tarde|noche)|anoche|urgencias|ingresad[oa]|tiene (?:la )?meningitis`,
      scope: 'sentence',
    }, {
      all: ['casos? de|brote de|contacto con|contagi[a-z]*|vacuna[a-z]*'],
      unless: 'fiebre|calentura|rígid[oa]|rigid[oa]|manchas|vomit[a-z]*|somnolient[oa]|adormilad[oa]|(?:tiene|tengo|tenga) meningitis',
    }, TOPIC, NOW_WELL],
    breathing: [{
      all: ['calor|bochorno|vaso de agua|frío|frio|piscina|helad[oa]|tiritando|nieve|ansiedad|pánico|panico|agobio|claustrofobia|sitios cerrados|estrés|estres|correr|corriendo|corro|carrera|gimnasio|gym|ejercicio|deporte|entrenar|entreno|yoga|pilates|nadar|nadando|cuesta arriba|subir (?:la cuesta|cuestas|escaleras|las escaleras)|subiendo (?:la |las |una )?(?:cuesta|cuestas|escalera|escaleras)|subir ~2 (?:pisos|plantas|escalones)|en reposo (?:respiro|respira|estoy|está|esta) (?:bien|perfect[oa]|normal)'],
      unless: 'labios|morad[oa]|azul|gris|no (?:puede|puedo) hablar|inhalador|asma|no (?:puedo|puede|pueden|pueda|puedan) respirar|no respira|desmay[a-z]*|inconsciente|atragant[a-z]*|trag[oó] agua|se (?:ha )?ahogado|se ahog[oó]|casi se ahoga|sacamos del agua|rescat[a-z]*|no reacciona|no responde',
    }, TOPIC, PET, SOMEDAY, BREATH_HOLDING, {
      // pauses in breathing while snoring, asked about as a sleep problem: "dice que dejo de respirar cuando ronco"
      all: ['ronc[a-z]*|apneas?|estudio del sueño|estudio de sueño|unidad del sueño|polisomnograf[a-z]*|cpap'],
      unless: 'bebé|bebe|beba|recién nacid[oa]|recien nacid[oa]|lactante|meses|semanas|morad[oa]|azul|gris|no (?:se )?(?:despierta|reacciona|responde)|no (?:lo|la|le) (?:podemos|puedo|conseguimos|consigo) despertar|pastillas|alcohol|borrach[oa]|droga[s]?|ahora mismo|ahorita|ronca (?:raro|muy raro|de forma rara)',
      scope: 'sentence',
    }, {
      // breathless on a run and recovered soon after: "me quedé sin aire al correr, luego me recuperé"
      all: ['(?:luego|después|despues|enseguida|al rato|al momento|en (?:un|unos) (?:minuto|minutos|segundos|rato)) (?:me |se |le )?(?:recuperé|recupere|recuperó|recupero|pasó|paso|me pasó|me paso|se me pasó|se me paso|se le pasó|se le paso|estaba bien|estuve bien|volví a respirar bien|volvi a respirar bien)|ya (?:me |se )?(?:he |ha )?recuperad[oa]'],
      unless: 'ahora|todavía|todavia|sigo|sigue|labios|morad[oa]|azul|gris|no respira|inconsciente|desmay[a-z]*|asma|inhalador',
      scope: 'sentence',
    }],
    severe_bleeding: [BLEED_DOSING, FEARED, {
      // a streak of blood in the phlegm of a cold, told as small
      all: ['hilit[oa]s?|hilos? de sangre|un poco de sangre|poquit[oa] de sangre|pintas de sangre|vetas|estr[ií]as|rayitas|manchitas', 'flema|flemas|moco|mocos|esputo|gargajo'],
      unless: 'mucha|bastante|coágulos|coagulos|taza|vaso|chorro|bocanad[a-z]*|buches?|boca llena|no (?:es|son|era|eran) (?:solo |sólo )?(?:un |unos )?(?:hilit|hilo|poc|vet|estr|rayit|manchit)[a-z]*|no para|sin parar|mare[a-z]*|desmay[a-z]*|ahog[a-z]*|falta el aire|pecho|vomit[a-z]*|roja viva',
      scope: 'sentence',
    }, {
      all: ['regla|menstruación|menstruacion|periodo|período|encías|encias|cepill[a-z]*|manchado|análisis|analisis|extracción de sangre|extraccion de sangre|sacaron sangre|sacar sangre|donar|donación|donacion|donante'],
      // a pad or tampon soaked within the hour, or faintness, is not an ordinary period
      unless: 'mare[a-z]*|desmay[a-z]*|(?:cada|en) (?:menos de )?(?:media hora|una hora|1 hora|\\d+ minutos|un cuarto de hora)',
    }, {
      // a nosebleed that has stopped
      all: ['nasal|nariz', '(?:paró|paro|se paró|se paro|se detuvo|se cortó|se corto|dejó de sangrar|dejo de sangrar|ha parado|ya no sangra)'],
      unless: 'no (?:para|paró|paro|se detiene|se corta|se paró|se paro)|sin parar|anticoagul[a-z]*|sintrom|warfarina|vomit[a-z]*|otra vez|de nuevo|mare[a-z]*|desmay[a-z]*',
      scope: 'sentence',
    }, TOPIC],
    chest_pain: [EVERYDAY_MENTION, SCHOOLWORK_DIFFERENCE, REPORT_WORD, FEARED, SUPPORT_GROUP, BELIEF, {
      // sore where a finger presses or after lifting, breathing told as fine ("respiro bien y no me falta el aire")
      all: ['(?:al|si|cuando|solo al|sólo al) (?:me )?(?:aprieto|apreto|presiono|toco|palpo|apretar|apretarme|presionar|presionarme|tocar|tocarme|palpar|palparme|hundir|hundo)|costocondritis|agujetas|es muscular|(?:desde|después|despues|tras) (?:que )?(?:levant[a-z]*|hice|hago) (?:pesas|flexiones|peso)', 'respiro (?:bien|normal|perfectamente|sin problemas?)|no me falta (?:el )?aire|sin (?:falta de aire|ahogo)'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|quijada|cuello|espalda|mare[a-z]*|desmay[a-z]*|opresión|opresion|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|gris|insoportable|horrible|otra vez|de nuevo|de repente|de golpe',
      scope: 'sentence',
    }, {
      // sore when coughing with a cold, breathing told as normal
      all: ['(?:cuando|al|si) (?:toso|tose|toser|tosa|estornudo|estornuda|estornudar)|por (?:la|tanta) tos|de (?:tanto )?toser', 'catarro|resfriado|resfrío|resfrio|constipado|gripe|tos|bronquitis|garganta'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|quijada|espalda|ahog[a-z]*|falta el aire|(?:no )?puedo respirar|cuesta respirar|mare[a-z]*|desmay[a-z]*|opresión|opresion|aprieta|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|sangre|morad[oa]|azul|insoportable|horrible|de repente|de golpe|muy fuerte|fiebre alta|(?:39|40) (?:grados|de fiebre)',
      scope: 'sentence',
    }, {
      // sore to the touch after exercise or lifting, with no sign of the heart
      all: ['flexiones|gimnasio|gym|pesas|press de banca|dominadas|entrenar|entreno|mudanza|cargar|cargu[eé]|levantar (?:peso|cajas|muebles)', 'es muscular|(?:al|si|cuando) (?:me )?(?:aprieto|presiono|toco|apretar|presionar|tocar|apreto|giro|estiro)|agujetas'],
      unless: 'sud[a-z]*|brazo izquierdo|mandíbula|mandibula|quijada|ahog[a-z]*|falta el aire|mare[a-z]*|desmay[a-z]*|opresión|opresion|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|insoportable|horrible|no se (?:me |le )?(?:pasa|quita|va(?! a (?:ningún|ningun|ninguna|otro|otra)))|otra vez|de nuevo',
      scope: 'sentence',
    }, {
      // sore only where a finger presses: chest-wall pain, with no sign of the heart
      all: ['(?:al|si|cuando|solo al|sólo al) (?:me )?(?:aprieto|apreto|presiono|toco|palpo|apretar|apretarme|presionar|tocar|tocarme|palpar|hundir|hundo) ~5 (?:punto|puntito|costilla|costillas|esternón|esternon|zona|sitio|lugar|ahí|ahi)|costocondritis|condritis|tietze|(?:me|le) (?:lo )?reproduce (?:el dolor )?al (?:apretar|presionar|tocar)'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|quijada|cuello|espalda|ahog[a-z]*|falta el aire|(?:me|le) cuesta respirar|mare[a-z]*|desmay[a-z]*|opresión|opresion|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|gris|insoportable|horrible|otra vez|de nuevo|de repente|de golpe',
      scope: 'sentence',
    }, {
      // a pang of a few seconds that has not come back
      all: ['(?:un|unos|dos|tres|\\d+|un par de|pocos) (?:segundo|segundos|instante|momento)', 'no (?:ha )?(?:volvió|volvio|vuelto|repetido|repitió|repitio)|(?:ya )?(?:me siento|estoy) bien|se (?:me )?(?:pasó|paso|fue) (?:solo|sola|enseguida|al momento)|(?:hoy|ya|desde entonces) (?:nada|ni rastro|ni una vez)|(?:deporte|ejercicio|correr|corrido|entrenado|entrenar|gimnasio|gym) (?:sin (?:ningún |ningun )?problemas?|normal|con normalidad|perfectamente)'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|quijada|aire|ahog[a-z]*|mare[a-z]*|desmay[a-z]*|presión|presion|opresión|opresion|aprieta|apret[a-z]*|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|fuerte|insoportable|horrible|otra vez|de nuevo|sigue',
      scope: 'sentence',
    }, {
      // heartburn after a meal, with no sign of the heart
      all: ['(?:después|despues) de (?:comer|cenar|la comida|la cena|desayunar)|reflujo|acidez|ardor de estómago|ardor de estomago|gastritis|eruct[a-z]*'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|quijada|hombro|aire|ahog[a-z]*|mare[a-z]*|desmay[a-z]*|presión|presion|opresión|opresion|aprieta|apret[a-z]*|peso|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|irradia[a-z]*|fuerte|insoportable|horrible|no se (?:me |le )?(?:pasa|quita|va)',
      scope: 'sentence',
    }, {
      // a mild ache with a cold or the flu, the mildness told after "pero"
      all: ['gripe|bronquitis|covid|catarro|resfriad[oa]|constipad[oa]|tos|toser', 'es (?:muy )?leve|(?:un|muy) poco|poquito|ligero|ligera|leve|soportable'],
      unless: '(?:muy|tan|re|super) fuerte|intens[oa]|horrible|terrible|aplast[a-z]*|sud[a-z]*|brazo|mandíbula|mandibula|aire|ahog[a-z]*|mare[a-z]*|desmay[a-z]*|presión|presion|opresión|opresion|apret[a-z]*|irradia[a-z]*|sangre|labios',
      scope: 'sentence',
    }, {
      // a pang that has gone, and the visitor well
      all: ['desapareci[oó]|se (?:me |le )?(?:pasó|paso|fue|quitó|quito)|ya no (?:me|le) duele', 'me encuentro (?:perfectamente|bien|genial)|estoy (?:perfectamente|bien|genial)|(?:está|esta|se encuentra) (?:perfectamente|bien|genial)'],
      unless: 'sud[a-z]*|brazo|mandíbula|mandibula|aire|mare[a-z]*|desmay[a-z]*|vomit[a-z]*|náuseas|nauseas|otra vez|de nuevo|vuelve|volvió|volvio|sigue|todavía|todavia|aún|aun|no (?:se (?:me |le )?(?:pasa|quita|va)|desaparece)|hora|horas|rato',
      scope: 'sentence',
    }, {
      // a strain or cough with a small pang, or breastfeeding: (A and B) or C, written as (A or C) and (B or C)
      all: ['gripe|bronquitis|covid|constipad[oa]|estornud[a-z]*|(?:al|cuando) respir[a-z]* (?:hondo|profundo)|músculos?|muscular|tirón|agujetas|me caí|me cai|caída|caida|golpe|golpeé|golpee|moratón|moretón|flexiones|lagartijas|gimnasio|gym|pesas|costillas?|tos|tosiendo|toser|toso|tose|catarro|resfriado|acidez|reflujo|ardor|mamar|lactancia|lactando|dar (?:el )?pecho|dando (?:el )?pecho|doy (?:el )?pecho|amamant[a-z]*|pezón|pezones|pezon|teta|tetas|leche materna|sacaleches|mastitis|grietas', 'creo que es (?:la |una |el )?(?:costilla|muscular|un músculo|un musculo|contractura|golpe|tirón|tiron)|(?:desde|después|despues|tras) (?:que )?(?:me )?(?:caí|cai|caída|caida|golpeé|golpee|el golpe)|un poco|poquito|poco|leve|ligero|ligera|pequeñ[oa]|pequeñit[oa]|chiquit[oa]|al (?:tocar|apretar|presionar)[a-z]*|cuando (?:me )?(?:toco|aprieto|presiono)|al (?:toser|estornudar)|cuando (?:toso|tose|tosa|toses|estornudo|estornuda)|cuando hago (?:flexiones|pesas|abdominales|ejercicio con los brazos)|al (?:mover|estirar|girar)(?:me)? (?:el|los) (?:brazo|brazos|tronco)|cuando (?:muevo|estiro|giro) (?:el|los) (?:brazo|brazos|tronco)|mamar|lactancia|lactando|dar (?:el )?pecho|dando (?:el )?pecho|doy (?:el )?pecho|amamant[a-z]*|pezón|pezones|pezon|teta|tetas|leche materna|sacaleches|mastitis|grietas'],
      unless: '(?:dolor|punzada|presión|opresión) (?:muy |tan )?(?:fuerte|intens[oa])|(?:muy|tan|re|super) fuerte|intens[oa]|horrible|terrible|aplast[a-z]*|sud[a-z]*|(?:al|hacia el|por el|hasta el|en el) brazo|brazo izquierdo|mandíbula|respir[a-z]*(?! (?:hondo|profundo))|aire|mare[a-z]*|desmay[a-z]*|presión|opresión|apret[a-z]*|irradia[a-z]*',
    }, {
      // heartburn that an antacid settles: "ardor detrás del esternón después de cenar fuerte, se me pasa con un almax"
      all: ['ardor|acidez|reflujo|quemaz[oó]n|ardores|agrur[a-z]*', '(?:se (?:me |le |te )?(?:pasa|pasó|paso|quita|quitó|quito|calma|alivia|va)|mejora|(?:me|le) alivia) (?:con|tomando|al tomar|después de tomar|despues de tomar) (?:un |una |el |la |unos |unas )?(?:almax|omeprazol|gaviscon|sal de frutas|sal de fruta|sal andrews|bicarbonato|rennie|antiácido|antiacido|pantoprazol|esomeprazol|ranitidina|protector|sucralfato|leche|sobre)'],
      unless: 'no se (?:me |le |te )?(?:pasa|pasó|paso|quita|quitó|quito|calma|alivia|va)|ni con|ya no|sud[a-z]*|brazo|mandíbula|mandibula|quijada|hombro|falta (?:el )?aire|ahog[a-z]*|mare[a-z]*|desmay[a-z]*|opresión|opresion|aprieta|apret[a-z]*|náuseas|nauseas|vomit[a-z]*|pálid[oa]|palid[oa]|irradia[a-z]*|insoportable|horrible',
      scope: 'sentence',
    }, TOPIC, SOMEDAY, CHECKED_FINE, {
      // an infarction over: "ha tenido un infarto y ya se ha incorporado al trabajo"
      all: ['infarto|ataque (?:al|de) corazón|ataque (?:al|de) corazon', '(?:está|esta) (?:estable|ingresad[oa]|hospitalizad[oa])|en la uci|ya (?:se ha incorporado|se incorporó|se incorporo|está trabajando|esta trabajando|trabaja|ha vuelto|volvió|volvio|está en casa|esta en casa|está recuperad[oa]|esta recuperad[oa]|está bien|esta bien)|(?:le|les) (?:dieron|han dado) el alta|(?:se )?(?:ha )?recuper(?:ó|o|ado)'],
      unless: 'duele|dolor|aprieta|presión|presion|opresión|opresion|sud[a-z]*|brazo|aire|otra vez|de nuevo',
      scope: 'sentence',
    }, {
      // "si no bajo el volumen le va a dar un infarto": exasperation, no symptom told
      all: ['(?:me|le|te|nos|les) (?:va|iba|van|iban) a dar (?:un )?(?:infarto|ataque)'],
      unless: 'duele|dolor|presión|presion|opresión|opresion|aprieta|sud[a-z]*|brazo|aire|respir[a-z]*|mare[a-z]*|siento|siente',
    }],
    burns: [YEARS_RECOVERED, {
      // a small shock from a plug, over at once
      all: ['calambrazo|calambre|chispazo|descarga|corriente|enchufe', '(?:ya )?(?:estoy|está|esta|me encuentro|se encuentra) bien|(?:un|el) momento|ni lo not[eé]|nada (?:más|mas)|sin (?:marcas?|quemaduras?|heridas?)|no (?:tengo|tiene|me ha quedado|le ha quedado) (?:marcas?|quemaduras?|nada)'],
      unless: 'quemad[a-z]*|quemadura|marca negra|negr[oa]|ampolla[a-z]*|alta tensi[oó]n|cable de|torre|rayo|inconsciente|desmay[a-z]*|pecho|palpitaciones|corazón|corazon|arritmia|no (?:respira|responde)|dormid[oa]|sin fuerza|agua|baño|bano',
      scope: 'sentence' as const,
    }, {
      all: ['(?:la|el) (?:lengua|paladar)|un poco|un poquito|poquito|poquit[oa]|pequeñ[oa]|pequeñit[oa]|chiquit[oa]|leve|ligera|ligero|superficial|un dedo|el dedo|dedito|la yema|(?:está|esta) roj[oa]|de primer grado|casi no (?:me |le )?duele|ya no (?:me |le )?duele|(?:sin|nada de|ni) ampollas|ampollita|solo (?:está |esta )?roj[oa]|enrojecid[oa]'],
      unless: 'grande|enorme|extens[oa]|ampollas (?:grandes|enormes)|explosi[oó]n|electr[a-z]*|corriente|enchufe|cable|calambrazo|chispazo|descarga|agujer[a-z]*|marca negra|negr[oa]|carbonizad[oa]|rayo|cemento|cal viva|ácido|acido|sosa|química|químico|cara|genitales|ojos?|humo|fuego|llamas|piel (?:blanca|negra)',
    }, TOPIC, {
      // sunburn: "se ha quemado un poco con el sol en la cara"
      all: ['(?:con|del|por|de|al) (?:el )?sol|solar|playa|piscina|rayos uva'],
      unless: 'ampollas (?:grandes|enormes)|fiebre|vomit[a-z]*|mare[a-z]*|desmay[a-z]*|confus[a-z]*|fuego|llamas|aceite|agua hirviendo|explosi[oó]n|ácido|acido|lejía|lejia|sosa|cloro|químic[oa]|quimic[oa]|producto',
    }],
    pregnancy: [{
      all: ['un poco|poquito|poquit[oa]|manch[a-z]*|manchita|leve|ligero|ligera|marrón|marron|rosad[oa]|rosita|unas gotas|unas gotitas|nariz|encías|encias|hemorroides|almorranas'],
      unless: 'mucho|mucha|muchísim[oa]|muchisim[oa]|abundante|coágul[a-z]*|coagul[a-z]*|compresa|empap[a-z]*|dolor|duele|desmay[a-z]*|mare[a-z]*|chorro|fiebre|(?:veo|ve|ves|vio|viendo) (?:manchas|manchitas|luces|lucecitas|borroso|puntitos)|vista|visión|vision|hinch[a-z]*|cabeza',
    }, {
      // the baby quieter at one time of day and kicking at another
      all: ['patea|pataditas|da patadas|se mueve (?:mucho(?! menos)|bien|normal|un montón|un monton)|(?:lo|la) noto (?:bien|mucho)'],
      unless: 'no se mueve|dejó de moverse|dejo de moverse|ha dejado de|nada|sangr[a-z]*|dolor|cabeza|visión|vision|fiebre|líquido|liquido|desde ayer|todo el día|todo el dia|horas|hinch[a-z]*|normalmente|de normal|(?:siempre|antes|suele|solía|solia) ~2 (?:se mueve|moverse|patea|da patadas)|desde (?:anoche|esta mañana|el mediodía|el mediodia|hace)|sin (?:notar|sentir|percibir)(?: (?:al|a|el|la|los|las|sus|nada))?(?![a-z])',
      scope: 'sentence',
    }, TOPIC],
    // a non-toxic product swallowed ("de esas que dicen no tóxicas"); a coin swallowed by a child who breathes and eats normally
    overdose_poisoning: [{
      // a swallowed object seen passed in the nappy or the stool: "se tragó una moneda, ya la hizo en la caca"
      all: ['moneda|monedita|canica|botón|boton|piedr[a-z]*|piez[a-z]*|juguete|bolita|cuenta|arete|pendiente|tornillo|clavo|tapón|tapon|chicle|hueso|semilla|objeto', '(?:salir|salió|salio|salido|sale|expuls[a-z]*|hizo|hecho|cagó|cago|cagado) ~3 (?:en|con) (?:el|la|las|los) (?:pañal|panal|caca|heces|deposición|deposicion|orinal|váter|vater|cacas|popó|popo)|(?:la|lo) (?:ha )?(?:expulsado|expulsó|expulso|cagado|cagó|cago)'],
      unless: 'vomit[a-z]*|babe[a-z]*|no (?:puede|quiere) (?:tragar|comer|beber)|dolor|duele|tos[a-z]*|respir[a-z]*|ahog[a-z]*|morad[oa]|sangr[a-z]*|fiebre|barriga dura|pilas?|imanes|imán|iman|baterías?|baterias?|otr[oa]s?|dos|tres|varias|varios|todavía|todavia|aún|aun|sigue|no (?:la |lo |le )?(?:ha |han |he |hemos )?(?:salido|sale|salió|salio|visto|vimos|expulsado|expulsó|expulso|echado|hecho)',
      scope: 'sentence',
    }, {
      // spat out before swallowing: "se metió una pila en la boca pero la escupió entera"
      all: ['(?:la|lo|las|los) (?:escupió|escupio|ha escupido|escupí|escupi|he escupido)(?: ya)? (?:entera|entero|enteras|enteros|enseguida|al momento|al instante|sin tragar)|(?:ya )?(?:la|lo|las|los) (?:escupió|escupio|ha escupido) enter[oa]s?|(?:se (?:la|lo|las|los)|le (?:la|lo)) (?:sacamos|saqué|saque|quitamos|quité|quite|sacó|saco) de la boca'],
      unless: 'tos[a-z]*|ahog[a-z]*|respir[a-z]*|babe[a-z]*|vomit[a-z]*|otra|falta|faltan|todavía|todavia|aún|aun|dolor|duele|llora|no (?:la|lo|las|los) encontramos',
      scope: 'sentence',
    }, {
      // a product touched, not swallowed: "tocó la lejía pero no se la bebió"
      all: ['(?:toc[oó]|tocado|tocando|se (?:le|me) derramó|se (?:le|me) derramo|se (?:le|me) cayó|se (?:le|me) cayo) (?:la|el|las|los|un|una|un poco de)'],
      unless: 'beb[a-z]*|trag[a-z]*|tom[oó]|tomado|chup[a-z]*|lam[a-z]*|comi[oó]|comido|boca|vomit[a-z]*|tos[a-z]*|ojos?|cara|respir[a-z]*|quem[a-z]*',
    }, {
      // the swallowing itself denied: "pero no se la bebió"
      all: ['^(?:pero )?no (?:se |le |me )?(?:lo |la |los |las )?(?:bebió|bebio|tragó|trago|tomó|tomo|comió|comio|ha bebido|ha tragado|ha tomado|ha comido|llegó a beber|llego a beber|llegó a tragar|llego a tragar)'],
      unless: 'vomit[a-z]*|tos[a-z]*|babe[a-z]*|respir[a-z]*|dormid[oa]|mare[a-z]*|llor[a-z]*|duele',
    }, {
      // "¿qué pasa si tomo el doble de paracetamol?", "me tomé el doble de ibuprofeno, estoy bien": one extra dose asked
      // about or told with no sign, of a medicine whose double is not dangerous in itself
      all: ['(?:el|un|la) doble (?:de|del)|doble dosis|dos veces (?:la|el|su|mi)|dos (?:pastillas|comprimidos|dosis) (?:en vez|en lugar) de una', '\\?|(?:me|se|le) (?:encuentro|encuentra|siento|siente|veo|ve) bien|(?:estoy|está|esta) bien|(?:qué|que|q) pasa si|es grave|es peligroso|pasa algo|(?:qué|que) hago'],
      unless: `adormilad[oa]|dormid[oa]|somnolient[oa]|no (?:se )?despierta|confus[oa]|confundid[oa]|mare[a-z]*|vomit[a-z]*|desmay[a-z]*|respira|pulso|latidos|temblor[a-z]*|amarillo|insulina|digoxina|litio|metotrexato|warfarina|sintrom|acenocumarol|opioides|morfina|metadona|fentanilo|oxicodona|tramadol|niñ[oa]|bebé|bebe|hij[oa]|${KID}|muchas|varias|todas|un montón|${MANY}`,
    }, {
      // "no quiero pasarme de dosis sin querer": the fear of an overdose, in a dosing question
      all: ['(?:no (?:quiero|quisiera|quiere|queremos)|para no|sin|(?:cómo|como) no|evitar|miedo (?:a|de)|me da miedo) ~2 (?:pasarme|pasarse|pasarle|pasar(?:nos)? de|excederme|excederse|sobredosis|intoxicarme|intoxicarse|intoxicarle|tomar de (?:más|mas)|tomar demasiad[oa])'],
      unless: `adormilad[oa]|dormid[oa]|somnolient[oa]|no (?:se )?despierta|confus[oa]|confundid[oa]|mare[a-z]*|vomit[a-z]*|desmay[a-z]*|respira|pulso|ya (?:me |se |le )?(?:he|ha|han) (?:tomado|dado|tragado)|muchas|varias|todas|un montón|${MANY}`,
    }, {
      // "si se me olvida una dosis, ¿me tomo el doble?": a question about a missed dose
      all: ['(?:si|cuando) (?:se me |se le |me |le )?olvid[a-z]* (?:una|la|alguna|un|el) (?:dosis|toma|pastilla|comprimido)|(?:me|le) (?:olvidé|olvide|olvidó|olvido|salté|salte|saltó|salto) (?:una|la|alguna) (?:dosis|toma|pastilla)'],
      unless: `adormilad[oa]|dormid[oa]|somnolient[oa]|no (?:se )?despierta|confus[oa]|confundid[oa]|mare[a-z]*|vomit[a-z]*|desmay[a-z]*|respira|muchas|varias|todas|un montón|${MANY}`,
    }, {
      all: ['moneda|monedas|canica|botón|boton|piedrita|piedra|chicle|hueso de (?:aceituna|cereza|ciruela)|pepita', 'respira (?:bien|normal|normalmente)|come (?:bien|normal)|(?:está|esta) (?:bien|normal|tan tranquil[oa]|como siempre)|juega|jugando'],
      unless: 'pila|pilas|batería|bateria|imán|imanes|iman|ahog[a-z]*|no (?:puede|respira|traga)|babea[a-z]*|vomit[a-z]*|dolor|duele',
    }, {
      all: ['no (?:es |son )?t[oó]xic[oa]s?|at[oó]xic[oa]s?|apt[oa]s? para (?:niños|bebés|bebes)'],
      unless: `vomit[a-z]*|mare[a-z]*|dormid[oa]|adormilad[oa]|somnolient[oa]|respir[a-z]*|convuls[a-z]*|inconsciente|no responde|espuma|ahog[a-z]*|${PILLS}`,
    }, {
      all: ['chup[a-z]*|lamió|lamio|lamido|tocó|toco|olió|olio|mordisque[a-z]*', 'no (?:se )?(?:tragó|trago|ha tragado|bebió|bebio|ha bebido|tomó|tomo) nada|(?:está|esta) (?:normal|bien|perfect[oa]|como siempre)|(?:está|esta|sigue) (?:jugando|riendo|tan content[oa]|content[oa])|juega (?:normal|tan content[oa]|como siempre)'],
      unless: 'vomit[a-z]*|tose|tos|ahog[a-z]*|babea[a-z]*|dolor|duele|quema|roj[oa]|ampolla|dormid[oa]|adormilad[oa]|respir[a-z]*|pila|imán|iman|imanes|cápsula|capsula|pastilla|pastillas|mucho|bastante|aceite|lámpara|lampara|parafina|queroseno|keroseno|gasolina|petróleo|petroleo|aguarrás|aguarras|disolvente|nicotina|vape[a-z]*|vapeador|sosa|cáustic[a-z]*|caustic[a-z]*|desatasca[a-z]*|destapacaños|ácido|acido|salfumán|salfuman|lavavajillas|friegaplatos|lavaplatos',
      scope: 'sentence',
    }, {
      // old or expired medicines kept or to be thrown away, nobody having taken them
      all: ['caducad[oa]s?|vencid[oa]s?|viej[oa]s|antigu[oa]s|sobrantes?|que (?:sobraron|ya no (?:toma|usa|necesita))|deshag[a-z]*|deshacerme|deshacerse|desechar|punto sigre|sigre|reciclar'],
      unless: `(?:tom|trag|beb|ingir|ingiri|chup|mastic)[a-z]*|comi[oó]|comido|vomit[a-z]*|dormid[oa]|adormilad[oa]|no (?:se )?despierta|respir[a-z]*|mare[a-z]*|confus[a-z]*|niñ[oa]|bebé|bebe|hij[oa]|niet[oa]|${KID}|falta|faltan|vací[oa]|vaci[oa]|encontr[a-z]*|abiert[oa]`,
      scope: 'sentence',
    }, TOPIC, PET],
    stroke: [TOPIC, SCHOOLWORK_DIFFERENCE, EVERYDAY_MENTION, SOMEDAY, CHECKED_FINE, YEARS_RECOVERED, WORD_NAMED, REPORT_WORD, FEARED, SUPPORT_GROUP, BELIEF, SITUATIONAL_SPEECH, {
      // a little muddled from jet lag, a hangover or just waking, with no sign of a stroke
      all: ['(?:algo|un poco|un poquito|un pelín|un pelin|ligeramente) (?:confundid[oa]|desorientad[oa]|despistad[oa]|atontad[oa])', 'jet ?lag|cambio de (?:hora|horario)|resaca|(?:recién|recien|nada más|nada mas) (?:despertad[oa]|levantad[oa])|(?:la|una) siesta|(?:el|un) viaje|(?:dormí|dormi|he dormido|duermo) (?:poco|mal|fatal)'],
      unless: `de repente|de golpe|de pronto|no (?:sabe|reconoce|puede|puedo|entiende)|${STROKE_FACE}|${STROKE_SPEECH}|${STROKE_LIMB}|${STROKE_SIDE}|camin[a-z]* (?:raro|torcid[oa])|ve doble|veo doble`,
      scope: 'sentence',
    }, {
      // a stroke that is over and how to live after it: "mi padre tuvo un ictus y queremos comer mejor"
      all: ['(?:tuvo|tuve|ha tenido|he tenido|le dio|me dio|sufrió|sufrio|sufrí|sufri) (?:un |una )?(?:ictus|derrame|infarto cerebral|acv|embolia|trombosis cerebral)', 'comer (?:mejor|más sano|mas sano|sano|menos)|dieta|alimentación|alimentacion|sal|recetas?|cocinar|ejercicio|caminar|prevenir|evitar (?:otro|otra|que)|(?:bajar|controlar) (?:la )?(?:tensión|tension|colesterol)|dejar de fumar|adaptaci[oó]n(?:es)?|adaptar|barras?|asideros?|rampas?|silla (?:de|para la) ducha|ayudas t[eé]cnicas|ya (?:está|esta) en casa|(?:le|la|lo) (?:dieron|han dado) el alta'],
      unless: 'otra vez|de nuevo|ahora (?:tiene|no puede|no habla|le|se)|hoy|esta mañana|esta tarde|esta noche|de repente|de golpe|de pronto|peor|torcid[oa]|no (?:puede|habla|entiende|responde)|ayer|anoche|hace (?:un rato|unos minutos|\\d+ (?:minutos|min|horas|días|dias))|acaba de',
      scope: 'sentence',
    }, {
      // a stroke months or years back and what it left: "tuvo un ictus hace 2 años, le quedó la boca torcida, ¿qué ejercicios?"
      all: ['(?:tuvo|tuve|ha tenido|he tenido|le dio|me dio|sufrió|sufrio|sufrí|sufri) (?:un |una )?(?:ictus|derrame|infarto cerebral|acv|embolia|trombosis cerebral)', 'hace (?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|unos|unas|varios|muchos|bastantes) (?:años|año|meses)|desde (?:el|su|mi) (?:ictus|derrame|infarto cerebral|acv)', 'quedó|quedo|quedaron|secuelas?|rehabilitaci[oó]n|ejercicios|fisio[a-z]*|logopeda|terapia'],
      unless: 'otra vez|de nuevo|ahora (?:tiene|no puede|no habla|le|se)|hoy|esta mañana|esta tarde|de repente|de golpe|de pronto|peor|más torcid[oa]|mas torcid[oa]|ayer|anoche|hace (?:un rato|unos minutos|\\d+ (?:minutos|min|horas))',
      scope: 'sentence',
    }, {
      // a toddler who is learning to talk and says made-up words
      all: ['aprend[a-z]* a hablar|empez[a-z]* a hablar|(?:hij[oa]|niñ[oa]|nene|nena|peque|chiquit[oa]) de (?:1|2|3|un|uno|dos|tres) años?|(?:balbuce|jerigonza)[a-z]*|(?:\\d{1,2}|doce|quince|dieciocho|veinte) meses'],
      unless: 'de repente|de golpe|de pronto|cara|boca|brazo|pierna|lado|convuls[a-z]*|golpe|fiebre|vómit[a-z]*|vomit[a-z]*|dormid[oa]|no responde',
      scope: 'sentence',
    }, {
      // a numb, odd face from the dentist's anaesthetic, wearing off
      all: ['anestesia|dentista|odontólog[oa]|odontolog[oa]|empaste|muela|endodoncia|infiltración|infiltracion', 'pasando|pasó|paso|pasado|quitado|se va|se me va|se le va|se quita|se me quita|va volviendo|ya (?:está|esta) (?:bien|normal|mejor)|(?:hablo|habla|sonrío|sonrio|sonríe|sonrie) (?:bien|normal)'],
      unless: 'brazo|pierna|mano|palabras|hablar bien|no (?:puede|puedo) hablar|confus[a-z]*|de repente|de golpe|horas|ayer',
      scope: 'sentence',
    }, {
      // a sprain or a knock explains the arm
      all: ['(?:se|me|le) (?:lo |la )?(?:torció|torcio|torcí|torci|lesionó|lesiono|lesioné|lesione|golpeó|golpeo|golpeé|golpee|dobló|doblo)|esguince|fractura|escayola|yeso|tendinitis|luxación|luxacion|dislocad[oa]|jugando|entrenando'],
      unless: 'cara|boca|habla|hablar|palabras|de repente|de golpe|confus[a-z]*|ictus|derrame|cabeza|visión|vision|ve doble',
      scope: 'sentence',
    }, {
      all: ['anestesia|dentista|muela|empaste|endodoncia|infiltración|infiltracion', 'ya (?:se (?:le |me )?)?(?:pasó|paso|fue|quitó|quito)|(?:volvió|volvio|ha vuelto) (?:a la normalidad|a estar bien)|(?:habla|está|esta) (?:bien|normal)|(?:cuando|al) (?:pasó|paso|pasar|se pasó|se paso) (?:el efecto|la anestesia)'],
      unless: 'brazo|pierna|mano|puede hablar|habla (?:raro|mal)|sigue|todavía|todavia|aún|aun|de repente|de golpe',
      scope: 'sentence',
    }, {
      // speech lost to a bad line, not to the brain: "de repente dejó de entenderse lo que decía, se cortaba la llamada"
      all: ['(?:sin|poca|mala|no (?:hay|había|habia|tenía|tenia|tiene|tengo)) cobertura|se (?:cortó|corto|cortaba|cortaban|ha cortado|cae|cayó|cayo|caía|caia) (?:la )?(?:llamada|línea|linea|conexión|conexion|videollamada)|mala (?:señal|conexión|conexion|línea|linea)|sin señal|(?:el|su|mi) (?:audio|micro|micrófono|microfono)|(?:robotizad|metálic|metalic)[a-z]*'],
      unless: 'cara|boca|brazo|pierna|mano|confus[a-z]*|desorientad[oa]|no (?:puede|podía|podia|pudo) (?:hablar|mover)|en persona|ictus|derrame|ambulancia|sigue|todavía|todavia|aún|aun|ahora',
      scope: 'sentence',
    }, {
      // talking in one's sleep
      all: ['(?:habla|hablando|hablaba) dormid[oa]|en sueños|en suenos|sonámbul[oa]|sonambul[oa]|pesadillas?|(?:cuando|mientras) (?:duerme|dormía|dormia|sueña|suena)'],
      unless: 'de repente|de golpe|cara|brazo|pierna|mano|boca|lado|despiert[oa]|no (?:se )?despierta',
    }],
    sudden_headache: [TOPIC, CHECKED_FINE, YEARS_RECOVERED, {
      // the thunderclap denied in a list: "no es repentino ni el peor de mi vida"
      all: ['(?:no (?:es|fue|ha sido|era|me vino|vino|empezó|empezo|apareció|aparecio|llegó|llego)|nada|ni|tampoco) (?:algo |nada |para nada )?(?:repentin[oa]|súbit[oa]|subit[oa]|de golpe|de repente|de sopetón|de sopeton|el peor|la peor|tan fuerte|muy fuerte|explosiv[oa])'],
      unless: 'vomit[a-z]*|desmay[a-z]*|rígid[oa]|rigid[oa]|nuca|confus[a-z]*|convuls[a-z]*|no (?:puedo|puede) (?:hablar|mover|ver)',
    }],
    head_injury: [TOPIC, CHECKED_FINE, YEARS_RECOVERED, {
      // a child who cried at once and is eating and playing as usual now; not a young baby, nor with a danger sign
      all: ['(?:ahora|ya) (?:come|juega|está|esta|anda) ~4 (?:como siempre|normal|bien|tan feliz|jugando|content[oa])|(?:come|juega) (?:y (?:juega|come) )?(?:como siempre|normal)'],
      unless: 'vomit[a-z]*|devolv[a-z]*|adormilad[oa]|somnolient[oa]|dormid[oa]|confus[oa]|sangr[a-z]*|líquido|liquido|convuls[a-z]*|sintrom|anticoag[a-z]*|rar[oa]|desmay[a-z]*|inconsciente|no (?:despierta|reacciona|responde)|hundid[oa]|blanda|semanas|días|dias|recién nacid[oa]|recien nacid[oa]|(?:un|1|dos|2|tres|3) mes(?:es)?(?! de)|escalera|altura|metros|cambiador',
      scope: 'sentence',
    }, {
      // one vomit after the blow, hours ago, and the child well now
      all: ['(?:vomitó|vomito|ha vomitado|devolvió|devolvio) (?:solo )?una vez', '(?:han pasado|hace) (?:\\d+|varias|unas|dos|tres|cuatro|cinco|seis) horas', 'despiert[oa]|juega|jugando|come|habla (?:bien|normal)|normal'],
      unless: 'otra vez|dos veces|varias veces|sigue vomitando|adormilad[oa]|somnolient[oa]|dormid[oa]|confus[oa]|sangr[a-z]*|líquido|liquido|convuls[a-z]*|sintrom|anticoag[a-z]*|rar[oa]',
      scope: 'sentence',
    }],
    unconscious: [TOPIC, PET, SOMEDAY, CHECKED_FINE, YEARS_RECOVERED, USUAL_SEIZURE, BREATH_HOLDING, {
      // slow to wake every morning or after a nap, with nothing else wrong
      all: ['(?:por|en|todas) las mañanas|cada mañana|de la siesta|para (?:ir a )?(?:el |al )?(?:cole|colegio|instituto|insti|trabajo|clase)|los (?:lunes|fines de semana)|siempre|adolescente', '(?:cuesta|costaba|costando)(?: [a-z]+){0,3} despertar[a-z]*|(?:difícil|dificil) de despertar|remol[oó]n[a-z]*|dormil[oó]n[a-z]*|(?:se )?vuelve a dormir|se queda dormid[oa] otra vez'],
      unless: `no (?:se )?(?:despierta|abre|reacciona|responde|contesta|habla|se mueve|respira)|inconsciente|sacud[a-z]*|zarande[a-z]*|grit[a-z]*|pellizc[a-z]*|ambulancia|112|suelo|piso|tirad[oa]|desmay[a-z]*|golpe|pastillas|alcohol|borrach[oa]|diab[eé]tic[oa]|az[uú]car|insulina|convuls[a-z]*|p[aá]lid[oa]|gris|morad[oa]|azul|sudad[oa]|respira (?:raro|mal|lento|despacio)|ronca raro|${FEVER}|vomit[a-z]*|manchas|confus[oa]|no (?:se le entiende|reacciona|responde)|hoy|ahora|esta mañana`,
      scope: 'sentence',
    }],
    seizure: [TOPIC, EVERYDAY_MENTION, PET, SOMEDAY, YEARS_RECOVERED, USUAL_SEIZURE, BREATH_HOLDING, CHECKED_FINE, REPORT_WORD],
    // the visitor alone with a headache in a home without a fuel-burning appliance; a family with the flu or a stomach bug
    carbon_monoxide: [TOPIC, {
      all: ['(?:estufa|estufita|calefacción|calefaccion|calentador|radiador|calefactor) (?:eléctric[oa]|electric[oa]|de aceite|de infrarrojos)|bomba de calor|aire acondicionado'],
      unless: 'gas|butano|propano|leña|lena|carbón|carbon|brasero|queroseno|keroseno|parafina|caldera|generador|garaje|alarma|detector|monóxido|monoxido|todos|los dos|familia',
    }, {
      all: ['nadie (?:más|mas)|solo (?:yo|a mí|a mi)|no tenemos (?:calefacción|calefaccion|caldera|estufa|gas|brasero|calentador|chimenea)'],
      unless: 'alarma|detector|monóxido|monoxido|(?:un|el|con|usamos|usando|prendimos|encendimos|pusimos|hay un) (?:brasero|bracero)|generador|garaje',
      scope: 'sentence',
    }, {
      all: ['gripe|fiebre|gastroenteritis|virus|catarro|resfriad[oa]s?|covid|comimos|cenamos|comida|diarrea|cagalera|descompostura|estrés|estres|calor|mudanza|resaca|polen|exámenes|examenes'],
      unless: 'monóxido|monoxido|alarma|detector|brasero|estufa|caldera|calentador|generador|garaje|carbón|carbon|se (?:nos|me|le|les) (?:pasa|quita|mejora)',
      scope: 'sentence',
    }],
    sepsis: [TOPIC, EVERYDAY_MENTION, NOW_WELL, WORD_NAMED, REPORT_WORD, FEARED, SUPPORT_GROUP, BELIEF, {
      // a child who breathes fast with the fever and still plays: "respira rápido cuando tiene fiebre pero está jugando"
      all: ['respira (?:muy |un poco |algo )?(?:rápido|rapido|deprisa)', 'fiebre|calentura', '(?:pero|y|aunque) (?:sigue |está |esta )?(?:jugando|juega (?:bien|normal)|come bien|bebe bien|content[oa]|animad[oa]|activ[oa])'],
      unless: 'manchas|morad[oa]|azul|gris|motead[oa]|frí[oa]|fri[oa]|confus[a-z]*|no (?:despierta|responde|orina|reacciona|quiere)|rígid[oa]|rigid[oa]|convuls[a-z]*|semanas|recién|recien|(?:un|1|dos|2) mes(?:es)?|tirit[a-z]*|tembl[a-z]*|quej[a-z]*|gruñ[a-z]*|se (?:le )?hunde',
      scope: 'sentence',
    }, {
      // "me voy a morir del dolor de muelas": a figure of speech
      all: ['(?:morir|muero|morirme) (?:de|del) (?:dolor|risa|hambre|sueño|asco|calor|frío|frio|aburrimiento)|jaja[a-z]*|jeje[a-z]*'],
      unless: 'confus[a-z]*|desorientad[oa]|tembl[a-z]*|tirit[a-z]*|escalofr[ií]os|manchas|morad[oa]|respir[a-z]*|no orina|no (?:he )?orinad[oa]|pis',
      scope: 'sentence',
    }, {
      // odd words in a feverish sleep, the child himself again on waking
      all: ['(?:cuando|mientras) (?:duerme|dormía|dormia|está dormid[oa]|esta dormid[oa])|en sueños|pesadillas?|dormid[oa]', 'se despierta (?:bien|normal)|(?:al|cuando) (?:despertar|se despierta) (?:está|esta) (?:bien|normal)|despierto (?:está|esta) (?:bien|normal)'],
      unless: 'no (?:se )?despierta|cuesta despertar|manchas|morad[oa]|rígid[oa]|rigid[oa]|convuls[a-z]*|respira (?:muy )?(?:rápido|rapido)|no orina',
      scope: 'sentence',
    }, {
      // the fever is over and the patient discharged: "le dio fiebre ayer, la ingresaron y ya está bien, hoy le dan el alta"
      all: ['ya (?:está|esta|estoy) (?:bien|mejor|perfect[oa]|recuperad[oa]|sin fiebre)|(?:hace|hago|hacemos|haciendo) (?:su |mi )?vida normal|(?:le|me|les) (?:dan|dieron|han dado|darán|daran) el alta|ya (?:le |me )?(?:bajó|bajo|ha bajado|se fue|se ha ido|se le pasó|se le paso) la fiebre|ya (?:está|esta) (?:tranquil[oa]|normal|como siempre)|(?:me |nos )?(?:respondía|respondia|contestaba) (?:todo el rato|bien|normal|a todo)'],
      unless: 'confus[a-z]*|desorientad[oa]|no responde|morad[oa]|manchas|respira (?:muy )?(?:rápido|rapido)|no orina|muy mal|fatal|temblando|tirit[a-z]*',
      scope: 'sentence',
    }],
    sick_child: [TOPIC, NOW_WELL, BREATH_HOLDING, CHECKED_FINE_CHILD, {
      // "chupó el tapón del jarabe pero no ha bebido nada, el frasco está lleno": the drink denied is the product, not
      // a child who will not drink
      all: ['tapón|tapon|tapa|frasco|bote|botella|jarabe|lejía|lejia|detergente|producto|cápsula|capsula|envase', '(?:no|nada) ~3 (?:bebido|bebió|bebio|tragado|tragó|trago|tomado|tomó|tomo)|(?:bebido|bebió|bebio|tragado|tragó|trago|tomado|tomó|tomo) nada', '(?:está|esta|estaba) (?:lleno|llena|precintad[oa]|cerrad[oa]|intact[oa]|bien|normal|como siempre)|jugando|juega|tan tranquil[oa]|content[oa]'],
      unless: 'vomit[a-z]*|devuelve|dormid[oa]|adormilad[oa]|respir[a-z]*|morad[oa]|azul|no (?:despierta|responde|reacciona|orina|moja|hace pis)|decaíd[oa]|decaid[oa]|quej[a-z]*|fiebre|pañal(?:es)?|semanas|días|dias|babe[a-z]*',
      scope: 'sentence',
    }],
    other_emergency: [TOPIC, PREVENTION, FEARED, BELIEF, {
      // out of the water at once, no water swallowed, no cough, playing
      all: ['piscina|pileta|alberca|agua|mar|río|rio|playa', 'no (?:tose|tosió|tosio|ha tosido|trag[oó] agua|ha tragado agua|tragó nada|trago nada)', '(?:está|esta) jugando|(?:ya )?(?:está|esta) (?:bien|perfect[oa]|normal|como siempre)|juega (?:normal|bien|como siempre)'],
      unless: 'morad[oa]|azul|vomit[a-z]*|adormilad[oa]|somnolient[oa]|raro|rara|no respira|inconsciente|no responde|cuesta|confus[oa]|confundid[oa]|fiebre|(?:pero|aunque) (?:sí |si |ahora |luego )?tose',
      scope: 'sentence' as const,
    }, {
      // a child out of the water who breathes and plays normally
      all: ['piscina|pileta|alberca|agua|mar|río|rio|playa', 'respira (?:bien|normal)|(?:está|esta) jugando|(?:ya )?(?:está|esta) (?:bien|perfect[oa]|normal|como siempre)'],
      unless: 'tose|tos|morad[oa]|azul|vomit[a-z]*|adormilad[oa]|somnolient[oa]|raro|rara|no respira|inconsciente|no responde|cuesta|confus[oa]|confundid[oa]|fiebre',
      scope: 'sentence',
    }],
  },
}

export default es
