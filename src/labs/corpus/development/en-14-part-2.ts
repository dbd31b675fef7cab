/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), English, continued (see en-14.ts): India, New
 * Zealand and portal CSV exports from the US, Australia and Canada. Synthetic reports: no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, MPV, ESR, urine
 * microscopy, ACR, non-HDL …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Indian diagnostic centre, complete blood count: 10^3/µL and 10^6/µL, PCV for haematocrit,
    // differential in %, "Low"/"High" words after the value, critical haemoglobin.
    id: 'h13-en-6',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTICS PVT. LTD.  (NABL accredited - synthetic)
Patient Name : Mr. TEST PERSON        Age/Sex : 52 Y / Male
Ref. By : Dr. Example                 Reg. Date : 18/07/2026 08:55
Sample : Whole blood EDTA             Report Date : 18/07/2026 12:40

COMPLETE BLOOD COUNT (CBC)
Test Name                      Result         Unit          Bio. Ref. Interval
Haemoglobin                    6.4   Low      g/dL          13.0 - 17.0
Total RBC Count                2.61  Low      10^6/µL       4.5 - 5.5
Packed Cell Volume (PCV)       21.0  Low      %             40 - 50
MCV                            80.5  Low      fL            83 - 101
MCH                            24.5  Low      pg            27 - 32
MCHC                           30.5  Low      g/dL          31.5 - 34.5
RDW-CV                         19.2  High     %             11.6 - 14.0
Total Leucocyte Count (TLC)    11.8  High     10^3/µL       4.0 - 10.0
DIFFERENTIAL LEUCOCYTE COUNT
Neutrophils                    78             %             40 - 80
Lymphocytes                    15    Low      %             20 - 40
Eosinophils                    4              %             1 - 6
Monocytes                      3              %             2 - 10
Platelet Count                 98    Low      10^3/µL       150 - 410
ESR (Westergren)               54    High     mm/1st hr     0 - 15
Peripheral smear: Microcytic hypochromic RBCs with anisopoikilocytosis. Platelets reduced.
Note: Haemoglobin below critical limit, informed to referring doctor.
*** End of Report ***`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('red_cells', 2.61, '10^12/L', 'low'),
      row('haematocrit', 21.0, '%', 'low'),
      row('mcv', 80.5, 'fL', 'low'),
      row('mch', 24.5, 'pg', 'low'),
      row('mchc', 30.5, 'g/dL', 'low'),
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('neutrophils', 78, '%', null),
      row('lymphocytes', 15, '%', 'low'),
      row('platelets', 98, '10^9/L', 'low'),
    ],
  },
  {
    // New Zealand community lab, urinalysis: dipstick in words and plus signs against "Negative",
    // then microscopy counts (leucocytes, red cells) that are not dipstick rows, and a culture note.
    id: 'h13-en-7',
    language: 'en',
    kind: 'text',
    text: `Example Community Laboratories NZ
Patient: PERSON, Test    NHI: AAA0000    DOB: 01-01-1990    Sex: F
Specimen: Urine, midstream    Collected: 05-Nov-2026 11:20

URINALYSIS - CHEMISTRY (dipstick)       Result        Reference
pH                                      6.0           5.0 - 8.0
Specific Gravity                        1.025         1.005 - 1.030
Protein                                 +             Negative
Glucose                                 Negative      Negative
Ketones                                 Trace         Negative
Blood                                   +++           Negative
Leucocytes                              ++            Negative
Nitrite                                 Positive      Negative

URINE MICROSCOPY                        Result        Units        Reference
Leucocytes                              150           x10^6/L      <10
Red Blood Cells                         40            x10^6/L      <13
Squamous Epithelial Cells               Few
Bacteria                                Moderate
Culture to follow. Interim report.
Page 1 of 1`,
    expected: [
      row('urine_ph', 6.0, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // US patient portal CSV export: CBC in K/uL and M/uL with H/L flags, RDW and MPV mixed in, and a
    // TSH in uIU/mL.
    id: 'h13-en-8',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Units,Reference Range,Flag,Collected Date
WBC,3.1,K/uL,4.0-10.5,L,2026-06-14
RBC,4.62,M/uL,4.20-5.80,,2026-06-14
Hemoglobin,13.9,g/dL,13.2-17.1,,2026-06-14
Hematocrit,41.8,%,38.5-50.0,,2026-06-14
MCV,90.5,fL,80.0-100.0,,2026-06-14
MCH,30.1,pg,27.0-33.0,,2026-06-14
MCHC,33.3,g/dL,32.0-36.0,,2026-06-14
RDW,13.1,%,11.0-15.0,,2026-06-14
Platelets,138,K/uL,140-400,L,2026-06-14
MPV,11.2,fL,7.5-12.5,,2026-06-14
Absolute Neutrophils,1.2,K/uL,1.5-7.8,L,2026-06-14
Absolute Lymphocytes,1.4,K/uL,0.85-3.9,,2026-06-14
TSH,5.82,uIU/mL,0.40-4.50,H,2026-06-14`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 4.62, '10^12/L', null),
      row('haemoglobin', 13.9, 'g/dL', null),
      row('haematocrit', 41.8, '%', null),
      row('mcv', 90.5, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 33.3, 'g/dL', null),
      row('platelets', 138, '10^9/L', 'low'),
      row('neutrophils', 1.2, '10^9/L', 'low'),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('tsh', 5.82, 'mU/L', 'high'),
    ],
  },
  {
    // Australian portal CSV export: date first, ranges as "<5" and ">59", kidney function with
    // uric acid in mmol/L, a urine albumin/creatinine ratio that names two analytes but is neither.
    id: 'h13-en-9',
    language: 'en',
    kind: 'csv',
    text: `Date,Test,Result,Units,Range,Abnormal
12/08/2026,Creatinine,142,umol/L,60-110,H
12/08/2026,eGFR,41,mL/min/1.73m2,>59,L
12/08/2026,Urea,11.2,mmol/L,2.5-7.8,H
12/08/2026,Urate,0.52,mmol/L,0.20-0.42,H
12/08/2026,Sodium,139,mmol/L,135-145,
12/08/2026,Potassium,5.4,mmol/L,3.5-5.2,H
12/08/2026,Urine Albumin/Creatinine Ratio,8.4,mg/mmol,<3.5,H
12/08/2026,HbA1c,6.8,%,<6.5,H
12/08/2026,Vitamin D (25-OH),48,nmol/L,>50,L
12/08/2026,CRP,12.4,mg/L,<5,H
12/08/2026,Ferritin,420,ug/L,30-300,H`,
    expected: [
      row('creatinine', 142, 'µmol/L', 'high'),
      row('egfr', 41, 'mL/min/1.73m²', 'low'),
      row('urea', 11.2, 'mmol/L', 'high'),
      row('uric_acid', 0.52, 'mmol/L', 'high'),
      row('sodium', 139, 'mmol/L', null),
      row('potassium', 5.4, 'mmol/L', 'high'),
      row('hba1c', 6.8, '%', 'high'),
      row('vitamin_d', 48, 'nmol/L', 'low'),
      row('crp', 12.4, 'mg/L', 'high'),
      row('ferritin', 420, 'µg/L', 'high'),
    ],
  },
  {
    // Canadian portal CSV export with quoted fields: a low fasting glucose (L), lipids
    // with upper/lower-only ranges, B12 in pmol/L, non-HDL mixed in, no flags on normal rows.
    id: 'h13-en-10',
    language: 'en',
    kind: 'csv',
    text: `"Test","Result","Unit","Reference Interval","Abnormal Flag","Status"
"Glucose, Fasting","3.3","mmol/L","3.6-6.0","L","Final"
"Cholesterol, Total","4.1","mmol/L","<5.2","","Final"
"LDL Cholesterol (calc)","2.3","mmol/L","<3.5","","Final"
"HDL Cholesterol","1.42","mmol/L",">1.0","","Final"
"Triglycerides","0.9","mmol/L","<1.7","","Final"
"Non-HDL Cholesterol","2.7","mmol/L","<4.2","","Final"
"ALT","24","U/L","<50","","Final"
"GGT","31","U/L","<55","","Final"
"TSH","1.84","mIU/L","0.32-4.00","","Final"
"Free T4","14.2","pmol/L","12.0-22.0","","Final"
"Vitamin B12","410","pmol/L","138-652","","Final"`,
    expected: [
      row('glucose', 3.3, 'mmol/L', 'low'),
      row('cholesterol', 4.1, 'mmol/L', null),
      row('ldl', 2.3, 'mmol/L', null),
      row('hdl', 1.42, 'mmol/L', null),
      row('triglycerides', 0.9, 'mmol/L', null),
      row('alt', 24, 'U/L', null),
      row('ggt', 31, 'U/L', null),
      row('tsh', 1.84, 'mU/L', null),
      row('free_t4', 14.2, 'pmol/L', null),
      row('vitamin_b12', 410, 'pmol/L', null),
    ],
  },
]

export default moreCases
