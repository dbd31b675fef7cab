import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('names labs write out in full or abbreviate', () => {
  it('reads "blood sugar", "total WBC", "total RBC count", "packed cell volume" and absolute counts', () => {
    const {rows} = read([
      'Fasting blood sugar     5.0    mmol/L    3.9 - 5.5',
      'Total WBC               7.7    x10^9/L   4.0 - 11.0',
      'Total RBC Count         4.9    10^6/µL   4.5 - 5.9',
      'Packed cell volume      44     %         40 - 52',
      'Absolute Neutrophil Count  3.3  10^3/µL  2.0 - 7.5',
      'Absolute Lymphocyte Count  2.2  10^3/µL  1.0 - 3.5',
    ])
    expect(brief(rows)).toEqual([
      ['glucose', 5, 'mmol/L', null],
      ['white_cells', 7.7, '10^9/L', null],
      ['red_cells', 4.9, '10^12/L', null],
      ['haematocrit', 44, '%', null],
      ['neutrophils', 3.3, '10^9/L', null],
      ['lymphocytes', 2.2, '10^9/L', null],
    ])
  })

  it('reads an abbreviation written with a point after each letter', () => {
    const {rows} = read(['V.G.M.    88,0   fL    80,0 - 98,0', 'C.C.M.H.  31,1   g/dL  32,0 - 36,0'], 'fr')
    expect(brief(rows)).toEqual([['mcv', 88, 'fL', null], ['mchc', 31.1, 'g/dL', 'low']])
  })

  it('reads a long name it does not know by the abbreviation in brackets after it, and only then', () => {
    const {rows, unrecognisedLines} = read([
      'Aminotransferasa del aspartato (GOT/AST)   35   U/L   Hasta 40',
      'Cociente de Ritis (AST/ALT)   1,4   -   0,8 - 1,5',
      'Leucocitos (G/L)   7,1   4,0 - 10,0',
    ], 'es')
    expect(brief(rows)).toEqual([['ast', 35, 'U/L', null], ['white_cells', 7.1, '10^9/L', null]])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads "Alk. Phosphatase" and the Spanish transaminases by their full names', () => {
    const {rows} = read(['Alk. Phosphatase   120   U/l   40 - 130', 'Transaminasa glutámico pirúvica   30   U/L   Hasta 41'], 'de')
    expect(brief(rows)).toEqual([['alp', 120, 'U/L', null], ['alt', 30, 'U/L', null]])
  })
})

describe('units', () => {
  it('reads a count per cubic millimetre with a power of ten as one per microlitre', () => {
    const {rows} = read(['Leucocitos   5,2   x10³/mm³   4,0 - 10,0', 'Hematíes   4,4   x10^6/mm3   4,2 - 5,4'], 'es')
    expect(brief(rows)).toEqual([['white_cells', 5.2, '10^9/L', null], ['red_cells', 4.4, '10^12/L', null]])
  })
})

describe('urine sections', () => {
  it('keeps the section across the lines that describe the urine, so its pH is read', () => {
    const {rows} = read(['URINE EXAMINATION', 'Colour        Straw', 'Appearance    Hazy', 'pH            7.0', 'Protein       Trace'])
    expect(brief(rows)).toEqual([['urine_ph', 7, '', null], ['urine_protein', 1, 'grade', 'high']])
  })

  it('reads a dipstick column beside a previous-result column as two grades, not one', () => {
    const {rows} = read(['Harnstreifen', 'Eiweiß        +++       ++        negativ', 'Blut          ++        +         negativ'], 'de')
    expect(brief(rows)).toEqual([['urine_protein', 3, 'grade', 'high'], ['urine_blood', 2, 'grade', 'high']])
    // A PDF's text layer may keep one space between columns; only OCR splits a "++++".
    expect(brief(read(['Urinstatus', 'Eiweiß ++ + negativ'], 'de').rows)).toEqual([['urine_protein', 2, 'grade', 'high']])
    expect(extractLabRows('Urinstatus\nEiweiß   +++ +   negativ', 'de', {ocr: true}).rows.map((row) => row.value)).toEqual([4])
  })

  it('makes no row of a sediment count given as a span per field, and counts it', () => {
    const {rows, unrecognisedLines} = read(['Sedimento', 'Hematíes   5-10 /campo   0 - 2', 'Leucocitos   2-4 por campo   0 - 5'], 'es')
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(2)
  })
})

describe('CSV headers', () => {
  it('reads a "Biological Reference Interval" column as the range', () => {
    const {rows} = read(['Test,Value,Unit,Biological Reference Interval', 'Haemoglobin,11.9,g/dL,12.0-15.0'])
    expect(brief(rows)).toEqual([['haemoglobin', 11.9, 'g/dL', 'low']])
  })

  it('reads "Valeur min" and "Valeur max" as the bounds, not as more value columns', () => {
    const {rows} = read(['Libellé;Valeur;Unité;Valeur min;Valeur max', 'Potassium;5,4;mmol/L;3,5;5,1', 'Urée;6,0;mmol/L;2,8;7,6'], 'fr')
    expect(brief(rows)).toEqual([['potassium', 5.4, 'mmol/L', 'high'], ['urea', 6, 'mmol/L', null]])
  })

  it('reads a German "Normwert" column as the range', () => {
    const {rows} = read(['Untersuchung;Ergebnis;Einheit;Normwert', 'LDL-Cholesterin;112;mg/dl;< 116', 'Triglyceride;90;mg/dl;< 150'], 'de')
    expect(brief(rows)).toEqual([['ldl', 112, 'mg/dL', null], ['triglycerides', 90, 'mg/dL', null]])
  })

  it('takes the "Component" column for the name, not a panel column before it', () => {
    const {rows} = read(['Panel,Component,Result,Units,Reference Range', 'IRON STUDIES,Ferritin,41,ng/mL,30-400', 'IRON STUDIES,Iron,88,ug/dL,60-170'])
    expect(rows.map((row) => [row.analyte, row.value])).toEqual([['ferritin', 41], ['iron', 88]])
  })

  it('reads a "Fuera de rango" column of + and - as high and low', () => {
    const {rows} = read(['Examen;Resultado;Unidad;Valor de referencia;Fuera de rango', 'Glucosa;61;mg/dL;70 - 110;-', 'Ferritina;420;ng/mL;30 - 400;+', 'Sodio;140;mmol/L;135 - 145;'], 'es')
    expect(brief(rows)).toEqual([['glucose', 61, 'mg/dL', 'low'], ['ferritin', 420, 'ng/mL', 'high'], ['sodium', 140, 'mmol/L', null]])
  })

  it('reads a value whose comparison sign is written apart from its number', () => {
    const {rows} = read(['Paramètre;Résultat;Unité;Références', 'Vitamine B12;> 1476;pmol/L;145 - 569'], 'fr')
    expect(rows.map((row) => [row.analyte, row.value])).toEqual([['vitamin_b12', 1476]])
  })

  it('reads the second of two name columns as the analyte, the first as its panel or code', () => {
    const es = read(['Examen;Analito;Resultado;Unidades;Rango de referencia', 'Química sanguínea;Glucosa en ayunas;286;mg/dL;70 - 100'], 'es')
    expect(brief(es.rows)).toEqual([['glucose', 286, 'mg/dL', 'high']])
    // A name Hale does not know beside a code it knows: the code names the analyte.
    const en = read(['Test Code,Test Name,Result,Units,Low,High', 'MCHC,Mean Cell Hb Concentration,342,g/L,320,360'])
    expect(brief(en.rows)).toEqual([['mchc', 342, 'g/L', null]])
  })

  it('reads a panel named for the urine as a urine row, and its sediment\'s cells as no row', () => {
    const {rows, unrecognisedLines} = read([
      'Examen;Analito;Resultado;Unidades;Rango de referencia;Estado',
      'Parcial de orina;pH;6,5;;5,0 - 8,0;Normal',
      'Parcial de orina;Glucosa;++;mg/dL;Negativo;Anormal',
      'Sedimento urinario;Leucocitos;0 - 2;por campo;0 - 5;Normal',
      'Sedimento urinario;Hematíes;4;por campo;0 - 3;Anormal',
    ], 'es')
    expect(brief(rows)).toEqual([['urine_ph', 6.5, '', null], ['urine_glucose', 2, 'grade', 'high']])
    expect(unrecognisedLines).toBe(2)
    const en = read(['Collected,Panel,Test,Result,Units,Reference Interval', '03/01/2025,Urine dipstick,pH,5.5,,5.0-8.0'])
    expect(brief(en.rows)).toEqual([['urine_ph', 5.5, '', null]])
  })

  it('reads "Standard Range" and "Valeurs normales" as the range column and "Statut" as the flag column', () => {
    const en = read(['Panel,Component,Value,Units,Standard Range,Flag', 'Ferritin,Ferritin,18,ng/mL,15 - 150,'])
    expect(brief(en.rows)).toEqual([['ferritin', 18, 'ng/mL', null]])
    const fr = read(['Date;Paramètre;Résultat;Unité;Valeurs normales;Statut', '21/05/2024;Acide folique;3,1;ng/ml;3,9-26,8;L'], 'fr')
    expect(brief(fr.rows)).toEqual([['folate', 3.1, 'ng/mL', 'low']])
    expect(fr.rows[0]?.range?.text).toBe('3,9-26,8')
  })

  it('reads "Nom de l\'analyse", "Nombre de la prueba" and "Name of test" as the label column, whatever column comes first', () => {
    const fr = read([
      "Date de prélèvement;Nom de l'analyse;Résultat;Unités;Valeurs de référence;Indicateur;Commentaire",
      '2024-06-03 08:12;Sodium;131;mmol/L;135 - 145;B;Contrôle suggéré',
      '2024-06-03 08:12;Leucocytes;6,3;x10E9/L;4,0 - 11,0;;',
    ], 'fr')
    expect(brief(fr.rows)).toEqual([['sodium', 131, 'mmol/L', 'low'], ['white_cells', 6.3, '10^9/L', null]])
    const es = read(['Fecha;Nombre de la prueba;Resultado;Unidades', '03/06/2024;Glucosa;92;mg/dL'], 'es')
    expect(brief(es.rows)).toEqual([['glucose', 92, 'mg/dL', null]])
    const en = read(['Collected,Name of test,Result,Units', '06/03/2024,Potassium,4.1,mmol/L'])
    expect(brief(en.rows)).toEqual([['potassium', 4.1, 'mmol/L', null]])
  })
})
