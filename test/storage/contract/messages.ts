/** The storage contract (test/storage/contract.ts): messages. */
import {StorageError, type Storage} from '../../../server/storage/storage'
import type {ContractContext} from './context'

export function messagesContract(context: ContractContext): void {
  const {advance, conversationFixture} = context
  describe('messages', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

    it('adds a message stamped with the clock, with null model and error code by default', async () => {
      const {conversation} = await conversationFixture()
      advance(7)
      const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'I have a headache', status: 'complete'})
      expect(message).toEqual({
        id: expect.any(String), conversationId: conversation.id, role: 'user', content: 'I have a headache', status: 'complete',
        errorCode: null, model: null, redFlags: null, createdAt: conversation.createdAt + 7, updatedAt: conversation.createdAt + 7,
      })
      expect(await storage.messages.get(message.id)).toEqual(message)
    })

    it('keeps a visitor message\'s red flags as given, an empty list included, and updates them', async () => {
      const {conversation} = await conversationFixture()
      const flagged = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'crushing chest pain', status: 'complete', redFlags: ['chest_pain', 'breathing']})
      const calm = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'a cold', status: 'complete', redFlags: []})
      expect(flagged.redFlags).toEqual(['chest_pain', 'breathing'])
      expect((await storage.messages.get(flagged.id))?.redFlags).toEqual(['chest_pain', 'breathing'])
      expect((await storage.messages.get(calm.id))?.redFlags).toEqual([])
      expect((await storage.messages.update(calm.id, {redFlags: ['self_harm']}))?.redFlags).toEqual(['self_harm'])
      expect((await storage.messages.update(calm.id, {content: 'edited'}))?.redFlags).toEqual(['self_harm'])
      expect((await storage.messages.list(conversation.id)).map((message) => message.redFlags)).toEqual([['chest_pain', 'breathing'], ['self_harm']])
    })

    it('lists the visitors\' messages not checked for red flags yet, oldest first, with their conversation\'s language', async () => {
      const {conversation} = await conversationFixture()
      const spanish = await storage.conversations.create({sessionId: conversation.sessionId, locale: 'es'})
      const first = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'first', status: 'complete'})
      await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'answer', status: 'complete'})
      await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'checked', status: 'complete', redFlags: []})
      advance(1)
      const second = await storage.messages.add({conversationId: spanish.id, role: 'user', content: 'segundo', status: 'complete'})
      expect(await storage.messages.listUnchecked(10)).toEqual([
        {id: first.id, content: 'first', locale: conversation.locale}, {id: second.id, content: 'segundo', locale: 'es'},
      ])
      expect(await storage.messages.listUnchecked(1)).toEqual([{id: first.id, content: 'first', locale: conversation.locale}])
      await storage.messages.update(first.id, {redFlags: []})
      expect((await storage.messages.listUnchecked(10)).map((message) => message.id)).toEqual([second.id])
    })

    it('stores content exactly as given', async () => {
      const {conversation} = await conversationFixture()
      const contents = ['', '  padded\n\n', '<script>alert(1)</script>', "Robert'); DROP TABLE messages;--", 'naïve café 👩‍⚕️ \u0000 nul', 'x'.repeat(100_000)]
      for (const content of contents) {
        const message = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content, status: 'complete', model: 'llama3'})
        expect((await storage.messages.get(message.id))?.content).toBe(content)
      }
    })

    it('finishAbandoned marks streaming answers incomplete; with a time, only those last updated before it', async () => {
      const {conversation} = await conversationFixture()
      const done = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'done', status: 'complete'})
      const old = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'cut', status: 'streaming'})
      advance(60_000)
      const live = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'still coming', status: 'streaming'})
      expect(await storage.messages.finishAbandoned(live.createdAt)).toBe(1)
      expect((await storage.messages.get(old.id))?.status).toBe('incomplete')
      expect((await storage.messages.get(live.id))?.status).toBe('streaming')
      expect(await storage.messages.finishAbandoned()).toBe(1)
      expect((await storage.messages.get(live.id))?.status).toBe('incomplete')
      expect(await storage.messages.get(done.id)).toEqual(done)
      expect(await storage.messages.finishAbandoned()).toBe(0)
    })

    it('keeps text that only looks like an encoding exactly as given', async () => {
      const {conversation} = await conversationFixture()
      for (const content of ['\u0001hale-json\u0001"x"', '\u0000', '"\u0000"', '\\u0000']) {
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content, status: 'complete'})
        expect((await storage.messages.get(message.id))?.content).toBe(content)
        const updated = await storage.messages.update(message.id, {content: content + '\u0000'})
        expect(updated?.content).toBe(content + '\u0000')
        expect((await storage.messages.list(conversation.id)).find((m) => m.id === message.id)?.content).toBe(content + '\u0000')
      }
    })

    it('lists oldest first, and in insertion order within a millisecond', async () => {
      const {conversation} = await conversationFixture()
      const other = await conversationFixture('Other')
      await storage.messages.add({conversationId: other.conversation.id, role: 'user', content: 'elsewhere', status: 'complete'})
      const contents = ['one', 'two', 'three', 'four']
      for (const [i, content] of contents.entries()) {
        if (i === 2) advance(1)
        await storage.messages.add({conversationId: conversation.id, role: i % 2 ? 'assistant' : 'user', content, status: 'complete'})
      }
      expect((await storage.messages.list(conversation.id)).map((m) => m.content)).toEqual(contents)
      expect(await storage.messages.list('unknown')).toEqual([])
    })

    it('update changes the fields in the patch and updatedAt, and nothing else', async () => {
      const {conversation} = await conversationFixture()
      const streaming = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: '', status: 'streaming', model: 'llama3'})
      advance(3000)
      const complete = await storage.messages.update(streaming.id, {content: 'Drink water.', status: 'complete'})
      expect(complete).toEqual({...streaming, content: 'Drink water.', status: 'complete', updatedAt: streaming.createdAt + 3000})
      expect(await storage.messages.get(streaming.id)).toEqual(complete)

      advance(1000)
      const failed = await storage.messages.update(streaming.id, {status: 'error', errorCode: 'model_timeout', model: null})
      expect(failed).toEqual({...complete, status: 'error', errorCode: 'model_timeout', model: null, updatedAt: streaming.createdAt + 4000})

      const cleared = await storage.messages.update(streaming.id, {errorCode: null, status: 'incomplete'})
      expect(cleared).toMatchObject({content: 'Drink water.', status: 'incomplete', errorCode: null, model: null})
    })

    it('update returns null for an unknown id', async () => {
      expect(await storage.messages.update('unknown', {status: 'complete'})).toBeNull()
    })

    it('get and delete', async () => {
      const {conversation} = await conversationFixture()
      const first = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'a', status: 'complete'})
      const second = await storage.messages.add({conversationId: conversation.id, role: 'assistant', content: 'b', status: 'incomplete'})
      expect(await storage.messages.delete(first.id)).toBe(true)
      expect(await storage.messages.get(first.id)).toBeNull()
      expect(await storage.messages.delete(first.id)).toBe(false)
      expect(await storage.messages.list(conversation.id)).toEqual([second])
      expect(await storage.messages.get('unknown')).toBeNull()
    })

    it('rejects a message for a conversation that does not exist', async () => {
      const error = await storage.messages.add({conversationId: 'missing', role: 'user', content: 'Hi', status: 'complete'}).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StorageError)
      expect(error).toMatchObject({code: 'constraint'})
    })

    it('adding a message does not touch the conversation', async () => {
      const {session, conversation} = await conversationFixture()
      advance(1000)
      await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
      expect((await storage.conversations.get(session.id, conversation.id))?.updatedAt).toBe(conversation.updatedAt)
    })
  })
}
