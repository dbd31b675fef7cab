/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), English, second file (see en-18.ts): a Canadian
 * community lab with flag words and a critical sodium plus a urinalysis, a Philippine clinic with
 * conventional and SI results on one line, and three portal CSV exports (a UK GP record with quoted
 * fields, a US patient portal with tabs, a Nigerian hospital portal with semicolons and decimal
 * commas). Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (osmolality, urine sodium, urine colour and clarity, urine microscopy, direct bilirubin,
 * HBsAg, reticulocytes, intrinsic factor antibody, non-HDL cholesterol, ratios, PSA, urine
 * albumin/creatinine ratio, ESR, TIBC) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Canadian community laboratory report: flag words (LOW, HIGH, LOW CRITICAL) in a column after
    // the result, SI units, the reference interval last; a critical low sodium; a urinalysis with
    // dipstick words (Negative, Trace, 1+) against "Negative" intervals and microscopy to skip.
    id: 'h17-en-6',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE COMMUNITY LABORATORIES - PATIENT REPORT
Licensed Medical Laboratory, Example City
Patient: PERSON, TEST     Health No.: 0000-000-000     DOB: 0000-00-00     Sex: F
Ordering Practitioner: Dr Example     CC: Dr Example
Accession: 25-000000     Collected: 2025-03-11 09:40     Reported: 2025-03-11 14:12

CHEMISTRY
Test                        Result     Flag            Units          Reference Interval
Glucose Random              5.2                        mmol/L         3.6 - 7.8
Sodium                      118        LOW CRITICAL    mmol/L         135 - 145
  Critical result phoned to Dr Example's office 2025-03-11 13:05 by lab staff.
Potassium                   4.1                        mmol/L         3.5 - 5.0
Chloride                    84         LOW             mmol/L         98 - 107
Creatinine                  71                         umol/L         50 - 100
eGFR                        96                         mL/min/1.73m2  >=60
Osmolality, Serum           252        LOW             mmol/kg        275 - 295
Sodium, Random Urine        38                         mmol/L
TSH                         2.45                       mU/L           0.32 - 4.00

Page 1 of 2
EXAMPLE COMMUNITY LABORATORIES     PERSON, TEST     Accession: 25-000000

URINALYSIS (MIDSTREAM URINE)
Test                        Result     Flag            Units          Reference Interval
Colour                      Pale yellow
Clarity                     Clear
Specific Gravity            1.003      LOW                            1.005 - 1.030
pH                          6.5                                       5.0 - 8.0
Protein                     Negative                                  Negative
Glucose                     Negative                                  Negative
Ketones                     Trace      HIGH                           Negative
Blood                       Negative                                  Negative
Leukocytes                  1+         HIGH                           Negative
Nitrite                     Negative                                  Negative
Microscopy: WBC 6-10 /HPF, RBC 0-2 /HPF, epithelial cells few. No casts seen.

Low urine specific gravity with hyponatraemia: consider excess water intake or SIADH.
Page 2 of 2`,
    expected: [
      row('glucose', 5.2, 'mmol/L', null),
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 4.1, 'mmol/L', null),
      row('chloride', 84, 'mmol/L', 'low'),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 96, 'mL/min/1.73m²', null),
      row('tsh', 2.45, 'mU/L', null),
      row('urine_specific_gravity', 1.003, '', 'low'),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // A Philippine diagnostic clinic: each line gives the conventional result and unit, the SI
    // result in brackets, then the range in conventional units with an en dash, and a Remarks column
    // with the words High / Low; lower-case units (mg/dl, g/dl, U/l); the expected row is the
    // conventional result. Direct bilirubin and HBsAg to skip.
    id: 'h17-en-7',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTIC AND WELLNESS CENTER, INC.
Clinical Laboratory - DOH Licensed
Name: PERSON, TEST     Age/Sex: 52/F     Requesting Physician: Dr. Example
Patient ID: 00-00000     Date Collected: 03/06/2025 07:30 AM     Date Released: 03/06/2025 02:15 PM

CLINICAL CHEMISTRY
Test                 Result (SI)                      Normal Values         Remarks
Total Bilirubin      1.9 mg/dl  [32 umol/l]           0.2 – 1.2 mg/dl       High
Direct Bilirubin     0.6 mg/dl  [10 umol/l]           0.0 – 0.3 mg/dl       High
SGOT (AST)           88 U/l                           0 – 40 U/l            High
SGPT (ALT)           124 U/l                          0 – 41 U/l            High
Alkaline Phosphatase  96 U/l                          40 – 129 U/l
GGT                  210 U/l                          8 – 61 U/l            High
Total Protein        7.8 g/dl   [78 g/l]              6.4 – 8.3 g/dl
Albumin              3.9 g/dl   [39 g/l]              3.5 – 5.2 g/dl
Urea                 32 mg/dl   [5.3 mmol/l]          15 – 40 mg/dl
Creatinine           1.1 mg/dl  [97 umol/l]           0.6 – 1.2 mg/dl
Uric Acid            6.2 mg/dl  [369 umol/l]          2.4 – 6.0 mg/dl       High

LIPID PROFILE (12-hour fast)
Total Cholesterol    188 mg/dl  [4.86 mmol/l]         < 200 mg/dl
Triglycerides        96 mg/dl   [1.08 mmol/l]         < 150 mg/dl
HDL                  52 mg/dl   [1.34 mmol/l]         > 40 mg/dl
LDL                  116.8 mg/dl [3.02 mmol/l]        < 130 mg/dl

SEROLOGY
HBsAg (rapid)        Reactive
Note: Reactive HBsAg; recommend confirmatory testing and hepatology referral.

Medical Technologist: Example, RMT     Pathologist: Dr. Example, FPSP     Page 1/1`,
    expected: [
      row('bilirubin', 1.9, 'mg/dL', 'high'),
      row('ast', 88, 'U/L', 'high'),
      row('alt', 124, 'U/L', 'high'),
      row('alp', 96, 'U/L', null),
      row('ggt', 210, 'U/L', 'high'),
      row('total_protein', 7.8, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('urea', 32, 'mg/dL', null),
      row('creatinine', 1.1, 'mg/dL', null),
      row('uric_acid', 6.2, 'mg/dL', 'high'),
      row('cholesterol', 188, 'mg/dL', null),
      row('triglycerides', 96, 'mg/dL', null),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 116.8, 'mg/dL', null),
    ],
  },
  {
    // A UK GP record's test-results export: commas, every field quoted, a date column, a flag column
    // (H/L or empty), x10^9/L, reticulocytes and an intrinsic factor antibody to skip.
    id: 'h17-en-8',
    language: 'en',
    kind: 'csv',
    text: `"Date","Test","Result","Units","Normal range","Flag","Comment"
"12/03/2025","Haemoglobin","128","g/L","115 - 165","",""
"12/03/2025","White cell count","7.2","x10^9/L","4.0 - 11.0","",""
"12/03/2025","Platelet count","312","x10^9/L","150 - 410","",""
"12/03/2025","Mean cell volume","102","fL","80 - 100","H","Macrocytosis"
"12/03/2025","Reticulocyte count","41","x10^9/L","25 - 100","",""
"12/03/2025","Serum vitamin B12","112","pmol/L","148 - 640","L","Consider IF antibodies"
"12/03/2025","Intrinsic factor antibody","Negative","","","",""
"12/03/2025","Serum folate","6.1","nmol/L","7.0 - 45.0","L",""
"12/03/2025","Serum ferritin","45","ug/L","15 - 300","",""
"12/03/2025","TSH","1.9","mU/L","0.27 - 4.2","",""
"12/03/2025","Free T4","15.2","pmol/L","12 - 22","",""
"12/03/2025","HbA1c","51","mmol/mol","20 - 41","H","In diabetic range, please repeat"
"12/03/2025","ALT","23","U/L","0 - 40","",""
"12/03/2025","eGFR","76","mL/min/1.73m2",">60","",""`,
    expected: [
      row('haemoglobin', 128, 'g/L', null),
      row('white_cells', 7.2, '10^9/L', null),
      row('platelets', 312, '10^9/L', null),
      row('mcv', 102, 'fL', 'high'),
      row('vitamin_b12', 112, 'pmol/L', 'low'),
      row('folate', 6.1, 'nmol/L', 'low'),
      row('ferritin', 45, 'µg/L', null),
      row('tsh', 1.9, 'mU/L', null),
      row('free_t4', 15.2, 'pmol/L', null),
      row('hba1c', 51, 'mmol/mol', 'high'),
      row('alt', 23, 'U/L', null),
      row('egfr', 76, 'mL/min/1.73m²', null),
    ],
  },
  {
    // A US patient portal export: tab-separated, Component / Value / Units / Standard Range / Flag
    // (High, Low or empty) / Collected; uIU/mL for TSH; non-HDL cholesterol, the ratio, PSA and a
    // urine albumin/creatinine ratio to skip; a urine protein reading Negative.
    id: 'h17-en-9',
    language: 'en',
    kind: 'csv',
    text: `Component\tValue\tUnits\tStandard Range\tFlag\tCollected
Cholesterol, Total\t242\tmg/dL\t<200\tHigh\t02/14/2025 8:02 AM
Triglycerides\t310\tmg/dL\t<150\tHigh\t02/14/2025 8:02 AM
HDL Cholesterol\t34\tmg/dL\t>39\tLow\t02/14/2025 8:02 AM
LDL Cholesterol Calc\t146\tmg/dL\t<100\tHigh\t02/14/2025 8:02 AM
Non-HDL Cholesterol\t208\tmg/dL\t<130\tHigh\t02/14/2025 8:02 AM
Chol/HDL Ratio\t7.1\tratio\t<5.0\tHigh\t02/14/2025 8:02 AM
Glucose\t104\tmg/dL\t70-99\tHigh\t02/14/2025 8:02 AM
Hemoglobin A1c\t6.1\t%\t<5.7\tHigh\t02/14/2025 8:02 AM
Potassium\t4.4\tmmol/L\t3.5-5.2\t\t02/14/2025 8:02 AM
Creatinine\t1.08\tmg/dL\t0.70-1.33\t\t02/14/2025 8:02 AM
eGFR\t78\tmL/min/1.73m2\t>59\t\t02/14/2025 8:02 AM
ALT\t35\tU/L\t0-44\t\t02/14/2025 8:02 AM
TSH\t0.21\tuIU/mL\t0.45-4.50\tLow\t02/14/2025 8:02 AM
PSA, Total\t1.2\tng/mL\t0.0-4.0\t\t02/14/2025 8:02 AM
Protein, Urine (Dipstick)\tNegative\t\tNegative\t\t02/14/2025 8:02 AM
Albumin/Creatinine Ratio, Urine\t41\tmg/g Cr\t<30\tHigh\t02/14/2025 8:02 AM`,
    expected: [
      row('cholesterol', 242, 'mg/dL', 'high'),
      row('triglycerides', 310, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 146, 'mg/dL', 'high'),
      row('glucose', 104, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('potassium', 4.4, 'mmol/L', null),
      row('creatinine', 1.08, 'mg/dL', null),
      row('egfr', 78, 'mL/min/1.73m²', null),
      row('alt', 35, 'U/L', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('urine_protein', 0, 'grade', null),
    ],
  },
  {
    // A Nigerian private hospital's portal export: semicolons, decimal commas, analyser unit
    // spellings (g/dl, T/l, G/l, fl, µmol/l, ng/ml, nmol/l, mg/l, mmol/l, UI/L), a flag column with
    // H/L; ESR and TIBC to skip.
    id: 'h17-en-10',
    language: 'en',
    kind: 'csv',
    text: `Sample date;Analysis;Result;Unit;Reference;Flag
07/03/2025;Haemoglobin;9,8;g/dl;12,0 - 15,5;L
07/03/2025;Red blood cells;3,61;T/l;3,90 - 5,20;L
07/03/2025;White blood cells;5,4;G/l;4,0 - 10,0;
07/03/2025;Platelets;238;G/l;150 - 400;
07/03/2025;Haematocrit;30,2;%;36,0 - 46,0;L
07/03/2025;MCV;83,7;fl;80,0 - 100,0;
07/03/2025;MCHC;32,4;g/dl;31,5 - 36,0;
07/03/2025;ESR;34;mm/h;0 - 20;H
07/03/2025;Iron;8,1;µmol/l;9,0 - 30,4;L
07/03/2025;TIBC;82;µmol/l;45 - 72;H
07/03/2025;Transferrin saturation;11;%;20 - 50;L
07/03/2025;Ferritin;14;ng/ml;15 - 150;L
07/03/2025;Vitamin D (25-OH);41;nmol/l;75 - 250;L
07/03/2025;CRP;2,1;mg/l;< 5,0;
07/03/2025;Sodium;141;mmol/l;135 - 145;
07/03/2025;ALT;19;UI/L;< 35;`,
    expected: [
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('red_cells', 3.61, '10^12/L', 'low'),
      row('white_cells', 5.4, '10^9/L', null),
      row('platelets', 238, '10^9/L', null),
      row('haematocrit', 30.2, '%', 'low'),
      row('mcv', 83.7, 'fL', null),
      row('mchc', 32.4, 'g/dL', null),
      row('iron', 8.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 11, '%', 'low'),
      row('ferritin', 14, 'ng/mL', 'low'),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('crp', 2.1, 'mg/L', null),
      row('sodium', 141, 'mmol/L', null),
      row('alt', 19, 'U/L', null),
    ],
  },
]

export default moreCases
