import {extractLabRows} from './extract'

const photo = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') =>
  extractLabRows(lines.join('\n'), language, {ocr: true}).rows.map((row) => [row.analyte, row.value, row.flag])

describe('arrows a photo misread', () => {
  it('makes no row of a value ending in 1 where other arrows were read as a stroke or a 1 beside their value', () => {
    const rows = photo([
      'Sodium        131 |     mmol/L    135 - 145',
      'Urea          9.81      mmol/L    2.5 - 7.8',
      'Potassium     5.9 1     mmol/L    3.5 - 5.1',
      'Chloride      101       mmol/L    98 - 107',
      'Creatinine    88        umol/L    60 - 110',
    ])
    expect(rows).toEqual([['sodium', 131, 'low'], ['potassium', 5.9, 'high'], ['chloride', 101, null], ['creatinine', 88, null]])
  })

  it('keeps such a value when without its last digit it would lie far from its range ("101" is no "10↓" beside 98 - 107)', () => {
    expect(photo(['Sodium   128 |   mmol/L   135 - 145', 'Chloride   101   mmol/L   98 - 107'])).toEqual([['sodium', 128, 'low'], ['chloride', 101, null]])
  })

  it('makes no row of an unmarked value beginning with 1 where other arrows before their value were read apart as a 1', () => {
    const rows = photo([
      'Glucose       1 142     mg/dL     70 - 100',
      'Cholesterol   1246      mg/dL     < 200',
      'Sodium        139       mmol/L    135 - 145',
      'Calcium       10.1      mg/dL     8.5 - 10.5',
    ])
    expect(rows).toEqual([['sodium', 139, null], ['calcium', 10.1, null]])
  })

  it('keeps an out-of-range value beginning with 1 where no arrow before a value was read apart', () => {
    expect(photo(['Cholesterol   246   mg/dL   < 200', 'Neutrophils   81   1   %   40 - 75'])).toEqual([['cholesterol', 246, 'high'], ['neutrophils', 81, 'high']])
  })

  it('makes no row of a grade read after a mark that follows a stray word: the grade is the reference\'s', () => {
    expect(photo(['Protein   Xq   *   Negative', 'Glucose   Negative   Negative'])).toEqual([['urine_glucose', 0, null]])
  })

  it('reads an arrow glued to a grade as a letter ("t+") apart from the grade', () => {
    expect(photo(['Bandelette urinaire', 'Sang   l++   nég.', 'Nitrites   nég.   nég.'], 'fr')).toEqual([['urine_blood', 2, 'high'], ['urine_nitrite', 0, null]])
  })

  it('keeps a value ending in 1 where no arrow was misread', () => {
    const rows = photo(['Sodium        141       mmol/L    135 - 145', 'Potassium     4.1       mmol/L    3.5 - 5.1'])
    expect(rows).toEqual([['sodium', 141, null], ['potassium', 4.1, null]])
  })

  it('reads a flag joined to its value before a previous-result column, not the previous result', () => {
    const rows = photo(['Parameter     Ergebnis  Vorwert  Einheit   Referenz', 'Kreatinin     1,36H     1,10     mg/dl     0,70 - 1,20', 'Kalium        3,2L      3,6      mmol/l    3,5 - 5,1'], 'de')
    expect(rows).toEqual([['creatinine', 1.36, 'high'], ['potassium', 3.2, 'low']])
  })
})

describe('values OCR garbled', () => {
  it('makes no row when the flag word stands before the number: the value was lost and the number is the range\'s', () => {
    expect(photo(['Kalium     Ae rn     niedrig     3,5 - 5,1 mmol/l', 'Natrium    139     mmol/l     135 - 145'], 'de')).toEqual([['sodium', 139, null]])
  })

  it('makes no row of a whole number followed by a short stray word beside a range with decimals', () => {
    const rows = photo(['HDL Cholesterol    2 Ra |     > 1.0 mmol/L', 'Lymphocytes   17 N   x10^9/L   1,0 - 4,0', 'Platelets   212 x10^9/L   150 - 400'])
    expect(rows).toEqual([['platelets', 212, null]])
  })

  it('keeps a whole number followed by its unit or flag beside a range with decimals', () => {
    expect(photo(['Potassium   7 H   mmol/L   3.5 - 5.1', 'Albumin   41 g/L   35.0 - 50.0'])).toEqual([['potassium', 7, 'high'], ['albumin', 41, null]])
  })
})

describe('small OCR confusions', () => {
  it('reads a flag word with a dropped or misplaced accent', () => {
    expect(photo(['ALAT   61 U/L   éleve   < 40', 'ASAT   30 U/L   < 40', 'GGT   80 U/L   elevé   < 55'], 'fr')).toEqual([['alt', 61, 'high'], ['ast', 30, null], ['ggt', 80, 'high']])
  })

  it('reads a slash read as a v in a unit ("UVL" for U/L)', () => {
    expect(photo(['Phosphatase alcaline   88 UVL   35 - 104'], 'fr')).toEqual([['alp', 88, null]])
  })

  it('reads an f read as a brace in a name ("{T4")', () => {
    expect(photo(['{T4   13,4   pmol/l   12,0 - 22,0'], 'de')).toEqual([['free_t4', 13.4, null]])
  })

  it('reads a star joined before a value with decimals as its mark, but no star joined to a whole number ("*41" for "* 4,1")', () => {
    const rows = photo(['Hematíes   *2,81   x10"6/uL   3,80 - 5,20', 'Hierro   *41   umol/L   10,7 - 28,6', 'Calcio   9,6   mg/dL   8,4 - 10,2'], 'es')
    expect(rows).toEqual([['red_cells', 2.81, 'low'], ['calcium', 9.6, null]])
  })

  it('reads a star joined to an enzyme\'s activity as a star before it, on a line without decimals ("*56   U/L   <41")', () => {
    const rows = photo(['GPT (ALT)          *56       U/L          <41', 'Phosphatases alcalines         *118          Ul           (35-104)',
      'GPT   *125   µkat/l   < 0,85', 'Potasio   *41   mmol/L   3,5 - 5,1'], 'es')
    expect(rows).toEqual([['alt', 56, 'high'], ['alp', 118, 'high']])
  })

  it('counts a star printed apart before the value as the report\'s mark, so that row is not the one left unmarked', () => {
    const rows = photo(['Bilirrubina total   *1.6   mg/dL   (0,3 - 1,2)', 'Colesterol total   * 236   mg/dL   (< 200)'], 'es')
    expect(rows).toEqual([['bilirubin', 1.6, 'high'], ['cholesterol', 236, 'high']])
  })

  it('reads a name\'s number before a word OCR damaged ("VITAMINA D 25 HIDROX!") as the name, not the value', () => {
    expect(photo(['VITAMINA D 25 HIDROX! TOTAL   18,4   ng/mL   30,0 - 100,0   BAJO'], 'es')).toEqual([['vitamin_d', 18.4, 'low']])
    expect(photo(['Vitamin D   25   ng/mL   30 - 100'])).toEqual([['vitamin_d', 25, 'low']])
  })

  it('makes no row of a plus before a number outside a urine section: an arrow read as a plus, no grade', () => {
    expect(photo(['Kohlenhydratstoffwechsel', 'Glukose nüchtern + 118 mg/dl 70 - 100'], 'de')).toEqual([])
    expect(photo(['Harnstreifen', 'Glukose   ++   mg/dl   negativ'], 'de')).toEqual([['urine_glucose', 2, 'high']])
  })

  it('reads "y-GT" (γ read as y) and "Chioride", "Chiorures" (l read as i)', () => {
    expect(photo(['y-GT 71 U/l bis 40 hoch', 'Chiorures 101 mmol/L 98 - 107'], 'fr')).toEqual([['ggt', 71, 'high'], ['chloride', 101, null]])
    expect(photo(['Chioride   101   mmol/L   96-106'])).toEqual([['chloride', 101, null]])
  })

  it('skips dot leaders read as zeros before the value', () => {
    expect(photo(['TSH basal .......0003:...... 1,24   mU/l   0,27 - 4,20'], 'de')).toEqual([['tsh', 1.24, null]])
  })
})

describe('stray marks in the flag column', () => {
  it('does not take a row with a stray mark where its flag was for the one row left unmarked', () => {
    const rows = photo(['Sodium   128   L   mmol/L   135 - 145', 'Albumin   29   §   g/L   35 - 50', 'Calcium   2.30   mmol/L   2.15 - 2.55'])
    expect(rows).toEqual([['sodium', 128, 'low'], ['albumin', 29, 'low'], ['calcium', 2.3, null]])
  })
})

describe('eGFR units', () => {
  it('reads "mL/min/1,73m" without its square as the eGFR unit', () => {
    expect(extractLabRows('DFG estimé   72   mL/min/1,73m   > 60', 'fr').rows.map((row) => row.unit)).toEqual(['mL/min/1.73m²'])
  })
})

describe('arrows before the value, from a photo', () => {
  it('makes no row of a value in its range that, without its first 1, would be a marked result', () => {
    const rows = photo([
      'Eisen        1 6,2     µmol/l   6,6 - 26,0',
      'Ferritin     18,4      ng/ml    13 - 150',
      'Folsäure     15,0      ng/ml    3,9 - 26,8',
      'Natrium      139       mmol/l   135 - 145',
    ], 'de')
    // "18,4" may be "↓ 8,4"; "15,0" without its 1 (5,0) is in range, and no patient has a sodium of 39.
    expect(rows).toEqual([['folate', 15, null], ['sodium', 139, null]])
  })

  it('makes no row of a lone 1 before the value: it is the arrow, and which number is the result cannot be told', () => {
    const rows = photo(['Prueba   Resultado   Unidad   Referencia   Resultado anterior', 'Leucocitos   1 13,8   x10^3/uL   4,5 - 11,0   9,9', 'Plaquetas   250   x10^3/uL   150 - 450   231'], 'es')
    expect(rows).toEqual([['platelets', 250, null]])
  })

  it('makes no row of a value in its range with a stray mark in the flag\'s place: a mark says it was out of range', () => {
    expect(photo(['Ferritin   85   j   ug/L   30 - 300', 'Iron   9   |   umol/L   10 - 30'])).toEqual([['iron', 9, 'low']])
  })
})

describe('a previous-result column after the range, from a photo', () => {
  it('reads the number ending the line as that column, so that the unit OCR misread can still be placed', () => {
    const rows = photo(['Test   Resultat   Einheit   Referenz   Vorresultat', 'Leukozyten   7,9   Gil   4,0 - 10,0   6,8', 'Kalium   4,4   mmol/l   3,5 - 5,1   4,9'], 'de')
    expect(rows).toEqual([['white_cells', 7.9, null], ['potassium', 4.4, null]])
  })

  it('keeps the range whole where no header names a previous column', () => {
    expect(photo(['Leukozyten   7,9   Gil   4,0 - 10,0   6,8'], 'de')).toEqual([])
  })
})

describe('lines a photo garbled past reading', () => {
  it('makes no row of a grade after a stray token or a mark in the result\'s place: it is the reference\'s', () => {
    const rows = photo(['URINALYSIS', 'Leucocytes   +++ *   Negative', 'Nitrite   ie   Negative', 'Ketones   *?   Negative', 'Blood   *   Negative', 'Glucose   Negative   Negative'])
    expect(rows).toEqual([['urine_leukocytes', 3, 'high'], ['urine_glucose', 0, null]])
    expect(photo(['Urinstatus', 'Leukozyten   *   +++   negativ'], 'de')).toEqual([['urine_leukocytes', 3, 'high']])
  })

  it('makes no row of pluses beside a stroke: the arrow OCR could not read may have taken a plus with it', () => {
    expect(photo(['ORINA (tira reactiva)', 'Glucosa   +++ |   Negativo', 'Cetonas   +++   Negativo'], 'es')).toEqual([['urine_ketones', 3, 'high']])
  })

  it('makes no row of a count per field whose zero OCR read as a letter ("O - 1 por campo")', () => {
    expect(photo(['Sedimento urinario', 'Hematies   O - 1 por campo   (0 - 2)'], 'es')).toEqual([])
  })

  it('reads a flag printed before its value and joined to it ("L11,2") as its mark, so that a value misread against it is no row', () => {
    expect(photo(['Hämoglobin   L11,2   g/dl   12,0 - 16,0', 'Eisen   L41   umol/l   6,6 - 26,0'], 'de')).toEqual([['haemoglobin', 11.2, 'low']])
  })

  it('makes no row of a value whose decimals OCR read as a letter before its flag ("3AL"), rather than take the previous result', () => {
    expect(photo(['Test   Ergebnis   Vorwert   Einheit   Referenz', 'Kalium   3AL   3,8   mmol/l   3,5-5,1'], 'de')).toEqual([])
  })

  it('makes no row of decimals finer than the range\'s with a doubled 1 ("9,11" beside 8,6 - 10,2)', () => {
    expect(photo(['Calcio   9,11   mg/dL   8,6 - 10,2', 'Calcio   9,41   mg/dL   8,6 - 10,2', 'Vitamina D   11,2   ng/mL   30 - 100'], 'es'))
      .toEqual([['calcium', 9.41, null], ['vitamin_d', 11.2, 'low']])
  })

  it('makes no row of a value above its range with a last decimal 1 finer than the range\'s ("28,41" for "28,4 ↑")', () => {
    expect(photo([
      'T4 libre   28,41   pmol/L   9,0- 19,0   14,1',
      'T4 libre   12,41   pmol/L   9,0- 19,0',
      'Hematíes   2,91   x10^12/L   4,5 - 5,9',
    ], 'es')).toEqual([['free_t4', 12.41, null], ['red_cells', 2.91, 'low']])
  })
})

describe('values a photo misread that still read as numbers', () => {
  it('makes no row of an unmarked value beginning with 1 that is a marked result six times past its range without it', () => {
    const rows = photo([
      'Chlorure   1 94   mmol/l   98 - 107',
      'ALAT   1214   U/l   < 41',
      'Sodium   j   129   mmol/l   133 - 145',
      'CRP   12   [<5]   mg/l',
      'Créatinine   68   umol/l   62 - 106',
    ], 'fr')
    expect(rows).toEqual([['sodium', 129, 'low'], ['crp', 12, 'high'], ['creatinine', 68, null]])
  })

  it('makes no row of a result beginning with 1 that is its previous value\'s ten times: the arrow before it read as a 1', () => {
    const rows = photo([
      'Analyse   Vorbefund 10/2025   Ergebnis   Einheit   Referenzbereich',
      'Glucose nüchtern (Plasma)   108   1121   mg/dl   70 - 100',
      'HDL-Cholesterin   41   ı 38   mg/dl   > 40',
      'LDL-Cholesterin (direkt)   158   171   mg/dl   < 130',
    ], 'de')
    expect(rows).toEqual([['hdl', 38, 'low'], ['ldl', 171, 'high']])
  })

  it('makes no row of a whole number ten times a lower bound written with decimals, nor of a range standing in the value\'s place', () => {
    expect(photo(['Acido fólico sérico   41   ng/mL   >3,9   NORMAL', 'Potasio   Osten   mmol/L   3,5 -5,1', 'Sodio   139   mmol/L   135 - 145'], 'es'))
      .toEqual([['sodium', 139, null]])
    expect(photo(['Acido fólico sérico   4,1   ng/mL   >3,9', 'Ferritina   160   ng/mL   > 15'], 'es')).toEqual([['folate', 4.1, null], ['ferritin', 160, null]])
  })
})

describe('cells a photo garbled beside the value', () => {
  it('makes no row of the previous column\'s number where OCR garbled the result cell before it into letters', () => {
    const rows = photo([
      'Date       05/06/24                14/11/23',
      'Lab ID     0000000                 0000001                 Units       Reference',
      'Free T4                                                     9L                      11        pmol/L     (10-20)',
      'iron                                                          ce                       12        umol/L     (10-30)',
      'Transferrin Saturation                                      BL                       15        %          (15-45)',
    ])
    expect(rows).toEqual([['free_t4', 9, 'low']])
    // An arrow OCR garbled before the result, under a header whose previous column stands after the range, is no result cell.
    const arrow = photo(['Examen   Resultado   Unidades   Valores de referencia   Resultado anterior (12/02/2025)', 'Hemoglobina     yl             6,3 g/dl         12,0 - 15,5                 8,2'], 'es')
    expect(arrow).toEqual([['haemoglobin', 6.3, 'low']])
  })

  it('makes no grade of a mark whose value was lost, beside a range no grade lies in, and keeps reading blood after it', () => {
    const rows = photo(['Albumine                 +:                                                 g/l            (35-52)',
      'CRP                   *12,4                                              mg/l         (<5)'], 'fr')
    expect(rows).toEqual([['crp', 12.4, 'high']])
    expect(photo(['BANDELETTE URINAIRE', 'Protéines          +          (0-1)'], 'fr')).toEqual([['urine_protein', 1, null]])
  })

  it('makes no row of a range\'s bound standing where the result was garbled into a letter', () => {
    expect(photo(['Bilirubin gesamt                                  a              <1,2                              mg/dl'], 'de')).toEqual([])
    expect(photo(['CRP   < 0,5   mg/dl   < 0,5'], 'de')).toEqual([['crp', 0.5, null]])
  })

  it('reads past an arrow printed before the name that OCR read as a letter ("t MCV"), as a marked row', () => {
    const rows = photo(['t MCV                           108           80 - 99              fl', 't MCH                           36,1          27,0 - 33,5          pg',
      'MCHC                          33,4          31,5 - 36,0          g/dl'], 'de')
    expect(rows).toEqual([['mcv', 108, 'high'], ['mch', 36.1, 'high'], ['mchc', 33.4, null]])
  })

  it('reads a result ending the line after its range and unit with the flag cell OCR garbled after it ("117   ue")', () => {
    const rows = photo(['TEST            REFERENCE RANGE                                     UNITS              RESULT',
      'Sodium                                         136 - 145              mmol/L                           117        ue',
      'Potassium                                      3.5 -5.1                mmol/L                          3.2         &',
      'Total CO2                                       23 - 29                 mmol/L                           21         L'])
    expect(rows).toEqual([['sodium', 117, 'low'], ['potassium', 3.2, 'low'], ['bicarbonate', 21, 'low']])
    // Beside a value in its range, a garbled flag says the value or the range was misread.
    expect(photo(['TEST   REFERENCE RANGE   UNITS   RESULT', 'Sodium   136 - 145   mmol/L   137   ue', 'Urea   2.1 - 7.1   mmol/L   9.4   H'])).toEqual([['urea', 9.4, 'high']])
  })

  it('reads a flag word before the value as its mark where the header puts the flag column before the result', () => {
    const rows = photo(['Analyse              Flag         Wert          Einheit             Normbereich', 'Natrium       L           133           mmol/l               136 - 145',
      'Kalium       HH          7,1             mmol/l               35-51', 'Chlorid            99             mmol/l               98 - 107',
      'Calcium       &            2,11            mmol/l               2,20 - 2,65'], 'de')
    expect(rows).toEqual([['sodium', 133, 'low'], ['potassium', 7.1, 'high'], ['chloride', 99, null], ['calcium', 2.11, 'low']])
    // Where the flag follows the result, a flag word before the number says the value was lost: the number is the range's.
    expect(photo(['Prueba   Resultado   Marca   Unidad   Referencia', 'Potasio   E Hr   Bajo   3,5 - 5,1   mmol/L'], 'es')).toEqual([])
  })

  it('makes no row of a strip\'s reference grade after a result cell OCR garbled', () => {
    const rows = photo(['URINALYSIS (ward dipstick)', 'Urine Protein                  | Trace            - Negative', 'Urine Blood              t ght               - Negative'])
    expect(rows).toEqual([['urine_protein', 1, 'high']])
  })

  it('reads a positive grade after a mark column\'s star that OCR read as punctuation ("»,", ".")', () => {
    const rows = photo(['ORINA', 'Cuerpos cetónicos          .      +          Negativo', 'Proteínas          »,     ++          Negativo', 'Nitritos          ie     Negativo'], 'es')
    expect(rows).toEqual([['urine_ketones', 1, 'high'], ['urine_protein', 2, 'high']])
  })

  it('reads a star joined to a single digit as a star before the value: no decimal mark can have been lost', () => {
    expect(photo(['iron     *6     (10-30)     umol/L', 'Ferritin     *8     (20-200)     ug/L'])).toEqual([['iron', 6, 'low'], ['ferritin', 8, 'low']])
  })

  it('reads a side marked with a star for a critical value ("H*") as that side', () => {
    const rows = photo(['Sodium   131   L   mmol/L   133 - 146', 'Potassium   6.8   H*   mmol/L   3.5-5.3', 'Urea   14.2   H   mmol/L   2.5 - 7.8'])
    expect(rows).toEqual([['sodium', 131, 'low'], ['potassium', 6.8, 'high'], ['urea', 14.2, 'high']])
  })

  it('reads "lron" as iron, a power of ten written with an O ("x1OE6/uL", "xLOE3/uL") and "mmoWL"', () => {
    const rows = extractLabRows(['CLORO   102   mmoWL   98 - 107', 'RBC   2.41   Low   x1OE6/uL   4.14-5.80   01', 'WBC   5.1   xLOE3/uL   4.0-10.5', 'lron Saturation   5   Low   %   15-55   01'].join('\n'), 'en', {ocr: true}).rows
    expect(rows.map((row) => [row.analyte, row.value, row.unit, row.flag])).toEqual([['chloride', 102, 'mmol/L', null],
      ['red_cells', 2.41, '10^12/L', 'low'], ['white_cells', 5.1, '10^9/L', null], ['transferrin_saturation', 5, '%', 'low'],
    ])
  })
})
