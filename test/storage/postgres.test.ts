import {labTableFor} from '../../server/attachments/lab-context'
import {migratePostgres, postgresMigrations} from '../../server/storage/postgres-migrations'
import {openPostgresStore} from '../../server/storage/postgres-store'
import {parsePostgresUrl, postgresLabel} from '../../server/storage/postgres-url'
import {startPostgres, type PostgresCluster} from '../support/postgres'
import {runStorageContract} from './contract'

const start = Date.UTC(2025, 0, 1)
let cluster: PostgresCluster
let databases = 0

beforeAll(async () => {
  cluster = await startPostgres()
}, 120_000)

afterAll(() => {
  cluster?.stop()
})

/** A store on a new, empty database of the test cluster, with a clock that only moves when told. */
async function openTestStore() {
  const url = await cluster.createDatabase(`contract_${++databases}`)
  let time = start
  const storage = await openPostgresStore({url, poolSize: 4, now: () => time})
  return {storage, url, clock: {advance: (ms: number) => { time += ms }}}
}

runStorageContract('PostgreSQL', async () => {
  const {storage, clock} = await openTestStore()
  return {storage, clock, cleanup: () => storage.close()}
})

describe('PostgreSQL store', () => {
  it('accepts postgres:// and postgresql:// URLs with a host and a database, and refuses others', () => {
    expect(parsePostgresUrl('postgres://hale:secret@db.example:5433/hale?sslmode=require').hostname).toBe('db.example')
    expect(parsePostgresUrl('postgresql://hale@127.0.0.1/hale').pathname).toBe('/hale')
    expect(() => parsePostgresUrl('mysql://hale@db/hale')).toThrow('must start with postgres:// or postgresql://')
    expect(() => parsePostgresUrl('postgres://hale@db')).toThrow('names no database')
    expect(() => parsePostgresUrl('not a url')).toThrow('is not a URL')
  })

  it('names the database in messages without the password', () => {
    const label = postgresLabel('postgres://hale:s3cr3t@db.example:5433/clinic')
    expect(label).toBe('PostgreSQL database clinic on db.example:5433')
    expect(label).not.toContain('s3cr3t')
  })

  it('migrates an empty database once: opening it again applies nothing', async () => {
    const {storage, url} = await openTestStore()
    expect(await storage.migrate()).toEqual([])
    await storage.close()
    const again = await openPostgresStore({url})
    expect(await again.check()).toBe('ok')
    await again.close()
  })

  it('rejects with disconnected, naming the database but not the password, when the server cannot be reached', async () => {
    const url = cluster.url('nowhere').replace(`:${cluster.port}/`, ':1/').replace('hale@', 'hale:s3cr3t@')
    const error = await openPostgresStore({url, connectTimeoutMs: 2000}).catch((e: unknown) => e)
    expect(error).toMatchObject({name: 'StorageError', code: 'disconnected'})
    expect((error as Error).message).toContain('PostgreSQL database nowhere on 127.0.0.1:1')
    expect((error as Error).message).not.toContain('s3cr3t')
  })

  it('refuses a database that has tables but is not Hale\'s', async () => {
    const url = await cluster.createDatabase(`foreign_${++databases}`)
    const pg = (await import('pg')).default
    const client = new pg.Client({connectionString: url})
    await client.connect()
    await client.query('CREATE TABLE invoices (id INTEGER)')
    await client.end()
    await expect(openPostgresStore({url})).rejects.toMatchObject({code: 'unavailable', message: expect.stringContaining('is not a Hale database: it has tables (invoices)')})
  })

  it('upgrades a database an older Hale wrote: an attachment stored before has no unsure words and its lab table reads as before', async () => {
    expect(postgresMigrations[2]).toMatchObject({version: 3, name: 'attachment unsure words'})
    const url = await cluster.createDatabase(`upgrade_${++databases}`)
    const pg = (await import('pg')).default
    const pool = new pg.Pool({connectionString: url})
    const client = await pool.connect()
    const text = ['Analyse   Ergebnis   Einheit   Referenz', 'Kalium   4,1   mmol/l   3,5 - 5,1', 'Natrium   141   mmol/l   135 - 145', 'Glukose   5,2   mmol/l   3,9 - 5,5'].join('\n')
    try {
      await migratePostgres(client, postgresMigrations.slice(0, 2), {label: 'test', now: () => start})
      await client.query('INSERT INTO sessions (id, created_at, last_seen_at, verified) VALUES ($1, $2, $2, true)', ['session_0000000000000A', start])
      await client.query('INSERT INTO attachments (id, session_id, kind, mime, name, size, text, text_source, data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        ['attachment_00000000001', 'session_0000000000000A', 'image', 'image/jpeg', 'labs.jpg', 4, text, 'ocr', Buffer.from('jpeg'), start])
    } finally {
      client.release()
      await pool.end()
    }
    const storage = await openPostgresStore({url, now: () => start + 10})
    try {
      const [stored] = await storage.attachments.listUnsent('session_0000000000000A')
      expect(stored).toMatchObject({name: 'labs.jpg', textSource: 'ocr', text, unsureWords: null})
      expect(labTableFor(stored!)?.rows.map((row) => row.analyte)).toEqual(['potassium', 'sodium', 'glucose'])
      const added = await storage.attachments.add({
        sessionId: 'session_0000000000000A', kind: 'image', mime: 'image/jpeg', name: 'again.jpg', width: 10, height: 10, text,
        textTruncated: false, textSource: 'ocr', unsureWords: [{line: 1, text: '4,1', confidence: 30}], pages: null, pagesRead: null, data: new Uint8Array(4),
      })
      expect(await storage.attachments.get('session_0000000000000A', added.id)).toEqual(added)
      expect(labTableFor(added)?.rows.map((row) => row.analyte)).toEqual(['sodium', 'glucose'])
    } finally {
      await storage.close()
    }
  })

  it('ping answers while open and rejects with unavailable once closed', async () => {
    const {storage} = await openTestStore()
    await expect(storage.ping()).resolves.toBeUndefined()
    await storage.close()
    await expect(storage.ping()).rejects.toMatchObject({code: 'unavailable'})
  })
})
