/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), Spanish, second part (es.ts holds the first): a
 * Peruvian and a Uruguayan print layout, and portal CSV exports from Spain, Colombia and
 * Argentina.  Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peruvian clinic emergency lab: a "Fuera de rango" column at the end with "+" for high and
    // "–" for low, counts in 10^3/µL and 10^6/µL, abastonados (band forms) next to neutrophils,
    // CRP in mg/L, ESR and procalcitonin mixed in.
    id: 'h8-es-6',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA SANTA ROSA DEL PACÍFICO - Laboratorio de Patología Clínica
Paciente: PERSONA PRUEBA TEST          DNI: 00000000          Edad: 29 a          Sexo: M
Servicio: Emergencia          Médico: Dr. Prueba Ejemplo
Fecha de muestra: 12/01/2025 22:40          Fecha de resultado: 12/01/2025 23:35
HEMOGRAMA AUTOMATIZADO
Análisis                    Resultado     Unidades       Rango referencial      Fuera de rango
Leucocitos                  14,20         10^3/µL        4,00 - 10,00           +
Neutrófilos                 82            %              50 - 70                +
Abastonados                 4             %              0 - 5
Linfocitos                  9             %              20 - 40                –
Monocitos                   4             %              2 - 8
Eosinófilos                 1             %              1 - 4
Basófilos                   0             %              0 - 1
Hematíes                    4,31          10^6/µL        4,50 - 5,90            –
Hemoglobina                 12,8          g/dL           13,5 - 17,5            –
Hematocrito                 38,9          %              41,0 - 53,0            –
VCM                         90,3          fL             80,0 - 100,0
HCM                         29,7          pg             27,0 - 33,0
CHCM                        32,9          g/dL           32,0 - 36,0
Plaquetas                   512           10^3/µL        150 - 450              +
INMUNOLOGÍA
Proteína C reactiva         96            mg/L           < 5                    +
Velocidad de sedimentación  45            mm/h           0 - 15                 +
Procalcitonina              2,4           ng/mL          < 0,5                  +
Observación: leucocitosis con neutrofilia. Resultados verificados por Tecnólogo Médico de turno.`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('neutrophils', 82, '%', 'high'),
      row('lymphocytes', 9, '%', 'low'),
      row('red_cells', 4.31, '10^12/L', 'low'),
      row('haemoglobin', 12.8, 'g/dL', 'low'),
      row('haematocrit', 38.9, '%', 'low'),
      row('mcv', 90.3, 'fL', null),
      row('mch', 29.7, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('platelets', 512, '10^9/L', 'high'),
      row('crp', 96, 'mg/L', 'high'),
    ],
  },
  {
    // Uruguayan lab: a previous-result column (dated) between the result and the unit, ↑ after the
    // current value, "sideremia" for serum iron in µmol/L, transferrin in mg/dL (not extracted),
    // folate with a "> 5,4" range, HbA1c and TSH at the end, a comment under the table.
    id: 'h8-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DEL PLATA - Análisis Clínicos                              Montevideo
Usuario: Test Persona          C.I.: 0.000.000-0          Fecha de nacimiento: 01/01/1975
Solicitado por: Dra. Ejemplo Prueba          Institución: Mutualista Ejemplo
Fecha de extracción: 13/01/2025
Análisis                        Resultado     Anterior (01/07/2024)     Unidad       Valores de referencia
METABOLISMO DEL HIERRO
Sideremia                       31,8 ↑        27,2                      µmol/L       10,7 - 28,6
Transferrina                    214           220                       mg/dL        200 - 360
Saturación de transferrina      59 ↑          49                        %            20 - 45
Ferritina                       512 ↑         463                       ng/mL        30 - 400
VITAMINAS
Vitamina B12                    845           790                       pg/mL        211 - 911
Folato sérico                   12,3          -                         ng/mL        > 5,4
25-OH Vitamina D total          32,6          21,0                      ng/mL        30 - 100
ENDOCRINOLOGÍA
TSH                             2,15          1,98                      µUI/mL       0,35 - 4,94
Hemoglobina glicada (HbA1c)     5,4           5,5                       %            4,0 - 5,6
Comentario: ferritina y saturación de transferrina elevadas en controles sucesivos; se sugiere
estudio de hemocromatosis (mutaciones HFE) según criterio clínico.
Página 1 de 1`,
    expected: [
      row('iron', 31.8, 'µmol/L', 'high'),
      row('transferrin_saturation', 59, '%', 'high'),
      row('ferritin', 512, 'ng/mL', 'high'),
      row('vitamin_b12', 845, 'pg/mL', null),
      row('folate', 12.3, 'ng/mL', null),
      row('vitamin_d', 32.6, 'ng/mL', null),
      row('tsh', 2.15, 'mU/L', null),
      row('hba1c', 5.4, '%', null),
    ],
  },
  {
    // Spanish regional health-portal CSV: the range split into "Valor mínimo" and "Valor máximo"
    // columns (the eGFR has only a minimum), H/L/HH in "Fuera de rango", a critical potassium of
    // 6,7 with a note in the last column, a urine albumin/creatinine ratio mixed in.
    id: 'h8-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valor mínimo;Valor máximo;Fuera de rango;Observaciones
14/01/2025;Glucosa;94;mg/dL;74;106;;
14/01/2025;Urea;61;mg/dL;10;50;H;
14/01/2025;Creatinina;1,68;mg/dL;0,67;1,17;H;
14/01/2025;Filtrado glomerular estimado (CKD-EPI);46;mL/min/1,73m²;60;;L;
14/01/2025;Sodio;137;mmol/L;136;145;;
14/01/2025;Potasio;6,7;mmol/L;3,5;5,1;HH;Valor crítico comunicado al centro de salud
14/01/2025;Cloro;104;mmol/L;98;107;;
14/01/2025;Calcio;9,1;mg/dL;8,6;10,2;;
14/01/2025;Ácido úrico;7,9;mg/dL;3,5;7,2;H;
14/01/2025;Proteínas totales;6,5;g/dL;6,4;8,3;;
14/01/2025;Albúmina;3,6;g/dL;3,5;5,2;;
14/01/2025;Cociente albúmina/creatinina (orina);45;mg/g;0;30;H;`,
    expected: [
      row('glucose', 94, 'mg/dL', null),
      row('urea', 61, 'mg/dL', 'high'),
      row('creatinine', 1.68, 'mg/dL', 'high'),
      row('egfr', 46, 'mL/min/1.73m²', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('total_protein', 6.5, 'g/dL', null),
      row('albumin', 3.6, 'g/dL', null),
    ],
  },
  {
    // Colombian lab portal CSV: a "parcial de orina" (dipstick with ++ and + against "Negativo",
    // Normal/Anormal as the only mark), then its sediment whose leucocitos and hematíes are not
    // blood counts, then fasting glucose, HbA1c, creatinine and a "> 90" eGFR range.
    id: 'h8-es-9',
    language: 'es',
    kind: 'csv',
    text: `Examen;Analito;Resultado;Unidades;Rango de referencia;Estado
Parcial de orina;Color;Amarillo;;Amarillo;Normal
Parcial de orina;Aspecto;Ligeramente turbio;;Claro;Anormal
Parcial de orina;Densidad;1,030;;1,005 - 1,030;Normal
Parcial de orina;pH;6,5;;5,0 - 8,0;Normal
Parcial de orina;Proteínas;Negativo;mg/dL;Negativo;Normal
Parcial de orina;Glucosa;++;mg/dL;Negativo;Anormal
Parcial de orina;Cetonas;+;mg/dL;Negativo;Anormal
Parcial de orina;Sangre;Negativo;;Negativo;Normal
Parcial de orina;Leucocitos;Negativo;;Negativo;Normal
Parcial de orina;Nitritos;Negativo;;Negativo;Normal
Parcial de orina;Urobilinógeno;Normal;mg/dL;Normal;Normal
Sedimento urinario;Leucocitos;0 - 2;por campo;0 - 5;Normal
Sedimento urinario;Hematíes;0 - 1;por campo;0 - 3;Normal
Sedimento urinario;Bacterias;Escasas;;Escasas;Normal
Química sanguínea;Glucosa en ayunas;286;mg/dL;70 - 100;Anormal
Química sanguínea;Hemoglobina glicosilada (HbA1c);9,8;%;4,0 - 5,6;Anormal
Química sanguínea;Creatinina en suero;0,82;mg/dL;0,55 - 1,02;Normal
Química sanguínea;Tasa de filtración glomerular (CKD-EPI);98;mL/min/1,73m²;> 90;Normal`,
    expected: [
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('glucose', 286, 'mg/dL', 'high'),
      row('hba1c', 9.8, '%', 'high'),
      row('creatinine', 0.82, 'mg/dL', null),
      row('egfr', 98, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Argentine lab portal CSV: ranges written "hasta 200", "Mayor de 40", "Deseable: hasta 200",
    // "*" as the only mark, GOT/GPT, FAL for alkaline phosphatase, UI/l and µUI/ml, a direct
    // bilirubin and a cholesterol/HDL index mixed in, vitamin D low.
    id: 'h8-es-10',
    language: 'es',
    kind: 'csv',
    text: `Protocolo;Determinación;Resultado;Unidad;Valores de referencia;Fuera de rango
0000000;Colesterol total;268;mg/dl;Deseable: hasta 200;*
0000000;HDL colesterol;38;mg/dl;Mayor de 40;*
0000000;LDL colesterol;182;mg/dl;Óptimo: hasta 130;*
0000000;Triglicéridos;241;mg/dl;hasta 150;*
0000000;Índice colesterol total/HDL;7,1;;hasta 5,0;*
0000000;GOT (AST);22;UI/l;hasta 34;
0000000;GPT (ALT);19;UI/l;hasta 40;
0000000;Fosfatasa alcalina (FAL);310;UI/l;68 - 240;*
0000000;Gamma GT;24;UI/l;hasta 55;
0000000;Bilirrubina total;1,4;mg/dl;hasta 1,2;*
0000000;Bilirrubina directa;0,3;mg/dl;hasta 0,3;
0000000;TSH;3,2;µUI/ml;0,4 - 4,0;
0000000;25-OH Vitamina D;11,2;ng/ml;30 - 100;*`,
    expected: [
      row('cholesterol', 268, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 182, 'mg/dL', 'high'),
      row('triglycerides', 241, 'mg/dL', 'high'),
      row('ast', 22, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('alp', 310, 'U/L', 'high'),
      row('ggt', 24, 'U/L', null),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('tsh', 3.2, 'mU/L', null),
      row('vitamin_d', 11.2, 'ng/mL', 'low'),
    ],
  },
]

export default moreCases
