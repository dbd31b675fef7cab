/**
 * `POST /api/conversations/[id]/messages/[messageId]/regenerate`: the same event stream as a new
 * message, replacing the last answer. `messageId` is the last answer's id, or the id of the
 * visitor's message it answers (what the browser knows after stopping before `done`).
 */
import {eventually, jsonRequest, startHale, streamRequest, type HaleServer} from './support'

let h: HaleServer
beforeAll(async () => { h = await startHale() })
afterAll(async () => { await h.close() })

const regeneratePath = (id: string, messageId: string) => `/api/conversations/${id}/messages/${messageId}/regenerate`

/** A conversation with two exchanges; the ids of its four messages. */
async function twoExchanges() {
  const cookie = await h.session()
  const id = await h.conversation(cookie)
  h.fake.respondWith({kind: 'stream', tokens: ['First answer.']})
  const first = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'First question'}})
  const [q1, a1] = [(await first.next('user')).data.id, (await first.next('done')).data.id]
  h.fake.respondWith({kind: 'stream', tokens: ['Second answer.']})
  const second = streamRequest(h.origin, `/api/conversations/${id}/messages`, {cookie, body: {content: 'Second question'}})
  const [q2, a2] = [(await second.next('user')).data.id, (await second.next('done')).data.id]
  return {cookie, id, q1: q1 as string, a1: a1 as string, q2: q2 as string, a2: a2 as string}
}

it.each([
  ['the last answer’s id', 'a2'],
  ['the id of the question it answers (what the chat page sends)', 'q2'],
] as const)('with %s it streams a new answer that replaces the old one in storage', async (_name, which) => {
  const c = await twoExchanges()
  h.fake.respondWith({kind: 'stream', tokens: ['A better', ' second answer.']})
  const stream = streamRequest(h.origin, regeneratePath(c.id, c[which]), {cookie: c.cookie, body: {}})
  const res = await stream.response
  expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8')
  await stream.ended
  expect(stream.events.map((event) => event.event)).toEqual(['user', 'delta', 'delta', 'done'])
  expect(stream.events[0]!.data).toMatchObject({id: c.q2, content: 'Second question'})
  const done = stream.events[3]!.data
  expect(done).toMatchObject({role: 'assistant', content: 'A better second answer.', status: 'complete'})
  expect(done.id).not.toBe(c.a2)

  const saved = await h.hale.storage.messages.list(c.id)
  expect(saved.map(({id, content}) => ({id, content}))).toEqual([
    {id: c.q1, content: 'First question'}, {id: c.a1, content: 'First answer.'},
    {id: c.q2, content: 'Second question'}, {id: done.id, content: 'A better second answer.'},
  ])
  expect(await h.hale.storage.messages.get(c.a2)).toBeNull()
  // The model saw the history up to the question, not the replaced answer.
  expect(h.fake.requests[h.fake.requests.length - 1]!.body.messages.slice(1)).toEqual([
    {role: 'user', content: 'First question'}, {role: 'assistant', content: 'First answer.'}, {role: 'user', content: 'Second question'},
  ])
})

it('retries an answer that failed, and a failing regenerate saves the error in its place', async () => {
  const c = await twoExchanges()
  h.fake.respondWith({kind: 'status', status: 503})
  const failed = streamRequest(h.origin, regeneratePath(c.id, c.a2), {cookie: c.cookie, body: {}})
  const error = await failed.next('error')
  expect(error.data).toMatchObject({code: 'model_error', answer: {status: 'error', errorCode: 'model_error'}})
  let saved = await h.hale.storage.messages.list(c.id)
  expect(saved.map(({status}) => status)).toEqual(['complete', 'complete', 'complete', 'error'])

  h.fake.respondWith({kind: 'stream', tokens: ['Back again.']})
  const retried = streamRequest(h.origin, regeneratePath(c.id, error.data.answer.id), {cookie: c.cookie, body: {}})
  expect((await retried.next('done')).data).toMatchObject({content: 'Back again.', status: 'complete'})
  saved = await h.hale.storage.messages.list(c.id)
  expect(saved.map(({content, status}) => [content, status])).toEqual([
    ['First question', 'complete'], ['First answer.', 'complete'], ['Second question', 'complete'], ['Back again.', 'complete'],
  ])
})

it('regenerates an answer the visitor stopped (saved as incomplete)', async () => {
  const c = await twoExchanges()
  h.fake.respondWith({kind: 'forever', delayMs: 20})
  const stopped = streamRequest(h.origin, `/api/conversations/${c.id}/messages`, {cookie: c.cookie, body: {content: 'Third question'}})
  const q3 = (await stopped.next('user')).data.id as string
  await stopped.next('delta')
  stopped.abort()
  await eventually(() => h.hale.storage.messages.list(c.id), (list) => list[5]?.status === 'incomplete')

  h.fake.respondWith({kind: 'stream', tokens: ['Whole third answer.']})
  const again = streamRequest(h.origin, regeneratePath(c.id, q3), {cookie: c.cookie, body: {}})
  expect((await again.next('done')).data).toMatchObject({content: 'Whole third answer.', status: 'complete'})
  const saved = await h.hale.storage.messages.list(c.id)
  expect(saved).toHaveLength(6)
  expect(saved[5]).toMatchObject({content: 'Whole third answer.', status: 'complete'})
})

it('only the last exchange: an earlier answer or question is a 400 and nothing changes', async () => {
  const c = await twoExchanges()
  const before = h.fake.requests.length
  for (const messageId of [c.a1, c.q1]) {
    const res = await jsonRequest(h.origin, 'POST', regeneratePath(c.id, messageId), {cookie: c.cookie, body: {}})
    expect(res.status).toBe(400)
    expect(res.json).toEqual({error: {code: 'not_last_answer', message: 'Only the last answer of a conversation can be regenerated.'}})
  }
  expect(h.fake.requests.length).toBe(before)
  expect((await h.hale.storage.messages.list(c.id)).map(({id}) => id)).toEqual([c.q1, c.a1, c.q2, c.a2])
})

it('wrong ids are a 404: an unknown message, another conversation’s message, an unknown conversation', async () => {
  const c = await twoExchanges()
  const d = await twoExchanges()
  const before = h.fake.requests.length
  const cases: Array<[string, string]> = [
    [c.id, 'AAAAAAAAAAAAAAAAAAAAAA'],
    [c.id, d.a2],
    ['AAAAAAAAAAAAAAAAAAAAAA', c.a2],
    [d.id, c.a2],
  ]
  for (const [conversation, message] of cases) {
    const res = await jsonRequest(h.origin, 'POST', regeneratePath(conversation, message), {cookie: c.cookie, body: {}})
    expect([conversation, message, res.status]).toEqual([conversation, message, 404])
    expect(res.json.error.code).toBe('not_found')
  }
  expect(h.fake.requests.length).toBe(before)
  expect((await h.hale.storage.messages.list(c.id)).map(({id}) => id)).toEqual([c.q1, c.a1, c.q2, c.a2])
})

it('an answer still being written cannot be regenerated: 409 busy', async () => {
  const c = await twoExchanges()
  h.fake.respondWith({kind: 'hang'})
  const running = streamRequest(h.origin, `/api/conversations/${c.id}/messages`, {cookie: c.cookie, body: {content: 'Third question'}})
  const q3 = (await running.next('user')).data.id as string
  const answer = await eventually(() => h.hale.storage.messages.list(c.id), (list) => list[5]?.status === 'streaming')
  for (const messageId of [q3, answer[5]!.id]) {
    const res = await jsonRequest(h.origin, 'POST', regeneratePath(c.id, messageId), {cookie: c.cookie, body: {}})
    expect(res.status).toBe(409)
    expect(res.json).toEqual({error: {code: 'busy', message: 'An answer is still being written in this conversation.'}})
  }
  running.abort()
  await eventually(() => h.hale.storage.messages.list(c.id), (list) => list[5]?.status === 'incomplete')
})

it('GET is a 405 with Allow: POST', async () => {
  const c = await twoExchanges()
  const res = await jsonRequest(h.origin, 'GET', regeneratePath(c.id, c.a2), {cookie: c.cookie})
  expect(res.status).toBe(405)
  expect(res.headers.allow).toBe('POST')
})
