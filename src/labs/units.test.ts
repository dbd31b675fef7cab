import {ANALYTES} from './types'
import {CONVERSIONS, SI_UNIT, canonicalUnit, toCanonical} from './units'

describe('unit spellings', () => {
  it.each([
    ['mg/dl', 'mg/dL'], ['mg/dL', 'mg/dL'], ['mmol/l', 'mmol/L'], ['mEq/L', 'mmol/L'], ['µmol/l', 'µmol/L'], ['umol/L', 'µmol/L'],
    ['μmol/l', 'µmol/L'], ['g/l', 'g/L'], ['g/dl', 'g/dL'], ['/nl', '10^9/L'], ['G/L', '10^9/L'], ['10^9/L', '10^9/L'],
    ['x10^9/l', '10^9/L'], ['10³/µl', '10^9/L'], ['x10E3/uL', '10^9/L'], ['Tsd/µl', '10^9/L'], ['/pl', '10^12/L'], ['T/L', '10^12/L'],
    ['x10E6/uL', '10^12/L'], ['Mio/µl', '10^12/L'], ['10⁶/µl', '10^12/L'], ['fl', 'fL'], ['pg', 'pg'], ['%', '%'], ['U/l', 'U/L'],
    ['IU/L', 'U/L'], ['UI/l', 'U/L'], ['mU/l', 'mU/L'], ['µU/ml', 'mU/L'], ['mUI/L', 'mU/L'], ['µUI/mL', 'mU/L'], ['pmol/l', 'pmol/L'],
    ['ng/ml', 'ng/mL'], ['µg/l', 'µg/L'], ['nmol/l', 'nmol/L'], ['pg/ml', 'pg/mL'], ['mg/l', 'mg/L'], ['ml/min/1,73m²', 'mL/min/1.73m²'],
    ['mL/min/1.73 m2', 'mL/min/1.73m²'], ['mmol/mol', 'mmol/mol'], ['µg/dl', 'µg/dL'],
    ['10*3/uL', '10^9/L'], ['10*6/uL', '10^12/L'], ['mcg/dL', 'µg/dL'], ['Gpt/l', '10^9/L'], ['K/uL', '10^9/L'], ['Tsd./µl', '10^9/L'], ['mg%', 'mg/dL'],
  ])('spells %s as %s', (raw, unit) => {
    expect(canonicalUnit(raw)?.unit).toBe(unit)
  })

  it('scales a count per microlitre to 10^9/L and knows nothing it was not told', () => {
    expect(canonicalUnit('/µl')).toEqual({unit: '10^9/L', scale: 0.001})
    expect(canonicalUnit('Leu/µl')).toBeNull()
    expect(canonicalUnit('von')).toBeNull()
  })
})

describe('conversions to SI', () => {
  it.each([
    ['glucose', 100, 'mg/dL', 5.55, 'mmol/L'],
    ['glucose', 54, 'mg/dL', 2.997, 'mmol/L'],
    ['cholesterol', 200, 'mg/dL', 5.172, 'mmol/L'],
    ['ldl', 130, 'mg/dL', 3.362, 'mmol/L'],
    ['hdl', 40, 'mg/dL', 1.034, 'mmol/L'],
    ['triglycerides', 150, 'mg/dL', 1.694, 'mmol/L'],
    ['creatinine', 1, 'mg/dL', 88.42, 'µmol/L'],
    ['urea', 30, 'mg/dL', 4.995, 'mmol/L'],
    ['haemoglobin', 13.5, 'g/dL', 135, 'g/L'],
    ['haemoglobin', 8.1, 'mmol/L', 130.5, 'g/L'],
    ['calcium', 10, 'mg/dL', 2.495, 'mmol/L'],
    ['bilirubin', 1, 'mg/dL', 17.1, 'µmol/L'],
    ['uric_acid', 6, 'mg/dL', 356.9, 'µmol/L'],
    ['albumin', 4, 'g/dL', 40, 'g/L'],
    ['vitamin_d', 20, 'ng/mL', 49.92, 'nmol/L'],
    ['vitamin_b12', 300, 'pg/mL', 221.3, 'pmol/L'],
    ['free_t4', 1.2, 'ng/dL', 15.44, 'pmol/L'],
    ['crp', 1.2, 'mg/dL', 12, 'mg/L'],
    ['hba1c', 6.5, '%', 47.54, 'mmol/mol'],
    ['haematocrit', 42, '%', 0.42, 'L/L'],
    ['potassium', 4.2, 'mmol/L', 4.2, 'mmol/L'],
  ] as const)('%s %d %s is %d %s', (analyte, value, unit, expected, siUnit) => {
    expect(toCanonical({analyte, value, unit})).toEqual({value: expected, unit: siUnit})
  })

  it('converts per litre where it knows per decilitre, with a tenth of the factor', () => {
    expect(toCanonical({analyte: 'creatinine', value: 9, unit: 'mg/L'})).toEqual({value: 79.58, unit: 'µmol/L'})
    expect(toCanonical({analyte: 'urea', value: 300, unit: 'mg/L'})).toEqual({value: 4.995, unit: 'mmol/L'})
  })

  it('gives null for a unit it has no factor for, rather than a guess', () => {
    expect(toCanonical({analyte: 'glucose', value: 1.1, unit: 'g/L'})).toBeNull()
    expect(toCanonical({analyte: 'neutrophils', value: 60, unit: '%'})).toBeNull()
  })

  it('names a source for every factor and an SI unit for every analyte', () => {
    for (const conversion of CONVERSIONS) expect(conversion.source.length).toBeGreaterThan(10)
    for (const analyte of ANALYTES) expect(typeof SI_UNIT[analyte]).toBe('string')
  })
})
