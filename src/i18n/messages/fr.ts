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
  'composer.sending': 'Envoi…',
  'composer.stop': 'Arrêter',
  'composer.stopLabel': 'Arrêter la réponse',
  'composer.soon': '{feature} (bientôt disponible)',
  'composer.counter': '{count} caractères sur {max}',

  'chat.title': 'Discussion',
  'chat.untitled': 'Nouvelle conversation',
  'chat.new': 'Nouvelle question',
  'chat.messages': 'Fil de la discussion',
  'chat.you': 'Votre message',
  'chat.answer': 'Réponse de Hale',
  'chat.thinking': 'Hale réfléchit…',
  'chat.writing': 'Hale rédige une réponse',
  'chat.stopped': 'Arrêtée. Cette réponse est incomplète.',
  'chat.stillWriting': 'Cette réponse était encore en cours de rédaction au chargement de la page. Rechargez la page dans un instant pour la voir en entier.',
  'chat.copy': 'Copier',
  'chat.copyLabel': 'Copier la réponse',
  'chat.copied': 'Copié',
  'chat.copyFailed': 'La copie a échoué. Sélectionnez le texte et copiez-le vous-même.',
  'chat.regenerate': 'Répondre à nouveau',
  'chat.retry': 'Réessayer',
  'chat.finished': 'Réponse terminée : {text}',
  'chat.finishedEmpty': 'Réponse terminée.',
  'chat.stoppedAnnouncement': 'Réponse arrêtée.',
  'chat.starting': 'Ouverture d’une conversation…',
  'chat.empty': 'Posez votre question ci-dessous.',
  'chat.noAnswer': 'Ce message n’a pas reçu de réponse. Posez à nouveau la question ci-dessous.',

  'chat.error.unreachable': 'Hale n’a pas pu joindre son service de réponses. Veuillez réessayer dans un instant.',
  'chat.error.timeout': 'Le service de réponses a mis trop de temps à répondre. Veuillez réessayer.',
  'chat.error.rateLimited': 'Le service de réponses est très sollicité en ce moment. Patientez un instant, puis réessayez.',
  'chat.error.modelError': 'Le service de réponses a rencontré un problème. Veuillez réessayer.',
  'chat.error.badResponse': 'Le service de réponses a envoyé une réponse que Hale n’a pas pu lire. Veuillez réessayer.',
  'chat.error.internal': 'Un problème est survenu du côté de Hale. Veuillez réessayer.',
  'chat.error.network': 'Votre appareil n’a pas pu joindre Hale. Vérifiez votre connexion, puis réessayez.',
  'chat.error.interrupted': 'La connexion a été interrompue avant la fin de la réponse.',
  'chat.error.tooLong': 'Votre message est trop long. Raccourcissez-le à {max} caractères au maximum.',
  'chat.error.empty': 'Écrivez d’abord votre question.',
  'chat.error.notFound': 'Cette conversation n’existe plus.',
  'chat.error.tooManyRequests': 'Vous envoyez des messages très rapidement. Patientez un instant, puis réessayez.',
  'chat.error.busy': 'Une réponse est encore en cours de rédaction. Attendez qu’elle se termine ou arrêtez-la d’abord.',
  'chat.error.changed': 'Cette conversation a changé depuis le chargement de la page. Veuillez recharger la page.',
  'chat.error.saved': 'Votre message est enregistré.',
  'chat.error.notSent': 'Votre message n’a pas été envoyé. Il se trouve toujours dans la zone de saisie.',

  'emergency.title': 'Il s’agit peut-être d’une urgence.',
  'emergency.callNumber': 'Appelez immédiatement le {number}.',
  'emergency.callLocal': 'Appelez maintenant le numéro d’urgence local.',
  'emergency.callButton': 'Appeler le {number}',
  'emergency.dontWait': 'N’attendez pas une réponse ici pour demander de l’aide.',
  'emergency.selfHarm': 'Vous n’avez pas à affronter cela sans aide. Si vous pensez à vous faire du mal, parlez-en à quelqu’un dès maintenant. En parler peut aider.',
  'emergency.crisisLine': 'Vous pouvez parler à quelqu’un dès maintenant : {line}',

  'topics.title': 'Thèmes',
  'topics.questions': 'Questions que vous pourriez poser',
  'topics.subtopics': 'Dans ce thème',
  'topics.breadcrumb': 'Fil d’Ariane',
  'topics.ask': 'Poser cette question',

  'history.title': 'Vos conversations',
  'history.intro': 'Les conversations de cette session du navigateur. Seul ce navigateur peut les voir.',
  'history.list': 'Liste des conversations',
  'history.empty': 'Vous n’avez pas encore de conversation.',
  'history.ask': 'Poser une question',
  'history.updated': 'Dernière activité : {date}',
  'history.rename': 'Renommer',
  'history.renameLabel': 'Renommer « {title} »',
  'history.nameLabel': 'Nouveau nom',
  'history.save': 'Enregistrer',
  'history.cancel': 'Annuler',
  'history.delete': 'Supprimer',
  'history.deleteLabel': 'Supprimer « {title} »',
  'history.confirmDelete': 'Supprimer cette conversation ? Cette action est définitive.',
  'history.confirm': 'Oui, supprimer',
  'history.deleted': 'Conversation supprimée.',
  'history.renamed': 'Conversation renommée.',
  'history.failed': 'Cela n’a pas fonctionné. Veuillez réessayer.',

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

  // verification and limits (issue 4): add keys below this line

  // voice and attachments (issue 5): add keys below this line

  // sharing, export and deletion (issue 6): add keys below this line
}

export default fr
