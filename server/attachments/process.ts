/**
 * From the bytes of an upload to what Hale stores: the type from the bytes, images decoded with a
 * pixel cap, turned upright, downscaled to fit 2048 px and re-encoded (which drops EXIF and GPS),
 * HEIC photos converted to JPEG, PDF text extracted in the sandbox, text read as UTF-8.
 */
import sharp from 'sharp'
import type {AttachmentsConfig} from '../config'
import type {AttachmentKind, NewAttachment} from '../storage/attachments'
import {decodeHeic, extractPdfText, SandboxError} from './sandbox'
import {sniffType, type FileType} from './sniff'

// No cache of decoded images: memory stays bounded by what is being processed.
sharp.cache(false)

/** Longest side of a stored image. */
export const MAX_IMAGE_SIDE = 2048
/** Characters of text kept from a document (the model gets at most the configured budget of it). */
export const MAX_STORED_TEXT = 500_000
/** Time and heap of one PDF or HEIC job. */
export const SANDBOX_LIMITS = {timeoutMs: 20_000, heapMb: 192}

export type UploadErrorCode = 'unsupported_type' | 'image_too_large' | 'unreadable_file' | 'empty_file'

/** A file Hale refuses; `code` picks the visitor's message (attachments.error.* in the catalogs). */
export class UploadError extends Error {
  readonly code: UploadErrorCode
  constructor(code: UploadErrorCode, message: string, options?: {cause?: unknown}) {
    super(message, options)
    this.name = 'UploadError'
    this.code = code
  }
}

export type ProcessedUpload = Omit<NewAttachment, 'sessionId'>

/** Check and convert one uploaded file. Throws `UploadError` for a file Hale will not take. */
export async function processUpload(bytes: Buffer, filename: string, config: Pick<AttachmentsConfig, 'maxImagePixels' | 'maxPdfPages'>): Promise<ProcessedUpload> {
  if (bytes.length === 0) throw new UploadError('empty_file', 'The file is empty')
  const type = sniffType(bytes)
  if (type === null) throw new UploadError('unsupported_type', 'The bytes are none of JPEG, PNG, WebP, HEIC, PDF or UTF-8 text')
  switch (type) {
    case 'jpeg': case 'png': case 'webp': case 'heic':
      return processImage(bytes, type, filename, config.maxImagePixels)
    case 'pdf':
      return processPdf(bytes, filename, config.maxPdfPages)
    case 'text':
      return processText(bytes, filename)
  }
}

async function processImage(bytes: Buffer, type: Exclude<FileType, 'pdf' | 'text'>, filename: string, maxPixels: number): Promise<ProcessedUpload> {
  let input: ReturnType<typeof sharp>
  if (type === 'heic') {
    const raw = await decodeHeic(bytes, {maxPixels, ...SANDBOX_LIMITS}).catch((error: unknown) => {
      if (error instanceof SandboxError && error.code === 'too_many_pixels') throw new UploadError('image_too_large', error.message)
      throw new UploadError('unreadable_file', `The HEIC photo could not be decoded: ${(error as Error).message}`, {cause: error})
    })
    input = sharp(Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), {raw: {width: raw.width, height: raw.height, channels: 4}})
  } else {
    // The header first: a pixel flood is refused before anything is decoded.
    const metadata = await sharp(bytes).metadata().catch((error: unknown) => {
      throw new UploadError('unreadable_file', `The image header cannot be read: ${(error as Error).message}`, {cause: error})
    })
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
    if (pixels === 0) throw new UploadError('unreadable_file', 'The image has no size')
    if (pixels > maxPixels || (metadata.pages ?? 1) > 1) {
      throw new UploadError('image_too_large', `${metadata.width}×${metadata.height} is more than ${maxPixels} pixels (or an animation)`)
    }
    input = sharp(bytes, {limitInputPixels: maxPixels, failOn: 'error'})
  }
  const format = type === 'png' ? 'png' : type === 'webp' ? 'webp' : 'jpeg'
  const pipeline = input.rotate().resize({width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true})
  const encoded = format === 'png' ? pipeline.png() : format === 'webp' ? pipeline.webp({quality: 85}) : pipeline.flatten({background: '#ffffff'}).jpeg({quality: 85})
  const {data, info} = await encoded.toBuffer({resolveWithObject: true}).catch((error: unknown) => {
    if (error instanceof UploadError) throw error
    throw new UploadError('unreadable_file', `The image cannot be decoded: ${(error as Error).message}`, {cause: error})
  })
  const extension = format === 'jpeg' ? 'jpg' : format
  return {
    kind: 'image', mime: `image/${format}`, name: safeFilename(filename, 'photo', extension, type === 'heic'),
    width: info.width, height: info.height, text: null, textTruncated: false, pages: null, pagesRead: null, data,
  }
}

async function processPdf(bytes: Buffer, filename: string, maxPages: number): Promise<ProcessedUpload> {
  const result = await extractPdfText(bytes, {maxPages, maxChars: MAX_STORED_TEXT, ...SANDBOX_LIMITS}).catch((error: unknown) => {
    throw new UploadError('unreadable_file', `The PDF cannot be read: ${(error as Error).message}`, {cause: error})
  })
  return {
    kind: 'pdf', mime: 'application/pdf', name: safeFilename(filename, 'document', 'pdf', false), width: null, height: null,
    text: result.text, textTruncated: result.truncated || result.pagesRead < result.pages, pages: result.pages, pagesRead: result.pagesRead, data: bytes,
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
