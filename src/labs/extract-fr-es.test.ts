import {extractLabRows} from './extract'
import type {LabRow} from './types'

/** A row as the tests compare it: analyte, value, unit, flag. */
const brief = (rows: readonly LabRow[]) => rows.map((row) => [row.analyte, row.value, row.unit, row.flag])

describe('French reports', () => {
  it('reads a text layer: élevé/bas, inférieur à, G/L and T/L, footers', () => {
    const text = [
      'LABORATOIRE DE BIOLOGIE MÉDICALE DES EXEMPLES',
      '12 rue de la Paix 75002 Paris — Tél : 01 23 45 67 89',
      'Patient : Test Personne   Né(e) le 01/01/1970   Prélèvement du 12/03/2024 à 08h10',
      'HÉMATOLOGIE',
      'Hématies             4,20  T/L        4,28 - 6,00  bas',
      'Hémoglobine          10,5  g/dl       (13,0 - 17,0)  bas',
      'VGM                  78    fl         80 - 100     bas',
      'Leucocytes           7,8   G/L        4,0 - 10,0',
      'Polynucléaires neutrophiles   0,4  G/L   1,8 - 7,5',
      'Plaquettes           312   G/L        150 - 400',
      'BIOCHIMIE',
      'Créatinine           95    µmol/l     inférieur à 104',
      'DFG (CKD-EPI)        78    ml/min/1,73m²   supérieur à 60',
      'ASAT (GOT)           45    UI/l       < 35    élevé',
      'ALAT (GPT)           28    UI/l       < 45',
      'Gamma-GT             30    UI/l       < 55',
      'Cholestérol total    2,45  g/l        < 2,00  ↑',
      'Ferritine            12    µg/l       15 - 150  *',
      'TSH ultrasensible    2,10  mUI/l      0,27 - 4,20',
      'Valeurs de référence selon la SFBC 2019',
      'Compte rendu validé par Dr A. Exemple, biologiste',
      'Page 1/1',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'fr')
    expect(brief(rows)).toEqual([
      ['red_cells', 4.2, '10^12/L', 'low'],
      ['haemoglobin', 10.5, 'g/dL', 'low'],
      ['mcv', 78, 'fL', 'low'],
      ['white_cells', 7.8, '10^9/L', null],
      ['neutrophils', 0.4, '10^9/L', 'low'],
      ['platelets', 312, '10^9/L', null],
      ['creatinine', 95, 'µmol/L', null],
      ['egfr', 78, 'mL/min/1.73m²', null],
      ['ast', 45, 'U/L', 'high'],
      ['alt', 28, 'U/L', null],
      ['ggt', 30, 'U/L', null],
      ['cholesterol', 2.45, 'g/L', 'high'],
      ['ferritin', 12, 'µg/L', 'low'],
      ['tsh', 2.1, 'mU/L', null],
    ])
    expect(rows[6]?.range).toEqual({low: null, high: 104, text: 'inférieur à 104'})
    expect(rows[7]?.range).toMatchObject({low: 60, high: null})
    expect(unrecognisedLines).toBe(0)
  })

  it('reads a French semicolon CSV export with decimal commas', () => {
    const csv = [
      'Analyse;Résultat;Unité;Valeurs de référence;Indicateur',
      'Sodium;139;mmol/l;136 - 145;',
      'Potassium;2,4;mmol/l;3,5 - 5,1;B',
      'Glycémie à jeun;1,26;g/l;0,70 - 1,10;H',
      'Hémoglobine glyquée (HbA1c);7,2;%;4,0 - 6,0;H',
      'Vitamine D (25-OH);52;nmol/l;75 - 250;',
      'Vitamine B12;310;pg/ml;191 - 663;',
      'CRP;38;mg/l;< 5;H',
      'Phosphatases alcalines;82;UI/l;40 - 129;',
      'Magnésium;0,85;mmol/l;0,66 - 1,07;',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(csv, 'fr')
    expect(brief(rows)).toEqual([
      ['sodium', 139, 'mmol/L', null],
      // "B" (bas) is not a mark Hale reads; the range gives the flag.
      ['potassium', 2.4, 'mmol/L', 'low'],
      // g/l of glucose is not a unit Hale converts: the report's range decides.
      ['glucose', 1.26, 'g/L', 'high'],
      ['hba1c', 7.2, '%', 'high'],
      ['vitamin_d', 52, 'nmol/L', 'low'],
      ['vitamin_b12', 310, 'pg/mL', null],
      ['crp', 38, 'mg/L', 'high'],
      ['alp', 82, 'U/L', null],
    ])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads a French dipstick (bandelette urinaire)', () => {
    const text = [
      'BANDELETTE URINAIRE',
      'Protéines       traces',
      'Glucose         négatif',
      'Sang            +++',
      'Leucocytes      ++',
      'Nitrites        positif',
      'pH              5,5',
      'Densité         1,025',
    ].join('\n')
    expect(brief(extractLabRows(text, 'fr').rows)).toEqual([
      ['urine_protein', 1, 'grade', 'high'],
      ['urine_glucose', 0, 'grade', null],
      ['urine_blood', 3, 'grade', 'high'],
      ['urine_leukocytes', 2, 'grade', 'high'],
      ['urine_nitrite', 1, 'grade', 'high'],
      ['urine_ph', 5.5, '', null],
      ['urine_specific_gravity', 1.025, '', null],
    ])
  })
})

describe('Spanish reports', () => {
  it('reads a text layer: alto/bajo, hasta, arrows, 10^9/L and 10³/µl', () => {
    const text = [
      'Laboratorio Clínico Ejemplo S.L. — Teléfono 912 345 678',
      'Paciente: Persona de Prueba   Fecha: 12/03/2024',
      'Prueba              Resultado   Unidades    Valores de referencia',
      'HEMOGRAMA',
      'Hemoglobina         13,5        g/dL        12,0 - 15,5',
      'Leucocitos          12,4 alto   10^9/L      4,0 - 11,0',
      'Plaquetas           140  bajo   10³/µl      150 - 400',
      'Linfocitos          2,1         10^9/L      1,0 - 4,0',
      'BIOQUÍMICA',
      'Glucosa             126         mg/dL       70 - 110  alto',
      'Sodio               118 ↓       mmol/L      135 - 145',
      'Cloro               101         mmol/L      98 - 107',
      'Urea                32          mg/dL       15 - 45',
      'GOT/AST             19          U/L         hasta 35',
      'GPT/ALT             64          U/L         hasta 40',
      'Colesterol LDL      171         mg/dL       menor de 130',
      'Triglicéridos       98          mg/dL       < 150',
      'PCR                 12          mg/L        hasta 5',
      'Hierro              45          µg/dL       60 - 170',
      'Ácido fólico        2,1         ng/mL       3,0 - 17,0',
      'Índice aterogénico  4,8                     < 4,5',
      'Método: espectrofotometría. Validado por: Dra. B. Ejemplo',
      'Página 1 de 1',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'es')
    expect(brief(rows)).toEqual([
      ['haemoglobin', 13.5, 'g/dL', null],
      ['white_cells', 12.4, '10^9/L', 'high'],
      ['platelets', 140, '10^9/L', 'low'],
      ['lymphocytes', 2.1, '10^9/L', null],
      ['glucose', 126, 'mg/dL', 'high'],
      ['sodium', 118, 'mmol/L', 'low'],
      ['chloride', 101, 'mmol/L', null],
      ['urea', 32, 'mg/dL', null],
      ['ast', 19, 'U/L', null],
      ['alt', 64, 'U/L', 'high'],
      ['ldl', 171, 'mg/dL', 'high'],
      ['triglycerides', 98, 'mg/dL', null],
      ['crp', 12, 'mg/L', 'high'],
      ['iron', 45, 'µg/dL', 'low'],
      ['folate', 2.1, 'ng/mL', 'low'],
    ])
    expect(rows[8]?.range).toEqual({low: null, high: 35, text: 'hasta 35'})
    expect(unrecognisedLines).toBe(1)
  })

  it('reads a Spanish semicolon CSV export with a dipstick section in its own rows', () => {
    const csv = [
      'Prueba;Resultado;Unidad;Rango de referencia;Indicador',
      'Creatinina;1,45;mg/dL;0,50 - 0,90;alto',
      'Filtrado glomerular (CKD-EPI);41;mL/min/1,73m2;> 60;bajo',
      'Potasio;6,6;mmol/L;3,5 - 5,1;alto',
      'Calcio;10,1;mg/dL;8,5 - 10,5;',
      'Albúmina;3,1;g/dL;3,5 - 5,2;bajo',
      'Bilirrubina total;0,8;mg/dL;0,2 - 1,2;',
      'Ferritina;410;ng/mL;15 - 150;alto',
      'TSH;0,05;µUI/mL;0,35 - 4,94;bajo',
      'T4 libre;2,3;ng/dL;0,70 - 1,48;alto',
      'ORINA',
      'Proteínas en orina;++;;negativo;',
      'Cuerpos cetónicos;negativo;;negativo;',
      'Hematíes;trazas;;negativo;',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(csv, 'es')
    expect(brief(rows)).toEqual([
      ['creatinine', 1.45, 'mg/dL', 'high'],
      ['egfr', 41, 'mL/min/1.73m²', 'low'],
      ['potassium', 6.6, 'mmol/L', 'high'],
      ['calcium', 10.1, 'mg/dL', null],
      ['albumin', 3.1, 'g/dL', 'low'],
      ['bilirubin', 0.8, 'mg/dL', null],
      ['ferritin', 410, 'ng/mL', 'high'],
      ['tsh', 0.05, 'mU/L', 'low'],
      ['free_t4', 2.3, 'ng/dL', 'high'],
      ['urine_protein', 2, 'grade', 'high'],
      ['urine_ketones', 0, 'grade', null],
      ['urine_blood', 1, 'grade', 'high'],
    ])
    expect(unrecognisedLines).toBe(0)
  })

  it('reads a Spanish urine strip in a text layer (tira reactiva de orina)', () => {
    const text = [
      'TIRA REACTIVA DE ORINA',
      'Densidad        1,010     1,005 - 1,030',
      'pH              7,0       5,0 - 8,0',
      'Glucosa         negativo',
      'Proteínas       +',
      'Leucocitos      negativo',
      'Nitritos        negativo',
      'Sangre          trazas',
      'Urobilinógeno   normal',
    ].join('\n')
    const {rows, unrecognisedLines} = extractLabRows(text, 'es')
    expect(brief(rows)).toEqual([
      ['urine_specific_gravity', 1.01, '', null],
      ['urine_ph', 7, '', null],
      ['urine_glucose', 0, 'grade', null],
      ['urine_protein', 1, 'grade', 'high'],
      ['urine_leukocytes', 0, 'grade', null],
      ['urine_nitrite', 0, 'grade', null],
      ['urine_blood', 1, 'grade', 'high'],
    ])
    // "normal" is a grade only for a pad Hale reads, so the urobilinogen line is not even a result.
    expect(unrecognisedLines).toBe(0)
  })
})

describe('Units and names in less common places', () => {
  it('takes the unit from brackets after the name when the line has none after the value', () => {
    const text = ['Leucocytes (G/L)          15,6   H   [4,0-10,0]', 'Créatinine (µmol/L)       102    H   [45-84]', 'CRP (mg/L)                212    H   [<5]'].join('\n')
    expect(brief(extractLabRows(text, 'fr').rows)).toEqual([
      ['white_cells', 15.6, '10^9/L', 'high'], ['creatinine', 102, 'µmol/L', 'high'], ['crp', 212, 'mg/L', 'high'],
    ])
  })

  it('reads the name from a CSV description column that follows a code column', () => {
    const csv = ['Código;Descripción;Valor;Unidades;Mín;Máx;Marca', 'HTO;Hematocrito;47,1;%;40,0;50,0;', 'VCM;Volumen corpuscular medio;91,2;fL;80,0;100,0;',
      'AU;Ácido úrico;8,1;mg/dL;3,5;7,2;*'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([['haematocrit', 47.1, '%', null], ['mcv', 91.2, 'fL', null], ['uric_acid', 8.1, 'mg/dL', 'high']])
    const french = ['Code;Libellé;Valeur;Unité;Borne inférieure;Borne supérieure;Anomalie', 'FOL;Acide folique;4,1;ng/mL;4,6;;-'].join('\n')
    expect(brief(extractLabRows(french, 'fr').rows)).toEqual([['folate', 4.1, 'ng/mL', 'low']])
  })

  it('reads a Chilean "Prestación" column as the name after the panel\'s "Examen"', () => {
    const csv = ['Fecha toma;Examen;Prestación;Resultado;Unidad;Valor de referencia;Estado', '05-07-2024;HEMOGRAMA;Hemoglobina;13,8;g/dL;12,0 - 16,0;Normal',
      '05-07-2024;HEMOGRAMA;Recuento de leucocitos;4,9;x10^3/uL;4,5 - 11,0;Normal', '05-07-2024;GLICEMIA;Glicemia;162;mg/dL;70 - 100;Alto'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([['haemoglobin', 13.8, 'g/dL', null], ['white_cells', 4.9, '10^9/L', null], ['glucose', 162, 'mg/dL', 'high']])
  })

  it('reads a field named for the test strip ("pH (tira reactiva)") as the urine\'s', () => {
    const csv = ['Código;Prueba;Resultado;Marca;Referencia;Unidad', 'OR011;pH (tira reactiva);6,5;;5,0 - 8,0;', 'OR012;Proteínas (tira reactiva);Indicios;H;Negativo;',
      'BQ040;Proteína C reactiva;42,5;H;0,0 - 5,0;mg/L'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([['urine_ph', 6.5, '', null], ['urine_protein', 1, 'grade', 'high'], ['crp', 42.5, 'mg/L', 'high']])
  })

  it('reads a lipoprotein named in words before its abbreviation in brackets, not as total cholesterol', () => {
    const csv = ['Código;Examen;Resultado;Unidad;Ref. inferior;Ref. superior;Estado', '1;Colesterol total;212;mg/dL;0;200;Alto',
      '2;Colesterol de alta densidad (HDL);51;mg/dL;40;;Normal', '3;Colesterol de baja densidad (LDL) directo;136;mg/dL;0;130;Alto',
      '4;Colesterol ligado a HDL;1,2;mmol/L;1,0;;'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([
      ['cholesterol', 212, 'mg/dL', 'high'], ['hdl', 51, 'mg/dL', null], ['ldl', 136, 'mg/dL', 'high'], ['hdl', 1.2, 'mmol/L', null],
    ])
  })

  it('reads Venezuela\'s "Cuenta blanca", "Segmentados" and "Cuenta plaquetaria"', () => {
    const text = ['Prueba                       Resultado          Unidades          Valores normales', 'Cuenta blanca                12,9    ↑          x10³/mm³          4,5 - 11,0',
      '  Segmentados                81      ↑          %                 45 - 70', 'Cuenta plaquetaria           301                x10³/mm³          150 - 450',
      '  Segmented Neutrophils      58                 %                 40 - 80'].join('\n')
    expect(brief(extractLabRows(text, 'es').rows)).toEqual([
      ['white_cells', 12.9, '10^9/L', 'high'], ['neutrophils', 81, '%', 'high'], ['platelets', 301, '10^9/L', null], ['neutrophils', 58, '%', null],
    ])
  })

  it('reads a count named "Recuento de …" or "Conteo de …" as the count of the cells it names, in blood', () => {
    const csv = ['Fecha;Examen;Resultado;Unidad;Valor Referencia', '14-09-2026;Recuento de glóbulos rojos;4,91;x10^6/µL;4,30 - 5,70',
      '14-09-2026;Conteo de plaquetas;452;x10^3/µL;150 - 400', '14-09-2026;Recuento de neutrófilos;2,1;x10^3/µL;1,5 - 7,0',
      '14-09-2026;Recuento de reticulocitos;1,2;%;0,5 - 2,0'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([
      ['red_cells', 4.91, '10^12/L', null], ['platelets', 452, '10^9/L', 'high'], ['neutrophils', 2.1, '10^9/L', null],
    ])
  })

  it('reads a urinalysis panel named before each field ("Uroanálisis - Proteínas") as urine rows', () => {
    const csv = ['Código;Examen;Resultado;Unidades;Valores de referencia;Interpretación', '1;Glucosa en ayunas;98;mg/dL;70 - 100;Normal',
      '2;Uroanálisis - Glucosa en orina;++;;Negativo;Anormal', '2;Uroanálisis - Proteínas;Trazas;;Negativo;Anormal', '2;Urinalysis - Ketones;Negative;;Negative;Normal'].join('\n')
    expect(brief(extractLabRows(csv, 'es').rows)).toEqual([
      ['glucose', 98, 'mg/dL', null], ['urine_glucose', 2, 'grade', 'high'], ['urine_protein', 1, 'grade', 'high'], ['urine_ketones', 0, 'grade', null],
    ])
  })
})
