import {CRITICAL_THRESHOLDS, DEFAULT_RANGES, criticalFindings, defaultFlag} from './defaults'
import {extractLabRows} from './extract'
import {ANALYTES, type LabRow} from './types'

const row = (analyte: LabRow['analyte'], value: number, unit: string): LabRow => ({analyte, value, unit, range: null, flag: null})

describe('default reference ranges', () => {
  it('has a range with a source for every analyte', () => {
    for (const analyte of ANALYTES) {
      const range = DEFAULT_RANGES[analyte]
      expect(range.low !== null || range.high !== null).toBe(true)
      expect(range.source.length).toBeGreaterThan(10)
    }
  })

  it('flags in SI units whatever unit the row is in', () => {
    expect(defaultFlag(row('glucose', 126, 'mg/dL'))).toBe('high')
    expect(defaultFlag(row('glucose', 90, 'mg/dL'))).toBeNull()
    expect(defaultFlag(row('haemoglobin', 10.5, 'g/dL'))).toBe('low')
    expect(defaultFlag(row('haemoglobin', 7.0, 'mmol/L'))).toBe('low')
    expect(defaultFlag(row('creatinine', 1.6, 'mg/dL'))).toBe('high')
    expect(defaultFlag(row('hdl', 0.8, 'mmol/L'))).toBe('low')
    expect(defaultFlag(row('urine_protein', 2, 'grade'))).toBe('high')
    expect(defaultFlag(row('urine_protein', 0, 'grade'))).toBeNull()
  })
})

describe('critical values', () => {
  it('names a source for every threshold', () => {
    for (const threshold of CRITICAL_THRESHOLDS) expect(threshold.source.length).toBeGreaterThan(10)
  })

  it.each([
    ['potassium', 6.5, 'mmol/L', true],
    ['potassium', 6.4, 'mmol/L', false],
    ['potassium', 2.5, 'mmol/L', true],
    ['sodium', 118, 'mmol/L', true],
    ['sodium', 120, 'mmol/L', false],
    ['sodium', 161, 'mmol/L', true],
    ['glucose', 45, 'mg/dL', true],
    ['glucose', 2.6, 'mmol/L', true],
    ['glucose', 60, 'mg/dL', false],
    ['glucose', 500, 'mg/dL', true],
    ['haemoglobin', 6.4, 'g/dL', true],
    ['haemoglobin', 64, 'g/L', true],
    ['haemoglobin', 4.0, 'mmol/L', true],
    ['haemoglobin', 7.5, 'g/dL', false],
    ['platelets', 18, '10^9/L', true],
    ['calcium', 14.5, 'mg/dL', true],
    ['calcium', 3.6, 'mmol/L', true],
    ['neutrophils', 0.4, '10^9/L', true],
    ['neutrophils', 40, '%', false],
  ] as const)('%s %d %s critical: %s', (analyte, value, unit, critical) => {
    expect(criticalFindings([row(analyte, value, unit)]).length).toBe(critical ? 1 : 0)
  })

  it('returns the value in SI units with the threshold it passed', () => {
    const [finding] = criticalFindings([row('glucose', 45, 'mg/dL')])
    expect(finding?.value).toBe(2.498)
    expect(finding?.unit).toBe('mmol/L')
    expect(finding?.threshold).toMatchObject({analyte: 'glucose', direction: 'below', value: 3})
  })

  it('finds the critical rows of an extracted report and only those', () => {
    const text = [
      'Kalium 6,8 mmol/l 3,5 - 5,1',
      'Natrium 138 mmol/l 135 - 145',
      'Hämoglobin 6,4 g/dl 12,0 - 16,0',
      'Thrombozyten 15 /nl 150 - 400',
      'Glukose 45 mg/dl 70 - 99',
    ].join('\n')
    const findings = criticalFindings(extractLabRows(text, 'de').rows)
    expect(findings.map((finding) => [finding.row.analyte, finding.value, finding.unit])).toEqual([
      ['potassium', 6.8, 'mmol/L'], ['haemoglobin', 64, 'g/L'], ['platelets', 15, '10^9/L'], ['glucose', 2.498, 'mmol/L'],
    ])
  })
})
