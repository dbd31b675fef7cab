/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), German: reports as labs of Germany, Austria, Switzerland,
 * South Tyrol and Luxembourg print them. Written without reading the extractor; synthetic reports:
 * no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, ESR/BSG,
 * ratios, osmolality, anion gap, transferrin, soluble transferrin receptor, holotranscobalamin,
 * TPO antibodies, urine bilirubin and urobilinogen, sediment microscopy, coagulation, lactate,
 * troponin …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-5-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, MVZ lab for a GP: flags "+"/"-" glued after the value, /nl and /pl counts,
    // mg/dl chemistry, eGFR with "> 60", RDW and MPV mixed into the blood count.
    id: 'h4-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labordiagnostik Musterstadt GmbH
Fachärzte für Laboratoriumsmedizin · Beispielstraße 12 · 12345 Musterstadt
Befundbericht
Patient: Person, Test          geb. 01.01.1961     weibl.
Auftragsnr.: 0000000000    Eingang: 14.03.2024 08:12    Ausgang: 14.03.2024 15:40
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Material: EDTA-Blut, Serum
Untersuchung                 Ergebnis     Einheit         Referenzbereich
Hämatologie
Kleines Blutbild
Hämoglobin                   11,2 -       g/dl            12,0 - 16,0
Hämatokrit                   34,1 -       %               36 - 46
Erythrozyten                 3,85 -       /pl             4,0 - 5,2
MCV                          88,6         fl              80 - 96
MCH                          29,1         pg              27 - 33
MCHC                         32,8         g/dl            32 - 36
RDW-CV                       14,9 +       %               11,5 - 14,5
Leukozyten                   11,8 +       /nl             3,9 - 10,5
Thrombozyten                 312          /nl             150 - 370
MPV                          10,2         fl              7,5 - 11,5
Klinische Chemie
Natrium                      139          mmol/l          136 - 145
Kalium                       4,3          mmol/l          3,5 - 5,1
Calcium                      2,31         mmol/l          2,20 - 2,65
Glucose (nüchtern)           98           mg/dl           70 - 99
Harnstoff                    48 +         mg/dl           17 - 43
Kreatinin (enzym.)           1,21 +       mg/dl           0,50 - 0,90
eGFR (CKD-EPI)               46 -         ml/min/1,73m²   > 60
Entzündungsparameter
CRP                          18,4 +       mg/l            < 5,0
+ = erhöht, - = erniedrigt (bezogen auf den Referenzbereich)
Befund elektronisch freigegeben durch Dr. med. Beispiel, Fachärztin für Laboratoriumsmedizin
Seite 1 von 1`,
    expected: [
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.1, '%', 'low'),
      row('red_cells', 3.85, '10^12/L', 'low'),
      row('mcv', 88.6, 'fL', null),
      row('mch', 29.1, 'pg', null),
      row('mchc', 32.8, 'g/dL', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 312, '10^9/L', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.3, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('glucose', 98, 'mg/dL', null),
      row('urea', 48, 'mg/dL', 'high'),
      row('creatinine', 1.21, 'mg/dL', 'high'),
      row('egfr', 46, 'mL/min/1.73m²', 'low'),
      row('crp', 18.4, 'mg/L', 'high'),
    ],
  },
  {
    // Austria, Vienna contract lab: a previous-value column (dated) BEFORE the current result,
    // "*" as the only mark (direction from the range), "<"/">" ranges, LDL/HDL ratio and
    // Non-HDL-Cholesterin (not analytes), cholinesterase in kU/l.
    id: 'h4-de-2',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel · Medizinisch-chemisches Laboratorium
Musterplatz 3, 1010 Wien · Kassenvertragslabor
BEFUND
Name: Person Test    Geb.-Datum: 01.01.1958    Geschlecht: männlich
Probenabnahme: 05.02.2024 07:45    Befunddatum: 05.02.2024
Zuweiser: Dr. Muster, Arzt für Allgemeinmedizin
Analyse                        Vorwert      Ergebnis       Einheit    Referenzbereich
                               02.10.2023   05.02.2024
STOFFWECHSEL
Glukose nüchtern               104          112 *          mg/dl      60 - 100
HbA1c (DCCT)                   6,1          6,4 *          %          4,0 - 5,6
Harnsäure                      7,9          8,3 *          mg/dl      3,4 - 7,0
LIPIDE
Cholesterin gesamt             231          243 *          mg/dl      < 200
HDL-Cholesterin                41           38 *           mg/dl      > 40
LDL-Cholesterin (berechnet)    162          171 *          mg/dl      < 130
Triglyceride                   142          168 *          mg/dl      < 150
LDL/HDL-Quotient               3,95         4,50 *                    < 3,0
Non-HDL-Cholesterin            190          205 *          mg/dl      < 160
LEBER
Bilirubin gesamt               0,8          0,7            mg/dl      0,1 - 1,2
GOT (AST)                      28           34             U/l        < 50
GPT (ALT)                      39           57 *           U/l        < 50
Gamma-GT                       61           88 *           U/l        < 60
Alkalische Phosphatase         71           76             U/l        40 - 130
Cholinesterase                 9,8          10,1           kU/l       5,3 - 12,9
* = außerhalb des Referenzbereichs
Zielwert LDL-Cholesterin abhängig vom individuellen Risiko (ESC/EAS-Leitlinie).
Vidiert: OA Dr. Beispiel                                    Seite 1/1`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 6.4, '%', 'high'),
      row('uric_acid', 8.3, 'mg/dL', 'high'),
      row('cholesterol', 243, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 168, 'mg/dL', 'high'),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('ast', 34, 'U/L', null),
      row('alt', 57, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 76, 'U/L', null),
    ],
  },
  {
    // Switzerland, SI units: flag column BEFORE a parenthesised range, unit last, en-dash ranges,
    // a critical potassium ("HH"), anion gap and calculated osmolality (not analytes), µmol/l
    // creatinine and uric acid, g/l protein.
    id: 'h4-de-3',
    language: 'de',
    kind: 'text',
    text: `Zentrum für Labormedizin Beispiel AG
Musterweg 8, 9000 Musterwil
Laborbericht – Endbefund
Patient/in: Test Person     Geburtsdatum: 01.01.1947     Geschlecht: M
Auftraggeber: Nephrologische Sprechstunde, Kantonsspital Muster
Entnahme: 22.04.2024 09:05     Validiert: 22.04.2024 11:32
Analyse                      Resultat   Flag   Referenzwerte     Einheit
Elektrolyte / Niere
Natrium                      134        L      (136–145)         mmol/l
Kalium                       6,8        HH     (3,5–5,1)         mmol/l
Chlorid                      99                (98–107)          mmol/l
Bicarbonat (Standard)        17         L      (22–29)           mmol/l
Anionenlücke                 18         H      (8–16)            mmol/l
Osmolalität (berechnet)      291               (275–295)         mosmol/kg
Harnstoff                    24,6       H      (2,8–8,1)         mmol/l
Kreatinin                    312        H      (62–106)          µmol/l
eGFR nach CKD-EPI            16         L      (>60)             ml/min/1.73m2
Harnsäure                    498        H      (202–417)         µmol/l
Calcium total                2,08       L      (2,15–2,50)       mmol/l
Phosphat                     1,92       H      (0,81–1,45)       mmol/l
Protein total                61         L      (64–83)           g/l
Albumin                      33         L      (35–52)           g/l
Kritischer Wert Kalium: telefonisch an Dr. Beispiel durchgegeben, 22.04.2024 11:35
Probe nicht hämolytisch (H-Index < 10).
Seite 1/1`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 312, 'µmol/L', 'high'),
      row('egfr', 16, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 498, 'µmol/L', 'high'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('total_protein', 61, 'g/L', 'low'),
      row('albumin', 33, 'g/L', 'low'),
    ],
  },
  {
    // Germany, lab association: arrows BEFORE the value, µIU/ml TSH, pmol/l fT4/fT3, iron in
    // µmol/l, ferritin in ng/ml; transferrin, soluble transferrin receptor, TPO antibodies and
    // holotranscobalamin are not analytes; a comment line quotes a vitamin D cut-off.
    id: 'h4-de-4',
    language: 'de',
    kind: 'text',
    text: `Laborgemeinschaft Beispiel-Nord
Musterallee 40 · 20000 Musterhausen
Laborbefund – Endbefund                                   Blatt 1
Name, Vorname: Person, Test      Geburtsdatum: 01.01.1979      Geschlecht: weiblich
Auftrag: 0000-000000   Abnahme: 09.07.2024   Befundung: 11.07.2024
Anforderung: Schilddrüse, Eisenstoffwechsel, Vitamine
                                Ergebnis         Einheit      Normbereich
Schilddrüse
TSH basal                     ↑ 5,82             µIU/ml       0,27 - 4,20
freies T4 (fT4)                 13,1             pmol/l       12,0 - 22,0
freies T3 (fT3)                 3,9              pmol/l       3,1 - 6,8
TPO-Antikörper                ↑ 186              IU/ml        < 34
Eisenstoffwechsel
Eisen                         ↓ 6,1              µmol/l       6,6 - 26,0
Ferritin                      ↓ 9                ng/ml        13 - 150
Transferrin                   ↑ 3,85             g/l          2,00 - 3,60
Transferrinsättigung          ↓ 6,3              %            16 - 45
Löslicher Transferrinrezeptor ↑ 5,9              mg/l         0,8 - 1,8
Vitamine
25-OH-Vitamin D               ↓ 14,2             ng/ml        30 - 100
Vitamin B12                     389              pg/ml        197 - 771
Holotranscobalamin              62               pmol/l       > 50
Folsäure                        5,6              ng/ml        3,9 - 26,8
Kommentar: Vitamin-D-Mangel. Eisenmangel mit entleerten Speichern; Substitution empfohlen.
Bewertung 25-OH-Vitamin D (ng/ml): < 20 Mangel, 20 - 30 Insuffizienz, 30 - 100 ausreichend
Blatt 1 von 1`,
    expected: [
      row('tsh', 5.82, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L', null),
      row('free_t3', 3.9, 'pmol/L', null),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 6.3, '%', 'low'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 389, 'pg/mL', null),
      row('folate', 5.6, 'ng/mL', null),
    ],
  },
  {
    // Austria, urine status: dipstick as negativ / (+) / + / ++ / positiv against "negativ" with an
    // "H" mark; urine bilirubin and urobilinogen (not analytes); sediment microscopy below with
    // Leukozyten and Erythrozyten per field of view (not analytes, not dipstick rows).
    id: 'h4-de-5',
    language: 'de',
    kind: 'text',
    text: `Institut für Labordiagnostik Beispiel
Musterstraße 1, 4020 Linz
HARNBEFUND
Patientin: Test Person    geb. 01.01.1990
Material: Mittelstrahlharn, Abnahme 03.06.2024 08:10, Eingang 03.06.2024 09:02
Untersuchung              Ergebnis        Referenz           Bew.
Harnstreifentest
pH                        6,0             5,0 - 7,5
Spez. Gewicht             1,025           1,005 - 1,030
Leukozyten                ++              negativ            H
Nitrit                    positiv         negativ            H
Eiweiß                    (+)             negativ            H
Glukose                   negativ         negativ
Ketonkörper               negativ         negativ
Urobilinogen              normal          normal
Bilirubin                 negativ         negativ
Blut/Hämoglobin           +               negativ            H
Harnsediment (mikroskopisch)
Leukozyten                > 50 /GF        0 - 5 /GF          H
Erythrozyten              5 - 10 /GF      0 - 3 /GF          H
Plattenepithelien         vereinzelt
Bakterien                 reichlich
Befundkommentar: Befund vereinbar mit Harnwegsinfekt. Harnkultur angesetzt, Befund folgt.
Seite 1 von 1`,
    expected: [
      row('urine_ph', 6.0, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
