/**
 * What OCR does to a report, and what the extractor makes of it: a misread unit read back, an
 * impossible value or a unit that cannot be the analyte's dropped rather than made a row, a range
 * that lost its decimal marks ignored, a mark that contradicts the range dropping the row.
 */
import {extractLabRows} from './extract'
import {PLAUSIBLE, plausibleRange, plausibleValue, unitFits} from './plausibility'
import {ANALYTES} from './types'
import {repairUnit} from './units'

const only = (line: string, language: 'en' | 'es' | 'fr' | 'de' = 'de') => extractLabRows(line, language)

describe('plausibility bounds', () => {
  it('gives every analyte a bound with a reason, low below high', () => {
    for (const analyte of ANALYTES) {
      expect(PLAUSIBLE[analyte].low).toBeLessThan(PLAUSIBLE[analyte].high)
      expect(PLAUSIBLE[analyte].reason.length).toBeGreaterThan(5)
    }
  })

  it('compares a value in its SI unit, and a value without a unit in any unit the analyte has', () => {
    expect(plausibleValue({analyte: 'potassium', value: 5.8, unit: 'mmol/L'})).toBe(true)
    expect(plausibleValue({analyte: 'potassium', value: 58, unit: 'mmol/L'})).toBe(false)
    expect(plausibleValue({analyte: 'glucose', value: 131, unit: 'mg/dL'})).toBe(true)
    expect(plausibleValue({analyte: 'glucose', value: 231, unit: 'mmol/L'})).toBe(false)
    expect(plausibleValue({analyte: 'glucose', value: 131, unit: ''})).toBe(true)
    expect(plausibleValue({analyte: 'potassium', value: 52, unit: ''})).toBe(false)
    expect(plausibleValue({analyte: 'neutrophils', value: 62.1, unit: '%'})).toBe(true)
    expect(plausibleValue({analyte: 'neutrophils', value: 621, unit: '%'})).toBe(false)
    expect(plausibleValue({analyte: 'urine_ph', value: 75, unit: ''})).toBe(false)
  })

  it('compares a value in a mass unit Hale has no factor for by its prefix ("Ferritine 127 g/l", the µ lost)', () => {
    expect(plausibleValue({analyte: 'ferritin', value: 127, unit: 'g/L'})).toBe(false)
    expect(plausibleValue({analyte: 'ferritin', value: 127, unit: 'µg/L'})).toBe(true)
    expect(plausibleValue({analyte: 'ferritin', value: 0.127, unit: 'mg/L'})).toBe(true)
    expect(plausibleValue({analyte: 'crp', value: 12, unit: 'g/L'})).toBe(false)
    expect(extractLabRows('Ferritine   127   g/l   15-150', 'fr', {ocr: true}).rows).toEqual([])
  })

  it('knows which units can be an analyte\'s', () => {
    expect(unitFits('potassium', '%')).toBe(false)
    expect(unitFits('white_cells', 'fL')).toBe(false)
    expect(unitFits('haemoglobin', '%')).toBe(false)
    expect(unitFits('hba1c', '%')).toBe(true)
    expect(unitFits('creatinine', 'mg/dL')).toBe(true)
    expect(unitFits('creatinine', 'furlongs')).toBe(true)
  })

  it('takes a range ten times off the usual one for a misreading', () => {
    expect(plausibleRange('potassium', 'mmol/L', {low: 35, high: 51, text: '35-51'})).toBe(false)
    expect(plausibleRange('potassium', 'mmol/L', {low: 3.5, high: 5.1, text: '3,5-5,1'})).toBe(true)
    expect(plausibleRange('glucose', 'mg/dL', {low: 70, high: 100, text: '70 - 100'})).toBe(true)
    expect(plausibleRange('glucose', 'mmol/L', {low: 39, high: 58, text: '39-58'})).toBe(false)
  })
})

describe('a photo\'s misreadings', () => {
  it('reads misread units back', () => {
    const cases: Array<[string, string]> = [['g/di', 'g/dL'], ['MG/OL', 'mg/dL'], ['mmoV/L', 'mmol/L'], ['UIL', 'U/L'], ['10°9/L', '10^9/L'],
      ['10”6/ul', '10^12/L'], ['103/11', '10^9/L'], ['10°3/pl', '10^9/L'], ['mL/min/1,73m?', 'mL/min/1.73m²'], ['mmol/l.', 'mmol/L'], ['fi', 'fL'], ['ng/mi', 'ng/mL'], ['pg/mi', 'pg/mL'],
      ['un', 'U/L'], ['mun', 'mU/L'], ['1U/L', 'U/L'], ['MUNmML', 'mU/L'], ['HUlmL', 'mU/L'], ['MUUmI', 'mU/L'], ['GN', '10^9/L'], ['TA', '10^12/L'], ['x10%3/uL', '10^9/L'], ['x10"3/mm"', '10^9/L'], ['x10°6/mm', '10^12/L'],
      ['UNI', 'U/L'], ['UWL', 'U/L'], ['pwIU/mL', 'mU/L'], ['wlU/mL', 'mU/L'], ['mg/db', 'mg/dL'],
      ['ywIU/mL', 'mU/L'], ['mmol/|', 'mmol/L'], ['umol/|', 'µmol/L'], ['U/L|', 'U/L']]
    for (const [written, unit] of cases) expect([written, repairUnit(written)?.unit]).toEqual([written, unit])
    for (const word of ['H', 'L', 'bas', 'muX', 'UN/', 'mU/mL', ')', 'mol/L']) expect(repairUnit(word)).toBeNull()
  })

  it('reads a count whose caret OCR read as a dash, and whose times sign as a star', () => {
    expect(repairUnit('x10-3/uL')?.unit).toBe('10^9/L')
    expect(repairUnit('*10°6/uL')?.unit).toBe('10^12/L')
    expect(repairUnit('x10-4/uL')).toBeNull()
  })

  it('reads rows whose units OCR misspelled', () => {
    expect(only('Hb     16,9     g/di     13,5-17,5').rows).toEqual([expect.objectContaining({analyte: 'haemoglobin', value: 16.9, unit: 'g/dL'})])
    expect(only('Thrombo     256     10°3/pl     150 - 400').rows).toEqual([expect.objectContaining({analyte: 'platelets', value: 256, unit: '10^9/L'})])
    expect(only('Acide urique   498   élevé   pmol/L   150 - 420', 'fr').rows).toEqual([expect.objectContaining({analyte: 'uric_acid', unit: 'µmol/L', flag: 'high'})])
  })

  it('reads HbA1c with its 1 read as l or i, never as haemoglobin', () => {
    expect(only('Hemoglobin Alc   9.8   H   %   4.8 -5.6', 'en').rows).toEqual([expect.objectContaining({analyte: 'hba1c', value: 9.8, unit: '%', flag: 'high'})])
    expect(only('HbAlc   5,7   %   4,0-6,0').rows).toEqual([expect.objectContaining({analyte: 'hba1c', value: 5.7})])
    expect(only('Hemoglobin A!c   9.8   H   %   4.8 -5.6', 'en').rows).toEqual([])
  })

  it('makes no row of a value that lost its decimal mark past what a patient can have', () => {
    expect(only('Kalium     52     mmol/l     3,5-5,1')).toEqual({rows: [], unrecognisedLines: 1})
    expect(only('pH     75')).toEqual({rows: [], unrecognisedLines: 1})
  })

  it('makes no row when the unit cannot be the analyte\'s', () => {
    expect(only('Kalium     3%     mmol/l     3,4-4,5').rows).toEqual([])
    // A flag "L" read as "fl": no other unit on the line is taken instead.
    expect(only('Leucocytes   3,2   fl   Giga/L   4,0 - 10,0', 'fr').rows).toEqual([])
  })

  it('ignores a range that lost its decimal marks, and drops a row whose mark contradicts its range', () => {
    expect(only('Kalium     5,2     mmol/l     35-51').rows).toEqual([expect.objectContaining({value: 5.2, range: null, flag: null})])
    expect(only('Leucocytes   32   L   Giga/L   4,0 - 10,0', 'fr').rows).toEqual([])
  })
})

describe('text read from a photo', () => {
  const photo = (line: string, language: 'en' | 'es' | 'fr' | 'de' = 'es') => extractLabRows(line, language, {ocr: true})

  it('makes no row of a whole number five times past a range written with decimals', () => {
    expect(photo('Neutrófilos   98   alto   10^9/L   2,0-7,5').rows).toEqual([])
    expect(photo('T3 libre   46   pmol/L   3,1 - 6,8', 'fr').rows).toEqual([])
    expect(photo('Neutrófilos   9,8   alto   10^9/L   2,0-7,5').rows).toEqual([expect.objectContaining({value: 9.8, flag: 'high'})])
    // The same line in a PDF's text layer is taken as written.
    expect(only('Neutrófilos   98   alto   10^9/L   2,0-7,5', 'es').rows).toEqual([expect.objectContaining({value: 98})])
  })

  it('makes no row of a whole number beside a range that lost its decimal marks, and puts the marks back beside a decimal value', () => {
    expect(photo('Kalium     32     mmol/l     35-51', 'de').rows).toEqual([])
    expect(photo('Kalium     3,2     mmol/l     35-51', 'de').rows)
      .toEqual([expect.objectContaining({value: 3.2, range: {low: 3.5, high: 5.1, text: '3,5 - 5,1'}, flag: 'low'})])
    // A PDF's text layer is not repaired: the range is ignored.
    expect(only('Kalium     3.2     mmol/l     35-51', 'de').rows).toEqual([expect.objectContaining({value: 3.2, range: null})])
    // A range whose bounds are out of order lost a mark too ("4,5" read "45").
    expect(photo('Leucocitos   13,8   alto   x10^3/uL   45 -11,0').rows)
      .toEqual([expect.objectContaining({value: 13.8, range: {low: 4.5, high: 11, text: '4,5 - 11,0'}, flag: 'high'})])
  })

  it('makes no row of a line whose unit OCR garbled past recognition, but reads a dipstick without one', () => {
    // Haemoglobin 13,2 against 13,5 - 17,0 fits g/dL and mmol/L alike: no unit is taken.
    expect(photo('Hämoglobin     13,2     XQ     13,5 - 17,0', 'de').rows).toEqual([])
    expect(photo('Glukose     ++++', 'de').rows).toEqual([expect.objectContaining({analyte: 'urine_glucose', value: 4})])
    expect(photo('Glukose     +++ +', 'de').rows).toEqual([expect.objectContaining({analyte: 'urine_glucose', value: 4})])
  })

  it('makes no row of a line whose value OCR damaged, rather than taking the range for it', () => {
    expect(photo('Alkaline phosphatase   312°   U/L   30 - 130', 'en').rows).toEqual([])
    expect(photo('Hématies   5:12   Téra/L   4,50 - 5,70', 'fr').rows).toEqual([])
  })
})
