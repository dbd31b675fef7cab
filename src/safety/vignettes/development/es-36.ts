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
  {text: 'mi nena se trago una canica y ahora hace como un pitido cuando respira', emergency: true, category: 'breathing'},
  {text: 'se le atasco un cacahuete y ya no llora, solo hace ruido al respirar', emergency: true, category: 'breathing'},
  {text: 'mi hijo se trago una moneda hace una hora, respira bien, juega y habla normal, hay que hacerle una radiografía?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  // breathing harder and harder
  {text: 'a mi abuelo cada vez le cuesta más respirar y tiene los labios morados', emergency: true, category: 'breathing'},
  {text: 'me cuesta más respirar cuando subo cuestas desde que engordé, es normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  // a sedative mixed with drink, or tablets taken past counting, and drowsy
  {text: 'mi novio se tomó los alprazolam con cervezas y está super dormido, casi no reacciona', emergency: true, category: 'overdose_poisoning'},
  {text: 'no se cuantas pastillas me he tomado, estoy muy mareada', emergency: true, category: 'overdose_poisoning'},
  {text: 'puedo tomar el lorazepam con una copa de vino en la cena?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // stung, then dizzy or a hoarse, itchy throat
  {text: 'me han picado unas avispas y ahora estoy mareada y me pica la garganta', emergency: true, category: 'anaphylaxis'},
  {text: 'me ha picado una avispa en el brazo, esta rojo e hinchado alrededor, me pongo hielo?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // fallen to the floor and shaking, or a bitten tongue
  {text: 'un señor en el metro se desplomó y está en el suelo dando sacudidas', emergency: true, category: 'seizure'},
  {text: 'me mordí la lengua comiendo y me sangra un poco, se cura sola?', emergency: false, trap: 'mild', resembles: 'seizure'},
  // clear fluid from the nose or an ear, told after the place
  {text: 'mi hijo se cayo de la bici y le sale por el oido un liquido transparente', emergency: true, category: 'head_injury'},
  {text: 'tengo catarro y me gotea por la nariz un agua clarita todo el día, qué tomo?', emergency: false, trap: 'everyday', resembles: 'head_injury'},
  // a violent head pain while straining, lifting or during sex
  {text: 'haciendo pesas en el gym me dio un dolor en la nuca brutal, nunca me habia pasado', emergency: true, category: 'sudden_headache'},
  {text: 'teniendo relaciones con mi pareja me vino un latigazo horrible en la cabeza', emergency: true, category: 'sudden_headache'},
  {text: 'tengo un dolor de cabeza horrible por el catarro, toso mucho, qué tomo?', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  // an infection with hardly any urine or a racing heart
  {text: 'mi abuela tiene infeccion de orina y casi no ha orinado en todo el dia, esta temblando mucho', emergency: true, category: 'sepsis'},
  {text: 'tatuaje del brazo que se me ha infectado, tengo el corazon a toda maquina y tiemblo sin parar', emergency: true, category: 'sepsis'},
  // dark spots with a fever
  {text: 'al nene le salieron manchitas negras en las piernas con calentura', emergency: true, category: 'meningitis'},
  {text: 'me han salido unos puntitos oscuros en la piel con la edad, son lunares?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  // late pregnancy: sparks in the eyes and a face swollen at once; waters broken early; a baby not felt
  {text: 'embarazada de 33 semanas, veo como estrellas y se me ha hinchado la cara', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 30 semanas y se me hinchan un poco los pies por la tarde, es normal?', emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: 'de 31 semanas, creo que se me rompieron las aguas, no paro de mojar las bragas', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 40 semanas, si se me rompen las aguas en casa cuándo tengo que ir al hospital?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'estoy de 32 semanas y desde esta mañana no noto a la nena, ni con agua fria', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 36 semanas y la bebe se mueve muchisimo por la noche, no me deja dormir', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'me dio la corriente arreglando un enchufe y tengo palpitaciones y el corazon raro', emergency: true, category: 'other_emergency'},
  {text: 'me dio un calambrazo el enchufe de la cocina, solo fue un momento y ya estoy bien', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  // an electric shock followed by palpitations or a blackout
  {text: 'mi hija ha repartido todos sus juegos entre sus amigas y me pidio perdon por todo, esta muy triste', emergency: true, category: 'self_harm'},
  {text: 'mi hijo ha regalado la play a su primo porque se ha comprado otra nueva, está contentísimo', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // things given away with a goodbye; a note leaving the pet, the writer unreachable
  {text: 'mi amigo me dejo una carta diciendo que cuide a su perro, y no coge el telefono', emergency: true, category: 'self_harm'},
  {text: 'mi compañera se va de vacaciones y me ha dejado una nota pidiendo que cuide a su gato, cuánta comida le pongo?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'me atraganté con una miga de pan, tosí y se me pasó enseguida, es normal que me pase tanto?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'mi hija se atraganto con un caramelo y ya paso un minuto y sigue sin respirar', emergency: true, category: 'breathing'},
  // a choking fit that has passed, or not
  {text: 'tuve fiebre con escalofrios por una infeccion de orina, con el antibiotico ya estoy sin fiebre y hago vida normal, puedo ir al gimnasio?', emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'es lo mismo un ictus que un derrame cerebral?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  // a fever over; a term asked about or named as a word
  {text: 'mi abuela dice septicemia, tiene fiebre y esta confusa con la infeccion de orina', emergency: true, category: 'sepsis'},
  {text: 'a mi padre le dio un derrame el año pasado, qué barras pongo en la ducha para que no se caiga?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'mi madre tuvo un ictus en marzo y ya esta en casa, pero hoy de repente no puede hablar', emergency: true, category: 'stroke'},
  // life after a stroke, and a stroke again
  {text: 'mi hija se ha tomado el blister entero de anticonceptivos', emergency: true, category: 'overdose_poisoning'},
  {text: 'me tomé el blister entero del antibiotico como dijo el medico, ya termine el tratamiento', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // a whole pack of pills taken
  {text: 'me he cortado con un cristal y las heridas no paran de sangrar', emergency: true, category: 'severe_bleeding'},
  {text: 'me he hecho cortes y no paran de sangrar', emergency: true, category: 'self_harm'},
  {text: 'mi hija se ha hecho cortes otra vez, los he visto en la ducha', emergency: true, category: 'self_harm'},
  // cuts that keep bleeding, or made again
  {text: 'me he hecho cortes en las manos podando los rosales, se me pueden infectar?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: 'no aguanto mas, mañana no me voy a despertar', emergency: true, category: 'self_harm'},
  {text: 'estoy tan cansada que mañana no me voy a despertar a tiempo para el trabajo, alguna pastilla para dormir mejor?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'mi hijo se cayó a la piscina y estuvo un rato sin respirar', emergency: true, category: 'other_emergency'},
  // not going to wake up, as a plan
  {text: 'mi hijo se cayó a la piscina pero lo sacamos al momento, no tragó agua, no tose y está jugando', emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: 'a mi padre le duele la boca del estomago y el cuello, esta palido y sudando, tiene 70', emergency: true, category: 'chest_pain'},
  // a fall into the pool and a time without breathing
  {text: 'siento como una losa encima y me cuesta respirar, tengo 58 años y soy fumador', emergency: true, category: 'chest_pain'},
  {text: 'me duele la boca del estomago despues de comer y tengo gases, es del reflujo?', emergency: false, trap: 'mild', resembles: 'chest_pain'},
]

export default messages
