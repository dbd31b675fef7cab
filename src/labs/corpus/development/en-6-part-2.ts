/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), English, continued (see en-6.ts): Singapore, New Zealand,
 * Pakistan, and CSV exports from a Kenyan hospital and a US patient portal. Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (RDW, ESR, differential percentages of other cells, urine microscopy, urine bilirubin,
 * urobilinogen, serum and urine osmolality, urine sodium, magnesium, phosphate, direct and indirect
 * bilirubin, eAG, VLDL …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Singapore health screening: arrows before the value (↑ ↓), FBC with the differential in %,
    // a urine FEME with dipstick words ("Trace", "1+"), urine bilirubin and microscopy counts
    // (RBC/WBC per HPF) that are not blood results.
    id: 'h5-en-6',
    language: 'en',
    kind: 'text',
    text: `ISLAND HEALTH SCREENING CENTRE PTE LTD
Name: TEST PERSON            NRIC: S0000000X        DOB: 01/01/1979      Sex: Male
Lab No: SG24-000000          Collected: 06/06/2024 08:20      Printed: 07/06/2024
Package: Executive Screening (Fasting)

HAEMATOLOGY
Test Description             Result        Unit           Reference Interval
Haemoglobin                  15.1          g/dL           13.0 - 17.0
Red Blood Cell               ↑ 6.02        x10^12/L       4.50 - 5.50
Haematocrit (PCV)            46.8          %              40.0 - 50.0
MCV                          ↓ 77.7        fL             83.0 - 101.0
MCH                          ↓ 25.1        pg             27.0 - 32.0
MCHC                         32.3          g/dL           31.5 - 34.5
RDW-CV                       ↑ 14.2        %              11.6 - 14.0
White Blood Cell             7.8           x10^9/L        4.0 - 10.0
Neutrophils                  55.2          %              40.0 - 80.0
Lymphocytes                  33.9          %              20.0 - 40.0
Monocytes                    7.1           %              2.0 - 10.0
Eosinophils                  3.4           %              1.0 - 6.0
Basophils                    0.4           %              0.0 - 2.0
Platelet                     268           x10^9/L        150 - 410
ESR                          12            mm/hr          0 - 15
Comment: Microcytosis with raised red cell count. Suggest thalassaemia screen
(Hb electrophoresis) if iron studies are normal.

URINALYSIS (FEME)
Colour                       Yellow
Appearance                   Clear
Specific Gravity             1.025                        1.005 - 1.030
pH                           6.0                          5.0 - 8.0
Protein                      ↑ Trace                      Negative
Glucose                      Negative                     Negative
Ketones                      Negative                     Negative
Blood                        ↑ 1+                         Negative
Leucocyte Esterase           Negative                     Negative
Nitrite                      Negative                     Negative
Bilirubin                    Negative                     Negative
Urobilinogen                 Normal                       Normal
Microscopy
RBC                          3-5           /HPF           0 - 2
WBC                          0-2           /HPF           0 - 5
Epithelial Cells             Few
Casts                        Nil
-- End of Report --                                         Page 1 of 1`,
    expected: [
      row('haemoglobin', 15.1, 'g/dL', null),
      row('red_cells', 6.02, '10^12/L', 'high'),
      row('haematocrit', 46.8, '%', null),
      row('mcv', 77.7, 'fL', 'low'),
      row('mch', 25.1, 'pg', 'low'),
      row('mchc', 32.3, 'g/dL', null),
      row('white_cells', 7.8, '10^9/L', null),
      row('neutrophils', 55.2, '%', null),
      row('lymphocytes', 33.9, '%', null),
      row('platelets', 268, '10^9/L', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // New Zealand community lab: range in parentheses BEFORE the unit, LL/L flags after the value,
    // critical hyponatraemia, serum osmolality, magnesium and phosphate in between, a spot urine
    // chemistry section (urine sodium is not serum sodium), CRP "<1".
    id: 'h5-en-7',
    language: 'en',
    kind: 'text',
    text: `Harbourside Community Laboratory - Wellington, New Zealand
Patient: TEST PERSON      NHI: ZZZ0000      DOB: 01/01/1941      Sex: F
Requester: Dr Sample Example      Collected: 17/07/2024 07:55      Reported: 17/07/2024 10:20
Clinical details: confusion, falls, on thiazide

Chemistry                Result          Range             Units
Sodium                   117   LL        (135 - 145)       mmol/L
Potassium                3.6             (3.5 - 5.2)       mmol/L
Chloride                 84    L         (95 - 110)        mmol/L
Bicarbonate              23              (22 - 32)         mmol/L
Urea                     2.1   L         (3.2 - 7.7)       mmol/L
Creatinine               51              (45 - 90)         umol/L
eGFR                     84              (>60)             mL/min/1.73m2
Osmolality (serum)       246   L         (275 - 295)       mOsm/kg
Glucose                  5.8             (3.5 - 7.7)       mmol/L
Calcium                  2.28            (2.10 - 2.55)     mmol/L
Magnesium                0.71            (0.65 - 1.05)     mmol/L
Phosphate                0.92            (0.80 - 1.50)     mmol/L
Urate                    0.12  L         (0.14 - 0.35)     mmol/L
CRP                      <1              (<5)              mg/L

Urine chemistry (spot)
Urine Sodium             48                                mmol/L
Urine Osmolality         412                               mOsm/kg

Comment: Severe hyponatraemia. Result phoned to Dr Example at 10:12.
Consider stopping thiazide and urgent clinical review.
Lab use: HCL/000000/24`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.6, 'mmol/L', null),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 23, 'mmol/L', null),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 51, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('glucose', 5.8, 'mmol/L', null),
      row('calcium', 2.28, 'mmol/L', null),
      row('uric_acid', 0.12, 'mmol/L', 'low'),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // Pakistani private lab: conventional units spelt mg/dl, "Up to 41" ranges, "< 200" / "> 40",
    // flags as the words High/Low in a last column, SGPT/SGOT names, direct and indirect
    // bilirubin, estimated average glucose and VLDL (not Hale's).
    id: 'h5-en-8',
    language: 'en',
    kind: 'text',
    text: `CITYCARE DIAGNOSTIC LABORATORY (PVT) LTD
Main Collection Centre, Lahore
Patient Name: Mr. Test Person         DOB: 01/01/1969      Gender: Male      MR No: 000000
Referred By: Self                     Sample Date: 10-Aug-2024 09:12   Report Date: 10-Aug-2024 15:30

LIVER FUNCTION TESTS
Test                          Result       Unit        Normal Range       Remarks
Bilirubin Total               1.9          mg/dl       0.1 - 1.2          High
Bilirubin Direct              0.6          mg/dl       0.0 - 0.3          High
Bilirubin Indirect            1.3          mg/dl       0.1 - 1.0          High
ALT (SGPT)                    84           U/L         Up to 41           High
AST (SGOT)                    57           U/L         Up to 40           High
Alkaline Phosphatase          131          U/L         40 - 129           High
Gamma GT                      96           U/L         8 - 61             High

RENAL FUNCTION TESTS
Urea                          34           mg/dl       15 - 45
Creatinine                    1.1          mg/dl       0.7 - 1.3
Uric Acid                     7.8          mg/dl       3.4 - 7.0          High

DIABETIC PROFILE
Glucose Fasting               142          mg/dl       70 - 100           High
HbA1c                         7.6          %           4.0 - 5.6          High
Estimated Average Glucose     171          mg/dl
   HbA1c 5.7 - 6.4 %: increased risk (prediabetes). 6.5 % or more: diabetes.

LIPID PROFILE
Cholesterol                   228          mg/dl       < 200              High
Triglycerides                 265          mg/dl       < 150              High
HDL Cholesterol               34           mg/dl       > 40               Low
LDL Cholesterol               141          mg/dl       < 100              High
VLDL                          53           mg/dl       < 30               High

Electronically verified. This report is not valid for medico-legal purposes.
Page 1 of 1`,
    expected: [
      row('bilirubin', 1.9, 'mg/dL', 'high'),
      row('alt', 84, 'U/L', 'high'),
      row('ast', 57, 'U/L', 'high'),
      row('alp', 131, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('urea', 34, 'mg/dL', null),
      row('creatinine', 1.1, 'mg/dL', null),
      row('uric_acid', 7.8, 'mg/dL', 'high'),
      row('glucose', 142, 'mg/dL', 'high'),
      row('hba1c', 7.6, '%', 'high'),
      row('cholesterol', 228, 'mg/dL', 'high'),
      row('triglycerides', 265, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 141, 'mg/dL', 'high'),
    ],
  },
  {
    // Kenyan hospital LIS export (CSV): patient columns repeated on each line, lower and upper
    // limits in separate columns, dipstick results as +/++/+++ and words, urine microscopy
    // (pus cells, yeast) that is not Hale's.
    id: 'h5-en-9',
    language: 'en',
    kind: 'csv',
    text: `Sample ID,Patient Name,Date of Birth,Test Name,Result,Units,Lower Limit,Upper Limit,Flag,Validated On
KE24-000000,TEST PERSON,01/01/1963,Fasting Blood Sugar,11.4,mmol/L,3.9,5.6,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,HbA1c,8.9,%,4.0,5.6,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urea,9.8,mmol/L,2.5,7.8,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Creatinine,168,umol/L,62,106,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,eGFR (CKD-EPI),38,mL/min/1.73m2,60,,L,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Uric Acid,512,umol/L,202,416,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Sodium,141,mmol/L,136,145,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Potassium,5.4,mmol/L,3.5,5.1,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Chloride,104,mmol/L,98,107,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine pH,5.5,,5.0,8.0,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Specific Gravity,1.020,,1.005,1.030,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Glucose,+++,,Negative,Negative,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Protein,++,,Negative,Negative,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Ketones,Trace,,Negative,Negative,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Blood,Negative,,Negative,Negative,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Leucocytes,+,,Negative,Negative,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Nitrites,Negative,,Negative,Negative,,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Microscopy - Pus Cells,4-6,/hpf,0,5,H,12/09/2024
KE24-000000,TEST PERSON,01/01/1963,Urine Microscopy - Yeast Cells,Seen,,,,,12/09/2024`,
    expected: [
      row('glucose', 11.4, 'mmol/L', 'high'),
      row('hba1c', 8.9, '%', 'high'),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 38, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 512, 'µmol/L', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('urine_ph', 5.5, '', null),
      row('urine_specific_gravity', 1.02, '', null),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // US patient portal export (CSV): panel and component columns, quoted fields with commas,
    // x10E3/uL and x10E6/uL, uIU/mL, an ESR row, folate ">20.0" against ">3.0".
    id: 'h5-en-10',
    language: 'en',
    kind: 'csv',
    text: `Panel,Component,Result,Units,Reference Range,Abnormal Flag,Collected,Status
CBC WITH DIFFERENTIAL/PLATELET,WBC,11.8,x10E3/uL,3.4-10.8,H,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,RBC,4.62,x10E6/uL,4.14-5.80,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Hemoglobin,13.9,g/dL,13.0-17.7,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Hematocrit,41.5,%,37.5-51.0,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,MCV,90,fL,79-97,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,MCH,30.1,pg,26.6-33.0,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,MCHC,33.5,g/dL,31.5-35.7,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,RDW,13.1,%,11.6-15.4,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Platelets,301,x10E3/uL,150-450,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Neutrophils (Absolute),8.9,x10E3/uL,1.4-7.0,H,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Lymphs (Absolute),1.9,x10E3/uL,0.7-3.1,,01/22/2024 08:05 AM,Final
CBC WITH DIFFERENTIAL/PLATELET,Monocytes(Absolute),0.8,x10E3/uL,0.1-0.9,,01/22/2024 08:05 AM,Final
C-REACTIVE PROTEIN,C-Reactive Protein,38.5,mg/L,0.0-10.0,H,01/22/2024 08:05 AM,Final
"SEDIMENTATION RATE-WESTERGREN","Sedimentation Rate, Westergren",42,mm/hr,0-30,H,01/22/2024 08:05 AM,Final
TSH,TSH,1.92,uIU/mL,0.450-4.500,,01/22/2024 08:05 AM,Final
"VITAMIN D, 25-HYDROXY","Vitamin D, 25-Hydroxy",18.2,ng/mL,30.0-100.0,L,01/22/2024 08:05 AM,Final
VITAMIN B12 AND FOLATE,Vitamin B12,1046,pg/mL,232-1245,,01/22/2024 08:05 AM,Final
VITAMIN B12 AND FOLATE,Folate,>20.0,ng/mL,>3.0,,01/22/2024 08:05 AM,Final`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.62, '10^12/L', null),
      row('haemoglobin', 13.9, 'g/dL', null),
      row('haematocrit', 41.5, '%', null),
      row('mcv', 90, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 33.5, 'g/dL', null),
      row('platelets', 301, '10^9/L', null),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.9, '10^9/L', null),
      row('crp', 38.5, 'mg/L', 'high'),
      row('tsh', 1.92, 'mU/L', null),
      row('vitamin_d', 18.2, 'ng/mL', 'low'),
      row('vitamin_b12', 1046, 'pg/mL', null),
      row('folate', 20, 'ng/mL', null),
    ],
  },
]

export default moreCases
