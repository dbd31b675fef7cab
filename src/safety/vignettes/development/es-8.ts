/** Spanish messages for the red-flag detector, development half, eighth part: probe messages written during the fifth tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- self_harm ---
  {text: 'he pensado en tirarme delante del tren esta noche', emergency: true, category: 'self_harm'},
  {text: 'ya escribí mi carta, perdón a todos', emergency: true, category: 'self_harm'},
  {text: 'me quiero ir para siempre y no volver a despertar', emergency: true, category: 'self_harm'},
  {text: 'acabo de tomarme las pastillas para no despertar', emergency: true, category: 'self_harm'},
  {text: 'siento que estorbo a todos, mejor desaparezco', emergency: true, category: 'self_harm'},
  {text: 'no quiero vivir mas, tengo la soga lista', emergency: true, category: 'self_harm'},
  {text: 'mejor me muero, no sirvo para nada y soy una carga', emergency: true, category: 'self_harm'},
  {text: 'me he cortado y no para de sangrar, lo hice a propósito', emergency: true, category: 'self_harm'},
  {text: 'no me quiero despertar mañana', emergency: true, category: 'self_harm'},
  {text: 'me queme el brazo a propósito con un mechero y ahora quiero hacer algo peor', emergency: true, category: 'self_harm'},

  // --- chest_pain ---
  {text: 'pecho apretadisimo desde hace media hora, sudor frio, tengo 60 años y soy hipertenso', emergency: true, category: 'chest_pain'},
  {text: 'Señor de 70 años con dolor opresivo retroesternal irradiado a brazo izquierdo y diaforesis', emergency: true, category: 'chest_pain'},
  {text: 'siento que me aprietan el corazon con una mano y me mareo, tengo 62 años', emergency: true, category: 'chest_pain'},
  {text: 'ayuda, mi papa se siente muy mal del pecho, como que le oprime, esta sudado y palido', emergency: true, category: 'chest_pain'},
  {text: 'desde hace veinte minutos siento el pecho como en un puño y me falta el aliento', emergency: true, category: 'chest_pain'},
  {text: 'tengo el pecho como si tuviera un cinturón apretado y sudo frío', emergency: true, category: 'chest_pain'},

  // --- stroke ---
  {text: 'mi padre camina torcido hacia un lado y se le cae la cuchara, empezo hace una hora', emergency: true, category: 'stroke'},
  {text: 'mi tío se quedó con la boca de lado y no mueve la mano derecha, fue hace un ratito', emergency: true, category: 'stroke'},
  {text: 'mi padre no sabe decir las palabras, dice una cosa por otra, y tiene la pierna izquierda floja desde las 10', emergency: true, category: 'stroke'},
  {text: 'mi abuelo ve todo doble de golpe y se va de lado al caminar', emergency: true, category: 'stroke'},
  {text: 'mi esposo dice que ve la mitad de las cosas, no ve nada del lado izquierdo, empezó hoy de repente', emergency: true, category: 'stroke'},
  {text: 'mi mamá no puede sonreír, solo le sube un lado de la boca, y está rara', emergency: true, category: 'stroke'},
  {text: 'mi mamá de repente no mueve el brazo derecho y tiene la boca torcida', emergency: true, category: 'stroke'},
  {text: 'facial drooping en mi abuela y no puede levantar el brazo', emergency: true, category: 'stroke'},
  {text: 'a mi papa se le cayo la cara de un lado y no le salen las palabras', emergency: true, category: 'stroke'},

  // --- sudden_headache ---
  {text: 'siento que la cabeza me va a explotar, empezó de golpe hace 15 minutos y vomité', emergency: true, category: 'sudden_headache'},
  {text: 'de repente me dio un dolor de cabeza tan fuerte que me tiré al suelo', emergency: true, category: 'sudden_headache'},
  {text: 'dolor de cabeza de 10 sobre 10 que empezó en segundos', emergency: true, category: 'sudden_headache'},
  {text: 'de golpe dolor de cabeza 10/10, vomito y me molesta la luz', emergency: true, category: 'sudden_headache'},

  // --- head_injury ---
  {text: 'a mi abuelo se le fue la cabeza contra el borde de la mesa, toma anticoagulantes y tiene un chichón enorme', emergency: true, category: 'head_injury'},
  {text: 'el pibe se dio la cabeza contra el piso jugando y ahora no se acuerda de nada', emergency: true, category: 'head_injury'},
  {text: 'mi hija de 2 años se cayó de la trona de cabeza y llora raro, muy agudo', emergency: true, category: 'head_injury'},
  {text: 'se cayó de la litera y desde entonces vomita y está muy dormido', emergency: true, category: 'head_injury'},
  {text: 'mi hijo se dio en la cabeza con la esquina de la mesa y ahora esta dormido y no lo puedo despertar bien', emergency: true, category: 'head_injury'},
  {text: 'se golpeó la cabeza y ahora no lo podemos despertar', emergency: true, category: 'head_injury'},

  // --- severe_bleeding ---
  {text: 'mi abuela hace popo negro como petróleo y se desmayó en el baño', emergency: true, category: 'severe_bleeding'},
  {text: 'me corté con la motosierra, la sangre sale en chorro', emergency: true, category: 'severe_bleeding'},
  {text: 'mi mamá está vomitando coágulos de sangre', emergency: true, category: 'severe_bleeding'},
  {text: 'tosí sangre, como medio vaso', emergency: true, category: 'severe_bleeding'},
  {text: 'sangra un montonazo de la pierna, no para', emergency: true, category: 'severe_bleeding'},
  {text: 'sangre por el recto a montones y estoy mareado', emergency: true, category: 'severe_bleeding'},
  {text: 'me corte el dedo casi entero y sangra muchisimo, no para', emergency: true, category: 'severe_bleeding'},

  // --- breathing ---
  {text: 'mi papá respira con mucho trabajo y no puede decir una frase entera', emergency: true, category: 'breathing'},
  {text: 'mi papá respira haciendo ruido y está azul', emergency: true, category: 'breathing'},
  {text: 'mi hijo se atoró con una uva y está morado', emergency: true, category: 'breathing'},
  {text: 'mi hija hace un ruido agudo al respirar y no puede tragar saliva', emergency: true, category: 'breathing'},
  {text: 'mi hijo tiene fiebre, babea y no puede tragar saliva, respira con ruido', emergency: true, category: 'breathing'},

  // --- anaphylaxis ---
  {text: 'mi hijo es alérgico al huevo, lo comió y tiene ronchas y tose mucho', emergency: true, category: 'anaphylaxis'},
  {text: 'se me hinchan los párpados y los labios después de tomar un ibuprofeno y me falta el aire', emergency: true, category: 'anaphylaxis'},
  {text: 'comió galletas con nueces y tiene la boca hinchada y no para de toser', emergency: true, category: 'anaphylaxis'},

  // --- seizure ---
  {text: 'se cayó al suelo y se está sacudiendo entero, echa babas', emergency: true, category: 'seizure'},

  // --- overdose_poisoning ---
  {text: 'mi amiga se pasó con el alcohol y las pastillas y no responde bien', emergency: true, category: 'overdose_poisoning'},
  {text: 'tomé demasiados calmantes y tengo mucho sueño', emergency: true, category: 'overdose_poisoning'},
  {text: 'tomé veinte pastillas de diazepam', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi nene se metió una bolita de naftalina en la boca y se la tragó', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi amigo fumó algo y está muy mal, tiene convulsiones y está ardiendo', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hijo se tomó 15 pastillas de melatonina', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hija se tragó un imán y otro ayer', emergency: true, category: 'overdose_poisoning'},
  {text: 'tomé cuarenta pastillas de ibuprofeno', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi hija de 16 se tomó una caja entera de paracetamol hace 2 horas', emergency: true, category: 'overdose_poisoning'},

  // --- carbon_monoxide ---
  {text: 'estamos en la caravana con la estufa de gas y los tres con dolor de cabeza y mareados', emergency: true, category: 'carbon_monoxide'},

  // --- burns ---
  {text: 'me cayó gasolina encendida en las piernas', emergency: true, category: 'burns'},
  {text: 'mi papá se echó alcohol encendido y le prendió la ropa', emergency: true, category: 'burns'},
  {text: 'se cayó en la fogata y tiene quemaduras en las piernas', emergency: true, category: 'burns'},
  {text: 'mi papá se quemó con vapor de la olla en la cara', emergency: true, category: 'burns'},
  {text: 'mi niño metió la mano en la olla de agua hirviendo, la tiene llena de ampollas', emergency: true, category: 'burns'},

  // --- sepsis ---
  {text: 'mi hijo de 10 años tiene fiebre, está muy pálido, frío y con manchas en la piel', emergency: true, category: 'sepsis'},
  {text: 'mi mamá con infección está muy mal, balbucea y tiene la piel fría y pegajosa', emergency: true, category: 'sepsis'},
  {text: 'me siento como que me voy a morir, tengo fiebre y el corazón a mil', emergency: true, category: 'sepsis'},
  {text: 'mi abuelo con infeccion de orina esta delirando y tiritando', emergency: true, category: 'sepsis'},
  {text: 'mi madre tiene fiebre, la piel fría y pegajosa y está adormilada', emergency: true, category: 'sepsis'},

  // --- meningitis ---
  {text: 'fiebre, manchas rojas oscuras que no desaparecen y dolor de cabeza fuerte', emergency: true, category: 'meningitis'},
  {text: 'mi hija tiene 39 de fiebre y unas manchitas moradas que no se van', emergency: true, category: 'meningitis'},

  // --- pregnancy ---
  {text: 'mi esposa tuvo al bebé hace 3 días, tiene fiebre alta y se siente muy mal', emergency: true, category: 'pregnancy'},
  {text: 'a las 39 semanas el bebé ya no se mueve', emergency: true, category: 'pregnancy'},
  {text: 'estoy embarazada de 26 semanas y me salió líquido, tengo fiebre', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 35 semanas, se me sale agua sin parar y tengo 38 de fiebre', emergency: true, category: 'pregnancy'},
  {text: 'tengo 12 semanas y sangro muchísimo con coágulos, me mareo', emergency: true, category: 'pregnancy'},

  // --- other_emergency ---
  {text: 'mi abuela se cayó y tiene la pierna más corta y girada, no se puede levantar', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo tragó agua en la piscina, estuvo abajo un rato, ahora respira raro', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo estuvo debajo del agua un minuto, lo sacamos, ahora está adormilado y tose', emergency: true, category: 'other_emergency'},
  {text: 'mi padre se cayó de la escalera y tiene el hueso salido de la pierna', emergency: true, category: 'other_emergency'},

  // --- routine: denial ---
  {text: 'estoy agobiada con el trabajo pero nunca haria nada para hacerme daño', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'no tengo dolor en el pecho, solo me pica la garganta, que tomo?', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'me duele la espalda por cargar cajas, el pecho no me duele para nada', emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: 'no está azul ni respira raro, solo tiene mocos', emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: 'se cortó pero no sangra mucho y ya paró', emergency: false, trap: 'denial', resembles: 'severe_bleeding'},

  // --- routine: remote_past ---
  {text: 'de pequeño me di un golpe en la cabeza y perdí el conocimiento, me recuperé bien', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'hace años dejé una carta a mi ex, me arrepiento', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'de niño me quemé las manos con la estufa, ahora tengo cicatrices', emergency: false, trap: 'remote_past', resembles: 'burns'},

  // --- routine: dosing ---
  {text: 'que crema le pongo en las quemaduras en la espalda por el sol?', emergency: false, trap: 'dosing', resembles: 'burns'},

  // --- routine: reassurance ---
  {text: 'mi hijo con epilepsia tuvo su crisis de siempre, duró un minuto y ya está normal', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'mi hijo chupó la tapa del detergente pero no tragó nada, está normal', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'a mi abuelo se le torció la boca por la anestesia del dentista, ya se le pasó', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  {text: 'mi hijo tragó agua en la piscina, tosió un poco y ahora está jugando normal', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: 'se dio la cabeza con la mesa, llora un poco y ya está jugando', emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: 'mi hija epiléptica tuvo una crisis corta de las de siempre y ya está normal', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'me corté con el cuchillo y sangraba mucho pero con presión ya paró', emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},

  // --- routine: general_question ---
  {text: 'que hacer si alguien se quema la cara?', emergency: false, trap: 'general_question', resembles: 'burns'},

  // --- routine: mild ---
  {text: 'me ahogo un poco cuando corro, es normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'me di un golpe en el dedo y está morado, respiro bien, me lo vendo?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'tengo alergia al polvo y toso mucho por las noches', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'mi hijo con fiebre de 39 dice cosas raras cuando duerme, luego se despierta bien', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'se cayó del columpio, llora mucho pero no se golpeó la cabeza y se mueve bien', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'me cayó un poco de lejía en la mano, la lavé y no pasa nada', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me tiemblan las manos temblando sin parar cuando tomo mucho café', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'me duele la cabeza cuando uso la estufa eléctrica mucho rato?', emergency: false, trap: 'mild', resembles: 'carbon_monoxide'},
  {text: 'me sangra la nariz un montón cuando hace calor pero para sola en un minuto', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'me quemé las manos con la sartén un poquito, están rojas', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me quemé la cara con el sol en la playa', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'tengo anginas y me cuesta tragar saliva un poco', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'se dio en la cabeza con la mesa y ahora está dormido la siesta, es normal que duerma?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'siento el pecho como en un puño cuando estoy nerviosa antes de los exámenes, luego se pasa', emergency: false, trap: 'mild', resembles: 'chest_pain'},

  // --- routine: everyday ---
  {text: 'se me cae mucho el pelo de repente, es por estrés?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'se me cae todo de las manos de lo torpe que soy jaja, tengo la cabeza en otra parte', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'le di la pastilla de hierro y se la tragó sin problema', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mi hijo encontró una pila y la tiró a la basura', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mejor me voy a dormir que mañana madrugo', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'mi hijo se cayó de la bici y se raspó la rodilla, llora un poco', emergency: false, trap: 'everyday', resembles: 'head_injury'},
  {text: 'no contesta a mis mensajes desde ayer, estoy preocupada', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'me va a explotar la cabeza con tanto examen', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},
  {text: 'tengo manchas en la piel que no se van desde hace meses, no pica', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'estoy embarazada de 20 semanas y me sale agua de los pechos', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'mi hijo no mueve bien el brazo porque se lo torció jugando', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'me siento mal del pecho, como acatarrada, con mocos', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'tengo infección de muelas y siento que me voy a morir del dolor jaja', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'tomé dos pastillas de ibuprofeno hoy, puedo tomar otra?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mi marido fumó un porro y se ríe mucho, es normal?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mi abuela se cayó y le salió un moretón, se levantó sola', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'tengo el cuchillo preparado para cortar el jamón, ya no aguanto el hambre', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'la mitad del cuerpo me duele por dormir mal en el sofa', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'estuvo debajo del agua buceando y ahora está muy contento', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'sigue sin responder a los antibióticos, qué hacemos?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'a las 12 semanas me hacen la ecografía, es normal estar nerviosa?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'mi hijo de 5 años llora mucho cuando lo dejo en el colegio', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: 'mi bebé de 8 meses está muy irritable porque le salen los dientes', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: 'con la regla sangro a montones, es normal?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  {text: 'mi hijo hace un ruido raro al respirar cuando duerme, ronca?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'no me quiero despertar mañana temprano, es domingo', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'lo hice a propósito, me corté el pelo yo sola y quedó fatal', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'tengo dolor de cabeza de 5 sobre 10 desde hace dos días', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},
  {text: 'tengo la garganta irritada y me cuesta tragar, tengo faringitis', emergency: false, trap: 'everyday', resembles: 'anaphylaxis'},
  {text: 'mi hijo estuvo debajo del agua jugando en la piscina y salió riéndose', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
]

export default messages
