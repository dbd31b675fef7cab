/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), French: medical laboratories of France (two), a Belgian
 * hospital, a laboratory of French-speaking Switzerland and a Quebec hospital (this file), and a
 * Moroccan laboratory, a Luxembourg urinalysis and CSV portal exports from France, Quebec and
 * Belgium (fr-7-part-2.ts). Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (IDR/RDW, éosinophiles,
 * basophiles, monocytes, vitesse de sédimentation, trou anionique, phosphore, PTH, cholestérol
 * non-HDL, rapports, capacité de fixation du fer, cytologie urinaire) are not results to extract,
 * nor are the antériorités (previous results) nor the SI conversion printed beside a
 * conventional-unit result.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-7-part-2'

const cases: readonly LabReportCase[] = [
  {
    // French private laboratory (LBM), hémogramme: result and unit, the range, then an
    // "Antériorités" column with the previous result (sometimes dated); no flags at all, so each
    // flag comes from the range; counts in T/L and G/L; absolute differential only; sedimentation
    // rate, RDW, eosinophils, basophils and monocytes are not results Hale knows.
    id: 'h6-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE SYNTHÉBIO — Site des Tilleuls
(laboratoire fictif — compte rendu de démonstration)
Patient : PERSONNE Test   Né(e) le : 01.01.1952   Sexe : F
Dossier n° 000000-00   Prescripteur : Dr A. EXEMPLE
Prélevé le 04/03/2024 à 08h10   Édité le 04/03/2024 à 15h42
Analyse   Résultat   Valeurs de référence   Antériorités
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Hématies   3,71 T/L   3,80 - 5,90   4,02 (12/09/23)
Hémoglobine   10,9 g/dL   11,5 - 16,0   12,1 (12/09/23)
Hématocrite   33,6 %   35,0 - 47,0   36,8 (12/09/23)
V.G.M.   90,6 fL   80,0 - 100,0   91,5
T.C.M.H.   29,4 pg   27,0 - 32,0   30,1
C.C.M.H.   32,4 g/dL   32,0 - 36,0   32,9
IDR (RDW)   14,8 %   11,0 - 15,0
Leucocytes   11,42 G/L   4,00 - 10,00   7,85
Formule leucocytaire
Polynucléaires neutrophiles   8,91 G/L   1,80 - 7,50   5,02
Polynucléaires éosinophiles   0,11 G/L   < 0,80
Polynucléaires basophiles   0,03 G/L   < 0,20
Lymphocytes   1,74 G/L   1,00 - 4,00   2,10
Monocytes   0,63 G/L   0,20 - 1,00
Plaquettes   456 G/L   150 - 400   318
Vitesse de sédimentation (1re heure)   42 mm   < 20
BIOCHIMIE SANGUINE
Protéine C réactive (CRP)   48,6 mg/L   < 5,0   3,2 (12/09/23)
Ferritine   18 µg/L   15 - 150   41 (12/09/23)
Commentaire : syndrome inflammatoire biologique ; contrôle conseillé à distance.
Page 1/1   Compte rendu validé par le biologiste responsable`,
    expected: [
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.6, '%', 'low'),
      row('mcv', 90.6, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 11.42, '10^9/L', 'high'),
      row('neutrophils', 8.91, '10^9/L', 'high'),
      row('lymphocytes', 1.74, '10^9/L', null),
      row('platelets', 456, '10^9/L', 'high'),
      row('crp', 48.6, 'mg/L', 'high'),
      row('ferritin', 18, 'µg/L', null),
    ],
  },
  {
    // French laboratory serving a care home: the classic double-unit layout, result in the
    // conventional unit (g/L, mg/L) then its SI conversion, the range in the conventional unit;
    // a "*" before every out-of-range result (no direction given, so the range decides); a
    // critical fasting glucose with a telephoned-result comment. The expected row is the first,
    // conventional-unit result of each line.
    id: 'h6-fr-2',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE SYNTHÉBIO OUEST — Biologie médicale (compte rendu fictif)
Mme PERSONNE Test   née le 01.01.1939   Réf. dossier 00000-000
Prescripteur : Dr B. EXEMPLE — EHPAD Les Glycines (fictif)
Prélèvement du 19/06/2024 à 07h30 — reçu à 09h05
BIOCHIMIE
Analyse   Résultat   Conversion   Valeurs de référence
Glycémie à jeun   * 0,41 g/L   2,28 mmol/L   0,70 - 1,05 g/L
  VALEUR CRITIQUE : résultat communiqué par téléphone au médecin prescripteur à 10h12.
Sodium   138 mmol/L      136 - 145
Potassium   4,1 mmol/L      3,5 - 5,1
Chlore   101 mmol/L      98 - 107
Bicarbonates (CO2 total)   * 19 mmol/L      22 - 29
Urée   * 0,62 g/L   10,3 mmol/L   0,15 - 0,45 g/L
Créatinine   * 14,8 mg/L   131 µmol/L   5,7 - 11,1 mg/L
DFG estimé (CKD-EPI)   * 32 mL/min/1,73m²      > 60
Calcium   89 mg/L   2,22 mmol/L   86 - 102 mg/L
Protéines totales   64 g/L      64 - 83
Albumine   * 31,5 g/L      35,0 - 52,0
Acide urique   * 78 mg/L   464 µmol/L   26 - 60 mg/L
Les résultats précédés d'un astérisque sont en dehors des valeurs de référence.
Page 1/1`,
    expected: [
      row('glucose', 0.41, 'g/L', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 0.62, 'g/L', 'high'),
      row('creatinine', 14.8, 'mg/L', 'high'),
      row('egfr', 32, 'mL/min/1.73m²', 'low'),
      row('calcium', 89, 'mg/L', null),
      row('total_protein', 64, 'g/L', null),
      row('albumin', 31.5, 'g/L', 'low'),
      row('uric_acid', 78, 'mg/L', 'high'),
    ],
  },
  {
    // Belgian hospital, nephrology ward: "+" / "-" flags right after the result (before the
    // unit), conventional units in lower case (mg/dl, g/dl, ml/min), platelets in "10³/µl"; a
    // critical potassium; anion gap, phosphorus and PTH (pg/ml, a unit Hale knows) are not
    // results Hale knows.
    id: 'h6-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUES SYNTHÉTIQUES DE LA MEUSE — Laboratoire de biologie clinique (fictif)
Patient : PERSONNE, Test   Né le : 01.01.1944   Sexe : M   N° patient : 0000000
Service : Néphrologie, unité 4   Médecin demandeur : Dr C. Exemple
Prélèvement : 08/07/2024 06:15   Demande n° 0000000000   Statut : complet
Analyse   Résultat   Unité   Valeurs normales
CHIMIE CLINIQUE
Sodium   133 -   mmol/l   136 - 145
Potassium   6,9 +   mmol/l   3,5 - 5,1
  ! Valeur critique communiquée par téléphone à l'infirmier(ère) du service à 07:02, relecture faite.
  Échantillon non hémolysé.
Chlorures   104   mmol/l   98 - 107
Bicarbonate   16 -   mmol/l   22 - 29
Trou anionique   13   mmol/l   8 - 16
Urée   142 +   mg/dl   17 - 49
Créatinine   4,87 +   mg/dl   0,67 - 1,17
eGFR (CKD-EPI)   11 -   ml/min/1,73m²   > 60
Acide urique   8,9 +   mg/dl   3,4 - 7,0
Calcium   8,1 -   mg/dl   8,6 - 10,2
Phosphore   6,3 +   mg/dl   2,5 - 4,5
Parathormone (PTH)   312 +   pg/ml   15 - 65
Glucose   108 +   mg/dl   70 - 100
HÉMATOLOGIE
Hémoglobine   9,1 -   g/dl   13,0 - 17,0
Hématocrite   27,4 -   %   40,0 - 50,0
Plaquettes   211   10³/µl   150 - 400
Validé par : Dr D. Exemple, biologiste clinicien (fictif)   Page 1 de 1`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 142, 'mg/dL', 'high'),
      row('creatinine', 4.87, 'mg/dL', 'high'),
      row('egfr', 11, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('glucose', 108, 'mg/dL', 'high'),
      row('haemoglobin', 9.1, 'g/dL', 'low'),
      row('haematocrit', 27.4, '%', 'low'),
      row('platelets', 211, '10^9/L', null),
    ],
  },
  {
    // Laboratory of French-speaking Switzerland, two pages: ↑ / ↓ after the result, SI units
    // with lower-case "l" (mmol/l, U/l, µmol/l, mU/l), ranges with an en dash; the HbA1c is given
    // in % only; non-HDL cholesterol and the cholesterol/HDL ratio are not results Hale knows.
    id: 'h6-fr-4',
    language: 'fr',
    kind: 'text',
    text: `SYNTHELAB ROMANDIE SA — Laboratoire d'analyses médicales (fictif)
Rapport final   Page 1 de 2
Patient: PERSONNE Test, né le 01.01.1966, M   N° AVS: masqué
Médecin mandant: Dr E. Exemple, cabinet de groupe (fictif)
Prélèvement: 22.08.2024 07:50   Réception: 22.08.2024 10:12
Analyse   Résultat   Unité   Valeurs de référence
MÉTABOLISME GLUCIDIQUE
Glucose à jeun   6,8 ↑   mmol/l   3,9 – 5,6
HbA1c   6,7 ↑   %   < 5,7
BILAN LIPIDIQUE
Cholestérol total   5,9 ↑   mmol/l   < 5,0
HDL-cholestérol   0,92 ↓   mmol/l   > 1,0
LDL-cholestérol (calculé)   4,1 ↑   mmol/l   < 3,0
Triglycérides   1,96 ↑   mmol/l   < 1,70
Cholestérol non-HDL   5,0 ↑   mmol/l   < 3,8
Rapport cholestérol total/HDL   6,4 ↑      < 5,0
FONCTION HÉPATIQUE
ASAT (GOT)   38   U/l   < 50
ALAT (GPT)   64 ↑   U/l   < 50
Gamma-GT   88 ↑   U/l   < 60
Phosphatase alcaline   79   U/l   40 – 129
Bilirubine totale   11   µmol/l   < 21
SynthéLab Romandie SA — Rapport final   Page 2 de 2
Patient: PERSONNE Test, né le 01.01.1966
Analyse   Résultat   Unité   Valeurs de référence
THYROÏDE
TSH   0,21 ↓   mU/l   0,27 – 4,20
T4 libre (FT4)   23,8 ↑   pmol/l   12,0 – 22,0
T3 libre (FT3)   6,9 ↑   pmol/l   3,1 – 6,8
Commentaire: profil compatible avec une hyperthyroïdie ; diabète de type 2 probable, à confirmer.
Fin du rapport`,
    expected: [
      row('glucose', 6.8, 'mmol/L', 'high'),
      row('hba1c', 6.7, '%', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('hdl', 0.92, 'mmol/L', 'low'),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('triglycerides', 1.96, 'mmol/L', 'high'),
      row('ast', 38, 'U/L', null),
      row('alt', 64, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 79, 'U/L', null),
      row('bilirubin', 11, 'µmol/L', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 23.8, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pmol/L', 'high'),
    ],
  },
  {
    // Quebec hospital laboratory: an "Ind." column (H / B, haut / bas) between the result and
    // the range, the unit last; SI units (µmol/L, pmol/L, nmol/L, g/L for haemoglobin and MCHC,
    // "x 10E9/L"); a "> 45,4" folate; the total iron-binding capacity is not a result Hale knows;
    // a B12 grey-zone note.
    id: 'h6-fr-5',
    language: 'fr',
    kind: 'text',
    text: `CENTRE DE SANTÉ SYNTHÉTIQUE DU SAINT-LAURENT — Laboratoire de biologie médicale (fictif)
Nom: PERSONNE, TEST   Date de naissance: 01.01.1998   Sexe: F   RAMQ: XXXX 0000 0000
Médecin traitant: Dre F. Exemple   No de requête: Q00000000
Prélevé: 2024-09-10 08:40   Rapport final: 2024-09-11 13:05
Analyse   Résultat   Ind.   Valeurs de référence   Unités
BIOCHIMIE — BILAN MARTIAL
Fer sérique   4,8   B   9,0 - 30,4   µmol/L
Capacité totale de fixation du fer   82   H   45 - 80   µmol/L
Saturation de la transferrine   6   B   15 - 50   %
Ferritine   4   B   10 - 291   µg/L
VITAMINES
Vitamine B12   162      138 - 652   pmol/L
  Note : une B12 entre 138 et 220 pmol/L est une zone grise ; doser l'acide méthylmalonique si symptômes.
Folates sériques   > 45,4      > 7,0   nmol/L
25-OH vitamine D   41   B   75 - 250   nmol/L
HÉMATOLOGIE
Hémoglobine   98   B   120 - 160   g/L
VGM   71   B   80 - 100   fL
TCMH   22,1   B   27 - 32   pg
CCMH   298   B   320 - 360   g/L
Leucocytes   6,1      4,0 - 11,0   x 10E9/L
Plaquettes   372      150 - 400   x 10E9/L
Commentaire : carence martiale probable ; rechercher une cause de saignement.
Page 1 de 1   Fin du rapport`,
    expected: [
      row('iron', 4.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 4, 'µg/L', 'low'),
      row('vitamin_b12', 162, 'pmol/L', null),
      row('folate', 45.4, 'nmol/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('haemoglobin', 98, 'g/L', 'low'),
      row('mcv', 71, 'fL', 'low'),
      row('mch', 22.1, 'pg', 'low'),
      row('mchc', 298, 'g/L', 'low'),
      row('white_cells', 6.1, '10^9/L', null),
      row('platelets', 372, '10^9/L', null),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
