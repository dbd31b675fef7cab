/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), French, continued (see fr-14.ts): reports h13-fr-6 to
 * h13-fr-10. Synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Morocco (Casablanca): conventional French "g/l" and "mg/l" units (glycémie in g/l,
    // créatininémie in mg/l), arrows after the value, ranges after the unit with "<" and ">";
    // the cholesterol/HDL ratio is not Hale's.
    id: 'h13-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE
Bd de l'Essai, Casablanca — Tél. 05 00 00 00 00
Patient : M. TEST Personne       Âge : né le 01.01.1971
Date de prélèvement : 18/02/2025      Réf. : CA-25-0218-17
                                Résultat         Unité       Valeurs usuelles
BIOCHIMIE
Glycémie à jeun                 0,68 ↓           g/l         0,70 - 1,10
Hémoglobine glyquée (HbA1c)     5,4              %           4,0 - 6,0
Urée sanguine                   0,32             g/l         0,15 - 0,45
Créatininémie                   9,2              mg/l        6,0 - 12,0
Acide urique                    71 ↑             mg/l        25 - 60
Calcémie                        94               mg/l        86 - 102
BILAN LIPIDIQUE
Cholestérol total               2,46 ↑           g/l         < 2,00
HDL-cholestérol                 0,38 ↓           g/l         > 0,40
LDL-cholestérol                 1,71 ↑           g/l         < 1,60
Triglycérides                   1,85 ↑           g/l         < 1,50
Rapport CT / HDL                6,47 ↑                       < 5,00
HORMONOLOGIE
TSH ultrasensible               2,15             µUI/ml      0,35 - 4,94
25-OH Vitamine D totale         14,3 ↓           ng/ml       30 - 100
Interprétation vitamine D : carence < 20 ng/ml ; insuffisance 20 - 30 ng/ml.
Le biologiste responsable`,
    expected: [
      row('glucose', 0.68, 'g/L', 'low'),
      row('hba1c', 5.4, '%', null),
      row('urea', 0.32, 'g/L', null),
      row('creatinine', 9.2, 'mg/L', null),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('calcium', 94, 'mg/L', null),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.71, 'g/L', 'high'),
      row('triglycerides', 1.85, 'g/L', 'high'),
      row('tsh', 2.15, 'mU/L', null),
      row('vitamin_d', 14.3, 'ng/mL', 'low'),
    ],
  },
  {
    // France (Nantes): a urine dipstick ("bandelette urinaire") in words and crosses against
    // "négatif", then the ECBU's microscopy and culture, which are not dipstick results.
    id: 'h13-fr-7',
    language: 'fr',
    kind: 'text',
    text: `BIOLOGIE EXEMPLE — Site de Nantes
Patiente : Mme TEST Personne     Née le 01.01.1990
Prélèvement : urines du matin, 09/07/2025 07:15
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Bandelette urinaire                Résultat          Valeurs attendues
pH                                 6,0               5,0 - 8,0
Densité                            1,025             1,005 - 1,030
Protéines                          traces            négatif
Glucose                            négatif           négatif
Corps cétoniques                   négatif           négatif
Sang (hémoglobine)                 ++                négatif
Leucocytes                         +++               négatif
Nitrites                           positif           négatif
Examen microscopique
Leucocytes                         85 /mm3           < 10 /mm3
Hématies                           30 /mm3           < 10 /mm3
Cellules épithéliales              rares
Cylindres                          absence
Culture
Escherichia coli                   10^6 UFC/ml
Antibiogramme : voir page 2.                                        Page 1/2`,
    expected: [
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Belgium (Liège), a portal's CSV export with lab codes, an "Alerte" column (LL for a
    // critical sodium) and a previous result; osmolality and magnesium are not Hale's, and a
    // comment line sits among the results.
    id: 'h13-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Résultat;Unité;Normes;Alerte;Précédent
NA;Sodium;117;mmol/l;136 - 145;LL;129
K;Potassium;3,3;mmol/l;3,5 - 5,1;L;3,6
CL;Chlorures;84;mmol/l;98 - 107;L;92
OSMS;Osmolalité sérique;246;mOsm/kg;275 - 295;L;
CREA;Créatinine;0,62;mg/dl;0,51 - 0,95;;0,70
EGFR;eGFR (CKD-EPI);95;ml/min/1,73m²;> 90;;88
GLU;Glucose;92;mg/dl;70 - 99;;101
URIC;Acide urique;2,4;mg/dl;2,4 - 5,7;;3,1
CA;Calcium;2,21;mmol/l;2,15 - 2,50;;2,30
MG;Magnésium;0,68;mmol/l;0,66 - 1,07;;
ALB;Albumine;38;g/l;35 - 52;;40
TSH;TSH;1,84;mUI/l;0,27 - 4,20;;
NOTE;Valeur critique (sodium) communiquée par téléphone au médecin prescripteur;;;;;`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('creatinine', 0.62, 'mg/dL', null),
      row('egfr', 95, 'mL/min/1.73m²', null),
      row('glucose', 92, 'mg/dL', null),
      row('uric_acid', 2.4, 'mg/dL', null),
      row('calcium', 2.21, 'mmol/L', null),
      row('albumin', 38, 'g/L', null),
      row('tsh', 1.84, 'mU/L', null),
    ],
  },
  {
    // Luxembourg: the previous value comes BEFORE the current one, "haut" / "bas" after the
    // result, 10^6/µl and 10^3/µl counts, B12 and folate in pg/ml and ng/ml; a critical
    // haemoglobin; reticulocytes and haptoglobin are not Hale's.
    id: 'h13-fr-9',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRES EXEMPLE LUXEMBOURG
Patient : TEST Personne     Date de naissance : 01.01.1952     Matricule : 0000000000000
Date du prélèvement : 11.08.2025     Médecin : Dr Exemple
Analyse                   Antérieur (03.06.25)   Résultat        Unité      Valeurs de réf.
HÉMATOLOGIE
Hémoglobine               9,8                    6,4 bas         g/dl       12,0 - 16,0
Hématocrite               30,5                   22,1 bas        %          36,0 - 46,0
Érythrocytes              3,40                   2,41 bas        10^6/µl    4,00 - 5,20
VGM                       89,7                   91,7            fl         80,0 - 100,0
HEM (TCMH)                28,8                   26,6 bas        pg         27,0 - 33,0
CHEM (CCMH)               32,1                   29,0 bas        g/dl       32,0 - 36,0
Réticulocytes             1,6                    1,2             %          0,5 - 2,5
Leucocytes                6,1                    5,3             10^3/µl    4,0 - 10,0
Thrombocytes              204                    188             10^3/µl    150 - 400
BILAN D'ANÉMIE
Ferritine                 295                    410 haut        ng/ml      13 - 150
Vitamine B12              176                    98 bas          pg/ml      197 - 771
Folates                   3,0                    2,1 bas         ng/ml      3,9 - 26,8
Haptoglobine                                     0,12 bas        g/l        0,30 - 2,00
!! Valeur critique : hémoglobine < 7 g/dl, communiquée au Dr Exemple le 11.08.2025 à 10:20.`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('mcv', 91.7, 'fL', null),
      row('mch', 26.6, 'pg', 'low'),
      row('mchc', 29, 'g/dL', 'low'),
      row('white_cells', 5.3, '10^9/L', null),
      row('platelets', 188, '10^9/L', null),
      row('ferritin', 410, 'ng/mL', 'high'),
      row('vitamin_b12', 98, 'pg/mL', 'low'),
      row('folate', 2.1, 'ng/mL', 'low'),
    ],
  },
  {
    // France (Bordeaux): dotted leaders, "*" BEFORE the value for out-of-range, ranges in
    // parentheses; a critical fasting glucose; conjugated bilirubin, TP (taux de prothrombine,
    // not total protein) and lipase are not Hale's.
    id: 'h13-fr-10',
    language: 'fr',
    kind: 'text',
    text: `SELAS BIOLOGIE EXEMPLE — Bordeaux
Compte rendu d'analyses                                    Édité le 20/09/2025
M. TEST Personne, né le 01.01.1962           Dossier 250919-1180
Prélèvement du 19/09/2025 à 07h55 (à jeun)
BIOCHIMIE
Glycémie à jeun .................... * 2,7    mmol/l   (3,9-5,8)
Hémoglobine glyquée HbA1c .......... * 6,1    %        (4,0-6,0)
Bilirubine totale .................. * 34     µmol/l   (< 21)
Bilirubine conjuguée ............... * 12     µmol/l   (< 5)
ASAT (TGO) ......................... * 112    UI/l     (< 35)
ALAT (TGP) ......................... * 164    UI/l     (< 35)
Gamma-glutamyl transférase ......... * 240    UI/l     (< 38)
Phosphatases alcalines ............. * 118    UI/l     (35-104)
Protéines totales ..................   64     g/l      (64-83)
Albumine ........................... * 31     g/l      (35-52)
Lipase .............................   45     UI/l     (13-60)
CRP ................................ * 12,4   mg/l     (< 5)
HÉMOSTASE
TP (taux de prothrombine) .......... * 68     %        (70-100)
* : résultat en dehors des valeurs de référence
Glycémie contrôlée sur un second prélèvement ; résultat transmis au médecin.`,
    expected: [
      row('glucose', 2.7, 'mmol/L', 'low'),
      row('hba1c', 6.1, '%', 'high'),
      row('bilirubin', 34, 'µmol/L', 'high'),
      row('ast', 112, 'U/L', 'high'),
      row('alt', 164, 'U/L', 'high'),
      row('ggt', 240, 'U/L', 'high'),
      row('alp', 118, 'U/L', 'high'),
      row('total_protein', 64, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
    ],
  },
]

export default moreCases
