/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), French: reports from laboratories in France,
 * Belgium, French-speaking Switzerland, Luxembourg and Quebec, as PDF text layers and portal CSV
 * exports. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (IDR, VS, éosinophiles, phosphore, transferrine,
 * TRAK, trou anionique, rapports, cytologie urinaire, lactate, troponine …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-12-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France, private lab (LBM): no flags (the PDF marks abnormal values in bold, lost in the text
    // layer), ranges in parentheses, an antériorité column after the range; blood count in T/l and
    // G/l with the leukocyte formula as absolute counts.
    id: 'h11-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
Site de Villeurbanne — Biologiste responsable : Dr A. Exemple
Tél. 00 00 00 00 00 — Accrédité selon NF EN ISO 15189, portée disponible sur demande
Dossier : 240314-0427        Prélevé le 14/03/2024 à 07:55 — Reçu le 14/03/2024 à 09:10
Mme TEST PERSONNE            Née le 01/01/1961
Prescripteur : Dr Médecin Traitant
Examen                                  Résultat   Unité    Valeurs de référence    Antériorité
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Hématies                                3,62       T/l      (3,80 - 5,10)           3,95  02/10/23
Hémoglobine                             10,4       g/dl     (11,5 - 15,0)           11,2  02/10/23
Hématocrite                             32,1       %        (35,0 - 45,0)           34,6  02/10/23
VGM                                     88,7       fl       (80,0 - 100,0)          87,6  02/10/23
TCMH                                    28,7       pg       (27,0 - 32,0)           28,4  02/10/23
CCMH                                    32,4       g/dl     (32,0 - 36,0)           32,4  02/10/23
IDR                                     15,8       %        (11,0 - 15,0)           13,9  02/10/23
Leucocytes                              11,8       G/l      (4,0 - 10,0)            7,2   02/10/23
Formule leucocytaire (valeurs absolues)
Polynucléaires neutrophiles             9,02       G/l      (1,80 - 7,50)           4,10  02/10/23
Polynucléaires éosinophiles             0,12       G/l      (0,00 - 0,50)           0,21  02/10/23
Polynucléaires basophiles               0,03       G/l      (0,00 - 0,10)           0,04  02/10/23
Lymphocytes                             1,95       G/l      (1,00 - 4,00)           2,33  02/10/23
Monocytes                               0,68       G/l      (0,20 - 1,00)           0,52  02/10/23
Plaquettes                              412        G/l      (150 - 400)             298   02/10/23
Volume plaquettaire moyen               9,8        fl       (7,4 - 10,4)
Vitesse de sédimentation 1re heure      38         mm       (< 20)
BIOCHIMIE SANGUINE
Protéine C réactive (CRP)               46,3       mg/l     (< 5,0)                 2,1   02/10/23
Ferritine                               18         µg/l     (15 - 150)              41    02/10/23
Commentaire : syndrome inflammatoire biologique, anémie normocytaire. Contrôle conseillé.
Compte rendu validé par Dr A. Exemple, biologiste médical — Page 1/1`,
    expected: [
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('haematocrit', 32.1, '%', 'low'),
      row('mcv', 88.7, 'fL', null),
      row('mch', 28.7, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 9.02, '10^9/L', 'high'),
      row('lymphocytes', 1.95, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('crp', 46.3, 'mg/L', 'high'),
      row('ferritin', 18, 'µg/L', null),
    ],
  },
  {
    // Belgium (Liège), hospital lab: conventional units (mg/dl for urea, creatinine, glucose,
    // calcium and lipids), arrows right after the value, a critical potassium with a phone-call
    // line under it, phosphore, magnésium, non-HDL and a ratio mixed in.
    id: 'h11-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE EXEMPLE — LABORATOIRE DE BIOLOGIE CLINIQUE
Avenue de l'Exemple 1, 4000 Liège — Tél. 00/000.00.00
Patient : TEST Personne (M)     Date de naissance : 01/01/1949     N° NISS : xx.xx.xx-xxx.xx
Demande n° 24-118732     Prélèvement : 05/03/2024 06:40     Médecin demandeur : Dr Exemple
Analyse                          Résultat      Unité             Valeurs normales
CHIMIE
Sodium                           139           mmol/l            136 - 145
Potassium                        6,9 ↑↑        mmol/l            3,5 - 5,1
>> Valeur critique communiquée par téléphone au Dr Exemple le 05/03/2024 à 08:15. Échantillon non hémolysé.
Chlorures                        101           mmol/l            98 - 107
Bicarbonates                     19 ↓          mmol/l            22 - 29
Urée                             96 ↑          mg/dl             17 - 49
Créatinine                       2,41 ↑        mg/dl             0,67 - 1,17
eGFR (CKD-EPI 2021)              28 ↓          ml/min/1,73m²     > 60
Acide urique                     8,9 ↑         mg/dl             3,4 - 7,0
Glucose à jeun                   112 ↑         mg/dl             70 - 99
Calcium                          9,1           mg/dl             8,6 - 10,2
Phosphore                        5,2 ↑         mg/dl             2,5 - 4,5
Magnésium                        2,4           mg/dl             1,6 - 2,6
Protéines totales                6,8           g/dl              6,4 - 8,3
Albumine                         3,9           g/dl              3,5 - 5,2
LIPIDES
Cholestérol total                212 ↑         mg/dl             < 190
Cholestérol HDL                  38 ↓          mg/dl             > 40
Triglycérides                    176 ↑         mg/dl             < 150
Cholestérol LDL (Friedewald)     139 ↑         mg/dl             < 115
Cholestérol non-HDL              174 ↑         mg/dl             < 145
Rapport cholestérol total/HDL    5,6 ↑                           < 5,0
Résultats validés par le biologiste. ↑ ↓ : hors valeurs normales ; ↑↑ ↓↓ : valeur critique.`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 96, 'mg/dL', 'high'),
      row('creatinine', 2.41, 'mg/dL', 'high'),
      row('egfr', 28, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('calcium', 9.1, 'mg/dL', null),
      row('total_protein', 6.8, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 176, 'mg/dL', 'high'),
      row('ldl', 139, 'mg/dL', 'high'),
    ],
  },
  {
    // Geneva, private lab: a "Statut" column with H/L BEFORE the result (blank when normal), SI
    // units, a hyperthyroid picture with TRAK antibodies (whose name contains "TSH"), direct
    // bilirubin and transferrin next to the rows Hale knows.
    id: 'h11-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire d'analyses médicales Exemple SA — Genève
Rue de l'Exemple 10, 1200 Genève — Tél. +41 00 000 00 00
Rapport final — Patiente : Test Personne, F, 01.01.1984 — N° d'échantillon 4481-2207
Prélèvement : 11.04.2024 08:30 — Réception : 11.04.2024 10:02 — Médecin : Dr Exemple, Carouge
Analyse                                      Statut   Résultat   Unité      Valeurs de référence
CHIMIE CLINIQUE — FONCTION HÉPATIQUE
ASAT (GOT)                                   H        64         U/l        < 35
ALAT (GPT)                                   H        88         U/l        < 35
Gamma-GT                                     H        142        U/l        < 40
Phosphatase alcaline                                  98         U/l        35 - 105
Bilirubine totale                            H        27         µmol/l     < 21
Bilirubine directe                           H        9          µmol/l     < 5
Albumine                                              41         g/l        35 - 52
ENDOCRINOLOGIE
TSH                                          L        0,08       mU/l       0,27 - 4,20
T4 libre (fT4)                               H        28,4       pmol/l     12,0 - 22,0
T3 libre (fT3)                               H        7,9        pmol/l     3,1 - 6,8
Anticorps anti-récepteurs de la TSH (TRAK)   H        6,2        UI/l       < 1,75
Commentaire : constellation compatible avec une hyperthyroïdie ; TRAK positifs.
MÉTABOLISME DU FER
Fer                                                   14,2       µmol/l     9,0 - 30,4
Transferrine                                          2,3        g/l        2,0 - 3,6
Saturation de la transferrine                         25         %          16 - 45
Ferritine                                             96         µg/l       15 - 150
H = valeur supérieure, L = valeur inférieure aux valeurs de référence. Page 1 de 1`,
    expected: [
      row('ast', 64, 'U/L', 'high'),
      row('alt', 88, 'U/L', 'high'),
      row('ggt', 142, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('bilirubin', 27, 'µmol/L', 'high'),
      row('albumin', 41, 'g/L', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 7.9, 'pmol/L', 'high'),
      row('iron', 14.2, 'µmol/L', null),
      row('transferrin_saturation', 25, '%', null),
      row('ferritin', 96, 'µg/L', null),
    ],
  },
  {
    // Montréal, sampling centre: ISO dates, an "Indicateur" column (H/B) between the result and
    // the unit, SI units, "CO2 total" for bicarbonate, an anion gap, non-HDL, a ratio without a
    // range and a urine albumin/creatinine ratio.
    id: 'h11-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE DE PRÉLÈVEMENTS EXEMPLE — Laboratoire de biologie médicale
Montréal (Québec) — Tél. : 000 000-0000
NOM : PERSONNE, TEST      DDN : 1957-01-01     Sexe : M     No de dossier : 00000000
Requérante : Dre Exemple, médecin de famille     Prélevé : 2024-02-19 07:20     Rapport final : 2024-02-19 15:48
Analyse                                 Résultat   Indicateur   Unités            Intervalle de référence
BIOCHIMIE
Glucose à jeun                          7,8        H            mmol/L            3,6 - 6,0
Hémoglobine A1c                         7,4        H            %                 4,0 - 6,0
Créatinine                              121        H            µmol/L            60 - 110
DFGe (CKD-EPI)                          55         B            mL/min/1,73m2     > 60
Urée                                    8,1        H            mmol/L            2,5 - 7,1
Acide urique                            458        H            µmol/L            200 - 420
Sodium                                  141                     mmol/L            135 - 145
Potassium                               4,6                     mmol/L            3,5 - 5,0
Chlorure                                103                     mmol/L            98 - 107
CO2 total                               24                      mmol/L            22 - 30
Trou anionique                          14                      mmol/L            8 - 16
BILAN LIPIDIQUE (à jeun 12 h)
Cholestérol total                       5,62       H            mmol/L            < 5,20
Triglycérides                           2,31       H            mmol/L            < 1,70
Cholestérol HDL                         0,98       B            mmol/L            > 1,00
Cholestérol LDL (calculé)               3,59       H            mmol/L            < 3,50
Cholestérol non-HDL                     4,64       H            mmol/L            < 4,20
Rapport CT/HDL                          5,73
ANALYSE D'URINE
Rapport albumine/créatinine             3,8        H            mg/mmol           < 2,0
Note : cibles lipidiques selon les lignes directrices canadiennes ; interpréter selon le risque.
H : haut   B : bas                                                   Page 1 de 1`,
    expected: [
      row('glucose', 7.8, 'mmol/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('creatinine', 121, 'µmol/L', 'high'),
      row('egfr', 55, 'mL/min/1.73m²', 'low'),
      row('urea', 8.1, 'mmol/L', 'high'),
      row('uric_acid', 458, 'µmol/L', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('cholesterol', 5.62, 'mmol/L', 'high'),
      row('triglycerides', 2.31, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 3.59, 'mmol/L', 'high'),
    ],
  },
  {
    // Nantes, urine culture (ECBU): the dipstick in words and crosses against "négatif", then
    // the microscopy (leucocytes and hématies per mm3, not dipstick rows) and the culture.
    id: 'h11-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE BIOLOGIE — Site de Nantes
Tél. 00 00 00 00 00 — Dossier 2404-3318
Mme TEST Personne — née le 01/01/1990 — Prélèvement le 02/04/2024 à 08:05 (urines du matin, milieu de jet)
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Aspect : urines troubles, jaune foncé
BANDELETTE URINAIRE                      Résultat          Valeurs de référence
pH                                       6,5               5,0 - 8,0
Densité                                  1,025             1,005 - 1,030
Protéines                                traces            négatif
Glucose                                  négatif           négatif
Corps cétoniques                         négatif           négatif
Sang (hémoglobine)                       ++                négatif
Leucocytes                               +++               négatif
Nitrites                                 positif           négatif
Urobilinogène                            normal            normal
EXAMEN CYTOLOGIQUE (cellule de Malassez)
Leucocytes                               85 /mm3           < 10
Hématies                                 40 /mm3           < 10
Cellules épithéliales                    rares
Cylindres                                absence
Cristaux                                 absence
EXAMEN BACTÉRIOLOGIQUE
Examen direct : bacilles à Gram négatif
Culture : Escherichia coli > 10^5 UFC/ml
Antibiogramme : voir page 2
Page 1/2`,
    expected: [
      row('urine_ph', 6.5, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
