/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), English: reports from hospital and community
 * laboratories in the UK, the US, Australia, India, Canada, South Africa, Ireland and New Zealand,
 * as PDF text layers and patient-portal CSV exports. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know (RDW,
 * ESR, monocytes, eosinophils, globulin, ratios, anion gap, osmolality, transferrin, phosphate,
 * PTH, antibodies, urine microscopy, estimated average glucose, non-HDL cholesterol) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-16-part-2'

const cases: readonly LabReportCase[] = [
  {
    // A UK NHS trust's blood sciences report: g/L haemoglobin, 10*9/L counts, flag column before the
    // unit, a phoned critical potassium with "H*", eGFR without a lower bound on the patient's side,
    // RDW, monocytes, eosinophils and ESR to skip; haematocrit (L/L) left off.
    id: 'h15-en-1',
    language: 'en',
    kind: 'text',
    text: `Blackmere Valley Hospitals NHS Trust
Department of Blood Sciences - Clinical Chemistry & Haematology
Patient: PERSON, Test          DOB: 01.01.1948     Sex: M     Hospital No: X000000
NHS No: 000 000 0000     Location: Acute Medical Unit     Requested by: Dr A Example
Collected: 03/02/2025 07:40     Received: 03/02/2025 08:12     Reported: 03/02/2025 09:05
Clinical details: Vomiting, reduced oral intake, on ramipril and spironolactone.

Test                        Result   Flag   Units            Reference range
FULL BLOOD COUNT
Haemoglobin                 128      L      g/L              130 - 170
White cell count            11.8     H      10*9/L           4.0 - 11.0
Platelets                   402      H      10*9/L           150 - 400
Red cell count              4.21     L      10*12/L          4.50 - 5.90
MCV                         91.7            fL               80 - 100
MCH                         30.4            pg               27 - 32
RDW                         15.1     H      %                11.5 - 15.0
Neutrophils                 9.1      H      10*9/L           2.0 - 7.5
Lymphocytes                 1.6             10*9/L           1.0 - 4.0
Monocytes                   0.8             10*9/L           0.2 - 1.0
Eosinophils                 0.2             10*9/L           0.0 - 0.4
ESR                         38       H      mm/hr            1 - 20

UREA & ELECTROLYTES
Sodium                      131      L      mmol/L           133 - 146
Potassium                   6.8      H*     mmol/L           3.5 - 5.3
  *** CRITICAL RESULT - telephoned to Dr A Example (FY1) at 08:58 by BMS. Sample not haemolysed. ***
Urea                        14.2     H      mmol/L           2.5 - 7.8
Creatinine                  212      H      umol/L           59 - 104
eGFR (CKD-EPI)              26       L      mL/min/1.73m2    >60
  eGFR is not validated in acute kidney injury. AKI warning stage 2 (creatinine ratio to baseline 2.1).

C-REACTIVE PROTEIN
CRP                         64       H      mg/L             <5

Authorised by: Biomedical Scientist 0000      Page 1 of 1
End of report`,
    expected: [
      row('haemoglobin', 128, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 402, '10^9/L', 'high'),
      row('red_cells', 4.21, '10^12/L', 'low'),
      row('mcv', 91.7, 'fL', null),
      row('mch', 30.4, 'pg', null),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('creatinine', 212, 'µmol/L', 'high'),
      row('egfr', 26, 'mL/min/1.73m²', 'low'),
      row('crp', 64, 'mg/L', 'high'),
    ],
  },
  {
    // A US reference laboratory's PDF: upper-case names, the value sits in an "In Range" or an
    // "Out Of Range" column with H/L, the range carries the unit after it, a lab code column,
    // BUN for urea, carbon dioxide for bicarbonate, calculated globulin and ratios to skip.
    id: 'h15-en-2',
    language: 'en',
    kind: 'text',
    text: `PINECREST CLINICAL LABORATORIES                      Client #: 00000000
Patient Information          Specimen Information           Client Information
PERSON, TEST                 Specimen: XX000000X            EXAMPLE FAMILY MEDICINE
DOB: 01/01/1966  AGE: 58     Collected: 01/14/2025 08:05    Physician: EXAMPLE, A
Gender: F                    Received: 01/14/2025 / 10:31   Phone: (555) 010-0000
Fasting: Y                   Reported: 01/15/2025 / 06:12

Test Name                          In Range     Out Of Range    Reference Range            Lab
COMPREHENSIVE METABOLIC PANEL
   GLUCOSE                                      112 H           65-99 mg/dL                PC
      Fasting reference interval
      For someone without known diabetes, a glucose value between 100 and 125 mg/dL is
      consistent with prediabetes and should be confirmed with a follow-up test.
   UREA NITROGEN (BUN)             17                           7-25 mg/dL                 PC
   CREATININE                      0.91                         0.50-1.03 mg/dL            PC
   EGFR                            71                           > OR = 60 mL/min/1.73m2    PC
   BUN/CREATININE RATIO            NOT APPLICABLE               6-22 (calc)                PC
   SODIUM                          139                          135-146 mmol/L             PC
   POTASSIUM                       4.4                          3.5-5.3 mmol/L             PC
   CHLORIDE                        103                          98-110 mmol/L              PC
   CARBON DIOXIDE                  26                           20-32 mmol/L               PC
   CALCIUM                         9.6                          8.6-10.4 mg/dL             PC
   PROTEIN, TOTAL                  7.2                          6.1-8.1 g/dL               PC
   ALBUMIN                         4.5                          3.6-5.1 g/dL               PC
   GLOBULIN                        2.7                          1.9-3.7 g/dL (calc)        PC
   ALBUMIN/GLOBULIN RATIO          1.7                          1.0-2.5 (calc)             PC
   BILIRUBIN, TOTAL                0.6                          0.2-1.2 mg/dL              PC
   ALKALINE PHOSPHATASE            88                           37-153 U/L                 PC
   AST                                          44 H            10-35 U/L                  PC
   ALT                                          51 H            6-29 U/L                   PC
LIPID PANEL, STANDARD
   CHOLESTEROL, TOTAL                           243 H           <200 mg/dL                 PC
   HDL CHOLESTEROL                              41 L            > OR = 50 mg/dL            PC
   TRIGLYCERIDES                                212 H           <150 mg/dL                 PC
   LDL-CHOLESTEROL                              163 H           <100 mg/dL (calc)          PC
      Desirable range <100 mg/dL for primary prevention;
      <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors.
      LDL-C is calculated using the Martin-Hopkins calculation.
   CHOL/HDLC RATIO                              5.9 H           <5.0 (calc)                PC
   NON HDL CHOLESTEROL                          202 H           <130 mg/dL (calc)          PC

PERFORMING SITE:
PC  PINECREST CLINICAL LABORATORIES, 000 EXAMPLE AVENUE, SPRINGFIELD, XX 00000
PAGE 1 OF 1`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 17, 'mg/dL', null),
      row('creatinine', 0.91, 'mg/dL', null),
      row('egfr', 71, 'mL/min/1.73m²', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.4, 'mmol/L', null),
      row('chloride', 103, 'mmol/L', null),
      row('bicarbonate', 26, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.2, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 44, 'U/L', 'high'),
      row('alt', 51, 'U/L', 'high'),
      row('cholesterol', 243, 'mg/dL', 'high'),
      row('hdl', 41, 'mg/dL', 'low'),
      row('triglycerides', 212, 'mg/dL', 'high'),
      row('ldl', 163, 'mg/dL', 'high'),
    ],
  },
  {
    // An Australian community pathology report for fatigue: iron studies, B12, folate, vitamin D,
    // thyroid and a short blood count, with a previous-result column after the reference interval,
    // ranges in parentheses, ug/L and mIU/L spellings, transferrin (g/L) to skip.
    id: 'h15-en-3',
    language: 'en',
    kind: 'text',
    text: `WATTLE RIDGE PATHOLOGY
Patient: PERSON, Test            DOB: 01.01.1979      Sex: F       Medicare: 0000 00000 0
Referring Dr: Dr A Example, Example Street Medical Practice          Provider No: 0000000X
Lab No: 25-0000000     Collected: 12/03/25 08:15     Reported: 12/03/25 16:40
Clinical notes: Fatigue. ?iron deficiency. Menorrhagia.

                              Result    Flag   Units       Ref. Interval    Previous (09/09/24)
FULL BLOOD EXAMINATION
Haemoglobin                   108       L      g/L         (115-160)        121
MCV                           74        L      fL          (80-100)         81
Platelets                     388              x10^9/L     (150-400)        352

IRON STUDIES
Iron                          6         L      umol/L      (10-30)          9
Transferrin                   3.9       H      g/L         (2.0-3.6)        3.6
Transferrin Saturation        6         L      %           (10-45)          10
Ferritin                      4         L      ug/L        (30-200)         11
  Iron studies consistent with iron deficiency. Suggest investigation of cause if not already done.

VITAMINS
Vitamin B12                   198              pmol/L      (150-700)        244
Serum Folate                  14.2             nmol/L      (>10.0)          18.9
25-OH Vitamin D               38        L      nmol/L      (50-150)         46
  Vitamin D: 50 nmol/L or more is adequate for most people; levels may be lower at the end of winter.

THYROID FUNCTION
TSH                           2.35             mIU/L       (0.40-4.00)      1.90
Free T4                       13.8             pmol/L      (9.0-19.0)

Tests completed: FBE, IRON STUDIES, B12/FOLATE, VIT D, TFT
Page 1 of 1          *** End of Report ***`,
    expected: [
      row('haemoglobin', 108, 'g/L', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('platelets', 388, '10^9/L', null),
      row('iron', 6, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 4, 'µg/L', 'low'),
      row('vitamin_b12', 198, 'pmol/L', null),
      row('folate', 14.2, 'nmol/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('tsh', 2.35, 'mU/L', null),
      row('free_t4', 13.8, 'pmol/L', null),
    ],
  },
  {
    // An Indian diagnostic centre: "Investigation / Observed Value / Unit / Biological Reference
    // Interval", no flags at all except the critical haemoglobin, 10^3/µL and 10^6/µL counts, PCV
    // in %, a differential in % with eosinophils, monocytes and basophils to skip, RDW-CV, ESR and
    // estimated average glucose to skip.
    id: 'h15-en-4',
    language: 'en',
    kind: 'text',
    text: `KAVERI VALLEY DIAGNOSTICS & RESEARCH CENTRE
Patient Name  : Mrs. TEST PERSON                 Age / Sex     : 52 Yrs / Female
Ref. By       : Dr. A. EXAMPLE                   Reg. No       : 000000
DOB           : 01.01.1972                       Sample Coll.  : 21/01/2025 08:45 AM
Sample Type   : EDTA Whole Blood, Fluoride Plasma Reported    : 21/01/2025 02:10 PM

DEPARTMENT OF HAEMATOLOGY
COMPLETE BLOOD COUNT (CBC)
Investigation                          Observed Value     Unit         Biological Reference Interval
Haemoglobin (Hb)                       6.4  L             g/dL         12.0 - 15.0
  CRITICAL VALUE: Informed to the referring doctor.
Total Leucocyte Count (TLC)            5.6                10^3/µL      4.0 - 10.0
Differential Leucocyte Count (DLC)
  Neutrophils                          68                 %            40 - 80
  Lymphocytes                          24                 %            20 - 40
  Eosinophils                          04                 %            1 - 6
  Monocytes                            03                 %            2 - 10
  Basophils                            01                 %            0 - 2
Total RBC Count                        2.86               10^6/µL      3.8 - 4.8
Packed Cell Volume (PCV)               21.3               %            36 - 46
Mean Corpuscular Volume (MCV)          74.5               fL           83 - 101
Mean Corpuscular Hb (MCH)              22.4               pg           27 - 32
Mean Corpuscular Hb Conc. (MCHC)       30.0               g/dL         31.5 - 34.5
RDW-CV                                 18.6               %            11.6 - 14.0
Platelet Count                         185                10^3/µL      150 - 410
ESR (Westergren)                       42                 mm/1st hr    0 - 20
Peripheral Smear: Microcytic hypochromic RBCs with anisopoikilocytosis. Pencil cells seen.

DEPARTMENT OF BIOCHEMISTRY
Glucose - Fasting (Plasma, Hexokinase)  148               mg/dL        70 - 100
Glycated Haemoglobin (HbA1c, HPLC)      7.8               %            4.0 - 5.6
Estimated Average Glucose (eAG)         177.2             mg/dL
  Interpretation (ADA): Non-diabetic < 5.7 %, Prediabetes 5.7 - 6.4 %, Diabetes >= 6.5 %
  HbA1c may be falsely low or high in severe anaemia; interpret with caution.

                               ---- End of Report ----
Page 1 of 1          Checked by: Lab Technologist          Dr. B. Example, MD (Pathology)`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('white_cells', 5.6, '10^9/L', null),
      row('neutrophils', 68, '%', null),
      row('lymphocytes', 24, '%', null),
      row('red_cells', 2.86, '10^12/L', 'low'),
      row('haematocrit', 21.3, '%', 'low'),
      row('mcv', 74.5, 'fL', 'low'),
      row('mch', 22.4, 'pg', 'low'),
      row('mchc', 30.0, 'g/dL', 'low'),
      row('platelets', 185, '10^9/L', null),
      row('glucose', 148, 'mg/dL', 'high'),
      row('hba1c', 7.8, '%', 'high'),
    ],
  },
  {
    // A Canadian hospital emergency report: flag column BEFORE the result (L, H, LL), the
    // reference interval in parentheses before the unit, SI units, a critical sodium read back,
    // "Total CO2", anion gap and serum osmolality to skip, eGFR printed as ">90".
    id: 'h15-en-5',
    language: 'en',
    kind: 'text',
    text: `LAKESHORE REGIONAL HEALTH CENTRE - LABORATORY MEDICINE
PATIENT: PERSON, TEST        DOB: 01.01.1939     SEX: F     HCN: 0000-000-000-XX
MRN: 0000000     ENC: EMERGENCY     ATTENDING: EXAMPLE, A
COLLECTED: 2025-02-10 22:40     RECEIVED: 2025-02-10 22:55     VERIFIED: 2025-02-10 23:31

TEST                          FLAG   RESULT    REFERENCE        UNITS
ELECTROLYTES
Sodium                        LL     117       (135-145)        mmol/L
   CRITICAL RESULT called to and read back by RN A. EXAMPLE at 23:28.
Potassium                     L      3.3       (3.5-5.0)        mmol/L
Chloride                      L      84        (98-107)         mmol/L
Total CO2                            24        (22-31)          mmol/L
Anion Gap                            9         (4-12)           mmol/L
Osmolality, Serum             L      246       (275-295)        mmol/kg
RENAL FUNCTION
Urea                                 3.1       (2.5-8.0)        mmol/L
Creatinine                           58        (45-90)          umol/L
eGFR                                 >90       (>60)            mL/min/1.73m2
Uric Acid                     L      118       (140-360)        umol/L
Glucose, Random                      6.4       (3.3-11.0)       mmol/L
LIVER PANEL
Bilirubin, Total                     9         (0-20)           umol/L
ALT                           H      68        (0-35)           U/L
AST                           H      52        (0-35)           U/L
Alkaline Phosphatase                 104       (40-130)         U/L
GGT                           H      181       (5-35)           U/L
Albumin                       L      31        (35-50)          g/L

Comment: Suggest paired urine osmolality and urine sodium.
** FINAL REPORT **                                   Page 1 of 1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('urea', 3.1, 'mmol/L', null),
      row('creatinine', 58, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 118, 'µmol/L', 'low'),
      row('glucose', 6.4, 'mmol/L', null),
      row('bilirubin', 9, 'µmol/L', null),
      row('alt', 68, 'U/L', 'high'),
      row('ast', 52, 'U/L', 'high'),
      row('alp', 104, 'U/L', null),
      row('ggt', 181, 'U/L', 'high'),
      row('albumin', 31, 'g/L', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
