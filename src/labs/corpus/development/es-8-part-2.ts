/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), Spanish, second part: reports 6-10 (see es.ts).
 * Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peru, emergency full blood count: critical haemoglobin, flags as words (BAJO/ALTO) in a last
    // column, cells in x10^6/uL and x10^3/uL; bands, monocytes, eosinophils, basophils, ESR and
    // reticulocytes are not results to extract; the smear comment neither.
    id: 'h7-es-6',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA DE PRUEBA - LABORATORIO CLÍNICO
Jr. Ficticio 000 · Ciudad Ficticia
Paciente: PRUEBA PERSONA, TEST     DNI: 00000000     F. Nac.: 01.01.1983     Sexo: F
Médico: Dr(a). Ejemplo     Servicio: Emergencia     N° Orden: 0000000     Fecha: 01/01/2025
HEMATOLOGÍA
Prueba                        Resultado    Unidades      Rango referencial     Obs.
HEMOGRAMA COMPLETO
Hemoglobina                   6,4          g/dL          12,0 - 16,0           BAJO
Hematocrito                   22,1         %             36,0 - 46,0           BAJO
Recuento de hematíes          3,02         x10^6/uL      4,00 - 5,20           BAJO
VCM                           73,2         fL            80,0 - 100,0          BAJO
HCM                           21,2         pg            27,0 - 33,0           BAJO
CHCM                          29,0         g/dL          32,0 - 36,0           BAJO
Leucocitos                    5,6          x10^3/uL      4,5 - 11,0
Plaquetas                     468          x10^3/uL      150 - 450             ALTO
FÓRMULA LEUCOCITARIA
Abastonados                   1            %             0 - 5
Neutrófilos segmentados       58           %             40 - 75
Linfocitos                    33           %             20 - 45
Monocitos                     6            %             2 - 10
Eosinófilos                   2            %             0 - 5
Basófilos                     0            %             0 - 1
VSG (Westergren)              38           mm/h          0 - 20                ALTO
Reticulocitos                 1,1          %             0,5 - 2,0
BIOQUÍMICA
Ferritina sérica              3,8          ng/mL         13 - 150              BAJO
Frotis de sangre periférica: hipocromía ++, microcitosis ++, anisocitosis +.
VALOR CRÍTICO: hemoglobina 6,4 g/dL comunicada al médico tratante a las 14:20.
Tecnólogo médico responsable: C.T.M.P. 00000                              Página 1 de 1`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('red_cells', 3.02, '10^12/L', 'low'),
      row('mcv', 73.2, 'fL', 'low'),
      row('mch', 21.2, 'pg', 'low'),
      row('mchc', 29, 'g/dL', 'low'),
      row('white_cells', 5.6, '10^9/L'),
      row('platelets', 468, '10^9/L', 'high'),
      row('neutrophils', 58, '%'),
      row('lymphocytes', 33, '%'),
      row('ferritin', 3.8, 'ng/mL', 'low'),
    ],
  },
  {
    // Spain, regional health portal, CSV export: a date column first, the range split into minimum
    // and maximum columns (one of them empty for one-sided ranges), no flag column; "Hemoglobina
    // A1c" is HbA1c; the urine albumin/creatinine ratio is not a result to extract.
    id: 'h7-es-7',
    language: 'es',
    kind: 'csv',
    text: `Fecha;Prueba;Resultado;Unidades;Valor mínimo;Valor máximo
01/01/2025;Glucosa;131;mg/dL;70;110
01/01/2025;Hemoglobina A1c;7,2;%;4,0;6,0
01/01/2025;Colesterol total;212;mg/dL;;200
01/01/2025;Colesterol HDL;44;mg/dL;40;
01/01/2025;Colesterol LDL;139;mg/dL;;130
01/01/2025;Triglicéridos;146;mg/dL;;150
01/01/2025;Creatinina;1,08;mg/dL;0,70;1,20
01/01/2025;Filtrado glomerular estimado;71;mL/min/1,73m2;60;
01/01/2025;Cociente albúmina/creatinina (orina);38;mg/g;;30
01/01/2025;GPT (ALT);28;U/L;5;41
01/01/2025;GOT (AST);22;U/L;5;40
01/01/2025;GGT;35;U/L;10;71
01/01/2025;Vitamina B12;402;pg/mL;211;911
01/01/2025;25-hidroxi vitamina D;24,6;ng/mL;30;100
01/01/2025;TSH;1,84;mUI/L;0,35;4,94`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 7.2, '%', 'high'),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL'),
      row('ldl', 139, 'mg/dL', 'high'),
      row('triglycerides', 146, 'mg/dL'),
      row('creatinine', 1.08, 'mg/dL'),
      row('egfr', 71, 'mL/min/1.73m²'),
      row('alt', 28, 'U/L'),
      row('ast', 22, 'U/L'),
      row('ggt', 35, 'U/L'),
      row('vitamin_b12', 402, 'pg/mL'),
      row('vitamin_d', 24.6, 'ng/mL', 'low'),
      row('tsh', 1.84, 'mU/L'),
    ],
  },
  {
    // Venezuela, adult emergency: arrows after the value, "Glicemia" for glucose, cells in x10^9/L,
    // a short dipstick block whose "Glucosa" and "Cetonas" are urine results; anion gap, lactate
    // and calculated osmolarity are not results to extract.
    id: 'h7-es-8',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO - HOSPITAL DE PRUEBA
Ciudad Ficticia · RIF J-00000000-0
Paciente: Test Persona        C.I.: V-00.000.000        Fecha de nac.: 01.01.1957
Servicio: Emergencia de adultos        Cama: 00        Fecha: 01/01/2025 03:20
QUÍMICA SANGUÍNEA
Análisis                          Resultado       Unidades       Valores normales
Glicemia                          312 ↑           mg/dL          70 - 110
Urea                              54 ↑            mg/dL          15 - 45
Creatinina                        1,9 ↑           mg/dL          0,6 - 1,3
Sodio                             131 ↓           mmol/L         135 - 145
Potasio                           5,6 ↑           mmol/L         3,5 - 5,1
Cloro                             95 ↓            mmol/L         98 - 107
Bicarbonato                       12 ↓            mmol/L         22 - 29
Anión gap                         24 ↑            mmol/L         8 - 16
Calcio total                      9,0             mg/dL          8,5 - 10,5
Albúmina                          3,9             g/dL           3,5 - 5,0
Lactato                           1,8             mmol/L         0,5 - 2,2
Osmolaridad calculada             288             mOsm/L         275 - 295
PCR cuantitativa                  8,2 ↑           mg/L           < 5,0
HEMATOLOGÍA
Leucocitos                        14,2 ↑          x10^9/L        4,5 - 10,5
Neutrófilos                       86 ↑            %              45 - 70
Linfocitos                        9 ↓             %              20 - 40
Plaquetas                         182             x10^9/L        150 - 450
ORINA (tira reactiva)
Glucosa                           ++++ ↑                         Negativo
Cetonas                           +++ ↑                          Negativo
Nota: glicemia mayor de 250 mg/dL con bicarbonato bajo; se sugiere gasometría venosa y cetonemia.
Bioanalista: Lic. Ejemplo                                          Página 1/1`,
    expected: [
      row('glucose', 312, 'mg/dL', 'high'),
      row('urea', 54, 'mg/dL', 'high'),
      row('creatinine', 1.9, 'mg/dL', 'high'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 95, 'mmol/L', 'low'),
      row('bicarbonate', 12, 'mmol/L', 'low'),
      row('calcium', 9, 'mg/dL'),
      row('albumin', 3.9, 'g/dL'),
      row('crp', 8.2, 'mg/L', 'high'),
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('neutrophils', 86, '%', 'high'),
      row('lymphocytes', 9, '%', 'low'),
      row('platelets', 182, '10^9/L'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 3, 'grade', 'high'),
    ],
  },
  {
    // Uruguay, lab portal, CSV export with every field quoted and an empty observation field for
    // normal results; flags as words (Elevado/Disminuido); ESR is not a result to extract.
    id: 'h7-es-9',
    language: 'es',
    kind: 'csv',
    text: `"Estudio";"Resultado";"Unidades";"Valores de referencia";"Observación"
"Hemoglobina";"13,8";"g/dL";"12,0 - 15,5";""
"Leucocitos";"7,2";"10^3/µL";"4,0 - 10,0";""
"Plaquetas";"301";"10^3/µL";"150 - 400";""
"Eritrosedimentación (VES)";"28";"mm/1a hora";"0 - 20";"Elevado"
"Proteína C reactiva";"12,5";"mg/L";"< 5";"Elevado"
"Ferritina";"312";"ng/mL";"13 - 150";"Elevado"
"Vitamina D (25 OH)";"41";"ng/mL";"30 - 100";""
"Vitamina B12";"158";"pg/mL";"200 - 900";"Disminuido"
"Ácido fólico";"2,9";"ng/mL";"> 3,9";"Disminuido"
"TSH";"0,08";"µUI/mL";"0,40 - 4,00";"Disminuido"
"T4 libre";"28,6";"pmol/L";"12,0 - 22,0";"Elevado"`,
    expected: [
      row('haemoglobin', 13.8, 'g/dL'),
      row('white_cells', 7.2, '10^9/L'),
      row('platelets', 301, '10^9/L'),
      row('crp', 12.5, 'mg/L', 'high'),
      row('ferritin', 312, 'ng/mL', 'high'),
      row('vitamin_d', 41, 'ng/mL'),
      row('vitamin_b12', 158, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.6, 'pmol/L', 'high'),
    ],
  },
  {
    // Chile, outpatient "perfil bioquímico" and "orina completa" over two pages with the header
    // repeated: "*" before the value, ranges in parentheses; phosphorus, LDH, urine bilirubin,
    // urobilinogen and the sediment are not results to extract; "Sangre (hemoglobina)" is the
    // urine blood dipstick.
    id: 'h7-es-10',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DE PRUEBA - Red de Salud Ejemplo
Paciente: TEST PERSONA      RUT: 00.000.000-0      Fecha nacimiento: 01.01.1972      Sexo: Femenino
Procedencia: Consulta ambulatoria      Toma de muestra: 01/01/2025      Folio: 0000000
Página 1 de 2
Examen                               Resultado     Unidad            Valor de referencia
PERFIL BIOQUÍMICO
Glicemia                             * 104         mg/dL             (70 - 100)
Ácido úrico                          * 7,3         mg/dL             (2,4 - 5,7)
Calcio                                 9,6         mg/dL             (8,4 - 10,2)
Fósforo                                3,4         mg/dL             (2,5 - 4,5)
Proteínas totales                      7,4         g/dL              (6,4 - 8,3)
Albúmina                               4,5         g/dL              (3,5 - 5,2)
Bilirrubina total                    * 1,6         mg/dL             (0,3 - 1,2)
Fosfatasas alcalinas                   84          U/L               (35 - 104)
GOT (AST)                              27          U/L               (< 32)
GPT (ALT)                              19          U/L               (< 33)
GGT                                    24          U/L               (5 - 36)
LDH                                    188         U/L               (135 - 214)
Colesterol total                     * 236         mg/dL             (< 200)
Creatinina                             0,82        mg/dL             (0,51 - 0,95)
VFG estimada (CKD-EPI)                 84          mL/min/1,73 m²    (> 60)
Hemoglobina glicosilada A1c            5,6         %                 (4,0 - 6,0)
* Valor fuera del rango de referencia.
LABORATORIO CLÍNICO DE PRUEBA - Red de Salud Ejemplo
Paciente: TEST PERSONA      RUT: 00.000.000-0
Página 2 de 2
ORINA COMPLETA
Examen físico-químico
Color                                Amarillo
Aspecto                              Claro
Densidad                               1,015                         (1,005 - 1,030)
pH                                     5,5                           (5,0 - 8,0)
Proteínas                            * Trazas                        (Negativo)
Glucosa                                Negativo                      (Negativo)
Cuerpos cetónicos                    * +                             (Negativo)
Bilirrubina                            Negativo                      (Negativo)
Urobilinógeno                          Normal                        (Normal)
Sangre (hemoglobina)                   Negativo                      (Negativo)
Nitritos                               Negativo                      (Negativo)
Leucocitos (esterasa)                  Negativo                      (Negativo)
Sedimento urinario
Leucocitos                             0 - 2 por campo               (0 - 5)
Hematíes                               0 - 1 por campo               (0 - 2)
Células epiteliales                    Escasas
Mucus                                  Escaso
* Valor fuera del rango de referencia.
Tecnólogo Médico responsable: Profesional de Prueba                Fin del informe`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('uric_acid', 7.3, 'mg/dL', 'high'),
      row('calcium', 9.6, 'mg/dL'),
      row('total_protein', 7.4, 'g/dL'),
      row('albumin', 4.5, 'g/dL'),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('alp', 84, 'U/L'),
      row('ast', 27, 'U/L'),
      row('alt', 19, 'U/L'),
      row('ggt', 24, 'U/L'),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('creatinine', 0.82, 'mg/dL'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('hba1c', 5.6, '%'),
      row('urine_specific_gravity', 1.015, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
    ],
  },
]

export default moreCases
