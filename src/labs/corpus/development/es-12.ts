/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), Spanish: reports from labs and patient portals in
 * Spain, Argentina, Chile, Colombia, Uruguay and Venezuela, all with a decimal comma. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows
 * for tests Hale does not know (fósforo, LDH, RDW/ADE, VSG, fórmula de
 * eosinófilos/monocitos/basófilos, transferrina, VLDL, colesterol no HDL, índices, anti-TPO,
 * homocisteína, urobilinógeno, sedimento urinario …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-12-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spanish public hospital (Madrid): "*" written BEFORE an out-of-range value, electrolytes in
    // mmol/L, FGe CKD-EPI with "mL/min/1,73 m²" and a "> 60" range, liver enzymes as GOT/GPT.
    id: 'h11-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DEL ENSAYO
Servicio de Análisis Clínicos - Laboratorio Central
Paciente: PERSONA PRUEBA, TEST             NHC: 0000000            Sexo: Hombre
F. nacimiento: 01/01/1957                  Edad: 67 años
Servicio peticionario: Atención Primaria - C.S. Ejemplo
Nº petición: 00000000     F. extracción: 12/03/2024 08:31     F. validación: 12/03/2024 13:20

BIOQUÍMICA GENERAL (SUERO)
Prueba                                     Resultado      Unidades             Valores de referencia
Glucosa                                    *  131         mg/dL                74 - 106
Urea                                          46          mg/dL                17 - 49
Creatinina                                 *  1,38        mg/dL                0,70 - 1,20
Filtrado glomerular estimado (CKD-EPI)     *  52          mL/min/1,73 m²       > 60
   FGe calculado con la ecuación CKD-EPI. Estadio G3a según KDIGO.
Ácido úrico                                *  8,1         mg/dL                3,4 - 7,0
Sodio                                         139         mmol/L               136 - 145
Potasio                                       4,8         mmol/L               3,5 - 5,1
Cloro                                         104         mmol/L               98 - 107
Calcio                                        9,6         mg/dL                8,6 - 10,2
Fósforo                                       3,4         mg/dL                2,5 - 4,5
Proteínas totales                             7,0         g/dL                 6,4 - 8,3
Albúmina                                      4,3         g/dL                 3,5 - 5,2

PERFIL HEPÁTICO
Bilirrubina total                             0,9         mg/dL                0,3 - 1,2
GOT (AST)                                     27          U/L                  5 - 40
GPT (ALT)                                  *  49          U/L                  5 - 41
Gamma-GT (GGT)                             *  96          U/L                  8 - 61
Fosfatasa alcalina                            84          U/L                  40 - 129
LDH                                           201         U/L                  135 - 225

* Valor fuera del intervalo de referencia.
Validado por: Facultativo Especialista de Área (firma electrónica)            Página 1 de 1`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('urea', 46, 'mg/dL', null),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.8, 'mmol/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('ast', 27, 'U/L', null),
      row('alt', 49, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alp', 84, 'U/L', null),
    ],
  },
  {
    // Argentine private lab: unit glued to the value ("6,4 g/dL"), no flags (the range decides),
    // a critical haemoglobin with a "VALOR CRÍTICO" note, and the leukocyte formula with a
    // relative column and an absolute column in /mm3 written with a thousands point.
    id: 'h11-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS "EJEMPLO" - Bioq. Test Ejemplo
Paciente: PRUEBA, Persona Test          DNI: 00.000.000          Edad: 34 años      Sexo: F
Fecha de nacimiento: 01/01/1990         Médico: Dr. Ejemplo      Obra social: Particular
Protocolo N°: 000000                    Fecha: 05/06/2024

HEMOGRAMA
                                  Valor hallado                Valores de referencia
Glóbulos rojos                    3,21 x10^6/µL                4,20 - 5,40
Hemoglobina                       6,4 g/dL                     12,0 - 16,0
   VALOR CRÍTICO - comunicado al médico tratante el 05/06/2024 a las 11:40 hs.
Hematocrito                       22,8 %                       37,0 - 47,0
VCM                               71,0 fL                      80,0 - 98,0
HCM                               19,9 pg                      27,0 - 32,0
CHCM                              28,1 g/dL                    32,0 - 36,0
ADE (RDW)                         21,4 %                       11,5 - 14,5
Glóbulos blancos                  5,6 x10^3/µL                 4,0 - 10,0
Fórmula leucocitaria              Relativa      Absoluta
  Neutrófilos segmentados         62 %          3.472 /mm3     (50 - 70 %)
  Linfocitos                      28 %          1.568 /mm3     (20 - 40 %)
  Monocitos                       7 %           392 /mm3       (2 - 10 %)
  Eosinófilos                     3 %           168 /mm3       (1 - 5 %)
  Basófilos                       0 %           0 /mm3         (0 - 1 %)
Plaquetas                         498 x10^3/µL                 150 - 450
Eritrosedimentación (VSG)         42 mm 1a hora                hasta 20
Observaciones: hipocromía (++), microcitosis (++), anisocitosis.

PERFIL DE HIERRO
Ferritina                         3 ng/mL                      13 - 150
Transferrina                      412 mg/dL                    200 - 360
Saturación de transferrina        4 %                          20 - 50

Bioq. Test Ejemplo - M.P. 0000`,
    expected: [
      row('red_cells', 3.21, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.8, '%', 'low'),
      row('mcv', 71, 'fL', 'low'),
      row('mch', 19.9, 'pg', 'low'),
      row('mchc', 28.1, 'g/dL', 'low'),
      row('white_cells', 5.6, '10^9/L', null),
      row('neutrophils', 62, '%', null),
      row('lymphocytes', 28, '%', null),
      row('platelets', 498, '10^9/L', 'high'),
      row('ferritin', 3, 'ng/mL', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
    ],
  },
  {
    // Chilean lab: flags as the words "alto"/"bajo" between value and unit, ranges written
    // "Menor a 200" / "Mayor a 40", LDL calculated, VLDL, no-HDL and a ratio that are not Hale's.
    id: 'h11-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO ANDES DE PRUEBA
Nombre: PERSONA PRUEBA TEST             RUT: 00.000.000-0            Edad: 52 años
Fecha nac.: 01-01-1972                  Procedencia: Ambulatorio     Médico: Dr(a). Ejemplo Test
Fecha toma de muestra: 18-04-2024 08:05                Fecha informe: 18-04-2024 17:30

EXAMEN                            RESULTADO          UNIDAD       VALOR DE REFERENCIA
PERFIL LIPÍDICO
Colesterol total                  241     alto       mg/dL        Menor a 200
Colesterol HDL                    38      bajo       mg/dL        Mayor a 40
Colesterol LDL (calculado)        163     alto       mg/dL        Menor a 130
Colesterol VLDL                   40      alto       mg/dL        Menor a 30
Triglicéridos                     198     alto       mg/dL        Menor a 150
Colesterol no HDL                 203     alto       mg/dL        Menor a 160
Índice colesterol total/HDL       6,3     alto                    Menor a 4,5

GLUCEMIA Y HEMOGLOBINA GLICOSILADA
Glucosa en ayunas                 118     alto       mg/dL        70 - 100
Hemoglobina glicosilada A1c       6,2     alto       %            4,0 - 5,6
   Interpretación (ADA): prediabetes 5,7 a 6,4 %; diabetes igual o mayor a 6,5 %.

PERFIL TIROIDEO
TSH                               7,86    alto       µUI/mL       0,35 - 4,94
T4 libre                          10,4               pmol/L       9,0 - 19,0
T3 libre                          2,9                pg/mL        1,7 - 3,7
Anticuerpos anti-TPO              318     alto       UI/mL        Menor a 5,61

Resultados validados por Tecnólogo Médico. Página 1 de 1`,
    expected: [
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 163, 'mg/dL', 'high'),
      row('triglycerides', 198, 'mg/dL', 'high'),
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.2, '%', 'high'),
      row('tsh', 7.86, 'mU/L', 'high'),
      row('free_t4', 10.4, 'pmol/L', null),
      row('free_t3', 2.9, 'pg/mL', null),
    ],
  },
  {
    // Spanish regional health portal CSV (";" and decimal comma): the date first, an indicator
    // column with arrows; VSG and homocysteine are not Hale's tests.
    id: 'h11-es-4',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valores de referencia;Indicador
08/02/2024;Vitamina D (25-OH);13,6;ng/mL;30 - 100;↓
08/02/2024;Vitamina B12 (cianocobalamina);171;pg/mL;197 - 771;↓
08/02/2024;Ácido fólico;2,9;ng/mL;3,9 - 26,8;↓
08/02/2024;Ferritina;46;ng/mL;22 - 275;
08/02/2024;Hemoglobina A1c;5,4;%;4,0 - 6,0;
08/02/2024;Glucosa;92;mg/dL;74 - 106;
08/02/2024;Tirotropina (TSH);2,41;µUI/mL;0,38 - 5,33;
08/02/2024;Proteína C reactiva;0,3;mg/dL;0,0 - 0,5;
08/02/2024;Velocidad de sedimentación;12;mm/h;0 - 20;
08/02/2024;Homocisteína;17,8;µmol/L;5,0 - 15,0;↑`,
    expected: [
      row('vitamin_d', 13.6, 'ng/mL', 'low'),
      row('vitamin_b12', 171, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('ferritin', 46, 'ng/mL', null),
      row('hba1c', 5.4, '%', null),
      row('glucose', 92, 'mg/dL', null),
      row('tsh', 2.41, 'mU/L', null),
      row('crp', 0.3, 'mg/dL', null),
    ],
  },
  {
    // Colombian "parcial de orina": dipstick grades as ++/+++, "Trazas", "Positivo" against
    // "Negativo", protein with its strip concentration in brackets; the sediment block repeats
    // "Leucocitos" as counts per field (microscopy, not a result to extract).
    id: 'h11-es-5',
    language: 'es',
    kind: 'text',
    text: `IPS LABORATORIO CLÍNICO DE PRUEBA S.A.S.
Paciente: TEST PERSONA PRUEBA       Documento: C.C. 0000000000      Edad: 29 Años     Sexo: Femenino
Fecha de nacimiento: 01/01/1995     EPS: Ejemplo Salud              Médico: Test Ejemplo
Fecha de ingreso: 2024-07-09 07:48                Fecha de validación: 2024-07-09 11:02

UROANÁLISIS (PARCIAL DE ORINA)
EXAMEN FÍSICO                       Resultado               Valor de referencia
Color                               Amarillo oscuro         Amarillo
Aspecto                             Turbio                  Claro
EXAMEN QUÍMICO (tira reactiva)
Densidad                            1,025                   1,005 - 1,030
pH                                  5,5                     5,0 - 8,0
Proteínas                           ++ (100 mg/dL)          Negativo
Glucosa                             Negativo                Negativo
Cuerpos cetónicos                   Trazas                  Negativo
Sangre                              +++                     Negativo
Leucocitos (esterasa)               ++                      Negativo
Nitritos                            Positivo                Negativo
Urobilinógeno                       0,2 mg/dL               0,2 - 1,0
EXAMEN MICROSCÓPICO (SEDIMENTO)
Leucocitos                          25 - 30 x campo         0 - 5 x campo
Hematíes                            10 - 15 x campo         0 - 3 x campo
Células epiteliales                 Escasas
Bacterias                           Abundantes
Moco                                Escaso
Cilindros                           No se observan
Observaciones: se sugiere urocultivo con antibiograma.
Bacterióloga: Test Ejemplo                                          Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
]

const all: readonly LabReportCase[] = [...cases, ...moreCases]

export default all
