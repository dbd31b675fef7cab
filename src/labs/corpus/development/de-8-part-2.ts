/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), German, second part: reports 6-10 (see de.ts).
 * Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Austria, lab portal, CSV export: thyroid, iron and vitamins in SI units (fT3 in pmol/l,
    // vitamin D in nmol/l, B12 in pmol/l, folate in nmol/l), TSH in µIU/ml, H/L in a last column;
    // TRAK and holotranscobalamin are not results to extract.
    id: 'h7-de-6',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Ergebnis;Einheit;Normbereich;Kennzeichen
TSH;0,02;µIU/ml;0,27 - 4,20;L
fT4 (freies Thyroxin);31,4;pmol/l;12,0 - 22,0;H
fT3 (freies Trijodthyronin);9,8;pmol/l;3,1 - 6,8;H
TRAK (TSH-Rezeptor-AK);8,4;IU/l;< 1,75;H
Eisen;14,2;µmol/l;6,6 - 26,0;
Ferritin;48;µg/l;15 - 150;
Transferrinsättigung;22;%;16 - 45;
25-OH-Vitamin D;42;nmol/l;75 - 250;L
Vitamin B12;256;pmol/l;145 - 569;
Holotranscobalamin;61;pmol/l;> 50;
Folsäure;9,6;nmol/l;> 7,0;`,
    expected: [
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 31.4, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
      row('iron', 14.2, 'µmol/L'),
      row('ferritin', 48, 'µg/L'),
      row('transferrin_saturation', 22, '%'),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('vitamin_b12', 256, 'pmol/L'),
      row('folate', 9.6, 'nmol/L'),
    ],
  },
  {
    // Germany, hospital (geriatric ward): a previous-value column between the result and the unit,
    // H/L after the value and LL for a critical sodium, total protein in g/dl next to albumin in
    // g/l, CRP printed as "<0,5"; serum osmolality is not a result to extract.
    id: 'h7-de-7',
    language: 'de',
    kind: 'text',
    text: `Klinikum Musterstadt - Institut für Laboratoriumsmedizin
Station: Geriatrie G2       Fall-Nr.: 0000000000
Patientin: Person, Test     geb.: 01.01.1936     Geschlecht: w
Material: Serum, EDTA-Blut     Abnahme: 01.01.2025 06:30
Untersuchung              Ergebnis       Vorwert 28.12.2024     Einheit           Referenz
Elektrolyte
Natrium                   118 LL         126                    mmol/l            135 - 145
Kalium                    3,4 L          3,8                    mmol/l            3,5 - 5,1
Chlorid                   86 L           92                     mmol/l            98 - 107
Osmolalität (Serum)       251 L          268                    mosmol/kg         280 - 300
Substrate / Nierenwerte
Glucose                   108 H          121                    mg/dl             74 - 106
Kreatinin                 0,62           0,70                   mg/dl             0,50 - 0,90
eGFR (CKD-EPI)            81             77                     ml/min/1,73m²     > 60
Harnstoff                 19             24                     mg/dl             17 - 43
Proteine
Gesamteiweiß              6,2 L          6,5                    g/dl              6,6 - 8,3
Albumin                   35,1           36,0                   g/l               35,0 - 52,0
Entzündung
CRP                       <0,5           12,4                   mg/l              < 5,0
Schilddrüse
TSH                       1,42                                  mU/l              0,27 - 4,20
H/L: oberhalb/unterhalb des Referenzbereichs; HH/LL: kritischer Wert. Vorwerte ohne Kennzeichnung.
Natrium 118 mmol/l: kritischer Wert, um 07:45 Uhr an den Stationsarzt mitgeteilt.
Seite 1 von 1`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 86, 'mmol/L', 'low'),
      row('glucose', 108, 'mg/dL', 'high'),
      row('creatinine', 0.62, 'mg/dL'),
      row('egfr', 81, 'mL/min/1.73m²'),
      row('urea', 19, 'mg/dL'),
      row('total_protein', 6.2, 'g/dL', 'low'),
      row('albumin', 35.1, 'g/L'),
      row('crp', 0.5, 'mg/L'),
      row('tsh', 1.42, 'mU/L'),
    ],
  },
  {
    // Germany, private check-up over two pages with the header repeated: the reference range
    // before the unit, assessment as a word (hoch/niedrig) in the last column, cells in 10^3/µl,
    // TSH in µIU/ml; holotranscobalamin, homocysteine, PSA and testosterone are not results to
    // extract.
    id: 'h7-de-8',
    language: 'de',
    kind: 'text',
    text: `Laborpraxis Beispiel - Privatärztlicher Laborbefund
Patient: Test Person        Geburtsdatum: 01.01.1980        Auftrag vom 01.01.2025
Seite 1/2
Untersuchung                       Ergebnis     Normbereich      Einheit       Bewertung
Entzündung
C-reaktives Protein (CRP)          2,1          < 5,0            mg/l
Vitamine
25-OH-Vitamin D3                   14,8         30 - 100         ng/ml         niedrig
Vitamin B12 (Cobalamin)            189          197 - 771        pg/ml         niedrig
Holotranscobalamin                 28           > 50             pmol/l        niedrig
Folsäure (Serum)                   5,4          > 3,9            ng/ml
Homocystein                        16,8         < 12,0           µmol/l        hoch
Eisenstoffwechsel
Ferritin                           21           30 - 400         ng/ml         niedrig
Transferrinsättigung               17           16 - 45          %
Laborpraxis Beispiel - Privatärztlicher Laborbefund
Patient: Test Person        Geburtsdatum: 01.01.1980
Seite 2/2
Untersuchung                       Ergebnis     Normbereich      Einheit       Bewertung
Blutbild
Hämoglobin                         13,9         13,5 - 17,5      g/dl
Leukozyten                         5,1          4,0 - 10,0       10^3/µl
Thrombozyten                       256          150 - 400        10^3/µl
Schilddrüse
TSH                                1,9          0,4 - 4,0        µIU/ml
freies T3                          3,4          2,0 - 4,4        pg/ml
freies T4                          14,6         12,0 - 22,0      pmol/l
Sonstiges
PSA gesamt                         0,82         < 2,5            ng/ml
Testosteron                        4,8          2,5 - 8,4        ng/ml
Empfehlung: Vitamin-D- und Vitamin-B12-Substitution erwägen, Kontrolle in 3 Monaten.
Ende des Befundes`,
    expected: [
      row('crp', 2.1, 'mg/L'),
      row('vitamin_d', 14.8, 'ng/mL', 'low'),
      row('vitamin_b12', 189, 'pg/mL', 'low'),
      row('folate', 5.4, 'ng/mL'),
      row('ferritin', 21, 'ng/mL', 'low'),
      row('transferrin_saturation', 17, '%'),
      row('haemoglobin', 13.9, 'g/dL'),
      row('white_cells', 5.1, '10^9/L'),
      row('platelets', 256, '10^9/L'),
      row('tsh', 1.9, 'mU/L'),
      row('free_t3', 3.4, 'pg/mL'),
      row('free_t4', 14.6, 'pmol/L'),
    ],
  },
  {
    // Switzerland, lab portal, CSV export: a date column first, "Resultat", status as "+"/"-"
    // (or empty), SI units (creatinine and uric acid in µmol/l, urea and glucose in mmol/l,
    // albumin in g/l), CRP printed as "<0,6"; phosphate and the urine albumin/creatinine ratio are
    // not results to extract.
    id: 'h7-de-9',
    language: 'de',
    kind: 'csv',
    text: `Datum;Analyse;Resultat;Einheit;Referenzbereich;Status
01.01.2025;Natrium;141;mmol/l;136 - 145;
01.01.2025;Kalium;4,3;mmol/l;3,5 - 5,1;
01.01.2025;Chlorid;103;mmol/l;98 - 107;
01.01.2025;Bicarbonat;21;mmol/l;22 - 29;-
01.01.2025;Calcium total;2,58;mmol/l;2,15 - 2,50;+
01.01.2025;Albumin;44;g/l;35 - 52;
01.01.2025;Kreatinin;128;µmol/l;59 - 104;+
01.01.2025;eGFR CKD-EPI;49;ml/min/1,73m2;>60;-
01.01.2025;Harnstoff;9,8;mmol/l;2,8 - 8,1;+
01.01.2025;Harnsäure;455;µmol/l;202 - 417;+
01.01.2025;Phosphat;1,41;mmol/l;0,81 - 1,45;
01.01.2025;Glukose;6,1;mmol/l;3,9 - 5,5;+
01.01.2025;CRP;<0,6;mg/l;<5,0;
01.01.2025;Albumin/Kreatinin-Quotient (Urin);42;mg/mmol;<3,0;+`,
    expected: [
      row('sodium', 141, 'mmol/L'),
      row('potassium', 4.3, 'mmol/L'),
      row('chloride', 103, 'mmol/L'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('calcium', 2.58, 'mmol/L', 'high'),
      row('albumin', 44, 'g/L'),
      row('creatinine', 128, 'µmol/L', 'high'),
      row('egfr', 49, 'mL/min/1.73m²', 'low'),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('uric_acid', 455, 'µmol/L', 'high'),
      row('glucose', 6.1, 'mmol/L', 'high'),
      row('crp', 0.6, 'mg/L'),
    ],
  },
  {
    // Austria, GP surgery working with a lab: H/L in a last column for the blood chemistry, then a
    // urine strip with no flags (crosses against "negativ"), "Glukose" in both sections and the
    // blood pad labelled "Erythrozyten"; urobilinogen and urine bilirubin are not results to extract.
    id: 'h7-de-10',
    language: 'de',
    kind: 'text',
    text: `Ordination Dr. Beispiel - Allgemeinmedizin · Laborbefund
in Kooperation mit Labor Muster · Beispielgasse 1 · 0000 Beispieldorf
Patient: TEST PERSON       geb. 01.01.1969       SVNR 0000 010169
Abnahmedatum: 01.01.2025       Befunddatum: 01.01.2025
Parameter                  Ergebnis     Einheit           Referenzbereich     Flag
KOHLENHYDRATSTOFFWECHSEL
Glukose (nüchtern)         246          mg/dl             70 - 100            H
HbA1c                      9,4          %                 4,0 - 6,0           H
NIERE / ELEKTROLYTE
Kreatinin                  0,94         mg/dl             0,70 - 1,20
eGFR (CKD-EPI)             74           ml/min/1,73m²     > 60
Harnstoff                  38           mg/dl             10 - 50
Harnsäure                  5,1          mg/dl             3,5 - 7,2
Natrium                    134          mmol/l            136 - 145           L
Kalium                     4,9          mmol/l            3,5 - 5,1
HARNSTREIFEN
Farbe                      gelb
Klarheit                   klar
pH                         5,5                            5,0 - 8,0
Dichte                     1,030                          1,005 - 1,035
Leukozyten                 negativ                        negativ
Nitrit                     negativ                        negativ
Protein                    +                              negativ
Glukose                    +++                            negativ
Ketone                     +                              negativ
Urobilinogen               normal                         normal
Bilirubin                  negativ                        negativ
Erythrozyten               negativ                        negativ
Kommentar: Glukosurie bei Hyperglykämie, geringe Ketonurie. Kurzfristige Kontrolle empfohlen.
Seite 1 von 1`,
    expected: [
      row('glucose', 246, 'mg/dL', 'high'),
      row('hba1c', 9.4, '%', 'high'),
      row('creatinine', 0.94, 'mg/dL'),
      row('egfr', 74, 'mL/min/1.73m²'),
      row('urea', 38, 'mg/dL'),
      row('uric_acid', 5.1, 'mg/dL'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.9, 'mmol/L'),
      row('urine_ph', 5.5, ''),
      row('urine_specific_gravity', 1.03, ''),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
    ],
  },
]

export default moreCases
