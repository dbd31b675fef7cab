import type {Request} from 'express'
import {MessageCirclePlus} from 'lucide-react'
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react'
import {firstSentence} from '../../chat/announce'
import {needsVerification} from '../../chat/api'
import {noticeText} from '../../chat/errors'
import {takePending} from '../../chat/pending'
import {displayTitle} from '../../chat/title'
import {loadRedFlagDetector, useRedFlagDetector} from '../../safety/local-detector'
import {emergencyOf, type Emergency, type SafetyContacts} from '../../safety/emergency'
import type {MessageAttachment, WireMessage} from '../../chat/types'
import {useAutoScroll} from '../../chat/use-auto-scroll'
import {useChat, type ChatRunResult} from '../../chat/use-chat'
import {useHumanCheck} from '../../verification/use-human-check'
import {AssistantMessage} from '../../chat/components/AssistantMessage'
import {ShareDialog} from '../../sharing/components/ShareDialog'
import {UserMessage} from '../../chat/components/UserMessage'
import {Composer} from '../../chat/components/Composer'
import {EmergencyBanner} from '../../safety/components/EmergencyBanner'
import {LazyHumanCheck as HumanCheck} from '../../verification/components/LazyHumanCheck'
import {AttachmentChips} from '../../attachments/components/AttachmentChips'
import {AttachmentTools} from '../../attachments/components/AttachmentTools'
import {useAttachments} from '../../attachments/use-attachments'
import {Link, useRoute, type GetServerSideProps} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {href} from '../../framework/router/href'
import type {HaleServices} from '../../../server/services'
import {findOwnedConversation} from '../../../server/verification/sessions'
import {chatSettings} from '../../../server/chat/chat-settings'
import {messagesWithAttachments, pageMessage} from '../../../server/chat/wire'
import type {ChatSettings} from '../../chat/chat-settings'

export interface ChatPageProps {
  conversation: {id: string; title: string}
  messages: readonly WireMessage[]
  settings: ChatSettings
}

/** Only the owner's conversation: anyone else (and every alias: page, data file) gets a 404. */
export const getServerSideProps: GetServerSideProps<ChatPageProps, Request, HaleServices> = async ({params, request, services}) => {
  const conversation = await findOwnedConversation(request, services.storage, params.id)
  if (!conversation) return {notFound: true}
  return {
    props: {
      // Never the session id: only what the page shows.
      conversation: {id: conversation.id, title: conversation.title},
      messages: (await messagesWithAttachments(services, await services.storage.messages.list(conversation.id))).map(pageMessage),
      settings: chatSettings(services.config),
    },
  }
}

/** `/chat/[id]`: one conversation, rendered on the server and continued in the browser. */
export default function ChatPage({conversation, messages, settings}: ChatPageProps) {
  const {maxMessageChars, emergencyNumber, crisisLine, poisonControl, verification, maxUploadBytes, maxAttachments} = settings
  const t = useTranslation()
  const route = useRoute()
  const {basePath, locale, defaultLocale} = route
  const base = useMemo(() => ({basePath}), [basePath])
  const contacts = useMemo<SafetyContacts>(() => ({emergencyNumber, crisisLine, poisonControl}), [emergencyNumber, crisisLine, poisonControl])
  const resolveInternalHref = useCallback((path: string) => href(path, {basePath, locale, defaultLocale}), [basePath, locale, defaultLocale])

  const {state, send: sendMessage, regenerate: regenerateAnswer, stop: stopAnswer, dismissNotice} = useChat(base, conversation.id, messages)
  const detectRedFlags = useRedFlagDetector()
  const human = useHumanCheck()
  // An upload or a transcription refused for want of a verified session: the check, then that again.
  const askHuman = human.ask
  const attachments = useAttachments(base, {maxUploadBytes, maxAttachments}, askHuman)
  const [draft, setDraft] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const textarea = useRef<HTMLTextAreaElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const composerBox = useRef<HTMLDivElement>(null)
  const scroll = useAutoScroll(end, composerBox)
  /** The banner for a message that waits for the human check (it is not in the list meanwhile). */
  const [waitingEmergency, setWaitingEmergency] = useState<Emergency | null>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft
  /** The latest send and regenerate, for sending again once the visitor passes the check. */
  const again = useRef<{send: (text: string) => void; regenerate: () => void} | null>(null)

  const announce = useCallback((text: string) => {
    // Clear first, so the same words twice are announced twice.
    setAnnouncement('')
    requestAnimationFrame(() => setAnnouncement(text))
  }, [])

  const finish = useCallback((result: ChatRunResult | null, retry?: 'send' | 'regenerate') => {
    if (!result) return
    if (result.unsaved !== null) {
      const text = result.unsaved
      setDraft((current) => (current.trim() === '' ? text : `${text}\n${current}`))
    }
    if (result.refusal && needsVerification(result.refusal)) {
      // The check speaks for itself (its region has the message); the text is back in the composer.
      dismissNotice()
      const unsaved = result.unsaved
      setWaitingEmergency(null)
      if (unsaved !== null) void loadRedFlagDetector().then((detect) => setWaitingEmergency(emergencyOf(detect(unsaved, locale), contacts)), () => {})
      human.ask(result.refusal.expired === true, () => {
        if (retry === 'regenerate') {
          again.current?.regenerate()
          return
        }
        const text = draftRef.current
        if (text.trim() !== '') again.current?.send(text)
      })
      return
    }
    if (result.outcome === 'done') {
      const excerpt = firstSentence(result.answer ?? '')
      announce(excerpt ? t('chat.finished', {text: excerpt}) : t('chat.finishedEmpty'))
    } else if (result.outcome === 'aborted') {
      announce(t('chat.stoppedAnnouncement'))
    }
    // Errors are shown in a role="alert" element or on the answer, which say it themselves.
  }, [announce, t, dismissNotice, locale, contacts, human])

  const {take: takeAttachments, restore: restoreAttachments} = attachments
  /** `given`: attachments handed over with the first message (by `/`); otherwise the composer's. */
  const send = useCallback((text: string, given?: readonly MessageAttachment[]) => {
    setDraft('')
    setWaitingEmergency(null)
    const attached = given ? [...given] : takeAttachments()
    textarea.current?.focus({preventScroll: true})
    requestAnimationFrame(() => scroll.scrollToEnd())
    void sendMessage(text, attached, detectRedFlags?.(text, locale)).then((result) => {
      // Not sent: the files come back as chips, like the text into the box.
      if (result.unsaved !== null && attached.length > 0) restoreAttachments(attached)
      finish(result, 'send')
    })
  }, [sendMessage, finish, scroll, takeAttachments, restoreAttachments, detectRedFlags, locale])

  const regenerate = useCallback(() => {
    requestAnimationFrame(() => scroll.scrollToEnd())
    void regenerateAnswer().then((result) => finish(result, 'regenerate'))
    // The button that was clicked goes away while the answer streams: keep focus in the composer.
    textarea.current?.focus({preventScroll: true})
  }, [regenerateAnswer, finish, scroll])

  const stop = useCallback(() => {
    stopAnswer()
    textarea.current?.focus({preventScroll: true})
  }, [stopAnswer])

  again.current = {send, regenerate}

  const onPassed = useCallback(() => {
    textarea.current?.focus({preventScroll: true})
    announce(t('verify.passed'))
    human.passed()
  }, [announce, human, t])

  const onCopied = useCallback((ok: boolean) => announce(ok ? t('chat.copied') : t('chat.copyFailed')), [announce, t])

  // The first message, handed over by the page that created the conversation.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const pending = takePending(conversation.id)
    if (pending !== null && pending.content.trim() !== '') {
      send(pending.content, pending.attachments)
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
        {human.check && waitingEmergency && (
          <EmergencyBanner emergencyNumber={waitingEmergency.emergencyNumber} crisisLine={waitingEmergency.crisisLine} selfHarm={waitingEmergency.selfHarm} categories={waitingEmergency.categories} poisonControl={waitingEmergency.poisonControl} live />
        )}
        {human.check && (
          <HumanCheck settings={verification} expired={human.check.expired} onPassed={onPassed} maxChars={maxMessageChars} />
        )}
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
          voice={settings}
          onVerificationRequired={askHuman}
          rows={2}
          textareaRef={textarea}
          attachmentTools={<AttachmentTools onFiles={attachments.add} />}
          attachments={(
            <AttachmentChips chips={attachments.chips} onRemove={attachments.remove} onRetry={attachments.retry}
              maxUploadBytes={maxUploadBytes} maxAttachments={maxAttachments} />
          )}
          onFiles={attachments.add}
          waiting={attachments.pending}
          blocked={attachments.failed}
          notice={notice && (
            <p className="composer-notice" role="alert">
              {noticeText(t, locale, notice, maxMessageChars, {count: maxAttachments})}
              {notice.restored && ` ${t('chat.error.notSent')}`}
            </p>
          )}
        />
      </div>
    </div>
  )
}
