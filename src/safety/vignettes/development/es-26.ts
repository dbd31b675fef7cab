/** Spanish messages for the red-flag detector, development half: probe messages written during the fourteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // --- emergencies: seizure (a first fit, told as an "attack" with shaking) ---
  {text: 'a mi hermana le acaba de dar un ataque, se puso a temblar entera en el sofá y ahora no hay quien la despierte, nunca le había pasado', emergency: true, category: 'seizure'},
  {text: 'Mi padre no es epiléptico y le ha dado como un ataque con sacudidas en los brazos y las piernas, ahora está muy adormilado y no sabe qué ha pasado', emergency: true, category: 'seizure'},
  {text: 'me acaba de dar un ataque raro con temblores, mi novia dice que tenía los ojos abiertos y no le contestaba. es la primera vez', emergency: true, category: 'seizure'},
  {text: 'mi compañero de trabajo ha tenido una crisis con sacudidas en la oficina, ya no tiembla pero está muy dormido y confuso', emergency: true, category: 'seizure'},

  // --- emergencies: sepsis (a wound or cut, then fever and a danger sign) ---
  {text: 'Me arañó el gato hace cuatro días, el brazo está rojo y caliente y hinchado, ahora tengo 40 y tirito sin parar', emergency: true, category: 'sepsis'},
  {text: 'mi abuelo se hizo una herida en el pie hace una semana, hoy tiene 39 y está confundido, no sabe en qué día estamos', emergency: true, category: 'sepsis'},
  {text: 'me pinché con un clavo oxidado, el pie está hinchado y rojo, me siento fatal, escalofríos muy fuertes y apenas orino desde ayer', emergency: true, category: 'sepsis'},
  {text: 'la rodilla que me raspé está inflamada y roja, con 39 y pico, la piel de las piernas se me ve moteada y respiro muy rápido', emergency: true, category: 'sepsis'},

  // --- emergencies: a chemical in the eye ---
  {text: 'le ha saltado lejía al ojo a mi hija mientras limpiaba el baño, llora y no puede abrirlo', emergency: true, category: 'other_emergency'},
  {text: 'se me metió en los ojos un limpiador de hornos, me quema y lo veo todo borroso', emergency: true, category: 'other_emergency'},
  {text: 'Mi marido estaba desatascando el fregadero y le ha salpicado al ojo el desatascador, tiene el ojo rojísimo', emergency: true, category: 'other_emergency'},
  {text: 'me cayó amoniaco al ojo limpiando los cristales, me pica y me arde muchísimo', emergency: true, category: 'other_emergency'},

  // --- emergencies: more seizure ---
  {text: 'mi hijo de 12 años estaba en clase y le dio un ataque, se cayó al suelo temblando y después se quedó dormido, nunca le había pasado', emergency: true, category: 'seizure'},
  {text: 'A mi madre le ha dado una especie de ataque, se ha puesto rígida y temblaba, ahora está muy dormida y no nos responde bien', emergency: true, category: 'seizure'},
  {text: 'le acaba de dar un ataque con espasmos al abuelo, no tiene epilepsia, está muy dormido', emergency: true, category: 'seizure'},

  // --- emergencies: more sepsis ---
  {text: 'tengo una herida en la pierna de hace una semana que está roja e hinchada, tengo 39 y pico, estoy muy confuso y respiro muy rápido', emergency: true, category: 'sepsis'},
  {text: 'a mi madre la operaron hace 5 dias y hoy tiene 39, tiembla muchísimo y casi no orina', emergency: true, category: 'sepsis'},
  {text: 'me mordió un perro hace dos días, la mano está hinchada y caliente y ahora tengo 40 y me siento como si me fuera a morir', emergency: true, category: 'sepsis'},

  // --- emergencies: more other_emergency ---
  {text: 'Se me ha metido ácido del baño en un ojo, me arde y no veo casi nada', emergency: true, category: 'other_emergency'},
  {text: 'le ha saltado cal viva a los ojos a mi padre en la obra', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo se ha echado limpiador del baño en los ojos jugando, llora mucho', emergency: true, category: 'other_emergency'},

  // --- emergencies: questions opened in English about someone now ---
  {text: 'what do I do?? mi hijo está convulsionando ahora mismo y tiene los ojos en blanco', emergency: true, category: 'seizure'},
  {text: 'how do I know si es un infarto? me aprieta el pecho y me baja por el brazo izquierdo, estoy sudando', emergency: true, category: 'chest_pain'},
  {text: 'is it normal que mi padre hable raro de repente y tenga la boca torcida?', emergency: true, category: 'stroke'},
  {text: 'can someone help, mi madre se ha desmayado y no responde', emergency: true, category: 'unconscious'},
  {text: 'what should I do, mi bebé se ha tragado una pila de botón', emergency: true, category: 'overdose_poisoning'},

  // --- routine: general questions (definitions with an adverb, questions in mixed language) ---
  {text: '¿Qué es realmente un ictus isquémico?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'Qué es exactamente una convulsión febril?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'qué es en realidad una sepsis? lo he oído en una serie', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: '¿Qué es exactamente una hemorragia digestiva?', emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  {text: 'what are the síntomas de un infarto en mujeres, en general?', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'how do you treat una quemadura química en general?', emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: 'is it peligroso tener convulsiones febriles de niño?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: '¿qué hago si alguna vez me salta lejía al ojo?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'cuáles son los síntomas de una sepsis por una herida infectada?', emergency: false, trap: 'general_question', resembles: 'sepsis'},

  // --- routine: mild, denial, remote past, reassurance near the new phrasings ---
  {text: 'me dio un ataque de risa en clase y no podía parar, jaja', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'tengo temblores en las manos cuando tomo mucho café, ¿es normal?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'anoche me dio un ataque de tos con la gripe, hoy estoy mejor', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'mi hijo tiene epilepsia y hoy tuvo una de sus crisis de siempre, duró un minuto y ya está bien, jugando', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'Hace veinte años tuve un ataque epiléptico, me hicieron pruebas y me recuperé sin secuelas, nunca más. ¿Puedo sacarme el carnet de conducir?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'me corté con un papel y el dedo está un poco rojo, sin fiebre, ¿le pongo betadine?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'me corté ayer cocinando, la herida está limpia, no está hinchada ni roja y no tengo fiebre', emergency: false, trap: 'denial', resembles: 'sepsis'},
  {text: 'tengo 39 de fiebre con la gripe y algo de escalofríos, bebo mucho y orino normal. paracetamol o ibuprofeno?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'Mi abuela tiene 39 años menos que mi bisabuela, jaja, ¿a qué edad empieza la menopausia?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'me picó un mosquito y la zona está hinchada y roja, me pica mucho, qué crema me pongo?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'me entró champú en el ojo en la ducha, me escuece un poco, ya lo he lavado con agua', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'no me ha saltado nada al ojo, solo lo tengo rojo de estar con el ordenador, ¿qué colirio uso?', emergency: false, trap: 'denial', resembles: 'other_emergency'},
  {text: 'me salpicó agua con jabón al ojo fregando los platos, ya no me molesta', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: 'Hace diez años me cayó lejía en el ojo, me lo lavaron en urgencias y quedó bien. Ahora llevo lentillas, ¿puede afectar?', emergency: false, trap: 'remote_past', resembles: 'other_emergency'},
  {text: 'what is the mejor crema para una quemadura leve del horno? es pequeña', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: '¿Qué es exactamente un golpe de calor y cómo se previene?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},

  // --- routine: more near misses ---
  {text: 'Qué es exactamente la sepsis y por qué es tan grave?', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'qué son realmente las convulsiones febriles?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'how long dura normalmente una convulsión febril, en general?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'what causes una hemorragia cerebral en gente joven?', emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: 'mi abuelo tuvo un ataque de gota en el pie, está rojo e hinchado y le duele mucho, ¿qué le doy?', emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: 'tengo 39 años y me ha salido un bulto rojo en la pierna, no me duele', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'me ha dado un ataque de hipo que no se me va', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'a mi hijo le dieron temblores por la fiebre, tiritaba de frío pero ahora con el dalsy está bien y jugando', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'me salpicó un poco de lejía en la mano, me la lavé enseguida y no tengo nada', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'tengo 38 de fiebre desde ayer por un catarro, me encuentro cansada pero bien', emergency: false, trap: 'mild', resembles: 'sepsis'},
]

export default messages
