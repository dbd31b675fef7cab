/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), English: hospital, community and commercial
 * labs of the UK, the US, Australia, Canada, India, Ireland, South Africa and New Zealand, as PDF
 * text layers and portal CSV exports. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for
 * tests Hale does not know (RDW, monocytes, eosinophils, globulin, A/G ratio, VLDL, non-HDL
 * cholesterol, ratios, osmolality, anion gap, transferrin, conjugated bilirubin, total T3/T4, eAG,
 * lactate, phosphate, magnesium, urine microscopy) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-8-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS hospital, emergency department bloods: FBC, U&E, LFT and CRP with a flag column
    // between result and units, haemoglobin in g/L, a critical potassium marked HH and a
    // telephoned-result comment that repeats the value; RDW and the other differentials are not Hale's.
    id: 'h7-en-1',
    language: 'en',
    kind: 'text',
    text: `Examplefield University Hospitals NHS Trust (synthetic)
Blood Sciences Laboratory · Pathology Report
Patient: PERSON, Test            NHS No: 000 000 0000       DOB: 01.01.1958 (66y)     Sex: M
Hospital No: X0000000            Location: Emergency Department, Majors
Requested by: Dr A Sample (ED)   Lab No: B24-0000000
Collected: 14/03/2024 02:17      Received: 14/03/2024 02:41      Authorised: 14/03/2024 03:09
Test                              Result   Flag   Units          Reference Range
FULL BLOOD COUNT
Haemoglobin                       128      L      g/L            130 - 170
White cell count                  11.8     H      x10^9/L        4.0 - 11.0
Platelet count                    402      H      x10^9/L        150 - 400
Red cell count                    4.21     L      x10^12/L       4.50 - 5.50
Mean cell volume (MCV)            91.2            fL             83.0 - 101.0
Mean cell haemoglobin (MCH)       30.4            pg             27.0 - 32.0
Red cell distribution width       15.9     H      %              11.6 - 14.0
Neutrophils                       9.1      H      x10^9/L        2.0 - 7.0
Lymphocytes                       1.4             x10^9/L        1.0 - 3.0
Monocytes                         0.9             x10^9/L        0.2 - 1.0
Eosinophils                       0.1             x10^9/L        0.0 - 0.4
UREA, ELECTROLYTES AND RENAL FUNCTION
Sodium                            131      L      mmol/L         133 - 146
Potassium                         6.8      HH     mmol/L         3.5 - 5.3
Urea                              14.2     H      mmol/L         2.5 - 7.8
Creatinine                        188      H      umol/L         59 - 104
eGFR (CKD-EPI 2021)               33       L      mL/min/1.73m2  >60
Bicarbonate                       17       L      mmol/L         22 - 29
  Comment: Potassium above the critical limit (6.5 mmol/L). Sample not haemolysed. Result
  telephoned to ED nurse in charge at 03:02 by BMS, read back and confirmed.
  eGFR should be interpreted with caution in acute kidney injury.
LIVER FUNCTION
Total bilirubin                   9               umol/L         0 - 21
Alanine aminotransferase (ALT)    24              U/L            0 - 41
Alkaline phosphatase              131      H      U/L            30 - 130
Albumin                           33       L      g/L            35 - 50
INFLAMMATORY MARKERS
C-reactive protein                87       H      mg/L           0 - 5
Page 1 of 1        Printed 14/03/2024 03:11        *** End of report ***`,
    expected: [
      row('haemoglobin', 128, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 402, '10^9/L', 'high'),
      row('red_cells', 4.21, '10^12/L', 'low'),
      row('mcv', 91.2, 'fL', null),
      row('mch', 30.4, 'pg', null),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 188, 'µmol/L', 'high'),
      row('egfr', 33, 'mL/min/1.73m²', 'low'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('bilirubin', 9, 'µmol/L', null),
      row('alt', 24, 'U/L', null),
      row('alp', 131, 'U/L', 'high'),
      row('albumin', 33, 'g/L', 'low'),
      row('crp', 87, 'mg/L', 'high'),
    ],
  },
  {
    // US commercial reference lab: metabolic panel, lipids and HbA1c with High/Low words in a FLAG
    // column and a PREVIOUS RESULT AND DATE column after the range (only some rows have one); eGFR
    // unit printed as "mL/min/1.73"; globulin, A/G ratio and VLDL are not Hale's; an ADA note with
    // HbA1c cut-offs follows the last row.
    id: 'h7-en-2',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE REFERENCE LABORATORIES, INC. (synthetic)                         Patient Report
Patient: PERSON, TEST                 DOB: 01/01/1966        Age: 58       Sex: F
Patient ID: 00000000                  Specimen ID: 000-000-0000-0
Ordering Physician: T SAMPLE MD       Account: 00000000
Date Collected: 02/06/2024 0812 Local    Date Received: 02/06/2024    Date Reported: 02/07/2024 0455 ET
Fasting: Yes
Ordered Items: Comp. Metabolic Panel; Lipid Panel; Hemoglobin A1c
TESTS                          RESULT    FLAG     UNITS          REFERENCE INTERVAL    PREVIOUS RESULT AND DATE
Comp. Metabolic Panel
Glucose                        131       High     mg/dL          70-99                 118      08/14/2023
Creatinine                     1.21      High     mg/dL          0.57-1.00             0.98     08/14/2023
eGFR                           51        Low      mL/min/1.73    >59                   66       08/14/2023
Sodium                         139                mmol/L         134-144               140      08/14/2023
Potassium                      4.6                mmol/L         3.5-5.2               4.3      08/14/2023
Chloride                       101                mmol/L         96-106                102      08/14/2023
Calcium                        9.7                mg/dL          8.7-10.3              9.5      08/14/2023
Protein, Total                 7.4                g/dL           6.0-8.5
Albumin                        4.3                g/dL           3.8-4.9
Globulin, Total                3.1                g/dL           1.5-4.5
A/G Ratio                      1.4                               1.2-2.2
Bilirubin, Total               0.5                mg/dL          0.0-1.2
Alkaline Phosphatase           88                 IU/L           44-121
AST (SGOT)                     38        High     IU/L           0-32                  29       08/14/2023
ALT (SGPT)                     52        High     IU/L           0-32                  35       08/14/2023
Lipid Panel
Cholesterol, Total             231       High     mg/dL          100-199               214      08/14/2023
Triglycerides                  188       High     mg/dL          0-149
HDL Cholesterol                44                 mg/dL          >39
VLDL Cholesterol Cal           34                 mg/dL          5-40
LDL Chol Calc (NIH)            153       High     mg/dL          0-99
Hemoglobin A1c                 6.9       High     %              4.8-5.6               6.4      08/14/2023
    Please Note:
        Prediabetes: 5.7 - 6.4
        Diabetes: >6.4
        Glycemic control for adults with diabetes: <7.0
Page 1 of 1          This is a synthetic report; not from a real laboratory.`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('creatinine', 1.21, 'mg/dL', 'high'),
      row('egfr', 51, 'mL/min/1.73m²', 'low'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('calcium', 9.7, 'mg/dL', null),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.3, 'g/dL', null),
      row('bilirubin', 0.5, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 38, 'U/L', 'high'),
      row('alt', 52, 'U/L', 'high'),
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('triglycerides', 188, 'mg/dL', 'high'),
      row('hdl', 44, 'mg/dL', null),
      row('ldl', 153, 'mg/dL', 'high'),
      row('hba1c', 6.9, '%', 'high'),
    ],
  },
  {
    // Australian community pathology: iron studies, thyroid function and vitamins, the range in
    // parentheses BEFORE the units, H/L right after the value, ug/L and umol/L spellings, a folate
    // printed as ">45.0", interpretive comments between sections and a near-empty second page.
    // Transferrin (g/L) is not Hale's.
    id: 'h7-en-3',
    language: 'en',
    kind: 'text',
    text: `Examplevale Pathology (synthetic)             NATA / RCPA accredited laboratory (synthetic)
Patient: PERSON, Test          D.O.B: 01.01.1987      Sex: F      Medicare: 0000 00000 0
Lab No: 24-0000000-X           Referred by: Dr T. Sample, Example Street Medical Centre
Collected: 12/05/2024 08:40    Reported: 13/05/2024 14:22
Clinical notes: Tired all the time. Heavy menses.
HAEMATOLOGY
                           Result          Ref. Range      Units
Haemoglobin                109    L        (115-165)       g/L
MCV                        76     L        (80-100)        fL
IRON STUDIES
Iron                       7      L        (10-30)         umol/L
Transferrin                3.9    H        (2.0-3.6)       g/L
Transferrin Saturation     7      L        (15-45)         %
Ferritin                   9      L        (30-200)        ug/L
  Iron studies are consistent with iron deficiency. Suggest assessment for a source of blood
  loss and repeat after three months of iron replacement.
THYROID FUNCTION
TSH                        2.35            (0.50-4.00)     mIU/L
Free T4                    14              (10-20)         pmol/L
Free T3                    4.6             (3.5-6.5)       pmol/L
VITAMINS
Vitamin D (25-OH)          38     L        (50-150)        nmol/L
  Target for bone health: above 50 nmol/L (above 60 nmol/L at the end of winter).
Vitamin B12                138    L        (150-700)       pmol/L
Serum Folate               >45.0           (>7.0)          nmol/L
                                                                     Page 1 of 2
Examplevale Pathology (synthetic)     PERSON, Test     Lab No: 24-0000000-X
All tests on this request have now been completed.
                                                                     Page 2 of 2`,
    expected: [
      row('haemoglobin', 109, 'g/L', 'low'),
      row('mcv', 76, 'fL', 'low'),
      row('iron', 7, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('tsh', 2.35, 'mU/L', null),
      row('free_t4', 14, 'pmol/L', null),
      row('free_t3', 4.6, 'pmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 138, 'pmol/L', 'low'),
      row('folate', 45, 'nmol/L', null),
    ],
  },
  {
    // Canadian (Ontario) community lab: the flag column (↑/↓) comes BEFORE the result and the
    // range and unit share one column ("133 - 145 mmol/L", "4.0 - 11.0 x E9/L"); ranges as <5.20,
    // >=1.30, >=60; "Hemoglobin A1C" right under the haematology rows; serum osmolality, non-HDL
    // cholesterol, the cholesterol/HDL ratio and the urine albumin/creatinine ratio are not Hale's.
    id: 'h7-en-4',
    language: 'en',
    kind: 'text',
    text: `Example Community Laboratories (synthetic) — Ontario
FINAL REPORT
Patient: PERSON, TEST       DOB: 01.01.1949       Sex: F       HCN: 0000 000 000 XX
Collected: 2024-04-22 09:15       Reported: 2024-04-22 16:48
Ordering Practitioner: Dr. Q. Sample
Test Name                          Flag   Result    Reference Range - Units
HEMATOLOGY
Hemoglobin                                121       115 - 155 g/L
WBC                                       5.6       4.0 - 11.0 x E9/L
Platelet Count                            265       150 - 400 x E9/L
CHEMISTRY
Sodium                             ↓      129       133 - 145 mmol/L
Potassium                                 3.9       3.5 - 5.0 mmol/L
Chloride                           ↓      91        98 - 110 mmol/L
Creatinine                                68        50 - 100 umol/L
eGFR                                      84        >=60 mL/min/1.73m2
  eGFR calculated with the CKD-EPI 2021 equation, without a race coefficient.
Serum Osmolality                   ↓      268       275 - 295 mmol/kg
Glucose Fasting                    ↑      6.4       3.6 - 6.0 mmol/L
Hemoglobin A1C                     ↑      6.1       <6.0 %
  HbA1c 6.0 - 6.4 %: prediabetes. HbA1c >= 6.5 %: consistent with diabetes.
LIPIDS (fasting)
Cholesterol                        ↑      5.42      <5.20 mmol/L
Triglycerides                             1.38      <1.70 mmol/L
HDL Cholesterol                    ↓      1.21      >=1.30 mmol/L
LDL Cholesterol                    ↑      3.58      <3.50 mmol/L
Non HDL Cholesterol                ↑      4.21      <4.20 mmol/L
Cholesterol/HDL Ratio                     4.5       <5.0
URINE
Urine Albumin/Creatinine Ratio     ↑      3.4       <2.0 mg/mmol
Page 1 of 1      ** END OF REPORT **`,
    expected: [
      row('haemoglobin', 121, 'g/L', null),
      row('white_cells', 5.6, '10^9/L', null),
      row('platelets', 265, '10^9/L', null),
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L', null),
      row('chloride', 91, 'mmol/L', 'low'),
      row('creatinine', 68, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('cholesterol', 5.42, 'mmol/L', 'high'),
      row('triglycerides', 1.38, 'mmol/L', null),
      row('hdl', 1.21, 'mmol/L', 'low'),
      row('ldl', 3.58, 'mmol/L', 'high'),
    ],
  },
  {
    // US portal CSV export of a CBC with differential: x10E3/uL and x10E6/uL units, a critical
    // haemoglobin flagged LL, neutrophils and lymphocytes both as % and as absolute counts (four
    // rows, "Lymphs" as the lab abbreviates it); RDW, monocytes, eosinophils, basophils and
    // immature granulocytes are not Hale's.
    id: 'h7-en-5',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Flag,Units,Reference Range,Collected,Status
WBC,3.1,L,x10E3/uL,3.4-10.8,06/18/2024 07:55,Final
RBC,2.21,L,x10E6/uL,3.77-5.28,06/18/2024 07:55,Final
Hemoglobin,6.3,LL,g/dL,11.1-15.9,06/18/2024 07:55,Final
Hematocrit,20.4,L,%,34.0-46.6,06/18/2024 07:55,Final
MCV,92,,fL,79-97,06/18/2024 07:55,Final
MCH,28.5,,pg,26.6-33.0,06/18/2024 07:55,Final
MCHC,30.9,L,g/dL,31.5-35.7,06/18/2024 07:55,Final
RDW,17.8,H,%,11.7-15.4,06/18/2024 07:55,Final
Platelets,98,L,x10E3/uL,150-450,06/18/2024 07:55,Final
Neutrophils,58,,%,40-74,06/18/2024 07:55,Final
Lymphs,30,,%,14-46,06/18/2024 07:55,Final
Monocytes,9,,%,4-12,06/18/2024 07:55,Final
Eos,2,,%,0-5,06/18/2024 07:55,Final
Basos,1,,%,0-2,06/18/2024 07:55,Final
Neutrophils (Absolute),1.8,,x10E3/uL,1.4-7.0,06/18/2024 07:55,Final
Lymphs (Absolute),0.9,,x10E3/uL,0.7-3.1,06/18/2024 07:55,Final
Monocytes (Absolute),0.3,,x10E3/uL,0.1-0.9,06/18/2024 07:55,Final
Immature Granulocytes,0,,%,0-2,06/18/2024 07:55,Final`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('haemoglobin', 6.3, 'g/dL', 'low'),
      row('haematocrit', 20.4, '%', 'low'),
      row('mcv', 92, 'fL', null),
      row('mch', 28.5, 'pg', null),
      row('mchc', 30.9, 'g/dL', 'low'),
      row('platelets', 98, '10^9/L', 'low'),
      row('neutrophils', 58, '%', null),
      row('lymphocytes', 30, '%', null),
      row('neutrophils', 1.8, '10^9/L', null),
      row('lymphocytes', 0.9, '10^9/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
