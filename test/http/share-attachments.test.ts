/**
 * The images of a shared conversation (docs/security.md "Share links" and "Uploads"):
 * the shared page shows the owner's attachments through share-scoped URLs,
 * `GET /api/shares/[token]/attachments/[id]`, which answer without a session only while the
 * share is live and only for the attachments of its snapshot, with the owner route's safe headers
 * and the share's. And "delete all my data" counts the attachments it deleted.
 * Real SQLite in a temporary DATA_DIR with a clock that moves only when told.
 */
import sharp from 'sharp'
import request from 'supertest'
import {jpegWithGps, pdf, png} from '../support/attachment-fixtures'
import {haleAppsOnClock, type HaleTestApp} from '../support/hale-app'

const START = Date.UTC(2025, 2, 1, 9, 30)
const DAY = 24 * 60 * 60 * 1000

const {hale, clock} = haleAppsOnClock(START)

/** Upload one file through the API, as the composer does; its wire attachment. */
async function upload(h: HaleTestApp, cookie: string, data: Buffer, filename: string, basePath = '') {
  const res = await request(h.app).post(`${basePath}/api/attachments`).set('Cookie', cookie).attach('file', data, {filename, contentType: 'application/octet-stream'}).expect(201)
  return res.body.attachments[0] as {id: string; name: string; kind: string}
}

/** A visitor's message sent with `ids` (the same storage step as POST .../messages), and an answer. */
async function send(h: HaleTestApp, session: {id: string}, conversationId: string, content: string, ids: string[]) {
  const message = await h.storage.messages.add({conversationId, role: 'user', content, status: 'complete'})
  expect(await h.storage.attachments.attach(session.id, ids, message.id)).not.toBeNull()
  await h.storage.messages.add({conversationId, role: 'assistant', content: 'It looks like a mild rash.', status: 'complete'})
  return message
}

/** A conversation whose first message carries a photo (with GPS EXIF) and a PDF, shared. */
async function sharedWithPhoto(h: HaleTestApp, expiresIn = '7d', basePath = '') {
  const session = await h.verifiedSession()
  const conversation = await h.storage.conversations.create({sessionId: session.id, title: 'Rash on my arm', locale: 'en'})
  const photo = await upload(h, session.cookie, await jpegWithGps(300, 200), 'rash.jpg', basePath)
  const report = await upload(h, session.cookie, pdf([['Haemoglobin 13.1 g/dL']]), 'lab-report.pdf', basePath)
  await send(h, session, conversation.id, 'What is this rash?', [photo.id, report.id])
  const {body} = await request(h.app).post(`${basePath}/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie).send({expiresIn}).expect(201)
  return {session, conversation, photo, report, token: body.token as string}
}

const imageUrl = (token: string, id: string) => `/api/shares/${token}/attachments/${id}`

function expectSafeImageHeaders(headers: Record<string, string>) {
  expect(headers['content-type']).toBe('image/jpeg')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['content-disposition']).toMatch(/^inline; filename="rash\.jpg"/)
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  expect(headers['set-cookie']).toBeUndefined()
}

describe('the shared page with attachments', () => {
  it('shows the photo through its share-scoped URL and names the document in the "received" line, without a link', async () => {
    const h = hale()
    const {photo, report, token} = await sharedWithPhoto(h)
    const res = await request(h.app).get(`/share/${token}`).expect(200)
    const img = res.text.match(/<img [^>]*>/g) ?? []
    expect(img).toHaveLength(1)
    expect(img[0]).toContain(`src="${imageUrl(token, photo.id)}"`)
    expect(img[0]).toContain('alt="Attached photo: rash.jpg"')
    expect(img[0]).toMatch(/width="\d+" height="\d+"/)
    expect(res.text).not.toContain('/api/attachments/')
    expect(res.text).not.toContain(imageUrl(token, report.id))
    expect(res.text).not.toMatch(/<a [^>]*href="[^"]*attachments/)
    expect(res.text).toContain('The AI model received: rash.jpg: photo; lab-report.pdf: 1 page of text')
  })

  it('prefixes the image URL with the base path', async () => {
    const h = hale({BASE_PATH: '/care'})
    const {photo, token} = await sharedWithPhoto(h, '7d', '/care')
    const res = await request(h.app).get(`/care/share/${token}`).expect(200)
    expect(res.text).toContain(`src="/care${imageUrl(token, photo.id)}"`)
    await request(h.app).get(`/care${imageUrl(token, photo.id)}`).expect(200)
  })

  it('shows a message that has a photo and no text', async () => {
    const h = hale()
    const session = await h.verifiedSession()
    const conversation = await h.storage.conversations.create({sessionId: session.id, title: 'Photo only', locale: 'en'})
    const photo = await upload(h, session.cookie, await png(64, 48), 'mole.png')
    await send(h, session, conversation.id, '', [photo.id])
    const {body} = await request(h.app).post(`/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie).send({}).expect(201)
    const res = await request(h.app).get(`/share/${body.token}`).expect(200)
    expect(res.text).toContain(`src="${imageUrl(body.token, photo.id)}"`)
    const served = await request(h.app).get(imageUrl(body.token, photo.id)).buffer(true).expect(200)
    expect(served.headers['content-type']).toBe('image/png')
  })
})

describe('GET /api/shares/[token]/attachments/[id]', () => {
  it('serves the re-encoded bytes (the owner’s, GPS stripped) without a session, with the safe and the share headers', async () => {
    const h = hale()
    const {session, photo, token} = await sharedWithPhoto(h)
    const res = await request(h.app).get(imageUrl(token, photo.id)).buffer(true).expect(200)
    expectSafeImageHeaders(res.headers)
    const owners = await request(h.app).get(`/api/attachments/${photo.id}`).set('Cookie', session.cookie).buffer(true).expect(200)
    expect(Buffer.compare(res.body, owners.body)).toBe(0)
    const metadata = await sharp(res.body).metadata()
    expect({format: metadata.format, exif: metadata.exif}).toEqual({format: 'jpeg', exif: undefined})
    // HEAD: the headers without the bytes.
    const head = await request(h.app).head(imageUrl(token, photo.id)).expect(200)
    expectSafeImageHeaders(head.headers)
  })

  it('does not serve a document of the snapshot (the page names it, it does not offer it)', async () => {
    const h = hale()
    const {session, report, token} = await sharedWithPhoto(h)
    await request(h.app).get(`/api/attachments/${report.id}`).set('Cookie', session.cookie).expect(200)
    await request(h.app).get(imageUrl(token, report.id)).expect(404)
  })

  it('is a 404 once the link is revoked', async () => {
    const h = hale()
    const {session, photo, token} = await sharedWithPhoto(h)
    await request(h.app).get(imageUrl(token, photo.id)).expect(200)
    await request(h.app).delete(`/api/shares/${token}`).set('Cookie', session.cookie).expect(204)
    const res = await request(h.app).get(imageUrl(token, photo.id)).expect(404)
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['cache-control']).toMatch(/^private, .*no-store/)
    expect(res.headers['content-type']).not.toMatch(/image/)
  })

  it('is a 404 once the link expires (and not a moment before)', async () => {
    const h = hale()
    const {photo, token} = await sharedWithPhoto(h, '24h')
    clock.now = START + DAY - 1
    await request(h.app).get(imageUrl(token, photo.id)).expect(200)
    clock.now = START + DAY
    await request(h.app).get(imageUrl(token, photo.id)).expect(404)
    await request(h.app).get(`/share/${token}`).expect(404)
  })

  it('is a 404 once the conversation is deleted', async () => {
    const h = hale()
    const {session, conversation, photo, token} = await sharedWithPhoto(h)
    await request(h.app).delete(`/api/conversations/${conversation.id}`).set('Cookie', session.cookie).expect(204)
    await request(h.app).get(imageUrl(token, photo.id)).expect(404)
  })

  it('is a 404 for an attachment outside the snapshot: sent later, another session’s, unsent, unknown; and for a bad token', async () => {
    const h = hale()
    const {session, conversation, photo, token} = await sharedWithPhoto(h)
    // Sent in the same conversation after the link was made.
    const later = await upload(h, session.cookie, await png(), 'later.png')
    await send(h, session, conversation.id, 'And this one?', [later.id])
    await request(h.app).get(`/api/attachments/${later.id}`).set('Cookie', session.cookie).expect(200)
    await request(h.app).get(imageUrl(token, later.id)).expect(404)
    // Another visitor's sent photo, in their own shared conversation.
    const other = await sharedWithPhoto(h)
    await request(h.app).get(imageUrl(other.token, other.photo.id)).expect(200)
    await request(h.app).get(imageUrl(token, other.photo.id)).expect(404)
    // The owner's photo that was never sent.
    const unsent = await upload(h, session.cookie, await png(), 'unsent.png')
    await request(h.app).get(imageUrl(token, unsent.id)).expect(404)
    await request(h.app).get(imageUrl(token, 'no-such-attachment')).expect(404)
    // Another share's token does not open this share's photo, and a malformed token is not looked up.
    await request(h.app).get(imageUrl(other.token, photo.id)).expect(404)
    await request(h.app).get(imageUrl('x'.repeat(31), photo.id)).expect(404)
    // The snapshot's photo itself still answers.
    await request(h.app).get(imageUrl(token, photo.id)).expect(200)
  })

  it('counts against its own limit of the IP (RATE_LIMIT_SHARE_PHOTOS_IP), not the page views: 429 beyond it', async () => {
    const h = hale({RATE_LIMIT_SHARE_VIEWS_IP: '2/1m', RATE_LIMIT_SHARE_PHOTOS_IP: '3/1m'})
    const {photo, token} = await sharedWithPhoto(h)
    await request(h.app).get(`/share/${token}`).expect(200)
    for (let i = 0; i < 3; i++) await request(h.app).get(imageUrl(token, photo.id)).expect(200)
    // The photos took nothing of the page views: the page opens a second time.
    await request(h.app).get(`/share/${token}`).expect(200)
    const refused = await request(h.app).get(imageUrl(token, photo.id)).expect(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    expect(refused.body.error.code).toBe('rate_limited')
    await request(h.app).get(`/share/${token}`).expect(429)
  })

  it('a page view with the default limits shows 20 photos, ten times over', async () => {
    const h = hale()
    const {photo, token} = await sharedWithPhoto(h)
    for (let view = 0; view < 10; view++) {
      await request(h.app).get(`/share/${token}`).expect(200)
      for (let i = 0; i < 20; i++) await request(h.app).get(imageUrl(token, photo.id)).expect(200)
    }
  })
})

describe('DELETE /api/session counts attachments', () => {
  it('says how many attachments (sent and unsent) it deleted, and none is left', async () => {
    const h = hale()
    const {session, photo, report} = await sharedWithPhoto(h)
    const unsent = await upload(h, session.cookie, await png(), 'unsent.png')
    const other = await sharedWithPhoto(h)
    const res = await request(h.app).delete('/api/session').set('Cookie', session.cookie).expect(200)
    expect(res.body).toEqual({deleted: {conversations: 1, messages: 2, shares: 1, attachments: 3}})
    for (const id of [photo.id, report.id, unsent.id]) expect(await h.storage.attachments.sentByIds([id])).toEqual([])
    expect(await h.storage.attachments.listUnsent(session.id)).toEqual([])
    expect((await h.storage.attachments.sentByIds([other.photo.id, other.report.id])).map((item) => item.name)).toEqual(['rash.jpg', 'lab-report.pdf'])
  })
})
