import type {FirstLoadMessages} from '..'

/** Spanish messages of the first load (see ./en.ts); the notes on style in ../es.ts apply. */
const firstLoad: FirstLoadMessages = {
  'app.name': 'Hale',
  'app.tagline': 'Sus preguntas de salud, respondidas con cuidado',

  'nav.skip': 'Saltar al contenido',
  'nav.main': 'Principal',
  'nav.home': 'Inicio',
  'nav.history': 'Historial',
  'nav.help': 'Ayuda',
  'nav.language': 'Idioma',

  'footer.disclaimer': 'Hale ofrece información general sobre salud. No es un diagnóstico y no sustituye la atención de un profesional de la salud. En caso de emergencia, llame ahora al número de emergencias local.',
  'footer.links': 'Más sobre Hale',
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
  'composer.healthData': 'Añadir datos de salud de un reloj o un móvil',
  'composer.send': 'Enviar',
  'composer.sending': 'Enviando…',
  'composer.stop': 'Detener',
  'composer.stopLabel': 'Detener la respuesta',
  'composer.counter': '{count} de {max} caracteres',

  'chat.error.network': 'Su dispositivo no pudo comunicarse con Hale. Compruebe su conexión y vuelva a intentarlo.',

  'help.pages': 'Páginas de ayuda',

  // Error page titles: the page adds the final period.
  'error.400': 'La solicitud no es válida',
  'error.403': 'Solicitud rechazada',
  'error.404': 'No se encontró esta página',
  'error.405': 'Este método no está permitido',
  'error.500': 'Se produjo un error en el servidor',
  // Shown as `${client} ${clientDetail}.`
  'error.client': 'Error de la aplicación: se produjo una excepción del lado del cliente',
  'error.clientDetail': '(consulte la consola del navegador para obtener más información)',
  'error.home': 'Ir a la página de inicio',
  'error.reload': 'Volver a cargar la página',
  'error.429': 'Demasiadas solicitudes',
  'error.503': 'Servicio no disponible',
  'errorDetail.503': 'Hale no puede guardar nada en este momento. Vuelva a intentarlo dentro de un momento.',
  'error.507': 'Almacenamiento insuficiente',
  'errorDetail.507': 'El almacenamiento de Hale está lleno y no se puede guardar nada nuevo. Se ha avisado a quien lo administra. Vuelva a intentarlo más tarde.',

  'verify.loading': 'Cargando la comprobación…',
  'verify.loadFailed': 'No se pudo cargar la comprobación. Revise su conexión y vuelva a intentarlo. En una emergencia, llame ahora a su número local de emergencias.',

  'voice.stopHint': 'Detener y convertir lo que ha dicho en texto',

  'attachments.waiting': 'Esperando a que terminen las subidas…',
  'attachments.drop': 'Suelte aquí los archivos para adjuntarlos',
}

export default firstLoad
