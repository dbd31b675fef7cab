/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), French, second file (see fr-17.ts): a French
 * university hospital's emergency lab (the range in parentheses BEFORE the unit, no flags, two
 * critical values), a Luxembourg lab (ranges as "de 3,5 à 5,1", "jusqu'à 40", "supérieur à 60", a
 * urine stick), a French town lab (dual units with "soit", compact "N : 0,70–1,10" ranges, no
 * flags), a Swiss lab's tab-separated export (Min and Max columns) and a Tunisian lab's CSV (arrow
 * flags, ↓↓ critical, a urine stick). Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (osmolalité, troponine, TP,
 * INR, TCA, PSA, urobilinogène, microalbuminurie, ratios, monocytes, réticulocytes, VS, anti-TPO …)
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A French university hospital, 24-hour emergency lab: the reference range in parentheses
    // between the result and the unit, no flags at all (every flag from the range), a critical
    // sodium and a critical glucose in a boxed note, calculated osmolality and troponin mixed in,
    // the blood count and haemostasis on page 2.
    id: 'h16-fr-6',
    language: 'fr',
    kind: 'text',
    text: `CHU EXEMPLE — Hôpital Fictif
Département de biologie — Laboratoire d'urgence (24 h / 24)
Patient : PERSONNE Test     Né(e) le : 01/01/1941     Sexe : F     IPP : 0000000     UF : Urgences adultes
Prélèvement : 28/02/2024 22:47     Réception : 28/02/2024 23:05     Édité le : 29/02/2024 00:12
Prescripteur : Dr Urgentiste Exemple

Analyse                               Résultat    (Valeurs de référence)    Unité
BIOCHIMIE (plasma hépariné)
Sodium                                118         (136 - 145)               mmol/L
Potassium                             3,2         (3,4 - 4,5)               mmol/L
Chlore                                84          (98 - 107)                mmol/L
Bicarbonates                          23          (22 - 29)                 mmol/L
Protides totaux                       61          (64 - 83)                 g/L
Urée                                  4,1         (3,0 - 9,2)               mmol/L
Créatinine                            61          (45 - 84)                 µmol/L
DFG estimé (CKD-EPI)                  79          (> 60)                    mL/min/1,73m²
Glucose                               2,6         (4,1 - 5,9)               mmol/L
Calcium                               2,18        (2,15 - 2,55)             mmol/L
Osmolalité calculée                   243         (280 - 300)               mOsm/kg
CRP                                   11,4        (< 5,0)                   mg/L
Troponine T hs                        18          (< 14)                    ng/L
  Troponine : interprétation selon la cinétique, contrôle à H+3 recommandé.

!! VALEURS CRITIQUES : sodium 118 mmol/L et glucose 2,6 mmol/L — appel aux urgences
   le 28/02/2024 à 23:21 (Dr Interne Exemple), résultats vérifiés sur le même tube.
                                                                                     Page 1/2
PERSONNE Test — IPP 0000000 — 28/02/2024 22:47 (suite)
HÉMATOLOGIE — Numération formule sanguine (sang EDTA)
Leucocytes                            9,4         (4,0 - 10,0)              G/L
Hémoglobine                           11,8        (12,0 - 16,0)             g/dL
Hématocrite                           34,1        (37,0 - 47,0)             %
Plaquettes                            190         (150 - 400)               G/L

HÉMOSTASE
Taux de prothrombine                  92          (70 - 100)                %
INR                                   1,05
TCA (ratio patient / témoin)          1,10        (< 1,20)

Compte rendu validé par Dr Biologiste Exemple.                                       Page 2/2`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 23, 'mmol/L', null),
      row('total_protein', 61, 'g/L', 'low'),
      row('urea', 4.1, 'mmol/L', null),
      row('creatinine', 61, 'µmol/L', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('calcium', 2.18, 'mmol/L', null),
      row('crp', 11.4, 'mg/L', 'high'),
      row('white_cells', 9.4, '10^9/L', null),
      row('haemoglobin', 11.8, 'g/dL', 'low'),
      row('haematocrit', 34.1, '%', 'low'),
      row('platelets', 190, '10^9/L', null),
    ],
  },
  {
    // A Luxembourg lab (Differdange collection centre): ranges written in words ("de 17 à 43",
    // "jusqu'à 40", "supérieur à 60"), an H/L "Remarque" column after the range, earlier results
    // with dates, mg/dl chemistry, PSA in ng/ml mixed in, then a urine stick read against "négatif"
    // and a sediment line that names uric acid without a value.
    id: 'h16-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRES RÉUNIS EXEMPLE (fictif) — Luxembourg
Centre de prélèvement de Differdange
Patient : M. PERSONNE Test     Matricule : 0000 00 00 000     Date de naissance : 01/01/1955
Médecin prescripteur : Dr Exemple     Prélèvement : 09/09/2024 07:35     N° de dossier : 24090900217

                                 Résultat    Unité             Valeurs de référence     Remarque    Résultat antérieur
CHIMIE
Urée                             48          mg/dl             de 17 à 43               H           44 (11/03/24)
Créatinine                       1,32        mg/dl             de 0,70 à 1,20           H           1,25 (11/03/24)
eGFR (CKD-EPI)                   58          ml/min/1,73m²     supérieur à 60           L           61 (11/03/24)
Acide urique                     7,9         mg/dl             de 3,4 à 7,0             H
Sodium                           141         mmol/l            de 136 à 145                         139 (11/03/24)
Potassium                        4,7         mmol/l            de 3,5 à 5,1                         4,9 (11/03/24)
ASAT (GOT)                       25          U/l               jusqu'à 40
ALAT (GPT)                       29          U/l               jusqu'à 41
Gamma-GT                         72          U/l               jusqu'à 60               H           65 (11/03/24)
PSA total                        2,1         ng/ml             jusqu'à 4,0                          1,8 (11/03/24)
  Dosage PSA sur automate Roche ; valeurs non interchangeables entre techniques.

URINES — Analyse à la bandelette
pH                               5,5                           de 5,0 à 8,0
Densité                          1,020                         de 1,005 à 1,030
Protéines                        traces                        négatif                  H
Glucose                          négatif                       négatif
Corps cétoniques                 négatif                       négatif
Nitrites                         négatif                       négatif
Urobilinogène                    normal                        normal
Sédiment urinaire : quelques cristaux d'acide urique, pas de cylindres.

Validé par : Dr Biologiste Exemple                                                   Page 1/1`,
    expected: [
      row('urea', 48, 'mg/dL', 'high'),
      row('creatinine', 1.32, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.7, 'mmol/L', null),
      row('ast', 25, 'U/L', null),
      row('alt', 29, 'U/L', null),
      row('ggt', 72, 'U/L', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.02, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // A French town lab (Roubaix), diabetes follow-up: the conventional unit first then "soit" and
    // the SI value, HbA1c in % with mmol/mol in parentheses, compact ranges ("N : 0,70–1,10 g/L"),
    // earlier results as "… le 06/05/2024", no flags at all; potassium sits exactly on its upper
    // limit (no flag); urine microalbumin in mg/L and a urine ratio mixed in.
    id: 'h16-fr-8',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE EXEMPLE — Site de Roubaix
Biologistes : Dr A. Exemple, Dr B. Exemple
Mme PERSONNE Test — née le 01/01/1966 — Dossier 241104-0088
Prescrit par : Dr Médecin Traitant Exemple        Prélevé le 04/11/2024 à 07h52 (à jeun)
                                                                                        Page 1/2
BILAN DIABÈTE
Hémoglobine glyquée HbA1c (HPLC)      7,8 %  (62 mmol/mol)           N : 4,0–6,0 %          7,1 % le 06/05/2024
  Objectif glycémique individualisé, à discuter avec le médecin traitant.
Glycémie à jeun                        1,64 g/L soit 9,10 mmol/L      N : 0,70–1,10 g/L      1,42 g/L le 06/05/2024
Microalbuminurie (échantillon)         38 mg/L                        N : < 20 mg/L
Rapport albumine / créatinine urin.    4,2 mg/mmol                    N : < 3,0

FONCTION RÉNALE
Créatinine                             7,8 mg/L soit 69 µmol/L        N : 5,7–11,1 mg/L      7,4 mg/L le 06/05/2024
DFG estimé (CKD-EPI)                   88 mL/min/1,73m²               N : > 60
Potassium                              5,1 mmol/L                     N : 3,5–5,1
                                                                                        Page 2/2
Mme PERSONNE Test — Dossier 241104-0088 (suite)
BILAN LIPIDIQUE (sérum, à jeun)
Cholestérol total                      2,21 g/L soit 5,71 mmol/L      N : < 2,00 g/L
HDL-cholestérol                        0,52 g/L soit 1,34 mmol/L      N : > 0,45 g/L
Triglycérides                          1,74 g/L soit 1,96 mmol/L      N : < 1,50 g/L
LDL-cholestérol (calculé)              1,34 g/L soit 3,47 mmol/L      N : < 1,60 g/L
  Cible de LDL à adapter au niveau de risque cardiovasculaire.

BILAN HÉPATIQUE ET THYROÏDIEN
ALAT                                   38 UI/L                        N : < 35
Gamma-GT                               41 UI/L                        N : < 38
TSH                                    2,84 mUI/L                     N : 0,40–4,00

Compte rendu validé par le biologiste.`,
    expected: [
      row('hba1c', 7.8, '%', 'high'),
      row('glucose', 1.64, 'g/L', 'high'),
      row('creatinine', 7.8, 'mg/L', null),
      row('egfr', 88, 'mL/min/1.73m²', null),
      row('potassium', 5.1, 'mmol/L', null),
      row('cholesterol', 2.21, 'g/L', 'high'),
      row('hdl', 0.52, 'g/L', null),
      row('triglycerides', 1.74, 'g/L', 'high'),
      row('ldl', 1.34, 'g/L', null),
      row('alt', 38, 'U/L', 'high'),
      row('ggt', 41, 'U/L', 'high'),
      row('tsh', 2.84, 'mU/L', null),
    ],
  },
  {
    // A Swiss lab's export (Neuchâtel), tab-separated: the range split into Min and Max columns (Min
    // empty for "< 5"), no flag column (every flag from Min/Max), a free-text comment column, a
    // date-and-time column, monocytes, reticulocytes and ESR mixed in.
    id: 'h16-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Prélèvement\tN° demande\tAnalyse\tRésultat\tUnité\tMin\tMax\tCommentaire
14.03.2024 08:12\t2403140056\tHémoglobine\t98\tg/l\t117\t153\t
14.03.2024 08:12\t2403140056\tErythrocytes\t3,62\tT/l\t3,90\t5,20\t
14.03.2024 08:12\t2403140056\tVGM\t84\tfl\t80\t98\t
14.03.2024 08:12\t2403140056\tHGM\t27,1\tpg\t27\t33\t
14.03.2024 08:12\t2403140056\tCHGM\t322\tg/l\t320\t360\t
14.03.2024 08:12\t2403140056\tLeucocytes\t11,2\tG/l\t3,5\t10,0\t
14.03.2024 08:12\t2403140056\tNeutrophiles\t8,6\tG/l\t1,6\t7,4\t
14.03.2024 08:12\t2403140056\tLymphocytes\t1,7\tG/l\t1,0\t4,0\t
14.03.2024 08:12\t2403140056\tMonocytes\t0,7\tG/l\t0,2\t1,0\t
14.03.2024 08:12\t2403140056\tThrombocytes\t456\tG/l\t150\t450\tcontrôlé au frottis
14.03.2024 08:12\t2403140056\tRéticulocytes\t52\tG/l\t25\t100\t
14.03.2024 08:12\t2403140056\tVitesse de sédimentation\t48\tmm/h\t\t20\t
14.03.2024 08:12\t2403140056\tCRP\t62\tmg/l\t\t5\t
14.03.2024 08:12\t2403140056\tFer\t6,2\tµmol/l\t6,6\t26,0\t
14.03.2024 08:12\t2403140056\tSaturation de la transferrine\t14\t%\t16\t45\t
14.03.2024 08:12\t2403140056\tFerritine\t245\tµg/l\t15\t150\tanémie inflammatoire probable`,
    expected: [
      row('haemoglobin', 98, 'g/L', 'low'),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('mcv', 84, 'fL', null),
      row('mch', 27.1, 'pg', null),
      row('mchc', 322, 'g/L', null),
      row('white_cells', 11.2, '10^9/L', 'high'),
      row('neutrophils', 8.6, '10^9/L', 'high'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('platelets', 456, '10^9/L', 'high'),
      row('crp', 62, 'mg/L', 'high'),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 14, '%', 'low'),
      row('ferritin', 245, 'µg/L', 'high'),
    ],
  },
  {
    // A Tunisian lab's portal (Tunis), semicolon CSV: a patient code and date first, arrows in the
    // indicator column (↓↓ for a critical low potassium), en-dash ranges, µUI/mL TSH, ng/mL vitamins,
    // then a urine stick with "Négatif" and plus signs; anti-TPO mixed in.
    id: 'h16-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Code patient;Date;Heure;Examen;Résultat;Unité;Intervalle de référence;Indicateur
P000123;15/04/2024;08:30;Potassium;2,4;mmol/L;3,5 – 5,0;↓↓
P000123;15/04/2024;08:30;Glycémie à jeun;0,96;g/L;0,70 – 1,10;
P000123;15/04/2024;08:30;TSH ultrasensible;6,92;µUI/mL;0,35 – 4,94;↑
P000123;15/04/2024;08:30;T4 libre (FT4);10,4;pmol/L;9,0 – 19,0;
P000123;15/04/2024;08:30;Anticorps anti-TPO;388;UI/mL;< 5,6;↑
P000123;15/04/2024;08:30;25-OH vitamine D totale;11,2;ng/mL;30 – 100;↓
P000123;15/04/2024;08:30;Vitamine B12;178;pg/mL;187 – 883;↓
P000123;15/04/2024;08:30;Folates sériques;7,4;ng/mL;3,1 – 20,5;
P000123;15/04/2024;08:30;Ferritine;22;ng/mL;4,6 – 204;
P000123;15/04/2024;08:45;Protéines urinaires (bandelette);++;;Négatif;↑
P000123;15/04/2024;08:45;Glucose urinaire (bandelette);Négatif;;Négatif;
P000123;15/04/2024;08:45;Leucocytes urinaires (bandelette);+;;Négatif;↑
P000123;15/04/2024;08:45;Nitrites urinaires (bandelette);+;;Négatif;↑
P000123;15/04/2024;08:45;Sang urinaire (bandelette);Négatif;;Négatif;
P000123;15/04/2024;08:45;pH urinaire;6,0;;5,0 – 8,0;
P000123;15/04/2024;08:45;Densité urinaire;1,010;;1,005 – 1,030;`,
    expected: [
      row('potassium', 2.4, 'mmol/L', 'low'),
      row('glucose', 0.96, 'g/L', null),
      row('tsh', 6.92, 'mU/L', 'high'),
      row('free_t4', 10.4, 'pmol/L', null),
      row('vitamin_d', 11.2, 'ng/mL', 'low'),
      row('vitamin_b12', 178, 'pg/mL', 'low'),
      row('folate', 7.4, 'ng/mL', null),
      row('ferritin', 22, 'ng/mL', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.01, '', null),
    ],
  },
]

export default moreCases
