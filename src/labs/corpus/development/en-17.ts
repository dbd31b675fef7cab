/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), English: a Nigerian teaching hospital, a Kenyan
 * county referral hospital, a Philippine medical centre with conventional and SI columns on one
 * line, a US community health lab with the range on the next line, and a UK GP record extract, with
 * arrows, bare stars, flag words and default-range rows. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know
 * (anion gap, conjugated bilirubin, LDH, phosphate, monocytes, eosinophils, basophils, RDW, MPV,
 * ESR, malaria film, VLDL, total T4, estimated average glucose, TIBC, non-HDL cholesterol, ratios)
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-17-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A Nigerian teaching hospital's chemical pathology report: arrows after the value (↑, ↓ and
    // ↑↑ for a critical potassium), the range in square brackets BEFORE the unit, a page break with
    // a repeated header, conjugated bilirubin, LDH, anion gap and phosphate to skip.
    id: 'h16-en-1',
    language: 'en',
    kind: 'text',
    text: `UNIVERSITY TEACHING HOSPITAL, EXAMPLE CITY
DEPARTMENT OF CHEMICAL PATHOLOGY
Name: TEST PERSON              Hosp. No: 00/00000        Age: 61 yrs      Sex: M
Ward: Medical Emergency        Consultant: Dr Example     Lab No: CP/25/00000
Specimen: Serum (plain bottle)     Collected: 14-02-2025 06:50     Received: 14-02-2025 07:30
Clinical diagnosis: ?Acute kidney injury. Hypertensive, on lisinopril.

ELECTROLYTES, UREA & CREATININE (E/U/Cr)
Parameter               Result       Ref. Interval       Unit
Sodium                  129  ↓       [135 - 145]         mmol/L
Potassium               6.9  ↑↑      [3.5 - 5.0]         mmol/L
   !! CRITICAL VALUE - house officer (Dr Example) informed by telephone at 07:55. Sample not haemolysed.
Chloride                97           [95 - 105]          mmol/L
Bicarbonate             16   ↓       [22 - 30]           mmol/L
Urea                    24.6 ↑       [2.5 - 6.7]         mmol/L
Creatinine              486  ↑       [62 - 115]          µmol/L
eGFR (CKD-EPI 2021)     11   ↓       [>60]               mL/min/1.73m²
Anion gap               22   ↑       [8 - 16]            mmol/L

Page 1/2
UNIVERSITY TEACHING HOSPITAL, EXAMPLE CITY - CHEMICAL PATHOLOGY      Lab No: CP/25/00000 (continued)

LIVER FUNCTION TESTS
Parameter               Result       Ref. Interval       Unit
Total Bilirubin         14           [3 - 17]            µmol/L
Conjugated Bilirubin    5            [0 - 5]             µmol/L
Total Protein           66           [60 - 80]           g/L
Albumin                 32   ↓       [35 - 50]           g/L
ALT (SGPT)              22           [5 - 40]            U/L
AST (SGOT)              31           [5 - 40]            U/L
ALP                     148  ↑       [40 - 129]          U/L
LDH                     388  ↑       [125 - 243]         U/L

OTHERS
Serum Uric Acid         612  ↑       [200 - 430]         µmol/L
Serum Calcium           2.03 ↓       [2.15 - 2.55]       mmol/L
Inorganic Phosphate     2.4  ↑       [0.8 - 1.5]         mmol/L

Comment: Picture in keeping with AKI on CKD with hyperkalaemia and metabolic acidosis.
Urgent clinical review advised; repeat E/U/Cr in 6 hours.
Medical Laboratory Scientist: MLS 0000      Verified by: Dr B Example, FMCPath      Page 2/2`,
    expected: [
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 97, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 486, 'µmol/L', 'high'),
      row('egfr', 11, 'mL/min/1.73m²', 'low'),
      row('bilirubin', 14, 'µmol/L', null),
      row('total_protein', 66, 'g/L', null),
      row('albumin', 32, 'g/L', 'low'),
      row('alt', 22, 'U/L', null),
      row('ast', 31, 'U/L', null),
      row('alp', 148, 'U/L', 'high'),
      row('uric_acid', 612, 'µmol/L', 'high'),
      row('calcium', 2.03, 'mmol/L', 'low'),
    ],
  },
  {
    // A Kenyan county referral hospital's full haemogram from a 5-part analyser: analyser
    // abbreviations (WBC, NEUT#, LYMPH#, HGB, HCT, PLT), a bare "*" for out of range whose side
    // comes from the range, 10^3/uL and 10^6/uL counts, a previous-result column, MONO#, EO#,
    // BASO#, RDW-CV, MPV, ESR and a malaria film to skip, then a short chemistry block.
    id: 'h16-en-2',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE COUNTY REFERRAL HOSPITAL
LABORATORY DEPARTMENT - HAEMATOLOGY SECTION
Patient Name: Test Person          IP/OP No: OP/0000/25          Age: 34Y     Sex: Female
Requesting Clinician: Dr Example   Clinic: MCH Clinic             Lab No: H25-00000
Sample: EDTA whole blood     Collected: 03/03/2025 09:20     Analysed: 03/03/2025 10:05

FULL HAEMOGRAM (5-part differential)
Test        Result     Units        Reference Range     Previous (11/12/2024)
WBC         13.6 *     10^3/uL      4.0 - 11.0          7.2
NEUT#       10.9 *     10^3/uL      2.0 - 7.0           4.1
LYMPH#      1.8        10^3/uL      1.0 - 3.0           2.4
MONO#       0.7        10^3/uL      0.2 - 1.0           0.5
EO#         0.1        10^3/uL      0.02 - 0.50         0.1
BASO#       0.1        10^3/uL      0.00 - 0.10         0.1
RBC         3.62 *     10^6/uL      3.80 - 4.80         4.05
HGB         9.4 *      g/dL         12.0 - 15.0         11.2
HCT         29.5 *     %            36.0 - 46.0         34.1
MCV         81.5       fL           80.0 - 100.0        84.2
MCH         26.0 *     pg           27.0 - 32.0         27.7
MCHC        31.9       g/dL         31.5 - 34.5         32.8
RDW-CV      16.8 *     %            11.6 - 14.0         13.9
PLT         512 *      10^3/uL      150 - 410           298
MPV         8.9        fL           7.4 - 10.4          9.6
* Result outside the reference range.

Blood film: Microcytic hypochromic red cells. Neutrophilia with toxic granulation.
ESR (Westergren)          48 *     mm/hr      0 - 20
Malaria (BS for MPS)      No malaria parasites seen

CLINICAL CHEMISTRY
Test        Result     Units        Reference Range
CRP         87 *       mg/L         0 - 10
Ferritin    11.2 *     ng/mL        13.0 - 150.0

Comment: ?Infective/inflammatory process with iron deficiency. Kindly correlate clinically.
Page 1/1      Reviewed by: Medical Laboratory Officer 0000      Printed: 03/03/2025 11:40`,
    expected: [
      row('white_cells', 13.6, '10^9/L', 'high'),
      row('neutrophils', 10.9, '10^9/L', 'high'),
      row('lymphocytes', 1.8, '10^9/L', null),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('haemoglobin', 9.4, 'g/dL', 'low'),
      row('haematocrit', 29.5, '%', 'low'),
      row('mcv', 81.5, 'fL', null),
      row('mch', 26.0, 'pg', 'low'),
      row('mchc', 31.9, 'g/dL', null),
      row('platelets', 512, '10^9/L', 'high'),
      row('crp', 87, 'mg/L', 'high'),
      row('ferritin', 11.2, 'ng/mL', 'low'),
    ],
  },
  {
    // A Philippine medical centre's clinical chemistry: each line carries the conventional result,
    // unit and range, then the SI result, unit and range, then a flag column at the far end; the
    // expected row is the first (conventional) result. FBS for glucose, BUN for urea, BUA for uric
    // acid, SGPT/SGOT; VLDL to skip.
    id: 'h16-en-3',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE MEDICAL CENTER
DEPARTMENT OF PATHOLOGY AND LABORATORIES - CLINICAL CHEMISTRY SECTION
Name: PERSON, TEST          Age/Sex: 57 / M          Case No.: 00-000000
Room: OPD - Internal Medicine      Physician: Dr. Example       Date Requested: 02/18/2025
Specimen: Serum (fasting 10 hrs)   Date/Time Collected: 02/18/2025 07:10 AM

EXAMINATION      RESULT   UNIT     REFERENCE      SI RESULT   SI UNIT    SI REFERENCE    FLAG
FBS              131      mg/dL    70 - 110       7.27        mmol/L     3.89 - 6.11     H
BUN              15       mg/dL    7 - 18         5.36        mmol/L     2.50 - 6.40
Creatinine       1.42     mg/dL    0.70 - 1.30    125.5       umol/L     62 - 115        H
BUA              8.1      mg/dL    3.5 - 7.2      481.8       umol/L     208 - 428       H
Sodium           139      mmol/L   135 - 145      139         mmol/L     135 - 145
Potassium        4.1      mmol/L   3.5 - 5.1      4.1         mmol/L     3.5 - 5.1

LIPID PROFILE
Cholesterol      236      mg/dL    < 200          6.10        mmol/L     < 5.20          H
Triglycerides    198      mg/dL    < 150          2.24        mmol/L     < 1.70          H
HDL              38       mg/dL    > 40           0.98        mmol/L     > 1.04          L
LDL              158      mg/dL    < 130          4.09        mmol/L     < 3.36          H
VLDL             40       mg/dL    < 30           1.02        mmol/L     < 0.78          H

SGPT (ALT)       45       U/L      0 - 41         45          U/L        0 - 41          H
SGOT (AST)       32       U/L      0 - 40         32          U/L        0 - 40
HbA1c            6.9      %        4.0 - 6.0      52          mmol/mol   20 - 42         H

Note: LDL is computed by the Friedewald formula. HbA1c by turbidimetric inhibition immunoassay.
Results to be interpreted in the light of clinical findings.
Medical Technologist: RMT 0000        Pathologist: Dr. B. Example, MD, FPSP        Page 1/1`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('urea', 15, 'mg/dL', null),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('triglycerides', 198, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 158, 'mg/dL', 'high'),
      row('alt', 45, 'U/L', 'high'),
      row('ast', 32, 'U/L', null),
      row('hba1c', 6.9, '%', 'high'),
    ],
  },
  {
    // A US community health centre's printout: dotted leaders to the value and unit, the flag as a
    // word (HIGH/LOW) at the end of the line, the reference range on the NEXT line, panel headings
    // in capitals, a page break with a repeated patient line; total T4, estimated average glucose,
    // VLDL and TIBC to skip.
    id: 'h16-en-4',
    language: 'en',
    kind: 'text',
    text: `NORTHGATE COMMUNITY HEALTH - LABORATORY SERVICES
Patient: PERSON, TEST     DOB: 01/01/1971     Sex: Male     MRN: 00000000
Ordering provider: Example, A, MD     Visit: Annual physical     Acct: 0000000
Collected: 03/11/2025 7:48 AM     Resulted: 03/11/2025 2:15 PM     Fasting: Yes

RESULTS                                                              FLAG
THYROID STIMULATING HORMONE
  TSH ........................................ 6.82 uIU/mL           HIGH
      Reference range: 0.45 - 4.50 uIU/mL
  T4, Total .................................. 7.1 ug/dL
      Reference range: 4.5 - 12.0 ug/dL

HEMOGLOBIN A1C
  Hemoglobin A1c ............................. 7.4 %                 HIGH
      Reference range: 4.8 - 5.6 %
      Prediabetes: 5.7 - 6.4. Diabetes: >6.4. Glycemic control for adults with diabetes: <7.0.
  Estimated average glucose .................. 166 mg/dL

GLUCOSE, FASTING
  Glucose .................................... 142 mg/dL             HIGH
      Reference range: 65 - 99 mg/dL

LIPID PANEL
  Cholesterol, Total ......................... 214 mg/dL             HIGH
      Reference range: 100 - 199 mg/dL
  Triglycerides .............................. 133 mg/dL
      Reference range: 0 - 149 mg/dL
  HDL Cholesterol ............................ 52 mg/dL
      Reference range: >39 mg/dL
  VLDL Cholesterol Cal ....................... 25 mg/dL
      Reference range: 5 - 40 mg/dL
  LDL Chol Calc (NIH) ........................ 137 mg/dL             HIGH
      Reference range: 0 - 99 mg/dL

Page 1 of 2
PERSON, TEST     DOB: 01/01/1971     MRN: 00000000     Collected: 03/11/2025 7:48 AM     (continued)

VITAMIN D, 25-HYDROXY
  Vitamin D, 25-Hydroxy ...................... 18.4 ng/mL            LOW
      Reference range: 30.0 - 100.0 ng/mL
      Vitamin D deficiency has been defined by the Institute of Medicine and an Endocrine Society
      practice guideline as a level below 20 ng/mL.
VITAMIN B12 AND FOLATE
  Vitamin B12 ................................ 412 pg/mL
      Reference range: 232 - 1245 pg/mL
  Folate (Folic Acid), Serum ................. 9.8 ng/mL
      Reference range: >3.0 ng/mL
IRON STUDIES
  Ferritin ................................... 36 ng/mL
      Reference range: 30 - 400 ng/mL
  Iron Binding Capacity (TIBC) ............... 318 ug/dL
      Reference range: 250 - 450 ug/dL

Final report. Questions about these results: contact the ordering provider.
Page 2 of 2`,
    expected: [
      row('tsh', 6.82, 'mU/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('glucose', 142, 'mg/dL', 'high'),
      row('cholesterol', 214, 'mg/dL', 'high'),
      row('triglycerides', 133, 'mg/dL', null),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 137, 'mg/dL', 'high'),
      row('vitamin_d', 18.4, 'ng/mL', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 9.8, 'ng/mL', null),
      row('ferritin', 36, 'ng/mL', null),
    ],
  },
  {
    // A UK GP practice's record extract: newest entry first (an in-house urine dipstick with no
    // range, flagged from the default table), then hospital biochemistry with long coded names,
    // the range in square brackets after the unit, "Above/Below ... reference limit" words, HbA1c
    // in mmol/mol, creatinine equal to its upper bound, and lipids printed without any range
    // (flags from the default table); non-HDL cholesterol and the cholesterol/HDL ratio to skip.
    id: 'h16-en-5',
    language: 'en',
    kind: 'text',
    text: `Example Lane Surgery
Patient record extract - Test results          Printed: 18-Mar-2025 11:02 by Practice Nurse
Name: Test PERSON     DOB: 01-Jan-1959     NHS number: 000 000 0000     Usual GP: Dr Example

14-Mar-2025   Urine dipstick (in-house)   Practice Nurse
  Urine dipstick for protein            Trace
  Urine dipstick for glucose            Negative
  Urine blood test                      ++
  Urine leucocyte esterase test         Negative
  Urine nitrite test                    Negative
  Comment: Non-visible haematuria. Repeat dipstick in 2 weeks; send MSU if it persists.

11-Mar-2025   Biochemistry - Example General Hospital Pathology   Lab No: B,00.0000000.X
  Serum sodium level                    139 mmol/L        [133 - 146]
  Serum potassium level                 4.8 mmol/L        [3.5 - 5.3]
  Serum urea level                      6.1 mmol/L        [2.5 - 7.8]
  Serum creatinine level                104 umol/L        [59 - 104]
  eGFR using creatinine (CKD-EPI) per 1.73 square metres   58 mL/min/1.73m2   [>60]   Below low reference limit
  Haemoglobin A1c level - IFCC standardised                52 mmol/mol        [20 - 41]   Above high reference limit
    HbA1c of 48 mmol/mol or above is consistent with diabetes; repeat within 2 weeks if asymptomatic.
  Serum cholesterol level               5.9 mmol/L
  Serum HDL cholesterol level           1.3 mmol/L
  Serum triglycerides level             2.1 mmol/L
  Serum LDL cholesterol level           3.6 mmol/L
  Serum non HDL cholesterol level       4.6 mmol/L
  Serum cholesterol/HDL ratio           4.5
  Lipids: no reference ranges quoted; interpret against cardiovascular risk (QRISK3).
  Filed by Dr Example: Abnormal - discuss at routine appointment.

Page 1/1`,
    expected: [
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.8, 'mmol/L', null),
      row('urea', 6.1, 'mmol/L', null),
      row('creatinine', 104, 'µmol/L', null),
      row('egfr', 58, 'mL/min/1.73m²', 'low'),
      row('hba1c', 52, 'mmol/mol', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('hdl', 1.3, 'mmol/L', null),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
      row('ldl', 3.6, 'mmol/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
