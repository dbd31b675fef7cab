/**
 * server/chat/saved-messages.ts against real SQLite: what it returns is what storage holds at the
 * conversation's revision, it reads storage again exactly when the revision changed, and it
 * stays within its bytes and idle time.
 */
import {SavedMessages} from '../../server/chat/saved-messages'
import type {Conversation} from '../../server/storage/storage'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'

let hale: HaleTestApp
beforeEach(() => { hale = haleServicesApp() })
afterEach(async () => { await hale.close() })

async function conversationWith(exchanges: number, answer = 'Rest and drink water. '.repeat(20)): Promise<Conversation> {
  const {storage} = hale
  const session = await storage.sessions.create()
  const conversation = await storage.conversations.create({sessionId: session.id, locale: 'en'})
  for (let i = 0; i < exchanges; i++) {
    await storage.messages.add({conversationId: conversation.id, role: 'user', content: `Question ${i}`, status: 'complete'})
    await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: answer, status: 'complete'})
  }
  return (await storage.conversations.get(session.id, conversation.id))!
}

/** The conversation as its owner loads it now (with its current revision). */
const reload = async (conversation: Conversation) => (await hale.storage.conversations.get(conversation.sessionId, conversation.id))!

it('returns the saved messages with their attachments, as the page shows them, and nothing else', async () => {
  const {storage} = hale
  const conversation = await conversationWith(0)
  const question = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Is this rash serious?', status: 'complete'})
  const photo = await storage.attachments.add({
    sessionId: conversation.sessionId, kind: 'image', mime: 'image/jpeg', name: 'rash.jpg', width: 640, height: 480,
    text: null, textTruncated: false, pages: null, pagesRead: null, data: new Uint8Array(Buffer.from('jpeg bytes')),
  })
  await storage.attachments.attach(conversation.sessionId, [photo.id], question.id)
  const answer = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'It could be', status: 'error', errorCode: 'model_timeout', model: 'llama3.2'})

  const messages = await new SavedMessages(hale.services).of(await reload(conversation))

  expect(messages).toEqual([
    {
      id: question.id, role: 'user', content: 'Is this rash serious?', status: 'complete', errorCode: null,
      attachments: [{id: photo.id, kind: 'image', name: 'rash.jpg', mime: 'image/jpeg', size: 10, width: 640, height: 480, received: {kind: 'image', name: 'rash.jpg', sent: true}}],
    },
    {id: answer.id, role: 'assistant', content: 'It could be', status: 'error', errorCode: 'model_timeout'},
  ])
})

it('reads storage again only when the revision changed, whoever changed it', async () => {
  const saved = new SavedMessages(hale.services)
  const list = jest.spyOn(hale.storage.messages, 'list')
  const conversation = await conversationWith(2)

  const first = await saved.of(conversation)
  const again = await saved.of(await reload(conversation))
  expect(again).toBe(first)
  expect(list).toHaveBeenCalledTimes(1)

  // A write straight to storage (not through any API) is seen at the next load.
  await hale.storage.messages.update(first[3]!.id, {content: 'Changed.', status: 'incomplete'})
  const changed = await saved.of(await reload(conversation))
  expect(list).toHaveBeenCalledTimes(2)
  expect(changed[3]).toMatchObject({content: 'Changed.', status: 'incomplete'})
  expect(changed.slice(0, 3)).toEqual(first.slice(0, 3))

  await hale.storage.messages.delete(first[3]!.id)
  expect((await saved.of(await reload(conversation))).map((message) => message.id)).toEqual(first.slice(0, 3).map((message) => message.id))
  expect(list).toHaveBeenCalledTimes(3)
})

it('hands out frozen messages, so that no caller changes what the next one gets', async () => {
  const saved = new SavedMessages(hale.services)
  const conversation = await conversationWith(1)
  const messages = await saved.of(conversation)
  expect(Object.isFrozen(messages)).toBe(true)
  expect(messages.every((message) => Object.isFrozen(message))).toBe(true)
  try {
    (messages[0] as {content: string}).content = 'tampered' // throws in strict code, ignored otherwise
  } catch {
    // as frozen objects do
  }
  expect((await saved.of(conversation))[0]!.content).toBe('Question 0')
})

it('keeps at most maxBytes, dropping the least recently used; a conversation bigger than maxEntryBytes is not kept', async () => {
  // One exchange: 2 × 300 overhead + 2 × (10 + 22 + 440 + 22) characters ≈ 1.6 KB.
  const saved = new SavedMessages(hale.services, {maxBytes: 4000, maxEntryBytes: 2000})
  const [a, b, c] = [await conversationWith(1), await conversationWith(1), await conversationWith(1)]
  await saved.of(a)
  await saved.of(b)
  expect(saved.size).toBe(2)
  expect(saved.bytes).toBeGreaterThan(3000)
  await saved.of(a) // a is now the most recently used
  await saved.of(c) // over 4000: b goes
  expect(saved.size).toBe(2)
  expect(saved.bytes).toBeLessThanOrEqual(4000)
  const list = jest.spyOn(hale.storage.messages, 'list')
  await saved.of(a)
  await saved.of(c)
  expect(list).not.toHaveBeenCalled()
  await saved.of(b)
  expect(list).toHaveBeenCalledTimes(1)

  const big = await conversationWith(2)
  await saved.of(big)
  await saved.of(big)
  expect(list).toHaveBeenCalledTimes(3)
  expect(saved.bytes).toBeLessThanOrEqual(4000)
})

it('drops what was not used for maxIdleMs, and what it is told to forget', async () => {
  let now = 1_000_000
  const saved = new SavedMessages(hale.services, {maxIdleMs: 60_000, now: () => now})
  const [a, b] = [await conversationWith(1), await conversationWith(1)]
  await saved.of(a)
  now += 30_000
  await saved.of(b)
  now += 40_000 // a unused for 70 s, b for 40 s
  await saved.of(b)
  expect(saved.size).toBe(1)
  saved.forget(b.id)
  expect(saved.size).toBe(0)
  expect(saved.bytes).toBe(0)
  saved.forget(b.id)
  expect(saved.bytes).toBe(0)
})

it("forgetSession drops every conversation of that session, and only those", async () => {
  const saved = new SavedMessages(hale.services)
  const a = await conversationWith(1)
  const sameSession = (await hale.storage.conversations.create({sessionId: a.sessionId, locale: 'en'}))
  await hale.storage.messages.add({conversationId: sameSession.id, role: 'user', content: 'Another question', status: 'complete'})
  const other = await conversationWith(1)
  for (const conversation of [a, await reload(sameSession), other]) await saved.of(conversation)
  expect(saved.size).toBe(3)
  const otherBytes = saved.bytes
  saved.forgetSession(a.sessionId)
  expect(saved.size).toBe(1)
  const list = jest.spyOn(hale.storage.messages, 'list')
  await saved.of(other)
  expect(list).not.toHaveBeenCalled()
  expect(saved.bytes).toBeLessThan(otherBytes)
})
