/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), German: reports from laboratory practices (MVZ),
 * hospital central and emergency laboratories and GP check-ups in Germany, Austria and Switzerland,
 * and patient-portal CSV exports. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, BSG/BSR,
 * Cholinesterase, LDH, Lp(a), non-HDL cholesterol, LDL/HDL quotient, transferrin, soluble
 * transferrin receptor, holotranscobalamin, insulin, procalcitonin, osmolality, cortisol, TPO and
 * Tg antibodies, PTH, phosphate, cystatin C, differential counts other than neutrophils and
 * lymphocytes, urine albumin/creatinine ratio, urine bilirubin and urobilinogen, urine sediment
 * microscopy), previous-result columns and numbers in comment lines are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-15-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, laboratory MVZ report for a GP: "+"/"-" flags after the value ("++" for critical),
    // ranges written "3,5 - 5,1" so a "-" flag sits next to a range dash, a Vorwert column at the
    // end, a critical potassium with a telephone note; RDW and MPV are not Hale's tests.
    id: 'h14-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel & Kollegen MVZ · Musterstadt
Medizinisches Versorgungszentrum für Laboratoriumsmedizin und Mikrobiologie
Einsender: Hausarztpraxis Muster, Musterstraße 1, 00000 Musterstadt
Patient: Person, Test   geb. 01.01.1949   Geschlecht: w
Auftragsnr.: 0000000   Eingang: 01.01.2024 08:12   Befundstatus: Endbefund
Untersuchung Ergebnis Einheit Referenzbereich Vorwert
Klinische Chemie
Natrium 136 mmol/l 136 - 145 139
Kalium 6,8 ++ mmol/l 3,5 - 5,1 5,4
Kreatinin 2,31 + mg/dl 0,51 - 0,95 1,62
eGFR (CKD-EPI) 20 - ml/min/1,73m² > 60 31
Harnstoff 98 + mg/dl 17 - 43 71
Harnsäure 8,1 + mg/dl 2,4 - 5,7 7,2
Hämatologie (EDTA-Blut)
Leukozyten 7,9 /nl 3,9 - 10,2 8,4
Erythrozyten 3,61 - /pl 3,92 - 5,08 3,88
Hämoglobin 10,4 - g/dl 11,2 - 15,7 11,0
Hämatokrit 31,5 - % 34,1 - 44,9 33,2
MCV 87 fl 79 - 95 86
MCH 28,8 pg 25,6 - 32,2 28,4
MCHC 33,0 g/dl 32,2 - 35,5 33,1
RDW 14,9 + % 11,6 - 14,4 14,1
Thrombozyten 212 /nl 182 - 369 230
MPV 10,8 fl 9,2 - 12,0 10,5
+ = erhöht, - = erniedrigt, ++/-- = kritischer Wert
Kommentar: Kalium kritisch erhöht, Hämolyse ausgeschlossen. Wert am 01.01.2024 um 10:05 telefonisch an die Praxis durchgegeben.
Validiert: Dr. med. Beispiel, Fachärztin für Laboratoriumsmedizin
Seite 1 von 1`,
    expected: [
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('creatinine', 2.31, 'mg/dL', 'high'),
      row('egfr', 20, 'mL/min/1.73m²', 'low'),
      row('urea', 98, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('white_cells', 7.9, '10^9/L', null),
      row('red_cells', 3.61, '10^12/L', 'low'),
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('haematocrit', 31.5, '%', 'low'),
      row('mcv', 87, 'fL', null),
      row('mch', 28.8, 'pg', null),
      row('mchc', 33, 'g/dL', null),
      row('platelets', 212, '10^9/L', null),
    ],
  },
  {
    // Austria (Vienna), private laboratory: G/l and T/l counts, ↑/↓ after the value, one-sided
    // ranges "< 35" and "> 45", liver tests as GOT/GPT, a lipid block with non-HDL, LDL/HDL quotient
    // and Lp(a) that are not Hale's tests, Cholinesterase in kU/l, LDH.
    id: 'h14-de-2',
    language: 'de',
    kind: 'text',
    text: `LABOR MUSTERGASSE · Medizinische und chemische Labordiagnostik
Mustergasse 1, 1090 Wien
BEFUND
Name: Testperson, Erika   Geb.-Dat.: 01.01.1971   weiblich
Zuweiser: Dr. Muster, Ärztin für Allgemeinmedizin
Probenabnahme: 01.01.2024 07:40   Befundausgang: 01.01.2024 15:20
Parameter Ergebnis Einheit Referenzbereich
BLUTBILD
Leukozyten 6,2 G/l 4,0 - 10,0
Erythrozyten 4,52 T/l 3,90 - 5,20
Hämoglobin 14,1 g/dl 12,0 - 16,0
Hämatokrit 44,3 % 35,0 - 47,0
MCV 98 ↑ fl 80 - 96
MCH 31,2 pg 27,0 - 33,0
Thrombozyten 168 G/l 150 - 350
LEBER / GALLE
GOT (AST) 68 ↑ U/l < 35
GPT (ALT) 94 ↑ U/l < 35
Gamma-GT 187 ↑ U/l < 40
Alkalische Phosphatase 102 U/l 35 - 105
Bilirubin gesamt 1,4 ↑ mg/dl 0,1 - 1,2
Cholinesterase 9,8 kU/l 5,3 - 12,9
LDH 221 U/l < 250
Albumin 44,1 g/l 35,0 - 52,0
FETTSTOFFWECHSEL
Cholesterin 256 ↑ mg/dl < 200
HDL-Cholesterin 38 ↓ mg/dl > 45
LDL-Cholesterin (berechnet nach Friedewald) 171 ↑ mg/dl < 115
Triglyceride 236 ↑ mg/dl < 150
Non-HDL-Cholesterin 218 ↑ mg/dl < 145
LDL/HDL-Quotient 4,5 ↑ < 3,0
Lipoprotein (a) 12 mg/dl < 30
Anmerkung: Erhöhung der Gamma-GT und Makrozytose, DD äthyltoxisch. Kontrolle in 6 Wochen empfohlen.
Zielwerte für LDL-Cholesterin richten sich nach dem individuellen kardiovaskulären Risiko.
Seite 1/1`,
    expected: [
      row('white_cells', 6.2, '10^9/L', null),
      row('red_cells', 4.52, '10^12/L', null),
      row('haemoglobin', 14.1, 'g/dL', null),
      row('haematocrit', 44.3, '%', null),
      row('mcv', 98, 'fL', 'high'),
      row('mch', 31.2, 'pg', null),
      row('platelets', 168, '10^9/L', null),
      row('ast', 68, 'U/L', 'high'),
      row('alt', 94, 'U/L', 'high'),
      row('ggt', 187, 'U/L', 'high'),
      row('alp', 102, 'U/L', null),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('albumin', 44.1, 'g/L', null),
      row('cholesterol', 256, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 236, 'mg/dL', 'high'),
    ],
  },
  {
    // Switzerland (Zurich), SI units: the range column comes BEFORE the unit, flags (L, H, LL)
    // stand before the value, Swiss spelling without ß; a critical hypoglycaemia (LL 2,4 mmol/l),
    // insulin (not Hale's test) flagged H, eGFR printed ">90" against ">60".
    id: 'h14-de-3',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Beispiel AG · Musterstrasse 1 · 8000 Zürich
Laborbericht – Schlussbericht
Patient/in: Test Person, 01.01.1962, männlich
Auftraggeber: Praxis Dr. med. Muster, Allgemeine Innere Medizin FMH
Entnahme: 01.01.2024 09:15   Eingang: 01.01.2024 11:02
Analyse Resultat Referenzbereich Einheit
Glukosestoffwechsel
Glucose (venös, nüchtern) LL 2,4 3,9 – 5,6 mmol/l
HbA1c H 6,9 4,0 – 5,6 %
Insulin H 48,2 2,6 – 24,9 mU/l
Elektrolyte und Niere
Natrium 139 136 – 145 mmol/l
Kalium 4,3 3,5 – 5,1 mmol/l
Kreatinin 84 62 – 106 µmol/l
eGFR (CKD-EPI 2021) >90 >60 ml/min/1,73m2
Schilddrüse
TSH 2,85 0,27 – 4,20 mU/l
fT4 (freies Thyroxin) 15,8 12,0 – 22,0 pmol/l
fT3 (freies Trijodthyronin) 4,9 3,1 – 6,8 pmol/l
Legende: L/H = tief/hoch, LL/HH = kritischer Wert
Kommentar: Glucose kritisch tief (Alarmgrenze 2,8 mmol/l). Präanalytik geprüft, Probe im Fluoridröhrchen.
Auftraggeber am 01.01.2024 um 11:40 telefonisch informiert.
Seite 1/1`,
    expected: [
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('hba1c', 6.9, '%', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.3, 'mmol/L', null),
      row('creatinine', 84, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('tsh', 2.85, 'mU/L', null),
      row('free_t4', 15.8, 'pmol/L', null),
      row('free_t3', 4.9, 'pmol/L', null),
    ],
  },
  {
    // Germany, patient-portal CSV export of an anaemia work-up: the flag is a word column
    // ("erniedrigt"/"erhöht", empty when normal), iron in µmol/l, ferritin in µg/l, transferrin,
    // soluble transferrin receptor and holotranscobalamin are not Hale's tests.
    id: 'h14-de-4',
    language: 'de',
    kind: 'csv',
    text: `Datum;Untersuchung;Ergebnis;Einheit;Referenzbereich;Bewertung
01.01.2024;Hämoglobin;10,9;g/dl;12,0 - 15,4;erniedrigt
01.01.2024;MCV;74;fl;80 - 96;erniedrigt
01.01.2024;Eisen;6,1;µmol/l;6,6 - 26,0;erniedrigt
01.01.2024;Ferritin;8;µg/l;13 - 150;erniedrigt
01.01.2024;Transferrin;3,82;g/l;2,00 - 3,60;erhöht
01.01.2024;Transferrinsättigung;6;%;16 - 45;erniedrigt
01.01.2024;Löslicher Transferrinrezeptor;5,9;mg/l;0,8 - 1,8;erhöht
01.01.2024;25-OH-Vitamin D;14,2;ng/ml;30 - 100;erniedrigt
01.01.2024;Vitamin B12;312;pg/ml;197 - 771;
01.01.2024;Holotranscobalamin;58;pmol/l;> 50;
01.01.2024;Folsäure;4,1;ng/ml;> 3,9;
01.01.2024;CRP;2,3;mg/l;< 5,0;`,
    expected: [
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 8, 'µg/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 4.1, 'ng/mL', null),
      row('crp', 2.3, 'mg/L', null),
    ],
  },
  {
    // Germany, hospital emergency laboratory: "*" before abnormal values (direction from the range),
    // a urine dipstick with "++", "positiv", "(+)" (trace) and "negativ" against "negativ", then a
    // microscopic sediment that again lists Leukozyten and Erythrozyten (not results to extract);
    // urine bilirubin and urobilinogen and procalcitonin are not Hale's tests.
    id: 'h14-de-5',
    language: 'de',
    kind: 'text',
    text: `Klinikum Musterstadt – Institut für Laboratoriumsmedizin
Zentrallabor · Notfalllabor (24 h)
Station: ZNA   Fallnr.: 000000
Pat.: Person, Test   *01.01.1987   weiblich
Abnahme: 01.01.2024 22:47   Validiert: 01.01.2024 23:31
Untersuchung Ergebnis Einheit Referenzbereich
Entzündung / Blutbild
CRP * 86,4 mg/l < 5,0
Procalcitonin 0,21 ng/ml < 0,50
Leukozyten * 14,8 /nl 3,9 - 10,5
Kreatinin 0,78 mg/dl 0,50 - 0,90
Urinstatus (Mittelstrahlurin, Teststreifen)
Spez. Gewicht 1,018 1,015 - 1,025
pH 6,5 5,0 - 7,5
Leukozyten * ++ negativ
Nitrit * positiv negativ
Eiweiß * (+) negativ
Glukose negativ negativ
Ketonkörper negativ negativ
Urobilinogen normal normal
Bilirubin negativ negativ
Blut * + negativ
Urinsediment (mikroskopisch)
Leukozyten * 25-50 /GF 0 - 5
Erythrozyten 3-5 /GF 0 - 5
Plattenepithelien vereinzelt
Bakterien * reichlich
* = außerhalb des Referenzbereichs
Kommentar: Befund vereinbar mit Harnwegsinfekt. Urinkultur wurde nachgefordert.`,
    expected: [
      row('crp', 86.4, 'mg/L', 'high'),
      row('white_cells', 14.8, '10^9/L', 'high'),
      row('creatinine', 0.78, 'mg/dL', null),
      row('urine_specific_gravity', 1.018, '', null),
      row('urine_ph', 6.5, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
