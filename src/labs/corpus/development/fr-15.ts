/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), French: reports from private laboratories and
 * hospitals in France, Québec, Belgium, Switzerland, Luxembourg and Morocco, and portal CSV
 * exports. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (IDR/RDW, éosinophiles, monocytes, VS, transferrine,
 * anti-TPO, holotranscobalamine, osmolalité, trou anionique, cholestérol non-HDL, rapports,
 * troponine, sédiment urinaire …) are not results to extract, nor are the second-unit lines of a
 * report printing two units.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-15-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A private lab in France: no flags at all (out-of-range values were in bold), a previous-value
    // column on the right, and biochemistry in two units, g/l first, then mmol/l on a second
    // nameless line. Only the first unit of each result is expected.
    id: 'h14-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
Site de Vernon-sur-Lys — 12 rue des Peupliers
Biologiste responsable : Dr A. Exemple
COMPTE RENDU D'ANALYSES
Patiente : Mme PERSONNE Test   Née le 01.01.1968
Dossier n° 2403-118   Prélevé le 14/03/2024 à 08h05   Édité le 14/03/2024
Prescripteur : Dr Médecin Traitant
                                     Résultat        Valeurs de référence     Antériorité
HÉMATOLOGIE
Numération formule sanguine (sang total EDTA)
Hématies                             4,12 T/l        (3,80-5,20)              4,30 (02/10/2023)
Hémoglobine                          11,4 g/dl       (11,5-15,5)              12,1
Hématocrite                          35,2 %          (35,0-47,0)              37,0
VGM                                  85,4 fl         (80,0-100,0)             86,0
TCMH                                 27,7 pg         (27,0-32,0)              28,1
CCMH                                 32,4 g/dl       (32,0-36,0)              32,7
IDR (RDW-CV)                         14,9 %          (11,0-15,0)              13,8
Leucocytes                           7,85 G/l        (4,00-10,00)             6,90
Formule leucocytaire
  Polynucléaires neutrophiles        4,87 G/l        (1,80-7,50)              4,02
  Polynucléaires éosinophiles        0,21 G/l        (<0,50)                  0,18
  Polynucléaires basophiles          0,03 G/l        (<0,20)                  0,02
  Lymphocytes                        2,18 G/l        (1,00-4,00)              2,11
  Monocytes                          0,56 G/l        (0,20-1,00)              0,57
Plaquettes                           268 G/l         (150-400)                251
BIOCHIMIE SANGUINE
Glycémie à jeun                      1,18 g/l        (0,70-1,10)              1,06
                                     6,55 mmol/l     (3,89-6,09)              5,89
Créatinine                           8,1 mg/l        (5,0-9,0)                7,6
                                     71,6 µmol/l     (44,2-79,6)              67,2
DFG estimé (CKD-EPI)                 82 ml/min/1,73m²  (>60)                 88
Acide urique                         62 mg/l         (26-60)                  57
                                     369 µmol/l      (155-357)                339
BILAN LIPIDIQUE
Aspect du sérum : limpide
Cholestérol total                    2,46 g/l        (<2,00)                  2,31
                                     6,36 mmol/l     (<5,17)                  5,97
Triglycérides                        1,62 g/l        (<1,50)                  1,38
                                     1,85 mmol/l     (<1,71)                  1,58
Cholestérol HDL                      0,58 g/l        (>0,45)                  0,61
                                     1,50 mmol/l     (>1,16)                  1,58
Cholestérol LDL (calcul de Friedewald)  1,56 g/l     (<1,60)                  1,42
                                     4,03 mmol/l     (<4,14)                  3,67
Cholestérol non-HDL                  1,88 g/l        (<1,90)                  1,70
Les valeurs cibles du LDL-cholestérol dépendent du niveau de risque cardiovasculaire.
Les résultats hors des valeurs de référence sont imprimés en gras.
Page 1/1 — Compte rendu validé par Dr A. Exemple`,
    expected: [
      row('red_cells', 4.12, '10^12/L', null),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 35.2, '%', null),
      row('mcv', 85.4, 'fL', null),
      row('mch', 27.7, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 7.85, '10^9/L', null),
      row('neutrophils', 4.87, '10^9/L', null),
      row('lymphocytes', 2.18, '10^9/L', null),
      row('platelets', 268, '10^9/L', null),
      row('glucose', 1.18, 'g/L', 'high'),
      row('creatinine', 8.1, 'mg/L', null),
      row('egfr', 82, 'mL/min/1.73m²', null),
      row('uric_acid', 62, 'mg/L', 'high'),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('triglycerides', 1.62, 'g/L', 'high'),
      row('hdl', 0.58, 'g/L', null),
      row('ldl', 1.56, 'g/L', null),
    ],
  },
  {
    // A regional hospital in Québec, emergency profile: SI units (haemoglobin in g/L, counts in
    // x10E9/L), an indicator column between result and unit with B (bas) / H (haut) and BC (bas
    // critique) for a critically low glucose, with the call-back line under it.
    id: 'h14-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER RÉGIONAL DU LAC-AUX-HÉRONS
Grappe OPTILAB — Laboratoire de biochimie clinique et d'hématologie
Nom : PERSONNE, TEST   Sexe : M   DDN : 01.01.1954
NAM : XXXX 0000 0000   No dossier : 000000   Unité : Urgence
Prélèvement : 2024-02-19 06:40   Réception : 2024-02-19 06:58
Demandeur : Dr Médecin, urgentologue
Analyse                        Résultat   Indic.   Unités            Intervalle de référence
BIOCHIMIE — PROFIL URGENCE
Sodium                         134        B        mmol/L            135 - 145
Potassium                      3,4        B        mmol/L            3,5 - 5,0
Chlorure                       99                  mmol/L            98 - 107
CO2 total                      24                  mmol/L            22 - 29
Trou anionique                 11                  mmol/L            8 - 16
Glucose (aléatoire)            2,6        BC       mmol/L            3,6 - 7,7
  *** VALEUR CRITIQUE communiquée à l'inf. T. Exemple le 2024-02-19 à 07:12 ***
Urée                           9,8        H        mmol/L            2,5 - 8,0
Créatinine                     128        H        µmol/L            50 - 110
DFGe (CKD-EPI 2021)            48         B        mL/min/1,73 m²    > 60
Calcium total                  2,31                mmol/L            2,15 - 2,55
Albumine                       31         B        g/L               35 - 50
Osmolalité calculée            283                 mmol/kg           275 - 295
HÉMATOLOGIE
Hémoglobine                    128        B        g/L               140 - 180
Leucocytes                     11,6       H        x10E9/L           4,0 - 11,0
Plaquettes                     212                 x10E9/L           140 - 440
Rapport final — Biochimiste clinicien : Dr Exemple
Page 1 de 1`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 128, 'µmol/L', 'high'),
      row('egfr', 48, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.31, 'mmol/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('haemoglobin', 128, 'g/L', 'low'),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('platelets', 212, '10^9/L', null),
    ],
  },
  {
    // A clinic laboratory in Belgium: flags + and - in their own column after the result, the range
    // before the unit, Belgian units (10^6/µl, 10^3/µl, mg/dl), a differential in percent, and a
    // critically low haemoglobin with a comment. VS, RDW, transferrin are not Hale's tests.
    id: 'h14-fr-3',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire de Biologie Clinique — Clinique Sainte-Exemple, Namur
Patient : Personne Test   Né(e) le : 01.01.1979   Sexe : F
N° de demande : 24/031577   Prélèvement : 07.02.2024 10:22   Rapport : complet
Médecin demandeur : Dr Exemple (médecine générale)
Analyse                          Résultat   Flag   Valeurs normales   Unité
HÉMATOLOGIE
Hémoglobine                      6,4        -      12,0 - 16,0        g/dl
   ! Valeur critique : communiquée par téléphone au médecin demandeur le 07.02.2024 à 11:40
Hématocrite                      22,1       -      36,0 - 46,0        %
Globules rouges                  3,02       -      3,90 - 5,20        10^6/µl
VGM                              73,2       -      80,0 - 98,0        fl
HGM                              21,2       -      27,0 - 33,0        pg
CHGM                             29,0       -      32,0 - 36,0        g/dl
RDW                              18,6       +      11,5 - 14,5        %
Globules blancs                  5,9               4,0 - 10,0         10^3/µl
Formule leucocytaire
  Neutrophiles                   58,4              40,0 - 75,0        %
  Lymphocytes                    30,1              20,0 - 45,0        %
  Monocytes                      8,2               2,0 - 10,0         %
  Éosinophiles                   2,8               0,0 - 5,0          %
  Basophiles                     0,5               0,0 - 1,0          %
Plaquettes                       452        +      150 - 400          10^3/µl
Vitesse de sédimentation         28         +      < 20               mm/h
CHIMIE
CRP                              3,1               < 5,0              mg/l
Ferritine                        4          -      15 - 150           µg/l
Transferrine                     3,92       +      2,00 - 3,60        g/l
Saturation de la transferrine    5          -      15 - 45            %
ALT (GPT)                        18                < 35               U/l
AST (GOT)                        22                < 35               U/l
Gamma-GT                         14                < 38               U/l
Phosphatases alcalines           71                35 - 104           U/l
Bilirubine totale                0,4               0,3 - 1,2          mg/dl
Commentaire du biologiste : anémie microcytaire hypochrome sévère, profil de carence martiale.
Frottis sanguin : anisocytose, hypochromie, quelques elliptocytes.
Page 1/1`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 22.1, '%', 'low'),
      row('red_cells', 3.02, '10^12/L', 'low'),
      row('mcv', 73.2, 'fL', 'low'),
      row('mch', 21.2, 'pg', 'low'),
      row('mchc', 29.0, 'g/dL', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('neutrophils', 58.4, '%', null),
      row('lymphocytes', 30.1, '%', null),
      row('platelets', 452, '10^9/L', 'high'),
      row('crp', 3.1, 'mg/L', null),
      row('ferritin', 4, 'µg/L', 'low'),
      row('transferrin_saturation', 5, '%', 'low'),
      row('alt', 18, 'U/L', null),
      row('ast', 22, 'U/L', null),
      row('ggt', 14, 'U/L', null),
      row('alp', 71, 'U/L', null),
      row('bilirubin', 0.4, 'mg/dL', null),
    ],
  },
  {
    // A private lab in Switzerland (Vaud), two pages: arrows before the value, a previous-value
    // column with its date, thyroid, iron and vitamins on page 1, a small blood count on page 2,
    // and a CRP printed as <1.
    id: 'h14-fr-4',
    language: 'fr',
    kind: 'text',
    text: `Laboratoire Exemple SA — Analyses médicales, Lausanne
Rapport final                                                   Page 1 / 2
Patiente : Personne Test   Date de naissance : 01.01.1990   Sexe : féminin
Mandant : Cabinet médical Exemple, Morges
Prélèvement : 05.03.2024 07:50   Réception : 05.03.2024 09:15
Analyse                                Résultat     Unité      Valeurs de réf.    Précédent
Endocrinologie
TSH                                  ↑ 6,84         mU/l       0,27 - 4,20        5,10 (12.2023)
T4 libre                               13,1         pmol/l     12,0 - 22,0        14,0
T3 libre                               4,2          pmol/l     3,1 - 6,8
Anticorps anti-TPO                   ↑ 187          kU/l       < 34
Métabolisme du fer
Fer                                  ↓ 8,2          µmol/l     9,0 - 30,4
Ferritine                            ↓ 11           µg/l       15 - 150           19
Transferrine                           3,4          g/l        2,0 - 3,6
Saturation de la transferrine        ↓ 10           %          16 - 45
Vitamines
Vitamine B12                           248          pmol/l     145 - 569
Holotranscobalamine                    52           pmol/l     > 50
Acide folique (sérum)                  9,6          nmol/l     > 7,0
25-OH-vitamine D (D2 + D3)           ↓ 38           nmol/l     75 - 250           44
   Insuffisance : 25 - 75 nmol/l ; carence : < 25 nmol/l
Valeurs de référence valables pour une femme adulte non enceinte.
--- suite page 2 / 2 ---
Patiente : Personne Test   01.01.1990
Hématologie
Hémoglobine                            121          g/l        117 - 153          126
Leucocytes                             5,4          G/l        3,5 - 10,0
Thrombocytes                           241          G/l        150 - 450
Chimie clinique
CRP                                    <1           mg/l       < 5
Validé par : Dr Exemple, FAMH médecine de laboratoire`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L', null),
      row('free_t3', 4.2, 'pmol/L', null),
      row('iron', 8.2, 'µmol/L', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('transferrin_saturation', 10, '%', 'low'),
      row('vitamin_b12', 248, 'pmol/L', null),
      row('folate', 9.6, 'nmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('haemoglobin', 121, 'g/L', null),
      row('white_cells', 5.4, '10^9/L', null),
      row('platelets', 241, '10^9/L', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // A university hospital in France, night emergency: flags before the result (H, B and HH for
    // a critical potassium), the critical-result phone line under it, a haemolysis note, and
    // tests Hale does not know (phosphore, troponine, lipase) mixed in.
    id: 'h14-fr-5',
    language: 'fr',
    kind: 'text',
    text: `CHU DE SAINT-EXEMPLE — Pôle de biologie et pathologie
Laboratoire de biochimie — Urgences 24h/24
Nom : PERSONNE   Prénom : TEST   Né le 01.01.1947   Sexe : M
IPP : 0000000   UF : Urgences adultes
Prélèvement : 22/01/2024 03:18   Validation biologique : 22/01/2024 04:02
Examen                          Résultat      Unité             Valeurs usuelles
IONOGRAMME SANGUIN (plasma hépariné)
Indice d'hémolyse : absence d'hémolyse
Sodium                          137           mmol/l            136 - 145
Potassium                  HH   6,9           mmol/l            3,4 - 4,5
   >>> Résultat critique téléphoné à l'interne de garde à 03h51. Contrôle conseillé.
Chlore                          104           mmol/l            98 - 107
Bicarbonates               B    17            mmol/l            22 - 29
Protéines totales               66            g/l               64 - 83
Urée                       H    24,6          mmol/l            3,0 - 9,2
Créatinine                 H    412           µmol/l            59 - 104
DFG estimé (CKD-EPI)       B    12            ml/min/1,73m²     > 60
Glucose                    H    6,4           mmol/l            4,1 - 5,9
Calcium                    B    2,04          mmol/l            2,15 - 2,50
Phosphore                  H    2,31          mmol/l            0,81 - 1,45
ENZYMOLOGIE
ASAT                            31            UI/l              < 50
ALAT                            24            UI/l              < 50
Lipase                          38            UI/l              13 - 60
MARQUEURS CARDIAQUES ET INFLAMMATOIRES
Troponine T hs             H    38            ng/l              < 14
Protéine C réactive        H    48,2          mg/l              < 5,0
Légende : H supérieur / B inférieur aux valeurs usuelles ; HH, BB valeur critique.
Page 1 / 1`,
    expected: [
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('total_protein', 66, 'g/L', null),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 412, 'µmol/L', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('calcium', 2.04, 'mmol/L', 'low'),
      row('ast', 31, 'U/L', null),
      row('alt', 24, 'U/L', null),
      row('crp', 48.2, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
