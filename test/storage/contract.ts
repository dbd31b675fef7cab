/**
 * The Storage contract: one suite that every backend runs (see sqlite.test.ts). It only uses
 * the Storage interface, a controllable clock and StorageError codes, nothing backend-specific.
 * Ids and sessions are here, each other part in test/storage/contract/.
 */
import type {Storage} from '../../server/storage/storage'
import {attachmentsContract} from './contract/attachments'
import {idPattern, type ContractContext} from './contract/context'
import {conversationsContract} from './contract/conversations'
import {eraseAndRetentionContract} from './contract/erase-and-retention'
import {messagesContract} from './contract/messages'
import {sharesContract} from './contract/shares'
import {transactionContract} from './contract/transaction'

export interface ContractHarness {
  storage: Storage
  clock: {advance(ms: number): void}
  /** Closes the storage (again: close is idempotent) and removes what `open` created. */
  cleanup(): Promise<void>
}

export function runStorageContract(name: string, open: () => Promise<ContractHarness>): void {
  describe(`Storage contract: ${name}`, () => {
    let harness: ContractHarness
    let storage: Storage
    const advance = (ms: number) => harness.clock.advance(ms)

    beforeEach(async () => {
      harness = await open()
      storage = harness.storage
    })

    afterEach(async () => {
      await harness.cleanup()
    })

    /** A session with one conversation. */
    async function conversationFixture(title = 'Headaches') {
      const session = await storage.sessions.create()
      const conversation = await storage.conversations.create({sessionId: session.id, title, locale: 'en'})
      return {session, conversation}
    }

    const context: ContractContext = {storage: () => storage, advance, conversationFixture}

    describe('ids', () => {
      it('are 22 base64url characters, distinct over 1,000 creations', async () => {
        const ids = new Set<string>()
        for (let i = 0; i < 1000; i++) {
          const session = await storage.sessions.create()
          expect(session.id).toMatch(idPattern)
          ids.add(session.id)
        }
        expect(ids.size).toBe(1000)
      })

      it('are the same kind for conversations and messages', async () => {
        const {conversation} = await conversationFixture()
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
        expect(conversation.id).toMatch(idPattern)
        expect(message.id).toMatch(idPattern)
      })
    })

    describe('sessions', () => {
      it('creates an unverified session stamped with the clock, and gets it back', async () => {
        const before = await storage.sessions.create()
        advance(1000)
        const session = await storage.sessions.create()
        expect(session).toEqual({id: expect.any(String), createdAt: before.createdAt + 1000, lastSeenAt: before.createdAt + 1000, verified: false})
        expect(await storage.sessions.get(session.id)).toEqual(session)
      })

      it('creates a verified session on request', async () => {
        const session = await storage.sessions.create({verified: true})
        expect(session.verified).toBe(true)
        expect(await storage.sessions.get(session.id)).toEqual(session)
      })

      it('returns null for an unknown id', async () => {
        expect(await storage.sessions.get('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull()
        expect(await storage.sessions.get('')).toBeNull()
      })

      it('touch sets lastSeenAt to now and leaves createdAt', async () => {
        const session = await storage.sessions.create()
        advance(60_000)
        await storage.sessions.touch(session.id)
        expect(await storage.sessions.get(session.id)).toEqual({...session, lastSeenAt: session.createdAt + 60_000})
      })

      it('touch and delete of an unknown id resolve quietly', async () => {
        await expect(storage.sessions.touch('nope')).resolves.toBeUndefined()
        await expect(storage.sessions.delete('nope')).resolves.toBeUndefined()
      })

      it('delete removes the session, its conversations and their messages, and nothing else', async () => {
        const {session, conversation} = await conversationFixture()
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
        const other = await conversationFixture('Other')
        const otherMessage = await storage.messages.add({conversationId: other.conversation.id, role: 'user', content: 'Hello', status: 'complete'})

        await storage.sessions.delete(session.id)

        expect(await storage.sessions.get(session.id)).toBeNull()
        expect(await storage.conversations.get(session.id, conversation.id)).toBeNull()
        expect(await storage.conversations.list(session.id)).toEqual([])
        expect(await storage.messages.get(message.id)).toBeNull()
        expect(await storage.messages.list(conversation.id)).toEqual([])
        expect(await storage.messages.get(otherMessage.id)).toEqual(otherMessage)
        expect(await storage.conversations.get(other.session.id, other.conversation.id)).toEqual(other.conversation)
      })
    })

    conversationsContract(context)
    messagesContract(context)
    attachmentsContract(context)
    transactionContract(context)
    sharesContract(context)
    eraseAndRetentionContract(context)

    it('check() is ok after some work', async () => {
      const {session, conversation} = await conversationFixture()
      await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
      await storage.conversations.delete(session.id, conversation.id)
      expect(await storage.check()).toBe('ok')
    })

    it('ping resolves while open; close is idempotent and later calls reject with unavailable', async () => {
      await expect(storage.ping()).resolves.toBeUndefined()
      await storage.close()
      await storage.close()
      await expect(storage.sessions.create()).rejects.toMatchObject({name: 'StorageError', code: 'unavailable'})
      await expect(storage.transaction(async () => 1)).rejects.toMatchObject({code: 'unavailable'})
      await expect(storage.ping()).rejects.toMatchObject({code: 'unavailable'})
    })
  })
}
