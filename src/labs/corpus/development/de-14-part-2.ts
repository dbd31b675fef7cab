/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), German, continued (see de-14.ts): reports h13-de-6 to
 * h13-de-10. Synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Switzerland (Bern), emergency department: SI units incl. haemoglobin in g/l, a critical
    // glucose marked "↓↓", values printed as ">90" and "<3"; lactate, troponin, ethanol and
    // osmolality are not Hale's.
    id: 'h13-de-6',
    language: 'de',
    kind: 'text',
    text: `Spital Beispiel Bern — Institut für Labormedizin
Notfallstation — Notfallauftrag
Patient: Test Person, 01.01.1995, m      Fall-Nr.: 0000000
Entnahme: 14.09.2025 02:48      Validiert: 14.09.2025 03:10
Analyse                     Resultat     Einheit           Referenzbereich
Hämatologie
Hämoglobin                  141          g/l               135-175
Leukozyten                  9,8          G/l               3,5-10,0
Thrombozyten                251          G/l               150-450
Klinische Chemie
Natrium                     138          mmol/l            136-145
Kalium                      3,9          mmol/l            3,5-5,1
Glucose                     2,4 ↓↓       mmol/l            3,9-6,1
Harnstoff                   5,1          mmol/l            2,9-8,2
Kreatinin                   74           µmol/l            59-104
eGFR (CKD-EPI)              >90          ml/min/1,73m²     > 60
Osmolalität                 281          mosm/kg           275-295
Laktat                      3,8 ↑        mmol/l            0,5-2,2
CRP                         <3           mg/l              < 5
Troponin T hs               9            ng/l              < 14
Ethanol                     <0,1         ‰
!! Kritischer Wert: Glucose 2,4 mmol/l telefonisch an Dr. med. Beispiel übermittelt, 03:12 Uhr.`,
    expected: [
      row('haemoglobin', 141, 'g/L', null),
      row('white_cells', 9.8, '10^9/L', null),
      row('platelets', 251, '10^9/L', null),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.9, 'mmol/L', null),
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('urea', 5.1, 'mmol/L', null),
      row('creatinine', 74, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('crp', 3, 'mg/L', null),
    ],
  },
  {
    // Germany (Leipzig), urine status: dipstick in crosses against "negativ", "(+)" for trace;
    // urine bilirubin and urobilinogen, and the sediment below, are not Hale's.
    id: 'h13-de-7',
    language: 'de',
    kind: 'text',
    text: `Praxislabor Beispiel · Leipzig
Patientin: Test, Person     geb. 01.01.1976     Material: Spontanurin (Mittelstrahl)
Eingang: 22.10.2025 09:40
Urinstatus (Teststreifen)        Ergebnis        Referenz
pH-Wert                          5,5             5,0 - 7,5
Spezifisches Gewicht             1,030           1,010 - 1,030
Leukozyten                       ++              negativ
Nitrit                           negativ         negativ
Eiweiß                           (+)             negativ
Glucose                          +++             negativ
Ketonkörper                      +               negativ
Urobilinogen                     normal          normal
Bilirubin                        negativ         negativ
Blut / Erythrozyten              negativ         negativ
Urinsediment (mikroskopisch)
Leukozyten                       10-15 /GF       < 5 /GF
Erythrozyten                     0-2 /GF         < 3 /GF
Plattenepithelien                vereinzelt
Bakterien                        +
Hefen                            ++
Bewertung: Glukosurie und Ketonurie, bitte Blutzucker kontrollieren.`,
    expected: [
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
    ],
  },
  {
    // Austria (Linz), a findings portal's CSV export: "+" / "-" in a mark column, a previous
    // finding, G/l and T/l counts; iron in µmol/l; transferrin itself is not Hale's.
    id: 'h13-de-8',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Ergebnis;Einheit;Referenzbereich;Kennzeichen;Vorbefund
Hämoglobin;10,2;g/dl;12,0 - 15,0;-;11,0
Hämatokrit;32,4;%;36,0 - 46,0;-;34,1
Erythrozyten;4,38;T/l;3,90 - 5,20;;4,41
MCV;74,0;fl;80,0 - 98,0;-;77,3
MCH;23,3;pg;27,0 - 33,0;-;24,9
MCHC;31,5;g/dl;32,0 - 36,0;-;32,3
Leukozyten;6,4;G/l;4,0 - 10,0;;5,9
Thrombozyten;421;G/l;150 - 400;+;398
Eisen;5,6;µmol/l;6,6 - 26,0;-;
Transferrin;3,8;g/l;2,0 - 3,6;+;
Transferrinsättigung;7;%;16 - 45;-;
Ferritin;6;ng/ml;15 - 150;-;9
Vitamin B12;289;pg/ml;197 - 771;;
Folsäure;5,8;ng/ml;3,9 - 26,8;;`,
    expected: [
      row('haemoglobin', 10.2, 'g/dL', 'low'),
      row('haematocrit', 32.4, '%', 'low'),
      row('red_cells', 4.38, '10^12/L', null),
      row('mcv', 74, 'fL', 'low'),
      row('mch', 23.3, 'pg', 'low'),
      row('mchc', 31.5, 'g/dL', 'low'),
      row('white_cells', 6.4, '10^9/L', null),
      row('platelets', 421, '10^9/L', 'high'),
      row('iron', 5.6, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 6, 'ng/mL', 'low'),
      row('vitamin_b12', 289, 'pg/mL', null),
      row('folate', 5.8, 'ng/mL', null),
    ],
  },
  {
    // Germany (München), a "Check-up 35" from a lab: no flags at all, ranges as "bis 200",
    // "> 60", "< 0,5"; TSH in µU/ml, CRP in mg/dl; PSA is not Hale's.
    id: 'h13-de-9',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel & Kollegen · 80000 München
Gesundheitsuntersuchung (Check-up 35)
Name: Test, Person     Geb.: 01.01.1963     Abnahme: 28.02.2025, nüchtern
Parameter                  Ergebnis    Einheit          Normbereich
Natrium                    141         mmol/l           135 - 145
Kalium                     4,2         mmol/l           3,5 - 5,1
Calcium                    2,41        mmol/l           2,15 - 2,55
Glucose nüchtern           94          mg/dl            70 - 99
HbA1c                      5,9         %                bis 5,6
Kreatinin                  1,31        mg/dl            0,67 - 1,17
eGFR (CKD-EPI)             58          ml/min/1,73m²    > 60
Harnsäure                  7,9         mg/dl            3,4 - 7,0
Cholesterin gesamt         212         mg/dl            bis 200
HDL-Cholesterin            51          mg/dl            > 40
LDL-Cholesterin            131         mg/dl            bis 130
Triglyceride               148         mg/dl            bis 150
TSH basal                  2,87        µU/ml            0,27 - 4,20
25-OH-Vitamin D3           18,4        ng/ml            30 - 100
CRP                        0,8         mg/dl            < 0,5
PSA gesamt                 1,9         ng/ml            bis 4,0
Werte außerhalb des Normbereichs bitte mit dem Hausarzt besprechen.
Seite 1/1`,
    expected: [
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('calcium', 2.41, 'mmol/L', null),
      row('glucose', 94, 'mg/dL', null),
      row('hba1c', 5.9, '%', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 51, 'mg/dL', null),
      row('ldl', 131, 'mg/dL', 'high'),
      row('triglycerides', 148, 'mg/dL', null),
      row('tsh', 2.87, 'mU/L', null),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('crp', 0.8, 'mg/dL', 'high'),
    ],
  },
  {
    // South Tyrol (Bozen), hospital lab: "*" after out-of-range values, Italian-style units
    // (10^3/µl, µUI/ml, U/L), a B12 printed as "<150" and folate as ">20,0"; a haemolysed sample.
    id: 'h13-de-10',
    language: 'de',
    kind: 'text',
    text: `Südtiroler Sanitätsbetrieb Beispiel — Labor für klinische Biochemie, Bozen
Patient: TEST PERSON     Geburtsdatum: 01.01.1958     St.-Nr.: 000000
Abnahmedatum: 09.10.2025 07:20
Untersuchung                  Ergebnis     Einheit      Referenzwerte
HÄMATOLOGIE
Hämoglobin                    15,9         g/dl         13,0 - 17,0
Leukozyten                    3,1 *        10^3/µl      4,0 - 10,0
Neutrophile Granulozyten      1,2 *        10^3/µl      1,8 - 7,5
Lymphozyten                   1,5          10^3/µl      1,0 - 4,0
Thrombozyten                  165          10^3/µl      150 - 400
KLINISCHE CHEMIE
Natrium                       140          mmol/l       136 - 145
Kalium                        5,6 *        mmol/l       3,5 - 5,1
Kreatinin                     0,88         mg/dl        0,70 - 1,20
GOT/AST                       28           U/L          5 - 40
GPT/ALT                       33           U/L          5 - 41
Gamma GT                      19           U/L          8 - 61
HORMONE / VITAMINE
TSH                           0,92         µUI/ml       0,27 - 4,20
Ferritin                      212          ng/ml        30 - 400
Vitamin B12                   <150 *       pg/ml        197 - 771
Folsäure                      >20,0        ng/ml        > 3,9
Anmerkung: Probe leicht hämolytisch, Kalium mit Vorbehalt zu bewerten.`,
    expected: [
      row('haemoglobin', 15.9, 'g/dL', null),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('platelets', 165, '10^9/L', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('creatinine', 0.88, 'mg/dL', null),
      row('ast', 28, 'U/L', null),
      row('alt', 33, 'U/L', null),
      row('ggt', 19, 'U/L', null),
      row('tsh', 0.92, 'mU/L', null),
      row('ferritin', 212, 'ng/mL', null),
      row('vitamin_b12', 150, 'pg/mL', 'low'),
      row('folate', 20, 'ng/mL', null),
    ],
  },
]

export default moreCases
