import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('a header that puts the result after the range and unit', () => {
  it('reads the last value of each line as the result, its arrow as the flag', () => {
    const {rows} = read([
      'ANALYTE   REFERENCE RANGE   UNITS   RESULT',
      'Sodium   135 - 145   mmol/L   131 ↓',
      'Potassium   3.5 - 5.1   mmol/L   4.6',
      'Total Cholesterol   <5.2   mmol/L   6.1 H',
      'eGFR   >=60   mL/min/1.73m²   74',
    ])
    expect(brief(rows)).toEqual([
      ['sodium', 131, 'mmol/L', 'low'],
      ['potassium', 4.6, 'mmol/L', null],
      ['cholesterol', 6.1, 'mmol/L', 'high'],
      ['egfr', 74, 'mL/min/1.73m²', null],
    ])
    expect(rows[2]?.range?.high).toBe(5.2)
  })

  it('refuses a line whose result column is not a value, rather than taking the range for it', () => {
    const {rows, unrecognisedLines} = read(['Test   Ref. interval   Units   Result', 'Ferritin   30 - 300   ug/L   see note', 'Folate   >5.4   nmol/L   22.0'])
    expect(brief(rows)).toEqual([['folate', 22, 'nmol/L', null]])
    expect(unrecognisedLines).toBe(1)
  })

  it('keeps the usual order under a header that names the result first', () => {
    const {rows} = read(['Test   Result   Units   Reference range', 'Urea   9.1   mmol/L   2.5 - 7.8'])
    expect(brief(rows)).toEqual([['urea', 9.1, 'mmol/L', 'high']])
  })
})

describe('a reference range on the line under its result', () => {
  it('takes it for the result above, which had none', () => {
    const {rows, unrecognisedLines} = read([
      'UREMIA ........................ 0,61 g/l',
      '      Valor de referencia: 0,10 - 0,50 g/l',
      'Filtrado glomerular ........... 52 ml/min/1,73 m2',
      '      Valor de referencia: mayor de 60',
      'Potasio ....................... 4,0 mmol/l   (3,5 - 5,1)',
    ], 'es')
    expect(brief(rows)).toEqual([['urea', 0.61, 'g/L', 'high'], ['egfr', 52, 'mL/min/1.73m²', 'low'], ['potassium', 4, 'mmol/L', null]])
    expect(rows[1]?.range?.low).toBe(60)
    expect(unrecognisedLines).toBe(0)
  })

  it('does not replace a range the result already has, nor a report mark', () => {
    const {rows} = read(['Calcium   2.71 H   mmol/L   2.15 - 2.55', 'Reference range: 2.10 - 2.80', 'Iron   31 L   umol/L', 'Reference range: 10 - 30'])
    expect(rows.map((row) => [row.analyte, row.flag, row.range?.high])).toEqual([['calcium', 'high', 2.55], ['iron', 'low', 30]])
  })
})

describe('a range written as named bands', () => {
  it('takes the normal band for the range', () => {
    const {rows} = read(['25-OH Vitamin D   14   ng/mL   Deficient: < 12 / Insufficient: 12 - 20 / Sufficient: 20 - 50'])
    expect(brief(rows)).toEqual([['vitamin_d', 14, 'ng/mL', 'low']])
    expect(rows[0]?.range?.low).toBe(20)
  })

  it('takes no band for the range when none is called normal', () => {
    const {rows} = read(['HbA1c   6.0   %   Prediabetes: 5.7 - 6.4 / Diabetes: >= 6.5'])
    expect(rows[0]?.range).toBeNull()
  })

  it('does not take units with a slash for bands', () => {
    const {rows} = read(['Glycémie   * 0,62 g/L   3,44 mmol/L   0,70 - 1,05 g/L'], 'fr')
    expect(brief(rows)).toEqual([['glucose', 0.62, 'g/L', 'low']])
  })
})

describe('lines that are no result of the analyte they name', () => {
  it('a list of the samples taken, urine among them, opens no urine section', () => {
    const {rows} = read(['Probenmaterial: EDTA-Blut, Serum, Mittelstrahlurin', 'Parameter   Ergebnis   Einheit   Referenz', 'Glukose   6,4   mmol/l   3,9 - 5,6', 'Kreatinin   71   µmol/l   45 - 84'], 'de')
    expect(brief(rows)).toEqual([['glucose', 6.4, 'mmol/L', 'high'], ['creatinine', 71, 'µmol/L', null]])
  })

  it('a urine heading still opens a urine section', () => {
    const {rows} = read(['Urinstatus (Spontanurin)', 'Glukose   negativ'], 'de')
    expect(brief(rows)).toEqual([['urine_glucose', 0, 'grade', null]])
  })

  it('an estimated average glucose is no glucose', () => {
    const {rows, unrecognisedLines} = read(['Glucosa media estimada   154   mg/dL', 'Estimated average glucose   7.1   mmol/L', 'Geschätzte durchschnittliche Glukose   140   mg/dl'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(3)
  })

  it('a sentence with a clause break about a test is a note, not its result', () => {
    const {rows, unrecognisedLines} = read(['Triglycerides measured enzymatically; fasting advised above 350 mg/dL.'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(0)
  })
})

describe('spellings of units and names', () => {
  it('reads "x E9/L", "x E12/L", "Mio./µl" and "ml/min/1.73m^2"', () => {
    const {rows} = read(['WBC   7.2   3.5 - 10.5 x E9/L', 'RBC   4.7   4.2 - 5.4 x E12/L', 'Erythrozyten   4,1   Mio./µl   4,0 - 5,2', 'eGFR   81   >60   ml/min/1.73m^2'])
    expect(rows.map((row) => [row.analyte, row.unit])).toEqual([['white_cells', '10^9/L'], ['red_cells', '10^12/L'], ['red_cells', '10^12/L'], ['egfr', 'mL/min/1.73m²']])
  })

  it('reads "Calcemia" as calcium', () => {
    const {rows} = read(['CALCEMIA ...................... 10,6 mg/dl   (8,5 - 10,5)'], 'es')
    expect(brief(rows)).toEqual([['calcium', 10.6, 'mg/dL', 'high']])
  })

  it('reads CSV columns "Lower limit" and "Upper limit" as the range', () => {
    const {rows} = read(['Date,Test name,Result,Units,Lower limit,Upper limit,Flag', '02/03/2025,Ferritin,22,ug/L,15,150,', '02/03/2025,Sodium,147,mmol/L,133,146,'])
    expect(brief(rows)).toEqual([['ferritin', 22, 'µg/L', null], ['sodium', 147, 'mmol/L', 'high']])
  })
})

describe('a sentence that names the reference range before the result', () => {
  it('is no header: the lines after it keep their order', () => {
    const {rows} = read(['The reference range printed for each test applies to adults; the result is flagged when outside it.', 'Potassium   5.9   mmol/L   3.5 - 5.1'])
    expect(brief(rows)).toEqual([['potassium', 5.9, 'mmol/L', 'high']])
  })
})

describe('a photo of a report that puts the result last', () => {
  it('reads an arrow OCR made a stroke or a 1 after the result as a mark, not as the result', () => {
    const text = ['TEST   REF. RANGE   UNITS   RESULT', 'Sodium   135 - 145   mmol/L   149 1', 'Chloride   98-107   mmol/L   103'].join('\n')
    const {rows} = extractLabRows(text, 'en', {ocr: true})
    expect(brief(rows)).toEqual([['sodium', 149, 'mmol/L', 'high'], ['chloride', 103, 'mmol/L', null]])
  })
})
