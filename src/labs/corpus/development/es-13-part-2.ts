/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, continued (see es-13.ts): Peruvian and
 * Chilean PDF text layers and Colombian, Spanish and Argentine portal CSV exports. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peruvian private clinic (Lima), nephrology patient: a FLAG column saying ALTO/BAJO BEFORE
    // the result, the range last, CKD-EPI note under the eGFR, CRP in mg/L, and a urea/creatinine
    // ratio, phosphorus, magnesium and PTH in pg/mL (not extracted).
    id: 'h12-es-6',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA EJEMPLO (sintético) - Laboratorio Clínico                      Lima, Perú
Paciente: PERSONA PRUEBA, TEST     DNI: 00000000     F. Nac.: 01.01.1950     Sexo: M
Médico: Dr. K. Ejemplo (Nefrología)      H.C.: 000000      Orden: LC-26-55091
Fecha de muestra: 25/11/2026 08:00        Fecha de reporte: 25/11/2026 14:30

ANÁLISIS                               FLAG     RESULTADO    UNIDAD           RANGO REFERENCIAL
PERFIL RENAL
Urea                                   ALTO     98           mg/dL            15 - 45
Creatinina                             ALTO     3,42         mg/dL            0,70 - 1,20
Tasa de filtración glomerular          BAJO     18           mL/min/1,73m2    > 60
   Estimada por CKD-EPI 2021. Compatible con ERC estadio G4.
Ácido úrico                            ALTO     9,4          mg/dL            3,4 - 7,0
Relación urea/creatinina                        28,7
ELECTROLITOS
Sodio                                           138          mmol/L           135 - 145
Potasio                                ALTO     5,8          mmol/L           3,5 - 5,1
Cloro                                           106          mmol/L           98 - 107
Bicarbonato                            BAJO     18           mmol/L           22 - 29
Calcio                                 BAJO     8,1          mg/dL            8,6 - 10,2
Fósforo                                ALTO     5,9          mg/dL            2,5 - 4,5
Magnesio                                        2,1          mg/dL            1,6 - 2,6
PROTEÍNAS
Proteínas totales                               6,6          g/dL             6,4 - 8,3
Albúmina                               BAJO     3,1          g/dL             3,5 - 5,2
INMUNOLOGÍA
Proteína C reactiva (cuantitativa)     ALTO     12,6         mg/L             < 5,0
Parathormona intacta (PTHi)            ALTO     284          pg/mL            15 - 65
HEMATOLOGÍA
Hemoglobina                            BAJO     9,8          g/dL             13,0 - 17,0

Tecnólogo Médico: N. Ejemplo - C.T.M.P. 0000                            Página 1 de 1`,
    expected: [
      row('urea', 98, 'mg/dL', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('egfr', 18, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.4, 'mg/dL', 'high'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 5.8, 'mmol/L', 'high'),
      row('chloride', 106, 'mmol/L', null),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('total_protein', 6.6, 'g/dL', null),
      row('albumin', 3.1, 'g/dL', 'low'),
      row('crp', 12.6, 'mg/L', 'high'),
      row('haemoglobin', 9.8, 'g/dL', 'low'),
    ],
  },
  {
    // Chilean outpatient lab (Santiago): the range BEFORE the unit, an "Ind." column with + and –
    // after the value (explained in a legend line), "Fierro" for iron in µmol/L, folate in
    // nmol/L and vitamin D in nmol/L, and anti-TPO, total T4 and TIBC mixed in (not extracted).
    id: 'h12-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO EJEMPLO (sintético) - Santiago, Chile
Nombre: PERSONA PRUEBA TEST        RUT: 00.000.000-0       Fecha de nacimiento: 01.01.1984
Sexo: Femenino      Procedencia: Ambulatorio      Nº de orden: 1126-40871
Toma de muestra: 24-11-2026 08:40      Emisión: 25-11-2026 18:02
Ind.: + sobre el valor de referencia; – bajo el valor de referencia

Examen                                   Resultado   Ind.   Valor de referencia    Unidad
PERFIL TIROIDEO
TSH (hormona tiroestimulante)            0,04        –      0,35 - 4,94            µUI/mL
T3 libre                                 7,9         +      2,3 - 4,2              pg/mL
T4 total                                 14,8        +      5,0 - 12,5             µg/dL
Anticuerpos anti-TPO                     412         +      < 34                   UI/mL

METABOLISMO DEL FIERRO
Fierro sérico                            7,1         –      10,7 - 32,2            µmol/L
Capacidad total de fijación (TIBC)       78,2        +      45,0 - 72,0            µmol/L
Saturación de transferrina               9           –      15 - 50                %
Ferritina                                6,2         –      10 - 291               ng/mL

VITAMINAS
Vitamina B12                             178         –      187 - 883              pg/mL
Folato sérico                            21,3               7,0 - 46,4             nmol/L
25-OH Vitamina D total                   52,5        –      75 - 250               nmol/L

OTROS
Hemoglobina glicada A1c                  5,4                4,0 - 6,0              %
Proteína C reactiva                      0,3                < 1,0                  mg/dL

Resultados validados por: T.M. O. Ejemplo                          Página 1 de 1`,
    expected: [
      row('tsh', 0.04, 'mU/L', 'low'),
      row('free_t3', 7.9, 'pg/mL', 'high'),
      row('iron', 7.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 6.2, 'ng/mL', 'low'),
      row('vitamin_b12', 178, 'pg/mL', 'low'),
      row('folate', 21.3, 'nmol/L', null),
      row('vitamin_d', 52.5, 'nmol/L', 'low'),
      row('hba1c', 5.4, '%', null),
      row('crp', 0.3, 'mg/dL', null),
    ],
  },
  {
    // Colombian hospital portal, CSV (";" and decimal comma): test names in capitals, an
    // "Interpretación" column in words (NORMAL, ALTO, BAJO, CRÍTICO BAJO) with a critical glucose
    // of 41 mg/dL, BUN for urea, TGO/TGP names, and insulin (µUI/mL) and C-peptide (not
    // extracted).
    id: 'h12-es-8',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidades;Valor de referencia;Interpretación;Fecha
GLUCOSA EN SUERO;41;mg/dL;70 - 100;CRÍTICO BAJO;26/11/2026 05:40
INSULINA;2,1;µUI/mL;2,6 - 24,9;BAJO;26/11/2026 05:40
PEPTIDO C;0,4;ng/mL;1,1 - 4,4;BAJO;26/11/2026 05:40
HEMOGLOBINA GLICOSILADA A1c;6,9;%;4,0 - 5,6;ALTO;26/11/2026 05:40
CREATININA EN SUERO;1,31;mg/dL;0,67 - 1,17;ALTO;26/11/2026 05:40
NITROGENO UREICO (BUN);26,4;mg/dL;6,0 - 20,0;ALTO;26/11/2026 05:40
SODIO;134;mmol/L;136 - 145;BAJO;26/11/2026 05:40
POTASIO;4,2;mmol/L;3,5 - 5,1;NORMAL;26/11/2026 05:40
CLORO;101;mmol/L;98 - 107;NORMAL;26/11/2026 05:40
CALCIO;9,1;mg/dL;8,6 - 10,0;NORMAL;26/11/2026 05:40
TSH;1,86;µUI/mL;0,27 - 4,20;NORMAL;26/11/2026 05:40
TGO (AST);19;U/L;0 - 40;NORMAL;26/11/2026 05:40
TGP (ALT);17;U/L;0 - 41;NORMAL;26/11/2026 05:40`,
    expected: [
      row('glucose', 41, 'mg/dL', 'low'),
      row('hba1c', 6.9, '%', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('urea', 26.4, 'mg/dL', 'high'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.2, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('tsh', 1.86, 'mU/L', null),
      row('ast', 19, 'U/L', null),
      row('alt', 17, 'U/L', null),
    ],
  },
  {
    // Spanish private-hospital patient portal, CSV: no flag column at all (flags from the range),
    // a previous value and its date after the range, 10^3/µL and 10^6/µL units, a differential in
    // % only, CRP printed as "<0,5", and VPM, eosinophils and ESR (not extracted).
    id: 'h12-es-9',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidades;Rango de referencia;Valor anterior;Fecha anterior
Hemoglobina;15,9;g/dL;13,0 - 17,0;15,2;03/03/2026
Hematocrito;47,8;%;40,0 - 50,0;45,9;03/03/2026
Hematíes;5,31;10^6/µL;4,50 - 5,90;5,12;03/03/2026
VCM;90,0;fL;80,0 - 100,0;89,6;03/03/2026
HCM;29,9;pg;27,0 - 33,0;29,7;03/03/2026
CHCM;33,3;g/dL;32,0 - 36,0;33,1;03/03/2026
Leucocitos;3,6;10^3/µL;4,0 - 11,0;4,4;03/03/2026
Neutrófilos;38,2;%;40,0 - 75,0;45,0;03/03/2026
Linfocitos;49,1;%;20,0 - 45,0;42,3;03/03/2026
Eosinófilos;4,4;%;0,0 - 5,0;3,9;03/03/2026
Plaquetas;131;10^3/µL;150 - 400;162;03/03/2026
VPM;11,8;fL;7,0 - 11,0;11,2;03/03/2026
VSG;6;mm/h;0 - 15;8;03/03/2026
Ferritina;312;ng/mL;30 - 400;287;03/03/2026
PCR;<0,5;mg/L;0,0 - 5,0;1,2;03/03/2026`,
    expected: [
      row('haemoglobin', 15.9, 'g/dL', null),
      row('haematocrit', 47.8, '%', null),
      row('red_cells', 5.31, '10^12/L', null),
      row('mcv', 90, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.3, 'g/dL', null),
      row('white_cells', 3.6, '10^9/L', 'low'),
      row('neutrophils', 38.2, '%', 'low'),
      row('lymphocytes', 49.1, '%', 'high'),
      row('platelets', 131, '10^9/L', 'low'),
      row('ferritin', 312, 'ng/mL', null),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
  {
    // Argentine lab portal, CSV "orina completa": negatives written "No contiene" as Argentine
    // labs print them, blood on the dipstick named "Hemoglobina", proteins "++" and ketones "+"
    // against "No contiene", and urine bilirubin, urobilinogen and sediment rows (not extracted).
    id: 'h12-es-10',
    language: 'es',
    kind: 'csv',
    text: `Determinación;Resultado;Unidad;Valores de referencia
Color;Ámbar;;Amarillo
Aspecto;Límpido;;Límpido
Densidad;1,028;;1,010 - 1,030
pH;5,0;;5,0 - 7,0
Proteínas;++;;No contiene
Glucosa;No contiene;;No contiene
Cuerpos cetónicos;+;;No contiene
Hemoglobina;No contiene;;No contiene
Bilirrubina;No contiene;;No contiene
Urobilinógeno;Normal;;Normal
Nitritos;Negativo;;Negativo
Leucocitos (esterasa);Negativo;;Negativo
Sedimento - Células epiteliales planas;Escasas;;Escasas
Sedimento - Leucocitos;0-2;/campo;0-5
Sedimento - Hematíes;0-1;/campo;0-3
Sedimento - Cilindros hialinos;2-3;/campo;Ausentes`,
    expected: [
      row('urine_specific_gravity', 1.028, '', null),
      row('urine_ph', 5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
    ],
  },
]

export default moreCases
