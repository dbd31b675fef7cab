/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), Spanish, continued (see es-11.ts): PDFs from Colombia and
 * Uruguay and three CSV exports (a Spanish regional health portal, a Chilean lab's portal and a
 * Spanish hospital's laboratory system). Written without reading the extractor; synthetic reports:
 * no real people, labs or phone numbers. Rows for tests Hale does not know are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Colombian private lab (Bogotá): an "Indicador" column with arrows after the result,
    // counts in x10^3/µL, TSH in µUI/mL, free T3 in pg/mL next to a total T4 and anti-TPO that
    // are not results, vitamin B12 printed ">2000", CRP printed "< 1,0", an altitude note.
    id: 'h10-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SINTÉTICO S.A.S. - Bogotá D.C.
NIT 000.000.000-0
Paciente: TEST PERSONA                        Documento: CC 0000000000
Fecha de nacimiento: 01/01/1992               Edad: 32 años         Sexo: F
Entidad: EPS EJEMPLO                          Orden: 000000
Fecha de toma: 03/09/2024 07:20               Fecha de validación: 03/09/2024 16:02
Análisis                          Resultado   Indicador   Unidades        Valores de referencia
CUADRO HEMÁTICO (automatizado)
Hemoglobina                       15,1                    g/dL            13,0 - 16,5
Hematocrito                       45,3                    %               39,0 - 49,0
Leucocitos                        6,4                     x10^3/µL        4,5 - 11,0
Plaquetas                         245                     x10^3/µL        150 - 450
VSG                               12                      mm/h            0 - 20
   Nota: intervalos de hemoglobina ajustados para Bogotá (2.600 m s. n. m.).
ENDOCRINOLOGÍA
TSH                               0,21        ↓           µUI/mL          0,27 - 4,20
T3 libre                          4,9         ↑           pg/mL           2,0 - 4,4
T4 total                          15,2        ↑           µg/dL           5,1 - 14,1
Anticuerpos anti-TPO              312         ↑           UI/mL           < 34
Hemoglobina glicosilada (HbA1c)   5,3                     %               4,0 - 5,6
METABOLISMO DEL HIERRO Y VITAMINAS
Ferritina                         11,6        ↓           ng/mL           15 - 150
Vitamina B12                      >2000       ↑           pg/mL           197 - 771
Ácido fólico                      11,4                    ng/mL           > 3,9
Vitamina D 25 OH total            27,5        ↓           ng/mL           30 - 100
INMUNOLOGÍA
Proteína C reactiva cuantitativa  < 1,0                   mg/L            0,0 - 5,0
Bacterióloga: Bact. Ejemplo - Registro 0000000                          Página 1 de 1`,
    expected: [
      row('haemoglobin', 15.1, 'g/dL', null),
      row('haematocrit', 45.3, '%', null),
      row('white_cells', 6.4, '10^9/L', null),
      row('platelets', 245, '10^9/L', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t3', 4.9, 'pg/mL', 'high'),
      row('hba1c', 5.3, '%', null),
      row('ferritin', 11.6, 'ng/mL', 'low'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 11.4, 'ng/mL', null),
      row('vitamin_d', 27.5, 'ng/mL', 'low'),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // A Uruguayan private hospital's emergency lab: "ionograma", "azoemia" (urea in g/L),
    // "creatininemia", "calcemia", "glucemia" in g/L, H/L and HH for a critical potassium with a
    // phoned-result note, and a venous blood gas whose pH, pCO2, base excess and lactate are not
    // results (the pH is blood, not urine).
    id: 'h10-es-7',
    language: 'es',
    kind: 'text',
    text: `SANATORIO SINTÉTICO - LABORATORIO DE EMERGENCIA
Montevideo, Uruguay
Paciente: PERSONA, Test                       C.I.: 0.000.000-0          Sexo: M
Fecha de nac.: 01/01/1955                     Servicio: Emergencia - Box 4
Solicitud: 0000000                            Extracción: 30/10/2024 03:18
                                              Validación: 30/10/2024 03:51
Determinación             Resultado          Unidad            Valores de referencia
IONOGRAMA
Sodio                     131      L         mmol/L            136 - 145
Potasio                   6,9      HH        mmol/L            3,5 - 5,1
Cloro                     99                 mmol/L            98 - 107
GASOMETRÍA VENOSA
pH                        7,28     L                           7,32 - 7,43
pCO2                      38       L         mmHg              41 - 51
Bicarbonato (HCO3-)       14,2     L         mmol/L            22 - 29
Exceso de base            -10,8    L         mmol/L            -2 - 3
Lactato                   1,4                mmol/L            0,5 - 2,2
FUNCIÓN RENAL Y METABOLISMO
Azoemia                   1,12     H         g/L               0,15 - 0,45
Creatininemia             3,42     H         mg/dL             0,70 - 1,20
FG estimado (CKD-EPI)     17       L         mL/min/1,73m²     > 60
Ácido úrico               9,4      H         mg/dL             3,4 - 7,0
Calcemia                  8,1      L         mg/dL             8,6 - 10,2
Glucemia                  1,36     H         g/L               0,70 - 1,10
HEMOGRAMA
Hemoglobina               9,8      L         g/dL              13,0 - 17,0
Glóbulos blancos          8,9                x10^9/L           4,0 - 10,0
Plaquetas                 212                x10^9/L           150 - 400
VALOR CRÍTICO: potasio 6,9 mmol/L comunicado por teléfono al Dr. Ejemplo (Emergencia) a las 03:49.
Se descarta hemólisis (índice hemolítico 0).
HH / LL: valor crítico. H / L: por encima / por debajo del intervalo de referencia.`,
    expected: [
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 14.2, 'mmol/L', 'low'),
      row('urea', 1.12, 'g/L', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('egfr', 17, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.4, 'mg/dL', 'high'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('glucose', 1.36, 'g/L', 'high'),
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('white_cells', 8.9, '10^9/L', null),
      row('platelets', 212, '10^9/L', null),
    ],
  },
  {
    // A Spanish regional health portal's CSV export: one line per result with the date first,
    // "Alto"/"Bajo" in the last column (empty otherwise), eGFR printed ">90", ferritin, transferrin
    // saturation, B12, folate and vitamin D, and a non-HDL cholesterol that is not a result.
    id: 'h10-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Indicador
12/03/2024;Hemoglobina;13,9;g/dL;12,0 - 16,0;
12/03/2024;Leucocitos;5,21;10^3/µL;4,00 - 11,00;
12/03/2024;Plaquetas;198;10^3/µL;150 - 400;
12/03/2024;Glucosa;94;mg/dL;74 - 106;
12/03/2024;Creatinina;0,71;mg/dL;0,51 - 0,95;
12/03/2024;Filtrado glomerular estimado (CKD-EPI);>90;mL/min/1,73 m²;> 60;
12/03/2024;Colesterol total;236;mg/dL;< 200;Alto
12/03/2024;Colesterol HDL;71;mg/dL;> 45;
12/03/2024;Colesterol LDL;146;mg/dL;< 130;Alto
12/03/2024;Colesterol no HDL;165;mg/dL;< 160;Alto
12/03/2024;Triglicéridos;96;mg/dL;< 150;
12/03/2024;Ferritina;35;ng/mL;15 - 150;
12/03/2024;Índice de saturación de transferrina;22;%;20 - 50;
12/03/2024;Vitamina B12;312;pg/mL;187 - 883;
12/03/2024;Ácido fólico;5,8;ng/mL;3,1 - 20,5;
12/03/2024;25-hidroxivitamina D;16;ng/mL;30 - 100;Bajo
12/03/2024;TSH;3,12;µUI/mL;0,27 - 4,20;`,
    expected: [
      row('haemoglobin', 13.9, 'g/dL', null),
      row('white_cells', 5.21, '10^9/L', null),
      row('platelets', 198, '10^9/L', null),
      row('glucose', 94, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 71, 'mg/dL', null),
      row('ldl', 146, 'mg/dL', 'high'),
      row('triglycerides', 96, 'mg/dL', null),
      row('ferritin', 35, 'ng/mL', null),
      row('transferrin_saturation', 22, '%', null),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 5.8, 'ng/mL', null),
      row('vitamin_d', 16, 'ng/mL', 'low'),
      row('tsh', 3.12, 'mU/L', null),
    ],
  },
  {
    // A Chilean lab's portal CSV export: the panel ("HEMOGRAMA", "GLICEMIA" …) and the analyte in
    // separate columns, counts in x10^6/uL and x10^3/uL, an "Estado" column reading Normal / Alto,
    // Chile's "glicemia" and "VFG estimada", and VHS and a urine albumin/creatinine ratio that are
    // not results to extract.
    id: 'h10-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha toma;Examen;Prestación;Resultado;Unidad;Valor de referencia;Estado
05-07-2024;HEMOGRAMA;Recuento de eritrocitos;4,61;x10^6/uL;4,20 - 5,40;Normal
05-07-2024;HEMOGRAMA;Hemoglobina;13,8;g/dL;12,0 - 16,0;Normal
05-07-2024;HEMOGRAMA;Hematocrito;41,2;%;37,0 - 47,0;Normal
05-07-2024;HEMOGRAMA;VCM;89,4;fL;80,0 - 99,0;Normal
05-07-2024;HEMOGRAMA;HCM;29,9;pg;27,0 - 31,0;Normal
05-07-2024;HEMOGRAMA;CHCM;33,5;g/dL;32,0 - 36,0;Normal
05-07-2024;HEMOGRAMA;Recuento de leucocitos;4,9;x10^3/uL;4,5 - 11,0;Normal
05-07-2024;HEMOGRAMA;Recuento de plaquetas;167;x10^3/uL;150 - 450;Normal
05-07-2024;HEMOGRAMA;Neutrófilos;54;%;50 - 70;Normal
05-07-2024;HEMOGRAMA;Linfocitos;36;%;20 - 40;Normal
05-07-2024;HEMOGRAMA;Monocitos;7;%;2 - 8;Normal
05-07-2024;HEMOGRAMA;Eosinófilos;3;%;0 - 4;Normal
05-07-2024;HEMOGRAMA;VHS;9;mm/hr;0 - 20;Normal
05-07-2024;HEMOGLOBINA GLICOSILADA;Hemoglobina glicosilada A1c;8,9;%;4,0 - 6,0;Alto
05-07-2024;GLICEMIA;Glicemia;162;mg/dL;70 - 100;Alto
05-07-2024;CREATININA;Creatinina;0,95;mg/dL;0,50 - 0,90;Alto
05-07-2024;CREATININA;VFG estimada (CKD-EPI);71;mL/min/1,73 m²;> 60;Normal
05-07-2024;MICROALBUMINURIA;Razón albúmina/creatinina;45;mg/g;< 30;Alto`,
    expected: [
      row('red_cells', 4.61, '10^12/L', null),
      row('haemoglobin', 13.8, 'g/dL', null),
      row('haematocrit', 41.2, '%', null),
      row('mcv', 89.4, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.5, 'g/dL', null),
      row('white_cells', 4.9, '10^9/L', null),
      row('platelets', 167, '10^9/L', null),
      row('neutrophils', 54, '%', null),
      row('lymphocytes', 36, '%', null),
      row('hba1c', 8.9, '%', 'high'),
      row('glucose', 162, 'mg/dL', 'high'),
      row('creatinine', 0.95, 'mg/dL', 'high'),
      row('egfr', 71, 'mL/min/1.73m²', null),
    ],
  },
  {
    // A Spanish hospital laboratory system's CSV export: a test code first, the flag (H/L) BEFORE
    // the range and the unit LAST, a cholestatic liver profile with amylase and direct bilirubin
    // that are not results, then a dipstick whose rows are named like blood tests ("Hemoglobina",
    // "Leucocitos", "Glucosa", "Bilirrubina" with "(tira reactiva)"), "Indicios" for trace.
    id: 'h10-es-10',
    language: 'es',
    kind: 'csv',
    text: `Código;Prueba;Resultado;Marca;Referencia;Unidad
BQ011;Bilirrubina total;2,8;H;0,3 - 1,2;mg/dL
BQ012;Bilirrubina directa;1,9;H;0,0 - 0,3;mg/dL
BQ020;AST (GOT);186;H;5 - 34;U/L
BQ021;ALT (GPT);243;H;0 - 55;U/L
BQ022;Gamma-GT;412;H;12 - 64;U/L
BQ023;Fosfatasa alcalina;288;H;40 - 150;U/L
BQ030;Amilasa;1240;H;25 - 125;U/L
BQ040;Proteína C reactiva;42,5;H;0,0 - 5,0;mg/L
BQ050;Proteínas totales;6,2;L;6,4 - 8,3;g/dL
BQ051;Albúmina;3,4;L;3,5 - 5,2;g/dL
BQ060;Calcio;8,3;L;8,4 - 10,2;mg/dL
BQ070;Sodio;136;;136 - 145;mmol/L
BQ071;Potasio;3,9;;3,5 - 5,1;mmol/L
BQ080;Urea;29;;17 - 43;mg/dL
BQ081;Creatinina;0,78;;0,55 - 1,02;mg/dL
OR010;Densidad (tira reactiva);1,030;;1,005 - 1,030;
OR011;pH (tira reactiva);6,5;;5,0 - 8,0;
OR012;Proteínas (tira reactiva);Indicios;H;Negativo;
OR013;Glucosa (tira reactiva);Negativo;;Negativo;
OR014;Cuerpos cetónicos (tira reactiva);Negativo;;Negativo;
OR015;Hemoglobina (tira reactiva);Negativo;;Negativo;
OR016;Bilirrubina (tira reactiva);++;H;Negativo;
OR017;Urobilinógeno (tira reactiva);Normal;;Normal;
OR018;Nitritos (tira reactiva);Negativo;;Negativo;
OR019;Leucocitos (tira reactiva);Negativo;;Negativo;`,
    expected: [
      row('bilirubin', 2.8, 'mg/dL', 'high'),
      row('ast', 186, 'U/L', 'high'),
      row('alt', 243, 'U/L', 'high'),
      row('ggt', 412, 'U/L', 'high'),
      row('alp', 288, 'U/L', 'high'),
      row('crp', 42.5, 'mg/L', 'high'),
      row('total_protein', 6.2, 'g/dL', 'low'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('calcium', 8.3, 'mg/dL', 'low'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 3.9, 'mmol/L', null),
      row('urea', 29, 'mg/dL', null),
      row('creatinine', 0.78, 'mg/dL', null),
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
    ],
  },
]

export default moreCases
