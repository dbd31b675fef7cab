import {statSync} from 'node:fs'
import path from 'node:path'
import {exportFiles} from '../../test/support/export-files'
import {expectSummaryMatches, writeAppleHealthExport} from '../../test/support/apple-health-export'

const {folder, readHealthExport, file, zip, refusal} = exportFiles('hale-health-')

const appleXml = (records: string, exportDate = '2024-06-10 09:00:00 +0100') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,Record*)>\n]>\n<HealthData locale="de_DE">\n <ExportDate value="${exportDate}"/>\n${records}</HealthData>\n`
const step = (date: string, value: number, source = 'Phone') =>
  ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${source}" unit="count" startDate="${date} 10:00:00 +0100" endDate="${date} 10:05:00 +0100" value="${value}"/>\n`

describe('Apple Health', () => {
  it('a small generated export.zip gives the summary the generator computed', async () => {
    const at = path.join(folder(), 'small.zip')
    const generated = await writeAppleHealthExport(at, {minXmlBytes: 0, years: 1, seed: 3})
    expectSummaryMatches(await readHealthExport(at), generated)
  })

  it('an export.zip whose export.xml is stored, not deflated, is read the same', async () => {
    const at = path.join(folder(), 'stored.zip')
    const generated = await writeAppleHealthExport(at, {minXmlBytes: 0, years: 1, seed: 4, store: true})
    expect(statSync(at).size).toBeGreaterThan(generated.xmlBytes)
    expectSummaryMatches(await readHealthExport(at), generated)
  })

  it('a bare export.xml is read too, and a day takes the source that counted most', async () => {
    const summary = await readHealthExport(file('export.xml', appleXml(step('2024-06-09', 300) + step('2024-06-09', 400) + step('2024-06-09', 500, 'Watch') + step('2024-06-10', 20))))
    expect(summary.kind).toBe('apple_health')
    expect(summary.endDate).toBe('2024-06-10')
    expect(summary.metrics).toEqual([{
      metric: 'steps', unit: 'steps',
      daily: [{date: '2024-06-09', value: 700}, {date: '2024-06-10', value: 20}],
      last30: {days: 2, mean: 360, min: 20, max: 700},
      last90: {days: 2, mean: 360, min: 20, max: 700},
    }])
  })

  it('skips a unit it does not know instead of guessing', async () => {
    const odd = ' <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="oz" startDate="2024-06-09 07:00:00 +0100" endDate="2024-06-09 07:00:00 +0100" value="2400"/>\n'
    const summary = await readHealthExport(file('odd-unit.xml', appleXml(odd + step('2024-06-09', 10))))
    expect(summary.metrics.map(({metric}) => metric)).toEqual(['steps'])
  })

  it('refuses an XML bomb (entity declarations) before expanding anything', async () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE HealthData [\n<!ENTITY a "aaaaaaaaaa">\n${Array.from({length: 9}, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${('&' + (i === 0 ? 'a' : 'b'.repeat(i)) + ';').repeat(10)}">`).join('\n')}\n]>\n<HealthData><Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2024-03-09 10:00:00 +0100" value="1" sourceName="&bbbbbbbbb;"/></HealthData>`
    const before = process.memoryUsage().rss
    expect(await refusal(file('bomb.xml', bomb))).toBe('unsafe_xml')
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 2 ** 20)
  })

  it('an export with nothing in the 90 days before its date', async () => {
    expect(await refusal(file('old.xml', appleXml(step('2023-01-02', 500))))).toBe('no_recent_data')
  })

  it('an XML file that is not a health export, and one cut short', async () => {
    expect(await refusal(file('other.xml', '<?xml version="1.0"?><rss><channel/></rss>'))).toBe('not_an_export')
    expect(await refusal(file('cut.xml', appleXml(step('2024-06-09', 300)).slice(0, 300)))).toBe('corrupt')
  })
})

describe('zip files', () => {
  it('a damaged zip, a zip without an export, and bytes that are no export at all', async () => {
    expect(await refusal(file('damaged.zip', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)])))).toBe('corrupt')
    expect(await refusal(await zip('photos.zip', {'holiday/notes.txt': 'nothing here'}))).toBe('not_an_export')
    expect(await refusal(file('binary.bin', Buffer.from([0, 1, 2, 3, 0, 255])))).toBe('not_an_export')
  })

  it('an export.xml inside a zip whose data was damaged after its header', async () => {
    const at = await zip('broken-data.zip', {'apple_health_export/export.xml': appleXml(step('2024-06-09', 300).repeat(200))})
    const bytes = require('node:fs').readFileSync(at) as Buffer
    bytes.fill(0x41, 200, 400)
    expect(await refusal(file('broken-data-2.zip', bytes))).toBe('corrupt')
  })
})

describe('Google Fit and generic CSV', () => {
  it('a Takeout zip with the daily summary: steps, weight and sleep per day', async () => {
    const csv = [
      'Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Average heart rate (bpm),Step count,Average weight (kg),Sleep duration (ms)',
      '2024-05-01,40,2100.5,5400.2,12,71,8123,80.4,27000000',
      '2024-05-02,35,2000,4800,10,70,6020,,25200000',
      '2024-05-03,10,1900,900,2,72,1500,80.0,',
    ].join('\n')
    const summary = await readHealthExport(await zip('takeout.zip', {'Takeout/Fit/Daily activity metrics/Daily activity metrics.csv': csv}))
    expect(summary.kind).toBe('google_fit')
    expect(summary.endDate).toBe('2024-05-03')
    expect(Object.fromEntries(summary.metrics.map(({metric, daily}) => [metric, daily.map(({value}) => value)]))).toEqual({
      steps: [8123, 6020, 1500],
      sleep: [7.5, 7],
      weight: [80.4, 80],
    })
  })

  it('a generic date,metric,value,unit file with units converted and a semicolon variant with decimal commas', async () => {
    const summary = await readHealthExport(file('generic.csv', [
      'date,metric,value,unit',
      '2024-06-01,weight,176.4,lb',
      '2024-06-01,glucose,108,mg/dL',
      '2024-06-02,sleep,450,min',
      '2024-06-02,spo2,0.97,',
      '2024-06-02,systolic,128,mmHg',
      '2024-06-02,mystery,5,',
    ].join('\n')))
    expect(summary.kind).toBe('csv')
    expect(Object.fromEntries(summary.metrics.map(({metric, daily}) => [metric, daily]))).toEqual({
      sleep: [{date: '2024-06-02', value: 7.5}],
      weight: [{date: '2024-06-01', value: 80}],
      blood_pressure_systolic: [{date: '2024-06-02', value: 128}],
      blood_glucose: [{date: '2024-06-01', value: 6}],
      oxygen_saturation: [{date: '2024-06-02', value: 97}],
    })
    const semicolons = await readHealthExport(file('generic-de.csv', 'date;metric;value;unit\n2024-06-01;weight;80,5;kg\n'))
    expect(semicolons.metrics[0]!.daily).toEqual([{date: '2024-06-01', value: 80.5}])
  })

  it('an export whose last day is over 90 days before today', async () => {
    expect(await refusal(file('last-year.csv', 'date,metric,value\n2024-03-01,steps,100\n2024-03-31,steps,90\n'))).toBe('no_recent_data')
    const recent = await readHealthExport(file('this-spring.csv', 'date,metric,value\n2024-04-02,steps,100\n'))
    expect(recent.endDate).toBe('2024-04-02') // 90 days before 2024-07-01: still recent
  })

  it('a CSV that is neither, and one with a line no export writes', async () => {
    expect(await refusal(file('contacts.csv', 'name,phone\nA,1\n'))).toBe('not_an_export')
    expect(await refusal(file('long.csv', `date,metric,value\n2024-01-01,steps,${'9'.repeat(20_000)}\n`))).toBe('corrupt')
  })
})
