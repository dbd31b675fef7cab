/**
 * An Apple Health export read as a stream: the zip's `export.xml` is inflated and parsed piece by
 * piece (saxes), each record adds its number to the day's totals and is dropped, so memory stays
 * flat whatever the file's size. What each record type means and which units are accepted:
 * docs/health-data.md.
 */
import type {Readable} from 'node:stream'
import {SaxesParser} from 'saxes'
import {DailyTotals, TooMuchDataError, dateOfDay, dayNumber} from '../../src/health-data/daily-totals'
import type {HealthMetric, HealthSummary} from '../../src/health-data/types'
import {GLUCOSE_MG_DL_PER_MMOL_L, POUND_KG, STONE_KG} from '../../src/health-data/units'
import {HealthImportError} from './errors'

/**
 * Counts the bytes read and calls `onProgress` with the share done each time it has grown by a
 * hundredth, so that a visitor sees the reading move without an event per chunk.
 */
export function progressCounter(totalBytes: number, onProgress: ReadOptions['onProgress']): (bytes: number) => void {
  let read = 0
  let reported = 0
  return (bytes) => {
    read += bytes
    if (totalBytes > 0 && onProgress && read / totalBytes - reported >= 0.01) {
      reported = read / totalBytes
      onProgress(Math.min(1, reported))
    }
  }
}

export interface ReadOptions {
  /** Called with the share of the export read so far, 0 to 1, at most about a hundred times. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}


type Convert = (value: number, unit: string) => number | null

const same = (...units: string[]): Convert => (value, unit) => units.includes(unit) ? value : null

/** The quantity records Hale reads, with the units it accepts; any other unit is skipped, not guessed. */
const QUANTITIES: Record<string, {metric: HealthMetric; convert: Convert}> = {
  HKQuantityTypeIdentifierStepCount: {metric: 'steps', convert: same('count')},
  HKQuantityTypeIdentifierRestingHeartRate: {metric: 'resting_heart_rate', convert: same('count/min')},
  HKQuantityTypeIdentifierHeartRateVariabilitySDNN: {metric: 'heart_rate_variability', convert: same('ms')},
  HKQuantityTypeIdentifierBodyMass: {
    metric: 'weight',
    convert: (value, unit) => unit === 'kg' ? value : unit === 'lb' ? value * POUND_KG : unit === 'g' ? value / 1000 : unit === 'st' ? value * STONE_KG : null,
  },
  HKQuantityTypeIdentifierBloodPressureSystolic: {metric: 'blood_pressure_systolic', convert: same('mmHg')},
  HKQuantityTypeIdentifierBloodPressureDiastolic: {metric: 'blood_pressure_diastolic', convert: same('mmHg')},
  HKQuantityTypeIdentifierBloodGlucose: {
    metric: 'blood_glucose',
    convert: (value, unit) => unit === 'mg/dL' ? value / GLUCOSE_MG_DL_PER_MMOL_L : unit.startsWith('mmol<') && unit.endsWith('>/L') || unit === 'mmol/L' ? value : null,
  },
  // Apple stores a fraction (0.97) with the unit "%".
  HKQuantityTypeIdentifierOxygenSaturation: {metric: 'oxygen_saturation', convert: (value, unit) => unit !== '%' ? null : value <= 1 ? value * 100 : value},
}

const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis'
/** Asleep values and the stage each adds to (in bed and awake are not sleep). */
const SLEEP_STAGES: Record<string, HealthMetric | null> = {
  HKCategoryValueSleepAnalysisAsleep: null,
  HKCategoryValueSleepAnalysisAsleepUnspecified: null,
  HKCategoryValueSleepAnalysisAsleepCore: 'sleep_light',
  HKCategoryValueSleepAnalysisAsleepDeep: 'sleep_deep',
  HKCategoryValueSleepAnalysisAsleepREM: 'sleep_rem',
}
/** A sleep sample longer than this is not a night's sleep. */
const MAX_SLEEP_HOURS = 24

/** "2024-04-30 08:00:00 +0200" → milliseconds, or NaN. */
function appleTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(text)
  return match ? Date.parse(`${match[1]}T${match[2]}${match[3]}:${match[4]}`) : NaN
}

/** Sleep that ends from this hour on is the start of the next night. */
const EVENING_HOUR = 18

/**
 * The day a sleep sample counts for: the morning the sleeper wakes up. A stage that ends before
 * midnight belongs to the night that ends the next morning.
 */
export function nightOf(end: string): string {
  const date = end.slice(0, 10)
  if (Number(end.slice(11, 13)) < EVENING_HOUR) return date
  const day = dayNumber(date)
  return day === null ? date : dateOfDay(day + 1)
}

/** Reads a stream of `export.xml`; `totalBytes` (uncompressed) for progress, 0 if unknown. */
export async function readAppleHealthXml(xml: Readable, totalBytes: number, options: ReadOptions = {}): Promise<HealthSummary> {
  const totals = new DailyTotals()
  const parser = new SaxesParser<{xmlns: false; position: false}>({xmlns: false, position: false})
  let exportDate: string | null = null
  let root: string | null = null
  let failure: HealthImportError | null = null

  parser.on('doctype', (doctype) => {
    // Apple's DTD declares elements and attributes only; an entity is how an "XML bomb" starts.
    if (/<!ENTITY/i.test(doctype)) failure ??= new HealthImportError('unsafe_xml', 'The file declares XML entities, which a health export never does.')
  })
  parser.on('opentag', (tag) => {
    if (root === null) {
      root = tag.name
      if (root !== 'HealthData') failure ??= new HealthImportError('not_an_export', 'This XML file is not an Apple Health export.')
      return
    }
    const attributes = tag.attributes
    if (tag.name === 'Record') {
      try {
        addRecord(totals, attributes)
      } catch (error) {
        if (error instanceof TooMuchDataError) failure ??= new HealthImportError('too_much_data', error.message)
        else throw error
      }
    } else if (tag.name === 'ExportDate' && /^\d{4}-\d{2}-\d{2}/.test(attributes.value ?? '')) {
      exportDate = attributes.value!.slice(0, 10)
    }
  })

  const decoder = new TextDecoder('utf-8', {fatal: true})
  const progress = progressCounter(totalBytes, options.onProgress)
  try {
    for await (const chunk of xml as AsyncIterable<Buffer>) {
      if (options.signal?.aborted) throw options.signal.reason
      parser.write(decoder.decode(chunk, {stream: true}))
      if (failure) break
      progress(chunk.length)
    }
    if (!failure) parser.write(decoder.decode()).close()
  } catch (error) {
    if (error instanceof HealthImportError) throw error
    if (options.signal?.aborted) throw error
    failure ??= new HealthImportError('corrupt', 'The export could not be read to its end: it is damaged or cut short.')
  } finally {
    xml.destroy()
  }
  if (failure) throw failure
  if (root === null) throw new HealthImportError('not_an_export', 'The file is empty.')
  const endDate = exportDate ?? (totals.latestDay === null ? null : dateOfDay(totals.latestDay))
  const summary = endDate ? totals.summary('apple_health', endDate) : null
  if (!summary) throw new HealthImportError('no_recent_data', 'The export has no steps, heart, sleep, weight, blood pressure, glucose or oxygen data in the 90 days before it was made.')
  return summary
}

function addRecord(totals: DailyTotals, attributes: Record<string, string>): void {
  const type = attributes.type
  if (type === undefined) return
  const quantity = QUANTITIES[type]
  if (quantity) {
    const value = quantity.convert(Number(attributes.value), attributes.unit ?? '')
    const date = attributes.startDate?.slice(0, 10)
    if (value !== null && date) totals.add(quantity.metric, date, value, attributes.sourceName)
    return
  }
  if (type === SLEEP && attributes.value !== undefined && attributes.value in SLEEP_STAGES) {
    const start = appleTime(attributes.startDate ?? '')
    const end = appleTime(attributes.endDate ?? '')
    const hours = (end - start) / 3_600_000
    if (!(hours > 0 && hours <= MAX_SLEEP_HOURS)) return
    const date = nightOf(attributes.endDate!)
    totals.add('sleep', date, hours, attributes.sourceName)
    const stage = SLEEP_STAGES[attributes.value]
    if (stage) totals.add(stage, date, hours, attributes.sourceName)
  }
}
