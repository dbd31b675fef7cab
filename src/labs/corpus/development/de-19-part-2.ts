/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), German, second file (see de-19.ts): a
 * nephrology lab portal's semicolon export with the range split into lower and upper bound
 * columns and a critical potassium "HH", an Austrian hospital's discharge letter with
 * abbreviated lab names and the ranges in parentheses and no marks, a Swiss hospital's comma
 * export with decimal points, quoted fields where a name holds a comma and x10E9/L units, an
 * occupational health service's report with no ranges and no marks but a previous-result column,
 * and a rheumatology practice's report with an "erhöht"/"vermindert" column before the range and
 * ranges "bis 0,5". Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (phosphate, parathyroid hormone, cystatin C, Quick, INR, ammonia, AFP, PSA, CK,
 * carboxyhaemoglobin, blood lead, ESR, rheumatoid factor, anti-CCP, ANA) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, a nephrology lab's portal export: semicolons, a test code column, the range as two
    // columns "Untergrenze;Obergrenze" (the upper one empty for eGFR), a "Kennzeichen" column with
    // H, L and a critical "HH" potassium with a comment, phosphate, parathyroid hormone and
    // cystatin C that are not analytes.
    id: 'h18-de-6',
    language: 'de',
    kind: 'csv',
    text: `Auftragsdatum;Auftragsnr;Testcode;Test;Ergebnis;Einheit;Untergrenze;Obergrenze;Kennzeichen;Kommentar
03.06.2025;0000000;NA;Natrium;137;mmol/l;136;145;;
03.06.2025;0000000;K;Kalium;6,7;mmol/l;3,5;5,1;HH;kritischer Wert, Hämolyse ausgeschlossen, telefonisch mitgeteilt
03.06.2025;0000000;CL;Chlorid;103;mmol/l;98;107;;
03.06.2025;0000000;HCO3;Bicarbonat;18;mmol/l;22;29;L;
03.06.2025;0000000;HST;Harnstoff;142;mg/dl;17;43;H;
03.06.2025;0000000;KREA;Kreatinin;3,86;mg/dl;0,67;1,17;H;
03.06.2025;0000000;EGFR;eGFR (CKD-EPI);16;ml/min/1,73m²;60;;L;
03.06.2025;0000000;HRS;Harnsäure;8,1;mg/dl;3,4;7,0;H;
03.06.2025;0000000;CA;Calcium;2,08;mmol/l;2,20;2,55;L;
03.06.2025;0000000;PHOS;Phosphat;2,10;mmol/l;0,81;1,45;H;
03.06.2025;0000000;PTH;Parathormon intakt;312;pg/ml;15;65;H;
03.06.2025;0000000;ALB;Albumin;3,4;g/dl;3,5;5,2;L;
03.06.2025;0000000;GLU;Glucose;112;mg/dl;74;106;H;
03.06.2025;0000000;HB;Hämoglobin;9,4;g/dl;13,5;17,5;L;
03.06.2025;0000000;FERR;Ferritin;212;ng/ml;30;400;;
03.06.2025;0000000;TSAT;Transferrinsättigung;18;%;20;50;L;
03.06.2025;0000000;CYSC;Cystatin C;3,12;mg/l;0,61;0,95;H;`,
    expected: [
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('urea', 142, 'mg/dL', 'high'),
      row('creatinine', 3.86, 'mg/dL', 'high'),
      row('egfr', 16, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('haemoglobin', 9.4, 'g/dL', 'low'),
      row('ferritin', 212, 'ng/mL', null),
      row('transferrin_saturation', 18, '%', 'low'),
    ],
  },
  {
    // Austria, a regional hospital's discharge letter, lab appendix: ward abbreviations (Hb,
    // Leuko, Thrombo, GOT, GPT, γ-GT, AP, Bili ges., Krea, Na, K), the range in parentheses after
    // the unit with an en dash or "<", no marks at all (sides from the ranges), counts in G/l,
    // Quick in %, INR, ammonia and AFP that are not analytes, letter text before and after.
    id: 'h18-de-7',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Beispielstadt – Abteilung für Innere Medizin II (Gastroenterologie und Hepatologie)
Vorstand: Prim. Dr Example
Entlassungsbrief – Beilage Laborbefunde                                          Seite 3/3
Patient: Test Person     Geb.: 01.01.1957     männlich     Aufenthalt: 03.03.2025 – 14.03.2025
Diagnosen: Äthyltoxische Leberzirrhose, Child-Pugh B; Aszites, rückläufig; Panzytopenie bei Hypersplenismus.
Laborwerte vom Entlassungstag (14.03.2025, 06:30), Referenzbereiche in Klammern:
Blutbild
Hb                10,4      g/dl       (13,5–17,5)
Leuko             3,1       G/l        (4,0–10,0)
Thrombo           88        G/l        (150–400)
MCV               102       fl         (80–98)
Leber
GOT               64        U/l        (<50)
GPT               58        U/l        (<50)
γ-GT              188       U/l        (<60)
AP                142       U/l        (40–130)
Bili ges.         2,9       mg/dl      (0,3–1,2)
Albumin           29        g/l        (35–52)
Gerinnung
Quick             52        %          (70–120)
INR               1,5                  (0,9–1,2)
Niere / Elektrolyte
Krea              0,74      mg/dl      (0,70–1,20)
Na                133       mmol/l     (136–145)
K                 3,9       mmol/l     (3,5–5,1)
Sonstiges
CRP               9,8       mg/l       (<5,0)
NH3               68        µmol/l     (<50)
AFP               4,1       ng/ml      (<7,0)
Empfehlung: Laborkontrolle (Blutbild, Leberwerte, Elektrolyte) beim Hausarzt in einer Woche,
Alkoholkarenz, Wiedervorstellung in der Leberambulanz in 6 Wochen.
Mit freundlichen kollegialen Grüßen
OA Dr Example, Abteilung für Innere Medizin II`,
    expected: [
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('platelets', 88, '10^9/L', 'low'),
      row('mcv', 102, 'fL', 'high'),
      row('ast', 64, 'U/L', 'high'),
      row('alt', 58, 'U/L', 'high'),
      row('ggt', 188, 'U/L', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('bilirubin', 2.9, 'mg/dL', 'high'),
      row('albumin', 29, 'g/L', 'low'),
      row('creatinine', 0.74, 'mg/dL', null),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('crp', 9.8, 'mg/L', 'high'),
    ],
  },
  {
    // Switzerland, a cantonal hospital's outpatient portal: commas between fields and decimal
    // points in the values, only the fields holding a comma quoted ("Bilirubin, total"), ISO
    // dates, units x10E9/L and x10E12/L, haemoglobin in g/l, arrows in a "Beurteilung" column,
    // a "Validiert" column, PSA in µg/L and CK that are not analytes.
    id: 'h18-de-8',
    language: 'de',
    kind: 'csv',
    text: `Datum,Analyse,Resultat,Einheit,Referenzbereich,Beurteilung,Validiert
2025-10-14,Hämoglobin,138,g/l,134-170,,ja
2025-10-14,Erythrozyten,4.62,x10E12/L,4.20-5.70,,ja
2025-10-14,Leukozyten,6.8,x10E9/L,3.5-10.0,,ja
2025-10-14,Thrombozyten,145,x10E9/L,150-450,↓,ja
2025-10-14,MCV,90,fL,80-98,,ja
2025-10-14,Kalium,4.0,mmol/L,3.5-5.1,,ja
2025-10-14,Kreatinin,104,µmol/L,62-106,,ja
2025-10-14,"eGFR, CKD-EPI 2021",71,ml/min/1.73m2,>60,,ja
2025-10-14,"Bilirubin, total",24,µmol/L,<21,↑,ja
2025-10-14,ASAT,28,U/L,<50,,ja
2025-10-14,ALAT,35,U/L,<50,,ja
2025-10-14,"Cholesterin, total",6.2,mmol/L,<5.0,↑,ja
2025-10-14,"Triglyceride, nüchtern",2.1,mmol/L,<1.7,↑,ja
2025-10-14,HDL-Cholesterin,1.1,mmol/L,>1.0,,ja
2025-10-14,"LDL-Cholesterin, berechnet",4.2,mmol/L,<3.0,↑,ja
2025-10-14,"PSA, total",2.1,µg/L,<4.0,,ja
2025-10-14,CK,142,U/L,<190,,ja`,
    expected: [
      row('haemoglobin', 138, 'g/L', null),
      row('red_cells', 4.62, '10^12/L', null),
      row('white_cells', 6.8, '10^9/L', null),
      row('platelets', 145, '10^9/L', 'low'),
      row('mcv', 90, 'fL', null),
      row('potassium', 4, 'mmol/L', null),
      row('creatinine', 104, 'µmol/L', null),
      row('egfr', 71, 'mL/min/1.73m²', null),
      row('bilirubin', 24, 'µmol/L', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 35, 'U/L', null),
      row('cholesterol', 6.2, 'mmol/L', 'high'),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
      row('hdl', 1.1, 'mmol/L', null),
      row('ldl', 4.2, 'mmol/L', 'high'),
    ],
  },
  {
    // Germany, a company's occupational health service: no reference ranges and no marks on the
    // printout ("see the enclosed sheet"), so flags come from the default table (all values in
    // its SI units: white count 11,6 high, glucose 6,1 mmol/l high, HbA1c 44 mmol/mol high,
    // cholesterol 5,6 and LDL 3,6 mmol/l high, ALT 52 U/l high, uric acid 430 µmol/l high); a
    // previous-result column from last year; carboxyhaemoglobin and blood lead that are not analytes.
    id: 'h18-de-9',
    language: 'de',
    kind: 'text',
    text: `Beispiel Werke AG – Arbeitsmedizinisches Zentrum / Betriebsärztlicher Dienst
Arbeitsmedizinische Vorsorge – Laborbefund (Auftragslabor: Labor Muster GmbH)
Patient: Test Person     Geb.: 01.01.1972     Personal-Nr.: 000000     Bereich: Produktion
Blutentnahme: 02.07.2025 07:10 (nüchtern)     Vorbefund: 04.07.2024
Hinweis: Referenzbereiche siehe Beiblatt "Referenzwerte Erwachsene"; keine Bewertung auf diesem Ausdruck.
Parameter                   Ergebnis    Einheit           Vorwert 07/2024
Blutbild
Hämoglobin                  158         g/l               152
Leukozyten                  11,6        10^9/l            8,2
Thrombozyten                265         10^9/l            248
Stoffwechsel
Glukose nüchtern            6,1         mmol/l            5,6
HbA1c (IFCC)                44          mmol/mol          39
Cholesterin gesamt          5,6         mmol/l            5,2
LDL-Cholesterin             3,6         mmol/l            3,3
HDL-Cholesterin             1,3         mmol/l            1,4
Triglyceride                1,4         mmol/l            1,2
Niere / Leber
Kreatinin                   88          µmol/l            84
eGFR (CKD-EPI)              92          ml/min/1,73m²     95
GPT (ALAT)                  52          U/l               37
Gamma-GT                    45          U/l               41
Harnsäure                   430         µmol/l            398
Schilddrüse
TSH                         1,8         mU/l              2,1
Biomonitoring (Gefahrstoffe)
CO-Hb                       1,2         %                 1,0
Blei im Vollblut            18          µg/l              21
Arbeitsmedizinische Beurteilung durch den Betriebsarzt gesondert. Bei Fragen: Betriebsärztlicher
Dienst, Dr Example, Facharzt für Arbeitsmedizin.`,
    expected: [
      row('haemoglobin', 158, 'g/L', null),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('platelets', 265, '10^9/L', null),
      row('glucose', 6.1, 'mmol/L', 'high'),
      row('hba1c', 44, 'mmol/mol', 'high'),
      row('cholesterol', 5.6, 'mmol/L', 'high'),
      row('ldl', 3.6, 'mmol/L', 'high'),
      row('hdl', 1.3, 'mmol/L', null),
      row('triglycerides', 1.4, 'mmol/L', null),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 92, 'mL/min/1.73m²', null),
      row('alt', 52, 'U/L', 'high'),
      row('ggt', 45, 'U/L', null),
      row('uric_acid', 430, 'µmol/L', 'high'),
      row('tsh', 1.8, 'mU/L', null),
    ],
  },
  {
    // Germany, a rheumatology practice on methotrexate monitoring: a "Bewertung" column with
    // "erhöht"/"vermindert"/"positiv" between the result and the range, the unit in the last
    // column, ranges "bis 0,5", "< 20", "> 60", two pages, ESR, rheumatoid factor, a censored
    // anti-CCP ">340", an ANA titre and CK that are not analytes.
    id: 'h18-de-10',
    language: 'de',
    kind: 'text',
    text: `Rheumatologische Schwerpunktpraxis Dr. med. Example – Internistische Rheumatologie
Laborbefund über Laborgemeinschaft Beispielstadt                        Seite 1 von 2
Patient: Test Person     Geburtsdatum: 01.01.1984     Geschlecht: w     Pat.-Nr.: 00000
Abnahme: 15.12.2025     Befunddatum: 16.12.2025     Therapie: Methotrexat s.c. einmal wöchentlich
Untersuchung                 Ergebnis   Bewertung    Normbereich     Einheit
Entzündung / Immunologie
BSG nach Westergren (1 h)    38         erhöht       < 20            mm
CRP                          2,4        erhöht       bis 0,5         mg/dl
Rheumafaktor (IgM)           48         erhöht       < 14            IU/ml
Anti-CCP-Antikörper          >340       erhöht       < 17            U/ml
ANA (IFT, HEp-2)             1:320      positiv      < 1:80          Titer
Blutbild
Hämoglobin                   11,8       vermindert   12,0 - 15,4     g/dl
Leukozyten                   8,9                     3,9 - 10,2      G/l
Thrombozyten                 452        erhöht       150 - 400       G/l
Neutrophile Granulozyten     6,1                     1,5 - 7,7       G/l
Lymphozyten                  1,9                     1,1 - 4,5       G/l
Seite 1 von 2
Rheumatologische Schwerpunktpraxis Dr. med. Example                     Seite 2 von 2
Patient: Test Person     Geburtsdatum: 01.01.1984
Untersuchung                 Ergebnis   Bewertung    Normbereich     Einheit
MTX-Monitoring
Kreatinin                    0,71                    0,50 - 0,90     mg/dl
eGFR (CKD-EPI)               96                      > 60            ml/min/1,73m²
GPT (ALAT)                   19                      bis 35          U/l
GOT (ASAT)                   23                      bis 35          U/l
Gamma-GT                     27                      bis 40          U/l
CK                           64                      bis 170         U/l
Weitere
Harnsäure                    4,1                     2,4 - 5,7       mg/dl
Ferritin                     182        erhöht       13 - 150        µg/l
25-OH-Vitamin D3             24         vermindert   30 - 100        ng/ml
Beurteilung: Hohe entzündliche Aktivität der seropositiven rheumatoiden Arthritis, Anämie und
Thrombozytose als Entzündungsreaktion. Leber- und Nierenwerte unter MTX unauffällig.
Therapieanpassung besprochen. Dr Example`,
    expected: [
      row('crp', 2.4, 'mg/dL', 'high'),
      row('haemoglobin', 11.8, 'g/dL', 'low'),
      row('white_cells', 8.9, '10^9/L', null),
      row('platelets', 452, '10^9/L', 'high'),
      row('neutrophils', 6.1, '10^9/L', null),
      row('lymphocytes', 1.9, '10^9/L', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 96, 'mL/min/1.73m²', null),
      row('alt', 19, 'U/L', null),
      row('ast', 23, 'U/L', null),
      row('ggt', 27, 'U/L', null),
      row('uric_acid', 4.1, 'mg/dL', null),
      row('ferritin', 182, 'µg/L', 'high'),
      row('vitamin_d', 24, 'ng/mL', 'low'),
    ],
  },
]

export default moreCases
