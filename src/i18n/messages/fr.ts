import type {Messages} from '../index'

/**
 * French. Formal "vous". French punctuation: a non-breaking space (U+00A0) before « : ? ! »,
 * so the sign never wraps to a line of its own; apostrophes are typographic (’).
 */
const fr: Messages = {
  'app.name': 'Hale',
  'app.tagline': 'Des réponses attentionnées à vos questions de santé',
  'app.titleSuffix': 'Hale',

  'nav.skip': 'Aller au contenu',
  'nav.main': 'Principale',
  'nav.home': 'Accueil',
  'nav.topics': 'Thèmes',
  'nav.history': 'Historique',
  'nav.help': 'Aide',
  'nav.language': 'Langue',

  'footer.disclaimer': 'Hale donne des informations générales sur la santé. Ce n’est pas un diagnostic, et cela ne remplace pas les soins d’un professionnel de santé. En cas d’urgence, appelez tout de suite le numéro d’urgence local.',
  'footer.privacy': 'Confidentialité',
  'footer.selfHosting': 'Héberger votre propre Hale',

  'home.title': 'Posez une question de santé',
  'home.greeting': 'Bonjour. Comment puis-je vous aider pour votre santé aujourd’hui ?',
  'home.intro': 'Posez votre question avec vos propres mots, par écrit ou à voix haute. Vous pouvez aussi ajouter des photos ou des résultats d’analyses.',
  'home.topics': 'Explorez un thème',

  'composer.label': 'Votre question',
  'composer.placeholder': 'Décrivez ce que vous aimeriez savoir…',
  'composer.hint': 'Appuyez sur Entrée pour envoyer, et sur Maj+Entrée pour aller à la ligne.',
  'composer.mic': 'Poser votre question à voix haute',
  'composer.attach': 'Joindre une photo ou un document',
  'composer.camera': 'Prendre une photo',
  'composer.send': 'Envoyer',
  'composer.notReady': 'Les réponses ne sont pas encore disponibles sur ce serveur.',

  'topics.title': 'Thèmes',
  'topics.questions': 'Questions que vous pourriez poser',
  'topics.subtopics': 'Dans ce thème',
  'topics.breadcrumb': 'Fil d’Ariane',
  'topics.ask': 'Poser cette question',

  'help.title': 'Aide',
  'help.pages': 'Pages d’aide',
  'help.index': 'À propos de Hale',
  'help.privacy': 'Confidentialité',
  'help.voice': 'Utiliser la voix',
  'help.selfHosting': 'Auto-hébergement',

  // Error page titles: the page adds the final period.
  'error.400': 'La requête n’est pas valide',
  'error.404': 'Cette page est introuvable',
  'error.405': 'Cette méthode n’est pas autorisée',
  'error.500': 'Une erreur s’est produite sur le serveur',
  // Shown as `${client} ${clientDetail}.`
  'error.client': 'Erreur de l’application : une exception s’est produite côté client',
  'error.clientDetail': '(consultez la console du navigateur pour en savoir plus)',
  'error.home': 'Aller à la page d’accueil',
  'error.reload': 'Recharger la page',
}

export default fr
