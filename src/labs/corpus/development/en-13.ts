/**
 * Lab report corpus, DEVELOPMENT half (thirteenth file: the twelfth held-out half, run once to
 * measure the extractor and now tuned against), English: hospital, community and private lab
 * reports from the UK, the US, Australia, India, Canada, South Africa and Ireland, as PDF text
 * layers and patient-portal CSV exports. Written without reading the extractor; synthetic reports:
 * no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes,
 * eosinophils, phosphate, globulin, ratios, non-HDL cholesterol, eAG, VLDL, transferrin, LDH, ESR,
 * anion gap, osmolality, urine microscopy, urine bilirubin and urobilinogen …) are not results to
 * extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-13-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS hospital, renal ward: FBC and renal profile with the haemoglobin in g/L (UK style),
    // a flag column between result and units, a critical potassium flagged HH with a phone-call
    // note, and an eGFR with no range but its own flag. Haematocrit (L/L) is not printed.
    id: 'h12-en-1',
    language: 'en',
    kind: 'text',
    text: `St Aldhelm's Hospital NHS Foundation Trust (synthetic)
Department of Blood Sciences - Clinical Biochemistry & Haematology
Page 1 of 1
Patient: PERSON, Test            DOB: 01.01.1948      Sex: M       Hosp No: Z0000000
Location: Ward 7B (Renal)        Consultant: Dr A. Example
Sample: Blood (EDTA, SST)        Collected: 27/11/2026 06:40   Received: 27/11/2026 07:15
Lab No: BS26-0412877             Authorised: 27/11/2026 08:02

FULL BLOOD COUNT
Test                      Result   Flag   Units          Reference Range
Haemoglobin               104      L      g/L            130 - 170
White Cell Count          11.8     H      x10^9/L        4.0 - 11.0
Platelet Count            388             x10^9/L        150 - 400
Red Cell Count            3.62     L      x10^12/L       4.50 - 5.90
MCV                       87.3            fL             80.0 - 100.0
MCH                       28.7            pg             27.0 - 32.0
MCHC                      329             g/L            315 - 345
RDW                       15.9     H      %              11.5 - 15.0
Neutrophils               9.1      H      x10^9/L        2.0 - 7.5
Lymphocytes               1.6             x10^9/L        1.0 - 4.0
Monocytes                 0.8             x10^9/L        0.2 - 1.0
Eosinophils               0.2             x10^9/L        0.0 - 0.4

RENAL PROFILE
Sodium                    131      L      mmol/L         133 - 146
Potassium                 6.9      HH     mmol/L         3.5 - 5.3
  *** CRITICAL RESULT: potassium telephoned to Staff Nurse, Ward 7B, at 07:58 and read back.
  *** Sample not haemolysed.
Urea                      24.6     H      mmol/L         2.5 - 7.8
Creatinine                412      H      umol/L         59 - 104
eGFR (CKD-EPI)            12       L      mL/min/1.73m2
Bicarbonate               17       L      mmol/L         22 - 29
Phosphate                 2.41     H      mmol/L         0.80 - 1.50

eGFR is not valid in acute kidney injury. AKI warning stage 2 (creatinine rise against baseline).
Suggest urgent repeat U&E and ECG.
---- End of report ----`,
    expected: [
      row('haemoglobin', 104, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 388, '10^9/L', null),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('mcv', 87.3, 'fL', null),
      row('mch', 28.7, 'pg', null),
      row('mchc', 329, 'g/L', null),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 131, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 412, 'µmol/L', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
    ],
  },
  {
    // US national reference lab, "In Range / Out of Range" layout: an out-of-range value sits in
    // its own column with H/L, the unit lives inside the reference-range column, conventional
    // units (mg/dL), BUN for urea, "Carbon Dioxide" for bicarbonate, "> OR = 60" ranges, and long
    // interpretive comments between rows. Globulin, A/G ratio, BUN/creatinine ratio, chol/HDL
    // ratio and non-HDL cholesterol are not extracted.
    id: 'h12-en-2',
    language: 'en',
    kind: 'text',
    text: `Meridian Diagnostic Laboratories (synthetic)                         Report Status: FINAL
Patient Information             Specimen Information                 Client Information
PERSON, TEST                    Specimen: MD482211X                  Client #: 00000000
DOB: 01.01.1971   AGE: 55       Collected: 11/24/2026 / 08:12 EST     EXAMPLE FAMILY MEDICINE
Gender: F                       Received: 11/24/2026 / 14:40 EST      ANYTOWN
Fasting: YES                    Reported: 11/25/2026 / 06:31 EST

Test Name                              In Range     Out of Range   Reference Range           Lab
COMPREHENSIVE METABOLIC PANEL
   GLUCOSE                                          128 H          65-99 mg/dL               MR
      Fasting reference interval
      For someone without known diabetes, a fasting glucose value between 100 and 125 mg/dL
      is consistent with prediabetes and should be confirmed with a follow-up test.
   UREA NITROGEN (BUN)                 19                          7-25 mg/dL                MR
   CREATININE                          0.92                        0.50-1.03 mg/dL           MR
   EGFR                                72                          > OR = 60 mL/min/1.73m2   MR
   BUN/CREATININE RATIO                NOT APPLICABLE              6-22 (calc)               MR
   SODIUM                              139                         135-146 mmol/L            MR
   POTASSIUM                           4.6                         3.5-5.3 mmol/L            MR
   CHLORIDE                            101                         98-110 mmol/L             MR
   CARBON DIOXIDE                      27                          20-32 mmol/L              MR
   CALCIUM                             9.6                         8.6-10.4 mg/dL            MR
   PROTEIN, TOTAL                      7.4                         6.1-8.1 g/dL              MR
   ALBUMIN                             4.5                         3.6-5.1 g/dL              MR
   GLOBULIN                            2.9                         1.9-3.7 g/dL (calc)       MR
   ALBUMIN/GLOBULIN RATIO              1.6                         1.0-2.5 (calc)            MR
   BILIRUBIN, TOTAL                    0.6                         0.2-1.2 mg/dL             MR
   ALKALINE PHOSPHATASE                88                          37-153 U/L                MR
   AST                                              41 H           10-35 U/L                 MR
   ALT                                              58 H           6-29 U/L                  MR
LIPID PANEL, STANDARD
   CHOLESTEROL, TOTAL                               236 H          <200 mg/dL                MR
   HDL CHOLESTEROL                                  38 L           > OR = 50 mg/dL           MR
   TRIGLYCERIDES                                    212 H          <150 mg/dL                MR
   LDL-CHOLESTEROL                                  158 H          <100 mg/dL (calc)         MR
      Desirable range <100 mg/dL for primary prevention;
      <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors.
   CHOL/HDLC RATIO                                  6.2 H          <5.0 (calc)               MR
   NON HDL CHOLESTEROL                              198 H          <130 mg/dL (calc)         MR
HEMOGLOBIN A1c
   HEMOGLOBIN A1c                                   6.1 H          <5.7 % of total Hgb       MR
      For someone without known diabetes, a hemoglobin A1c value between 5.7% and 6.4% is
      consistent with prediabetes and should be confirmed with a follow-up test.

Performing Site:
MR  Meridian Diagnostic Laboratories, 0 Example Way, Anytown, XX 00000          Page 1 of 1`,
    expected: [
      row('glucose', 128, 'mg/dL', 'high'),
      row('urea', 19, 'mg/dL', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('egfr', 72, 'mL/min/1.73m²', null),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 27, 'mmol/L', null),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 41, 'U/L', 'high'),
      row('alt', 58, 'U/L', 'high'),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('triglycerides', 212, 'mg/dL', 'high'),
      row('ldl', 158, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
    ],
  },
  {
    // Australian community pathology, cumulative layout: an earlier result column sits BEFORE the
    // current one (most recent on the right), so the first number on each line is not the result;
    // ranges in brackets after the unit, umol/L and ug/L spellings, a blank earlier cell for
    // vitamin D, and transferrin (not extracted) beside transferrin saturation.
    id: 'h12-en-3',
    language: 'en',
    kind: 'text',
    text: `SOUTHERN CROSS PATHOLOGY (synthetic)                    NATA Accreditation No. 0000
Requesting Dr: Dr B. Sample, Example Medical Centre, Example NSW 2000
Patient: PERSON, TEST    DOB: 01.01.1989    Sex: F    Medicare No: 0000 00000 0
Lab Ref: 26-771934-CH    Collected: 27/11/26 09:05    Reported: 27/11/26 16:48

HAEMATOLOGY  (cumulative - most recent result on the right)
                            Date   12/03/26    27/11/26    Units        Reference
                            Time      08:30       09:05
Haemoglobin                              121       108 L    g/L          (115-165)
MCV                                       82        74 L    fL           (80-100)
MCH                                     27.4      24.1 L    pg           (27.0-33.0)
Platelets                                301       356      x10^9/L      (150-400)
WCC                                      6.2       5.8      x10^9/L      (4.0-11.0)
RDW                                     13.8      16.2 H    %            (11.0-15.0)

IRON STUDIES
Iron                                     9.1       6.2 L    umol/L       (10-30)
Transferrin                              3.1       3.6      g/L          (2.0-3.6)
Transferrin Saturation                    12 L       7 L    %            (15-45)
Ferritin                                  18 L       9 L    ug/L         (30-200)

Comment: Iron studies consistent with iron deficiency. Suggest coeliac serology and
consideration of gastrointestinal or gynaecological blood loss as clinically indicated.

VITAMINS
Vitamin B12                              212       189      pmol/L       (135-650)
Serum Folate                            19.6      11.2      nmol/L       (>7.0)
25-OH Vitamin D                                     41 L    nmol/L       (50-140)
  Vitamin D 30-49 nmol/L: mild deficiency. A level of at least 50 nmol/L at the end of winter
  is recommended.

CHEMISTRY
CRP                                        3        14 H    mg/L         (<5)

Tests completed: FBE, Iron Studies, B12/Folate, Vitamin D, CRP.        ** End of Report **`,
    expected: [
      row('haemoglobin', 108, 'g/L', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('mch', 24.1, 'pg', 'low'),
      row('platelets', 356, '10^9/L', null),
      row('white_cells', 5.8, '10^9/L', null),
      row('iron', 6.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('vitamin_b12', 189, 'pmol/L', null),
      row('folate', 11.2, 'nmol/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('crp', 14, 'mg/L', 'high'),
    ],
  },
  {
    // US hospital patient portal, CSV export: K/uL and M/uL units, a flag column with LL for a
    // critical haemoglobin of 6.2 g/dL, absolute differential counts, and RDW, MPV, monocytes,
    // reticulocytes and LDH mixed in (not extracted).
    id: 'h12-en-4',
    language: 'en',
    kind: 'csv',
    text: `Component,Value,Flag,Units,Standard Range,Collected
WBC,3.1,L,K/uL,4.0-10.5,11/23/2026 22:14
RBC,1.81,L,M/uL,3.80-5.10,11/23/2026 22:14
Hemoglobin,6.2,LL,g/dL,11.5-15.0,11/23/2026 22:14
Hematocrit,19.6,L,%,34.0-44.0,11/23/2026 22:14
MCV,108.3,H,fL,80.0-98.0,11/23/2026 22:14
MCH,34.3,H,pg,27.0-33.0,11/23/2026 22:14
MCHC,31.6,L,g/dL,32.0-36.0,11/23/2026 22:14
RDW,17.9,H,%,11.5-15.0,11/23/2026 22:14
Platelets,98,L,K/uL,150-400,11/23/2026 22:14
MPV,10.4,,fL,7.5-12.5,11/23/2026 22:14
Neutrophils Absolute,1.2,L,K/uL,1.8-7.8,11/23/2026 22:14
Lymphocytes Absolute,1.5,,K/uL,1.0-4.0,11/23/2026 22:14
Monocytes Absolute,0.3,,K/uL,0.2-1.0,11/23/2026 22:14
Reticulocyte Count,0.4,L,%,0.5-2.0,11/23/2026 22:14
LDH,612,H,U/L,120-246,11/23/2026 22:14
Vitamin B12,148,L,pg/mL,232-1245,11/23/2026 22:14
Folate,3.1,L,ng/mL,>5.9,11/23/2026 22:14
Ferritin,410,H,ng/mL,15-150,11/23/2026 22:14`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 1.81, '10^12/L', 'low'),
      row('haemoglobin', 6.2, 'g/dL', 'low'),
      row('haematocrit', 19.6, '%', 'low'),
      row('mcv', 108.3, 'fL', 'high'),
      row('mch', 34.3, 'pg', 'high'),
      row('mchc', 31.6, 'g/dL', 'low'),
      row('platelets', 98, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('vitamin_b12', 148, 'pg/mL', 'low'),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('ferritin', 410, 'ng/mL', 'high'),
    ],
  },
  {
    // Indian private diagnostic chain: "Name : / Age / Gender" header block, no flag column at all
    // (flags come from the "Bio. Ref. Interval"), method lines under rows, a page break with the
    // header repeated, µIU/mL for TSH, FT3 in pg/mL, and eAG, VLDL and two ratios (not extracted).
    id: 'h12-en-5',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC DIAGNOSTICS PVT. LTD. (NABL accredited laboratory - synthetic)
Plot 00, Example Road, Example City 000000
Name         : Mr. TEST PERSON                   Age / Gender : 54 Years / Male
DOB          : 01.01.1972                        Ref. By      : Dr. C. Sample
Sample Coll. : 26/Nov/2026 07:48                 Report Date  : 26/Nov/2026 15:20
Lab ID       : 0261126044                        Sample Type  : Serum / EDTA / Fluoride

Test Name                                  Result      Unit        Bio. Ref. Interval
BIOCHEMISTRY
Glucose, Fasting (F), Plasma                132        mg/dL       70 - 100
   Method : Hexokinase
HbA1c (Glycosylated Haemoglobin), EDTA      7.4        %           4.0 - 5.6
   Method : HPLC
Estimated Average Glucose (eAG)             166        mg/dL
Creatinine, Serum                           1.08       mg/dL       0.70 - 1.30
   Method : Jaffe, rate blanked
Uric Acid, Serum                            7.9        mg/dL       3.5 - 7.2
   Method : Uricase

LIPID PROFILE
Cholesterol, Total                          214        mg/dL       < 200
Triglycerides                               268        mg/dL       < 150
HDL Cholesterol, Direct                     34         mg/dL       > 40
LDL Cholesterol, Calculated                 126.4      mg/dL       < 100
VLDL Cholesterol                            53.6       mg/dL       < 30
Total Cholesterol / HDL Ratio               6.29       Ratio       < 5.0
LDL / HDL Ratio                             3.72       Ratio       < 3.5

                                                                   Page 1 of 2
SYNTHETIC DIAGNOSTICS PVT. LTD.
Name         : Mr. TEST PERSON                   Lab ID       : 0261126044
Test Name                                  Result      Unit        Bio. Ref. Interval
THYROID PROFILE
T3, Free (FT3)                              2.41       pg/mL       2.00 - 4.40
   Method : CLIA
TSH (Ultrasensitive)                        5.82       µIU/mL      0.27 - 4.20
   Method : CLIA

VITAMINS
25 Hydroxy Vitamin D, Total                 14.6       ng/mL       30 - 100
   < 20 : Deficiency   |   20 - 30 : Insufficiency   |   30 - 100 : Sufficiency
Vitamin B12 (Cyanocobalamin)                186        pg/mL       211 - 911

*** End Of Report ***                                              Page 2 of 2`,
    expected: [
      row('glucose', 132, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('creatinine', 1.08, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 214, 'mg/dL', 'high'),
      row('triglycerides', 268, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 126.4, 'mg/dL', 'high'),
      row('free_t3', 2.41, 'pg/mL', null),
      row('tsh', 5.82, 'mU/L', 'high'),
      row('vitamin_d', 14.6, 'ng/mL', 'low'),
      row('vitamin_b12', 186, 'pg/mL', 'low'),
    ],
  },
]

export default [...cases, ...moreCases]
