/** Spanish messages for the red-flag detector, development half, eighteenth part: probe messages written during the tenth tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // ---- emergencies: self_harm
  {text: 'mi prima me escribio que esta en la azotea de su edificio y que se va a aventar, no contesta el telefono', emergency: true, category: 'self_harm'},
  {text: 'mi novio me mando un mensaje diciendo que se va a lanzar del puente, que ya no puede mas', emergency: true, category: 'self_harm'},
  {text: 'estoy en la via del tren esperando que pase el proximo', emergency: true, category: 'self_harm'},
  {text: 'ya le escribi una carta de despedida a mi familia, hoy es el dia', emergency: true, category: 'self_harm'},
  {text: 'tengo la navaja en la mano y quiero acabar con todo ya', emergency: true, category: 'self_harm'},
  {text: 'nadie me va a extrañar cuando me vaya para siempre, ya no quiero seguir aqui', emergency: true, category: 'self_harm'},
  {text: 'mi hija de 15 dice que se quiere tirar por la ventana y se ha encerrado en su cuarto', emergency: true, category: 'self_harm'},
  {text: 'estoy pensando seriamente en quitarme de en medio, ya tengo todo organizado', emergency: true, category: 'self_harm'},
  {text: 'me voy a colgar esta noche, ya tengo la soga', emergency: true, category: 'self_harm'},

  // ---- emergencies: chest_pain
  {text: 'a mi abuela le duele entre los omoplatos y el pecho, esta palida y sudando', emergency: true, category: 'chest_pain'},
  {text: 'tengo un dolor en la espalda entre los hombros que me pasa al pecho, sudor frio y nauseas', emergency: true, category: 'chest_pain'},
  {text: 'siento como un elefante sentado encima del pecho y me cuesta respirar', emergency: true, category: 'chest_pain'},
  {text: 'mi tio tiene el pecho apretado desde hace una hora y le hormiguea el brazo izquierdo', emergency: true, category: 'chest_pain'},
  {text: 'me arde el pecho como nunca y se me duerme la mandibula, tengo 60 años', emergency: true, category: 'chest_pain'},
  {text: 'dolor opresivo retroesternal desde hace 40 min con sudoracion', emergency: true, category: 'chest_pain'},
  {text: 'creo que me esta dando un infarto, me duele todo el pecho', emergency: true, category: 'chest_pain'},
  {text: 'mi papa dice que siente una presion horrible en el torax y esta gris', emergency: true, category: 'chest_pain'},

  // ---- emergencies: stroke
  {text: 'mi mujer no me entiende cuando le hablo y contesta con palabras que no existen', emergency: true, category: 'stroke'},
  {text: 'mi padre de repente no encuentra las palabras y dice cosas que no tienen sentido', emergency: true, category: 'stroke'},
  {text: 'mi abuelo habla como trabado y se le cae la baba por un lado', emergency: true, category: 'stroke'},
  {text: 'de pronto no veo nada por el ojo derecho, como una cortina negra', emergency: true, category: 'stroke'},
  {text: 'a mi suegra se le durmio medio cuerpo y no puede agarrar el vaso', emergency: true, category: 'stroke'},
  {text: 'mi madre no entiende lo que le decimos y tiene la boca chueca', emergency: true, category: 'stroke'},
  {text: 'mi esposo se levanto y no podia hablar bien, arrastra las palabras y se va de lado al caminar', emergency: true, category: 'stroke'},
  {text: 'mi abuela de repente esta confundida, no reconoce a nadie y no mueve la mano izquierda', emergency: true, category: 'stroke'},

  // ---- emergencies: sudden_headache
  {text: 'me dio de golpe el peor dolor de cabeza de mi vida, como un martillazo en la nuca', emergency: true, category: 'sudden_headache'},
  {text: 'estaba en el gym y senti como un estallido en la cabeza, el dolor es insoportable', emergency: true, category: 'sudden_headache'},
  {text: 'mi hermana tiene un dolor de cabeza brutal que le vino de repente y esta vomitando', emergency: true, category: 'sudden_headache'},
  {text: 'de un segundo a otro me exploto la cabeza de dolor, nunca senti algo asi', emergency: true, category: 'sudden_headache'},
  {text: 'cefalea subita muy intensa, la peor de mi vida, hace 20 minutos', emergency: true, category: 'sudden_headache'},
  {text: 'me vino un dolor de cabeza como un trueno, en un instante, y no se me quita', emergency: true, category: 'sudden_headache'},
  {text: 'teniendo relaciones me dio un dolor de cabeza tremendo de golpe en la nuca', emergency: true, category: 'sudden_headache'},
  {text: 'worst headache of my life, me dio de repente hace media hora', emergency: true, category: 'sudden_headache'},

  // ---- emergencies: head_injury
  {text: 'mi abuelo se cayo por las escaleras, se golpeo la cabeza y ahora cuesta muchisimo despertarlo', emergency: true, category: 'head_injury'},
  {text: 'mi hijo se dio un golpe en la cabeza con el columpio y ha vomitado tres veces', emergency: true, category: 'head_injury'},
  {text: 'se cayo de la bici sin casco y no se acuerda de nada, repite lo mismo todo el rato', emergency: true, category: 'head_injury'},
  {text: 'mi madre toma sintrom y se ha dado un golpe fuerte en la cabeza contra la mesa', emergency: true, category: 'head_injury'},
  {text: 'se me cayo el bebe del cambiador y se golpeo la cabeza contra el suelo', emergency: true, category: 'head_injury'},
  {text: 'mi papa se cayo y se pego en la cabeza, le sale liquido transparente por la nariz', emergency: true, category: 'head_injury'},
  {text: 'tras el golpe en la cabeza esta muy dormido y no hay forma de que se despierte bien', emergency: true, category: 'head_injury'},
  {text: 'le dieron un cabezazo jugando al futbol, perdio el conocimiento un rato y ahora esta raro', emergency: true, category: 'head_injury'},

  // ---- emergencies: severe_bleeding
  {text: 'me corte con un vidrio en la muñeca y la sangre sale a chorros, no para', emergency: true, category: 'severe_bleeding'},
  {text: 'mi papa esta vomitando sangre oscura como posos de cafe', emergency: true, category: 'severe_bleeding'},
  {text: 'estoy tosiendo sangre desde hace un rato, bastante cantidad', emergency: true, category: 'severe_bleeding'},
  {text: 'la herida sigue sangrando, ya empapamos tres toallas', emergency: true, category: 'severe_bleeding'},
  {text: 'hago caca negra como alquitran y me mareo al levantarme', emergency: true, category: 'severe_bleeding'},
  {text: 'se rebano el dedo con la cortadora de fiambre y no deja de salir sangre aunque apretamos', emergency: true, category: 'severe_bleeding'},
  {text: 'mi abuelo echa sangre por la boca al toser', emergency: true, category: 'severe_bleeding'},
  {text: 'sangra muchisimo la pierna, la sangre sale a borbotones', emergency: true, category: 'severe_bleeding'},

  // ---- emergencies: breathing
  {text: 'mi hijo tiene un ataque de asma y el inhalador no le hace nada', emergency: true, category: 'breathing'},
  {text: 'no me entra aire, me ahogo', emergency: true, category: 'breathing'},
  {text: 'mi abuela respira muy mal, tiene los labios morados', emergency: true, category: 'breathing'},
  {text: 'se atraganto con un trozo de carne y no puede ni toser ni hablar', emergency: true, category: 'breathing'},
  {text: 'mi papa no puede terminar una frase sin parar a respirar', emergency: true, category: 'breathing'},
  {text: 'me falta muchisimo el aire incluso sentada y se me ponen azules los dedos', emergency: true, category: 'breathing'},
  {text: 'mi bebe se esta ahogando con una uva', emergency: true, category: 'breathing'},
  {text: 'tengo epoc y hoy casi no puedo respirar, el oxigeno no me alcanza', emergency: true, category: 'breathing'},

  // ---- emergencies: anaphylaxis
  {text: 'comi camarones y se me esta hinchando la lengua y la garganta', emergency: true, category: 'anaphylaxis'},
  {text: 'me pico una avispa y tengo ronchas por todo el cuerpo y me mareo', emergency: true, category: 'anaphylaxis'},
  {text: 'mi hija es alergica al mani, comio una galleta y le cuesta tragar', emergency: true, category: 'anaphylaxis'},
  {text: 'le pusimos el epipen a mi hijo hace 5 minutos', emergency: true, category: 'anaphylaxis'},
  {text: 'despues de la amoxicilina se me cerro la garganta y tengo la voz ronca', emergency: true, category: 'anaphylaxis'},
  {text: 'comio nueces y tiene los labios gordisimos y silba al respirar', emergency: true, category: 'anaphylaxis'},
  {text: 'reaccion alergica fuerte, se le hincho toda la cara despues de comer marisco', emergency: true, category: 'anaphylaxis'},
  {text: 'siento la garganta cerrada despues de tomar el antibiotico nuevo', emergency: true, category: 'anaphylaxis'},

  // ---- emergencies: unconscious
  {text: 'mi amigo ha bebido muchisimo en la fiesta, esta en el suelo y no hay manera de despertarlo', emergency: true, category: 'unconscious'},
  {text: 'encontre a mi abuelo tirado en el suelo y no reacciona', emergency: true, category: 'unconscious'},
  {text: 'mi marido se desplomo en la cocina y no responde', emergency: true, category: 'unconscious'},
  {text: 'mi madre esta inconsciente, no abre los ojos aunque la llamo', emergency: true, category: 'unconscious'},
  {text: 'no le encuentro el pulso a mi padre', emergency: true, category: 'unconscious'},
  {text: 'se quedo como ido, no contesta y tiene los ojos en blanco', emergency: true, category: 'unconscious'},
  {text: 'un señor se ha caido en la calle y no se mueve ni respira', emergency: true, category: 'unconscious'},
  {text: 'mi compañero se desmayo y no vuelve en si', emergency: true, category: 'unconscious'},

  // ---- emergencies: seizure
  {text: 'mi mujer ha tenido una crisis, se ha recuperado un poco y ahora le esta dando otra', emergency: true, category: 'seizure'},
  {text: 'mi hijo esta convulsionando desde hace siete minutos', emergency: true, category: 'seizure'},
  {text: 'mi hermano se puso rigido y empezo a sacudirse en el suelo, nunca le habia pasado', emergency: true, category: 'seizure'},
  {text: 'le dio un ataque, temblaba todo y echaba espuma por la boca', emergency: true, category: 'seizure'},
  {text: 'mi bebe tiene fiebre y esta temblando con los ojos en blanco', emergency: true, category: 'seizure'},
  {text: 'mi tia tuvo un ataque epileptico y va por el segundo sin despertar entre medias', emergency: true, category: 'seizure'},
  {text: 'primera convulsion de mi vida hace un rato, me desperte en el suelo mordida la lengua', emergency: true, category: 'seizure'},
  {text: 'está teniendo convulsiones ahora mismo, que hago', emergency: true, category: 'seizure'},

  // ---- emergencies: overdose_poisoning
  {text: 'mi hijo de 2 años se trago una pila de boton', emergency: true, category: 'overdose_poisoning'},
  {text: 'me tome una caja entera de paracetamol hace una hora', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi sobrina se bebio un chorro de lejia', emergency: true, category: 'overdose_poisoning'},
  {text: 'la nena se comio unas setas del jardin', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi abuelo se tomo dos veces la dosis del sintrom y otras pastillas, se confundio', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi amigo se metio demasiada coca y tiene el corazon a mil', emergency: true, category: 'overdose_poisoning'},
  {text: 'el niño se trago unos imanes pequeños de un juguete', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hija mordio una capsula de detergente de lavadora', emergency: true, category: 'overdose_poisoning'},

  // ---- emergencies: carbon_monoxide
  {text: 'toda la familia tiene dolor de cabeza y mareo desde que encendimos la estufa de gas', emergency: true, category: 'carbon_monoxide'},
  {text: 'salto la alarma de monoxido y mi hija esta mareada', emergency: true, category: 'carbon_monoxide'},
  {text: 'pusimos el brasero en la habitacion y los dos nos despertamos con vomitos', emergency: true, category: 'carbon_monoxide'},
  {text: 'el calentador del baño huele raro y me mareo cada vez que me ducho, mi marido tambien', emergency: true, category: 'carbon_monoxide'},
  {text: 'hicimos una barbacoa dentro de la tienda de campaña y ahora estamos todos mareados', emergency: true, category: 'carbon_monoxide'},
  {text: 'tengo el generador en el garaje y los niños vomitan y les duele la cabeza', emergency: true, category: 'carbon_monoxide'},
  {text: 'el perro y yo estamos decaidos y con nauseas, la caldera hace ruido raro', emergency: true, category: 'carbon_monoxide'},
  {text: 'creo que es monoxido de carbono, estamos todos con dolor de cabeza en casa', emergency: true, category: 'carbon_monoxide'},

  // ---- emergencies: burns
  {text: 'mi hijo se tiro encima el agua hirviendo del cazo, tiene el pecho lleno de ampollas', emergency: true, category: 'burns'},
  {text: 'me salto aceite hirviendo a la cara y tengo ampollas', emergency: true, category: 'burns'},
  {text: 'se quemo la mano con soda caustica', emergency: true, category: 'burns'},
  {text: 'mi padre se electrocuto con un cable y tiene una quemadura en la mano', emergency: true, category: 'burns'},
  {text: 'hubo un incendio en la cocina y mi madre respiro mucho humo, tose y tiene la voz ronca', emergency: true, category: 'burns'},
  {text: 'la quemadura es blanca y no me duele nada, es grande como la palma', emergency: true, category: 'burns'},
  {text: 'exploto la bombona de camping y tiene la pierna quemada', emergency: true, category: 'burns'},
  {text: 'mi bebe toco la plancha y tiene la manita con ampollas', emergency: true, category: 'burns'},

  // ---- emergencies: sepsis
  {text: 'mi madre tiene infeccion de orina y hoy esta desorientada y tiritando', emergency: true, category: 'sepsis'},
  {text: 'me operaron hace 4 dias, la herida supura y tengo escalofrios y el corazon muy rapido', emergency: true, category: 'sepsis'},
  {text: 'mi abuelo con neumonia tiene la piel con manchas moradas y casi no orina', emergency: true, category: 'sepsis'},
  {text: 'tengo gripe y siento que me voy a morir, respiro muy rapido', emergency: true, category: 'sepsis'},
  {text: 'mi padre con fiebre alta dice cosas raras y tiene la piel marmoleada', emergency: true, category: 'sepsis'},
  {text: 'la herida del pie esta infectada y ahora tiembla de frio y esta confuso', emergency: true, category: 'sepsis'},
  {text: 'tengo una infeccion y no he hecho pis en todo el dia, estoy muy mal', emergency: true, category: 'sepsis'},
  {text: 'creo que es sepsis, tiene fiebre y esta azulado', emergency: true, category: 'sepsis'},

  // ---- emergencies: meningitis
  {text: 'mi hijo tiene fiebre y unas manchas que no desaparecen al apretar el vaso', emergency: true, category: 'meningitis'},
  {text: 'fiebre alta, el cuello rigido y la luz me molesta muchisimo', emergency: true, category: 'meningitis'},
  {text: 'mi hija tiene fiebre y no puede bajar la barbilla al pecho', emergency: true, category: 'meningitis'},
  {text: 'tiene calentura y le salieron puntitos morados que no se borran', emergency: true, category: 'meningitis'},
  {text: 'el bebe con fiebre esta muy irritable y tiene la fontanela abultada', emergency: true, category: 'meningitis'},
  {text: 'mi compañero de piso tiene fiebre, le duele la nuca muchisimo y no soporta la luz', emergency: true, category: 'meningitis'},
  {text: 'fiebre de 39 y la nuca tiesa, no puede mover el cuello', emergency: true, category: 'meningitis'},
  {text: 'creo que es meningitis, mi sobrino tiene fiebre y manchas en las piernas', emergency: true, category: 'meningitis'},

  // ---- emergencies: pregnancy
  {text: 'estoy embarazada de 8 semanas, me duele mucho un lado de la barriga y me he desmayado', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 34 semanas y hoy no noto al bebe moverse', emergency: true, category: 'pregnancy'},
  {text: 'di a luz hace una semana y sangro mucho, lleno una compresa cada hora con coagulos', emergency: true, category: 'pregnancy'},
  {text: 'embarazada de 32 semanas con dolor de cabeza fuerte, veo lucecitas y tengo la cara hinchada', emergency: true, category: 'pregnancy'},
  {text: 'se me rompio la fuente y tengo fiebre', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 6 semanas, sangro y me duele el hombro', emergency: true, category: 'pregnancy'},
  {text: 'mi esposa parió hace diez dias y tiene fiebre alta y flujo con mal olor', emergency: true, category: 'pregnancy'},
  {text: 'estoy embarazada y estoy sangrando muchisimo', emergency: true, category: 'pregnancy'},

  // ---- emergencies: sick_child
  {text: 'mi bebe de 2 meses tiene 38 de fiebre', emergency: true, category: 'sick_child'},
  {text: 'mi bebe esta muy flojito, como un muñeco de trapo, y no quiere comer', emergency: true, category: 'sick_child'},
  {text: 'el niño respira rapidisimo y se le hunden las costillas', emergency: true, category: 'sick_child'},
  {text: 'mi hijo de 1 año vomita todo lo que toma, hasta el agua', emergency: true, category: 'sick_child'},
  {text: 'la bebe no ha mojado el pañal en todo el dia', emergency: true, category: 'sick_child'},
  {text: 'mi peque esta muy adormilado, no hay forma de que se despierte del todo', emergency: true, category: 'sick_child'},
  {text: 'mi bebe llora con un llanto muy agudo raro y esta palido', emergency: true, category: 'sick_child'},
  {text: 'mi bebe hace como un quejido al respirar, como gruñendo', emergency: true, category: 'sick_child'},

  // ---- emergencies: other_emergency
  {text: 'me dio un dolor horrible en un testiculo de repente y esta hinchado', emergency: true, category: 'other_emergency'},
  {text: 'mi padre se cayo de un andamio de tres metros', emergency: true, category: 'other_emergency'},
  {text: 'mi madre diabetica tiene el azucar en 40 y esta confusa', emergency: true, category: 'other_emergency'},
  {text: 'tengo la barriga dura como una tabla y un dolor horrible', emergency: true, category: 'other_emergency'},
  {text: 'la pierna esta fria, palida y no la siento desde hace una hora', emergency: true, category: 'other_emergency'},
  {text: 'un coche atropello a mi hermano', emergency: true, category: 'other_emergency'},
  {text: 'llamen una ambulancia por favor', emergency: true, category: 'other_emergency'},
  {text: 'mi glucosa marca HI y estoy vomitando y muy confundido', emergency: true, category: 'other_emergency'},

  // ---- routine: denial
  {text: 'me duele un poco la cabeza, no fue de golpe ni es el peor de mi vida, solo tension', emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'le revise y no tiene manchas, ni el cuello rigido, solo mocos y un poco de fiebre', emergency: false, trap: 'denial', resembles: 'meningitis'},
  {text: 'mi hijo se golpeo la cabeza, no vomito, no perdio el conocimiento y esta jugando', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'tengo tos, nada de dolor en el pecho ni falta de aire', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'no tengo pensamientos de hacerme daño, solo estoy cansado del trabajo', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'mi abuela anda algo torpe, pero no tiene la cara torcida ni le cuesta hablar', emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'mi madre tiene infeccion de orina, no esta confusa ni tiene escalofrios, que antibiotico suele ir', emergency: false, trap: 'denial', resembles: 'sepsis'},
  {text: 'comi fresas y me salieron granitos, sin hinchazon de labios ni problema para respirar', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},

  // ---- routine: remote past
  {text: 'hace diez años tuve un infarto, ahora estoy bien, puedo hacer pesas?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'de pequeño tuve convulsiones febriles, mi hijo podria tenerlas?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'en 2015 me intoxique con setas y me recupere sin secuelas', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: 'tuve meningitis de niña y me recupere bien, debo vacunar a mis hijos?', emergency: false, trap: 'remote_past', resembles: 'meningitis'},

  // ---- routine: dosing
  {text: 'cuanto ibuprofeno le puedo dar a un niño de 20 kilos?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'puedo tomar paracetamol con el sintrom?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'cada cuantas horas se puede usar el inhalador de rescate?', emergency: false, trap: 'dosing', resembles: 'breathing'},
  {text: 'que dosis de antihistaminico es segura para una picadura de mosquito?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},

  // ---- routine: reassurance
  {text: 'mi hijo se cayo del sofa y se dio en la cabeza, lloro un momento y ya esta jugando normal', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'el bebe tiene 37,8 y come bien, moja pañales y se rie', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'me corte cocinando, sangro un poco pero con presion paro en dos minutos', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: 'mi marido se mareo al levantarse rapido, se sento y ya esta bien, habla normal', emergency: false, trap: 'reassurance', resembles: 'unconscious'},

  // ---- routine: general question
  {text: 'como se distingue un ataque de panico de un infarto?', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'que hay que hacer si alguien tiene una convulsion?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'cuales son los sintomas del monoxido de carbono?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'como se hace la prueba del vaso para la meningitis?', emergency: false, trap: 'general_question', resembles: 'meningitis'},

  // ---- routine: mild
  {text: 'me queme un dedo con la sarten, esta rojo y me escuece un poco', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me sangra la nariz un poco cuando me sueno, ya paro', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'tengo un poco de dolor de cabeza despues de trabajar con el ordenador', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'me pico un mosquito y tengo un habon que pica, nada mas', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // ---- second probe batch: emergencies the rules missed, and routine messages in every trap
  {text: 'voy a saltar del balcon, vivo en un sexto', emergency: true, category: 'self_harm'},
  {text: 'me aprieta aqui en medio del pecho y me baja por el brazo izq', emergency: true, category: 'chest_pain'},
  {text: 'mi nena tomo jarabe de mas, media botella', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hijo no ha hecho pis en 12 horas y vomita todo', emergency: true, category: 'sick_child'},
  {text: 'mi bebe tiene la piel con manchas y esta muy frio', emergency: true, category: 'sick_child'},
  {text: 'tengo un dolor abdominal terrible y el abdomen duro', emergency: true, category: 'other_emergency'},
  {text: 'accidente de moto grave, tiene la pierna rota y sangra', emergency: true, category: 'other_emergency'},
  {text: 'tengo un poco de dolor de cabeza pero no fue repentino ni fuerte', emergency: false, trap: 'denial'},
  {text: 'mi hijo se cayo, se golpeo la cabeza pero no ha vomitado ni esta dormido', emergency: false, trap: 'denial'},
  {text: 'no me falta el aire, solo tengo tos seca', emergency: false, trap: 'denial'},
  {text: 'comi marisco y me pica la piel, no se me hincha nada ni me cuesta respirar', emergency: false, trap: 'denial'},
  {text: 'mi padre tiene fiebre pero no esta confuso ni tiene manchas', emergency: false, trap: 'denial'},
  {text: 'no tengo ideas de suicidio, pero me siento triste', emergency: false, trap: 'denial'},
  {text: 'el bebe tiene mocos, no tiene fiebre y come bien', emergency: false, trap: 'denial'},
  {text: 'tengo gripe, no me duele el pecho ni me ahogo', emergency: false, trap: 'denial'},
  {text: 'hace 3 años tuve un ictus, me recupere totalmente, puedo conducir?', emergency: false, trap: 'remote_past'},
  {text: 'de niño me atragante con una moneda y me la sacaron, ahora tengo miedo de comer', emergency: false, trap: 'remote_past'},
  {text: 'en 2018 tuve una sobredosis de paracetamol, ahora estoy bien', emergency: false, trap: 'remote_past'},
  {text: 'hace años tuve una quemadura grande en la pierna, como quito la cicatriz?', emergency: false, trap: 'remote_past'},
  {text: 'cuanto paracetamol puedo tomar al dia sin pasarme?', emergency: false, trap: 'dosing'},
  {text: 'es peligroso tomar alcohol con antibioticos?', emergency: false, trap: 'dosing'},
  {text: 'puedo dar dalsy y apiretal a la vez a mi hijo?', emergency: false, trap: 'dosing'},
  {text: 'que pasa si me tomo dos pastillas anticonceptivas el mismo dia?', emergency: false, trap: 'dosing'},
  {text: 'me quede sin aire subiendo la escalera pero en un minuto estaba bien', emergency: false, trap: 'reassurance'},
  {text: 'mi hija tuvo fiebre de 39 pero con el ibuprofeno esta jugando', emergency: false, trap: 'reassurance'},
  {text: 'me dolio el pecho un segundo al estornudar, ya no me duele', emergency: false, trap: 'reassurance'},
  {text: 'el niño se trago un chicle, esta bien y respira normal', emergency: false, trap: 'reassurance'},
  {text: 'cuales son los sintomas de un ictus?', emergency: false, trap: 'general_question'},
  {text: 'que es la sepsis?', emergency: false, trap: 'general_question'},
  {text: 'como actuar si alguien se atraganta?', emergency: false, trap: 'general_question'},
  {text: 'cuando hay que ir a urgencias por una quemadura?', emergency: false, trap: 'general_question'},
  {text: 'tengo un moraton en la pierna de un golpe', emergency: false, trap: 'mild'},
  {text: 'me corte afeitandome y sangro un poquito', emergency: false, trap: 'mild'},
  {text: 'tengo un poco de tos y mocos desde ayer', emergency: false, trap: 'mild'},
  {text: 'me duele la garganta al tragar, tengo anginas', emergency: false, trap: 'mild'},
]

export default messages
