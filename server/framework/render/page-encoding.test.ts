import {createHash} from 'node:crypto'
import {Writable} from 'node:stream'
import {constants, createGzip, gunzipSync} from 'node:zlib'
import {createElement, Suspense, type ReactElement} from 'react'
import {renderToPipeableStream} from 'react-dom/server'
import {acceptsGzip, BatchedDestination, PAGE_GZIP, pageCoding, type BatchTarget} from './page-encoding'

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['deflate, br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0.5', true],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})

describe('pageCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['BR', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['deflate, zstd', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(pageCoding(header)).toBe(expected)
  })
})

describe('BatchedDestination', () => {
  /** A real Writable that records each write it receives (and `flush()` calls, as zlib has). */
  function recorder(options: {flush?: boolean} = {}) {
    const writes: string[] = []
    const events: string[] = []
    const target = new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(chunk.toString())
        events.push('write')
        done()
      },
    }) as Writable & {flush?: () => void}
    if (options.flush) target.flush = () => { events.push('flush') }
    target.on('finish', () => events.push('finish'))
    return {target, writes, events}
  }

  /** A page React writes in many pieces: 30 paragraphs of 2,000 characters and some small elements. */
  const Page = () => createElement('main', null, ...Array.from({length: 30}, (_, i) =>
    createElement('section', {key: i}, createElement('h2', null, `Part ${i}`), createElement('p', null, `${i}`.padEnd(2000, '.')))))

  function render(element: ReactElement, destination: (piped: Writable) => NodeJS.WritableStream, target: Writable): Promise<void> {
    return new Promise((resolve, reject) => {
      target.on('finish', resolve).on('error', reject)
      const {pipe} = renderToPipeableStream(element, {onShellReady: () => { pipe(destination(target)) }, onShellError: reject})
    })
  }

  it('passes a batch on as one write, byte for byte what React wrote', async () => {
    const direct = recorder()
    await render(createElement(Page), (target) => target, direct.target)
    expect(direct.writes.length).toBeGreaterThan(30) // what it saves

    const batched = recorder()
    await render(createElement(Page), (target) => new BatchedDestination(target) as unknown as NodeJS.WritableStream, batched.target)
    expect(batched.writes).toHaveLength(1)
    expect(batched.writes[0]).toBe(direct.writes.join(''))
    expect(batched.events).toEqual(['write', 'finish'])
  })

  it('holds nothing back: the shell is written while a suspended part is still waiting, then the rest', async () => {
    let release!: () => void
    const ready = new Promise<void>((resolve) => { release = resolve })
    let done = false
    const Late = () => {
      if (!done) throw ready.then(() => { done = true })
      return createElement('p', null, 'The late part')
    }
    const {target, writes, events} = recorder({flush: true})
    const finished = render(createElement('main', null, createElement('h1', null, 'The shell'), createElement(Suspense, {fallback: createElement('p', null, 'Loading')}, createElement(Late))),
      (piped) => new BatchedDestination(piped as Writable & {flush(): void}) as unknown as NodeJS.WritableStream, target)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(writes).toHaveLength(1)
    expect(writes[0]).toContain('The shell')
    expect(writes[0]).not.toContain('The late part')
    expect(events).toEqual(['write', 'flush'])
    release()
    await finished
    expect(writes).toHaveLength(2)
    expect(writes[1]).toContain('The late part')
    // The last batch ends the target without a flush of its own.
    expect(events).toEqual(['write', 'flush', 'write', 'finish'])
  })

  it('gzip: the batches make the same document', async () => {
    const gzip = createGzip(PAGE_GZIP)
    const write = jest.spyOn(gzip, 'write')
    const out: Buffer[] = []
    gzip.on('data', (chunk: Buffer) => out.push(chunk))
    const ended = new Promise((resolve) => gzip.on('end', resolve))
    await render(createElement(Page), (target) => new BatchedDestination(target as unknown as BatchTarget) as unknown as NodeJS.WritableStream, gzip)
    await ended
    expect(write).toHaveBeenCalledTimes(1)
    const direct = recorder()
    await render(createElement(Page), (target) => target, direct.target)
    expect(gunzipSync(Buffer.concat(out)).toString()).toBe(direct.writes.join(''))
  })

  it('gzip: a flush keeps what zlib learned of the page, so a later batch that repeats it is small', async () => {
    // 300 words with little repetition inside, the same in every batch (as a page repeats its markup).
    const words = ['water', 'rest', 'fever', 'doctor', 'sleep', 'pulse', 'cough', 'rash', 'salt', 'walk', 'tea', 'iron']
    const paragraph = Array.from({length: 300}, (_, index) => words[createHash('sha256').update(String(index)).digest()[0]! % words.length]).join(' ')
    const compress = async (flushKind?: number) => {
      const gzip = createGzip(PAGE_GZIP)
      const out: Buffer[] = []
      gzip.on('data', (chunk: Buffer) => out.push(chunk))
      const ended = new Promise((resolve) => gzip.on('end', resolve))
      const destination = new BatchedDestination(gzip as unknown as BatchTarget, flushKind)
      for (let batch = 0; batch < 4; batch++) {
        destination.write(`<p>${paragraph}</p>`)
        destination.flush()
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      destination.end()
      await ended
      return Buffer.concat(out)
    }
    const [sync, full] = await Promise.all([compress(constants.Z_SYNC_FLUSH), compress()])
    expect(gunzipSync(sync).toString()).toBe(gunzipSync(full).toString())
    // Full flushes start over: each batch costs about what the first one did (about half less here).
    expect(sync.length).toBeLessThan(full.length * 0.6)
  })

  it("answers the target's capacity, and React's listeners reach the target", () => {
    const target = new Writable({highWaterMark: 4, write: (_chunk, _encoding, done) => setTimeout(done, 10)})
    const destination = new BatchedDestination(target)
    expect(destination.write('ab')).toBe(true)
    destination.flush()
    return new Promise<void>((resolve) => {
      queueMicrotask(() => {
        target.write('more than four bytes') // now over its high-water mark
        expect(target.writableNeedDrain).toBe(true)
        expect(destination.write('cd')).toBe(false)
        destination.on('drain', () => {
          expect(target.writableNeedDrain).toBe(false)
          resolve()
        })
      })
    })
  })

  it('destroy() drops what it holds and destroys the target with the error', () => {
    const {target, writes} = recorder()
    const destination = new BatchedDestination(target)
    destination.write('held')
    const errors: unknown[] = []
    target.on('error', (error) => errors.push(error))
    destination.destroy(new Error('render failed'))
    expect(target.destroyed).toBe(true)
    destination.flush()
    return new Promise<void>((resolve) => setImmediate(() => {
      expect(writes).toEqual([])
      expect(errors).toEqual([new Error('render failed')])
      resolve()
    }))
  })
})
