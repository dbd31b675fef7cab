/**
 * Lab report corpus, HELD-OUT half (nineteenth set), French, second file (see fr.ts): a Namur GP
 * practice's diabetes follow-up sheet printed in two side-by-side columns with no ranges (every
 * flag from the default table), a Luxembourg lab with H / L after the value and "jusqu'à" /
 * "supérieur à" ranges, a Belgian lab portal's semicolon export with every field quoted and the
 * range in two bound columns with a "+" / "-" column, a French lab portal's tab-separated export
 * with "Haut" / "Bas" / "Normal" and earlier results, and a Swiss hospital's comma-separated
 * emergency export with decimal points, L / LL / H alerts and quoted comments (a critical glucose).
 * Run only to measure the extractor, never to tune it. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know
 * (tension artérielle, poids, IMC, rapport albumine/créatinine, anti-TPO, holotranscobalamine,
 * magnésium, RDW, monocytes, cholestérol non-HDL, trou anionique, lactate, éthanol …) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Namur GP practice (maison médicale), type 2 diabetes care-pathway sheet printed from the
    // practice software: results in two columns side by side (two tests on one line, read left then
    // right), point-of-care tests and an outside lab's results, vitals among them, NO ranges at all
    // (every flag from the default table), a urine stick read as "traces" / "négatif".
    id: 'h19-fr-6',
    language: 'fr',
    kind: 'text',
    text: `MAISON MÉDICALE EXEMPLE — Namur
Équipe : Dr Exemple, Dr Exemple (médecine générale) — Éducatrice en diabétologie : Mme Exemple
Patient : PERSONNE Test          Né le : 01/01/1955          Sexe : M          Dossier : MM-0412
Fiche de suivi — trajet de soins diabète de type 2 — consultation du 11/12/2024
Fiche imprimée depuis le dossier médical informatisé ; les valeurs de référence ne sont pas reprises.

AU CABINET (biologie délocalisée, 11/12/2024)
Glycémie capillaire à jeun       8,4 mmol/L            HbA1c (analyseur au cabinet)   58 mmol/mol
CRP capillaire                   4 mg/L                Tension artérielle             148/86 mmHg
Poids                            94 kg                 IMC                            31,2 kg/m²
Tigette urinaire : protéines     traces                Tigette urinaire : glucose     négatif

LABORATOIRE EXEMPLE (prélèvement veineux du 05/12/2024, résultats importés)
Hémoglobine                      13,9 g/dL             Plaquettes                     221 G/L
Sodium                           141 mmol/L            Potassium                      5,6 mmol/L
Créatinine                       122 µmol/L            eGFR (CKD-EPI)                 52 mL/min/1,73 m²
Cholestérol total                4,3 mmol/L            HDL-cholestérol                0,91 mmol/L
LDL-cholestérol                  2,4 mmol/L            Triglycérides                  2,1 mmol/L
Rapport albumine/créatinine (urines)   4,8 mg/mmol

Plan : avis du diabétologue pour adapter le traitement ; contrôle du potassium dans une semaine ;
rétinographie et examen des pieds à programmer. Prochaine consultation dans 3 mois.
Dr Exemple                                                                        Page 1/1`,
    expected: [
      row('glucose', 8.4, 'mmol/L', 'high'),
      row('hba1c', 58, 'mmol/mol', 'high'),
      row('crp', 4, 'mg/L', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('haemoglobin', 13.9, 'g/dL', null),
      row('platelets', 221, '10^9/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('creatinine', 122, 'µmol/L', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('cholesterol', 4.3, 'mmol/L', null),
      row('hdl', 0.91, 'mmol/L', 'low'),
      row('ldl', 2.4, 'mmol/L', null),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
    ],
  },
  {
    // A Luxembourg private lab, fatigue work-up: H / L after the value separated by a space,
    // lower-case units (mUI/l, pmol/l, nmol/l, µg/l), upper-only ranges as "jusqu'à …" and
    // lower-only ones as "supérieur à …", en-dash ranges, a method line and comment lines indented
    // under results, a second page; anti-TPO, holotranscobalamin and magnesium mixed in.
    id: 'h19-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE S.A. — Luxembourg
Laboratoire d'analyses médicales agréé (numéro fictif) — Direction médicale : Dr Exemple
Patiente : Mme PERSONNE Test          Née le : 01.01.1972          N° de demande : L24-341-0772
Médecin prescripteur : Dr Exemple, médecine générale          Prélèvement : 10.12.2024 07:45          Rapport final : 11.12.2024 10:12
H = au-dessus, L = en dessous de l'intervalle de référence

Analyse                                 Résultat       Unité           Intervalle de référence
THYROÏDE
Méthode : immunoanalyse par électrochimiluminescence
TSH                                     0,94           mUI/l           0,27 – 4,20
T4 libre                                16,8           pmol/l          12,0 – 22,0
Anticorps anti-TPO                      9              UI/ml           jusqu'à 34
VITAMINES
25-OH-vitamine D                        41 L           nmol/l          75 – 250
      Carence si inférieure à 25 nmol/l ; insuffisance entre 25 et 75 nmol/l.
Vitamine B12 (cobalamine)               164 L          pmol/l          166 – 669
Holotranscobalamine (holoTC)            28 L           pmol/l          supérieur à 35
Acide folique (sérum)                   21,4           nmol/l          supérieur à 8,8
                                                                                  Page 1/2
Mme PERSONNE Test — N° de demande L24-341-0772 — page 2
MÉTABOLISME DU FER
Fer                                     14,2           µmol/l          9,0 – 30,4
Saturation de la transferrine           22             %               15 – 45
Ferritine                               412 H          µg/l            jusqu'à 150
      Ferritine élevée à interpréter avec la CRP (syndrome inflammatoire).
CHIMIE
Créatinine                              71             µmol/l          45 – 84
eGFR (CKD-EPI)                          84             ml/min/1,73m²   supérieur à 60
Calcium                                 2,41           mmol/l          2,15 – 2,55
Magnésium                               0,71           mmol/l          0,66 – 1,07
Acide urique                            402 H          µmol/l          jusqu'à 357
CRP                                     27,3 H         mg/l            jusqu'à 5,0

Validé par Dr Exemple, spécialiste en biologie clinique.                          Page 2/2`,
    expected: [
      row('tsh', 0.94, 'mU/L', null),
      row('free_t4', 16.8, 'pmol/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('vitamin_b12', 164, 'pmol/L', 'low'),
      row('folate', 21.4, 'nmol/L', null),
      row('iron', 14.2, 'µmol/L', null),
      row('transferrin_saturation', 22, '%', null),
      row('ferritin', 412, 'µg/L', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('calcium', 2.41, 'mmol/L', null),
      row('uric_acid', 402, 'µmol/L', 'high'),
      row('crp', 27.3, 'mg/L', 'high'),
    ],
  },
  {
    // A Belgian lab's results portal (Mons), semicolon-separated export with EVERY field quoted:
    // request number, date and time in one field, a short code, decimal commas, counts in x10E9/L
    // and x10E12/L, the range as two columns "Borne inférieure" / "Borne supérieure" (one of them
    // empty for a one-sided range), a "Hors norme" column with "+" / "-"; RDW and monocytes mixed in.
    id: 'h19-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `"N° de demande";"Date de prélèvement";"Code";"Analyse";"Résultat";"Unité";"Borne inférieure";"Borne supérieure";"Hors norme"
"2412090417";"09/12/2024 08:20";"HB";"Hémoglobine";"13,1";"g/dL";"13,0";"17,0";""
"2412090417";"09/12/2024 08:20";"HT";"Hématocrite";"39,8";"%";"40,0";"52,0";"-"
"2412090417";"09/12/2024 08:20";"GR";"Globules rouges";"4,38";"x10E12/L";"4,50";"5,90";"-"
"2412090417";"09/12/2024 08:20";"VGM";"Volume globulaire moyen";"90,9";"fL";"80,0";"98,0";""
"2412090417";"09/12/2024 08:20";"TGMH";"Teneur globulaire moyenne en hémoglobine";"29,9";"pg";"27,0";"33,0";""
"2412090417";"09/12/2024 08:20";"CGMH";"Concentration globulaire moyenne en hémoglobine";"32,9";"g/dL";"32,0";"36,0";""
"2412090417";"09/12/2024 08:20";"RDW";"Indice de distribution des globules rouges";"13,2";"%";"11,5";"14,5";""
"2412090417";"09/12/2024 08:20";"GB";"Globules blancs";"11,8";"x10E9/L";"4,0";"10,0";"+"
"2412090417";"09/12/2024 08:20";"NEUTA";"Neutrophiles (valeur absolue)";"9,2";"x10E9/L";"1,8";"7,5";"+"
"2412090417";"09/12/2024 08:20";"LYMA";"Lymphocytes (valeur absolue)";"1,6";"x10E9/L";"1,0";"4,0";""
"2412090417";"09/12/2024 08:20";"MONOA";"Monocytes (valeur absolue)";"0,8";"x10E9/L";"0,2";"1,0";""
"2412090417";"09/12/2024 08:20";"PLT";"Plaquettes";"402";"x10E9/L";"150";"400";"+"
"2412090417";"09/12/2024 08:20";"NA";"Sodium";"136";"mmol/L";"136";"145";""
"2412090417";"09/12/2024 08:20";"K";"Potassium";"3,2";"mmol/L";"3,5";"5,1";"-"
"2412090417";"09/12/2024 08:20";"CL";"Chlorures";"99";"mmol/L";"98";"107";""
"2412090417";"09/12/2024 08:20";"CREA";"Créatinine";"0,92";"mg/dL";"0,70";"1,20";""
"2412090417";"09/12/2024 08:20";"EGFR";"eGFR (CKD-EPI)";"84";"mL/min/1,73m²";"60";"";""
"2412090417";"09/12/2024 08:20";"CRP";"Protéine C-réactive";"38,5";"mg/L";"";"5,0";"+"`,
    expected: [
      row('haemoglobin', 13.1, 'g/dL', null),
      row('haematocrit', 39.8, '%', 'low'),
      row('red_cells', 4.38, '10^12/L', 'low'),
      row('mcv', 90.9, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 9.2, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 99, 'mmol/L', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('crp', 38.5, 'mg/L', 'high'),
    ],
  },
  {
    // A French lab group's patient portal, tab-separated export: decimal commas, dates as
    // DD/MM/YYYY, an "Interprétation" column in words ("Haut", "Bas", "Normal"), the previous
    // result and its date in two more columns (empty when none), g/L glucose and lipids, mg/L
    // creatinine and uric acid, ng/mL vitamin D and folate; anti-TPO and non-HDL cholesterol mixed in.
    id: 'h19-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement\tExamen\tRésultat\tUnité\tValeurs normales\tInterprétation\tAntériorité\tDate antériorité
04/12/2024\tTSH ultrasensible\t4,86\tmUI/L\t0,40 - 4,00\tHaut\t3,92\t12/06/2024
04/12/2024\tT4 libre\t13,1\tpmol/L\t11,0 - 22,0\tNormal\t14,0\t12/06/2024
04/12/2024\tAnticorps anti-thyroperoxydase\t86\tUI/mL\t< 34\tHaut\t\t
04/12/2024\tGlycémie à jeun\t1,14\tg/L\t0,70 - 1,05\tHaut\t1,06\t12/06/2024
04/12/2024\tHémoglobine glyquée (HbA1c)\t6,6\t%\t4,0 - 6,0\tHaut\t6,2\t12/06/2024
04/12/2024\tCholestérol total\t2,08\tg/L\t< 2,00\tHaut\t1,94\t12/06/2024
04/12/2024\tHDL-cholestérol\t0,48\tg/L\t> 0,40\tNormal\t0,51\t12/06/2024
04/12/2024\tLDL-cholestérol calculé\t1,31\tg/L\t< 1,60\tNormal\t1,18\t12/06/2024
04/12/2024\tTriglycérides\t1,45\tg/L\t< 1,50\tNormal\t1,25\t12/06/2024
04/12/2024\tCholestérol non-HDL\t1,60\tg/L\t< 1,90\tNormal\t\t
04/12/2024\tCréatinine\t8,9\tmg/L\t5,7 - 11,1\tNormal\t8,4\t12/06/2024
04/12/2024\tDFG estimé (CKD-EPI)\t76\tmL/min/1,73m²\t> 60\tNormal\t81\t12/06/2024
04/12/2024\tAcide urique\t61\tmg/L\t26 - 60\tHaut\t57\t12/06/2024
04/12/2024\t25-OH vitamine D (D2 + D3)\t18\tng/mL\t30 - 100\tBas\t22\t12/06/2024
04/12/2024\tVitamine B12\t412\tpg/mL\t197 - 771\tNormal\t\t
04/12/2024\tFolates sériques\t3,4\tng/mL\t> 3,9\tBas\t\t`,
    expected: [
      row('tsh', 4.86, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L', null),
      row('glucose', 1.14, 'g/L', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('cholesterol', 2.08, 'g/L', 'high'),
      row('hdl', 0.48, 'g/L', null),
      row('ldl', 1.31, 'g/L', null),
      row('triglycerides', 1.45, 'g/L', null),
      row('creatinine', 8.9, 'mg/L', null),
      row('egfr', 76, 'mL/min/1.73m²', null),
      row('uric_acid', 61, 'mg/L', 'high'),
      row('vitamin_d', 18, 'ng/mL', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 3.4, 'ng/mL', 'low'),
    ],
  },
  {
    // A Swiss regional hospital's emergency lab (Neuchâtel), comma-separated export: decimal POINTS,
    // dates as DD.MM.YYYY, ranges as "4.1-5.9" / ">60" / "<5", an "Alerte" column with L / H / LL
    // (critical), a free-text comment quoted because it holds commas, a critical glucose, a
    // censored ethanol, then a urine stick ("neg", "+++") with pH and density without a unit;
    // anion gap, lactate and ethanol mixed in.
    id: 'h19-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Date,Heure,N° d'examen,Analyse,Résultat,Unité,Plage de référence,Alerte,Commentaire
13.12.2024,02:47,U-0000-0091,Glucose,2.6,mmol/l,4.1-5.9,LL,"Valeur critique, communiquée par téléphone au Dr Exemple (urgences) à 03:05, contrôle capillaire demandé"
13.12.2024,02:47,U-0000-0091,Sodium,129,mmol/l,136-145,L,
13.12.2024,02:47,U-0000-0091,Potassium,3.9,mmol/l,3.5-5.1,,
13.12.2024,02:47,U-0000-0091,Chlorure,94,mmol/l,98-107,L,
13.12.2024,02:47,U-0000-0091,Bicarbonate,17,mmol/l,22-29,L,
13.12.2024,02:47,U-0000-0091,Trou anionique,18,mmol/l,8-16,H,
13.12.2024,02:47,U-0000-0091,Urée,9.8,mmol/l,2.9-8.2,H,
13.12.2024,02:47,U-0000-0091,Créatinine,134,µmol/l,62-106,H,
13.12.2024,02:47,U-0000-0091,eGFR (CKD-EPI),47,ml/min/1.73m2,>60,L,"Formule CKD-EPI 2021, sans coefficient ethnique"
13.12.2024,02:47,U-0000-0091,Lactate,1.9,mmol/l,0.5-2.2,,
13.12.2024,02:47,U-0000-0091,Éthanol,<0.1,‰,<0.1,,
13.12.2024,02:47,U-0000-0091,CRP,3,mg/l,<5,,
13.12.2024,03:20,U-0000-0092,Urine : pH,5.5,,5.0-8.0,,
13.12.2024,03:20,U-0000-0092,Urine : densité,1.026,,1.005-1.030,,
13.12.2024,03:20,U-0000-0092,Urine : protéines,neg,,neg,,
13.12.2024,03:20,U-0000-0092,Urine : glucose,neg,,neg,,
13.12.2024,03:20,U-0000-0092,Urine : corps cétoniques,+++,,neg,H,"Cétonurie importante, à corréler à la gazométrie"
13.12.2024,03:20,U-0000-0092,Urine : leucocytes,neg,,neg,,`,
    expected: [
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 94, 'mmol/L', 'low'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 134, 'µmol/L', 'high'),
      row('egfr', 47, 'mL/min/1.73m²', 'low'),
      row('crp', 3, 'mg/L', null),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.026, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 3, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
    ],
  },
]

export default moreCases
