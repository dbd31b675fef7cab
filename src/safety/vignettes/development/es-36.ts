/** Spanish messages for the red-flag detector, development half: probe messages written during the nineteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // a hand to the chest, or a pain high in the belly rising to the neck or jaw, with sweating
  {text: 'mi abuelo se ha puesto la mano en el pecho y está sudando frío, dice que le aprieta', emergency: true, category: 'chest_pain'},
  {text: 'se llevó la mano al pecho del susto cuando le contaron la noticia, se rió mucho', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'a mi abuela le duele la boca del estomago y le sube hasta la mandibula, esta toda sudada', emergency: true, category: 'chest_pain'},
  {text: 'me duele el cuello y se me va al hombro, creo que dormí mal, no tengo nada más', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  // bumping into everything on one side
  {text: 'mi abuelo se choca con todas las cosas del lado izquierdo desde esta mañana', emergency: true, category: 'stroke'},
  {text: 'mi hijo de 2 años se choca con todo, es muy torpe corriendo, es normal?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // a small object swallowed, then a noisy breath in or no cry
  {text: 'se le atasco un cacahuete y ya no llora, solo hace ruido al respirar', emergency: true, category: 'breathing'},
  {text: 'mi hijo se trago una moneda hace una hora, respira bien, juega y habla normal, hay que hacerle una radiografía?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  // breathing harder and harder
  {text: 'a mi abuelo cada vez le cuesta más respirar y tiene los labios morados', emergency: true, category: 'breathing'},
  // tablets taken past counting, or a sedative with drink, and drowsy
  {text: 'no se cuantas pastillas me he tomado, estoy muy mareada', emergency: true, category: 'overdose_poisoning'},
  {text: 'puedo tomar el lorazepam con una copa de vino en la cena?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // stung, then dizzy or an itchy throat
  {text: 'me han picado unas avispas y ahora estoy mareada y me pica la garganta', emergency: true, category: 'anaphylaxis'},
  {text: 'me ha picado una avispa en el brazo, esta rojo e hinchado alrededor, me pongo hielo?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // fallen to the floor and shaking
  {text: 'un señor en el metro se desplomó y está en el suelo dando sacudidas', emergency: true, category: 'seizure'},
  {text: 'me mordí la lengua comiendo y me sangra un poco, se cura sola?', emergency: false, trap: 'mild', resembles: 'seizure'},
  // clear fluid from an ear after a fall
  {text: 'mi hijo se cayo de la bici y le sale por el oido un liquido transparente', emergency: true, category: 'head_injury'},
  {text: 'tengo catarro y me gotea por la nariz un agua clarita todo el día, qué tomo?', emergency: false, trap: 'everyday', resembles: 'head_injury'},
  // a violent head pain during sex
  {text: 'teniendo relaciones con mi pareja me vino un latigazo horrible en la cabeza', emergency: true, category: 'sudden_headache'},
  {text: 'tengo un dolor de cabeza horrible por el catarro, toso mucho, qué tomo?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  // an infection with hardly any urine
  {text: 'mi abuela tiene infeccion de orina y casi no ha orinado en todo el dia, esta temblando mucho', emergency: true, category: 'sepsis'},
  // dark spots with a fever
  {text: 'al nene le salieron manchitas negras en las piernas con calentura', emergency: true, category: 'meningitis'},
  {text: 'me han salido unos puntitos oscuros en la piel con la edad, son lunares?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  // late pregnancy: stars seen and a face swollen at once; waters breaking asked about; a baby not felt
  {text: 'embarazada de 33 semanas, veo como estrellas y se me ha hinchado la cara', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 30 semanas y se me hinchan un poco los pies por la tarde, es normal?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'estoy de 40 semanas, si se me rompen las aguas en casa cuándo tengo que ir al hospital?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'estoy de 32 semanas y desde esta mañana no noto a la nena, ni con agua fria', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 36 semanas y la bebe se mueve muchisimo por la noche, no me deja dormir', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  // an electric shock followed by palpitations
  {text: 'me dio la corriente arreglando un enchufe y tengo palpitaciones y el corazon raro', emergency: true, category: 'other_emergency'},
  {text: 'me dio un calambrazo el enchufe de la cocina, solo fue un momento y ya estoy bien', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  // things given away with a goodbye; a note leaving the pet, the writer unreachable
  {text: 'mi hija ha repartido todos sus juegos entre sus amigas y me pidio perdon por todo, esta muy triste', emergency: true, category: 'self_harm'},
  {text: 'mi hijo ha regalado la play a su primo porque se ha comprado otra nueva, está contentísimo', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'mi amigo me dejo una carta diciendo que cuide a su perro, y no coge el telefono', emergency: true, category: 'self_harm'},
  {text: 'mi compañera se va de vacaciones y me ha dejado una nota pidiendo que cuide a su gato, cuánta comida le pongo?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // a choking fit that has passed, or not
  {text: 'me atraganté con una miga de pan, tosí y se me pasó enseguida, es normal que me pase tanto?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'mi hija se atraganto con un caramelo y ya paso un minuto y sigue sin respirar', emergency: true, category: 'breathing'},
  // a fever over on antibiotics; a question whether two names are the same
  {text: 'tuve fiebre con escalofrios por una infeccion de orina, con el antibiotico ya estoy sin fiebre y hago vida normal, puedo ir al gimnasio?', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'es lo mismo un ictus que un derrame cerebral?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  // life after a stroke, and a stroke again
  {text: 'a mi padre le dio un derrame el año pasado, qué barras pongo en la ducha para que no se caiga?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'mi madre tuvo un ictus en marzo y ya esta en casa, pero hoy de repente no puede hablar', emergency: true, category: 'stroke'},
  // a whole pack of pills taken, not a course finished
  {text: 'mi hija se ha tomado el blister entero de anticonceptivos', emergency: true, category: 'overdose_poisoning'},
  {text: 'me tomé el blister entero del antibiotico como dijo el medico, ya termine el tratamiento', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // cuts that keep bleeding, not cuts from gardening
  {text: 'me he hecho cortes y no paran de sangrar', emergency: true, category: 'self_harm'},
  {text: 'me he hecho cortes en las manos podando los rosales, se me pueden infectar?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  // not going to wake up, as a plan
  {text: 'no aguanto mas, mañana no me voy a despertar', emergency: true, category: 'self_harm'},
  {text: 'estoy tan cansada que mañana no me voy a despertar a tiempo para el trabajo, alguna pastilla para dormir mejor?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // a fall into the pool and a time without breathing
  {text: 'mi hijo se cayó a la piscina y estuvo un rato sin respirar', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo se cayó a la piscina pero lo sacamos al momento, no tragó agua, no tose y está jugando', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  // a pain high in the belly with the neck, or a weight on top, with pallor or breathlessness
  {text: 'a mi padre le duele la boca del estomago y el cuello, esta palido y sudando, tiene 70', emergency: true, category: 'chest_pain'},
  {text: 'siento como una losa encima y me cuesta respirar, tengo 58 años y soy fumador', emergency: true, category: 'chest_pain'},
  {text: 'me duele la boca del estomago despues de comer y tengo gases, es del reflujo?', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  // something that exploded in the face; an infection with muddled words; leaving "para siempre" or with everything ready
  {text: 'me explotó la olla a presión en la cara', emergency: true, category: 'burns'},
  {text: 'me explotó un grano en la cara y me ha quedado rojo', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'mi papá está con fiebre, temblando y no dice cosas con sentido, tiene una infección en el pie', emergency: true, category: 'sepsis'},
  {text: 'ya tengo todo preparado para irme, solo quería despedirme', emergency: true, category: 'self_harm'},
  {text: 'ya tengo todo preparado para irme de erasmus, solo queria despedirme de mis amigos', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'mi hijo escribio en instagram que se quiere ir para siempre', emergency: true, category: 'self_harm'},
  {text: 'mi hijo se quiere ir para siempre a australia', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'xq no me muero de una vez', emergency: true, category: 'self_harm'},
  // sweating put down to the heat; stars seen on standing up
  {text: 'me duele la boca del estomago y el cuello de los nervios, estoy sudando por el calor', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'estoy de 20 semanas y veo estrellas cuando me levanto rápido', emergency: false, trap: 'mild', resembles: 'pregnancy'},
]

export default messages
