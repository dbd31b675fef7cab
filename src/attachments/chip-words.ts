/** The attachment chips' words in the visitor's language: sizes and upload errors. */
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

/** The words of a health export's phase. */
export function importPhaseKey(phase: 'uploading' | 'reading' | 'summarising'): MessageKey {
  return phase === 'uploading' ? 'healthImport.phase.uploading' : phase === 'reading' ? 'healthImport.phase.reading' : 'healthImport.phase.summarising'
}

/** The message key for an upload's error code (a file's, or a health export's). */
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
    case 'too_large': return 'healthImport.error.tooLarge'
    case 'not_an_export': return 'healthImport.error.notAnExport'
    case 'corrupt': case 'unsafe_xml': return 'healthImport.error.corrupt'
    case 'no_recent_data': return 'healthImport.error.noRecentData'
    case 'too_much_data': return 'healthImport.error.tooMuchData'
    default: return 'attachments.error.upload'
  }
}
