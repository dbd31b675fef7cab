/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), French, second file (see fr-19.ts): a Tunisian
 * private lab (ranges in square brackets between result and unit, "(+)" / "(-)" after the value), a
 * Swiss GP practice's cumulative table (newest column first, ranges printed only for some rows, the
 * rest flagged from the default table), a Luxembourg lab's semicolon export (10³/µl and 10⁶/µl
 * counts, "Faible" / "Élevé" status), a Québec portal's comma export quoting only the fields that
 * hold a comma, and a Swiss hospital's tab-separated export with decimal points, earlier results and
 * a urine stick. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (taux de prothrombine, lipase, anti-transglutaminase, sérologie, poids, tension artérielle,
 * rapport albumine/créatinine, monocytes, réticulocytes, LDH, cholestérol non-HDL, rapport CT/HDL,
 * phosphate, PTH, transferrine …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Tunisian private lab (Sfax), liver and deficiency work-up: the reference range in square
    // brackets BETWEEN the result and the unit, "(+)" or "(-)" after an out-of-range value, UI/L
    // enzymes, ng/mL and pg/mL vitamins, µUI/mL TSH, prothrombin time, lipase, a hepatitis C
    // serology and coeliac antibodies mixed in, a second page.
    id: 'h18-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES DE BIOLOGIE MÉDICALE EXEMPLE — Sfax (Tunisie)
Dr Exemple, biologiste — Conventionné (numéro fictif)
Patient(e) : Mme PERSONNE Test          Âge : 46 ans          Code dossier : 24/12/0655
Médecin traitant : Dr Exemple, gastro-entérologue          Prélevé le : 06/12/2024 à 08h15          Édité le : 07/12/2024
(+) : supérieur à la normale     (-) : inférieur à la normale

Analyses                             Résultats        Valeurs normales     Unités
GLYCÉMIE
Glycémie à jeun                      0,93             [0,70 - 1,10]        g/L
BILAN HÉPATIQUE
Transaminases ASAT (GOT)             62 (+)           [5 - 34]             UI/L
Transaminases ALAT (GPT)             88 (+)           [0 - 55]             UI/L
Gamma glutamyl transférase           143 (+)          [9 - 36]             UI/L
Phosphatases alcalines               118              [40 - 150]           UI/L
Bilirubine totale                    14,2             [3,4 - 20,5]         µmol/L
Albumine                             41               [35 - 50]            g/L
Taux de prothrombine (TP)            92               [70 - 100]           %
Lipase                               31               [8 - 78]             UI/L
BILAN MARTIAL
Fer sérique                          7,8 (-)          [9,0 - 30,4]         µmol/L
Ferritine                            11 (-)           [13 - 150]           ng/mL
VITAMINES
25-OH vitamine D (D2 + D3)           14,8 (-)         [30 - 100]           ng/mL
Vitamine B12                         198              [187 - 883]          pg/mL
Acide folique                        5,3              [3,1 - 20,5]         ng/mL
                                                                            Page 1/2
Mme PERSONNE Test — Code dossier 24/12/0655 — suite
BILAN THYROÏDIEN
TSH ultra-sensible                   1,92             [0,35 - 4,94]        µUI/mL
FT4 (thyroxine libre)                13,6             [9,0 - 19,0]         pmol/L
SÉROLOGIES
Anticorps anti-VHC                   Négatif
Anticorps anti-transglutaminase IgA  48 (+)           [< 10]               U/mL

Conclusion : cytolyse et cholestase anictériques ; carence martiale et en vitamine D. Sérologie
cœliaque positive : avis spécialisé recommandé.
Le biologiste : Dr Exemple                                                  Page 2/2`,
    expected: [
      row('glucose', 0.93, 'g/L', null),
      row('ast', 62, 'U/L', 'high'),
      row('alt', 88, 'U/L', 'high'),
      row('ggt', 143, 'U/L', 'high'),
      row('alp', 118, 'U/L', null),
      row('bilirubin', 14.2, 'µmol/L', null),
      row('albumin', 41, 'g/L', null),
      row('iron', 7.8, 'µmol/L', 'low'),
      row('ferritin', 11, 'ng/mL', 'low'),
      row('vitamin_d', 14.8, 'ng/mL', 'low'),
      row('vitamin_b12', 198, 'pg/mL', null),
      row('folate', 5.3, 'ng/mL', null),
      row('tsh', 1.92, 'mU/L', null),
      row('free_t4', 13.6, 'pmol/L', null),
    ],
  },
  {
    // A Swiss GP practice (Fribourg), diabetes follow-up printed from the practice software: a
    // cumulative table with the newest date FIRST and two earlier dates after it, vitals (weight,
    // blood pressure) among the rows, SI units, a "Norme" column filled only where the outside lab
    // sent one; the other rows take their flag from the default table (all in its SI units).
    id: 'h18-fr-7',
    language: 'fr',
    kind: 'text',
    text: `CABINET MÉDICAL EXEMPLE — Dr Exemple, médecine interne générale FMH — Fribourg
Laboratoire de cabinet (analyses sur place) et laboratoire externe Exemple SA
Patient : Personne Test, M, né le 01.01.1957          N° de dossier : 10477
Diagnostics : diabète de type 2, hypertension artérielle, dyslipidémie
Tableau cumulatif des résultats — imprimé le 02.12.2024 (normes indiquées lorsque le laboratoire les a transmises)

Analyse                     02.12.2024    03.06.2024    08.01.2024    Unité            Norme
Constantes
Poids                       86,4          84,9          85,3          kg
Tension artérielle          142/88        136/84        138/86        mmHg
Laboratoire de cabinet
Hémoglobine                 128           141           139           g/l
Leucocytes                  6,9           7,4           6,1           G/l
Thrombocytes                164           188           179           G/l
CRP                         31            4             3             mg/l
Glucose (à jeun)            8,9           7,6           7,2           mmol/l
HbA1c (IFCC)                63            55            53            mmol/mol
Laboratoire externe
Créatinine                  118           104           97            µmol/l           62 - 106
eGFR (CKD-EPI)              55            64            71            ml/min/1,73m²
Sodium                      137           139           140           mmol/l           135 - 145
Potassium                   4,6           4,4           4,3           mmol/l           3,6 - 5,0
Cholestérol total           4,1           4,9           5,8           mmol/l
Cholestérol LDL             2,2           2,9           3,7           mmol/l
Cholestérol HDL             0,98          1,04          1,01          mmol/l
Triglycérides               2,4           2,1           2,3           mmol/l
ALAT                        28            31            26            U/l              < 50
Albumine/créatinine (urine) 4,2           3,1           2,6           mg/mmol          < 3,0

Note du médecin : infection des voies respiratoires en cours au 02.12.2024 (CRP) ; contrôle dans 4 semaines.
Page 1/1`,
    expected: [
      row('haemoglobin', 128, 'g/L', null),
      row('white_cells', 6.9, '10^9/L', null),
      row('platelets', 164, '10^9/L', null),
      row('crp', 31, 'mg/L', 'high'),
      row('glucose', 8.9, 'mmol/L', 'high'),
      row('hba1c', 63, 'mmol/mol', 'high'),
      row('creatinine', 118, 'µmol/L', 'high'),
      row('egfr', 55, 'mL/min/1.73m²', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('ldl', 2.2, 'mmol/L', null),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('triglycerides', 2.4, 'mmol/L', 'high'),
      row('alt', 28, 'U/L', null),
    ],
  },
  {
    // A Luxembourg lab's results portal, semicolon-separated export: decimal commas, dates and times
    // in two columns, counts in 10³/µl and 10⁶/µl (superscript digits), ranges as "13,5 à 17,5", a
    // "Statut" column with "Faible" / "Élevé"; monocytes, reticulocytes and LDH mixed in.
    id: 'h18-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date du prélèvement;Heure;Libellé de l'analyse;Résultat;Unité;Intervalle de référence;Statut
27/11/2024;08:05;Hémoglobine;12,1;g/dl;13,5 à 17,5;Faible
27/11/2024;08:05;Hématocrite;37,2;%;40,0 à 52,0;Faible
27/11/2024;08:05;Érythrocytes;3,52;10⁶/µl;4,50 à 5,90;Faible
27/11/2024;08:05;VGM;105,7;fl;80,0 à 100,0;Élevé
27/11/2024;08:05;TCMH;34,4;pg;27,0 à 33,0;Élevé
27/11/2024;08:05;CCMH;32,5;g/dl;32,0 à 36,0;
27/11/2024;08:05;Leucocytes;3,1;10³/µl;4,0 à 10,0;Faible
27/11/2024;08:05;Neutrophiles;1,2;10³/µl;1,8 à 7,7;Faible
27/11/2024;08:05;Lymphocytes;1,5;10³/µl;1,0 à 4,8;
27/11/2024;08:05;Monocytes;0,3;10³/µl;0,2 à 1,0;
27/11/2024;08:05;Plaquettes;131;10³/µl;150 à 400;Faible
27/11/2024;08:05;Réticulocytes;38;10³/µl;25 à 100;
27/11/2024;08:05;LDH;262;U/l;135 à 225;Élevé
27/11/2024;08:05;Vitamine B12;189;pg/ml;197 à 771;Faible
27/11/2024;08:05;Acide folique;2,9;ng/ml;3,9 à 26,8;Faible
27/11/2024;08:05;CRP;1,1;mg/l;< 5,0;`,
    expected: [
      row('haemoglobin', 12.1, 'g/dL', 'low'),
      row('haematocrit', 37.2, '%', 'low'),
      row('red_cells', 3.52, '10^12/L', 'low'),
      row('mcv', 105.7, 'fL', 'high'),
      row('mch', 34.4, 'pg', 'high'),
      row('mchc', 32.5, 'g/dL', null),
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('platelets', 131, '10^9/L', 'low'),
      row('vitamin_b12', 189, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('crp', 1.1, 'mg/L', null),
    ],
  },
  {
    // A Québec health portal's comma-separated export: ISO date and time in one field, decimal
    // commas, so only the fields holding a comma are quoted (values, ranges, one test name, the eGFR
    // unit), an "Indicateur" column with H; non-HDL cholesterol, the CT/HDL ratio (no unit) and a
    // urine albumin/creatinine ratio mixed in.
    id: 'h18-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement,Analyse,Résultat,Unité,Valeurs de référence,Indicateur
2024-11-28 07:41,Glucose à jeun,"5,9",mmol/L,"3,6 - 6,0",
2024-11-28 07:41,Hémoglobine glyquée (HbA1c),"6,3",%,"4,0 - 6,0",H
2024-11-28 07:41,Cholestérol total,"5,62",mmol/L,"< 5,20",H
2024-11-28 07:41,Cholestérol HDL,"1,08",mmol/L,"> 1,00",
2024-11-28 07:41,Cholestérol LDL (calculé),"3,68",mmol/L,"< 3,40",H
2024-11-28 07:41,Cholestérol non-HDL,"4,54",mmol/L,"< 4,20",H
2024-11-28 07:41,Triglycérides,"1,89",mmol/L,"< 1,70",H
2024-11-28 07:41,Rapport cholestérol total/HDL,"5,20",,"< 5,00",H
2024-11-28 07:41,Créatinine,96,µmol/L,60 - 110,
2024-11-28 07:41,DFGe (CKD-EPI),67,"mL/min/1,73m²",> 60,
2024-11-28 07:41,Sodium,140,mmol/L,135 - 145,
2024-11-28 07:41,Potassium,"4,9",mmol/L,"3,5 - 5,0",
2024-11-28 07:41,Acide urique,412,µmol/L,200 - 430,
2024-11-28 07:41,ALT,22,U/L,< 41,
2024-11-28 07:41,TSH,"2,71",mUI/L,"0,32 - 5,04",
2024-11-28 07:41,"Albumine/créatinine, urine","1,8",mg/mmol,"< 3,0",`,
    expected: [
      row('glucose', 5.9, 'mmol/L', null),
      row('hba1c', 6.3, '%', 'high'),
      row('cholesterol', 5.62, 'mmol/L', 'high'),
      row('hdl', 1.08, 'mmol/L', null),
      row('ldl', 3.68, 'mmol/L', 'high'),
      row('triglycerides', 1.89, 'mmol/L', 'high'),
      row('creatinine', 96, 'µmol/L', null),
      row('egfr', 67, 'mL/min/1.73m²', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('uric_acid', 412, 'µmol/L', null),
      row('alt', 22, 'U/L', null),
      row('tsh', 2.71, 'mU/L', null),
    ],
  },
  {
    // A Swiss cantonal hospital's portal (Vaud), tab-separated export: decimal POINTS, dates as
    // DD.MM.YYYY, ranges as "2.15-2.50" / "<17" / ">60" in one column, no flag column (each flag
    // from its range), an earlier result and its date in two more columns (empty when none), a urine
    // stick with "neg" / "++"; phosphate, PTH and transferrin mixed in.
    id: 'h18-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Date\tHeure\tAnalyse\tRésultat\tUnité\tValeurs de référence\tRésultat précédent\tDate précédente
18.11.2024\t08:12\tProtéines totales\t71\tg/l\t66-83\t69\t02.05.2024
18.11.2024\t08:12\tAlbumine\t44\tg/l\t35-52\t43\t02.05.2024
18.11.2024\t08:12\tCalcium total\t2.71\tmmol/l\t2.15-2.50\t2.58\t02.05.2024
18.11.2024\t08:12\tPhosphate\t0.74\tmmol/l\t0.81-1.45\t\t
18.11.2024\t08:12\tParathormone (PTH)\t1.1\tpmol/l\t1.6-6.9\t\t
18.11.2024\t08:12\t25-OH-vitamine D\t212\tnmol/l\t50-150\t148\t02.05.2024
18.11.2024\t08:12\tCréatinine\t81\tµmol/l\t59-104\t78\t02.05.2024
18.11.2024\t08:12\teGFR (CKD-EPI)\t86\tml/min/1.73m2\t>60\t90\t02.05.2024
18.11.2024\t08:12\tFer\t17.4\tµmol/l\t9.0-30.4\t\t
18.11.2024\t08:12\tTransferrine\t2.41\tg/l\t2.00-3.60\t\t
18.11.2024\t08:12\tSaturation de la transferrine\t29\t%\t16-45\t\t
18.11.2024\t08:12\tFerritine\t96\tµg/l\t30-400\t\t
18.11.2024\t08:12\tBilirubine totale\t9\tµmol/l\t<17\t\t
18.11.2024\t08:12\tALAT\t19\tU/l\t<50\t\t
18.11.2024\t08:12\tASAT\t24\tU/l\t<50\t\t
18.11.2024\t08:12\tPhosphatase alcaline\t101\tU/l\t40-129\t\t
18.11.2024\t08:12\tGamma-GT\t33\tU/l\t<60\t\t
18.11.2024\t09:30\tBandelette urinaire : pH\t6.5\t\t5.0-8.0\t\t
18.11.2024\t09:30\tBandelette urinaire : protéines\tneg\t\tneg\t\t
18.11.2024\t09:30\tBandelette urinaire : sang\t++\t\tneg\t\t
18.11.2024\t09:30\tBandelette urinaire : leucocytes\tneg\t\tneg\t\t
18.11.2024\t09:30\tBandelette urinaire : nitrites\tneg\t\tneg\t\t`,
    expected: [
      row('total_protein', 71, 'g/L', null),
      row('albumin', 44, 'g/L', null),
      row('calcium', 2.71, 'mmol/L', 'high'),
      row('vitamin_d', 212, 'nmol/L', 'high'),
      row('creatinine', 81, 'µmol/L', null),
      row('egfr', 86, 'mL/min/1.73m²', null),
      row('iron', 17.4, 'µmol/L', null),
      row('transferrin_saturation', 29, '%', null),
      row('ferritin', 96, 'µg/L', null),
      row('bilirubin', 9, 'µmol/L', null),
      row('alt', 19, 'U/L', null),
      row('ast', 24, 'U/L', null),
      row('alp', 101, 'U/L', null),
      row('ggt', 33, 'U/L', null),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
]

export default moreCases
