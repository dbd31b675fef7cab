/** The storage contract (test/storage/contract.ts): erase and retention. */
import type {Storage} from '../../../server/storage/storage'
import type {ContractContext} from './context'

export function eraseAndRetentionContract(context: ContractContext): void {
  const {advance, conversationFixture} = context
  describe('erase and retention', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

    const DAY = 24 * 60 * 60 * 1000

    it('erase deletes the session and everything it owns, says how much, and leaves others alone', async () => {
      const {session, conversation} = await conversationFixture()
      const second = await storage.conversations.create({sessionId: session.id, locale: 'en'})
      for (const id of [conversation.id, conversation.id, second.id]) await storage.messages.add({conversationId: id, role: 'user', content: 'Hi', status: 'complete'})
      await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null})
      const other = await conversationFixture('Other')
      const otherShare = (await storage.shares.create({sessionId: other.session.id, conversationId: other.conversation.id, expiresAt: null}))!

      expect(await storage.sessions.erase(session.id)).toEqual({conversations: 2, messages: 3, shares: 1, attachments: 0})
      expect(await storage.sessions.get(session.id)).toBeNull()
      expect(await storage.conversations.list(session.id)).toEqual([])
      expect(await storage.messages.list(conversation.id)).toEqual([])
      expect(await storage.shares.getLive(otherShare.token)).not.toBeNull()
      expect(await storage.conversations.get(other.session.id, other.conversation.id)).toEqual(other.conversation)
      expect(await storage.sessions.erase(session.id)).toEqual({conversations: 0, messages: 0, shares: 0, attachments: 0})
    })

    it('deleteInactive deletes conversations idle since before the cutoff, with their shares, and sessions left empty', async () => {
      const old = await conversationFixture('Old')
      const oldShare = (await storage.shares.create({sessionId: old.session.id, conversationId: old.conversation.id, expiresAt: null}))!
      const oldMessage = await storage.messages.add({conversationId: old.conversation.id, role: 'user', content: 'Hi', status: 'complete'})
      const active = await conversationFixture('Active')
      advance(20 * DAY)
      await storage.conversations.touch(active.conversation.id)
      const cutoff = (await storage.conversations.get(active.session.id, active.conversation.id))!.updatedAt - 10 * DAY

      expect(await storage.conversations.deleteInactive(cutoff)).toBe(1)
      expect(await storage.conversations.get(old.session.id, old.conversation.id)).toBeNull()
      expect(await storage.messages.get(oldMessage.id)).toBeNull()
      expect(await storage.shares.getLive(oldShare.token)).toBeNull()
      expect(await storage.sessions.get(old.session.id)).toBeNull()
      expect(await storage.conversations.get(active.session.id, active.conversation.id)).not.toBeNull()
      expect(await storage.sessions.get(active.session.id)).not.toBeNull()
      expect(await storage.conversations.deleteInactive(cutoff)).toBe(0)
    })

    it('deleteInactive keeps a recently seen session even without conversations', async () => {
      const session = await storage.sessions.create()
      advance(DAY)
      await storage.sessions.touch(session.id)
      expect(await storage.conversations.deleteInactive(session.createdAt + 1)).toBe(0)
      expect(await storage.sessions.get(session.id)).not.toBeNull()
    })
  })
}
