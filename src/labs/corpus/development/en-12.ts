/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), English: reports from US, UK, Australian,
 * Canadian, Indian, South African, Irish and New Zealand labs and patient portals. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (RDW, MPV, ESR, globulin, ratios, TIBC, transferrin, total T3/T4, antibodies,
 * LDH, magnesium, lipase, INR, urobilinogen, urine microscopy …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-12-part-2'

const cases: readonly LabReportCase[] = [
  {
    // US reference lab (Quest-like): a value sits in "In Range" or "Out Of Range" with H/L after
    // it, the unit is inside the reference range column, a lab code at the end; BUN is urea,
    // "carbon dioxide" is the bicarbonate of the panel; interpretive notes between rows.
    id: 'h11-en-1',
    language: 'en',
    kind: 'text',
    text: `Northfield Clinical Laboratories, Inc.                                  Page 1 of 1
Patient Information            Specimen Information              Client Information
TEST PERSON                    Specimen: NF114207Q               Test Clinic Family Medicine
DOB: 01/01/1966  AGE: 58       Requisition: 0000000              Client #: 00000000
Gender: M                      Collected: 04/02/2024 / 07:55 EDT
Fasting: Y                     Received: 04/02/2024 / 11:20 EDT
                               Reported: 04/03/2024 / 04:31 EDT
Test Name                          In Range     Out Of Range     Reference Range            Lab
COMPREHENSIVE METABOLIC
PANEL
 GLUCOSE                                        108 H            65-99 mg/dL                NF
   Fasting reference interval
   For someone without known diabetes, a glucose value
   between 100 and 125 mg/dL is consistent with
   prediabetes and should be confirmed with a follow-up test.
 UREA NITROGEN (BUN)               17                            7-25 mg/dL                 NF
 CREATININE                                     1.41 H           0.70-1.28 mg/dL            NF
 EGFR                                           56 L             > OR = 60 mL/min/1.73m2    NF
 BUN/CREATININE RATIO              12                            6-22 (calc)                NF
 SODIUM                            140                           135-146 mmol/L             NF
 POTASSIUM                         4.9                           3.5-5.3 mmol/L             NF
 CHLORIDE                          104                           98-110 mmol/L              NF
 CARBON DIOXIDE                    24                            20-32 mmol/L               NF
 CALCIUM                           9.4                           8.6-10.3 mg/dL             NF
 PROTEIN, TOTAL                    6.9                           6.1-8.1 g/dL               NF
 ALBUMIN                           4.2                           3.6-5.1 g/dL               NF
 GLOBULIN                          2.7                           1.9-3.7 g/dL (calc)        NF
 ALBUMIN/GLOBULIN RATIO            1.6                           1.0-2.5 (calc)             NF
 BILIRUBIN, TOTAL                  0.7                           0.2-1.2 mg/dL              NF
 ALKALINE PHOSPHATASE              88                            35-144 U/L                 NF
 AST                               29                            10-35 U/L                  NF
 ALT                                            52 H             9-46 U/L                   NF
URIC ACID                                       8.3 H            4.0-8.0 mg/dL              NF
   Therapeutic target for urate-lowering therapy
   in patients with gout is <6.0 mg/dL.
Performing Site:
NF  Northfield Clinical Laboratories, 100 Test Avenue, Sampletown, ST 00000`,
    expected: [
      row('glucose', 108, 'mg/dL', 'high'),
      row('urea', 17, 'mg/dL', null),
      row('creatinine', 1.41, 'mg/dL', 'high'),
      row('egfr', 56, 'mL/min/1.73m²', 'low'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.9, 'mmol/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('calcium', 9.4, 'mg/dL', null),
      row('total_protein', 6.9, 'g/dL', null),
      row('albumin', 4.2, 'g/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 29, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
      row('uric_acid', 8.3, 'mg/dL', 'high'),
    ],
  },
  {
    // NHS trust FBC and U&E: haemoglobin in g/L, range in brackets before an arrow flag,
    // a critical potassium with a phone-call note under it; haematocrit (L/L) is not printed.
    id: 'h11-en-2',
    language: 'en',
    kind: 'text',
    text: `ST ALDHELM'S UNIVERSITY HOSPITALS NHS FOUNDATION TRUST
Department of Blood Sciences
Surname: PERSON          Forename: TEST          DOB: 01.01.1949      Sex: F
Hosp No: Z0000000        Location: Acute Medical Unit (AMU)
Consultant: Dr A Example       Sample: Venous blood       Received: 17/06/2024 02:14
Lab No: B.000000

FULL BLOOD COUNT
Test                           Result    Units          Reference range     Flag
Haemoglobin                    104       g/L            (115 - 165)         ↓
White cell count               13.6      x10^9/L        (4.0 - 11.0)        ↑
Platelet count                 388       x10^9/L        (150 - 400)
Red cell count                 3.62      x10^12/L       (3.80 - 5.80)       ↓
Mean cell volume               87.8      fL             (80.0 - 100.0)
Mean cell haemoglobin          28.7      pg             (27.0 - 32.0)
Red cell distribution width    14.8      %              (11.5 - 15.0)
Neutrophils                    11.1      x10^9/L        (2.0 - 7.5)         ↑
Lymphocytes                    1.4       x10^9/L        (1.0 - 4.0)
Monocytes                      0.9       x10^9/L        (0.2 - 1.0)
Eosinophils                    0.1       x10^9/L        (0.0 - 0.4)
Basophils                      0.1       x10^9/L        (0.0 - 0.1)

UREA & ELECTROLYTES
Sodium                         134       mmol/L         (133 - 146)
Potassium                      6.9       mmol/L         (3.5 - 5.3)         ↑↑
  *** CRITICAL RESULT: telephoned to FY1 doctor on AMU at 02:51, read back and confirmed.
  Sample checked: no visible haemolysis. Suggest urgent repeat and ECG.
Urea                           19.4      mmol/L         (2.5 - 7.8)         ↑
Creatinine                     246       umol/L         (45 - 84)           ↑
eGFR (CKD-EPI)                 17        mL/min/1.73m2  (>90)               ↓
  eGFR is not valid in acute kidney injury. AKI Stage 2 alert generated.

INFLAMMATORY MARKERS
C-reactive protein             72        mg/L           (0 - 5)             ↑

Authorised by: Biomedical Scientist (HCPC registered)                    Page 1 of 1`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('platelets', 388, '10^9/L', null),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('mcv', 87.8, 'fL', null),
      row('mch', 28.7, 'pg', null),
      row('neutrophils', 11.1, '10^9/L', 'high'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('sodium', 134, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('urea', 19.4, 'mmol/L', 'high'),
      row('creatinine', 246, 'µmol/L', 'high'),
      row('egfr', 17, 'mL/min/1.73m²', 'low'),
      row('crp', 72, 'mg/L', 'high'),
    ],
  },
  {
    // Australian community pathology, cumulative layout: an older column first and the most
    // recent result in the right-hand column, each with its own H/L; urate in mmol/L.
    id: 'h11-en-3',
    language: 'en',
    kind: 'text',
    text: `Sunbright Pathology - a division of Test Health Pty Ltd
Patient: PERSON, TEST            DOB: 01/01/1972       Sex: M
Referring Dr: Dr Test Example (GP)            Copy to: -
Clinical notes: ?T2DM. Annual review. Fasting.
Lab ID: 24-6618302      Collected: 19/03/2024 08:10      Reported: 19/03/2024 16:44

CUMULATIVE REPORT - most recent result in the right-hand column

LIPIDS
Date               05/09/22     19/03/24     Units        Reference
Time               08:20        08:10
Fasting            Yes          Yes
Cholesterol        6.3 H        5.8 H        mmol/L       (<5.5)
Triglyceride       2.6 H        1.8          mmol/L       (<2.0)
HDL Chol.          0.9 L        1.1          mmol/L       (>1.0)
LDL Chol.          4.2 H        3.9 H        mmol/L       (<3.5)
Non-HDL Chol.      5.4 H        4.7 H        mmol/L       (<4.0)
Chol/HDL Ratio     7.0 H        5.3 H                     (<4.5)

GLUCOSE / HbA1c
Date               05/09/22     19/03/24     Units        Reference
Glucose (F)        6.4 H        7.2 H        mmol/L       (3.0-6.0)
HbA1c              6.3 H        6.9 H        %            (<6.0)
Comment: HbA1c 6.5% or above is consistent with diabetes mellitus.

RENAL FUNCTION
Date               05/09/22     19/03/24     Units        Reference
Sodium             139          141          mmol/L       (135-145)
Potassium          4.4          4.7          mmol/L       (3.5-5.2)
Creatinine         88           97           umol/L       (60-110)
eGFR               82           74           mL/min/1.73m2  (>59)
Urate              0.44 H       0.47 H       mmol/L       (0.20-0.42)

Tests completed: LIPIDS, GLUC, HBA1C, E/LFT (partial). Page 1 of 1`,
    expected: [
      row('cholesterol', 5.8, 'mmol/L', 'high'),
      row('triglycerides', 1.8, 'mmol/L', null),
      row('hdl', 1.1, 'mmol/L', null),
      row('ldl', 3.9, 'mmol/L', 'high'),
      row('glucose', 7.2, 'mmol/L', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.7, 'mmol/L', null),
      row('creatinine', 97, 'µmol/L', null),
      row('egfr', 74, 'mL/min/1.73m²', null),
      row('uric_acid', 0.47, 'mmol/L', 'high'),
    ],
  },
  {
    // US patient portal CSV export: a panel column, quoted names holding commas, flags spelled
    // out as High/Low, a ">20.0" folate; TIBC and TPO antibodies are not Hale's tests.
    id: 'h11-en-4',
    language: 'en',
    kind: 'csv',
    text: `Panel,Component,Value,Units,Standard Range,Flag,Result Date
THYROID CASCADE,TSH,5.91,uIU/mL,0.450 - 4.500,High,2024-02-20
THYROID CASCADE,"T3, Free",2.7,pg/mL,2.0 - 4.4,,2024-02-20
THYROID CASCADE,Thyroid Peroxidase (TPO) Ab,212,IU/mL,0 - 34,High,2024-02-20
"VITAMIN D, 25-HYDROXY","Vitamin D, 25-Hydroxy, Total",17.6,ng/mL,30.0 - 100.0,Low,2024-02-20
VITAMIN B12 AND FOLATE,Vitamin B12,241,pg/mL,232 - 1245,,2024-02-20
VITAMIN B12 AND FOLATE,Folate (Folic Acid),>20.0,ng/mL,>3.0,,2024-02-20
IRON AND TIBC,TIBC,446,ug/dL,250 - 450,,2024-02-20
IRON AND TIBC,Iron Saturation,11,%,15 - 55,Low,2024-02-20
FERRITIN,Ferritin,9,ng/mL,15 - 150,Low,2024-02-20
HEMOGLOBIN A1C,Hemoglobin A1c,5.8,%,4.8 - 5.6,High,2024-02-20
C-REACTIVE PROTEIN,"C-Reactive Protein, Quant",3.2,mg/L,0.0 - 4.9,,2024-02-20`,
    expected: [
      row('tsh', 5.91, 'mU/L', 'high'),
      row('free_t3', 2.7, 'pg/mL', null),
      row('vitamin_d', 17.6, 'ng/mL', 'low'),
      row('vitamin_b12', 241, 'pg/mL', null),
      row('folate', 20, 'ng/mL', null),
      row('transferrin_saturation', 11, '%', 'low'),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('hba1c', 5.8, '%', 'high'),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
  {
    // Indian private lab: a method in brackets after each test name, "Bio. Ref. Interval" after
    // the unit, no flags at all (the range decides), PCV for haematocrit, a percentage
    // differential, total T3/T4 beside TSH and an interpretive band line under vitamin D.
    id: 'h11-en-5',
    language: 'en',
    kind: 'text',
    text: `SUNRISE PATHLABS PVT. LTD.
NABL Accredited Laboratory | Regd. Office: Test Nagar, Sample City
Name          : Mr. TEST PERSON                    Age/Gender     : 41 Y / Male
Ref. By       : SELF                               Sample Type    : EDTA Whole Blood / Serum
Registered on : 11/Jan/2024 08:12                  Reported on    : 11/Jan/2024 18:47
Barcode No    : A0000000                           DOB            : 01/01/1983

                          COMPLETE BLOOD COUNT (CBC)
Test Name                                   Result     Unit         Bio. Ref. Interval
Hemoglobin (Photometry)                     11.2       g/dL         13.0 - 17.0
Packed Cell Volume (PCV) (Calculated)       35.6       %            40 - 50
RBC Count (Electrical Impedance)            4.86       10^6/µL      4.5 - 5.5
MCV (Calculated)                            73.3       fL           83 - 101
MCH (Calculated)                            23.0       pg           27 - 32
MCHC (Calculated)                           30.8       g/dL         31.5 - 34.5
Red Cell Distribution Width (RDW-CV)        16.9       %            11.6 - 14.0
Total Leucocyte Count (TLC)                 6.4        10^3/µL      4.0 - 10.0
Differential Leucocyte Count (DLC)
  Segmented Neutrophils                     58         %            40 - 80
  Lymphocytes                               31         %            20 - 40
  Monocytes                                 7          %            2 - 10
  Eosinophils                               4          %            1 - 6
  Basophils                                 0          %            0 - 2
Platelet Count                              238        10^3/µL      150 - 410
Mean Platelet Volume (MPV)                  10.2       fL           6.5 - 12.0
Erythrocyte Sedimentation Rate (ESR)        18         mm/hr        0 - 15
Note: Microcytic hypochromic picture. Suggest iron studies / Hb electrophoresis to rule out
thalassaemia trait.
---------------------------------- Page 1 of 2 ----------------------------------
                          THYROID PROFILE, TOTAL
T3, Total (CLIA)                            1.06       ng/mL        0.60 - 1.81
T4, Total (CLIA)                            7.9        µg/dL        5.01 - 12.45
TSH - Ultrasensitive (CLIA)                 6.42       µIU/mL       0.35 - 5.50
                          VITAMINS
Vitamin B12 (Cyanocobalamin) (CLIA)         156        pg/mL        211 - 911
25-OH Vitamin D (Total) (CLIA)              11.8       ng/mL        30 - 100
  Deficiency < 20 | Insufficiency 20 - 30 | Sufficiency 30 - 100 | Toxicity > 100
                          *** End of Report ***
---------------------------------- Page 2 of 2 ----------------------------------`,
    expected: [
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 35.6, '%', 'low'),
      row('red_cells', 4.86, '10^12/L', null),
      row('mcv', 73.3, 'fL', 'low'),
      row('mch', 23, 'pg', 'low'),
      row('mchc', 30.8, 'g/dL', 'low'),
      row('white_cells', 6.4, '10^9/L', null),
      row('neutrophils', 58, '%', null),
      row('lymphocytes', 31, '%', null),
      row('platelets', 238, '10^9/L', null),
      row('tsh', 6.42, 'mU/L', 'high'),
      row('vitamin_b12', 156, 'pg/mL', 'low'),
      row('vitamin_d', 11.8, 'ng/mL', 'low'),
    ],
  },
]

const all: readonly LabReportCase[] = [...cases, ...moreCases]

export default all
