/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), German: reports from labs in Germany, Austria,
 * German-speaking Switzerland and South Tyrol. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV,
 * Monozyten, Eosinophile, BSG, TRAK, Holotranscobalamin, Lp(a), Quotienten, Phosphat, CHE,
 * Quick/INR, CDT, Laktat, Troponin, Osmolalität, Urinsediment, PSA, Transferrin …) are not results
 * to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-14-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany (Köln), private lab (MVZ): "+" / "-" after the value ("++" far above), counts per
    // nl and pl, a "Vorwert" column; RDW, MPV, monocytes, eosinophils and ESR are not Hale's.
    id: 'h13-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispiel GmbH · Musterstraße 1 · 50000 Köln
Befundbericht                                                  Seite 1 von 1
Patient: Test, Person          geb. 01.01.1984          m
Einsender: Praxis Dr. Beispiel       Eingang: 17.03.2025 10:12     Endbefund
Untersuchung                Ergebnis       Einheit   Referenzbereich    Vorwert 02.12.24
Kleines Blutbild
Leukozyten                  12,4 +         /nl       3,9 - 10,2         7,1
Erythrozyten                4,81           /pl       4,30 - 5,75        4,90
Hämoglobin                  14,6           g/dl      13,5 - 17,2        14,9
Hämatokrit                  43,1           %         39,5 - 50,5        44,0
MCV                         89,6           fl        80,0 - 99,0        89,8
MCH                         30,4           pg        27,0 - 33,5        30,4
MCHC                        33,9           g/dl      31,5 - 36,0        33,9
RDW-CV                      12,9           %         11,6 - 14,4        12,7
Thrombozyten                388 +          /nl       150 - 370          301
MPV                         10,2           fl        9,0 - 12,5
Differentialblutbild (maschinell)
Neutrophile absolut         9,31 +         /nl       1,50 - 7,70        4,02
Lymphozyten absolut         1,92           /nl       1,10 - 4,50        2,20
Monozyten absolut           0,81 +         /nl       0,10 - 0,80        0,55
Eosinophile absolut         0,30           /nl       0,02 - 0,50        0,21
Entzündung
BSG nach 1 Std.             32 +           mm        < 15
CRP                         86,4 ++        mg/l      < 5,0              1,2
+ erhöht  ++ stark erhöht  - erniedrigt
Befund fachärztlich validiert.`,
    expected: [
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('red_cells', 4.81, '10^12/L', null),
      row('haemoglobin', 14.6, 'g/dL', null),
      row('haematocrit', 43.1, '%', null),
      row('mcv', 89.6, 'fL', null),
      row('mch', 30.4, 'pg', null),
      row('mchc', 33.9, 'g/dL', null),
      row('platelets', 388, '10^9/L', 'high'),
      row('neutrophils', 9.31, '10^9/L', 'high'),
      row('lymphocytes', 1.92, '10^9/L', null),
      row('crp', 86.4, 'mg/L', 'high'),
    ],
  },
  {
    // Austria (Wien), hospital lab: the flag BEFORE the value (H / L, HH for a critical
    // potassium), urea and creatinine in mg/dl; phosphate is not Hale's.
    id: 'h13-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispiel Wien — Zentrallabor
Patient/in: TEST Person    Geb.-Dat.: 01.01.1949    SV-Nr.: 0000 010149
Station: Nephrologie 2B    Abnahme: 08.05.2025 06:30    Freigabe: 08.05.2025 07:41
Analyse                      Kz   Ergebnis   Einheit          Normbereich
Elektrolyte
Natrium                      L    128        mmol/l           136 - 145
Kalium                       HH   6,7        mmol/l           3,5 - 5,1
Chlorid                      L    96         mmol/l           98 - 106
Bicarbonat (Standard)        L    18         mmol/l           21 - 26
Calcium                      L    2,18       mmol/l           2,20 - 2,65
Phosphat                     H    2,31       mmol/l           0,81 - 1,45
Nierenfunktion
Harnstoff                    H    112        mg/dl            17 - 49
Kreatinin                    H    3,84       mg/dl            0,50 - 0,90
eGFR (CKD-EPI)               L    12         ml/min/1,73m²    > 60
Harnsäure                    H    9,6        mg/dl            2,4 - 5,7
Proteine
Gesamteiweiß                 L    6,1        g/dl             6,4 - 8,3
Albumin                      L    3,2        g/dl             3,5 - 5,2
KRITISCHER WERT: Kalium 6,7 mmol/l, telefonisch an Station 2B übermittelt (08.05.2025 07:44).
Kein Hinweis auf Hämolyse.`,
    expected: [
      row('sodium', 128, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 96, 'mmol/L', 'low'),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('calcium', 2.18, 'mmol/L', 'low'),
      row('urea', 112, 'mg/dL', 'high'),
      row('creatinine', 3.84, 'mg/dL', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.6, 'mg/dL', 'high'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.2, 'g/dL', 'low'),
    ],
  },
  {
    // Switzerland (Zürich): SI units, arrows after the value; a hyperthyroid profile with TRAK and
    // holotranscobalamin, which are not Hale's (the latter is not vitamin B12 itself).
    id: 'h13-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel AG, Zürich
Laborbericht                                  Auftrag 25-060611       Seite 1/1
Patientin: Test Person, 01.01.1988, w
Auftraggeber: Dr. med. Beispiel, Innere Medizin FMH
Entnahme: 06.06.2025 08:05       Bericht: 07.06.2025 (definitiv)
Analyse                            Resultat     Einheit     Referenzwerte
Schilddrüse
TSH                                0,08 ↓       mU/l        0,27-4,20
fT4 (freies Thyroxin)              28,4 ↑       pmol/l      12,0-22,0
fT3 (freies Trijodthyronin)        9,1 ↑        pmol/l      3,1-6,8
TRAK (TSH-Rezeptor-Antikörper)     6,2 ↑        IU/l        < 1,75
Eisenstatus
Eisen                              18           µmol/l      11-28
Transferrinsättigung               27           %           16-45
Ferritin                           64           µg/l        30-400
Vitamine
25-OH-Vitamin D                    71           nmol/l      50-150
Vitamin B12                        412          pmol/l      145-569
Holotranscobalamin                 68           pmol/l      > 50
Folsäure                           23,5         nmol/l      > 10,4
Kommentar: Befundkonstellation vereinbar mit Hyperthyreose (M. Basedow?).`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 9.1, 'pmol/L', 'high'),
      row('iron', 18, 'µmol/L', null),
      row('transferrin_saturation', 27, '%', null),
      row('ferritin', 64, 'µg/L', null),
      row('vitamin_d', 71, 'nmol/L', null),
      row('vitamin_b12', 412, 'pmol/L', null),
      row('folate', 23.5, 'nmol/L', null),
    ],
  },
  {
    // Germany, a patient portal's CSV export: one row per test with the date, "hoch" /
    // "niedrig" / "normal" in a rating column; the LDL/HDL quotient (no unit) and Lp(a) are not
    // Hale's.
    id: 'h13-de-4',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Wert;Einheit;Referenz;Bewertung
15.01.2025;Cholesterin gesamt;247;mg/dl;< 200;hoch
15.01.2025;HDL-Cholesterin;38;mg/dl;> 40;niedrig
15.01.2025;LDL-Cholesterin;172;mg/dl;< 116;hoch
15.01.2025;Triglyceride;208;mg/dl;< 150;hoch
15.01.2025;LDL/HDL-Quotient;4,5;;< 3,0;hoch
15.01.2025;Lipoprotein (a);112;nmol/l;< 75;hoch
15.01.2025;Glucose nüchtern;117;mg/dl;70 - 99;hoch
15.01.2025;HbA1c;6,3;%;< 5,7;hoch
15.01.2025;Kreatinin;0,94;mg/dl;0,70 - 1,20;normal
15.01.2025;GPT (ALT);31;U/l;< 50;normal`,
    expected: [
      row('cholesterol', 247, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 172, 'mg/dL', 'high'),
      row('triglycerides', 208, 'mg/dL', 'high'),
      row('glucose', 117, 'mg/dL', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('creatinine', 0.94, 'mg/dL', null),
      row('alt', 31, 'U/L', null),
    ],
  },
  {
    // Germany (Hamburg): range BEFORE the unit, "H" / "L" after the value, GOT/GPT names;
    // direct bilirubin, CHE, lipase, Quick, INR and CDT are not Hale's.
    id: 'h13-de-5',
    language: 'de',
    kind: 'text',
    text: `Laborgemeinschaft Beispiel Nord · 20000 Hamburg
Patient: Test, Person    Geburtsdatum: 01.01.1967    Geschlecht: männlich
Auftrags-Nr.: 2507-33810    Material: Serum, EDTA-Blut, Citrat    Abnahme: 03.07.2025
Untersuchung                   Ergebnis     Referenz        Einheit
Leber / Galle
Bilirubin gesamt               2,4 H        0,3 - 1,2       mg/dl
Bilirubin direkt               0,9 H        < 0,3           mg/dl
GOT (AST)                      78 H         < 35            U/l
GPT (ALT)                      54 H         < 35            U/l
Gamma-GT                       412 H        < 40            U/l
Alkalische Phosphatase         96           35 - 105        U/l
Cholinesterase (CHE)           4,1 L        5,3 - 12,9      kU/l
Albumin                        36,2         35,0 - 52,0     g/l
Lipase                         48           13 - 60         U/l
CDT                            2,9 H        < 1,7           %
Blutbild
Hämoglobin                     13,1 L       13,5 - 17,2     g/dl
MCV                            101,3 H      80,0 - 99,0     fl
Thrombozyten                   132 L        150 - 370       G/l
Gerinnung
Quick                          82           70 - 130        %
INR                            1,12         0,85 - 1,15
Beurteilung: Cholestase-/Hepatopathie-Muster, bitte klinisch korrelieren.`,
    expected: [
      row('bilirubin', 2.4, 'mg/dL', 'high'),
      row('ast', 78, 'U/L', 'high'),
      row('alt', 54, 'U/L', 'high'),
      row('ggt', 412, 'U/L', 'high'),
      row('alp', 96, 'U/L', null),
      row('albumin', 36.2, 'g/L', null),
      row('haemoglobin', 13.1, 'g/dL', 'low'),
      row('mcv', 101.3, 'fL', 'high'),
      row('platelets', 132, '10^9/L', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
