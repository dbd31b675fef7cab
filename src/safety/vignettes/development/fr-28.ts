/** French messages for the red-flag detector, development half: probe messages written during the fifteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Self-harm now, with an indirect wish not to be here.
  {text: "je me suis encore taillé les bras cette nuit, j'ai juste envie de plus être là", emergency: true, category: 'self_harm'},
  {text: "Ma copine s'est taillé les cuisses dans la salle de bain, elle dit qu'elle a envie de plus exister", emergency: true, category: 'self_harm'},
  {text: 'jme suis taillée les poignets ce soir, ça coule, je sais pas quoi faire', emergency: true, category: 'self_harm'},
  {text: "j'ai envie de plus être là, tout le monde serait plus tranquille", emergency: true, category: 'self_harm'},
  // Routine: low mood with self-harm denied; sleep and hair.
  {text: "Coup de blues depuis la rentrée, mais aucune envie de me faire du mal, pas de plan, rien de tel. Vous connaissez des groupes de parole?", emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: "J'ai envie de plus me réveiller la nuit à 3h, des astuces pour mieux dormir?", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "Je me suis taillé la barbe trop court, ça repousse en combien de temps?", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Head injury: a punch or a beating, then a danger sign.
  {text: "mon fils s'est pris une grosse patate à la sortie du bar, depuis il vomit et il est tout endormi", emergency: true, category: 'head_injury'},
  {text: "Mon copain s'est fait tabasser hier, ce matin il a un liquide clair qui coule du nez et il a de plus en plus mal à la tête", emergency: true, category: 'head_injury'},
  {text: "j'ai reçu un coup de poing en pleine figure au match, maintenant je vomis et je vois flou", emergency: true, category: 'head_injury'},
  {text: "Mon frère a été passé à tabac, il est confus et il saigne de l'oreille", emergency: true, category: 'head_injury'},
  // Routine: a punch elsewhere, mild.
  {text: "J'ai pris un coup de poing dans le bras à la boxe, j'ai un bleu qui fait un peu mal, de la glace suffit?", emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: "Mon fils a reçu un coup de poing au ventre à la récré, il va bien, il a joué tout l'après-midi, je dois le montrer au médecin?", emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  // Sudden headache: holding the head and crying out, all at once.
  {text: "mon mari s'est tenu la tête à deux mains en hurlant d'un coup pendant qu'il soulevait des cartons", emergency: true, category: 'sudden_headache'},
  {text: "Ma soeur a pris sa tête entre ses mains en criant, tout à coup, au milieu du repas, elle dit que c'est insupportable", emergency: true, category: 'sudden_headache'},
  {text: "D'un coup mon père s'est tenu la tête en gémissant et il a vomi", emergency: true, category: 'sudden_headache'},
  // Routine: general questions about a thunderclap headache, a headache gone.
  {text: "C'est quoi exactement une céphalée en coup de tonnerre? Mon prof en a parlé en cours", emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: "Qu'est-ce que c'est une migraine ophtalmique en coup de tonnerre, ça existe?", emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  // Pregnancy: waters breaking early.
  {text: "enceinte de 31 semaines, je viens de perdre les eaux d'un coup, ça coule beaucoup", emergency: true, category: 'pregnancy'},
  {text: "je suis à 28 semaines et je crois que je perds les eaux, ma culotte est trempée", emergency: true, category: 'pregnancy'},
  {text: "Ma femme est à 33 semaines, elle vient de perdre les eaux dans la cuisine", emergency: true, category: 'pregnancy'},
  // Routine: waters at term asked about, a general question.
  {text: "Comment on sait si on a perdu les eaux ou si c'est des pertes normales? Question générale, je suis à 20 semaines et tout va bien", emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  // Sepsis: an infection with purple skin, slow answers, shivering.
  {text: "ma mère a une infection urinaire sous antibio, là elle a les genoux tout violets et elle répond au ralenti", emergency: true, category: 'sepsis'},
  {text: "Mon père opéré il y a 5 jours a de la fièvre, les pieds violets et il répond très lentement", emergency: true, category: 'sepsis'},
  // Carbon monoxide: a car in a closed garage, someone not answering.
  {text: "mon fils est dans la voiture au garage, le moteur tourne et il répond pas quand je tape à la vitre", emergency: true, category: 'carbon_monoxide'},
  {text: "Le groupe électrogène tourne dans la cave et mon mari répond pas, il est assis par terre", emergency: true, category: 'carbon_monoxide'},
  // Routine: nobody ill, an alarm, a question about a chimney.
  {text: "Le détecteur de monoxyde a sonné, c'était la pile. Personne a de nausées ni de vertiges, on va bien. Quelle pile acheter?", emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "Personne n'a mal à la tête ici, mais la chaudière fait un bruit bizarre, qui appeler pour l'entretien?", emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "Il faut un détecteur de CO dans chaque chambre? On m'a parlé d'intoxication au monoxyde l'hiver", emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: "Mon fils ne répond pas à mes messages depuis qu'il est parti avec la voiture, je m'inquiète un peu, c'est normal à 19 ans?", emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // Remote past: Belgian and Swiss decades, never again since.
  {text: "Mon père a fait un infarctus dans les années septante, jamais refait depuis. Il doit toujours prendre son aspirine?", emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: "J'ai eu une méningite dans les années huitante, jamais eu de séquelles. Le vaccin est utile pour mes enfants?", emergency: false, trap: 'remote_past', resembles: 'meningitis'},
  {text: "Ma tante a fait un choc anaphylactique aux noix dans les années nonante, jamais récidivé depuis. Elle doit garder son stylo?", emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},
  // Mild: an eyelid twitching.
  {text: "Mon oeil qui saute depuis une semaine, c'est un AVC qui se prépare ou le stress?", emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: "ma paupière tressaute tout le temps avec les écrans, ça peut annoncer un avc?", emergency: false, trap: 'mild', resembles: 'stroke'},
  // But an eyelid drooping with a face sign is a stroke.
  {text: "ma paupière tombe d'un coup et ma bouche est de travers, c'est un avc?", emergency: true, category: 'stroke'},
  // Everyday: vaccines and fever in a young baby, asked in general.
  {text: "Bébé 6 semaines: les vaccins de 2 mois, ça donne de la fièvre en général?", emergency: false, trap: 'everyday', resembles: 'sick_child'},
  // A fever under three months stays flagged.
  {text: "Mon bébé de 6 semaines a 38,5 de fièvre depuis ce soir, il boit moins", emergency: true, category: 'sick_child'},
]

export default messages
