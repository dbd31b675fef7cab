/**
 * Lab report corpus, DEVELOPMENT half (ninth file: the eighth held-out half, run once to measure the extractor and now tuned against), English, second part (en.ts holds the first):
 * New Zealand, India and South Africa print layouts, a US patient-portal CSV and an Australian GP
 * portal CSV.  Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // New Zealand community lab: the range comes BEFORE the units and the H/L flag last, vitamin D
    // in nmol/L with an interpretive line under it, folate with a "> 7.0" range, CRP printed as
    // "<1", and phosphate, PTH and ESR mixed in.
    id: 'h8-en-6',
    language: 'en',
    kind: 'text',
    text: `Aotea Community Laboratories
Patient: Test PERSON          NHI: ZZZ0000          DOB: 01.01.1944          Gender: Female
Referrer: Dr Test Doctor, Example Health Centre
Collected: 01-Jan-2025 10:02          Reported: 02-Jan-2025 11:15
Clinical details: Bone pain, fatigue. On metformin.
Test                              Result     Ref. range        Units       Flag
BIOCHEMISTRY
Calcium                           2.41       2.10 - 2.55       mmol/L
Albumin                           36         35 - 50           g/L
Phosphate                         1.02       0.80 - 1.50       mmol/L
Alkaline phosphatase              98         40 - 130          U/L
Parathyroid hormone               7.9        1.6 - 6.9         pmol/L      H
25-Hydroxy vitamin D              38         50 - 150          nmol/L      L
   Vitamin D insufficiency (25-49 nmol/L). Consider supplementation.
HAEMATINICS
Vitamin B12                       145        170 - 750         pmol/L      L
Serum folate                      6.2        > 7.0             nmol/L      L
Ferritin                          412        20 - 300          ug/L        H
INFLAMMATORY MARKERS
C-reactive protein                <1         < 5               mg/L
Erythrocyte sedimentation rate    32         1 - 20            mm/h        H
Comment: Low B12 in a patient on metformin; suggest replacement and recheck. Raised
ferritin with normal CRP: consider alcohol intake or metabolic causes.
-- End of Report --                                                   Page 1 of 1`,
    expected: [
      row('calcium', 2.41, 'mmol/L', null),
      row('albumin', 36, 'g/L', null),
      row('alp', 98, 'U/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 145, 'pmol/L', 'low'),
      row('folate', 6.2, 'nmol/L', 'low'),
      row('ferritin', 412, 'µg/L', 'high'),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // Indian diagnostic centre: "Investigation / Observed Value / Unit / Biological Reference
    // Interval", no flags at all (out-of-range results only in bold, lost in the text layer),
    // counts in 10^3/µL and 10^6/µL, PCV for haematocrit, a full differential in %, ESR and
    // BUN/creatinine ratio mixed in, a page break between blood count and kidney function.
    id: 'h8-en-7',
    language: 'en',
    kind: 'text',
    text: `SHREE ANANT DIAGNOSTIC CENTRE
Patient Name : Mr. Test Person                    Age/Sex : 52 Y / Male
Ref. By      : Dr. Test Example                   Sample ID : 0000000000
Collected    : 01/01/2025 08:10 AM                Reported  : 01/01/2025 06:45 PM
Sample Type  : Whole Blood EDTA / Serum
COMPLETE BLOOD COUNT (CBC)
Investigation                            Observed Value    Unit        Biological Reference Interval
Haemoglobin (Hb)                         10.9              g/dL        13.0 - 17.0
Total Leucocyte Count (TLC)              12.6              10^3/µL     4.0 - 10.0
Differential Leucocyte Count (DLC)
Neutrophils                              78                %           40 - 80
Lymphocytes                              14                %           20 - 40
Monocytes                                5                 %           2 - 10
Eosinophils                              3                 %           1 - 6
Basophils                                0                 %           0 - 2
Total RBC Count                          4.12              10^6/µL     4.5 - 5.5
Packed Cell Volume (PCV)                 33.8              %           40 - 50
Mean Corpuscular Volume (MCV)            82.0              fL          83 - 101
Mean Corpuscular Hb (MCH)                26.5              pg          27 - 32
Mean Corpuscular Hb Conc. (MCHC)         32.2              g/dL        31.5 - 34.5
Red Cell Distribution Width (RDW-CV)     15.8              %           11.6 - 14.0
Platelet Count                           185               10^3/µL     150 - 410
Erythrocyte Sedimentation Rate (ESR)     34                mm/1st hr   0 - 15
Page 1 of 2
SHREE ANANT DIAGNOSTIC CENTRE              Mr. Test Person    52 Y / Male
KIDNEY FUNCTION TEST (KFT)
Investigation                            Observed Value    Unit        Biological Reference Interval
Blood Urea                               48                mg/dL       17 - 43
Serum Creatinine                         1.42              mg/dL       0.70 - 1.30
BUN/Creatinine Ratio                     15.8                          10 - 20
Uric Acid                                8.1               mg/dL       3.5 - 7.2
eGFR (CKD-EPI 2021)                      58                mL/min/1.73m²   > 60
Serum Electrolytes
Sodium (Na+)                             138               mmol/L      136 - 145
Potassium (K+)                           4.6               mmol/L      3.5 - 5.1
Chloride (Cl-)                           101               mmol/L      98 - 107
Interpretation: mildly reduced eGFR; correlate clinically and repeat in 3 months.
*** End of Report ***                                                Page 2 of 2`,
    expected: [
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('white_cells', 12.6, '10^9/L', 'high'),
      row('neutrophils', 78, '%', null),
      row('lymphocytes', 14, '%', 'low'),
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haematocrit', 33.8, '%', 'low'),
      row('mcv', 82, 'fL', 'low'),
      row('mch', 26.5, 'pg', 'low'),
      row('mchc', 32.2, 'g/dL', null),
      row('platelets', 185, '10^9/L', null),
      row('urea', 48, 'mg/dL', 'high'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
    ],
  },
  {
    // South African private pathology: ↑/↓ marks after the value, bilirubin in µmol/L, proteins
    // in g/L, conjugated bilirubin, globulin, INR and hepatitis serology mixed in, and a page break
    // with a repeated header in the middle of the liver panel.
    id: 'h8-en-8',
    language: 'en',
    kind: 'text',
    text: `Highveld Pathology Laboratories
Patient: Test Person          ID No: 0000000000000          DOB: 01.01.1969          Sex: M
Doctor: Dr T. Example          Practice: Example Clinic
Collected: 2025/01/01 07:55          Printed: 2025/01/01 15:20          Ref: HP000000
LIVER FUNCTION TESTS
Test                                  Result         Units       Reference range
Total protein                         68             g/L         60 - 78
Albumin                               31    ↓        g/L         35 - 52
Globulin                              37    ↑        g/L         20 - 35
Total bilirubin                       38    ↑        µmol/L      5 - 21
Conjugated bilirubin                  14    ↑        µmol/L      0 - 3
Alkaline phosphatase (ALP)            212   ↑        U/L         53 - 128
Page 1 of 2
Highveld Pathology Laboratories          Test Person          Ref: HP000000 (continued)
Test                                  Result         Units       Reference range
Gamma-glutamyl transferase (GGT)      340   ↑        U/L         0 - 68
Alanine transaminase (ALT)            96    ↑        U/L         10 - 40
Aspartate transaminase (AST)          122   ↑        U/L         15 - 40
COAGULATION
INR                                   1.3   ↑                    0.8 - 1.2
INFLAMMATORY MARKERS
C-reactive protein                    12    ↑        mg/L        < 10
SEROLOGY
Hepatitis B surface antigen           Non-reactive
Hepatitis C antibody                  Non-reactive
Comment: AST greater than ALT with a markedly raised GGT; consider alcohol-related liver
injury. Clinical correlation advised.
Page 2 of 2                                               Electronically verified`,
    expected: [
      row('total_protein', 68, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('alp', 212, 'U/L', 'high'),
      row('ggt', 340, 'U/L', 'high'),
      row('alt', 96, 'U/L', 'high'),
      row('ast', 122, 'U/L', 'high'),
      row('crp', 12, 'mg/L', 'high'),
    ],
  },
  {
    // US patient-portal CSV export: a panel column, counts in K/uL and M/uL, TSH in uIU/mL, free T3
    // in pg/mL, vitamin D, B12, folate and ferritin in ng/mL or pg/mL, folate printed ">20.0",
    // "Iron Saturation" for transferrin saturation, RDW and TIBC mixed in, High/Low words as flags.
    id: 'h8-en-9',
    language: 'en',
    kind: 'csv',
    text: `Panel,Component,Value,Units,Standard Range,Flag,Collected
CBC With Differential,WBC,5.4,K/uL,3.4 - 10.8,,01/06/2025
CBC With Differential,RBC,4.51,M/uL,3.77 - 5.28,,01/06/2025
CBC With Differential,Hemoglobin,13.2,g/dL,11.1 - 15.9,,01/06/2025
CBC With Differential,Hematocrit,40.1,%,34.0 - 46.6,,01/06/2025
CBC With Differential,MCV,89,fL,79 - 97,,01/06/2025
CBC With Differential,MCH,29.3,pg,26.6 - 33.0,,01/06/2025
CBC With Differential,MCHC,32.9,g/dL,31.5 - 35.7,,01/06/2025
CBC With Differential,RDW,13.1,%,11.7 - 15.4,,01/06/2025
CBC With Differential,Platelets,312,K/uL,150 - 450,,01/06/2025
CBC With Differential,Neutrophils (Absolute),3.1,K/uL,1.4 - 7.0,,01/06/2025
CBC With Differential,Lymphs (Absolute),1.7,K/uL,0.7 - 3.1,,01/06/2025
TSH,TSH,0.21,uIU/mL,0.450 - 4.500,Low,01/06/2025
T3 Free,Free T3,4.9,pg/mL,2.0 - 4.4,High,01/06/2025
Vitamin D 25-Hydroxy,Vitamin D 25-Hydroxy,24.6,ng/mL,30.0 - 100.0,Low,01/06/2025
Vitamin B12 and Folate,Vitamin B12,1120,pg/mL,232 - 1245,,01/06/2025
Vitamin B12 and Folate,Folate (Folic Acid) Serum,>20.0,ng/mL,>3.0,,01/06/2025
Iron and TIBC,Iron Bind.Cap.(TIBC),412,ug/dL,250 - 450,,01/06/2025
Iron and TIBC,Iron Saturation,11,%,15 - 55,Low,01/06/2025
Ferritin,Ferritin,18,ng/mL,15 - 150,,01/06/2025`,
    expected: [
      row('white_cells', 5.4, '10^9/L', null),
      row('red_cells', 4.51, '10^12/L', null),
      row('haemoglobin', 13.2, 'g/dL', null),
      row('haematocrit', 40.1, '%', null),
      row('mcv', 89, 'fL', null),
      row('mch', 29.3, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('platelets', 312, '10^9/L', null),
      row('neutrophils', 3.1, '10^9/L', null),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t3', 4.9, 'pg/mL', 'high'),
      row('vitamin_d', 24.6, 'ng/mL', 'low'),
      row('vitamin_b12', 1120, 'pg/mL', null),
      row('folate', 20, 'ng/mL', null),
      row('transferrin_saturation', 11, '%', 'low'),
      row('ferritin', 18, 'ng/mL', null),
    ],
  },
  {
    // Australian GP portal CSV: urine dipstick graded +, ++, +++ and Trace against "Negative",
    // then urine microscopy whose white and red cells in x10^6/L are not blood counts, urate in
    // mmol/L, lipids with "<" and ">" targets, non-HDL and a ratio mixed in, eGFR printed ">90".
    id: 'h8-en-10',
    language: 'en',
    kind: 'csv',
    text: `Collected,Panel,Test,Result,Units,Reference Interval,Flag
03/01/2025,Urine dipstick,Specific gravity,1.010,,1.005-1.030,
03/01/2025,Urine dipstick,pH,5.5,,5.0-8.0,
03/01/2025,Urine dipstick,Protein,+,,Negative,H
03/01/2025,Urine dipstick,Glucose,Negative,,Negative,
03/01/2025,Urine dipstick,Ketones,++,,Negative,H
03/01/2025,Urine dipstick,Blood,Trace,,Negative,H
03/01/2025,Urine dipstick,Leucocytes,+++,,Negative,H
03/01/2025,Urine dipstick,Nitrite,Negative,,Negative,
03/01/2025,Urine microscopy,White cells,>100,x10^6/L,<10,H
03/01/2025,Urine microscopy,Red cells,15,x10^6/L,<10,H
03/01/2025,Urine microscopy,Squamous epithelial cells,Few,,,
03/01/2025,Urine culture,Culture,To follow,,,
03/01/2025,General chemistry,Glucose (fasting),5.2,mmol/L,3.0-5.4,
03/01/2025,General chemistry,Urate,0.52,mmol/L,0.20-0.42,H
03/01/2025,General chemistry,Creatinine,64,umol/L,45-90,
03/01/2025,General chemistry,eGFR,>90,mL/min/1.73m2,>60,
03/01/2025,Lipids,Cholesterol,4.1,mmol/L,<5.5,
03/01/2025,Lipids,Triglycerides,1.1,mmol/L,<2.0,
03/01/2025,Lipids,HDL cholesterol,1.3,mmol/L,>1.0,
03/01/2025,Lipids,LDL cholesterol,2.3,mmol/L,<3.5,
03/01/2025,Lipids,Non-HDL cholesterol,2.8,mmol/L,<4.0,
03/01/2025,Lipids,Chol/HDL ratio,3.2,,<4.5,`,
    expected: [
      row('urine_specific_gravity', 1.01, '', null),
      row('urine_ph', 5.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('glucose', 5.2, 'mmol/L', null),
      row('uric_acid', 0.52, 'mmol/L', 'high'),
      row('creatinine', 64, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('triglycerides', 1.1, 'mmol/L', null),
      row('hdl', 1.3, 'mmol/L', null),
      row('ldl', 2.3, 'mmol/L', null),
    ],
  },
]

export default moreCases
