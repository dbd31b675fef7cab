/** Spanish messages for the red-flag detector, development half, second part: the first held-out half, measured once and then given to the rules (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'tengo un dolor en el pecho como si me apretaran muy fuerte, se me va al brazo izquierdo y estoy sudando frio, que hago', emergency: true, category: 'chest_pain'},
  {text: 'mi papa dice q le duele el pecho y el brazo izq y esta todo sudado, tiene 63 años y es diabetico, q hago??', emergency: true, category: 'chest_pain'},
  {text: 'Disculpe la molestia. Tengo 47 años y soy fumador. Desde hace unas dos horas siento una presión en el centro del pecho que no se me quita ni sentado, y ahora se me está yendo hacia la espalda. ¿Puede ser algo del corazón?', emergency: true, category: 'chest_pain'},
  {text: 'hola, te cuento, hoy estuve todo el dia limpiando la casa y moviendo muebles con mi hermano, despues comimos bastante, una parrillada, y a eso de las nueve empece con como una acidez pero mas fuerte, ahora es un dolor que me oprime todo el pecho y me baja por el brazo izquierdo hasta los dedos y estoy sudando aunque no hace calor, puede ser indigestion?', emergency: true, category: 'chest_pain'},
  {text: 'my abuela está con chest pain desde hace rato, dice que es como una presión y está bien sudada y mareada, llamo al 911 o la llevo yo?', emergency: true, category: 'chest_pain'},
  {text: '¿es normal que después de correr me siga doliendo el pecho una hora después, como un peso encima, y que se me duerma el brazo izquierdo? sigo con el dolor ahora mismo', emergency: true, category: 'chest_pain'},
  {text: 'tengo cincuenta y cinco años, hace como tres cuartos de hora que me duele el pecho, me quema y me aprieta, y e vomitado una vez', emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'mi abuela de repente no puede hablar bien, se le traban las palabras y tiene la boca torcida para un lado', emergency: true, category: 'stroke'},
  {text: 'no siento el brazo ni la pierna izquierda desde hace diez minutos y me cuesta hablar', emergency: true, category: 'stroke'},
  {text: 'Buenas tardes, mi padre de 72 años lleva una hora diciendo cosas sin sentido, confunde las palabras, y al caminar se va hacia la derecha y se choca con las puertas. Esta mañana estaba perfectamente. ¿Puede ser por no haber bebido agua?', emergency: true, category: 'stroke'},
  {text: 'mi mama habla raro como borracha pero no tomo nada y se le cae la baba de un lado', emergency: true, category: 'stroke'},
  {text: 'mi grandpa no puede levantar el brazo izquierdo y está hablando todo slurred, empezó hace como 15 min', emergency: true, category: 'stroke'},
  {text: '¿es normal que de golpe no encuentre las palabras y se me duerma la mano? me esta pasando ahora, escribo despacio', emergency: true, category: 'stroke'},
  {text: 'hola buenas, mi suegra vive con nosotros tiene 80 años, hoy comio bien, vio su novela, y ahora cuando fue a levantarse del sillon se fue de lado, dice que la pierna derecha no le responde y la cara la tiene como caida de ese lado, ademas habla muy enredado, le doy una pastilla para la presion?', emergency: true, category: 'stroke'},

  // sudden_headache
  {text: 'me ha dado de golpe el peor dolor de cabeza de mi vida, como un martillazo en la nuca, en un segundo, y he vomitado', emergency: true, category: 'sudden_headache'},
  {text: 'Mi hermana estaba tan tranquila y de repente gritó que le dolía muchísimo la cabeza. Dice que es el peor dolor que ha tenido nunca y que le vino en menos de un minuto. Ahora no aguanta la luz.', emergency: true, category: 'sudden_headache'},
  {text: 'hace 20 minutos me dio un dolor de cabeza repentino, insoportable, de cero a diez en segundos. yo nunca tengo migrañas', emergency: true, category: 'sudden_headache'},
  {text: 'tengo un headache horrible que me pegó de repente, literal como un rayo, the worst ever, y me siento medio confundida', emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: 'mi hijo de 8 años se cayo de la bici y se golpeo la cabeza, ya vomito tres veces y esta muy dormido', emergency: true, category: 'head_injury'},
  {text: 'se me cayo el bebe del cambiador de cabeza al suelo, tiene 5 meses, lloro y ahora esta muy quieto', emergency: true, category: 'head_injury'},
  {text: 'Ayer me golpeé la cabeza con la puerta del maletero y hoy el dolor va a peor. Además me sale un líquido transparente por la nariz.', emergency: true, category: 'head_injury'},
  {text: 'mi hermano se pegó un golpe jugando al fútbol, cabezazo con otro pibe, se desmayó un ratito y ahora vomitó dos veces, vos qué decís?', emergency: true, category: 'head_injury'},
  {text: 'mi abuelo de 85 se cayo anoche, se dio en la cabeza, hoy esta mas confundido que nunca y muy somnoliento, toma anticuagulantes', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: 'me corte con un cuchillo en la mano y sale sangre a chorros, llevo diez minutos apretando con un trapo y no para', emergency: true, category: 'severe_bleeding'},
  {text: 'He vomitado sangre roja, bastante cantidad, y estoy mareado.', emergency: true, category: 'severe_bleeding'},
  {text: 'mi abuela tiene una herida en la pierna por una varice que le revento y no deja de sangrar, ay un charco en el suelo', emergency: true, category: 'severe_bleeding'},
  {text: 'toso sangre, no solo hilitos, como una cucharada cada vez', emergency: true, category: 'severe_bleeding'},
  {text: 'hace dos dias que hago caca negra como alquitran y hoy me he mareado al levantarme, casi me caigo', emergency: true, category: 'severe_bleeding'},
  {text: 'me corté con un vidrio en el brazo y está bleeding un montón, ya traspasó el vendaje, what do I do', emergency: true, category: 'severe_bleeding'},
  {text: '¿es normal que después de sacarme una muela me siga sangrando tanto? Ya van tres horas, empapo gasa tras gasa y tengo la boca llena de sangre', emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'no puedo respirar me ahogo', emergency: true, category: 'breathing'},
  {text: 'mi abuelo tiene los labios morados y respira muy rapido, casi no puede decir una frase entera', emergency: true, category: 'breathing'},
  {text: 'mi hija se está atragantando con un caramelo y no puede toser ni hablar AYUDA', emergency: true, category: 'breathing'},
  {text: 'Tengo asma desde pequeña. Me he echado el Ventolin cuatro veces en la última hora y sigo sin poder respirar, me silba el pecho y no puedo hablar seguido.', emergency: true, category: 'breathing'},
  {text: 'mi roommate no puede breathe bien, está jadeando y tiene los labios grises, no sé qué le pasa', emergency: true, category: 'breathing'},
  {text: '¿Es normal que se me cierre el pecho así? No puedo respirar hondo, me ahogo estando sentado y cada vez me cuesta más. Empezó hace una hora.', emergency: true, category: 'breathing'},
  {text: 'buenas, llevo unos dias con gripe, fiebre, mocos, tos, lo normal, hoy me encontraba un poco mejor pero hace como media hora me empezo a faltar el aire muchisimo, aunque este quieto respiro como un perro, no puedo ni terminar de escribir esto sin pararme', emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'comi gambas y se me esta hinchando la lengua y la garganta, me cuesta tragar', emergency: true, category: 'anaphylaxis'},
  {text: 'Me picó una avispa hace diez minutos y me han salido ronchas por todo el cuerpo. Me siento muy mareada y tengo la voz ronca.', emergency: true, category: 'anaphylaxis'},
  {text: 'le inyecte el epipen a mi hija porque se le hincho la cara despues de comer nueces, le pongo otro??', emergency: true, category: 'anaphylaxis'},
  {text: 'tome amoxicilina por primera vez y a la media hora tengo la cara hinchadisima, los labios como globos y me cuesta respirar', emergency: true, category: 'anaphylaxis'},
  {text: '¿es normal q me pique tanto la garganta despues de comer kiwi? se me hinchan los labios y la lengua y me cuesta tragar, me esta pasando ahora', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'mi padre se ha desplomado en la cocina y no responde, respira pero no se despierta', emergency: true, category: 'unconscious'},
  {text: 'Mi compañero de piso no se despierta. Le he gritado y le he sacudido y nada. Anoche bebió mucho.', emergency: true, category: 'unconscious'},
  {text: 'mi tío colapsó en el parking y está unresponsive, tiene los ojos medio abiertos pero no contesta', emergency: true, category: 'unconscious'},
  {text: '¿es normal que mi madre no se despierte? lleva desde la siesta dormida y no hay manera, la pellizco y no reacciona', emergency: true, category: 'unconscious'},

  // seizure
  {text: 'mi hijo esta convulsionando ahora mismo, tiembla entero y tiene los ojos en blanco', emergency: true, category: 'seizure'},
  {text: 'mi mujer tiene epilepsia y lleva mas de cinco minutos con la crisis, no se le pasa', emergency: true, category: 'seizure'},
  {text: 'Un señor se ha caído en el autobús y está sacudiéndose en el suelo, echa espuma por la boca.', emergency: true, category: 'seizure'},
  {text: 'mi nena está convulsionando con fiebre, es la primera vez, tiembla toda y no me mira', emergency: true, category: 'seizure'},
  {text: 'mi hermano lleva siete minutos convulsionando, es epileptico pero nunca le habia durado tanto', emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'me tome toda la caja de paracetamol hace una hora, no se por que lo hice', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hijo se trago una pila de boton de esas redondas, tiene 3 años', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mi madre se ha equivocado y se ha tomado dos veces las pastillas de la noche, toma varias de la tensión y del corazón, y ahora está muy mareada y lenta.', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hermano se metio muchas pastis en la fiesta y ahora esta temblando con el corazon a mil y ardiendo', emergency: true, category: 'overdose_poisoning'},
  {text: 'comimos unas setas que cogimos en el monte y ahora estamos los dos con vómitos y dolor de barriga', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hijo se tomó el aceite de la lámpara pensando que era jugo, tose mucho', emergency: true, category: 'overdose_poisoning'},
  {text: 'me he tomado unas veinte pastillas de ibuprofeno con alcohol, ahora me arrepiento', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'en casa todos tenemos dolor de cabeza y nauseas desde que encendimos la estufa de gas, hasta el perro esta raro', emergency: true, category: 'carbon_monoxide'},
  {text: 'esta pitando la alarma de monoxido y mi hijo tiene mucho dolor de cabeza y vomito', emergency: true, category: 'carbon_monoxide'},
  {text: 'Pusimos el generador en el garaje por el apagón y ahora mi hermana está muy adormilada, cuesta despertarla, y los demás tenemos dolor de cabeza.', emergency: true, category: 'carbon_monoxide'},
  {text: 'estamos todos en casa con dolor de cabeza y mareo, el calefón está haciendo una llama amarilla y el gato vomitó', emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: 'mi bebe se tiro encima la taza de cafe hirviendo, tiene el pecho y el brazo rojos y con ampollas', emergency: true, category: 'burns'},
  {text: 'Me he quemado con aceite hirviendo toda la mano y el antebrazo. Tengo ampollas grandes y en una zona la piel está blanca y no me duele.', emergency: true, category: 'burns'},
  {text: 'se me cayo acido de limpiar en el brazo, me arde muchisimo y la piel esta como cambiando de color', emergency: true, category: 'burns'},
  {text: 'hubo un incendio en la casa del vecino, lo sacamos pero respiró mucho humo, tose negro y tiene la voz ronca', emergency: true, category: 'burns'},

  // sepsis
  {text: 'mi padre tiene infeccion de orina desde hace unos dias y hoy esta confundido, tiritando, respira muy rapido y casi no hace pis', emergency: true, category: 'sepsis'},
  {text: 'mi madre tiene gripe y hoy tiene la piel como manchada, moradita en las piernas, y dice cosas raras', emergency: true, category: 'sepsis'},
  {text: 'mi esposo tiene una infección en el pie por la diabetes, ahora tiene fiebre alta, está super confused y las manos heladas', emergency: true, category: 'sepsis'},
  {text: '¿Es normal sentirse tan mal con una infección de muela? Tengo 39,5 de fiebre, tiemblo entera, me han salido manchas en la piel y siento que me muero.', emergency: true, category: 'sepsis'},

  // meningitis
  {text: 'mi hijo tiene fiebre alta, le duele mucho el cuello y no soporta la luz', emergency: true, category: 'meningitis'},
  {text: 'Mi compañera de residencia tiene fiebre, un dolor de cabeza fortísimo, vomita y no puede bajar la barbilla al pecho. Está muy adormilada.', emergency: true, category: 'meningitis'},
  {text: '¿es normal que las manchas de la fiebre no se quiten al hacer la prueba del vaso? mi bebe tiene 10 meses y esta muy decaido', emergency: true, category: 'meningitis'},
  {text: 'mi nene tiene fiebre y está re irritable, no lo puedo ni tocar, llora si lo muevo y tiene el cuello durito', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'estoy embarazada de 8 semanas y tengo un dolor muy fuerte en el lado derecho de la barriga, me he mareado y me duele la punta del hombro', emergency: true, category: 'pregnancy'},
  {text: 'Estoy de 35 semanas y desde ayer se me han hinchado de golpe la cara y las manos. Tengo un dolor de cabeza fuerte y veo lucecitas.', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 32 semanas y hoy casi no noto moverse a mi bebe, desde esta mañana nada', emergency: true, category: 'pregnancy'},
  {text: 'rompí bolsa hace un día y ahora tengo fiebre y el líquido huele raro, estoy de 36 semanas', emergency: true, category: 'pregnancy'},
  {text: 'mi mujer esta embarazada de 7 meses y le acaba de dar una convulsion, ya paro pero esta muy desorientada', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: 'mi bebe de 2 meses tiene 38,3 de fiebre', emergency: true, category: 'sick_child'},
  {text: 'mi hija de 9 meses esta muy floja, como un trapo, no me mira y no quiere el biberon', emergency: true, category: 'sick_child'},
  {text: 'Mi hijo de 18 meses respira muy rápido, se le hunden las costillas al respirar y hace como un quejido en cada respiración.', emergency: true, category: 'sick_child'},
  {text: 'mi bebe llora con un llanto muy agudo raro que nunca le habia escuchado y esta muy caliente', emergency: true, category: 'sick_child'},
  {text: 'mi nena de 2 años no se despierta bien, está re dormida, la muevo y abre los ojos y se vuelve a dormir, tiene fiebre', emergency: true, category: 'sick_child'},
  {text: '¿Es normal que mi bebé de tres semanas no quiera comer nada desde esta mañana y esté tan dormido? No se despierta para las tomas.', emergency: true, category: 'sick_child'},
  {text: 'hola, mi hijo tiene 3 años, lleva dos dias con mocos y tos, le he dado el jarabe, esta tarde estaba jugando pero ahora esta muy apagado, tiene los labios como grisaceos y respira haciendo un ruido raro, le doy dalsy y lo acuesto?', emergency: true, category: 'sick_child'},

  // self_harm
  {text: 'ya no puedo mas, tengo guardadas todas las pastillas y esta noche me las voy a tomar', emergency: true, category: 'self_harm'},
  {text: 'Mi hijo de 16 años me ha dejado una carta despidiéndose y no contesta el móvil.', emergency: true, category: 'self_harm'},
  {text: 'solo quiero dormirme y no despertar nunca mas', emergency: true, category: 'self_harm'},
  {text: 'soy una carga para mi familia, ya lo tengo todo pensado, no se lo digas a nadie', emergency: true, category: 'self_harm'},
  {text: 'honestly ya no quiero estar aquí, I just want everything to stop, pa siempre', emergency: true, category: 'self_harm'},
  {text: '¿es normal pensar todo el rato en cómo matarse? ya sé cómo lo haría', emergency: true, category: 'self_harm'},
  {text: 'bueno no se ni para que escribo, me quede sin trabajo, mi pareja se fue, el piso lo pierdo el mes que viene, y la verdad es que ya he decidido que el domingo lo dejo todo, ya me despedi de mi madre sin que se diera cuenta', emergency: true, category: 'self_harm'},

  // other_emergency
  {text: 'me ha dado un dolor de barriga brutal de golpe y tengo la tripa dura como una piedra, no me puedo ni mover', emergency: true, category: 'other_emergency'},
  {text: 'Mi marido es diabético tipo 1 y está sudando, temblando, muy confuso, no sabe ni cómo se llama. Me dice que no le pasa nada.', emergency: true, category: 'other_emergency'},
  {text: 'tengo la pierna derecha fria, palida y no la siento, empezo de golpe hace una hora', emergency: true, category: 'other_emergency'},
  {text: 'a mi hermano le agarró un dolor re fuerte en los huevos de golpe, está llorando, tiene 17', emergency: true, category: 'other_emergency'},

  // routine: denial
  {text: 'llevo unas semanas muy cansada y sin ganas de nada, pero que quede claro, no tengo pensamientos de hacerme daño ni nada de eso. ¿Puede ser la tiroides?', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'nada de dolor en el pecho, solo noto el corazon que se me acelera un poco cuando tomo cafe, es normal?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'mi hijo se dio con la mesa en la frente, no perdio el conocimiento, no vomito y esta jugando como siempre, le pongo hielo?', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'A mi madre se le duerme la mano por las noches, pero no tiene la cara torcida ni le cuesta hablar ni nada, se le pasa al sacudirla. ¿Puede ser del túnel carpiano?', emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'mi hijo chupo el tapon del jarabe de ibuprofeno pero el frasco estaba cerrado y no se trago nada, lo he medido y esta igual. tengo que hacer algo?', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'tengo muchos mocos y la nariz tapada pero respiro bien, no me ahogo ni nada, que me puedo tomar', emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: 'la alarma de monoxido pito tres veces esta mañana, vino el tecnico y era la bateria, nadie tiene dolor de cabeza ni nada, cada cuanto hay que cambiarla?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: 'Mi bebé de 7 meses tiene mocos, pero come bien, moja los pañales como siempre y no tiene fiebre. ¿Le puedo hacer lavados nasales?', emergency: false, trap: 'denial', resembles: 'sick_child'},

  // routine: remote_past
  {text: 'tuve un ictus en 2019 y me recupere del todo, puedo volver a hacer spinning o mejor algo mas suave?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'Me dio un infarto hace diez años, me pusieron dos stents y estoy estupendamente. ¿Puedo tomar viagra?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'hace años, con 19, intenté suicidarme. ahora tengo 34, estoy bien, voy a terapia y tengo una vida que me gusta. me han propuesto dejar la sertralina poco a poco, como se suele hacer?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'tuve convulsiones de pequeño con la fiebre pero nunca mas, ahora tengo 25, me puedo sacar el carnet de conducir?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'tuve un embarazo ectopico hace 4 años, me operaron y todo bien, ahora queremos buscar otro bebe, cuando tengo que hacerme la primera eco?', emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: 'Estuve en la UCI por una sepsis en 2020, ya estoy recuperada del todo. ¿Es normal que se me caiga el pelo más de lo normal este otoño?', emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: 'tuve meningitis de pequeña, con 4 años, y no me quedo ninguna secuela. tengo que vacunarme de algo ahora que me voy de erasmus?', emergency: false, trap: 'remote_past', resembles: 'meningitis'},
  {text: 'llevo seis años limpio de heroína y la metadona la dejé hace mucho. ¿Me pueden dar calmantes para la muela que me van a sacar?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},

  // routine: dosing
  {text: 'cuanto paracetamol puedo tomar al dia sin pasarme? peso 60 kilos', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'puedo tomar paracetamol y un antigripal a la vez o llevan lo mismo y me paso de dosis?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'Tomo aspirina infantil para el corazón. ¿Puedo tomar ibuprofeno para el dolor de espalda o se cruzan?', emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  {text: 'mi bebe de 4 meses pesa 7 kilos, cuanto paracetamol en gotas le doy si le sube la fiebre con las vacunas?', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'soy alergico a los frutos secos y llevo adrenalina encima, puedo tomar antihistaminico todos los dias en primavera ademas?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'estoy embarazada de 20 semanas, puedo tomar paracetamol para el dolor de cabeza? cuanto?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: 'Tomo levetiracetam para la epilepsia. ¿Puedo tomar la píldora anticonceptiva a la vez?', emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: 'tomo sintrom, puedo tomar ibuprofeno para la rodilla o me hace sangrar?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},

  // routine: reassurance
  {text: 'Mi niña se golpeó la cabeza contra el brazo del sofá, le ha salido un chichón pequeño, pero está jugando normal, come y habla como siempre. ¿Le pongo frío?', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'mi hijo de 3 años tiene 38,5 de fiebre pero respira normal, bebe bien y esta viendo dibujos tan tranquilo, le doy algo o lo dejo?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'mi hijo toco la plancha un segundo, tiene la puntita del dedo roja, sin ampollas, ya no llora y esta jugando. le pongo algo?', emergency: false, trap: 'reassurance', resembles: 'burns'},
  {text: 'me pico una abeja en el tobillo, se hincho un poco alrededor, pero respiro perfectamente y no tengo ronchas en ningun otro sitio, hielo?', emergency: false, trap: 'reassurance', resembles: 'anaphylaxis'},
  {text: 'Tengo asma y hoy con el frío me ha pitado un poco el pecho. Me he echado el inhalador y ya respiro bien. ¿Tengo que cambiar de tratamiento?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'A mi hijo le han salido unas manchitas rojas con la fiebre, pero he hecho la prueba del vaso y desaparecen al apretar, y él está animado. ¿Qué puede ser?', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: 'mi hija se desmayo en misa de estar de pie tanto rato con calor, se recupero enseguida, habla normal y ya comio, hay que hacerle algo?', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  {text: 'el detector de CO de la cocina sono un momento cuando hice la tortilla con mucho humo, abrimos la ventana, se apago, y estamos todos perfectamente, sin dolor de cabeza ni nada. es normal que salte con humo?', emergency: false, trap: 'reassurance', resembles: 'carbon_monoxide'},

  // routine: general_question
  {text: '¿Cuáles son los síntomas de una sepsis? Mi tía estuvo ingresada por eso y quiero saber reconocerla.', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'como se reconoce un ictus? lo de la sonrisa y los brazos, me lo explicas para contarselo a mis padres', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'cuales son los sintomas de intoxicacion por monoxido de carbono?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: 'cómo sé si una quemadura necesita ir al médico?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'En la guardería de mi hijo ha habido un caso de meningitis. ¿Qué síntomas tengo que vigilar?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'como se diferencia una migraña de un aneurisma? siempre me da miedo cuando me duele la cabeza', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: 'como se pone a una persona en posicion lateral de seguridad? quiero aprenderlo por si acaso', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'cuales son los sintomas de una hipoglucemia? a mi hijo le acaban de diagnosticar diabetes', emergency: false, trap: 'general_question', resembles: 'other_emergency'},

  // routine: mild
  {text: 'me queme con la bandeja del horno, tengo una rayita roja en el antebrazo que escuece, sin ampollas', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me sangro la nariz esta mañana unos cinco minutos, apreté y paró, estoy bien, es por la calefaccion?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Llevo dos días con un dolor de cabeza leve, como una banda, sobre todo por la tarde. Creo que es de la pantalla.', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'me di con el armario de la cocina en la cabeza, tengo un chichon pequeño, nada mas', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'me sangran un poquito las encias al cepillarme desde hace una semana', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'me duele un poco la barriga despues de comer, la tengo blandita, son gases, se me pasa con una manzanilla', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Me falta un poco el aire cuando subo cuatro pisos con la compra. Estoy en baja forma, ¿es normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'me duele un poco el pecho al apretar en un punto de las costillas desde que hice flexiones ayer, es muscular?', emergency: false, trap: 'mild', resembles: 'chest_pain'},

  // routine: everyday
  {text: 'llevo tres dias con un resfriado, mocos y dolor de garganta, que puedo tomar?', emergency: false, trap: 'everyday'},
  {text: 'La pastilla de la tiroides me la tomo en ayunas. ¿Cuánto tengo que esperar para el café?', emergency: false, trap: 'everyday'},
  {text: 'me salio el colesterol en 245 y el LDL en 160, es muy alto? tengo 45 años', emergency: false, trap: 'everyday'},
  {text: 'tengo la TSH en cinco coma dos, el medico dice que repitamos en tres meses, es normal esperar tanto?', emergency: false, trap: 'everyday'},
  {text: 'me cuesta muchisimo dormirme, le doy vueltas a todo, la melatonina funciona?', emergency: false, trap: 'everyday'},
  {text: 'soy vegana desde hace un año, tengo que tomar B12?', emergency: false, trap: 'everyday'},
  {text: 'se me olvido la pastilla anticonceptiva ayer, me tomo hoy dos juntas?', emergency: false, trap: 'everyday'},
  {text: 'Buenas tardes. ¿Cuánto tiempo después de la pastilla del día después me tiene que bajar la regla?', emergency: false, trap: 'everyday'},
  {text: 'me salen granos en la barbilla antes del period, algun skincare que funcione?', emergency: false, trap: 'everyday'},
  {text: 'tengo un lunar en la espalda que creo que ha cambiado un poco de color, cuánto tarda la cita del dermatólogo?', emergency: false, trap: 'everyday'},
  {text: 'me duele la zona lumbar desde que me mude de piso y cargue cajas, hace cinco dias', emergency: false, trap: 'everyday'},
  {text: 'tengo ansiedad antes de los examenes, se me cierra el estomago y no duermo, q puedo hacer', emergency: false, trap: 'everyday'},
  {text: 'Mi bebé tiene mañana las vacunas de los dos meses. ¿Le puedo bañar después?', emergency: false, trap: 'everyday'},
  {text: 'me voy a Tailandia en dos meses, que vacunas necesito?', emergency: false, trap: 'everyday'},
  {text: 'la alergia al polen me tiene fatal, estornudos y ojos llorosos, hay algo que no de sueño?', emergency: false, trap: 'everyday'},
  {text: 'tengo ardor de estomago casi todas las noches despues de cenar, xq sera', emergency: false, trap: 'everyday'},
  {text: 'llevo tres dias sin ir al baño, estoy estreñida, que puedo comer?', emergency: false, trap: 'everyday'},
  {text: 'Tengo reglas muy dolorosas desde siempre. ¿Puede ser endometriosis? ¿Cómo se diagnostica?', emergency: false, trap: 'everyday'},
  {text: 'se me cae mucho el pelo desde hace un par de meses, puede ser el estres?', emergency: false, trap: 'everyday'},
  {text: 'me tome la tension en la farmacia y me salio 138/88, es alta?', emergency: false, trap: 'everyday'},
  {text: 'kiero bajar 10 kilos, cuantas calorias deveria comer al dia?', emergency: false, trap: 'everyday'},
  {text: 'cuando es mejor hacerse el test de embarazo, por la mañana?', emergency: false, trap: 'everyday'},
  {text: 'tengo el oido tapado desde que me meti en la pileta el finde, vos sabes si se destapa solo?', emergency: false, trap: 'everyday'},
  {text: 'mi hijo tiene el ojo rojo con lagañas amarillas, puede ir a la escuela o lo dejo en casa?', emergency: false, trap: 'everyday'},
  {text: 'me pica entre los dedos del pie y se me pela la piel, es pie de atleta?', emergency: false, trap: 'everyday'},
  {text: 'A mi hija le ha salido una verruga en el dedo. ¿Se contagia a sus hermanos?', emergency: false, trap: 'everyday'},
  {text: 'piojos otra vez en el cole, que tratamiento funciona de verdad?', emergency: false, trap: 'everyday'},
  {text: 'a mi bebe le estan saliendo los dientes y babea muchisimo, esta irritable, algo para aliviarle?', emergency: false, trap: 'everyday'},
  {text: 'mi hijo de 2 años no quiere comer verduras, solo pasta, es preocupante?', emergency: false, trap: 'everyday'},
  {text: 'corro tres veces por semana y me duele la rodilla por fuera despues de 5 km', emergency: false, trap: 'everyday'},
  {text: 'despues del gym tengo agujetas de tres dias, es normal?', emergency: false, trap: 'everyday'},
  {text: 'ronco mucho segun mi mujer, las tiras nasales sirven de algo?', emergency: false, trap: 'everyday'},
  {text: 'me salen aftas en la boca muy a menudo, por que puede ser?', emergency: false, trap: 'everyday'},
  {text: 'creo que tengo hemorroides, me pica y me molesta al sentarme, que crema?', emergency: false, trap: 'everyday'},
  {text: 'me duelen los ojos de estar todo el dia con el ordenador, las gafas de luz azul sirven?', emergency: false, trap: 'everyday'},
  {text: 'Tengo un pitido en los oídos desde el concierto de anoche. ¿Se quita solo?', emergency: false, trap: 'everyday'},
  {text: 'quiero dejar de fumar, los parches funcionan o mejor los chicles?', emergency: false, trap: 'everyday'},
  {text: 'cuantos cafes al dia son demasiados?', emergency: false, trap: 'everyday'},
  {text: 'que factor de proteccion solar le pongo a mi bebe de 8 meses en la playa?', emergency: false, trap: 'everyday'},
  {text: 'me salio la vitamina D en 18, es muy baja? el medico me mando un suplemento', emergency: false, trap: 'everyday'},
  {text: 'me hincho mucho despues de comer pan, puede ser intolerancia al gluten?', emergency: false, trap: 'everyday'},
  {text: 'creo que tengo TDAH de adulta, me cuesta concentrarme desde siempre, a quien pido cita?', emergency: false, trap: 'everyday'},
]

export default messages
