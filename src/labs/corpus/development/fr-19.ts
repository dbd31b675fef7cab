/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), French: a Bordeaux community lab printing each
 * result in conventional and SI units on one line ("inf. à" / "sup. à" ranges), a Québec CLSC report
 * with the H/B indicator in its own column BEFORE the result and 10*9/L counts, a Geneva private lab
 * with each range on the line below its result and bare stars, a Dakar hospital's night emergency
 * report ("-émie" test names, "réserve alcaline", word interpretations, critical potassium and
 * glucose) and a Brussels nephrology report (ranges before the unit, a "tigette" urine stick read as
 * 1+ / 2+ / nég). Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (rapport CT/HDL, DVE, VPM, monocytes, éosinophiles, CTFF, anti-TPO, troponine, lactates, taux
 * de prothrombine, phosphore, PTH, rapport protéines/créatinine …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-19-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A Bordeaux community lab (SELAS), yearly check-up: each chemistry result in conventional units
    // then SI on the same line, ranges with their unit and as "inf. à" / "sup. à", earlier results as
    // "date : value", no flags (each from its range), a CT/HDL ratio, a second page.
    id: 'h18-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE EXEMPLE — Site Bordeaux Rive Droite
SELAS Exemple — Biologistes : Dr Exemple, Dr Exemple — Accréditation Cofrac (numéro fictif), portée disponible sur demande
Patient : M. PERSONNE Test          Né le : 01/01/1966          N° de dossier : 241203-0418
Prescripteur : Dr Exemple, médecine générale          Prélevé le 03/12/2024 à 07h52 (à jeun depuis 12 h)          Édité le 03/12/2024

                                                                          Valeurs de référence        Antériorités
BIOCHIMIE SANGUINE (sérum)
Glycémie à jeun (hexokinase)            1,12 g/L       6,22 mmol/L        0,70 à 1,05 g/L             15/11/2023 : 1,01
Hémoglobine glyquée (HbA1c, HPLC)       6,0 %          42 mmol/mol        4,0 à 6,0 %                 15/11/2023 : 5,8
Urée                                    0,38 g/L       6,3 mmol/L         0,15 à 0,45 g/L             15/11/2023 : 0,35
Créatinine (enzymatique)                10,4 mg/L      92 µmol/L          7,0 à 12,0 mg/L             15/11/2023 : 9,8
DFG estimé (CKD-EPI)                    79 mL/min/1,73 m²                 sup. à 60                   15/11/2023 : 84
Acide urique                            74 mg/L        440 µmol/L         35 à 72 mg/L                15/11/2023 : 69

EXPLORATION D'UNE ANOMALIE LIPIDIQUE (EAL)
Aspect du sérum à jeun : limpide
Cholestérol total                       2,34 g/L       6,05 mmol/L        1,50 à 2,00 g/L             15/11/2023 : 2,18
HDL-cholestérol                         0,52 g/L       1,34 mmol/L        sup. à 0,40 g/L             15/11/2023 : 0,55
Triglycérides                           1,55 g/L       1,75 mmol/L        0,35 à 1,50 g/L             15/11/2023 : 1,21
LDL-cholestérol (calculé, Friedewald)   1,51 g/L       3,90 mmol/L        inf. à 1,60 g/L             15/11/2023 : 1,39
Rapport CT/HDL                          4,5                               inf. à 5,0
La valeur cible du LDL-cholestérol dépend du niveau de risque cardiovasculaire (recommandations ESC/EAS 2019).
                                                                                                      Page 1/2
M. PERSONNE Test — N° de dossier 241203-0418 — suite
ENZYMOLOGIE (37 °C)
ASAT (TGO)                              27 UI/L                           inf. à 40                   15/11/2023 : 24
ALAT (TGP)                              46 UI/L                           inf. à 41                   15/11/2023 : 38
Gamma-glutamyltransférase (GGT)         71 UI/L                           12 à 64                     15/11/2023 : 58
Phosphatases alcalines                  68 UI/L                           40 à 129

Les résultats sont exprimés en unités conventionnelles suivies des unités internationales (SI).
Compte rendu validé par Dr Exemple, biologiste médical.                                               Page 2/2`,
    expected: [
      row('glucose', 1.12, 'g/L', 'high'),
      row('hba1c', 6, '%', null),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 10.4, 'mg/L', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('uric_acid', 74, 'mg/L', 'high'),
      row('cholesterol', 2.34, 'g/L', 'high'),
      row('hdl', 0.52, 'g/L', null),
      row('triglycerides', 1.55, 'g/L', 'high'),
      row('ldl', 1.51, 'g/L', null),
      row('ast', 27, 'U/L', null),
      row('alt', 46, 'U/L', 'high'),
      row('ggt', 71, 'U/L', 'high'),
      row('alp', 68, 'U/L', null),
    ],
  },
  {
    // A Québec CLSC sample centre reporting for its regional hospital, anaemia work-up: an "Ind."
    // column with H or B placed BEFORE the result, counts in 10*9/L and 10*12/L, haemoglobin and
    // MCHC in g/L, "≥" ranges, an earlier-result column, RDW, MPV, monocytes, eosinophils and TIBC
    // mixed in, "Page 1 de 2".
    id: 'h18-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CISSS EXEMPLE — Service de biologie médicale — Hôpital Exemple (Québec)
Centre de prélèvements du CLSC Exemple — RAPPORT FINAL
Nom : PERSONNE, Test          Sexe : F          Date de naissance : 1979-01-01          No de dossier : 0000000
Médecin traitant : Dr Exemple (GMF Exemple)          Prélèvement : 2024-12-04 08:22          Rapport : 2024-12-04 14:05
Indicateur : H = élevé, B = bas (inscrit avant le résultat)

Épreuve                             Ind.   Résultat    Unités      Valeurs de référence    Antérieur
HÉMATOLOGIE — FORMULE SANGUINE COMPLÈTE
Leucocytes                                 5,8         10*9/L      4,0 - 11,0              6,3
Érythrocytes                        B      3,92        10*12/L     4,00 - 5,10             4,15
Hémoglobine                         B      103         g/L         120 - 160               114
VGM                                 B      78          fL          80 - 100                81
HGM                                 B      26,3        pg          27,0 - 32,0             27,5
CGMH                                       337         g/L         320 - 360               339
DVE                                 H      16,8        %           11,5 - 14,5             14,9
Plaquettes                          H      452         10*9/L      150 - 400               398
VPM                                        8,9         fL          7,4 - 10,4
Neutrophiles                               3,4         10*9/L      2,0 - 7,5               3,9
Lymphocytes                                1,7         10*9/L      1,0 - 4,0               1,8
Monocytes                                  0,5         10*9/L      0,2 - 0,8
Éosinophiles                               0,2         10*9/L      0,0 - 0,5
Résultats antérieurs : prélèvement du 2024-06-11.                                         Page 1 de 2
PERSONNE, Test — No de dossier 0000000 — 2024-12-04 (suite)
BIOCHIMIE
Fer                                 B      5           µmol/L      11 - 30                 8
Capacité totale de fixation (CTFF)         78          µmol/L      45 - 80
Saturation de la transferrine       B      6           %           20 - 50                 11
Ferritine                           B      6           µg/L        15 - 247                13
Vitamine B12                               246         pmol/L      ≥ 150
Folates sériques                           28,5        nmol/L      ≥ 10,0
TSH                                        2,18        mUI/L       0,32 - 5,04
Protéine C réactive                        3,1         mg/L        < 10,0

Commentaire : anémie microcytaire avec carence martiale. Recherche de sang occulte dans les selles recommandée.
Résultats validés par : Dr Exemple, biochimiste clinique
*** FIN DU RAPPORT ***                                                                    Page 2 de 2`,
    expected: [
      row('white_cells', 5.8, '10^9/L', null),
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('haemoglobin', 103, 'g/L', 'low'),
      row('mcv', 78, 'fL', 'low'),
      row('mch', 26.3, 'pg', 'low'),
      row('mchc', 337, 'g/L', null),
      row('platelets', 452, '10^9/L', 'high'),
      row('neutrophils', 3.4, '10^9/L', null),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('iron', 5, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 6, 'µg/L', 'low'),
      row('vitamin_b12', 246, 'pmol/L', null),
      row('folate', 28.5, 'nmol/L', null),
      row('tsh', 2.18, 'mU/L', null),
      row('crp', 3.1, 'mg/L', null),
    ],
  },
  {
    // A Geneva private lab (FAMH), pre-conception check: each result on its own line with a bare
    // star when out of range (its side from the range), the range on the NEXT line ("Valeurs de
    // référence : … – …"), lower-case units (g/dl, fl, mg/l, mUI/l, µg/l, nmol/l), anti-TPO mixed
    // in, a second page with a repeated patient line.
    id: 'h18-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE SA — Médecine de laboratoire FAMH — Genève
Dr Exemple, spécialiste FAMH en médecine de laboratoire — Dr Exemple, chimie clinique
Patiente : Personne Test, F, 01.01.1985          N° de demande : 24-338-1177
Médecin mandant : Dr Exemple, gynécologie-obstétrique          Prélèvement : 03.12.2024 09:05          Réception : 03.12.2024 11:40
Les résultats en dehors des valeurs de référence sont signalés par un astérisque (*).

HÉMATOLOGIE
Hémoglobine                                   11,6 *        g/dl
      Valeurs de référence : 11,7 – 15,5
Hématocrite                                   36            %
      Valeurs de référence : 35 – 46
Volume globulaire moyen                       83            fl
      Valeurs de référence : 80 – 98

CHIMIE CLINIQUE
Hémoglobine glyquée (HbA1c)                   5,4           %
      Valeurs de référence : 4,8 – 5,9
Protéine C-réactive                           7,9 *         mg/l
      Valeurs de référence : < 5,0

ENDOCRINOLOGIE
TSH                                           6,84 *        mUI/l
      Valeurs de référence : 0,27 – 4,20
T4 libre                                      11,2 *        pmol/l
      Valeurs de référence : 12,0 – 22,0
T3 libre                                      4,1           pmol/l
      Valeurs de référence : 3,1 – 6,8
Anticorps anti-thyroperoxydase (anti-TPO)     412 *         kUI/l
      Valeurs de référence : < 34
                                                                                 Page 1/2
Personne Test — N° de demande 24-338-1177 — suite
MÉTABOLISME DU FER ET VITAMINES
Ferritine                                     18 *          µg/l
      Valeurs de référence : 30 – 200
Vitamine B12                                  312           pmol/l
      Valeurs de référence : 145 – 569
Folates sériques                              14,6          nmol/l
      Valeurs de référence : > 8,8
25-OH-vitamine D (D2 + D3)                    38 *          nmol/l
      Valeurs de référence : 75 – 250

Commentaire : hypothyroïdie infraclinique probable avec anticorps anti-TPO positifs ; contrôle de la
TSH et de la T4 libre dans 6 à 8 semaines. Grossesse planifiée : substitution en fer et en vitamine D
conseillée.
Validé par Dr Exemple, FAMH.                                                     Page 2/2`,
    expected: [
      row('haemoglobin', 11.6, 'g/dL', 'low'),
      row('haematocrit', 36, '%', null),
      row('mcv', 83, 'fL', null),
      row('hba1c', 5.4, '%', null),
      row('crp', 7.9, 'mg/L', 'high'),
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', 'low'),
      row('free_t3', 4.1, 'pmol/L', null),
      row('ferritin', 18, 'µg/L', 'low'),
      row('vitamin_b12', 312, 'pmol/L', null),
      row('folate', 14.6, 'nmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
    ],
  },
  {
    // A Dakar national hospital's night emergency lab: "-émie" test names (natrémie, kaliémie,
    // calcémie …), bicarbonate as "réserve alcaline", g/L and mg/L chemistry, 10^3/µL counts, an
    // "Interprétation" column in words ("Élevé", "Bas", "CRITIQUE - haut/bas"), a critical potassium
    // and glucose repeated in the call-back note, troponin, lactate and prothrombin time mixed in.
    id: 'h18-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER NATIONAL EXEMPLE — DAKAR (SÉNÉGAL)
Laboratoire de biologie médicale — Unité de garde des urgences — Biologiste de garde : Dr Exemple
Patient : M. PERSONNE Test          Âge : 67 ans          Sexe : M          N° labo : U24-12-0093
Service : Service d'accueil des urgences (Dr Exemple)          Prélèvement : 05/12/2024 à 23h40          Édition : 06/12/2024 à 00h32
Renseignements cliniques : troubles de la conscience, diabétique sous sulfamide hypoglycémiant

Analyse                          Résultat     Unité         Valeurs normales     Interprétation
BIOCHIMIE SANGUINE
Glycémie                         0,41         g/L           0,70 - 1,10          CRITIQUE - bas
Urée sanguine                    1,86         g/L           0,15 - 0,45          Élevé
Créatininémie                    48,6         mg/L          7 - 13               Élevé
Natrémie                         126          mmol/L        135 - 145            Bas
Kaliémie                         7,1          mmol/L        3,5 - 5,0            CRITIQUE - haut
Chlorémie                        96           mmol/L        98 - 106             Bas
Réserve alcaline                 13           mmol/L        22 - 30              Bas
Calcémie                         81           mg/L          86 - 102             Bas
Uricémie                         94           mg/L          34 - 70              Élevé
Protéine C réactive (CRP)        112          mg/L          < 6                  Élevé
Troponine I                      0,03         ng/mL         < 0,04
Lactatémie                       3,8          mmol/L        0,5 - 2,2            Élevé

HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE
Globules blancs                  16,4         10^3/µL       4,0 - 10,0           Élevé
Hémoglobine                      8,9          g/dL          13,0 - 17,0          Bas
Plaquettes                       188          10^3/µL       150 - 450
Taux de prothrombine             84           %             70 - 100

Valeurs critiques (kaliémie 7,1 mmol/L ; glycémie 0,41 g/L) communiquées par téléphone au médecin de
garde des urgences le 06/12/2024 à 00h12. ECG demandé en urgence ; glycémie capillaire toutes les 30 min.
Le biologiste de garde : Dr Exemple                                                    Page 1/1`,
    expected: [
      row('glucose', 0.41, 'g/L', 'low'),
      row('urea', 1.86, 'g/L', 'high'),
      row('creatinine', 48.6, 'mg/L', 'high'),
      row('sodium', 126, 'mmol/L', 'low'),
      row('potassium', 7.1, 'mmol/L', 'high'),
      row('chloride', 96, 'mmol/L', 'low'),
      row('bicarbonate', 13, 'mmol/L', 'low'),
      row('calcium', 81, 'mg/L', 'low'),
      row('uric_acid', 94, 'mg/L', 'high'),
      row('crp', 112, 'mg/L', 'high'),
      row('white_cells', 16.4, '10^9/L', 'high'),
      row('haemoglobin', 8.9, 'g/dL', 'low'),
      row('platelets', 188, '10^9/L', null),
    ],
  },
  {
    // A Brussels university hospital, nephrology clinic: a bare star after an out-of-range value
    // (its side from the range), the range column BEFORE the unit column, dates as DD-MM-YYYY, an
    // earlier-result column, urea and creatinine in mg/dl, eGFR against "> 90", then a "tigette"
    // (urine stick) read as "nég", "1+", "2+"; phosphorus, PTH and a protein/creatinine ratio mixed in.
    id: 'h18-fr-5',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUES UNIVERSITAIRES EXEMPLE — Bruxelles
Laboratoire de biologie clinique — Dr Exemple, biologiste clinicien — Agrément (fictif) 0-00000-00-000
Patient : PERSONNE Test (M)          Né le : 01-01-1948          N° patient : 0000000
Demandeur : Dr Exemple, néphrologie          Prélèvement : 02-12-2024 10:15          Validation : 02-12-2024 15:40
* = en dehors des valeurs de référence

Analyse                               Résultat      Réf.              Unité             Précédent
HÉMATOLOGIE
Hémoglobine                           11,2 *        13,0 – 17,0       g/dl              11,6
CHIMIE
Sodium                                139           136 – 145         mmol/l            141
Potassium                             5,4 *         3,5 – 5,1         mmol/l            5,2
Chlorure                              106           98 – 107          mmol/l            104
Bicarbonate                           19 *          22 – 29           mmol/l            21
Urée                                  82 *          17 – 43           mg/dl             74
Créatinine                            2,31 *        0,70 – 1,20       mg/dl             2,08
eGFR (CKD-EPI 2021)                   28 *          > 90              ml/min/1.73 m²    32
Calcium                               2,18          2,15 – 2,50       mmol/l            2,22
Phosphore                             1,62 *        0,81 – 1,45       mmol/l            1,51
Albumine                              36            35 – 52           g/l               38
Acide urique                          7,9 *         3,4 – 7,0         mg/dl             7,6
PTH intacte                           148 *         15 – 65           ng/l              122
Résultats précédents : prélèvement du 04-09-2024.                                       Page 1/2
PERSONNE Test — N° patient 0000000 — 02-12-2024 (suite)
URINES — Tigette réactive (échantillon du matin)
pH                                    5,5           5,0 – 7,5                           6,0
Densité                               1,012         1,005 – 1,030                       1,010
Protéines                             2+ *          nég                                 1+
Glucose                               nég           nég                                 nég
Corps cétoniques                      nég           nég                                 nég
Sang                                  1+ *          nég                                 nég
Leucocytes                            nég           nég                                 nég
Nitrites                              nég           nég                                 nég
Rapport protéines/créatinine          1,42 *        < 0,15            g/g               1,08

Commentaire : MRC stade G4 A3 ; hyperkaliémie modérée et acidose métabolique. Hématurie à confirmer
par un sédiment urinaire.
Résultats validés par Dr Exemple.                                                       Page 2/2`,
    expected: [
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('chloride', 106, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 82, 'mg/dL', 'high'),
      row('creatinine', 2.31, 'mg/dL', 'high'),
      row('egfr', 28, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.18, 'mmol/L', null),
      row('albumin', 36, 'g/L', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.012, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
]

export default [...cases, ...moreCases]
