/** The share dialog's words: each expiry choice, a link's expiry, what became of a new link, an API failure. */
import type {MessageKey} from '../framework/i18n/translate'
import type {Translate} from '../framework/i18n/use-translation'
import {dateTimeFormat} from '../framework/i18n/intl'
import type {ShareExpiryChoice} from './api'
import type {Delivery} from './deliver-link'

export const expiryLabels: Record<ShareExpiryChoice, MessageKey> = {
  '24h': 'share.expiry.24h', '7d': 'share.expiry.7d', '30d': 'share.expiry.30d', never: 'share.expiry.never',
}

/** "Expires on …" in the page's language, or "never expires". `expiresAt`: ISO 8601. */
export function expiryText(t: Translate, locale: string, expiresAt: string | null): string {
  return expiresAt === null
    ? t('share.neverExpires')
    : t('share.expiresOn', {date: dateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'}).format(new Date(expiresAt))})
}

/** What the status region says once a new link is delivered. */
export function deliveryStatusKey(delivery: Delivery): MessageKey {
  return delivery === 'shared' ? 'share.ready' : delivery === 'copied' ? 'share.copied' : 'share.copyFailed'
}

/** An API failure in the visitor's words. */
export function failureKey(status: number, code: string): MessageKey {
  if (status === 401 || code === 'verification_required') return 'share.error.verify'
  if (status === 429) return 'share.error.tooMany'
  if (status === 404) return 'chat.error.notFound'
  if (status === 0) return 'chat.error.network'
  return 'share.error.failed'
}
