/** The storage contract (test/storage/contract.ts): transaction. */
import type {Storage} from '../../../server/storage/storage'
import type {ContractContext} from './context'

export function transactionContract(context: ContractContext): void {
  const {conversationFixture} = context
  describe('transaction', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

    it('commits what fn did and resolves with its value', async () => {
      const {session, conversation} = await conversationFixture()
      const result = await storage.transaction(async () => {
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
        await storage.conversations.touch(conversation.id)
        return message.id
      })
      expect(await storage.messages.get(result)).toMatchObject({content: 'Hi'})
      expect(await storage.conversations.get(session.id, conversation.id)).not.toBeNull()
    })

    it('rolls everything back when fn throws, and rejects with that error', async () => {
      const {session, conversation} = await conversationFixture()
      const failure = new Error('model exploded')
      let created: {sessionId?: string; messageId?: string} = {}
      const error = await storage.transaction(async () => {
        const newSession = await storage.sessions.create()
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'lost', status: 'complete'})
        await storage.conversations.rename(session.id, conversation.id, 'Renamed')
        created = {sessionId: newSession.id, messageId: message.id}
        throw failure
      }).catch((e: unknown) => e)

      expect(error).toBe(failure)
      expect(await storage.sessions.get(created.sessionId!)).toBeNull()
      expect(await storage.messages.get(created.messageId!)).toBeNull()
      expect(await storage.messages.list(conversation.id)).toEqual([])
      expect((await storage.conversations.get(session.id, conversation.id))?.title).toBe('Headaches')
    })

    it('keeps work started outside fn out of the transaction, and hides fn\'s uncommitted writes from it', async () => {
      let proceed!: () => void
      const gate = new Promise<void>((resolve) => { proceed = resolve })
      let insideId = ''
      let started!: () => void
      const inside = new Promise<void>((resolve) => { started = resolve })

      const failed = storage.transaction(async () => {
        insideId = (await storage.sessions.create()).id
        started()
        await gate
        throw new Error('roll back')
      }).catch((e: unknown) => e)

      await inside
      const outsideWrite = storage.sessions.create() // meanwhile, another request
      const outsideRead = storage.sessions.get(insideId)
      proceed()

      expect(await failed).toEqual(new Error('roll back'))
      const outside = await outsideWrite
      expect(await storage.sessions.get(outside.id)).toEqual(outside) // not rolled back with fn's work
      expect(await outsideRead).toBeNull() // never saw the uncommitted session
      expect(await storage.sessions.get(insideId)).toBeNull()
    })

    it('a nested transaction that fails undoes only its own work', async () => {
      const {conversation} = await conversationFixture()
      await storage.transaction(async () => {
        await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'kept', status: 'complete'})
        await storage.transaction(async () => {
          await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'undone', status: 'complete'})
          throw new Error('inner')
        }).catch(() => undefined)
        await storage.transaction(async () => {
          await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'nested ok', status: 'complete'})
        })
      })
      expect((await storage.messages.list(conversation.id)).map((m) => m.content)).toEqual(['kept', 'nested ok'])
    })

    it('a failed transaction does not block the next one', async () => {
      await expect(storage.transaction(async () => { throw new Error('first') })).rejects.toThrow('first')
      const session = await storage.transaction(() => storage.sessions.create())
      expect(await storage.sessions.get(session.id)).toEqual(session)
    })
  })
}
