/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), German: reports from practice labs, MVZ labs and
 * hospitals in Germany, Austria and German-speaking Switzerland, and portal CSV exports. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows
 * for tests Hale does not know (RDW, BSG, Monozyten, Phosphat, Cystatin C, NT-proBNP, Quotienten,
 * Lp(a), Laktat, Transferrin, Holotranscobalamin, Urinsediment …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-13-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, MVZ lab for a GP: counts in /nl and /pl, +/- flags after the value and "--" for a
    // critical haemoglobin phoned to the practice, a previous-value column, differential in %.
    id: 'h12-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispielstadt GmbH
Fachärzte für Laboratoriumsmedizin · Musterstraße 1 · 00000 Beispielstadt
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Patient: Person, Test    geb. 01.01.1957    Geschlecht: w
Auftragsnr.: 5511823    Probeneingang: 18.11.2025 09:02    Befund: 18.11.2025 11:34    Endbefund
Untersuchung    Ergebnis    Einheit    Referenzbereich    Vorwert 04.08.2025
HÄMATOLOGIE
Kleines Blutbild
Leukozyten    5,9    /nl    3,9 - 10,2    6,3
Erythrozyten    2,41 -    /pl    4,10 - 5,10    3,62
Hämoglobin    6,4 --    g/dl    12,0 - 15,5    10,8
Hämatokrit    21,2 -    %    35,5 - 45,0    32,9
MCV    88    fl    80 - 99    91
MCH (HbE)    26,6 -    pg    27,0 - 33,5    29,8
MCHC    30,2 -    g/dl    31,5 - 36,0    32,8
RDW    15,1 +    %    11,5 - 15,0    13,8
Thrombozyten    176    /nl    150 - 370    241
Differentialblutbild (maschinell)
Neutrophile    62,4    %    42,0 - 77,0
Lymphozyten    27,1    %    20,0 - 44,0
Monozyten    7,5    %    2,0 - 9,5
Eosinophile    2,4    %    0,5 - 5,5
Basophile    0,6    %    0,0 - 1,8
Blutsenkung nach 1 Std.    38 +    mm    < 20
-- = kritisch erniedrigt; + / - = oberhalb / unterhalb des Referenzbereichs
KRITISCHER WERT: Hämoglobin telefonisch an die Praxis (Frau Beispiel) um 11:20 Uhr mitgeteilt.
Seite 1 von 1`,
    expected: [
      row('white_cells', 5.9, '10^9/L', null),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.2, '%', 'low'),
      row('mcv', 88, 'fL', null),
      row('mch', 26.6, 'pg', 'low'),
      row('mchc', 30.2, 'g/dL', 'low'),
      row('platelets', 176, '10^9/L', null),
      row('neutrophils', 62.4, '%', null),
      row('lymphocytes', 27.1, '%', null),
    ],
  },
  {
    // Germany, hospital central lab (nephrology ward): the flag in its own column BEFORE the value,
    // conventional units (mg/dl, g/dl), a cystatin C, phosphate and an NT-proBNP in pg/ml that are
    // not results to extract.
    id: 'h12-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt · Zentrallabor
Station: Innere Medizin 2 / Nephrologie
Name: Person, Test    Geb.-Datum: 01.01.1944    Fall-Nr.: 00000000
Entnahme: 20.11.2025 06:15    Eingang: 20.11.2025 06:48
Parameter    Flag    Wert    Einheit    Referenzbereich
Klinische Chemie
Natrium    L    133    mmol/l    136 - 145
Kalium    H    5,4    mmol/l    3,5 - 5,1
Chlorid        101    mmol/l    98 - 107
Calcium        2,31    mmol/l    2,20 - 2,65
Phosphat    H    4,9    mg/dl    2,5 - 4,5
Harnstoff    H    72    mg/dl    17 - 43
Kreatinin    H    2,14    mg/dl    0,70 - 1,20
eGFR (CKD-EPI)    L    31    ml/min/1,73m²    > 60
Cystatin C    H    1,92    mg/l    0,61 - 0,95
Harnsäure    H    7,9    mg/dl    3,4 - 7,0
Glucose        94    mg/dl    70 - 99
Gesamteiweiß        6,9    g/dl    6,6 - 8,7
Albumin        3,9    g/dl    3,5 - 5,2
NT-proBNP    H    1840    pg/ml    < 450
Kommentar: eGFR nach CKD-EPI 2021 berechnet. Kalium: Probe nicht hämolytisch.
Befund freigegeben: 20.11.2025 07:31    Seite 1/1`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('urea', 72, 'mg/dL', 'high'),
      row('creatinine', 2.14, 'mg/dL', 'high'),
      row('egfr', 31, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('glucose', 94, 'mg/dL', null),
      row('total_protein', 6.9, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
    ],
  },
  {
    // Austria, private lab in Vienna: arrows in a column AFTER the range, then a previous-result
    // column; mg/dl lipids, µU/ml TSH, an LDL/HDL quotient and a lipoprotein(a) Hale does not know.
    id: 'h12-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel · Medizinisch-diagnostisches Laboratorium
Beispielgasse 1, 1000 Wien
Patient: Test Person, geb. 01.01.1968, SV-Nr. 0000 010168
Probenabnahme: 06.11.2025 07:50    Befunddatum: 07.11.2025
Analyse    Ergebnis    Einheit    Referenzbereich        Vorbefund 12.03.2025
FETTSTOFFWECHSEL
Gesamtcholesterin    246    mg/dl    < 200    ↑    231
HDL-Cholesterin    38    mg/dl    > 40    ↓    41
LDL-Cholesterin    168    mg/dl    < 130    ↑    152
Triglyceride    201    mg/dl    < 150    ↑    188
LDL/HDL-Quotient    4,4        < 3,0    ↑
Lipoprotein(a)    62    nmol/l    < 75
KOHLENHYDRATSTOFFWECHSEL
Glukose nüchtern    109    mg/dl    70 - 100    ↑    104
HbA1c    6,1    %    4,8 - 5,9    ↑    5,8
LEBER
GOT (AST)    31    U/l    < 35
GPT (ALT)    44    U/l    < 50
Gamma-GT    71    U/l    < 60    ↑    58
Alkalische Phosphatase    88    U/l    40 - 130
Bilirubin gesamt    0,8    mg/dl    < 1,2
SCHILDDRÜSE
TSH    0,21    µU/ml    0,27 - 4,20    ↓
Freies T4 (fT4)    24,8    pmol/l    12,0 - 22,0    ↑
Freies T3 (fT3)    6,9    pmol/l    3,1 - 6,8    ↑
Befund elektronisch vidiert.    Seite 1/1`,
    expected: [
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 168, 'mg/dL', 'high'),
      row('triglycerides', 201, 'mg/dL', 'high'),
      row('glucose', 109, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', null),
      row('ggt', 71, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 24.8, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pmol/L', 'high'),
    ],
  },
  {
    // German-speaking Switzerland, emergency department: SI units, G/l counts, haemoglobin in g/l,
    // an assessment column in words (hoch / kritisch tief), a critical glucose; lactate not a result.
    id: 'h12-de-4',
    language: 'de',
    kind: 'text',
    text: `Kantonsspital Beispiel · Institut für Labormedizin
Notfallstation    Auftrag: 2511-77310
Patient: Person Test, 01.01.1951, männlich
Entnahme: 22.11.2025 02:47    Validiert: 22.11.2025 03:05
Analyse    Resultat    Einheit    Referenzwerte    Beurteilung
Hämatologie
Leukozyten    13,4    G/l    3,5 - 10,0    hoch
Hämoglobin    141    g/l    134 - 170
Thrombozyten    254    G/l    150 - 450
Klinische Chemie
Glukose    2,6    mmol/l    3,9 - 6,1    kritisch tief
Natrium    138    mmol/l    135 - 145
Kalium    4,1    mmol/l    3,5 - 5,1
Kreatinin    88    µmol/l    62 - 106
eGFR (CKD-EPI)    78    ml/min/1,73m²    > 60
Harnstoff    6,1    mmol/l    2,8 - 8,1
Laktat    3,1    mmol/l    0,5 - 2,2    hoch
CRP    46    mg/l    < 5    hoch
HbA1c    8,7    %    4,0 - 6,0    hoch
Kritischer Wert (Glukose) telefonisch an den Dienstarzt Notfall übermittelt, 02:58 Uhr.
Kontrolle nach Glukosegabe empfohlen.`,
    expected: [
      row('white_cells', 13.4, '10^9/L', 'high'),
      row('haemoglobin', 141, 'g/L', null),
      row('platelets', 254, '10^9/L', null),
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 78, 'mL/min/1.73m²', null),
      row('urea', 6.1, 'mmol/L', null),
      row('crp', 46, 'mg/L', 'high'),
      row('hba1c', 8.7, '%', 'high'),
    ],
  },
  {
    // Germany, patient-portal CSV export: semicolons, decimal commas, +/- assessment column,
    // CRP in mg/dl, a transferrin and a holotranscobalamin that are not results to extract.
    id: 'h12-de-5',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung
03.11.2025;Hämoglobin;11,9;g/dl;12,0 - 15,4;-
03.11.2025;MCV;78;fl;80 - 96;-
03.11.2025;Eisen;8,6;µmol/l;10,7 - 28,6;-
03.11.2025;Ferritin;11;ng/ml;15 - 150;-
03.11.2025;Transferrin;3,9;g/l;2,0 - 3,6;+
03.11.2025;Transferrinsättigung;9;%;16 - 45;-
03.11.2025;Vitamin B12;162;pg/ml;197 - 771;-
03.11.2025;Holotranscobalamin;28;pmol/l;> 50;-
03.11.2025;Folsäure;5,8;ng/ml;3,9 - 26,8;
03.11.2025;25-OH-Vitamin D;18;ng/ml;30 - 100;-
03.11.2025;CRP;0,4;mg/dl;< 0,5;`,
    expected: [
      row('haemoglobin', 11.9, 'g/dL', 'low'),
      row('mcv', 78, 'fL', 'low'),
      row('iron', 8.6, 'µmol/L', 'low'),
      row('ferritin', 11, 'ng/mL', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 162, 'pg/mL', 'low'),
      row('folate', 5.8, 'ng/mL', null),
      row('vitamin_d', 18, 'ng/mL', 'low'),
      row('crp', 0.4, 'mg/dL', null),
    ],
  },
]

export default [...cases, ...moreCases]
