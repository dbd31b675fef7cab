/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), French: reports from France, Belgium, Switzerland, Québec,
 * Morocco, Côte d'Ivoire, Cameroon and Luxembourg. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers.
 *
 * Two units side by side: where a row prints a value in two units (e.g. `0,52 g/l  8,66 mmol/l`,
 * `12,8 mg/l (113 µmol/l)`, `7,4 % (IFCC : 57 mmol/mol)`), the expected row always takes the FIRST
 * printed value and unit — the lab's primary unit, the one its reference range is written in. A
 * value printed as a bound (`< 3`, `<1,0`, `>90`) is expected as that number, unflagged unless the
 * report marks it.
 *
 * Rows for tests Hale does not know (RDW/IDR, VPM, réticulocytes, éosinophiles, monocytes,
 * transferrine, bilirubine directe, TP, VS, LDH, CK, Lp(a), cholestérol non-HDL, ratios,
 * osmolalité, microalbuminurie, anticorps anti-récepteurs de la TSH, urobilinogène, goutte épaisse
 * …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-5-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France (Loire valley SELAS): blood count in T/l and G/l, a previous-value column, no flags at
    // all (out-of-range values were bold in the PDF); chemistry printed in g/l or mg/l AND in SI
    // units side by side, range only in the first unit. Two pages, an IDR and the éosinophiles /
    // monocytes rows to skip, a KDIGO comment under the eGFR.
    id: 'h4-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DU VAL DE LOIRE — SELAS
Site de Blois · 12 rue des Tanneurs · 41000 Blois
Patient : Mme TEST Personne   Née le : 01.01.1958   Sexe : F
Prescripteur : Dr Exemple   Prélevé le 14/03/2024 à 08:12   Dossier n° 2403-1147
Compte rendu complet                                                        Page 1/2
HÉMATOLOGIE
NUMÉRATION FORMULE SANGUINE (sang total EDTA)
Analyse                          Résultat   Unités   Valeurs de référence   Antériorité 02/11/2023
Hématies                         3,86       T/l      3,92 - 5,08            4,05
Hémoglobine                      11,2       g/dl     11,9 - 15,6            11,8
Hématocrite                      34,9       %        35,5 - 45,5            36,1
V.G.M.                           90,4       fl       80 - 98                89,1
T.C.M.H.                         29,0       pg       27 - 32                29,1
C.C.M.H.                         32,1       g/dl     32 - 36                32,7
IDR (RDW-CV)                     15,2       %        11,5 - 14,5            14,9
Leucocytes                       7,43       G/l      4,00 - 10,00           6,92
  Polynucléaires neutrophiles    4,61       G/l      1,80 - 6,90            4,12
  Polynucléaires éosinophiles    0,22       G/l      < 0,50                 0,19
  Lymphocytes                    1,98       G/l      1,00 - 4,00            2,03
  Monocytes                      0,58       G/l      0,20 - 0,90            0,51
Plaquettes                       312        G/l      150 - 400              298
Frottis : anisocytose modérée.
                                                                            Page 2/2
Mme TEST Personne — 01.01.1958 — Dossier n° 2403-1147
BIOCHIMIE SANGUINE (sérum)
Analyse                          Résultat                   Valeurs de référence   Antériorité 02/11/2023
Sodium                           139 mmol/l                 136 - 145              140
Potassium                        4,3 mmol/l                 3,4 - 4,5              4,1
Chlore                           101 mmol/l                 98 - 107               102
Bicarbonates (CO2 total)         22 mmol/l                  22 - 29                24
Urée                             0,52 g/l    8,66 mmol/l    0,15 - 0,43 g/l        0,41
Créatinine                       12,8 mg/l   113 µmol/l     5,7 - 11,1 mg/l        10,9
DFG estimé (CKD-EPI)             44 ml/min/1,73 m²          > 60                   55
  Stade 3b selon KDIGO, à interpréter selon le contexte clinique.
Acide urique                     71 mg/l     422 µmol/l     26 - 60 mg/l           63
Biologiste : Dr Fictif — validé le 14/03/2024 à 14:31`,
    expected: [
      row('red_cells', 3.86, '10^12/L', 'low'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.9, '%', 'low'),
      row('mcv', 90.4, 'fL', null),
      row('mch', 29, 'pg', null),
      row('mchc', 32.1, 'g/dL', null),
      row('white_cells', 7.43, '10^9/L', null),
      row('neutrophils', 4.61, '10^9/L', null),
      row('lymphocytes', 1.98, '10^9/L', null),
      row('platelets', 312, '10^9/L', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.3, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 22, 'mmol/L', null),
      row('urea', 0.52, 'g/L', 'high'),
      row('creatinine', 12.8, 'mg/L', 'high'),
      row('egfr', 44, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 71, 'mg/L', 'high'),
    ],
  },
  {
    // Belgium (Liège hospital lab): conventional units (mg/dL), flags as arrows BEFORE the value,
    // ↑↑ on a critical potassium with a phone-call line under it; HbA1c with its IFCC value in
    // mmol/mol on the same line; LDH and non-HDL cholesterol to skip.
    id: 'h4-fr-2',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE EXEMPLE — LABORATOIRE DE BIOLOGIE CLINIQUE
Avenue Fictive 100, 4000 Liège · Belgique
Patient : PERSONNE Test   ° 01.01.1949   (M)   N° de demande : 24/118833
Médecin demandeur : Dr Démo   Date de prélèvement : 22/05/2024 07:40
Résultats validés — rapport final
Analyse                                 Résultat        Unité            Valeurs normales
CHIMIE
Glucose à jeun                          ↑ 131           mg/dL            70 - 100
Hémoglobine glyquée (HbA1c)             ↑ 7,4 %  (IFCC : 57 mmol/mol)    4,0 - 6,0
Sodium                                  ↓ 132           mmol/L           136 - 145
Potassium                               ↑↑ 6,8          mmol/L           3,5 - 5,1
   Valeur critique communiquée par téléphone au Dr Démo le 22/05 à 10:14 (échantillon non hémolysé).
Créatinine                              ↑ 1,62          mg/dL            0,70 - 1,20
eGFR (CKD-EPI 2021)                     ↓ 43            mL/min/1,73m²    > 60
Urée                                      48            mg/dL            17 - 49
Calcium                                   9,3           mg/dL            8,6 - 10,2
Protéines totales                         71            g/L              64 - 83
Albumine                                  40            g/L              35 - 52
FONCTION HÉPATIQUE
Bilirubine totale                         0,8           mg/dL            < 1,2
Phosphatases alcalines                    96            U/L              40 - 129
ALAT (GPT)                              ↑ 58            U/L              < 41
ASAT (GOT)                                35            U/L              < 40
Gamma-GT                                ↑ 87            U/L              8 - 61
LDH                                       210           U/L              135 - 225
LIPIDES
Cholestérol total                       ↑ 232           mg/dL            < 190
Cholestérol HDL                         ↓ 38            mg/dL            > 40
Cholestérol LDL (calculé, Friedewald)   ↑ 151           mg/dL            < 115
Cholestérol non-HDL                     ↑ 194           mg/dL            < 145
Triglycérides                           ↑ 215           mg/dL            < 150
Les valeurs cibles lipidiques dépendent du risque cardiovasculaire du patient.`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('sodium', 132, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('creatinine', 1.62, 'mg/dL', 'high'),
      row('egfr', 43, 'mL/min/1.73m²', 'low'),
      row('urea', 48, 'mg/dL', null),
      row('calcium', 9.3, 'mg/dL', null),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 40, 'g/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('alp', 96, 'U/L', null),
      row('alt', 58, 'U/L', 'high'),
      row('ast', 35, 'U/L', null),
      row('ggt', 87, 'U/L', 'high'),
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 151, 'mg/dL', 'high'),
      row('triglycerides', 215, 'mg/dL', 'high'),
    ],
  },
  {
    // Switzerland (Lausanne, FAMH lab): haemoglobin and MCHC in g/l, flags L/H/LL after the value,
    // a critical haemoglobin (64 g/l) with a "!" line, iron deficiency work-up, a CRP printed as
    // "< 3", a previous-value column only partly filled; réticulocytes, RDW, transferrine to skip.
    id: 'h4-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE SA — Médecine de laboratoire FAMH
Chemin Imaginaire 7, 1000 Lausanne, Suisse
Patient(e) : Test Person, né(e) le 01.01.1971, F          N° échantillon : 5582 0193
Demandé par : Cabinet Dr Fictif, Morges                   Prélèvement : 03.06.2024 09:05
Réception : 03.06.2024 11:30                              Rapport : 03.06.2024 15:47 — complet
Analyse                          Résultat     Unité     Valeurs réf.     Précédent (12.02.2024)
HÉMATOLOGIE
Hémoglobine                      64 LL        g/l       117 - 153        102
  ! Valeur critique — médecin informé par téléphone le 03.06.2024 à 15:20
Hématocrite                      21 L         %         35 - 46          32
Érythrocytes                     2,71 L       T/l       3,90 - 5,20      3,62
MCV                              77 L         fl        80 - 98          81
MCH                              23,6 L       pg        27 - 33          28,2
MCHC                             305 L        g/l       315 - 360        322
RDW                              18,9 H       %         11,5 - 15,0      15,4
Leucocytes                       5,9          G/l       3,5 - 10,0       6,1
Thrombocytes                     441 H        G/l       150 - 400        388
Réticulocytes                    38           G/l       25 - 100
MÉTABOLISME DU FER
Fer                              4,1 L        µmol/l    9,0 - 30,4
Transferrine                     3,9 H        g/l       2,0 - 3,6
Saturation de la transferrine    4 L          %         16 - 45
Ferritine                        5 L          µg/l      15 - 150         11
VITAMINES
Vitamine B12                     312          pmol/l    145 - 569
Acide folique                    6,2 L        nmol/l    > 7,0
INFLAMMATION
Protéine C-réactive (CRP)        < 3          mg/l      < 5
Commentaire : tableau compatible avec une carence martiale sévère ; recherche de sang occulte recommandée.`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('haematocrit', 21, '%', 'low'),
      row('red_cells', 2.71, '10^12/L', 'low'),
      row('mcv', 77, 'fL', 'low'),
      row('mch', 23.6, 'pg', 'low'),
      row('mchc', 305, 'g/L', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('platelets', 441, '10^9/L', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
      row('ferritin', 5, 'µg/L', 'low'),
      row('vitamin_b12', 312, 'pmol/L', null),
      row('folate', 6.2, 'nmol/L', 'low'),
      row('crp', 3, 'mg/L', null),
    ],
  },
  {
    // Québec (patient portal CSV): SI units, ISO dates, indicator column "Élevé"/"Bas" or empty,
    // a comment column; a ratio row with no unit and a non-HDL row to skip; eGFR printed as ">90".
    id: 'h4-fr-4',
    language: 'fr',
    kind: 'csv',
    text: `Date du prélèvement;Analyse;Résultat;Unité;Valeurs de référence;Indicateur;Commentaire
2024-04-09;TSH;6,84;mUI/L;0,35 - 5,00;Élevé;
2024-04-09;T4 libre;10,9;pmol/L;9,0 - 19,0;;
2024-04-09;T3 libre;4,1;pmol/L;2,6 - 5,7;;
2024-04-09;Glucose à jeun;6,4;mmol/L;3,6 - 6,0;Élevé;
2024-04-09;Hémoglobine A1c;6,1;%;4,0 - 6,0;Élevé;Prédiabète : 6,0 à 6,4 %
2024-04-09;Cholestérol total;5,62;mmol/L;< 5,20;Élevé;
2024-04-09;Cholestérol HDL;1,18;mmol/L;> 1,00;;
2024-04-09;Cholestérol LDL;3,71;mmol/L;< 3,50;Élevé;
2024-04-09;Triglycérides;1,61;mmol/L;< 1,70;;
2024-04-09;Rapport cholestérol total/HDL;4,8;;< 5,0;;
2024-04-09;Cholestérol non-HDL;4,44;mmol/L;< 4,20;Élevé;
2024-04-09;25-OH vitamine D;48;nmol/L;75 - 250;Bas;Insuffisance
2024-04-09;ALT;22;U/L;< 36;;
2024-04-09;Créatinine;78;µmol/L;50 - 98;;
2024-04-09;DFGe (CKD-EPI);>90;mL/min/1,73m²;> 60;;`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.9, 'pmol/L', null),
      row('free_t3', 4.1, 'pmol/L', null),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('cholesterol', 5.62, 'mmol/L', 'high'),
      row('hdl', 1.18, 'mmol/L', null),
      row('ldl', 3.71, 'mmol/L', 'high'),
      row('triglycerides', 1.61, 'mmol/L', null),
      row('vitamin_d', 48, 'nmol/L', 'low'),
      row('alt', 22, 'U/L', null),
      row('creatinine', 78, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Morocco (Casablanca private lab): g/l and mg/l first with the SI value in brackets, ranges in
    // the first unit, flags "Haut"/"Bas" in a last column; a critical fasting glucose (0,48 g/l =
    // 2,66 mmol/l) with a ">>" comment; bilirubine directe, TP and VS to skip.
    id: 'h4-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES MÉDICALES EXEMPLE
Biologiste responsable : Dr Fictif — Boulevard Imaginaire, Casablanca — Maroc
Patient : M. PERSONNE Test          Âge : 60 ans (né le 01.01.1964)
Médecin traitant : Dr Démo          Date : 18/07/2024          Réf. dossier : 7781/24
BIOCHIMIE
Examen                          Résultat                      Valeurs usuelles
Glycémie à jeun                 0,48 g/l    (2,66 mmol/l)     0,70 - 1,10 g/l       Bas
  >> Hypoglycémie : résultat contrôlé sur un second prélèvement et transmis au médecin.
Urée sanguine                   0,31 g/l    (5,16 mmol/l)     0,15 - 0,45 g/l
Créatininémie                   9,6 mg/l    (85 µmol/l)       7,0 - 13,0 mg/l
Acide urique                    74 mg/l     (440 µmol/l)      35 - 70 mg/l          Haut
Calcémie                        92 mg/l     (2,30 mmol/l)     86 - 102 mg/l
Protidémie                      68 g/l                        64 - 83 g/l
Albuminémie                     36 g/l                        35 - 52 g/l
BILAN HÉPATIQUE
Bilirubine totale               14 mg/l     (24 µmol/l)       < 12 mg/l             Haut
Bilirubine directe              5 mg/l      (8,6 µmol/l)      < 3 mg/l              Haut
Transaminases ASAT (TGO)        61 UI/l                       < 40 UI/l             Haut
Transaminases ALAT (TGP)        84 UI/l                       < 41 UI/l             Haut
Gamma GT                        142 UI/l                      11 - 50 UI/l          Haut
Phosphatases alcalines          118 UI/l                      40 - 130 UI/l
Taux de prothrombine (TP)       82 %                          70 - 100 %
INFLAMMATION
CRP (protéine C réactive)       48,2 mg/l                     < 6 mg/l              Haut
Vitesse de sédimentation 1re h  35 mm                         < 20 mm               Haut
Résultats à interpréter en fonction du contexte clinique. Signature électronique du biologiste.`,
    expected: [
      row('glucose', 0.48, 'g/L', 'low'),
      row('urea', 0.31, 'g/L', null),
      row('creatinine', 9.6, 'mg/L', null),
      row('uric_acid', 74, 'mg/L', 'high'),
      row('calcium', 92, 'mg/L', null),
      row('total_protein', 68, 'g/L', null),
      row('albumin', 36, 'g/L', null),
      row('bilirubin', 14, 'mg/L', 'high'),
      row('ast', 61, 'U/L', 'high'),
      row('alt', 84, 'U/L', 'high'),
      row('ggt', 142, 'U/L', 'high'),
      row('alp', 118, 'U/L', null),
      row('crp', 48.2, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
