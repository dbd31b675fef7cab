/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: reports from Spain, Argentina, Chile,
 * Colombia and Uruguay, as PDF text layers and patient-portal CSV exports (separator ";", decimal
 * comma). Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (índice aterogénico, colesterol VLDL, ADE/RDW,
 * VSG/VHS, procalcitonina, lactato, anti-TPO, osmolalidad, magnesio, sedimento urinario,
 * microalbuminuria …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-14-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spanish public hospital, general biochemistry: an asterisk before out-of-range values,
    // "<" upper-only ranges, a critical glucose with a phone-call note, calculated osmolality.
    id: 'h13-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DE EJEMPLO - Servicio de Análisis Clínicos
Paciente: Persona Prueba, Test        NHC: 0000000        F. nac.: 01.01.1947
Petición: 26/0412337    Procedencia: Medicina Interna    Extracción: 12/10/2026 08:20

BIOQUÍMICA GENERAL
Prueba                          Resultado     Unidades          Valores de referencia
Glucosa                       * 42            mg/dL             74 - 106
  VALOR CRÍTICO. Comunicado telefónicamente a la planta a las 09:10.
Urea                            38            mg/dL             17 - 43
Creatinina                      0,92          mg/dL             0,67 - 1,17
Filtrado glomerular (CKD-EPI)   >90           mL/min/1,73m2     >60
Ácido úrico                     5,1           mg/dL             3,4 - 7,0
Sodio                           139           mmol/L            136 - 145
Potasio                         4,2           mmol/L            3,5 - 5,1
Cloro                           103           mmol/L            98 - 107
Osmolalidad calculada           281           mOsm/kg           275 - 295
Calcio                          9,1           mg/dL             8,6 - 10,2
Proteínas totales               6,8           g/dL              6,4 - 8,3
Albúmina                        4,0           g/dL              3,5 - 5,2
Bilirrubina total               0,7           mg/dL             0,3 - 1,2
GOT (AST)                       25            U/L               < 40
GPT (ALT)                     * 56            U/L               < 41
Gamma-GT                        22            U/L               < 60
Fosfatasa alcalina              71            U/L               40 - 129
(*) Valor fuera del intervalo de referencia.
Facultativo responsable: Dr. Ejemplo                       Página 1 de 1`,
    expected: [
      row('glucose', 42, 'mg/dL', 'low'),
      row('urea', 38, 'mg/dL', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 5.1, 'mg/dL', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('total_protein', 6.8, 'g/dL', null),
      row('albumin', 4.0, 'g/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('ast', 25, 'U/L', null),
      row('alt', 56, 'U/L', 'high'),
      row('ggt', 22, 'U/L', null),
      row('alp', 71, 'U/L', null),
    ],
  },
  {
    // Argentine private lab, hemograma: units spelled x10^6/µl and g/dl, "bajo"/"alto" after the
    // value, critical haemoglobin, differential in %, eritrosedimentación, ferritin in ng/ml.
    id: 'h13-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS EJEMPLO - Buenos Aires
Paciente: PERSONA, Test             Edad: 34 años      Sexo: F
Fecha de nacimiento: 01.01.1992     Protocolo N°: 118452     Fecha: 03/09/2026
Médico solicitante: Dr. Ejemplo

HEMOGRAMA
Determinación                  Resultado           Unidad          Valor de referencia
Glóbulos rojos                 2,35   bajo         x10^6/µl        4,00 - 5,20
Hemoglobina                    6,2    bajo         g/dl            12,0 - 16,0
Hematocrito                    20     bajo         %               36 - 46
VCM                            68     bajo         fl              80 - 100
HCM                            21     bajo         pg              27 - 32
CHCM                           30     bajo         g/dl            32 - 36
ADE (RDW)                      18,9   alto         %               11,5 - 14,5
Glóbulos blancos               7,8                 x10^3/µl        4,0 - 10,0
Fórmula leucocitaria
  Neutrófilos segmentados      62                  %               50 - 70
  Linfocitos                   28                  %               20 - 40
  Monocitos                    7                   %               2 - 8
  Eosinófilos                  3                   %               1 - 4
Plaquetas                      180                 x10^3/µl        150 - 400
Eritrosedimentación (1ª hora)  35     alto         mm              hasta 20
Observaciones: hipocromía ++, microcitosis ++, anisocitosis. Hemoglobina en rango crítico:
se comunicó al médico tratante.

PERFIL DE HIERRO
Ferritina                      4      bajo         ng/ml           13 - 150
Saturación de transferrina     6      bajo         %               20 - 50
Transferrina                   398    alto         mg/dl           200 - 360
Firma y sello: Bioquímica responsable                        Hoja 1/1`,
    expected: [
      row('red_cells', 2.35, '10^12/L', 'low'),
      row('haemoglobin', 6.2, 'g/dL', 'low'),
      row('haematocrit', 20, '%', 'low'),
      row('mcv', 68, 'fL', 'low'),
      row('mch', 21, 'pg', 'low'),
      row('mchc', 30, 'g/dL', 'low'),
      row('white_cells', 7.8, '10^9/L', null),
      row('neutrophils', 62, '%', null),
      row('lymphocytes', 28, '%', null),
      row('platelets', 180, '10^9/L', null),
      row('ferritin', 4, 'ng/mL', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
    ],
  },
  {
    // Chilean clinic, "glicemia" and lipid profile with a previous-result column, arrows after the
    // value, ranges "hasta 130" and "mayor a 40", an atherogenic index and VLDL mixed in.
    id: 'h13-es-3',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA EJEMPLO - Laboratorio Clínico (Santiago)
Nombre: Test Persona              RUT: 00.000.000-0          Fecha nac.: 01.01.1970
Procedencia: Ambulatorio          Toma de muestra: 22-08-2026 07:55

Examen                      Resultado      Resultado anterior     Unidad      Valor de referencia
                                           (15-02-2026)
Glicemia                    126 ↑          118 ↑                  mg/dL       70 - 100
Hemoglobina glicosilada A1c 7,1 ↑          6,7 ↑                  %           4,0 - 6,0
PERFIL LIPÍDICO
Colesterol total            245 ↑          261 ↑                  mg/dL       menor a 200
Colesterol HDL              38 ↓           36 ↓                   mg/dL       mayor a 40
Colesterol LDL (calculado)  172 ↑          185 ↑                  mg/dL       hasta 130
Colesterol VLDL             35             40                     mg/dL       hasta 30
Triglicéridos               176 ↑          201 ↑                  mg/dL       menor a 150
Índice Col. total/HDL       6,4            7,3                                menor a 4,5
TSH                         3,2            2,8                    µUI/mL      0,35 - 4,94
Nota: Se recomienda ayuno de 8 a 12 horas para perfil lipídico.
Validado por: Tecnólogo Médico                                  Pág. 1 de 1`,
    expected: [
      row('glucose', 126, 'mg/dL', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('cholesterol', 245, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 172, 'mg/dL', 'high'),
      row('triglycerides', 176, 'mg/dL', 'high'),
      row('tsh', 3.2, 'mU/L', null),
    ],
  },
  {
    // Colombian lab, thyroid and vitamins: ALTO/BAJO in a flag column after the range, free T4 and
    // T3 in pmol/L, CRP in mg/dL, anti-TPO antibodies mixed in, method notes under the rows.
    id: 'h13-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO EJEMPLO S.A.S. - Bogotá D.C.
Paciente: TEST PERSONA       Documento: CC 0000000000       Fecha de nacimiento: 01.01.1985
Edad: 41 años    Sexo: Femenino    Fecha de toma: 30/09/2026    Fecha de reporte: 01/10/2026

ANÁLISIS                                   RESULTADO   UNIDADES    INTERVALO BIOLÓGICO   MARCA
HORMONA ESTIMULANTE DE TIROIDES (TSH)      8,45        µUI/mL      0,27 - 4,20          ALTO
  Método: electroquimioluminiscencia
TIROXINA LIBRE (T4L)                       9,8         pmol/L      12,0 - 22,0          BAJO
TRIYODOTIRONINA LIBRE (T3L)                3,9         pmol/L      3,1 - 6,8
ANTICUERPOS ANTI-TPO                       245         UI/mL       < 34                 ALTO
VITAMINA D 25-HIDROXI TOTAL                18,4        ng/mL       30 - 100             BAJO
  Deficiencia: < 20   Insuficiencia: 20 - 29   Suficiencia: 30 - 100
VITAMINA B12                               198         pg/mL       211 - 911            BAJO
ÁCIDO FÓLICO SÉRICO                        7,2         ng/mL       > 3,9
PROTEÍNA C REACTIVA (PCR)                  0,4         mg/dL       < 0,5
Bacteriólogo(a) responsable: Ejemplo                          Página 1 de 1`,
    expected: [
      row('tsh', 8.45, 'mU/L', 'high'),
      row('free_t4', 9.8, 'pmol/L', 'low'),
      row('free_t3', 3.9, 'pmol/L', null),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('vitamin_b12', 198, 'pg/mL', 'low'),
      row('folate', 7.2, 'ng/mL', null),
      row('crp', 0.4, 'mg/dL', null),
    ],
  },
  {
    // Spanish health-centre report: glucose and HbA1c, then a urine dipstick with crosses against
    // "Negativo", sediment counts per field (leucocitos, hematíes) that are not dipstick rows.
    id: 'h13-es-5',
    language: 'es',
    kind: 'text',
    text: `Centro de Salud Ejemplo - Laboratorio de Área
Apellidos y nombre: PERSONA PRUEBA, TEST        Fecha nacimiento: 01.01.1961      Sexo: V
Nº petición: 2611-08842      Médico: Dr. Ejemplo (Atención Primaria)      Fecha: 04/11/2026

BIOQUÍMICA                Resultado    Unidades    Valores de referencia
Glucosa basal             312  H       mg/dL       74 - 106
Hemoglobina glicada       11,2 H       %           4,0 - 6,0
Microalbúmina (orina)     48           mg/L        < 30

SISTEMÁTICO DE ORINA (tira reactiva)
Densidad                  1,030                    1,005 - 1,030
pH                        5,5                      5,0 - 8,0
Proteínas                 ++                       Negativo
Glucosa                   ++++                     Negativo
Cuerpos cetónicos         ++                       Negativo
Sangre                    Negativo                 Negativo
Leucocitos                Negativo                 Negativo
Nitritos                  Negativo                 Negativo
SEDIMENTO URINARIO
Hematíes                  0-2          /campo      0 - 3
Leucocitos                3-5          /campo      0 - 5
Cilindros hialinos        Escasos
Comentario: Glucosuria y cetonuria. Valorar descompensación diabética.
Página 1/1`,
    expected: [
      row('glucose', 312, 'mg/dL', 'high'),
      row('hba1c', 11.2, '%', 'high'),
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
]

export default [...cases, ...moreCases]
