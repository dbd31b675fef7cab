/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: a Dominican private lab's blood count with
 * arrows after the value and "4.5 a 11.0" ranges over two pages, a Spanish district hospital's
 * biochemistry with no marks at all and a previous-result column, a Mexican emergency lab with
 * mEq/L, flags after the value and each range on the next line (a critical potassium), a Peruvian
 * thyroid and vitamin report with a bare "*" column, and an Ecuadorian urinalysis (EMO) with renal
 * chemistry. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes, eosinophils, basophils,
 * ESR, reticulocytes, phosphorus, magnesium, anion gap, lactate, non-HDL cholesterol,
 * albumin/creatinine ratio, anti-TPO, TRAb, urine colour, aspect, bilirubin and urobilinogen,
 * sediment microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-17-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Dominican Republic, a private reference lab: decimal points, counts in x10E9/L and
    // x10E12/L, arrows after the value (before the unit), ranges written "4.5 a 11.0", the
    // differential in % then absolute, a page break with the header repeated, ESR on page 2.
    id: 'h16-es-1',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DE REFERENCIA DEL CARIBE
Santo Domingo, República Dominicana · RNC 0-00-00000-0
Paciente: TEST PERSON                          Récord: 000000
Edad: 29 años      Sexo: Femenino              Médico: Dr Example
Fecha de entrada: 02/09/2024 07:55             Fecha de salida: 02/09/2024 12:10
HEMOGRAMA COMPLETO (citometría de flujo)
Parámetro                   Resultado          Unidad         Valores normales
Glóbulos blancos            3.6   ↓            x10E9/L        4.5 a 11.0
Glóbulos rojos              4.02               x10E12/L       4.00 a 5.40
Hemoglobina                 10.8  ↓            g/dL           12.0 a 16.0
Hematocrito                 33.9  ↓            %              37.0 a 47.0
VCM                         84.3               fL             80.0 a 100.0
HCM                         26.9  ↓            pg             27.0 a 34.0
CHCM                        31.9  ↓            g/dL           32.0 a 36.0
RDW-CV                      15.9  ↑            %              11.5 a 14.5
Plaquetas                   131   ↓            x10E9/L        150 a 450
VPM                         10.8               fL             7.5 a 11.5
RECUENTO DIFERENCIAL
Neutrófilos                 48.2               %              40.0 a 70.0
Linfocitos                  41.5               %              20.0 a 45.0
Monocitos                   7.9                %              2.0 a 10.0
Eosinófilos                 2.1                %              0.0 a 5.0
Basófilos                   0.3                %              0.0 a 1.0
Neutrófilos absolutos       1.74  ↓            x10E9/L        2.00 a 7.50
Linfocitos absolutos        1.49  ↓            x10E9/L        1.50 a 4.00
Frotis: hipocromía leve, anisocitosis moderada. No se observan blastos.
                                                                   Página 1/2
LABORATORIO CLÍNICO DE REFERENCIA DEL CARIBE
Paciente: TEST PERSON                          Récord: 000000
Parámetro                   Resultado          Unidad         Valores normales
VELOCIDAD DE ERITROSEDIMENTACIÓN
VSG (Westergren)            22    ↑            mm/h           0 a 20
HEMATÍNICOS
Ferritina                   8.4   ↓            ng/mL          13.0 a 150.0
Reticulocitos               0.9                %              0.5 a 2.0
Comentario: perfil compatible con ferropenia. Valores normales para mujer adulta.
Método: quimioluminiscencia (ferritina). Validado por: Lic. Ejemplo Ficticio
                                                                   Página 2/2`,
    expected: [
      row('white_cells', 3.6, '10^9/L', 'low'),
      row('red_cells', 4.02, '10^12/L', null),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
      row('haematocrit', 33.9, '%', 'low'),
      row('mcv', 84.3, 'fL', null),
      row('mch', 26.9, 'pg', 'low'),
      row('mchc', 31.9, 'g/dL', 'low'),
      row('platelets', 131, '10^9/L', 'low'),
      row('neutrophils', 48.2, '%', null),
      row('lymphocytes', 41.5, '%', null),
      row('neutrophils', 1.74, '10^9/L', 'low'),
      row('lymphocytes', 1.49, '10^9/L', 'low'),
      row('ferritin', 8.4, 'ng/mL', 'low'),
    ],
  },
  {
    // Spain, a district hospital's lab for primary care: no marks at all (out-of-range values
    // "in bold", which a text layer loses), ranges with an en dash "3,5 – 5,1", a previous-result
    // column, a value equal to its upper bound, a page break with the header repeated.
    id: 'h16-es-2',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL COMARCAL DEL ALTO TAJUÑA — Servicio de Análisis Clínicos
Laboratorio de Bioquímica · Atención Primaria
Paciente: Test Person                        Nº historia: 000000
Fecha de nacimiento: 01/01/1961    Sexo: Hombre    Médico: Dr Example
Centro peticionario: C.S. Villafría           Nº de petición: 0000000
Fecha de extracción: 18/09/2024               Fecha de validación: 19/09/2024
Determinación                    Resultado   Unidades          Valores de referencia   Anterior (14/03/2024)
BIOQUÍMICA GENERAL
Glucosa                          92          mg/dL             74 – 106                95
Urea                             48          mg/dL             17 – 43                 41
Creatinina                       1,38        mg/dL             0,70 – 1,20             1,19
Filtrado glomerular (CKD-EPI)    52          mL/min/1,73 m²    >60                     63
Ácido úrico                      6,6         mg/dL             3,5 – 7,2               6,9
Sodio                            141         mmol/L            136 – 146               139
Potasio                          5,4         mmol/L            3,5 – 5,1               4,9
Cloruro                          107         mmol/L            98 – 107                104
Calcio                           9,9         mg/dL             8,8 – 10,6              9,7
Fósforo                          4,1         mg/dL             2,5 – 4,5
Los resultados fuera del intervalo de referencia se imprimen en negrita.
                                                                                   Página 1/2
HOSPITAL COMARCAL DEL ALTO TAJUÑA — Servicio de Análisis Clínicos
Paciente: Test Person                        Nº historia: 000000
Determinación                    Resultado   Unidades          Valores de referencia   Anterior (14/03/2024)
PERFIL LIPÍDICO
Colesterol total                 212         mg/dL             < 200                   198
Colesterol HDL                   58          mg/dL             > 40                    55
Colesterol LDL (Friedewald)      131         mg/dL             < 130                   118
Triglicéridos                    115         mg/dL             < 150                   124
Colesterol no HDL                154         mg/dL             < 160
METABOLISMO HIDROCARBONADO
Hemoglobina glicada A1c (NGSP)   5,9         %                 4,0 – 6,0               5,7
ORINA
Cociente albúmina/creatinina     12          mg/g              < 30                    9
Comentario: deterioro de la función renal respecto al control previo; valorar repetir
analítica en 3 meses. FGe calculado por CKD-EPI 2009 (no corregido por raza).
Facultativo responsable: Dra. Ejemplo                                              Página 2/2`,
    expected: [
      row('glucose', 92, 'mg/dL', null),
      row('urea', 48, 'mg/dL', 'high'),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.6, 'mg/dL', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('chloride', 107, 'mmol/L', null),
      row('calcium', 9.9, 'mg/dL', null),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL', null),
      row('ldl', 131, 'mg/dL', 'high'),
      row('triglycerides', 115, 'mg/dL', null),
      row('hba1c', 5.9, '%', null),
    ],
  },
  {
    // Mexico, a public hospital's emergency lab: decimal points, electrolytes in mEq/L, H/L/HH
    // after the value, each reference range on its own line under the result ("Ref.: …"), a
    // critical potassium phoned to the doctor, eGFR in "mL/min/1.73 m2", anion gap, magnesium and
    // lactate mixed in.
    id: 'h16-es-3',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL GENERAL DE ZONA NÚM. 00 — LABORATORIO CLÍNICO DE URGENCIAS
Paciente: TEST PERSON                 Expediente: 000000         Edad: 67 años   Sexo: M
Médico tratante: Dr Example           Servicio: Urgencias Adultos, cama 00
Fecha y hora de toma: 07/10/2024 23:48        Fecha de reporte: 08/10/2024 00:35
ELECTROLITOS SÉRICOS
Sodio                              129      L      mEq/L
      Ref.: 136 - 145 mEq/L
Potasio                            6.9      HH     mEq/L
      Ref.: 3.5 - 5.1 mEq/L
Cloro                              97       L      mEq/L
      Ref.: 98 - 107 mEq/L
Bicarbonato (HCO3)                 16.2     L      mmol/L
      Ref.: 22 - 29 mmol/L
Brecha aniónica                    15.8            mEq/L
      Ref.: 8 - 16 mEq/L
Calcio                             8.4      L      mg/dL
      Ref.: 8.6 - 10.2 mg/dL
Magnesio                           2.6      H      mg/dL
      Ref.: 1.6 - 2.4 mg/dL
QUÍMICA SANGUÍNEA
Glucosa                            187      H      mg/dL
      Ref.: 70 - 100 mg/dL
Urea                               142      H      mg/dL
      Ref.: 16.6 - 48.5 mg/dL
Creatinina                         3.84     H      mg/dL
      Ref.: 0.70 - 1.20 mg/dL
TFG estimada (CKD-EPI 2021)        16       L      mL/min/1.73 m2
      Ref.: > 60
Ácido úrico                        9.1      H      mg/dL
      Ref.: 3.4 - 7.0 mg/dL
Lactato                            1.8             mmol/L
      Ref.: 0.5 - 2.2 mmol/L
BIOMETRÍA HEMÁTICA (parcial)
Hemoglobina                        9.6      L      g/dL
      Ref.: 13.5 - 17.5 g/dL
Leucocitos                         8.9             10^3/µL
      Ref.: 4.5 - 11.0 10^3/µL
*** VALOR CRÍTICO: Potasio 6.9 mEq/L notificado a Dr Example a las 00:20 h. Muestra sin hemólisis. ***
Q.F.B. responsable: Ejemplo Ficticio                                  Hoja 1 de 1`,
    expected: [
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 97, 'mmol/L', 'low'),
      row('bicarbonate', 16.2, 'mmol/L', 'low'),
      row('calcium', 8.4, 'mg/dL', 'low'),
      row('glucose', 187, 'mg/dL', 'high'),
      row('urea', 142, 'mg/dL', 'high'),
      row('creatinine', 3.84, 'mg/dL', 'high'),
      row('egfr', 16, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.1, 'mg/dL', 'high'),
      row('haemoglobin', 9.6, 'g/dL', 'low'),
      row('white_cells', 8.9, '10^9/L', null),
    ],
  },
  {
    // Peru, a private clinic's lab: a separate "Fuera de rango" column holding a bare "*" (its side
    // from the range), TSH in µUI/mL, free T4 in pmol/L, free T3 in pg/mL, folate with a one-sided
    // "> 3,9" range, CRP in mg/dL, TRAb and anti-TPO antibodies mixed in.
    id: 'h16-es-4',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA MIRAFLORES DEL PACÍFICO — Departamento de Patología Clínica
Lima, Perú
Paciente: PERSONA, TEST                     H.C.: 000000          DNI: 00000000
Edad: 38 años    Sexo: Femenino             Médico solicitante: Dr Example
Fecha de toma: 11/11/2024 08:05             Fecha de resultado: 11/11/2024 16:40
Examen                          Resultado   Fuera de rango   Unidad       Valores referenciales
HORMONAS TIROIDEAS
TSH ultrasensible               0,08        *                µUI/mL       0,27 - 4,20
T4 libre                        28,4        *                pmol/L       12,0 - 22,0
T3 libre                        6,1         *                pg/mL        2,0 - 4,4
Anticuerpos anti-receptor TSH   4,8         *                UI/L         < 1,75
Anticuerpos anti-TPO            22                           UI/mL        < 34
VITAMINAS Y METABOLISMO DEL HIERRO
25-OH Vitamina D                24,6        *                ng/mL        30 - 100
Vitamina B12                    486                          pg/mL        211 - 911
Ácido fólico                    9,8                          ng/mL        > 3,9
Ferritina                       212         *                ng/mL        13 - 150
Saturación de transferrina      34                           %            20 - 50
BIOQUÍMICA
Glucosa basal                   84                           mg/dL        70 - 110
Hemoglobina glicosilada A1c     5,2                          %            4,0 - 5,6
Proteína C reactiva             1,2         *                mg/dL        0,0 - 0,5
Método: electroquimioluminiscencia (hormonas y vitaminas); turbidimetría (PCR).
Comentario: perfil compatible con hipertiroidismo; correlacionar con la clínica.
Tecnólogo Médico: Ejemplo Ficticio — C.T.M.P. 0000                      Página 1 de 1`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 6.1, 'pg/mL', 'high'),
      row('vitamin_d', 24.6, 'ng/mL', 'low'),
      row('vitamin_b12', 486, 'pg/mL', null),
      row('folate', 9.8, 'ng/mL', null),
      row('ferritin', 212, 'ng/mL', 'high'),
      row('transferrin_saturation', 34, '%', null),
      row('glucose', 84, 'mg/dL', null),
      row('hba1c', 5.2, '%', null),
      row('crp', 1.2, 'mg/dL', 'high'),
    ],
  },
  {
    // Ecuador, a community lab's "EMO" (elemental y microscópico de orina) with decimal points:
    // no marks, dipstick results against "Negativo", "++++" glucose and "Trazas" ketones, a specific
    // gravity equal to its upper bound, the sediment with its own "Leucocitos" line, then serum
    // chemistry on the same page with ranges and no marks either.
    id: 'h16-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO SAN GABRIEL DE LOS ANDES
Quito, Ecuador · Atención de lunes a sábado
Paciente: TEST PERSON                       Cédula: 0000000000
Edad: 54 años    Sexo: M                    Médico: Dr Example
Orden Nº: 000000       Fecha de toma: 26/11/2024       Fecha de entrega: 26/11/2024
EXAMEN ELEMENTAL Y MICROSCÓPICO DE ORINA (EMO)
Muestra: orina de primera hora, chorro medio
Examen físico                   Resultado                   Referencia
Color                           Amarillo claro              Amarillo
Aspecto                         Ligeramente turbio          Transparente
Densidad                        1.030                       1.005 - 1.030
pH                              5.5                         5.0 - 7.5
Examen químico (tira reactiva)
Leucocitos                      ++                          Negativo
Nitritos                        Negativo                    Negativo
Proteínas                       +++ (300 mg/dL)             Negativo
Glucosa                         ++++ (≥ 1000 mg/dL)         Negativo
Cetonas                         Trazas                      Negativo
Urobilinógeno                   Normal                      Normal
Bilirrubina                     Negativo                    Negativo
Sangre                          Negativo                    Negativo
Examen microscópico (sedimento)
Leucocitos                      10 - 15 /campo              0 - 5 /campo
Hematíes                        0 - 2 /campo                0 - 3 /campo
Células epiteliales             Escasas
Cilindros hialinos              2 - 4 /campo
Bacterias                       +
QUÍMICA SANGUÍNEA
Prueba                          Resultado    Unidad         Referencia
Glucosa                         312          mg/dL          70 - 110
Urea                            68           mg/dL          15 - 40
Creatinina                      1.9          mg/dL          0.6 - 1.1
TFG (CKD-EPI)                   40           mL/min/1.73m²  > 60
Nota: glucosuria y cetonuria; se sugiere control de glucemia y HbA1c.
Responsable: Lcda. Ejemplo Ficticia                                   Pág. 1/1`,
    expected: [
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 3, 'grade', 'high'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('glucose', 312, 'mg/dL', 'high'),
      row('urea', 68, 'mg/dL', 'high'),
      row('creatinine', 1.9, 'mg/dL', 'high'),
      row('egfr', 40, 'mL/min/1.73m²', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
