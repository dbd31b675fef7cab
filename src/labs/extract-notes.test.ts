import {extractLabRows} from './extract'

const analytes = (text: string, language: 'en' | 'es' | 'fr' | 'de') => extractLabRows(text, language).rows.map((row) => `${row.analyte} ${row.value}`)

describe('lines that name an analyte but are no result of it', () => {
  it('reads a note about a threshold as no row', () => {
    expect(analytes('Hb below 70 g/L phoned to Ward 7 at 10:52 (ext. 4471).', 'en')).toEqual([])
    expect(analytes('Glucosa < 54 mg/dL: se avisó al médico tratante. Consultas: (021) 000 000', 'es')).toEqual([])
    expect(analytes('Glucosa          < 54     mg/dL      70 - 110', 'es')).toEqual(['glucose 54'])
  })

  it('reads a note with a bound in words ("at least 50 nmol/L") as no row', () => {
    expect(analytes('Vitamin D: a level of at least 50 nmol/L at the end of winter is recommended.', 'en')).toEqual([])
    expect(analytes('Vitamine D : un taux d\'au moins 75 nmol/l est souhaitable chez le sujet âgé.', 'fr')).toEqual([])
    expect(analytes('25-OH Vitamin D   38 L   nmol/L   (50-140)', 'en')).toEqual(['vitamin_d 38'])
  })

  it('reads a legend of bands written number first ("<30 deficient, 30-49 insufficient") as no row', () => {
    expect(analytes('Vitamin D status: <30 deficient, 30-49 insufficient, 50-125 sufficient.', 'en')).toEqual([])
    expect(analytes('Vitamine D : < 25 carence, 25-74 insuffisance, 75-250 valeurs souhaitables', 'fr')).toEqual([])
    expect(analytes('25-OH Vitamin D        31         nmol/L     L      50 - 125', 'en')).toEqual(['vitamin_d 31'])
    expect(analytes('HbA1c, EDTA   7.4 %   4.0 - 5.6', 'en')).toEqual(['hba1c 7.4'])
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

describe('lines whose number is a span, a target or a sediment count', () => {
  it('reads a span written with spaces in the value\'s place as no row, and a low mark before a range as a flag', () => {
    expect(analytes('Glucose   6.1 - 6.9 mmol/L: impaired fasting glucose, repeat in a year', 'en')).toEqual([])
    expect(analytes('Potassium   3.1   -   3.5 - 5.1   mmol/L', 'en')).toEqual(['potassium 3.1'])
  })

  it('reads a treatment target as no row', () => {
    expect(analytes('Triglyceride-Zielwert nach Herzinfarkt: < 150 mg/dl', 'de')).toEqual([])
    expect(analytes('HbA1c target for most adults with diabetes < 7.0 %', 'en')).toEqual([])
  })

  it('reads cells counted in a urine sediment as no blood count, and a blood section after it as blood', () => {
    const report = ['Sédiment urinaire (examen microscopique)', 'Hématies    40 /mm3    < 5 /mm3', 'Leucocytes    120 /mm3    < 10 /mm3',
      'BIOCHIMIE SANGUINE     Résultat     Valeurs de référence', 'Sodium    141 mmol/l    135 - 145']
    expect(extractLabRows(report.join('\n'), 'fr')).toEqual(expect.objectContaining({unrecognisedLines: 2}))
    expect(analytes(report.join('\n'), 'fr')).toEqual(['sodium 141'])
  })

  it('reads a blood section heading followed by column heads as the end of the urine section', () => {
    const report = ['HARNSTATUS', 'Leukozyten     negativ', 'SERUM     Ergebnis     Referenz     Einheit', 'Kalium     4,2     3,5 - 5,1     mmol/l']
    expect(analytes(report.join('\n'), 'de')).toEqual(['urine_leukocytes 0', 'potassium 4.2'])
  })
})

describe('names and brackets', () => {
  it('reads a plus inside the name\'s brackets as part of the name, not a grade', () => {
    expect(analytes('25-OH-Vitamin D (D2 + D3)    61    50 - 175    nmol/l', 'de')).toEqual(['vitamin_d 61'])
  })

  it('reads singular blood-count names, the written-out filtration rate and a plural phosphatase', () => {
    const report = ['White Blood Cell    6.1    x10^9/L    4.0 - 11.0', 'Platelet    233    x10^9/L    150 - 400',
      'Tasa de filtración glomerular    88    mL/min/1,73m²    > 60', 'Fosfatasas alcalinas    95    U/L    40 - 130']
    expect(analytes(report.join('\n'), 'es')).toEqual(['white_cells 6.1', 'platelets 233', 'egfr 88', 'alp 95'])
  })

  it('reads band neutrophils as no neutrophil count', () => {
    expect(analytes('Neutrophils   61   %   40 - 75\nBand neutrophils   4   %   0 - 5', 'en')).toEqual(['neutrophils 61'])
    expect(analytes('Neutrófilos en cayado   2   %   0 - 4', 'es')).toEqual([])
  })

  it('reads a unit column after a name with digits in it ("HbA1c   %   6,1")', () => {
    const report = ['Analyse     Einheit     Ergebnis     Referenzbereich', 'HbA1c     %     6,1     4,0 - 6,0', 'Vitamin B12     pmol/l     310     145 - 569']
    expect(extractLabRows(report.join('\n'), 'de').rows.map((row) => [row.analyte, row.value, row.unit])).toEqual([['hba1c', 6.1, '%'], ['vitamin_b12', 310, 'pmol/L']])
  })

  it('reads a comment that repeats a result before a colon and a sentence as no row', () => {
    expect(analytes('Sodio   117 LL   mmol/L   135 - 145\nSodio 117 mmol/L: valor crítico comunicado al centro de salud.', 'es')).toEqual(['sodium 117'])
    expect(analytes('  Sodium 117 mmol/L : valeur critique communiquée à l\'infirmière de l\'unité', 'fr')).toEqual([])
    expect(analytes('Glucose: 98 mg/dL', 'en')).toEqual(['glucose 98'])
  })

  it('reads conjugated bilirubin and an estimated average glucose in French as no row of their analyte', () => {
    expect(analytes('Bilirubin - total   38 H   umol/L   (5 - 21)\nBilirubin - conjugated   14 H   umol/L   (0 - 3)', 'en')).toEqual(['bilirubin 38'])
    expect(analytes('Glycémie moyenne estimée   2,14 g/l', 'fr')).toEqual([])
  })

  it('knows the ion names of French and Latin American reports, "Fierro" and "25-hidroxi vitamina D"', () => {
    expect(analytes('Natrémie   139 mmol/l   135 - 145\nKaliémie   4,8 mmol/l   3,5 - 5,0\nChlorémie   101 mmol/l   98 - 107', 'fr'))
      .toEqual(['sodium 139', 'potassium 4.8', 'chloride 101'])
    expect(analytes('Fierro sérico   6,4   umol/L   9,0 - 30,4\n25-hidroxi vitamina D   24,6   ng/mL   30 - 100', 'es')).toEqual(['iron 6.4', 'vitamin_d 24.6'])
  })

  it('reads "normal" on a urine strip as a negative pad, and nowhere else', () => {
    expect(analytes('Urinstatus\nGlucose   normal   normal\nUrobilinogen   normal   normal', 'de')).toEqual(['urine_glucose 0'])
    expect(analytes('Glucose   normal   normal', 'de')).toEqual([])
  })

  it('reads no row from a photo\'s note whose words OCR garbled, running on after the unit with no range', () => {
    const note = 'Ferritin t w 15 ug/l d \' \' of iv 1 def y in adult'
    expect(extractLabRows(note, 'en', {ocr: true}).rows).toEqual([])
    const bands = '25-Hydroxy Vitamin D   11.3   ng/mL   Deficiency: < 20 / insufficiency: 20 - 29 / Sufficiency:'
    expect(extractLabRows(bands, 'en', {ocr: true}).rows.map((row) => row.value)).toEqual([11.3])
    const strip = 'Urinstatus\nLeukozyten ++ (ca. 75 Leu/ul) negativ'
    expect(extractLabRows(strip, 'de', {ocr: true}).rows.map((row) => [row.analyte, row.value])).toEqual([['urine_leukocytes', 2]])
  })
})
