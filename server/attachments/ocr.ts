/**
 * Whether Hale reads the text of photos and scanned PDF pages (OCR), decided once at start: with
 * `OCR=auto` (the default) when `tesseract --list-langs` lists English, in the visitor's
 * language too where its data is installed. The reading itself is `HeavyWork.ocr`.
 */
import {execFile} from 'node:child_process'
import type {OcrConfig} from '../config'

/** Tesseract's language of each of Hale's locales; English is read in every one of them. */
export const OCR_LANGUAGES: Readonly<Record<string, string>> = {en: 'eng', es: 'spa', fr: 'fra', de: 'deu'}

/** The Debian packages of Tesseract and the languages Hale reads. */
export const TESSERACT_PACKAGES = 'tesseract-ocr tesseract-ocr-eng tesseract-ocr-spa tesseract-ocr-fra tesseract-ocr-deu'

/** OCR as it runs: the command, and which of Hale's languages it has. */
export interface OcrReader {
  command: string
  /** Tesseract codes of `OCR_LANGUAGES` that are installed; always `eng`. */
  languages: readonly string[]
}

/** What the start-up check found: the reader (null: OCR is off), and the line to log. */
export interface OcrCheck {
  reader: OcrReader | null
  level: 'info' | 'warn'
  message: string
  details: Record<string, unknown>
}

/** The longest the start-up check waits for `tesseract --list-langs`. */
const CHECK_TIMEOUT_MS = 10_000

/** Runs `tesseract --list-langs` once (unless `OCR=off`) and says whether OCR is on. Never rejects. */
export async function checkOcr(config: OcrConfig): Promise<OcrCheck> {
  if (config.mode === 'off') return {reader: null, level: 'info', message: 'OCR is off (OCR=off): photos and scanned PDF pages are not read for text', details: {}}
  const install = `apt-get install ${TESSERACT_PACKAGES}`
  let listed: string[]
  try {
    listed = await listLanguages(config.command)
  } catch (error) {
    return {
      reader: null, level: 'warn',
      message: `OCR is off: ${config.command} could not be run, so photos and scanned PDF pages are not read for text. On Debian or Ubuntu: ${install} (or set OCR=off to silence this)`,
      details: {error: (error as Error).message.split('\n')[0]},
    }
  }
  const wanted = Object.values(OCR_LANGUAGES)
  const languages = wanted.filter((code) => listed.includes(code))
  const missing = wanted.filter((code) => !listed.includes(code))
  if (!languages.includes('eng')) {
    return {reader: null, level: 'warn', message: `OCR is off: Tesseract has no English data (eng). On Debian or Ubuntu: ${install}`, details: {installed: listed}}
  }
  const reader = {command: config.command, languages}
  if (missing.length > 0) {
    return {
      reader, level: 'warn',
      message: `OCR is on, without ${missing.join(', ')}: photos in those languages are read as English. On Debian or Ubuntu: ${install}`,
      details: {languages},
    }
  }
  return {reader, level: 'info', message: 'OCR is on: photos and scanned PDF pages are read for text with Tesseract', details: {languages}}
}

/** The languages a visitor's photo is read in: theirs (when installed), then English. */
export function ocrLanguages(reader: OcrReader, locale: string): string[] {
  const own = OCR_LANGUAGES[locale]
  return own !== undefined && own !== 'eng' && reader.languages.includes(own) ? [own, 'eng'] : ['eng']
}

/** The language codes Tesseract lists, one a line after its heading. */
function listLanguages(command: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(command, ['--list-langs'], {timeout: CHECK_TIMEOUT_MS, env: {PATH: process.env.PATH ?? '/usr/bin:/bin'}}, (error, stdout, stderr) => {
      if (error) return reject(error)
      // Older versions print the list on standard error.
      const lines = `${stdout}\n${stderr}`.split('\n').map((line) => line.trim())
      resolve(lines.filter((line) => /^[a-z_]{3,}$/i.test(line)))
    })
  })
}
