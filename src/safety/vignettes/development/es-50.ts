/** Spanish messages for the red-flag detector, development half: probes written by the tuners of the twenty-sixth round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // coughed-up blood in mouthfuls
  {text: 'toso y me sale sangre a bocanadas, roja, desde hace un rato', emergency: true, category: 'severe_bleeding'},
  {text: 'mi padre está tosiendo sangre, son buches de sangre, no unas manchitas', emergency: true, category: 'severe_bleeding'},
  {text: 'al toser echo la boca llena de sangre, no son hilitos en la flema', emergency: true, category: 'severe_bleeding'},
  {text: 'con el catarro me salen unos hilitos de sangre en la flema por la mañana, es normal?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'tengo un poco de sangre en los mocos al sonarme, tengo la nariz muy seca', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'hace dos años tosí sangre por una neumonía, me curé del todo y ahora estoy perfectamente', emergency: false, trap: 'remote_past', resembles: 'severe_bleeding'},

  // too breathless to talk, every breath a struggle
  {text: 'mi abuela está luchando por respirar, sentada en el borde de la cama echada hacia delante', emergency: true, category: 'breathing'},
  {text: 'a mi hijo solo le salen palabras sueltas, respira fatal y se le marcan las costillas', emergency: true, category: 'breathing'},
  {text: 'no me salen más de tres palabras seguidas sin parar a coger aire, tengo asma y el inhalador no hace nada', emergency: true, category: 'breathing'},
  {text: 'mi madre pelea por cada bocanada de aire, está muy cansada y tiene los labios grises', emergency: true, category: 'breathing'},
  {text: 'cada respiración le cuesta un mundo y apenas puede decir su nombre', emergency: true, category: 'breathing'},
  {text: 'subiendo la cuesta en bici me quedé sin aire, paré cinco minutos y luego me recuperé, es que estoy en baja forma', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'qué ejercicios de respiración sirven para el asma en niños?', emergency: false, trap: 'general_question', resembles: 'breathing'},

  // electric shock with a burn mark
  {text: 'a mi hermano le dio la corriente un cable pelado y tiene una quemadura pequeña en la palma con un puntito negro', emergency: true, category: 'burns'},
  {text: 'me ha dado una descarga el enchufe del baño y tengo el dedo ennegrecido y me duele', emergency: true, category: 'burns'},
  {text: 'mi hijo metió una horquilla en el enchufe, le dio un chispazo y tiene una ampolla en los dedos', emergency: true, category: 'burns'},
  {text: 'un calambrazo tonto al enchufar la plancha, un segundo, sin marcas y ya estoy bien', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'me dio la corriente al tocar la valla eléctrica del ganado, un susto nada más, estoy bien', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'cómo se trata una quemadura eléctrica en primeros auxilios? es para el curso de socorrismo', emergency: false, trap: 'general_question', resembles: 'burns'},

  // the baby moving less, in regional words
  {text: 'estoy de 34 semanas y desde ayer no noto a la guagua, antes pateaba todo el día', emergency: true, category: 'pregnancy'},
  {text: 'tengo 38 semanas y casi no noto al bebito moverse desde esta mañana', emergency: true, category: 'pregnancy'},
  {text: 'embarazada de 30 semanas, la criatura se mueve mucho menos que de normal hoy', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 33 semanas y la guagua patea muchísimo por la noche, no me deja dormir, es normal?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: 'a partir de qué semana se empieza a notar a la guagua moverse?', emergency: false, trap: 'general_question', resembles: 'pregnancy'},

  // a child named by a regional word, hard to wake, with fever
  {text: 'mi chamaca de 2 años está con fiebre y no hay manera de despertarla, abre los ojos y se vuelve a dormir', emergency: true, category: 'sick_child'},
  {text: 'mi chiquillo de 4 años tiene fiebre, está muy difícil de despertar y no ha hecho pis desde ayer', emergency: true, category: 'sick_child'},
  {text: 'el chaval de 3 años tiene 39 de fiebre y está flojito como un trapo', emergency: true, category: 'sick_child'},
  {text: 'mi chamaco de 3 años tiene un poco de fiebre pero está jugando normal y bebe bien', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'mi escuincle de 5 años duerme muchísimo los fines de semana, es normal a esa edad?', emergency: false, trap: 'everyday', resembles: 'sick_child'},

  // pills counted or a method thought through
  {text: 'llevo semanas hundido. tengo juntadas todas las pastillas de mi madre y creo que sería lo más fácil', emergency: true, category: 'self_harm'},
  {text: 'he estado acumulando los orfidales y esta noche me da miedo quedarme sola con ellos', emergency: true, category: 'self_harm'},
  {text: 'mi hermano me contó que ya ha mirado cómo quitarse la vida y que se ha comprado una soga', emergency: true, category: 'self_harm'},
  {text: 'he buscado cómo suicidarme en internet esta tarde', emergency: true, category: 'self_harm'},
  {text: 'mi hijo se ha comprado una escopeta, está muy deprimido y dice que ya no aguanta más', emergency: true, category: 'self_harm'},
  {text: 'no me fío de mí misma con las pastillas en casa, esta noche tengo miedo de lo que pueda hacer', emergency: true, category: 'self_harm'},
  {text: 'he contado las pastillas que me quedan de la tensión para saber cuándo pedir receta', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mi padre se ha comprado una escopeta para ir de caza con sus amigos en octubre', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'compré una cuerda para tender la ropa en el balcón, cuál aguanta más peso?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'guardo las pastillas del botiquín en un cajón alto para que no lleguen los niños', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},

  // a bleed named as what one fears, with a dosing question
  {text: 'puedo tomar aspirina si estoy con anticoagulantes? me da miedo acabar con una hemorragia', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'tomo xarelto, puedo ir al dentista a sacarme una muela? no quiero terminar en una hemorragia', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'tomo sintrom y me he cortado cocinando, la sangre no para aunque aprieto desde hace media hora', emergency: true, category: 'severe_bleeding'},

  // a known epilepsy's usual short seizure
  {text: 'mi hija es epiléptica, hoy tuvo una crisis breve de dos minutos como las de siempre y ya está recuperada, la llevo al cole?', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'tengo epilepsia, esta tarde una crisis cortita de las de siempre, ya estoy bien, puedo ir a trabajar mañana?', emergency: false, trap: 'reassurance', resembles: 'seizure'},
  {text: 'mi hijo tiene epilepsia y lleva convulsionando más de cinco minutos, no para', emergency: true, category: 'seizure'},

  // definitions, beliefs and situational speech
  {text: 'en qué consiste una insolación y cómo se evita en los niños?', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: 'en qué consisten los ictus y por qué dan?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'es cierto que salir con el pelo mojado en invierno da meningitis?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'es verdad que un susto muy grande puede dar un infarto?', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'se me traban las palabras cuando me pongo nervioso en las presentaciones, algún truco?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'mi hija tartamudea y se le traba la lengua cuando habla rápido, a qué edad se va a la logopeda?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'de repente se me traba la lengua y se me ha dormido la mitad de la cara, hace diez minutos', emergency: true, category: 'stroke'},
  {text: 'mi padre ahora no le salen bien las palabras y tiene la boca torcida, estaba bien hace una hora', emergency: true, category: 'stroke'},
  {text: 'mi abuelo está confundido y con fiebre desde esta mañana, tiene el cuello rígido', emergency: true, category: 'meningitis'},
]

export default messages
