/**
 * The start-up check of OCR (ocr.ts): on with Tesseract's English data, the visitor's language
 * where installed, off with `OCR=off`, and how to install Tesseract when it is missing.
 */
import {chmodSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {checkOcr, ocrLanguages} from './ocr'

const INSTALL = 'apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-spa tesseract-ocr-fra tesseract-ocr-deu'

describe('checkOcr', () => {
  let folder: string
  beforeAll(() => { folder = mkdtempSync(path.join(tmpdir(), 'hale-ocr-check-')) })
  afterAll(() => rmSync(folder, {recursive: true, force: true}))

  /** A stand-in for Tesseract that lists `languages` as `tesseract --list-langs` does. */
  const listing = (name: string, languages: string[]) => {
    const file = path.join(folder, name)
    writeFileSync(file, `#!/bin/sh\necho 'List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (${languages.length}):'\nprintf '%s\\n' ${languages.join(' ')}\n`)
    chmodSync(file, 0o755)
    return file
  }

  it('is on with every language Hale reads, and says so', async () => {
    const command = listing('all', ['deu', 'eng', 'fra', 'osd', 'spa'])
    expect(await checkOcr({mode: 'auto', command})).toEqual({
      reader: {command, languages: ['eng', 'spa', 'fra', 'deu']}, level: 'info',
      message: 'OCR is on: photos and scanned PDF pages are read for text with Tesseract', details: {languages: ['eng', 'spa', 'fra', 'deu']},
    })
  })

  it('is on without a missing language, which it names with the packages to install', async () => {
    const check = await checkOcr({mode: 'auto', command: listing('some', ['eng', 'fra'])})
    expect(check.reader?.languages).toEqual(['eng', 'fra'])
    expect(check.level).toBe('warn')
    expect(check.message).toBe(`OCR is on, without spa, deu: photos in those languages are read as English. On Debian or Ubuntu: ${INSTALL}`)
  })

  it('is off without English data, or without Tesseract, and says how to install it', async () => {
    const noEnglish = await checkOcr({mode: 'auto', command: listing('no-english', ['osd', 'deu'])})
    expect(noEnglish).toMatchObject({reader: null, level: 'warn', message: `OCR is off: Tesseract has no English data (eng). On Debian or Ubuntu: ${INSTALL}`})
    const missing = await checkOcr({mode: 'auto', command: path.join(folder, 'no-such-tesseract')})
    expect(missing).toMatchObject({reader: null, level: 'warn'})
    expect(missing.message).toContain(`could not be run, so photos and scanned PDF pages are not read for text. On Debian or Ubuntu: ${INSTALL}`)
  })

  it('runs nothing with OCR=off', async () => {
    expect(await checkOcr({mode: 'off', command: path.join(folder, 'no-such-tesseract')}))
      .toEqual({reader: null, level: 'info', message: 'OCR is off (OCR=off): photos and scanned PDF pages are not read for text', details: {}})
  })
})

describe('ocrLanguages', () => {
  const reader = {command: 'tesseract', languages: ['eng', 'spa', 'fra', 'deu']}
  it.each([['en', ['eng']], ['es', ['spa', 'eng']], ['fr', ['fra', 'eng']], ['de', ['deu', 'eng']], ['it', ['eng']]])('reads a %s page in %j', (locale, expected) => {
    expect(ocrLanguages(reader, locale)).toEqual(expected)
  })
  it('falls back to English when the visitor\'s language is not installed', () => {
    expect(ocrLanguages({command: 'tesseract', languages: ['eng', 'fra']}, 'de')).toEqual(['eng'])
  })
})
