/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), German, continued (see de-12.ts): second part (see
 * de.ts): CSV exports from a German patient portal, a Swiss lab and a German hospital's lab
 * system, a German emergency-department report and a bilingual South Tyrol report. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, patient portal CSV: a date column first, a "Bewertung" column (hoch/niedrig/normal),
    // a CRP printed as "<0,5", anti-TPO mixed in.
    id: 'h11-de-6',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Wert;Einheit;Referenzbereich;Bewertung
15.01.2024;TSH;0,02;mU/l;0,27 - 4,20;niedrig
15.01.2024;freies T4 (fT4);24,8;pmol/l;12,0 - 22,0;hoch
15.01.2024;freies T3 (fT3);5,9;pmol/l;3,1 - 6,8;normal
15.01.2024;Anti-TPO-AK;12;IU/ml;< 34;normal
15.01.2024;Ferritin;34;ng/ml;13 - 150;normal
15.01.2024;25-OH-Vitamin D;19,6;ng/ml;30 - 100;niedrig
15.01.2024;Vitamin B12;412;pg/ml;197 - 771;normal
15.01.2024;Folsäure;6,2;ng/ml;> 3,9;normal
15.01.2024;CRP;<0,5;mg/l;< 5,0;normal`,
    expected: [
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 24.8, 'pmol/L', 'high'),
      row('free_t3', 5.9, 'pmol/L', null),
      row('ferritin', 34, 'ng/mL', null),
      row('vitamin_d', 19.6, 'ng/mL', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 6.2, 'ng/mL', null),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
  {
    // Switzerland (Bern), lab CSV export: a Vorwert column BETWEEN the result and the unit, no flag
    // column (flags from the range), haemoglobin and MCHC in g/l, counts in T/l and G/l, the
    // neutrophils as an absolute count.
    id: 'h11-de-7',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Vorwert;Einheit;Referenz
Hämoglobin;131;128;g/l;120 - 160
Hämatokrit;39;38;%;36 - 48
Erythrozyten;4,38;4,31;T/l;3,90 - 5,20
Leukozyten;3,2;3,6;G/l;3,5 - 10,0
Thrombozyten;162;171;G/l;150 - 450
MCV;89;88;fl;80 - 98
MCH;29,9;29,7;pg;27 - 33
MCHC;336;337;g/l;320 - 360
Neutrophile Granulozyten;1,41;1,82;G/l;1,50 - 7,00
Lymphozyten;1,38;1,35;G/l;1,00 - 4,00
Kreatinin;68;71;µmol/l;44 - 80
eGFR CKD-EPI;96;93;ml/min/1,73m²;> 90
Harnsäure;312;298;µmol/l;140 - 360
Kalium;4,1;4,3;mmol/l;3,5 - 5,1
Natrium;140;139;mmol/l;135 - 145`,
    expected: [
      row('haemoglobin', 131, 'g/L', null),
      row('haematocrit', 39, '%', null),
      row('red_cells', 4.38, '10^12/L', null),
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('platelets', 162, '10^9/L', null),
      row('mcv', 89, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 336, 'g/L', null),
      row('neutrophils', 1.41, '10^9/L', 'low'),
      row('lymphocytes', 1.38, '10^9/L', null),
      row('creatinine', 68, 'µmol/L', null),
      row('egfr', 96, 'mL/min/1.73m²', null),
      row('uric_acid', 312, 'µmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('sodium', 140, 'mmol/L', null),
    ],
  },
  {
    // Germany, hospital central lab for the emergency department: a Flag column BEFORE the value
    // (H/L, LL for the critical glucose of 43 mg/dl), counts in Tsd/µl, lipase, CK, troponin,
    // lactate, Quick (in %) and INR mixed in.
    id: 'h11-de-8',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt — Institut für Laboratoriumsmedizin, Zentrallabor
Anforderung: Zentrale Notaufnahme     Auftrags-Nr. 0000000000     Eingang 03.02.2024 22:47
Pat.: Person, Test     *01.01.1948     m     Fall-Nr. 00000000
NOTFALLPROFIL
Parameter              Flag   Wert      Einheit          Referenz
Glucose                LL     43        mg/dl            74 - 106
  >>> Kritischer Wert, telefonisch mitgeteilt an Dr. Muster (ZNA) um 23:05 <<<
Natrium                       137       mmol/l           136 - 145
Kalium                 H      5,4       mmol/l           3,5 - 5,1
Kreatinin              H      1,62      mg/dl            0,70 - 1,20
eGFR (CKD-EPI)         L      42        ml/min/1,73m²    > 60
Harnstoff              H      71        mg/dl            17 - 49
Calcium                       2,31      mmol/l           2,20 - 2,65
Bilirubin gesamt              0,8       mg/dl            < 1,2
GOT (AST)                     31        U/l              < 50
GPT (ALT)                     27        U/l              < 50
Lipase                        41        U/l              13 - 60
CK                     H      412       U/l              < 190
Troponin T hs          H      38        ng/l             < 14
Laktat                 H      2,9       mmol/l           0,5 - 2,2
Hämoglobin                    14,1      g/dl             13,5 - 17,5
Leukozyten             H      13,6      Tsd/µl           4,0 - 10,0
Thrombozyten                  214       Tsd/µl           150 - 400
Quick                         92        %                70 - 130
INR                           1,05                       0,85 - 1,15
LL/HH = kritischer Wert. Technisch und medizinisch validiert 03.02.2024 23:12.`,
    expected: [
      row('glucose', 43, 'mg/dL', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('creatinine', 1.62, 'mg/dL', 'high'),
      row('egfr', 42, 'mL/min/1.73m²', 'low'),
      row('urea', 71, 'mg/dL', 'high'),
      row('calcium', 2.31, 'mmol/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 27, 'U/L', null),
      row('haemoglobin', 14.1, 'g/dL', null),
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('platelets', 214, '10^9/L', null),
    ],
  },
  {
    // Germany, hospital lab-system CSV export: every field in double quotes, an order number and a
    // date before the test, a "Markierung" column with +/++/- (empty when normal), a liver
    // follow-up with direct bilirubin, cholinesterase, ammonia, Quick and INR mixed in.
    id: 'h11-de-9',
    language: 'de',
    kind: 'csv',
    text: `"Auftrag";"Datum";"Analyt";"Ergebnis";"Einheit";"Normbereich";"Markierung"
"2404110033";"11.04.2024";"Gesamteiweiß";"5,9";"g/dl";"6,4 - 8,3";"-"
"2404110033";"11.04.2024";"Albumin";"2,8";"g/dl";"3,5 - 5,2";"-"
"2404110033";"11.04.2024";"Bilirubin gesamt";"3,4";"mg/dl";"< 1,2";"++"
"2404110033";"11.04.2024";"Bilirubin direkt";"2,1";"mg/dl";"< 0,3";"++"
"2404110033";"11.04.2024";"GOT (ASAT)";"96";"U/l";"< 35";"+"
"2404110033";"11.04.2024";"GPT (ALAT)";"54";"U/l";"< 35";"+"
"2404110033";"11.04.2024";"Gamma-GT";"310";"U/l";"< 40";"++"
"2404110033";"11.04.2024";"Alkalische Phosphatase";"188";"U/l";"35 - 105";"+"
"2404110033";"11.04.2024";"Cholinesterase";"3,1";"kU/l";"5,3 - 12,9";"-"
"2404110033";"11.04.2024";"Ammoniak";"78";"µmol/l";"11 - 51";"+"
"2404110033";"11.04.2024";"Quick";"58";"%";"70 - 120";"-"
"2404110033";"11.04.2024";"INR";"1,42";"";"0,85 - 1,15";"+"
"2404110033";"11.04.2024";"Thrombozyten";"96";"/nl";"150 - 370";"-"
"2404110033";"11.04.2024";"Natrium";"131";"mmol/l";"136 - 145";"-"
"2404110033";"11.04.2024";"Kreatinin";"0,94";"mg/dl";"0,70 - 1,20";""
"2404110033";"11.04.2024";"Bikarbonat";"21";"mmol/l";"22 - 29";"-"`,
    expected: [
      row('total_protein', 5.9, 'g/dL', 'low'),
      row('albumin', 2.8, 'g/dL', 'low'),
      row('bilirubin', 3.4, 'mg/dL', 'high'),
      row('ast', 96, 'U/L', 'high'),
      row('alt', 54, 'U/L', 'high'),
      row('ggt', 310, 'U/L', 'high'),
      row('alp', 188, 'U/L', 'high'),
      row('platelets', 96, '10^9/L', 'low'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('creatinine', 0.94, 'mg/dL', null),
      row('bicarbonate', 21, 'mmol/L', 'low'),
    ],
  },
  {
    // South Tyrol (Italy), hospital lab: German/Italian bilingual test names and headings, counts
    // in 10^3/µL and 10^6/µL, mg/dL, TSH in µUI/mL, fT3 in pg/mL, H/L at the END of the line after
    // the range, a vitamin B12 printed as ">2000".
    id: 'h11-de-10',
    language: 'de',
    kind: 'text',
    text: `Gesundheitsbezirk Beispiel / Comprensorio sanitario Esempio
Labor für klinische Pathologie / Laboratorio di patologia clinica — Tel. 0000 000000
Patient/Paziente: PERSON TEST     geb./nato il: 01.01.1975     St.-Nr./Cod. fisc.: XXXXXXXXXXXXXXXX
Entnahme/Prelievo: 08.04.2024 08:10     Arzt/Medico: Dr. Esempio
Untersuchung / Esame                       Ergebnis   Maßeinheit   Referenzwerte     Flag
BLUTBILD / EMOCROMO
Leukozyten / Leucociti                     7,80       10^3/µL      4,00 - 10,00
Erythrozyten / Eritrociti                  4,92       10^6/µL      4,50 - 5,90
Hämoglobin / Emoglobina                    14,2       g/dL         13,0 - 17,0
Hämatokrit / Ematocrito                    42,6       %            40,0 - 52,0
MCV                                        86,6       fL           80,0 - 99,0
Thrombozyten / Piastrine                   265        10^3/µL      150 - 400
Neutrophile / Neutrofili                   4,61       10^3/µL      2,00 - 7,00
Lymphozyten / Linfociti                    2,34       10^3/µL      1,00 - 4,00
KLINISCHE CHEMIE / CHIMICA CLINICA
Glukose / Glucosio                         104        mg/dL        70 - 100          H
Cholesterin gesamt / Colesterolo totale    231        mg/dL        < 200             H
HDL-Cholesterin / Colesterolo HDL          52         mg/dL        > 40
Triglyzeride / Trigliceridi                98         mg/dL        < 150
LDL-Cholesterin berechnet / calcolato      159        mg/dL        < 115             H
HbA1c / Emoglobina glicata                 5,8        %            4,0 - 6,0
ENDOKRINOLOGIE / ENDOCRINOLOGIA
TSH                                        1,92       µUI/mL       0,35 - 4,94
fT3 / FT3                                  3,1        pg/mL        1,7 - 3,7
VITAMINE / VITAMINE
25-OH-Vitamin D                            17,8       ng/mL        30 - 100          L
Vitamin B12 / Vitamina B12                 >2000      pg/mL        187 - 883         H
Folsäure / Acido folico                    9,4        ng/mL        3,1 - 20,5
Ferritin / Ferritina                       88         ng/mL        30 - 400
Validiert / Validato: Dr. Esempio                                    Seite/Pagina 1/1`,
    expected: [
      row('white_cells', 7.8, '10^9/L', null),
      row('red_cells', 4.92, '10^12/L', null),
      row('haemoglobin', 14.2, 'g/dL', null),
      row('haematocrit', 42.6, '%', null),
      row('mcv', 86.6, 'fL', null),
      row('platelets', 265, '10^9/L', null),
      row('neutrophils', 4.61, '10^9/L', null),
      row('lymphocytes', 2.34, '10^9/L', null),
      row('glucose', 104, 'mg/dL', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 52, 'mg/dL', null),
      row('triglycerides', 98, 'mg/dL', null),
      row('ldl', 159, 'mg/dL', 'high'),
      row('hba1c', 5.8, '%', null),
      row('tsh', 1.92, 'mU/L', null),
      row('free_t3', 3.1, 'pg/mL', null),
      row('vitamin_d', 17.8, 'ng/mL', 'low'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 9.4, 'ng/mL', null),
      row('ferritin', 88, 'ng/mL', null),
    ],
  },
]

export default moreCases
