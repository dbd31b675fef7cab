/**
 * Keep or delete (docs/product.md "Keep or delete"): exporting a conversation as Markdown and
 * JSON, "delete all my data" (nothing of the session left in any table of the database), and
 * retention with a controllable clock (never by waiting), stated on /help/privacy.
 */
import Database from 'better-sqlite3'
import path from 'node:path'
import request from 'supertest'
import {RETENTION_INTERVAL_MS, startRetention, sweepRetention} from '../../server/chat/retention'
import {SESSION_COOKIE} from '../../server/verification/sessions'
import {haleAppsOnClock, type HaleTestApp} from '../support/hale-app'

/** Every table's rows as JSON lines; the tables named here always exist. */
type Tables = Record<string, string[]> & Record<'sessions' | 'conversations' | 'messages' | 'shares' | 'rate_limits', string[]>

const START = Date.UTC(2025, 2, 1, 9, 30)
const DAY = 24 * 60 * 60 * 1000

const {hale, clock} = haleAppsOnClock(START)

async function conversationWith(h: HaleTestApp, title: string, locale = 'en', cookie?: {id: string; cookie: string}) {
  const session = cookie ?? await h.verifiedSession()
  const conversation = await h.storage.conversations.create({sessionId: session.id, title, locale})
  const question = await h.storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Is 38.5 °C a fever?', status: 'complete'})
  clock.now += 60_000
  const answer = await h.storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Yes, **38.5 °C** is a fever.\n\n- Rest\n- Drink water', status: 'complete', model: 'fake-model'})
  return {session, conversation, question, answer}
}

/** Every row of every table of the database file, as JSON lines (read with a second connection). */
function dumpDatabase(h: HaleTestApp): Tables {
  const db = new Database(path.join(h.dataDir, 'hale.sqlite'), {readonly: true})
  try {
    const tables = db.prepare<[], {name: string}>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all()
    return Object.fromEntries(tables.map(({name}) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((row) => JSON.stringify(row))])) as Tables
  } finally {
    db.close()
  }
}

describe('GET /api/conversations/[id]/export', () => {
  it('?format=md: a Markdown download with the title, the disclaimer and every message', async () => {
    const h = hale()
    const {session, conversation} = await conversationWith(h, 'Fever at night')
    clock.now += DAY
    const res = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=md`).set('Cookie', session.cookie).expect(200)
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="hale-fever-at-night-2025-03-01.md"')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(res.text).toBe([
      '# Fever at night',
      '',
      '*Exported from Hale on 2025-03-02 09:31 UTC.*',
      '',
      '> Hale gives general health information. It is not a diagnosis and does not replace care from a health professional. In an emergency, call your local emergency number now.',
      '',
      '## You · 2025-03-01 09:30 UTC',
      '',
      'Is 38.5 °C a fever?',
      '',
      '## Hale · 2025-03-01 09:31 UTC',
      '',
      'Yes, **38.5 °C** is a fever.\n\n- Rest\n- Drink water',
      '',
    ].join('\n'))
  })

  it('in the conversation’s language, marking an incomplete answer', async () => {
    const h = hale()
    const {session, conversation} = await conversationWith(h, 'Fiebre', 'es')
    await h.storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Descanse y', status: 'incomplete'})
    const res = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=md`).set('Cookie', session.cookie).expect(200)
    expect(res.text).toContain('## Usted · 2025-03-01 09:30 UTC')
    expect(res.text).toContain('*Exportada desde Hale el 2025-03-01 09:31 UTC.*')
    expect(res.text).toContain('Descanse y\n\n*Esta respuesta está incompleta.*\n')
  })

  it('notes where Hale showed its emergency banner, from the stored verdict, in the conversation\'s language', async () => {
    const h = hale()
    const {session, conversation} = await conversationWith(h, 'Brûlure', 'fr')
    const flagged = await h.storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Mon fils s’est brûlé avec la casserole', status: 'complete', redFlags: ['burns', 'sick_child']})
    const md = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=md`).set('Cookie', session.cookie).expect(200)
    expect(md.text).toContain('Mon fils s’est brûlé avec la casserole\n\n> ⚠️ Hale a affiché son avertissement d’urgence pour ce message : une brûlure grave et un bébé ou un enfant très malade.\n')
    expect(md.text.match(/⚠️/g)).toHaveLength(1) // the first question's verdict is not stored: no note
    const json = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=json`).set('Cookie', session.cookie).buffer(true).parse((response, done) => {
      let text = ''
      response.on('data', (chunk: Buffer) => { text += chunk.toString('utf8') })
      response.on('end', () => done(null, text))
    }).expect(200)
    expect(JSON.parse(json.body).messages.find((message: {id: string}) => message.id === flagged.id).redFlags).toEqual(['burns', 'sick_child'])
  })

  it('?format=json: the whole conversation, parseable, with ISO times and no session id', async () => {
    const h = hale()
    const {session, conversation, question, answer} = await conversationWith(h, 'Fever at night')
    const res = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=json`).set('Cookie', session.cookie).buffer(true).parse((response, done) => {
      let text = ''
      response.on('data', (chunk: Buffer) => { text += chunk.toString('utf8') })
      response.on('end', () => done(null, text))
    }).expect(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="hale-fever-at-night-2025-03-01.json"')
    expect(res.body).not.toContain(session.id)
    expect(JSON.parse(res.body)).toEqual({
      format: 'hale-conversation', version: 1, exportedAt: '2025-03-01T09:31:00.000Z',
      conversation: {id: conversation.id, title: 'Fever at night', topic: null, locale: 'en', createdAt: '2025-03-01T09:30:00.000Z', updatedAt: '2025-03-01T09:30:00.000Z'},
      messages: [
        {id: question.id, role: 'user', content: 'Is 38.5 °C a fever?', status: 'complete', errorCode: null, model: null, createdAt: '2025-03-01T09:30:00.000Z', redFlags: null},
        {id: answer.id, role: 'assistant', content: answer.content, status: 'complete', errorCode: null, model: 'fake-model', createdAt: '2025-03-01T09:31:00.000Z'},
      ],
    })
  })

  it.each([
    ['a title with quotes, slashes and a newline', 'He said "stop"\\/..\r\nX-Evil: 1', 'hale-he-said-stop-x-evil-1-2025-03-01.md'],
    ['an accented title', 'Ça gratte à l’épaule', 'hale-ca-gratte-a-l-epaule-2025-03-01.md'],
    ['a title of symbols only', '💊 ¿?', 'hale-conversation-2025-03-01.md'],
    ['an untitled conversation', '', 'hale-conversation-2025-03-01.md'],
  ])('%s gets a safe file name', async (_name, title, fileName) => {
    const h = hale()
    const session = await h.verifiedSession()
    const conversation = await h.storage.conversations.create({sessionId: session.id, title, locale: 'en'})
    const res = await request(h.app).get(`/api/conversations/${conversation.id}/export`).set('Cookie', session.cookie).expect(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`)
  })

  it('is a 404 for another session or none, and a 400 for an unknown format', async () => {
    const h = hale()
    const {session, conversation} = await conversationWith(h, 'Fever')
    const stranger = await h.verifiedSession()
    for (const format of ['md', 'json']) {
      await request(h.app).get(`/api/conversations/${conversation.id}/export?format=${format}`).set('Cookie', stranger.cookie).expect(404)
      await request(h.app).get(`/api/conversations/${conversation.id}/export?format=${format}`).expect(404)
    }
    const bad = await request(h.app).get(`/api/conversations/${conversation.id}/export?format=pdf`).set('Cookie', session.cookie).expect(400)
    expect(bad.body.error.code).toBe('invalid_format')
  })
})

describe('DELETE /api/session (delete all my data)', () => {
  it('deletes the session’s conversations, messages, share links and the session, says how many, clears the cookie', async () => {
    const h = hale()
    const first = await conversationWith(h, 'Fever')
    const second = await conversationWith(h, 'Sleep', 'en', first.session)
    const {body: shared} = await request(h.app).post(`/api/conversations/${first.conversation.id}/shares`).set('Cookie', first.session.cookie).send({}).expect(201)
    const {body: revoked} = await request(h.app).post(`/api/conversations/${second.conversation.id}/shares`).set('Cookie', first.session.cookie).send({}).expect(201)
    await request(h.app).delete(`/api/shares/${revoked.token}`).set('Cookie', first.session.cookie).expect(204)
    const other = await conversationWith(h, 'Someone else')
    const before = dumpDatabase(h)
    expect(before.shares).toHaveLength(2)

    const res = await request(h.app).delete('/api/session').set('Cookie', first.session.cookie).expect(200)
    expect(res.body).toEqual({deleted: {conversations: 2, messages: 4, shares: 2, attachments: 0}})
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$`))])

    // Nothing of the session is left in any table: not its id, its conversations, messages, tokens or words.
    const after = dumpDatabase(h)
    const traces = [first.session.id, first.conversation.id, second.conversation.id, first.question.id, first.answer.id, second.answer.id, shared.token, revoked.token, 'Fever', 'Sleep']
    for (const [table, rows] of Object.entries(after)) {
      for (const trace of traces) expect({table, trace, rows: rows.filter((row) => row.includes(trace))}).toEqual({table, trace, rows: []})
    }
    // The other visitor keeps everything.
    expect(after.conversations).toEqual([expect.stringContaining(other.conversation.id)])
    expect(after.messages).toHaveLength(2)
    expect(after.sessions).toEqual([expect.stringContaining(other.session.id)])
    await request(h.app).get(`/share/${shared.token}`).expect(404)
    await request(h.app).get(`/api/conversations/${other.conversation.id}`).set('Cookie', other.session.cookie).expect(200)
  })

  it('also clears the limit counters kept under the session’s id', async () => {
    const h = hale()
    const session = await h.verifiedSession()
    await request(h.app).post('/api/conversations').set('Cookie', session.cookie).send({}).expect(201)
    expect(dumpDatabase(h).rate_limits.some((row) => row.includes(session.id))).toBe(true)
    await request(h.app).delete('/api/session').set('Cookie', session.cookie).expect(200)
    expect(dumpDatabase(h).rate_limits.filter((row) => row.includes(session.id))).toEqual([])
  })

  it('the old cookie is worth nothing afterwards: the history is empty and changes need a new check', async () => {
    const h = hale()
    const {session, conversation} = await conversationWith(h, 'Fever')
    await request(h.app).delete('/api/session').set('Cookie', session.cookie).expect(200)
    const history = await request(h.app).get('/history').set('Cookie', session.cookie).expect(200)
    expect(history.text).not.toContain('Fever')
    await request(h.app).get(`/api/conversations/${conversation.id}`).set('Cookie', session.cookie).expect(404)
    await request(h.app).delete('/api/session').set('Cookie', session.cookie).expect(401)
  })

  it('needs a verified session (401) and refuses another site (403)', async () => {
    const h = hale()
    const {session} = await conversationWith(h, 'Fever')
    await request(h.app).delete('/api/session').expect(401)
    await request(h.app).delete('/api/session').set('Cookie', session.cookie).set('Sec-Fetch-Site', 'cross-site').expect(403)
    expect(await h.storage.sessions.get(session.id)).not.toBeNull()
  })
})

describe('retention', () => {
  it('deletes conversations idle for RETENTION_DAYS with their messages and share links, keeps the others', async () => {
    const h = hale({RETENTION_DAYS: '30'})
    const old = await conversationWith(h, 'Old')
    const {body: link} = await request(h.app).post(`/api/conversations/${old.conversation.id}/shares`).set('Cookie', old.session.cookie).send({expiresIn: 'never'}).expect(201)
    const kept = await conversationWith(h, 'Kept')
    clock.now += 20 * DAY
    await h.storage.conversations.touch(kept.conversation.id)
    clock.now += 10 * DAY // old: 30 days and 1 minute idle (its last message); kept: 10 days
    // Both chat pages were just viewed: viewing is not activity.
    for (const {session, conversation} of [old, kept]) await request(h.app).get(`/chat/${conversation.id}`).set('Cookie', session.cookie).expect(200)
    expect(await sweepRetention(h.services)).toEqual({conversations: 1, shares: 0, abandoned: 0})
    await request(h.app).get(`/chat/${kept.conversation.id}`).set('Cookie', kept.session.cookie).expect(200)

    const db = dumpDatabase(h)
    expect(db.conversations).toEqual([expect.stringContaining(kept.conversation.id)])
    expect(db.messages.filter((row) => row.includes(old.conversation.id))).toEqual([])
    expect(db.shares).toEqual([])
    await request(h.app).get(`/share/${link.token}`).expect(404)
    expect(h.log.lines).toContainEqual(expect.objectContaining({level: 'info', message: 'Deleted conversations past the retention period', conversations: 1, retentionDays: 30}))
  })

  it('counts activity, not creation: a conversation with a recent message stays', async () => {
    const h = hale({RETENTION_DAYS: '7'})
    const {session, conversation} = await conversationWith(h, 'Ongoing')
    clock.now += 6 * DAY
    await h.storage.conversations.touch(conversation.id)
    clock.now += 6 * DAY
    await request(h.app).get(`/chat/${conversation.id}`).set('Cookie', session.cookie).expect(200)
    expect((await sweepRetention(h.services)).conversations).toBe(0)
    clock.now += DAY + 1
    expect((await sweepRetention(h.services)).conversations).toBe(1)
  })

  it('RETENTION_DAYS=0 keeps conversations forever, but clears expired links', async () => {
    const h = hale({RETENTION_DAYS: '0'})
    const {session, conversation} = await conversationWith(h, 'Forever')
    await request(h.app).post(`/api/conversations/${conversation.id}/shares`).set('Cookie', session.cookie).send({expiresIn: '24h'}).expect(201)
    clock.now += 3650 * DAY
    expect(await sweepRetention(h.services)).toEqual({conversations: 0, shares: 1, abandoned: 0})
    expect(dumpDatabase(h).conversations).toHaveLength(1)
  })

  it('saves answers left streaming longer than any answer can last as incomplete, and no live one', async () => {
    const h = hale({RETENTION_DAYS: '30', LLM_TOTAL_TIMEOUT_MS: '300000'})
    const {conversation} = await conversationWith(h, 'Cut off')
    const left = await h.storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Half an ans', status: 'streaming'})
    clock.now += 300_000 + 60_000 - 1
    const live = await h.storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Still', status: 'streaming'})
    expect(await sweepRetention(h.services)).toEqual({conversations: 0, shares: 0, abandoned: 0})
    clock.now += 2
    expect(await sweepRetention(h.services)).toEqual({conversations: 0, shares: 0, abandoned: 1})
    expect((await h.storage.messages.get(left.id))).toMatchObject({status: 'incomplete', content: 'Half an ans'})
    expect((await h.storage.messages.get(live.id))?.status).toBe('streaming')
    expect(h.log.lines).toContainEqual(expect.objectContaining({level: 'warn', message: 'Answers left streaming by a stopped process are saved as incomplete', count: 1}))
  })

  it('runs at start and then on its interval, never keeps the process alive, and stops', async () => {
    jest.useFakeTimers({doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
    try {
      const h = hale({RETENTION_DAYS: '1'})
      await conversationWith(h, 'First')
      clock.now += 2 * DAY
      const job = startRetention(h.services)
      await jest.advanceTimersByTimeAsync(0)
      expect(dumpDatabase(h).conversations).toEqual([]) // the sweep at start
      await conversationWith(h, 'Second')
      clock.now += 2 * DAY
      await jest.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS - 1)
      expect(dumpDatabase(h).conversations).toHaveLength(1)
      await jest.advanceTimersByTimeAsync(1)
      expect(dumpDatabase(h).conversations).toEqual([]) // an hour later
      await job.stop()
      await conversationWith(h, 'Third')
      clock.now += 2 * DAY
      await jest.advanceTimersByTimeAsync(3 * RETENTION_INTERVAL_MS)
      expect(dumpDatabase(h).conversations).toHaveLength(1) // stopped: no more sweeps
    } finally {
      jest.useRealTimers()
    }
  })

  it('the interval timer is unref’d', () => {
    const h = hale()
    const spy = jest.spyOn(global, 'setInterval')
    const job = startRetention(h.services)
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
    spy.mockRestore()
    return job.stop()
  })

  it('a failing sweep is logged and the next tick tries again', async () => {
    const h = hale({RETENTION_DAYS: '1'})
    const original = h.storage.conversations.deleteInactive
    h.storage.conversations.deleteInactive = () => Promise.reject(new Error('disk on fire'))
    const job = startRetention(h.services, {intervalMs: 20})
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(h.log.lines).toContainEqual(expect.objectContaining({level: 'error', message: 'The retention sweep failed'}))
    h.storage.conversations.deleteInactive = original
    await conversationWith(h, 'Old')
    clock.now += 2 * DAY
    const deadline = Date.now() + 2000
    while (dumpDatabase(h).conversations.length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(dumpDatabase(h).conversations).toEqual([])
    await job.stop()
  })
})

describe('/help/privacy states the retention period', () => {
  it.each([
    [{RETENTION_DAYS: '14'}, '/help/privacy', 'Conversations are deleted automatically after 14 days without activity'],
    [{RETENTION_DAYS: '1'}, '/help/privacy', 'Conversations are deleted automatically after 1 day without activity'],
    [{}, '/de/help/privacy', 'Gespräche werden nach 30 Tagen ohne Aktivität automatisch gelöscht'],
    [{RETENTION_DAYS: '0'}, '/help/privacy', 'This service does not delete conversations automatically'],
    [{RETENTION_DAYS: '0'}, '/fr/help/privacy', 'Ce service ne supprime pas les conversations automatiquement'],
    [{RETENTION_DAYS: '1000'}, '/es/help/privacy', 'tras 1000 días sin actividad'],
  ])('%p %s says “%s”', async (env, pathname, sentence) => {
    const h = hale(env)
    const res = await request(h.app).get(pathname).expect(200)
    expect(res.text).toContain(sentence)
    expect(res.text).not.toContain('{retention')
  })
})
