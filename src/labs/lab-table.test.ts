import {labTableOf, MIN_LAB_ROWS, wireLabTable} from './lab-table'
import {criticalLabValues, labResultText, labUnitText, labValueText} from './lab-format'
import {toWireLabTable} from './wire-table'

const REPORT = [
  'City Laboratory — Basic metabolic panel',
  'Sodium 138 mmol/L 135 - 145',
  'Potassium 6.8 mmol/L 3.5 - 5.1 H',
  'Creatinine 88 µmol/L 60-110',
  'Zonulin 12 ng/mL 0 - 10',
  'Glucose 5.4 mmol/L',
  'Report validated by Dr A. Example',
].join('\n')

describe('labTableOf', () => {
  it('reads the rows, counts the result-like lines it cannot name, and finds the critical value', () => {
    const table = labTableOf(REPORT)!
    expect(table.rows.map((row) => [row.analyte, row.value, row.unit, row.range?.text ?? null, row.flag])).toEqual([
      ['sodium', 138, 'mmol/L', '135 - 145', null],
      ['potassium', 6.8, 'mmol/L', '3.5 - 5.1', 'high'],
      ['creatinine', 88, 'µmol/L', '60-110', null],
      ['glucose', 5.4, 'mmol/L', null, null],
    ])
    expect(table.unrecognisedLines).toBe(1)
    expect(table.critical.map((finding) => [finding.row.analyte, finding.threshold.direction, finding.threshold.value])).toEqual([['potassium', 'above', 6.5]])
  })

  it('is not a lab report below two rows: a letter with one number, an empty or missing text', () => {
    expect(MIN_LAB_ROWS).toBe(2)
    expect(labTableOf('Dear Dr Smith,\nmy glucose was 6.1 mmol/L this morning.\nThank you')).toBeNull()
    expect(labTableOf('Potassium 4.1 mmol/L 3.5 - 5.1')).toBeNull()
    expect(labTableOf('Potassium 4.1 mmol/L 3.5 - 5.1\nSodium 140 mmol/L 135 - 145')).not.toBeNull()
    expect(labTableOf('')).toBeNull()
    expect(labTableOf('   \n ')).toBeNull()
    expect(labTableOf(null)).toBeNull()
  })

  it('reads a CSV export, dipstick grades included, and is deterministic', () => {
    const csv = 'Analyte;Value;Unit;Reference\nHaemoglobin;6.2;g/dL;12-16\nPlatelets;15;10^9/L;150-400\nUrine protein;++;;negative'
    const table = labTableOf(csv)!
    expect(table.rows.map((row) => row.analyte)).toEqual(['haemoglobin', 'platelets', 'urine_protein'])
    expect(table.critical.map((finding) => finding.row.analyte)).toEqual(['haemoglobin', 'platelets'])
    expect(labTableOf(csv)).toEqual(table)
  })
})

describe('wireLabTable', () => {
  it('keeps only what is shown: the range as written, the critical rows by index', () => {
    const wire = wireLabTable(labTableOf(REPORT)!, (analyte) => `name of ${analyte}`)
    expect(wire).toEqual({
      rows: [
        {analyte: 'sodium', name: 'name of sodium', value: 138, unit: 'mmol/L', range: '135 - 145', flag: null},
        {analyte: 'potassium', name: 'name of potassium', value: 6.8, unit: 'mmol/L', range: '3.5 - 5.1', flag: 'high'},
        {analyte: 'creatinine', name: 'name of creatinine', value: 88, unit: 'µmol/L', range: '60-110', flag: null},
        {analyte: 'glucose', name: 'name of glucose', value: 5.4, unit: 'mmol/L', range: null, flag: null},
      ],
      unrecognisedLines: 1,
      critical: [1],
    })
    expect(toWireLabTable(JSON.parse(JSON.stringify(wire)))).toEqual(wire)
    expect(criticalLabValues([wire, undefined])).toEqual([{analyte: 'potassium', name: 'name of potassium', value: 6.8, unit: 'mmol/L'}])
  })

  it('refuses what is not a table when it arrives in the browser', () => {
    expect(toWireLabTable(null)).toBeNull()
    expect(toWireLabTable({rows: [{analyte: 'Potassium <b>', value: 1, unit: 'x'}], critical: []})).toBeNull()
    expect(toWireLabTable({rows: [{analyte: 'iron', value: '1', unit: 'x'}], critical: []})).toBeNull()
    expect(toWireLabTable({rows: [{analyte: 'iron', value: 10, unit: 'µmol/L', flag: 'weird'}], critical: [0, 5, -1, 'x'], unrecognisedLines: -3}))
      .toEqual({rows: [{analyte: 'iron', name: 'iron', value: 10, unit: 'µmol/L', range: null, flag: null}], critical: [0], unrecognisedLines: 0})
  })
})

describe('how values are written', () => {
  it('uses the locale\'s decimal sign, no grouping, a grade as pluses or the word for negative', () => {
    expect(labValueText({value: 6.8, unit: 'mmol/L'}, 'en', 'negative')).toBe('6.8')
    expect(labValueText({value: 6.8, unit: 'mmol/L'}, 'de', 'negativ')).toBe('6,8')
    expect(labValueText({value: 1250, unit: '10^9/L'}, 'fr', 'négatif')).toBe('1250')
    expect(labValueText({value: 0, unit: 'grade'}, 'es', 'negativo')).toBe('negativo')
    expect(labValueText({value: 3, unit: 'grade'}, 'en', 'negative')).toBe('+++')
    expect(labUnitText('10^9/L')).toBe('10⁹/L')
    expect(labUnitText('10^12/L')).toBe('10¹²/L')
    expect(labUnitText('grade')).toBe('')
    expect(labResultText({value: 6.8, unit: 'mmol/L'}, 'fr', 'négatif')).toBe('6,8 mmol/L')
    expect(labResultText({value: 7.5, unit: ''}, 'en', 'negative')).toBe('7.5')
  })
})
