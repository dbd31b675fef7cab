/**
 * Lab report corpus, HELD-OUT half (nineteenth set), English, second file (see en.ts): a
 * Philippine polyclinic printing the SI and the conventional result in one cell ("7.4 mmol/L
 * (133 mg/dL)") and a urinalysis with "Sugar", "Albumin", "+2" and no ranges, a Nigerian private
 * laboratory with dot leaders and unranged lipids, and three portal CSV exports (an Indian
 * wellness package with every field quoted, a US FHIR-style download with tabs, LOINC names and
 * UCUM units, a Montreal clinic with semicolons, decimal commas and a previous-result column).
 * Run only to measure the extractor, never to tune it. Written without reading the extractor;
 * synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not know
 * (VLDL, urine colour and transparency, urine microscopy, conjugated bilirubin, globulin,
 * hepatitis B surface antigen, anti-HCV, alpha-fetoprotein, eosinophils, monocytes, ESR,
 * BUN/creatinine ratio, albumin/globulin ratio, estimated average glucose, non-HDL cholesterol,
 * apolipoprotein B) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // A Philippine diagnostic center's annual physical examination: the SI result with its unit
    // and the conventional result in parentheses in ONE cell, the SI reference value, a Remarks
    // column with HIGH / LOW; then a routine urinalysis with Philippine names (Sugar for glucose,
    // Albumin for protein), grades written "+2" and "+1", no ranges and no flags (defaults
    // decide), and a microscopic section (pus cells, RBC per hpf) that is not dipstick; VLDL to skip.
    id: 'h19-en-6',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTIC CENTER AND POLYCLINIC
Example Avenue, Example City     DOH License No. 00-000-00-CL-0     PhilHealth accredited
LABORATORY RESULTS - ANNUAL PHYSICAL EXAMINATION
Name: PERSON, TEST     Age/Sex: 58 / F     Date: March 10, 2025     Case No.: APE-2025-00000
Requesting Physician: Dr. Example     Company / HMO: Example Health Plan

CLINICAL CHEMISTRY     Specimen: Serum (fasting 10 hours), EDTA whole blood
Examination               Result                       Reference Value          Remarks
Fasting Blood Sugar       7.4 mmol/L (133 mg/dL)       4.1 - 5.9 mmol/L         HIGH
Total Cholesterol         6.1 mmol/L (236 mg/dL)       0 - 5.2 mmol/L           HIGH
Triglycerides             2.1 mmol/L (186 mg/dL)       0 - 1.7 mmol/L           HIGH
HDL Cholesterol           1.02 mmol/L (39 mg/dL)       1.04 - 1.55 mmol/L       LOW
LDL Cholesterol           4.13 mmol/L (160 mg/dL)      0 - 3.36 mmol/L          HIGH
VLDL                      0.95 mmol/L (37 mg/dL)       0 - 0.78 mmol/L          HIGH
Creatinine                88 umol/L (1.0 mg/dL)        53 - 97 umol/L
Blood Uric Acid           402 umol/L (6.8 mg/dL)       155 - 357 umol/L         HIGH
HbA1c                     7.1 %                        4.0 - 6.0 %              HIGH
Note: Conventional units in parentheses are given for reference.

Page 1 of 2
PERSON, TEST     Case No.: APE-2025-00000     Date: March 10, 2025

CLINICAL MICROSCOPY - ROUTINE URINALYSIS     Specimen: Random midstream urine     Received: 08:40 AM
MACROSCOPIC
Color                          Dark yellow
Transparency                   Slightly turbid
CHEMICAL (reagent strip)
pH                             6.0
Specific Gravity               1.025
Sugar                          +2
Albumin                        Trace
Ketone                         Negative
Blood                          Negative
Leukocytes                     +1
Nitrite                        Negative
MICROSCOPIC
Pus cells                      8 - 10 /hpf
Red blood cells                0 - 2 /hpf
Squamous epithelial cells      Few
Bacteria                       Moderate
Mucus threads                  Few
Amorphous urates               Rare

Remarks: Glycosuria and pyuria. Suggest urine culture and correlation with the fasting blood sugar.
Medical Technologist: Example, RMT     Pathologist: Dr. Example, MD, FPSP     Page 2 of 2`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('cholesterol', 6.1, 'mmol/L', 'high'),
      row('triglycerides', 2.1, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', 'low'),
      row('ldl', 4.13, 'mmol/L', 'high'),
      row('creatinine', 88, 'µmol/L', null),
      row('uric_acid', 402, 'µmol/L', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_glucose', 2, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 0, 'grade', null),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
    ],
  },
  {
    // A Nigerian private diagnostic laboratory: each test name followed by dot leaders to its
    // result, then unit, range and a Remark column with HIGH; a liver function test with
    // conjugated bilirubin and globulin to skip; lipids printed WITHOUT ranges or remarks (flags
    // from the default table); hepatitis serology and AFP to skip.
    id: 'h19-en-7',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTICS & MEDICAL LABORATORY LTD
MLSCN registered laboratory     Example Road, Example City
Name: TEST PERSON (Mr)     Age: 47 yrs     Sex: Male     Lab No: ED/25/00000     Ref. by: Dr Example (Example Clinic)
Specimen: Blood (plain tube, fluoride tube)     Collected: 07-03-2025 08:15     Reported: 07-03-2025 15:20

CLINICAL CHEMISTRY REPORT
LIVER FUNCTION TEST                                      Result       Unit       Ref. range       Remark
Total Bilirubin .......................................  34           umol/L     3 - 17           HIGH
Conjugated Bilirubin ..................................  21           umol/L     0 - 5            HIGH
AST (SGOT) ............................................  88           U/L        0 - 35           HIGH
ALT (SGPT) ............................................  142          U/L        0 - 45           HIGH
Alkaline Phosphatase ..................................  118          U/L        40 - 130
Gamma GT ..............................................  164          U/L        5 - 55           HIGH
Total Protein .........................................  71           g/L        60 - 80
Albumin ...............................................  36           g/L        35 - 50
Globulin ..............................................  35           g/L        20 - 35

GLUCOSE                                                  Result       Unit       Ref. range       Remark
Fasting Plasma Glucose ................................  5.2          mmol/L     3.9 - 5.6
HbA1c .................................................  5.9          %          4.0 - 5.6        HIGH

LIPID PROFILE (12-hour fast)                             Result       Unit
Total Cholesterol .....................................  5.8          mmol/L
Triglycerides .........................................  1.4          mmol/L
HDL Cholesterol .......................................  0.9          mmol/L
LDL Cholesterol (calculated) ..........................  4.3          mmol/L
Lipid results are not given reference ranges: interpret them against the patient's overall cardiovascular risk.

SEROLOGY / TUMOUR MARKER
HBsAg (rapid, confirmed by ELISA) .....................  Reactive
Anti-HCV ..............................................  Non-reactive
Alpha-fetoprotein (AFP) ...............................  6.2          ng/mL      0 - 10

Comment: Hepatocellular pattern of liver injury with a reactive HBsAg. Suggest HBV DNA, HBeAg and hepatology review.
Checked by: Example (Medical Laboratory Scientist)     Approved by: Dr Example, FMCPath     Page 1 of 1`,
    expected: [
      row('bilirubin', 34, 'µmol/L', 'high'),
      row('ast', 88, 'U/L', 'high'),
      row('alt', 142, 'U/L', 'high'),
      row('alp', 118, 'U/L', null),
      row('ggt', 164, 'U/L', 'high'),
      row('total_protein', 71, 'g/L', null),
      row('albumin', 36, 'g/L', null),
      row('glucose', 5.2, 'mmol/L', null),
      row('hba1c', 5.9, '%', 'high'),
      row('cholesterol', 5.8, 'mmol/L', 'high'),
      row('triglycerides', 1.4, 'mmol/L', null),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('ldl', 4.3, 'mmol/L', 'high'),
    ],
  },
  {
    // An Indian wellness-package portal export: commas, every field quoted, commas inside the
    // package and test names, a Flag column with High / Low or empty, 10^3/µL, differential as
    // percentages (results), BUN in mg/dL for urea, "mL/min/1.73 m²"; eosinophils, monocytes and
    // ESR to skip.
    id: 'h19-en-8',
    language: 'en',
    kind: 'csv',
    text: `"Report Date","Package","Parameter","Value","Unit","Reference Range","Flag"
"09-Mar-2025","Full Body Checkup, Advanced","Hemoglobin","14.1","g/dL","13.0 - 17.0",""
"09-Mar-2025","Full Body Checkup, Advanced","Total Leukocyte Count (TLC)","5.6","10^3/µL","4.0 - 10.0",""
"09-Mar-2025","Full Body Checkup, Advanced","Neutrophils","58.4","%","40 - 80",""
"09-Mar-2025","Full Body Checkup, Advanced","Lymphocytes","31.6","%","20 - 40",""
"09-Mar-2025","Full Body Checkup, Advanced","Eosinophils","6.8","%","1 - 6","High"
"09-Mar-2025","Full Body Checkup, Advanced","Monocytes","3.2","%","2 - 10",""
"09-Mar-2025","Full Body Checkup, Advanced","Platelet Count","142","10^3/µL","150 - 410","Low"
"09-Mar-2025","Full Body Checkup, Advanced","MCV","84.2","fL","83 - 101",""
"09-Mar-2025","Full Body Checkup, Advanced","ESR (Westergren)","18","mm/hr","0 - 15","High"
"09-Mar-2025","Full Body Checkup, Advanced","Serum Creatinine","0.92","mg/dL","0.70 - 1.30",""
"09-Mar-2025","Full Body Checkup, Advanced","eGFR (CKD-EPI 2021)","98","mL/min/1.73 m²",">= 90",""
"09-Mar-2025","Full Body Checkup, Advanced","Blood Urea Nitrogen (BUN)","12.1","mg/dL","7.0 - 20.0",""
"09-Mar-2025","Full Body Checkup, Advanced","Uric Acid","6.1","mg/dL","3.5 - 7.2",""
"09-Mar-2025","Full Body Checkup, Advanced","Ferritin","312.5","ng/mL","21.8 - 274.7","High"
"09-Mar-2025","Full Body Checkup, Advanced","C-Reactive Protein (CRP), Quantitative","8.4","mg/L","< 5.0","High"
"09-Mar-2025","Full Body Checkup, Advanced","Vitamin D, 25-Hydroxy","21.4","ng/mL","30 - 100","Low"
"09-Mar-2025","Full Body Checkup, Advanced","Vitamin B12","412","pg/mL","211 - 911",""
"09-Mar-2025","Full Body Checkup, Advanced","Folate (Folic Acid), Serum","4.1","ng/mL","> 5.38","Low"
"09-Mar-2025","Full Body Checkup, Advanced","TSH (3rd Generation)","2.31","µIU/mL","0.55 - 4.78",""`,
    expected: [
      row('haemoglobin', 14.1, 'g/dL', null),
      row('white_cells', 5.6, '10^9/L', null),
      row('neutrophils', 58.4, '%', null),
      row('lymphocytes', 31.6, '%', null),
      row('platelets', 142, '10^9/L', 'low'),
      row('mcv', 84.2, 'fL', null),
      row('creatinine', 0.92, 'mg/dL', null),
      row('egfr', 98, 'mL/min/1.73m²', null),
      row('urea', 12.1, 'mg/dL', null),
      row('uric_acid', 6.1, 'mg/dL', null),
      row('ferritin', 312.5, 'ng/mL', 'high'),
      row('crp', 8.4, 'mg/L', 'high'),
      row('vitamin_d', 21.4, 'ng/mL', 'low'),
      row('vitamin_b12', 412, 'pg/mL', null),
      row('folate', 4.1, 'ng/mL', 'low'),
      row('tsh', 2.31, 'mU/L', null),
    ],
  },
  {
    // A US health-record download in FHIR style: tab-separated, a LOINC code column whose codes
    // look like ranges ("2160-0"), LOINC long names as test names ("Urea nitrogen [Mass/volume]
    // in Serum or Plasma", "Carbon dioxide, total", "Protein [Mass/volume]"), UCUM units
    // ("mL/min/{1.73_m2}", "{ratio}"), separate low and high columns and an interpretation code
    // (H, N); the BUN/creatinine ratio, globulin, albumin/globulin ratio and estimated average
    // glucose to skip.
    id: 'h19-en-9',
    language: 'en',
    kind: 'csv',
    text: `effectiveDateTime\tcode\tdisplay\tvalue\tunit\treferenceRange.low\treferenceRange.high\tinterpretation
2025-03-11T08:42:00-05:00\t2345-7\tGlucose [Mass/volume] in Serum or Plasma\t104\tmg/dL\t70\t99\tH
2025-03-11T08:42:00-05:00\t3094-0\tUrea nitrogen [Mass/volume] in Serum or Plasma\t23\tmg/dL\t6\t24\tN
2025-03-11T08:42:00-05:00\t2160-0\tCreatinine [Mass/volume] in Serum or Plasma\t1.31\tmg/dL\t0.76\t1.27\tH
2025-03-11T08:42:00-05:00\t98979-8\tGlomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI 2021)\t61\tmL/min/{1.73_m2}\t60\t\tN
2025-03-11T08:42:00-05:00\t3097-3\tUrea nitrogen/Creatinine [Mass Ratio] in Serum or Plasma\t18\t{ratio}\t9\t20\tN
2025-03-11T08:42:00-05:00\t2951-2\tSodium [Moles/volume] in Serum or Plasma\t141\tmmol/L\t134\t144\tN
2025-03-11T08:42:00-05:00\t2823-3\tPotassium [Moles/volume] in Serum or Plasma\t5.6\tmmol/L\t3.5\t5.2\tH
2025-03-11T08:42:00-05:00\t2075-0\tChloride [Moles/volume] in Serum or Plasma\t102\tmmol/L\t96\t106\tN
2025-03-11T08:42:00-05:00\t2028-9\tCarbon dioxide, total [Moles/volume] in Serum or Plasma\t21\tmmol/L\t20\t29\tN
2025-03-11T08:42:00-05:00\t17861-6\tCalcium [Mass/volume] in Serum or Plasma\t9.8\tmg/dL\t8.7\t10.2\tN
2025-03-11T08:42:00-05:00\t2885-2\tProtein [Mass/volume] in Serum or Plasma\t7.4\tg/dL\t6.0\t8.5\tN
2025-03-11T08:42:00-05:00\t1751-7\tAlbumin [Mass/volume] in Serum or Plasma\t4.6\tg/dL\t3.8\t4.9\tN
2025-03-11T08:42:00-05:00\t10834-0\tGlobulin [Mass/volume] in Serum by calculation\t2.8\tg/dL\t1.5\t4.5\tN
2025-03-11T08:42:00-05:00\t1759-0\tAlbumin/Globulin [Mass Ratio] in Serum or Plasma\t1.6\t{ratio}\t1.2\t2.2\tN
2025-03-11T08:42:00-05:00\t1975-2\tBilirubin.total [Mass/volume] in Serum or Plasma\t0.6\tmg/dL\t0.0\t1.2\tN
2025-03-11T08:42:00-05:00\t6768-6\tAlkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma\t71\tU/L\t44\t121\tN
2025-03-11T08:42:00-05:00\t1920-8\tAspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma\t19\tU/L\t0\t40\tN
2025-03-11T08:42:00-05:00\t1742-6\tAlanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma\t24\tU/L\t0\t44\tN
2025-03-11T08:42:00-05:00\t4548-4\tHemoglobin A1c/Hemoglobin.total in Blood\t6.1\t%\t4.8\t5.6\tH
2025-03-11T08:42:00-05:00\t27353-2\tGlucose mean value [Mass/volume] in Blood Estimated from glycated hemoglobin\t128\tmg/dL\t\t\t`,
    expected: [
      row('glucose', 104, 'mg/dL', 'high'),
      row('urea', 23, 'mg/dL', null),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 61, 'mL/min/1.73m²', null),
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 102, 'mmol/L', null),
      row('bicarbonate', 21, 'mmol/L', null),
      row('calcium', 9.8, 'mg/dL', null),
      row('total_protein', 7.4, 'g/dL', null),
      row('albumin', 4.6, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 71, 'U/L', null),
      row('ast', 19, 'U/L', null),
      row('alt', 24, 'U/L', null),
      row('hba1c', 6.1, '%', 'high'),
    ],
  },
  {
    // A Montreal clinic's patient portal export in English with the French-Canadian locale:
    // semicolons, decimal commas in results and ranges, ranges as "< 5,20" / "> 1,00" /
    // "0,35 - 5,00", a Flag column with H / L or empty, then a previous result and its date
    // (often empty), mUI/L for TSH, "mL/min/1,73 m²"; non-HDL cholesterol and apolipoprotein B
    // to skip.
    id: 'h19-en-10',
    language: 'en',
    kind: 'csv',
    text: `Patient ID;Collection date;Analysis;Result;Unit;Reference values;Flag;Previous result;Previous date
000000000;2025-03-06 07:55;Glucose (fasting);5,4;mmol/L;3,6 - 6,0;;5,6;2024-03-01
000000000;2025-03-06 07:55;Hemoglobin A1c;5,8;%;4,0 - 6,0;;5,7;2024-03-01
000000000;2025-03-06 07:55;Cholesterol, total;5,84;mmol/L;< 5,20;H;6,21;2024-03-01
000000000;2025-03-06 07:55;Triglycerides;1,92;mmol/L;< 1,70;H;2,05;2024-03-01
000000000;2025-03-06 07:55;HDL cholesterol;1,18;mmol/L;> 1,00;;1,10;2024-03-01
000000000;2025-03-06 07:55;LDL cholesterol (calculated);3,79;mmol/L;< 3,50;H;4,18;2024-03-01
000000000;2025-03-06 07:55;Non-HDL cholesterol;4,66;mmol/L;< 4,20;H;5,11;2024-03-01
000000000;2025-03-06 07:55;Apolipoprotein B;1,12;g/L;< 1,05;H;;
000000000;2025-03-06 07:55;Creatinine;72;µmol/L;45 - 90;;70;2024-03-01
000000000;2025-03-06 07:55;eGFR (CKD-EPI);97;mL/min/1,73 m²;> 60;;99;2024-03-01
000000000;2025-03-06 07:55;ALT;28;U/L;< 35;;31;2024-03-01
000000000;2025-03-06 07:55;GGT;47;U/L;< 38;H;29;2024-03-01
000000000;2025-03-06 07:55;TSH;0,21;mUI/L;0,35 - 5,00;L;1,84;2024-03-01
000000000;2025-03-06 07:55;Free T4;19,8;pmol/L;9,0 - 19,0;H;;
000000000;2025-03-06 07:55;C-reactive protein;1,4;mg/L;< 10,0;;;
000000000;2025-03-06 07:55;Vitamin B12;256;pmol/L;138 - 652;;;`,
    expected: [
      row('glucose', 5.4, 'mmol/L', null),
      row('hba1c', 5.8, '%', null),
      row('cholesterol', 5.84, 'mmol/L', 'high'),
      row('triglycerides', 1.92, 'mmol/L', 'high'),
      row('hdl', 1.18, 'mmol/L', null),
      row('ldl', 3.79, 'mmol/L', 'high'),
      row('creatinine', 72, 'µmol/L', null),
      row('egfr', 97, 'mL/min/1.73m²', null),
      row('alt', 28, 'U/L', null),
      row('ggt', 47, 'U/L', 'high'),
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 19.8, 'pmol/L', 'high'),
      row('crp', 1.4, 'mg/L', null),
      row('vitamin_b12', 256, 'pmol/L', null),
    ],
  },
]

export default moreCases
