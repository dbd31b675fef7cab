import type {FirstLoadMessages} from '..'

/** French messages of the first load (see ./en.ts); the notes on style in ../fr.ts apply. */
const firstLoad: FirstLoadMessages = {
  'app.name': 'Hale',
  'app.tagline': 'Des réponses attentionnées à vos questions de santé',

  'nav.skip': 'Aller au contenu',
  'nav.main': 'Principale',
  'nav.home': 'Accueil',
  'nav.history': 'Historique',
  'nav.help': 'Aide',
  'nav.language': 'Langue',

  'footer.disclaimer': 'Hale donne des informations générales sur la santé. Ce n’est pas un diagnostic, et cela ne remplace pas les soins d’un professionnel de santé. En cas d’urgence, appelez tout de suite le numéro d’urgence local.',
  'footer.links': 'En savoir plus sur Hale',
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
  'composer.healthData': 'Ajouter des données de santé d’une montre ou d’un téléphone',
  'composer.send': 'Envoyer',
  'composer.sending': 'Envoi…',
  'composer.stop': 'Arrêter',
  'composer.stopLabel': 'Arrêter la réponse',
  'composer.counter': '{count} caractères sur {max}',

  'chat.error.network': 'Votre appareil n’a pas pu joindre Hale. Vérifiez votre connexion, puis réessayez.',

  'help.pages': 'Pages d’aide',

  // Error page titles: the page adds the final period.
  'error.400': 'La requête n’est pas valide',
  'error.403': 'Requête refusée',
  'error.404': 'Cette page est introuvable',
  'error.405': 'Cette méthode n’est pas autorisée',
  'error.500': 'Une erreur s’est produite sur le serveur',
  // Shown as `${client} ${clientDetail}.`
  'error.client': 'Erreur de l’application : une exception s’est produite côté client',
  'error.clientDetail': '(consultez la console du navigateur pour en savoir plus)',
  'error.home': 'Aller à la page d’accueil',
  'error.reload': 'Recharger la page',
  'error.429': 'Trop de demandes',
  'error.503': 'Service indisponible',
  'errorDetail.503': 'Hale ne peut rien enregistrer pour le moment. Veuillez réessayer dans un instant.',
  'error.507': 'Espace de stockage insuffisant',
  'errorDetail.507': 'Le stockage de Hale est plein : rien de nouveau ne peut être enregistré. La personne qui l’administre a été prévenue. Veuillez réessayer plus tard.',

  'verify.loading': 'Chargement de la vérification…',
  'verify.loadFailed': 'La vérification n’a pas pu être chargée. Vérifiez votre connexion et réessayez. En cas d’urgence, appelez tout de suite votre numéro d’urgence local.',

  'voice.stopHint': 'Arrêter et transformer vos paroles en texte',

  'attachments.waiting': 'Envoi des fichiers en cours…',
  'attachments.drop': 'Déposez les fichiers ici pour les joindre',
}

export default firstLoad
