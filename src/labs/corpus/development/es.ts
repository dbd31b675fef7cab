/**
 * Lab report corpus, DEVELOPMENT half, Spanish: the cases the extractor may be tuned against.
 * Written for Hale; synthetic reports, no real people, labs or phone numbers. Rows for tests Hale
 * does not know (VSG, anti-TPO, transferrina, LDH) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'development-es-1',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Central Ejemplo - Unidad de Hematología
Paciente: Persona de Prueba   Edad: 34 años   Sexo: M
Fecha de toma de muestra: 02/03/2026
HEMOGRAMA COMPLETO
Parámetro       Resultado           Unidades     Intervalo de referencia
HGB             13,8                g/dL         12,0 - 16,0
HCT             41,0                %            36,0 - 46,0
RBC             4,55                10^12/L      4,00 - 5,20
VCM             90,1                fL           80,0 - 100,0
HCM             30,3                pg           27,0 - 33,0
CHCM            33,7                g/dL         32,0 - 36,0
WBC             12,6     alto       10^9/L       4,0 - 11,0
Neutrófilos     9,8      alto       10^9/L       2,0 - 7,5
Linfocitos      1,9                 10^9/L       1,0 - 4,0
PLT             287                 10^9/L       150 - 400
VSG             28       alto       mm/h         0 - 20
PCR             38,2     alto       mg/L         0,0 - 5,0
Revisado el frotis de sangre periférica: sin alteraciones morfológicas.
Página 1 de 1`,
    expected: [
      row('haemoglobin', 13.8, 'g/dL'),
      row('haematocrit', 41, '%'),
      row('red_cells', 4.55, '10^12/L'),
      row('mcv', 90.1, 'fL'),
      row('mch', 30.3, 'pg'),
      row('mchc', 33.7, 'g/dL'),
      row('white_cells', 12.6, '10^9/L', 'high'),
      row('neutrophils', 9.8, '10^9/L', 'high'),
      row('lymphocytes', 1.9, '10^9/L'),
      row('platelets', 287, '10^9/L'),
      row('crp', 38.2, 'mg/L', 'high'),
    ],
  },
  {
    id: 'development-es-2',
    language: 'es',
    kind: 'text',
    text: `Hospital Comarcal de Ejemplo - Laboratorio de Urgencias
Paciente: Persona de Prueba      NHC: 000000
Fecha y hora de extracción: 19/02/2026 04:15
BIOQUÍMICA
Glucosa ................. 45 mg/dL        bajo    [70 - 110]
Urea .................... 54 mg/dL        alto    [10 - 50]
Creatinina .............. 1,48 mg/dL      alto    [0,50 - 1,10]
FGe CKD-EPI ............. 38 mL/min/1,73 m²  bajo  [> 60]
Sodio ................... 137 mmol/L              [135 - 145]
Potasio ................. 4,9 mmol/L              [3,5 - 5,1]
Cloruro ................. 103 mmol/L              [98 - 107]
Calcio .................. 9,1 mg/dL               [8,5 - 10,5]
Ácido úrico ............. 7,8 mg/dL       alto    [2,4 - 6,0]
Proteínas totales ....... 7,0 g/dL                [6,0 - 8,0]
Albúmina ................ 4,0 g/dL                [3,5 - 5,0]
Valor crítico de glucosa comunicado a la enfermera responsable (ext. 2231) a las 04:40.
Página 1 de 1`,
    expected: [
      row('glucose', 45, 'mg/dL', 'low'),
      row('urea', 54, 'mg/dL', 'high'),
      row('creatinine', 1.48, 'mg/dL', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('sodium', 137, 'mmol/L'),
      row('potassium', 4.9, 'mmol/L'),
      row('chloride', 103, 'mmol/L'),
      row('calcium', 9.1, 'mg/dL'),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
      row('total_protein', 7, 'g/dL'),
      row('albumin', 4, 'g/dL'),
    ],
  },
  {
    id: 'development-es-3',
    language: 'es',
    kind: 'text',
    text: `Centro de Análisis Clínicos Ejemplo
Paciente: Persona de Prueba       Fecha: 07/01/2026
Médico: Dra. Ejemplo (Atención Primaria)
ENDOCRINOLOGÍA
TSH                                  8,42   ↑   mUI/L     0,38 - 5,33
T4 libre                             10,2       pmol/L    7,9 - 14,4
Anticuerpos anti-TPO                 245    ↑   UI/mL     < 9
HIERRO
Ferritina                            8      ↓   ng/mL     10 - 291
Transferrina                         365    ↑   mg/dL     200 - 360
Índice de saturación                 9      ↓   %         15 - 45
VITAMINAS
Vitamina B12 (cobalamina)            356        pg/mL     211 - 911
Folato sérico                        2,8    ↓   ng/mL     3,1 - 20,0
Vitamina D (25-hidroxi)              14,2   ↓   ng/mL     30,0 - 100,0
DIABETES
HbA1c                                5,3        %         4,0 - 5,6
Resultados validados por el facultativo especialista. Página 1 de 1`,
    expected: [
      row('tsh', 8.42, 'mU/L', 'high'),
      row('free_t4', 10.2, 'pmol/L'),
      row('ferritin', 8, 'ng/mL', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 356, 'pg/mL'),
      row('folate', 2.8, 'ng/mL', 'low'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('hba1c', 5.3, '%'),
    ],
  },
  {
    id: 'development-es-4',
    language: 'es',
    kind: 'text',
    text: `Laboratorio de Análisis Ejemplo - Informe
Paciente: Persona de Prueba    Fecha de muestra: 25/03/2026
PERFIL LIPÍDICO
Colesterol total       268 mg/dL    alto     < 200
Colesterol HDL         41 mg/dL              > 40
Colesterol LDL         184 mg/dL    alto     < 130
Triglicéridos          215 mg/dL    alto     < 150
ORINA - ANORMALES (tira reactiva)
Densidad               1,030
pH                     6,0
Proteínas              indicios
Glucosa                +++
Cuerpos cetónicos      ++
Hemoglobina            negativo
Leucocitos             ±
Nitritos               positivo
Se recomienda correlación clínica. Tel. de atención al paciente: 900 000 000`,
    expected: [
      row('cholesterol', 268, 'mg/dL', 'high'),
      row('hdl', 41, 'mg/dL'),
      row('ldl', 184, 'mg/dL', 'high'),
      row('triglycerides', 215, 'mg/dL', 'high'),
      row('urine_specific_gravity', 1.03, ''),
      row('urine_ph', 6, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    id: 'development-es-5',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Determinación;Resultado;Unidades;Valores de referencia;Fuera de rango
15/04/2026;Hemoglobina;9,6;g/dL;13,0 - 17,0;*
15/04/2026;Hematocrito;29,8;%;40,0 - 50,0;*
15/04/2026;VCM;101,4;fL;80,0 - 100,0;*
15/04/2026;Vitamina B12;142;pg/mL;211 - 911;*
15/04/2026;Ácido fólico;6,1;ng/mL;3,1 - 20,0;
15/04/2026;GOT;22;U/L;0 - 40;
15/04/2026;GPT;18;U/L;0 - 41;
15/04/2026;GGT;24;U/L;0 - 60;
15/04/2026;LDH;412;U/L;135 - 225;*
15/04/2026;Bilirrubina total;1,8;mg/dL;0,1 - 1,2;*`,
    expected: [
      row('haemoglobin', 9.6, 'g/dL', 'low'),
      row('haematocrit', 29.8, '%', 'low'),
      row('mcv', 101.4, 'fL', 'high'),
      row('vitamin_b12', 142, 'pg/mL', 'low'),
      row('folate', 6.1, 'ng/mL'),
      row('ast', 22, 'U/L'),
      row('alt', 18, 'U/L'),
      row('ggt', 24, 'U/L'),
      row('bilirubin', 1.8, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'development-es-6',
    language: 'es',
    kind: 'csv',
    text: `Paciente;Fecha;Análisis;Valor;Unidad;Referencia;Alerta
Persona de Prueba;08/03/2026;Sodio;118;mmol/L;135 - 145;CRÍTICO BAJO
Persona de Prueba;08/03/2026;Potasio;3,6;mmol/L;3,5 - 5,1;
Persona de Prueba;08/03/2026;Cloro;84;mmol/L;98 - 107;BAJO
Persona de Prueba;08/03/2026;Bicarbonato;25;mmol/L;22 - 29;
Persona de Prueba;08/03/2026;Glucosa;98;mg/dL;70 - 110;
Persona de Prueba;08/03/2026;Creatinina;0,61;mg/dL;0,50 - 0,90;
Persona de Prueba;08/03/2026;Calcio;9,2;mg/dL;8,5 - 10,5;
Persona de Prueba;08/03/2026;Proteína C reactiva;3,1;mg/L;< 5;`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.6, 'mmol/L'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 25, 'mmol/L'),
      row('glucose', 98, 'mg/dL'),
      row('creatinine', 0.61, 'mg/dL'),
      row('calcium', 9.2, 'mg/dL'),
      row('crp', 3.1, 'mg/L'),
    ],
  },
]

export default cases
