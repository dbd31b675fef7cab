/**
 * The home page's attachments, loaded when the visitor first reaches for them (the paperclip, the
 * camera, a dropped or pasted file): the chips, which own the uploads (src/attachments/use-attachments.ts)
 * and report them to the page through `onReady`, and the real paperclip and camera.
 */
import {useEffect, useRef} from 'react'
import type {ApiBase} from '../../chat/api'
import {useAttachments, type UseAttachments} from '../use-attachments'
import {AttachmentChips} from './AttachmentChips'

export {AttachmentTools} from './AttachmentTools'

export interface HomeAttachmentChipsProps {
  base: ApiBase
  maxUploadBytes: number
  maxAttachments: number
  /** The server reads photos' text (OCR). */
  ocr: boolean
  /** The largest watch or phone export. */
  maxHealthImportBytes: number
  /** The files that made the page load this (added once, on mount). */
  initial: readonly File[]
  /** The health exports that made the page load this (imported once, on mount). */
  initialExports: readonly File[]
  onVerificationRequired(expired: boolean, retry: () => void): void
  /** The uploads' state, on every change: the page sends with it. */
  onReady(attachments: UseAttachments): void
}

export function HomeAttachmentChips({
  base, maxUploadBytes, maxAttachments, ocr, maxHealthImportBytes, initial, initialExports, onVerificationRequired, onReady,
}: HomeAttachmentChipsProps) {
  const attachments = useAttachments(base, {maxUploadBytes, maxAttachments, ocr, maxHealthImportBytes}, onVerificationRequired)
  const added = useRef(false)
  const {add, addHealthExport} = attachments
  useEffect(() => {
    if (added.current) return
    added.current = true
    if (initial.length > 0) add(initial)
    for (const file of initialExports) addHealthExport(file)
  }, [add, addHealthExport, initial, initialExports])
  useEffect(() => onReady(attachments), [attachments, onReady])
  return (
    <AttachmentChips chips={attachments.chips} onRemove={attachments.remove} onRetry={attachments.retry}
      maxUploadBytes={maxUploadBytes} maxAttachments={maxAttachments} maxHealthImportBytes={maxHealthImportBytes} />
  )
}
