import fc from 'fast-check'
import {extractLabRows} from './extract'
import {ANALYTES} from './types'

describe('lines that are not results', () => {
  it('never makes a row of a footer, a method, a date, a phone number or a page number', () => {
    const text = [
      'Befund vidiert von Dr. med. A. Beispiel, Fachärztin für Laboratoriumsmedizin',
      'Befund vidiert von OA Dr. B. Muster am 13.03.2024 10:02',
      'Methode: Kreatinin enzymatisch; eGFR nach CKD-EPI 2021',
      'Kalium: Hämolyse kann den Wert um 0,3 erhöhen',
      'Valeurs de référence selon la SFBC 2019',
      'Compte rendu validé le 12/03/2024 à 10h15 par Dr C. Exemple',
      'Tél. 01 23 45 67 89 — Fax 01 23 45 67 90',
      'Teléfono: 912 345 678',
      'Phone: (555) 123-4567',
      'Seite 2 von 3',
      'Page 1 / 2',
      'Página 1 de 1',
      'TSH-Referenzbereich gültig ab 01.01.2023',
      'Vitamin D: <25 nmol/L deficient; 25-50 nmol/L insufficient; >50 nmol/L sufficient.',
      'Ferritin: Referenzbereich gilt für Erwachsene ab 18 Jahren',
      '12.03.2024',
      '',
      '   ',
    ].join('\n')
    expect(extractLabRows(text, 'de')).toEqual({rows: [], unrecognisedLines: 0})
  })

  it('counts results it cannot name, once a line, and makes no row of them', () => {
    const text = [
      'Hämoglobin 13,2 g/dl 12,0 - 16,0',
      'Lipase 40 U/l 13 - 60',
      'Monocytes 0.6 x10E3/uL 0.1-0.9',
      'Bilirubin direkt 0,1 mg/dl < 0,3',
      'Xylose-Test 25 mg/dl 20 - 40',
      'Urobilinogen negativ',
      'Kalium im Urin 40 mmol/l',
      'BUN/Creatinine Ratio 14 mg/dL 9-20',
      'Albumin/Globulin Ratio 1,6 g/dl 1,2 - 2,2',
      'Kreatinin-Clearance 95 ml/min > 80',
      'Iron Binding Capacity 300 ug/dL 250-450',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'de')
    expect(rows.map((row) => row.analyte)).toEqual(['haemoglobin'])
    expect(unrecognisedLines).toBe(10)
  })

  it('gives nothing for an empty report', () => {
    expect(extractLabRows('')).toEqual({rows: [], unrecognisedLines: 0})
  })
})

describe('names', () => {
  it.each([
    ['Hb 13,2 g/dl', 'haemoglobin'], ['HGB 13.2 g/dL', 'haemoglobin'], ['Hémoglobine 13,2 g/dl', 'haemoglobin'],
    ['Hemoglobina 13,2 g/dL', 'haemoglobin'], ['GOT 30 U/l', 'ast'], ['ASAT 30 UI/l', 'ast'], ['AST 30 U/L', 'ast'],
    ['GPT 30 U/l', 'alt'], ['ALAT 30 UI/l', 'alt'], ['ALT 30 U/L', 'alt'], ['γ-GT 30 U/l', 'ggt'], ['GGT 30 U/L', 'ggt'],
    ['Gamma-GT 30 UI/l', 'ggt'], ['Kreatinin 0,9 mg/dl', 'creatinine'], ['Créatinine 80 µmol/l', 'creatinine'],
    ['Creatinina 0,9 mg/dL', 'creatinine'], ['eGFR (CKD-EPI) 85 ml/min/1,73m²', 'egfr'], ['TSH basal 1,2 mU/l', 'tsh'],
    ['25-OH-Vit. D 32 ng/ml', 'vitamin_d'], ['25-OH-Vitamin D3 80 nmol/l', 'vitamin_d'], ['Ferritin 80 µg/l', 'ferritin'],
    ['Ferritine 80 µg/l', 'ferritin'], ['Ferritina 80 ng/mL', 'ferritin'], ['LDL-Cholesterin 120 mg/dl', 'ldl'],
    ['Cholesterin, HDL 55 mg/dl', 'hdl'], ['HbA1c 5,6 %', 'hba1c'], ['HbA1c (IFCC) 38 mmol/mol', 'hba1c'], ['CRP 3 mg/l', 'crp'],
    ['PCR 3 mg/L', 'crp'], ['Protéine C réactive 3 mg/l', 'crp'], ['fT4 15 pmol/l', 'free_t4'], ['T4 libre 15 pmol/l', 'free_t4'],
    ['Freies T3 4,5 pmol/l', 'free_t3'], ['Transferrinsättigung 25 %', 'transferrin_saturation'], ['Folsäure 8 ng/ml', 'folate'],
    ['Vitamin B12 400 pg/ml', 'vitamin_b12'], ['Harnsäure 5,1 mg/dl', 'uric_acid'], ['Acide urique 300 µmol/l', 'uric_acid'],
    ['Gesamteiweiß 7,1 g/dl', 'total_protein'], ['Albumin 4,5 g/dl', 'albumin'], ['Bicarbonate 25 mmol/L', 'bicarbonate'],
    ['Harnstoff 30 mg/dl', 'urea'], ['Urée 5,2 mmol/l', 'urea'], ['Triglycérides 1,2 mmol/l', 'triglycerides'],
    ['Hämatokrit 42 %', 'haematocrit'], ['MCH 30 pg', 'mch'], ['MCHC 33 g/dl', 'mchc'], ['Neutrophile 4,1 /nl', 'neutrophils'],
    ['Lymphozyten 2,0 /nl', 'lymphocytes'], ['Eisen 90 µg/dl', 'iron'], ['Fer sérique 15 µmol/l', 'iron'], ['Calcium 2,4 mmol/l', 'calcium'],
    ['S-Kalium 4,1 mmol/l', 'potassium'], ['Iron Saturation 31 %', 'transferrin_saturation'], ['Bikarbonat 24 mmol/l', 'bicarbonate'],
    ['Chlorid 101 mmol/l', 'chloride'], ['Alkalische Phosphatase 80 U/l', 'alp'], ['Bilirubin gesamt 0,6 mg/dl', 'bilirubin'],
  ])('reads "%s" as %s', (line, analyte) => {
    expect(extractLabRows(line).rows.map((row) => row.analyte)).toEqual([analyte])
  })

  it('reads urine rows by their label, their section or their dipstick value', () => {
    expect(extractLabRows('Glukose im Urin negativ').rows[0]?.analyte).toBe('urine_glucose')
    expect(extractLabRows('U-Protein ++').rows[0]?.analyte).toBe('urine_protein')
    expect(extractLabRows('Leukozyten ++').rows[0]?.analyte).toBe('urine_leukocytes')
    expect(extractLabRows('Leukozyten 6,1 /nl').rows[0]?.analyte).toBe('white_cells')
    expect(extractLabRows('Erythrozyten +').rows[0]?.analyte).toBe('urine_blood')
    expect(extractLabRows('Nitrit negativ (-)').rows[0]).toMatchObject({analyte: 'urine_nitrite', value: 0, flag: null})
    expect(extractLabRows('Ketonkörper nicht nachweisbar').rows[0]).toMatchObject({analyte: 'urine_ketones', value: 0})
    const sections = ['Urinstatus', 'Glukose 0 mg/dl', 'Blutbild', 'Glukose 95 mg/dl 70 - 99'].join('\n')
    expect(extractLabRows(sections).rows.map((row) => row.analyte)).toEqual(['urine_glucose', 'glucose'])
  })
})

describe('awkward layouts', () => {
  it('splits a unit glued to its number and joins thousands written with a space on a count per mm³', () => {
    expect(extractLabRows('Glukose 98mg/dl 70 - 99').rows[0]).toMatchObject({analyte: 'glucose', value: 98, unit: 'mg/dL'})
    expect(extractLabRows('Plaquettes 450 000 /mm3 150 000 - 400 000', 'fr').rows[0]).toMatchObject({
      analyte: 'platelets', value: 450, unit: '10^9/L', range: {low: 150, high: 400}, flag: 'high',
    })
    // Without a count unit, two numbers in a row stay two numbers.
    expect(extractLabRows('Natrium 140 135 - 145 mmol/l').rows[0]).toMatchObject({value: 140, range: {low: 135, high: 145}})
  })

  it('reads a range before the unit, a flag after everything, and ignores a previous value column', () => {
    expect(extractLabRows('Creatinine 1.02 0.57-1.00 mg/dL H', 'en').rows[0]).toMatchObject({unit: 'mg/dL', flag: 'high', range: {low: 0.57, high: 1}})
    expect(extractLabRows('Kalium 4,2 mmol/l 3,5 - 5,1 4,0 (Vorwert)').rows[0]).toMatchObject({value: 4.2, range: {low: 3.5, high: 5.1}})
    expect(extractLabRows('Hämatokrit 0,41 l/l 0,37 - 0,47').rows[0]).toMatchObject({analyte: 'haematocrit', unit: 'L/L'})
  })
})

describe('CSV exports', () => {
  it('reads a semicolon export without a header as text lines', () => {
    const csv = ['Hämoglobin;13,2;g/dl;12,0 - 16,0', 'Kalium;5,6;mmol/l;3,5 - 5,1', 'Befund;vidiert;Dr. Muster'].join('\n')
    expect(extractLabRows(csv, 'de').rows.map((row) => [row.analyte, row.value, row.flag])).toEqual([
      ['haemoglobin', 13.2, null], ['potassium', 5.6, 'high'],
    ])
  })

  it('does not take a text layer with decimal commas for a comma export', () => {
    const text = ['Hämoglobin  13,2  g/dl  12,0 - 16,0', 'Kalium  3,9  mmol/l  3,5 - 5,1'].join('\n')
    expect(extractLabRows(text, 'de').rows.map((row) => row.value)).toEqual([13.2, 3.9])
  })

  it('reads a flag written after the value in the value column', () => {
    const csv = ['Test;Result;Unit;Reference', 'Potassium;5,8 H;mmol/L;3,5-5,1'].join('\n')
    expect(extractLabRows(csv).rows[0]).toMatchObject({analyte: 'potassium', value: 5.8, flag: 'high'})
  })
})

describe('whatever the input', () => {
  const words = ['Kalium', 'Hb', 'Glucose', 'Urin', 'Seite', 'Tel.', 'negativ', '++', 'H', '*', '-', '<', 'bis', 'mmol/l', '/µl', 'g/dl',
    '13,2', '1.015', '250.000', '3,5-5,1', '12.03.2024', ';', ',', '"', '\n', ' ', '........', 'γ-GT', 'x10E3/uL', '(', ')']
  it('gives only known analytes with finite values, and counts no more lines than it has', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...words), {maxLength: 60}), fc.constantFrom(undefined, 'en', 'de'), (parts, language) => {
      const text = parts.join(' ')
      const {rows, unrecognisedLines} = extractLabRows(text, language as 'en' | 'de' | undefined)
      for (const row of rows) {
        expect(ANALYTES).toContain(row.analyte)
        expect(Number.isFinite(row.value)).toBe(true)
      }
      expect(rows.length + unrecognisedLines).toBeLessThanOrEqual(text.split('\n').length)
    }), {numRuns: 300})
  })
})

describe('size', () => {
  it('reads a long report line by line, with rows in order', () => {
    const page = Array.from({length: 40}, (_, i) => `Natrium ${130 + (i % 20)} mmol/l 135 - 145`).join('\n')
    const {rows} = extractLabRows(page.repeat(1).concat('\n', 'x '.repeat(5000)), 'de')
    expect(rows).toHaveLength(40)
    expect(rows[0]?.flag).toBe('low')
    expect(rows[19]?.flag).toBe('high')
  })
})

describe('spellings met in the development corpus', () => {
  const short = (text: string, language: 'en' | 'es' | 'fr' | 'de') =>
    extractLabRows(text, language).rows.map(({analyte, value, unit, flag}) => [analyte, value, unit, flag])

  it('reads French cell counts in Giga/L and Téra/L, and "Chlore"', () => {
    expect(short('Hématies  5,12  Téra/L  4,50 - 5,70\nLeucocytes  3,2  ↓  Giga/L  4,0 - 10,0\nChlore  105  mmol/L  98 - 107', 'fr')).toEqual([
      ['red_cells', 5.12, '10^12/L', null], ['white_cells', 3.2, '10^9/L', 'low'], ['chloride', 105, 'mmol/L', null],
    ])
  })

  it('reads the dipstick blood field as "Occult Blood" and as haemoglobin with a grade, but haemoglobin with a number as blood', () => {
    expect(short('URINALYSIS\nOccult Blood   Negative', 'en')).toEqual([['urine_blood', 0, 'grade', null]])
    expect(short('Orina\nHemoglobina   negativo', 'es')).toEqual([['urine_blood', 0, 'grade', null]])
    expect(short('Hemoglobina  9,6  g/dL  13,0 - 17,0', 'es')).toEqual([['haemoglobin', 9.6, 'g/dL', 'low']])
  })

  it('reads a Spanish "Índice de saturación" and a CSV whose label column is "Análisis"', () => {
    expect(short('Índice de saturación   9   ↓   %   15 - 45', 'es')).toEqual([['transferrin_saturation', 9, '%', 'low']])
    const csv = 'Paciente;Fecha;Análisis;Valor;Unidad;Referencia;Alerta\nPersona de Prueba;08/03/2026;Sodio;118;mmol/L;135 - 145;CRÍTICO BAJO'
    expect(short(csv, 'es')).toEqual([['sodium', 118, 'mmol/L', 'low']])
  })
})
