/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), German, continued (see de-13.ts): reports 6 to 10.
 * Synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, practice lab urine status: the test strip with "(+)" for trace and crosses against
    // "negativ", then a sediment whose Erythrozyten/Leukozyten are per field of view, and an
    // albumin/creatinine quotient in urine — none of these are results to extract.
    id: 'h12-de-6',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis Dr. Beispiel & Kollegen · Praxislabor
Patient: Test Person    geb. 01.01.1979
Material: Mittelstrahlurin, gewonnen 10.11.2025 08:20
Urinstatus (Teststreifen)    Ergebnis    Referenz
Spezifisches Gewicht    1,035 +    1,003 - 1,030
pH-Wert    5,5    5,0 - 7,5
Leukozyten    negativ    negativ
Nitrit    negativ    negativ
Eiweiß    ++    negativ
Glucose    +++    negativ
Ketonkörper    (+)    negativ
Urobilinogen    normal    normal
Bilirubin    negativ    negativ
Blut    negativ    negativ
Urinsediment
Erythrozyten    0 - 2    /GF    < 5
Leukozyten    1 - 3    /GF    < 5
Plattenepithelien    vereinzelt
Bakterien    keine
Albumin/Kreatinin-Quotient (Urin)    312    mg/g Krea    < 30
Hinweis: Glukosurie und Proteinurie – Kontrolle von Blutzucker und HbA1c empfohlen.`,
    expected: [
      row('urine_specific_gravity', 1.035, '', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
    ],
  },
  {
    // Eastern Germany, MVZ lab, two pages with the header repeated: haemoglobin in mmol/l, counts
    // in Gpt/l and Tpt/l, a star BEFORE out-of-range values, "Normbereich"; anti-TPO not a result.
    id: 'h12-de-7',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel Ost · Medizinisches Versorgungszentrum
Beispielweg 2 · 00000 Beispielstadt (Sachsen)
Patient: Person, Test · geb. 01.01.1964 · männlich
Auftrag 88-410293 · Eingang 12.11.2025 · Befund 13.11.2025
Untersuchung    Ergebnis    Einheit    Normbereich
Blutbild
Erythrozyten    4,7    Tpt/l    4,5 - 5,9
Hämoglobin    8,9    mmol/l    8,4 - 10,9
Leukozyten    6,1    Gpt/l    3,8 - 9,8
Thrombozyten    231    Gpt/l    140 - 360
Fettstoffwechsel
Cholesterin    * 5,9    mmol/l    < 5,2
LDL-Cholesterin    * 3,8    mmol/l    < 3,0
HDL-Cholesterin    1,6    mmol/l    > 1,0
Triglyceride    1,1    mmol/l    < 1,7
Niere
Kreatinin    74    µmol/l    59 - 104
eGFR nach CKD-EPI    84    ml/min/1,73m²    > 60
Seite 1 von 2
Labor Beispiel Ost · Person, Test · geb. 01.01.1964 · Auftrag 88-410293
Untersuchung    Ergebnis    Einheit    Normbereich
Schilddrüse
TSH basal    3,12    mU/l    0,27 - 4,20
fT4    15,2    pmol/l    12,0 - 22,0
Anti-TPO-AK    * 212    IU/ml    < 34
Vitamine
25-OH-Vitamin D    * 61    nmol/l    75 - 250
Vitamin B12    412    pmol/l    141 - 489
Folsäure    16,4    nmol/l    > 10,4
* außerhalb des Normbereichs
Seite 2 von 2`,
    expected: [
      row('red_cells', 4.7, '10^12/L', null),
      row('haemoglobin', 8.9, 'mmol/L', null),
      row('white_cells', 6.1, '10^9/L', null),
      row('platelets', 231, '10^9/L', null),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('ldl', 3.8, 'mmol/L', 'high'),
      row('hdl', 1.6, 'mmol/L', null),
      row('triglycerides', 1.1, 'mmol/L', null),
      row('creatinine', 74, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('tsh', 3.12, 'mU/L', null),
      row('free_t4', 15.2, 'pmol/L', null),
      row('vitamin_d', 61, 'nmol/L', 'low'),
      row('vitamin_b12', 412, 'pmol/L', null),
      row('folate', 16.4, 'nmol/L', null),
    ],
  },
  {
    // German-speaking Switzerland, portal CSV: x10E9/l and x10E12/l, haemoglobin in g/l, an L/H
    // flag column followed by the previous value and its date, a B12 below the measuring range.
    id: 'h12-de-8',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Referenz;Flag;Vorwert;Datum Vorwert
Leukozyten;3,1;x10E9/l;3,5 - 10,0;L;4,2;12.05.2025
Neutrophile absolut;1,2;x10E9/l;1,8 - 7,7;L;2,0;12.05.2025
Lymphozyten absolut;1,4;x10E9/l;1,0 - 4,0;;1,6;12.05.2025
Hämoglobin;102;g/l;135 - 175;L;129;12.05.2025
Erythrozyten;2,86;x10E12/l;4,30 - 5,80;L;3,71;12.05.2025
MCV;104;fl;80 - 98;H;99;12.05.2025
MCH;35,7;pg;27 - 33;H;34,8;12.05.2025
Thrombozyten;121;x10E9/l;150 - 450;L;168;12.05.2025
Retikulozyten;0,4;%;0,5 - 2,5;L;;
Vitamin B12;<111;pmol/l;> 145;L;;
Folsäure;3,1;nmol/l;> 7,0;L;;
CRP;2,2;mg/l;< 5;;;`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('haemoglobin', 102, 'g/L', 'low'),
      row('red_cells', 2.86, '10^12/L', 'low'),
      row('mcv', 104, 'fL', 'high'),
      row('mch', 35.7, 'pg', 'high'),
      row('platelets', 121, '10^9/L', 'low'),
      row('vitamin_b12', 111, 'pmol/L', 'low'),
      row('folate', 3.1, 'nmol/L', 'low'),
      row('crp', 2.2, 'mg/L', null),
    ],
  },
  {
    // Germany, dialysis centre (external lab): arrows between value and unit, "↑↑" for a critical
    // potassium before dialysis; phosphate, intact PTH in pg/ml and Kt/V are not results.
    id: 'h12-de-9',
    language: 'de',
    kind: 'text',
    text: `Dialysezentrum Beispielstadt · Laborbefund (Fremdlabor: Labor Beispiel GmbH)
Patient: Test Person · geb. 01.01.1955 · HD-Platz 4
Abnahme vor Dialyse: 24.11.2025 06:30
Parameter    Ergebnis        Einheit    Referenz
Kalium    6,7    ↑↑    mmol/l    3,5 - 5,1
Natrium    137        mmol/l    136 - 145
Bicarbonat    17    ↓    mmol/l    22 - 29
Calcium    2,08    ↓    mmol/l    2,15 - 2,55
Phosphat    2,3    ↑    mmol/l    0,87 - 1,45
Harnstoff    188    ↑    mg/dl    17 - 43
Kreatinin    8,9    ↑    mg/dl    0,7 - 1,2
Harnsäure    6,2        mg/dl    3,4 - 7,0
Albumin    34    ↓    g/l    35 - 52
Parathormon intakt    412    ↑    pg/ml    15 - 65
Hämoglobin    10,1    ↓    g/dl    13,5 - 17,5
Ferritin    520    ↑    ng/ml    30 - 400
Transferrinsättigung    24        %    20 - 50
Kt/V (Vormonat)    1,31        > 1,2
!! Kalium kritisch erhöht – Dialysearzt um 06:58 Uhr informiert.
↑/↓ außerhalb des Referenzbereichs, ↑↑/↓↓ kritischer Wert`,
    expected: [
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('sodium', 137, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('urea', 188, 'mg/dL', 'high'),
      row('creatinine', 8.9, 'mg/dL', 'high'),
      row('uric_acid', 6.2, 'mg/dL', null),
      row('albumin', 34, 'g/L', 'low'),
      row('haemoglobin', 10.1, 'g/dL', 'low'),
      row('ferritin', 520, 'ng/mL', 'high'),
      row('transferrin_saturation', 24, '%', null),
    ],
  },
  {
    // Germany, health-check CSV from an online practice portal: an "Auffällig" column that says only
    // ja/nein (direction from the range), eGFR printed as ">90", mIU/l and µg/l spellings.
    id: 'h12-de-10',
    language: 'de',
    kind: 'csv',
    text: `Laborwert;Wert;Einheit;Normbereich;Auffällig
Glucose nüchtern;92;mg/dl;70 - 99;nein
HbA1c;5,6;%;4,8 - 5,9;nein
Cholesterin gesamt;189;mg/dl;< 200;nein
LDL-Cholesterin;118;mg/dl;< 130;nein
HDL-Cholesterin;62;mg/dl;> 45;nein
Triglyceride;96;mg/dl;< 150;nein
Harnsäure;6,3;mg/dl;2,4 - 5,7;ja
Kreatinin;0,78;mg/dl;0,50 - 0,90;nein
eGFR (CKD-EPI);>90;ml/min/1,73m²;> 60;nein
GOT (ASAT);19;U/l;< 35;nein
GPT (ALAT);16;U/l;< 35;nein
Gamma-GT;14;U/l;< 40;nein
TSH;1,84;mIU/l;0,27 - 4,20;nein
Ferritin;64;µg/l;15 - 150;nein`,
    expected: [
      row('glucose', 92, 'mg/dL', null),
      row('hba1c', 5.6, '%', null),
      row('cholesterol', 189, 'mg/dL', null),
      row('ldl', 118, 'mg/dL', null),
      row('hdl', 62, 'mg/dL', null),
      row('triglycerides', 96, 'mg/dL', null),
      row('uric_acid', 6.3, 'mg/dL', 'high'),
      row('creatinine', 0.78, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('ast', 19, 'U/L', null),
      row('alt', 16, 'U/L', null),
      row('ggt', 14, 'U/L', null),
      row('tsh', 1.84, 'mU/L', null),
      row('ferritin', 64, 'µg/L', null),
    ],
  },
]

export default moreCases
