/** `POST /api/transcribe` from the browser: the recording as the body, the page's language in the query. */
import {apiHref, type ApiBase} from '../chat/api'
import {readJsonError} from '../chat/api-error'

export type TranscribeResult =
  | {ok: true; text: string}
  | {ok: false; status: number; code: string; message: string; aborted?: boolean; expired?: boolean}

export async function postRecording(base: ApiBase, input: {audio: Blob; locale: string; seconds: number}, signal: AbortSignal): Promise<TranscribeResult> {
  const query = `?locale=${encodeURIComponent(input.locale)}&seconds=${input.seconds.toFixed(1)}`
  let response: Response
  try {
    response = await fetch(`${apiHref('/transcribe', base)}${query}`, {
      method: 'POST',
      body: input.audio,
      headers: {accept: 'application/json', 'content-type': input.audio.type || 'application/octet-stream'},
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    })
  } catch {
    return {ok: false, status: 0, code: signal.aborted ? 'aborted' : 'network', message: '', aborted: signal.aborted}
  }
  if (!response.ok) return {ok: false, status: response.status, ...await readJsonError(response)}
  try {
    const body: unknown = await response.json()
    const text = typeof body === 'object' && body !== null ? (body as {text?: unknown}).text : undefined
    if (typeof text === 'string') return {ok: true, text}
  } catch {
    if (signal.aborted) return {ok: false, status: 0, code: 'aborted', message: '', aborted: true}
  }
  return {ok: false, status: response.status, code: 'transcription_bad_response', message: ''}
}
