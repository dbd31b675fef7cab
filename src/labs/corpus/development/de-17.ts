/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), German: a GP's check-up with "bis"/"ab" ranges and
 * a "Bewertung" word column, an Austrian hospital blood count with the range on the next line and
 * bare "!" marks, a Swiss SI report with conventional units in parentheses and no flags, an
 * emergency panel with bracketed ranges and H/L/LL glued to the value, and a urology practice's
 * urine dipstick with "(+)" and "neg."; CSV exports and more in de-2.ts. Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (LDL/HDL quotient, monocytes, eosinophils, procalcitonin, lipoprotein(a), non-HDL
 * cholesterol, CK, troponin, lactate, Quick/INR, urobilinogen, urine bilirubin, sediment
 * microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-17-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, a GP practice's check-up from a lab cooperative: ranges written "bis 99",
    // "ab 40", "0,70 bis 1,20", a "Bewertung" column with "hoch", HbA1c in % and in mmol/mol on
    // two lines, an LDL/HDL quotient that is not an analyte.
    id: 'h16-de-1',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis Dr. Beispiel & Dr. Muster – Allgemeinmedizin
Laborbefund (Fremdlabor: Laborgemeinschaft Beispielstadt)
Patient: Test Person          geb.: 01.01.1971          Kostenträger: GKV
Abnahme: 07.10.2025 08:05 (nüchtern)          Befundeingang: 07.10.2025 16:30
Anlass: Gesundheitsuntersuchung (Check-up 35)
Test                        Ergebnis    Einheit          Normalbereich      Bewertung
Kohlenhydrate
Glukose nüchtern (Plasma)   104         mg/dl            bis 99             hoch
HbA1c (DCCT)                5,9         %                bis 5,6            hoch
HbA1c (IFCC)                41          mmol/mol         bis 38             hoch
Fette
Cholesterin                 231         mg/dl            bis 200            hoch
HDL-Cholesterin             44          mg/dl            ab 40
LDL-Cholesterin             158         mg/dl            bis 115            hoch
LDL/HDL-Quotient            3,6                          bis 3,0            hoch
Triglyceride                147         mg/dl            bis 150
Niere
Kreatinin                   1,02        mg/dl            0,70 bis 1,20
eGFR nach CKD-EPI           84          ml/min/1,73 m²   ab 60
Harnsäure                   6,6         mg/dl            3,4 bis 7,0
Leber
GPT (ALAT)                  38          U/l              bis 41
Gamma-GT                    71          U/l              bis 60             hoch
Sonstiges
TSH basal                   0,31        mU/l             0,27 bis 4,20
Kalium                      4,4         mmol/l           3,5 bis 5,1
Bewertung: hoch = oberhalb, niedrig = unterhalb des Normalbereichs.
Hinweis der Praxis: Nüchternglukose und HbA1c im Bereich eines Prädiabetes; Kontrolle in 6 Monaten.
Ernährungsberatung angeboten. Befund besprochen am 10.10.2025.`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('hba1c', 5.9, '%', 'high'),
      row('hba1c', 41, 'mmol/mol', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 158, 'mg/dL', 'high'),
      row('triglycerides', 147, 'mg/dL', null),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('uric_acid', 6.6, 'mg/dL', null),
      row('alt', 38, 'U/L', null),
      row('ggt', 71, 'U/L', 'high'),
      row('tsh', 0.31, 'mU/L', null),
      row('potassium', 4.4, 'mmol/L', null),
    ],
  },
  {
    // Austria, a provincial hospital's central lab: each result's range on the line below it
    // ("Ref.: …"), a bare "!" after out-of-range values (side from the range), "!!" for a critical
    // potassium, counts in 10^3/µL and 10^6/µL, CRP in mg/dL, a page break ("Blatt 1/2").
    id: 'h16-de-2',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Beispieltal – Zentrallabor
Abteilung für Innere Medizin, Station 2
Patient: Test Person          Geb.: 01.01.1948     männlich       Aufn.-Zahl: 000000
Probe: EDTA-Blut, Li-Heparin-Plasma     Abnahme: 12.11.2025 06:10     Eingang: 06:32
Befund                                                                      Blatt 1/2
BLUTBILD (automatisiert)
Leukozyten               14,6 !     10^3/µL
    Ref.: 4,0 - 10,0
Erythrozyten             3,71 !     10^6/µL
    Ref.: 4,5 - 5,9
Hämoglobin               11,2 !     g/dL
    Ref.: 13,5 - 17,5
Hämatokrit               33,8 !     %
    Ref.: 40 - 52
MCV                      91,1       fL
    Ref.: 80 - 100
Thrombozyten             212        10^3/µL
    Ref.: 150 - 400
DIFFERENTIALBLUTBILD (absolut)
Neutrophile              11,9 !     10^3/µL
    Ref.: 1,8 - 7,7
Lymphozyten              1,2 !      10^3/µL
    Ref.: 1,5 - 4,0
Monozyten                1,1 !      10^3/µL
    Ref.: 0,2 - 0,8
Eosinophile              0,1        10^3/µL
    Ref.: 0,0 - 0,5
--- Blatt 1/2 ---
Landesklinikum Beispieltal – Zentrallabor                                   Blatt 2/2
Patient: Test Person          Geb.: 01.01.1948
KLINISCHE CHEMIE
Natrium                  133 !      mmol/L
    Ref.: 136 - 145
Kalium                   6,7 !!     mmol/L
    Ref.: 3,5 - 5,1
Kreatinin                2,31 !     mg/dL
    Ref.: 0,7 - 1,2
GFR (CKD-EPI)            28 !       mL/min/1,73m²
    Ref.: > 60
Harnstoff                96 !       mg/dL
    Ref.: 17 - 49
ENTZÜNDUNGSMARKER
CRP                      12,4 !     mg/dL
    Ref.: < 0,5
Procalcitonin            1,8 !      ng/mL
    Ref.: < 0,5
! = außerhalb des Referenzbereichs     !! = kritischer Wert
Kalium kritisch erhöht, Probe nicht hämolytisch. Telefonisch an Stationsarzt Dr Example um 06:58.
--- Blatt 2/2 ---`,
    expected: [
      row('white_cells', 14.6, '10^9/L', 'high'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 33.8, '%', 'low'),
      row('mcv', 91.1, 'fL', null),
      row('platelets', 212, '10^9/L', null),
      row('neutrophils', 11.9, '10^9/L', 'high'),
      row('lymphocytes', 1.2, '10^9/L', 'low'),
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('creatinine', 2.31, 'mg/dL', 'high'),
      row('egfr', 28, 'mL/min/1.73m²', 'low'),
      row('urea', 96, 'mg/dL', 'high'),
      row('crp', 12.4, 'mg/dL', 'high'),
    ],
  },
  {
    // Switzerland, a private lab reporting in SI units with the conventional value and unit in
    // parentheses after the range (the SI value is the result), no flags at all (sides from the
    // ranges), lipoprotein(a) and non-HDL cholesterol that are not analytes.
    id: 'h16-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel AG · Medizinische Analytik · 3000 Bern
Laborbericht Nr. 000000                                                    Seite 1/1
Patient: Person Test, 01.01.1963, männlich
Auftraggeber: Dr. med. Example, Allgemeine Innere Medizin FMH
Entnahme: 04.12.2025 07:55 (nüchtern)          Eingang: 04.12.2025 10:20
Resultate in SI-Einheiten; konventionelle Einheiten in Klammern zur Information.
Analyse                    Resultat   Einheit     Referenzbereich      (konventionell)
Stoffwechsel
Glukose                    5,9        mmol/l      3,9 - 5,6            (106 mg/dl)
HbA1c                      45         mmol/mol    20 - 42              (6,3 %)
Lipide
Cholesterin total          5,82       mmol/l      < 5,0                (225 mg/dl)
HDL-Cholesterin            1,12       mmol/l      > 1,0                (43 mg/dl)
LDL-Cholesterin            3,91       mmol/l      < 3,0                (151 mg/dl)
Triglyceride               2,04       mmol/l      < 1,7                (181 mg/dl)
Non-HDL-Cholesterin        4,70       mmol/l      < 3,8                (182 mg/dl)
Lipoprotein (a)            118        nmol/l      < 75
Niere / Leber
Kreatinin                  88         µmol/l      62 - 106             (1,00 mg/dl)
Harnsäure                  402        µmol/l      202 - 416            (6,8 mg/dl)
Bilirubin total            14         µmol/l      < 21                 (0,82 mg/dl)
Calcium total              2,41       mmol/l      2,15 - 2,50          (9,7 mg/dl)
ALAT                       34         U/l         < 50
ASAT                       29         U/l         < 50
Vitamine
25-OH-Vitamin D            42         nmol/l      50 - 250             (16,8 ng/ml)
Vitamin B12                268        pmol/l      145 - 569            (363 pg/ml)
Folsäure                   9,8        nmol/l      > 7,0                (4,3 ng/ml)
Kommentar: Gemischte Hyperlipidämie. Bei hohem kardiovaskulärem Risiko tieferer LDL-Zielwert
gemäss ESC-Richtlinien. Vitamin-D-Substitution empfohlen.
Validiert: Dr. sc. nat. Example, FAMH Labormedizin`,
    expected: [
      row('glucose', 5.9, 'mmol/L', 'high'),
      row('hba1c', 45, 'mmol/mol', 'high'),
      row('cholesterol', 5.82, 'mmol/L', 'high'),
      row('hdl', 1.12, 'mmol/L', null),
      row('ldl', 3.91, 'mmol/L', 'high'),
      row('triglycerides', 2.04, 'mmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('uric_acid', 402, 'µmol/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('calcium', 2.41, 'mmol/L', null),
      row('alt', 34, 'U/L', null),
      row('ast', 29, 'U/L', null),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('vitamin_b12', 268, 'pmol/L', null),
      row('folate', 9.8, 'nmol/L', null),
    ],
  },
  {
    // Germany, a district hospital's emergency lab: a critical hypoglycaemia (glucose 36 mg/dl,
    // "LL"), H/L/LL glued to the value, the range in square brackets with an en dash before the
    // unit, counts per nl, CK, troponin, lactate, Quick and INR that are not analytes.
    id: 'h16-de-4',
    language: 'de',
    kind: 'text',
    text: `Kreisklinik Beispielfeld · Institut für Labordiagnostik
NOTFALL-LABOR – vorläufiger Befund                          Ausdruck: 03.12.2025 22:47
Patient: Person, Test     Geb.-Dat.: 01.01.1959     Geschl.: W     Fall: 0000000
Einsender: ZNA, Dr Example          Material: Serum, EDTA-Blut, Citrat
Anforderung: Bewusstseinsstörung, Diabetes mellitus Typ 2 bekannt
Analyt                     Befund      Ref.-Bereich          Einheit
Glucose                    36LL        [70 – 115]            mg/dl
  ** KRITISCHER WERT ** ZNA telefonisch informiert 22:41, Rückruf bestätigt.
Natrium                    131L        [136 – 145]           mmol/l
Kalium                     3,9         [3,5 – 5,1]           mmol/l
Chlorid                    97L         [98 – 107]            mmol/l
Bicarbonat (venös)         21L         [22 – 29]             mmol/l
Calcium                    2,29        [2,15 – 2,50]         mmol/l
Kreatinin                  1,38H       [0,50 – 0,90]         mg/dl
eGFR (CKD-EPI)             40L         [> 60]                ml/min/1,73m²
Harnstoff                  48H         [17 – 43]             mg/dl
GPT (ALT)                  19          [< 35]                U/l
CK                         412H        [< 170]               U/l
Troponin T hs              19H         [< 14]                ng/l
Laktat                     2,8H        [0,5 – 2,2]           mmol/l
CRP                        7,9H        [< 5,0]               mg/l
Hämatologie
Hämoglobin                 12,8        [12,0 – 15,6]         g/dl
Leukozyten                 9,1         [3,6 – 10,5]          /nl
Thrombozyten               247         [150 – 400]           /nl
Gerinnung
Quick                      92          [70 – 120]            %
INR                        1,05        [0,85 – 1,15]
L/H = unter/über Referenzbereich; LL/HH = kritischer Wert. Befund vorläufig, Validierung folgt.
Seite 1/1`,
    expected: [
      row('glucose', 36, 'mg/dL', 'low'),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 97, 'mmol/L', 'low'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('calcium', 2.29, 'mmol/L', null),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 40, 'mL/min/1.73m²', 'low'),
      row('urea', 48, 'mg/dL', 'high'),
      row('alt', 19, 'U/L', null),
      row('crp', 7.9, 'mg/L', 'high'),
      row('haemoglobin', 12.8, 'g/dL', null),
      row('white_cells', 9.1, '10^9/L', null),
      row('platelets', 247, '10^9/L', null),
    ],
  },
  {
    // Germany, a urology practice's in-house urine status: a visually read strip with "neg.",
    // "(+)" (trace), "+", "++", "+++" and a rough count in parentheses, a "Normal" column of
    // "neg.", urobilinogen and bilirubin (not analytes), a sediment per visual field (microscopy,
    // not results) and three serum values from an outside lab.
    id: 'h16-de-5',
    language: 'de',
    kind: 'text',
    text: `Urologische Gemeinschaftspraxis Beispielstadt
Praxislabor – Urinstatus
Patient: Test Person          geb. 01.01.1984          weiblich
Material: Mittelstrahlurin, Probe vom 15.09.2025, 09:20 Uhr
Urinstreifentest (visuell abgelesen)
Parameter              Befund                    Normal
Leukozyten             ++ (ca. 125 Leu/µl)       neg.
Nitrit                 +                         neg.
Eiweiß                 (+)                       neg.
Glukose                neg.                      neg.
Ketone                 neg.                      neg.
Urobilinogen           norm.                     norm.
Bilirubin              neg.                      neg.
Blut                   +++ (ca. 250 Ery/µl)      neg.
pH                     5,5                       5 – 7
spez. Gewicht          1,015                     1,015 – 1,025
Sediment (Mikroskopie, pro Gesichtsfeld)
Leukozyten             30 – 50                   0 – 5
Erythrozyten           10 – 20                   0 – 2
Bakterien              reichlich                 keine
Plattenepithelien      wenige
Serum (Fremdlabor, Abnahme 14.09.2025)
Kreatinin              0,79        mg/dl            0,50 – 0,90
eGFR (CKD-EPI)         97          ml/min/1,73m²    > 60
CRP                    23,6        mg/l             < 5,0
Beurteilung: Akute Zystitis mit Hämaturie. Urinkultur angelegt, Antibiogramm folgt.
Kontrolle des Urinstatus nach Therapie; bei persistierender Hämaturie Zystoskopie.`,
    expected: [
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.015, '', null),
      row('creatinine', 0.79, 'mg/dL', null),
      row('egfr', 97, 'mL/min/1.73m²', null),
      row('crp', 23.6, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
