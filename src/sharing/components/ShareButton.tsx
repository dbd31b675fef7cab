import {Share} from 'lucide-react'
import {useCallback, useRef, useState, type ComponentType} from 'react'
import {withAllMessages} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {ShareDialogProps} from './ShareDialog'
import './share-dialog.css'

/** The dialog's code and its messages, on the first press of the button. */
const loadShareDialog = withAllMessages(() => import('./ShareDialog'))

/**
 * A conversation's Share button. Its dialog (./ShareDialog.tsx) is not part of the chat page's
 * first load: it loads when the button is first pressed, and opens as soon as it is here.
 * Should its code not load, the button stays as it is and may be pressed again.
 */
export function ShareButton({conversationId}: {conversationId: string}) {
  const t = useTranslation()
  const openerRef = useRef<HTMLButtonElement>(null)
  const [Dialog, setDialog] = useState<ComponentType<ShareDialogProps> | null>(null)
  const [loading, setLoading] = useState(false)
  const openDialog = useRef<(() => void) | null>(null)
  const register = useCallback((open: () => void) => {
    openDialog.current = open
  }, [])

  function press() {
    if (openDialog.current) {
      openDialog.current()
      return
    }
    if (loading) return
    setLoading(true)
    loadShareDialog().then(
      (module) => setDialog(() => module.ShareDialog),
      () => {},
    ).finally(() => setLoading(false))
  }

  return (
    <>
      <button type="button" ref={openerRef} className="chip-button" onClick={press} aria-haspopup="dialog" aria-busy={loading || undefined}>
        <Share aria-hidden="true" size={16} /><span>{t('share.button')}</span>
      </button>
      {Dialog && <Dialog conversationId={conversationId} openerRef={openerRef} register={register} />}
    </>
  )
}
