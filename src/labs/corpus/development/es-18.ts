/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: a Colombian hospital's blood count
 * and iron with the range before the unit and ALTO/BAJO words in a last column over two pages, an
 * Argentine emergency ionogram with "(A)"/"(B)" marks and inline "VR:" ranges (a critical sodium),
 * a Mexican 27-element chemistry with arrows before the value and SI equivalents in brackets, a
 * Chilean endocrinology report with the range column before the result and "(*)" marks, and a
 * Dominican urinalysis with renal chemistry partly printed without ranges. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes,
 * eosinophils, basophils, transferrin, plasma osmolality, magnesium, VLDL, atherogenic index,
 * globulin, A/G ratio, direct and indirect bilirubin, LDH, phosphorus, anti-TPO, thyroglobulin,
 * insulin, HOMA index, urine bilirubin and urobilinogen, sediment microscopy) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-18-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Colombia, a hospital IPS lab: decimal points, the reference range BEFORE the unit, an
    // "Interpretación" column with ALTO / BAJO words, counts in 10^3/µL and 10^6/µL, relative and
    // absolute differential, iron studies on page 2 with the header repeated.
    id: 'h17-es-1',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA UNIVERSITARIA DEL VALLE DE ABURRÁ — Laboratorio Clínico
Medellín, Colombia · NIT 000.000.000-0
Paciente: TEST PERSON                       Documento: CC 0000000000
Edad: 44 años     Sexo: Masculino           Médico: Dr Example
Ingreso: 000000    Servicio: Consulta externa de medicina interna
Fecha de toma: 13/01/2025 06:40             Fecha de validación: 13/01/2025 10:15
CUADRO HEMÁTICO AUTOMATIZADO (impedancia y citometría de flujo)
Prueba                      Resultado    Valores de referencia    Unidades     Interpretación
Leucocitos                  11.80        4.50 - 11.00             10^3/µL      ALTO
Eritrocitos                 5.62         4.50 - 5.90              10^6/µL
Hemoglobina                 12.1         13.5 - 17.5              g/dL         BAJO
Hematocrito                 38.0         41.0 - 53.0              %            BAJO
VCM                         67.6         80.0 - 100.0             fL           BAJO
HCM                         21.5         26.0 - 34.0              pg           BAJO
CHCM                        31.8         32.0 - 36.0              g/dL         BAJO
RDW-CV                      17.2         11.5 - 14.5              %            ALTO
Plaquetas                   452          150 - 450                10^3/µL      ALTO
VPM                         8.1          7.4 - 10.4               fL
Neutrófilos %               72.4         40.0 - 70.0              %            ALTO
Linfocitos %                18.9         20.0 - 45.0              %            BAJO
Monocitos %                 6.2          2.0 - 10.0               %
Eosinófilos %               2.1          0.0 - 6.0                %
Basófilos %                 0.4          0.0 - 2.0                %
Neutrófilos #               8.54         1.80 - 7.70              10^3/µL      ALTO
Linfocitos #                2.23         1.00 - 4.80              10^3/µL
Morfología: microcitosis e hipocromía marcadas, anisocitosis, algunas células en diana.
                                                                         Página 1 de 2
CLÍNICA UNIVERSITARIA DEL VALLE DE ABURRÁ — Laboratorio Clínico
Paciente: TEST PERSON                       Documento: CC 0000000000
Prueba                      Resultado    Valores de referencia    Unidades     Interpretación
PERFIL DE HIERRO
Hierro sérico               6.8          10.6 - 28.3              µmol/L       BAJO
Transferrina                3.62         2.00 - 3.60              g/L          ALTO
Saturación de transferrina  7            20 - 50                  %            BAJO
Ferritina                   9.6          30 - 400                 ng/mL        BAJO
Nota: se sugiere electroforesis de hemoglobina si la ferritina se normaliza y persiste microcitosis.
Bacterióloga: Ejemplo Ficticio — Registro 00000                          Página 2 de 2`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 5.62, '10^12/L', null),
      row('haemoglobin', 12.1, 'g/dL', 'low'),
      row('haematocrit', 38.0, '%', 'low'),
      row('mcv', 67.6, 'fL', 'low'),
      row('mch', 21.5, 'pg', 'low'),
      row('mchc', 31.8, 'g/dL', 'low'),
      row('platelets', 452, '10^9/L', 'high'),
      row('neutrophils', 72.4, '%', 'high'),
      row('lymphocytes', 18.9, '%', 'low'),
      row('neutrophils', 8.54, '10^9/L', 'high'),
      row('lymphocytes', 2.23, '10^9/L', null),
      row('iron', 6.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 9.6, 'ng/mL', 'low'),
    ],
  },
  {
    // Argentina, a public hospital's emergency lab ("Guardia"): decimal commas, lowercase mEq/l,
    // mg/dl and g/dl, "(A)" / "(B)" marks after the value explained in a footnote, each range
    // inline after the unit as "VR: 135-145", a critical sodium phoned to the ward, osmolality and
    // magnesium mixed in.
    id: 'h17-es-2',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL INTERZONAL GENERAL DE AGUDOS "EJEMPLO" — Laboratorio Central de Guardia
Provincia de Buenos Aires
Paciente: PERSON, Test              H.C.: 000000        Edad: 81 años     Sexo: F
Servicio: Guardia Externa, box 0    Médico solicitante: Dr Example
Fecha de recepción: 22/02/2025 03:12          Fecha de informe: 22/02/2025 04:05
IONOGRAMA Y MEDIO INTERNO
Sodio (Na+)                  117 (B)      mEq/l      VR: 135-145
Potasio (K+)                 3,1 (B)      mEq/l      VR: 3,5-5,0
Cloro (Cl-)                  84 (B)       mEq/l      VR: 98-107
Bicarbonato                  24           mEq/l      VR: 22-28
Osmolaridad calculada        246 (B)      mOsm/l     VR: 275-295
QUÍMICA
Glucemia                     96           mg/dl      VR: 70-110
Uremia                       22           mg/dl      VR: 15-45
Creatininemia                0,61         mg/dl      VR: 0,50-1,10
Calcemia                     8,9          mg/dl      VR: 8,5-10,5
Magnesemia                   1,7          mg/dl      VR: 1,6-2,6
Proteínas totales            6,1 (B)      g/dl       VR: 6,4-8,3
Albúmina                     3,3 (B)      g/dl       VR: 3,5-5,0
HEMOGRAMA (parcial)
Hematocrito                  34 (B)       %          VR: 36-46
Hemoglobina                  11,6 (B)     g/dl       VR: 12,0-16,0
Leucocitos                   7,3          x10³/mm³   VR: 4,0-10,0
(A) valor aumentado  (B) valor disminuido respecto del valor de referencia.
VALOR CRÍTICO: natremia comunicada telefónicamente al médico de guardia a las 03:58 h.
Muestra recibida sin hemólisis. Repetir ionograma en 6 horas.
Bioq. de guardia: Ejemplo Ficticio — M.P. 0000                             Hoja 1/1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.1, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('glucose', 96, 'mg/dL', null),
      row('urea', 22, 'mg/dL', null),
      row('creatinine', 0.61, 'mg/dL', null),
      row('calcium', 8.9, 'mg/dL', null),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('haematocrit', 34, '%', 'low'),
      row('haemoglobin', 11.6, 'g/dL', 'low'),
      row('white_cells', 7.3, '10^9/L', null),
    ],
  },
  {
    // Mexico, a lab chain's "Química sanguínea de 27 elementos": decimal points, arrows BEFORE the
    // value, the SI equivalent in brackets at the end of some lines (the conventional unit is the
    // result), one-sided lipid ranges "< 200" / "> 40", a page break with the header repeated,
    // VLDL, atherogenic index, globulin, A/G ratio, direct and indirect bilirubin, LDH and
    // phosphorus mixed in.
    id: 'h17-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIOS CLÍNICOS DEL BAJÍO — Sucursal Centro
León, Guanajuato, México
Paciente: TEST PERSON                   Folio: 0000000000        Edad: 52 años   Sexo: Masculino
Médico: Dr Example                       Fecha de toma: 17/03/2025 07:20 (ayuno de 12 h)
QUÍMICA SANGUÍNEA DE 27 ELEMENTOS
Estudio                         Resultado       Unidades    Intervalo biológico     Equivalente SI
Glucosa                         ↑ 132           mg/dL       70 - 99                 [7.33 mmol/L]
Urea                            38.5            mg/dL       16.6 - 48.5             [6.41 mmol/L]
Creatinina                      0.94            mg/dL       0.70 - 1.20             [83 µmol/L]
Ácido úrico                     ↑ 7.8           mg/dL       3.4 - 7.0               [464 µmol/L]
Colesterol total                ↑ 241           mg/dL       < 200                   [6.23 mmol/L]
Triglicéridos                   ↑ 289           mg/dL       < 150                   [3.26 mmol/L]
Colesterol HDL                  ↓ 34            mg/dL       > 40                    [0.88 mmol/L]
Colesterol LDL (directo)        ↑ 149           mg/dL       < 100                   [3.85 mmol/L]
Colesterol VLDL                 ↑ 58            mg/dL       < 30
Índice aterogénico              ↑ 7.1                       < 4.5
Proteínas totales               7.4             g/dL        6.4 - 8.3
Albúmina                        4.6             g/dL        3.5 - 5.2
Globulina                       2.8             g/dL        2.3 - 3.5
Relación A/G                    1.6                         1.1 - 2.2
                                                                          Página 1 de 2
LABORATORIOS CLÍNICOS DEL BAJÍO — Sucursal Centro
Paciente: TEST PERSON                   Folio: 0000000000
Estudio                         Resultado       Unidades    Intervalo biológico     Equivalente SI
Bilirrubina total               0.7             mg/dL       0.3 - 1.2               [12 µmol/L]
Bilirrubina directa             0.2             mg/dL       0.0 - 0.3
Bilirrubina indirecta           0.5             mg/dL       0.1 - 1.0
TGO (AST)                       ↑ 46            U/L         0 - 40
TGP (ALT)                       ↑ 71            U/L         0 - 41
Fosfatasa alcalina              88              U/L         40 - 129
Gamma glutamil transferasa      ↑ 93            U/L         8 - 61
Deshidrogenasa láctica          190             U/L         135 - 225
Calcio                          9.6             mg/dL       8.6 - 10.2              [2.40 mmol/L]
Fósforo                         3.4             mg/dL       2.5 - 4.5
Flechas: ↑ por arriba, ↓ por debajo del intervalo biológico de referencia.
Metodología: colorimetría enzimática; LDL por método directo homogéneo.
Q.F.B. Ejemplo Ficticio — Céd. Prof. 0000000                              Página 2 de 2`,
    expected: [
      row('glucose', 132, 'mg/dL', 'high'),
      row('urea', 38.5, 'mg/dL', null),
      row('creatinine', 0.94, 'mg/dL', null),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('triglycerides', 289, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 149, 'mg/dL', 'high'),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.6, 'g/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('ast', 46, 'U/L', 'high'),
      row('alt', 71, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('ggt', 93, 'U/L', 'high'),
      row('calcium', 9.6, 'mg/dL', null),
    ],
  },
  {
    // Chile, a private clinic's endocrinology panel: decimal commas, the reference range column
    // BEFORE the result, a bare "(*)" after out-of-range values (side from the range), TSH in
    // mUI/L, free T4 and T3 in pmol/L, folate with a one-sided ">5,38", anti-TPO, thyroglobulin,
    // insulin and HOMA index mixed in.
    id: 'h17-es-4',
    language: 'es',
    kind: 'text',
    text: `CENTRO MÉDICO Y LABORATORIO LAS ARAUCARIAS
Concepción, Chile
Paciente: Test Person                   RUT: 00.000.000-0       Fecha Nac.: 01/01/1983
Sexo: Femenino     Médico: Dr Example   Procedencia: Endocrinología ambulatoria
Fecha de toma de muestra: 04/04/2025 08:30      Fecha de informe: 05/04/2025 12:00
Examen                          Valor de referencia      Resultado       Unidad
PERFIL TIROIDEO
TSH                             0,55 - 4,78              0,21 (*)        mUI/L
T4 libre                        11,5 - 22,7              25,6 (*)        pmol/L
T3 libre                        3,5 - 6,5                5,9             pmol/L
Anticuerpos anti-TPO            < 60                     312 (*)         UI/mL
Tiroglobulina                   3,5 - 77                 14              ng/mL
VITAMINAS
Vitamina B12                    197 - 771                178 (*)         pg/mL
Ácido fólico                    > 5,38                   4,6 (*)         ng/mL
25-hidroxi vitamina D           30 - 100                 21,3 (*)        ng/mL
METABOLISMO DE LA GLUCOSA
Glicemia en ayunas              70 - 100                 141 (*)         mg/dL
Hemoglobina glicosilada A1c     4,0 - 6,0                7,4 (*)         %
Insulina basal                  2,6 - 24,9               18,0            µUI/mL
Índice HOMA-IR                  < 2,5                    6,3 (*)
OTROS
Ferritina                       10 - 291                 45              ng/mL
Proteína C reactiva             0,0 - 5,0                4,1             mg/L
(*) Resultado fuera del valor de referencia.
Vitamina D: 20 - 30 ng/mL insuficiencia; < 20 ng/mL deficiencia.
Validado por: T.M. Ejemplo Ficticio                                        Página 1 de 1`,
    expected: [
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 25.6, 'pmol/L', 'high'),
      row('free_t3', 5.9, 'pmol/L', null),
      row('vitamin_b12', 178, 'pg/mL', 'low'),
      row('folate', 4.6, 'ng/mL', 'low'),
      row('vitamin_d', 21.3, 'ng/mL', 'low'),
      row('glucose', 141, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('ferritin', 45, 'ng/mL', null),
      row('crp', 4.1, 'mg/L', null),
    ],
  },
  {
    // Dominican Republic, a community lab: a urinalysis with dipstick results against "Neg." (no
    // marks), "+ (30 mg/dL)" protein, "Trazas" blood, a positive nitrite, then serum renal
    // chemistry where urea and uric acid are printed without any range (default table) and the
    // rest with ranges but no marks.
    id: 'h17-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO COMUNITARIO LOS MAMEYES
Santo Domingo Este, República Dominicana
Paciente: TEST PERSON              Edad: 63 años     Sexo: Femenino      No. de orden: 000000
Médico: Dr Example                 Seguro: ARS Ficticia                  Fecha: 09/05/2025
EXAMEN GENERAL DE ORINA
Muestra: orina al azar, chorro medio
Parámetro                  Resultado               Valor de referencia
Color                      Amarillo oscuro         Amarillo
Aspecto                    Turbio                  Claro
Densidad                   1.025                   1.003 - 1.030
pH                         6.0                     5.0 - 8.0
Proteínas                  + (30 mg/dL)            Neg.
Glucosa                    Neg.                    Neg.
Cuerpos cetónicos          Neg.                    Neg.
Sangre                     Trazas                  Neg.
Nitritos                   Positivo                Neg.
Leucocitos (esterasa)      +++                     Neg.
Bilirrubina                Neg.                    Neg.
Urobilinógeno              Normal                  Normal
Sedimento urinario
Leucocitos                 25 - 30 por campo       0 - 5 por campo
Hematíes                   3 - 5 por campo         0 - 3 por campo
Bacterias                  Abundantes
Cilindros                  No se observan
QUÍMICA SANGUÍNEA
Creatinina                 1.12 mg/dL              0.60 - 1.10 mg/dL
Urea                       44 mg/dL
Ácido úrico                5.2 mg/dL
Filtrado glomerular (CKD-EPI 2021)   58 mL/min/1.73m²      > 60
Comentario: hallazgos sugestivos de infección urinaria; se recomienda urocultivo.
Bioanalista: Lic. Ejemplo Ficticio — Exequátur 000-00                  Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6.0, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('creatinine', 1.12, 'mg/dL', 'high'),
      row('urea', 44, 'mg/dL', null),
      row('uric_acid', 5.2, 'mg/dL', null),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
