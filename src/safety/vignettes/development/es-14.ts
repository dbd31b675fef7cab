/** Spanish messages for the red-flag detector, development half, fourteenth part: probe messages written during the eighth tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- emergencies: breathing ---
  {text: 'mi hijo se ha tragado un caramelo y se agarra el cuello, no puede toser ni hablar', emergency: true, category: 'breathing'},
  {text: 'A mi madre se le fue un cacho de pollo por mal sitio, se lleva las manos a la garganta y no emite ningún sonido', emergency: true, category: 'breathing'},
  {text: 'mi nena respira con mucho esfuerzo, se le hunde la piel entre las costillas', emergency: true, category: 'breathing'},
  {text: 'mi hijo se trago una canica, se toca la garganta y no hace ningun ruido', emergency: true, category: 'breathing'},
  {text: 'mi chamaco se atoro con un dulce y no puede ni toser', emergency: true, category: 'breathing'},
  {text: 'se le fue un pedazo de bistec a mi abuela y no le sale ni la voz', emergency: true, category: 'breathing'},
  {text: 'no puede hablar ni toser, creo que tiene algo en la garganta', emergency: true, category: 'breathing'},

  // --- emergencies: burns ---
  {text: 'me salto aceite hirviendo a la cara, tengo ampollas en la frente y la mejilla', emergency: true, category: 'burns'},
  {text: 'se me ha caído el agua de la olla encima del brazo, la piel se ha puesto blanca y se me levanta', emergency: true, category: 'burns'},

  // --- emergencies: pregnancy ---
  {text: 'estoy de 38 semanas y el bebe lleva todo el dia sin moverse', emergency: true, category: 'pregnancy'},
  {text: 'mi mujer esta de 30 semanas, se le han roto las aguas y le asoma algo, creemos que el cordon', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 37 semanas y creo q se me salio el cordon', emergency: true, category: 'pregnancy'},
  {text: 'tengo 29 semanas y la barriga se me pone dura cada 5 minutos con mucho dolor', emergency: true, category: 'pregnancy'},

  // --- emergencies: other_emergency ---
  {text: 'hemos sacado a mi sobrino del fondo de la piscina, respira pero esta muy palido y medio dormido', emergency: true, category: 'other_emergency'},
  {text: 'a mi hijo le ha dado una descarga con un cable de alta tension', emergency: true, category: 'other_emergency'},
  {text: 'mi abuela se ha quedado helada en la calle, esta fria, temblando y ya no habla bien', emergency: true, category: 'other_emergency'},
  {text: 'mi abuelo lleva todo el dia sin poder orinar y le duele mucho la barriga', emergency: true, category: 'other_emergency'},
  {text: 'mi niño se cayó en la alberca, lo sacamos y esta como atontado', emergency: true, category: 'other_emergency'},
  {text: 'le cayo un rayo a mi primo en el campo', emergency: true, category: 'other_emergency'},

  // --- emergencies: sick_child ---
  {text: 'mi hijo de 3 años vomita verde y le duele la tripa', emergency: true, category: 'sick_child'},
  {text: 'mi nene llora de una forma muy aguda y rara y no hay forma de calmarlo, esta muy palido', emergency: true, category: 'sick_child'},
  {text: 'mi hijo de 4 años vomita bilis verde', emergency: true, category: 'sick_child'},
  {text: 'mi hijo de 2 años tiene la barriga hinchada y vomita verde', emergency: true, category: 'sick_child'},

  // --- emergencies: self_harm ---
  {text: 'no le veo sentido a nada, mañana ya no estaré, ya lo tengo decidido', emergency: true, category: 'self_harm'},
  {text: 'mañana no estare aqui, ya he dejado todo arreglado', emergency: true, category: 'self_harm'},

  // --- emergencies: overdose_poisoning ---
  {text: 'mi bebe de 10 meses se metio a la boca una pastilla de mi medicacion del corazon', emergency: true, category: 'overdose_poisoning'},

  // --- emergencies: carbon_monoxide ---
  {text: 'el boiler huele raro y a mi y a mis hijos nos duele la cabeza', emergency: true, category: 'carbon_monoxide'},

  // --- emergencies: unconscious ---
  {text: 'mi mama esta tirada y no me habla, no se si respira', emergency: true, category: 'unconscious'},

  // --- emergencies: severe_bleeding ---
  {text: 'he vomitado un vaso de sangre', emergency: true, category: 'severe_bleeding'},

  // --- routine: general_question ---
  {text: 'que significa la regla rapido del ictus', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'que significa que un bebe vomite verde?', emergency: false, trap: 'general_question', resembles: 'sick_child'},

  // --- routine: everyday ---
  {text: 'me dio un calambre con el enchufe, pero nada, ni lo note', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'mi hijo se atraganta de risa cuando ve dibujos', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'que comida es buena para la garganta cuando se tiene anginas?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'que crema va bien para la piel que se pela por el frio?', emergency: false, trap: 'everyday', resembles: 'burns'},
  {text: 'me he quedado sin sentido del olfato desde el covid, cuando vuelve?', emergency: false, trap: 'everyday', resembles: 'self_harm'},

  // --- routine: mild ---
  {text: 'mi hijo vomito una vez y era verde porque comio gominolas verdes, esta jugando', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'tengo afonia, no me sale la voz desde ayer y me duele al tragar', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'mi hijo tiene laringitis, no le sale la voz y tiene tos de perro pero respira bien', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'me he quemado con el sol y se me esta pelando la piel de la espalda', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'mi abuela siempre tiene los pies helados, es mala circulacion?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'mi niña llora mucho por la noche desde que le salen los dientes', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'me cuesta un poco orinar por las mañanas, tengo 60 años, sera la prostata?', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'estoy afonico desde el concierto, no me sale la voz', emergency: false, trap: 'mild', resembles: 'breathing'},

  // --- routine: denial ---
  {text: 'mi hijo comiendo se atoro un poco pero ya paso, esta bien', emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: 'mi hija de 2 años cogio la caja de pastillas, pero estaban todas, no falta ninguna', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'mi bebe chupo el blister vacio de mis pastillas, no habia ninguna dentro', emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},
  {text: 'me queme con la olla pero solo esta rojo, sin ampollas ni piel levantada', emergency: false, trap: 'denial', resembles: 'burns'},
  {text: 'mi hijo vomito una vez pero no era verde, ahora esta bien y juega', emergency: false, trap: 'denial', resembles: 'sick_child'},
  {text: 'mi hijo se cayo a la piscina, lo sacamos enseguida, no trago agua, no tose y esta jugando', emergency: false, trap: 'denial', resembles: 'other_emergency'},

  // --- routine: reassurance ---
  {text: 'mi bebe estuvo llorando mucho rato por los gases, le di masaje y ya esta tranquilo', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'me dio un calambrazo el enchufe, me temblo la mano un momento pero ya estoy bien', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: 'tuve un dolor de cabeza fuerte de golpe, me hicieron un tac en urgencias y era normal, migraña', emergency: false, trap: 'reassurance', resembles: 'sudden_headache'},
]

export default messages
