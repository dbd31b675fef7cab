/**
 * Lab report corpus, DEVELOPMENT half (third file), French (reports as Belgian, Swiss, Québec,
 * Moroccan and Luxembourg labs print and export them): the second held-out half. Written for Hale
 * without reading the extractor and run once to measure it; it has been run, so it now belongs to
 * the development half that the extractor may be tuned against. Synthetic reports, no real people,
 * labs or phone numbers. Rows for tests Hale does not know (réticulocytes, cholestérol non-HDL,
 * rapport CT/HDL, osmolalité, cortisol) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'h2-fr-1',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire de Biologie Clinique Exemple - Liège
Patient : Personne Test       Né(e) le : 01/01/1950      Sexe : F
Prescripteur : Dr Exemple      Prélèvement : 06/03/2026 07:55
N° de demande : 2603060112       Tél. 04 000 00 00
HÉMATOLOGIE
Analyse                    Résultat         Unité        Valeurs de référence
Hémoglobine                6,4     LL       g/dl         12,0 - 16,0
Hématocrite                20,8    L        %            36,0 - 46,0
Globules rouges            2,38    L        10^6/µl      3,90 - 5,20
VGM                        87,4             fl           80,0 - 98,0
TGMH                       26,9    L        pg           27,0 - 33,0
CCMH                       30,8    L        g/dl         32,0 - 36,0
Globules blancs            5,2              10^3/µl      4,0 - 10,0
Neutrophiles               3,1              10^3/µl      1,5 - 7,0
Lymphocytes                1,4              10^3/µl      1,0 - 4,0
Plaquettes                 176              10^3/µl      150 - 400
Réticulocytes              31      L        10^3/µl      40 - 100
BIOCHIMIE
Ferritine                  6       L        µg/l         15 - 150
Saturation de la transferrine  5   L        %            20 - 45
Vitamine B12               210              pg/ml        180 - 914
Acide folique              7,2              ng/ml        3,9 - 20,0
Valeur critique (Hb) communiquée par téléphone au Dr Exemple le 06/03/2026 à 09:12.`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.8, '%', 'low'),
      row('red_cells', 2.38, '10^12/L', 'low'),
      row('mcv', 87.4, 'fL'),
      row('mch', 26.9, 'pg', 'low'),
      row('mchc', 30.8, 'g/dL', 'low'),
      row('white_cells', 5.2, '10^9/L'),
      row('neutrophils', 3.1, '10^9/L'),
      row('lymphocytes', 1.4, '10^9/L'),
      row('platelets', 176, '10^9/L'),
      row('ferritin', 6, 'µg/L', 'low'),
      row('transferrin_saturation', 5, '%', 'low'),
      row('vitamin_b12', 210, 'pg/mL'),
      row('folate', 7.2, 'ng/mL'),
    ],
  },
  {
    id: 'h2-fr-2',
    language: 'fr',
    kind: 'text',
    text: `Centre de prélèvement Exemple - Laval (Québec)
Patient : Personne Test      RAMQ : XXXX 0000 0000      Sexe : M
Date de prélèvement : 2026-02-11 07:30      À jeun : oui (12 h)
BIOCHIMIE
Glucose à jeun : 7,4 mmol/L H (3,6 - 6,0)
Hémoglobine glyquée (HbA1c) : 7,1 % H (4,0 - 6,0)
Créatinine : 96 µmol/L (60 - 110)
DFGe : 74 mL/min/1,73 m² (> 60)
Acide urique : 455 µmol/L H (200 - 420)
LIPIDES
Cholestérol total : 5,9 mmol/L H (< 5,2)
Triglycérides : 2,6 mmol/L H (< 1,7)
Cholestérol HDL : 0,88 mmol/L B (> 1,00)
Cholestérol LDL : 3,8 mmol/L H (< 3,5)
Cholestérol non-HDL : 5,0 mmol/L H (< 4,2)
Rapport CT/HDL : 6,7 H (< 5,0)
ENDOCRINOLOGIE
TSH : 0,12 mUI/L B (0,40 - 4,50)
T4 libre : 19,6 pmol/L H (9,0 - 19,0)
T3 libre : 5,8 pmol/L H (2,6 - 5,7)
H = élevé, B = bas. Méthode DFGe : CKD-EPI 2009.
Info-labo : 1 800 000-0000, poste 21`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('creatinine', 96, 'µmol/L'),
      row('egfr', 74, 'mL/min/1.73m²'),
      row('uric_acid', 455, 'µmol/L', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('triglycerides', 2.6, 'mmol/L', 'high'),
      row('hdl', 0.88, 'mmol/L', 'low'),
      row('ldl', 3.8, 'mmol/L', 'high'),
      row('tsh', 0.12, 'mU/L', 'low'),
      row('free_t4', 19.6, 'pmol/L', 'high'),
      row('free_t3', 5.8, 'pmol/L', 'high'),
    ],
  },
  {
    id: 'h2-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple SA - Lausanne
Patient : Personne Test     Date de naissance : 01.01.1962
Date du prélèvement : 18.03.2026 08:20     Rapport final
Analyse                        Résultat        Unité            Norme
Chimie clinique
Sodium                         134      -      mmol/l           136 - 145
Potassium                      4,9             mmol/l           3,5 - 5,1
Chlorure                       99              mmol/l           98 - 107
Bicarbonate                    23              mmol/l           22 - 29
Urée                           11,4     +      mmol/l           2,8 - 8,1
Créatinine                     164      +      µmol/l           62 - 106
DFGe (CKD-EPI)                 39       -      ml/min/1,73m2    > 60
Acide urique                   512      +      µmol/l           202 - 417
Calcium total                  2,31            mmol/l           2,15 - 2,50
Enzymes hépatiques
ASAT                           31              U/l              < 50
ALAT                           27              U/l              < 50
Phosphatase alcaline           71              U/l              40 - 129
Gamma-GT                       45              U/l              < 60
Bilirubine totale              9               µmol/l           < 21
Inflammation
Protéine C-réactive (CRP)      4,1             mg/l             < 5,0
Les valeurs signalées par + ou - sont hors de l'intervalle de référence.`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.9, 'mmol/L'),
      row('chloride', 99, 'mmol/L'),
      row('bicarbonate', 23, 'mmol/L'),
      row('urea', 11.4, 'mmol/L', 'high'),
      row('creatinine', 164, 'µmol/L', 'high'),
      row('egfr', 39, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 512, 'µmol/L', 'high'),
      row('calcium', 2.31, 'mmol/L'),
      row('ast', 31, 'U/L'),
      row('alt', 27, 'U/L'),
      row('alp', 71, 'U/L'),
      row('ggt', 45, 'U/L'),
      row('bilirubin', 9, 'µmol/L'),
      row('crp', 4.1, 'mg/L'),
    ],
  },
  {
    id: 'h2-fr-4',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire d'Analyses Médicales Exemple - Casablanca
Patient : Personne Test     Âge : 45 ans     Dossier n° 26/01874
Prélevé le : 07/01/2026 à 08h10     À jeun : Oui
BIOCHIMIE SANGUINE
Glycémie à jeun ........... 0,62 g/l ......... (0,70 - 1,10)
Urée ...................... 0,31 g/l ......... (0,15 - 0,45)
Créatinine ................ 9,8 mg/l ......... (6 - 12)
Cholestérol total ......... 1,86 g/l ......... (1,50 - 2,00)
HDL-cholestérol ........... 0,38 g/l ......... (> 0,40)
LDL-cholestérol ........... 1,21 g/l ......... (< 1,60)
Triglycérides ............. 1,35 g/l ......... (0,50 - 1,50)
HbA1c ..................... 5,3 % ............ (4,0 - 6,0)
BILAN MARTIAL ET VITAMINIQUE
Fer sérique ............... 9,2 µmol/l ....... (10,7 - 28,6)
Ferritine ................. 18 ng/ml ......... (15 - 150)
Vitamine D (25-OH) ........ 11,2 ng/ml ....... (30 - 100)
HORMONOLOGIE ET PROTÉINES
TSHus ..................... 3,12 µUI/ml ...... (0,27 - 4,20)
CRP ....................... 2,1 mg/l ......... (< 6)
Tél : 05 22 00 00 00 - Page 1/1`,
    expected: [
      row('glucose', 0.62, 'g/L', 'low'),
      row('urea', 0.31, 'g/L'),
      row('creatinine', 9.8, 'mg/L'),
      row('cholesterol', 1.86, 'g/L'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.21, 'g/L'),
      row('triglycerides', 1.35, 'g/L'),
      row('hba1c', 5.3, '%'),
      row('iron', 9.2, 'µmol/L', 'low'),
      row('ferritin', 18, 'ng/mL'),
      row('vitamin_d', 11.2, 'ng/mL', 'low'),
      row('tsh', 3.12, 'mU/L'),
      row('crp', 2.1, 'mg/L'),
    ],
  },
  {
    id: 'h2-fr-5',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple Luxembourg
Patient : Personne Test      Matricule : 0000 00 00 000
Date de prélèvement : 14/04/2026      Page 1 de 1
URINES - Bandelette réactive
pH                          6,5                       5,0 - 8,0
Densité                     1,008                     1,005 - 1,030
Protéines                   traces                    négatif
Glucose                     négatif                   négatif
Corps cétoniques            négatif                   négatif
Sang (hémoglobine)          +++                       négatif
Leucocytes                  ++                        négatif
Nitrites                    positif                   négatif
HÉMATOLOGIE
Leucocytes                  11,2      H     G/l       4,0 - 10,0
Hémoglobine                 13,1            g/dl      12,0 - 15,5
Plaquettes                  298             G/l       150 - 400
Polynucléaires neutrophiles 74,5      H     %         40,0 - 70,0
Lymphocytes                 17,2      L     %         20,0 - 45,0
INFLAMMATION
CRP                         38        H     mg/l      < 5
Culture urinaire : résultat suivra dans 24 à 48 h.`,
    expected: [
      row('urine_ph', 6.5, ''),
      row('urine_specific_gravity', 1.008, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('white_cells', 11.2, '10^9/L', 'high'),
      row('haemoglobin', 13.1, 'g/dL'),
      row('platelets', 298, '10^9/L'),
      row('neutrophils', 74.5, '%', 'high'),
      row('lymphocytes', 17.2, '%', 'low'),
      row('crp', 38, 'mg/L', 'high'),
    ],
  },
  {
    id: 'h2-fr-6',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple Bruxelles - Biologie clinique
Patient : Personne Test     NISS : 00.00.00-000.00     Dossier : 26B-88412
Date du prélèvement : 20/03/2026 09:10     Page 1/1
Analyse                          Résultat          Valeurs de référence
Biochimie
Sodium                           119     **        135 - 145 mmol/l
Potassium                        3,3     *         3,5 - 5,1 mmol/l
Chlorures                        86      *         98 - 107 mmol/l
Osmolalité sérique               251     *         275 - 295 mOsm/kg
Glucose                          92                70 - 99 mg/dl
Urée                             18                17 - 43 mg/dl
Créatinine                       0,64              0,51 - 0,95 mg/dl
Calcium                          2,28              2,15 - 2,50 mmol/l
Protéine C réactive              1,2               < 5,0 mg/l
Endocrinologie
TSH                              2,04              0,27 - 4,20 mUI/l
Cortisol (8 h)                   412               185 - 624 nmol/l
Vitamines
25-OH vitamine D                 18,5    *         30,0 - 100,0 ng/ml
* : valeur hors limites ; ** : valeur critique, communiquée au médecin le 20/03/2026 à 11h05.`,
    expected: [
      row('sodium', 119, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 86, 'mmol/L', 'low'),
      row('glucose', 92, 'mg/dL'),
      row('urea', 18, 'mg/dL'),
      row('creatinine', 0.64, 'mg/dL'),
      row('calcium', 2.28, 'mmol/L'),
      row('crp', 1.2, 'mg/L'),
      row('tsh', 2.04, 'mU/L'),
      row('vitamin_d', 18.5, 'ng/mL', 'low'),
    ],
  },
  {
    id: 'h2-fr-7',
    language: 'fr',
    kind: 'csv',
    text: `Date;Analyse;Résultat;Unités;Valeurs de référence;Indicateur
2026-01-15;Hémoglobine;118;g/L;120 - 160;B
2026-01-15;Leucocytes;6,8;x10^9/L;4,0 - 11,0;
2026-01-15;Érythrocytes;4,05;x10^12/L;4,00 - 5,10;
2026-01-15;VGM;86;fL;80 - 100;
2026-01-15;Plaquettes;455;x10^9/L;140 - 400;H
2026-01-15;Fer;7;µmol/L;11 - 30;B
2026-01-15;Ferritine;11;µg/L;15 - 247;B
2026-01-15;Saturation de la transferrine;9;%;20 - 50;B
2026-01-15;Vitamine B12;152;pmol/L;138 - 652;`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 6.8, '10^9/L'),
      row('red_cells', 4.05, '10^12/L'),
      row('mcv', 86, 'fL'),
      row('platelets', 455, '10^9/L', 'high'),
      row('iron', 7, 'µmol/L', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_b12', 152, 'pmol/L'),
    ],
  },
  {
    id: 'h2-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Analyse;Résultat;Unité;Min;Max;Flag
Glucose;38;mg/dl;70;99;LL
Sodium;137;mmol/l;136;145;
Potassium;4,4;mmol/l;3,5;5,1;
Chlore;102;mmol/l;98;107;
Bicarbonates;25;mmol/l;22;29;
Urée;34;mg/dl;17;43;
Créatinine;0,78;mg/dl;0,51;0,95;
eGFR CKD-EPI;88;ml/min/1,73m²;60;;
Calcium;9,1;mg/dl;8,6;10,2;
Protéines totales;6,9;g/dl;6,4;8,3;
Albumine;4,2;g/dl;3,5;5,2;
HbA1c;5,6;%;4,0;6,0;`,
    expected: [
      row('glucose', 38, 'mg/dL', 'low'),
      row('sodium', 137, 'mmol/L'),
      row('potassium', 4.4, 'mmol/L'),
      row('chloride', 102, 'mmol/L'),
      row('bicarbonate', 25, 'mmol/L'),
      row('urea', 34, 'mg/dL'),
      row('creatinine', 0.78, 'mg/dL'),
      row('egfr', 88, 'mL/min/1.73m²'),
      row('calcium', 9.1, 'mg/dL'),
      row('total_protein', 6.9, 'g/dL'),
      row('albumin', 4.2, 'g/dL'),
      row('hba1c', 5.6, '%'),
    ],
  },
  {
    id: 'h2-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date;Paramètre;Valeur;Unité;Intervalle de référence;Hors norme
18.02.2026;Cholestérol total;6,8;mmol/l;< 5,0;+
18.02.2026;Cholestérol HDL;1,62;mmol/l;> 1,0;
18.02.2026;Cholestérol LDL;4,6;mmol/l;< 3,0;+
18.02.2026;Triglycérides;1,3;mmol/l;< 1,7;
18.02.2026;TSH;3,4;mU/l;0,27 - 4,2;
18.02.2026;T4 libre;13,9;pmol/l;12,0 - 22,0;
18.02.2026;Vitamine D (25-OH);42;nmol/l;50 - 150;-
18.02.2026;Vitamine B12;189;pmol/l;145 - 569;
18.02.2026;Acide folique;9,6;nmol/l;7,0 - 46,4;
18.02.2026;ALAT;61;U/l;< 50;+
18.02.2026;Gamma-GT;112;U/l;< 60;+`,
    expected: [
      row('cholesterol', 6.8, 'mmol/L', 'high'),
      row('hdl', 1.62, 'mmol/L'),
      row('ldl', 4.6, 'mmol/L', 'high'),
      row('triglycerides', 1.3, 'mmol/L'),
      row('tsh', 3.4, 'mU/L'),
      row('free_t4', 13.9, 'pmol/L'),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('vitamin_b12', 189, 'pmol/L'),
      row('folate', 9.6, 'nmol/L'),
      row('alt', 61, 'U/L', 'high'),
      row('ggt', 112, 'U/L', 'high'),
    ],
  },
]

export default cases
