/**
 * `POST /api/conversations/[id]/messages` → `text/event-stream`, against a fake model server:
 * the events, what is saved and when, what the model server receives, and every way the model
 * server can fail (docs/security.md "Streaming to the model server").
 */
import {writeFileSync} from 'node:fs'
import path from 'node:path'
import {languageName, translate} from '../../src/framework/i18n/translate'
import {systemPrompt} from '../../src/safety/system-prompt'
import {closedPort, eventually, jsonRequest, startHale, streamRequest, type HaleServer} from './support'

const QUESTION = 'What is a normal resting heart rate?'
const messagesPath = (id: string) => `/api/conversations/${id}/messages`

describe('a message and its streamed answer', () => {
  let h: HaleServer
  beforeAll(async () => { h = await startHale() })
  afterAll(async () => { await h.close() })

  it('streams user, delta…, done as text/event-stream and saves both messages', async () => {
    h.fake.respondWith({kind: 'stream', tokens: ['A resting', ' heart rate', ' is **60–100**', ' beats a minute.']})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: QUESTION}})
    const res = await stream.response
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate, no-transform')
    await stream.ended

    expect(stream.events.map((event) => event.event)).toEqual(['user', 'delta', 'delta', 'delta', 'delta', 'done'])
    const [user, ...rest] = stream.events
    expect(user!.data).toMatchObject({role: 'user', content: QUESTION, status: 'complete', conversationId: id})
    expect(rest.slice(0, -1).map((event) => event.data)).toEqual([
      {text: 'A resting'}, {text: ' heart rate'}, {text: ' is **60–100**'}, {text: ' beats a minute.'},
    ])
    const done = rest[rest.length - 1]!.data
    expect(done).toMatchObject({role: 'assistant', content: 'A resting heart rate is **60–100** beats a minute.', status: 'complete', errorCode: null})
    expect(JSON.stringify(stream.events)).not.toContain(cookie.split('=')[1])

    const saved = await h.hale.storage.messages.list(id)
    expect(saved.map(({id, role, content, status}) => ({id, role, content, status}))).toEqual([
      {id: user!.data.id, role: 'user', content: QUESTION, status: 'complete'},
      {id: done.id, role: 'assistant', content: done.content, status: 'complete'},
    ])
    expect(saved[1]!.model).toBe('llama3.2')
    // The first message names the conversation.
    const conversation = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}`, {cookie})
    expect(conversation.json.conversation.title).toBe(QUESTION)
  })

  it('streams, saves, exports and sends back only the answer of a model that thinks inline (<think>…</think>)', async () => {
    h.fake.respondWith({kind: 'stream', tokens: ['<thi', 'nk>The visitor asks about', ' heart rates; keep it short.</th', 'ink>\n\n', 'Usually 60–100', ' beats a minute.']})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: QUESTION}})
    await stream.ended
    expect(stream.events.filter((event) => event.event === 'delta').map((event) => event.data)).toEqual([{text: 'Usually 60–100'}, {text: ' beats a minute.'}])
    expect(stream.events.at(-1)!.data).toMatchObject({content: 'Usually 60–100 beats a minute.', status: 'complete'})
    expect((await h.hale.storage.messages.list(id))[1]!.content).toBe('Usually 60–100 beats a minute.')
    const exported = await jsonRequest(h.origin, 'GET', `/api/conversations/${id}/export?format=json`, {cookie})
    expect(JSON.stringify(exported.json)).toContain('Usually 60–100 beats a minute.')
    expect(JSON.stringify(exported.json)).not.toMatch(/think|keep it short/)
    // The next question sends the model the answer, not its thinking.
    h.fake.respondWith({kind: 'stream', tokens: ['Yes.']})
    await streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'And for children?'}}).ended
    const history = h.fake.requests[h.fake.requests.length - 1]!.body.messages
    expect(history[2]).toEqual({role: 'assistant', content: 'Usually 60–100 beats a minute.'})
  })

  it('saves the visitor’s message before the model is called (checked while the model server hangs)', async () => {
    h.fake.respondWith({kind: 'hang'})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const before = h.fake.requests.length
    const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: QUESTION}})
    const user = await stream.next('user')
    await eventually(() => h.fake.requests.length, (count) => count === before + 1)
    const saved = await h.hale.storage.messages.list(id)
    expect(saved.map(({id, role, content, status}) => ({id, role, content, status}))).toEqual([
      {id: user.data.id, role: 'user', content: QUESTION, status: 'complete'},
      {id: expect.any(String), role: 'assistant', content: '', status: 'streaming'},
    ])
    stream.abort()
    await eventually(() => h.hale.storage.messages.list(id), (messages) => messages[1]?.status === 'incomplete')
  })

  it('sends the model server the system prompt, the finished turns and the question', async () => {
    h.fake.respondWith({kind: 'stream', tokens: ['First answer.']})
    const cookie = await h.session()
    const id = await h.conversation(cookie, {locale: 'es'})
    await streamRequest(h.origin, messagesPath(id), {cookie, body: {content: '¿Qué es la tensión arterial?'}}).ended
    h.fake.respondWith({kind: 'status', status: 500})
    await streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Una pregunta que falla'}}).ended
    h.fake.respondWith({kind: 'stream', tokens: ['Second answer.']})
    const last = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: '¿Y el pulso?'}})
    await last.ended

    const sent = h.fake.requests[h.fake.requests.length - 1]!
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe('/v1/chat/completions')
    expect(sent.body).toMatchObject({model: 'llama3.2', stream: true, max_tokens: 2048})
    // The failed answer is not history; the question it failed on is.
    expect(sent.body.messages).toEqual([
      {role: 'system', content: systemPrompt({locale: 'es', languageName: languageName('es')})},
      {role: 'user', content: '¿Qué es la tensión arterial?'},
      {role: 'assistant', content: 'First answer.'},
      {role: 'user', content: 'Una pregunta que falla'},
      {role: 'user', content: '¿Y el pulso?'},
    ])
    expect(sent.body.messages[0].content).toContain('Español')
  })

  it('one answer at a time: a second message while one is being written is a 409 busy, and is not saved', async () => {
    h.fake.respondWith({kind: 'stream', tokens: ['Slow', ' answer'], firstDelayMs: 300})
    const cookie = await h.session()
    const id = await h.conversation(cookie)
    const first = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: QUESTION}})
    await first.next('user')
    const second = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, body: {content: 'And another thing'}})
    expect(second.status).toBe(409)
    expect(second.json).toEqual({error: {code: 'busy', message: 'An answer is still being written in this conversation.'}})
    // Another conversation of the same session is not blocked.
    const other = await h.conversation(cookie)
    expect((await streamRequest(h.origin, messagesPath(other), {cookie, body: {content: 'Elsewhere'}}).next('done')).data.status).toBe('complete')
    await first.ended
    expect((await h.hale.storage.messages.list(id)).map((message) => message.content)).toEqual([QUESTION, 'Slow answer'])
    h.fake.respondWith({kind: 'stream', tokens: ['Now it is fine.']})
    expect((await streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'And another thing'}}).next('done')).data.status).toBe('complete')
  })

  it('refuses another session’s conversation with 404 (no session: 401) without saving or calling the model', async () => {
    const owner = await h.session()
    const id = await h.conversation(owner)
    const before = h.fake.requests.length
    const other = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie: await h.session(), body: {content: QUESTION}})
    expect(other.status).toBe(404)
    expect(other.json).toEqual({error: {code: 'not_found', message: expect.any(String)}})
    for (const cookie of [undefined, 'hale_session=not-a-session']) {
      const res = await jsonRequest(h.origin, 'POST', messagesPath(id), {...(cookie ? {cookie} : {}), body: {content: QUESTION}})
      expect(res.status).toBe(401)
      expect(res.json).toEqual({error: expect.objectContaining({code: 'verification_required', message: expect.any(String)})})
    }
    const res = await jsonRequest(h.origin, 'POST', messagesPath('AAAAAAAAAAAAAAAAAAAAAA'), {cookie: owner, body: {content: QUESTION}})
    expect(res.status).toBe(404)
    expect(await h.hale.storage.messages.list(id)).toEqual([])
    expect(h.fake.requests.length).toBe(before)
  })

  describe('input', () => {
    it.each([
      ['no content', {}],
      ['empty content', {content: '  \n '}],
      ['content that is not a string', {content: ['hi']}],
    ])('%s is a 400 JSON error and nothing is saved', async (_name, body) => {
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const res = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, body})
      expect(res.status).toBe(400)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.json).toEqual({error: {code: 'invalid_message', message: 'Expected `content` to be a non-empty string.'}})
      expect(await h.hale.storage.messages.list(id)).toEqual([])
    })

    it('a message over the configured maximum (8,000 characters by default) is a 413; exactly the maximum is accepted', async () => {
      h.fake.respondWith({kind: 'stream', tokens: ['ok']})
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const tooLong = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, body: {content: 'a'.repeat(8001)}})
      expect(tooLong.status).toBe(413)
      expect(tooLong.json).toEqual({error: {code: 'message_too_long', message: 'Messages can be at most 8,000 characters long.'}})
      expect(await h.hale.storage.messages.list(id)).toEqual([])
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'a'.repeat(8000)}})
      expect((await stream.next('done')).data.status).toBe('complete')
    })

    it('a JSON body over 64 KiB is a 413 JSON error', async () => {
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const res = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, body: {content: 'hi', padding: 'x'.repeat(64 * 1024)}})
      expect(res.status).toBe(413)
      expect(res.json).toEqual({error: {code: 'payload_too_large', message: expect.any(String)}})
      expect(await h.hale.storage.messages.list(id)).toEqual([])
    })

    it('a body that is not valid JSON is a 400; a body that is not JSON at all is a 415', async () => {
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const broken = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, text: '{"content": "hi"'})
      expect(broken.status).toBe(400)
      expect(broken.json).toEqual({error: {code: 'bad_request', message: expect.any(String)}})
      const array = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, body: ['hi']})
      expect(array.status).toBe(400)
      expect(array.json.error.message).toBe('Expected a JSON object.')
      const plain = await jsonRequest(h.origin, 'POST', messagesPath(id), {cookie, text: 'content=hi', headers: {'content-type': 'text/plain'}})
      expect(plain.status).toBe(415)
      expect(plain.json.error.code).toBe('unsupported_media_type')
      expect(await h.hale.storage.messages.list(id)).toEqual([])
    })

    it('the limit is configurable (MAX_MESSAGE_CHARS)', async () => {
      const small = await startHale({MAX_MESSAGE_CHARS: '100'})
      try {
        const cookie = await small.session()
        const id = await small.conversation(cookie)
        const res = await jsonRequest(small.origin, 'POST', messagesPath(id), {cookie, body: {content: 'b'.repeat(101)}})
        expect(res.status).toBe(413)
        expect(res.json.error.message).toBe('Messages can be at most 100 characters long.')
      } finally {
        await small.close()
      }
    })
  })
})

describe('the safety layer in the stream', () => {
  it('an emergency sends a safety event right after the user event, before any answer, even with the model server unreachable', async () => {
    const h = await startHale({LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, EMERGENCY_NUMBER: '112'})
    try {
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'I have crushing chest pain and my left arm is numb'}})
      await stream.ended
      expect(stream.events.map((event) => event.event)).toEqual(['user', 'safety', 'error'])
      expect(stream.events[1]!.data).toEqual({categories: expect.arrayContaining(['chest_pain']), selfHarm: false, emergencyNumber: '112', crisisLine: null})
      expect(stream.events[2]!.data).toMatchObject({code: 'model_unreachable', message: translate('en', 'chat.error.unreachable')})
    } finally {
      await h.close()
    }
  })

  it('the safety event comes before the model server has answered anything, with the crisis line for self-harm', async () => {
    const h = await startHale({CRISIS_LINE: 'Call or text 988'})
    try {
      h.fake.respondWith({kind: 'hang'})
      const cookie = await h.session()
      const id = await h.conversation(cookie, {locale: 'es'})
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'Quiero suicidarme'}})
      const safety = await stream.next('safety')
      expect(safety.data).toMatchObject({selfHarm: true, crisisLine: 'Call or text 988', emergencyNumber: null})
      expect(stream.events.some((event) => event.event === 'delta')).toBe(false)
      stream.abort()
    } finally {
      await h.close()
    }
  })

  it('an ordinary question sends no safety event', async () => {
    const h = await startHale()
    try {
      const cookie = await h.session()
      const id = await h.conversation(cookie)
      const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content: 'No chest pain, just curious how much sleep adults need'}})
      await stream.ended
      expect(stream.events.map((event) => event.event)).not.toContain('safety')
      expect(stream.events[stream.events.length - 1]!.event).toBe('done')
    } finally {
      await h.close()
    }
  })
})
