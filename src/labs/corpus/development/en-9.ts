/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), English: reports as labs in the UK, the US,
 * Australia, Canada, New Zealand, India and South Africa print or export them. Written without reading the extractor; synthetic reports: no
 * real people, labs or phone numbers. Rows for tests Hale does not know (RDW, differential counts
 * other than neutrophils and lymphocytes, ESR, anion gap, osmolality, lactate, magnesium,
 * phosphate, PTH, globulin, conjugated bilirubin, INR, transferrin, VLDL, non-HDL cholesterol,
 * ratios, urine microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-9-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS hospital, cumulative blood sciences report: haemoglobin and MCHC in g/L, counts in
    // x10^9/L, H/L after the value, a critical potassium with its phone-call note under the row, the
    // eGFR with a ">60" range, haematocrit left off (printed in L/L).
    id: 'h8-en-1',
    language: 'en',
    kind: 'text',
    text: `Northbrook Valley Hospitals NHS Foundation Trust
Department of Blood Sciences
LABORATORY REPORT
Patient: PERSON, Test (Mr)          DOB: 01.01.1951          Sex: M
Hospital No: X000000          NHS No: 000 000 0000
Location: Acute Medical Unit          Consultant: Dr A Example
Specimen: Blood          Collected: 01.01.2025 06:40          Received: 01.01.2025 07:05
Lab No: B.0000000
HAEMATOLOGY - FULL BLOOD COUNT
Test                          Result        Units          Reference range
Haemoglobin                   118 L         g/L            130 - 170
White cell count              11.8 H        x10^9/L        4.0 - 11.0
Red cell count                4.02 L        x10^12/L       4.50 - 5.90
Mean cell volume              89.8          fL             80 - 100
Mean cell haemoglobin         29.4          pg             27.0 - 32.0
MCHC                          327           g/L            320 - 360
Red cell distribution width   14.1          %              11.5 - 15.0
Platelet count                402 H         x10^9/L        150 - 400
Neutrophils                   9.1 H         x10^9/L        2.0 - 7.5
Lymphocytes                   1.6           x10^9/L        1.5 - 4.0
Monocytes                     0.8           x10^9/L        0.2 - 1.0
Eosinophils                   0.2           x10^9/L        0.0 - 0.4
Basophils                     0.1           x10^9/L        0.0 - 0.1
Film comment: Neutrophilia. No blasts seen.
CLINICAL BIOCHEMISTRY - UREA & ELECTROLYTES
Test                          Result        Units          Reference range
Sodium                        136           mmol/L         133 - 146
Potassium                     6.8 H         mmol/L         3.5 - 5.3
  ** CRITICAL RESULT ** Telephoned to Dr Example (FY2) at 07:52 by BMS. Sample not haemolysed.
Urea                          14.2 H        mmol/L         2.5 - 7.8
Creatinine                    168 H         umol/L         59 - 104
eGFR (CKD-EPI)                38 L          mL/min/1.73m2  >60
  eGFR is not valid in acute kidney injury. AKI warning stage 2.
C-reactive protein            46 H          mg/L           0 - 5
Authorised by: Test Biomedical Scientist
Page 1 of 1                                 *** End of report ***`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.02, '10^12/L', 'low'),
      row('mcv', 89.8, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 327, 'g/L', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('crp', 46, 'mg/L', 'high'),
    ],
  },
  {
    // US reference lab patient report: the current result with a High/Low word, then a previous
    // result and its date before the units, a lab-site code "01" after most test names, BUN for
    // urea, "Carbon Dioxide, Total" for bicarbonate, IU/L, eGFR in the lab's truncated
    // "mL/min/1.73", and globulin, A/G ratio, BUN/creatinine ratio and VLDL mixed in.
    id: 'h8-en-2',
    language: 'en',
    kind: 'text',
    text: `Meridian Clinical Laboratories                                   Patient Report
Patient Details              Physician Details              Specimen Details
PERSON, TEST                 Test Physician, MD             Date collected: 01/02/2025 0815 Local
DOB: 01/01/1966              Account: 00000000              Date received: 01/02/2025
Gender: M                    Fasting: Yes                   Date reported: 01/03/2025
Ordered Items: Comp. Metabolic Panel (14); Lipid Panel
TESTS                      Current Result and Flag    Previous Result and Date    Units           Reference Interval
Comp. Metabolic Panel (14)
Glucose 01                 112   High                 98     01/04/2024           mg/dL           70-99
BUN 01                     22                         17     01/04/2024           mg/dL           6-24
Creatinine 01              1.31  High                 1.09   01/04/2024           mg/dL           0.76-1.27
eGFR                       61                         77     01/04/2024           mL/min/1.73     >59
BUN/Creatinine Ratio       17                         16     01/04/2024                           9-20
Sodium 01                  141                        139    01/04/2024           mmol/L          134-144
Potassium 01               4.9                        4.4    01/04/2024           mmol/L          3.5-5.2
Chloride 01                101                        102    01/04/2024           mmol/L          96-106
Carbon Dioxide, Total 01   25                         24     01/04/2024           mmol/L          20-29
Calcium 01                 9.6                        9.4    01/04/2024           mg/dL           8.7-10.2
Protein, Total 01          7.1                        7.0    01/04/2024           g/dL            6.0-8.5
Albumin 01                 4.5                        4.6    01/04/2024           g/dL            3.8-4.9
Globulin, Total            2.6                        2.4    01/04/2024           g/dL            1.5-4.5
A/G Ratio                  1.7                        1.9    01/04/2024                           1.2-2.2
Bilirubin, Total 01        0.8                        0.6    01/04/2024           mg/dL           0.0-1.2
Alkaline Phosphatase 01    131   High                 118    01/04/2024           IU/L            44-121
AST (SGOT) 01              52    High                 35     01/04/2024           IU/L            0-40
ALT (SGPT) 01              68    High                 41     01/04/2024           IU/L            0-44
Lipid Panel
Cholesterol, Total 01      238   High                 221    01/04/2024           mg/dL           100-199
Triglycerides 01           210   High                 188    01/04/2024           mg/dL           0-149
HDL Cholesterol 01         38    Low                  41     01/04/2024           mg/dL           >39
VLDL Cholesterol Cal       38                         35     01/04/2024           mg/dL           5-40
LDL Chol Calc (NIH)        162   High                 147    01/04/2024           mg/dL           0-99
01  Meridian Clinical Laboratories, Example Road, Sampletown        Dir: Test Director, MD
Date Issued: 01/03/25 0930 ET                  FINAL REPORT                        Page 1 of 1
This document contains private and confidential health information.`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 22, 'mg/dL', null),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 61, 'mL/min/1.73m²', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 25, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('alp', 131, 'U/L', 'high'),
      row('ast', 52, 'U/L', 'high'),
      row('alt', 68, 'U/L', 'high'),
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('triglycerides', 210, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 162, 'mg/dL', 'high'),
    ],
  },
  {
    // Australian community pathology: ranges in parentheses with spaces inside, "*" marking a
    // result outside the interval (the direction comes from the range), iron studies with
    // transferrin (not extracted) next to transferrin saturation, TSH in mIU/L, folate in nmol/L,
    // an antibody "To follow" line and comments under each section.
    id: 'h8-en-3',
    language: 'en',
    kind: 'text',
    text: `Harbourside Pathology                                 Accredited Medical Laboratory
Patient: PERSON, Test          D.O.B. 01.01.1979          Sex: F
Requested by: Dr Test Doctor, Example Medical Centre
Lab ID: 25-000000-A      Collected: 01/01/2025 09:20      Reported: 01/01/2025 16:45
Clinical notes: Tiredness, heavy menses. ?iron deficiency ?thyroid
IRON STUDIES
                                  Result        Units        Reference Interval
Iron                                  7 *       umol/L       ( 10 - 30 )
Transferrin                         3.9 *       g/L          ( 2.0 - 3.2 )
Transferrin Saturation                7 *       %            ( 15 - 45 )
Ferritin                              9 *       ug/L         ( 30 - 300 )
Comment: Iron studies are consistent with iron deficiency.
THYROID FUNCTION TESTS
TSH                                 6.8 *       mIU/L        ( 0.50 - 4.00 )
Free T4                            10.2         pmol/L       ( 10.0 - 20.0 )
Free T3                             4.1         pmol/L       ( 3.5 - 6.5 )
Anti-TPO antibodies                 To follow
Comment: Mildly raised TSH with normal free T4. Suggest repeat TFTs with thyroid
antibodies in 6-8 weeks.
VITAMIN B12 AND FOLATE
Vitamin B12                         182         pmol/L       ( 150 - 700 )
Serum Folate                       21.4         nmol/L       ( > 10.0 )
Comment: B12 in the indeterminate range; active B12 (holotranscobalamin) has been added.
* = result outside reference interval          Tests completed: IS, TFT, B12/FOL
Page 1 of 1`,
    expected: [
      row('iron', 7, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('tsh', 6.8, 'mU/L', 'high'),
      row('free_t4', 10.2, 'pmol/L', null),
      row('free_t3', 4.1, 'pmol/L', null),
      row('vitamin_b12', 182, 'pmol/L', null),
      row('folate', 21.4, 'nmol/L', null),
    ],
  },
  {
    // Canadian community lab: flag column HI/LO between result and a combined "range - units"
    // column, target-style lipid ranges ("<5.20", ">1.00"), HbA1c in %, a urine albumin/creatinine
    // ratio and non-HDL cholesterol (not extracted), a dipstick block with Trace and 3+, and a
    // urine microscopy block whose WBC/RBC lines are not blood counts.
    id: 'h8-en-4',
    language: 'en',
    kind: 'text',
    text: `Northern Lakes Medical Laboratories                                   FINAL REPORT
Patient: PERSON, TEST          DOB: 01-Jan-1972          Sex: M
Health Card: 0000-000-000-XX          Ordering Provider: Dr. Test Practitioner
Collected: 02-Jan-2025 08:05          Reported: 02-Jan-2025 14:30          Fasting: 12 h
Test                                   Result       Flag     Reference Range - Units
CHEMISTRY
Glucose Fasting                        7.8          HI       3.6 - 6.0 mmol/L
Hemoglobin A1C                         7.4          HI       <=6.0 %
    For most adults with diabetes the target is <=7.0 %.
Creatinine                             88                    50 - 110 umol/L
eGFR                                   84                    >=60 mL/min/1.73m2
Urine Albumin/Creatinine Ratio         4.1          HI       <2.0 mg/mmol
LIPID ASSESSMENT
Cholesterol                            5.92         HI       <5.20 mmol/L
Triglycerides                          2.41         HI       <1.70 mmol/L
HDL Cholesterol                        0.98         LO       >1.00 mmol/L
LDL Cholesterol (calculated)           3.85         HI       <3.50 mmol/L
Non-HDL Cholesterol                    4.94         HI       <4.20 mmol/L
Cholesterol/HDL Ratio                  6.0                   <5.0
URINALYSIS - MACROSCOPIC
Colour                                 Yellow                Yellow
Clarity                                Clear                 Clear
Specific Gravity                       1.025                 1.005 - 1.030
pH                                     6.0                   5.0 - 8.0
Leukocytes                             Negative              Negative
Nitrites                               Negative              Negative
Protein                                Trace        HI       Negative
Glucose                                3+           HI       Negative
Ketones                                Negative              Negative
Blood                                  Negative              Negative
URINALYSIS - MICROSCOPIC
WBC                                    0-2                   0-5 /HPF
RBC                                    0-2                   0-3 /HPF
Bacteria                               None seen             None seen
Page 1 of 1                          -- END OF REPORT --`,
    expected: [
      row('glucose', 7.8, 'mmol/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('cholesterol', 5.92, 'mmol/L', 'high'),
      row('triglycerides', 2.41, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 3.85, 'mmol/L', 'high'),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 0, 'grade', null),
    ],
  },
  {
    // US hospital emergency department: the flag column (H, L, HH, LL) comes BEFORE the result and
    // the range before the units; critical sodium 116, glucose 45 mg/dL and haemoglobin 6.4 g/dL
    // with a read-back note; counts in x10E3/uL and x10E6/uL; anion gap, osmolality, magnesium,
    // lactic acid and RDW mixed in.
    id: 'h8-en-5',
    language: 'en',
    kind: 'text',
    text: `SAINT EXAMPLE REGIONAL MEDICAL CENTER
Department of Pathology and Laboratory Medicine
Patient: PERSON, TEST          MRN: 00000000          DOB: 01/01/1948          Sex: F
Encounter: Emergency          Attending: Test Physician, MD
Collected: 01/05/2025 03:12          Received: 01/05/2025 03:20          Status: FINAL
Legend: H = High   L = Low   HH = Critical High   LL = Critical Low
BASIC METABOLIC PANEL
Component                   Flag    Result      Reference Range       Units
Sodium                      LL      116         136 - 145             mmol/L
Potassium                   L       3.3         3.5 - 5.1             mmol/L
Chloride                    L       82          98 - 107              mmol/L
CO2                         L       21          22 - 29               mmol/L
Anion Gap                           13          7 - 16                mmol/L
BUN                                 9           7 - 20                mg/dL
Creatinine                          0.62        0.50 - 1.10           mg/dL
Glucose                     LL      45          70 - 99               mg/dL
Calcium                     L       8.4         8.6 - 10.3            mg/dL
Osmolality, Serum           LL      238         275 - 295             mOsm/kg
Magnesium                   L       1.6         1.7 - 2.4             mg/dL
Lactic Acid                 H       2.8         0.5 - 2.2             mmol/L
CRITICAL VALUE(S) called to and read back by T. Nurse RN on 01/05/2025 at 03:41.
CBC WITH DIFFERENTIAL
Component                   Flag    Result      Reference Range       Units
WBC                                 6.2         4.0 - 10.5            x10E3/uL
RBC                         L       2.61        3.80 - 5.10           x10E6/uL
Hemoglobin                  LL      6.4         11.5 - 15.5           g/dL
Hematocrit                  LL      19.8        34.0 - 46.0           %
MCV                         L       75.9        80.0 - 100.0          fL
MCH                         L       24.5        27.0 - 33.0           pg
RDW                         H       18.2        11.5 - 14.5           %
Platelets                   L       88          150 - 400             x10E3/uL
Pathologist review: microcytic anemia; recommend iron studies. Type and screen sent.
Printed 01/05/2025 04:02                                       Page 1 of 1`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 82, 'mmol/L', 'low'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('urea', 9, 'mg/dL', null),
      row('creatinine', 0.62, 'mg/dL', null),
      row('glucose', 45, 'mg/dL', 'low'),
      row('calcium', 8.4, 'mg/dL', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('red_cells', 2.61, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 19.8, '%', 'low'),
      row('mcv', 75.9, 'fL', 'low'),
      row('mch', 24.5, 'pg', 'low'),
      row('platelets', 88, '10^9/L', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
