/**
 * The chat page's conversation in the browser: sends, streams, stops, regenerates. State lives
 * in the pure reducer (chat-state.ts); this hook owns the network and the AbortController.
 */
import {useCallback, useEffect, useMemo, useReducer, useRef} from 'react'
import type {ApiBase} from './api'
import {chatReducer, initialChatState, regenerateTarget, type ChatState} from './chat-state'
import type {StreamOutcome} from './answer-stream'
import {withAllMessages} from '../framework/i18n/translate'
import type {MessageAttachment, WireMessage} from './types'
import type {RedFlagCategory} from '../safety/verdict'

export interface ChatRunResult {
  outcome: StreamOutcome['kind']
  /** The finished answer's text (`done`), for the screen-reader announcement. */
  answer: string | null
  /** The visitor's text when the server never saved it: put it back into the composer. */
  unsaved: string | null
  /** The server refused (`outcome: 'http'`): why. A `401 verification_required` asks for the human check. */
  refusal?: Refusal
}

/** A refused request, as the UI needs it. */
export interface Refusal {
  status: number
  code: string
  retryAfter?: number
  expired?: boolean
}

export interface EarlierLoaded {
  shown: number
  remaining: number
}

export interface UseChat {
  state: ChatState
  /** Send a visitor's message (with uploaded attachments); resolves when its answer has finished, failed or been stopped. */
  send(content: string, attachments?: readonly MessageAttachment[], redFlags?: RedFlagCategory[]): Promise<ChatRunResult>
  /** Answer the last message again (Regenerate, and Retry after an error). */
  regenerate(): Promise<ChatRunResult | null>
  stop(): void
  dismissNotice(): void
  /** Load the saved messages before the first one shown: how many came and how many are left, or null when it failed. */
  loadEarlier(): Promise<EarlierLoaded | null>
}

/**
 * The API client and the answer stream's parser, loaded on first use (a send, a regenerate, earlier
 * messages) rather than with the page, and from then on kept.
 */
const loadNetwork = withAllMessages(() => import('./chat-network'))

/** The network's code, or how the run ends when it cannot load (offline): like a failed request. */
async function network(): Promise<typeof import('./chat-network') | null> {
  try {
    return await loadNetwork()
  } catch {
    return null
  }
}

let localIds = 0
function localKey(prefix: string): string {
  localIds += 1
  return `local-${prefix}-${localIds}`
}

/** `earlier`: how many saved messages come before `initialMessages` (src/chat/message-window.ts). */
export function useChat(base: ApiBase, conversationId: string, initialMessages: readonly WireMessage[], earlier = 0): UseChat {
  const [state, dispatch] = useReducer(chatReducer, {initialMessages, earlier}, (saved) => initialChatState(saved.initialMessages, saved.earlier))
  const stateRef = useRef(state)
  stateRef.current = state
  const controller = useRef<AbortController | null>(null)

  // Leaving the page stops the answer (the server saves what it has as incomplete).
  useEffect(() => () => controller.current?.abort(), [])

  const run = useCallback(async (url: (api: typeof import('./chat-network')) => string, body: unknown, userContent: string | null, abort = new AbortController()): Promise<ChatRunResult> => {
    controller.current = abort
    let saved = userContent === null
    let answer: string | null = null
    const api = await network()
    const outcome: StreamOutcome = !api ? {kind: 'network'} : abort.signal.aborted ? {kind: 'aborted'} : await api.readAnswerStream({
      url: url(api), body, signal: abort.signal,
      onEvent(event) {
        if (event.type === 'user') saved = true
        if (event.type === 'done') answer = event.message.content
        dispatch({type: 'event', event})
      },
    })
    if (controller.current === abort) controller.current = null
    if (outcome.kind === 'http') dispatch({type: 'end', outcome: 'http', code: outcome.code, status: outcome.status, retryAfter: outcome.retryAfter, at: Date.now()})
    else if (outcome.kind !== 'done' && outcome.kind !== 'error') dispatch({type: 'end', outcome: outcome.kind})
    const unsaved = !saved && outcome.kind !== 'done' && outcome.kind !== 'error' ? userContent : null
    if (outcome.kind !== 'http') return {outcome: outcome.kind, answer, unsaved}
    const {status, code, retryAfter, expired} = outcome
    return {outcome: outcome.kind, answer, unsaved, refusal: {status, code, retryAfter, expired}}
  }, [])

  /** `redFlags`: the browser's own verdict, for the banner until the server's arrives. */
  const send = useCallback((content: string, attachments: readonly MessageAttachment[] = [], redFlags?: RedFlagCategory[]) => {
    if (stateRef.current.running) return Promise.resolve({outcome: 'aborted', answer: null, unsaved: content} as ChatRunResult)
    dispatch({type: 'send', content, userKey: localKey('user'), answerKey: localKey('answer'), attachments: [...attachments], ...(redFlags ? {redFlags} : {})})
    const body = attachments.length > 0 ? {content, attachments: attachments.map((attachment) => attachment.id)} : {content}
    return run((api) => api.messagesHref(base, conversationId), body, content)
  }, [base, conversationId, run])

  const regenerate = useCallback(async (): Promise<ChatRunResult | null> => {
    const target = regenerateTarget(stateRef.current)
    if (!target) return null
    dispatch({type: 'regenerate', answerKey: localKey('answer')})
    // The route takes the id of the answer it replaces. An answer that broke off mid-stream was
    // saved by the server without the browser learning its id: ask for it.
    let answerId = target.answer?.id ?? null
    const abort = new AbortController()
    controller.current = abort
    if (answerId === null) {
      const api = await network()
      const saved = api ? await api.fetchMessages(base, conversationId) : {ok: false as const, status: 0, code: 'network', message: ''}
      if (!saved.ok) {
        const outcome = saved.status === 0 ? 'network' : 'http'
        dispatch({type: 'end', outcome, code: saved.code, status: saved.status})
        return {outcome, answer: null, unsaved: null}
      }
      const last = saved.value[saved.value.length - 1]
      if (last?.role !== 'assistant') {
        dispatch({type: 'end', outcome: 'http', code: 'not_last_answer', status: 400})
        return {outcome: 'http', answer: null, unsaved: null}
      }
      answerId = last.id
    }
    const id = answerId
    return run((api) => api.regenerateHref(base, conversationId, id), {}, null, abort)
  }, [base, conversationId, run])

  const stop = useCallback(() => controller.current?.abort(), [])
  const dismissNotice = useCallback(() => dispatch({type: 'dismiss'}), [])

  const loadEarlier = useCallback(async (): Promise<EarlierLoaded | null> => {
    const first = stateRef.current.messages.find((message) => message.id !== null)
    if (!first?.id || stateRef.current.earlier === 0) return {shown: 0, remaining: stateRef.current.earlier}
    const api = await network()
    const result = api ? await api.fetchEarlierMessages(base, conversationId, first.id) : null
    if (!result?.ok) return null
    dispatch({type: 'prepend', messages: result.value.messages, earlier: result.value.earlier})
    return {shown: result.value.messages.length, remaining: result.value.earlier}
  }, [base, conversationId])

  return useMemo(() => ({state, send, regenerate, stop, dismissNotice, loadEarlier}), [state, send, regenerate, stop, dismissNotice, loadEarlier])
}
