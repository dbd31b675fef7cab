/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), English: hospital and community laboratories of the UK, the
 * US, Australia, Canada and South Africa (this file), and India, New Zealand, Singapore, a US
 * patient portal and an Irish GP portal (en-7-part-2.ts). Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW,
 * eosinophils, monocytes, globulin, ratios, non-HDL cholesterol, TIBC, anion gap, magnesium,
 * osmolality, ESR, total T3/T4, PTH, urine microscopy) are not results to extract, nor are previous
 * results beside the current one, nor values repeated in comment lines.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-7-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS hospital, acute medical unit: result then H/L/HH flag then unit then the range in
    // brackets; haemoglobin in g/L; a critical potassium with a telephoned-result comment; eGFR
    // with a one-sided range; RDW, monocytes and eosinophils are not results Hale knows.
    id: 'h6-en-1',
    language: 'en',
    kind: 'text',
    text: `EXAMPLEFORD HOSPITALS NHS FOUNDATION TRUST
Blood Sciences - Haematology and Clinical Biochemistry
Surname: PERSON   Forename: TEST   Sex: F   DOB: 01.01.1948
NHS No: 000 000 0000   Hospital No: XX0000000
Location: ACUTE MEDICAL UNIT   Consultant: DR A EXAMPLE
Collected: 12-Mar-2024 05:52   Received: 12-Mar-2024 06:31   Lab No: B24.0012345
FULL BLOOD COUNT
Test   Result   Units   Reference range
Haemoglobin   98 L   g/L   (115 - 165)
White cell count   13.6 H   x10^9/L   (4.0 - 11.0)
Platelet count   421 H   x10^9/L   (150 - 400)
Red cell count   3.62 L   x10^12/L   (3.80 - 5.80)
MCV   79.8 L   fL   (80.0 - 100.0)
MCH   27.1   pg   (27.0 - 32.0)
RDW   16.9 H   %   (11.5 - 15.0)
Neutrophils   10.9 H   x10^9/L   (2.0 - 7.5)
Lymphocytes   1.6   x10^9/L   (1.5 - 4.0)
Monocytes   0.9   x10^9/L   (0.2 - 1.0)
Eosinophils   0.1   x10^9/L   (0.0 - 0.4)
Film comment: mild hypochromia; neutrophilia. No blasts seen.
UREA AND ELECTROLYTES
Sodium   131 L   mmol/L   (133 - 146)
Potassium   6.8 HH   mmol/L   (3.5 - 5.3)
Urea   14.2 H   mmol/L   (2.5 - 7.8)
Creatinine   187 H   umol/L   (45 - 84)
eGFR (CKD-EPI)   24 L   mL/min/1.73m2   (>60)
  Potassium above the critical limit: telephoned to the AMU doctor at 06:58 and read back.
  Sample inspected: no visible haemolysis.
  eGFR is not valid in acute kidney injury; interpret with the creatinine trend.
INFLAMMATORY MARKERS
C-reactive protein   86 H   mg/L   (<5)
Authorised by: Biomedical Scientist, Blood Sciences
Page 1 of 1   *** End of report ***`,
    expected: [
      row('haemoglobin', 98, 'g/L', 'low'),
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('platelets', 421, '10^9/L', 'high'),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('mcv', 79.8, 'fL', 'low'),
      row('mch', 27.1, 'pg', null),
      row('neutrophils', 10.9, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 187, 'µmol/L', 'high'),
      row('egfr', 24, 'mL/min/1.73m²', 'low'),
      row('crp', 86, 'mg/L', 'high'),
    ],
  },
  {
    // US reference laboratory: "In Range" and "Out Of Range" columns, so a normal value and a
    // flagged one sit in different places; the unit is inside the reference range column; urea
    // as BUN and bicarbonate as "CARBON DIOXIDE"; interpretive comments between rows; globulin,
    // A/G ratio, BUN/creatinine ratio, Chol/HDLC ratio and non-HDL cholesterol are not results
    // Hale knows; "HEMOGLOBIN A1c" is HbA1c, not haemoglobin.
    id: 'h6-en-2',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC REFERENCE LABORATORIES                              Patient Report
Patient: PERSON, TEST        DOB: 01/01/1971   Sex: M   Age: 53
Patient ID: 0000000   Specimen: AB000000X   Collected: 04/18/2024 08:12 (fasting)
Ordering Physician: EXAMPLE, A MD   Reported: 04/19/2024 02:44
Test Name                      In Range        Out Of Range     Reference Range            Lab
COMPREHENSIVE METABOLIC PANEL
GLUCOSE                                        118 H            65-99 mg/dL                XY
   Fasting reference interval
   For someone without known diabetes, a fasting glucose value between 100 and 125 mg/dL is
   consistent with prediabetes and should be confirmed with a follow-up test.
UREA NITROGEN (BUN)            16                               7-25 mg/dL                 XY
CREATININE                     1.08                             0.70-1.30 mg/dL            XY
EGFR                           81                               > OR = 60 mL/min/1.73m2    XY
BUN/CREATININE RATIO           NOT APPLICABLE                   6-22 (calc)                XY
SODIUM                         140                              135-146 mmol/L             XY
POTASSIUM                      4.6                              3.5-5.3 mmol/L             XY
CHLORIDE                       102                              98-110 mmol/L              XY
CARBON DIOXIDE                 27                               20-32 mmol/L               XY
CALCIUM                        9.7                              8.6-10.3 mg/dL             XY
PROTEIN, TOTAL                 7.2                              6.1-8.1 g/dL               XY
ALBUMIN                        4.6                              3.6-5.1 g/dL               XY
GLOBULIN                       2.6                              1.9-3.7 g/dL (calc)        XY
ALBUMIN/GLOBULIN RATIO         1.8                              1.0-2.5 (calc)             XY
BILIRUBIN, TOTAL               0.8                              0.2-1.2 mg/dL              XY
ALKALINE PHOSPHATASE           74                               35-144 U/L                 XY
AST                            31                               10-35 U/L                  XY
ALT                                            58 H             9-46 U/L                   XY
LIPID PANEL, STANDARD
CHOLESTEROL, TOTAL                             231 H            <200 mg/dL                 XY
HDL CHOLESTEROL                                38 L             > OR = 40 mg/dL            XY
TRIGLYCERIDES                                  212 H            <150 mg/dL                 XY
LDL-CHOLESTEROL                                153 H            mg/dL (calc)               XY
   Reference range: <100
   Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or
   diabetic patients with > or = 2 CHD risk equivalents.
CHOL/HDLC RATIO                                6.1 H            <5.0 (calc)                XY
NON HDL CHOLESTEROL                            193 H            <130 mg/dL (calc)          XY
HEMOGLOBIN A1c                                 6.0 H            <5.7 % of total Hgb        XY
   For someone without known diabetes, a hemoglobin A1c value between 5.7% and 6.4% is
   consistent with prediabetes and should be confirmed with a follow-up test.
Performing site XY: Synthetic Reference Laboratories, 0 Example Way, Exampletown
Page 1 of 1`,
    expected: [
      row('glucose', 118, 'mg/dL', 'high'),
      row('urea', 16, 'mg/dL', null),
      row('creatinine', 1.08, 'mg/dL', null),
      row('egfr', 81, 'mL/min/1.73m²', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 102, 'mmol/L', null),
      row('bicarbonate', 27, 'mmol/L', null),
      row('calcium', 9.7, 'mg/dL', null),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.6, 'g/dL', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('alp', 74, 'U/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 58, 'U/L', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 212, 'mg/dL', 'high'),
      row('ldl', 153, 'mg/dL', 'high'),
      row('hba1c', 6.0, '%', 'high'),
    ],
  },
  {
    // Australian community pathology: a "Previous" column right after the current result (itself
    // sometimes flagged H), units and the bracketed range after both; SI units (umol/L, g/L,
    // mmol/L for lipids and urate); globulin, non-HDL cholesterol and the Chol/HDL ratio are not
    // results Hale knows; the previous results are not results to extract.
    id: 'h6-en-3',
    language: 'en',
    kind: 'text',
    text: `HARBOURSIDE PATHOLOGY (SYNTHETIC)   ABN 00 000 000 000
Patient: PERSON, Test   DOB: 01.01.1962   Sex: M   Medicare No: 0000 00000 0
Referring Dr: Dr A Example, Example Street Medical Centre
Collected: 21/05/2024 08:05   Lab ID: 24-000000-X   Fasting: Yes
Clinical notes: tiredness, on statin, ?fatty liver
LIVER FUNCTION TESTS   Result   Previous   Units   Ref. Interval
                       21/05/24  02/11/23
Bilirubin (total)   14   11   umol/L   (<20)
ALP   131 H   96   U/L   (30-110)
GGT   96 H   58 H   U/L   (5-50)
ALT   72 H   44 H   U/L   (5-40)
AST   51 H   33   U/L   (10-35)
Total Protein   71   73   g/L   (60-80)
Albumin   39   42   g/L   (35-50)
Globulin   32   31   g/L   (25-45)
URATE
Urate   0.48 H   0.43   mmol/L   (0.20-0.45)
LIPIDS (fasting)
Cholesterol   4.1   6.3 H   mmol/L   (<5.5)
Triglyceride   1.9   2.4 H   mmol/L   (<2.0)
HDL Cholesterol   1.1   1.0   mmol/L   (>1.0)
LDL Cholesterol   2.1 H   4.2 H   mmol/L   (<2.0)
Non-HDL Cholesterol   3.0   5.3   mmol/L   (<2.5)
Chol/HDL ratio   3.7   6.3      (<4.5)
DIABETES
Glucose (fasting)   6.4 H   6.1 H   mmol/L   (3.0-6.0)
HbA1c   6.2 H   6.0   %   (4.0-6.0)
Comment: ALT and GGT higher than on the previous occasion. Suggest review of alcohol intake and
liver ultrasound if persistent. Lipids improved on treatment.
Vitamin D to follow.
Page 1 of 1   Reported by: Harbourside Pathology Chemical Pathology`,
    expected: [
      row('bilirubin', 14, 'µmol/L', null),
      row('alp', 131, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alt', 72, 'U/L', 'high'),
      row('ast', 51, 'U/L', 'high'),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 39, 'g/L', null),
      row('uric_acid', 0.48, 'mmol/L', 'high'),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('triglycerides', 1.9, 'mmol/L', null),
      row('hdl', 1.1, 'mmol/L', null),
      row('ldl', 2.1, 'mmol/L', 'high'),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.2, '%', 'high'),
    ],
  },
  {
    // Canadian community laboratory, two pages: the flag column comes BEFORE the result and the
    // unit is written after the range ("Reference Range - Units"); counts as "x E9/L"; a "<1.0"
    // CRP and a ">90" eGFR; RDW and TIBC are not results Hale knows; a B12 interpretive comment.
    id: 'h6-en-4',
    language: 'en',
    kind: 'text',
    text: `NORTHERN LIGHTS COMMUNITY LABORATORIES (SYNTHETIC)   FINAL REPORT
Patient: PERSON, TEST   Sex: F   DOB: 01.01.1985   Health No: 0000-000-000-XX
Ordering Practitioner: Dr. A. Example   cc: none
Collected: 2024-06-03 09:14   Reported: 2024-06-04 11:20   Accession: 0000000000
Page 1 of 2
Test   Flag   Result   Reference Range - Units
HEMATOLOGY
Hemoglobin   L   104   120 - 160 g/L
WBC      5.9   4.0 - 11.0 x E9/L
RBC      4.02   4.00 - 5.10 x E12/L
MCV   L   76   80 - 100 fL
RDW   H   17.2   11.5 - 14.5 %
Platelet Count      288   150 - 400 x E9/L
IRON STUDIES
Ferritin   L   6   15 - 247 ug/L
  Ferritin below 15 ug/L is consistent with depleted iron stores.
Iron   L   5   10 - 30 umol/L
TIBC   H   81   45 - 77 umol/L
Transferrin Saturation   L   6   20 - 50 %
Page 2 of 2
Patient: PERSON, TEST   DOB: 01.01.1985
Test   Flag   Result   Reference Range - Units
CHEMISTRY
Glucose Fasting      4.9   3.6 - 6.0 mmol/L
Hemoglobin A1C      5.4   <6.0 %
Creatinine      61   50 - 100 umol/L
eGFR      >90   >=60 mL/min/1.73m2
TSH      2.41   0.32 - 4.00 mU/L
Vitamin B12   L   128   >=220 pmol/L
  Vitamin B12 from 148 to 220 pmol/L may be indeterminate; values below 148 pmol/L are
  consistent with deficiency.
Folate, Serum      24.6   >10.4 nmol/L
C-Reactive Protein      <1.0   <=8.0 mg/L
*** END OF REPORT ***`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('white_cells', 5.9, '10^9/L', null),
      row('red_cells', 4.02, '10^12/L', null),
      row('mcv', 76, 'fL', 'low'),
      row('platelets', 288, '10^9/L', null),
      row('ferritin', 6, 'µg/L', 'low'),
      row('iron', 5, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('glucose', 4.9, 'mmol/L', null),
      row('hba1c', 5.4, '%', null),
      row('creatinine', 61, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('tsh', 2.41, 'mU/L', null),
      row('vitamin_b12', 128, 'pmol/L', 'low'),
      row('folate', 24.6, 'nmol/L', null),
      row('crp', 1.0, 'mg/L', null),
    ],
  },
  {
    // South African private pathology: flag column of arrows (↑ ↓, ↓↓ for a critical sodium)
    // between the result and the range, the range BEFORE the unit, lower-case "mmol/l"; anion
    // gap, magnesium and calculated osmolality are not results Hale knows; a critical-result
    // comment that does not repeat the value.
    id: 'h6-en-5',
    language: 'en',
    kind: 'text',
    text: `KAROO VALLEY PATHOLOGY LABORATORIES (SYNTHETIC)   Practice No. 0000000
Patient: MR TEST PERSON   DOB: 01.01.1969   Age: 55Y   Sex: M
Ref. Doctor: DR A EXAMPLE   Episode: ZA00000000
Requested: 2024/07/09 10:31   Authorised: 2024/07/09 16:02
CHEMICAL PATHOLOGY
Test   Result   Flag   Reference range   Units
Sodium   118   ↓↓   136 - 145   mmol/l
Potassium   3.2   ↓   3.5 - 5.1   mmol/l
Chloride   84   ↓   98 - 107   mmol/l
Bicarbonate (total CO2)   23      23 - 29   mmol/l
Anion gap   14      9 - 16   mmol/l
Urea   2.0   ↓   2.1 - 7.1   mmol/l
Creatinine   58   ↓   64 - 104   umol/l
eGFR (CKD-EPI)   >90      >60   ml/min/1.73m^2
Uric acid   0.21      0.20 - 0.42   mmol/l
Glucose (random)   5.6      4.0 - 7.8   mmol/l
Magnesium   0.71      0.66 - 1.07   mmol/l
Osmolality (calculated)   246   ↓   275 - 295   mOsm/kg
CRITICAL RESULT: the sodium was telephoned to Sr Example (ward) at 15:48 and read back.
Comment: hyponatraemia with low urea; ?SIADH. Suggest paired serum and urine osmolality.
ENDOCRINOLOGY
TSH   1.94      0.27 - 4.20   mIU/l
Free T4   14.2      12.0 - 22.0   pmol/l
Free T3   4.1      3.1 - 6.8   pmol/l
Report continues: no further results.   Page 1 / 1`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 23, 'mmol/L', null),
      row('urea', 2.0, 'mmol/L', 'low'),
      row('creatinine', 58, 'µmol/L', 'low'),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 0.21, 'mmol/L', null),
      row('glucose', 5.6, 'mmol/L', null),
      row('tsh', 1.94, 'mU/L', null),
      row('free_t4', 14.2, 'pmol/L', null),
      row('free_t3', 4.1, 'pmol/L', null),
    ],
  },
]

const allCases: readonly LabReportCase[] = [...cases, ...moreCases]

export default allCases
