import {Link2, X} from 'lucide-react'
import {useEffect, useId, useRef, useState, type RefObject} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import {useModalDialog} from '../../ui/use-modal-dialog'
import type {ShareExpiryChoice} from '../api'
import {useShareLinks} from '../use-share-links'
import {CreatedLink} from './CreatedLink'
import {ExpiryChoice} from './ExpiryChoice'
import {LiveLinks} from './LiveLinks'

export interface ShareDialogProps {
  conversationId: string
  /** The Share button (./ShareButton.tsx): focus goes back to it when the dialog closes. */
  openerRef: RefObject<HTMLButtonElement | null>
  /** Called when the button is pressed again: the dialog opens again. */
  register: (open: () => void) => void
}

/**
 * The dialog of a conversation's Share button, loaded when the button is first pressed
 * (./ShareButton.tsx), and open from then on: pick how long the link lives, make it, then the
 * system share sheet on phones (Web Share API, coarse pointer) or the clipboard elsewhere, with
 * the link shown to select by hand too. Lists the conversation's live links, each with Revoke. A
 * native modal `<dialog>`: the page behind is inert (focus stays inside), Esc closes.
 */
export function ShareDialog({conversationId, openerRef, register}: ShareDialogProps) {
  const t = useTranslation()
  const id = useId()
  const {dialogRef, open: showDialog, close} = useModalDialog(openerRef)
  const expiryChoice = useRef<HTMLFieldSetElement>(null)
  const urlInput = useRef<HTMLInputElement>(null)
  const [expiresIn, setExpiresIn] = useState<ShareExpiryChoice>('7d')
  const shares = useShareLinks(conversationId)
  const {busy, created, links, error, status} = shares

  function open() {
    shares.clear()
    showDialog()
    expiryChoice.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
    void shares.refresh()
  }
  const opened = useRef(open)
  opened.current = open
  // Open once loaded (the button was pressed), and each time the button is pressed again.
  useEffect(() => {
    register(() => opened.current())
    opened.current()
  }, [register])

  async function create() {
    const delivery = await shares.create(expiresIn)
    // Neither the share sheet nor the clipboard took it: select it, ready to copy by hand.
    if (delivery === 'copyFailed') requestAnimationFrame(() => urlInput.current?.select())
  }

  return (
    <dialog ref={dialogRef} className="share-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        <div className="share-dialog-body">
          <div className="share-dialog-head">
            <h2 id={`${id}-title`}>{t('share.title')}</h2>
            <button type="button" className="icon-button" onClick={close} aria-label={t('share.close')}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          <p id={`${id}-intro`} className="share-intro">{t('share.intro')}</p>

          <ExpiryChoice ref={expiryChoice} name={`${id}-expiry`} value={expiresIn} onChange={setExpiresIn} />

          <button type="button" className="button share-create" onClick={create} disabled={busy} aria-busy={busy}>
            <Link2 aria-hidden="true" size={18} /><span>{busy ? t('share.creating') : t('share.create')}</span>
          </button>

          {created && (
            <CreatedLink inputId={`${id}-url`} inputRef={urlInput} url={created.url} delivery={created.delivery}
              onCopy={() => shares.copyAgain(created.url)} />
          )}

          {error && <p className="share-error" role="alert">{t(error)}</p>}

          <LiveLinks headingId={`${id}-links`} links={links} onRevoke={shares.revoke} />
          {/* A div: the chat page announces through its own <p aria-live>, which tests find by that. */}
          <div className="visually-hidden" role="status" aria-live="polite">{status}</div>
        </div>
      </dialog>
  )
}
