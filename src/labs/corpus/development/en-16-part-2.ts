/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), English, continued: the rest of the reports of
 * en-16.ts (South Africa, Ireland, and portal CSV exports from the US, the UK and New Zealand).
 * Written without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 * Rows for tests Hale does not know (urine appearance and microscopy, antibodies, ratios, non-HDL
 * cholesterol, RDW, monocytes, phosphate, PTH, urine albumin:creatinine ratio, globulin) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A South African private pathology urine report: dipstick as words and plus signs against
    // "Negative", then microscopy in x10^6/L whose "Leucocytes" and "Erythrocytes" are not
    // dipstick results; appearance and colour to skip.
    id: 'h15-en-6',
    language: 'en',
    kind: 'text',
    text: `SANDVELD PATHOLOGY (PTY) LTD              Practice No: 0000000
Patient: Test Person      DOB: 01.01.1991      Sex: F      Ref Dr: Dr A Example
Lab Ref: SV00000000       Specimen: Urine, midstream      Collected: 2025/03/04 10:15
Clinical info: Dysuria, frequency, loin pain

URINE ANALYSIS
Test                        Result            Reference
MACROSCOPY
Appearance                  Turbid            Clear
Colour                      Dark yellow
CHEMISTRY (DIPSTICK)
Specific gravity            1.025             1.005 - 1.030
pH                          6.0               5.0 - 8.0
Protein                     ++                Negative
Glucose                     Negative          Negative
Ketones                     Trace             Negative
Blood                       +++               Negative
Leucocytes                  ++                Negative
Nitrite                     Positive          Negative
MICROSCOPY
Leucocytes                  >100   x10^6/L    <10
Erythrocytes                50     x10^6/L    <10
Squamous epithelial cells   Few
Casts                       None seen
Bacteria                    Present

Comment: Findings suggest urinary tract infection. Culture and sensitivity to follow.
Page 1 of 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6.0, '', null),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // An Irish university hospital's biochemistry report to a GP: arrows right after the value,
    // "<0.01" TSH, free T3, anti-TPO, chol/HDL ratio and non-HDL cholesterol to skip, HbA1c as DCCT
    // %, B12 in pg/mL.
    id: 'h15-en-7',
    language: 'en',
    kind: 'text',
    text: `Ballymoran University Hospital - Department of Clinical Biochemistry
Patient: PERSON, Test        DOB: 01/01/1987      Gender: Female      MRN: 0000000
GP: Dr A. Example, Main Street Medical Centre
Sample: Serum / Fluoride / EDTA     Collected: 18/02/2025 09:30     Authorised: 19/02/2025 11:02

Analyte                      Result        Units        Reference Range
THYROID FUNCTION
TSH                          <0.01 ↓       mIU/L        0.27 - 4.20
Free T4                      38.6 ↑        pmol/L       12.0 - 22.0
Free T3                      11.9 ↑        pmol/L       3.1 - 6.8
Anti-TPO antibodies          412 ↑         IU/mL        <34
  Comment: Biochemical hyperthyroidism. Suggest TSH receptor antibodies and endocrine referral.

LIPID PROFILE (fasting)
Total Cholesterol            3.9           mmol/L       <5.0
Triglycerides                0.8           mmol/L       <1.7
HDL Cholesterol              1.62          mmol/L       >1.2
LDL Cholesterol (calc)       1.9           mmol/L       <3.0
Non-HDL Cholesterol          2.3           mmol/L       <3.8
Total Chol/HDL ratio         2.4                        <4.5

DIABETES
HbA1c (DCCT aligned)         5.3           %            4.0 - 6.0
Fasting Glucose              5.9 ↑         mmol/L       3.9 - 5.5

HAEMATINICS AND VITAMIN D
Vitamin B12                  312           pg/mL        197 - 771
Serum Folate                 7.4           µg/L         3.9 - 26.8
25-Hydroxy Vitamin D         42 ↓          nmol/L       50 - 125

Results outside the reference range are marked with an arrow.
Page 1 of 1`,
    expected: [
      row('tsh', 0.01, 'mU/L', 'low'),
      row('free_t4', 38.6, 'pmol/L', 'high'),
      row('free_t3', 11.9, 'pmol/L', 'high'),
      row('cholesterol', 3.9, 'mmol/L', null),
      row('triglycerides', 0.8, 'mmol/L', null),
      row('hdl', 1.62, 'mmol/L', null),
      row('ldl', 1.9, 'mmol/L', null),
      row('hba1c', 5.3, '%', null),
      row('glucose', 5.9, 'mmol/L', 'high'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 7.4, 'µg/L', null),
      row('vitamin_d', 42, 'nmol/L', 'low'),
    ],
  },
  {
    // A US patient portal's CSV export: flag before the unit, x10E3/uL and x10E6/uL counts,
    // absolute neutrophils and lymphocytes, RDW and absolute monocytes to skip, ferritin, B12,
    // folate and CRP with US units.
    id: 'h15-en-8',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Flag,Units,Reference Range,Collection Date
WBC,3.1,L,x10E3/uL,3.4-10.8,2025-01-09
RBC,4.02,,x10E6/uL,3.77-5.28,2025-01-09
Hemoglobin,12.1,,g/dL,11.1-15.9,2025-01-09
Hematocrit,36.8,,%,34.0-46.6,2025-01-09
MCV,92,,fL,79-97,2025-01-09
MCH,30.1,,pg,26.6-33.0,2025-01-09
MCHC,32.9,,g/dL,31.5-35.7,2025-01-09
RDW,13.2,,%,11.7-15.4,2025-01-09
Platelets,138,L,x10E3/uL,150-450,2025-01-09
Neutrophils (Absolute),1.2,L,x10E3/uL,1.4-7.0,2025-01-09
Lymphs (Absolute),1.5,,x10E3/uL,0.7-3.1,2025-01-09
Monocytes (Absolute),0.3,,x10E3/uL,0.1-0.9,2025-01-09
Ferritin,142,,ng/mL,15-150,2025-01-09
Vitamin B12,168,L,pg/mL,232-1245,2025-01-09
Folate (Folic Acid),5.1,,ng/mL,>3.0,2025-01-09
C-Reactive Protein,0.4,,mg/L,0.0-4.9,2025-01-09`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 4.02, '10^12/L', null),
      row('haemoglobin', 12.1, 'g/dL', null),
      row('haematocrit', 36.8, '%', null),
      row('mcv', 92, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('platelets', 138, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('ferritin', 142, 'ng/mL', null),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('folate', 5.1, 'ng/mL', null),
      row('crp', 0.4, 'mg/L', null),
    ],
  },
  {
    // A UK GP record's CSV download for a kidney follow-up: lower and upper limits in separate
    // columns, an "Abnormal" column, a quoted comment with commas, "Serum" before names, urate for
    // uric acid, phosphate, PTH (pmol/L) and urine ACR to skip.
    id: 'h15-en-9',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Value,Unit,Lower limit,Upper limit,Abnormal,Comment
12/03/2025,Serum sodium,140,mmol/L,133,146,,
12/03/2025,Serum potassium,5.6,mmol/L,3.5,5.3,H,
12/03/2025,Serum urea,11.4,mmol/L,2.5,7.8,H,
12/03/2025,Serum creatinine,168,umol/L,45,84,H,
12/03/2025,eGFR using creatinine (CKD-EPI),29,mL/min/1.73m2,60,,L,"Consistent with CKD stage G4, if sustained for more than 3 months"
12/03/2025,Serum bicarbonate,19,mmol/L,22,29,L,
12/03/2025,Serum calcium,2.18,mmol/L,2.20,2.60,L,
12/03/2025,Serum phosphate,1.71,mmol/L,0.80,1.50,H,
12/03/2025,Serum urate,486,umol/L,140,360,H,
12/03/2025,Serum albumin,38,g/L,35,50,,
12/03/2025,Parathyroid hormone,14.2,pmol/L,1.6,6.9,H,
12/03/2025,Haemoglobin,104,g/L,115,165,L,
12/03/2025,Serum ferritin,88,ug/L,30,400,,
12/03/2025,Transferrin saturation,17,%,20,50,L,
12/03/2025,Urine albumin:creatinine ratio,38.4,mg/mmol,,3,H,"Moderately increased, A2"`,
    expected: [
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('urea', 11.4, 'mmol/L', 'high'),
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 29, 'mL/min/1.73m²', 'low'),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('calcium', 2.18, 'mmol/L', 'low'),
      row('uric_acid', 486, 'µmol/L', 'high'),
      row('albumin', 38, 'g/L', null),
      row('haemoglobin', 104, 'g/L', 'low'),
      row('ferritin', 88, 'µg/L', null),
      row('transferrin_saturation', 17, '%', 'low'),
    ],
  },
  {
    // A New Zealand community lab's portal CSV: a panel column before the test, the range as one
    // field ("<45", "40-120", ">1.0"), flags only where marked, point-of-care urine dipstick rows
    // with empty units, chol/HDL ratio and globulin to skip.
    id: 'h15-en-10',
    language: 'en',
    kind: 'csv',
    text: `Collected,Panel,Test,Result,Units,Reference,Flag
2025-03-21 08:10,Liver Function,Total Bilirubin,31,umol/L,<25,H
2025-03-21 08:10,Liver Function,Alkaline Phosphatase,142,U/L,40-120,H
2025-03-21 08:10,Liver Function,ALT,212,U/L,<45,H
2025-03-21 08:10,Liver Function,AST,134,U/L,<40,H
2025-03-21 08:10,Liver Function,GGT,96,U/L,<60,H
2025-03-21 08:10,Liver Function,Total Protein,74,g/L,66-84,
2025-03-21 08:10,Liver Function,Albumin,39,g/L,35-50,
2025-03-21 08:10,Liver Function,Globulin,35,g/L,25-41,
2025-03-21 08:10,Inflammatory Markers,CRP,12,mg/L,<5,H
2025-03-21 08:10,General Chemistry,Glucose (non-fasting),5.1,mmol/L,3.5-7.7,
2025-03-21 08:10,Lipids,Total Cholesterol,5.8,mmol/L,<5.0,H
2025-03-21 08:10,Lipids,Triglyceride,1.4,mmol/L,<2.0,
2025-03-21 08:10,Lipids,HDL Cholesterol,1.1,mmol/L,>1.0,
2025-03-21 08:10,Lipids,LDL Cholesterol (calc),4.1,mmol/L,<3.4,H
2025-03-21 08:10,Lipids,Chol/HDL Ratio,5.3,,<4.5,H
2025-03-21 08:10,Urine Dipstick,Urine pH,6.5,,5.0-8.0,
2025-03-21 08:10,Urine Dipstick,Urine Glucose,Negative,,Negative,
2025-03-21 08:10,Urine Dipstick,Urine Protein,Trace,,Negative,`,
    expected: [
      row('bilirubin', 31, 'µmol/L', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('alt', 212, 'U/L', 'high'),
      row('ast', 134, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('total_protein', 74, 'g/L', null),
      row('albumin', 39, 'g/L', null),
      row('crp', 12, 'mg/L', 'high'),
      row('glucose', 5.1, 'mmol/L', null),
      row('cholesterol', 5.8, 'mmol/L', 'high'),
      row('triglycerides', 1.4, 'mmol/L', null),
      row('hdl', 1.1, 'mmol/L', null),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('urine_ph', 6.5, '', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
    ],
  },
]

export default moreCases
