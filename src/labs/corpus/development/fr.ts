/**
 * Lab report corpus, DEVELOPMENT half, French: the cases the extractor may be tuned against.
 * Written for Hale; synthetic reports, no real people, labs or phone numbers. Rows for tests Hale
 * does not know (VS, urobilinogène) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'development-fr-1',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire d'analyses médicales Exemple - Site des Remparts
Patient : Personne Test     Date de naissance : 01/01/1990
Dossier 26-031-0457   Prélèvement du 31/03/2026 à 09:20
HÉMOGRAMME
Hématies                       5,12         Téra/L        4,50 - 5,70
Hémoglobine                    15,9         g/dL          13,0 - 17,0
Hématocrite                    47,4         %             42,0 - 54,0
VGM                            92,6         fL            82 - 98
TCMH                           31,1         pg            27 - 32
CCMH                           33,5         g/dL          32 - 36
Leucocytes                     3,2    ↓     Giga/L        4,0 - 10,0
Polynucléaires neutrophiles    1,1    ↓     Giga/L        1,5 - 7,0
Lymphocytes                    1,6          Giga/L        1,0 - 4,0
Plaquettes                     98     ↓     Giga/L        150 - 400
Contrôle : frottis sanguin vérifié, pas d'anomalie morphologique.
VS 1re heure                   12           mm            < 15
Biologiste responsable : Dr Exemple - Page 1/1`,
    expected: [
      row('red_cells', 5.12, '10^12/L'),
      row('haemoglobin', 15.9, 'g/dL'),
      row('haematocrit', 47.4, '%'),
      row('mcv', 92.6, 'fL'),
      row('mch', 31.1, 'pg'),
      row('mchc', 33.5, 'g/dL'),
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('neutrophils', 1.1, '10^9/L', 'low'),
      row('lymphocytes', 1.6, '10^9/L'),
      row('platelets', 98, '10^9/L', 'low'),
    ],
  },
  {
    id: 'development-fr-2',
    language: 'fr',
    kind: 'text',
    text: `Centre Hospitalier Exemple - Pôle de biologie
Patient : Personne Test     Service : Néphrologie
Prélevé le 11/02/2026 à 07:05
Analyse                        Résultat     Unités            Valeurs usuelles
Sodium                         136          mmol/L            135 - 145
Potassium                      6,8   élevé  mmol/L            3,5 - 5,0
Prélèvement non hémolysé. Résultat vérifié sur un second tube.
Chlorures                      101          mmol/L            98 - 107
Réserve alcaline               18    bas    mmol/L            22 - 29
Urée                           18,2  élevé  mmol/L            2,5 - 7,5
Créatinine                     356   élevé  µmol/L            53 - 97
DFG (CKD-EPI)                  14    bas    mL/min/1,73m²     supérieur à 60
Acide urique                   498   élevé  µmol/L            150 - 420
Calcium                        2,05  bas    mmol/L            2,20 - 2,60
Protéines                      65           g/L               60 - 80
Résultat critique (potassium) communiqué au Dr Exemple à 07:48.`,
    expected: [
      row('sodium', 136, 'mmol/L'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L'),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('urea', 18.2, 'mmol/L', 'high'),
      row('creatinine', 356, 'µmol/L', 'high'),
      row('egfr', 14, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 498, 'µmol/L', 'high'),
      row('calcium', 2.05, 'mmol/L', 'low'),
      row('total_protein', 65, 'g/L'),
    ],
  },
  {
    id: 'development-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple Biologie
Patient : Personne Test     Prélèvement : 26/02/2026 à jeun
BIOCHIMIE
Glycémie à jeun                7,8 mmol/L (1,40 g/L)   *    3,9 - 5,8
Hémoglobine glyquée (HbA1c)    8,1 %                   *    4,0 - 6,0
Cholestérol total              4,6 mmol/L                   < 5,2
Cholestérol HDL                1,2 mmol/L                   > 1,0
Cholestérol LDL (calculé)      2,7 mmol/L                   < 3,0
Triglycérides                  1,5 mmol/L                   < 1,7
ASAT                           18 U/L                       5 - 34
ALAT                           23 U/L                       0 - 55
Gamma GT                       19 U/L                       12 - 64
Phosphatases alcalines         68 U/L                       40 - 150
Bilirubine totale              9 µmol/L                     3 - 21
* Résultat hors des valeurs de référence. Objectif HbA1c à discuter avec le médecin traitant.`,
    expected: [
      row('glucose', 7.8, 'mmol/L', 'high'),
      row('hba1c', 8.1, '%', 'high'),
      row('cholesterol', 4.6, 'mmol/L'),
      row('hdl', 1.2, 'mmol/L'),
      row('ldl', 2.7, 'mmol/L'),
      row('triglycerides', 1.5, 'mmol/L'),
      row('ast', 18, 'U/L'),
      row('alt', 23, 'U/L'),
      row('ggt', 19, 'U/L'),
      row('alp', 68, 'U/L'),
      row('bilirubin', 9, 'µmol/L'),
    ],
  },
  {
    id: 'development-fr-4',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire de biologie médicale Exemple
Patiente : Personne Test     Prélèvement du 09/03/2026
THYROÏDE
TSH                            0,95          mUI/L       0,40 - 4,00
T3 libre                       4,6           pmol/L      3,1 - 6,8
BILAN MARTIAL
Fer                            22,4          µmol/L      10,0 - 30,0
Ferritine                      78            ng/mL       30 - 400
CST                            32            %           20 - 40
BANDELETTE URINAIRE
Leucocytes                     +
Nitrites                       positif
Protéines                      traces
Glucose                        négatif
Corps cétoniques               négatif
Sang                           +++
Urobilinogène                  normal
pH                             7,0
Densité                        1,015
Un ECBU est conseillé. Tél. 03 00 00 00 00`,
    expected: [
      row('tsh', 0.95, 'mU/L'),
      row('free_t3', 4.6, 'pmol/L'),
      row('iron', 22.4, 'µmol/L'),
      row('ferritin', 78, 'ng/mL'),
      row('transferrin_saturation', 32, '%'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_ph', 7, ''),
      row('urine_specific_gravity', 1.015, ''),
    ],
  },
  {
    id: 'development-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Examen;Résultat;Unités;Normes;Interprétation
02/04/2026;25-OH vitamine D;18;ng/mL;30 - 60;bas
02/04/2026;Vitamine B12;620;pg/mL;187 - 883;
02/04/2026;Folates;9,8;ng/mL;> 5,4;
02/04/2026;CRP;0,8;mg/L;< 5;
02/04/2026;Ferritine;41;µg/L;15 - 150;
02/04/2026;Hémoglobine;13,4;g/dL;12,0 - 16,0;
02/04/2026;TSH;5,8;mUI/L;0,40 - 4,00;élevé
02/04/2026;T4 libre;11,2;pmol/L;12,0 - 22,0;bas`,
    expected: [
      row('vitamin_d', 18, 'ng/mL', 'low'),
      row('vitamin_b12', 620, 'pg/mL'),
      row('folate', 9.8, 'ng/mL'),
      row('crp', 0.8, 'mg/L'),
      row('ferritin', 41, 'µg/L'),
      row('haemoglobin', 13.4, 'g/dL'),
      row('tsh', 5.8, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', 'low'),
    ],
  },
  {
    id: 'development-fr-6',
    language: 'fr',
    kind: 'csv',
    text: `Code;Analyse;Valeur;Unité;Min;Max;Flag
NA;Sodium;141;mmol/L;136;145;
K;Potassium;4,0;mmol/L;3,5;5,1;
CL;Chlore;105;mmol/L;98;107;
CO2;Bicarbonates;23;mmol/L;22;29;
UREE;Urée;6,1;mmol/L;2,8;7,2;
CREA;Créatinine;54;µmol/L;45;84;
GLU;Glucose;5,2;mmol/L;4,1;5,9;
CA;Calcium;2,62;mmol/L;2,15;2,55;H
ALB;Albumine;44;g/L;35;52;
PROT;Protéines totales;76;g/L;64;83;
CRP;Protéine C réactive;4;mg/L;0;5;`,
    expected: [
      row('sodium', 141, 'mmol/L'),
      row('potassium', 4, 'mmol/L'),
      row('chloride', 105, 'mmol/L'),
      row('bicarbonate', 23, 'mmol/L'),
      row('urea', 6.1, 'mmol/L'),
      row('creatinine', 54, 'µmol/L'),
      row('glucose', 5.2, 'mmol/L'),
      row('calcium', 2.62, 'mmol/L', 'high'),
      row('albumin', 44, 'g/L'),
      row('total_protein', 76, 'g/L'),
      row('crp', 4, 'mg/L'),
    ],
  },
]

export default cases
