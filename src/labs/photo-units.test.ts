import {extractLabRows} from './extract'
import {ocrDistance, rangeFromPhoto, unitFromPhoto} from './photo-units'

const range = (low: number | null, high: number | null, text: string) => ({low, high, text})
const photo = (text: string, language: 'en' | 'es' | 'fr' | 'de' = 'de') => extractLabRows(text, language, {ocr: true}).rows

describe('ocrDistance', () => {
  it('charges half for a look-alike or a stray mark, and more than a unit may take for any other edit', () => {
    expect(ocrDistance('umol/l', 'umol/l')).toBe(0)
    expect(ocrDistance('mol/l', 'umol/l')).toBe(0.5)
    expect(ocrDistance('ug/i', 'ug/l')).toBe(0.5)
    expect(ocrDistance('ma/dl', 'mg/dl')).toBe(0.5)
    expect(ocrDistance('mo/di', 'mg/dl')).toBe(1)
    expect(ocrDistance('mk/dl', 'mg/dl')).toBeGreaterThan(2)
    expect(ocrDistance('mg/dl', 'mmol/l')).toBeGreaterThan(2)
  })
})

describe('unitFromPhoto', () => {
  it('takes the unit the garbled words resemble among those the value and range allow', () => {
    expect(unitFromPhoto('glucose', '48', range(70, 110, 'ma/dL 70 - 110'), ['ma/dL'])).toEqual({unit: 'mg/dL', scale: 1})
    expect(unitFromPhoto('ferritin', '7', range(15, 150, 'j uq/l 15 - 150'), ['j', 'uq/l'])).toEqual({unit: 'µg/L', scale: 1})
    expect(unitFromPhoto('creatinine', '164', range(62, 106, 'mol/l 62 - 106'), ['mol/l'])).toEqual({unit: 'µmol/L', scale: 1})
    expect(unitFromPhoto('cholesterol', '2,45', range(null, 2, 'Q/L (hasta 2,00)'), ['Q/L', '(hasta'])).toEqual({unit: 'g/L', scale: 1})
    // A g whose tail blurred away reads as an o: "mo/di" is mg/dl.
    expect(unitFromPhoto('glucose', '92', range(70, 99, 'mo/di 70 - 99'), ['mo/di'])).toEqual({unit: 'mg/dL', scale: 1})
  })

  it('forgives a thin l that OCR dropped or read as a stroke ("mmol" and "umo!" for mmol/l and µmol/l, "mu" for mU/l)', () => {
    expect(unitFromPhoto('bicarbonate', '25', range(22, 29, 'mmol 22 - 29'), ['mmol'])).toEqual({unit: 'mmol/L', scale: 1})
    expect(unitFromPhoto('uric_acid', '377', range(202, 417, 'umo! 202 - 417'), ['umo!'])).toEqual({unit: 'µmol/L', scale: 1})
    expect(unitFromPhoto('tsh', '2,9', range(0.27, 4.2, 'mu 0,27 - 4,20'), ['mu'])).toEqual({unit: 'mU/L', scale: 1})
  })

  it('takes the only unit left when nothing stands in its place: a lost %, a count with only its range', () => {
    expect(unitFromPhoto('white_cells', '8,9', range(4, 10, '4,0 -10,0'), [])).toEqual({unit: '10^9/L', scale: 1})
    expect(unitFromPhoto('neutrophils', '62,1', range(40, 75, '40-75'), [])).toEqual({unit: '%', scale: 1})
    expect(unitFromPhoto('hba1c', '5,9', range(4, 6, '4,0 - 6,0'), [])).toEqual({unit: '%', scale: 1})
  })

  it('takes none when two units fit, when a word that is no unit stands in its place, or when a stray number stands on the line', () => {
    // A word in the unit's place that resembles no unit says the line is damaged, its value too.
    expect(unitFromPhoto('white_cells', '8,9', range(4, 10, 'GN 4,0 -10,0'), ['GN'])).toBeNull()
    expect(unitFromPhoto('urea', '94', range(10, 50, 'MK/dL [10 - 50]'), ['MK/dL'])).toBeNull()
    expect(unitFromPhoto('haemoglobin', '13,2', range(13.5, 17, 'XQ 13,5 - 17,0'), ['XQ'])).toBeNull()
    expect(unitFromPhoto('neutrophils', '0,8', range(1.5, 7.7, '1,5 - 7,7'), [])).toBeNull()
    // Dot leaders read as digits: "GOT (ASAT) .......2...0...0...... 48 + UM (< 35)".
    expect(unitFromPhoto('ast', '2', range(null, 35, '0 0 48 + UM (< 35)'), ['UM'])).toBeNull()
  })

  it('weighs a range that lost its decimal mark in each unit with the mark put back, so that the unit it fits is not ruled out', () => {
    // "40-6,0" is 4,0 - 6,0: in % as in mmol/mol once repaired, so two units remain and none is taken.
    expect(unitFromPhoto('hba1c', '11,2', range(40, 6, '40-6,0'), [])).toBeNull()
    expect(photo('Hemoglobina glicada                11,2 H                                     40-6,0', 'es')).toEqual([])
    expect(unitFromPhoto('hba1c', '11,2', range(4, 6, '4,0-6,0'), ['%'])?.unit).toBe('%')
  })
})

describe('rangeFromPhoto', () => {
  it('keeps a plausible range with a clean text, puts lost marks back at the value\'s precision, else gives none', () => {
    expect(rangeFromPhoto('iron', 'µmol/L', range(6.6, 26, 'N pmol 6,6 - 26,0'), '6,1')).toEqual(range(6.6, 26, '6,6 - 26,0'))
    expect(rangeFromPhoto('potassium', 'mmol/L', range(35, 51, '35-51'), '5,2')).toEqual(range(3.5, 5.1, '3,5 - 5,1'))
    expect(rangeFromPhoto('potassium', 'mmol/L', range(35, 51, '35-51'), '52')).toBeNull()
    expect(rangeFromPhoto('crp', 'mg/L', range(null, 5, '<5,0'), '2,4')).toEqual(range(null, 5, '< 5,0'))
  })
})

describe('a photographed report read with these rules', () => {
  it('reads rows whose unit OCR garbled', () => {
    expect(photo('Thrombozyten    388    Gil    150 - 450\nFerritin    7    j    uq/l    15 - 150')).toEqual([
      {analyte: 'platelets', value: 388, unit: '10^9/L', range: range(150, 450, '150 - 450'), flag: null},
      {analyte: 'ferritin', value: 7, unit: 'µg/L', range: range(15, 150, '15 - 150'), flag: 'low'},
    ])
  })

  it('reads µU/mL whose µ OCR read as H ("HU/mI", "HUV/mML"), a count per µl whose µ it read as y ("Mio/yl", "Tsd/yul"), and "xX10E9/L"', () => {
    const rows = photo('TSH basal   0,03   HU/mI   0,27 - 4,20   L\nTSH   1,84   HUV/mML   0,27 - 4,20\nErythrozyten   2,02   niedrig   4,5-5,9   Mio/yl\n' +
      'Thrombozyten   88   niedrig   150 - 400   Tsd/yul\nNeutrophiles   6,4   1,8 - 7,5   xX10E9/L')
    expect(rows.map((row) => [row.analyte, row.value, row.unit])).toEqual([['tsh', 0.03, 'mU/L'], ['tsh', 1.84, 'mU/L'], ['red_cells', 2.02, '10^12/L'],
      ['platelets', 88, '10^9/L'], ['neutrophils', 6.4, '10^9/L']])
  })

  it('reads U/l, G/l and T/l whose slash and l OCR read as one letter ("un", "GN", "TA")', () => {
    const rows = photo('GOT (AST)   22   un   <50\nLeukozyten   5,9   GN   3,5 - 10,0\nErythrozyten   4,12   TA   3,90 - 5,20')
    expect(rows.map((row) => [row.analyte, row.value, row.unit])).toEqual([['ast', 22, 'U/L'], ['white_cells', 5.9, '10^9/L'], ['red_cells', 4.12, '10^12/L']])
  })

  it('reads eGFR\'s unit whatever OCR made of its ml or m² ("mi/min/1,73 m2", "mL/min/1,73nY")', () => {
    const rows = photo('Filtrado glomerular (CKD-EPI)   36   mL/min/1,73nY   > 60\nFiltrado glomerular estimado   58   mi/min/1,73 m2   > 60')
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.flag])).toEqual([['egfr', 36, 'mL/min/1.73m²', 'low'], ['egfr', 58, 'mL/min/1.73m²', 'low']])
  })

  it('reads mg/dL whose g OCR read as o, a or "oa" ("mo/di", "moa/dL"), even without a range', () => {
    const rows = photo('CREATININEMIA   1,32   mo/di\nColesterol total   189   moa/dL   < 200')
    expect(rows.map((row) => [row.analyte, row.value, row.unit])).toEqual([['creatinine', 1.32, 'mg/dL'], ['cholesterol', 189, 'mg/dL']])
  })

  it('reads "x1073/uL" as 10^3/µl, its caret read as a seven after the times sign', () => {
    const rows = photo('Plaquetas   468   x1073/uL   150 - 400')
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.flag])).toEqual([['platelets', 468, '10^9/L', 'high']])
  })

  it('reads "107 3/uL" as 10^3/µl, its caret read as a seven and a space, and not as a second result column', () => {
    const rows = photo(['HEMOGRAMA       Resultado       Unidades       Referencia', 'Neutrófilos       16,1       H     107 3/uL       18-7,5',
      'Plaquetas       245       107 3/uL       150 - 450'].join('\n'), 'es')
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.flag])).toEqual([['neutrophils', 16.1, '10^9/L', 'high'], ['platelets', 245, '10^9/L', null]])
  })

  it('reads "TA libre" as free T4, its 4 read as an A', () => {
    expect(photo('TA libre   32,6   pmol/l   (12,0-22,0)', 'fr').map((row) => [row.analyte, row.value, row.flag])).toEqual([['free_t4', 32.6, 'high']])
  })

  it('reads "1U/L" as IU/L, not as a 1 glued to U/L beside the value', () => {
    expect(photo('Alkaline Phosphatase   88   1U/L   44-121', 'en').map((row) => [row.analyte, row.value, row.unit])).toEqual([['alp', 88, 'U/L']])
  })

  it('drops the one row out of its range without a mark in a report that marks the others', () => {
    const report = 'Calcium   2,71   H   mmol/l   2,10 - 2,55\nEisen   27,2   pmol/l   6,6 - 26,0\nFerritin   64   ug/l   15 - 150'
    expect(photo(report).map((row) => row.analyte)).toEqual(['calcium', 'ferritin'])
    expect(extractLabRows(report, 'de', {ocr: true}).unrecognisedLines).toBe(1)
    // The same rows from a PDF's text layer are taken as written.
    expect(extractLabRows(report, 'de').rows.map((row) => row.analyte)).toEqual(['calcium', 'iron', 'ferritin'])
  })

  it('makes no row of a range bound when OCR garbled the value into letters', () => {
    expect(photo('HDL Cholesterol   : Be   > 1.0 mmol/L', 'en')).toEqual([])
    expect(extractLabRows('CRP   < 0.5   mg/L', 'en').rows).toEqual([expect.objectContaining({analyte: 'crp', value: 0.5})])
  })
})

describe('a photographed unit beside a name in brackets or an arrow read as a 1', () => {
  it('reads a lost % beside a name whose bracket is the analyte\'s abbreviation, not a garbled unit', () => {
    const brief = (text: string) => photo(text, 'fr').map((row) => [row.analyte, row.value, row.unit, row.flag])
    expect(brief('Hémoglobine glyquée (HbA1c)            7,4                 (4,0 à 6,0)')).toEqual([['hba1c', 7.4, '%', 'high']])
    expect(brief('Hémoglobine glyquée (HbAI1c)           8,1          * 4,0-6,0')).toEqual([['hba1c', 8.1, '%', 'high']])
  })

  it('takes the unit when the only other number after the value is a lone 1 where its arrow stood', () => {
    const rows = photo('T4 libre (FT4)             23,8 1                 pmol/        12,0 — 22,0', 'fr')
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.flag])).toEqual([['free_t4', 23.8, 'pmol/L', 'high']])
    // A whole number there is a stray number (dot leaders, a second column): no unit, no row.
    expect(photo('T4 libre (FT4)             23,8 17                 pmol/        12,0 — 22,0', 'fr')).toEqual([])
  })

  it('reads a per cent sign glued to the range ("40-60%") as the unit printed after it', () => {
    const rows = photo('HbAic                                     5,4                     40-60%', 'fr')
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.range?.text])).toEqual([['hba1c', 5.4, '%', '4,0 - 6,0']])
  })
})
