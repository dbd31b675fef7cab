/**
 * The composer's attachments before they are sent: each chosen file becomes a chip that uploads
 * at once (with progress), can be removed, and, when its upload fails, says why and can be tried
 * again. Sending takes the uploaded ones; a send that fails gives them back.
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react'
import type {ApiBase} from '../chat/api'
import type {MessageAttachment} from '../chat/types'
import {withAllMessages} from '../framework/i18n/translate'
import {href} from '../framework/router/href'
import {useRoute} from '../framework'
import type {ImportPhase} from '../health-data/import-upload'
import type {UploadHandle, UploadResult} from './upload'

/**
 * The upload client, loaded with the first file rather than with the page, together with the chips
 * (a page may load them lazily too): an upload starts once its chip can show its progress.
 */
const loadUpload = withAllMessages(() => Promise.all([import('./upload'), import('./components/AttachmentChips')]).then(([upload]) => upload))

/** The export client (src/health-data/import-upload.ts), loaded with the first export. */
const loadImport = withAllMessages(() => Promise.all([import('../health-data/import-upload'), import('./components/AttachmentChips')]).then(([module]) => module))

/** An upload that starts once `load` has brought its code (a failed load is a failed upload). */
function whenLoaded<Module>(load: () => Promise<Module>, begin: (module: Module) => UploadHandle): UploadHandle {
  let inner: UploadHandle | null = null
  let aborted = false
  const done = load().then((module): Promise<UploadResult> | UploadResult => {
    if (aborted) return {ok: false, code: 'aborted', status: 0}
    inner = begin(module)
    return inner.done
  }, (): UploadResult => ({ok: false, code: 'network', status: 0}))
  return {
    done,
    abort() {
      aborted = true
      inner?.abort()
    },
  }
}

/** `uploadFile` of ./upload.ts, once its code is here. */
const uploadFile = (base: ApiBase, file: File, locale: string, onProgress: (share: number) => void) =>
  whenLoaded(loadUpload, (module) => module.uploadFile(base, file, locale, onProgress))

/** `importHealthExport`, once its code is here: the chip's progress is the phase and its share. */
const importHealthExport = (base: ApiBase, file: File, locale: string, onProgress: (phase: ImportPhase, share: number) => void) =>
  whenLoaded(loadImport, (module) => module.importHealthExport(base, file, locale, onProgress))

/** As ./upload.ts `attachmentHref`, without loading it. */
const attachmentHref = (base: ApiBase, id: string) => href(`/api/attachments/${encodeURIComponent(id)}`, {basePath: base.basePath, locale: '', defaultLocale: ''})

export interface AttachmentChip {
  key: string
  name: string
  size: number
  /** An object URL of the chosen image, for its thumbnail. */
  preview: string | null
  isImage: boolean
  /** A photo whose text the server reads (OCR) once it has it: `processing` is then "reading the text". */
  readsText: boolean
  status: 'uploading' | 'processing' | 'ready' | 'error'
  /** 0 to 1 while uploading (and, for a health export, while the server reads it). */
  progress: number
  /** A watch or phone export: where its import is (the server reads and summarises it); null for any other file. */
  importPhase: ImportPhase | null
  /** The API's error code when `status` is `error`. */
  error: string | null
  attachment: MessageAttachment | null
}

export interface UseAttachments {
  chips: AttachmentChip[]
  add(files: readonly File[]): void
  /** Import a watch or phone export: its chip shows the upload, then the server reading it. */
  addHealthExport(file: File): void
  remove(key: string): void
  retry(key: string): void
  /** Uploads still running. */
  pending: boolean
  /** Chips whose upload failed (the message cannot go until they are removed or retried). */
  failed: boolean
  /** Take the uploaded attachments for a message: the chips go (their previews stay alive until `restore` or `release`). */
  take(): MessageAttachment[]
  /** Put back attachments whose message was not sent. */
  restore(attachments: readonly MessageAttachment[]): void
}

let chipIds = 0
const IMAGE_TYPES = /^image\/(jpeg|png|webp)$/

/**
 * `onVerificationRequired`: an upload refused with `401 verification_required` shows the human
 * check (the page's useHumanCheck); once the visitor passes, `retry` uploads every chip so refused
 * again. Without it, the chip says so and has Try again.
 */
export function useAttachments(
  base: ApiBase,
  limits: {maxUploadBytes: number; maxAttachments: number; ocr?: boolean; maxHealthImportBytes?: number},
  onVerificationRequired?: (expired: boolean, retry: () => void) => void,
): UseAttachments {
  const [chips, setChips] = useState<AttachmentChip[]>([])
  const files = useRef(new Map<string, File>())
  const uploads = useRef(new Map<string, UploadHandle>())
  const chipsRef = useRef(chips)
  chipsRef.current = chips

  const askRef = useRef(onVerificationRequired)
  askRef.current = onVerificationRequired
  const startRef = useRef<(key: string, file: File) => void>(() => {})
  // The page's language: the server reads a photo's text in it (and in English).
  const {locale} = useRoute()

  const patch = useCallback((key: string, change: Partial<AttachmentChip>) => {
    setChips((list) => list.map((chip) => (chip.key === key ? {...chip, ...change} : chip)))
  }, [])

  const start = useCallback((key: string, file: File) => {
    const isExport = chipsRef.current.find((chip) => chip.key === key)?.importPhase != null
    patch(key, {status: 'uploading', progress: 0, error: null, ...(isExport ? {importPhase: 'uploading' as const} : {})})
    const handle = isExport
      ? importHealthExport(base, file, locale, (phase, share) => patch(key, {importPhase: phase, progress: share, status: phase === 'uploading' ? 'uploading' : 'processing'}))
      : uploadFile(base, file, locale, (share) => patch(key, share >= 1 ? {progress: 1, status: 'processing'} : {progress: share}))
    uploads.current.set(key, handle)
    void handle.done.then((result) => {
      if (uploads.current.get(key) !== handle) return
      uploads.current.delete(key)
      if (result.ok) patch(key, {status: 'ready', progress: 1, attachment: result.attachment, name: result.attachment.name})
      else if (result.code !== 'aborted') {
        // A refused file may not be the image its type claimed (an SVG named .png): no thumbnail.
        const refused = result.code === 'unsupported_type' || result.code === 'unreadable_file' || result.code === 'image_too_large' || result.code === 'document_too_complex'
        const chip = chipsRef.current.find((item) => item.key === key)
        if (refused && chip?.preview) URL.revokeObjectURL(chip.preview)
        patch(key, refused ? {status: 'error', error: result.code, preview: null} : {status: 'error', error: result.code})
        const ask = askRef.current
        if (ask && result.status === 401 && result.code === 'verification_required') {
          ask(result.expired === true, () => {
            for (const item of chipsRef.current) {
              const held = files.current.get(item.key)
              if (item.status === 'error' && item.error === 'verification_required' && held) startRef.current(item.key, held)
            }
          })
        }
      }
    })
  }, [base, locale, patch])
  startRef.current = start

  const add = useCallback((chosen: readonly File[]) => {
    const room = limits.maxAttachments - chipsRef.current.length
    const next: AttachmentChip[] = []
    chosen.forEach((file, index) => {
      chipIds += 1
      const key = `attachment-${chipIds}`
      const isImage = IMAGE_TYPES.test(file.type)
      const tooMany = index >= room
      const tooLarge = file.size > limits.maxUploadBytes
      const error = tooMany ? 'too_many_files' : tooLarge ? 'file_too_large' : file.size === 0 ? 'empty_file' : null
      next.push({
        key, name: file.name || 'file', size: file.size, isImage, readsText: limits.ocr === true && /^image\//.test(file.type),
        preview: isImage && !error ? URL.createObjectURL(file) : null,
        status: error ? 'error' : 'uploading', progress: 0, error, attachment: null, importPhase: null,
      })
      if (!error) files.current.set(key, file)
    })
    setChips((list) => [...list, ...next])
    for (const chip of next) {
      const file = files.current.get(chip.key)
      if (file) start(chip.key, file)
    }
  }, [limits.maxAttachments, limits.maxUploadBytes, limits.ocr, start])

  const addHealthExport = useCallback((file: File) => {
    chipIds += 1
    const key = `attachment-${chipIds}`
    const error = chipsRef.current.length >= limits.maxAttachments ? 'too_many_files'
      : limits.maxHealthImportBytes !== undefined && file.size > limits.maxHealthImportBytes ? 'too_large' : file.size === 0 ? 'empty_file' : null
    const chip: AttachmentChip = {
      key, name: file.name || 'export', size: file.size, isImage: false, readsText: false, preview: null,
      status: error ? 'error' : 'uploading', progress: 0, error, attachment: null, importPhase: 'uploading',
    }
    // The chip is in place (and in chipsRef, which `start` reads) before its import starts.
    chipsRef.current = [...chipsRef.current, chip]
    setChips((list) => [...list, chip])
    if (!error) {
      files.current.set(key, file)
      start(key, file)
    }
  }, [limits.maxAttachments, limits.maxHealthImportBytes, start])

  const forget = useCallback((chip: AttachmentChip) => {
    uploads.current.get(chip.key)?.abort()
    uploads.current.delete(chip.key)
    files.current.delete(chip.key)
    if (chip.preview) URL.revokeObjectURL(chip.preview)
  }, [])

  const remove = useCallback((key: string) => {
    const chip = chipsRef.current.find((item) => item.key === key)
    if (!chip) return
    forget(chip)
    const attachment = chip.attachment
    if (attachment) loadUpload().then((module) => module.deleteAttachment(base, attachment.id), () => {})
    setChips((list) => list.filter((item) => item.key !== key))
  }, [base, forget])

  const retry = useCallback((key: string) => {
    const file = files.current.get(key)
    if (file) start(key, file)
  }, [start])

  const take = useCallback(() => {
    const ready = chipsRef.current.filter((chip) => chip.status === 'ready' && chip.attachment)
    for (const chip of ready) forget(chip)
    setChips((list) => list.filter((chip) => !ready.includes(chip)))
    return ready.map((chip) => chip.attachment!)
  }, [forget])

  const restore = useCallback((attachments: readonly MessageAttachment[]) => {
    setChips((list) => [...attachments.map((attachment): AttachmentChip => {
      chipIds += 1
      return {
        key: `attachment-${chipIds}`, name: attachment.name, size: attachment.size, isImage: attachment.kind === 'image', readsText: false,
        preview: attachment.kind === 'image' ? attachmentHref(base, attachment.id) : null,
        status: 'ready', progress: 1, error: null, attachment, importPhase: null,
      }
    }), ...list])
  }, [base])

  // Leaving the page: stop uploads and free the previews.
  useEffect(() => () => {
    for (const chip of chipsRef.current) forget(chip)
  }, [forget])

  const pending = chips.some((chip) => chip.status === 'uploading' || chip.status === 'processing')
  const failed = chips.some((chip) => chip.status === 'error')
  return useMemo(() => ({chips, add, addHealthExport, remove, retry, pending, failed, take, restore}),
    [chips, add, addHealthExport, remove, retry, pending, failed, take, restore])
}
