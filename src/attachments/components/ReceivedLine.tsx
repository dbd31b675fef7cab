import {Paperclip} from 'lucide-react'
import {describeReceived} from '../describe'
import type {MessageAttachment} from '../../chat/types'
import {HEALTH_SUMMARY_MIME} from '../../health-data/mime'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'

export interface ReceivedLineProps {
  attachments: readonly MessageAttachment[]
}

/** Under a sent message: what the model actually received of its attachments. */
export function ReceivedLine({attachments}: ReceivedLineProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  if (attachments.length === 0) return null
  // A health-data summary is Hale's own table of the export, not a file the visitor wrote.
  const items = attachments.map((attachment) => attachment.mime === HEALTH_SUMMARY_MIME
    ? t('attachments.received.healthSummary', {name: attachment.name})
    : describeReceived(attachment.received, locale, t))
  const list = items.join('; ')
  return (
    <p className="received-line">
      <Paperclip aria-hidden="true" size={14} />
      <span>{t('attachments.received', {items: list})}</span>
    </p>
  )
}
