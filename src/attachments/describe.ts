/**
 * Attachment words in the visitor's language: what the model received (a saved message shows it).
 * The chips' words, sizes and errors, are in ./chip-words.ts, loaded with the chips.
 */
import type {Received} from '../chat/types'
import type {MessageKey} from '../framework/i18n/translate'
import {numberFormat} from '../framework/i18n/intl'

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** One attachment of the "received" line: "lab-report.pdf: 3 pages of text"; text read by OCR says so. */
export function describeReceived(received: Received, locale: string, t: Translate): string {
  const name = received.name
  const number = (value: number) => numberFormat(locale).format(value)
  if (received.kind === 'image') {
    const {ocr} = received
    if (!ocr) return t(received.sent ? 'attachments.received.image' : 'attachments.received.imageNotSent', {name})
    if (!ocr.read) return t(received.sent ? 'attachments.received.imageUnread' : 'attachments.received.imageNotSentUnread', {name})
    const item = t(received.sent ? 'attachments.received.imageAndText' : 'attachments.received.imageTextOnly', {name})
    return ocr.truncated ? t('attachments.received.cut', {item, chars: number(ocr.chars)}) : item
  }
  if (received.noText) {
    return t(received.kind === 'text' ? 'attachments.received.emptyText' : received.ocr ? 'attachments.received.scanUnread' : 'attachments.received.noText', {name})
  }
  let item: string
  if (received.kind === 'pdf' && received.pages !== null) {
    const read = received.pagesRead ?? received.pages
    item = read < received.pages
      ? t('attachments.received.pagesRead', {name, read: number(read), count: number(received.pages)})
      : received.pages === 1 ? t('attachments.received.pagesOne', {name}) : t('attachments.received.pagesMany', {name, count: number(received.pages)})
  } else {
    item = t('attachments.received.text', {name})
  }
  if (received.ocr) item = t('attachments.received.scanned', {item})
  return received.truncated ? t('attachments.received.cut', {item, chars: number(received.chars)}) : item
}
