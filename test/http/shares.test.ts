/**
 * Share links (docs/security.md "Share links"): creating, listing and revoking them through the
 * API, and the shared page `/share/[token]` with its data file: the snapshot and nothing later,
 * its headers on every answer (HTML, HEAD, data file, 404, 429), no conversation text in the
 * title or link-preview tags, 404 for expired, revoked, unknown and deleted, 429 for guessing.
 * Real SQLite in a temporary DATA_DIR with a clock that moves only when told.
 */
import Database from 'better-sqlite3'
import path from 'node:path'
import request from 'supertest'
import {loadAppBundle} from '../../server/framework/app-bundle'
import {modules} from '../../dist/.gen/server-modules'
import {DIST, haleAppsOnClock, type HaleTestApp} from '../support/hale-app'

const START = Date.UTC(2025, 2, 1, 9, 30)
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const SECRET = 'I found a lump in my breast'
const TOKEN = /^[A-Za-z0-9_-]{32}$/

/** The headers every answer of the share route carries. */
const SHARE_HEADERS = {'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store'}

const {hale, clock} = haleAppsOnClock(START)

/** A session with a conversation (a question and a markdown answer) titled with the secret. */
async function sharedConversation(h: HaleTestApp, locale = 'en') {
  const session = await h.verifiedSession()
  const conversation = await h.storage.conversations.create({sessionId: session.id, title: SECRET, locale})
  await h.storage.messages.add({conversationId: conversation.id, role: 'user', content: `${SECRET}. Should I worry?`, status: 'complete'})
  await h.storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'See a doctor **soon**.\n\n| When | What |\n|---|---|\n| Today | Call |', status: 'complete'})
  return {session, conversation}
}

function share(h: HaleTestApp, cookie: string, id: string, body?: Record<string, unknown>) {
  const req = request(h.app).post(`/api/conversations/${id}/shares`).set('Cookie', cookie)
  return body === undefined ? req : req.send(body)
}

const BUILD_ID = loadAppBundle(modules, DIST).manifest.buildId
function buildId(_h: HaleTestApp): string {
  return BUILD_ID
}

function expectShareHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SHARE_HEADERS)) expect({name, value: headers[name]}).toEqual({name, value})
}

describe('POST /api/conversations/[id]/shares', () => {
  it('answers 201 {token, url, expiresAt}: 7 days by default, the URL from PUBLIC_ORIGIN', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const res = await share(h, session.cookie, conversation.id).expect(201)
    expect(res.body).toEqual({token: expect.stringMatching(TOKEN), url: `https://hale.example.org/share/${res.body.token}`, expiresAt: new Date(START + 7 * DAY).toISOString()})
    expect(res.headers['cache-control']).toContain('no-store')
  })

  it.each([
    ['24h', new Date(START + DAY).toISOString()],
    ['7d', new Date(START + 7 * DAY).toISOString()],
    ['30d', new Date(START + 30 * DAY).toISOString()],
    ['never', null],
  ])('expiresIn %s → expiresAt %s', async (expiresIn, expiresAt) => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const res = await share(h, session.cookie, conversation.id, {expiresIn}).expect(201)
    expect(res.body.expiresAt).toBe(expiresAt)
  })

  it.each([['1y'], [7], [''], [null]])('refuses expiresIn %p with 400 invalid_expiry', async (expiresIn) => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const res = await share(h, session.cookie, conversation.id, {expiresIn}).expect(400)
    expect(res.body.error.code).toBe('invalid_expiry')
  })

  it('builds the URL from PUBLIC_ORIGIN, the base path and the conversation’s locale, never from Host or X-Forwarded-Host', async () => {
    const h = hale({BASE_PATH: '/care', TRUST_PROXY: '1'})
    const {session, conversation} = await sharedConversation(h, 'es')
    const res = await request(h.app).post(`/care/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie)
      .set('Host', 'evil.example').set('X-Forwarded-Host', 'attacker.example').set('X-Forwarded-Proto', 'http')
      .set('Forwarded', 'host=attacker.example').send({}).expect(201)
    expect(res.body.url).toBe(`https://hale.example.org/care/es/share/${res.body.token}`)
  })

  it('without PUBLIC_ORIGIN (development) the URL is a path, whatever Host says', async () => {
    const h = hale({PUBLIC_ORIGIN: ''})
    const {session, conversation} = await sharedConversation(h)
    const res = await share(h, session.cookie, conversation.id).set('Host', 'evil.example').set('X-Forwarded-Host', 'attacker.example').send({}).expect(201)
    expect(res.body.url).toBe(`/share/${res.body.token}`)
  })

  it('tokens are 192 random bits: distinct, and never the conversation or session id', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const tokens = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const {body} = await share(h, session.cookie, conversation.id).expect(201)
      expect(body.token).not.toContain(conversation.id)
      expect(body.token).not.toContain(session.id)
      tokens.add(body.token)
    }
    expect(tokens.size).toBe(20)
  })

  it('another session’s conversation is a 404, and no share is made', async () => {
    const h = hale()
    const {conversation} = await sharedConversation(h)
    const stranger = await h.verifiedSession()
    const res = await share(h, stranger.cookie, conversation.id).expect(404)
    expect(res.body.error.code).toBe('not_found')
    await share(h, stranger.cookie, 'AAAAAAAAAAAAAAAAAAAAAA').expect(404)
    const db = new Database(path.join(h.dataDir, 'hale.sqlite'), {readonly: true})
    expect(db.prepare('SELECT count(*) AS n FROM shares').get()).toEqual({n: 0})
    db.close()
  })

  it('needs a verified session: 401 verification_required without one', async () => {
    const h = hale()
    const {conversation} = await sharedConversation(h)
    const res = await share(h, '', conversation.id).expect(401)
    expect(res.body.error.code).toBe('verification_required')
  })

  it('is limited per session (RATE_LIMIT_SHARES): 429 with Retry-After beyond it', async () => {
    const h = hale({RATE_LIMIT_SHARES: '2/1h'})
    const {session, conversation} = await sharedConversation(h)
    await share(h, session.cookie, conversation.id).expect(201)
    await share(h, session.cookie, conversation.id).expect(201)
    const res = await share(h, session.cookie, conversation.id).expect(429)
    expect(res.headers['retry-after']).toBe('3600')
  })
})

describe('GET /api/conversations/[id]/shares', () => {
  it('lists the live links, newest first, without revoked or expired ones', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const day = (await share(h, session.cookie, conversation.id, {expiresIn: '24h'}).expect(201)).body
    clock.now += 1000
    const revoked = (await share(h, session.cookie, conversation.id, {expiresIn: 'never'}).expect(201)).body
    clock.now += 1000
    const month = (await share(h, session.cookie, conversation.id, {expiresIn: '30d'}).expect(201)).body
    await request(h.app).delete(`/api/shares/${revoked.token}`).set('Cookie', session.cookie).expect(204)

    const list = await request(h.app).get(`/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie).expect(200)
    expect(list.body).toEqual({shares: [
      {token: month.token, url: month.url, createdAt: new Date(START + 2000).toISOString(), expiresAt: month.expiresAt},
      {token: day.token, url: day.url, createdAt: new Date(START).toISOString(), expiresAt: day.expiresAt},
    ]})
    clock.now += DAY
    const later = await request(h.app).get(`/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie).expect(200)
    expect(later.body.shares.map((link: {token: string}) => link.token)).toEqual([month.token])
  })

  it('is a 404 for another session', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    await share(h, session.cookie, conversation.id).expect(201)
    const stranger = await h.verifiedSession()
    await request(h.app).get(`/api/conversations/${conversation.id}/shares`).set('Cookie', stranger.cookie).expect(404)
    await request(h.app).get(`/api/conversations/${conversation.id}/shares`).expect(404)
  })
})

describe('GET /share/[token]', () => {
  it('shows the snapshot: title, date, the messages (answers through Markdown), the read-only label and the disclaimer', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    const res = await request(h.app).get(`/share/${token}`).expect(200)
    expect(res.text).toContain(`<h1 id="shared-title">${SECRET}</h1>`)
    expect(res.text).toContain(`${SECRET}. Should I worry?`)
    expect(res.text).toContain('See a doctor <strong>soon</strong>.')
    expect(res.text).toContain('<table tabindex="0">')
    expect(res.text).toContain('Shared snapshot, read-only')
    expect(res.text).toContain('It is not a diagnosis')
    expect(res.text).toContain('March 1, 2025')
    expect(res.text).not.toContain('<textarea')
    expect(res.text).not.toMatch(/<form/)
  })

  it('is a snapshot: messages added and a rename after sharing do not appear', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    await h.storage.messages.add({conversationId: conversation.id, role: 'user', content: 'A later question about dosage', status: 'complete'})
    await h.storage.conversations.rename(session.id, conversation.id, 'Renamed later')
    const res = await request(h.app).get(`/share/${token}`).expect(200)
    expect(res.text).not.toContain('A later question about dosage')
    expect(res.text).not.toContain('Renamed later')
    const data = await request(h.app).get(`/_app/data/${buildId(h)}/en/share/${token}.json`).expect(200)
    expect(data.body.props.messages).toEqual([
      {role: 'user', content: `${SECRET}. Should I worry?`, incomplete: false},
      {role: 'assistant', content: '', html: expect.stringContaining('<p>See a doctor <strong>soon</strong>.</p>'), incomplete: false},
    ])
  })

  it('sends noindex, no-referrer and private, no-store on the page, HEAD and the data file', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    const page = await request(h.app).get(`/share/${token}`).expect(200)
    expectShareHeaders(page.headers)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const head = await request(h.app).head(`/share/${token}`).expect(200)
    expectShareHeaders(head.headers)
    const data = await request(h.app).get(`/_app/data/${buildId(h)}/en/share/${token}.json`).expect(200)
    expectShareHeaders(data.headers)
    const localized = await request(h.app).get(`/fr/share/${token}`).expect(200)
    expectShareHeaders(localized.headers)
    expect(localized.text).toContain('Conversation partagée — Hale')
  })

  it('puts nothing of the conversation in <title> or link-preview tags', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    const res = await request(h.app).get(`/share/${token}`).expect(200)
    const head = res.text.slice(0, res.text.indexOf('</head>'))
    expect(res.text.match(/<title>([^<]*)<\/title>/g)).toEqual(['<title>Shared conversation — Hale</title>'])
    expect(head).not.toContain('lump')
    expect(res.text).not.toMatch(/<meta[^>]+(property|name)="(og|twitter):/)
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  it('works without a session and opens none', async () => {
    const h = hale({HCAPTCHA: 'off'})
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    const res = await request(h.app).get(`/share/${token}`).expect(200)
    expect(res.headers['set-cookie']).toBeUndefined()
    // The owner's session looking at it gets nothing more: the same read-only page.
    const owner = await request(h.app).get(`/share/${token}`).set('Cookie', session.cookie).expect(200)
    expect(owner.text).not.toContain('<textarea')
  })

  type End = (h: HaleTestApp, token: string, cookie: string, id: string) => Promise<void>
  it.each<[string, End]>([
    ['expired', async () => { clock.now += DAY }],
    ['revoked', async (h, token, cookie) => { await request(h.app).delete(`/api/shares/${token}`).set('Cookie', cookie).expect(204) }],
    ['deleted with its conversation', async (h, _token, cookie, id) => { await request(h.app).delete(`/api/conversations/${id}`).set('Cookie', cookie).expect(204) }],
  ])('%s: the page and the data file are a 404 with the same headers', async (_name, end) => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id, {expiresIn: '24h'}).expect(201)).body
    clock.now += DAY - 1
    await request(h.app).get(`/share/${token}`).expect(200)
    await end(h, token, session.cookie, conversation.id)
    const page = await request(h.app).get(`/share/${token}`).expect(404)
    expect(page.text).toContain('This page could not be found')
    expect(page.text).not.toContain('lump')
    expectShareHeaders(page.headers)
    const data = await request(h.app).get(`/_app/data/${buildId(h)}/en/share/${token}.json`).expect(404)
    expect(data.body).toEqual({notFound: true})
    expectShareHeaders(data.headers)
  })

  it.each([
    ['an unknown token', 'A'.repeat(32)],
    ['a malformed token', 'not-a-token'],
    ['a token with a dot', `${'A'.repeat(31)}.`],
  ])('%s is a 404', async (_name, token) => {
    const h = hale()
    const page = await request(h.app).get(`/share/${token}`).expect(404)
    expectShareHeaders(page.headers)
  })

  it('deleting the conversation deletes its shares from the database', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    await share(h, session.cookie, conversation.id).expect(201)
    await share(h, session.cookie, conversation.id).expect(201)
    await request(h.app).delete(`/api/conversations/${conversation.id}`).set('Cookie', session.cookie).expect(204)
    const db = new Database(path.join(h.dataDir, 'hale.sqlite'), {readonly: true})
    expect(db.prepare('SELECT count(*) AS n FROM shares').get()).toEqual({n: 0})
    db.close()
  })

  it('guessing tokens is limited per IP (RATE_LIMIT_SHARE_VIEWS_IP): 429 with Retry-After, on the page and the data file', async () => {
    const h = hale({RATE_LIMIT_SHARE_VIEWS_IP: '3/1m'})
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    for (let i = 0; i < 3; i++) await request(h.app).get(`/share/${'B'.repeat(31)}${i}`).expect(404)
    const refused = await request(h.app).get(`/share/${'C'.repeat(32)}`).expect(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.text).toContain('Too Many Requests')
    expectShareHeaders(refused.headers)
    // Over the limit, even a real token is refused: a guess that hits cannot be told apart.
    await request(h.app).get(`/share/${token}`).expect(429)
    await request(h.app).get(`/_app/data/${buildId(h)}/en/share/${token}.json`).expect(429)
    clock.now += 60_000
    await request(h.app).get(`/share/${token}`).expect(200)
  })

  it('the default limit lets a clinic reload the page but stops a guesser', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    for (let i = 0; i < 20; i++) await request(h.app).get(`/share/${token}`).expect(200)
    let refused = 0
    for (let i = 0; i < 60; i++) if ((await request(h.app).get(`/share/${'D'.repeat(30)}${String(i).padStart(2, '0')}`)).status === 429) refused++
    expect(refused).toBe(20)
  })
})

describe('DELETE /api/shares/[token]', () => {
  it('revokes at once for the owner: 204, then the page is a 404 and a second revoke is a 404', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    await request(h.app).get(`/share/${token}`).expect(200)
    await request(h.app).delete(`/api/shares/${token}`).set('Cookie', session.cookie).expect(204)
    await request(h.app).get(`/share/${token}`).expect(404)
    await request(h.app).delete(`/api/shares/${token}`).set('Cookie', session.cookie).expect(404)
  })

  it('erases the snapshot’s text from the database when revoked', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    await request(h.app).delete(`/api/shares/${token}`).set('Cookie', session.cookie).expect(204)
    const db = new Database(path.join(h.dataDir, 'hale.sqlite'), {readonly: true})
    const row = db.prepare('SELECT title, messages, revoked_at FROM shares WHERE token = ?').get(token)
    db.close()
    expect(row).toEqual({title: '', messages: '[]', revoked_at: START})
  })

  it('another session cannot revoke: 404, and the link keeps working', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    const stranger = await h.verifiedSession()
    const res = await request(h.app).delete(`/api/shares/${token}`).set('Cookie', stranger.cookie).expect(404)
    expect(res.body.error.code).toBe('not_found')
    await request(h.app).get(`/share/${token}`).expect(200)
  })

  it('without a verified session it is a 401, and the link keeps working', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    await request(h.app).delete(`/api/shares/${token}`).expect(401)
    await request(h.app).get(`/share/${token}`).expect(200)
  })

  it('refuses a cross-site request: 403', async () => {
    const h = hale()
    const {session, conversation} = await sharedConversation(h)
    const {token} = (await share(h, session.cookie, conversation.id).expect(201)).body
    await request(h.app).delete(`/api/shares/${token}`).set('Cookie', session.cookie).set('Origin', 'https://evil.example').expect(403)
    await request(h.app).get(`/share/${token}`).expect(200)
  })
})
