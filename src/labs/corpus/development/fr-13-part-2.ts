/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), French, continued (see fr-13.ts): reports 6 to 10.
 * Synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Luxembourg, urine culture request: the dipstick in words and crosses against "négatif",
    // then a microscopy section whose "Leucocytes" and "Hématies" are counts per mm³, not
    // dipstick results; a dipstick bilirubin and urobilinogen Hale does not know.
    id: 'h12-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE — BIOLOGIE MÉDICALE
Route de l'Exemple 10, L-0000 Luxembourg
Patiente : Personne Test    Née le 01.01.1993    Matricule : 0000 00 00 000 00
Demande du 05/11/2025    Prélèvement : 05/11/2025 07:45 (urines de milieu de jet)
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Bandelette réactive    Résultat    Valeurs normales
pH    5,5    5,0 – 8,0
Densité    1,025    1,005 – 1,030
Protéines    traces    négatif
Glucose    négatif    négatif
Corps cétoniques    ++    négatif
Sang (hémoglobine)    +    négatif
Leucocytes    +++    négatif
Nitrites    négatif    négatif
Urobilinogène    normal    normal
Bilirubine    négatif    négatif
Examen cytologique (cellules de Malassez)
Leucocytes    85 /mm³    < 10
Hématies    12 /mm³    < 10
Cellules épithéliales    rares
Cylindres    absence
Cristaux    absence
Examen bactériologique
Culture : Escherichia coli > 10^5 UFC/mL — antibiogramme à suivre.
Leucocyturie significative. Nitrites négatifs n'excluent pas une infection urinaire.
Page 1/1`,
    expected: [
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // Morocco, private lab: value and unit printed together, ranges in parentheses, no flags at
    // all (out of range only by the range), conventional French units g/l and mg/l, a previous-value
    // column filled for two rows, a CT/HDL ratio and an interpretation line full of numbers.
    id: 'h12-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE
Dr Exemple, biologiste — Boulevard de l'Exemple, Casablanca — Tél. : 05 00 00 00 00
Nom : M. Test Personne    Né le : 01.01.1971    Réf. dossier : 25-11-0871
Date du prélèvement : 12/11/2025
Analyses    Résultats    Valeurs usuelles    Antériorités
BIOCHIMIE SANGUINE
Glycémie à jeun    1,26 g/l    (0,70 – 1,10)    1,18 g/l (05/2025)
Hémoglobine glyquée (HbA1c)    7,8 %    (4,0 – 6,0)    7,1 % (05/2025)
Urée    0,32 g/l    (0,15 – 0,45)
Créatininémie    9,8 mg/l    (7,0 – 12,0)
Acide urique    58 mg/l    (34 – 70)
BILAN LIPIDIQUE
Cholestérol total    2,34 g/l    (< 2,00)
Cholestérol HDL    0,38 g/l    (> 0,40)
Cholestérol LDL    1,61 g/l    (< 1,60)
Triglycérides    1,76 g/l    (< 1,50)
Rapport CT/HDL    6,16    (< 5,00)
HORMONOLOGIE
TSH ultra-sensible    2,14 µUI/ml    (0,27 – 4,20)
25-OH Vitamine D totale    14,2 ng/ml    (30 – 100)
Vitamine D : < 10 carence ; 10 à 30 insuffisance ; 30 à 100 taux souhaitable.
IMMUNOLOGIE
Protéine C réactive (CRP)    2 mg/l    (< 6)
Le biologiste`,
    expected: [
      row('glucose', 1.26, 'g/L', 'high'),
      row('hba1c', 7.8, '%', 'high'),
      row('urea', 0.32, 'g/L', null),
      row('creatinine', 9.8, 'mg/L', null),
      row('uric_acid', 58, 'mg/L', null),
      row('cholesterol', 2.34, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.61, 'g/L', 'high'),
      row('triglycerides', 1.76, 'g/L', 'high'),
      row('tsh', 2.14, 'mU/L', null),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('crp', 2, 'mg/L', null),
    ],
  },
  {
    // Belgium, hospital patient-portal CSV: the range split into Min and Max columns (Min empty for
    // an upper limit only), status N/H/L, counts in 10^3/µl, a CRP below the limit of detection.
    id: 'h12-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Analyse;Valeur;Unité;Min;Max;Statut
Hémoglobine;14,1;g/dl;13,0;17,0;N
Leucocytes;7,2;10^3/µl;4,0;10,0;N
Plaquettes;198;10^3/µl;150;400;N
Fer;36;µmol/l;11;32;H
Transferrine;2,1;g/l;2,0;3,6;N
Saturation de la transferrine;58;%;20;45;H
Ferritine;412;ng/ml;30;400;H
Vitamine B12;312;pg/ml;197;771;N
Acide folique;4,1;ng/ml;3,9;26,8;N
25-OH vitamine D;22;ng/ml;30;100;L
CRP;<0,6;mg/l;;5;N`,
    expected: [
      row('haemoglobin', 14.1, 'g/dL', null),
      row('white_cells', 7.2, '10^9/L', null),
      row('platelets', 198, '10^9/L', null),
      row('iron', 36, 'µmol/L', 'high'),
      row('transferrin_saturation', 58, '%', 'high'),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 4.1, 'ng/mL', null),
      row('vitamin_d', 22, 'ng/mL', 'low'),
      row('crp', 0.6, 'mg/L', null),
    ],
  },
  {
    // France, university hospital, two pages with the header repeated: a critical sodium (BB) with
    // the phone-call line, ranges in parentheses, H/B flags after the value, UI/L units, a
    // previous-value column, a calculated osmolality and a prothrombin ratio that are not results.
    id: 'h12-fr-9',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL EXEMPLE — PÔLE DE BIOLOGIE ET PATHOLOGIE
Laboratoire de Biochimie — Bâtiment B
Patient : PERSONNE Test    Né le 01.01.1959    IPP 000000    UF : Hépato-gastro-entérologie
Prélèvement du 08/11/2025 à 05:50 — URGENT    Validé le 08/11/2025 à 06:41
Analyse    Résultat    Unité    Valeurs de référence    Antériorité (06/11/2025)
IONOGRAMME SANGUIN
Sodium    117 BB    mmol/L    (135-145)    124
Potassium    3,2 B    mmol/L    (3,5-5,0)    3,6
Chlore    84 B    mmol/L    (98-107)    91
CO2 total (bicarbonates)    24    mmol/L    (22-30)    23
Osmolalité calculée    241 B    mOsm/kg    (280-300)
Glucose    4,8    mmol/L    (4,1-5,9)
Urée    2,1 B    mmol/L    (2,5-7,5)    2,6
Créatinine    52 B    µmol/L    (59-104)    57
RÉSULTAT CRITIQUE : natrémie inférieure à 120 mmol/L, communiquée à l'interne de garde à 06:35.
Page 1/2
HÔPITAL EXEMPLE — PERSONNE Test — né le 01.01.1959 — suite
Analyse    Résultat    Unité    Valeurs de référence    Antériorité (06/11/2025)
BILAN HÉPATIQUE
ASAT    142 H    UI/L    (< 35)    155
ALAT    61 H    UI/L    (< 45)    70
Gamma-glutamyltransférase    524 H    UI/L    (< 55)
Phosphatases alcalines    168 H    UI/L    (40-129)
Bilirubine totale    38 H    µmol/L    (< 17)    41
Albumine    29 B    g/L    (35-52)
HÉMOSTASE
Taux de prothrombine    62 B    %    (70-100)
INFLAMMATION
Protéine C réactive    18 H    mg/L    (< 5)
Page 2/2`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('glucose', 4.8, 'mmol/L', null),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 52, 'µmol/L', 'low'),
      row('ast', 142, 'U/L', 'high'),
      row('alt', 61, 'U/L', 'high'),
      row('ggt', 524, 'U/L', 'high'),
      row('alp', 168, 'U/L', 'high'),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('albumin', 29, 'g/L', 'low'),
      row('crp', 18, 'mg/L', 'high'),
    ],
  },
  {
    // Québec, patient-portal CSV: an indicator column mostly empty, eGFR printed as ">90",
    // a non-HDL cholesterol and a TC/HDL ratio (no unit) that are not results to extract.
    id: 'h12-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Nom du test;Résultat;Unités;Intervalle de référence;Indicateur;Prélevé le
Hémoglobine A1c;5,4;%;4,0 - 6,0;;2025-09-22
Glucose à jeun;5,2;mmol/L;3,6 - 6,0;;2025-09-22
Cholestérol total;4,1;mmol/L;< 5,2;;2025-09-22
Cholestérol HDL;1,35;mmol/L;> 1,0;;2025-09-22
Cholestérol LDL;2,2;mmol/L;< 3,5;;2025-09-22
Triglycérides;1,2;mmol/L;< 1,7;;2025-09-22
Cholestérol non-HDL;2,75;mmol/L;< 4,2;;2025-09-22
Rapport cholestérol total/HDL;3,0;;< 5,0;;2025-09-22
TSH;1,9;mUI/L;0,35 - 5,00;;2025-09-22
Créatinine;71;µmol/L;50 - 98;;2025-09-22
DFGe;>90;mL/min/1,73m²;> 60;;2025-09-22
ALT;22;U/L;< 33;;2025-09-22
Potassium;5,3;mmol/L;3,5 - 5,2;H;2025-09-22`,
    expected: [
      row('hba1c', 5.4, '%', null),
      row('glucose', 5.2, 'mmol/L', null),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('hdl', 1.35, 'mmol/L', null),
      row('ldl', 2.2, 'mmol/L', null),
      row('triglycerides', 1.2, 'mmol/L', null),
      row('tsh', 1.9, 'mU/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('alt', 22, 'U/L', null),
      row('potassium', 5.3, 'mmol/L', 'high'),
    ],
  },
]

export default moreCases
