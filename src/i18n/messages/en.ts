/** English: the reference catalog. Keys are grouped by screen; values are plain text. */
const en = {
  'app.name': 'Hale',
  'app.tagline': 'Your health questions, answered with care',
  'app.titleSuffix': 'Hale',

  'nav.skip': 'Skip to content',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.topics': 'Topics',
  'nav.history': 'History',
  'nav.help': 'Help',
  'nav.language': 'Language',

  'footer.disclaimer': 'Hale gives general health information. It is not a diagnosis and does not replace care from a health professional. In an emergency, call your local emergency number now.',
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
  'composer.send': 'Send',
  'composer.notReady': 'Answers are not available on this server yet.',

  'topics.title': 'Topics',
  'topics.questions': 'Questions you could ask',
  'topics.subtopics': 'In this topic',
  'topics.breadcrumb': 'Breadcrumb',
  'topics.ask': 'Ask this question',

  'help.title': 'Help',
  'help.pages': 'Help pages',
  'help.index': 'About Hale',
  'help.privacy': 'Privacy',
  'help.voice': 'Using your voice',
  'help.selfHosting': 'Self-hosting',

  'error.400': 'Bad Request',
  'error.404': 'This page could not be found',
  'error.405': 'Method Not Allowed',
  'error.500': 'Internal Server Error',
  'error.client': 'Application error: a client-side exception has occurred',
  'error.clientDetail': '(see the browser console for more information)',
  'error.home': 'Go to the home page',
  'error.reload': 'Reload the page',
} as const

export default en
