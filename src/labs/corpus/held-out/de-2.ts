/**
 * Lab report corpus, HELD-OUT half (nineteenth set), German, second file (see de.ts): a lab
 * portal's tab-separated export with decimal commas and an "Auffällig" column in words
 * ("hoch"/"niedrig"), an Austrian lab's semicolon export with every field quoted and a "+"/"-"
 * column, a Swiss hospital portal's comma export with decimal points, G/l and T/l, no flag column
 * and previous-result columns, an Austrian hospital's cumulative report with H/L glued to the
 * values and two earlier result columns, and a sports medicine centre's printout with two results
 * on a line, "Name: value unit", and neither ranges nor marks. Run only to measure the extractor,
 * never to tune it. Written without reading the extractor; synthetic reports: no real people, labs
 * or phone numbers. Rows for tests Hale does not know (cystatin C, phosphate, urine
 * albumin/creatinine ratio, parathyroid hormone, cholinesterase, LDH, monocytes, reticulocytes,
 * holotranscobalamin, procalcitonin, lipase, INR, aPTT, transferrin, CK, magnesium, testosterone)
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, a lab's patient portal: a tab-separated export with date and time columns,
    // decimal commas, ranges "3,5 - 5,1", "> 60", an "Auffällig" column in words ("hoch",
    // "niedrig"), a remark column, cystatin C, phosphate, a urine albumin/creatinine ratio and
    // parathyroid hormone that are not analytes.
    id: 'h19-de-6',
    language: 'de',
    kind: 'csv',
    text: `Abnahmedatum\tAbnahmezeit\tAnalyse\tErgebnis\tEinheit\tNormbereich\tAuffällig\tBemerkung
12.08.2025\t07:45\tNatrium\t139\tmmol/l\t136 - 145\t\t
12.08.2025\t07:45\tKalium\t5,6\tmmol/l\t3,5 - 5,1\thoch\tProbe nicht hämolytisch
12.08.2025\t07:45\tChlorid\t106\tmmol/l\t98 - 107\t\t
12.08.2025\t07:45\tBicarbonat\t19\tmmol/l\t22 - 29\tniedrig\t
12.08.2025\t07:45\tHarnstoff\t98\tmg/dl\t17 - 43\thoch\t
12.08.2025\t07:45\tKreatinin\t2,41\tmg/dl\t0,67 - 1,17\thoch\t
12.08.2025\t07:45\teGFR (CKD-EPI)\t28\tml/min/1,73m²\t> 60\tniedrig\tKDIGO-Stadium G4
12.08.2025\t07:45\tCystatin C\t2,05\tmg/l\t0,61 - 0,95\thoch\t
12.08.2025\t07:45\tHarnsäure\t7,9\tmg/dl\t3,4 - 7,0\thoch\t
12.08.2025\t07:45\tPhosphat\t1,72\tmmol/l\t0,81 - 1,45\thoch\t
12.08.2025\t07:45\tGlucose nüchtern\t148\tmg/dl\t70 - 99\thoch\t
12.08.2025\t07:45\tHbA1c\t7,4\t%\t4,0 - 6,0\thoch\tTherapieziel individuell festlegen
12.08.2025\t07:45\tHämoglobin\t10,6\tg/dl\t13,5 - 17,5\tniedrig\t
12.08.2025\t07:45\tAlbumin\t3,6\tg/dl\t3,5 - 5,2\t\t
12.08.2025\t07:45\tAlbumin/Kreatinin-Quotient (Urin)\t312\tmg/g\t< 30\thoch\tSpontanurin
12.08.2025\t07:45\tParathormon intakt\t98\tpg/ml\t15 - 65\thoch\t`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 106, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 98, 'mg/dL', 'high'),
      row('creatinine', 2.41, 'mg/dL', 'high'),
      row('egfr', 28, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('glucose', 148, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('haemoglobin', 10.6, 'g/dL', 'low'),
      row('albumin', 3.6, 'g/dL', null),
    ],
  },
  {
    // Austria, a private lab's findings portal: semicolons with every field in double quotes
    // (decimal commas inside the quotes), a group column, lipids in mg/dl with ranges "< 200" and
    // "> 40", a triglyceride value under its "< 150" bound, a "Markierung" column with "+" and
    // "-", HbA1c in mmol/mol, a status column; cholinesterase and LDH that are not analytes.
    id: 'h19-de-7',
    language: 'de',
    kind: 'csv',
    text: `"Befunddatum";"Gruppe";"Analyse";"Ergebnis";"Einheit";"Referenzbereich";"Markierung";"Status"
"24.06.2025";"Lipide";"Cholesterin gesamt";"232";"mg/dl";"< 200";"+";"endgültig"
"24.06.2025";"Lipide";"HDL-Cholesterin";"38";"mg/dl";"> 40";"-";"endgültig"
"24.06.2025";"Lipide";"LDL-Cholesterin (berechnet)";"165";"mg/dl";"< 130";"+";"endgültig"
"24.06.2025";"Lipide";"Triglyceride";"145";"mg/dl";"< 150";"";"endgültig"
"24.06.2025";"Leber";"GOT (AST)";"48";"U/l";"< 35";"+";"endgültig"
"24.06.2025";"Leber";"GPT (ALT)";"71";"U/l";"< 35";"+";"endgültig"
"24.06.2025";"Leber";"Gamma-GT";"126";"U/l";"< 40";"+";"endgültig"
"24.06.2025";"Leber";"Alkalische Phosphatase";"98";"U/l";"35 - 105";"";"endgültig"
"24.06.2025";"Leber";"Bilirubin gesamt";"1,4";"mg/dl";"< 1,2";"+";"endgültig"
"24.06.2025";"Leber";"Cholinesterase";"6,9";"kU/l";"5,3 - 12,9";"";"endgültig"
"24.06.2025";"Leber";"LDH";"213";"U/l";"< 247";"";"endgültig"
"24.06.2025";"Stoffwechsel";"HbA1c (IFCC)";"39";"mmol/mol";"20 - 42";"";"endgültig"
"24.06.2025";"Stoffwechsel";"Glucose nüchtern";"96";"mg/dl";"70 - 100";"";"endgültig"
"24.06.2025";"Entzündung";"CRP";"0,8";"mg/dl";"< 0,5";"+";"endgültig"
"24.06.2025";"Proteine";"Gesamteiweiß";"7,4";"g/dl";"6,6 - 8,7";"";"endgültig"
"24.06.2025";"Proteine";"Albumin";"4,5";"g/dl";"3,5 - 5,2";"";"endgültig"
"24.06.2025";"Eisen";"Ferritin";"412";"ng/ml";"15 - 150";"+";"endgültig"`,
    expected: [
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 165, 'mg/dL', 'high'),
      row('triglycerides', 145, 'mg/dL', null),
      row('ast', 48, 'U/L', 'high'),
      row('alt', 71, 'U/L', 'high'),
      row('ggt', 126, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('hba1c', 39, 'mmol/mol', null),
      row('glucose', 96, 'mg/dL', null),
      row('crp', 0.8, 'mg/dL', 'high'),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('ferritin', 412, 'ng/mL', 'high'),
    ],
  },
  {
    // Switzerland, a cantonal hospital's patient portal: commas between fields, decimal points,
    // ISO dates with times, counts in G/l and T/l, haemoglobin and MCHC in g/l, ranges "117-153",
    // "<5", ">8.8", no flag column (sides from the ranges), a previous result and its date at the
    // end of each line (empty for some), monocytes, reticulocytes, holotranscobalamin and LDH that
    // are not analytes.
    id: 'h19-de-8',
    language: 'de',
    kind: 'csv',
    text: `Auftrag,Entnahme,Analyse,Resultat,Einheit,Referenzbereich,Vorresultat,Datum Vorresultat
00000000,2025-11-03 08:15,Hämoglobin,104,g/l,117-153,112,2025-08-11
00000000,2025-11-03 08:15,Erythrozyten,3.05,T/l,3.90-5.20,3.28,2025-08-11
00000000,2025-11-03 08:15,Leukozyten,2.9,G/l,3.0-10.5,3.4,2025-08-11
00000000,2025-11-03 08:15,Thrombozyten,131,G/l,150-450,158,2025-08-11
00000000,2025-11-03 08:15,MCV,104,fl,80-98,101,2025-08-11
00000000,2025-11-03 08:15,MCH,34.1,pg,27-33,34.1,2025-08-11
00000000,2025-11-03 08:15,MCHC,328,g/l,320-360,337,2025-08-11
00000000,2025-11-03 08:15,Neutrophile,1.3,G/l,1.4-8.0,1.7,2025-08-11
00000000,2025-11-03 08:15,Lymphozyten,1.1,G/l,1.0-4.0,1.2,2025-08-11
00000000,2025-11-03 08:15,Monozyten,0.4,G/l,0.2-1.0,0.4,2025-08-11
00000000,2025-11-03 08:15,Retikulozyten,22,G/l,25-100,,
00000000,2025-11-03 08:15,Vitamin B12,98,pmol/l,141-489,,
00000000,2025-11-03 08:15,Holotranscobalamin,18,pmol/l,>50,,
00000000,2025-11-03 08:15,Folsäure,14.2,nmol/l,>8.8,,
00000000,2025-11-03 08:15,Ferritin,86,µg/l,15-150,,
00000000,2025-11-03 08:15,LDH,412,U/l,135-214,,
00000000,2025-11-03 08:15,Bilirubin total,26,µmol/l,<17,14,2025-08-11
00000000,2025-11-03 08:15,CRP,3,mg/l,<5,2,2025-08-11
00000000,2025-11-03 08:15,TSH,2.1,mU/l,0.27-4.20,,
00000000,2025-11-03 08:15,Kreatinin,71,µmol/l,44-80,68,2025-08-11`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('red_cells', 3.05, '10^12/L', 'low'),
      row('white_cells', 2.9, '10^9/L', 'low'),
      row('platelets', 131, '10^9/L', 'low'),
      row('mcv', 104, 'fL', 'high'),
      row('mch', 34.1, 'pg', 'high'),
      row('mchc', 328, 'g/L', null),
      row('neutrophils', 1.3, '10^9/L', 'low'),
      row('lymphocytes', 1.1, '10^9/L', null),
      row('vitamin_b12', 98, 'pmol/L', 'low'),
      row('folate', 14.2, 'nmol/L', null),
      row('ferritin', 86, 'µg/L', null),
      row('bilirubin', 26, 'µmol/L', 'high'),
      row('crp', 3, 'mg/L', null),
      row('tsh', 2.1, 'mU/L', null),
      row('creatinine', 71, 'µmol/L', null),
    ],
  },
  {
    // Austria, a regional hospital's cumulative report (Kumulativbefund): the current value first
    // with "H"/"L" glued to it ("14,2H"), then unit and range, then two earlier results that also
    // carry glued marks, counts in G/l and T/l, albumin in g/l, two pages; procalcitonin, lipase,
    // INR and aPTT that are not analytes.
    id: 'h19-de-9',
    language: 'de',
    kind: 'text',
    text: `Landeskrankenhaus Beispielstadt – Zentrallaboratorium
Kumulativbefund                                                                    Seite 1/2
Patient: Test Person     Geb.: 01.01.1952     weiblich     Abteilung: Allgemeinchirurgie, Station C2
Zuweiser: OA Dr Example     Aufnahmezahl: 0000000     Befund vom 14.05.2025 07:58
Kennzeichnung: H = über, L = unter dem Referenzbereich (direkt am Messwert)
Analyse              Aktuell 14.05.   Einheit    Referenzbereich    12.05.     10.05.
Hämatologie
Leukozyten           14,2H            G/l        4,0 - 10,0         18,6H      11,1H
Erythrozyten         3,42L            T/l        4,00 - 5,20        3,38L      4,05
Hämoglobin           10,1L            g/dl       12,0 - 16,0        9,9L       12,4
Hämatokrit           30,4L            %          36,0 - 46,0        29,8L      37,1
Thrombozyten         188              G/l        150 - 400          164        231
Entzündung
CRP                  96,5H            mg/l       < 5,0              187,2H     4,1
Procalcitonin        0,42             ng/ml      < 0,50             1,12H      –
Seite 1/2
Landeskrankenhaus Beispielstadt – Zentrallaboratorium                              Seite 2/2
Patient: Test Person     Geb.: 01.01.1952
Analyse              Aktuell 14.05.   Einheit    Referenzbereich    12.05.     10.05.
Elektrolyte / Niere
Natrium              138              mmol/l     136 - 145          135L       139
Kalium               3,4L             mmol/l     3,5 - 5,1          3,6        4,2
Kreatinin            0,88             mg/dl      0,50 - 0,90        1,04H      0,79
Harnstoff            31               mg/dl      17 - 43            44H        28
Leber / Pankreas
GOT                  24               U/l        < 35               29         21
GPT                  31               U/l        < 35               38H        19
Gamma-GT             52H              U/l        < 40               61H        22
Bilirubin gesamt     0,9              mg/dl      < 1,2              1,3H       0,6
Lipase               112H             U/l        13 - 60            240H       34
Proteine
Albumin              28,6L            g/l        35,0 - 52,0        27,1L      39,4
Gerinnung
INR                  1,1                         0,9 - 1,2          1,3H       1,0
aPTT                 31               s          26 - 36            33         29
Kommentar: Entzündungswerte nach Relaparotomie rückläufig. Befund elektronisch freigegeben,
Dr Example, Fachärztin für Medizinische und Chemische Labordiagnostik`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('red_cells', 3.42, '10^12/L', 'low'),
      row('haemoglobin', 10.1, 'g/dL', 'low'),
      row('haematocrit', 30.4, '%', 'low'),
      row('platelets', 188, '10^9/L', null),
      row('crp', 96.5, 'mg/L', 'high'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('creatinine', 0.88, 'mg/dL', null),
      row('urea', 31, 'mg/dL', null),
      row('ast', 24, 'U/L', null),
      row('alt', 31, 'U/L', null),
      row('ggt', 52, 'U/L', 'high'),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('albumin', 28.6, 'g/L', 'low'),
    ],
  },
  {
    // Germany, a sports medicine centre's check-up of an athlete: two results on each line as
    // "Name: value unit", counts in Tsd/µl and Mio/µl, chemistry in SI units, no ranges and no
    // marks anywhere (flags from the default table: white count 3,6 low, ferritin 22 µg/l low,
    // urea 8,4 mmol/l high, vitamin D 41 nmol/l low), performance figures in the text, and
    // transferrin, CK, magnesium and testosterone that are not analytes.
    id: 'h19-de-10',
    language: 'de',
    kind: 'text',
    text: `Sportmedizinisches Zentrum Beispielstadt – Internistische Sportmedizin und Leistungsdiagnostik
Sportärztliche Vorsorgeuntersuchung – Laborwerte
Athlet: Test Person     geb. 01.01.1999     männlich     Sportart: Triathlon (Kader)
Untersuchung: 10.03.2025, 08:30 Uhr, nüchtern, 48 h ohne intensive Belastung     Ärztin: Dr Example
Hinweis: Ausdruck der Messwerte; Referenzbereiche und Bewertung im ärztlichen Befundbericht.
Blutbild (EDTA-Blut)
Hämoglobin: 15,2 g/dl                   Hämatokrit: 44,1 %
Erythrozyten: 5,02 Mio/µl               Leukozyten: 3,6 Tsd/µl
Thrombozyten: 198 Tsd/µl                MCV: 87,8 fl
Eisenstatus (Serum)
Ferritin: 22 µg/l                       Eisen: 13,4 µmol/l
Transferrinsättigung: 24 %              Transferrin: 2,5 g/l
Muskel, Niere und Stoffwechsel (Serum)
CK: 412 U/l                             Kreatinin: 108 µmol/l
Harnstoff: 8,4 mmol/l                   Magnesium: 0,78 mmol/l
Natrium: 141 mmol/l                     Glucose: 4,6 mmol/l
Vitamine und Hormone (Serum)
25-OH-Vitamin D: 41 nmol/l              Vitamin B12: 302 pmol/l
TSH: 1,6 mU/l                           Testosteron: 19,4 nmol/l
Leistungsdiagnostik (Laufband, 08.03.2025): VO2max 61 ml/kg/min, maximale Herzfrequenz 192/min.
Empfehlung: Eisen- und Vitamin-D-Status nach 3 Monaten kontrollieren; Trainingsumfang anpassen.
Dr Example, Fachärztin für Innere Medizin, Sportmedizin`,
    expected: [
      row('haemoglobin', 15.2, 'g/dL', null),
      row('haematocrit', 44.1, '%', null),
      row('red_cells', 5.02, '10^12/L', null),
      row('white_cells', 3.6, '10^9/L', 'low'),
      row('platelets', 198, '10^9/L', null),
      row('mcv', 87.8, 'fL', null),
      row('ferritin', 22, 'µg/L', 'low'),
      row('iron', 13.4, 'µmol/L', null),
      row('transferrin_saturation', 24, '%', null),
      row('creatinine', 108, 'µmol/L', null),
      row('urea', 8.4, 'mmol/L', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('glucose', 4.6, 'mmol/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('vitamin_b12', 302, 'pmol/L', null),
      row('tsh', 1.6, 'mU/L', null),
    ],
  },
]

export default moreCases
