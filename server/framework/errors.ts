/**
 * Errors carry an HTTP status. 4xx messages are written for people; 5xx messages never leave
 * the server: the visitor sees the error page, the log gets the details.
 */
import {MalformedPathError} from '../../src/framework/router/errors'

export class HttpError extends Error {
  readonly status: number
  /** A stable machine-readable code for API answers, e.g. `not_found`. */
  readonly code: string
  /** Response headers that go with the error, e.g. `Retry-After` on a 429. */
  readonly headers: Readonly<Record<string, string>>
  /** More fields for the API's error object, e.g. `{retryAfter: 30}` on a 429. */
  readonly details: Readonly<Record<string, unknown>>
  /** Whether `message` may be shown: always for 4xx; for a 5xx only when written for people (e.g. 503 verification_unavailable). */
  readonly expose: boolean
  constructor(status: number, message: string, options?: {code?: string; cause?: unknown; headers?: Record<string, string>; details?: Record<string, unknown>; expose?: boolean}) {
    super(message, options?.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'HttpError'
    this.status = status
    this.code = options?.code ?? defaultCode(status)
    this.headers = options?.headers ?? {}
    this.details = options?.details ?? {}
    this.expose = status < 500 || options?.expose === true
  }
}

const codes: Record<number, [string, string]> = {
  400: ['bad_request', 'The request is not valid.'],
  401: ['unauthorized', 'Please verify that you are a person first.'],
  403: ['forbidden', 'This request is not allowed.'],
  404: ['not_found', 'Nothing was found at this address.'],
  405: ['method_not_allowed', 'This method is not allowed here.'],
  408: ['request_timeout', 'The request took too long to arrive.'],
  409: ['conflict', 'This conflicts with something still in progress. Please try again in a moment.'],
  413: ['payload_too_large', 'The request is too large.'],
  415: ['unsupported_media_type', 'This type of content is not accepted here.'],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
  500: ['internal_error', 'Something went wrong on our side. Please try again.'],
  502: ['bad_gateway', 'A service Hale depends on answered with an error.'],
  503: ['unavailable', 'The service is unavailable right now. Please try again soon.'],
}

function defaultCode(status: number): string {
  return codes[status]?.[0] ?? (status >= 500 ? 'internal_error' : 'bad_request')
}

/** The message a person may see for a status, when the error itself has none fit to show. */
export function defaultMessage(status: number): string {
  return codes[status]?.[1] ?? (status >= 500 ? codes[500]![1] : codes[400]![1])
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

/** The JSON body of an API error (docs/routing.md "JSON errors"). */
export function apiErrorBody(error: unknown, status: number): {error: {code: string; message: string; [detail: string]: unknown}} {
  if (error instanceof HttpError && error.status === status && error.expose) {
    return {error: {...error.details, code: error.code, message: error.message}}
  }
  return {error: {code: defaultCode(status), message: defaultMessage(status)}}
}
