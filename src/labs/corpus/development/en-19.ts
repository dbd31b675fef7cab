/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), English: a UK GP practice's printout of
 * received results with "Above/Below high/low reference limit" phrases and ranges in square
 * brackets, a US reference laboratory with "Current Result and Flag" and "Previous Result and Date"
 * columns, an Indian hospital with each reference interval on the line below its result, a
 * Nigerian teaching hospital with the unit inside the test name and arrows for flags, and an
 * Australian emergency report with the result in the last column after range and unit. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, non-HDL
 * cholesterol, cholesterol/HDL ratio, monocytes, eosinophils, basophils, immature granulocytes,
 * Mentzer index, total T4, anion gap, phosphate, conjugated bilirubin, INR, APTT, lipase,
 * troponin) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-19-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A UK GP practice's printout of results filed from the hospital: clinical-system names
    // ("Serum sodium level", "Haemoglobin concentration"), value and unit together, the range in
    // square brackets, the flag as a phrase (Above high / Below low reference limit), 10*9/L,
    // lipids printed without ranges (flags from the default table), a page break.
    id: 'h18-en-1',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE MEDICAL PRACTICE - TEST RESULTS
Example Surgery, Example Lane, Exampleton
Patient: Test Person (Mrs)     DOB: 01 Jan 1961     NHS number: 000 000 0000
Usual GP: Dr Example     Printed: 14 Mar 2025 11:02 by Dr Example

Report received 13 Mar 2025 from EXAMPLE HOSPITAL BLOOD SCIENCES     Lab ref: EX00000000
Sample: Blood     Taken: 12 Mar 2025     Clinical details: TATT, annual diabetes review, on metformin

Full blood count
Haemoglobin concentration                   109 g/L          [115 - 165]      Below low reference limit
Total white cell count                      6.8 10*9/L       [4 - 11]
Platelet count                              421 10*9/L       [150 - 400]      Above high reference limit
Red blood cell distribution width           17.1 %           [11.5 - 15]      Above high reference limit
Mean corpuscular volume                     74.2 fL          [80 - 100]       Below low reference limit
Mean corpuscular haemoglobin                23.1 pg          [27 - 32]        Below low reference limit
  Lab comment: Microcytic hypochromic indices. Suggest iron studies if not already done.
Serum ferritin level                        9 ug/L           [13 - 150]       Below low reference limit

Page 1/2
Test Person (Mrs)     DOB: 01 Jan 1961     NHS number: 000 000 0000     Printed: 14 Mar 2025

Urea and electrolytes
Serum sodium level                          137 mmol/L       [133 - 146]
Serum potassium level                       5.4 mmol/L       [3.5 - 5.3]      Above high reference limit
Serum urea level                            6.9 mmol/L       [2.5 - 7.8]
Serum creatinine level                      104 umol/L       [45 - 84]        Above high reference limit
eGFR using creatinine (CKD-EPI) per 1.73 square metres      49 mL/min/1.73m*2      [>60]      Below low reference limit
  Lab comment: eGFR 45-59 is CKD stage G3a if sustained over 3 months. Suggest repeat within 2 weeks.

Diabetes
Haemoglobin A1c level - IFCC standardised   58 mmol/mol      [20 - 41]        Above high reference limit
  Lab comment: HbA1c of 48 mmol/mol or more is consistent with diabetes.

Lipids (non-fasting)
Serum cholesterol level                     5.6 mmol/L
Serum HDL cholesterol level                 1.1 mmol/L
Serum triglycerides                         2.3 mmol/L
Serum non high density lipoprotein cholesterol level      4.5 mmol/L
Total cholesterol:HDL ratio                 5.1
  Lab comment: Lipid results are not given reference ranges; assess against cardiovascular risk.

Thyroid
Serum TSH level                             3.1 mU/L         [0.27 - 4.2]

Filed by Dr Example 14 Mar 2025: Abnormal - book routine GP appointment, start iron, repeat U&E.
Page 2/2`,
    expected: [
      row('haemoglobin', 109, 'g/L', 'low'),
      row('white_cells', 6.8, '10^9/L', null),
      row('platelets', 421, '10^9/L', 'high'),
      row('mcv', 74.2, 'fL', 'low'),
      row('mch', 23.1, 'pg', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('urea', 6.9, 'mmol/L', null),
      row('creatinine', 104, 'µmol/L', 'high'),
      row('egfr', 49, 'mL/min/1.73m²', 'low'),
      row('hba1c', 58, 'mmol/mol', 'high'),
      row('cholesterol', 5.6, 'mmol/L', 'high'),
      row('hdl', 1.1, 'mmol/L', null),
      row('triglycerides', 2.3, 'mmol/L', 'high'),
      row('tsh', 3.1, 'mU/L', null),
    ],
  },
  {
    // A US national reference laboratory's patient report: "Current Result and Flag" (the words
    // High / Low after the value) then "Previous Result and Date", units x10E3/uL and x10E6/uL,
    // the reference interval last; absolute differential counts, monocytes, eosinophils, basophils,
    // RDW and immature granulocytes to skip; long footnotes with numbers.
    id: 'h18-en-2',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE REFERENCE LABORATORIES, INC.
Patient Report     Account Number: 00000000     Ordering Physician: Dr Example, MD
Patient Details                  Specimen Details                          Physician Details
PERSON, TEST                     Specimen ID: 000-000-0000-0               Dr Example, MD
DOB: 00/00/1979                  Control ID: 00000000                      Example Family Medicine
Age(y/m/d): 045/05/12            Date collected: 03/04/2025 0915 Local     NPI: 0000000000
Sex: Female                      Date received: 03/04/2025                 Phone: 000-000-0000
                                 Date reported: 03/06/2025

Ordered Items: CBC With Differential/Platelet; Ferritin; Vitamin B12 and Folate; Vitamin D, 25-Hydroxy

CBC With Differential/Platelet
Tests                       Current Result and Flag     Previous Result and Date     Units         Reference Interval
WBC                         3.2     Low                 4.6     09/12/2024           x10E3/uL      3.4-10.8
RBC                         3.71    Low                 4.02    09/12/2024           x10E6/uL      3.77-5.28
Hemoglobin                  10.9    Low                 11.8    09/12/2024           g/dL          11.1-15.9
Hematocrit                  33.8    Low                 36.2    09/12/2024           %             34.0-46.6
MCV                         91                          90      09/12/2024           fL            79-97
MCH                         29.4                        29.4    09/12/2024           pg            26.6-33.0
MCHC                        32.2                        32.6    09/12/2024           g/dL          31.5-35.7
RDW                         13.1                        12.9    09/12/2024           %             11.7-15.4
Platelets                   162                         201     09/12/2024           x10E3/uL      150-450
Neutrophils (Absolute)      1.3     Low                 2.6     09/12/2024           x10E3/uL      1.4-7.0
Lymphs (Absolute)           1.2                         1.4     09/12/2024           x10E3/uL      0.7-3.1
Monocytes(Absolute)         0.6                         0.4     09/12/2024           x10E3/uL      0.1-0.9
Eos (Absolute)              0.1                         0.1     09/12/2024           x10E3/uL      0.0-0.4
Baso (Absolute)             0.0                         0.0     09/12/2024           x10E3/uL      0.0-0.2
Immature Granulocytes       0                           0       09/12/2024           %             Not Estab.

Date Issued: 03/06/25 1402 ET     FINAL REPORT     Page 1 of 2
This document contains private and confidential health information protected by state and federal law.
Patient: PERSON, TEST     DOB: 00/00/1979     Patient Report     Specimen ID: 000-000-0000-0

Tests                       Current Result and Flag     Previous Result and Date     Units         Reference Interval
Ferritin, Serum             6       Low                 19      09/12/2024           ng/mL         15-150
Vitamin B12                 188     Low                                              pg/mL         232-1245
Folate (Folic Acid), Serum  11.4                                                     ng/mL         >3.0
   Note: A serum folate concentration of less than 3.1 ng/mL is
   considered to represent clinical deficiency.
Vitamin D, 25-Hydroxy       17.9    Low                 24.6    09/12/2024           ng/mL         30.0-100.0
   Vitamin D deficiency has been defined by the Institute of Medicine and an Endocrine Society
   practice guideline as a level of serum 25-OH vitamin D less than 20 ng/mL (1,2). The Endocrine
   Society went on to further define vitamin D insufficiency as a level between 21 and 29 ng/mL (2).

Date Issued: 03/06/25 1402 ET     FINAL REPORT     Page 2 of 2`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.8, '%', 'low'),
      row('mcv', 91, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 32.2, 'g/dL', null),
      row('platelets', 162, '10^9/L', null),
      row('neutrophils', 1.3, '10^9/L', 'low'),
      row('lymphocytes', 1.2, '10^9/L', null),
      row('ferritin', 6, 'ng/mL', 'low'),
      row('vitamin_b12', 188, 'pg/mL', 'low'),
      row('folate', 11.4, 'ng/mL', null),
      row('vitamin_d', 17.9, 'ng/mL', 'low'),
    ],
  },
  {
    // An Indian multispeciality hospital laboratory: Investigation / Observed Value / Unit, the
    // biological reference interval (and the method) on the line BELOW each result, no flags at
    // all, 10^6/µL and 10^3/µL, interval texts with several bands (HbA1c, vitamin D); RDW-CV,
    // Mentzer index and total T4 to skip.
    id: 'h18-en-3',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE MULTISPECIALITY HOSPITAL - DEPARTMENT OF LABORATORY MEDICINE
NABL Accredited Laboratory     24x7 Laboratory Services
UHID: EX.00000000     Patient: Mrs. TEST PERSON     Age/Sex: 38 Y / F     Referred By: Dr. Example (OBG)
Bill No: OP25-00000     Collected: 05/03/2025 08:10 AM     Reported: 05/03/2025 01:45 PM     Visit: OPD

HAEMATOLOGY - COMPLETE BLOOD COUNT
Investigation                               Observed Value      Unit
Haemoglobin (Hb)                            9.4                 g/dL
    Biological Ref. Interval: 12.0 - 15.0     Method: SLS haemoglobin
Packed Cell Volume (PCV)                    31.2                %
    Biological Ref. Interval: 36.0 - 46.0     Method: Calculated
Total RBC Count                             4.62                10^6/µL
    Biological Ref. Interval: 3.8 - 4.8       Method: Electrical impedance
MCV                                         67.5                fL
    Biological Ref. Interval: 83 - 101        Method: Calculated
MCH                                         20.3                pg
    Biological Ref. Interval: 27 - 32         Method: Calculated
MCHC                                        30.1                g/dL
    Biological Ref. Interval: 31.5 - 34.5     Method: Calculated
RDW-CV                                      17.8                %
    Biological Ref. Interval: 11.6 - 14.0     Method: Calculated
Total Leucocyte Count (TLC)                 8.9                 10^3/µL
    Biological Ref. Interval: 4.0 - 10.0      Method: Flow cytometry
Platelet Count                              388                 10^3/µL
    Biological Ref. Interval: 150 - 410       Method: Electrical impedance
Mentzer Index                               14.6
    Biological Ref. Interval: more than 13 suggests iron deficiency
Peripheral Smear: RBCs microcytic hypochromic with anisocytosis and pencil cells. WBCs and platelets adequate.

Page 1/2
EXAMPLE MULTISPECIALITY HOSPITAL     Mrs. TEST PERSON     UHID: EX.00000000

BIOCHEMISTRY
Investigation                               Observed Value      Unit
Glucose, Fasting (Plasma)                   96                  mg/dL
    Biological Ref. Interval: 70 - 100        Method: Hexokinase
HbA1c (Glycated Haemoglobin)                5.4                 %
    Biological Ref. Interval: Non-diabetic: < 5.7 ; Pre-diabetic: 5.7 - 6.4 ; Diabetic: >= 6.5     Method: HPLC
Serum Ferritin                              8.2                 ng/mL
    Biological Ref. Interval: 13 - 150        Method: CLIA
Vitamin B12 (Cyanocobalamin)                312                 pg/mL
    Biological Ref. Interval: 197 - 771       Method: CLIA
25-Hydroxy Vitamin D (Total)                11.6                ng/mL
    Biological Ref. Interval: Deficiency: < 20 ; Insufficiency: 20 - 29 ; Sufficiency: 30 - 100
    Method: CLIA

THYROID FUNCTION TEST
Free T3 (FT3)                               2.9                 pg/mL
    Biological Ref. Interval: 2.0 - 4.4       Method: ECLIA
Total T4 (T4)                               8.6                 µg/dL
    Biological Ref. Interval: 5.1 - 14.1      Method: ECLIA
TSH (Ultrasensitive)                        7.84                µIU/mL
    Biological Ref. Interval: 0.27 - 4.20     Method: ECLIA
    Note: In pregnancy: 1st trimester 0.1 - 2.5, 2nd trimester 0.2 - 3.0, 3rd trimester 0.3 - 3.0.

Interpretation: Microcytic hypochromic anaemia with low ferritin, consistent with iron deficiency.
Raised TSH with normal FT3: subclinical hypothyroidism to be correlated clinically; suggest anti-TPO.
*** End of Report ***     Dr. Example, MD (Pathology)     Page 2/2`,
    expected: [
      row('haemoglobin', 9.4, 'g/dL', 'low'),
      row('haematocrit', 31.2, '%', 'low'),
      row('red_cells', 4.62, '10^12/L', null),
      row('mcv', 67.5, 'fL', 'low'),
      row('mch', 20.3, 'pg', 'low'),
      row('mchc', 30.1, 'g/dL', 'low'),
      row('white_cells', 8.9, '10^9/L', null),
      row('platelets', 388, '10^9/L', null),
      row('glucose', 96, 'mg/dL', null),
      row('hba1c', 5.4, '%', null),
      row('ferritin', 8.2, 'ng/mL', 'low'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('vitamin_d', 11.6, 'ng/mL', 'low'),
      row('free_t3', 2.9, 'pg/mL', null),
      row('tsh', 7.84, 'mU/L', 'high'),
    ],
  },
  {
    // A Nigerian university teaching hospital's chemical pathology report: the unit in brackets
    // inside the test name ("Sodium (mmol/l)"), no unit column, arrows after the value (↑ ↓, and
    // ↑↑ for a critical potassium of 6.7 mmol/L), lower-case units (mmol/l, µmol/l, iu/l, g/l);
    // anion gap, phosphate and conjugated bilirubin to skip.
    id: 'h18-en-4',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE UNIVERSITY TEACHING HOSPITAL
DEPARTMENT OF CHEMICAL PATHOLOGY - CLINICAL CHEMISTRY LABORATORY
Name: TEST PERSON     Hosp. No: 000000     Age: 61 yrs     Sex: M     Ward/Clinic: Medical Emergency Unit
Requesting Doctor: Dr Example     Lab No: CP/25/00000     Specimen: Serum (SST), Fluoride oxalate
Date/Time Received: 06/03/2025 09:50     Date/Time Reported: 06/03/2025 11:55

INVESTIGATION                          RESULT         REFERENCE RANGE
ELECTROLYTES, UREA AND CREATININE (E/U/Cr)
Sodium (mmol/l)                        131 ↓          135 - 145
Potassium (mmol/l)                     6.7 ↑↑         3.5 - 5.0
Chloride (mmol/l)                      97             95 - 110
Bicarbonate (mmol/l)                   16 ↓           22 - 30
Urea (mmol/l)                          21.4 ↑         2.5 - 6.6
Creatinine (µmol/l)                    412 ↑          62 - 124
eGFR, CKD-EPI (ml/min/1.73m²)          13 ↓           > 60
Anion gap (mmol/l)                     24.7 ↑         8 - 16

CALCIUM, PHOSPHATE AND URATE
Calcium (mmol/l)                       2.01 ↓         2.10 - 2.60
Inorganic phosphate (mmol/l)           2.38 ↑         0.80 - 1.50
Uric acid (µmol/l)                     532 ↑          150 - 420

LIVER FUNCTION TEST
Total bilirubin (µmol/l)               14             3 - 17
Conjugated bilirubin (µmol/l)          4              0 - 5
AST (iu/l)                             28             0 - 37
ALT (iu/l)                             22             0 - 40
ALP (iu/l)                             146 ↑          40 - 129
Total protein (g/l)                    64             60 - 80
Albumin (g/l)                          31 ↓           35 - 50

KEY: ↑ above reference range     ↓ below reference range     ↑↑ / ↓↓ critical value
Critical potassium telephoned to Dr Example (MEU) at 11:40 on 06/03/2025 and read back. Sample not haemolysed.
Comment: Findings suggest advanced renal impairment with hyperkalaemia and metabolic acidosis. Kindly correlate clinically.
Chemical Pathologist: Dr Example, FMCPath     Page 1/1`,
    expected: [
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('chloride', 97, 'mmol/L', null),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 21.4, 'mmol/L', 'high'),
      row('creatinine', 412, 'µmol/L', 'high'),
      row('egfr', 13, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.01, 'mmol/L', 'low'),
      row('uric_acid', 532, 'µmol/L', 'high'),
      row('bilirubin', 14, 'µmol/L', null),
      row('ast', 28, 'U/L', null),
      row('alt', 22, 'U/L', null),
      row('alp', 146, 'U/L', 'high'),
      row('total_protein', 64, 'g/L', null),
      row('albumin', 31, 'g/L', 'low'),
    ],
  },
  {
    // An Australian regional hospital's emergency report: the reference interval (in parentheses)
    // and the unit come BEFORE the result, which is the last column with its flag after it (H, L,
    // LL for a critical haemoglobin of 68 g/L); monocytes, INR, APTT, lipase and troponin to skip;
    // a phoned-result note quoting a previous haemoglobin.
    id: 'h18-en-5',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE HEALTH PATHOLOGY - EXAMPLE BASE HOSPITAL LABORATORY
NATA/RCPA Accredited     Laboratory Director: Dr Example
Patient: PERSON, Test     MRN: 0000000     DOB: 00/00/1966     Sex: M     Location: Emergency Department
Requested by: Dr Example (ED Registrar)     Lab No: 25-0000000     Collected: 09/03/2025 23:48     Reported: 10/03/2025 00:41
Clinical notes: Melaena for 2 days, dizzy on standing. ?Upper GI bleed. On aspirin.

HAEMATOLOGY
Test                        Ref. Interval      Units            Result
Haemoglobin                 (130 - 180)        g/L              68 LL
White Cell Count            (4.0 - 11.0)       x10^9/L          12.4 H
Platelets                   (150 - 400)        x10^9/L          233
Mean Cell Volume            (80 - 98)          fL               84
Neutrophils                 (2.0 - 8.0)        x10^9/L          9.8 H
Lymphocytes                 (1.0 - 4.0)        x10^9/L          1.9
Monocytes                   (0.2 - 1.0)        x10^9/L          0.7
INR                         (0.9 - 1.2)                         1.1
APTT                        (25 - 38)          sec              29
Critical haemoglobin phoned to Dr Example (ED) at 00:38 by Scientist 0000 (previous 141 g/L on 14/01/2025).
Group and Hold sample received; crossmatch on request.

BIOCHEMISTRY
Test                        Ref. Interval      Units            Result
Sodium                      (135 - 145)        mmol/L           139
Potassium                   (3.5 - 5.2)        mmol/L           4.6
Urea                        (3.0 - 8.0)        mmol/L           14.8 H
Creatinine                  (60 - 110)         umol/L           104
eGFR                        (>60)              mL/min/1.73m2    69
Albumin                     (35 - 50)          g/L              33 L
Bilirubin, Total            (<20)              umol/L           12
ALT                         (<40)              U/L              21
Lipase                      (<60)              U/L              32
C-Reactive Protein          (<5)               mg/L             4
Troponin I (hs)             (<26)              ng/L             9

Flags: H high, L low, HH / LL critical (phoned). Raised urea out of proportion to creatinine is in keeping with an upper GI bleed.
Page 1 of 1`,
    expected: [
      row('haemoglobin', 68, 'g/L', 'low'),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('platelets', 233, '10^9/L', null),
      row('mcv', 84, 'fL', null),
      row('neutrophils', 9.8, '10^9/L', 'high'),
      row('lymphocytes', 1.9, '10^9/L', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('urea', 14.8, 'mmol/L', 'high'),
      row('creatinine', 104, 'µmol/L', null),
      row('egfr', 69, 'mL/min/1.73m²', null),
      row('albumin', 33, 'g/L', 'low'),
      row('bilirubin', 12, 'µmol/L', null),
      row('alt', 21, 'U/L', null),
      row('crp', 4, 'mg/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
