/**
 * `/api/conversations` and `/api/conversations/[id]`: create, list, read, rename, delete, with
 * JSON errors (docs/routing.md "JSON errors"), and the one access rule: a session sees only its own
 * conversations, and every alias of one (API, page, data file, locales, HEAD, base path)
 * answers 404 to anyone else (docs/security.md "One meaning per request").
 */
import {loadAppBundle} from '../../server/framework/app-bundle'
import {modules} from '../../dist/.gen/server-modules'
import {DIST} from '../support/hale-app'
import {jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const buildId = loadAppBundle(modules, DIST).manifest.buildId
const SECRET = 'I found a lump in my breast'

let h: HaleServer
beforeAll(async () => { h = await startHale() })
afterAll(async () => { await h.close() })

describe('POST /api/conversations', () => {
  it('creates a conversation of this session: 201 {id}, with the topic and locale given', async () => {
    const cookie = await h.session()
    const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {topic: 'heart', locale: 'fr'}})
    expect(res.status).toBe(201)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(res.json).toEqual({id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/)})
    expect(res.headers['set-cookie']).toBeUndefined()
    const session = cookie.split('=')[1]!
    expect(await h.hale.storage.conversations.get(session, res.json.id)).toMatchObject({topic: 'heart', locale: 'fr', title: ''})
  })

  it.each([
    ['no body at all (Content-Length: 0, as fetch sends it)', {'content-length': '0'}],
    ['an empty chunked body', {}],
    ['an empty JSON body', {'content-length': '0', 'content-type': 'application/json'}],
  ])('with %s it is a conversation in the default locale without a topic', async (_name, headers) => {
    const cookie = await h.session()
    const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, headers})
    expect(res.status).toBe(201)
    expect(await h.hale.storage.conversations.get(cookie.split('=')[1]!, res.json.id)).toMatchObject({topic: null, locale: 'en'})
  })

  it('a request without a session is a 401 verification_required, and opens none', async () => {
    const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {body: {}})
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('verification_required')
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('with HCAPTCHA=off, a request without a session gets a new one: HttpOnly, SameSite=Lax, Path=/', async () => {
    const open = await startHale({HCAPTCHA: 'off'})
    try {
      await cookieAttributes(open)
    } finally {
      await open.close()
    }
  })

  async function cookieAttributes(h: HaleServer) {
    const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {body: {}})
    expect(res.status).toBe(201)
    const cookie = res.headers['set-cookie']![0]!
    expect(cookie).toMatch(/^hale_session=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax$/)
    const list = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie: cookie.split(';')[0]!})
    expect(list.json.conversations.map((conversation: {id: string}) => conversation.id)).toEqual([res.json.id])
  }

  it('an unknown or malformed session cookie is no session: a 401, and (with HCAPTCHA=off) a new one is made, the old id not adopted', async () => {
    const open = await startHale({HCAPTCHA: 'off'})
    try {
      for (const value of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc', '']) {
        const refused = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie: `hale_session=${value}`, body: {}})
        expect(refused.status).toBe(401)
        const res = await jsonRequest(open.origin, 'POST', '/api/conversations', {cookie: `hale_session=${value}`, body: {}})
        expect(res.status).toBe(201)
        const id = /^hale_session=([^;]+)/.exec(res.headers['set-cookie']![0]!)![1]
        expect(id).not.toBe(value)
        expect(await open.hale.storage.sessions.get(id!)).not.toBeNull()
      }
      expect(await open.hale.storage.sessions.get('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull()
    } finally {
      await open.close()
    }
  })

  it.each<[string, unknown, string]>([
    ['a topic that is not a string', {topic: 42}, 'Expected `topic` to be a short string.'],
    ['a topic over 100 characters', {topic: 't'.repeat(101)}, 'Expected `topic` to be a short string.'],
    ['an unknown locale', {locale: 'it'}, 'Expected `locale` to be one of en, es, fr, de.'],
    ['a locale that is not a string', {locale: ['en']}, 'Expected `locale` to be one of en, es, fr, de.'],
    ['an array', ['heart'], 'Expected a JSON object.'],
    ['a string', 'heart', 'The request is not valid.'],
  ])('%s is a 400 JSON error, and nothing is created', async (_name, body, message) => {
    const cookie = await h.session()
    const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body})
    expect(res.status).toBe(400)
    expect(res.json).toEqual({error: {code: 'bad_request', message}})
    expect(await h.hale.storage.conversations.list(cookie.split('=')[1]!)).toEqual([])
  })

  it('broken JSON is a 400, a body over 64 KiB a 413, a form a 415', async () => {
    const cookie = await h.session()
    expect((await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, text: '{"topic":'})).status).toBe(400)
    const big = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {topic: 'x', pad: 'p'.repeat(64 * 1024)}})
    expect(big.status).toBe(413)
    expect(big.json.error.code).toBe('payload_too_large')
    const form = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, text: 'topic=heart', headers: {'content-type': 'application/x-www-form-urlencoded'}})
    expect(form.status).toBe(415)
    expect(await h.hale.storage.conversations.list(cookie.split('=')[1]!)).toEqual([])
  })

  it('other methods are a 405 with Allow', async () => {
    const res = await jsonRequest(h.origin, 'PUT', '/api/conversations', {body: {}})
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD, POST')
    expect(res.json).toEqual({error: {code: 'method_not_allowed', message: 'This method is not allowed here.'}})
  })
})

describe('GET /api/conversations', () => {
  it('lists only this session’s conversations, newest activity first, without the session id', async () => {
    const mine = await h.session()
    const theirs = await h.session()
    const first = await h.conversation(mine, {topic: 'sleep'})
    const second = await h.conversation(mine)
    await h.conversation(theirs)
    await streamRequest(h.origin, `/api/conversations/${first}/messages`, {cookie: mine, body: {content: 'How long should I nap?'}}).ended
    const res = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie: mine})
    expect(res.status).toBe(200)
    expect(res.json.conversations.map((conversation: {id: string}) => conversation.id)).toEqual([first, second])
    expect(res.json.conversations[0]).toEqual({
      id: first, title: 'How long should I nap?', topic: 'sleep', locale: 'en', createdAt: expect.any(Number), updatedAt: expect.any(Number),
    })
    expect(res.text).not.toContain(mine.split('=')[1])
  })

  it('without a session the list is empty and no session is made', async () => {
    const res = await jsonRequest(h.origin, 'GET', '/api/conversations')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({conversations: []})
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})

describe('/api/conversations/[id]', () => {
  it('GET: the conversation and its messages, without the session id', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie, {locale: 'de'})
    await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: SECRET}}).ended
    const res = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(res.json.conversation).toMatchObject({id, title: SECRET, locale: 'de'})
    expect(res.json.messages.map(({role, content, status}: Record<string, string>) => ({role, content, status}))).toEqual([
      {role: 'user', content: SECRET, status: 'complete'},
      {role: 'assistant', content: 'Hello, world!', status: 'complete'},
    ])
    expect(res.text).not.toContain(cookie.split('=')[1])
    const head = await jsonRequest(h.origin, 'HEAD', `/api/conversations/${id}`, {cookie})
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
  })

  describe('a long conversation: its page and data file show the latest messages, earlier ones come by the window', () => {
    let cookie: string
    let id: string
    let ids: string[]
    beforeAll(async () => {
      cookie = await h.session()
      id = await h.conversation(cookie)
      ids = []
      for (let turn = 0; turn < 50; turn++) {
        for (const role of ['user', 'assistant'] as const) {
          const message = await h.hale.storage.messages.add({conversationId: id, role, content: `${role} message ${turn}`, status: 'complete'})
          ids.push(message.id)
        }
      }
    })
    const contents = (messages: {content: string}[]) => messages.map((message) => message.content)

    it('the data file: the latest 40 and how many come before', async () => {
      const data = await jsonRequest(h.origin, 'GET', `/_app/data/${buildId}/en/chat/${id}.json`, {cookie})
      expect(data.status).toBe(200)
      expect(data.json.props.messages).toHaveLength(40)
      expect(data.json.props.messages[0]).toMatchObject({id: ids[60], content: 'user message 30'})
      expect(data.json.props.messages.at(-1)).toMatchObject({id: ids[99], content: 'assistant message 49'})
      expect(data.json.props.earlier).toBe(60)
    })

    it('the page shows the latest messages and the button for the earlier ones', async () => {
      const page = await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})
      expect(page.status).toBe(200)
      expect(page.text).toContain('assistant message 49')
      expect(page.text).toContain('user message 30')
      expect(page.text).not.toContain('assistant message 29<')
      expect(page.text).toContain('Show earlier messages (60)')
    })

    it('?before= walks back a window at a time, down to the first message', async () => {
      const first = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}?before=${ids[60]}`, {cookie})
      expect(first.status).toBe(200)
      expect(contents(first.json.messages)).toEqual(Array.from({length: 40}, (_, index) => `${index % 2 === 0 ? 'user' : 'assistant'} message ${10 + Math.floor(index / 2)}`))
      expect(first.json.earlier).toBe(20)
      const last = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}?before=${ids[20]}&limit=100`, {cookie})
      expect(last.json.messages.map((message: {id: string}) => message.id)).toEqual(ids.slice(0, 20))
      expect(last.json.earlier).toBe(0)
      const all = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
      expect(all.json.messages).toHaveLength(100)
      expect(all.json).not.toHaveProperty('earlier')
    })

    it.each([['limit=0'], ['limit=101'], ['limit=ten'], ['limit=1.5'], ['before='], ['before=a&before=b']])('?%s is a 400 with a message', async (query) => {
      const res = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}?${query}`, {cookie})
      expect(res.status).toBe(400)
      expect(res.json.error.message).toBe('Expected `before` to be a message id and `limit` a whole number from 1 to 100.')
    })

    it('?before= an id that is not in this conversation is a 404', async () => {
      const other = await h.conversation(cookie)
      const res = await jsonRequest(h.origin, 'GET', `/api/conversations/${other}?before=${ids[10]}`, {cookie})
      expect(res.status).toBe(404)
      expect(res.json.error.code).toBe('not_found')
    })
  })

  it('PATCH renames: the title is saved on one line, trimmed', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const res = await jsonRequest(h.origin, 'PATCH', `/api/conversations/${id}`, {cookie, body: {title: '  Blood  pressure\nnotes '}})
    expect(res.status).toBe(200)
    expect(res.json.conversation).toMatchObject({id, title: 'Blood pressure notes'})
    expect(res.json.conversation.sessionId).toBeUndefined()
    expect((await h.hale.storage.conversations.get(cookie.split('=')[1]!, id))!.title).toBe('Blood pressure notes')
  })

  it.each<[string, unknown]>([
    ['no title', {}],
    ['an empty title', {title: '   '}],
    ['a title of control characters only', {title: '\u0000\u0007\n'}],
    ['a title over 200 characters', {title: 'x'.repeat(201)}],
    ['a title that is not a string', {title: 7}],
  ])('PATCH with %s is a 400, and the title is unchanged', async (_name, body) => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    await jsonRequest(h.origin, 'PATCH', `/api/conversations/${id}`, {cookie, body: {title: 'Kept'}})
    const res = await jsonRequest(h.origin, 'PATCH', `/api/conversations/${id}`, {cookie, body})
    expect(res.status).toBe(400)
    expect(res.json).toEqual({error: {code: 'bad_request', message: 'Expected `title` to be a non-empty string of at most 200 characters.'}})
    expect((await h.hale.storage.conversations.get(cookie.split('=')[1]!, id))!.title).toBe('Kept')
  })

  it('DELETE removes it with its messages: 204, then 404 everywhere', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    await streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: SECRET}}).ended
    const res = await jsonRequest(h.origin, 'DELETE', `/api/conversations/${id}`, {cookie})
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    expect(await h.hale.storage.messages.list(id)).toEqual([])
    expect((await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})).status).toBe(404)
    expect((await jsonRequest(h.origin, 'DELETE', `/api/conversations/${id}`, {cookie})).status).toBe(404)
    expect((await jsonRequest(h.origin, 'GET', `/chat/${id}`, {cookie})).status).toBe(404)
  })

  it('an unknown API path under it is a 404 JSON error', async () => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const res = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}/nothing`, {cookie})
    expect(res.status).toBe(404)
    expect(res.json).toEqual({error: {code: 'not_found', message: 'There is no API at this address.'}})
  })
})

describe('another session, or none, gets 404 on every alias', () => {
  let owner: string
  let id: string
  let answerId: string
  beforeAll(async () => {
    owner = await h.session()
    id = await h.conversation(owner)
    const stream = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie: owner, body: {content: SECRET}})
    answerId = (await stream.next('done')).data.id
  })

  const pages = () => [
    ['GET', `/chat/${id}`], ['HEAD', `/chat/${id}`], ['GET', `/es/chat/${id}`], ['HEAD', `/de/chat/${id}`],
    ['GET', `/_app/data/${buildId}/en/chat/${id}.json`], ['HEAD', `/_app/data/${buildId}/en/chat/${id}.json`],
    ['GET', `/_app/data/${buildId}/fr/chat/${id}.json`],
  ] as const
  const apis = () => [
    ['GET', `/api/conversations/${id}`, undefined], ['HEAD', `/api/conversations/${id}`, undefined],
    ['PATCH', `/api/conversations/${id}`, {title: 'Mine now'}], ['DELETE', `/api/conversations/${id}`, undefined],
    ['POST', `/api/conversations/${id}/messages`, {content: 'Tell me more'}],
    ['POST', `/api/conversations/${id}/messages/${answerId}/regenerate`, {}],
  ] as const

  it('the owner gets every page alias', async () => {
    for (const [method, path] of pages()) {
      const res = await jsonRequest(h.origin, method, path, {cookie: owner})
      expect([method, path, res.status]).toEqual([method, path, 200])
      if (method === 'GET') expect(res.text).toContain(SECRET)
    }
  })

  it.each([
    ['another session', async () => h.session()],
    ['no session', async () => undefined],
    ['a made-up session', async () => 'hale_session=AAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s: 404 on the pages, data files and API, and nothing changes', async (_name, makeCookie) => {
    const cookie = await makeCookie()
    const before = h.fake.requests.length
    for (const [method, path] of pages()) {
      const res = await jsonRequest(h.origin, method, path, cookie ? {cookie} : {})
      expect([method, path, res.status]).toEqual([method, path, 404])
      expect(res.text).not.toContain(SECRET)
      if (path.endsWith('.json') && method === 'GET') expect(res.json).toEqual({notFound: true})
    }
    for (const [method, path, body] of apis()) {
      const res = await jsonRequest(h.origin, method, path, {...(cookie ? {cookie} : {}), ...(body ? {body} : {})})
      // Without a verified session, a state-changing call is stopped at the gate (401) before
      // anything is looked up; reading, and another verified session, get the 404.
      const gated = method !== 'GET' && method !== 'HEAD' && _name !== 'another session'
      expect([method, path, res.status]).toEqual([method, path, gated ? 401 : 404])
      if (method !== 'HEAD') {
        expect(res.json.error.code).toBe(gated ? 'verification_required' : 'not_found')
        expect(res.text).not.toContain(SECRET)
      }
    }
    expect(h.fake.requests.length).toBe(before)
    const messages = await h.hale.storage.messages.list(id)
    expect(messages.map(({role, content}) => ({role, content}))).toEqual([{role: 'user', content: SECRET}, {role: 'assistant', content: 'Hello, world!'}])
    expect((await h.hale.storage.conversations.get(owner.split('=')[1]!, id))!.title).toBe(SECRET)
    if (cookie && !cookie.includes('AAAA')) {
      const list = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie})
      expect(list.json.conversations).toEqual([])
    }
  })
})

describe('under a base path', () => {
  it('the session cookie is scoped to it, and the access rule holds for its aliases', async () => {
    const based = await startHale({BASE_PATH: '/care', HCAPTCHA: 'off'})
    try {
      const created = await jsonRequest(based.origin, 'POST', '/care/api/conversations', {body: {}})
      expect(created.status).toBe(201)
      const setCookie = created.headers['set-cookie']![0]!
      expect(setCookie).toMatch(/; Path=\/care; HttpOnly; SameSite=Lax$/)
      const owner = setCookie.split(';')[0]!
      const id = created.json.id as string
      const other = await based.session()
      for (const path of [`/care/chat/${id}`, `/care/es/chat/${id}`, `/care/_app/data/${buildId}/en/chat/${id}.json`, `/care/api/conversations/${id}`]) {
        expect([path, (await jsonRequest(based.origin, 'GET', path, {cookie: owner})).status]).toEqual([path, 200])
        expect([path, (await jsonRequest(based.origin, 'GET', path, {cookie: other})).status]).toEqual([path, 404])
      }
      expect((await jsonRequest(based.origin, 'GET', `/api/conversations/${id}`, {cookie: owner})).status).toBe(404)
    } finally {
      await based.close()
    }
  })

  it('behind HTTPS (a trusted proxy) the cookie is Secure', async () => {
    const proxied = await startHale({TRUST_PROXY: '1', HCAPTCHA: 'off'})
    try {
      const res = await jsonRequest(proxied.origin, 'POST', '/api/conversations', {body: {}, headers: {'x-forwarded-proto': 'https'}})
      expect(res.headers['set-cookie']![0]).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    } finally {
      await proxied.close()
    }
  })
})

describe('requests from other sites', () => {
  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site: cross-site', {'sec-fetch-site': 'cross-site', origin: 'https://evil.example'}],
    ['Sec-Fetch-Site: same-site', {'sec-fetch-site': 'same-site', origin: 'https://other.hale.example'}],
    ['another Origin (an older browser)', {origin: 'https://evil.example'}],
    ['Origin: null', {origin: 'null'}],
  ])('a state-changing request with %s is a 403, and changes nothing', async (_name, headers) => {
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = h.fake.requests.length
    const attempts = [
      ['POST', '/api/conversations', {}], ['POST', `/api/conversations/${id}/messages`, {content: 'Hi'}],
      ['PATCH', `/api/conversations/${id}`, {title: 'Pwned'}], ['DELETE', `/api/conversations/${id}`, undefined],
    ] as const
    for (const [method, path, body] of attempts) {
      const res = await jsonRequest(h.origin, method, path, {cookie, headers, ...(body ? {body} : {})})
      expect([method, path, res.status]).toEqual([method, path, 403])
      expect(res.json).toEqual({error: {code: 'cross_site_request', message: 'This request came from another website and was refused.'}})
    }
    expect(h.fake.requests.length).toBe(before)
    expect(await h.hale.storage.conversations.list(cookie.split('=')[1]!)).toEqual([expect.objectContaining({id, title: ''})])
  })

  it('the same origin, by Sec-Fetch-Site or by Origin, is accepted; reading is never refused', async () => {
    const cookie = await h.session()
    const sameOrigin = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {}, headers: {'sec-fetch-site': 'same-origin', origin: h.origin}})
    expect(sameOrigin.status).toBe(201)
    const byOrigin = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {}, headers: {origin: h.origin}})
    expect(byOrigin.status).toBe(201)
    const read = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie, headers: {'sec-fetch-site': 'cross-site', origin: 'https://evil.example'}})
    expect(read.status).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('with PUBLIC_ORIGIN, that origin is the one accepted', async () => {
    const hosted = await startHale({PUBLIC_ORIGIN: 'https://hale.example.org'})
    try {
      const cookie = await hosted.session()
      expect((await jsonRequest(hosted.origin, 'POST', '/api/conversations', {cookie, body: {}, headers: {origin: 'https://hale.example.org'}})).status).toBe(201)
      expect((await jsonRequest(hosted.origin, 'POST', '/api/conversations', {cookie, body: {}, headers: {origin: hosted.origin}})).status).toBe(403)
    } finally {
      await hosted.close()
    }
  })
})
