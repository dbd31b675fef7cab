/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), Spanish: reports from hospital, primary-care and
 * private labs of Spain, Argentina, Chile, Colombia, Peru, Venezuela and Uruguay, as PDF text layers
 * and portal CSV exports. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (ADE/RDW, VPM, VSG/VES, osmolality, anion gap, lactate, ratios, non-HDL and
 * direct bilirubin, transferrin, anti-TPO, LDH, phosphorus, differential beyond neutrophils and
 * lymphocytes, urine bilirubin and urobilinogen, urine microscopy) are not results to extract, and
 * neither are values quoted in comment lines or previous-value columns.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-8-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, hospital lab (nephrology ward): "*" marks out-of-range values without a direction,
    // "**" a critical potassium; neutrophils and lymphocytes both as % and as absolute counts.
    id: 'h7-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL GENERAL DE PRUEBA - SERVICIO DE ANÁLISIS CLÍNICOS
Laboratorio de Bioquímica y Hematología · Calle Ejemplo s/n · Ciudad Ficticia
Paciente: PERSONA PRUEBA, TEST          Fecha nac.: 01.01.1948   Sexo: Hombre
NHC: 0000000    Petición: 00-000000    Procedencia: Nefrología (planta)    Extracción: 01/01/2025 08:12
Prueba                                   Resultado     Unidades          Valores de referencia
HEMATOLOGÍA
Hemograma
Hematíes                                 4,12 *        x10^6/µL          4,30 - 5,70
Hemoglobina                              12,1 *        g/dL              13,0 - 17,0
Hematocrito                              36,8 *        %                 39,0 - 50,0
VCM                                      89,3          fL                80,0 - 100,0
HCM                                      29,4          pg                27,0 - 33,0
CHCM                                     32,9          g/dL              31,5 - 36,0
ADE                                      14,8          %                 11,5 - 15,0
Leucocitos                               9,80          x10^3/µL          4,00 - 11,00
Neutrófilos %                            72,4          %                 40,0 - 75,0
Linfocitos %                             18,1 *        %                 20,0 - 45,0
Neutrófilos                              7,10          x10^3/µL          1,80 - 7,70
Linfocitos                               1,77          x10^3/µL          1,00 - 4,80
Plaquetas                                245           x10^3/µL          150 - 400
VPM                                      10,2          fL                7,4 - 11,0
BIOQUÍMICA
Glucosa                                  98            mg/dL             74 - 106
Urea                                     68 *          mg/dL             17 - 43
Creatinina                               1,62 *        mg/dL             0,67 - 1,17
Filtrado glomerular estimado (CKD-EPI)   44 *          mL/min/1,73m²     > 60
Sodio                                    136           mmol/L            136 - 145
Potasio                                  6,9 **        mmol/L            3,5 - 5,1
Cloro                                    104           mmol/L            98 - 107
Calcio                                   9,1           mg/dL             8,6 - 10,2
Osmolalidad calculada                    293           mOsm/kg           275 - 295
(*) Valor fuera del intervalo de referencia.
(**) Valor crítico: comunicado por teléfono al facultativo responsable a las 09:05 h.
Índice de hemólisis: negativo. Muestra sin hemólisis visible.
Validado por: Facultativo Especialista de Área                                  Página 1 de 1`,
    expected: [
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haemoglobin', 12.1, 'g/dL', 'low'),
      row('haematocrit', 36.8, '%', 'low'),
      row('mcv', 89.3, 'fL'),
      row('mch', 29.4, 'pg'),
      row('mchc', 32.9, 'g/dL'),
      row('white_cells', 9.8, '10^9/L'),
      row('neutrophils', 72.4, '%'),
      row('lymphocytes', 18.1, '%', 'low'),
      row('neutrophils', 7.1, '10^9/L'),
      row('lymphocytes', 1.77, '10^9/L'),
      row('platelets', 245, '10^9/L'),
      row('glucose', 98, 'mg/dL'),
      row('urea', 68, 'mg/dL', 'high'),
      row('creatinine', 1.62, 'mg/dL', 'high'),
      row('egfr', 44, 'mL/min/1.73m²', 'low'),
      row('sodium', 136, 'mmol/L'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L'),
      row('calcium', 9.1, 'mg/dL'),
    ],
  },
  {
    // Argentina, private lab: the reference range comes before the unit, written as words
    // ("Hasta 200", "Mayor de 40", "Menor de 130"); arrows before the value; non-HDL cholesterol,
    // an atherogenic index and direct bilirubin are not results to extract.
    id: 'h7-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS EJEMPLO - Bioquímica Clínica
Av. Ficticia 0000 · Ciudad Autónoma de Prueba · Tel. (000) 0000-0000
Paciente: Test Persona            DNI: 00.000.000            F. Nac.: 01/01/1966
Médico solicitante: Dr. Ejemplo   Obra social: Prueba         Protocolo N° 000000
Fecha de ingreso: 01/01/2025      Ayuno: 12 horas
DETERMINACIÓN                          RESULTADO     VALOR DE REFERENCIA        UNIDAD
PERFIL LIPÍDICO
Colesterol total                       ↑ 245         Deseable: hasta 200        mg/dl
Colesterol HDL                         ↓ 38          Mayor de 40                mg/dl
Colesterol LDL (calculado)             ↑ 171         Menor de 130               mg/dl
Triglicéridos                          ↑ 182         Hasta 150                  mg/dl
Colesterol no HDL                      ↑ 207         Menor de 160               mg/dl
Índice aterogénico (CT/HDL)            ↑ 6,4         Hasta 4,5
HIDRATOS DE CARBONO
Glucemia en ayunas                     ↑ 118         70 - 110                   mg/dl
Hemoglobina glicosilada (HbA1c)        ↑ 6,4         4,0 - 5,6                  %
HEPATOGRAMA
Bilirrubina total                        0,8         0,2 - 1,2                  mg/dl
Bilirrubina directa                      0,2         Hasta 0,3                  mg/dl
Transaminasa oxalacética (GOT/AST)       32          Hasta 40                   U/l
Transaminasa pirúvica (GPT/ALT)        ↑ 51          Hasta 41                   U/l
Fosfatasa alcalina                       98          31 - 100                   U/l
Gamma glutamil transpeptidasa (GGT)    ↑ 72          8 - 61                     U/l
Nota: Colesterol LDL calculado por fórmula de Friedewald (válida con triglicéridos < 400 mg/dl).
Los valores señalados con flecha se encuentran fuera del rango de referencia.
Bioquímica responsable: Lic. Ejemplo - M.P. 0000                     Hoja 1/1`,
    expected: [
      row('cholesterol', 245, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 182, 'mg/dL', 'high'),
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.4, '%', 'high'),
      row('bilirubin', 0.8, 'mg/dL'),
      row('ast', 32, 'U/L'),
      row('alt', 51, 'U/L', 'high'),
      row('alp', 98, 'U/L'),
      row('ggt', 72, 'U/L', 'high'),
    ],
  },
  {
    // Chile, private lab portal, CSV export: iron is "Fierro" and in umol/L, TSH in µUI/mL,
    // interpretation as words (Alto/Bajo/Normal); anti-TPO and transferrin are not results to extract.
    id: 'h7-es-3',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidad;Valor de referencia;Interpretación
TSH (Tirotropina);7,82;µUI/mL;0,35 - 4,94;Alto
T4 libre;11,2;pmol/L;9,0 - 19,0;Normal
T3 libre;2,6;pg/mL;1,7 - 3,7;Normal
Anticuerpos anti-TPO;186;UI/mL;< 5,6;Alto
Fierro sérico;6,4;umol/L;9,0 - 30,4;Bajo
Transferrina;3,62;g/L;2,00 - 3,60;Alto
Saturación de transferrina;8;%;20 - 50;Bajo
Ferritina;9;ng/mL;15 - 150;Bajo
Vitamina B12;212;pg/mL;197 - 771;Normal
Ácido fólico sérico;4,1;ng/mL;3,9 - 26,8;Normal
Vitamina D (25-OH);17,4;ng/mL;30 - 100;Bajo`,
    expected: [
      row('tsh', 7.82, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L'),
      row('free_t3', 2.6, 'pg/mL'),
      row('iron', 6.4, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('vitamin_b12', 212, 'pg/mL'),
      row('folate', 4.1, 'ng/mL'),
      row('vitamin_d', 17.4, 'ng/mL', 'low'),
    ],
  },
  {
    // Colombia, urinalysis (uroanálisis): dipstick in analyser order, results as crosses and words
    // against "Negativo", no flags; urine bilirubin, urobilinogen and the sediment (microscopy,
    // with its own "Leucocitos" and "Hematíes" per field) are not results to extract.
    id: 'h7-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DE PRUEBA S.A.S.
Sede Ejemplo · Ciudad Ficticia
Paciente: TEST PERSONA PRUEBA      Documento: CC 0000000000      Fecha de nacimiento: 01.01.1991
Entidad: EPS Ejemplo      Orden: 000000      Toma: 01/01/2025 07:40      Reporte: 01/01/2025 11:02
UROANÁLISIS
Examen                          Resultado              Valor de referencia      Unidades
EXAMEN FÍSICO
Color                           Amarillo oscuro        Amarillo
Aspecto                         Turbio                 Claro
EXAMEN QUÍMICO (tira reactiva)
Densidad                        1,025                  1,005 - 1,030
pH                              6,0                    5,0 - 8,0
Leucocitos (esterasa)           ++                     Negativo
Nitritos                        Positivo               Negativo
Proteínas                       ++                     Negativo
Glucosa                         Negativo               Negativo
Cetonas                         Negativo               Negativo
Urobilinógeno                   0,2                    0,2 - 1,0                mg/dL
Bilirrubina                     Negativo               Negativo
Sangre                          +++                    Negativo
SEDIMENTO URINARIO (microscopía)
Leucocitos                      20 - 25                0 - 5                    por campo
Hematíes                        10 - 15                0 - 3                    por campo
Células epiteliales             Escasas
Bacterias                       Abundantes
Cilindros                       No se observan
Comentario: hallazgos compatibles con infección urinaria; se sugiere urocultivo.
Bacterióloga: Profesional de Prueba - Registro 000000                         Pág. 1/1`,
    expected: [
      row('urine_specific_gravity', 1.025, ''),
      row('urine_ph', 6, ''),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 3, 'grade', 'high'),
    ],
  },
  {
    // Spain, primary care: a previous-result column (dated) between the result and the unit,
    // H/L after the value and LL for a critical sodium; eGFR printed as ">90"; measured osmolality
    // is not a result to extract.
    id: 'h7-es-5',
    language: 'es',
    kind: 'text',
    text: `SERVICIO DE SALUD DE PRUEBA - LABORATORIO DE ÁREA
Centro de Salud Ejemplo · Solicitante: Médico/a de Familia
Paciente: Persona Prueba, Test       F. nacimiento: 01.01.1939       Nº historia: 000000
Fecha de extracción: 01/01/2025      Nº petición: 0000000
                                 Resultado       Anterior        Unidades          Intervalo de referencia
                                 01/01/2025      15/03/2024
BIOQUÍMICA SÉRICA
Glucosa                          102             96              mg/dL             70 - 110
Urea                             31              38              mg/dL             10 - 50
Creatinina                       0,71            0,88            mg/dL             0,50 - 0,90
Filtrado glomerular (CKD-EPI)    >90             78              mL/min/1,73m²     >60
Ácido úrico                      2,4 L           4,9             mg/dL             2,6 - 6,0
Sodio                            117 LL          134             mmol/L            135 - 145
Potasio                          3,3 L           4,1             mmol/L            3,5 - 5,1
Cloro                            84 L            99              mmol/L            98 - 107
Proteínas totales                6,1 L           6,9             g/dL              6,4 - 8,3
Albúmina                         3,6             4,1             g/dL              3,5 - 5,2
Calcio                           8,9             9,4             mg/dL             8,6 - 10,2
Osmolalidad sérica (medida)      248 L           282             mOsm/kg           275 - 295
LÍPIDOS
Colesterol total                 168             181             mg/dL             < 200
Triglicéridos                    94              110             mg/dL             < 150
HORMONAS
TSH                              2,15            1,98            mUI/L             0,38 - 5,33
ORINA (micción aislada)
Osmolalidad en orina             412                             mOsm/kg           50 - 1200
H/L: por encima/por debajo del intervalo de referencia. LL: valor crítico bajo.
Sodio 117 mmol/L: valor crítico comunicado al centro de salud el 01/01/2025 a las 12:30.
Pág. 1 de 1`,
    expected: [
      row('glucose', 102, 'mg/dL'),
      row('urea', 31, 'mg/dL'),
      row('creatinine', 0.71, 'mg/dL'),
      row('egfr', 90, 'mL/min/1.73m²'),
      row('uric_acid', 2.4, 'mg/dL', 'low'),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.6, 'g/dL'),
      row('calcium', 8.9, 'mg/dL'),
      row('cholesterol', 168, 'mg/dL'),
      row('triglycerides', 94, 'mg/dL'),
      row('tsh', 2.15, 'mU/L'),
    ],
  },
]

export default [...cases, ...moreCases]
