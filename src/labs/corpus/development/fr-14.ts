/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), French: reports from labs in France, Belgium,
 * Switzerland (Romandie), Quebec, Luxembourg and Morocco. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (IDR,
 * VS, éosinophiles, monocytes, LDH, anticorps anti-TPO, transferrine, trou anionique, osmolalité,
 * rapports, ECBU microscopy, fibrinogène, procalcitonine, TP, réticulocytes …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-14-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France (Lyon), private lab: ranges in parentheses after the unit, an "Antériorité" column
    // with earlier values, no flags printed (flags follow the ranges); an IDR, an ESR, eosinophils
    // and monocytes mixed into the blood count.
    id: 'h13-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
12 rue de l'Exemple — 69000 Lyon — Tél. 04 00 00 00 00
Patiente : Mme TEST Personne          Née le : 01.01.1958
Prélevé le 14/03/2025 à 08h10         Dossier n° 250314-0042
Prescripteur : Dr Exemple
Analyse                               Résultat    Unité     Valeurs de référence   Antériorité
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Hématies                              4,12        T/l       (3,80-5,20)            4,30 (02/10/24)
Hémoglobine                           11,4        g/dl      (11,5-15,5)            12,1
Hématocrite                           35,2        %         (35,0-47,0)            36,9
VGM                                   85,4        fl        (80,0-100,0)           85,8
TCMH                                  27,7        pg        (27,0-32,0)            28,1
CCMH                                  32,4        g/dl      (32,0-36,0)            32,8
IDR                                   14,8        %         (11,0-15,0)            13,9
Leucocytes                            7,85        G/l       (4,00-10,00)           6,90
Formule leucocytaire
  Polynucléaires neutrophiles         5,12        G/l       (1,80-7,50)            4,33
  Polynucléaires éosinophiles         0,21        G/l       (0,04-0,80)            0,18
  Lymphocytes                         1,98        G/l       (1,00-4,00)            1,87
  Monocytes                           0,54        G/l       (0,20-1,00)            0,52
Plaquettes                            312         G/l       (150-400)              287
Vitesse de sédimentation (1re h)      28          mm        (< 20)
BIOCHIMIE SANGUINE
Sodium                                139         mmol/l    (136-145)              140
Potassium                             4,6         mmol/l    (3,5-5,1)              4,4
Chlore                                101         mmol/l    (98-107)               102
Bicarbonates                          23          mmol/l    (22-29)                25
Urée                                  7,9         mmol/l    (2,8-7,2)              6,6
Créatinine                            92          µmol/l    (45-90)                81
DFG estimé (CKD-EPI)                  58          ml/min/1,73m²  (> 60)            67
Acide urique                          412         µmol/l    (150-360)              377
Résultats validés par le biologiste. Page 1/1`,
    expected: [
      row('red_cells', 4.12, '10^12/L', null),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 35.2, '%', null),
      row('mcv', 85.4, 'fL', null),
      row('mch', 27.7, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 7.85, '10^9/L', null),
      row('neutrophils', 5.12, '10^9/L', null),
      row('lymphocytes', 1.98, '10^9/L', null),
      row('platelets', 312, '10^9/L', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 23, 'mmol/L', null),
      row('urea', 7.9, 'mmol/L', 'high'),
      row('creatinine', 92, 'µmol/L', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 412, 'µmol/L', 'high'),
    ],
  },
  {
    // Belgium (Bruxelles), hospital lab: flag "+" / "-" right after the value, range before the
    // unit, conventional units (mg/dl); non-HDL cholesterol, a ratio and LDH are not Hale's; the
    // IFCC HbA1c in mmol/mol is left off the report.
    id: 'h13-fr-2',
    language: 'fr',
    kind: 'text',
    text: `Clinique Universitaire Exemple — Laboratoire de Biologie Clinique
Avenue de l'Essai 1, 1000 Bruxelles
Nom : TEST Personne    Date de naissance : 01.01.1966    Sexe : M
N° de demande : 25-118402    Prélèvement : 22/04/2025 07:45    Reçu : 22/04/2025 08:20
Analyse                          Résultat      Valeurs de référence   Unité
--- Métabolisme glucidique ---
Glucose à jeun                   128 +         70 - 100               mg/dl
Hémoglobine glyquée (HbA1c)      7,2 +         4,0 - 6,0              %
--- Lipides ---
Cholestérol total                238 +         < 190                  mg/dl
HDL-cholestérol                  42 -          > 45                   mg/dl
LDL-cholestérol (calculé)        161 +         < 115                  mg/dl
Triglycérides                    176 +         < 150                  mg/dl
Cholestérol non-HDL              196 +         < 145                  mg/dl
Rapport cholestérol total / HDL  5,7 +         < 5,0
--- Fonction hépatique ---
Bilirubine totale                0,8           0,3 - 1,2              mg/dl
Phosphatases alcalines           98            40 - 130               U/l
ALAT (GPT)                       67 +          < 41                   U/l
ASAT (GOT)                       45 +          < 40                   U/l
Gamma-GT                         88 +          8 - 61                 U/l
LDH                              210           135 - 225              U/l
Protéines totales                7,1           6,4 - 8,3              g/dl
Albumine                         4,4           3,5 - 5,2              g/dl
--- Inflammation ---
CRP                              3,2           < 5,0                  mg/l
+ : supérieur aux valeurs de référence   - : inférieur aux valeurs de référence
Validé par : Dr Exemple, biologiste clinicien`,
    expected: [
      row('glucose', 128, 'mg/dL', 'high'),
      row('hba1c', 7.2, '%', 'high'),
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('hdl', 42, 'mg/dL', 'low'),
      row('ldl', 161, 'mg/dL', 'high'),
      row('triglycerides', 176, 'mg/dL', 'high'),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('alp', 98, 'U/L', null),
      row('alt', 67, 'U/L', 'high'),
      row('ast', 45, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.4, 'g/dL', null),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
  {
    // Switzerland (Genève): thyroid, iron and vitamins, "*" after the value for out-of-range,
    // SI units (pmol/l, µmol/l, nmol/l, µg/l); anti-TPO and transferrin are not Hale's.
    id: 'h13-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE SA — Genève
Rapport d'analyses                                              Page 1 de 1
Patient(e) : TEST Personne, 01.01.1979, F
Médecin : Dr Exemple, médecine interne
Prélèvement : 05.06.2025 09:30      Rapport final : 06.06.2025
Paramètre                        Résultat     Unité      Norme
THYROÏDE
TSH                              6,84 *       mUI/l      0,27-4,20
T4 libre                         10,1 *       pmol/l     12,0-22,0
T3 libre                         4,2          pmol/l     3,1-6,8
Anticorps anti-TPO               312 *        kUI/l      < 34
MÉTABOLISME DU FER
Fer                              7,8 *        µmol/l     9,0-30,4
Transferrine                     3,6          g/l        2,0-3,6
Saturation de la transferrine    9 *          %          16-45
Ferritine                        11 *         µg/l       15-150
VITAMINES
25-OH vitamine D (D2+D3)         38 *         nmol/l     75-250
Vitamine B12                     132 *        pmol/l     145-569
Acide folique (sérique)          14,2         nmol/l     8,8-60,8
* valeur hors norme
Commentaire : hypothyroïdie subclinique à confirmer ; carence martiale probable.`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.1, 'pmol/L', 'low'),
      row('free_t3', 4.2, 'pmol/L', null),
      row('iron', 7.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 132, 'pmol/L', 'low'),
      row('folate', 14.2, 'nmol/L', null),
    ],
  },
  {
    // Quebec, hospital lab: an "Anormal" column between result and unit with H / B and HH for
    // a critical potassium, SI units; anion gap, phosphate, magnesium, osmolality and CK are
    // not Hale's.
    id: 'h13-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — Service de biochimie
Montréal (Québec)
Nom : TEST, Personne     DDN : 01.01.1947     No dossier : 0000000
Prélevé : 2025-04-03 05:40     Reçu : 2025-04-03 06:05     Urgence
Test                          Résultat   Anormal   Unités            Valeurs de référence
Sodium                        133        B         mmol/L            135-145
Potassium                     6,9        HH        mmol/L            3,5-5,0
Chlorure                      99                   mmol/L            98-107
CO2 total                     17         B         mmol/L            22-29
Trou anionique                17         H         mmol/L            8-16
Glucose                       8,4        H         mmol/L            3,6-7,7
Urée                          14,2       H         mmol/L            2,5-8,0
Créatinine                    248        H         µmol/L            50-110
DFGe (CKD-EPI 2021)           21         B         mL/min/1,73 m²    >60
Calcium                       2,08       B         mmol/L            2,15-2,55
Phosphore                     2,1        H         mmol/L            0,80-1,45
Magnésium                     1,05       H         mmol/L            0,70-1,00
Osmolalité calculée           298                  mmol/kg           275-295
CK                            140                  U/L               30-200
Acide urique                  512        H         µmol/L            200-430
VALEUR CRITIQUE : potassium 6,9 mmol/L communiqué à l'infirmière (poste 0000) le 2025-04-03
à 06:52, lu et confirmé. Échantillon non hémolysé.
H = élevé  B = bas  HH = critique élevé`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('glucose', 8.4, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 248, 'µmol/L', 'high'),
      row('egfr', 21, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('uric_acid', 512, 'µmol/L', 'high'),
    ],
  },
  {
    // France, a patient portal's CSV export: low and high bounds in separate columns (one empty
    // for an upper limit only), "Haut" / "Bas" in an interpretation column; procalcitonin, ESR
    // and fibrinogen are not Hale's.
    id: 'h13-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date;Examen;Résultat;Unité;Valeur basse;Valeur haute;Interprétation
12/05/2025;Hémoglobine;13,9;g/dL;13,0;17,0;
12/05/2025;Hématocrite;41,8;%;40,0;52,0;
12/05/2025;Globules rouges;4,65;T/L;4,20;5,70;
12/05/2025;Globules blancs;11,8;G/L;4,0;10,0;Haut
12/05/2025;Polynucléaires neutrophiles;9,1;G/L;1,5;7,0;Haut
12/05/2025;Lymphocytes;1,6;G/L;1,0;4,0;
12/05/2025;Plaquettes;402;G/L;150;400;Haut
12/05/2025;VGM;88;fL;80;100;
12/05/2025;Protéine C réactive (CRP);48,6;mg/L;;5,0;Haut
12/05/2025;Procalcitonine;0,12;ng/mL;;0,50;
12/05/2025;Vitesse de sédimentation;35;mm/h;;15;Haut
12/05/2025;Fibrinogène;5,2;g/L;2,0;4,0;Haut`,
    expected: [
      row('haemoglobin', 13.9, 'g/dL', null),
      row('haematocrit', 41.8, '%', null),
      row('red_cells', 4.65, '10^12/L', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('mcv', 88, 'fL', null),
      row('crp', 48.6, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
