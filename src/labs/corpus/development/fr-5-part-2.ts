/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), French, second part (fr-5.ts holds the header notes and
 * the first five reports): Côte d'Ivoire, Cameroon, France, Luxembourg, Switzerland. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Where a
 * row prints two units side by side the expected row takes the first-printed value and unit; rows
 * for tests Hale does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Côte d'Ivoire (Abidjan diagnostic centre): blood count in 10³/µl and 10⁶/µl, "*" after
    // out-of-range values (direction from the range), a malaria smear line, then a Combur dipstick
    // with grades, "traces", "positif" and "négatif" against "négatif"; urobilinogène to skip.
    id: 'h4-fr-6',
    language: 'fr',
    kind: 'text',
    text: `CENTRE DE DIAGNOSTIC EXEMPLE — LABORATOIRE D'ANALYSES BIOMÉDICALES
Cocody, Abidjan — Côte d'Ivoire
Nom : PERSONNE Test      Sexe : F      Date de naissance : 01.01.1990
Service demandeur : Consultation externe      Date de prélèvement : 05/08/2024
N° labo : CI-24-08-0571
HÉMOGRAMME
Paramètres                 Résultats      Unités       Valeurs normales
Globules blancs            3,2 *          10³/µl       4,0 - 10,0
  Neutrophiles             1,1 *          10³/µl       1,5 - 7,0
  Lymphocytes              1,7            10³/µl       1,0 - 4,0
Globules rouges            4,05           10⁶/µl       3,80 - 5,20
Hémoglobine                11,6           g/dl         11,5 - 15,5
Hématocrite                35,8           %            35,0 - 47,0
VGM                        88             fl           80 - 100
TCMH                       28,6           pg           27 - 32
CCMH                       32,4           g/dl         32 - 36
Plaquettes                 98 *           10³/µl       150 - 400
Goutte épaisse (recherche de Plasmodium) : absence d'hématozoaires
BANDELETTE URINAIRE (Combur 10)
Paramètres                 Résultats                   Valeurs normales
Protéines                  ++                          négatif
Glucose                    négatif                     négatif
Corps cétoniques           traces                      négatif
Sang                       +++                         négatif
Leucocytes                 +                           négatif
Nitrites                   positif                     négatif
Urobilinogène              normal                      normal
pH                         5,5                         5,0 - 8,0
Densité                    1,025                       1,005 - 1,030
Conclusion : leuconeutropénie et thrombopénie ; ECBU demandé.
Le biologiste : Dr Exemple`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('neutrophils', 1.1, '10^9/L', 'low'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('red_cells', 4.05, '10^12/L', null),
      row('haemoglobin', 11.6, 'g/dL', null),
      row('haematocrit', 35.8, '%', null),
      row('mcv', 88, 'fL', null),
      row('mch', 28.6, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('platelets', 98, '10^9/L', 'low'),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.025, '', null),
    ],
  },
  {
    // Cameroon (Yaoundé lab), diabetes follow-up: current result with its unit, then the previous
    // result with ITS unit, then the range in brackets (no unit) and no flags; microalbuminuria and
    // a CT/HDL ratio to skip.
    id: 'h4-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE DE BIOLOGIE CLINIQUE — YAOUNDÉ (CAMEROUN)
Tél. : +237 000 000 000
Nom et prénom : PERSONNE TEST     Âge : 55 ans     Sexe : M     Né le : 01.01.1969
Prescripteur : Dr Exemple (Médecine interne)     Prélevé le : 11/09/2024
BILAN DE SUIVI DU DIABÈTE
Analyse                         Résultat actuel       Antérieur (12/06/2024)    Normes
Glycémie à jeun                 2,14 g/l              1,86 g/l                  (0,70-1,10)
Hémoglobine glyquée HbA1c       9,2 %                 8,7 %                     (4,0-6,0)
FONCTION RÉNALE
Urée                            0,38 g/l              0,35 g/l                  (0,10-0,50)
Créatinine                      14,6 mg/l             13,1 mg/l                 (6,0-12,0)
DFG estimé (CKD-EPI)            52 ml/min/1,73m²      60 ml/min/1,73m²          (>90)
Microalbuminurie                86 mg/24h             41 mg/24h                 (<30)
IONOGRAMME SANGUIN
Sodium (Na+)                    137 mmol/l            139 mmol/l                (135-145)
Potassium (K+)                  4,9 mmol/l            4,6 mmol/l                (3,5-5,0)
Chlore (Cl-)                    103 mmol/l            101 mmol/l                (98-107)
BILAN LIPIDIQUE
Cholestérol total               2,28 g/l              2,41 g/l                  (<2,00)
HDL-cholestérol                 0,39 g/l              0,42 g/l                  (>0,40)
LDL-cholestérol                 1,49 g/l              1,62 g/l                  (<1,30)
Triglycérides                   2,02 g/l              1,85 g/l                  (<1,50)
Rapport CT/HDL                  5,85                  5,74                      (<4,5)
Équilibre glycémique insuffisant : à revoir avec le médecin traitant.`,
    expected: [
      row('glucose', 2.14, 'g/L', 'high'),
      row('hba1c', 9.2, '%', 'high'),
      row('urea', 0.38, 'g/L', null),
      row('creatinine', 14.6, 'mg/L', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('cholesterol', 2.28, 'g/L', 'high'),
      row('hdl', 0.39, 'g/L', 'low'),
      row('ldl', 1.49, 'g/L', 'high'),
      row('triglycerides', 2.02, 'g/L', 'high'),
    ],
  },
  {
    // France (patient-portal CSV export): dates dd/mm/yyyy, the range split into Min and Max
    // columns (one of them empty for one-sided ranges), status N/H/B; an anti-TSH-receptor antibody
    // row (with "TSH" in its name) and the VS to skip; CRP printed as "<1,0".
    id: 'h4-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date;Examen;Résultat;Unité;Min;Max;Statut
12/10/2024;TSH ultrasensible;0,08;mUI/l;0,27;4,20;B
12/10/2024;T4 libre;24,6;pmol/l;12,0;22,0;H
12/10/2024;T3 libre;7,2;pmol/l;3,1;6,8;H
12/10/2024;Anticorps anti-récepteurs de la TSH;4,8;UI/l;;1,75;H
12/10/2024;Vitamine D (25-OH D2+D3);18,4;ng/ml;30;100;B
12/10/2024;Vitamine B12;245;pg/ml;197;771;N
12/10/2024;Folates sériques;3,1;ng/ml;3,9;26,8;B
12/10/2024;Ferritine;186;ng/ml;30;400;N
12/10/2024;Fer sérique;21,3;µmol/l;12,5;32,2;N
12/10/2024;Coefficient de saturation de la transferrine;38;%;20;40;N
12/10/2024;CRP;<1,0;mg/l;;5,0;N
12/10/2024;Vitesse de sédimentation;12;mm;;20;N`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 24.6, 'pmol/L', 'high'),
      row('free_t3', 7.2, 'pmol/L', 'high'),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('vitamin_b12', 245, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('ferritin', 186, 'ng/mL', null),
      row('iron', 21.3, 'µmol/L', null),
      row('transferrin_saturation', 38, '%', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // Luxembourg (private lab, German-style layout in French): the unit column BEFORE the result,
    // /nl and /pl counts, differential in %, flags "+" / "–" after the value; two pages with a
    // repeated header; a dipstick on page 2 written "nég.", "traces", "2+" — its "Leucocytes" row
    // is the urine one. VPM and calculated osmolality to skip.
    id: 'h4-fr-9',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRES EXEMPLE LUXEMBOURG S.A.
Rue Fictive 1, L-0000 Luxembourg
Patient : Test PERSON   Né le 01.01.1983   Sexe : M
Médecin : Dr Démo, Esch-sur-Alzette   Prélèvement : 21.10.2024 07:55   Édition : 21.10.2024 16:02
                                                                        Page 1 de 2
Paramètre                          Unité        Résultat        Valeurs de référence
HÉMATOLOGIE
Leucocytes                         /nl          11,8 +          4,0 - 10,0
Érythrocytes                       /pl          5,31            4,50 - 5,90
Hémoglobine                        g/dl         15,9            13,5 - 17,5
Hématocrite                        %            46,2            40 - 52
VGM                                fl           87              80 - 96
Plaquettes                         /nl          265             150 - 400
Neutrophiles                       %            78,4 +          40 - 75
Lymphocytes                        %            14,1 –          20 - 45
VPM                                fl           10,6            7,5 - 12,0
BIOCHIMIE
Sodium                             mmol/l       141             136 - 145
Potassium                          mmol/l       4,0             3,5 - 5,1
Bicarbonates                       mmol/l       26              22 - 29
Glucose                            mg/dl        97              74 - 106
Osmolalité calculée                mOsm/kg      292             275 - 295
CRP                                mg/l         36,5 +          < 5,0
                                                                        Page 2 de 2
Patient : Test PERSON   Né le 01.01.1983
Paramètre                          Unité        Résultat        Valeurs de référence
URINES — BANDELETTE
Densité                                         1,030           1,010 - 1,030
pH                                              5,0             5,0 - 7,5
Leucocytes                                      nég.            nég.
Nitrites                                        nég.            nég.
Protéines                                       traces          nég.
Glucose                                         nég.            nég.
Cétones                                         2+              nég.
Sang                                            nég.            nég.
Validé par : Dr Fictif, spécialiste en biologie clinique`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 5.31, '10^12/L', null),
      row('haemoglobin', 15.9, 'g/dL', null),
      row('haematocrit', 46.2, '%', null),
      row('mcv', 87, 'fL', null),
      row('platelets', 265, '10^9/L', null),
      row('neutrophils', 78.4, '%', 'high'),
      row('lymphocytes', 14.1, '%', 'low'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4, 'mmol/L', null),
      row('bicarbonate', 26, 'mmol/L', null),
      row('glucose', 97, 'mg/dL', null),
      row('crp', 36.5, 'mg/L', 'high'),
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 5, '', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
    ],
  },
  {
    // Switzerland (Geneva group practice portal CSV): SI units, a Flag column "H" or empty, a
    // previous result and its date at the end of each line (some empty); Lp(a) and CK to skip.
    id: 'h4-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Analyse;Résultat;Unité;Intervalle de référence;Flag;Résultat précédent;Date précédente
Hémoglobine glyquée (HbA1c);5,4;%;< 5,7;;5,6;14.11.2023
Glucose;5,1;mmol/l;3,9 - 6,1;;5,3;14.11.2023
Cholestérol total;4,1;mmol/l;< 5,0;;6,2;14.11.2023
Cholestérol HDL;1,52;mmol/l;> 1,0;;1,41;14.11.2023
Cholestérol LDL;2,01;mmol/l;< 2,6;;4,05;14.11.2023
Triglycérides;1,25;mmol/l;< 1,7;;1,66;14.11.2023
Lipoprotéine (a);182;nmol/l;< 75;H;;
Créatine kinase (CK);412;U/l;< 190;H;128;14.11.2023
ASAT;44;U/l;< 35;H;28;14.11.2023
ALAT;39;U/l;< 35;H;31;14.11.2023
Créatinine;88;µmol/l;62 - 106;;85;14.11.2023
eGFR CKD-EPI;82;ml/min/1,73m2;> 60;;85;14.11.2023
Acide urique;455;µmol/l;202 - 417;H;438;14.11.2023
TSH;2,15;mU/l;0,27 - 4,20;;;
Chlorure;104;mmol/l;98 - 107;;;
Calcium total;2,61;mmol/l;2,15 - 2,55;H;;
Albumine;43;g/l;35 - 52;;;`,
    expected: [
      row('hba1c', 5.4, '%', null),
      row('glucose', 5.1, 'mmol/L', null),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('hdl', 1.52, 'mmol/L', null),
      row('ldl', 2.01, 'mmol/L', null),
      row('triglycerides', 1.25, 'mmol/L', null),
      row('ast', 44, 'U/L', 'high'),
      row('alt', 39, 'U/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 82, 'mL/min/1.73m²', null),
      row('uric_acid', 455, 'µmol/L', 'high'),
      row('tsh', 2.15, 'mU/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('calcium', 2.61, 'mmol/L', 'high'),
      row('albumin', 43, 'g/L', null),
    ],
  },
]

export default moreCases
