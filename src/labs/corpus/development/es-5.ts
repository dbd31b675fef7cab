/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), Spanish: reports from labs of Spain (hospital and a
 * health-service portal), Mexico, Argentina, Colombia, Chile, Uruguay, Ecuador and Venezuela.
 * Written without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 * Rows for tests Hale does not know (RDW, VPM, ESR, VLDL, atherogenic index, direct bilirubin,
 * globulins, prothrombin, anti-TPO, phosphorus, LDH, transferrin, urine bilirubin and microscopy,
 * estimated average glucose, microalbumin …) are not results to extract. Mexican labs write a
 * decimal point: that report's expected rows are whole numbers, its decimal-point values belong to
 * tests Hale does not know.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-5-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, hospital central lab: blood count with "*" after an out-of-range value (direction from
    // the range), both % and absolute differential, 10^6/µL and 10^3/µL, RDW, VPM and ESR mixed in.
    id: 'h4-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO SAN ISIDRO DEL VALLE
Servicio de Análisis Clínicos · Laboratorio Central
Paciente: PRUEBA PERSONA, TEST                         NHC: 000000
F. nacimiento: 01/01/1968     Sexo: Mujer     Edad: 57 años
Petición: 0000000     Fecha de extracción: 14/03/2025 08:12     Fecha de informe: 14/03/2025 13:40
Médico solicitante: Centro de Salud (Atención Primaria)
Prueba                                  Resultado        Unidades       Valores de referencia
HEMATOLOGÍA
Hemograma
Hematíes                                3,92 *           10^6/µL        4,00 - 5,20
Hemoglobina                             11,4 *           g/dL           12,0 - 16,0
Hematocrito                             35,1 *           %              36,0 - 46,0
VCM                                     89,5             fL             80,0 - 100,0
HCM                                     29,1             pg             27,0 - 33,0
CHCM                                    32,5             g/dL           32,0 - 36,0
ADE (RDW-CV)                            14,9 *           %              11,5 - 14,5
Leucocitos                              11,8 *           10^3/µL        4,0 - 11,0
Neutrófilos %                           78,4 *           %              40,0 - 75,0
Linfocitos %                            13,2 *           %              20,0 - 45,0
Monocitos %                             6,1              %              2,0 - 10,0
Eosinófilos %                           1,9              %              0,5 - 5,0
Basófilos %                             0,4              %              0,0 - 1,5
Neutrófilos #                           9,25 *           10^3/µL        2,00 - 7,50
Linfocitos #                            1,56             10^3/µL        1,00 - 4,50
Monocitos #                             0,72             10^3/µL        0,20 - 1,00
Plaquetas                               312              10^3/µL        150 - 400
VPM                                     10,2             fL             7,4 - 11,0
Velocidad de sedimentación
VSG 1ª hora                             38 *             mm             0 - 20
Comentario: serie roja normocítica normocrómica. No se observan formas inmaduras en el frotis.
* Valor fuera del intervalo de referencia.
Validado por: Facultativo Especialista de Área (firma electrónica)
Página 1 de 1`,
    expected: [
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 35.1, '%', 'low'),
      row('mcv', 89.5, 'fL', null),
      row('mch', 29.1, 'pg', null),
      row('mchc', 32.5, 'g/dL', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 78.4, '%', 'high'),
      row('lymphocytes', 13.2, '%', 'low'),
      row('neutrophils', 9.25, '10^9/L', 'high'),
      row('lymphocytes', 1.56, '10^9/L', null),
      row('platelets', 312, '10^9/L', null),
    ],
  },
  {
    // Mexico, private lab chain: "química sanguínea" and lipids, decimal POINT (as Mexico writes it),
    // ALTO/BAJO after the value, ranges as "Menor a 200", "hasta 150", "Mayor a 40"; a critical low
    // glucose with a phone-notification comment; VLDL and atherogenic index are not Hale's.
    id: 'h4-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DEL BAJÍO, S.A. DE C.V.
Sucursal Centro · Responsable sanitario: Q.F.B. (nombre omitido)
Nombre: TEST PERSON PRUEBA                      Edad: 71 años     Sexo: Masculino
Fecha de nacimiento: 01/01/1954                 Folio: 00-000000
Fecha de toma: 22/07/2025 07:40                 Fecha de emisión: 22/07/2025 10:15
Médico: A QUIEN CORRESPONDA
QUÍMICA SANGUÍNEA
ESTUDIO                          RESULTADO            UNIDADES      VALOR DE REFERENCIA
Glucosa                          42       BAJO        mg/dL         70 - 100
Urea                             38                   mg/dL         15 - 45
Sodio                            138                  mmol/L        135 - 145
Cloro                            101                  mmol/L        98 - 107
*** VALOR CRÍTICO: glucosa notificada al médico tratante vía telefónica. Se sugiere correlacionar
con glucemia capilar. ***
PERFIL DE LÍPIDOS
Colesterol total                 238      ALTO        mg/dL         Menor a 200
Triglicéridos                    312      ALTO        mg/dL         hasta 150
Colesterol HDL                   36       BAJO        mg/dL         Mayor a 40
Colesterol LDL (calculado)       140      ALTO        mg/dL         Menor a 100
Colesterol VLDL                  62.4     ALTO        mg/dL         Menor a 30
Índice aterogénico (CT/HDL)      6.6      ALTO                      Menor a 4.5
Nota: LDL calculado por fórmula de Friedewald; con triglicéridos mayores de 400 mg/dL se
recomienda LDL directo.
Método: espectrofotometría enzimática. Muestra: suero, ayuno de 12 horas.
Este informe no es válido sin firma y sello. Página 1 de 1`,
    expected: [
      row('glucose', 42, 'mg/dL', 'low'),
      row('urea', 38, 'mg/dL', null),
      row('sodium', 138, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 140, 'mg/dL', 'high'),
    ],
  },
  {
    // Argentina, private lab: "hepatograma" and "ionograma" with dotted leaders, no flag column,
    // ranges in parentheses after the unit ("(hasta 40)"), UI/l, mg/dl, g/dl, mmol/l; direct and
    // indirect bilirubin, globulins, A/G ratio, prothrombin time (%) and INR are not Hale's.
    id: 'h4-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS "DEL SUR"
Bioquímica responsable: (firma y matrícula)  ·  Av. Siempreviva 0000, Ciudad
Paciente: PRUEBA, PERSONA TEST            DNI: 00.000.000
Fecha de nac.: 01/01/1979                 Sexo: F
Protocolo N°: 000000      Fecha: 09/04/2025      Obra social: PARTICULAR
Médico: Dr/a. (a quien corresponda)
HEPATOGRAMA
Bilirrubina total ..................... 1,8     mg/dl      (0,2 - 1,2)
Bilirrubina directa ................... 0,6     mg/dl      (hasta 0,3)
Bilirrubina indirecta ................. 1,2     mg/dl      (hasta 0,9)
GOT (ASAT) ............................ 58      UI/l       (hasta 40)
GPT (ALAT) ............................ 74      UI/l       (hasta 41)
Fosfatasa alcalina .................... 112     UI/l       (40 - 129)
Gamma glutamil transpeptidasa ......... 96      UI/l       (10 - 71)
Proteínas totales ..................... 7,1     g/dl       (6,4 - 8,3)
Albúmina .............................. 3,9     g/dl       (3,5 - 5,2)
Globulinas ............................ 3,2     g/dl
Relación albúmina/globulina ........... 1,22
IONOGRAMA SÉRICO
Sodio ................................. 131     mmol/l     (136 - 145)
Potasio ............................... 3,3     mmol/l     (3,5 - 5,1)
Cloro ................................. 97      mmol/l     (98 - 107)
COAGULOGRAMA
Tiempo de protrombina ................. 82      %          (70 - 120)
RIN ................................... 1,12               (0,80 - 1,20)
Observaciones: suero levemente ictérico.
Los valores de referencia corresponden a adultos. Hoja 1/1`,
    expected: [
      row('bilirubin', 1.8, 'mg/dL', 'high'),
      row('ast', 58, 'U/L', 'high'),
      row('alt', 74, 'U/L', 'high'),
      row('alp', 112, 'U/L', null),
      row('ggt', 96, 'U/L', 'high'),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 97, 'mmol/L', 'low'),
    ],
  },
  {
    // Colombia, IPS lab: thyroid and vitamins in capitals, ↑/↓ BEFORE the value, a method column
    // after the range, µUI/mL, a three-line vitamin D range; anti-TPO and prolactin are not Hale's.
    id: 'h4-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO ANDINO IPS
NIT 000.000.000-0 · Bogotá D.C.
Paciente: TEST PERSON PRUEBA                       Documento: CC 0000000000
Fecha de nacimiento: 01/01/1981     Edad: 44 Años     Género: Femenino
Orden: 0000000     Fecha de ingreso: 05/06/2025 07:03     Fecha de validación: 05/06/2025 16:48
Entidad: EPS (régimen contributivo)
INMUNOLOGÍA - HORMONAS
EXAMEN                          RESULTADO       UNIDADES     VALORES DE REFERENCIA       MÉTODO
TSH ULTRASENSIBLE             ↑ 7,84            µUI/mL       0,27 - 4,20                 ECLIA
T4 LIBRE                      ↓ 10,2            pmol/L       12,0 - 22,0                 ECLIA
T3 LIBRE                        2,9             pg/mL        2,0 - 4,4                   ECLIA
ANTICUERPOS ANTI-TPO          ↑ 186             UI/mL        < 34                        ECLIA
PROLACTINA                      18,2            ng/mL        4,8 - 23,3                  ECLIA
Observación: se sugiere correlacionar con la clínica y repetir perfil tiroideo en 6 semanas.
VITAMINAS
VITAMINA D 25 OH TOTAL        ↓ 17,3            ng/mL        Deficiencia: < 20           CLIA
                                                             Insuficiencia: 20 - 29
                                                             Suficiencia: 30 - 100
VITAMINA B12                  ↓ 168             pg/mL        197 - 771                   ECLIA
ÁCIDO FÓLICO EN SUERO           9,6             ng/mL        3,9 - 26,8                  ECLIA
↑ Valor por encima del rango de referencia   ↓ Valor por debajo del rango de referencia
Bacterióloga responsable: (firma digital)
Página 1 de 1`,
    expected: [
      row('tsh', 7.84, 'mU/L', 'high'),
      row('free_t4', 10.2, 'pmol/L', 'low'),
      row('free_t3', 2.9, 'pg/mL', null),
      row('vitamin_d', 17.3, 'ng/mL', 'low'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('folate', 9.6, 'ng/mL', null),
    ],
  },
  {
    // Chile, emergency department: H/L/HH after the value and a previous-result column after the
    // range (the previous numbers are not results); critical potassium; VFG (eGFR) with "> 60";
    // phosphorus, magnesium and LDH are not Hale's.
    id: 'h4-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO — CENTRO MÉDICO LOS AROMOS
Santiago, Chile
Nombre: PERSONA DE PRUEBA                         RUT: 00.000.000-0
Fecha nacimiento: 01/01/1949     Edad: 76 a     Sexo: Masculino
N° orden: 0000000     Toma de muestra: 18/08/2025 09:20     Procedencia: Urgencia
Examen                        Resultado        Unidad            Valor de referencia    Resultado anterior (02/05/2025)
ELECTROLITOS PLASMÁTICOS (ELP)
Sodio                         136              mmol/L            136 - 145              139
Potasio                       6,9   HH         mmol/L            3,5 - 5,1              5,2
Cloro                         104              mmol/L            98 - 107               102
Bicarbonato                   18    L          mmol/L            22 - 29                21
PERFIL BIOQUÍMICO
Glucosa                       112   H          mg/dL             74 - 106               98
Urea                          86    H          mg/dL             17 - 43                61
Creatinina                    2,41  H          mg/dL             0,70 - 1,20            1,98
VFG estimada (CKD-EPI)        27    L          mL/min/1,73m²     > 60                   34
Ácido úrico                   8,6   H          mg/dL             3,4 - 7,0              7,9
Calcio                        9,1              mg/dL             8,6 - 10,2             9,3
Fósforo                       5,1   H          mg/dL             2,5 - 4,5              4,4
Magnesio                      2,6   H          mg/dL             1,6 - 2,4
Proteínas totales             6,8              g/dL              6,4 - 8,3              7,0
Albúmina                      3,6              g/dL              3,5 - 5,2              3,8
LDH                           245   H          U/L               135 - 225
H: sobre el rango   L: bajo el rango   HH / LL: valor crítico
Valor crítico de potasio informado a médico de turno de Urgencia. Muestra sin hemólisis visible.
Tecnólogo Médico validador: (firma electrónica)                                   Página 1 de 1`,
    expected: [
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 86, 'mg/dL', 'high'),
      row('creatinine', 2.41, 'mg/dL', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.6, 'mg/dL', 'high'),
      row('calcium', 9.1, 'mg/dL', null),
      row('total_protein', 6.8, 'g/dL', null),
      row('albumin', 3.6, 'g/dL', null),
    ],
  },
]

export default [...cases, ...moreCases]
