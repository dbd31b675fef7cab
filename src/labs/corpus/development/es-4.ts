/**
 * Lab report corpus, DEVELOPMENT half (fourth file), Spanish: the third held-out half, written
 * without reading the extractor, run once to measure it and now tuned against. Reports from Spain
 * (Madrid, Barcelona, Sevilla, A Coruña, Bilbao), Venezuela, Costa Rica and Perú. Synthetic
 * reports, no real people, labs or phone numbers. Rows for tests Hale does not know (ADE, VSG,
 * transferrina, índices, sedimento, urobilinógeno, bilirrubina en orina) are not results to
 * extract. The rest of the set is in es-4-part-2.ts.
 */
import type {Analyte, LabFlag, LabReportCase} from '../../types'
import partTwo from './es-4-part-2'

const row = (analyte: Analyte, value: number, unit: string, flag: LabFlag = null) => ({analyte, value, unit, flag})

const cases: readonly LabReportCase[] = [
  {
    id: 'h3-es-1',
    language: 'es',
    kind: 'text',
    text: `Hospital Universitario Sierra de Guadarrama - Servicio de Análisis Clínicos
Paciente: Persona de Prueba    NHC: 0000000    Sexo: Mujer    Edad: 67 años
Servicio solicitante: Medicina Interna    Extracción: 12/11/2026 08:15
HEMATOLOGÍA
Prueba                   Resultado      Unidades       Valores de referencia
Hemoglobina              6,4 *          g/dL           12,0 - 16,0
Hematocrito              20,8 *         %              36,0 - 46,0
Hematíes                 2,31 *         x10^6/µL       3,80 - 5,20
VCM                      90,0           fL             80,0 - 100,0
HCM                      27,7           pg             27,0 - 33,0
CHCM                     30,8 *         g/dL           32,0 - 36,0
ADE                      17,9 *         %              11,5 - 14,5
Leucocitos               7,84           x10^3/µL       4,00 - 11,00
Neutrófilos              5,91           x10^3/µL       1,80 - 7,50
Linfocitos               1,22           x10^3/µL       1,00 - 4,00
Plaquetas                331            x10^3/µL       150 - 400
(*) Valor fuera del intervalo de referencia.
Valor crítico comunicado telefónicamente a las 09:02 (ext. 4417).`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.8, '%', 'low'),
      row('red_cells', 2.31, '10^12/L', 'low'),
      row('mcv', 90, 'fL'),
      row('mch', 27.7, 'pg'),
      row('mchc', 30.8, 'g/dL', 'low'),
      row('white_cells', 7.84, '10^9/L'),
      row('neutrophils', 5.91, '10^9/L'),
      row('lymphocytes', 1.22, '10^9/L'),
      row('platelets', 331, '10^9/L'),
    ],
  },
  {
    id: 'h3-es-2',
    language: 'es',
    kind: 'text',
    text: `Laboratori Clínic Territorial Baix Llobregat Nord
Paciente: Persona de Prueba    CIP: XXXX0000000000    Fecha de nacimiento: 04/05/1958
Fecha de extracción: 09/11/2026 08:05    Ayunas: Sí
BIOQUÍMICA
Prueba                             Resultado          Intervalo de referencia
Glucosa                            48      L          74 - 106 mg/dL
Urea                               41                 17 - 43 mg/dL
Creatinina                         0,78               0,51 - 0,95 mg/dL
Filtrado glomerular (CKD-EPI)      79                 > 60 mL/min/1,73m²
Ácido úrico                        4,9                2,4 - 5,7 mg/dL
Sodio                              138                136 - 145 mEq/L
Potasio                            4,3                3,5 - 5,1 mEq/L
Cloro                              103                98 - 107 mEq/L
Calcio                             9,4                8,6 - 10,2 mg/dL
Proteínas totales                  6,9                6,4 - 8,3 g/dL
Albúmina                           4,2                3,5 - 5,2 g/dL
Bilirrubina total                  0,6                0,3 - 1,2 mg/dL
GOT (AST)                          24                 < 32 U/L
GPT (ALT)                          19                 < 33 U/L
GGT                                61      H          6 - 42 U/L
Fosfatasa alcalina                 88                 35 - 104 U/L
Proteína C reactiva                0,8                < 5,0 mg/L
Glucosa confirmada en segunda determinación. Tel. laboratorio: 93 000 00 00`,
    expected: [
      row('glucose', 48, 'mg/dL', 'low'),
      row('urea', 41, 'mg/dL'),
      row('creatinine', 0.78, 'mg/dL'),
      row('egfr', 79, 'mL/min/1.73m²'),
      row('uric_acid', 4.9, 'mg/dL'),
      row('sodium', 138, 'mmol/L'),
      row('potassium', 4.3, 'mmol/L'),
      row('chloride', 103, 'mmol/L'),
      row('calcium', 9.4, 'mg/dL'),
      row('total_protein', 6.9, 'g/dL'),
      row('albumin', 4.2, 'g/dL'),
      row('bilirubin', 0.6, 'mg/dL'),
      row('ast', 24, 'U/L'),
      row('alt', 19, 'U/L'),
      row('ggt', 61, 'U/L', 'high'),
      row('alp', 88, 'U/L'),
      row('crp', 0.8, 'mg/L'),
    ],
  },
  {
    id: 'h3-es-3',
    language: 'es',
    kind: 'text',
    text: `Laboratorio de Análisis Clínicos Giralda - Sevilla
Paciente: Persona de Prueba        Nº de petición: 0000000
Fecha de extracción: 03/11/2026    Ayunas: Sí (12 h)
Tel. 954 00 00 00
PERFIL LIPÍDICO
Colesterol total ................ 246 mg/dL      [< 200]
Colesterol HDL .................. 41 mg/dL       [> 45]
Colesterol LDL (Friedewald) ..... 171 mg/dL      [< 130]
Triglicéridos ................... 172 mg/dL      [< 150]
Índice aterogénico (CT/HDL) ..... 6,0            [< 5,0]
METABOLISMO HIDROCARBONADO
Glucosa basal ................... 112 mg/dL      [70 - 100]
Hemoglobina glicada (HbA1c) ..... 6,3 %          [4,0 - 5,6]
Método HbA1c: HPLC, certificado NGSP; 1 % = 10,93 mmol/mol (IFCC)
HORMONAS
Tirotropina (TSH) ............... 3,12 µUI/mL    [0,35 - 4,94]
Página 1 de 1`,
    expected: [
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('hdl', 41, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 172, 'mg/dL', 'high'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('tsh', 3.12, 'mU/L'),
    ],
  },
  {
    id: 'h3-es-4',
    language: 'es',
    kind: 'text',
    text: `Laboratorio do Hospital Comarcal de Bergantiños - Análisis Clínicos
Paciente: Persona de Prueba    Nº historia: 000000    Sexo: Mujer
Fecha de recogida: 18/11/2026 07:50    Muestra: orina de primera hora
SISTEMÁTICO DE ORINA (tira reactiva)
Parámetro              Resultado        Referencia
Densidad               1,015            1,005 - 1,030
pH                     6,0              5,0 - 8,0
Proteínas              Indicios         Negativo
Glucosa                Negativo         Negativo
Cuerpos cetónicos      Negativo         Negativo
Sangre                 ++               Negativo
Leucocitos             +++              Negativo
Nitritos               Positivo         Negativo
Urobilinógeno          Normal           Normal
Bilirrubina            Negativo         Negativo
SEDIMENTO URINARIO
Hematíes               10-20 /campo     0 - 2
Leucocitos             > 50 /campo      0 - 5
Bacterias              Abundantes
Se remite muestra a Microbiología para urocultivo.`,
    expected: [
      row('urine_specific_gravity', 1.015, ''),
      row('urine_ph', 6, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    id: 'h3-es-5',
    language: 'es',
    kind: 'text',
    text: `Osasun Laborategia Bilbao - Laboratorio de Análisis Clínicos
Paciente: Persona de Prueba    Edad: 38    Sexo: Hombre
Fecha de toma: 20/10/2026 08:40    Fecha de informe: 21/10/2026
METABOLISMO DEL HIERRO
Hierro                            4,9 ↓       µmol/L      (5,8 - 34,5)
Transferrina                      3,9 ↑       g/L         (2,0 - 3,6)
Índice de saturación de transferrina   6 ↓    %           (20 - 50)
Ferritina                         5 ↓         ng/mL       (15 - 150)
VITAMINAS
Vitamina B12                      187 ↓       pg/mL       (197 - 771)
Ácido fólico                      2,9 ↓       ng/mL       (3,9 - 26,8)
25-OH vitamina D                  18 ↓        ng/mL       (30 - 100)
HEMATOLOGÍA
Hemoglobina                       10,8 ↓      g/dL        (13,0 - 17,0)
VCM                               71 ↓        fL          (80 - 100)
INFLAMACIÓN
Proteína C reactiva               2,1 ↑       mg/dL       (0,0 - 0,5)
Validado por: Facultativo de prueba`,
    expected: [
      row('iron', 4.9, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 5, 'ng/mL', 'low'),
      row('vitamin_b12', 187, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('vitamin_d', 18, 'ng/mL', 'low'),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
      row('mcv', 71, 'fL', 'low'),
      row('crp', 2.1, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'h3-es-6',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Clínico Ávila - Caracas
Paciente: Persona de Prueba    C.I.: V-00.000.000    Edad: 44 años
Médico: Dr. Prueba    Fecha: 17/11/2026    Teléfono: (0212) 000.00.00
Análisis                 Resultado    Unidades    Valores normales    Observación
HORMONAS TIROIDEAS
TSH                      0,02         µUI/mL      0,27 - 4,20         BAJO
T4 libre                 41,2         pmol/L      12,0 - 22,0         ALTO
T3 libre                 12,9         pmol/L      3,1 - 6,8           ALTO
QUÍMICA SANGUÍNEA
Glicemia                 96           mg/dL       70 - 110
Nitrógeno ureico (BUN)   14           mg/dL       7 - 20
Creatinina               0,7          mg/dL       0,6 - 1,1
Ácido úrico              3,1          mg/dL       2,6 - 6,0
Colesterol total         148          mg/dL       < 200
Triglicéridos            95           mg/dL       < 150
HDL colesterol           52           mg/dL       > 40
LDL colesterol           77           mg/dL       < 130
Método: quimioluminiscencia (3.ª generación) para TSH.`,
    expected: [
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 41.2, 'pmol/L', 'high'),
      row('free_t3', 12.9, 'pmol/L', 'high'),
      row('glucose', 96, 'mg/dL'),
      row('urea', 14, 'mg/dL'),
      row('creatinine', 0.7, 'mg/dL'),
      row('uric_acid', 3.1, 'mg/dL'),
      row('cholesterol', 148, 'mg/dL'),
      row('triglycerides', 95, 'mg/dL'),
      row('hdl', 52, 'mg/dL'),
      row('ldl', 77, 'mg/dL'),
    ],
  },
  {
    id: 'h3-es-7',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Clínico Irazú - San José, Costa Rica
Paciente: Persona de Prueba    Cédula: 0-0000-0000    Sexo: Masculino
Fecha de muestra: 23/11/2026 07:10
HEMOGRAMA
Hemoglobina            15,8 g/dL            (13,5 - 17,5)
Hematocrito            47,2 %               (41,0 - 53,0)
Eritrocitos            5,31 x10^6/µL        (4,50 - 5,90)
Leucocitos             18,7 H x10^3/µL      (4,5 - 11,0)
Neutrófilos (abs)      16,2 H x10^3/µL      (1,8 - 7,7)
Linfocitos (abs)       0,9 L x10^3/µL       (1,0 - 4,8)
Plaquetas              512 H x10^3/µL       (150 - 450)
Eritrosedimentación    45 H mm/h            (0 - 15)
Proteína C reactiva    186 H mg/L           (< 5)
EXAMEN GENERAL DE ORINA
Densidad               1,022
pH                     5,5
Proteínas              +
Glucosa                Negativo
Cetonas                ++
Hemoglobina            Negativo
Leucocitos             Negativo
Nitritos               Negativo
Resultados revisados por: Microbiólogo de prueba`,
    expected: [
      row('haemoglobin', 15.8, 'g/dL'),
      row('haematocrit', 47.2, '%'),
      row('red_cells', 5.31, '10^12/L'),
      row('white_cells', 18.7, '10^9/L', 'high'),
      row('neutrophils', 16.2, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
      row('platelets', 512, '10^9/L', 'high'),
      row('crp', 186, 'mg/L', 'high'),
      row('urine_specific_gravity', 1.022, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
  {
    id: 'h3-es-8',
    language: 'es',
    kind: 'text',
    text: `Clínica San Judas - Laboratorio de Emergencia, Lima
Paciente: Persona de Prueba    DNI: 00000000    H.C.: 000000
Fecha y hora de toma: 25/11/2026 22:14    Servicio: Emergencia
Examen                 Resultado       Unidad         Rango referencial
ELECTROLITOS Y FUNCIÓN RENAL
Sodio                  117 ↓           mmol/L         135 - 145
Potasio                6,8 ↑           mmol/L         3,5 - 5,1
Cloro                  88 ↓            mmol/L         98 - 107
Bicarbonato            14 ↓            mmol/L         22 - 29
Urea                   156 ↑           mg/dL          15 - 45
Creatinina             4,82 ↑          mg/dL          0,70 - 1,20
Glucosa                212 ↑           mg/dL          70 - 110
Calcio total           7,9 ↓           mg/dL          8,6 - 10,2
HEMATOLOGÍA
Hemoglobina            8,9 ↓           g/dL           13,0 - 17,0
Leucocitos             9,6             x10³/mm³       4,0 - 10,0
Plaquetas              189             x10³/mm³       150 - 450
VALORES CRÍTICOS comunicados al médico de turno a las 22:51 h.
Página 1 de 1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 88, 'mmol/L', 'low'),
      row('bicarbonate', 14, 'mmol/L', 'low'),
      row('urea', 156, 'mg/dL', 'high'),
      row('creatinine', 4.82, 'mg/dL', 'high'),
      row('glucose', 212, 'mg/dL', 'high'),
      row('calcium', 7.9, 'mg/dL', 'low'),
      row('haemoglobin', 8.9, 'g/dL', 'low'),
      row('white_cells', 9.6, '10^9/L'),
      row('platelets', 189, '10^9/L'),
    ],
  },
]

const reports: readonly LabReportCase[] = [...cases, ...partTwo]
export default reports
