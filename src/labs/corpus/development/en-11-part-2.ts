/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), English, continued (see en-11.ts): two patient-portal CSV
 * exports (US, Canada) and PDFs from New Zealand, South Africa and Ireland. Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A US patient portal's CSV export: a complete urinalysis (dipstick grades written 1+, 2+,
    // Trace, Positive, flagged "A" for abnormal; urine bilirubin, urobilinogen and microscopy rows
    // such as "WBC 25-50 /HPF" that are not results) followed by a basic metabolic panel with a
    // serum glucose, an anion gap and an eGFR printed as ">90". Quoted panel names hold commas.
    id: 'h10-en-6',
    language: 'en',
    kind: 'csv',
    text: `Panel,Component,Value,Units,Standard Range,Flag,Collected
"URINALYSIS, COMPLETE W/ MICROSCOPY",Color,Yellow,,Yellow,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Appearance,Cloudy,,Clear,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Specific Gravity,1.025,,1.005 - 1.030,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",pH,6.0,,5.0 - 8.0,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Glucose,Negative,mg/dL,Negative,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Bilirubin,Negative,,Negative,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Ketones,Trace,mg/dL,Negative,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Occult Blood,2+,,Negative,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Protein,1+,mg/dL,Negative,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Urobilinogen,0.2,E.U./dL,0.2 - 1.0,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Nitrite,Positive,,Negative,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Leukocyte Esterase,3+,,Negative,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",WBC,25-50,/HPF,0 - 5,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",RBC,3-10,/HPF,0 - 2,A,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Squamous Epithelial Cells,Few,/HPF,None - Few,,2024-04-02 10:14
"URINALYSIS, COMPLETE W/ MICROSCOPY",Bacteria,Many,/HPF,None,A,2024-04-02 10:14
BASIC METABOLIC PANEL,Sodium,141,mmol/L,136 - 145,,2024-04-02 10:14
BASIC METABOLIC PANEL,Potassium,3.3,mmol/L,3.5 - 5.1,L,2024-04-02 10:14
BASIC METABOLIC PANEL,Chloride,101,mmol/L,98 - 107,,2024-04-02 10:14
BASIC METABOLIC PANEL,CO2,24,mmol/L,22 - 29,,2024-04-02 10:14
BASIC METABOLIC PANEL,Anion Gap,16,mmol/L,7 - 16,,2024-04-02 10:14
BASIC METABOLIC PANEL,BUN,18,mg/dL,6 - 20,,2024-04-02 10:14
BASIC METABOLIC PANEL,Creatinine,0.81,mg/dL,0.57 - 1.00,,2024-04-02 10:14
BASIC METABOLIC PANEL,eGFR,>90,mL/min/1.73m2,>=60,,2024-04-02 10:14
BASIC METABOLIC PANEL,Glucose,62,mg/dL,70 - 99,L,2024-04-02 10:14
BASIC METABOLIC PANEL,Calcium,9.1,mg/dL,8.7 - 10.2,,2024-04-02 10:14`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.81, 'mg/dL', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('glucose', 62, 'mg/dL', 'low'),
      row('calcium', 9.1, 'mg/dL', null),
    ],
  },
  {
    // A Canadian provincial portal's CSV export in SI units: glucose and lipids in mmol/L,
    // creatinine and uric acid in umol/L, TSH in mIU/L, a comment column (quoted, with numbers in
    // it), and apolipoprotein B, non-HDL cholesterol and urine albumin/creatinine ratio that are not
    // results to extract.
    id: 'h10-en-7',
    language: 'en',
    kind: 'csv',
    text: `Test Date,Test Name,Result,Unit,Reference Range,Abnormal Flag,Comment
2024-01-22,Hemoglobin,131,g/L,120-160,,
2024-01-22,Glucose Fasting,6.3,mmol/L,3.6-6.0,H,"Fasting glucose 6.1-6.9 mmol/L: impaired fasting glucose."
2024-01-22,Hemoglobin A1C,6.2,%,<6.0,H,"6.0-6.4%: prediabetes; >=6.5%: consistent with diabetes."
2024-01-22,Creatinine,88,umol/L,50-100,,
2024-01-22,eGFR,78,mL/min/1.73m2,>=60,,"CKD-EPI 2021 equation, no race coefficient."
2024-01-22,Potassium,5.4,mmol/L,3.5-5.0,H,
2024-01-22,Uric Acid,452,umol/L,200-420,H,
2024-01-22,ALT,33,U/L,<=40,,
2024-01-22,Cholesterol Total,5.92,mmol/L,<5.20,H,
2024-01-22,Triglycerides,1.48,mmol/L,<1.70,,
2024-01-22,HDL Cholesterol,1.21,mmol/L,>1.00,,
2024-01-22,LDL Cholesterol (calculated),4.03,mmol/L,<3.50,H,"If statin indicated, target LDL-C <2.0 mmol/L or non-HDL-C <2.6 mmol/L."
2024-01-22,Non-HDL Cholesterol,4.71,mmol/L,<4.20,H,
2024-01-22,Cholesterol/HDL Ratio,4.9,,<5.0,,
2024-01-22,Apolipoprotein B,1.18,g/L,<1.05,H,
2024-01-22,Albumin/Creatinine Ratio (urine),2.4,mg/mmol,<2.0,H,
2024-01-22,TSH,1.84,mIU/L,0.32-4.00,,`,
    expected: [
      row('haemoglobin', 131, 'g/L', null),
      row('glucose', 6.3, 'mmol/L', 'high'),
      row('hba1c', 6.2, '%', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 78, 'mL/min/1.73m²', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('uric_acid', 452, 'µmol/L', 'high'),
      row('alt', 33, 'U/L', null),
      row('cholesterol', 5.92, 'mmol/L', 'high'),
      row('triglycerides', 1.48, 'mmol/L', null),
      row('hdl', 1.21, 'mmol/L', null),
      row('ldl', 4.03, 'mmol/L', 'high'),
      row('tsh', 1.84, 'mU/L', null),
    ],
  },
  {
    // A New Zealand community lab: an asterisk BEFORE an out-of-range value, the range in
    // parentheses before the unit, total protein and albumin in g/L, CRP printed "<5" against a
    // range "(<5)", a film comment and ESR, transferrin and globulin rows that are not results.
    id: 'h10-en-8',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC COMMUNITY LABORATORIES - Example Region
Patient:  PERSON, Test            NHI: ZZZ0000         DOB: 01-Jan-1983      Sex: F
Requester: Dr A Example, Example Medical Centre          Copy to: Self
Collected: 21-Aug-2024 09:05      Registered: 21-Aug-2024 11:40     Reported: 21-Aug-2024 15:20
Lab No: 24-000000-0
HAEMATOLOGY
                               Result       Reference      Units
Haemoglobin                  * 112          (115-155)      g/L
White Cell Count               6.1          (4.0-11.0)     x10^9/L
Platelets                      288          (150-400)      x10^9/L
MCV                          * 78           (80-99)        fL
MCH                          * 25.1         (27.0-33.0)    pg
ESR                          * 32           (1-20)         mm/h
Film comment: Red cells show microcytosis and hypochromia with occasional pencil cells.
IRON STUDIES
Iron                         * 6            (10-30)        umol/L
Transferrin                  * 3.8          (2.0-3.6)      g/L
Transferrin Saturation       * 7            (15-45)        %
Ferritin                     * 8            (20-200)       ug/L
INFLAMMATORY MARKERS
C-Reactive Protein             <5           (<5)           mg/L
LIVER FUNCTION TESTS
Total Bilirubin                9            (2-20)         umol/L
Alkaline Phosphatase           74           (40-130)       U/L
Gamma GT                       18           (<40)          U/L
ALT                            22           (<35)          U/L
Total Protein                  71           (66-84)        g/L
Albumin                        40           (35-50)        g/L
Globulin                       31           (25-41)        g/L
Comment: Iron deficiency with microcytic indices. Please consider coeliac serology and
gastrointestinal causes of blood loss if clinically indicated.
* = result outside reference range.               Final report            Page 1 of 1`,
    expected: [
      row('haemoglobin', 112, 'g/L', 'low'),
      row('white_cells', 6.1, '10^9/L', null),
      row('platelets', 288, '10^9/L', null),
      row('mcv', 78, 'fL', 'low'),
      row('mch', 25.1, 'pg', 'low'),
      row('iron', 6, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 8, 'µg/L', 'low'),
      row('crp', 5, 'mg/L', null),
      row('bilirubin', 9, 'µmol/L', null),
      row('alp', 74, 'U/L', null),
      row('ggt', 18, 'U/L', null),
      row('alt', 22, 'U/L', null),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 40, 'g/L', null),
    ],
  },
  {
    // A South African private pathology report: the reference range and the unit come BEFORE the
    // result, flags L/H and LL for a critical sodium after it; calculated osmolality and magnesium
    // are not results; a comment repeats the critical sodium in prose.
    id: 'h10-en-9',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC PATHOLOGY LABORATORIES INC.                        Practice No. 0000000
Patient: PERSON, TEST               Age: 81 Y       Sex: F        DOB: 1943/01/01
Doctor: DR A EXAMPLE                Ward: MEDICAL 2              Hospital No: 00000000
Requisition: XX00000000             Collected: 2024/07/11 06:30  Printed: 2024/07/11 09:12
TEST                           REFERENCE RANGE     UNITS              RESULT
UREA, ELECTROLYTES AND CREATININE
Sodium                         136 - 145           mmol/L             117   LL
Potassium                      3.5 - 5.1           mmol/L             3.2   L
Chloride                       98 - 107            mmol/L             84    L
Total CO2                      23 - 29             mmol/L             21    L
Urea                           2.1 - 7.1           mmol/L             2.4
Creatinine                     49 - 90             umol/L             51
eGFR (CKD-EPI)                 > 60                mL/min/1.73m2      >90
Osmolality (calculated)        275 - 295           mOsm/kg            246   L
Magnesium                      0.63 - 1.05         mmol/L             0.58  L
Glucose (random)               3.9 - 7.8           mmol/L             5.2
THYROID FUNCTION
TSH                            0.27 - 4.20         mIU/L              0.02  L
Free T4 (FT4)                  12.0 - 22.0         pmol/L             31.6  H
Free T3 (FT3)                  3.1 - 6.8           pmol/L             9.4   H
Comment: CRITICAL RESULT - sodium 117 mmol/L. Telephoned to Sister A Example, Medical 2,
at 07:05 on 2024/07/11 and read back. Suggest serum and urine osmolality and urine sodium.
Thyroid: suppressed TSH with raised FT4 and FT3, consistent with hyperthyroidism.
LL/HH = critical value.   L/H = below/above reference range.              Page 1 of 1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('urea', 2.4, 'mmol/L', null),
      row('creatinine', 51, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('glucose', 5.2, 'mmol/L', null),
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 31.6, 'pmol/L', 'high'),
      row('free_t3', 9.4, 'pmol/L', 'high'),
    ],
  },
  {
    // An Irish university hospital outpatient report: a Flag column with arrows BEFORE the result,
    // calcium in mmol/L, ALP in IU/L, folate in ug/L, a vitamin D status comment, and a ward
    // dipstick at the end written Trace / ++ / Negative with "-" in the unit column.
    id: 'h10-en-10',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC UNIVERSITY HOSPITAL - LABORATORY MEDICINE
Patient: Test Person         MRN: 0000000         DOB: 01.01.1990         Sex: F
Location: Endocrinology OPD                        Consultant: Dr A Example
Specimen: 0000000000         Received: 04/10/2024 10:12         Authorised: 04/10/2024 16:48
Test                           Flag    Result      Units        Reference Range
HAEMATINICS
Vitamin B12                            289         pg/mL        197 - 771
Serum Folate                   ↓       2.9         ug/L         3.9 - 26.8
25-OH Vitamin D                ↓       21          nmol/L       50 - 125
  Vitamin D status (nmol/L): <30 deficient; 30-50 insufficient; >50 sufficient.
BONE PROFILE
Calcium                                2.38        mmol/L       2.20 - 2.60
Phosphate                              1.12        mmol/L       0.80 - 1.50
Albumin                                44          g/L          35 - 50
Alkaline Phosphatase                   68          IU/L         30 - 130
LIPID PROFILE
Cholesterol                    ↑       6.4         mmol/L       < 5.0
Triglyceride                           1.49        mmol/L       < 1.7
HDL Cholesterol                        1.62        mmol/L       > 1.2
LDL Cholesterol (calc)         ↑       4.1         mmol/L       < 3.0
THYROID
Free T4                                14.2        pmol/L       12.0 - 22.0
TSH                                    2.1         mU/L         0.27 - 4.20
INFLAMMATION
CRP                                    3.1         mg/L         < 5
URINALYSIS (ward dipstick)
Urine Protein                  ↑       Trace       -            Negative
Urine Glucose                          Negative    -            Negative
Urine Blood                    ↑       ++          -            Negative
Urine pH                               5.5         -            5.0 - 8.0
Urine SG                               1.015       -            1.005 - 1.030
Microscopy and culture to follow.                                          Page 1 of 1`,
    expected: [
      row('vitamin_b12', 289, 'pg/mL', null),
      row('folate', 2.9, 'µg/L', 'low'),
      row('vitamin_d', 21, 'nmol/L', 'low'),
      row('calcium', 2.38, 'mmol/L', null),
      row('albumin', 44, 'g/L', null),
      row('alp', 68, 'U/L', null),
      row('cholesterol', 6.4, 'mmol/L', 'high'),
      row('triglycerides', 1.49, 'mmol/L', null),
      row('hdl', 1.62, 'mmol/L', null),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('free_t4', 14.2, 'pmol/L', null),
      row('tsh', 2.1, 'mU/L', null),
      row('crp', 3.1, 'mg/L', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.015, '', null),
    ],
  },
]

export default moreCases
