/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), French, continued (see fr-11.ts): an ECBU with its
 * dipstick, a Moroccan laboratory, and portal exports from France, Quebec and Switzerland.
 * Synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // France, urinary tract infection work-up: a short blood section, then the dipstick (words and
    // crosses against "Négatif"), then urine cytology whose "Leucocytes" and "Hématies" per mm3 are
    // microscopy, not results to extract, and a culture; urobilinogen and urine bilirubin are not
    // extracted either.
    id: 'h10-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE BIOLOGIE — 3 place du Test — 00000 TESTVILLE
Patiente : Mme PERSON Test                 Née le : 01.01.1990
Prélèvements du 07/07/2025 : sang à 09:05, urines (milieu de jet) à 09:10
Prescripteur : Dr Exemple — Renseignements cliniques : brûlures mictionnelles, fièvre

                                         Résultat         Valeurs de référence
SANG
Protéine C réactive (CRP)                48 mg/L     *    < 5
Leucocytes                               13,2 G/L    *    4,0 - 10,0
Créatinine                               71 µmol/L        45 - 90

EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES
Bandelette urinaire (lecture automatisée)
pH                                       6,5              5,0 - 8,0
Densité                                  1,025            1,005 - 1,030
Protéines                                ++          *    Négatif
Glucose                                  Négatif          Négatif
Corps cétoniques                         Traces      *    Négatif
Sang                                     +++         *    Négatif
Leucocytes                               ++          *    Négatif
Nitrites                                 Positif     *    Négatif
Urobilinogène                            Normal           Normal
Bilirubine                               Négatif          Négatif
Cytologie quantitative (cellule de Malassez)
Leucocytes                               85 /mm3     *    < 10
Hématies                                 40 /mm3     *    < 10
Cellules épithéliales                    Rares
Cylindres                                Absence
Cristaux                                 Absence
Bactériologie
Examen direct : bacilles à Gram négatif
Culture : Escherichia coli > 10^5 UFC/mL — antibiogramme en page 2
(*) Résultat en dehors des valeurs de référence.                               Page 1/2`,
    expected: [
      row('crp', 48, 'mg/L', 'high'),
      row('white_cells', 13.2, '10^9/L', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('urine_ph', 6.5, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Morocco, private laboratory: conventional units (glucose, urea and lipids in g/L, creatinine
    // and uric acid in mg/L), "Haut"/"Bas" written between value and unit, "TSH us" in µUI/mL,
    // microalbuminuria (not extracted) at the end.
    id: 'h10-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE
Boulevard du Test, Testville — Maroc
Nom : M. TEST PERSON            Né le : 01/01/1967            Dossier : 0000/25
Date du prélèvement : 09/07/2025            Prescripteur : Dr EXEMPLE

ANALYSES                               RÉSULTATS            UNITÉS      VALEURS DE RÉFÉRENCE
BIOCHIMIE SANGUINE
Glycémie à jeun                        2,41     Haut        g/L         0,70 - 1,10
Hémoglobine glyquée (HbA1c)            9,8      Haut        %           4,0 - 6,0
Urée                                   0,32                 g/L         0,15 - 0,45
Créatininémie                          9,6                  mg/L        6,0 - 12,0
Acide urique                           52                   mg/L        25 - 70
BILAN LIPIDIQUE
Cholestérol total                      2,12     Haut        g/L         1,50 - 2,00
HDL-cholestérol                        0,36     Bas         g/L         > 0,40
LDL-cholestérol                        1,31                 g/L         < 1,60
Triglycérides                          2,24     Haut        g/L         0,50 - 1,50
Transaminases ASAT (GOT)               22                   UI/L        < 40
Transaminases ALAT (GPT)               27                   UI/L        < 41
BILAN THYROÏDIEN
TSH us                                 1,92                 µUI/mL      0,27 - 4,20
T3 libre                               4,6                  pmol/L      3,1 - 6,8
T4 libre                               16,2                 pmol/L      12,0 - 22,0
URINES DE 24 HEURES
Microalbuminurie                       48       Haut        mg/24h      < 30
Diabète déséquilibré : à contrôler dans trois mois.
Le biologiste : Dr Test`,
    expected: [
      row('glucose', 2.41, 'g/L', 'high'),
      row('hba1c', 9.8, '%', 'high'),
      row('urea', 0.32, 'g/L', null),
      row('creatinine', 9.6, 'mg/L', null),
      row('uric_acid', 52, 'mg/L', null),
      row('cholesterol', 2.12, 'g/L', 'high'),
      row('hdl', 0.36, 'g/L', 'low'),
      row('ldl', 1.31, 'g/L', null),
      row('triglycerides', 2.24, 'g/L', 'high'),
      row('ast', 22, 'U/L', null),
      row('alt', 27, 'U/L', null),
      row('tsh', 1.92, 'mU/L', null),
      row('free_t3', 4.6, 'pmol/L', null),
      row('free_t4', 16.2, 'pmol/L', null),
    ],
  },
  {
    // France, patient portal export: a date column, flags H/B in a last column left empty when
    // normal, TSH receptor antibodies (a row naming TSH, not extracted), vitamin D in nmol/L.
    id: 'h10-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date;Analyse;Résultat;Unité;Valeurs de référence;Hors normes
12/09/2025;Hémoglobine;13,2;g/dL;12,0 - 16,0;
12/09/2025;Leucocytes;4,6;G/L;4,0 - 10,0;
12/09/2025;Plaquettes;221;G/L;150 - 400;
12/09/2025;TSH;0,08;mUI/L;0,40 - 4,00;B
12/09/2025;T4 libre;27,9;pmol/L;11,0 - 22,0;H
12/09/2025;T3 libre;8,1;pmol/L;3,1 - 6,8;H
12/09/2025;Anticorps anti-récepteurs de la TSH;6,2;UI/L;< 1,75;H
12/09/2025;Protéine C réactive;3,1;mg/L;< 5,0;
12/09/2025;Vitamine D (25-OH D2+D3);72;nmol/L;75 - 200;B`,
    expected: [
      row('haemoglobin', 13.2, 'g/dL', null),
      row('white_cells', 4.6, '10^9/L', null),
      row('platelets', 221, '10^9/L', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 27.9, 'pmol/L', 'high'),
      row('free_t3', 8.1, 'pmol/L', 'high'),
      row('crp', 3.1, 'mg/L', null),
      row('vitamin_d', 72, 'nmol/L', 'low'),
    ],
  },
  {
    // Quebec, patient portal export: the range split into minimum and maximum columns (one of
    // them often empty), ISO dates, H/B indicator, non-HDL cholesterol and the total/HDL ratio
    // not extracted.
    id: 'h10-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date du prélèvement;Analyse;Résultat;Unités;Valeur min.;Valeur max.;Indicateur
2025-08-20;Glucose à jeun;6,4;mmol/L;3,6;6,0;H
2025-08-20;Hémoglobine glyquée (HbA1c);6,1;%;4,0;5,9;H
2025-08-20;Cholestérol total;5,84;mmol/L;;5,20;H
2025-08-20;Cholestérol HDL;1,02;mmol/L;1,30;;B
2025-08-20;Cholestérol LDL;3,91;mmol/L;;3,50;H
2025-08-20;Triglycérides;2,02;mmol/L;;1,70;H
2025-08-20;Cholestérol non-HDL;4,82;mmol/L;;4,20;H
2025-08-20;Rapport cholestérol total/HDL;5,7;;;5,0;H
2025-08-20;ALT;38;U/L;;33;H
2025-08-20;Vitamine B12;138;pmol/L;150;;B
2025-08-20;Créatinine;79;µmol/L;50;98;
2025-08-20;DFGe;83;mL/min/1,73m²;60;;`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('cholesterol', 5.84, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', 'low'),
      row('ldl', 3.91, 'mmol/L', 'high'),
      row('triglycerides', 2.02, 'mmol/L', 'high'),
      row('alt', 38, 'U/L', 'high'),
      row('vitamin_b12', 138, 'pmol/L', 'low'),
      row('creatinine', 79, 'µmol/L', null),
      row('egfr', 83, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Switzerland (Romandie), hospital portal export: liver work-up, units in lower case (U/l,
    // µmol/l, g/l), arrows in an "Évaluation" column, a CRP printed "<3", direct bilirubin, lipase
    // and INR (no unit) not extracted.
    id: 'h10-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Paramètre;Valeur;Unité;Valeurs de référence;Évaluation
ASAT;112;U/l;< 50;↑
ALAT;164;U/l;< 50;↑
GGT;388;U/l;< 60;↑
Phosphatase alcaline;142;U/l;40 - 129;↑
Bilirubine totale;34;µmol/l;< 17;↑
Bilirubine directe;21;µmol/l;< 5;↑
Lipase;41;U/l;13 - 60;
Albumine;33;g/l;35 - 52;↓
Protéines totales;66;g/l;66 - 87;
Temps de Quick (INR);1,3;;< 1,2;↑
CRP;<3;mg/l;< 5;`,
    expected: [
      row('ast', 112, 'U/L', 'high'),
      row('alt', 164, 'U/L', 'high'),
      row('ggt', 388, 'U/L', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('bilirubin', 34, 'µmol/L', 'high'),
      row('albumin', 33, 'g/L', 'low'),
      row('total_protein', 66, 'g/L', null),
      row('crp', 3, 'mg/L', null),
    ],
  },
]

export default moreCases
