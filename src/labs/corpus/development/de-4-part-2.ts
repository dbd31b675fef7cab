/**
 * Lab report corpus, DEVELOPMENT half, German, the rest of de-4.ts (the third held-out half, run
 * once to measure the extractor and now tuned against): Villingen-Schwenningen, and portal CSV
 * exports from Stuttgart, Berlin and Hanover. Synthetic reports: no real people, labs or phone
 * numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    // Baden-Württemberg (Villingen-Schwenningen): previous value column, H/L after the value, urine dipstick.
    id: 'h3-de-6',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Schwarzwald-Baar · Villingen-Schwenningen
Patient: Test Person    Geb.: 01.01.1955    Kasse: Beispiel-BKK
Material: Serum, EDTA-Blut, Spontanurin    Abnahme: 23.11.2026 08:10
Seite 1 von 2
Untersuchung            Ergebnis    Vorwert (12.05.26)    Einheit          Normbereich
Klinische Chemie
Kreatinin               1,48 H      1,32                  mg/dl            0,70 - 1,20
eGFR (CKD-EPI)          48 L        55                    ml/min/1,73m²    > 60
Harnstoff               62 H        54                    mg/dl            17 - 43
Kalium                  5,4 H       5,0                   mmol/l           3,5 - 5,1
Natrium                 141         140                   mmol/l           136 - 145
Calcium                 2,41        2,38                  mmol/l           2,20 - 2,65
Albumin                 4,3         4,4                   g/dl             3,5 - 5,2
Schilddrüse
TSH                     3,86        5,12                  mU/l             0,27 - 4,20
fT4                     15,8        13,1                  pmol/l           12,0 - 22,0
Seite 2 von 2
Urinstatus (Teststreifen)
Eiweiß                  ++          +                                      negativ
Glucose                 negativ     negativ                                negativ
Blut                    +           negativ                                negativ
Leukozyten              negativ     negativ                                negativ
Nitrit                  negativ     negativ                                negativ
pH-Wert                 6,5         6,0                                    5,0 - 8,0`,
    expected: [
      row('creatinine', 1.48, 'mg/dL', 'high'),
      row('egfr', 48, 'mL/min/1.73m²', 'low'),
      row('urea', 62, 'mg/dL', 'high'),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('sodium', 141, 'mmol/L'),
      row('calcium', 2.41, 'mmol/L'),
      row('albumin', 4.3, 'g/dL'),
      row('tsh', 3.86, 'mU/L'),
      row('free_t4', 15.8, 'pmol/L'),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_ph', 6.5, ''),
    ],
  },
  {
    // Stuttgart: portal export, LL/L marks, a severe hyponatraemia, an osmolality Hale does not know.
    id: 'h3-de-7',
    language: 'de',
    kind: 'csv',
    text: `Analyt;Ergebnis;Einheit;Referenzbereich;Kennzeichen
Natrium;117;mmol/l;136 - 145;LL
Kalium;4,6;mmol/l;3,5 - 5,1;
Chlorid;84;mmol/l;98 - 107;L
Osmolalität (Serum);246;mosmol/kg;275 - 295;L
Calcium;2,38;mmol/l;2,20 - 2,65;
Glucose;102;mg/dl;70 - 140;
Kreatinin;0,71;mg/dl;0,51 - 0,95;
Harnstoff;19;mg/dl;17 - 43;
Harnsäure;3,1;mg/dl;2,4 - 5,7;
TSH;2,14;mU/l;0,27 - 4,20;`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 4.6, 'mmol/L'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('calcium', 2.38, 'mmol/L'),
      row('glucose', 102, 'mg/dL'),
      row('creatinine', 0.71, 'mg/dL'),
      row('urea', 19, 'mg/dL'),
      row('uric_acid', 3.1, 'mg/dL'),
      row('tsh', 2.14, 'mU/L'),
    ],
  },
  {
    // Berlin: export with separate lower and upper limits and no marks, Tsd/µl and Mio/µl, CRP in mg/dl.
    id: 'h3-de-8',
    language: 'de',
    kind: 'csv',
    text: `Auftragsnummer;Parameter;Wert;Einheit;Untere Grenze;Obere Grenze
26110400;Leukozyten;11,8;Tsd/µl;3,9;10,5
26110400;Erythrozyten;5,12;Mio/µl;4,5;5,9
26110400;Hämoglobin;15,6;g/dl;13,5;17,5
26110400;Hämatokrit;45,9;%;40;53
26110400;MCV;89,6;fl;80;96
26110400;MCH;30,5;pg;27;33
26110400;MCHC;34,0;g/dl;32;36
26110400;Thrombozyten;455;Tsd/µl;150;400
26110400;Neutrophile absolut;8,9;Tsd/µl;1,5;7,7
26110400;Lymphozyten absolut;2,0;Tsd/µl;1,1;4,5
26110400;CRP;12,5;mg/dl;0;0,5
26110400;Procalcitonin;0,8;ng/ml;0;0,5`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 5.12, '10^12/L'),
      row('haemoglobin', 15.6, 'g/dL'),
      row('haematocrit', 45.9, '%'),
      row('mcv', 89.6, 'fL'),
      row('mch', 30.5, 'pg'),
      row('mchc', 34, 'g/dL'),
      row('platelets', 455, '10^9/L', 'high'),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 2, '10^9/L'),
      row('crp', 12.5, 'mg/dL', 'high'),
    ],
  },
  {
    // Hanover: check-up export with a date column, "Nüchtern" line, "+"/"-" marks.
    id: 'h3-de-9',
    language: 'de',
    kind: 'csv',
    text: `Datum;Untersuchung;Ergebnis;Einheit;Normwert;Bewertung
05.11.2026;Nüchtern;ja;;;
05.11.2026;Cholesterin;212;mg/dl;< 200;+
05.11.2026;HDL-Cholesterin;58;mg/dl;> 45;
05.11.2026;LDL-Cholesterin;128;mg/dl;< 130;
05.11.2026;Triglyceride;130;mg/dl;< 150;
05.11.2026;HbA1c;5,4;%;4,0 - 6,0;
05.11.2026;GOT (ASAT);41;U/l;< 35;+
05.11.2026;GPT (ALAT);67;U/l;< 35;+
05.11.2026;Gamma-GT;112;U/l;< 40;+
05.11.2026;AP;96;U/l;35 - 105;
05.11.2026;Bilirubin gesamt;1,4;mg/dl;< 1,2;+
05.11.2026;Ferritin;298;ng/ml;13 - 150;+
05.11.2026;Transferrinsättigung;52;%;16 - 45;+
05.11.2026;25-OH-Vitamin D;24;ng/ml;30 - 100;-
05.11.2026;Folsäure;5,2;ng/ml;> 3,9;`,
    expected: [
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL'),
      row('ldl', 128, 'mg/dL'),
      row('triglycerides', 130, 'mg/dL'),
      row('hba1c', 5.4, '%'),
      row('ast', 41, 'U/L', 'high'),
      row('alt', 67, 'U/L', 'high'),
      row('ggt', 112, 'U/L', 'high'),
      row('alp', 96, 'U/L'),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('ferritin', 298, 'ng/mL', 'high'),
      row('transferrin_saturation', 52, '%', 'high'),
      row('vitamin_d', 24, 'ng/mL', 'low'),
      row('folate', 5.2, 'ng/mL'),
    ],
  },
]

export default cases
