import {FileText, RotateCw, Watch, X} from 'lucide-react'
import {formatSize, importPhaseKey, uploadErrorKey} from '../chip-words'
import {describeReceived} from '../describe'
import type {AttachmentChip} from '../use-attachments'
import type {Received} from '../../chat/types'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {numberFormat} from '../../framework/i18n/intl'

export interface AttachmentChipsProps {
  chips: readonly AttachmentChip[]
  onRemove: (key: string) => void
  onRetry: (key: string) => void
  /** The limits, for the error messages. */
  maxUploadBytes: number
  maxAttachments: number
  /** The largest watch or phone export, for its error message. */
  maxHealthImportBytes?: number
}

/**
 * The composer's attachments: a thumbnail (images) or an icon, the name and size, a progress bar
 * while uploading, then either what the model will receive (when it is worth saying: an image it
 * cannot see, a PDF without text) or the error, with Try again; × removes.
 */
export function AttachmentChips({chips, onRemove, onRetry, maxUploadBytes, maxAttachments, maxHealthImportBytes = 0}: AttachmentChipsProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  if (chips.length === 0) return null
  const megabytes = (bytes: number) => numberFormat(locale, {maximumFractionDigits: 1}).format(bytes / (1024 * 1024))
  return (
    <ul className="attachment-chips" aria-label={t('attachments.list')}>
      {chips.map((chip) => {
        const received = chip.attachment?.received
        const note = received?.kind === 'image' ? imageNote(received, t)
          : received && received.kind === 'pdf' && received.noText ? t(received.ocr ? 'attachments.scanUnread' : 'attachments.scan') : null
        const reading = chip.status === 'processing' && chip.readsText
        const percent = Math.round(chip.progress * 100)
        const busy = chip.status === 'uploading' || chip.status === 'processing'
        const max = megabytes(chip.importPhase ? maxHealthImportBytes : maxUploadBytes)
        return (
          <li key={chip.key} className="attachment-chip" data-status={chip.status}>
            <div className="attachment-main">
              {chip.preview
                ? <img className="attachment-thumb" src={chip.preview} alt="" width={40} height={40} />
                : <span className="attachment-thumb attachment-icon" aria-hidden="true">{chip.importPhase ? <Watch size={20} /> : <FileText size={20} />}</span>}
              <span className="attachment-text">
                <span className="attachment-name" title={chip.name}>{chip.name}</span>
                <span className="attachment-size">{formatSize(chip.size, locale, t)}</span>
              </span>
              {chip.status === 'error' && retryable(chip) && (
                <button type="button" className="attachment-button" onClick={() => onRetry(chip.key)} aria-label={`${t('attachments.retry')}: ${chip.name}`} title={t('attachments.retry')}>
                  <RotateCw aria-hidden="true" size={16} />
                </button>
              )}
              <button type="button" className="attachment-button" onClick={() => onRemove(chip.key)} aria-label={t('attachments.remove', {name: chip.name})} title={t('attachments.remove', {name: chip.name})}>
                <X aria-hidden="true" size={16} />
              </button>
            </div>
            {busy && chip.importPhase && <ImportProgress name={chip.name} phase={chip.importPhase} percent={percent} />}
            {busy && !chip.importPhase && (
              <progress
                className="attachment-progress"
                max={100}
                value={chip.status === 'processing' ? undefined : percent}
                aria-label={reading ? t('attachments.readingTextOf', {name: chip.name})
                  : chip.status === 'processing' ? t('attachments.processing', {name: chip.name}) : t('attachments.uploading', {name: chip.name, percent})}
              />
            )}
            {/* In place from the start of the upload, so that screen readers announce the change to "reading". */}
            {chip.readsText && (chip.status === 'uploading' || chip.status === 'processing') && (
              <p className="attachment-status" role="status">{reading ? t('attachments.readingText') : ''}</p>
            )}
            {chip.status === 'error' && chip.error && (
              <p className="attachment-error" role="alert">{t(uploadErrorKey(chip.error), {max, count: maxAttachments})}</p>
            )}
            {note && <p className="attachment-note">{note}</p>}
            {chip.importPhase && chip.status === 'ready' && <p className="attachment-note">{t('healthImport.ready')}</p>}
            {received && !note && <span className="visually-hidden">{describeReceived(received, locale, t)}</span>}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A health export's progress: a bar with its percentage and the phase in words (uploading, reading,
 * summarising). The phase is a status that screen readers announce when it changes; the
 * percentage is the bar's value, read on demand, so that it is not announced at every step.
 */
function ImportProgress({name, phase, percent}: {name: string; phase: NonNullable<AttachmentChip['importPhase']>; percent: number}) {
  const t = useTranslation()
  const {locale} = useRoute()
  const phaseWords = t(importPhaseKey(phase))
  const exact = phase !== 'summarising'
  const shown = numberFormat(locale, {style: 'percent'}).format(percent / 100)
  return (
    <div className="import-progress" data-phase={phase}>
      <progress className="attachment-progress" max={100} value={exact ? percent : undefined} aria-label={`${name}: ${phaseWords}`} />
      <p className="attachment-status import-phase">
        <span role="status">{phaseWords}</span>
        {exact && <span className="import-percent" aria-hidden="true">{shown}</span>}
      </p>
    </div>
  )
}

/** What to say under a photo: the model will not see it, and what of its text was read (OCR). */
function imageNote(received: Extract<Received, {kind: 'image'}>, t: ReturnType<typeof useTranslation>): string | null {
  if (received.ocr && !received.ocr.read) return received.sent ? t('attachments.textUnread') : `${t('attachments.willNotSee')} ${t('attachments.textUnread')}`
  if (received.sent) return null
  return received.ocr ? t('attachments.willReadText') : t('attachments.willNotSee')
}

/** Errors a retry can fix (the network, the server); not a refused file. */
function retryable(chip: AttachmentChip): boolean {
  return chip.error === 'network' || chip.error === 'verification_required' || chip.error === 'rate_limited' || (chip.error?.startsWith('http_') ?? false) || chip.error === 'bad_response'
}
