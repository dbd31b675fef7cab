import type {MessageKey} from '../../src/framework/i18n/translate'
import type {HaleApiHandler} from '../services'
import {MAX_SPEECH_CHARS} from '../config'
import {HttpError} from '../framework/errors'
import {readJsonObject} from '../framework/http/json-object'
import {requireSession} from '../verification/sessions'
import {synthesize, SpeechError, type SpeechErrorCode} from '../voice/speech-client'

/**
 * `POST /api/speech` `{"text", "locale"}` → the text read aloud, as the speech server's audio
 * (`audio/mpeg`), streamed through as it arrives and never stored.
 *
 * `text` is a piece of an answer as the browser speaks it, at most `MAX_SPEECH_CHARS` characters
 * (`400 invalid_text` when empty, `413 text_too_long` beyond); `locale` (the page's) chooses
 * the language of error messages. It goes to `{TTS_BASE_URL}/audio/speech`. Failures of the speech
 * server: `502 speech_unreachable`, `504 speech_timeout`, `503 speech_busy` (with `Retry-After`),
 * `422 speech_rejected`, `502 speech_error`, `502 speech_bad_response` (not audio); without one
 * configured, `503 speech_not_configured`. The visitor leaving aborts the upstream request.
 */
export const POST: HaleApiHandler = async ({req, res, services, config}) => {
  const visitor = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) visitor.abort(new Error('The visitor left'))
  })
  const body = readJsonObject(req, true)
  const fail = (status: number, key: MessageKey, code: string, extra?: {headers?: Record<string, string>; details?: Record<string, unknown>}) =>
    new HttpError(status, {key, values: {max: MAX_SPEECH_CHARS}}, {code, expose: true, ...extra})

  await requireSession(req, res, services, 'speech')
  const settings = config.speech
  if (settings.baseUrl === undefined) throw fail(503, 'readAloud.error.notConfigured', 'speech_not_configured')
  const text = typeof body.text === 'string' ? body.text.trim() : ''
  if (text === '') throw fail(400, 'readAloud.error.noText', 'invalid_text')
  if (text.length > MAX_SPEECH_CHARS) throw fail(413, 'readAloud.error.tooLong', 'text_too_long')

  const started = Date.now()
  let audio
  try {
    audio = await synthesize(
      {baseUrl: settings.baseUrl, model: settings.model, voice: settings.voice, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs},
      text,
      visitor.signal,
    )
  } catch (error) {
    if (visitor.signal.aborted) return
    if (!(error instanceof SpeechError)) throw error
    services.log.warn('The speech server failed', {code: error.code, status: error.status, detail: error.detail})
    const {status, key} = FAILURES[error.code]
    const retryAfter = error.code === 'speech_busy' ? error.retryAfter ?? 10 : undefined
    throw fail(status, key, error.code, retryAfter === undefined ? undefined : {headers: {'Retry-After': String(retryAfter)}, details: {retryAfter}})
  }

  res.status(200).set({'Content-Type': audio.contentType, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff'})
  res.flushHeaders()
  let bytes = 0
  try {
    for await (const chunk of audio.chunks) {
      bytes += chunk.byteLength
      // Backpressure: a slow visitor slows the reading of the speech server.
      if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve))
      if (visitor.signal.aborted) return
    }
  } catch (error) {
    // The audio had started: the status is sent, so the visitor sees a cut-off stream.
    if (!visitor.signal.aborted) services.log.warn('The speech server stopped partway', {code: error instanceof SpeechError ? error.code : 'error', bytes})
    res.destroy()
    return
  }
  // Never the text in the log: it is health data.
  services.log.info('Read a piece of an answer aloud', {chars: text.length, bytes, ms: Date.now() - started})
  res.end()
}

const FAILURES: Record<SpeechErrorCode, {status: number; key: MessageKey}> = {
  speech_unreachable: {status: 502, key: 'readAloud.error.unreachable'},
  speech_timeout: {status: 504, key: 'readAloud.error.timeout'},
  speech_busy: {status: 503, key: 'readAloud.error.busy'},
  speech_rejected: {status: 422, key: 'readAloud.error.rejected'},
  speech_error: {status: 502, key: 'readAloud.error.failed'},
  speech_bad_response: {status: 502, key: 'readAloud.error.badResponse'},
}
