/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), Spanish, second file: reports from labs of Uruguay,
 * Ecuador, Venezuela, and portal CSV exports from Spain and Argentina. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (RDW, ESR, monocytes, transferrin, urine bilirubin, urobilinogen and microscopy,
 * estimated average glucose, microalbumin, ratios, non-HDL cholesterol …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Uruguay, mutualista lab: blood count in 10⁶/mm³ and 10³/mm³ with the flag as a word
    // ("bajo"/"alto") in a last column after the range; a critical haemoglobin; iron in µmol/l
    // ("sideremia"); RDW, ESR, monocytes, eosinophils and transferrin are not Hale's.
    id: 'h4-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS — MUTUALISTA DEL ESTE
Montevideo, Uruguay
Usuario: PRUEBA, TEST PERSONA              C.I.: 0.000.000-0
Fecha de nacimiento: 01/01/1990            Sexo: F
Solicitud: 0000000                         Fecha de extracción: 27/02/2025
HEMOGRAMA
Análisis                      Resultado     Unidades      Rango de referencia     Obs.
Glóbulos rojos                3,38          10⁶/mm³       4,20 - 5,40             bajo
Hemoglobina                   6,4           g/dL          12,0 - 15,5             bajo
Hematocrito                   22,8          %             36,0 - 46,0             bajo
VCM                           67,5          fL            80 - 98                 bajo
HCM                           18,9          pg            27 - 33                 bajo
CHCM                          28,1          g/dL          32 - 36                 bajo
RDW                           19,8          %             11,5 - 14,5             alto
Leucocitos                    6,2           10³/mm³       4,0 - 10,5
Fórmula leucocitaria
  Neutrófilos                 64            %             45 - 70
  Linfocitos                  28            %             20 - 40
  Monocitos                   6             %             2 - 10
  Eosinófilos                 2             %             0 - 5
Plaquetas                     468           10³/mm³       150 - 450               alto
Frotis: microcitosis e hipocromía marcadas, anisocitosis, algunos eliptocitos.
VALOR CRÍTICO DE HEMOGLOBINA: comunicado al médico tratante.
Eritrosedimentación           24            mm/h          0 - 20                  alto
METABOLISMO DEL HIERRO
Sideremia                     3,8           µmol/l        9,0 - 30,4              bajo
Transferrina                  3,62          g/l           2,00 - 3,60             alto
Saturación de transferrina    4             %             20 - 50                 bajo
Ferritina                     3             ng/ml         13 - 150                bajo
Q.F. responsable: (firma)          Página 1/1`,
    expected: [
      row('red_cells', 3.38, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.8, '%', 'low'),
      row('mcv', 67.5, 'fL', 'low'),
      row('mch', 18.9, 'pg', 'low'),
      row('mchc', 28.1, 'g/dL', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('neutrophils', 64, '%', null),
      row('lymphocytes', 28, '%', null),
      row('platelets', 468, '10^9/L', 'high'),
      row('iron', 3.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
      row('ferritin', 3, 'ng/mL', 'low'),
    ],
  },
  {
    // Ecuador, "EMO" (elemental y microscópico de orina): dipstick in crosses and words against
    // "Negativo", density as 1,025; urine bilirubin, urobilinogen, and the whole sediment
    // (leucocitos/hematíes por campo, bacterias +++, cristales +) are not Hale's.
    id: 'h4-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SAN GABRIEL
Quito - Ecuador
Paciente: TEST PERSON PRUEBA                  C.I.: 0000000000
Fecha de nacimiento: 01/01/1994    Edad: 31 años    Sexo: Femenino
Orden N°: 00000     Fecha de recepción: 11/11/2025 08:05     Muestra: orina, primera de la mañana
UROANÁLISIS — ELEMENTAL Y MICROSCÓPICO DE ORINA (EMO)
EXAMEN                     RESULTADO              VALOR DE REFERENCIA
EXAMEN FÍSICO
Color                      Amarillo oscuro        Amarillo
Aspecto                    Turbio                 Transparente
Densidad                   1,025                  1,005 - 1,030
pH                         6,0                    5,0 - 7,5
EXAMEN QUÍMICO (tira reactiva)
Proteínas                  ++                     Negativo
Glucosa                    Negativo               Negativo
Cetonas                    Trazas                 Negativo
Bilirrubina                Negativo               Negativo
Urobilinógeno              Normal                 Normal
Sangre                     +                      Negativo
Leucocitos                 +++                    Negativo
Nitritos                   Positivo               Negativo
SEDIMENTO URINARIO
Leucocitos                 25 - 30 /campo         0 - 5 /campo
Hematíes                   5 - 8 /campo           0 - 2 /campo
Células epiteliales        Escasas
Bacterias                  +++
Cristales                  Oxalato de calcio +
Filamento mucoso           +
Cilindros                  No se observan
Nota: se sugiere urocultivo con antibiograma.
Responsable: Bioquímico Clínico (firma)              Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Venezuela, private lab: diabetes and kidney follow-up, no flag column (flags from the ranges),
    // HbA1c with interpretation lines below, eGFR as "mL/min/1,73 m²"; estimated average glucose,
    // microalbumin and the albumin/creatinine ratio are not Hale's.
    id: 'h4-es-8',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO LOS PROCERES, C.A.
Caracas - Venezuela     RIF: J-00000000-0
Paciente: PERSONA PRUEBA TEST              C.I.: V-00.000.000
Fecha de nacimiento: 01/01/1962            Edad: 63 años     Sexo: Masculino
Fecha: 30/01/2025        N° de muestra: 000000
Prueba                                      Resultado    Unidades            Valores de referencia
QUÍMICA
Glucosa en ayunas                           186          mg/dL               70 - 110
Urea                                        44           mg/dL               15 - 45
Creatinina                                  1,38         mg/dL               0,60 - 1,10
TFG estimada (CKD-EPI 2021)                 47           mL/min/1,73 m²      > 60
Ácido úrico                                 6,1          mg/dL               2,4 - 5,7
HEMOGLOBINA GLICOSILADA
Hemoglobina glicosilada (HbA1c)             8,2          %                   4,0 - 5,6
Glucemia promedio estimada                  189          mg/dL
  Interpretación (ADA): No diabético < 5,7 %  ·  Prediabetes 5,7 - 6,4 %  ·  Diabetes >= 6,5 %
  Meta terapéutica en diabéticos: < 7,0 %
ORINA PARCIAL
Microalbuminuria                            48           mg/L                < 20
Relación albúmina/creatinina                62           mg/g                < 30
INMUNOLOGÍA
Proteína C reactiva (PCR) cuantitativa      18,6         mg/L                < 5,0
Método HbA1c: HPLC certificado NGSP.
Lic. en Bioanálisis: (firma y sello)                                   Pág. 1 de 1`,
    expected: [
      row('glucose', 186, 'mg/dL', 'high'),
      row('urea', 44, 'mg/dL', null),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 47, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.1, 'mg/dL', 'high'),
      row('hba1c', 8.2, '%', 'high'),
      row('crp', 18.6, 'mg/L', 'high'),
    ],
  },
  {
    // Spain, regional health-service portal CSV: date first, range before an "Indicador" column
    // that is H or empty, "<0,5" CRP, ">90" eGFR; non-HDL cholesterol and the CT/HDL index are
    // not Hale's.
    id: 'h4-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Indicador
12/05/2025;Glucosa;97;mg/dL;74 - 106;
12/05/2025;Colesterol total;247;mg/dL;< 200;H
12/05/2025;Colesterol HDL;58;mg/dL;> 40;
12/05/2025;Colesterol LDL (calculado);161;mg/dL;< 130;H
12/05/2025;Colesterol no HDL;189;mg/dL;< 160;H
12/05/2025;Triglicéridos;142;mg/dL;< 150;
12/05/2025;Índice aterogénico (CT/HDL);4,3;;< 5,0;
12/05/2025;ALT (GPT);23;U/L;< 35;
12/05/2025;AST (GOT);19;U/L;< 35;
12/05/2025;GGT;41;U/L;< 38;H
12/05/2025;Fosfatasa alcalina;88;U/L;46 - 116;
12/05/2025;Bilirrubina total;0,6;mg/dL;0,3 - 1,2;
12/05/2025;Creatinina;0,71;mg/dL;0,51 - 0,95;
12/05/2025;Filtrado glomerular estimado (CKD-EPI);>90;mL/min/1,73m2;> 60;
12/05/2025;Proteína C reactiva;<0,5;mg/L;< 5,0;
12/05/2025;TSH;2,15;mUI/L;0,35 - 4,94;
12/05/2025;Hemoglobina A1c;5,4;%;4,0 - 6,0;`,
    expected: [
      row('glucose', 97, 'mg/dL', null),
      row('cholesterol', 247, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL', null),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 142, 'mg/dL', null),
      row('alt', 23, 'U/L', null),
      row('ast', 19, 'U/L', null),
      row('ggt', 41, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('crp', 0.5, 'mg/L', null),
      row('tsh', 2.15, 'mU/L', null),
      row('hba1c', 5.4, '%', null),
    ],
  },
  {
    // Argentina, lab portal CSV: protocol and date columns, separate minimum and maximum columns,
    // a worded state (Normal/Bajo/Alto), x10E9/L, µUI/ml, ng/ml, pg/ml; ESR is not Hale's.
    id: 'h4-es-10',
    language: 'es',
    kind: 'csv',
    text: `Protocolo;Fecha;Determinación;Resultado;Unidad;Valor mínimo;Valor máximo;Estado
000000;03/09/2025;Hemoglobina;13,8;g/dl;13,0;17,0;Normal
000000;03/09/2025;Hematocrito;41,2;%;40,0;52,0;Normal
000000;03/09/2025;Glóbulos blancos;3,4;x10E9/L;4,0;10,0;Bajo
000000;03/09/2025;Neutrófilos (absoluto);1,2;x10E9/L;1,8;7,0;Bajo
000000;03/09/2025;Linfocitos (absoluto);1,7;x10E9/L;1,0;4,0;Normal
000000;03/09/2025;Plaquetas;138;x10E9/L;150;400;Bajo
000000;03/09/2025;Eritrosedimentación;32;mm/h;0;20;Alto
000000;03/09/2025;Ferremia;11,2;µmol/l;10,7;32,2;Normal
000000;03/09/2025;Ferritina;412;ng/ml;30;400;Alto
000000;03/09/2025;Saturación de transferrina;24;%;20;50;Normal
000000;03/09/2025;Vitamina B12;1250;pg/ml;211;911;Alto
000000;03/09/2025;Folato sérico;3,1;ng/ml;4,6;18,7;Bajo
000000;03/09/2025;25-OH Vitamina D;21,4;ng/ml;30;100;Bajo
000000;03/09/2025;Proteína C reactiva;12,4;mg/l;0;5;Alto
000000;03/09/2025;TSH;0,08;µUI/ml;0,40;4,00;Bajo
000000;03/09/2025;T4 libre;29,8;pmol/l;12,0;22,0;Alto`,
    expected: [
      row('haemoglobin', 13.8, 'g/dL', null),
      row('haematocrit', 41.2, '%', null),
      row('white_cells', 3.4, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('platelets', 138, '10^9/L', 'low'),
      row('iron', 11.2, 'µmol/L', null),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('transferrin_saturation', 24, '%', null),
      row('vitamin_b12', 1250, 'pg/mL', 'high'),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('vitamin_d', 21.4, 'ng/mL', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 29.8, 'pmol/L', 'high'),
    ],
  },
]

export default moreCases
