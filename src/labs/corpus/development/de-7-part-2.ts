/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), German, second file: a German urinalysis, a German
 * thyroid/vitamin/iron report, an Austrian hospital ward report and two portal CSV exports
 * (Germany, Austria). Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (see held-out/de.ts) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, lab practice, urine status: dipstick in words and crosses ("Spur" is trace,
    // "positiv" nitrite is +), "negativ" as the reference, specific gravity written 1,015 and
    // pH 6,0; urobilinogen, urine bilirubin and a sediment block (leucocytes and red cells per
    // field) are not results to extract.
    id: 'h6-de-6',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis für Laboratoriumsmedizin Beispiel
Patientin: Person, Test     geb. 01.01.1996     Auftrag: 0000000     Eingang: 02.07.2025
Einsender: Gynäkologische Praxis Beispiel          Material: Mittelstrahlurin

URINSTATUS (Teststreifen)                 Ergebnis              Referenz
Spezifisches Gewicht                      1,015                 1,010 - 1,030
pH-Wert                                   6,0                   5,0 - 7,5
Leukozyten                                +++                   negativ
Nitrit                                    positiv               negativ
Eiweiß                                    Spur                  negativ
Glucose                                   negativ               negativ
Ketonkörper                               negativ               negativ
Urobilinogen                              normal                normal
Bilirubin                                 negativ               negativ
Blut                                      ++                    negativ

URINSEDIMENT (mikroskopisch, pro Gesichtsfeld, 400-fach)
Leukozyten                                > 30                  0 - 5
Erythrozyten                              5 - 10                0 - 2
Plattenepithelien                         vereinzelt
Bakterien                                 reichlich
Zylinder                                  keine

Kommentar: Befund vereinbar mit Harnwegsinfekt; Urinkultur angesetzt, Ergebnis folgt.
Seite 1 von 1`,
    expected: [
      row('urine_specific_gravity', 1.015, ''),
      row('urine_ph', 6, ''),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
    ],
  },
  {
    // Germany, endocrinology lab: NO flag column at all (flags from the ranges), hyperthyroid
    // pattern with TSH 0,08 mU/l, free T3 in pmol/l, vitamin D in nmol/l, folate printed as
    // ">20,0" (value 20); TRAK, holo-transcobalamin, transferrin and soluble transferrin receptor
    // mixed in.
    id: 'h6-de-7',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel MVZ · Endokrinologie und Laboratoriumsmedizin
Patientin: Person, Test      Geburtsdatum: 01.01.1985      Auftragsnummer: 0000000
Einsender: Praxis Dr. Beispiel                             Datum: 29.07.2025

Untersuchung                       Ergebnis      Einheit       Referenzbereich
Schilddrüse
TSH basal                          0,08          mU/l          0,27 - 4,20
fT4 (freies Thyroxin)              28,4          pmol/l        12,0 - 22,0
fT3 (freies Trijodthyronin)        9,1           pmol/l        3,1 - 6,8
TRAK (TSH-Rezeptor-Antikörper)     6,2           IU/l          < 1,75
Vitamine
25-OH-Vitamin D                    71,3          nmol/l        75 - 250
Vitamin B12                        412           pg/ml         197 - 771
Holo-Transcobalamin                68            pmol/l        > 50
Folsäure                           >20,0         ng/ml         > 3,9
Eisenstoffwechsel
Eisen                              14,8          µmol/l        6,6 - 26,0
Ferritin                           38            ng/ml         13 - 150
Transferrin                        2,61          g/l           2,00 - 3,60
Transferrinsättigung               23            %             16 - 45
Löslicher Transferrinrezeptor      3,1           mg/l          1,9 - 4,4

Hinweis: Dieser Befund enthält keine Bewertungsspalte; bitte mit den Referenzbereichen vergleichen.
Befundende`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 9.1, 'pmol/L', 'high'),
      row('vitamin_d', 71.3, 'nmol/L', 'low'),
      row('vitamin_b12', 412, 'pg/mL'),
      row('folate', 20, 'ng/mL'),
      row('iron', 14.8, 'µmol/L'),
      row('ferritin', 38, 'ng/mL'),
      row('transferrin_saturation', 23, '%'),
    ],
  },
  {
    // Austria, regional hospital ward: CRITICAL potassium 6,8 mmol/l marked HH; the flag is glued
    // to the value in the result column and the range comes BEFORE the unit; counts in G/l and
    // T/l, CRP in mg/dl; phosphate mixed in; the report runs over a page marker and the critical
    // value comment is on page 2.
    id: 'h6-de-8',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Beispiel · Zentrallabor                                  Seite 1 von 2
Patient: Test Person     geb. 01.01.1944     m     Aufn.-Zahl: 0000000     Station: Interne 2
Abnahme: 30.08.2025 06:10          Befundfreigabe: 30.08.2025 07:02

Analyse                       Ergebnis      Referenzbereich      Einheit
Blutbild
Leukozyten                    9,8           4,0 - 10,0           G/l
Erythrozyten                  3,42 L        4,30 - 5,80          T/l
Hämoglobin                    10,3 L        13,5 - 17,5          g/dl
Hämatokrit                    31 L          40 - 52              %
Thrombozyten                  201           150 - 400            G/l
Nierenfunktion / Elektrolyte
Natrium                       134 L         136 - 145            mmol/l
Kalium                        6,8 HH        3,5 - 5,1            mmol/l
Chlorid                       103           98 - 107             mmol/l
Bicarbonat                    17 L          22 - 29              mmol/l
Kreatinin                     3,94 H        0,70 - 1,20          mg/dl
Harnstoff                     187 H         10 - 50              mg/dl
eGFR (CKD-EPI)                14 L          > 60                 ml/min/1,73m²
Harnsäure                     10,2 H        3,4 - 7,0            mg/dl
Phosphat                      2,1 H         0,81 - 1,45          mmol/l
Entzündung
CRP                           6,4 H         < 0,5                mg/dl

Landesklinikum Beispiel · Zentrallabor                                  Seite 2 von 2
Kommentar: Kalium HH (kritischer Wert), Probe nicht hämolytisch; telefonisch an den Stationsarzt
übermittelt um 07:05 Uhr.
Legende: H/L oberhalb/unterhalb des Referenzbereichs, HH/LL kritischer Wert.`,
    expected: [
      row('white_cells', 9.8, '10^9/L'),
      row('red_cells', 3.42, '10^12/L', 'low'),
      row('haemoglobin', 10.3, 'g/dL', 'low'),
      row('haematocrit', 31, '%', 'low'),
      row('platelets', 201, '10^9/L'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('creatinine', 3.94, 'mg/dL', 'high'),
      row('urea', 187, 'mg/dL', 'high'),
      row('egfr', 14, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 10.2, 'mg/dL', 'high'),
      row('crp', 6.4, 'mg/dL', 'high'),
    ],
  },
  {
    // Germany, a lab's patient portal CSV: unquoted, ";" separated, decimal comma, a "Bewertung"
    // column holding the words "erhöht"/"erniedrigt", counts in Tsd./µl and Mio./µl, TSH in
    // µIU/ml, haematocrit written 43,0; cholesterol/HDL quotient and lipase mixed in.
    id: 'h6-de-9',
    language: 'de',
    kind: 'csv',
    text: `Analyt;Ergebnis;Einheit;Referenzbereich;Bewertung
Leukozyten;5,6;Tsd./µl;3,9 - 10,5;
Erythrozyten;4,88;Mio./µl;4,30 - 5,75;
Hämoglobin;14,6;g/dl;13,5 - 17,2;
Hämatokrit;43,0;%;39,5 - 50,5;
MCV;88,1;fl;80,0 - 99,0;
Thrombozyten;172;Tsd./µl;150 - 370;
Natrium;141;mmol/l;136 - 145;
Kalium;5,4;mmol/l;3,5 - 5,1;erhöht
Kreatinin;1,18;mg/dl;0,67 - 1,17;erhöht
eGFR (CKD-EPI);71;ml/min/1,73 m²;>60;
Glucose nüchtern;108;mg/dl;70 - 99;erhöht
HbA1c;5,8;%;< 5,7;erhöht
Cholesterin;198;mg/dl;< 200;
HDL-Cholesterin;62;mg/dl;> 40;
LDL-Cholesterin;114;mg/dl;< 116;
Triglyceride;111;mg/dl;< 150;
Cholesterin/HDL-Quotient;3,2;;< 5,0;
GOT (ASAT);22;U/l;< 50;
GPT (ALAT);19;U/l;< 50;
Gamma-GT;14;U/l;< 60;
Lipase;38;U/l;13 - 60;
TSH;1,84;µIU/ml;0,27 - 4,20;`,
    expected: [
      row('white_cells', 5.6, '10^9/L'),
      row('red_cells', 4.88, '10^12/L'),
      row('haemoglobin', 14.6, 'g/dL'),
      row('haematocrit', 43, '%'),
      row('mcv', 88.1, 'fL'),
      row('platelets', 172, '10^9/L'),
      row('sodium', 141, 'mmol/L'),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('creatinine', 1.18, 'mg/dL', 'high'),
      row('egfr', 71, 'mL/min/1.73m²'),
      row('glucose', 108, 'mg/dL', 'high'),
      row('hba1c', 5.8, '%', 'high'),
      row('cholesterol', 198, 'mg/dL'),
      row('hdl', 62, 'mg/dL'),
      row('ldl', 114, 'mg/dL'),
      row('triglycerides', 111, 'mg/dL'),
      row('ast', 22, 'U/L'),
      row('alt', 19, 'U/L'),
      row('ggt', 14, 'U/L'),
      row('tsh', 1.84, 'mU/L'),
    ],
  },
  {
    // Austria, a lab's portal CSV: every field quoted, ";" separated, no flag column (flags from
    // the ranges, "bis 1,2" style), a previous value and its date in the last two columns, CRP
    // printed as "<0,6" (value 0.6), ferritin in µg/l, B12 in pmol/l; transferrin and ESR mixed in.
    id: 'h6-de-10',
    language: 'de',
    kind: 'csv',
    text: `"Parameter";"Wert";"Einheit";"Normbereich";"Vorwert";"Datum Vorwert"
"Hämoglobin";"11,4";"g/dl";"12,0 - 15,4";"12,6";"14.02.2025"
"Ferritin";"9";"µg/l";"15 - 150";"18";"14.02.2025"
"Eisen";"7,9";"µmol/l";"11,6 - 31,3";"10,2";"14.02.2025"
"Transferrin";"2,90";"g/l";"2,00 - 3,60";"2,75";"14.02.2025"
"Transferrinsättigung";"11";"%";"16 - 45";"15";"14.02.2025"
"CRP";"<0,6";"mg/l";"< 5,0";"<0,6";"14.02.2025"
"BSG";"8";"mm/h";"< 20";"";""
"Vitamin B12";"289";"pmol/l";"145 - 569";"";""
"Folsäure";"5,8";"ng/ml";"> 3,9";"";""
"25-OH-Vitamin D3";"32,5";"ng/ml";"30 - 100";"19,8";"14.02.2025"
"TSH";"3,12";"mU/l";"0,35 - 4,94";"2,87";"14.02.2025"
"fT4";"13,4";"pmol/l";"9,0 - 19,0";"";""
"Bilirubin gesamt";"0,6";"mg/dl";"bis 1,2";"";""
"Albumin";"4,4";"g/dl";"3,5 - 5,2";"";""`,
    expected: [
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('iron', 7.9, 'µmol/L', 'low'),
      row('transferrin_saturation', 11, '%', 'low'),
      row('crp', 0.6, 'mg/L'),
      row('vitamin_b12', 289, 'pmol/L'),
      row('folate', 5.8, 'ng/mL'),
      row('vitamin_d', 32.5, 'ng/mL'),
      row('tsh', 3.12, 'mU/L'),
      row('free_t4', 13.4, 'pmol/L'),
      row('bilirubin', 0.6, 'mg/dL'),
      row('albumin', 4.4, 'g/dL'),
    ],
  },
]

export default moreCases
