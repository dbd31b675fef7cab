/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish, second file (see es-15.ts): portal CSV
 * exports from Spain and Uruguay and PDF text layers from Venezuela, the Basque Country and Costa
 * Rica. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (ratios, osmolality, magnesium, cortisol, monocytes,
 * eosinophils, ESR, procalcitonin, thyroid antibodies, transferrin) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Spain, a lab network's patient portal export: date in the first column, H/L in the last,
    // CRP in mg/dL, a urine albumin/creatinine ratio and an atherogenic index that are not results.
    id: 'h14-es-6',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Marca
11/03/2024;Hemoglobina glicada (HbA1c);7,8;%;4,0 - 5,6;H
11/03/2024;Glucosa;152;mg/dL;74 - 106;H
11/03/2024;Colesterol total;221;mg/dL;< 200;H
11/03/2024;Colesterol HDL;44;mg/dL;> 40;
11/03/2024;Colesterol LDL;139;mg/dL;< 116;H
11/03/2024;Triglicéridos;190;mg/dL;< 150;H
11/03/2024;Índice aterogénico (CT/HDL);5,02;;< 4,5;H
11/03/2024;25-OH Vitamina D;14,2;ng/mL;30 - 100;L
11/03/2024;Proteína C reactiva;0,42;mg/dL;0,00 - 0,50;
11/03/2024;Cociente albúmina/creatinina en orina;12;mg/g;< 30;`,
    expected: [
      row('hba1c', 7.8, '%', 'high'),
      row('glucose', 152, 'mg/dL', 'high'),
      row('cholesterol', 221, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 139, 'mg/dL', 'high'),
      row('triglycerides', 190, 'mg/dL', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('crp', 0.42, 'mg/dL', null),
    ],
  },
  {
    // Uruguay, a mutualista's portal export with the previous result in the last column and LL for
    // a critical sodium; osmolality, magnesium and cortisol are not results; TSH in mUI/L.
    id: 'h14-es-7',
    language: 'es',
    kind: 'csv',
    text: `Estudio;Resultado;Unidad;Rango de referencia;Indicador;Resultado anterior
Sodio;116;mmol/L;135 - 145;LL;129
Potasio;3,2;mmol/L;3,5 - 5,0;L;3,6
Cloro;84;mmol/L;98 - 107;L;92
Bicarbonato (CO2 total);22;mmol/L;22 - 29;;24
Osmolalidad plasmática calculada;243;mOsm/kg;275 - 295;L;
Urea;24;mg/dL;15 - 45;;28
Creatinina;0,61;mg/dL;0,50 - 0,90;;0,64
Glucosa;96;mg/dL;70 - 110;;101
Calcio;8,7;mg/dL;8,6 - 10,2;;
Magnesio;1,9;mg/dL;1,6 - 2,6;;
Albúmina;3,9;g/dL;3,5 - 5,2;;
TSH;2,1;mUI/L;0,4 - 4,0;;
Cortisol matinal;14,6;µg/dL;6,2 - 19,4;;`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 22, 'mmol/L', null),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.61, 'mg/dL', null),
      row('glucose', 96, 'mg/dL', null),
      row('calcium', 8.7, 'mg/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('tsh', 2.1, 'mU/L', null),
    ],
  },
  {
    // Venezuela, private clinic: absolute differential in x10³/µL, ↑/↓ right after the value,
    // "Valores normales"; monocytes, eosinophils, VSG and procalcitonin are not results.
    id: 'h14-es-8',
    language: 'es',
    kind: 'text',
    text: `POLICLÍNICA DE PRUEBA - LABORATORIO CLÍNICO
Caracas, Venezuela
Paciente: Persona de Prueba Seis          C.I.: V-00.000.000
Fecha de nacimiento: 01/01/1979           Edad: 45 años      Sexo: M
Médico tratante: Dr. Ejemplo              Fecha: 02/07/2024   Orden: 0000
HEMATOLOGÍA COMPLETA
Parámetro              Resultado     Unidades        Valores normales
Leucocitos             14,6 ↑        x10³/µL         5,0 - 10,0
Neutrófilos            11,9 ↑        x10³/µL         2,0 - 7,0
Linfocitos             1,6           x10³/µL         1,0 - 4,0
Monocitos              0,9           x10³/µL         0,2 - 1,0
Eosinófilos            0,2           x10³/µL         0,0 - 0,5
Hemoglobina            14,2          g/dL            13,5 - 17,5
Hematocrito            42,8          %               41,0 - 53,0
Plaquetas              318           x10³/µL         150 - 450
VSG (Wintrobe)         46 ↑          mm/h            0 - 15
INMUNOLOGÍA Y QUÍMICA
PCR cuantitativa       86,4 ↑        mg/L            < 5,0
Procalcitonina         1,8 ↑         ng/mL           < 0,5
Creatinina             1,08          mg/dL           0,70 - 1,30
Observación: neutrofilia con desviación a la izquierda (cayados 8 %).
Lic. en Bioanálisis
Página 1 de 1`,
    expected: [
      row('white_cells', 14.6, '10^9/L', 'high'),
      row('neutrophils', 11.9, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('haemoglobin', 14.2, 'g/dL', null),
      row('haematocrit', 42.8, '%', null),
      row('platelets', 318, '10^9/L', null),
      row('crp', 86.4, 'mg/L', 'high'),
      row('creatinine', 1.08, 'mg/dL', null),
    ],
  },
  {
    // Basque Country, public health service: a previous-result column after the range, arrows
    // after the current value, eGFR printed as ">90"; the thyroid antibodies (one of them names
    // TSH) are not results to extract.
    id: 'h14-es-9',
    language: 'es',
    kind: 'text',
    text: `ORGANIZACIÓN SANITARIA INTEGRADA DE PRUEBA
Laboratorio Unificado - Bioquímica y Hematología
Paciente: PRUEBA PERSONA, SIETE              CIC: 00000000
F. nacimiento: 01/01/1982     Sexo: Mujer     Centro: Centro de Salud Ejemplo
Fecha de extracción: 20/08/2024     Nº muestra: 0000000000
Prueba                               Resultado   Unidades          Intervalo de referencia   Anterior (12/05/2023)
HEMOGRAMA
Hemoglobina                          12,6        g/dL              12,0 - 15,5               13,1
Leucocitos                           5,2         x10^9/L           3,9 - 10,2                6,0
Plaquetas                            268         x10^9/L           150 - 370                 255
BIOQUÍMICA
Glucosa                              91          mg/dL             70 - 110                  94
Hemoglobina A1c                      5,4         %                 4,0 - 6,0                 5,5
Creatinina                           0,72        mg/dL             0,51 - 0,95               0,70
FG estimado (CKD-EPI)                >90         mL/min/1,73 m²    >60                       >90
HORMONAS TIROIDEAS
TSH                                  0,08 ↓      mUI/L             0,35 - 4,94               1,92
T4 libre                             28,4 ↑      pmol/L            9,0 - 19,0                14,1
T3 libre                             6,9 ↑       pg/mL             2,0 - 4,4                 3,1
AUTOINMUNIDAD TIROIDEA
Ac. anti-TPO                         412 ↑       UI/mL             < 35                      8
Ac. anti-receptor de TSH (TRAb)      7,6 ↑       UI/L              < 1,75
Comentario: perfil compatible con hipertiroidismo. Se recomienda valoración por Endocrinología.
Página 1 / 1`,
    expected: [
      row('haemoglobin', 12.6, 'g/dL', null),
      row('white_cells', 5.2, '10^9/L', null),
      row('platelets', 268, '10^9/L', null),
      row('glucose', 91, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('creatinine', 0.72, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pg/mL', 'high'),
    ],
  },
  {
    // Costa Rica, private lab: H/L glued after the value, iron in µmol/L, albumin in g/L, B12 in
    // pmol/L, folate in nmol/L, CRP printed as "<1,0"; transferrin is not a result to extract.
    id: 'h14-es-10',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO EJEMPLO
San José, Costa Rica
Paciente: Persona de Prueba Ocho            Cédula: 0-0000-0000
Fecha de nacimiento: 01/01/1968             Sexo: Masculino
Médico: Dr. Demostración                    Fecha de reporte: 30/09/2024
Análisis                         Resultado     Unidad        Rango de referencia
PERFIL DE HIERRO
Hierro sérico                    31,8 H        µmol/L        9,0 - 30,4
Transferrina                     1,92 L        g/L           2,00 - 3,60
Saturación de transferrina       78 H          %             20 - 50
Ferritina                        612 H         ng/mL         15 - 300
PERFIL HEPÁTICO
ALT (GPT)                        68 H          U/L           0 - 41
AST (GOT)                        49 H          U/L           0 - 40
GGT                              44            U/L           10 - 71
Fosfatasa alcalina               82            U/L           40 - 129
Bilirrubina total                0,9           mg/dL         0,2 - 1,2
Albúmina                         45            g/L           35 - 52
VITAMINAS E INFLAMACIÓN
Vitamina B12                     242           pmol/L        145 - 569
Folato sérico                    11,3          nmol/L        > 7,0
Proteína C reactiva              <1,0          mg/L          < 5,0
H = alto  L = bajo
Nota: sobrecarga de hierro; se sugiere estudio del gen HFE.
Microbiólogo Químico Clínico - Regente
Página 1 de 1`,
    expected: [
      row('iron', 31.8, 'µmol/L', 'high'),
      row('transferrin_saturation', 78, '%', 'high'),
      row('ferritin', 612, 'ng/mL', 'high'),
      row('alt', 68, 'U/L', 'high'),
      row('ast', 49, 'U/L', 'high'),
      row('ggt', 44, 'U/L', null),
      row('alp', 82, 'U/L', null),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('albumin', 45, 'g/L', null),
      row('vitamin_b12', 242, 'pmol/L', null),
      row('folate', 11.3, 'nmol/L', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
]

export default moreCases
