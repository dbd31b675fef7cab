/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), Spanish, continued (see es-10.ts): reports from Peru,
 * Mexico, Chile and Spain. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (procalcitonina, PTH, VLDL, índice aterogénico, DHL/LDH, reticulocitos,
 * lactato, troponina, bilirrubina directa, baciliformes, VHS …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peruvian private clinic: an "Interpretación" column after the range with BAJO/ALTO/NORMAL,
    // CRP in mg/dL ("0,00 - 0,50"), vitamin D, B12 and folate, procalcitonin and PTH that are not
    // Hale's, a "> 3,9" lower-only range.
    id: 'h9-es-6',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA SANTA ROSA DE LOS ANDES - LABORATORIO CLÍNICO
Paciente: Test Persona Ejemplo       DNI: 00000000       F. Nac.: 01/01/1956       Sexo: F
Médico: Dr. Muestra                  Orden: 260811-0042  Fecha de atención: 11/08/2026
Procedencia: Consultorio externo - Medicina interna

Análisis                        Resultado    Unidad     Valores referenciales    Interpretación
INMUNOLOGÍA
PCR cuantitativa                2,84         mg/dL      0,00 - 0,50              ALTO
Procalcitonina                  0,21         ng/mL      < 0,50                   NORMAL
HORMONAS Y VITAMINAS
Vitamina D total (25-OH)        14,2         ng/mL      30,0 - 100,0             BAJO
   Deficiencia: menor de 20 ng/mL. Insuficiencia: 20 a 29 ng/mL.
Hormona paratiroidea (PTH)      88,4         pg/mL      15,0 - 65,0              ALTO
Vitamina B12                    168          pg/mL      197 - 771                BAJO
Ácido fólico sérico             4,1          ng/mL      > 3,9                    NORMAL
BIOQUÍMICA
Calcio sérico                   9,1          mg/dL      8,5 - 10,1               NORMAL
Albúmina                        3,9          g/dL       3,5 - 5,0                NORMAL
Fosfatasa alcalina              134          U/L        46 - 116                 ALTO

Resultados validados por: Tecnólogo médico Ejemplo Muestra - C.T.M.P. 0000
Página 1 de 1`,
    expected: [
      row('crp', 2.84, 'mg/dL', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('folate', 4.1, 'ng/mL', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('alp', 134, 'U/L', 'high'),
    ],
  },
  {
    // Mexican lab, química sanguínea with lipids and liver tests: whole-number results, decimal
    // POINTS where Mexico writes them (ranges, the atherogenic index), ALTO/BAJO after the value, a
    // critical low glucose (48 mg/dL) with a note, TGO/TGP for AST/ALT, VLDL, the atherogenic index
    // and DHL that are not Hale's.
    id: 'h9-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SANTA ÁGUEDA
Paciente: PRUEBA PERSONA TEST        Edad: 52 Años     Sexo: Masculino    F. Nac.: 01/01/1974
Médico: A QUIEN CORRESPONDA          Folio: 0926-33817     Fecha de toma: 14/09/2026 08:02

QUÍMICA SANGUÍNEA
Estudio                                 Resultado           Unidades     Valores de Referencia
Glucosa                                 48      BAJO        mg/dL        70 - 100
   VALOR CRÍTICO: se notificó al médico tratante y al paciente. Se verificó en segunda corrida.
Urea                                    38                  mg/dL        15.0 - 45.0

PERFIL DE LÍPIDOS
Colesterol total                        236     ALTO        mg/dL        < 200
Colesterol HDL                          34      BAJO        mg/dL        > 40
Colesterol LDL                          152     ALTO        mg/dL        < 130
Colesterol VLDL                         50      ALTO        mg/dL        < 40
Triglicéridos                           251     ALTO        mg/dL        < 150
Índice aterogénico                      6.9     ALTO                     < 4.5

PRUEBAS DE FUNCIÓN HEPÁTICA
Transaminasa glutámico oxalacética (TGO/AST)   41   ALTO    U/L          5 - 34
Transaminasa glutámico pirúvica (TGP/ALT)      58   ALTO    U/L          0 - 55
Gamma glutamil transpeptidasa (GGT)            72   ALTO    U/L          12 - 64
Fosfatasa alcalina                             98           U/L          40 - 150
Deshidrogenasa láctica (DHL)                   187          U/L          125 - 220

Q.F.B. Ejemplo Muestra - Responsable sanitario                          Hoja 1 de 1`,
    expected: [
      row('glucose', 48, 'mg/dL', 'low'),
      row('urea', 38, 'mg/dL', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 152, 'mg/dL', 'high'),
      row('triglycerides', 251, 'mg/dL', 'high'),
      row('ast', 41, 'U/L', 'high'),
      row('alt', 58, 'U/L', 'high'),
      row('ggt', 72, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
    ],
  },
  {
    // Chilean public hospital, emergency department at night: a flag column BEFORE the result (LL, L,
    // H), a critical haemoglobin of 6,2 with a note, x10^6/uL and x10^3/uL, electrolytes in mmol/L,
    // CRP in mg/L, reticulocytes, lactate and troponin that are not Hale's.
    id: 'h9-es-8',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL BASE DEL SUR - LABORATORIO CLÍNICO - SECCIÓN URGENCIA
Paciente: PERSONA PRUEBA, TEST       RUN: 00.000.000-0       F. Nac.: 01-01-1939       Edad: 87 a
Servicio: Urgencia Adulto            Toma de muestra: 30-10-2026 02:14      Validado: 30-10-2026 03:05

Examen                               Flag    Resultado    Unidad         Rango de referencia
HEMOGRAMA
Hemoglobina                          LL      6,2          g/dL           12,0 - 16,0
   >> Valor crítico informado a médico de turno a las 02:58, con lectura confirmada.
Hematocrito                          L       19,4         %              36,0 - 46,0
Recuento de eritrocitos              L       2,21         x10^6/uL       4,00 - 5,20
VCM                                          87,8         fL             80,0 - 100,0
Recuento de leucocitos               H       13,9         x10^3/uL       4,5 - 11,0
Recuento de plaquetas                        324          x10^3/uL       150 - 450
Recuento de reticulocitos            H       3,8          %              0,5 - 2,0
BIOQUÍMICA DE URGENCIA
Glucosa                              H       142          mg/dL          70 - 110
Creatinina                           H       1,48         mg/dL          0,55 - 1,02
Sodio                                L       129          mmol/L         135 - 145
Potasio                                      4,6          mmol/L         3,5 - 5,1
Cloro                                L       94           mmol/L         98 - 107
Bicarbonato (venoso)                 L       18,6         mmol/L         22,0 - 29,0
Proteína C reactiva                  H       68,4         mg/L           0,0 - 5,0
Lactato                              H       3,1          mmol/L         0,5 - 2,2
Troponina T ultrasensible            H       18           ng/L           < 14

Informe preliminar de urgencia. Resultados sujetos a validación por el profesional responsable.`,
    expected: [
      row('haemoglobin', 6.2, 'g/dL', 'low'),
      row('haematocrit', 19.4, '%', 'low'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('mcv', 87.8, 'fL', null),
      row('white_cells', 13.9, '10^9/L', 'high'),
      row('platelets', 324, '10^9/L', null),
      row('glucose', 142, 'mg/dL', 'high'),
      row('creatinine', 1.48, 'mg/dL', 'high'),
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 94, 'mmol/L', 'low'),
      row('bicarbonate', 18.6, 'mmol/L', 'low'),
      row('crp', 68.4, 'mg/L', 'high'),
    ],
  },
  {
    // Spanish regional health portal CSV export: ";" separator, decimal comma, an "Indicador" column
    // (Alto or empty), "hasta 41" ranges, GOT/GPT names, eGFR ">90", CRP "<0,5", albumin in g/L,
    // a direct bilirubin and LDH that are not Hale's.
    id: 'h9-es-9',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Indicador
15/01/2026;Bilirrubina total;1,6;mg/dL;0,3 - 1,2;Alto
15/01/2026;Bilirrubina directa;0,5;mg/dL;0,0 - 0,3;Alto
15/01/2026;GOT (AST);38;U/L;5 - 34;Alto
15/01/2026;GPT (ALT);67;U/L;hasta 41;Alto
15/01/2026;Gamma-GT;112;U/L;hasta 60;Alto
15/01/2026;Fosfatasa alcalina;95;U/L;40 - 129;
15/01/2026;LDH;212;U/L;135 - 225;
15/01/2026;Creatinina;0,84;mg/dL;0,70 - 1,20;
15/01/2026;Filtrado glomerular (CKD-EPI);>90;mL/min/1,73m²;>60;
15/01/2026;Ácido úrico;7,9;mg/dL;3,4 - 7,0;Alto
15/01/2026;Albúmina;45;g/L;35 - 52;
15/01/2026;Proteína C reactiva;<0,5;mg/L;<5;`,
    expected: [
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('ast', 38, 'U/L', 'high'),
      row('alt', 67, 'U/L', 'high'),
      row('ggt', 112, 'U/L', 'high'),
      row('alp', 95, 'U/L', null),
      row('creatinine', 0.84, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('albumin', 45, 'g/L', null),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
  {
    // Chilean private lab portal CSV export: ";" separator, decimal comma, "*" in a "Marca" column
    // (direction only from the range), 10^6/µl and 10^3/µl, segmented neutrophils in % next to band
    // forms (baciliformes, not Hale's), B12 printed ">2000", folate ">20,0", VHS not Hale's.
    id: 'h9-es-10',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidad;Valor de referencia;Marca
Hemoglobina;13,8;g/dL;13,0 - 17,0;
Hematocrito;41,2;%;40,0 - 50,0;
Eritrocitos;4,61;10^6/µl;4,50 - 5,90;
VCM;89,4;fL;80,0 - 96,0;
HCM;29,9;pg;27,0 - 32,0;
CHCM;33,5;g/dL;32,0 - 36,0;
Leucocitos;7,8;10^3/µl;4,0 - 10,0;
Neutrófilos segmentados;62;%;50 - 70;
Baciliformes;2;%;0 - 5;
Linfocitos;27;%;20 - 40;
Plaquetas;96;10^3/µl;150 - 400;*
VHS;8;mm/h;0 - 15;
Ferritina;412;ng/ml;22 - 322;*
Vitamina B12;>2000;pg/ml;211 - 911;*
Folato sérico;>20,0;ng/ml;> 3,0;`,
    expected: [
      row('haemoglobin', 13.8, 'g/dL', null),
      row('haematocrit', 41.2, '%', null),
      row('red_cells', 4.61, '10^12/L', null),
      row('mcv', 89.4, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.5, 'g/dL', null),
      row('white_cells', 7.8, '10^9/L', null),
      row('neutrophils', 62, '%', null),
      row('lymphocytes', 27, '%', null),
      row('platelets', 96, '10^9/L', 'low'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 20, 'ng/mL', null),
    ],
  },
]

export default moreCases
