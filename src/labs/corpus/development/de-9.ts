/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), German: reports from labs in Germany, Austria,
 * German-speaking Switzerland and South Tyrol (PDF text layers and portal CSV exports). Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV,
 * Monozyten, Eosinophile, Basophile, BSG, Procalcitonin, CK, Laktat, Troponin, Lipase, Phosphat,
 * Magnesium, Parathormon, Transferrin, TRAK, Non-HDL, Lp(a), Quotienten, Cholinesterase,
 * Retikulozyten, LDH, Haptoglobin, direktes Bilirubin, Cystatin C, Osmolalität, Urinsediment,
 * Urobilinogen and Bilirubin im Urin) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-9-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, lab group serving GP practices: large blood count with "+" right after raised
    // values, counts per nl and pl, a previous-result column, a machine differential in /nl.
    id: 'h8-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Exemplar & Kollegen MVZ GmbH
Musterstraße 1 · 00000 Musterstadt · Tel. 0000 000000
Patientin: Person, Test geb. 01.01.1990 weiblich
Auftragsnummer: 4471 0923 Eingang: 23.09.2024 09:14 Befunddatum: 23.09.2024
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Endbefund Seite 1 von 1
Untersuchung Ergebnis Einheit Referenzbereich Vorwert
11.03.2024
Hämatologie
Leukozyten 12,4 + /nl 3,9 - 10,2 7,8
Erythrozyten 4,62 /pl 3,9 - 5,2 4,55
Hämoglobin 13,6 g/dl 12,0 - 15,4 13,4
Hämatokrit 40,3 % 35,5 - 45,5 39,8
MCV 87,2 fl 80 - 99 87,6
MCH 29,4 pg 27,0 - 33,5 29,5
MCHC 33,7 g/dl 31,5 - 36,0 33,6
RDW 12,9 % 11,5 - 15,0 13,0
Thrombozyten 338 /nl 150 - 370 290
MPV 10,1 fl 9,0 - 12,5
Differentialblutbild (maschinell)
Neutrophile Granulozyten 9,31 + /nl 1,5 - 7,7
Lymphozyten 1,84 /nl 1,1 - 4,5
Monozyten 0,92 + /nl 0,1 - 0,9
Eosinophile Granulozyten 0,28 /nl 0,0 - 0,5
Basophile Granulozyten 0,05 /nl 0,0 - 0,2
Entzündungsparameter
CRP 38,5 + mg/l < 5,0 2,1
BSG nach Westergren (1 h) 32 + mm < 20
Procalcitonin 0,09 ng/ml < 0,50
Leukozytose mit Neutrophilie, bitte klinische Korrelation.
Befund technisch und medizinisch validiert.`,
    expected: [
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('red_cells', 4.62, '10^12/L', null),
      row('haemoglobin', 13.6, 'g/dL', null),
      row('haematocrit', 40.3, '%', null),
      row('mcv', 87.2, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 33.7, 'g/dL', null),
      row('platelets', 338, '10^9/L', null),
      row('neutrophils', 9.31, '10^9/L', 'high'),
      row('lymphocytes', 1.84, '10^9/L', null),
      row('crp', 38.5, 'mg/L', 'high'),
    ],
  },
  {
    // Germany, hospital central lab, emergency report: a flag column BEFORE the value (H, L, LL),
    // critical hypoglycaemia in mg/dl with a phone-call line, kidney values in mg/dl.
    id: 'h8-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Musterstadt · Zentrallabor
Institut für Laboratoriumsmedizin
Notfallbefund
Name: Person, Test Geb.-Dat.: 01.01.1956 Geschlecht: m
Station: ZNA Fall-Nr.: 0000000000 Auftrag: 2406130271
Abnahme: 13.06.2024 22:47 Eingang: 22:58 Validiert: 23:21
Parameter Kennz. Ergebnis Einheit Referenzbereich
Klinische Chemie
Natrium 137 mmol/l 136 - 145
Kalium 4,9 mmol/l 3,5 - 5,1
Chlorid 101 mmol/l 98 - 107
Hydrogencarbonat 22,1 mmol/l 22,0 - 29,0
Calcium L 2,09 mmol/l 2,20 - 2,65
Glucose LL 38 mg/dl 74 - 106
!! Kritischer Wert – telefonisch an Dr. Beispiel (ZNA) um 23:02 Uhr durchgegeben !!
Kreatinin H 1,42 mg/dl 0,67 - 1,17
eGFR (CKD-EPI) L 52 ml/min/1,73m² > 60
Harnstoff H 58 mg/dl 17 - 48
Harnsäure 6,4 mg/dl 3,4 - 7,0
Bilirubin gesamt 0,7 mg/dl < 1,2
GOT (AST) 31 U/l < 50
GPT (ALT) 27 U/l < 50
Lipase 44 U/l 13 - 60
CK H 412 U/l < 190
Laktat H 3,8 mmol/l 0,5 - 2,2
Troponin T hs 11 ng/l < 14
Kennzeichnung: H = erhöht, L = erniedrigt, LL/HH = kritischer Wert`,
    expected: [
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 22.1, 'mmol/L', null),
      row('calcium', 2.09, 'mmol/L', 'low'),
      row('glucose', 38, 'mg/dL', 'low'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('urea', 58, 'mg/dL', 'high'),
      row('uric_acid', 6.4, 'mg/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 27, 'U/L', null),
    ],
  },
  {
    // Austria, private lab: metabolic check with arrows before the value, "Normbereich", lipids
    // and glucose in mg/dl, Austrian spellings (Glukose, Triglyzeride), a Lp(a) in nmol/l.
    id: 'h8-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel – Fachärztin für Medizinische und Chemische Labordiagnostik
Beispielgasse 1, 0000 Wien
Patientin: Test Person geb. 01.01.1963
Befund vom 04.03.2024 Probenentnahme 04.03.2024 07:30 Auftrag 24/03/0815
Zuweiser: Dr. Beispiel, Ärztin für Allgemeinmedizin
Befund Einheit Normbereich
Kohlenhydratstoffwechsel
Glukose nüchtern ↑ 118 mg/dl 70 - 100
HbA1c ↑ 6,4 % < 5,7
Prädiabetes-Bereich (5,7 - 6,4 %)
Fettstoffwechsel
Cholesterin ↑ 262 mg/dl < 200
HDL-Cholesterin 54 mg/dl > 45
LDL-Cholesterin ↑ 178 mg/dl < 130
Triglyzeride 149 mg/dl < 150
Non-HDL-Cholesterin ↑ 208 mg/dl < 160
LDL/HDL-Quotient ↑ 3,3 < 3,0
Lipoprotein(a) 18 nmol/l < 75
Leber
GOT (AST) 26 U/l < 35
GPT (ALT) ↑ 49 U/l < 35
Gamma-GT ↑ 68 U/l < 40
Alkalische Phosphatase 81 U/l 35 - 105
Bilirubin gesamt 0,9 mg/dl 0,1 - 1,2
Cholinesterase 9,8 kU/l 5,3 - 12,9
Niere
Kreatinin 0,81 mg/dl 0,50 - 0,90
eGFR nach CKD-EPI 79 ml/min/1,73 m² > 60
Harnsäure ↑ 6,9 mg/dl 2,4 - 5,7
Mit freundlichen kollegialen Grüßen`,
    expected: [
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.4, '%', 'high'),
      row('cholesterol', 262, 'mg/dL', 'high'),
      row('hdl', 54, 'mg/dL', null),
      row('ldl', 178, 'mg/dL', 'high'),
      row('triglycerides', 149, 'mg/dL', null),
      row('ast', 26, 'U/L', null),
      row('alt', 49, 'U/L', 'high'),
      row('ggt', 68, 'U/L', 'high'),
      row('alp', 81, 'U/L', null),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('creatinine', 0.81, 'mg/dL', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('uric_acid', 6.9, 'mg/dL', 'high'),
    ],
  },
  {
    // German-speaking Switzerland: SI units (µmol/l, pmol/l, nmol/l), an asterisk right after
    // out-of-range values (direction from the range), Swiss spelling without ß, "Resultat".
    id: 'h8-de-4',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Beispiel AG
Beispielstrasse 00 · 0000 Zürich
Patientin: Person Test · 01.01.1977 · weiblich
Auftrag: 77-301542 · Entnahme: 02.10.2024 08:10 · Befund: 03.10.2024
Auftraggeber: Dr. med. Beispiel, Praxis für Innere Medizin
Schlussbefund
Legende: * ausserhalb des Referenzbereichs
Analyse Resultat Einheit Referenzwerte
Schilddrüse
TSH 0,08 * mU/l 0,27 - 4,20
fT4 (freies Thyroxin) 29,4 * pmol/l 12,0 - 22,0
fT3 (freies Trijodthyronin) 8,1 * pmol/l 3,1 - 6,8
TRAK (TSH-Rezeptor-Antikörper) 6,2 * IU/l < 1,75
Befundkonstellation vereinbar mit einer Hyperthyreose; Verdacht auf M. Basedow.
Eisenstoffwechsel
Eisen 18,6 µmol/l 6,6 - 26,0
Transferrin 2,41 g/l 2,00 - 3,60
Transferrinsättigung 31 % 16 - 45
Ferritin 86 µg/l 15 - 150
Vitamine
25-OH-Vitamin D 61 nmol/l 50 - 150
Vitamin B12 312 pmol/l 145 - 569
Folsäure 14,8 nmol/l > 10,4
Seite 1/1`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 29.4, 'pmol/L', 'high'),
      row('free_t3', 8.1, 'pmol/L', 'high'),
      row('iron', 18.6, 'µmol/L', null),
      row('transferrin_saturation', 31, '%', null),
      row('ferritin', 86, 'µg/L', null),
      row('vitamin_d', 61, 'nmol/L', null),
      row('vitamin_b12', 312, 'pmol/L', null),
      row('folate', 14.8, 'nmol/L', null),
    ],
  },
  {
    // Germany, nephrology practice before dialysis: flags in a last column AFTER the range (H, L,
    // HH), critical potassium, protein in g/dl, counts in 10^3/µl, a parathyroid hormone in pg/ml.
    id: 'h8-de-5',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispielstadt GbR
Nephrologische Gemeinschaftspraxis Dr. Beispiel – Dialysezentrum
Patient: Person, Test Geburtsdatum: 01.01.1952 männlich
Material: Serum, Li-Heparin-Plasma Abnahme: 08.01.2024 06:55 (vor Dialyse)
Labornummer: 0108-5530 Befundausgang: 08.01.2024 10:41
Test Ergebnis Einheit Referenzbereich Bewertung
Elektrolyte
Natrium 134 mmol/l 136 - 145 L
Kalium 6,7 mmol/l 3,5 - 5,1 HH
*** Kritischer Wert! Telefonisch mitgeteilt an Dialysestation 08.01.2024 07:52 ***
Calcium 2,18 mmol/l 2,20 - 2,65 L
Phosphat 2,41 mmol/l 0,87 - 1,45 H
Magnesium 1,08 mmol/l 0,66 - 1,07 H
Retentionswerte
Kreatinin 7,84 mg/dl 0,67 - 1,17 H
Harnstoff 168 mg/dl 17 - 43 H
eGFR (CKD-EPI 2021) 6 ml/min/1,73m² > 60 L
Harnsäure 8,3 mg/dl 3,4 - 7,0 H
Proteine
Gesamteiweiß 6,1 g/dl 6,4 - 8,3 L
Albumin 3,4 g/dl 3,5 - 5,2 L
Kleines Blutbild
Hämoglobin 9,8 g/dl 13,5 - 17,5 L
Hämatokrit 30,1 % 40,0 - 52,0 L
Leukozyten 6,2 10^3/µl 3,9 - 10,2
Thrombozyten 187 10^3/µl 150 - 370
Knochenstoffwechsel
Parathormon intakt 486 pg/ml 15 - 65 H`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('calcium', 2.18, 'mmol/L', 'low'),
      row('creatinine', 7.84, 'mg/dL', 'high'),
      row('urea', 168, 'mg/dL', 'high'),
      row('egfr', 6, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.3, 'mg/dL', 'high'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('haematocrit', 30.1, '%', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('platelets', 187, '10^9/L', null),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
