import path from 'node:path'
import {exportFiles} from '../../test/support/export-files'
import {expectSummaryOf, writeTakeoutFitJson} from '../../test/support/google-and-generic-exports'
import {JsonItems} from './json-items'

const {folder, readHealthExport, file, zip, refusal} = exportFiles('hale-health-json-')
const dailyOf = (summary: Awaited<ReturnType<typeof readHealthExport>>) => Object.fromEntries(summary.metrics.map(({metric, daily}) => [metric, daily]))

/** Milliseconds of a UTC time, as nanoseconds the way Takeout writes them. */
const nanos = (time: string) => Date.parse(time) * 1e6
const fitPoint = (type: string, start: string, end: string, ...values: object[]) =>
  ({dataTypeName: type, startTimeNanos: nanos(start), endTimeNanos: nanos(end), originDataSourceId: '', fitValue: values.map((value) => ({value}))})
const allData = (source: string, ...points: object[]) => JSON.stringify({'Data Source': source, 'Data Points': points})
const steps = (time: string, count: number) => fitPoint('com.google.step_count.delta', time, time, {intVal: count})
const sleep = (start: string, end: string, stage: number) => fitPoint('com.google.sleep.segment', start, end, {intVal: stage})
const ALL = 'Takeout/Fit/All Data/'

describe('Google Takeout, Fit All Data JSON', () => {
  it('reads every type Hale summarises, takes the merged steps over the raw ones, and counts each point on its UTC day', async () => {
    const summary = await readHealthExport(await zip('takeout-json.zip', {
      [`${ALL}raw_com.google.step_count.delta_phone.json`]: allData('raw:com.google.step_count.delta:phone', steps('2024-06-09T10:00:00Z', 1000), steps('2024-06-09T23:30:00Z', 500)),
      [`${ALL}raw_com.google.step_count.delta_watch.json`]: allData('raw:com.google.step_count.delta:watch', steps('2024-06-09T10:00:00Z', 1700)),
      [`${ALL}derived_com.google.step_count.delta_com.google.android.gms_merge_step_deltas.json`]: allData('derived:com.google.step_count.delta:com.google.android.gms:merge_step_deltas',
        steps('2024-06-09T10:00:00Z', 1000), steps('2024-06-09T23:30:00Z', 600), steps('2024-06-10T00:10:00Z', 300)),
      [`${ALL}derived_com.google.sleep.segment_com.google.android.gms_merged.json`]: allData('derived:com.google.sleep.segment:com.google.android.gms:merged',
        sleep('2024-06-08T23:00:00Z', '2024-06-08T23:30:00Z', 1), sleep('2024-06-08T23:30:00Z', '2024-06-09T01:30:00Z', 4), sleep('2024-06-09T01:30:00Z', '2024-06-09T03:00:00Z', 5),
        sleep('2024-06-09T03:00:00Z', '2024-06-09T04:00:00Z', 6), sleep('2024-06-09T04:00:00Z', '2024-06-09T06:30:00Z', 2), sleep('2024-06-09T06:30:00Z', '2024-06-09T07:00:00Z', 3),
        // An evening nap ending after 18:00 counts for the next morning's night.
        sleep('2024-06-09T20:00:00Z', '2024-06-09T22:00:00Z', 2)),
      [`${ALL}raw_com.google.weight_user_input.json`]: allData('raw:com.google.weight:user_input',
        fitPoint('com.google.weight', '2024-06-09T07:00:00Z', '2024-06-09T07:00:00Z', {fpVal: 80.24}),
        fitPoint('com.google.weight', '2024-06-10T07:00:00Z', '2024-06-10T07:00:00Z', {fpVal: 80}), fitPoint('com.google.weight', '2024-06-10T19:00:00Z', '2024-06-10T19:00:00Z', {fpVal: 81})),
      [`${ALL}raw_com.google.blood_pressure_cuff.json`]: allData('raw:com.google.blood_pressure:cuff',
        fitPoint('com.google.blood_pressure', '2024-06-09T08:00:00Z', '2024-06-09T08:00:00Z', {fpVal: 120}, {fpVal: 80}, {intVal: 1}),
        fitPoint('com.google.blood_pressure', '2024-06-09T20:00:00Z', '2024-06-09T20:00:00Z', {fpVal: 130}, {fpVal: 84}, {intVal: 1})),
      [`${ALL}raw_com.google.blood_glucose_meter.json`]: allData('raw:com.google.blood_glucose:meter', fitPoint('com.google.blood_glucose', '2024-06-10T08:00:00Z', '2024-06-10T08:00:00Z', {fpVal: 5.4})),
      [`${ALL}raw_com.google.oxygen_saturation_ring.json`]: allData('raw:com.google.oxygen_saturation:ring',
        fitPoint('com.google.oxygen_saturation', '2024-06-09T03:00:00Z', '2024-06-09T03:00:00Z', {fpVal: 97}),
        {...fitPoint('com.google.oxygen_saturation', '2024-06-10T03:00:00Z', '2024-06-10T03:00:00Z', {fpVal: 95}), startTimeNanos: String(nanos('2024-06-10T03:00:00Z'))}),
      [`${ALL}raw_com.google.heart_rate.bpm_watch.json`]: allData('raw:com.google.heart_rate.bpm:watch', fitPoint('com.google.heart_rate.bpm', '2024-06-09T03:00:00Z', '2024-06-09T03:00:00Z', {fpVal: 58})),
      [`${ALL}raw_com.google.calories.expended_phone.json`]: allData('raw:com.google.calories.expended:phone', fitPoint('com.google.calories.expended', '2024-06-09T03:00:00Z', '2024-06-09T04:00:00Z', {fpVal: 80})),
    }))
    expect(summary.kind).toBe('google_fit')
    expect(summary.endDate).toBe('2024-06-10')
    expect(dailyOf(summary)).toEqual({
      steps: [{date: '2024-06-09', value: 1600}, {date: '2024-06-10', value: 300}],
      sleep: [{date: '2024-06-09', value: 7}, {date: '2024-06-10', value: 2}],
      sleep_deep: [{date: '2024-06-09', value: 1.5}],
      sleep_rem: [{date: '2024-06-09', value: 1}],
      sleep_light: [{date: '2024-06-09', value: 2}],
      weight: [{date: '2024-06-09', value: 80.2}, {date: '2024-06-10', value: 80.5}],
      blood_pressure_systolic: [{date: '2024-06-09', value: 125}],
      blood_pressure_diastolic: [{date: '2024-06-09', value: 82}],
      blood_glucose: [{date: '2024-06-10', value: 5.4}],
      oxygen_saturation: [{date: '2024-06-09', value: 97}, {date: '2024-06-10', value: 95}],
    })
    expect(summary.metrics[0]!.last30).toEqual({days: 2, mean: 950, min: 300, max: 1600})
  })

  it('without a merged source, a day takes the raw source that counted most', async () => {
    const summary = await readHealthExport(await zip('takeout-raw.zip', {
      [`${ALL}raw_com.google.step_count.delta_phone.json`]: allData('raw:com.google.step_count.delta:phone', steps('2024-06-09T10:00:00Z', 1000), steps('2024-06-09T11:00:00Z', 500), steps('2024-06-10T11:00:00Z', 50)),
      [`${ALL}raw_com.google.step_count.delta_watch.json`]: allData('raw:com.google.step_count.delta:watch', steps('2024-06-09T10:00:00Z', 1400), steps('2024-06-10T11:00:00Z', 70)),
    }))
    expect(dailyOf(summary)).toEqual({steps: [{date: '2024-06-09', value: 1500}, {date: '2024-06-10', value: 70}]})
  })

  it('a generated Takeout with raw and merged sources gives the summary the generator computed', async () => {
    const at = path.join(folder(), 'generated-takeout.zip')
    const generated = await writeTakeoutFitJson(at, {endDate: '2024-06-20', dayCount: 100, seed: 5})
    expectSummaryOf(await readHealthExport(at), generated)
  })

  it('a damaged All Data file is corrupt; a Takeout without the types Hale reads has no data', async () => {
    expect(await refusal(await zip('cut.zip', {[`${ALL}raw_com.google.weight_x.json`]: allData('raw:com.google.weight:x', fitPoint('com.google.weight', '2024-06-09T07:00:00Z', '2024-06-09T07:00:00Z', {fpVal: 80})).slice(0, -20)}))).toBe('corrupt')
    expect(await refusal(await zip('bad-point.zip', {[`${ALL}raw_com.google.weight_x.json`]: '{"Data Source": "raw:x", "Data Points": [{"dataTypeName": "com.google.weight", "fitValue": [}]}'}))).toBe('corrupt')
    expect(await refusal(await zip('calories.zip', {[`${ALL}raw_com.google.calories.expended_x.json`]: allData('raw:com.google.calories.expended:x', fitPoint('com.google.calories.expended', '2024-06-09T07:00:00Z', '2024-06-09T08:00:00Z', {fpVal: 80}))}))).toBe('no_recent_data')
  })
})

describe('generic JSON', () => {
  const items = JSON.stringify([
    {date: '2024-06-01', metric: 'weight', value: 176.4, unit: 'lb'},
    {date: '2024-06-01', metric: 'glucose', value: 108, unit: 'mg/dL'},
    {date: '2024-06-02', metric: 'steps', value: '5000'},
    {date: '2024-06-02', metric: 'steps', value: 250, unit: 'count'},
    {date: '2024-06-02', metric: 'sleep', value: 450, unit: 'min'},
    {date: '2024-06-02', metric: 'spo2', value: 0.97},
    {date: '2024-06-02', metric: 'mystery', value: 5},
    {date: '2024-06-02', metric: 'weight', value: 12, unit: 'furlongs'},
  ], null, 1)
  const expected = {
    steps: [{date: '2024-06-02', value: 5250}],
    sleep: [{date: '2024-06-02', value: 7.5}],
    weight: [{date: '2024-06-01', value: 80}],
    blood_glucose: [{date: '2024-06-01', value: 6}],
    oxygen_saturation: [{date: '2024-06-02', value: 97}],
  }

  it('an array of date, metric, value and unit, on its own and in a zip, with the generic CSV\'s names and units', async () => {
    const bare = await readHealthExport(file('values.json', `\uFEFF${items}`))
    expect(bare.kind).toBe('json')
    expect(bare.endDate).toBe('2024-06-02')
    expect(dailyOf(bare)).toEqual(expected)
    expect(dailyOf(await readHealthExport(await zip('values.zip', {'health/values.json': items})))).toEqual(expected)
  })

  it('finds the same items whatever the chunks the text arrives in', () => {
    const text = JSON.stringify({'Data Source': 'raw:a "quoted" {source}', other: [1, {'Data Points': 2}], 'Data Points': [{a: '}]', b: [1, {c: '\\"'}]}, {d: 2}]})
    for (const size of [1, 2, 3, 7, text.length]) {
      const seen: unknown[] = []
      const strings: [string, string][] = []
      const reader = new JsonItems({arrayKey: 'Data Points', onItem: (item) => seen.push(item), onTopString: (key, value) => strings.push([key, value])})
      for (let at = 0; at < text.length; at += size) reader.write(text.slice(at, at + size))
      reader.end()
      expect(seen).toEqual([{a: '}]', b: [1, {c: '\\"'}]}, {d: 2}])
      expect(strings).toEqual([['Data Source', 'raw:a "quoted" {source}']])
    }
  })

  it('broken JSON is corrupt; JSON that is not a list of values is not an export', async () => {
    expect(await refusal(file('cut.json', items.slice(0, -30)))).toBe('corrupt')
    expect(await refusal(file('bad.json', '[{"date": 2024-06-01, "metric": "steps", "value": 1}]'))).toBe('corrupt')
    expect(await refusal(file('extra.json', `${items} [1]`))).toBe('corrupt')
    expect(await refusal(file('no-comma.json', '[{"date": "2024-06-01", "metric": "steps", "value": 1} {"date": "2024-06-02", "metric": "steps", "value": 1}]'))).toBe('corrupt')
    expect(await refusal(file('trailing-comma.json', '[{"date": "2024-06-01", "metric": "steps", "value": 1},]'))).toBe('corrupt')
    expect(await refusal(file('object.json', '{"name": "hale", "version": "1.0.0"}'))).toBe('not_an_export')
    expect(await refusal(file('numbers.json', '[1, 2, 3]'))).toBe('not_an_export')
    expect(await refusal(file('people.json', '[{"name": "A", "phone": "1"}]'))).toBe('not_an_export')
    expect(await refusal(await zip('unrelated.zip', {'project/package.json': '{"name": "x", "dependencies": {}}'}))).toBe('not_an_export')
    expect(await refusal(await zip('unrelated-list.zip', {'contacts.json': '[{"name": "A"}]'}))).toBe('not_an_export')
    expect(await refusal(file('old.json', '[{"date": "2024-01-01", "metric": "steps", "value": 10}]'))).toBe('no_recent_data')
  })
})
