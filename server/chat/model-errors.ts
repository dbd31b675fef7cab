/**
 * How the model client fails (server/chat/model-client.ts): every failure of the model server
 * becomes a `ModelError` with a code, a message a visitor may read and a detail for the logs
 * (short, with the API key redacted); the caller's abort becomes an `AbortError`.
 */
import {isObject} from '../../src/chat/types'
import {SseError} from '../../src/chat/event-stream-parser'
import type {PostResponse} from './model-http'
import {Timeout} from './model-wait'

/** The reason the model request is aborted with when the caller's signal aborted. */
export const CALLER_ABORTED = Symbol('caller aborted')
const SNIPPET_BYTES = 2048
const SNIPPET_CHARS = 200
const TIMEOUT_CODES = new Set(['ETIMEDOUT'])

export type ModelErrorCode = 'model_unreachable' | 'model_timeout' | 'model_rate_limited' | 'model_error' | 'model_bad_response' | 'model_not_set_up'

/** What a visitor reads for each failure, in plain English (the UI translates it). */
export function modelErrorMessage(code: ModelErrorCode): string {
  switch (code) {
    case 'model_unreachable': return 'Hale could not reach its AI model. Please try again in a moment.'
    case 'model_timeout': return 'The AI model took too long to answer. Please try again.'
    case 'model_rate_limited': return 'The AI model is busy right now. Please wait a moment and try again.'
    case 'model_error': return 'The AI model ran into a problem and could not answer. Please try again.'
    case 'model_bad_response': return 'The AI model’s answer was cut off or could not be read. Please try again.'
    case 'model_not_set_up': return 'Hale is not set up to answer questions yet.'
  }
}

/**
 * A failure of the model server. `message` is safe to show a visitor; `detail` is for the logs
 * (a short, truncated, key-redacted description, never shown). `status` is the upstream HTTP
 * status, not ours: `expose = false` keeps errorHandler's `statusOf` from answering with it.
 */
export class ModelError extends Error {
  readonly code: ModelErrorCode
  readonly status?: number
  /** Seconds to wait before retrying, from the upstream `Retry-After`. */
  readonly retryAfter?: number
  readonly detail?: string
  readonly expose = false
  constructor(code: ModelErrorCode, options: {status?: number; retryAfter?: number; detail?: string; cause?: unknown} = {}) {
    super(modelErrorMessage(code), options.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'ModelError'
    this.code = code
    if (options.status !== undefined) this.status = options.status
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter
    if (options.detail !== undefined) this.detail = options.detail
  }
}

/** True for the error `streamCompletion` throws when the caller's signal aborted it. */
export function isAbortError(error: unknown): boolean {
  return isObject(error) && error.name === 'AbortError'
}

/** Seconds from a `Retry-After` value (delay-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * The code for a failure before the response headers arrived: no connection (refused, DNS,
 * reset) is `model_unreachable`, a connection that timed out (ETIMEDOUT) is `model_timeout`.
 */
export function classifyConnectError(error: unknown): {code: ModelErrorCode; detail: string} {
  const codes = errorCodes(error)
  const detail = describeError(error)
  if (codes.some((code) => TIMEOUT_CODES.has(code))) return {code: 'model_timeout', detail}
  return {code: 'model_unreachable', detail}
}

/**
 * The error for an answer with a status other than 2xx: `model_rate_limited` for a 429;
 * `model_not_set_up` for what only the operator can fix, a key refused (401, 403) or a model or
 * path the server does not have (404: Ollama's "model … not found, try pulling it first", vLLM's
 * "The model … does not exist"); else `model_error`.
 */
export async function statusError(response: PostResponse, apiKey: string | undefined): Promise<ModelError> {
  const body = await readSnippet(response, apiKey)
  const detail = `HTTP ${response.status} (${response.header('content-type') ?? 'no content type'}): ${body}`
  if (response.status === 429) {
    const retryAfter = parseRetryAfter(response.header('retry-after'))
    return new ModelError('model_rate_limited', {status: 429, detail, ...(retryAfter === undefined ? {} : {retryAfter})})
  }
  if (NOT_SET_UP_STATUSES.has(response.status)) return new ModelError('model_not_set_up', {status: response.status, detail})
  return new ModelError('model_error', {status: response.status, detail})
}

const NOT_SET_UP_STATUSES = new Set([401, 403, 404])

/** The start of a response body, for the logs; never waits long and never fails. */
export async function readSnippet(response: PostResponse, apiKey: string | undefined): Promise<string> {
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const deadline = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('snippet timeout')), 1000) })
    while (size < SNIPPET_BYTES) {
      const {done, value} = await Promise.race([response.read(), deadline])
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // What arrived is enough for a log line.
  } finally {
    clearTimeout(timer)
    response.release(false)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.byteLength }
  return snippet(new TextDecoder().decode(bytes.subarray(0, SNIPPET_BYTES)), apiKey)
}

/** One short line for a log: control characters and runs of spaces collapsed, the key redacted. */
export function snippet(text: string, apiKey: string | undefined): string {
  let line = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  if (apiKey) line = line.split(apiKey).join('[redacted]')
  return line.length > SNIPPET_CHARS ? line.slice(0, SNIPPET_CHARS) + '…' : line
}

/**
 * What the model client throws for `error`, caught in `phase`: the caller's abort as an
 * `AbortError`, a clock that ran out as `model_timeout`, a parser failure as
 * `model_bad_response`, a failure to connect by its code (`classifyConnectError`), a connection
 * that broke mid-stream as `model_bad_response` (or `model_timeout` when the socket timed out).
 */
export function toModelError(error: unknown, upstream: AbortSignal, caller: AbortSignal, phase: 'connect' | 'body', apiKey: string | undefined): unknown {
  if (upstream.aborted) {
    const reason: unknown = upstream.reason
    if (reason === CALLER_ABORTED) return abortError(caller.reason)
    if (reason instanceof Timeout) {
      return new ModelError('model_timeout', {detail: `No ${reason.which === 'total' ? 'end of the answer' : reason.which === 'idle' ? 'next token' : 'first token'} within ${reason.ms} ms (${reason.which} timeout)`})
    }
  }
  if (error instanceof ModelError) return error
  if (error instanceof SseError) return new ModelError('model_bad_response', {detail: `${error.code}: ${error.message}`})
  if (phase === 'connect') {
    const {code, detail} = classifyConnectError(error)
    return new ModelError(code, {detail: snippet(detail, apiKey), cause: error})
  }
  const codes = errorCodes(error)
  if (codes.some((code) => TIMEOUT_CODES.has(code))) return new ModelError('model_timeout', {detail: snippet(describeError(error), apiKey), cause: error})
  return new ModelError('model_bad_response', {detail: `The connection broke mid-stream: ${snippet(describeError(error), apiKey)}`, cause: error})
}

/** The error `streamCompletion` throws when the caller's signal aborted it, with the signal's reason as its cause. */
export function abortError(reason: unknown): Error {
  const error = new Error('The model request was aborted', {cause: reason})
  error.name = 'AbortError'
  return error
}

/** `code`s along the `cause` chain (a wrapped error keeps the socket's error as its cause). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = []
  for (let current = error, depth = 0; isObject(current) && depth < 5; current = current.cause, depth++) {
    if (typeof current.code === 'string') codes.push(current.code)
  }
  return codes
}

/** The messages (and codes) along the `cause` chain, for the logs. */
function describeError(error: unknown): string {
  const parts: string[] = []
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    // Not `instanceof Error`: errors may come from another realm (e.g. under jest).
    if (isObject(current) && typeof current.message === 'string') {
      parts.push(typeof current.code === 'string' ? `${current.message} [${current.code}]` : current.message)
      current = current.cause
    } else {
      parts.push(String(current))
      break
    }
  }
  return parts.join(': ')
}
