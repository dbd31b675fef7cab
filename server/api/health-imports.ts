import {randomBytes} from 'node:crypto'
import {mkdir, rm} from 'node:fs/promises'
import path from 'node:path'
import {numberFormat} from '../../src/framework/i18n/intl'
import {translate, type MessageKey} from '../../src/framework/i18n/translate'
import {healthSummaryForModel} from '../../src/health-data/model-table'
import type {HealthImportErrorCode} from '../../src/health-data/types'
import {HEALTH_SUMMARY_MIME} from '../../src/health-data/mime'
import {HeavyWorkError} from '../attachments/heavy-work'
import {wireAttachments} from '../attachments/model-context'
import {safeFilename} from '../attachments/process'
import {openEventStream} from '../chat/event-stream-writer'
import {HttpError} from '../framework/errors'
import {queryLocale} from '../framework/http/api-locale'
import {HealthImportError} from '../health-import/errors'
import {readHealthExport} from '../health-import/read-export'
import {receiveToFile} from '../health-import/receive'
import type {HaleApiHandler} from '../services'
import {requireSession} from '../verification/sessions'

/** The stored summary's type (src/health-data/mime.ts). */
export {HEALTH_SUMMARY_MIME}
/** The longest an export's reading may take, in a heavy-work turn. */
const READ_TIMEOUT_MS = 10 * 60_000

const ERROR_KEYS: Record<HealthImportErrorCode | 'busy', MessageKey> = {
  not_an_export: 'healthImport.error.notAnExport',
  corrupt: 'healthImport.error.corrupt',
  unsafe_xml: 'healthImport.error.corrupt',
  no_recent_data: 'healthImport.error.noRecentData',
  too_large: 'healthImport.error.tooLarge',
  too_much_data: 'healthImport.error.tooMuchData',
  busy: 'healthImport.error.busy',
}

/**
 * `POST /api/health-imports?name=export.zip&locale=de` with the export as the body (any type) →
 * an event stream: `progress` `{phase: 'reading', fraction}` while the export is read, then
 * `done` `{attachment, summary}` (an unsent attachment of the session as `POST /api/attachments`
 * answers one, to send with a message like any other), or `error` `{code, message}`. The body goes to a file in DATA_DIR as it
 * arrives and the file is deleted once read, whatever happened; only the summary is stored.
 *
 * Refused before the stream opens: 413 `too_large` (over HEALTH_IMPORT_MAX_BYTES, from
 * Content-Length or while it arrives), the session's refusals (human check, upload limits).
 */
export const POST: HaleApiHandler = async ({req, res, services, config, query}) => {
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())
  const {maxBytes} = config.healthImport
  const locale = queryLocale(query.locale, config.locales) ?? res.locals.locale
  const refuse = (status: number, code: HealthImportErrorCode) => {
    res.set('Connection', 'close')
    return new HttpError(status, {key: ERROR_KEYS[code], values: () => ({max: megabytes(maxBytes, locale)})}, {code})
  }
  if (Number(req.headers['content-length']) > maxBytes) throw refuse(413, 'too_large')
  const session = await requireSession(req, res, services, 'uploads')
  const given = typeof query.name === 'string' ? query.name : ''
  // The name keeps its own extension when it is one an export has; the kind is read from the bytes.
  const extension = /\.(zip|xml|csv|json)$/i.exec(given)?.[1]!.toLowerCase() ?? 'zip'
  const name = safeFilename(given, 'health-export', extension, false)

  const folder = path.join(config.dataDir, 'imports')
  await mkdir(folder, {recursive: true, mode: 0o700})
  const file = path.join(folder, `${randomBytes(12).toString('hex')}.part`)
  try {
    try {
      await receiveToFile(req, file, maxBytes, visitor.signal)
    } catch (error) {
      if (error instanceof HealthImportError) throw refuse(413, error.code)
      if (visitor.signal.aborted) return
      throw error
    }
    const stream = openEventStream(res)
    const fail = (code: HealthImportErrorCode | 'busy') => stream.send('error', {code, message: translate(locale, ERROR_KEYS[code], {max: megabytes(maxBytes, locale)})})
    let summary
    try {
      await stream.send('progress', {phase: 'reading', fraction: 0})
      summary = await services.heavyWork.inTurn((signal) => readHealthExport(file, {
        signal,
        onProgress: (fraction) => void stream.send('progress', {phase: 'reading', fraction: Math.round(fraction * 100) / 100}),
      }), READ_TIMEOUT_MS, visitor.signal)
    } catch (error) {
      await rm(file, {force: true})
      if (error instanceof HealthImportError) {
        services.log.info('A health-data export was refused', {code: error.code, detail: error.message})
        await fail(error.code)
      } else if (error instanceof HeavyWorkError && error.code !== 'aborted') {
        await fail(error.code === 'busy' ? 'busy' : 'too_much_data')
      } else if (!(error instanceof HeavyWorkError)) {
        throw error
      }
      return stream.end()
    }
    await rm(file, {force: true})
    await stream.send('progress', {phase: 'summarising', fraction: 1})
    const attachment = await services.storage.attachments.add({
      sessionId: session.id, kind: 'text', mime: HEALTH_SUMMARY_MIME, name,
      data: Buffer.from(JSON.stringify(summary)), text: healthSummaryForModel(summary, name), textSource: 'document',
      textTruncated: false, width: null, height: null, pages: null, pagesRead: null,
    })
    const {vision, textBudget} = config.attachments
    await stream.send('done', {attachment: wireAttachments([attachment], {vision, textBudget})[0], summary})
    stream.end()
  } finally {
    // Read or not, the export itself is never kept.
    await rm(file, {force: true})
  }
}

function megabytes(bytes: number, locale: string): string {
  return numberFormat(locale, {maximumFractionDigits: 0}).format(bytes / (1024 * 1024))
}
