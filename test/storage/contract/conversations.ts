/** The storage contract (test/storage/contract.ts): conversations. */
import {StorageError, titleMaxLength, type Storage} from '../../../server/storage/storage'
import type {ContractContext} from './context'

export function conversationsContract(context: ContractContext): void {
  const {advance, conversationFixture} = context
  describe('conversations', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

    it('creates a conversation with defaults: untitled, no topic', async () => {
      const session = await storage.sessions.create()
      advance(5)
      const conversation = await storage.conversations.create({sessionId: session.id, locale: 'fr'})
      expect(conversation).toEqual({
        id: expect.any(String), sessionId: session.id, title: '', topic: null, locale: 'fr',
        createdAt: session.createdAt + 5, updatedAt: session.createdAt + 5,
      })
      expect(await storage.conversations.get(session.id, conversation.id)).toEqual(conversation)
    })

    it('keeps the topic and a normalised title', async () => {
      const session = await storage.sessions.create()
      const conversation = await storage.conversations.create({sessionId: session.id, title: '  Sleep\n\tand  stress ', topic: 'sleep', locale: 'en'})
      expect(conversation).toMatchObject({title: 'Sleep and stress', topic: 'sleep'})
      expect(await storage.conversations.get(session.id, conversation.id)).toEqual(conversation)
    })

    it('caps a long title at creation', async () => {
      const session = await storage.sessions.create()
      const conversation = await storage.conversations.create({sessionId: session.id, title: 'x'.repeat(5000), locale: 'en'})
      expect(conversation.title).toBe('x'.repeat(titleMaxLength))
      expect((await storage.conversations.get(session.id, conversation.id))?.title).toBe('x'.repeat(titleMaxLength))
    })

    it('rejects a conversation for a session that does not exist', async () => {
      const error = await storage.conversations.create({sessionId: 'missing', locale: 'en'}).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StorageError)
      expect(error).toMatchObject({code: 'constraint'})
    })

    it('get returns null for another session\'s conversation and for an unknown id', async () => {
      const {session, conversation} = await conversationFixture()
      const stranger = await storage.sessions.create()
      expect(await storage.conversations.get(stranger.id, conversation.id)).toBeNull()
      expect(await storage.conversations.get(session.id, 'unknown')).toBeNull()
    })

    it('lists only the session\'s own conversations, most recently updated first', async () => {
      const session = await storage.sessions.create()
      const stranger = await storage.sessions.create()
      const created = []
      for (const title of ['a', 'b', 'c']) {
        advance(1000)
        created.push(await storage.conversations.create({sessionId: session.id, title, locale: 'en'}))
      }
      await storage.conversations.create({sessionId: stranger.id, title: 'theirs', locale: 'en'})
      advance(1000)
      await storage.conversations.touch(created[0]!.id) // activity moves 'a' to the top

      const titles = (await storage.conversations.list(session.id)).map((c) => c.title)
      expect(titles).toEqual(['a', 'c', 'b'])
      expect((await storage.conversations.list(stranger.id)).map((c) => c.title)).toEqual(['theirs'])
      expect(await storage.conversations.list('nobody')).toEqual([])
    })

    it('orders conversations updated in the same millisecond newest first', async () => {
      const session = await storage.sessions.create()
      for (const title of ['a', 'b', 'c']) await storage.conversations.create({sessionId: session.id, title, locale: 'en'})
      expect((await storage.conversations.list(session.id)).map((c) => c.title)).toEqual(['c', 'b', 'a'])
    })

    it('list honours limit and pages with before', async () => {
      const session = await storage.sessions.create()
      for (let i = 1; i <= 5; i++) {
        advance(1000)
        await storage.conversations.create({sessionId: session.id, title: `#${i}`, locale: 'en'})
      }
      const first = await storage.conversations.list(session.id, {limit: 2})
      expect(first.map((c) => c.title)).toEqual(['#5', '#4'])
      const second = await storage.conversations.list(session.id, {limit: 2, before: first.at(-1)!.updatedAt})
      expect(second.map((c) => c.title)).toEqual(['#3', '#2'])
      const rest = await storage.conversations.list(session.id, {before: second.at(-1)!.updatedAt})
      expect(rest.map((c) => c.title)).toEqual(['#1'])
    })

    it('list rejects a limit that is not a positive integer', async () => {
      const session = await storage.sessions.create()
      await expect(storage.conversations.list(session.id, {limit: 0})).rejects.toThrow(RangeError)
      await expect(storage.conversations.list(session.id, {limit: 1.5})).rejects.toThrow(RangeError)
    })

    it('rename sets a normalised title, keeps updatedAt, and returns the conversation', async () => {
      const {session, conversation} = await conversationFixture()
      advance(1000)
      const renamed = await storage.conversations.rename(session.id, conversation.id, '  Migraine \r\n notes  ')
      expect(renamed).toEqual({...conversation, title: 'Migraine notes'})
      expect(await storage.conversations.get(session.id, conversation.id)).toEqual(renamed)
    })

    it('rename caps the title without cutting a character in half', async () => {
      const {session, conversation} = await conversationFixture()
      const long = await storage.conversations.rename(session.id, conversation.id, 'y'.repeat(300))
      expect(long?.title).toBe('y'.repeat(titleMaxLength))
      // '👍🏽' is two code points: at 199 + 2 it does not fit, and is dropped whole.
      const emoji = await storage.conversations.rename(session.id, conversation.id, `${'a'.repeat(titleMaxLength - 1)}👍🏽 end`)
      expect(emoji?.title).toBe('a'.repeat(titleMaxLength - 1))
    })

    it('rename returns null for another session\'s conversation and leaves it alone', async () => {
      const {session, conversation} = await conversationFixture()
      const stranger = await storage.sessions.create()
      expect(await storage.conversations.rename(stranger.id, conversation.id, 'Mine now')).toBeNull()
      expect(await storage.conversations.rename(session.id, 'unknown', 'x')).toBeNull()
      expect((await storage.conversations.get(session.id, conversation.id))?.title).toBe('Headaches')
    })

    it('delete removes the conversation and its messages, only for its owner', async () => {
      const {session, conversation} = await conversationFixture()
      const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
      const stranger = await storage.sessions.create()

      expect(await storage.conversations.delete(stranger.id, conversation.id)).toBe(false)
      expect(await storage.conversations.get(session.id, conversation.id)).toEqual(conversation)
      expect(await storage.messages.get(message.id)).toEqual(message)

      expect(await storage.conversations.delete(session.id, conversation.id)).toBe(true)
      expect(await storage.conversations.get(session.id, conversation.id)).toBeNull()
      expect(await storage.messages.get(message.id)).toBeNull()
      expect(await storage.messages.list(conversation.id)).toEqual([])
      expect(await storage.conversations.delete(session.id, conversation.id)).toBe(false)
      expect(await storage.sessions.get(session.id)).not.toBeNull()
    })

    it('touch sets updatedAt to now and leaves createdAt', async () => {
      const {session, conversation} = await conversationFixture()
      advance(42_000)
      await storage.conversations.touch(conversation.id)
      expect(await storage.conversations.get(session.id, conversation.id)).toEqual({...conversation, updatedAt: conversation.createdAt + 42_000})
      await expect(storage.conversations.touch('unknown')).resolves.toBeUndefined()
    })
  })
}
