import type {Request} from 'express'
import {MessageCirclePlus} from 'lucide-react'
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react'
import {firstSentence} from '../../chat/announce'
import {formatNumber} from '../../chat/format-number'
import {errorMessageKey} from '../../chat/errors'
import {takePendingMessage} from '../../chat/pending'
import {displayTitle} from '../../chat/title'
import type {SafetyContacts} from '../../chat/safety'
import type {WireMessage} from '../../chat/types'
import {useAutoScroll} from '../../chat/use-auto-scroll'
import {useChat, type ChatRunResult} from '../../chat/use-chat'
import {AssistantMessage} from '../../components/chat/AssistantMessage'
import {ShareDialog} from '../../components/chat/ShareDialog'
import {UserMessage} from '../../components/chat/UserMessage'
import {Composer} from '../../components/Composer'
import {Link, useRoute, type GetServerSideProps} from '../../framework'
import {useTranslation} from '../../i18n/use-translation'
import {href} from '../../router/href'
import type {HaleServices} from '../../../server/services'
import {currentSession} from '../../../server/sessions'
import {chatSettings} from '../../../server/chat-settings'
import type {ChatSettings} from '../../chat/chat-settings'

export interface ChatPageProps {
  conversation: {id: string; title: string}
  messages: WireMessage[]
  settings: ChatSettings
}

/** Only the owner's conversation: anyone else (and every alias: page, data file) gets a 404. */
export const getServerSideProps: GetServerSideProps<ChatPageProps, Request, HaleServices> = async ({params, request, services}) => {
  const id = typeof params.id === 'string' ? params.id : ''
  const session = await currentSession(request, services.storage)
  if (!session || id === '') return {notFound: true}
  const conversation = await services.storage.conversations.get(session.id, id)
  if (!conversation) return {notFound: true}
  const messages = await services.storage.messages.list(conversation.id)
  return {
    props: {
      // Never the session id: only what the page shows.
      conversation: {id: conversation.id, title: conversation.title},
      messages: messages.map(({id, role, content, status, errorCode}) => ({id, role, content, status, errorCode})),
      settings: chatSettings(services.config),
    },
  }
}

/** `/chat/[id]`: one conversation, rendered on the server and continued in the browser. */
export default function ChatPage({conversation, messages, settings}: ChatPageProps) {
  const {maxMessageChars, emergencyNumber, crisisLine} = settings
  const t = useTranslation()
  const route = useRoute()
  const {basePath, locale, defaultLocale} = route
  const base = useMemo(() => ({basePath}), [basePath])
  const contacts = useMemo<SafetyContacts>(() => ({emergencyNumber, crisisLine}), [emergencyNumber, crisisLine])
  const resolveInternalHref = useCallback((path: string) => href(path, {basePath, locale, defaultLocale}), [basePath, locale, defaultLocale])

  const {state, send: sendMessage, regenerate: regenerateAnswer, stop: stopAnswer, dismissNotice} = useChat(base, conversation.id, messages)
  const [draft, setDraft] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const textarea = useRef<HTMLTextAreaElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const composerBox = useRef<HTMLDivElement>(null)
  const scroll = useAutoScroll(end, composerBox)

  const announce = useCallback((text: string) => {
    // Clear first, so the same words twice are announced twice.
    setAnnouncement('')
    requestAnimationFrame(() => setAnnouncement(text))
  }, [])

  const finish = useCallback((result: ChatRunResult | null) => {
    if (!result) return
    if (result.unsaved !== null) {
      const text = result.unsaved
      setDraft((current) => (current.trim() === '' ? text : `${text}\n${current}`))
    }
    if (result.outcome === 'done') {
      const excerpt = firstSentence(result.answer ?? '')
      announce(excerpt ? t('chat.finished', {text: excerpt}) : t('chat.finishedEmpty'))
    } else if (result.outcome === 'aborted') {
      announce(t('chat.stoppedAnnouncement'))
    }
    // Errors are shown in a role="alert" element or on the answer, which say it themselves.
  }, [announce, t])

  const send = useCallback((text: string) => {
    setDraft('')
    textarea.current?.focus({preventScroll: true})
    requestAnimationFrame(() => scroll.scrollToEnd())
    void sendMessage(text).then(finish)
  }, [sendMessage, finish, scroll])

  const regenerate = useCallback(() => {
    requestAnimationFrame(() => scroll.scrollToEnd())
    void regenerateAnswer().then(finish)
    // The button that was clicked goes away while the answer streams: keep focus in the composer.
    textarea.current?.focus({preventScroll: true})
  }, [regenerateAnswer, finish, scroll])

  const stop = useCallback(() => {
    stopAnswer()
    textarea.current?.focus({preventScroll: true})
  }, [stopAnswer])

  const onCopied = useCallback((ok: boolean) => announce(ok ? t('chat.copied') : t('chat.copyFailed')), [announce, t])

  // The first message, handed over by the page that created the conversation.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const pending = takePendingMessage(conversation.id)
    if (pending !== null && pending.trim() !== '') {
      send(pending)
      // The client router focuses the page heading after this effect: take focus back to the
      // composer, where the visitor was typing.
      setTimeout(() => textarea.current?.focus({preventScroll: true}), 0)
    } else if (document.documentElement.dataset.hydrated !== 'true' && messages.length > 0 && !location.hash) {
      // A first load (not a client navigation, whose scroll the router restores): show the end.
      requestAnimationFrame(() => scroll.scrollToEnd())
    }
  }, [conversation.id, messages.length, send, scroll])

  // Follow the answer as it grows, and as its buttons and notes appear when it ends.
  const running = state.running
  // A layout effect: the page scrolls before the browser paints the new text below the composer.
  useLayoutEffect(() => {
    scroll.follow()
  }, [state.messages, scroll])

  const list = state.messages
  const last = list[list.length - 1]
  const lastUserIndex = list.findLastIndex((message) => message.role === 'user')
  const unanswered = !running && last?.role === 'user' && last.id !== null
  const title = displayTitle(conversation.title, list.find((message) => message.role === 'user')?.content) || t('chat.untitled')
  const notice = state.notice

  return (
    <div className="chat">
      <title>{`${title} — ${t('app.name')}`}</title>
      <header className="chat-header">
        <h1>{title}</h1>
        <div className="chat-header-actions">
          <ShareDialog conversationId={conversation.id} />
          <Link href="/" className="chip-button">
            <MessageCirclePlus aria-hidden="true" size={16} /><span>{t('chat.new')}</span>
          </Link>
        </div>
      </header>

      {list.length === 0 ? (
        <p className="chat-empty">{t('chat.empty')}</p>
      ) : (
        <ol className="messages" aria-label={t('chat.messages')}>
          {list.map((message, index) => message.role === 'user' ? (
            <UserMessage
              key={message.key}
              message={message}
              safety={state.safety[message.key]}
              contacts={contacts}
              // Sent from this page (a local key): an alert. Loaded with the page: a note.
              latest={index === lastUserIndex && message.key !== message.id}
            />
          ) : (
            <AssistantMessage
              key={message.key}
              message={message}
              live={running?.answerKey === message.key}
              actionable={!running && index === list.length - 1}
              onRegenerate={regenerate}
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
      )}
      <div ref={end} className="messages-end" />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{announcement}</p>

      <div className="chat-composer" ref={composerBox}>
        <Composer
          value={draft}
          onChange={(value) => {
            setDraft(value)
            if (notice) dismissNotice()
          }}
          onSend={send}
          onStop={stop}
          streaming={running !== null}
          maxChars={maxMessageChars}
          rows={2}
          textareaRef={textarea}
          notice={notice && (
            <p className="composer-notice" role="alert">
              {t(errorMessageKey(notice.code, notice.status), {max: formatNumber(locale, maxMessageChars)})}
              {notice.restored && ` ${t('chat.error.notSent')}`}
            </p>
          )}
        />
      </div>
    </div>
  )
}
