/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), English, continued: reports 6-10 (the Philippines, Canada,
 * Ghana, the US and the UK). Written without reading the extractor; synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (magnesium, non-HDL
 * cholesterol, ratios, urine albumin/creatinine ratio, RDW, MPV, ESR, malaria and sickling tests,
 * TIBC, UIBC, urine bilirubin and urobilinogen, phosphate, microscopy …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Philippine hospital, SI units, flags in brackets after the value, a critical sodium with a
    // call note, FBS/BUN/BUA abbreviations, then a urinalysis where "Albumin" is the dipstick
    // protein and "Sugar" the dipstick glucose; "RBC" under microscopy is not a red cell count.
    id: 'h4-en-6',
    language: 'en',
    kind: 'text',
    text: `ST. EXAMPLE MEDICAL CENTER
DEPARTMENT OF LABORATORY MEDICINE
CLINICAL CHEMISTRY
Name: PERSON, TEST                 Age/Sex: 79/F            Ward/Room: ER
Case No.: 0000000                  Date Requested: 08/02/2024 2:18 PM
Physician: DR. EXAMPLE             Specimen: Serum

TEST                      RESULT          REFERENCE VALUES       UNIT
FBS                       5.2             4.1 - 5.9              mmol/L
BUN                       3.9             2.5 - 6.4              mmol/L
Creatinine                76              53 - 115               umol/L
Uric Acid (BUA)           268             202 - 416              umol/L
Sodium                    117  (L)        135 - 145              mmol/L
Potassium                 3.2  (L)        3.5 - 5.1              mmol/L
Chloride                  84   (L)        98 - 107               mmol/L
Calcium (total)           2.21            2.10 - 2.55            mmol/L
Magnesium                 0.62 (L)        0.66 - 1.07            mmol/L
NOTE: CRITICAL VALUE - Sodium 117 mmol/L. Repeat determination done, same result.
Reported to ER nurse on duty at 3:05 PM, read back.

CLINICAL MICROSCOPY - ROUTINE URINALYSIS
MACROSCOPIC                RESULT                 REFERENCE
Color                      Light yellow
Transparency               Clear
pH                         6.0                    5.0 - 8.0
Specific Gravity           1.010                  1.005 - 1.030
Albumin                    Trace                  Negative
Sugar                      Negative               Negative
MICROSCOPIC
Pus cells                  2-4 /hpf               0-5 /hpf
RBC                        0-2 /hpf               0-2 /hpf
Epithelial cells           Few
Bacteria                   Few
Amorphous urates           Rare

Medical Technologist: A. EXAMPLE, RMT          Pathologist: B. EXAMPLE, MD, FPSP
This is a computer-generated report.`,
    expected: [
      row('glucose', 5.2, 'mmol/L', null),
      row('urea', 3.9, 'mmol/L', null),
      row('creatinine', 76, 'µmol/L', null),
      row('uric_acid', 268, 'µmol/L', null),
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('calcium', 2.21, 'mmol/L', null),
      row('urine_ph', 6.0, '', null),
      row('urine_specific_gravity', 1.010, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
    ],
  },
  {
    // Canadian portal CSV: SI units, flag before the unit, a previous result and date on every
    // line (not results), eGFR printed as ">90", B12 in pmol/L, TSH in mIU/L; non-HDL, the
    // cholesterol ratio and the urine albumin/creatinine ratio are not known.
    id: 'h4-en-7',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Flag,Units,Reference Range,Previous Result,Previous Date
Glucose Fasting,6.4,H,mmol/L,3.6-6.0,5.9,2023-03-14
Hemoglobin A1C,6.3,H,%,<6.0,6.0,2023-03-14
Cholesterol,5.82,H,mmol/L,<5.20,5.41,2023-03-14
Triglycerides,1.94,H,mmol/L,<1.70,1.66,2023-03-14
HDL Cholesterol,1.12,,mmol/L,>1.00,1.18,2023-03-14
LDL Cholesterol,3.81,H,mmol/L,<3.50,3.48,2023-03-14
Non-HDL Cholesterol,4.70,H,mmol/L,<4.20,4.23,2023-03-14
Cholesterol/HDL Ratio,5.2,H,,<5.0,4.6,2023-03-14
Creatinine,92,,umol/L,60-110,88,2023-03-14
eGFR,>90,,mL/min/1.73m2,>=60,>90,2023-03-14
Albumin/Creatinine Ratio Urine,1.8,,mg/mmol,<3.0,1.2,2023-03-14
ALT,24,,U/L,<40,31,2023-03-14
TSH,2.18,,mIU/L,0.32-4.00,1.95,2023-03-14
Vitamin B12,138,L,pmol/L,>148,171,2023-03-14
C-Reactive Protein,12.4,H,mg/L,0.0-8.0,3.1,2023-03-14`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('cholesterol', 5.82, 'mmol/L', 'high'),
      row('triglycerides', 1.94, 'mmol/L', 'high'),
      row('hdl', 1.12, 'mmol/L', null),
      row('ldl', 3.81, 'mmol/L', 'high'),
      row('creatinine', 92, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('alt', 24, 'U/L', null),
      row('tsh', 2.18, 'mU/L', null),
      row('vitamin_b12', 138, 'pmol/L', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
    ],
  },
  {
    // Ghanaian private lab: analyser-style short names (WBC, Neu#, Lym#, HGB, PLT), arrows for
    // flags, haemoglobin in g/dL and counts in x10^9/L, a blood film comment; Mid#, RDW-CV, MPV,
    // ESR, malaria RDT and sickling are not known.
    id: 'h4-en-8',
    language: 'en',
    kind: 'text',
    text: `OSU LAKESIDE DIAGNOSTIC LABORATORY
P.O. Box XX 000, Accra                          Tel: 000 000 0000
HAEMATOLOGY REPORT
Patient: TEST PERSON          Age: 34 yrs     Sex: F          Lab No: OL/24/00000
Referred by: Example Polyclinic               Date: 05-09-2024    DOB: 01/01/1990

Parameter            Result    Flag   Unit         Reference Range
WBC                  3.2       ↓      x10^9/L      4.0 - 10.0
Neu#                 1.1       ↓      x10^9/L      2.0 - 7.0
Lym#                 1.7              x10^9/L      0.8 - 4.0
Mid#                 0.4              x10^9/L      0.1 - 1.5
RBC                  4.61             x10^12/L     3.80 - 5.80
HGB                  10.9      ↓      g/dL         11.0 - 16.0
HCT                  33.6      ↓      %            37.0 - 54.0
MCV                  72.9      ↓      fL           80.0 - 100.0
MCH                  23.6      ↓      pg           27.0 - 34.0
MCHC                 32.4             g/dL         32.0 - 36.0
RDW-CV               16.8      ↑      %            11.0 - 16.0
PLT                  162              x10^9/L      150 - 450
MPV                  9.8              fL           6.5 - 12.0
ESR (Westergren)     38        ↑      mm/hr        0 - 20

Blood film: microcytic hypochromic red cells, few target cells. No malaria parasites seen.

SEROLOGY / CHEMISTRY
Malaria RDT (Pf/Pan)   Negative                    Negative
Sickling test          Negative                    Negative
CRP (quantitative)     24        ↑      mg/L       0 - 6

Checked by: Medical Laboratory Scientist        Verified: 05-09-2024 13:40
Note: results apply to the sample tested.`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('neutrophils', 1.1, '10^9/L', 'low'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('red_cells', 4.61, '10^12/L', null),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.6, '%', 'low'),
      row('mcv', 72.9, 'fL', 'low'),
      row('mch', 23.6, 'pg', 'low'),
      row('mchc', 32.4, 'g/dL', null),
      row('platelets', 162, '10^9/L', null),
      row('crp', 24, 'mg/L', 'high'),
    ],
  },
  {
    // US national lab: "Current Result and Flag" then "Previous Result and Date" (history, not
    // results), flags as words (Low/High/Abnormal), a lab-site number after each test name,
    // TSH in uIU/mL, then a complete urinalysis with dipstick grades (1+, 2+, Positive) where
    // "WBC Esterase" is the leukocyte pad; urine bilirubin, urobilinogen, TIBC, UIBC and the
    // microscopic WBC/RBC counts are not known.
    id: 'h4-en-9',
    language: 'en',
    kind: 'text',
    text: `Pinecrest Reference Laboratories                                    Patient Report
Patient Details                 Physician Details             Specimen Details
PERSON, TEST                    EXAMPLE, A MD                 Specimen ID: 000-000-0000-0
DOB: 01/01/1985                 Phone: 000-000-0000           Date collected: 04/22/2024 0815 Local
Sex: F                          NPI: 0000000000               Date received: 04/22/2024
Patient ID: 000000000                                          Date reported: 04/24/2024
Ordered Items: TSH; T3, Free; Vitamin D, 25-Hydroxy; Iron and TIBC; Ferritin; Folate; B12; Urinalysis, Complete

Test                           Current Result and Flag   Previous Result and Date   Units    Reference Interval
TSH 01                           0.021    Low            1.840     03/02/2023       uIU/mL   0.450-4.500
Triiodothyronine,Free,Serum 01   5.9      High           3.1       03/02/2023       pg/mL    2.0-4.4
Vitamin D, 25-Hydroxy 01         22.4     Low            31.0      03/02/2023       ng/mL    30.0-100.0
   Vitamin D deficiency has been defined by the Institute of Medicine and an
   Endocrine Society practice guideline as a level of serum 25-OH vitamin D
   less than 20 ng/mL (1,2).
Iron Bind.Cap.(TIBC) 01          362                                                ug/dL    250-450
UIBC 01                          262                                                ug/dL    118-369
Iron Saturation 01               28                                                 %        15-55
Ferritin, Serum 01               96                      88        03/02/2023       ng/mL    15-150
Folate (Folic Acid), Serum 01    14.2                                               ng/mL    >3.0
Vitamin B12 01                   723                                                pg/mL    232-1245
Urinalysis, Complete
  Urinalysis Gross Exam 01
  Specific Gravity 01            1.028                                                       1.005-1.030
  pH 01                          5.5                                                         5.0-7.5
  Urine-Color 01                 Yellow                                                      Yellow
  Appearance 01                  Clear                                                       Clear
  WBC Esterase 01                1+       Abnormal                                           Negative
  Protein 01                     Negative                                                    Negative/Trace
  Glucose 01                     Negative                                                    Negative
  Ketones 01                     Negative                                                    Negative
  Occult Blood 01                2+       Abnormal                                           Negative
  Bilirubin 01                   Negative                                                    Negative
  Urobilinogen,Semi-Qn 01        0.2                                                mg/dL    0.2-1.0
  Nitrite, Urine 01              Positive Abnormal                                           Negative
  Microscopic Examination 01     See below:
  WBC 01                         6-10     Abnormal                                  /hpf     0 - 5
  RBC 01                         3-10     Abnormal                                  /hpf     0 - 2
  Epithelial Cells (non renal) 01  0-10                                             /hpf     0 - 10
  Bacteria 01                    Many     Abnormal                                           None seen/Few

01 PR  Pinecrest Reference Laboratories, 0 Example Drive, Anytown, XX 00000   Dir: A Example, MD
Date Issued: 04/24/24 0612 ET          FINAL REPORT          Page 1 of 1`,
    expected: [
      row('tsh', 0.021, 'mU/L', 'low'),
      row('free_t3', 5.9, 'pg/mL', 'high'),
      row('vitamin_d', 22.4, 'ng/mL', 'low'),
      row('transferrin_saturation', 28, '%', null),
      row('ferritin', 96, 'ng/mL', null),
      row('folate', 14.2, 'ng/mL', null),
      row('vitamin_b12', 723, 'pg/mL', null),
      row('urine_specific_gravity', 1.028, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_protein', 0, 'grade', null),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // UK GP record export (CSV): long SNOMED-style test names ("Serum alanine aminotransferase
    // level"), IU/L, umol/L and ug/L, flags written "Above range"/"Below range", a CRP printed
    // "<4", date first on every line; phosphate is not known.
    id: 'h4-en-10',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Result,Units,Normal range,Abnormal
14/02/2024,Serum bilirubin level,24,umol/L,0 - 21,Above range
14/02/2024,Serum alanine aminotransferase level,33,IU/L,0 - 41,
14/02/2024,Serum alkaline phosphatase level,141,IU/L,30 - 130,Above range
14/02/2024,Serum gamma-glutamyl transferase level,88,IU/L,8 - 61,Above range
14/02/2024,Serum albumin level,38,g/L,35 - 50,
14/02/2024,Serum total protein level,70,g/L,60 - 80,
14/02/2024,Serum calcium level,2.48,mmol/L,2.20 - 2.60,
14/02/2024,Serum phosphate level,0.98,mmol/L,0.80 - 1.50,
14/02/2024,Serum C reactive protein level,<4,mg/L,0 - 5,
14/02/2024,Serum ferritin level,18,ug/L,30 - 400,Below range
14/02/2024,Serum folate level,2.9,ug/L,3.0 - 20.0,Below range
14/02/2024,Serum 25-hydroxy vitamin D level,31,nmol/L,> 50,Below range
14/02/2024,Serum TSH level,1.62,mU/L,0.27 - 4.20,
14/02/2024,Serum free T4 level,16.2,pmol/L,12.0 - 22.0,`,
    expected: [
      row('bilirubin', 24, 'µmol/L', 'high'),
      row('alt', 33, 'U/L', null),
      row('alp', 141, 'U/L', 'high'),
      row('ggt', 88, 'U/L', 'high'),
      row('albumin', 38, 'g/L', null),
      row('total_protein', 70, 'g/L', null),
      row('calcium', 2.48, 'mmol/L', null),
      row('crp', 4, 'mg/L', null),
      row('ferritin', 18, 'µg/L', 'low'),
      row('folate', 2.9, 'µg/L', 'low'),
      row('vitamin_d', 31, 'nmol/L', 'low'),
      row('tsh', 1.62, 'mU/L', null),
      row('free_t4', 16.2, 'pmol/L', null),
    ],
  },
]

export default moreCases
