import type {Request} from 'express'
import {useState} from 'react'
import {displayTitle} from '../../chat/title'
import type {WireMessage} from '../../chat/types'
import {ChatBody} from '../../chat/components/chat-body'
import {ChatHeader} from '../../chat/components/ChatHeader'
import type {GetServerSideProps} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {HaleServices} from '../../../server/services'
import {findOwnedConversation} from '../../../server/verification/sessions'
import {chatSettings} from '../../../server/chat/chat-settings'
import {messagesWithAttachments, pageMessage} from '../../../server/chat/wire'
import type {ChatSettings} from '../../chat/chat-settings'
import {messageWindow} from '../../chat/message-window'
import {errorMessageKey} from '../../chat/errors'
import {translate} from '../../framework/i18n/translate'
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

/**
 * `/chat/[id]`: one conversation, rendered on the server and continued in the browser. The
 * header hydrates with the page; the conversation and the composer (ChatBody) as soon as their
 * code has loaded.
 */
export default function ChatPage({conversation, messages, earlier, settings}: ChatPageProps) {
  const t = useTranslation()
  const [asked, setAsked] = useState(() => messages.find((message) => message.role === 'user')?.content)
  const title = displayTitle(conversation.title, asked) || t('chat.untitled')
  return (
    <div className="chat">
      <ChatHeader conversationId={conversation.id} title={title} />
      <ChatBody conversationId={conversation.id} messages={messages} earlier={earlier} settings={settings} onFirstQuestion={setAsked} />
    </div>
  )
}
