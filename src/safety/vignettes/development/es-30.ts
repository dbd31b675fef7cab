/** Spanish messages for the red-flag detector, development half: probe messages written during the sixteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // clear fluid from the nose or an ear after a crash or a blow
  {text: 'tuvimos un accidente de coche y a mi marido le gotea agua clarita por la nariz, dice que le duele la cabeza', emergency: true, category: 'head_injury'},
  {text: 'me caí de la bici y me di en la cabeza, ahora me sale como agua transparente por un oído', emergency: true, category: 'head_injury'},
  {text: 'después del golpe en la cabeza le chorrea un líquido claro de la nariz cuando se agacha', emergency: true, category: 'head_injury'},
  {text: 'my brother chocó con la moto y tiene liquido clarito saliendo por la nariz, esta medio dormido', emergency: true, category: 'head_injury'},
  {text: 'tras el choque de ayer me cae como agüita por la nariz sin estar resfriado, es normal?', emergency: true, category: 'head_injury'},
  // a fever in a baby under three months, half in English
  {text: 'my baby de 2 meses tiene fever de 38.2, is that ok?', emergency: true, category: 'sick_child'},
  {text: 'mi bebe has a temperature of 38 y solo tiene 6 semanas', emergency: true, category: 'sick_child'},
  {text: 'newborn de 3 semanas con fiebre de 38 y pico, what do I do', emergency: true, category: 'sick_child'},
  {text: 'mi hija de dos meses tiene 38,3 de temperatura, le doy paracetamol?', emergency: true, category: 'sick_child'},
  {text: 'my 7 week old tiene calentura, le puse el termómetro y marca 38.5', emergency: true, category: 'sick_child'},
  {text: 'my son of one month tiene temperatura de 38 y está muy dormido', emergency: true, category: 'sick_child'},
  // a slang quantity of tablets
  {text: 'mi hermano se tomo un puñado de pastillas para dormir y está muy raro', emergency: true, category: 'overdose_poisoning'},
  {text: 'me tomé un montón de pastillas de mi madre hace un rato, me siento mareada', emergency: true, category: 'overdose_poisoning'},
  {text: 'cuántas pastillas para dormir puedo tomar sin pasarme? me recetaron una por noche', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // bleeding feared as real
  {text: 'me corté el dedo con el cuchillo y no para de salir sangre, siento que me voy a desangrar', emergency: true, category: 'severe_bleeding'},
  {text: 'tomo sintrom y escupo sangre al toser desde esta mañana, debo dejar de tomarlo?', emergency: true, category: 'severe_bleeding'},
  {text: 'estoy con xarelto y me corté cocinando, lleva media hora sangrando y no para, tengo que ir a urgencias?', emergency: true, category: 'severe_bleeding'},
  {text: 'mi padre toma eliquis y está vomitando sangre, puede seguir tomándolo?', emergency: true, category: 'severe_bleeding'},
  // an errand interrupted by the emergency itself
  {text: 'a mi hijo se le acabó la medicación de las convulsiones y ahora está convulsionando, qué hago?', emergency: true, category: 'seizure'},
  {text: 'mi madre hace rehabilitación por el ictus y hoy de repente no puede hablar y tiene la boca torcida', emergency: true, category: 'stroke'},
  {text: 'leyendo el folleto de la sepsis me di cuenta de que mi padre tiene infección de orina, está confundido y tirita mucho', emergency: true, category: 'sepsis'},
  {text: 'fuimos a la montaña sin ropa adecuada y mi hijo está helado, ya no tiembla y está muy confundido', emergency: true, category: 'other_emergency'},
  {text: 'fui a por la receta de la lamotrigina y al volver mi hermano estaba en el suelo convulsionando', emergency: true, category: 'seizure'},
  // everyday mentions: a prescription, a leaflet, equipment, rehabilitation, clothing
  {text: 'me toca renovar la receta del levetiracetam para la epilepsia, la pido en el centro de salud o en la farmacia?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'se me acaba la medicación de las convulsiones, cómo pido la receta electrónica desde el móvil?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'el pediatra nos dio diazepam rectal por si vuelve a tener una convulsión febril, a qué temperatura se guarda?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'en la consulta me dieron un folleto sobre el ictus, dónde puedo pedir más copias para mi familia?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'tengo un folleto del hospital sobre el infarto y la dieta, qué aceite es mejor para cocinar?', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'en la guardería repartieron un folleto sobre la meningitis, la vacuna la cubre la seguridad social?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'nos dieron un folleto de sepsis al alta de mi madre, lo tengo que guardar o es solo informativo?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'mi madre usa andador desde el ictus, me recomiendan uno con asiento?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'desde la trombosis cerebral mi padre lleva una férula en el pie, cada cuánto hay que cambiarla?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'mi tío va a rehabilitación después del infarto cerebral, cuántas sesiones cubre el seguro?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'mi abuela tiene oxígeno en casa por la epoc, cada cuánto se cambia la bombona?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'qué saco de dormir compro para acampar en la nieve sin pasar frío ni coger una hipotermia?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'vamos a la montaña en enero, qué le pongo al bebé para que no pase frío ni le dé hipotermia?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  {text: 'el autoinyector de adrenalina de mi hijo caduca en marzo, la farmacia me lo cambia con la receta vieja?', emergency: false, trap: 'everyday', resembles: 'anaphylaxis'},
  {text: 'instalamos un detector de monóxido de carbono en la cocina, se pone arriba o abajo?', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: 'cuánto cuesta un desfibrilador para el gimnasio del barrio?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'tengo cita con el cardiólogo para la revisión del stent, tengo que ir en ayunas?', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'mi padre tiene la tarjeta de discapacidad por el ictus, puede aparcar en las plazas azules con otro coche?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'busco una pulsera de aviso para mi hija epiléptica, que ponga que tiene convulsiones, dónde las venden?', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'qué botas llevo para la nieve y no terminar con hipotermia en los pies?', emergency: false, trap: 'everyday', resembles: 'other_emergency'},
  // dosing and interaction questions that name the danger
  {text: 'estoy con apixabán y me van a sacar una muela, tengo que dejarlo antes o me voy a desangrar?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'tomo aspirina y clopidogrel, puedo tomar ibuprofeno para la regla o sangraré muchísimo?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'con el xarelto puedo tomar un nolotil para el dolor de espalda o me desangro?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'tomo warfarina, puedo beber una copa de vino en la cena o me dará una hemorragia?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: 'cuántos paracetamoles puedo tomar al día sin intoxicarme? peso 60 kilos', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'puedo tomar la lamotrigina junto con la píldora o me dará una convulsión?', emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: 'qué dosis de adrenalina lleva el autoinyector para un niño de 20 kilos?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: 'si tomo dos ibuprofenos de 400 juntos me puede dar una úlcera sangrante?', emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  // denials, reassurance, mild and past versions
  {text: 'me di un golpe en la cabeza con el armario, no me sale nada por la nariz ni por los oídos, solo tengo un chichón', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: 'mi bebé de 4 meses tiene 37,9, come bien y se ríe, eso es fiebre?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'my baby de 5 meses has a cold, mocos y tos pero come bien y duerme bien', emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: 'se me cayó el móvil en la cara y me sangró un poco la nariz, ya paró', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'tengo rinitis y me gotea la nariz como agua todo el día, qué antihistamínico tomo?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'estoy resfriado y me sale un líquido transparente por la nariz, es normal que dure una semana?', emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: 'hace dos años tuve un accidente de coche con fractura de cráneo, me recuperé bien, puedo hacer submarinismo?', emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'a partir de qué edad la fiebre en un bebé deja de ser una urgencia?', emergency: false, trap: 'general_question', resembles: 'sick_child'},
  {text: 'mi hijo de 3 años tuvo fiebre el finde, ya está sin fiebre y comiendo bien, puede volver al cole?', emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'cuando mi hija tenía 6 semanas tuvo fiebre y la ingresaron, ahora tiene 2 años y está perfecta, eso le afecta a las vacunas?', emergency: false, trap: 'remote_past', resembles: 'sick_child'},
]

export default messages
