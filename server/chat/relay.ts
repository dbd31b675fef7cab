/**
 * One answer, from the model server to the visitor: the red-flag check first (the banner never
 * depends on the model), then the upstream stream relayed event by event and saved. The
 * visitor's message is saved before this runs; the answer is saved as `complete`, as
 * `incomplete` when the visitor stops or leaves (or the server shuts down), or as `error` with
 * a code when the model server fails.
 */
import {catalogFor, languageName} from '../../src/i18n'
import {detectRedFlags} from '../../src/safety/red-flags'
import {systemPrompt} from '../../src/safety/system-prompt'
import {ModelError, type ChatMessage} from '../model/chat-client'
import type {HaleServices} from '../services'
import type {Conversation, Message} from '../storage/storage'
import type {EventStream} from './event-stream'

export interface RelayInput {
  services: HaleServices
  events: EventStream
  conversation: Conversation
  /** The visitor's message this answer is for (already saved). */
  question: Message
  /** The conversation before `question`, oldest first. */
  history: readonly Message[]
  /** Aborted when the visitor stops or leaves. */
  signal: AbortSignal
}

/** The shape of the `error` event. */
export interface ErrorEvent { code: string; message: string }

/** What the model sees: the system prompt, then the conversation's finished turns, then the question. */
export function modelMessages(conversation: Conversation, history: readonly Message[], question: Message, override?: string): ChatMessage[] {
  const turns = history.filter((message) => message.content.trim() !== '' && message.status !== 'error' && message.status !== 'streaming')
  return [
    {role: 'system', content: systemPrompt({locale: conversation.locale, languageName: languageName(conversation.locale), override})},
    ...turns.map((message) => ({role: message.role, content: message.content}) satisfies ChatMessage),
    {role: 'user', content: question.content},
  ]
}

export async function relayAnswer({services, events, conversation, question, history, signal}: RelayInput): Promise<Message> {
  const {storage, model, config, log} = services
  await events.send('user', question)

  const flags = detectRedFlags(question.content, conversation.locale)
  if (flags.emergency) {
    await events.send('safety', {
      categories: flags.categories, selfHarm: flags.selfHarm,
      emergencyNumber: config.emergencyNumber ?? null, crisisLine: flags.selfHarm ? config.crisisLine ?? null : null,
    })
  }

  const upstream = new AbortController()
  const stop = () => upstream.abort()
  signal.addEventListener('abort', stop, {once: true})
  services.shutdown.addEventListener('abort', stop, {once: true})
  // A listener added to a signal that has already fired never runs: the visitor may have left
  // (or the server begun to stop) during the awaits before this point.
  if (signal.aborted || services.shutdown.aborted) stop()

  const answer = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: '', status: 'streaming', model: model.name})
  let text = ''
  let status: Message['status'] = 'complete'
  let failure: ErrorEvent | null = null
  const stream = model.stream(modelMessages(conversation, history, question, config.systemPrompt), upstream.signal)
  try {
    for (;;) {
      const next = await stream.next()
      if (next.done) {
        // Cut at the token cap (ours or the model server's): not a whole answer.
        if (isObject(next.value) && next.value.finishReason === 'length') status = 'incomplete'
        break
      }
      if (upstream.signal.aborted) break
      text += next.value.text
      await events.send('delta', {text: next.value.text})
    }
    if (upstream.signal.aborted) status = 'incomplete'
  } catch (error) {
    if (upstream.signal.aborted) {
      status = 'incomplete'
    } else {
      status = 'error'
      const code = error instanceof ModelError ? error.code : 'internal_error'
      if (!(error instanceof ModelError)) log.error('The answer failed', {error, conversation: conversation.id})
      else log.warn('The model server failed', {code, status: error.status, detail: error.detail, conversation: conversation.id})
      failure = {code, message: visitorMessage(code, conversation.locale)}
    }
  } finally {
    signal.removeEventListener('abort', stop)
    services.shutdown.removeEventListener('abort', stop)
    // Leaving the loop early (the visitor left) ends the upstream request at once.
    await stream.return(undefined).catch(() => {})
  }
  // Let the aborted upstream connection close before saving: SQLite writes block the event loop.
  await new Promise((resolve) => setImmediate(resolve))

  const saved = (await storage.messages.update(answer.id, {content: text, status, errorCode: failure?.code ?? null})) ?? answer
  await storage.conversations.touch(conversation.id)
  if (failure) await events.send('error', {...failure, answer: saved})
  else await events.send('done', saved)
  events.end()
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
    default: return messages['chat.error.internal']
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
