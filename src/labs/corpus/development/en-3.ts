/**
 * Lab report corpus, DEVELOPMENT half (third file), English (US, UK, Australian and Canadian
 * reports): the second held-out half. Written for Hale without reading the extractor and run once
 * to measure it; it has been run, so it now belongs to the development half that the extractor may
 * be tuned against. Synthetic reports, no real people, labs or phone numbers. Rows for tests Hale
 * does not know (anion gap, globulin, BUN/creatinine ratio, RDW, MPV, reticulocytes, non-HDL
 * cholesterol, cholesterol/HDL ratio, transferrin, eosinophils) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const cases: readonly LabReportCase[] = [
  {
    id: 'h2-en-1',
    language: 'en',
    kind: 'text',
    text: `Mesa Verde Medical Center - Laboratory Services
1200 Example Blvd, Tucson AZ 85700    CLIA 00D0000000
Patient: Test Person     MRN: 00000000     DOB: 02/14/1958
Collected: 03/09/2026 06:15     Resulted: 03/09/2026 07:02
COMPREHENSIVE METABOLIC PANEL
Sodium ..................... 138 mmol/L (136-145)
Potassium .................. 6.9 HH mmol/L (3.5-5.1)
Chloride ................... 101 mmol/L (98-107)
CO2 ........................ 18 L mmol/L (22-29)
Anion Gap .................. 19 H (8-16)
BUN ........................ 41 H mg/dL (8-23)
Creatinine ................. 2.84 H mg/dL (0.70-1.30)
BUN/Creatinine Ratio ....... 14 (10-20)
eGFR (CKD-EPI 2021) ........ 23 L mL/min/1.73m2 (>=60)
Glucose .................... 112 H mg/dL (70-99)
Calcium .................... 8.9 mg/dL (8.6-10.3)
Total Protein .............. 6.8 g/dL (6.0-8.3)
Albumin .................... 3.6 g/dL (3.5-5.2)
Globulin ................... 3.2 g/dL (2.0-3.7)
Total Bilirubin ............ 0.6 mg/dL (0.2-1.2)
Alkaline Phosphatase ....... 88 U/L (40-129)
AST (SGOT) ................. 24 U/L (0-40)
ALT (SGPT) ................. 17 U/L (0-41)
CRITICAL RESULT: Potassium 6.9 mmol/L called to and read back by RN, 03/09/2026 07:05
Specimen not hemolyzed.
Page 1 of 1    Client Services (520) 555-0142`,
    expected: [
      row('sodium', 138, 'mmol/L'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L'),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('urea', 41, 'mg/dL', 'high'),
      row('creatinine', 2.84, 'mg/dL', 'high'),
      row('egfr', 23, 'mL/min/1.73m²', 'low'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('calcium', 8.9, 'mg/dL'),
      row('total_protein', 6.8, 'g/dL'),
      row('albumin', 3.6, 'g/dL'),
      row('bilirubin', 0.6, 'mg/dL'),
      row('alp', 88, 'U/L'),
      row('ast', 24, 'U/L'),
      row('alt', 17, 'U/L'),
    ],
  },
  {
    id: 'h2-en-2',
    language: 'en',
    kind: 'text',
    text: `Northgate NHS Foundation Trust - Blood Sciences
Patient: Test Person    NHS No: 000 000 0000    DOB: 01/01/1949
Location: Ward 7 (Acute Medicine)    Sample taken: 15/02/2026 09:40
Lab No: H26.0215.4471
FULL BLOOD COUNT
Haemoglobin              64     L     g/L         (130 - 180)
White cell count         6.1          x10*9/L     (4.0 - 11.0)
Platelets                512    H     x10*9/L     (150 - 400)
Red cell count           3.02   L     x10*12/L    (4.50 - 6.50)
Mean cell volume         68     L     fL          (80 - 100)
Mean cell haemoglobin    21.2   L     pg          (27.0 - 32.0)
MCHC                     311    L     g/L         (320 - 360)
Neutrophils              3.9          x10*9/L     (2.0 - 7.5)
Lymphocytes              1.4    L     x10*9/L     (1.5 - 4.0)
Eosinophils              0.2          x10*9/L     (0.0 - 0.4)
Blood film: microcytic hypochromic red cells with pencil cells. ? iron deficiency.
HAEMATINICS
Serum ferritin           4      L     ug/L        (15 - 300)
Serum folate             5.6          ug/L        (3.9 - 26.8)
Hb below 70 g/L phoned to Ward 7 at 10:52 (ext. 4471).
Authorised by: Biomedical Scientist    Page 1 of 1`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('white_cells', 6.1, '10^9/L'),
      row('platelets', 512, '10^9/L', 'high'),
      row('red_cells', 3.02, '10^12/L', 'low'),
      row('mcv', 68, 'fL', 'low'),
      row('mch', 21.2, 'pg', 'low'),
      row('mchc', 311, 'g/L', 'low'),
      row('neutrophils', 3.9, '10^9/L'),
      row('lymphocytes', 1.4, '10^9/L', 'low'),
      row('ferritin', 4, 'µg/L', 'low'),
      row('folate', 5.6, 'µg/L'),
    ],
  },
  {
    id: 'h2-en-3',
    language: 'en',
    kind: 'text',
    text: `Southern Cross Pathology (example) - Melbourne VIC
Patient: Test Person    Lab Ref: 26-58213347    Collected: 11/03/2026 08:30
Referred by: Dr Example, Example Medical Centre    Fasting: Yes
Test                         Result     Reference
LIPIDS (FASTING)
Cholesterol                  6.4  H     < 5.5 mmol/L
Triglyceride                 2.3  H     < 2.0 mmol/L
HDL Cholesterol              1.1        > 1.0 mmol/L
LDL Cholesterol              4.3  H     < 3.5 mmol/L
Non-HDL Cholesterol          5.3  H     < 4.0 mmol/L
Chol/HDL Ratio               5.8  H     < 4.5
GLUCOSE AND HbA1c
Glucose (fasting)            6.3  H     3.0 - 5.4 mmol/L
HbA1c                        6.6  H     < 6.0 %
THYROID FUNCTION
TSH                          0.03 L     0.50 - 4.00 mIU/L
Free T4                      24   H     10 - 20 pmol/L
Free T3                      6.9  H     3.5 - 6.5 pmol/L
IRON STUDIES
Iron                         9    L     10 - 30 umol/L
Transferrin                  3.6        2.0 - 3.6 g/L
Transferrin saturation       12   L     15 - 45 %
Ferritin                     21   L     30 - 500 ug/L
Medicare rebate: item 66512. Phone enquiries 1300 000 000.`,
    expected: [
      row('cholesterol', 6.4, 'mmol/L', 'high'),
      row('triglycerides', 2.3, 'mmol/L', 'high'),
      row('hdl', 1.1, 'mmol/L'),
      row('ldl', 4.3, 'mmol/L', 'high'),
      row('glucose', 6.3, 'mmol/L', 'high'),
      row('hba1c', 6.6, '%', 'high'),
      row('tsh', 0.03, 'mU/L', 'low'),
      row('free_t4', 24, 'pmol/L', 'high'),
      row('free_t3', 6.9, 'pmol/L', 'high'),
      row('iron', 9, 'µmol/L', 'low'),
      row('transferrin_saturation', 12, '%', 'low'),
      row('ferritin', 21, 'µg/L', 'low'),
    ],
  },
  {
    id: 'h2-en-4',
    language: 'en',
    kind: 'text',
    text: `Maple Valley Community Laboratories - Ontario
Patient: Test Person     HCN: 0000-000-000     Sex: F     DOB: 1972-05-30
Collected: 2026-02-03 07:48     Printed: 2026-02-03 15:20
Test                          Flag    Result     Reference Range - Units
URINALYSIS
Specific Gravity                      1.010      1.005-1.030
pH                                    7.0        5.0-8.0
Protein                               NEG        NEG
Glucose                               NEG        NEG
Ketones                               NEG        NEG
Blood                                 2+         NEG
Leukocytes                            1+         NEG
Nitrite                               POS        NEG
CHEMISTRY
Creatinine                    H       142        50-100 umol/L
eGFR                          L       38         >=60 mL/min/1.73m2
Uric Acid                     H       412        140-360 umol/L
C-Reactive Protein            H       27.5       <=8.0 mg/L
Vitamin B12                   L       118        >148 pmol/L
25-Hydroxy Vitamin D          L       58         75-250 nmol/L
eGFR calculated with the CKD-EPI 2009 equation, not adjusted for race.
Lab Director: Dr. Example    Tel 1-800-000-0000    Page 1 of 1`,
    expected: [
      row('urine_specific_gravity', 1.01, ''),
      row('urine_ph', 7, ''),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('creatinine', 142, 'µmol/L', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 412, 'µmol/L', 'high'),
      row('crp', 27.5, 'mg/L', 'high'),
      row('vitamin_b12', 118, 'pmol/L', 'low'),
      row('vitamin_d', 58, 'nmol/L', 'low'),
    ],
  },
  {
    id: 'h2-en-5',
    language: 'en',
    kind: 'text',
    text: `St. Brigid Regional Hospital Laboratory
Patient: Test Person          Acct#: 000000000      Loc: ED-12
Ordered: CBC W/ AUTO DIFF, RETIC, FERRITIN, B12/FOLATE
Collected: 01/22/2026 22:14     Verified: 01/22/2026 22:51
TEST                     RESULT    FLAG   UNITS        REF RANGE
HEMATOLOGY
WBC                      11.9      H      K/uL         4.0-10.5
RBC                      2.41      L      M/uL         4.20-5.80
HGB                      6.6       LL     g/dL         13.0-17.0
HCT                      21.0      L      %            38.0-50.0
MCV                      87.1             fL           80.0-100.0
MCH                      27.4             pg           26.0-34.0
MCHC                     31.4      L      g/dL         32.0-36.0
RDW                      16.8      H      %            11.5-14.5
PLT                      238              K/uL         150-400
MPV                      9.9              fL           7.4-10.4
NEUTROPHILS %            78.2      H      %            40.0-74.0
LYMPHOCYTES %            13.5      L      %            19.0-48.0
NEUTROPHILS ABS          9.3       H      K/uL         1.8-7.7
LYMPHOCYTES ABS          1.6              K/uL         1.0-4.8
RETIC %                  0.9              %            0.5-2.0
CHEMISTRY
FERRITIN                 612       H      ng/mL        22-322
VITAMIN B12              388              pg/mL        211-911
FOLATE                   7.8              ng/mL        5.9-24.8
** Critical HGB called to ED charge RN at 22:55 by tech 114 **
Page 1 of 2`,
    expected: [
      row('white_cells', 11.9, '10^9/L', 'high'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.6, 'g/dL', 'low'),
      row('haematocrit', 21, '%', 'low'),
      row('mcv', 87.1, 'fL'),
      row('mch', 27.4, 'pg'),
      row('mchc', 31.4, 'g/dL', 'low'),
      row('platelets', 238, '10^9/L'),
      row('neutrophils', 78.2, '%', 'high'),
      row('lymphocytes', 13.5, '%', 'low'),
      row('neutrophils', 9.3, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L'),
      row('ferritin', 612, 'ng/mL', 'high'),
      row('vitamin_b12', 388, 'pg/mL'),
      row('folate', 7.8, 'ng/mL'),
    ],
  },
  {
    id: 'h2-en-6',
    language: 'en',
    kind: 'text',
    text: `Westbrook Pathology (example) - Clinical Chemistry
Patient: Test Person   Sex: F   DOB: 01/01/1988   Surgery: Example Health Centre
Sample collected: 02/04/2026 10:05   Received: 02/04/2026 14:30
Test                          Result     Flag    Units            Reference range
U&E
Sodium                        136                mmol/L           133 - 146
Potassium                     4.6                mmol/L           3.5 - 5.3
Urea                          2.4        L       mmol/L           2.5 - 7.8
Creatinine                    54                 umol/L           45 - 84
Page 1 of 2
Westbrook Pathology (example) - Test Person - continued
Test                          Result     Flag    Units            Reference range
Bone profile
Calcium                       2.52               mmol/L           2.20 - 2.60
Albumin                       44                 g/L              35 - 50
Alkaline phosphatase          141        H       U/L              30 - 130
Urine dipstick (point of care)
Protein                       Negative
Glucose                       2+
Ketones                       Negative
Blood                         Trace
Leucocytes                    Negative
Nitrite                       Negative
Comment: glycosuria at 28/40 weeks; suggest oral glucose tolerance test (75 g).
Page 2 of 2`,
    expected: [
      row('sodium', 136, 'mmol/L'),
      row('potassium', 4.6, 'mmol/L'),
      row('urea', 2.4, 'mmol/L', 'low'),
      row('creatinine', 54, 'µmol/L'),
      row('calcium', 2.52, 'mmol/L'),
      row('albumin', 44, 'g/L'),
      row('alp', 141, 'U/L', 'high'),
      row('urine_protein', 0, 'grade'),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
  {
    id: 'h2-en-7',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Units,Reference Range,Flag,Collection Date
Glucose,41,mg/dL,70-99,Critical Low,2026-03-02
Hemoglobin A1c,7.9,%,4.0-5.6,High,2026-03-02
Sodium,139,mmol/L,135-145,,2026-03-02
Potassium,4.1,mmol/L,3.5-5.2,,2026-03-02
Chloride,103,mmol/L,96-106,,2026-03-02
Carbon Dioxide,24,mmol/L,20-29,,2026-03-02
BUN,18,mg/dL,6-24,,2026-03-02
Creatinine,0.92,mg/dL,0.57-1.00,,2026-03-02
eGFR,84,mL/min/1.73m2,>59,,2026-03-02
Calcium,9.4,mg/dL,8.7-10.2,,2026-03-02
Cholesterol Total,172,mg/dL,100-199,,2026-03-02
Triglycerides,265,mg/dL,0-149,High,2026-03-02
HDL Cholesterol,34,mg/dL,>39,Low,2026-03-02
LDL Chol Calc (NIH),85,mg/dL,0-99,,2026-03-02`,
    expected: [
      row('glucose', 41, 'mg/dL', 'low'),
      row('hba1c', 7.9, '%', 'high'),
      row('sodium', 139, 'mmol/L'),
      row('potassium', 4.1, 'mmol/L'),
      row('chloride', 103, 'mmol/L'),
      row('bicarbonate', 24, 'mmol/L'),
      row('urea', 18, 'mg/dL'),
      row('creatinine', 0.92, 'mg/dL'),
      row('egfr', 84, 'mL/min/1.73m²'),
      row('calcium', 9.4, 'mg/dL'),
      row('cholesterol', 172, 'mg/dL'),
      row('triglycerides', 265, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 85, 'mg/dL'),
    ],
  },
  {
    id: 'h2-en-8',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Result,Units,Range,Flag
05/01/2026,Serum TSH,7.8,mU/L,0.27-4.2,High
05/01/2026,Free T4,9.1,pmol/L,12-22,Low
05/01/2026,Serum bilirubin,11,umol/L,0-21,
05/01/2026,Serum ALT,52,U/L,0-40,High
05/01/2026,Serum alkaline phosphatase,98,U/L,30-130,
05/01/2026,Gamma GT,88,U/L,0-60,High
05/01/2026,Serum albumin,41,g/L,35-50,
05/01/2026,C reactive protein,12,mg/L,0-5,High
05/01/2026,Serum 25-OH vitamin D,31,nmol/L,50-175,Low
05/01/2026,Serum vitamin B12,402,pmol/L,145-569,`,
    expected: [
      row('tsh', 7.8, 'mU/L', 'high'),
      row('free_t4', 9.1, 'pmol/L', 'low'),
      row('bilirubin', 11, 'µmol/L'),
      row('alt', 52, 'U/L', 'high'),
      row('alp', 98, 'U/L'),
      row('ggt', 88, 'U/L', 'high'),
      row('albumin', 41, 'g/L'),
      row('crp', 12, 'mg/L', 'high'),
      row('vitamin_d', 31, 'nmol/L', 'low'),
      row('vitamin_b12', 402, 'pmol/L'),
    ],
  },
  {
    id: 'h2-en-9',
    language: 'en',
    kind: 'csv',
    text: `Collected,Test,Result,Units,Ref Range,Abnormal
2026-04-14,Haemoglobin,128,g/L,130-180,L
2026-04-14,White Cell Count,7.4,x10^9/L,4.0-11.0,
2026-04-14,Platelet Count,265,x10^9/L,150-400,
2026-04-14,Haematocrit,39,%,40-52,L
2026-04-14,Sodium,118,mmol/L,135-145,LL
2026-04-14,Potassium,3.9,mmol/L,3.5-5.2,
2026-04-14,Urea,6.1,mmol/L,3.0-8.0,
2026-04-14,Creatinine,88,umol/L,60-110,
2026-04-14,eGFR,86,mL/min/1.73m2,>59,
2026-04-14,Urate,0.48,mmol/L,0.20-0.42,H
2026-04-14,Calcium,2.41,mmol/L,2.10-2.60,
2026-04-14,CRP,3,mg/L,<5,`,
    expected: [
      row('haemoglobin', 128, 'g/L', 'low'),
      row('white_cells', 7.4, '10^9/L'),
      row('platelets', 265, '10^9/L'),
      row('haematocrit', 39, '%', 'low'),
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L'),
      row('urea', 6.1, 'mmol/L'),
      row('creatinine', 88, 'µmol/L'),
      row('egfr', 86, 'mL/min/1.73m²'),
      row('uric_acid', 0.48, 'mmol/L', 'high'),
      row('calcium', 2.41, 'mmol/L'),
      row('crp', 3, 'mg/L'),
    ],
  },
]

export default cases
