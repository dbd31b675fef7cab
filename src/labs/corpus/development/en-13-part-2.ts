/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), English, continued (see en-13.ts): Canadian, South
 * African and Irish PDF text layers and UK and US portal CSV exports. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Canadian community lab (Ontario), SI units: the flag column (HI/LO) comes BEFORE the result,
    // the range before the unit, HbA1c in %, lipids in mmol/L with non-HDL cholesterol, a
    // cholesterol/HDL ratio and a urine albumin/creatinine ratio mixed in (not extracted).
    id: 'h12-en-6',
    language: 'en',
    kind: 'text',
    text: `NORTHSHORE COMMUNITY LABORATORIES (synthetic)                         ONTARIO
PATIENT: PERSON, TEST            HCN: 0000-000-000-XX        SEX: M      DOB: 01.01.1963
ORDERING: DR. D. EXAMPLE         COPY TO: NONE
COLLECTED: 2026-11-25 07:55      REPORTED: 2026-11-25 17:10               STATUS: FINAL

TEST                                 FLAG    RESULT     REFERENCE RANGE    UNITS
GENERAL CHEMISTRY
Glucose Fasting                      HI      7.4        3.6-6.0            mmol/L
Hemoglobin A1C                       HI      7.1        <6.0               %
   HbA1c 6.0-6.4% indicates an increased risk of diabetes. HbA1c >=6.5% is consistent
   with diabetes (Diabetes Canada 2018).
Creatinine                                   96         50-120             umol/L
eGFR                                         77         >=60               mL/min/1.73m2
Alanine Aminotransferase (ALT)       HI      67         <=50               U/L
Gamma-Glutamyl Transferase           HI      88         15-73              U/L
Albumin                                      41         35-50              g/L
Albumin/Creatinine Ratio, Urine      HI      3.4        <2.0               mg/mmol

LIPIDS (fasting)
Cholesterol                          HI      6.12       <5.20              mmol/L
Triglycerides                        HI      2.31       <1.70              mmol/L
HDL Cholesterol                      LO      0.94       >1.00              mmol/L
LDL Cholesterol (calculated)         HI      4.13       <3.50              mmol/L
Non-HDL Cholesterol                  HI      5.18       <4.20              mmol/L
Cholesterol/HDL Ratio                        6.5
ENDOCRINOLOGY
TSH                                          2.84       0.32-4.00          mU/L
Free T4                                      14.1       9.0-19.0           pmol/L
Free T3                                      4.6        2.6-5.7            pmol/L
IMMUNOLOGY
C-Reactive Protein                           2.9        0.0-8.0            mg/L

Page 1 of 1                       *** FINAL REPORT ***`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('creatinine', 96, 'µmol/L', null),
      row('egfr', 77, 'mL/min/1.73m²', null),
      row('alt', 67, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('albumin', 41, 'g/L', null),
      row('cholesterol', 6.12, 'mmol/L', 'high'),
      row('triglycerides', 2.31, 'mmol/L', 'high'),
      row('hdl', 0.94, 'mmol/L', 'low'),
      row('ldl', 4.13, 'mmol/L', 'high'),
      row('tsh', 2.84, 'mU/L', null),
      row('free_t4', 14.1, 'pmol/L', null),
      row('free_t3', 4.6, 'pmol/L', null),
      row('crp', 2.9, 'mg/L', null),
    ],
  },
  {
    // South African private pathology, casualty at night: chemistry with the flag glued to the
    // result ("133 L"), then a dipstick urinalysis written as +, +++ and Negative against
    // "Negative", then urine microscopy whose leucocyte and erythrocyte counts are NOT the
    // dipstick rows. Anion gap, beta-hydroxybutyrate and osmolality are not extracted.
    id: 'h12-en-7',
    language: 'en',
    kind: 'text',
    text: `KAROO PATHOLOGY LABORATORIES (synthetic)          Practice No. 0000000
Patient: PERSON TEST            DOB: 01.01.1997     Sex: F      Episode: KP26-558302
Doctor: Dr E. Example, Casualty Unit
Collected: 26/11/2026 23:10     Received: 26/11/2026 23:32     Printed: 27/11/2026 01:44

CHEMISTRY                               Result       Ref. range         Units
Sodium                                  133 L        136 - 145          mmol/L
Potassium                               5.6 H        3.5 - 5.1          mmol/L
Chloride                                98           98 - 107           mmol/L
Bicarbonate                             12 L         23 - 29            mmol/L
Anion gap                               29 H         8 - 16             mmol/L
Glucose (random)                        24.8 H       3.9 - 7.8          mmol/L
Beta-hydroxybutyrate                    4.2 H        < 0.6              mmol/L
Osmolality (calculated)                 305 H        275 - 295          mOsm/kg

URINALYSIS
Dipstick                                Result       Ref. range
Appearance                              Cloudy       Clear
Specific gravity                        1.030        1.005 - 1.030
pH                                      5.0          5.0 - 8.0
Protein                                 +            Negative
Glucose                                 +++          Negative
Ketones                                 +++          Negative
Blood                                   Negative     Negative
Leucocytes                              Negative     Negative
Nitrite                                 Negative     Negative
Microscopy                              Result       Ref. range         Units
Leucocytes                              < 10         < 10               x10^6/L
Erythrocytes                            < 10         < 10               x10^6/L
Epithelial cells                        Few
Casts                                   None seen
Crystals                                None seen

Comment: Findings in keeping with diabetic ketoacidosis - please correlate clinically.
Venous blood gas recommended. Results phoned to Dr Example at 01:40.
                                                                    Page 1 of 1`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 98, 'mmol/L', null),
      row('bicarbonate', 12, 'mmol/L', 'low'),
      row('glucose', 24.8, 'mmol/L', 'high'),
      row('urine_specific_gravity', 1.03, '', null),
      row('urine_ph', 5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 3, 'grade', 'high'),
      row('urine_ketones', 3, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // Irish university hospital, emergency department overnight: flags as arrows BEFORE the value
    // (↑ 9.8, ↓ 2.4), a critical glucose of 2.4 mmol/L with a phone-call note, IU/L spellings,
    // µmol/L with the micro sign, and globulin, magnesium and lactate mixed in (not extracted).
    id: 'h12-en-8',
    language: 'en',
    kind: 'text',
    text: `University Hospital Example (synthetic) - Department of Laboratory Medicine
Patient Name: PERSON, TEST      MRN: 0000000      DOB: 01.01.1939      Gender: Female
Ward/Location: Emergency Department                Consultant: Dr F. Sample
Specimen received: 27.11.2026 02:26    Report printed: 27.11.2026 03:05    Status: Final

Test                          Result        Units            Ref. Range
BIOCHEMISTRY
Glucose (plasma)              ↓ 2.4         mmol/L           3.5 - 7.8
   CRITICAL RESULT - phoned to ED registrar at 02:51, read back and confirmed.
Sodium                          137         mmol/L           135 - 145
Potassium                       4.1         mmol/L           3.5 - 5.3
Chloride                        103         mmol/L           95 - 108
Urea                          ↑ 9.8         mmol/L           2.5 - 7.8
Creatinine                    ↑ 118         µmol/L           45 - 84
eGFR                          ↓ 37          mL/min/1.73m2    > 60
Bilirubin (total)               14          µmol/L           0 - 21
Alkaline phosphatase          ↑ 164         IU/L             30 - 130
ALT                             22          IU/L             0 - 33
AST                             31          IU/L             0 - 32
GGT                           ↑ 71          IU/L             0 - 38
Total protein                   66          g/L              60 - 80
Albumin                       ↓ 31          g/L              35 - 50
Globulin                        35          g/L              20 - 35
Calcium                         2.21        mmol/L           2.20 - 2.60
Magnesium                       0.71        mmol/L           0.70 - 1.00
Lactate                         1.9         mmol/L           0.5 - 2.2
CRP                           ↑ 48          mg/L             0 - 5

Haemolysis index: nil. Icterus index: nil.
Authorised by: Clinical Biochemistry on-call                      Page 1 of 1`,
    expected: [
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('urea', 9.8, 'mmol/L', 'high'),
      row('creatinine', 118, 'µmol/L', 'high'),
      row('egfr', 37, 'mL/min/1.73m²', 'low'),
      row('bilirubin', 14, 'µmol/L', null),
      row('alp', 164, 'U/L', 'high'),
      row('alt', 22, 'U/L', null),
      row('ast', 31, 'U/L', null),
      row('ggt', 71, 'U/L', 'high'),
      row('total_protein', 66, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('calcium', 2.21, 'mmol/L', null),
      row('crp', 48, 'mg/L', 'high'),
    ],
  },
  {
    // UK GP record export (CSV): the date first, long SNOMED-style test names ("Serum TSH level"),
    // a Flag column that says High/Low in words or is empty, "<4" for CRP and ">90" for eGFR as
    // the lab prints them, urate for uric acid, and non-HDL cholesterol, a cholesterol/HDL ratio
    // with an empty unit and ESR mixed in (not extracted).
    id: 'h12-en-9',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Result,Units,Normal range,Flag
25-Nov-2026,Serum TSH level,7.9,mU/L,0.27 - 4.20,High
25-Nov-2026,Serum free T4 level,10.6,pmol/L,12.0 - 22.0,Low
25-Nov-2026,Serum cholesterol,5.4,mmol/L,< 5.0,High
25-Nov-2026,Serum HDL cholesterol,1.62,mmol/L,> 1.20,
25-Nov-2026,Serum triglycerides,1.1,mmol/L,< 1.7,
25-Nov-2026,Serum LDL cholesterol,3.3,mmol/L,< 3.0,High
25-Nov-2026,Non HDL cholesterol,3.78,mmol/L,< 4.0,
25-Nov-2026,Serum cholesterol/HDL ratio,3.3,,< 4.5,
25-Nov-2026,Serum ferritin,22,ug/L,13 - 150,
25-Nov-2026,Serum folate,2.6,ug/L,> 3.9,Low
25-Nov-2026,Serum 25-hydroxy vitamin D level,29,nmol/L,50 - 175,Low
25-Nov-2026,Plasma C reactive protein,<4,mg/L,0 - 5,
25-Nov-2026,Erythrocyte sedimentation rate,18,mm/h,1 - 20,
25-Nov-2026,Serum urate,412,umol/L,200 - 430,
25-Nov-2026,Serum creatinine,71,umol/L,45 - 84,
25-Nov-2026,eGFR using creatinine (CKD-EPI) per 1.73 square metres,>90,mL/min/1.73m2,> 60,`,
    expected: [
      row('tsh', 7.9, 'mU/L', 'high'),
      row('free_t4', 10.6, 'pmol/L', 'low'),
      row('cholesterol', 5.4, 'mmol/L', 'high'),
      row('hdl', 1.62, 'mmol/L', null),
      row('triglycerides', 1.1, 'mmol/L', null),
      row('ldl', 3.3, 'mmol/L', 'high'),
      row('ferritin', 22, 'µg/L', null),
      row('folate', 2.6, 'µg/L', 'low'),
      row('vitamin_d', 29, 'nmol/L', 'low'),
      row('crp', 4, 'mg/L', null),
      row('uric_acid', 412, 'µmol/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
    ],
  },
  {
    // US reference lab portal, CSV with a previous-result column AFTER the current one and its
    // date: a urinalysis graded 1+/2+ and Negative/Positive with "Abnormal" as the flag, urine
    // bilirubin, urobilinogen and microscopy rows named WBC/RBC (not extracted), then BUN,
    // creatinine, eGFR and uric acid in conventional units.
    id: 'h12-en-10',
    language: 'en',
    kind: 'csv',
    text: `Test,Current Result,Flag,Units,Reference Interval,Previous Result,Previous Date
Specific Gravity,1.025,,,1.005-1.030,1.015,03/14/2026
pH,5.5,,,5.0-7.5,6.0,03/14/2026
Urine-Color,Yellow,,,Yellow,Yellow,03/14/2026
Appearance,Cloudy,Abnormal,,Clear,Clear,03/14/2026
WBC Esterase,2+,Abnormal,,Negative,Negative,03/14/2026
Protein,1+,Abnormal,,Negative/Trace,Negative,03/14/2026
Glucose,Negative,,,Negative,Negative,03/14/2026
Ketones,Negative,,,Negative,Negative,03/14/2026
Occult Blood,1+,Abnormal,,Negative,Negative,03/14/2026
Bilirubin Urine,Negative,,,Negative,Negative,03/14/2026
Urobilinogen Semi-Qn,0.2,,mg/dL,0.2-1.0,0.2,03/14/2026
Nitrite,Positive,Abnormal,,Negative,Negative,03/14/2026
WBC (Urine Microscopic),11-30,Abnormal,/hpf,0-5,None seen,03/14/2026
RBC (Urine Microscopic),3-10,Abnormal,/hpf,0-2,0-2,03/14/2026
Epithelial Cells (non renal),0-10,,/hpf,0-10,0-10,03/14/2026
Bacteria,Moderate,Abnormal,,None seen/Few,None seen,03/14/2026
BUN,24,,mg/dL,8-27,17,03/14/2026
Creatinine,1.38,High,mg/dL,0.76-1.27,1.02,03/14/2026
eGFR,58,Low,mL/min/1.73,>59,81,03/14/2026
Uric Acid,8.9,High,mg/dL,3.8-8.4,7.1,03/14/2026`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 1.38, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
    ],
  },
]

export default moreCases
