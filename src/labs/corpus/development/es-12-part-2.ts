/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), Spanish, continued (see es-12.ts): reports 6 to 10
 * (Uruguay, Colombia, Spain and Venezuela). Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (magnesemia,
 * lactato, transferrina, VSG, fórmula de monocitos y eosinófilos, gasometría: pH, pCO2, exceso de
 * bases; osmolalidad, CK …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Uruguayan hospital emergency: local names (Glicemia, Azoemia, Creatininemia, Calcemia),
    // glucose and urea in g/L, H/L after the value, a critical low glucose with a phone note.
    id: 'h11-es-6',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL DE PRUEBA - Departamento de Laboratorio de Patología Clínica
Emergencia
Usuario: PERSONA, Test        C.I.: 0.000.000-0       Fecha nac.: 01/01/1939      Sexo: M
Solicitud: 000000             Servicio: Emergencia (puerta)       Fecha: 22/08/2024 03:12

QUÍMICA CLÍNICA
Análisis                     Resultado        Unidad       Rango de referencia
Glicemia                     0,41    L        g/L          0,70 - 1,10
   Valor de alarma: comunicado telefónicamente a Emergencia (Lic. Enf. Test) a las 03:40.
Azoemia                      0,72    H        g/L          0,15 - 0,45
Creatininemia                1,64    H        mg/dL        0,70 - 1,20
Ionograma
  Sodio (Na+)                133     L        mmol/L       135 - 145
  Potasio (K+)               5,4     H        mmol/L       3,5 - 5,1
  Cloro (Cl-)                99               mmol/L       98 - 107
Calcemia                     8,9              mg/dL        8,5 - 10,5
Magnesemia                   1,9              mg/dL        1,6 - 2,6
Lactato                      3,1     H        mmol/L       0,5 - 2,2
Proteína C reactiva          96      H        mg/L         < 5

Firma: Dra. Ejemplo - Laboratorio de Emergencia`,
    expected: [
      row('glucose', 0.41, 'g/L', 'low'),
      row('urea', 0.72, 'g/L', 'high'),
      row('creatinine', 1.64, 'mg/dL', 'high'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('calcium', 8.9, 'mg/dL', null),
      row('crp', 96, 'mg/L', 'high'),
    ],
  },
  {
    // Colombian portal CSV (";" and decimal comma): a procedure code first, the range split
    // into lower and upper columns (HDL with no upper limit), a status word Normal/Alto;
    // BUN is the urea of the panel.
    id: 'h11-es-7',
    language: 'es',
    kind: 'csv',
    text: `Código;Examen;Resultado;Unidad;Ref. inferior;Ref. superior;Estado;Fecha validación
903841;Glucosa en suero;104;mg/dL;70;100;Alto;2024-03-21
903895;Creatinina en suero;0,82;mg/dL;0,51;0,95;Normal;2024-03-21
903856;Nitrógeno ureico (BUN);13,4;mg/dL;6;20;Normal;2024-03-21
903818;Colesterol total;212;mg/dL;0;200;Alto;2024-03-21
903815;Colesterol de alta densidad (HDL);51;mg/dL;40;;Normal;2024-03-21
903816;Colesterol de baja densidad (LDL) directo;136;mg/dL;0;130;Alto;2024-03-21
903868;Triglicéridos;124;mg/dL;0;150;Normal;2024-03-21
903866;Transaminasa glutámico pirúvica (ALT/TGP);22;U/L;0;33;Normal;2024-03-21
903867;Transaminasa glutámico oxalacética (AST/TGO);19;U/L;0;32;Normal;2024-03-21
903426;Hemoglobina glicosilada (HbA1c);5,9;%;4,0;5,6;Alto;2024-03-21
904902;Hormona estimulante del tiroides (TSH);3,12;µUI/mL;0,27;4,20;Normal;2024-03-21
903801;Ácido úrico;5,1;mg/dL;2,4;5,7;Normal;2024-03-21`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('creatinine', 0.82, 'mg/dL', null),
      row('urea', 13.4, 'mg/dL', null),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 51, 'mg/dL', null),
      row('ldl', 136, 'mg/dL', 'high'),
      row('triglycerides', 124, 'mg/dL', null),
      row('alt', 22, 'U/L', null),
      row('ast', 19, 'U/L', null),
      row('hba1c', 5.9, '%', 'high'),
      row('tsh', 3.12, 'mU/L', null),
      row('uric_acid', 5.1, 'mg/dL', null),
    ],
  },
  {
    // Catalan primary-care lab (written in Spanish): the flag L/H BEFORE the value, a column of
    // previous results between the result and the unit ("--" when there is none), iron in
    // µmol/L, transferrin beside its saturation index.
    id: 'h11-es-8',
    language: 'es',
    kind: 'text',
    text: `LABORATORIO CLÍNICO TERRITORIAL DE PRUEBA
Paciente: PRUEBA PERSONA, TEST        CIP: PRTE0000000000        F. nac.: 01/01/1983     Sexo: Mujer
Petición: 00000000        Origen: CAP Ejemplo        Extracción: 27/05/2024 08:50

Determinación                          Resultado    Anterior (14/11/2023)    Unidades    Intervalo ref.
HEMATOLOGÍA
Hemoglobina                            L 10,9       11,6                     g/dL        12,0 - 15,5
VCM                                    L 76,4       79,8                     fL          80,0 - 99,0
ESTUDIO DEL HIERRO
Hierro                                 L 5,8        8,1                      µmol/L      9,0 - 30,4
Transferrina                           H 3,88       3,52                     g/L         2,00 - 3,60
Índice de saturación de transferrina   L 6          9                        %           15 - 45
Ferritina                              L 7          12                       ng/mL       15 - 150
VITAMINAS
Vitamina B12                             324        298                      pg/mL       197 - 771
Folato sérico                            5,6        6,1                      ng/mL       3,9 - 26,8
25-hidroxivitamina D                   L 21         --                       ng/mL       30 - 100
TIROIDES
TSH                                      3,02       2,76                     mUI/L       0,35 - 4,94
T4 libre                                 13,8       --                       pmol/L      9,0 - 19,0

L: inferior al intervalo de referencia. H: superior al intervalo de referencia.
Informe validado electrónicamente.                                                  Pág. 1/1`,
    expected: [
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('mcv', 76.4, 'fL', 'low'),
      row('iron', 5.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 7, 'ng/mL', 'low'),
      row('vitamin_b12', 324, 'pg/mL', null),
      row('folate', 5.6, 'ng/mL', null),
      row('vitamin_d', 21, 'ng/mL', 'low'),
      row('tsh', 3.02, 'mU/L', null),
      row('free_t4', 13.8, 'pmol/L', null),
    ],
  },
  {
    // Venezuelan private clinic: "Cuenta blanca", "Segmentados", "Cuenta plaquetaria",
    // "Glicemia", counts in x10³/mm³, arrows after the value, ranges as "hasta 40", TGO/TGP.
    id: 'h11-es-9',
    language: 'es',
    kind: 'text',
    text: `CLÍNICA DE PRUEBA, C.A. - Laboratorio Clínico
Paciente: Test Persona Prueba        C.I.: V-00.000.000        Edad: 61 años      Sexo: Masculino
Fecha de nacimiento: 01/01/1963      Fecha: 15/10/2024         Orden N°: 00000

HEMATOLOGÍA COMPLETA
Prueba                       Resultado          Unidades          Valores normales
Hemoglobina                  15,1               g/dL              13,5 - 17,5
Hematocrito                  45,2               %                 41,0 - 53,0
Cuenta blanca                12,9    ↑          x10³/mm³          4,5 - 11,0
  Segmentados                81      ↑          %                 45 - 70
  Linfocitos                 11      ↓          %                 20 - 40
  Monocitos                  6                  %                 2 - 10
  Eosinófilos                2                  %                 1 - 4
Cuenta plaquetaria           301                x10³/mm³          150 - 450
V.S.G.                       35      ↑          mm/h              0 - 20

QUÍMICA SANGUÍNEA
Glicemia                     142     ↑          mg/dL             70 - 110
Urea                         41                 mg/dL             15 - 45
Creatinina                   1,12               mg/dL             0,7 - 1,3
Ácido úrico                  6,8                mg/dL             3,5 - 7,2
Bilirrubina total            1,6     ↑          mg/dL             0,2 - 1,2
TGO                          35                 U/L               hasta 40
TGP                          44      ↑          U/L               hasta 41
Proteína C reactiva          48      ↑          mg/L              hasta 6

Lic. Bioanalista Test Ejemplo`,
    expected: [
      row('haemoglobin', 15.1, 'g/dL', null),
      row('haematocrit', 45.2, '%', null),
      row('white_cells', 12.9, '10^9/L', 'high'),
      row('neutrophils', 81, '%', 'high'),
      row('lymphocytes', 11, '%', 'low'),
      row('platelets', 301, '10^9/L', null),
      row('glucose', 142, 'mg/dL', 'high'),
      row('urea', 41, 'mg/dL', null),
      row('creatinine', 1.12, 'mg/dL', null),
      row('uric_acid', 6.8, 'mg/dL', null),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('ast', 35, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
      row('crp', 48, 'mg/L', 'high'),
    ],
  },
  {
    // Spanish hospital emergency lab (Valencia): a venous blood gas first (its pH is blood, not
    // urine, and not Hale's), bicarbonate from the gas, then a critical sodium (LL) with a note;
    // creatine kinase right after creatinine.
    id: 'h11-es-10',
    language: 'es',
    kind: 'text',
    text: `HOSPITAL GENERAL DE PRUEBA - Laboratorio de Urgencias
Paciente: PERSONA PRUEBA, TEST       SIP: 00000000       F. Nac: 01/01/1946       Sexo: Mujer
Procedencia: Urgencias - Box 4       Extracción: 02/09/2024 19:47       Validación: 02/09/2024 20:31

Magnitud                       Resultado    Flag    Unidades     Valores de referencia
GASOMETRÍA VENOSA
pH                             7,38                              7,32 - 7,43
pCO2                           44                   mmHg         41 - 51
Bicarbonato                    23,6                 mmol/L       22,0 - 29,0
Exceso de bases                -1,2                 mmol/L       -2,0 - 3,0
Lactato                        1,4                  mmol/L       0,5 - 2,2
BIOQUÍMICA URGENTE
Glucosa                        108          H       mg/dL        74 - 106
Urea                           24                   mg/dL        17 - 49
Creatinina                     0,58                 mg/dL        0,51 - 0,95
Creatina cinasa (CK)           98                   U/L          26 - 192
Sodio                          117          LL      mmol/L       136 - 145
   VALOR CRÍTICO. Comunicado a Dra. Ejemplo (Urgencias) a las 20:28.
Potasio                        3,3          L       mmol/L       3,5 - 5,1
Cloro                          84           L       mmol/L       98 - 107
Osmolalidad plasmática         246          L       mOsm/kg      275 - 295
Proteína C reactiva            0,4                  mg/dL        0,0 - 0,5

Facultativo responsable: Dr. Test Ejemplo                                     Página 1 de 1`,
    expected: [
      row('bicarbonate', 23.6, 'mmol/L', null),
      row('glucose', 108, 'mg/dL', 'high'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.58, 'mg/dL', null),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('crp', 0.4, 'mg/dL', null),
    ],
  },
]

export default moreCases
