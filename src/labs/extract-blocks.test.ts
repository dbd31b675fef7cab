import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('a name on its own line, its result below after a result head', () => {
  it('reads "Résultat : …" with the name above it', () => {
    const {rows} = read([
      'Fer sérique',
      '   Résultat : 8,6 µmol/L         Valeurs usuelles : 10,7 à 32,2',
      'T4 libre',
      '   Résultat : 21,3 pmol/L        Valeurs usuelles : 9,0 à 19,0',
    ], 'fr')
    expect(brief(rows)).toEqual([['iron', 8.6, 'µmol/L', 'low'], ['free_t4', 21.3, 'pmol/L', 'high']])
  })

  it('joins nothing to a name Hale does not read', () => {
    expect(read(['Anticorps anti-thyroperoxydase', '   Résultat : 286 UI/mL   Valeurs usuelles : inférieur à 5,6'], 'fr').rows).toEqual([])
  })
})

describe('a range printed as a low and a high column', () => {
  it('reads the two numbers ending a line under "Low   High" as the range', () => {
    const {rows} = read([
      'Parameter    Result      Unit        Low      High',
      'LYMPH#       1.4         10^3/µL     0.8      4.0',
      'Random Blood Sugar      6.4         mmol/L      3.9      7.8',
    ])
    expect(brief(rows)).toEqual([['lymphocytes', 1.4, '10^9/L', null], ['glucose', 6.4, 'mmol/L', null]])
  })

  it('leaves two numbers alone under another header', () => {
    expect(read(['Parameter    Result      Unit', 'Random Blood Sugar      6.4         mmol/L      3.9      7.8']).rows[0]?.range).toBeNull()
  })
})

describe('urine microscopy and stool tests are no strip rows', () => {
  it('counts cells under "Examen cytobactériologique des urines" and under any urine heading', () => {
    const report = ['BANDELETTE URINAIRE', 'Sang : +++ (négatif)', '', 'EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)', 'Leucocytes : 85 /mm3 (< 10)',
      'Hématies : 40 /mm3 (< 10)']
    expect(brief(read(report, 'fr').rows)).toEqual([['urine_blood', 3, 'grade', 'high']])
    expect(brief(read(['ANALYSE D\'URINE', 'Leucocytes : 85 /mm3 (< 10)'], 'fr').rows)).toEqual([])
  })

  it('reads no urine blood from "Sangre oculta en heces"', () => {
    expect(read(['"Prueba";"Resultado";"Unidad";"Rango"', '"Sangre oculta en heces";"Positivo";"";"Negativo"'], 'es').rows).toEqual([])
  })

  it('reads a strip field named after "Bandelette urinaire -"', () => {
    const csv = ['Examen\tRésultat\tUnité\tBorne inférieure\tBorne supérieure', 'Bandelette urinaire - pH\t5,5\t\t5,0\t8,0', 'Bandelette urinaire - Protéines\t++\t\tNégatif\t']
    expect(brief(read(csv, 'fr').rows)).toEqual([['urine_ph', 5.5, '', null], ['urine_protein', 2, 'grade', 'high']])
  })
})

describe('ranges and empty cells', () => {
  it('keeps a ferritin range whose low bound is far below the usual one', () => {
    expect(brief(read(['Ferritine   22   ng/mL   4,6 – 204'], 'fr').rows)).toEqual([['ferritin', 22, 'ng/mL', null]])
  })

  it('reads dashes filling the other date columns as empty cells, not a low mark', () => {
    const report = ['Parameter          Einheit          Referenz        09.12.2025    08.12.2025    07.12.2025',
      'TSH                mU/l             0,27 - 4,20     1,36          --            --']
    expect(brief(read(report, 'de').rows)).toEqual([['tsh', 1.36, 'mU/L', null]])
  })
})

describe('from a photo, arrows read apart on lines that became no row', () => {
  it('drops a value ending in 1 that would be out of range without it, where another line shows an arrow read as a stroke', () => {
    const text = ['Parameter          Einheit        Referenz         09.12.2025           08.12.2025',
      'Chlorid                mmol/l                98 - 107              84 |           88 |',
      'Kalium                    mmol/l                   3,5-5,0                 3,21            3,6'].join('\n')
    expect(extractLabRows(text, 'de', {ocr: true}).rows.map((row) => row.analyte)).not.toContain('potassium')
  })
})
