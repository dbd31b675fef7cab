/**
 * Storage faults made for real, over HTTP: another connection holding SQLite's write lock, and
 * a small file system that fills up. Visitors get a documented status with a plain message
 * (503 storage_busy with Retry-After, 507 storage_full; the error page for a page), the operator
 * one log line per incident, no half-written rows, and the first write after the fault succeeds.
 */
import {mkdirSync, rmSync} from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {storageFaultResponse} from '../../server/storage/faults'
import {StorageError} from '../../server/storage/storage'
import {multipart, rawRequest} from '../support/multipart'
import {fill, smallFileSystem, type SmallFileSystem} from '../support/small-file-system'
import {sample} from './metrics-support'
import {jsonRequest, startHale, type HaleServer} from './support'

async function conversationCount(h: HaleServer, cookie: string): Promise<number> {
  const res = await jsonRequest(h.origin, 'GET', '/api/conversations', {cookie})
  expect(res.status).toBe(200)
  return res.json.conversations.length
}

async function sharedConversation(h: HaleServer, cookie: string): Promise<string> {
  const id = await h.conversation(cookie)
  const share = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/shares`, {cookie, body: {expiresIn: '7d'}})
  expect(share.status).toBe(201)
  return share.json.token as string
}

const storageErrorLines = (h: HaleServer) => h.hale.log.lines.filter((line) => line.message.startsWith('Storage fault'))

describe('a database locked by another connection', () => {
  let h: HaleServer
  beforeAll(async () => {
    h = await startHale({}, {busyTimeoutMs: 200})
  })
  afterAll(async () => { await h.close() })

  it('answers 503 storage_busy with Retry-After while the lock is held, logs it once, and the next write after it succeeds', async () => {
    const cookie = await h.session()
    const token = await sharedConversation(h, cookie)
    const before = await conversationCount(h, cookie)
    const other = new Database(path.join(h.hale.dataDir, 'hale.sqlite'))
    other.exec('BEGIN IMMEDIATE')
    const requestIds: unknown[] = []
    try {
      for (const locale of ['en', 'de']) {
        const res = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {locale}})
        requestIds.push(res.headers['x-request-id'])
        expect(res.status).toBe(503)
        expect(res.headers['retry-after']).toBe('5')
        expect(res.json).toEqual({error: {code: 'storage_busy', retryAfter: 5, message: expect.any(String)}})
        expect(res.json.error.message).toBe(locale === 'de'
          ? 'Der Speicher von Hale ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.'
          : 'Hale’s storage is busy. Please try again in a few seconds.')
      }
      // A shared page counts its views in the database: the error page, with its status and words.
      const page = await rawRequest(h.origin, 'GET', `/fr/share/${token}`)
      expect(page.status).toBe(503)
      expect(page.headers['retry-after']).toBe('5')
      const html = page.body.toString('utf8')
      expect(html).toContain('<title>503: Service indisponible</title>')
      expect(html).toContain('Hale ne peut rien enregistrer pour le moment.')
      // Reads go on (WAL): the list still answers, with nothing half-written in it.
      expect(await conversationCount(h, cookie)).toBe(before)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    // One line for the incident: its cause and the id of the first request it failed.
    expect(storageErrorLines(h)).toEqual([expect.objectContaining({level: 'error', code: 'storage_busy', status: 503, requestId: requestIds[0], cause: expect.objectContaining({message: expect.any(String)})})])
    expect(h.hale.log.lines.filter((line) => line.message === 'Request failed')).toEqual([])
    // Every request it failed is counted: two API requests and the shared page.
    expect(sample(await h.hale.metrics.metrics(), 'hale_storage_errors_total', {code: 'locked'})).toBe(3)

    const after = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {locale: 'en'}})
    expect(after.status).toBe(201)
    expect(await conversationCount(h, cookie)).toBe(before + 1)
    expect((await rawRequest(h.origin, 'GET', `/share/${token}`)).status).toBe(200)
  })
})

const small = smallFileSystem(4)
if ('skip' in small) console.warn(`Skipping the full-disk tests: ${small.skip}`)

;('skip' in small ? describe.skip : describe)('a full disk', () => {
  let h: HaleServer
  let fs: SmallFileSystem
  beforeAll(async () => {
    fs = small as SmallFileSystem
    const dataDir = path.join(fs.dir, 'data')
    mkdirSync(dataDir)
    h = await startHale({}, {dataDir})
  })
  afterAll(async () => {
    await h.close()
    fs.unmount()
  })

  it('answers 507 storage_full to a new conversation, an upload and a shared page, loses nothing, and writes again once there is room', async () => {
    const cookie = await h.session()
    const token = await sharedConversation(h, cookie)
    const before = await conversationCount(h, cookie)
    // SQLite writes over its write-ahead log's old frames after a checkpoint: empty it, so that
    // every write needs new room, as on a server whose log was just checkpointed.
    const other = new Database(path.join(h.hale.dataDir, 'hale.sqlite'))
    other.pragma('wal_checkpoint(TRUNCATE)')
    other.close()
    const filler = fill(fs.dir)
    try {
      const page = await rawRequest(h.origin, 'GET', `/share/${token}`)
      expect(page.status).toBe(507)
      expect(page.body.toString('utf8')).toContain('<title>507: Insufficient Storage</title>')

      const created = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {locale: 'en'}})
      expect(created.status).toBe(507)
      expect(created.json).toEqual({error: {code: 'storage_full', message: 'Hale’s storage is full, so nothing new can be saved. The operator has been told. Please try again later.'}})

      const {body, contentType} = multipart([{filename: 'notes.txt', data: 'Ferritin 30 µg/L\n'.repeat(2000)}])
      const upload = await rawRequest(h.origin, 'POST', '/api/attachments', {cookie, body, headers: {'content-type': contentType}})
      expect(upload.status).toBe(507)
      expect(upload.json.error.code).toBe('storage_full')

      expect(await conversationCount(h, cookie)).toBe(before)
    } finally {
      rmSync(filler)
    }
    expect(storageErrorLines(h)).toEqual([expect.objectContaining({level: 'error', code: 'storage_full', status: 507})])

    const after = await jsonRequest(h.origin, 'POST', '/api/conversations', {cookie, body: {locale: 'en'}})
    expect(after.status).toBe(201)
    expect(await conversationCount(h, cookie)).toBe(before + 1)
  })
})

describe('storage faults as answers', () => {
  it.each([
    ['locked', 503, 'storage_busy', '5'],
    ['read_only', 503, 'storage_read_only', '60'],
    ['full', 507, 'storage_full', undefined],
  ] as const)('%s → %i %s', (code, status, answer, retryAfter) => {
    const response = storageFaultResponse(new StorageError(code, '/data/hale.sqlite: detail for the operator'))!
    expect(response).toMatchObject({status, code: answer, expose: true})
    expect(response.headers['Retry-After']).toBe(retryAfter)
    expect(response.text('es')).not.toContain('/data') // the operator's detail never reaches the visitor
  })

  it.each(['corrupt', 'unavailable', 'constraint'] as const)('leaves %s to the generic 500', (code) => {
    expect(storageFaultResponse(new StorageError(code, 'x'))).toBeNull()
  })
})
