import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('a sample written after the name, as Indian reports write it', () => {
  it('reads "HbA1c, EDTA" and "Vitamin B12, Serum": a digit inside the name makes no legend', () => {
    const {rows} = read([
      'Test Name                                  Result      Unit        Bio. Ref. Interval',
      'HbA1c (Glycosylated Haemoglobin), EDTA      7.4        %           4.0 - 5.6',
      'Vitamin B12, Serum                          186        pg/mL       211 - 911',
    ])
    expect(brief(rows)).toEqual([['hba1c', 7.4, '%', 'high'], ['vitamin_b12', 186, 'pg/mL', 'low']])
  })

  it('still takes a line of clauses that each carry a number for a legend', () => {
    const {rows, unrecognisedLines} = read(['Vitamin D 25 OH   Deficiency < 20, Insufficiency 20 - 29, Sufficiency 30 - 100'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(0)
  })
})

describe('a CSV export with current and previous result columns', () => {
  it('reads the "Current Result" column and never the "Previous Result" one', () => {
    const {rows} = read([
      'Test,Current Result,Flag,Units,Reference Interval,Previous Result,Previous Date',
      'BUN,24,,mg/dL,8-27,17,03/14/2026',
      'Creatinine,1.38,High,mg/dL,0.76-1.27,1.02,03/14/2026',
    ])
    expect(brief(rows)).toEqual([['urea', 24, 'mg/dL', null], ['creatinine', 1.38, 'mg/dL', 'high']])
  })

  it('reads "Resultado actual" and leaves "Resultado anterior" before it alone', () => {
    const {rows} = read(['Prueba;Resultado anterior;Resultado actual;Unidad;Valores de referencia', 'Creatinina;0,90;1,40;mg/dL;0,70 - 1,20'], 'es')
    expect(brief(rows)).toEqual([['creatinine', 1.4, 'mg/dL', 'high']])
  })
})

describe('a urinalysis in a CSV export without a urine column or section', () => {
  it('reads a pH without a unit right after the specific gravity as the strip\'s, and a blood row after it as the blood\'s', () => {
    const {rows} = read([
      'Test,Result,Flag,Units,Reference Interval',
      'Specific Gravity,1.025,,,1.005-1.030',
      'pH,5.5,,,5.0-7.5',
      'Glucose,Negative,,,Negative',
      'Glucose,95,,mg/dL,70-99',
    ])
    expect(brief(rows)).toEqual([
      ['urine_specific_gravity', 1.025, '', null],
      ['urine_ph', 5.5, '', null],
      ['urine_glucose', 0, 'grade', null],
      ['glucose', 95, 'mg/dL', null],
    ])
  })

  it('reads "No contiene", as Argentine labs write a negative pad', () => {
    const {rows} = read(['Determinación;Resultado;Unidad;Valores de referencia', 'Densidad;1,028;;1,010 - 1,030', 'Glucosa;No contiene;;No contiene',
      'Hemoglobina;No contiene;;No contiene'], 'es')
    expect(brief(rows)).toEqual([['urine_specific_gravity', 1.028, '', null], ['urine_glucose', 0, 'grade', null], ['urine_blood', 0, 'grade', null]])
  })
})

describe('a cumulative report whose dates fall in one year, as Australian labs print it', () => {
  const header = '                            Date   12/03/26    27/11/26    Units        Reference'
  it('takes the later date\'s column: 27 is no month, so the dates are day first', () => {
    const {rows} = read([
      header,
      '                            Time      08:30       09:05',
      'Haemoglobin                              121       108 L    g/L          (115-165)',
      'WCC                                      6.2       5.8      x10^9/L      (4.0-11.0)',
      'RCC                                      4.31      4.02     x10^12/L     (3.80-5.80)',
    ])
    expect(brief(rows)).toEqual([['haemoglobin', 108, 'g/L', 'low'], ['white_cells', 5.8, '10^9/L', null], ['red_cells', 4.02, '10^12/L', null]])
  })

  it('takes the first column when the dates run backwards, US month first', () => {
    const {rows} = read(['Test   11/27/26   03/12/26   Units', 'Creatinine   1.38 H   1.02   mg/dL   0.76-1.27'])
    expect(brief(rows)).toEqual([['creatinine', 1.38, 'mg/dL', 'high']])
  })

  it('refuses the lines when the order depends on whether the day or the month comes first', () => {
    const {rows, unrecognisedLines} = read(['Test   03/04/26   02/05/26   Units', 'Creatinine   1.38   1.02   mg/dL   0.76-1.27'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(1)
  })
})

describe('from a photo, arrows before results that stand after the range (French-speaking Swiss reports)', () => {
  const photo = (lines: readonly string[]) => extractLabRows(lines.join('\n'), 'fr', {ocr: true})
  it('takes "16,8" beside 3,9 – 5,6 for "↑ 6,8" once other rows show the arrow read as a "1" apart, and keeps "1 187"', () => {
    const {rows} = photo([
      'Analyse                Valeurs de référence          Résultat       Unité',
      'ALAT (GPT)                      < 50      1 68          U/l',
      'Gamma-GT                        < 60      1 187         U/l',
      'Glucose a jeun             3,9 — 5,6       16,8         mmol/l',
    ])
    expect(brief(rows)).toEqual([['alt', 68, 'U/L', 'high'], ['ggt', 187, 'U/L', 'high']])
  })
})

describe('from a photo, a name whose l OCR read as "!"', () => {
  it('reads "Gamma-Glutamy! Transferase" as GGT, under a Canadian flag column before the result', () => {
    const {rows} = extractLabRows([
      'TEST          FLAG          RESULT              REFERENCE RANGE                              UNITS',
      'Gamma-Glutamy! Transferase                                  HI     88       15-73           U/L',
    ].join('\n'), 'en', {ocr: true})
    expect(brief(rows)).toEqual([['ggt', 88, 'U/L', 'high']])
  })
})
