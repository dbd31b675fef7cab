/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), French, second part: a Moroccan laboratory, a Luxembourg
 * urine examination (ECBU) and CSV portal exports from France, Quebec and Belgium; fr.ts holds the
 * first part. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (monocytes, éosinophiles, basophiles,
 * réticulocytes, cytologie urinaire, microalbuminurie, rapport albumine/créatinine, cholestérol
 * non-HDL, apolipoprotéine B, CK, LDH, INR) are not results to extract, nor are previous results.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Moroccan private laboratory: the flag as a word ("Bas" / "Haut") right after the result,
    // counts in 10^6/µl and 10^3/µl, the differential in %, lower-case g/dl and fl; a critical
    // haemoglobin; urea in g/l and creatinine in mg/l; reticulocytes are not a result Hale knows.
    id: 'h6-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES SYNTHÉTIQUE — Casablanca (laboratoire fictif)
Biologiste : Dr G. Exemple
Patiente : Mme PERSONNE Test   Née le : 01.01.1979   Dossier : 0000/24
Prescripteur : Dr H. Exemple   Date du prélèvement : 15/10/2024 à 08:20
HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE
Paramètre   Résultat   Unités   Valeurs usuelles
Globules rouges   2,48 Bas   10^6/µl   4,00 - 5,20
Hémoglobine   6,4 Bas   g/dl   12,0 - 16,0
  >> Valeur critique : la patiente et le médecin prescripteur ont été prévenus le jour même.
Hématocrite   21,9 Bas   %   37,0 - 47,0
VGM   88,3   fl   80,0 - 100,0
TCMH   25,8 Bas   pg   27,0 - 32,0
CCMH   29,2 Bas   g/dl   32,0 - 36,0
Globules blancs   4,2   10^3/µl   4,0 - 10,0
Polynucléaires neutrophiles   58,3   %   40,0 - 75,0
Lymphocytes   33,1   %   20,0 - 40,0
Monocytes   6,8   %   2,0 - 10,0
Polynucléaires éosinophiles   1,5   %   1,0 - 6,0
Polynucléaires basophiles   0,3   %   0,0 - 1,0
Plaquettes   142 Bas   10^3/µl   150 - 400
Réticulocytes   38   10^3/µl   25 - 100
Frottis : hématies normochromes, quelques schizocytes ; contrôle recommandé.
BIOCHIMIE
Urée   0,38   g/l   0,15 - 0,45
Créatinine   7,9   mg/l   6,0 - 12,0
DFG (CKD-EPI)   88   ml/min/1,73m²   > 60
Page 1/1 — Résultats validés par le biologiste`,
    expected: [
      row('red_cells', 2.48, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.9, '%', 'low'),
      row('mcv', 88.3, 'fL', null),
      row('mch', 25.8, 'pg', 'low'),
      row('mchc', 29.2, 'g/dL', 'low'),
      row('white_cells', 4.2, '10^9/L', null),
      row('neutrophils', 58.3, '%', null),
      row('lymphocytes', 33.1, '%', null),
      row('platelets', 142, '10^9/L', 'low'),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 7.9, 'mg/L', null),
      row('egfr', 88, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Luxembourg laboratory, urine examination (ECBU): dipstick in crosses and "négatif" against
    // "négatif", pH and density with a decimal comma; then urine cytology (leucocytes and
    // hématies per mm³), which is microscopy, not the dipstick, and the bacteriology.
    id: 'h6-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE SYNTHÉTIQUE DU GRAND-DUCHÉ — Luxembourg (laboratoire fictif)
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Patient : PERSONNE Test   Né le : 01.01.2001   Sexe : M   Dossier : L-0000000
Prescripteur : Dr I. Exemple   Prélèvement : 03/11/2024 07:55 (urines du matin, milieu de jet)
ANALYSE PAR BANDELETTE URINAIRE   Résultat   Référence
pH   5,5   5,0 - 8,0
Densité   1,028   1,005 - 1,030
Protéines   ++   négatif
Glucose   +++   négatif
Corps cétoniques   ++   négatif
Sang   négatif   négatif
Leucocytes   négatif   négatif
Nitrites   négatif   négatif
CYTOLOGIE URINAIRE (cellule de numération)
Leucocytes   < 10 /mm³   < 10 /mm³
Hématies   < 10 /mm³   < 10 /mm³
Cellules épithéliales   rares
Cylindres   absence
Cristaux   absence
EXAMEN BACTÉRIOLOGIQUE
Examen direct : absence de germes.   Culture : stérile (< 10^3 UFC/ml).
Commentaire : glycosurie et cétonurie importantes sans diabète connu ; contrôle rapide de la
glycémie recommandé, médecin prévenu.
Page 1/1`,
    expected: [
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.028, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // French patient portal CSV export: date first, the range as one text field, an
    // "Indicateur" of H / B (empty when normal); a ">2000" vitamin B12 and a ">90" eGFR; urine
    // microalbumin (mg/L, a unit Hale knows) and the albumin/creatinine ratio are not results
    // Hale knows.
    id: 'h6-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date;Analyse;Résultat;Unité;Valeurs de référence;Indicateur
24/04/2024;Hémoglobine glyquée (HbA1c);7,4;%;4,0 - 6,0;H
24/04/2024;Glycémie à jeun;1,38;g/L;0,70 - 1,10;H
24/04/2024;Créatinine;9,2;mg/L;5,7 - 11,1;
24/04/2024;DFG estimé CKD-EPI;>90;mL/min/1,73m²;> 60;
24/04/2024;Microalbuminurie (échantillon);42;mg/L;< 20;H
24/04/2024;Rapport albumine/créatinine urinaire;5,6;mg/mmol;< 3,0;H
24/04/2024;TSH ultrasensible;3,12;mUI/L;0,40 - 4,00;
24/04/2024;25-OH vitamine D (D2+D3);17;ng/mL;30 - 100;B
24/04/2024;Vitamine B12;>2000;pg/mL;197 - 771;H
24/04/2024;Folates sériques;4,1;ng/mL;3,9 - 26,8;
24/04/2024;Ferritine;212;ng/mL;15 - 150;H`,
    expected: [
      row('hba1c', 7.4, '%', 'high'),
      row('glucose', 1.38, 'g/L', 'high'),
      row('creatinine', 9.2, 'mg/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('tsh', 3.12, 'mU/L', null),
      row('vitamin_d', 17, 'ng/mL', 'low'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 4.1, 'ng/mL', null),
      row('ferritin', 212, 'ng/mL', 'high'),
    ],
  },
  {
    // Quebec patient portal CSV export: the range split into "Valeur min" and "Valeur max"
    // columns, one of them empty for one-sided ranges; a lipid panel with non-HDL cholesterol,
    // a TC/HDL ratio without a unit and apolipoprotein B (g/L, a unit Hale knows), none of which
    // are results Hale knows; creatine kinase is not creatinine.
    id: 'h6-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Analyse;Résultat;Unités;Valeur min;Valeur max;Indicateur
2024-05-14;Cholestérol total;6,42;mmol/L;;5,20;H
2024-05-14;Triglycérides;2,31;mmol/L;;1,70;H
2024-05-14;Cholestérol HDL;1,05;mmol/L;1,00;;
2024-05-14;Cholestérol LDL;4,32;mmol/L;;3,40;H
2024-05-14;Cholestérol non-HDL;5,37;mmol/L;;4,20;H
2024-05-14;Rapport CT/HDL;6,1;;;5,0;H
2024-05-14;Apolipoprotéine B;1,32;g/L;;1,05;H
2024-05-14;Glucose à jeun;5,8;mmol/L;3,6;6,0;
2024-05-14;ALT;29;U/L;;40;
2024-05-14;Créatine kinase (CK);180;U/L;;195;
2024-05-14;Protéine C-réactive haute sensibilité;2,6;mg/L;;3,0;`,
    expected: [
      row('cholesterol', 6.42, 'mmol/L', 'high'),
      row('triglycerides', 2.31, 'mmol/L', 'high'),
      row('hdl', 1.05, 'mmol/L', null),
      row('ldl', 4.32, 'mmol/L', 'high'),
      row('glucose', 5.8, 'mmol/L', null),
      row('alt', 29, 'U/L', null),
      row('crp', 2.6, 'mg/L', null),
    ],
  },
  {
    // Belgian hospital portal CSV export: a lab code first, then the label, result, unit, the
    // normal values, the PREVIOUS result (not to extract) and a "+" remark when out of range;
    // UI/l and mg/dl; LDH and INR are not results Hale knows.
    id: 'h6-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Résultat;Unité;Valeurs normales;Résultat précédent;Remarque
BILT;Bilirubine totale;1,8;mg/dl;0,3 - 1,2;0,9;+
ASAT;ASAT (GOT);112;UI/l;< 35;41;+
ALAT;ALAT (GPT);184;UI/l;< 35;38;+
GGT;Gamma-GT;231;UI/l;< 40;52;+
PAL;Phosphatases alcalines;148;UI/l;35 - 105;92;+
LDH;LDH;260;UI/l;< 250;;+
ALB;Albumine;36;g/l;35 - 52;41;
PROT;Protéines totales;66;g/l;64 - 83;70;
INR;INR;1,3;;0,8 - 1,2;;+
CRP;CRP;21,4;mg/l;< 5,0;1,2;+`,
    expected: [
      row('bilirubin', 1.8, 'mg/dL', 'high'),
      row('ast', 112, 'U/L', 'high'),
      row('alt', 184, 'U/L', 'high'),
      row('ggt', 231, 'U/L', 'high'),
      row('alp', 148, 'U/L', 'high'),
      row('albumin', 36, 'g/L', null),
      row('total_protein', 66, 'g/L', null),
      row('crp', 21.4, 'mg/L', 'high'),
    ],
  },
]

export default moreCases
