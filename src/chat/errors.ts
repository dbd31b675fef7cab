/**
 * Error codes (from the API, the stream's `error` event, a saved answer's `errorCode`, or the
 * browser itself) → the catalog message the visitor reads, in their language.
 */
import type {MessageKey} from '../framework/i18n/translate'
import type {Translate} from '../framework/i18n/use-translation'
import {formatNumber} from './format-number'
import {formatClock, formatWait} from '../verification/format-wait'

const byCode: Readonly<Record<string, MessageKey>> = {
  // The answer service (server/chat/model-client.ts codes, saved with a failed answer).
  modelunreachable: 'chat.error.unreachable',
  modeltimeout: 'chat.error.timeout',
  modelratelimited: 'chat.error.rateLimited',
  modelbadresponse: 'chat.error.badResponse',
  modelnotsetup: 'chat.error.notSetUp',
  internalerror: 'chat.error.internal',
  // Shorter spellings of the same.
  unreachable: 'chat.error.unreachable',
  timeout: 'chat.error.timeout',
  timedout: 'chat.error.timeout',
  ratelimited: 'chat.error.rateLimited',
  modelerror: 'chat.error.modelError',
  badresponse: 'chat.error.badResponse',
  internal: 'chat.error.internal',
  // The API and the browser.
  messagetoolong: 'chat.error.tooLong',
  toolong: 'chat.error.tooLong',
  payloadtoolarge: 'chat.error.tooLong',
  emptymessage: 'chat.error.empty',
  invalidmessage: 'chat.error.empty',
  answerstreaming: 'chat.error.busy',
  notlastanswer: 'chat.error.changed',
  empty: 'chat.error.empty',
  notfound: 'chat.error.notFound',
  toomanyrequests: 'chat.error.tooManyRequests',
  busy: 'chat.error.busy',
  conflict: 'chat.error.busy',
  network: 'chat.error.network',
  interrupted: 'chat.error.interrupted',
  // Attachments sent with a message.
  attachmentnotfound: 'attachments.error.gone',
  invalidattachments: 'attachments.error.gone',
  // Hale's storage (503 storage_busy, 507 storage_full, 503 storage_read_only, 503 storage_unavailable).
  storagebusy: 'storage.busy',
  storagefull: 'storage.full',
  storagereadonly: 'storage.readOnly',
  storageunavailable: 'storage.unavailable',
}

const byStatus: Readonly<Record<number, MessageKey>> = {
  400: 'chat.error.empty',
  404: 'chat.error.notFound',
  409: 'chat.error.busy',
  413: 'chat.error.tooLong',
  429: 'chat.error.tooManyRequests',
}

/**
 * The message for an error. `status` is the HTTP status when Hale's API refused a request:
 * it wins for 413 and 429 (a `rate_limited` 429 from Hale is the visitor's own limit, not the
 * model server's). Unknown codes read as an internal error.
 */
export function errorMessageKey(code: string | null | undefined, status?: number): MessageKey {
  if (code === 'too_many_files') return 'attachments.error.tooMany'
  if (status === 413 || status === 429) return byStatus[status]!
  const normalized = (code ?? '').toLowerCase().replace(/[^a-z]/g, '')
  const known = byCode[normalized]
  if (known) return known
  if (status !== undefined && byStatus[status]) return byStatus[status]!
  return 'chat.error.internal'
}

/** A refusal shown under the composer: the error code and status, and for a `429` how long to wait. */
export interface NoticeInfo {
  code: string
  status?: number
  /** Seconds to wait, from `at` (ms since the epoch, when the refusal arrived). */
  retryAfter?: number
  at?: number
}

/**
 * The words for a refusal, in the page's language. A `429` says when the visitor can continue
 * (`in 45 seconds, at 14:32:10`) when the server said how long; too many answers at once says
 * to wait for one to finish.
 */
export function noticeText(t: Translate, locale: string, notice: NoticeInfo, maxChars: number, extra: Record<string, string | number> = {}): string {
  if (notice.status === 429 && notice.code === 'too_many_streams') return t('limits.streams')
  if (notice.status === 429 && notice.retryAfter !== undefined) {
    const at = (notice.at ?? Date.now()) + notice.retryAfter * 1000
    return t('limits.waitUntil', {wait: formatWait(notice.retryAfter, locale), time: formatClock(at, locale, notice.at)})
  }
  return t(errorMessageKey(notice.code, notice.status === 0 ? undefined : notice.status), {max: formatNumber(locale, maxChars), ...extra})
}
