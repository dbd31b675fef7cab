/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), English: reports from labs of the UK, the US, Canada,
 * Australia, India, the Philippines and Ghana. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV,
 * ESR, monocytes, globulin, ratios, non-HDL and VLDL cholesterol, eAG, direct bilirubin,
 * transferrin, TIBC, urine bilirubin and urobilinogen, microscopy, malaria and sickling tests …)
 * and rows whose unit Hale has no canonical spelling for (none are printed here) are not results
 * to extract; in cumulative reports only the current column is the result.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-5-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK hospital (NHS trust), FBC then U&E over two pages: haemoglobin and MCHC in g/L, counts in
    // x10^9/L, creatinine in umol/L, a critical potassium flagged HH with a phoned-result note, a
    // full differential of which only neutrophils and lymphocytes are known.
    id: 'h4-en-1',
    language: 'en',
    kind: 'text',
    text: `Northbridge General Hospital NHS Trust - Department of Blood Sciences
Clinical Biochemistry and Haematology Report                                   Page 1 of 2
Patient: PERSON, Test (Mr)           NHS No: 000 000 0000          DOB: 01/01/1948
Hospital No: X0000000                Location: Ward 7 (Acute Medical Unit)
Consultant: Dr A Example             Requested: 12/05/2024 06:10   Received: 12/05/2024 07:02
Specimen: Venous blood (EDTA, lithium heparin)

FULL BLOOD COUNT
Test                          Result     Flag    Units          Reference range
Haemoglobin                   118        L       g/L            130 - 170
White cell count              11.6       H       x10^9/L        4.0 - 11.0
Platelet count                402        H       x10^9/L        150 - 400
Red cell count                4.02       L       x10^12/L       4.50 - 5.90
Mean cell volume              87.6               fL             80 - 100
Mean cell haemoglobin         29.4               pg             27.0 - 32.0
MCHC                          334                g/L            320 - 360
Red cell distribution width   14.9               %              11.5 - 15.0
Neutrophils                   8.9        H       x10^9/L        2.0 - 7.5
Lymphocytes                   1.6                x10^9/L        1.5 - 4.0
Monocytes                     0.8                x10^9/L        0.2 - 1.0
Eosinophils                   0.2                x10^9/L        0.0 - 0.4
Basophils                     0.1                x10^9/L        0.0 - 0.1
Film: neutrophilia. No blasts seen.

Continued overleaf
Northbridge General Hospital NHS Trust                                         Page 2 of 2
PERSON, Test    NHS No: 000 000 0000    DOB: 01/01/1948

UREA AND ELECTROLYTES
Test                          Result     Flag    Units          Reference range
Sodium                        134                mmol/L         133 - 146
Potassium                     6.8        HH      mmol/L         3.5 - 5.3
** CRITICAL RESULT: potassium. Sample checked, no haemolysis detected.
** Telephoned to Dr A Example, Ward 7, at 07:48 by BMS, read back confirmed.
Bicarbonate                   19         L       mmol/L         22 - 29
Urea                          14.2       H       mmol/L         2.5 - 7.8
Creatinine                    186        H       umol/L         59 - 104
eGFR (CKD-EPI)                34         L       mL/min/1.73m2  >90
eGFR is not valid in acute kidney injury; interpret with clinical context.
AKI warning stage 2 (creatinine ratio to baseline 2.1).

Authorised by: Clinical Scientist (Biochemistry)       12/05/2024 08:02
END OF REPORT`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('platelets', 402, '10^9/L', 'high'),
      row('red_cells', 4.02, '10^12/L', 'low'),
      row('mcv', 87.6, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 334, 'g/L', null),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 134, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 186, 'µmol/L', 'high'),
      row('egfr', 34, 'mL/min/1.73m²', 'low'),
    ],
  },
  {
    // US reference lab, "In Range" / "Out Of Range" columns: the column a value sits in is its
    // flag, the unit is printed inside the reference range, the LDL range is on a note line,
    // carbon dioxide is the bicarbonate of a CMP, BUN is urea in mg/dL; ratios, globulin and
    // non-HDL cholesterol are calculated rows Hale does not know.
    id: 'h4-en-2',
    language: 'en',
    kind: 'text',
    text: `Crestline Diagnostics                                                    Patient Report
Patient Information            Specimen Information                 Client Information
PERSON, TEST                   Specimen: XX000000X                  Client #: 00000000
DOB: 01/01/1966  AGE: 58       Requisition: 0000000                 EXAMPLE FAMILY MEDICINE
Gender: M                      Collected: 03/11/2024 / 07:52 EDT    0 EXAMPLE ST
Phone: 000-000-0000            Received: 03/11/2024 / 10:14 EDT     ANYTOWN, XX 00000
Patient ID: 000000             Reported: 03/12/2024 / 04:31 EDT
Fasting: YES

Test Name                           In Range    Out Of Range    Reference Range        Lab
LIPID PANEL, STANDARD
   CHOLESTEROL, TOTAL                           231 H           <200 mg/dL             01
   HDL CHOLESTEROL                              38 L            > OR = 40 mg/dL        01
   TRIGLYCERIDES                                212 H           <150 mg/dL             01
   LDL-CHOLESTEROL                              153 H           mg/dL (calc)           01
      Reference range: <100
      Desirable range <100 mg/dL for primary prevention;
      <70 mg/dL for patients with CHD or diabetic patients
      with > or = 2 CHD risk equivalents.
   CHOL/HDLC RATIO                              6.1 H           <5.0 (calc)            01
   NON HDL CHOLESTEROL                          193 H           <130 mg/dL (calc)      01
COMPREHENSIVE METABOLIC PANEL
   GLUCOSE                                      112 H           65-99 mg/dL            01
      Fasting reference interval
   UREA NITROGEN (BUN)              18                          7-25 mg/dL             01
   CREATININE                       1.12                        0.70-1.33 mg/dL        01
   EGFR                             72                          > OR = 60 mL/min/1.73m2  01
   BUN/CREATININE RATIO             NOT APPLICABLE              6-22 (calc)            01
   SODIUM                           139                         135-146 mmol/L         01
   POTASSIUM                        4.4                         3.5-5.3 mmol/L         01
   CHLORIDE                         101                         98-110 mmol/L          01
   CARBON DIOXIDE                   26                          20-32 mmol/L           01
   CALCIUM                          9.6                         8.6-10.3 mg/dL         01
   PROTEIN, TOTAL                   7.1                         6.1-8.1 g/dL           01
   ALBUMIN                          4.3                         3.6-5.1 g/dL           01
   GLOBULIN                         2.8                         1.9-3.7 g/dL (calc)    01
   ALBUMIN/GLOBULIN RATIO           1.5                         1.0-2.5 (calc)         01
   BILIRUBIN, TOTAL                 0.6                         0.2-1.2 mg/dL          01
   ALKALINE PHOSPHATASE             88                          36-130 U/L             01
   AST                                          41 H            10-35 U/L              01
   ALT                                          58 H            9-46 U/L               01

PERFORMING SITE:
01 CRESTLINE DIAGNOSTICS, 0 EXAMPLE AVENUE, ANYTOWN, XX 00000  Laboratory Director: A EXAMPLE, MD
PERSON, TEST - 00000000                                     Page 1 of 1`,
    expected: [
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 212, 'mg/dL', 'high'),
      row('ldl', 153, 'mg/dL', 'high'),
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 1.12, 'mg/dL', null),
      row('egfr', 72, 'mL/min/1.73m²', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 26, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 41, 'U/L', 'high'),
      row('alt', 58, 'U/L', 'high'),
    ],
  },
  {
    // US patient portal CSV: CBC in K/uL and M/uL with a critical haemoglobin flagged
    // "LL (Critical)", absolute differential counts, then anaemia work-up; RDW, MPV, monocytes,
    // reticulocytes and TIBC are not known.
    id: 'h4-en-3',
    language: 'en',
    kind: 'csv',
    text: `Component,Value,Flag,Units,Standard Range,Collected
WBC,3.1,L,K/uL,4.0 - 10.5,01/15/2024 06:12
RBC,2.41,L,M/uL,4.20 - 5.40,01/15/2024 06:12
Hemoglobin,6.4,LL (Critical),g/dL,12.0 - 16.0,01/15/2024 06:12
Hematocrit,20.8,L,%,37.0 - 47.0,01/15/2024 06:12
MCV,86.3,,fL,80.0 - 100.0,01/15/2024 06:12
MCH,26.6,L,pg,27.0 - 33.0,01/15/2024 06:12
MCHC,30.8,L,g/dL,32.0 - 36.0,01/15/2024 06:12
RDW,17.2,H,%,11.5 - 14.5,01/15/2024 06:12
Platelets,138,L,K/uL,150 - 400,01/15/2024 06:12
MPV,10.9,,fL,7.5 - 11.5,01/15/2024 06:12
Absolute Neutrophils,2.1,,K/uL,1.8 - 7.7,01/15/2024 06:12
Absolute Lymphocytes,0.8,L,K/uL,1.0 - 4.8,01/15/2024 06:12
Absolute Monocytes,0.2,,K/uL,0.2 - 0.9,01/15/2024 06:12
Reticulocyte Count,0.9,,%,0.5 - 2.0,01/15/2024 06:12
Ferritin,4,L,ng/mL,11 - 307,01/15/2024 06:12
TIBC,462,H,ug/dL,250 - 450,01/15/2024 06:12
Iron Saturation,5,L,%,15 - 50,01/15/2024 06:12
Vitamin B12,612,,pg/mL,232 - 1245,01/15/2024 06:12
Folate,9.8,,ng/mL,>5.9,01/15/2024 06:12`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 20.8, '%', 'low'),
      row('mcv', 86.3, 'fL', null),
      row('mch', 26.6, 'pg', 'low'),
      row('mchc', 30.8, 'g/dL', 'low'),
      row('platelets', 138, '10^9/L', 'low'),
      row('neutrophils', 2.1, '10^9/L', null),
      row('lymphocytes', 0.8, '10^9/L', 'low'),
      row('ferritin', 4, 'ng/mL', 'low'),
      row('transferrin_saturation', 5, '%', 'low'),
      row('vitamin_b12', 612, 'pg/mL', null),
      row('folate', 9.8, 'ng/mL', null),
    ],
  },
  {
    // Australian cumulative report: three dated columns with this request's results in the
    // right-hand one (earlier columns are history, not results), flags after the current value,
    // ranges in brackets after the unit; transferrin (not its saturation) is not known; only the
    // current column of vitamin D is filled.
    id: 'h4-en-4',
    language: 'en',
    kind: 'text',
    text: `WATTLE CREEK PATHOLOGY                              Accredited Laboratory No. 0000
Patient: PERSON, Test               DOB: 01/01/1961        Sex: F
Medicare No: XXXX XXXXX X           Your Ref: 000000       Lab No: 24-0000000
Referred by: Dr A Example, Example Street Medical Centre
Clinical notes: Fatigue. ?hypothyroid. Iron studies.

IRON STUDIES
                         Date    14/09/23    02/02/24    19/06/24
                         Time       08:40       09:15       08:05
Iron                                   14          10        8 L     umol/L     (10-30)
Transferrin                           3.1         3.4        3.6     g/L        (2.0-3.6)
Transferrin Saturation                 18          12        9 L     %          (15-45)
Ferritin                               41          22       12 L     ug/L       (30-500)
Comment: Iron studies consistent with iron deficiency. Suggest investigation for
cause if not already known.

THYROID FUNCTION TESTS
TSH                                  2.10      4.52 H     6.84 H     mIU/L      (0.40-4.00)
Free T4                              13.8        12.1       11.2     pmol/L     (9.0-19.0)
Free T3                               4.9         4.4        4.1     pmol/L     (2.6-6.0)
Comment: Raised TSH with normal free T4, consistent with subclinical hypothyroidism.
Suggest repeat with thyroid peroxidase antibodies in 6-8 weeks.

VITAMIN D
25-OH Vitamin D                                               38 L     nmol/L     (>50)

GLYCATED HAEMOGLOBIN
HbA1c                                 5.9         6.2      6.6 H     %          (4.0-6.0)
An HbA1c of 6.5% or more is consistent with a diagnosis of diabetes.

Results in the right-hand column are from this request (19/06/24); earlier columns are shown
for comparison.
Tests completed: FE, TFT, VITD, HBA1C         Page 1 of 1         Final report`,
    expected: [
      row('iron', 8, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 12, 'µg/L', 'low'),
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', null),
      row('free_t3', 4.1, 'pmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('hba1c', 6.6, '%', 'high'),
    ],
  },
  {
    // Indian private lab: "Bio. Ref. Interval" column, no flags at all (the range decides),
    // method lines under tests, SGOT/SGPT names, direct and indirect bilirubin, eAG, globulin,
    // VLDL and ratios that are not known, interpretation tables after the results.
    id: 'h4-en-5',
    language: 'en',
    kind: 'text',
    text: `MEDIVISTA DIAGNOSTIC CENTRE
Accredited Laboratory (Certificate No. MC-0000)
Name        : Mr. TEST PERSON                    Reg. No.    : 0000000
Age / Sex   : 52 Yrs / Male                      Collected   : 18/07/2024 08:20 AM
Ref. By     : Dr. EXAMPLE                        Reported    : 18/07/2024 04:45 PM
Sample Type : Serum, EDTA Whole Blood, Fluoride Plasma
--------------------------------------------------------------------------------
Test Name                                  Result    Unit      Bio. Ref. Interval
--------------------------------------------------------------------------------
                              DIABETES SCREEN
Glucose - Fasting                          138       mg/dL     70 - 100
  (Plasma, Hexokinase)
HbA1c (Glycosylated Haemoglobin)           7.4       %         4.0 - 5.6
  (Whole blood, HPLC, NGSP certified)
Estimated Average Glucose (eAG)            166       mg/dL
  Interpretation: Non-diabetic < 5.7 %   Pre-diabetic 5.7 - 6.4 %   Diabetic >= 6.5 %

                          KIDNEY FUNCTION TEST
Blood Urea                                 32        mg/dL     17 - 43
Creatinine                                 1.4       mg/dL     0.7 - 1.3
  (Jaffe, kinetic)
Uric Acid                                  8.1       mg/dL     3.5 - 7.2

                           LIVER FUNCTION TEST
Bilirubin - Total                          0.9       mg/dL     0.3 - 1.2
Bilirubin - Direct                         0.3       mg/dL     0.0 - 0.2
Bilirubin - Indirect                       0.6       mg/dL     0.2 - 1.0
SGOT / AST                                 28        U/L       < 35
SGPT / ALT                                 52        U/L       < 45
Alkaline Phosphatase                       92        U/L       30 - 120
Gamma GT (GGT)                             61        U/L       < 55
Total Protein                              7.2       g/dL      6.4 - 8.3
Albumin                                    4.1       g/dL      3.5 - 5.2
Globulin                                   3.1       g/dL      2.0 - 3.5
A : G Ratio                                1.32                0.9 - 2.0

                              LIPID PROFILE
Cholesterol - Total                        214       mg/dL     < 200
Triglycerides                              246       mg/dL     < 150
HDL Cholesterol                            36        mg/dL     > 40
LDL Cholesterol (Calculated)               129       mg/dL     < 100
VLDL Cholesterol                           49        mg/dL     < 30
Total Cholesterol / HDL Ratio              5.9                 < 5.0
  Total cholesterol: Desirable < 200, Borderline high 200 - 239, High >= 240 mg/dL
  Triglycerides: Normal < 150, Borderline high 150 - 199, High 200 - 499 mg/dL

                                VITAMINS
25-Hydroxy Vitamin D (Total)               14.2      ng/mL     30 - 100
  Deficiency < 20   Insufficiency 20 - 30   Sufficiency 30 - 100   Toxicity > 100
Vitamin B12 (Cyanocobalamin)               168       pg/mL     211 - 911
  (CLIA)

Results relate only to the sample as received. Kindly correlate clinically.
                          *** End of Report ***
Dr. EXAMPLE, MD (Pathology)                                          Page 1 of 1`,
    expected: [
      row('glucose', 138, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('urea', 32, 'mg/dL', null),
      row('creatinine', 1.4, 'mg/dL', 'high'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('bilirubin', 0.9, 'mg/dL', null),
      row('ast', 28, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
      row('alp', 92, 'U/L', null),
      row('ggt', 61, 'U/L', 'high'),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.1, 'g/dL', null),
      row('cholesterol', 214, 'mg/dL', 'high'),
      row('triglycerides', 246, 'mg/dL', 'high'),
      row('hdl', 36, 'mg/dL', 'low'),
      row('ldl', 129, 'mg/dL', 'high'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
