/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), French, continued (see fr-12.ts): second part (see
 * fr.ts): portal CSV exports from France and Belgium, and reports from Luxembourg, a French
 * hospital's emergency lab and a French lab printing two units per result. Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale
 * does not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // France, patient portal CSV export: a date column first, an "Interprétation" column
    // (Bas/Haut/Normal), B12 and folate in pg/ml and ng/ml, a CRP printed as "< 0,6",
    // reticulocytes and homocysteine mixed in.
    id: 'h11-fr-6',
    language: 'fr',
    kind: 'csv',
    text: `Date;Examen;Résultat;Unité;Valeurs de référence;Interprétation
08/01/2024;Hémoglobine;11,9;g/dl;12,0 - 16,0;Bas
08/01/2024;Volume globulaire moyen (VGM);104;fl;80 - 100;Haut
08/01/2024;Réticulocytes;38;G/l;20 - 120;Normal
08/01/2024;Vitamine B12;168;pg/ml;197 - 771;Bas
08/01/2024;Folates sériques;2,9;ng/ml;3,9 - 26,8;Bas
08/01/2024;Homocystéine;21,4;µmol/l;5,0 - 15,0;Haut
08/01/2024;Ferritine;212;ng/ml;13 - 150;Haut
08/01/2024;25-OH Vitamine D (D2+D3);14,2;ng/ml;30 - 100;Bas
08/01/2024;Protéine C réactive (CRP);< 0,6;mg/l;< 5,0;Normal
08/01/2024;TSH ultrasensible;2,14;mUI/l;0,40 - 4,00;Normal
08/01/2024;Calcium;2,31;mmol/l;2,15 - 2,55;Normal`,
    expected: [
      row('haemoglobin', 11.9, 'g/dL', 'low'),
      row('mcv', 104, 'fL', 'high'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
      row('ferritin', 212, 'ng/mL', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('crp', 0.6, 'mg/L', null),
      row('tsh', 2.14, 'mU/L', null),
      row('calcium', 2.31, 'mmol/L', null),
    ],
  },
  {
    // Luxembourg: the range BEFORE the unit, a previous-result column at the end (with its own
    // stars), "*" after an abnormal value, counts in 10³/µl and 10^6/µl, conventional units.
    id: 'h11-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE LUXEMBOURG
Route d'Exemple 1, L-0000 Luxembourg — Tél. +352 00 00 00
Patient : TEST Personne      Né le : 01/01/1972      Matricule : 1972 0101 000
Prélèvement : 22/01/2024 07:45      Médecin : Dr Exemple      Rapport : définitif
Analyse                          Résultat    Réf.              Unité           Résultat précédent (15/06/2023)
HÉMATOLOGIE
Globules blancs                  6,4         4,0 - 10,0        10³/µl          5,9
Globules rouges                  5,21        4,50 - 5,90       10^6/µl         5,08
Hémoglobine                      15,6        13,5 - 17,5       g/dl            15,1
Hématocrite                      46,8        40,0 - 52,0       %               45,3
VGM                              89,8        80,0 - 98,0       fl              89,2
Plaquettes                       231         150 - 400         10³/µl          244
CHIMIE
Glucose                          98          70 - 99           mg/dl           94
Créatinine                       1,02        0,70 - 1,20       mg/dl           0,98
DFG estimé (CKD-EPI)             86          > 60              ml/min/1,73m²   89
Acide urique                     7,8 *       3,5 - 7,2         mg/dl           7,4 *
ALAT (GPT)                       52 *        < 41              U/l             38
ASAT (GOT)                       34          < 40              U/l             29
Gamma-GT                         96 *        < 60              U/l             71 *
Phosphatases alcalines           71          40 - 129          U/l             68
Cholestérol total                236 *       < 190             mg/dl           221 *
HDL-cholestérol                  44          > 40              mg/dl           47
LDL-cholestérol                  158 *       < 115             mg/dl           142 *
Triglycérides                    170 *       < 150             mg/dl           160 *
HbA1c                            5,6         < 5,7             %               5,5
* : résultat en dehors des valeurs de référence
Validé par : Dr Exemple, biologiste — 1/1`,
    expected: [
      row('white_cells', 6.4, '10^9/L', null),
      row('red_cells', 5.21, '10^12/L', null),
      row('haemoglobin', 15.6, 'g/dL', null),
      row('haematocrit', 46.8, '%', null),
      row('mcv', 89.8, 'fL', null),
      row('platelets', 231, '10^9/L', null),
      row('glucose', 98, 'mg/dL', null),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 86, 'mL/min/1.73m²', null),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
      row('alt', 52, 'U/L', 'high'),
      row('ast', 34, 'U/L', null),
      row('ggt', 96, 'U/L', 'high'),
      row('alp', 71, 'U/L', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 158, 'mg/dL', 'high'),
      row('triglycerides', 170, 'mg/dL', 'high'),
      row('hba1c', 5.6, '%', null),
    ],
  },
  {
    // French university hospital, emergency lab at night: "*" BEFORE an out-of-range value, two
    // critical values (haemoglobin 6,2 g/dl, glucose 2,7 mmol/l) each followed by a phone-call line,
    // reticulocytes, lactate, troponin and lipase mixed in.
    id: 'h11-fr-8',
    language: 'fr',
    kind: 'text',
    text: `CHU EXEMPLE — Pôle de biologie — Laboratoire d'urgence (biochimie et hématologie)
Service demandeur : URGENCES ADULTES — UF 0000
IPP : 0000000   NDA : 000000000   TEST Personne, F, née le 01/01/1939
Prélevé le 17/02/2024 à 03:12 — Validé le 17/02/2024 à 03:58
Les résultats hors normes sont précédés de * ; les valeurs critiques ont été téléphonées au service.
Examen                               Résultat        Unité       Normes
HÉMATOLOGIE
Hémoglobine                          * 6,2           g/dl        12,0 - 16,0
   VALEUR CRITIQUE — téléphonée à l'IDE des urgences à 03:40
Leucocytes                           8,9             G/l         4,0 - 10,0
Plaquettes                           * 118           G/l         150 - 400
VGM                                  * 72            fl          80 - 100
TCMH                                 * 22,1          pg          27 - 32
Réticulocytes                        * 146           G/l         20 - 120
BIOCHIMIE
Glucose                              * 2,7           mmol/l      4,1 - 5,9
   VALEUR CRITIQUE — hypoglycémie, téléphonée à l'IDE des urgences à 03:41
Sodium                               * 131           mmol/l      136 - 145
Potassium                            3,9             mmol/l      3,5 - 5,1
Urée                                 * 11,2          mmol/l      2,8 - 7,6
Créatinine                           88              µmol/l      45 - 90
Lactate                              * 3,1           mmol/l      0,5 - 2,2
Troponine T hs                       * 21            ng/l        < 14
Lipase                               34              UI/l        13 - 60
Commentaire : anémie microcytaire sévère ; urée élevée, à confronter à la clinique (saignement digestif ?).
Document édité le 17/02/2024 à 04:02 — page 1/1`,
    expected: [
      row('haemoglobin', 6.2, 'g/dL', 'low'),
      row('white_cells', 8.9, '10^9/L', null),
      row('platelets', 118, '10^9/L', 'low'),
      row('mcv', 72, 'fL', 'low'),
      row('mch', 22.1, 'pg', 'low'),
      row('glucose', 2.7, 'mmol/L', 'low'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('urea', 11.2, 'mmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
    ],
  },
  {
    // Belgium, hospital lab system CSV export: test codes first, the range split into Min and Max
    // columns (Max left empty for eGFR), a Flag column (H/L, empty when normal), a comment column,
    // iron in µmol/l, anti-TPO and transferrin mixed in.
    id: 'h11-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Code;Analyse;Valeur;Unité;Min;Max;Flag;Commentaire
TSH;TSH;6,82;µUI/ml;0,35;4,94;H;
FT4;T4 libre;9,1;pmol/l;9,0;19,0;;
FT3;T3 libre;3,2;pmol/l;2,6;5,7;;
ATPO;Anticorps anti-TPO;412;UI/ml;0;5,6;H;
GLU;Glucose;101;mg/dl;70;99;H;Prélèvement non à jeun
HBA1C;Hémoglobine glyquée (HbA1c);5,9;%;4,0;6,0;;
CREA;Créatinine;0,84;mg/dl;0,51;0,95;;
EGFR;eGFR (CKD-EPI);79;ml/min/1,73m²;90;;L;
UA;Acide urique;4,1;mg/dl;2,4;5,7;;
CRP;CRP;12,4;mg/l;0;5;H;
FE;Fer;8,6;µmol/l;10,7;32,2;L;
FERR;Ferritine;22;ng/ml;15;150;;
TRF;Transferrine;3,12;g/l;2,00;3,60;;
SATF;Saturation de la transferrine;11;%;20;50;L;`,
    expected: [
      row('tsh', 6.82, 'mU/L', 'high'),
      row('free_t4', 9.1, 'pmol/L', null),
      row('free_t3', 3.2, 'pmol/L', null),
      row('glucose', 101, 'mg/dL', 'high'),
      row('hba1c', 5.9, '%', null),
      row('creatinine', 0.84, 'mg/dL', null),
      row('egfr', 79, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 4.1, 'mg/dL', null),
      row('crp', 12.4, 'mg/L', 'high'),
      row('iron', 8.6, 'µmol/L', 'low'),
      row('ferritin', 22, 'ng/mL', null),
      row('transferrin_saturation', 11, '%', 'low'),
    ],
  },
  {
    // France (Bordeaux), private lab printing each chemistry result twice: the value in g/l or mg/l
    // with its range, then the same result converted to mmol/l or µmol/l on a line without a name.
    // The second line is a conversion of the same result, not a second result: only the first
    // (primary) value is expected. Dotted leaders, ranges written "0,70 à 1,05", an antériorité
    // column, the IFCC HbA1c given only in a comment line.
    id: 'h11-fr-10',
    language: 'fr',
    kind: 'text',
    text: `SELAS LABORATOIRE EXEMPLE — Biologie médicale
Site de Bordeaux-Exemple — Tél. 00 00 00 00 00
M. TEST Personne       Né le 01/01/1966       Dossier 0000000000
Prélèvement du 09/04/2024 à 07:30 (à jeun)   Prescrit par Dr Exemple
                                                             Valeurs de référence     Antériorités
BIOCHIMIE
Glycémie à jeun ............................ 1,26 g/l        (0,70 à 1,05)           1,12 le 03/10/23
                                             6,99 mmol/l     (3,89 à 5,83)
Hémoglobine glyquée (HbA1c) ................ 6,6 %           (4,0 à 6,0)             6,2 le 03/10/23
Équivalent IFCC : 49 mmol/mol
Créatinine ................................. 8,4 mg/l        (7,0 à 12,0)            8,1 le 03/10/23
                                             74 µmol/l       (62 à 106)
DFG estimé selon CKD-EPI ................... 96 ml/min/1,73m²  (> 90)
Acide urique ............................... 71 mg/l         (35 à 70)               66 le 03/10/23
                                             422 µmol/l      (208 à 416)
BILAN LIPIDIQUE
Cholestérol total .......................... 2,45 g/l        (< 2,00)                2,31 le 03/10/23
                                             6,34 mmol/l     (< 5,17)
Cholestérol HDL ............................ 0,52 g/l        (> 0,40)
                                             1,34 mmol/l     (> 1,03)
Triglycérides .............................. 1,55 g/l        (< 1,50)
                                             1,77 mmol/l     (< 1,71)
Cholestérol LDL calculé (Friedewald) ....... 1,62 g/l        (< 1,60)                1,49 le 03/10/23
                                             4,19 mmol/l     (< 4,14)
ENZYMOLOGIE
ASAT (TGO) ................................. 31 UI/l         (< 40)
ALAT (TGP) ................................. 45 UI/l         (< 41)
Gamma-glutamyltransférase (GGT) ............ 88 UI/l         (< 60)
Conclusion du biologiste : hyperglycémie modérée à jeun, HbA1c en hausse ; dyslipidémie.
Page 1/1`,
    expected: [
      row('glucose', 1.26, 'g/L', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('creatinine', 8.4, 'mg/L', null),
      row('egfr', 96, 'mL/min/1.73m²', null),
      row('uric_acid', 71, 'mg/L', 'high'),
      row('cholesterol', 2.45, 'g/L', 'high'),
      row('hdl', 0.52, 'g/L', null),
      row('triglycerides', 1.55, 'g/L', 'high'),
      row('ldl', 1.62, 'g/L', 'high'),
      row('ast', 31, 'U/L', null),
      row('alt', 45, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
    ],
  },
]

export default moreCases
