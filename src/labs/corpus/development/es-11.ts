/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), Spanish: reports from Spain, Mexico, Argentina, Chile,
 * Colombia and Uruguay (hospital emergency labs, primary-care area labs, private labs and
 * patient-portal or laboratory-system CSV exports). Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (ADE,
 * VPM, VSG/VHS, monocitos, eosinófilos, procalcitonina, bilirrubina directa e indirecta, fósforo,
 * LDH, colesterol VLDL y no HDL, índices y cocientes, T4 total, gasometría, sedimento urinario,
 * urobilinógeno …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-11-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A Spanish university hospital's emergency lab: a full blood count with the leukocyte
    // formula first as percentages and then as absolute counts under the same names, "*" after
    // every out-of-range value, counts in 10^6/µL and 10^3/µL, CRP in mg/dL, ESR and procalcitonin.
    id: 'h10-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO SINTÉTICO - Servicio de Análisis Clínicos
Laboratorio de Urgencias
Paciente: PERSONA PRUEBA, TEST                  NHC: 0000000          Sexo: Mujer
Fecha nac.: 01/01/1958 (66 años)               Nº petición: 24000000
Procedencia: URGENCIAS GENERALES                Médico: Dr. Ejemplo
Fecha de extracción: 08/01/2024 11:32          Fecha de validación: 08/01/2024 12:47
HEMATOLOGÍA
HEMOGRAMA                          Resultado        Unidades        Valores de referencia
Hematíes                           3,92 *           10^6/µL         4,20 - 5,40
Hemoglobina                        10,8 *           g/dL            12,0 - 16,0
Hematocrito                        33,1 *           %               37,0 - 47,0
VCM                                84,4             fL              80,0 - 100,0
HCM                                27,6             pg              27,0 - 33,0
CHCM                               32,6             g/dL            32,0 - 36,0
ADE                                15,9 *           %               11,5 - 14,5
Plaquetas                          438 *            10^3/µL         150 - 400
VPM                                9,8              fL              7,4 - 10,4
Leucocitos                         12,40 *          10^3/µL         4,00 - 11,00
FÓRMULA LEUCOCITARIA
Neutrófilos                        78,2 *           %               40,0 - 75,0
Linfocitos                         13,1 *           %               20,0 - 45,0
Monocitos                          7,4              %               2,0 - 10,0
Eosinófilos                        1,0              %               0,0 - 6,0
Basófilos                          0,3              %               0,0 - 1,5
Neutrófilos                        9,70 *           10^3/µL         2,00 - 7,50
Linfocitos                         1,62             10^3/µL         1,00 - 4,00
Monocitos                          0,92             10^3/µL         0,20 - 1,00
VSG (1ª hora)                      48 *             mm              0 - 20
BIOQUÍMICA
Proteína C reactiva                8,6 *            mg/dL           0,0 - 0,5
Procalcitonina                     0,42             ng/mL           < 0,50
  Comentario: PCT < 0,50 ng/mL: bajo riesgo de infección bacteriana sistémica.
(*) Resultado fuera del intervalo de referencia.
Validado por: Facultativo especialista de área                         Página 1 de 1`,
    expected: [
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
      row('haematocrit', 33.1, '%', 'low'),
      row('mcv', 84.4, 'fL', null),
      row('mch', 27.6, 'pg', null),
      row('mchc', 32.6, 'g/dL', null),
      row('platelets', 438, '10^9/L', 'high'),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('neutrophils', 78.2, '%', 'high'),
      row('lymphocytes', 13.1, '%', 'low'),
      row('neutrophils', 9.7, '10^9/L', 'high'),
      row('lymphocytes', 1.62, '10^9/L', null),
      row('crp', 8.6, 'mg/dL', 'high'),
    ],
  },
  {
    // A Spanish primary-care area lab: a diabetes and lipid follow-up with a previous-result
    // column (dated in the heading, "--" where there was none) between the result and the unit,
    // no flags at all, eGFR in "mL/min/1,73 m²", free T4 in pmol/L, and a urine albumin/creatinine
    // ratio that is not a result to extract.
    id: 'h10-es-2',
    language: 'es',
    kind: 'text',
    text: `SERVICIO DE SALUD SINTÉTICO - LABORATORIO CLÍNICO DE ÁREA
Centro de Salud Ejemplo · Atención Primaria
Paciente: TEST PERSONA EJEMPLO         CIP: XXXX000000000000        Sexo: Hombre
Fecha de nacimiento: 01/01/1964        Médico solicitante: Dra. Ejemplo
Nº de muestra: 0000000000              Fecha de extracción: 22/04/2024
Motivo: control de diabetes mellitus tipo 2 y dislipemia
                                         Resultado   Anterior       Unidades          Intervalo de referencia
                                                     (11/10/2023)
BIOQUÍMICA EN SUERO
Glucosa                                  128         118            mg/dL             74 - 106
Hemoglobina A1c (DCCT/NGSP)              7,4         6,9            %                 4,0 - 6,0
Urea                                     41          36             mg/dL             17 - 43
Creatinina                               1,08        1,02           mg/dL             0,67 - 1,17
Filtrado glomerular estimado (CKD-EPI)   76          82             mL/min/1,73 m²    > 60
Ácido úrico                              7,8         7,1            mg/dL             3,4 - 7,0
Sodio                                    139         141            mmol/L            136 - 145
Potasio                                  4,9         4,6            mmol/L            3,5 - 5,1
Colesterol total                         198         226            mg/dL             < 200
Colesterol HDL                           44          41             mg/dL             > 40
Colesterol LDL (Friedewald)              118         143            mg/dL             < 100
Triglicéridos                            182         210            mg/dL             < 150
AST (GOT)                                24          27             U/L               5 - 40
ALT (GPT)                                38          45             U/L               5 - 41
Gamma-glutamil transferasa (GGT)         55          63             U/L               8 - 61
Fosfatasa alcalina                       81          --             U/L               40 - 129
Bilirrubina total                        0,7         --             mg/dL             0,1 - 1,2
HORMONAS
TSH                                      2,84        --             µUI/mL            0,27 - 4,20
T4 libre                                 15,6        --             pmol/L            12,0 - 22,0
ORINA
Cociente albúmina/creatinina             34          28             mg/g              < 30
Nota: objetivo de LDL en el paciente diabético según riesgo cardiovascular (< 100 o < 70 mg/dL).
Informe validado electrónicamente.                                     Página 1 de 1`,
    expected: [
      row('glucose', 128, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('urea', 41, 'mg/dL', null),
      row('creatinine', 1.08, 'mg/dL', null),
      row('egfr', 76, 'mL/min/1.73m²', null),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('cholesterol', 198, 'mg/dL', null),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 118, 'mg/dL', 'high'),
      row('triglycerides', 182, 'mg/dL', 'high'),
      row('ast', 24, 'U/L', null),
      row('alt', 38, 'U/L', null),
      row('ggt', 55, 'U/L', null),
      row('alp', 81, 'U/L', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('tsh', 2.84, 'mU/L', null),
      row('free_t4', 15.6, 'pmol/L', null),
    ],
  },
  {
    // An Argentine private lab: dotted leaders between the name and the result, local names
    // (glucemia, uremia, creatininemia, uricemia, hepatograma), glucose and urea in g/l, ranges
    // in parentheses repeating the unit and written "hasta 33", "(*)" after out-of-range values,
    // and a vitamin D band in prose under the row.
    id: 'h10-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS SINTÉTICO
Bioq. Ejemplo - M.P. 0000
Paciente: PERSONA, TEST                       Protocolo Nº: 00000
Fecha de nacimiento: 01/01/1981               Edad: 43 años        Sexo: F
Médico: Dr. Ejemplo                           Obra social: EJEMPLO
Fecha: 15/05/2024
QUÍMICA CLÍNICA
Glucemia ..................................... 0,92 g/l             (0,70 - 1,10 g/l)
Uremia ....................................... 0,38 g/l             (0,15 - 0,45 g/l)
Creatininemia ................................ 0,86 mg/dl           (0,50 - 1,10 mg/dl)
Uricemia ..................................... 5,1 mg/dl            (2,4 - 5,7 mg/dl)
HEPATOGRAMA
Bilirrubina total ............................ 0,9 mg/dl            (hasta 1,2 mg/dl)
Bilirrubina directa .......................... 0,2 mg/dl            (hasta 0,3 mg/dl)
Bilirrubina indirecta ........................ 0,7 mg/dl
TGO (AST) .................................... 31 UI/l              (hasta 32 UI/l)
TGP (ALT) .................................... 44 UI/l (*)          (hasta 33 UI/l)
Fosfatasa alcalina ........................... 138 UI/l (*)         (35 - 104 UI/l)
Gamma GT ..................................... 22 UI/l              (5 - 36 UI/l)
Proteínas totales ............................ 7,2 g/dl             (6,4 - 8,3 g/dl)
Albúmina ..................................... 4,3 g/dl             (3,5 - 5,2 g/dl)
PERFIL DE HIERRO
Transferrina ................................. 212 mg/dl           (200 - 360 mg/dl)
Saturación de transferrina ................... 48 % (*)             (20 - 45 %)
Ferritina .................................... 412 ng/ml (*)        (13 - 150 ng/ml)
VITAMINAS
Vitamina B12 ................................. 245 pg/ml            (197 - 771 pg/ml)
Ácido fólico ................................. 4,1 ng/ml            (3,9 - 26,8 ng/ml)
25-OH Vitamina D total ....................... 18,4 ng/ml (*)       (30 - 100 ng/ml)
   Deficiencia: menor a 20 ng/ml - Insuficiencia: 20 a 30 ng/ml - Suficiencia: 30 a 100 ng/ml
(*) Valor fuera del rango de referencia.
Ferritina elevada: evaluar en el contexto de un proceso inflamatorio.
Bioquímica responsable: Bioq. Ejemplo                                   Hoja 1 de 1`,
    expected: [
      row('glucose', 0.92, 'g/L', null),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 0.86, 'mg/dL', null),
      row('uric_acid', 5.1, 'mg/dL', null),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
      row('alp', 138, 'U/L', 'high'),
      row('ggt', 22, 'U/L', null),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('transferrin_saturation', 48, '%', 'high'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('vitamin_b12', 245, 'pg/mL', null),
      row('folate', 4.1, 'ng/mL', null),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
    ],
  },
  {
    // A Mexican private lab: upper-case names, ALTO/BAJO written after the value, Mexico's decimal
    // POINT (only on rows that are not results here: índice aterogénico, bilirrubina directa),
    // BUN instead of urea, VLDL cholesterol and a signature block with a professional licence.
    id: 'h10-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SINTÉTICO, S.A. DE C.V.
Sucursal Ejemplo · Ciudad de México
PACIENTE: PERSONA PRUEBA TEST               EDAD: 52 AÑOS       SEXO: MASCULINO
FECHA DE NACIMIENTO: 01/01/1972            FOLIO: 0000000000
MÉDICO: A QUIEN CORRESPONDA                FECHA DE TOMA: 27/06/2024 07:48
                                           FECHA DE ENTREGA: 27/06/2024 14:10
QUÍMICA SANGUÍNEA
ESTUDIO                          RESULTADO           UNIDADES      VALORES DE REFERENCIA
GLUCOSA                          112     ALTO        mg/dL         70 - 100
NITRÓGENO UREICO (BUN)           14                  mg/dL         7 - 20
SODIO                            137                 mmol/L        136 - 145
CLORO                            102                 mmol/L        98 - 107
PERFIL DE LÍPIDOS
COLESTEROL TOTAL                 241     ALTO        mg/dL         < 200
TRIGLICÉRIDOS                    312     ALTO        mg/dL         < 150
COLESTEROL HDL                   36      BAJO        mg/dL         > 40
COLESTEROL LDL                   143     ALTO        mg/dL         < 130
COLESTEROL VLDL                  62      ALTO        mg/dL         < 30
ÍNDICE ATEROGÉNICO               6.7     ALTO                      < 4.5
PRUEBAS DE FUNCIONAMIENTO HEPÁTICO
TGO (AST)                        28                  U/L           0 - 40
TGP (ALT)                        45      ALTO        U/L           0 - 41
GAMMA GLUTAMIL TRANSPEPTIDASA    66      ALTO        U/L           8 - 61
FOSFATASA ALCALINA               98                  U/L           40 - 129
BILIRRUBINA DIRECTA              0.21                mg/dL         0.00 - 0.30
MÉTODO: ESPECTROFOTOMETRÍA. MUESTRA: SUERO. AYUNO DE 10 HORAS.
LOS RESULTADOS MARCADOS COMO ALTO O BAJO SE ENCUENTRAN FUERA DEL INTERVALO DE REFERENCIA.
RESPONSABLE SANITARIO: Q.F.B. EJEMPLO - CÉDULA PROFESIONAL 0000000          PÁGINA 1 DE 1`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 14, 'mg/dL', null),
      row('sodium', 137, 'mmol/L', null),
      row('chloride', 102, 'mmol/L', null),
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 143, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 45, 'U/L', 'high'),
      row('ggt', 66, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
    ],
  },
  {
    // A Chilean lab for an emergency department: a "Marca" column BEFORE the result (L, or "*" in
    // the urine part), a critical glucose with a phoned-result note, then an "orina completa": the
    // dipstick in words and crosses (++, +, Trazas, Positivo, +++) followed by the sediment, whose
    // leukocytes, red cells, bacteria and calcium-oxalate crystals are not results to extract.
    id: 'h10-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SINTÉTICO - Santiago
Paciente: TEST PERSONA                RUT: 00.000.000-0            Sexo: Femenino
Fecha de nacimiento: 01/01/1939       Edad: 85 años
Procedencia: Servicio de Urgencia     Médico: Dr. Ejemplo
Toma de muestra: 19/07/2024 06:55     Informe: 19/07/2024 08:20
PERFIL BIOQUÍMICO
Examen                          Marca   Resultado        Unidad      Valor de referencia
Glucosa                         L       46               mg/dL       70 - 100
   VALOR CRÍTICO: informado a enfermera de turno a las 07:15 hrs. Verificado en muestra repetida.
Nitrógeno ureico (BUN)                  18               mg/dL       7 - 20
Ácido úrico                             4,6              mg/dL       2,4 - 5,7
Calcio                                  9,2              mg/dL       8,5 - 10,5
Fósforo                                 3,4              mg/dL       2,5 - 4,5
Proteínas totales                       6,9              g/dL        6,4 - 8,3
Albúmina                        L       3,3              g/dL        3,5 - 5,2
Colesterol total                        188              mg/dL       < 200
Bilirrubina total                       0,5              mg/dL       0,2 - 1,2
Fosfatasas alcalinas                    96               U/L         35 - 104
GOT (AST)                               21               U/L         < 32
LDH                                     210              U/L         135 - 214
ORINA COMPLETA
Examen físico-químico
Color                                   Amarillo                     Amarillo
Aspecto                         *       Turbio                       Claro
Densidad                                1,025                        1,005 - 1,030
pH                                      5,0                          5,0 - 8,0
Proteínas                       *       ++                           Negativo
Glucosa                                 Negativo                     Negativo
Cuerpos cetónicos               *       +                            Negativo
Sangre (hemoglobina)            *       Trazas                       Negativo
Bilirrubina                             Negativo                     Negativo
Urobilinógeno                           Normal                       Normal
Nitritos                        *       Positivo                     Negativo
Esterasa leucocitaria           *       +++                          Negativo
Sedimento urinario
Leucocitos                      *       25-30 por campo              0 - 5
Hematíes                                2-4 por campo                0 - 3
Células epiteliales                     Escasas
Bacterias                       *       Abundantes                   Escasas
Cristales                               Oxalato de calcio escasos
Mucus                                   Escaso
Tecnólogo Médico responsable: T.M. Ejemplo                             Página 1 de 1`,
    expected: [
      row('glucose', 46, 'mg/dL', 'low'),
      row('urea', 18, 'mg/dL', null),
      row('uric_acid', 4.6, 'mg/dL', null),
      row('calcium', 9.2, 'mg/dL', null),
      row('total_protein', 6.9, 'g/dL', null),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('cholesterol', 188, 'mg/dL', null),
      row('bilirubin', 0.5, 'mg/dL', null),
      row('alp', 96, 'U/L', null),
      row('ast', 21, 'U/L', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
    ],
  },
]

const all: readonly LabReportCase[] = [...cases, ...moreCases]

export default all
