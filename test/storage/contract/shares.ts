/** The storage contract (test/storage/contract.ts): shares. */
import type {Storage} from '../../../server/storage/storage'
import type {ContractContext} from './context'

export function sharesContract(context: ContractContext): void {
  const {advance, conversationFixture} = context
  describe('shares', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

    const DAY = 24 * 60 * 60 * 1000

    /** A conversation with a question and an answer, plus rows that never go into a snapshot. */
    async function sharedFixture() {
      const fixture = await conversationFixture('Knee pain')
      const id = fixture.conversation.id
      await storage.messages.add({conversationId: id, role: 'user', content: 'My knee hurts', status: 'complete'})
      advance(1)
      await storage.messages.add({conversationId: id, role: 'assistant', content: 'Rest **it**.', status: 'complete'})
      advance(1)
      await storage.messages.add({conversationId: id, role: 'user', content: 'And ice?', status: 'complete'})
      advance(1)
      await storage.messages.add({conversationId: id, role: 'assistant', content: 'Ice hel', status: 'incomplete'})
      advance(1)
      await storage.messages.add({conversationId: id, role: 'assistant', content: '', status: 'error', errorCode: 'timeout'})
      advance(1)
      await storage.messages.add({conversationId: id, role: 'assistant', content: 'still stre', status: 'streaming'})
      advance(1)
      return fixture
    }

    it('creates a snapshot of the finished messages under a 32-character random token', async () => {
      const {session, conversation} = await sharedFixture()
      const share = await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null})
      expect(share).toEqual({token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), conversationId: conversation.id, createdAt: expect.any(Number), expiresAt: null, revokedAt: null})
      const found = await storage.shares.getLive(share!.token)
      expect(found?.snapshot).toEqual({
        title: 'Knee pain', locale: 'en', conversationCreatedAt: conversation.createdAt,
        messages: [
          {role: 'user', content: 'My knee hurts', status: 'complete', createdAt: expect.any(Number)},
          {role: 'assistant', content: 'Rest **it**.', status: 'complete', createdAt: expect.any(Number)},
          {role: 'user', content: 'And ice?', status: 'complete', createdAt: expect.any(Number)},
          {role: 'assistant', content: 'Ice hel', status: 'incomplete', createdAt: expect.any(Number)},
        ],
      })
    })

    it('keeps the snapshot as it was: later messages and a rename do not change it', async () => {
      const {session, conversation} = await sharedFixture()
      const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'A later question', status: 'complete'})
      await storage.conversations.rename(session.id, conversation.id, 'Renamed')
      const found = (await storage.shares.getLive(share.token))!
      expect(found.snapshot.title).toBe('Knee pain')
      expect(found.snapshot.messages.map((message) => message.content)).not.toContain('A later question')
      expect(found.snapshot.messages).toHaveLength(4)
    })

    it('tokens are distinct and not derived from ids or time', async () => {
      const {session, conversation} = await conversationFixture()
      const tokens = new Set<string>()
      for (let i = 0; i < 200; i++) {
        const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
        expect(share.token).not.toContain(conversation.id)
        expect(share.token).not.toContain(session.id)
        tokens.add(share.token)
      }
      expect(tokens.size).toBe(200)
    })

    it('refuses another session’s conversation and an unknown one', async () => {
      const {conversation} = await conversationFixture()
      const stranger = await storage.sessions.create()
      expect(await storage.shares.create({sessionId: stranger.id, conversationId: conversation.id, expiresAt: null})).toBeNull()
      expect(await storage.shares.create({sessionId: stranger.id, conversationId: 'AAAAAAAAAAAAAAAAAAAAAA', expiresAt: null})).toBeNull()
    })

    it('expires by the store’s clock', async () => {
      const {session, conversation} = await conversationFixture()
      const now = (await storage.sessions.get(session.id))!.lastSeenAt
      const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: now + DAY}))!
      advance(DAY - 1)
      expect(await storage.shares.getLive(share.token)).not.toBeNull()
      expect(await storage.shares.listLive(session.id, conversation.id)).toEqual([share])
      advance(1)
      expect(await storage.shares.getLive(share.token)).toBeNull()
      expect(await storage.shares.listLive(session.id, conversation.id)).toEqual([])
    })

    it('revoke: only the owner, at once, once; the snapshot text is erased', async () => {
      const {session, conversation} = await sharedFixture()
      const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      const stranger = await storage.sessions.create()
      expect(await storage.shares.revoke(stranger.id, share.token)).toBe(false)
      expect(await storage.shares.getLive(share.token)).not.toBeNull()
      expect(await storage.shares.revoke(session.id, share.token)).toBe(true)
      expect(await storage.shares.getLive(share.token)).toBeNull()
      expect(await storage.shares.revoke(session.id, share.token)).toBe(false)
      expect(await storage.shares.listLive(session.id, conversation.id)).toEqual([])
      expect(await storage.shares.revoke(session.id, 'unknown')).toBe(false)
    })

    it('listLive: newest first, only the owner’s', async () => {
      const {session, conversation} = await conversationFixture()
      const first = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      advance(10)
      const second = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      expect((await storage.shares.listLive(session.id, conversation.id)).map((share) => share.token)).toEqual([second.token, first.token])
      const stranger = await storage.sessions.create()
      expect(await storage.shares.listLive(stranger.id, conversation.id)).toEqual([])
    })

    it('deleting the conversation deletes its shares', async () => {
      const {session, conversation} = await sharedFixture()
      const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      expect(await storage.conversations.delete(session.id, conversation.id)).toBe(true)
      expect(await storage.shares.getLive(share.token)).toBeNull()
      expect(await storage.check()).toBe('ok')
    })

    it('prune deletes revoked and expired shares and keeps live ones', async () => {
      const {session, conversation} = await conversationFixture()
      const now = (await storage.sessions.get(session.id))!.lastSeenAt
      const expiring = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: now + DAY}))!
      const revoked = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
      const live = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: now + 2 * DAY}))!
      await storage.shares.revoke(session.id, revoked.token)
      expect(await storage.shares.prune()).toBe(1)
      advance(DAY)
      expect(await storage.shares.prune()).toBe(1)
      expect((await storage.shares.listLive(session.id, conversation.id)).map((share) => share.token)).toEqual([live.token])
      expect(await storage.shares.getLive(expiring.token)).toBeNull()
    })
  })
}
