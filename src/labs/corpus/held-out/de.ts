/**
 * Lab report corpus, HELD-OUT half (nineteenth set), German: a Saxon community lab's blood count
 * with haemoglobin in mmol/l, counts in Tsd/µl and Mio/µl, arrows after the value and a
 * previous-result column at the line's end, a university hospital's emergency chemistry with the
 * unit written after each value, the SI value in parentheses, the range with its unit and word
 * marks ("erniedrigt", a critical sodium "kritisch erniedrigt"), a Swiss internist's check-up with
 * the unit column before the result, decimal points and a bare "*", an endocrinology practice's
 * thyroid, bone and vitamin report with "+"/"-" glued to the value, the range before the unit and
 * a method column, and a hospital's automated urine strip written "1+"/"2+"/"3+"/"Spur" with
 * flow-cytometry sediment counts and a small blood panel; more in de-2.ts. Run only to measure the
 * extractor, never to tune it. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes,
 * eosinophils, basophils, transferrin, soluble transferrin receptor, osmolality, magnesium,
 * lipase, lactate, non-HDL cholesterol, cholesterol/HDL quotient, lipoprotein(a), CK, anti-TPO,
 * anti-Tg, calcitonin, parathyroid hormone, holotranscobalamin, urobilinogen, urine bilirubin,
 * urine colour, sediment, procalcitonin) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-2'

const cases: readonly LabReportCase[] = [
  {
    // Saxony, a community lab (Laborgemeinschaft): haemoglobin in mmol/l as East German labs still
    // print it, counts in Tsd/µl and Mio/µl, an arrow after the value in the result column, ranges
    // "3,8 – 9,8" with an en dash, a previous-result column at the end, MCHC exactly on its lower
    // bound, two pages, RDW, MPV, monocytes, eosinophils, basophils, transferrin and the soluble
    // transferrin receptor that are not analytes.
    id: 'h19-de-1',
    language: 'de',
    kind: 'text',
    text: `Laborgemeinschaft Muster-Elbtal – Medizinisches Versorgungszentrum für Laboratoriumsmedizin
Akkreditiert nach DIN EN ISO 15189 · Befundauskunft ausschließlich über die einsendende Praxis
Patient: Test Person     geb. 01.01.1969     männlich     Labornummer: 0000000000
Einsender: Praxis Dr Example, Allgemeinmedizin     Entnahme: 09.09.2025 08:20     Eingang: 09.09.2025 10:02
Endbefund                                                                          Seite 1/2
Untersuchung              Ergebnis      Einheit     Referenzbereich     Vorwert 12.03.2025
Hämatologie – großes Blutbild (EDTA-Blut)
Leukozyten                10,9 ↑        Tsd/µl      3,8 – 9,8           8,4
Erythrozyten              4,48          Mio/µl      4,30 – 5,75         4,71
Hämoglobin                7,2 ↓         mmol/l      8,4 – 10,9          8,1
Hämatokrit                35,1 ↓        %           39,5 – 50,5         38,9
MCV                       78,3 ↓        fl          80 – 96             82,6
MCH                       25,9 ↓        pg          28 – 33             27,8
MCHC                      33,0          g/dl        33 – 36             33,6
RDW-CV                    16,8 ↑        %           11,6 – 14,4         14,1
Thrombozyten              468 ↑         Tsd/µl      150 – 400           402
MPV                       9,1 ↓         fl          9,4 – 12,4          9,6
Differenzialblutbild (maschinell)
Neutrophile               8,1 ↑         Tsd/µl      1,8 – 7,7           5,6
Lymphozyten               1,6           Tsd/µl      1,0 – 4,8           2,0
Monozyten                 0,9           Tsd/µl      0,2 – 1,0           0,6
Eosinophile               0,2           Tsd/µl      0,0 – 0,5           0,1
Basophile                 0,1           Tsd/µl      0,0 – 0,2           0,1
Seite 1/2
Laborgemeinschaft Muster-Elbtal                                                    Seite 2/2
Patient: Test Person     geb. 01.01.1969     Labornummer: 0000000000
Untersuchung              Ergebnis      Einheit     Referenzbereich     Vorwert 12.03.2025
Eisenstoffwechsel (Serum)
Eisen                     6,1 ↓         µmol/l      11,6 – 31,3         9,8
Ferritin                  14 ↓          µg/l        30 – 400            38
Transferrin               3,61 ↑        g/l         2,00 – 3,60         3,10
Transferrinsättigung      6,7 ↓         %           16 – 45             12,6
Lösl. Transferrinrezeptor 5,9 ↑         mg/l        2,2 – 5,0           –
Entzündung
C-reaktives Protein       3,2           mg/l        < 5,0               4,1
Hinweis: Hämoglobin in mmol/l (Umrechnung in g/dl: Wert × 1,611).
Befundkommentar: Mikrozytäre, hypochrome Anämie mit Eisenmangel (Ferritin und Transferrinsättigung
vermindert) und reaktiver Thrombozytose, Abfall gegenüber dem Vorbefund. Abklärung einer
Blutungsquelle empfohlen. Validiert: Dr Example, Fachärztin für Laboratoriumsmedizin`,
    expected: [
      row('white_cells', 10.9, '10^9/L', 'high'),
      row('red_cells', 4.48, '10^12/L', null),
      row('haemoglobin', 7.2, 'mmol/L', 'low'),
      row('haematocrit', 35.1, '%', 'low'),
      row('mcv', 78.3, 'fL', 'low'),
      row('mch', 25.9, 'pg', 'low'),
      row('mchc', 33, 'g/dL', null),
      row('platelets', 468, '10^9/L', 'high'),
      row('neutrophils', 8.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 14, 'µg/L', 'low'),
      row('transferrin_saturation', 6.7, '%', 'low'),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
  {
    // Germany, a university hospital's emergency lab: the unit written right after each value,
    // the SI value in parentheses behind it ("0,62 mg/dl (55 µmol/l)"; the first value is the
    // result), the range followed by its unit, a "Bewertung" column in words ("erniedrigt") and a
    // critical sodium of 117 mmol/l "kritisch erniedrigt" phoned through; osmolality, magnesium,
    // lipase and lactate that are not analytes.
    id: 'h19-de-2',
    language: 'de',
    kind: 'text',
    text: `Universitätsklinikum Beispielstadt – Institut für Klinische Chemie und Laboratoriumsmedizin
Notfalllabor (24-h-Dienst)     Befundstatus: endgültig     Blatt 1 von 1
Patient: Test Person     Geb.-Datum: 01.01.1941     Geschlecht: W     Station: Interdisziplinäre Notaufnahme
Auftrag: 0000000000     Anforderer: Dr Example     Abnahme: 21.01.2025 03:12     Eingang: 21.01.2025 03:25
Material: Lithium-Heparin-Plasma
Parameter                 Ergebnis (SI-Einheit)            Referenzbereich          Bewertung
Elektrolyte / Säure-Basen-Status
Natrium                   117 mmol/l                       136 - 145 mmol/l         kritisch erniedrigt
Kalium                    3,2 mmol/l                       3,5 - 5,1 mmol/l         erniedrigt
Chlorid                   84 mmol/l                        98 - 107 mmol/l          erniedrigt
Bikarbonat (venös)        23 mmol/l                        22 - 29 mmol/l
Osmolalität               246 mosmol/kg                    275 - 300 mosmol/kg      erniedrigt
Magnesium                 0,71 mmol/l                      0,66 - 1,07 mmol/l
Niere / Stoffwechsel
Harnstoff                 18 mg/dl (3,0 mmol/l)            17 - 49 mg/dl
Kreatinin                 0,62 mg/dl (55 µmol/l)           0,51 - 0,95 mg/dl
eGFR (CKD-EPI 2021)       84 ml/min/1,73m²                 > 60 ml/min/1,73m²
Glucose                   102 mg/dl (5,7 mmol/l)           74 - 106 mg/dl
Calcium                   2,18 mmol/l (8,7 mg/dl)          2,20 - 2,55 mmol/l       erniedrigt
Gesamteiweiß              6,1 g/dl (61 g/l)                6,4 - 8,3 g/dl           erniedrigt
Albumin                   3,3 g/dl (33 g/l)                3,5 - 5,2 g/dl           erniedrigt
Laktat                    1,4 mmol/l                       0,5 - 2,2 mmol/l
Leber / Pankreas
Bilirubin gesamt          0,4 mg/dl (6,8 µmol/l)           < 1,2 mg/dl
GOT (ASAT)                27 U/l                           < 35 U/l
GPT (ALAT)                15 U/l                           < 35 U/l
Alkalische Phosphatase    81 U/l                           35 - 105 U/l
Lipase                    29 U/l                           13 - 60 U/l
Alarmwert: Natrium 117 mmol/l am 21.01.2025 um 03:41 telefonisch an Dr Example (Notaufnahme) übermittelt.
Hinweis: Werte in Klammern sind in die jeweils andere Einheit umgerechnet. Hämolyseindex unauffällig.
Technisch validiert: MTL     Medizinisch validiert: Dr Example, Laboratoriumsmedizin`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 23, 'mmol/L', null),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.62, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('glucose', 102, 'mg/dL', null),
      row('calcium', 2.18, 'mmol/L', 'low'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('bilirubin', 0.4, 'mg/dL', null),
      row('ast', 27, 'U/L', null),
      row('alt', 15, 'U/L', null),
      row('alp', 81, 'U/L', null),
    ],
  },
  {
    // Switzerland, an internist's practice: the unit column before the result, decimal points,
    // a bare "*" after an out-of-range value (side from the range), ranges "< 5.2" and "> 1.0",
    // eGFR unit "mL/min/1.73m2", non-HDL cholesterol, a cholesterol/HDL quotient, lipoprotein(a)
    // and CK that are not analytes, and a target-value footnote.
    id: 'h19-de-3',
    language: 'de',
    kind: 'text',
    text: `Praxis am Beispielplatz – Dr. med. Example, Facharzt für Allgemeine Innere Medizin FMH
Praxislabor (QUALAB) / Fremdanalysen: Labor Muster AG
Laborbericht – Vorsorgeuntersuchung                                                Seite 1/1
Patient: Test Person     Geb.: 01.01.1958     männlich     Pat.-Nr.: 00000
Entnahme: 03.02.2025 07:30 (nüchtern)     Bericht: 05.02.2025
Analyse                        Einheit          Resultat     Norm
Kohlenhydratstoffwechsel
Glucose nüchtern (venös)       mmol/L           7.2 *        3.9 - 5.6
HbA1c (DCCT)                   %                6.8 *        4.8 - 5.9
Lipidstatus
Cholesterin total              mmol/L           6.45 *       < 5.2
HDL-Cholesterin                mmol/L           0.98 *       > 1.0
LDL-Cholesterin (berechnet)    mmol/L           4.38 *       < 3.0
Triglyceride                   mmol/L           2.39 *       < 1.7
Non-HDL-Cholesterin            mmol/L           5.47 *       < 3.8
Cholesterin/HDL-Quotient                        6.6 *        < 5.0
Lipoprotein(a)                 nmol/L           38           < 75
Niere
Kreatinin                      µmol/L           101          62 - 106
eGFR (CKD-EPI 2021)            mL/min/1.73m2    68           > 60
Harnsäure                      µmol/L           452 *        202 - 416
Leber
ASAT                           U/L              34           < 50
ALAT                           U/L              56 *         < 50
Gamma-GT                       U/L              88 *         < 60
Alkalische Phosphatase         U/L              74           40 - 130
CK                             U/L              152          < 190
Schilddrüse
TSH                            mU/L             1.92         0.27 - 4.20
* ausserhalb des Referenzbereichs. Zielwert LDL bei hohem kardiovaskulärem Risiko (AGLA): < 1.8 mmol/L.
Beurteilung: Erstdiagnose Diabetes mellitus Typ 2, gemischte Dyslipidämie, Hyperurikämie, leichte
Erhöhung von ALAT und Gamma-GT (Steatose?). Sonographie Abdomen angemeldet. Visum: Dr Example`,
    expected: [
      row('glucose', 7.2, 'mmol/L', 'high'),
      row('hba1c', 6.8, '%', 'high'),
      row('cholesterol', 6.45, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 4.38, 'mmol/L', 'high'),
      row('triglycerides', 2.39, 'mmol/L', 'high'),
      row('creatinine', 101, 'µmol/L', null),
      row('egfr', 68, 'mL/min/1.73m²', null),
      row('uric_acid', 452, 'µmol/L', 'high'),
      row('ast', 34, 'U/L', null),
      row('alt', 56, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 74, 'U/L', null),
      row('tsh', 1.92, 'mU/L', null),
    ],
  },
  {
    // Germany, an endocrinology practice: "+" and "-" glued to the value ("5,62+", "10,4-"), the
    // range before the unit, a method column at the end (ECLIA, CLIA, photometrisch), TSH in
    // mIU/l, vitamin B12 exactly on its lower bound with no mark, anti-TPO, anti-Tg, calcitonin,
    // parathyroid hormone and holotranscobalamin that are not analytes.
    id: 'h19-de-4',
    language: 'de',
    kind: 'text',
    text: `Endokrinologische Gemeinschaftspraxis Beispielstadt – Dres. med. Example
Schwerpunkte Schilddrüse, Stoffwechsel, Osteologie · Laborbefund (Eigenlabor und Partnerlabor)
Patient: Test Person     geb. 01.01.1987     weiblich     Pat.-ID: 000000
Abnahme: 28.08.2025 08:10     Befund: 29.08.2025     Fragestellung: Müdigkeit, Gewichtszunahme, TSH-Kontrolle
Parameter                    Ergebnis     Normbereich        Einheit      Methode
Schilddrüse
TSH basal                    5,62+        0,27 - 4,20        mIU/l        ECLIA
freies T4 (fT4)              10,4-        12,0 - 22,0        pmol/l       ECLIA
freies T3 (fT3)              3,9          3,1 - 6,8          pmol/l       ECLIA
Anti-TPO-Antikörper          186+         < 34               IU/ml        ECLIA
Anti-Tg-Antikörper           22           < 115              IU/ml        ECLIA
Calcitonin                   1,8          < 6,4              pg/ml        CLIA
Knochen- und Mineralstoffwechsel
Calcium                      2,41         2,20 - 2,55        mmol/l       photometrisch
Albumin                      44           35 - 52            g/l          photometrisch
25-OH-Vitamin D              38-          75 - 250           nmol/l       CLIA
Parathormon intakt           71+          15 - 65            pg/ml        ECLIA
Eisen und Vitamine
Ferritin                     41           15 - 150           ng/ml        ECLIA
Eisen                        12,8         6,6 - 26,0         µmol/l       photometrisch
Transferrinsättigung         19           16 - 45            %            berechnet
Vitamin B12                  145          145 - 569          pmol/l       ECLIA
Holo-Transcobalamin          31-          > 35               pmol/l       CMIA
Folsäure                     6,8-         8,8 - 60,8         nmol/l       ECLIA
Legende: + oberhalb, - unterhalb des Normbereichs. Normbereiche für Frauen von 18 bis 50 Jahren.
Beurteilung: Hypothyreose bei Autoimmunthyreoiditis (Anti-TPO deutlich erhöht); Vitamin-D-Mangel mit
sekundärem Hyperparathyreoidismus; Folsäuremangel, Vitamin B12 grenzwertig (Holo-TC vermindert).
Substitution besprochen, Kontrolle in 8 Wochen. Dr Example, Fachärztin für Endokrinologie`,
    expected: [
      row('tsh', 5.62, 'mU/L', 'high'),
      row('free_t4', 10.4, 'pmol/L', 'low'),
      row('free_t3', 3.9, 'pmol/L', null),
      row('calcium', 2.41, 'mmol/L', null),
      row('albumin', 44, 'g/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('ferritin', 41, 'ng/mL', null),
      row('iron', 12.8, 'µmol/L', null),
      row('transferrin_saturation', 19, '%', null),
      row('vitamin_b12', 145, 'pmol/L', null),
      row('folate', 6.8, 'nmol/L', 'low'),
    ],
  },
  {
    // Germany, a hospital's urine diagnostics: an automated strip written "1+", "2+", "3+",
    // "Spur", "positiv", "negativ" with an approximate concentration column and "negativ" as the
    // reference and no marks, specific gravity and pH with ranges, urine colour, urobilinogen and
    // bilirubin that are not analytes, flow-cytometry sediment counts (also "Leukozyten", in /µl)
    // that are not analytes, then a blood panel with an H/L column and white count in /nl.
    id: 'h19-de-5',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt gGmbH – Institut für Laboratoriumsmedizin, Bereich Urindiagnostik
Befund                                                                             Seite 1 von 1
Patient: Test Person     geb. 01.01.1936     weiblich     Station: Akutgeriatrie
Einsender: Dr Example     Material: Katheterurin, Serum, EDTA-Blut     Entnahme: 17.05.2025 06:40
Urinstatus – Teststreifen (automatisiert, Reflexionsphotometrie)
Parameter             Ergebnis     semiquantitativ      Referenz
Farbe / Trübung       gelb, trüb                        gelb, klar
Spez. Gewicht         1,028                             1,003 – 1,030
pH-Wert               5,5                               5,0 – 7,5
Leukozyten            3+           ca. 500 Leu/µl       negativ
Nitrit                positiv                           negativ
Eiweiß                1+           ca. 30 mg/dl         negativ
Glucose               negativ                           negativ
Ketonkörper           Spur         ca. 5 mg/dl          negativ
Urobilinogen          normal       < 1 mg/dl            normal
Bilirubin             negativ                           negativ
Blut (Erythrozyten)   2+           ca. 50 Ery/µl        negativ
Urinsediment (Durchflusszytometrie)
Leukozyten            412 /µl                           < 25
Erythrozyten          38 /µl                            < 20
Bakterien             2850 /µl                          < 100
Plattenepithelien     6 /µl                             < 20
Teststreifen: 1+ / 2+ / 3+ = schwach / mäßig / stark positiv, Spur = grenzwertig.
Klinische Chemie und Hämatologie (Serum / EDTA-Blut)
Parameter             Ergebnis     Einheit             Referenz        Kennz.
C-reaktives Protein   86,4         mg/l                < 5,0           H
Leukozyten            13,8         /nl                 3,9 – 10,2      H
Natrium               134          mmol/l              136 – 145       L
Kalium                4,9          mmol/l              3,5 – 5,1
Kreatinin             1,31         mg/dl               0,50 – 0,90     H
eGFR (CKD-EPI)        37           ml/min/1,73m²       > 60            L
Procalcitonin         0,31         ng/ml               < 0,50
Kommentar: Befund vereinbar mit einer Harnwegsinfektion; Urinkultur angelegt, Ergebnis folgt.
Freigabe: Dr Example, Facharzt für Laboratoriumsmedizin`,
    expected: [
      row('urine_specific_gravity', 1.028, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
      row('crp', 86.4, 'mg/L', 'high'),
      row('white_cells', 13.8, '10^9/L', 'high'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.9, 'mmol/L', null),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 37, 'mL/min/1.73m²', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
