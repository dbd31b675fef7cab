/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), Spanish: reports from Spain, Mexico, Peru, Bolivia and Paraguay
 * (this file) and Argentina, Colombia, Chile, Uruguay and a Spanish patient portal
 * (es-6-part-2.ts). Written without reading the extractor; synthetic reports: no real people, labs
 * or phone numbers. Rows for tests Hale does not know (ADE/RDW, VPM, VSG/VHS, monocytes,
 * eosinophils, basophils, band forms, reticulocytes, procalcitonin, VLDL, colesterol no HDL,
 * atherogenic index, LDH, osmolality, magnesium, phosphorus, transferrin, T4 total, anti-TPO,
 * insulin, HOMA, direct bilirubin, INR, urine bilirubin and urobilinogen, urine sediment …) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-6-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, hospital lab: "*" marks out of range without saying which way; neutrophils and
    // lymphocytes both as % and as absolute count (#); RDW (ADE), MPV, ESR and procalcitonin mixed in.
    id: 'h5-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO SIERRA DE PRUEBA
Servicio de Análisis Clínicos · Laboratorio Central
Paciente: PERSONA DE PRUEBA, TEST                 NHC: 000000
F. nacimiento: 01.01.1961    Sexo: Mujer    Edad: 64 años
Petición: 25-0000000   Extracción: 01.01.2025 08:12   Validación: 01.01.2025 13:40
Servicio solicitante: ATENCIÓN PRIMARIA - C.S. PRUEBA
Prueba                              Resultado     Unidades      Intervalo de referencia
HEMATOLOGÍA
Hemograma
Leucocitos                          11,8 *        x10^3/µL      4,0 - 11,0
Neutrófilos %                       78,4 *        %             40,0 - 75,0
Linfocitos %                        14,2 *        %             20,0 - 45,0
Monocitos %                         6,1           %             2,0 - 10,0
Eosinófilos %                       1,0           %             0,5 - 5,0
Basófilos %                         0,3           %             0,0 - 1,5
Neutrófilos #                       9,25 *        x10^3/µL      2,00 - 7,50
Linfocitos #                        1,68          x10^3/µL      1,00 - 4,00
Hematíes                            4,12          x10^6/µL      3,80 - 5,20
Hemoglobina                         11,4 *        g/dL          12,0 - 15,5
Hematocrito                         34,9 *        %             36,0 - 46,0
VCM                                 84,7          fL            80,0 - 100,0
HCM                                 27,7          pg            27,0 - 33,0
CHCM                                32,7          g/dL          32,0 - 36,0
ADE                                 15,9 *        %             11,5 - 14,5
Plaquetas                           412 *         x10^3/µL      150 - 400
VPM                                 9,8           fL            7,4 - 10,4
Velocidad de sedimentación (1ª h)   48 *          mm            0 - 20
BIOQUÍMICA
Proteína C reactiva                 9,7 *         mg/dL         0,0 - 0,5
Procalcitonina                      0,18          ng/mL         < 0,50
(*) Resultado fuera del intervalo de referencia.
Hemograma revisado al microscopio: no se observan blastos. Neutrofilia con desviación izquierda leve.
Facultativo responsable: Dr/a. Prueba                               Página 1 de 1`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 78.4, '%', 'high'),
      row('lymphocytes', 14.2, '%', 'low'),
      row('neutrophils', 9.25, '10^9/L', 'high'),
      row('lymphocytes', 1.68, '10^9/L'),
      row('red_cells', 4.12, '10^12/L'),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 34.9, '%', 'low'),
      row('mcv', 84.7, 'fL'),
      row('mch', 27.7, 'pg'),
      row('mchc', 32.7, 'g/dL'),
      row('platelets', 412, '10^9/L', 'high'),
      row('crp', 9.7, 'mg/dL', 'high'),
    ],
  },
  {
    // Mexico, private lab: a decimal POINT (as Mexico writes it), range before the unit, no flags
    // at all, ranges as "Menor de 100" / "Mayor de 40"; every result Hale knows happens to be a
    // whole number, the decimals are on VLDL, the atherogenic index and the method lines.
    id: 'h5-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DEL VALLE DE PRUEBA
Sucursal Centro · Guadalajara, Jal.
Paciente: PERSONA PRUEBA TEST                 Edad: 52 años    Sexo: Masculino
Fecha de nacimiento: 01/01/1973               Folio: 0000-0000
Médico: A QUIEN CORRESPONDA                   Fecha de toma: 01/01/2025   Ayuno: 12 h
QUÍMICA SANGUÍNEA
ESTUDIO                         RESULTADO     VALORES DE REFERENCIA     UNIDADES
Glucosa                         131           70 - 99                   mg/dL
PERFIL DE LÍPIDOS
Colesterol total                236           Menor de 200              mg/dL
Triglicéridos                   284           Menor de 150              mg/dL
Colesterol HDL                  37            Mayor de 40               mg/dL
Colesterol LDL                  142           Menor de 100              mg/dL
Colesterol VLDL                 56.8          0.0 - 30.0                mg/dL
Colesterol no HDL               199           Menor de 130              mg/dL
Índice aterogénico              6.4           Menor de 4.5
PERFIL HEPÁTICO
Aspartato aminotransferasa (TGO)   34         10 - 40                   U/L
Alanino aminotransferasa (TGP)     67         7 - 56                    U/L
Fosfatasa alcalina              118           40 - 129                  U/L
Gamma glutamil transferasa      84            8 - 61                    U/L
Deshidrogenasa láctica (DHL)    182           135 - 225                 U/L
Método: enzimático colorimétrico. LDL calculado por fórmula de Friedewald (TG < 400 mg/dL).
Valores de referencia para adultos. Q.F.B. Persona Prueba, Céd. Prof. 0000000
Hoja 1 de 1`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('triglycerides', 284, 'mg/dL', 'high'),
      row('hdl', 37, 'mg/dL', 'low'),
      row('ldl', 142, 'mg/dL', 'high'),
      row('ast', 34, 'U/L'),
      row('alt', 67, 'U/L', 'high'),
      row('alp', 118, 'U/L'),
      row('ggt', 84, 'U/L', 'high'),
    ],
  },
  {
    // Peru, emergency: a critical sodium (LL), flags L/H/LL between value and unit, a calculated
    // osmolality, and a critical-value note that repeats the sodium result in a sentence.
    id: 'h5-es-3',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA SANTA PRUEBA S.A.C. — Laboratorio Clínico
Av. Ejemplo 000, Lima
Paciente : TEST PERSONA, PRUEBA             H.C. : 000000
F. Nac.  : 01.01.1948    Edad: 77 a.    Sexo: F
Procedencia: EMERGENCIA    Orden: 000000    Fecha: 01.01.2025 06:55
BIOQUÍMICA - ELECTROLITOS
Análisis                      Resultado        Unid.             Rango referencial
Sodio                         116     LL       mmol/L            135 - 145
Potasio                       3,1     L        mmol/L            3,5 - 5,1
Cloro                         81      L        mmol/L            98 - 107
Bicarbonato                   24               mmol/L            22 - 29
Glucosa                       104     H        mg/dL             70 - 100
Urea                          22               mg/dL             15 - 45
Creatinina                    0,62             mg/dL             0,50 - 0,90
TFG estimada (CKD-EPI)        88               mL/min/1,73m²     > 60
Ácido úrico                   2,1     L        mg/dL             2,4 - 5,7
Calcio                        8,9              mg/dL             8,6 - 10,2
Magnesio                      1,8              mg/dL             1,6 - 2,6
Osmolalidad sérica (calc.)    241     L        mOsm/kg           275 - 295
*** VALOR CRÍTICO: Sodio 116 mmol/L comunicado a Lic. Prueba (Emergencia) a las 07:20 h ***
LL / HH: valor crítico.  L: bajo.  H: alto.
Validado por: Tecnólogo Médico Prueba                      Pág. 1/1`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.1, 'mmol/L', 'low'),
      row('chloride', 81, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L'),
      row('glucose', 104, 'mg/dL', 'high'),
      row('urea', 22, 'mg/dL'),
      row('creatinine', 0.62, 'mg/dL'),
      row('egfr', 88, 'mL/min/1.73m²'),
      row('uric_acid', 2.1, 'mg/dL', 'low'),
      row('calcium', 8.9, 'mg/dL'),
    ],
  },
  {
    // Bolivia, La Paz: a critical haemoglobin (↓↓), arrows after the value, counts per mm³,
    // altitude ranges, a differential with segmented and band forms, reticulocytes and
    // transferrin mixed in, and "+"/"++" in a smear comment that is not a dipstick.
    id: 'h5-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS "PRUEBA"
La Paz – Bolivia (3.640 m s.n.m.)
Nombre: Persona Prueba Test          Edad: 34 años     Sexo: Femenino
Fecha de nacimiento: 01.01.1991      Código: 0000
Solicitado por: Dra. Prueba          Fecha de recepción: 01.01.2025
HEMOGRAMA COMPLETO
Parámetro                       Resultado          Unidad          Valores de referencia (altura)
Glóbulos rojos                  2,98     ↓         x10^6/mm³       4,20 - 5,40
Hemoglobina                     6,4      ↓↓        g/dL            13,5 - 17,0
Hematocrito                     22,1     ↓         %               40 - 50
VCM                             74,2     ↓         fL              80 - 98
HCM                             21,5     ↓         pg              27 - 32
CHCM                            29,0     ↓         g/dL            32 - 36
Glóbulos blancos                5,6                x10^3/mm³       4,5 - 10,5
Fórmula leucocitaria
  Neutrófilos segmentados       62                 %               55 - 65
  Neutrófilos en banda          1                  %               0 - 3
  Linfocitos                    30                 %               25 - 35
  Monocitos                     5                  %               2 - 8
  Eosinófilos                   2                  %               1 - 4
Plaquetas                       465      ↑         x10^3/mm³       150 - 450
Reticulocitos                   1,2                %               0,5 - 2,0
PERFIL DE HIERRO
Hierro sérico                   3,9      ↓         µmol/L          9,0 - 30,4
Ferritina                       3,2      ↓         ng/mL           13 - 150
Transferrina                    372      ↑         mg/dL           200 - 360
Saturación de transferrina      4,2      ↓         %               20 - 50
Frotis: hipocromía ++, microcitosis ++, anisocitosis +. Compatible con anemia ferropénica.
¡VALOR CRÍTICO DE HEMOGLOBINA! Comunicado al médico solicitante.
Bioquímico responsable: Lic. Prueba`,
    expected: [
      row('red_cells', 2.98, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('mcv', 74.2, 'fL', 'low'),
      row('mch', 21.5, 'pg', 'low'),
      row('mchc', 29, 'g/dL', 'low'),
      row('white_cells', 5.6, '10^9/L'),
      row('neutrophils', 62, '%'),
      row('lymphocytes', 30, '%'),
      row('platelets', 465, '10^9/L', 'high'),
      row('iron', 3.9, 'µmol/L', 'low'),
      row('ferritin', 3.2, 'ng/mL', 'low'),
      row('transferrin_saturation', 4.2, '%', 'low'),
    ],
  },
  {
    // Paraguay, nephrology follow-up: a critical potassium (HH), the flag BEFORE the value, and a
    // previous-result column between the result and the unit; phosphorus mixed in.
    id: 'h5-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CENTRAL PRUEBA — Asunción, Paraguay
Paciente: TEST, Persona Prueba          C.I.: 0.000.000
Nacimiento: 01.01.1955    Sexo: M       Servicio: Nefrología
Fecha de muestra: 01.01.2025            Resultado anterior del: 01.10.2024
Determinación                        Resultado      Anterior     Unidad            Referencia
QUÍMICA CLÍNICA
Urea                                 H  148         96           mg/dL             10 - 50
Creatinina                           H  4,86        3,12         mg/dL             0,70 - 1,20
Filtrado glomerular (CKD-EPI 2021)   L  12          21           mL/min/1,73m²     > 60
Ácido úrico                          H  8,9         7,6          mg/dL             3,4 - 7,0
Sodio                                   137         139          mmol/L            136 - 145
Potasio                              HH 6,8         5,4          mmol/L            3,5 - 5,1
Cloro                                   104         102          mmol/L            98 - 107
Bicarbonato                          L  16          20           mmol/L            22 - 29
Calcio                               L  7,9         8,4          mg/dL             8,6 - 10,2
Fósforo                              H  6,7         5,1          mg/dL             2,5 - 4,5
Albúmina                             L  3,2         3,5          g/dL              3,5 - 5,2
Glucosa                                 96          101          mg/dL             74 - 106
Potasio crítico confirmado en segunda muestra sin hemólisis (índice de hemólisis: negativo).
Informado por teléfono al servicio solicitante.
H: alto  L: bajo  HH/LL: valor crítico`,
    expected: [
      row('urea', 148, 'mg/dL', 'high'),
      row('creatinine', 4.86, 'mg/dL', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('sodium', 137, 'mmol/L'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L'),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('calcium', 7.9, 'mg/dL', 'low'),
      row('albumin', 3.2, 'g/dL', 'low'),
      row('glucose', 96, 'mg/dL'),
    ],
  },
]

export default [...cases, ...moreCases]
