/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), German, continued (see de-11.ts): a university hospital, a
 * South Tyrolean hospital, a German laboratory practice, and portal exports from Germany and
 * Switzerland. Synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, university hospital ward: the assessment as words (hoch, niedrig, kritisch niedrig)
    // between result and range, the range before the unit, Mio/µl and Tsd/µl counts, albumin and
    // total protein in g/dl, a previous-value column, critical haemoglobin; direct bilirubin,
    // cholinesterase, Quick (in %), INR and ammonia are not extracted.
    id: 'h10-de-6',
    language: 'de',
    kind: 'text',
    text: `Universitätsklinikum Beispielstadt · Institut für Klinische Chemie und Laboratoriumsdiagnostik
Station: Gastroenterologie G3          Patient: Person, Test (m), geb. 01.01.1949
Fall-Nr.: 0000000000                   Material: Serum, EDTA-Blut, Citrat
Entnahme: 21.10.2025 05:50             Ausdruck: 21.10.2025 07:12

Parameter                   Ergebnis   Bewertung           Referenzbereich   Einheit     Vorwert 19.10.
Blutbild
Hämoglobin                  6,1        kritisch niedrig    13,5 - 17,5       g/dl        8,4
Hämatokrit                  18,4       niedrig             40 - 53           %           25,1
Erythrozyten                2,02       niedrig             4,5 - 5,9         Mio/µl      2,71
Leukozyten                  9,6                            4,0 - 10,0        Tsd/µl      7,9
Thrombozyten                88         niedrig             150 - 400         Tsd/µl      96
Leber / Galle
Bilirubin gesamt            3,4        hoch                0,3 - 1,2         mg/dl       2,9
Bilirubin direkt            1,9        hoch                < 0,3             mg/dl
GOT (ASAT)                  64         hoch                < 50              U/l         71
GPT (ALAT)                  38                             < 50              U/l         41
Gamma-GT                    212        hoch                < 60              U/l         240
Alkalische Phosphatase      148        hoch                40 - 129          U/l         151
Cholinesterase              2,1        niedrig             5,3 - 12,9        kU/l
Albumin                     2,6        niedrig             3,5 - 5,2         g/dl        2,8
Gesamteiweiß                5,7        niedrig             6,6 - 8,7         g/dl        6,0
Gerinnung
Quick                       48         niedrig             70 - 120          %           55
INR                         1,6        hoch                0,9 - 1,2                     1,4
Ammoniak                    78         hoch                16 - 60           µmol/l
Kritischer Wert (Hämoglobin) um 06:02 Uhr an Stationsarzt gemeldet. 2 EK angefordert.
Seite 1 von 1`,
    expected: [
      row('haemoglobin', 6.1, 'g/dL', 'low'),
      row('haematocrit', 18.4, '%', 'low'),
      row('red_cells', 2.02, '10^12/L', 'low'),
      row('white_cells', 9.6, '10^9/L', null),
      row('platelets', 88, '10^9/L', 'low'),
      row('bilirubin', 3.4, 'mg/dL', 'high'),
      row('ast', 64, 'U/L', 'high'),
      row('alt', 38, 'U/L', null),
      row('ggt', 212, 'U/L', 'high'),
      row('alp', 148, 'U/L', 'high'),
      row('albumin', 2.6, 'g/dL', 'low'),
      row('total_protein', 5.7, 'g/dL', 'low'),
    ],
  },
  {
    // South Tyrol (Italy), hospital laboratory in German: Italian-style units (10^3/µL, 10^6/µL,
    // mg/dL, µUI/mL, CRP in mg/dL), "*H"/"*L" marks after the value, absolute differential with
    // monocytes and eosinophils (not extracted), a vitamin D comment line.
    id: 'h10-de-7',
    language: 'de',
    kind: 'text',
    text: `Krankenhaus Beispielstadt (Südtirol) · Labor für klinische Biochemie
Patient: PERSON TEST                Geburtsdatum: 01.01.1964          Geschlecht: M
Eingangsnummer: 0000000             Entnahme: 11.11.2025              Anforderer: Betriebsarzt

Untersuchung                      Ergebnis          Maßeinheit       Referenzwerte
HÄMATOLOGIE
Leukozyten                        5,21              10^3/µL          4,00 - 10,00
Neutrophile Granulozyten          2,98              10^3/µL          2,00 - 7,00
Lymphozyten                       1,71              10^3/µL          1,00 - 4,00
Monozyten                         0,39              10^3/µL          0,20 - 1,00
Eosinophile                       0,11              10^3/µL          0,02 - 0,50
Erythrozyten                      4,98              10^6/µL          4,50 - 5,90
Hämoglobin                        15,1              g/dL             13,5 - 17,5
Hämatokrit                        44,6              %                40,0 - 52,0
Thrombozyten                      245               10^3/µL          150 - 450
KLINISCHE CHEMIE
Glukose                           97                mg/dL            70 - 100
Kreatinin                         1,02              mg/dL            0,70 - 1,20
eGFR (CKD-EPI)                    82                mL/min/1,73m²    > 60
Harnsäure                         7,9   *H          mg/dL            3,4 - 7,0
Cholesterin gesamt                198               mg/dL            < 200
HDL-Cholesterin                   52                mg/dL            > 40
LDL-Cholesterin (berechnet)       128               mg/dL            < 130
Triglyceride                      88                mg/dL            < 150
GOT/AST                           24                U/L              < 40
GPT/ALT                           29                U/L              < 41
Ferritin                          412   *H          ng/mL            30 - 400
25-OH-Vitamin D                   21,6  *L          ng/mL            30 - 100
TSH                               1,84              µUI/mL           0,27 - 4,20
C-reaktives Protein               0,12              mg/dL            < 0,50
Hinweis Vitamin D: 20 - 30 ng/mL Insuffizienz, unter 20 ng/mL Mangel.
Der verantwortliche Arzt: Dr. Test                                        Seite 1/1`,
    expected: [
      row('white_cells', 5.21, '10^9/L', null),
      row('neutrophils', 2.98, '10^9/L', null),
      row('lymphocytes', 1.71, '10^9/L', null),
      row('red_cells', 4.98, '10^12/L', null),
      row('haemoglobin', 15.1, 'g/dL', null),
      row('haematocrit', 44.6, '%', null),
      row('platelets', 245, '10^9/L', null),
      row('glucose', 97, 'mg/dL', null),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 82, 'mL/min/1.73m²', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 198, 'mg/dL', null),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 128, 'mg/dL', null),
      row('triglycerides', 88, 'mg/dL', null),
      row('ast', 24, 'U/L', null),
      row('alt', 29, 'U/L', null),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('vitamin_d', 21.6, 'ng/mL', 'low'),
      row('tsh', 1.84, 'mU/L', null),
      row('crp', 0.12, 'mg/dL', null),
    ],
  },
  {
    // Germany, laboratory practice, anaemia work-up: arrows at the start of the line before the
    // test name, the range before the unit, differential in %, Mio/µl and Tsd/µl, vitamin B12 in
    // pg/ml; reticulocytes, LDH, haptoglobin and methylmalonic acid are not extracted.
    id: 'h10-de-8',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis für Laboratoriumsmedizin Beispiel · Musterallee 1 · 00000 Beispielstadt
Befund für: Test Person, geb. 01.01.1945, weiblich        Einsender: Hausarzt Dr. Beispiel
Labornummer: 00000000         Eingang: 03.12.2025         Ausgang: 04.12.2025 (Endbefund)

  Untersuchung                  Ergebnis      Referenzbereich      Einheit
Blutbild
↓ Hämoglobin                    10,6          12,0 - 15,4          g/dl
↓ Erythrozyten                  2,94          3,90 - 5,20          Mio/µl
↑ MCV                           108           80 - 99              fl
↑ MCH                           36,1          27,0 - 33,5          pg
  MCHC                          33,4          31,5 - 36,0          g/dl
↓ Leukozyten                    3,4           3,9 - 10,2           Tsd/µl
  Neutrophile                   49            42 - 77              %
  Lymphozyten                   41            20 - 44              %
  Monozyten                     8             2 - 10               %
↓ Thrombozyten                  131           146 - 328            Tsd/µl
↓ Retikulozyten                 0,4           0,5 - 2,0            %
Klinische Chemie
↑ LDH                           412           135 - 214            U/l
  Bilirubin gesamt              1,1           < 1,2                mg/dl
↓ Haptoglobin                   0,21          0,30 - 2,00          g/l
Vitamine
↓ Vitamin B12                   112           191 - 663            pg/ml
  Folsäure                      6,8           > 4,6                ng/ml
↑ Methylmalonsäure              612           < 370                nmol/l
Kommentar: Makrozytäre Anämie mit Panzytopenie bei ausgeprägtem Vitamin-B12-Mangel.
Abklärung (Intrinsic-Factor-AK, Gastroskopie) empfohlen.
↑/↓ = oberhalb/unterhalb des Referenzbereichs                             Seite 1 von 1`,
    expected: [
      row('haemoglobin', 10.6, 'g/dL', 'low'),
      row('red_cells', 2.94, '10^12/L', 'low'),
      row('mcv', 108, 'fL', 'high'),
      row('mch', 36.1, 'pg', 'high'),
      row('mchc', 33.4, 'g/dL', null),
      row('white_cells', 3.4, '10^9/L', 'low'),
      row('neutrophils', 49, '%', null),
      row('lymphocytes', 41, '%', null),
      row('platelets', 131, '10^9/L', 'low'),
      row('bilirubin', 1.1, 'mg/dL', null),
      row('vitamin_b12', 112, 'pg/mL', 'low'),
      row('folate', 6.8, 'ng/mL', null),
    ],
  },
  {
    // Germany, patient portal export (nephrology): a date column, SI units spelled "umol/l",
    // H/L in a last column empty when normal; cystatin C, phosphate and parathyroid hormone (in
    // pg/ml) are not extracted.
    id: 'h10-de-9',
    language: 'de',
    kind: 'csv',
    text: `Datum;Untersuchung;Ergebnis;Einheit;Referenzbereich;Kennzeichen
08.09.2025;Natrium;139;mmol/l;135 - 145;
08.09.2025;Kalium;5,6;mmol/l;3,5 - 5,0;H
08.09.2025;Chlorid;108;mmol/l;98 - 106;H
08.09.2025;Bicarbonat;18,5;mmol/l;21 - 26;L
08.09.2025;Kreatinin;212;umol/l;59 - 104;H
08.09.2025;eGFR (CKD-EPI);27;ml/min/1,73m²;>60;L
08.09.2025;Cystatin C;2,41;mg/l;0,61 - 0,95;H
08.09.2025;Harnstoff;16,8;mmol/l;2,8 - 7,2;H
08.09.2025;Harnsäure;498;umol/l;202 - 416;H
08.09.2025;Calcium;2,19;mmol/l;2,20 - 2,65;L
08.09.2025;Phosphat;1,71;mmol/l;0,81 - 1,45;H
08.09.2025;Albumin;38;g/l;35 - 52;
08.09.2025;Parathormon;168;pg/ml;15 - 65;H`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 108, 'mmol/L', 'high'),
      row('bicarbonate', 18.5, 'mmol/L', 'low'),
      row('creatinine', 212, 'µmol/L', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('urea', 16.8, 'mmol/L', 'high'),
      row('uric_acid', 498, 'µmol/L', 'high'),
      row('calcium', 2.19, 'mmol/L', 'low'),
      row('albumin', 38, 'g/L', null),
    ],
  },
  {
    // Switzerland (German-speaking), patient portal export: the range split into "Norm tief" and
    // "Norm hoch" columns (one often empty), "hoch"/"tief" status words, lipids in mmol/l, a CRP
    // printed "<1"; non-HDL cholesterol and lipoprotein (a) are not extracted.
    id: 'h10-de-10',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Norm tief;Norm hoch;Status
Glukose nüchtern;5,8;mmol/l;3,9;5,6;hoch
HbA1c;5,4;%;4,0;5,7;
Cholesterin total;6,42;mmol/l;;5,00;hoch
HDL-Cholesterin;1,71;mmol/l;1,00;;
LDL-Cholesterin;4,12;mmol/l;;3,00;hoch
Non-HDL-Cholesterin;4,71;mmol/l;;3,80;hoch
Triglyceride;1,28;mmol/l;;1,70;
Lipoprotein (a);142;nmol/l;;75;hoch
TSH;3,12;mU/l;0,27;4,20;
fT4;14,9;pmol/l;12,0;22,0;
CRP;<1;mg/l;;5;`,
    expected: [
      row('glucose', 5.8, 'mmol/L', 'high'),
      row('hba1c', 5.4, '%', null),
      row('cholesterol', 6.42, 'mmol/L', 'high'),
      row('hdl', 1.71, 'mmol/L', null),
      row('ldl', 4.12, 'mmol/L', 'high'),
      row('triglycerides', 1.28, 'mmol/L', null),
      row('tsh', 3.12, 'mU/L', null),
      row('free_t4', 14.9, 'pmol/L', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
]

export default moreCases
