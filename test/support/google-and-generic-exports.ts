/**
 * Synthetic Google Takeout (Fit's daily-summary CSV, Fit's "All Data" JSON) and generic CSV
 * exports for tests, written as they are generated, with what Hale's summary must say computed
 * here on its own from the generated numbers. No real person's data.
 */
import {createWriteStream} from 'node:fs'
import {once} from 'node:events'
import type {HealthExportKind, HealthMetric, HealthSummary} from '../../src/health-data/types'
import {ZipWriter} from './zip-writer'

const DAY_MS = 86_400_000
const POUND_KG = 0.45359237
const GLUCOSE_MG_DL_PER_MMOL_L = 18.016

/** Each day's value of each metric as the summary must show it (already rounded), last 90 days. */
export type ExpectedDays = Map<string, Partial<Record<HealthMetric, number>>>

export interface GeneratedFile {
  kind: HealthExportKind
  endDate: string
  /** Bytes Hale reads (uncompressed), for the MB/s a test prints. */
  bytes: number
  days: ExpectedDays
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): (low: number, high: number) => number {
  let state = seed >>> 0
  return (low, high) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return low + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (high - low + 1))
  }
}

const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

function expect90(days: ExpectedDays, day: number, end: number, values: Partial<Record<HealthMetric, number>>): void {
  if (day > end - 90) days.set(dateOf(day), values)
}

/**
 * A Takeout zip with Fit's `Daily activity metrics.csv` (one row per day for `years`), and the
 * per-day interval files Takeout writes beside it, which Hale reads past.
 */
export async function writeTakeoutDailyCsv(file: string, {endDate, years, seed}: {endDate: string; years: number; seed: number}): Promise<GeneratedFile> {
  const int = random(seed)
  const end = dayOf(endDate)
  const days: ExpectedDays = new Map()
  let bytes = 0
  function* csv(): Generator<string> {
    const header = 'Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Average heart rate (bpm),Max heart rate (bpm),Min heart rate (bpm),Average speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg),Sleep duration (ms),Walking duration (ms)\n'
    bytes += header.length
    yield header
    for (let day = end - years * 365; day <= end; day++) {
      const steps = int(800, 16000)
      // Weight every third day, to two decimals; sleep on most days, whole minutes.
      const weight = day % 3 === 0 ? int(6000, 9500) / 100 : null
      const sleepMinutes = day % 7 === 0 ? null : int(300, 560)
      const row = `${dateOf(day)},${int(0, 90)},${int(1500, 3200)}.${int(0, 9)},${int(200, 12000)}.5,${int(0, 40)},${int(0, 40)},${int(60, 80)}.2,${int(100, 150)},${int(45, 60)},1.${int(0, 9)},${steps},${weight ?? ''},${weight ?? ''},${weight ?? ''},${sleepMinutes === null ? '' : sleepMinutes * 60_000},${int(0, 5_000_000)}\n`
      bytes += row.length
      const expected: Partial<Record<HealthMetric, number>> = {steps}
      if (weight !== null) expected.weight = round1(weight)
      if (sleepMinutes !== null) expected.sleep = round2(sleepMinutes / 60)
      expect90(days, day, end, expected)
      yield row
    }
  }
  const zip = new ZipWriter(file)
  await zip.add('Takeout/archive_browser.html', ['<!doctype html><title>Takeout</title>'])
  for (let day = end - 60; day <= end; day++) {
    const rows = Array.from({length: 96}, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00.000+02:00,${int(0, 3)},${int(10, 60)}.1,${int(0, 900)},${int(0, 200)}\n`)
    await zip.add(`Takeout/Fit/Daily activity metrics/${dateOf(day)}.csv`, ['Start time,Move Minutes count,Calories (kcal),Distance (m),Step count\n', ...rows])
  }
  await zip.add('Takeout/Fit/Daily activity metrics/Daily activity metrics.csv', csv())
  await zip.close()
  return {kind: 'google_fit', endDate, bytes, days}
}

/**
 * A generic `date,metric,value,unit` CSV over `years`: steps in several rows a day, weight in kg
 * or lb, glucose in mg/dL or mmol/L, sleep in minutes, oxygen as a fraction or a percentage, and
 * rows of metrics Hale does not know.
 */
export async function writeGenericCsv(file: string, {endDate, years, seed}: {endDate: string; years: number; seed: number}): Promise<GeneratedFile> {
  const int = random(seed)
  const end = dayOf(endDate)
  const days: ExpectedDays = new Map()
  const out = createWriteStream(file)
  let bytes = 0
  const write = async (text: string) => {
    bytes += text.length
    if (!out.write(text)) await once(out, 'drain')
  }
  await write('date,metric,value,unit\n')
  for (let day = end - years * 365; day <= end; day++) {
    const date = dateOf(day)
    let text = ''
    const steps = Array.from({length: 8}, () => int(50, 2000))
    for (const value of steps) text += `${date},steps,${value},count\n`
    const kg = int(600, 950) / 10
    const pounds = int(1300, 2100) / 10
    text += `${date},weight,${kg},kg\n${date},weight,${pounds},lb\n`
    const resting = [int(50, 75), int(50, 75)]
    text += `${date},resting_hr,${resting[0]},bpm\n${date},resting_heart_rate,${resting[1]},count/min\n`
    const hrv = int(20, 90)
    text += `${date},hrv,${hrv},ms\n`
    const sleepMinutes = int(300, 560)
    text += `${date},sleep,${sleepMinutes},min\n`
    const glucose = day % 2 === 0 ? int(70, 160) : int(40, 90) / 10
    text += day % 2 === 0 ? `${date},glucose,${glucose},mg/dL\n` : `${date},blood_glucose,${glucose},mmol/L\n`
    const systolic = int(100, 150)
    const diastolic = int(60, 95)
    text += `${date},systolic,${systolic},mmHg\n${date},diastolic,${diastolic},mmHg\n`
    const spo2 = [int(90, 100), int(90, 100)]
    text += `${date},spo2,${spo2[0]! / 100},\n${date},oxygen_saturation,${spo2[1]},%\n`
    text += `${date},calories,${int(1500, 3000)},kcal\n${date},weight,${int(100, 200)},stone-ish\n`
    await write(text)
    expect90(days, day, end, {
      steps: steps.reduce((sum, value) => sum + value, 0),
      weight: round1(mean([kg, pounds * POUND_KG])),
      resting_heart_rate: round1(mean(resting)),
      heart_rate_variability: hrv,
      sleep: round2(sleepMinutes / 60),
      blood_glucose: round1(day % 2 === 0 ? glucose / GLUCOSE_MG_DL_PER_MMOL_L : glucose),
      blood_pressure_systolic: systolic,
      blood_pressure_diastolic: diastolic,
      oxygen_saturation: round1(mean(spo2)),
    })
  }
  out.end()
  await once(out, 'close')
  return {kind: 'csv', endDate, bytes, days}
}

/** A Fit "All Data" file's text: its data source, then its data points. */
const allDataFile = (source: string, points: object[]) => JSON.stringify({'Data Source': source, 'Data Points': points}, null, 2)
const point = (type: string, startMs: number, endMs: number, origin: string, values: object[]) => ({
  fitValue: values.map((value) => ({value})),
  originDataSourceId: origin,
  endTimeNanos: endMs * 1e6,
  dataTypeName: type,
  startTimeNanos: startMs * 1e6,
  modifiedTimeMillis: endMs,
})

/**
 * A Takeout zip with Fit's All Data JSON for `dayCount` days: steps from a phone and a watch (raw)
 * and Google's merge of them (what Hale must count), sleep segments merged and raw, weight, blood
 * pressure, glucose and oxygen, and heart rate and calories Hale does not read.
 */
export async function writeTakeoutFitJson(file: string, {endDate, dayCount, seed}: {endDate: string; dayCount: number; seed: number}): Promise<GeneratedFile> {
  const int = random(seed)
  const end = dayOf(endDate)
  const days: ExpectedDays = new Map()
  const phone: object[] = []
  const watch: object[] = []
  const merged: object[] = []
  const sleepMerged: object[] = []
  const sleepRaw: object[] = []
  const weight: object[] = []
  const pressure: object[] = []
  const glucose: object[] = []
  const oxygen: object[] = []
  const heart: object[] = []
  const stepOrigin = 'raw:com.google.step_count.delta:com.google.android.gms:Google:Pixel 7:1a2b3c:Step Counter'
  for (let day = end - dayCount + 1; day <= end; day++) {
    const midnight = day * DAY_MS
    const minute = (m: number) => midnight + m * 60_000
    let mergedSteps = 0
    // Hourly walks from 06:00 to 23:00 UTC; the last ends at 23:59, still the same UTC day.
    for (let hour = 6; hour < 24; hour++) {
      const fromPhone = int(0, 700)
      const fromWatch = int(0, 700)
      const start = minute(hour * 60 + 45)
      phone.push(point('com.google.step_count.delta', start, start + 14 * 60_000, stepOrigin, [{intVal: fromPhone}]))
      watch.push(point('com.google.step_count.delta', start, start + 14 * 60_000, 'raw:com.google.step_count.delta:com.fitbit:watch', [{intVal: fromWatch}]))
      // Google's merge here counts less than the larger raw source, so counting a raw source instead would show.
      const both = Math.max(0, Math.max(fromPhone, fromWatch) - int(100, 300))
      merged.push(point('com.google.step_count.delta', start, start + 14 * 60_000, stepOrigin, [{intVal: both}]))
      mergedSteps += both
    }
    // Last night: awake, light, deep, light, REM, sleep, out of bed, ending this morning (UTC).
    const stages: [number, number][] = [[1, int(5, 30)], [4, int(60, 150)], [5, int(30, 90)], [4, int(30, 90)], [6, int(20, 70)], [2, int(10, 40)], [3, int(2, 10)]]
    let clock = minute(-int(30, 120))
    const minutes = new Map<number, number>()
    for (const [stage, length] of stages) {
      sleepMerged.push(point('com.google.sleep.segment', clock, clock + length * 60_000, 'raw:com.google.sleep.segment:watch', [{intVal: stage}]))
      sleepRaw.push(point('com.google.sleep.segment', clock, clock + (length + 5) * 60_000, '', [{intVal: stage}]))
      minutes.set(stage, (minutes.get(stage) ?? 0) + length)
      clock += length * 60_000
    }
    const asleep = [2, 4, 5, 6].reduce((sum, stage) => sum + (minutes.get(stage) ?? 0), 0)
    const expected: Partial<Record<HealthMetric, number>> = {
      steps: mergedSteps,
      sleep: round2(asleep / 60),
      sleep_light: round2(minutes.get(4)! / 60),
      sleep_deep: round2(minutes.get(5)! / 60),
      sleep_rem: round2(minutes.get(6)! / 60),
    }
    if (day % 2 === 0) {
      const readings = [int(6000, 9000) / 100, int(6000, 9000) / 100]
      for (const [i, kg] of readings.entries()) weight.push(point('com.google.weight', minute(420 + i), minute(420 + i), '', [{fpVal: kg}]))
      expected.weight = round1(mean(readings))
    }
    if (day % 3 === 0) {
      const systolic = [int(100, 150), int(100, 150)]
      const diastolic = [int(60, 95), int(60, 95)]
      for (const i of [0, 1]) pressure.push(point('com.google.blood_pressure', minute(480 + i * 600), minute(480 + i * 600), '', [{fpVal: systolic[i]}, {fpVal: diastolic[i]}, {intVal: 1}]))
      expected.blood_pressure_systolic = round1(mean(systolic))
      expected.blood_pressure_diastolic = round1(mean(diastolic))
    }
    if (day % 4 === 0) {
      const mmol = int(40, 90) / 10
      glucose.push(point('com.google.blood_glucose', minute(450), minute(450), '', [{fpVal: mmol}, {intVal: 1}]))
      expected.blood_glucose = mmol
    }
    const spo2 = [int(92, 100), int(92, 100), int(92, 100)]
    for (const [i, value] of spo2.entries()) oxygen.push(point('com.google.oxygen_saturation', minute(120 + i * 60), minute(120 + i * 60), '', [{fpVal: value}, {fpVal: 0}]))
    expected.oxygen_saturation = round1(mean(spo2))
    for (let i = 0; i < 48; i++) heart.push(point('com.google.heart_rate.bpm', minute(i * 30), minute(i * 30), '', [{fpVal: int(50, 140)}]))
    expect90(days, day, end, expected)
  }
  const entries: [string, string][] = [
    ['Takeout/Fit/All Data/raw_com.google.step_count.delta_com.google.android.gms_Pixel.json', allDataFile(stepOrigin, phone)],
    ['Takeout/Fit/All Data/raw_com.google.step_count.delta_com.fitbit_watch.json', allDataFile('raw:com.google.step_count.delta:com.fitbit:watch', watch)],
    ['Takeout/Fit/All Data/derived_com.google.step_count.delta_com.google.android.gms_merge_step_deltas.json', allDataFile('derived:com.google.step_count.delta:com.google.android.gms:merge_step_deltas', merged)],
    ['Takeout/Fit/All Data/raw_com.google.sleep.segment_watch.json', allDataFile('raw:com.google.sleep.segment:com.example.sleep:watch', sleepRaw)],
    ['Takeout/Fit/All Data/derived_com.google.sleep.segment_com.google.android.gms_merged.json', allDataFile('derived:com.google.sleep.segment:com.google.android.gms:merged', sleepMerged)],
    ['Takeout/Fit/All Data/raw_com.google.weight_com.google.android.apps.fitness_user_input.json', allDataFile('raw:com.google.weight:com.google.android.apps.fitness:user_input', weight)],
    ['Takeout/Fit/All Data/raw_com.google.blood_pressure_com.example.cuff.json', allDataFile('raw:com.google.blood_pressure:com.example.cuff', pressure)],
    ['Takeout/Fit/All Data/raw_com.google.blood_glucose_com.example.meter.json', allDataFile('raw:com.google.blood_glucose:com.example.meter', glucose)],
    ['Takeout/Fit/All Data/raw_com.google.oxygen_saturation_com.example.ring.json', allDataFile('raw:com.google.oxygen_saturation:com.example.ring', oxygen)],
    ['Takeout/Fit/All Data/derived_com.google.heart_rate.bpm_com.google.android.gms_merge_heart_rate_bpm.json', allDataFile('derived:com.google.heart_rate.bpm:com.google.android.gms:merge_heart_rate_bpm', heart)],
    ['Takeout/Fit/All Sessions/2024-06-01T07_00_00Z_WALKING.json', JSON.stringify({fitnessActivity: 'walking', startTime: '2024-06-01T07:00:00Z'})],
  ]
  const zip = new ZipWriter(file)
  let bytes = 0
  for (const [name, text] of entries) {
    bytes += Buffer.byteLength(text)
    await zip.add(name, [text])
  }
  await zip.close()
  return {kind: 'google_fit', endDate, bytes, days}
}

/** The summary must give exactly the generated days, and period statistics made from them. */
export function expectSummaryOf(summary: HealthSummary, generated: GeneratedFile): void {
  expect({kind: summary.kind, endDate: summary.endDate}).toEqual({kind: generated.kind, endDate: generated.endDate})
  const end = dayOf(generated.endDate)
  const metrics = [...new Set([...generated.days.values()].flatMap((day) => Object.keys(day)))] as HealthMetric[]
  expect(summary.metrics.map(({metric}) => metric).sort()).toEqual([...metrics].sort())
  for (const metric of summary.metrics) {
    const expected = [...generated.days].flatMap(([date, day]) => day[metric.metric] === undefined ? [] : [{date, value: day[metric.metric]!}])
    expect({metric: metric.metric, daily: metric.daily}).toEqual({metric: metric.metric, daily: expected})
    const last30 = expected.filter(({date}) => dayOf(date) > end - 30).map(({value}) => value)
    for (const [stats, values] of [[metric.last30, last30], [metric.last90, expected.map(({value}) => value)]] as const) {
      const average = mean(values)
      expect({metric: metric.metric, stats}).toEqual({metric: metric.metric, stats: {
        days: values.length,
        mean: metric.metric === 'steps' ? Math.round(average) : metric.unit === 'h' ? round2(average) : round1(average),
        min: Math.min(...values),
        max: Math.max(...values),
      }})
    }
  }
}
