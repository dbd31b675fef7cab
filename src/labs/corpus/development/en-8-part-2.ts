/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), English, part 2 (imported by en-8.ts): an Indian
 * reference lab, an Irish emergency department with urinalysis, a South African private lab and
 * two portal CSV exports (Australia, New Zealand).
 * it. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (total T3/T4, eAG, VLDL, ratios, lactate, urine
 * appearance and microscopy, conjugated bilirubin, globulin, magnesium, phosphate, anion gap,
 * osmolality) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Indian reference lab: no flag column at all (out-of-range values were bold in the PDF, lost in
    // the text layer), so every flag comes from the printed interval; a Method column after the
    // interval; µIU/mL and ng/mL; total T3/T4, eAG, VLDL and two ratios are not Hale's; an
    // interpretation table with numbers sits between rows.
    id: 'h7-en-6',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTICS PVT. LTD. (synthetic) · Reference Laboratory, Example Nagar
Patient Name : Mr. TEST PERSON            Age/Gender : 45 Y / Male        DOB : 01.01.1979
Lab No.      : 00000000000                Ref. By    : Dr. SAMPLE
Collected    : 01/Jul/2024 08:12 AM       Reported   : 01/Jul/2024 06:40 PM
Sample Type  : Serum, EDTA whole blood, Fluoride plasma
Test Name                                  Result     Unit       Bio. Ref. Interval     Method
THYROID PROFILE, TOTAL (T3, T4, TSH)
T3, Total                                  1.12       ng/mL      0.80 - 2.00            CLIA
T4, Total                                  8.4        µg/dL      5.10 - 14.10           CLIA
TSH (Ultrasensitive)                       6.82       µIU/mL     0.27 - 4.20            CLIA
VITAMIN D, 25-HYDROXY                      14.6       ng/mL      30.00 - 100.00         CLIA
  Deficiency: < 20 | Insufficiency: 20 - 29 | Sufficiency: 30 - 100 | Toxicity: > 100
VITAMIN B12                                182        pg/mL      197 - 771              CLIA
HbA1c (Glycosylated Haemoglobin)           7.8        %          4.0 - 5.6              HPLC
Estimated Average Glucose (eAG)            177.16     mg/dL                             Calculated
  As per ADA guidelines: Non-diabetic < 5.7 %, Pre-diabetic 5.7 - 6.4 %, Diabetic >= 6.5 %
GLUCOSE, FASTING (F), PLASMA               142        mg/dL      70 - 100               Hexokinase
LIPID PROFILE
Cholesterol, Total                         212        mg/dL      < 200                  CHOD-POD
Triglycerides                              248        mg/dL      < 150                  GPO-POD
HDL Cholesterol                            36         mg/dL      > 40                   Direct
LDL Cholesterol                            126        mg/dL      < 100                  Direct
VLDL Cholesterol                           49.6       mg/dL      < 30                   Calculated
Chol / HDL Ratio                           5.89                  3.5 - 5.0              Calculated
LDL / HDL Ratio                            3.50                  1.5 - 3.5              Calculated
KIDNEY FUNCTION TEST (KFT)
Urea                                       31         mg/dL      17 - 43                Urease-GLDH
Creatinine                                 1.08       mg/dL      0.72 - 1.18            Jaffe
Uric Acid                                  7.9        mg/dL      3.5 - 7.2              Uricase
Calcium, Total                             9.4        mg/dL      8.8 - 10.6             Arsenazo
Note: Values outside the biological reference interval are printed in bold.
*** End Of Report ***                                                    Page 1 of 1`,
    expected: [
      row('tsh', 6.82, 'mU/L', 'high'),
      row('vitamin_d', 14.6, 'ng/mL', 'low'),
      row('vitamin_b12', 182, 'pg/mL', 'low'),
      row('hba1c', 7.8, '%', 'high'),
      row('glucose', 142, 'mg/dL', 'high'),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('triglycerides', 248, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 126, 'mg/dL', 'high'),
      row('urea', 31, 'mg/dL', null),
      row('creatinine', 1.08, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('calcium', 9.4, 'mg/dL', null),
    ],
  },
  {
    // Irish hospital emergency department: CRP, creatinine and a white count with "*" after
    // out-of-range values, then a reagent-strip urinalysis (Negative / Trace / + / ++ / +++
    // against "Negative") and urine flow-cytometry microscopy whose "White cells" and "Red cells"
    // are not blood counts and not Hale's; lactate, appearance, urobilinogen and bacteria aren't either.
    id: 'h7-en-7',
    language: 'en',
    kind: 'text',
    text: `St Example's General Hospital (synthetic) · Department of Laboratory Medicine
Name: PERSON, Test        MRN: 0000000        DOB: 01.01.1992        Sex: F
Location: Emergency Department          Consultant: Dr R. Sample
Requested: 03-Aug-2024 21:30            Authorised: 03-Aug-2024 22:41
Clinical details: dysuria, loin pain, pyrexia 38.6
                                       Result        Units        Reference range
BIOCHEMISTRY
C-Reactive Protein                     64 *          mg/L         0.0 - 5.0
Creatinine                             71            umol/L       45 - 84
Lactate (venous)                       1.4           mmol/L       0.5 - 2.2
HAEMATOLOGY
White Cell Count                       14.6 *        x10^9/L      4.0 - 11.0
Neutrophils                            12.1 *        x10^9/L      2.0 - 7.5
URINALYSIS (reagent strip, automated reader)
Appearance                             Cloudy
Specific Gravity                       1.025                      1.005 - 1.030
pH                                     6.0                        5.0 - 8.0
Leucocytes                             +++ *                      Negative
Nitrite                                + *                        Negative
Protein                                Trace *                    Negative
Glucose                                Negative                   Negative
Ketones                                + *                        Negative
Blood                                  ++ *                       Negative
Urobilinogen                           Normal                     Normal
URINE MICROSCOPY (flow cytometry)
White cells                            >100 *        /uL          0 - 10
Red cells                              25 *          /uL          0 - 10
Epithelial cells                       8             /uL          0 - 15
Bacteria                               ++
  Urine sent for culture; result to follow.   * = outside reference range
Page 1 of 1`,
    expected: [
      row('crp', 64, 'mg/L', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('white_cells', 14.6, '10^9/L', 'high'),
      row('neutrophils', 12.1, '10^9/L', 'high'),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
    ],
  },
  {
    // South African private pathology lab: electrolytes, renal function and a cholestatic liver
    // panel, H right after the value, the range in parentheses AFTER the units, eGFR ">90";
    // conjugated bilirubin (right under total bilirubin), globulin, magnesium and phosphate are
    // not Hale's; an interpretive comment closes the report.
    id: 'h7-en-8',
    language: 'en',
    kind: 'text',
    text: `Example Pathology Laboratories (synthetic)          Practice No. 0000000
CHEMICAL PATHOLOGY REPORT
Patient: TEST PERSON        DOB: 01.01.1971        Sex: M        Lab ref: JHB0000000
Referring doctor: Dr S. Sample                  Received: 2024/09/05 10:22   Reported: 2024/09/05 15:37
Test                             Result       Units              Reference range
ELECTROLYTES AND RENAL FUNCTION
Sodium                           141          mmol/L             (136 - 145)
Potassium                        4.1          mmol/L             (3.5 - 5.1)
Chloride                         103          mmol/L             (98 - 107)
Bicarbonate                      24           mmol/L             (23 - 29)
Urea                             5.2          mmol/L             (2.1 - 7.1)
Creatinine                       96           umol/L             (64 - 104)
eGFR (CKD-EPI)                   >90          mL/min/1.73m2      (>60)
Calcium (total)                  2.62 H       mmol/L             (2.15 - 2.50)
Magnesium                        0.71         mmol/L             (0.66 - 1.07)
Phosphate                        0.95         mmol/L             (0.78 - 1.42)
LIVER FUNCTION TESTS
Bilirubin - total                38 H         umol/L             (5 - 21)
Bilirubin - conjugated           14 H         umol/L             (0 - 3)
ALT                              94 H         U/L                (10 - 40)
AST                              71 H         U/L                (15 - 40)
ALP                              142 H        U/L                (53 - 128)
GGT                              388 H        U/L                (0 - 68)
Total protein                    70           g/L                (60 - 78)
Albumin                          38           g/L                (35 - 52)
Globulin                         32           g/L                (23 - 35)
Comment: Cholestatic pattern of liver enzymes with raised conjugated bilirubin. Suggest
abdominal ultrasound. Repeat in 2 - 4 weeks. Calcium raised: please repeat with PTH.
Page 1 of 1                                    -- End of report --`,
    expected: [
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 24, 'mmol/L', null),
      row('urea', 5.2, 'mmol/L', null),
      row('creatinine', 96, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('calcium', 2.62, 'mmol/L', 'high'),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('alt', 94, 'U/L', 'high'),
      row('ast', 71, 'U/L', 'high'),
      row('alp', 142, 'U/L', 'high'),
      row('ggt', 388, 'U/L', 'high'),
      row('total_protein', 70, 'g/L', null),
      row('albumin', 38, 'g/L', null),
    ],
  },
  {
    // Australian portal CSV export of a chemistry panel: the flag is the last column, a critical
    // glucose marked LL, uric acid as "Urate" in mmol/L, CRP "<1", and a comment line; anion gap,
    // phosphate and calculated osmolality are not Hale's.
    id: 'h7-en-9',
    language: 'en',
    kind: 'csv',
    text: `Test,Result,Units,Reference Range,Flag
Sodium,138,mmol/L,135-145,
Potassium,3.6,mmol/L,3.5-5.2,
Chloride,102,mmol/L,95-110,
Bicarbonate,25,mmol/L,22-32,
Anion Gap,11,mmol/L,4-13,
Glucose (random),2.4,mmol/L,3.0-7.7,LL
Comment,Critical glucose phoned to the requesting doctor and read back,,,
Urea,4.8,mmol/L,2.9-8.2,
Creatinine,112,umol/L,45-90,H
eGFR,49,mL/min/1.73m2,>60,L
Urate,0.52,mmol/L,0.15-0.40,H
Calcium,2.31,mmol/L,2.10-2.60,
Phosphate,1.02,mmol/L,0.75-1.50,
Osmolality (calc),282,mmol/kg,275-295,
CRP,<1,mg/L,<5,`,
    expected: [
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.6, 'mmol/L', null),
      row('chloride', 102, 'mmol/L', null),
      row('bicarbonate', 25, 'mmol/L', null),
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('urea', 4.8, 'mmol/L', null),
      row('creatinine', 112, 'µmol/L', 'high'),
      row('egfr', 49, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 0.52, 'mmol/L', 'high'),
      row('calcium', 2.31, 'mmol/L', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
  {
    // New Zealand patient-portal CSV export: a date first, the range split into Low and High
    // columns (one of them empty for one-sided limits), flags last; lipids, thyroid (a
    // suppressed TSH), B12, folate, ferritin and vitamin D; the cholesterol/HDL ratio is not Hale's.
    id: 'h7-en-10',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Result,Units,Low,High,Flag
2024-10-02,Total Cholesterol,6.1,mmol/L,,5.0,H
2024-10-02,Triglyceride,2.4,mmol/L,,2.0,H
2024-10-02,HDL Cholesterol,1.02,mmol/L,1.00,,
2024-10-02,LDL Cholesterol,4.0,mmol/L,,3.0,H
2024-10-02,Chol/HDL Ratio,6.0,,,4.5,H
2024-10-02,TSH,0.03,mIU/L,0.30,4.00,L
2024-10-02,Free T4,28,pmol/L,12,22,H
2024-10-02,Free T3,9.1,pmol/L,3.1,6.8,H
2024-10-02,Vitamin B12,412,pmol/L,150,700,
2024-10-02,Serum Folate,9.8,nmol/L,7.0,,
2024-10-02,Ferritin,310,ug/L,20,300,H
2024-10-02,Vitamin D (25-OH),72,nmol/L,50,150,`,
    expected: [
      row('cholesterol', 6.1, 'mmol/L', 'high'),
      row('triglycerides', 2.4, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', null),
      row('ldl', 4, 'mmol/L', 'high'),
      row('tsh', 0.03, 'mU/L', 'low'),
      row('free_t4', 28, 'pmol/L', 'high'),
      row('free_t3', 9.1, 'pmol/L', 'high'),
      row('vitamin_b12', 412, 'pmol/L', null),
      row('folate', 9.8, 'nmol/L', null),
      row('ferritin', 310, 'µg/L', 'high'),
      row('vitamin_d', 72, 'nmol/L', null),
    ],
  },
]

export default moreCases
