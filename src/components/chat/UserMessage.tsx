import {memo, useMemo} from 'react'
import type {ChatMessage} from '../../chat/chat-state'
import {emergencyFor, type SafetyContacts} from '../../chat/safety'
import type {SafetyNotice} from '../../chat/types'
import {useRoute} from '../../framework'
import {useTranslation} from '../../i18n/use-translation'
import {EmergencyBanner} from '../EmergencyBanner'
import {ReceivedLine} from '../attachments/ReceivedLine'

export interface UserMessageProps {
  message: ChatMessage
  /** The server's `safety` event for this message, when it sent one. */
  safety: SafetyNotice | undefined
  /** The operator's emergency number and crisis line (the page's props). */
  contacts: SafetyContacts
  /** The exchange is the newest one: its banner is an alert. */
  latest: boolean
}

/**
 * A visitor's message: plain text in a bubble (never markdown), then the emergency banner when
 * the red-flag detector (run right here, no network needed) or the server raised one.
 */
export const UserMessage = memo(function UserMessage({message, safety, contacts, latest}: UserMessageProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  const emergency = useMemo(() => emergencyFor(message.content, locale, contacts, safety), [message.content, locale, contacts, safety])
  return (
    <li className="message message-user" data-status={message.status}>
      <div className="bubble">
        <span className="visually-hidden">{t('chat.you')}: </span>
        <p className="bubble-text">{message.content}</p>
      </div>
      {message.attachments && <ReceivedLine attachments={message.attachments} />}
      {emergency && (
        <EmergencyBanner
          emergencyNumber={emergency.emergencyNumber}
          crisisLine={emergency.crisisLine}
          selfHarm={emergency.selfHarm}
          live={latest}
        />
      )}
    </li>
  )
})
