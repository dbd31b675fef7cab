/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: a Madrid hospital's emergency
 * chemistry and blood count with an H/L/HH indicator column, a previous-result column and a
 * critical potassium over two pages, a Mexican lab chain's thyroid, iron and vitamin panel with
 * arrows after the value and each range on the line below, an Argentine private lab with dotted
 * leaders, glucose, urea and lipids in g/l and "a" / "menor de" / "hasta" ranges without marks, a
 * Chilean urinalysis with "(++)" grades and renal chemistry marked Elevado / Disminuido, and a
 * Peruvian hospital's dengue blood count with ranges in square brackets, a critical platelet count
 * and two chemistry rows printed without ranges. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (creatine kinase, troponin, venous blood gas pH, pCO2
 * and lactate, monocytes, eosinophils, basophils, band forms, RDW, MPV, anti-TPO, transferrin,
 * non-HDL cholesterol, cholesterol/HDL ratio, direct bilirubin, urine bilirubin and urobilinogen,
 * sediment microscopy, urine albumin/creatinine ratio, ESR, dengue serology) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-19-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, a university hospital's 24-hour emergency lab: decimal commas, an "Ind." column with
    // H / L / HH between the result and the unit, a previous-result column dated in the header,
    // CRP in mg/dL, a venous blood gas block (its pH is blood, not urine), a critical potassium
    // with a haemolysis comment, the blood count on page 2 with the header repeated.
    id: 'h18-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO "EJEMPLO" — Servicio de Análisis Clínicos · Laboratorio de Urgencias
Comunidad de Madrid · Informe de resultados
Paciente: TEST PERSON               NHC: 0000000          Sexo: Hombre      Edad: 74 años
Nº petición: 00000000     Procedencia: Urgencias generales, box 0     Médico: Dr Example
Extracción: 18/11/2025 22:41     Recepción: 18/11/2025 22:55     Validación: 18/11/2025 23:36
Prueba                                  Resultado  Ind.  Unidades          Valores de referencia   Anterior 02/09/2025
BIOQUÍMICA URGENTE (suero)
Glucosa                                 142        H     mg/dL             74 - 106                98
Urea                                    118        H     mg/dL             17 - 43                 54
Creatinina                              2,84       H     mg/dL             0,70 - 1,20             1,41
Filtrado glomerular estimado (CKD-EPI)  21         L     mL/min/1,73 m²    > 60                    49
Sodio                                   131        L     mmol/L            136 - 146               139
Potasio                                 6,8        HH    mmol/L            3,5 - 5,1               4,9
Cloro                                   102              mmol/L            98 - 107                104
Creatina cinasa (CK)                    96               U/L               39 - 308
Proteína C reactiva                     3,9        H     mg/dL             0,0 - 0,5               0,2
Troponina T de alta sensibilidad        <3               ng/L              < 14
GASOMETRÍA VENOSA
pH                                      7,27       L                       7,32 - 7,43
pCO2                                    38         L     mmHg              41 - 51
Bicarbonato                             17,2       L     mmol/L            22 - 29
Lactato                                 1,4              mmol/L            0,5 - 2,2
Comentario: muestra ligeramente hemolizada (índice hemolítico 40); potasio confirmado en segunda muestra sin hemólisis.
HH / LL: valor crítico, comunicado por teléfono al médico responsable a las 23:31.
                                                                                   Página 1/2
HOSPITAL UNIVERSITARIO "EJEMPLO" — Servicio de Análisis Clínicos · Laboratorio de Urgencias
Paciente: TEST PERSON               NHC: 0000000          Nº petición: 00000000
Prueba                                  Resultado  Ind.  Unidades          Valores de referencia   Anterior 02/09/2025
HEMOGRAMA (sangre total EDTA)
Leucocitos                              13,6       H     x10^9/L           4,0 - 11,0              8,2
Neutrófilos                             11,1       H     x10^9/L           2,0 - 7,5               5,6
Linfocitos                              1,2        L     x10^9/L           1,5 - 4,0               1,9
Monocitos                               1,1        H     x10^9/L           0,2 - 1,0               0,6
Eosinófilos                             0,1              x10^9/L           0,0 - 0,5               0,2
Hematíes                                3,92       L     x10^12/L          4,30 - 5,80             4,35
Hemoglobina                             11,4       L     g/dL              13,0 - 17,0             12,6
Hematocrito                             34,8       L     %                 40,0 - 50,0             38,1
VCM                                     88,8             fL                80,0 - 100,0            87,6
ADE                                     15,1       H     %                 11,5 - 14,5             13,9
Plaquetas                               231              x10^9/L           150 - 400               265
Volumen plaquetario medio               10,2             fL                7,4 - 11,0
Validado por: Dra. Ejemplo, Facultativa Especialista de Área (Análisis Clínicos)        Página 2/2`,
    expected: [
      row('glucose', 142, 'mg/dL', 'high'),
      row('urea', 118, 'mg/dL', 'high'),
      row('creatinine', 2.84, 'mg/dL', 'high'),
      row('egfr', 21, 'mL/min/1.73m²', 'low'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 102, 'mmol/L', null),
      row('crp', 3.9, 'mg/dL', 'high'),
      row('bicarbonate', 17.2, 'mmol/L', 'low'),
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('neutrophils', 11.1, '10^9/L', 'high'),
      row('lymphocytes', 1.2, '10^9/L', 'low'),
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 34.8, '%', 'low'),
      row('mcv', 88.8, 'fL', null),
      row('platelets', 231, '10^9/L', null),
    ],
  },
  {
    // Mexico, a lab chain's branch: decimal points, an arrow AFTER the value (↑ / ↓), each
    // reference interval on its own indented line below the result ("Intervalo de referencia:
    // 0.35 - 4.94"), free T4 in pmol/L and free T3 in pg/mL, iron in µmol/L, an ADA
    // interpretation line and vitamin D categories under their results, a page break.
    id: 'h18-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO MÉDICO DEL NOROESTE — Sucursal Cumbres
Monterrey, Nuevo León, México · Responsable sanitario: Q.C.B. Ejemplo Ficticio
Paciente: TEST PERSON            Edad: 37 años     Sexo: Femenino        Orden: 0000-000000
Médico: Dr Example               Fecha de toma: 03/02/2026 07:55        Fecha de impresión: 04/02/2026 13:10
PERFIL TIROIDEO                                                    Método: quimioluminiscencia
Hormona estimulante de tiroides (TSH)            8.72  ↑         µUI/mL
      Intervalo de referencia: 0.35 - 4.94
T4 libre                                         8.1  ↓          pmol/L
      Intervalo de referencia: 9.0 - 19.0
T3 libre                                         2.9             pg/mL
      Intervalo de referencia: 1.88 - 3.18
Anticuerpos antiperoxidasa tiroidea (anti-TPO)   245  ↑          UI/mL
      Intervalo de referencia: menor a 5.61
METABOLISMO DE CARBOHIDRATOS
Glucosa en ayuno                                 92              mg/dL
      Intervalo de referencia: 70 - 99
Hemoglobina glucosilada (HbA1c)                  5.4             %
      Intervalo de referencia: 4.0 - 5.6
      Interpretación (ADA): 5.7 a 6.4 prediabetes; 6.5 o más, diabetes.
                                                                     Página 1 de 2
LABORATORIO MÉDICO DEL NOROESTE — Sucursal Cumbres
Paciente: TEST PERSON            Orden: 0000-000000
PERFIL DE HIERRO
Hierro sérico                                    6.9  ↓          µmol/L
      Intervalo de referencia: 9.0 - 30.4
Transferrina                                     3.84  ↑         g/L
      Intervalo de referencia: 2.00 - 3.60
Saturación de transferrina                       8  ↓            %
      Intervalo de referencia: 15 - 50
Ferritina                                        8.3  ↓          ng/mL
      Intervalo de referencia: 11.0 - 306.8
VITAMINAS
Vitamina B12                                     186  ↓          pg/mL
      Intervalo de referencia: 197 - 771
Ácido fólico                                     6.1             ng/mL
      Intervalo de referencia: 3.1 - 20.5
25-hidroxivitamina D total                       18.2  ↓         ng/mL
      Intervalo de referencia: 30.0 - 100.0
      Deficiencia: menor a 20; insuficiencia: 20 a 29.9; suficiencia: 30 a 100.
INFLAMACIÓN
Proteína C reactiva                              12.6  ↑         mg/L
      Intervalo de referencia: 0.0 - 5.0
↑ ↓ Resultado por arriba o por debajo del intervalo de referencia.
Q.F.B. Ejemplo Ficticio — Cédula profesional 0000000                  Página 2 de 2`,
    expected: [
      row('tsh', 8.72, 'mU/L', 'high'),
      row('free_t4', 8.1, 'pmol/L', 'low'),
      row('free_t3', 2.9, 'pg/mL', null),
      row('glucose', 92, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('iron', 6.9, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 8.3, 'ng/mL', 'low'),
      row('vitamin_b12', 186, 'pg/mL', 'low'),
      row('folate', 6.1, 'ng/mL', null),
      row('vitamin_d', 18.2, 'ng/mL', 'low'),
      row('crp', 12.6, 'mg/L', 'high'),
    ],
  },
  {
    // Argentina, a private lab: decimal commas, dotted leaders between the name and the result,
    // glucose ("Glucemia"), urea ("Uremia") and the lipids in g/l, lowercase mg/dl and U/l,
    // ranges written "0,70 a 1,10 g/l", "Deseable: menor de 2,00 g/l", "Mayor de 0,40",
    // "hasta 41 U/l", no marks at all (the range decides), non-HDL cholesterol and a ratio mixed in.
    id: 'h18-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS "EJEMPLO" — Bioquímica Clínica
Córdoba, República Argentina
Paciente: PERSON, Test            Protocolo N°: 00000/26         Edad: 59 años      Sexo: M
Médico: Dr Example                Obra social: Ficticia          Fecha: 12/03/2026
Muestra: suero, ayuno de 12 horas
                                                                      Valores de referencia
QUÍMICA CLÍNICA
Glucemia .................................. 1,18 g/l            0,70 a 1,10 g/l
Uremia .................................... 0,38 g/l            0,15 a 0,45 g/l
Creatininemia ............................. 0,92 mg/dl          0,70 a 1,30 mg/dl
Uricemia .................................. 7,9 mg/dl           3,5 a 7,2 mg/dl
Filtrado glomerular estimado (CKD-EPI) .... 88 ml/min/1,73 m²   mayor de 60
PERFIL LIPÍDICO
Colesterol total .......................... 2,46 g/l            Deseable: menor de 2,00 g/l
Colesterol HDL ............................ 0,38 g/l            Mayor de 0,40 g/l
Colesterol LDL (Friedewald) ............... 1,64 g/l            Menor de 1,30 g/l
Triglicéridos ............................. 2,21 g/l            Menor de 1,50 g/l
Colesterol no HDL ......................... 2,08 g/l            Menor de 1,60 g/l
Índice colesterol total/HDL ............... 6,5                 Menor de 5,0
HEPATOGRAMA
Bilirrubina total ......................... 0,8 mg/dl           hasta 1,2 mg/dl
Bilirrubina directa ....................... 0,2 mg/dl           hasta 0,3 mg/dl
TGO (GOT/AST) ............................. 31 U/l              hasta 38 U/l
TGP (GPT/ALT) ............................. 54 U/l              hasta 41 U/l
Fosfatasa alcalina ........................ 210 U/l             68 a 240 U/l
Gamma GT .................................. 88 U/l              8 a 61 U/l
Métodos: enzimático-colorimétrico (glucosa oxidasa, ureasa, uricasa); cinético a 37 °C para enzimas.
Valores de referencia de lípidos según NCEP ATP III. LDL calculado por fórmula de Friedewald.
Bioq. Ejemplo Ficticio — M.P. 0000                                            Hoja 1 de 1`,
    expected: [
      row('glucose', 1.18, 'g/L', 'high'),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('egfr', 88, 'mL/min/1.73m²', null),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.64, 'g/L', 'high'),
      row('triglycerides', 2.21, 'g/L', 'high'),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 54, 'U/L', 'high'),
      row('alp', 210, 'U/L', null),
      row('ggt', 88, 'U/L', 'high'),
    ],
  },
  {
    // Chile, a public network's lab for a primary-care centre: decimal commas (density "1,025"),
    // a dipstick graded in brackets "(++)" / "(+++)" and "Indicios" for trace, all against
    // "Negativo" with no marks, sediment counts "por campo" (a white-cell line that is not a blood
    // count), then renal chemistry in mEq/L with an "Observación" column reading Elevado /
    // Disminuido.
    id: 'h18-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO "EJEMPLO" — Red de Salud Pública
Valparaíso, Chile
Paciente: Test Person              RUT: 00.000.000-0       Edad: 71 años      Sexo: Femenino
Procedencia: CESFAM Ejemplo        Médico: Dr Example      Fecha de recepción: 14/05/2026
Examen                               Resultado      Unidad           Valor de referencia     Observación
ORINA COMPLETA
Examen físico-químico (tira reactiva)
Color                                Amarillo                        Amarillo
Aspecto                              Turbio                          Claro
Densidad                             1,025                           1,005 - 1,030
pH                                   5,5                             5,0 - 8,0
Proteínas                            (++)           mg/dL            Negativo
Glucosa                              Negativo       mg/dL            Negativo
Cetonas                              Indicios       mg/dL            Negativo
Sangre                               (+++)                           Negativo
Leucocitos                           Negativo                        Negativo
Nitritos                             Negativo                        Negativo
Bilirrubina                          Negativo                        Negativo
Urobilinógeno                        Normal         mg/dL            Normal
Sedimento urinario (microscopía)
Glóbulos rojos                       25 - 30        por campo        0 - 2
Glóbulos blancos                     2 - 4          por campo        0 - 5
Cilindros granulosos                 Escasos
Células epiteliales                  Escasas
BIOQUÍMICA SANGUÍNEA
Glucosa                              81             mg/dL            74 - 106
Urea                                 61             mg/dL            16,6 - 48,5             Elevado
Creatinina                           1,31           mg/dL            0,51 - 0,95             Elevado
VFG estimada (CKD-EPI 2021)          42             mL/min/1,73m²    > 60                    Disminuido
Ácido úrico                          6,9            mg/dL            2,4 - 5,7               Elevado
Sodio                                140            mEq/L            136 - 145
Potasio                              5,4            mEq/L            3,5 - 5,1               Elevado
Albúmina                             3,9            g/dL             3,5 - 5,2
Razón albúmina/creatinina en orina   212            mg/g             < 30                    Elevado
Observación: hematuria con cilindros granulosos; se sugiere control con nefrología.
TM. Ejemplo Ficticio — Tecnólogo Médico                                          Pág. 1/1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('glucose', 81, 'mg/dL', null),
      row('urea', 61, 'mg/dL', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 42, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.9, 'mg/dL', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('albumin', 3.9, 'g/dL', null),
    ],
  },
  {
    // Peru, a regional hospital's febrile unit (dengue): decimal points, counts in x10^3/uL and
    // x10^6/uL spelt with a "u", every range in square brackets "[4.0 - 10.0]", no marks, an
    // indented differential in % (with band forms) and absolute counts, a critical platelet
    // count, then page 2 where albumin and CRP are printed without a range (default table).
    id: 'h18-es-5',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL REGIONAL "EJEMPLO" — Departamento de Patología Clínica
Piura, Perú
Paciente: TEST PERSON         H.C.: 000000        DNI: 00000000        Edad: 29 a.     Sexo: M
Servicio: Emergencia — Unidad de Febriles          Médico: Dr Example
Fecha de obtención: 21/04/2026 09:10               Fecha de resultado: 21/04/2026 10:02
HEMOGRAMA COMPLETO                        Analizador hematológico automatizado de 5 poblaciones
Examen                            Resultado     Unidad        Valores referenciales
Leucocitos                        2.9           x10^3/uL      [4.0 - 10.0]
   Abastonados                    2             %             [0 - 5]
   Segmentados (neutrófilos)      48.2          %             [40.0 - 75.0]
   Linfocitos                     39.5          %             [20.0 - 45.0]
   Monocitos                      9.0           %             [2.0 - 10.0]
   Eosinófilos                    1.3           %             [0.0 - 6.0]
   Basófilos                      0.0           %             [0.0 - 1.0]
   Neutrófilos (absoluto)         1.40          x10^3/uL      [1.80 - 7.70]
   Linfocitos (absoluto)          1.15          x10^3/uL      [1.00 - 4.80]
Hematíes                          5.86          x10^6/uL      [4.50 - 5.90]
Hemoglobina                       17.9          g/dL          [13.5 - 17.5]
Hematocrito                       54.2          %             [41.0 - 53.0]
VCM                               92.5          fL            [80.0 - 100.0]
HCM                               30.5          pg            [26.0 - 34.0]
CHCM                              33.0          g/dL          [32.0 - 36.0]
Plaquetas                         18            x10^3/uL      [150 - 450]
Nota: hemoconcentración. Plaquetopenia severa verificada en lámina periférica (sin agregados).
VALOR CRÍTICO de plaquetas comunicado al médico de guardia a las 09:58.
                                                                           Pág. 1 de 2
HOSPITAL REGIONAL "EJEMPLO" — Departamento de Patología Clínica
Paciente: TEST PERSON         H.C.: 000000
BIOQUÍMICA
Examen                            Resultado     Unidad        Valores referenciales
TGO (AST)                         148           U/L           [0 - 40]
TGP (ALT)                         96            U/L           [0 - 41]
Albúmina                          3.3           g/dL
Proteína C reactiva               6.1           mg/L
Velocidad de sedimentación        8             mm/h          [0 - 15]
INMUNOLOGÍA
Dengue antígeno NS1               Reactivo                    No reactivo
Dengue IgM (ELISA)                No reactivo                 No reactivo
Albúmina y proteína C reactiva sin valores referenciales en esta sede por cambio de reactivo.
Tecnólogo médico: Ejemplo Ficticio — C.T.M.P. 0000                         Pág. 2 de 2`,
    expected: [
      row('white_cells', 2.9, '10^9/L', 'low'),
      row('neutrophils', 48.2, '%', null),
      row('lymphocytes', 39.5, '%', null),
      row('neutrophils', 1.4, '10^9/L', 'low'),
      row('lymphocytes', 1.15, '10^9/L', null),
      row('red_cells', 5.86, '10^12/L', null),
      row('haemoglobin', 17.9, 'g/dL', 'high'),
      row('haematocrit', 54.2, '%', 'high'),
      row('mcv', 92.5, 'fL', null),
      row('mch', 30.5, 'pg', null),
      row('mchc', 33.0, 'g/dL', null),
      row('platelets', 18, '10^9/L', 'low'),
      row('ast', 148, 'U/L', 'high'),
      row('alt', 96, 'U/L', 'high'),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('crp', 6.1, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
