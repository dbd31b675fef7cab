/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), English, second file (see en-19.ts): a Canadian
 * community laboratory with reference ranges in words ("3.6 to 6.0", "less than 5.20", "greater
 * than or equal to 60") and an A flag on a urinalysis, a Philippine hospital printing the SI and
 * the conventional result side by side, and three portal CSV exports (a Kenyan hospital with
 * semicolons and separate lower and upper limits, an Australian portal with quoted fields and
 * "Above range / Below range" words, a UK hospital portal with tabs and "Abnormal - high"
 * interpretations and a urine dipstick).
 * Written without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 * Rows for tests Hale does not know (urine albumin/creatinine ratio, non-HDL cholesterol, urine
 * colour and appearance, VLDL, ESR, TIBC, malaria parasites, rheumatoid factor, TSH receptor
 * antibody, procalcitonin, urine culture) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Canadian community laboratory: reference ranges written in words ("3.6 to 6.0", "less than",
    // "greater than or equal to"), a Flag column with H, L and A (abnormal, no side: the side from
    // the range), lipids, and a urinalysis whose dipstick glucose follows the blood glucose above;
    // albumin/creatinine ratio, non-HDL cholesterol, colour and appearance to skip.
    id: 'h18-en-6',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE MEDICAL LABORATORIES - FINAL REPORT
Community Patient Service Centre, Example City
Patient: PERSON, TEST     Health Card: 0000-000-000-XX     DOB: 1958-Jan-01     Sex: M
Ordering Provider: Dr Example     Copies to: Dr Example (Diabetes Education Centre)
Accession: 0000000000     Collected: 2025-Mar-07 08:25     Received: 2025-Mar-07 10:02     Reported: 2025-Mar-07 17:30

Flags: H = above reference range, L = below reference range, A = abnormal result

CHEMISTRY
Test                            Result      Flag    Reference Range                    Units
Glucose Fasting                 7.9         H       3.6 to 6.0                         mmol/L
Hemoglobin A1C                  7.6         H       less than 6.0                      %
  Diabetes Canada: an A1C of 7.0% or less is the usual target for most adults with diabetes.
Creatinine                      118                 50 to 120                          umol/L
eGFR                            58          L       greater than or equal to 60        mL/min/1.73m2
Albumin/Creatinine Ratio        12.4        H       less than 2.0                      mg/mmol
Cholesterol                     4.1                 less than 5.20                     mmol/L
Triglycerides                   2.60        H       less than 1.70                     mmol/L
HDL Cholesterol                 0.84        L       greater than 0.90                  mmol/L
LDL Cholesterol (calculated)    2.08                less than 3.50                     mmol/L
Non-HDL Cholesterol             3.26                less than 4.20                     mmol/L
  For patients with diabetes the usual LDL target is less than 2.0 mmol/L (or non-HDL less than 2.6 mmol/L).

Page 1 of 2
PERSON, TEST     Accession: 0000000000     EXAMPLE MEDICAL LABORATORIES

URINALYSIS (RANDOM URINE)
Test                            Result      Flag    Reference Range                    Units
Colour                          Yellow
Appearance                      Clear
Specific Gravity                1.025               1.005 to 1.030
pH                              5.5                 5.0 to 8.0
Protein                         1+          A       Negative
Glucose                         2+          A       Negative
Ketones                         Trace       A       Negative
Blood                           Negative            Negative
Nitrite                         Negative            Negative
Leukocyte Esterase              Negative            Negative
Urine microscopy not performed: dipstick screening criteria not met.
Page 2 of 2`,
    expected: [
      row('glucose', 7.9, 'mmol/L', 'high'),
      row('hba1c', 7.6, '%', 'high'),
      row('creatinine', 118, 'µmol/L', null),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('triglycerides', 2.6, 'mmol/L', 'high'),
      row('hdl', 0.84, 'mmol/L', 'low'),
      row('ldl', 2.08, 'mmol/L', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
    ],
  },
  {
    // A Philippine hospital's clinical chemistry: each row gives the SI result, unit and range first,
    // then the conventional result, unit and range, and one FLAG column at the end; the expected row
    // is the first (SI) result. Local abbreviations (FBS, BUN, BUA, SGOT, SGPT), mEq/L and uIU/mL in
    // the conventional columns, HbA1c as mmol/mol then %; VLDL to skip.
    id: 'h18-en-7',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE GENERAL HOSPITAL AND MEDICAL CENTER
Department of Pathology and Laboratories - Clinical Chemistry Section
Patient: PERSON, TEST     Age/Sex: 47 / M     Room: OPD-IM     Physician: Dr. Example
Hospital No.: 00-000000     Control No.: CC-25-00000     Received: 03/08/2025 07:12 AM     Released: 03/08/2025 11:30 AM
Specimen: Serum / Whole blood (EDTA)     Fasting: 10 hours

TEST             SI RESULT   SI UNIT     SI REF. RANGE     CONV. RESULT   CONV. UNIT   CONV. REF. RANGE   FLAG
FBS              6.8         mmol/L      4.1 - 5.9         122.5          mg/dL        74 - 106           H
BUN              5.1         mmol/L      2.9 - 7.1         14.3           mg/dL        8 - 20
Creatinine       97          umol/L      62 - 115          1.10           mg/dL        0.70 - 1.30
BUA              488         umol/L      208 - 428         8.2            mg/dL        3.5 - 7.2          H
Cholesterol      6.24        mmol/L      < 5.20            241            mg/dL        < 200              H
Triglycerides    2.45        mmol/L      < 1.70            217            mg/dL        < 150              H
HDL              0.98        mmol/L      > 1.04            37.9           mg/dL        > 40               L
LDL              4.14        mmol/L      < 3.37            160            mg/dL        < 130              H
VLDL             1.11        mmol/L      < 0.78            43             mg/dL        < 30               H
SGOT (AST)       34          U/L         0 - 37            34             U/L          0 - 37
SGPT (ALT)       58          U/L         0 - 41            58             U/L          0 - 41             H
Sodium           138         mmol/L      135 - 145         138            mEq/L        135 - 145
Potassium        3.3         mmol/L      3.5 - 5.1         3.3            mEq/L        3.5 - 5.1          L
HbA1c            43          mmol/mol    20 - 42           6.1            %            4.0 - 6.0          H

IMMUNOLOGY / ENDOCRINOLOGY
TEST             SI RESULT   SI UNIT     SI REF. RANGE     CONV. RESULT   CONV. UNIT   CONV. REF. RANGE   FLAG
TSH              2.15        mIU/L       0.27 - 4.20       2.15           uIU/mL       0.27 - 4.20
FT4              16.8        pmol/L      12.0 - 22.0       1.30           ng/dL        0.93 - 1.71

Note: Results are reported in SI units; conventional units are given for reference only. LDL and VLDL are calculated (Friedewald).
Medical Technologist: Example, RMT     Pathologist: Dr. Example, MD, FPSP     Page 1/1`,
    expected: [
      row('glucose', 6.8, 'mmol/L', 'high'),
      row('urea', 5.1, 'mmol/L', null),
      row('creatinine', 97, 'µmol/L', null),
      row('uric_acid', 488, 'µmol/L', 'high'),
      row('cholesterol', 6.24, 'mmol/L', 'high'),
      row('triglycerides', 2.45, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 4.14, 'mmol/L', 'high'),
      row('ast', 34, 'U/L', null),
      row('alt', 58, 'U/L', 'high'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('hba1c', 43, 'mmol/mol', 'high'),
      row('tsh', 2.15, 'mU/L', null),
      row('free_t4', 16.8, 'pmol/L', null),
    ],
  },
  {
    // A Kenyan private hospital's LIS export: semicolons, the patient number and visit date on every
    // line, separate LowerLimit and UpperLimit columns, an AbnormalFlag column with H, L and N
    // (normal), a free-text comment column; ESR, TIBC, malaria parasites and rheumatoid factor to skip.
    id: 'h18-en-8',
    language: 'en',
    kind: 'csv',
    text: `PatientNo;VisitDate;TestName;Result;Units;LowerLimit;UpperLimit;AbnormalFlag;Comment
OP-000000;2025-03-04;Haemoglobin;10.2;g/dL;12.0;16.0;L;
OP-000000;2025-03-04;Total WBC;7.6;x10^9/L;4.0;11.0;N;
OP-000000;2025-03-04;Platelet count;468;x10^9/L;150;450;H;Reactive thrombocytosis
OP-000000;2025-03-04;ESR (Westergren);72;mm/hr;0;20;H;
OP-000000;2025-03-04;Serum iron;6.2;umol/L;9.0;30.4;L;
OP-000000;2025-03-04;TIBC;41;umol/L;45;72;L;
OP-000000;2025-03-04;Transferrin saturation;15;%;20;50;L;
OP-000000;2025-03-04;Ferritin;410;ng/mL;30;400;H;Ferritin is an acute phase reactant, interpret with CRP
OP-000000;2025-03-04;CRP (quantitative);64;mg/L;0;5;H;
OP-000000;2025-03-04;Total bilirubin;9;umol/L;3;21;N;
OP-000000;2025-03-04;ALP;188;U/L;40;150;H;
OP-000000;2025-03-04;GGT;96;U/L;8;61;H;
OP-000000;2025-03-04;Total protein;82;g/L;60;80;H;
OP-000000;2025-03-04;Albumin;29;g/L;35;52;L;
OP-000000;2025-03-04;Malaria parasites (B/S);No MPS seen;;;;N;
OP-000000;2025-03-04;Rheumatoid factor;Positive;;;;H;Titre to follow`,
    expected: [
      row('haemoglobin', 10.2, 'g/dL', 'low'),
      row('white_cells', 7.6, '10^9/L', null),
      row('platelets', 468, '10^9/L', 'high'),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 15, '%', 'low'),
      row('ferritin', 410, 'ng/mL', 'high'),
      row('crp', 64, 'mg/L', 'high'),
      row('bilirubin', 9, 'µmol/L', null),
      row('alp', 188, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('total_protein', 82, 'g/L', 'high'),
      row('albumin', 29, 'g/L', 'low'),
    ],
  },
  {
    // An Australian patient portal download: commas, every field quoted, commas inside names
    // ("Bilirubin, Total") and comments, a Status column in words (Above range, Below range, Within
    // range); thyroid, electrolytes and liver tests; TSH receptor antibody to skip.
    id: 'h18-en-9',
    language: 'en',
    kind: 'csv',
    text: `"Collected","Test Name","Result","Units","Reference Range","Status","Comment"
"05 Mar 2025 08:40","TSH","0.02","mIU/L","0.40 - 4.00","Below range","Suppressed TSH, interpret with free T4 and free T3"
"05 Mar 2025 08:40","Free T4","31.5","pmol/L","10.0 - 20.0","Above range",""
"05 Mar 2025 08:40","Free T3","9.8","pmol/L","3.5 - 6.5","Above range",""
"05 Mar 2025 08:40","TSH Receptor Antibody","6.2","IU/L","< 1.8","Above range","Consistent with Graves disease, in the appropriate clinical context"
"05 Mar 2025 08:40","Sodium","140","mmol/L","135 - 145","Within range",""
"05 Mar 2025 08:40","Potassium","3.9","mmol/L","3.5 - 5.2","Within range",""
"05 Mar 2025 08:40","Chloride","103","mmol/L","95 - 110","Within range",""
"05 Mar 2025 08:40","Bicarbonate","25","mmol/L","22 - 32","Within range",""
"05 Mar 2025 08:40","Urea","4.2","mmol/L","3.0 - 8.0","Within range",""
"05 Mar 2025 08:40","Creatinine","51","umol/L","45 - 90","Within range",""
"05 Mar 2025 08:40","Bilirubin, Total","11","umol/L","< 20","Within range",""
"05 Mar 2025 08:40","Alkaline Phosphatase","142","U/L","30 - 110","Above range","May reflect increased bone turnover, common in hyperthyroidism"
"05 Mar 2025 08:40","ALT","46","U/L","< 34","Above range",""
"05 Mar 2025 08:40","Protein, Total","68","g/L","60 - 80","Within range",""
"05 Mar 2025 08:40","Albumin","38","g/L","35 - 50","Within range",""`,
    expected: [
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 31.5, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 25, 'mmol/L', null),
      row('urea', 4.2, 'mmol/L', null),
      row('creatinine', 51, 'µmol/L', null),
      row('bilirubin', 11, 'µmol/L', null),
      row('alp', 142, 'U/L', 'high'),
      row('alt', 46, 'U/L', 'high'),
      row('total_protein', 68, 'g/L', null),
      row('albumin', 38, 'g/L', null),
    ],
  },
  {
    // A UK hospital patient portal export: tab-separated, Specimen date / Investigation / Result /
    // Units / Reference range / Interpretation ("Normal", "Abnormal - high", or a bare "Abnormal"
    // whose side comes from the range); a urine dipstick with Trace, +, +++ and Negative against
    // "Negative"; procalcitonin and a pending urine culture to skip.
    id: 'h18-en-10',
    language: 'en',
    kind: 'csv',
    text: `Specimen date\tInvestigation\tResult\tUnits\tReference range\tInterpretation
11-Mar-2025\tC reactive protein\t38\tmg/L\t0 - 5\tAbnormal - high
11-Mar-2025\tWhite blood cell count\t11.9\tx10^9/L\t4.0 - 11.0\tAbnormal - high
11-Mar-2025\tNeutrophil count\t9.2\tx10^9/L\t2.0 - 7.5\tAbnormal - high
11-Mar-2025\tHaemoglobin\t131\tg/L\t115 - 165\tNormal
11-Mar-2025\tPlatelets\t305\tx10^9/L\t150 - 400\tNormal
11-Mar-2025\tUrea\t5.9\tmmol/L\t2.5 - 7.8\tNormal
11-Mar-2025\tCreatinine\t92\tumol/L\t45 - 84\tAbnormal - high
11-Mar-2025\teGFR (CKD-EPI)\t64\tmL/min/1.73m2\t>60\tNormal
11-Mar-2025\tProcalcitonin\t0.18\tug/L\t< 0.5\tNormal
10-Mar-2025\tUrine dipstick - pH\t6.0\t\t5.0 - 8.0\tNormal
10-Mar-2025\tUrine dipstick - specific gravity\t1.015\t\t1.005 - 1.030\tNormal
10-Mar-2025\tUrine dipstick - protein\tTrace\t\tNegative\tAbnormal
10-Mar-2025\tUrine dipstick - glucose\tNegative\t\tNegative\tNormal
10-Mar-2025\tUrine dipstick - ketones\tNegative\t\tNegative\tNormal
10-Mar-2025\tUrine dipstick - blood\t+\t\tNegative\tAbnormal
10-Mar-2025\tUrine dipstick - leucocytes\t+++\t\tNegative\tAbnormal
10-Mar-2025\tUrine dipstick - nitrite\tNegative\t\tNegative\tNormal
10-Mar-2025\tUrine culture\tSent to microbiology\t\t\tPending`,
    expected: [
      row('crp', 38, 'mg/L', 'high'),
      row('white_cells', 11.9, '10^9/L', 'high'),
      row('neutrophils', 9.2, '10^9/L', 'high'),
      row('haemoglobin', 131, 'g/L', null),
      row('platelets', 305, '10^9/L', null),
      row('urea', 5.9, 'mmol/L', null),
      row('creatinine', 92, 'µmol/L', 'high'),
      row('egfr', 64, 'mL/min/1.73m²', null),
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.015, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
]

export default moreCases
