/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), Spanish: hospital, primary-care and private lab
 * reports from Spain, Mexico, Argentina, Colombia, Peru and Chile, as PDF text layers and patient-
 * portal CSV exports. Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (ADE/RDW, VPM, monocitos, eosinófilos,
 * basófilos, osmolalidad, VSG, bilirrubina directa e indirecta, globulinas, índices y relaciones,
 * colesterol VLDL y no HDL, transferrina, TIBC, fósforo, magnesio, PTH, insulina, péptido C,
 * sedimento urinario, bilirrubina y urobilinógeno en orina …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-13-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spanish hospital emergency lab (Sevilla): hemograma with absolute differential in x10^3/µL,
    // bioquímica urgente with a flag column (H/L, LL for critical), a critical sodium of 117 with
    // the phone-call note, CRP in mg/dL as Spanish labs print it, and ADE, monocitos and a
    // calculated osmolality (not extracted).
    id: 'h12-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DE EJEMPLO (sintético) - SEVILLA
Servicio de Análisis Clínicos - Laboratorio de Urgencias
Paciente: PERSONA PRUEBA, TEST       NHC: 0000000      F. nacimiento: 01.01.1941     Sexo: Mujer
Procedencia: Urgencias - Box 12      Médico peticionario: Dr. G. Ejemplo
Nº petición: 26U-118204     Extracción: 27/11/2026 00:52     Validación: 27/11/2026 01:37

Prueba                              Resultado   Flag   Unidades        Valores de referencia
HEMATOLOGÍA - HEMOGRAMA
Leucocitos                          12,40       H      x10^3/µL        4,00 - 11,00
Hematíes                            4,02               x10^6/µL        3,80 - 5,20
Hemoglobina                         12,1               g/dL            12,0 - 16,0
Hematocrito                         35,8        L      %               36,0 - 46,0
VCM                                 89,1               fL              80,0 - 100,0
HCM                                 30,1               pg              27,0 - 33,0
CHCM                                33,8               g/dL            32,0 - 36,0
ADE                                 14,2               %               11,5 - 15,0
Plaquetas                           263                x10^3/µL        150 - 400
Neutrófilos                         9,80        H      x10^3/µL        2,00 - 7,50
Linfocitos                          1,30               x10^3/µL        1,00 - 4,00
Monocitos                           0,95        H      x10^3/µL        0,20 - 0,80

BIOQUÍMICA URGENTE
Glucosa                             142         H      mg/dL           70 - 110
Urea                                22                 mg/dL           17 - 43
Creatinina                          0,71               mg/dL           0,50 - 0,90
Filtrado glomerular (CKD-EPI)       75                 mL/min/1,73m2   > 60
Sodio                               117         LL     mmol/L          136 - 146
   ** VALOR CRÍTICO ** Comunicado por teléfono al facultativo responsable de Urgencias a las 01:35.
Potasio                             3,4         L      mmol/L          3,5 - 5,1
Cloro                               84          L      mmol/L          101 - 109
Osmolalidad calculada               246         L      mOsm/kg         275 - 300
Calcio                              8,9                mg/dL           8,5 - 10,5
Proteína C reactiva                 1,8         H      mg/dL           0,0 - 0,5

Comentario: Hiponatremia grave. Se sugiere determinar osmolalidad y sodio en orina.
Página 1 de 1          Validado por: Facultativo Especialista de Área, Análisis Clínicos`,
    expected: [
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('red_cells', 4.02, '10^12/L', null),
      row('haemoglobin', 12.1, 'g/dL', null),
      row('haematocrit', 35.8, '%', 'low'),
      row('mcv', 89.1, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 33.8, 'g/dL', null),
      row('platelets', 263, '10^9/L', null),
      row('neutrophils', 9.8, '10^9/L', 'high'),
      row('lymphocytes', 1.3, '10^9/L', null),
      row('glucose', 142, 'mg/dL', 'high'),
      row('urea', 22, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 75, 'mL/min/1.73m²', null),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('calcium', 8.9, 'mg/dL', null),
      row('crp', 1.8, 'mg/dL', 'high'),
    ],
  },
  {
    // Mexican private lab (Guadalajara): química sanguínea, lípidos, pruebas de función hepática
    // and HbA1c, out-of-range values marked only with "*" after the number (direction from the
    // range), TGO/TGP names, and direct/indirect bilirubin, globulins, A/G ratio, VLDL, non-HDL,
    // an atherogenic index and estimated average glucose mixed in (not extracted).
    id: 'h12-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO EJEMPLO S.A. DE C.V. (sintético)             Guadalajara, Jalisco
Paciente: PRUEBA PERSONA TEST          Edad: 61 años       Sexo: Masculino
Fecha de nacimiento: 01.01.1965        Folio: 2611-30457   Médico: Dr. H. Ejemplo
Fecha de toma: 25/11/2026 07:20        Fecha de entrega: 25/11/2026 13:05

Estudio                                         Resultado    Unidades    Valores de referencia
QUÍMICA SANGUÍNEA
Glucosa                                         187 *        mg/dL       70 - 100
Urea                                            38,5         mg/dL       16,6 - 48,5
Creatinina                                      1,14         mg/dL       0,70 - 1,20
Ácido úrico                                     6,8          mg/dL       3,4 - 7,0
Colesterol total                                241 *        mg/dL       < 200
Triglicéridos                                   389 *        mg/dL       < 150

PERFIL DE LÍPIDOS COMPLEMENTARIO
Colesterol HDL                                  36 *         mg/dL       > 40
Colesterol LDL (directo)                        139 *        mg/dL       < 130
Colesterol VLDL                                 77,8 *       mg/dL       < 30
Colesterol no HDL                               205 *        mg/dL       < 160
Índice aterogénico                              6,7 *                    < 4,5

PRUEBAS DE FUNCIÓN HEPÁTICA
Bilirrubina total                               0,84         mg/dL       0,20 - 1,20
Bilirrubina directa                             0,21         mg/dL       0,00 - 0,30
Bilirrubina indirecta                           0,63         mg/dL       0,10 - 1,00
Transaminasa glutámico oxalacética (TGO/AST)    46 *         U/L         0 - 40
Transaminasa glutámico pirúvica (TGP/ALT)       71 *         U/L         0 - 41
Fosfatasa alcalina                              98           U/L         40 - 129
Gamma glutamil transferasa (GGT)                112 *        U/L         10 - 71
Proteínas totales                               7,2          g/dL        6,4 - 8,3
Albúmina                                        4,3          g/dL        3,5 - 5,2
Globulinas                                      2,9          g/dL        2,3 - 3,5
Relación A/G                                    1,48                     1,10 - 2,20

HEMOGLOBINA GLUCOSILADA
HbA1c                                           8,3 *        %           4,0 - 5,6
Glucosa promedio estimada                       192          mg/dL

(*) Valor fuera del intervalo de referencia.
Q.F.B. L. Ejemplo - Responsable sanitario                                     Hoja 1 de 1`,
    expected: [
      row('glucose', 187, 'mg/dL', 'high'),
      row('urea', 38.5, 'mg/dL', null),
      row('creatinine', 1.14, 'mg/dL', null),
      row('uric_acid', 6.8, 'mg/dL', null),
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('triglycerides', 389, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 139, 'mg/dL', 'high'),
      row('bilirubin', 0.84, 'mg/dL', null),
      row('ast', 46, 'U/L', 'high'),
      row('alt', 71, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('ggt', 112, 'U/L', 'high'),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('hba1c', 8.3, '%', 'high'),
    ],
  },
  {
    // Argentine private lab (Córdoba): dotted leaders between name and value, the unit glued to
    // the value and the range in brackets after it, no flags, counts per mm3, a differential in %
    // only, a critical haemoglobin of 6,4 g/dl with its note, "(hasta 20)" and "(mayor a 3,9)"
    // ranges, and eosinophils, basophils, monocytes, ESR, transferrin and smear remarks with
    // "++" (not extracted).
    id: 'h12-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS "EJEMPLO" (sintético)
Bioq. I. Ejemplo - M.P. 0000                          Córdoba, Argentina
Paciente: PERSONA, Test       DNI: 00.000.000       Fecha de nac.: 01.01.1979
Médico solicitante: Dr. J. Ejemplo       Protocolo Nº 48213       Fecha: 26/11/2026

HEMOGRAMA
Glóbulos rojos .................... 3,38 x10^6/mm3      (4,20 - 5,40)
Hemoglobina ....................... 6,4 g/dl            (12,0 - 16,0)
Hematocrito ....................... 23,4 %              (37,0 - 47,0)
V.C.M. ............................ 69,2 fl             (80 - 96)
H.C.M. ............................ 18,9 pg             (27 - 32)
C.H.C.M. .......................... 27,4 g/dl           (32 - 36)
Glóbulos blancos .................. 6,9 x10^3/mm3       (4,0 - 10,0)
FÓRMULA LEUCOCITARIA
Neutrófilos ....................... 64 %                (50 - 70)
Eosinófilos ....................... 2 %                 (1 - 4)
Basófilos ......................... 0 %                 (0 - 1)
Linfocitos ........................ 29 %                (20 - 40)
Monocitos ......................... 5 %                 (2 - 8)
Plaquetas ......................... 488 x10^3/mm3       (150 - 450)
Eritrosedimentación (1ª hora) ..... 34 mm               (hasta 20)
Observaciones del frotis: hipocromía ++, microcitosis ++, anisocitosis +.

*** VALOR CRÍTICO: Hemoglobina 6,4 g/dl. Informado telefónicamente al médico solicitante. ***

METABOLISMO DEL HIERRO
Ferritina ......................... 3 ng/ml             (13 - 150)
Transferrina ...................... 389 mg/dl           (200 - 360)
Saturación de transferrina ........ 4 %                 (20 - 50)

VITAMINAS
Vitamina B12 ...................... 412 pg/ml           (197 - 771)
Ácido fólico sérico ............... 6,8 ng/ml           (mayor a 3,9)

                                                   Bioq. I. Ejemplo - Directora Técnica`,
    expected: [
      row('red_cells', 3.38, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 23.4, '%', 'low'),
      row('mcv', 69.2, 'fL', 'low'),
      row('mch', 18.9, 'pg', 'low'),
      row('mchc', 27.4, 'g/dL', 'low'),
      row('white_cells', 6.9, '10^9/L', null),
      row('neutrophils', 64, '%', null),
      row('lymphocytes', 29, '%', null),
      row('platelets', 488, '10^9/L', 'high'),
      row('ferritin', 3, 'ng/mL', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 6.8, 'ng/mL', null),
    ],
  },
  {
    // Spanish primary-care lab (Comunidad de Madrid): "Magnitud" column, arrows AFTER the value,
    // a previous-result column after the range (so the last number on a line is the old one),
    // "< 41" and "> 40" ranges, TSH in µUI/mL, free T4 in pmol/L, and an atherogenic index
    // (not extracted). HbA1c in IFCC mmol/mol is not printed.
    id: 'h12-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO CENTRAL (sintético) - Atención Primaria, Comunidad de Madrid
Centro de Salud Ejemplo                          Petición: 26P-0733921
Paciente: PRUEBA PERSONA, TEST     CIPA: 0000000000     F. Nac.: 01.01.1958     Sexo: V
Fecha de extracción: 24/11/2026                  Fecha de informe: 25/11/2026

Magnitud                                Resultado     Unidades          Intervalo ref.    Anterior (12/05/2025)
BIOQUÍMICA GENERAL
Creatinina                              0,98          mg/dL             0,70 - 1,20       0,95
Filtrado glomerular estimado (CKD-EPI)  81            mL/min/1,73 m2    > 60              84
Ácido úrico                             7,6 ↑         mg/dL             3,4 - 7,0         6,9
Bilirrubina total                       1,4 ↑         mg/dL             0,3 - 1,2         1,1
Aspartato aminotransferasa (GOT)        28            U/L               < 35              31
Alanina aminotransferasa (GPT)          44 ↑          U/L               < 41              38
Gamma-glutamiltransferasa (GGT)         39            U/L               < 60              52
Fosfatasa alcalina                      71            U/L               40 - 129          68

PERFIL LIPÍDICO
Colesterol total                        226 ↑         mg/dL             < 200             248
Colesterol HDL                          52            mg/dL             > 40              49
Colesterol LDL (calculado)              149 ↑         mg/dL             < 116             167
Triglicéridos                           124           mg/dL             < 150             196
Índice aterogénico (CT/HDL)             4,3                             < 5,0             5,1
   Objetivo de LDL según riesgo cardiovascular; consulte con su médico.

METABOLISMO HIDROCARBONADO
Hemoglobina A1c (NGSP/DCCT)             5,9 ↑         %                 4,0 - 5,6         6,1

HORMONAS
TSH                                     3,12          µUI/mL            0,35 - 4,94       2,80
T4 libre                                13,6          pmol/L            9,0 - 19,0
Vitamina D (25-hidroxi)                 17,3 ↓        ng/mL             30 - 100          22,0
   Deficiencia: < 20 ng/mL. Insuficiencia: 20 - 29 ng/mL.

Informe validado electrónicamente.                                       Pág. 1/1`,
    expected: [
      row('creatinine', 0.98, 'mg/dL', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('uric_acid', 7.6, 'mg/dL', 'high'),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
      row('ggt', 39, 'U/L', null),
      row('alp', 71, 'U/L', null),
      row('cholesterol', 226, 'mg/dL', 'high'),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 149, 'mg/dL', 'high'),
      row('triglycerides', 124, 'mg/dL', null),
      row('hba1c', 5.9, '%', 'high'),
      row('tsh', 3.12, 'mU/L', null),
      row('free_t4', 13.6, 'pmol/L', null),
      row('vitamin_d', 17.3, 'ng/mL', 'low'),
    ],
  },
  {
    // Colombian outpatient lab (Medellín): "parcial de orina" with the dipstick as Negativo,
    // ++, +++ and Positivo against "Negativo", then a sediment whose leucocitos/hematíes per
    // field, bacteria (+++) and mucus (+) are NOT dipstick rows, then two serum rows with BUN.
    // Urine bilirubin and urobilinogen are not extracted.
    id: 'h12-es-5',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO EJEMPLO (sintético)              Medellín, Antioquia
Paciente: TEST PERSONA PRUEBA      Documento: CC 00000000      Fecha nac.: 01.01.1992
Edad: 34 años    Sexo: F     Entidad: EPS EJEMPLO      Orden: 778120
Fecha toma: 26/11/2026 06:45       Fecha resultado: 26/11/2026 10:12

UROANÁLISIS (PARCIAL DE ORINA)
EXAMEN FÍSICO-QUÍMICO              RESULTADO             VALOR DE REFERENCIA
Color                              Amarillo              Amarillo
Aspecto                            Turbio                Claro
Densidad                           1,015                 1,005 - 1,030
pH                                 6,5                   5,0 - 7,5
Proteínas                          Negativo              Negativo
Glucosa                            Negativo              Negativo
Cetonas                            Negativo              Negativo
Bilirrubina                        Negativo              Negativo
Urobilinógeno                      Normal                Normal
Sangre                             ++                    Negativo
Nitritos                           Positivo              Negativo
Leucocitos (esterasa)              +++                   Negativo
SEDIMENTO URINARIO (40X)
Leucocitos                         20 - 25 xC            0 - 5 xC
Hematíes                           8 - 10 xC             0 - 3 xC
Células epiteliales                Escasas
Bacterias                          Abundantes (+++)
Moco                               +
Cilindros                          No se observan
Observaciones: Sedimento sugestivo de infección urinaria. Se sugiere urocultivo.

QUÍMICA SANGUÍNEA                  RESULTADO    UNIDADES     VALOR DE REFERENCIA
Creatinina en suero                0,78         mg/dL        0,51 - 0,95
Nitrógeno ureico (BUN)             11,2         mg/dL        6,0 - 20,0

Bacterióloga: M. Ejemplo - Registro 0000                     Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.015, '', null),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('creatinine', 0.78, 'mg/dL', null),
      row('urea', 11.2, 'mg/dL', null),
    ],
  },
]

export default [...cases, ...moreCases]
