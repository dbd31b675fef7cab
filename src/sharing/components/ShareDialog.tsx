import {Link2, Share, X} from 'lucide-react'
import {useId, useRef, useState} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import {useModalDialog} from '../../ui/use-modal-dialog'
import type {ShareExpiryChoice} from '../api'
import {useShareLinks} from '../use-share-links'
import {CreatedLink} from './CreatedLink'
import {ExpiryChoice} from './ExpiryChoice'
import {LiveLinks} from './LiveLinks'
import './share-dialog.css'

export interface ShareDialogProps {
  conversationId: string
}

/**
 * The Share button of a conversation and its dialog: pick how long the link lives, make it, then
 * the system share sheet on phones (Web Share API, coarse pointer) or the clipboard elsewhere,
 * with the link shown to select by hand too. Lists the conversation's live links, each with
 * Revoke. A native modal `<dialog>`: the page behind is inert (focus stays inside), Esc closes.
 */
export function ShareDialog({conversationId}: ShareDialogProps) {
  const t = useTranslation()
  const id = useId()
  const {dialogRef, openerRef, open: showDialog, close} = useModalDialog()
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

  async function create() {
    const delivery = await shares.create(expiresIn)
    // Neither the share sheet nor the clipboard took it: select it, ready to copy by hand.
    if (delivery === 'copyFailed') requestAnimationFrame(() => urlInput.current?.select())
  }

  return (
    <>
      <button type="button" ref={openerRef} className="chip-button" onClick={open} aria-haspopup="dialog">
        <Share aria-hidden="true" size={16} /><span>{t('share.button')}</span>
      </button>
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
    </>
  )
}
