/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), German, continued (see de-15.ts): reports 6 to 10.
 * Synthetic reports, no real people or labs.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Austria, hospital cumulative report: the current value and a previous value (each with its
    // own LL/L/H flag) side by side before the unit, ranges in parentheses; a critical sodium of
    // 117; serum and urine osmolality, cortisol in µg/dl and urine sodium are not Hale's tests.
    id: 'h14-de-6',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Musterort · Institut für medizinische und chemische Labordiagnostik
Kumulativer Befund – Innere Medizin, Station 3B
Patient: Testperson, Max   Geb.: 01.01.1940   männlich
Parameter aktuell 01.01.2024 Vorbefund 30.12.2023 Einheit Referenzbereich
ELEKTROLYTE
Natrium 117 LL 124 L mmol/l (136-145)
Kalium 3,3 L 3,6 mmol/l (3,5-5,1)
Chlorid 84 L 90 L mmol/l (98-107)
Calcium 2,21 2,25 mmol/l (2,15-2,55)
Osmolalität (Serum) 246 L 262 L mosmol/kg (275-295)
SUBSTRATE / NIERE
Glucose 112 H 98 mg/dl (70-100)
Harnstoff 18 22 mg/dl (17-49)
Kreatinin 0,71 0,74 mg/dl (0,70-1,20)
Harnsäure 2,9 L 3,3 L mg/dl (3,4-7,0)
Gesamteiweiß 6,4 L 6,6 g/dl (6,6-8,3)
ENDOKRINOLOGIE
TSH 1,62 --- µIU/ml (0,27-4,20)
Cortisol (8 Uhr) 14,2 --- µg/dl (6,2-19,4)
SPONTANHARN
Osmolalität (Harn) 468 --- mosmol/kg (50-1200)
Natrium (Harn) 64 --- mmol/l siehe Kommentar
Kommentar: Natrium kritisch erniedrigt; Station am 01.01.2024 um 06:52 telefonisch verständigt.
Konstellation (Serum-Osmolalität erniedrigt, Harn-Osmolalität > 100, Harn-Natrium > 30 mmol/l) vereinbar mit SIADH.
Seite 1/1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('calcium', 2.21, 'mmol/L', null),
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('uric_acid', 2.9, 'mg/dL', 'low'),
      row('total_protein', 6.4, 'g/dL', 'low'),
      row('tsh', 1.62, 'mU/L', null),
    ],
  },
  {
    // Switzerland, hospital portal CSV export of a blood count: haemoglobin and MCHC in g/l, counts
    // in x10E9/l and x10E12/l, an H/L column; monocytes, eosinophils, basophils, RDW and the
    // sedimentation rate (BSR) are not Hale's tests.
    id: 'h14-de-7',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Referenzbereich;Hinweis
Hämoglobin;118;g/l;134 - 170;L
Hämatokrit;36,2;%;40,0 - 50,0;L
Erythrozyten;4,02;x10E12/l;4,40 - 5,80;L
MCV;90;fl;80 - 98;
MCH;29,4;pg;27,0 - 33,0;
MCHC;326;g/l;320 - 360;
RDW;13,2;%;11,5 - 14,5;
Leukozyten;3,1;x10E9/l;3,5 - 10,0;L
Neutrophile Granulozyten;1,2;x10E9/l;1,8 - 7,5;L
Lymphozyten;1,4;x10E9/l;1,0 - 4,0;
Monozyten;0,4;x10E9/l;0,2 - 0,8;
Eosinophile;0,08;x10E9/l;0,02 - 0,50;
Basophile;0,02;x10E9/l;0,00 - 0,10;
Thrombozyten;98;x10E9/l;150 - 400;L
Senkungsreaktion (BSR);34;mm/h;< 20;H`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('haematocrit', 36.2, '%', 'low'),
      row('red_cells', 4.02, '10^12/L', 'low'),
      row('mcv', 90, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 326, 'g/L', null),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('platelets', 98, '10^9/L', 'low'),
    ],
  },
  {
    // Germany, GP check-up over two pages: "*" glued to abnormal values ("*246"), the normal range
    // BEFORE the unit without spaces ("<200", "70-100"), HbA1c with its mmol/mol equivalent in
    // brackets on the same line, the page footer and a repeated header between pages; Lp(a) is not
    // Hale's test.
    id: 'h14-de-8',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis für Laboratoriumsmedizin Beispielstadt
Laborbefund – Gesundheits-Check-up
Name: Person, Test   Geb.-Datum: 01.01.1966   Geschlecht: männlich
Auftrag vom 01.01.2024   Befunddatum: 02.01.2024
Test Ergebnis Normwert Einheit
Fettstoffwechsel
Cholesterin, gesamt *246 <200 mg/dl
Triglyceride *312 <150 mg/dl
HDL-Cholesterin 41 >40 mg/dl
LDL-Cholesterin, direkt gemessen *149 <116 mg/dl
Kohlenhydratstoffwechsel
Glucose im Serum (nüchtern) *118 70-100 mg/dl
HbA1c (IFCC, DCCT-standardisiert) *6,1 4,8-5,9 % (entspr. 43 mmol/mol)
Leber
GPT (ALAT) *52 <50 U/l
GOT (ASAT) 34 <50 U/l
Gamma-GT *71 <60 U/l
Niere
Kreatinin 1,02 0,70-1,20 mg/dl
eGFR nach CKD-EPI 84 >60 ml/min/1,73 m²
Harnsäure *7,4 3,4-7,0 mg/dl
--- Seite 1 von 2 ---
Gemeinschaftspraxis für Laboratoriumsmedizin Beispielstadt
Patient: Person, Test, 01.01.1966
Test Ergebnis Normwert Einheit
Schilddrüse
TSH basal 3,12 0,27-4,20 µIU/ml
Elektrolyte
Natrium 141 135-145 mmol/l
Kalium 4,6 3,5-5,1 mmol/l
Calcium 2,38 2,20-2,65 mmol/l
Sonstiges
Lipoprotein(a) 18 <30 mg/dl
* = Wert außerhalb des Normbereichs
LDL-Zielwert abhängig vom kardiovaskulären Gesamtrisiko (ESC/EAS-Leitlinie).
--- Seite 2 von 2 ---`,
    expected: [
      row('cholesterol', 246, 'mg/dL', 'high'),
      row('triglycerides', 312, 'mg/dL', 'high'),
      row('hdl', 41, 'mg/dL', null),
      row('ldl', 149, 'mg/dL', 'high'),
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('alt', 52, 'U/L', 'high'),
      row('ast', 34, 'U/L', null),
      row('ggt', 71, 'U/L', 'high'),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('uric_acid', 7.4, 'mg/dL', 'high'),
      row('tsh', 3.12, 'mU/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('calcium', 2.38, 'mmol/L', null),
    ],
  },
  {
    // Austria (Graz), specialist laboratory: the flag as a word in a last column ("hoch",
    // "niedrig"), TSH in µIU/ml, fT4 in pmol/l but fT3 in pg/ml, CRP in mg/dl printed "<0,10",
    // vitamin D in nmol/l; TPO and Tg antibodies and the sedimentation rate are not Hale's tests.
    id: 'h14-de-9',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel · Fachärzte für medizinische und chemische Labordiagnostik · Graz
Befund vom 01.01.2024
Patientin: Testperson, Anna   Geburtsdatum: 01.01.1990
Zuweisung: Dr. Muster, Fachärztin für Innere Medizin
Analyse Ergebnis Einheit Referenzbereich Bewertung
SCHILDDRÜSE
TSH 6,84 µIU/ml 0,27 - 4,20 hoch
Freies T4 (FT4) 10,9 pmol/l 12,0 - 22,0 niedrig
Freies T3 (FT3) 3,2 pg/ml 2,0 - 4,4
TPO-Antikörper 412 IU/ml < 34 hoch
Thyreoglobulin-Antikörper 88 IU/ml < 115
EISENSTOFFWECHSEL
Eisen 8,6 µmol/l 6,6 - 26,0
Ferritin 11 ng/ml 15 - 150 niedrig
Transferrinsättigung 12 % 16 - 45 niedrig
ENTZÜNDUNG
CRP <0,10 mg/dl < 0,50
Blutsenkung (1. Stunde) 24 mm < 20 hoch
VITAMINE
25-OH-Vitamin D 52 nmol/l 75 - 250 niedrig
Vitamin B12 398 pmol/l 145 - 569
Folsäure 18,3 nmol/l 7,0 - 46,4
Befundinterpretation: Konstellation vereinbar mit manifester Hypothyreose bei Autoimmunthyreoiditis.
Zusätzlich Eisenmangel ohne Anämie sowie Vitamin-D-Insuffizienz.
Dieser Befund wurde elektronisch vidiert.`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.9, 'pmol/L', 'low'),
      row('free_t3', 3.2, 'pg/mL', null),
      row('iron', 8.6, 'µmol/L', null),
      row('ferritin', 11, 'ng/mL', 'low'),
      row('transferrin_saturation', 12, '%', 'low'),
      row('crp', 0.1, 'mg/dL', null),
      row('vitamin_d', 52, 'nmol/L', 'low'),
      row('vitamin_b12', 398, 'pmol/L', null),
      row('folate', 18.3, 'nmol/L', null),
    ],
  },
  {
    // Germany, nephrology practice CSV export: a code column, the range split into "Norm von" and
    // "Norm bis" (one of them empty for one-sided ranges), a +/- Kennung and a Vorwert column at the
    // end; phosphate, PTH (in pg/ml), cystatin C and the urine albumin/creatinine quotient are not
    // Hale's tests.
    id: 'h14-de-10',
    language: 'de',
    kind: 'csv',
    text: `Kürzel;Bezeichnung;Ergebnis;Einheit;Norm von;Norm bis;Kennung;Vorwert
NA;Natrium;140;mmol/l;136;145;;138
K;Kalium;5,6;mmol/l;3,5;5,1;+;5,3
CL;Chlorid;108;mmol/l;98;107;+;106
HCO3;Bicarbonat (Standard);18,4;mmol/l;21,0;26,0;-;19,9
CA;Calcium;2,08;mmol/l;2,15;2,55;-;2,12
PHOS;Phosphat anorganisch;1,92;mmol/l;0,81;1,45;+;1,78
KREA;Kreatinin;3,84;mg/dl;0,70;1,20;+;3,51
GFRE;eGFR (CKD-EPI);17;ml/min/1,73m²;60;;-;19
HST;Harnstoff;142;mg/dl;17;49;+;128
HS;Harnsäure;6,8;mg/dl;3,4;7,0;;7,3
ALB;Albumin;38,2;g/l;35,0;52,0;;39,0
PTH;Parathormon intakt;186;pg/ml;15;65;+;164
HB;Hämoglobin;10,1;g/dl;13,5;17,5;-;10,4
CYSC;Cystatin C;3,12;mg/l;0,61;0,95;+;2,98
UACR;Albumin/Kreatinin-Quotient (Urin);845;mg/g Krea;;30;+;790`,
    expected: [
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 108, 'mmol/L', 'high'),
      row('bicarbonate', 18.4, 'mmol/L', 'low'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('creatinine', 3.84, 'mg/dL', 'high'),
      row('egfr', 17, 'mL/min/1.73m²', 'low'),
      row('urea', 142, 'mg/dL', 'high'),
      row('uric_acid', 6.8, 'mg/dL', null),
      row('albumin', 38.2, 'g/L', null),
      row('haemoglobin', 10.1, 'g/dL', 'low'),
    ],
  },
]

export default moreCases
