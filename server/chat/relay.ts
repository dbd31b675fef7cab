/**
 * One answer, from the model server to the visitor: the model's request goes out first, then the
 * red-flag check and its banner (which never wait for the model: they come before its first
 * token is read), then the upstream stream relayed event by event and saved. The
 * visitor's message is saved before this runs; the answer is saved as `complete`, as
 * `incomplete` when the visitor stops or leaves (or the server shuts down), or as `error` with
 * a code when the model server fails.
 */
import {catalogFor} from '../../src/framework/i18n/translate'
import {detectRedFlags} from '../../src/safety/red-flags'
import {verdictOf, withCriticalLab, type RedFlagResult} from '../../src/safety/verdict'
import {hasCriticalLabValue} from '../attachments/lab-context'
import {healthSummariesFor} from '../attachments/health-summaries'
import type {Attachment} from '../storage/attachments'
import {ModelError} from './model-errors'
import {loadAttachmentContext, modelMessages} from './model-messages'
import {withAttachments} from './wire'
import type {ReleaseStreamSlot} from '../verification/limits'
import type {HaleServices} from '../services'
import type {Conversation, Message} from '../storage/storage'
import type {EventStream} from './event-stream-writer'

export interface RelayInput {
  services: HaleServices
  /**
   * Opens the event stream to the visitor (`openEventStream`). Called once the model's request
   * is on its way, so that writing the response's headers does not delay it.
   */
  openEvents: () => EventStream
  conversation: Conversation
  /** The visitor's message this answer is for (already saved). */
  question: Message
  /** The conversation before `question`, oldest first. */
  history: readonly Message[]
  /** True when the caller knows `question` has no attachments (it was just saved without any). */
  questionWithoutAttachments?: boolean
  /** Frees the visitor's stream slot (`holdStreamSlot`): called in the transaction that saves the answer. */
  releaseStreamSlot?: ReleaseStreamSlot
  /** The answer's row, saved empty and `streaming` (`startAnswer`) with what came before the model call. */
  answer: Message
  /** Aborted when the visitor stops or leaves. */
  signal: AbortSignal
  /** The request's id (`X-Request-Id`), in the log line of a failure. */
  requestId?: string
}

/** The shape of the `error` event. */
export interface ErrorEvent { code: string; message: string }

/**
 * The empty answer row (`streaming`) that `relayAnswer` fills. Callers add it in the same
 * transaction as what they save before the model is called, so the disk is waited for once.
 * Rows left `streaming` by a crash are marked `incomplete` at the next start.
 */
export function startAnswer(services: HaleServices, conversationId: string): Promise<Message> {
  return services.storage.messages.add({conversationId, role: 'assistant', content: '', status: 'streaming', model: services.model.name})
}

export async function relayAnswer({services, openEvents, conversation, question, history, answer, questionWithoutAttachments, releaseStreamSlot, signal, requestId}: RelayInput): Promise<Message> {
  const {storage, model, config, log, metrics} = services
  // The question's verdict: stored with it once (in the transaction that saves the answer), then read, never made again.
  let flags: RedFlagResult | null = question.redFlags === null ? null : verdictOf(question.redFlags)
  // A lab report attached to the question with a value past a critical threshold raises the banner too.
  let questionAttachments: readonly Attachment[] | undefined
  const verdict = () => flags ??= withCriticalLab(detectRedFlags(question.content, conversation.locale), hasCriticalLabValue(questionAttachments))
  let opened: EventStream | null = null
  const events = (): EventStream => opened ??= openEvents()
  const upstream = new AbortController()
  const stop = () => upstream.abort()
  signal.addEventListener('abort', stop, {once: true})
  services.shutdown.addEventListener('abort', stop, {once: true})
  // A listener added to a signal that has already fired never runs: the visitor may have left
  // (or the server begun to stop) during the awaits before this point.
  if (signal.aborted || services.shutdown.aborted) stop()

  let text = ''
  let status: Message['status'] = 'complete'
  let failure: ErrorEvent | null = null
  let stream: ReturnType<HaleServices['model']['stream']> | undefined
  let requested = 0
  let firstTokenAt = 0
  metrics.answersStreaming.inc()
  try {
    // A question just sent without attachments has none to look up (a first one: nothing is read).
    const attachments = await loadAttachmentContext(services, questionWithoutAttachments ? history : [...history, question])
    questionAttachments = attachments.byMessage.get(question.id)
    stream = model.stream(modelMessages(conversation, history, question, config.systemPrompt, attachments), upstream.signal)
    requested = performance.now()
    // The first pull makes the model's request (a failure is handled where it is awaited, below),
    // and Node writes it to its connection on the next tick. Everything else before the first
    // token (the red-flag check, the visitor's first events) happens after that, while the model
    // server works.
    let next = stream.next()
    next.catch(() => {})
    await new Promise((resolve) => process.nextTick(resolve))
    // The banner never waits for the model: the check and its event come before the first token
    // is even read.
    const flags = verdict()
    const sent = attachments.byMessage.get(question.id)
    const summaries = await healthSummariesFor(services.storage.attachments, sent ?? [])
    await events().send('user', withAttachments({...question, redFlags: flags.categories}, sent, attachments, conversation.locale, summaries))
    if (flags.emergency) {
      await events().send('safety', {
        categories: flags.categories, selfHarm: flags.selfHarm,
        emergencyNumber: config.emergencyNumber ?? null, crisisLine: flags.selfHarm ? config.crisisLine ?? null : null,
      })
    }
    for (;; next = stream.next()) {
      const result = await next
      if (result.done) {
        // Cut at the token cap (ours or the model server's): not a whole answer.
        if (isObject(result.value) && result.value.finishReason === 'length') status = 'incomplete'
        observeTokenRate(metrics, firstTokenAt, result.value)
        break
      }
      if (upstream.signal.aborted) break
      const first = text === ''
      if (first) {
        firstTokenAt = performance.now()
        metrics.timeToFirstToken.observe((firstTokenAt - requested) / 1000)
      }
      text += result.value.text
      await events().send('delta', {text: result.value.text})
      // Node sends what was written once the queued promise callbacks have run; after a burst of
      // deltas read at once, that is after the whole burst. Let the first one go out now.
      if (first) await new Promise((resolve) => setImmediate(resolve))
    }
    if (upstream.signal.aborted) status = 'incomplete'
  } catch (error) {
    if (upstream.signal.aborted) {
      status = 'incomplete'
    } else {
      status = 'error'
      const code = error instanceof ModelError ? error.code : 'internal_error'
      // One line per failure, with its cause and the request's id (never the conversation's: ids stay out of the logs).
      if (!(error instanceof ModelError)) log.error('The answer failed', {error, requestId})
      else {
        metrics.modelErrors.inc({code: error.code})
        const message = code === 'model_not_set_up'
          ? `The model server refused the request (HTTP ${error.status}): check LLM_BASE_URL, LLM_MODEL (for Ollama: ollama pull ${model.name}) and LLM_API_KEY`
          : 'The model server failed'
        // `detail` is the cause in words, with the API key redacted.
        log.error(message, {code, status: error.status, detail: error.detail, requestId})
      }
      failure = {code, message: visitorMessage(code, conversation.locale)}
    }
  } finally {
    metrics.answersStreaming.dec()
    signal.removeEventListener('abort', stop)
    services.shutdown.removeEventListener('abort', stop)
    // Leaving the loop early (the visitor left) ends the upstream request at once.
    await stream?.return(undefined).catch(() => {})
  }
  // Let the aborted upstream connection close before saving: SQLite writes block the event loop.
  await new Promise((resolve) => setImmediate(resolve))

  // One transaction, so one wait for the disk: the answer, the question's verdict, the conversation's activity, the slot.
  const saved = await storage.transaction(async () => {
    const updated = await storage.messages.update(answer.id, {content: text, status, errorCode: failure?.code ?? null})
    if (question.redFlags === null) await storage.messages.update(question.id, {redFlags: verdict().categories})
    await storage.conversations.touch(conversation.id)
    await releaseStreamSlot?.()
    return updated ?? answer
  }).catch(async (error: unknown) => {
    // The slot's release was rolled back with the rest: free it on its own, or it stays taken
    // until its lease expires (minutes) and the visitor's next message is refused.
    await releaseStreamSlot?.({undone: true})
    throw error
  })
  if (failure) await events().send('error', {...failure, answer: saved})
  else await events().send('done', saved)
  events().end()
  return saved
}

/** A model-server failure in words a visitor understands, in the conversation's language. */
export function visitorMessage(code: string, locale: string): string {
  const messages = catalogFor(locale)
  switch (code) {
    case 'model_unreachable': return messages['chat.error.unreachable']
    case 'model_timeout': return messages['chat.error.timeout']
    case 'model_rate_limited': return messages['chat.error.rateLimited']
    case 'model_error': return messages['chat.error.modelError']
    case 'model_bad_response': return messages['chat.error.badResponse']
    case 'model_not_set_up': return messages['chat.error.notSetUp']
    default: return messages['chat.error.internal']
  }
}

/** Tokens per second from the first token to the last, when the model client counted them. */
function observeTokenRate(metrics: HaleServices['metrics'], firstTokenAt: number, result: unknown): void {
  const seconds = (performance.now() - firstTokenAt) / 1000
  const tokens = isObject(result) && typeof result.tokens === 'number' ? result.tokens : 0
  if (firstTokenAt > 0 && tokens > 1 && seconds > 0) metrics.tokensPerSecond.observe(tokens / seconds)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
