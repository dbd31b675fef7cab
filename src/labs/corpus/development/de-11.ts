/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), German: reports from German practice and hospital
 * laboratories, an Austrian emergency department, a Swiss laboratory network and a South Tyrolean
 * hospital, and portal exports from Germany and Switzerland. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW,
 * Monozyten, Eosinophile, Retikulozyten, LDH, Haptoglobin, CK, Troponin, Magnesium, Phosphat,
 * Cystatin C, Parathormon, LDL/HDL-Quotient, Non-HDL-Cholesterin, Lipoprotein (a), TRAK, TPO-AK,
 * Transferrin, Holotranscobalamin, Methylmalonsäure, Bilirubin direkt, Cholinesterase, Quick, INR,
 * Ammoniak, Urobilinogen, Bilirubin im Urin, Urinsediment) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-11-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, laboratory community for a GP, two pages: flags +/- (++/-- for critical values) in
    // a column after the value, /nl and /pl counts, creatinine, urea and lipids in mg/dl, a
    // previous-value column, a critical glucose (delayed sample) with its phone-call note, page 2
    // repeats the patient line.
    id: 'h10-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor Beispielstadt MVZ GmbH · Musterstraße 1 · 00000 Beispielstadt
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Patient: Person, Test            geb. 01.01.1957          Geschlecht: m
Auftragsnr.: 0000000000      Probeneingang: 17.03.2025 09:41      Befunddatum: 17.03.2025
ENDBEFUND                                                                         Seite 1 von 2

Untersuchung                  Ergebnis          Einheit          Referenzbereich     Vorwert
                                                                                     10.12.24
Hämatologie
Leukozyten                    6,4               /nl              3,9 - 10,2          7,1
Erythrozyten                  4,21     -        /pl              4,30 - 5,75         4,48
Hämoglobin                    12,9     -        g/dl             13,5 - 17,2         13,6
Hämatokrit                    38,2     -        %                39,5 - 50,5         40,1
MCV                           90,7              fl               80,0 - 99,0         89,5
MCH                           30,6              pg               27,0 - 33,5         30,4
MCHC                          33,8              g/dl             31,5 - 36,0         34,0
Thrombozyten                  198               /nl              150 - 370           224
RDW-CV                        13,1              %                11,6 - 14,4
Klinische Chemie
Natrium                       141               mmol/l           136 - 145           140
Kalium                        4,8               mmol/l           3,5 - 5,1           4,5
Kreatinin                     1,64     +        mg/dl            0,67 - 1,17         1,41
eGFR (CKD-EPI)                42       -        ml/min/1,73m²    > 60                50
Harnstoff                     71       +        mg/dl            17 - 49             58
Harnsäure                     8,1      +        mg/dl            3,4 - 7,0           7,6
Glucose (nüchtern)            41       --       mg/dl            70 - 99             94
  !! Kritischer Wert, telefonisch an Praxis (Fr. Beispiel) durchgegeben am 17.03.2025 um 11:05 Uhr.
  Probe ca. 5 Stunden nach Entnahme ohne Glykolysehemmer eingegangen: Kontrolle empfohlen.
                                                                                  Seite 1 von 2
Labor Beispielstadt MVZ GmbH · Patient: Person, Test · geb. 01.01.1957 · Auftragsnr. 0000000000
Untersuchung                  Ergebnis          Einheit          Referenzbereich     Vorwert
Fettstoffwechsel
Cholesterin gesamt            231      +        mg/dl            < 200               244
HDL-Cholesterin               38       -        mg/dl            > 40                41
LDL-Cholesterin               152      +        mg/dl            < 130               163
LDL/HDL-Quotient              4,0      +                         < 3,0               4,0
Triglyceride                  204      +        mg/dl            < 150               198
Diabetes
HbA1c                         6,2      +        %                < 5,7               6,0
Technisch und medizinisch validiert: Dr. med. Test Beispiel, Facharzt für Laboratoriumsmedizin
                                                                                  Seite 2 von 2`,
    expected: [
      row('white_cells', 6.4, '10^9/L', null),
      row('red_cells', 4.21, '10^12/L', 'low'),
      row('haemoglobin', 12.9, 'g/dL', 'low'),
      row('haematocrit', 38.2, '%', 'low'),
      row('mcv', 90.7, 'fL', null),
      row('mch', 30.6, 'pg', null),
      row('mchc', 33.8, 'g/dL', null),
      row('platelets', 198, '10^9/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.8, 'mmol/L', null),
      row('creatinine', 1.64, 'mg/dL', 'high'),
      row('egfr', 42, 'mL/min/1.73m²', 'low'),
      row('urea', 71, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('glucose', 41, 'mg/dL', 'low'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 152, 'mg/dL', 'high'),
      row('triglycerides', 204, 'mg/dL', 'high'),
      row('hba1c', 6.2, '%', 'high'),
    ],
  },
  {
    // Austria, emergency department: the flag column (L, H, HH) before the value, G/l counts,
    // creatinine and urea in mg/dl, CRP in mg/dl, magnesium, phosphate, CK and troponin not
    // extracted, a critical potassium confirmed in a non-haemolysed sample.
    id: 'h10-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt — Zentrallabor
Beispielgasse 1, 0000 Beispielstadt, Österreich
Patientin: TEST PERSON, geb. 01.01.1939, weiblich                 Fallzahl: 000000000
Abnahme: 02.06.2025 22:47     Eingang: 02.06.2025 23:03     Anforderung: Zentrale Notaufnahme

Analyse                        Flag   Wert        Einheit           Normbereich
Elektrolyte
Natrium                        L      133         mmol/l            136 - 145
Kalium                         HH     7,1         mmol/l            3,5 - 5,1
Chlorid                               99          mmol/l            98 - 107
Calcium                        L      2,11        mmol/l            2,20 - 2,65
Magnesium                      H      1,24        mmol/l            0,66 - 1,07
Phosphat                       H      2,31        mmol/l            0,81 - 1,45
Nierenfunktion
Kreatinin                      H      4,12        mg/dl             0,50 - 0,90
Harnstoff                      H      186         mg/dl             17 - 43
eGFR nach CKD-EPI              L      10          ml/min/1,73m²     > 60
Harnsäure                      H      9,4         mg/dl             2,4 - 5,7
Stoffwechsel / Entzündung / Herz
Glucose                        H      128         mg/dl             74 - 106
C-reaktives Protein            H      2,8         mg/dl             < 0,5
Kreatinkinase (CK)                    96          U/l               26 - 192
Troponin T hs                  H      18          ng/l              < 14
Blutbild
Leukozyten                     H      12,7        G/l               4,0 - 10,0
Hämoglobin                     L      9,8         g/dl              12,0 - 15,3
Thrombozyten                          287         G/l               140 - 440
Hinweis: Kalium in nicht hämolytischer Probe bestätigt (Hämolyseindex < 0,5 g/l).
Kritischer Wert telefonisch an OA Dr. Beispiel übermittelt, 23:18 Uhr.
Befund freigegeben: 02.06.2025 23:21`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 7.1, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('calcium', 2.11, 'mmol/L', 'low'),
      row('creatinine', 4.12, 'mg/dL', 'high'),
      row('urea', 186, 'mg/dL', 'high'),
      row('egfr', 10, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 9.4, 'mg/dL', 'high'),
      row('glucose', 128, 'mg/dL', 'high'),
      row('crp', 2.8, 'mg/dL', 'high'),
      row('white_cells', 12.7, '10^9/L', 'high'),
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('platelets', 287, '10^9/L', null),
    ],
  },
  {
    // Switzerland (German-speaking), laboratory network for a GP: "Resultat" and "Referenzwerte",
    // haemoglobin in g/l, T/l and G/l counts, arrows after the value, iron in µmol/l, iron status with
    // transferrin (not extracted), holotranscobalamin (not extracted) under vitamin B12.
    id: 'h10-de-3',
    language: 'de',
    kind: 'text',
    text: `Laborverbund Beispiel AG · Beispielweg 1 · 0000 Beispielstadt
Auftraggeber: Hausarztpraxis Beispiel
Patientin: Person Test, 01.01.1986           Auftrag: 00000000           Entnahme: 14.08.2025 07:30

                                Resultat           Einheit       Referenzwerte
Hämatologie
Hämoglobin                      118   ↓            g/l           120 - 154
Erythrozyten                    4,35               T/l           3,90 - 5,20
MCV                             79    ↓            fl            80 - 98
MCH                             25,4  ↓            pg            27 - 34
Leukozyten                      5,9                G/l           3,5 - 10,0
Thrombozyten                    356                G/l           150 - 450
Eisenstoffwechsel
Eisen                           6,8   ↓            µmol/l        9,0 - 30,4
Ferritin                        11    ↓            µg/l          15 - 150
Transferrin                     3,62  ↑            g/l           2,00 - 3,60
Transferrinsättigung            9     ↓            %             16 - 45
Vitamine
Vitamin B12                     162                pmol/l        145 - 569
Holotranscobalamin              31    ↓            pmol/l        > 50
Folsäure                        8,4                nmol/l        > 7,0
25-OH-Vitamin D                 38    ↓            nmol/l        50 - 150
Schilddrüse
TSH                             2,31               mU/l          0,27 - 4,20
Kommentar: Eisenmangel mit beginnender mikrozytärer Anämie. Grenzwertiger Vitamin-B12-Status
(Holotranscobalamin erniedrigt), Vitamin-D-Mangel.
Visiert: Dr. Test, FAMH Labormedizin                                                  Seite 1/1`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('red_cells', 4.35, '10^12/L', null),
      row('mcv', 79, 'fL', 'low'),
      row('mch', 25.4, 'pg', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('platelets', 356, '10^9/L', null),
      row('iron', 6.8, 'µmol/L', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 162, 'pmol/L', null),
      row('folate', 8.4, 'nmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('tsh', 2.31, 'mU/L', null),
    ],
  },
  {
    // Germany, urology practice: a short serum block, then the urine dipstick in test-strip order
    // (crosses and words against "negativ", concentrations in brackets), then the microscopic
    // sediment whose leucocytes and erythrocytes per field are not results to extract. Abnormal
    // rows carry "*".
    id: 'h10-de-4',
    language: 'de',
    kind: 'text',
    text: `Urologische Gemeinschaftspraxis Dr. Beispiel & Kollegen · Praxislabor
Patient: Test Person, geb. 01.01.1953                    Material: Serum, Mittelstrahlurin
Entnahme: 25.09.2025 10:15

Untersuchung                    Ergebnis                  Referenz
Serum
CRP                             34 mg/l           *       < 5
Leukozyten                      11,2 /nl          *       3,9 - 10,2
Kreatinin                       0,94 mg/dl        *       0,50 - 0,90
Urinstatus (Teststreifen)
Leukozyten                      +++ (ca. 500 Leu/µl)  *   negativ
Nitrit                          positiv           *       negativ
pH-Wert                         5,5                       5,0 - 7,5
Eiweiß                          + (30 mg/dl)      *       negativ
Glucose                         negativ                   negativ
Ketonkörper                     negativ                   negativ
Urobilinogen                    normal                    normal
Bilirubin                       negativ                   negativ
Blut                            ++ (ca. 50 Ery/µl)  *     negativ
Spezifisches Gewicht            1,016                     1,010 - 1,030
Urinsediment (mikroskopisch)
Leukozyten                      > 50 /GF          *       0 - 5
Erythrozyten                    10 - 15 /GF       *       0 - 3
Bakterien                       massenhaft        *
Plattenepithelien               vereinzelt
Urinkultur angelegt, Befund folgt.`,
    expected: [
      row('crp', 34, 'mg/L', 'high'),
      row('white_cells', 11.2, '10^9/L', 'high'),
      row('creatinine', 0.94, 'mg/dL', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_specific_gravity', 1.016, '', null),
    ],
  },
  {
    // Germany, endocrinology practice: the flag (H/L) at the end of the line after the range, TSH
    // in µU/ml, fT3 in pg/ml, antibody rows (not extracted), a comment line quoting HbA1c
    // thresholds, liver enzymes named GPT/GOT.
    id: 'h10-de-5',
    language: 'de',
    kind: 'text',
    text: `Praxis für Endokrinologie und Diabetologie Dr. med. Beispiel · Beispielplatz 1 · 00000 Beispielstadt
Laborbefund
Patientin: Test Person            geb. am 01.01.1972            Entnahme: 06.10.2025 08:05 (nüchtern)

Parameter                        Ergebnis     Einheit      Normbereich       Bewertung
Schilddrüse
TSH basal                        0,03         µU/ml        0,27 - 4,20       L
freies T3 (fT3)                  6,9          pg/ml        2,0 - 4,4         H
freies T4 (fT4)                  31,4         pmol/l       12,0 - 22,0       H
TRAK (TSH-Rezeptor-AK)           12,8         IU/l         < 1,75            H
TPO-AK                           41           IU/ml        < 34              H
Kohlenhydratstoffwechsel
Glucose nüchtern (Plasma)        112          mg/dl        70 - 99           H
HbA1c                            5,9          %            < 5,7             H
  HbA1c 5,7 - 6,4 %: erhöhtes Diabetesrisiko; ab 6,5 %: Diabetes mellitus.
Leber
GPT (ALT)                        52           U/l          < 35              H
GOT (AST)                        33           U/l          < 35
Gamma-GT                         29           U/l          < 40
Alkalische Phosphatase           131          U/l          35 - 105          H
Beurteilung: Hyperthyreose bei Morbus Basedow (TRAK positiv). Kontrolle in 4 Wochen.`,
    expected: [
      row('tsh', 0.03, 'mU/L', 'low'),
      row('free_t3', 6.9, 'pg/mL', 'high'),
      row('free_t4', 31.4, 'pmol/L', 'high'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 5.9, '%', 'high'),
      row('alt', 52, 'U/L', 'high'),
      row('ast', 33, 'U/L', null),
      row('ggt', 29, 'U/L', null),
      row('alp', 131, 'U/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
