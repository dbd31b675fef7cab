/**
 * From the bytes of an upload to what Hale stores: the type from the bytes, images decoded with a
 * pixel cap, turned upright, downscaled to fit 2048 px and re-encoded (which drops EXIF and GPS),
 * HEIC photos converted to JPEG, PDF text extracted; all of it in child processes with a memory
 * and time budget (`heavy-work.ts`). Text is read as UTF-8 here. With OCR, the text of a photo and
 * of a PDF's pages without text (scans) is read by Tesseract; OCR failing never refuses the file.
 */
import type {AttachmentsConfig} from '../config'
import type {AttachmentKind, NewAttachment} from '../storage/attachments'
import type {OcrWord} from '../../src/labs/ocr-confidence'
import {HeavyWorkError, type HeavyWork, type PdfText} from './heavy-work'
import {joinOcrPages, tidyOcrReading, unsureWordsIn} from './ocr-words'
import {sniffType, type FileType} from './sniff'

/** Longest side of a stored image. */
export const MAX_IMAGE_SIDE = 2048
/** Characters of text kept from a document (the model gets at most the configured budget of it). */
export const MAX_STORED_TEXT = 500_000

export type UploadErrorCode = 'unsupported_type' | 'image_too_large' | 'document_too_complex' | 'unreadable_file' | 'empty_file' | 'busy'

/** A file Hale refuses; `code` picks the visitor's message (attachments.error.* in the catalogs). */
export class UploadError extends Error {
  readonly code: UploadErrorCode
  /** For `busy`: the seconds to wait before trying again. */
  readonly retryAfterSeconds: number
  constructor(code: UploadErrorCode, message: string, options?: {cause?: unknown; retryAfterSeconds?: number}) {
    super(message, options?.cause === undefined ? undefined : {cause: options.cause})
    this.name = 'UploadError'
    this.code = code
    this.retryAfterSeconds = options?.retryAfterSeconds ?? 0
  }
}

export type ProcessedUpload = Omit<NewAttachment, 'sessionId'>

/** Scanned pages of one PDF read by OCR at most (each is a heavy job of its own). */
export const MAX_OCR_PAGES = 4

/** How an upload's text is read by OCR; null: OCR is off. */
export interface UploadOcr {
  /** Tesseract's languages: the visitor's and English (ocr.ts `ocrLanguages`). */
  languages: readonly string[]
  command: string
  /** Told of each image OCR could not read (the file is kept without its text). */
  onFailure?: (error: unknown) => void
}

/**
 * Check and convert one uploaded file; images and PDFs are read in `heavyWork`'s child processes.
 * Throws `UploadError` for a file Hale will not take, or `busy` when no job could start in time.
 */
export async function processUpload(
  bytes: Buffer, filename: string, config: Pick<AttachmentsConfig, 'maxImagePixels' | 'maxPdfPages'>, heavyWork: HeavyWork, signal?: AbortSignal, ocr: UploadOcr | null = null,
): Promise<ProcessedUpload> {
  if (bytes.length === 0) throw new UploadError('empty_file', 'The file is empty')
  const type = sniffType(bytes)
  if (type === null) throw new UploadError('unsupported_type', 'The bytes are none of JPEG, PNG, WebP, HEIC, PDF or UTF-8 text')
  switch (type) {
    case 'jpeg': case 'png': case 'webp': case 'heic':
      return processImage(bytes, type, filename, config.maxImagePixels, heavyWork, signal, ocr)
    case 'pdf':
      return processPdf(bytes, filename, config, heavyWork, signal, ocr)
    case 'text':
      return processText(bytes, filename)
  }
}

async function processImage(
  bytes: Buffer, type: Exclude<FileType, 'pdf' | 'text'>, filename: string, maxPixels: number, heavyWork: HeavyWork, signal: AbortSignal | undefined, ocr: UploadOcr | null,
): Promise<ProcessedUpload> {
  const image = await heavyWork.image(bytes, {type, maxPixels, maxSide: MAX_IMAGE_SIDE}, signal).catch((error: unknown) => {
    throw uploadErrorOf(error, 'image_too_large', `The ${type} image`)
  })
  // The photo as uploaded, not the stored copy: its full resolution is what makes small print legible.
  // (HEIC is read from the stored JPEG: Tesseract's image library cannot decode HEIC.)
  const reading = ocr ? await readText(type === 'heic' ? image.data : bytes, maxPixels, heavyWork, signal, ocr) : null
  return {
    kind: 'image', mime: `image/${image.format}`, name: safeFilename(filename, 'photo', image.format === 'jpeg' ? 'jpg' : image.format, type === 'heic'),
    width: image.width, height: image.height, text: reading?.text ?? null, textTruncated: false, textSource: ocr ? 'ocr' : null,
    unsureWords: ocr ? unsureWordsIn(reading?.text ?? '', reading?.words ?? []) : null, pages: null, pagesRead: null, data: image.data,
  }
}

async function processPdf(
  bytes: Buffer, filename: string, config: Pick<AttachmentsConfig, 'maxImagePixels' | 'maxPdfPages'>, heavyWork: HeavyWork, signal: AbortSignal | undefined, ocr: UploadOcr | null,
): Promise<ProcessedUpload> {
  const options = {maxPages: config.maxPdfPages, maxChars: MAX_STORED_TEXT, scanPages: ocr ? MAX_OCR_PAGES : 0, maxPixels: config.maxImagePixels}
  const result = await heavyWork.pdfText(bytes, options, signal).catch((error: unknown) => {
    // Taking out the scanned pages' images may be what needed more than one job has: the text alone, as without OCR.
    if (options.scanPages > 0 && error instanceof HeavyWorkError && (error.code === 'memory' || error.code === 'timeout')) {
      ocr?.onFailure?.(error)
      return heavyWork.pdfText(bytes, {...options, scanPages: 0}, signal)
    }
    throw error
  }).catch((error: unknown) => {
    throw uploadErrorOf(error, 'document_too_complex', 'The PDF')
  })
  const scanned = ocr && result.scans && result.scans.length > 0 ? await readScans(result, config.maxImagePixels, heavyWork, signal, ocr) : null
  return {
    kind: 'pdf', mime: 'application/pdf', name: safeFilename(filename, 'document', 'pdf', false), width: null, height: null,
    text: scanned?.text ?? result.text, textSource: scanned ? 'ocr' : 'document', unsureWords: scanned?.unsureWords ?? null,
    textTruncated: (scanned?.truncated ?? result.truncated) || result.pagesRead < result.pages || (scanned !== null && (result.unscanned ?? 0) > 0),
    pages: result.pages, pagesRead: result.pagesRead, data: bytes,
  }
}

/**
 * A PDF's text with its scanned pages read by OCR, each in turn, in page order; the pages' text
 * (read or not) separated by a blank line as `pdfText` does, cut at `MAX_STORED_TEXT`; with the
 * words Tesseract was unsure of on the scanned pages, on their lines of that text.
 */
async function readScans(
  result: PdfText, maxPixels: number, heavyWork: HeavyWork, signal: AbortSignal | undefined, ocr: UploadOcr,
): Promise<{text: string; truncated: boolean; unsureWords: OcrWord[]}> {
  const pages: (OcrReading | undefined)[] = (result.pageTexts ?? []).map((text) => ({text, words: []}))
  for (const scan of result.scans ?? []) pages[scan.page - 1] = (await readText(scan.data, maxPixels, heavyWork, signal, ocr)) ?? undefined
  const whole = joinOcrPages(pages)
  const text = whole.text.slice(0, MAX_STORED_TEXT)
  return {text, truncated: whole.text.length > MAX_STORED_TEXT, unsureWords: unsureWordsIn(text, whole.words)}
}

/** The text of an image read by OCR, and its words with Tesseract's confidence, each on its line of the text. */
interface OcrReading {
  text: string
  words: OcrWord[]
}

/**
 * The text of an image read by OCR, its lines kept, trailing spaces and blank lines at the ends
 * removed, cut at `MAX_STORED_TEXT`; null when there is none or it could not be read (too slow,
 * too large, no turn). A visitor who left (`aborted`) is the one failure that propagates.
 */
async function readText(bytes: Uint8Array, maxPixels: number, heavyWork: HeavyWork, signal: AbortSignal | undefined, ocr: UploadOcr): Promise<OcrReading | null> {
  try {
    const result = await heavyWork.ocr(bytes, {languages: ocr.languages, maxPixels, command: ocr.command}, signal)
    const {text, words} = tidyOcrReading(result.text, result.words)
    return text === '' ? null : {text: text.slice(0, MAX_STORED_TEXT), words}
  } catch (error) {
    if (error instanceof HeavyWorkError && error.code === 'aborted') throw error
    ocr.onFailure?.(error)
    return null
  }
}

/**
 * A heavy job's failure as the upload's refusal: over its memory or time budget is `tooComplex`
 * (an image's pixels or a document's contents need more than Hale gives one file), too many
 * pixels is `image_too_large`, no turn in time is `busy`, anything else `unreadable_file`.
 */
function uploadErrorOf(error: unknown, tooComplex: 'image_too_large' | 'document_too_complex', what: string): unknown {
  if (!(error instanceof HeavyWorkError)) return error
  switch (error.code) {
    case 'memory': case 'timeout': return new UploadError(tooComplex, `${what} needs more than one job may use: ${error.message}`, {cause: error})
    case 'too_many_pixels': return new UploadError('image_too_large', error.message, {cause: error})
    case 'busy': return new UploadError('busy', error.message, {cause: error, retryAfterSeconds: error.retryAfterSeconds})
    case 'aborted': return error
    case 'invalid': return new UploadError('unreadable_file', `${what} cannot be read: ${error.message}`, {cause: error})
  }
}

function processText(bytes: Buffer, filename: string): ProcessedUpload {
  // The sniffer has checked that this is valid UTF-8 without NUL bytes.
  const decoded = new TextDecoder('utf-8', {fatal: true, ignoreBOM: false}).decode(bytes).replace(/\r\n?/g, '\n')
  const csv = /\.csv$/i.test(filename)
  const text = decoded.length > MAX_STORED_TEXT ? decoded.slice(0, MAX_STORED_TEXT) : decoded
  return {
    kind: 'text', mime: csv ? 'text/csv' : 'text/plain', name: safeFilename(filename, 'document', csv ? 'csv' : 'txt', false),
    width: null, height: null, text, textTruncated: text.length < decoded.length, pages: null, pagesRead: null, data: bytes,
  }
}

/**
 * A name safe to show and to put in a header: no folders, no control, format or bidirectional
 * characters, no quotes, at most 90 characters before an extension that matches what is stored
 * (`replace`: the type changed, e.g. HEIC → JPEG, so the old extension goes).
 */
export function safeFilename(name: string, fallback: string, extension: string, replace: boolean): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  const match = /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(base)
  const old = match?.[2]!.toLowerCase()
  const kept = !replace && old !== undefined && (EQUIVALENT[extension] ?? [extension]).includes(old) ? old : extension
  const stem = [...(match ? match[1]! : base)].slice(0, 90).join('').trim()
  return `${stem || fallback}.${kept}`
}

const EQUIVALENT: Record<string, string[]> = {jpg: ['jpg', 'jpeg'], txt: ['txt', 'text', 'md', 'log'], csv: ['csv']}
