/**
 * Lab report corpus, DEVELOPMENT half (second file), German (reports as German, Austrian and Swiss
 * labs print and export them): the first held-out half. Written for Hale before the extractor was
 * seen and run to measure it; it has been run, so it now belongs to the development half that the
 * extractor may be tuned against. Synthetic reports, no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'held-out-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Exempelstadt GmbH
Laborärztliche Gemeinschaftspraxis · Musterweg 1 · 12345 Musterstadt · Tel. 0000 123456-0
Patient: Test Person            geb. 01.01.1965
Auftragsnummer: 2603140087      Eingang: 14.03.2026 08:55      Befund: 14.03.2026 14:02
Endbefund
Untersuchung            Ergebnis        Einheit          Referenzbereich
Kleines Blutbild
Leukozyten              9,8             /nl              3,9 - 10,2
Erythrozyten            4,21            /pl              4,30 - 5,75
Hämoglobin              13,2            g/dl             13,5 - 17,0
Hämatokrit              39,1            %                39,5 - 50,5
MCV                     92,9            fl               80 - 99
MCH                     31,4            pg               27,0 - 33,5
MCHC                    33,8            g/dl             31,5 - 36,0
Thrombozyten            182             /nl              150 - 370
Klinische Chemie
Natrium                 141             mmol/l           136 – 145
Kalium                  5,9      +      mmol/l           3,5 – 5,1
Kreatinin               1,31     +      mg/dl            0,70 – 1,20
eGFR (CKD-EPI)          58       -      ml/min/1,73m²    >60
Harnstoff               48       +      mg/dl            17 - 43
Harnsäure               6,9             mg/dl            3,4 - 7,0
Methode Kreatinin: enzymatisch, IDMS-rückführbar.
Befund vidiert von Dr. med. Beispiel, Facharzt für Laboratoriumsmedizin
Seite 1 von 1`,
    expected: [
      row('white_cells', 9.8, '10^9/L'),
      row('red_cells', 4.21, '10^12/L', 'low'),
      row('haemoglobin', 13.2, 'g/dL', 'low'),
      row('haematocrit', 39.1, '%', 'low'),
      row('mcv', 92.9, 'fL'),
      row('mch', 31.4, 'pg'),
      row('mchc', 33.8, 'g/dL'),
      row('platelets', 182, '10^9/L'),
      row('sodium', 141, 'mmol/L'),
      row('potassium', 5.9, 'mmol/L', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('urea', 48, 'mg/dL', 'high'),
      row('uric_acid', 6.9, 'mg/dL'),
    ],
  },
  {
    id: 'held-out-de-2',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel & Kollegen
Patient: Test Person     Geschlecht: w     Alter: 47 J.
Probenentnahme: 09.02.2026     Befunddatum: 10.02.2026
Parameter                  Wert      Einheit     Norm          Bewertung
GOT (ASAT)                 31        U/l         bis 35
GPT (ALAT)                 44        U/l         bis 35        hoch
γ-GT                       71        U/l         bis 40        hoch
Alkalische Phosphatase     104       U/l         35 - 105
Bilirubin gesamt           1,4       mg/dl       bis 1,2       hoch
Cholesterin gesamt         236       mg/dl       bis 200       hoch
HDL-Cholesterin            61        mg/dl       > 45
LDL-Cholesterin            152       mg/dl       bis 160
Triglyzeride               117       mg/dl       bis 150
Zielwerte LDL-Cholesterin nach ESC/EAS 2019: bei sehr hohem Risiko < 55 mg/dl.
HbA1c                      5,9       %           4,0 - 6,0
TSH basal                  2,31      mU/l        0,27 - 4,20
fT4                        16,2      pmol/l      12,0 - 22,0
fT3                        4,8       pmol/l      3,1 - 6,8
Telefonische Rückfragen: 0000 987654`,
    expected: [
      row('ast', 31, 'U/L'),
      row('alt', 44, 'U/L', 'high'),
      row('ggt', 71, 'U/L', 'high'),
      row('alp', 104, 'U/L'),
      row('bilirubin', 1.4, 'mg/dL', 'high'),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 61, 'mg/dL'),
      row('ldl', 152, 'mg/dL'),
      row('triglycerides', 117, 'mg/dL'),
      row('hba1c', 5.9, '%'),
      row('tsh', 2.31, 'mU/L'),
      row('free_t4', 16.2, 'pmol/L'),
      row('free_t3', 4.8, 'pmol/L'),
    ],
  },
  {
    id: 'held-out-de-3',
    language: 'de',
    kind: 'text',
    text: `Laborgemeinschaft Nordwest (Beispiel)
Patient: Test Person
Datum: 21.01.2026
Blutbild
Hämoglobin              7,1     ↓    mmol/l     7,4 - 9,9
Leukozyten              5,6          /nl        3,9 - 10,2
Thrombozyten            401     ↑    /nl        150 - 370
Eisenstoffwechsel
Eisen                   6,1     ↓    µmol/l     6,6 - 26,0
Ferritin                9       ↓    ng/ml      13 - 150
Transferrinsättigung    8       ↓    %          16 - 45
Vitamine
Vitamin B12             298          pg/ml      197 - 771
Folsäure                3,2     ↓    ng/ml      3,9 - 26,8
25-OH-Vitamin D         21,4         ng/ml      30 - 100
Entzündung
CRP                     1,2          mg/l       < 5,0
Dieser Befund wurde elektronisch erstellt und ist ohne Unterschrift gültig.
Seite 1 von 1`,
    expected: [
      row('haemoglobin', 7.1, 'mmol/L', 'low'),
      row('white_cells', 5.6, '10^9/L'),
      row('platelets', 401, '10^9/L', 'high'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('vitamin_b12', 298, 'pg/mL'),
      row('folate', 3.2, 'ng/mL', 'low'),
      row('vitamin_d', 21.4, 'ng/mL', 'low'),
      row('crp', 1.2, 'mg/L'),
    ],
  },
  {
    id: 'held-out-de-4',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt - Zentrallabor
Patient: Test Person, Station 4B
Eingang 17.02.2026 03:12     Validiert 17.02.2026 03:40
Notfallprofil
Glucose                 45      niedrig    mg/dl      74 - 106
Natrium                 133     niedrig    mmol/l     136 - 145
Kalium                  4,2                mmol/l     3,5 - 5,1
Chlorid                 97      niedrig    mmol/l     98 - 107
Calcium                 2,28               mmol/l     2,20 - 2,65
Gesamteiweiß            6,9                g/dl       6,6 - 8,7
Albumin                 4,1                g/dl       3,5 - 5,2
Harnstoff               28                 mg/dl      17 - 43
Kreatinin               0,88               mg/dl      0,50 - 0,90
Kritischer Wert Glucose telefonisch an Station 4B durchgegeben, 03:31 Uhr.
Urinstatus (Teststreifen)
spez. Gewicht           1,020                         1,015 - 1,025
pH                      6,0                           5,0 - 7,5
Leukozyten              ++
Nitrit                  positiv
Protein                 negativ
Glucose                 negativ
Ketonkörper             +
Blut                    Spuren
Seite 1 von 1`,
    expected: [
      row('glucose', 45, 'mg/dL', 'low'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 4.2, 'mmol/L'),
      row('chloride', 97, 'mmol/L', 'low'),
      row('calcium', 2.28, 'mmol/L'),
      row('total_protein', 6.9, 'g/dL'),
      row('albumin', 4.1, 'g/dL'),
      row('urea', 28, 'mg/dL'),
      row('creatinine', 0.88, 'mg/dL'),
      row('urine_specific_gravity', 1.02, ''),
      row('urine_ph', 6, ''),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
  {
    id: 'held-out-de-5',
    language: 'de',
    kind: 'csv',
    text: `Datum;Parameter;Ergebnis;Einheit;Referenz;Kennzeichen
03.03.2026;Leukozyten;14,2;10^3/µl;3,9 - 10,2;H
03.03.2026;Neutrophile absolut;11,3;10^3/µl;1,5 - 7,7;H
03.03.2026;Lymphozyten absolut;1,6;10^3/µl;1,1 - 4,5;
03.03.2026;CRP;148;mg/l;< 5;H
03.03.2026;Natrium;131;mmol/l;136 - 145;L
03.03.2026;Kalium;3,4;mmol/l;3,5 - 5,1;L
03.03.2026;Kreatinin;98;µmol/l;59 - 104;
03.03.2026;eGFR (CKD-EPI);71;ml/min/1,73m²;> 60;
03.03.2026;Bilirubin gesamt;17;µmol/l;< 21;`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('neutrophils', 11.3, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L'),
      row('crp', 148, 'mg/L', 'high'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('creatinine', 98, 'µmol/L'),
      row('egfr', 71, 'mL/min/1.73m²'),
      row('bilirubin', 17, 'µmol/L'),
    ],
  },
  {
    id: 'held-out-de-6',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Ref. unten;Ref. oben;Flag
Glucose nüchtern;6,4;mmol/l;3,9;5,6;H
HbA1c;6,6;%;4,0;5,6;H
Cholesterin total;6,1;mmol/l;;5,0;H
HDL-Cholesterin;1,32;mmol/l;1,0;;
LDL-Cholesterin;4,1;mmol/l;;3,0;H
Triglyceride;1,48;mmol/l;;1,7;
Harnsäure;412;µmol/l;200;420;
ALAT;38;U/l;;50;
ASAT;29;U/l;;50;
TSH;0,91;mU/l;0,27;4,2;`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('cholesterol', 6.1, 'mmol/L', 'high'),
      row('hdl', 1.32, 'mmol/L'),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('triglycerides', 1.48, 'mmol/L'),
      row('uric_acid', 412, 'µmol/L'),
      row('alt', 38, 'U/L'),
      row('ast', 29, 'U/L'),
      row('tsh', 0.91, 'mU/L'),
    ],
  },
  {
    id: 'held-out-de-7',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel Süd · Befundbericht
Patient: Test Person      Auftrag 26-0412-118      Eingang 12.04.2026
Parameter               Ergebnis        Einheit          Referenzbereich
Elektrolyte
Natrium                 144             mmol/l           135 - 145
Kalium                  4,4             mmol/l           3,5 - 5,1
Calcium                 2,71     H      mmol/l           2,10 - 2,55
Albumin                 44              g/l              35 - 52
Gesamteiweiß            72              g/l              66 - 83
Nierenfunktion
Kreatinin               76              µmol/l           44 - 80
eGFR nach CKD-EPI       88              ml/min/1,73m²    >60
Harnstoff               5,1             mmol/l           2,5 - 7,1
Seite 1 von 2
Labor Beispiel Süd · Befundbericht · Test Person · Fortsetzung
Parameter               Ergebnis        Einheit          Referenzbereich
Entzündung
CRP                     2,4             mg/l             < 5,0
Eisenstoffwechsel und Vitamine
Eisen                   17,2            µmol/l           6,6 - 26,0
Ferritin                64              µg/l             15 - 150
Transferrinsättigung    27              %                16 - 45
Vitamin B12             512             pmol/l           145 - 569
Befund vidiert von Dr. med. Beispiel, 13.04.2026. Seite 2 von 2`,
    expected: [
      row('sodium', 144, 'mmol/L'),
      row('potassium', 4.4, 'mmol/L'),
      row('calcium', 2.71, 'mmol/L', 'high'),
      row('albumin', 44, 'g/L'),
      row('total_protein', 72, 'g/L'),
      row('creatinine', 76, 'µmol/L'),
      row('egfr', 88, 'mL/min/1.73m²'),
      row('urea', 5.1, 'mmol/L'),
      row('crp', 2.4, 'mg/L'),
      row('iron', 17.2, 'µmol/L'),
      row('ferritin', 64, 'µg/L'),
      row('transferrin_saturation', 27, '%'),
      row('vitamin_b12', 512, 'pmol/L'),
    ],
  },
]

export default cases
