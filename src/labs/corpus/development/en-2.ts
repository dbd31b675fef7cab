/**
 * Lab report corpus, DEVELOPMENT half (second file), English (US and UK reports): the first
 * held-out half. Written for Hale before the extractor was seen and run to measure it; it has been
 * run, so it now belongs to the development half that the extractor may be tuned against.
 * Synthetic reports, no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'held-out-en-1',
    language: 'en',
    kind: 'text',
    text: `Northfield Clinical Laboratories
1200 Harbor Ave, Suite 4 · Tel (555) 010-2290
Patient: Test Person          DOB: 01/01/1970
Collected: 03/14/2026 07:42   Reported: 03/14/2026 15:10
COMPREHENSIVE METABOLIC PANEL
Test                      Result   Flag   Units          Reference Interval
Glucose, fasting ........ 98              mg/dL          70-99
BUN ..................... 15              mg/dL          6-24
Creatinine .............. 1.42     H      mg/dL          0.57-1.00
eGFR (CKD-EPI 2021) ..... 44       L      mL/min/1.73m2  >59
Sodium .................. 139             mmol/L         134-144
Potassium ............... 5.8      H      mmol/L         3.5-5.2
Chloride ................ 101             mmol/L         96-106
Carbon Dioxide, Total ... 22              mmol/L         20-29
Calcium ................. 9.4             mg/dL          8.7-10.2
Protein, Total .......... 7.1             g/dL           6.0-8.5
Albumin ................. 4.3             g/dL           3.8-4.9
Bilirubin, Total ........ 0.6             mg/dL          0.0-1.2
Alkaline Phosphatase .... 88              IU/L           44-121
AST (SGOT) .............. 24              IU/L           0-40
ALT (SGPT) .............. 31              IU/L           0-32
Page 1 of 1   Performed at: Northfield Clinical Laboratories, CLIA 00D0000000`,
    expected: [
      row('glucose', 98, 'mg/dL'),
      row('urea', 15, 'mg/dL'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('egfr', 44, 'mL/min/1.73m²', 'low'),
      row('sodium', 139, 'mmol/L'),
      row('potassium', 5.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L'),
      row('bicarbonate', 22, 'mmol/L'),
      row('calcium', 9.4, 'mg/dL'),
      row('total_protein', 7.1, 'g/dL'),
      row('albumin', 4.3, 'g/dL'),
      row('bilirubin', 0.6, 'mg/dL'),
      row('alp', 88, 'U/L'),
      row('ast', 24, 'U/L'),
      row('alt', 31, 'U/L'),
    ],
  },
  {
    id: 'held-out-en-2',
    language: 'en',
    kind: 'text',
    text: `St Aldric Hospital Pathology - Blood Sciences
Patient: Test Person   NHS No: XXX XXX XXXX   Location: Ward 5
Sample received 02-Feb-2026 09:15   Authorised 02-Feb-2026 13:40
Full Blood Count
Haemoglobin            128     g/L         (115 - 165)
WBC                    11.9    10*9/L      (4.0 - 11.0)    H
Platelets              412     10*9/L      (150 - 450)
RBC                    4.31    10*12/L     (3.80 - 5.80)
MCV                    88      fL          (80 - 100)
MCH                    29.7    pg          (27.0 - 32.0)
Neutrophils            9.1     10*9/L      (2.0 - 7.5)     H
Lymphocytes            1.8     10*9/L      (1.5 - 4.5)
Urea and Electrolytes
Sodium                 118     mmol/L      (133 - 146)     L
Potassium              3.9     mmol/L      (3.5 - 5.3)
Urea                   4.2     mmol/L      (2.5 - 7.8)
Creatinine             71      umol/L      (45 - 84)
eGFR                   84      mL/min/1.73m2
Sodium result telephoned to Ward 5 by JB at 13:38, read back.
Please note: eGFR calculated using the CKD-EPI equation, not adjusted for ethnicity.
C-Reactive Protein     3       mg/L        (<5)
Report authorised by: Consultant Clinical Scientist. Enquiries: ext. 4417`,
    expected: [
      row('haemoglobin', 128, 'g/L'),
      row('white_cells', 11.9, '10^9/L', 'high'),
      row('platelets', 412, '10^9/L'),
      row('red_cells', 4.31, '10^12/L'),
      row('mcv', 88, 'fL'),
      row('mch', 29.7, 'pg'),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.8, '10^9/L'),
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L'),
      row('urea', 4.2, 'mmol/L'),
      row('creatinine', 71, 'µmol/L'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('crp', 3, 'mg/L'),
    ],
  },
  {
    id: 'held-out-en-3',
    language: 'en',
    kind: 'text',
    text: `Lakeshore Diagnostics
Patient: Test Person   Sex: F   Age: 52
Date of service: 2026-01-09   Ordering provider: Dr. Example
LIPID PANEL
Cholesterol, Total 232 H mg/dL (100-199)
Triglycerides 141 mg/dL (0-149)
HDL Cholesterol 58 mg/dL (>39)
LDL Chol Calc (NIH) 148 H mg/dL (0-99)
HEMOGLOBIN A1C
Hemoglobin A1c 6.1 H % (4.8-5.6)
  Prediabetes: 5.7 - 6.4   Diabetes: >6.4
  Glycemic control for adults with diabetes: <7.0
THYROID
TSH 6.12 H uIU/mL (0.450-4.500)
Triiodothyronine, Free 3.1 pg/mL (2.0-4.4)
VITAMINS
Vitamin D, 25-Hydroxy 18.4 L ng/mL (30.0-100.0)
  Vitamin D deficiency has been defined by the Institute of Medicine and an
  Endocrine Society practice guideline as a level below 20 ng/mL.
Vitamin B12 412 pg/mL (232-1245)
Folate (Folic Acid), Serum 11.2 ng/mL (>3.0)
Page 1 of 2`,
    expected: [
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('triglycerides', 141, 'mg/dL'),
      row('hdl', 58, 'mg/dL'),
      row('ldl', 148, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('tsh', 6.12, 'mU/L', 'high'),
      row('free_t3', 3.1, 'pg/mL'),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('vitamin_b12', 412, 'pg/mL'),
      row('folate', 11.2, 'ng/mL'),
    ],
  },
  {
    id: 'held-out-en-4',
    language: 'en',
    kind: 'text',
    text: `Mercy Valley Medical Center Laboratory
Patient: Test Person   MRN: 000000
Collected 11/02/2025 22:05   Resulted 11/02/2025 22:41
CBC WITH DIFFERENTIAL
Component        Value       Ref Range         Units
WBC              4.6         4.0 - 10.5        x10E3/uL
RBC              2.96 (L)    4.20 - 5.40       x10E6/uL
Hemoglobin       6.4 (LL)    12.0 - 16.0       g/dL
Hematocrit       21.3 (L)    37.0 - 47.0       %
MCV              72 (L)      80 - 100          fL
MCH              21.6 (L)    27.0 - 33.0       pg
MCHC             30.0 (L)    32.0 - 36.0       g/dL
Platelets        468 (H)     150 - 400         x10E3/uL
CRITICAL VALUE: Hemoglobin 6.4 g/dL called to and read back by RN A. Example 11/02/2025 22:40
IRON STUDIES
Ferritin         4 (L)       11 - 307          ng/mL
Transferrin Sat  4 (L)       15 - 50           %
Electronically signed. Lab Director: Example, MD`,
    expected: [
      row('white_cells', 4.6, '10^9/L'),
      row('red_cells', 2.96, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.3, '%', 'low'),
      row('mcv', 72, 'fL', 'low'),
      row('mch', 21.6, 'pg', 'low'),
      row('mchc', 30, 'g/dL', 'low'),
      row('platelets', 468, '10^9/L', 'high'),
      row('ferritin', 4, 'ng/mL', 'low'),
      row('transferrin_saturation', 4, '%', 'low'),
    ],
  },
  {
    id: 'held-out-en-5',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Units,Reference Range,Flag,Collection Date
Glucose,45,mg/dL,70-99,L,2026-02-20
Sodium,136,mmol/L,134-144,,2026-02-20
Potassium,4.1,mmol/L,3.5-5.2,,2026-02-20
Creatinine,0.84,mg/dL,0.57-1.00,,2026-02-20
Uric Acid,7.9,mg/dL,2.6-6.2,H,2026-02-20
GGT,62,IU/L,0-60,H,2026-02-20
"Bilirubin, Total",0.4,mg/dL,0.0-1.2,,2026-02-20
Hemoglobin A1c,5.4,%,4.8-5.6,,2026-02-20
"C-Reactive Protein, Cardiac",0.9,mg/L,0.0-3.0,,2026-02-20`,
    expected: [
      row('glucose', 45, 'mg/dL', 'low'),
      row('sodium', 136, 'mmol/L'),
      row('potassium', 4.1, 'mmol/L'),
      row('creatinine', 0.84, 'mg/dL'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('ggt', 62, 'U/L', 'high'),
      row('bilirubin', 0.4, 'mg/dL'),
      row('hba1c', 5.4, '%'),
      row('crp', 0.9, 'mg/L'),
    ],
  },
  {
    id: 'held-out-en-6',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Value,Unit,Normal range,Abnormal
14/03/2026,Urine protein,Trace,,,
14/03/2026,Urine glucose,Negative,,,
14/03/2026,Urine ketones,Negative,,,
14/03/2026,Urine blood,++,,,
14/03/2026,Urine leucocytes,+++,,,
14/03/2026,Urine nitrite,Positive,,,
14/03/2026,Urine pH,6.5,,5.0-8.0,
14/03/2026,Urine specific gravity,1.015,,1.005-1.030,
14/03/2026,Haemoglobin,141,g/L,130-170,
14/03/2026,White cell count,12.4,10^9/L,4.0-11.0,H
14/03/2026,Serum potassium,6.8,mmol/L,3.5-5.3,HH`,
    expected: [
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_ph', 6.5, ''),
      row('urine_specific_gravity', 1.015, ''),
      row('haemoglobin', 141, 'g/L'),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('potassium', 6.8, 'mmol/L', 'high'),
    ],
  },
  {
    id: 'held-out-en-7',
    language: 'en',
    kind: 'text',
    text: `Fenwick Pathology Partnership
Patient: Test Person   DOB: **/**/1955   Sample: 20-Mar-2026
Liver function tests
Bilirubin                   27   H   umol/L    (0 - 21)
Alkaline phosphatase        140  H   U/L       (30 - 130)
ALT                         58   H   U/L       (0 - 40)
Albumin                     38       g/L       (35 - 50)
Gamma GT                    210  H   U/L       (0 - 60)
Total protein               74       g/L       (60 - 80)
Page 1 of 2
Fenwick Pathology Partnership   Test Person   (continued)
Lipid profile
Total cholesterol           4.1      mmol/L    (<5.0)
HDL cholesterol             0.9  L   mmol/L    (>1.0)
Non-HDL cholesterol         3.2      mmol/L    (<4.0)
Triglycerides               2.4  H   mmol/L    (<1.7)
Total cholesterol/HDL ratio 4.6                (<4.5)
Lipids: fasting status not stated. QRISK3 not calculated by the laboratory.
Page 2 of 2`,
    expected: [
      row('bilirubin', 27, 'µmol/L', 'high'),
      row('alp', 140, 'U/L', 'high'),
      row('alt', 58, 'U/L', 'high'),
      row('albumin', 38, 'g/L'),
      row('ggt', 210, 'U/L', 'high'),
      row('total_protein', 74, 'g/L'),
      row('cholesterol', 4.1, 'mmol/L'),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('triglycerides', 2.4, 'mmol/L', 'high'),
    ],
  },
]

export default cases
