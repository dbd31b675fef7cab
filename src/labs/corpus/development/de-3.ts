/**
 * Lab report corpus, DEVELOPMENT half (third file), German (reports as Austrian, Swiss, South
 * Tyrolean and German labs print and export them): the second held-out half. Written for Hale
 * without reading the extractor and run once to measure it; it has been run, so it now belongs to
 * the development half that the extractor may be tuned against. Synthetic reports, no real people,
 * labs or phone numbers. Rows for tests Hale does not know (löslicher Transferrinrezeptor,
 * Lipoprotein (a), Monozyten, Procalcitonin, Lipase, the pH of a blood gas) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'h2-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor Exemplar Wien - Medizinisch-diagnostisches Laboratorium
Patient: Test Person       SVNR: 0000 010160       Geschlecht: m
Einsender: Dr. Beispiel, Allgemeinmedizin     Abnahme: 03.02.2026 07:40
Nüchtern: ja
Befund                       Ergebnis         Einheit          Referenzbereich
Elektrolyte und Nierenwerte
Natrium                      133      L       mmol/l           136 - 145
Kalium                       6,7      HH      mmol/l           3,5 - 5,1
Chlorid                      101              mmol/l           98 - 107
Harnstoff                    96       H       mg/dl            17 - 49
Kreatinin                    3,42     H       mg/dl            0,67 - 1,17
eGFR (CKD-EPI)               18       L       ml/min/1,73m²    > 60
Harnsäure                    9,1      H       mg/dl            3,4 - 7,0
Kohlenhydratstoffwechsel
Glucose                      48       LL      mg/dl            70 - 100
HbA1c                        7,4      H       %                4,0 - 6,0
Blutbild
Leukozyten                   8,9              G/l              4,0 - 10,0
Erythrozyten                 3,71     L       T/l              4,30 - 5,80
Hämoglobin                   10,9     L       g/dl             13,5 - 17,5
Hämatokrit                   32,8     L       %                40,0 - 52,0
Thrombozyten                 221              G/l              150 - 350
Kritische Werte (Kalium, Glucose) telefonisch an die Praxis übermittelt: 03.02.2026, 09:15 Uhr.
Tel. +43 1 000 00 00     Seite 1 von 1`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L'),
      row('urea', 96, 'mg/dL', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('egfr', 18, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.1, 'mg/dL', 'high'),
      row('glucose', 48, 'mg/dL', 'low'),
      row('hba1c', 7.4, '%', 'high'),
      row('white_cells', 8.9, '10^9/L'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 32.8, '%', 'low'),
      row('platelets', 221, '10^9/L'),
    ],
  },
  {
    id: 'h2-de-2',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Beispiel AG - Zürich
Patientin: Test Person     Geb.-Datum: 01.01.1985     Auftrag: 26-031-0882
Entnahme: 10.03.2026 08:05     Befundstatus: Endbefund
Analyse                        Resultat        Einheit      Referenzwerte
Hämatologie
Hämoglobin                     104     ↓       g/l          120 - 160
Erythrozyten                   4,12            T/l          3,90 - 5,20
MCV                            76      ↓       fl           80 - 98
MCH                            25,2    ↓       pg           27 - 33
MCHC                           331             g/l          320 - 360
Leukozyten                     5,9             G/l          3,5 - 10,0
Thrombozyten                   388             G/l          150 - 450
Eisenstatus
Eisen                          5,4     ↓       µmol/l       9,0 - 30,4
Ferritin                       7       ↓       µg/l         15 - 150
Transferrinsättigung           6       ↓       %            16 - 45
Löslicher Transferrinrezeptor  5,8     ↑       mg/l         0,8 - 1,8
Vitamine
Vitamin B12                    224             pmol/l       145 - 569
Folsäure                       13,1            nmol/l       7,0 - 46,4
25-OH-Vitamin D                38      ↓       nmol/l       50 - 150
Schilddrüse
TSH                            1,76            mU/l         0,27 - 4,20
fT4                            15,1            pmol/l       12,0 - 22,0
Entzündung
CRP                            1,8             mg/l         < 5,0
Validiert: 10.03.2026 14:22, Labor Beispiel AG, Tel. 044 000 00 00`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('red_cells', 4.12, '10^12/L'),
      row('mcv', 76, 'fL', 'low'),
      row('mch', 25.2, 'pg', 'low'),
      row('mchc', 331, 'g/L'),
      row('white_cells', 5.9, '10^9/L'),
      row('platelets', 388, '10^9/L'),
      row('iron', 5.4, 'µmol/L', 'low'),
      row('ferritin', 7, 'µg/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('vitamin_b12', 224, 'pmol/L'),
      row('folate', 13.1, 'nmol/L'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('tsh', 1.76, 'mU/L'),
      row('free_t4', 15.1, 'pmol/L'),
      row('crp', 1.8, 'mg/L'),
    ],
  },
  {
    id: 'h2-de-3',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftslabor Beispiel Leipzig
Patient: Test Person, geb. 01.01.1970
Probeneingang: 21.01.2026 ........ Befundausgang: 21.01.2026
Nüchtern: nein
Leberwerte
GOT (ASAT) ....................... 48 + U/l (< 35)
GPT (ALAT) ....................... 67 + U/l (< 35)
Gamma-GT ......................... 143 + U/l (< 40)
AP (Alkalische Phosphatase) ...... 92 U/l (35 - 105)
Bilirubin, gesamt ................ 0,8 mg/dl (< 1,2)
Fettstoffwechsel
Cholesterin ...................... 262 + mg/dl (< 200)
HDL-Cholesterin .................. 38 - mg/dl (> 45)
LDL-Cholesterin .................. 178 + mg/dl (< 116)
Triglyceride ..................... 231 + mg/dl (< 150)
Lipoprotein (a) .................. 12 mg/dl (< 30)
Entzündung und Schilddrüse
CRP .............................. 0,3 mg/dl (< 0,5)
TSH .............................. 4,8 + mU/l (0,27 - 4,2)
Triglyceride nicht nüchtern nur eingeschränkt beurteilbar.
Rückfragen: 0341 000000-0`,
    expected: [
      row('ast', 48, 'U/L', 'high'),
      row('alt', 67, 'U/L', 'high'),
      row('ggt', 143, 'U/L', 'high'),
      row('alp', 92, 'U/L'),
      row('bilirubin', 0.8, 'mg/dL'),
      row('cholesterol', 262, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 178, 'mg/dL', 'high'),
      row('triglycerides', 231, 'mg/dL', 'high'),
      row('crp', 0.3, 'mg/dL'),
      row('tsh', 4.8, 'mU/L', 'high'),
    ],
  },
  {
    id: 'h2-de-4',
    language: 'de',
    kind: 'text',
    text: `Sanitätsbetrieb Beispiel - Labor für klinische Biochemie, Bozen
Patient: Test Person      Steuernummer: XXXXXX00X00X000X
Entnahmedatum: 27.02.2026 08:40      Seite 1 von 2
Urin
Harnstreifen
Spezifisches Gewicht         1,012                          1,005 - 1,030
pH-Wert                      5,5                            5,0 - 8,0
Eiweiß                       +++                            neg.
Glukose                      neg.                           neg.
Ketone                       neg.                           neg.
Blut                         ++                             neg.
Leukozyten                   neg.                           neg.
Nitrit                       neg.                           neg.
Klinische Chemie
Albumin                      2,4      L     g/dl            3,5 - 5,2
Gesamteiweiß                 4,9      L     g/dl            6,6 - 8,7
Cholesterin gesamt           318      H     mg/dl           < 200
Triglyceride                 274      H     mg/dl           < 150
Kreatinin                    1,02     H     mg/dl           0,50 - 0,90
eGFR (CKD-EPI)               62             ml/min/1,73m²   > 60
Kalzium                      2,02     L     mmol/l          2,15 - 2,50`,
    expected: [
      row('urine_specific_gravity', 1.012, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 3, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('albumin', 2.4, 'g/dL', 'low'),
      row('total_protein', 4.9, 'g/dL', 'low'),
      row('cholesterol', 318, 'mg/dL', 'high'),
      row('triglycerides', 274, 'mg/dL', 'high'),
      row('creatinine', 1.02, 'mg/dL', 'high'),
      row('egfr', 62, 'mL/min/1.73m²'),
      row('calcium', 2.02, 'mmol/L', 'low'),
    ],
  },
  {
    id: 'h2-de-5',
    language: 'de',
    kind: 'text',
    text: `Praxis für Laboratoriumsmedizin Beispiel, Hamburg
Patient: Test Person     Geb.: 01.01.1990     Eingang: 05.01.2026
Untersuchung                 Ergebnis       Referenzbereich / Einheit
Blutbild mit Differenzialblutbild
Leukozyten                   2,1    L       3,9 - 10,5 /nl
Erythrozyten                 4,48           4,10 - 5,60 /pl
Hämoglobin                   13,8           12,5 - 17,2 g/dl
Hämatokrit                   40,3           37,0 - 49,0 %
MCV                          90,0           80 - 99 fl
MCH                          30,8           27,0 - 33,5 pg
MCHC                         34,2           31,5 - 36,0 g/dl
Thrombozyten                 96     L       146 - 328 /nl
Neutrophile                  0,8    L       1,5 - 7,7 /nl
Lymphozyten                  1,0    L       1,1 - 4,5 /nl
Monozyten                    0,2            0,1 - 0,9 /nl
Messmethode: Durchflusszytometrie, Analysator XN-1000
Vitamine
Vitamin B12                  142    L       197 - 771 pg/ml
Folsäure                     2,9    L       3,9 - 26,8 ng/ml
Befund telefonisch vorab mitgeteilt. Kontrolle in 1 Woche empfohlen.`,
    expected: [
      row('white_cells', 2.1, '10^9/L', 'low'),
      row('red_cells', 4.48, '10^12/L'),
      row('haemoglobin', 13.8, 'g/dL'),
      row('haematocrit', 40.3, '%'),
      row('mcv', 90, 'fL'),
      row('mch', 30.8, 'pg'),
      row('mchc', 34.2, 'g/dL'),
      row('platelets', 96, '10^9/L', 'low'),
      row('neutrophils', 0.8, '10^9/L', 'low'),
      row('lymphocytes', 1, '10^9/L', 'low'),
      row('vitamin_b12', 142, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
    ],
  },
  {
    id: 'h2-de-6',
    language: 'de',
    kind: 'text',
    text: `LKH Beispiel Graz - Zentrallaboratorium
Patient: Test Person     Station: Notaufnahme     Aufnahmezahl: 26/000000
Abnahme: 14.02.2026 23:48     Freigabe: 15.02.2026 00:21
Parameter                    Ergebnis         Einheit       Referenzbereich
Blutgase (venös)
pH                           7,21     *L                    7,32 - 7,43
Standardbikarbonat           14,2     *L      mmol/l        21,0 - 26,0
Klinische Chemie
Glukose                      512      *H      mg/dl         70 - 140
Natrium                      129      *L      mmol/l        135 - 145
Kalium                       5,8      *H      mmol/l        3,5 - 5,1
Chlorid                      96       *L      mmol/l        98 - 108
Harnstoff                    58       *H      mg/dl         10 - 50
Kreatinin                    1,61     *H      mg/dl         0,70 - 1,20
Calcium                      2,31             mmol/l        2,20 - 2,65
Lipase                       41               U/l           < 60
CRP                          1,9      *H      mg/dl         < 0,5
HbA1c                        11,8     *H      %             4,0 - 6,0
Blutbild
Leukozyten                   18,4     *H      G/l           4,4 - 11,3
Thrombozyten                 341              G/l           140 - 440
Befund an Notaufnahme (Dw. 2210) telefonisch übermittelt.`,
    expected: [
      row('bicarbonate', 14.2, 'mmol/L', 'low'),
      row('glucose', 512, 'mg/dL', 'high'),
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 5.8, 'mmol/L', 'high'),
      row('chloride', 96, 'mmol/L', 'low'),
      row('urea', 58, 'mg/dL', 'high'),
      row('creatinine', 1.61, 'mg/dL', 'high'),
      row('calcium', 2.31, 'mmol/L'),
      row('crp', 1.9, 'mg/dL', 'high'),
      row('hba1c', 11.8, '%', 'high'),
      row('white_cells', 18.4, '10^9/L', 'high'),
      row('platelets', 341, '10^9/L'),
    ],
  },
  {
    id: 'h2-de-7',
    language: 'de',
    kind: 'csv',
    text: `Datum;Untersuchung;Ergebnis;Einheit;Normbereich;Bewertung
12.03.2026;Cholesterin;214;mg/dl;< 200;erhöht
12.03.2026;HDL-Cholesterin;71;mg/dl;> 40;
12.03.2026;LDL-Cholesterin;124;mg/dl;< 130;
12.03.2026;Triglyceride;96;mg/dl;< 150;
12.03.2026;Glucose nüchtern;102;mg/dl;70 - 100;erhöht
12.03.2026;HbA1c;5,8;%;4,0 - 6,0;
12.03.2026;TSH;0,09;µU/ml;0,27 - 4,20;erniedrigt
12.03.2026;freies T4;28,4;pmol/l;12,0 - 22,0;erhöht
12.03.2026;freies T3;7,9;pmol/l;3,1 - 6,8;erhöht
12.03.2026;CRP;0,8;mg/dl;< 0,5;erhöht
12.03.2026;25-OH-Vitamin D;24;ng/ml;30 - 100;erniedrigt`,
    expected: [
      row('cholesterol', 214, 'mg/dL', 'high'),
      row('hdl', 71, 'mg/dL'),
      row('ldl', 124, 'mg/dL'),
      row('triglycerides', 96, 'mg/dL'),
      row('glucose', 102, 'mg/dL', 'high'),
      row('hba1c', 5.8, '%'),
      row('tsh', 0.09, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 7.9, 'pmol/L', 'high'),
      row('crp', 0.8, 'mg/dL', 'high'),
      row('vitamin_d', 24, 'ng/mL', 'low'),
    ],
  },
  {
    id: 'h2-de-8',
    language: 'de',
    kind: 'csv',
    text: `Auftrag;Analyse;Resultat;Einheit;Referenzbereich;Markierung
26-041-2271;Natrium;117;mmol/l;135 - 145;LL
26-041-2271;Kalium;3,6;mmol/l;3,5 - 5,0;
26-041-2271;Chlorid;82;mmol/l;98 - 107;L
26-041-2271;Harnstoff;2,1;mmol/l;2,8 - 8,1;L
26-041-2271;Kreatinin;58;µmol/l;44 - 80;
26-041-2271;Glukose;5,2;mmol/l;3,9 - 6,1;
26-041-2271;Albumin;38;g/l;35 - 52;
26-041-2271;ALAT;22;U/l;< 35;
26-041-2271;ASAT;26;U/l;< 35;
26-041-2271;Bilirubin total;14;µmol/l;< 21;
26-041-2271;Alkalische Phosphatase;64;U/l;35 - 105;
26-041-2271;Gamma-GT;31;U/l;< 40;`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.6, 'mmol/L'),
      row('chloride', 82, 'mmol/L', 'low'),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 58, 'µmol/L'),
      row('glucose', 5.2, 'mmol/L'),
      row('albumin', 38, 'g/L'),
      row('alt', 22, 'U/L'),
      row('ast', 26, 'U/L'),
      row('bilirubin', 14, 'µmol/L'),
      row('alp', 64, 'U/L'),
      row('ggt', 31, 'U/L'),
    ],
  },
  {
    id: 'h2-de-9',
    language: 'de',
    kind: 'csv',
    text: `Parameter;Wert;Einheit;Referenz;Flag
Ferritin;412;ng/ml;30 - 400;H
Eisen;11,2;µmol/l;11,6 - 31,3;L
Transferrinsättigung;18;%;16 - 45;
CRP;86,4;mg/l;< 5,0;H
Procalcitonin;0,8;ng/ml;< 0,5;H
Leukozyten;16,2;/nl;3,9 - 10,2;H
Neutrophile;13,9;/nl;1,5 - 7,7;H
Lymphozyten;1,3;/nl;1,1 - 4,5;
Thrombozyten;452;/nl;150 - 370;H
Harnstoff;58;mg/dl;17 - 43;H
Kreatinin;1,48;mg/dl;0,70 - 1,20;H
eGFR;47;ml/min/1,73m²;> 60;L`,
    expected: [
      row('ferritin', 412, 'ng/mL', 'high'),
      row('iron', 11.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 18, '%'),
      row('crp', 86.4, 'mg/L', 'high'),
      row('white_cells', 16.2, '10^9/L', 'high'),
      row('neutrophils', 13.9, '10^9/L', 'high'),
      row('lymphocytes', 1.3, '10^9/L'),
      row('platelets', 452, '10^9/L', 'high'),
      row('urea', 58, 'mg/dL', 'high'),
      row('creatinine', 1.48, 'mg/dL', 'high'),
      row('egfr', 47, 'mL/min/1.73m²', 'low'),
    ],
  },
]

export default cases
