/**
 * Lab report corpus, DEVELOPMENT half, German (German, Austrian and Swiss reports): the cases the
 * extractor may be tuned against. Written for Hale; synthetic reports, no real people, labs or
 * phone numbers. Rows for tests Hale does not know (Monozyten, Osmolalität, Urobilinogen,
 * Urin-Bilirubin, Cholinesterase) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'development-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor am Beispielplatz · Tel. 0000 55 66 77
Patient: Test Person, geb. 01.01.1958
Material: EDTA-Blut     Abnahme: 06.03.2026 07:30
Großes Blutbild
Test            Ergebnis          Einheit      Referenz
Hb              16,9              g/dl         13,5 - 17,5
HKT             51,2     H        %            40 - 50
Ery             5,81     H        10^6/µl      4,3 - 5,7
MCV             88,1              fl           80 - 96
MCH             29,1              pg           28 - 33
MCHC            33,0              g/dl         32 - 36
Leuko           7,4               10^3/µl      4,0 - 10,0
Neutrophile     62,1              %            40 - 75
Lymphozyten     28,4              %            20 - 44
Monozyten       6,9               %            2 - 10
Thrombo         256               10^3/µl      150 - 400
Befund vidiert von Dr. med. Beispiel am 06.03.2026 11:05`,
    expected: [
      row('haemoglobin', 16.9, 'g/dL'),
      row('haematocrit', 51.2, '%', 'high'),
      row('red_cells', 5.81, '10^12/L', 'high'),
      row('mcv', 88.1, 'fL'),
      row('mch', 29.1, 'pg'),
      row('mchc', 33, 'g/dL'),
      row('white_cells', 7.4, '10^9/L'),
      row('neutrophils', 62.1, '%'),
      row('lymphocytes', 28.4, '%'),
      row('platelets', 256, '10^9/L'),
    ],
  },
  {
    id: 'development-de-2',
    language: 'de',
    kind: 'text',
    text: `Krankenhaus Beispielstadt, Institut für Labormedizin
Patient: Test Person      Station 7      Eingang: 23.01.2026 10:14
Klinische Chemie
Natrium             118    --    mmol/l       135 - 145
Kalium              3,7          mmol/l       3,4 - 4,5
Chlorid             86     -     mmol/l       98 - 106
Bikarbonat          24           mmol/l       21 - 26
Glucose             112    +     mg/dl        70 - 100
Harnstoff           18           mg/dl        10 - 50
Kreatinin           0,64         mg/dl        0,50 - 0,90
Gesamteiweiß        6,5          g/dl         6,4 - 8,3
Albumin             3,8          g/dl         3,5 - 5,2
Osmolalität         251    -     mosmol/kg    280 - 300
CRP                 0,3          mg/dl        < 0,5
Kritischer Wert Natrium an Dr. Beispiel (Station 7) übermittelt, 10:52 Uhr.
Seite 1 von 1`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.7, 'mmol/L'),
      row('chloride', 86, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 18, 'mg/dL'),
      row('creatinine', 0.64, 'mg/dL'),
      row('total_protein', 6.5, 'g/dL'),
      row('albumin', 3.8, 'g/dL'),
      row('crp', 0.3, 'mg/dL'),
    ],
  },
  {
    id: 'development-de-3',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Beispiel
Patientin: Test Person     Abnahmedatum: 14.04.2026
Schilddrüse
TSH basal                  0,38        mU/l        0,40 - 4,00
freies T4 (fT4)            21,9        pmol/l      10,0 - 23,0
freies T3 (fT3)            6,1         pmol/l      3,5 - 6,5
Fettstoffwechsel
Cholesterin                188         mg/dl       bis 200
HDL-Cholesterin            38          mg/dl       ab 40
LDL-Cholesterin            121         mg/dl       bis 130
Triglyceride               145         mg/dl       bis 150
Vitamine
Vitamin B12                168         pmol/l      > 145
Folsäure                   18,4        nmol/l      7,0 - 46,4
25-OH-Vitamin D3           78          nmol/l      75 - 250
Diabetes
HbA1c                      5,7         %           4,0 - 6,0
Beurteilung: latente Hyperthyreose möglich, Kontrolle in 6 Wochen empfohlen.`,
    expected: [
      row('tsh', 0.38, 'mU/L', 'low'),
      row('free_t4', 21.9, 'pmol/L'),
      row('free_t3', 6.1, 'pmol/L'),
      row('cholesterol', 188, 'mg/dL'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 121, 'mg/dL'),
      row('triglycerides', 145, 'mg/dL'),
      row('vitamin_b12', 168, 'pmol/L'),
      row('folate', 18.4, 'nmol/L'),
      row('vitamin_d', 78, 'nmol/L'),
      row('hba1c', 5.7, '%'),
    ],
  },
  {
    id: 'development-de-4',
    language: 'de',
    kind: 'text',
    text: `Hausarztpraxis Beispiel - Laborbefund (Praxislabor und Labor Beispiel GmbH)
Patient: Test Person     Datum: 02.02.2026
Urin-Teststreifen
Spezifisches Gewicht       1,005
pH                         7,5
Leukozyten                 negativ
Nitrit                     negativ
Eiweiß                     +
Glukose                    ++++
Ketone                     ++
Blut                       negativ
Urobilinogen               normal
Bilirubin                  negativ
Serum
Glucose                    342     +    mg/dl     70 - 100
Kalium                     5,2          mmol/l    3,5 - 5,1
HbA1c                      11,2    +    %         4,0 - 6,0
Bitte um Rückruf in der Praxis.`,
    expected: [
      row('urine_specific_gravity', 1.005, ''),
      row('urine_ph', 7.5, ''),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('glucose', 342, 'mg/dL', 'high'),
      row('potassium', 5.2, 'mmol/L', 'high'),
      row('hba1c', 11.2, '%', 'high'),
    ],
  },
  {
    id: 'development-de-5',
    language: 'de',
    kind: 'csv',
    text: `Datum;Analyse;Wert;Einheit;Normbereich;Status
12.01.2026;Hämoglobin;64;g/l;120 - 160;tief
12.01.2026;Hämatokrit;21;%;36 - 48;tief
12.01.2026;Erythrozyten;2,41;T/l;4,00 - 5,20;tief
12.01.2026;MCV;87;fl;80 - 98;
12.01.2026;Leukozyten;8,9;G/l;3,5 - 10,0;
12.01.2026;Thrombozyten;211;G/l;150 - 450;
12.01.2026;Ferritin;356;µg/l;30 - 300;hoch
12.01.2026;Eisen;4,8;µmol/l;6,6 - 26,0;tief
12.01.2026;Transferrinsättigung;9;%;16 - 45;tief
12.01.2026;CRP;64;mg/l;< 5;hoch`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('haematocrit', 21, '%', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('mcv', 87, 'fL'),
      row('white_cells', 8.9, '10^9/L'),
      row('platelets', 211, '10^9/L'),
      row('ferritin', 356, 'µg/L', 'high'),
      row('iron', 4.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('crp', 64, 'mg/L', 'high'),
    ],
  },
  {
    id: 'development-de-6',
    language: 'de',
    kind: 'csv',
    text: `Parameter;Ergebnis;Einheit;unterer Grenzwert;oberer Grenzwert;Bewertung
GOT (AST);112;U/l;;35;hoch
GPT (ALT);148;U/l;;35;hoch
Gamma-GT;402;U/l;;40;hoch
AP;156;U/l;35;105;hoch
Bilirubin gesamt;2,9;mg/dl;;1,2;hoch
Albumin;3,2;g/dl;3,5;5,2;niedrig
Cholinesterase;3,8;kU/l;5,3;12,9;niedrig
Kreatinin;0,71;mg/dl;0,50;0,90;
eGFR (CKD-EPI);99;ml/min/1,73m²;60;;
Harnsäure;4,1;mg/dl;2,4;5,7;`,
    expected: [
      row('ast', 112, 'U/L', 'high'),
      row('alt', 148, 'U/L', 'high'),
      row('ggt', 402, 'U/L', 'high'),
      row('alp', 156, 'U/L', 'high'),
      row('bilirubin', 2.9, 'mg/dL', 'high'),
      row('albumin', 3.2, 'g/dL', 'low'),
      row('creatinine', 0.71, 'mg/dL'),
      row('egfr', 99, 'mL/min/1.73m²'),
      row('uric_acid', 4.1, 'mg/dL'),
    ],
  },
]

export default cases
