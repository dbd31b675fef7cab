/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), English: reports from the US, the UK, Australia, Canada and
 * Ireland (this file) and Singapore, New Zealand, Pakistan, Kenya and a US patient portal
 * (en-6-part-2.ts). Written without reading the extractor; synthetic reports: no real people, labs
 * or phone numbers. Rows for tests Hale does not know (ratios, globulin, anion gap, RDW, ESR,
 * osmolality, transferrin, direct bilirubin, urine microscopy, urine bilirubin, urine sodium …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-6-part-2'

const cases: readonly LabReportCase[] = [
  {
    // US reference lab, two pages: separate "In Range" / "Out Of Range" columns, flag after the
    // value (H, L, HH), "> OR = 60" range, calculated ratios and globulin in between; critical
    // potassium with a call-back note.
    id: 'h5-en-1',
    language: 'en',
    kind: 'text',
    text: `Summit Valley Clinical Laboratories                              Page 1 of 2
Patient: PERSON, TEST            DOB: 01/01/1958     Sex: M     Fasting: Y
Specimen: SV000000X   Collected: 03/14/2024 07:42   Received: 03/14/2024 09:10
Ordering Physician: DOCTOR, SAMPLE MD                Reported: 03/14/2024 13:55
Test Name                            In Range   Out Of Range   Reference Range   Units
COMPREHENSIVE METABOLIC PANEL
GLUCOSE                                         112 H          65-99             mg/dL
  Fasting reference interval
UREA NITROGEN (BUN)                             38 H           7-25              mg/dL
CREATININE                                      2.41 H         0.70-1.28         mg/dL
EGFR                                            28 L           > OR = 60         mL/min/1.73m2
BUN/CREATININE RATIO                 16                        6-22              (calc)
SODIUM                               136                       135-146           mmol/L
POTASSIUM                                       6.8 HH         3.5-5.3           mmol/L
  CRITICAL VALUE CALLED TO AND READ BACK BY J. NURSE RN ON 03/14/2024 AT 13:40 ET.
  No hemolysis observed.
CHLORIDE                             101                       98-110            mmol/L
CARBON DIOXIDE                                  19 L           20-32             mmol/L
CALCIUM                              9.1                       8.6-10.3          mg/dL
Summit Valley Clinical Laboratories                              Page 2 of 2
Patient: PERSON, TEST            DOB: 01/01/1958     Specimen: SV000000X
Test Name                            In Range   Out Of Range   Reference Range   Units
COMPREHENSIVE METABOLIC PANEL (continued)
PROTEIN, TOTAL                       6.6                       6.1-8.1           g/dL
ALBUMIN                              3.9                       3.6-5.1           g/dL
GLOBULIN                             2.7                       1.9-3.7           g/dL (calc)
ALBUMIN/GLOBULIN RATIO               1.4                       1.0-2.5           (calc)
BILIRUBIN, TOTAL                     0.5                       0.2-1.2           mg/dL
ALKALINE PHOSPHATASE                 88                        35-144            U/L
AST                                  22                        10-35             U/L
ALT                                  19                        9-46              U/L
URIC ACID                                       9.2 H          4.0-8.0           mg/dL
  Therapeutic target for urate lowering therapy: <6.0 mg/dL
Performing site: Summit Valley Clinical Laboratories, 100 Example Way, Sampletown, XX 00000
Medical Director: Sample Director, MD, PhD`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 38, 'mg/dL', 'high'),
      row('creatinine', 2.41, 'mg/dL', 'high'),
      row('egfr', 28, 'mL/min/1.73m²', 'low'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('calcium', 9.1, 'mg/dL', null),
      row('total_protein', 6.6, 'g/dL', null),
      row('albumin', 3.9, 'g/dL', null),
      row('bilirubin', 0.5, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 22, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('uric_acid', 9.2, 'mg/dL', 'high'),
    ],
  },
  {
    // UK NHS trust: full blood count in g/L with a flag column between result and unit, x10^9/L
    // units, critical haemoglobin (64 g/L), a differential with monocytes/eosinophils/basophils,
    // a film comment and haematinics in ug/L. Haematocrit (L/L) is not printed.
    id: 'h5-en-2',
    language: 'en',
    kind: 'text',
    text: `Westmoor Hospitals NHS Foundation Trust
Department of Pathology - Haematology and Clinical Biochemistry
Patient: TEST PERSON          NHS No: 000 000 0000        DOB: 01.01.1949    Sex: F
Hospital No: W0000000         Location: Sample Street Surgery (GP)
Requested by: Dr Example      Specimen: Blood (EDTA / SST)    Lab No: H24.0000001
Collected: 02-Feb-2024 10:15  Received: 02-Feb-2024 11:40     Authorised: 02-Feb-2024 14:31

FULL BLOOD COUNT
Test                      Result   Flag   Units        Reference range
Haemoglobin               64       L      g/L          115 - 165
Total WBC                 5.2             x10^9/L      4.0 - 11.0
Platelets                 412      H      x10^9/L      150 - 400
Red blood cells           2.91     L      x10^12/L     3.80 - 5.80
MCV                       68.2     L      fL           80 - 100
MCH                       22.0     L      pg           27.0 - 32.0
MCHC                      322             g/L          320 - 360
RDW                       18.9     H      %            11.5 - 15.0
Neutrophils               3.1             x10^9/L      2.0 - 7.5
Lymphocytes               1.4             x10^9/L      1.0 - 4.0
Monocytes                 0.5             x10^9/L      0.2 - 1.0
Eosinophils               0.1             x10^9/L      0.0 - 0.4
Basophils                 0.1             x10^9/L      0.0 - 0.1

Film comment: Hypochromic microcytic red cells with pencil cells. Picture suggestive of
iron deficiency. Haemoglobin below action limit - result telephoned to Dr Example by BMS.

HAEMATINICS
Serum ferritin            4        L      ug/L         13 - 150
Serum folate              2.1      L      ug/L         3.9 - 26.8
Comment: Iron deficiency confirmed. Consider GI investigation as per local guidance.

*** End of report ***`,
    expected: [
      row('haemoglobin', 64, 'g/L', 'low'),
      row('white_cells', 5.2, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('red_cells', 2.91, '10^12/L', 'low'),
      row('mcv', 68.2, 'fL', 'low'),
      row('mch', 22, 'pg', 'low'),
      row('mchc', 322, 'g/L', null),
      row('neutrophils', 3.1, '10^9/L', null),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('ferritin', 4, 'µg/L', 'low'),
      row('folate', 2.1, 'µg/L', 'low'),
    ],
  },
  {
    // Australian community pathology: SI units, a "Previous" column after the range, L/LL/H flags
    // right after the value, critical low glucose, "<21" style upper-only ranges, eGFR ">90",
    // anion gap and globulin in between.
    id: 'h5-en-3',
    language: 'en',
    kind: 'text',
    text: `Coastline Pathology Pty Ltd     ABN 00 000 000 000     NATA Accreditation No. 0000
Patient: PERSON, Test         DOB: 01/01/1972      Sex: F      Medicare: 0000 00000 0
Ref. Dr: Dr A. Sample, Sample Medical Centre       Your Ref: 000000
Collected: 21/05/2024 09:05   Reported: 21/05/2024 12:40   Lab Ref: 24-0000000
Clinical notes: ?hypoglycaemia, tired, on insulin

BIOCHEMISTRY
                       Result         Units          Ref. Range    Previous 14/11/23
Sodium                 138            mmol/L         135-145       140
Potassium              3.2   L        mmol/L         3.5-5.2       4.3
Chloride               99             mmol/L         95-110        101
Bicarbonate            27             mmol/L         22-32         26
Anion Gap              12             mmol/L         4-17          13
Glucose (random)       2.6   LL       mmol/L         3.0-7.8       5.4
Urea                   4.1            mmol/L         2.9-8.2       5.0
Creatinine             62             umol/L         45-90         66
eGFR                   >90            mL/min/1.73m2  >59           >90
Urate                  0.31           mmol/L         0.14-0.35     0.29
Calcium                2.41           mmol/L         2.10-2.60     2.38

LIVER FUNCTION TESTS
Bilirubin (total)      14             umol/L         <21           11
ALP                    74             U/L            30-110        70
GGT                    52    H        U/L            <39           31
ALT                    61    H        U/L            <34           24
AST                    44    H        U/L            <31           20
Total Protein          71             g/L            60-80         73
Albumin                40             g/L            35-50         42
Globulin               31             g/L            25-45         31

Critical result: low glucose phoned to Dr Sample's rooms at 12:35 (read back confirmed).
Mild rise in liver enzymes since last visit - suggest repeat in 6 weeks.
Tests completed: UEC, LFT, GLU. Page 1 of 1`,
    expected: [
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 27, 'mmol/L', null),
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('urea', 4.1, 'mmol/L', null),
      row('creatinine', 62, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 0.31, 'mmol/L', null),
      row('calcium', 2.41, 'mmol/L', null),
      row('bilirubin', 14, 'µmol/L', null),
      row('alp', 74, 'U/L', null),
      row('ggt', 52, 'U/L', 'high'),
      row('alt', 61, 'U/L', 'high'),
      row('ast', 44, 'U/L', 'high'),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 40, 'g/L', null),
    ],
  },
  {
    // Canadian community lab (Ontario): FLAG column before the result (HI/LO), range and unit in
    // one column ("<5.20 mmol/L", ">1.00 mmol/L", "<=40 U/L"), interpretive comments with numbers,
    // non-HDL, a cholesterol/HDL ratio without range and a urine ACR that are not Hale's.
    id: 'h5-en-4',
    language: 'en',
    kind: 'text',
    text: `Northbay Medical Laboratories - Ontario                    FINAL REPORT      Page 1 of 1
Patient: PERSON, TEST     HCN: 0000-000-000-XX     DOB: 1966-01-01     Sex: M
Collected: 2024-04-09 08:12     Received: 2024-04-09 10:03     Reported: 2024-04-09 16:48
Ordering Provider: SAMPLE, DOCTOR        Copy to: EXAMPLE, CLINIC

TEST                              FLAG   RESULT      REFERENCE RANGE - UNITS
CHEMISTRY
Glucose Fasting                   HI     6.4         3.6-6.0 mmol/L
Hemoglobin A1C                    HI     6.3         <6.0 %
   Hemoglobin A1C of 6.0-6.4 % indicates prediabetes; >=6.5 % is consistent with diabetes.
Creatinine                               88          60-110 umol/L
eGFR                                     82          >=60 mL/min/1.73m2
   eGFR calculated with the CKD-EPI 2021 equation (not race adjusted).
ALT                                      31          <=40 U/L
Albumin/Creatinine Ratio, Urine          1.2         <2.0 mg/mmol

LIPID ASSESSMENT
Cholesterol                       HI     6.21        <5.20 mmol/L
Triglycerides                     HI     2.34        <1.70 mmol/L
HDL Cholesterol                   LO     0.98        >1.00 mmol/L
LDL Cholesterol (calculated)      HI     4.17        <3.50 mmol/L
Non-HDL Cholesterol               HI     5.23        <4.20 mmol/L
Cholesterol/HDL Ratio                    6.3
   Treatment targets depend on cardiovascular risk; see current national dyslipidemia guidelines.

ENDOCRINOLOGY
TSH                                      2.84        0.32-4.00 mU/L
Free T4                                  14          9-19 pmol/L

*** END OF REPORT ***`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 82, 'mL/min/1.73m²', null),
      row('alt', 31, 'U/L', null),
      row('cholesterol', 6.21, 'mmol/L', 'high'),
      row('triglycerides', 2.34, 'mmol/L', 'high'),
      row('hdl', 0.98, 'mmol/L', 'low'),
      row('ldl', 4.17, 'mmol/L', 'high'),
      row('tsh', 2.84, 'mU/L', null),
      row('free_t4', 14, 'pmol/L', null),
    ],
  },
  {
    // Irish hospital lab: "*" marks after the value with no direction (direction from the range),
    // iron studies with transferrin (not Hale's) and transferrin saturation, vitamin D in nmol/L
    // with an interpretive line, ESR and anti-TPO in between, mIU/L for TSH.
    id: 'h5-en-5',
    language: 'en',
    kind: 'text',
    text: `St Brigid's University Hospital - Department of Clinical Chemistry
Patient Name: TEST PERSON       MRN: 0000000       D.O.B.: 01/01/1985      Sex: F
Location: GP - Sample Medical Practice               Consultant: Dr Example
Sample received: 11/03/2024 11:02       Authorised: 12/03/2024 09:30     Sample ID: C0000000

Analyte                          Result      Units        Reference Range
IRON STUDIES
Serum Iron                       6.1 *       umol/L       9.0 - 30.4
Transferrin                      3.9 *       g/L          2.0 - 3.6
Transferrin Saturation           6 *         %            15 - 45
Ferritin                         7 *         ug/L         15 - 150

VITAMINS
25-OH Vitamin D                  31 *        nmol/L       50 - 125
   Vitamin D 30-49 nmol/L: insufficiency; below 30 nmol/L: deficiency.
Vitamin B12                      312         pg/mL        197 - 771
Serum Folate                     4.6         ug/L         3.9 - 26.8

INFLAMMATORY MARKERS
C-Reactive Protein               24 *        mg/L         0 - 5
ESR                              38 *        mm/hr        1 - 20

THYROID FUNCTION
TSH                              6.72 *      mIU/L        0.27 - 4.20
Free T4                          11.8 *      pmol/L       12.0 - 22.0
Free T3                          4.1         pmol/L       3.1 - 6.8
Anti-TPO Antibodies              212 *       IU/mL        <34
Comment: Biochemical hypothyroidism with positive thyroid antibodies. Iron deficiency.
* = result outside reference range.                                   Page 1 of 1`,
    expected: [
      row('iron', 6.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 7, 'µg/L', 'low'),
      row('vitamin_d', 31, 'nmol/L', 'low'),
      row('vitamin_b12', 312, 'pg/mL', null),
      row('folate', 4.6, 'µg/L', null),
      row('crp', 24, 'mg/L', 'high'),
      row('tsh', 6.72, 'mU/L', 'high'),
      row('free_t4', 11.8, 'pmol/L', 'low'),
      row('free_t3', 4.1, 'pmol/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
