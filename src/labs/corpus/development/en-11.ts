/**
 * Lab report corpus, DEVELOPMENT half (eleventh file: the tenth held-out half, run once to measure
 * the extractor and now tuned against), English: reports from the United States, the United
 * Kingdom, Ireland, Australia, New Zealand, Canada, India and South Africa (hospital and community
 * labs, reference-lab PDFs and patient-portal CSV exports). Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW,
 * ESR, globulin, ratios, TIBC, transferrin, direct bilirubin, total T3/T4, VLDL, non-HDL
 * cholesterol, anion gap, osmolality, magnesium, phosphate, urobilinogen, urine microscopy …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-11-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A US reference lab's PDF: "In Range" and "Out Of Range" columns, so a result sits in one of
    // two columns with H/L after it; the unit is printed inside the reference range; calculated
    // ratios, globulin and non-HDL cholesterol are mixed in; long footnotes under glucose and LDL.
    id: 'h10-en-1',
    language: 'en',
    kind: 'text',
    text: `Synthetic Diagnostics Laboratories                                   Report Status: Final
PERSON, TEST
Patient Information                Specimen Information                 Client Information
DOB: 01/01/1961    AGE: 63         Specimen: XX000000A                  Client #: 00000000
Gender: F                          Requisition: 0000000                 EXAMPLE, A MD
Fasting: Y                         Collected: 03/14/2024 / 07:42 EDT
Patient ID: 0000000                Received: 03/14/2024 / 13:05 EDT
                                   Reported: 03/15/2024 / 04:31 EDT
COMMENTS: FASTING:YES
Test Name                              In Range    Out Of Range    Reference Range          Lab
COMPREHENSIVE METABOLIC PANEL
   GLUCOSE                                         108 H           65-99 mg/dL              AB
        Fasting reference interval
        For someone without known diabetes, a glucose
        value between 100 and 125 mg/dL is consistent
        with prediabetes and should be confirmed with a
        follow-up test.
   UREA NITROGEN (BUN)                 22                          7-25 mg/dL               AB
   CREATININE                                      1.12 H          0.50-1.05 mg/dL          AB
   EGFR                                            55 L            > OR = 60 mL/min/1.73m2  AB
   BUN/CREATININE RATIO                20                          6-22 (calc)              AB
   SODIUM                              139                         135-146 mmol/L           AB
   POTASSIUM                           4.6                         3.5-5.3 mmol/L           AB
   CHLORIDE                            103                         98-110 mmol/L            AB
   CARBON DIOXIDE                      26                          20-32 mmol/L             AB
   CALCIUM                             9.6                         8.6-10.4 mg/dL           AB
   PROTEIN, TOTAL                      7.1                         6.1-8.1 g/dL             AB
   ALBUMIN                             4.3                         3.6-5.1 g/dL             AB
   GLOBULIN                            2.8                         1.9-3.7 g/dL (calc)      AB
   ALBUMIN/GLOBULIN RATIO              1.5                         1.0-2.5 (calc)           AB
   BILIRUBIN, TOTAL                    0.6                         0.2-1.2 mg/dL            AB
   ALKALINE PHOSPHATASE                            131 H           37-126 U/L               AB
   AST                                 29                          10-35 U/L                AB
   ALT                                             41 H            6-29 U/L                 AB
LIPID PANEL, STANDARD
   CHOLESTEROL, TOTAL                              231 H           <200 mg/dL               AB
   HDL CHOLESTEROL                                 48 L            > OR = 50 mg/dL          AB
   TRIGLYCERIDES                                   186 H           <150 mg/dL               AB
   LDL-CHOLESTEROL                                 147 H           mg/dL (calc)             AB
        Reference range: <100
        Desirable range <100 mg/dL for primary prevention;
        <70 mg/dL for patients with CHD or diabetic patients
        with > or = 2 CHD risk equivalents.
   CHOL/HDLC RATIO                     4.8                         <5.0 (calc)              AB
   NON HDL CHOLESTEROL                             183 H           <130 mg/dL (calc)        AB
Performing Site:
AB   Synthetic Diagnostics - Example City, 0000 Example Road, Example, XX 00000   Laboratory Director: A Example, MD
PERSON, TEST - 0000000                                                      Page 1 of 1`,
    expected: [
      row('glucose', 108, 'mg/dL', 'high'),
      row('urea', 22, 'mg/dL', null),
      row('creatinine', 1.12, 'mg/dL', 'high'),
      row('egfr', 55, 'mL/min/1.73m²', 'low'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 26, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 131, 'U/L', 'high'),
      row('ast', 29, 'U/L', null),
      row('alt', 41, 'U/L', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 48, 'mg/dL', 'low'),
      row('triglycerides', 186, 'mg/dL', 'high'),
      row('ldl', 147, 'mg/dL', 'high'),
    ],
  },
  {
    // A UK hospital (NHS trust) report from the acute medical unit: SI units, haemoglobin and MCHC
    // in g/L, "H*" on a critical potassium with a phoned-result note, an eGFR footnote quoting a
    // baseline creatinine, and a differential with monocytes, eosinophils and basophils.
    id: 'h10-en-2',
    language: 'en',
    kind: 'text',
    text: `Synthetic Hospitals NHS Foundation Trust
Blood Sciences - Clinical Biochemistry and Haematology
Patient: PERSON, Test             Hospital No: X0000000          NHS No: 000 000 0000
DOB: 01.01.1948 (76y)             Sex: Male                      Location: Acute Medical Unit
Requested by: Dr A Example        Clinical details: ?AKI, vomiting, on ACE inhibitor and spironolactone
Collected: 12/02/2024 22:10       Received: 12/02/2024 22:41     Lab No: B24.0000001
FULL BLOOD COUNT
Test                        Result        Units         Reference range
Haemoglobin                 98     L      g/L           130 - 170
White cell count            11.8   H      x10^9/L       4.0 - 11.0
Platelets                   412    H      x10^9/L       150 - 400
Red cell count              3.41   L      x10^12/L      4.50 - 5.90
MCV                         88.3          fL            80 - 100
MCH                         28.7          pg            27 - 32
MCHC                        326           g/L           320 - 360
RDW                         14.9   H      %             11.5 - 14.5
Neutrophils                 9.4    H      x10^9/L       2.0 - 7.5
Lymphocytes                 1.1           x10^9/L       1.0 - 4.0
Monocytes                   0.9           x10^9/L       0.2 - 1.0
Eosinophils                 0.3           x10^9/L       0.0 - 0.4
Basophils                   0.1           x10^9/L       0.0 - 0.1
UREA & ELECTROLYTES
Sodium                      131    L      mmol/L        133 - 146
Potassium                   6.8    H*     mmol/L        3.5 - 5.3
  ** CRITICAL RESULT ** Sample not haemolysed. Urgent repeat and ECG advised.
  Telephoned to Dr A Example (FY2) at 23:02 by Biomedical Scientist; read back confirmed.
Urea                        14.2   H      mmol/L        2.5 - 7.8
Creatinine                  186    H      umol/L        59 - 104
eGFR (CKD-EPI)              31     L      mL/min/1.73m2 >90
  eGFR is not valid when creatinine is changing. Previous creatinine 97 umol/L (03/2023).
Bicarbonate                 18     L      mmol/L        22 - 29
C-REACTIVE PROTEIN
CRP                         46     H      mg/L          0 - 5
* = critical limit exceeded
Results authorised by: Clinical Scientist                             Page 1 of 1`,
    expected: [
      row('haemoglobin', 98, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 412, '10^9/L', 'high'),
      row('red_cells', 3.41, '10^12/L', 'low'),
      row('mcv', 88.3, 'fL', null),
      row('mch', 28.7, 'pg', null),
      row('mchc', 326, 'g/L', null),
      row('neutrophils', 9.4, '10^9/L', 'high'),
      row('lymphocytes', 1.1, '10^9/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 186, 'µmol/L', 'high'),
      row('egfr', 31, 'mL/min/1.73m²', 'low'),
      row('bicarbonate', 18, 'mmol/L', 'low'),
      row('crp', 46, 'mg/L', 'high'),
    ],
  },
  {
    // An Australian private pathology report with a cumulative layout: the current result and a
    // previous one (with its own flag) side by side, ranges in parentheses after the unit, ferritin
    // in ug/L, folate printed as ">45.0", and an interpretive comment block.
    id: 'h10-en-3',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC PATHOLOGY                                           ABN 00 000 000 000
Accredited laboratory - synthetic example report
Patient:  PERSON, TEST                 DOB: 01/01/1975       Sex: F
Address:  1 Example Street, Exampleville
Referring doctor: Dr A Example         Copy to: -
Lab ref: 24-0000000                    Collected: 05/06/2024 08:15
THYROID FUNCTION TESTS, IRON STUDIES, B12/FOLATE, VITAMIN D
                        Date        05/06/24    14/11/23
                        Time           08:15       09:40
                        Lab ID       0000000     0000001     Units        Reference
TSH                                   6.42 H      4.87 H     mIU/L        (0.40-4.00)
Free T4                                  9 L        11       pmol/L       (10-20)
Free T3                                4.1         4.5       pmol/L       (2.8-6.8)
Iron                                     7 L        12       umol/L       (10-30)
Transferrin                            3.9 H       3.4       g/L          (2.0-3.6)
Transferrin Saturation                   8 L        15       %            (15-45)
Ferritin                                 9 L        22 L     ug/L         (30-200)
Vitamin B12                            138 L       241       pmol/L       (150-700)
Serum Folate                         >45.0        28.1       nmol/L       (>12.2)
25-OH Vitamin D                         38 L         -       nmol/L       (50-140)
Comments:
Mildly elevated TSH with low free T4 is consistent with primary hypothyroidism.
Suggest thyroid peroxidase antibodies if not previously performed.
Iron studies consistent with iron deficiency. Serum B12 is low; holotranscobalamin
(active B12) may assist interpretation of results between 150 and 250 pmol/L.
Vitamin D: a level of at least 50 nmol/L at the end of winter is recommended.
Tests completed: TFT, Fe Studies, B12/Fol, Vit D                           Page 1 of 1`,
    expected: [
      row('tsh', 6.42, 'mU/L', 'high'),
      row('free_t4', 9, 'pmol/L', 'low'),
      row('free_t3', 4.1, 'pmol/L', null),
      row('iron', 7, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('vitamin_b12', 138, 'pmol/L', 'low'),
      row('folate', 45, 'nmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
    ],
  },
  {
    // A US reference lab's patient report: TESTS / RESULT / FLAG / UNITS / REFERENCE INTERVAL / LAB,
    // flags spelled out (Low, High, Critical), counts in x10E3/uL and x10E6/uL, the differential
    // both as percentages and as absolute counts, a critical haemoglobin with a call-back note,
    // and an iron panel whose TIBC and UIBC rows are not results to extract.
    id: 'h10-en-4',
    language: 'en',
    kind: 'text',
    text: `Synthetic Clinical Reference Lab                                        Patient Report
Specimen ID: 000-000-0000-0          Control ID: 00000000          Acct #: 00000000
PERSON, TEST
Patient Details                    Specimen Details                           Physician Details
DOB: 01/01/1952                    Date collected: 09/02/2024 0815 Local      Ordering: A EXAMPLE
Age(y/m/d): 072/08/01              Date received: 09/02/2024                  Referring:
Gender: M                          Date entered: 09/02/2024                   ID: 0000000000
Patient ID: 0000000                Date reported: 09/02/2024 1402 ET          NPI: 0000000000
Ordered Items: CBC With Differential/Platelet; Hemoglobin A1c; Iron and TIBC; Ferritin
General Comments & Additional Information
Clinical Info: FATIGUE, DYSPNEA ON EXERTION
TESTS                               RESULT      FLAG         UNITS          REFERENCE INTERVAL    LAB
CBC With Differential/Platelet
 WBC                                3.2         Low          x10E3/uL       3.4-10.8              01
 RBC                                2.41        Low          x10E6/uL       4.14-5.80             01
 Hemoglobin                         6.4         Critical     g/dL           13.0-17.7             01
 Hematocrit                         21.0        Low          %              37.5-51.0             01
 MCV                                87                       fL             79-97                 01
 MCH                                26.6                     pg             26.6-33.0             01
 MCHC                               30.5        Low          g/dL           31.5-35.7             01
 RDW                                17.9        High         %              11.6-15.4             01
 Platelets                          131         Low          x10E3/uL       150-450               01
 Neutrophils                        58                       %              40-74                 01
 Lymphs                             30                       %              14-46                 01
 Monocytes                          9                        %              4-12                  01
 Eos                                2                        %              0-5                   01
 Basos                              1                        %              0-2                   01
 Neutrophils (Absolute)             1.9                      x10E3/uL       1.4-7.0               01
 Lymphs (Absolute)                  1.0                      x10E3/uL       0.7-3.1               01
 Monocytes(Absolute)                0.3                      x10E3/uL       0.1-0.9               01
 Eos (Absolute)                     0.1                      x10E3/uL       0.0-0.4               01
 Baso (Absolute)                    0.0                      x10E3/uL       0.0-0.2               01
 Immature Granulocytes              0                        %              Not Estab.            01
 Immature Grans (Abs)               0.0                      x10E3/uL       0.0-0.1               01
 Hematology Comments:                                                                             01
   Critical value called to and read back by A Example RN on 09/02/2024 at 1350 ET.
Hemoglobin A1c
 Hemoglobin A1c                     5.4                      %              4.8-5.6               01
          Please Note:
              Prediabetes: 5.7 - 6.4
              Diabetes: >6.4
              Glycemic control for adults with diabetes: <7.0
   HbA1c may be falsely low in anemia with increased red cell turnover or after transfusion.
Iron and TIBC
 Iron Bind.Cap.(TIBC)               452         High         ug/dL          250-450               01
 UIBC                               431         High         ug/dL          118-369               01
 Iron Saturation                    5           Low          %              15-55                 01
Ferritin
 Ferritin                           6           Low          ng/mL          30-400                01
01   SC   Synthetic Clinical Reference Lab, 0000 Example Drive, Example, XX 00000   Dir: A Example, MD
Date Issued: 09/02/24 1402 ET          FINAL REPORT          Page 1 of 1
This document contains private and confidential health information protected by state and federal law.`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21, '%', 'low'),
      row('mcv', 87, 'fL', null),
      row('mch', 26.6, 'pg', null),
      row('mchc', 30.5, 'g/dL', 'low'),
      row('platelets', 131, '10^9/L', 'low'),
      row('neutrophils', 58, '%', null),
      row('lymphocytes', 30, '%', null),
      row('neutrophils', 1.9, '10^9/L', null),
      row('lymphocytes', 1, '10^9/L', null),
      row('hba1c', 5.4, '%', null),
      row('transferrin_saturation', 5, '%', 'low'),
      row('ferritin', 6, 'ng/mL', 'low'),
    ],
  },
  {
    // An Indian diagnostics chain's "health package": Test Name / Result / Unit / Bio. Ref.
    // Interval / Method, no flags at all (out-of-range values are only out of the printed range),
    // ranges written "< 35" and "> 40", SGOT/SGPT and GGTP names, direct and indirect bilirubin,
    // VLDL, total T3/T4 and an interpretation band under vitamin D.
    id: 'h10-en-5',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC DIAGNOSTICS PVT. LTD.
Accredited Laboratory (synthetic example)  |  Registered office: Example Road, Example City
Name          : Mr. TEST PERSON                    Age / Gender  : 45 Y / Male
Lab No.       : 000000000                          Ref. By       : SELF
Collected     : 18/Mar/2024 08:12 AM               Reported      : 18/Mar/2024 06:45 PM
Sample Type   : Serum, EDTA Whole Blood            Status        : Final
Test Name                              Result       Unit           Bio. Ref. Interval      Method
KIDNEY FUNCTION TEST (KFT)
Urea                                   31.2         mg/dL          17 - 43                 Urease-GLDH
Creatinine                             0.94         mg/dL          0.72 - 1.18             Jaffe kinetic
Uric Acid                              7.9          mg/dL          3.5 - 7.2               Uricase
eGFR (CKD-EPI 2021)                    99           mL/min/1.73m2  >= 90                   Calculated
Calcium, Total                         9.4          mg/dL          8.8 - 10.6              Arsenazo III
Sodium                                 140          mmol/L         136 - 146               ISE Indirect
Potassium                              4.3          mmol/L         3.5 - 5.1               ISE Indirect
Chloride                               104          mmol/L         101 - 109               ISE Indirect
LIVER FUNCTION TEST (LFT)
Bilirubin Total                        1.42         mg/dL          0.3 - 1.2               Diazo
Bilirubin Direct                       0.38         mg/dL          < 0.2                   Diazo
Bilirubin Indirect                     1.04         mg/dL          0.1 - 1.0               Calculated
SGOT / AST                             38           U/L            < 35                    IFCC without P5P
SGPT / ALT                             64           U/L            < 45                    IFCC without P5P
Alkaline Phosphatase                   92           U/L            30 - 120                PNPP, AMP buffer
GGTP                                   71           U/L            < 55                    IFCC
Total Protein                          7.3          g/dL           6.4 - 8.3               Biuret
Albumin                                4.5          g/dL           3.5 - 5.2               BCG
Globulin                               2.8          gm/dL          2.0 - 3.5               Calculated
A : G Ratio                            1.61                        0.9 - 2.0               Calculated
LIPID PROFILE
Cholesterol - Total                    212          mg/dL          < 200                   CHOD-PAP
Triglycerides                          248          mg/dL          < 150                   GPO-PAP
HDL Cholesterol                        38           mg/dL          > 40                    Direct
LDL Cholesterol (Calculated)           124          mg/dL          < 100                   Calculated
VLDL Cholesterol                       49.6         mg/dL          < 30                    Calculated
Total Cholesterol / HDL Ratio          5.58                        < 5.0                   Calculated
GLYCOSYLATED HAEMOGLOBIN
HbA1c                                  6.1          %              4.0 - 5.6               HPLC
  Interpretation: Non-diabetic < 5.7 % | Pre-diabetes 5.7 - 6.4 % | Diabetes >= 6.5 %
THYROID PROFILE, TOTAL
T3, Total                              1.12         ng/mL          0.60 - 1.81             CLIA
T4, Total                              7.8          µg/dL          5.01 - 12.45            CLIA
TSH (Ultrasensitive)                   3.91         µIU/mL         0.55 - 4.78             CLIA
VITAMINS
25-OH Vitamin D (Total)                14.2         ng/mL          30 - 100                CLIA
  Deficiency < 20 | Insufficiency 20 - 30 | Sufficiency 30 - 100 | Toxicity > 100
Vitamin B12 (Cyanocobalamin)           186          pg/mL          211 - 911               CLIA
*** End of Report ***
Page 1 of 1`,
    expected: [
      row('urea', 31.2, 'mg/dL', null),
      row('creatinine', 0.94, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('egfr', 99, 'mL/min/1.73m²', null),
      row('calcium', 9.4, 'mg/dL', null),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.3, 'mmol/L', null),
      row('chloride', 104, 'mmol/L', null),
      row('bilirubin', 1.42, 'mg/dL', 'high'),
      row('ast', 38, 'U/L', 'high'),
      row('alt', 64, 'U/L', 'high'),
      row('alp', 92, 'U/L', null),
      row('ggt', 71, 'U/L', 'high'),
      row('total_protein', 7.3, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('cholesterol', 212, 'mg/dL', 'high'),
      row('triglycerides', 248, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 124, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('tsh', 3.91, 'mU/L', null),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 186, 'pg/mL', 'low'),
    ],
  },
]

const all: readonly LabReportCase[] = [...cases, ...moreCases]

export default all
