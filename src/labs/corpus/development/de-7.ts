/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), German: a German lab practice (MVZ), a German hospital's
 * emergency lab, an Austrian private lab, a Swiss lab practice and an East German lab in SI units,
 * with the rest (urinalysis, thyroid/vitamins/iron, an Austrian ward, two portal CSV exports) in
 * de-2.ts. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (RDW, MPV, BSG, differential counts other than
 * neutrophils and lymphocytes, osmolality, CK, troponin, lactate, cholinesterase, De-Ritis and
 * LDL/HDL and cholesterol/HDL quotients, non-HDL cholesterol, Lp(a), phosphate, magnesium,
 * fructosamine, urine albumin/creatinine ratio, TRAK, holo-transcobalamin, transferrin, soluble
 * transferrin receptor, lipase, urine bilirubin and urobilinogen, urine sediment microscopy) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-7-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, lab practice (MVZ), full blood count with machine differential: "+"/"-" in a
    // "Bew." column after the value, counts in /nl and /pl, a previous-value column after the
    // range, the differential as % and as absolute counts (both rows are results), ESR mixed in.
    id: 'h6-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispielstadt GmbH · Fachärzte für Laboratoriumsmedizin
Musterstraße 1 · 00000 Beispielstadt
Patient: Person, Test                 geb. 01.01.1967        Geschlecht: w
Auftrags-Nr.: 0000000000              Eingang: 14.01.2025 09:12      Ausgang: 14.01.2025 15:40
Einsender: Hausarztpraxis Beispiel

Untersuchung               Ergebnis   Bew.  Einheit      Referenzbereich     Vorwert (03.10.2024)
HÄMATOLOGIE
Großes Blutbild
Leukozyten                 12,4       +     /nl          3,9 - 10,2          8,1
Erythrozyten               3,71       -     /pl          4,10 - 5,10         4,02
Hämoglobin                 10,9       -     g/dl         12,3 - 15,3         11,8
Hämatokrit                 33,1       -     %            35,0 - 47,0         35,4
MCV                        89,2             fl           80,0 - 96,0         88,1
MCH                        29,4             pg           28,0 - 33,0         29,1
MCHC                       32,9             g/dl         31,5 - 36,0         33,3
RDW                        14,1             %            11,5 - 15,0         13,6
Thrombozyten               389        +     /nl          146 - 328           301
MPV                        10,8             fl           9,4 - 12,4          10,5
Differentialblutbild (maschinell)
Neutrophile                81,3       +     %            42,0 - 77,0         64,2
Lymphozyten                11,2       -     %            20,0 - 44,0         26,9
Monozyten                  5,9              %            2,0 - 9,5           6,1
Eosinophile                1,1              %            0,5 - 5,5           2,2
Basophile                  0,5              %            0,0 - 1,8           0,6
Neutrophile absolut        10,08      +     /nl          1,50 - 7,70         5,20
Lymphozyten absolut        1,39             /nl          1,10 - 4,50         2,18
BSG nach 1 Std.            42         +     mm           < 20
KLINISCHE CHEMIE
CRP                        38,6       +     mg/l         < 5,0               2,1

Bewertung: + oberhalb, - unterhalb des Referenzbereichs.
Befund technisch und medizinisch validiert.                           Seite 1 von 1`,
    expected: [
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.1, '%', 'low'),
      row('mcv', 89.2, 'fL'),
      row('mch', 29.4, 'pg'),
      row('mchc', 32.9, 'g/dL'),
      row('platelets', 389, '10^9/L', 'high'),
      row('neutrophils', 81.3, '%', 'high'),
      row('lymphocytes', 11.2, '%', 'low'),
      row('neutrophils', 10.08, '10^9/L', 'high'),
      row('lymphocytes', 1.39, '10^9/L'),
      row('crp', 38.6, 'mg/L', 'high'),
    ],
  },
  {
    // Germany, hospital central lab, emergency report: CRITICAL sodium 117 mmol/l; the flag
    // column (L, LL) comes BEFORE the value; calcium in mmol/l, the rest of the chemistry in
    // mg/dl; measured osmolality, CK, troponin in ng/l and lactate mixed in.
    id: 'h6-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt · Zentrallabor
Institut für Laboratoriumsmedizin
NOTFALLBEFUND                                                     Seite 1 von 1
Name: Person, Test     Geb.-Datum: 01.01.1941     Geschl.: w     Fall-Nr.: 0000000000
Station: ZNA     Abnahme: 22.02.2025 03:18     Eingang: 22.02.2025 03:31

Parameter                   Flag   Wert       Einheit          Referenz
Natrium                     LL     117        mmol/l           136 - 145
Kalium                      L      3,2        mmol/l           3,5 - 5,1
Chlorid                     L      84         mmol/l           98 - 107
Osmolalität (Serum)         L      248        mosmol/kg        275 - 295
Glucose                            96         mg/dl            74 - 106
Harnstoff                          22         mg/dl            17 - 43
Kreatinin                          0,71       mg/dl            0,51 - 0,95
eGFR (CKD-EPI)                     78         ml/min/1,73m²    > 60
Calcium                            2,21       mmol/l           2,15 - 2,50
Gesamteiweiß                L      6,4        g/dl             6,6 - 8,3
CK                                 145        U/l              < 170
Troponin T hs                      11         ng/l             < 14
Laktat                             1,4        mmol/l           0,5 - 2,2

Kritischer Wert (LL): Natrium telefonisch an diensthabenden Arzt der ZNA durchgegeben, 03:52 Uhr.
Osmolalität gemessen (Gefrierpunktserniedrigung).
Freigabe: Laborarzt Dr. Beispiel`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('glucose', 96, 'mg/dL'),
      row('urea', 22, 'mg/dL'),
      row('creatinine', 0.71, 'mg/dL'),
      row('egfr', 78, 'mL/min/1.73m²'),
      row('calcium', 2.21, 'mmol/L'),
      row('total_protein', 6.4, 'g/dL', 'low'),
    ],
  },
  {
    // Austria, private lab in Vienna, liver and lipids: "*" after an out-of-range value with no
    // direction (the range gives it), ranges as "bis 35" and "< 200", GOT/GPT/Gamma-GT names;
    // cholinesterase, the De-Ritis quotient, non-HDL cholesterol, LDL/HDL quotient and Lp(a)
    // mixed in.
    id: 'h6-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel · Medizinisch-diagnostisches Laboratorium
Beispielgasse 1 · 1000 Wien
Patient: Test Person            Geb.: 01.01.1959       Geschlecht: männlich
Zuweiser: Dr. Muster, Arzt für Allgemeinmedizin
Probeneingang: 05.03.2025       Befunddatum: 06.03.2025          Befund-Nr.: 000000

                              Ergebnis         Einheit       Normbereich
LEBER / GALLE
GOT (AST)                     48 *             U/l           bis 35
GPT (ALT)                     71 *             U/l           bis 35
De-Ritis-Quotient             0,68 *                         über 1,0
Gamma-GT                      164 *            U/l           bis 38
Alkalische Phosphatase        96               U/l           35 - 105
Bilirubin gesamt              0,9              mg/dl         bis 1,2
Cholinesterase                9,8              kU/l          5,3 - 12,9
FETTSTOFFWECHSEL
Gesamtcholesterin             262 *            mg/dl         < 200
HDL-Cholesterin               41               mg/dl         > 40
LDL-Cholesterin               175 *            mg/dl         < 130
Non-HDL-Cholesterin           221 *            mg/dl         < 160
Triglyceride                  228 *            mg/dl         < 150
LDL/HDL-Quotient              4,3 *                          < 3,0
Lipoprotein(a)                18               nmol/l        < 75
STOFFWECHSEL
Harnsäure                     7,8 *            mg/dl         bis 7,0

* außerhalb des Normbereichs
Befundkommentar: Erhöhte Transaminasen und Gamma-GT bei Hypertriglyzeridämie, z. B. bei
Steatosis hepatis. Kontrolle in 3 Monaten empfohlen.                   Seite 1/1`,
    expected: [
      row('ast', 48, 'U/L', 'high'),
      row('alt', 71, 'U/L', 'high'),
      row('ggt', 164, 'U/L', 'high'),
      row('alp', 96, 'U/L'),
      row('bilirubin', 0.9, 'mg/dL'),
      row('cholesterol', 262, 'mg/dL', 'high'),
      row('hdl', 41, 'mg/dL'),
      row('ldl', 175, 'mg/dL', 'high'),
      row('triglycerides', 228, 'mg/dL', 'high'),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
    ],
  },
  {
    // Switzerland, lab practice: decimal POINTS as Swiss labs write them and SI units throughout
    // (haemoglobin and proteins in g/l, platelets in G/l, creatinine and uric acid in µmol/l,
    // ferritin in µg/l, vitamin D in nmol/l, B12 in pmol/l); every result row of Hale's is a
    // whole number, only ranges, previous results and unknown tests carry decimals; arrows after
    // the value; phosphate and magnesium mixed in.
    id: 'h6-de-4',
    language: 'de',
    kind: 'text',
    text: `Laborpraxis Beispiel AG · Medizinische Analysen
Beispielweg 1 · 0000 Zürich
Patient: Person Test, 01.01.1952, männlich          Auftrag: 00000000
Auftraggeber: Praxis Dr. med. Beispiel              Entnahme: 08.04.2025 08:05
Validiert: 08.04.2025 16:22

Analyse                      Resultat     Einheit          Referenzwerte     Vorresultat 12.11.2024
Hämatologie
Hämoglobin                   128 ↓        g/l              134 - 170         141
Thrombozyten                 287          G/l              150 - 400         264
Klinische Chemie
Natrium                      139          mmol/l           135 - 145         140
Chlorid                      101          mmol/l           98 - 107          103
Kreatinin                    112 ↑        µmol/l           62 - 106          97
eGFR (CKD-EPI)               58 ↓         ml/min/1.73m2    > 60              68
Harnsäure                    468 ↑        µmol/l           202 - 416         431
Phosphat                     1.12         mmol/l           0.81 - 1.45       1.05
Magnesium                    0.84         mmol/l           0.66 - 1.07
Protein total                72           g/l              64 - 83
Albumin                      41           g/l              35 - 52
ASAT                         29           U/l              < 50              31
ALAT                         34           U/l              < 50              38
Gamma-GT                     61 ↑         U/l              < 60              55
Alkalische Phosphatase       88           U/l              40 - 129
CRP                          14 ↑         mg/l             < 5               < 5
Eisenstatus / Vitamine
Ferritin                     12 ↓         µg/l             30 - 400          25
Transferrinsättigung         9 ↓          %                20 - 45
Vitamin B12                  245          pmol/l           145 - 569
25-OH-Vitamin D              48 ↓         nmol/l           75 - 250

Kommentar: Eisenmangel bei leichter Anämie; Abklärung einer gastrointestinalen Blutungsquelle empfohlen.
Seite 1/1`,
    expected: [
      row('haemoglobin', 128, 'g/L', 'low'),
      row('platelets', 287, '10^9/L'),
      row('sodium', 139, 'mmol/L'),
      row('chloride', 101, 'mmol/L'),
      row('creatinine', 112, 'µmol/L', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 468, 'µmol/L', 'high'),
      row('total_protein', 72, 'g/L'),
      row('albumin', 41, 'g/L'),
      row('ast', 29, 'U/L'),
      row('alt', 34, 'U/L'),
      row('ggt', 61, 'U/L', 'high'),
      row('alp', 88, 'U/L'),
      row('crp', 14, 'mg/L', 'high'),
      row('ferritin', 12, 'µg/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 245, 'pmol/L'),
      row('vitamin_d', 48, 'nmol/L', 'low'),
    ],
  },
  {
    // East Germany (Saxony), lab for a diabetes practice, all in mmol/l and µmol/l: CRITICAL
    // glucose 2.6 mmol/l marked "--"; "+"/"-"/"--" after the value with a legend; HbA1c only in
    // % (the IFCC value is only mentioned); fructosamine and the urine albumin/creatinine quotient
    // mixed in.
    id: 'h6-de-5',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Versorgungszentrum Labordiagnostik Beispiel
00000 Musterstadt (Sachsen)
Befundbericht                                                      Blatt 1 / 1
Patient: Person, Test      geb.: 01.01.1948      Geschlecht: m      Labornummer: 0000000
Einsender: Diabetologische Schwerpunktpraxis Beispiel
Material: Serum, NaF-Plasma, EDTA-Blut, Spontanurin        Entnahme: 17.06.2025 10:40

Untersuchung                          Ergebnis          Einheit             Referenzbereich
Glukose (NaF-Plasma)                  2,6    --         mmol/l              3,9 - 5,6
HbA1c (NGSP/DCCT)                     8,1    +          %                   4,0 - 6,0
Fructosamin                           356    +          µmol/l              205 - 285
Kreatinin                             98                µmol/l              62 - 106
eGFR (CKD-EPI)                        66     -          ml/min/1,73 m²      > 90
Harnstoff                             7,9               mmol/l              2,8 - 8,1
Harnsäure                             389               µmol/l              202 - 416
Kalium                                4,4               mmol/l              3,5 - 5,1
Cholesterin                           4,9               mmol/l              < 5,2
LDL-Cholesterin                       3,1    +          mmol/l              < 2,6
HDL-Cholesterin                       1,02              mmol/l              > 1,00
Triglyceride                          1,9    +          mmol/l              < 1,7
Albumin/Kreatinin-Quotient (Urin)     41     +          mg/g Krea           < 30

Legende: + erhöht, - erniedrigt, -- kritisch erniedrigt
-- Hypoglykämie: Einsender am 17.06.2025 um 11:25 telefonisch informiert.
HbA1c IFCC-standardisiert gemessen; Angabe in mmol/mol auf Anfrage.`,
    expected: [
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('hba1c', 8.1, '%', 'high'),
      row('creatinine', 98, 'µmol/L'),
      row('egfr', 66, 'mL/min/1.73m²', 'low'),
      row('urea', 7.9, 'mmol/L'),
      row('uric_acid', 389, 'µmol/L'),
      row('potassium', 4.4, 'mmol/L'),
      row('cholesterol', 4.9, 'mmol/L'),
      row('ldl', 3.1, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L'),
      row('triglycerides', 1.9, 'mmol/L', 'high'),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
