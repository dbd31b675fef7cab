/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), French: reports from city laboratories in France, a Belgian
 * hospital, a Swiss hospital, a Quebec emergency laboratory and a Moroccan laboratory, and portal
 * exports from France, Quebec and Switzerland. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (IDR/RDW, VPM,
 * éosinophiles, basophiles, monocytes, bilirubine conjuguée/directe, anticorps anti-TPO,
 * anti-récepteurs de la TSH, transferrine, réticulocytes, vitesse de sédimentation, trou anionique,
 * osmolalité, microalbuminurie, cholestérol non-HDL, rapports, lipase, INR, urobilinogène,
 * bilirubine urinaire, cytologie urinaire) are not results to extract; nor are the SI conversion
 * lines printed under a result in conventional units (the first, conventional value is the result).
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-11-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France, city laboratory, two pages: flags H/B (and HH for a critical value) in a column
    // between value and unit, a previous-value column, absolute leucocyte formula in G/L,
    // red cells in T/L, a critical potassium with its phone-call footnote, page 2 repeats the header.
    id: 'h10-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE EXEMPLE — Site de Testville
1 rue de l'Exemple, 00000 Testville
COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE
Patiente : Mme TEST Person           Née le : 01.01.1948          Sexe : F
Dossier n° 000000-0000     Prélevé le 14/03/2025 à 07:45     Édité le 14/03/2025 à 11:02
Prescripteur : Dr Exemple
                                    Résultat        Unités          Valeurs de référence   Antériorités
                                                                                           02/12/2024
HÉMATOLOGIE
Numération formule sanguine
Hématies                            3,92            T/L             3,80 - 5,20            4,05
Hémoglobine                         11,4     B      g/dL            12,0 - 16,0            11,9
Hématocrite                         35,1     B      %               36,0 - 47,0            36,4
VGM                                 89,5            fL              80,0 - 100,0           89,9
TCMH                                29,1            pg              27,0 - 32,0            29,4
CCMH                                32,5            g/dL            32,0 - 36,0            32,7
IDR (RDW-CV)                        15,2     H      %               11,5 - 14,5            14,8
Leucocytes                          11,8     H      G/L             4,0 - 10,0             7,6
  Polynucléaires neutrophiles       9,02     H      G/L             1,80 - 7,50            4,71
  Polynucléaires éosinophiles       0,12            G/L             0,04 - 0,80            0,15
  Polynucléaires basophiles         0,03            G/L             0,00 - 0,20            0,02
  Lymphocytes                       1,98            G/L             1,00 - 4,00            2,21
  Monocytes                         0,65            G/L             0,20 - 1,00            0,51
Plaquettes                          412      H      G/L             150 - 400              318
Volume plaquettaire moyen           9,8             fL              7,4 - 10,4
BIOCHIMIE SANGUINE
Ionogramme plasmatique
Sodium                              136             mmol/L          136 - 145              139
Potassium                           6,7      HH     mmol/L          3,5 - 5,1              4,6
Chlore                              101             mmol/L          98 - 107               103
Bicarbonates (CO2 total)            19       B      mmol/L          22 - 29                24
Urée                                14,9     H      mmol/L          2,8 - 8,1              7,2
Créatinine                          168      H      µmol/L          45 - 84                92
DFG estimé (CKD-EPI)                26       B      mL/min/1,73m²   > 60                   54
(*) Absence d'hémolyse vérifiée sur un second prélèvement. Résultat critique (potassium)
    transmis par téléphone au Dr Exemple le 14/03/2025 à 10:20.
                                                                                     Page 1/2
LBM EXEMPLE — Mme TEST Person — née le 01.01.1948 — prélevé le 14/03/2025 (suite)
                                    Résultat        Unités          Valeurs de référence   Antériorités
BIOCHIMIE SANGUINE (suite)
Bilan hépatique
ASAT (TGO)                          31              UI/L            < 35                   24
ALAT (TGP)                          44       H      UI/L            < 35                   29
Gamma-GT                            58       H      UI/L            < 38                   35
Phosphatases alcalines              97              UI/L            35 - 104               88
Bilirubine totale                   9               µmol/L          < 21                   8
Bilirubine conjuguée                3               µmol/L          < 5
Conclusion : hyperkaliémie sévère sur insuffisance rénale aiguë, à confronter à la clinique.
Validé par : Dr Test Biologiste, biologiste médical
                                                                                     Page 2/2`,
    expected: [
      row('red_cells', 3.92, '10^12/L', null),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 35.1, '%', 'low'),
      row('mcv', 89.5, 'fL', null),
      row('mch', 29.1, 'pg', null),
      row('mchc', 32.5, 'g/dL', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 9.02, '10^9/L', 'high'),
      row('lymphocytes', 1.98, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 14.9, 'mmol/L', 'high'),
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 26, 'mL/min/1.73m²', 'low'),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
      row('ggt', 58, 'U/L', 'high'),
      row('alp', 97, 'U/L', null),
      row('bilirubin', 9, 'µmol/L', null),
    ],
  },
  {
    // France, multisite laboratory, conventional units first (g/L, mg/L) with the SI conversion
    // printed on the line below (not a second result), dotted leaders, ranges written "0,70 à 1,05",
    // no flags at all (high/low from the range), lipid ratio and non-HDL cholesterol mixed in.
    id: 'h10-fr-2',
    language: 'fr',
    kind: 'text',
    text: `EXEMPLE-BIO — Laboratoire de biologie médicale multisite
Site de Testbourg — 2 avenue du Test — 00000 TESTBOURG
M. PERSON Test                                                   Né le 01/01/1961
Demande n° 0000-00000      Prélèvement du 03/02/2025 à 08:10 (à jeun)      Médecin : Dr EXEMPLE

BIOCHIMIE                                                        Valeurs usuelles        Antériorité
                                                                                         (18/06/24)
Glycémie à jeun ...................   1,18   g/L                 0,70 à 1,05             1,09
                                      6,55   mmol/L              3,89 à 5,83             6,05
Hémoglobine glyquée (HbA1c) .......   6,6    %                   4,0 à 6,0               6,3
  Dosage par HPLC. L'objectif glycémique est à adapter à chaque patient.
Créatinine ........................   11,9   mg/L                7,2 à 11,8              10,4
                                      105    µmol/L              64 à 104                92
DFG estimé selon CKD-EPI ..........   64     mL/min/1,73m²       > 90                    76
Acide urique ......................   78     mg/L                34 à 70                 71
                                      464    µmol/L              202 à 416               422

EXPLORATION D'UNE ANOMALIE LIPIDIQUE
Aspect du sérum ...................   Limpide
Cholestérol total .................   2,46   g/L                 < 2,00                  2,31
                                      6,36   mmol/L              < 5,17
Cholestérol HDL ...................   0,41   g/L                 > 0,40                  0,44
                                      1,06   mmol/L              > 1,03
Cholestérol LDL (calculé) .........   1,62   g/L                 < 1,60 (selon risque)   1,49
                                      4,19   mmol/L              < 4,14
Triglycérides .....................   2,15   g/L                 0,35 à 1,50             1,90
                                      2,43   mmol/L              0,40 à 1,70             2,15
Cholestérol non-HDL ...............   2,05   g/L                 < 1,90
Rapport cholestérol total / HDL ...   6,0                        < 5,0
Le LDL est calculé par la formule de Friedewald (triglycérides < 3,40 g/L).
Compte rendu validé par le Dr Test, biologiste.                                  Page 1 sur 1`,
    expected: [
      row('glucose', 1.18, 'g/L', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('creatinine', 11.9, 'mg/L', 'high'),
      row('egfr', 64, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 78, 'mg/L', 'high'),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.41, 'g/L', null),
      row('ldl', 1.62, 'g/L', 'high'),
      row('triglycerides', 2.15, 'g/L', 'high'),
    ],
  },
  {
    // Belgium, hospital laboratory: arrows ↑/↓ before the value, mg/dL chemistry, µUI/mL TSH,
    // values printed "<0,5" and ">90", anti-TPO and transferrin (not extracted) next to the iron
    // rows, comment lines under results.
    id: 'h10-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — Laboratoire de biologie clinique
Rue du Test 1, 0000 Testville (Belgique)
Patient : PERSON, Test          Date de naissance : 01.01.1979          Sexe : F
N° échantillon : 00000000       Prélèvement : 22.04.2025 08:32          Validation : 22.04.2025 15:04
Médecin demandeur : Dr Exemple (médecine générale)

Analyse                                  Résultat        Unité            Valeurs normales
CHIMIE
Glucose à jeun                              92           mg/dL            70 - 100
Créatinine                                  0,71         mg/dL            0,51 - 0,95
eGFR (CKD-EPI)                              >90          mL/min/1,73m²    >60
CRP                                         <0,5         mg/L             <5,0
ENDOCRINOLOGIE
TSH                                      ↑  6,84         µUI/mL           0,27 - 4,20
T4 libre                                    13,1         pmol/L           12,0 - 22,0
Anticorps anti-TPO                       ↑  212          UI/mL            <34
   Commentaire : anticorps anti-TPO élevés, compatibles avec une thyroïdite auto-immune.
MÉTABOLISME DU FER
Fer sérique                              ↓  6,2          µmol/L           9,0 - 30,4
Transferrine                             ↑  3,71         g/L              2,00 - 3,60
Saturation de la transferrine            ↓  7            %                20 - 50
Ferritine                                ↓  6            µg/L             13 - 150
VITAMINES
Vitamine B12                                288          pg/mL            197 - 771
Acide folique                            ↓  2,9          ng/mL            >3,9
25-OH vitamine D                         ↓  14,3         ng/mL            30 - 100
   Carence < 20 ng/mL ; insuffisance 20 - 30 ng/mL.
Les valeurs hors normes sont précédées d'une flèche.                      1/1`,
    expected: [
      row('glucose', 92, 'mg/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('crp', 0.5, 'mg/L', null),
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L', null),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 6, 'µg/L', 'low'),
      row('vitamin_b12', 288, 'pg/mL', null),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('vitamin_d', 14.3, 'ng/mL', 'low'),
    ],
  },
  {
    // Switzerland (Romandie), hospital: haemoglobin and MCHC in g/l, Swiss names HEM/CHEM for
    // MCH/MCHC, "Erythrocytes"/"Thrombocytes", flags +/- (and -- for a critical value) after the
    // value, a previous-value column, ESR, RDW and reticulocytes not extracted, critical anaemia.
    id: 'h10-fr-4',
    language: 'fr',
    kind: 'text',
    text: `Hôpital Exemple — Service de médecine de laboratoire
Chemin du Test 1, 0000 Testville (CH)
Patient : Person Test, 01.01.1952, M                N° de cas : 0000000
Prélèvement : 05.05.2025 06:12                      Demandeur : Médecine interne, unité Test
Analyse                          Résultat         Unité      Norme             Précédent
                                                                               03.05.2025
Hématologie
Hémoglobine                      64     --        g/l        133 - 177         81
Hématocrite                      19,8   -         %          40,0 - 52,0       24,6
Erythrocytes                     2,31   -         T/l        4,40 - 5,80       2,85
VGM                              74     -         fl         80 - 98           75
HEM                              23,1   -         pg         27 - 33           23,4
CHEM                             312    -         g/l        330 - 360         316
RDW                              16,9   +         %          11,5 - 14,5       16,2
Réticulocytes                    38               G/l        25 - 100
Leucocytes                       5,4              G/l        4,0 - 10,0        6,1
Thrombocytes                     142    -         G/l        150 - 450         188
Vitesse de sédimentation         28     +         mm/h       < 20
Chimie clinique
Sodium                           138              mmol/l     136 - 145         139
Potassium                        4,1              mmol/l     3,5 - 5,1         4,3
Urée                             9,8    +         mmol/l     2,9 - 8,2         7,7
Créatinine                       102              µmol/l     62 - 106          96
Fer                              4      -         µmol/l     11 - 28
Ferritine                        7      -         µg/l       30 - 400
Commentaire : anémie microcytaire sévère (Hb < 70 g/l), valeur critique communiquée
au médecin de garde à 06:55. Contrôle recommandé après transfusion.
Signé électroniquement : Dr Test, FAMH médecine de laboratoire`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('haematocrit', 19.8, '%', 'low'),
      row('red_cells', 2.31, '10^12/L', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('mch', 23.1, 'pg', 'low'),
      row('mchc', 312, 'g/L', 'low'),
      row('white_cells', 5.4, '10^9/L', null),
      row('platelets', 142, '10^9/L', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 102, 'µmol/L', null),
      row('iron', 4, 'µmol/L', 'low'),
      row('ferritin', 7, 'µg/L', 'low'),
    ],
  },
  {
    // Quebec, emergency laboratory: the reference interval before the unit, an indicator column
    // (H, B, CB = critique bas) between result and interval, ISO dates, haemoglobin in g/L,
    // x10E9/L counts, anion gap and osmolality not extracted, critical hyponatraemia.
    id: 'h10-fr-5',
    language: 'fr',
    kind: 'text',
    text: `CENTRE INTÉGRÉ DE SANTÉ EXEMPLE — Laboratoire de biologie médicale
Hôpital Test, Testville (Québec)
Nom : PERSON, TEST          DDN : 1944-01-01      Sexe : F      No dossier : 0000000
Prélevé : 2025-06-11 04:35    Reçu : 2025-06-11 04:52    Médecin : Dr Exemple, urgence

Analyse                        Résultat   Ind.   Intervalle de réf.   Unités
BIOCHIMIE - URGENCE
Sodium                         117        CB     135 - 145            mmol/L
Potassium                      3,3        B      3,5 - 5,0            mmol/L
Chlorure                       84         B      98 - 107             mmol/L
CO2 total                      22                22 - 29              mmol/L
Trou anionique                 11                8 - 16               mmol/L
Glucose aléatoire              5,9               3,6 - 7,7            mmol/L
Urée                           2,4        B      2,9 - 8,2            mmol/L
Créatinine                     48         B      50 - 98              µmol/L
DFGe (CKD-EPI)                 >90               >60                  mL/min/1,73m²
Osmolalité sérique             245        CB     275 - 295            mmol/kg
Calcium total                  2,31              2,15 - 2,55          mmol/L
Albumine                       36                35 - 52              g/L
Protéines totales              64                64 - 83              g/L
HÉMATOLOGIE
Hémoglobine                    121               120 - 160            g/L
Leucocytes                     8,9               4,0 - 11,0           x10E9/L
Neutrophiles                   6,4               1,8 - 7,5            x10E9/L
Lymphocytes                    1,6               1,0 - 4,0            x10E9/L
Plaquettes                     263               150 - 400            x10E9/L
Légende : H = élevé, B = bas, CH/CB = valeur critique haute/basse.
Valeur critique (sodium) communiquée à l'infirmière responsable à 05:10, lue et confirmée.
Page 1 de 1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 22, 'mmol/L', null),
      row('glucose', 5.9, 'mmol/L', null),
      row('urea', 2.4, 'mmol/L', 'low'),
      row('creatinine', 48, 'µmol/L', 'low'),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('albumin', 36, 'g/L', null),
      row('total_protein', 64, 'g/L', null),
      row('haemoglobin', 121, 'g/L', null),
      row('white_cells', 8.9, '10^9/L', null),
      row('neutrophils', 6.4, '10^9/L', null),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('platelets', 263, '10^9/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
