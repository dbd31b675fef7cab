/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), Spanish: a Spanish hospital and a Spanish primary-care lab,
 * private labs of Mexico, Argentina, Colombia, Chile, Peru and Uruguay, and two portal CSV exports
 * (Spain, Chile). Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (ADE/RDW, VPM, VSG, differential counts other
 * than neutrophils and lymphocytes, VLDL and non-HDL cholesterol, atherogenic index and other
 * ratios, LDH, lipase, direct bilirubin, globulins, anion gap, calculated osmolality, phosphate,
 * magnesium, reticulocytes, estimated average glucose, anti-TPO, transferrin, urine bilirubin and
 * urobilinogen, urine sediment microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './es-7-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Spain, hospital lab: H/L in its own column after the value, range after the unit; the
    // differential is printed both as % and as absolute counts (both rows are results); eGFR is
    // printed as ">90"; CRP in mg/dL.
    id: 'h6-es-1',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL UNIVERSITARIO DE EJEMPLO - SERVICIO DE ANÁLISIS CLÍNICOS
Laboratorio Central · Informe de resultados
Paciente: PERSONA PRUEBA, TEST          F. nacimiento: 01/01/1958       Sexo: Mujer
Nº Historia: 000000     Nº Petición: 00000000     Servicio: Medicina Interna - Planta 4
Fecha extracción: 03/02/2025 08:12      Fecha validación: 03/02/2025 13:40

PRUEBA                          RESULTADO         UNIDADES           VALORES DE REFERENCIA
HEMATOLOGÍA
Hemograma
Hematíes                        4,01              x10^6/µL           3,80 - 5,20
Hemoglobina                     11,2    L         g/dL               12,0 - 16,0
Hematocrito                     34,8    L         %                  36,0 - 46,0
VCM                             86,8              fL                 80,0 - 100,0
HCM                             27,9              pg                 27,0 - 33,0
CHCM                            32,2              g/dL               32,0 - 36,0
ADE                             15,8    H         %                  11,5 - 14,5
Leucocitos                      11,60   H         x10^3/µL           4,00 - 11,00
Neutrófilos %                   78,4    H         %                  40,0 - 75,0
Linfocitos %                    14,1    L         %                  20,0 - 45,0
Monocitos %                     5,2               %                  2,0 - 10,0
Eosinófilos %                   1,8               %                  0,5 - 5,0
Basófilos %                     0,5               %                  0,0 - 1,5
Neutrófilos #                   9,09    H         x10^3/µL           1,80 - 7,50
Linfocitos #                    1,64              x10^3/µL           1,00 - 4,50
Plaquetas                       412     H         x10^3/µL           150 - 400
VPM                             10,1              fL                 7,4 - 10,4
Velocidad de sedimentación      38      H         mm/1ª h            0 - 20
BIOQUÍMICA
Glucosa                         104     H         mg/dL              74 - 100
Creatinina                      0,82              mg/dL              0,50 - 0,90
Filtrado glomerular (CKD-EPI)   >90               mL/min/1,73 m²     >60
Albúmina                        3,4     L         g/dL               3,5 - 5,2
Proteína C reactiva             4,2     H         mg/dL              < 0,5

Comentario: se recomienda control analítico tras finalizar el tratamiento antibiótico.
Resultados validados por: Facultativo Especialista de prueba.
Página 1 de 1`,
    expected: [
      row('red_cells', 4.01, '10^12/L'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.8, '%', 'low'),
      row('mcv', 86.8, 'fL'),
      row('mch', 27.9, 'pg'),
      row('mchc', 32.2, 'g/dL'),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('neutrophils', 78.4, '%', 'high'),
      row('lymphocytes', 14.1, '%', 'low'),
      row('neutrophils', 9.09, '10^9/L', 'high'),
      row('lymphocytes', 1.64, '10^9/L'),
      row('platelets', 412, '10^9/L', 'high'),
      row('glucose', 104, 'mg/dL', 'high'),
      row('creatinine', 0.82, 'mg/dL'),
      row('egfr', 90, 'mL/min/1.73m²'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('crp', 4.2, 'mg/dL', 'high'),
    ],
  },
  {
    // Mexico, private lab: decimal POINTS as Mexico writes them (every result row of Hale's is a
    // whole number; only ranges, ratios and unknown tests carry decimals), "*" after an
    // out-of-range value with no direction (the range gives it), VLDL and non-HDL cholesterol and
    // an AST/ALT ratio mixed in.
    id: 'h6-es-2',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DEMO S.A. DE C.V.
Sucursal Centro · Ciudad de México
Paciente: TEST PERSONA EJEMPLO              Edad: 52 años        Sexo: Masculino
Fecha de nacimiento: 01/01/1973             Folio: 000-0000      Médico: A QUIEN CORRESPONDA
Fecha de toma de muestra: 14/03/2025 07:35  Fecha de impresión: 14/03/2025 14:02

QUÍMICA CLÍNICA
Estudio                                        Resultado   Unidades   Intervalo de referencia
GLUCOSA
Glucosa en ayuno                               212 *       mg/dL      70.0 - 100.0
PERFIL DE LÍPIDOS
Colesterol total                               246 *       mg/dL      Deseable: < 200
Triglicéridos                                  318 *       mg/dL      < 150
Colesterol HDL                                 36 *        mg/dL      > 40
Colesterol LDL (calculado)                     146 *       mg/dL      < 130
Colesterol VLDL                                64 *        mg/dL      < 30
Colesterol no HDL                              210 *       mg/dL      < 160
Índice aterogénico (CT/HDL)                    6.83 *                 < 4.50
PRUEBAS DE FUNCIÓN HEPÁTICA
Transaminasa glutámico oxalacética (TGO/AST)   42 *        U/L        0.0 - 40.0
Transaminasa glutámico pirúvica (TGP/ALT)      67 *        U/L        0.0 - 41.0
Relación AST/ALT                               0.63                   0.80 - 2.00
Fosfatasa alcalina                             98          U/L        40.0 - 129.0
Gamma glutamil transpeptidasa (GGT)            88 *        U/L        8.0 - 61.0
Deshidrogenasa láctica (DHL)                   201         U/L        135.0 - 225.0
Lipasa                                         32          U/L        13.0 - 60.0

* Resultado fuera del intervalo de referencia.
Interpretación del perfil de lípidos según NCEP ATP III. Muestra: suero, ayuno de 12 horas.
LDL calculado por fórmula de Friedewald; no válido con triglicéridos mayores de 400 mg/dL.
Responsable sanitario: Q.F.B. de prueba                                   Página 1 de 1`,
    expected: [
      row('glucose', 212, 'mg/dL', 'high'),
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('triglycerides', 318, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 146, 'mg/dL', 'high'),
      row('ast', 42, 'U/L', 'high'),
      row('alt', 67, 'U/L', 'high'),
      row('alp', 98, 'U/L'),
      row('ggt', 88, 'U/L', 'high'),
    ],
  },
  {
    // Argentina, private lab: dot leaders, the reference range on the line below the result
    // ("Valor de referencia: …", "hasta 40", "mayor de 60"), no flags at all, glucose and urea in
    // g/l ("GLUCEMIA", "UREMIA", "CREATININEMIA", "URICEMIA", "CALCEMIA"), sodium and chloride
    // in mmol/l, a protein electrophoresis with globulins and a direct bilirubin (not total
    // bilirubin, not a result to extract).
    id: 'h6-es-3',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS EJEMPLO
Bioq. Test Persona - M.P. 0000
Av. Siempreviva s/n - Ciudad Autónoma de Buenos Aires
Paciente: PERSONA, TEST                 DNI: 00.000.000          F. Nac.: 01/01/1966
Obra social: PARTICULAR                 Protocolo: 000000        Fecha: 21/04/2025
Médico solicitante: Dr. Ejemplo

QUÍMICA CLÍNICA
GLUCEMIA ............................................ 0,97 g/l
        Valor de referencia: 0,70 - 1,10 g/l
UREMIA .............................................. 0,52 g/l
        Valor de referencia: 0,15 - 0,45 g/l
CREATININEMIA ....................................... 1,32 mg/dl
        Valor de referencia: 0,70 - 1,20 mg/dl
Filtrado glomerular estimado (CKD-EPI) .............. 58 ml/min/1,73 m2
        Valor de referencia: mayor de 60
URICEMIA ............................................ 7,9 mg/dl
        Valor de referencia: 3,4 - 7,0 mg/dl
CALCEMIA ............................................ 9,4 mg/dl
        Valor de referencia: 8,6 - 10,2 mg/dl

IONOGRAMA PLASMÁTICO
Sodio ............................................... 141 mmol/l      (136 - 145)
Potasio ............................................. 4,6 mmol/l      (3,5 - 5,1)
Cloro ............................................... 103 mmol/l      (98 - 107)

PROTEINOGRAMA ELECTROFORÉTICO
Proteínas totales ................................... 7,1 g/dl        (6,4 - 8,3)
Albúmina ............................................ 4,3 g/dl        (3,5 - 5,2)
Alfa 1 globulina .................................... 0,3 g/dl        (0,1 - 0,4)
Alfa 2 globulina .................................... 0,7 g/dl        (0,5 - 1,0)
Beta globulina ...................................... 0,8 g/dl        (0,6 - 1,2)
Gamma globulina ..................................... 1,0 g/dl        (0,7 - 1,6)
Relación albúmina/globulina ......................... 1,54            (1,10 - 2,20)

HEPATOGRAMA
Bilirrubina total ................................... 0,8 mg/dl       hasta 1,2
Bilirrubina directa ................................. 0,2 mg/dl       hasta 0,3
GOT (AST) ........................................... 24 U/l          hasta 40
GPT (ALT) ........................................... 31 U/l          hasta 41
Fosfatasa alcalina .................................. 88 U/l          31 - 100
Gamma GT ............................................ 35 U/l          hasta 60

Método: química seca; electroforesis en gel de agarosa.
Los valores de referencia corresponden a adultos.                         Hoja 1/1`,
    expected: [
      row('glucose', 0.97, 'g/L'),
      row('urea', 0.52, 'g/L', 'high'),
      row('creatinine', 1.32, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('calcium', 9.4, 'mg/dL'),
      row('sodium', 141, 'mmol/L'),
      row('potassium', 4.6, 'mmol/L'),
      row('chloride', 103, 'mmol/L'),
      row('total_protein', 7.1, 'g/dL'),
      row('albumin', 4.3, 'g/dL'),
      row('bilirubin', 0.8, 'mg/dL'),
      row('ast', 24, 'U/L'),
      row('alt', 31, 'U/L'),
      row('alp', 88, 'U/L'),
      row('ggt', 35, 'U/L'),
    ],
  },
  {
    // Colombia, IPS lab: CRITICAL haemoglobin 6.3 g/dL; arrows BEFORE the value (↓↓ for the
    // critical one), a previous-result column after the range, absolute counts in x10^3/uL and
    // red cells in x10^6/uL; RDW, MPV and reticulocytes and a morphology comment mixed in.
    id: 'h6-es-4',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO DE PRUEBA IPS
NIT 000.000.000-0 · Bogotá D.C. · Sede Norte
Nombre: TEST PERSONA EJEMPLO            Documento: CC 0000000000
Fecha de nacimiento: 01/01/1981         Edad: 44 años        Género: Femenino
Orden: 00000000        Ingreso: 07/05/2025 07:02        Entidad: PARTICULAR

HEMATOLOGÍA
HEMOGRAMA IV GENERACIÓN (citometría de flujo)
Examen                    Resultado      Unidades       Valores de referencia    Resultado anterior (12/02/2025)
Leucocitos                    5,32       x10^3/uL       4,50 - 11,00             6,10
Neutrófilos %                61,2        %              40,0 - 70,0              58,9
Linfocitos %                 27,5        %              20,0 - 40,0              30,1
Monocitos %                   7,9        %              2,0 - 10,0               7,4
Eosinófilos %                 2,8        %              0,0 - 5,0                3,0
Basófilos %                   0,6        %              0,0 - 1,0                0,6
Neutrófilos #                 3,26       x10^3/uL       1,80 - 7,70              3,59
Linfocitos #                  1,46       x10^3/uL       1,00 - 4,80              1,84
Eritrocitos              ↓    3,05       x10^6/uL       4,00 - 5,40              3,48
Hemoglobina              ↓↓   6,3        g/dL           12,0 - 15,5              8,2
Hematocrito              ↓   21,4        %              36,0 - 46,0              26,9
VCM                      ↓   70,2        fL             80,0 - 96,0              77,3
HCM                      ↓   20,7        pg             27,0 - 33,0              23,6
CHCM                     ↓   29,4        g/dL           32,0 - 36,0              30,5
ADE-CV                   ↑   19,8        %              11,5 - 14,5              17,2
Plaquetas                ↑   468         x10^3/uL       150 - 450                421
VPM                           8,9        fL             7,5 - 11,5               9,2
Reticulocitos                 1,1        %              0,5 - 2,5

Morfología: microcitosis e hipocromía marcadas, anisocitosis moderada, escasos dianocitos.
↓↓ VALOR CRÍTICO: comunicado telefónicamente al servicio tratante a las 09:15 por bacterióloga de turno.
Bacterióloga: Test Persona Prueba · Reg. 0000                              Página 1 de 1`,
    expected: [
      row('white_cells', 5.32, '10^9/L'),
      row('neutrophils', 61.2, '%'),
      row('lymphocytes', 27.5, '%'),
      row('neutrophils', 3.26, '10^9/L'),
      row('lymphocytes', 1.46, '10^9/L'),
      row('red_cells', 3.05, '10^12/L', 'low'),
      row('haemoglobin', 6.3, 'g/dL', 'low'),
      row('haematocrit', 21.4, '%', 'low'),
      row('mcv', 70.2, 'fL', 'low'),
      row('mch', 20.7, 'pg', 'low'),
      row('mchc', 29.4, 'g/dL', 'low'),
      row('platelets', 468, '10^9/L', 'high'),
    ],
  },
  {
    // Chile, emergency chemistry: CRITICAL potassium 6.9 mmol/L marked HH, H/L/HH in a column
    // between value and unit, RUT in the patient line, "VFG estimada", anion gap, calculated
    // osmolality (mOsm/kg), phosphate and magnesium mixed in.
    id: 'h6-es-5',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO EJEMPLO - RED DE SALUD DEMO
Santiago - Chile
Nombre      : PERSONA PRUEBA TEST                RUT : 00.000.000-0
Fecha Nac.  : 01/01/1949     Edad : 76a          Sexo : M
Procedencia : Servicio de Urgencia               N° Orden : 0000000
Recepción   : 18/06/2025 22:47                   Validación : 18/06/2025 23:31

BIOQUÍMICA DE URGENCIA
Examen                          Resultado  Marca   Unidad            Valor de Referencia
ELECTROLITOS PLASMÁTICOS
Sodio (Na)                        133       L      mmol/L            136 - 145
Potasio (K)                       6,9       HH     mmol/L            3,5 - 5,1
Cloro (Cl)                        99               mmol/L            98 - 107
Bicarbonato (HCO3)                16        L      mmol/L            22 - 29
Anión gap                         18        H      mmol/L            8 - 16
Osmolalidad calculada             301       H      mOsm/kg           275 - 295
FUNCIÓN RENAL
Creatinina                        4,87      H      mg/dL             0,70 - 1,20
Urea                              168       H      mg/dL             17 - 43
VFG estimada (CKD-EPI 2021)       12        L      mL/min/1,73m2     > 60
Ácido úrico                       9,8       H      mg/dL             3,4 - 7,0
Calcio                            8,1       L      mg/dL             8,6 - 10,2
Fósforo                           7,2       H      mg/dL             2,5 - 4,5
Magnesio                          2,5              mg/dL             1,6 - 2,6
Glucosa                           126       H      mg/dL             74 - 106

(HH) Valor crítico informado a médico de turno a las 23:20; confirmado en segunda muestra sin hemólisis.
Osmolalidad calculada = 2 x Na + Glucosa/18 + Urea/6.
Tecnólogo Médico responsable: T.M. de prueba                               Pág. 1 de 1`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L'),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('creatinine', 4.87, 'mg/dL', 'high'),
      row('urea', 168, 'mg/dL', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.8, 'mg/dL', 'high'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('glucose', 126, 'mg/dL', 'high'),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
