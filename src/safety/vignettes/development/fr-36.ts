/** French messages for the red-flag detector, development half: probe messages written during the nineteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Letters left for the family, with pills at hand or despair said.
  {text: "j'ai laissé un mot pour mes enfants sur la table, les cachets sont prêts", emergency: true, category: 'self_harm'},
  {text: "ma soeur a écrit des lettres pour chacun de nous et elle dit qu'elle ne veut plus vivre", emergency: true, category: 'self_harm'},
  {text: "jai ecrit une lettre a ma mere et une a mon pere, j'ai toute la plaquette de somnifères devant moi", emergency: true, category: 'self_harm'},
  {text: "j'ai préparé une lettre pour mon mari, les médicaments sont sur la table", emergency: true, category: 'self_harm'},
  {text: "j'ai écrit un mot à mes parents, je veux plus vivre", emergency: true, category: 'self_harm'},
  {text: 'Mon collègue part à la retraite vendredi, il a laissé une lettre pour chacun de nous, on ne le reverra plus au bureau. Quel cadeau lui faire ?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "j'ai écrit une lettre pour maman pour son anniversaire, tu peux m'aider à trouver un joli poème ?", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'on a laissé un mot pour la voisine avec une boîte de chocolats pour la remercier', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Whether a whole box at once hurts or kills.
  {text: "est-ce qu'on meurt si on avale toute la plaquette de somnifères ?", emergency: true, category: 'self_harm'},
  {text: 'si je prends toute la boîte de doliprane ça fait mal ou pas ?', emergency: true, category: 'self_harm'},
  {text: "si on prend tous les comprimés d'un coup, est-ce que c'est rapide ?", emergency: true, category: 'self_harm'},
  {text: "ça fait mal si on prend une plaquette de chocolat entière avant de courir ? j'ai mal au ventre", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // The nitrate spray taken again and again, the chest pain still there.
  {text: "trinitrine prise deux fois et j'ai toujours mal dans la poitrine depuis 20 minutes", emergency: true, category: 'chest_pain'},
  {text: 'mis deux bouffées de natispray et ça ne passe toujours pas, douleur dans la poitrine qui serre', emergency: true, category: 'chest_pain'},
  {text: 'mon mari a pris trois fois son spray trinitrine et il a encore cette douleur au thorax depuis une demi heure', emergency: true, category: 'chest_pain'},
  {text: 'deux pulvérisations de trinitrine et toujours cette douleur dans la poitrine depuis 15 min', emergency: true, category: 'chest_pain'},
  {text: "la trinitrine m'a soulagé en deux minutes, ça va maintenant, je dois quand même voir mon cardiologue ?", emergency: false, trap: 'reassurance', resembles: 'chest_pain'},
  {text: 'combien de fois on peut prendre la trinitrine pour une angine de poitrine ?', emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  // Dishwasher or laundry products swallowed by a child.
  {text: 'ma fille de 3 ans a avalé du liquide lave-vaisselle, elle tousse', emergency: true, category: 'overdose_poisoning'},
  {text: 'il a léché une pastille lave vaisselle et il bave beaucoup', emergency: true, category: 'overdose_poisoning'},
  {text: 'mon fils a bu du produit lave linge, il vomit', emergency: true, category: 'overdose_poisoning'},
  {text: 'mon fils a mis une capsule de lessive dans la bouche, il tousse et vomit', emergency: true, category: 'overdose_poisoning'},
  {text: 'quel produit lave-vaisselle est le moins toxique pour la maison ?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: "j'ai du produit lave vaisselle sur les mains, ça sent fort, ça part comment ?", emergency: false, trap: 'mild', resembles: 'overdose_poisoning'},
  // Water lost before term.
  {text: "à 32 semaines, je perds de l'eau depuis ce matin, ça mouille ma culotte", emergency: true, category: 'pregnancy'},
  {text: "enceinte de 30 sa, ça coule le long de mes jambes, c'est clair comme de l'eau", emergency: true, category: 'pregnancy'},
  {text: "ma femme est à 34 semaines et elle perd beaucoup d'eau d'un coup", emergency: true, category: 'pregnancy'},
  {text: 'je perds du liquide à 33 sa, ça coule tout seul', emergency: true, category: 'pregnancy'},
  {text: "à 39 semaines je perds un peu de bouchon muqueux, c'est normal ?", emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: "je perds de l'eau à 40 semaines, pas de fièvre, quand partir à la maternité ?", emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  {text: "enceinte de 25 semaines, j'ai renversé de l'eau sur mon pantalon en buvant, rien de grave", emergency: false, trap: 'everyday', resembles: 'pregnancy'},
  // The meningitis vaccine, not the illness; unless a danger sign follows it.
  {text: "vaccin méningite B fait ce matin à 3 mois, il a 38 de fièvre ce soir, c'est normal ?", emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'le rappel du vaccin contre le méningocoque C est à quel âge ?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: "après le vaccin contre la méningite il a des taches violettes qui ne s'effacent pas sous un verre", emergency: true, category: 'meningitis'},
  {text: 'vaccinée contre la méningite mais là elle a de la fièvre, la nuque raide et la lumière lui fait mal', emergency: true, category: 'meningitis'},
]

export default messages
