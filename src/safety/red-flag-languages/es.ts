/**
 * Spanish red-flag rules (tú and usted, Spain and Latin America). Sources are regexes
 * over normalised text (see `red-flags.ts`): accents are written for readability and
 * removed before compiling, so "corazón" matches "corazon". ` ~ ` = up to three more words.
 */
import type {RedFlagLanguage} from '../red-flags'

const SIDE = '(?:derech[oa]|izquierd[oa])'
/** "I/he can't" before an infinitive. */
const CANT = '(?:no (?:puedo|puede|puedes|pueden|podía|pude|pudo|podemos|consigo|consigue|logro|logra|logramos))'
const PILLS = '(?:pastillas|pastis|píldoras|tabletas|cápsulas|comprimidos|medicinas|medicamentos|remedios|paracetamol|ibuprofeno|aspirinas?|somníferos|pastillas para dormir|ansiolíticos|antidepresivos|clonazepam|diazepam|alprazolam|rivotril|tramadol|insulina|calmantes|analgésicos)'
const POISONS = '(?:cloro|lejía|lavandina|clorox|veneno|raticida|matarratas|insecticida|detergente|desinfectante|amoniaco|ácido|gasolina|queroseno|anticongelante|pilas?(?: de botón)?|baterías?(?: de botón)?|imanes|imán|destapacaños|destapador|limpiador[a-z]*|soda cáustica|sosa cáustica|cápsulas? de detergente|jabón (?:de|para) (?:ropa|lavavajillas|platos)|aguarrás|thinner|solvente|pesticida|herbicida|líquido de (?:vapeo|cigarro electrónico)|nicotina líquida|hongos silvestres|setas silvestres)'

const es: RedFlagLanguage = {
  language: 'es',
  patterns: {
    chest_pain: [
      'dolor(?:es)? (?:muy |más |tan |bien )?(?:fuerte |intenso |agudo |horrible |opresivo |terrible |punzante |fuertísimo )?(?:en|de|del) (?:el |mi |su |tu )?pecho',
      '(?:presión|opresión|peso|apretón|apreton|punzada|punzadas|molestia|molestias|dolor|tensión|aplastamiento|piedra|ladrillo|elefante) ~3 (?:en|sobre) (?:el|mi|su|tu) pecho',
      '(?:me|le|te|nos) (?:duele|duelen|arde|aprieta|oprime)(?: mucho| muchísimo| bastante| horrible)? (?:el|mi|su) pecho',
      'pecho ~2 (?:apretado|oprimido|me duele|le duele|me aprieta|le aprieta|me oprime|duele mucho)',
      'dolor (?:torácico|precordial)',
      '(?:apret|oprim|aplast|estruj|exprim)[a-z]* (?:el|mi|su) pecho',
      'infarto|ataque (?:al|de) corazón|ataque cardiaco|ataque cardíaco|paro cardiaco|paro cardíaco|paro cardio[a-z]*|se (?:le|me) paró el corazón',
      '(?:agarrándose|agarrandose|tocándose|sujetándose|se agarra|se toca) el pecho',
      '(?:se me va|se le va|se va|baja|bajando|me baja|le baja|irradia[a-z]*|corre|se corre|sube|subiendo|se extiende|se pasa|recorre) ~3 (?:al|a la|hacia el|hacia la|por el|por la|en el|en la|hasta el|hasta la) (?:brazo izquierdo|mandíbula|quijada|hombro izquierdo)',
    ],
    stroke: [
      '(?:boca|cara|rostro|labio|labios|ojo|párpado|sonrisa) ~3 (?:torcid[ao]s?|caíd[ao]s?|chuec[ao]s?|desviad[ao]s?|colgad[ao]s?|paralizad[ao]s?|se (?:le |me )?(?:cae|cayó|torció|tuerce|desvió|desvía|va de lado))',
      'se (?:le|me|te) (?:torció|cayó|desvió|tuerce|cae|durmió|adormeció|paralizó|entumió|chueco) (?:la|el|media|toda la|todo el) (?:boca|cara|lado|rostro|labio|mitad|brazo|pierna|cuerpo)',
      `${CANT} (?:mover|levantar|sentir|alzar|usar) (?:el|la|mi|su|los|las|tu) (?:brazo|pierna|mano|lado|cara|pie)s? ${SIDE}`,
      '(?:adormecid[oa]|dormid[oa]|paralizad[oa]|entumid[oa]|débil|sin fuerza|no (?:lo|la|los|las) (?:siento|siente)) ~4 (?:un lado|lado derecho|lado izquierdo|mitad del cuerpo|medio cuerpo|media cara)',
      '(?:un lado|el lado derecho|el lado izquierdo|la mitad del cuerpo|medio cuerpo|media cara)(?: del cuerpo| de la cara)? ~3 (?:adormecid[oa]|dormid[oa]|paralizad[oa]|entumid[oa]|débil|sin fuerza|no (?:lo|la) (?:siento|siente|puedo mover|puede mover))',
      'se (?:me|le) (?:durmió|adormeció|paralizó|entumió|entumeció) ~3 (?:lado|mitad|medio)',
      '(?:arrastra|arrastrando|arrastro|arrastraba) (?:las )?palabras|habla (?:muy )?(?:raro|rara|mal|enredado|enredada|trabado|trabada|incoherente|sin sentido|arrastrado|como borracho|como borracha|extraño)|lengua trabada|(?:se le traba|se me traba) la lengua',
      `${CANT} hablar(?: bien| nada| claro)?(?! (?:de|con|sobre|del|por|en público|en publico))|(?:perdió|perdí|ha perdido) el habla|no (?:le|me) salen las palabras|no se le entiende (?:nada|lo que dice)|dificultad para hablar|le cuesta hablar`,
      '(?:de repente|de golpe|súbitamente|repentinamente|de la nada) ~4 (?:confundid[oa]|desorientad[oa]|no reconoce|no sabe dónde)',
      '(?:confundid[oa]|desorientad[oa]) ~3 (?:de repente|de golpe|de la nada)',
      'peor dolor de cabeza|dolor de cabeza (?:muy )?(?:fuerte|intenso|horrible|terrible|brutal|insoportable|espantoso) ~4 (?:de repente|de golpe|súbito|repentino|como un trueno|de la nada)',
      '(?:de repente|de golpe|súbitamente) ~4 dolor de cabeza (?:muy )?(?:fuerte|intenso|horrible|terrible|brutal|insoportable|espantoso)|dolor de cabeza (?:súbito|repentino|explosivo|en trueno)',
      '(?:perdí|perdió|perdiendo|pérdida de|pierdo|pierde|perdido) (?:la )?(?:vista|visión) ~3 (?:de (?:un|el|mi|su) ojo|de repente|de golpe)|(?:de repente|de golpe) ~4 (?:no (?:veo|ve|puedo ver|puede ver)|perdí la vista|perdió la vista|me quedé ciego|me quedé ciega|se quedó ciego|se quedó ciega|veo doble)',
      '(?:me quedé|se quedó|quedé|quedó) ciega? (?:de|del) (?:un|el|mi|su) ojo',
      'derrame(?! (?:en el ojo|ocular|pleural|de líquido|sinovial|en la rodilla|articular|en el pulmón|pericárdico))|ictus|embolia(?! pulmonar)|accidente cerebro ?vascular|\\bacv\\b|trombosis cerebral|infarto cerebral',
    ],
    severe_bleeding: [
      'no (?:para|paró|deja|dejaba|dejó|se detiene|se para|se corta|me para|le para|se le para|se me para|para nunca)(?: de)? sangrar|sangr[a-z]* ~8 no (?:para|paró|se detiene|se corta|para de salir|se quita)|sangr[a-z]* ~3 (?:desde hace|hace|por) (?:más de |casi )?(?:[2-9]\\d|\\d{3}|veinte|treinta|cuarenta|media hora|una hora|\\d+ horas?|horas)(?: minutos)?',
      `${CANT} (?:parar|detener|controlar|cortar) (?:la |el )?(?:sangre|sangrado|hemorragia)`,
      '(?:la )?sangre no (?:para|se detiene|se corta|deja de salir)',
      'hemorragia(?! (?:nasal leve|subconjuntival))',
      '(?:vomit[a-z]*|vómito|devolv[a-z]*) ~5 (?:café molido|posos de café|con sangre)',
      '(?:vomit[a-z]*|vómito de|vomitó|escupiendo|escupe|escupió|tose|tosiendo|toso|tosió|echando|echa|arroja[a-z]*|devolviendo|devuelve) (?:mucha |puro |pura |pura )?sangre',
      'sangre a chorros|(?:sale|salía|brota|chorrea|salta) (?:la )?sangre a chorros|a chorros',
      '(?:mucha|muchísima|bastante|demasiada|tanta|un montón de|un charco de|litros de) sangre',
      'sangr(?:a|o|ando|ó|aba) (?:mucho|muchísimo|bastante|demasiado|sin parar|a chorros|un montón|como loco|horrible)',
      '(?:chorrea|chorreando|brota|brotando|sale y sale|salpica) (?:la )?sangre|sangre por todos lados|sangre por todas partes|desangr[a-z]*',
      'empap[a-z]* ~4 (?:de |en )?sangre',
    ],
    breathing: [
      `${CANT} respirar|(?:me|le|te|nos|les) cuesta(?: mucho| muchísimo| trabajo)? respirar|(?:dificultad|problemas?) (?:para|al) respirar|apenas (?:puedo|puede|puedes) respirar|casi no (?:puedo|puede|puedes) respirar`,
      '(?:me|le|te|se me|se le|se te) (?:falta|faltaba|está faltando|acaba|va|fue) el aire(?! (?:cuando|al) (?:subo|sube|subir|camino|camina|caminar|corro|corre|correr|hago|hace|hacer|subimos))|falta de aire (?:muy )?(?:fuerte|grave|severa|intensa|de repente)|(?:casi )?sin aire|no (?:me|le|te) entra (?:el )?aire|no agarro aire|no agarra aire',
      'me (?:estoy )?ahog[a-z]*|se (?:está |esta )?ahog[a-z]*|te ahogas|(?:está|esta|estoy) ahogándo(?:se|me)|ahogando|ahogo|asfixi[a-z]*|atragant[a-z]*|(?:se |me |te )?(?:le )?atoró|atorad[oa]|atorándose|atorando',
      `${CANT} (?:hablar|toser|llorar|tragar) (?:ni|o|y) respirar`,
      'no (?:respira|está respirando|esta respirando)(?!(?: bien)? por la nariz)|(?:se (?:está|esta) poniendo|se puso|se pone) (?:morad[oa]|azul|gris)|dejó de respirar|ha dejado de respirar|paró de respirar|respira con (?:mucha )?dificultad|respira (?:muy )?mal',
      '(?:labios|boca|cara|dedos|uñas|piel) ~3 (?:morad[oa]s?|azul(?:es)?|azulad[oa]s?|gris(?:es)?|grisáce[oa]s?)',
      'boqueando|jadeando|lucha por respirar|ahogándose',
      'crisis (?:de )?asma ~4 (?:no (?:funciona|sirve|mejora|para)|grave|fuerte|severa)|ataque de asma (?:fuerte|grave|severo)|inhalador no (?:funciona|sirve|hace efecto|le hace|me hace|ayuda)|(?:puff|salbutamol|ventolin) no (?:funciona|sirve|hace efecto|le hace|me hace|ayuda)',
    ],
    anaphylaxis: [
      '(?:siento|tengo|tiene|siente) la garganta (?:cerrada|apretada|hinchada|cerrándose)|hinch[a-z]* ~4 (?:la )?lengua',
      '(?:garganta|lengua|vía aérea|vías respiratorias|tráquea) ~3 (?:cerrad[oa]|hinchad[oa]|se (?:me |le |te )?(?:cierra|hincha|está cerrando|esta cerrando|está hinchando)|cerrándose|hinchándose|inflamad[oa]|apretad[oa])',
      'se (?:me|le|te) (?:está |esta )?(?:cerrando|hinchando|hinchó|cerró|inflamó|inflamando) (?:la )?(?:garganta|lengua|tráquea)',
      'anafila[a-z]*|choque anafiláctico|shock anafiláctico|edema de glotis|angioedema',
      '(?:puse|pusimos|pusieron|usé|usó|usamos|inyecté|inyectó|le di|le dimos|necesita|necesito|ponerle|usar|use|usa|pongo|le pongo|le pusieron) ~3 (?:epipen|epi pen|la epi|adrenalina|epinefrina|autoinyector|jext|anapen)',
    ],
    unconscious: [
      'no (?:tiene|le encuentro|le siento|le encontramos) (?:el )?pulso|sin pulso|inconsciente|perdió el (?:conocimiento|sentido)|perdí el (?:conocimiento|sentido)|pérdida (?:de|del) conocimiento|perdiendo el conocimiento|sin (?:sentido|conocimiento)',
      '(?:no|ni) (?:responde|reacciona|despierta|se despierta|abre los ojos|se mueve|me responde|nos responde)(?! (?:al|a los|a las|a la) (?:tratamiento|medicamento|antibiótico|medicina|mensajes?|llamadas?|teléfono)s?)',
      'no (?:puedo|podemos|pudimos|puedes|logro|logramos|consigo|conseguimos) despertar(?:lo|la|le|los)?|no (?:lo|la|le|los) (?:puedo|podemos|pudimos|puedes) despertar|no (?:hay forma|hay manera) de despertar(?:lo|la)',
      '(?:se )?desmay[a-z]* ~4 (?:no (?:despierta|reacciona|responde|vuelve en sí|se despierta)|sigue sin)|(?:está|esta|sigue) desmayad[oa]',
      'se desplom[a-z]*|se (?:cayó|cae) (?:redond[oa]|al suelo) ~3 (?:no|sin)|colapsó|colapsado',
    ],
    seizure: [
      'convuls[a-z]*|convulcion[a-z]*|convulsión',
      '(?:ataque|crisis) (?:de )?(?:epilep[a-z]*|convulsiv[a-z]*)|ataque epiléptico|crisis epiléptica|epiléptic[ao] (?:ahora|ahorita)',
      '(?:le está dando|le esta dando|le dio|tiene|tuvo|está teniendo|esta teniendo|le dan) (?:un|otro) ataque(?! (?:de (?:tos|risa|pánico|panico|ansiedad|nervios|asma|celos|hambre|alergia)|al corazón|al corazon|cardiaco|cardíaco))',
      '(?:se le (?:pusieron|van|fueron|voltearon)|tiene|con|pone) los ojos (?:en blanco|volteados|para atrás)|ojos en blanco|espuma por la boca|echando espuma',
      '(?:temblando|sacudiéndose|se sacude|tiembla|tieso|tiesa|rígid[oa]) ~4 (?:no responde|no reacciona|ojos en blanco|inconsciente)',
    ],
    overdose_poisoning: [
      'sobredosis|sobre dosis|intoxicad[oa](?! con comida)|intoxicación(?! (?:alimentaria|por comida|por alimentos|alimenticia))|envenen[a-z]*|monóxido de carbono',
      `(?:me tomé|se tomó|tomó|tomé|me tome|se tome|se tragó|me tragué|tragó|tragué|ingirió|ingerí|se comió|me comí|comió|se bebió|bebió|me bebí|se tomaron|se ha tomado|me he tomado|ha tomado|he tomado|tomado|ingerido|tragado) ~3 (?:todas? (?:las|la|el|los|mis|sus)|una caja|un frasco|un blíster|un blister|un montón de|muchas|muchos|demasiad[oa]s?|un puñado de|varias|\\d{2,3}|diez|veinte|treinta|cuarenta|cincuenta) ~3 ${PILLS}`,
      `(?:me tomé|se tomó|tomó|tomé|me tome|se tragó|me tragué|tragó|ingirió|se comió|comió|se bebió|bebió|me bebí|ha tomado|he tomado|ha bebido|se ha bebido|se ha tomado|se ha tragado|tragado|bebido|tomado|probó|chupó|lamió) ~3 ${POISONS}`,
      `(?:demasiadas|muchas|todas las) ${PILLS} ~3 (?:me tomé|se tomó|tomé|tomó|tragó|me tragué|se tragó)`,
    ],
    self_harm: [
      '(?:matarme|suicidarme|quitarme la vida|acabar con mi vida|hacerme daño|lastimarme|ahorcarme|colgarme|tirarme (?:de|por|a|bajo|debajo)|envenenarme|cortarme las venas)',
      '(?:quiero|quisiera|ganas de|deseo|voy a|pienso en|pensando en|pensé en|planeo|intenté|intento|intentó|quiere|piensa en|va a) (?:morir(?:me)?|matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida|acabar con (?:mi vida|su vida|todo)|hacerme daño|hacerse daño|lastimarme|lastimarse|cortarme|cortarse|desaparecer para siempre|no despertar|dormir para siempre|tirarme|tirarse)',
      '(?:me|se|te) (?:quiero|quiere|quieres|voy a|va a|vas a) (?:morir|matar|suicidar|quitar la vida)',
      '(?:me mato|me voy a matar|me quito la vida|me suicido|se mata|se va a matar)(?! (?:trabajando|de risa|estudiando|a trabajar|de hambre|por))',
      'me (?:cortaba|autolesionaba|lastimaba a propósito|hacía daño a propósito|hacia daño a proposito)(?! (?:el|las|los|la) (?:pelo|uñas|cabello|flequillo|barba))',
      '(?:ya )?no (?:quiero|quiere|quieres|deseo|tengo ganas de|tiene ganas de) (?:seguir )?(?:vivir|viviendo|estar viv[oa]|existir|despertar)',
      'no (?:le |me )?(?:encuentro|veo|tiene|tengo|tiene) sentido (?:a )?(?:la|mi|su) vida|no tengo (?:razones|motivos|ganas|razón|motivo) (?:para|de) vivir|(?:ningún|sin|ninguna) (?:motivo|razón|sentido) para vivir|no vale la pena vivir|(?:estarían|estarian|estaría|estarán) mejor sin mí|mejor (?:estar )?muert[ao]|ojalá (?:estuviera|me muriera|no despertara)',
      '(?:quiero|quisiera|deseo) que (?:todo )?(?:se acabe|se termine|termine|acabe)(?: (?:todo|ya|de una vez))?|que se acabe todo|acabar con todo de una vez',
      'ideas? (?:suicidas?|de suicidio|de matarme|de quitarme la vida)|pensamientos? (?:suicidas?|de suicidio|de matarme|de quitarme la vida)|intento de suicidio|intenté suicidarme|me (?:siento|sentía) suicida|estoy suicida',
      '(?:me estoy|se está|se esta|me sigo|se sigue|sigo|me he estado) (?:cortando|lastimando|haciendo daño|quemando|autolesionando)|me corto (?:los brazos|las piernas|las muñecas|a propósito|a proposito)|autolesi[a-z]*|me autolesiono',
    ],
    other_emergency: [
      'quemadura (?:grave|grande|enorme|profunda|extensa|seria|de (?:segundo|tercer) grado|muy grande|en toda|en la cara|en el pecho)|(?:gran|grave|enorme|terrible) quemadura|quemaduras (?:graves|grandes|enormes|profundas|extensas|de (?:segundo|tercer) grado)',
      'quem[a-z]* ~5 (?:agua|aceite|líquido|café|sopa|leche) hirviendo|(?:agua|aceite|sopa|leche) hirviendo ~5 (?:quem[a-z]*|encima|ampollas)|aceite caliente',
      'electrocut[a-z]*|descarga eléctrica|(?:le|me) cayó un rayo|(?:se|le|me) prendió fuego|(?:se|le|me) incendió la ropa|inhal[a-z]* humo',
      '(?:manchas|sarpullido|erupción|puntitos|ronchas) ~4 no (?:desaparecen|desaparece|se quitan|se van|se blanquean|se borran) ~3 (?:vaso|presion[a-z]*|apret[a-z]*)|manchas (?:moradas|púrpuras|violetas|morado oscuro)|prueba del vaso',
      '(?:bebé|recién nacido|nene|nena|bebito|bebita) ~5 (?:flojit[oa]|flácid[oa]|sin fuerza|muy decaíd[oa]|aguadit[oa]|blandit[oa]|como trapo|no reacciona|no se despierta)',
      'meningitis(?! (?:vacuna|vacunación))|sepsis|septicemia|shock séptico|coma diabético|cetoacidosis|golpe de calor',
      '(?:recién nacido|bebé de (?:\\d+|una|dos|tres|cuatro|seis) (?:días|semanas)) ~4 (?:fiebre|calentura|temperatura)',
      '(?:llamo|llamar|llamé|llamamos|llama|llamen|llamo a) (?:a )?(?:una |la )?(?:ambulancia|emergencias|911|112|061|urgencias|paramédicos)',
      'atropell[a-z]*|se cayó (?:de|desde) (?:un|una|el|la) (?:techo|tejado|escalera|balcón|ventana|segundo piso|tercer piso|andamio|altura|árbol)',
      `${CANT} (?:mover|sentir) (?:las|sus|mis) (?:piernas|brazos)`,
    ],
  },
  conditional: [
    {
      category: 'stroke',
      pattern: `${CANT} (?:mover|levantar|alzar|sentir|usar) (?:el|la|su|mi|tu) (?:brazo|pierna|mano|pie)`,
      context: 'cara|boca|habla|hablar|palabras|lengua|de repente|de golpe|derrame|ictus',
    },
    {
      category: 'breathing',
      pattern: `${CANT} (?:ni )?(?:hablar|decir (?:una )?palabra|terminar (?:una|las) frases?)|casi no (?:puede|puedo|puedes) hablar|apenas (?:puede|puedo|puedes) hablar`,
      context: 'silb[a-z]*|respir[a-z]*|aire|asma|inhalador|ahog[a-z]*|pecho apretado',
    },
    {
      category: 'chest_pain',
      pattern: '(?:se me va|se le va|se va|baja|bajando|me baja|le baja|irradia[a-z]*|corre|se corre|sube|subiendo|se extiende|se pasa) ~3 (?:al|a la|hacia el|hacia la|por el|por la|en el|en la|hasta el|hasta la) (?:brazo|brazos|cuello|espalda|hombro)|brazo izquierdo ~2 (?:dormido|adormecido|entumido|pesado)',
      context: 'pecho|corazón|sudor[a-z]*|sudando',
    },
    {
      category: 'anaphylaxis',
      pattern: '(?:labios?|cara|ojos?|boca|párpados?) ~3 (?:hinchad[oa]s?|inflamad[oa]s?|se (?:me |le |te )?(?:hinchan|hincharon|hinchó|hincha|inflamó|inflaman))|se (?:me|le|te) (?:hinchó|hincharon|hincha|hinchan|inflamó|inflamaron) (?:la|el|los|las) (?:cara|labios?|ojos|boca)',
      context: 'comer|comí|comió|comido|picó|picadura|picada|abeja|avispa|tomé|tomó|tomar|ibuprofeno|aspirina|medicamento|medicina|pastilla|antibiótico|penicilina|maní|cacahuate|cacahuete|nueces|mariscos|camarones|gambas|pescado|huevo|alergi[a-z]*|alérgic[oa]|reacción|ronchas|urticaria|respirar|silb[a-z]*',
    },
    {
      category: 'anaphylaxis',
      pattern: 'reacción alérgica|reacción (?:a|al|a la)|alérgic[oa]|alergia|ronchas|urticaria|me picó|le picó|picadura',
      context: 'respir[a-z]*|aire|ahog[a-z]*|garganta|lengua|tragar|desmay[a-z]*|mare[a-z]*|silb[a-z]*|pecho apretado',
    },
    {
      category: 'overdose_poisoning',
      pattern: '(?:se comió|comió|se tragó|tragó|se tomó|tomó|agarró|se bebió) ~3 (?:pastillas|medicinas|medicamentos|tabletas|remedios|vitaminas|gomitas) ~3 (?:de (?:su|mi|la) (?:abuela|abuelo|mamá|papá|madre|padre|tía)|del abuelo|de la abuela)?|(?:se comió|comió|se tragó|tragó|se tomó|tomó) ~2 (?:mis|sus|las) (?:pastillas|medicinas|medicamentos|tabletas|vitaminas)',
      context: 'niñ[oa]|hij[oa]|bebé|nene|nena|años|meses|perro|gato|chiquit[oa]|pequeñ[oa]|nieto|nieta',
    },
    {
      category: 'other_emergency',
      pattern: '(?:se (?:golpeó|pegó|dio|cayó)|me (?:golpeé|pegué|di|caí)|golpe|golpeó|golpeado|traumatismo|cayó|se cayó) ~4 (?:en |contra )?(?:la )?cabeza|traumatismo craneal|conmoción cerebral|contusión cerebral',
      context: 'vomit[a-z]*|vómito|devolv[a-z]*|confundid[oa]|desorientad[oa]|somnolient[oa]|dormid[oa]|no despierta|inconsciente|desmay[a-z]*|sangr[a-z]* (?:por|de) (?:el |la |los )?(?:oído|nariz|oídos)|convuls[a-z]*|no reacciona|perdió el conocimiento|no recuerda|no se acuerda|habla raro',
    },
    {
      category: 'other_emergency',
      pattern: '(?:cuello|nuca) (?:muy )?(?:rígid[oa]|tiesa?|tieso|dur[oa])|rigidez (?:de|en) (?:la )?(?:nuca|cuello)|no (?:puede|puedo) (?:doblar|mover|bajar) (?:el|la) (?:cuello|nuca|cabeza)',
      context: 'fiebre|temperatura|calentura|manchas|vomit[a-z]*|meningitis|sarpullido|erupción|luz le molesta|le molesta la luz|somnolient[oa]',
    },
    {
      category: 'other_emergency',
      pattern: 'sangr(?:ando|o|a|é|ado|ar|e|ó)|sangrado|hemorragia|(?:mucha|bastante) sangre|coágulos|dolor (?:muy )?(?:fuerte|intenso|terrible|insoportable) (?:en la|de) (?:barriga|panza|vientre|abdomen|tripa|pelvis)|el bebé no se mueve|no siento (?:al|a mi) bebé|no se mueve el bebé|convuls[a-z]*',
      context: 'embarazad[a-z]*|semanas de (?:embarazo|gestación)|gestación|en estado|encinta|embarazo',
    },
  ],
  clauseBreakers: ['pero', 'sino', 'aunque', 'embargo', 'excepto', 'salvo', 'mientras'],
  segmentBreakers: ['y', 'e', 'entonces', 'porque', 'pues', 'luego', 'además', 'ademas', 'también', 'tambien'],
  negationCues: ['no', 'ni', 'sin', 'nunca', 'jamás', 'jamas', 'tampoco', 'ningún', 'ningun', 'ninguno', 'ninguna', 'nada', 'niega', 'negó', 'nego', 'niego', 'ausencia', 'libre'],
  pseudoNegations: [
    'no (?:sé|se|sabemos|sabe|sabía|sabes|saben|solo|sólo|estoy segur[oa]|está segur[oa]|esta segur[oa]|hay duda|me queda claro|entiendo|recuerdo|me acuerdo|importa)',
    'sin (?:duda|embargo|saber)|no (?:lo|la) sé|ni idea|nada más que|no es (?:solo|sólo)',
  ],
  bridges: [
    'tengo', 'tiene', 'tienes', 'tenía', 'tenia', 'tuve', 'tuvo', 'tenemos', 'tienen', 'he', 'ha', 'has', 'han', 'hemos',
    'tenido', 'sentido', 'siento', 'siente', 'sientes', 'sentía', 'sentia', 'noto', 'nota', 'noté', 'note', 'notado',
    'presento', 'presenta', 'presentado', 'hay', 'había', 'habia', 'hubo', 'un', 'una', 'unos', 'unas', 'el', 'la', 'los',
    'las', 'lo', 'mi', 'mis', 'su', 'sus', 'tu', 'tus', 'algún', 'algun', 'alguna', 'ningún', 'ningun', 'ninguna', 'de', 'del',
    'ya', 'más', 'mas', 'ahora', 'mucho', 'mucha', 'tanto', 'tanta', 'me', 'le', 'te', 'se', 'nos', 'les', 'está', 'esta',
    'estoy', 'es', 'fue', 'era', 'muy', 'nada', 'otra', 'otro', 'vez', 'signos', 'síntomas', 'sintomas', 'señal',
    'señales', 'rastro', 'tipo', 'clase', 'con', 'al', 'a', 'en', 'episodios', 'grave', 'fuerte', 'repentino', 'súbito',
    'realmente', 'actualmente', 'siquiera', 'quiero', 'quiere', 'aparece', 'aparecido', 'hasta', 'todavía', 'aún',
    'aun', 'nuevo', 'nueva', 'ningunos', 'tal', 'creo', 'real', 'verdadero', 'dolorcito', 'ese', 'esa', 'este',
  ],
  disjunctions: ['o', 'u', 'ni'],
  intensifiers: 'como (?:esta|este|esto|ahora|hoy|el de hoy)|tan (?:fuerte|intenso|malo|mal|horrible)|hasta (?:hoy|ahora)|así de (?:fuerte|mal|malo)',
  remotePast: 'hace (?:\\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|muchos|muchas|algunos|algunas|más de \\d+|mas de \\d+) (?:años?|meses|mes|décadas?)|hace (?:años|mucho(?: tiempo)?|tiempo)|(?:el|hace un) año pasado|el año antepasado|cuando (?:era|éramos|eramos|él era|ella era|tenía \\d+ años y era) (?:un |una )?(?:niñ[oa]s?|pequeñ[oa]s?|chic[oa]s?|joven|jóvenes|bebé|adolescente|chiquit[oa]s?)|cuando (?:estaba|estuve) embarazada|de (?:chic[oa]|pequeñ[oa]|niñ[oa]|joven|bebé|adolescente|chiquit[oa])|en (?:mi|su) (?:infancia|juventud|adolescencia|niñez)|en (?:19|20)\\d\\d|antecedentes? de|historial de|en el pasado|anteriormente|previ[oa]|solía|solia',
  recent: 'hoy|ahora|ahorita|esta (?:mañana|tarde|noche|semana)|en este momento|ahora mismo|todavía|todavia|otra vez|de nuevo|sigue|aún|aun|desde (?:ayer|anoche|esta mañana|hace (?:una|un|\\d+) (?:hora|horas|minutos?|rato))',
  afterEvent: '(?:después de|despues de|desde|tras|recuperándose de|recuperandose de|se recupera de|sobrevivió a|sobrevivio a|sobreviví a|secuelas de|rehabilitación (?:de|tras|después de)) (?:un|una|el|la|mi|su|sus|mis)(?: [a-z\']+)?',
  eventNouns: 'infarto|ataque|derrame|ictus|convuls[a-z]*|sobredosis|paro|embolia|acv|quemadura[a-z]*|conmoción',
  questionOpeners: 'qué|que|cómo|como|cuál|cual|cuáles|cuales|cuánto|cuanto|cuánta|cuanta|cuántos|cuantos|cuántas|cuantas|por qué|por que|porqué|cuándo|cuando|dónde|donde|quién|quien|es|son|puede|pueden|se puede|hay|debo|debería|deberia|tiene|existe|dime|dígame|digame|explícame|explicame|explíqueme|expliqueme|quisiera saber|quiero saber|me pregunto|pregunta|una pregunta|sabe|sabes',
  generalCues: 'síntomas?|sintomas?|signos?|señales?|senales?|causa[a-z]*|provoca[a-z]*|riesgos?|probabilidad[a-z]*|prevenir|prevención|prevencion|prevengo|evitar|reducir|bajar|tratamiento[a-z]*|trata|tratan|tratar|terapia|cura|reconocer|identificar|diferencia[a-z]*|primeros auxilios|efectos? secundarios?|efectos? adversos?|vacuna[a-z]*|común|comun|normal|significa|en general|normalmente|qué hacer (?:si|cuando|en caso)|que hacer (?:si|cuando|en caso)|qué (?:se )?debe hacer|que (?:se )?debe hacer|cómo (?:se )?(?:usa|usar|ayudar|actuar)|como (?:se )?(?:usa|usar|ayudar|actuar)|si (?:alguien|una persona|un niño|una niña|un bebé|tú|usted|uno|la gente)|cuando (?:alguien|una persona|un niño|un bebé|uno)|alguien|una persona|la gente|las personas|en caso de|sobrevivir|supervivencia|recuperación|recuperacion|cuesta|precio|cuánto|cuanto|posible|es posible|se puede|puede uno|peligroso|futuro|algún día|algun dia|miedo (?:a|de)|me preocupa (?:tener|sufrir)|prueba[a-z]* para|diagnóstic[a-z]*|diagnostic[a-z]*',
  personal: 'si (?:yo|me|mi|tengo|estoy)|tengo|estoy|me (?:duele|está|esta|estoy|pasa|siento)|creo que|mi [a-z]+ (?:tiene|está|esta|acaba|sigue|no)|ahora|ahorita|ahora mismo|en este momento|ayuda|ayúdenme|ayudenme|ayúdame|ayudame|por favor|urgente|rápido',
  functionWords: ['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'mi', 'mis', 'no', 'es', 'con', 'por', 'para', 'una', 'un', 'me', 'se', 'lo', 'le', 'tengo', 'tiene', 'qué', 'cómo', 'como', 'está', 'esta', 'estoy', 'pero', 'muy', 'hace', 'desde', 'puedo', 'puede', 'debo', 'al', 'su', 'sus', 'ya', 'cuando', 'mucho', 'hijo', 'hija', 'niño', 'usted', 'tú', 'yo', 'él', 'ella', 'después', 'años', 'hoy', 'ayer', 'ahora', 'dolor', 'tomar', 'creo', 'sin', 'otra', 'vez', 'porque', 'si'],
  definitionPrefix: '(?:qué|que) (?:es|son|significa|quiere decir)(?: (?:el|la|los|las|un|una))?|(?:qué|que) (?:es|son) (?:eso de|lo que es)(?: (?:el|la|un|una))?|(?:definición de|explícame|explicame|háblame de|hablame de)(?: (?:el|la|los|las|un|una))?',
  benign: {
    severe_bleeding: {all: ['regla|menstruación|menstruacion|periodo|período|encías|encias|cepill[a-z]*|manchado']},
    chest_pain: {
      all: ['músculos?|muscular|tirón|agujetas|flexiones|lagartijas|gimnasio|gym|pesas|costillas?|tos|tosiendo|toser', 'un poco|poquito|poco|leve|ligero|ligera|al tocar|al apretar|cuando (?:me )?(?:toco|aprieto)'],
      unless: 'fuerte|intens[oa]|horrible|terrible|aplast[a-z]*|sud[a-z]*|brazo|mandíbula|respir[a-z]*|aire|mare[a-z]*|desmay[a-z]*|presión|opresión|apret[a-z]*|irradia[a-z]*',
    },
  },
}

export default es
