/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), French, second file (see fr-18.ts): a Belgian
 * lab (H and L glued to the value, 10^3/µl counts, two earlier-result columns), a Tunisian
 * university hospital (a star in the left margin of an abnormal row, g/L chemistry, a critical
 * glucose), a Luxembourg lab's comma-separated export with decimal points and mg/dl units, a French
 * town lab's "Name : value unit (range)" lines with a urine stick and urine microscopy, and a
 * Belgian portal's semicolon export with every field quoted and a critical sodium. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (VS, RDW, VPM,
 * peptide C, microalbuminurie, LDH, lipase, urobilinogène, ECBU leucocytes and hématies, culture,
 * osmolalité, magnésium, cortisol …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Belgian private lab (Namur), infection and check-up: a capital H or L glued to the value,
    // counts in 10^3/µl and 10^6/µl, ranges after the unit, two dated earlier-result columns, ESR,
    // RDW and MPV mixed in, glucose in mg/dl, vitamin D in nmol/l.
    id: 'h17-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE CLINIQUE EXEMPLE s.r.l. — Namur (Belgique)
Agréé INAMI (numéro fictif) — Directeur : Dr Exemple
Patient : PERSONNE Test (M)          Né le : 01/01/1970          Réf. : 2411-22-0173
Médecin : Dr Exemple, médecine générale          Prélèvement : 22/11/2024 08:10          Protocole complet
H = supérieur aux normes ; L = inférieur aux normes

                              Résultat     Unité        Valeurs normales     15/05/2024     02/01/2024
HÉMATOLOGIE
Hémoglobine                   14,2         g/dl         13,0-17,5            14,6           14,4
Hématocrite                   43,1         %            40,0-52,0            44,0
Globules rouges               4,82         10^6/µl      4,30-5,80            4,95
Globules blancs               11,8H        10^3/µl      4,0-10,5             7,2            6,8
Neutrophiles                  8,9H         10^3/µl      1,8-7,7              4,1
Lymphocytes                   1,9          10^3/µl      1,0-4,8              2,3
Plaquettes                    268          10^3/µl      150-400              251            240
RDW                           13,1         %            11,5-15,0
VPM                           9,8          fl           7,5-11,5
Vitesse de sédimentation      38H          mm/h         <15                  8

CHIMIE
CRP                           48,2H        mg/l         <5,0                 1,2            0,9
Glucose à jeun                112H         mg/dl        70-99                96             101
Hémoglobine glyquée (HbA1c)   6,1H         %            4,0-5,6              5,8
Ferritine                     412H         µg/l         30-400               188
25-OH-vitamine D              42L          nmol/l       75-250               61
TSH                           1,27         mU/l         0,27-4,20            1,64
                                                                                          Page 1/1
Les résultats antérieurs sont donnés à titre indicatif. Protocole validé par Dr Exemple.`,
    expected: [
      row('haemoglobin', 14.2, 'g/dL', null),
      row('haematocrit', 43.1, '%', null),
      row('red_cells', 4.82, '10^12/L', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.9, '10^9/L', null),
      row('platelets', 268, '10^9/L', null),
      row('crp', 48.2, 'mg/L', 'high'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('ferritin', 412, 'µg/L', 'high'),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('tsh', 1.27, 'mU/L', null),
    ],
  },
  {
    // A Tunisian university hospital's biochemistry lab (Monastir), diabetes clinic: a star in the
    // LEFT margin of each abnormal row (its side from the range), g/L glucose, urea and lipids,
    // creatinine in mg/L, a critical low glucose with a note, C-peptide and urine microalbumin mixed
    // in.
    id: 'h17-fr-7',
    language: 'fr',
    kind: 'text',
    text: `CHU EXEMPLE — MONASTIR (TUNISIE)
Laboratoire de biochimie clinique — Chef de service : Pr Exemple
Nom et prénom : PERSONNE Test          Âge : 58 ans          Sexe : F          N° : 24-B-07781
Service demandeur : Endocrinologie (consultation)          Date de prélèvement : 25/11/2024 08:40
(*) : résultat en dehors des valeurs de référence

    Paramètre                       Résultat      Unité             Valeurs de référence
GLYCÉMIE ET ÉQUILIBRE DU DIABÈTE
*   Glycémie à jeun                 0,46          g/L               0,70 - 1,10
*   Hémoglobine glyquée (HbA1c)     8,4           %                 4,0 - 6,0
    Peptide C                       1,9           ng/mL             1,1 - 4,4
FONCTION RÉNALE ET IONOGRAMME
*   Urée                            0,61          g/L               0,15 - 0,45
    Créatinine                      9,8           mg/L              6,0 - 13,0
    DFG (MDRD)                      71            mL/min/1,73m²     > 60
*   Sodium                          134           mmol/L            135 - 145
    Potassium                       3,9           mmol/L            3,5 - 5,0
    Chlore                          101           mmol/L            98 - 107
*   Microalbuminurie                64            mg/24h            < 30
BILAN LIPIDIQUE
*   Cholestérol total               2,46          g/L               < 2,00
*   HDL-cholestérol                 0,38          g/L               > 0,40
*   LDL-cholestérol                 1,71          g/L               < 1,60
*   Triglycérides                   1,86          g/L               < 1,50
    CRP                             4,2           mg/L              < 6,0

Glycémie à jeun à 0,46 g/L : hypoglycémie sévère, contrôle capillaire demandé ; médecin de
consultation prévenu le 25/11/2024 à 09h35.
Validé par : Dr Exemple, biologiste                                              Page 1/1`,
    expected: [
      row('glucose', 0.46, 'g/L', 'low'),
      row('hba1c', 8.4, '%', 'high'),
      row('urea', 0.61, 'g/L', 'high'),
      row('creatinine', 9.8, 'mg/L', null),
      row('egfr', 71, 'mL/min/1.73m²', null),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('cholesterol', 2.46, 'g/L', 'high'),
      row('hdl', 0.38, 'g/L', 'low'),
      row('ldl', 1.71, 'g/L', 'high'),
      row('triglycerides', 1.86, 'g/L', 'high'),
      row('crp', 4.2, 'mg/L', null),
    ],
  },
  {
    // A Luxembourg lab's results portal, comma-separated export: decimal POINTS, ISO dates, German-
    // style units (U/l, mg/dl, g/dl, mU/l), a H/L column, LDH and lipase mixed in.
    id: 'h17-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date,Heure,Paramètre,Valeur,Unité,Valeurs de référence,Indicateur
2024-11-21,07:55,ASAT (GOT),28,U/l,<35,
2024-11-21,07:55,ALAT (GPT),19,U/l,<35,
2024-11-21,07:55,Gamma-GT,24,U/l,<40,
2024-11-21,07:55,Phosphatases alcalines,142,U/l,35-105,H
2024-11-21,07:55,Bilirubine totale,1.9,mg/dl,<1.2,H
2024-11-21,07:55,LDH,245,U/l,135-214,H
2024-11-21,07:55,Lipase,38,U/l,13-60,
2024-11-21,07:55,Albumine,3.4,g/dl,3.5-5.2,L
2024-11-21,07:55,Cholestérol total,182,mg/dl,<190,
2024-11-21,07:55,Cholestérol HDL,61,mg/dl,>45,
2024-11-21,07:55,Cholestérol LDL,98,mg/dl,<115,
2024-11-21,07:55,Triglycérides,116,mg/dl,<150,
2024-11-21,07:55,TSH,0.82,mU/l,0.27-4.20,
2024-11-21,07:55,T4 libre,16.8,pmol/l,12.0-22.0,
2024-11-21,07:55,CRP,3.2,mg/l,<5.0,`,
    expected: [
      row('ast', 28, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('ggt', 24, 'U/L', null),
      row('alp', 142, 'U/L', 'high'),
      row('bilirubin', 1.9, 'mg/dL', 'high'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('cholesterol', 182, 'mg/dL', null),
      row('hdl', 61, 'mg/dL', null),
      row('ldl', 98, 'mg/dL', null),
      row('triglycerides', 116, 'mg/dL', null),
      row('tsh', 0.82, 'mU/L', null),
      row('free_t4', 16.8, 'pmol/L', null),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
  {
    // A French town lab (Rennes), suspected pyelonephritis: every line "Name : value unit (range)",
    // no flags (each from its range), a urine stick with references in parentheses, then urine
    // microscopy (leucocytes and red cells per mm3, NOT blood counts) and a culture with colony
    // counts, then blood leucocytes, CRP and creatinine.
    id: 'h17-fr-9',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE EXEMPLE — Rennes
Site Exemple — Biologiste responsable : Dr Exemple
Mme PERSONNE Test, née le 01/01/1989 — Demande n° 2411280057
Prescripteur : Dr Exemple (SOS Médecins)          Prélevé le 28/11/2024 à 11h20 (urines du milieu de jet)

BANDELETTE URINAIRE
pH : 7,0 (5,0 - 8,0)
Densité : 1,025 (1,005 - 1,030)
Leucocytes : ++ (négatif)
Nitrites : positif (négatif)
Protéines : traces (négatif)
Glucose : négatif (négatif)
Corps cétoniques : négatif (négatif)
Sang : +++ (négatif)
Urobilinogène : normal (normal)

EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Leucocytes : 85 /mm3 (< 10)
Hématies : 40 /mm3 (< 10)
Cellules épithéliales : rares
Culture : Escherichia coli 10^5 UFC/mL — antibiogramme en cours
                                                                                 Page 1/2
Mme PERSONNE Test — Demande n° 2411280057 (suite)
HÉMATOLOGIE ET BIOCHIMIE (sang)
Leucocytes : 13,2 G/L (4,0 - 10,0)
Protéine C réactive : 62 mg/L (< 5)
Créatinine : 74 µmol/L (45 - 90)

Conclusion : infection urinaire documentée. Antibiogramme à suivre sous 24 à 48 h.
Résultats validés par Dr Exemple.                                                Page 2/2`,
    expected: [
      row('urine_ph', 7, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 3, 'grade', 'high'),
      row('white_cells', 13.2, '10^9/L', 'high'),
      row('crp', 62, 'mg/L', 'high'),
      row('creatinine', 74, 'µmol/L', null),
    ],
  },
  {
    // A Belgian hospital network's patient portal, semicolon-separated export with EVERY field
    // quoted, decimal commas, conventional units (mg/dl), an "Alerte" column with L / H and LL for a
    // critical sodium; osmolality, magnesium and cortisol mixed in.
    id: 'h17-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `"Date";"Analyse";"Résultat";"Unité";"Normes";"Alerte"
"26/11/2024 06:40";"Sodium";"117";"mmol/l";"136 - 145";"LL"
"26/11/2024 06:40";"Potassium";"3,1";"mmol/l";"3,5 - 5,1";"L"
"26/11/2024 06:40";"Chlorure";"82";"mmol/l";"98 - 107";"L"
"26/11/2024 06:40";"Bicarbonate";"25";"mmol/l";"22 - 29";""
"26/11/2024 06:40";"Osmolalité sérique";"248";"mOsm/kg";"275 - 295";"L"
"26/11/2024 06:40";"Glucose";"98";"mg/dl";"70 - 100";""
"26/11/2024 06:40";"Urée";"18";"mg/dl";"17 - 49";""
"26/11/2024 06:40";"Créatinine";"0,62";"mg/dl";"0,51 - 0,95";""
"26/11/2024 06:40";"eGFR (CKD-EPI)";"96";"ml/min/1,73m²";"> 60";""
"26/11/2024 06:40";"Calcium";"8,9";"mg/dl";"8,6 - 10,2";""
"26/11/2024 06:40";"Magnésium";"1,9";"mg/dl";"1,6 - 2,6";""
"26/11/2024 06:40";"Cortisol (8h)";"14,2";"µg/dl";"6,2 - 19,4";""
"26/11/2024 06:40";"CRP";"2,1";"mg/l";"< 5,0";""
"26/11/2024 06:40";"TSH";"2,05";"mU/l";"0,27 - 4,20";""`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.1, 'mmol/L', 'low'),
      row('chloride', 82, 'mmol/L', 'low'),
      row('bicarbonate', 25, 'mmol/L', null),
      row('glucose', 98, 'mg/dL', null),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.62, 'mg/dL', null),
      row('egfr', 96, 'mL/min/1.73m²', null),
      row('calcium', 8.9, 'mg/dL', null),
      row('crp', 2.1, 'mg/L', null),
      row('tsh', 2.05, 'mU/L', null),
    ],
  },
]

export default moreCases
