/**
 * Lab report corpus, DEVELOPMENT half (second file), French (reports as French labs print and
 * export them): the first held-out half. Written for Hale before the extractor was seen and run to
 * measure it; it has been run, so it now belongs to the development half that the extractor may be
 * tuned against. Synthetic reports, no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'held-out-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
12 rue des Exemples, 69000 Lyon - Tél. 04 00 00 00 00
Patient : Personne Test      Né(e) le : 01/01/1980
Prélevé le 03/02/2026 à 08h10 - Édité le 03/02/2026
HÉMATOLOGIE - NUMÉRATION FORMULE SANGUINE
                              Résultat     Unités      Valeurs de référence
Hématies                      4,38         T/L         4,20 - 5,40
Hémoglobine                   12,4         g/dL        12,5 - 15,5
Hématocrite                   37,9         %           37,0 - 47,0
VGM                           86,5         fL          80,0 - 100,0
TCMH                          28,3         pg          27,0 - 32,0
CCMH                          32,7         g/dL        32,0 - 36,0
Leucocytes                    6,20         G/L         4,00 - 10,00
Polynucléaires neutrophiles   3,60         G/L         1,80 - 7,50
Lymphocytes                   1,95         G/L         1,00 - 4,00
Plaquettes                    231          G/L         150 - 400
BIOCHIMIE SANGUINE
Glycémie à jeun               0,92 g/L  (5,11 mmol/L)  0,70 - 1,10
Créatinine                    68           µmol/L      45 - 84
DFG estimé (CKD-EPI)          98           mL/min/1,73m²   > 60
Valeurs de référence selon les recommandations de la SFBC.
Compte rendu validé par Dr Exemple, biologiste médical                    Page 1/1`,
    expected: [
      row('red_cells', 4.38, '10^12/L'),
      row('haemoglobin', 12.4, 'g/dL', 'low'),
      row('haematocrit', 37.9, '%'),
      row('mcv', 86.5, 'fL'),
      row('mch', 28.3, 'pg'),
      row('mchc', 32.7, 'g/dL'),
      row('white_cells', 6.2, '10^9/L'),
      row('neutrophils', 3.6, '10^9/L'),
      row('lymphocytes', 1.95, '10^9/L'),
      row('platelets', 231, '10^9/L'),
      row('glucose', 0.92, 'g/L'),
      row('creatinine', 68, 'µmol/L'),
      row('egfr', 98, 'mL/min/1.73m²'),
    ],
  },
  {
    id: 'held-out-fr-2',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Biopôle Exemple - Site de Nantes
Patient : Personne Test
Date de prélèvement : 17/03/2026
BILAN LIPIDIQUE
Cholestérol total           2,41 g/L     élevé    inférieur à 2,00
Triglycérides               1,12 g/L              inférieur à 1,50
Cholestérol HDL             0,52 g/L              supérieur à 0,40
Cholestérol LDL calculé     1,67 g/L     élevé    inférieur à 1,60
BILAN HÉPATIQUE
ASAT (TGO)                  29 UI/L               < 35
ALAT (TGP)                  54 UI/L      élevé    < 35
γ-GT                        87 UI/L      élevé    9 - 64
Phosphatases alcalines      72 UI/L               40 - 150
Bilirubine totale           11 µmol/L             < 21
HÉMOGLOBINE GLYQUÉE
HbA1c                       5,6 %                 4,0 - 6,0
Valeurs de référence selon les recommandations de la HAS (2017) pour le bilan lipidique.
Tél. du laboratoire : 02 00 00 00 00`,
    expected: [
      row('cholesterol', 2.41, 'g/L', 'high'),
      row('triglycerides', 1.12, 'g/L'),
      row('hdl', 0.52, 'g/L'),
      row('ldl', 1.67, 'g/L', 'high'),
      row('ast', 29, 'U/L'),
      row('alt', 54, 'U/L', 'high'),
      row('ggt', 87, 'U/L', 'high'),
      row('alp', 72, 'U/L'),
      row('bilirubin', 11, 'µmol/L'),
      row('hba1c', 5.6, '%'),
    ],
  },
  {
    id: 'held-out-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Saint-Exemple - Biologie médicale
Patiente : Personne Test    Prescripteur : Dr Exemple
Dossier n° 260115-0042      Prélèvement du 15/01/2026
ENDOCRINOLOGIE
TSH ultrasensible                              3,12  mUI/L             0,27 - 4,20
T4 libre                                       9,8   pmol/L    bas     12,0 - 22,0
MÉTABOLISME DU FER
Fer sérique                                    6,1   µmol/L    bas     6,6 - 26,0
Ferritine                                      14    µg/L              15 - 150
Coefficient de saturation de la transferrine   11    %         bas     20 - 40
VITAMINES
Vitamine B12                                   245   pmol/L            145 - 569
Folates sériques                               14,3  nmol/L            8,8 - 60,8
25-OH vitamine D (D2+D3)                       48    nmol/L            75 - 250
Insuffisance en vitamine D : 25 à 75 nmol/L ; carence : inférieure à 25 nmol/L.
INFLAMMATION
Protéine C réactive (CRP)                      2,1   mg/L              inférieur à 5
Technique : immunoturbidimétrie. Page 1 sur 1`,
    expected: [
      row('tsh', 3.12, 'mU/L'),
      row('free_t4', 9.8, 'pmol/L', 'low'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 14, 'µg/L', 'low'),
      row('transferrin_saturation', 11, '%', 'low'),
      row('vitamin_b12', 245, 'pmol/L'),
      row('folate', 14.3, 'nmol/L'),
      row('vitamin_d', 48, 'nmol/L', 'low'),
      row('crp', 2.1, 'mg/L'),
    ],
  },
  {
    id: 'held-out-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE - Laboratoire de biochimie
Patient : Personne Test   UF : Urgences adultes
Prélèvement : 22/01/2026 02:14   Validation : 22/01/2026 02:50
IONOGRAMME ET BIOCHIMIE
Sodium                      138      mmol/L          136 - 145
Potassium                   3,2      mmol/L   bas    3,5 - 5,1
Chlore                      102      mmol/L          98 - 107
Bicarbonates (CO2 total)    24       mmol/L          22 - 29
Glucose                     2,6      mmol/L   bas    4,1 - 5,9
Urée                        5,4      mmol/L          2,8 - 7,2
Créatinine                  77       µmol/L          59 - 104
Calcium                     2,31     mmol/L          2,15 - 2,55
Protéines totales           71       g/L             64 - 83
Albumine                    41       g/L             35 - 52
Valeur critique (glucose) transmise par téléphone à l'interne de garde à 02:41.
BANDELETTE URINAIRE
Protéines                   négatif
Glucose                     négatif
Corps cétoniques            ++
Sang                        traces
Leucocytes                  négatif
Nitrites                    négatif
pH                          5,0
Densité                     1,025
Biologiste : Dr Exemple`,
    expected: [
      row('sodium', 138, 'mmol/L'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 102, 'mmol/L'),
      row('bicarbonate', 24, 'mmol/L'),
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('urea', 5.4, 'mmol/L'),
      row('creatinine', 77, 'µmol/L'),
      row('calcium', 2.31, 'mmol/L'),
      row('total_protein', 71, 'g/L'),
      row('albumin', 41, 'g/L'),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('urine_ph', 5, ''),
      row('urine_specific_gravity', 1.025, ''),
    ],
  },
  {
    id: 'held-out-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date;Analyse;Résultat;Unité;Valeurs de référence;Anomalie
05/02/2026;Hémoglobine;14,6;g/dL;13,0 - 17,0;
05/02/2026;Leucocytes;11,8;G/L;4,0 - 10,0;H
05/02/2026;Plaquettes;389;G/L;150 - 400;
05/02/2026;CRP;86;mg/L;< 5;H
05/02/2026;Créatinine;11,2;mg/L;7,2 - 11,8;
05/02/2026;Urée;0,38;g/L;0,15 - 0,45;
05/02/2026;Acide urique;52;mg/L;35 - 72;
05/02/2026;Glycémie à jeun;1,08;g/L;0,70 - 1,10;
05/02/2026;Potassium;5,4;mmol/L;3,5 - 5,1;H`,
    expected: [
      row('haemoglobin', 14.6, 'g/dL'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 389, '10^9/L'),
      row('crp', 86, 'mg/L', 'high'),
      row('creatinine', 11.2, 'mg/L'),
      row('urea', 0.38, 'g/L'),
      row('uric_acid', 52, 'mg/L'),
      row('glucose', 1.08, 'g/L'),
      row('potassium', 5.4, 'mmol/L', 'high'),
    ],
  },
  {
    id: 'held-out-fr-6',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Valeur;Unité;Borne inférieure;Borne supérieure;Anomalie
HBA1C;Hémoglobine glyquée;7,4;%;4,0;6,0;+
CHOL;Cholestérol total;5,9;mmol/L;;5,2;+
HDL;HDL-cholestérol;1,05;mmol/L;1,0;;
LDL;LDL-cholestérol;3,9;mmol/L;;3,4;+
TG;Triglycérides;2,1;mmol/L;;1,7;+
TSH;TSH;1,84;mUI/L;0,27;4,2;
VITD;Vitamine D (25-OH);31;ng/mL;30;100;
B12;Vitamine B12;412;pg/mL;197;771;
FOL;Acide folique;4,1;ng/mL;4,6;;-`,
    expected: [
      row('hba1c', 7.4, '%', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('hdl', 1.05, 'mmol/L'),
      row('ldl', 3.9, 'mmol/L', 'high'),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
      row('tsh', 1.84, 'mU/L'),
      row('vitamin_d', 31, 'ng/mL'),
      row('vitamin_b12', 412, 'pg/mL'),
      row('folate', 4.1, 'ng/mL', 'low'),
    ],
  },
  {
    id: 'held-out-fr-7',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL EXEMPLE - Laboratoire de biologie - Compte rendu
Patient : Personne Test     Service : Médecine interne     Prélevé le 04/04/2026 à 06:00
NUMÉRATION FORMULE
Leucocytes (G/L)                      15,6    H    [4,0-10,0]
Hémoglobine (g/dL)                    10,8    L    [12,0-16,0]
Plaquettes (G/L)                      512     H    [150-400]
Polynucléaires neutrophiles (G/L)     13,1    H    [1,5-7,0]
Lymphocytes (G/L)                     0,9     L    [1,0-4,0]
BIOCHIMIE
CRP (mg/L)                            212     H    [<5]
Sodium (mmol/L)                       133     L    [136-145]
Glucose (mmol/L)                      7,4     H    [4,1-5,9]
Créatinine (µmol/L)                   102     H    [45-84]
Albumine (g/L)                        28      L    [35-52]
Bilirubine totale (µmol/L)            14           [<21]
Hémocultures : prélevées le 04/04/2026, résultat à suivre.
Validé par Dr Exemple, biologiste. Page 1/1`,
    expected: [
      row('white_cells', 15.6, '10^9/L', 'high'),
      row('haemoglobin', 10.8, 'g/dL', 'low'),
      row('platelets', 512, '10^9/L', 'high'),
      row('neutrophils', 13.1, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
      row('crp', 212, 'mg/L', 'high'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('creatinine', 102, 'µmol/L', 'high'),
      row('albumin', 28, 'g/L', 'low'),
      row('bilirubin', 14, 'µmol/L'),
    ],
  },
]

export default cases
