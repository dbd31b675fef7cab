/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), English, second file (see en-17.ts): an Australian
 * community pathology report with units and range BEFORE the result, an Indian diagnostic lab with
 * a method column, and portal exports from Canada (semicolons, decimal commas), the US (every field
 * quoted) and the Philippines (tab-separated, separate low and high columns). Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (TSH receptor antibodies, globulin, VLDL, ratios, non-HDL cholesterol, total
 * T3 and T4, RDW, anion gap, transferrin, ESR) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // An Australian community pathology report: the units and the reference interval come BEFORE
    // the result, the current result's column is headed by its date, a previous-result column
    // after it, H/L after the value, TSH receptor antibodies and globulin to skip, a "<1" only in
    // the previous column.
    id: 'h16-en-6',
    language: 'en',
    kind: 'text',
    text: `MURRAY PLAINS PATHOLOGY
Patient: PERSON, Test       DOB: 01/01/1968      Sex: F      Medicare No: 0000 00000 0
Requested by: Dr A Example, Example Road Family Practice      Copy to: Dr B Example (Endocrinology)
Lab ref: 25-0000000      Collected: 14/03/25 09:05      Reported: 14/03/25 15:52
Clinical notes: Palpitations, weight loss, tremor.

                             Units       Reference       14/03/25       02/12/24
THYROID FUNCTION TESTS
TSH                          mIU/L       0.50-4.00       0.08 L         1.62
Free T4                      pmol/L      10.0-20.0       24.6 H         14.1
Free T3                      pmol/L      3.5-6.5         7.2 H          4.9
TSH receptor antibodies      IU/L        <1.8            6.4 H
  Raised TRAb in keeping with Graves' disease. Suggest endocrinology referral.

LIVER FUNCTION TESTS
Bilirubin, total             umol/L      <20             11             9
ALP                          U/L         30-110          121 H          96
GGT                          U/L         <50             44             31
ALT                          U/L         <35             38 H           22
AST                          U/L         <35             29             20
Total protein                g/L         60-80           71             73
Albumin                      g/L         35-50           40             43
Globulin                     g/L         20-40           31             30

INFLAMMATORY MARKERS AND VITAMINS
CRP                          mg/L        <5              3              <1
Vitamin D (25-OH)            nmol/L      >50             72             58
  Vitamin D: 50-60 nmol/L adequate; aim for more than 60 nmol/L at the end of winter.

Results of previous tests are shown for comparison.
Page 1/1      Accreditation No. 0000      *** End of report ***`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 24.6, 'pmol/L', 'high'),
      row('free_t3', 7.2, 'pmol/L', 'high'),
      row('bilirubin', 11, 'µmol/L', null),
      row('alp', 121, 'U/L', 'high'),
      row('ggt', 44, 'U/L', null),
      row('alt', 38, 'U/L', 'high'),
      row('ast', 29, 'U/L', null),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 40, 'g/L', null),
      row('crp', 3, 'mg/L', null),
      row('vitamin_d', 72, 'nmol/L', null),
    ],
  },
  {
    // An Indian diagnostic laboratory: a method column between the test name and the result, no
    // flags at all (every flag from the printed range; a fasting glucose equal to its upper bound),
    // "Blood Urea" in mg/dL, µIU/mL TSH, a page break with the patient block repeated; VLDL,
    // ratios, non-HDL cholesterol, total T3 and total T4 to skip.
    id: 'h16-en-7',
    language: 'en',
    kind: 'text',
    text: `SURYA PATH LABS & DIAGNOSTICS PVT. LTD.          (NABL accredited laboratory)
Name         : Mr. TEST PERSON                      Age/Gender   : 46 Y / Male
Referred By  : Dr. EXAMPLE                          Patient ID   : SPL00000000
Sample ID    : 00000000                             Collected    : 07/Mar/2025 08:02AM
Client       : Walk-in                              Reported     : 07/Mar/2025 05:41PM

DEPARTMENT OF BIOCHEMISTRY
Test Name                      Method            Result     Unit            Bio. Ref. Interval
Glucose Fasting (Plasma)       Hexokinase        100        mg/dL           70 - 100
HbA1c (Whole Blood)            HPLC              5.9        %               4.0 - 5.6
  Interpretation (ADA): 5.7 - 6.4 % Prediabetes; 6.5 % or above Diabetes.
Blood Urea                     Urease-GLDH       24         mg/dL           17 - 43
Creatinine (Serum)             Jaffe kinetic     0.88       mg/dL           0.67 - 1.17
eGFR (CKD-EPI 2021)            Calculated        104        mL/min/1.73m²   > 90

LIPID PROFILE
Cholesterol - Total            CHOD-POD          188        mg/dL           < 200
Triglycerides                  GPO-POD           162        mg/dL           < 150
HDL Cholesterol (Direct)       Enzymatic         44         mg/dL           > 40
LDL Cholesterol (Direct)       Enzymatic         112        mg/dL           < 100
VLDL Cholesterol               Calculated        32.4       mg/dL           < 30
Total Cholesterol/HDL Ratio    Calculated        4.27                       3.3 - 4.4
LDL/HDL Ratio                  Calculated        2.55                       0.5 - 3.0
Non-HDL Cholesterol            Calculated        144        mg/dL           < 130

Page 1 of 2
Name : Mr. TEST PERSON      Patient ID : SPL00000000      Reported : 07/Mar/2025 05:41PM

DEPARTMENT OF IMMUNOASSAY
Test Name                      Method            Result     Unit            Bio. Ref. Interval
THYROID PROFILE - TOTAL
T3, Total                      CLIA              1.02       ng/mL           0.60 - 1.81
T4, Total                      CLIA              6.90       µg/dL           5.01 - 12.45
TSH (Ultrasensitive)           CLIA              7.85       µIU/mL          0.35 - 5.50
  Note: TSH shows diurnal variation, reaching a peak between 2-4 AM and a minimum between 6-10 PM.
25-Hydroxy Vitamin D (Total)   CLIA              14.6       ng/mL           30 - 100
  Deficiency: below 20; Insufficiency: 20 - 29; Sufficiency: 30 - 100; Toxicity: above 100 ng/mL
Vitamin B12 (Cyanocobalamin)   CLIA              186        pg/mL           211 - 911

                         *** End of Report ***
Page 2 of 2      Dr. A. Example, MD (Pathology)      Dr. B. Example, MD (Biochemistry)`,
    expected: [
      row('glucose', 100, 'mg/dL', null),
      row('hba1c', 5.9, '%', 'high'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 0.88, 'mg/dL', null),
      row('egfr', 104, 'mL/min/1.73m²', null),
      row('cholesterol', 188, 'mg/dL', null),
      row('triglycerides', 162, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 112, 'mg/dL', 'high'),
      row('tsh', 7.85, 'mU/L', 'high'),
      row('vitamin_d', 14.6, 'ng/mL', 'low'),
      row('vitamin_b12', 186, 'pg/mL', 'low'),
    ],
  },
  {
    // A Canadian (Quebec) hospital portal's CSV export with English headers but French number
    // format: semicolons, decimal commas in results and ranges, no flag column (flags from the
    // range; a potassium equal to its upper bound), 10*9/L counts, RDW and non-HDL to skip.
    id: 'h16-en-8',
    language: 'en',
    kind: 'csv',
    text: `Collection date;Test name;Result;Units;Reference range;Status
2025-03-05 08:12;Hemoglobin;141;g/L;135 - 175;Final
2025-03-05 08:12;White blood cells;4,8;10*9/L;4,0 - 11,0;Final
2025-03-05 08:12;Platelets;142;10*9/L;150 - 400;Final
2025-03-05 08:12;MCV;88,4;fL;80 - 100;Final
2025-03-05 08:12;RDW;14,9;%;11,5 - 14,5;Final
2025-03-05 08:12;Sodium;141;mmol/L;135 - 145;Final
2025-03-05 08:12;Potassium;5,1;mmol/L;3,5 - 5,1;Final
2025-03-05 08:12;Glucose, fasting;6,3;mmol/L;3,6 - 6,0;Final
2025-03-05 08:12;Creatinine;94;umol/L;60 - 110;Final
2025-03-05 08:12;eGFR;74;mL/min/1.73m2;> 60;Final
2025-03-05 08:12;ALT;62;U/L;< 50;Final
2025-03-05 08:12;TSH;3,12;mIU/L;0,35 - 5,00;Final
2025-03-05 08:12;Ferritin;24;ug/L;30 - 400;Final
2025-03-05 08:12;Cholesterol, total;4,62;mmol/L;< 5,20;Final
2025-03-05 08:12;HDL cholesterol;1,18;mmol/L;> 1,00;Final
2025-03-05 08:12;LDL cholesterol (calculated);2,57;mmol/L;< 3,40;Final
2025-03-05 08:12;Triglycerides;1,92;mmol/L;< 1,70;Final
2025-03-05 08:12;Non-HDL cholesterol;3,44;mmol/L;< 4,20;Final`,
    expected: [
      row('haemoglobin', 141, 'g/L', null),
      row('white_cells', 4.8, '10^9/L', null),
      row('platelets', 142, '10^9/L', 'low'),
      row('mcv', 88.4, 'fL', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.1, 'mmol/L', null),
      row('glucose', 6.3, 'mmol/L', 'high'),
      row('creatinine', 94, 'µmol/L', null),
      row('egfr', 74, 'mL/min/1.73m²', null),
      row('alt', 62, 'U/L', 'high'),
      row('tsh', 3.12, 'mU/L', null),
      row('ferritin', 24, 'µg/L', 'low'),
      row('cholesterol', 4.62, 'mmol/L', null),
      row('hdl', 1.18, 'mmol/L', null),
      row('ldl', 2.57, 'mmol/L', null),
      row('triglycerides', 1.92, 'mmol/L', 'high'),
    ],
  },
  {
    // A US hospital portal's CSV export with every field quoted (names and the patient field hold
    // commas), a flag column with H, L and LL (a critical low glucose), conventional units, BUN for
    // urea and carbon dioxide for bicarbonate; anion gap, globulin and ratios to skip.
    id: 'h16-en-9',
    language: 'en',
    kind: 'csv',
    text: `"Patient","Test Name","Result","Flag","Units","Reference Range","Collected","Status"
"PERSON, TEST","Glucose","48","LL","mg/dL","70-99","02/21/2025 06:45 AM","Final"
"PERSON, TEST","BUN","22","","mg/dL","7-25","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Creatinine","1.31","H","mg/dL","0.60-1.26","02/21/2025 06:45 AM","Final"
"PERSON, TEST","BUN/Creatinine Ratio","17","","","6-22","02/21/2025 06:45 AM","Final"
"PERSON, TEST","eGFR","58","L","mL/min/1.73m2",">=60","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Sodium","134","L","mmol/L","135-146","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Potassium","4.0","","mmol/L","3.5-5.3","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Chloride","100","","mmol/L","98-110","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Carbon Dioxide","21","","mmol/L","20-32","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Anion Gap","13","","mmol/L","7-16","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Calcium","8.4","L","mg/dL","8.6-10.3","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Protein, Total","6.0","L","g/dL","6.1-8.1","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Albumin","3.4","L","g/dL","3.6-5.1","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Globulin","2.6","","g/dL","1.9-3.7","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Albumin/Globulin Ratio","1.3","","","1.0-2.5","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Bilirubin, Total","0.8","","mg/dL","0.2-1.2","02/21/2025 06:45 AM","Final"
"PERSON, TEST","Alkaline Phosphatase","96","","U/L","35-144","02/21/2025 06:45 AM","Final"
"PERSON, TEST","AST","19","","U/L","10-35","02/21/2025 06:45 AM","Final"
"PERSON, TEST","ALT","14","","U/L","6-29","02/21/2025 06:45 AM","Final"`,
    expected: [
      row('glucose', 48, 'mg/dL', 'low'),
      row('urea', 22, 'mg/dL', null),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 4.0, 'mmol/L', null),
      row('chloride', 100, 'mmol/L', null),
      row('bicarbonate', 21, 'mmol/L', null),
      row('calcium', 8.4, 'mg/dL', 'low'),
      row('total_protein', 6.0, 'g/dL', 'low'),
      row('albumin', 3.4, 'g/dL', 'low'),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('alp', 96, 'U/L', null),
      row('ast', 19, 'U/L', null),
      row('alt', 14, 'U/L', null),
    ],
  },
  {
    // A Philippine hospital patient portal's tab-separated export: a request column, separate
    // low and high limit columns (a folate with only a low limit, a CRP with only a high one), a
    // flag column, SI units with x10^9/L counts; ESR and transferrin to skip.
    id: 'h16-en-10',
    language: 'en',
    kind: 'csv',
    text: `Date\tRequest\tTest\tResult\tUnits\tLow\tHigh\tFlag
2025-03-20\tCBC\tHemoglobin\t112\tg/L\t115\t165\tL
2025-03-20\tCBC\tWhite blood cell count\t6.2\tx10^9/L\t4.0\t11.0\t
2025-03-20\tCBC\tPlatelet count\t421\tx10^9/L\t150\t400\tH
2025-03-20\tCBC\tMCV\t76\tfL\t80\t100\tL
2025-03-20\tCBC\tMCH\t24.1\tpg\t27\t33\tL
2025-03-20\tESR\tESR\t18\tmm/hr\t0\t20\t
2025-03-20\tIron studies\tSerum iron\t8\tumol/L\t10\t30\tL
2025-03-20\tIron studies\tTransferrin\t3.8\tg/L\t2.0\t3.6\tH
2025-03-20\tIron studies\tTransferrin saturation\t11\t%\t15\t45\tL
2025-03-20\tIron studies\tFerritin\t9\tug/L\t30\t300\tL
2025-03-20\tB12/Folate\tVitamin B12\t245\tpmol/L\t150\t700\t
2025-03-20\tB12/Folate\tFolate, serum\t22.1\tnmol/L\t10.0\t\t
2025-03-20\tCRP\tC-reactive protein\t2\tmg/L\t\t5\t`,
    expected: [
      row('haemoglobin', 112, 'g/L', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('platelets', 421, '10^9/L', 'high'),
      row('mcv', 76, 'fL', 'low'),
      row('mch', 24.1, 'pg', 'low'),
      row('iron', 8, 'µmol/L', 'low'),
      row('transferrin_saturation', 11, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('vitamin_b12', 245, 'pmol/L', null),
      row('folate', 22.1, 'nmol/L', null),
      row('crp', 2, 'mg/L', null),
    ],
  },
]

export default moreCases
