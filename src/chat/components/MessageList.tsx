import type {MouseEvent, RefObject} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {SafetyContacts} from '../../safety/emergency'
import type {ChatEntry, ChatState} from '../chat-state'
import {messageComponents} from '../load-message-components'
import {withAllMessages} from '../../framework/i18n/translate'
import {SavedMessage} from './SavedMessage'
import {useRoute} from '../../framework/context'
import {pressReadAloud, useReadAloud} from '../../voice/load-read-aloud'

export interface MessageListProps {
  messages: ChatState['messages']
  safety: ChatState['safety']
  /** The exchange being streamed, if any. */
  running: ChatState['running']
  contacts: SafetyContacts
  onRegenerate: () => void
  onCopied: (ok: boolean) => void
  /** An internal link in an answer → its URL under this page's base path and locale. */
  resolveInternalHref: (path: string) => string
  /** The list itself, focusable from script (after the earlier messages are all shown). */
  listRef?: RefObject<HTMLOListElement | null>
  /** Answers are read aloud by the speech server (`TTS_BASE_URL`), not only by the browser's voice. */
  speechServer?: boolean
}

/** Whether a message still shows as the server rendered it: saved, and nothing since changed what it shows. */
function showsAsSaved(message: ChatEntry, actionable: boolean, safety: ChatState['safety']): message is SavedMessageOf {
  if (!message.saved || message.id === null) return false
  return message.role === 'user' ? safety[message.key] === undefined : message.saved.actionable === actionable
}

type SavedMessageOf = ChatEntry & {id: string; saved: NonNullable<ChatEntry['saved']>}

/**
 * The conversation: the visitor's messages and the answers, the last answer with its actions,
 * and a note where a question was saved but never answered. Saved messages are the server's
 * HTML (SavedMessage); the others, and a saved one whose actions changed, the message components,
 * which load after hydration.
 */
export function MessageList({messages, safety, running, contacts, onRegenerate, onCopied, resolveInternalHref, listRef, speechServer = false}: MessageListProps) {
  const t = useTranslation()
  const {basePath} = useRoute()
  useReadAloud(speechServer)
  const last = messages[messages.length - 1]
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user')
  const unanswered = !running && last?.role === 'user' && last.id !== null
  const actionableAt = (index: number) => !running && index === messages.length - 1
  const allSaved = messages.every((message, index) => showsAsSaved(message, actionableAt(index), safety))
  const live = messageComponents.use(!allSaved)

  function onClick(event: MouseEvent<HTMLOListElement>) {
    const target = event.target
    const button = target instanceof Element ? target.closest<HTMLElement>('li[data-saved] button[data-action]') : null
    if (!button) return
    // Regenerate and Retry at once, as the components' own buttons do; Copy with its code.
    if (button.dataset.action === 'again') return onRegenerate()
    if (button.dataset.action === 'read-aloud') return pressReadAloud(button as HTMLButtonElement, basePath)
    void loadSavedActions().then(({onSavedMessageClick}) => onSavedMessageClick(target, {
      messages, onRegenerate, onCopied,
      words: {copied: t('chat.copied'), copyLabel: t('chat.copyLabel'), copy: t('chat.copy'), copyFailed: t('chat.copyFailed')},
    }), () => {})
  }

  if (messages.length === 0) return <p className="chat-empty">{t('chat.empty')}</p>
  return (
    // The list only passes on its saved messages' button clicks; the buttons are the controls.
    <ol className="messages" aria-label={t('chat.messages')} ref={listRef} tabIndex={-1} onClick={onClick}>
      {messages.map((message, index) => {
        const actionable = actionableAt(index)
        if (showsAsSaved(message, actionable, safety)) return <SavedMessage key={message.key} message={message} />
        if (!live) return <PlainMessage key={message.key} message={message} />
        return message.role === 'user' ? (
          <live.UserMessage
            key={message.key}
            message={message}
            safety={safety[message.key]}
            contacts={contacts}
            // Sent from this page (a local key): an alert. Loaded with the page: a note.
            latest={index === lastUserIndex && message.key !== message.id}
          />
        ) : (
          <live.AssistantMessage
            key={message.key}
            message={withRenderedAnswer(message)}
            live={running?.answerKey === message.key}
            actionable={actionable}
            onRegenerate={onRegenerate}
            onCopied={onCopied}
            resolveInternalHref={resolveInternalHref}
          />
        )
      })}
      {unanswered && (
        // Only a server that stopped between saving the question and starting the answer
        // leaves this; the regenerate route needs an answer to replace, so there is no Retry.
        <li className="message message-assistant message-missing">
          <div className="answer">
            <p className="answer-note">{t('chat.noAnswer')}</p>
          </div>
        </li>
      )}
    </ol>
  )
}

/** What Copy on a saved message does (../saved-message-actions.ts), loaded on the first click. */
const loadSavedActions = withAllMessages(() => import('../saved-message-actions'))

const renderedAnswers = new WeakMap<ChatEntry, ChatEntry>()

/**
 * A saved answer shown by the components (its actions changed) keeps the server's rendering of
 * its markdown, taken from its HTML, so it needs no markdown renderer.
 */
function withRenderedAnswer(message: ChatEntry): ChatEntry {
  if (!message.saved || message.rendered || message.content === '') return message
  let entry = renderedAnswers.get(message)
  if (!entry) {
    const template = document.createElement('template')
    template.innerHTML = message.saved.html
    const html = template.content.querySelector('.answer-text')?.innerHTML
    entry = html === undefined ? message : {...message, rendered: {text: message.content, html}}
    renderedAnswers.set(message, entry)
  }
  return entry
}

/** A message while the message components are still loading: its text, as it is. */
function PlainMessage({message}: {message: ChatEntry}) {
  if (message.role === 'user') {
    return (
      <li className="message message-user" data-status={message.status}>
        <div className="bubble"><p className="bubble-text">{message.content}</p></div>
      </li>
    )
  }
  return (
    <li className="message message-assistant" data-status={message.status} aria-busy={message.status === 'streaming'}>
      <div className="answer"><div className="markdown answer-text prose answer-plain">{message.content}</div></div>
    </li>
  )
}
