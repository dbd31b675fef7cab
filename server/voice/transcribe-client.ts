/**
 * The client of the transcription server: any OpenAI-compatible `POST {base}/audio/transcriptions`
 * (OpenAI, faster-whisper-server / speaches, whisper.cpp's server, LocalAI, vLLM).
 *
 * The audio goes as multipart/form-data (`file`, `model`, `language`, `response_format=json`)
 * and only in memory: it is never written anywhere. Every failure ends in a `TranscribeError`
 * whose `code` the API maps to a message and whose `detail` is for the logs only.
 */
import {describeFailure, redactKey, refusalOf, VoiceServerError} from './upstream'
import type {AudioType} from './audio'

export type TranscribeErrorCode =
  | 'transcription_unreachable'
  | 'transcription_timeout'
  | 'transcription_busy'
  | 'transcription_rejected'
  | 'transcription_error'
  | 'transcription_bad_response'

export class TranscribeError extends VoiceServerError<TranscribeErrorCode> {
  override readonly name = 'TranscribeError'
}

export interface TranscribeOptions {
  baseUrl: string
  model: string
  apiKey: string | undefined
  timeoutMs: number
}

export interface TranscribeInput {
  audio: Uint8Array<ArrayBuffer>
  type: AudioType
  /** An ISO 639-1 code such as `fr`. */
  language: string
}

/** The most of the transcription server's answer that is read (a transcript is a few KB). */
export const MAX_RESPONSE_BYTES = 1024 * 1024

/** `{base}/audio/transcriptions` → the transcript's text. `signal` aborts it (the visitor left). */
export async function transcribe(options: TranscribeOptions, input: TranscribeInput, signal: AbortSignal): Promise<string> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`
  const form = new FormData()
  form.append('file', new Blob([input.audio], {type: input.type.mime}), `audio.${input.type.extension}`)
  form.append('model', options.model)
  form.append('language', input.language)
  form.append('response_format', 'json')
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const combined = AbortSignal.any([signal, timeout])
  const failed = (error: unknown): never => {
    if (signal.aborted) throw signal.reason ?? error
    if (timeout.aborted) throw new TranscribeError('transcription_timeout', `No complete answer within ${options.timeoutMs} ms`, {cause: error})
    throw new TranscribeError('transcription_unreachable', describeFailure(error), {cause: error})
  }

  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: {accept: 'application/json', ...(options.apiKey ? {authorization: `Bearer ${options.apiKey}`} : {})},
      redirect: 'error',
      signal: combined,
    })
  } catch (error) {
    return failed(error)
  }
  let body: string
  try {
    body = await readLimited(response, MAX_RESPONSE_BYTES)
  } catch (error) {
    if (error instanceof TranscribeError) throw error
    return failed(error)
  }
  const snippet = redactKey(body.slice(0, 200), options.apiKey)
  const refusal = refusalOf(response)
  if (refusal) {
    const code = refusal.kind === 'busy' ? 'transcription_busy' : refusal.kind === 'rejected' ? 'transcription_rejected' : 'transcription_error'
    throw new TranscribeError(code, `${response.status}: ${snippet}`, {status: response.status, ...(refusal.kind === 'busy' && refusal.retryAfter ? {retryAfter: refusal.retryAfter} : {})})
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new TranscribeError('transcription_bad_response', `Not JSON (${response.headers.get('content-type') ?? 'no content type'}): ${snippet}`, {status: response.status})
  }
  const text = typeof parsed === 'object' && parsed !== null ? (parsed as {text?: unknown}).text : undefined
  if (typeof text !== 'string') throw new TranscribeError('transcription_bad_response', 'The JSON answer has no string `text`', {status: response.status})
  return text.trim()
}

/** The body as text, refusing more than `max` bytes. */
async function readLimited(response: Response, max: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      throw new TranscribeError('transcription_bad_response', `The answer is larger than ${max} bytes`, {status: response.status})
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}


