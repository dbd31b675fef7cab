/**
 * What the two voice servers' clients (transcription, speech) share: their error's shape, how an
 * upstream's refusal is classified, and how a failure is written for the logs without the key.
 */

/** A voice server's failure: `code` the API maps to a message, `detail` for the logs only. */
export class VoiceServerError<Code extends string> extends Error {
  readonly code: Code
  /** The upstream status, when there was one. */
  readonly status: number | undefined
  /** Seconds, from the upstream's `Retry-After` on a 429. */
  readonly retryAfter: number | undefined
  /** For the logs: never shown, never the audio, the text or the transcript. */
  readonly detail: string
  constructor(code: Code, detail: string, options: {status?: number; retryAfter?: number; cause?: unknown} = {}) {
    super(`${code}: ${detail}`, options.cause === undefined ? undefined : {cause: options.cause})
    this.code = code
    this.status = options.status
    this.retryAfter = options.retryAfter
    this.detail = detail
  }
}

/**
 * An upstream's answer that is not a success: `busy` (its 429, with the `Retry-After` seconds,
 * capped at an hour), `rejected` (400, 413, 415, 422: the input was refused), else `error`;
 * null for a success.
 */
export function refusalOf(response: Response): {kind: 'busy'; retryAfter?: number} | {kind: 'rejected' | 'error'} | null {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'))
    return {kind: 'busy', ...(Number.isFinite(retryAfter) && retryAfter > 0 ? {retryAfter: Math.min(Math.ceil(retryAfter), 3600)} : {})}
  }
  if ([400, 413, 415, 422].includes(response.status)) return {kind: 'rejected'}
  return response.ok ? null : {kind: 'error'}
}

/** A network failure in a word for the logs: the system's code (ECONNREFUSED…) when there is one. */
export function describeFailure(error: unknown): string {
  const cause = (error as {cause?: {code?: unknown; message?: unknown}})?.cause
  if (cause && typeof cause.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}

/** An upstream's words for the logs, on one line, without the API key. */
export function redactKey(text: string, key: string | undefined): string {
  const clean = text.replace(/\s+/g, ' ')
  return key ? clean.split(key).join('[key]') : clean
}
