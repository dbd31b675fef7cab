/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, second file (see es-18.ts): a Spanish
 * health centre's diabetes follow-up with "+"/"-" glued to out-of-range values and HbA1c in % and
 * in mmol/mol, an Ecuadorian hospital's liver work-up with "Hasta 40" ranges, no marks and a blood
 * count without ranges, and three portal CSV exports (Colombia, comma-separated with an ALTO/BAJO
 * "Estado" column; Argentina, tab-separated with a previous-result column and no flags; Dominican
 * Republic, semicolon-separated with every field quoted, an H/L/LL column and a critical
 * haemoglobin). Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (albumin/creatinine ratio, direct bilirubin, LDH, lipase, INR, hepatitis serology,
 * phosphorus, microalbuminuria, ESR, reticulocytes, faecal occult blood) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Spain, a primary-care health centre's diabetes follow-up: decimal commas, out-of-range
    // values with "+" or "-" glued right after the number, HbA1c twice (NGSP % and IFCC
    // mmol/mol), ranges "74 - 106" and "< 200", TSH in µUI/mL, the albumin/creatinine ratio.
    id: 'h17-es-6',
    language: 'es',
    kind: 'text',
    text: `SERVICIO DE SALUD — LABORATORIO UNIFICADO DE ÁREA
Centro de Salud Ejemplo (Atención Primaria) · Consulta de enfermería: control de diabetes
Paciente: Test Person                 CIP: XXXX000000000         Sexo: Mujer    Edad: 66
Médico de familia: Dr Example         Nº petición: 00000000      Extracción: 10/06/2025 08:45
Prueba                                 Resultado     Unidades          Intervalo de referencia
BIOQUÍMICA
Glucosa                                118+          mg/dL             74 - 106
Hemoglobina A1c (NGSP/DCCT)            6,6+          %                 4,0 - 6,0
Hemoglobina A1c (IFCC)                 49+           mmol/mol          20 - 42
Creatinina                             0,88          mg/dL             0,51 - 0,95
Filtrado glomerular estimado CKD-EPI   68            mL/min/1,73 m²    > 60
Sodio                                  139           mmol/L            136 - 146
Potasio                                3,3-          mmol/L            3,5 - 5,1
Alanina aminotransferasa (GPT/ALT)     23            U/L               5 - 33
Gamma glutamil transferasa (GGT)       19            U/L               6 - 42
PERFIL LIPÍDICO
Colesterol total                       189           mg/dL             < 200
Colesterol HDL                         44-           mg/dL             > 50
Colesterol LDL calculado               112+          mg/dL             < 100
Triglicéridos                          164+          mg/dL             < 150
HORMONAS
TSH                                    2,80          µUI/mL            0,35 - 4,94
ORINA
Cociente albúmina/creatinina           34+           mg/g              < 30
(+) valor superior / (-) valor inferior al intervalo de referencia.
Objetivo de control en diabetes: HbA1c < 7 % (53 mmol/mol); LDL < 100 mg/dL.
Informe validado por: Facultativo Especialista de Área, Dra. Ejemplo              Pág. 1 de 1`,
    expected: [
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('hba1c', 49, 'mmol/mol', 'high'),
      row('creatinine', 0.88, 'mg/dL', null),
      row('egfr', 68, 'mL/min/1.73m²', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('alt', 23, 'U/L', null),
      row('ggt', 19, 'U/L', null),
      row('cholesterol', 189, 'mg/dL', null),
      row('hdl', 44, 'mg/dL', 'low'),
      row('ldl', 112, 'mg/dL', 'high'),
      row('triglycerides', 164, 'mg/dL', 'high'),
      row('tsh', 2.8, 'mU/L', null),
    ],
  },
  {
    // Ecuador, a public hospital's gastroenterology work-up: decimal points, no marks at all,
    // liver enzymes in UI/L with "Hasta 40" ranges, CRP with "Hasta 5.0", then a short blood count
    // printed with no ranges (default table), direct bilirubin, LDH, lipase, INR and hepatitis
    // serology mixed in, a page break.
    id: 'h17-es-7',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL DE ESPECIALIDADES "EJEMPLO" — Laboratorio de Análisis Clínicos
Guayaquil, Ecuador
Paciente: TEST PERSON                    H. Clínica: 000000          Edad: 58 años   Sexo: M
Servicio: Gastroenterología, sala 0      Médico: Dr Example          Fecha: 15/07/2025
PERFIL HEPÁTICO
Análisis                        Resultado     Unidades        Valores de referencia
Bilirrubina total               2.9           mg/dL           Hasta 1.2
Bilirrubina directa             1.8           mg/dL           Hasta 0.3
TGO (AST)                       132           UI/L            Hasta 40
TGP (ALT)                       187           UI/L            Hasta 41
Fosfatasa alcalina              246           UI/L            40 - 129
Gamma GT                        312           UI/L            10 - 71
Proteínas totales               6.6           g/dL            6.4 - 8.3
Albúmina                        3.2           g/dL            3.5 - 5.2
Deshidrogenasa láctica (LDH)    287           UI/L            135 - 225
Lipasa                          42            UI/L            13 - 60
                                                                   Página 1 de 2
HOSPITAL DE ESPECIALIDADES "EJEMPLO" — Laboratorio de Análisis Clínicos
Paciente: TEST PERSON                    H. Clínica: 000000
COAGULACIÓN
INR                             1.3                           0.8 - 1.2
INFLAMACIÓN
Proteína C reactiva             24.6          mg/L            Hasta 5.0
BIOMETRÍA HEMÁTICA (control)
Hemoglobina                     13.4          g/dL
Leucocitos                      9.1           x10^3/µL
Plaquetas                       118           x10^3/µL
SEROLOGÍA
Hepatitis A IgM                 No reactivo
Antígeno de superficie hepatitis B   No reactivo
Nota: patrón colestásico con citólisis; correlacionar con ecografía abdominal.
Responsable: Dra. Ejemplo Ficticia — Patología Clínica                  Página 2 de 2`,
    expected: [
      row('bilirubin', 2.9, 'mg/dL', 'high'),
      row('ast', 132, 'U/L', 'high'),
      row('alt', 187, 'U/L', 'high'),
      row('alp', 246, 'U/L', 'high'),
      row('ggt', 312, 'U/L', 'high'),
      row('total_protein', 6.6, 'g/dL', null),
      row('albumin', 3.2, 'g/dL', 'low'),
      row('crp', 24.6, 'mg/L', 'high'),
      row('haemoglobin', 13.4, 'g/dL', null),
      row('white_cells', 9.1, '10^9/L', null),
      row('platelets', 118, '10^9/L', 'low'),
    ],
  },
  {
    // Colombia, a lab network's patient portal: a comma-separated export, decimal points, dates as
    // dd/mm/yyyy, an "Estado" column reading NORMAL / ALTO / BAJO, eGFR with ">60", phosphorus
    // and microalbuminuria mixed in.
    id: 'h17-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha de toma,Examen,Resultado,Unidades,Rango de referencia,Estado
14/08/2025,Creatinina en suero,1.46,mg/dL,0.67 - 1.17,ALTO
14/08/2025,Urea,52,mg/dL,16.6 - 48.5,ALTO
14/08/2025,Tasa de filtración glomerular (CKD-EPI),54,mL/min/1.73m²,>60,BAJO
14/08/2025,Ácido úrico,8.2,mg/dL,3.4 - 7.0,ALTO
14/08/2025,Sodio,137,mmol/L,136 - 145,NORMAL
14/08/2025,Potasio,5.6,mmol/L,3.5 - 5.1,ALTO
14/08/2025,Cloro,103,mmol/L,98 - 107,NORMAL
14/08/2025,Calcio,9.1,mg/dL,8.6 - 10.0,NORMAL
14/08/2025,Fósforo,4.8,mg/dL,2.5 - 4.5,ALTO
14/08/2025,Microalbuminuria,88,mg/L,0 - 30,ALTO
14/08/2025,Hemoglobina,11.9,g/dL,13.0 - 17.0,BAJO
14/08/2025,TSH,5.9,µUI/mL,0.27 - 4.20,ALTO
14/08/2025,Colesterol total,172,mg/dL,< 200,NORMAL
14/08/2025,Triglicéridos,204,mg/dL,< 150,ALTO`,
    expected: [
      row('creatinine', 1.46, 'mg/dL', 'high'),
      row('urea', 52, 'mg/dL', 'high'),
      row('egfr', 54, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.2, 'mg/dL', 'high'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('haemoglobin', 11.9, 'g/dL', 'low'),
      row('tsh', 5.9, 'mU/L', 'high'),
      row('cholesterol', 172, 'mg/dL', null),
      row('triglycerides', 204, 'mg/dL', 'high'),
    ],
  },
  {
    // Argentina, a private lab's web results: a TAB-separated export, decimal commas, a protocol
    // column, lowercase units (g/dl, fl, ng/ml), "mayor a" ranges, a previous-result column, no
    // flag column; ESR mixed in.
    id: 'h17-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha	Protocolo	Determinación	Resultado	Unidad	Valores de referencia	Resultado anterior
02/09/2025	0000-0000	Glóbulos rojos	3,91	x10^6/µL	4,20 - 5,40	4,18
02/09/2025	0000-0000	Hemoglobina	10,9	g/dl	12,0 - 16,0	11,8
02/09/2025	0000-0000	Hematocrito	33,5	%	36,0 - 46,0	36,2
02/09/2025	0000-0000	VCM	85,7	fl	80 - 96	86,6
02/09/2025	0000-0000	HCM	27,9	pg	27 - 32	28,2
02/09/2025	0000-0000	CHCM	32,5	g/dl	32 - 36	32,6
02/09/2025	0000-0000	Glóbulos blancos	5,4	x10^3/µL	4,0 - 10,0	6,1
02/09/2025	0000-0000	Plaquetas	265	x10^3/µL	150 - 450	241
02/09/2025	0000-0000	Eritrosedimentación	28	mm/h	0 - 20	14
02/09/2025	0000-0000	Ferritina	11	ng/ml	15 - 150	19
02/09/2025	0000-0000	Saturación de transferrina	9	%	20 - 50	
02/09/2025	0000-0000	Vitamina B12	612	pg/ml	200 - 900	
02/09/2025	0000-0000	Ácido fólico	14,2	ng/ml	mayor a 5,4	
02/09/2025	0000-0000	25-OH vitamina D	31	ng/ml	mayor a 30	`,
    expected: [
      row('red_cells', 3.91, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.5, '%', 'low'),
      row('mcv', 85.7, 'fL', null),
      row('mch', 27.9, 'pg', null),
      row('mchc', 32.5, 'g/dL', null),
      row('white_cells', 5.4, '10^9/L', null),
      row('platelets', 265, '10^9/L', null),
      row('ferritin', 11, 'ng/mL', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 612, 'pg/mL', null),
      row('folate', 14.2, 'ng/mL', null),
      row('vitamin_d', 31, 'ng/mL', null),
    ],
  },
  {
    // Dominican Republic, a hospital's patient portal: a semicolon-separated export with every
    // field quoted, ISO dates, decimal points, counts in x10E12/L and x10E9/L, an "Indicador"
    // column with H / L / LL, a critical haemoglobin of 6.4 g/dL, reticulocytes and faecal occult
    // blood mixed in.
    id: 'h17-es-10',
    language: 'es',
    kind: 'csv',
    text: `"Fecha";"Prueba";"Resultado";"Unidad";"Rango";"Indicador"
"2025-10-06";"Hemoglobina";"6.4";"g/dL";"12.0 - 16.0";"LL"
"2025-10-06";"Hematocrito";"20.1";"%";"37.0 - 47.0";"L"
"2025-10-06";"Glóbulos rojos";"2.48";"x10E12/L";"4.00 - 5.40";"L"
"2025-10-06";"VCM";"81.0";"fL";"80.0 - 100.0";""
"2025-10-06";"HCM";"25.8";"pg";"27.0 - 34.0";"L"
"2025-10-06";"Glóbulos blancos";"7.4";"x10E9/L";"4.5 - 11.0";""
"2025-10-06";"Plaquetas";"389";"x10E9/L";"150 - 450";""
"2025-10-06";"Reticulocitos";"3.1";"%";"0.5 - 2.0";"H"
"2025-10-06";"Glucosa";"88";"mg/dL";"70 - 100";""
"2025-10-06";"Creatinina";"0.71";"mg/dL";"0.60 - 1.10";""
"2025-10-06";"Hierro";"3.9";"µmol/L";"10.7 - 28.6";"L"
"2025-10-06";"Ferritina";"4";"ng/mL";"13 - 150";"L"
"2025-10-06";"Folato";"6.2";"ng/mL";"3.9 - 26.8";""
"2025-10-06";"Vitamina B12";"301";"pg/mL";"211 - 911";""
"2025-10-06";"Sangre oculta en heces";"Positivo";"";"Negativo";""`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.1, '%', 'low'),
      row('red_cells', 2.48, '10^12/L', 'low'),
      row('mcv', 81.0, 'fL', null),
      row('mch', 25.8, 'pg', 'low'),
      row('white_cells', 7.4, '10^9/L', null),
      row('platelets', 389, '10^9/L', null),
      row('glucose', 88, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('iron', 3.9, 'µmol/L', 'low'),
      row('ferritin', 4, 'ng/mL', 'low'),
      row('folate', 6.2, 'ng/mL', null),
      row('vitamin_b12', 301, 'pg/mL', null),
    ],
  },
]

export default moreCases
