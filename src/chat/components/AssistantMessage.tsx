import {Bot, CircleAlert, CircleStop, RefreshCw, RotateCcw} from 'lucide-react'
import {memo} from 'react'
import type {ChatEntry} from '../chat-state'
import {errorWords} from '../load-markdown'
import {useTranslation} from '../../framework/i18n/use-translation'
import {AnswerContent} from './AnswerContent'
import {CopyButton} from './CopyButton'
import {ReadAloudButton} from '../../voice/components/ReadAloudButton'

export interface AssistantMessageProps {
  message: ChatEntry
  /** This answer is being streamed right now (not a `streaming` row saved by another tab). */
  live: boolean
  /** The last message of the conversation and nothing is streaming: Regenerate or Retry apply. */
  actionable: boolean
  onRegenerate: () => void
  onCopied: (ok: boolean) => void
  resolveInternalHref?: (path: string) => string
}

/**
 * An answer: the Bot avatar, the markdown, and what happened to it (still streaming, stopped,
 * failed), with Copy, Read aloud, Regenerate (the last answer) and Retry (a failed last answer).
 */
export const AssistantMessage = memo(function AssistantMessage(props: AssistantMessageProps) {
  const {message, live} = props
  const streaming = live && message.status === 'streaming'
  return (
    <li className="message message-assistant" data-status={message.status} aria-busy={streaming} data-message-id={message.id ?? undefined}>
      <AnswerBody {...props} />
    </li>
  )
})

/**
 * What is inside an answer's list item. The server also renders it alone for a saved answer
 * (server/chat/saved-messages.tsx), whose buttons then work through `data-action`
 * (../saved-message-actions.ts).
 */
export function AnswerBody({message, live, actionable, onRegenerate, onCopied, resolveInternalHref}: AssistantMessageProps) {
  const t = useTranslation()
  const streaming = live && message.status === 'streaming'
  const failed = message.status === 'error'
  // A saved answer's error comes in words from the server; one that failed here needs the error words.
  const errors = errorWords.use(failed && message.errorMessage === null)
  return (
    <>
      <span className="avatar avatar-small" aria-hidden="true"><Bot size={20} /></span>
      <div className="answer">
        <span className="visually-hidden">{t('chat.answer')}: </span>
        {message.content !== '' && <AnswerContent text={message.content} streaming={streaming} rendered={message.rendered} resolveInternalHref={resolveInternalHref} />}
        {streaming && message.content === '' && (
          <p className="thinking"><span className="thinking-dots" aria-hidden="true"><i /><i /><i /></span>{t('chat.thinking')}</p>
        )}
        {streaming && message.content !== '' && <span className="streaming-dot" aria-hidden="true" />}
        {streaming && <span className="visually-hidden">{t('chat.writing')}</span>}
        {!live && message.status === 'streaming' && <p className="answer-note">{t('chat.stillWriting')}</p>}
        {message.status === 'incomplete' && (
          <p className="answer-note"><CircleStop aria-hidden="true" size={16} /><span>{t('chat.stopped')}</span></p>
        )}
        {failed && (
          <div className="answer-error">
            <CircleAlert aria-hidden="true" size={20} />
            <div>
              <p>{message.errorMessage ?? (errors ? t(errors.errorMessageKey(message.errorCode)) : null)}</p>
              <p className="answer-error-saved">{t('chat.error.saved')}</p>
            </div>
          </div>
        )}
        {!streaming && (
          <div className="answer-actions">
            {message.content !== '' && <CopyButton text={message.content} onCopied={onCopied} />}
            {message.content !== '' && <ReadAloudButton />}
            {actionable && !failed && (
              <button type="button" className="chip-button" onClick={onRegenerate} data-action="again">
                <RefreshCw aria-hidden="true" size={16} /><span>{t('chat.regenerate')}</span>
              </button>
            )}
            {actionable && failed && (
              <button type="button" className="chip-button chip-button-primary" onClick={onRegenerate} data-action="again">
                <RotateCcw aria-hidden="true" size={16} /><span>{t('chat.retry')}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </>
  )
}
