/**
 * Lab report corpus, DEVELOPMENT half (fourth file), English: the third held-out half, written
 * without reading the extractor, run once to measure it and now tuned against. Irish, New Zealand,
 * Indian, South African, Singaporean, Nigerian and Kenyan reports. Synthetic reports, no real
 * people, labs or phone numbers. Rows for tests Hale does not know (RDW, ESR, VLDL, ratios,
 * conjugated bilirubin, urine bilirubin, urobilinogen, microscopy) are not results to extract. The
 * rest of the set is in en-4-part-2.ts.
 */
import type {Analyte, LabFlag, LabReportCase} from '../../types'
import partTwo from './en-4-part-2'

const row = (analyte: Analyte, value: number, unit: string, flag: LabFlag = null) => ({analyte, value, unit, flag})

const cases: readonly LabReportCase[] = [
  {
    id: 'h3-en-1',
    language: 'en',
    kind: 'text',
    text: `St. Brigid's University Hospital - Department of Haematology
Patient: Test Person      MRN: 0000000      Sex: F
Location: GP Referral      Collected: 14/10/2026 09:40      Authorised: 14/10/2026 13:05
FULL BLOOD COUNT
Test                     Result    Flag    Units        Reference Range
Haemoglobin              10.9      L       g/dL         12.0 - 15.0
Haematocrit              33.1      L       %            36.0 - 46.0
Red cell count           3.92              x10^12/L     3.80 - 4.80
MCV                      84.4              fL           83.0 - 101.0
MCH                      27.8              pg           27.0 - 32.0
MCHC                     32.9              g/dL         31.5 - 34.5
RDW                      15.8      H       %            11.6 - 14.0
White cell count         11.6      H       x10^9/L      4.0 - 10.0
Neutrophils              8.9       H       x10^9/L      2.0 - 7.0
Lymphocytes              1.7               x10^9/L      1.0 - 3.0
Monocytes                0.7               x10^9/L      0.2 - 1.0
Eosinophils              0.2               x10^9/L      0.02 - 0.50
Platelets                412       H       x10^9/L      150 - 410
Film comment: mild anisocytosis. No blast cells seen.
Laboratory enquiries: 01 000 0000 ext. 4120`,
    expected: [
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.1, '%', 'low'),
      row('red_cells', 3.92, '10^12/L'),
      row('mcv', 84.4, 'fL'),
      row('mch', 27.8, 'pg'),
      row('mchc', 32.9, 'g/dL'),
      row('white_cells', 11.6, '10^9/L', 'high'),
      row('neutrophils', 8.9, '10^9/L', 'high'),
      row('lymphocytes', 1.7, '10^9/L'),
      row('platelets', 412, '10^9/L', 'high'),
    ],
  },
  {
    id: 'h3-en-2',
    language: 'en',
    kind: 'text',
    text: `Kowhai Community Laboratories - Whanganui
Patient: Test Person    NHI: ZZZ0000    DOB: 02/03/1949
Requester: Test Doctor, Riverside Medical Centre
Collected: 03-Nov-2026 07:55    Reported: 03-Nov-2026 11:20
RENAL FUNCTION AND ELECTROLYTES
Sodium ............... 127 L mmol/L        (135-145)
Potassium ............ 6.9 HH mmol/L       (3.5-5.2)
Chloride ............. 96 mmol/L           (95-110)
Bicarbonate .......... 17 L mmol/L         (22-32)
Urea ................. 24.6 H mmol/L       (3.2-7.7)
Creatinine ........... 388 H umol/L        (45-90)
eGFR ................. 10 mL/min/1.73m2    (>60)
Urate ................ 0.61 H mmol/L       (0.14-0.36)
Calcium .............. 2.31 mmol/L         (2.10-2.55)
Phosphate ............ 2.05 H mmol/L       (0.75-1.50)
Albumin .............. 31 L g/L            (35-50)
C-Reactive Protein ... 48 H mg/L           (<5)
Potassium result phoned to Dr Test at 11:05 on 03/11/2026 (ph 06 000 0000).
Specimen received 2 hours after collection; no haemolysis.`,
    expected: [
      row('sodium', 127, 'mmol/L', 'low'),
      row('potassium', 6.9, 'mmol/L', 'high'),
      row('chloride', 96, 'mmol/L'),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 388, 'µmol/L', 'high'),
      row('egfr', 10, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 0.61, 'mmol/L', 'high'),
      row('calcium', 2.31, 'mmol/L'),
      row('albumin', 31, 'g/L', 'low'),
      row('crp', 48, 'mg/L', 'high'),
    ],
  },
  {
    id: 'h3-en-3',
    language: 'en',
    kind: 'text',
    text: `Sanjeevani Diagnostics & Research Centre, Pune
NABL Accredited Laboratory | Ph: +91 20 0000 0000
Patient Name : Test Person          Age/Sex : 52 Y / M
Ref. By : Dr. Test Doctor           Sample Collected : 21/09/2026 08:10
Fasting : 12 hrs
BIOCHEMISTRY
Test Name                          Result     Unit      Bio. Ref. Interval
Glucose, Fasting (Plasma)          138        mg/dL     70 - 100
Method : Hexokinase
HbA1c (Glycated Haemoglobin)       7.4        %         4.0 - 5.6
Method : HPLC, NGSP certified
Estimated Average Glucose (eAG)    166        mg/dL
KIDNEY FUNCTION
Creatinine, Serum                  1.1        mg/dL     0.7 - 1.3
Uric Acid, Serum                   7.9        mg/dL     3.5 - 7.2
LIPID PROFILE
Cholesterol, Total                 232        mg/dL     < 200
Triglycerides                      188        mg/dL     < 150
HDL Cholesterol                    38         mg/dL     > 40
LDL Cholesterol, Direct            156        mg/dL     < 100
VLDL Cholesterol                   37.6       mg/dL     < 30
Non-HDL Cholesterol                194        mg/dL     < 130
Total Cholesterol / HDL Ratio      6.1                  < 5.0
Interpretation (NCEP ATP III): LDL 100-129 near optimal, 130-159 borderline high.
*** End of Report ***
Page 1 of 1`,
    expected: [
      row('glucose', 138, 'mg/dL', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('creatinine', 1.1, 'mg/dL'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('cholesterol', 232, 'mg/dL', 'high'),
      row('triglycerides', 188, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 156, 'mg/dL', 'high'),
    ],
  },
  {
    id: 'h3-en-4',
    language: 'en',
    kind: 'text',
    text: `Arogya Path Labs - Hyderabad Processing Centre
Patient : Test Person     Lab No : 00000000     Age : 34 Years    Gender : Female
Collected : 05-Oct-2026 07:32 AM     Reported : 05-Oct-2026 06:10 PM
Investigation                      Observed Value    Unit       Biological Reference Interval
THYROID PROFILE, FREE
Free T3 (FT3)                      2.1               pg/mL      2.0 - 4.4
TSH, Ultrasensitive                9.86              µIU/mL     0.35 - 5.50
Method : CLIA, 3rd generation assay
VITAMINS
25-Hydroxy Vitamin D (Total)       11.3              ng/mL      30 - 100
  Deficiency < 20 ng/mL, Insufficiency 20 - 29 ng/mL, Sufficiency 30 - 100 ng/mL
Vitamin B12 (Cyanocobalamin)       162               pg/mL      211 - 911
Folic Acid, Serum                  6.8               ng/mL      > 5.38
IRON STUDIES
Ferritin                           9.4               ng/mL      13 - 150
INFLAMMATION
C-Reactive Protein (Quantitative)  3.2               mg/L       < 6.0
Sample Type : Serum     Page 1 of 1`,
    expected: [
      row('free_t3', 2.1, 'pg/mL'),
      row('tsh', 9.86, 'mU/L', 'high'),
      row('vitamin_d', 11.3, 'ng/mL', 'low'),
      row('vitamin_b12', 162, 'pg/mL', 'low'),
      row('folate', 6.8, 'ng/mL'),
      row('ferritin', 9.4, 'ng/mL', 'low'),
      row('crp', 3.2, 'mg/L'),
    ],
  },
  {
    id: 'h3-en-5',
    language: 'en',
    kind: 'text',
    text: `Protea Pathology Laboratories - Bloemfontein
Patient: Test Person   Ref: 0000000000   Age: 61y   Sex: M
Doctor: Test Doctor    Date collected: 2026/10/19 08:15    Date reported: 2026/10/19 15:40
Test                          Result        Reference range
UREA, ELECTROLYTES & CREATININE
Sodium                        139           136 - 145 mmol/L
Potassium                     3.2    L      3.5 - 5.1 mmol/L
Chloride                      101           98 - 107 mmol/L
Total CO2                     28            23 - 29 mmol/L
Urea                          5.4           2.1 - 7.1 mmol/L
Creatinine                    96            64 - 104 umol/L
eGFR (CKD-EPI)                74            >60 mL/min/1.73m2
LIVER FUNCTION
Total bilirubin               34     H      5 - 21 umol/L
Conjugated bilirubin          12     H      0 - 3 umol/L
Alkaline phosphatase          148    H      53 - 128 U/L
ALT                           96     H      10 - 40 U/L
AST                           71     H      15 - 40 U/L
Gamma GT                      212    H      < 68 U/L
Total protein                 71            60 - 78 g/L
Albumin                       38            35 - 52 g/L
Note: haemolysed specimens may falsely raise potassium and AST.
Tel: 051 000 0000    Page 1 of 1`,
    expected: [
      row('sodium', 139, 'mmol/L'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 101, 'mmol/L'),
      row('bicarbonate', 28, 'mmol/L'),
      row('urea', 5.4, 'mmol/L'),
      row('creatinine', 96, 'µmol/L'),
      row('egfr', 74, 'mL/min/1.73m²'),
      row('bilirubin', 34, 'µmol/L', 'high'),
      row('alp', 148, 'U/L', 'high'),
      row('alt', 96, 'U/L', 'high'),
      row('ast', 71, 'U/L', 'high'),
      row('ggt', 212, 'U/L', 'high'),
      row('total_protein', 71, 'g/L'),
      row('albumin', 38, 'g/L'),
    ],
  },
  {
    id: 'h3-en-6',
    language: 'en',
    kind: 'text',
    text: `Merlion Family Polyclinic - Laboratory Services
Patient: Test Person    NRIC: S0000000Z    Visit: Chronic Disease Review
Specimen collected: 2026-11-02 08:30    Fasting: Yes
DIABETES / LIPIDS / RENAL
Test                              Result     Units            Reference
HbA1c                             8.6 ↑      %                4.0 - 6.0
Glucose (fasting)                 9.4 ↑      mmol/L           3.9 - 6.0
Total Cholesterol                 5.8 ↑      mmol/L           < 5.2
LDL-C (calculated)                3.9 ↑      mmol/L           < 2.6
HDL-C                             0.92 ↓     mmol/L           > 1.00
Triglycerides                     2.4 ↑      mmol/L           < 1.7
Creatinine                        118 ↑      umol/L           50 - 110
eGFR (CKD-EPI 2021)               56 ↓       mL/min/1.73m2    > 60
Urine albumin/creatinine ratio    6.2 ↑      mg/mmol          < 3.0
Potassium                         4.8        mmol/L           3.5 - 5.0
Alanine aminotransferase          28         U/L              10 - 45
Next HbA1c due in 3 months. Appointment hotline 6000 0000.`,
    expected: [
      row('hba1c', 8.6, '%', 'high'),
      row('glucose', 9.4, 'mmol/L', 'high'),
      row('cholesterol', 5.8, 'mmol/L', 'high'),
      row('ldl', 3.9, 'mmol/L', 'high'),
      row('hdl', 0.92, 'mmol/L', 'low'),
      row('triglycerides', 2.4, 'mmol/L', 'high'),
      row('creatinine', 118, 'µmol/L', 'high'),
      row('egfr', 56, 'mL/min/1.73m²', 'low'),
      row('potassium', 4.8, 'mmol/L'),
      row('alt', 28, 'U/L'),
    ],
  },
  {
    id: 'h3-en-7',
    language: 'en',
    kind: 'text',
    text: `Harmattan Medical Diagnostics, Ibadan
Patient: Test Person    Lab No: HMD/26/0000    Age: 27 yrs    Sex: F
Clinician: Test Doctor    Date: 11/11/2026    Tel: 0800 000 0000
URINALYSIS (DIPSTICK)
Colour               Amber
Appearance           Turbid
pH                   5.0
Specific gravity     1.025
Protein              ++
Glucose              Nil
Ketones              +
Blood                +++
Leucocytes           ++
Nitrite              Positive
Urobilinogen         Normal
Bilirubin            Nil
HAEMATOLOGY
Haemoglobin          9.2 g/dL          (11.5 - 16.5)
PCV                  28 %              (36 - 47)
WBC                  13.4 x10^9/L      (4.0 - 11.0)
Platelets            288 x10^9/L       (150 - 400)
ESR (Westergren)     64 mm/hr          (0 - 20)
Urine sent for microscopy, culture and sensitivity (result in 48 hours).`,
    expected: [
      row('urine_ph', 5, ''),
      row('urine_specific_gravity', 1.025, ''),
      row('urine_protein', 2, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('haemoglobin', 9.2, 'g/dL', 'low'),
      row('haematocrit', 28, '%', 'low'),
      row('white_cells', 13.4, '10^9/L', 'high'),
      row('platelets', 288, '10^9/L'),
    ],
  },
  {
    id: 'h3-en-8',
    language: 'en',
    kind: 'text',
    text: `Rift Valley Referral Hospital Laboratory - Nakuru
Patient: Test Person    IP No: 000000    Ward: Casualty
Collected: 08/11/2026 02:47    Validated: 08/11/2026 03:20
*** CRITICAL RESULTS - telephoned to ward at 03:18, read back confirmed ***
Analyte                  Result    Flag    Units        Ref. Interval
CHEMISTRY
Sodium                   116       LL      mmol/L       135 - 145
Potassium                3.9               mmol/L       3.5 - 5.1
Chloride                 84        L       mmol/L       98 - 107
Urea                     3.1               mmol/L       2.5 - 7.8
Creatinine               64                umol/L       53 - 97
Random blood sugar       2.1       LL      mmol/L       3.9 - 7.8
HAEMATOLOGY
Haemoglobin              6.3       LL      g/dL         12.0 - 16.0
MCV                      68        L       fL           80 - 100
MCH                      19.8      L       pg           27 - 32
MCHC                     29.1      L       g/dL         32 - 36
Total WBC                5.1               x10^9/L      4.0 - 11.0
Platelets                96        L       x10^9/L      150 - 400
Malaria RDT              Negative
Lab contact: 0700 000 000`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.9, 'mmol/L'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('urea', 3.1, 'mmol/L'),
      row('creatinine', 64, 'µmol/L'),
      row('glucose', 2.1, 'mmol/L', 'low'),
      row('haemoglobin', 6.3, 'g/dL', 'low'),
      row('mcv', 68, 'fL', 'low'),
      row('mch', 19.8, 'pg', 'low'),
      row('mchc', 29.1, 'g/dL', 'low'),
      row('white_cells', 5.1, '10^9/L'),
      row('platelets', 96, '10^9/L', 'low'),
    ],
  },
]

const reports: readonly LabReportCase[] = [...cases, ...partTwo]
export default reports
