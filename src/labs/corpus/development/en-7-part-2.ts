/**
 * Lab report corpus, DEVELOPMENT half (seventh file: the sixth held-out half, run once to measure
 * the extractor and now tuned against), English, second part: an Indian diagnostic centre, a New
 * Zealand community urinalysis, a Singapore health screening and two CSV portal exports (US,
 * Ireland); en.ts holds the first part. Written without reading the extractor; synthetic reports:
 * no real people, labs or phone numbers. Rows for tests Hale does not know (RDW, eosinophils,
 * monocytes, basophils, ESR, total T3/T4, TIBC, urine microscopy, PTH, phosphate, magnesium) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Indian diagnostic centre: "Investigation / Observed Value / Unit / Biological Reference
    // Interval", no flags at all (the flag comes from the interval); a critical haemoglobin;
    // counts in 10^6/µL and 10^3/µL; the differential in %; packed cell volume is haematocrit;
    // a thyroid profile whose total T3 and T4 are not results Hale knows; a vitamin D with
    // tiered ranges (deficient below every tier).
    id: 'h6-en-6',
    language: 'en',
    kind: 'text',
    text: `SYNTHETIC DIAGNOSTICS PVT. LTD. (SAMPLE REPORT - NOT A REAL LABORATORY)
Patient Name : Ms. TEST PERSON          Age/Sex : 34 Y / F
DOB : 01.01.1990                        Ref. By : Dr. A. EXAMPLE
Sample Collected : 12/08/2024 07:45     Reported : 12/08/2024 14:10
Lab ID : 00000000                       Sample Type : EDTA Whole Blood / Serum
COMPLETE BLOOD COUNT (CBC)
Investigation   Observed Value   Unit   Biological Reference Interval
Haemoglobin (Hb)   6.6   g/dL   12.0 - 15.0
*** CRITICAL VALUE - informed to the referring clinician ***
Total RBC Count   2.91   10^6/µL   3.8 - 4.8
Packed Cell Volume (PCV)   21.4   %   36 - 46
Mean Corpuscular Volume (MCV)   73.5   fL   83 - 101
Mean Corpuscular Hb (MCH)   22.7   pg   27 - 32
Mean Corpuscular Hb Conc. (MCHC)   30.8   g/dL   31.5 - 34.5
Red Cell Distribution Width (RDW-CV)   19.2   %   11.6 - 14.0
Total Leucocyte Count (TLC)   7.8   10^3/µL   4.0 - 10.0
Differential Leucocyte Count (DLC)
Neutrophils   62   %   40 - 80
Lymphocytes   29   %   20 - 40
Eosinophils   6   %   1 - 6
Monocytes   3   %   2 - 10
Basophils   0   %   0 - 2
Platelet Count   186   10^3/µL   150 - 410
ESR (Westergren)   48   mm/1st hr   0 - 20
Peripheral smear: microcytic hypochromic red cells with anisocytosis. Advised iron studies.
Page 1 of 2
THYROID PROFILE (T3, T4, TSH)
Investigation   Observed Value   Unit   Biological Reference Interval
T3, Total   1.12   ng/mL   0.80 - 2.00
T4, Total   8.4   µg/dL   5.1 - 14.1
TSH (Ultrasensitive)   6.82   µIU/mL   0.27 - 4.20
Method: CLIA
VITAMINS
25-Hydroxy Vitamin D (Total)   11.3   ng/mL   Deficiency: < 20 / Insufficiency: 20 - 29 / Sufficiency: 30 - 100
Vitamin B12 (Cyanocobalamin)   182   pg/mL   197 - 771
--- End of Report ---   Page 2 of 2`,
    expected: [
      row('haemoglobin', 6.6, 'g/dL', 'low'),
      row('red_cells', 2.91, '10^12/L', 'low'),
      row('haematocrit', 21.4, '%', 'low'),
      row('mcv', 73.5, 'fL', 'low'),
      row('mch', 22.7, 'pg', 'low'),
      row('mchc', 30.8, 'g/dL', 'low'),
      row('white_cells', 7.8, '10^9/L', null),
      row('neutrophils', 62, '%', null),
      row('lymphocytes', 29, '%', null),
      row('platelets', 186, '10^9/L', null),
      row('tsh', 6.82, 'mU/L', 'high'),
      row('vitamin_d', 11.3, 'ng/mL', 'low'),
      row('vitamin_b12', 182, 'pg/mL', 'low'),
    ],
  },
  {
    // New Zealand community laboratory, midstream urine: dipstick results in words and crosses
    // against "(Negative)" ranges, "Positive" nitrite, pH and specific gravity without units;
    // then microscopy, whose leucocyte and red cell counts (x10^6/L) are not dipstick results.
    id: 'h6-en-7',
    language: 'en',
    kind: 'text',
    text: `SOUTHERN ALPS COMMUNITY LABORATORY (SYNTHETIC)
URINE - MIDSTREAM SPECIMEN
Patient: Test PERSON   NHI: ZZZ0000   DOB: 01.01.1994   Sex: F
Requester: Dr A Example (GP)   Collected: 15-Jul-2024 10:20   Received: 15-Jul-2024 12:02
Clinical details: dysuria, frequency for 3 days
URINE CHEMISTRY (dipstick)   Result   Reference
pH   6.0   (5.0 - 8.0)
Specific gravity   1.015   (1.005 - 1.030)
Protein   Trace   (Negative)
Glucose   Negative   (Negative)
Ketones   Negative   (Negative)
Blood   ++   (Negative)
Leucocytes   +++   (Negative)
Nitrite   Positive   (Negative)
URINE MICROSCOPY
Leucocytes   >100 x10^6/L   (<10)
Red blood cells   10 - 100 x10^6/L   (<10)
Squamous epithelial cells   Few
Casts   Not seen
Bacteria   Many
Comment: findings consistent with urinary tract infection. Culture and susceptibilities to follow.
Page 1 of 1`,
    expected: [
      row('urine_ph', 6.0, '', null),
      row('urine_specific_gravity', 1.015, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Singapore health screening: the column order is TEST, REF. INTERVAL, UNITS, RESULT, with
    // the arrow flag after the result; iron studies with a raised ferritin, a "<0.3" hs-CRP, a
    // ">7.0" folate range; TIBC and ESR are not results Hale knows.
    id: 'h6-en-8',
    language: 'en',
    kind: 'text',
    text: `LION CITY MEDICAL LABORATORIES (SYNTHETIC)   HEALTH SCREENING REPORT
Name: TEST PERSON   NRIC: S0000000Z (masked)   Sex: M   D.O.B.: 01.01.1979
Visit No.: HS-000000   Collected: 02 Sep 2024 08:30   Doctor: Dr A Example
Package: Executive Screening (Comprehensive)
TEST   REF. INTERVAL   UNITS   RESULT
IRON STUDIES
Iron   11 - 32   umol/L   34 ↑
Total Iron Binding Capacity   45 - 72   umol/L   52
Transferrin Saturation   20 - 50   %   65 ↑
Ferritin   30 - 400   ug/L   612 ↑
  Comment: raised ferritin with raised transferrin saturation. Suggest a repeat fasting sample
  and consider HFE genotyping.
VITAMINS
Vitamin D (25-OH)   50 - 150   nmol/L   38 ↓
Vitamin B12   145 - 569   pmol/L   301
Folate (Serum)   >7.0   nmol/L   15.8
INFLAMMATION
C-Reactive Protein (hs)   <3.0   mg/L   <0.3
ESR   1 - 15   mm/hr   6
KIDNEY FUNCTION
Uric Acid   200 - 430   umol/L   452 ↑
Creatinine   65 - 125   umol/L   88
eGFR (CKD-EPI)   >=90   mL/min/1.73m²   92
Results reviewed by: Laboratory Director (synthetic)   Page 3 of 3`,
    expected: [
      row('iron', 34, 'µmol/L', 'high'),
      row('transferrin_saturation', 65, '%', 'high'),
      row('ferritin', 612, 'µg/L', 'high'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('vitamin_b12', 301, 'pmol/L', null),
      row('folate', 15.8, 'nmol/L', null),
      row('crp', 0.3, 'mg/L', null),
      row('uric_acid', 452, 'µmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('egfr', 92, 'mL/min/1.73m²', null),
    ],
  },
  {
    // US patient portal CSV export: Epic-style units (10*3/uL, 10*6/uL, uIU/mL), an empty flag
    // field when normal, the collection time and status after the flag; RDW and absolute
    // monocytes are not results Hale knows; free T3 in pg/mL.
    id: 'h6-en-9',
    language: 'en',
    kind: 'csv',
    text: `Component,Value,Units,Reference Range,Flag,Collected,Status
WBC,3.1,10*3/uL,4.0-10.5,L,2024-03-11 07:42,Final
RBC,4.38,10*6/uL,4.20-5.40,,2024-03-11 07:42,Final
Hemoglobin,12.9,g/dL,12.0-16.0,,2024-03-11 07:42,Final
Hematocrit,39.2,%,36.0-46.0,,2024-03-11 07:42,Final
MCV,89.5,fL,80.0-100.0,,2024-03-11 07:42,Final
MCH,29.5,pg,27.0-33.0,,2024-03-11 07:42,Final
MCHC,32.9,g/dL,32.0-36.0,,2024-03-11 07:42,Final
RDW,13.1,%,11.5-14.5,,2024-03-11 07:42,Final
Platelets,138,10*3/uL,150-400,L,2024-03-11 07:42,Final
Neutrophils Absolute,1.2,10*3/uL,1.8-7.7,L,2024-03-11 07:42,Final
Lymphocytes Absolute,1.5,10*3/uL,1.0-4.8,,2024-03-11 07:42,Final
Monocytes Absolute,0.3,10*3/uL,0.2-0.9,,2024-03-11 07:42,Final
TSH,0.08,uIU/mL,0.45-4.50,L,2024-03-11 07:42,Final
T3 Free,4.6,pg/mL,2.0-4.4,H,2024-03-11 07:42,Final`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 4.38, '10^12/L', null),
      row('haemoglobin', 12.9, 'g/dL', null),
      row('haematocrit', 39.2, '%', null),
      row('mcv', 89.5, 'fL', null),
      row('mch', 29.5, 'pg', null),
      row('mchc', 32.9, 'g/dL', null),
      row('platelets', 138, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.5, '10^9/L', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t3', 4.6, 'pg/mL', 'high'),
    ],
  },
  {
    // Irish GP practice system CSV export: the date first, the range split into lower and upper
    // limit columns (one of them empty for one-sided ranges), IU/L and ug/L; a "<4" CRP; PTH (in
    // pmol/L, a unit Hale knows), phosphate and magnesium are not results Hale knows.
    id: 'h6-en-10',
    language: 'en',
    kind: 'csv',
    text: `Sample date,Test name,Result,Units,Lower limit,Upper limit,Flag
14/10/2024,Glucose (fasting),3.4,mmol/L,3.5,6.0,L
14/10/2024,Creatinine,72,umol/L,45,84,
14/10/2024,Calcium,2.61,mmol/L,2.20,2.60,H
14/10/2024,Phosphate,1.02,mmol/L,0.80,1.50,
14/10/2024,Magnesium,0.79,mmol/L,0.70,1.00,
14/10/2024,Albumin,44,g/L,35,50,
14/10/2024,Alkaline phosphatase,102,IU/L,30,130,
14/10/2024,Vitamin D (25-OH),41,nmol/L,50,,L
14/10/2024,PTH,7.9,pmol/L,1.6,6.9,H
14/10/2024,Ferritin,28,ug/L,15,150,
14/10/2024,Serum folate,3.1,ug/L,3.9,26.8,L
14/10/2024,CRP,<4,mg/L,,5,`,
    expected: [
      row('glucose', 3.4, 'mmol/L', 'low'),
      row('creatinine', 72, 'µmol/L', null),
      row('calcium', 2.61, 'mmol/L', 'high'),
      row('albumin', 44, 'g/L', null),
      row('alp', 102, 'U/L', null),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('ferritin', 28, 'µg/L', null),
      row('folate', 3.1, 'µg/L', 'low'),
      row('crp', 4, 'mg/L', null),
    ],
  },
]

export default moreCases
