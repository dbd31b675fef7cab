/** The storage contract (test/storage/contract.ts): attachments. */
import {StorageError, type Storage} from '../../../server/storage/storage'
import {idPattern, type ContractContext} from './context'

export function attachmentsContract(context: ContractContext): void {
  const {advance, conversationFixture} = context
  describe('attachments', () => {
    let storage: Storage
    beforeEach(() => { storage = context.storage() })

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
        name: 'lab-report.pdf', size: 12, width: null, height: null, text: 'Glucose 5.4 mmol/L', textTruncated: true, textSource: 'document',
        unsureWords: null, pages: 3, pagesRead: 2, createdAt: expect.any(Number),
      })
      expect(await storage.attachments.get(session.id, stored.id)).toEqual(stored)
      expect(await storage.attachments.get(other.id, stored.id)).toBeNull()
      const withData = await storage.attachments.data(session.id, stored.id)
      expect(withData?.attachment).toEqual(stored)
      expect(Buffer.from(withData!.data).toString()).toBe('%PDF-1.4 …')
      expect(await storage.attachments.data(other.id, stored.id)).toBeNull()
    })

    it('keeps a document\'s text exactly, NUL characters included', async () => {
      const {session} = await conversationFixture()
      const text = 'Page 1\u0000Page 2 naïve 👩‍⚕️'
      const stored = await storage.attachments.add({
        sessionId: session.id, kind: 'text', mime: 'text/plain', name: 'notes.txt', width: null, height: null,
        text, textTruncated: false, pages: null, pagesRead: null, data: bytes(text),
      })
      expect((await storage.attachments.get(session.id, stored.id))?.text).toBe(text)
      expect((await storage.attachments.listUnsent(session.id))[0]?.text).toBe(text)
    })

    it('keeps where the text came from: a document, OCR (text read or not), or nowhere', async () => {
      const {session, conversation} = await conversationFixture()
      const photo = await storage.attachments.add({
        sessionId: session.id, kind: 'image', mime: 'image/jpeg', name: 'report-photo.jpg', width: 1200, height: 1600,
        text: 'Potassium 6.8 H mmol/L 3.5 - 5.1', textTruncated: false, textSource: 'ocr', pages: null, pagesRead: null, data: bytes('jpeg'),
      })
      const unread = await storage.attachments.add({
        sessionId: session.id, kind: 'image', mime: 'image/jpeg', name: 'blurry.jpg', width: 640, height: 480,
        text: null, textTruncated: false, textSource: 'ocr', pages: null, pagesRead: null, data: bytes('jpeg'),
      })
      const plain = await image(session.id, 'rash.jpg')
      const pdf = await report(session.id)
      expect([photo, unread, plain, pdf].map((item) => [item.text, item.textSource])).toEqual([
        ['Potassium 6.8 H mmol/L 3.5 - 5.1', 'ocr'], [null, 'ocr'], [null, null], ['Glucose 5.4 mmol/L', 'document'],
      ])
      expect(await storage.attachments.get(session.id, photo.id)).toEqual(photo)
      expect((await storage.attachments.listUnsent(session.id)).map((item) => item.textSource)).toEqual(['ocr', 'ocr', null, 'document'])
      const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'My results', status: 'complete'})
      await storage.attachments.attach(session.id, [photo.id, unread.id], message.id)
      expect((await storage.attachments.forMessages([message.id])).get(message.id)).toEqual([{...photo, messageId: message.id}, {...unread, messageId: message.id}])
      expect(await storage.attachments.sentByIds([unread.id])).toEqual([{...unread, messageId: message.id}])
    })

    it('keeps the words OCR was unsure of with its text, exactly, wherever the attachment is read', async () => {
      const {session, conversation} = await conversationFixture()
      const unsureWords = [{line: 0, text: '6.8', confidence: 41.5}, {line: 2, text: 'mmol/L"\u0000', confidence: 0}]
      const photo = await storage.attachments.add({
        sessionId: session.id, kind: 'image', mime: 'image/jpeg', name: 'report-photo.jpg', width: 1200, height: 1600,
        text: 'Potassium 6.8 mmol/L\n\nSodium 141 mmol/L"', textTruncated: false, textSource: 'ocr', unsureWords, pages: null, pagesRead: null, data: bytes('jpeg'),
      })
      const sure = await storage.attachments.add({
        sessionId: session.id, kind: 'image', mime: 'image/jpeg', name: 'sharp.jpg', width: 1200, height: 1600,
        text: 'Sodium 141 mmol/L', textTruncated: false, textSource: 'ocr', unsureWords: [], pages: null, pagesRead: null, data: bytes('jpeg'),
      })
      const plain = await image(session.id)
      expect([photo, sure, plain].map((item) => item.unsureWords)).toEqual([unsureWords, [], null])
      expect(await storage.attachments.get(session.id, photo.id)).toEqual(photo)
      expect((await storage.attachments.data(session.id, photo.id))?.attachment).toEqual(photo)
      expect((await storage.attachments.listUnsent(session.id)).map((item) => item.unsureWords)).toEqual([unsureWords, [], null])
      const message = await storage.messages.add({conversationId: conversation.id, role: 'user', content: 'My results', status: 'complete'})
      await storage.attachments.attach(session.id, [photo.id, sure.id], message.id)
      expect((await storage.attachments.forMessages([message.id])).get(message.id)).toEqual([{...photo, messageId: message.id}, {...sure, messageId: message.id}])
      expect(await storage.attachments.sentByIds([photo.id])).toEqual([{...photo, messageId: message.id}])
      expect((await storage.attachments.sentData(photo.id))?.attachment).toEqual({...photo, messageId: message.id})
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
}
