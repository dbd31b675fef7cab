/**
 * The heavy-work runner (server/attachments/heavy-work.ts) with real child processes: results,
 * the memory cap, the time limit, how many run at once, the bounded wait and queue, and a caller
 * that gives up.
 */
import {HeavyWork, HeavyWorkError, type HeavyWorkLimits} from './heavy-work'
import {pdf, pdfBomb, png} from '../../test/support/attachment-fixtures'

const LIMITS: HeavyWorkLimits = {jobs: 2, memoryMb: 128, timeoutMs: 20_000, waitMs: 60_000, maxWaiting: 8}
const report = pdf([['Glucose 5.4 mmol/L'], ['HbA1c 6.1 %']])
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

describe('HeavyWork', () => {
  const runners: HeavyWork[] = []
  const runner = (limits: Partial<HeavyWorkLimits> = {}) => {
    const created = new HeavyWork({...LIMITS, ...limits})
    runners.push(created)
    return created
  }
  afterAll(() => { for (const created of runners) created.stop() })

  it('reads a PDF\'s text and re-encodes a photo, in child processes', async () => {
    const work = runner()
    await expect(work.pdfText(report, {maxPages: 50, maxChars: 1000})).resolves.toEqual({pages: 2, pagesRead: 2, text: 'Glucose 5.4 mmol/L\n\nHbA1c 6.1 %', truncated: false})
    const image = await work.image(await png(3000, 1000), {type: 'png', maxPixels: 50_000_000, maxSide: 2048})
    expect(image).toMatchObject({format: 'png', width: 2048, height: 683})
    expect(image.data.subarray(1, 4).toString()).toBe('PNG')
  })

  it('runs at most `jobs` at once and every job of a burst gets its result', async () => {
    const work = runner({jobs: 2})
    let most = 0
    const watch = setInterval(() => { most = Math.max(most, work.load.running) }, 2)
    const results = await Promise.all(Array.from({length: 8}, () => work.pdfText(report, {maxPages: 50, maxChars: 1000})))
    clearInterval(watch)
    expect(results.map((result) => result.pages)).toEqual(Array(8).fill(2))
    expect(most).toBe(2)
    expect(work.load).toEqual({running: 0, waiting: 0})
  }, 30_000)

  it('kills a job past its memory cap: a decompression bomb is `memory`, not a server out of memory', async () => {
    const error = await failure(runner({memoryMb: 96}).pdfText(await pdfBomb(256), {maxPages: 50, maxChars: 1000}))
    expect(error).toBeInstanceOf(HeavyWorkError)
    expect(error).toMatchObject({code: 'memory'})
  }, 30_000)

  it('kills a job past its time limit', async () => {
    const error = await failure(runner({timeoutMs: 1}).pdfText(report, {maxPages: 50, maxChars: 1000}))
    expect(error).toMatchObject({code: 'timeout'})
  })

  it('refuses a job at once as `busy` when the queue is full, with the seconds to wait', async () => {
    const work = runner({jobs: 1, maxWaiting: 1, waitMs: 30_000})
    const first = work.pdfText(report, {maxPages: 50, maxChars: 1000})
    const second = work.pdfText(report, {maxPages: 50, maxChars: 1000})
    const third = await failure(work.pdfText(report, {maxPages: 50, maxChars: 1000}))
    expect(third).toMatchObject({code: 'busy', retryAfterSeconds: 30})
    await expect(Promise.all([first, second])).resolves.toHaveLength(2)
  })

  it('refuses a waiting job as `busy` once it has waited `waitMs` for a turn', async () => {
    const work = runner({jobs: 1, waitMs: 50})
    const slow = work.pdfText(report, {maxPages: 50, maxChars: 1000})
    expect(work.load).toEqual({running: 1, waiting: 0})
    const waiting = work.pdfText(report, {maxPages: 50, maxChars: 1000})
    expect(work.load).toEqual({running: 1, waiting: 1})
    expect(await failure(waiting)).toMatchObject({code: 'busy', retryAfterSeconds: 1})
    expect(work.load.waiting).toBe(0)
    await slow
  })

  it('gives up a job when its caller does, waiting or running, and frees its turn', async () => {
    const work = runner({jobs: 1})
    const running = new AbortController()
    const waiting = new AbortController()
    const first = work.pdfText(report, {maxPages: 50, maxChars: 1000}, running.signal)
    const second = work.pdfText(report, {maxPages: 50, maxChars: 1000}, waiting.signal)
    waiting.abort()
    expect(await failure(second)).toMatchObject({code: 'aborted'})
    running.abort()
    expect(await failure(first)).toMatchObject({code: 'aborted'})
    expect(work.load).toEqual({running: 0, waiting: 0})
    await expect(work.pdfText(report, {maxPages: 50, maxChars: 1000})).resolves.toMatchObject({pages: 2})
  })

  it('says a damaged file is `invalid` and a pixel flood `too_many_pixels`, from the child\'s own checks', async () => {
    const work = runner()
    expect(await failure(work.pdfText(Buffer.from('%PDF-1.4 nothing else'), {maxPages: 50, maxChars: 1000}))).toMatchObject({code: 'invalid'})
    expect(await failure(work.image(await png(3000, 1000), {type: 'png', maxPixels: 1_000_000, maxSide: 2048}))).toMatchObject({code: 'too_many_pixels'})
  })
})
