import {useCallback, useEffect, useLayoutEffect, useMemo, useRef} from 'react'
import type {SafetyContacts} from '../../safety/emergency'
import type {WireMessage} from '../types'
import {useAnnouncer} from '../use-announcer'
import {useAutoScroll} from '../use-auto-scroll'
import {useChat, type EarlierLoaded} from '../use-chat'
import {useChatActions} from '../use-chat-actions'
import {usePendingFirstMessage} from '../use-pending-first-message'
import {useHumanCheck} from '../../verification/use-human-check'
import {ChatComposer} from './ChatComposer'
import {EarlierMessages} from './EarlierMessages'
import {MessageList} from './MessageList'
import {useAttachments} from '../../attachments/use-attachments'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {href} from '../../framework/router/href'
import type {ChatSettings} from '../chat-settings'
import {readBackSavedMessages} from '../read-back-saved-messages'
import {errorWords, markdownRenderer} from '../load-markdown'
import {messageComponents} from '../load-message-components'

export interface ChatBodyProps {
  conversationId: string
  /** The latest saved messages (src/chat/message-window.ts). */
  messages: readonly WireMessage[]
  /** How many saved messages come before them. */
  earlier: number
  settings: ChatSettings
  /** The visitor's first message as it changes (sent, or shown with the earlier ones): the page's title may come from it. */
  onFirstQuestion: (content: string | undefined) => void
}

/**
 * The conversation and the composer: everything of the chat page but its header. The browser
 * hydrates it once its code has loaded (chat-body.browser.ts); saved messages are the server's
 * HTML meanwhile, and stay so.
 */
export function ChatBody({conversationId, messages, earlier, settings, onFirstQuestion}: ChatBodyProps) {
  const {emergencyNumber, crisisLine, poisonControl, maxUploadBytes, maxAttachments, ocr, maxHealthImportBytes} = settings
  const t = useTranslation()
  const {basePath, locale, defaultLocale} = useRoute()
  const base = useMemo(() => ({basePath}), [basePath])
  const contacts = useMemo<SafetyContacts>(() => ({emergencyNumber, crisisLine, poisonControl}), [emergencyNumber, crisisLine, poisonControl])
  const resolveInternalHref = useCallback((path: string) => href(path, {basePath, locale, defaultLocale}), [basePath, locale, defaultLocale])

  const saved = useMemo(() => readBackSavedMessages(messages), [messages])
  const chat = useChat(base, conversationId, saved, earlier)
  const {state} = chat
  const human = useHumanCheck()
  // An upload refused for want of a verified session: the check, then the upload again.
  const attachments = useAttachments(base, {maxUploadBytes, maxAttachments, ocr, maxHealthImportBytes}, human.ask)
  const {announcement, announce} = useAnnouncer()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const composerBox = useRef<HTMLDivElement>(null)
  const scroll = useAutoScroll(end, composerBox)
  const actions = useChatActions({chat, human, attachments, contacts, announce, textarea, scroll})
  usePendingFirstMessage({conversationId, savedCount: messages.length, send: actions.send, scroll, textarea})

  // Text typed before the body was hydrated is in the box but not in the draft: keep it.
  const {draft, setDraft} = actions
  useEffect(() => {
    const typed = textarea.current?.value ?? ''
    if (typed !== '' && typed !== draft) setDraft(typed)
    // Once, when the body first runs: later, the box and the draft change together.
  }, [])

  // Saved messages came rendered; the message components, the markdown renderer and the error
  // words, for messages still to come, once the browser is idle.
  useEffect(() => {
    const cancel = [messageComponents.preload(), markdownRenderer.preload(), errorWords.preload()]
    return () => cancel.forEach((stop) => stop())
  }, [])

  // Follow the answer as it grows, and as its buttons and notes appear when it ends.
  // A layout effect: the page scrolls before the browser paints the new text below the composer.
  useLayoutEffect(() => {
    scroll.follow()
  }, [state.messages, scroll])

  const firstQuestion = state.messages.find((message) => message.role === 'user')?.content
  useEffect(() => onFirstQuestion(firstQuestion), [firstQuestion, onFirstQuestion])

  // The button goes once nothing earlier is left: focus moves to the messages it showed.
  const onEarlierShown = useCallback(({shown, remaining}: EarlierLoaded) => {
    announce(t('chat.earlierShown', {count: shown}))
    if (remaining === 0) list.current?.focus()
  }, [announce, t])

  return (
    <>
      {state.earlier > 0 && <EarlierMessages count={state.earlier} onLoad={chat.loadEarlier} onShown={onEarlierShown} />}
      <MessageList
        listRef={list}
        messages={state.messages}
        safety={state.safety}
        running={state.running}
        contacts={contacts}
        onRegenerate={actions.regenerate}
        onCopied={actions.onCopied}
        resolveInternalHref={resolveInternalHref}
        speechServer={settings.speech}
      />
      <div ref={end} className="messages-end" />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{announcement}</p>

      <ChatComposer
        ref={composerBox}
        settings={settings}
        human={human}
        waitingEmergency={actions.waitingEmergency}
        onPassed={actions.onPassed}
        draft={actions.draft}
        onDraftChange={actions.setDraft}
        notice={state.notice}
        onDismissNotice={chat.dismissNotice}
        streaming={state.running !== null}
        onSend={actions.send}
        onStop={actions.stop}
        attachments={attachments}
        textareaRef={textarea}
      />
    </>
  )
}
