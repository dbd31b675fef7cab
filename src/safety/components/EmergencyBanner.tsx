import {Phone, Siren} from 'lucide-react'
import {Fragment, type ReactNode} from 'react'
import {telHref} from '../tel-href'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {MessageKey} from '../../framework/i18n/translate'
import type {RedFlagCategory} from '../verdict'
import {useRoute} from '../../framework'
import {labResultText} from '../../labs/lab-format'
import type {CriticalLabValue} from '../../labs/wire-table'

export interface EmergencyBannerProps {
  /** The operator's `EMERGENCY_NUMBER`; null: "your local emergency number". */
  emergencyNumber: string | null
  /** The operator's `CRISIS_LINE` text, shown for self-harm. */
  crisisLine: string | null
  /** The message speaks of suicide or self-harm. */
  selfHarm: boolean
  /** What was found: each category with a first-aid step adds its line (src/safety/README.md). */
  categories?: readonly RedFlagCategory[]
  /** The operator's `POISON_CONTROL` text, shown for an overdose or poisoning. */
  poisonControl?: string | null
  /**
   * True for the exchange the visitor just sent: `role="alert"`, announced at once. Older
   * exchanges keep their banner as a note, so a long conversation does not shout on load.
   */
  live?: boolean
  /** `critical_lab_value`: the results past a critical threshold in the message's lab reports, one line each. */
  labValues?: readonly CriticalLabValue[]
}

/**
 * The emergency banner: shown above the answer the moment a message describes an emergency,
 * whatever the model does. Calm and direct: what to do, the number to call, and for self-harm
 * a gentle word and the crisis line.
 */
export function EmergencyBanner({emergencyNumber, crisisLine, selfHarm, categories = [], poisonControl = null, live = false, labValues = []}: EmergencyBannerProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  const number = emergencyNumber?.trim() || null
  const tel = number ? telHref(number) : null
  const actions = categories.flatMap((category) => ACTIONS[category] ?? [])
  const poison = categories.includes('overdose_poisoning') ? poisonControl?.trim() || null : null
  const labs = categories.includes('critical_lab_value') ? labValues : []
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
        {(actions.length > 0 || labs.length > 0) && (
          <ul className="emergency-actions">
            {labs.map((value, index) => (
              <li key={`lab-${index}`}>{t('emergency.labValue', {analyte: value.name, result: labResultText(value, locale, t('labs.negative'))})}</li>
            ))}
            {actions.map((key) => <li key={key}>{t(key)}</li>)}
            {poison && <li>{t('emergency.poisonControl', {line: poison})}</li>}
          </ul>
        )}
        {selfHarm && <p>{t('emergency.selfHarm')}</p>}
        {selfHarm && crisisLine && <p className="emergency-crisis">{t('emergency.crisisLine', {line: crisisLine})}</p>}
        <p className="emergency-wait">{t('emergency.dontWait')}</p>
      </div>
    </div>
  )
}

/** The one first-aid step of a category, where a public source gives one (src/safety/README.md). */
const ACTIONS: Partial<Record<RedFlagCategory, MessageKey>> = {
  chest_pain: 'emergency.action.chest_pain',
  stroke: 'emergency.action.stroke',
  head_injury: 'emergency.action.head_injury',
  severe_bleeding: 'emergency.action.severe_bleeding',
  breathing: 'emergency.action.breathing',
  anaphylaxis: 'emergency.action.anaphylaxis',
  unconscious: 'emergency.action.unconscious',
  seizure: 'emergency.action.seizure',
  overdose_poisoning: 'emergency.action.overdose_poisoning',
  carbon_monoxide: 'emergency.action.carbon_monoxide',
  burns: 'emergency.action.burns',
  sepsis: 'emergency.action.sepsis',
  meningitis: 'emergency.action.meningitis',
  pregnancy: 'emergency.action.pregnancy',
  sick_child: 'emergency.action.sick_child',
}

/** A message with one `{name}` placeholder replaced by an element (a link inside a sentence). */
function fill(text: string, name: string, element: ReactNode): ReactNode[] {
  const [before, ...rest] = text.split(`{${name}}`)
  if (rest.length === 0) return [text]
  return [before, <Fragment key="value">{element}</Fragment>, rest.join(`{${name}}`)]
}
