/**
 * The conversation as the chat page holds it in the browser: the saved messages from the
 * server, the exchange being streamed, and what went wrong. A pure reducer, so every step of
 * sending, streaming, stopping and failing is unit-tested without a browser.
 */
import type {RedFlagCategory} from '../safety/verdict'
import type {ChatStreamEvent, MessageAttachment, MessageRole, MessageStatus, SafetyNotice, WireMessage} from './types'

/** One message as the chat page shows it: saved, being sent, or being streamed. */
export interface ChatEntry {
  /** Stable React key: the id it had when it first appeared (a local id until saved). */
  key: string
  /** The server's id; null while the server has not confirmed it. */
  id: string | null
  role: MessageRole
  content: string
  /** `sending`: a visitor's message the server has not confirmed yet. */
  status: MessageStatus | 'sending'
  errorCode: string | null
  /** The server's words for an error, already in the conversation's language. */
  errorMessage: string | null
  /** A visitor's message's attachments, with what the model received. */
  attachments?: MessageAttachment[]
  /**
   * A visitor's message: the emergency categories found in it, the server's stored verdict, or
   * the browser's own while the server has not confirmed the message.
   */
  redFlags?: RedFlagCategory[]
  /** The server's HTML of `text` (a saved answer of the page's props): shown while `content` is still `text`. */
  rendered?: {text: string; html: string}
  /**
   * A saved message of the page's props: its list item's content as the server rendered it
   * (`WireMessage.savedHtml`), and whether the server showed it as the last answer, with its
   * Regenerate or Retry button.
   */
  saved?: {html: string; actionable: boolean}
}

/** A problem that is not an answer's: a refused send or regenerate. */
export interface ChatNotice {
  code: string
  /** The HTTP status when Hale's API refused. */
  status?: number
  /** True when the visitor's text was put back into the composer. */
  restored: boolean
  /** A `429`: seconds until the visitor may continue, counted from `at` (ms since the epoch). */
  retryAfter?: number
  at?: number
}

export interface ChatState {
  messages: ChatEntry[]
  /** Saved messages before the first one held here, not loaded yet (src/chat/message-window.ts). */
  earlier: number
  /** The server's `safety` events, by the key of the visitor's message they are about. */
  safety: Readonly<Record<string, SafetyNotice>>
  /** The exchange being streamed. */
  running: {
    userKey: string
    answerKey: string
    /** The answer a regenerate replaced, put back if the server refuses. */
    replaced: ChatEntry | null
    /** True once the server has sent anything for this exchange. */
    started: boolean
  } | null
  notice: ChatNotice | null
}

export type ChatAction =
  | {type: 'send'; content: string; userKey: string; answerKey: string; attachments?: MessageAttachment[]; redFlags?: RedFlagCategory[]}
  | {type: 'regenerate'; answerKey: string}
  | {type: 'event'; event: ChatStreamEvent}
  | {type: 'end'; outcome: 'aborted' | 'network' | 'interrupted' | 'http'; code?: string; status?: number; retryAfter?: number; at?: number}
  | {type: 'dismiss'}
  /** Earlier saved messages, loaded on request, go before the first ones held. */
  | {type: 'prepend'; messages: readonly WireMessage[]; earlier: number}

export function initialChatState(messages: readonly WireMessage[], earlier = 0): ChatState {
  return {messages: messages.map((message, index) => fromWire(message, message.id, isLastAnswer(messages, index))), earlier, safety: {}, running: null, notice: null}
}

/** The last message, an answer: with nothing streaming, it offers Regenerate (or Retry). */
export function isLastAnswer(messages: readonly {role: MessageRole}[], index: number): boolean {
  return index === messages.length - 1 && messages[index]!.role === 'assistant'
}

/** `lastAnswer`: a saved message was rendered by the server as the last answer (`saved.actionable`). */
export function fromWire(message: WireMessage, key: string = message.id, lastAnswer = false): ChatEntry {
  return {
    key, id: message.id, role: message.role, content: message.content, status: message.status,
    errorCode: message.errorCode, errorMessage: message.errorMessage ?? null,
    ...(message.attachments && message.attachments.length > 0 ? {attachments: message.attachments} : {}),
    ...(message.redFlags ? {redFlags: message.redFlags} : {}),
    ...(message.html !== undefined ? {rendered: {text: message.content, html: message.html}} : {}),
    ...(message.savedHtml !== undefined ? {saved: {html: message.savedHtml, actionable: lastAnswer}} : {}),
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      if (state.running) return state
      const user: ChatEntry = {
        key: action.userKey, id: null, role: 'user', content: action.content, status: 'sending', errorCode: null, errorMessage: null,
        ...(action.attachments && action.attachments.length > 0 ? {attachments: action.attachments} : {}),
        ...(action.redFlags ? {redFlags: action.redFlags} : {}),
      }
      return {
        ...state,
        messages: [...state.messages, user, streamingAnswer(action.answerKey)],
        running: {userKey: action.userKey, answerKey: action.answerKey, replaced: null, started: false},
        notice: null,
      }
    }
    case 'regenerate': {
      const target = regenerateTarget(state)
      if (!target) return state
      const last = state.messages[state.messages.length - 1]!
      const replaced = last.role === 'assistant' ? last : null
      const kept = replaced ? state.messages.slice(0, -1) : state.messages
      return {
        ...state,
        messages: [...kept, streamingAnswer(action.answerKey)],
        running: {userKey: target.user.key, answerKey: action.answerKey, replaced, started: false},
        notice: null,
      }
    }
    case 'event':
      return applyEvent(state, action.event)
    case 'end':
      return end(state, action)
    case 'dismiss':
      return state.notice ? {...state, notice: null} : state
    case 'prepend': {
      // A message already held (loaded twice by two quick requests) is not shown twice.
      const held = new Set(state.messages.map((message) => message.id))
      const earlier = action.messages.filter((message) => !held.has(message.id)).map((message) => fromWire(message))
      return {...state, messages: [...earlier, ...state.messages], earlier: action.earlier}
    }
  }
}

/**
 * What Regenerate (or Retry) would act on: the last visitor message, saved, and the answer
 * after it if any. Null while streaming, or when the conversation does not end that way.
 */
export function regenerateTarget(state: ChatState): {user: ChatEntry & {id: string}; answer: ChatEntry | null} | null {
  if (state.running) return null
  const messages = state.messages
  const last = messages[messages.length - 1]
  if (!last) return null
  const user = last.role === 'user' ? last : messages[messages.length - 2]
  const answer = last.role === 'assistant' ? last : null
  if (!user || user.role !== 'user' || user.id === null || user.status === 'sending') return null
  return {user: user as ChatEntry & {id: string}, answer}
}

/** The content of the visitor's message whose sending failed before the server saved it. */
export function unsavedText(previous: ChatState, next: ChatState): string | null {
  const run = previous.running
  if (!run || next.running) return null
  const before = previous.messages.find((message) => message.key === run.userKey)
  const after = next.messages.find((message) => message.key === run.userKey)
  return before && before.status === 'sending' && !after ? before.content : null
}

function streamingAnswer(key: string): ChatEntry {
  return {key, id: null, role: 'assistant', content: '', status: 'streaming', errorCode: null, errorMessage: null}
}

function applyEvent(state: ChatState, event: ChatStreamEvent): ChatState {
  const run = state.running
  if (!run) return state
  const running = run.started ? run : {...run, started: true}
  switch (event.type) {
    case 'user':
      return {
        ...state, running,
        messages: update(state.messages, run.userKey, () => fromWire(event.message, run.userKey)),
      }
    case 'safety':
      return {...state, running, safety: {...state.safety, [run.userKey]: event.safety}}
    case 'delta':
      if (event.text === '') return running === run ? state : {...state, running}
      return {
        ...state, running,
        messages: update(state.messages, run.answerKey, (answer) => ({...answer, content: answer.content + event.text})),
      }
    case 'done':
      return {
        ...state, running: null,
        messages: update(confirmUser(state.messages, run.userKey), run.answerKey, () => fromWire(event.message, run.answerKey)),
      }
    case 'error':
      return {
        ...state, running: null,
        messages: update(confirmUser(state.messages, run.userKey), run.answerKey, (answer) => ({
          ...answer,
          id: event.answer?.id ?? answer.id,
          content: event.answer ? event.answer.content : answer.content,
          status: 'error',
          errorCode: event.code,
          errorMessage: event.message || null,
        })),
      }
  }
}

function end(state: ChatState, action: Extract<ChatAction, {type: 'end'}>): ChatState {
  const run = state.running
  if (!run) return state
  const user = state.messages.find((message) => message.key === run.userKey)
  const code = action.code ?? action.outcome
  const wait = action.retryAfter !== undefined ? {retryAfter: action.retryAfter, at: action.at} : {}
  const notice = (restored: boolean): ChatNotice | null =>
    action.outcome === 'aborted' ? null : {code, status: action.status, restored, ...wait}

  // Nothing reached the server, or it refused: undo the exchange.
  if (user?.status === 'sending') {
    return {
      ...state, running: null, notice: notice(true),
      messages: state.messages.filter((message) => message.key !== run.userKey && message.key !== run.answerKey),
    }
  }
  if (!run.started && (action.outcome === 'http' || action.outcome === 'network' || action.outcome === 'aborted')) {
    // A regenerate the server refused or never received: the old answer is still the saved one.
    const messages = state.messages.filter((message) => message.key !== run.answerKey)
    return {...state, running: null, notice: notice(false), messages: run.replaced ? [...messages, run.replaced] : messages}
  }
  // The visitor's message is saved; the answer broke off or was stopped.
  return {
    ...state, running: null, notice: null,
    messages: update(state.messages, run.answerKey, (answer) => action.outcome === 'aborted'
      ? {...answer, status: 'incomplete'}
      : {...answer, status: 'error', errorCode: code, errorMessage: null}),
  }
}

function confirmUser(messages: ChatEntry[], key: string): ChatEntry[] {
  return update(messages, key, (message) => (message.status === 'sending' ? {...message, status: 'complete'} : message))
}

function update(messages: ChatEntry[], key: string, change: (message: ChatEntry) => ChatEntry): ChatEntry[] {
  return messages.map((message) => (message.key === key ? change(message) : message))
}
