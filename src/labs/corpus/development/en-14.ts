/**
 * Lab report corpus, DEVELOPMENT half (fourteenth file: the thirteenth held-out half, run once to
 * measure the extractor and now tuned against), English: reports from the US, the UK, Ireland,
 * Australia, New Zealand, Canada and India, as PDF text layers and patient-portal CSV exports.
 * Written without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 * Rows for tests Hale does not know (globulin, A/G and BUN/creatinine ratios, RDW, MPV, ESR,
 * osmolality, magnesium, non-HDL, urine microscopy, ACR …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-14-part-2'

const cases: readonly LabReportCase[] = [
  {
    // US reference lab, comprehensive metabolic panel: flag column between result and units, range
    // last, a critical potassium with HH and a call-back note, ratios and globulin mixed in.
    id: 'h13-en-1',
    language: 'en',
    kind: 'text',
    text: `Northgate Clinical Laboratories
Patient: Test Person          DOB: 01/01/1958      Sex: M
Collected: 03/11/2026 07:42   Received: 03/11/2026 09:15   Reported: 03/11/2026 13:02
Ordering: Example Provider, MD
COMPREHENSIVE METABOLIC PANEL
Test                     Result    Flag   Units              Reference Range
Glucose                  112       H      mg/dL              65-99
  Fasting reference interval
Urea Nitrogen (BUN)      24               mg/dL              7-25
Creatinine               1.62      H      mg/dL              0.70-1.28
eGFR                     45        L      mL/min/1.73m2      > OR = 60
BUN/Creatinine Ratio     15                                  6-22
Sodium                   136              mmol/L             135-146
Potassium                6.8       HH     mmol/L             3.5-5.3
  CRITICAL VALUE. Specimen not hemolyzed. Called to and read back by nurse at 11:20.
Chloride                 101              mmol/L             98-110
Carbon Dioxide           21               mmol/L             20-32
Calcium                  9.4              mg/dL              8.6-10.3
Protein, Total           6.9              g/dL               6.1-8.1
Albumin                  4.1              g/dL               3.6-5.1
Globulin                 2.8              g/dL (calc)        1.9-3.7
Albumin/Globulin Ratio   1.5                                 1.0-2.5
Bilirubin, Total         0.6              mg/dL              0.2-1.2
Alkaline Phosphatase     88               U/L                36-130
AST                      22               U/L                10-35
ALT                      19               U/L                9-46
URIC ACID
Uric Acid                8.9       H      mg/dL              4.0-8.0
Page 1 of 1`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('urea', 24, 'mg/dL', null),
      row('creatinine', 1.62, 'mg/dL', 'high'),
      row('egfr', 45, 'mL/min/1.73m²', 'low'),
      row('sodium', 136, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 101, 'mmol/L', null),
      row('bicarbonate', 21, 'mmol/L', null),
      row('calcium', 9.4, 'mg/dL', null),
      row('total_protein', 6.9, 'g/dL', null),
      row('albumin', 4.1, 'g/dL', null),
      row('bilirubin', 0.6, 'mg/dL', null),
      row('alp', 88, 'U/L', null),
      row('ast', 22, 'U/L', null),
      row('alt', 19, 'U/L', null),
      row('uric_acid', 8.9, 'mg/dL', 'high'),
    ],
  },
  {
    // UK NHS trust, full blood count and haematinics: haemoglobin and MCHC in g/L, ranges in
    // brackets before a trailing L/H, ferritin and folate in ug/L, differential with monocytes etc.
    id: 'h13-en-2',
    language: 'en',
    kind: 'text',
    text: `Riverside NHS Foundation Trust - Department of Haematology
Name: PERSON, Test      NHS No: 000 000 0000      DOB: 01.01.1979
Specimen: Blood (EDTA / Serum)     Received 14-Oct-2026 10:31
Requested by: Example Surgery

FULL BLOOD COUNT
Haemoglobin                82 g/L          (130 - 170)      L
White cell count           6.4 x10^9/L     (4.0 - 11.0)
Platelet count             412 x10^9/L     (150 - 400)      H
Red cell count             3.92 x10^12/L   (4.50 - 5.90)    L
Mean cell volume           71.7 fL         (80 - 100)       L
Mean cell haemoglobin      20.9 pg         (27.0 - 32.0)    L
MCHC                       292 g/L         (315 - 345)      L
Red cell distribution width 17.8 %         (11.5 - 15.0)    H
Neutrophils                4.1 x10^9/L     (2.0 - 7.5)
Lymphocytes                1.6 x10^9/L     (1.5 - 4.0)
Monocytes                  0.5 x10^9/L     (0.2 - 0.8)
Eosinophils                0.1 x10^9/L     (0.0 - 0.4)
Basophils                  0.0 x10^9/L     (0.0 - 0.1)
ESR                        28 mm/hr        (1 - 20)         H
Film: Hypochromic microcytic red cells with pencil cells. In keeping with iron deficiency.

HAEMATINICS
Serum ferritin             6 ug/L          (30 - 400)       L
Serum iron                 4.2 umol/L      (10 - 30)        L
Transferrin                3.9 g/L         (2.0 - 3.6)      H
Transferrin saturation     5 %             (20 - 50)        L
Serum folate               2.1 ug/L        (3.9 - 26.8)     L
Comment: Iron deficiency with low folate. Suggest coeliac serology if not already done.
Authorised by: Biomedical Scientist          Page 1/1`,
    expected: [
      row('haemoglobin', 82, 'g/L', 'low'),
      row('white_cells', 6.4, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('red_cells', 3.92, '10^12/L', 'low'),
      row('mcv', 71.7, 'fL', 'low'),
      row('mch', 20.9, 'pg', 'low'),
      row('mchc', 292, 'g/L', 'low'),
      row('neutrophils', 4.1, '10^9/L', null),
      row('lymphocytes', 1.6, '10^9/L', null),
      row('ferritin', 6, 'µg/L', 'low'),
      row('iron', 4.2, 'µmol/L', 'low'),
      row('transferrin_saturation', 5, '%', 'low'),
      row('folate', 2.1, 'µg/L', 'low'),
    ],
  },
  {
    // Australian pathology practice, cumulative report: the current result comes first, a previous
    // result column after it; flags stuck to the value, ranges in brackets last; ratio and non-HDL.
    id: 'h13-en-3',
    language: 'en',
    kind: 'text',
    text: `SOUTHERN CROSS PATHOLOGY (synthetic)
Patient: PERSON, TEST   D.O.B. 01/01/1966   Sex: F   Lab No: 26-4471902
Referring Doctor: Dr Example GP       Collected: 21/09/2026 08:10 (fasting)

                          Current     Previous     Units       Reference
                          21/09/26    02/03/26
LIPIDS
Cholesterol               6.4 H       6.9 H        mmol/L      (<5.5)
Triglyceride              2.6 H       3.1 H        mmol/L      (<2.0)
HDL Cholesterol           0.9 L       0.8 L        mmol/L      (>1.0)
LDL Cholesterol           4.3 H       4.7 H        mmol/L      (<3.5)
Non-HDL Cholesterol       5.5 H       6.1 H        mmol/L      (<4.0)
Chol/HDL Ratio            7.1         8.6                      (<4.5)
GLUCOSE / HbA1c
Glucose (fasting)         7.8 H       7.1 H        mmol/L      (3.0-6.0)
HbA1c                     7.4 H       7.9 H        %           (4.0-6.0)
THYROID FUNCTION
TSH                       0.02 L      1.60         mIU/L       (0.40-4.00)
Free T4                   28.4 H      14.1         pmol/L      (10.0-20.0)
Free T3                   9.1 H       4.8          pmol/L      (3.5-6.5)
Comment: Suppressed TSH with raised free T4 and T3, consistent with hyperthyroidism.
Absolute cardiovascular risk assessment recommended (see national guidelines).
Page 1 of 1   Tests completed`,
    expected: [
      row('cholesterol', 6.4, 'mmol/L', 'high'),
      row('triglycerides', 2.6, 'mmol/L', 'high'),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('ldl', 4.3, 'mmol/L', 'high'),
      row('glucose', 7.8, 'mmol/L', 'high'),
      row('hba1c', 7.4, '%', 'high'),
      row('tsh', 0.02, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('free_t3', 9.1, 'pmol/L', 'high'),
    ],
  },
  {
    // Canadian hospital lab, SI units: range before unit, critical low sodium with LL, osmolality
    // and magnesium mixed in, eGFR printed as ">90".
    id: 'h13-en-4',
    language: 'en',
    kind: 'text',
    text: `Lakeshore Regional Health Centre - Core Laboratory
PATIENT: PERSON, TEST          HCN: 0000-000-000        DOB: 1949-01-01 (F)
Location: Emergency            Collected: 2026-08-02 16:48
ORDERED: Electrolytes, Renal, Osmolality, Glucose random

Test                      Result   Flag   Ref. Interval     Units
Sodium                    116      LL     135-145           mmol/L
*** CRITICAL RESULT - telephoned to ED physician 2026-08-02 17:20, read back confirmed ***
Potassium                 3.3      L      3.5-5.0           mmol/L
Chloride                  82       L      98-107            mmol/L
Total CO2                 22              21-31             mmol/L
Anion Gap                 12              7-16              mmol/L
Urea                      2.1      L      2.5-8.0           mmol/L
Creatinine                58              50-100            umol/L
eGFR (CKD-EPI 2021)       >90             >=60              mL/min/1.73m2
Glucose Random            5.2             3.3-11.0          mmol/L
Calcium                   2.31            2.15-2.60         mmol/L
Magnesium                 0.71            0.65-1.05          mmol/L
Albumin                   38              35-50             g/L
Osmolality, Serum         242      L      275-295           mmol/kg
Osmolality, Urine         388                               mmol/kg
Note: Urine osmolality has no reference interval; interpret with serum values.
End of report`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 82, 'mmol/L', 'low'),
      row('bicarbonate', 22, 'mmol/L', null),
      row('urea', 2.1, 'mmol/L', 'low'),
      row('creatinine', 58, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('glucose', 5.2, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('albumin', 38, 'g/L', null),
    ],
  },
  {
    // Irish hospital, liver profile and vitamins: IU/L, bilirubin in umol/L, upper-limit-only
    // ranges "<21", B12 in pg/mL, CRP printed as "<1", flag column before the range.
    id: 'h13-en-5',
    language: 'en',
    kind: 'text',
    text: `St Example's University Hospital - Clinical Biochemistry
Patient: Test Person    MRN: 0000000    DOB: 01/01/1971    Sex: Male
Sample: Serum          Collected: 09/10/2026 09:05     Authorised: 09/10/2026 15:40

Liver Profile          Result     Units      Flag   Reference Range
Total Bilirubin        34         umol/L     H      <21
ALP                    118        IU/L              40 - 130
GGT                    212        IU/L       H      <60
ALT                    145        IU/L       H      <41
AST                    88         IU/L       H      <40
Albumin                41         g/L               35 - 50
Comment: Hepatitic pattern. Suggest repeat in 4-6 weeks and viral screen.

Vitamins               Result     Units      Flag   Reference Range
25-OH Vitamin D        31         nmol/L     L      50 - 125
Vitamin B12            148        pg/mL      L      197 - 771
Serum Folate           5.4        ng/mL             >3.9
Inflammatory Markers
C-Reactive Protein     <1         mg/L              0 - 5
Vitamin D status: <30 deficient, 30-49 insufficient, 50-125 sufficient.
Page 1 of 1`,
    expected: [
      row('bilirubin', 34, 'µmol/L', 'high'),
      row('alp', 118, 'U/L', null),
      row('ggt', 212, 'U/L', 'high'),
      row('alt', 145, 'U/L', 'high'),
      row('ast', 88, 'U/L', 'high'),
      row('albumin', 41, 'g/L', null),
      row('vitamin_d', 31, 'nmol/L', 'low'),
      row('vitamin_b12', 148, 'pg/mL', 'low'),
      row('folate', 5.4, 'ng/mL', null),
      row('crp', 1, 'mg/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
