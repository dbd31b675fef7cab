/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), Spanish, second file: a Peruvian diabetes check, a
 * Uruguayan urinalysis, a Spanish primary-care thyroid/vitamin/iron report and two portal CSV
 * exports (Spain, Chile). Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (see held-out/es.ts) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Peru, private diagnostic centre: CRITICAL glucose 41 mg/dL (below 3.0 mmol/L), flags as
    // BAJO/ALTO in an "OBS." column between value and unit, an estimated average glucose row (a
    // calculation, not a glucose result) and a urine albumin/creatinine ratio mixed in.
    id: 'h6-es-6',
    language: 'es',
    kind: 'text',
    text: `CENTRO DE DIAGNÓSTICO EJEMPLO S.A.C.
Av. Principal s/n - Lima - Perú                    RUC: 00000000000
PACIENTE     : TEST PERSONA PRUEBA
F. NACIM.    : 01/01/1962        SEXO : F        H.C. : 000000
MÉDICO       : PARTICULAR
F. RECEPCIÓN : 02/07/2025 07:40  F. RESULTADO : 02/07/2025 11:05

                              RESULTADOS DE LABORATORIO
ANÁLISIS                              RESULTADO   OBS.    UNIDADES     RANGO REFERENCIAL
BIOQUÍMICA
Glucosa basal                         41          BAJO    mg/dL        70 - 110
Hemoglobina glicosilada A1c           9,6         ALTO    %            4,0 - 5,6
Glucosa promedio estimada             229                 mg/dL        ---
Creatinina sérica                     0,74                mg/dL        0,50 - 0,90
Índice albúmina/creatinina (orina)    55,8        ALTO    mg/g         < 30,0
PERFIL LIPÍDICO
Colesterol total                      188                 mg/dL        < 200
Triglicéridos                         162         ALTO    mg/dL        < 150
ELECTROLITOS
Sodio                                 138                 mmol/L       135 - 145
Potasio                               4,2                 mmol/L       3,5 - 5,1

NOTA: Glucosa menor de 50 mg/dL: VALOR CRÍTICO, comunicado al paciente y al médico tratante.
Hemoglobina glicosilada determinada por HPLC (método certificado NGSP).
Glucosa promedio estimada = 28,7 x HbA1c - 46,7 (mg/dL).
Lic. T.M. de prueba - C.T.M.P. 0000                                       Pág. 1/1`,
    expected: [
      row('glucose', 41, 'mg/dL', 'low'),
      row('hba1c', 9.6, '%', 'high'),
      row('creatinine', 0.74, 'mg/dL'),
      row('cholesterol', 188, 'mg/dL'),
      row('triglycerides', 162, 'mg/dL', 'high'),
      row('sodium', 138, 'mmol/L'),
      row('potassium', 4.2, 'mmol/L'),
    ],
  },
  {
    // Uruguay, urinalysis: dipstick in words and crosses ("Indicios" is trace, "Positivo" nitrite
    // is +), protein with its semi-quantitative mg/dl in brackets (still a grade), "Negativo"
    // ranges, density written 1,025; urine bilirubin, urobilinogen and a sediment microscopy
    // block (leucocytes and red cells per field) are not results to extract.
    id: 'h6-es-7',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO DE ANÁLISIS CLÍNICOS DEMO
Montevideo - Uruguay
Paciente: TEST PERSONA, PRUEBA            C.I.: 0.000.000-0
Fecha de nacimiento: 01/01/1990           Sexo: F
Solicitud: 000000                         Fecha de recepción: 11/08/2025
Muestra: orina, primera micción de la mañana (chorro medio)

EXAMEN DE ORINA COMPLETO
EXAMEN FÍSICO-QUÍMICO (tira reactiva)         Resultado              Valor de referencia
Color                                         Amarillo ámbar         Amarillo
Aspecto                                       Turbio                 Límpido
Densidad                                      1,025                  1,005 - 1,030
pH                                            5,5                    5,0 - 8,0
Proteínas                                     ++ (100 mg/dl)         Negativo
Glucosa                                       Negativo               Negativo
Cuerpos cetónicos                             Indicios               Negativo
Sangre                                        +++                    Negativo
Leucocitos                                    ++                     Negativo
Nitritos                                      Positivo               Negativo
Bilirrubina                                   Negativo               Negativo
Urobilinógeno                                 Normal                 Normal

EXAMEN MICROSCÓPICO DEL SEDIMENTO (por campo de gran aumento)
Leucocitos                                    25 - 30                0 - 5
Hematíes                                      más de 50              0 - 3
Células epiteliales planas                    Escasas
Bacterias                                     Abundantes
Cilindros                                     No se observan
Cristales                                     No se observan

Comentario: sedimento compatible con infección urinaria. Se sugiere urocultivo con antibiograma.
Firma: Q.F. de prueba                                                     Página 1 de 1`,
    expected: [
      row('urine_specific_gravity', 1.025, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Spain, primary-care area lab: range BEFORE the unit, flags as (+)/(-) after the value with
    // a legend, TSH in µUI/mL, free T4 in pmol/L, iron in µmol/L; anti-TPO and transferrin (not
    // transferrin saturation) mixed in.
    id: 'h6-es-8',
    language: 'es',
    kind: 'text',
    text: `SERVICIO DE SALUD DE EJEMPLO · LABORATORIO DE REFERENCIA DE ÁREA
Centro de Salud: C.S. Demo                Facultativo solicitante: Médico de prueba
Paciente: TEST PERSONA, PRUEBA            F. nacimiento: 01/01/1975       Sexo: Mujer
CIP: XXXX000000000                        Nº muestra: 00000000            Fecha: 09/09/2025

Magnitud                                    Resultado      Valores de referencia     Unidades
HORMONAS TIROIDEAS
Tirotropina (TSH)                           7,84  (+)      0,35 - 4,94               µUI/mL
Tiroxina libre (T4L)                        8,6   (-)      9,0 - 19,0                pmol/L
Triyodotironina libre (T3L)                 2,9            2,3 - 4,2                 pg/mL
Anticuerpos anti-peroxidasa (anti-TPO)      312   (+)      < 5,6                     UI/mL
VITAMINAS
25-hidroxivitamina D                        14,2  (-)      30 - 100                  ng/mL
Vitamina B12                                189   (-)      197 - 771                 pg/mL
Ácido fólico sérico                         3,1   (-)      3,9 - 26,8                ng/mL
METABOLISMO DEL HIERRO
Hierro                                      6,3   (-)      9,0 - 30,4                µmol/L
Transferrina                                3,45           2,00 - 3,60               g/L
Índice de saturación de transferrina        7     (-)      15 - 45                   %
Ferritina                                   6     (-)      15 - 150                  ng/mL

(+) valor superior al intervalo de referencia     (-) valor inferior al intervalo de referencia
Nota: la vitamina D se informa como 25-OH-vitamina D total (D2 + D3).
Informe validado electrónicamente.                                        Página 1 de 1`,
    expected: [
      row('tsh', 7.84, 'mU/L', 'high'),
      row('free_t4', 8.6, 'pmol/L', 'low'),
      row('free_t3', 2.9, 'pg/mL'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 189, 'pg/mL', 'low'),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('iron', 6.3, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 6, 'ng/mL', 'low'),
    ],
  },
  {
    // Spain, a private lab's patient portal CSV: unquoted, ";" separated, decimal comma, an
    // "Indicador" column holding H when high, units x10E12/L and x10E9/L, CRP printed as "<0,5"
    // (value 0.5), ESR, non-HDL cholesterol and the atherogenic index mixed in.
    id: 'h6-es-9',
    language: 'es',
    kind: 'csv',
    text: `Prueba;Resultado;Unidad;Valores de referencia;Indicador
Hemoglobina;15,1;g/dL;13,0 - 17,0;
Hematocrito;45,2;%;40,0 - 50,0;
Hematíes;5,02;x10E12/L;4,50 - 5,90;
Leucocitos;6,8;x10E9/L;4,0 - 11,0;
Plaquetas;254;x10E9/L;150 - 400;
VSG 1ª hora;12;mm;0 - 15;
Glucosa;98;mg/dL;70 - 110;
Urea;36;mg/dL;10 - 50;
Creatinina;1,05;mg/dL;0,70 - 1,20;
Filtrado glomerular estimado;84;mL/min/1,73m²;>60;
Ácido úrico;7,6;mg/dL;3,5 - 7,2;H
Colesterol total;231;mg/dL;< 200;H
Colesterol HDL;44;mg/dL;> 40;
Colesterol LDL;158;mg/dL;< 130;H
Colesterol no HDL;187;mg/dL;< 160;H
Triglicéridos;145;mg/dL;< 150;
Índice aterogénico (CT/HDL);5,25;;< 5,00;H
GOT/AST;28;U/L;< 40;
GPT/ALT;46;U/L;< 41;H
GGT;52;U/L;10 - 71;
Proteína C reactiva;<0,5;mg/dL;< 1,0;
Hemoglobina A1c;5,9;%;4,0 - 6,0;`,
    expected: [
      row('haemoglobin', 15.1, 'g/dL'),
      row('haematocrit', 45.2, '%'),
      row('red_cells', 5.02, '10^12/L'),
      row('white_cells', 6.8, '10^9/L'),
      row('platelets', 254, '10^9/L'),
      row('glucose', 98, 'mg/dL'),
      row('urea', 36, 'mg/dL'),
      row('creatinine', 1.05, 'mg/dL'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('uric_acid', 7.6, 'mg/dL', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL'),
      row('ldl', 158, 'mg/dL', 'high'),
      row('triglycerides', 145, 'mg/dL'),
      row('ast', 28, 'U/L'),
      row('alt', 46, 'U/L', 'high'),
      row('ggt', 52, 'U/L'),
      row('crp', 0.5, 'mg/dL'),
      row('hba1c', 5.9, '%'),
    ],
  },
  {
    // Chile, a lab network's portal CSV: every field quoted, ";" separated, no flag column (flags
    // from the ranges, "hasta 32" style), a previous result and its date in the last two columns,
    // enzymes in UI/L, TSH in uUI/mL; LDH mixed in.
    id: 'h6-es-10',
    language: 'es',
    kind: 'csv',
    text: `"Examen";"Resultado";"Unidad";"Rango de referencia";"Resultado anterior";"Fecha resultado anterior"
"Glucosa";"91";"mg/dL";"74 - 106";"88";"10/01/2025"
"Bilirrubina total";"1,6";"mg/dL";"0,3 - 1,2";"1,4";"10/01/2025"
"Fosfatasa alcalina";"72";"UI/L";"35 - 104";"68";"10/01/2025"
"GOT (AST)";"19";"UI/L";"hasta 32";"21";"10/01/2025"
"GPT (ALT)";"22";"UI/L";"hasta 33";"25";"10/01/2025"
"GGT";"17";"UI/L";"6 - 42";"15";"10/01/2025"
"Lactato deshidrogenasa (LDH)";"178";"UI/L";"135 - 214";"";""
"Proteínas totales";"7,4";"g/dL";"6,6 - 8,7";"7,2";"10/01/2025"
"Albúmina";"4,6";"g/dL";"3,5 - 5,2";"4,5";"10/01/2025"
"TSH";"2,15";"uUI/mL";"0,27 - 4,20";"3,02";"10/01/2025"
"Vitamina D (25-OH)";"22,4";"ng/mL";"30 - 100";"18,7";"10/01/2025"
"Ferritina";"41";"ng/mL";"13 - 150";"";""`,
    expected: [
      row('glucose', 91, 'mg/dL'),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('alp', 72, 'U/L'),
      row('ast', 19, 'U/L'),
      row('alt', 22, 'U/L'),
      row('ggt', 17, 'U/L'),
      row('total_protein', 7.4, 'g/dL'),
      row('albumin', 4.6, 'g/dL'),
      row('tsh', 2.15, 'mU/L'),
      row('vitamin_d', 22.4, 'ng/mL', 'low'),
      row('ferritin', 41, 'ng/mL'),
    ],
  },
]

export default moreCases
