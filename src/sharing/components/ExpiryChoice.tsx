import type {Ref} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import {shareExpiryChoices, type ShareExpiryChoice} from '../api'
import {expiryLabels} from '../share-messages'

export interface ExpiryChoiceProps {
  /** The radio group's name. */
  name: string
  value: ShareExpiryChoice
  onChange: (choice: ShareExpiryChoice) => void
  ref?: Ref<HTMLFieldSetElement>
}

/** "How long the link works": one radio button per lifetime a share link can have. */
export function ExpiryChoice({name, value, onChange, ref}: ExpiryChoiceProps) {
  const t = useTranslation()
  return (
    <fieldset ref={ref} className="share-expiry">
      <legend>{t('share.expiryLegend')}</legend>
      {shareExpiryChoices.map((choice) => (
        <label key={choice}>
          <input
            type="radio" name={name} value={choice}
            checked={value === choice} onChange={() => onChange(choice)}
          />
          <span>{t(expiryLabels[choice])}</span>
        </label>
      ))}
    </fieldset>
  )
}
