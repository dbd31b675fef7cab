/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), German, second file (see de-16.ts): portal CSV
 * exports from Germany, Switzerland and Austria, a hospital emergency liver panel and a Swiss
 * nephrology follow-up. Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, a patient portal's CSV export of a check-up: flags written out as
    // "erhöht"/"erniedrigt" in a "Bewertung" column, a date column last, an LDL/HDL quotient.
    id: 'h15-de-6',
    language: 'de',
    kind: 'csv',
    text: `Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung;Datum
Glukose (nüchtern);97;mg/dl;70 - 99;;02.04.2025
HbA1c;5,4;%;< 5,7;;02.04.2025
Cholesterin gesamt;212;mg/dl;< 200;erhöht;02.04.2025
HDL-Cholesterin;58;mg/dl;> 45;;02.04.2025
LDL-Cholesterin;138;mg/dl;< 116;erhöht;02.04.2025
Triglyceride;96;mg/dl;< 150;;02.04.2025
LDL/HDL-Quotient;2,4;;< 3,0;;02.04.2025
TSH basal;1,86;mU/l;0,27 - 4,20;;02.04.2025
25-OH-Vitamin D;14,2;ng/ml;30 - 100;erniedrigt;02.04.2025
Kreatinin;0,84;mg/dl;0,51 - 0,95;;02.04.2025
eGFR (CKD-EPI);81;ml/min/1,73m²;> 60;;02.04.2025
Harnsäure;5,1;mg/dl;2,4 - 5,7;;02.04.2025
GPT (ALT);22;U/l;< 35;;02.04.2025
Gamma-GT;19;U/l;< 40;;02.04.2025`,
    expected: [
      row('glucose', 97, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL', null),
      row('ldl', 138, 'mg/dL', 'high'),
      row('triglycerides', 96, 'mg/dL', null),
      row('tsh', 1.86, 'mU/L', null),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('creatinine', 0.84, 'mg/dL', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('uric_acid', 5.1, 'mg/dL', null),
      row('alt', 22, 'U/L', null),
      row('ggt', 19, 'U/L', null),
    ],
  },
  {
    // Switzerland, a hospital portal's CSV export: date first, G/l and T/l, Hb in g/l,
    // "+"/"-" in a "Markierung" column, absolute neutrophils and lymphocytes, procalcitonin
    // and an ESR ("Senkung") that are not analytes.
    id: 'h15-de-7',
    language: 'de',
    kind: 'csv',
    text: `Datum;Analyse;Resultat;Einheit;Normwert;Markierung
11.02.2025;Hämoglobin;148;g/l;134-170;
11.02.2025;Hämatokrit;44,1;%;40-50;
11.02.2025;Erythrozyten;4,95;T/l;4,2-5,7;
11.02.2025;Leukozyten;12,9;G/l;3,5-10,0;+
11.02.2025;Neutrophile absolut;9,8;G/l;1,6-7,4;+
11.02.2025;Lymphozyten absolut;1,7;G/l;1,0-3,9;
11.02.2025;Thrombozyten;301;G/l;140-380;
11.02.2025;CRP;86;mg/l;<5;+
11.02.2025;Procalcitonin;0,31;µg/l;<0,10;+
11.02.2025;Senkung (BSR);34;mm/h;<20;+
11.02.2025;Natrium;134;mmol/l;135-145;-
11.02.2025;Kalium;4,1;mmol/l;3,5-5,0;
11.02.2025;Kreatinin;96;µmol/l;62-106;
11.02.2025;eGFR CKD-EPI;78;ml/min/1,73m2;>60;`,
    expected: [
      row('haemoglobin', 148, 'g/L', null),
      row('haematocrit', 44.1, '%', null),
      row('red_cells', 4.95, '10^12/L', null),
      row('white_cells', 12.9, '10^9/L', 'high'),
      row('neutrophils', 9.8, '10^9/L', 'high'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('platelets', 301, '10^9/L', null),
      row('crp', 86, 'mg/L', 'high'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.1, 'mmol/L', null),
      row('creatinine', 96, 'µmol/L', null),
      row('egfr', 78, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Austria, a lab portal's CSV export: the range split into lower and upper columns (one
    // left empty), TSH in µU/ml, vitamin D in nmol/l, B12 in pmol/l, CRP in mg/dl as "<0,5",
    // TPO antibodies that are not an analyte.
    id: 'h15-de-8',
    language: 'de',
    kind: 'csv',
    text: `Bezeichnung;Wert;Einheit;Ref. unten;Ref. oben;Flag
TSH;6,82;µU/ml;0,35;4,94;H
freies T4 (FT4);9,6;pmol/l;9,0;19,0;
freies T3 (FT3);3,2;pmol/l;2,6;5,7;
TPO-Antikörper;286;IU/ml;;34;H
Ferritin;41;µg/l;15;150;
Eisen;14,2;µmol/l;6,6;26,0;
Transferrinsättigung;19;%;16;45;
Vitamin B12;312;pmol/l;145;569;
Folsäure;7,4;ng/ml;3,9;26,8;
25-OH-Vitamin D3;68;nmol/l;75;250;L
CRP;<0,5;mg/dl;;0,5;`,
    expected: [
      row('tsh', 6.82, 'mU/L', 'high'),
      row('free_t4', 9.6, 'pmol/L', null),
      row('free_t3', 3.2, 'pmol/L', null),
      row('ferritin', 41, 'µg/L', null),
      row('iron', 14.2, 'µmol/L', null),
      row('transferrin_saturation', 19, '%', null),
      row('vitamin_b12', 312, 'pmol/L', null),
      row('folate', 7.4, 'ng/mL', null),
      row('vitamin_d', 68, 'nmol/L', 'low'),
      row('crp', 0.5, 'mg/dL', null),
    ],
  },
  {
    // Germany, a hospital emergency department's liver panel: ranges in parentheses after the
    // unit, "*" after out-of-range values (direction from the range), GOT/GPT/AP names, direct
    // bilirubin, lipase, LDH, Quick and INR that are not analytes.
    id: 'h15-de-9',
    language: 'de',
    kind: 'text',
    text: `Städtisches Klinikum Beispielhausen · Zentrale Notaufnahme · Labor
NOTFALLBEFUND                                        gedruckt 23.07.2025 03:18
Name: Person, Test   Geburtsdatum: 01.01.1962   Geschlecht: M   Aufnahme-Nr.: 0000000
Parameter                         Ergebnis      Einheit     Referenzbereich
Hämoglobin                        13,9          g/dl        (13,5 - 17,2)
Bilirubin gesamt                  3,4 *         mg/dl       (0,1 - 1,2)
Bilirubin direkt                  2,1 *         mg/dl       (< 0,3)
GOT (ASAT)                        212 *         U/l         (< 50)
GPT (ALAT)                        286 *         U/l         (< 50)
Gamma-GT                          418 *         U/l         (< 60)
Alkalische Phosphatase (AP)       265 *         U/l         (40 - 130)
Lipase                            48            U/l         (13 - 60)
LDH                               310 *         U/l         (< 250)
Gesamteiweiß                      6,2 *         g/dl        (6,4 - 8,3)
Albumin                           3,1 *         g/dl        (3,5 - 5,2)
Calcium                           2,18 *        mmol/l      (2,20 - 2,65)
Gerinnung
Quick                             68 *          %           (70 - 120)
INR                               1,3 *                     (0,85 - 1,15)
* Wert außerhalb des Referenzbereichs
Hinweis: Cholestatisches Muster, Sonographie empfohlen. Nachforderung Hepatitis-Serologie möglich.
Seite 1/1`,
    expected: [
      row('haemoglobin', 13.9, 'g/dL', null),
      row('bilirubin', 3.4, 'mg/dL', 'high'),
      row('ast', 212, 'U/L', 'high'),
      row('alt', 286, 'U/L', 'high'),
      row('ggt', 418, 'U/L', 'high'),
      row('alp', 265, 'U/L', 'high'),
      row('total_protein', 6.2, 'g/dL', 'low'),
      row('albumin', 3.1, 'g/dL', 'low'),
      row('calcium', 2.18, 'mmol/L', 'low'),
    ],
  },
  {
    // Switzerland, a nephrology practice's follow-up in SI units: arrows before the value, the
    // range before the unit, phosphate, PTH and a urine albumin/creatinine ratio that are not
    // analytes, a comment line between the rows.
    id: 'h15-de-10',
    language: 'de',
    kind: 'text',
    text: `Nephrologie Praxis am Beispielsee · 6000 Luzern
Laborresultate (Verlauf)
Patient: Person Test, geb. 01.01.1952, männlich
Entnahme: 30.09.2025                                    Seite 1 / 1
Analyse                          Resultat        Referenzbereich      Einheit
Niere
Kreatinin                        ↑ 186           62 - 106             µmol/l
eGFR (CKD-EPI)                   ↓ 31            > 60                 ml/min/1,73m²
Harnstoff                        ↑ 14,6          2,9 - 8,2            mmol/l
Harnsäure                        ↑ 468           202 - 416            µmol/l
Elektrolyte
Natrium                            140           135 - 145            mmol/l
Kalium                           ↑ 5,3           3,5 - 5,0            mmol/l
Bicarbonat                       ↓ 19            22 - 29              mmol/l
Calcium                            2,24          2,15 - 2,55          mmol/l
Phosphat                         ↑ 1,62          0,81 - 1,45          mmol/l
Parathormon (intakt)             ↑ 14,8          1,6 - 6,9            pmol/l
  Kommentar: sekundärer Hyperparathyreoidismus bei CKD G3b, Verlauf stabil.
Diabetes
Glukose                          ↑ 8,9           3,9 - 6,1            mmol/l
HbA1c                            ↑ 7,8           < 6,0                %
Blutbild
Hämoglobin                       ↓ 112           134 - 170            g/l
Urin
Albumin/Kreatinin-Quotient       ↑ 42,5          < 3,0                mg/mmol
Validiert: Labor Beispiel AG, Luzern`,
    expected: [
      row('creatinine', 186, 'µmol/L', 'high'),
      row('egfr', 31, 'mL/min/1.73m²', 'low'),
      row('urea', 14.6, 'mmol/L', 'high'),
      row('uric_acid', 468, 'µmol/L', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.3, 'mmol/L', 'high'),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('calcium', 2.24, 'mmol/L', null),
      row('glucose', 8.9, 'mmol/L', 'high'),
      row('hba1c', 7.8, '%', 'high'),
      row('haemoglobin', 112, 'g/L', 'low'),
    ],
  },
]

export default moreCases
