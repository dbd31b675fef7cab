/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), German, continued (imported by de-9.ts): a urine
 * status from a German practice, an Austrian hospital anaemia work-up, a bilingual South Tyrol
 * report and two portal CSV exports (Germany, Switzerland). Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (Urinsediment, Urobilinogen, Bilirubin im Urin,
 * Retikulozyten, LDH, Haptoglobin, direktes Bilirubin, Quotienten, Osmolalität, Cystatin C) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, urology practice lab: urine test strip with crosses and an approximate count in
    // parentheses (protein even with "mg/dl"), negatives in words, then a microscopic sediment
    // that repeats Leukozyten and Erythrozyten (not dipstick rows).
    id: 'h8-de-6',
    language: 'de',
    kind: 'text',
    text: `Praxis für Urologie Dr. Beispiel · Praxislabor
Beispielweg 3 · 00000 Musterdorf
Patientin: Person, Test · geb. 01.01.1988
Material: Mittelstrahlurin, erster Morgenurin · Eingang: 19.08.2024 08:40
Urinstatus (Teststreifen, reflexionsphotometrisch)
Parameter Ergebnis Referenz
Spezifisches Gewicht 1,015 1,003 - 1,035
pH-Wert 5,5 5,0 - 7,5
Leukozyten ++ (ca. 75 Leu/µl) negativ
Nitrit positiv negativ
Eiweiß + (ca. 30 mg/dl) negativ
Glukose negativ negativ
Ketonkörper negativ negativ
Urobilinogen normal normal
Bilirubin negativ negativ
Blut (Erythrozyten) +++ (ca. 250 Ery/µl) negativ
Urinsediment (mikroskopisch)
Leukozyten 20 - 30 /GF < 5
Erythrozyten 50 - 60 /GF < 3
Bakterien reichlich
Plattenepithelien vereinzelt
Befund vereinbar mit Harnwegsinfekt; Urinkultur angesetzt.`,
    expected: [
      row('urine_specific_gravity', 1.015, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 3, 'grade', 'high'),
    ],
  },
  {
    // Austria, regional hospital ward: arrows AFTER the value (↓↓ for the critical haemoglobin),
    // G/l and T/l, a previous-result column, vitamin B12 printed as "< 50", macrocytic anaemia.
    id: 'h8-de-7',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Beispiel · Institut für Labordiagnostik
Patientin: Person Test, geb. 01.01.1945 Station: Interne 2 Aufnahmezahl: 0000/2024
Probe: 14.05.2024 06:20 · Befundfreigabe: 14.05.2024 08:02
Analyse Ergebnis Einheit Referenzbereich Vorbefund 02.04.2024
Blutbild
Leukozyten 4,1 G/l 4,0 - 10,0 5,2
Erythrozyten 1,78 ↓ T/l 4,00 - 5,20 2,64
Hämoglobin 6,1 ↓↓ g/dl 12,0 - 16,0 8,9
Kritischer Befund – Station telefonisch verständigt um 06:58
Hämatokrit 19,0 ↓ % 36,0 - 48,0 27,6
MCV 106,7 ↑ fl 80,0 - 98,0 104,5
MCH 34,3 ↑ pg 27,0 - 33,0 33,7
MCHC 32,1 g/dl 31,5 - 36,0 32,2
Thrombozyten 118 ↓ G/l 150 - 400 141
Retikulozyten 0,6 % 0,5 - 2,5
Neutrophile 2,31 G/l 1,80 - 7,70
Lymphozyten 1,20 G/l 1,00 - 4,80
Anämieabklärung
Eisen 27,9 ↑ µmol/l 6,6 - 26,0
Ferritin 412 ↑ ng/ml 13 - 150
Transferrinsättigung 48 ↑ % 16 - 45
Vitamin B12 < 50 ↓ pg/ml 197 - 771
Folsäure 8,9 ng/ml 3,9 - 26,8
LDH 612 ↑ U/l 135 - 214
Haptoglobin < 0,10 ↓ g/l 0,30 - 2,00
Bilirubin gesamt 1,6 ↑ mg/dl < 1,2
Kommentar: Befundkonstellation vereinbar mit Vitamin-B12-Mangel (ineffektive Erythropoese).`,
    expected: [
      row('white_cells', 4.1, '10^9/L', null),
      row('red_cells', 1.78, '10^12/L', 'low'),
      row('haemoglobin', 6.1, 'g/dL', 'low'),
      row('haematocrit', 19, '%', 'low'),
      row('mcv', 106.7, 'fL', 'high'),
      row('mch', 34.3, 'pg', 'high'),
      row('mchc', 32.1, 'g/dL', null),
      row('platelets', 118, '10^9/L', 'low'),
      row('neutrophils', 2.31, '10^9/L', null),
      row('lymphocytes', 1.2, '10^9/L', null),
      row('iron', 27.9, 'µmol/L', 'high'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('transferrin_saturation', 48, '%', 'high'),
      row('vitamin_b12', 50, 'pg/mL', 'low'),
      row('folate', 8.9, 'ng/mL', null),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
    ],
  },
  {
    // South Tyrol, hospital lab with German/Italian headings: range in parentheses BEFORE the
    // unit, "H" right after the value, Italian-style units (calcium and CRP in mg/dl, µIU/ml).
    id: 'h8-de-8',
    language: 'de',
    kind: 'text',
    text: `KRANKENHAUS BEISPIEL / OSPEDALE ESEMPIO
Labor für Klinische Biochemie – Laboratorio di Biochimica Clinica
Patient/Paziente: PERSON TEST Geb./Nato il: 01.01.1970 M
Anfrage/Richiesta Nr.: 24.0522.118 Entnahme/Prelievo: 22.05.2024 08:03
Anforderer/Richiedente: Dr. Beispiel – Hausarzt/Medico di base
Untersuchung/Esame Ergebnis/Risultato Referenzwerte/Valori di riferimento Einheit/Unità
HÄMATOLOGIE / EMATOLOGIA
Leukozyten 7,42 (4,00-10,00) 10^3/µl
Erythrozyten 5,11 (4,50-5,90) 10^6/µl
Hämoglobin 15,4 (13,5-17,5) g/dl
Hämatokrit 45,2 (41,0-53,0) %
Thrombozyten 231 (150-400) 10^3/µl
KLINISCHE CHEMIE / CHIMICA CLINICA
Glukose 97 (70-99) mg/dl
Kreatinin 1,02 (0,70-1,20) mg/dl
eGFR (CKD-EPI) 85 (>60) ml/min/1,73m²
Natrium 140 (136-145) mmol/l
Kalium 4,1 (3,5-5,1) mmol/l
Calcium 9,6 (8,6-10,2) mg/dl
GOT/AST 22 (<40) U/l
GPT/ALT 35 (<41) U/l
Gamma-GT 44 (8-61) U/l
Alkalische Phosphatase 65 (40-129) U/l
Bilirubin gesamt 1,4 H (<1,2) mg/dl
Bilirubin direkt 0,3 (<0,3) mg/dl
Gesamtcholesterin 198 (<200) mg/dl
HDL-Cholesterin 61 (>40) mg/dl
Triglyzeride 86 (<150) mg/dl
LDL-Cholesterin (berechnet) 120 H (<115) mg/dl
C-reaktives Protein (CRP) 0,12 (<0,50) mg/dl
TSH 1,45 (0,27-4,20) µIU/ml
Vidimiert/Vidimato: Dr. Beispiel`,
    expected: [
      row('white_cells', 7.42, '10^9/L', null),
      row('red_cells', 5.11, '10^12/L', null),
      row('haemoglobin', 15.4, 'g/dL', null),
      row('haematocrit', 45.2, '%', null),
      row('platelets', 231, '10^9/L', null),
      row('glucose', 97, 'mg/dL', null),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 85, 'mL/min/1.73m²', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('ast', 22, 'U/L', null),
      row('alt', 35, 'U/L', null),
      row('ggt', 44, 'U/L', null),
      row('alp', 65, 'U/L', null),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('cholesterol', 198, 'mg/dL', null),
      row('hdl', 61, 'mg/dL', null),
      row('triglycerides', 86, 'mg/dL', null),
      row('ldl', 120, 'mg/dL', 'high'),
      row('crp', 0.12, 'mg/dL', null),
      row('tsh', 1.45, 'mU/L', null),
    ],
  },
  {
    // Germany, patient-portal CSV export: unquoted, the rating written out ("erhöht",
    // "erniedrigt") or empty, an empty unit for a quotient, vitamins in ng/ml and pg/ml.
    id: 'h8-de-9',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung
15.02.2024;Hämoglobin;14,9;g/dl;13,5 - 17,5;
15.02.2024;Leukozyten;5,7;/nl;3,9 - 10,2;
15.02.2024;Thrombozyten;264;/nl;150 - 370;
15.02.2024;Glukose nüchtern;92;mg/dl;70 - 100;
15.02.2024;HbA1c;5,4;%;< 5,7;
15.02.2024;Cholesterin gesamt;231;mg/dl;< 200;erhöht
15.02.2024;LDL-Cholesterin;158;mg/dl;< 116;erhöht
15.02.2024;HDL-Cholesterin;49;mg/dl;> 40;
15.02.2024;Triglyceride;122;mg/dl;< 150;
15.02.2024;LDL/HDL-Quotient;3,2;;< 3,0;erhöht
15.02.2024;Kreatinin;0,96;mg/dl;0,67 - 1,17;
15.02.2024;eGFR (CKD-EPI);94;ml/min/1,73m²;> 60;
15.02.2024;GPT (ALT);22;U/l;< 50;
15.02.2024;TSH basal;2,87;mU/l;0,27 - 4,20;
15.02.2024;25-OH-Vitamin D;17,3;ng/ml;30 - 100;erniedrigt
15.02.2024;Vitamin B12;389;pg/ml;197 - 771;`,
    expected: [
      row('haemoglobin', 14.9, 'g/dL', null),
      row('white_cells', 5.7, '10^9/L', null),
      row('platelets', 264, '10^9/L', null),
      row('glucose', 92, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('ldl', 158, 'mg/dL', 'high'),
      row('hdl', 49, 'mg/dL', null),
      row('triglycerides', 122, 'mg/dL', null),
      row('creatinine', 0.96, 'mg/dL', null),
      row('egfr', 94, 'mL/min/1.73m²', null),
      row('alt', 22, 'U/L', null),
      row('tsh', 2.87, 'mU/L', null),
      row('vitamin_d', 17.3, 'ng/mL', 'low'),
      row('vitamin_b12', 389, 'pg/mL', null),
    ],
  },
  {
    // Switzerland, lab portal CSV export: every field quoted, lower and upper bound in separate
    // columns (one empty for one-sided limits), SI units, H/L flags, CRP printed as "<3".
    id: 'h8-de-10',
    language: 'de',
    kind: 'csv',
    text: `"Auftragsdatum";"Analyse";"Resultat";"Einheit";"Untere Grenze";"Obere Grenze";"Flag"
"12.11.2024";"Leukozyten";"8,1";"10^9/l";"3,5";"10,0";""
"12.11.2024";"Neutrophile";"5,2";"10^9/l";"1,4";"8,0";""
"12.11.2024";"Natrium";"141";"mmol/l";"136";"145";""
"12.11.2024";"Kalium";"5,6";"mmol/l";"3,5";"5,1";"H"
"12.11.2024";"Chlorid";"103";"mmol/l";"98";"107";""
"12.11.2024";"Harnstoff";"9,8";"mmol/l";"2,8";"8,1";"H"
"12.11.2024";"Kreatinin";"121";"µmol/l";"59";"104";"H"
"12.11.2024";"eGFR (CKD-EPI)";"54";"ml/min/1,73m²";"60";"";"L"
"12.11.2024";"Cystatin C";"1,31";"mg/l";"0,61";"0,95";"H"
"12.11.2024";"Harnsäure";"462";"µmol/l";"202";"417";"H"
"12.11.2024";"Glukose";"6,1";"mmol/l";"3,9";"5,6";"H"
"12.11.2024";"Osmolalität";"296";"mosmol/kg";"275";"300";""
"12.11.2024";"Albumin";"41";"g/l";"35";"52";""
"12.11.2024";"Calcium";"2,31";"mmol/l";"2,15";"2,55";""
"12.11.2024";"CRP";"<3";"mg/l";"";"5";""`,
    expected: [
      row('white_cells', 8.1, '10^9/L', null),
      row('neutrophils', 5.2, '10^9/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L', null),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 121, 'µmol/L', 'high'),
      row('egfr', 54, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 462, 'µmol/L', 'high'),
      row('glucose', 6.1, 'mmol/L', 'high'),
      row('albumin', 41, 'g/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('crp', 3, 'mg/L', null),
    ],
  },
]

export default moreCases
