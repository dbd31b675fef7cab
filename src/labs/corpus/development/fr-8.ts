/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), French: medical biology labs and hospitals of
 * France, Belgium, Switzerland, Québec, Morocco, Côte d'Ivoire, Senegal and Luxembourg, as PDF
 * text layers and portal CSV exports. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for
 * tests Hale does not know (IDR/RDW, éosinophiles, basophiles, monocytes, VS, réticulocytes,
 * trou anionique, phosphate, osmolalité, capacité totale de fixation, transferrine, cholestérol
 * non-HDL, rapports, anticorps anti-TPO, glycémie moyenne estimée, clairance de Cockcroft, lipase,
 * cytologie urinaire) and the converted-unit lines under a result are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-8-part-2'

const cases: readonly LabReportCase[] = [
  {
    // French private medical biology lab: blood count and chemistry with an "Antériorités"
    // (previous value) column, H/B flags between value and unit, T/l and G/l; glucose, urea,
    // creatinine and uric acid each followed by an UNNAMED line giving the same result in SI units
    // (not a second row to extract); IDR, eosinophils, basophils, monocytes and ESR are not Hale's.
    id: 'h7-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE EXEMPLE-BIO (fictif)
Site de Villeneuve-Exemple — rue de l'Exemple
Biologistes responsables : Dr A. Exemple, Dr B. Modèle
Patiente : Mme PERSONNE Test           Née le : 01.01.1961           Sexe : F
Dossier n° 240212-0000      Prélevé le 12/02/2024 à 07h45      Édité le 12/02/2024 à 16h20
Prescripteur : Dr C. Exemple, médecine générale
Analyse                                      Résultat          Unité     Valeurs de référence   Antériorités (03/10/23)
HÉMATOLOGIE
Numération formule sanguine (automate, cytométrie de flux)
Hématies                                     4,12              T/l       3,80 – 5,20            4,30
Hémoglobine                                  11,2      B       g/dl      11,5 – 15,5            12,1
Hématocrite                                  34,6      B       %         35,0 – 47,0            36,8
VGM                                          84                fl        80 – 100               86
TCMH                                         27,2              pg        27,0 – 32,0            28,1
CCMH                                         32,4              g/dl      32,0 – 36,0            32,9
IDR (indice de distribution des hématies)    16,8      H       %         11,0 – 15,0            14,2
Leucocytes                                   7,45              G/l       4,00 – 10,00           6,80
Formule leucocytaire
Polynucléaires neutrophiles                  4,62              G/l       1,80 – 7,50            3,95
Polynucléaires éosinophiles                  0,21              G/l       0,04 – 0,80            0,18
Polynucléaires basophiles                    0,03              G/l       < 0,20                 0,02
Lymphocytes                                  2,05              G/l       1,00 – 4,00            2,31
Monocytes                                    0,54              G/l       0,20 – 1,00            0,34
Plaquettes                                   312               G/l       150 – 400              288
Vitesse de sédimentation (1re heure)         28        H       mm        < 20
BIOCHIMIE SANGUINE
Glycémie à jeun                              1,32      H       g/l       0,70 – 1,10            1,18
                                             7,33              mmol/l    3,89 – 6,11            6,55
Urée                                         0,41              g/l       0,15 – 0,45            0,38
                                             6,8               mmol/l    2,5 – 7,5
Créatinine                                   9,8               mg/l      5,7 – 11,1             8,9
                                             87                µmol/l    50 – 98                79
DFG estimé (CKD-EPI)                         61        B       ml/min/1,73 m²  > 90             70
   Stade G2 de la classification KDIGO (DFG 60 à 89) s'il persiste plus de 3 mois.
Acide urique                                 68        H       mg/l      26 – 60                59
                                             405               µmol/l    155 – 357
Ionogramme sanguin
Sodium                                       138               mmol/l    136 – 145              140
Potassium                                    4,3               mmol/l    3,5 – 5,1              4,1
Chlorures                                    101               mmol/l    98 – 107               102
Résultats validés par Dr A. Exemple                                           Page 1/1`,
    expected: [
      row('red_cells', 4.12, '10^12/L', null),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.6, '%', 'low'),
      row('mcv', 84, 'fL', null),
      row('mch', 27.2, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 7.45, '10^9/L', null),
      row('neutrophils', 4.62, '10^9/L', null),
      row('lymphocytes', 2.05, '10^9/L', null),
      row('platelets', 312, '10^9/L', null),
      row('glucose', 1.32, 'g/L', 'high'),
      row('urea', 0.41, 'g/L', null),
      row('creatinine', 9.8, 'mg/L', null),
      row('egfr', 61, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 68, 'mg/L', 'high'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.3, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
    ],
  },
  {
    // Belgian clinical biology lab: mg/dl units throughout, out-of-range values marked "+" (above)
    // or "-" (below) right after the value, one-sided ranges ("< 190", "> 40"), CRP "< 0,5";
    // non-HDL cholesterol and the total/HDL ratio are not Hale's.
    id: 'h7-fr-2',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE CLINIQUE EXEMPLE (fictif) — Namur-Exemple
Agréé INAMI (fictif) · Biologiste : Dr D. Exemple, pharmacien biologiste
Patient : PERSONNE, Test      Né le 01.01.1955      Sexe : M      N° échantillon : 000000
Prélèvement : 18.03.2024 08:05      Médecin prescripteur : Dr E. Modèle
Résultats hors normes marqués + (au-dessus) ou - (en dessous)
Analyse                             Résultat          Unité             Valeurs normales
CHIMIE
Glucose à jeun                      104      +        mg/dl             70 - 100
Hémoglobine glyquée (HbA1c)         6,3      +        %                 4,0 - 6,0
Créatinine                          1,24     +        mg/dl             0,70 - 1,20
eGFR (CKD-EPI)                      58       -        ml/min/1,73m²     > 60
Urée                                48       +        mg/dl             17 - 43
Acide urique                        5,9               mg/dl             3,4 - 7,0
LIPIDES
Cholestérol total                   232      +        mg/dl             < 190
Cholestérol HDL                     38       -        mg/dl             > 40
Cholestérol LDL (calculé)           152      +        mg/dl             < 115
Cholestérol non-HDL                 194      +        mg/dl             < 145
Triglycérides                       210      +        mg/dl             < 150
Rapport cholestérol total/HDL       6,1      +                          < 5,0
   Valeurs cibles du LDL selon le risque cardiovasculaire (ESC) : voir commentaire du biologiste.
FONCTION HÉPATIQUE
Bilirubine totale                   0,8               mg/dl             0,3 - 1,2
ASAT (GOT)                          29                U/l               < 40
ALAT (GPT)                          47       +        U/l               < 41
Gamma-GT                            96       +        U/l               < 60
Phosphatases alcalines              84                U/l               40 - 129
INFLAMMATION
CRP                                 < 0,5             mg/l              < 5,0
Fin du rapport                                                           page 1/1`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('creatinine', 1.24, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('urea', 48, 'mg/dL', 'high'),
      row('uric_acid', 5.9, 'mg/dL', null),
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 152, 'mg/dL', 'high'),
      row('triglycerides', 210, 'mg/dL', 'high'),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('ast', 29, 'U/L', null),
      row('alt', 47, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alp', 84, 'U/L', null),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
  {
    // Swiss (Romandie) hospital central lab at night: arrows BEFORE the value (↑↑ for the critical
    // potassium), the range in square brackets before the unit, haemoglobin in g/l after the
    // chemistry; anion gap, phosphate and osmolality are not Hale's; a critical-value comment.
    id: 'h7-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Hôpital régional Exemple (fictif) — Laboratoire central, Lausanne-Exemple
Rapport de laboratoire — Urgences / Néphrologie
Patient : PERSONNE Test     Date de naissance : 01.01.1950     Sexe : M     N° de cas : 0000000
Prélèvement : 09.06.2024 23:40     Validé : 10.06.2024 00:25     Demandeur : Dr F. Exemple
Analyse                              Résultat          Référence          Unité
CHIMIE CLINIQUE
Sodium                                   135           [135-145]          mmol/l
Potassium                          ↑↑    6,7           [3,5-5,0]          mmol/l
Chlorure                                 100           [98-107]           mmol/l
Bicarbonate                        ↓     16            [22-29]            mmol/l
Trou anionique                     ↑     19            [8-16]             mmol/l
Urée                               ↑     21,4          [2,9-8,2]          mmol/l
Créatinine                         ↑     312           [62-106]           µmol/l
eGFR (CKD-EPI)                     ↓     17            [>60]              ml/min/1,73m2
Acide urique                       ↑     512           [202-416]          µmol/l
Calcium total                      ↓     2,05          [2,15-2,50]        mmol/l
Phosphate                          ↑     2,11          [0,81-1,45]        mmol/l
Protéines totales                        62            [60-80]            g/l
Albumine                           ↓     31            [35-52]            g/l
CRP                                ↑     12            [<5]               mg/l
Osmolalité (mesurée)                     296           [280-300]          mOsm/kg
HÉMATOLOGIE
Hémoglobine                        ↓     98            [133-177]          g/l
  Valeur critique (potassium 6,7 mmol/l) communiquée par téléphone au médecin de garde à 00:20.
  Échantillon non hémolysé.
Page 1/1`,
    expected: [
      row('sodium', 135, 'mmol/L', null),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 100, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 21.4, 'mmol/L', 'high'),
      row('creatinine', 312, 'µmol/L', 'high'),
      row('egfr', 17, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 512, 'µmol/L', 'high'),
      row('calcium', 2.05, 'mmol/L', 'low'),
      row('total_protein', 62, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('crp', 12, 'mg/L', 'high'),
      row('haemoglobin', 98, 'g/L', 'low'),
    ],
  },
  {
    // Québec hospital lab: the words "haut"/"bas" in an Indicateur column, the range BEFORE the
    // unit, x 10^9/L and x 10^12/L, a critical sodium of 117 with its phoned comment, iron studies
    // and vitamins; serum osmolality and total iron-binding capacity are not Hale's.
    id: 'h7-fr-4',
    language: 'fr',
    kind: 'text',
    text: `Centre hospitalier Exemple (fictif) — Laboratoires de biologie médicale, Saint-Exemple (Québec)
Nom : PERSONNE, TEST       DDN : 01.01.1940       Sexe : F       No de dossier : 0000000
Prélevé : 2024-05-06 06:30       Signé : 2024-05-06 09:12       Médecin : Dre I. Exemple
Analyse                               Résultat   Indicateur   Intervalle de référence   Unités
HÉMATOLOGIE
Hémoglobine                           104        bas          115 - 155                 g/L
Globules blancs                       6,2                     4,0 - 11,0                x 10^9/L
Globules rouges                       3,61       bas          4,00 - 5,40               x 10^12/L
VGM                                   78         bas          80 - 100                  fL
Plaquettes                            455        haut         140 - 440                 x 10^9/L
BIOCHIMIE
Sodium                                117        bas          135 - 145                 mmol/L
Potassium                             3,6                     3,5 - 5,0                 mmol/L
Osmolalité sérique                    248        bas          275 - 295                 mmol/kg
Glucose (aléatoire)                   5,8                     3,6 - 7,7                 mmol/L
  Sodium 117 mmol/L : valeur critique communiquée à l'infirmière de l'unité à 07 h 05.
BILAN MARTIAL
Fer sérique                           6          bas          11 - 29                   µmol/L
Capacité totale de fixation (CTF)     78                      45 - 80                   µmol/L
Saturation de la transferrine         8          bas          20 - 50                   %
Ferritine                             8          bas          15 - 247                  µg/L
VITAMINES
Vitamine B12                          148        bas          150 - 650                 pmol/L
Folates sériques                      >45,4                   > 10,0                    nmol/L
25-OH vitamine D                      41         bas          75 - 250                  nmol/L
ENDOCRINOLOGIE
TSH                                   3,12                    0,35 - 5,00               mUI/L
Fin du rapport — page 1 de 1`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('red_cells', 3.61, '10^12/L', 'low'),
      row('mcv', 78, 'fL', 'low'),
      row('platelets', 455, '10^9/L', 'high'),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.6, 'mmol/L', null),
      row('glucose', 5.8, 'mmol/L', null),
      row('iron', 6, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 8, 'µg/L', 'low'),
      row('vitamin_b12', 148, 'pmol/L', 'low'),
      row('folate', 45.4, 'nmol/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('tsh', 3.12, 'mU/L', null),
    ],
  },
  {
    // Moroccan lab's portal CSV export (";" separator, decimal comma): a severe microcytic anaemia
    // with a critical haemoglobin flagged LL, 10^6/µl and 10^3/µl units, ferritin in ng/ml;
    // IDR-CV, monocytes, reticulocytes and ESR are not Hale's.
    id: 'h7-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Analyse;Résultat;Unité;Valeurs usuelles;Indicateur;Date de prélèvement
Hémoglobine;6,4;g/dl;12,0-16,0;LL;15/01/2024
Hématocrite;21,8;%;37,0-47,0;L;15/01/2024
Globules rouges;2,85;10^6/µl;4,00-5,40;L;15/01/2024
VGM;76,5;fl;80,0-100,0;L;15/01/2024
TCMH;22,5;pg;27,0-32,0;L;15/01/2024
CCMH;29,4;g/dl;32,0-36,0;L;15/01/2024
IDR-CV;18,9;%;11,5-14,5;H;15/01/2024
Leucocytes;5,3;10^3/µl;4,0-10,0;;15/01/2024
Polynucléaires neutrophiles;3,10;10^3/µl;1,80-7,00;;15/01/2024
Lymphocytes;1,70;10^3/µl;1,00-4,00;;15/01/2024
Monocytes;0,38;10^3/µl;0,20-1,00;;15/01/2024
Plaquettes;512;10^3/µl;150-400;H;15/01/2024
Réticulocytes;38;10^3/µl;25-100;;15/01/2024
Ferritine;3,2;ng/ml;13-150;L;15/01/2024
Vitesse de sédimentation;42;mm/1h;< 20;H;15/01/2024`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.8, '%', 'low'),
      row('red_cells', 2.85, '10^12/L', 'low'),
      row('mcv', 76.5, 'fL', 'low'),
      row('mch', 22.5, 'pg', 'low'),
      row('mchc', 29.4, 'g/dL', 'low'),
      row('white_cells', 5.3, '10^9/L', null),
      row('neutrophils', 3.1, '10^9/L', null),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('platelets', 512, '10^9/L', 'high'),
      row('ferritin', 3.2, 'ng/mL', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
