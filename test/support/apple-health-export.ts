/**
 * A synthetic Apple Health export for tests, written as it is generated (never whole in memory),
 * with what Hale's summary must say computed here on its own, from the generated numbers: steps
 * from a phone and a watch that both count, sleep stages, resting heart rate, HRV, weight in kg
 * and lb, blood pressure, glucose in mg/dL and mmol/L, oxygen saturation as a fraction, and heart
 * rate and energy records Hale does not read. No real person's data.
 */
import type {HealthMetric, HealthSummary} from '../../src/health-data/types'
import {ZipWriter} from './zip-writer'

const DAY_MS = 86_400_000
const POUND_KG = 0.45359237
const GLUCOSE_MG_DL_PER_MMOL_L = 18.016

export interface ExpectedDay {
  steps: number
  sleep: number
  sleepDeep: number
  sleepRem: number
  sleepLight: number
  restingHeartRate: number
  hrv: number
  spo2: number
  weight?: number
  systolic?: number
  diastolic?: number
  glucose?: number
}

export interface GeneratedExport {
  /** Uncompressed size of export.xml. */
  xmlBytes: number
  endDate: string
  /** The last 90 days, oldest first, as the summary must give them. */
  days: Map<string, ExpectedDay>
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const pad = (n: number) => String(n).padStart(2, '0')
const at = (day: number, minutes: number) => {
  const d = day + Math.floor(minutes / 1440)
  const m = ((minutes % 1440) + 1440) % 1440
  return `${dateOf(d)} ${pad(Math.floor(m / 60))}:${pad(m % 60)}:00 +0200`
}
const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate value CDATA #REQUIRED>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
]>
<HealthData locale="en_GB">
`

function record(type: string, source: string, unit: string | null, start: string, end: string, value: string | number): string {
  const device = source.includes('Watch') ? '&lt;&lt;HKDevice: 0x000000&gt;, name:Apple Watch, model:Watch&gt;' : '&lt;&lt;HKDevice: 0x000001&gt;, name:iPhone, model:iPhone&gt;'
  return ` <Record type="${type}" sourceName="${source}" sourceVersion="10.4" device="${device}"${unit === null ? '' : ` unit="${unit}"`} creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`
}

/**
 * Writes `export.zip` (apple_health_export/export.xml and a small export_cda.xml) of at least
 * `minXmlBytes` of XML, ending on `endDate`; with `store`, export.xml is stored as it is (a zip
 * as large as its XML), else deflated.
 */
export async function writeAppleHealthExport(file: string, {minXmlBytes, endDate = '2024-06-30', years = 3, seed = 7, store = false}: {minXmlBytes: number; endDate?: string; years?: number; seed?: number; store?: boolean}): Promise<GeneratedExport> {
  const next = random(seed)
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  const end = Math.round(Date.parse(`${endDate}T00:00:00Z`) / DAY_MS)
  const first = end - years * 365
  const dayCount = end - first + 1
  // Heart-rate records Hale skips pad the file to its size (about 330 bytes each).
  const fillerPerDay = Math.max(0, Math.ceil(minXmlBytes / dayCount / 330) - 30)
  const days = new Map<string, ExpectedDay>()
  let xmlBytes = 0

  function* xml(): Generator<string> {
    const emit = (text: string) => ((xmlBytes += Buffer.byteLength(text)), text)
    yield emit(`${HEAD} <ExportDate value="${endDate} 21:00:00 +0200"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>\n`)
    for (let day = first; day <= end; day++) {
      let out = ''
      let phone = 0
      let watch = 0
      for (let i = 0; i < 12; i++) {
        const steps = int(20, 900)
        phone += steps
        out += record('HKQuantityTypeIdentifierStepCount', 'Test iPhone', 'count', at(day, 420 + i * 60), at(day, 430 + i * 60), steps)
      }
      for (let i = 0; i < 10; i++) {
        const steps = int(20, 1000)
        watch += steps
        out += record('HKQuantityTypeIdentifierStepCount', 'Test Apple Watch', 'count', at(day, 425 + i * 60), at(day, 440 + i * 60), steps)
      }
      const resting = int(48, 72)
      out += record('HKQuantityTypeIdentifierRestingHeartRate', 'Test Apple Watch', 'count/min', at(day, 0), at(day, 1439), resting)
      const hrv = [int(25, 90), int(25, 90)]
      for (const value of hrv) out += record('HKQuantityTypeIdentifierHeartRateVariabilitySDNN', 'Test Apple Watch', 'ms', at(day, 180), at(day, 181), value)
      // Last night's sleep, ending this morning: in bed, then light, deep, light, REM, awake, REM.
      const bedtime = -int(30, 120)
      const stages: [string, number][] = [['AsleepCore', int(60, 150)], ['AsleepDeep', int(30, 90)], ['AsleepCore', int(30, 90)], ['AsleepREM', int(20, 70)], ['Awake', int(2, 20)], ['AsleepREM', int(10, 40)]]
      const total = stages.reduce((sum, [, minutes]) => sum + minutes, 0)
      out += record('HKCategoryTypeIdentifierSleepAnalysis', 'Test Apple Watch', null, at(day, bedtime - 10), at(day, bedtime + total + 5), 'HKCategoryValueSleepAnalysisInBed')
      let clock = bedtime
      const minutes = {AsleepCore: 0, AsleepDeep: 0, AsleepREM: 0, Awake: 0} as Record<string, number>
      for (const [stage, length] of stages) {
        out += record('HKCategoryTypeIdentifierSleepAnalysis', 'Test Apple Watch', null, at(day, clock), at(day, clock + length), `HKCategoryValueSleepAnalysis${stage}`)
        minutes[stage]! += length
        clock += length
      }
      const spo2 = [int(92, 99), int(92, 99), int(92, 99), int(92, 99), int(92, 99)]
      for (const [i, value] of spo2.entries()) out += record('HKQuantityTypeIdentifierOxygenSaturation', 'Test Apple Watch', '%', at(day, 60 + i * 30), at(day, 60 + i * 30), value / 100)
      const expected: ExpectedDay = {
        steps: Math.max(phone, watch),
        sleep: round2((minutes.AsleepCore! + minutes.AsleepDeep! + minutes.AsleepREM!) / 60),
        sleepDeep: round2(minutes.AsleepDeep! / 60),
        sleepRem: round2(minutes.AsleepREM! / 60),
        sleepLight: round2(minutes.AsleepCore! / 60),
        restingHeartRate: resting,
        hrv: round1((hrv[0]! + hrv[1]!) / 2),
        spo2: round1(spo2.reduce((a, b) => a + b, 0) / spo2.length),
      }
      if (day % 3 === 0) {
        const inPounds = day % 2 === 0
        const tenths = int(1500, 1800)
        out += inPounds
          ? record('HKQuantityTypeIdentifierBodyMass', 'Test Scale', 'lb', at(day, 400), at(day, 400), tenths / 10)
          : record('HKQuantityTypeIdentifierBodyMass', 'Test Scale', 'kg', at(day, 400), at(day, 400), round1((tenths / 10) * POUND_KG))
        expected.weight = round1(inPounds ? (tenths / 10) * POUND_KG : round1((tenths / 10) * POUND_KG))
      }
      if (day % 2 === 0) {
        const systolic = int(105, 150)
        const diastolic = int(65, 95)
        out += record('HKQuantityTypeIdentifierBloodPressureSystolic', 'Test Cuff', 'mmHg', at(day, 480), at(day, 480), systolic)
        out += record('HKQuantityTypeIdentifierBloodPressureDiastolic', 'Test Cuff', 'mmHg', at(day, 480), at(day, 480), diastolic)
        expected.systolic = systolic
        expected.diastolic = diastolic
      }
      if (day % 5 === 0) {
        const mgdl = int(75, 160)
        const inMmol = day % 10 === 0
        out += inMmol
          ? record('HKQuantityTypeIdentifierBloodGlucose', 'Test Meter', 'mmol&lt;180.1558800000541&gt;/L', at(day, 450), at(day, 450), round1(mgdl / GLUCOSE_MG_DL_PER_MMOL_L))
          : record('HKQuantityTypeIdentifierBloodGlucose', 'Test Meter', 'mg/dL', at(day, 450), at(day, 450), mgdl)
        expected.glucose = round1(inMmol ? round1(mgdl / GLUCOSE_MG_DL_PER_MMOL_L) : mgdl / GLUCOSE_MG_DL_PER_MMOL_L)
      }
      for (let i = 0; i < fillerPerDay; i++) {
        out += record('HKQuantityTypeIdentifierHeartRate', 'Test Apple Watch', 'count/min', at(day, (i * 7) % 1440), at(day, (i * 7) % 1440), int(55, 140))
      }
      out += record('HKQuantityTypeIdentifierActiveEnergyBurned', 'Test Apple Watch', 'kcal', at(day, 600), at(day, 660), int(10, 300))
      if (day > end - 90) days.set(dateOf(day), expected)
      yield emit(out)
    }
    yield emit('</HealthData>\n')
  }

  const zip = new ZipWriter(file)
  await zip.add('apple_health_export/export_cda.xml', ['<?xml version="1.0"?>\n<ClinicalDocument/>\n'])
  await zip.add('apple_health_export/export.xml', xml(), {store})
  await zip.close()
  return {xmlBytes, endDate, days}
}

const KEYS: Record<HealthMetric, keyof ExpectedDay> = {
  steps: 'steps', resting_heart_rate: 'restingHeartRate', heart_rate_variability: 'hrv', sleep: 'sleep', sleep_deep: 'sleepDeep',
  sleep_rem: 'sleepRem', sleep_light: 'sleepLight', weight: 'weight', blood_pressure_systolic: 'systolic',
  blood_pressure_diastolic: 'diastolic', blood_glucose: 'glucose', oxygen_saturation: 'spo2',
}

/** The daily values and period statistics the summary must give, from the generator's numbers. */
export function expectSummaryMatches(summary: HealthSummary, generated: GeneratedExport): void {
  expect(summary.endDate).toBe(generated.endDate)
  expect(summary.metrics.map(({metric}) => metric)).toEqual(Object.keys(KEYS))
  const end = Date.parse(`${generated.endDate}T00:00:00Z`)
  for (const metric of summary.metrics) {
    const key = KEYS[metric.metric]
    const expected = [...generated.days].flatMap(([date, day]) => day[key] === undefined ? [] : [{date, value: day[key]}])
    expect({metric: metric.metric, daily: metric.daily}).toEqual({metric: metric.metric, daily: expected})
    const last30 = expected.filter(({date}) => end - Date.parse(`${date}T00:00:00Z`) < 30 * 86_400_000).map(({value}) => value)
    const all = expected.map(({value}) => value)
    for (const [stats, values] of [[metric.last30, last30], [metric.last90, all]] as const) {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length
      expect(stats).toEqual({
        days: values.length,
        mean: metric.metric === 'steps' ? Math.round(mean) : metric.unit === 'h' ? Math.round(mean * 100) / 100 : Math.round(mean * 10) / 10,
        min: Math.min(...values),
        max: Math.max(...values),
      })
    }
  }
}

