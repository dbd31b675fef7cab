import {Check, Copy} from 'lucide-react'
import type {Ref} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {Delivery} from '../deliver-link'

export interface CreatedLinkProps {
  /** The link's text box id, for its label. */
  inputId: string
  url: string
  delivery: Delivery
  inputRef?: Ref<HTMLInputElement>
  onCopy: () => void
}

/** The link just made, to select by hand or copy again, and whether it is on the clipboard. */
export function CreatedLink({inputId, url, delivery, inputRef, onCopy}: CreatedLinkProps) {
  const t = useTranslation()
  return (
    <div className="share-result">
      <label htmlFor={inputId}>{t('share.linkLabel')}</label>
      <div className="share-url">
        <input id={inputId} ref={inputRef} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="chip-button" onClick={onCopy}>
          <Copy aria-hidden="true" size={16} /><span>{t('share.copy')}</span>
        </button>
      </div>
      {delivery === 'copied' && <p className="share-confirm"><Check aria-hidden="true" size={16} /><span>{t('share.copied')}</span></p>}
      {delivery === 'copyFailed' && <p className="share-warning">{t('share.copyFailed')}</p>}
    </div>
  )
}
