/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), Spanish, second part: Argentina, Colombia, a Spanish patient
 * portal's CSV export, Chile and Uruguay. Written without reading the extractor; synthetic reports:
 * no real people, labs or phone numbers. Rows for tests Hale does not know (T4 total, anti-TPO,
 * insulin, HOMA, urine bilirubin and urobilinogen, urine sediment, colesterol no HDL, direct
 * bilirubin, prothrombin, INR, VHS/VES, transferrin …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Argentina, private lab: flags as the words "alto"/"bajo" after the value, µUI/ml and ng/ml,
    // a vitamin D range in three bands, "hasta 35" ranges; T4 total, anti-TPO, insulin (also in
    // µUI/ml) and HOMA mixed in.
    id: 'h5-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS BIOQUÍMICOS PRUEBA
Bioq. Persona Prueba — M.N. 0000 — Ciudad Autónoma de Buenos Aires
Paciente: Test, Persona                    DNI: 00.000.000
Fecha de nac.: 01.01.1980                  Obra social: PARTICULAR
Protocolo N°: 000000                       Fecha: 01.01.2025
Solicitado por: Dr. Prueba
Determinación                              Resultado        Unidad      Valores de referencia
ENDOCRINOLOGÍA
TSH (tirotrofina)                          7,48  alto       µUI/ml      0,45 - 4,50
T4 libre                                   13,1             pmol/l      12,0 - 22,0
T4 total                                   7,9              µg/dl       5,1 - 14,1
T3 libre                                   2,61             pg/ml       2,30 - 4,20
Anticuerpos anti-TPO                       186   alto       UI/ml       hasta 35
Insulina basal                             14,2             µUI/ml      hasta 25
Índice HOMA-IR                             4,1   alto                   hasta 2,5
VITAMINAS
25-OH Vitamina D total                     14,6  bajo       ng/ml       Deficiencia: < 20 / Insuficiencia: 20 - 29 / Suficiencia: 30 - 100
Vitamina B12                               198   bajo       pg/ml       211 - 911
Ácido fólico sérico                        4,1              ng/ml       > 3,9
DIABETES
Glucemia en ayunas                         118   alto       mg/dl       70 - 110
Hemoglobina glicosilada (HbA1c)            6,2   alto       %           4,0 - 5,6
Método: quimioluminiscencia (CLIA). HbA1c por HPLC, certificado NGSP.
Los valores de referencia corresponden a adultos.                      Página 1/1`,
    expected: [
      row('tsh', 7.48, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L'),
      row('free_t3', 2.61, 'pg/mL'),
      row('vitamin_d', 14.6, 'ng/mL', 'low'),
      row('vitamin_b12', 198, 'pg/mL', 'low'),
      row('folate', 4.1, 'ng/mL'),
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.2, '%', 'high'),
    ],
  },
  {
    // Colombia, check-up over two pages: ranges in parentheses BEFORE the unit, "*" for out of
    // range, a repeated header on page 2, a urinalysis whose dipstick says "Glucosa" again and whose
    // sediment lists "Leucocitos" and "Hematíes" per field (not dipstick rows).
    id: 'h5-es-7',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO PRUEBA S.A.S.
Bogotá D.C. — Colombia
Paciente: PERSONA PRUEBA TEST            Documento: CC 0000000000
Fecha de nacimiento: 01.01.1969          Edad: 56 Años    Género: Masculino
Entidad: PARTICULAR    Orden: 000000     Ingreso: 01.01.2025 07:02
Examen                                      Resultado    Valor de referencia    Unidades
QUÍMICA
Glucosa en ayunas                           92           (70 - 100)             mg/dL
Hemoglobina glicosilada A1c                 5,4          (4,0 - 5,6)            %
Creatinina en suero                         1,38  *      (0,70 - 1,20)          mg/dL
Tasa de filtración glomerular (CKD-EPI)     59    *      (> 60)                 mL/min/1,73m²
Ácido úrico                                 7,9   *      (3,5 - 7,2)            mg/dL
Alanino aminotransferasa (ALT/TGP)          28           (0 - 41)               U/L
Aspartato aminotransferasa (AST/TGO)        24           (0 - 40)               U/L
Colesterol total                            182          (< 200)                mg/dL
Colesterol HDL                              44           (> 40)                 mg/dL
Colesterol LDL directo                      109          (< 130)                mg/dL
Triglicéridos                               146          (< 150)                mg/dL
HORMONAS
Hormona estimulante del tiroides (TSH)      0,21  *      (0,27 - 4,20)          µUI/mL
Tiroxina libre (T4L)                        24,8  *      (12,0 - 22,0)          pmol/L
(*) Valor fuera del rango de referencia
--- Página 1 de 2 ---
IPS LABORATORIO CLÍNICO PRUEBA S.A.S.    Paciente: PERSONA PRUEBA TEST    Orden: 000000
UROANÁLISIS
Examen                                      Resultado    Valor de referencia    Unidades
Color                                       Amarillo     Amarillo
Aspecto                                     Ligeramente turbio    Claro
Densidad                                    1,015        (1,005 - 1,030)
pH                                          7,0          (5,0 - 7,5)
Proteínas                                   ++    *      Negativo
Glucosa                                     Negativo     Negativo
Cetonas                                     Trazas *     Negativo
Sangre                                      +     *      Negativo
Nitritos                                    Negativo     Negativo
Esterasa leucocitaria                       Negativo     Negativo
Bilirrubina                                 Negativo     Negativo
Urobilinógeno                               0,2          (0,2 - 1,0)            mg/dL
SEDIMENTO URINARIO
Células epiteliales                         Escasas
Leucocitos                                  0-2 x campo  (0 - 5)
Hematíes                                    3-5 x campo  (0 - 3)
Bacterias                                   Escasas
Observaciones: muestra procesada dentro de las 2 horas siguientes a la recolección.
Bacterióloga: Persona Prueba    Reg. 00000
--- Página 2 de 2 ---`,
    expected: [
      row('glucose', 92, 'mg/dL'),
      row('hba1c', 5.4, '%'),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 59, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('alt', 28, 'U/L'),
      row('ast', 24, 'U/L'),
      row('cholesterol', 182, 'mg/dL'),
      row('hdl', 44, 'mg/dL'),
      row('ldl', 109, 'mg/dL'),
      row('triglycerides', 146, 'mg/dL'),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 24.8, 'pmol/L', 'high'),
      row('urine_specific_gravity', 1.015, ''),
      row('urine_ph', 7, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
    ],
  },
  {
    // Spain, regional health portal CSV export: date first, an empty unit for the urine rows, the
    // flag as "Alto"/"Bajo" in the last column (empty when in range), dipstick in words and
    // crosses, sediment rows with ranges like "10-20".
    id: 'h5-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Fuera de rango
01/01/2025;Glucosa;98;mg/dL;74 - 106;
01/01/2025;Creatinina;0,84;mg/dL;0,51 - 0,95;
01/01/2025;Filtrado glomerular estimado (CKD-EPI);79;mL/min/1,73m2;>90;Bajo
01/01/2025;Colesterol total;246;mg/dL;< 200;Alto
01/01/2025;Colesterol HDL;58;mg/dL;> 45;
01/01/2025;Colesterol LDL (calculado);161;mg/dL;< 130;Alto
01/01/2025;Colesterol no HDL;188;mg/dL;< 160;Alto
01/01/2025;Triglicéridos;134;mg/dL;< 150;
01/01/2025;Orina - pH;5,5;;5,0 - 8,0;
01/01/2025;Orina - Densidad;1,025;;1,005 - 1,030;
01/01/2025;Orina - Proteínas;Trazas;;Negativo;Alto
01/01/2025;Orina - Glucosa;Negativo;;Negativo;
01/01/2025;Orina - Cuerpos cetónicos;Negativo;;Negativo;
01/01/2025;Orina - Hematíes (tira);++;;Negativo;Alto
01/01/2025;Orina - Leucocitos (esterasa);+;;Negativo;Alto
01/01/2025;Orina - Nitritos;Positivo;;Negativo;Alto
01/01/2025;Orina - Bilirrubina;Negativo;;Negativo;
01/01/2025;Orina - Urobilinógeno;Normal;;Normal;
01/01/2025;Sedimento - Leucocitos;10-20;/campo;0 - 5;Alto
01/01/2025;Sedimento - Hematíes;5-10;/campo;0 - 3;Alto
01/01/2025;Sedimento - Bacterias;Abundantes;;Ausentes;Alto`,
    expected: [
      row('glucose', 98, 'mg/dL'),
      row('creatinine', 0.84, 'mg/dL'),
      row('egfr', 79, 'mL/min/1.73m²', 'low'),
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL'),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 134, 'mg/dL'),
      row('urine_ph', 5.5, ''),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Chile, clinic portal CSV export: sample date per row, "10^3/uL" with a plain u, flags as
    // "+" (high) and "-" (low), a CRP printed as "<5,0"; direct bilirubin, prothrombin time,
    // INR (empty unit) and VHS mixed in.
    id: 'h5-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha toma;Examen;Resultado;Unidad;Valor de referencia;Fuera de rango
01-01-2025;Hemoglobina;12,9;g/dL;13,0 - 17,0;-
01-01-2025;Recuento de leucocitos;4,1;10^3/uL;4,5 - 11,0;-
01-01-2025;Recuento de plaquetas;98;10^3/uL;150 - 400;-
01-01-2025;VHS;18;mm/h;0 - 15;+
01-01-2025;Bilirrubina total;2,8;mg/dL;0,3 - 1,2;+
01-01-2025;Bilirrubina directa;1,9;mg/dL;0,0 - 0,3;+
01-01-2025;GOT/AST;142;U/L;< 32;+
01-01-2025;GPT/ALT;218;U/L;< 33;+
01-01-2025;Gamma GT;312;U/L;5 - 36;+
01-01-2025;Fosfatasas alcalinas;264;U/L;35 - 104;+
01-01-2025;Proteínas totales;6,4;g/dL;6,6 - 8,7;-
01-01-2025;Albúmina;3,3;g/dL;3,5 - 5,2;-
01-01-2025;Tiempo de protrombina;62;%;70 - 100;-
01-01-2025;INR;1,38;;0,80 - 1,20;+
01-01-2025;Proteína C reactiva;<5,0;mg/L;< 5,0;`,
    expected: [
      row('haemoglobin', 12.9, 'g/dL', 'low'),
      row('white_cells', 4.1, '10^9/L', 'low'),
      row('platelets', 98, '10^9/L', 'low'),
      row('bilirubin', 2.8, 'mg/dL', 'high'),
      row('ast', 142, 'U/L', 'high'),
      row('alt', 218, 'U/L', 'high'),
      row('ggt', 312, 'U/L', 'high'),
      row('alp', 264, 'U/L', 'high'),
      row('total_protein', 6.4, 'g/dL', 'low'),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('crp', 5, 'mg/L'),
    ],
  },
  {
    // Uruguay, mutualista portal CSV export: a previous-result column AFTER the flag, "x10E9/L",
    // lower-case units (g/dl, ng/ml, µmol/l, UI/l, mg/l), values "<0,5" and ">20,0"; transferrin in
    // g/l and VES mixed in.
    id: 'h5-es-10',
    language: 'es',
    kind: 'csv',
    text: `Estudio;Resultado;Unidad;Referencia;Indicador;Resultado anterior
Hemoglobina;13,6;g/dl;12,0 - 16,0;;12,1
Hematocrito;41,2;%;36,0 - 48,0;;37,5
Glóbulos blancos;6,3;x10E9/L;4,0 - 10,0;;7,1
Plaquetas;238;x10E9/L;150 - 400;;251
VES;12;mm/h;< 20;;9
Hierro sérico;28,4;µmol/l;9,0 - 30,4;;22,0
Transferrina;2,2;g/l;2,0 - 3,6;;2,4
Índice de saturación de transferrina;51;%;20 - 45;H;47
Ferritina;412;ng/ml;15 - 150;H;388
Vitamina B12;512;pg/ml;200 - 900;;476
Folato sérico;>20,0;ng/ml;> 3,9;;18,2
Vitamina D (25-OH);31,5;ng/ml;30 - 100;;24,8
Proteína C reactiva;<0,5;mg/l;< 5,0;;1,2
ALT (TGP);52;UI/l;< 41;H;49`,
    expected: [
      row('haemoglobin', 13.6, 'g/dL'),
      row('haematocrit', 41.2, '%'),
      row('white_cells', 6.3, '10^9/L'),
      row('platelets', 238, '10^9/L'),
      row('iron', 28.4, 'µmol/L'),
      row('transferrin_saturation', 51, '%', 'high'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('vitamin_b12', 512, 'pg/mL'),
      row('folate', 20, 'ng/mL'),
      row('vitamin_d', 31.5, 'ng/mL'),
      row('crp', 0.5, 'mg/L'),
      row('alt', 52, 'U/L', 'high'),
    ],
  },
]

export default moreCases
