import type {FirstLoadMessages} from '..'

/** German messages of the first load (see ./en.ts); the notes on style in ../de.ts apply. */
const firstLoad: FirstLoadMessages = {
  'app.name': 'Hale',
  'app.tagline': 'Ihre Gesundheitsfragen, sorgfältig beantwortet',

  'nav.skip': 'Zum Inhalt springen',
  'nav.main': 'Hauptmenü',
  'nav.home': 'Startseite',
  'nav.history': 'Verlauf',
  'nav.help': 'Hilfe',
  'nav.language': 'Sprache',

  'footer.disclaimer': 'Hale gibt allgemeine Informationen zur Gesundheit. Das ist keine Diagnose und ersetzt nicht die Behandlung durch medizinisches Fachpersonal. Rufen Sie im Notfall sofort die örtliche Notrufnummer an.',
  'footer.links': 'Mehr über Hale',
  'footer.privacy': 'Datenschutz',
  'footer.selfHosting': 'Hale selbst betreiben',

  'home.title': 'Stellen Sie eine Gesundheitsfrage',
  'home.greeting': 'Hallo. Wobei kann ich Ihnen heute rund um Ihre Gesundheit helfen?',
  'home.intro': 'Stellen Sie Ihre Frage in eigenen Worten, getippt oder gesprochen. Sie können auch Fotos oder Laborbefunde hinzufügen.',
  'home.topics': 'Themen entdecken',

  'composer.label': 'Ihre Frage',
  'composer.placeholder': 'Beschreiben Sie, was Sie wissen möchten …',
  'composer.hint': 'Eingabetaste zum Senden, Umschalt+Eingabetaste für eine neue Zeile.',
  'composer.mic': 'Frage per Sprache stellen',
  'composer.attach': 'Foto oder Dokument anhängen',
  'composer.camera': 'Foto aufnehmen',
  'composer.healthData': 'Gesundheitsdaten von Uhr oder Handy hinzufügen',
  'composer.send': 'Senden',
  'composer.sending': 'Wird gesendet …',
  'composer.stop': 'Anhalten',
  'composer.stopLabel': 'Antwort anhalten',
  'composer.counter': '{count} von {max} Zeichen',

  'chat.error.network': 'Ihr Gerät konnte Hale nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',

  'help.pages': 'Hilfeseiten',

  // Error page titles: the page adds the final period.
  'error.400': 'Die Anfrage ist ungültig',
  'error.403': 'Anfrage abgelehnt',
  'error.404': 'Diese Seite wurde nicht gefunden',
  'error.405': 'Diese Methode ist nicht erlaubt',
  'error.500': 'Auf dem Server ist ein Fehler aufgetreten',
  // Shown as `${client} ${clientDetail}.`
  'error.client': 'Anwendungsfehler: Im Browser ist eine Ausnahme aufgetreten',
  'error.clientDetail': '(weitere Informationen finden Sie in der Browserkonsole)',
  'error.home': 'Zur Startseite',
  'error.reload': 'Seite neu laden',
  'error.429': 'Zu viele Anfragen',
  'error.503': 'Dienst nicht verfügbar',
  'errorDetail.503': 'Hale kann gerade nichts speichern. Bitte versuchen Sie es gleich noch einmal.',
  'error.507': 'Speicher voll',
  'errorDetail.507': 'Der Speicher von Hale ist voll, daher kann nichts Neues gespeichert werden. Die Betreiber wurden informiert. Bitte versuchen Sie es später noch einmal.',

  'verify.loading': 'Die Prüfung wird geladen …',
  'verify.loadFailed': 'Die Prüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Rufen Sie im Notfall sofort Ihre örtliche Notrufnummer an.',

  'voice.stopHint': 'Beenden und Gesprochenes in Text umwandeln',

  'attachments.waiting': 'Warten auf das Hochladen…',
  'attachments.drop': 'Dateien hier ablegen, um sie anzuhängen',
}

export default firstLoad
