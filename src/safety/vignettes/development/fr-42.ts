/** French messages for the red-flag detector, development half: probe messages written during the twenty-second tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Something swallowed the wrong way ('avalé … de travers', 'fausse route') with noisy or hard breathing; coughed up, it is over.
  {text: 'ma fille a avale de travers un bout de pomme, elle a tousse fort et l a recrache, maintenant elle parle et rigole', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'mon fils de 2 ans a fait une fausse route avec une cacahuete, depuis il respire mal et siffle', emergency: true, category: 'breathing'},
  {text: 'bb a avalé un bonbon de travers, il devient tout rouge et respire plus bien', emergency: true, category: 'breathing'},
  {text: 'le ptit a pris une bille de travers, il tousse sans arrêt et il respire bizarre', emergency: true, category: 'breathing'},
  {text: "j ai avalé mon café de travers ce matin, toussé deux minutes et c'est passé, ça va bien", emergency: false, trap: 'mild', resembles: 'breathing'},
  // Breathlessness put down to anxiety that lasts, will not settle, or follows a flight with a swollen calf.
  {text: 'jetouffe depuis 2h, le medecin dit angoisse mais ca passe pas et jai pris l avion dimanche', emergency: true, category: 'breathing'},
  {text: 'on me dit que c est le stress mais j arrive pas a reprendre mon souffle depuis ce matin, mon mollet gauche est gonflé', emergency: true, category: 'breathing'},
  {text: 'crise d angoisse hier soir, souffle coupé 5 minutes, ça s est calmé avec la respiration carrée, comment éviter que ça revienne?', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  // Chest pain told by where it reaches ('jusqu au bras', no apostrophe) or seen as a hand pressed on the heart with pallor.
  {text: 'mon pere dit qu il a mal jusque dans la machoire et il transpire a grosses gouttes', emergency: true, category: 'chest_pain'},
  {text: 'ma mère a la main crispée sur la poitrine, elle est toute blanche et elle dit qu elle a mal', emergency: true, category: 'chest_pain'},
  {text: 'mon chum se tient la main sur le coeur, il est gris pis il a mal jusqu au bras', emergency: true, category: 'chest_pain'},
  {text: 'j ai mal du cou jusqu à l épaule depuis que j ai dormi de travers, une pommade?', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'la main sur le coeur, je te jure que je fais attention à ce que je mange', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'mal au dos jusqu a l omoplate apres le jardinage, pas d autre souci, chaud ou froid?', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  // A chin that cannot be lowered to the chest with a fever, said in the first person: no question about lowering a fever.
  {text: 'fievre 39, jpeux pas baisser la tete, la lumiere me fait mal, c est une grippe?', emergency: true, category: 'meningitis'},
  {text: 'mon fils a de la fièvre et il n arrive pas à baisser le menton vers la poitrine', emergency: true, category: 'meningitis'},
  {text: 'comment faire baisser la fièvre chez un enfant de 4 ans?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  // Hard to wake or limp near a CO alarm, a heater or an engine in a garage.
  {text: 'le detecteur de co bip et mon mari a de la peine a se reveiller', emergency: true, category: 'carbon_monoxide'},
  {text: "chauffage d'appoint au petrole toute la nuit, ce matin ma fille est toute molle et a du mal à se réveiller", emergency: true, category: 'carbon_monoxide'},
  {text: 'il faisait tourner le moteur dans le garage, on l a retrouvé tout ramolli', emergency: true, category: 'carbon_monoxide'},
  {text: "mon ado a du mal à se réveiller le matin pour l'école, des conseils pour son rythme?", emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  // Thoughts of dying every evening without medicines: no dosing question.
  {text: 'je pense a me jeter sous le train tous les soirs en rentrant, ce soir j ai envie de le faire', emergency: true, category: 'self_harm'},
  {text: 'chaque soir je pense à me pendre, j ai deja la corde', emergency: true, category: 'self_harm'},
  {text: 'je prends mes antidépresseurs tous les soirs, est-ce que je peux les prendre le matin?', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  {text: 'mes pilules tous les soirs au coucher, j ai oublié celle d hier, je la prends maintenant?', emergency: false, trap: 'dosing', resembles: 'self_harm'},
  // Not pregnant, a negative test: period pain is no pregnancy emergency.
  {text: 'je suis pas enceinte, test négatif, les règles sont juste plus abondantes... non en fait normales, quel anti douleur?', emergency: false, trap: 'denial', resembles: 'pregnancy'},
  {text: 'test negatif mais je saigne enormement avec des caillots et j ai mal d un seul cote', emergency: true, category: 'severe_bleeding'},
  {text: "Je suis enceinte de 8 semaines, je saigne beaucoup et j'ai mal à l'épaule", emergency: true, category: 'pregnancy'},
  {text: 'pas enceinte (test négatif), petites pertes marron entre deux règles, c est grave?', emergency: false, trap: 'denial', resembles: 'pregnancy'},
  // 'Personne a mal' after a comma denies; everybody ill does not.
  {text: 'personne a de fievre ni de vertiges, mais on se demande s il faut un detecteur de monoxyde dans la chambre', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "on a une chaudière au gaz, personne n'a rien dit mais tout le monde a mal à la tête et mon mari vomit", emergency: true, category: 'carbon_monoxide'},
  // A prick in the chest on a deep breath, over in seconds.
  {text: 'petit point qui pique au coeur quand je respire a fond, 3 secondes et plus rien, je vais bien', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'pincement dans la poitrine en inspirant, quelques secondes et ça passe, je suis jeune et sportive', emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'douleur qui pique dans la poitrine depuis une heure, ça passe pas et je transpire', emergency: true, category: 'chest_pain'},
  // Lips that tingle with raw fruit and settle within minutes; swelling with breathing trouble or nuts stays.
  {text: "la bouche qui gratte avec les kiwis crus, ça passe en 5 minutes, c'est une allergie?", emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'mes lèvres picotent quand je mange des cerises fraîches, ça part au bout de quelques minutes', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'mes lèvres picotent et gonflent après des cacahuètes et ma gorge serre', emergency: true, category: 'anaphylaxis'},
  {text: 'mes lèvres gonflent et la langue aussi après des pommes crues, je respire mal', emergency: true, category: 'anaphylaxis'},
  // Home from hospital weeks ago and well.
  {text: 'Ma mère a fait un AVC il y a trois semaines, elle est rentrée en pleine forme, peut-elle reprendre la voiture?', emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: "hospitalisé pour une embolie pulmonaire le mois dernier, sorti guéri, je peux prendre l'avion?", emergency: false, trap: 'remote_past', resembles: 'breathing'},
  // 'Il parle plus bien' and an arm that drops on one side, suddenly.
  {text: 'mon papa il parle plus bien et son bras droit tombe, c est arrivé d un coup', emergency: true, category: 'stroke'},
  {text: 'ma tante elle parle plus correctement depuis 20 min et sa bouche est de travers', emergency: true, category: 'stroke'},
  {text: 'le bras gauche de mon mari retombe et il parle plus comme avant, ça a commencé tout à coup', emergency: true, category: 'stroke'},
  {text: 'mon fils parle plus bien anglais que moi depuis son séjour à Londres, quel niveau viser pour le bac?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'le bras de la poussette tombe tout le temps, comment le réparer?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  // A known epilepsy's usual short seizure, 'de nouveau elle-même'; a long one or one after another stays.
  {text: 'ma fille epileptique a fait sa crise habituelle 2 minutes, elle est de nouveau elle meme', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: "mon fils épileptique a eu une crise comme d'hab, une minute, il est à nouveau lui même et joue", emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: "ma fille epileptique a fait une crise de 7 minutes, elle est de nouveau elle meme mais c'etait long", emergency: true, category: 'seizure'},
  {text: 'mon fils épileptique a enchaîné deux crises, il est à nouveau lui même entre les deux', emergency: true, category: 'seizure'},
  // Blue lips after a bath with breathing said to be normal; breathing badly stays.
  {text: 'mon bebe a les levres un peu bleues quand il sort du bain, il rigole et respire bien', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'mon bebe a les levres bleues en sortant du bain et il respire mal, il geint', emergency: true, category: 'sick_child'},
  {text: 'ma fille a les lèvres bleues après la piscine et elle respire très vite', emergency: true, category: 'breathing'},
]

export default messages
