/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), French: a French university hospital's
 * emergency lab (arrow flags after the value, ↑↑/↓↓ critical, G/L and T/L counts), a Swiss hospital
 * lab (+ and - glued to the value, lower-case units, HbA1c in mmol/mol with % beside it), a
 * Senegalese lab printing each test as a block ("Résultat :" / "Valeurs usuelles : … à …"), a Québec
 * hospital report ((H)/(B) flags, x10E9/L counts, Hb in g/L) and a French portal's tab-separated
 * export (low and high bounds in two columns, flags in words, a urine stick). Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (IDR, réticulocytes,
 * lactates, troponine, non-HDL, lipase, CK, anti-TPO, électrophorèse de l'hémoglobine, monocytes,
 * éosinophiles, VS, phosphore, urobilinogène, urine albumin/creatinine …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './fr-18-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A French university hospital's 24-hour emergency lab (Nancy): arrows right after the value
    // (↑ / ↓, doubled for a critical value), counts in G/L and T/L, ranges as "4,0 - 10,0" after the
    // unit, reticulocytes, RDW, lactate and troponin mixed in, a critical haemoglobin and potassium
    // with a call-back note, a second page.
    id: 'h17-fr-1',
    language: 'fr',
    kind: 'text',
    text: `CHU EXEMPLE — Laboratoire de biologie médicale d'urgence (24h/24)
Pôle Biologie — Site hôpital central — Biologiste de garde : Dr Exemple
Patient : PERSONNE Test (F), née le 01/01/1951          IPP : 00000000          UF : Accueil des urgences
Prescripteur : Dr Exemple (urgences)          Prélevé le 14/11/2024 à 02h47          Reçu le 14/11/2024 à 03h05
↑ / ↓ : hors valeurs de référence          ↑↑ / ↓↓ : valeur critique

Examen                              Résultat         Unité         Valeurs de référence
HÉMATOLOGIE — Numération formule sanguine (Sysmex XN-10)
Leucocytes                          14,6 ↑           G/L           4,0 - 10,0
Hématies                            2,41 ↓           T/L           4,20 - 5,40
Hémoglobine                         6,4 ↓↓           g/dL          12,0 - 16,0
Hématocrite                         20,1 ↓           %             37,0 - 47,0
VGM                                 83               fL            80 - 100
TCMH                                26,6 ↓           pg            27,0 - 32,0
CCMH                                31,8 ↓           g/dL          32,0 - 36,0
IDR                                 17,9 ↑           %             11,0 - 15,0
Plaquettes                          412 ↑            G/L           150 - 400
Réticulocytes                       98               G/L           25 - 120
                                                                                    Page 1/2
PERSONNE Test — IPP 00000000 — 14/11/2024 (suite)
BIOCHIMIE — Ionogramme et fonction rénale (plasma hépariné)
Sodium                              131 ↓            mmol/L        136 - 145
Potassium                           6,7 ↑↑           mmol/L        3,5 - 5,1
Chlorure                            99               mmol/L        98 - 107
Bicarbonates                        16 ↓             mmol/L        22 - 29
Urée                                21,4 ↑           mmol/L        2,8 - 7,2
Créatinine                          318 ↑            µmol/L        45 - 84
DFG estimé (CKD-EPI 2009)           13 ↓             mL/min/1,73 m²   > 60
Lactates                            2,1 ↑            mmol/L        0,5 - 1,6
Troponine I hs                      14               ng/L          < 16

Échantillon non hémolysé. Hémoglobine et potassium : valeurs critiques communiquées par téléphone
à l'interne des urgences le 14/11/2024 à 03h21 (appel tracé dans le SIL).
Compte rendu validé par le biologiste de garde.                                     Page 2/2`,
    expected: [
      row('white_cells', 14.6, '10^9/L', 'high'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.1, '%', 'low'),
      row('mcv', 83, 'fL', null),
      row('mch', 26.6, 'pg', 'low'),
      row('mchc', 31.8, 'g/dL', 'low'),
      row('platelets', 412, '10^9/L', 'high'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 21.4, 'mmol/L', 'high'),
      row('creatinine', 318, 'µmol/L', 'high'),
      row('egfr', 13, 'mL/min/1.73m²', 'low'),
    ],
  },
  {
    // A Swiss cantonal hospital's lab (Lausanne), cardiovascular check: "+" or "-" glued to the
    // value when out of range, lower-case units (mmol/l, U/l, µmol/l, ml/min/1,73m2), ranges as
    // "3,9-5,5", "<5,0", ">1,0" after the unit, HbA1c in mmol/mol with the % in parentheses,
    // non-HDL cholesterol, lipase and CK mixed in, a "Méthode" note.
    id: 'h17-fr-2',
    language: 'fr',
    kind: 'text',
    text: `HÔPITAL CANTONAL EXEMPLE — Service de chimie clinique
Lausanne (Suisse) — Laboratoire accrédité ISO 15189 (n° fictif)
Patient : Personne Test, M, 01.01.1962          N° d'ordre : 4411-2093
Mandant : Dr Exemple, cabinet de médecine interne          Prélèvement : 05.11.2024 07:35 (à jeun)
+ = au-dessus de la norme, - = au-dessous de la norme

Analyse                           Résultat      Unité              Norme
Glucose à jeun                    7,4+          mmol/l             3,9-5,5
HbA1c (IFCC)                      53+           mmol/mol (7,0 %)   20-42
Cholestérol total                 6,12+         mmol/l             <5,0
Cholestérol HDL                   0,94-         mmol/l             >1,0
Cholestérol LDL (calculé)         4,01+         mmol/l             <3,0
Cholestérol non-HDL               5,18+         mmol/l             <3,8
Triglycérides                     2,64+         mmol/l             <1,7
ASAT                              34            U/l                <50
ALAT                              61+           U/l                <50
Gamma-GT                          88+           U/l                <60
Phosphatase alcaline              79            U/l                40-129
Bilirubine totale                 12            µmol/l             <21
Lipase                            41            U/l                13-60
Créatine kinase (CK)              162           U/l                <190
Acide urique                      452+          µmol/l             202-416
Créatinine                        88            µmol/l             62-106
eGFR (CKD-EPI)                    84            ml/min/1,73m2      >60

Méthode : HbA1c par HPLC, standardisée IFCC ; LDL calculé selon Martin-Hopkins.
Rapport définitif — validé le 05.11.2024 11:02 par Dr Exemple, FAMH.`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 53, 'mmol/mol', 'high'),
      row('cholesterol', 6.12, 'mmol/L', 'high'),
      row('hdl', 0.94, 'mmol/L', 'low'),
      row('ldl', 4.01, 'mmol/L', 'high'),
      row('triglycerides', 2.64, 'mmol/L', 'high'),
      row('ast', 34, 'U/L', null),
      row('alt', 61, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('alp', 79, 'U/L', null),
      row('bilirubin', 12, 'µmol/L', null),
      row('uric_acid', 452, 'µmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
    ],
  },
  {
    // A Senegalese private lab (Saint-Louis), anaemia and thyroid work-up: each test a block, the
    // name on one line and "Résultat : … Valeurs usuelles : … à …" indented below, an earlier result
    // at the end of the line, no flags (each from its range), iron in µmol/L, ferritin and vitamins
    // in ng/mL and pg/mL, haemoglobin electrophoresis and anti-TPO mixed in.
    id: 'h17-fr-3',
    language: 'fr',
    kind: 'text',
    text: `LABORATOIRE D'ANALYSES BIOMÉDICALES EXEMPLE — Saint-Louis (Sénégal)
Dr Exemple, pharmacien biologiste
Patiente : Mme PERSONNE Test          Âge : 34 ans          Dossier n° 2024/11/0412
Médecin prescripteur : Dr Exemple          Prélèvement du 08/11/2024 à 08h30

HÉMATOLOGIE
Hémoglobine
   Résultat : 10,9 g/dL          Valeurs usuelles : 12,0 à 16,0          Antérieur : 11,4 (12/03/2024)
Volume globulaire moyen (VGM)
   Résultat : 72 fL              Valeurs usuelles : 80 à 100             Antérieur : 74 (12/03/2024)
Électrophorèse de l'hémoglobine
   Résultat : profil AA, HbA2 2,6 %          Conclusion : absence d'hémoglobinopathie

BILAN MARTIAL
Fer sérique
   Résultat : 8,6 µmol/L         Valeurs usuelles : 10,7 à 32,2
Ferritine
   Résultat : 9 ng/mL            Valeurs usuelles : 13 à 150             Antérieur : 14 (12/03/2024)
Coefficient de saturation de la transferrine
   Résultat : 11 %               Valeurs usuelles : 20 à 40

VITAMINES
Vitamine B12
   Résultat : 312 pg/mL          Valeurs usuelles : 211 à 911
Folates sériques
   Résultat : 3,2 ng/mL          Valeurs usuelles : 3,9 à 26,8
25-hydroxy-vitamine D (D2 + D3)
   Résultat : 24 ng/mL           Valeurs usuelles : 30 à 100

THYROÏDE (chimiluminescence)
TSH ultrasensible
   Résultat : 0,21 µUI/mL        Valeurs usuelles : 0,35 à 4,94          Antérieur : 0,96 (12/03/2024)
T4 libre
   Résultat : 21,3 pmol/L        Valeurs usuelles : 9,0 à 19,0
T3 libre
   Résultat : 5,1 pmol/L         Valeurs usuelles : 2,6 à 5,7
Anticorps anti-thyroperoxydase
   Résultat : 286 UI/mL          Valeurs usuelles : inférieur à 5,6

INFLAMMATION
Protéine C réactive
   Résultat : 3 mg/L             Valeurs usuelles : inférieur à 6

Interprétation : carence martiale ; TSH basse avec T4 libre élevée, à contrôler.
Le biologiste : Dr Exemple                                                       Page 1/1`,
    expected: [
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('mcv', 72, 'fL', 'low'),
      row('iron', 8.6, 'µmol/L', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 11, '%', 'low'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 3.2, 'ng/mL', 'low'),
      row('vitamin_d', 24, 'ng/mL', 'low'),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 21.3, 'pmol/L', 'high'),
      row('free_t3', 5.1, 'pmol/L', null),
      row('crp', 3, 'mg/L', null),
    ],
  },
  {
    // A Québec regional hospital (CIUSSS), haematology follow-up: a separate "Anormal" column with
    // (H) and (B), counts in x10E9/L, haemoglobin in g/L, an earlier-result column, monocytes and
    // eosinophils mixed in, "Page 1 de 2" and a "FIN DU RAPPORT" line.
    id: 'h17-fr-4',
    language: 'fr',
    kind: 'text',
    text: `CIUSSS EXEMPLE — Hôpital régional Exemple — Grappe OPTILAB Exemple
Rapport cumulatif de laboratoire
Nom : PERSONNE, Test          Sexe : F          DDN : 1955-01-01          No dossier : 0000000
Médecin demandeur : Dr Exemple (hématologie)          Prélevé : 2024-11-12 09:14          Reçu : 2024-11-12 09:51

HÉMATOLOGIE                         Résultat     Anormal     Unités        Intervalle de réf.    2024-08-20
Hémoglobine                         118          (B)         g/L           120 - 160             124
Leucocytes                          3,2          (B)         x10E9/L       4,0 - 11,0            3,9
Neutrophiles                        1,1          (B)         x10E9/L       1,8 - 7,5             1,6
Lymphocytes                         1,6                      x10E9/L       1,0 - 4,0
Monocytes                           0,3                      x10E9/L       0,2 - 1,0
Éosinophiles                        0,1                      x10E9/L       0,0 - 0,5
Plaquettes                          132          (B)         x10E9/L       150 - 400             141
VGM                                 104          (H)         fL            80 - 100              101
                                                                                          Page 1 de 2
PERSONNE, Test — No dossier 0000000 (suite)
BIOCHIMIE                           Résultat     Anormal     Unités        Intervalle de réf.
Vitamine B12                        108          (B)         pmol/L        138 - 652
Folates sériques                    21,4                     nmol/L        > 7,0
Ferritine                           186                      µg/L          15 - 200
TSH                                 3,41                     mUI/L         0,35 - 5,00
Sodium                              138                      mmol/L        135 - 145
Potassium                           4,2                      mmol/L        3,5 - 5,0
Créatinine                          71                       µmol/L        50 - 98
DFGe (CKD-EPI)                      79                       mL/min/1,73m² > 60
Albumine                            38                       g/L           35 - 50

Note : macrocytose avec déficit en vitamine B12 ; dosage des anticorps anti-facteur intrinsèque ajouté.
Résultats vérifiés par : technologiste Exemple          Validé par : Dr Exemple, biochimiste
*** FIN DU RAPPORT ***                                                                    Page 2 de 2`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('neutrophils', 1.1, '10^9/L', 'low'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('platelets', 132, '10^9/L', 'low'),
      row('mcv', 104, 'fL', 'high'),
      row('vitamin_b12', 108, 'pmol/L', 'low'),
      row('folate', 21.4, 'nmol/L', null),
      row('ferritin', 186, 'µg/L', null),
      row('tsh', 3.41, 'mU/L', null),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('albumin', 38, 'g/L', null),
    ],
  },
  {
    // A French lab network's patient portal, tab-separated export: dates as DD/MM/YYYY, the low and
    // high bounds in two columns (one empty for a one-sided range), flags in words ("Élevé" / "Bas"),
    // g/L and mg/L chemistry, a urine stick with "Négatif" references, phosphorus, urobilinogen and
    // a urine albumin/creatinine ratio mixed in.
    id: 'h17-fr-5',
    language: 'fr',
    kind: 'csv',
    text: `Date de prélèvement\tExamen\tRésultat\tUnité\tBorne inférieure\tBorne supérieure\tInterprétation
19/11/2024\tCréatinine\t12,4\tmg/L\t6,0\t11,0\tÉlevé
19/11/2024\tDFG estimé (CKD-EPI)\t52\tmL/min/1,73m²\t60\t\tBas
19/11/2024\tUrée\t0,52\tg/L\t0,15\t0,43\tÉlevé
19/11/2024\tAcide urique\t66\tmg/L\t35\t72\t
19/11/2024\tSodium\t140\tmmol/L\t136\t145\t
19/11/2024\tPotassium\t5,6\tmmol/L\t3,5\t5,1\tÉlevé
19/11/2024\tCalcium\t2,41\tmmol/L\t2,15\t2,55\t
19/11/2024\tPhosphore\t1,38\tmmol/L\t0,81\t1,45\t
19/11/2024\tProtéines totales\t68\tg/L\t64\t83\t
19/11/2024\tAlbumine\t41\tg/L\t35\t52\t
19/11/2024\tBandelette urinaire - pH\t5,5\t\t5,0\t8,0\t
19/11/2024\tBandelette urinaire - Protéines\t++\t\tNégatif\t\tAnormal
19/11/2024\tBandelette urinaire - Glucose\tNégatif\t\tNégatif\t\t
19/11/2024\tBandelette urinaire - Sang\tNégatif\t\tNégatif\t\t
19/11/2024\tBandelette urinaire - Urobilinogène\tNormal\t\tNormal\t\t
19/11/2024\tRapport albumine/créatinine urinaire\t48\tmg/mmol\t\t3\tÉlevé`,
    expected: [
      row('creatinine', 12.4, 'mg/L', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('urea', 0.52, 'g/L', 'high'),
      row('uric_acid', 66, 'mg/L', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('calcium', 2.41, 'mmol/L', null),
      row('total_protein', 68, 'g/L', null),
      row('albumin', 41, 'g/L', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_blood', 0, 'grade', null),
    ],
  },
]

export default [...cases, ...moreCases]
