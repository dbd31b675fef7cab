/**
 * Lab report corpus, DEVELOPMENT half (fifteenth file: the fourteenth held-out half, run once to
 * measure the extractor and now tuned against), English, second file (see en-15.ts): reports 6 to
 * 10 (India, US urinalysis, South Africa, a UK GP-record CSV, Singapore). Written without reading
 * the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (ESR, differential percentages other than neutrophils and lymphocytes, total T3/T4, eAG,
 * urine microscopy, urine bilirubin, osmolality, urine sodium, antibodies, ratios …) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Indian diagnostic centre: "Investigation / Result / Flag / Unit / Bio. Ref. Interval", PCV
    // for haematocrit, TLC in 10^3/µL, RBC in 10^6/µL, differential in % only, total T3 and T4
    // (not free), eAG in mg/dL next to HbA1c, a vitamin D interpretation table, a page break that
    // repeats the patient header.
    id: 'h14-en-6',
    language: 'en',
    kind: 'text',
    text: `LOTUS PATH LABS                    Synthetic report - not a real laboratory
Patient Name : Mrs. TEST PERSON                 Age/Sex   : 41 Y / F
Ref. By      : Dr. C Example                    Sample ID : 000000000
Collected    : 11/05/2024 09:20                 Reported  : 11/05/2024 18:45
                                  HAEMATOLOGY
Test Name                         Result    Flag  Unit          Bio. Ref. Interval
COMPLETE BLOOD COUNT (CBC)
Haemoglobin (Hb)                  9.8       L     g/dL          12.0 - 15.0
Total RBC Count                   4.12            10^6/µL       3.8 - 4.8
Packed Cell Volume (PCV)          31.2      L     %             36 - 46
Mean Corpuscular Volume (MCV)     75.7      L     fL            83 - 101
MCH                               23.8      L     pg            27 - 32
MCHC                              31.4      L     g/dL          31.5 - 34.5
RDW-CV                            16.9      H     %             11.6 - 14.0
Total Leucocyte Count (TLC)       7.6             10^3/µL       4.0 - 10.0
DIFFERENTIAL LEUCOCYTE COUNT
Neutrophils                       64              %             40 - 80
Lymphocytes                       28              %             20 - 40
Eosinophils                       5               %             1 - 6
Monocytes                         3               %             2 - 10
Basophils                         0               %             0 - 2
Platelet Count                    312             10^3/µL       150 - 410
ESR (Westergren)                  38        H     mm/1st hr     0 - 20
Peripheral smear: Microcytic hypochromic RBCs with mild anisocytosis. Platelets adequate.
Page 1 of 2
Patient Name : Mrs. TEST PERSON                 Sample ID : 000000000
                                  BIOCHEMISTRY
Test Name                         Result    Flag  Unit          Bio. Ref. Interval
THYROID PROFILE, TOTAL
T3, Total                         1.12            ng/mL         0.80 - 2.00
T4, Total                         7.9             µg/dL         5.1 - 14.1
TSH (Ultrasensitive)              5.9       H     µIU/mL        0.27 - 4.20
GLYCOSYLATED HAEMOGLOBIN
HbA1c                             5.4             %             4.0 - 5.6
Estimated Average Glucose (eAG)   108             mg/dL
VITAMINS
25-OH Vitamin D (Total)           14.2      L     ng/mL         30 - 100
  Deficiency: < 20   Insufficiency: 20 - 29   Sufficiency: 30 - 100   Toxicity: > 100
Vitamin B12                       198       L     pg/mL         211 - 911
Note: Kindly correlate clinically. Iron studies recommended for microcytic anaemia.
                          *** End of Report ***
Page 2 of 2`,
    expected: [
      row('haemoglobin', 9.8, 'g/dL', 'low'),
      row('red_cells', 4.12, '10^12/L', null),
      row('haematocrit', 31.2, '%', 'low'),
      row('mcv', 75.7, 'fL', 'low'),
      row('mch', 23.8, 'pg', 'low'),
      row('mchc', 31.4, 'g/dL', 'low'),
      row('white_cells', 7.6, '10^9/L', null),
      row('neutrophils', 64, '%', null),
      row('lymphocytes', 28, '%', null),
      row('platelets', 312, '10^9/L', null),
      row('tsh', 5.9, 'mU/L', 'high'),
      row('hba1c', 5.4, '%', null),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('vitamin_b12', 198, 'pg/mL', 'low'),
    ],
  },
  {
    // US hospital outpatient urinalysis with reflex microscopy: dipstick results as words and
    // 1+/2+/3+ against "Negative", an "A" (abnormal) flag column, urine bilirubin and
    // urobilinogen (not known), and microscopy WBC/RBC per HPF that are not blood counts.
    id: 'h14-en-7',
    language: 'en',
    kind: 'text',
    text: `MERIDIAN HEALTH LABORATORY SERVICES              Synthetic report - not a real laboratory
PATIENT: PERSON, TEST      MRN: 00000000      DOB: 01/01/1990      SEX: F
ORDERING: EXAMPLE, D MD    COLLECTED: 06/03/2024 10:05    RECEIVED: 06/03/2024 10:41
SOURCE: Urine, clean catch midstream
URINALYSIS WITH REFLEX TO MICROSCOPIC AND CULTURE
Component               Value        Ref Range        Units      Flag
Color                   Yellow       Yellow
Appearance              Cloudy       Clear                       A
Specific Gravity        1.024        1.005 - 1.030
pH                      6.0          5.0 - 8.0
Protein                 1+           Negative         mg/dL      A
Glucose                 Negative     Negative         mg/dL
Ketones                 Trace        Negative         mg/dL      A
Bilirubin               Negative     Negative
Occult Blood            2+           Negative                    A
Nitrite                 Positive     Negative                    A
Leukocyte Esterase      3+           Negative                    A
Urobilinogen            0.2          0.2 - 1.0        EU/dL
MICROSCOPIC EXAMINATION
WBC                     >50          0 - 5            /HPF       H
RBC                     6-10         0 - 2            /HPF       H
Squamous Epithelial     Few          None - Few       /LPF
Bacteria                Many         None             /HPF       A
WBC Clumps              Present      None                        A
Comment: Urine culture added per reflex criteria (nitrite or leukocyte esterase positive,
or more than 10 WBC/HPF). Culture results to follow in 24-48 hours.
Page 1 of 1`,
    expected: [
      row('urine_specific_gravity', 1.024, '', null),
      row('urine_ph', 6, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_leukocytes', 3, 'grade', 'high'),
    ],
  },
  {
    // South African private pathology, medical ward: the flag column BEFORE the result (LL, L),
    // a critical sodium with a phoned-result line, "Total CO2" for bicarbonate, mIU/L for TSH,
    // serum and urine osmolality and urine sodium (not known) right after the electrolytes.
    id: 'h14-en-8',
    language: 'en',
    kind: 'text',
    text: `HIGHVELD PATHOLOGY LABORATORIES                Synthetic report - not a real laboratory
Patient: TEST PERSON       DOB: 01.01.1939      Sex: F      Ward: Medical Ward 4B
Doctor: Dr E Example       Episode: PT00000000      Collected: 18/07/2024 05:50
CHEMISTRY
Test                             Result        Units            Reference Range
Sodium                      LL   116           mmol/L           136 - 145
Potassium                   L    3.2           mmol/L           3.5 - 5.1
Chloride                    L    84            mmol/L           98 - 107
Total CO2                        24            mmol/L           22 - 29
Urea                        L    1.9           mmol/L           2.1 - 7.1
Creatinine                       54            umol/L           45 - 84
eGFR (CKD-EPI 2021)              84            mL/min/1.73m2    >60
Glucose (random)                 5.8           mmol/L           3.9 - 7.8
Calcium (total)                  2.31          mmol/L           2.15 - 2.50
Albumin                     L    33            g/L              35 - 52
Magnesium                        0.71          mmol/L           0.66 - 1.07
Phosphate                        1.02          mmol/L           0.78 - 1.42
Osmolality (serum)          L    241           mOsm/kg          275 - 295
Urine Osmolality                 388           mOsm/kg
Urine Sodium                     64            mmol/L
ENDOCRINOLOGY
TSH                              1.84          mIU/L            0.27 - 4.20
Cortisol (random)                412           nmol/L           see comment
CRITICAL VALUE: Sodium 116 mmol/L phoned to Sr F Example (Ward 4B) at 06:42 on 18/07/2024,
read-back confirmed.
Comment: Hypotonic hyponatraemia with inappropriately concentrated urine. Consider SIADH if
euvolaemic; thyroid function normal, random cortisol does not suggest adrenal insufficiency.
Page 1 of 1`,
    expected: [
      row('sodium', 116, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('urea', 1.9, 'mmol/L', 'low'),
      row('creatinine', 54, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('glucose', 5.8, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('albumin', 33, 'g/L', 'low'),
      row('tsh', 1.84, 'mU/L', null),
    ],
  },
  {
    // UK GP clinical-system CSV export (every field quoted): the range split into low and high
    // columns, High/Low in an "Abnormal" column, a TSH written "<0.01", serum-prefixed names,
    // ESR, plasma viscosity and a TSH receptor antibody (not known) mixed in.
    id: 'h14-en-9',
    language: 'en',
    kind: 'csv',
    text: `"Date","Test","Result","Units","Normal range low","Normal range high","Abnormal"
"09/09/2024","Serum C reactive protein level","48","mg/L","0","5","High"
"09/09/2024","Erythrocyte sedimentation rate","52","mm/h","1","20","High"
"09/09/2024","Plasma viscosity","1.92","mPa.s","1.50","1.72","High"
"09/09/2024","Serum ferritin","410","ug/L","30","400","High"
"09/09/2024","Serum folate","2.1","ug/L","3.9","26.8","Low"
"09/09/2024","Serum 25-hydroxy vitamin D","22","nmol/L","50","175","Low"
"09/09/2024","Serum TSH level","<0.01","mU/L","0.27","4.20","Low"
"09/09/2024","Serum free T4 level","31.4","pmol/L","12","22","High"
"09/09/2024","Serum free T3 level","9.8","pmol/L","3.1","6.8","High"
"09/09/2024","TSH receptor antibody level","6.2","IU/L","0","1.75","High"`,
    expected: [
      row('crp', 48, 'mg/L', 'high'),
      row('ferritin', 410, 'µg/L', 'high'),
      row('folate', 2.1, 'µg/L', 'low'),
      row('vitamin_d', 22, 'nmol/L', 'low'),
      row('tsh', 0.01, 'mU/L', 'low'),
      row('free_t4', 31.4, 'pmol/L', 'high'),
      row('free_t3', 9.8, 'pmol/L', 'high'),
    ],
  },
  {
    // Singapore polyclinic chronic-disease review: ↑ arrows after the value, ranges with spaces
    // and "< 5.20" / "> 1.00", µmol/L and mL/min/1.73m², uric acid in µmol/L, a urine
    // microalbumin/creatinine ratio and a cholesterol/HDL ratio (not known).
    id: 'h14-en-10',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE POLYCLINIC GROUP - LABORATORY REPORT     Synthetic report - not a real laboratory
Name: TEST PERSON      NRIC: S0000000Z      DOB: 01/01/1966      Sex: M
Clinic: Example Polyclinic      Visit: Chronic Disease Review      Collected: 21 Aug 2024 08:15
Test                                   Result      Unit             Reference Interval
RENAL PANEL
Sodium                                 140         mmol/L           135 - 145
Potassium                              4.1         mmol/L           3.5 - 5.0
Creatinine                             104         µmol/L           65 - 125
eGFR (CKD-EPI)                         68          mL/min/1.73m²    > 60
Uric Acid                              512 ↑       µmol/L           200 - 430
Urine Microalbumin/Creatinine Ratio    4.2 ↑       mg/mmol          < 3.0
LIPID PANEL (FASTING)
Total Cholesterol                      5.84 ↑      mmol/L           < 5.20
HDL Cholesterol                        1.02        mmol/L           > 1.00
LDL Cholesterol (calculated)           3.91 ↑      mmol/L           < 3.40
Triglycerides                          1.88 ↑      mmol/L           < 1.70
Total Cholesterol/HDL Ratio            5.7
DIABETES
Glucose, Fasting                       7.4 ↑       mmol/L           3.9 - 6.0
HbA1c                                  7.8 ↑       %                4.0 - 6.0
LIVER
ALT                                    28          U/L              < 50
LDL-C target for patients with diabetes: < 2.6 mmol/L. HbA1c target individualised (usually 7.0%).
Verified by: Medical Technologist    Printed: 21 Aug 2024 16:30    Page 1 / 1`,
    expected: [
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('creatinine', 104, 'µmol/L', null),
      row('egfr', 68, 'mL/min/1.73m²', null),
      row('uric_acid', 512, 'µmol/L', 'high'),
      row('cholesterol', 5.84, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', null),
      row('ldl', 3.91, 'mmol/L', 'high'),
      row('triglycerides', 1.88, 'mmol/L', 'high'),
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 7.8, '%', 'high'),
      row('alt', 28, 'U/L', null),
    ],
  },
]

export default moreCases
