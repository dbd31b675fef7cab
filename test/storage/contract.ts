/**
 * The Storage contract: one suite that every backend runs (see sqlite.test.ts). It only uses
 * the Storage interface, a controllable clock and StorageError codes, nothing backend-specific.
 */
import {StorageError, titleMaxLength, type Storage} from '../../server/storage/storage'

export interface ContractHarness {
  storage: Storage
  clock: {advance(ms: number): void}
  /** Closes the storage (again: close is idempotent) and removes what `open` created. */
  cleanup(): Promise<void>
}

const idPattern = /^[A-Za-z0-9_-]{22}$/

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

    describe('conversations', () => {
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

    describe('messages', () => {
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

    describe('attachments', () => {
      const bytes = (text: string) => new Uint8Array(Buffer.from(text))
      const image = (sessionId: string, name = 'rash.jpg') => storage.attachments.add({
        sessionId, kind: 'image', mime: 'image/jpeg', name, width: 640, height: 480,
        text: null, textTruncated: false, pages: null, pagesRead: null, data: bytes(`jpeg bytes of ${name}`),
      })
      const report = (sessionId: string) => storage.attachments.add({
        sessionId, kind: 'pdf', mime: 'application/pdf', name: 'lab-report.pdf', width: null, height: null,
        text: 'Glucose 5.4 mmol/L', textTruncated: true, pages: 3, pagesRead: 2, data: bytes('%PDF-1.4 …'),
      })

      it('stores an unsent attachment with its bytes, stamped with the clock, for its owner only', async () => {
        const {session} = await conversationFixture()
        const other = await storage.sessions.create()
        const stored = await report(session.id)
        expect(stored).toEqual({
          id: expect.stringMatching(idPattern), sessionId: session.id, messageId: null, kind: 'pdf', mime: 'application/pdf',
          name: 'lab-report.pdf', size: 12, width: null, height: null, text: 'Glucose 5.4 mmol/L', textTruncated: true,
          pages: 3, pagesRead: 2, createdAt: expect.any(Number),
        })
        expect(await storage.attachments.get(session.id, stored.id)).toEqual(stored)
        expect(await storage.attachments.get(other.id, stored.id)).toBeNull()
        const withData = await storage.attachments.data(session.id, stored.id)
        expect(withData?.attachment).toEqual(stored)
        expect(Buffer.from(withData!.data).toString()).toBe('%PDF-1.4 …')
        expect(await storage.attachments.data(other.id, stored.id)).toBeNull()
      })

      it('refuses an attachment of a session that does not exist', async () => {
        await expect(image('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({name: 'StorageError', code: 'constraint'})
      })

      it('links unsent attachments to a message, all or none, in the order given', async () => {
        const {session, conversation} = await conversationFixture()
        const other = await storage.sessions.create()
        const first = await image(session.id, 'a.jpg')
        const second = await report(session.id)
        const theirs = await image(other.id, 'theirs.jpg')
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'See these', status: 'complete'})

        expect(await storage.attachments.attach(session.id, [first.id, theirs.id], message.id)).toBeNull()
        expect(await storage.attachments.attach(session.id, [first.id, first.id], message.id)).toBeNull()
        expect(await storage.attachments.attach(session.id, [first.id, 'AAAAAAAAAAAAAAAAAAAAAA'], message.id)).toBeNull()
        expect((await storage.attachments.get(session.id, first.id))?.messageId).toBeNull() // nothing changed

        const linked = await storage.attachments.attach(session.id, [second.id, first.id], message.id)
        expect(linked?.map((attachment) => [attachment.id, attachment.messageId])).toEqual([[second.id, message.id], [first.id, message.id]])
        // Sent once: not again, and no longer deletable by its owner.
        const later = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Again', status: 'complete'})
        expect(await storage.attachments.attach(session.id, [first.id], later.id)).toBeNull()
        expect(await storage.attachments.delete(session.id, first.id)).toBe(false)

        const byMessage = await storage.attachments.forMessages([message.id, later.id])
        expect([...byMessage.keys()]).toEqual([message.id])
        expect(byMessage.get(message.id)!.map((attachment) => attachment.id)).toEqual([first.id, second.id]) // upload order
        // Several messages at once (ids repeated or not), each with its own attachments in upload order.
        const third = await image(session.id, 'c.jpg')
        expect(await storage.attachments.attach(session.id, [third.id], later.id)).not.toBeNull()
        const both = await storage.attachments.forMessages([later.id, message.id, later.id])
        expect(both.get(message.id)!.map((attachment) => attachment.id)).toEqual([first.id, second.id])
        expect(both.get(later.id)!.map((attachment) => attachment.id)).toEqual([third.id])
        expect(both.size).toBe(2)
        expect((await storage.attachments.forMessages([])).size).toBe(0)
        const data = await storage.attachments.dataFor([first.id, second.id])
        expect(Buffer.from(data.get(first.id)!).toString()).toBe('jpeg bytes of a.jpg')
      })

      it('deletes an unsent attachment for its owner only', async () => {
        const {session} = await conversationFixture()
        const other = await storage.sessions.create()
        const stored = await image(session.id)
        expect(await storage.attachments.delete(other.id, stored.id)).toBe(false)
        expect(await storage.attachments.listUnsent(session.id)).toEqual([stored])
        expect(await storage.attachments.delete(session.id, stored.id)).toBe(true)
        expect(await storage.attachments.get(session.id, stored.id)).toBeNull()
        expect(await storage.attachments.delete(session.id, stored.id)).toBe(false)
      })

      it('removes unsent attachments older than a time, never sent ones', async () => {
        const {session, conversation} = await conversationFixture()
        const old = await image(session.id, 'old.jpg')
        const sent = await image(session.id, 'sent.jpg')
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Photo', status: 'complete'})
        await storage.attachments.attach(session.id, [sent.id], message.id)
        advance(10_000)
        const cutoff = old.createdAt + 5_000
        const fresh = await image(session.id, 'fresh.jpg')
        expect(await storage.attachments.deleteUnsent(cutoff)).toBe(1)
        expect(await storage.attachments.get(session.id, old.id)).toBeNull()
        expect(await storage.attachments.get(session.id, sent.id)).not.toBeNull()
        expect(await storage.attachments.get(session.id, fresh.id)).not.toBeNull()
      })

      it('are deleted with their message, conversation or session', async () => {
        const {session, conversation} = await conversationFixture()
        const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Photo', status: 'complete'})
        const sent = await image(session.id, 'sent.jpg')
        await storage.attachments.attach(session.id, [sent.id], message.id)
        const unsent = await image(session.id, 'unsent.jpg')
        await storage.conversations.delete(session.id, conversation.id)
        expect(await storage.attachments.get(session.id, sent.id)).toBeNull()
        expect(await storage.attachments.get(session.id, unsent.id)).not.toBeNull()
        await storage.sessions.delete(session.id)
        expect(await storage.attachments.get(session.id, unsent.id)).toBeNull()
        expect(await storage.check()).toBe('ok')
      })

      it('sentByIds and sentData find sent ones only, and a share snapshots the ids of its messages’ attachments', async () => {
        const {session, conversation} = await conversationFixture()
        const photoOnly = await storage.messages.add({conversationId: conversation.id, role: 'user', content: '', status: 'complete'})
        const sent = await image(session.id, 'sent.jpg')
        await storage.attachments.attach(session.id, [sent.id], photoOnly.id)
        const unsent = await image(session.id, 'unsent.jpg')
        expect((await storage.attachments.sentByIds([unsent.id, sent.id, 'unknown'])).map((item) => item.id)).toEqual([sent.id])
        expect((await storage.attachments.sentData(sent.id))?.attachment).toMatchObject({id: sent.id, messageId: photoOnly.id, name: 'sent.jpg'})
        expect(await storage.attachments.sentData(unsent.id)).toBeNull()
        const share = (await storage.shares.create({sessionId: session.id, conversationId: conversation.id, expiresAt: null}))!
        // The message without text is in the snapshot because it carries a photo.
        expect((await storage.shares.getLive(share.token))!.snapshot.messages).toEqual([
          {role: 'user', content: '', status: 'complete', createdAt: photoOnly.createdAt, attachments: [sent.id]},
        ])
      })
    })

    describe('transaction', () => {
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

    describe('shares', () => {
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

    describe('erase and retention', () => {
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

    it('check() is ok after some work', async () => {
      const {session, conversation} = await conversationFixture()
      await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'Hi', status: 'complete'})
      await storage.conversations.delete(session.id, conversation.id)
      expect(await storage.check()).toBe('ok')
    })

    it('close is idempotent and later calls reject with unavailable', async () => {
      await storage.close()
      await storage.close()
      await expect(storage.sessions.create()).rejects.toMatchObject({name: 'StorageError', code: 'unavailable'})
      await expect(storage.transaction(async () => 1)).rejects.toMatchObject({code: 'unavailable'})
    })
  })
}
