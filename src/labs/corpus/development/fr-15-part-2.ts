/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), French, continued (see fr-15.ts): a urine report
 * from Luxembourg, a diabetes follow-up from Morocco, and three portal CSV exports (France, Québec,
 * Belgium). Synthetic reports: no real people, labs or phone numbers. Urine sediment counts,
 * ratios, osmolality, non-HDL cholesterol, ESR and PSA are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A laboratory in Luxembourg: urine dipstick in words and crosses (traces, ++, +++, positif)
    // against "négatif", followed by a flow-cytometry sediment whose Leucocytes and Hématies rows
    // are microscopy counts, not dipstick results, and an albumin/creatinine ratio.
    id: 'h14-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRES RÉUNIS EXEMPLE — Luxembourg
Patiente : Personne Test   Date de naissance : 01.01.1985   Matricule : 0000 00 00 000
Échantillon : urine de milieu de jet, recueillie le 11.04.2024 à 07:30, reçue à 08:10
Médecin : Dr Exemple, médecine générale
URINE — BANDELETTE RÉACTIVE (lecture automatisée)
Paramètre                     Résultat          Valeurs de référence
Densité                       1,024             1,005 - 1,030
pH                            6,0               5,0 - 8,0
Protéines                     traces            négatif
Glucose                       négatif           négatif
Corps cétoniques              négatif           négatif
Sang (hémoglobine)            ++                négatif
Leucocytes (estérase)         +++               négatif
Nitrites                      positif           négatif
Urobilinogène                 normal            normal
Bilirubine                    négatif           négatif
SÉDIMENT URINAIRE (cytométrie en flux)
Leucocytes                    412 /µl           < 25
Hématies                      86 /µl            < 20
Cellules épithéliales         12 /µl            < 15
Bactéries                     nombreuses        absence
Cylindres                     absence           absence
BIOCHIMIE URINAIRE
Rapport albumine/créatinine   4,8 mg/mmol       < 3,0
Commentaire : aspect évocateur d'une infection urinaire ; la culture (ECBU) est en cours,
le résultat et l'antibiogramme suivront dans un compte rendu séparé.
Page 1/1`,
    expected: [
      row('urine_specific_gravity', 1.024, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // A private laboratory in Morocco, diabetes follow-up: units printed with the value, flags as
    // the words "haut" / "bas" after it, a previous-value column, the HbA1c also in mmol/mol on
    // its own line, a treatment-target comment and a CT/HDL ratio.
    id: 'h14-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE — Casablanca
Biologiste : Dr Exemple, pharmacien biologiste
Patient : M. TEST PERSONNE   Né le 01.01.1966   Âge : 58 ans
Prescrit par : Dr Exemple, endocrinologue
Date du prélèvement : 18/01/2024   N° de dossier : 240118-0421
ANALYSES                        RÉSULTATS                 VALEURS DE RÉFÉRENCE    ANTÉRIORITÉS
BIOCHIMIE SANGUINE
Glycémie à jeun                 1,64 g/l        haut      0,70 - 1,10             1,82 (10/2023)
Hémoglobine glyquée (HbA1c)     8,1 %           haut      4,0 - 6,0               8,9
                                (65 mmol/mol)
  Objectif thérapeutique à individualiser, en général HbA1c < 7 %.
Urée                            0,38 g/l                  0,15 - 0,45             0,35
Créatinine                      9,6 mg/l                  7,0 - 13,0              9,1
DFG (CKD-EPI)                   88 ml/min/1,73m²          > 60                    91
Acide urique                    71 mg/l         haut      34 - 70                 66
BILAN LIPIDIQUE
Cholestérol total               2,12 g/l        haut      1,40 - 2,00             2,35
HDL-cholestérol                 0,36 g/l        bas       > 0,40                  0,34
LDL-cholestérol                 1,24 g/l                  < 1,60                  1,45
Triglycérides                   2,62 g/l        haut      0,50 - 1,50             2,80
Rapport CT/HDL                  5,89            haut      < 4,50                  6,91
BILAN HÉPATIQUE
Transaminases ALAT (GPT)        42 UI/l         haut      < 40                    38
Transaminases ASAT (GOT)        30 UI/l                   < 40                    27
Gamma GT                        58 UI/l         haut      11 - 50                 49
Microalbuminurie (échantillon)  42 mg/l         haut      < 20
Fin du compte rendu — Page 1/1`,
    expected: [
      row('glucose', 1.64, 'g/L', 'high'),
      row('hba1c', 8.1, '%', 'high'),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 9.6, 'mg/L', null),
      row('egfr', 88, 'mL/min/1.73m²', null),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('cholesterol', 2.12, 'g/L', 'high'),
      row('hdl', 0.36, 'g/L', 'low'),
      row('ldl', 1.24, 'g/L', null),
      row('triglycerides', 2.62, 'g/L', 'high'),
      row('alt', 42, 'U/L', 'high'),
      row('ast', 30, 'U/L', null),
      row('ggt', 58, 'U/L', 'high'),
    ],
  },
  {
    // A French laboratory group's patient portal, CSV export: one line per result, the
    // interpretation as a word (Normal / Haut / Bas), an eGFR printed as >90 and a non-HDL
    // cholesterol line that is not one of Hale's tests.
    id: 'h14-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Examen;Résultat;Unité;Valeurs de référence;Interprétation
15/05/2024;Cholestérol total;1,86;g/l;< 2,00;Normal
15/05/2024;Cholestérol HDL;0,52;g/l;> 0,40;Normal
15/05/2024;Cholestérol LDL (calculé);1,12;g/l;< 1,60;Normal
15/05/2024;Triglycérides;1,09;g/l;< 1,50;Normal
15/05/2024;Cholestérol non-HDL;1,34;g/l;< 1,90;Normal
15/05/2024;Bilirubine totale;14;µmol/l;< 21;Normal
15/05/2024;Phosphatases alcalines;132;UI/l;40 - 129;Haut
15/05/2024;ASAT (TGO);28;UI/l;< 40;Normal
15/05/2024;ALAT (TGP);47;UI/l;< 41;Haut
15/05/2024;Gamma GT;96;UI/l;< 60;Haut
15/05/2024;Albumine;42,1;g/l;35,0 - 52,0;Normal
15/05/2024;Créatinine;76;µmol/l;59 - 104;Normal
15/05/2024;DFG estimé (CKD-EPI);>90;ml/min/1,73m²;> 60;Normal
15/05/2024;Uricémie;412;µmol/l;202 - 417;Normal
15/05/2024;25-OH vitamine D (D2+D3);21,4;ng/ml;30 - 100;Bas
15/05/2024;Vitamine B12;356;pg/ml;197 - 771;Normal
15/05/2024;Folates sériques;3,1;ng/ml;> 3,9;Bas`,
    expected: [
      row('cholesterol', 1.86, 'g/L', null),
      row('hdl', 0.52, 'g/L', null),
      row('ldl', 1.12, 'g/L', null),
      row('triglycerides', 1.09, 'g/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('alp', 132, 'U/L', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 47, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('albumin', 42.1, 'g/L', null),
      row('creatinine', 76, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 412, 'µmol/L', null),
      row('vitamin_d', 21.4, 'ng/mL', 'low'),
      row('vitamin_b12', 356, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
    ],
  },
  {
    // A Québec patient portal, CSV export: ISO dates with times, an indicator column with B / H
    // (empty when normal), a comment column, SI units (x10E9/L, x10E12/L, mUI/L), and a measured
    // osmolality that is not one of Hale's tests.
    id: 'h14-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Nom de l'analyse;Résultat;Unités;Valeurs de référence;Indicateur;Commentaire
2024-06-03 08:12;Sodium;131;mmol/L;135 - 145;B;Contrôle suggéré
2024-06-03 08:12;Potassium;3,9;mmol/L;3,5 - 5,0;;
2024-06-03 08:12;Chlorure;96;mmol/L;98 - 107;B;
2024-06-03 08:12;Glucose;5,2;mmol/L;3,6 - 6,0;;À jeun
2024-06-03 08:12;Créatinine;61;µmol/L;45 - 90;;
2024-06-03 08:12;DFGe;94;mL/min/1,73 m²;> 60;;
2024-06-03 08:12;Osmolalité sérique;268;mmol/kg;275 - 295;B;
2024-06-03 08:12;TSH;2,14;mUI/L;0,35 - 4,94;;
2024-06-03 08:12;T4 libre;11,8;pmol/L;9,0 - 19,0;;
2024-06-03 08:12;Hémoglobine;131;g/L;120 - 160;;
2024-06-03 08:12;Leucocytes;6,3;x10E9/L;4,0 - 11,0;;
2024-06-03 08:12;Érythrocytes;4,31;x10E12/L;4,00 - 5,40;;
2024-06-03 08:12;VGM;90;fL;80 - 100;;
2024-06-03 08:12;Plaquettes;288;x10E9/L;140 - 440;;
2024-06-03 08:12;Neutrophiles;3,9;x10E9/L;1,8 - 7,5;;
2024-06-03 08:12;Lymphocytes;1,7;x10E9/L;1,0 - 4,0;;`,
    expected: [
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 96, 'mmol/L', 'low'),
      row('glucose', 5.2, 'mmol/L', null),
      row('creatinine', 61, 'µmol/L', null),
      row('egfr', 94, 'mL/min/1.73m²', null),
      row('tsh', 2.14, 'mU/L', null),
      row('free_t4', 11.8, 'pmol/L', null),
      row('haemoglobin', 131, 'g/L', null),
      row('white_cells', 6.3, '10^9/L', null),
      row('red_cells', 4.31, '10^12/L', null),
      row('mcv', 90, 'fL', null),
      row('platelets', 288, '10^9/L', null),
      row('neutrophils', 3.9, '10^9/L', null),
      row('lymphocytes', 1.7, '10^9/L', null),
    ],
  },
  {
    // A Belgian laboratory's export for a GP's software, CSV: a test code first, the range split
    // into Min and Max columns (one of them empty for one-sided ranges), no flag column at all,
    // Belgian mg/dl units, a CRP printed as <0,5, and ESR and PSA lines Hale does not know.
    id: 'h14-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Valeur;Unité;Min;Max
HB;Hémoglobine;14,8;g/dl;13,0;17,0
HT;Hématocrite;44,6;%;40,0;50,0
GB;Leucocytes;9,2;10^3/µl;4,0;10,0
PLT;Plaquettes;198;10^3/µl;150;400
VS;Vitesse de sédimentation;12;mm/h;;20
NA;Sodium;141;mmol/l;136;145
K;Potassium;4,4;mmol/l;3,5;5,1
UREE;Urée;52;mg/dl;17;43
CREA;Créatinine;1,28;mg/dl;0,70;1,20
EGFR;eGFR (CKD-EPI);58;ml/min/1,73m²;60;
CA;Calcium;9,6;mg/dl;8,6;10,2
UA;Acide urique;6,9;mg/dl;3,4;7,0
GLU;Glucose à jeun;97;mg/dl;70;100
HBA1C;Hémoglobine glyquée (HbA1c);5,9;%;4,0;6,0
CHOL;Cholestérol total;231;mg/dl;;190
HDL;Cholestérol HDL;48;mg/dl;40;
LDL;Cholestérol LDL (calculé);153;mg/dl;;115
TG;Triglycérides;148;mg/dl;;150
CRP;CRP;<0,5;mg/l;;5,0
PSA;PSA total;1,8;ng/ml;;4,0`,
    expected: [
      row('haemoglobin', 14.8, 'g/dL', null),
      row('haematocrit', 44.6, '%', null),
      row('white_cells', 9.2, '10^9/L', null),
      row('platelets', 198, '10^9/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('urea', 52, 'mg/dL', 'high'),
      row('creatinine', 1.28, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('calcium', 9.6, 'mg/dL', null),
      row('uric_acid', 6.9, 'mg/dL', null),
      row('glucose', 97, 'mg/dL', null),
      row('hba1c', 5.9, '%', null),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 48, 'mg/dL', null),
      row('ldl', 153, 'mg/dL', 'high'),
      row('triglycerides', 148, 'mg/dL', null),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
]

export default moreCases
