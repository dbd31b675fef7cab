/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), French: reports from labs of France (a town lab
 * with dual units and earlier results, a hospital with arrows, a portal CSV), Belgium (a clinic
 * with +/- before the value, a portal CSV in mg/dl), Switzerland (g/l haemoglobin, a hospital CSV),
 * Québec (x10E9/L, H/B/C), Luxembourg (dipstick next to urine cytology) and Morocco (10³/mm³, a
 * critical anaemia). Written without reading the extractor; synthetic reports: no real people, labs
 * or phone numbers. Rows for tests Hale does not know (IDR/RDW, VS, éosinophiles, monocytes,
 * rapports, non-HDL, osmolalité, insuline, PTH, lipase, anti-TPO, urine cytology, culture …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-16-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A French town lab (LBM): each chemistry result in conventional units then SI units, the range
    // in the first unit only, earlier results in a last column, no flags (out-of-range values were
    // bold on paper), so every flag comes from the printed range.
    id: 'h15-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
Site de Villeurbanne — Biologiste responsable : Dr A. Exemple
Patient : PERSONNE Test          Né(e) le : 01/01/1961          Sexe : M
Prélevé le 14/05/2024 à 08:10    Dossier n° 2405-1408    Prescripteur : Dr Médecin Test
Compte rendu complet                                                          Page 1/2

                                   Résultat                   Valeurs de référence    Antériorités
HÉMATOLOGIE
Numération formule sanguine (sang total EDTA)
Hématies                           4,12 T/L                   4,28 - 5,79             4,35 (02/11/23)
Hémoglobine                        12,4 g/dL                  13,4 - 16,7             13,1 (02/11/23)
Hématocrite                        37,9 %                     39,2 - 48,6             40,0 (02/11/23)
V.G.M.                             92 fl                      78 - 98
T.C.M.H.                           30,1 pg                    26,3 - 32,8
C.C.M.H.                           32,7 g/dL                  31,5 - 36,0
I.D.R.                             14,8 %                     11,0 - 15,0
Leucocytes                         11,6 G/L                   4,05 - 11,00            8,2 (02/11/23)
Formule leucocytaire (valeurs absolues)
Polynucléaires neutrophiles        8,90 G/L                   1,78 - 6,95
Polynucléaires éosinophiles        0,21 G/L                   0,03 - 0,59
Polynucléaires basophiles          0,04 G/L                   0,00 - 0,10
Lymphocytes                        1,82 G/L                   1,16 - 3,18
Monocytes                          0,63 G/L                   0,29 - 0,95
Plaquettes                         402 G/L                    150 - 400               311 (02/11/23)

BIOCHIMIE SANGUINE (sérum)                      Unités SI
Glycémie à jeun                    1,08 g/L     6,00 mmol/L   0,74 - 1,06 g/L         0,98 (02/11/23)
Urée                               0,32 g/L     5,33 mmol/L   0,18 - 0,45 g/L
Créatinine                         10,4 mg/L    92 µmol/L     7,2 - 11,8 mg/L         9,9 (02/11/23)
DFG estimé (CKD-EPI 2021)          81 mL/min/1,73m²           > 60                    86 (02/11/23)
  Estimation non validée chez le sujet de plus de 75 ans, la femme enceinte et le patient dénutri.
Acide urique                       74 mg/L      440 µmol/L    34 - 70 mg/L
                                                                              Page 2/2
BILAN LIPIDIQUE
Aspect du sérum : limpide
Cholestérol total                  2,34 g/L     6,05 mmol/L   < 2,00 g/L
Cholestérol HDL                    0,41 g/L     1,06 mmol/L   > 0,40 g/L
Cholestérol LDL calculé            1,55 g/L     4,01 mmol/L   < 1,60 g/L
  (formule de Friedewald ; objectif à adapter au risque cardiovasculaire du patient)
Triglycérides                      1,90 g/L     2,17 mmol/L   < 1,50 g/L
Rapport cholestérol total / HDL    5,71                       < 5,00
Cholestérol non-HDL                1,93 g/L     4,99 mmol/L   < 1,90 g/L

Résultats validés biologiquement par Dr A. Exemple. Les valeurs hors normes sont en gras.`,
    expected: [
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haemoglobin', 12.4, 'g/dL', 'low'),
      row('haematocrit', 37.9, '%', 'low'),
      row('mcv', 92, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 32.7, 'g/dL', null),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.82, '10^9/L', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('glucose', 1.08, 'g/L', 'high'),
      row('urea', 0.32, 'g/L', null),
      row('creatinine', 10.4, 'mg/L', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('uric_acid', 74, 'mg/L', 'high'),
      row('cholesterol', 2.34, 'g/L', 'high'),
      row('hdl', 0.41, 'g/L', null),
      row('ldl', 1.55, 'g/L', null),
      row('triglycerides', 1.9, 'g/L', 'high'),
    ],
  },
  {
    // A Belgian clinic lab (Namur), nephrology follow-up: a flag column BEFORE the value (+ / -),
    // mg/dl units, a critical potassium with a phone note, an anion gap, phosphorus, magnesium and
    // LDH mixed in; total protein sits exactly on its lower limit (no flag).
    id: 'h15-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE SAINT-EXEMPLE — Laboratoire de biologie clinique
Rue Fictive 1, 5000 Namur (Belgique)
Nom : PERSONNE, Test               Né(e) le 01.01.1949        Sexe : F
N° de demande : 24-118305          Prélèvement : 03.06.2024 07:45     Réception : 03.06.2024 08:20
Médecin demandeur : Dr Docteur Exemple (néphrologie)
Légende : + supérieur aux valeurs de référence ; - inférieur aux valeurs de référence

Analyse                               Résultat      Unité            Valeurs de référence
CHIMIE CLINIQUE
Indice d'hémolyse                        négatif
Sodium                                   136        mmol/l           136 - 145
Potassium                           +    6,9        mmol/l           3,5 - 5,1
  ! VALEUR CRITIQUE — communiquée par téléphone au Dr Exemple le 03.06.2024 à 08:52,
    confirmée sur un second échantillon.
Chlorures                                101        mmol/l           98 - 107
Bicarbonates                        -    17         mmol/l           22 - 29
Trou anionique                      +    18         mmol/l           8 - 16
Urée                                +    118        mg/dl            17 - 49
Créatinine                          +    3,41       mg/dl            0,51 - 0,95
eGFR (CKD-EPI 2021)                 -    13         ml/min/1,73m²    > 60
Acide urique                        +    8,9        mg/dl            2,4 - 5,7
Calcium                             -    8,1        mg/dl            8,6 - 10,2
Phosphore                           +    6,2        mg/dl            2,5 - 4,5
Magnésium                                2,3        mg/dl            1,6 - 2,6
Protéines totales                        6,4        g/dl             6,4 - 8,3
Albumine                            -    3,3        g/dl             3,5 - 5,2
Glucose                                  98         mg/dl            70 - 99

ENZYMOLOGIE / FONCTION HÉPATIQUE
Bilirubine totale                        0,4        mg/dl            < 1,2
AST (GOT)                                19         U/l              < 32
ALT (GPT)                                14         U/l              < 33
Gamma-GT                            +    61         U/l              < 40
Phosphatases alcalines                   98         U/l              35 - 104
LDH                                      212        U/l              < 250

Rapport validé le 03.06.2024 — Biologiste clinicien : Dr Exemple              1 / 1`,
    expected: [
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('urea', 118, 'mg/dL', 'high'),
      row('creatinine', 3.41, 'mg/dL', 'high'),
      row('egfr', 13, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('calcium', 8.1, 'mg/dL', 'low'),
      row('total_protein', 6.4, 'g/dL', null),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('glucose', 98, 'mg/dL', null),
      row('bilirubin', 0.4, 'mg/dL', null),
      row('ast', 19, 'U/L', null),
      row('alt', 14, 'U/L', null),
      row('ggt', 61, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
    ],
  },
  {
    // A Swiss private lab (Lausanne), iron-deficiency work-up: haemoglobin and MCHC in g/l, arrows
    // AFTER the value, "HGM/CHGM" names, RDW and transferrin mixed in, CRP printed as "<3".
    id: 'h15-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE ROMAND D'ANALYSES (fictif) — Lausanne
Rapport final                                                                 Page 1/2
Patiente : Test Personne, 01.01.1987 (F)
Prélèvement : 21.02.2024 09:30      Réception : 21.02.2024 11:02      Édité le : 22.02.2024
Mandant : Cabinet médical Exemple, Lausanne

Analyse                              Résultat        Unité       Valeurs de référence
HÉMATOLOGIE
Hémoglobine                          104 ↓           g/l         117 - 153
Hématocrite                          33 ↓            %           35 - 46
Erythrocytes                         4,21            T/l         3,90 - 5,20
VGM                                  78 ↓            fl          80 - 98
HGM                                  24,7 ↓          pg          27 - 33
CHGM                                 315 ↓           g/l         320 - 360
RDW                                  17,2 ↑          %           11,5 - 14,5
Leucocytes                           5,9             G/l         3,5 - 10,0
Thrombocytes                         388             G/l         150 - 450

MÉTABOLISME DU FER
Fer                                  5,1 ↓           µmol/l      6,6 - 26,0
Transferrine                         3,6             g/l         2,0 - 3,6
Saturation de la transferrine        6 ↓             %           16 - 45
Ferritine                            7 ↓             µg/l        15 - 150
                                                                              Page 2/2
ENDOCRINOLOGIE
TSH                                  3,12            mU/l        0,27 - 4,20
T4 libre                             14,8            pmol/l      12,0 - 22,0

VITAMINES
Vitamine B12                         198             pmol/l      145 - 569
Acide folique                        6,1 ↓           nmol/l      > 7,0
25-OH-Vitamine D                     38 ↓            nmol/l      50 - 150

INFLAMMATION
CRP                                  <3              mg/l        < 5

Commentaire : profil compatible avec une carence martiale. Contrôle de l'hémogramme et de la
ferritine conseillé 8 semaines après le début de la substitution.
↑ / ↓ : valeur au-dessus / au-dessous des valeurs de référence.`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('haematocrit', 33, '%', 'low'),
      row('red_cells', 4.21, '10^12/L', null),
      row('mcv', 78, 'fL', 'low'),
      row('mch', 24.7, 'pg', 'low'),
      row('mchc', 315, 'g/L', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('platelets', 388, '10^9/L', null),
      row('iron', 5.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 7, 'µg/L', 'low'),
      row('tsh', 3.12, 'mU/L', null),
      row('free_t4', 14.8, 'pmol/L', null),
      row('vitamin_b12', 198, 'pmol/L', null),
      row('folate', 6.1, 'nmol/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('crp', 3, 'mg/L', null),
    ],
  },
  {
    // A Québec hospital, emergency department: ISO dates, an indicator column between result and
    // unit (H, B, C for critical), x10E9/L and x10E12/L counts, haemoglobin in g/L, a critical
    // sodium marked only "C" (its direction comes from the range), serum and urine osmolality.
    id: 'h15-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — LABORATOIRES DE BIOCHIMIE ET D'HÉMATOLOGIE
Québec (Québec)
Nom : PERSONNE, TEST        DDN : 1938-01-01        Sexe : F        No de dossier : 000000
Prélevé : 2024-03-09 14:22        Reçu : 2024-03-09 14:31        Provenance : Urgence
Légende des indicateurs : H = haut   B = bas   C = valeur critique

BIOCHIMIE                    Résultat   Ind.   Unités              Intervalle de référence
Sodium                       116        C      mmol/L              135 - 145
Potassium                    3,3        B      mmol/L              3,5 - 5,0
Chlorure                     84         B      mmol/L              98 - 107
CO2 total                    24                mmol/L              22 - 31
Glucose aléatoire            6,9               mmol/L              3,6 - 7,7
Urée                         3,1               mmol/L              2,5 - 8,0
Créatinine                   58                µmol/L              45 - 90
DFGe (CKD-EPI)               85                mL/min/1,73 m²      > 60
Osmolalité sérique           242        B      mmol/kg             275 - 295
Osmolalité urinaire          410               mmol/kg
TSH                          1,84              mUI/L               0,35 - 5,00
  Valeur critique (sodium) communiquée à l'infirmière responsable de l'urgence le 2024-03-09
  à 14:58, relecture confirmée.

HÉMATOLOGIE                  Résultat   Ind.   Unités              Intervalle de référence
Leucocytes                   9,8               x10E9/L             4,0 - 11,0
Érythrocytes                 3,95       B      x10E12/L            4,00 - 5,10
Hémoglobine                  118        B      g/L                 120 - 160
VGM                          86                fL                  80 - 100
Plaquettes                   265               x10E9/L             150 - 400
Neutrophiles                 7,9        H      x10E9/L             2,0 - 7,5
Lymphocytes                  0,9        B      x10E9/L             1,0 - 4,0
Monocytes                    0,7               x10E9/L             0,2 - 1,0

Rapport final — vérifié par : T. Exemple, technologiste médical       Page 1 de 1`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('glucose', 6.9, 'mmol/L', null),
      row('urea', 3.1, 'mmol/L', null),
      row('creatinine', 58, 'µmol/L', null),
      row('egfr', 85, 'mL/min/1.73m²', null),
      row('tsh', 1.84, 'mU/L', null),
      row('white_cells', 9.8, '10^9/L', null),
      row('red_cells', 3.95, '10^12/L', 'low'),
      row('haemoglobin', 118, 'g/L', 'low'),
      row('mcv', 86, 'fL', null),
      row('platelets', 265, '10^9/L', null),
      row('neutrophils', 7.9, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
    ],
  },
  {
    // A French lab's patient portal, CSV export: diabetes follow-up in g/L, an interpretation
    // column in words (Haut / Bas / Normal), an earlier result with its date in the last column,
    // fasting insulin and non-HDL cholesterol mixed in.
    id: 'h15-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Examen;Résultat;Unité;Valeurs de référence;Interprétation;Résultat antérieur
12/09/2024;Glycémie à jeun;1,32;g/L;0,70 - 1,10;Haut;1,24 (08/03/2024)
12/09/2024;Hémoglobine glyquée (HbA1c);7,4;%;4,0 - 6,0;Haut;7,9 (08/03/2024)
12/09/2024;Insuline à jeun;18,2;mUI/L;2,6 - 24,9;Normal;
12/09/2024;Cholestérol total;1,86;g/L;< 2,00;Normal;2,05 (08/03/2024)
12/09/2024;Cholestérol HDL;0,38;g/L;> 0,40;Bas;0,36 (08/03/2024)
12/09/2024;Triglycérides;1,92;g/L;< 1,50;Haut;2,40 (08/03/2024)
12/09/2024;Cholestérol LDL calculé (Friedewald);1,10;g/L;< 1,00;Haut;1,21 (08/03/2024)
12/09/2024;Cholestérol non-HDL;1,48;g/L;< 1,30;Haut;
12/09/2024;Créatinine;9,8;mg/L;5,7 - 11,1;Normal;9,1 (08/03/2024)
12/09/2024;DFG estimé (CKD-EPI);68;mL/min/1,73m²;> 60;Normal;74 (08/03/2024)
12/09/2024;Acide urique;62;mg/L;26 - 60;Haut;
12/09/2024;Potassium;4,6;mmol/L;3,5 - 5,0;Normal;4,4 (08/03/2024)`,
    expected: [
      row('glucose', 1.32, 'g/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('cholesterol', 1.86, 'g/L', null),
      row('hdl', 0.38, 'g/L', 'low'),
      row('triglycerides', 1.92, 'g/L', 'high'),
      row('ldl', 1.1, 'g/L', 'high'),
      row('creatinine', 9.8, 'mg/L', null),
      row('egfr', 68, 'mL/min/1.73m²', null),
      row('uric_acid', 62, 'mg/L', 'high'),
      row('potassium', 4.6, 'mmol/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
