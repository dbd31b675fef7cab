/**
 * Lab report corpus, DEVELOPMENT half (fourth file), French: the third held-out half, written
 * without reading the extractor, run once to measure it and now tuned against. Reports from France
 * (Île-de-France, Lyon, La Réunion, Bordeaux, Strasbourg, Marseille), Senegal, Tunisia and Haiti.
 * Synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know
 * (colour, appearance, ratios, ESR, microalbumin, osmolality) and comment lines are not results to
 * extract. The rest of the set is in fr-4-part-2.ts.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-4-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France (Île-de-France): columns, "*" mark after the unit, previous results on the right.
    id: 'h3-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE SEINE-RIVE — Site de Montreuil
Patient : Test Person   Né(e) le : 01/01/1970   Sexe : F
Prélevé le 14/10/2026 à 08:05   Édité le 14/10/2026 à 15:32
Tél. 01 99 00 12 34   Page 1/2
HÉMATOLOGIE
Numération Formule Sanguine        Résultat   Unité          Valeurs de référence   Antériorités
Hématies                           3,62       T/L       *    (3,80-5,20)            4,01 (02/05/26)
Hémoglobine                        6,4        g/dL      *    (11,5-15,5)            9,8 (02/05/26)
Hématocrite                        22,1       %         *    (35,0-46,0)            30,2 (02/05/26)
V.G.M.                             61,0       fL        *    (80,0-100,0)           75,3 (02/05/26)
T.C.M.H.                           17,7       pg        *    (27,0-32,0)
C.C.M.H.                           29,0       g/dL      *    (32,0-36,0)
Leucocytes                         6,85       G/L            (4,00-10,00)           7,12 (02/05/26)
Polynucléaires neutrophiles        4,12       G/L            (1,80-7,50)
Lymphocytes                        1,96       G/L            (1,00-4,00)
Plaquettes                         412        G/L       *    (150-400)              388 (02/05/26)
Hémoglobine < 7 g/dL : résultat communiqué par téléphone au Dr Exemple le 14/10/2026 à 10h12.
Page 2/2
BIOCHIMIE — BILAN MARTIAL
Fer sérique                        4,1        µmol/L    *    (9,0-30,4)
Ferritine                          3          µg/L      *    (15-150)
Coefficient de saturation de la transferrine   4   %    *    (15-35)`,
    expected: [
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('mcv', 61, 'fL', 'low'),
      row('mch', 17.7, 'pg', 'low'),
      row('mchc', 29, 'g/dL', 'low'),
      row('white_cells', 6.85, '10^9/L'),
      row('neutrophils', 4.12, '10^9/L'),
      row('lymphocytes', 1.96, '10^9/L'),
      row('platelets', 412, '10^9/L', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('ferritin', 3, 'µg/L', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
    ],
  },
  {
    // France (Lyon): dot leaders, French units in g/L and mg/L, "à" in ranges, arrows after the range.
    id: 'h3-fr-2',
    language: 'fr',
    kind: 'text',
    text: `BIOLAB RHÔNE-SAÔNE — Laboratoire de biologie médicale, Lyon 3e
Patient : Test Person        Dossier n° 000000-0
Prélèvement du 03/11/2026 à 07:48 — à jeun : oui
BIOCHIMIE
Glycémie à jeun ............................ 1,32 g/L       (0,70 à 1,10)   ↑
Hémoglobine glyquée (HbA1c) ................ 7,4 %          (4,0 à 6,0)     ↑
Créatinine ................................. 8,1 mg/L       (5,7 à 11,1)
DFG estimé (CKD-EPI) ....................... 84 mL/min/1,73m²   (> 60)
Acide urique ............................... 71 mg/L        (26 à 60)       ↑
BILAN LIPIDIQUE
Cholestérol total .......................... 2,41 g/L       (1,50 à 2,00)   ↑
HDL-cholestérol ............................ 0,38 g/L       (> 0,40)        ↓
LDL-cholestérol calculé .................... 1,62 g/L       (< 1,60)        ↑
Triglycérides .............................. 2,05 g/L       (0,35 à 1,50)   ↑
Rapport cholestérol total / HDL ............ 6,34           (< 4,50)
BILAN HÉPATIQUE
ASAT (TGO) ................................. 31 UI/L        (< 35)
ALAT (TGP) ................................. 52 UI/L        (< 35)          ↑
Gamma-GT ................................... 88 UI/L        (< 38)          ↑
Phosphatases alcalines ..................... 74 UI/L        (35 à 104)
Bilirubine totale .......................... 7 mg/L         (< 12)
Méthode : transaminases et Gamma-GT IFCC à 37 °C sans phosphate de pyridoxal.`,
    expected: [
      row('glucose', 1.32, 'g/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('creatinine', 8.1, 'mg/L'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('cholesterol', 2.41, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.62, 'g/L', 'high'),
      row('triglycerides', 2.05, 'g/L', 'high'),
      row('ast', 31, 'U/L'),
      row('alt', 52, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 74, 'U/L'),
      row('bilirubin', 7, 'mg/L'),
    ],
  },
  {
    // Senegal (Dakar): the flag between value and unit, ranges without brackets, severe hyperkalaemia.
    id: 'h3-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES CAP-VERT — DAKAR (SÉNÉGAL)
Patient : Test Person    Âge : 58 ans    Service : Néphrologie
Date de prélèvement : 21/09/2026    N° de demande : 2026-09-0000
Tél. : +221 33 000 00 00
IONOGRAMME SANGUIN
Sodium (Na+)            128    L    mmol/L            135 - 145
Potassium (K+)          6,9    H    mmol/L            3,5 - 5,0
Chlorures (Cl-)         97     L    mmol/L            98 - 107
Réserve alcaline        14     L    mmol/L            22 - 29
Calcium total           2,02   L    mmol/L            2,15 - 2,55
Hyperkaliémie sévère : résultat transmis au service le 21/09/2026 à 11h40.
FONCTION RÉNALE
Urée                    24,6   H    mmol/L            2,5 - 7,5
Créatinine              742    H    µmol/L            62 - 106
DFG (CKD-EPI)           6      L    mL/min/1,73m²     > 90
Acide urique            612    H    µmol/L            202 - 416
PROTÉINES
Protides totaux         68          g/L               66 - 83
Albumine                33     L    g/L               35 - 52
AUTRES
Glycémie                5,1         mmol/L            4,1 - 5,9
CRP                     48     H    mg/L              < 6
Biologiste : Dr Exemple — Page 1/1`,
    expected: [
      row('sodium', 128, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 97, 'mmol/L', 'low'),
      row('bicarbonate', 14, 'mmol/L', 'low'),
      row('calcium', 2.02, 'mmol/L', 'low'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 742, 'µmol/L', 'high'),
      row('egfr', 6, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 612, 'µmol/L', 'high'),
      row('total_protein', 68, 'g/L'),
      row('albumin', 33, 'g/L', 'low'),
      row('glucose', 5.1, 'mmol/L'),
      row('crp', 48, 'mg/L', 'high'),
    ],
  },
  {
    // Tunisia (Tunis): no marks, the unit in the range column, µUI/mL for TSH.
    id: 'h3-fr-4',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES BIOLOGIQUES EL MENZAH — TUNIS
Patient : Test Person        Prescripteur : Dr Exemple
Prélèvement : 05/10/2026 09:10     Compte rendu : 06/10/2026
Analyse                             Résultat       Valeurs usuelles
HORMONOLOGIE
TSH us                              7,85           0,27 - 4,20 µUI/mL
FT4 (T4 libre)                      10,2           12,0 - 22,0 pmol/L
FT3 (T3 libre)                      3,9            3,1 - 6,8 pmol/L
VITAMINES
Vitamine D (25-OH D2+D3)            11,4           30 - 100 ng/mL
Carence : < 20 ng/mL ; insuffisance : 20 - 30 ng/mL
Vitamine B12                        182            197 - 771 pg/mL
Folates sériques                    4,6            3,9 - 26,8 ng/mL
BILAN MARTIAL
Fer sérique                         9,8            10,7 - 28,6 µmol/L
Ferritine                           18             12 - 150 ng/mL
DIABÈTE
HbA1c                               5,4            4,0 - 6,0 %
INFLAMMATION
Vitesse de sédimentation 1re heure  12 mm          < 20
CRP                                 2,1            < 5 mg/L`,
    expected: [
      row('tsh', 7.85, 'mU/L', 'high'),
      row('free_t4', 10.2, 'pmol/L', 'low'),
      row('free_t3', 3.9, 'pmol/L'),
      row('vitamin_d', 11.4, 'ng/mL', 'low'),
      row('vitamin_b12', 182, 'pg/mL', 'low'),
      row('folate', 4.6, 'ng/mL'),
      row('iron', 9.8, 'µmol/L', 'low'),
      row('ferritin', 18, 'ng/mL'),
      row('hba1c', 5.4, '%'),
      row('crp', 2.1, 'mg/L'),
    ],
  },
  {
    // Haiti (Port-au-Prince): US-style mg/dL, flag between value and unit, urine dipstick in words.
    id: 'h3-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE MÉDICAL DU BEL-AIR — Port-au-Prince, Haïti
Patient : Test Person     Âge : 34 ans     Sexe : F
Date : 17/08/2026     Médecin : Dr Exemple     Tél. : (509) 0000-0000
Test                     Résultat       Unités     Valeurs de référence
CHIMIE SANGUINE
Glycémie                 41     L       mg/dL      70 - 110
Urée (BUN)               12             mg/dL      7 - 20
Créatinine               0,7            mg/dL      0,6 - 1,1
Cholestérol total        164            mg/dL      < 200
Calcium                  9,1            mg/dL      8,5 - 10,5
ANALYSE D'URINE (bandelette)
Couleur                  Jaune paille
Aspect                   Trouble
Densité                  1,025                     1,005 - 1,030
pH                       6,0                       5,0 - 8,0
Protéines                Traces                    Négatif
Glucose                  Négatif                   Négatif
Corps cétoniques         ++                        Négatif
Sang                     +                         Négatif
Leucocytes               +++                       Négatif
Nitrites                 Positif                   Négatif
Page 1 de 1`,
    expected: [
      row('glucose', 41, 'mg/dL', 'low'),
      row('urea', 12, 'mg/dL'),
      row('creatinine', 0.7, 'mg/dL'),
      row('cholesterol', 164, 'mg/dL'),
      row('calcium', 9.1, 'mg/dL'),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_ph', 6, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
]

const reports: readonly LabReportCase[] = [...cases, ...moreCases]
export default reports
