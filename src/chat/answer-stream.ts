/**
 * The chat stream client: POST a JSON body, read the `text/event-stream` answer with a reader,
 * parse its bytes (src/chat/event-stream-parser.ts) and hand each chat event to `onEvent` as it
 * arrives. Stopping is the caller's AbortController. The result says how the stream ended, so the
 * caller can tell a refused request (nothing saved) from a stream that broke (the visitor's
 * message may be saved).
 */
import {readJsonError, type ApiError} from './api-error'
import {SseParser} from './event-stream-parser'
import {isObject, toChatStreamEvent, type ChatStreamEvent} from './types'

export type StreamOutcome =
  /** A `done` event arrived. */
  | {kind: 'done'}
  /** An `error` event arrived (already given to `onEvent`). */
  | {kind: 'error'}
  /** The caller aborted. */
  | {kind: 'aborted'}
  /** The server refused with a status other than 2xx (or did not answer with a stream). */
  | ({kind: 'http'; status: number} & ApiError)
  /** The request never reached the server, or no answer came. */
  | {kind: 'network'}
  /** The stream started and then ended or broke before `done` or `error`. */
  | {kind: 'interrupted'}

export interface ReadAnswerStreamOptions {
  url: string
  /** Sent as JSON; omit for an empty POST. */
  body?: unknown
  signal?: AbortSignal
  onEvent: (event: ChatStreamEvent) => void
  /** For tests; default `globalThis.fetch`. */
  fetch?: typeof fetch
}

/** POST to a chat stream endpoint and dispatch its events until it ends. Never rejects. */
export async function readAnswerStream({url, body, signal, onEvent, fetch: doFetch = globalThis.fetch}: ReadAnswerStreamOptions): Promise<StreamOutcome> {
  let response: Response
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'text/event-stream'},
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    })
  } catch {
    return signal?.aborted ? {kind: 'aborted'} : {kind: 'network'}
  }

  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const error = await readJsonError(response)
    return {kind: 'http', status: response.status, ...error}
  }

  let finished: StreamOutcome | null = null
  const parser = new SseParser()
  const reader = response.body.getReader()
  try {
    for (;;) {
      const {done, value} = await reader.read()
      if (done) break
      for (const {type, data} of parser.push(value)) {
        const parsed = toChatStreamEvent(type, data)
        if (!parsed) continue
        onEvent(parsed)
        if (parsed.type === 'done') finished = {kind: 'done'}
        else if (parsed.type === 'error') finished = {kind: 'error'}
        if (finished) break
      }
      if (finished) break
    }
  } catch {
    if (!finished) return signal?.aborted ? {kind: 'aborted'} : {kind: 'interrupted'}
  } finally {
    parser.end()
    if (finished) reader.cancel().catch(() => {})
  }
  if (finished) return finished
  return signal?.aborted ? {kind: 'aborted'} : {kind: 'interrupted'}
}

export {readJsonError, type ApiError}
