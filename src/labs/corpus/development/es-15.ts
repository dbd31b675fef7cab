/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: hospital and private labs of Spain,
 * Mexico, Argentina, Chile, Colombia, Uruguay, Venezuela and Costa Rica, as PDF text layers and
 * portal CSV exports. Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (ADE, VPM, monocitos, eosinófilos, VSG,
 * fósforo, bilirrubina directa, LDH, colesterol no HDL, índice aterogénico, transferrina,
 * osmolalidad, magnesio, procalcitonina, anticuerpos, urine bilirubin and urobilinogen, sediment
 * microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-15-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, hospital emergency lab: "*" before the value marks it out of range, critical potassium
    // phoned to the ward, hemolysis comment with its own number, percentages for the differential.
    id: 'h14-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DE PRUEBA
Servicio de Análisis Clínicos - Laboratorio de Urgencias
Paciente: PERSONA DE PRUEBA, UNA                    NHC: 000000
Fecha de nacimiento: 01/01/1956     Sexo: Varón     Edad: 68 años
Procedencia: Urgencias Generales     Médico solicitante: Dr. Ejemplo
Nº de petición: U-000000     Extracción: 14/03/2024 07:55     Validación: 14/03/2024 08:47
Prueba                                   Resultado     Unidades          Valores de referencia
HEMATOLOGÍA
Hemograma
Hematíes                                 * 4,12        x10^6/µL          4,30 - 5,70
Hemoglobina                              * 12,1        g/dL              13,0 - 17,0
Hematocrito                              * 36,9        %                 39,0 - 50,0
VCM                                        89,6        fL                80,0 - 100,0
HCM                                        29,4        pg                27,0 - 33,0
CHCM                                       32,8        g/dL              32,0 - 36,0
ADE                                        14,9        %                 11,5 - 15,0
Leucocitos                                 9,84        x10^3/µL          4,00 - 11,00
Neutrófilos %                              72,4        %                 40,0 - 75,0
Linfocitos %                             * 18,1        %                 20,0 - 45,0
Monocitos %                                7,2         %                 2,0 - 10,0
Plaquetas                                  231         x10^3/µL          150 - 400
VPM                                        10,1        fL                7,4 - 10,4
BIOQUÍMICA
Glucosa                                  * 118         mg/dL             74 - 106
Urea                                     * 96          mg/dL             17 - 49
Creatinina                               * 2,31        mg/dL             0,67 - 1,17
Filtrado glomerular estimado (CKD-EPI)   * 29          mL/min/1,73m²     >60
Sodio                                      136         mmol/L            136 - 145
Potasio                                  * 6,8         mmol/L            3,5 - 5,1
Cloro                                      101         mmol/L            98 - 107
(*) Resultado fuera del intervalo de referencia.
VALOR CRÍTICO: potasio comunicado telefónicamente a Urgencias a las 08:40 h.
Índice hemolítico 12: sin interferencia por hemólisis.
Facultativo responsable: Especialista en Análisis Clínicos
Página 1 de 1`,
    expected: [
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haemoglobin', 12.1, 'g/dL', 'low'),
      row('haematocrit', 36.9, '%', 'low'),
      row('mcv', 89.6, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 32.8, 'g/dL', null),
      row('white_cells', 9.84, '10^9/L', null),
      row('neutrophils', 72.4, '%', null),
      row('lymphocytes', 18.1, '%', 'low'),
      row('platelets', 231, '10^9/L', null),
      row('glucose', 118, 'mg/dL', 'high'),
      row('urea', 96, 'mg/dL', 'high'),
      row('creatinine', 2.31, 'mg/dL', 'high'),
      row('egfr', 29, 'mL/min/1.73m²', 'low'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
    ],
  },
  {
    // Mexico, private lab: "Química sanguínea" and "Perfil de lípidos" in capitals, whole numbers
    // only, ranges written as "hasta 200", "menor de 150", "mayor de 40", flags ALTO/BAJO in a
    // last column; "Colesterol no HDL" is not a result to extract.
    id: 'h14-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DEMOSTRACIÓN S.A. DE C.V.
Sucursal Centro - Guadalajara, Jal.
PACIENTE: PERSONA PRUEBA DOS                 FOLIO: 000-0000
FECHA DE NACIMIENTO: 01/01/1971    SEXO: F    EDAD: 53 AÑOS
MÉDICO: A QUIEN CORRESPONDA          FECHA DE TOMA: 05/02/2024
ESTUDIO                      RESULTADO   UNIDADES   VALORES DE REFERENCIA    INDICADOR
QUÍMICA SANGUÍNEA
GLUCOSA                      142         mg/dL      70 - 100                 ALTO
UREA                         34          mg/dL      15 - 45
PERFIL DE LÍPIDOS
COLESTEROL TOTAL             246         mg/dL      hasta 200                ALTO
TRIGLICÉRIDOS                312         mg/dL      menor de 150             ALTO
COLESTEROL HDL               36          mg/dL      mayor de 40              BAJO
COLESTEROL LDL               148         mg/dL      menor de 130             ALTO
COLESTEROL NO HDL            210         mg/dL      menor de 160             ALTO
PRUEBAS DE FUNCIÓN HEPÁTICA
TGO (AST)                    28          U/L        10 - 40
TGP (ALT)                    52          U/L        7 - 35                   ALTO
Muestra tomada con ayuno de 12 horas.
LDL calculado por fórmula de Friedewald.
Q.F.B. Responsable Sanitario
Página 1 de 1`,
    expected: [
      row('glucose', 142, 'mg/dL', 'high'),
      row('urea', 34, 'mg/dL', null),
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 148, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
    ],
  },
  {
    // Argentina, neighbourhood lab: dotted leaders, the unit glued after the value, ranges in
    // brackets, ↓/↑ after the range, cells per mm³ with a superscript power, critical haemoglobin;
    // VSG and transferrina are not results to extract.
    id: 'h14-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS EJEMPLO
Bioq. Responsable - M.P. 0000
Paciente: Persona de Prueba Tres          Protocolo N° 00000
Fecha de nacimiento: 01/01/1988           Fecha: 22/04/2024
Médico: Dra. Demostración                 Obra social: Particular
HEMOGRAMA
Glóbulos rojos .............. 3,15 x10⁶/mm³     (4,20 - 5,40)   ↓
Hemoglobina ................. 6,4 g/dl          (12,0 - 16,0)   ↓
Hematocrito ................. 23 %             (37 - 47)       ↓
VCM ......................... 73 fl            (80 - 96)       ↓
HCM ......................... 20,3 pg          (27 - 32)       ↓
CHCM ........................ 27,8 g/dl        (32 - 36)       ↓
Glóbulos blancos ............ 6,2 x10³/mm³     (4,0 - 10,0)
Plaquetas ................... 452 x10³/mm³     (150 - 400)     ↑
Frotis: hipocromía ++, microcitosis ++, anisocitosis +.
ERITROSEDIMENTACIÓN
VSG 1ª hora ................. 28 mm            (hasta 20)      ↑
METABOLISMO DEL HIERRO
Ferritina ................... 3,2 ng/ml        (13 - 150)      ↓
Transferrina ................ 385 mg/dl        (200 - 360)     ↑
Saturación de transferrina .. 4 %              (20 - 45)       ↓
VITAMINAS
Vitamina B12 ................ 412 pg/ml        (200 - 900)
Ácido fólico sérico ......... 7,8 ng/ml        (> 3,9)
VALOR CRÍTICO de hemoglobina informado a la médica solicitante el 22/04/2024.
Los valores de referencia corresponden a mujeres adultas.`,
    expected: [
      row('red_cells', 3.15, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 23, '%', 'low'),
      row('mcv', 73, 'fL', 'low'),
      row('mch', 20.3, 'pg', 'low'),
      row('mchc', 27.8, 'g/dL', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('platelets', 452, '10^9/L', 'high'),
      row('ferritin', 3.2, 'ng/mL', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 7.8, 'ng/mL', null),
    ],
  },
  {
    // Chile, "Perfil bioquímico" plus thyroid: H/L printed before the value, ranges with "<",
    // free T4 in pmol/L, TSH in µUI/mL; fósforo, bilirrubina directa and LDH are not results.
    id: 'h14-es-4',
    language: 'es',
    kind: 'text',
    text: `CENTRO MÉDICO DE PRUEBA - LABORATORIO CLÍNICO
Santiago, Chile
Nombre: PERSONA PRUEBA CUATRO            RUT: 00.000.000-0
Fecha nac.: 01/01/1964    Edad: 60 a    Sexo: Femenino
Procedencia: Ambulatorio    Fecha recepción: 09/05/2024
Examen                        Resultado        Unidad       Valor de referencia
PERFIL BIOQUÍMICO
Glucosa                           88           mg/dL        70 - 100
Ácido úrico                  H    7,9          mg/dL        2,4 - 5,7
Calcio                            9,4          mg/dL        8,6 - 10,2
Fósforo                           3,6          mg/dL        2,5 - 4,5
Proteínas totales                 7,1          g/dL         6,4 - 8,3
Albúmina                          4,3          g/dL         3,5 - 5,2
Bilirrubina total            H    1,6          mg/dL        0,3 - 1,2
Bilirrubina directa               0,3          mg/dL        0,0 - 0,3
Fosfatasas alcalinas              98           U/L          35 - 105
GOT/AST                           31           U/L          < 32
GPT/ALT                           29           U/L          < 33
GGT                               18           U/L          6 - 42
LDH                               188          U/L          135 - 214
Colesterol total                  196          mg/dL        < 200
PERFIL TIROIDEO
TSH                          H    6,84         µUI/mL       0,27 - 4,20
T4 libre                     L    11,2         pmol/L       12,0 - 22,0
H: valor sobre el rango de referencia. L: valor bajo el rango de referencia.
Tecnólogo Médico responsable
Pág. 1/1`,
    expected: [
      row('glucose', 88, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('calcium', 9.4, 'mg/dL', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('alp', 98, 'U/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 29, 'U/L', null),
      row('ggt', 18, 'U/L', null),
      row('cholesterol', 196, 'mg/dL', null),
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', 'low'),
    ],
  },
  {
    // Colombia, "Uroanálisis": physical, chemical (dipstick) and microscopic sections; grades
    // written as Negativo, Trazas, + and ++ against a "Negativo" range; urine bilirubin,
    // urobilinogen and the sediment counts are not results to extract.
    id: 'h14-es-5',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO DE DEMOSTRACIÓN
Bogotá D.C.
Paciente: PERSONA DE PRUEBA CINCO        Documento: CC 0000000
Fecha de nacimiento: 01/01/1993          Edad: 31 Años     Sexo: F
Entidad: Particular                      Fecha de ingreso: 17/06/2024
UROANÁLISIS
Examen                  Resultado           Valores de referencia
EXAMEN FÍSICO
Color                   Amarillo            Amarillo
Aspecto                 Ligeramente turbio  Transparente
EXAMEN QUÍMICO
Densidad                1,025               1,005 - 1,030
pH                      6,0                 5,0 - 8,0
Leucocitos              ++                  Negativo
Nitritos                Negativo            Negativo
Proteínas               Trazas              Negativo
Glucosa                 Negativo            Negativo
Cuerpos cetónicos       Negativo            Negativo
Urobilinógeno           Normal              Normal
Bilirrubina             Negativo            Negativo
Sangre                  +                   Negativo
EXAMEN MICROSCÓPICO (SEDIMENTO)
Leucocitos              10 - 15 /campo      0 - 5 /campo
Hematíes                3 - 5 /campo        0 - 2 /campo
Células epiteliales     Escasas
Bacterias               Abundantes
Moco                    +
Se sugiere urocultivo.
Bacteriólogo(a): Profesional de Laboratorio`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
