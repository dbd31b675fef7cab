/**
 * Reading a photo's text with Tesseract through the heavy-work runner (real processes, Debian's
 * tesseract-ocr): the straightening, the lines kept whole, the memory cap, and a missing command.
 */
import {HeavyWork, HeavyWorkError, type HeavyWorkLimits} from './heavy-work'
import {photoOfLines} from '../../test/support/attachment-fixtures'

const LIMITS: HeavyWorkLimits = {jobs: 1, memoryMb: 128, timeoutMs: 60_000, waitMs: 60_000, maxWaiting: 4}
const REPORT = [
  'Test            Result   Units     Reference range',
  'Potassium       6.8 H    mmol/L    3.5 - 5.1',
  'Sodium          141      mmol/L    135 - 145',
  'Glucose         4.9      mmol/L    3.9 - 5.5',
]
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

describe('HeavyWork.ocr', () => {
  const runners: HeavyWork[] = []
  const runner = (limits: Partial<HeavyWorkLimits> = {}) => {
    const created = new HeavyWork({...LIMITS, ...limits})
    runners.push(created)
    return created
  }
  afterAll(() => { for (const created of runners) created.stop() })

  it('reads a tilted photo of a results table row by row, after taking the tilt out', async () => {
    const photo = await photoOfLines(REPORT, 4)
    const result = await runner().ocr(photo, {languages: ['eng'], maxPixels: 50_000_000})
    expect(Math.abs(result.skewDegrees - 4)).toBeLessThanOrEqual(0.5)
    const lines = result.text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())
    // Each row stays one line: the name, its value and its range together.
    expect(lines).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Potassium 6\.8 ?H mmol\/L 3\.5 ?- ?5\.1$/),
      expect.stringMatching(/^Sodium 141 mmol\/L 135 ?- ?145$/),
      expect.stringMatching(/^Glucose 4\.9 mmol\/L 3\.9 ?- ?5\.5$/),
    ]))
    expect(runners[0]!.load).toEqual({running: 0, waiting: 0})
  }, 60_000)

  it('reads an upright photo as upright', async () => {
    const result = await runner().ocr(await photoOfLines(REPORT, 0), {languages: ['eng', 'deu'], maxPixels: 50_000_000})
    expect(Math.abs(result.skewDegrees)).toBeLessThanOrEqual(0.25)
    expect(result.text).toMatch(/Sodium\s+141\s+mmol\/L/)
    // Each word comes with Tesseract's confidence, on its line of the text.
    const sodium = result.words.find((word) => word.text === '141')
    expect(sodium && result.text.split('\n')[sodium.line]).toMatch(/^Sodium\s+141/)
    expect(sodium?.confidence).toBeGreaterThan(0)
  }, 60_000)

  it('keeps Tesseract under the memory cap, and refuses what is not an image', async () => {
    const photo = await photoOfLines(REPORT, 0)
    const tight = await failure(runner({memoryMb: 8}).ocr(photo, {languages: ['eng'], maxPixels: 50_000_000}))
    expect(tight).toBeInstanceOf(HeavyWorkError)
    expect((tight as HeavyWorkError).code).toBe('memory')
    const garbage = await failure(runner().ocr(Buffer.from('not an image at all'), {languages: ['eng'], maxPixels: 50_000_000}))
    expect(garbage).toMatchObject({code: 'invalid'})
  }, 60_000)

  it('says so when the Tesseract command is missing', async () => {
    const missing = await failure(runner().ocr(await photoOfLines(REPORT, 0), {languages: ['eng'], maxPixels: 50_000_000, command: 'hale-no-such-tesseract'}))
    expect(missing).toBeInstanceOf(HeavyWorkError)
    expect((missing as HeavyWorkError).code).toBe('invalid')
    expect((missing as HeavyWorkError).message).toMatch(/ocr job/)
  }, 60_000)
})
