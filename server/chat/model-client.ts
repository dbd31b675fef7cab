/**
 * The client of the model server: any OpenAI-compatible chat completions API with streaming
 * (Ollama, vLLM, llama.cpp's server, LM Studio, OpenAI).
 *
 * `streamCompletion` yields the answer's text as it arrives. Every way the model server can fail ends
 * in a `ModelError` whose `message` a visitor may read and whose `detail` is for the logs, or,
 * when the caller aborts, in an `AbortError`. See docs/security.md "Streaming to the model server".
 */
import {postForStream, type PostResponse} from './model-http'
import {DEFAULT_MAX_LINE_LENGTH, SseParser, type SseEvent} from '../../src/chat/event-stream-parser'
import {isObject} from '../../src/chat/types'
import {abortError, CALLER_ABORTED, ModelError, readSnippet, snippet, statusError, toModelError} from './model-errors'
import {LeadingThinking} from './leading-thinking'
import {Timeout, WaitClock} from './model-wait'

/** One message of the conversation as the model server receives it. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant'
  content: string | ContentPart[]
}

export type ContentPart = {type: 'text'; text: string} | {type: 'image_url'; image_url: {url: string}}

export interface ModelClientOptions {
  /** The API's base, e.g. `http://127.0.0.1:11434/v1`; a trailing slash is fine. */
  baseUrl: string
  model: string
  /** Sent as `Authorization: Bearer …`; never appears in errors. */
  apiKey?: string | undefined
  /** Longest wait for the first piece of the answer, headers included. */
  firstTokenTimeoutMs: number
  /** Longest wait for the next piece of the answer once it has started. */
  idleTimeoutMs: number
  /** Longest the whole request may take, whatever the consumer's pace. */
  totalTimeoutMs: number
  /** Sent as `max_tokens`, and enforced here: the delta after the last allowed one ends the answer with `length`. */
  maxTokens: number
  /** Longest line of the event stream, in characters (default 1 MiB). */
  maxLineLength?: number | undefined
}

export const MODEL_CLIENT_DEFAULTS = {
  firstTokenTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  totalTimeoutMs: 300_000,
  maxTokens: 2048,
  maxLineLength: DEFAULT_MAX_LINE_LENGTH,
} as const

export type ModelClientInput = Pick<ModelClientOptions, 'baseUrl' | 'model'> & Partial<ModelClientOptions>

/** Merge options over `MODEL_CLIENT_DEFAULTS` and validate them: call once, at start-up. */
export function resolveModelClientOptions(input: ModelClientInput): ModelClientOptions {
  const options = {...MODEL_CLIENT_DEFAULTS, ...dropUndefined(input), baseUrl: input.baseUrl, model: input.model}
  chatCompletionsUrl(options.baseUrl)
  if (typeof options.model !== 'string' || options.model === '') throw new TypeError('Expected `model` to be a non-empty string')
  if (options.apiKey !== undefined && (typeof options.apiKey !== 'string' || /[\r\n]/.test(options.apiKey))) {
    throw new TypeError('Expected `apiKey` to be a string without line breaks')
  }
  for (const name of ['firstTokenTimeoutMs', 'idleTimeoutMs', 'totalTimeoutMs', 'maxTokens', 'maxLineLength'] as const) {
    const value = options[name]
    if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`Expected \`${name}\` to be a positive integer`)
  }
  return options
}

export interface ChatDelta {
  text: string
}

export interface ChatResult {
  /** `stop`, `length` (the server's or our token cap), another reason the server gave, or null after a bare `[DONE]`. */
  finishReason: string | null
  /** Deltas received (≈ tokens), reasoning deltas included. */
  tokens: number
}

/**
 * Stream the answer's text deltas. The request starts on the first pull; the consumer's pace sets
 * the reading pace (nothing is read ahead beyond the socket's buffers), and the first-token and
 * idle clocks only run while we wait for the server, not while the consumer holds a delta.
 *
 * Ends by returning `ChatResult`, or by throwing:
 * - `ModelError` for every failure of the model server (see `ModelErrorCode`);
 * - an `AbortError` (`isAbortError`, `cause` = `signal.reason`) when `signal` aborts. The
 *   upstream request is aborted at that moment, even if the consumer is not pulling; the
 *   consumer sees the error on its next pull. Leaving early (`break`, `return()`) also aborts
 *   the upstream request, and a generator that is dropped without either still has it cut
 *   at `totalTimeoutMs`.
 *
 * Reasoning deltas (`reasoning_content`/`reasoning`) are not yielded, but count as progress for
 * the clocks and towards `maxTokens`, as they do for the server's own `max_tokens`; so is thinking
 * streamed inline as a leading `<think>…</think>` block (`LeadingThinking`).
 */
export async function* streamCompletion(
  options: ModelClientOptions,
  messages: ModelMessage[],
  signal: AbortSignal,
): AsyncGenerator<ChatDelta, ChatResult, undefined> {
  const url = chatCompletionsUrl(options.baseUrl)
  if (signal.aborted) throw abortError(signal.reason)

  const upstream = new AbortController()
  const onAbort = () => upstream.abort(CALLER_ABORTED)
  signal.addEventListener('abort', onAbort, {once: true})
  const totalTimer = setTimeout(() => upstream.abort(new Timeout('total', options.totalTimeoutMs)), options.totalTimeoutMs)
  const clock = new WaitClock(upstream, options)
  let phase: 'connect' | 'body' = 'connect'
  let response: PostResponse | undefined
  let finished = false
  /** Ended at `maxTokens` while the model server was still writing. */
  let cut = false

  try {
    const body = JSON.stringify({model: options.model, messages, stream: true, max_tokens: options.maxTokens})
    response = await clock.wait(postForStream(url, requestHeaders(options.apiKey), body, upstream.signal))
    phase = 'body'
    // Redirects are not followed: a 3xx is an error status like any other.
    if (response.status < 200 || response.status > 299) throw await statusError(response, options.apiKey)
    const contentType = response.header('content-type') ?? ''
    if (!/^text\/event-stream\s*(;|$)/i.test(contentType)) {
      const body = await readSnippet(response, options.apiKey)
      throw new ModelError('model_bad_response', {status: response.status, detail: `Expected text/event-stream, got ${contentType || 'no content type'}: ${body}`})
    }

    const parser = new SseParser({maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH})
    const thinking = new LeadingThinking()
    let tokens = 0
    let finishReason: string | null = null
    read: for (;;) {
      const {done, value} = await clock.wait(response.read())
      if (done) {
        const {discarded} = parser.end()
        throw new ModelError('model_bad_response', {detail: `The stream ended without [DONE] or a finish_reason${discarded ? ', in the middle of an event' : ''}`})
      }
      // One event at a time: the first token goes to the visitor before the rest of the read is parsed.
      parser.write(value)
      for (let event = parser.read(); event !== null; event = parser.read()) {
        const chunk = readEvent(event, options.apiKey)
        if (chunk === DONE) {
          finished = true
          break read
        }
        if (chunk.progress) {
          if (tokens >= options.maxTokens) {
            // Cut: the model server is still writing. Closing the connection, rather than
            // draining it for the next request, is what tells it to stop generating.
            finished = true
            cut = true
            finishReason = 'length'
            break read
          }
          tokens += 1
          clock.progress()
          const text = thinking.push(chunk.text)
          if (text !== '') yield {text}
        }
        if (chunk.finishReason !== null) {
          finishReason = chunk.finishReason
          finished = true
          break read
        }
      }
    }
    // What the thinking filter still holds: a start that never became a tag.
    const rest = thinking.end()
    if (rest !== '') yield {text: rest}
    return {finishReason, tokens}
  } catch (error) {
    throw toModelError(error, upstream.signal, signal, phase, options.apiKey)
  } finally {
    clearTimeout(totalTimer)
    clock.stop()
    signal.removeEventListener('abort', onAbort)
    if (!finished) upstream.abort(LEFT_EARLY)
    response?.release(finished && !cut)
  }
}

/** Base URLs already checked (the configuration's one, in practice), with their endpoint. */
const endpoints = new Map<string, string>()

/** `{baseUrl}/chat/completions`; throws TypeError for a base URL we cannot use. */
export function chatCompletionsUrl(baseUrl: string): string {
  const known = endpoints.get(baseUrl)
  if (known !== undefined) return known
  const endpoint = checkedEndpoint(baseUrl)
  if (endpoints.size < 8) endpoints.set(baseUrl, endpoint)
  return endpoint
}

function checkedEndpoint(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError('Expected `baseUrl` to be an absolute http(s) URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('Expected `baseUrl` to be an absolute http(s) URL')
  if (url.username || url.password) throw new TypeError('Expected `baseUrl` without credentials (use `apiKey`)')
  if (url.search || url.hash) throw new TypeError('Expected `baseUrl` without a query or fragment')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/chat/completions`
}

// ---------------------------------------------------------------------------------------------

const DONE = Symbol('done')
const LEFT_EARLY = Symbol('consumer left early')

function requestHeaders(apiKey: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    // A compressed stream can be held back by the decompressor; ask for it plain.
    'accept-encoding': 'identity',
  }
  if (apiKey) headers.authorization = `Bearer ${apiKey}`
  return headers
}

type EventChunk = typeof DONE | {text: string; progress: boolean; finishReason: string | null}

/** One `data:` event of a chat completions stream. Throws ModelError for what is not one. */
function readEvent(event: SseEvent, apiKey: string | undefined): EventChunk {
  if (event.type === 'error') throw new ModelError('model_error', {detail: `Error event: ${snippet(event.data, apiKey)}`})
  if (event.type !== 'message') return {text: '', progress: false, finishReason: null}
  if (event.data.trim() === '[DONE]') return DONE
  let json: unknown
  try {
    json = JSON.parse(event.data)
  } catch {
    throw new ModelError('model_bad_response', {detail: `An event is not JSON: ${snippet(event.data, apiKey)}`})
  }
  if (!isObject(json)) throw new ModelError('model_bad_response', {detail: `An event is not a JSON object: ${snippet(event.data, apiKey)}`})
  if (json.error !== undefined && json.error !== null) {
    throw new ModelError('model_error', {detail: `Error in the stream: ${snippet(JSON.stringify(json.error), apiKey)}`})
  }
  const choice = Array.isArray(json.choices) ? json.choices[0] : undefined
  if (!isObject(choice)) return {text: '', progress: false, finishReason: null}  // e.g. a usage-only chunk
  const delta = isObject(choice.delta) ? choice.delta : {}
  const text = typeof delta.content === 'string' ? delta.content : ''
  const reasoning = [delta.reasoning_content, delta.reasoning].some((value) => typeof value === 'string' && value !== '')
  const finishReason = typeof choice.finish_reason === 'string' && choice.finish_reason !== '' ? choice.finish_reason : null
  return {text, progress: text !== '' || reasoning, finishReason}
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
