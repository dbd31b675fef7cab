/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: reports as labs in Spain and Latin America
 * print them (a Spanish hospital blood count with asterisks and a critical haemoglobin, a Spanish
 * primary-care biochemistry with flags before the value and a previous-value column, an Argentine
 * lab in g/l with "(*)" and "hasta" ranges, a Mexican lab with decimal points and ALTO/BAJO, a
 * Colombian thyroid and vitamin report with arrows and the range before the unit, a Chilean urine
 * report with sediment microscopy, a Peruvian emergency report with HH/LL and a critical sodium)
 * and three portal CSV exports (es-16-part-2.ts). Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (ADE/RDW, VPM,
 * monocytes, eosinophils, basophils, VSG, LDH, direct bilirubin, non-HDL cholesterol, VLDL,
 * atherogenic index, anti-TPO, osmolality, procalcitonin, lactate, transferrin, reticulocytes,
 * phosphorus, microalbuminuria, albumin/creatinine ratio, urine colour, aspect, bilirubin and
 * urobilinogen, sediment microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-16-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, a university hospital's haematology lab: "*" after out-of-range values (direction
    // from the range), counts in x10^6/µL and x10^3/µL, differential in % and then absolute, a
    // critical haemoglobin phoned to the emergency department, ESR and RDW mixed in.
    id: 'h15-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DE VALDEPRADO
Servicio de Análisis Clínicos · Laboratorio de Hematología
Paciente: PERSONA DE PRUEBA, TEST                    NHC: 000000
Fecha nac.: 01.01.1957      Sexo: Mujer
Servicio solicitante: Urgencias                      Nº petición: 24-000000
Fecha extracción: 12/03/2024 08:14                   Fecha validación: 12/03/2024 09:02
Prueba                        Resultado     Unidades      Valores de referencia
HEMOGRAMA
Hematíes                      2,41 *        x10^6/µL      3,80 - 5,20
Hemoglobina                   6,4 *         g/dL          12,0 - 15,5
Hematocrito                   20,3 *        %             36,0 - 46,0
VCM                           84,2          fL            80,0 - 99,0
HCM                           26,6 *        pg            27,0 - 33,0
CHCM                          31,5 *        g/dL          32,0 - 36,0
ADE                           17,8 *        %             11,5 - 14,5
Plaquetas                     412 *         x10^3/µL      150 - 400
VPM                           8,9           fL            7,4 - 10,4
Leucocitos                    9,8           x10^3/µL      4,0 - 11,0
FÓRMULA LEUCOCITARIA
Neutrófilos %                 71,3          %             40,0 - 75,0
Linfocitos %                  19,2 *        %             20,0 - 45,0
Monocitos %                   7,1           %             2,0 - 10,0
Eosinófilos %                 1,9           %             0,0 - 6,0
Basófilos %                   0,5           %             0,0 - 2,0
Neutrófilos                   6,99          x10^3/µL      2,00 - 7,50
Linfocitos                    1,88          x10^3/µL      1,00 - 4,00
VELOCIDAD DE SEDIMENTACIÓN
VSG (1ª hora)                 38 *          mm            0 - 20
(*) Valor fuera del intervalo de referencia.
VALOR CRÍTICO: Hemoglobina 6,4 g/dL comunicado telefónicamente al servicio solicitante a las 08:51.
Morfología de serie roja: anisocitosis e hipocromía moderadas. Se recomienda estudio de anemia.
Informe validado por: Facultativo Especialista de Área                 Página 1 de 1`,
    expected: [
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.3, '%', 'low'),
      row('mcv', 84.2, 'fL', null),
      row('mch', 26.6, 'pg', 'low'),
      row('mchc', 31.5, 'g/dL', 'low'),
      row('platelets', 412, '10^9/L', 'high'),
      row('white_cells', 9.8, '10^9/L', null),
      row('neutrophils', 71.3, '%', null),
      row('lymphocytes', 19.2, '%', 'low'),
      row('neutrophils', 6.99, '10^9/L', null),
      row('lymphocytes', 1.88, '10^9/L', null),
    ],
  },
  {
    // Spain, a regional health service's area lab for primary care: H/L/HH before the value, the
    // range in square brackets, a previous-value column on the right, a critical potassium with a
    // comment, CRP printed as "<0,5", eGFR with "[>60]", LDH and direct bilirubin mixed in.
    id: 'h15-es-2',
    language: 'es',
    kind: 'text',
    text: `SERVICIO DE SALUD DE CASTILLA DEL NORTE — Laboratorio Central de Área
Centro de Salud: C.S. Ribera Alta                Médico: Dra. Ejemplo Ficticia
Paciente: Test Person                            CIPA: XXXXXXXXXX
F. nacimiento: 01.01.1948      Edad: 76 años      Sexo: Varón
Fecha de toma: 05/02/2024      Fecha de informe: 06/02/2024
Magnitud                                Resultado    Unidad            Intervalo ref.    Anterior (11/09/2023)
BIOQUÍMICA EN SUERO
Glucosa                                 H  104       mg/dL             [74 - 100]        98
Urea                                    H  71        mg/dL             [17 - 49]         52
Creatinina                              H  1,62      mg/dL             [0,67 - 1,17]     1,31
Filtrado glomerular estimado CKD-EPI    L  42        mL/min/1,73 m²    [>60]             54
Ácido úrico                             H  7,9       mg/dL             [3,4 - 7,0]       7,2
Sodio                                      137       mmol/L            [136 - 145]       139
Potasio                                 HH 6,8       mmol/L            [3,5 - 5,1]       5,0
Cloruro                                    103       mmol/L            [98 - 107]        101
Calcio                                     9,4       mg/dL             [8,6 - 10,2]      9,6
Proteínas totales                          6,9       g/dL              [6,4 - 8,3]
Albúmina                                   4,0       g/dL              [3,5 - 5,2]
PERFIL HEPÁTICO
Bilirrubina total                          0,6       mg/dL             [0,3 - 1,2]       0,5
Bilirrubina directa                        0,1       mg/dL             [0,0 - 0,3]
GOT (AST)                                  22        U/L               [<35]             25
GPT (ALT)                                  19        U/L               [<35]             21
Gamma-GT                                H  41        U/L               [5 - 38]          33
Fosfatasa alcalina                         88        U/L               [46 - 116]
LDH                                        210       U/L               [<248]
PROTEÍNAS ESPECÍFICAS
Proteína C reactiva                        <0,5      mg/dL             [0,0 - 0,5]       0,7
Comentario: Potasio en rango crítico, comunicado al centro de salud. Muestra sin hemólisis
visible; se recomienda repetir la determinación para descartar pseudohiperpotasemia.
FGe calculado mediante la ecuación CKD-EPI. Valores en negrita fuera de intervalo.
                                                                          Pág. 1/1`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('urea', 71, 'mg/dL', 'high'),
      row('creatinine', 1.62, 'mg/dL', 'high'),
      row('egfr', 42, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L', null),
      row('calcium', 9.4, 'mg/dL', null),
      row('total_protein', 6.9, 'g/dL', null),
      row('albumin', 4.0, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('ast', 22, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('ggt', 41, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('crp', 0.5, 'mg/dL', null),
    ],
  },
  {
    // Argentina, a private lab: glucemia, uremia and lipids in g/l, "(*)" after out-of-range
    // values, ranges with their unit and words ("hasta", "Mayor de", "Deseable:"), an eGFR
    // printed as ">90", UI/l for enzymes, non-HDL cholesterol and a ratio mixed in.
    id: 'h15-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO BIOQUÍMICO DEL PLATA
Análisis Clínicos — Bioq. Responsable: Dra. Ejemplo (M.P. 0000)
Av. Siempreviva s/n — Ciudad Ficticia, Prov. de Buenos Aires
Paciente: PERSONA, Test                        DNI: 00.000.000
Fecha de nacimiento: 01/01/1969                 Obra social: PARTICULAR
Médico solicitante: Dr. Ejemplo                 Protocolo Nº: 000000
Fecha de ingreso: 18/04/2024
DETERMINACIÓN                              RESULTADO            VALORES DE REFERENCIA
QUÍMICA CLÍNICA
Glucemia                                   1,32 g/l (*)         0,70 - 1,10 g/l
Hemoglobina glicosilada (HbA1c)            7,4 % (*)            4,0 - 6,0 %
Uremia                                     0,38 g/l             0,15 - 0,45 g/l
Creatininemia                              0,94 mg/dl           0,70 - 1,20 mg/dl
Filtrado glomerular estimado (CKD-EPI)     >90 ml/min/1,73 m²   Mayor de 60 ml/min/1,73 m²
Uricemia                                   6,1 mg/dl            3,4 - 7,0 mg/dl
PERFIL LIPÍDICO
Colesterol total                           2,46 g/l (*)         Deseable: hasta 2,00 g/l
Colesterol HDL                             0,38 g/l (*)         Mayor de 0,40 g/l
Colesterol LDL (Friedewald)                1,58 g/l (*)         Hasta 1,30 g/l
Triglicéridos                              2,52 g/l (*)         Hasta 1,50 g/l
Colesterol no HDL                          2,08 g/l (*)         Hasta 1,60 g/l
Índice Col. total / HDL                    6,5 (*)              Hasta 5,0
HEPATOGRAMA
Bilirrubina total                          0,7 mg/dl            0,2 - 1,2 mg/dl
Bilirrubina directa                        0,2 mg/dl            Hasta 0,3 mg/dl
TGO (AST)                                  24 UI/l              Hasta 32 UI/l
TGP (ALT)                                  38 UI/l (*)          Hasta 31 UI/l
Fosfatasa alcalina                         98 UI/l              35 - 104 UI/l
Gamma GT                                   45 UI/l (*)          Hasta 40 UI/l
(*) Valor fuera del rango de referencia.
Muestra obtenida con 12 horas de ayuno. Método enzimático colorimétrico.
Los valores de referencia corresponden a adultos.                    Hoja 1 de 1`,
    expected: [
      row('glucose', 1.32, 'g/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 0.94, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 6.1, 'mg/dL', null),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.58, 'g/L', 'high'),
      row('triglycerides', 2.52, 'g/L', 'high'),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('ast', 24, 'U/L', null),
      row('alt', 38, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('ggt', 45, 'U/L', 'high'),
    ],
  },
  {
    // Mexico, a private lab chain: decimal POINTS as Mexico writes them (only in ranges and in
    // rows Hale does not know; the results it knows are whole numbers), ALTO/BAJO in a column
    // after the range, VLDL, an atherogenic index, direct bilirubin and LDH mixed in.
    id: 'h15-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIOS CLÍNICOS DEL VALLE, S.A. DE C.V.
Sucursal Centro · Ciudad de México
Paciente: TEST PERSON                         Edad: 58 años      Sexo: Masculino
Fecha de nacimiento: 01.01.1966
Folio: 0000000        Fecha de toma: 22/05/2024 07:40        Fecha de impresión: 22/05/2024
Médico: A QUIEN CORRESPONDA
QUÍMICA SANGUÍNEA
ESTUDIO                      RESULTADO    UNIDADES    INTERVALO BIOLÓGICO DE REFERENCIA
Glucosa                      62           mg/dL       70.0 - 100.0                       BAJO
Sodio                        138          mmol/L      136.0 - 145.0
Cloro                        101          mmol/L      98.0 - 107.0
PERFIL DE LÍPIDOS
Colesterol total             238          mg/dL       < 200.0                            ALTO
Triglicéridos                312          mg/dL       < 150.0                            ALTO
Colesterol HDL               35           mg/dL       > 40.0                             BAJO
Colesterol LDL               141          mg/dL       < 130.0                            ALTO
Colesterol VLDL              62.4         mg/dL       < 30.0                             ALTO
Índice aterogénico           6.8                      < 4.5                              ALTO
PRUEBAS DE FUNCIÓN HEPÁTICA
Bilirrubina directa          0.2          mg/dL       0.0 - 0.3
TGO (AST)                    28           U/L         0.0 - 40.0
TGP (ALT)                    52           U/L         0.0 - 41.0                         ALTO
Fosfatasa alcalina           98           U/L         40.0 - 129.0
Gamma glutamil transferasa   84           U/L         8.0 - 61.0                         ALTO
Deshidrogenasa láctica       180          U/L         135.0 - 225.0
Observaciones: Paciente refiere ayuno de 14 horas. Glucosa baja, se sugiere correlacionar
con la clínica. Triglicéridos > 200 mg/dL: LDL calculado por método directo.
Responsable sanitario: Q.F.B. Ejemplo Ficticio            ESTE INFORME NO ES UN DIAGNÓSTICO
Página 1 de 1`,
    expected: [
      row('glucose', 62, 'mg/dL', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 35, 'mg/dL', 'low'),
      row('ldl', 141, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('ggt', 84, 'U/L', 'high'),
    ],
  },
  {
    // Colombia, an outpatient lab (IPS): arrows before the value, the range before the unit,
    // TSH in µUI/mL, free T4 in pmol/L, vitamin D with its deficiency bands on extra lines,
    // anti-TPO antibodies mixed in.
    id: 'h15-es-5',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO LOS ANDES
NIT 000.000.000-0 · Bogotá D.C., Colombia
Nombre: TEST PERSON                  Documento: CC 0000000000
Fecha de nacimiento: 01/01/1982      Edad: 42 Años      Género: F
Entidad: EPS Ficticia                Orden: 0000000
Fecha de recepción: 03/06/2024       Fecha de validación: 04/06/2024
Examen                                 Resultado     Valor de referencia     Unidades
ENDOCRINOLOGÍA - PERFIL TIROIDEO
TSH (hormona estimulante del tiroides)  ↑ 8,72       0,27 - 4,20             µUI/mL
T4 libre                                ↓ 10,1       12,0 - 22,0             pmol/L
T3 libre                                  2,9        2,0 - 4,4               pg/mL
Anticuerpos anti-TPO                    ↑ 186        < 34                    UI/mL
VITAMINAS Y HEMATÍNICOS
25-hidroxi vitamina D total             ↓ 17,4       30,0 - 100,0            ng/mL
   Deficiencia: < 20 · Insuficiencia: 20 - 29 · Suficiencia: 30 - 100
Vitamina B12                              312        197 - 771               pg/mL
Ácido fólico sérico                     ↓ 3,2        3,9 - 26,8              ng/mL
Ferritina                               ↓ 11         15 - 150                ng/mL
Método: electroquimioluminiscencia.
Nota: la ingesta de biotina puede interferir en los resultados de TSH y T4 libre.
Bacterióloga: Ejemplo Ficticia - Reg. 0000                         Pág. 1 de 1`,
    expected: [
      row('tsh', 8.72, 'mU/L', 'high'),
      row('free_t4', 10.1, 'pmol/L', 'low'),
      row('free_t3', 2.9, 'pg/mL', null),
      row('vitamin_d', 17.4, 'ng/mL', 'low'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 3.2, 'ng/mL', 'low'),
      row('ferritin', 11, 'ng/mL', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
