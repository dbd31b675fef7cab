/**
 * The client of the speech server: any OpenAI-compatible `POST {base}/audio/speech` (OpenAI,
 * Kokoro-FastAPI, openedai-speech, LocalAI, speaches).
 *
 * It sends `{model, voice, input, response_format: 'mp3'}` and hands back the audio as a stream
 * as soon as the headers say it is audio: nothing is kept or written anywhere. Every failure
 * before the audio starts ends in a `SpeechError` whose `code` the API maps to a message and
 * whose `detail` is for the logs only.
 */
import {describeFailure, redactKey, refusalOf, VoiceServerError} from './upstream'

export type SpeechErrorCode =
  | 'speech_unreachable'
  | 'speech_timeout'
  | 'speech_busy'
  | 'speech_rejected'
  | 'speech_error'
  | 'speech_bad_response'

export class SpeechError extends VoiceServerError<SpeechErrorCode> {
  override readonly name = 'SpeechError'
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
    throw new SpeechError('speech_unreachable', describeFailure(error), {cause: error})
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
      snippet = redactKey((await readStart(response, MAX_ERROR_BYTES)).slice(0, 200), options.apiKey)
    } catch (error) {
      return failed(error)
    }
    finish()
    upstream.abort()
    const refusal = refusalOf(response)
    if (refusal) {
      const code = refusal.kind === 'busy' ? 'speech_busy' : refusal.kind === 'rejected' ? 'speech_rejected' : 'speech_error'
      throw new SpeechError(code, `${response.status}: ${snippet}`, {status: response.status, ...(refusal.kind === 'busy' && refusal.retryAfter ? {retryAfter: refusal.retryAfter} : {})})
    }
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


