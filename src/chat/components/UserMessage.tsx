import {memo, useMemo} from 'react'
import type {ChatEntry} from '../chat-state'
import {emergencyOf, type SafetyContacts} from '../../safety/emergency'
import type {SafetyNotice} from '../types'
import {useTranslation} from '../../framework/i18n/use-translation'
import {EmergencyBanner} from '../../safety/components/EmergencyBanner'
import {ReceivedLine} from '../../attachments/components/ReceivedLine'
import {LabTables} from '../../labs/components/LabTable'
import {HealthSummaries} from '../../health-data/components/HealthCharts'
import {criticalLabValues} from '../../labs/lab-format'

export interface UserMessageProps {
  message: ChatEntry
  /** The server's `safety` event for this message, when it sent one. */
  safety: SafetyNotice | undefined
  /** The operator's emergency number and crisis line (the page's props). */
  contacts: SafetyContacts
  /** The exchange is the newest one: its banner is an alert. */
  latest: boolean
}

/**
 * A visitor's message: plain text in a bubble (never markdown), then the emergency banner when its
 * red-flag verdict (stored with it by the server, or the browser's own until the server confirms
 * it) or the server's `safety` event raised one (with a line for each critical lab value), then
 * the table of each attached lab report and the charts of each health-data summary. Rendering
 * never runs the detector.
 */
export const UserMessage = memo(function UserMessage(props: UserMessageProps) {
  return (
    <li className="message message-user" data-status={props.message.status} data-message-id={props.message.id ?? undefined}>
      <QuestionBody {...props} />
    </li>
  )
})

/** What is inside a visitor's message's list item (the server renders it alone for a saved one: server/chat/saved-messages.tsx). */
export function QuestionBody({message, safety, contacts, latest}: UserMessageProps) {
  const t = useTranslation()
  const emergency = useMemo(() => emergencyOf(message.redFlags, contacts, safety), [message.redFlags, contacts, safety])
  const labValues = useMemo(() => criticalLabValues((message.attachments ?? []).map((attachment) => attachment.labTable)), [message.attachments])
  return (
    <>
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
          categories={emergency.categories}
          poisonControl={emergency.poisonControl}
          live={latest}
          labValues={labValues}
        />
      )}
      {message.attachments && <LabTables attachments={message.attachments} />}
      {message.attachments && <HealthSummaries attachments={message.attachments} />}
    </>
  )
}
