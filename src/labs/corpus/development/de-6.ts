/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), German: reports in the layouts of labs in Germany, Austria,
 * Switzerland and Liechtenstein (practice labs, hospital central labs, portal exports). Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for
 * tests Hale does not know (RDW, MPV, Blutsenkung, differential counts other than neutrophils and
 * lymphocytes, Phosphat, Magnesium, Osmolalität, Insulin, Cortisol, Transferrin,
 * Holotranscobalamin, Lipoprotein (a), Non-HDL, ratios and quotients, coagulation, urine bilirubin
 * and urobilinogen, urine sediment microscopy, urine sodium …) are not results to extract. Swiss
 * reports write a decimal comma here too, as the corpus check reads every German report with one.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-6-part-2'

const cases: readonly LabReportCase[] = [
  {
    // German practice-lab (MVZ) report: flag column BEFORE the value (H/L, HH for a critical
    // potassium), a previous-value column after the range, /nl and /pl counts, a phoned-through
    // comment line, and Phosphat/Magnesium/RDW that Hale does not know.
    id: 'h5-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labormedizin Musterstadt GmbH · Beispielweg 12 · 12345 Musterstadt
Tel. 0000 000000-0 · Fax 0000 000000-99
Laborbefund – Endbefund
Patient: Person, Test     geb. 01.01.1948     männlich
Auftrags-Nr.: 2400017731     Eingang: 14.03.2024 07:52     Ausgang: 14.03.2024 10:15
Einsender: Praxis Dr. med. Beispiel, Innere Medizin
Material: Serum, EDTA-Blut
Untersuchung     Kz.     Ergebnis     Einheit     Referenzbereich     Vorwert 02.02.2024
Klinische Chemie
Natrium          136     mmol/l     136 - 145     139
Kalium     HH     6,8     mmol/l     3,5 - 5,1     5,0
Kommentar: Kritischer Wert – telefonisch an Praxis durchgegeben 10:05 Uhr. Keine Hämolyse.
Chlorid          101     mmol/l     98 - 107     102
Calcium          2,31     mmol/l     2,15 - 2,55     2,28
Phosphat     H     1,78     mmol/l     0,81 - 1,45     1,52
Magnesium          0,91     mmol/l     0,66 - 1,07     0,88
Glucose          104     mg/dl     74 - 106     97
Kreatinin     H     2,14     mg/dl     0,67 - 1,17     1,62
eGFR (CKD-EPI)     L     29     ml/min/1,73m²     > 60     41
Harnstoff     H     88     mg/dl     17 - 49     61
Harnsäure     H     8,1     mg/dl     3,4 - 7,0     7,6
Hämatologie
Leukozyten          7,9     /nl     3,9 - 10,2     8,4
Erythrozyten     L     3,68     /pl     4,30 - 5,75     3,95
Hämoglobin     L     11,2     g/dl     13,5 - 17,2     12,1
Hämatokrit     L     33,8     %     39,5 - 50,5     36,3
MCV          92     fl     80 - 99     92
MCH          30,4     pg     27,0 - 33,5     30,6
MCHC          33,1     g/dl     31,5 - 36,0     33,3
RDW     H     14,9     %     11,6 - 14,4     14,1
Thrombozyten          245     /nl     150 - 370     262
H = erhöht, L = erniedrigt, HH/LL = kritischer Wert
Befund medizinisch validiert durch Dr. med. Beispiel, Fachärztin für Laboratoriumsmedizin
Seite 1 von 1`,
    expected: [
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('glucose', 104, 'mg/dL', null),
      row('creatinine', 2.14, 'mg/dL', 'high'),
      row('egfr', 29, 'mL/min/1.73m²', 'low'),
      row('urea', 88, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('white_cells', 7.9, '10^9/L', null),
      row('red_cells', 3.68, '10^12/L', 'low'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 33.8, '%', 'low'),
      row('mcv', 92, 'fL', null),
      row('mch', 30.4, 'pg', null),
      row('mchc', 33.1, 'g/dL', null),
      row('platelets', 245, '10^9/L', null),
    ],
  },
  {
    // Viennese lab: G/l and T/l counts, "*" after an out-of-range value and a footnote saying so,
    // ranges like "< 35", CRP in mg/dl, a differential in % with Monozyten/Eosinophile/Basophile,
    // Blutsenkung and Cholinesterase (unknown), and eGFR printed as ">90".
    id: 'h5-de-2',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel & Partner – Medizinische und chemische Labordiagnostik
Musterstraße 1, 1090 Wien
BEFUND
Name: Testperson, Erika     Geb.-Dat.: 01.01.1975     SVNR: XXXX 010175
Probenabnahme: 05.06.2024     Befunddatum: 06.06.2024
Zuweiser: Dr. Muster, Ärztin für Allgemeinmedizin
Analyse     Ergebnis     Einheit     Referenzbereich
HÄMATOLOGIE
Leukozyten     11,8 *     G/l     4,0 - 10,0
Erythrozyten     4,52     T/l     3,90 - 5,20
Hämoglobin     12,9     g/dl     12,0 - 16,0
Hämatokrit     39,1     %     35,0 - 47,0
MCV     86,5     fl     80,0 - 98,0
MCH     28,5     pg     27,0 - 33,0
MCHC     33,0     g/dl     32,0 - 36,0
RDW     13,1     %     11,5 - 14,5
Thrombozyten     412 *     G/l     150 - 400
Differentialblutbild (maschinell)
Neutrophile Granulozyten     76,4 *     %     40,0 - 75,0
Lymphozyten     15,2 *     %     20,0 - 45,0
Monozyten     6,8     %     2,0 - 10,0
Eosinophile     1,2     %     0,0 - 6,0
Basophile     0,4     %     0,0 - 1,5
Blutsenkung nach 1 Stunde     38 *     mm     < 20
ENTZÜNDUNG
C-reaktives Protein (CRP)     4,6 *     mg/dl     < 0,5
LEBER
Bilirubin gesamt     0,8     mg/dl     0,1 - 1,2
GOT (AST)     31     U/l     < 35
GPT (ALT)     44 *     U/l     < 35
Gamma-GT     67 *     U/l     < 38
Alkalische Phosphatase     98     U/l     35 - 105
Cholinesterase     7,8     kU/l     5,3 - 12,9
NIERE
Kreatinin     0,79     mg/dl     0,50 - 0,90
eGFR (CKD-EPI)     >90     ml/min/1,73m²     > 60
Harnsäure     5,2     mg/dl     2,4 - 5,7
* Wert außerhalb des Referenzbereichs
Vidiert: Dr. Beispiel, Fachärztin für Medizinische und Chemische Labordiagnostik
Seite 1/1`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.52, '10^12/L', null),
      row('haemoglobin', 12.9, 'g/dL', null),
      row('haematocrit', 39.1, '%', null),
      row('mcv', 86.5, 'fL', null),
      row('mch', 28.5, 'pg', null),
      row('mchc', 33, 'g/dL', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('neutrophils', 76.4, '%', 'high'),
      row('lymphocytes', 15.2, '%', 'low'),
      row('crp', 4.6, 'mg/dL', 'high'),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
      row('ggt', 67, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('creatinine', 0.79, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 5.2, 'mg/dL', null),
    ],
  },
  {
    // Zürich lab, SI units throughout (Kreatinin in µmol/l, Eiweiss and Albumin in g/l), the flag
    // arrow BEFORE the value, the range in parentheses BEFORE the unit, a critical low glucose
    // with a phoned-through note, Bicarbonat, and Osmolalität/Anionenlücke/Insulin that Hale does
    // not know.
    id: 'h5-de-3',
    language: 'de',
    kind: 'text',
    text: `Laborzentrum Beispiel AG · Musterweg 5 · 8000 Zürich
Tel. +41 00 000 00 00
Laborbericht (definitiv)
Patientin: Test Person     Geburtsdatum: 01.01.1961     Geschlecht: W
Auftraggeber: Hausarztpraxis Beispiel, 8000 Zürich
Entnahme: 21.08.2024 08:40     Bericht: 21.08.2024 11:02
Analyse     Resultat     Referenzintervall     Einheit
Glucose (Plasma, nüchtern)     ↓ 2,6     (3,9 - 5,6)     mmol/l
>>> Kritischer Wert: telefonisch mitgeteilt an Dr. Beispiel um 10:48 Uhr <<<
Insulin     ↑ 31,4     (2,6 - 24,9)     mU/l
HbA1c     5,4     (4,0 - 6,0)     %
Natrium     141     (135 - 145)     mmol/l
Kalium     4,2     (3,5 - 5,0)     mmol/l
Chlorid     104     (98 - 107)     mmol/l
Bicarbonat     ↓ 20     (22 - 29)     mmol/l
Anionenlücke     ↑ 17     (8 - 16)     mmol/l
Calcium total     2,38     (2,10 - 2,60)     mmol/l
Eiweiss total     68     (64 - 83)     g/l
Albumin     ↓ 33     (35 - 52)     g/l
Harnstoff     5,1     (2,8 - 8,1)     mmol/l
Kreatinin     71     (45 - 84)     µmol/l
eGFR (CKD-EPI 2021)     81     (> 60)     ml/min/1,73m²
Osmolalität, berechnet     289     (275 - 295)     mosmol/kg
↑/↓ ausserhalb des Referenzintervalls
Validiert: 21.08.2024 10:55, FAMH Labormedizin`,
    expected: [
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('hba1c', 5.4, '%', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 20, 'mmol/L', 'low'),
      row('calcium', 2.38, 'mmol/L', null),
      row('total_protein', 68, 'g/L', null),
      row('albumin', 33, 'g/L', 'low'),
      row('urea', 5.1, 'mmol/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
    ],
  },
  {
    // German lab community practice: "+" / "-" marks right AFTER the value (the "-" next to
    // range dashes), the range BEFORE the unit, "< 200" and "> 40" ranges, section rules with
    // dashes, TSH in µIU/ml, and Non-HDL, LDL/HDL-Quotient, Lipoprotein (a), TPO-Antikörper that
    // Hale does not know, plus an interpretive comment.
    id: 'h5-de-4',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis für Laboratoriumsmedizin Beispielstadt
Labor-Hotline 00000 000000
Patient: Person, Test     Geb.: 01.01.1969     Tagesnummer: 118
Abnahme: 09.09.2024     Befundstatus: vollständig
Einsender: Dr. med. Muster, Facharzt für Allgemeinmedizin
Parameter     Wert     Norm     Einheit
--- Fettstoffwechsel ---
Cholesterin gesamt     247 +     < 200     mg/dl
HDL-Cholesterin     38 -     > 40     mg/dl
LDL-Cholesterin     171 +     < 116     mg/dl
Non-HDL-Cholesterin     209 +     < 130     mg/dl
LDL/HDL-Quotient     4,5 +     < 3,0
Triglyceride     212 +     < 150     mg/dl
Lipoprotein (a)     18     < 30     mg/dl
--- Kohlenhydratstoffwechsel ---
Glucose nüchtern (Plasma)     126 +     70 - 99     mg/dl
HbA1c     6,9 +     4,0 - 5,6     %
--- Schilddrüse ---
TSH basal     0,08 -     0,27 - 4,20     µIU/ml
freies T4 (fT4)     24,6 +     12,0 - 22,0     pmol/l
freies T3 (fT3)     6,9 +     3,1 - 6,8     pmol/l
TPO-Antikörper     12     < 34     IU/ml
Beurteilung: Supprimiertes TSH bei erhöhtem fT4/fT3, vereinbar mit einer Hyperthyreose.
LDL-Zielwert abhängig vom kardiovaskulären Risiko. Nüchternglucose erhöht, HbA1c im diabetischen Bereich.
+ = oberhalb, - = unterhalb des Normbereichs
Seite 1 von 1`,
    expected: [
      row('cholesterol', 247, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 212, 'mg/dL', 'high'),
      row('glucose', 126, 'mg/dL', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 24.6, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pmol/L', 'high'),
    ],
  },
  {
    // German patient-portal CSV export (iron-deficiency work-up): ";" separator, a date column,
    // "hoch"/"niedrig" in a Bewertung column, a comment column, iron in µmol/l, a CRP printed as
    // "<0,6", and Transferrin and Holotranscobalamin that Hale does not know.
    id: 'h5-de-5',
    language: 'de',
    kind: 'csv',
    text: `Abnahmedatum;Untersuchung;Ergebnis;Einheit;Referenzbereich;Bewertung;Kommentar
12.11.2024;Hämoglobin;10,4;g/dl;12,0 - 15,4;niedrig;
12.11.2024;MCV;74;fl;80 - 96;niedrig;
12.11.2024;Eisen;6,1;µmol/l;7,2 - 29,0;niedrig;
12.11.2024;Ferritin;9;ng/ml;15 - 150;niedrig;
12.11.2024;Transferrin;3,62;g/l;2,00 - 3,60;hoch;
12.11.2024;Transferrinsättigung;7;%;16 - 45;niedrig;
12.11.2024;CRP;<0,6;mg/l;< 5,0;;
12.11.2024;25-OH-Vitamin D;14,2;ng/ml;30 - 100;niedrig;Mangel unter 20 ng/ml
12.11.2024;Vitamin B12;188;pg/ml;197 - 771;niedrig;Holotranscobalamin nachgefordert
12.11.2024;Holotranscobalamin;31;pmol/l;> 50;niedrig;
12.11.2024;Folsäure;5,8;ng/ml;3,9 - 26,8;;`,
    expected: [
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('crp', 0.6, 'mg/L', null),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 188, 'pg/mL', 'low'),
      row('folate', 5.8, 'ng/mL', null),
    ],
  },
]

export default [...cases, ...moreCases]
