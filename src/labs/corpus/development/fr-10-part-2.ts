/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), French, second part (see fr-10.ts): Québec,
 * Luxembourg, France and Geneva. Synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Québec, hospital lab (FSC): an "Indic." column with H/B and BB for a critical haemoglobin
    // in g/L, MCHC in g/L, counts in ×10⁹/L, DVE and reticulocytes mixed in, eGFR printed as ">90".
    id: 'h9-fr-6',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — Laboratoire de biologie médicale
Hématologie / Biochimie — Rapport cumulatif
Nom : PERSONNE, TEST   DDN : 01.01.1952   Sexe : M
No de dossier : H-000000   Prélevé : 2026-07-18 06:05   Reçu : 2026-07-18 06:31
Médecin traitant : Dr Exemple (urgence)
Épreuve   Résultat   Indic.   Unités   Intervalle de réf.
HÉMATOLOGIE — FORMULE SANGUINE COMPLÈTE
Leucocytes   3,1   B   ×10⁹/L   4,0 - 11,0
Érythrocytes   2,21   B   ×10¹²/L   4,50 - 6,00
Hémoglobine   64   BB   g/L   135 - 175
** Valeur critique communiquée à l'infirmière J. Exemple le 2026-07-18 à 06:48 **
Hématocrite   19,6   B   %   40,0 - 52,0
VGM   89      fL   80 - 100
TGMH   29,0      pg   27,0 - 33,0
CGMH   326      g/L   320 - 360
DVE   17,2   H   %   11,5 - 14,5
Plaquettes   98   B   ×10⁹/L   150 - 400
Neutrophiles   1,2   B   ×10⁹/L   1,8 - 7,5
Lymphocytes   1,5      ×10⁹/L   1,0 - 4,0
Monocytes   0,3      ×10⁹/L   0,2 - 1,0
Réticulocytes   18   B   ×10⁹/L   25 - 100
BIOCHIMIE
Créatinine   74      µmol/L   60 - 110
DFGe (CKD-EPI)   >90      mL/min/1,73m²   > 60
Protéine C-réactive   112   H   mg/L   < 8,0
Légende : H = haut, B = bas, HH/BB = valeur critique`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('haemoglobin', 64, 'g/L', 'low'),
      row('haematocrit', 19.6, '%', 'low'),
      row('mcv', 89, 'fL', null),
      row('mch', 29, 'pg', null),
      row('mchc', 326, 'g/L', null),
      row('platelets', 98, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('creatinine', 74, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('crp', 112, 'mg/L', 'high'),
    ],
  },
  {
    // Luxembourg, lab portal CSV: date, lab code, name, result, unit, range, H/B indicator;
    // lipoprotein (a) mixed in and a trailing comment line.
    id: 'h9-fr-7',
    language: 'fr',
    kind: 'csv',
    text: `Date du prélèvement;Code;Analyse;Résultat;Unité;Valeurs de référence;Indicateur
17/04/2026;GLU;Glucose à jeun;5,9;mmol/l;4,1 - 5,9;
17/04/2026;HBA1C;Hémoglobine glyquée (HbA1c);6,1;%;< 6,0;H
17/04/2026;CHOL;Cholestérol total;6,12;mmol/l;< 5,00;H
17/04/2026;HDL;Cholestérol HDL;1,04;mmol/l;> 1,00;
17/04/2026;LDL;Cholestérol LDL calculé;4,28;mmol/l;< 3,00;H
17/04/2026;TG;Triglycérides;1,77;mmol/l;< 1,70;H
17/04/2026;LPA;Lipoprotéine (a);112;nmol/l;< 75;H
17/04/2026;CREA;Créatinine;81;µmol/l;59 - 104;
17/04/2026;EGFR;DFG estimé (CKD-EPI);84;ml/min/1,73m²;> 60;
17/04/2026;URIC;Acide urique;412;µmol/l;202 - 417;
17/04/2026;ALAT;ALAT (GPT);24;U/l;< 41;
17/04/2026;GGT;Gamma-GT;19;U/l;< 60;
17/04/2026;TSH;TSH ultrasensible;2,35;mUI/l;0,27 - 4,20;
17/04/2026;COMM;Commentaire;Objectif de LDL à adapter au risque cardiovasculaire.;;;`,
    expected: [
      row('glucose', 5.9, 'mmol/L', null),
      row('hba1c', 6.1, '%', 'high'),
      row('cholesterol', 6.12, 'mmol/L', 'high'),
      row('hdl', 1.04, 'mmol/L', null),
      row('ldl', 4.28, 'mmol/L', 'high'),
      row('triglycerides', 1.77, 'mmol/L', 'high'),
      row('creatinine', 81, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('uric_acid', 412, 'µmol/L', null),
      row('alt', 24, 'U/L', null),
      row('ggt', 19, 'U/L', null),
      row('tsh', 2.35, 'mU/L', null),
    ],
  },
  {
    // France, patient-portal CSV: the range split into lower and upper bound columns (one of them
    // empty for one-sided ranges), no flag column, previous result and its date at the end,
    // "<1" and ">20,0" as values, vitamin D and B12 in ng/ml and pg/ml.
    id: 'h9-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Examen;Résultat;Unité;Borne inférieure;Borne supérieure;Résultat antérieur;Date antérieure
Hémoglobine;13,1;g/dl;13,0;17,0;12,4;12/01/2026
Leucocytes;6,8;G/l;4,0;10,0;7,1;12/01/2026
Plaquettes;231;G/l;150;400;244;12/01/2026
Sodium;141;mmol/l;136;145;139;12/01/2026
Potassium;4,4;mmol/l;3,5;5,1;4,7;12/01/2026
Créatinine;97;µmol/l;64;104;102;12/01/2026
DFG (CKD-EPI);76;ml/min/1,73m²;90;;71;12/01/2026
CRP;<1;mg/l;;5;1,8;12/01/2026
Ferritine;412;ng/ml;30;400;388;12/01/2026
Fer sérique;21,4;µmol/l;12,5;32,2;;
Coefficient de saturation de la transferrine;38;%;20;40;;
25-OH vitamine D (D2+D3);18,6;ng/ml;30;100;22,3;12/01/2026
Vitamine B12;512;pg/ml;197;771;;
Folates sériques;>20,0;ng/ml;3,9;;;`,
    expected: [
      row('haemoglobin', 13.1, 'g/dL', null),
      row('white_cells', 6.8, '10^9/L', null),
      row('platelets', 231, '10^9/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('creatinine', 97, 'µmol/L', null),
      row('egfr', 76, 'mL/min/1.73m²', 'low'),
      row('crp', 1, 'mg/L', null),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('iron', 21.4, 'µmol/L', null),
      row('transferrin_saturation', 38, '%', null),
      row('vitamin_d', 18.6, 'ng/mL', 'low'),
      row('vitamin_b12', 512, 'pg/mL', null),
      row('folate', 20, 'ng/mL', null),
    ],
  },
  {
    // France, diabetes follow-up over two pages: an "Interprétation" column with "haut"/"bas",
    // a previous result, glucose and lipids in g/L, a creatinine exactly at its upper limit, the
    // header repeated on page 2, and urinary microalbumin, urinary creatinine and their ratio
    // (not analytes) at the end.
    id: 'h9-fr-9',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE BIOLOGIE — Site de Toulouse-Exemple
Compte rendu de résultats — Dossier 26-0612-3318
Patient : Test PERSONNE   Né le 01.01.1963   Sexe : M
Prélevé le 12/06/2026 à 08:05 (à jeun)   Prescripteur : Dr Exemple, endocrinologie
Examen   Résultat   Unité   Référence   Interprétation   Antériorité
BIOCHIMIE
Glycémie à jeun   1,46   g/L   0,70 - 1,05   haut   1,38 (11/03/26)
Hémoglobine glyquée (HbA1c)   8,2   %   4,0 - 6,0   haut   7,6
Méthode HPLC, standardisée DCCT/NGSP. Objectif individuel à définir par le médecin.
Créatinine   11,8   mg/L   7,2 - 11,8      10,9
DFG estimé (CKD-EPI)   68   mL/min/1,73m²   > 90   bas   74
Potassium   4,8   mmol/L   3,5 - 5,1      4,6
Acide urique   71   mg/L   34 - 70   haut   66
Page 1/2
LABORATOIRE EXEMPLE BIOLOGIE — Dossier 26-0612-3318 — Test PERSONNE (suite)
Examen   Résultat   Unité   Référence   Interprétation   Antériorité
BILAN LIPIDIQUE
Aspect du sérum   limpide
Cholestérol total   1,88   g/L   < 2,00      2,04
Triglycérides   2,41   g/L   < 1,50   haut   1,97
Cholestérol HDL   0,36   g/L   > 0,40   bas   0,39
Cholestérol LDL calculé   1,04   g/L   < 1,00   haut   1,25
URINES (échantillon)
Microalbuminurie   64   mg/L   < 20   haut   41
Créatinine urinaire   11,2   mmol/L
Rapport albumine / créatinine   5,7   mg/mmol   < 3,0   haut
Page 2/2`,
    expected: [
      row('glucose', 1.46, 'g/L', 'high'),
      row('hba1c', 8.2, '%', 'high'),
      row('creatinine', 11.8, 'mg/L', null),
      row('egfr', 68, 'mL/min/1.73m²', 'low'),
      row('potassium', 4.8, 'mmol/L', null),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('cholesterol', 1.88, 'g/L', null),
      row('triglycerides', 2.41, 'g/L', 'high'),
      row('hdl', 0.36, 'g/L', 'low'),
      row('ldl', 1.04, 'g/L', 'high'),
    ],
  },
  {
    // Geneva, emergency department: ↑/↓ before the value, calculated osmolality, lactate, lipase
    // and direct bilirubin mixed in, eGFR ">90" and CRP "<3", one blood-count line at the end.
    id: 'h9-fr-10',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL EXEMPLE — Service de médecine de laboratoire, Genève
Résultats cumulés — Urgences
Patient : PERSONNE Test, né le 01.01.1984, M
Prélèvement : 30.10.2026 23:41   Validation : 31.10.2026 00:37
Analyse   Résultat   Unité   Norme
Chimie
Sodium   ↓ 129   mmol/l   136 - 145
Potassium   3,9   mmol/l   3,5 - 5,1
Chlorure   ↓ 94   mmol/l   98 - 107
Osmolalité calculée   ↓ 271   mOsm/kg   280 - 300
Glucose   ↑ 8,4   mmol/l   3,9 - 7,8
Urée   6,1   mmol/l   2,8 - 8,1
Créatinine   68   µmol/l   62 - 106
eGFR CKD-EPI 2021   >90   ml/min/1,73m²   > 60
Lactate   1,6   mmol/l   0,5 - 2,2
Lipase   ↑ 1412   U/l   13 - 60
Bilirubine totale   ↑ 38   µmol/l   < 21
Bilirubine directe   ↑ 27   µmol/l   < 5
ASAT   ↑ 188   U/l   < 40
ALAT   ↑ 214   U/l   < 41
Phosphatase alcaline   ↑ 162   U/l   40 - 130
Gamma-GT   ↑ 436   U/l   < 60
Albumine   36   g/l   35 - 52
CRP   <3   mg/l   < 5
Hématologie
Leucocytes   ↑ 13,8   G/l   4,0 - 10,0
Commentaire : lipase > 3 x la norme ; échographie abdominale demandée.`,
    expected: [
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 94, 'mmol/L', 'low'),
      row('glucose', 8.4, 'mmol/L', 'high'),
      row('urea', 6.1, 'mmol/L', null),
      row('creatinine', 68, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('ast', 188, 'U/L', 'high'),
      row('alt', 214, 'U/L', 'high'),
      row('alp', 162, 'U/L', 'high'),
      row('ggt', 436, 'U/L', 'high'),
      row('albumin', 36, 'g/L', null),
      row('crp', 3, 'mg/L', null),
      row('white_cells', 13.8, '10^9/L', 'high'),
    ],
  },
]

export default moreCases
