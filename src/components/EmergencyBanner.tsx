import {Phone, Siren} from 'lucide-react'
import {Fragment, type ReactNode} from 'react'
import {telHref} from '../chat/tel-href'
import {useTranslation} from '../i18n/use-translation'

export interface EmergencyBannerProps {
  /** The operator's `EMERGENCY_NUMBER`; null: "your local emergency number". */
  emergencyNumber: string | null
  /** The operator's `CRISIS_LINE` text, shown for self-harm. */
  crisisLine: string | null
  /** The message speaks of suicide or self-harm. */
  selfHarm: boolean
  /**
   * True for the exchange the visitor just sent: `role="alert"`, announced at once. Older
   * exchanges keep their banner as a note, so a long conversation does not shout on load.
   */
  live?: boolean
}

/**
 * The emergency banner: shown above the answer the moment a message describes an emergency,
 * whatever the model does. Calm and direct: what to do, the number to call, and for self-harm
 * a gentle word and the crisis line.
 */
export function EmergencyBanner({emergencyNumber, crisisLine, selfHarm, live = false}: EmergencyBannerProps) {
  const t = useTranslation()
  const number = emergencyNumber?.trim() || null
  const tel = number ? telHref(number) : null
  return (
    <div className="emergency-banner" role={live ? 'alert' : 'note'}>
      <Siren aria-hidden="true" size={24} className="emergency-icon" />
      <div className="emergency-text">
        <p className="emergency-title">
          <strong>{t('emergency.title')}</strong>{' '}
          {tel && number
            ? fill(t('emergency.callNumber'), 'number', <strong className="emergency-number">{number}</strong>)
            : t('emergency.callLocal')}
        </p>
        {tel && number && (
          <a href={tel} className="emergency-call">
            <Phone aria-hidden="true" size={18} />
            <span>{t('emergency.callButton', {number})}</span>
          </a>
        )}
        {selfHarm && <p>{t('emergency.selfHarm')}</p>}
        {selfHarm && crisisLine && <p className="emergency-crisis">{t('emergency.crisisLine', {line: crisisLine})}</p>}
        <p className="emergency-wait">{t('emergency.dontWait')}</p>
      </div>
    </div>
  )
}

/** A message with one `{name}` placeholder replaced by an element (a link inside a sentence). */
function fill(text: string, name: string, element: ReactNode): ReactNode[] {
  const [before, ...rest] = text.split(`{${name}}`)
  if (rest.length === 0) return [text]
  return [before, <Fragment key="value">{element}</Fragment>, rest.join(`{${name}}`)]
}
