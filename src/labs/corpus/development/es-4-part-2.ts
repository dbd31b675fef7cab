/**
 * Lab report corpus, DEVELOPMENT half, Spanish, the rest of es-4.ts (the third held-out half, run
 * once to measure the extractor and now tuned against): Bolivia, Cuba, Valencia and portal CSV
 * exports from Spain, Venezuela and Perú. Synthetic reports, no real people, labs or phone numbers.
 */
import type {Analyte, LabFlag, LabReportCase} from '../../types'

const row = (analyte: Analyte, value: number, unit: string, flag: LabFlag = null) => ({analyte, value, unit, flag})

const cases: readonly LabReportCase[] = [
  {
    id: 'h3-es-9',
    language: 'es',
    kind: 'text',
    text: `Laboratorio Clínico Illimani - La Paz, Bolivia
Paciente: Persona de Prueba    Edad: 50 años    Sexo: Masculino
Fecha de recepción: 10/11/2026    Fecha de entrega: 11/11/2026
Valores de referencia para 3.640 m s. n. m.
PERFIL HEPÁTICO
Prueba                                   Resultado    Unidad    Referencia
Bilirrubina total                        2,8          mg/dL     Hasta 1,1
Bilirrubina directa                      1,9          mg/dL     Hasta 0,3
Bilirrubina indirecta                    0,9          mg/dL     Hasta 0,8
Transaminasa oxalacética (GOT/AST)       148          U/L       Hasta 40
Transaminasa pirúvica (GPT/ALT)          212          U/L       Hasta 41
Fosfatasa alcalina                       310          U/L       40 - 129
Gamma glutamil transferasa (GGT)         405          U/L       10 - 71
Proteínas totales                        6,1          g/dL      6,4 - 8,3
Albúmina                                 2,9          g/dL      3,5 - 5,2
Globulina                                3,2          g/dL      2,3 - 3,5
HEMATOLOGÍA
Hemoglobina                              18,9         g/dL      15,5 - 20,5
Hematocrito                              57           %         47 - 62
Atención al cliente: 2 000 0000`,
    expected: [
      row('bilirubin', 2.8, 'mg/dL', 'high'),
      row('ast', 148, 'U/L', 'high'),
      row('alt', 212, 'U/L', 'high'),
      row('alp', 310, 'U/L', 'high'),
      row('ggt', 405, 'U/L', 'high'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 2.9, 'g/dL', 'low'),
      row('haemoglobin', 18.9, 'g/dL'),
      row('haematocrit', 57, '%'),
    ],
  },
  {
    id: 'h3-es-10',
    language: 'es',
    kind: 'text',
    text: `Policlínico Docente Playa Azul - Laboratorio Clínico, La Habana
Paciente: Persona de Prueba    HC: 000000    Consultorio: 00
Fecha: 19/11/2026
Hemoglobina: 118 g/L (120 - 160)
Leucocitos: 6,2 x 10^9/L (4,5 - 11,0)
Glicemia: 2,7 mmol/L (4,2 - 6,1)
Creatinina: 71 µmol/L (47 - 113)
Ácido úrico: 412 µmol/L (155 - 428)
Colesterol: 6,8 mmol/L (3,9 - 5,2)
Triglicéridos: 2,9 mmol/L (0,4 - 1,7)
TGP: 22 U/L (hasta 49)
TGO: 19 U/L (hasta 46)
Eritrosedimentación: 30 mm/h (hasta 20)
Glicemia repetida por valor bajo; se avisa al médico de guardia.`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 6.2, '10^9/L'),
      row('glucose', 2.7, 'mmol/L', 'low'),
      row('creatinine', 71, 'µmol/L'),
      row('uric_acid', 412, 'µmol/L'),
      row('cholesterol', 6.8, 'mmol/L', 'high'),
      row('triglycerides', 2.9, 'mmol/L', 'high'),
      row('alt', 22, 'U/L'),
      row('ast', 19, 'U/L'),
    ],
  },
  {
    id: 'h3-es-11',
    language: 'es',
    kind: 'text',
    text: `Laboratorio de Análisis Clínicos Turia - Valencia
Paciente: Persona de Prueba    Petición: 26/000000    Médico: Dr. Prueba
Fecha de extracción: 24/11/2026 09:05    Página 1 de 1
Determinación                  Resultado       Unidades     Valores de referencia
HORMONAS
TSH                            7,84    H       µUI/mL       0,38 - 5,33
T4 libre                       9,1     L       pmol/L       10,0 - 22,0
Anticuerpos anti-TPO           312     H       UI/mL        < 9
Método: quimioluminiscencia (Access 2), TSH de 3.ª generación
VITAMINAS
Vitamina D (25-OH)             24,5    L       ng/mL        30 - 100
Vitamina B12                   356             pg/mL        197 - 771
Ácido fólico                   8,4             ng/mL        3,9 - 26,8
BIOQUÍMICA
Hemoglobina glicosilada A1c    5,4             %            4,0 - 5,6
Colesterol total               189             mg/dL        < 200`,
    expected: [
      row('tsh', 7.84, 'mU/L', 'high'),
      row('free_t4', 9.1, 'pmol/L', 'low'),
      row('vitamin_d', 24.5, 'ng/mL', 'low'),
      row('vitamin_b12', 356, 'pg/mL'),
      row('folate', 8.4, 'ng/mL'),
      row('hba1c', 5.4, '%'),
      row('cholesterol', 189, 'mg/dL'),
    ],
  },
  {
    id: 'h3-es-12',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidades;Valor mínimo;Valor máximo;Fecha
Hemoglobina;13,2;g/dL;12,0;16,0;05/11/2026
Hematocrito;39,8;%;36,0;46,0;05/11/2026
Hematíes;4,41;10^6/µL;3,80;5,20;05/11/2026
VCM;90,2;fL;80,0;100,0;05/11/2026
HCM;29,9;pg;27,0;33,0;05/11/2026
CHCM;33,2;g/dL;32,0;36,0;05/11/2026
Leucocitos;3,1;10^3/µL;4,0;11,0;05/11/2026
Neutrófilos;1,2;10^3/µL;1,8;7,5;05/11/2026
Linfocitos;1,5;10^3/µL;1,0;4,0;05/11/2026
Plaquetas;138;10^3/µL;150;400;05/11/2026`,
    expected: [
      row('haemoglobin', 13.2, 'g/dL'),
      row('haematocrit', 39.8, '%'),
      row('red_cells', 4.41, '10^12/L'),
      row('mcv', 90.2, 'fL'),
      row('mch', 29.9, 'pg'),
      row('mchc', 33.2, 'g/dL'),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L'),
      row('platelets', 138, '10^9/L', 'low'),
    ],
  },
  {
    id: 'h3-es-13',
    language: 'es',
    kind: 'csv',
    text: `Código;Prueba;Resultado;Unidad;Rango;Marca
GLU;Glucosa;96;mg/dL;74-106;
UREA;Urea;88;mg/dL;17-43;H
CREA;Creatinina;2,41;mg/dL;0,67-1,17;H
FGE;Filtrado glomerular estimado;27;mL/min/1,73m²;>60;L
NA;Sodio;134;mEq/L;136-145;L
K;Potasio;6,6;mEq/L;3,5-5,1;H
CL;Cloro;99;mEq/L;98-107;
BIC;Bicarbonato;18;mmol/L;22-29;L
CA;Calcio;8,9;mg/dL;8,6-10,2;
URIC;Ácido úrico;8,2;mg/dL;3,4-7,0;H`,
    expected: [
      row('glucose', 96, 'mg/dL'),
      row('urea', 88, 'mg/dL', 'high'),
      row('creatinine', 2.41, 'mg/dL', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.6, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L'),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('calcium', 8.9, 'mg/dL'),
      row('uric_acid', 8.2, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'h3-es-14',
    language: 'es',
    kind: 'csv',
    text: `Examen;Resultado;Unidades;Referencia
Colesterol total;212;mg/dL;<200
Colesterol HDL;58;mg/dL;>40
Colesterol LDL;131;mg/dL;<130
Triglicéridos;115;mg/dL;<150
Glucosa en ayunas;88;mg/dL;70-100
Bilirrubina total;0,9;mg/dL;0,2-1,2
AST (TGO);27;U/L;5-34
ALT (TGP);33;U/L;0-55
Fosfatasa alcalina;76;U/L;40-150
GGT;29;U/L;9-64
Proteínas totales;7,3;g/dL;6,4-8,3
Albúmina;4,5;g/dL;3,5-5,0`,
    expected: [
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL'),
      row('ldl', 131, 'mg/dL', 'high'),
      row('triglycerides', 115, 'mg/dL'),
      row('glucose', 88, 'mg/dL'),
      row('bilirubin', 0.9, 'mg/dL'),
      row('ast', 27, 'U/L'),
      row('alt', 33, 'U/L'),
      row('alp', 76, 'U/L'),
      row('ggt', 29, 'U/L'),
      row('total_protein', 7.3, 'g/dL'),
      row('albumin', 4.5, 'g/dL'),
    ],
  },
  {
    id: 'h3-es-15',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidad;Rango de referencia;Indicador
TSH;2,15;uUI/mL;0,27 - 4,20;
T4 libre;16,3;pmol/L;12,0 - 22,0;
T3 libre;4,9;pmol/L;3,1 - 6,8;
Ferritina;412;ng/mL;30 - 400;H
Saturación de transferrina;52;%;20 - 50;H
Proteína C reactiva;0,4;mg/dL;< 0,5;
Vitamina B12;612;pg/mL;197 - 771;`,
    expected: [
      row('tsh', 2.15, 'mU/L'),
      row('free_t4', 16.3, 'pmol/L'),
      row('free_t3', 4.9, 'pmol/L'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('transferrin_saturation', 52, '%', 'high'),
      row('crp', 0.4, 'mg/dL'),
      row('vitamin_b12', 612, 'pg/mL'),
    ],
  },
  {
    id: 'h3-es-16',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidades;Referencia
Orina - Densidad;1,010;;1,005 - 1,030
Orina - pH;8,5;;5,0 - 8,0
Orina - Proteínas;Negativo;;Negativo
Orina - Glucosa;+++;;Negativo
Orina - Cuerpos cetónicos;+;;Negativo
Orina - Hemoglobina;Indicios;;Negativo
Orina - Leucocitos;Negativo;;Negativo
Orina - Nitritos;Negativo;;Negativo
Orina - Urobilinógeno;Normal;;Normal`,
    expected: [
      row('urine_specific_gravity', 1.01, ''),
      row('urine_ph', 8.5, '', 'high'),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
]

export default cases
