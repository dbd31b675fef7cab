/**
 * Lab report corpus, DEVELOPMENT half, French, the rest of fr-4.ts (the third held-out half, run
 * once to measure the extractor and now tuned against): La Réunion, and portal CSV exports from
 * Marseille, Bordeaux and Strasbourg. Synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    // France (La Réunion): the flag in front of the value, a urine test Hale does not know.
    id: 'h3-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE OCÉAN INDIEN — Saint-Denis, La Réunion
Patient : Test Person     Dossier : 000000     Sexe : F
Prélevé le 19/11/2026 à 07h30 — Patient à jeun depuis 12 heures
Analyse                            Résultat      Unité            Référence
BILAN DIABÉTIQUE
Glucose à jeun                   H 7,9           mmol/L           3,9 - 5,8
Hémoglobine glyquée (HbA1c)      H 8,6           %                4,0 - 6,0
Microalbuminurie (échantillon)   H 64            mg/L             < 20
Créatinine                       H 96            µmol/L           45 - 90
DFG estimé (CKD-EPI)             L 58            mL/min/1,73m²    > 60
Acide urique                       312           µmol/L           150 - 360
BILAN LIPIDIQUE
Cholestérol total                  4,82          mmol/L           < 5,20
HDL-cholestérol                  L 0,94          mmol/L           > 1,20
Triglycérides                    H 2,31          mmol/L           < 1,70
LDL-cholestérol (calculé)        H 2,83          mmol/L           < 2,60
Objectif LDL < 1,8 mmol/L chez le patient diabétique à haut risque.
BILAN HÉPATIQUE
ASAT                               28            UI/L             < 35
ALAT                             H 47            UI/L             < 35
GGT                              H 61            UI/L             < 40
Phosphatases alcalines             88            UI/L             35 - 104
INFLAMMATION
CRP ultrasensible                  4,2           mg/L             < 5,0
Validé par : Dr Exemple, biologiste — Page 1/1`,
    expected: [
      row('glucose', 7.9, 'mmol/L', 'high'),
      row('hba1c', 8.6, '%', 'high'),
      row('creatinine', 96, 'µmol/L', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 312, 'µmol/L'),
      row('cholesterol', 4.82, 'mmol/L'),
      row('hdl', 0.94, 'mmol/L', 'low'),
      row('triglycerides', 2.31, 'mmol/L', 'high'),
      row('ldl', 2.83, 'mmol/L', 'high'),
      row('ast', 28, 'U/L'),
      row('alt', 47, 'U/L', 'high'),
      row('ggt', 61, 'U/L', 'high'),
      row('alp', 88, 'U/L'),
      row('crp', 4.2, 'mg/L'),
    ],
  },
  {
    // France (Marseille): portal export of a blood count, differential in %, "B" for low.
    id: 'h3-fr-7',
    language: 'fr',
    kind: 'csv',
    text: `Examen;Résultat;Unité;Normes;Interprétation;Date
Leucocytes;14,20;G/L;4,00-10,00;H;12/09/2026
Hématies;4,71;T/L;4,50-5,70;;12/09/2026
Hémoglobine;14,3;g/dL;13,0-17,0;;12/09/2026
Hématocrite;42,8;%;40,0-52,0;;12/09/2026
VGM;90,9;fL;80-100;;12/09/2026
TCMH;30,4;pg;27-32;;12/09/2026
CCMH;33,4;g/dL;32-36;;12/09/2026
Plaquettes;286;G/L;150-400;;12/09/2026
Polynucléaires neutrophiles;81,5;%;40,0-75,0;H;12/09/2026
Lymphocytes;11,0;%;20,0-45,0;B;12/09/2026
Protéine C réactive (CRP);96,4;mg/L;<5,0;H;12/09/2026`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('red_cells', 4.71, '10^12/L'),
      row('haemoglobin', 14.3, 'g/dL'),
      row('haematocrit', 42.8, '%'),
      row('mcv', 90.9, 'fL'),
      row('mch', 30.4, 'pg'),
      row('mchc', 33.4, 'g/dL'),
      row('platelets', 286, '10^9/L'),
      row('neutrophils', 81.5, '%', 'high'),
      row('lymphocytes', 11, '%', 'low'),
      row('crp', 96.4, 'mg/L', 'high'),
    ],
  },
  {
    // France (Bordeaux): export with codes and separate lower and upper limits, no marks; severe hyponatraemia.
    id: 'h3-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Valeur;Unité;Valeur min;Valeur max
NA;Sodium;116;mmol/L;136;145
K;Potassium;3,2;mmol/L;3,5;5,1
CL;Chlore;82;mmol/L;98;107
CO2;Bicarbonates;27;mmol/L;22;29
GLU;Glucose;5,8;mmol/L;4,1;5,9
URE;Urée;2,1;mmol/L;2,8;7,6
CREA;Créatinine;48;µmol/L;45;84
PROT;Protéines totales;61;g/L;64;83
ALB;Albumine;34;g/L;35;52
OSMC;Osmolalité calculée;240;mOsm/kg;275;295`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 82, 'mmol/L', 'low'),
      row('bicarbonate', 27, 'mmol/L'),
      row('glucose', 5.8, 'mmol/L'),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 48, 'µmol/L'),
      row('total_protein', 61, 'g/L', 'low'),
      row('albumin', 34, 'g/L', 'low'),
    ],
  },
  {
    // France (Strasbourg): export with the previous result in the last column, no marks.
    id: 'h3-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Libellé;Résultat;Unité;Valeurs de référence;Résultat antérieur
Cholestérol total;6,42;mmol/L;< 5,20;5,98
Cholestérol HDL;1,12;mmol/L;> 1,03;1,20
Cholestérol LDL (calculé);4,51;mmol/L;< 3,40;4,02
Triglycérides;1,74;mmol/L;< 1,70;1,45
Hémoglobine glyquée (HbA1c);6,1;%;4,0-6,0;5,8
ASAT;24;UI/L;< 40;
ALAT;19;UI/L;< 41;
Gamma-GT;42;UI/L;< 60;
Phosphatases alcalines;132;UI/L;40-129;
Bilirubine totale;14;µmol/L;< 21;
Ferritine;212;ng/mL;20-300;
TSH;1,82;mUI/L;0,40-4,00;2,05`,
    expected: [
      row('cholesterol', 6.42, 'mmol/L', 'high'),
      row('hdl', 1.12, 'mmol/L'),
      row('ldl', 4.51, 'mmol/L', 'high'),
      row('triglycerides', 1.74, 'mmol/L', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('ast', 24, 'U/L'),
      row('alt', 19, 'U/L'),
      row('ggt', 42, 'U/L'),
      row('alp', 132, 'U/L', 'high'),
      row('bilirubin', 14, 'µmol/L'),
      row('ferritin', 212, 'ng/mL'),
      row('tsh', 1.82, 'mU/L'),
    ],
  },
]

export default cases
