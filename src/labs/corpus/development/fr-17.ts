/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), French: a Tunisian town lab (bracketed ranges, H/L
 * and HH/LL, 10^3/µL counts, a critical potassium), a Senegalese hospital (dot leaders, the range
 * on the next line, flags in words), a Belgian hospital (an asterisk after the value, earlier
 * results), a Swiss GP practice (no ranges at all, a urine stick) and a Québec portal CSV (commas,
 * every field quoted). Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (éosinophiles, monocytes, IDR, VPM,
 * phosphore, bilirubine conjuguée, TP, INR, hepatitis serology, AFP, VS, TRAK, anti-TPO,
 * transferrine, non-HDL, ratios, urine albumin/creatinine, urobilinogène, urine bilirubin …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-17-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A Tunisian private lab (Sfax), kidney follow-up: the flag (H/L, HH/LL critical) between the
    // value and the unit, counts in 10^3/µL and 10^6/µL, ranges in square brackets with en dashes,
    // one dated earlier-result column, g/L and mg/L chemistry, "réserve alcaline" for bicarbonate,
    // a critical potassium with a phone note, a second page.
    id: 'h16-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE — Sfax (Tunisie)
Dr Test Exemple, biologiste — Autorisation n° 000/00
Patient : M. PERSONNE Test          Âge : 63 ans          Sexe : M
Prescripteur : Dr Exemple (néphrologie)          Code patient : 24-10-0731
Prélèvement : 07/10/2024 à 08h15          Édition : 07/10/2024 à 11h40
Légende : H / L = hors normes ; HH / LL = valeur critique

Analyse                          Résultat          Unité            Normes                Antériorité (12/08/2024)
HÉMOGRAMME (automate Sysmex XN)
Globules blancs                  12,8     H        10^3/µL          [ 4,0 – 10,0 ]        9,6
Polynucléaires neutrophiles      10,1     H        10^3/µL          [ 2,0 – 7,5 ]
Polynucléaires éosinophiles      0,12              10^3/µL          [ 0,02 – 0,50 ]
Monocytes                        0,84              10^3/µL          [ 0,20 – 1,00 ]
Globules rouges                  4,38     L        10^6/µL          [ 4,50 – 5,90 ]       4,61
Hémoglobine                      13,1              g/dL             [ 13,0 – 17,0 ]       13,9
Hématocrite                      38,6     L        %                [ 40,0 – 52,0 ]
VGM                              88,1              fL               [ 80,0 – 100,0 ]
TCMH                             29,9              pg               [ 27,0 – 32,0 ]
CCMH                             33,9              g/dL             [ 32,0 – 36,0 ]
IDR-CV                           14,2              %                [ 11,5 – 14,5 ]
Plaquettes                       246               10^3/µL          [ 150 – 400 ]         231
VPM                              10,4              fL               [ 7,4 – 10,8 ]
Frottis sanguin : pas d'anomalie morphologique notable.
                                                                                   Page 1/2
M. PERSONNE Test — 07/10/2024 — suite
BIOCHIMIE SANGUINE (sérum)
Glycémie à jeun                  1,12     H        g/L              [ 0,70 – 1,10 ]       1,05
Urée                             0,86     H        g/L              [ 0,15 – 0,45 ]       0,71
Créatinine                       24,6     H        mg/L             [ 7,0 – 12,0 ]        21,9
DFG estimé (CKD-EPI 2021)        27       L        mL/min/1,73m²    [ > 60 ]              31
IONOGRAMME SANGUIN
Sodium                           136               mmol/L           [ 135 – 145 ]         138
Potassium                        6,8      HH       mmol/L           [ 3,5 – 5,0 ]         5,4
Réserve alcaline (CO2 total)     17       L        mmol/L           [ 22 – 29 ]           19
Calcium                          2,14     L        mmol/L           [ 2,20 – 2,60 ]
Phosphore                        1,92     H        mmol/L           [ 0,81 – 1,45 ]

Potassium : valeur critique (HH) contrôlée sur un second prélèvement sans hémolyse ;
résultat communiqué par téléphone au Dr Exemple le 07/10/2024 à 10h05.
Résultats validés par le biologiste.                                               Page 2/2`,
    expected: [
      row('white_cells', 12.8, '10^9/L', 'high'),
      row('neutrophils', 10.1, '10^9/L', 'high'),
      row('red_cells', 4.38, '10^12/L', 'low'),
      row('haemoglobin', 13.1, 'g/dL', null),
      row('haematocrit', 38.6, '%', 'low'),
      row('mcv', 88.1, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.9, 'g/dL', null),
      row('platelets', 246, '10^9/L', null),
      row('glucose', 1.12, 'g/L', 'high'),
      row('urea', 0.86, 'g/L', 'high'),
      row('creatinine', 24.6, 'mg/L', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('calcium', 2.14, 'mmol/L', 'low'),
    ],
  },
  {
    // A Senegalese hospital lab (Dakar), hepatology work-up: dot leaders between name and value,
    // flags as words (élevé / bas) after the unit, each range on the line BELOW its result ("VR :"),
    // conjugated bilirubin, prothrombin, INR, hepatitis B serology with a viral load in log UI/mL,
    // and alpha-fetoprotein in ng/mL mixed in; lipids in g/L.
    id: 'h16-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE DE DAKAR
Service de biologie — Unité de biochimie et d'immunologie
Nom : PERSONNE        Prénom : Test        Sexe : F        Âge : 47 ans
N° labo : B24-05531        Service : Hépato-gastro-entérologie        Médecin : Dr Exemple
Date de prélèvement : 16/05/2024        Date d'édition : 17/05/2024
                                                                           Page 1/2
BILAN HÉPATIQUE
ASAT (TGO) ............................ 112       UI/L        élevé
      VR : 5 – 35
ALAT (TGP) ............................ 148       UI/L        élevé
      VR : 5 – 45
Gamma GT .............................. 96        UI/L        élevé
      VR : 8 – 61
Phosphatases alcalines ................ 88        UI/L
      VR : 40 – 150
Bilirubine totale ..................... 23        µmol/L      élevé
      VR : < 17
Bilirubine conjuguée .................. 11        µmol/L      élevé
      VR : < 5
Albumine .............................. 36        g/L
      VR : 35 – 50
Taux de prothrombine (TP) ............. 64        %           bas
      VR : 70 – 100
INR ................................... 1,31

SÉROLOGIES VIRALES
Antigène HBs (ELISA) .................. Positif
Anticorps anti-HBc totaux ............. Positif
Anticorps anti-VHC .................... Négatif
ADN du VHB (PCR en temps réel) ........ 3,2 log UI/mL (1 585 UI/mL)
                                                                           Page 2/2
Nom : PERSONNE Test — N° labo : B24-05531 (suite)
BIOCHIMIE GÉNÉRALE
Glycémie à jeun ....................... 0,94      g/L
      VR : 0,70 – 1,10
Cholestérol total ..................... 1,62      g/L
      VR : < 2,00
HDL-cholestérol ....................... 0,34      g/L         bas
      VR : > 0,40
LDL-cholestérol (Friedewald) .......... 1,04      g/L
      VR : < 1,30
Triglycérides ......................... 1,21      g/L
      VR : < 1,50
Protéine C réactive ................... 24        mg/L        élevé
      VR : < 6
Alpha-fœtoprotéine .................... 6,8       ng/mL
      VR : < 7,0

Conclusion : cytolyse hépatique prédominant sur l'ALAT, chez une patiente porteuse de l'AgHBs.
Le biologiste : Dr Exemple`,
    expected: [
      row('ast', 112, 'U/L', 'high'),
      row('alt', 148, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('bilirubin', 23, 'µmol/L', 'high'),
      row('albumin', 36, 'g/L', null),
      row('glucose', 0.94, 'g/L', null),
      row('cholesterol', 1.62, 'g/L', null),
      row('hdl', 0.34, 'g/L', 'low'),
      row('ldl', 1.04, 'g/L', null),
      row('triglycerides', 1.21, 'g/L', null),
      row('crp', 24, 'mg/L', 'high'),
    ],
  },
  {
    // A Belgian regional hospital (Liège), thyroid and iron: an asterisk AFTER the value for any
    // result out of range (its side from the range), 10³/µl counts, µUI/ml TSH, ng/ml ferritin and
    // vitamins, a dated earlier-result column, ESR, TSH-receptor antibodies (a name with "TSH" in
    // it), anti-TPO and transferrin mixed in, a vitamin D interpretation line.
    id: 'h16-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CHR EXEMPLE — Laboratoire de biologie clinique
Boulevard Fictif 1, 4000 Liège (Belgique)
Patient(e) : PERSONNE Test (F)      Né(e) le : 01/01/1979      N° d'identification : 000000
Prescripteur : Dr Exemple (endocrinologie)      Copie : Dr Médecin Traitant
Prélevé le 22/10/2024 à 09:02      Reçu le 22/10/2024 à 09:40      Rapport : définitif
* = résultat en dehors des valeurs de référence

                                     Résultat      Unités       Valeurs de réf.     Précédent (04/06/2024)
HÉMATOLOGIE
Hémoglobine                          13,6          g/dl         11,7 - 15,5         12,9
Leucocytes                           5,1           10³/µl       4,0 - 10,0          6,3
Thrombocytes                         298           10³/µl       150 - 400
Vitesse de sédimentation             22 *          mm/h         < 20

ENDOCRINOLOGIE
TSH                                  0,04 *        µUI/ml       0,27 - 4,20         1,85
T4 libre                             29,6 *        pmol/l       12,0 - 22,0         16,2
T3 libre                             8,4 *         pmol/l       3,1 - 6,8
Ac anti-récepteur de la TSH (TRAK)   6,2 *         UI/l         < 1,75
Ac anti-thyroperoxydase (anti-TPO)   112 *         UI/ml        < 34
                                                                                  Page 1/2
PERSONNE Test — 22/10/2024 (suite)                                Résultat      Unités       Valeurs de réf.
MÉTABOLISME DU FER
Fer sérique                          14,2          µmol/l       9,0 - 30,4
Transferrine                         2,41          g/l          2,00 - 3,60
Saturation de la transferrine        23            %            20 - 45
Ferritine                            11 *          ng/ml        15 - 150            19

VITAMINES
Vitamine B12                         246           pg/ml        197 - 771
Acide folique (sérum)                4,9           ng/ml        > 3,9
25-OH-vitamine D                     17 *          ng/ml        30 - 100            23
  Déficit < 20 ng/ml ; insuffisance 20 à 30 ng/ml ; taux souhaitable 30 à 100 ng/ml.

INFLAMMATION
CRP                                  1,8           mg/l         < 5,0

Commentaire du biologiste : profil d'hyperthyroïdie avec TRAK positifs.
Rapport validé électroniquement.                                                  Page 2/2`,
    expected: [
      row('haemoglobin', 13.6, 'g/dL', null),
      row('white_cells', 5.1, '10^9/L', null),
      row('platelets', 298, '10^9/L', null),
      row('tsh', 0.04, 'mU/L', 'low'),
      row('free_t4', 29.6, 'pmol/L', 'high'),
      row('free_t3', 8.4, 'pmol/L', 'high'),
      row('iron', 14.2, 'µmol/L', null),
      row('transferrin_saturation', 23, '%', null),
      row('ferritin', 11, 'ng/mL', 'low'),
      row('vitamin_b12', 246, 'pg/mL', null),
      row('folate', 4.9, 'ng/mL', null),
      row('vitamin_d', 17, 'ng/mL', 'low'),
      row('crp', 1.8, 'mg/L', null),
    ],
  },
  {
    // A Swiss group practice's in-house lab (Fribourg): no ranges and no flags at all, so every flag
    // comes from the default table; indented result lines, a urine stick with "nég." and "++", urine
    // urobilinogen and bilirubin (not serum bilirubin) mixed in.
    id: 'h16-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CABINET MÉDICAL DE GROUPE EXEMPLE — Laboratoire du cabinet
Fribourg (Suisse) — Médecine interne générale
Patient : Test Personne, né le 01.01.1958          N° patient : 00000
Médecin : Dr Exemple          Date : 03.12.2024, 10:25
Analyses effectuées au cabinet (contrôle de qualité QUALAB). Valeurs de référence : voir classeur.

Hémogramme (analyseur du cabinet)
  Hémoglobine                  11,2      g/dl
  Leucocytes                   7,8       G/l
  Thrombocytes                 289       G/l
  VGM                          76        fl

Chimie
  CRP                          34        mg/l
  Glucose (non à jeun)         5,1       mmol/l
  Créatinine                   64        µmol/l
  HbA1c                        5,6       %

Stix urinaire (urine du matin, 10 paramètres)
  Leucocytes                   nég.
  Nitrites                     nég.
  pH                           6
  Protéines                    nég.
  Glucose                      nég.
  Corps cétoniques             nég.
  Urobilinogène                norm.
  Bilirubine                   nég.
  Sang                         ++
  Densité                      1,015

Remarque : hématurie au stix, sédiment et culture envoyés au laboratoire externe.
Visa : Dr Exemple`,
    expected: [
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('white_cells', 7.8, '10^9/L', null),
      row('platelets', 289, '10^9/L', null),
      row('mcv', 76, 'fL', 'low'),
      row('crp', 34, 'mg/L', 'high'),
      row('glucose', 5.1, 'mmol/L', null),
      row('creatinine', 64, 'µmol/L', null),
      row('hba1c', 5.6, '%', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_specific_gravity', 1.015, '', null),
    ],
  },
  {
    // A Québec patient portal, CSV export: comma-separated with every field quoted (decimal commas
    // inside quotes, a lab name with a comma in it), ISO dates, an H/B indicator column, a non-HDL
    // cholesterol, a cholesterol ratio and a urine albumin/creatinine ratio mixed in.
    id: 'h16-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `"Date du prélèvement","Heure","Analyse","Résultat","Unités","Valeurs de référence","Indicateur","Laboratoire"
"2024-08-19","07:41","Glucose à jeun","6,4","mmol/L","3,6 - 6,0","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Hémoglobine glyquée (HbA1c)","6,3","%","4,0 - 6,0","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Cholestérol total","5,62","mmol/L","< 5,20","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Cholestérol HDL","1,18","mmol/L","> 1,00","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Cholestérol LDL (calculé)","3,70","mmol/L","< 3,50","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Cholestérol non-HDL","4,44","mmol/L","< 4,20","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Triglycérides","1,62","mmol/L","< 1,70","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Rapport cholestérol total / HDL","4,8","","< 5,0","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Sodium","139","mmol/L","135 - 145","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Potassium","5,4","mmol/L","3,5 - 5,0","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Créatinine","96","µmol/L","60 - 110","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","DFGe (CKD-EPI)","72","mL/min/1,73 m²","> 60","","Laboratoire Exemple, Québec"
"2024-08-19","08:02","Rapport albumine / créatinine urinaire","4,1","mg/mmol","< 2,0","H","Laboratoire Exemple, Québec"
"2024-08-19","07:41","ALT","31","U/L","< 50","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","TSH","1,92","mUI/L","0,35 - 5,00","","Laboratoire Exemple, Québec"
"2024-08-19","07:41","Vitamine B12","121","pmol/L","> 148","B","Laboratoire Exemple, Québec"`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('cholesterol', 5.62, 'mmol/L', 'high'),
      row('hdl', 1.18, 'mmol/L', null),
      row('ldl', 3.7, 'mmol/L', 'high'),
      row('triglycerides', 1.62, 'mmol/L', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('creatinine', 96, 'µmol/L', null),
      row('egfr', 72, 'mL/min/1.73m²', null),
      row('alt', 31, 'U/L', null),
      row('tsh', 1.92, 'mU/L', null),
      row('vitamin_b12', 121, 'pmol/L', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
