import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])
const read = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') => extractLabRows(lines.join('\n'), language)

describe('reports with more than one result per line', () => {
  it('reads "Antériorités" as the head of a previous-result column', () => {
    const {rows} = read(['Analyse   Résultat   Unité   Valeurs de référence   Antériorités (03/10/23)', 'Leucocytes   7,45   G/l   4,00 - 10,00   6,80'], 'fr')
    expect(brief(rows)).toEqual([['white_cells', 7.45, '10^9/L', null]])
    expect(rows[0]?.range?.text).toBe('4,00 - 10,00')
  })

  it('takes the latest date column of a cumulative report, wherever it is printed', () => {
    const oldestFirst = read([
      'Test              03/01/22    11/05/23    20/02/25    Units     Range',
      'Sodium            139         141         133 L       mmol/L    (135-145)',
      'Ferritin          88          40          19 L        ug/L      (30-400)',
    ])
    expect(brief(oldestFirst.rows)).toEqual([['sodium', 133, 'mmol/L', 'low'], ['ferritin', 19, 'µg/L', 'low']])
    const newestFirst = read([
      'Test              20.02.2025  11.05.2023  Einheit   Referenz',
      'Natrium           133 L       141         mmol/l    135 - 145',
    ], 'de')
    expect(brief(newestFirst.rows)).toEqual([['sodium', 133, 'mmol/L', 'low']])
  })

  it('takes the result, not the previous value, by the header\'s order of the two columns', () => {
    const previousFirst = read(['Analyt        Vorwert   Ergebnis   Einheit   Referenz', 'Kalium        4,1       5,6 *      mmol/l    3,5 - 5,1'], 'de')
    expect(brief(previousFirst.rows)).toEqual([['potassium', 5.6, 'mmol/L', 'high']])
    const resultFirst = read(['Test     Result   Flag   Prior Result   Date        Units    Range', 'Calcium  2.71     High   2.40           01/02/2023  mmol/L   2.20-2.60'])
    expect(brief(resultFirst.rows)).toEqual([['calcium', 2.71, 'mmol/L', 'high']])
  })

  it('reads a double dash in a previous column before the unit as its empty cell, not a low mark', () => {
    const {rows} = read(['Prueba           Resultado   Anterior   Unidades   Intervalo de referencia', 'Fosfatasa alcalina   81   --   U/L   40 - 129',
      'TSH   2,84   --   µUI/mL   0,27 - 4,20', 'Urea   41   36   mg/dL   17 - 43'], 'es')
    expect(brief(rows)).toEqual([['alp', 81, 'U/L', null], ['tsh', 2.84, 'mU/L', null], ['urea', 41, 'mg/dL', null]])
    // Where the previous column comes after the range, "--" after the result is its mark.
    const after = read(['Analyse   Résultat   Unité   Norme   Précédent', 'Hémoglobine   64   --   g/l   133 - 177   81'], 'fr')
    expect(brief(after.rows)).toEqual([['haemoglobin', 64, 'g/L', 'low']])
  })

  it('reads a dash after the value as the unit\'s empty cell where the flag column comes before the result', () => {
    const {rows} = read(['Test   Flag   Result   Units   Reference Range', 'Serum Folate   ↓   2.9   ug/L   3.9 - 26.8', 'Urine pH      5.5   -   5.0 - 8.0',
      'Urine SG      1.015   -   1.005 - 1.030'])
    expect(brief(rows)).toEqual([['folate', 2.9, 'µg/L', 'low'], ['urine_ph', 5.5, '', null], ['urine_specific_gravity', 1.015, '', null]])
    // Without such a header, a dash after the value followed by a whole range is a low mark.
    expect(brief(read(['Kalium   3,1   -   3,5 - 5,1   mmol/l'], 'de').rows)).toEqual([['potassium', 3.1, 'mmol/L', 'low']])
  })

  it('reads a whole header whose spaces a text layer collapsed: "Resultado Anterior" there is two heads', () => {
    const collapsed = read(['Prueba Resultado Anterior Unidad Rango', 'Colesterol 214 H 188 mg/dL < 200'], 'es')
    expect(brief(collapsed.rows)).toEqual([['cholesterol', 214, 'mg/dL', 'high']])
    // Alone on its line, "Previous Result" is one head, and says nothing about the current column.
    const fragment = read(['Previous Result', 'Ferritin 12 L 40 01/02/2023 ng/mL 15-150'])
    expect(fragment.rows).toEqual([])
  })

  it('reads the result columns after the unit and range where the header names them by their dates', () => {
    const {rows} = read([
      '                 Units     Reference     14/03/25     02/12/24',
      'TSH              mIU/L     0.50-4.00     0.08 L       1.62',
      'Bilirubin        umol/L    <20           11           9',
      'CRP              mg/L      <5            3            <1',
      'Albumin          g/L       35-50         40',
      'Total protein    g/L       71            73',
    ])
    expect(brief(rows)).toEqual([['tsh', 0.08, 'mU/L', 'low'], ['bilirubin', 11, 'µmol/L', null], ['crp', 3, 'mg/L', null], ['albumin', 40, 'g/L', null]])
  })

  it('refuses a line with two result columns when no header says which one is current', () => {
    const {rows, unrecognisedLines} = read(['Kreatinin     1,36      1,10     mg/dl     0,70 - 1,20', 'Natrium       140                mmol/l    135 - 145'], 'de')
    expect(brief(rows)).toEqual([['sodium', 140, 'mmol/L', null]])
    expect(unrecognisedLines).toBe(1)
    // Two dates of one year that run up read day first and down read month first say nothing about which column is newer.
    const sameYear = read(['Test      03/04/24    02/05/24    Units', 'Sodium    139         141         mmol/L   135-145'])
    expect(sameYear.rows).toEqual([])
  })

  it('does not take a range or a bound after the value for a second column', () => {
    const {rows} = read(['eGFR          75      > 60       mL/min/1.73m2', 'Calcium       2.45    2.20 to 2.60   mmol/L', 'A1c   5.2   4.0 - 5.6'])
    expect(brief(rows)).toEqual([['egfr', 75, 'mL/min/1.73m²', null], ['calcium', 2.45, 'mmol/L', null], ['hba1c', 5.2, '', null]])
  })
})

describe('columns around the value', () => {
  it('does not read a performing site\'s code after the name ("TSH 02") as the value', () => {
    const {rows} = read(['TSH 02            3.10     uIU/mL    0.45-4.50', 'Ferritin, Serum 02   55   ng/mL   15-150'])
    expect(brief(rows)).toEqual([['tsh', 3.1, 'mU/L', null], ['ferritin', 55, 'ng/mL', null]])
  })

  it('reads a mark written before the value (an arrow or a word) as its flag', () => {
    const {rows} = read(['Ferritina        ↓ 9          ng/mL     13 - 150', 'Glucosa          ALTO 131     mg/dL     70 - 100'], 'es')
    expect(brief(rows)).toEqual([['ferritin', 9, 'ng/mL', 'low'], ['glucose', 131, 'mg/dL', 'high']])
  })

  it('reads a unit column printed between the name and the value', () => {
    const {rows} = read(['Paramètre       Unité      Résultat    Référence', 'Plaquettes      /nl        412 +       150 - 400', 'Potassium       mmol/l     3,9         3,5 - 5,1'], 'fr')
    expect(brief(rows)).toEqual([['platelets', 412, '10^9/L', 'high'], ['potassium', 3.9, 'mmol/L', null]])
  })

  it('makes no row of a count per field of view, even under a known name', () => {
    const {rows, unrecognisedLines} = read(['Harnsediment', 'Erythrozyten     > 25 /GF      0 - 3 /GF', 'Leukocytes       12 /hpf       0 - 5 /hpf'], 'de')
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(2)
  })

  it('reads no row from an interpretation line of comma-separated clauses', () => {
    const {rows} = read(['LDL cholesterol: Optimal < 100, Near optimal 100 - 129, High >= 160 mg/dL'])
    expect(rows).toEqual([])
  })

  it('reads a name that carries a number ("Vitamina D 25 OH") to its end before taking the value', () => {
    const {rows} = read(['VITAMINA D 25 OH      ↓ 14,8      ng/mL     30 - 100'], 'es')
    expect(brief(rows)).toEqual([['vitamin_d', 14.8, 'ng/mL', 'low']])
    const written = read(['VITAMINA D 25 HIDROXI TOTAL                   18,4         ng/mL        30,0 - 100,0      BAJO'], 'es')
    expect(brief(written.rows)).toEqual([['vitamin_d', 18.4, 'ng/mL', 'low']])
  })

  it('reads Québec\'s HGM and CHGM and a German "Hydrogencarbonat"', () => {
    const fr = read(['HGM 27,7 pg 27,0 - 32,0', 'CHGM 330 g/L 320 - 360'], 'fr')
    expect(brief(fr.rows)).toEqual([['mch', 27.7, 'pg', null], ['mchc', 330, 'g/L', null]])
    const de = read(['Hydrogencarbonat 22,1 mmol/l 22,0 - 29,0'], 'de')
    expect(brief(de.rows)).toEqual([['bicarbonate', 22.1, 'mmol/L', null]])
  })

  it('reads Swiss HEM and CHEM, an Indian GGTP and the River Plate\'s "Azoemia"', () => {
    const swiss = read(['HEM   23,1   -   pg   27 - 33', 'CHEM   312   -   g/l   330 - 360'], 'fr')
    expect(brief(swiss.rows)).toEqual([['mch', 23.1, 'pg', 'low'], ['mchc', 312, 'g/L', 'low']])
    expect(brief(read(['GGTP   71   U/L   < 55   IFCC']).rows)).toEqual([['ggt', 71, 'U/L', 'high']])
    expect(brief(read(['Azoemia   1,12   H   g/L   0,15 - 0,45'], 'es').rows)).toEqual([['urea', 1.12, 'g/L', 'high']])
  })
})

describe('names and strips', () => {
  it('reads "Blood Urea" as urea and "Blood Sugar" as glucose, not the dipstick\'s blood', () => {
    const {rows} = read(['Blood Urea      28    mg/dL    15 - 40', 'Blood Sugar (Random)   132   mg/dL   70 - 140'])
    expect(brief(rows)).toEqual([['urea', 28, 'mg/dL', null], ['glucose', 132, 'mg/dL', null]])
  })

  it('counts VLDL, indirect bilirubin, an estimated average glucose and a cholesterol/HDL ratio as no analyte', () => {
    const {rows, unrecognisedLines} = read([
      'VLDL Cholesterol           31     mg/dL    < 30',
      'Colesterol VLDL            31     mg/dL    < 30',
      'Bilirubin - Indirect       0.5    mg/dL    0.2 - 1.0',
      'Estimated Average Glucose  140    mg/dL',
      'Glucemia promedio estimada 140    mg/dL',
      'CHOL/HDLC RATIO            4.2 H           < 4.0',
    ])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(6)
  })

  it('reads an albumin pad and "Sugar" on a urine strip as grades, but no urine albumin in numbers', () => {
    const {rows} = read(['URINALYSIS', 'Albumin         1+          Negative', 'Sugar           Trace       Negative', 'WBC Esterase    Negative    Negative', 'Albumin   25   mg/L   < 20'])
    expect(brief(rows)).toEqual([['urine_protein', 1, 'grade', 'high'], ['urine_glucose', 1, 'grade', 'high'], ['urine_leukocytes', 0, 'grade', null]])
  })

  it('reads "nég." on a French strip as negative', () => {
    const {rows} = read(['BANDELETTE URINAIRE', 'Nitrites      nég.      nég.'], 'fr')
    expect(brief(rows)).toEqual([['urine_nitrite', 0, 'grade', null]])
  })
})

describe('names and units spelled by one country\'s labs', () => {
  it('reads a UK record\'s "Urine dipstick for …" fields, an eGFR named per 1.73 square metres and a Philippine "BUA"', () => {
    const strip = read(['Urine dipstick for protein            Trace', 'Urine dipstick for glucose            Negative'])
    expect(brief(strip.rows)).toEqual([['urine_protein', 1, 'grade', 'high'], ['urine_glucose', 0, 'grade', null]])
    const {rows} = read(['eGFR using creatinine (CKD-EPI) per 1.73 square metres   58 mL/min/1.73m2   [>60]', 'BUA              8.1      mg/dL    3.5 - 7.2'])
    expect(brief(rows)).toEqual([['egfr', 58, 'mL/min/1.73m²', 'low'], ['uric_acid', 8.1, 'mg/dL', 'high']])
  })

  it('reads counts in "miles/µL" and "millones/µL", and the Spanish names of MCH and MCHC', () => {
    const {rows} = read(['Recuento de leucocitos   13,6   [H]   miles/µL   4,5 - 11,0', 'Recuento de eritrocitos   5,21   [H]   millones/µL   4,00 - 5,20',
      'Hemoglobina corpuscular media   35,2   pg   27,0 - 33,0', 'Concentración de hemoglobina corpuscular media   33,1   g/dL   32,0 - 36,0'], 'es')
    expect(brief(rows)).toEqual([['white_cells', 13.6, '10^9/L', 'high'], ['red_cells', 5.21, '10^12/L', 'high'], ['mch', 35.2, 'pg', 'high'],
      ['mchc', 33.1, 'g/dL', null]])
  })
})

describe('ranges printed apart from the result', () => {
  it('takes a "Ref.:" line below a result marked "!" and gives the mark its side from that range', () => {
    const {rows} = read(['KLINISCHE CHEMIE', 'Natrium                  133 !      mmol/L', '    Ref.: 136 - 145', 'Kalium                   6,7 !!     mmol/L', '    Ref.: 3,5 - 5,1'], 'de')
    expect(brief(rows)).toEqual([['sodium', 133, 'mmol/L', 'low'], ['potassium', 6.7, 'mmol/L', 'high']])
    expect(rows.map((row) => row.range?.text)).toEqual(['136 - 145', '3,5 - 5,1'])
  })

  it('reads no range from the concentration a dipstick grade stands for', () => {
    const {rows} = read(['UROANÁLISIS', 'Glucosa                         ++++ (≥ 1000 mg/dL)         Negativo'], 'es')
    expect(brief(rows)).toEqual([['urine_glucose', 4, 'grade', 'high']])
    expect(rows[0]?.range).toBeNull()
  })
})

describe('CSV bound columns', () => {
  it('reads a tab-separated export by its header: a date column first, separate low and high columns, a "Bandera" flag column', () => {
    const {rows} = read(['Date\tRequest\tTest\tResult\tUnits\tLow\tHigh\tBandera', '2025-03-20\tCBC\tHemoglobin\t112\tg/L\t115\t165\tL',
      '2025-03-20\tCRP\tC-reactive protein\t2\tmg/L\t\t5\t'])
    expect(brief(rows)).toEqual([['haemoglobin', 112, 'g/L', 'low'], ['crp', 2, 'mg/L', null]])
    expect(rows.map((row) => row.range?.text)).toEqual(['115 - 165', '< 5'])
  })

  it('reads a quoted field that runs over a line break as one field, and a two-column `;` export by its header', () => {
    const quoted = read(['"Test Name","Result","Units","Reference Range","Comment"', '"Hemoglobin","13.2","g/dL","12.0-16.0","Sample checked,',
      'repeat advised"', '"Platelets","142","10^9/L","150-400",""'])
    expect(brief(quoted.rows)).toEqual([['haemoglobin', 13.2, 'g/dL', null], ['platelets', 142, '10^9/L', 'low']])
    const twoColumns = read(['Analyse;Résultat', 'Hémoglobine;13,2', 'Plaquettes;142'], 'fr')
    expect(twoColumns.rows.map((row) => [row.analyte, row.value])).toEqual([['haemoglobin', 13.2], ['platelets', 142]])
  })

  it('reads no tab-separated export from text whose lines do not split as its header does', () => {
    const {rows} = read(['Test\tResult\tUnits\tRange', 'Hemoglobin   13.2   g/dL   12.0 - 16.0', 'Platelets   250   10^9/L   150 - 400'])
    expect(brief(rows)).toEqual([['haemoglobin', 13.2, 'g/dL', null], ['platelets', 250, '10^9/L', null]])
  })

  it('reads "Referenz unten/oben" and "Valor mínimo/máximo" as the range\'s bounds', () => {
    const de = read(['Analyse;Resultat;Einheit;Referenz unten;Referenz oben', 'ALAT;38;U/l;;45', 'Kalium;5,4;mmol/l;3,5;5,1'], 'de')
    expect(brief(de.rows)).toEqual([['alt', 38, 'U/L', null], ['potassium', 5.4, 'mmol/L', 'high']])
    const es = read(['Determinación;Resultado;Unidad;Valor mínimo;Valor máximo', 'Ferremia;8,1;µmol/l;10,7;32,2'], 'es')
    expect(brief(es.rows)).toEqual([['iron', 8.1, 'µmol/L', 'low']])
  })

  it('reads "Ref. inferior" and "Ref. superior" as the range\'s bounds, not a range column', () => {
    const {rows} = read(['Código;Examen;Resultado;Unidad;Ref. inferior;Ref. superior;Estado', '903856;Nitrógeno ureico (BUN);13,4;mg/dL;6;20;Normal',
      '903815;Colesterol HDL;51;mg/dL;40;;Normal'], 'es')
    expect(brief(rows)).toEqual([['urea', 13.4, 'mg/dL', null], ['hdl', 51, 'mg/dL', null]])
    expect(rows.map((row) => row.range?.text)).toEqual(['6 - 20', '> 40'])
  })

  it('reads "Valor de referencia" as the range column, not a second value column', () => {
    const {rows} = read(['Examen;Resultado;Unidad;Valor de referencia;Interpretación', 'T4 libre;11,2;pmol/L;9,0 - 19,0;Normal'], 'es')
    expect(brief(rows)).toEqual([['free_t4', 11.2, 'pmol/L', null]])
    expect(rows[0]?.range?.text).toBe('9,0 - 19,0')
  })
})

describe('layouts where the unit sits elsewhere', () => {
  it('reads "In Range / Out Of Range" columns with the unit inside the range and a site code last', () => {
    const {rows} = read([
      'Test Name            In Range    Out Of Range    Reference Range     Lab',
      '   CALCIUM           9.4                         8.6-10.3 mg/dL      03',
      '   TRIGLYCERIDES                 188 H           <150 mg/dL          03',
    ])
    expect(brief(rows)).toEqual([['calcium', 9.4, 'mg/dL', null], ['triglycerides', 188, 'mg/dL', 'high']])
  })

  it('takes the first-printed value and unit when a second unit follows in brackets', () => {
    const {rows} = read(['Cholestérol total     2,31 g/l    (5,97 mmol/l)    < 2,00 g/l    Haut'], 'fr')
    expect(brief(rows)).toEqual([['cholesterol', 2.31, 'g/L', 'high']])
  })
})

describe('what sets the result column', () => {
  it('does not take a patient line with a birth date and a collection date for a row of column dates', () => {
    const {rows, unrecognisedLines} = read(['Patient Test Person, geb. 03.04.1961, Abnahme 12.06.2025, Station 4', 'Harnsäure     7,9      6,8      mg/dl     3,4 - 7,0'], 'de')
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(1)
  })
})

describe('placing columns from a photo or a damaged line', () => {
  const photo = (lines: readonly string[], language: 'en' | 'es' | 'fr' | 'de' = 'en') =>
    brief(extractLabRows(lines.join('\n'), language, {ocr: true}).rows)

  it('refuses a line with fewer result columns than the header has dates (one was misread)', () => {
    const {rows, unrecognisedLines} = read(['Test     05/03/23   17/08/24   01/02/25   Units', 'Sodium   140        137        BL         mmol/L   (135-145)'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(1)
  })

  it('does not take a unit split from its number ("106 /uL") or a range written "5,0 -7,5" for a second column', () => {
    expect(photo(['Hematíes     4,41 *     106 /uL     4,00 - 5,20'], 'es')).toEqual([['red_cells', 4.41, '10^12/L', null]])
    expect(read(['Orina', 'pH     6,5      5,0 -7,5'], 'es').rows.map((row) => row.value)).toEqual([6.5])
  })

  it('reads a stray comma between value and range as no legend', () => {
    expect(read(['Ferritine     48     ,     30 - 400 µg/l'], 'fr').rows.map((row) => row.value)).toEqual([48])
  })

  it('takes no unit printed before a number when a damaged value stands between the name and the unit', () => {
    expect(photo(['Ferritin     ı9     ng/ml     13 - 150'], 'de')).toEqual([])
  })
})

describe('headers split over lines', () => {
  it('does not take "Previous Result" on a line of its own for a header that puts the result last', () => {
    const {rows, unrecognisedLines} = read(['Test   Current Result', 'and Flag', 'Previous Result', 'and Date   Units   Range', 'Sodium   131   Low   139   05/06/2023   mmol/L   135-145'])
    expect(rows).toEqual([])
    expect(unrecognisedLines).toBe(1)
  })
})

describe('a result head beside a previous-value head', () => {
  it('reads "Resultado" and "Anterior (fecha)" as two columns when runs of spaces set them apart', () => {
    const {rows} = read(['Prueba        Resultado    Anterior (10/01/2025)   Unidades   Referencia', 'Urea          52    *      38                      mg/dL      15 - 45'], 'es')
    expect(brief(rows)).toEqual([['urea', 52, 'mg/dL', 'high']])
  })

  it('reads "Résultat antérieur" in one cell as the previous column\'s head', () => {
    const {rows} = read(['Analyse      Résultat antérieur (03/2024)    Résultat    Unité    Normes', 'Sodium       138                             133         mmol/l   136 - 145'], 'fr')
    expect(brief(rows)).toEqual([['sodium', 133, 'mmol/L', 'low']])
  })
})

describe('a result printed after its range', () => {
  it('reads a header that puts the result between the range and the unit ("Valeurs de référence   Résultat   Unité")', () => {
    const {rows, unrecognisedLines} = read([
      'Analyse Valeurs de référence Résultat Unité',
      'Hémoglobine 13,5 – 17,5 15,1 g/dl',
      'Leucocytes 4,0 – 10,0 3,6 bas 10^3/µl',
      'eGFR (CKD-EPI) > 60 76 ml/min/1,73m²',
      'CRP < 5,0 <0,6 mg/l',
    ], 'fr')
    expect(brief(rows)).toEqual([
      ['haemoglobin', 15.1, 'g/dL', null], ['white_cells', 3.6, '10^9/L', 'low'], ['egfr', 76, 'mL/min/1.73m²', null], ['crp', 0.6, 'mg/L', null],
    ])
    expect(rows.map((row) => row.range?.text)).toEqual(['13,5 - 17,5', '4,0 - 10,0', '> 60', '< 5,0'])
    expect(unrecognisedLines).toBe(0)
  })

  it('refuses a line whose result cell is empty under such a header: the range\'s number is no result', () => {
    const fr = read(['Analyse Valeurs de référence Résultat Unité', 'Leucocytes 4,0 – 10,0 g/l', 'CRP < 5'], 'fr')
    expect(fr.rows).toEqual([])
    expect(fr.unrecognisedLines).toBe(2)
    const en = read(['Test   Ref. interval   Units   Result', 'CRP   < 5   mg/L', 'Iron   11 - 32   umol/L   34 H'])
    expect(brief(en.rows)).toEqual([['iron', 34, 'µmol/L', 'high']])
  })
})

describe('a photographed result printed after its range', () => {
  it('finds the unit ending the line when OCR garbled it ("mg/di"), and the result and mark before it', () => {
    const {rows} = extractLabRows(['Analyse Valeurs de référence Résultat Unité', 'Acide urique 3,4 — 7,0 7,9 haut mg/di',
      'Cholestérol total < 190 214 haut mg/di', 'Créatinine 0,67 — 1,17 1,09 mg/dl'].join('\n'), 'fr', {ocr: true})
    expect(brief(rows)).toEqual([['uric_acid', 7.9, 'mg/dL', 'high'], ['cholesterol', 214, 'mg/dL', 'high'], ['creatinine', 1.09, 'mg/dL', null]])
  })
})

describe('a previous result with its date after the range', () => {
  it('reads a photo\'s garbled unit when the previous value and its date end the line ("Antériorité")', () => {
    const {rows} = extractLabRows(['Examen      Résultat      Unité     Valeurs de référence       Antériorité',
      'Polynucléaires neutrophiles      9,02     Gil      (1,80 - 7,50)         4,10     02/10/23',
      'Plaquettes                       412      G/       (150 - 400)           298      02/10/23'].join('\n'), 'fr', {ocr: true})
    expect(brief(rows)).toEqual([['neutrophils', 9.02, '10^9/L', 'high'], ['platelets', 412, '10^9/L', 'high']])
    expect(rows.map((row) => row.range?.text)).toEqual(['1,80 - 7,50', '150 - 400'])
  })
})

describe('a previous result before the current one, on a count per µl', () => {
  it('reads numbers a column apart as two results, not thousands written with a space ("204          188   10" 3/ul")', () => {
    const {rows} = extractLabRows(['Analyse           Antérieur (03.06.25)                        Résultat            Unité         Valeurs de réf.',
      'Thrombocytes                        204          188                    10" 3/ul            150 - 400'].join('\n'), 'fr', {ocr: true})
    expect(brief(rows)).toEqual([['platelets', 188, '10^9/L', null]])
    expect(brief(extractLabRows('Plaquettes   450 000 /mm3   150 000 - 400 000', 'fr', {ocr: true}).rows)).toEqual([['platelets', 450, '10^9/L', 'high']])
  })
})

describe('an empty previous-result cell', () => {
  it('reads a dash in the previous column after the result as an empty cell, not a low mark', () => {
    const {rows} = read([
      'Análisis      Resultado     Anterior (01/07/2024)     Unidad       Valores de referencia',
      'Folato sérico                   12,3          -                         ng/mL        > 5,4',
      'Ferritina                       512 ↑         463                       ng/mL        30 - 400',
    ], 'es')
    expect(brief(rows)).toEqual([['folate', 12.3, 'ng/mL', null], ['ferritin', 512, 'ng/mL', 'high']])
  })
})

