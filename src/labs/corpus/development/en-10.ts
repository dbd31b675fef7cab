/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), English: reports from the UK, the United States,
 * Australia, Canada, India, Ireland and New Zealand. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (RDW, ESR, globulin, ratios, non-HDL cholesterol,
 * antibodies, PTH, osmolality, urine sodium, urine microscopy …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-10-part-2'

const cases: readonly LabReportCase[] = [
  {
    // UK NHS trust, GP request: FBC and U&E with H/L in a flag column before the units, Hb and MCHC in
    // g/L, haematocrit left off (L/L), a white-cell differential with monocytes/eosinophils/basophils
    // and an ESR that are not Hale's, eGFR unflagged against ">60", creatinine in umol/L.
    id: 'h9-en-1',
    language: 'en',
    kind: 'text',
    text: `Westbrook Valley NHS Foundation Trust
Blood Sciences - Clinical Biochemistry & Haematology
Patient: PERSON, Test          NHS No: 000 000 0000          DOB: 01.01.1958     Sex: F
Requested by: Dr A. Sample, Riverside Surgery                Location: GP
Collected: 14/03/2026 09:12    Received: 14/03/2026 13:40    Lab No: WB26-0413-552
Specimen: Blood (EDTA) / Serum

HAEMATOLOGY - FULL BLOOD COUNT
Test                          Result    Flag   Units          Reference range
Haemoglobin                   118       L      g/L            120 - 150
White cell count              11.8      H      x10^9/L        4.0 - 10.0
Platelet count                412       H      x10^9/L        150 - 410
Red cell count                4.02             x10^12/L       3.80 - 5.10
Mean cell volume              86.1             fL             83.0 - 101.0
Mean cell haemoglobin         29.4             pg             27.0 - 32.0
Mean cell Hb concentration    341              g/L            315 - 345
Red cell distribution width   14.9      H      %              11.5 - 14.5
Neutrophils                   9.1       H      x10^9/L        2.0 - 7.0
Lymphocytes                   1.6              x10^9/L        1.0 - 3.0
Monocytes                     0.8              x10^9/L        0.2 - 1.0
Eosinophils                   0.2              x10^9/L        0.0 - 0.4
Basophils                     0.1              x10^9/L        0.0 - 0.1
ESR                           28        H      mm/hr          1 - 20
Film comment: Neutrophilia. No blasts seen.

CLINICAL BIOCHEMISTRY - UREA & ELECTROLYTES
Sodium                        136              mmol/L         133 - 146
Potassium                     5.4       H      mmol/L         3.5 - 5.3
Urea                          8.9       H      mmol/L         2.5 - 7.8
Creatinine                    112       H      umol/L         45 - 84
eGFR                          46               mL/min/1.73m2  >60
  eGFR calculated with the CKD-EPI equation, not adjusted for ethnicity.
C-reactive protein            34        H      mg/L           0 - 5

Results authorised by: Biomedical Scientist (HCPC registered)
This report was generated electronically.                              Page 1 of 1`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('platelets', 412, '10^9/L', 'high'),
      row('red_cells', 4.02, '10^12/L', null),
      row('mcv', 86.1, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 341, 'g/L', null),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('urea', 8.9, 'mmol/L', 'high'),
      row('creatinine', 112, 'µmol/L', 'high'),
      row('egfr', 46, 'mL/min/1.73m²', 'low'),
      row('crp', 34, 'mg/L', 'high'),
    ],
  },
  {
    // US reference lab, comprehensive metabolic panel: "In Range" and "Out Of Range" columns (the
    // value moves right when it is flagged), range before the unit, a critical potassium marked HH
    // with a call-back note, "CARBON DIOXIDE" for bicarbonate, "> OR = 60", calculated globulin and
    // ratios that are not Hale's, a page footer between the panel and the uric acid.
    id: 'h9-en-2',
    language: 'en',
    kind: 'text',
    text: `MERIDIAN DIAGNOSTICS LABORATORY                                   PATIENT REPORT
Specimen ID: 1842-7730-01        Collected: 02/09/2026 07:45 EST      Reported: 02/09/2026 10:40 EST
Patient: PERSON, TEST            DOB: 01/01/1949    Age: 77    Sex: M
Ordering Physician: SAMPLE, ALEX MD          Account: Westside Internal Medicine
Fasting: YES

Test Name                   In Range      Out Of Range     Reference Range        Lab
COMPREHENSIVE METABOLIC PANEL
GLUCOSE                                   131 H            65-99 mg/dL            MD1
    Fasting reference interval
CREATININE                                1.64 H           0.70-1.22 mg/dL        MD1
EGFR                                      42 L             > OR = 60 mL/min/1.73m2 MD1
BUN/CREATININE RATIO        NOT APPLICABLE                 6-22 (calc)            MD1
SODIUM                      138                            135-146 mmol/L         MD1
POTASSIUM                                 6.9 HH           3.5-5.3 mmol/L         MD1
    CRITICAL RESULT: verified by repeat analysis. Called to and read back by
    J. NURSE RN on 02/09/2026 at 10:32 EST.
CHLORIDE                    104                            98-110 mmol/L          MD1
CARBON DIOXIDE                            19 L             20-32 mmol/L           MD1
CALCIUM                     9.6                            8.6-10.3 mg/dL         MD1
PROTEIN, TOTAL              6.8                            6.1-8.1 g/dL           MD1
ALBUMIN                     4.1                            3.6-5.1 g/dL           MD1
GLOBULIN                    2.7                            1.9-3.7 g/dL (calc)    MD1
ALBUMIN/GLOBULIN RATIO      1.5                            1.0-2.5 (calc)         MD1
BILIRUBIN, TOTAL            0.7                            0.2-1.2 mg/dL          MD1
ALKALINE PHOSPHATASE        88                             35-144 U/L             MD1
AST                         24                             10-35 U/L              MD1
ALT                         19                             9-46 U/L               MD1

PERSON, TEST - 1842-7730-01                                                 Page 1 of 2
Test Name                   In Range      Out Of Range     Reference Range        Lab
MAGNESIUM                   2.3                            1.5-2.5 mg/dL          MD1
URIC ACID                                 8.4 H            4.0-8.0 mg/dL          MD1
    Therapeutic target for urate lowering treatment in patients with gout: <6.0 mg/dL.

Performing site: MD1 Meridian Diagnostics, Central Laboratory. Medical Director: Sample Director, MD
PERSON, TEST - 1842-7730-01                                                 Page 2 of 2`,
    expected: [
      row('glucose', 131, 'mg/dL', 'high'),
      row('creatinine', 1.64, 'mg/dL', 'high'),
      row('egfr', 42, 'mL/min/1.73m²', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('calcium', 9.6, 'mg/dL', null),
      row('total_protein', 6.8, 'g/dL', null),
      row('albumin', 4.1, 'g/dL', null),
      row('bilirubin', 0.7, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 24, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('uric_acid', 8.4, 'mg/dL', 'high'),
    ],
  },
  {
    // Australian private pathology, diabetes and lipid monitoring: a previous-result column right after
    // today's (both flagged), urate in mmol/L, eGFR printed ">90" against ">59", non-HDL cholesterol,
    // a cholesterol/HDL ratio and a urine albumin/creatinine ratio that are not Hale's.
    id: 'h9-en-3',
    language: 'en',
    kind: 'text',
    text: `COASTLINE PATHOLOGY                                         NATA accredited laboratory
Patient: Test PERSON           D.O.B. 01/01/1966     Sex: M      Lab Ref: 26-4471093
Referring Dr: Dr Sample Doctor, Harbourside Medical Centre      Copy to: Patient
Collected: 21/05/2026 08:05    Fasting: 12 hours     Reported: 21/05/2026 16:22

DIABETES / LIPID MONITORING
                               Today        Previous
                               21/05/26     03/11/25     Units           Reference
Glucose (fasting)              6.4 H        6.1 H        mmol/L          3.0-6.0
HbA1c                          7.2 H        6.9 H        %               4.0-6.0
Cholesterol                    5.9 H        6.3 H        mmol/L          <5.5
Triglyceride                   2.4 H        2.8 H        mmol/L          <2.0
HDL Cholesterol                0.9 L        0.9 L        mmol/L          >1.0
LDL Cholesterol                3.9 H        4.1 H        mmol/L          <3.5
Non-HDL Cholesterol            5.0 H        5.4 H        mmol/L          <4.0
Chol/HDL Ratio                 6.6          7.0                          <4.5
  Lipid targets should be set according to absolute cardiovascular risk.

RENAL FUNCTION
Creatinine                     88           91           umol/L          60-110
eGFR                           >90          85           mL/min/1.73m2   >59
Urate                          0.46 H       0.44 H       mmol/L          0.20-0.42
Urine Albumin/Creatinine Ratio 3.1 H        2.2          mg/mmol         <2.5
  Persistent albuminuria should be confirmed on two of three samples over 3 to 6 months.

Tests requested: HbA1c, Lipids, E/LFT, ACR (Medicare item rules apply)        Page 1 of 1`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 7.2, '%', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('triglycerides', 2.4, 'mmol/L', 'high'),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('ldl', 3.9, 'mmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 0.46, 'mmol/L', 'high'),
    ],
  },
  {
    // Canadian community lab: arrows before the value, range and unit together in one column
    // ("0.32 - 5.04 mIU/L"), Canadian spelling "Hemoglobin" in g/L, TPO antibodies and TIBC that are
    // not Hale's, B12 in pmol/L, ISO dates.
    id: 'h9-en-4',
    language: 'en',
    kind: 'text',
    text: `NORTHERN LIGHTS MEDICAL LABORATORIES                                   FINAL REPORT
Patient: PERSON, TEST          Health Card: 0000-000-000      DOB: 1985-01-01      Sex: F
Ordering Provider: Dr. T. Sample, Lakeshore Family Health Team
Collected: 2026-04-18 08:30        Reported: 2026-04-19 11:02        Accession: NL2604180377

TEST                              FLAG RESULT        REFERENCE RANGE - UNITS
HEMATOLOGY
Hemoglobin                        ↓ 112              115 - 155 g/L
MCV                               ↓ 76               80 - 100 fL
ENDOCRINOLOGY
TSH                               ↑ 6.42             0.32 - 5.04 mIU/L
Free T4                             11.2             9.0 - 19.0 pmol/L
Free T3                             4.1              2.6 - 5.7 pmol/L
Thyroid Peroxidase Antibodies     ↑ 186              <35 kIU/L
  Elevated TSH with normal free T4 is consistent with subclinical hypothyroidism.
  Suggest repeat TSH in 6-8 weeks.
IRON STUDIES
Iron                              ↓ 6                10 - 30 umol/L
TIBC                              ↑ 79               45 - 77 umol/L
Transferrin Saturation            ↓ 8                20 - 50 %
Ferritin                          ↓ 9                15 - 247 ug/L
  Ferritin below 15 ug/L is diagnostic of iron deficiency in adults.
VITAMINS
Vitamin B12                         182              >147 pmol/L

*** End of Report ***`,
    expected: [
      row('haemoglobin', 112, 'g/L', 'low'),
      row('mcv', 76, 'fL', 'low'),
      row('tsh', 6.42, 'mU/L', 'high'),
      row('free_t4', 11.2, 'pmol/L', null),
      row('free_t3', 4.1, 'pmol/L', null),
      row('iron', 6, 'µmol/L', 'low'),
      row('transferrin_saturation', 8, '%', 'low'),
      row('ferritin', 9, 'µg/L', 'low'),
      row('vitamin_b12', 182, 'pmol/L', null),
    ],
  },
  {
    // Indian diagnostic centre CBC: "Low"/"High" words after the value, 10^6/µL and 10^3/µL, PCV
    // for haematocrit, a critical haemoglobin with a phone note, differential in % and again as
    // absolute counts, zero-padded eosinophils/monocytes/basophils, RDW-CV and ESR that are not Hale's.
    id: 'h9-en-5',
    language: 'en',
    kind: 'text',
    text: `SUNRISE VALLEY DIAGNOSTICS
Fully automated pathology laboratory
Patient Name : Mrs. TEST PERSON                     Age/Sex    : 45 Y / F
Ref. By      : Dr. SAMPLE                            Reg. No    : SVD/26/0098812
Sample Type  : Whole blood EDTA                      Collected  : 11/06/2026 10:20 AM
DOB          : 01.01.1981                            Reported   : 11/06/2026 05:48 PM

                           HAEMATOLOGY
                     COMPLETE BLOOD COUNT (CBC)
Investigation                    Result           Unit          Biological Ref. Interval
Haemoglobin                      6.4      Low     g/dL          12.0 - 15.0
   ** Critical value. Informed to the referring doctor by phone at 04:55 PM. **
Total RBC Count                  2.91     Low     10^6/µL       3.8 - 4.8
Packed Cell Volume (PCV)         21.8     Low     %             36 - 46
MCV                              74.9     Low     fL            83 - 101
MCH                              22.0     Low     pg            27 - 32
MCHC                             29.4     Low     g/dL          31.5 - 34.5
RDW-CV                           19.8     High    %             11.6 - 14.0
Total Leucocyte Count (TLC)      5.6              10^3/µL       4.0 - 10.0
Differential Leucocyte Count (DLC)
  Neutrophils                    68               %             40 - 80
  Lymphocytes                    24               %             20 - 40
  Eosinophils                    04               %             01 - 06
  Monocytes                      04               %             02 - 10
  Basophils                      00               %             00 - 02
Absolute Neutrophil Count        3.81             10^3/µL       2.0 - 7.0
Absolute Lymphocyte Count        1.34             10^3/µL       1.0 - 3.0
Platelet Count                   185              10^3/µL       150 - 410
ESR (Westergren)                 42       High    mm/1st hr     0 - 20

Peripheral smear: RBCs are microcytic hypochromic with anisopoikilocytosis. Pencil cells seen.
Advice: Iron studies and stool for occult blood.
                                  *** End of Report ***
                          Page 1 of 1        Checked by: Consultant Pathologist`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('red_cells', 2.91, '10^12/L', 'low'),
      row('haematocrit', 21.8, '%', 'low'),
      row('mcv', 74.9, 'fL', 'low'),
      row('mch', 22, 'pg', 'low'),
      row('mchc', 29.4, 'g/dL', 'low'),
      row('white_cells', 5.6, '10^9/L', null),
      row('neutrophils', 68, '%', null),
      row('lymphocytes', 24, '%', null),
      row('neutrophils', 3.81, '10^9/L', null),
      row('lymphocytes', 1.34, '10^9/L', null),
      row('platelets', 185, '10^9/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
