import {extractLabRows} from './extract'

const analytes = (text: string, language: 'en' | 'es' | 'fr' | 'de') => extractLabRows(text, language).rows.map((row) => `${row.analyte} ${row.value}`)

describe('lines whose number is a threshold or a criterion, not a result', () => {
  it('reads a note that runs on after its unit as a sentence, with no range, as no row', () => {
    expect(analytes('  Vitamin D: 50 nmol/L or more is adequate for most people; levels may be lower at the end of winter.', 'en')).toEqual([])
    expect(analytes('Ferritine : 30 µg/l suffit chez la plupart des femmes adultes', 'fr')).toEqual([])
    expect(analytes('25-OH Vitamin D               38        L      nmol/L      (50-150)', 'en')).toEqual(['vitamin_d 38'])
  })

  it('reads a bound written after the number ("or more", "ou plus", "oder mehr") as a threshold', () => {
    expect(analytes('Vitamin D 50 nmol/L or more', 'en')).toEqual([])
    expect(analytes('HbA1c 48 mmol/mol and above', 'en')).toEqual([])
    expect(analytes('Vitamine D 75 nmol/l ou plus', 'fr')).toEqual([])
    expect(analytes('Vitamina D 30 ng/mL o más', 'es')).toEqual([])
    expect(analytes('Vitamin D 30 ng/ml oder mehr', 'de')).toEqual([])
    expect(analytes('Vitamin D   30 ng/ml   30 - 100', 'de')).toEqual(['vitamin_d 30'])
  })

  it('reads a name followed by a band or risk class ("desirable", "optimal", "Mangel") as no row', () => {
    expect(analytes('Cholesterol  desirable  5.2 mmol/L', 'en')).toEqual([])
    expect(analytes('LDL  optimal < 2.6 mmol/L', 'en')).toEqual([])
    expect(analytes('Vitamin D deficiency < 25 nmol/L', 'en')).toEqual([])
    expect(analytes('Vitamin-D-Mangel < 20 ng/ml', 'de')).toEqual([])
    expect(analytes('Colesterol deseable < 200 mg/dL', 'es')).toEqual([])
  })

  it('reads a bound followed by a band name, or a value written "≥", as a criterion', () => {
    expect(analytes('LDL cholesterol   < 1.8 mmol/L   high risk', 'en')).toEqual([])
    expect(analytes('HbA1c ≥ 6.5 % diabetes', 'en')).toEqual([])
    expect(analytes('HbA1c ≥ 6,5 % : diabète', 'fr')).toEqual([])
    expect(analytes('CRP   < 5 mg/L', 'en')).toEqual(['crp 5'])
    expect(analytes('LDL-Cholesterin   < 1,8 mmol/l   hohes Risiko', 'de')).toEqual([])
  })

  it('reads the lines under a heading of treatment targets as no rows, unless they carry a range', () => {
    const report = ['LIPIDS', 'LDL cholesterol   3.9 mmol/L   (< 3.0)', 'Target values', 'LDL cholesterol   < 1.8 mmol/L',
      'HDL cholesterol   > 1.0 mmol/L', 'THYROID', 'TSH   2.1 mIU/L'].join('\n')
    expect(analytes(report, 'en')).toEqual(['ldl 3.9', 'tsh 2.1'])
    expect(analytes('Zielwerte nach ESC\nLDL-Cholesterin   < 55 mg/dl\nHbA1c   < 7,0 %', 'de')).toEqual([])
    expect(analytes('Valeurs cibles\nLDL cholestérol   1,8 mmol/l', 'fr')).toEqual([])
  })
})

describe('lines whose first number may be another column\'s', () => {
  it('refuses a line whose unit belongs to a later number after words (a previous value, a time, a method\'s figure)', () => {
    expect(analytes('Ferritin  Vorwert 38  aktuell 45 ug/l  30-200', 'de')).toEqual([])
    expect(analytes('Glucose 2 h post-load 7.8 mmol/L', 'en')).toEqual([])
    expect(analytes('Hemoglobina  Método: 2 colorimetría  13,5 g/dL', 'es')).toEqual([])
    expect(analytes('Ferritin  1 of 2  45 ug/L', 'en')).toEqual([])
    expect(extractLabRows('Ferritin  1 of 2  45 ug/L', 'en').unrecognisedLines).toBe(1)
  })

  it('keeps a range written in words or signs before its unit ("Menor de 200 mg/dL", "> OR = 60")', () => {
    expect(analytes('Colesterol HDL                  37            Mayor de 40               mg/dL', 'es')).toEqual(['hdl 37'])
    expect(analytes('EGFR                                            28 L           > OR = 60         mL/min/1.73m2', 'en')).toEqual(['egfr 28'])
    expect(analytes('Glucose   5.4   ref 3.9 - 5.8   mmol/L', 'en')).toEqual(['glucose 5.4'])
    expect(analytes('Kalium   5,4   Referenz bis 5,1 mmol/l', 'de')).toEqual(['potassium 5.4'])
  })

  it('refuses a label that names a previous result or the reference range', () => {
    expect(analytes('Sodium  Reference interval 135 mmol/L', 'en')).toEqual([])
    expect(analytes('HbA1c previous result 48 mmol/mol', 'en')).toEqual([])
    expect(analytes('Ferritina anterior: 38 ng/mL', 'es')).toEqual([])
    expect(analytes('Kalium  Referenzbereich bis 5,1 mmol/l', 'de')).toEqual([])
  })
})
