/**
 * `/chat/[id]` and its data file over real HTTP: every change to a conversation shows at the next
 * view, whoever made it, and only its own session ever sees it.
 */
import {loadAppBundle} from '../../server/framework/app-bundle'
import {modules} from '../../dist/.gen/server-modules'
import {DIST} from '../support/hale-app'
import {DEFAULT_TOKENS} from '../support/fake-model-server'
import {jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const buildId = loadAppBundle(modules, DIST).manifest.buildId
const SECRET = 'I found a lump in my breast'

let h: HaleServer
beforeAll(async () => { h = await startHale() })
afterAll(async () => { await h.close() })

describe('/chat/[id] after changes', () => {
  const dataFile = async (cookie: string, id: string) => {
    const res = await jsonRequest(h.origin, 'GET', `/_app/data/${buildId}/en/chat/${id}.json`, {cookie})
    expect(res.status).toBe(200)
    return res.json.props as {conversation: {title: string}; messages: {id: string; role: string; content: string; status: string}[]}
  }
  afterEach(() => { h.fake.respondWith({kind: 'stream', tokens: DEFAULT_TOKENS}) })

  it('shows every new, regenerated, renamed and deleted state at once', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    h.fake.respondWith({kind: 'stream', tokens: ['Sleep', ' helps.']})
    await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Why sleep?'}}).ended
    expect((await dataFile(cookie, id)).messages.map((message) => message.content)).toEqual(['Why sleep?', 'Sleep helps.'])
    expect((await dataFile(cookie, id)).messages.map((message) => message.content)).toEqual(['Why sleep?', 'Sleep helps.'])

    h.fake.respondWith({kind: 'stream', tokens: ['It restores you.']})
    const answerId = (await dataFile(cookie, id)).messages[1]!.id
    await streamRequest(h.origin, `/api/conversations/${id}/messages/${answerId}/regenerate`, {cookie, body: {}}).ended
    const regenerated = await dataFile(cookie, id)
    expect(regenerated.messages.map((message) => message.content)).toEqual(['Why sleep?', 'It restores you.'])
    expect(regenerated.messages[1]!.id).not.toBe(answerId)

    expect((await jsonRequest(h.origin, 'PATCH', `/api/conversations/${id}`, {cookie, body: {title: 'Sleep'}})).status).toBe(200)
    expect((await dataFile(cookie, id)).conversation.title).toBe('Sleep')

    // A change that does not come through the API (another writer of the database) shows too.
    await h.hale.storage.messages.update(regenerated.messages[1]!.id, {content: 'Edited elsewhere.'})
    const page = await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})
    expect(page.text).toContain('Edited elsewhere.')
    expect(page.text).not.toContain('It restores you.')

    expect((await jsonRequest(h.origin, 'DELETE', `/api/conversations/${id}`, {cookie})).status).toBe(204)
    expect((await jsonRequest(h.origin, 'GET', `/_app/data/${buildId}/en/chat/${id}.json`, {cookie})).status).toBe(404)
  })

  it('sends a long conversation in place: the messages come before the footer, with no script to move them', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    // Far more than React's default chunk size (12,800 bytes), above which it would move the
    // body to the end of the stream and swap it in with a script.
    const paragraph = 'Water, rest and time help most colds; see a doctor if it lasts longer than ten days. '.repeat(40)
    for (const question of ['First question?', 'Second question?', 'Third question?', 'Fourth question?', 'Fifth question?']) {
      h.fake.respondWith({kind: 'stream', tokens: [`${question} ${paragraph}`]})
      await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: question}}).ended
    }
    const page = (await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})).text
    expect(page.length).toBeGreaterThan(30_000)
    const lastAnswer = page.indexOf('Fifth question? Water')
    expect(lastAnswer).toBeGreaterThan(0)
    expect(lastAnswer).toBeLessThan(page.indexOf('<footer'))
    expect(page).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/)
  })

  it('a conversation is only ever served to its own session', async () => {
    const owner = await h.session()
    const id = await h.conversation(owner)
    await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie: owner, body: {content: SECRET}}).ended
    expect((await dataFile(owner, id)).messages[0]!.content).toBe(SECRET)
    const stranger = await h.session()
    for (const cookie of [stranger, 'hale_session=AAAAAAAAAAAAAAAAAAAAAA', 'hale_session=not-a-session-id', '']) {
      const res = await jsonRequest(h.origin, 'GET', `/_app/data/${buildId}/en/chat/${id}.json`, {cookie})
      expect([cookie, res.status]).toEqual([cookie, 404])
      expect(res.text).not.toContain(SECRET)
    }
  })
})
