/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), French: reports from France, Belgium, Switzerland, Québec,
 * Tunisia, Senegal and Madagascar. Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (IDR/RDW, VPM, eosinophils,
 * monocytes, basophils, reticulocytes, non-HDL cholesterol, ratios, LDH, anti-TPO, transferrin
 * itself, holotranscobalamin, ESR/VS, prothrombin time, lipase, lactate, ethanol, magnesium,
 * phosphorus, PTH, anion gap, osmolality, urine urobilinogen and bilirubin, urine microscopy and
 * culture) are not results to extract. Where a report prints two units side by side (conventional
 * and SI, or % and absolute count), the expected row takes the first-printed value and unit.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-6-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France (Drôme), private multisite lab: a "*" before the value marks anything out of range
    // (direction from the range); leukocyte formula prints % (range) then G/l (range) side by
    // side; urea, creatinine, glucose and calcium print g/l or mg/l first, then mmol/l or µmol/l;
    // a previous-result column; a critical potassium with a comment line under it.
    id: 'h5-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE BIOVALLÉE — Laboratoire de biologie médicale multisite
Site de Valence — avenue des Tilleuls — Valence
Biologiste responsable : Dr A. Exemple
Mme TEST Personne Née le 01.01.1958
Dossier : 240314-0118 Prélevé le 14/03/2024 à 08h12 Édité le 14/03/2024 à 11h30
Prescripteur : Dr Modèle
Les résultats sont exprimés en unités conventionnelles puis, le cas échéant, en unités internationales.
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Résultat Valeurs de référence Antériorités 12/09/2023
Hématies * 3,92 T/l (4,00 - 5,40) 4,05
Hémoglobine * 11,6 g/dl (12,0 - 16,0) 12,1
Hématocrite * 35,2 % (37,0 - 47,0) 36,8
V.G.M. 89,8 fl (80,0 - 100,0) 90,9
T.C.M.H. 29,6 pg (27,0 - 32,0)
C.C.M.H. 33,0 g/dl (32,0 - 36,0)
I.D.R. 14,8 % (11,0 - 15,0)
Leucocytes 7,85 G/l (4,00 - 10,00) 6,90
Formule leucocytaire
Polynucléaires neutrophiles 68,4 % (40,0 - 75,0) 5,37 G/l (1,80 - 7,50)
Polynucléaires éosinophiles 2,1 % (1,0 - 5,0) 0,16 G/l (0,04 - 0,50)
Polynucléaires basophiles 0,5 % (0,0 - 1,0) 0,04 G/l (< 0,10)
Lymphocytes 22,1 % (20,0 - 40,0) 1,73 G/l (1,00 - 4,00)
Monocytes 6,9 % (2,0 - 10,0) 0,54 G/l (0,20 - 1,00)
Plaquettes 268 G/l (150 - 400) 251
V.P.M. 10,4 fl (7,4 - 10,8)
BIOCHIMIE SANGUINE (sérum)
Sodium 138 mmol/l (136 - 145) 140
Potassium * 6,8 mmol/l (3,5 - 5,1) 4,4
Résultat contrôlé sur un second tube, absence d'hémolyse. Valeur critique communiquée au prescripteur le 14/03/2024 à 10h05.
Chlorure 101 mmol/l (98 - 107)
Bicarbonates (CO2 total) * 21 mmol/l (22 - 29)
Urée * 0,52 g/l (0,15 - 0,43) 8,66 mmol/l (2,50 - 7,14)
Créatinine * 14,2 mg/l (5,1 - 9,5) 126 µmol/l (45 - 84) 9,8
DFG estimé (CKD-EPI) * 40 mL/min/1,73 m² (> 60)
Glycémie à jeun 0,94 g/l (0,70 - 1,10) 5,22 mmol/l (3,89 - 6,11)
Calcium 94 mg/l (86 - 102) 2,35 mmol/l (2,15 - 2,55)
Protéines totales 68 g/l (64 - 83)
Page 1/1 — Compte rendu validé par Dr A. Exemple — document confidentiel`,
    expected: [
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('haemoglobin', 11.6, 'g/dL', 'low'),
      row('haematocrit', 35.2, '%', 'low'),
      row('mcv', 89.8, 'fL'),
      row('mch', 29.6, 'pg'),
      row('mchc', 33, 'g/dL'),
      row('white_cells', 7.85, '10^9/L'),
      row('neutrophils', 68.4, '%'),
      row('lymphocytes', 22.1, '%'),
      row('platelets', 268, '10^9/L'),
      row('sodium', 138, 'mmol/L'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('urea', 0.52, 'g/L', 'high'),
      row('creatinine', 14.2, 'mg/L', 'high'),
      row('egfr', 40, 'mL/min/1.73m²', 'low'),
      row('glucose', 0.94, 'g/L'),
      row('calcium', 94, 'mg/L'),
      row('total_protein', 68, 'g/L'),
    ],
  },
  {
    // Belgium (Namur), hospital lab: mg/dl for glucose, lipids, creatinine and uric acid; "+" or
    // "–" right after the value; HbA1c prints % then (mmol/mol) side by side; a previous-result
    // column; non-HDL cholesterol, a ratio and LDH that are not to be extracted.
    id: 'h5-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE SAINT-EXEMPLE · Laboratoire de Biologie Clinique
Rue des Fictifs · Namur
Patient : TEST Person (M) · Date de naissance : 01.01.1969
N° de demande : 24-0207-3311 · Prélèvement : 07/02/2024 07:45 · Médecin : Dr Fictif
Légende : + au-dessus des valeurs de référence, – en dessous
Analyse Résultat Unité Valeurs de référence Résultat précédent (03/10/2023)
CHIMIE CLINIQUE — MÉTABOLISME
Glucose (à jeun)       126 +     mg/dl     70 - 100       118
Hémoglobine glyquée (HbA1c)     7,1 +     %  (54 mmol/mol)     4,0 - 6,0       6,8
LIPIDES
Cholestérol total       232 +     mg/dl     < 190       221
Cholestérol HDL       38 –     mg/dl     > 40       41
Cholestérol LDL (Friedewald)       161 +     mg/dl     < 115       149
Cholestérol non-HDL       194 +     mg/dl     < 145
Triglycérides       165 +     mg/dl     < 150       154
Rapport cholestérol total / HDL       6,1 +          < 5,0
Objectif LDL selon le risque cardiovasculaire (ESC 2019) : voir le commentaire du médecin.
FOIE
ALT (GPT)       58 +     U/l     < 50       44
AST (GOT)       41 +     U/l     < 40       36
Gamma-GT       96 +     U/l     < 55       81
Phosphatases alcalines       88     U/l     40 - 129
Bilirubine totale       0,8     mg/dl     < 1,2
LDH       210     U/l     < 250
REIN
Créatinine       1,02     mg/dl     0,70 - 1,20       0,98
eGFR (CKD-EPI 2021)       87     ml/min/1,73 m²     > 60
Acide urique       7,9 +     mg/dl     3,4 - 7,0       7,5
Fin du rapport — page 1 / 1`,
    expected: [
      row('glucose', 126, 'mg/dL', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 165, 'mg/dL', 'high'),
      row('alt', 58, 'U/L', 'high'),
      row('ast', 41, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alp', 88, 'U/L'),
      row('bilirubin', 0.8, 'mg/dL'),
      row('creatinine', 1.02, 'mg/dL'),
      row('egfr', 87, 'mL/min/1.73m²'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
    ],
  },
  {
    // Switzerland (Lausanne), private FAMH lab: columns Analyse | Résultat | Valeurs de réf. |
    // Unité (range BEFORE the unit), no flags at all (the footer says so: flags come from the
    // ranges); CRP as "< 1"; holotranscobalamin ("B12 active"), transferrin itself and ESR are not
    // to be extracted.
    id: 'h5-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABO LÉMAN SA — Médecine de laboratoire FAMH
Avenue Imaginaire, Lausanne
Rapport final Page 1 de 1
Patiente : Test Person, 01.01.1986 No échantillon : L-552071
Prélèvement : 22.04.2024 09:30 Réception : 22.04.2024 11:02 Mandant : Dr méd. Fictif
Analyse    Résultat    Valeurs de réf.    Unité
ENDOCRINOLOGIE
TSH    5,82    0,27 - 4,20    mU/l
T4 libre (FT4)    11,2    12,0 - 22,0    pmol/l
T3 libre (FT3)    4,1    3,1 - 6,8    pmol/l
Anticorps anti-TPO    245    < 34    kU/l
MÉTABOLISME DU FER
Fer    7,9    9,0 - 30,4    µmol/l
Transferrine    3,6    2,0 - 3,6    g/l
Saturation de la transferrine    9    16 - 45    %
Ferritine    8    15 - 150    µg/l
VITAMINES
25-OH-Vitamine D (D2 + D3)    38    75 - 250    nmol/l
Vitamine B12    198    145 - 569    pmol/l
Holotranscobalamine (B12 active)    42    > 50    pmol/l
Acide folique (sérum)    6,8    > 10,4    nmol/l
INFLAMMATION
Protéine C-réactive (CRP)    < 1    < 5    mg/l
Vitesse de sédimentation    12    < 20    mm/h
Commentaire : carence martiale probable ; contrôle de la fonction thyroïdienne conseillé dans 6 semaines.
Les résultats hors des valeurs de référence ne sont pas signalés sur ce rapport.`,
    expected: [
      row('tsh', 5.82, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', 'low'),
      row('free_t3', 4.1, 'pmol/L'),
      row('iron', 7.9, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 8, 'µg/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 198, 'pmol/L'),
      row('folate', 6.8, 'nmol/L', 'low'),
      row('crp', 1, 'mg/L'),
    ],
  },
  {
    // Québec, regional hospital, two pages with a repeated header: an indicator column after the
    // value (H, B for "bas", LL for a critical low), x10E9/L and x10E12/L, haemoglobin in g/L,
    // creatinine in "umol/L", eGFR as "> 90", a critical sodium with a call-back comment; anion
    // gap, osmolality, magnesium and monocytes are not to be extracted.
    id: 'h5-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER RÉGIONAL FICTIF — Département clinique de médecine de laboratoire
Installation : Hôpital Exemple, Québec (Québec)
Nom : PERSONNE, TEST Date de naissance : 01.01.1947 Sexe : F
Prélevé : 2024-05-06 06:40 Reçu : 2024-05-06 07:02 Requérant : Dr Fictif, Urgence
Légende : H = haut, B = bas, HH/LL = valeur critique
HÉMATOLOGIE
Analyse Résultat Ind. Unités Valeurs de référence
Formule sanguine complète
Leucocytes 11,8 H x10E9/L 4,0 - 11,0
Érythrocytes 4,21 x10E12/L 4,20 - 5,40
Hémoglobine 128 g/L 120 - 160
VGM 90 fL 80 - 100
Plaquettes 412 H x10E9/L 140 - 400
Neutrophiles 9,1 H x10E9/L 1,8 - 7,5
Lymphocytes 1,6 x10E9/L 1,0 - 4,0
Monocytes 0,9 x10E9/L 0,2 - 1,0
Page 1 de 2
CENTRE HOSPITALIER RÉGIONAL FICTIF PERSONNE, TEST Page 2 de 2
BIOCHIMIE
Analyse Résultat Ind. Unités Valeurs de référence
Sodium 117 LL mmol/L 135 - 145
** Valeur critique communiquée à l'infirmière de l'unité à 07:48, lue et confirmée. **
Potassium 3,4 B mmol/L 3,5 - 5,0
Chlorure 84 B mmol/L 98 - 107
CO2 total 24 mmol/L 22 - 30
Trou anionique 9 mmol/L 7 - 16
Urée 2,9 mmol/L 2,5 - 7,5
Créatinine 54 umol/L 50 - 100
DFGe (CKD-EPI) > 90 mL/min/1,73m2 > 60
Glucose 6,1 mmol/L 3,3 - 7,7
Calcium 2,28 mmol/L 2,15 - 2,55
Albumine 36 g/L 35 - 50
Osmolalité sérique 248 LL mmol/kg 275 - 295
Magnésium 0,68 B mmol/L 0,70 - 1,00
Fin du rapport`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.21, '10^12/L'),
      row('haemoglobin', 128, 'g/L'),
      row('mcv', 90, 'fL'),
      row('platelets', 412, '10^9/L', 'high'),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L'),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L'),
      row('urea', 2.9, 'mmol/L'),
      row('creatinine', 54, 'µmol/L'),
      row('egfr', 90, 'mL/min/1.73m²'),
      row('glucose', 6.1, 'mmol/L'),
      row('calcium', 2.28, 'mmol/L'),
      row('albumin', 36, 'g/L'),
    ],
  },
  {
    // Tunisia (Sfax), private lab: conventional unit first, SI second on the same line (glucose,
    // urea, creatinine, uric acid, bilirubin, vitamin D), range with its unit after both, then an
    // "Interprétation" column with the words Haut / Bas; UI/l for enzymes; prothrombin time in %
    // and ESR are not to be extracted; a comment line with vitamin D thresholds.
    id: 'h5-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES Dr FICTIF — Biologiste
Route Imaginaire — Sfax
Nom et prénom : Test Person Né le 01.01.1972
Prescrit par : Dr Exemple Date : 18/06/2024 N° : 1806/047
BIOCHIMIE
Analyse   Résultat   Valeurs usuelles   Interprétation
Glycémie à jeun   1,32 g/l   7,33 mmol/l   0,70 - 1,10 g/l   Haut
Urée   0,28 g/l   4,66 mmol/l   0,15 - 0,45 g/l
Créatinine   9,8 mg/l   86,7 µmol/l   7 - 13 mg/l
DFG (CKD-EPI)   92 ml/min/1,73m²   > 60
Acide urique   72 mg/l   428 µmol/l   34 - 70 mg/l   Haut
BILAN HÉPATIQUE
ASAT (TGO)   62 UI/l   < 35 UI/l   Haut
ALAT (TGP)   88 UI/l   < 45 UI/l   Haut
Gamma GT   143 UI/l   < 55 UI/l   Haut
Phosphatases alcalines   310 UI/l   100 - 290 UI/l   Haut
Bilirubine totale   14 mg/l   23,9 µmol/l   < 12 mg/l   Haut
Protides totaux   74 g/l   66 - 83 g/l
Albumine   38 g/l   35 - 50 g/l
Taux de prothrombine (TP)   82 %   70 - 100 %
INFLAMMATION
C-Réactive Protéine (CRP)   24 mg/l   < 6 mg/l   Haut
VS 1ère heure   38 mm   < 20 mm   Haut
VITAMINES
25-OH Vitamine D totale   14,2 ng/ml   35,4 nmol/l   30 - 100 ng/ml   Bas
Interprétation vitamine D : carence < 10 ; insuffisance 10 - 30 ; taux optimal 30 - 100 ng/ml.
Le biologiste : Dr Fictif`,
    expected: [
      row('glucose', 1.32, 'g/L', 'high'),
      row('urea', 0.28, 'g/L'),
      row('creatinine', 9.8, 'mg/L'),
      row('egfr', 92, 'mL/min/1.73m²'),
      row('uric_acid', 72, 'mg/L', 'high'),
      row('ast', 62, 'U/L', 'high'),
      row('alt', 88, 'U/L', 'high'),
      row('ggt', 143, 'U/L', 'high'),
      row('alp', 310, 'U/L', 'high'),
      row('bilirubin', 14, 'mg/L', 'high'),
      row('total_protein', 74, 'g/L'),
      row('albumin', 38, 'g/L'),
      row('crp', 24, 'mg/L', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
