/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), English: a UK district hospital with a flag
 * column and previous results, a US hospital metabolic panel with the range before the unit, an
 * Indian diagnostic chain with method columns, a Kenyan county hospital blood count with +/- flags
 * and low/high columns, and an Australian GP pathology report with bare stars. Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (RDW, monocytes,
 * eosinophils, ESR, globulin, A/G ratio, anion gap, BUN/creatinine ratio, VLDL, ratios, total T3,
 * total T4, estimated average glucose, MPV, MID cells, malaria RDT, transferrin, active B12) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-18-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A UK district general hospital's blood sciences report: a separate flag column (H/L) between
    // result and units, the range after the unit, a previous-result column with its date, SI units,
    // RDW, monocytes, eosinophils and ESR to skip, a page break.
    id: 'h17-en-1',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE NHS FOUNDATION TRUST - BLOOD SCIENCES
Example District General Hospital, Pathology Department
Patient: TEST PERSON     NHS No: 000 000 0000     DOB: 01/01/1958     Sex: F
Location: Ward 12 (Acute Medical Unit)     Requested by: Dr Example
Specimen No: BS25.0000000     Collected: 03/03/2025 08:20     Received: 03/03/2025 09:02
Clinical details: Fever, productive cough, ?CAP. On ramipril.

FULL BLOOD COUNT
Test                     Result   Flag   Units        Ref. range       Previous (11/02/25)
Haemoglobin              104      L      g/L          115 - 165        118
White cell count         13.8     H      10^9/L       4.0 - 11.0       7.9
Platelet count           452      H      10^9/L       150 - 400        338
Red cell count           3.92     L      10^12/L      4.00 - 5.20      4.31
Mean cell volume         81.3            fL           80 - 100         82.6
Mean cell haemoglobin    26.5     L      pg           27 - 32          27.4
RDW                      15.9     H      %            11.5 - 15.0      14.1
Neutrophils              10.9     H      10^9/L       2.0 - 7.5        5.2
Lymphocytes              1.6             10^9/L       1.0 - 4.0        1.9
Monocytes                0.9             10^9/L       0.2 - 1.0        0.5
Eosinophils              0.3             10^9/L       0.0 - 0.4        0.2
ESR                      38       H      mm/hr        1 - 20

Film comment: Neutrophilia with toxic granulation. Mild microcytic indices.

Page 1/2
EXAMPLE NHS FOUNDATION TRUST - BLOOD SCIENCES     Patient: TEST PERSON     Specimen No: BS25.0000000

RENAL PROFILE AND CRP
Test                     Result   Flag   Units        Ref. range       Previous (11/02/25)
Sodium                   134             mmol/L       133 - 146        139
Potassium                5.5      H      mmol/L       3.5 - 5.3        4.8
Urea                     9.1      H      mmol/L       2.5 - 7.8        6.2
Creatinine               128      H      umol/L       45 - 84          79
eGFR (CKD-EPI)           38       L      mL/min/1.73m2  >60            72
C-reactive protein       86       H      mg/L         < 5              3

eGFR is not valid in acute kidney injury; interpret with caution. Units: mL/min/1.73m2.
Reported by: Biomedical Scientist 0000     Authorised: Dr Example, Consultant Chemical Pathologist
Page 2/2`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('white_cells', 13.8, '10^9/L', 'high'),
      row('platelets', 452, '10^9/L', 'high'),
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('mcv', 81.3, 'fL', null),
      row('mch', 26.5, 'pg', 'low'),
      row('neutrophils', 10.9, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 134, 'mmol/L', null),
      row('potassium', 5.5, 'mmol/L', 'high'),
      row('urea', 9.1, 'mmol/L', 'high'),
      row('creatinine', 128, 'µmol/L', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('crp', 86, 'mg/L', 'high'),
    ],
  },
  {
    // A US hospital's comprehensive metabolic panel with HbA1c: the flag in parentheses right after
    // the value ((H), (L), (LL) for a critical low glucose with a call-back note), the reference
    // range BEFORE the unit, conventional units; globulin, A/G ratio, anion gap and BUN/creatinine
    // ratio to skip.
    id: 'h17-en-2',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE REGIONAL MEDICAL CENTER - CORE LABORATORY
CLIA #00D0000000     Laboratory Director: Dr Example, MD
PATIENT: PERSON, TEST          MRN: 00000000          DOB: 00/00/1949 (75 Y)     SEX: M
ORDERING: Dr Example, MD       ACCT: 000000000        LOCATION: ED BAY 7
COLLECTED: 02/27/2025 05:42    RECEIVED: 02/27/2025 05:58    REPORTED: 02/27/2025 06:31

COMPREHENSIVE METABOLIC PANEL
TEST                         RESULT          REFERENCE        UNITS
Glucose                      42 (LL)         70-99            mg/dL
  ** CRITICAL RESULT ** Called to and read back by RN Example 06:05 02/27/2025.
BUN                          18              7-25             mg/dL
Creatinine                   0.92            0.60-1.30        mg/dL
BUN/Creatinine Ratio         19.6            6-22
eGFR (CKD-EPI 2021)          81              >=60             mL/min/1.73m2
Sodium                       138             135-146          mmol/L
Potassium                    3.2 (L)         3.5-5.3          mmol/L
Chloride                     101             98-110           mmol/L
Carbon Dioxide, Total        24              20-32            mmol/L
Anion Gap                    13              7-16             mmol/L
Calcium                      9.1             8.6-10.3         mg/dL
Protein, Total               6.4             6.1-8.1          g/dL
Albumin                      3.4 (L)         3.6-5.1          g/dL
Globulin                     3.0             1.9-3.7          g/dL
Albumin/Globulin Ratio       1.1             1.0-2.5
Bilirubin, Total             0.6             0.2-1.2          mg/dL
Alkaline Phosphatase         112             37-153           U/L
AST                          48 (H)          10-35            U/L
ALT                          61 (H)          6-29             U/L

HEMOGLOBIN A1C
Hemoglobin A1c               5.9 (H)         <5.7             %
  Prediabetes: 5.7-6.4 %   Diabetes: >=6.5 %   (ADA)

Page 1/1     Final report. Results flagged (H) high, (L) low, (LL) critical low.`,
    expected: [
      row('glucose', 42, 'mg/dL', 'low'),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('calcium', 9.1, 'mg/dL', null),
      row('total_protein', 6.4, 'g/dL', null),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 112, 'U/L', null),
      row('ast', 48, 'U/L', 'high'),
      row('alt', 61, 'U/L', 'high'),
      row('hba1c', 5.9, '%', 'high'),
    ],
  },
  {
    // An Indian diagnostic chain's wellness package: Test / Result / Unit / Bio. Ref. Interval /
    // Method columns, no flags at all (the flag comes from the printed interval), µIU/mL for TSH,
    // total T3 and T4, VLDL, ratios and estimated average glucose to skip, interpretive notes.
    id: 'h17-en-3',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTICS PVT. LTD. - NABL ACCREDITED LABORATORY
Regional Reference Lab, Example Nagar
Patient Name: Mr. TEST PERSON     Age/Gender: 46 Y / Male     Ref. By: Dr. Example
Sample ID: 0000000000     Collected: 08/Mar/2025 07:45     Reported: 08/Mar/2025 16:20
Sample Type: Serum / EDTA whole blood / Fluoride plasma

BIOCHEMISTRY
Test Name                      Result     Unit       Bio. Ref. Interval     Method
Glucose, Fasting (FBS)         118        mg/dL      70 - 100               Hexokinase
HbA1c (Glycosylated Hb)        6.8        %          4.0 - 5.6              HPLC
Estimated Average Glucose      148        mg/dL                             Calculated
Creatinine, Serum              1.04       mg/dL      0.70 - 1.30            Jaffe kinetic
Uric Acid, Serum               7.9        mg/dL      3.5 - 7.2              Uricase

Interpretation (HbA1c): Below 5.7 Non-diabetic, 5.7 - 6.4 Prediabetic, 6.5 or above Diabetic.

LIPID PROFILE
Test Name                      Result     Unit       Bio. Ref. Interval     Method
Cholesterol, Total             224        mg/dL      < 200                  CHOD-PAP
Triglycerides                  182        mg/dL      < 150                  GPO-PAP
HDL Cholesterol                38         mg/dL      > 40                   Direct
LDL Cholesterol                149.6      mg/dL      < 100                  Calculated
VLDL Cholesterol               36.4       mg/dL      < 30                   Calculated
Total Chol/HDL Ratio           5.9                   < 5.0                  Calculated

Page 1/2
EXAMPLE DIAGNOSTICS PVT. LTD.     Mr. TEST PERSON     Sample ID: 0000000000

THYROID PROFILE (TOTAL)
Test Name                      Result     Unit       Bio. Ref. Interval     Method
T3, Total                      1.12       ng/mL      0.80 - 2.00            CLIA
T4, Total                      7.8        µg/dL      5.1 - 14.1             CLIA
TSH (Ultrasensitive)           6.21       µIU/mL     0.35 - 5.50            CLIA

VITAMINS
Test Name                      Result     Unit       Bio. Ref. Interval     Method
25-OH Vitamin D (Total)        14.2       ng/mL      30 - 100               CLIA
Vitamin B12                    168        pg/mL      211 - 911              CLIA

Note: Vitamin D 10-30 ng/mL insufficiency, < 10 ng/mL deficiency. Kindly correlate clinically.
*** End of Report ***     Checked by: Dr. Example, MD (Pathology)     Page 2/2`,
    expected: [
      row('glucose', 118, 'mg/dL', 'high'),
      row('hba1c', 6.8, '%', 'high'),
      row('creatinine', 1.04, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 224, 'mg/dL', 'high'),
      row('triglycerides', 182, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 149.6, 'mg/dL', 'high'),
      row('tsh', 6.21, 'mU/L', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
    ],
  },
  {
    // A Kenyan county referral hospital's haematology analyser printout: short analyser names
    // (WBC, HGB, PLT, NEUT#), 10^3/µL and 10^6/µL, the flag as + or - after the value, separate
    // low and high limit columns; MID#, RDW-CV, MPV, malaria RDT and ESR to skip; a CRP and a
    // random blood sugar from chemistry below.
    id: 'h17-en-4',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE COUNTY REFERRAL HOSPITAL - LABORATORY DEPARTMENT
P.O. Box 00000, Example Town
Patient: TEST PERSON     IP/OP No: OP/2025/00000     Age: 34 Y     Sex: Male
Clinician: Dr Example     Ward/Clinic: Medical OPD     Lab No: HAEM-00000
Sample: Whole blood (EDTA)     Collected: 21/02/2025 10:15     Analyser: 5-part haematology analyser

HAEMOGRAM
Parameter    Result      Unit        Low      High
WBC          3.1  -      10^3/µL     4.0      10.0
NEUT#        1.2  -      10^3/µL     2.0      7.0
LYMPH#       1.4         10^3/µL     0.8      4.0
MID#         0.5         10^3/µL     0.1      1.5
RBC          4.12 -      10^6/µL     4.50     5.90
HGB          11.2 -      g/dL        13.0     17.0
HCT          34.6 -      %           40.0     52.0
MCV          84.1        fL          80.0     100.0
MCH          27.2        pg          27.0     34.0
MCHC         32.3        g/dL        31.5     36.0
RDW-CV       13.8        %           11.0     16.0
PLT          96   -      10^3/µL     150      400
MPV          10.9        fL          7.0      11.0
(+) above range   (-) below range

Malaria RDT (Pf/Pan): NEGATIVE
ESR (Westergren): 28 mm/1st hr

CLINICAL CHEMISTRY
Parameter               Result      Unit        Low      High
C-Reactive Protein      48   +      mg/L        0        10
Random Blood Sugar      6.4         mmol/L      3.9      7.8

Remarks: Leucopenia with neutropenia and thrombocytopenia. Suggest peripheral film review.
Performed by: Medical Lab Technologist     Page 1/1`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 34.6, '%', 'low'),
      row('mcv', 84.1, 'fL', null),
      row('mch', 27.2, 'pg', null),
      row('mchc', 32.3, 'g/dL', null),
      row('platelets', 96, '10^9/L', 'low'),
      row('crp', 48, 'mg/L', 'high'),
      row('glucose', 6.4, 'mmol/L', null),
    ],
  },
  {
    // An Australian community pathology report to a GP: the result then a bare star for abnormal
    // (its side from the range), the range in parentheses after the unit, iron studies with
    // transferrin to skip, active B12 to skip, lipids in mmol/L and a cholesterol/HDL ratio to skip.
    id: 'h17-en-5',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE PATHOLOGY AUSTRALIA
Accredited Pathology Laboratory - Example Suburb
Patient: PERSON, TEST     DOB: 00/00/1987     Sex: F     Medicare: 0000 00000 0
Referring Doctor: Dr Example (Example Family Practice)     Copy to: -
Lab Ref: 25-00000000     Collected: 10/03/2025 08:05 (fasting)     Reported: 10/03/2025 15:48

IRON STUDIES
Iron                       7 *     umol/L     (10 - 30)
Transferrin              3.8 *     g/L        (2.0 - 3.6)
Transferrin Saturation     9 *     %          (15 - 45)
Ferritin                  11 *     ug/L       (30 - 300)
Comment: Iron studies consistent with iron deficiency.

VITAMINS
Vitamin B12              245       pmol/L     (135 - 650)
Active B12               52        pmol/L     (> 35)
Serum Folate             18.5      nmol/L     (> 8.8)
25-OH Vitamin D           42 *     nmol/L     (> 50)

THYROID FUNCTION
TSH                      2.1       mU/L       (0.40 - 4.00)
Free T4                  13.8      pmol/L     (9.0 - 19.0)

Page 1/2
EXAMPLE PATHOLOGY AUSTRALIA     PERSON, TEST     Lab Ref: 25-00000000

C-REACTIVE PROTEIN
CRP                        3       mg/L       (< 5)

LIPIDS (fasting)
Cholesterol              5.8 *     mmol/L     (< 5.5)
Triglyceride             1.4       mmol/L     (< 2.0)
HDL Cholesterol          1.3       mmol/L     (> 1.0)
LDL Cholesterol          3.9 *     mmol/L     (< 3.5)
Chol/HDL Ratio           4.5                  (< 4.5)

* Result outside reference interval. Targets for lipids depend on absolute CV risk.
Page 2/2`,
    expected: [
      row('iron', 7, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('vitamin_b12', 245, 'pmol/L', null),
      row('folate', 18.5, 'nmol/L', null),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('tsh', 2.1, 'mU/L', null),
      row('free_t4', 13.8, 'pmol/L', null),
      row('crp', 3, 'mg/L', null),
      row('cholesterol', 5.8, 'mmol/L', 'high'),
      row('triglycerides', 1.4, 'mmol/L', null),
      row('hdl', 1.3, 'mmol/L', null),
      row('ldl', 3.9, 'mmol/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
