/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, second file (see es-17.ts): an Argentine
 * lab's lipids and hepatograma with "menor a" / "mayor a" / "hasta" ranges and no marks, a Chilean
 * clinic's blood count in "millones/µL" and "miles/µL" with "[H]" / "[L]", and three portal CSV
 * exports (Spain, comma-separated and quoted; Mexico, tab-separated with ISO dates and a critical
 * glucose; Peru, semicolon-separated with the range in two columns). Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (direct bilirubin, lipase, amylase, cholinesterase, RDW, band cells, monocytes, eosinophils,
 * basophils, ESR, tissue transglutaminase antibodies, insulin, C-peptide, LDH, reticulocytes,
 * homocysteine) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Argentina, a private lab: decimal commas, mg/dl and U/l, no marks at all, ranges with their
    // unit as "menor a 200 mg/dl", "mayor a 40 mg/dl", "hasta 41 U/l", direct bilirubin, lipase
    // and cholinesterase mixed in.
    id: 'h16-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS SAN TELMO
Dirección Técnica: Bioq. Ejemplo Ficticio — M.N. 0000
Paciente: Test Person                   Edad: 51 años            Protocolo: 0000-0000
Solicitado por: Dr Example              Obra social: OS Ficticia  Fecha: 21/10/2024
Análisis                          Resultado        Valores de referencia
QUÍMICA
Glucemia en ayunas                108 mg/dl        70 - 110 mg/dl
Uremia                            31 mg/dl         15 - 45 mg/dl
Creatininemia                     0,82 mg/dl       0,50 - 0,90 mg/dl
Proteínas totales                 7,1 g/dl         6,4 - 8,3 g/dl
Albúmina                          4,3 g/dl         3,5 - 5,2 g/dl
LÍPIDOS
Colesterol total                  268 mg/dl        Deseable: menor a 200 mg/dl
Colesterol HDL                    37 mg/dl         mayor a 40 mg/dl
Colesterol LDL (calculado)        186 mg/dl        menor a 130 mg/dl
Triglicéridos                     226 mg/dl        menor a 150 mg/dl
HEPATOGRAMA
Bilirrubina total                 1,4 mg/dl        hasta 1,2 mg/dl
Bilirrubina directa               0,4 mg/dl        hasta 0,3 mg/dl
TGO (AST)                         58 U/l           hasta 40 U/l
TGP (ALT)                         92 U/l           hasta 41 U/l
Fosfatasa alcalina                110 U/l          40 - 129 U/l
Gamma GT                          164 U/l          8 - 61 U/l
Colinesterasa                     9850 U/l         5320 - 12920 U/l
OTRAS DETERMINACIONES
Lipasa                            45 U/l           hasta 60 U/l
Amilasa                           72 U/l           28 - 100 U/l
Observaciones: muestra levemente lipémica. Se sugiere repetir perfil lipídico con 12 h de ayuno.
Los valores de referencia corresponden a adultos.                          Hoja 1 de 1`,
    expected: [
      row('glucose', 108, 'mg/dL', null),
      row('urea', 31, 'mg/dL', null),
      row('creatinine', 0.82, 'mg/dL', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('cholesterol', 268, 'mg/dL', 'high'),
      row('hdl', 37, 'mg/dL', 'low'),
      row('ldl', 186, 'mg/dL', 'high'),
      row('triglycerides', 226, 'mg/dL', 'high'),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('ast', 58, 'U/L', 'high'),
      row('alt', 92, 'U/L', 'high'),
      row('alp', 110, 'U/L', null),
      row('ggt', 164, 'U/L', 'high'),
    ],
  },
  {
    // Chile, a clinic's haematology lab: the red count in "millones/µL", white cells and platelets
    // in "miles/µL", "[H]" / "[L]" after the value, a previous-result column with a date, band
    // cells, RDW, monocytes, eosinophils, basophils and ESR mixed in, CRP in mg/L with "< 5,0".
    id: 'h16-es-7',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA LOS ALERCES — Laboratorio Clínico
Temuco, Chile
Paciente: Test Person                    RUT: 00.000.000-0
Fecha Nac.: 01/01/1975   Edad: 49a   Sexo: Femenino      Médico: Dr Example
Procedencia: Consulta ambulatoria        Fecha toma: 29/11/2024 09:12
HEMOGRAMA Y VHS
Examen                          Resultado        Unidad          Valor de referencia   Anterior (02/05/2024)
Hematocrito                     46,8             %               35,0 - 47,0           44,1
Hemoglobina                     15,9             g/dL            12,0 - 16,0           15,0
Recuento de eritrocitos         5,21   [H]       millones/µL     4,00 - 5,20           4,96
VCM                             89,8             fL              80,0 - 100,0          88,9
HCM                             30,5             pg              27,0 - 34,0           30,2
CHCM                            34,0             g/dL            32,0 - 36,0           34,0
ADE                             13,2             %               11,5 - 14,5
Recuento de leucocitos          13,6   [H]       miles/µL        4,5 - 11,0            7,2
Fórmula leucocitaria
Baciliformes                    2                %               0 - 5
Segmentados                     78     [H]       %               50 - 70               61
Linfocitos                      14     [L]       %               20 - 40               30
Monocitos                       5                %               2 - 10
Eosinófilos                     1                %               0 - 5
Basófilos                       0                %               0 - 1
Recuento de plaquetas           412    [H]       miles/µL        150 - 400             298
VHS                             35     [H]       mm/h            0 - 20
INFLAMACIÓN
Proteína C reactiva             86,4   [H]       mg/L            < 5,0                 2,1
Serie roja: normocítica normocrómica. Serie blanca: neutrofilia con desviación izquierda leve.
[H] sobre el valor de referencia · [L] bajo el valor de referencia.
Validado por: T.M. Ejemplo Ficticio                                        Página 1 de 1`,
    expected: [
      row('haematocrit', 46.8, '%', null),
      row('haemoglobin', 15.9, 'g/dL', null),
      row('red_cells', 5.21, '10^12/L', 'high'),
      row('mcv', 89.8, 'fL', null),
      row('mch', 30.5, 'pg', null),
      row('mchc', 34.0, 'g/dL', null),
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('neutrophils', 78, '%', 'high'),
      row('lymphocytes', 14, '%', 'low'),
      row('platelets', 412, '10^9/L', 'high'),
      row('crp', 86.4, 'mg/L', 'high'),
    ],
  },
  {
    // Spain, a private hospital group's patient portal: a comma-separated CSV with every field
    // quoted (so the decimal commas sit inside quotes), a date column, "Alto"/"Bajo" in the last
    // column, counts in 10^3/µL, iron in µmol/l, ESR and a censored transglutaminase antibody.
    id: 'h16-es-8',
    language: 'es',
    kind: 'csv',
    text: `"Fecha","Determinación","Resultado","Unidades","Valores de referencia","Indicador"
"15/11/2024","Hemoglobina","13,1","g/dL","12,0 - 15,5",""
"15/11/2024","Leucocitos","5,8","10^3/µL","4,0 - 11,0",""
"15/11/2024","Plaquetas","238","10^3/µL","150 - 400",""
"15/11/2024","Velocidad de sedimentación","12","mm/h","0 - 20",""
"15/11/2024","Glucosa","101","mg/dL","74 - 100","Alto"
"15/11/2024","Creatinina","0,74","mg/dL","0,51 - 0,95",""
"15/11/2024","Filtrado glomerular estimado (CKD-EPI)","92","mL/min/1,73m²",">60",""
"15/11/2024","Colesterol total","224","mg/dL","< 200","Alto"
"15/11/2024","Colesterol HDL","71","mg/dL","> 45",""
"15/11/2024","Colesterol LDL","137","mg/dL","< 130","Alto"
"15/11/2024","Triglicéridos","80","mg/dL","< 150",""
"15/11/2024","TSH","2,14","µUI/mL","0,38 - 5,33",""
"15/11/2024","Vitamina D (25-OH)","18,2","ng/mL","30 - 100","Bajo"
"15/11/2024","Hierro","14,1","µmol/l","10,7 - 28,6",""
"15/11/2024","Ferritina","22","ng/mL","15 - 150",""
"15/11/2024","Anticuerpos antitransglutaminasa IgA","<0,5","U/mL","< 10",""`,
    expected: [
      row('haemoglobin', 13.1, 'g/dL', null),
      row('white_cells', 5.8, '10^9/L', null),
      row('platelets', 238, '10^9/L', null),
      row('glucose', 101, 'mg/dL', 'high'),
      row('creatinine', 0.74, 'mg/dL', null),
      row('egfr', 92, 'mL/min/1.73m²', null),
      row('cholesterol', 224, 'mg/dL', 'high'),
      row('hdl', 71, 'mg/dL', null),
      row('ldl', 137, 'mg/dL', 'high'),
      row('triglycerides', 80, 'mg/dL', null),
      row('tsh', 2.14, 'mU/L', null),
      row('vitamin_d', 18.2, 'ng/mL', 'low'),
      row('iron', 14.1, 'µmol/L', null),
      row('ferritin', 22, 'ng/mL', null),
    ],
  },
  {
    // Mexico, a lab chain's portal: a TAB-separated export with ISO dates and a study column,
    // decimal points, ranges without spaces ("4.5-11.0"), a "Bandera" column with H/L/LL, a
    // critical low glucose, insulin (in µUI/mL) and C-peptide mixed in.
    id: 'h16-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha	Estudio	Parámetro	Resultado	Unidades	Referencia	Bandera
2024-11-28	Biometría hemática	Leucocitos	6.2	10^3/µL	4.5-11.0	
2024-11-28	Biometría hemática	Eritrocitos	4.35	10^6/µL	4.20-5.40	
2024-11-28	Biometría hemática	Hemoglobina	12.9	g/dL	12.5-16.0	
2024-11-28	Biometría hemática	Hematocrito	38.6	%	37.0-47.0	
2024-11-28	Biometría hemática	VCM	88.7	fL	80.0-100.0	
2024-11-28	Biometría hemática	HCM	29.7	pg	27.0-33.0	
2024-11-28	Biometría hemática	Plaquetas	287	10^3/µL	150-450	
2024-11-28	Química sanguínea	Glucosa	48	mg/dL	70-100	LL
2024-11-28	Química sanguínea	Urea	24	mg/dL	15-40	
2024-11-28	Química sanguínea	Creatinina	0.68	mg/dL	0.50-0.90	
2024-11-28	Química sanguínea	Colesterol total	176	mg/dL	<200	
2024-11-28	Química sanguínea	Triglicéridos	98	mg/dL	<150	
2024-11-28	Hemoglobina glucosilada	HbA1c	5.4	%	4.0-5.6	
2024-11-28	Perfil de insulina	Insulina basal	31.6	µUI/mL	2.6-24.9	H
2024-11-28	Perfil de insulina	Péptido C	4.9	ng/mL	1.1-4.4	H`,
    expected: [
      row('white_cells', 6.2, '10^9/L', null),
      row('red_cells', 4.35, '10^12/L', null),
      row('haemoglobin', 12.9, 'g/dL', null),
      row('haematocrit', 38.6, '%', null),
      row('mcv', 88.7, 'fL', null),
      row('mch', 29.7, 'pg', null),
      row('platelets', 287, '10^9/L', null),
      row('glucose', 48, 'mg/dL', 'low'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.68, 'mg/dL', null),
      row('cholesterol', 176, 'mg/dL', null),
      row('triglycerides', 98, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
    ],
  },
  {
    // Peru, a hospital portal's semicolon-separated export: dates as dd-mm-yyyy, a test-code
    // column, the range split into "Mínimo" and "Máximo" columns (one of them empty for one-sided
    // ranges), no flag column, SI units for B12, folate, vitamin D and creatinine; LDH,
    // reticulocytes and homocysteine (in µmol/L) mixed in.
    id: 'h16-es-10',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Código;Examen;Resultado;Unidad;Mínimo;Máximo
03-12-2024;HB;Hemoglobina;11,2;g/dL;12,0;16,0
03-12-2024;VCM;Volumen corpuscular medio;104,6;fL;80,0;100,0
03-12-2024;HCM;Hemoglobina corpuscular media;35,2;pg;27,0;33,0
03-12-2024;LEU;Leucocitos;4,1;10^3/µL;4,0;10,0
03-12-2024;PLT;Plaquetas;148;10^3/µL;150;400
03-12-2024;RET;Reticulocitos;0,4;%;0,5;2,0
03-12-2024;B12;Vitamina B12;118;pmol/L;145;569
03-12-2024;FOL;Folato sérico;5,1;nmol/L;7,0;
03-12-2024;VITD;25-OH Vitamina D;41;nmol/L;75;250
03-12-2024;HOMO;Homocisteína;28;µmol/L;5;15
03-12-2024;LDH;Lactato deshidrogenasa;412;U/L;135;225
03-12-2024;BILT;Bilirrubina total;1,6;mg/dL;0,2;1,2
03-12-2024;CREA;Creatinina;71;µmol/L;45;84
03-12-2024;PCR;Proteína C reactiva;3,2;mg/L;;5,0`,
    expected: [
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('mcv', 104.6, 'fL', 'high'),
      row('mch', 35.2, 'pg', 'high'),
      row('white_cells', 4.1, '10^9/L', null),
      row('platelets', 148, '10^9/L', 'low'),
      row('vitamin_b12', 118, 'pmol/L', 'low'),
      row('folate', 5.1, 'nmol/L', 'low'),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
]

export default moreCases
