import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])

describe('German reports', () => {
  it('reads a text layer with decimal commas, +/- and * flags, footers and a dipstick section', () => {
    const text = [
      'Labor Dr. Muster · Musterstraße 1 · 10115 Berlin · Tel. 030 1234567',
      'Patient: Test Person   geb. 01.01.1970',
      'Probeneingang: 12.03.2024 08:15',
      'Parameter   Ergebnis   Einheit   Referenzbereich',
      'Blutbild',
      'Hämoglobin   11,2 -  g/dl   12,0 - 16,0',
      'Leukozyten   11,2 +  /nl   4,0 - 10,0',
      'Thrombozyten 250.000 /µl 150.000-400.000',
      'Klinische Chemie',
      'Kalium   6,8  mmol/l  3,5 – 5,1',
      'γ-GT  85 *  U/l  < 60',
      'GOT (ASAT)  31  U/l  bis 35',
      'eGFR (CKD-EPI)  >60  ml/min/1,73 m²  >60',
      'TSH basal 2,1 mU/l 0,27-4,2',
      '25-OH-Vit. D  18  ng/ml  30 - 100',
      'LDL-Cholesterin 160 mg/dl bis 115',
      'Methode: Kreatinin enzymatisch, eGFR nach CKD-EPI 2021',
      'Urinstatus',
      'Protein   negativ',
      'Leukozyten  ++',
      'Nitrit positiv',
      'Glukose im Urin  Spur',
      'pH  6,0   5-8',
      'spez. Gewicht  1,020',
      'Befund vidiert von Dr. A. Beispiel am 13.03.2024 um 10:02',
      'Seite 1 von 1',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'de')
    expect(brief(rows)).toEqual([
      ['haemoglobin', 11.2, 'g/dL', 'low'],
      ['white_cells', 11.2, '10^9/L', 'high'],
      ['platelets', 250, '10^9/L', null],
      ['potassium', 6.8, 'mmol/L', 'high'],
      ['ggt', 85, 'U/L', 'high'],
      ['ast', 31, 'U/L', null],
      ['egfr', 60, 'mL/min/1.73m²', null],
      ['tsh', 2.1, 'mU/L', null],
      ['vitamin_d', 18, 'ng/mL', 'low'],
      ['ldl', 160, 'mg/dL', 'high'],
      ['urine_protein', 0, 'grade', null],
      ['urine_leukocytes', 2, 'grade', 'high'],
      ['urine_nitrite', 1, 'grade', 'high'],
      ['urine_glucose', 1, 'grade', 'high'],
      ['urine_ph', 6, '', null],
      ['urine_specific_gravity', 1.02, '', null],
    ])
    expect(rows[0]?.range).toEqual({low: 12, high: 16, text: '12,0 - 16,0'})
    expect(rows[2]?.range).toMatchObject({low: 150, high: 400})
    expect(unrecognisedLines).toBe(0)
  })

  it('reads German words and arrows as flags, haemoglobin in mmol/l and cells per Tsd/µl', () => {
    const text = [
      'Hämatologie',
      'Hb            8,1   mmol/l   7,4 - 9,9',
      'Erythrozyten  3,9 niedrig  Mio/µl  4,1 - 5,4',
      'Leukozyten    3,1 ↓  Tsd/µl  3,9 - 10,2',
      'MCV           101 hoch  fl  80 - 96',
      'HbA1c         6,9  %   4,0 - 6,0',
      'Kreatinin     1,3 ↑  mg/dl  0,5 - 1,0',
      'Ferritin      12   µg/l  15 - 150',
      'Harnsäure     7,9  mg/dl',
      'CRP           <0,5 mg/l  < 5,0',
      'Monozyten     9    %     2 - 10',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'de')
    expect(brief(rows)).toEqual([
      ['haemoglobin', 8.1, 'mmol/L', null],
      ['red_cells', 3.9, '10^12/L', 'low'],
      ['white_cells', 3.1, '10^9/L', 'low'],
      ['mcv', 101, 'fL', 'high'],
      ['hba1c', 6.9, '%', 'high'],
      ['creatinine', 1.3, 'mg/dL', 'high'],
      ['ferritin', 12, 'µg/L', 'low'],
      // No range on the report: the default table (uric acid ≤ 420 µmol/L = 7.06 mg/dl) decides.
      ['uric_acid', 7.9, 'mg/dL', 'high'],
      ['crp', 0.5, 'mg/L', null],
    ])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads a semicolon CSV export with a header, a flag column and a material column', () => {
    const csv = [
      'Parameter;Material;Ergebnis;Einheit;Referenzbereich;Kennzeichen',
      'Natrium;Serum;118;mmol/l;135 - 145;L',
      'Kalium;Serum;4,1;mmol/l;3,5 - 5,1;',
      'Glukose;Serum;102;mg/dl;70 - 99;H',
      'Cholesterin;Serum;232;mg/dl;< 200;H',
      'HDL-Cholesterin;Serum;38;mg/dl;> 40;L',
      'Triglyzeride;Serum;180;mg/dl;< 150;*',
      'Glukose;Urin;negativ;;negativ;',
      'Eiweiß;Urin;+;;negativ;',
      'Lipase;Serum;40;U/l;13 - 60;',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(csv, 'de')
    expect(brief(rows)).toEqual([
      ['sodium', 118, 'mmol/L', 'low'],
      ['potassium', 4.1, 'mmol/L', null],
      ['glucose', 102, 'mg/dL', 'high'],
      ['cholesterol', 232, 'mg/dL', 'high'],
      ['hdl', 38, 'mg/dL', 'low'],
      ['triglycerides', 180, 'mg/dL', 'high'],
      ['urine_glucose', 0, 'grade', null],
      ['urine_protein', 1, 'grade', 'high'],
    ])
    expect(unrecognisedLines).toBe(1)
  })
})

describe('English reports', () => {
  it('reads a US text layer: letters as flags, parenthesised ranges, dot leaders, x10E3/uL', () => {
    const text = [
      'ACME Clinical Laboratories  |  1 Main Street, Springfield  |  Phone: (555) 123-4567',
      'Patient: Test Person    DOB: 01/01/1970    Collected: 03/12/2024 07:45',
      'Test                         Result   Flag   Units        Reference Interval',
      'COMPLETE BLOOD COUNT',
      'WBC                           6.2             x10E3/uL     3.4-10.8',
      'RBC                           4.61            x10E6/uL     4.14-5.80',
      'Hemoglobin                    13.9            g/dL         13.0-17.7',
      'Hematocrit                    41.2            %            37.5-51.0',
      'Platelets                     18       L      x10E3/uL     150-450',
      'COMPREHENSIVE METABOLIC PANEL',
      'Glucose, fasting ........ 98 mg/dL  70-99',
      'Potassium 5.8 H mmol/L (3.5-5.1)',
      'BUN                           18              mg/dL        6-24',
      'Creatinine                    1.4 *           mg/dL        0.76-1.27',
      'eGFR                          58       L      mL/min/1.73  >59',
      'Calcium                       9.4             mg/dL        8.7-10.2',
      'Bilirubin, Total              0.4             mg/dL        0.0-1.2',
      'Bilirubin, Direct             0.1             mg/dL        0.00-0.40',
      'ALT (SGPT)                    22              IU/L         0-44',
      'Hemoglobin A1c                5.9      H      %            4.8-5.6',
      'Vitamin B12                   412             pg/mL        232-1245',
      'Free T4                       1.21            ng/dL        0.82-1.77',
      'Non-HDL Cholesterol           142             mg/dL        0-129',
      'This test was developed and its performance characteristics determined by ACME.',
      'Reviewed by: J. Doe, MD   Page 1 of 2',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'en')
    expect(brief(rows)).toEqual([
      ['white_cells', 6.2, '10^9/L', null],
      ['red_cells', 4.61, '10^12/L', null],
      ['haemoglobin', 13.9, 'g/dL', null],
      ['haematocrit', 41.2, '%', null],
      ['platelets', 18, '10^9/L', 'low'],
      ['glucose', 98, 'mg/dL', null],
      ['potassium', 5.8, 'mmol/L', 'high'],
      ['urea', 18, 'mg/dL', null],
      ['creatinine', 1.4, 'mg/dL', 'high'],
      ['egfr', 58, 'mL/min/1.73m²', 'low'],
      ['calcium', 9.4, 'mg/dL', null],
      ['bilirubin', 0.4, 'mg/dL', null],
      ['alt', 22, 'U/L', null],
      ['hba1c', 5.9, '%', 'high'],
      ['vitamin_b12', 412, 'pg/mL', null],
      ['free_t4', 1.21, 'ng/dL', null],
    ])
    // Direct bilirubin and non-HDL cholesterol are results Hale does not track.
    expect(unrecognisedLines).toBe(2)
  })

  it('reads a comma CSV export with quoted fields and separate low and high columns', () => {
    const csv = [
      'Test Name,Value,Units,Ref Low,Ref High,Flag',
      'Sodium,141,mmol/L,136,145,',
      'Hemoglobin,6.4,g/dL,12.0,15.5,L',
      '"Platelet count","1,250",/uL,150000,450000,',
      'TSH,5.6,uIU/mL,0.45,4.5,H',
      'Ferritin,8,ng/mL,15,,',
      'Vitamin D 25-OH,21,ng/mL,30,100,L',
      'Magnesium,2.0,mg/dL,1.6,2.6,',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(csv, 'en')
    expect(brief(rows)).toEqual([
      ['sodium', 141, 'mmol/L', null],
      ['haemoglobin', 6.4, 'g/dL', 'low'],
      ['platelets', 1.25, '10^9/L', 'low'],
      ['tsh', 5.6, 'mU/L', 'high'],
      ['ferritin', 8, 'ng/mL', 'low'],
      ['vitamin_d', 21, 'ng/mL', 'low'],
    ])
    expect(rows[0]?.range).toEqual({low: 136, high: 145, text: '136 - 145'})
    expect(unrecognisedLines).toBe(1)
  })

  it('reads an English urinalysis with grades, trace and 1+ forms', () => {
    const text = [
      'URINALYSIS, DIPSTICK',
      'Specific Gravity     1.015        1.005-1.030',
      'pH                   6.0          5.0-7.5',
      'Protein              Negative     Negative',
      'Glucose              Trace        Negative',
      'Ketones              Negative     Negative',
      'Blood                2+           Negative',
      'Leukocyte Esterase   1+           Negative',
      'Nitrite              Positive     Negative',
      'Urobilinogen         0.2   mg/dL  0.2-1.0',
      'Page 2 of 2',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'en')
    expect(brief(rows)).toEqual([
      ['urine_specific_gravity', 1.015, '', null],
      ['urine_ph', 6, '', null],
      ['urine_protein', 0, 'grade', null],
      ['urine_glucose', 1, 'grade', 'high'],
      ['urine_ketones', 0, 'grade', null],
      ['urine_blood', 2, 'grade', 'high'],
      ['urine_leukocytes', 1, 'grade', 'high'],
      ['urine_nitrite', 1, 'grade', 'high'],
    ])
    expect(unrecognisedLines).toBe(1)
  })
})

describe('a star glued before the value', () => {
  it('reads it from a text layer as the out-of-range mark, the direction from the range', () => {
    const text = [
      'Test Ergebnis Normwert Einheit',
      'Cholesterin, gesamt *246 <200 mg/dl',
      'HDL-Cholesterin 41 >40 mg/dl',
      'Glucose im Serum (nüchtern) *118 70-100 mg/dl',
      'HbA1c (IFCC, DCCT-standardisiert) *6,1 4,8-5,9 % (entspr. 43 mmol/mol)',
      'GPT (ALAT) *52 <50 U/l',
    ].join('\n')
    expect(brief(extractLabRows(text, 'de').rows)).toEqual([
      ['cholesterol', 246, 'mg/dL', 'high'],
      ['hdl', 41, 'mg/dL', null],
      ['glucose', 118, 'mg/dL', 'high'],
      ['hba1c', 6.1, '%', 'high'],
      ['alt', 52, 'U/L', 'high'],
    ])
  })

  it('refuses, from a photo, a star joined to a whole number rather than taking the range for the value', () => {
    const {rows, unrecognisedLines} = extractLabRows('Cholesterin, gesamt *246 <200 mg/dl\nTriglyceride *312 <150 mg/dl', 'de', {ocr: true})
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(2)
  })
})
