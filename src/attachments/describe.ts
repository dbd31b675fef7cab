/** Attachment words in the visitor's language: sizes, errors, and what the model received. */
import type {Received} from '../chat/types'
import type {MessageKey} from '../framework/i18n/translate'
import {numberFormat} from '../framework/i18n/intl'

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** "340 KB", "1.2 MB" (decimal separator of the locale). */
export function formatSize(bytes: number, locale: string, t: Translate): string {
  if (bytes < 1024 * 1024) {
    return t('attachments.sizeKb', {size: numberFormat(locale, {maximumFractionDigits: 0}).format(Math.max(1, Math.round(bytes / 1024)))})
  }
  return t('attachments.sizeMb', {size: numberFormat(locale, {maximumFractionDigits: 1}).format(bytes / (1024 * 1024))})
}

/** The message key for an upload's error code. */
export function uploadErrorKey(code: string): MessageKey {
  switch (code) {
    case 'file_too_large': return 'attachments.error.tooLarge'
    case 'too_many_files': case 'too_many_parts': return 'attachments.error.tooMany'
    case 'unsupported_type': return 'attachments.error.unsupported'
    case 'image_too_large': return 'attachments.error.imageTooLarge'
    case 'document_too_complex': return 'attachments.error.tooComplex'
    case 'unreadable_file': return 'attachments.error.unreadable'
    case 'empty_file': return 'attachments.error.empty'
    case 'busy': return 'attachments.error.busy'
    case 'storage_busy': return 'storage.busy'
    case 'storage_full': return 'storage.full'
    case 'storage_read_only': return 'storage.readOnly'
    case 'storage_unavailable': return 'storage.unavailable'
    case 'rate_limited': return 'attachments.error.rateLimited'
    case 'verification_required': return 'verify.required'
    case 'network': return 'attachments.error.network'
    case 'attachment_not_found': return 'attachments.error.gone'
    default: return 'attachments.error.upload'
  }
}

/** One attachment of the "received" line: "lab-report.pdf: 3 pages of text". */
export function describeReceived(received: Received, locale: string, t: Translate): string {
  const name = received.name
  if (received.kind === 'image') return t(received.sent ? 'attachments.received.image' : 'attachments.received.imageNotSent', {name})
  if (received.noText) return t(received.kind === 'pdf' ? 'attachments.received.noText' : 'attachments.received.emptyText', {name})
  const number = (value: number) => numberFormat(locale).format(value)
  let item: string
  if (received.kind === 'pdf' && received.pages !== null) {
    const read = received.pagesRead ?? received.pages
    item = read < received.pages
      ? t('attachments.received.pagesRead', {name, read: number(read), count: number(received.pages)})
      : received.pages === 1 ? t('attachments.received.pagesOne', {name}) : t('attachments.received.pagesMany', {name, count: number(received.pages)})
  } else {
    item = t('attachments.received.text', {name})
  }
  return received.truncated ? t('attachments.received.cut', {item, chars: number(received.chars)}) : item
}

/** Types the file picker offers (the server checks the bytes anyway). */
export const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf,text/plain,.txt,text/csv,.csv'
