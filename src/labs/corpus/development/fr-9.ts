/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), French: reports from labs in France, Belgium,
 * French-speaking Switzerland, Québec and Luxembourg (PDF text layers and portal CSV exports). Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (IDR/DVE,
 * vitesse de sédimentation, monocytes, éosinophiles, transferrine, phosphore, magnésium, anticorps
 * anti-TPO, holotranscobalamine, osmolalité, cholestérol non-HDL, rapports, microscopie urinaire,
 * culture) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-9-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France, private lab: blood count and iron work-up. No flags at all (abnormal values were bold
    // on the PDF), ranges in parentheses after the unit, a previous-result column, absolute counts in G/L.
    id: 'h8-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TROIS VALLÉES
Site de Valmont — 12, rue des Tilleuls — 00000 VALMONT — Tél. 00 00 00 00 00
Biologiste responsable : Dr Exemple
Mme PERSONNE Test
Née le 01/01/1979 — Dossier n° 241114-0387
Prélevé le 14/11/2024 à 08h12 — Édité le 14/11/2024 à 16h40
Prescripteur : Dr Exemple, médecin généraliste
Page 1/2
HÉMATOLOGIE
Numération formule sanguine (sang total EDTA)
Valeurs de référence Antériorités
03/05/2024
Hématies 4,31 T/L (3,80 - 5,10) 4,45
Hémoglobine 10,9 g/dL (11,5 - 15,0) 12,0
Hématocrite 33,9 % (35,0 - 45,0) 36,7
V.G.M. 78,6 fL (80,0 - 98,0) 82,5
T.C.M.H. 25,3 pg (27,0 - 32,0) 27,0
C.C.M.H. 32,2 g/dL (32,0 - 36,0) 32,7
I.D.R. 16,2 % (11,0 - 15,0) 14,1
Leucocytes 6,85 G/L (4,00 - 10,00) 7,10
Formule leucocytaire
Polynucléaires neutrophiles 4,12 G/L (1,80 - 7,50) 4,30
Polynucléaires éosinophiles 0,21 G/L (< 0,50) 0,18
Polynucléaires basophiles 0,04 G/L (< 0,20) 0,03
Lymphocytes 1,98 G/L (1,00 - 4,00) 2,05
Monocytes 0,50 G/L (0,20 - 1,00) 0,54
Plaquettes 412 G/L (150 - 400) 365
Vitesse de sédimentation
1re heure 24 mm (< 20) 11
Frottis : anisocytose, microcytose, hypochromie.
Page 2/2
BIOCHIMIE
Fer sérique 7,2 µmol/L (9,0 - 30,4)
Transferrine 3,62 g/L (2,00 - 3,60)
Coefficient de saturation de la transferrine 8 % (20 - 40)
Ferritine 9 µg/L (15 - 150) 21
Protéine C réactive (CRP) 3,1 mg/L (< 5,0) <1,0
Résultats validés par le Dr Exemple, biologiste médical`,
    expected: [
      row('red_cells', 4.31, '10^12/L', null),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.9, '%', 'low'),
      row('mcv', 78.6, 'fL', 'low'),
      row('mch', 25.3, 'pg', 'low'),
      row('mchc', 32.2, 'g/dL', null),
      row('white_cells', 6.85, '10^9/L', null),
      row('neutrophils', 4.12, '10^9/L', null),
      row('lymphocytes', 1.98, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('iron', 7.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('crp', 3.1, 'mg/L', null),
    ],
  },
  {
    // France, lab serving a nephrology follow-up: arrows printed before the value (↑↑ for the
    // critical potassium), a phone-call line under it, previous results in a last column.
    id: 'h8-fr-2',
    language: 'fr',
    kind: 'text',
    text: `BIOLAB EXEMPLE — Laboratoire de biologie médicale multisite
Plateau technique : 3, avenue de l'Exemple — 00000 EXEMPLE-SUR-LOIRE
M. PERSONNE Test
Né le 01.01.1949 — Dossier 24-118-0452
Prélèvement du 27/04/2024 à 07h45 (à domicile, IDE) — Réception 08h30
Renseignements cliniques : insuffisance rénale chronique, suivi néphrologique
BIOCHIMIE SANGUINE Résultat Valeurs usuelles Antériorité
12/03/2024
Aspect du sérum : non hémolysé
Ionogramme plasmatique
Sodium 138 mmol/L 136 – 145 140
Potassium ↑↑ 6,9 mmol/L 3,5 – 5,1 5,6
VALEUR CRITIQUE : résultat contrôlé et communiqué par téléphone au Dr Exemple le 27/04/2024 à 09h10
Chlorures 104 mmol/L 98 – 107 102
Bicarbonates ↓ 16 mmol/L 22 – 29 19
Fonction rénale
Urée ↑ 29,4 mmol/L 2,8 – 7,6 24,1
Créatinine ↑ 412 µmol/L 59 – 104 356
DFG estimé (CKD-EPI) ↓ 11 mL/min/1,73 m² > 90 14
Maladie rénale chronique stade 5 (DFG < 15)
Acide urique ↑ 498 µmol/L 208 – 428 455
Bilan phosphocalcique
Calcium ↓ 2,04 mmol/L 2,15 – 2,55 2,11
Phosphore ↑ 2,12 mmol/L 0,81 – 1,45 1,88
Magnésium 0,86 mmol/L 0,66 – 1,07
Protéines
Protéines totales 66 g/L 64 – 83 68
Albumine ↓ 33 g/L 35 – 52 36
Glucose (à jeun) 5,4 mmol/L 4,1 – 5,9 5,8
Page 1/1 — Compte rendu validé`,
    expected: [
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 29.4, 'mmol/L', 'high'),
      row('creatinine', 412, 'µmol/L', 'high'),
      row('egfr', 11, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 498, 'µmol/L', 'high'),
      row('calcium', 2.04, 'mmol/L', 'low'),
      row('total_protein', 66, 'g/L', null),
      row('albumin', 33, 'g/L', 'low'),
      row('glucose', 5.4, 'mmol/L', null),
    ],
  },
  {
    // Belgium, hospital lab: conventional units (mg/dl), an asterisk before out-of-range values
    // (direction from the range), eGFR printed as "> 90", a target comment under HbA1c.
    id: 'h8-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE EXEMPLE — LABORATOIRE DE BIOLOGIE CLINIQUE
Rue de l'Exemple 1 — 0000 Bruxelles — Tél. 00 000 00 00
Patient : PERSONNE Test Sexe : M Né le : 01/01/1967
Échantillon : 2403150117 Prélèvement : 15/03/2024 08:05 Impression : 15/03/2024 13:51
Médecin prescripteur : Dr Exemple
Les résultats en dehors des valeurs de référence sont précédés d'un astérisque (*).
Analyse Résultat Unité Valeurs de référence
CHIMIE CLINIQUE
Glucose à jeun * 131 mg/dl 70 - 100
Hémoglobine glyquée (HbA1c) * 7,2 % 4,0 - 6,0
Valeur cible chez le diabétique : < 7,0 % (à individualiser)
Cholestérol total * 241 mg/dl < 190
Cholestérol HDL * 38 mg/dl > 40
Triglycérides * 236 mg/dl < 150
Cholestérol LDL (Friedewald) * 156 mg/dl < 115
Cholestérol non-HDL * 203 mg/dl < 145
Rapport cholestérol total / HDL * 6,3 < 5,0
Créatinine 0,98 mg/dl 0,70 - 1,20
eGFR (CKD-EPI) > 90 ml/min/1,73m² > 60
Acide urique 6,1 mg/dl 3,5 - 7,2
ENZYMES HÉPATIQUES
ASAT (GOT) 34 U/l < 40
ALAT (GPT) * 58 U/l < 41
Gamma-GT * 87 U/l < 60
Phosphatases alcalines 92 U/l 40 - 130
Bilirubine totale 0,8 mg/dl 0,3 - 1,2
Commentaire : profil compatible avec un syndrome métabolique ; à corréler à la clinique.
Fin du rapport`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 7.2, '%', 'high'),
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 236, 'mg/dL', 'high'),
      row('ldl', 156, 'mg/dL', 'high'),
      row('creatinine', 0.98, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 6.1, 'mg/dL', null),
      row('ast', 34, 'U/L', null),
      row('alt', 58, 'U/L', 'high'),
      row('ggt', 87, 'U/L', 'high'),
      row('alp', 92, 'U/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
    ],
  },
  {
    // French-speaking Switzerland: SI units written lower-case (g/l, G/l, pmol/l, mUI/l), "+" and
    // "–" printed right after the value, Swiss dates with points, thrombocytes for platelets.
    id: 'h8-fr-4',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE SA
Avenue de l'Exemple 00 — 0000 Lausanne
Rapport final Page 1 de 1
Patiente : Test Personne — 01.01.1985 — F
N° d'ordre : 5502187
Prélèvement : 09.09.2024 07:40 Rapport : 10.09.2024 14:22
Médecin : Dr méd. Exemple, médecine interne générale
Légende : + au-dessus de l'intervalle de référence ; – en dessous de l'intervalle de référence
Analyse Résultat Unité Intervalle de référence
HÉMATOLOGIE
Hémoglobine 128 g/l 117 – 153
Leucocytes 5,9 G/l 3,0 – 10,5
Thrombocytes 254 G/l 150 – 450
ENDOCRINOLOGIE
TSH 6,84 + mUI/l 0,27 – 4,20
T4 libre 10,9 – pmol/l 12,0 – 22,0
T3 libre 3,6 pmol/l 3,1 – 6,8
Anticorps anti-TPO 412 + UI/ml < 34
Compatible avec une thyroïdite auto-immune.
MÉTABOLISME DU FER
Ferritine 22 – µg/l 30 – 200
VITAMINES
25-OH-vitamine D 38 – nmol/l 75 – 250
Insuffisance 50 – 75 nmol/l ; carence < 50 nmol/l
Vitamine B12 168 pmol/l 145 – 569
Holotranscobalamine 31 – pmol/l > 50
Acide folique 6,2 – nmol/l > 7,0
Validé électroniquement`,
    expected: [
      row('haemoglobin', 128, 'g/L', null),
      row('white_cells', 5.9, '10^9/L', null),
      row('platelets', 254, '10^9/L', null),
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.9, 'pmol/L', 'low'),
      row('free_t3', 3.6, 'pmol/L', null),
      row('ferritin', 22, 'µg/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 168, 'pmol/L', null),
      row('folate', 6.2, 'nmol/L', 'low'),
    ],
  },
  {
    // Québec, hospital emergency department: an "Ind." column between value and unit (H, B, and
    // BB for critical values), x10E9/L, haemoglobin and MCHC in g/L, ISO dates, critical sodium.
    id: 'h8-fr-5',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE
Laboratoire de biologie médicale — Grappe Exemple
Nom : PERSONNE, TEST No de dossier : 000000
Date de naissance : 1941-01-01 Sexe : F
Provenance : Urgence Médecin : Dr Exemple
Prélevé : 2024-02-18 03:52 Reçu : 2024-02-18 04:05 Rapport final : 2024-02-18 05:12
HÉMATOLOGIE — FORMULE SANGUINE COMPLÈTE
Analyse Résultat Ind. Unités Valeurs de référence
Leucocytes 11,8 H x10E9/L 4,0 - 11,0
Érythrocytes 2,31 B x10E12/L 4,00 - 5,20
Hémoglobine 64 BB g/L 120 - 160
** Valeur critique communiquée à l'infirmière de l'urgence le 2024-02-18 à 04:31 **
VGM 84 fL 80 - 100
HGM 27,7 pg 27,0 - 32,0
CHGM 330 g/L 320 - 360
DVE 15,9 H % 11,5 - 14,5
Plaquettes 198 x10E9/L 140 - 440
Neutrophiles 9,6 H x10E9/L 2,0 - 7,5
Lymphocytes 1,2 x10E9/L 1,0 - 4,0
Monocytes 0,8 x10E9/L 0,2 - 1,0
BIOCHIMIE
Sodium 116 BB mmol/L 135 - 145
** Valeur critique communiquée le 2024-02-18 à 04:33 **
Potassium 3,3 B mmol/L 3,5 - 5,0
Chlorure 81 B mmol/L 98 - 107
CO2 total 23 mmol/L 22 - 31
Urée 3,1 mmol/L 2,5 - 7,1
Créatinine 58 µmol/L 45 - 90
DFGe (CKD-EPI) 84 mL/min/1,73m² > 60
Glucose (aléatoire) 6,8 mmol/L 3,3 - 11,0
Osmolalité sérique 241 BB mmol/kg 275 - 295
Protéine C-réactive 48,2 H mg/L < 10,0
Légende : H = élevé ; B = bas ; HH/BB = valeur critique`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 2.31, '10^12/L', 'low'),
      row('haemoglobin', 64, 'g/L', 'low'),
      row('mcv', 84, 'fL', null),
      row('mch', 27.7, 'pg', null),
      row('mchc', 330, 'g/L', null),
      row('platelets', 198, '10^9/L', null),
      row('neutrophils', 9.6, '10^9/L', 'high'),
      row('lymphocytes', 1.2, '10^9/L', null),
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 81, 'mmol/L', 'low'),
      row('bicarbonate', 23, 'mmol/L', null),
      row('urea', 3.1, 'mmol/L', null),
      row('creatinine', 58, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('glucose', 6.8, 'mmol/L', null),
      row('crp', 48.2, 'mg/L', 'high'),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
