/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), English, continued (see en-10.ts): reports from
 * Ireland, the United States, New Zealand and the UK. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (PTH, phosphate, urine microscopy, globulin, eAG,
 * osmolality, urine sodium, cortisol …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Irish hospital lab, haematinics and bone profile: "*" after the value marks any result outside
    // the range (direction only from the range), ug/L for ferritin and folate, vitamin D in nmol/L
    // with a status table beneath it, intrinsic factor antibody, phosphate and PTH not Hale's.
    id: 'h9-en-6',
    language: 'en',
    kind: 'text',
    text: `Lakeside University Hospital - Department of Laboratory Medicine
Clinical Chemistry / Haematinics                                   Report status: FINAL
Name: PERSON, Test        MRN: 0000000        DOB: 01.01.1972        Gender: Female
GP: Dr Sample, Main Street Medical Practice
Sample: Serum     Collected: 09/02/2026 10:05     Lab No: C26.118842

Analyte                           Result      Units       Ref. Range
HAEMATINICS
Serum Ferritin                    11*         ug/L        13 - 150
Serum Vitamin B12                 142*        pg/mL       197 - 771
Serum Folate                      2.6*        ug/L        3.9 - 26.8
Intrinsic Factor Antibody         Negative                Negative
BONE PROFILE
Calcium                           2.31        mmol/L      2.20 - 2.60
Phosphate                         0.94        mmol/L      0.81 - 1.45
Alkaline Phosphatase              96          U/L         30 - 130
Albumin                           41          g/L         35 - 50
25-OH Vitamin D                   24*         nmol/L      50 - 175
   Vitamin D status: below 30 deficient; 30 to 49 insufficient; 50 or above sufficient.
Parathyroid Hormone               9.8*        pmol/L      1.6 - 6.9

* = result outside the reference range.
Comment: Low B12 and folate. Suggest repeat B12 after replacement; consider coeliac screen.
Validated by: Principal Clinical Biochemist                              Page 1 of 1`,
    expected: [
      row('ferritin', 11, 'µg/L', 'low'),
      row('vitamin_b12', 142, 'pg/mL', 'low'),
      row('folate', 2.6, 'µg/L', 'low'),
      row('calcium', 2.31, 'mmol/L', null),
      row('alp', 96, 'U/L', null),
      row('albumin', 41, 'g/L', null),
      row('vitamin_d', 24, 'nmol/L', 'low'),
    ],
  },
  {
    // US hospital urinalysis with microscopy over two pages: dipstick words ("Trace", "Moderate (2+)",
    // "Large (3+)", "Positive") against "Negative", an "A" (abnormal) flag column after the range,
    // urobilinogen and urine bilirubin, and microscopic WBC/RBC per HPF that are not blood counts.
    id: 'h9-en-7',
    language: 'en',
    kind: 'text',
    text: `PINE HOLLOW COMMUNITY HOSPITAL - CLINICAL LABORATORY
URINALYSIS, COMPLETE WITH MICROSCOPIC                                   Page 1 of 2
Patient: PERSON, TEST      MRN: 00000000      DOB: 01/01/1990      Sex: F
Collected: 07/22/2026 14:18      Source: Urine, clean catch midstream
Ordered by: SAMPLE, JORDAN PA-C (Urgent Care)

MACROSCOPIC (REAGENT STRIP)
Component                 Result            Reference Range      Flag
Color                     Yellow            Yellow
Appearance                Cloudy            Clear                A
Specific Gravity          1.027             1.005 - 1.030
pH                        5.5               5.0 - 8.0
Protein                   1+                Negative             A
Glucose                   Negative          Negative
Ketones                   Trace             Negative             A
Bilirubin                 Negative          Negative
Blood                     Moderate (2+)     Negative             A
Nitrite                   Positive          Negative             A
Urobilinogen              0.2 EU/dL         0.2 - 1.0
Leukocyte Esterase        Large (3+)        Negative             A

PERSON, TEST   MRN 00000000                                          Page 2 of 2
MICROSCOPIC
WBC                       >50 /HPF          0 - 5                H
RBC                       10-20 /HPF        0 - 2                H
Squamous Epithelial       Few /LPF          None - Few
Bacteria                  Many              None seen            A
Hyaline Casts             0-2 /LPF          0 - 2
Comment: Urine culture added per reflex protocol.`,
    expected: [
      row('urine_specific_gravity', 1.027, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
    ],
  },
  {
    // New Zealand community lab: renal and liver function with H/L after the value, upper-only
    // ranges "< 24", umol/L bilirubin, total protein and albumin in g/L, a globulin that is not
    // Hale's, a hepatitis serology line, CRP last.
    id: 'h9-en-8',
    language: 'en',
    kind: 'text',
    text: `KOWHAI COMMUNITY LABORATORIES
Patient: Test PERSON        NHI: ZZZ0000       DOB: 01-Jan-1961       Sex: M
Requester: Dr Sample, Riverbend Medical Centre
Collected: 03-Aug-2026 08:40        Lab No: KW-26-8830412

RENAL FUNCTION                  Result       Units            Range
Sodium                          139          mmol/L           135 - 145
Potassium                       4.2          mmol/L           3.5 - 5.2
Creatinine                      71           umol/L           60 - 105
eGFR                            88           mL/min/1.73m2    > 60

LIVER FUNCTION TESTS
Total Bilirubin                 38   H       umol/L           < 24
Alkaline Phosphatase            212  H       U/L              40 - 120
Gamma GT                        486  H       U/L              < 60
ALT                             96   H       U/L              < 45
AST                             71   H       U/L              < 40
Total Protein                   74           g/L              66 - 84
Albumin                         31   L       g/L              35 - 50
Globulin                        43   H       g/L              25 - 41
  Cholestatic and hepatocellular pattern. Suggest review of alcohol intake and liver ultrasound.

HEPATITIS SEROLOGY
Hepatitis B surface antigen     Not detected
INFLAMMATORY MARKERS
C-Reactive Protein              18   H       mg/L             < 5

Reports authorised electronically.                              Page 1 of 1`,
    expected: [
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 88, 'mL/min/1.73m²', null),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('alp', 212, 'U/L', 'high'),
      row('ggt', 486, 'U/L', 'high'),
      row('alt', 96, 'U/L', 'high'),
      row('ast', 71, 'U/L', 'high'),
      row('total_protein', 74, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('crp', 18, 'mg/L', 'high'),
    ],
  },
  {
    // US patient-portal CSV export: quoted names with commas ("Cholesterol, Total"), the flag as a
    // word in its own column (empty when normal), uIU/mL, "<0.5" for CRP, an estimated average
    // glucose, a cholesterol/HDL ratio and non-HDL cholesterol that are not Hale's.
    id: 'h9-en-9',
    language: 'en',
    kind: 'csv',
    text: `Panel,Component,Value,Units,Reference Range,Flag,Collection Date
LIPID PANEL,"Cholesterol, Total",226,mg/dL,<200,High,2026-01-15 08:12
LIPID PANEL,Triglycerides,178,mg/dL,<150,High,2026-01-15 08:12
LIPID PANEL,HDL Cholesterol,44,mg/dL,>40,,2026-01-15 08:12
LIPID PANEL,LDL Cholesterol (calculated),146,mg/dL,<100,High,2026-01-15 08:12
LIPID PANEL,Cholesterol/HDL Ratio,5.1,,<5.0,High,2026-01-15 08:12
LIPID PANEL,Non-HDL Cholesterol,182,mg/dL,<130,High,2026-01-15 08:12
HEMOGLOBIN A1C,Hemoglobin A1c,6.1,%,<5.7,High,2026-01-15 08:12
HEMOGLOBIN A1C,Estimated Average Glucose,128,mg/dL,,,2026-01-15 08:12
GLUCOSE,"Glucose, Fasting",104,mg/dL,65-99,High,2026-01-15 08:12
TSH,TSH,2.18,uIU/mL,0.40-4.50,,2026-01-15 08:12
C-REACTIVE PROTEIN,C-Reactive Protein,<0.5,mg/L,<8.0,,2026-01-15 08:12
VITAMIN D,"Vitamin D, 25-Hydroxy, Total",31,ng/mL,30-100,,2026-01-15 08:12
FERRITIN,Ferritin,38,ng/mL,16-232,,2026-01-15 08:12`,
    expected: [
      row('cholesterol', 226, 'mg/dL', 'high'),
      row('triglycerides', 178, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 146, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('glucose', 104, 'mg/dL', 'high'),
      row('tsh', 2.18, 'mU/L', null),
      row('crp', 0.5, 'mg/L', null),
      row('vitamin_d', 31, 'ng/mL', null),
      row('ferritin', 38, 'ng/mL', null),
    ],
  },
  {
    // UK hospital results-viewer CSV export: test codes, separate Low and High limit columns, a
    // critical sodium flagged LL, eGFR ">90" with only a lower limit, and osmolalities, urine
    // sodium, magnesium and cortisol that are not Hale's (urine sodium is not serum sodium).
    id: 'h9-en-10',
    language: 'en',
    kind: 'csv',
    text: `Collected,Code,Test,Result,Units,Low,High,Flag
2026-10-03 06:40,NA,Sodium,118,mmol/L,133,146,LL
2026-10-03 06:40,K,Potassium,3.2,mmol/L,3.5,5.3,L
2026-10-03 06:40,CL,Chloride,84,mmol/L,95,108,L
2026-10-03 06:40,BIC,Bicarbonate,21,mmol/L,22,29,L
2026-10-03 06:40,UREA,Urea,2.1,mmol/L,2.5,7.8,L
2026-10-03 06:40,CREA,Creatinine,54,umol/L,45,84,
2026-10-03 06:40,EGFR,eGFR (CKD-EPI),>90,mL/min/1.73m2,60,,
2026-10-03 06:40,GLU,Glucose (random),5.8,mmol/L,3.0,7.8,
2026-10-03 06:40,OSMS,Serum osmolality,246,mOsm/kg,275,295,L
2026-10-03 06:40,CA,Calcium,2.24,mmol/L,2.20,2.60,
2026-10-03 06:40,ALB,Albumin,38,g/L,35,50,
2026-10-03 06:40,MG,Magnesium,0.68,mmol/L,0.70,1.00,L
2026-10-03 06:40,TSH,TSH,1.9,mU/L,0.27,4.20,
2026-10-03 06:40,CORT,Cortisol (random),412,nmol/L,,,
2026-10-03 09:15,UNA,Urine sodium (spot),62,mmol/L,,,
2026-10-03 09:15,UOSM,Urine osmolality,488,mOsm/kg,,,`,
    expected: [
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 21, 'mmol/L', 'low'),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 54, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('glucose', 5.8, 'mmol/L', null),
      row('calcium', 2.24, 'mmol/L', null),
      row('albumin', 38, 'g/L', null),
      row('tsh', 1.9, 'mU/L', null),
    ],
  },
]

export default moreCases
