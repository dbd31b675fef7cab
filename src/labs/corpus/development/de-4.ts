/**
 * Lab report corpus, DEVELOPMENT half (fourth file), German: the third held-out half, written
 * without reading the extractor, run once to measure it and now tuned against. Lab chains from
 * Hamburg, Munich, Leipzig, Rostock, Villingen-Schwenningen, Stuttgart, Berlin and Hanover, and a
 * lab in Liechtenstein. Synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (ratios, osmolality, procalcitonin) and comment lines are not results to
 * extract. The rest of the set is in de-4-part-2.ts.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-4-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Hamburg: arrows between value and unit, /nl and /pl, a critical haemoglobin.
    id: 'h3-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Elbufer GmbH · Hamburg
Patient: Test Person    geb. 01.01.1948    Einsender: Praxis Beispiel
Probeneingang: 09.11.2026 10:14    Befunddatum: 09.11.2026
Tel. 040 0000000-0 · Seite 1 von 2
Untersuchung                 Ergebnis          Einheit      Referenzbereich
Hämatologie
Leukozyten                   3,1      ↓        /nl          3,9 - 10,2
Erythrozyten                 2,14     ↓        /pl          4,30 - 5,75
Hämoglobin                   6,1      ↓↓       g/dl         13,5 - 17,2
Hämatokrit                   19,0     ↓        %            39,5 - 50,5
MCV                          88,8              fl           80,0 - 99,0
MCH (HbE)                    28,5              pg           26,0 - 33,0
MCHC                         32,1              g/dl         31,5 - 36,0
Thrombozyten                 62       ↓        /nl          150 - 370
Neutrophile Granulozyten     1,4      ↓        /nl          1,5 - 7,7
Lymphozyten                  1,2               /nl          1,1 - 4,5
Kritischer Wert! Telefonisch an Praxis durchgegeben am 09.11.2026 um 11:02 Uhr.
Seite 2 von 2
Klinische Chemie
CRP                          18,2     ↑        mg/l         < 5,0
Ferritin                     612      ↑        ng/ml        30 - 400
Vitamin B12                  1450     ↑        pg/ml        197 - 771
Folsäure                     12,1              ng/ml        > 3,9`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 2.14, '10^12/L', 'low'),
      row('haemoglobin', 6.1, 'g/dL', 'low'),
      row('haematocrit', 19, '%', 'low'),
      row('mcv', 88.8, 'fL'),
      row('mch', 28.5, 'pg'),
      row('mchc', 32.1, 'g/dL'),
      row('platelets', 62, '10^9/L', 'low'),
      row('neutrophils', 1.4, '10^9/L', 'low'),
      row('lymphocytes', 1.2, '10^9/L'),
      row('crp', 18.2, 'mg/L', 'high'),
      row('ferritin', 612, 'ng/mL', 'high'),
      row('vitamin_b12', 1450, 'pg/mL', 'high'),
      row('folate', 12.1, 'ng/mL'),
    ],
  },
  {
    // Munich: mg/dl, "+"/"++"/"-" marks after the range, a critical potassium.
    id: 'h3-de-2',
    language: 'de',
    kind: 'text',
    text: `Laborärztliche Gemeinschaftspraxis Isartal · München
Patient: Test Person    Geb.-Datum: 01.01.1965    Auftrags-Nr.: 0000000
Abnahme: 02.10.2026 07:35    Nüchtern: ja
Test                   Ergebnis    Einheit          Normbereich        Bew.
Klinische Chemie
Natrium                139         mmol/l           135 - 145
Kalium                 7,1         mmol/l           3,5 - 5,1          ++
Chlorid                104         mmol/l           98 - 107
Calcium                2,31        mmol/l           2,15 - 2,55
Glucose (nüchtern)     92          mg/dl            70 - 99
Harnstoff              86          mg/dl            17 - 43            +
Kreatinin              2,84        mg/dl            0,67 - 1,17        +
eGFR (CKD-EPI)         23          ml/min/1,73m²    > 60               -
Harnsäure              8,9         mg/dl            3,4 - 7,0          +
Gesamteiweiß           6,9         g/dl             6,4 - 8,3
Albumin                4,1         g/dl             3,5 - 5,2
Bilirubin gesamt       0,6         mg/dl            < 1,2
GOT (AST)              22          U/l              < 50
GPT (ALT)              18          U/l              < 50
Gamma-GT               29          U/l              < 60
Alk. Phosphatase       81          U/l              40 - 130
Kalium aus hämolysefreiem Serum, Zentrifugation nach 30 min; Kontrolle empfohlen.
Methode: Kreatinin enzymatisch (IDMS-rückführbar), eGFR nach CKD-EPI 2021`,
    expected: [
      row('sodium', 139, 'mmol/L'),
      row('potassium', 7.1, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L'),
      row('calcium', 2.31, 'mmol/L'),
      row('glucose', 92, 'mg/dL'),
      row('urea', 86, 'mg/dL', 'high'),
      row('creatinine', 2.84, 'mg/dL', 'high'),
      row('egfr', 23, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('total_protein', 6.9, 'g/dL'),
      row('albumin', 4.1, 'g/dL'),
      row('bilirubin', 0.6, 'mg/dL'),
      row('ast', 22, 'U/L'),
      row('alt', 18, 'U/L'),
      row('ggt', 29, 'U/L'),
      row('alp', 81, 'U/L'),
    ],
  },
  {
    // Leipzig: dot leaders, SI units as in eastern Germany, the unit in the range column.
    id: 'h3-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Sachsen-Süd MVZ · Leipzig
Patient: Test Person     Geburtsdatum: 01.01.1972
Probenentnahme: 18.08.2026 08:20     Nüchtern: ja
Tel. 0341 0000000 · Seite 1 von 1
Fettstoffwechsel
Cholesterin gesamt ............. 6,36 H      < 5,2 mmol/l
HDL-Cholesterin ................ 0,98 L      > 1,0 mmol/l
LDL-Cholesterin (berechnet) .... 4,43 H      < 3,4 mmol/l
Triglyceride ................... 2,10 H      < 1,7 mmol/l
LDL/HDL-Quotient ............... 4,5         < 3,0
Kohlenhydratstoffwechsel
Glucose (nüchtern) ............. 7,3 H       3,9 - 5,6 mmol/l
HbA1c .......................... 6,8 H       4,0 - 6,0 %
Harnsäure ...................... 402         202 - 416 µmol/l
Schilddrüse
TSH basal ...................... 0,08 L      0,27 - 4,20 mU/l
fT4 ............................ 28,6 H      12,0 - 22,0 pmol/l
fT3 ............................ 7,9 H       3,1 - 6,8 pmol/l`,
    expected: [
      row('cholesterol', 6.36, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 4.43, 'mmol/L', 'high'),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
      row('glucose', 7.3, 'mmol/L', 'high'),
      row('hba1c', 6.8, '%', 'high'),
      row('uric_acid', 402, 'µmol/L'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.6, 'pmol/L', 'high'),
      row('free_t3', 7.9, 'pmol/L', 'high'),
    ],
  },
  {
    // Rostock (emergency lab): ranges in square brackets, LL for a critical value, Gpt/l, urine dipstick.
    id: 'h3-de-4',
    language: 'de',
    kind: 'text',
    text: `Klinikum Warnow-Ost · Zentrallabor · Rostock
Patient: Test Person    Station: ZNA    Fall-Nr.: 00000000
Eingang: 27.06.2026 03:12    Validiert: 27.06.2026 03:58
Notfalllabor
Glukose                2,4       mmol/l     [3,9 - 5,6]       LL
Natrium                134       mmol/l     [136 - 145]       L
Kalium                 3,9       mmol/l     [3,5 - 5,1]
Bicarbonat (venös)     17        mmol/l     [22 - 26]         L
Kreatinin              71        µmol/l     [59 - 104]
Harnstoff              4,2       mmol/l     [2,8 - 7,2]
CRP                    3,1       mg/l       [< 5,0]
Leukozyten             8,4       Gpt/l      [3,8 - 9,8]
Kritischer Wert telefonisch an ZNA mitgeteilt 03:55 Uhr (Rückruf 0381 000-0000)
Urinstatus (Teststreifen)
Spez. Gewicht          1,030                [1,015 - 1,025]   H
pH                     5,5                  [4,8 - 7,4]
Leukozyten             neg                  [neg]
Nitrit                 neg                  [neg]
Eiweiß                 (+)                  [neg]
Glukose                neg                  [neg]
Ketonkörper            +++                  [neg]
Blut                   neg                  [neg]`,
    expected: [
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('creatinine', 71, 'µmol/L'),
      row('urea', 4.2, 'mmol/L'),
      row('crp', 3.1, 'mg/L'),
      row('white_cells', 8.4, '10^9/L'),
      row('urine_specific_gravity', 1.03, '', 'high'),
      row('urine_ph', 5.5, ''),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 3, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
    ],
  },
  {
    // Liechtenstein (Vaduz): Swiss-style g/l for haemoglobin and MCHC, G/l and T/l, "*" without direction.
    id: 'h3-de-5',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Laboratorium Rheintal AG · Vaduz (Liechtenstein)
Patient: Test Person    Jahrgang: 1990    Auftraggeber: Praxis Beispiel, Schaan
Entnahme: 14.07.2026 09:40    Bericht: 14.07.2026 17:05
Analyse                      Resultat        Einheit     Referenzwerte
Hämatologie
Hämoglobin                   108      *      g/l         120 - 160
Hämatokrit                   34,2     *      %           36,0 - 46,0
Erythrozyten                 4,52            T/l         4,00 - 5,20
MCV                          75,7     *      fl          80,0 - 98,0
MCH                          23,9     *      pg          27,0 - 33,0
MCHC                         316      *      g/l         320 - 360
Leukozyten                   6,2             G/l         4,0 - 10,0
Thrombozyten                 388             G/l         150 - 450
Eisenstatus
Eisen                        6,2      *      µmol/l      9,0 - 30,4
Ferritin                     8        *      µg/l        15 - 150
Transferrinsättigung         7        *      %           16 - 45
Vitamine
25-OH-Vitamin D              38       *      nmol/l      50 - 150
Vitamin B12                  312             pmol/l      145 - 569
Folsäure                     14,8            nmol/l      > 10,4
Entzündung
CRP                          1,4             mg/l        < 5
* ausserhalb des Referenzbereichs    Tel. +423 000 00 00`,
    expected: [
      row('haemoglobin', 108, 'g/L', 'low'),
      row('haematocrit', 34.2, '%', 'low'),
      row('red_cells', 4.52, '10^12/L'),
      row('mcv', 75.7, 'fL', 'low'),
      row('mch', 23.9, 'pg', 'low'),
      row('mchc', 316, 'g/L', 'low'),
      row('white_cells', 6.2, '10^9/L'),
      row('platelets', 388, '10^9/L'),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('ferritin', 8, 'µg/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 312, 'pmol/L'),
      row('folate', 14.8, 'nmol/L'),
      row('crp', 1.4, 'mg/L'),
    ],
  },
]

const reports: readonly LabReportCase[] = [...cases, ...moreCases]
export default reports
