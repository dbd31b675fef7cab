/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), Spanish: reports from Spain, Argentina, Colombia,
 * Peru, Mexico and Chile. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (ADE, VPM, VSG, fósforo, cociente albúmina/creatinina, índices, colesterol no
 * HDL, TRAb, transferrina, sedimento urinario, bilirrubina en orina …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-10-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spanish university hospital, hemograma: ↑/↓ after the value, x10^6/µL and x10^3/µL, the
    // differential first as absolute counts and then again in %, ADE (RDW), VPM and VSG that are not
    // Hale's, a smear comment.
    id: 'h9-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO SIERRA ALTA
Servicio de Análisis Clínicos y Hematología
Paciente: PERSONA PRUEBA, TEST             NHC: 0000000          F. nacimiento: 01.01.1963
Sexo: Mujer       Edad: 63 años            Nº petición: 26031877
Médico solicitante: Dr. Ejemplo            Procedencia: Centro de Salud Los Olivos
Fecha de extracción: 12/03/2026 08:20      Fecha de validación: 12/03/2026 12:47

HEMATOLOGÍA
HEMOGRAMA                        Resultado          Unidades        Valores de referencia
Hematíes                         3,92               x10^6/µL        3,80 - 5,20
Hemoglobina                      11,1   ↓           g/dL            12,0 - 15,5
Hematocrito                      34,6   ↓           %               36,0 - 46,0
VCM                              88,3               fL              80,0 - 100,0
HCM                              28,3               pg              27,0 - 33,0
CHCM                             32,1               g/dL            31,5 - 35,5
ADE                              15,8   ↑           %               11,5 - 14,5
Leucocitos                       3,1    ↓           x10^3/µL        4,0 - 11,0
   Neutrófilos                   1,2    ↓           x10^3/µL        1,8 - 7,5
   Linfocitos                    1,5                x10^3/µL        1,0 - 4,0
   Monocitos                     0,3                x10^3/µL        0,2 - 0,8
   Eosinófilos                   0,1                x10^3/µL        0,0 - 0,5
   Basófilos                     0,0                x10^3/µL        0,0 - 0,2
   Neutrófilos %                 38,7   ↓           %               40,0 - 75,0
   Linfocitos %                  48,4   ↑           %               20,0 - 45,0
Plaquetas                        118    ↓           x10^3/µL        150 - 400
VPM                              10,2               fL              7,4 - 10,4
VSG (1ª hora)                    31     ↑           mm              0 - 20

Frotis de sangre periférica: neutropenia leve sin formas inmaduras; anisocitosis moderada.
Se recomienda repetir hemograma en 4 semanas.
Facultativo responsable: Dra. Muestra (Hematología)                          Página 1 de 1`,
    expected: [
      row('red_cells', 3.92, '10^12/L', null),
      row('haemoglobin', 11.1, 'g/dL', 'low'),
      row('haematocrit', 34.6, '%', 'low'),
      row('mcv', 88.3, 'fL', null),
      row('mch', 28.3, 'pg', null),
      row('mchc', 32.1, 'g/dL', null),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('neutrophils', 38.7, '%', 'low'),
      row('lymphocytes', 48.4, '%', 'high'),
      row('platelets', 118, '10^9/L', 'low'),
    ],
  },
  {
    // Spanish area laboratory, biochemistry for nephrology over two sheets: "*" after the value for any
    // result out of range, a critical potassium with a telephone note, eGFR in mL/min/1,73m²,
    // electrolytes in mmol/L, fósforo and a urine albumin/creatinine ratio that are not Hale's.
    id: 'h9-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CENTRAL DEL ÁREA DE SALUD LEVANTE
Bioquímica Clínica                                                           Hoja 1 de 2
Paciente: Test Persona Ejemplo        CIP: 00000000        Nacimiento: 01.01.1941     Sexo: V
Solicitante: Dra. Muestra (Nefrología)                     Petición: 2604-118273
Extracción: 05/04/2026 07:55          Recepción: 05/04/2026 08:31

Determinación                          Resultado       Unidades          Intervalo de referencia
SUERO
Glucosa                                112 *           mg/dL             74 - 106
Urea                                   148 *           mg/dL             17 - 43
Creatinina                             3,42 *          mg/dL             0,67 - 1,17
Filtrado glomerular estimado (CKD-EPI) 16 *            mL/min/1,73m²     > 60
Ácido úrico                            9,1 *           mg/dL             3,4 - 7,0
Sodio                                  133 *           mmol/L            136 - 145
Potasio                                6,7 *           mmol/L            3,5 - 5,1
   *** VALOR CRÍTICO. Comunicado por teléfono al facultativo responsable a las 09:40.
   Muestra sin hemólisis. ***
Cloro                                  101             mmol/L            98 - 107
Calcio                                 8,3 *           mg/dL             8,6 - 10,2

Test Persona Ejemplo - Petición 2604-118273                                  Hoja 2 de 2
Determinación                          Resultado       Unidades          Intervalo de referencia
Fósforo                                6,2 *           mg/dL             2,5 - 4,5
Proteínas totales                      6,1 *           g/dL              6,4 - 8,3
Albúmina                               3,3 *           g/dL              3,5 - 5,2
ORINA (muestra aislada)
Cociente albúmina/creatinina           412 *           mg/g              < 30

(*) Resultado fuera del intervalo de referencia.
Estadio G4 de ERC según KDIGO si se confirma en 3 meses.`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 148, 'mg/dL', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('egfr', 16, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.1, 'mg/dL', 'high'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('calcium', 8.3, 'mg/dL', 'low'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.3, 'g/dL', 'low'),
    ],
  },
  {
    // Argentine private lab: dotted leaders, Argentine names (glucemia, uremia, creatininemia,
    // uricemia), glucose, urea and lipids in g/l, ranges in brackets after the unit as "V.R.: …",
    // "deseable menor de", "mayor de", "hasta", no flags at all; colesterol no HDL and the Castelli
    // index are not Hale's.
    id: 'h9-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS DEL PARQUE
Bioq. Ejemplo Muestra - M.P. 0000
Paciente: PRUEBA, Persona Test           DNI: 00.000.000          Fecha de nac.: 01/01/1970
Obra social: PARTICULAR                  Médico: Dr. Ejemplo
Protocolo Nº 44871                       Fecha: 18/06/2026

QUÍMICA CLÍNICA
Glucemia ..................................... 1,18 g/l      (V.R.: 0,70 - 1,10 g/l)
Uremia ....................................... 0,34 g/l      (V.R.: 0,15 - 0,45 g/l)
Creatininemia ................................ 0,92 mg/dl    (V.R.: 0,50 - 1,10 mg/dl)
Uricemia ..................................... 6,8 mg/dl     (V.R.: 2,4 - 5,7 mg/dl)
Hemoglobina glicosilada (HbA1c) .............. 6,6 %         (V.R.: 4,0 - 6,0 %)
   Método: HPLC, certificado NGSP.

PERFIL LIPÍDICO (ayuno de 12 horas)
Colesterol total ............................. 2,46 g/l      (V.R.: deseable menor de 2,00 g/l)
Colesterol HDL ............................... 0,38 g/l      (V.R.: mayor de 0,40 g/l)
Colesterol LDL (calculado, Friedewald) ....... 1,62 g/l      (V.R.: hasta 1,30 g/l)
Colesterol no HDL ............................ 2,08 g/l      (V.R.: hasta 1,60 g/l)
Triglicéridos ................................ 2,31 g/l      (V.R.: hasta 1,50 g/l)
Índice colesterol total/HDL (Castelli) ....... 6,5           (V.R.: hasta 5,0)

Los valores de referencia corresponden a adultos.                 Hoja 1/1
Bioq. Ejemplo Muestra - Firma y sello`,
    expected: [
      row('glucose', 1.18, 'g/L', 'high'),
      row('urea', 0.34, 'g/L', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('uric_acid', 6.8, 'mg/dL', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.62, 'g/L', 'high'),
      row('triglycerides', 2.31, 'g/L', 'high'),
    ],
  },
  {
    // Spanish private lab, thyroid and iron: H/L after the value, a previous-result column (with its
    // date in the heading) between the result and the unit, µUI/mL for TSH, free T3 in pg/mL, iron in
    // µmol/l; TSH-receptor antibodies (name contains "TSH") and transferrin are not Hale's.
    id: 'h9-es-4',
    language: 'es',
    kind: 'text',
    text: `ANÁLISIS CLÍNICOS MERIDIANA
Laboratorio de análisis clínicos - Informe de resultados                     Página 1/1
Paciente: Test Persona          Fecha nac.: 01.01.1988        Sexo: Mujer
Nº muestra: 26-0577104          Recepción: 22/09/2026         Médico: Dr. Ejemplo (Endocrinología)

                                      Resultado     Anterior        Unidades     Valores de referencia
                                                    (14/02/2026)
HEMATOLOGÍA
Hemoglobina                           12,6          13,4            g/dL         12,0 - 16,0
HORMONAS TIROIDEAS
TSH                                   0,08   L      1,92            µUI/mL       0,35 - 4,94
T4 libre                              28,6   H      13,1            pmol/L       9,0 - 19,0
T3 libre                              5,8    H      3,0             pg/mL        1,7 - 3,7
Ac. anti-receptor de TSH (TRAb)       6,4    H      --              UI/L         < 1,75
METABOLISMO DEL HIERRO
Hierro                                9,4    L      16,2            µmol/l       10,7 - 32,2
Transferrina                          318           284             mg/dL        200 - 360
Índice de saturación de transferrina  12     L      23              %            20 - 50
Ferritina                             14     L      38              ng/mL        15 - 150

Comentario: hipertiroidismo con TRAb positivos; compatible con enfermedad de Graves.
Validado por: Lda. Muestra, especialista en Análisis Clínicos`,
    expected: [
      row('haemoglobin', 12.6, 'g/dL', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.6, 'pmol/L', 'high'),
      row('free_t3', 5.8, 'pg/mL', 'high'),
      row('iron', 9.4, 'µmol/L', 'low'),
      row('transferrin_saturation', 12, '%', 'low'),
      row('ferritin', 14, 'ng/mL', 'low'),
    ],
  },
  {
    // Colombian IPS, parcial de orina: dipstick written as cruces (++, +++, +), "Trazas", "Positivo"
    // against "Negativo", a concentration in brackets after a grade, density and pH with a decimal
    // comma, urine bilirubin and urobilinogen, then a microscopy section with leucocitos and hematíes
    // per field that are not blood counts.
    id: 'h9-es-5',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO VALLE DE LAS PALMAS
Paciente: PERSONA PRUEBA TEST            C.C. 0000000000          Edad: 34 años
Fecha de nacimiento: 01/01/1992          Sexo: F                  EPS: Ejemplo Salud
Médico: Dr. Ejemplo                      Fecha de toma: 2026/05/09 07:10      Orden: 55120931

UROANÁLISIS (PARCIAL DE ORINA)
EXAMEN FÍSICO-QUÍMICO               RESULTADO                VALOR DE REFERENCIA
Color                               Amarillo oscuro          Amarillo
Aspecto                             Turbio                   Transparente
Densidad                            1,025                    1,005 - 1,030
pH                                  5,5                      5,0 - 8,0
Proteínas                           ++ (100 mg/dL)           Negativo
Glucosa                             Negativo                 Negativo
Cetonas                             Trazas                   Negativo
Bilirrubina                         Negativo                 Negativo
Urobilinógeno                       Normal                   Normal
Sangre                              +                        Negativo
Nitritos                            Positivo                 Negativo
Esterasa leucocitaria               +++                      Negativo

SEDIMENTO URINARIO
Células epiteliales                 Escasas
Leucocitos                          30 - 40 x campo          0 - 5 x campo
Hematíes                            5 - 8 x campo            0 - 3 x campo
Bacterias                           Abundantes               Escasas
Cilindros                           No se observan
Observaciones: sedimento sugestivo de infección urinaria. Se sugiere urocultivo.
Bacterióloga: Ejemplo Muestra - Reg. 0000`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
