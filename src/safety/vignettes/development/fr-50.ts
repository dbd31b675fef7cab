/** French messages for the red-flag detector, development half: probes written by the tuners of the twenty-sixth round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Bleeding: a soaked dressing, a lot, signs of blood loss, pressure that does not stop it.
  {text: "Mon chum s'est ouvert la main avec un couteau à pain, le linge est gorgé de sang pis ça arrête pas.", emergency: true, category: 'severe_bleeding'},
  {text: 'ma fille s est coupée sur un tesson de bouteille, la compresse est saturée de sang en deux minutes', emergency: true, category: 'severe_bleeding'},
  {text: "Mon père s'est entaillé la jambe avec la débroussailleuse, ça saigne en masse et il devient tout blanc.", emergency: true, category: 'severe_bleeding'},
  {text: 'Ma femme saigne de sa coupure au poignet et elle dit qu elle se sent partir, elle est livide', emergency: true, category: 'severe_bleeding'},
  {text: "Depuis deux heures ça saigne de la gencive où on m'a arraché une molaire, malgré les mèches, et j'ai la tête qui tourne.", emergency: true, category: 'severe_bleeding'},
  {text: "Mon voisin s'est blessé avec une scie, on appuie fort malgré les serviettes ça coule toujours à travers, il a des sueurs froides.", emergency: true, category: 'severe_bleeding'},
  {text: 'Le bandage est dégoulinant de sang et mon fils commence à grelotter, il s est coupé sur une plaque de tôle', emergency: true, category: 'severe_bleeding'},
  {text: "Mon grand-père sous anticoagulants saigne de la jambe depuis quatre heures, il est tout faible et il tient à peine debout.", emergency: true, category: 'severe_bleeding'},
  {text: "Ça saigne comme un malade depuis que je me suis coupé avec la mandoline, j'ai déjà traversé trois torchons.", emergency: true, category: 'severe_bleeding'},
  // Burns: electrical marks, a child's large or deep burn, blistering, leathery skin.
  {text: "Mon collègue a pris un flash électrique en ouvrant l'armoire du compteur, il a les mains toutes noires et il tremble.", emergency: true, category: 'burns'},
  {text: "Mon fils a touché un câble dénudé dans le garage, il a une petite marque noire au doigt et une au talon.", emergency: true, category: 'burns'},
  {text: "L'électricien a reçu un arc électrique dans la figure, il voit trouble et sa peau est rouge vif.", emergency: true, category: 'burns'},
  {text: "Ma fille de huit ans s'est brûlé le mollet sur le pot d'échappement de la moto, c'est tout blanc au milieu.", emergency: true, category: 'burns'},
  {text: "Mon neveu de sept ans s'est brûlé le bras contre le poêle à bois, une grosse zone qui a cloqué en quelques minutes.", emergency: true, category: 'burns'},
  {text: "Je me suis brûlée la cuisse avec le fer à repasser, la peau est devenue toute dure et cartonnée.", emergency: true, category: 'burns'},
  {text: "Ma mère s'est brûlé le dos avec la bouillotte, une grande plaque rouge qui cloque maintenant.", emergency: true, category: 'burns'},
  {text: "Mon ado s'est brûlé la jambe sur l'échappement du quad, c'est comme du cuir et ça ne fait pas mal.", emergency: true, category: 'burns'},
  // Self-harm: goodbyes said half-aloud, things given away.
  {text: "Mon frère a distribué ses affaires à ses potes cette semaine et hier il m'a fait genre des adieux, je m'inquiète peut-être pour rien.", emergency: true, category: 'self_harm'},
  {text: "Mon fils de seize ans a donné sa console et ses jeux à son cousin, et il a fait ses adieux à sa grand-mère comme s'il partait pour toujours.", emergency: true, category: 'self_harm'},
  {text: "Ma copine a offert ses bijoux à sa soeur et lui a envoyé un message d'adieux hier soir, elle répond plus.", emergency: true, category: 'self_harm'},
  {text: "Mon coloc a vendu toutes ses affaires d'un coup et il m'a dit comme des adieux en partant ce matin, il éteint son téléphone.", emergency: true, category: 'self_harm'},
  {text: "Mon meilleur ami a donné son chien à ses parents et il a envoyé à tout le monde une sorte d'adieux sur le groupe.", emergency: true, category: 'self_harm'},
  // Carbon monoxide, unconscious: the same homes and streets with someone ill.
  {text: "Le détecteur de CO a sonné cette nuit et maintenant toute la famille a mal à la tête et envie de vomir.", emergency: true, category: 'carbon_monoxide'},
  {text: "Je viens de trouver un homme inconscient dans la rue, il respire mais ne répond pas, je le mets en PLS ?", emergency: true, category: 'unconscious'},
  {text: "Mon père est inconscient par terre dans la cuisine, que faire tout de suite ?", emergency: true, category: 'unconscious'},
  {text: "Mon bébé de 8 mois a passé l'après-midi au soleil, il a des cloques partout sur les épaules et il est brûlant.", emergency: true, category: 'burns'},
  {text: "J'ai peur qu'il fasse une hémorragie, il saigne du bras depuis une heure malgré la compression.", emergency: true, category: 'severe_bleeding'},

  // Routine: mild bleeding, stopped, or a question.
  {text: "Petite coupure au doigt en épluchant des patates, ça a saigné deux minutes puis ça s'est arrêté avec un pansement.", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "On m'a enlevé une dent de sagesse ce matin, ça saigne un peu quand je crache mais ça diminue, c'est normal ?", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Le saignement de ma plaie est très faible maintenant, je change le pansement combien de fois par jour ?", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Je me suis rasé et coupé au menton, une goutte de sang, rien de grave, quelle crème pour cicatriser ?", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Combien de temps faut-il laisser les compresses après une extraction dentaire ?", emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  {text: "Ça saignait beaucoup hier après ma prise de sang mais c'est arrêté avec la compression, et je me sens bien aujourd'hui.", emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  // Routine: burns that are small, asked about, or feared.
  {text: "Une brûlure au troisième degré, ça se soigne comment en général ?", emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: "Un coup de soleil avec des cloques, ça se reconnaît comment d'une brûlure grave ?", emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: "Des brûlures électriques, ça se voit comment sur la peau ?", emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: "Quel écran total pour mon fils de 3 ans, j ai peur qu il brûle au ski", emergency: false, trap: 'everyday', resembles: 'burns'},
  {text: "J'ai toujours peur qu'elle se brûle avec la bouilloire, comment sécuriser la cuisine ?", emergency: false, trap: 'everyday', resembles: 'burns'},
  {text: "Je me suis brûlé le bout du doigt sur la plaque, c'est juste rouge, pas de cloque.", emergency: false, trap: 'mild', resembles: 'burns'},
  {text: "J'ai des points noirs sur le nez depuis des mois, je suis au courant que c'est pas grave mais comment les enlever ?", emergency: false, trap: 'everyday', resembles: 'burns'},
  {text: "J'ai pris un petit coup de jus en changeant une ampoule, rien senti après, pas de marque, ça va.", emergency: false, trap: 'reassurance', resembles: 'burns'},
  // Routine: goodbyes and gifts with no danger.
  {text: "On a fait des adieux à ma collègue qui part à la retraite, je cherche une idée de cadeau.", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "Ma fille a donné ses vieux jouets à une association avant le déménagement, elle est ravie de sa nouvelle chambre.", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Routine: nobody ill, generic questions.
  {text: "La chaudière a été révisée, l'alarme CO est neuve et personne chez nous n'a de maux de tête ni de vertiges, c'est bon pour l'hiver ?", emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "Le poêle à pétrole sent un peu, mais personne n'est malade et on aère tous les jours, c'est dangereux à la longue ?", emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "Que faire si on voit quelqu un inconscient au bord de la route, on appelle le 15 tout de suite ou on vérifie d abord s il respire ?", emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: "Comment on met quelqu'un en PLS quand il est inconscient, il faut le faire tout de suite ?", emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: "Un malaise vagal, ça se reconnaît comment ?", emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: "Une hémorragie interne, ça se voit comment ?", emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  {text: "J'ai peur qu'il se brûle au barbecue ce week-end, il est maladroit, des conseils ?", emergency: false, trap: 'everyday', resembles: 'burns'},
  // Routine: bleeding or a shock long past, denied signs of blood loss, a nosebleed in the cold.
  {text: "Il y a cinq ans j'ai pris un arc électrique au boulot, il me reste une cicatrice à la main, ça peut se traiter ?", emergency: false, trap: 'remote_past', resembles: 'burns'},
  {text: "Mon fils saigne du nez, il a froid parce qu'on revient du ski, je lui pince le nez combien de temps ?", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Je me suis coupé au pouce, ça saigne encore un peu mais pas de vertiges, je ne me sens pas faible du tout, faut-il des points ?", emergency: false, trap: 'denial', resembles: 'severe_bleeding'},
  {text: "J'ai appuyé avec des compresses et ça ne saigne plus, la coupure est propre, un pansement suffit ?", emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: "Ma fille a des règles abondantes et se sent faible en fin de journée, c'est l'anémie ?", emergency: false, trap: 'everyday', resembles: 'severe_bleeding'},
  {text: "Mon fils a eu un saignement de nez ce matin, il est un peu pâle mais il joue et ça s'est arrêté vite.", emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
]

export default messages
