/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), German, second part (see de-10.ts): an Austrian
 * hospital, a German emergency department, and three portal CSV exports (Germany, Switzerland,
 * Austria). Synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Austria, hospital lab: a "Bew." column between result and unit with H, L and N (normal),
    // counts in G/l and T/l, albumin and total protein in g/l, cholinesterase, ammonia and
    // Quick/INR mixed in, eGFR ">90", uric acid in mg/dl among SI units.
    id: 'h9-de-6',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Beispiel · Institut für Labordiagnostik
Patientin: Person Test   Geb.: 01.01.1971   Station: Gastroenterologie
Abnahme 19.08.2026 08:02   Validiert 19.08.2026 10:48
Untersuchung   Resultat   Bew.   Einheit   Referenz
Blutbild
Leukozyten   8,9   N   G/l   4,0 - 10,0
Erythrozyten   4,02   N   T/l   3,90 - 5,20
Hämoglobin   12,8   N   g/dl   12,0 - 16,0
Thrombozyten   96   L   G/l   150 - 350
Leberfunktion
Bilirubin gesamt   2,8   H   mg/dl   0,1 - 1,2
GOT/ASAT   96   H   U/l   10 - 35
GPT/ALAT   61   H   U/l   10 - 35
Gamma-GT   312   H   U/l   < 40
Alkalische Phosphatase   134   H   U/l   35 - 105
Cholinesterase   3,1   L   kU/l   5,3 - 12,9
Albumin   31   L   g/l   35 - 52
Gesamtprotein   64   N   g/l   64 - 83
Ammoniak   68   H   µmol/l   16 - 53
Niere
Kreatinin   71   N   µmol/l   45 - 84
Harnstoff   3,2   N   mmol/l   2,8 - 7,2
eGFR (CKD-EPI)   >90   N   ml/min/1,73 m²   > 60
Harnsäure   6,8   H   mg/dl   2,4 - 5,7
Gerinnung
Prothrombinzeit (Quick)   58   L   %   70 - 120
INR   1,42   H      0,85 - 1,15
Bew.: H = hoch, L = niedrig, N = normal`,
    expected: [
      row('white_cells', 8.9, '10^9/L', null),
      row('red_cells', 4.02, '10^12/L', null),
      row('haemoglobin', 12.8, 'g/dL', null),
      row('platelets', 96, '10^9/L', 'low'),
      row('bilirubin', 2.8, 'mg/dL', 'high'),
      row('ast', 96, 'U/L', 'high'),
      row('alt', 61, 'U/L', 'high'),
      row('ggt', 312, 'U/L', 'high'),
      row('alp', 134, 'U/L', 'high'),
      row('albumin', 31, 'g/L', 'low'),
      row('total_protein', 64, 'g/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('urea', 3.2, 'mmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 6.8, 'mg/dL', 'high'),
    ],
  },
  {
    // Germany, university hospital emergency department: ↑/↓ after the value and ↓↓ for a
    // critical glucose in mg/dl with its phone note, CK, troponin "<5", lactate and
    // procalcitonin "<0,05" mixed in, HbA1c at the end.
    id: 'h9-de-7',
    language: 'de',
    kind: 'text',
    text: `Universitätsklinikum Beispiel · Zentrale Notaufnahme
Laborbefund – Notfallprofil
Pat.: Person, Test   geb. 01.01.1948   m
Entnahme 27.11.2026 03:12   Eingang 03:19   Freigabe 03:58
Analyt   Wert   Einheit   Referenz
Glucose   43 ↓↓   mg/dl   70 - 115
Kritischer Wert! Telefonisch durchgegeben an Dr. Beispiel (ZNA) um 03:25 Uhr.
Natrium   139   mmol/l   135 - 145
Kalium   4,6   mmol/l   3,5 - 5,0
Kreatinin   1,48 ↑   mg/dl   0,70 - 1,20
eGFR (CKD-EPI)   46 ↓   ml/min/1,73m²   > 60
Harnstoff   61 ↑   mg/dl   17 - 49
CK   112   U/l   < 190
Troponin T hs   <5   ng/l   < 14
Laktat   1,9   mmol/l   0,5 - 2,2
CRP   0,8 ↑   mg/dl   < 0,5
Procalcitonin   <0,05   ng/ml   < 0,5
Leukozyten   7,4   /nl   3,9 - 10,2
Hämoglobin   11,2 ↓   g/dl   13,5 - 17,5
Thrombozyten   204   /nl   146 - 328
HbA1c   6,2 ↑   %   4,0 - 6,0
Hinweis: Hypoglykämie unter Sulfonylharnstoff-Therapie? Verlaufskontrollen veranlasst.`,
    expected: [
      row('glucose', 43, 'mg/dL', 'low'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('creatinine', 1.48, 'mg/dL', 'high'),
      row('egfr', 46, 'mL/min/1.73m²', 'low'),
      row('urea', 61, 'mg/dL', 'high'),
      row('crp', 0.8, 'mg/dL', 'high'),
      row('white_cells', 7.4, '10^9/L', null),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('platelets', 204, '10^9/L', null),
      row('hba1c', 6.2, '%', 'high'),
    ],
  },
  {
    // Germany, lab patient-portal CSV: date, parameter, result, unit, range, a "Bewertung" column
    // with + and -; ranges written "3,9 - 10,2", ">60" and "<200".
    id: 'h9-de-8',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung
14.01.2026;Leukozyten;6,1;/nl;3,9 - 10,2;
14.01.2026;Hämoglobin;14,6;g/dl;13,5 - 17,5;
14.01.2026;Thrombozyten;402;/nl;146 - 328;+
14.01.2026;Natrium;142;mmol/l;135 - 145;
14.01.2026;Kalium;5,4;mmol/l;3,5 - 5,1;+
14.01.2026;Kreatinin;1,31;mg/dl;0,70 - 1,20;+
14.01.2026;eGFR (CKD-EPI);58;ml/min/1,73m²;>60;-
14.01.2026;Harnsäure;7,9;mg/dl;3,4 - 7,0;+
14.01.2026;Cholesterin;186;mg/dl;<200;
14.01.2026;LDL-Cholesterin;112;mg/dl;<116;
14.01.2026;HDL-Cholesterin;48;mg/dl;>40;
14.01.2026;Triglyceride;131;mg/dl;<150;
14.01.2026;TSH;0,94;mU/l;0,27 - 4,20;
14.01.2026;Ferritin;24;ng/ml;30 - 400;-
14.01.2026;25-OH-Vitamin D;19;ng/ml;30 - 100;-`,
    expected: [
      row('white_cells', 6.1, '10^9/L', null),
      row('haemoglobin', 14.6, 'g/dL', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('sodium', 142, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 186, 'mg/dL', null),
      row('ldl', 112, 'mg/dL', null),
      row('hdl', 48, 'mg/dL', null),
      row('triglycerides', 131, 'mg/dL', null),
      row('tsh', 0.94, 'mU/L', null),
      row('ferritin', 24, 'ng/mL', 'low'),
      row('vitamin_d', 19, 'ng/mL', 'low'),
    ],
  },
  {
    // Switzerland, lab CSV export: order number first, the range split into lower and upper
    // columns (one empty for one-sided ranges), counts in x10E9/L and x10E12/L, haemoglobin and
    // MCHC in g/L, RDW, monocytes and procalcitonin mixed in.
    id: 'h9-de-9',
    language: 'de',
    kind: 'csv',
    text: `Auftrag;Entnahme;Analyse;Resultat;Einheit;Untere Grenze;Obere Grenze;Status
A-55120;05.10.2026;Leukozyten;14,2;x10E9/L;3,5;10,0;H
A-55120;05.10.2026;Erythrozyten;4,61;x10E12/L;4,20;5,70;
A-55120;05.10.2026;Hämoglobin;141;g/L;135;172;
A-55120;05.10.2026;Hämatokrit;41,8;%;40,0;50,0;
A-55120;05.10.2026;MCV;90,7;fL;80,0;98,0;
A-55120;05.10.2026;MCH;30,6;pg;27,0;33,0;
A-55120;05.10.2026;MCHC;337;g/L;320;360;
A-55120;05.10.2026;RDW;12,9;%;11,0;15,0;
A-55120;05.10.2026;Thrombozyten;288;x10E9/L;150;450;
A-55120;05.10.2026;Neutrophile;11,6;x10E9/L;1,8;7,5;H
A-55120;05.10.2026;Lymphozyten;0,9;x10E9/L;1,0;4,0;L
A-55120;05.10.2026;Monozyten;1,1;x10E9/L;0,2;1,0;H
A-55120;05.10.2026;CRP;87;mg/L;;5;H
A-55120;05.10.2026;Procalcitonin;0,31;µg/L;;0,10;H
A-55120;05.10.2026;Natrium;136;mmol/L;136;145;
A-55120;05.10.2026;Kalium;4,0;mmol/L;3,5;5,1;
A-55120;05.10.2026;Kreatinin;92;µmol/L;62;106;
A-55120;05.10.2026;eGFR CKD-EPI;83;mL/min/1,73m2;60;;`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('red_cells', 4.61, '10^12/L', null),
      row('haemoglobin', 141, 'g/L', null),
      row('haematocrit', 41.8, '%', null),
      row('mcv', 90.7, 'fL', null),
      row('mch', 30.6, 'pg', null),
      row('mchc', 337, 'g/L', null),
      row('platelets', 288, '10^9/L', null),
      row('neutrophils', 11.6, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
      row('crp', 87, 'mg/L', 'high'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 4, 'mmol/L', null),
      row('creatinine', 92, 'µmol/L', null),
      row('egfr', 83, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Austria, findings-portal CSV: a "Kennzeichen" column with ↑/↓ and the previous value last,
    // TSH in µIU/ml, TPO antibodies mixed in, and urine test-strip rows with "+", "+++",
    // "positiv" and "Spur" as values and no unit.
    id: 'h9-de-10',
    language: 'de',
    kind: 'csv',
    text: `Befunddatum;Analyse;Wert;Einheit;Referenzbereich;Kennzeichen;Vorwert
02.06.2026;TSH;6,84;µIU/ml;0,35 - 4,94;↑;5,12
02.06.2026;freies T4;10,2;pmol/l;9,0 - 19,0;;11,4
02.06.2026;freies T3;3,6;pmol/l;2,6 - 5,7;;
02.06.2026;TPO-Antikörper;312;IU/ml;< 5,6;↑;
02.06.2026;Ferritin;41;ng/ml;15 - 150;;
02.06.2026;Transferrinsättigung;22;%;16 - 45;;
02.06.2026;Vitamin B12;260;pg/ml;187 - 883;;
02.06.2026;Folsäure;2,8;ng/ml;3,9 - 26,8;↓;
02.06.2026;25-OH-Vitamin D3;48;nmol/l;75 - 250;↓;39
02.06.2026;HbA1c;5,4;%;4,0 - 6,0;;5,5
02.06.2026;Harnstreifen pH;6,5;;5,0 - 7,5;;
02.06.2026;Harnstreifen Eiweiß;+;;negativ;↑;
02.06.2026;Harnstreifen Leukozyten;+++;;negativ;↑;
02.06.2026;Harnstreifen Nitrit;positiv;;negativ;↑;
02.06.2026;Harnstreifen Blut;Spur;;negativ;↑;`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.2, 'pmol/L', null),
      row('free_t3', 3.6, 'pmol/L', null),
      row('ferritin', 41, 'ng/mL', null),
      row('transferrin_saturation', 22, '%', null),
      row('vitamin_b12', 260, 'pg/mL', null),
      row('folate', 2.8, 'ng/mL', 'low'),
      row('vitamin_d', 48, 'nmol/L', 'low'),
      row('hba1c', 5.4, '%', null),
      row('urine_ph', 6.5, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
]

export default moreCases
