/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), French: reports from medical laboratories in
 * France, Belgium, French-speaking Switzerland, Luxembourg and Québec. Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW/IDR/DVE, VS, eosinophils,
 * monocytes, reticulocytes, non-HDL cholesterol, ratios, anti-TPO, transferrin, holotranscobalamin,
 * lipoprotein (a), osmolality, lactate, lipase, direct bilirubin, urinary microalbumin and
 * creatinine, urobilinogen, urine bilirubin, urine microscopy and culture) are not results to extract.
 * The rest of the set is in fr-10-part-2.ts.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-10-part-2'

const cases: readonly LabReportCase[] = [
  {
    // France, private multisite lab: blood count with the differential as % then "soit … G/L",
    // an asterisk after out-of-range values, a previous-result column, ESR and CRP at the end.
    id: 'h9-fr-1',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DES TILLEULS
Site Rennes-Nord · Biologiste responsable : Dr A. Exemple
COMPTE RENDU D'ANALYSES
Patient : PERSONNE Test   Né(e) le : 01.01.1958   Sexe : F
Prescripteur : Dr Médecin Traitant
Prélèvement du 14/10/2026 à 08h12 — Dossier n° 2610-1404-57
Page 1/1
Résultat   Valeurs de référence   Antériorité du 02/05/2026
HÉMATOLOGIE
Hémogramme (sang total EDTA)
Hématies   3,62 T/L *   3,80 - 5,20   4,01
Hémoglobine   10,4 g/dL *   11,5 - 15,5   11,8
Hématocrite   32,1 % *   35,0 - 47,0   35,9
V.G.M.   88,7 fL   80,0 - 100,0   89,5
T.C.M.H.   28,7 pg   27,0 - 32,0   29,4
C.C.M.H.   32,4 g/dL   32,0 - 36,0   32,9
I.D.R. (RDW-CV)   15,8 % *   11,0 - 15,0   14,2
Leucocytes   11,6 G/L *   4,0 - 10,0   7,3
Formule leucocytaire
Polynucléaires neutrophiles   81,2 %   soit 9,42 G/L *   1,80 - 7,50   4,51
Polynucléaires éosinophiles   1,4 %   soit 0,16 G/L   < 0,50   0,12
Polynucléaires basophiles   0,3 %   soit 0,03 G/L   < 0,20   0,02
Lymphocytes   12,1 %   soit 1,40 G/L   1,00 - 4,00   2,05
Monocytes   5,0 %   soit 0,58 G/L   0,20 - 1,00   0,45
Plaquettes   412 G/L *   150 - 400   298
Vitesse de sédimentation 1re heure   38 mm *   < 20
BIOCHIMIE
Protéine C réactive (CRP)   46,8 mg/L *   < 5,0   3,1
* : résultat en dehors des valeurs de référence.
Contrôle de l'hémogramme conseillé à distance de l'épisode infectieux.
Document validé par Dr A. Exemple, biologiste médical.`,
    expected: [
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('haematocrit', 32.1, '%', 'low'),
      row('mcv', 88.7, 'fL', null),
      row('mch', 28.7, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('neutrophils', 9.42, '10^9/L', 'high'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('crp', 46.8, 'mg/L', 'high'),
    ],
  },
  {
    // France, nephrology follow-up: values in g/L and mg/L with the SI conversion on the next line
    // ("soit … mmol/L"), no marks at all (flags come from the ranges), a critical potassium with
    // its call-back note, and the previous result in the last column.
    id: 'h9-fr-2',
    language: 'fr',
    kind: 'text',
    text: `BIOLAB DU CONFLUENT — Laboratoire de biologie médicale multisite
Mme PERSONNE Test   née le 01.01.1947
Demande n° 261103-0088   prélevé le 03/11/2026 à 07h45   reçu le 03/11/2026 à 09h02
Médecin : Dr Exemple, néphrologie
Valeurs usuelles   Antériorités (21/08/2026)
BIOCHIMIE SANGUINE
Ionogramme plasmatique
Sodium   134 mmol/L   136 - 145   138
Potassium   6,9 mmol/L   3,5 - 5,1   5,2
VALEUR CRITIQUE : contrôlée sur un second tube non hémolysé, communiquée au Dr Exemple le 03/11/2026 à 10h40.
Chlore   104 mmol/L   98 - 107   101
Bicarbonates   17 mmol/L   22 - 29   21
Protéines totales   66 g/L   64 - 83   70
Glycémie à jeun   1,02 g/L   0,70 - 1,10   0,96
soit 5,66 mmol/L
Urée   1,12 g/L   0,17 - 0,49   0,78
soit 18,6 mmol/L
Créatinine   24,3 mg/L   5,1 - 9,5   18,9
soit 215 µmol/L
DFG estimé selon CKD-EPI   18 mL/min/1,73 m²   > 90   24
Interprétation : insuffisance rénale sévère (stade 4), à confronter au contexte clinique.
Acide urique   84 mg/L   24 - 57   71
soit 500 µmol/L
Calcium   2,21 mmol/L   2,15 - 2,55   2,30
Albumine   33 g/L   35 - 52   36
Bilan hépatique
Bilirubine totale   6 mg/L   < 12   5
ASAT (TGO)   31 UI/L   < 35   28
ALAT (TGP)   22 UI/L   < 35   25
Gamma-GT   45 UI/L   < 38   41
Phosphatases alcalines   88 UI/L   35 - 104   92
Les résultats en dehors des valeurs usuelles ne sont pas signalés sur ce compte rendu.`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('total_protein', 66, 'g/L', null),
      row('glucose', 1.02, 'g/L', null),
      row('urea', 1.12, 'g/L', 'high'),
      row('creatinine', 24.3, 'mg/L', 'high'),
      row('egfr', 18, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 84, 'mg/L', 'high'),
      row('calcium', 2.21, 'mmol/L', null),
      row('albumin', 33, 'g/L', 'low'),
      row('bilirubin', 6, 'mg/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 22, 'U/L', null),
      row('ggt', 45, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
    ],
  },
  {
    // Belgium, hospital clinical biology lab: "+" / "-" flags in a column before the result,
    // glucose and lipids in mg/dl, thyroid in mUI/l and pmol/l, non-HDL cholesterol, a
    // total/HDL ratio and anti-TPO antibodies mixed in.
    id: 'h9-fr-3',
    language: 'fr',
    kind: 'text',
    text: `CLINIQUE SAINT-EXEMPLE — Laboratoire de biologie clinique
Rue de l'Exemple 1, Namur
Patient: Test Personne   Date de naissance: 01.01.1969   Sexe: M
N° de demande: 26/48213   Prélèvement: 09-06-2026 07:58   Médecin demandeur: Dr Exemple
Rapport final
Analyse   Résultat   Unité   Valeurs de référence
CHIMIE
Glucose (à jeun)   +   118   mg/dl   70 - 100
Hémoglobine glyquée HbA1c (DCCT)   +   6,6   %   4,0 - 6,0
Diabète probable si HbA1c ≥ 6,5 % confirmé sur un second dosage.
LIPIDES
Cholestérol total   +   241   mg/dl   < 190
Cholestérol HDL   48   mg/dl   > 40
Cholestérol non-HDL   +   193   mg/dl   < 130
Cholestérol LDL (Friedewald)   +   164   mg/dl   < 115
Triglycérides   145   mg/dl   < 150
Rapport cholestérol total / HDL   5,0   < 5,0
ENDOCRINOLOGIE
TSH   -   0,18   mUI/l   0,27 - 4,20
T4 libre   +   25,9   pmol/l   12,0 - 22,0
T3 libre   6,4   pmol/l   3,1 - 6,8
Anticorps anti-TPO   < 9   UI/ml   < 34
+ : supérieur à la valeur de référence   - : inférieur à la valeur de référence
Résultats validés par : Dr Exemple, biologiste clinicien`,
    expected: [
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('cholesterol', 241, 'mg/dL', 'high'),
      row('hdl', 48, 'mg/dL', null),
      row('ldl', 164, 'mg/dL', 'high'),
      row('triglycerides', 145, 'mg/dL', null),
      row('tsh', 0.18, 'mU/L', 'low'),
      row('free_t4', 25.9, 'pmol/L', 'high'),
      row('free_t3', 6.4, 'pmol/L', null),
    ],
  },
  {
    // French-speaking Switzerland: haemoglobin in g/l, ↑/↓ after the value, iron status with
    // transferrin (not an analyte) next to its saturation, holotranscobalamin ("B12 active")
    // after vitamin B12, and a footnote with vitamin D thresholds.
    id: 'h9-fr-4',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE EXEMPLE SA — Lausanne
Médecine de laboratoire FAMH
Patiente : Test Personne, 01.01.1991, F
No d'ordre : 7712 4409   Prélèvement : 22.09.2026 10:20   Impression : 22.09.2026 16:47
Médecin : Dr méd. Exemple, cabinet de groupe
Analyse   Résultat   Unité   Valeurs normales
Hématologie
Hémoglobine   104 ↓   g/l   117 - 153
Erythrocytes   4,48   T/l   3,90 - 5,20
VGM   73 ↓   fl   80 - 98
TCMH (MCH)   23,2 ↓   pg   26,0 - 34,0
Réticulocytes   41   G/l   25 - 100
Métabolisme du fer
Fer   6,2 ↓   µmol/l   6,6 - 26,0
Transferrine   3,71 ↑   g/l   2,00 - 3,60
Saturation de la transferrine   7 ↓   %   16 - 45
Ferritine   6 ↓   µg/l   15 - 150
Vitamines
Vitamine B12   212   pmol/l   145 - 569
Holotranscobalamine (B12 active)   42   pmol/l   > 35
Acide folique   5,1 ↓   nmol/l   > 7,0
25-OH-vitamine D totale   38 ↓   nmol/l   75 - 250
Carence en vitamine D : < 25 nmol/l ; insuffisance : 25 - 75 nmol/l.
Commentaire : anémie microcytaire hypochrome avec carence martiale marquée ; folates abaissés.`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('red_cells', 4.48, '10^12/L', null),
      row('mcv', 73, 'fL', 'low'),
      row('mch', 23.2, 'pg', 'low'),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 6, 'µg/L', 'low'),
      row('vitamin_b12', 212, 'pmol/L', null),
      row('folate', 5.1, 'nmol/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
    ],
  },
  {
    // France, urine sample: automated dipstick with crosses, "traces", "positif" and "négatif"
    // against "négatif", then the urine cytology (leucocytes and red cells per mm3: microscopy,
    // not results to extract), culture, and a page marker.
    id: 'h9-fr-5',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE DE BIOLOGIE MÉDICALE DU PORT — Site de Nantes-Exemple
Patient : M. PERSONNE Test   Né le 01.01.1975
Prélèvement : urines de milieu de jet, le 05/08/2026 à 07h30 (recueil au domicile)
Médecin prescripteur : Dr Exemple
URINES
Bandelette urinaire (lecture automatisée)   Résultat   Valeurs de référence
pH   6,0   5,0 - 8,0
Densité   1,025   1,005 - 1,030
Protéines   ++   négatif
Glucose   négatif   négatif
Corps cétoniques   traces   négatif
Sang (hémoglobine)   +++   négatif
Leucocytes (estérases)   ++   négatif
Nitrites   positif   négatif
Urobilinogène   normal   normal
Bilirubine   négatif   négatif
EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)
Cytologie quantitative
Leucocytes   85 /mm3   < 10 /mm3
Hématies   40 /mm3   < 10 /mm3
Cellules épithéliales   rares
Cylindres   absence
Examen direct : bacilles à Gram négatif nombreux
Culture : Escherichia coli, 10^6 UFC/mL
Antibiogramme : voir page suivante
Page 1/2`,
    expected: [
      row('urine_ph', 6, ''),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
