/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), French: reports from private laboratories and
 * hospitals in France, Belgium, French-speaking Switzerland, Québec and Morocco, and portal CSV
 * exports. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (IDR, VS, monocytes, transferrine, phosphore,
 * osmolalité, lipase, cholestérol non-HDL, rapports, TP, cytologie urinaire …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-13-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France, private lab: blood count and iron work-up with a previous-value column on the right;
    // out-of-range values carry a star after the number, direction only from the range.
    id: 'h12-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE BIOSYNTHÈSE RHÔNE
Site de prélèvement : 12 rue de l'Exemple, 69000 Lyon — Tél. 04 00 00 00 00
Patient : Mme TEST Personne    Née le : 01.01.1986    Sexe : F
Dossier n° 2511-0482    Prélevé le 17/11/2025 à 08:12    Édité le 17/11/2025 à 14:55
Prescripteur : Dr Exemple
Examen    Résultat    Unité    Valeurs de référence    Antériorité 02/06/2025
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Hématies    4,12    T/L    3,80 – 5,20    4,31
Hémoglobine    11,2 *    g/dL    12,0 – 16,0    12,4
Hématocrite    34,6 *    %    36,0 – 46,0    37,9
VGM    84    fL    80 – 100    88
TCMH    27,2    pg    27,0 – 32,0    28,8
CCMH    32,4    g/dL    32,0 – 36,0    32,7
IDR (RDW-CV)    15,8 *    %    11,0 – 15,0    13,9
Leucocytes    6,8    G/L    4,0 – 10,0    7,1
Formule leucocytaire
Polynucléaires neutrophiles    4,15    G/L    1,80 – 7,50    4,40
Polynucléaires éosinophiles    0,18    G/L    < 0,50    0,21
Polynucléaires basophiles    0,04    G/L    < 0,20    0,03
Lymphocytes    1,92    G/L    1,00 – 4,00    2,02
Monocytes    0,51    G/L    0,20 – 1,00    0,45
Plaquettes    287    G/L    150 – 400    301
Vitesse de sédimentation 1re heure    24 *    mm    < 20    11
BIOCHIMIE
Fer sérique    7,1 *    µmol/L    9,0 – 30,4    13,2
Transferrine    3,72 *    g/L    2,00 – 3,60    3,10
Coefficient de saturation de la transferrine    8 *    %    20 – 40    17
Ferritine    9 *    µg/L    15 – 150    22
Protéine C réactive (CRP)    3,1    mg/L    < 5,0    2,4
* : résultat en dehors des valeurs de référence
Anémie débutante avec carence martiale (VGM encore normal). À confronter au contexte clinique.
Compte rendu validé par Dr Biologiste Exemple — Page 1/1`,
    expected: [
      row('red_cells', 4.12, '10^12/L', null),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.6, '%', 'low'),
      row('mcv', 84, 'fL', null),
      row('mch', 27.2, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 6.8, '10^9/L', null),
      row('neutrophils', 4.15, '10^9/L', null),
      row('lymphocytes', 1.92, '10^9/L', null),
      row('platelets', 287, '10^9/L', null),
      row('iron', 7.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('crp', 3.1, 'mg/L', null),
    ],
  },
  {
    // Belgium, hospital lab: conventional units (mg/dL, g/dL), H/L/HH flags between value and unit,
    // a critical potassium phoned to the ward, a calculated osmolality that is not a result to extract.
    id: 'h12-fr-2',
    language: 'fr',
    kind: 'text',
    text: `Clinique Universitaire Exemple — Service de Biologie Clinique
Avenue de l'Exemple 1, 5000 Namur (Belgique)
Patient : PERSONNE Test    Date de naissance : 01.01.1948    N° INAMI prescripteur : 0-00000-00-000
Demande 25/88231    Prélèvement : 21/10/2025 06:40    Réception : 21/10/2025 07:05
Paramètre    Résultat    Unité    Normes
CHIMIE CLINIQUE
Sodium    139    mmol/L    136 - 145
Potassium    6,9 HH    mmol/L    3,5 - 5,1
Chlorures    104    mmol/L    98 - 107
Bicarbonates    18 L    mmol/L    22 - 29
Osmolalité calculée    303    mOsm/kg    275 - 295
Urée    98 H    mg/dL    17 - 43
Créatinine    3,42 H    mg/dL    0,67 - 1,17
eGFR (CKD-EPI 2021)    18 L    mL/min/1,73m²    > 60
Acide urique    8,9 H    mg/dL    3,5 - 7,2
Calcium    8,8    mg/dL    8,6 - 10,2
Phosphore    5,6 H    mg/dL    2,5 - 4,5
Glucose    112 H    mg/dL    70 - 99
Protéines totales    6,6    g/dL    6,4 - 8,3
Albumine    3,4 L    g/dL    3,5 - 5,2
!! Valeur critique (potassium) communiquée par téléphone à l'infirmière de l'unité 3B à 07:52.
Échantillon non hémolysé. Contrôle recommandé.
Résultats validés par le biologiste de garde.    Page 1 de 1`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('urea', 98, 'mg/dL', 'high'),
      row('creatinine', 3.42, 'mg/dL', 'high'),
      row('egfr', 18, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
      row('calcium', 8.8, 'mg/dL', null),
      row('glucose', 112, 'mg/dL', 'high'),
      row('total_protein', 6.6, 'g/dL', null),
      row('albumin', 3.4, 'g/dL', 'low'),
    ],
  },
  {
    // French-speaking Switzerland: the reference interval comes BEFORE the result, arrows before
    // the value, SI units in lower case; a non-HDL cholesterol and a lipase that are not results.
    id: 'h12-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple SA — Médecine de laboratoire FAMH
Chemin de l'Exemple 4, 1000 Lausanne
Patient·e : Test Personne, 01.01.1971, masculin
No d'échantillon : 7725-3318    Prélèvement : 03.11.2025 07:30    Rapport final
Analyse    Valeurs de référence    Résultat    Unité
Chimie hépatique
ALAT (GPT)    < 50    ↑ 68    U/l
ASAT (GOT)    < 50    ↑ 52    U/l
Gamma-GT    < 60    ↑ 187    U/l
Phosphatase alcaline    40 – 130    104    U/l
Bilirubine totale    < 21    14    µmol/l
Lipase    13 – 60    45    U/l
Lipides (à jeun depuis 12 h)
Cholestérol total    < 5,0    ↑ 6,4    mmol/l
Cholestérol HDL    > 1,00    1,02    mmol/l
Cholestérol LDL (Friedewald)    < 3,0    ↑ 4,3    mmol/l
Cholestérol non-HDL    < 3,8    ↑ 5,38    mmol/l
Triglycérides    < 1,70    ↑ 2,35    mmol/l
Métabolisme glucidique
Glucose à jeun    3,9 – 5,6    ↑ 6,8    mmol/l
Hémoglobine glyquée HbA1c (NGSP)    4,0 – 6,0    ↑ 6,9    %
Commentaire : profil compatible avec un syndrome métabolique ; stéatose hépatique à exclure.
↑ au-dessus / ↓ au-dessous de l'intervalle de référence
Page 1/1`,
    expected: [
      row('alt', 68, 'U/L', 'high'),
      row('ast', 52, 'U/L', 'high'),
      row('ggt', 187, 'U/L', 'high'),
      row('alp', 104, 'U/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('cholesterol', 6.4, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', null),
      row('ldl', 4.3, 'mmol/L', 'high'),
      row('triglycerides', 2.35, 'mmol/L', 'high'),
      row('glucose', 6.8, 'mmol/L', 'high'),
      row('hba1c', 6.9, '%', 'high'),
    ],
  },
  {
    // Québec hospital: a flag column of its own (H = haut, B = bas) between result and range,
    // units last, haemoglobin and MCHC in g/L, counts as x10E9/L and x10E12/L.
    id: 'h12-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — LABORATOIRE DE BIOLOGIE MÉDICALE
1000, boulevard de l'Exemple, Québec (Québec)
Nom : PERSONNE, TEST    DDN : 01.01.1962    No dossier : 000000    RAMQ : XXXX 0000 0000
Prélevé : 2025-11-10 09:14    Reçu : 2025-11-10 09:40    Médecin : Dr Exemple
Test    Résultat    Indicateur    Valeurs de référence    Unités
FORMULE SANGUINE COMPLÈTE
Leucocytes    11,8    H    4,0 - 11,0    x10E9/L
Érythrocytes    4,35        4,20 - 5,40    x10E12/L
Hémoglobine    128        120 - 160    g/L
VGM    88        80 - 100    fL
CGMH    335        320 - 360    g/L
Plaquettes    412    H    150 - 400    x10E9/L
Neutrophiles    8,9    H    2,0 - 7,5    x10E9/L
Lymphocytes    1,6        1,0 - 4,0    x10E9/L
Monocytes    0,9    H    0,2 - 0,8    x10E9/L
ENDOCRINOLOGIE
TSH    7,84    H    0,35 - 5,00    mUI/L
T4 libre    9,8    B    12,0 - 22,0    pmol/L
T3 libre    3,9        3,1 - 6,8    pmol/L
Vitamine B12    168        138 - 652    pmol/L
Folates sériques    9,2        > 7,0    nmol/L
Vitamine D (25-OH)    48    B    75 - 250    nmol/L
Note : les valeurs de vitamine D entre 50 et 75 nmol/L sont considérées comme insuffisantes.
*** FIN DU RAPPORT ***`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.35, '10^12/L', null),
      row('haemoglobin', 128, 'g/L', null),
      row('mcv', 88, 'fL', null),
      row('mchc', 335, 'g/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('tsh', 7.84, 'mU/L', 'high'),
      row('free_t4', 9.8, 'pmol/L', 'low'),
      row('free_t3', 3.9, 'pmol/L', null),
      row('vitamin_b12', 168, 'pmol/L', null),
      row('folate', 9.2, 'nmol/L', null),
      row('vitamin_d', 48, 'nmol/L', 'low'),
    ],
  },
  {
    // France, patient-portal CSV export: semicolons, decimal commas, an interpretation column in
    // words (haut/bas/normal), a urine albumin/creatinine ratio that is not a result to extract.
    id: 'h12-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Examen;Résultat;Unité;Valeurs normales;Interprétation
14/10/2025;Sodium;141;mmol/l;136 - 145;normal
14/10/2025;Potassium;4,6;mmol/l;3,5 - 5,1;normal
14/10/2025;Chlorures;102;mmol/l;98 - 107;normal
14/10/2025;Urée;9,8;mmol/l;2,8 - 7,2;haut
14/10/2025;Créatinine;112;µmol/l;59 - 104;haut
14/10/2025;DFG estimé (CKD-EPI);54;mL/min/1,73 m²;> 60;bas
14/10/2025;Acide urique;432;µmol/l;202 - 417;haut
14/10/2025;Calcium;2,38;mmol/l;2,15 - 2,55;normal
14/10/2025;Protéines totales;70;g/l;64 - 83;normal
14/10/2025;Albumine;41;g/l;35 - 52;normal
14/10/2025;Glucose à jeun;5,1;mmol/l;4,1 - 5,9;normal
14/10/2025;Rapport albumine/créatinine urinaire;4,2;mg/mmol;< 3,0;haut
14/10/2025;CRP;1,2;mg/l;< 5;normal`,
    expected: [
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 102, 'mmol/L', null),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 112, 'µmol/L', 'high'),
      row('egfr', 54, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 432, 'µmol/L', 'high'),
      row('calcium', 2.38, 'mmol/L', null),
      row('total_protein', 70, 'g/L', null),
      row('albumin', 41, 'g/L', null),
      row('glucose', 5.1, 'mmol/L', null),
      row('crp', 1.2, 'mg/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
