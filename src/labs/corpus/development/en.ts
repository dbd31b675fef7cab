/**
 * Lab report corpus, DEVELOPMENT half, English (US and UK reports): the cases the extractor may be
 * tuned against. Written for Hale; synthetic reports, no real people, labs or phone numbers.
 * Rows for tests Hale does not know (colour, appearance, phosphate) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'development-en-1',
    language: 'en',
    kind: 'text',
    text: `Riverbend Reference Lab
Patient: Test Person   DOB: 01/01/1961   Fasting: YES
Specimen collected: 04/07/2026 08:02   Final report: 04/07/2026 16:45
Test Name                               In Range   Out of Range   Reference Range
BASIC METABOLIC PANEL
Glucose 131 H mg/dL (65-99)
  Fasting reference interval
Urea Nitrogen (BUN) 22 mg/dL (7-25)
Creatinine 1.05 mg/dL (0.70-1.33)
eGFR 79 mL/min/1.73m2 (> OR = 60)
Sodium 141 mmol/L (135-146)
Potassium 5.8 H mmol/L (3.5-5.1)
Chloride 104 mmol/L (98-110)
Carbon Dioxide 27 mmol/L (20-32)
Calcium 9.9 mg/dL (8.6-10.3)
LIPID PANEL
Cholesterol, Total 198 mg/dL (<200)
HDL Cholesterol 44 mg/dL (> OR = 40)
Triglycerides 210 H mg/dL (<150)
LDL-Cholesterol 112 H mg/dL (calc) (<100)
  Desirable range <100 mg/dL for primary prevention;
  <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors.
Page 1 of 1 - Client services: (555) 010-7730`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('urea', 22, 'mg/dL'),
      row('creatinine', 1.05, 'mg/dL'),
      row('egfr', 79, 'mL/min/1.73m²'),
      row('sodium', 141, 'mmol/L'),
      row('potassium', 5.8, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L'),
      row('bicarbonate', 27, 'mmol/L'),
      row('calcium', 9.9, 'mg/dL'),
      row('cholesterol', 198, 'mg/dL'),
      row('hdl', 44, 'mg/dL'),
      row('triglycerides', 210, 'mg/dL', 'high'),
      row('ldl', 112, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'development-en-2',
    language: 'en',
    kind: 'text',
    text: `Riverside Hospital - Clinical Biochemistry & Haematology
Patient: Test Person    Hospital No: 0000000
Requested by: Emergency Department    Collected: 09/12/2025 23:51
Test                          Result        Units         Ref. range
Glucose (random)              2.6 *         mmol/L        3.5 - 7.8
Haemoglobin                   96 *          g/L           130 - 170
White cell count              7.2           x10^9/L       4.0 - 11.0
Platelet count                188           x10^9/L       150 - 400
Red cell count                3.35 *        x10^12/L      4.50 - 5.50
MCV                           85.7          fL            80 - 100
MCH                           28.7          pg            27.0 - 32.0
MCHC                          334           g/L           320 - 360
Alkaline phosphatase          312 *         U/L           30 - 130
ALT                           19            U/L           0 - 40
Bilirubin                     8             umol/L        0 - 21
Albumin                       29 *          g/L           35 - 50
Calcium                       2.18 *        mmol/L        2.20 - 2.60
* = result outside reference range.
Hypoglycaemia: please check capillary glucose and treat per local protocol.`,
    expected: [
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('haemoglobin', 96, 'g/L', 'low'),
      row('white_cells', 7.2, '10^9/L'),
      row('platelets', 188, '10^9/L'),
      row('red_cells', 3.35, '10^12/L', 'low'),
      row('mcv', 85.7, 'fL'),
      row('mch', 28.7, 'pg'),
      row('mchc', 334, 'g/L'),
      row('alp', 312, 'U/L', 'high'),
      row('alt', 19, 'U/L'),
      row('bilirubin', 8, 'µmol/L'),
      row('albumin', 29, 'g/L', 'low'),
      row('calcium', 2.18, 'mmol/L', 'low'),
    ],
  },
  {
    id: 'development-en-3',
    language: 'en',
    kind: 'text',
    text: `Downs Community Pathology Service
Patient: Test Person  Sex: M
Received: 12-Jan-2026   Reported: 13-Jan-2026
THYROID FUNCTION
Serum TSH level               0.02    mU/L      [0.27 - 4.2]
Serum free T4 level           31.4    pmol/L    [12 - 22]
Serum free T3 level           9.8     pmol/L    [3.1 - 6.8]
TSH suppressed with raised FT4 and FT3, suggestive of hyperthyroidism.
Suggest TSH receptor antibodies.
HAEMATINICS
Serum iron                    14      umol/L    [11 - 28]
Serum ferritin                480     ug/L      [30 - 400]
Transferrin saturation        38      %         [20 - 50]
Serum folate                  2.1     ug/L      [>3.9]
Total 25-OH Vitamin D         62      nmol/L    [50 - 175]
Vitamin D: <25 nmol/L deficient; 25-50 nmol/L insufficient.
Serum C reactive protein      41      mg/L      [0 - 5]
Page 1 of 1`,
    expected: [
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 31.4, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
      row('iron', 14, 'µmol/L'),
      row('ferritin', 480, 'µg/L', 'high'),
      row('transferrin_saturation', 38, '%'),
      row('folate', 2.1, 'µg/L', 'low'),
      row('vitamin_d', 62, 'nmol/L'),
      row('crp', 41, 'mg/L', 'high'),
    ],
  },
  {
    id: 'development-en-4',
    language: 'en',
    kind: 'text',
    text: `Prairie Regional Laboratory
Patient: Test Person       Account: 000-0000
Collected: 02/18/2026 10:20    Received: 02/18/2026 11:02
Tests                     Result       Flag    Units     Reference Interval
Urinalysis, Complete
Specific Gravity          1.028                          1.005 - 1.030
pH                        5.5                            5.0 - 7.5
Urine-Color               Yellow                         Yellow
Appearance                Clear                          Clear
Protein                   1+
Glucose                   3+
Ketones                   Trace
Occult Blood              Negative
Leukocyte Esterase        Negative
Nitrite, Urine            Negative
Chemistry
Glucose, Serum            286          H       mg/dL     65 - 99
Hemoglobin A1c            9.8          H       %         4.8 - 5.6
Performing site: Prairie Regional Laboratory, 400 Example Rd`,
    expected: [
      row('urine_specific_gravity', 1.028, ''),
      row('urine_ph', 5.5, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
      row('glucose', 286, 'mg/dL', 'high'),
      row('hba1c', 9.8, '%', 'high'),
    ],
  },
  {
    id: 'development-en-5',
    language: 'en',
    kind: 'csv',
    text: `Component,Value,Units,Standard Range,Flag,Date
WBC,3.2,x10E3/uL,3.4-10.8,Low,04/01/2026
RBC,4.88,x10E6/uL,4.14-5.80,,04/01/2026
Hemoglobin,15.1,g/dL,13.0-17.7,,04/01/2026
Hematocrit,44.9,%,37.5-51.0,,04/01/2026
MCV,92,fL,79-97,,04/01/2026
MCH,30.9,pg,26.6-33.0,,04/01/2026
MCHC,33.6,g/dL,31.5-35.7,,04/01/2026
Platelets,96,x10E3/uL,150-450,Low,04/01/2026
Neutrophils (Absolute),1.2,x10E3/uL,1.4-7.0,Low,04/01/2026
Lymphs (Absolute),1.5,x10E3/uL,0.7-3.1,,04/01/2026`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('red_cells', 4.88, '10^12/L'),
      row('haemoglobin', 15.1, 'g/dL'),
      row('haematocrit', 44.9, '%'),
      row('mcv', 92, 'fL'),
      row('mch', 30.9, 'pg'),
      row('mchc', 33.6, 'g/dL'),
      row('platelets', 96, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L'),
    ],
  },
  {
    id: 'development-en-6',
    language: 'en',
    kind: 'csv',
    text: `Test,Result,Units,Range,Flag
Sodium,134,mmol/L,133-146,
Potassium,5.6,mmol/L,3.5-5.3,H
Urea,14.8,mmol/L,2.5-7.8,H
Creatinine,212,umol/L,59-104,H
eGFR,27,mL/min/1.73m2,>60,L
Bicarbonate,19,mmol/L,22-29,L
Phosphate,1.62,mmol/L,0.80-1.50,H
Total protein,68,g/L,60-80,
Albumin,36,g/L,35-50,
Uric acid,0.52,mmol/L,0.20-0.43,H
Gamma GT,35,U/L,0-55,`,
    expected: [
      row('sodium', 134, 'mmol/L'),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('urea', 14.8, 'mmol/L', 'high'),
      row('creatinine', 212, 'µmol/L', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('total_protein', 68, 'g/L'),
      row('albumin', 36, 'g/L'),
      row('uric_acid', 0.52, 'mmol/L', 'high'),
      row('ggt', 35, 'U/L'),
    ],
  },
]

export default cases
