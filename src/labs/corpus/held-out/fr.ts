/**
 * Lab report corpus, HELD-OUT half (nineteenth set), French: a Lyon university hospital's dialysis
 * work-up with dot leaders, arrows after the value (↑↑ for a critical potassium) and ranges in
 * parentheses, a Liège hospital blood count with sex-split ranges, ▲ / ▼ marks and a differential in
 * % and absolute count on one line, a Tunis endocrinology report in SI units with the conventional
 * value in parentheses and "VN :" ranges, a Montréal hospital report with "Dans les normes" / "Hors
 * normes" result columns and no marks, and a Thiès (Senegal) prenatal check with "de … à …" ranges,
 * "(Bas)" marks and a urine stick read as "Albumine" / "Sucre". Run only to measure the extractor,
 * never to tune it. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (trou anionique, phosphore, RDW, monocytes,
 * éosinophiles, basophiles, transferrine, vitesse de sédimentation, anticorps anti-récepteurs de la
 * TSH, lipase, cholestérol non-HDL, groupe sanguin, électrophorèse de l'hémoglobine, sérologies …)
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-2'

const cases: readonly LabReportCase[] = [
  {
    // A Lyon university hospital, nephrology-dialysis ward, early-morning sample: dot leaders between
    // the test name and its value, arrows after the value (↑↑ for a critical value), ranges in
    // parentheses after the unit, a dated earlier-result column, a total protein exactly on its lower
    // bound, anion gap and phosphorus mixed in, a critical potassium called back, a second page.
    id: 'h19-fr-1',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER UNIVERSITAIRE EXEMPLE — LYON
Pôle de biologie — Laboratoire de biochimie — Biologiste responsable : Dr Exemple
Patient : M. PERSONNE Test          Né le : 01/01/1951          IPP : 0000000          UF : Néphrologie-dialyse (Dr Exemple)
Prélèvement : 09/12/2024 06h10 (sang veineux, tube hépariné)          Réception : 09/12/2024 06h38          Validation : 09/12/2024 07h25
Légende : ↑ supérieur / ↓ inférieur aux valeurs de référence ; ↑↑ / ↓↓ valeur critique

                                                                  Valeurs de référence       Antériorité (02/12/2024)
IONOGRAMME SANGUIN (plasma hépariné)
Sodium .................................. 131 ↓      mmol/L      (136 - 145)                134
Potassium ............................... 6,9 ↑↑     mmol/L      (3,5 - 5,1)                5,6
Chlorure ................................ 97 ↓       mmol/L      (98 - 107)                 99
Bicarbonates (CO2 total) ................ 16 ↓       mmol/L      (22 - 29)                  19
Trou anionique .......................... 18 ↑       mmol/L      (8 - 16)
Protéines totales ....................... 64         g/L         (64 - 83)                  66
Hémolyse : absente. Potassium contrôlé sur un second tube : résultat confirmé.

FONCTION RÉNALE
Urée .................................... 31,4 ↑     mmol/L      (2,8 - 8,1)                24,9
Créatinine .............................. 612 ↑      µmol/L      (59 - 104)                 548
DFG estimé (CKD-EPI 2021) ............... 7 ↓        mL/min/1,73 m²   (> 90)                8
Calcium total ........................... 2,08 ↓     mmol/L      (2,15 - 2,55)              2,12
Phosphore ............................... 2,21 ↑     mmol/L      (0,81 - 1,45)              1,98
Le DFG estimé n'est pas validé chez le patient dialysé ; donné à titre indicatif.
                                                                                                  Page 1/2
M. PERSONNE Test — IPP 0000000 — prélèvement du 09/12/2024 (suite)
BILAN HÉPATIQUE ET PROTÉINES
ASAT .................................... 22         UI/L        (< 40)
ALAT .................................... 17         UI/L        (< 41)
Gamma-GT ................................ 38         UI/L        (10 - 71)
Albumine ................................ 33 ↓       g/L         (35 - 52)                  35
Lipase .................................. 71 ↑       UI/L        (13 - 60)
INFLAMMATION
Protéine C réactive ..................... 12,4 ↑     mg/L        (< 5,0)                    3,8

Valeur critique (potassium 6,9 mmol/L) communiquée par téléphone à l'interne de garde de néphrologie
le 09/12/2024 à 06h58. Séance d'hémodialyse avancée.
Compte rendu validé par Dr Exemple, biologiste.                                                   Page 2/2`,
    expected: [
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 97, 'mmol/L', 'low'),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('total_protein', 64, 'g/L', null),
      row('urea', 31.4, 'mmol/L', 'high'),
      row('creatinine', 612, 'µmol/L', 'high'),
      row('egfr', 7, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.08, 'mmol/L', 'low'),
      row('ast', 22, 'U/L', null),
      row('alt', 17, 'U/L', null),
      row('ggt', 38, 'U/L', null),
      row('albumin', 33, 'g/L', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
    ],
  },
  {
    // A Liège hospital, outpatient anaemia work-up of a woman: ranges split by sex ("H : … F : …")
    // where they differ, ▲ / ▼ after an out-of-range value, T/L and G/L counts, the differential
    // with its percentage and its absolute count on one line (the count is the result), an earlier
    // result column, RDW, monocytes, eosinophils, basophils, transferrin and ESR mixed in.
    id: 'h19-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALIER EXEMPLE — Site Exemple, Liège
Service de biologie clinique — Chef de service : Dr Exemple — Agrément (fictif) 0-00000-00-000
Patiente : PERSONNE Test          Née le : 01/01/1991          Sexe : F          N° de demande : 2412-10-0387
Médecin prescripteur : Dr Exemple (médecine générale)          Prélèvement : 10/12/2024 08:40          Impression : 10/12/2024 16:02
▲ / ▼ : résultat au-dessus / en dessous des valeurs de référence pour le sexe du patient

Analyse                               Résultat             Unité     Valeurs de référence              Antérieur (14/05/2024)
HÉMATOLOGIE
Globules rouges                       3,71 ▼               T/L       H : 4,50 - 5,90   F : 3,90 - 5,20   4,02
Hémoglobine                           9,4 ▼                g/dL      H : 13,0 - 17,0   F : 12,0 - 15,5   11,1
Hématocrite                           30,2 ▼               %         H : 40 - 52   F : 36 - 46           34,6
VGM                                   81,4                 fL        80,0 - 98,0                       86,1
TGMH                                  25,3 ▼               pg        27,0 - 33,0                       27,6
CGMH                                  31,1 ▼               g/dL      32,0 - 36,0                       32,1
RDW                                   17,9 ▲               %         11,5 - 14,5                       14,2
Plaquettes                            438 ▲                G/L       150 - 400                         351
Globules blancs                       6,52                 G/L       4,00 - 10,00                      5,98
Formule leucocytaire
Polynucléaires neutrophiles           61,2 %    3,99       G/L       1,80 - 7,50
Lymphocytes                           29,4 %    1,92       G/L       1,00 - 4,00
Monocytes                             6,9 %     0,45       G/L       0,20 - 1,00
Polynucléaires éosinophiles           2,1 %     0,14       G/L       0,00 - 0,50
Polynucléaires basophiles             0,4 %     0,03       G/L       0,00 - 0,20
Vitesse de sédimentation (1re heure)  24 ▲                 mm        < 20
Frottis sanguin : anisocytose, quelques hématies hypochromes ; pas de cellule anormale.

BIOCHIMIE — BILAN MARTIAL ET VITAMINES
Fer sérique                           5,1 ▼                µmol/L    H : 11,6 - 31,3   F : 9,0 - 30,4    8,8
Transferrine                          3,62 ▲               g/L       2,00 - 3,60
Coefficient de saturation de la transferrine   6 ▼         %         15 - 50
Ferritine                             7 ▼                  µg/L      H : 30 - 400   F : 13 - 150       19
Vitamine B12                          384                  pmol/L    > 145
Folates sériques                      16,2                 nmol/L    > 8,8
Protéine C réactive (CRP)             2,1                  mg/L      < 5,0

Conclusion : anémie microcytaire hypochrome par carence martiale, sans syndrome inflammatoire.
Validé par Dr Exemple, biologiste clinicien.                                                  Page 1/1`,
    expected: [
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 9.4, 'g/dL', 'low'),
      row('haematocrit', 30.2, '%', 'low'),
      row('mcv', 81.4, 'fL', null),
      row('mch', 25.3, 'pg', 'low'),
      row('mchc', 31.1, 'g/dL', 'low'),
      row('platelets', 438, '10^9/L', 'high'),
      row('white_cells', 6.52, '10^9/L', null),
      row('neutrophils', 3.99, '10^9/L', null),
      row('lymphocytes', 1.92, '10^9/L', null),
      row('iron', 5.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 7, 'µg/L', 'low'),
      row('vitamin_b12', 384, 'pmol/L', null),
      row('folate', 16.2, 'nmol/L', null),
      row('crp', 2.1, 'mg/L', null),
    ],
  },
  {
    // A Tunis university hospital's clinical biochemistry department, endocrinology clinic: each
    // result in SI units with the conventional value in parentheses after it, ranges prefixed "VN :"
    // and followed by their unit, no marks (each flag from its range), TSH-receptor antibodies (a
    // test with "TSH" in its name) mixed in.
    id: 'h19-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CENTRE HOSPITALO-UNIVERSITAIRE EXEMPLE — TUNIS
Service de biochimie clinique — Chef de service : Pr Exemple
Nom et prénom : PERSONNE Test          Âge : 58 ans          Sexe : F          N° d'ordre : B-24-18832
Service demandeur : Endocrinologie, consultation externe (Dr Exemple)          Prélevé le : 11/12/2024          Édité le : 12/12/2024

Paramètre                              Résultat (SI)         (conventionnel)        Valeurs normales
MÉTABOLISME GLUCIDIQUE
Glycémie à jeun                        7,82 mmol/L           (1,41 g/L)             VN : 3,89 - 6,05 mmol/L
Hémoglobine glyquée (HbA1c)            8,1 %                 (65 mmol/mol)          VN : 4,0 - 6,0 %

BILAN LIPIDIQUE
Cholestérol total                      6,12 mmol/L           (2,37 g/L)             VN : < 5,17 mmol/L
HDL-cholestérol                        1,02 mmol/L           (0,39 g/L)             VN : > 1,04 mmol/L
LDL-cholestérol (Friedewald)           4,06 mmol/L           (1,57 g/L)             VN : < 3,36 mmol/L
Triglycérides                          2,28 mmol/L           (2,02 g/L)             VN : < 1,71 mmol/L

BILAN THYROÏDIEN
TSH ultrasensible                      0,08 mUI/L                                   VN : 0,27 - 4,20 mUI/L
FT4 (thyroxine libre)                  27,4 pmol/L           (21,3 ng/L)            VN : 12,0 - 22,0 pmol/L
FT3 (triiodothyronine libre)           8,9 pmol/L            (5,8 pg/mL)            VN : 3,1 - 6,8 pmol/L
Anticorps anti-récepteurs de la TSH    6,2 UI/L                                     VN : < 1,75 UI/L

BIOCHIMIE GÉNÉRALE
Créatinine                             68 µmol/L             (7,7 mg/L)             VN : 45 - 84 µmol/L
Urée                                   5,1 mmol/L            (0,31 g/L)             VN : 2,5 - 7,5 mmol/L
ASAT (TGO)                             31 UI/L                                      VN : < 35 UI/L
ALAT (TGP)                             44 UI/L                                      VN : < 35 UI/L

Interprétation : hyperthyroïdie avec anticorps anti-récepteurs de la TSH positifs (maladie de Basedow
probable). Diabète déséquilibré et dyslipidémie mixte.
Le chef de service : Pr Exemple                                                         Page 1/1`,
    expected: [
      row('glucose', 7.82, 'mmol/L', 'high'),
      row('hba1c', 8.1, '%', 'high'),
      row('cholesterol', 6.12, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', 'low'),
      row('ldl', 4.06, 'mmol/L', 'high'),
      row('triglycerides', 2.28, 'mmol/L', 'high'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 27.4, 'pmol/L', 'high'),
      row('free_t3', 8.9, 'pmol/L', 'high'),
      row('creatinine', 68, 'µmol/L', null),
      row('urea', 5.1, 'mmol/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', 'high'),
    ],
  },
  {
    // A Montréal university hospital, internal medicine clinic: two result columns, "Dans les
    // normes" and "Hors normes", the column alone saying a result is out of range (no letter or
    // mark; each flag from its range), units after the result columns, lipase and non-HDL
    // cholesterol mixed in.
    id: 'h19-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CENTRE UNIVERSITAIRE DE SANTÉ EXEMPLE — Hôpital Exemple (Montréal)
Département clinique de médecine de laboratoire — Biochimie — RAPPORT FINAL
Nom : PERSONNE, Test          Date de naissance : 1962-01-01          Sexe : M          No de dossier : 000000
Médecin : Dr Exemple (clinique externe de médecine interne)          Prélevé : 2024-12-09 07:55          Reçu : 2024-12-09 08:31
Un résultat inscrit dans la colonne « Hors normes » se situe à l'extérieur de l'intervalle de référence.

Analyse                          Dans les normes     Hors normes     Unités        Intervalle de référence
BILAN HÉPATIQUE
AST                                                  58              U/L           8 - 40
ALT                                                  97              U/L           10 - 50
Phosphatase alcaline             88                                  U/L           40 - 129
GGT                                                  214             U/L           10 - 71
Bilirubine totale                                    26              µmol/L        3 - 21
Albumine                         39                                  g/L           35 - 52
Protéines totales                72                                  g/L           64 - 83
Lipase                           41                                  U/L           13 - 60
Ferritine                                            512             µg/L          30 - 400
DIABÈTE ET LIPIDES (à jeun depuis 12 h)
Glucose                                              6,4             mmol/L        3,6 - 6,0
Hémoglobine A1c                  5,7                                 %             4,0 - 6,0
Cholestérol total                4,62                                mmol/L        < 5,20
Triglycérides                                        2,31            mmol/L        < 1,70
Cholestérol HDL                  1,12                                mmol/L        > 1,00
Cholestérol LDL (calculé)        2,45                                mmol/L        < 3,40
Cholestérol non-HDL              3,50                                mmol/L        < 4,20

Commentaire : profil de cytolyse et de cholestase ; une échographie abdominale est suggérée.
Validé par : Dr Exemple, biochimiste clinique          *** FIN DU RAPPORT ***          Page 1 de 1`,
    expected: [
      row('ast', 58, 'U/L', 'high'),
      row('alt', 97, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('ggt', 214, 'U/L', 'high'),
      row('bilirubin', 26, 'µmol/L', 'high'),
      row('albumin', 39, 'g/L', null),
      row('total_protein', 72, 'g/L', null),
      row('ferritin', 512, 'µg/L', 'high'),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 5.7, '%', null),
      row('cholesterol', 4.62, 'mmol/L', null),
      row('triglycerides', 2.31, 'mmol/L', 'high'),
      row('hdl', 1.12, 'mmol/L', null),
      row('ldl', 2.45, 'mmol/L', null),
    ],
  },
  {
    // A private lab in Thiès (Senegal), first-trimester prenatal check: value and unit in one
    // column followed by "(Bas)" when low, ranges as "de … à …", 10^3/µL and 10^6/µL counts, blood
    // group, a haemoglobin electrophoresis (Hb A / Hb A2 %), serologies, then a urine stick read
    // in the old words "Albumine" (protein) and "Sucre" (glucose), "traces" and "+" marked
    // "(Anormal)" against "négatif".
    id: 'h19-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE — THIÈS (SÉNÉGAL)
Agréé par le Ministère de la Santé (numéro fictif) — Biologiste responsable : Dr Exemple, pharmacien biologiste
Patiente : Mme PERSONNE Test          Âge : 27 ans          N° : TH-24-5521          Prescripteur : Sage-femme Exemple (poste de santé Exemple)
Date de prélèvement : 10/12/2024          Date de remise : 11/12/2024          Motif : bilan prénatal du premier trimestre

ANALYSES                                RÉSULTATS                     VALEURS DE RÉFÉRENCE
HÉMOGRAMME (automate 5 populations)
Globules blancs                         7,9 10^3/µL                   de 4,0 à 10,0
Globules rouges                         3,86 10^6/µL                  de 3,80 à 5,20
Hémoglobine                             9,8 g/dL (Bas)                de 11,0 à 15,0
Hématocrite                             29,5 % (Bas)                  de 33,0 à 45,0
VGM                                     76,4 fL (Bas)                 de 80,0 à 100,0
TCMH                                    25,4 pg (Bas)                 de 27,0 à 32,0
Plaquettes                              241 10^3/µL                   de 150 à 450

GROUPE SANGUIN — RHÉSUS : O Rhésus positif
Test d'Emmel (recherche de drépanocytes) : négatif
ÉLECTROPHORÈSE DE L'HÉMOGLOBINE (électrophorèse capillaire)
Hb A                                    97,3 %                        de 96,5 à 98,5
Hb A2                                   2,7 %                         de 2,0 à 3,3
Absence d'hémoglobine anormale (pas de Hb S ni de Hb C).

BIOCHIMIE
Glycémie à jeun                         0,71 g/L                      de 0,70 à 1,10
Créatininémie                           5,8 mg/L                      de 5,0 à 11,0
Ferritine                               9 ng/mL (Bas)                 de 15 à 150

SÉROLOGIES
Toxoplasmose IgG                        2,1 UI/mL                     non immunisée si inférieur à 4
Rubéole IgG                             48 UI/mL                      immunisée si supérieur à 10
Antigène HBs                            Négatif
VIH 1 et 2 (dépistage combiné)          Négatif
Syphilis (TPHA / VDRL)                  Négatif / Négatif

URINES — Bandelette réactive (urines du matin)
Albumine                                traces (Anormal)              négatif
Sucre                                   négatif                       négatif
Nitrites                                négatif                       négatif
Leucocytes                              + (Anormal)                   négatif

Conclusion : anémie microcytaire ferriprive. Toxoplasmose : patiente non immunisée, contrôle
sérologique mensuel. ECBU conseillé (leucocyturie à la bandelette).
Le biologiste : Dr Exemple                                                      Page 1/1`,
    expected: [
      row('white_cells', 7.9, '10^9/L', null),
      row('red_cells', 3.86, '10^12/L', null),
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('haematocrit', 29.5, '%', 'low'),
      row('mcv', 76.4, 'fL', 'low'),
      row('mch', 25.4, 'pg', 'low'),
      row('platelets', 241, '10^9/L', null),
      row('glucose', 0.71, 'g/L', null),
      row('creatinine', 5.8, 'mg/L', null),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
