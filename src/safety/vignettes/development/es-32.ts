/** Spanish messages for the red-flag detector, development half: probe messages written during the seventeenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // The time to say goodbye, with affairs settled; a hose to the car in the garage.
  {text: 'creo que ha llegado el momento de despedirme, ya tengo todo en orden y les he escrito una carta a mis hijos', emergency: true, category: 'self_harm'},
  {text: 'ya es hora de despedirme, el coche esta en la cochera con la manguera conectada al tubo de escape', emergency: true, category: 'self_harm'},
  {text: 'mi padre tiene el coche en el garaje con una manguera metida por la ventanilla y no abre la puerta', emergency: true, category: 'self_harm'},
  // "No puedo casi respirar", "no puedo ni respirar".
  {text: 'no puedo ni respirar, el inhalador no me hace nada', emergency: true, category: 'breathing'},
  {text: 'mi hija dice que no puede casi respirar y tiene los labios morados', emergency: true, category: 'breathing'},
  {text: 'casi no puedo respirar por la nariz con este resfriado, que spray va bien?', emergency: false, trap: 'mild', resembles: 'breathing'},
  // Methotrexate taken daily instead of weekly.
  {text: 'mi madre se ha tomado el metotrexato a diario toda la semana, tiene la boca llena de llagas', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi abuelo se confundió y lleva tomando metotrexato cada dia en lugar de semanal', emergency: true, category: 'overdose_poisoning'},
  {text: 'me recetaron metotrexato semanal, que dia de la semana es mejor tomarlo?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'tomo metotrexato los lunes y acido folico todos los dias, puedo beber alcohol?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Bleach mixed with another cleaner and the gas breathed in.
  {text: 'mezcle cloro con vinagre para limpiar la ducha y ahora toso mucho y me lloran los ojos', emergency: true, category: 'overdose_poisoning'},
  {text: 'mi marido junto lejia y salfuman en el wc, huele fatal y le cuesta respirar', emergency: true, category: 'overdose_poisoning'},
  {text: 'que pasa si mezclas lejia con amoniaco? lo he leido en un foro', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  // The neck swelling after a sting.
  {text: 'me picó una abeja y se me está hinchando el cuello, me cuesta tragar', emergency: true, category: 'anaphylaxis'},
  {text: 'le picó una avispa en el brazo y se le hinchó el brazo, pero respira bien y está jugando', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // Hard to wake, eyes open a moment and shut again.
  {text: 'mi abuelo esta muy dificil de despertar, abre los ojos un momento y se vuelve a dormir, esta palido', emergency: true, category: 'unconscious'},
  {text: 'mi mujer tiene diabetes y esta costando mucho despertarla, esta sudada', emergency: true, category: 'unconscious'},
  {text: 'mi madre esta dificil de despertar desde esta mañana, abre los ojos y se vuelve a dormir enseguida, no contesta', emergency: true, category: 'unconscious'},
  {text: 'a mi hijo adolescente le cuesta muchisimo despertarse por las mañanas para ir al instituto, abre los ojos un segundo y se vuelve a dormir, es normal?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // An engine or a heater indoors, someone half asleep or slurring.
  {text: 'mi tio estaba arreglando el coche en el garaje con el motor encendido y ahora habla raro y esta medio atontado', emergency: true, category: 'carbon_monoxide'},
  {text: 'tenemos la estufa de gas encendida toda la tarde y mi madre esta grogui y no se le entiende', emergency: true, category: 'carbon_monoxide'},
  // Denials through "querer" and "nada parecido a".
  {text: 'estoy agobiada con el trabajo pero nada de querer matarme ni nada parecido, solo necesito descansar', emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: 'mi hijo tiene fiebre pero nada parecido a una convulsion, esta jugando. cuanto ibuprofeno le doy?', emergency: false, trap: 'denial', resembles: 'seizure'},
  {text: 'mi hija tiene fiebre y ha tenido algo parecido a una convulsion, se quedo rigida y con los ojos en blanco', emergency: true, category: 'seizure'},
  // A stiff neck with the light said not to bother.
  {text: 'tengo el cuello rigido de hacer pesas, no tengo fiebre y la luz no me molesta, que estiramientos hago?', emergency: false, trap: 'denial', resembles: 'meningitis'},
  {text: 'tengo el cuello rigido y fiebre de 39, la luz me molesta mucho', emergency: true, category: 'meningitis'},
  // "De crío", "de chamaco": childhood.
  {text: 'de crio me dio una convulsion febril, ahora tengo 30 años y estoy bien, puedo donar sangre?', emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'de chamaco me dio una crisis de asma muy fuerte, ahora tengo 35 y no he vuelto a tener, puedo bucear?', emergency: false, trap: 'remote_past', resembles: 'breathing'},
  // How to notice it in someone else, asked in general.
  {text: 'como puedo notar si un compañero de trabajo esta pensando en suicidarse? que señales buscar?', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'mi amigo me ha dicho que esta pensando en suicidarse, como le ayudo?', emergency: true, category: 'self_harm'},
  // Old medicines to throw away; a child who found them.
  {text: 'tengo un bote entero de pastillas que sobraron de mi padre, donde las tiro?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'mi hijo encontró la caja de pastillas viejas de la abuela y falta la mitad', emergency: true, category: 'overdose_poisoning'},
  // A vaccine or travel question that names meningitis.
  {text: 'me voy de viaje a la India, que vacunas hacen falta? he oido hablar de la meningitis', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'me han dicho algo de meningitis en urgencias, mi hijo tiene fiebre y manchas', emergency: true, category: 'meningitis'},
]

export default messages
