/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, continued (see es-16.ts): a Chilean urine
 * report with sediment microscopy, a Peruvian emergency report with HH/LL and a critical sodium,
 * and three portal CSV exports (Spain, Chile, Colombia). Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Chile, a medical centre's "orina completa": dipstick results in words and crosses against
    // "Negativo", protein with its concentration in brackets, "Sangre (hemoglobina)", then the
    // sediment under the microscope with a second "Leucocitos" line that is NOT the dipstick.
    id: 'h15-es-6',
    language: 'es',
    kind: 'text',
    text: `CENTRO MÉDICO SANTA ÚRSULA — Laboratorio Clínico
Santiago, Chile
Paciente: Test Person                  RUT: 00.000.000-0
Fecha Nac.: 01.01.1991     Edad: 33a     Sexo: Femenino
Procedencia: Ambulatorio   Fecha muestra: 10/07/2024   Tipo de muestra: Orina, segundo chorro
ORINA COMPLETA
Examen físico-químico          Resultado               Valor de referencia
Color                          Amarillo                Amarillo
Aspecto                        Turbio *                Claro
Densidad                       1,025                   1,005 - 1,030
pH                             6,0                     5,0 - 8,0
Proteínas                      + (30 mg/dL) *          Negativo
Glucosa                        Negativo                Negativo
Cuerpos cetónicos              Negativo                Negativo
Sangre (hemoglobina)           ++ *                    Negativo
Nitritos                       + *                     Negativo
Leucocitos (esterasa)          +++ *                   Negativo
Bilirrubina                    Negativo                Negativo
Urobilinógeno                  Normal                  Normal (hasta 1 mg/dL)
Sedimento urinario (microscopía)
Leucocitos                     >50 /campo *            0 - 5 /campo
Hematíes                       10 - 20 /campo *        0 - 3 /campo
Células epiteliales            Escasas
Bacterias                      Abundantes *            Escasas
Cilindros                      No se observan
Cristales                      No se observan
(*) Resultado fuera del valor de referencia.
Nota: se sugiere urocultivo.                        T.M. Ejemplo Ficticio — Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
    ],
  },
  {
    // Peru, a clinic's emergency lab: a separate FLAG column with H/L and HH/LL, a critical sodium
    // with a phone-call line, counts in 10^3/uL, calculated osmolality, procalcitonin and lactate
    // mixed in, bands without a value.
    id: 'h15-es-7',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA SAN MARTÍN DE PORRES — Laboratorio de Emergencia
Lima, Perú
Paciente: TEST PERSON, PERSONA          H.C.: 000000
F. Nac.: 01.01.1939    Edad: 85    Sexo: F
Servicio: Emergencia - Tópico de Medicina      Fecha/Hora de toma: 14/08/2024 02:35
ANALITO                         RESULTADO   FLAG   UNIDAD       RANGO REFERENCIAL
ELECTROLITOS Y BIOQUÍMICA
Sodio                           117         LL     mmol/L       135 - 145
Potasio                         3,2         L      mmol/L       3,5 - 5,1
Cloro                           84          L      mmol/L       98 - 107
Bicarbonato (HCO3)              21          L      mmol/L       22 - 29
Osmolalidad sérica calculada    245         L      mOsm/kg      275 - 295
Glucosa                         132         H      mg/dL        70 - 110
Urea                            28                 mg/dL        15 - 45
Creatinina                      0,71               mg/dL        0,50 - 0,90
Lactato                         2,1         H      mmol/L       0,5 - 2,0
MARCADORES DE INFLAMACIÓN
Proteína C reactiva             48,6        H      mg/L         0,0 - 5,0
Procalcitonina                  0,08               ng/mL        < 0,50
HEMOGRAMA AUTOMATIZADO
Leucocitos                      12,4        H      10^3/uL      4,5 - 11,0
Abastonados                     ---                %            0 - 5
Neutrófilos                     10,3        H      10^3/uL      1,8 - 7,7
Linfocitos                      1,1                10^3/uL      1,0 - 4,8
Hemoglobina                     11,8        L      g/dL         12,0 - 16,0
Hematocrito                     35,1        L      %            36,0 - 48,0
Plaquetas                       268                10^3/uL      150 - 450
*** VALOR CRÍTICO: Sodio 117 mmol/L. Comunicado al médico de guardia a las 03:10. ***
Resultados validados por: Lic. T.M. Ejemplo Ficticio                Pág. 1/1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('glucose', 132, 'mg/dL', 'high'),
      row('urea', 28, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('crp', 48.6, 'mg/L', 'high'),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('neutrophils', 10.3, '10^9/L', 'high'),
      row('lymphocytes', 1.1, '10^9/L', null),
      row('haemoglobin', 11.8, 'g/dL', 'low'),
      row('haematocrit', 35.1, '%', 'low'),
      row('platelets', 268, '10^9/L', null),
    ],
  },
  {
    // Spain, a regional patient portal's CSV export: a date column first, lowercase units
    // (µmol/l, g/l, g/dl, fl, ng/ml, pmol/l), "Bajo"/"Alto" in the last column, iron in µmol/l,
    // B12 in pmol/l, folate with a ">3,9" range; transferrin and reticulocytes mixed in.
    id: 'h15-es-8',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Rango de referencia;Fuera de rango
12/09/2024;Hierro;7,9;µmol/l;10,7 - 28,6;Bajo
12/09/2024;Transferrina;3,62;g/l;2,00 - 3,60;Alto
12/09/2024;Índice de saturación de transferrina;8,7;%;20 - 50;Bajo
12/09/2024;Ferritina;9;ng/ml;15 - 150;Bajo
12/09/2024;Hemoglobina;10,9;g/dl;12,0 - 15,5;Bajo
12/09/2024;Hematocrito;34,2;%;36,0 - 46,0;Bajo
12/09/2024;VCM;74,5;fl;80,0 - 99,0;Bajo
12/09/2024;HCM;23,1;pg;27,0 - 33,0;Bajo
12/09/2024;Reticulocitos;1,1;%;0,5 - 2,0;
12/09/2024;Vitamina B12 (cobalamina);298;pmol/l;145 - 569;
12/09/2024;Folato sérico;6,4;ng/ml;>3,9;`,
    expected: [
      row('iron', 7.9, 'µmol/L', 'low'),
      row('transferrin_saturation', 8.7, '%', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 34.2, '%', 'low'),
      row('mcv', 74.5, 'fL', 'low'),
      row('mch', 23.1, 'pg', 'low'),
      row('vitamin_b12', 298, 'pmol/L', null),
      row('folate', 6.4, 'ng/mL', null),
    ],
  },
  {
    // Chile, a clinic portal's CSV export of a "perfil bioquímico" with electrolytes: "+" / "-"
    // in a "Marca" column, ranges as "< 32" and "> 60", eGFR in mL/min/1,73m², phosphorus, direct
    // bilirubin and LDH mixed in.
    id: 'h15-es-9',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidad;Valor de referencia;Marca
Glucosa;87;mg/dL;70 - 100;
Ácido úrico;8,3;mg/dL;2,6 - 6,0;+
Colesterol total;191;mg/dL;< 200;
Calcio;8,1;mg/dL;8,6 - 10,3;-
Fósforo;3,6;mg/dL;2,5 - 4,5;
Proteínas totales;5,9;g/dL;6,4 - 8,3;-
Albúmina;3,1;g/dL;3,5 - 5,2;-
Bilirrubina total;1,4;mg/dL;0,3 - 1,2;+
Bilirrubina directa;0,5;mg/dL;0,0 - 0,3;+
GOT/AST;46;U/L;< 32;+
Fosfatasas alcalinas;142;U/L;35 - 104;+
LDH;251;U/L;135 - 214;+
Sodio;140;mmol/L;136 - 145;
Potasio;4,4;mmol/L;3,5 - 5,1;
Cloro;104;mmol/L;98 - 107;
Creatinina;1,05;mg/dL;0,51 - 0,95;+
VFG estimada (CKD-EPI);61;mL/min/1,73m²;> 60;`,
    expected: [
      row('glucose', 87, 'mg/dL', null),
      row('uric_acid', 8.3, 'mg/dL', 'high'),
      row('cholesterol', 191, 'mg/dL', null),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('total_protein', 5.9, 'g/dL', 'low'),
      row('albumin', 3.1, 'g/dL', 'low'),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('ast', 46, 'U/L', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('creatinine', 1.05, 'mg/dL', 'high'),
      row('egfr', 61, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Colombia, an EPS portal's CSV export of a diabetes check-up: a service-code column first
    // (empty for calculated rows), "Normal"/"Alto"/"Bajo" in words, fasting glucose next to urine
    // glucose, dipstick results as crosses and "Trazas", microalbuminuria and the
    // albumin/creatinine ratio mixed in.
    id: 'h15-es-10',
    language: 'es',
    kind: 'csv',
    text: `Código;Examen;Resultado;Unidades;Valores de referencia;Interpretación
90A001;Hemoglobina glicosilada A1c;8,9;%;4,0 - 5,6;Alto
90A002;Glucosa en ayunas;168;mg/dL;70 - 100;Alto
90A003;Creatinina en suero;1,21;mg/dL;0,70 - 1,20;Alto
;Tasa de filtración glomerular (CKD-EPI);58;mL/min/1,73m²;> 60;Bajo
90A004;Colesterol total;182;mg/dL;< 200;Normal
90A005;Colesterol HDL;41;mg/dL;> 40;Normal
90A006;Colesterol LDL directo;109;mg/dL;< 100;Alto
90A007;Triglicéridos;164;mg/dL;< 150;Alto
90A008;Microalbuminuria;46;mg/L;< 30;Alto
;Relación albúmina/creatinina en orina;52;mg/g;< 30;Alto
90A009;Uroanálisis - Glucosa en orina;++;;Negativo;Anormal
90A009;Uroanálisis - Proteínas;Trazas;;Negativo;Anormal
90A009;Uroanálisis - Cetonas;Negativo;;Negativo;Normal`,
    expected: [
      row('hba1c', 8.9, '%', 'high'),
      row('glucose', 168, 'mg/dL', 'high'),
      row('creatinine', 1.21, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('cholesterol', 182, 'mg/dL', null),
      row('hdl', 41, 'mg/dL', null),
      row('ldl', 109, 'mg/dL', 'high'),
      row('triglycerides', 164, 'mg/dL', 'high'),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_ketones', 0, 'grade', null),
    ],
  },
]

export default moreCases
