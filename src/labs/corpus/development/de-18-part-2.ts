/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), German, second file (see de-18.ts): a lab
 * portal's semicolon export of a liver panel with an H/L column, an Austrian health check with
 * "+"/"-" marks after the value, counts in Mio/µl and Tsd/µl and the SI value in parentheses, a
 * Swiss hospital's quoted comma export with haemoglobin and MCHC in g/l and a critical anaemia, an
 * intensive care unit's cumulative report with the current value first and two previous days
 * (critical sodium, arrows), and a GP software's tab export with "hoch"/"niedrig" and rows without
 * a range. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (direct bilirubin, cholinesterase, lipase, INR, PSA, reticulocytes, LDH, osmolality,
 * procalcitonin, ESR) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, a lab portal's CSV export: semicolons, patient and order on every line, ranges
    // "10-35" and "<40" without spaces, an H/L "Flag" column, platelets in Tsd/µl, bilirubin in
    // mg/dl, direct bilirubin, cholinesterase, lipase and INR that are not analytes.
    id: 'h17-de-6',
    language: 'de',
    kind: 'csv',
    text: `Patient;Geburtsdatum;Auftragsnummer;Abnahmedatum;Analyt;Ergebnis;Einheit;Referenzbereich;Flag
Test Person;01.01.1975;0000000;11.11.2025;GOT (AST);87;U/l;10-35;H
Test Person;01.01.1975;0000000;11.11.2025;GPT (ALT);124;U/l;10-35;H
Test Person;01.01.1975;0000000;11.11.2025;Gamma-GT;212;U/l;<40;H
Test Person;01.01.1975;0000000;11.11.2025;Alkalische Phosphatase;148;U/l;35-105;H
Test Person;01.01.1975;0000000;11.11.2025;Bilirubin gesamt;2,1;mg/dl;<1,2;H
Test Person;01.01.1975;0000000;11.11.2025;Bilirubin direkt;0,9;mg/dl;<0,3;H
Test Person;01.01.1975;0000000;11.11.2025;Cholinesterase;4,1;kU/l;5,3-12,9;L
Test Person;01.01.1975;0000000;11.11.2025;Albumin;36;g/l;35-52;
Test Person;01.01.1975;0000000;11.11.2025;Gesamteiweiß;71;g/l;66-83;
Test Person;01.01.1975;0000000;11.11.2025;Lipase;52;U/l;13-60;
Test Person;01.01.1975;0000000;11.11.2025;INR;1,1;;0,9-1,2;
Test Person;01.01.1975;0000000;11.11.2025;Thrombozyten;138;Tsd/µl;150-400;L
Test Person;01.01.1975;0000000;11.11.2025;Hämoglobin;13,9;g/dl;13,5-17,5;
Test Person;01.01.1975;0000000;11.11.2025;Ferritin;512;ng/ml;30-400;H
Test Person;01.01.1975;0000000;11.11.2025;Triglyceride;284;mg/dl;<150;H
Test Person;01.01.1975;0000000;11.11.2025;Glucose;98;mg/dl;70-99;`,
    expected: [
      row('ast', 87, 'U/L', 'high'),
      row('alt', 124, 'U/L', 'high'),
      row('ggt', 212, 'U/L', 'high'),
      row('alp', 148, 'U/L', 'high'),
      row('bilirubin', 2.1, 'mg/dL', 'high'),
      row('albumin', 36, 'g/L', null),
      row('total_protein', 71, 'g/L', null),
      row('platelets', 138, '10^9/L', 'low'),
      row('haemoglobin', 13.9, 'g/dL', null),
      row('ferritin', 512, 'ng/mL', 'high'),
      row('triglycerides', 284, 'mg/dL', 'high'),
      row('glucose', 98, 'mg/dL', null),
    ],
  },
  {
    // Austria, a central lab's health check (Vorsorgeuntersuchung): a "+"/"-" mark after the
    // value, ranges "13,0–17,0" with an en dash and no spaces, the SI value in parentheses at the
    // line's end (the first value is the result), Mio/µl and Tsd/µl, two pages, PSA not an analyte.
    id: 'h17-de-7',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Zentrallabor Beispielstadt – Labor Dr. Example & Partner OG
Vorsorgeuntersuchung (VU) – Befundbericht                               Seite 1/2
Patient: Test Person     Geb.-Datum: 01.01.1969     männlich
Zuweiser: Dr Example, Allgemeinmedizin     Probenahme: 05.05.2025 07:20     Befund: 06.05.2025
Analyse                    Ergebnis     Einheit    Normbereich     SI-Einheit
Blutbild
Hämoglobin                 15,2         g/dl       13,0–17,0
Erythrozyten               5,02         Mio/µl     4,3–5,8
Leukozyten                 7,9          Tsd/µl     4,0–10,0
Thrombozyten               244          Tsd/µl     150–400
Stoffwechsel
Glukose nüchtern           118 +        mg/dl      70–100          (6,5 mmol/l)
HbA1c                      6,2 +        %          4,0–5,6         (44 mmol/mol)
Cholesterin gesamt         248 +        mg/dl      <200            (6,41 mmol/l)
HDL-Cholesterin            38 -         mg/dl      >40             (0,98 mmol/l)
LDL-Cholesterin            171 +        mg/dl      <130            (4,42 mmol/l)
Triglyceride               196 +        mg/dl      <150            (2,21 mmol/l)
+ = über, - = unter dem Normbereich
Seite 1/2
Medizinisches Zentrallabor Beispielstadt                                Seite 2/2
Patient: Test Person     Geb.-Datum: 01.01.1969
Analyse                    Ergebnis     Einheit    Normbereich     SI-Einheit
Niere
Kreatinin                  1,08         mg/dl      0,70–1,20       (95 µmol/l)
eGFR (CKD-EPI)             79           ml/min/1,73m²  >60
Harnsäure                  7,6 +        mg/dl      3,4–7,0         (452 µmol/l)
Leber
GPT                        41           U/l        <50
Gamma-GT                   58           U/l        <60
Schilddrüse / Sonstiges
TSH                        1,92         mU/l       0,27–4,20
PSA gesamt                 1,4          ng/ml      <4,0
Befundkommentar: Gestörte Nüchternglukose und erhöhtes HbA1c (Prädiabetes). Hypercholesterinämie;
Lebensstilberatung, Lipidkontrolle in 3 Monaten. Validiert: Dr Example.`,
    expected: [
      row('haemoglobin', 15.2, 'g/dL', null),
      row('red_cells', 5.02, '10^12/L', null),
      row('white_cells', 7.9, '10^9/L', null),
      row('platelets', 244, '10^9/L', null),
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.2, '%', 'high'),
      row('cholesterol', 248, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 196, 'mg/dL', 'high'),
      row('creatinine', 1.08, 'mg/dL', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('uric_acid', 7.6, 'mg/dL', 'high'),
      row('alt', 41, 'U/L', null),
      row('ggt', 58, 'U/L', null),
      row('tsh', 1.92, 'mU/L', null),
    ],
  },
  {
    // Switzerland, a cantonal hospital's patient portal export: commas between quoted fields (the
    // decimal comma inside the quotes), haemoglobin and MCHC in g/l, a critical anaemia
    // (haemoglobin 64 g/l), a "Status" column with "tief"/"hoch", reticulocytes and LDH that are
    // not analytes.
    id: 'h17-de-8',
    language: 'de',
    kind: 'csv',
    text: `"Datum","Zeit","Analyse","Resultat","Einheit","Referenzbereich","Status","Bemerkung"
"14.07.2025","06:45","Hämoglobin","64","g/l","120-160","tief","kritischer Wert, Station informiert"
"14.07.2025","06:45","Hämatokrit","19,5","%","36-46","tief",""
"14.07.2025","06:45","Erythrozyten","2,21","x10^12/l","3,9-5,2","tief",""
"14.07.2025","06:45","MCV","88","fl","80-98","",""
"14.07.2025","06:45","MCH","29","pg","27-33","",""
"14.07.2025","06:45","MCHC","328","g/l","320-360","",""
"14.07.2025","06:45","Retikulozyten","12","‰","5-25","",""
"14.07.2025","06:45","Leukozyten","1,9","x10^9/l","4,0-10,0","tief",""
"14.07.2025","06:45","Neutrophile","0,6","x10^9/l","1,8-7,5","tief","manuell bestätigt"
"14.07.2025","06:45","Lymphozyten","0,9","x10^9/l","1,0-4,0","tief",""
"14.07.2025","06:45","Thrombozyten","41","x10^9/l","150-400","tief",""
"14.07.2025","07:10","CRP","48","mg/l","<5","hoch",""
"14.07.2025","07:10","Ferritin","890","µg/l","30-400","hoch",""
"14.07.2025","07:10","LDH","412","U/l","135-225","hoch","Probe nicht hämolytisch"
"14.07.2025","07:10","Harnsäure","512","µmol/l","155-357","hoch",""
"14.07.2025","07:10","Kreatinin","64","µmol/l","45-84","",""`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('haematocrit', 19.5, '%', 'low'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('mcv', 88, 'fL', null),
      row('mch', 29, 'pg', null),
      row('mchc', 328, 'g/L', null),
      row('white_cells', 1.9, '10^9/L', 'low'),
      row('neutrophils', 0.6, '10^9/L', 'low'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
      row('platelets', 41, '10^9/L', 'low'),
      row('crp', 48, 'mg/L', 'high'),
      row('ferritin', 890, 'µg/L', 'high'),
      row('uric_acid', 512, 'µmol/L', 'high'),
      row('creatinine', 64, 'µmol/L', null),
    ],
  },
  {
    // Austria, a hospital's cumulative report for an intensive care unit: unit and range before
    // the results, the current result first and two previous days after it, arrows glued after a
    // space ("↓↓" for a critical sodium of 117), osmolality and procalcitonin that are not
    // analytes, "--" where a test was not requested.
    id: 'h17-de-9',
    language: 'de',
    kind: 'text',
    text: `Krankenhaus der Barmherzigen Beispielschwestern – Institut für Labormedizin
Verlaufsbefund Intensivstation (ICU 1)                                   Seite 1/1
Patient: Test Person    Geb. 01.01.1944    weiblich    Zimmer 4, Bett 2
Aktueller Auftrag: 09.12.2025 04:30    Vorwerte: 08.12.2025 05:00 / 07.12.2025 05:10
Parameter          Einheit          Referenz        09.12.2025    08.12.2025    07.12.2025
Elektrolyte / Substrate
Natrium            mmol/l           135 - 145       117 ↓↓        121 ↓         126 ↓
Kalium             mmol/l           3,5 - 5,0       3,2 ↓         3,6           3,9
Chlorid            mmol/l           98 - 107        84 ↓          88 ↓          93 ↓
Osmolalität        mosmol/kg        275 - 295       244 ↓         251 ↓         262 ↓
Glucose            mg/dl            70 - 110        141 ↑         128 ↑         156 ↑
Kreatinin          mg/dl            0,50 - 0,90     0,62          0,58          0,71
Harnstoff          mg/dl            17 - 43         22            19            27
Calcium            mmol/l           2,10 - 2,60     2,18          2,22          2,25
Albumin            g/l              35 - 52         29 ↓          30 ↓          31 ↓
Entzündung
CRP                mg/dl            < 0,5           2,8 ↑         4,1 ↑         6,3 ↑
Procalcitonin      ng/ml            < 0,5           0,21          0,38          0,62 ↑
Hämatologie
Leukozyten         /nl              4,0 - 10,0      8,4           10,9 ↑        13,2 ↑
Hämoglobin         g/dl             12,0 - 15,5     10,8 ↓        11,0 ↓        11,4 ↓
Thrombozyten       /nl              150 - 400       172           165           181
Endokrinologie
TSH                mU/l             0,27 - 4,20     1,36          --            --
↓/↑ unter/über dem Referenzbereich; ↓↓/↑↑ kritischer Wert.
Natrium 117 mmol/l: kritischer Wert, telefonisch an Dr Example (ICU) um 04:58, Rückruf bestätigt.
Hinweis: Natriumausgleich höchstens 8 bis 10 mmol/l in 24 Stunden.`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('glucose', 141, 'mg/dL', 'high'),
      row('creatinine', 0.62, 'mg/dL', null),
      row('urea', 22, 'mg/dL', null),
      row('calcium', 2.18, 'mmol/L', null),
      row('albumin', 29, 'g/L', 'low'),
      row('crp', 2.8, 'mg/dL', 'high'),
      row('white_cells', 8.4, '10^9/L', null),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
      row('platelets', 172, '10^9/L', null),
      row('tsh', 1.36, 'mU/L', null),
    ],
  },
  {
    // Germany, a GP practice software's tab-separated export of imported lab values: short codes,
    // a "Bewertung" column with "hoch"/"niedrig", some rows without a range or a mark (flags from
    // the default table: potassium 5,4 mmol/l high, vitamin D 38 nmol/l low), ESR not an analyte.
    id: 'h17-de-10',
    language: 'de',
    kind: 'csv',
    text: `Datum\tKürzel\tBezeichnung\tWert\tEinheit\tNormwert\tBewertung
30.09.2025\tNA\tNatrium\t139\tmmol/l\t135-145\t
30.09.2025\tK\tKalium\t5,4\tmmol/l\t\t
30.09.2025\tKREA\tKreatinin\t1,31\tmg/dl\t0,5-1,0\thoch
30.09.2025\tGFR\teGFR (CKD-EPI)\t46\tml/min/1,73m²\t>60\tniedrig
30.09.2025\tHS\tHarnsäure\t5,2\tmg/dl\t2,4-5,7\t
30.09.2025\tGLU\tGlucose\t91\tmg/dl\t\t
30.09.2025\tHBA1\tHbA1c\t5,4\t%\t<5,7\t
30.09.2025\tCHOL\tCholesterin\t194\tmg/dl\t<200\t
30.09.2025\tTRIG\tTriglyceride\t172\tmg/dl\t<150\thoch
30.09.2025\tHDL\tHDL-Cholesterin\t58\tmg/dl\t>45\t
30.09.2025\tLDL\tLDL-Cholesterin\t108\tmg/dl\t<116\t
30.09.2025\tBSG\tBSG 1 Std.\t22\tmm\t<20\thoch
30.09.2025\tVITD\t25-OH-Vitamin D\t38\tnmol/l\t\t
30.09.2025\tB12\tVitamin B12\t96\tpmol/l\t145-569\tniedrig
30.09.2025\tFOL\tFolsäure\t6,1\tng/ml\t>3,9\t
30.09.2025\tTSH\tTSH basal\t2,41\tmU/l\t0,4-4,0\t`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 46, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 5.2, 'mg/dL', null),
      row('glucose', 91, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('cholesterol', 194, 'mg/dL', null),
      row('triglycerides', 172, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL', null),
      row('ldl', 108, 'mg/dL', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 96, 'pmol/L', 'low'),
      row('folate', 6.1, 'ng/mL', null),
      row('tsh', 2.41, 'mU/L', null),
    ],
  },
]

export default moreCases
