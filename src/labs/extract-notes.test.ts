import {extractLabRows} from './extract'

const analytes = (text: string, language: 'en' | 'es' | 'fr' | 'de') => extractLabRows(text, language).rows.map((row) => `${row.analyte} ${row.value}`)

describe('lines that name an analyte but are no result of it', () => {
  it('reads a note about a threshold as no row', () => {
    expect(analytes('Hb below 70 g/L phoned to Ward 7 at 10:52 (ext. 4471).', 'en')).toEqual([])
    expect(analytes('Glucosa < 54 mg/dL: se avisó al médico tratante. Consultas: (021) 000 000', 'es')).toEqual([])
    expect(analytes('Glucosa          < 54     mg/dL      70 - 110', 'es')).toEqual(['glucose 54'])
  })

  it('reads non-HDL cholesterol as no cholesterol', () => {
    expect(analytes('Cholestérol non-HDL : 5,0 mmol/L H (< 4,2)', 'fr')).toEqual([])
    expect(analytes('Non-HDL Cholesterol          5.3  H     < 4.0 mmol/L', 'en')).toEqual([])
    expect(analytes('Cholestérol total : 5,9 mmol/L H (< 5,2)', 'fr')).toEqual(['cholesterol 5.9'])
  })

  it('reads a pH only in a urine section, and keeps the section over a result it does not read', () => {
    expect(analytes('Blutgase (venös)\npH                           7,21     *L                    7,32 - 7,43', 'de')).toEqual([])
    expect(analytes('BANDELETTE URINAIRE\nSang      +++\nUrobilinogène     normal\npH     7,0', 'fr')).toEqual(['urine_blood 3', 'urine_ph 7'])
    expect(extractLabRows('Parámetro;Resultado;Unidad;Referencia\npH urinario;5,5;;5,0 - 8,0', 'es').rows)
      .toEqual([expect.objectContaining({analyte: 'urine_ph', value: 5.5})])
  })

  it('knows the names Spanish and English reports give in words', () => {
    const report = ['Uremia ....... 0,38 g/L ...... (0,15 - 0,45)', 'Creatininemia .... 1,05 mg/dL .... (0,50 - 1,10)',
      'Uricemia ....... 7,9 mg/dL ....... (2,4 - 5,7)', 'TGO (AST): 142 * U/L (hasta 40)', 'TGP (ALT): 198 * U/L (hasta 41)',
      'Gamma glutamil transpeptidasa: 310 * U/L (10 - 71)', 'TSHus ......... 3,12 µUI/ml ...... (0,27 - 4,20)', 'ORINA', 'Proteínas ...... No contiene'].join('\n')
    expect(analytes(report, 'es')).toEqual(['urea 0.38', 'creatinine 1.05', 'uric_acid 7.9', 'ast 142', 'alt 198', 'ggt 310', 'tsh 3.12', 'urine_protein 0'])
    expect(analytes('Mean cell volume   68   L   fL   (80 - 100)\nMean cell haemoglobin   21.2   L   pg   (27.0 - 32.0)', 'en')).toEqual(['mcv 68', 'mch 21.2'])
  })
})
