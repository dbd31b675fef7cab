/**
 * Lab report corpus, HELD-OUT half (nineteenth set), Spanish: a Valencian hospital's blood count
 * and iron studies for primary care with an A / B mark column and a previous-result column over
 * two pages, a Guadalajara lab chain's comprehensive chemistry and lipids with an ALTO / BAJO
 * "INDICADOR" column, an Argentine endocrinology report written as "Name: value unit (VR: …)"
 * prose lines with no marks, a Colombian urinalysis with grades carrying approximate
 * concentrations and "Ref:" ranges plus serum chemistry, and a Chilean emergency report with the
 * arrow printed BEFORE the value, en-dash ranges and a critical sodium. Run only to measure the
 * extractor, never to tune it. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes,
 * eosinophils, basophils, ESR, transferrin, phosphorus, globulins, albumin/globulin ratio, direct
 * and indirect bilirubin, LDH, VLDL, atherogenic index, anti-TPO, urine colour, appearance,
 * bilirubin and urobilinogen, sediment microscopy, plasma and urine osmolality, magnesium, cortisol,
 * urine sodium) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, a Valencian university hospital's lab answering a health centre: decimal commas, an
    // "A/B" column (A above, B below the range) between the result and the unit, x10^9/L and
    // x10^12/L, a previous-result column dated in the header, the differential in % then absolute
    // counts, iron in µmol/L and ferritin on page 2 with the header repeated.
    id: 'h19-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL GENERAL UNIVERSITARIO "EJEMPLO" — Servicio de Análisis Clínicos
Departamento de Salud Ejemplo · Comunitat Valenciana
Paciente: TEST PERSON              SIP: 00000000            Sexo: Mujer            Edad: 38 años
Centro peticionario: Centro de Salud Ejemplo (Atención Primaria)          Médico: Dr Example
Nº de muestra: 00000000            Extracción: 14/10/2025 08:12            Validación: 14/10/2025 13:47
A: resultado por encima del intervalo de referencia · B: resultado por debajo del intervalo de referencia
Magnitud                                  Resultado   A/B   Unidades      Intervalo de referencia    Previo 03/03/2025
HEMATOLOGÍA · Hemograma (sangre total EDTA)
Hematíes                                  4,08        B     x10^12/L      4,20 - 5,40                4,31
Hemoglobina                               11,2        B     g/dL          12,0 - 16,0                12,4
Hematocrito                               34,6        B     %             37,0 - 47,0                38,0
Volumen corpuscular medio                 84,8              fL            80,0 - 99,0                88,2
Hemoglobina corpuscular media             27,5              pg            27,0 - 31,0                28,8
Concentración de Hb corpuscular media     32,4              g/dL          32,0 - 36,0                32,6
Amplitud de distribución eritrocitaria    15,2        A     %             11,5 - 14,5                13,4
Plaquetas                                 431         A     x10^9/L       150 - 400                  322
Volumen plaquetar medio                   9,4               fL            7,5 - 11,5
Leucocitos                                6,85              x10^9/L       4,00 - 11,00               7,10
  Neutrófilos                             58,3              %             40,0 - 75,0
  Linfocitos                              31,0              %             20,0 - 45,0
  Monocitos                               7,4               %             2,0 - 10,0
  Eosinófilos                             2,9               %             0,0 - 6,0
  Basófilos                               0,4               %             0,0 - 1,0
  Neutrófilos (valor absoluto)            3,99              x10^9/L       2,00 - 7,50
  Linfocitos (valor absoluto)             2,12              x10^9/L       1,00 - 4,00
Velocidad de sedimentación globular       24          A     mm/1ª h       0 - 20                     11
Comentario hematológico: anisocitosis con tendencia a la microcitosis; no se observan formas inmaduras.
                                                                                            Página 1/2
HOSPITAL GENERAL UNIVERSITARIO "EJEMPLO" — Servicio de Análisis Clínicos
Paciente: TEST PERSON              SIP: 00000000            Nº de muestra: 00000000
Magnitud                                  Resultado   A/B   Unidades      Intervalo de referencia    Previo 03/03/2025
BIOQUÍMICA · Metabolismo del hierro (suero)
Hierro                                    5,6         B     µmol/L        9,0 - 30,4                 10,9
Transferrina                              3,71        A     g/L           2,00 - 3,60
Índice de saturación de transferrina      6,1         B     %             15,0 - 45,0
Ferritina                                 7           B     ng/mL         15 - 150                   19
Comentario: perfil compatible con ferropenia; se recomienda valorar pérdidas ginecológicas y digestivas.
Métodos: hierro por colorimetría (ferrozina); ferritina por inmunoturbidimetría.
Facultativa responsable: Dra. Ejemplo Ficticia                                              Página 2/2`,
    expected: [
      row('red_cells', 4.08, '10^12/L', 'low'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.6, '%', 'low'),
      row('mcv', 84.8, 'fL', null),
      row('mch', 27.5, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('platelets', 431, '10^9/L', 'high'),
      row('white_cells', 6.85, '10^9/L', null),
      row('neutrophils', 58.3, '%', null),
      row('lymphocytes', 31.0, '%', null),
      row('neutrophils', 3.99, '10^9/L', null),
      row('lymphocytes', 2.12, '10^9/L', null),
      row('iron', 5.6, 'µmol/L', 'low'),
      row('transferrin_saturation', 6.1, '%', 'low'),
      row('ferritin', 7, 'ng/mL', 'low'),
    ],
  },
  {
    // Mexico, a lab chain's branch in Guadalajara: decimal points, lowercase mg/dl and g/dl, upper
    // case column heads, an "INDICADOR" column at the end of the line reading ALTO / BAJO, a GGT
    // equal to its upper bound (no mark), lipid ranges with a word before them ("Deseable < 200"),
    // the lipid profile on page 2, an NCEP interpretation line with numbers.
    id: 'h19-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIOS CLÍNICOS "EJEMPLO" S.A. DE C.V. — Sucursal Providencia
Guadalajara, Jalisco, México · Responsable sanitario: Q.F.B. Ejemplo Ficticio
Paciente: TEST PERSON            Edad: 52 años            Género: Masculino            Folio: 000000-00
Médico: Dr Example               Fecha de registro: 27/01/2026 07:20            Fecha de entrega: 27/01/2026 14:05
QUÍMICA SANGUÍNEA INTEGRAL                                       Muestra: suero · Ayuno: 10 horas
ESTUDIO                                  RESULTADO    UNIDADES    INTERVALO BIOLÓGICO DE REFERENCIA    INDICADOR
Glucosa                                  126          mg/dl       70 - 100                             ALTO
Urea                                     34.2         mg/dl       16.6 - 48.5
Creatinina                               1.04         mg/dl       0.70 - 1.20
Ácido úrico                              8.3          mg/dl       3.4 - 7.0                            ALTO
Calcio                                   9.6          mg/dl       8.6 - 10.2
Fósforo                                  3.5          mg/dl       2.5 - 4.5
PROTEÍNAS Y PRUEBAS DE FUNCIÓN HEPÁTICA
Proteínas totales                        7.2          g/dl        6.4 - 8.3
Albúmina                                 4.4          g/dl        3.5 - 5.2
Globulinas                               2.8          g/dl        2.3 - 3.5
Relación albúmina/globulinas             1.57                     1.10 - 2.20
Bilirrubina total                        1.46         mg/dl       0.20 - 1.20                          ALTO
Bilirrubina directa                      0.31         mg/dl       0.00 - 0.30                          ALTO
Bilirrubina indirecta                    1.15         mg/dl       0.10 - 1.00                          ALTO
Aspartato aminotransferasa (AST/TGO)     27           U/L         0 - 40
Alanina aminotransferasa (ALT/TGP)       58           U/L         0 - 41                               ALTO
Fosfatasa alcalina                       96           U/L         40 - 129
Gamma glutamil transpeptidasa (GGT)      71           U/L         10 - 71
Deshidrogenasa láctica (DHL)             188          U/L         135 - 225
Intervalos de referencia para población adulta; el indicador se asigna según el intervalo del método.
                                                                                          Página 1 de 2
LABORATORIOS CLÍNICOS "EJEMPLO" S.A. DE C.V. — Sucursal Providencia
Paciente: TEST PERSON            Folio: 000000-00
PERFIL DE LÍPIDOS
ESTUDIO                                  RESULTADO    UNIDADES    INTERVALO BIOLÓGICO DE REFERENCIA    INDICADOR
Colesterol total                         221          mg/dl       Deseable < 200                       ALTO
Triglicéridos                            289          mg/dl       Normal < 150                         ALTO
Colesterol HDL                           39           mg/dl       > 40                                 BAJO
Colesterol LDL (directo)                 124          mg/dl       Óptimo < 100                         ALTO
Colesterol VLDL (calculado)              58           mg/dl       < 30                                 ALTO
Índice aterogénico (CT/HDL)              5.7                      < 4.5                                ALTO
Clasificación NCEP ATP III: limítrofe 150 a 199 mg/dl; alto 200 a 499 mg/dl; muy alto 500 mg/dl o más.
Método: enzimático colorimétrico; LDL por método directo (homogéneo).
Q.F.B. Ejemplo Ficticio — Cédula profesional 0000000                                      Página 2 de 2`,
    expected: [
      row('glucose', 126, 'mg/dL', 'high'),
      row('urea', 34.2, 'mg/dL', null),
      row('creatinine', 1.04, 'mg/dL', null),
      row('uric_acid', 8.3, 'mg/dL', 'high'),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.4, 'g/dL', null),
      row('bilirubin', 1.46, 'mg/dL', 'high'),
      row('ast', 27, 'U/L', null),
      row('alt', 58, 'U/L', 'high'),
      row('alp', 96, 'U/L', null),
      row('ggt', 71, 'U/L', null),
      row('cholesterol', 221, 'mg/dL', 'high'),
      row('triglycerides', 289, 'mg/dL', 'high'),
      row('hdl', 39, 'mg/dL', 'low'),
      row('ldl', 124, 'mg/dL', 'high'),
    ],
  },
  {
    // Argentina, a private diagnostic centre in Rosario: every result a prose line "Name: value
    // unit   (VR: a a b)" with a colon after the name, decimal commas, lowercase µUI/ml, ng/ml,
    // pg/ml, "VR: hasta" / "VR: mayor de", HbA1c in % with its mmol/mol in brackets (one result,
    // the %), out-of-range values only in bold (so no mark in the text layer), method notes.
    id: 'h19-es-3',
    language: 'es',
    kind: 'text',
    text: `CENTRO DE DIAGNÓSTICO BIOQUÍMICO "EJEMPLO"
Rosario, Provincia de Santa Fe · Dirección técnica: Bioq. Ejemplo Ficticio
Paciente: PERSON, Test            DNI: 00.000.000            Edad: 46 años            Sexo: F
Médico solicitante: Dr Example    Obra social: Ficticia      Protocolo: 000000        Extracción: 09/03/2026
Los resultados fuera de los valores de referencia se imprimen en negrita.
ENDOCRINOLOGÍA
TSH (tirotrofina): 5,87 µUI/ml   (VR: 0,50 a 4,50)
T4 libre: 13,6 pmol/l   (VR: 10,0 a 22,0)
Anticuerpos anti-peroxidasa tiroidea (ATPO): 148 UI/ml   (VR: hasta 34)
   Método: electroquimioluminiscencia (ECLIA).
METABOLISMO HIDROCARBONADO
Glucemia en ayunas: 131 mg/dl   (VR: 70 a 110)
Hemoglobina glicosilada A1c: 7,2 % (55 mmol/mol)   (VR: 4,0 a 6,0 %)
   Método HPLC, certificado NGSP. Meta terapéutica sugerida en diabetes: menor de 7,0 %.
FUNCIÓN RENAL
Creatinina: 0,84 mg/dl   (VR: 0,50 a 0,90)
Filtrado glomerular estimado (CKD-EPI 2021): 83 ml/min/1,73 m²   (VR: mayor de 60)
METABOLISMO DEL HIERRO
Ferritina: 212 ng/ml   (VR: 13 a 150)
Saturación de transferrina: 34 %   (VR: 20 a 50)
VITAMINAS
Vitamina B12: 168 pg/ml   (VR: 200 a 900)
Ácido fólico sérico: 4,2 ng/ml   (VR: mayor de 5,4)
25-OH vitamina D total: 22,5 ng/ml   (VR: 30 a 100)
   Deficiencia: menor de 20 ng/ml · Insuficiencia: 20 a 29 ng/ml · Toxicidad: mayor de 150 ng/ml.
INFLAMACIÓN
Proteína C reactiva: 0,8 mg/l   (VR: hasta 5,0)
Firma y sello: Bioq. Ejemplo Ficticio — M.P. 0000                                        Hoja 1 de 1`,
    expected: [
      row('tsh', 5.87, 'mU/L', 'high'),
      row('free_t4', 13.6, 'pmol/L', null),
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 7.2, '%', 'high'),
      row('creatinine', 0.84, 'mg/dL', null),
      row('egfr', 83, 'mL/min/1.73m²', null),
      row('ferritin', 212, 'ng/mL', 'high'),
      row('transferrin_saturation', 34, '%', null),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('folate', 4.2, 'ng/mL', 'low'),
      row('vitamin_d', 22.5, 'ng/mL', 'low'),
      row('crp', 0.8, 'mg/L', null),
    ],
  },
  {
    // Colombia, an IPS lab in Medellín: a "parcial de orina" with grades followed by their
    // approximate concentration "++ (aprox. 50 Eri/µL)", "Trazas" for trace, "Esterasa
    // leucocitaria" and "Cuerpos cetónicos", every range prefixed "Ref:", sediment counts "x campo"
    // (not a blood count), then serum chemistry with the unit glued to the value and a potassium
    // printed without a range (default table).
    id: 'h19-es-4',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO "EJEMPLO" — Sede Laureles
Medellín, Antioquia, Colombia · Habilitación REPS 00000000
Paciente: TEST PERSON             C.C.: 0000000000          Edad: 33 años          Sexo: F
EPS: Ficticia                     Médico: Dr Example        Orden: 00000000        Fecha de toma: 18/02/2026 06:45
UROANÁLISIS (PARCIAL DE ORINA)                              Muestra: orina espontánea, primera de la mañana
Parámetro                    Resultado                         Referencia
Examen físico
Color                        Amarillo oscuro                   Amarillo
Aspecto                      Turbio                            Transparente
Densidad                     1.020                             Ref: 1.005 - 1.030
Examen químico (tira reactiva, lectura automatizada)
pH                           6.0                               Ref: 5.0 - 7.5
Proteínas                    Trazas                            Ref: Negativo
Glucosa                      Negativo                          Ref: Negativo
Cuerpos cetónicos            Negativo                          Ref: Negativo
Sangre                       ++ (aprox. 50 Eri/µL)             Ref: Negativo
Esterasa leucocitaria        +++ (aprox. 500 Leu/µL)           Ref: Negativo
Nitritos                     Negativo                          Ref: Negativo
Bilirrubina                  Negativo                          Ref: Negativo
Urobilinógeno                0.2 mg/dL                         Ref: 0.2 - 1.0
Examen microscópico (sedimento urinario)
Leucocitos                   25 - 30 x campo                   Ref: 0 - 5
Hematíes                     6 - 8 x campo                     Ref: 0 - 3
Bacterias                    Abundantes
Células epiteliales          Escasas
Moco                         Escaso
Observación: leucocituria y bacteriuria; muestra remitida a microbiología para urocultivo.
QUÍMICA SANGUÍNEA (suero)
Glucosa basal                88 mg/dL                          Ref: 70 - 100
Creatinina                   0.71 mg/dL                        Ref: 0.51 - 0.95
TFG estimada (CKD-EPI)       112 mL/min/1.73m²                 Ref: > 90
Sodio                        138 mmol/L                        Ref: 136 - 145
Potasio                      4.2 mmol/L
Proteína C reactiva          18.4 mg/L                         Ref: < 5.0
Potasio sin intervalo de referencia en esta sede por cambio de analizador.
Bacterióloga: Ejemplo Ficticio — T.P. 00000                                      Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.02, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('glucose', 88, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 112, 'mL/min/1.73m²', null),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('crp', 18.4, 'mg/L', 'high'),
    ],
  },
  {
    // Chile, a regional hospital's adult emergency lab: decimal commas, the arrow printed BEFORE
    // the value ("↓ 116"), en-dash ranges "136 – 145", electrolytes in mEq/L, a critical sodium
    // whose phone call is noted without repeating the value, CRP in mg/dL, counts in x10³/µL on
    // page 2, then spot-urine sodium and osmolality (not serum results).
    id: 'h19-es-5',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL CLÍNICO REGIONAL "EJEMPLO" — Unidad de Laboratorio Clínico
Concepción, Región del Biobío, Chile
Paciente: TEST PERSON            RUT: 00.000.000-0            Edad: 81 años            Sexo: Femenino
Servicio: Urgencia Adulto        Médico: Dr Example           N° de orden: 0000000
Toma de muestra: 02/06/2026 03:14          Recepción: 02/06/2026 03:26          Validación: 02/06/2026 04:02
↑ / ↓: resultado sobre / bajo el rango de referencia.
Examen                                Resultado        Unidad         Rango de referencia
ELECTROLITOS PLASMÁTICOS (ion selectivo indirecto)
Sodio                                 ↓ 116            mEq/L          136 – 145
Potasio                               ↓ 3,2            mEq/L          3,5 – 5,1
Cloro                                 ↓ 84             mEq/L          98 – 107
Bicarbonato                           23,6             mEq/L          22 – 29
Osmolalidad plasmática (medida)       ↓ 243            mOsm/kg        275 – 295
Valor crítico de sodio comunicado por teléfono al médico de turno (Dr Example) a las 03:58; repetido en la misma muestra.
PERFIL BIOQUÍMICO
Glucosa                               98               mg/dL          74 – 106
Urea                                  24               mg/dL          16,6 – 48,5
Creatinina                            0,62             mg/dL          0,51 – 0,95
Calcio                                8,9              mg/dL          8,6 – 10,3
Magnesio                              1,9              mg/dL          1,6 – 2,6
Albúmina                              3,7              g/dL           3,5 – 5,2
Proteína C reactiva                   ↑ 1,2            mg/dL          0,0 – 0,5
TSH                                   2,14             µUI/mL         0,27 – 4,20
Cortisol (muestra nocturna)           17,8             µg/dL          sin rango para este horario
                                                                                    Página 1 de 2
HOSPITAL CLÍNICO REGIONAL "EJEMPLO" — Unidad de Laboratorio Clínico
Paciente: TEST PERSON            RUT: 00.000.000-0            N° de orden: 0000000
Examen                                Resultado        Unidad         Rango de referencia
HEMOGRAMA (automatizado)
Hemoglobina                           12,6             g/dL           12,0 – 15,5
Leucocitos                            ↑ 11,9           x10³/µL        4,5 – 11,0
Plaquetas                             286              x10³/µL        150 – 450
ORINA AISLADA
Sodio urinario                        64               mEq/L          sin valores de referencia
Osmolalidad urinaria                  412              mOsm/kg        sin valores de referencia
Interpretación clínica a cargo del médico tratante.
TM. Ejemplo Ficticio — Tecnólogo Médico                                             Página 2 de 2`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 23.6, 'mmol/L', null),
      row('glucose', 98, 'mg/dL', null),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.62, 'mg/dL', null),
      row('calcium', 8.9, 'mg/dL', null),
      row('albumin', 3.7, 'g/dL', null),
      row('crp', 1.2, 'mg/dL', 'high'),
      row('tsh', 2.14, 'mU/L', null),
      row('haemoglobin', 12.6, 'g/dL', null),
      row('white_cells', 11.9, '10^9/L', 'high'),
      row('platelets', 286, '10^9/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
