/**
 * The conversation cache (./conversation-cache.ts) in front of a real SQLite store: repeated reads
 * stay in memory, and every kind of write, a rollback and a read that overlaps a write leave no
 * stale value behind. (test/storage/sqlite.test.ts also runs the whole storage contract through it.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {withConversationCache} from './conversation-cache'
import {openSqliteStore} from './sqlite-store'
import type {Storage} from './storage'

type Counted = 'conversations.get' | 'messages.list' | 'attachments.forMessages'

/** A real store whose three cached reads are counted, and can be held back (`hold`). */
function countedStore(storage: Storage) {
  const calls: Record<Counted, number> = {'conversations.get': 0, 'messages.list': 0, 'attachments.forMessages': 0}
  let held: Promise<void> | null = null
  const count = async <T>(name: Counted, read: () => Promise<T>): Promise<T> => {
    calls[name]++
    const value = await read()
    if (held) await held
    return value
  }
  const counted: Storage = {
    ...storage,
    sessions: storage.sessions, limits: storage.limits, shares: storage.shares,
    conversations: {...storage.conversations, get: (sessionId, id) => count('conversations.get', () => storage.conversations.get(sessionId, id))},
    messages: {...storage.messages, list: (id) => count('messages.list', () => storage.messages.list(id))},
    attachments: {...storage.attachments, forMessages: (ids) => count('attachments.forMessages', () => storage.attachments.forMessages(ids))},
    transaction: (fn) => storage.transaction(fn),
    check: () => storage.check(),
    close: () => storage.close(),
  }
  /** Reads started from now on answer only when `release` is called (with what they read at once). */
  const hold = () => {
    let release!: () => void
    held = new Promise((resolve) => { release = resolve })
    return () => { held = null; release() }
  }
  return {counted, calls, hold}
}

let dir: string
let store: Storage
let cache: Storage
let calls: Record<Counted, number>
let hold: () => () => void

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-conversation-cache-'))
  store = openSqliteStore({dataDir: path.join(dir, 'data')})
  const counted = countedStore(store)
  calls = counted.calls
  hold = counted.hold
  cache = withConversationCache(counted.counted, {maxConversations: 2})
})

afterEach(async () => {
  await cache.close()
  fs.rmSync(dir, {recursive: true, force: true})
})

async function conversationWithMessages() {
  const session = await cache.sessions.create()
  const conversation = await cache.conversations.create({sessionId: session.id, title: 'Headaches', locale: 'en'})
  const question = await cache.messages.add({conversationId: conversation.id, role: 'user', content: 'Why do I get headaches?', status: 'complete'})
  const answer = await cache.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Often from too little sleep.', status: 'complete'})
  return {session, conversation, question, answer}
}

const image = (sessionId: string) => cache.attachments.add({
  sessionId, kind: 'image', mime: 'image/jpeg', name: 'rash.jpg', width: 640, height: 480,
  text: null, textTruncated: false, pages: null, pagesRead: null, data: new Uint8Array(Buffer.from('jpeg bytes')),
})

describe('reads', () => {
  it('answers a conversation, its messages and their attachments from memory after the first read', async () => {
    const {session, conversation, question} = await conversationWithMessages()
    for (let round = 0; round < 3; round++) {
      expect(await cache.conversations.get(session.id, conversation.id)).toMatchObject({id: conversation.id, title: 'Headaches'})
      expect((await cache.messages.list(conversation.id)).map((message) => message.content)).toEqual(['Why do I get headaches?', 'Often from too little sleep.'])
      expect(await cache.attachments.forMessages([question.id])).toEqual(new Map())
    }
    expect(calls).toEqual({'conversations.get': 1, 'messages.list': 1, 'attachments.forMessages': 1})
  })

  it('answers null to another session from memory too, as the store does', async () => {
    const {session, conversation} = await conversationWithMessages()
    const other = await cache.sessions.create()
    await cache.conversations.get(session.id, conversation.id)
    expect(await cache.conversations.get(other.id, conversation.id)).toBeNull()
    expect(await store.conversations.get(other.id, conversation.id)).toBeNull()
  })

  it('hands out frozen messages in a fresh list each time', async () => {
    const {conversation} = await conversationWithMessages()
    const first = await cache.messages.list(conversation.id)
    expect(first.every((message) => Object.isFrozen(message))).toBe(true)
    first.pop()
    expect(await cache.messages.list(conversation.id)).toHaveLength(2)
  })

  it('keeps at most maxConversations, dropping the least recently read', async () => {
    const ids = []
    for (let index = 0; index < 3; index++) ids.push((await conversationWithMessages()).conversation.id)
    await cache.messages.list(ids[0]!)
    await cache.messages.list(ids[1]!)
    await cache.messages.list(ids[0]!) // now the most recent
    await cache.messages.list(ids[2]!) // drops ids[1]
    expect(calls['messages.list']).toBe(3)
    await cache.messages.list(ids[0]!)
    expect(calls['messages.list']).toBe(3)
    await cache.messages.list(ids[1]!)
    expect(calls['messages.list']).toBe(4)
  })
})

describe('every write is seen by the next read', () => {
  it('a message added, updated or deleted', async () => {
    const {conversation, answer} = await conversationWithMessages()
    await cache.messages.list(conversation.id)
    await cache.messages.add({conversationId: conversation.id, role: 'user', content: 'And at night?', status: 'complete'})
    expect(await cache.messages.list(conversation.id)).toHaveLength(3)
    await cache.messages.update(answer.id, {content: 'Often from too little water.'})
    expect((await cache.messages.list(conversation.id))[1]).toMatchObject({content: 'Often from too little water.'})
    await cache.messages.delete(answer.id)
    expect((await cache.messages.list(conversation.id)).map((message) => message.id)).not.toContain(answer.id)
  })

  it('answers left streaming, finished as incomplete at start', async () => {
    const {conversation} = await conversationWithMessages()
    await cache.messages.add({conversationId: conversation.id, role: 'assistant', content: 'Half an', status: 'streaming'})
    expect((await cache.messages.list(conversation.id))[2]).toMatchObject({status: 'streaming'})
    expect(await cache.messages.finishAbandoned()).toBe(1)
    expect((await cache.messages.list(conversation.id))[2]).toMatchObject({status: 'incomplete'})
  })

  it('a conversation renamed, touched or deleted', async () => {
    const {session, conversation} = await conversationWithMessages()
    const before = await cache.conversations.get(session.id, conversation.id)
    await cache.conversations.rename(session.id, conversation.id, 'Migraines')
    expect(await cache.conversations.get(session.id, conversation.id)).toMatchObject({title: 'Migraines'})
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.conversations.touch(conversation.id)
    expect((await cache.conversations.get(session.id, conversation.id))!.updatedAt).toBeGreaterThan(before!.updatedAt)
    await cache.messages.list(conversation.id)
    await cache.conversations.delete(session.id, conversation.id)
    expect(await cache.conversations.get(session.id, conversation.id)).toBeNull()
    expect(await cache.messages.list(conversation.id)).toEqual([])
  })

  it('inactive conversations deleted by the retention sweep', async () => {
    const {session, conversation} = await conversationWithMessages()
    await cache.conversations.get(session.id, conversation.id)
    await cache.messages.list(conversation.id)
    expect(await cache.conversations.deleteInactive(Date.now() + 60_000)).toBe(1)
    expect(await cache.conversations.get(session.id, conversation.id)).toBeNull()
    expect(await cache.messages.list(conversation.id)).toEqual([])
  })

  it.each(['delete', 'erase'] as const)('a session %sd with what it owns', async (how) => {
    const {session, conversation} = await conversationWithMessages()
    await cache.conversations.get(session.id, conversation.id)
    await cache.messages.list(conversation.id)
    await cache.sessions[how](session.id)
    expect(await cache.conversations.get(session.id, conversation.id)).toBeNull()
    expect(await cache.messages.list(conversation.id)).toEqual([])
  })

  it('attachments linked to a message, and gone with it', async () => {
    const {session, question} = await conversationWithMessages()
    const attachment = await image(session.id)
    expect(await cache.attachments.forMessages([question.id])).toEqual(new Map())
    await cache.attachments.attach(session.id, [attachment.id], question.id)
    expect((await cache.attachments.forMessages([question.id])).get(question.id)?.map((a) => a.id)).toEqual([attachment.id])
    await cache.messages.delete(question.id)
    expect(await cache.attachments.forMessages([question.id])).toEqual(new Map())
  })
})

describe('what is never cached', () => {
  it('reads inside a transaction that is rolled back', async () => {
    const {conversation} = await conversationWithMessages()
    await cache.transaction(async () => {
      await cache.messages.add({conversationId: conversation.id, role: 'user', content: 'Lost', status: 'complete'})
      expect(await cache.messages.list(conversation.id)).toHaveLength(3)
      throw new Error('rolled back')
    }).catch(() => {})
    expect(await cache.messages.list(conversation.id)).toHaveLength(2)
  })

  it('a read that overlapped a write: the next read goes to the store', async () => {
    const {conversation} = await conversationWithMessages()
    const release = hold()
    const overlapping = cache.messages.list(conversation.id) // reads two messages, answers later
    await cache.messages.add({conversationId: conversation.id, role: 'user', content: 'Meanwhile', status: 'complete'})
    release()
    expect(await overlapping).toHaveLength(2)
    expect(await cache.messages.list(conversation.id)).toHaveLength(3)
  })
})
