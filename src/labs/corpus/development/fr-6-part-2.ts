/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), French, second part: reports from Senegal, Madagascar, France,
 * Québec and Switzerland. Written without reading the extractor; synthetic reports: no real people,
 * labs or phone numbers. Rows for tests Hale does not know (IDR, eosinophils, monocytes,
 * reticulocytes, blood film, malaria smear, urine urobilinogen and bilirubin, urine microscopy and
 * culture, phosphorus, PTH, protein/creatinine ratio, non-HDL cholesterol, ratios, lipase, lactate,
 * ethanol) are not results to extract. Where a report prints two units side by side, the expected
 * row takes the first-printed value and unit.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Senegal (Dakar), hospital haematology: 10^3/µl and 10^6/µl, arrows after the value (↓↓
    // for the critical haemoglobin), a differential in % only, a blood film and a malaria smear
    // in words, a warning line quoting "< 7 g/dl", then an iron panel.
    id: 'h5-fr-6',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL FICTIF DE DAKAR — Laboratoire de Biologie Médicale
Service d'Hématologie
Patient(e) : TEST Personne Sexe : F Né(e) le : 01.01.1994
N° labo : 24-H-00871 Service demandeur : Maternité Date : 09/07/2024
HÉMOGRAMME (NFS) Résultat Unité Valeurs normales
Globules blancs 5,2 10^3/µl 4,0 - 10,0
Globules rouges 3,02 ↓ 10^6/µl 4,00 - 5,20
Hémoglobine 6,4 ↓↓ g/dl 12,0 - 16,0
Hématocrite 21,3 ↓ % 36,0 - 46,0
VGM 70,5 ↓ fl 80,0 - 100,0
TCMH 21,2 ↓ pg 27,0 - 32,0
CCMH 30,0 ↓ g/dl 32,0 - 36,0
IDR-CV 18,9 ↑ % 11,5 - 14,5
Plaquettes 452 ↑ 10^3/µl 150 - 400
Formule leucocytaire
Neutrophiles 52 % 45 - 70
Lymphocytes 38 % 20 - 45
Éosinophiles 6 ↑ % 0 - 5
Monocytes 4 % 2 - 10
Réticulocytes 38 10^3/µl 25 - 100
Frottis sanguin : microcytose, hypochromie, anisocytose. Absence de blastes.
Goutte épaisse : négative (pas d'hématozoaires).
! Hémoglobine < 7 g/dl : valeur critique, le service demandeur a été prévenu.
BILAN MARTIAL
Fer sérique 5,4 ↓ µmol/l 9,0 - 27,0
Ferritine 6 ↓ ng/ml 13 - 150
Coefficient de saturation de la transferrine 7 ↓ % 20 - 40
INFLAMMATION
CRP 3 mg/l < 6
Le biologiste responsable`,
    expected: [
      row('white_cells', 5.2, '10^9/L'),
      row('red_cells', 3.02, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.3, '%', 'low'),
      row('mcv', 70.5, 'fL', 'low'),
      row('mch', 21.2, 'pg', 'low'),
      row('mchc', 30, 'g/dL', 'low'),
      row('platelets', 452, '10^9/L', 'high'),
      row('neutrophils', 52, '%'),
      row('lymphocytes', 38, '%'),
      row('iron', 5.4, 'µmol/L', 'low'),
      row('ferritin', 6, 'ng/mL', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('crp', 3, 'mg/L'),
    ],
  },
  {
    // Madagascar (Antananarivo), urine culture report: the dipstick in words and crosses
    // ("Traces", "Positif", "++"), then a microscopy section whose "Leucocytes" and "Hématies"
    // counts per mm3 are NOT dipstick rows, then culture; urobilinogen and urine bilirubin on the
    // dipstick are not to be extracted.
    id: 'h5-fr-7',
    language: 'fr',
    kind: 'text',
    text: `CENTRE DE BIOLOGIE FICTIF — Antananarivo
Laboratoire d'analyses médicales
Nom : TEST Person Né le : 01.01.1981 Sexe : F
Demande n° : U-2024-0412 Prélèvement : 12/08/2024 à 07:15 (urines du matin, milieu de jet)
Médecin : Dr Exemple
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
1. Examen chimique (bandelette urinaire)
Paramètre     Résultat     Valeurs normales
pH     6,0     5,0 - 8,0
Densité     1,025     1,005 - 1,030
Leucocytes     ++     Négatif
Nitrites     Positif     Négatif
Protéines     Traces     Négatif
Glucose     Négatif     Négatif
Corps cétoniques     Négatif     Négatif
Sang     +     Négatif
Urobilinogène     Normal     Normal
Bilirubine     Négatif     Négatif
2. Examen cytologique (cellule de Malassez)
Leucocytes     85 /mm3     < 10 /mm3
Hématies     18 /mm3     < 10 /mm3
Cellules épithéliales     Rares
Cristaux     Absence
Cylindres     Absence
3. Examen bactériologique
Examen direct : bacilles Gram négatif nombreux.
Culture : Escherichia coli > 10^5 UFC/ml
Antibiogramme : voir page 2.
Conclusion : infection urinaire à E. coli.
Page 1/2`,
    expected: [
      row('urine_ph', 6, ''),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
    ],
  },
  {
    // France, a lab portal's CSV export of a kidney follow-up: ";" separator, decimal comma, a
    // lab-name column, an "Anormal" column with H / B or empty; phosphorus, PTH and the
    // protein/creatinine ratio are not to be extracted.
    id: 'h5-fr-8',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement;Laboratoire;Examen;Résultat;Unité;Valeurs de référence;Anormal
15/01/2024;Laboratoire Exemple Lyon;Créatinine;168;µmol/l;45 - 90;H
15/01/2024;Laboratoire Exemple Lyon;DFG estimé (CKD-EPI);27;mL/min/1,73m²;> 60;B
15/01/2024;Laboratoire Exemple Lyon;Urée;14,8;mmol/l;2,8 - 7,6;H
15/01/2024;Laboratoire Exemple Lyon;Sodium;141;mmol/l;136 - 145;
15/01/2024;Laboratoire Exemple Lyon;Potassium;5,6;mmol/l;3,5 - 5,1;H
15/01/2024;Laboratoire Exemple Lyon;Bicarbonates;19;mmol/l;22 - 29;B
15/01/2024;Laboratoire Exemple Lyon;Calcium;2,18;mmol/l;2,20 - 2,60;B
15/01/2024;Laboratoire Exemple Lyon;Phosphore;1,62;mmol/l;0,81 - 1,45;H
15/01/2024;Laboratoire Exemple Lyon;Acide urique;452;µmol/l;150 - 360;H
15/01/2024;Laboratoire Exemple Lyon;Albumine;37;g/l;35 - 52;
15/01/2024;Laboratoire Exemple Lyon;Hémoglobine;10,4;g/dl;12,0 - 16,0;B
15/01/2024;Laboratoire Exemple Lyon;Parathormone (PTH);148;pg/ml;15 - 65;H
15/01/2024;Laboratoire Exemple Lyon;25-OH vitamine D (D2+D3);22;ng/ml;30 - 60;B
15/01/2024;Laboratoire Exemple Lyon;Rapport protéinurie/créatininurie;68;mg/mmol;< 15;H`,
    expected: [
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('urea', 14.8, 'mmol/L', 'high'),
      row('sodium', 141, 'mmol/L'),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('calcium', 2.18, 'mmol/L', 'low'),
      row('uric_acid', 452, 'µmol/L', 'high'),
      row('albumin', 37, 'g/L'),
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('vitamin_d', 22, 'ng/mL', 'low'),
    ],
  },
  {
    // Québec, a patient portal's CSV export: every field quoted, ";" separator, decimal comma,
    // the result before the unit and the date after the indicator (H / B); folate above the
    // assay's limit ("> 45,3"); non-HDL cholesterol and the ratio (no unit) are not to be
    // extracted.
    id: 'h5-fr-9',
    language: 'fr',
    kind: 'csv',
    text: `"Nom de l'analyse";"Résultat";"Unité";"Valeurs de référence";"Indicateur";"Date du prélèvement";"Statut"
"Cholestérol total";"5,92";"mmol/L";"< 5,20";"H";"2024-02-07";"Final"
"Cholestérol HDL";"1,04";"mmol/L";"> 1,30";"B";"2024-02-07";"Final"
"Cholestérol LDL";"3,98";"mmol/L";"< 3,50";"H";"2024-02-07";"Final"
"Triglycérides";"1,97";"mmol/L";"< 1,70";"H";"2024-02-07";"Final"
"Cholestérol non-HDL";"4,88";"mmol/L";"< 4,20";"H";"2024-02-07";"Final"
"Rapport cholestérol total/HDL";"5,7";"";"< 5,0";"H";"2024-02-07";"Final"
"Hémoglobine glyquée (HbA1c)";"6,4";"%";"4,0 - 6,0";"H";"2024-02-07";"Final"
"Glucose à jeun";"6,8";"mmol/L";"3,6 - 6,0";"H";"2024-02-07";"Final"
"TSH";"0,08";"mUI/L";"0,35 - 5,00";"B";"2024-02-07";"Final"
"T4 libre";"28,4";"pmol/L";"9,0 - 19,0";"H";"2024-02-07";"Final"
"T3 libre";"7,9";"pmol/L";"2,6 - 5,7";"H";"2024-02-07";"Final"
"Vitamine B12";"412";"pmol/L";"> 150";"";"2024-02-07";"Final"
"Folates sériques";"> 45,3";"nmol/L";"> 7,0";"";"2024-02-07";"Final"
"ALT";"34";"U/L";"< 35";"";"2024-02-07";"Final"
"Créatinine";"71";"µmol/L";"45 - 90";"";"2024-02-07";"Final"`,
    expected: [
      row('cholesterol', 5.92, 'mmol/L', 'high'),
      row('hdl', 1.04, 'mmol/L', 'low'),
      row('ldl', 3.98, 'mmol/L', 'high'),
      row('triglycerides', 1.97, 'mmol/L', 'high'),
      row('hba1c', 6.4, '%', 'high'),
      row('glucose', 6.8, 'mmol/L', 'high'),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 7.9, 'pmol/L', 'high'),
      row('vitamin_b12', 412, 'pmol/L'),
      row('folate', 45.3, 'nmol/L'),
      row('alt', 34, 'U/L'),
      row('creatinine', 71, 'µmol/L'),
    ],
  },
  {
    // Switzerland (Geneva), emergency department: the arrow BEFORE the value (↓↓ for the
    // critical glucose, with a call-back line), haemoglobin in g/l, "Thrombocytes", G/l; lipase,
    // lactate and ethanol (‰) are not to be extracted; then a urine dipstick ("Stix") with
    // "nég." and crosses, so "Glucose" appears twice: blood, then urine.
    id: 'h5-fr-10',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL CANTONAL FICTIF — Service de médecine de laboratoire
Rue de l'Exemple, Genève
URGENCES ADULTES — Demande urgente
Patient : PERSONNE Test né le 01.01.1961 Sexe : M
Prélevé le 03.11.2024 02:58 Validé le 03.11.2024 03:50
Analyse   Résultat   Unité   Intervalle de référence
HÉMATOLOGIE
Hémoglobine   138   g/l   135 - 175
Leucocytes   ↑ 16,4   G/l   4,0 - 10,0
Thrombocytes   189   G/l   150 - 350
CHIMIE
Sodium   ↓ 133   mmol/l   136 - 145
Potassium   4,1   mmol/l   3,5 - 5,1
Glucose   ↓↓ 2,4   mmol/l   3,9 - 6,1
Valeur critique communiquée au médecin des urgences le 03.11.2024 à 03:42.
Créatinine   ↑ 118   µmol/l   62 - 106
Urée   ↑ 9,2   mmol/l   2,8 - 8,1
ASAT   ↑ 112   U/l   < 40
ALAT   ↑ 54   U/l   < 50
Bilirubine totale   ↑ 31   µmol/l   < 21
Lipase   44   U/l   < 60
Lactate   ↑ 3,8   mmol/l   0,5 - 2,2
CRP   ↑ 186   mg/l   < 5
Éthanol   ↑ 1,9   ‰   < 0,1
STIX URINAIRE (bandelette)
pH   5,5      5 - 8
Densité   1,030      1,005 - 1,030
Protéines   ↑ +      nég.
Glucose   nég.      nég.
Cétones   ↑ +++      nég.
Sang   nég.      nég.
Leucocytes   nég.      nég.
Nitrites   nég.      nég.
Page 1/1 — rapport généré automatiquement`,
    expected: [
      row('haemoglobin', 138, 'g/L'),
      row('white_cells', 16.4, '10^9/L', 'high'),
      row('platelets', 189, '10^9/L'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 4.1, 'mmol/L'),
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('creatinine', 118, 'µmol/L', 'high'),
      row('urea', 9.2, 'mmol/L', 'high'),
      row('ast', 112, 'U/L', 'high'),
      row('alt', 54, 'U/L', 'high'),
      row('bilirubin', 31, 'µmol/L', 'high'),
      row('crp', 186, 'mg/L', 'high'),
      row('urine_ph', 5.5, ''),
      row('urine_specific_gravity', 1.03, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 3, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
]

export default moreCases
