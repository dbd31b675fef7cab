/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), Spanish: reports as labs in Spain, Argentina,
 * Colombia, Chile, Peru and Uruguay print or export them. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (ADE/RDW, monocitos, eosinófilos, basófilos,
 * abastonados, VSG, transferrina, osmolaridad, índices y cocientes, colesterol no-HDL, anticuerpos,
 * procalcitonina, bilirrubina directa, urobilinógeno, sedimento urinario) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-9-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spanish university hospital, emergency request: "*" before every result outside the
    // interval (direction from the range), counts in x10^3/µL and x10^6/µL, the differential in %
    // with "%" in the test name, a critical haemoglobin of 6,2 g/dL with its phone-call line, iron
    // in µmol/L with transferrin (not extracted) and the saturation index.
    id: 'h8-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DEL VALLE ALTO
Servicio de Análisis Clínicos - Hematología
Paciente: PERSONA PRUEBA, TEST          F. nacimiento: 01/01/1962          Sexo: Mujer
NHC: 000000          Nº petición: 25000000          Procedencia: Urgencias
Médico solicitante: Dr. Prueba Ejemplo
Fecha de extracción: 02/01/2025 09:14          Fecha de validación: 02/01/2025 10:02
HEMATOLOGÍA
Magnitud                            Resultado       Unidades        Valores de referencia
Hemograma
Leucocitos                            7,20          x10^3/µL        3,90 - 10,20
Neutrófilos %                         56,9          %               40,0 - 75,0
Linfocitos %                          31,4          %               20,0 - 45,0
Monocitos %                            8,1          %               2,0 - 10,0
Eosinófilos %                          3,1          %               0,0 - 6,0
Basófilos %                            0,5          %               0,0 - 1,5
Hematíes                            * 2,81          x10^6/µL        3,80 - 5,20
Hemoglobina                         * 6,2           g/dL            12,0 - 15,6
Hematocrito                         * 19,6          %               36,0 - 46,0
VCM                                 * 69,8          fL              80,0 - 99,0
HCM                                 * 22,1          pg              27,0 - 33,5
CHCM                                * 31,6          g/dL            32,0 - 36,0
ADE                                 * 18,9          %               11,5 - 15,0
Plaquetas                           * 468           x10^3/µL        150 - 400
VALOR CRÍTICO: hemoglobina. Comunicado por teléfono al médico responsable a las 09:58.
Frotis de sangre periférica: hipocromía, microcitosis, anisocitosis. Algunos eliptocitos.
BIOQUÍMICA - ESTUDIO DE ANEMIA
Hierro                              * 4,1           µmol/L          10,7 - 28,6
Transferrina                        * 385           mg/dL           200 - 360
Índice de saturación de transferrina * 4,2          %               20,0 - 50,0
Ferritina                           * 4             ng/mL           15 - 150
(*) Resultado fuera del intervalo de referencia.
Página 1 de 1`,
    expected: [
      row('white_cells', 7.2, '10^9/L', null),
      row('neutrophils', 56.9, '%', null),
      row('lymphocytes', 31.4, '%', null),
      row('red_cells', 2.81, '10^12/L', 'low'),
      row('haemoglobin', 6.2, 'g/dL', 'low'),
      row('haematocrit', 19.6, '%', 'low'),
      row('mcv', 69.8, 'fL', 'low'),
      row('mch', 22.1, 'pg', 'low'),
      row('mchc', 31.6, 'g/dL', 'low'),
      row('platelets', 468, '10^9/L', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 4.2, '%', 'low'),
      row('ferritin', 4, 'ng/mL', 'low'),
    ],
  },
  {
    // Argentine private lab: the "-emia" names (glucemia, uremia, creatininemia, uricemia,
    // calcemia), dotted leaders between name and result, no flags, ranges in parentheses after
    // the unit, lower-case units (mg/dl, g/dl, mmol/l), critical glucose 42 mg/dl and sodium 117
    // with a warning line, a calculated osmolarity mixed in.
    id: 'h8-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS SAN TELMO
Bioq. Test Ejemplo - Directora Técnica
Paciente: Persona Test          DNI: 00.000.000          Edad: 71 años          Sexo: F
Médico: Dr. Test Médico          Obra social: Ejemplo Salud          Protocolo Nº 0000000
Fecha: 03/01/2025          Muestra: suero
QUÍMICA CLÍNICA
Glucemia ..................................... 42 mg/dl          (70 - 110)
Uremia ....................................... 38 mg/dl          (10 - 50)
Creatininemia ................................ 0,9 mg/dl         (0,5 - 1,1)
Uricemia ..................................... 5,1 mg/dl         (2,4 - 5,7)
Calcemia ..................................... 8,9 mg/dl         (8,5 - 10,5)
Proteínas totales ............................ 6,8 g/dl          (6,4 - 8,3)
Albúmina ..................................... 3,9 g/dl          (3,5 - 5,2)
IONOGRAMA PLASMÁTICO
Sodio ........................................ 117 mmol/l        (136 - 145)
Potasio ...................................... 3,2 mmol/l        (3,5 - 5,1)
Cloro ........................................ 84 mmol/l         (98 - 107)
Bicarbonato .................................. 22 mmol/l         (22 - 29)
Osmolaridad plasmática calculada ............. 243 mOsm/l        (280 - 295)
ATENCIÓN: valores críticos de glucemia y natremia. Se informó telefónicamente al médico
solicitante el 03/01/2025.
Los valores de referencia corresponden a adultos.
Hoja 1/1`,
    expected: [
      row('glucose', 42, 'mg/dL', 'low'),
      row('urea', 38, 'mg/dL', null),
      row('creatinine', 0.9, 'mg/dL', null),
      row('uric_acid', 5.1, 'mg/dL', null),
      row('calcium', 8.9, 'mg/dL', null),
      row('total_protein', 6.8, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 22, 'mmol/L', null),
    ],
  },
  {
    // Spanish primary-care lab: H after the value, "< 200" and "> 40" ranges, HbA1c labelled
    // DCCT/NGSP, GOT/GPT with AST/ALT in brackets, Gamma-GT, non-HDL cholesterol and the atherogenic
    // index (not extracted), a comment with a number in it.
    id: 'h8-es-3',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Central de Atención Primaria - Área Sanitaria Norte
Nombre: PERSONA PRUEBA, TEST          Fecha nac.: 01/01/1959          Sexo: Hombre
CIP: XXXX000000000          Centro: C.S. Ejemplo          Médico: Dra. Prueba Ejemplo
Nº muestra: 0000000          Extracción: 07/01/2025          Informe: 08/01/2025
Prueba                                   Resultado        Unidades       Intervalo de referencia
BIOQUÍMICA GENERAL
Glucosa                                  126 H            mg/dL          74 - 106
Hemoglobina A1c (DCCT/NGSP)              7,1 H            %              4,0 - 6,0
PERFIL LIPÍDICO
Colesterol total                         243 H            mg/dL          < 200
Colesterol HDL                           42               mg/dL          > 40
Colesterol LDL (calculado)               164 H            mg/dL          < 130
Colesterol no-HDL                        201 H            mg/dL          < 160
Triglicéridos                            186 H            mg/dL          < 150
Índice aterogénico (CT/HDL)              5,8 H                           < 5,0
PERFIL HEPÁTICO
GOT (AST)                                28               U/L            5 - 34
GPT (ALT)                                61 H             U/L            0 - 55
Gamma-GT (GGT)                           88 H             U/L            12 - 64
Fosfatasa alcalina                       102              U/L            40 - 150
Bilirrubina total                        0,7              mg/dL          0,2 - 1,2
Comentario: en paciente diabético el objetivo de c-LDL depende del riesgo cardiovascular
(habitualmente inferior a 100 mg/dL).
Validado por: Facultativo Prueba                                         Página 1 de 1`,
    expected: [
      row('glucose', 126, 'mg/dL', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('cholesterol', 243, 'mg/dL', 'high'),
      row('hdl', 42, 'mg/dL', null),
      row('ldl', 164, 'mg/dL', 'high'),
      row('triglycerides', 186, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 61, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 102, 'U/L', null),
      row('bilirubin', 0.7, 'mg/dL', null),
    ],
  },
  {
    // Colombian clinical lab (IPS): upper-case test names with the abbreviation in brackets,
    // ALTO/BAJO in a last column after the range, TSH in µUI/mL, free T4 and T3 in pmol/L, vitamin
    // D with an interpretive line of cut-offs, folate as "ácido fólico", CRP in mg/dL, anti-TPO and
    // ESR mixed in.
    id: 'h8-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO ANDINO IPS
Paciente: TEST PERSONA          Documento: CC 0000000000          Edad: 44 años          Género: Femenino
Entidad: EPS Ejemplo          Médico: Dr. Prueba Ejemplo
Fecha de toma: 09/01/2025 07:30          Fecha de reporte: 09/01/2025 17:10
EXAMEN                                        RESULTADO    UNIDADES     VALORES DE REFERENCIA
HORMONAS
HORMONA ESTIMULANTE DE TIROIDES (TSH)         8,42         µUI/mL       0,27 - 4,20       ALTO
TIROXINA LIBRE (T4 LIBRE)                     9,1          pmol/L       12,0 - 22,0       BAJO
TRIYODOTIRONINA LIBRE (T3 LIBRE)              3,9          pmol/L       3,1 - 6,8
ANTICUERPOS ANTI-PEROXIDASA (ANTI-TPO)        312          UI/mL        < 34              ALTO
VITAMINAS
VITAMINA D 25 HIDROXI TOTAL                   18,4         ng/mL        30,0 - 100,0      BAJO
   Deficiencia: menor de 20 ng/mL. Insuficiencia: 20 - 29 ng/mL. Suficiencia: 30 - 100 ng/mL.
VITAMINA B12                                  198          pg/mL        197 - 771
ÁCIDO FÓLICO (FOLATOS SÉRICOS)                3,1          ng/mL        3,9 - 26,8        BAJO
INFLAMACIÓN
PROTEÍNA C REACTIVA (PCR) CUANTITATIVA        1,8          mg/dL        0,0 - 0,5         ALTO
VELOCIDAD DE SEDIMENTACIÓN GLOBULAR (VSG)     28           mm/h         0 - 20            ALTO
Método: electroquimioluminiscencia (ECLIA). Resultados validados por Bact. Prueba Ejemplo.
Página 1 de 1`,
    expected: [
      row('tsh', 8.42, 'mU/L', 'high'),
      row('free_t4', 9.1, 'pmol/L', 'low'),
      row('free_t3', 3.9, 'pmol/L', null),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('vitamin_b12', 198, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('crp', 1.8, 'mg/dL', 'high'),
    ],
  },
  {
    // Chilean lab: "*" after the value, VFG for eGFR with "mL/min/1,73m²", nitrógeno ureico (BUN)
    // for urea, then an "orina completa" whose dipstick gives Trazas, ++ and +++ against
    // "Negativo", blood written "Sangre (hemoglobina)", a urine bilirubin and urobilinogen line
    // (not extracted) and a sediment whose hematíes and leucocitos per field are not blood counts.
    id: 'h8-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO CORDILLERA
Nombre: PERSONA TEST, PRUEBA          RUT: 00.000.000-0          Fecha nac.: 01/01/1950          Sexo: M
Procedencia: CESFAM Ejemplo          Médico: Dr. Ejemplo Prueba
Fecha toma de muestra: 10/01/2025          Fecha de emisión: 11/01/2025
PERFIL BIOQUÍMICO                      Resultado        Unidad             Valor de referencia
Creatinina                             2,14 *           mg/dL              0,70 - 1,20
VFG estimada (CKD-EPI 2021)            31 *             mL/min/1,73m²      > 60
Nitrógeno ureico (BUN)                 34 *             mg/dL              6 - 20
Ácido úrico                            8,7 *            mg/dL              3,4 - 7,0
ELECTROLITOS PLASMÁTICOS
Sodio                                  139              mmol/L             136 - 145
Potasio                                5,6 *            mmol/L             3,5 - 5,1
Cloro                                  106              mmol/L             98 - 107
ORINA COMPLETA
Examen físico-químico
Color                                  Amarillo                            Amarillo
Aspecto                                Levemente turbio                    Transparente
Densidad                               1,025                               1,005 - 1,030
pH                                     5,0                                 5,0 - 8,0
Proteínas                              ++ *                                Negativo
Glucosa                                Negativo                            Negativo
Cuerpos cetónicos                      Negativo                            Negativo
Sangre (hemoglobina)                   +++ *                               Negativo
Nitritos                               Negativo                            Negativo
Leucocitos (esterasa)                  Trazas *                            Negativo
Urobilinógeno                          Normal                              Normal
Bilirrubina                            Negativo                            Negativo
Sedimento urinario
Hematíes                               25-30 por campo *                   0 - 2 por campo
Leucocitos                             5-10 por campo *                    0 - 5 por campo
Cilindros                              Granulosos escasos
Células epiteliales                    Escasas
(*) Valor fuera del rango de referencia.                                   Página 1 de 1`,
    expected: [
      row('creatinine', 2.14, 'mg/dL', 'high'),
      row('egfr', 31, 'mL/min/1.73m²', 'low'),
      row('urea', 34, 'mg/dL', 'high'),
      row('uric_acid', 8.7, 'mg/dL', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 106, 'mmol/L', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
