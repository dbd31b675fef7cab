/**
 * A synthetic Apple Health export of over 200 MB of XML, generated to disk as a stream, read by
 * Hale: the summary must match what the generator computed on its own, and memory must stay flat.
 */
import {mkdtempSync, rmSync, statSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expectSummaryMatches, writeAppleHealthExport} from '../../test/support/apple-health-export'
import {readHealthExport} from './read-export'

describe('an Apple Health export of over 200 MB', () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'hale-apple-'))
  })
  afterAll(() => rmSync(folder, {recursive: true, force: true}))

  it('is read as a stream: the summary is exact and memory stays flat', async () => {
    const file = path.join(folder, 'export.zip')
    const generated = await writeAppleHealthExport(file, {minXmlBytes: 210_000_000})
    expect(generated.xmlBytes).toBeGreaterThan(200_000_000)
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    const progress: number[] = []
    const started = process.hrtime.bigint()
    const summary = await readHealthExport(file, {today: generated.endDate, onProgress: (fraction) => progress.push(fraction)}).finally(() => clearInterval(sampler))
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    peak = Math.max(peak, process.memoryUsage().rss)
    console.log(`Apple Health export: ${(generated.xmlBytes / 1e6).toFixed(0)} MB of XML (${(statSync(file).size / 1e6).toFixed(0)} MB zipped) read in ${seconds.toFixed(1)} s, ${(generated.xmlBytes / 1e6 / seconds).toFixed(1)} MB/s; RSS grew ${((peak - before) / 2 ** 20).toFixed(0)} MiB`)
    expectSummaryMatches(summary, generated)
    expect(peak - before).toBeLessThan(150 * 2 ** 20)
    // Progress rose step by step to the end, never back.
    expect(progress.length).toBeGreaterThan(50)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBeGreaterThan(0.98)
  }, 600_000)
})
