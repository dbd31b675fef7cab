/**
 * Reading the text of photos and scanned PDFs (OCR) through the real upload API, over real HTTP,
 * with Debian's Tesseract and the fake model server: the text stored with where it came from,
 * the languages of the page, a failure that keeps the file, OCR off, and a photographed report
 * answered by a model that cannot see images.
 */
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {labTableFor} from '../../server/attachments/lab-context'
import type {Attachment} from '../../server/storage/attachments'
import {describeReceived} from '../../src/attachments/describe'
import type {Received} from '../../src/chat/types'
import {translate, type MessageKey} from '../../src/framework/i18n/translate'
import {UNSURE_CONFIDENCE} from '../../src/labs/ocr-confidence'
import {photoOfLines, scannedPdf} from '../support/attachment-fixtures'
import {multipart, rawRequest, type Part} from '../support/multipart'
import {jsonRequest, startHale, streamRequest, type HaleServer} from './support'

jest.setTimeout(120_000)

const REPORT = [
  'Test            Result   Units     Reference range',
  'Potassium       6.8 H    mmol/L    3.5 - 5.1',
  'Sodium          141      mmol/L    135 - 145',
  'Glucose         4.9      mmol/L    3.9 - 5.5',
]

function upload(h: HaleServer, cookie: string, parts: readonly Part[], query = '') {
  const {body, contentType} = multipart(parts)
  return rawRequest(h.origin, 'POST', `/api/attachments${query}`, {cookie, body, headers: {'content-type': contentType}})
}

/** The "received" line's words for one attachment, in English. */
const line = (received: Received) => describeReceived(received, 'en', (key: MessageKey, values) => translate('en', key, values))

let folder: string
let photo: Buffer
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'hale-ocr-'))
  photo = await photoOfLines(REPORT, 4)
})
afterAll(() => rmSync(folder, {recursive: true, force: true}))

describe('OCR on', () => {
  let h: HaleServer
  let calls: string
  beforeAll(async () => {
    // Tesseract behind a script that notes how it was called.
    calls = path.join(folder, 'calls.txt')
    const script = path.join(folder, 'tesseract')
    writeFileSync(script, `#!/bin/sh\necho "$@" >> '${calls}'\nexec tesseract "$@"\n`)
    chmodSync(script, 0o755)
    h = await startHale({OCR: 'auto', TESSERACT_COMMAND: script, HEAVY_JOB_TIMEOUT_MS: '60000'})
  })
  afterAll(() => h.close())

  it('reads a tilted photo of a results table in the page\'s language and English, and stores its text as read by OCR', async () => {
    const {cookie, id: sessionId} = await h.hale.verifiedSession()
    writeFileSync(calls, '')
    const res = await upload(h, cookie, [{filename: 'results.jpg', type: 'image/jpeg', data: photo}], '?locale=de')
    expect(res.status).toBe(201)
    const [attachment] = res.json.attachments
    expect(attachment.received).toEqual({kind: 'image', name: 'results.jpg', sent: true, ocr: {read: true, chars: expect.any(Number), truncated: false}})
    expect(line(attachment.received)).toBe('results.jpg: photo, and its text read by OCR')
    const [stored] = await h.hale.storage.attachments.listUnsent(sessionId)
    expect(stored).toMatchObject({kind: 'image', textSource: 'ocr', textTruncated: false})
    expect(stored!.text).toMatch(/Potassium\s+6\.8 ?H\s+mmol\/L\s+3\.5 ?- ?5\.1/)
    expect(stored!.text).toMatch(/Sodium\s+141\s+mmol\/L/)
    expect(attachment.received.ocr.chars).toBe(stored!.text!.length)
    expectUnsureWordsOnTheirLines(stored!)
    // The uploaded photo was read (not the stored copy), in German and English.
    expect(readFileSync(calls, 'utf8')).toMatch(/^stdin stdout -l deu\+eng /m)
  })

  it('reads a scanned PDF whose page is an image and has no text layer', async () => {
    const {cookie, id: sessionId} = await h.hale.verifiedSession()
    writeFileSync(calls, '')
    const scan = await scannedPdf([await photoOfLines(REPORT, 2)])
    const res = await upload(h, cookie, [{filename: 'scan.pdf', type: 'application/pdf', data: scan}])
    expect(res.status).toBe(201)
    const {received} = res.json.attachments[0]
    expect(received).toEqual({kind: 'pdf', name: 'scan.pdf', pages: 1, pagesRead: 1, chars: expect.any(Number), truncated: false, noText: false, ocr: true})
    expect(line(received)).toBe('scan.pdf: 1 page of text, read from the scanned pages by OCR')
    const [stored] = await h.hale.storage.attachments.listUnsent(sessionId)
    expect(stored).toMatchObject({kind: 'pdf', textSource: 'ocr'})
    expect(stored!.text).toMatch(/Potassium\s+6\.8/)
    // No locale in the query, none in the request: English only.
    expect(readFileSync(calls, 'utf8')).toMatch(/^stdin stdout -l eng /m)
  })
})

/** Each unsure word the attachment keeps is one Tesseract doubted, written on its line of the stored text. */
function expectUnsureWordsOnTheirLines(attachment: Attachment): void {
  expect(attachment.unsureWords).toEqual(expect.any(Array))
  const lines = attachment.text!.split('\n')
  for (const word of attachment.unsureWords!) {
    expect(word.confidence).toBeLessThan(UNSURE_CONFIDENCE)
    expect(lines[word.line]!.split(/\s+/)).toContain(word.text)
  }
}

describe('OCR unsure of a value', () => {
  let h: HaleServer
  beforeAll(async () => {
    // Tesseract behind a script that lowers its confidence in every word "141" (Sodium's value) to 12.
    const script = path.join(folder, 'doubting-tesseract')
    writeFileSync(script, `#!/bin/sh\ntesseract "$@" | awk -F '\\t' 'BEGIN { OFS = "\\t" } NF == 12 && $12 == "141" { $11 = "12" } { print }'\n`)
    chmodSync(script, 0o755)
    h = await startHale({OCR: 'auto', TESSERACT_COMMAND: script, HEAVY_JOB_TIMEOUT_MS: '60000'})
  })
  afterAll(() => h.close())

  const sodiumLines = (text: string) => text.split('\n').flatMap((line, index) => /^Sodium\s+141\b/.test(line) ? [index] : [])

  it('stores the words Tesseract doubted with a photo, and its lab table leaves out the value it doubted', async () => {
    const {cookie, id: sessionId} = await h.hale.verifiedSession()
    const res = await upload(h, cookie, [{filename: 'results.jpg', type: 'image/jpeg', data: photo}])
    expect(res.status).toBe(201)
    const [stored] = await h.hale.storage.attachments.listUnsent(sessionId)
    expectUnsureWordsOnTheirLines(stored!)
    expect(stored!.unsureWords).toContainEqual({line: sodiumLines(stored!.text!)[0], text: '141', confidence: 12})
    expect(labTableFor(stored!)?.rows.map((row) => row.analyte)).toEqual(['potassium', 'glucose'])
    // The same text without the words: the value is read.
    expect(labTableFor({...stored!, id: 'without-words', unsureWords: null})?.rows.map((row) => row.analyte)).toEqual(['potassium', 'sodium', 'glucose'])
  })

  it('stores them for each scanned page of a PDF, on their lines of the joined text', async () => {
    const {cookie, id: sessionId} = await h.hale.verifiedSession()
    const page = await photoOfLines(REPORT, 2)
    const res = await upload(h, cookie, [{filename: 'scan.pdf', type: 'application/pdf', data: await scannedPdf([page, page])}])
    expect(res.status).toBe(201)
    const [stored] = await h.hale.storage.attachments.listUnsent(sessionId)
    expect(stored).toMatchObject({kind: 'pdf', textSource: 'ocr', pages: 2})
    expectUnsureWordsOnTheirLines(stored!)
    const lines = sodiumLines(stored!.text!)
    expect(lines).toHaveLength(2)
    expect(stored!.unsureWords).toEqual(expect.arrayContaining(lines.map((line) => ({line, text: '141', confidence: 12}))))
    expect(labTableFor(stored!)?.rows.map((row) => row.analyte)).toEqual(['potassium', 'glucose', 'potassium', 'glucose'])
  })
})

describe('a photographed report sent to a model that cannot see images (LLM_VISION=off)', () => {
  let h: HaleServer
  beforeAll(async () => {
    h = await startHale({OCR: 'auto', LLM_VISION: 'off', HEAVY_JOB_TIMEOUT_MS: '60000'})
  })
  afterAll(() => h.close())

  it('gives the model the text read from the photo, which it answers from', async () => {
    // The fake model answers from the values only when what it received holds them.
    h.fake.respondWith((body) => {
      const received = JSON.stringify(body.messages.at(-1).content)
      return received.includes('Potassium') && received.includes('6.8')
        ? {kind: 'stream', tokens: ['Your potassium is 6.8 mmol/L, ', 'above its reference range of 3.5 - 5.1.']}
        : {kind: 'stream', tokens: ['I cannot see the photo.']}
    })
    const {cookie} = await h.hale.verifiedSession()
    const res = await upload(h, cookie, [{filename: 'report.jpg', type: 'image/jpeg', data: photo}])
    expect(res.status).toBe(201)
    const [attachment] = res.json.attachments
    expect(attachment.received).toMatchObject({kind: 'image', sent: false, ocr: {read: true}})
    expect(line(attachment.received)).toBe('report.jpg: the text read from the photo by OCR (the photo itself was not sent: this AI model cannot see images)')

    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'What does my report say?', attachments: [attachment.id]}})
    await stream.ended
    const content = h.fake.requests.at(-1)!.body.messages.at(-1).content
    expect(typeof content).toBe('string')
    expect(content).toContain('<<<BEGIN TEXT READ BY OCR FROM PHOTO "report.jpg">>>')
    expect(content).toMatch(/Potassium\s+6\.8/)
    expect(content).toContain('may contain errors')
    expect(content).toContain('if a value looks implausible')
    expect(JSON.stringify(h.fake.requests.at(-1)!.body)).not.toContain('data:image')
    const conversation = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
    expect(conversation.json.messages[1].content).toBe('Your potassium is 6.8 mmol/L, above its reference range of 3.5 - 5.1.')
  })
})

describe('OCR failing or off', () => {
  it('keeps a photo whose text could not be read, and says so', async () => {
    const h = await startHale({OCR: 'auto', TESSERACT_COMMAND: path.join(folder, 'no-such-tesseract')})
    try {
      const {cookie, id: sessionId} = await h.hale.verifiedSession()
      const res = await upload(h, cookie, [{filename: 'report.jpg', type: 'image/jpeg', data: photo}])
      expect(res.status).toBe(201)
      const {received} = res.json.attachments[0]
      expect(received).toEqual({kind: 'image', name: 'report.jpg', sent: true, ocr: {read: false, chars: 0, truncated: false}})
      expect(line(received)).toBe('report.jpg: photo (no text could be read from it)')
      expect(line({...received, sent: false})).toBe('report.jpg: not sent (this AI model cannot see images, and no text could be read from the photo)')
      expect(await h.hale.storage.attachments.listUnsent(sessionId)).toEqual([expect.objectContaining({text: null, textSource: 'ocr', mime: 'image/jpeg'})])
      expect(h.hale.log.lines).toEqual(expect.arrayContaining([expect.objectContaining({message: 'The text of an upload could not be read'})]))
    } finally {
      await h.close()
    }
  })

  it('with OCR=off, reads no text: the photo is only a photo, a scan has no text', async () => {
    const h = await startHale({OCR: 'off'})
    try {
      const {cookie, id: sessionId} = await h.hale.verifiedSession()
      const res = await upload(h, cookie, [
        {filename: 'report.jpg', type: 'image/jpeg', data: photo},
        {filename: 'scan.pdf', type: 'application/pdf', data: await scannedPdf([photo])},
      ])
      expect(res.status).toBe(201)
      const [image, scan] = res.json.attachments
      expect(image.received).toEqual({kind: 'image', name: 'report.jpg', sent: true})
      expect(line(image.received)).toBe('report.jpg: photo')
      expect(scan.received).toEqual({kind: 'pdf', name: 'scan.pdf', pages: 1, pagesRead: 1, chars: 0, truncated: false, noText: true})
      expect(line(scan.received)).toBe('scan.pdf: no text found (this PDF looks like a scan: attach photos of its pages instead)')
      expect((await h.hale.storage.attachments.listUnsent(sessionId)).map((item) => [item.text, item.textSource])).toEqual([[null, null], ['', 'document']])
    } finally {
      await h.close()
    }
  })
})
