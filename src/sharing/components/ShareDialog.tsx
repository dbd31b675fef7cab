import {Check, Copy, Link2, Share, X} from 'lucide-react'
import {useEffect, useId, useRef, useState} from 'react'
import {
  absoluteShareUrl, createShare, listShares, revokeShare, shareExpiryChoices, type ShareExpiryChoice, type ShareLink,
} from '../api'
import {useRoute} from '../../framework'
import type {MessageKey} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import {dateTimeFormat} from '../../framework/i18n/intl'
import {copyText} from '../../chat/components/CopyButton'
import './share-dialog.css'

export interface ShareDialogProps {
  conversationId: string
}

const expiryLabels: Record<ShareExpiryChoice, MessageKey> = {
  '24h': 'share.expiry.24h', '7d': 'share.expiry.7d', '30d': 'share.expiry.30d', never: 'share.expiry.never',
}

/** What happened to the link just made. */
type Outcome = 'shared' | 'copied' | 'copyFailed'

/** An API failure in the visitor's words. */
function failureKey(status: number, code: string): MessageKey {
  if (status === 401 || code === 'verification_required') return 'share.error.verify'
  if (status === 429) return 'share.error.tooMany'
  if (status === 404) return 'chat.error.notFound'
  if (status === 0) return 'chat.error.network'
  return 'share.error.failed'
}

/**
 * The Share button of a conversation and its dialog: pick how long the link lives, make it, then
 * the system share sheet on phones (Web Share API, coarse pointer) or the clipboard elsewhere,
 * with the link shown to select by hand too. Lists the conversation's live links, each with
 * Revoke. A native modal `<dialog>`: the page behind is inert (focus stays inside), Esc closes.
 */
export function ShareDialog({conversationId}: ShareDialogProps) {
  const t = useTranslation()
  const {basePath, locale} = useRoute()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const firstChoice = useRef<HTMLInputElement>(null)
  const urlInput = useRef<HTMLInputElement>(null)
  const [expiresIn, setExpiresIn] = useState<ShareExpiryChoice>('7d')
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<{url: string; outcome: Outcome} | null>(null)
  const [links, setLinks] = useState<ShareLink[] | null>(null)
  const [error, setError] = useState<MessageKey | null>(null)
  const [status, setStatus] = useState('')
  const base = {basePath}

  const formatExpiry = (link: ShareLink) => link.expiresAt === null
    ? t('share.neverExpires')
    : t('share.expiresOn', {date: dateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'}).format(new Date(link.expiresAt))})

  async function refresh() {
    const result = await listShares(base, conversationId)
    if (result.ok) setLinks(result.value)
    else setError(failureKey(result.status, result.code))
  }

  function open() {
    setCreated(null)
    setError(null)
    setStatus('')
    setLinks(null)
    dialog.current?.showModal()
    firstChoice.current?.closest('fieldset')?.querySelector<HTMLInputElement>('input:checked')?.focus()
    void refresh()
  }

  function close() {
    dialog.current?.close()
  }

  // The dialog closes by Esc, the close button or a click on the backdrop: focus goes back to Share.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onClose = () => opener.current?.focus()
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close()
    }
    element.addEventListener('close', onClose)
    element.addEventListener('click', onClick)
    return () => {
      element.removeEventListener('close', onClose)
      element.removeEventListener('click', onClick)
    }
  }, [])

  async function create() {
    setBusy(true)
    setError(null)
    setStatus('')
    const result = await createShare(base, conversationId, expiresIn)
    setBusy(false)
    if (!result.ok) return setError(failureKey(result.status, result.code))
    const url = absoluteShareUrl(result.value.url, window.location.origin)
    setLinks((current) => [result.value, ...(current ?? []).filter((link) => link.token !== result.value.token)])
    const outcome = await deliver(url)
    setCreated({url, outcome})
    setStatus(t(outcome === 'shared' ? 'share.ready' : outcome === 'copied' ? 'share.copied' : 'share.copyFailed'))
    if (outcome === 'copyFailed') requestAnimationFrame(() => urlInput.current?.select())
  }

  /** Phones: the system share sheet. Elsewhere (or when it fails): the clipboard. */
  async function deliver(url: string): Promise<Outcome> {
    const phone = typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches
    if (phone) {
      try {
        // A generic title only: the conversation's words never go into a share sheet or a preview.
        await navigator.share({title: t('share.pageTitle'), url})
        return 'shared'
      } catch (failure) {
        if ((failure as Error).name === 'AbortError') return 'shared' // the visitor closed the sheet; the link is below
      }
    }
    return (await copyText(url)) ? 'copied' : 'copyFailed'
  }

  async function copyAgain(url: string) {
    const ok = await copyText(url)
    setStatus(t(ok ? 'share.copied' : 'share.copyFailed'))
  }

  async function revoke(token: string) {
    const result = await revokeShare(base, token)
    if (!result.ok && result.status !== 404) return setError(failureKey(result.status, result.code))
    setLinks((current) => (current ?? []).filter((link) => link.token !== token))
    setCreated((current) => (current && current.url.endsWith(`/share/${token}`) ? null : current))
    setStatus(t('share.revoked'))
  }

  return (
    <>
      <button type="button" ref={opener} className="chip-button" onClick={open} aria-haspopup="dialog">
        <Share aria-hidden="true" size={16} /><span>{t('share.button')}</span>
      </button>
      <dialog ref={dialog} className="share-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        <div className="share-dialog-body">
          <div className="share-dialog-head">
            <h2 id={`${id}-title`}>{t('share.title')}</h2>
            <button type="button" className="icon-button" onClick={close} aria-label={t('share.close')}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          <p id={`${id}-intro`} className="share-intro">{t('share.intro')}</p>

          <fieldset className="share-expiry">
            <legend>{t('share.expiryLegend')}</legend>
            {shareExpiryChoices.map((choice, index) => (
              <label key={choice}>
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="radio" name={`${id}-expiry`} value={choice}
                  checked={expiresIn === choice} onChange={() => setExpiresIn(choice)}
                />
                <span>{t(expiryLabels[choice])}</span>
              </label>
            ))}
          </fieldset>

          <button type="button" className="button share-create" onClick={create} disabled={busy} aria-busy={busy}>
            <Link2 aria-hidden="true" size={18} /><span>{busy ? t('share.creating') : t('share.create')}</span>
          </button>

          {created && (
            <div className="share-result">
              <label htmlFor={`${id}-url`}>{t('share.linkLabel')}</label>
              <div className="share-url">
                <input id={`${id}-url`} ref={urlInput} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
                <button type="button" className="chip-button" onClick={() => copyAgain(created.url)}>
                  <Copy aria-hidden="true" size={16} /><span>{t('share.copy')}</span>
                </button>
              </div>
              {created.outcome === 'copied' && <p className="share-confirm"><Check aria-hidden="true" size={16} /><span>{t('share.copied')}</span></p>}
              {created.outcome === 'copyFailed' && <p className="share-warning">{t('share.copyFailed')}</p>}
            </div>
          )}

          {error && <p className="share-error" role="alert">{t(error)}</p>}

          <section className="share-links" aria-labelledby={`${id}-links`}>
            <h3 id={`${id}-links`}>{t('share.liveLinks')}</h3>
            {links === null ? (
              <p className="share-muted">{t('share.loading')}</p>
            ) : links.length === 0 ? (
              <p className="share-muted">{t('share.noLinks')}</p>
            ) : (
              <ul>
                {links.map((link) => (
                  <li key={link.token}>
                    <span className="share-link-text">
                      <code>{`…${link.token.slice(-6)}`}</code>
                      <span>{formatExpiry(link)}</span>
                    </span>
                    <button type="button" className="chip-button chip-button-danger" onClick={() => revoke(link.token)}
                      aria-label={t('share.revokeLabel', {id: link.token.slice(-6), expiry: formatExpiry(link)})}>
                      <X aria-hidden="true" size={16} /><span>{t('share.revoke')}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* A div: the chat page announces through its own <p aria-live>, which tests find by that. */}
          <div className="visually-hidden" role="status" aria-live="polite">{status}</div>
        </div>
      </dialog>
    </>
  )
}
