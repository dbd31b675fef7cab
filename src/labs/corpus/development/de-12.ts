/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), German: reports from laboratories in Germany,
 * Austria, German-speaking Switzerland, Liechtenstein and South Tyrol, as PDF text layers and
 * portal or lab-system CSV exports. Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (RDW, BSG, Monozyten,
 * Procalcitonin, Osmolalität, Natrium im Harn, Transferrin, Holotranscobalamin, Cystatin C, Lp(a),
 * Quotienten, Urinsediment, Urin-Bilirubin, Quick, INR, CK, Troponin …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-12-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, MVZ lab: "+"/"-" right after the value, counts in /nl and /pl, a Vorwert column
    // after the range, the differential in percent, CRP with procalcitonin and ESR.
    id: 'h11-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispielstadt GmbH — Fachärzte für Laboratoriumsmedizin
Musterstraße 1, 00000 Musterstadt — Tel. 0000 000000
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Patient: Person, Test     geb. 01.01.1953     männlich     Auftragsnr.: 2403120455
Probeneingang: 12.03.2024 10:14     Befundstatus: Endbefund
Untersuchung                 Ergebnis    Einheit   Referenzbereich   Vorwert (04.09.2023)
HÄMATOLOGIE
Kleines Blutbild
Leukozyten                   12,4 +      /nl       3,9 - 10,2        7,1
Erythrozyten                 4,21 -      /pl       4,30 - 5,75       4,66
Hämoglobin                   12,9 -      g/dl      13,5 - 17,2       14,3
Hämatokrit                   38,2 -      %         39,5 - 50,5       42,0
MCV                          90,7        fl        80 - 99           90,1
MCH                          30,6        pg        27 - 33,5         30,7
MCHC                         33,8        g/dl      31,5 - 36,0       34,0
RDW                          13,1        %         11,6 - 14,4       12,8
Thrombozyten                 389 +       /nl       150 - 370         251
Differentialblutbild (maschinell)
Neutrophile                  78,2 +      %         42 - 77           58,3
Lymphozyten                  12,9 -      %         20 - 44           30,2
Monozyten                    6,8         %         2 - 9,5           7,7
Eosinophile                  1,6         %         0,5 - 5,5         2,9
Basophile                    0,5         %         0 - 1,8           0,9
ENTZÜNDUNGSPARAMETER
CRP                          84,6 +      mg/l      < 5,0             2,3
Procalcitonin                0,31        ng/ml     < 0,50
BSG nach 1 Stunde            42 +        mm        < 20
Befund ärztlich validiert. + oberhalb, - unterhalb des Referenzbereichs.        Seite 1 von 1`,
    expected: [
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('red_cells', 4.21, '10^12/L', 'low'),
      row('haemoglobin', 12.9, 'g/dL', 'low'),
      row('haematocrit', 38.2, '%', 'low'),
      row('mcv', 90.7, 'fL', null),
      row('mch', 30.6, 'pg', null),
      row('mchc', 33.8, 'g/dL', null),
      row('platelets', 389, '10^9/L', 'high'),
      row('neutrophils', 78.2, '%', 'high'),
      row('lymphocytes', 12.9, '%', 'low'),
      row('crp', 84.6, 'mg/L', 'high'),
    ],
  },
  {
    // Vienna, private lab: arrows BEFORE the value, a critical sodium of 116 with a phone-call
    // line, serum osmolality, and urine sodium and osmolality (urine tests, not serum sodium).
    id: 'h11-de-2',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel — Medizinisch-diagnostisches Laboratorium
Beispielgasse 1, 1000 Wien — Tel. +43 1 000 00 00
Patient/in: Person Test     Geb.-Dat.: 01.01.1941     SVNR: 0000 010141
Zuweiser: Dr. Muster, Arzt für Allgemeinmedizin     Abnahme: 26.02.2024 08:05
Befund                              Ergebnis      Einheit          Referenzbereich
KLINISCHE CHEMIE
Natrium                          ↓↓ 116           mmol/l           136 - 145
   ! Kritischer Wert — telefonisch an Ordination Dr. Muster durchgegeben am 26.02.2024 um 11:20
Kalium                              4,2           mmol/l           3,5 - 5,1
Chlorid                          ↓  82            mmol/l           98 - 107
Osmolalität (Serum)              ↓  241           mOsm/kg          275 - 295
Harnstoff                           24            mg/dl            17 - 49
Kreatinin                           0,71          mg/dl            0,50 - 0,90
eGFR (CKD-EPI)                      76            ml/min/1,73m²    > 60
Glucose                             97            mg/dl            70 - 100
Calcium                             2,28          mmol/l           2,15 - 2,50
Gesamteiweiß                     ↓  60            g/l              64 - 83
Albumin                             36            g/l              35 - 52
Harnsäure                        ↓  2,1           mg/dl            2,4 - 5,7
HARN (Spontanharn)
Natrium im Harn                     68            mmol/l           > 20 bei Hyponatriämie
Osmolalität im Harn                 412           mOsm/kg          100 - 1200
Kommentar: Befundkonstellation vereinbar mit SIADH; Medikamentenanamnese empfohlen.
↑ ↓ außerhalb des Referenzbereichs, ↑↑ ↓↓ kritischer Wert            Seite 1/1`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 4.2, 'mmol/L', null),
      row('chloride', 82, 'mmol/L', 'low'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 76, 'mL/min/1.73m²', null),
      row('glucose', 97, 'mg/dL', null),
      row('calcium', 2.28, 'mmol/L', null),
      row('total_protein', 60, 'g/L', 'low'),
      row('albumin', 36, 'g/L', null),
      row('uric_acid', 2.1, 'mg/dL', 'low'),
    ],
  },
  {
    // Zurich, private lab: "Resultat", the range BEFORE the unit, "*" after an abnormal value
    // (direction from the range), SI units; transferrin, soluble transferrin receptor and
    // holotranscobalamin next to the rows Hale knows.
    id: 'h11-de-3',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Beispiel AG — Zürich
Beispielstrasse 1, 8000 Zürich — Tel. +41 00 000 00 00
Patientin: Person Test, 01.01.1979     Auftrag: 24-088123     Entnahme: 18.03.2024 07:50
Auftraggeber: Dr. med. Muster, Praxis für Innere Medizin, Winterthur
Analyse                           Resultat     Referenzbereich     Einheit
LEBER
ASAT                              29           < 35                U/l
ALAT                              41 *         < 35                U/l
Gamma-GT                          58 *         < 40                U/l
Alkalische Phosphatase            74           35 - 105            U/l
Bilirubin total                   11           < 21                µmol/l
EISENSTATUS
Eisen                             6,8 *        9,0 - 30,4          µmol/l
Transferrin                       3,9 *        2,0 - 3,6           g/l
Transferrinsättigung              7 *          16 - 45             %
Ferritin                          9 *          15 - 150            µg/l
Löslicher Transferrinrezeptor     6,1 *        1,9 - 4,4           mg/l
VITAMINE
Vitamin B12                       211          145 - 569           pmol/l
Holotranscobalamin                38           > 35                pmol/l
Folsäure                          7,4 *        > 8,8               nmol/l
25-OH-Vitamin D                   42 *         75 - 250            nmol/l
Kommentar: Eisenmangel mit erschöpften Speichern; Vitamin-D-Mangel.
* ausserhalb des Referenzbereichs                                  Seite 1/1`,
    expected: [
      row('ast', 29, 'U/L', null),
      row('alt', 41, 'U/L', 'high'),
      row('ggt', 58, 'U/L', 'high'),
      row('alp', 74, 'U/L', null),
      row('bilirubin', 11, 'µmol/L', null),
      row('iron', 6.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('vitamin_b12', 211, 'pmol/L', null),
      row('folate', 7.4, 'nmol/L', 'low'),
      row('vitamin_d', 42, 'nmol/L', 'low'),
    ],
  },
  {
    // Germany, lab cooperative for a GP: a "Kennz." column (H/L) between the result and the unit,
    // conventional units, TSH in µU/ml, cystatin C, LDL/HDL quotient and Lp(a) mixed in.
    id: 'h11-de-4',
    language: 'de',
    kind: 'text',
    text: `Laborgemeinschaft Beispiel eG
Musterweg 1, 00000 Musterhausen
Laborbefund für: Praxis Dr. Beispiel
Name: Person, Test     Geburtsdatum: 01.01.1962     Geschlecht: w     Labornummer: 24 031 877
Abnahmedatum: 04.03.2024     Befunddatum: 05.03.2024
Parameter                        Ergebnis   Kennz.   Einheit          Normalbereich
Klinische Chemie
Glucose (nüchtern, Plasma)       131        H        mg/dl            70 - 100
HbA1c                            6,9        H        %                4,8 - 5,9
Kreatinin                        1,08       H        mg/dl            0,50 - 0,90
eGFR (CKD-EPI)                   58         L        ml/min/1,73m²    > 60
Cystatin C                       1,12       H        mg/l             0,61 - 0,95
Harnsäure                        6,9        H        mg/dl            2,4 - 5,7
Lipide
Cholesterin gesamt               248        H        mg/dl            < 200
HDL-Cholesterin                  46                  mg/dl            > 45
LDL-Cholesterin                  171        H        mg/dl            < 130
Triglyzeride                     154        H        mg/dl            < 150
LDL/HDL-Quotient                 3,7        H                         < 3,0
Lipoprotein (a)                  18                  mg/dl            < 30
Schilddrüse
TSH basal                        5,84       H        µU/ml            0,27 - 4,20
fT4                              13,9                pmol/l           12,0 - 22,0
H = erhöht, L = erniedrigt
Dieser Befund wurde elektronisch erstellt und ist ohne Unterschrift gültig.`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('creatinine', 1.08, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.9, 'mg/dL', 'high'),
      row('cholesterol', 248, 'mg/dL', 'high'),
      row('hdl', 46, 'mg/dL', null),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 154, 'mg/dL', 'high'),
      row('tsh', 5.84, 'mU/L', 'high'),
      row('free_t4', 13.9, 'pmol/L', null),
    ],
  },
  {
    // Liechtenstein, urology practice lab: test strip with "neg."/crosses, urobilinogen and urine
    // bilirubin (not serum bilirubin) in the strip, a high specific gravity, then the microscopic
    // sediment (leukocytes and erythrocytes per field, not strip rows).
    id: 'h11-de-5',
    language: 'de',
    kind: 'text',
    text: `Praxis für Urologie Dr. Beispiel — Praxislabor
Beispielweg 1, 9490 Vaduz — Tel. +423 000 00 00
Patient: Person, Test     geb. 01.01.1970     Datum: 21.03.2024     Material: Mittelstrahlurin
URINSTATUS (Teststreifen, automatisiert)
Parameter               Ergebnis       Referenz
Leukozyten              neg.           neg.
Nitrit                  neg.           neg.
pH-Wert                 5,0            5,0 - 8,0
Eiweiß                  +              neg.
Glucose                 +++            neg.
Ketonkörper             ++             neg.
Urobilinogen            norm.          norm.
Bilirubin               neg.           neg.
Blut                    neg.           neg.
Spez. Gewicht           1,030          1,015 - 1,025
Farbe: hellgelb     Trübung: klar
URINSEDIMENT (mikroskopisch)
Leukozyten              0-2 /GF        < 5 /GF
Erythrozyten            0-1 /GF        < 3 /GF
Plattenepithelien       vereinzelt
Bakterien               keine
Zylinder                keine
Beurteilung: Glukosurie und Ketonurie — Blutzuckerkontrolle veranlasst.`,
    expected: [
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_ph', 5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_specific_gravity', 1.03, '', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
