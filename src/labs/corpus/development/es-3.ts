/**
 * Lab report corpus, DEVELOPMENT half (third file), Spanish (reports as Argentine, Chilean,
 * Colombian, Uruguayan and Paraguayan labs print and export them): the second held-out half.
 * Written for Hale without reading the extractor and run once to measure it; it has been run, so
 * it now belongs to the development half that the extractor may be tuned against. Synthetic
 * reports, no real people, labs or phone numbers. Rows for tests Hale does not know (sediment
 * counts, bilirrubina directa, monocitos, VHS/eritrosedimentación, osmolalidad, colesterol no HDL)
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'h2-es-1',
    language: 'es',
    kind: 'text',
    text: `Laboratorio de Análisis Clínicos Ejemplo - Buenos Aires
Paciente: Persona de Prueba     DNI: 00.000.000     Edad: 54 años
Médico solicitante: Dr. Ejemplo     Fecha de extracción: 12/03/2026
Protocolo N° 260312-0447     Ayuno: 12 horas
QUÍMICA CLÍNICA
Glucemia ..................... 1,26 g/L .......... (0,70 - 1,10)
Uremia ....................... 0,38 g/L .......... (0,15 - 0,45)
Creatininemia ................ 1,05 mg/dL ........ (0,50 - 1,10)
Uricemia ..................... 7,9 mg/dL ......... (2,4 - 5,7)
Colesterol total ............. 2,45 g/L .......... (hasta 2,00)
Colesterol HDL ............... 0,41 g/L .......... (mayor de 0,40)
Colesterol LDL ............... 1,66 g/L .......... (hasta 1,30)
Triglicéridos ................ 1,90 g/L .......... (hasta 1,50)
Hemoglobina glicosilada A1c .. 6,9 % ............. (4,0 - 6,0)
ORINA COMPLETA - Examen químico
Densidad ..................... 1,025
pH ........................... 5,5
Proteínas .................... No contiene
Glucosa ...................... ++
Cuerpos cetónicos ............ Indicios
Hemoglobina .................. No contiene
Nitritos ..................... Negativo
Esterasa leucocitaria ........ Negativo
Sedimento: Leucocitos 2-3 por campo. Células epiteliales escasas.
Tel. (011) 0000-0000 - Página 1 de 1`,
    expected: [
      row('glucose', 1.26, 'g/L', 'high'),
      row('urea', 0.38, 'g/L'),
      row('creatinine', 1.05, 'mg/dL'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 2.45, 'g/L', 'high'),
      row('hdl', 0.41, 'g/L'),
      row('ldl', 1.66, 'g/L', 'high'),
      row('triglycerides', 1.9, 'g/L', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
    ],
  },
  {
    id: 'h2-es-2',
    language: 'es',
    kind: 'text',
    text: `Clínica Ejemplo Santiago - Laboratorio Clínico
Paciente: Persona de Prueba      RUT: 00.000.000-0      Edad: 37 a
Procedencia: Ambulatorio         Fecha toma de muestra: 04-02-2026 08:12
HEMOGRAMA
Examen                     Resultado        Unidad         Valor de referencia
Recuento de eritrocitos    4,02     ↓       x10^6/µL       4,20 - 5,40
Hemoglobina                11,1     ↓       g/dL           12,0 - 16,0
Hematocrito                34,2     ↓       %              37,0 - 47,0
VCM                        85,1             fL             80,0 - 100,0
HCM                        27,6             pg             27,0 - 33,0
CHCM                       32,5             g/dL           32,0 - 36,0
Recuento de leucocitos     13,8     ↑       x10^3/µL       4,5 - 11,0
Neutrófilos                79       ↑       %              50 - 70
Linfocitos                 15       ↓       %              20 - 40
Monocitos                  6                %              2 - 10
Recuento de plaquetas      412      ↑       x10^3/µL       150 - 400
VHS                        48       ↑       mm/h           0 - 20
PERFIL DE FIERRO
Ferritina                  9        ↓       ng/mL          13 - 150
Saturación de transferrina 7        ↓       %              20 - 50
PROTEÍNA C REACTIVA
Proteína C reactiva        9,6      ↑       mg/dL          < 1,0
Validado por: TM Ejemplo     Fecha de validación: 04-02-2026 13:40`,
    expected: [
      row('red_cells', 4.02, '10^12/L', 'low'),
      row('haemoglobin', 11.1, 'g/dL', 'low'),
      row('haematocrit', 34.2, '%', 'low'),
      row('mcv', 85.1, 'fL'),
      row('mch', 27.6, 'pg'),
      row('mchc', 32.5, 'g/dL'),
      row('white_cells', 13.8, '10^9/L', 'high'),
      row('neutrophils', 79, '%', 'high'),
      row('lymphocytes', 15, '%', 'low'),
      row('platelets', 412, '10^9/L', 'high'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('crp', 9.6, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'h2-es-3',
    language: 'es',
    kind: 'text',
    text: `Hospital Universitario Ejemplo - Laboratorio Clínico - Medellín
Paciente: Persona de Prueba     Documento: CC 0000000000
Servicio: Urgencias     Orden: 26-004512     Fecha: 19/01/2026 14:37
QUÍMICA SANGUÍNEA
Prueba                         Resultado          Rango de referencia
Sodio                          116    Bajo        135 - 145 mmol/L
Potasio                        3,2    Bajo        3,5 - 5,1 mmol/L
Cloro                          84     Bajo        98 - 107 mmol/L
Glucosa                        104                70 - 110 mg/dL
Nitrógeno ureico (BUN)         9                  7 - 20 mg/dL
Creatinina                     0,62               0,51 - 0,95 mg/dL
Calcio                         8,4    Bajo        8,6 - 10,2 mg/dL
Albúmina                       3,1    Bajo        3,5 - 5,2 g/dL
Proteínas totales              6,2    Bajo        6,4 - 8,3 g/dL
Osmolalidad calculada          236    Bajo        275 - 295 mOsm/kg
TFG estimada (CKD-EPI)         104                > 90 mL/min/1,73 m²
HORMONAS
TSH                            2,85               0,27 - 4,20 µUI/mL
VALOR CRÍTICO: sodio informado a la Dra. Ejemplo (ext. 2215) a las 14:52.
Método electrolitos: ISE indirecto, analizador serie 501.`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('glucose', 104, 'mg/dL'),
      row('urea', 9, 'mg/dL'),
      row('creatinine', 0.62, 'mg/dL'),
      row('calcium', 8.4, 'mg/dL', 'low'),
      row('albumin', 3.1, 'g/dL', 'low'),
      row('total_protein', 6.2, 'g/dL', 'low'),
      row('egfr', 104, 'mL/min/1.73m²'),
      row('tsh', 2.85, 'mU/L'),
    ],
  },
  {
    id: 'h2-es-4',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Ejemplo - Montevideo
Paciente: Persona de Prueba          C.I. 0.000.000-0
Fecha de ingreso: 23/02/2026    Fecha de validación: 24/02/2026
Página 1 de 2
FUNCIONAL Y ENZIMOGRAMA HEPÁTICO
Bilirrubina total: 2,8 * mg/dL (0,2 - 1,2)
Bilirrubina directa: 1,6 * mg/dL (0,0 - 0,3)
TGO (AST): 142 * U/L (hasta 40)
TGP (ALT): 198 * U/L (hasta 41)
Fosfatasa alcalina: 245 * U/L (40 - 129)
Gamma glutamil transpeptidasa: 310 * U/L (10 - 71)
Proteínas totales: 7,1 g/dL (6,4 - 8,3)
Albúmina: 3,9 g/dL (3,5 - 5,2)
PERFIL TIROIDEO
TSH: 1,92 µUI/mL (0,35 - 4,94)
T4 libre: 14,8 pmol/L (9,0 - 19,0)
T3 libre: 3,9 pg/mL (2,0 - 4,4)
VITAMINAS
25-OH Vitamina D: 17,5 * ng/mL (30 - 100)
Vitamina B12: 245 pg/mL (197 - 771)
Ácido fólico: 4,1 ng/mL (3,9 - 26,8)
(*) Valor fuera del rango de referencia.
Técnica: quimioluminiscencia. Página 2 de 2`,
    expected: [
      row('bilirubin', 2.8, 'mg/dL', 'high'),
      row('ast', 142, 'U/L', 'high'),
      row('alt', 198, 'U/L', 'high'),
      row('alp', 245, 'U/L', 'high'),
      row('ggt', 310, 'U/L', 'high'),
      row('total_protein', 7.1, 'g/dL'),
      row('albumin', 3.9, 'g/dL'),
      row('tsh', 1.92, 'mU/L'),
      row('free_t4', 14.8, 'pmol/L'),
      row('free_t3', 3.9, 'pg/mL'),
      row('vitamin_d', 17.5, 'ng/mL', 'low'),
      row('vitamin_b12', 245, 'pg/mL'),
      row('folate', 4.1, 'ng/mL'),
    ],
  },
  {
    id: 'h2-es-5',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Central Ejemplo - Asunción
Paciente: Persona de Prueba      Sexo: M      Edad: 66 años
Muestra: 10/04/2026 07:05      Nº de orden: 4471
Ayuno: 10 horas
Análisis                       Resultado     Unidades          Valores de Referencia
Química
Glucosa                        48            mg/dL             70 - 110
HbA1c                          8,4           %                 4,0 - 5,6
Urea                           62            mg/dL             15 - 45
Creatinina                     1,9           mg/dL             0,7 - 1,3
Filtrado glomerular (CKD-EPI)  36            mL/min/1,73m²     > 60
Ácido úrico                    5,1           mg/dL             3,4 - 7,0
Potasio                        5,4           mEq/L             3,5 - 5,1
Orina - tira reactiva
Densidad                       1,015                           1,005 - 1,030
pH                             6,0                             5,0 - 8,0
Proteínas                      ++                              Negativo
Glucosa                        Negativo                        Negativo
Cuerpos cetónicos              Negativo                        Negativo
Sangre                         Trazas                          Negativo
Leucocitos                     Negativo                        Negativo
Nitritos                       Negativo                        Negativo
Glucosa < 54 mg/dL: se avisó al médico tratante. Consultas: (021) 000 000`,
    expected: [
      row('glucose', 48, 'mg/dL', 'low'),
      row('hba1c', 8.4, '%', 'high'),
      row('urea', 62, 'mg/dL', 'high'),
      row('creatinine', 1.9, 'mg/dL', 'high'),
      row('egfr', 36, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 5.1, 'mg/dL'),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('urine_specific_gravity', 1.015, ''),
      row('urine_ph', 6, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
  {
    id: 'h2-es-6',
    language: 'es',
    kind: 'text',
    text: `Hospital Ejemplo - Laboratorio Clínico - San José, Costa Rica
Paciente: Persona de Prueba     Cédula: 0-0000-0000     Servicio: Emergencias
Fecha de recepción: 08/02/2026 02:14     Página 1 de 1
HEMATOLOGÍA
Análisis                 Resultado   Unidad       Rango             Observación
Hemoglobina              6,1         g/dL         [12,0 - 16,0]     CRÍTICO
Hematocrito              19,4        %            [36,0 - 46,0]     Bajo
Eritrocitos              2,21        x10^6/µL     [4,00 - 5,20]     Bajo
VCM                      87,8        fL           [80,0 - 100,0]
HCM                      27,6        pg           [27,0 - 33,0]
CHCM                     31,4        g/dL         [32,0 - 36,0]     Bajo
Leucocitos               9,4         x10^3/µL     [4,5 - 11,0]
Plaquetas                162         x10^3/µL     [150 - 450]
Grupo sanguíneo: O Rh positivo
QUÍMICA
Creatinina               0,81        mg/dL        [0,57 - 1,11]
Nitrógeno ureico         31          mg/dL        [6 - 20]          Alto
Bilirrubina total        0,7         mg/dL        [0,3 - 1,2]
Valor crítico notificado al Dr. Ejemplo a las 02:31 h (ext. 4402).`,
    expected: [
      row('haemoglobin', 6.1, 'g/dL', 'low'),
      row('haematocrit', 19.4, '%', 'low'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('mcv', 87.8, 'fL'),
      row('mch', 27.6, 'pg'),
      row('mchc', 31.4, 'g/dL', 'low'),
      row('white_cells', 9.4, '10^9/L'),
      row('platelets', 162, '10^9/L'),
      row('creatinine', 0.81, 'mg/dL'),
      row('urea', 31, 'mg/dL', 'high'),
      row('bilirubin', 0.7, 'mg/dL'),
    ],
  },
  {
    id: 'h2-es-7',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Determinación;Resultado;Unidad;Referencia;Marca
02/03/2026;Hematíes;4,61;10^6/µL;4,00 - 5,20;
02/03/2026;Hemoglobina;13,9;g/dL;12,0 - 16,0;
02/03/2026;Hematocrito;41,5;%;36,0 - 46,0;
02/03/2026;VCM;90,0;fL;80 - 100;
02/03/2026;HCM;30,2;pg;27 - 33;
02/03/2026;CHCM;33,5;g/dL;32 - 36;
02/03/2026;Leucocitos;3,1;10^3/µL;4,0 - 10,0;B
02/03/2026;Neutrófilos absolutos;1,2;10^3/µL;1,8 - 7,0;B
02/03/2026;Linfocitos absolutos;1,5;10^3/µL;1,0 - 4,0;
02/03/2026;Plaquetas;138;10^3/µL;150 - 400;B
02/03/2026;Eritrosedimentación;12;mm/h;0 - 20;
02/03/2026;Ferritina;356;ng/mL;13 - 150;A
02/03/2026;Vitamina B12;162;pg/mL;197 - 771;B`,
    expected: [
      row('red_cells', 4.61, '10^12/L'),
      row('haemoglobin', 13.9, 'g/dL'),
      row('haematocrit', 41.5, '%'),
      row('mcv', 90, 'fL'),
      row('mch', 30.2, 'pg'),
      row('mchc', 33.5, 'g/dL'),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L'),
      row('platelets', 138, '10^9/L', 'low'),
      row('ferritin', 356, 'ng/mL', 'high'),
      row('vitamin_b12', 162, 'pg/mL', 'low'),
    ],
  },
  {
    id: 'h2-es-8',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidad;Rango de referencia;Fuera de rango
Colesterol total;238;mg/dL;< 200;Sí
Colesterol HDL;52;mg/dL;> 40;No
Colesterol LDL;161;mg/dL;< 130;Sí
Triglicéridos;126;mg/dL;< 150;No
Colesterol no HDL;186;mg/dL;< 160;Sí
Glucosa;93;mg/dL;70 - 100;No
Hemoglobina glicada A1c;5,4;%;4,0 - 5,6;No
GOT/AST;22;U/L;< 32;No
GPT/ALT;19;U/L;< 33;No
Proteína C reactiva;0,4;mg/dL;< 0,5;No
TSH;5,92;µUI/mL;0,35 - 4,94;Sí`,
    expected: [
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('hdl', 52, 'mg/dL'),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 126, 'mg/dL'),
      row('glucose', 93, 'mg/dL'),
      row('hba1c', 5.4, '%'),
      row('ast', 22, 'U/L'),
      row('alt', 19, 'U/L'),
      row('crp', 0.4, 'mg/dL'),
      row('tsh', 5.92, 'mU/L', 'high'),
    ],
  },
  {
    id: 'h2-es-9',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidades;Referencia
Densidad urinaria;1,025;;1,005 - 1,030
pH urinario;5,5;;5,0 - 8,0
Proteínas en orina;+;;Negativo
Glucosa en orina;+++;;Negativo
Cetonas en orina;++;;Negativo
Sangre en orina;Negativo;;Negativo
Leucocitos en orina;Negativo;;Negativo
Nitritos en orina;Negativo;;Negativo
Glucosa en suero;412;mg/dL;70 - 100
Potasio;6,7;mmol/L;3,5 - 5,1
Sodio;131;mmol/L;135 - 145
Creatinina;1,4;mg/dL;0,7 - 1,2
Bicarbonato;12;mmol/L;22 - 29`,
    expected: [
      row('urine_specific_gravity', 1.025, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('glucose', 412, 'mg/dL', 'high'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('creatinine', 1.4, 'mg/dL', 'high'),
      row('bicarbonate', 12, 'mmol/L', 'low'),
    ],
  },
]

export default cases
