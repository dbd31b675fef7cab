/**
 * Lab report corpus, DEVELOPMENT half (second file), Spanish (reports as Spanish labs print and
 * export them): the first held-out half. Written for Hale before the extractor was seen and run to
 * measure it; it has been run, so it now belongs to the development half that the extractor may be
 * tuned against. Synthetic reports, no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'held-out-es-1',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS SAN ROQUE
Avda. de la Constitución 14, 41001 Sevilla · Tel. 955 000 000
Paciente: Persona de Prueba      Nº historia: 000000
Fecha de extracción: 12/02/2026   Fecha de informe: 13/02/2026
HEMOGRAMA
Prueba                    Resultado        Unidades      Valores de referencia
Hematíes                  4,62             x10^6/µL      4,00 - 5,20
Hemoglobina               13,1             g/dL          12,0 - 16,0
Hematocrito               40,2             %             36,0 - 46,0
VCM                       87,0             fL            80,0 - 100,0
HCM                       28,4             pg            27,0 - 33,0
CHCM                      32,6             g/dL          32,0 - 36,0
Leucocitos                3,1     *        10³/µL        4,0 - 11,0
Neutrófilos %             41,5             %             40,0 - 75,0
Linfocitos %              46,0    *        %             20,0 - 45,0
Plaquetas                 142     *        10³/µL        150 - 400
BIOQUÍMICA
Glucosa                   104              mg/dL         74 - 106
Urea                      38               mg/dL         17 - 43
Creatinina                0,78             mg/dL         0,51 - 0,95
FG estimado (CKD-EPI)     84               mL/min/1,73m2 > 60
Ácido úrico               5,2              mg/dL         2,4 - 5,7
Método: espectrofotometría (analizador cobas c 702). Los resultados marcados con * están fuera del intervalo de referencia.
Validado por: Dra. Facultativa Ejemplo            Página 1 de 1`,
    expected: [
      row('red_cells', 4.62, '10^12/L'),
      row('haemoglobin', 13.1, 'g/dL'),
      row('haematocrit', 40.2, '%'),
      row('mcv', 87, 'fL'),
      row('mch', 28.4, 'pg'),
      row('mchc', 32.6, 'g/dL'),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 41.5, '%'),
      row('lymphocytes', 46, '%', 'high'),
      row('platelets', 142, '10^9/L', 'low'),
      row('glucose', 104, 'mg/dL'),
      row('urea', 38, 'mg/dL'),
      row('creatinine', 0.78, 'mg/dL'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('uric_acid', 5.2, 'mg/dL'),
    ],
  },
  {
    id: 'held-out-es-2',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Clínico Meridiano - Informe de resultados
Paciente: Persona de Prueba   Sexo: H   Edad: 58 años
Petición nº 2026-004512   Fecha: 05/03/2026
PERFIL LIPÍDICO
Colesterol total .......... 247 mg/dL    alto    (< 200)
Triglicéridos ............. 312 mg/dL    alto    (< 150)
Colesterol HDL ............ 34 mg/dL     bajo    (> 40)
Colesterol LDL (calculado)  151 mg/dL    alto    (< 130)
PERFIL HEPÁTICO
GOT/AST ................... 48 U/L       alto    (5 - 40)
GPT/ALT ................... 72 U/L       alto    (5 - 41)
GGT ....................... 118 U/L      alto    (10 - 71)
Fosfatasa alcalina ........ 96 U/L               (40 - 129)
Bilirrubina total ......... 0,9 mg/dL            (0,3 - 1,2)
DIABETES
Hemoglobina glicosilada (HbA1c)  6,8 %   alto    (4,0 - 6,0)
Observaciones: muestra ligeramente lipémica. Se recomienda repetir en ayunas de 12 h.`,
    expected: [
      row('cholesterol', 247, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 151, 'mg/dL', 'high'),
      row('ast', 48, 'U/L', 'high'),
      row('alt', 72, 'U/L', 'high'),
      row('ggt', 118, 'U/L', 'high'),
      row('alp', 96, 'U/L'),
      row('bilirubin', 0.9, 'mg/dL'),
      row('hba1c', 6.8, '%', 'high'),
    ],
  },
  {
    id: 'held-out-es-3',
    language: 'es',
    kind: 'text',
    text: `Análisis Clínicos Levante S.L.
Paciente: Persona de Prueba
Médico solicitante: Dr. Ejemplo      Fecha de recepción: 20/01/2026
HORMONAS TIROIDEAS
TSH                                   0,08 ↓    µUI/mL     0,35 - 4,94
T4 libre                              28,6 ↑    pmol/L     9,0 - 19,0
T3 libre                              6,9  ↑    pg/mL      1,7 - 3,7
METABOLISMO DEL HIERRO
Ferritina                             22        ng/mL      15 - 150
Índice de saturación de transferrina  14   ↓    %          20 - 50
VITAMINAS
Vitamina B12                          189  ↓    pg/mL      197 - 771
Ácido fólico                          5,8       ng/mL      3,9 - 26,8
25-OH Vitamina D                      24,1      ng/mL      30 - 100
PROTEÍNAS DE FASE AGUDA
PCR                                   0,4       mg/dL      < 0,5
Valores de referencia de vitamina D según la Endocrine Society: deficiencia < 20 ng/mL,
insuficiencia 20 - 29 ng/mL.
Página 1 de 1`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.6, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pg/mL', 'high'),
      row('ferritin', 22, 'ng/mL'),
      row('transferrin_saturation', 14, '%', 'low'),
      row('vitamin_b12', 189, 'pg/mL', 'low'),
      row('folate', 5.8, 'ng/mL'),
      row('vitamin_d', 24.1, 'ng/mL', 'low'),
      row('crp', 0.4, 'mg/dL'),
    ],
  },
  {
    id: 'held-out-es-4',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL GENERAL DE EJEMPLO - SERVICIO DE ANÁLISIS CLÍNICOS
Paciente: Persona de Prueba      Cama: 312-B
Fecha: 28/02/2026 06:30
BIOQUÍMICA URGENTE
Sodio                131    L   mEq/L    136 - 145
Potasio              6,8    H   mEq/L    3,5 - 5,1
Cloro                99         mEq/L    98 - 107
Bicarbonato          17     L   mmol/L   22 - 29
Urea                 112    H   mg/dL    17 - 43
Creatinina           3,42   H   mg/dL    0,67 - 1,17
Calcio               8,1    L   mg/dL    8,6 - 10,2
Proteínas totales    6,2    L   g/dL     6,4 - 8,3
Albúmina             3,1    L   g/dL     3,5 - 5,2
Se comunica valor crítico de potasio al médico responsable a las 07:12.
SISTEMÁTICO DE ORINA (tira reactiva)
Densidad             1,010           1,005 - 1,030
pH                   5,5             5,0 - 8,0
Proteínas            ++
Glucosa              negativo
Cuerpos cetónicos    negativo
Sangre               +
Leucocitos           negativo
Nitritos             negativo
Facultativo responsable: Dr. Ejemplo. Página 1 de 1`,
    expected: [
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('urea', 112, 'mg/dL', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('total_protein', 6.2, 'g/dL', 'low'),
      row('albumin', 3.1, 'g/dL', 'low'),
      row('urine_specific_gravity', 1.01, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
  {
    id: 'held-out-es-5',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidad;Rango de referencia;Indicador
10/01/2026;Glucosa basal;126;mg/dL;74-106;ALTO
10/01/2026;Colesterol total;182;mg/dL;<200;
10/01/2026;Creatinina;0,92;mg/dL;0,67-1,17;
10/01/2026;Filtrado glomerular CKD-EPI;78;mL/min/1,73m2;>60;
10/01/2026;Ferritina;310;ng/mL;30-400;
10/01/2026;25-OH Vitamina D;32,5;ng/mL;30-100;
10/01/2026;TSH;2,15;µUI/mL;0,35-4,94;
10/01/2026;Proteína C reactiva;12,4;mg/L;<5;ALTO
10/01/2026;Hemoglobina;11,2;g/dL;12,0-15,5;BAJO
10/01/2026;Leucocitos;7,8;10^3/µL;4,0-10,0;`,
    expected: [
      row('glucose', 126, 'mg/dL', 'high'),
      row('cholesterol', 182, 'mg/dL'),
      row('creatinine', 0.92, 'mg/dL'),
      row('egfr', 78, 'mL/min/1.73m²'),
      row('ferritin', 310, 'ng/mL'),
      row('vitamin_d', 32.5, 'ng/mL'),
      row('tsh', 2.15, 'mU/L'),
      row('crp', 12.4, 'mg/L', 'high'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('white_cells', 7.8, '10^9/L'),
    ],
  },
  {
    id: 'held-out-es-6',
    language: 'es',
    kind: 'csv',
    text: `Código;Descripción;Valor;Unidades;Mín;Máx;Marca
HB;Hemoglobina;15,8;g/dL;13,0;17,0;
HTO;Hematocrito;47,1;%;40,0;50,0;
VCM;Volumen corpuscular medio;91,2;fL;80,0;100,0;
NEU;Neutrófilos;5,40;10^3/µL;2,00;7,50;
LIN;Linfocitos;0,82;10^3/µL;1,00;4,00;*
PLT;Plaquetas;198;10^3/µL;150;400;
AU;Ácido úrico;8,1;mg/dL;3,5;7,2;*
TG;Triglicéridos;98;mg/dL;;150;
HDL;Colesterol HDL;52;mg/dL;40;;`,
    expected: [
      row('haemoglobin', 15.8, 'g/dL'),
      row('haematocrit', 47.1, '%'),
      row('mcv', 91.2, 'fL'),
      row('neutrophils', 5.4, '10^9/L'),
      row('lymphocytes', 0.82, '10^9/L', 'low'),
      row('platelets', 198, '10^9/L'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('triglycerides', 98, 'mg/dL'),
      row('hdl', 52, 'mg/dL'),
    ],
  },
  {
    id: 'held-out-es-7',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Ejemplo Norte - Informe acumulativo
Paciente: Persona de Prueba      Sexo: M      Fecha: 18/03/2026
Prueba                          Resultado    Anterior (02/12/2025)   Unidades        Valores de referencia
Glucosa                         101          96                      mg/dL           70 - 110
Creatinina                      1,21   *     1,02                    mg/dL           0,50 - 0,90
Filtrado glomerular (CKD-EPI)   52     *     66                      mL/min/1,73m²   > 60
Potasio                         5,3    *     4,8                     mmol/L          3,5 - 5,1
Sodio                           139          140                     mmol/L          135 - 145
Ácido úrico                     6,4          5,9                     mg/dL           2,4 - 6,8
Colesterol total                176          231                     mg/dL           < 200
Triglicéridos                   133          190                     mg/dL           < 150
HbA1c                           6,2    *     6,5                     %               4,0 - 5,6
* Valor fuera del intervalo de referencia. Los resultados anteriores se muestran solo a título informativo.
Página 1 de 1`,
    expected: [
      row('glucose', 101, 'mg/dL'),
      row('creatinine', 1.21, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('potassium', 5.3, 'mmol/L', 'high'),
      row('sodium', 139, 'mmol/L'),
      row('uric_acid', 6.4, 'mg/dL'),
      row('cholesterol', 176, 'mg/dL'),
      row('triglycerides', 133, 'mg/dL'),
      row('hba1c', 6.2, '%', 'high'),
    ],
  },
]

export default cases
