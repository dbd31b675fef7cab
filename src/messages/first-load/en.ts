/**
 * English messages of the first load: the shell (header, footer, error pages) and the home page
 * with its composer; the rest of the catalog is ../en.ts. The browser loads these before it
 * hydrates the home page and the rest with the code that shows it (src/framework/i18n/catalogs.browser.ts).
 * A test checks that the first load of `/` names no other message.
 */
const firstLoad = {
  'app.name': 'Hale',
  'app.tagline': 'Your health questions, answered with care',

  'nav.skip': 'Skip to content',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.history': 'History',
  'nav.help': 'Help',
  'nav.language': 'Language',

  'footer.disclaimer': 'Hale gives general health information. It is not a diagnosis and does not replace care from a health professional. In an emergency, call your local emergency number now.',
  'footer.links': 'More about Hale',
  'footer.privacy': 'Privacy',
  'footer.selfHosting': 'Run your own Hale',

  'home.title': 'Ask a health question',
  'home.greeting': 'Hello. How can I help with your health today?',
  'home.intro': 'Ask in your own words, by typing or speaking. You can add photos or lab reports too.',
  'home.topics': 'Explore a topic',

  'composer.label': 'Your question',
  'composer.placeholder': 'Describe what you would like to know…',
  'composer.hint': 'Enter sends, Shift+Enter starts a new line.',
  'composer.mic': 'Speak your question',
  'composer.attach': 'Attach a photo or document',
  'composer.camera': 'Take a photo',
  'composer.healthData': 'Add health data from a watch or phone',
  'composer.send': 'Send',
  'composer.sending': 'Sending…',
  'composer.stop': 'Stop',
  'composer.stopLabel': 'Stop the answer',
  'composer.counter': '{count} of {max} characters',

  'chat.error.network': 'Your device could not reach Hale. Please check your connection and try again.',

  'help.pages': 'Help pages',

  'error.400': 'Bad Request',
  'error.403': 'Forbidden',
  'error.404': 'This page could not be found',
  'error.405': 'Method Not Allowed',
  'error.500': 'Internal Server Error',
  'error.client': 'Application error: a client-side exception has occurred',
  'error.clientDetail': '(see the browser console for more information)',
  'error.home': 'Go to the home page',
  'error.reload': 'Reload the page',
  'error.429': 'Too Many Requests',
  'error.503': 'Service Unavailable',
  'errorDetail.503': 'Hale cannot save anything right now. Please try again in a moment.',
  'error.507': 'Insufficient Storage',
  'errorDetail.507': 'Hale’s storage is full, so nothing new can be saved. The operator has been told. Please try again later.',

  'verify.loading': 'Loading the check…',
  'verify.loadFailed': 'The check could not be loaded. Please check your connection and try again. In an emergency, call your local emergency number now.',

  'voice.stopHint': 'Stop and turn your speech into text',

  'attachments.waiting': 'Waiting for uploads…',
  'attachments.drop': 'Drop files here to attach them',
} as const

export default firstLoad
