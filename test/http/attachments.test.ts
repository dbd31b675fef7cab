/**
 * `POST /api/attachments`, `GET`/`DELETE /api/attachments/[id]` and attachments sent with a
 * message, over real HTTP against real SQLite and the fake model server: every case of
 * docs/security.md "Uploads".
 */
import {request as httpRequest} from 'node:http'
import sharp from 'sharp'
import {HEIC_BASE64, jpegClaiming, jpegWithGps, pdf, pixelFloodPng, png, SVG_WITH_SCRIPT} from '../support/attachment-fixtures'
import {multipart, rawRequest, type Part} from '../support/multipart'
import {jsonRequest, startHale, streamRequest, type HaleServer} from './support'

function upload(h: HaleServer, cookie: string, parts: readonly Part[]) {
  const {body, contentType} = multipart(parts)
  return rawRequest(h.origin, 'POST', '/api/attachments', {cookie, body, headers: {'content-type': contentType}})
}


const MAX = 200_000

describe('attachments API', () => {
  let h: HaleServer
  let cookie: string
  let sessionId: string

  beforeAll(async () => {
    h = await startHale({MAX_UPLOAD_BYTES: String(MAX), ATTACHMENT_TEXT_CHARS: '2000'})
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(async () => {
    const session = await h.hale.verifiedSession()
    cookie = session.cookie
    sessionId = session.id
  })
  const stored = () => h.hale.storage.attachments.listUnsent(sessionId)

  describe('POST /api/attachments', () => {
    it('re-encodes a photo upright, without its EXIF and GPS, and says the model will see it', async () => {
      const original = await jpegWithGps(300, 200)
      const exif = (await sharp(original).metadata()).exif!
      expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true) // the GPS IFD tag
      expect(original.includes('HaleTestCam')).toBe(true)

      const res = await upload(h, cookie, [{filename: 'rash.jpg', type: 'image/jpeg', data: original}])
      expect(res.status).toBe(201)
      const [attachment] = res.json.attachments
      expect(attachment).toEqual({
        id: expect.stringMatching(/^[\w-]{22}$/), kind: 'image', name: 'rash.jpg', mime: 'image/jpeg', size: expect.any(Number),
        width: 200, height: 300, // orientation 6 applied: turned upright
        received: {kind: 'image', name: 'rash.jpg', sent: true},
      })

      const served = await rawRequest(h.origin, 'GET', `/api/attachments/${attachment.id}`, {cookie})
      expect(served.status).toBe(200)
      const metadata = await sharp(served.body).metadata()
      expect(metadata).toMatchObject({format: 'jpeg', width: 200, height: 300})
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      expect(served.body.includes('HaleTestCam')).toBe(false)
      expect(served.body.includes('Exif')).toBe(false)
    })

    it('downscales a large image to fit 2048 px and keeps PNG as PNG', async () => {
      const res = await upload(h, cookie, [{filename: 'chart.png', data: await png(3000, 1000)}])
      expect(res.status).toBe(201)
      expect(res.json.attachments[0]).toMatchObject({kind: 'image', mime: 'image/png', width: 2048, height: 683, name: 'chart.png'})
    })

    it('converts an iPhone HEIC photo to JPEG', async () => {
      const res = await upload(h, cookie, [{filename: 'IMG_0001.HEIC', type: 'image/heic', data: Buffer.from(HEIC_BASE64, 'base64')}])
      expect(res.status).toBe(201)
      expect(res.json.attachments[0]).toMatchObject({kind: 'image', mime: 'image/jpeg', name: 'IMG_0001.jpg', width: 64, height: 48})
      const served = await rawRequest(h.origin, 'GET', `/api/attachments/${res.json.attachments[0].id}`, {cookie})
      const {data, info} = await sharp(served.body).raw().toBuffer({resolveWithObject: true})
      expect(info.format).toBe('raw')
      expect(data[0]).toBeGreaterThan(150) // red, as encoded
      expect(data[1]).toBeLessThan(90)
    })

    it('extracts the text of a PDF, page by page, and says when a PDF has none', async () => {
      const report = pdf([['Glucose 5.4 mmol/L', 'HbA1c 6.1 %'], ['Cholesterol 4.2 mmol/L'], ['Signed: Dr Example']])
      const res = await upload(h, cookie, [{filename: 'lab-report.pdf', type: 'application/pdf', data: report}])
      expect(res.status).toBe(201)
      expect(res.json.attachments[0]).toMatchObject({
        kind: 'pdf', name: 'lab-report.pdf', mime: 'application/pdf', size: report.length,
        received: {kind: 'pdf', name: 'lab-report.pdf', pages: 3, pagesRead: 3, truncated: false, noText: false},
      })
      const [saved] = await stored()
      expect(saved!.text).toBe('Glucose 5.4 mmol/L\nHbA1c 6.1 %\n\nCholesterol 4.2 mmol/L\n\nSigned: Dr Example')

      const scan = await upload(h, cookie, [{filename: 'scan.pdf', data: pdf([[], []])}])
      expect(scan.status).toBe(201)
      expect(scan.json.attachments[0].received).toEqual({kind: 'pdf', name: 'scan.pdf', pages: 2, pagesRead: 2, chars: 0, truncated: false, noText: true})
    })

    it('reads text and CSV files as UTF-8', async () => {
      const res = await upload(h, cookie, [
        {filename: 'notes.txt', data: '\uFEFFTension 12/8, café\r\nPouls 72'},
        {filename: 'readings.csv', type: 'text/csv', data: 'date,systolic\n2024-05-01,128\n'},
      ])
      expect(res.status).toBe(201)
      expect(res.json.attachments.map((item: any) => [item.kind, item.mime, item.name])).toEqual([['text', 'text/plain', 'notes.txt'], ['text', 'text/csv', 'readings.csv']])
      expect((await stored()).map((item) => item.text)).toEqual(['Tension 12/8, café\nPouls 72', 'date,systolic\n2024-05-01,128\n'])
    })

    it('accepts a file of exactly MAX_UPLOAD_BYTES and refuses one byte more with 413, storing nothing', async () => {
      expect((await upload(h, cookie, [{filename: 'max.txt', data: 'a'.repeat(MAX)}])).status).toBe(201)
      expect(await stored()).toHaveLength(1)
      const res = await upload(h, cookie, [{filename: 'big.txt', data: 'a'.repeat(MAX + 1)}])
      expect(res.status).toBe(413)
      expect(res.json.error).toMatchObject({code: 'file_too_large', message: 'This file is larger than 0.2 MB, the limit for one file.'})
      expect(await stored()).toHaveLength(1)
    })

    it('refuses more than five files, and too many parts, with 413, storing nothing', async () => {
      const six = Array.from({length: 6}, (_, index) => ({filename: `n${index}.txt`, data: `note ${index}`}))
      const res = await upload(h, cookie, six)
      expect(res.status).toBe(413)
      expect(res.json.error.code).toBe('too_many_files')
      const fields = Array.from({length: 10}, (_, index) => ({name: `field${index}`, data: 'x'}))
      const parts = await upload(h, cookie, [{filename: 'a.txt', data: 'a'}, ...fields])
      expect(parts.status).toBe(413)
      expect(await stored()).toEqual([])
    })

    it('refuses a body that declares more than five files can weigh before reading it', async () => {
      const res = await rawRequest(h.origin, 'POST', '/api/attachments', {
        cookie, body: Buffer.from('x'), headers: {'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * MAX + 70_000)},
      }).catch((error: Error) => ({status: -1, error}))
      // Either a 413 or, when the server closed before the client sent its declared bytes, a reset.
      expect([413, -1]).toContain(res.status)
      expect(await stored()).toEqual([])
    })

    it('leaves nothing behind when the upload is aborted half-way', async () => {
      const {body, contentType} = multipart([{filename: 'photo.jpg', data: await jpegWithGps()}])
      const req = httpRequest(`${h.origin}/api/attachments`, {method: 'POST', headers: {cookie, 'content-type': contentType, 'content-length': String(body.length)}})
      req.on('error', () => {})
      req.write(body.subarray(0, Math.floor(body.length / 2)))
      await new Promise((resolve) => setTimeout(resolve, 150))
      req.destroy()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await stored()).toEqual([])
      // The server is fine afterwards.
      expect((await upload(h, cookie, [{filename: 'ok.txt', data: 'ok'}])).status).toBe(201)
    })

    it.each([
      ['an SVG with a script named .png', {filename: 'photo.png', type: 'image/png', data: SVG_WITH_SCRIPT}],
      ['HTML named .txt', {filename: 'notes.txt', type: 'text/plain', data: '<!DOCTYPE html><script>alert(1)</script>'}],
      ['HTML that opens with a comment', {filename: 'notes.txt', type: 'text/plain', data: '<!-- lab notes --><script>alert(1)</script>'}],
      ['HTML that opens with a link', {filename: 'notes.txt', type: 'text/plain', data: '<a href="javascript:alert(1)">results</a>'}],
      ['HTML after a BOM and whitespace', {filename: 'notes.txt', type: 'text/plain', data: '\uFEFF \r\n\t<P>results</P>'}],
      ['an executable named .pdf', {filename: 'report.pdf', type: 'application/pdf', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])}],
      ['Latin-1 text', {filename: 'notes.txt', data: Buffer.from([0x63, 0x61, 0x66, 0xe9])}],
      ['a GIF', {filename: 'anim.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')}],
    ])('refuses %s with 415, whatever its name and type say', async (_label, part) => {
      const res = await upload(h, cookie, [part])
      expect(res.status).toBe(415)
      expect(res.json.error.code).toBe('unsupported_type')
      expect(await stored()).toEqual([])
    })

    it('refuses a pixel flood without decoding it', async () => {
      const flood = pixelFloodPng(14000)
      expect(flood.length).toBeLessThan(1000)
      const before = process.memoryUsage().rss
      const res = await upload(h, cookie, [{filename: 'tiny.png', data: flood}])
      const grown = process.memoryUsage().rss - before
      expect(res.status).toBe(413)
      expect(res.json.error.code).toBe('image_too_large')
      expect(grown).toBeLessThan(100 * 1024 * 1024) // decoding it would take ~590 MB
      expect(await stored()).toEqual([])
    })

    it('refuses a JPEG whose header claims 30000×30000 with 413 image_too_large (sharp\'s own limit is never what answers)', async () => {
      const res = await upload(h, cookie, [{filename: 'huge.jpg', data: await jpegClaiming(30000, 30000)}])
      expect(res.status).toBe(413)
      expect(res.json.error.code).toBe('image_too_large')
      expect(await stored()).toEqual([])
    })

    it('refuses a truncated JPEG and a damaged PDF with 422', async () => {
      const photo = await jpegWithGps(400, 300)
      const res = await upload(h, cookie, [{filename: 'cut.jpg', data: photo.subarray(0, Math.floor(photo.length * 0.6))}])
      expect(res.status).toBe(422)
      expect(res.json.error.code).toBe('unreadable_file')
      const broken = await upload(h, cookie, [{filename: 'broken.pdf', data: '%PDF-1.7\nnot really a PDF'}])
      expect(broken.status).toBe(422)
      expect(await stored()).toEqual([])
    })

    it('answers 415 to a body that is not multipart, and 401 without a verified session', async () => {
      const json = await jsonRequest(h.origin, 'POST', '/api/attachments', {cookie, body: {file: 'x'}})
      expect(json.status).toBe(415)
      const anonymous = await upload(h, '', [{filename: 'a.txt', data: 'a'}])
      expect(anonymous.status).toBe(401)
      expect(anonymous.json.error.code).toBe('verification_required')
    })
  })

  describe('GET and DELETE /api/attachments/[id]', () => {
    it('serves the bytes to their owner with nosniff, no caching and a safe Content-Disposition; 404 to anyone else', async () => {
      const res = await upload(h, cookie, [{filename: 'C:\\fakepath\\..\\my lab\u202Ereport.pdf', data: pdf([['Ferritin 30 µg/L']])}])
      const {id, name} = res.json.attachments[0]
      expect(name).toBe('my labreport.pdf')
      const served = await rawRequest(h.origin, 'GET', `/api/attachments/${id}`, {cookie})
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toBe('application/pdf')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['content-disposition']).toBe(`attachment; filename="my labreport.pdf"; filename*=UTF-8''my%20labreport.pdf`)
      expect(served.headers['cache-control']).toMatch(/private/)
      expect(served.headers['cache-control']).toMatch(/no-store/)
      expect(served.body.subarray(0, 5).toString()).toBe('%PDF-')

      const image = await upload(h, cookie, [{filename: 'photo.webp', data: await sharp(await png()).webp().toBuffer()}])
      const photo = await rawRequest(h.origin, 'GET', `/api/attachments/${image.json.attachments[0].id}`, {cookie})
      expect(photo.headers['content-type']).toBe('image/webp')
      expect(photo.headers['content-disposition']).toBe(`inline; filename="photo.webp"; filename*=UTF-8''photo.webp`)

      const text = await upload(h, cookie, [{filename: 'notes.txt', data: 'hello'}])
      const served2 = await rawRequest(h.origin, 'GET', `/api/attachments/${text.json.attachments[0].id}`, {cookie})
      expect(served2.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(served2.headers['content-disposition']).toMatch(/^attachment;/)

      const other = (await h.hale.verifiedSession()).cookie
      expect((await rawRequest(h.origin, 'GET', `/api/attachments/${id}`, {cookie: other})).status).toBe(404)
      expect((await rawRequest(h.origin, 'GET', `/api/attachments/${id}`)).status).toBe(404)
    })

    it('deletes an unsent attachment for its owner only', async () => {
      const res = await upload(h, cookie, [{filename: 'a.txt', data: 'a'}])
      const {id} = res.json.attachments[0]
      const other = (await h.hale.verifiedSession()).cookie
      expect((await rawRequest(h.origin, 'DELETE', `/api/attachments/${id}`, {cookie: other})).status).toBe(404)
      expect((await rawRequest(h.origin, 'DELETE', `/api/attachments/${id}`, {cookie})).status).toBe(204)
      expect((await rawRequest(h.origin, 'DELETE', `/api/attachments/${id}`, {cookie})).status).toBe(404)
      expect(await stored()).toEqual([])
    })
  })

  describe('sent with a message', () => {
    const lastUserContent = () => {
      const body = h.fake.requests.at(-1)!.body
      return body.messages.at(-1).content
    }

    it('gives the model the image as a data: URL of the stored bytes and the document text with its name', async () => {
      const photo = await upload(h, cookie, [{filename: 'rash.jpg', data: await jpegWithGps()}])
      const report = await upload(h, cookie, [{filename: 'lab-report.pdf', data: pdf([['Glucose 5.4 mmol/L'], ['HbA1c 6.1 %']])}])
      const ids = [photo.json.attachments[0].id, report.json.attachments[0].id]
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'What do these show?', attachments: ids}})
      const user = await stream.next('user')
      await stream.ended
      expect(user.data.attachments.map((item: any) => item.received)).toEqual([
        {kind: 'image', name: 'rash.jpg', sent: true},
        {kind: 'pdf', name: 'lab-report.pdf', pages: 2, pagesRead: 2, chars: 31, truncated: false, noText: false},
      ])
      const content = lastUserContent()
      expect(content).toHaveLength(2)
      expect(content[0].type).toBe('text')
      expect(content[0].text).toMatch(/^What do these show\?\n\n/)
      expect(content[0].text).toContain('<<<BEGIN ATTACHED DOCUMENT "lab-report.pdf" (PDF, 2 pages)>>>\nGlucose 5.4 mmol/L\n\nHbA1c 6.1 %\n<<<END ATTACHED DOCUMENT "lab-report.pdf">>>')
      expect(content[1].type).toBe('image_url')
      const served = await rawRequest(h.origin, 'GET', `/api/attachments/${ids[0]}`, {cookie})
      expect(content[1].image_url.url).toBe(`data:image/jpeg;base64,${served.body.toString('base64')}`)

      // Sent: linked to the message, shown with it, no longer deletable, not sendable again.
      expect(await stored()).toEqual([])
      const conversation = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
      expect(conversation.json.messages[0].attachments.map((item: any) => item.name)).toEqual(['rash.jpg', 'lab-report.pdf'])
      expect((await rawRequest(h.origin, 'DELETE', `/api/attachments/${ids[0]}`, {cookie})).status).toBe(404)

      // The next question: the history turn still carries its image and document.
      await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'And now?'}}).ended
      const history = h.fake.requests.at(-1)!.body.messages
      expect(history.at(-1).content).toBe('And now?')
      const earlier = history.find((message: any) => Array.isArray(message.content))
      expect(earlier.content[1].image_url.url).toBe(content[1].image_url.url)
      expect(earlier.content[0].text).toContain('Glucose 5.4 mmol/L')
    })

    it('states a cut document to the model and in what it received', async () => {
      const long = `${'Line of a long lab report. '.repeat(200)}`
      const res = await upload(h, cookie, [{filename: 'long.txt', data: long}])
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Summarise', attachments: [res.json.attachments[0].id]}})
      const user = await stream.next('user')
      await stream.ended
      expect(user.data.attachments[0].received).toMatchObject({kind: 'text', chars: 2000, truncated: true})
      const text = lastUserContent()
      expect(typeof text).toBe('string')
      expect(text).toContain('[This document is cut: you see its first 2000 characters, not all of it.')
    })

    it('refuses another session\u2019s attachment (or a sent one) and saves nothing', async () => {
      const other = await h.hale.verifiedSession()
      const theirs = await upload(h, other.cookie, [{filename: 'theirs.txt', data: 'secret'}])
      const id = await h.conversation(cookie)
      const res = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/messages`, {cookie, body: {content: 'Hi', attachments: [theirs.json.attachments[0].id]}})
      expect(res.status).toBe(400)
      expect(res.json.error.code).toBe('attachment_not_found')
      expect(await h.hale.storage.messages.list(id)).toEqual([])
      const six = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/messages`, {cookie, body: {content: 'Hi', attachments: Array.from({length: 6}, (_, i) => `${'A'.repeat(21)}${i}`)}})
      expect(six.status).toBe(413)
    })
  })
})

describe('attachments with LLM_VISION=off', () => {
  let h: HaleServer
  beforeAll(async () => {
    h = await startHale({LLM_VISION: 'off'})
  })
  afterAll(async () => {
    await h.close()
  })

  it('does not send the image, tells the model so, and tells the visitor', async () => {
    const cookie = (await h.hale.verifiedSession()).cookie
    const photo = await upload(h, cookie, [{filename: 'rash.jpg', data: await jpegWithGps()}])
    expect(photo.json.attachments[0].received).toEqual({kind: 'image', name: 'rash.jpg', sent: false})
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Is this a rash?', attachments: [photo.json.attachments[0].id]}})
    const user = await stream.next('user')
    await stream.ended
    expect(user.data.attachments[0].received).toEqual({kind: 'image', name: 'rash.jpg', sent: false})
    const content = h.fake.requests.at(-1)!.body.messages.at(-1).content
    expect(typeof content).toBe('string')
    expect(content).toContain('this model cannot see images, so it was not sent')
    expect(JSON.stringify(h.fake.requests.at(-1)!.body)).not.toContain('data:image')
  })
})
