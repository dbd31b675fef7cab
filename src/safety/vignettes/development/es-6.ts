/** Spanish messages for the red-flag detector, development half, sixth part: probe messages written during the fourth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'siento una pesadez en el pecho muy rara y el corazon me late rarisimo, me voy a desmayar', emergency: true, category: 'chest_pain'},
  {text: 'me duele detras del esternon como si tuviera un yunque encima, tengo cuarenta y nueve años', emergency: true, category: 'chest_pain'},
  {text: 'che mi vieja tiene una puntada en el pecho fuertisima y esta palida', emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'Mi tío empezó a decir cosas sin sentido y se le cae todo de la mano derecha', emergency: true, category: 'stroke'},
  {text: 'mi abuela se desperto y no puede mover la mano ni la pierna derecha, y le cuesta tragar', emergency: true, category: 'stroke'},

  // sudden_headache
  {text: 'me dio un dolor de cabeza de golpe como si me reventara algo adentro', emergency: true, category: 'sudden_headache'},
  {text: 'estaba en el baño haciendo fuerza y senti como si algo me estallara en la cabeza, me duele horrores', emergency: true, category: 'sudden_headache'},
  {text: 'cefalea intensisima de inicio brusco hace 20 minutos', emergency: true, category: 'sudden_headache'},
  {text: 'me dio un dolorazo en la cabeza de repente, nunca senti algo igual, y tengo vomitos', emergency: true, category: 'sudden_headache'},
  {text: 'De un momento a otro me empezó a doler la cabeza a reventar', emergency: true, category: 'sudden_headache'},
  {text: 'mi mama se agarro la nuca gritando de dolor, dice que fue como un balazo', emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: 'mi hijo se golpeo la cabeza contra el piso y esta muy dormilon, no lo puedo mantener despierto', emergency: true, category: 'head_injury'},
  {text: 'mi bebe de 6 meses se me cayo de los brazos y se pego la cabeza', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: 'a mi papa le sale sangre por la boca al toser, bastante', emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'mi abuelo respira muy rapido y superficial y esta morado', emergency: true, category: 'breathing'},
  {text: 'el bebe hace pausas largas sin respirar', emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: 'Le dimos amoxicilina y ahora tiene los labios enormes y está mareado', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'hay un chico tirado en la calle que no responde', emergency: true, category: 'unconscious'},

  // seizure
  {text: 'mi esposo tuvo dos crisis seguidas sin despertar entre ellas', emergency: true, category: 'seizure'},
  {text: 'mi bebe de 9 meses con fiebre se puso rigido y movia los brazos raro', emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'mi abuela se tomo dos veces su pastilla del corazon por error, la digoxina', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hermano se metio heroina y esta con los labios morados', emergency: true, category: 'overdose_poisoning'},
  {text: 'me equivoque y le di a mi hijo cinco veces la dosis de paracetamol', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi papa se tomo el liquido de la bateria del carro', emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: 'hicimos una parrillada dentro de la casa por la lluvia y estamos todos mareados', emergency: true, category: 'carbon_monoxide'},
  {text: 'creo que nos estamos intoxicando con el monoxido del brasero', emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: 'se me cayo agua caliente en la entrepierna', emergency: true, category: 'burns'},
  {text: 'estuvimos en un incendio, mi madre tiene hollin en la nariz y tose', emergency: true, category: 'burns'},

  // sepsis
  {text: 'tengo gripe y estoy temblando sin parar, respiro rapidisimo y estoy como ido', emergency: true, category: 'sepsis'},
  {text: 'la herida se puso negra, tengo fiebre y estoy mareadisimo', emergency: true, category: 'sepsis'},
  {text: 'mi abuelo con sonda tiene fiebre y está muy raro, no habla bien', emergency: true, category: 'sepsis'},

  // meningitis
  {text: 'mi hijo tiene fiebre, dolor de cabeza y le duele mover el cuello', emergency: true, category: 'meningitis'},
  {text: 'hice la prueba del vaso y las manchas de mi hijo no se van', emergency: true, category: 'meningitis'},
  {text: 'mi compañero de residencia tiene fiebre, rigidez en el cuello y un sarpullido raro', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: 'mi hermana acaba de parir y esta sangrando a chorros', emergency: true, category: 'pregnancy'},
  {text: 'tengo 33 semanas y siento contracciones cada 5 minutos', emergency: true, category: 'pregnancy'},
  {text: 'estoy embarazada de 5 meses y se me rompio la bolsa', emergency: true, category: 'pregnancy'},
  {text: 'tengo un test positivo y un dolor horrible en el lado izquierdo del vientre, me mareo', emergency: true, category: 'pregnancy'},
  {text: 'estoy embarazada de 29 semanas y me duele mucho la parte de arriba de la barriga, debajo de las costillas', emergency: true, category: 'pregnancy'},
  {text: 'tengo 31 semanas y me cayo un chorro de agua por las piernas', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: 'la bebe esta muy palida, floja y no se le puede despertar bien', emergency: true, category: 'sick_child'},
  {text: 'mi niño tiene fiebre y las manos y los pies muy frios y la piel con manchitas', emergency: true, category: 'sick_child'},

  // self_harm
  {text: 'me volvi a cortar anoche y no puedo parar', emergency: true, category: 'self_harm'},
  {text: 'ya hice la carta para mis papas, hoy es la noche', emergency: true, category: 'self_harm'},
  {text: 'mi hijo busco en internet como ahorcarse', emergency: true, category: 'self_harm'},
  {text: 'a veces pienso que lo mejor seria morirme', emergency: true, category: 'self_harm'},

  // other_emergency
  {text: 'a mi hermano le dieron un balazo en la pierna', emergency: true, category: 'other_emergency'},
  {text: 'el niño se cayo a la piscina y lo sacamos morado', emergency: true, category: 'other_emergency'},
  {text: 'se le congelo el pie a mi abuelo, esta blanco y no lo siente', emergency: true, category: 'other_emergency'},
  {text: 'un perro mordio a mi hijo en la cara y tiene una herida enorme', emergency: true, category: 'other_emergency'},

  // routine: denial
  {text: 'mi bebe de 10 meses tiene mocos, come bien, moja los pañales y no tiene fiebre', emergency: false, trap: 'denial', resembles: 'sick_child'},

  // routine: remote_past
  {text: 'de pequeño me caí de un árbol y estuve inconsciente, ahora tengo 40 y ningún problema, ¿me afecta para bucear?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'hace 3 años tuve un golpe de calor y estuve confundido, ahora en verano que precauciones tomo?', emergency: false, trap: 'remote_past', resembles: 'other_emergency'},
  {text: 'hace 10 años me quemé el brazo con aceite, la cicatriz me pica, qué crema uso?', emergency: false, trap: 'remote_past', resembles: 'burns'},
  {text: 'Tuve un infarto hace seis años y desde entonces estoy bien. ¿Puedo hacer spinning?', emergency: false, trap: 'remote_past', resembles: 'chest_pain'},

  // routine: dosing
  {text: 'me tome dos veces el omeprazol hoy por error, pasa algo?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},

  // routine: reassurance
  {text: 'sacamos al niño de la piscina, respira bien y esta jugando, solo trago un poco de agua', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: 'mi hijo se cayo del sofa y se pego en la frente, le salio un chichon pero esta jugando y comiendo normal', emergency: false, trap: 'reassurance', resembles: 'head_injury'},

  // routine: general_question
  {text: 'el cordon umbilical de mi bebe todavia no se cayo, tiene 12 dias, es normal?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: 'tengo 39 semanas y contracciones cada 10 minutos, cuando me voy al hospital?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: '¿Qué hay que hacer si encuentras a alguien tirado en la calle?', emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'lo mejor es no estar en casa cuando vengan a fumigar?', emergency: false, trap: 'general_question', resembles: 'self_harm'},

  // routine: mild
  {text: 'me duele el pecho al respirar hondo desde que me cai de la bici ayer, creo que es la costilla', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'mi amigo dice cosas sin sentido cuando habla dormido, es normal?', emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: 'Se me rompió una vena del ojo y tengo una mancha roja, no duele', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'Sacamos a los niños de la piscina porque empezó a tronar, ¿cuánto hay que esperar para volver a bañarse?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'anoche mi amigo bebió muchísimo y hoy tiene una resaca horrible, qué le doy?', emergency: false, trap: 'mild', resembles: 'overdose_poisoning'},
  {text: 'me volví a cortar con el papel de la impresora, cómo hago que cicatrice rápido?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'me volvi a cortar el pelo muy corto y me arrepiento, crece rapido?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'prueba positiva de covid y me duele mucho la garganta', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'di positivo en la prueba de covid, tengo dolor fuerte en la barriga por la diarrea, que como?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'se me puso morado el dedo del pie por el golpe, respiro bien y todo, es grave?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'mi bebe se pone duro cuando hace caca y cierra los ojos, es normal?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'hoy es el día de mi boda y estoy con nervios en el estómago, que tomo?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'hace mucho calor y estoy confundida con los horarios del metro de verano', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'mi bebe ronca un poco cuando esta resfriado, es normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'de repente me pica mucho la cabeza, tendre piojos?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: 'mi novio busca en internet como dejar de fumar', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'se me congelan los pies en invierno, tengo mala circulacion?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'Estoy embarazada de 10 semanas y tengo acidez en la boca del estómago, ¿qué puedo tomar?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'Mi hija dice que se va a morir de vergüenza si voy a su fiesta', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'me pico un mosquito y tengo una roncha que pica', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // more probes: emergencies
  {text: 'mi hijo se tiro de cabeza a la piscina en la parte baja y no siente las piernas', emergency: true, category: 'other_emergency'},
  {text: 'me han dado una paliza y me duele mucho la barriga, estoy mareado y palido', emergency: true, category: 'other_emergency'},
  {text: 'mi amiga dice que se despide, que nos quiere mucho y que lo siente', emergency: true, category: 'self_harm'},
  {text: 'quiero terminar con mi vida', emergency: true, category: 'self_harm'},
  {text: 'mi mama se tomo una botella de pastillas para dormir', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hijo comio pastillas de su abuela, creo que unas cinco de la tension', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi esposa de 30 semanas tiene la presion en 170 y le duele la cabeza', emergency: true, category: 'pregnancy'},
  {text: 'mi padre se puso a hablar raro, con la boca de lado, hace 15 min', emergency: true, category: 'stroke'},
  {text: 'el chamaco se descalabro con una piedra y esta muy somnoliento', emergency: true, category: 'head_injury'},
  {text: 'mi hijo tiene fiebre alta y dice que no puede mirar la luz y le duele el cuello', emergency: true, category: 'meningitis'},
  {text: 'tengo un dolor de cabeza que me tumbo de golpe, como un palo en la nuca', emergency: true, category: 'sudden_headache'},
  {text: 'mi perro no, mi nieta de dos años esta con fiebre y temblando con los ojos en blanco', emergency: true, category: 'seizure'},

  // more probes: routine
  {text: 'tuve un dolor en el pecho de 2 segundos como un pinchazo, no volvio a pasar, me siento bien', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'hace años tuve un intento de suicidio, hoy estoy bien y sin esos pensamientos, quiero ser voluntaria en una linea de ayuda', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'como se si es un golpe de calor o solo cansancio?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'cuando era niño me mordio una serpiente, quedo cicatriz, es normal que me pique?', emergency: false, trap: 'remote_past', resembles: 'other_emergency'},
  {text: 'no pienso en matarme, solo estoy triste por la ruptura', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'sin dolor de cabeza ni mareos en casa, pero la caldera hace ruido, a quien llamo?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: 'mi abuela se despide siempre diciendo que nos quiere mucho, es tan linda', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'quiero terminar con mi vida sedentaria, por donde empiezo a hacer ejercicio?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'no siento las piernas cansadas aunque corro mucho, es normal?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'me dieron una paliza en el partido de padel, estoy reventado, como recupero?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'mi jefe se despide de la empresa el viernes y le vamos a hacer una cena, que regalo?', emergency: false, trap: 'mild', resembles: 'self_harm'},
]

export default messages
