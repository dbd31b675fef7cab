import type {RefObject} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {SafetyContacts} from '../../safety/emergency'
import type {ChatState} from '../chat-state'
import {AssistantMessage} from './AssistantMessage'
import {UserMessage} from './UserMessage'

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
}

/**
 * The conversation: the visitor's messages and the answers, the last answer with its actions,
 * and a note where a question was saved but never answered.
 */
export function MessageList({messages, safety, running, contacts, onRegenerate, onCopied, resolveInternalHref, listRef}: MessageListProps) {
  const t = useTranslation()
  const last = messages[messages.length - 1]
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user')
  const unanswered = !running && last?.role === 'user' && last.id !== null

  if (messages.length === 0) return <p className="chat-empty">{t('chat.empty')}</p>
  return (
    <ol className="messages" aria-label={t('chat.messages')} ref={listRef} tabIndex={-1}>
      {messages.map((message, index) => message.role === 'user' ? (
        <UserMessage
          key={message.key}
          message={message}
          safety={safety[message.key]}
          contacts={contacts}
          // Sent from this page (a local key): an alert. Loaded with the page: a note.
          latest={index === lastUserIndex && message.key !== message.id}
        />
      ) : (
        <AssistantMessage
          key={message.key}
          message={message}
          live={running?.answerKey === message.key}
          actionable={!running && index === messages.length - 1}
          onRegenerate={onRegenerate}
          onCopied={onCopied}
          resolveInternalHref={resolveInternalHref}
        />
      ))}
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
