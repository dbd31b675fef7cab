import type {MessageKey} from '../../../src/framework/i18n/translate'
import {numberFormat} from '../../../src/framework/i18n/intl'
import {wireAttachments} from '../../attachments/model-context'
import {MultipartError, readUploads} from '../../attachments/multipart'
import {HeavyWorkError} from '../../attachments/heavy-work'
import {ocrLanguages} from '../../attachments/ocr'
import {processUpload, UploadError, type ProcessedUpload, type UploadOcr} from '../../attachments/process'
import type {HaleApiHandler} from '../../services'
import {HttpError} from '../../framework/errors'
import {queryLocale} from '../../framework/http/api-locale'
import {requireSession} from '../../verification/sessions'
import {UNSENT_TTL_MS, type Attachment} from '../../storage/attachments'

/**
 * `POST /api/attachments?locale=fr` (`multipart/form-data`, one or more `file` fields) → `201
 * {attachments: [{id, kind, name, mime, size, width, height, received}]}`: the files checked
 * (type from the bytes), converted and stored as unsent attachments of the session, to be sent
 * with a message (`attachments: [ids]`) within the hour. `received` is what the model will get.
 * With OCR on, photos and scanned PDF pages are read for text in the page's language (`locale`,
 * else the request's) and English; a photo whose text cannot be read is kept without it.
 *
 * Refusals: 413 `file_too_large` (over MAX_UPLOAD_BYTES), `too_many_files`, `too_many_parts`,
 * `image_too_large` (pixels, or more memory or time than one job may use), `document_too_complex`
 * (a PDF needing more memory or time than one job may use); 415 `unsupported_type` (whatever the
 * name or Content-Type said); 422 `unreadable_file` (damaged or truncated); 400 `no_file`,
 * `bad_multipart`, `empty_file`; 503 `busy` with `Retry-After` (no heavy job could start in
 * time). Nothing is stored unless every file of the request is accepted.
 */
export const POST: HaleApiHandler = async ({req, res, services, config, query}) => {
  // Before any await: the visitor may abort the upload at any time.
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())
  const {maxUploadBytes, maxFiles, maxImagePixels, maxPdfPages, vision, textBudget} = config.attachments
  const refuse = (status: number, code: string, key: MessageKey, retryAfterSeconds?: number) => {
    // The rest of the body may still be arriving: close the connection after answering.
    res.set('Connection', 'close')
    const message = {key, values: (locale: string) => ({max: formatMegabytes(maxUploadBytes, locale), count: maxFiles})}
    return retryAfterSeconds === undefined
      ? new HttpError(status, message, {code})
      : new HttpError(status, message, {code, expose: true, headers: {'Retry-After': String(retryAfterSeconds)}, details: {retryAfter: retryAfterSeconds}})
  }
  if (!req.is('multipart/form-data')) throw refuse(415, 'bad_multipart', 'attachments.error.upload')

  const session = await requireSession(req, res, services, 'uploads')
  const {storage} = services
  await storage.attachments.deleteUnsent(storage.limits.now() - UNSENT_TTL_MS)

  let files
  try {
    files = await readUploads(req, {maxFileBytes: maxUploadBytes, maxFiles})
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error
    switch (error.code) {
      case 'file_too_large': throw refuse(413, 'file_too_large', 'attachments.error.tooLarge')
      case 'too_many_files': throw refuse(413, 'too_many_files', 'attachments.error.tooMany')
      case 'too_many_parts': throw refuse(413, 'too_many_parts', 'attachments.error.tooMany')
      case 'aborted': throw new HttpError(400, {key: 'apiError.uploadAborted'}, {code: 'aborted'})
      case 'bad_multipart': throw refuse(400, 'bad_multipart', 'attachments.error.upload')
    }
  }
  if (files.length === 0) throw refuse(400, 'no_file', 'attachments.error.upload')
  const waiting = await storage.attachments.listUnsent(session.id)
  if (waiting.length + files.length > maxFiles * 2) throw refuse(413, 'too_many_files', 'attachments.error.tooMany')

  const locale = queryLocale(query.locale, config.locales) ?? res.locals.locale
  const ocr: UploadOcr | null = services.ocr && {
    languages: ocrLanguages(services.ocr, locale), command: services.ocr.command,
    onFailure: (error) => services.log.info('The text of an upload could not be read', {detail: (error as Error).message}),
  }
  const processed: ProcessedUpload[] = []
  for (const file of files) {
    try {
      processed.push(await processUpload(file.bytes, file.filename, {maxImagePixels, maxPdfPages}, services.heavyWork, visitor.signal, ocr))
    } catch (error) {
      if (error instanceof HeavyWorkError && error.code === 'aborted') return // gone: store nothing
      if (!(error instanceof UploadError)) throw error
      services.log.info('An upload was refused', {code: error.code, detail: error.message})
      switch (error.code) {
        case 'unsupported_type': throw refuse(415, 'unsupported_type', 'attachments.error.unsupported')
        case 'image_too_large': throw refuse(413, 'image_too_large', 'attachments.error.imageTooLarge')
        case 'document_too_complex': throw refuse(413, 'document_too_complex', 'attachments.error.tooComplex')
        case 'unreadable_file': throw refuse(422, 'unreadable_file', 'attachments.error.unreadable')
        case 'empty_file': throw refuse(400, 'empty_file', 'attachments.error.empty')
        case 'busy': throw refuse(503, 'busy', 'attachments.error.busy', error.retryAfterSeconds)
      }
    }
    if (visitor.signal.aborted) return // gone: store nothing
  }
  if (visitor.signal.aborted) return
  const stored = await storage.transaction(async () => {
    const result: Attachment[] = []
    for (const file of processed) result.push(await storage.attachments.add({...file, sessionId: session.id}))
    return result
  })
  res.status(201)
  return {attachments: wireAttachments(stored, {vision, textBudget})}
}

function formatMegabytes(bytes: number, locale: string): string {
  return numberFormat(locale, {maximumFractionDigits: 1}).format(bytes / (1024 * 1024))
}
