/**
 * Lab report corpus, HELD-OUT half (nineteenth set), Spanish, second file (see es.ts): a clinic's
 * blood count at altitude in Peru with the range column BEFORE the unit column, counts in x10³/mm³
 * and x10⁶/mm³ and a "+" after high values, an Ecuadorian thyroid and haematinics report with a
 * capital H / L glued to the value and a glucose printed without a range, and three portal CSV
 * exports (Spain, semicolon-separated with code, minimum and maximum columns, an Alto / Normal
 * state and HbA1c in both % and mmol/mol; Colombia, comma-separated with ISO dates, quotes only
 * around names holding a comma, x10E9/L and a critical haemoglobin; Dominican Republic,
 * tab-separated with a patient column, an H / L / HH flag column, UI/L and a critical potassium
 * repeated on a second sample). Run only to measure the extractor, never to tune it. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows
 * for tests Hale does not know (band forms, monocytes, eosinophils, basophils, ESR,
 * erythropoietin, TSH receptor antibodies, atherogenic index, urine microalbumin,
 * albumin/creatinine ratio, RDW, reticulocytes, phosphorus, PTH) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peru, a private clinic at altitude (Juliaca, Puno): decimal points, the "Valores normales"
    // column BEFORE the "Unidades" column, counts in x10³/mm³ and x10⁶/mm³, a "+" after the value
    // for results above the range (no low results), haemoglobin ranges adjusted to altitude, a
    // segmented-neutrophil differential with band forms, biochemistry on page 2.
    id: 'h19-es-6',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA "EJEMPLO" — Laboratorio de Análisis Clínicos
Juliaca, Puno, Perú (3 824 m s. n. m.)
Paciente: TEST PERSON           DNI: 00000000           Edad: 58 años           Sexo: Masculino
Médico: Dr Example              N° de atención: 000000                         Fecha: 06/05/2026 07:40
+ : resultado por encima del valor normal. Hemoglobina y hematocrito con valores normales ajustados a la altitud.
HEMATOLOGÍA
Análisis                          Resultado     Valores normales     Unidades
Hematíes                          6.12 +        4.50 - 5.90          x10⁶/mm³
Hemoglobina                       19.8 +        14.5 - 19.0          g/dL
Hematocrito                       60.1 +        43.0 - 57.0          %
VCM                               98.2          80.0 - 100.0         fL
HCM                               32.4          27.0 - 34.0          pg
CHCM                              32.9          32.0 - 36.0          g/dL
Leucocitos                        5.40          4.00 - 10.00         x10³/mm³
Fórmula leucocitaria
   Abastonados                    1             0 - 5                %
   Neutrófilos segmentados        62            45 - 70              %
   Linfocitos                     29            20 - 40              %
   Monocitos                      6             2 - 8                %
   Eosinófilos                    2             1 - 4                %
   Basófilos                      0             0 - 1                %
Plaquetas                         198           150 - 450            x10³/mm³
Velocidad de sedimentación        2             0 - 15               mm/h
Comentario: eritrocitosis; descartar eritrocitosis excesiva de altura. Se sugiere control de saturación de oxígeno.
                                                                          Pág. 1 de 2
CLÍNICA "EJEMPLO" — Laboratorio de Análisis Clínicos
Paciente: TEST PERSON           DNI: 00000000
BIOQUÍMICA
Análisis                          Resultado     Valores normales     Unidades
Glucosa                           94            70 - 110             mg/dL
Creatinina                        1.06          0.70 - 1.20          mg/dL
Ácido úrico                       7.9 +         3.4 - 7.0            mg/dL
Ferritina                         41            30 - 400             ng/mL
Eritropoyetina                    8.2           4.3 - 29.0           mUI/mL
Biólogo: Ejemplo Ficticio — C.B.P. 0000                                   Pág. 2 de 2`,
    expected: [
      row('red_cells', 6.12, '10^12/L', 'high'),
      row('haemoglobin', 19.8, 'g/dL', 'high'),
      row('haematocrit', 60.1, '%', 'high'),
      row('mcv', 98.2, 'fL', null),
      row('mch', 32.4, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('white_cells', 5.4, '10^9/L', null),
      row('neutrophils', 62, '%', null),
      row('lymphocytes', 29, '%', null),
      row('platelets', 198, '10^9/L', null),
      row('glucose', 94, 'mg/dL', null),
      row('creatinine', 1.06, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('ferritin', 41, 'ng/mL', null),
    ],
  },
  {
    // Ecuador, a private lab in Guayaquil: decimal points, a capital H or L glued to the value
    // ("0.08L", "31.5H"), free T4 and free T3 in pmol/L, "hasta 1.75" and "> 5.38" ranges, a
    // fasting glucose printed without a range (default table, in range), a hyperthyroid pattern
    // comment.
    id: 'h19-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO "EJEMPLO" — Endocrinología y Metabolismo
Guayaquil, Ecuador
Paciente: TEST PERSON           Cédula: 0000000000           Edad: 28 años           Sexo: Femenino
Médico: Dr Example              Orden: 000000                Fecha de ingreso: 10/07/2026 08:05
Los resultados seguidos de H (alto) o L (bajo) están fuera del rango de referencia.
PRUEBA                                       RESULTADO     UNIDAD        RANGO DE REFERENCIA
PERFIL TIROIDEO
TSH ultrasensible                            0.08L         µUI/mL        0.35 - 4.94
T4 libre                                     31.5H         pmol/L        9.0 - 19.0
T3 libre                                     9.8H          pmol/L        2.6 - 5.7
Anticuerpos anti-receptor de TSH (TRAb)      6.4H          UI/L          hasta 1.75
QUÍMICA SANGUÍNEA
Glucosa basal                                84            mg/dL
Colesterol total                             128           mg/dL         < 200
Calcio total                                 10.4H         mg/dL         8.6 - 10.2
Fosfatasa alcalina                           142H          U/L           35 - 104
TGP (ALT)                                    22            U/L           0 - 33
TGO (AST)                                    19            U/L           0 - 32
HEMATOLOGÍA Y HEMATÍNICOS
Hemoglobina                                  12.3          g/dL          12.0 - 15.5
Ferritina                                    11.6L         ng/mL         15 - 150
Vitamina B12                                 318           pg/mL         211 - 911
Ácido fólico                                 12.7          ng/mL         > 5.38
25-OH vitamina D                             41.3          ng/mL         30 - 100
Nota: glucosa basal sin rango impreso por actualización del sistema informático.
Patrón compatible con hipertiroidismo (TSH suprimida, T4 y T3 libres elevadas, TRAb positivo).
Responsable técnico: Dra. Ejemplo Ficticia — Patóloga Clínica                       Página 1 de 1`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 31.5, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
      row('glucose', 84, 'mg/dL', null),
      row('cholesterol', 128, 'mg/dL', null),
      row('calcium', 10.4, 'mg/dL', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('alt', 22, 'U/L', null),
      row('ast', 19, 'U/L', null),
      row('haemoglobin', 12.3, 'g/dL', null),
      row('ferritin', 11.6, 'ng/mL', 'low'),
      row('vitamin_b12', 318, 'pg/mL', null),
      row('folate', 12.7, 'ng/mL', null),
      row('vitamin_d', 41.3, 'ng/mL', null),
    ],
  },
  {
    // Spain, an Andalusian health service's portal: a SEMICOLON-separated export, decimal commas,
    // a request number and a short test code per row, the range split into "Mínimo" / "Máximo"
    // (one empty for one-sided limits), an "Estado" column reading Alto / Normal, HbA1c twice
    // (NGSP % and IFCC mmol/mol, two result rows), eGFR unit spelt "mL/min/1,73m2"; an atherogenic
    // index without unit and urine albumin rows mixed in.
    id: 'h19-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Petición;Código;Prueba;Resultado;Unidad;Mínimo;Máximo;Estado
03/11/2025;00000000;GLU;Glucosa;112;mg/dL;74;106;Alto
03/11/2025;00000000;HBA1C;Hemoglobina glicada A1c (NGSP/DCCT);6,3;%;4,0;5,6;Alto
03/11/2025;00000000;HBA1C-IF;Hemoglobina glicada A1c (IFCC);45;mmol/mol;20;38;Alto
03/11/2025;00000000;UREA;Urea;41;mg/dL;17;43;Normal
03/11/2025;00000000;CREA;Creatinina;0,96;mg/dL;0,70;1,20;Normal
03/11/2025;00000000;FGE;Filtrado glomerular estimado (CKD-EPI);84;mL/min/1,73m2;60;;Normal
03/11/2025;00000000;URIC;Ácido úrico;7,4;mg/dL;3,4;7,0;Alto
03/11/2025;00000000;NA;Sodio;141;mmol/L;136;146;Normal
03/11/2025;00000000;K;Potasio;4,9;mmol/L;3,5;5,1;Normal
03/11/2025;00000000;GOT;Aspartato aminotransferasa (GOT);23;U/L;;35;Normal
03/11/2025;00000000;GPT;Alanina aminotransferasa (GPT);31;U/L;;45;Normal
03/11/2025;00000000;COL;Colesterol total;236;mg/dL;;200;Alto
03/11/2025;00000000;HDL;Colesterol HDL;44;mg/dL;40;;Normal
03/11/2025;00000000;LDL;Colesterol LDL (calculado);162;mg/dL;;130;Alto
03/11/2025;00000000;TG;Triglicéridos;149;mg/dL;;150;Normal
03/11/2025;00000000;IA;Índice aterogénico (CT/HDL);5,36;;;5,00;Alto
03/11/2025;00000000;MALB;Microalbúmina (orina);12;mg/L;;30;Normal
03/11/2025;00000000;ACR;Cociente albúmina/creatinina (orina);14;mg/g;;30;Normal`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('hba1c', 45, 'mmol/mol', 'high'),
      row('urea', 41, 'mg/dL', null),
      row('creatinine', 0.96, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('uric_acid', 7.4, 'mg/dL', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('ast', 23, 'U/L', null),
      row('alt', 31, 'U/L', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 162, 'mg/dL', 'high'),
      row('triglycerides', 149, 'mg/dL', null),
    ],
  },
  {
    // Colombia, a lab network's portal: a COMMA-separated export, decimal points, ISO dates, quotes
    // only around names that hold a comma ("Hemoglobina, sangre total"), counts in x10E9/L and
    // x10E12/L, an "Interpretación" column reading Bajo / Alto / Normal, a critical haemoglobin
    // ("Bajo (valor crítico)") in a severe iron-deficiency anaemia; RDW, monocytes and reticulocytes
    // mixed in.
    id: 'h19-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha de resultado,Orden,Examen,Resultado,Unidades,Rango de referencia,Interpretación
2026-04-16,00000000,"Hemoglobina, sangre total",6.4,g/dL,12.0 - 16.0,Bajo (valor crítico)
2026-04-16,00000000,Hematocrito,22.1,%,36.0 - 46.0,Bajo
2026-04-16,00000000,"Recuento de glóbulos rojos, automatizado",3.41,x10E12/L,4.00 - 5.20,Bajo
2026-04-16,00000000,Volumen corpuscular medio (VCM),64.8,fL,80.0 - 100.0,Bajo
2026-04-16,00000000,Hemoglobina corpuscular media (HCM),18.8,pg,27.0 - 33.0,Bajo
2026-04-16,00000000,Concentración de hemoglobina corpuscular media (CHCM),29.0,g/dL,32.0 - 36.0,Bajo
2026-04-16,00000000,Ancho de distribución eritrocitaria (RDW-CV),21.4,%,11.5 - 14.5,Alto
2026-04-16,00000000,"Recuento de leucocitos, automatizado",5.9,x10E9/L,4.5 - 11.0,Normal
2026-04-16,00000000,"Neutrófilos, recuento absoluto",3.4,x10E9/L,1.8 - 7.7,Normal
2026-04-16,00000000,"Linfocitos, recuento absoluto",1.9,x10E9/L,1.0 - 4.8,Normal
2026-04-16,00000000,"Monocitos, recuento absoluto",0.4,x10E9/L,0.2 - 1.0,Normal
2026-04-16,00000000,"Recuento de plaquetas, automatizado",468,x10E9/L,150 - 450,Alto
2026-04-16,00000000,Reticulocitos,0.8,%,0.5 - 2.5,Normal
2026-04-16,00000000,Ferritina,3.1,ng/mL,13 - 150,Bajo
2026-04-16,00000000,Saturación de transferrina,4.2,%,15 - 50,Bajo
2026-04-16,00000000,Vitamina B12,402,pg/mL,197 - 771,Normal
2026-04-16,00000000,"Proteína C reactiva, cuantitativa",2.1,mg/L,0.0 - 5.0,Normal`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('red_cells', 3.41, '10^12/L', 'low'),
      row('mcv', 64.8, 'fL', 'low'),
      row('mch', 18.8, 'pg', 'low'),
      row('mchc', 29.0, 'g/dL', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('neutrophils', 3.4, '10^9/L', null),
      row('lymphocytes', 1.9, '10^9/L', null),
      row('platelets', 468, '10^9/L', 'high'),
      row('ferritin', 3.1, 'ng/mL', 'low'),
      row('transferrin_saturation', 4.2, '%', 'low'),
      row('vitamin_b12', 402, 'pg/mL', null),
      row('crp', 2.1, 'mg/L', null),
    ],
  },
  {
    // Dominican Republic, a reference lab's portal: a TAB-separated export, decimal points, date
    // and time columns and a patient column, electrolytes in mEq/L and ALP in UI/L, a "Bandera"
    // column with H / L / HH (empty when in range), "> 60" for eGFR, a critical potassium and its
    // repeat on a second sample as a second potassium row; phosphorus and PTH mixed in.
    id: 'h19-es-10',
    language: 'es',
    kind: 'csv',
    text: `Fecha	Hora	Paciente	Prueba	Resultado	Unidad	Referencia	Bandera
19/08/2026	07:15	TEST PERSON	Glucosa	97	mg/dL	70 - 100	
19/08/2026	07:15	TEST PERSON	Urea	148	mg/dL	16.6 - 48.5	H
19/08/2026	07:15	TEST PERSON	Creatinina	5.84	mg/dL	0.70 - 1.20	H
19/08/2026	07:15	TEST PERSON	Tasa de filtración glomerular (CKD-EPI)	10	mL/min/1.73m²	> 60	L
19/08/2026	07:15	TEST PERSON	Ácido úrico	9.6	mg/dL	3.4 - 7.0	H
19/08/2026	07:15	TEST PERSON	Sodio	133	mEq/L	136 - 145	L
19/08/2026	07:15	TEST PERSON	Potasio	6.7	mEq/L	3.5 - 5.1	HH
19/08/2026	07:15	TEST PERSON	Cloro	101	mEq/L	98 - 107	
19/08/2026	07:15	TEST PERSON	Bicarbonato	16	mEq/L	22 - 29	L
19/08/2026	07:15	TEST PERSON	Calcio	7.9	mg/dL	8.6 - 10.2	L
19/08/2026	07:15	TEST PERSON	Fósforo	7.1	mg/dL	2.5 - 4.5	H
19/08/2026	07:15	TEST PERSON	Albúmina	3.4	g/dL	3.5 - 5.2	L
19/08/2026	07:15	TEST PERSON	Fosfatasa alcalina	134	UI/L	40 - 129	H
19/08/2026	07:15	TEST PERSON	Hormona paratiroidea intacta (PTH)	412	pg/mL	15 - 65	H
19/08/2026	07:15	TEST PERSON	Hemoglobina	8.7	g/dL	13.5 - 17.5	L
19/08/2026	08:02	TEST PERSON	Potasio (repetido en muestra sin hemólisis)	6.6	mEq/L	3.5 - 5.1	HH`,
    expected: [
      row('glucose', 97, 'mg/dL', null),
      row('urea', 148, 'mg/dL', 'high'),
      row('creatinine', 5.84, 'mg/dL', 'high'),
      row('egfr', 10, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.6, 'mg/dL', 'high'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('calcium', 7.9, 'mg/dL', 'low'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('alp', 134, 'U/L', 'high'),
      row('haemoglobin', 8.7, 'g/dL', 'low'),
      row('potassium', 6.6, 'mmol/L', 'high'),
    ],
  },
]

export default moreCases
