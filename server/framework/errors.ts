/**
 * Errors carry an HTTP status. 4xx messages are written for people; 5xx messages never leave
 * the server: the visitor sees the error page, the log gets the details.
 *
 * A message is a key of the catalogs (with values for its placeholders), translated once, when
 * the error handler answers, in the locale of the request; a plain string is sent as it is.
 */
import {MalformedPathError} from '../../src/framework/router/errors'
import {translate, type MessageKey} from '../../src/framework/i18n/translate'

type MessageValues = Readonly<Record<string, string | number>>

/**
 * A message of the catalogs and the values of its `{name}` placeholders: given, or made for the
 * locale the message is shown in (a number or a wait written the locale's way).
 */
export interface MessageRef {
  key: MessageKey
  values?: MessageValues | ((locale: string) => MessageValues)
}

export class HttpError extends Error {
  readonly status: number
  /** A stable machine-readable code for API answers, e.g. `not_found`. */
  readonly code: string
  /** Response headers that go with the error, e.g. `Retry-After` on a 429. */
  readonly headers: Readonly<Record<string, string>>
  /** More fields for the API's error object, e.g. `{retryAfter: 30}` on a 429. */
  readonly details: Readonly<Record<string, unknown>>
  /** Whether the message may be shown: always for 4xx; for a 5xx only when written for people (e.g. 503 verification_unavailable). */
  readonly expose: boolean
  /** The message to translate; undefined when `message` is the text itself. */
  readonly messageRef: MessageRef | undefined
  constructor(status: number, message: string | MessageRef = defaultMessage(status), options?: {code?: string; cause?: unknown; headers?: Record<string, string>; details?: Record<string, unknown>; expose?: boolean}) {
    // The key stands for the message in logs; visitors get it translated.
    super(typeof message === 'string' ? message : message.key, options?.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'HttpError'
    this.status = status
    this.code = options?.code ?? defaultCode(status)
    this.headers = options?.headers ?? {}
    this.details = options?.details ?? {}
    this.expose = status < 500 || options?.expose === true
    this.messageRef = typeof message === 'string' ? undefined : message
  }

  /** The message in `locale`. */
  text(locale: string): string {
    if (!this.messageRef) return this.message
    const {key, values} = this.messageRef
    return translate(locale, key, typeof values === 'function' ? values(locale) : values)
  }
}

const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'unavailable',
}

function defaultCode(status: number): string {
  return codes[status] ?? (status >= 500 ? 'internal_error' : 'bad_request')
}

/** The message a person may see for a status, when the error itself has none fit to show. */
export function defaultMessage(status: number): MessageRef {
  const known = status in codes ? status : status >= 500 ? 500 : 400
  return {key: `apiError.${known}` as MessageKey}
}

/** The status an error answers with: HttpError's own, 400 for a malformed path, a parser's 4xx, else 500. */
export function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status
  if (error instanceof MalformedPathError) return 400
  if (typeof error === 'object' && error !== null) {
    const status = (error as {status?: unknown; statusCode?: unknown}).status ?? (error as {statusCode?: unknown}).statusCode
    const expose = (error as {expose?: unknown}).expose
    if (typeof status === 'number' && status >= 400 && status < 500 && expose !== false) return status
  }
  return 500
}

/** The JSON body of an API error (docs/routing.md, "The API"), its message in `locale`. */
export function apiErrorBody(error: unknown, status: number, locale: string): {error: {code: string; message: string; [detail: string]: unknown}} {
  if (error instanceof HttpError && error.status === status && error.expose) {
    return {error: {...error.details, code: error.code, message: error.text(locale)}}
  }
  const fallback = defaultMessage(status)
  return {error: {code: defaultCode(status), message: translate(locale, fallback.key)}}
}
