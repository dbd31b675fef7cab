/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), French, second file (see fr-16.ts): a Luxembourg
 * urine and blood report, a Moroccan anaemia work-up, a French hospital check-up, a Swiss hospital
 * CSV and a Belgian portal CSV. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (urine cytology, culture, VS,
 * réticulocytes, PTH, lipase, lactate, procalcitonine, anti-TPO, non-HDL …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Luxembourg lab, suspected urinary infection: an asterisk before abnormal values, blood
    // leucocytes, then the dipstick in words and plus signs against "négatif", then urine cytology
    // whose "Leucocytes" and "Hématies" per µl are NOT dipstick or blood-count rows, then culture.
    id: 'h15-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE — Esch-sur-Alzette (Luxembourg)
Patient(e) : PERSONNE Test          Né(e) le 01.01.1994          Sexe : F
Demande n° 240712-0456      Prélèvement : 12.07.2024 08:05 (sang ; urines du milieu de jet)
Médecin prescripteur : Dr Exemple
Les résultats en dehors des normes sont précédés d'un astérisque (*).

SANG                                    Résultat       Unité        Normes
Protéine C-réactive (CRP)           *   48,2           mg/l         < 5,0
Créatinine                              71             µmol/l       45 - 84
Leucocytes                          *   12,4           G/l          4,0 - 10,0

URINES — Bandelette réactive (lecture automatisée)
pH                                      6,5                         5,0 - 8,0
Densité                                 1,025                       1,005 - 1,030
Protéines                           *   traces                      négatif
Glucose                                 négatif                     négatif
Corps cétoniques                        négatif                     négatif
Sang (hémoglobine)                  *   ++                          négatif
Leucocytes (estérases)              *   +++                         négatif
Nitrites                            *   +                           négatif
Urobilinogène                           normal                      normal

URINES — Cytologie quantitative (cytométrie en flux)
Leucocytes                          *   420            /µl          < 20
Hématies                            *   65             /µl          < 20
Cellules épithéliales                   8              /µl          < 15
Bactéries                           *   nombreuses

CULTURE
Escherichia coli > 10^5 UFC/ml — antibiogramme en page 2.
                                                                         Page 1/2
ANTIBIOGRAMME (Escherichia coli)
Amoxicilline R — Amoxicilline + acide clavulanique S — Fosfomycine S — Nitrofurantoïne S
Pivmécillinam S — Ciprofloxacine S — Triméthoprime-sulfaméthoxazole R
Interprétation selon les recommandations EUCAST en vigueur.               Page 2/2`,
    expected: [
      row('crp', 48.2, 'mg/L', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('urine_ph', 6.5, '', null),
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
    // A Moroccan private lab (Casablanca): counts per mm³ with superscript powers (10⁶/mm³,
    // 10³/mm³), "Valeurs usuelles", a Bas/Haut column after the range, a critical haemoglobin with
    // a note, ESR and reticulocytes mixed in, iron in µmol/L and ferritin in ng/mL.
    id: 'h15-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES AL EXEMPLE — Casablanca
Biologiste : Dr Test Exemple, pharmacien biologiste
Patiente : Mme PERSONNE Test        Née le : 01/01/1987        Âge : 37 ans
Prescripteur : Dr Exemple           Date de prélèvement : 18/04/2024        Dossier : 0418-0112

                                   Résultat     Unité         Valeurs usuelles
HÉMOGRAMME
Globules rouges                    3,23         10⁶/mm³       3,80 - 5,20         Bas
Hémoglobine                        6,4          g/dL          12,0 - 16,0         Bas
Hématocrite                        22,0         %             37,0 - 47,0         Bas
VGM                                68           fl            80 - 100            Bas
TCMH                               19,8         pg            27 - 32             Bas
CCMH                               29,1         g/dL          32 - 36             Bas
Globules blancs                    6,8          10³/mm³       4,0 - 10,0
Polynucléaires neutrophiles        3,9          10³/mm³       1,8 - 7,5
Polynucléaires éosinophiles        0,2          10³/mm³       0,0 - 0,5
Lymphocytes                        2,2          10³/mm³       1,0 - 4,0
Monocytes                          0,5          10³/mm³       0,2 - 1,0
Plaquettes                         512          10³/mm³       150 - 400           Haut
Réticulocytes                      38           10³/mm³       25 - 85
Frottis : hypochromie, microcytose, anisocytose. Pas de cellules anormales.
>>> Valeur critique (hémoglobine) : prescripteur informé le 18/04/2024 à 11h20.

VITESSE DE SÉDIMENTATION
1ère heure                         38           mm            < 20                Haut

BIOCHIMIE
Fer sérique                        4,1          µmol/L        9,0 - 30,4          Bas
Ferritine                          3,8          ng/mL         13 - 150            Bas
Protéine C réactive (CRP)          12,6         mg/L          < 6                 Haut
Vitamine B12                       312          pg/mL         197 - 771
Folates sériques                   3,1          ng/mL         3,9 - 26,8          Bas

Résultats validés — Le biologiste.`,
    expected: [
      row('red_cells', 3.23, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22, '%', 'low'),
      row('mcv', 68, 'fL', 'low'),
      row('mch', 19.8, 'pg', 'low'),
      row('mchc', 29.1, 'g/dL', 'low'),
      row('white_cells', 6.8, '10^9/L', null),
      row('neutrophils', 3.9, '10^9/L', null),
      row('lymphocytes', 2.2, '10^9/L', null),
      row('platelets', 512, '10^9/L', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('ferritin', 3.8, 'ng/mL', 'low'),
      row('crp', 12.6, 'mg/L', 'high'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
    ],
  },
  {
    // A French general hospital, day-hospital check-up: arrows BEFORE the value, an earlier result
    // column dated in its heading, a vitamin D interpretation line full of numbers, PTH in pg/mL
    // (a unit Hale knows for a test it does not), lipase and phosphorus mixed in.
    id: 'h15-fr-8',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — Pôle de biologie et pathologie
Laboratoire de biochimie
IPP : 0000000     Patient : PERSONNE Test     Né le 01/01/1972     Sexe : M
Service demandeur : Médecine interne — Hôpital de jour
Prélèvement : 25/01/2024 08:40     Validation : 25/01/2024 15:12

Examen                                    Résultat        Unité      Valeurs de référence   Antérieur
                                                                                            14/06/2023
BILAN HÉPATIQUE
ASAT                                      ↑ 58            UI/L       < 40                   44
ALAT                                      ↑ 87            UI/L       < 41                   63
Gamma-glutamyl transférase (GGT)          ↑ 214           UI/L       < 60                   158
Phosphatases alcalines                      96            UI/L       40 - 130               88
Bilirubine totale                           14            µmol/L     < 21                   11
Albumine                                    41,2          g/L        35,0 - 52,0
Protéines totales                           73            g/L        64 - 83
Lipase                                      38            UI/L       13 - 60

BILAN PHOSPHOCALCIQUE
Calcium                                     2,31          mmol/L     2,20 - 2,60            2,35
Phosphore                                   0,98          mmol/L     0,81 - 1,45
Parathormone (PTH intacte)                ↑ 72            pg/mL      15 - 65
25-OH vitamine D (D2 + D3)                ↓ 18,4          ng/mL      30 - 100               22,1
  Carence < 10 ng/mL ; insuffisance 10 à 30 ng/mL ; valeurs recommandées 30 à 100 ng/mL.

HORMONOLOGIE
TSH ultrasensible                           2,06          mUI/L      0,40 - 4,00            1,88
T4 libre                                    15,3          pmol/L     12,0 - 22,0
T3 libre                                  ↓ 2,9           pmol/L     3,1 - 6,8

BILAN MARTIAL
Ferritine                                 ↑ 612           µg/L       30 - 400               485
Coefficient de saturation de la transferrine  38          %          20 - 40

Technique : immunoanalyse sur automate. Valeurs de référence adaptées à l'âge et au sexe.
↑ : supérieur à la valeur de référence   ↓ : inférieur à la valeur de référence      Page 1/1`,
    expected: [
      row('ast', 58, 'U/L', 'high'),
      row('alt', 87, 'U/L', 'high'),
      row('ggt', 214, 'U/L', 'high'),
      row('alp', 96, 'U/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('albumin', 41.2, 'g/L', null),
      row('total_protein', 73, 'g/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('tsh', 2.06, 'mU/L', null),
      row('free_t4', 15.3, 'pmol/L', null),
      row('free_t3', 2.9, 'pmol/L', 'low'),
      row('ferritin', 612, 'µg/L', 'high'),
      row('transferrin_saturation', 38, '%', null),
    ],
  },
  {
    // A Swiss hospital's patient portal, CSV export: dates with dots, a time column, H/L status,
    // differential in %, g/l haemoglobin, G/l counts, lactate and procalcitonin mixed in.
    id: 'h15-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date;Heure;Analyse;Résultat;Unité;Valeurs de référence;Statut
05.11.2024;07:52;Hémoglobine;131;g/l;134 - 170;L
05.11.2024;07:52;Leucocytes;13,9;G/l;3,5 - 10,0;H
05.11.2024;07:52;Neutrophiles;81;%;40 - 75;H
05.11.2024;07:52;Lymphocytes;11;%;20 - 45;L
05.11.2024;07:52;Monocytes;7;%;2 - 10;
05.11.2024;07:52;Thrombocytes;221;G/l;150 - 450;
05.11.2024;07:52;Sodium;133;mmol/l;136 - 145;L
05.11.2024;07:52;Potassium;3,9;mmol/l;3,5 - 5,1;
05.11.2024;07:52;Urée;9,8;mmol/l;2,8 - 8,1;H
05.11.2024;07:52;Créatinine;118;µmol/l;62 - 106;H
05.11.2024;07:52;eGFR (CKD-EPI);57;ml/min/1,73m²;>60;L
05.11.2024;07:52;Glucose;7,8;mmol/l;3,9 - 11,0;
05.11.2024;07:52;Lactate;2,4;mmol/l;0,5 - 2,2;H
05.11.2024;07:52;CRP;186;mg/l;<5;H
05.11.2024;07:52;Procalcitonine;2,85;µg/l;<0,5;H
05.11.2024;07:52;ALAT;24;U/l;<50;`,
    expected: [
      row('haemoglobin', 131, 'g/L', 'low'),
      row('white_cells', 13.9, '10^9/L', 'high'),
      row('neutrophils', 81, '%', 'high'),
      row('lymphocytes', 11, '%', 'low'),
      row('platelets', 221, '10^9/L', null),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 118, 'µmol/L', 'high'),
      row('egfr', 57, 'mL/min/1.73m²', 'low'),
      row('glucose', 7.8, 'mmol/L', null),
      row('crp', 186, 'mg/L', 'high'),
      row('alt', 24, 'U/L', null),
    ],
  },
  {
    // A Belgian lab's portal, CSV export: a test code first, mg/dl lipids and glucose, µUI/ml TSH,
    // a previous value last, values beyond the measuring range (">2000", ">20,0"), anti-TPO and
    // non-HDL cholesterol mixed in.
    id: 'h15-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Code;Libellé;Valeur;Unité;Normes;Flag;Valeur précédente
GLU;Glucose à jeun;104;mg/dl;70 - 99;H;97
HBA1C;Hémoglobine glyquée (HbA1c);5,9;%;4,0 - 5,6;H;5,7
CHOL;Cholestérol total;231;mg/dl;< 190;H;244
HDL;Cholestérol HDL;62;mg/dl;> 45;;58
LDL;Cholestérol LDL (calculé);147;mg/dl;< 115;H;164
TRIG;Triglycérides;110;mg/dl;< 150;;112
NHDL;Cholestérol non-HDL;169;mg/dl;< 145;H;186
TSH;TSH;5,84;µUI/ml;0,27 - 4,20;H;3,95
FT4;T4 libre;13,9;pmol/l;12,0 - 22,0;;15,1
ATPO;Anticorps anti-TPO;245;UI/ml;< 34;H;
FERR;Ferritine;86;µg/l;15 - 150;;
VITD;Vitamine D (25-OH);21;ng/ml;30 - 100;L;17
B12;Vitamine B12;>2000;pg/ml;197 - 771;H;1240
FOL;Acide folique;>20,0;ng/ml;> 3,9;;`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('hba1c', 5.9, '%', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 62, 'mg/dL', null),
      row('ldl', 147, 'mg/dL', 'high'),
      row('triglycerides', 110, 'mg/dL', null),
      row('tsh', 5.84, 'mU/L', 'high'),
      row('free_t4', 13.9, 'pmol/L', null),
      row('ferritin', 86, 'µg/L', null),
      row('vitamin_d', 21, 'ng/mL', 'low'),
      row('vitamin_b12', 2000, 'pg/mL', 'high'),
      row('folate', 20, 'ng/mL', null),
    ],
  },
]

export default moreCases
