import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('what stands in or near the value\'s place', () => {
  it('reads a plus column before the value as the high mark, outside a urine section', () => {
    const {rows} = read([
      'Analyse   Résultat   Unité   Valeurs de référence',
      'Glucose (à jeun)   +   118   mg/dl   70 - 100',
      'Cholestérol total   +   241   mg/dl   < 190',
      'Cholestérol HDL   48   mg/dl   > 40',
      'TSH   -   0,18   mUI/l   0,27 - 4,20',
    ], 'fr')
    expect(brief(rows)).toEqual([
      ['glucose', 118, 'mg/dL', 'high'],
      ['cholesterol', 241, 'mg/dL', 'high'],
      ['hdl', 48, 'mg/dL', null],
      ['tsh', 0.18, 'mU/L', 'low'],
    ])
  })

  it('keeps a plus in a urine section a grade', () => {
    const {rows} = read(['Urinstatus', 'Eiweiß   +   negativ'], 'de')
    expect(brief(rows)).toEqual([['urine_protein', 1, 'grade', 'high']])
  })

  it('reads the year after an eGFR equation as its name, not its value', () => {
    const {rows} = read(['eGFR CKD-EPI 2021   >90   ml/min/1,73m²   > 60', 'GFR (MDRD 2006)   58   ml/min/1,73m²   > 60'], 'fr')
    expect(brief(rows)).toEqual([['egfr', 90, 'mL/min/1.73m²', null], ['egfr', 58, 'mL/min/1.73m²', 'low']])
  })

  it('reads a share restated as a count ("soit") as the count, with the range and mark after it', () => {
    const {rows} = read([
      'Polynucléaires neutrophiles   81,2 %   soit 9,42 G/L *   1,80 - 7,50   4,51',
      'Lymphocytes   12,1 %   soit 1,40 G/L   1,00 - 4,00   2,05',
    ], 'fr')
    expect(brief(rows)).toEqual([['neutrophils', 9.42, '10^9/L', 'high'], ['lymphocytes', 1.4, '10^9/L', null]])
  })

  it('reads a value restated in another unit ("soit") as the first value, the range after it in the first unit', () => {
    const {rows} = read([
      'Créatinine   7,8 mg/L soit 69 µmol/L   N : 5,7–11,1 mg/L',
      'Cholestérol total   2,21 g/L soit 5,71 mmol/L   N : < 2,00 g/L',
    ], 'fr')
    expect(brief(rows)).toEqual([['creatinine', 7.8, 'mg/L', null], ['cholesterol', 2.21, 'g/L', 'high']])
  })

  it('reads a US strip\'s bracketed grade, and refuses a grade in the reference column past a word it does not read', () => {
    const {rows, unrecognisedLines} = read([
      'MACROSCOPIC (REAGENT STRIP)',
      'Component                 Result            Reference Range      Flag',
      'Blood                     Moderate (2+)     Negative             A',
      'Leukocyte Esterase        Large (3+)        Negative             A',
      'Ketones                   Small             Negative             A',
      'Glucose                   Negative          Negative',
    ])
    expect(brief(rows)).toEqual([['urine_blood', 2, 'grade', 'high'], ['urine_leukocytes', 3, 'grade', 'high'], ['urine_glucose', 0, 'grade', null]])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads a flag column\'s letter before the unit as no part of it', () => {
    const {rows} = read(['Untersuchung   Resultat   Bew.   Einheit   Referenz', 'Hämoglobin   12,8   N   g/dl   12,0 - 16,0', 'Thrombozyten   96   L   G/l   150 - 350'], 'de')
    expect(brief(rows)).toEqual([['haemoglobin', 12.8, 'g/dL', null], ['platelets', 96, '10^9/L', 'low']])
  })

  it('reads a German portal\'s test-strip fields ("Harnstreifen …") as urine rows', () => {
    const {rows} = read([
      'Befunddatum;Analyse;Wert;Einheit;Referenzbereich;Kennzeichen',
      '02.06.2026;Harnstreifen pH;6,5;;5,0 - 7,5;',
      '02.06.2026;Harnstreifen Leukozyten;+++;;negativ;↑',
      '02.06.2026;Harnstreifen Blut;Spur;;negativ;↑',
    ], 'de')
    expect(brief(rows)).toEqual([['urine_ph', 6.5, '', null], ['urine_leukocytes', 3, 'grade', 'high'], ['urine_blood', 1, 'grade', 'high']])
  })

  it('reads MCHC written as "Mean cell Hb concentration" and the Québec CGMH', () => {
    const {rows} = read(['Mean cell Hb concentration    341              g/L            315 - 345', 'CGMH   326      g/L   320 - 360'])
    expect(brief(rows)).toEqual([['mchc', 341, 'g/L', null], ['mchc', 326, 'g/L', null]])
  })
})
