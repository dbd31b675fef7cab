/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), English: hospital, GP, community-lab and polyclinic
 * reports and patient-portal exports from the UK, the US, Canada, Australia, India, South Africa
 * and Singapore. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (RDW, ESR, globulin, ratios, non-HDL
 * cholesterol, TIBC, transferrin, total T3/T4, osmolality, urine sodium, urine microscopy, urine
 * bilirubin and urobilinogen, antibodies …), previous-result columns and numbers in comment lines
 * are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-15-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS hospital, acute medical unit: FBC and U&E with a critical potassium (HH) and a
    // telephoned-result line; Hb in g/L, counts in x10^9/L, no haematocrit, an AKI alert comment
    // quoting a baseline creatinine that is not a result, RDW and monocytes mixed in.
    id: 'h14-en-1',
    language: 'en',
    kind: 'text',
    text: `Northfield Valley NHS Foundation Trust
Department of Blood Sciences - Clinical Biochemistry and Haematology
Patient: TEST PERSON          Hospital No: X000000        NHS No: 000 000 0000
DOB: 01.01.1948   Sex: M      Location: Acute Medical Unit, Ward 12
Requested by: Dr A Example    Collected: 14-Mar-2024 06:40    Received: 14-Mar-2024 07:15
Specimen: Blood (EDTA, lithium heparin)
FULL BLOOD COUNT
Test                      Result    Flag   Units          Reference range
Haemoglobin               118       L      g/L            130 - 170
White cell count          11.8      H      x10^9/L        4.0 - 11.0
Platelet count            412       H      x10^9/L        150 - 400
Red cell count            4.02      L      x10^12/L       4.50 - 5.90
Mean cell volume          88.1             fL             80 - 100
Mean cell haemoglobin     29.4             pg             27 - 32
Red cell distribution wd  15.2      H      %              11.5 - 15.0
Neutrophils               9.1       H      x10^9/L        2.0 - 7.5
Lymphocytes               1.6              x10^9/L        1.5 - 4.0
Monocytes                 0.9              x10^9/L        0.2 - 1.0
Eosinophils               0.2              x10^9/L        0.0 - 0.4
Film: neutrophilia, no blasts seen.
UREA AND ELECTROLYTES
Sodium                    137              mmol/L         133 - 146
Potassium                 6.8       HH     mmol/L         3.5 - 5.3
  ** CRITICAL RESULT telephoned to Dr A Example (FY2) at 07:52 by BMS 2291, read back. **
  Sample not haemolysed (haemolysis index 12).
Urea                      14.2      H      mmol/L         2.5 - 7.8
Creatinine                212       H      umol/L         59 - 104
eGFR (CKD-EPI)            27        L      mL/min/1.73m2  >90
  AKI stage 2 alert: creatinine 2.1 x baseline (101 umol/L on 02-Feb-2024).
  eGFR is not valid in acute kidney injury.
C-reactive protein        36        H      mg/L           0 - 5
Authorised by: Duty Biochemist     Report printed 14/03/2024 08:03
Page 1 of 1`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 412, '10^9/L', 'high'),
      row('red_cells', 4.02, '10^12/L', 'low'),
      row('mcv', 88.1, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 137, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 212, 'µmol/L', 'high'),
      row('egfr', 27, 'mL/min/1.73m²', 'low'),
      row('crp', 36, 'mg/L', 'high'),
    ],
  },
  {
    // US reference lab (national-lab layout): "In Range" and "Out Of Range" result columns, the
    // flag after an out-of-range value, the unit inside the reference-range column, conventional
    // units (mg/dL), BUN for urea, "CARBON DIOXIDE" for bicarbonate, "> OR = 60" ranges, calculated
    // ratios and non-HDL cholesterol, long interpretive comments with numbers.
    id: 'h14-en-2',
    language: 'en',
    kind: 'text',
    text: `SUNNYVALE CLINICAL LABORATORIES, INC.                       Report Status: Final
Synthetic report - not a real laboratory
Patient Information          Specimen Information                 Client Information
TEST PERSON                  Specimen: QX000000A                  Client #: 00000000
DOB: 01/01/1961  AGE: 63     Collected: 04/22/2024 / 08:10 EDT    EXAMPLE FAMILY MEDICINE
Gender: F   Fasting: Y       Received: 04/22/2024 / 13:42 EDT
                             Reported: 04/23/2024 / 05:17 EDT
Test Name                          In Range    Out Of Range    Reference Range            Lab
COMPREHENSIVE METABOLIC PANEL
  GLUCOSE                                      112 H           65-99 mg/dL                AA
     Fasting reference interval
     For someone without known diabetes, a fasting glucose value between 100 and 125 mg/dL
     is consistent with prediabetes and should be confirmed with a follow-up test.
  UREA NITROGEN (BUN)              18                          7-25 mg/dL                 AA
  CREATININE                       0.86                        0.50-1.03 mg/dL            AA
  EGFR                             74                          > OR = 60 mL/min/1.73m2    AA
  BUN/CREATININE RATIO             NOT APPLICABLE              6-22 (calc)                AA
  SODIUM                           139                         135-146 mmol/L             AA
  POTASSIUM                        4.6                         3.5-5.3 mmol/L             AA
  CHLORIDE                         101                         98-110 mmol/L              AA
  CARBON DIOXIDE                   22                          20-32 mmol/L               AA
  CALCIUM                          9.6                         8.6-10.4 mg/dL             AA
  PROTEIN, TOTAL                   7.4                         6.1-8.1 g/dL               AA
  ALBUMIN                          4.5                         3.6-5.1 g/dL               AA
  GLOBULIN                         2.9                         1.9-3.7 g/dL (calc)        AA
  ALBUMIN/GLOBULIN RATIO           1.6                         1.0-2.5 (calc)             AA
  BILIRUBIN, TOTAL                 0.7                         0.2-1.2 mg/dL              AA
  ALKALINE PHOSPHATASE             88                          37-153 U/L                 AA
  AST                              31                          10-35 U/L                  AA
  ALT                                          52 H            6-29 U/L                   AA
LIPID PANEL
  CHOLESTEROL, TOTAL                           238 H           <200 mg/dL                 AA
  HDL CHOLESTEROL                              38 L            > OR = 50 mg/dL            AA
  TRIGLYCERIDES                                262 H           <150 mg/dL                 AA
  LDL-CHOLESTEROL                              152 H           <100 mg/dL (calc)          AA
     Desirable range <100 mg/dL for primary prevention;
     <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors.
  CHOL/HDLC RATIO                              6.3 H           <5.0 (calc)                AA
  NON HDL CHOLESTEROL                          200 H           <130 mg/dL (calc)          AA
     For patients with diabetes plus 1 major ASCVD risk factor, treating to a non-HDL-C
     goal of <100 mg/dL (LDL-C of <70 mg/dL) is considered a therapeutic option.
PERFORMING SITE:
AA  SUNNYVALE CLINICAL LABORATORIES, 000 EXAMPLE AVENUE, EXAMPLE CITY, XX 00000
Page 1 of 1`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.86, 'mg/dL', null),
      row('egfr', 74, 'mL/min/1.73m²', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 22, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
      row('cholesterol', 238, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 262, 'mg/dL', 'high'),
      row('ldl', 152, 'mg/dL', 'high'),
    ],
  },
  {
    // US patient portal CSV export of a CBC with absolute differential, ferritin, B12 and folate:
    // x10E3/uL and x10E6/uL units, a critical haemoglobin flagged LL, blank flags for normal
    // results, "Not Estab." and ">3.0" ranges, RDW, monocytes, eosinophils and reticulocytes.
    id: 'h14-en-3',
    language: 'en',
    kind: 'csv',
    text: `Test,Result,Flag,Units,Reference Interval,Collected,Status
WBC,3.1,L,x10E3/uL,3.4-10.8,04/02/2024 09:12 AM,Final
RBC,2.41,L,x10E6/uL,3.77-5.28,04/02/2024 09:12 AM,Final
Hemoglobin,6.4,LL,g/dL,11.1-15.9,04/02/2024 09:12 AM,Final
Hematocrit,21.2,L,%,34.0-46.6,04/02/2024 09:12 AM,Final
MCV,88,,fL,79-97,04/02/2024 09:12 AM,Final
MCH,26.6,,pg,26.6-33.0,04/02/2024 09:12 AM,Final
MCHC,30.2,L,g/dL,31.5-35.7,04/02/2024 09:12 AM,Final
RDW,17.8,H,%,11.7-15.4,04/02/2024 09:12 AM,Final
Platelets,132,L,x10E3/uL,150-450,04/02/2024 09:12 AM,Final
Neutrophils (Absolute),1.9,,x10E3/uL,1.4-7.0,04/02/2024 09:12 AM,Final
Lymphs (Absolute),0.6,L,x10E3/uL,0.7-3.1,04/02/2024 09:12 AM,Final
Monocytes(Absolute),0.3,,x10E3/uL,0.1-0.9,04/02/2024 09:12 AM,Final
Eos (Absolute),0.1,,x10E3/uL,0.0-0.4,04/02/2024 09:12 AM,Final
Immature Granulocytes,0,,%,Not Estab.,04/02/2024 09:12 AM,Final
Reticulocyte Count,1.1,,%,0.6-2.6,04/02/2024 09:12 AM,Final
Ferritin,4,L,ng/mL,15-150,04/02/2024 09:12 AM,Final
Vitamin B12,182,L,pg/mL,232-1245,04/02/2024 09:12 AM,Final
Folate (Folic Acid) Serum,2.4,L,ng/mL,>3.0,04/02/2024 09:12 AM,Final`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.2, '%', 'low'),
      row('mcv', 88, 'fL', null),
      row('mch', 26.6, 'pg', null),
      row('mchc', 30.2, 'g/dL', 'low'),
      row('platelets', 132, '10^9/L', 'low'),
      row('neutrophils', 1.9, '10^9/L', null),
      row('lymphocytes', 0.6, '10^9/L', 'low'),
      row('ferritin', 4, 'ng/mL', 'low'),
      row('vitamin_b12', 182, 'pg/mL', 'low'),
      row('folate', 2.4, 'ng/mL', 'low'),
    ],
  },
  {
    // Australian community pathology: SI units (umol/L, g/L, mmol/L), the H/L glued to the value
    // ("131H"), ranges in brackets, a "Previous" column to the right of the range, a urate in
    // mmol/L, non-HDL cholesterol and a ratio without ranges, clinical notes naming a dose.
    id: 'h14-en-4',
    language: 'en',
    kind: 'text',
    text: `WATTLE BAY PATHOLOGY                          Synthetic report - not a real laboratory
Patient: PERSON, Test          DOB: 01/01/1957     Sex: M     Medicare: 0000 00000 0
Referring Dr: Dr B Example, Example Street Medical Centre
Lab ID: 24-0871623     Collected: 03/03/2024 07:40     Reported: 03/03/2024 15:12
Clinical notes: Fatigue. ?Fatty liver. On atorvastatin 20mg. Fasting.
BIOCHEMISTRY
                          Result     Units      Ref. Range      Previous (12/01/24)
Liver Function Tests
Bilirubin                 14         umol/L     (<20)           11
ALP                       131H       U/L        (30-110)        92
GGT                       96H        U/L        (5-50)          48
ALT                       72H        U/L        (<40)           35
AST                       51H        U/L        (<35)           28
Total Protein             70         g/L        (60-80)         72
Albumin                   38         g/L        (35-50)         41
Globulin                  32         g/L        (25-40)         31
Fasting Lipids
Cholesterol               6.4H       mmol/L     (<5.5)          5.1
Triglyceride              2.6H       mmol/L     (<2.0)          1.7
HDL Cholesterol           0.9L       mmol/L     (>1.0)          1.1
LDL Cholesterol           4.3H       mmol/L     (<3.5)          3.2
Non-HDL Cholesterol       5.5        mmol/L                     4.0
Chol/HDL Ratio            7.1                                   4.6
  Lipid targets depend on absolute cardiovascular risk; see national guidelines.
Glucose and Urate
Glucose (fasting)         6.6H       mmol/L     (3.0-6.0)       5.9
HbA1c (NGSP)              6.9H       %          (<6.0)          6.3
Urate                     0.46H      mmol/L     (0.20-0.42)     0.39
COMMENT: Rising transaminases and GGT since January. Suggest liver ultrasound and repeat
LFTs in 6 weeks. HbA1c of 6.5% or more is consistent with diabetes.
Tests completed: LFT, LIPIDS, GLU, HBA1C, URATE     All tests on this request have been completed.`,
    expected: [
      row('bilirubin', 14, 'µmol/L', null),
      row('alp', 131, 'U/L', 'high'),
      row('ggt', 96, 'U/L', 'high'),
      row('alt', 72, 'U/L', 'high'),
      row('ast', 51, 'U/L', 'high'),
      row('total_protein', 70, 'g/L', null),
      row('albumin', 38, 'g/L', null),
      row('cholesterol', 6.4, 'mmol/L', 'high'),
      row('triglycerides', 2.6, 'mmol/L', 'high'),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('ldl', 4.3, 'mmol/L', 'high'),
      row('glucose', 6.6, 'mmol/L', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('uric_acid', 0.46, 'mmol/L', 'high'),
    ],
  },
  {
    // Canadian (Ontario) provincial portal CSV: SI units (ug/L, umol/L, pmol/L, nmol/L), an eGFR
    // written ">90", ranges ">220" and "<8.0", TIBC and transferrin (not saturation) mixed in,
    // a performing-lab column.
    id: 'h14-en-5',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Units,Reference Range,Flag,Collection Date,Performing Lab
Creatinine,68,umol/L,50-100,,2024-02-19,Example Community Laboratory
eGFR,>90,mL/min/1.73m2,>=60,,2024-02-19,Example Community Laboratory
Ferritin,8,ug/L,15-247,L,2024-02-19,Example Community Laboratory
Iron,6,umol/L,10-30,L,2024-02-19,Example Community Laboratory
TIBC,78,umol/L,45-70,H,2024-02-19,Example Community Laboratory
Transferrin,3.9,g/L,2.0-3.6,H,2024-02-19,Example Community Laboratory
Transferrin Saturation,8,%,20-50,L,2024-02-19,Example Community Laboratory
TSH,7.82,mU/L,0.32-4.00,H,2024-02-19,Example Community Laboratory
Free T4,10.1,pmol/L,12.0-22.0,L,2024-02-19,Example Community Laboratory
Vitamin D 25-Hydroxy,38,nmol/L,75-250,L,2024-02-19,Example Community Laboratory
Vitamin B12,142,pmol/L,>220,L,2024-02-19,Example Community Laboratory
C-Reactive Protein,12.4,mg/L,<8.0,H,2024-02-19,Example Community Laboratory`,
    expected: [
      row('creatinine', 68, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('ferritin', 8, 'µg/L', 'low'),
      row('iron', 6, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('tsh', 7.82, 'mU/L', 'high'),
      row('free_t4', 10.1, 'pmol/L', 'low'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 142, 'pmol/L', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
    ],
  },
]

const all: readonly LabReportCase[] = [...cases, ...moreCases]

export default all
