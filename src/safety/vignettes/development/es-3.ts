/** Spanish messages for the red-flag detector, development half, third part: the second held-out half, measured once and then given to the rules (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'mi papa tiene 61 años y desde hace como media hora dice que le aprieta el pecho como si tuviera un elefante encima, esta sudando frio y se le duerme el brazo izquierdo, que hago', emergency: true, category: 'chest_pain'},
  {text: 'Estoy en la oficina y me empezó una presión en el centro del pecho que me sube hasta la mandíbula, tengo náuseas y me falta el aire al hablar. ¿Es normal con el estrés?', emergency: true, category: 'chest_pain'},
  {text: 'Buenas tardes. Le escribo porque mi marido, de cincuenta y ocho años, hipertenso, lleva desde la siesta con un dolor opresivo en el pecho que se le va hacia la espalda; está pálido y dice que se encuentra muy mal. ¿Lo llevo a urgencias o esperamos a mañana a su médico?', emergency: true, category: 'chest_pain'},
  {text: 'dolor en el pecho fuerte desde hace 20 min no se me pasa y estoy sudando mucho creo q es un infarto', emergency: true, category: 'chest_pain'},
  {text: 'hola perdon si es una tonteria, subiendo la escalera del metro senti como un puño apretandome el pecho y ahora sentada sigue igual, me baja por el brazo hasta los dedos y tengo ganas de vomitar', emergency: true, category: 'chest_pain'},
  {text: 'my abuela dice que siente el pecho apretado, like really heavy, y esta gris y sudada, es diabetica, it started hace una hora', emergency: true, category: 'chest_pain'},
  {text: 'che, mi viejo esta con un dolor en el pecho que le agarra todo el brazo y el cuello, vos que decis, lo llevo a la guardia o le doy una aspirina y espero?', emergency: true, category: 'chest_pain'},
  {text: 'mi compañero de trabajo se ha sentado en el suelo agarrandose el pecho, dice q le quema y le oprime, casi no puede ni hablar del dolor, llamo a una ambulancia??', emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'mi abuela de repente habla raro, como arrastrando las palabras, y se le cae un lado de la boca cuando intenta sonreir', emergency: true, category: 'stroke'},
  {text: 'estabamos desayunando y a mi esposo se le cayo la taza de la mano, ahora no puede levantar el brazo derecho y dice cosas sin sentido', emergency: true, category: 'stroke'},
  {text: 'hace un rato deje de ver por el ojo izquierdo, como si bajaran una persiana negra, no me duele nada, espero a que se me pase?', emergency: true, category: 'stroke'},
  {text: 'mi vieja camina torcida desde esta mañana, se va chocando con las puertas del lado izquierdo y ni se da cuenta', emergency: true, category: 'stroke'},
  {text: 'Disculpe la molestia. Mi padre, de setenta años, lleva una hora con la mano y la pierna izquierdas dormidas, y la cara de ese lado también la nota acorchada. ¿Puede ser por haber dormido en mala postura?', emergency: true, category: 'stroke'},
  {text: 'mi tio esta en el sofa y cuando le hablo me mira pero me contesta palabras que no tienen nada q ver, como liado, hace diez minutos estaba perfecto', emergency: true, category: 'stroke'},
  {text: 'al levantarme de la silla me fui de lado y no me puedo mantener de pie, la pierna derecha no me obedece y la mano de ese lado tampoco', emergency: true, category: 'stroke'},
  {text: 'mi mujer intenta escribir un whatsapp y le salen letras sin sentido, y tiene la cara como caida del lado derecho, is this a stroke??', emergency: true, category: 'stroke'},

  // sudden_headache
  {text: 'estaba en el gimnasio haciendo press de banca y de golpe senti un dolor de cabeza brutal en la nuca, como un martillazo, el peor de mi vida, y he vomitado dos veces', emergency: true, category: 'sudden_headache'},
  {text: 'a mi hermana le dio un dolor de cabeza explosivo hace como una hora, dice que llego al maximo en segundos y ahora tiene el cuello tieso', emergency: true, category: 'sudden_headache'},
  {text: 'me duele la caveza como nunca en la vida, empezo de repente como un trueno mientras estaba en el baño y yo nunca tengo migrañas', emergency: true, category: 'sudden_headache'},
  {text: 'Buenas noches. Mientras estaba con mi pareja sentí de golpe como un estallido dentro de la cabeza, un dolor horrible que no se me va, y me molesta mucho la luz. Me da vergüenza ir a urgencias por esto, ¿es grave?', emergency: true, category: 'sudden_headache'},
  {text: 'dolor de cabeza subito insoportable, como si me hubieran pegado con un bate por detras pero nadie me toco, tengo ganas de vomitar', emergency: true, category: 'sudden_headache'},
  {text: 'mi madre grito que le iba a reventar la cabeza, de un segundo a otro, y ahora esta tumbada a oscuras quejandose y vomitando', emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: 'mi hijo de ocho años se cayo de la litera de arriba, se dio con la cabeza en el suelo y ya ha vomitado tres veces, ahora solo quiere dormir', emergency: true, category: 'head_injury'},
  {text: 'mi padre toma sintrom y se ha dado un golpe en la cabeza con la puerta del coche, tiene un chichon y dice que el dolor va cada vez a mas', emergency: true, category: 'head_injury'},
  {text: 'se me cayo el bebe del cambiador, cayo de cabeza al suelo, lloro enseguida pero estoy asustadisima, tiene cinco meses', emergency: true, category: 'head_injury'},
  {text: 'mi amigo se cayo de la bici sin casco, se quedo inconsciente unos segundos y ahora repite todo el rato las mismas preguntas, no se acuerda de como hemos llegado aqui', emergency: true, category: 'head_injury'},
  {text: 'despues de un cabezazo jugando al futbol me sale un liquido clarito por la nariz, no es moco, es como agua, es normal?', emergency: true, category: 'head_injury'},
  {text: 'mi abuelo se cayo por las escaleras y se dio en la cabeza, le sale un poco de sangre por el oido y esta muy adormilado', emergency: true, category: 'head_injury'},
  {text: 'mi hermano se cayo del andamio, unos tres metros, y se golpeo la cabeza, dice que esta bien pero tiene la mirada rara y tarda en contestar', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: 'me corte con una botella rota en la mano y sale sangre a chorros, llevo diez minutos apretando con un trapo y ya esta empapado', emergency: true, category: 'severe_bleeding'},
  {text: 'Mi marido acaba de vomitar algo oscuro, como posos de café, y está muy pálido y sudoroso.', emergency: true, category: 'severe_bleeding'},
  {text: 'tengo la caca negra como alquitran desde ayer y hoy me mareo al levantarme, casi me caigo en la ducha', emergency: true, category: 'severe_bleeding'},
  {text: 'mi suegro esta tosiendo sangre roja, no un hilito, sale bastante con cada golpe de tos', emergency: true, category: 'severe_bleeding'},
  {text: 'se me resbalo el cuchillo cortando calabaza y me hice un tajo en el muslo, la sangre sale a borbotones y no para aunque aprieto fuerte', emergency: true, category: 'severe_bleeding'},
  {text: 'a mi madre se le abrio la herida de la operacion y esta sangrando muchisimo, ya hemos empapado dos toallas', emergency: true, category: 'severe_bleeding'},
  {text: 'a mi papa le sangra la nariz desde hace mas de una hora, toma anticoagulantes, no para con nada y ya esta mareado y blanco', emergency: true, category: 'severe_bleeding'},
  {text: 'mi hijo se cayo contra una puerta de cristal y tiene un corte en el brazo del que sale la sangre como latiendo, a golpes, q hago mientras llega alguien', emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'no puedo respirar bien, el inhalador azul no me hace nada, ya van cuatro puffs y sigo igual', emergency: true, category: 'breathing'},
  {text: 'mi abuelo tiene los labios morados y respira muy rapido, no puede terminar una frase sin pararse a coger aire', emergency: true, category: 'breathing'},
  {text: 'se atraganto con un trozo de carne y no puede toser ni hablar, solo se lleva las manos al cuello', emergency: true, category: 'breathing'},
  {text: 'Mi mujer tiene asma y esta crisis no es como las otras: está sentada inclinada hacia delante, con los labios grisáceos, y apenas puede decir dos palabras seguidas. ¿Le doy otra dosis o qué hago?', emergency: true, category: 'breathing'},
  {text: 'me ahogo me ahogo no me entra el aire', emergency: true, category: 'breathing'},
  {text: 'mi compañero de piso respira con un silbido horrible, se le hunde el cuello al coger aire y dice q siente que se muere', emergency: true, category: 'breathing'},
  {text: 'mi hijo de doce años, asmatico, esta jadeando y el salbutamol no le hace efecto, se le estan poniendo los labios azules', emergency: true, category: 'breathing'},
  {text: "my dad can't breathe bien, esta sentado en el borde de la cama boqueando como un pez, tiene EPOC pero nunca lo habia visto asi", emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'mi hija comio un pastel que llevaba nueces y se le esta hinchando la boca y la lengua, tose y dice que le pica la garganta', emergency: true, category: 'anaphylaxis'},
  {text: 'me pico una avispa hace 10 min y tengo ronchas por todo el cuerpo, la voz ronca y me siento muy mareado', emergency: true, category: 'anaphylaxis'},
  {text: 'le di amoxicilina a mi esposo por primera vez y ahora tiene los labios como globos y le cuesta tragar', emergency: true, category: 'anaphylaxis'},
  {text: 'ya le puse el epipen a mi hijo xq comio cacahuete sin darnos cuenta, sigue con la cara hinchada, q hago ahora', emergency: true, category: 'anaphylaxis'},
  {text: 'despues de cenar gambas se me ha cerrado la garganta, noto que no me pasa ni la saliva y tengo habones por todas partes', emergency: true, category: 'anaphylaxis'},
  {text: 'a mi compañera le pico una abeja en el cuello y tiene la cara hinchadisima y respira haciendo ruido, ¿es una alergia normal?', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'mi abuela se desplomo en la cocina y no responde cuando la llamo, respira pero no abre los ojos', emergency: true, category: 'unconscious'},
  {text: 'no consigo despertar a mi novio, le sacudo y le grito y nada, anoche bebio muchisimo', emergency: true, category: 'unconscious'},
  {text: 'un señor se ha caido en la parada del bus y no reacciona, que hago', emergency: true, category: 'unconscious'},
  {text: 'mi padre esta en el sillon y no hay forma de despertarlo, le pellizco la mano y ni se mueve', emergency: true, category: 'unconscious'},
  {text: 'mi hermano se desmayo en el baño y lleva ya unos minutos sin reaccionar, esta palidisimo', emergency: true, category: 'unconscious'},
  {text: 'Hola, mi madre es diabética y esta mañana no consigo que se despierte: tiene los ojos cerrados y no contesta aunque la muevo.', emergency: true, category: 'unconscious'},

  // seizure
  {text: 'mi hijo de 3 años esta convulsionando ahora mismo, tiembla entero y tiene los ojos en blanco', emergency: true, category: 'seizure'},
  {text: 'mi marido nunca ha tenido epilepsia y acaba de tener una convulsion en el suelo del salon, ahora esta muy confuso', emergency: true, category: 'seizure'},
  {text: 'mi hermana es epileptica y lleva ya mas de cinco minutos con la crisis, no se le pasa, la medicacion de rescate no la encuentro', emergency: true, category: 'seizure'},
  {text: 'A mi abuelo le dio un ataque, se puso rígido y sacudía los brazos; paró, y a los pocos minutos le dio otro sin haberse despertado entre medias.', emergency: true, category: 'seizure'},
  {text: 'mi compi de piso se cayo al suelo temblando y echando espuma por la boca, esta pasando ahora mismo', emergency: true, category: 'seizure'},
  {text: 'mi bebe de 14 meses con fiebre empezo a sacudirse entero y no me mira, cuanto tiempo espero??', emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'mi hijo de 2 años se ha comido unas pastillas de la tension de mi madre que estaban en la mesa, no se cuantas', emergency: true, category: 'overdose_poisoning'},
  {text: 'me tome una caja entera de paracetamol hace dos horas y ahora me arrepiento, me encuentro bien, hace falta ir?', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi sobrina se trago una pila de boton de las del mando, la vi con ella en la boca y ya no la tiene', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi abuelo se confundio y se tomo de golpe todas las pastillas del pastillero de la semana', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hija bebio lejia de una botella de agua donde la habia puesto mi marido para limpiar, tose y llora', emergency: true, category: 'overdose_poisoning'},
  {text: 'fuimos al monte y mi primo se comio unas setas que cogio el, ahora tiene vomitos y diarrea muy fuertes', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi colega se ha pasado con lo que se ha metido, tiene las pupilas como puntitos y respira muy despacio', emergency: true, category: 'overdose_poisoning'},
  {text: 'ayuda el peque se a tragado dos imanes de esos de bolitas, tiene cuatro años', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'en casa a todos nos duele la cabeza y estamos mareados, mi madre ha vomitado y el perro esta raro, tenemos un calentador de gas muy viejo', emergency: true, category: 'carbon_monoxide'},
  {text: 'la alarma de monoxido esta pitando y mi pareja y yo tenemos nauseas y dolor de cabeza, sera que la alarma esta rota?', emergency: true, category: 'carbon_monoxide'},
  {text: 'dejamos la estufa de butano en la habitacion toda la noche y a mi abuela no hay quien la despierte bien, esta como atontada, y a mi me va a estallar la cabeza', emergency: true, category: 'carbon_monoxide'},
  {text: 'se fue la luz y pusimos el generador en el garaje, desde entonces los niños y yo estamos con dolor de cabeza y vomitos', emergency: true, category: 'carbon_monoxide'},
  {text: 'hicimos la barbacoa dentro del local porque llovia y ahora varios estamos mareados y con nauseas, uno se ha desmayado', emergency: true, category: 'carbon_monoxide'},
  {text: 'mi vecino tenia el coche encendido en el garaje cerrado, lo hemos encontrado confuso y vomitando', emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: 'a mi bebe se le cayo encima el cafe caliente, tiene el pecho y el brazo rojos y con ampollas', emergency: true, category: 'burns'},
  {text: 'me salto aceite hirviendo en la mano, tengo ampollas mas grandes que la palma y en el centro la piel esta blanca y no me duele', emergency: true, category: 'burns'},
  {text: 'mi tio estaba arreglando un enchufe y le dio la corriente, tiene una quemadura negra en la mano', emergency: true, category: 'burns'},
  {text: 'me ha salpicado desatascador en la cara y me arde muchisimo la mejilla y el ojo', emergency: true, category: 'burns'},
  {text: 'hubo un incendio en la cocina, mi madre respiro mucho humo, tose sin parar, tiene la voz ronca y hollin en la nariz', emergency: true, category: 'burns'},
  {text: 'exploto la bombona del camping y mi amigo tiene quemaduras en la cara y los brazos, la piel esta como cuero', emergency: true, category: 'burns'},

  // sepsis
  {text: 'mi madre tiene infeccion de orina desde hace tres dias y hoy esta confusa, no me reconoce, tiembla entera y casi no hace pis', emergency: true, category: 'sepsis'},
  {text: 'me operaron hace una semana, la herida esta roja y supura, tengo treinta y nueve y medio de fiebre, tiemblo y siento que me voy a morir', emergency: true, category: 'sepsis'},
  {text: 'mi padre con gripe ahora respira rapidisimo, tiene las rodillas con manchas moradas y habla arrastrando las palabras', emergency: true, category: 'sepsis'},
  {text: 'tengo neumonia y estoy con antibiotico pero cada vez peor, no he orinado desde ayer y tengo las manos heladas con fiebre alta', emergency: true, category: 'sepsis'},
  {text: 'mi abuela tenia una herida infectada en el pie y hoy esta tiritando, con la piel como marmoleada y muy desorientada', emergency: true, category: 'sepsis'},
  {text: 'fiebre de 40, tiritones y el corazon a mil, tengo una infeccion de riñon y no me tengo en pie, nunca me habia sentido tan mal', emergency: true, category: 'sepsis'},

  // meningitis
  {text: 'mi hijo de 6 años tiene fiebre alta y unas manchitas moradas que no se van cuando aprieto un vaso encima', emergency: true, category: 'meningitis'},
  {text: 'tengo fiebre, el cuello rigido, no puedo bajar la barbilla al pecho, y la luz me hace daño en los ojos', emergency: true, category: 'meningitis'},
  {text: 'mi compañera de residencia tiene fiebre y esta muy adormilada, casi no contesta, y le han salido puntitos rojos en las piernas que no desaparecen con el vaso', emergency: true, category: 'meningitis'},
  {text: 'mi bebe tiene fiebre, esta muy irritable, llora mas si lo cojo en brazos y la mollera la tiene abultada', emergency: true, category: 'meningitis'},
  {text: 'fiebre y dolor de cabeza horrible, no soporto nada de luz y tengo el cuello tieso, he vomitado dos veces', emergency: true, category: 'meningitis'},
  {text: 'a mi hija de 15 le salieron manchas como moratones con la fiebre, hice la prueba del vaso y no se borran', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'estoy de 7 semanas y tengo un dolor fuerte abajo en el lado derecho, casi me desmayo y me duele la punta del hombro', emergency: true, category: 'pregnancy'},
  {text: 'di a luz hace cuatro dias y estoy sangrando muchisimo, empapo una compresa cada hora y salen coagulos grandes', emergency: true, category: 'pregnancy'},
  {text: 'Estoy embarazada de 34 semanas, me duele muchísimo la cabeza, veo lucecitas y se me han hinchado la cara y las manos de repente.', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 36 semanas y hoy no he notado moverse al bebe en todo el dia, ni con agua fria ni comiendo dulce', emergency: true, category: 'pregnancy'},
  {text: 'rompi aguas ayer, todavia no tengo contracciones y ahora tengo fiebre y el liquido huele mal', emergency: true, category: 'pregnancy'},
  {text: 'mi esposa tuvo el bebe hace una semana, tiene fiebre, un flujo que huele fatal y esta temblando, dice que se siente malisimo', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: 'mi bebe de 6 semanas tiene 38,3 de fiebre', emergency: true, category: 'sick_child'},
  {text: 'mi hija de 10 meses esta como un trapo, floja, no me sigue con la mirada y no quiere el biberon', emergency: true, category: 'sick_child'},
  {text: 'el bebe hace como un gruñido con cada respiracion y se le marcan mucho las costillas', emergency: true, category: 'sick_child'},
  {text: 'mi niño de dos años vomita todo lo que le doy, hasta el agua, y no ha mojado el pañal desde ayer por la tarde', emergency: true, category: 'sick_child'},
  {text: 'mi peque tiene fiebre y un llanto rarisimo, muy agudo, que nunca le habia oido, no hay forma de calmarlo', emergency: true, category: 'sick_child'},
  {text: 'mi bebe de 4 meses esta muy dormido, no se despierta para comer ni aunque le cambie el pañal', emergency: true, category: 'sick_child'},
  {text: 'la nena tiene los labios azulados y respira muy rapido, tiene 8 meses, q hago', emergency: true, category: 'sick_child'},
  {text: 'llevo toda la noche con mi hijo de 1 año con diarrea y vomitos, ahora tiene los ojos hundidos, llora sin lagrimas y lleva catorce horas sin mojar pañal', emergency: true, category: 'sick_child'},

  // self_harm
  {text: 'ya no aguanto mas, creo que todos estarian mejor sin mi', emergency: true, category: 'self_harm'},
  {text: 'llevo meses guardando pastillas y creo que esta noche me las voy a tomar todas', emergency: true, category: 'self_harm'},
  {text: 'mi hermano ha regalado su guitarra y su consola, me ha escrito que me quiere mucho y que lo siente por todo, y no contesta al telefono', emergency: true, category: 'self_harm'},
  {text: 'me estoy cortando ahora mismo y no puedo parar', emergency: true, category: 'self_harm'},
  {text: 'Hola. Solo quería preguntar cuánto tarda en hacer efecto el zolpidem si te tomas muchos juntos. Ya no quiero despertarme más.', emergency: true, category: 'self_harm'},
  {text: 'mi hija de 16 ha dejado unas cartas de despedida en su cuarto y no se donde esta', emergency: true, category: 'self_harm'},
  {text: 'soy una carga para mi familia, lo mejor seria desaparecer para siempre, ya tengo la cuerda', emergency: true, category: 'self_harm'},
  {text: 'mi amigo me acaba de mandar un audio diciendo q esta en el puente y q ya no puede mas', emergency: true, category: 'self_harm'},

  // other_emergency
  {text: 'me ha empezado un dolor de barriga brutal de golpe, tengo la tripa dura como una tabla y no me puedo ni mover', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo de 14 años se desperto con un dolor horrible en un testiculo, lo tiene hinchado y esta vomitando', emergency: true, category: 'other_emergency'},
  {text: 'mi padre es diabetico, el aparato le marca 35 de azucar y esta sudando, confuso y no me entiende', emergency: true, category: 'other_emergency'},
  {text: 'tengo la pierna izquierda fria, blanca y dormida desde hace una hora, me duele muchisimo', emergency: true, category: 'other_emergency'},
  {text: 'mi hermana diabetica tipo 1 esta vomitando, respira muy hondo y rapido, el aliento le huele a fruta y el glucometro pone HI', emergency: true, category: 'other_emergency'},

  // routine: denial
  {text: 'no tengo ningun dolor en el pecho ni me falta el aire, solo noto el corazon rapido cuando tomo mucho cafe, es normal?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'estoy muy agobiada con los examenes y duermo fatal, pero ojo, nada de pensar en hacerme daño ni nada parecido, solo quiero consejos para dormir', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'Mi hijo se dio con la cabeza en la mesa; no perdió el conocimiento, no ha vomitado y está jugando igual que siempre. ¿Le pongo hielo?', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'a veces se me duerme la mano al despertar pero la cara la tengo bien, hablo normal y se me pasa en un minuto sacudiendola', emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'tengo tos seca desde hace una semana, respiro perfectamente y no me ahogo para nada, que jarabe va bien?', emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: 'mi abuela se mareo un poco al levantarse rapido, no llego a desmayarse ni a caerse, se sento y se le paso', emergency: false, trap: 'denial', resembles: 'unconscious'},
  {text: 'comi fresas y me salieron unos granitos en el brazo, sin hinchazon de labios ni de garganta y respiro normal, me tomo un antihistaminico?', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  {text: 'estoy de 20 semanas y tengo algo mas de flujo blanco, sin sangre, sin dolor y el bebe se mueve como siempre, es habitual?', emergency: false, trap: 'denial', resembles: 'pregnancy'},
  {text: 'mi hijo a veces se queda en las nubes en clase, pero no se cae ni tiembla ni pone los ojos raros, la profe dice que es despiste', emergency: false, trap: 'denial', resembles: 'seizure'},

  // routine: remote_past
  {text: 'tuve un ictus en 2017, me recupere completamente y ahora quiero saber si puedo volver a hacer pilates', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'Hace ocho años tuve un intento de suicidio; hoy estoy bien, con terapia y un trabajo estable. Mi duda es si puedo ir dejando poco a poco la sertralina con mi médico.', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'llevo siete años limpio de heroina, todo bien, y quiero saber si hay algun problema en tomar ibuprofeno para la espalda', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'a mi padre le dio un infarto hace doce años, le pusieron dos stents y desde entonces esta estupendo, puede viajar en avion a Mexico?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'de pequeña tuve convulsiones febriles, ahora tengo 30 años y nunca mas, mi hija las puede heredar?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'tuve meningitis a los cinco años y me quede perfectamente, necesito alguna vacuna especial de adulto?', emergency: false, trap: 'remote_past', resembles: 'meningitis'},
  {text: 'hace quince años tuve un traumatismo craneal en un accidente de moto, me recupere del todo; me puedo hacer una resonancia con la placa de titanio que llevo?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'estuve en la UCI por una sepsis en 2015 y desde entonces bien, ahora me quieren quitar la vesicula, tengo que avisar de algo?', emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: 'de niño me queme el brazo con agua hirviendo, la cicatriz es de hace veinte años y me pica en verano, que crema me pongo', emergency: false, trap: 'remote_past', resembles: 'burns'},

  // routine: dosing
  {text: 'cuanto paracetamol puedo tomar al dia como maximo para no pasarme sin querer? peso 60 kilos', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'se puede tomar ibuprofeno junto con el enalapril de la tension?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'mi padre toma aspirina de 100 por el corazon, puede tomar tambien omeprazol a la vez?', emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  {text: 'cuantos ml de apiretal le doy a mi hijo de catorce kilos para la fiebre?', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'me han recetado sertralina de 50, me puedo tomar una cerveza el sabado o es peligroso mezclar?', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'tomo apixaban, me puedo tomar un nolotil para el dolor de muelas o hace que sangre mas?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'que dosis de cetirizina le puedo dar a un niño de 5 años con alergia al polen?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'Estoy embarazada de doce semanas, ¿cuánto paracetamol puedo tomar para el dolor de cabeza sin riesgo para el bebé?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: 'se me olvido la pastilla de levetiracetam de anoche, me la tomo ahora junto con la de la mañana o no?', emergency: false, trap: 'dosing', resembles: 'seizure'},

  // routine: reassurance
  {text: 'la niña se dio un golpe en la frente con la esquina del sofa, le salio un chichon pequeño pero esta jugando y comiendo como siempre', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'mi hijo tiene 38 de fiebre desde esta mañana pero respira normal, bebe bien, hace pis y juega a ratos', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'me queme un poquito el dedo con la plancha, esta rojo, sin ampollas, y ya casi no duele', emergency: false, trap: 'reassurance', resembles: 'burns'},
  {text: 'me corte afeitandome y sangro bastante al principio, pero apreté con un papel cinco minutos y ya paro del todo', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: 'cuando subo cuestas me canso y jadeo un poco, pero en reposo respiro perfecto, sera la falta de ejercicio?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'Nos sonó la alarma de monóxido a las 3 de la mañana, abrimos todo, nadie tiene dolor de cabeza ni nada, y el técnico vino y era la pila. ¿Hay que hacer algo más?', emergency: false, trap: 'reassurance', resembles: 'carbon_monoxide'},
  {text: 'mi hijo adolescente se desmayo en misa de estar mucho rato de pie con calor, se desperto enseguida, comio algo y esta normal', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  {text: 'a mi hija le salieron manchitas rojas con la fiebre, pero hice la prueba del vaso y se borran, y ella esta animada viendo dibujos', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: 'me pico una abeja en el tobillo, se puso hinchado y rojo alrededor pero respiro bien y no tengo nada en el resto del cuerpo', emergency: false, trap: 'reassurance', resembles: 'anaphylaxis'},

  // routine: general_question
  {text: 'cuales son los sintomas de la sepsis? lo vi en un documental y me quede preocupado', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'como se reconoce un ictus? quiero explicarselo a mis padres que viven solos', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'como se sabe si una quemadura necesita ir al medico?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'para que sirve exactamente la prueba del vaso en las manchas de la piel?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'que sintomas da el monoxido de carbono? vamos a poner una estufa de leña en la casa del pueblo', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'que es la preeclampsia y como se detecta?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'en que se diferencia una migraña de un aneurisma? tengo migrañas y me da miedo no notar la diferencia', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: 'como puedo saber si un amigo esta pensando en suicidarse? que señales hay?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'que hay que hacer si un niño se traga una pila de boton? es para saberlo, tengo un bebe en casa y muchos mandos', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  {text: 'a partir de que temperatura se considera fiebre en un bebe?', emergency: false, trap: 'general_question', resembles: 'sick_child'},

  // routine: mild
  {text: 'me queme el antebrazo con la bandeja del horno, es una raya roja de dos centimetros, que me pongo?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me sangro la nariz esta mañana unos minutos y ya paro, me pasa siempre que ponen la calefaccion', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'llevo dos dias con un dolor de cabeza leve, como una cinta apretada, creo que es de tanta pantalla', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'me duele un punto de las costillas cuando aprieto con el dedo, desde que movi muebles el finde', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'me hice un corte con un folio en el dedo y escuece un monton', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'me di con la puerta del armario de la cocina en la cabeza al levantarme, me duele un poco la zona y ya', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'tengo un parpado que me tiembla desde hace unos dias, como un tic, sera estres?', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'estoy un poco constipado y por la noche con la nariz tapada me cuesta respirar por la nariz', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'tengo un dolorcillo de barriga despues de comer, como gases, y se me pasa al ir al baño', emergency: false, trap: 'mild', resembles: 'other_emergency'},

  // routine: everyday near-misses
  {text: 'me duele la cabeza un momento cada vez que como helado muy rapido, es normal?', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},
  {text: 'tengo migrañas con aura desde los 20 años, siempre iguales, hay algun tratamiento preventivo nuevo?', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},
  {text: 'mi marido duerme tan profundo que cuesta despertarlo por la mañana para ir a trabajar, ronca mucho, puede ser apnea?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'que mantenimiento necesita una caldera de gas para que sea segura? me acabo de mudar a un piso antiguo', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: 'tenemos una estufa de pellets en el salon, conviene poner detector de monoxido?', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: 'tengo infeccion de orina, me escuece al hacer pis pero sin fiebre, cuanto tarda en hacer efecto la fosfomicina?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'tengo un padrastro infectado en el dedo, rojo y con un poco de pus, sin fiebre ni nada mas', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'me molesta un poco un testiculo despues de hacer mucha bici, sin hinchazon, se pasara solo?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'soy diabetica y esta mañana tenia 68 de azucar, me tome un zumo, subio a 110 y me encuentro bien, tengo que cambiar algo?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'cuando me estoy quedando dormido a veces doy un sacudon como si me cayera, que es eso?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'mi bebe de 3 meses echa un poco de leche despues de cada toma pero engorda bien y esta contento', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: 'ronco muchisimo y mi pareja dice que a veces paro de respirar unos segundos mientras duermo, a que especialista voy?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'estoy de 28 semanas y tengo mucha acidez por las noches, que puedo tomar?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'me pica la boca cuando como almendras crudas, me gustaria hacerme pruebas de alergia, a quien pido cita?', emergency: false, trap: 'everyday', resembles: 'anaphylaxis'},
  {text: 'me sale un poquito de sangre en la espuma al cepillarme los dientes, es de las encias?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  {text: 'hay que lavar la fruta con unas gotas de lejia o basta con agua?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'me estoy mareando un poco en el metro cuando voy mucho rato de pie, sin llegar a caerme, tendre la tension baja?', emergency: false, trap: 'everyday', resembles: 'unconscious'},

  // routine: everyday
  {text: 'cada cuanto hay que hacerse una analitica de colesterol a partir de los 40?', emergency: false, trap: 'everyday'},
  {text: 'tengo las uñas de los pies amarillentas y gruesas, sera hongo?', emergency: false, trap: 'everyday'},
  {text: 'que es mejor para la espalda, colchon duro o blando?', emergency: false, trap: 'everyday'},
  {text: 'ke puedo hacer para dormir mejor, me despierto a las 4 todas las noches y ya no me duermo', emergency: false, trap: 'everyday'},
  {text: 'me han salido granos en la espalda desde que voy al gym', emergency: false, trap: 'everyday'},
  {text: 'la vacuna de la gripe me la puedo poner el mismo dia que la del covid?', emergency: false, trap: 'everyday'},
  {text: 'tengo caspa y me pica el cuero cabelludo, q champu uso', emergency: false, trap: 'everyday'},
  {text: 'es normal que me crujan las rodillas al subir escaleras? tengo 35', emergency: false, trap: 'everyday'},
  {text: 'mi hijo de 7 años moja la cama algunas noches, cuando hay que consultarlo?', emergency: false, trap: 'everyday'},
  {text: 'cuantas horas deberia dormir un adolescente de quince años?', emergency: false, trap: 'everyday'},
  {text: 'tengo el colesterol en 240, con dieta se puede bajar o necesito pastillas?', emergency: false, trap: 'everyday'},
  {text: 'que diferencia hay entre alergia y resfriado? estornudo todo el dia', emergency: false, trap: 'everyday'},
  {text: 'estoy pensando en dejar de fumar, que funciona mejor, parches o chicles?', emergency: false, trap: 'everyday'},
  {text: 'Buenos días, quisiera saber si es recomendable tomar vitamina D en invierno; vivo en Asturias y casi no veo el sol.', emergency: false, trap: 'everyday'},
  {text: 'la pediatra me dijo que mi hija tiene la ferritina baja, que alimentos le doy?', emergency: false, trap: 'everyday'},
  {text: 'tengo una verruga en la planta del pie que me molesta al caminar', emergency: false, trap: 'everyday'},
  {text: 'puedo hacer deporte con un esguince de tobillo de hace tres semanas?', emergency: false, trap: 'everyday'},
  {text: 'mi madre tiene artrosis en las manos, le viene bien el calor o el frio?', emergency: false, trap: 'everyday'},
  {text: 'me pican mucho los ojos en primavera, hay gotas sin receta?', emergency: false, trap: 'everyday'},
  {text: 'tengo un lunar que ha cambiado un poco de color, pido cita con el dermatologo?', emergency: false, trap: 'everyday'},
  {text: 'el celular me dice que camine 10000 pasos al dia, es de verdad necesario?', emergency: false, trap: 'everyday'},
  {text: 'que es bueno para las hemorroides? me molestan al sentarme en el trabajo', emergency: false, trap: 'everyday'},
  {text: 'mi bebe de 9 meses todavia no gatea, deberia preocuparme?', emergency: false, trap: 'everyday'},
  {text: 'me tomaron la tension en la farmacia y salio 135/85, eso es alta?', emergency: false, trap: 'everyday'},
  {text: 'mi abuelo oye cada vez menos, a donde lo llevo para un audifono?', emergency: false, trap: 'everyday'},
  {text: 'me salen aftas en la boca cada dos por tres, por que sera?', emergency: false, trap: 'everyday'},
  {text: 'se puede congelar la leche materna? cuanto tiempo aguanta?', emergency: false, trap: 'everyday'},
  {text: 'me duele el talon por las mañanas al dar los primeros pasos', emergency: false, trap: 'everyday'},
  {text: 'el medico de cabecera me pidio una ecografia de tiroides, hay que ir en ayunas?', emergency: false, trap: 'everyday'},
  {text: 'my son tiene piojos otra vez, q tratamiento funciona de verdad?', emergency: false, trap: 'everyday'},
  {text: 'es verdad que el cafe sube la tension?', emergency: false, trap: 'everyday'},
  {text: 'tengo ardor de estomago cuando ceno tarde, que puedo cambiar en la dieta?', emergency: false, trap: 'everyday'},
  {text: 'vos sabes si el ibuprofeno se puede tomar con el estomago vacio? siempre me olvido de desayunar', emergency: false, trap: 'dosing'},
  // long run-on messages
  {text: 'hola buenas les cuento, mi hija de dos meses y medio nacio bien, la vacunamos la semana pasada y todo normal, come cada tres horas mas o menos y mi suegra dice que la abrigo demasiado, hoy la note calentita y le puse el termometro y marca treinta y ocho y dos', emergency: true, category: 'sick_child'},
  {text: 'buenas, queria consultar una cosa de mi madre, tiene 74, estamos de vacaciones en la costa, ayer comio bien y camino por el paseo como siempre, hoy ha desayunado y ha estado viendo la tele, y desde hace unos veinte minutos no encuentra las palabras y se le tuerce la boca al hablar', emergency: true, category: 'stroke'},
  {text: 'no se ni por que escribo aqui, el trabajo fatal, con mi pareja lo dejamos hace un mes, mi madre no para de llamarme para cosas de la casa, el perro esta mayor, y bueno, he escrito cartas para todos y las he dejado en el cajon', emergency: true, category: 'self_harm'},
  {text: 'q raro, los 3 q vivimos en el piso llevamos toda la semana con dolor de cabeza y nauseas, en la ofi se me pasa, y hoy mi novio esta tan dormido que no consigo que se entere de nada', emergency: true, category: 'carbon_monoxide'},
]

export default messages
