/** Spanish messages for the red-flag detector, development half: probe messages written during the twenty-first tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // the means at hand, after asking how fast a poison kills a person
  {text: 'cuanto tarda el matarratas en hacer efecto en una persona? ya lo tengo aqui', emergency: true, category: 'self_harm'},
  {text: 'q tiempo tarda en matar la lejia a alguien. estoy sola y nadie me va a encontrar', emergency: true, category: 'self_harm'},
  {text: 'cuántas pastillas hacen falta para no despertar? ya las tengo guardadas', emergency: true, category: 'self_harm'},
  {text: 'cuánto tarda en hacer efecto el paracetamol? estoy sola en casa con fiebre', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'cuanto tarda en hacer efecto el cloro en la piscina? ya lo tengo echado', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'cuanto tarda en morir una rata con el veneno? ya lo tengo puesto en el garaje', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'cuanto tiempo tarda en matar a una persona la lejia? estoy sola', emergency: true, category: 'self_harm'},
  // speech that suddenly stops making sense, or sticks on one word
  {text: 'estaba hablando con mi padre por videollamada y de pronto no se entendia nada de lo que decia', emergency: true, category: 'stroke'},
  {text: 'mi abuelo de repente solo repite no no no y no le sale otra cosa', emergency: true, category: 'stroke'},
  {text: 'a mi tía de golpe le cuesta encontrar las palabras y dice unas por otras', emergency: true, category: 'stroke'},
  {text: 'hablaba con mi abuela por telefono y de repente dejo de entenderse lo que decia, se cortaba la llamada por la cobertura', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // a fine task one hand can no longer do, with halting speech
  {text: 'mi padre no consigue escribir con la mano izquierda desde el desayuno y le cuesta decir algunas palabras', emergency: true, category: 'stroke'},
  {text: 'con la mano derecha no puede coger la taza y habla raro desde hace un rato', emergency: true, category: 'stroke'},
  {text: 'vos no podés escribir con la mano derecha y hablás raro de repente, qué te pasa?', emergency: true, category: 'stroke'},
  {text: 'no puedo escribir con la mano derecha desde que me operaron del tunel carpiano, cuanto tarda en recuperarse?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // home oxygen or the inhaler no longer bringing someone round
  {text: 'mi madre tiene epoc y aun con la bombona puesta no mejora, tiene los labios grises', emergency: true, category: 'breathing'},
  {text: 'ni con el inhalador ni con la mascarilla se recupera, respira fatal y esta medio dormido', emergency: true, category: 'breathing'},
  {text: 'mi abuelo usa oxigeno en casa por la noche, cada cuanto hay que cambiar las gafas nasales?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  // blue lips denied with a verb between
  {text: 'cuando corro me falta un poco el aire pero no se me pone la cara morada ni nada, es normal?', emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: 'se le ponen los labios morados y no respira bien', emergency: true, category: 'breathing'},
  {text: 'mi hijo tose mucho pero no se le ponen los labios azules, respira bien', emergency: false, trap: 'denial', resembles: 'breathing'},
  // a drug taken, then hard to wake
  {text: 'mi novio tomo extasis en el festival y ahora no consigo despertarlo', emergency: true, category: 'overdose_poisoning'},
  {text: 'se ha metido coca y ketamina y no hay manera de despertarla, respira raro', emergency: true, category: 'overdose_poisoning'},
  // a household poison drunk in the first person, by accident
  {text: 'bebi lejia sin querer de una botella de agua', emergency: true, category: 'overdose_poisoning'},
  {text: 'me he tragado sin querer un poco de desatascador, me quema la garganta', emergency: true, category: 'overdose_poisoning'},
  {text: 'he bebido sin darme cuenta liquido de fregar que estaba en un vaso', emergency: true, category: 'overdose_poisoning'},
  // tarry stools with a collapse or a deathly pale face
  {text: 'mi padre hace las cacas negras como alquitran y esta mañana se desplomo en el baño', emergency: true, category: 'severe_bleeding'},
  {text: 'llevo dos dias con heces negras y hoy me he caido redonda al levantarme', emergency: true, category: 'severe_bleeding'},
  {text: 'tomo hierro y las heces me salen negras, estoy bien, es normal?', emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  // a blow against the kerb, the ground or a wall, with a danger sign
  {text: 'me cai de la bici y me di contra la acera, vomite dos veces y estoy mareado', emergency: true, category: 'head_injury'},
  {text: 'a mi hijo lo atropello una moto, no se acuerda de nada de lo que paso', emergency: true, category: 'head_injury'},
  {text: 'mi abuela se golpeo contra la pared al caerse y ahora esta muy adormilada', emergency: true, category: 'head_injury'},
  // waters breaking before term
  {text: 'tengo 32 semanas y se me ha roto la bolsa, sale agua sin parar', emergency: true, category: 'pregnancy'},
  {text: 'mi mujer esta de 7 meses y le esta saliendo mucho liquido por abajo', emergency: true, category: 'pregnancy'},
  {text: 'semana 34 y pierdo liquido de golpe, tengo las bragas empapadas', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 25 semanas y me sale liquido de los pezones, es leche?', emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  // the baby quieter than usual, told against what is normal
  {text: 'estoy de 38 semanas, desde esta mañana no lo noto y siempre se mueve muchisimo', emergency: true, category: 'pregnancy'},
  {text: 'de normal da muchas patadas pero llevo horas sin notar al bebe, estoy de 33 semanas', emergency: true, category: 'pregnancy'},
  {text: 'estoy de 30 semanas, por la mañana esta tranquilo pero por la noche se mueve mucho, es normal?', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  // an electric shock leaving someone dazed, or taken in water
  {text: 'a mi padre le dio la corriente arreglando un enchufe y esta confundido, no sabe donde esta', emergency: true, category: 'other_emergency'},
  {text: 'mi hijo recibio una descarga en la bañera con el secador, esta atontado', emergency: true, category: 'other_emergency'},
  {text: 'a mi hijo le dio la corriente un cable y ahora esta como ido', emergency: true, category: 'other_emergency'},
  {text: 'me dio un calambrazo el enchufe, fue un momento y ya estoy bien, sin marca', emergency: false, trap: 'mild', resembles: 'other_emergency'},
  // a pang of a second, gone, sport done since
  {text: 'el lunes tuve un pinchazo en el pecho de un par de segundos, desde entonces nada y he corrido sin problemas', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'anoche una punzada en el pecho de un segundo y hoy nada, pero ahora me sudan las manos y me duele el brazo', emergency: true, category: 'chest_pain'},
  // a cap or a bottle licked by a child now playing happily
  {text: 'la nena lamio el tapon del detergente, le limpie la boca y sigue jugando tan contenta', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'mi hijo chupo la botella de aceite de la lampara y esta jugando, pero tose un poco', emergency: true, category: 'overdose_poisoning'},
  // the dentist's anaesthetic worn off
  {text: 'tenia media cara dormida por la anestesia del dentista, ya se ha pasado y hablo normal', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  // a support group for those who have been through it
  {text: 'hay algun grupo de apoyo para supervivientes de ictus en madrid?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'conoceis alguna asociacion de afectados por meningitis? mi hijo la paso de pequeño', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'busco un foro de gente que ha sufrido un infarto para compartir experiencias', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  // rousable only by pain or a shake, and barely then
  {text: 'mi hija esta super dormida y cuando la pellizco apenas se queja', emergency: true, category: 'unconscious'},
  {text: 'mi padre solo abre los ojos si lo sacudo fuerte', emergency: true, category: 'unconscious'},
  {text: 'cuando le pellizco la pierna apenas siente nada desde la operacion de columna', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // tablets hoarded or counted out, with a night or a secret
  {text: 'tengo las pastillas contadas para esta noche, nadie lo sabe', emergency: true, category: 'self_harm'},
  {text: 'llevo meses juntando pastillas, ya tengo suficientes, esta noche', emergency: true, category: 'self_harm'},
  {text: 'tengo unas pastillas para dormir, cuantas me tomo esta noche si no me hacen efecto?', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'tengo las pastillas de mi madre preparadas para mañana en el pastillero', emergency: false, trap: 'everyday', resembles: 'self_harm'},
]

export default messages
