/**
 * The client of the speech server: any OpenAI-compatible `POST {base}/audio/speech` (OpenAI,
 * Kokoro-FastAPI, openedai-speech, LocalAI, speaches).
 *
 * It sends `{model, voice, input, response_format: 'mp3'}` and hands back the audio as a stream
 * as soon as the headers say it is audio: nothing is kept or written anywhere. Every failure
 * before the audio starts ends in a `SpeechError` whose `code` the API maps to a message and
 * whose `detail` is for the logs only.
 */

export type SpeechErrorCode =
  | 'speech_unreachable'
  | 'speech_timeout'
  | 'speech_busy'
  | 'speech_rejected'
  | 'speech_error'
  | 'speech_bad_response'

export class SpeechError extends Error {
  readonly code: SpeechErrorCode
  /** The upstream status, when there was one. */
  readonly status: number | undefined
  /** Seconds, from the upstream's `Retry-After` on a 429. */
  readonly retryAfter: number | undefined
  /** For the logs: never shown, never the text. */
  readonly detail: string
  constructor(code: SpeechErrorCode, detail: string, options: {status?: number; retryAfter?: number; cause?: unknown} = {}) {
    super(`${code}: ${detail}`, options.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'SpeechError'
    this.code = code
    this.status = options.status
    this.retryAfter = options.retryAfter
    this.detail = detail
  }
}

export interface SpeechOptions {
  baseUrl: string
  model: string
  voice: string
  apiKey: string | undefined
  /** The longest wait for the headers, then for each next piece of audio. */
  timeoutMs: number
}

export interface SpeechAudio {
  /** The upstream's audio type (`audio/mpeg` unless it says otherwise). */
  contentType: string
  /** The audio as it arrives. Stalling longer than `timeoutMs` ends it with an error. */
  chunks: AsyncIterable<Uint8Array>
}

/** The most of an error answer that is read, for the log. */
const MAX_ERROR_BYTES = 4096

/** `{base}/audio/speech` → the audio, streaming. `signal` aborts it (the visitor left). */
export async function synthesize(options: SpeechOptions, input: string, signal: AbortSignal): Promise<SpeechAudio> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`
  // One controller for the whole exchange; the timer is armed again for every wait.
  const upstream = new AbortController()
  const onVisitorGone = () => upstream.abort(signal.reason)
  signal.addEventListener('abort', onVisitorGone, {once: true})
  let timedOut = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = true
      upstream.abort(new Error(`Nothing within ${options.timeoutMs} ms`))
    }, options.timeoutMs)
  }
  const finish = () => {
    clearTimeout(timer)
    signal.removeEventListener('abort', onVisitorGone)
  }
  const failed = (error: unknown): never => {
    finish()
    if (signal.aborted) throw signal.reason ?? error
    if (timedOut) throw new SpeechError('speech_timeout', `No audio within ${options.timeoutMs} ms`, {cause: error})
    throw new SpeechError('speech_unreachable', describe(error), {cause: error})
  }

  arm()
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({model: options.model, voice: options.voice, input, response_format: 'mp3'}),
      headers: {'content-type': 'application/json', accept: 'audio/mpeg', ...(options.apiKey ? {authorization: `Bearer ${options.apiKey}`} : {})},
      redirect: 'error',
      signal: upstream.signal,
    })
  } catch (error) {
    return failed(error)
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!response.ok || !response.body || !(contentType.startsWith('audio/') || contentType === 'application/octet-stream')) {
    let snippet: string
    try {
      snippet = redact((await readStart(response, MAX_ERROR_BYTES)).slice(0, 200), options.apiKey)
    } catch (error) {
      return failed(error)
    }
    finish()
    upstream.abort()
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'))
      throw new SpeechError('speech_busy', `429: ${snippet}`, {status: 429, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? {retryAfter: Math.min(Math.ceil(retryAfter), 3600)} : {})})
    }
    if ([400, 413, 415, 422].includes(response.status)) throw new SpeechError('speech_rejected', `${response.status}: ${snippet}`, {status: response.status})
    if (!response.ok) throw new SpeechError('speech_error', `${response.status}: ${snippet}`, {status: response.status})
    throw new SpeechError('speech_bad_response', `Not audio (${contentType || 'no content type'}): ${snippet}`, {status: response.status})
  }

  const reader = response.body.getReader()
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        arm()
        const {done, value} = await reader.read()
        if (done) return
        yield value
      }
    } catch (error) {
      return failed(error)
    } finally {
      finish()
      await reader.cancel().catch(() => {})
    }
  }
  return {contentType: contentType === 'application/octet-stream' ? 'audio/mpeg' : contentType, chunks: chunks()}
}

/** The first `max` bytes of an answer, as text. */
async function readStart(response: Response, max: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  while (size < max) {
    const {done, value} = await reader.read()
    if (done) break
    parts.push(value)
    size += value.byteLength
  }
  await reader.cancel().catch(() => {})
  return Buffer.concat(parts).subarray(0, max).toString('utf8')
}

function describe(error: unknown): string {
  const cause = (error as {cause?: {code?: unknown; message?: unknown}})?.cause
  if (cause && typeof cause.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}

function redact(text: string, key: string | undefined): string {
  const clean = text.replace(/\s+/g, ' ')
  return key ? clean.split(key).join('[key]') : clean
}
