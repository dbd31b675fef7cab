/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), French, part 2 (imported by fr-8.ts): a French lab
 * without flags, an Ivorian lab with a urine dipstick and urine cytology, a Senegalese diabetes and
 * lipid check-up, and two portal CSV exports (France, Luxembourg). Written
 * without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (cholestérol non-HDL, rapports,
 * anti-TPO, aspect, cytologie urinaire, cristaux, germes, glycémie moyenne estimée, clairance de
 * Cockcroft, lipase, transferrine) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // French lab, thyroid / vitamins / lipids check-up: NO flag column (out-of-range values were
    // bold in the PDF), so every flag comes from the range in parentheses; lipids in g/l, a
    // suppressed TSH of 0,012, free T4 and T3 high; non-HDL cholesterol, the CT/HDL ratio and
    // anti-TPO antibodies are not Hale's; interpretive comments with numbers between rows.
    id: 'h7-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE ANALYSES (fictif) — Société d'exercice libéral de biologistes
Patient : M. PERSONNE Test          Né le 01.01.1972          Dossier : 2410-00000
Prélevé le 08/10/2024 à 08h05 (à jeun)          Prescripteur : Dr J. Exemple
                                            Résultat        Unité        Valeurs de référence
BIOCHIMIE
Glycémie à jeun                             0,98            g/l          (0,70-1,10)
Hémoglobine glyquée (HbA1c)                 5,4             %            (4,0-6,0)
Calcium                                     2,38            mmol/l       (2,20-2,60)
BILAN LIPIDIQUE
Cholestérol total                           2,48            g/l          (< 2,00)
Cholestérol HDL                             0,52            g/l          (> 0,40)
Cholestérol LDL (Friedewald)                1,71            g/l          (< 1,60)
   Objectif de LDL à adapter au niveau de risque cardiovasculaire du patient.
Triglycérides                               1,24            g/l          (< 1,50)
Cholestérol non-HDL                         1,96            g/l          (< 1,30)
Rapport CT/HDL                              4,77                         (< 5,00)
HORMONOLOGIE
TSH ultrasensible                           0,012           mUI/l        (0,270-4,200)
T4 libre                                    32,6            pmol/l       (12,0-22,0)
T3 libre                                    9,8             pmol/l       (3,1-6,8)
Anticorps anti-TPO                          412             UI/ml        (< 34)
VITAMINES
Vitamine D 25-OH (D2 + D3)                  18              ng/ml        (30-100)
   Carence < 10 ng/ml ; insuffisance 10 à 30 ng/ml ; valeurs souhaitables 30 à 100 ng/ml.
Vitamine B12                                245             pg/ml        (197-771)
Folates sériques                            3,1             ng/ml        (3,9-26,8)
Compte rendu validé le 08/10/2024                                          Page 1 / 1`,
    expected: [
      row('glucose', 0.98, 'g/L', null),
      row('hba1c', 5.4, '%', null),
      row('calcium', 2.38, 'mmol/L', null),
      row('cholesterol', 2.48, 'g/L', 'high'),
      row('hdl', 0.52, 'g/L', null),
      row('ldl', 1.71, 'g/L', 'high'),
      row('triglycerides', 1.24, 'g/L', null),
      row('tsh', 0.012, 'mU/L', 'low'),
      row('free_t4', 32.6, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
      row('vitamin_d', 18, 'ng/mL', 'low'),
      row('vitamin_b12', 245, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
    ],
  },
  {
    // Ivorian lab: a few blood results with ↑ after the value, then a urine dipstick read by eye
    // (Traces, +, ++, "+ (positifs)", Négatif against "Négatif"), pH and density with decimal
    // commas, and a urine cytology whose "Leucocytes" and "Hématies" per ml are NOT the blood
    // count and not Hale's; appearance, crystals and germs aren't either.
    id: 'h7-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE (fictif) — Abidjan-Exemple, Côte d'Ivoire
Patiente : Mlle PERSONNE Test       Date de naissance : 01.01.1996       Sexe : F
N° d'ordre : 0000/24       Prélevé le : 22/07/2024 à 09h10       Édité le : 22/07/2024 à 17h05
Médecin : Dr G. Exemple
HÉMATOLOGIE — BIOCHIMIE
Paramètre                            Résultat        Unité        Valeurs normales
Leucocytes                           12,8  ↑         G/l          4,0 - 10,0
Polynucléaires neutrophiles          10,1  ↑         G/l          2,0 - 7,5
Protéine C réactive (CRP)            34    ↑         mg/l         < 6
Créatinine                           8,4             mg/l         6,0 - 12,0
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES
Bandelette urinaire (lecture visuelle)
  Aspect                             Trouble
  pH                                 6,5                          5,0 - 8,0
  Densité                            1,020                        1,005 - 1,030
  Leucocytes                         ++  ↑                        Négatif
  Nitrites                           + (positifs)  ↑              Négatif
  Protéines                          Traces  ↑                    Négatif
  Glucose                            Négatif                      Négatif
  Corps cétoniques                   Négatif                      Négatif
  Sang                               +  ↑                         Négatif
Cytologie urinaire (cellule de Malassez)
  Leucocytes                         85 000 /ml  ↑                < 10 000 /ml
  Hématies                           12 000 /ml  ↑                < 10 000 /ml
  Cellules épithéliales              Quelques-unes
  Cristaux                           Absence
  Germes                             Nombreux bacilles
Culture en cours — résultat définitif et antibiogramme sous 48 h.
Page 1/1`,
    expected: [
      row('white_cells', 12.8, '10^9/L', 'high'),
      row('neutrophils', 10.1, '10^9/L', 'high'),
      row('crp', 34, 'mg/L', 'high'),
      row('creatinine', 8.4, 'mg/L', null),
      row('urine_ph', 6.5, '', null),
      row('urine_specific_gravity', 1.02, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
  {
    // Senegalese lab, diabetes and lipid check-up: "(H)"/"(B)" glued after the value and the unit
    // after the flag ("2,02 (H) g/l"), a previous-value column, names as Créatininémie, Uricémie,
    // Natrémie, Kaliémie, Calcémie in mg/l; estimated average glucose, Cockcroft creatinine
    // clearance and the CT/HDL ratio are not Hale's.
    id: 'h7-fr-8',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE BIO-EXEMPLE (fictif) — Dakar-Exemple, Sénégal
Bilan diabétique et lipidique
Nom : PERSONNE       Prénom : Test       Né le : 01.01.1964       Sexe : M
Dossier : 00000       Date du prélèvement : 14/08/2024       Prescripteur : Dr H. Exemple
EXAMENS                                    RÉSULTATS            NORMES            ANTÉRIORITÉ
BIOCHIMIE
Glycémie à jeun                            2,02 (H) g/l         0,70 - 1,10       1,86 (12/03/24)
Hémoglobine glyquée (HbA1c)                9,1 (H) %            4,0 - 6,0         8,4 (12/03/24)
Glycémie moyenne estimée                   2,14 g/l
Urée                                       0,32 g/l             0,15 - 0,45
Créatininémie                              11,6 mg/l            7,0 - 13,0        10,9 (12/03/24)
Clairance de la créatinine (Cockcroft)     82 ml/min            > 60
Uricémie                                   71 (H) mg/l          34 - 70
Calcémie                                   96 mg/l              90 - 105
BILAN LIPIDIQUE
Cholestérol total                          2,31 (H) g/l         1,50 - 2,00
Cholestérol HDL                            0,34 (B) g/l         > 0,40
Cholestérol LDL                            1,58 (H) g/l         < 1,30
Triglycérides                              1,95 (H) g/l         0,40 - 1,50
Rapport CT/HDL                             6,79 (H)             < 4,50
IONOGRAMME
Natrémie                                   139 mmol/l           135 - 145
Kaliémie                                   4,8 mmol/l           3,5 - 5,0
Le biologiste : Dr K. Exemple                                   Page 1/1`,
    expected: [
      row('glucose', 2.02, 'g/L', 'high'),
      row('hba1c', 9.1, '%', 'high'),
      row('urea', 0.32, 'g/L', null),
      row('creatinine', 11.6, 'mg/L', null),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('calcium', 96, 'mg/L', null),
      row('cholesterol', 2.31, 'g/L', 'high'),
      row('hdl', 0.34, 'g/L', 'low'),
      row('ldl', 1.58, 'g/L', 'high'),
      row('triglycerides', 1.95, 'g/L', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.8, 'mmol/L', null),
    ],
  },
  {
    // French patient-portal CSV export: date first, the range split into Min and Max columns (one
    // empty for one-sided limits), "*" in an Anormal column with the direction left to the range;
    // liver, kidney and thyroid; the ASAT/ALAT ratio and lipase are not Hale's.
    id: 'h7-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date;Analyse;Résultat;Unité;Min;Max;Anormal
05/11/2024;ASAT (TGO);48;UI/l;;35;*
05/11/2024;ALAT (TGP);71;UI/l;;35;*
05/11/2024;Rapport ASAT/ALAT;0,68;;;;
05/11/2024;Gamma GT;152;UI/l;;38;*
05/11/2024;Phosphatases alcalines;98;UI/l;35;104;
05/11/2024;Bilirubine totale;14;µmol/l;;21;
05/11/2024;Lipase;32;UI/l;13;60;
05/11/2024;Protéines totales;71;g/l;64;83;
05/11/2024;Albumine;43;g/l;35;52;
05/11/2024;Créatinine;74;µmol/l;59;104;
05/11/2024;DFG CKD-EPI;97;ml/min/1,73m²;90;;
05/11/2024;Acide urique;462;µmol/l;208;428;*
05/11/2024;Calcium;2,41;mmol/l;2,15;2,55;
05/11/2024;TSH;2,84;mUI/l;0,27;4,20;
05/11/2024;T4 libre;15,2;pmol/l;12,0;22,0;`,
    expected: [
      row('ast', 48, 'U/L', 'high'),
      row('alt', 71, 'U/L', 'high'),
      row('ggt', 152, 'U/L', 'high'),
      row('alp', 98, 'U/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 43, 'g/L', null),
      row('creatinine', 74, 'µmol/L', null),
      row('egfr', 97, 'mL/min/1.73m²', null),
      row('uric_acid', 462, 'µmol/L', 'high'),
      row('calcium', 2.41, 'mmol/L', null),
      row('tsh', 2.84, 'mU/L', null),
      row('free_t4', 15.2, 'pmol/L', null),
    ],
  },
  {
    // Luxembourg lab's CSV export: "+"/"-" in the Flag column, µUI/ml and µg/l, a B12 above the
    // assay limit printed ">2000", folate as "Acide folique" with a one-sided range; an iron
    // overload picture; transferrin (g/l) is not Hale's.
    id: 'h7-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Paramètre;Valeur;Unité;Normes;Flag
Fer sérique;38,5;µmol/l;10,7-32,2;+
Transferrine;1,92;g/l;2,00-3,60;-
Coefficient de saturation de la transferrine;78;%;20-45;+
Ferritine;1250;µg/l;30-400;+
CRP;3,1;mg/l;<5,0;
Vitamine D 25-OH;24,6;ng/ml;30,0-100,0;-
Vitamine B12;>2000;pg/ml;197-771;+
Acide folique;7,4;ng/ml;>3,9;
TSH;1,86;µUI/ml;0,27-4,20;
ALAT;62;U/l;<50;+
Gamma-GT;88;U/l;<60;+`,
    expected: [
      row('iron', 38.5, 'µmol/L', 'high'),
      row('transferrin_saturation', 78, '%', 'high'),
      row('ferritin', 1250, 'µg/L', 'high'),
      row('crp', 3.1, 'mg/L', null),
      row('vitamin_d', 24.6, 'ng/mL', 'low'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 7.4, 'ng/mL', null),
      row('tsh', 1.86, 'mU/L', null),
      row('alt', 62, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
    ],
  },
]

export default moreCases
