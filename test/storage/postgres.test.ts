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

  it('ping answers while open and rejects with unavailable once closed', async () => {
    const {storage} = await openTestStore()
    await expect(storage.ping()).resolves.toBeUndefined()
    await storage.close()
    await expect(storage.ping()).rejects.toMatchObject({code: 'unavailable'})
  })
})
