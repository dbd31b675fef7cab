import type {Messages} from '../index'

/** Spanish. Formal "usted"; neutral Spanish that reads well in Spain and Latin America. */
const es: Messages = {
  'app.name': 'Hale',
  'app.tagline': 'Sus preguntas de salud, respondidas con cuidado',
  'app.titleSuffix': 'Hale',

  'nav.skip': 'Saltar al contenido',
  'nav.main': 'Principal',
  'nav.home': 'Inicio',
  'nav.topics': 'Temas',
  'nav.history': 'Historial',
  'nav.help': 'Ayuda',
  'nav.language': 'Idioma',

  'footer.disclaimer': 'Hale ofrece información general sobre salud. No es un diagnóstico y no sustituye la atención de un profesional de la salud. En caso de emergencia, llame ahora al número de emergencias local.',
  'footer.privacy': 'Privacidad',
  'footer.selfHosting': 'Instalar su propio Hale',

  'home.title': 'Haga una pregunta de salud',
  'home.greeting': 'Hola. ¿En qué puedo ayudarle hoy con su salud?',
  'home.intro': 'Pregunte con sus propias palabras, por escrito o en voz alta. También puede añadir fotos o informes de laboratorio.',
  'home.topics': 'Explore un tema',

  'composer.label': 'Su pregunta',
  'composer.placeholder': 'Describa lo que le gustaría saber…',
  'composer.hint': 'Pulse Intro para enviar y Mayús+Intro para empezar una línea nueva.',
  'composer.mic': 'Preguntar en voz alta',
  'composer.attach': 'Adjuntar una foto o un documento',
  'composer.camera': 'Tomar una foto',
  'composer.send': 'Enviar',
  'composer.notReady': 'Las respuestas todavía no están disponibles en este servidor.',

  'topics.title': 'Temas',
  'topics.questions': 'Preguntas que puede hacer',
  'topics.subtopics': 'En este tema',
  'topics.breadcrumb': 'Ruta de navegación',
  'topics.ask': 'Hacer esta pregunta',

  'help.title': 'Ayuda',
  'help.pages': 'Páginas de ayuda',
  'help.index': 'Acerca de Hale',
  'help.privacy': 'Privacidad',
  'help.voice': 'Usar la voz',
  'help.selfHosting': 'Instalar Hale por su cuenta',

  // Error page titles: the page adds the final period.
  'error.400': 'La solicitud no es válida',
  'error.404': 'No se encontró esta página',
  'error.405': 'Este método no está permitido',
  'error.500': 'Se produjo un error en el servidor',
  // Shown as `${client} ${clientDetail}.`
  'error.client': 'Error de la aplicación: se produjo una excepción del lado del cliente',
  'error.clientDetail': '(consulte la consola del navegador para obtener más información)',
  'error.home': 'Ir a la página de inicio',
  'error.reload': 'Volver a cargar la página',
}

export default es
