/**
 * An API error as the UI reads it, apart from the answer stream's client (./answer-stream.ts) so
 * that pages calling the API without streaming do not load the stream's parser.
 */
import {isObject} from './types'

/** An API error's fields that the UI acts on. */
export interface ApiError {
  code: string
  message: string
  /** `429`, `503`: seconds until the visitor may try again (the JSON's `retryAfter`, else `Retry-After`). */
  retryAfter?: number
  /** `401 verification_required`: the verified session expired (rather than never existed). */
  expired?: boolean
}

/** The `{"error":{"code","message",…}}` body of an API error, or a code made from the status. */
export async function readJsonError(response: Response): Promise<ApiError> {
  const header = Number(response.headers.get('retry-after'))
  const fromHeader = Number.isFinite(header) && header > 0 ? {retryAfter: header} : {}
  const fallback = {code: response.ok ? 'bad_response' : `http_${response.status}`, message: '', ...fromHeader}
  try {
    const body: unknown = await response.json()
    const error = isObject(body) ? body.error : null
    if (isObject(error) && typeof error.code === 'string') {
      const retryAfter = typeof error.retryAfter === 'number' && Number.isFinite(error.retryAfter) && error.retryAfter > 0 ? {retryAfter: error.retryAfter} : fromHeader
      return {
        code: error.code,
        message: typeof error.message === 'string' ? error.message : '',
        ...retryAfter,
        ...(error.expired === true ? {expired: true} : {}),
      }
    }
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return fallback
}

/** The server asks for the human check (`401 verification_required`) before this call can go through. */
export function needsVerification(result: {status?: number; code?: string}): boolean {
  return result.status === 401 && result.code === 'verification_required'
}
