/**
 * A database that an older Hale wrote: opening it applies the migrations it lacks and keeps what
 * it holds. Fresh databases are covered by sqlite.test.ts.
 */
import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {migrate, migrations} from '../../server/storage/migrations'
import {openSqliteStore} from '../../server/storage/sqlite-store'
import {labTableFor} from '../../server/attachments/lab-context'

const start = Date.UTC(2025, 0, 1)
/** A photo's text with a results table of three rows. */
const PHOTO_TEXT = ['Analyse   Ergebnis   Einheit   Referenz', 'Kalium   4,1   mmol/l   3,5 - 5,1', 'Natrium   141   mmol/l   135 - 145', 'Glukose   5,2   mmol/l   3,9 - 5,5'].join('\n')
let dataDir: string

beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-upgrade-')) })
afterEach(() => { fs.rmSync(dataDir, {recursive: true, force: true}) })

/** The database at `version` (its migrations only), written as that version of Hale would. */
function databaseAtVersion(version: number): Database.Database {
  const db = new Database(path.join(dataDir, 'hale.sqlite'))
  migrate(db, migrations.slice(0, version), {file: 'hale.sqlite', now: () => start})
  return db
}

function names(db: Database.Database, type: 'table' | 'trigger'): string[] {
  return db.prepare<[string], {name: string}>('SELECT name FROM sqlite_schema WHERE type = ? ORDER BY name').all(type).map((row) => row.name)
}

function conversationColumns(db: Database.Database): string[] {
  return db.prepare<[], {name: string}>('SELECT name FROM pragma_table_info(\'conversations\')').all().map((row) => row.name)
}

describe('version 6 to 7: the conversation revisions are dropped', () => {
  it('removes the revision column and its six triggers, and keeps every row', async () => {
    expect(migrations[6]).toMatchObject({version: 7, name: 'drop conversation revisions'})
    const old = databaseAtVersion(6)
    old.prepare('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES (?, ?, ?, 1)').run('session_0000000000000A', start, start)
    old.prepare('INSERT INTO conversations (id, session_id, title, topic, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('conversation_000000000A', 'session_0000000000000A', 'Knee pain', 'joints', 'de', start, start + 2)
    const addMessage = old.prepare('INSERT INTO messages (id, conversation_id, role, content, status, error_code, model, red_flags, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    addMessage.run('message_00000000000001', 'conversation_000000000A', 'user', 'My knee hurts', 'complete', null, null, '[]', start + 1, start + 1)
    addMessage.run('message_00000000000002', 'conversation_000000000A', 'assistant', 'Rest **it**.', 'complete', null, 'test-model', null, start + 2, start + 2)
    old.prepare('INSERT INTO attachments (id, session_id, message_id, kind, mime, name, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('attachment_00000000001', 'session_0000000000000A', 'message_00000000000001', 'image', 'image/jpeg', 'knee.jpg', 4, Buffer.from('jpeg'), start)
    expect(old.prepare<[], {revision: number}>('SELECT revision FROM conversations').get()!.revision).toBeGreaterThan(0)
    expect(names(old, 'trigger')).toHaveLength(6)
    old.close()

    const storage = openSqliteStore({dataDir, now: () => start + 10})
    try {
      const conversation = await storage.conversations.get('session_0000000000000A', 'conversation_000000000A')
      expect(conversation).toEqual({
        id: 'conversation_000000000A', sessionId: 'session_0000000000000A', title: 'Knee pain', topic: 'joints', locale: 'de',
        createdAt: start, updatedAt: start + 2,
      })
      const messages = await storage.messages.list('conversation_000000000A')
      expect(messages.map(({id, role, content, redFlags, model}) => ({id, role, content, redFlags, model}))).toEqual([
        {id: 'message_00000000000001', role: 'user', content: 'My knee hurts', redFlags: [], model: null},
        {id: 'message_00000000000002', role: 'assistant', content: 'Rest **it**.', redFlags: null, model: 'test-model'},
      ])
      const attachments = await storage.attachments.forMessages(['message_00000000000001'])
      expect(attachments.get('message_00000000000001')).toEqual([expect.objectContaining({id: 'attachment_00000000001', name: 'knee.jpg', size: 4})])
      // Writes that the triggers used to follow still work without them.
      await storage.messages.add({conversationId: 'conversation_000000000A', role: 'user', content: 'And ice?', status: 'complete'})
      await storage.messages.delete('message_00000000000002')
      expect((await storage.messages.list('conversation_000000000A')).map((message) => message.content)).toEqual(['My knee hurts', 'And ice?'])
    } finally {
      await storage.close()
    }

    const upgraded = new Database(path.join(dataDir, 'hale.sqlite'), {readonly: true})
    try {
      expect(upgraded.prepare('SELECT version, applied_at FROM schema_migrations WHERE version IN (6, 7) ORDER BY version').all())
        .toEqual([{version: 6, applied_at: start}, {version: 7, applied_at: start + 10}])
      expect(upgraded.pragma('user_version', {simple: true})).toBe(migrations.at(-1)!.version)
      expect(conversationColumns(upgraded)).not.toContain('revision')
      expect(names(upgraded, 'trigger')).toEqual([])
      expect(upgraded.pragma('foreign_key_check')).toEqual([])
    } finally {
      upgraded.close()
    }
  })
})

describe('version 7 to 8: where an attachment\'s text came from', () => {
  it('marks the text stored so far as a document\'s, images as having none', async () => {
    expect(migrations[7]).toMatchObject({version: 8, name: 'attachment text source'})
    const old = databaseAtVersion(7)
    old.prepare('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES (?, ?, ?, 1)').run('session_0000000000000A', start, start)
    const add = old.prepare('INSERT INTO attachments (id, session_id, kind, mime, name, size, text, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    add.run('attachment_00000000001', 'session_0000000000000A', 'image', 'image/jpeg', 'knee.jpg', 4, null, Buffer.from('jpeg'), start)
    add.run('attachment_00000000002', 'session_0000000000000A', 'pdf', 'application/pdf', 'labs.pdf', 4, 'Glucose 5.4', Buffer.from('%PDF'), start + 1)
    old.close()
    const storage = openSqliteStore({dataDir, now: () => start + 10})
    try {
      expect((await storage.attachments.listUnsent('session_0000000000000A')).map((item) => [item.name, item.textSource])).toEqual([['knee.jpg', null], ['labs.pdf', 'document']])
    } finally {
      await storage.close()
    }
  })
})

describe('version 8 to 9: the words OCR was unsure of', () => {
  it('reads an attachment stored before as having none, and its lab table as before', async () => {
    expect(migrations[8]).toMatchObject({version: 9, name: 'attachment unsure words'})
    const old = databaseAtVersion(8)
    old.prepare('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES (?, ?, ?, 1)').run('session_0000000000000A', start, start)
    old.prepare('INSERT INTO attachments (id, session_id, kind, mime, name, size, text, text_source, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('attachment_00000000001', 'session_0000000000000A', 'image', 'image/jpeg', 'labs.jpg', 4, PHOTO_TEXT, 'ocr', Buffer.from('jpeg'), start)
    old.close()
    const storage = openSqliteStore({dataDir, now: () => start + 10})
    try {
      const [stored] = await storage.attachments.listUnsent('session_0000000000000A')
      expect(stored).toMatchObject({name: 'labs.jpg', textSource: 'ocr', text: PHOTO_TEXT, unsureWords: null})
      expect(labTableFor(stored!)?.rows.map((row) => row.analyte)).toEqual(['potassium', 'sodium', 'glucose'])
      const added = await storage.attachments.add({
        sessionId: 'session_0000000000000A', kind: 'image', mime: 'image/jpeg', name: 'again.jpg', width: 10, height: 10, text: PHOTO_TEXT,
        textTruncated: false, textSource: 'ocr', unsureWords: [{line: 1, text: '4,1', confidence: 30}], pages: null, pagesRead: null, data: new Uint8Array(4),
      })
      expect(await storage.attachments.get('session_0000000000000A', added.id)).toEqual(added)
      expect(labTableFor(added)?.rows.map((row) => row.analyte)).toEqual(['sodium', 'glucose'])
    } finally {
      await storage.close()
    }
  })
})
