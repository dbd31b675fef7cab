/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), French, continued (imported by fr-9.ts): a urine
 * report from France, a check-up from Luxembourg and three portal CSV exports (France, Belgium,
 * Québec).  Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (urine microscopy and culture, vitesse de sédimentation, ratios, cholestérol non-HDL, RDW,
 * albumine/créatinine urinaire) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // France, urine culture report (ECBU): the dipstick block in words and crosses against
    // "négatif", then flow-cytometry counts that repeat "Leucocytes" and "Hématies" (not dipstick).
    id: 'h8-fr-6',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE — BIOLOGIE MÉDICALE
4, place de l'Exemple — 00000 EXEMPLEVILLE
Patiente : Mme PERSONNE Test — née le 01/01/1998
Prélèvement : 05/06/2024 à 07h30 — urines du matin, milieu de jet
Dossier : 0605-2219 Page 1/2
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Aspect : trouble Couleur : jaune foncé
Bandelette urinaire (lecture automatisée) Résultat Valeurs attendues
pH 6,0 5,0 – 8,0
Densité 1,025 1,005 – 1,030
Protéines négatif négatif
Glucose ++ négatif
Corps cétoniques traces négatif
Sang (hémoglobine) + négatif
Leucocytes (estérases) +++ négatif
Nitrites positif (+) négatif
Examen cytologique (cytométrie en flux)
Leucocytes 320 /mm3 < 10
Hématies 18 /mm3 < 10
Cellules épithéliales rares
Cylindres absence
Cristaux absence
Examen bactériologique
Examen direct : bacilles Gram négatif
Culture : Escherichia coli > 10^5 UFC/mL
Antibiogramme : voir page 2
Glycosurie : un contrôle de la glycémie à jeun est conseillé.`,
    expected: [
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Luxembourg, check-up: the reference range comes BEFORE the result, flags written out as
    // "haut"/"bas" after the value, German-style units (mg/dl, 10^3/µl, µUI/ml), CRP as "<0,6".
    id: 'h8-fr-7',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE LUXEMBOURG
Rue de l'Exemple 00 — L-0000 Luxembourg
Patient : PERSONNE Test Né le : 01.01.1972 Sexe : M
Demande : 24-0716-2231 Prélèvement : 16.07.2024 07:58
Médecin : Dr Exemple
Bilan de santé
Analyse Valeurs de référence Résultat Unité
HÉMATOLOGIE
Hémoglobine 13,5 – 17,5 15,1 g/dl
Hématocrite 40 – 52 44,6 %
Leucocytes 4,0 – 10,0 3,6 bas 10^3/µl
Plaquettes 150 – 400 221 10^3/µl
VS 1re heure < 15 8 mm/h
BIOCHIMIE
Glucose à jeun 70 – 100 104 haut mg/dl
Créatinine 0,67 – 1,17 1,09 mg/dl
eGFR (CKD-EPI) > 60 76 ml/min/1,73m²
Acide urique 3,4 – 7,0 7,9 haut mg/dl
Sodium 136 – 145 142 mmol/l
Potassium 3,5 – 5,1 4,4 mmol/l
LIPIDES
Cholestérol total < 190 214 haut mg/dl
Cholestérol HDL > 40 52 mg/dl
Cholestérol LDL (calculé) < 115 139 haut mg/dl
Triglycérides < 150 117 mg/dl
FOIE
GOT (ASAT) < 50 29 U/l
GPT (ALAT) < 50 41 U/l
Gamma-GT < 60 72 haut U/l
DIVERS
CRP < 5,0 <0,6 mg/l
TSH 0,27 – 4,20 1,92 µUI/ml
Ferritine 30 – 400 188 ng/ml
25-OH Vitamine D 30 – 100 21 bas ng/ml
Page 1 de 1`,
    expected: [
      row('haemoglobin', 15.1, 'g/dL', null),
      row('haematocrit', 44.6, '%', null),
      row('white_cells', 3.6, '10^9/L', 'low'),
      row('platelets', 221, '10^9/L', null),
      row('glucose', 104, 'mg/dL', 'high'),
      row('creatinine', 1.09, 'mg/dL', null),
      row('egfr', 76, 'mL/min/1.73m²', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('sodium', 142, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('cholesterol', 214, 'mg/dL', 'high'),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 139, 'mg/dL', 'high'),
      row('triglycerides', 117, 'mg/dL', null),
      row('ast', 29, 'U/L', null),
      row('alt', 41, 'U/L', null),
      row('ggt', 72, 'U/L', 'high'),
      row('crp', 0.6, 'mg/L', null),
      row('tsh', 1.92, 'mU/L', null),
      row('ferritin', 188, 'ng/mL', null),
      row('vitamin_d', 21, 'ng/mL', 'low'),
    ],
  },
  {
    // France, patient-portal CSV export: every field quoted, bounds in two columns (one left empty
    // for "< x" limits), French units in g/L and UI/L, "Haut" in the interpretation column.
    id: 'h8-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `"Date de prélèvement";"Code";"Libellé";"Résultat";"Unité";"Borne inférieure";"Borne supérieure";"Interprétation"
"12/01/2024";"GLYJ";"Glycémie à jeun";"0,82";"g/L";"0,70";"1,10";""
"12/01/2024";"HBA1C";"Hémoglobine glyquée (HbA1c)";"5,6";"%";"4,0";"6,0";""
"12/01/2024";"CHOL";"Cholestérol total";"2,34";"g/L";"";"2,00";"Haut"
"12/01/2024";"HDL";"Cholestérol HDL";"0,48";"g/L";"0,40";"";""
"12/01/2024";"TG";"Triglycérides";"1,20";"g/L";"";"1,50";""
"12/01/2024";"LDLC";"Cholestérol LDL calculé";"1,62";"g/L";"";"1,60";"Haut"
"12/01/2024";"RCHOL";"Rapport cholestérol total / HDL";"4,88";"";"";"5,00";""
"12/01/2024";"CREA";"Créatinine";"8,9";"mg/L";"7,0";"12,0";""
"12/01/2024";"DFG";"DFG estimé (CKD-EPI)";"81";"mL/min/1,73m²";"60";"";""
"12/01/2024";"ASAT";"ASAT (TGO)";"24";"UI/L";"";"35";""
"12/01/2024";"ALAT";"ALAT (TGP)";"19";"UI/L";"";"45";""
"12/01/2024";"GGT";"Gamma GT";"41";"UI/L";"";"38";"Haut"
"12/01/2024";"TSH";"TSH ultrasensible";"2,10";"mUI/L";"0,40";"4,00";""
"12/01/2024";"CRP";"Protéine C réactive";"<4";"mg/L";"";"5";""`,
    expected: [
      row('glucose', 0.82, 'g/L', null),
      row('hba1c', 5.6, '%', null),
      row('cholesterol', 2.34, 'g/L', 'high'),
      row('hdl', 0.48, 'g/L', null),
      row('triglycerides', 1.2, 'g/L', null),
      row('ldl', 1.62, 'g/L', 'high'),
      row('creatinine', 8.9, 'mg/L', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('ast', 24, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('ggt', 41, 'U/L', 'high'),
      row('tsh', 2.1, 'mU/L', null),
      row('crp', 4, 'mg/L', null),
    ],
  },
  {
    // Belgium, lab portal CSV export: unquoted, range in one field without spaces, a status
    // column with L/H/N, 10^6/µl and 10^3/µl counts, vitamins in pg/ml and ng/ml, CRP "<0,5".
    id: 'h8-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `Date;Paramètre;Résultat;Unité;Valeurs normales;Statut
21/05/2024;Hémoglobine;11,6;g/dl;12,0-16,0;L
21/05/2024;Hématocrite;35,8;%;36,0-46,0;L
21/05/2024;Globules rouges;4,02;10^6/µl;3,90-5,20;N
21/05/2024;VGM;89,1;fl;80,0-100,0;N
21/05/2024;RDW;13,1;%;11,5-14,5;N
21/05/2024;Globules blancs;5,3;10^3/µl;4,0-10,0;N
21/05/2024;Plaquettes;287;10^3/µl;150-400;N
21/05/2024;Ferritine;11;µg/l;13-150;L
21/05/2024;Saturation de la transferrine;14;%;16-45;L
21/05/2024;Vitamine B12;412;pg/ml;197-771;N
21/05/2024;Acide folique;3,1;ng/ml;3,9-26,8;L
21/05/2024;Vitamine D (25-OH);24,5;ng/ml;30,0-100,0;L
21/05/2024;CRP;<0,5;mg/l;<5,0;N`,
    expected: [
      row('haemoglobin', 11.6, 'g/dL', 'low'),
      row('haematocrit', 35.8, '%', 'low'),
      row('red_cells', 4.02, '10^12/L', null),
      row('mcv', 89.1, 'fL', null),
      row('white_cells', 5.3, '10^9/L', null),
      row('platelets', 287, '10^9/L', null),
      row('ferritin', 11, 'µg/L', 'low'),
      row('transferrin_saturation', 14, '%', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('vitamin_d', 24.5, 'ng/mL', 'low'),
      row('crp', 0.5, 'mg/L', null),
    ],
  },
  {
    // Québec, provincial results portal CSV export: date and time in one field, lipids in mmol/L,
    // an "Indicateur" column with H or empty, a urine albumin/creatinine ratio (not an analyte).
    id: 'h8-fr-10',
    language: 'fr',
    kind: 'csv',
    text: `Date du prélèvement;Analyse;Résultat;Unité;Valeurs de référence;Indicateur
2024-10-03 08:15;Glucose à jeun;7,4;mmol/L;3,6 - 6,0;H
2024-10-03 08:15;Hémoglobine A1c;7,1;%;4,0 - 6,0;H
2024-10-03 08:15;Cholestérol total;5,92;mmol/L;< 5,20;H
2024-10-03 08:15;Cholestérol HDL;1,02;mmol/L;> 1,00;
2024-10-03 08:15;Triglycérides;2,04;mmol/L;< 1,70;H
2024-10-03 08:15;Cholestérol LDL;3,97;mmol/L;< 3,50;H
2024-10-03 08:15;Cholestérol non-HDL;4,90;mmol/L;< 4,20;H
2024-10-03 08:15;Rapport cholestérol total/HDL;5,8;;< 5,0;H
2024-10-03 08:15;Créatinine;94;µmol/L;50 - 110;
2024-10-03 08:15;DFGe;71;mL/min/1,73m²;> 60;
2024-10-03 08:15;Rapport albumine/créatinine urinaire;4,6;mg/mmol;< 2,0;H
2024-10-03 08:15;ALT;38;U/L;< 40;
2024-10-03 08:15;Potassium;4,6;mmol/L;3,5 - 5,0;
2024-10-03 08:15;TSH;3,12;mUI/L;0,35 - 5,00;`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('cholesterol', 5.92, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', null),
      row('triglycerides', 2.04, 'mmol/L', 'high'),
      row('ldl', 3.97, 'mmol/L', 'high'),
      row('creatinine', 94, 'µmol/L', null),
      row('egfr', 71, 'mL/min/1.73m²', null),
      row('alt', 38, 'U/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('tsh', 3.12, 'mU/L', null),
    ],
  },
]

export default moreCases
