/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, second file (see es-19.ts): an
 * Ecuadorian check-up with each result in conventional units followed by its SI equivalent in
 * brackets, an H/L "Alerta" column and two electrolytes without ranges, a Dominican blood count
 * and haematinics with a star glued to out-of-range values and separate ranges for men and women,
 * and three portal CSV exports (Spain, semicolon-separated with a "Fuera de rango" Sí/No column
 * and an earlier date's results; Chile, comma-separated with every field quoted, decimal commas
 * inside the quotes and a "*" column; Mexico, tab-separated with the range split into minimum and
 * maximum columns and a critical glucose).
 * Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (VLDL, cholesterol/HDL ratio, monocytes,
 * eosinophils, RDW, ESR, serum pregnancy test, non-HDL cholesterol, faecal immunochemical test,
 * phosphorus, magnesium, LDH, urine microalbumin, albumin/creatinine ratio, insulin) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Ecuador, a private lab's yearly check-up: decimal points, the unit written right after the
    // value and the SI equivalent in brackets after it (one result per line, the conventional
    // one), HbA1c with its mmol/mol in brackets, an "Alerta" column with H / L at the end of the
    // line, eGFR against "> 90", sodium and potassium printed without a range (default table).
    id: 'h18-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO "EJEMPLO" — Medicina de Laboratorio
Quito, Ecuador
Paciente: TEST PERSON          C.I.: 0000000000       Edad: 61 años        Sexo: Masculino
Médico tratante: Dr Example    Orden N.º 000000       Toma de muestra: 05/05/2026 07:30
Chequeo preventivo anual — resultados en unidades convencionales y (SI)
Examen                            Resultado              Equivalente SI         Referencia (convencional)     Alerta
QUÍMICA SANGUÍNEA
Glucosa basal                     104 mg/dL              (5.77 mmol/L)          70 - 100 mg/dL                H
Urea                              36 mg/dL               (5.99 mmol/L)          15 - 45 mg/dL
Creatinina                        1.18 mg/dL             (104 µmol/L)           0.70 - 1.20 mg/dL
TFG estimada (CKD-EPI 2021)       69 mL/min/1.73m²                              > 90                          L
Ácido úrico                       6.4 mg/dL              (381 µmol/L)           3.4 - 7.0 mg/dL
Sodio                             139 mmol/L
Potasio                           4.6 mmol/L
PERFIL LIPÍDICO
Colesterol total                  231 mg/dL              (5.97 mmol/L)          < 200 mg/dL                   H
Colesterol HDL                    38 mg/dL               (0.98 mmol/L)          > 40 mg/dL                    L
Colesterol LDL (calculado)        158 mg/dL              (4.09 mmol/L)          < 130 mg/dL                   H
Colesterol VLDL                   35 mg/dL               (0.91 mmol/L)          < 30 mg/dL                    H
Triglicéridos                     176 mg/dL              (1.99 mmol/L)          < 150 mg/dL                   H
Relación colesterol total/HDL     6.1                                           < 5.0                         H
DIABETES Y TIROIDES
Hemoglobina glicosilada A1c       6.1 %                  (43 mmol/mol)          4.0 - 5.6 %                   H
TSH                               3.10 µUI/mL                                   0.27 - 4.20 µUI/mL
Nota: sodio y potasio por ion selectivo indirecto; su rango de referencia consta en el informe de la sede.
Factores de conversión: colesterol x 0.02586; triglicéridos x 0.01129; glucosa / 18.
Responsable técnico: Dra. Ejemplo Ficticia — Patóloga Clínica                          Página 1 de 1`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('urea', 36, 'mg/dL', null),
      row('creatinine', 1.18, 'mg/dL', null),
      row('egfr', 69, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.4, 'mg/dL', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 158, 'mg/dL', 'high'),
      row('triglycerides', 176, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('tsh', 3.1, 'mU/L', null),
    ],
  },
  {
    // Dominican Republic, a reference lab: decimal points, a "*" glued right after out-of-range
    // values (its side from the range), counts in x10³/µL and x10⁶/µL with superscripts, ranges
    // for men and women side by side ("Hombres 13.5 - 17.5 / Mujeres 12.0 - 15.5"; the patient is
    // a woman, and every starred value is out of both), folate against "> 3.9", ESR and a serum
    // pregnancy test mixed in.
    id: 'h18-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO Y DE REFERENCIA "EJEMPLO"
Santiago de los Caballeros, República Dominicana
Paciente: TEST PERSON        Sexo: Femenino      Edad: 34 años       Récord: 000000
Referido por: Dr Example     Seguro: ARS Ficticia                    Fecha: 11/06/2026
Los resultados marcados con * están fuera del intervalo de referencia.
HEMATOLOGÍA — Hemograma completo
Prueba                     Resultado    Unidad       Valores de referencia
Glóbulos blancos           6.3          x10³/µL      4.5 - 11.0
Neutrófilos                58           %            40 - 70
Linfocitos                 33           %            20 - 45
Monocitos                  6            %            2 - 10
Eosinófilos                3            %            1 - 4
Glóbulos rojos             3.86*        x10⁶/µL      Hombres 4.50 - 5.90 / Mujeres 4.00 - 5.20
Hemoglobina                9.1*         g/dL         Hombres 13.5 - 17.5 / Mujeres 12.0 - 15.5
Hematocrito                29.4*        %            Hombres 40 - 52 / Mujeres 36 - 46
VCM                        76.2*        fL           80 - 100
HCM                        23.6*        pg           27 - 33
CHCM                       31.0*        g/dL         32 - 36
RDW                        17.8*        %            11.5 - 14.5
Plaquetas                  478*         x10³/µL      150 - 450
Frotis: hipocromía y microcitosis moderadas, anisocitosis, algunos dacriocitos.
QUÍMICA Y HEMATÍNICOS
Ferritina                  5.2*         ng/mL        Hombres 30 - 400 / Mujeres 13 - 150
Vitamina B12               254          pg/mL        197 - 771
Ácido fólico               3.1*         ng/mL        > 3.9
Proteína C reactiva        2.0          mg/L         0 - 5
Eritrosedimentación        32*          mm/h         0 - 20
β-hCG cualitativa (suero)  Negativo                  Negativo
Comentario: anemia microcítica hipocrómica con trombocitosis reactiva; perfil compatible con ferropenia.
Bioanalista: Lic. Ejemplo Ficticio — Exequátur 000-00                       Página 1/1`,
    expected: [
      row('white_cells', 6.3, '10^9/L', null),
      row('neutrophils', 58, '%', null),
      row('lymphocytes', 33, '%', null),
      row('red_cells', 3.86, '10^12/L', 'low'),
      row('haemoglobin', 9.1, 'g/dL', 'low'),
      row('haematocrit', 29.4, '%', 'low'),
      row('mcv', 76.2, 'fL', 'low'),
      row('mch', 23.6, 'pg', 'low'),
      row('mchc', 31.0, 'g/dL', 'low'),
      row('platelets', 478, '10^9/L', 'high'),
      row('ferritin', 5.2, 'ng/mL', 'low'),
      row('vitamin_b12', 254, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('crp', 2.0, 'mg/L', null),
    ],
  },
  {
    // Spain, a regional health service's patient portal: a SEMICOLON-separated export, decimal
    // commas, a "Centro" column, a "Fuera de rango" column reading Sí / No (no side: the range
    // gives it), one-sided ranges "< 200" / "> 40", TSH in µUI/mL, and two rows from an earlier
    // extraction date at the end (results too); non-HDL cholesterol and a faecal test mixed in.
    id: 'h18-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha de extracción;Centro;Prueba;Resultado;Unidades;Valores de referencia;Fuera de rango
15/07/2026;C.S. Ejemplo;Glucosa;101;mg/dL;74 - 106;No
15/07/2026;C.S. Ejemplo;Hemoglobina glicada (HbA1c);5,9;%;4,0 - 5,6;Sí
15/07/2026;C.S. Ejemplo;Colesterol total;246;mg/dL;< 200;Sí
15/07/2026;C.S. Ejemplo;Colesterol HDL;61;mg/dL;> 40;No
15/07/2026;C.S. Ejemplo;Colesterol LDL (calculado);161;mg/dL;< 130;Sí
15/07/2026;C.S. Ejemplo;Colesterol no HDL;185;mg/dL;< 160;Sí
15/07/2026;C.S. Ejemplo;Triglicéridos;118;mg/dL;< 150;No
15/07/2026;C.S. Ejemplo;Aspartato aminotransferasa (GOT/AST);22;U/L;5 - 34;No
15/07/2026;C.S. Ejemplo;Alanina aminotransferasa (GPT/ALT);19;U/L;0 - 55;No
15/07/2026;C.S. Ejemplo;Gamma glutamil transferasa (GGT);27;U/L;9 - 36;No
15/07/2026;C.S. Ejemplo;Fosfatasa alcalina;74;U/L;40 - 150;No
15/07/2026;C.S. Ejemplo;Tirotropina (TSH);0,21;µUI/mL;0,35 - 4,94;Sí
15/07/2026;C.S. Ejemplo;Vitamina B12;412;pg/mL;187 - 883;No
15/07/2026;C.S. Ejemplo;Folato sérico;5,1;ng/mL;3,1 - 20,5;No
15/07/2026;C.S. Ejemplo;25-hidroxivitamina D;17,4;ng/mL;30 - 100;Sí
15/07/2026;C.S. Ejemplo;Sangre oculta en heces (inmunoquímico);Negativo;;Negativo;No
12/01/2026;C.S. Ejemplo;Tirotropina (TSH);0,62;µUI/mL;0,35 - 4,94;No
12/01/2026;C.S. Ejemplo;Colesterol total;231;mg/dL;< 200;Sí`,
    expected: [
      row('glucose', 101, 'mg/dL', null),
      row('hba1c', 5.9, '%', 'high'),
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('hdl', 61, 'mg/dL', null),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 118, 'mg/dL', null),
      row('ast', 22, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('ggt', 27, 'U/L', null),
      row('alp', 74, 'U/L', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 5.1, 'ng/mL', null),
      row('vitamin_d', 17.4, 'ng/mL', 'low'),
      row('tsh', 0.62, 'mU/L', null),
      row('cholesterol', 231, 'mg/dL', 'high'),
    ],
  },
  {
    // Chile, a clinic's online results: a COMMA-separated export with every field quoted, decimal
    // COMMAS inside the quotes, dates as dd-mm-yyyy, electrolytes in mEq/L, a "Marca" column with a
    // bare "*" (side from the range), "< 32" style ranges; phosphorus, magnesium and LDH mixed in.
    id: 'h18-es-9',
    language: 'es',
    kind: 'csv',
    text: `"Fecha","Examen","Resultado","Unidad","Valor de referencia","Marca"
"09-08-2026","Sodio","128","mEq/L","136 - 145","*"
"09-08-2026","Potasio","3,2","mEq/L","3,5 - 5,1","*"
"09-08-2026","Cloro","94","mEq/L","98 - 107","*"
"09-08-2026","Glucosa","112","mg/dL","74 - 106","*"
"09-08-2026","Creatinina","0,64","mg/dL","0,51 - 0,95",""
"09-08-2026","Calcio","8,2","mg/dL","8,8 - 10,6","*"
"09-08-2026","Fósforo","2,1","mg/dL","2,5 - 4,5","*"
"09-08-2026","Magnesio","1,7","mg/dL","1,6 - 2,6",""
"09-08-2026","Proteínas totales","5,9","g/dL","6,4 - 8,3","*"
"09-08-2026","Albúmina","2,9","g/dL","3,5 - 5,2","*"
"09-08-2026","Bilirrubina total","0,5","mg/dL","0,2 - 1,2",""
"09-08-2026","GOT (AST)","28","U/L","< 32",""
"09-08-2026","GPT (ALT)","17","U/L","< 33",""
"09-08-2026","Fosfatasas alcalinas","131","U/L","35 - 104","*"
"09-08-2026","GGT","64","U/L","6 - 42","*"
"09-08-2026","LDH","198","U/L","135 - 214",""
"09-08-2026","Proteína C reactiva","86,4","mg/L","< 5,0","*"`,
    expected: [
      row('sodium', 128, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 94, 'mmol/L', 'low'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('creatinine', 0.64, 'mg/dL', null),
      row('calcium', 8.2, 'mg/dL', 'low'),
      row('total_protein', 5.9, 'g/dL', 'low'),
      row('albumin', 2.9, 'g/dL', 'low'),
      row('bilirubin', 0.5, 'mg/dL', null),
      row('ast', 28, 'U/L', null),
      row('alt', 17, 'U/L', null),
      row('alp', 131, 'U/L', 'high'),
      row('ggt', 64, 'U/L', 'high'),
      row('crp', 86.4, 'mg/L', 'high'),
    ],
  },
  {
    // Mexico, a lab chain's portal: a TAB-separated export, decimal points, a "Folio" column, the
    // range split into "Valor mínimo" and "Valor máximo" columns (one of them empty for one-sided
    // limits), no flag column, a "Comentario" column noting a critical glucose of 41 mg/dL;
    // urine microalbumin, the albumin/creatinine ratio and insulin mixed in.
    id: 'h18-es-10',
    language: 'es',
    kind: 'csv',
    text: `Fecha	Folio	Estudio	Resultado	Unidades	Valor mínimo	Valor máximo	Comentario
22/09/2026	0000000	Glucosa	41	mg/dL	70	99	VALOR CRÍTICO notificado al médico tratante
22/09/2026	0000000	Hemoglobina glucosilada (HbA1c)	8.9	%	4.0	5.6	
22/09/2026	0000000	Insulina	3.1	µUI/mL	2.6	24.9	Muestra tomada durante hipoglucemia
22/09/2026	0000000	Urea	58	mg/dL	16.6	48.5	
22/09/2026	0000000	Creatinina	1.52	mg/dL	0.51	0.95	
22/09/2026	0000000	Tasa de filtración glomerular estimada	36	mL/min/1.73m²	60		CKD-EPI 2021
22/09/2026	0000000	Ácido úrico	6.2	mg/dL	2.4	5.7	
22/09/2026	0000000	Sodio	135	mmol/L	136	145	
22/09/2026	0000000	Potasio	5.0	mmol/L	3.5	5.1	
22/09/2026	0000000	Colesterol total	168	mg/dL		200	
22/09/2026	0000000	Colesterol HDL	36	mg/dL	45		
22/09/2026	0000000	Colesterol LDL	97	mg/dL		100	
22/09/2026	0000000	Triglicéridos	221	mg/dL		150	
22/09/2026	0000000	Microalbúmina en orina	146	mg/L		30	
22/09/2026	0000000	Relación albúmina/creatinina	210	mg/g		30	
22/09/2026	0000000	Hemoglobina	10.8	g/dL	12.0	15.5	`,
    expected: [
      row('glucose', 41, 'mg/dL', 'low'),
      row('hba1c', 8.9, '%', 'high'),
      row('urea', 58, 'mg/dL', 'high'),
      row('creatinine', 1.52, 'mg/dL', 'high'),
      row('egfr', 36, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.2, 'mg/dL', 'high'),
      row('sodium', 135, 'mmol/L', 'low'),
      row('potassium', 5.0, 'mmol/L', null),
      row('cholesterol', 168, 'mg/dL', null),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 97, 'mg/dL', null),
      row('triglycerides', 221, 'mg/dL', 'high'),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
    ],
  },
]

export default moreCases
