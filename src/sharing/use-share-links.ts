/**
 * A conversation's share links, as the share dialog works with them: the live links (loaded
 * when the dialog opens), making a new one and delivering it, copying it again, revoking one,
 * and what the dialog says about it (an error, a status line for screen readers).
 */
import {useState} from 'react'
import {copyText} from '../ui/copy-text'
import {useRoute} from '../framework'
import type {MessageKey} from '../framework/i18n/translate'
import {useTranslation} from '../framework/i18n/use-translation'
import {absoluteShareUrl, createShare, listShares, revokeShare, type ShareExpiryChoice, type ShareLink} from './api'
import {deliverLink, type Delivery} from './deliver-link'
import {deliveryStatusKey, failureKey} from './share-messages'

/** The link just made, and what became of it. */
export interface CreatedShare {
  url: string
  delivery: Delivery
}

export function useShareLinks(conversationId: string) {
  const t = useTranslation()
  const {basePath} = useRoute()
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<CreatedShare | null>(null)
  /** The live links; null while they load. */
  const [links, setLinks] = useState<ShareLink[] | null>(null)
  const [error, setError] = useState<MessageKey | null>(null)
  /** For the status region: what the last action did. */
  const [status, setStatus] = useState('')
  const base = {basePath}

  /** Forgets what the dialog showed last time it was open. */
  function clear() {
    setCreated(null)
    setError(null)
    setStatus('')
    setLinks(null)
  }

  async function refresh() {
    const result = await listShares(base, conversationId)
    if (result.ok) setLinks(result.value)
    else setError(failureKey(result.status, result.code))
  }

  /** Makes a link that lives `expiresIn` and delivers it; null when the API refused. */
  async function create(expiresIn: ShareExpiryChoice): Promise<Delivery | null> {
    setBusy(true)
    setError(null)
    setStatus('')
    const result = await createShare(base, conversationId, expiresIn)
    setBusy(false)
    if (!result.ok) {
      setError(failureKey(result.status, result.code))
      return null
    }
    const url = absoluteShareUrl(result.value.url, window.location.origin)
    setLinks((current) => [result.value, ...(current ?? []).filter((link) => link.token !== result.value.token)])
    // A generic title only: the conversation's words never go into a share sheet or a preview.
    const delivery = await deliverLink(url, t('share.pageTitle'))
    setCreated({url, delivery})
    setStatus(t(deliveryStatusKey(delivery)))
    return delivery
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

  return {busy, created, links, error, status, clear, refresh, create, copyAgain, revoke}
}
