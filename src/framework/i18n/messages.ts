/**
 * The engine's own messages, in English. An app's catalogs translate them (and may reword them)
 * under the same keys; a language the app has no catalog for gets these.
 */

/** What pages show: the error pages. The browser has these too. */
export const engineMessages = {
  'error.400': 'Bad Request',
  'error.403': 'Forbidden',
  'error.404': 'This page could not be found',
  'error.405': 'Method Not Allowed',
  'error.429': 'Too Many Requests',
  'error.500': 'Internal Server Error',
  'error.503': 'Service Unavailable',
  'error.507': 'Insufficient Storage',
  'error.client': 'Application error: a client-side exception has occurred',
  'error.clientDetail': '(see the browser console for more information)',
  'error.home': 'Go to the home page',
  'error.reload': 'Reload the page',
  'errorDetail.503': 'This site cannot save anything right now. Please try again in a moment.',
  'errorDetail.507': 'This site’s storage is full, so nothing new can be saved. Please try again later.',
} as const

/** What only the server says: the messages of API errors and of refused requests. */
export const engineServerMessages = {
  'request.crossSite': 'This request came from another website and was refused.',
  'apiError.400': 'The request is not valid.',
  'apiError.401': 'Please verify that you are a person first.',
  'apiError.403': 'This request is not allowed.',
  'apiError.404': 'Nothing was found at this address.',
  'apiError.405': 'This method is not allowed here.',
  'apiError.408': 'The request took too long to arrive.',
  'apiError.409': 'This conflicts with something still in progress. Please try again in a moment.',
  'apiError.413': 'The request is too large.',
  'apiError.415': 'This type of content is not accepted here.',
  'apiError.429': 'Too many requests. Please wait a moment and try again.',
  'apiError.500': 'Something went wrong on our side. Please try again.',
  'apiError.502': 'A service this site depends on answered with an error.',
  'apiError.503': 'The service is unavailable right now. Please try again soon.',
  'apiError.noApi': 'There is no API at this address.',
  'apiError.jsonRequired': 'Send the request as JSON (Content-Type: application/json).',
  'apiError.jsonObject': 'Expected a JSON object.',
} as const

export type EngineMessageKey = keyof typeof engineMessages | keyof typeof engineServerMessages
