/**
 * Reads a health-data export from a file on disk, whichever kind it is: an Apple Health
 * `export.zip` (or its `export.xml`), a Google Takeout zip (its daily-summary CSV, or else its Fit
 * "All Data" JSON), the daily-summary CSV on its own, or a generic CSV or JSON file (or a zip of one). The kind comes from the file's first bytes and names, never from what the visitor said.
 */
import {createReadStream} from 'node:fs'
import {open, stat} from 'node:fs/promises'
import {dayNumber} from '../../src/health-data/daily-totals'
import type {HealthSummary} from '../../src/health-data/types'
import {readAppleHealthXml, type ReadOptions} from './apple-health'
import {readDailyCsv} from './daily-csv'
import {HealthImportError} from './errors'
import {readGenericJson} from './generic-json'
import {isFitAllData, readGoogleFitJson} from './google-fit-json'
import {listZipEntries, openZipEntry} from './zip-entry'

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1')

const isAppleExport = (name: string) => /(^|\/)export\.xml$/.test(name)
const isJson = (name: string) => /\.json$/i.test(name) && !name.startsWith('__MACOSX/')
const isGoogleFitDaily = (name: string) => /(^|\/)Daily activity metrics\.csv$/i.test(name) || /(^|\/)Daily Summaries\.csv$/i.test(name)

async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const {bytesRead} = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** An export whose last day is longer ago than this has nothing recent to say. */
const RECENT_DAYS = 90

export interface ExportReadOptions extends ReadOptions {
  /** Today, YYYY-MM-DD (UTC unless given): an export that ends over 90 days before it is refused. */
  today?: string
}

export async function readHealthExport(file: string, options: ExportReadOptions = {}): Promise<HealthSummary> {
  const summary = await readAnyExport(file, options)
  const today = dayNumber(options.today ?? new Date().toISOString().slice(0, 10))!
  if (today - dayNumber(summary.endDate)! > RECENT_DAYS) {
    throw new HealthImportError('no_recent_data', `The export ends on ${summary.endDate}, over ${RECENT_DAYS} days ago.`)
  }
  return summary
}

async function readAnyExport(file: string, options: ReadOptions): Promise<HealthSummary> {
  const start = await head(file, 512)
  if (start.subarray(0, 4).equals(ZIP_MAGIC)) {
    const apple = await openZipEntry(file, isAppleExport)
    if (apple) return readAppleHealthXml(apple.stream, apple.size, options)
    const google = await openZipEntry(file, isGoogleFitDaily)
    if (google) return readDailyCsv(google.stream, google.size, options)
    const fitFiles = await listZipEntries(file, isFitAllData)
    if (fitFiles.length > 0) return readGoogleFitJson(file, fitFiles.reduce((sum, {size}) => sum + size, 0), options)
    const json = await openZipEntry(file, isJson)
    if (json) return readGenericJson(json.stream, json.size, options)
    throw new HealthImportError('not_an_export', 'The zip holds neither an Apple Health export.xml, nor Google Fit data, nor a date,metric,value file.')
  }
  const size = (await stat(file)).size
  const text = start.toString('utf8').replace(/^\uFEFF/, '').trimStart()
  if (text.startsWith('<')) return readAppleHealthXml(createReadStream(file), size, options)
  if (text.startsWith('[')) return readGenericJson(createReadStream(file), size, options)
  if (text.startsWith('{')) throw new HealthImportError('not_an_export', 'This JSON file is not a health export Hale reads: a list of date, metric and value is.')
  if (text.length > 0 && !start.includes(0)) return readDailyCsv(createReadStream(file), size, options)
  throw new HealthImportError('not_an_export', 'This file is not a health export Hale reads: an Apple Health export.zip, a Google Fit daily summary, or a date,metric,value CSV.')
}
