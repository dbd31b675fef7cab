/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, continued (see es-14.ts): Uruguay, a
 * Spanish emergency department, and portal CSV exports from Spain, Chile and Colombia (separator
 * ";", decimal comma). Synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (procalcitonina, lactato, ADE, VHS, transferrina, magnesio, osmolalidad …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Uruguayan lab, renal and liver function: "azoemia" and "glicemia" in g/l, "-emia" names,
    // no flags at all (only ranges, some "hasta"), UI/l units.
    id: 'h13-es-6',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO EJEMPLO - Montevideo
Paciente: Test Persona     C.I.: 0.000.000-0     Nacimiento: 01.01.1953     Sexo: M
Solicitud: 7731   Fecha de extracción: 17/06/2026   Médico: Dr. Ejemplo

FUNCIÓN RENAL                      Resultado    Unidad              Valores de referencia
Azoemia                            0,52         g/l                 0,15 - 0,45
Creatininemia                      1,8          mg/dl               0,7 - 1,3
Filtrado glomerular estimado       38           ml/min/1,73m²       mayor de 60
Uricemia                           8,2          mg/dl               3,5 - 7,2
Glicemia                           0,98         g/l                 0,70 - 1,10
IONOGRAMA
Sodio                              131          mmol/l              135 - 145
Potasio                            5,6          mmol/l              3,5 - 5,1
Cloro                              99           mmol/l              98 - 107
FUNCIONAL HEPÁTICO
Bilirrubina total                  2,4          mg/dl               hasta 1,2
Transaminasa oxalacética (TGO)     48           UI/l                hasta 40
Transaminasa pirúvica (TGP)        62           UI/l                hasta 41
Fosfatasa alcalina                 310          UI/l                hasta 300
Gamma glutamil transpeptidasa      95           UI/l                hasta 60
Observaciones: muestra levemente ictérica.
Dra. Ejemplo - Química Farmacéutica                             Página 1`,
    expected: [
      row('urea', 0.52, 'g/L', 'high'),
      row('creatinine', 1.8, 'mg/dL', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.2, 'mg/dL', 'high'),
      row('glucose', 0.98, 'g/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('bilirubin', 2.4, 'mg/dL', 'high'),
      row('ast', 48, 'U/L', 'high'),
      row('alt', 62, 'U/L', 'high'),
      row('alp', 310, 'U/L', 'high'),
      row('ggt', 95, 'U/L', 'high'),
    ],
  },
  {
    // Spanish emergency department, urgent haemogram and biochemistry: H/L after the value,
    // absolute counts in 10^3/µL, sepsis markers (procalcitonina, lactato) mixed in, CRP in mg/L.
    id: 'h13-es-7',
    language: 'es',
    kind: 'text',
    text: `Hospital General Ejemplo - Laboratorio de Urgencias
Paciente: Test Persona Prueba     Fecha nac.: 01.01.1938     Sexo: Mujer     Cama: URG-14
Nº muestra: U-26-55102     Recepción: 19/11/2026 03:12     Validación: 19/11/2026 03:58

HEMOGRAMA                  Resultado        Unidades       Referencia
Hemoglobina                13,1             g/dL           12,0 - 15,5
Hematocrito                39,4             %              36,0 - 46,0
Leucocitos                 18,6  H          10^3/µL        4,0 - 11,0
Neutrófilos                16,1  H          10^3/µL        1,8 - 7,5
Linfocitos                 0,9   L          10^3/µL        1,0 - 4,0
Plaquetas                  245              10^3/µL        150 - 450
BIOQUÍMICA URGENTE
Urea                       61    H          mg/dL          17 - 43
Creatinina                 1,31  H          mg/dL          0,50 - 1,00
Sodio                      134   L          mmol/L         136 - 145
Potasio                    3,9              mmol/L         3,5 - 5,1
Bicarbonato                19    L          mmol/L         22 - 29
Lactato                    3,1   H          mmol/L         0,5 - 2,2
Proteína C reactiva        186,4 H          mg/L           < 5
Procalcitonina             2,4   H          ng/mL          < 0,5
Muestra hemolizada: no.          Informe preliminar, pendiente de hemocultivos.`,
    expected: [
      row('haemoglobin', 13.1, 'g/dL', null),
      row('haematocrit', 39.4, '%', null),
      row('white_cells', 18.6, '10^9/L', 'high'),
      row('neutrophils', 16.1, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
      row('platelets', 245, '10^9/L', null),
      row('urea', 61, 'mg/dL', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('crp', 186.4, 'mg/L', 'high'),
    ],
  },
  {
    // Spanish private-lab portal CSV: vitamins, iron and lipids, "Bajo"/"Alto" in the last column,
    // transferrin (not an analyte) between ferritin and saturation.
    id: 'h13-es-8',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidad;Rango de referencia;Indicador
25-OH Vitamina D;12,5;ng/mL;30 - 100;Bajo
Ferritina;312;ng/mL;30 - 400;
Transferrina;224;mg/dL;200 - 360;
Índice de saturación de transferrina;28;%;20 - 50;
Vitamina B12;512;pg/mL;197 - 771;
Ácido fólico;2,9;ng/mL;3,9 - 26,8;Bajo
TSH;2,1;mUI/L;0,35 - 4,94;
Colesterol total;187;mg/dL;< 200;
Colesterol HDL;58;mg/dL;> 40;
Colesterol LDL;110;mg/dL;< 130;
Triglicéridos;95;mg/dL;< 150;`,
    expected: [
      row('vitamin_d', 12.5, 'ng/mL', 'low'),
      row('ferritin', 312, 'ng/mL', null),
      row('transferrin_saturation', 28, '%', null),
      row('vitamin_b12', 512, 'pg/mL', null),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('tsh', 2.1, 'mU/L', null),
      row('cholesterol', 187, 'mg/dL', null),
      row('hdl', 58, 'mg/dL', null),
      row('ldl', 110, 'mg/dL', null),
      row('triglycerides', 95, 'mg/dL', null),
    ],
  },
  {
    // Chilean portal CSV, hemograma with no flag column (flags only from the range), a date column,
    // x10^6/µL and x10^3/µL, RDW and VHS mixed in.
    id: 'h13-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Examen;Resultado;Unidad;Valor Referencia
14-09-2026;Hematocrito;44,1;%;39,0 - 50,0
14-09-2026;Hemoglobina;14,6;g/dL;13,0 - 17,0
14-09-2026;Recuento de glóbulos rojos;4,91;x10^6/µL;4,30 - 5,70
14-09-2026;Recuento de leucocitos;4,2;x10^3/µL;4,5 - 11,0
14-09-2026;VCM;89,8;fL;80,0 - 99,0
14-09-2026;HCM;29,7;pg;27,0 - 33,0
14-09-2026;CHCM;33,1;g/dL;32,0 - 36,0
14-09-2026;RDW-CV;12,9;%;11,5 - 14,5
14-09-2026;Recuento de plaquetas;452;x10^3/µL;150 - 400
14-09-2026;Neutrófilos;48;%;45 - 70
14-09-2026;Linfocitos;41;%;20 - 40
14-09-2026;VHS;12;mm/h;0 - 15`,
    expected: [
      row('haematocrit', 44.1, '%', null),
      row('haemoglobin', 14.6, 'g/dL', null),
      row('red_cells', 4.91, '10^12/L', null),
      row('white_cells', 4.2, '10^9/L', 'low'),
      row('mcv', 89.8, 'fL', null),
      row('mch', 29.7, 'pg', null),
      row('mchc', 33.1, 'g/dL', null),
      row('platelets', 452, '10^9/L', 'high'),
      row('neutrophils', 48, '%', null),
      row('lymphocytes', 41, '%', 'high'),
    ],
  },
  {
    // Colombian hospital portal CSV: code column, a critical sodium marked LL, eGFR as ">90",
    // magnesium and serum osmolality mixed in.
    id: 'h13-es-10',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Código;Análisis;Resultado;Unidades;Valores de referencia;Alarma
08/10/2026;903864;Sodio;117;mmol/L;135 - 145;LL
08/10/2026;903859;Potasio;3,4;mmol/L;3,5 - 5,1;L
08/10/2026;903813;Cloro;84;mmol/L;98 - 107;L
08/10/2026;903854;Magnesio;1,9;mg/dL;1,6 - 2,6;
08/10/2026;903810;Calcio;8,9;mg/dL;8,6 - 10,0;
08/10/2026;903855;Osmolalidad sérica;248;mOsm/kg;275 - 295;L
08/10/2026;903841;Glucosa;92;mg/dL;74 - 106;
08/10/2026;903825;Creatinina;0,61;mg/dL;0,51 - 0,95;
08/10/2026;903895;Tasa de filtración glomerular;>90;mL/min/1,73m2;> 60;
08/10/2026;903803;Albúmina;3,2;g/dL;3,5 - 5,2;L
08/10/2026;903863;Proteínas totales;5,9;g/dL;6,4 - 8,3;L`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('calcium', 8.9, 'mg/dL', null),
      row('glucose', 92, 'mg/dL', null),
      row('creatinine', 0.61, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('albumin', 3.2, 'g/dL', 'low'),
      row('total_protein', 5.9, 'g/dL', 'low'),
    ],
  },
]

export default moreCases
