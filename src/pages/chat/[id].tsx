import type {Request} from 'express'
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef} from 'react'
import {displayTitle} from '../../chat/title'
import type {SafetyContacts} from '../../safety/emergency'
import type {WireMessage} from '../../chat/types'
import {useAnnouncer} from '../../chat/use-announcer'
import {useAutoScroll} from '../../chat/use-auto-scroll'
import {useChat, type EarlierLoaded} from '../../chat/use-chat'
import {useChatActions} from '../../chat/use-chat-actions'
import {usePendingFirstMessage} from '../../chat/use-pending-first-message'
import {useHumanCheck} from '../../verification/use-human-check'
import {ChatComposer} from '../../chat/components/ChatComposer'
import {ChatHeader} from '../../chat/components/ChatHeader'
import {EarlierMessages} from '../../chat/components/EarlierMessages'
import {MessageList} from '../../chat/components/MessageList'
import {useAttachments} from '../../attachments/use-attachments'
import {useRoute, type GetServerSideProps} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {href} from '../../framework/router/href'
import type {HaleServices} from '../../../server/services'
import {findOwnedConversation} from '../../../server/verification/sessions'
import {chatSettings} from '../../../server/chat/chat-settings'
import {messagesWithAttachments, pageMessage} from '../../../server/chat/wire'
import type {ChatSettings} from '../../chat/chat-settings'
import {messageWindow} from '../../chat/message-window'
import {readBackSavedMessages} from '../../chat/read-back-saved-messages'
import {errorMessageKey} from '../../chat/errors'
import {translate} from '../../framework/i18n/translate'
import {errorWords, markdownRenderer} from '../../chat/load-markdown'
import {messageComponents} from '../../chat/load-message-components'
import {isLastAnswer} from '../../chat/chat-state'
import {savedMessageHtml} from '../../../server/chat/saved-messages'

export interface ChatPageProps {
  conversation: {id: string; title: string}
  /** The latest messages (src/chat/message-window.ts). */
  messages: readonly WireMessage[]
  /** How many saved messages come before them. */
  earlier: number
  settings: ChatSettings
}

/** Only the owner's conversation: anyone else (and every alias: page, data file) gets a 404. */
export const getServerSideProps: GetServerSideProps<ChatPageProps, Request, HaleServices> = async ({params, locale, locales, defaultLocale, request, services}) => {
  const conversation = await findOwnedConversation(request, services.storage, params.id)
  if (!conversation) return {notFound: true}
  const latest = messageWindow(await services.storage.messages.list(conversation.id))!
  const settings = chatSettings(services.config, services.ocr)
  const {emergencyNumber, crisisLine, poisonControl} = settings
  const view = {route: {locale, locales, defaultLocale, basePath: services.config.basePath}, contacts: {emergencyNumber, crisisLine, poisonControl}}
  const messages = (await messagesWithAttachments(services, latest.messages, locale)).map(pageMessage)
  return {
    props: {
      // Never the session id: only what the page shows.
      conversation: {id: conversation.id, title: conversation.title},
      // Each saved message as the server's HTML (kept: server/chat/saved-messages.tsx), which the
      // page shows without hydrating it; a failed answer's error in words, for the components.
      messages: messages.map((message, index) => {
        const worded = message.role === 'assistant' && message.status === 'error' ? {...message, errorMessage: translate(locale, errorMessageKey(message.errorCode))} : message
        return {...worded, savedHtml: savedMessageHtml(worded, {...view, actionable: isLastAnswer(messages, index)})}
      }),
      earlier: latest.earlier,
      settings,
    },
  }
}

/** A full load's boot data: the messages without their HTML, which the page reads back from the document. */
export function documentProps(props: ChatPageProps): ChatPageProps {
  return {...props, messages: props.messages.map(({savedHtml: _inTheDocument, ...message}) => message)}
}

/** `/chat/[id]`: one conversation, rendered on the server and continued in the browser. */
export default function ChatPage({conversation, messages, earlier, settings}: ChatPageProps) {
  const {emergencyNumber, crisisLine, poisonControl, maxUploadBytes, maxAttachments, ocr, maxHealthImportBytes} = settings
  const t = useTranslation()
  const {basePath, locale, defaultLocale} = useRoute()
  const base = useMemo(() => ({basePath}), [basePath])
  const contacts = useMemo<SafetyContacts>(() => ({emergencyNumber, crisisLine, poisonControl}), [emergencyNumber, crisisLine, poisonControl])
  const resolveInternalHref = useCallback((path: string) => href(path, {basePath, locale, defaultLocale}), [basePath, locale, defaultLocale])

  const saved = useMemo(() => readBackSavedMessages(messages), [messages])
  const chat = useChat(base, conversation.id, saved, earlier)
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
  usePendingFirstMessage({conversationId: conversation.id, savedCount: messages.length, send: actions.send, scroll, textarea})

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

  // The button goes once nothing earlier is left: focus moves to the messages it showed.
  const onEarlierShown = useCallback(({shown, remaining}: EarlierLoaded) => {
    announce(t('chat.earlierShown', {count: shown}))
    if (remaining === 0) list.current?.focus()
  }, [announce, t])

  const title = displayTitle(conversation.title, state.messages.find((message) => message.role === 'user')?.content) || t('chat.untitled')

  return (
    <div className="chat">
      <ChatHeader conversationId={conversation.id} title={title} />
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
    </div>
  )
}
