import type {Request, Response} from 'express'
import type {MessageKey} from '../../src/framework/i18n/translate'
import {formatLimit, languageOf} from '../../src/voice/duration'
import type {HaleApiHandler} from '../services'
import {HttpError} from '../framework/errors'
import {queryLocale} from '../framework/http/api-locale'
import {requireSession} from '../verification/sessions'
import {audioSeconds, sniffAudio} from '../voice/audio'
import {transcribe, TranscribeError, type TranscribeErrorCode} from '../voice/transcribe-client'

/** Recordings may run this much over `MAX_AUDIO_SECONDS` (the recorder stops a moment late). */
export const AUDIO_SECONDS_TOLERANCE = 1

/**
 * `POST /api/transcribe?locale=fr&seconds=12.5`, the body the recorded audio itself (not
 * multipart; any `Content-Type`, the type is read from the bytes): → `{"text"}`.
 *
 * The audio is read into memory up to `MAX_AUDIO_BYTES` (`413 audio_too_large` beyond, before
 * reading when `Content-Length` says so), must be WebM, Ogg, MP4/M4A, WAV or MP3 by its magic
 * number (`415 unsupported_audio`), and no longer than `MAX_AUDIO_SECONDS` by the length the
 * browser states (`seconds`) or the container does (`413 audio_too_long`). It is forwarded to
 * `{TRANSCRIBE_BASE_URL}/audio/transcriptions` in the language of `locale` and never stored.
 * Failures of the transcription server: `502 transcription_unreachable`, `504
 * transcription_timeout`, `503 transcription_busy`, `422 transcription_rejected`, `502
 * transcription_error`, `502 transcription_bad_response`; without one configured, `503
 * transcription_not_configured`. The visitor leaving aborts the upstream request.
 */
export const POST: HaleApiHandler = async ({req, res, services, config, query}) => {
  // Before any await: a listener added later may miss the visitor leaving.
  const visitor = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) visitor.abort(new Error('The visitor left'))
  })
  // The page's language, sent in the query: the body is the recording.
  const locale = queryLocale(query.locale, config.locales) ?? res.locals.locale
  res.locals.locale = locale
  const {transcribe: settings} = config
  const fail = (status: number, key: MessageKey, code: string, extra?: {headers?: Record<string, string>; details?: Record<string, unknown>}) =>
    new HttpError(status, {key, values: {max: formatLimit(locale, settings.maxAudioSeconds)}}, {code, expose: true, ...extra})

  await requireSession(req, res, services, 'transcriptions')
  if (settings.baseUrl === undefined) throw fail(503, 'voice.error.notConfigured', 'transcription_not_configured')
  // express.json() took a JSON body already: that is not audio.
  if (req.body !== undefined) throw fail(415, 'voice.error.notAudio', 'unsupported_audio')

  const maxSeconds = settings.maxAudioSeconds + AUDIO_SECONDS_TOLERANCE
  const stated = Number(typeof query.seconds === 'string' ? query.seconds : NaN)
  if (Number.isFinite(stated) && stated > maxSeconds) {
    res.set('Connection', 'close')
    throw fail(413, 'voice.error.tooLong', 'audio_too_long')
  }

  let audio: Buffer<ArrayBuffer>
  try {
    audio = await readBody(req, res, settings.maxAudioBytes)
  } catch (error) {
    if (error === TOO_LARGE) throw fail(413, 'voice.error.tooLarge', 'audio_too_large')
    // The upload was cut off: nothing was kept, nothing is sent on.
    services.log.info('A recording upload was aborted')
    return
  }
  if (audio.length === 0) throw fail(400, 'voice.error.empty', 'audio_empty')
  const type = sniffAudio(audio)
  if (!type) throw fail(415, 'voice.error.notAudio', 'unsupported_audio')
  const seconds = audioSeconds(type.kind, audio)
  if (seconds !== null && seconds > maxSeconds) throw fail(413, 'voice.error.tooLong', 'audio_too_long')

  const started = Date.now()
  try {
    const text = await transcribe(
      {baseUrl: settings.baseUrl, model: settings.model, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs},
      {audio, type, language: languageOf(locale)},
      visitor.signal,
    )
    // Never the transcript or the audio in the log: they are health data.
    services.log.info('Transcribed a recording', {type: type.kind, bytes: audio.length, ms: Date.now() - started})
    return {text}
  } catch (error) {
    if (visitor.signal.aborted) return
    if (!(error instanceof TranscribeError)) throw error
    services.log.warn('The transcription server failed', {code: error.code, status: error.status, detail: error.detail})
    const {status, key} = FAILURES[error.code]
    const retryAfter = error.code === 'transcription_busy' ? error.retryAfter ?? 10 : undefined
    throw fail(status, key, error.code, retryAfter === undefined ? undefined : {headers: {'Retry-After': String(retryAfter)}, details: {retryAfter}})
  }
}

const FAILURES: Record<TranscribeErrorCode, {status: number; key: MessageKey}> = {
  transcription_unreachable: {status: 502, key: 'voice.error.unreachable'},
  transcription_timeout: {status: 504, key: 'voice.error.timeout'},
  transcription_busy: {status: 503, key: 'voice.error.busy'},
  transcription_rejected: {status: 422, key: 'voice.error.rejected'},
  transcription_error: {status: 502, key: 'voice.error.failed'},
  transcription_bad_response: {status: 502, key: 'voice.error.badResponse'},
}

const TOO_LARGE = new Error('too large')

/**
 * The request body, at most `max` bytes: a `Content-Length` above it is refused before reading,
 * a body that grows past it as soon as it does (the connection is then closed). Rejects with
 * another error when the upload is cut off.
 */
function readBody(req: Request, res: Response, max: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > max) {
    res.set('Connection', 'close')
    return Promise.reject(TOO_LARGE)
  }
  if (req.destroyed && !req.complete) return Promise.reject(new Error('The upload was aborted'))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (error?: Error) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      chunks.length = 0
      if (error) reject(error)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > max) {
        res.set('Connection', 'close')
        done(TOO_LARGE)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      const body = Buffer.concat(chunks)
      done()
      resolve(body)
    }
    const onError = (error: Error) => done(error)
    const onClose = () => {
      if (!req.complete) done(new Error('The upload was aborted'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
    if (req.readableEnded) onEnd()
  })
}
