/**
 * Lab report corpus, HELD-OUT half (nineteenth set), English: a UK NHS trust's blood sciences
 * report with this sample and two previous samples side by side and a bare "*" for out of range,
 * a US emergency department chart printout with the unit inside the value cell and flag words
 * ("Low", "High", "Critical Low"), an Indian home-collection laboratory with "Test : result"
 * colon layout, a Kenyan county hospital's analyser haemogram with "+" and "-" glued to the value,
 * and an Australian cumulative report whose current result is the right-hand column. Run only to
 * measure the extractor, never to tune it. Written without reading the extractor; synthetic
 * reports: no real people, labs or phone numbers. Rows for tests Hale does not know (phosphate,
 * magnesium, monocytes, anion gap, RDW, MPV, immature granulocytes, lactic acid, lipase,
 * troponin, estimated average glucose, VLDL, non-HDL cholesterol, cholesterol/HDL ratio, total
 * T3, total T4, eosinophils, basophils, RDW-SD, PDW, plateletcrit, blood group, malaria RDT,
 * transferrin, active B12) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './en-2'

const cases: readonly LabReportCase[] = [
  {
    // A UK NHS hospital's blood sciences report for an acute medical unit: "This sample" then two
    // "Previous" columns (dated) before units and range, a bare "*" after a value (side from the
    // range), en-dash ranges, a critical potassium of 6.8 mmol/L telephoned, a page break with a
    // repeated patient line; phosphate, magnesium and monocytes to skip.
    id: 'h19-en-1',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE HOSPITALS NHS FOUNDATION TRUST - BLOOD SCIENCES
Clinical Biochemistry and Haematology, Example General Hospital     Duty biochemist via switchboard
Patient: PERSON, Test     Hospital No: X0000000     NHS No: 000 000 0000     DOB: 01/01/1949     Sex: F
Location: Acute Medical Unit (AMU)     Consultant: Dr Example     Requested by: Dr Example (FY1)
Sample ID: 25.0000000.S     Collected: 15/03/2025 06:40     Received: 15/03/2025 07:05     Authorised: 15/03/2025 08:12
Clinical details: Vomiting, reduced urine output. On ramipril and spironolactone. ?AKI

A * after a result means it is outside the reference range. Earlier results are printed for comparison only.

RENAL PROFILE                 This sample    Previous       Previous
                              15/03/25       11/03/25       02/12/24       Units            Reference range
Sodium                        129 *          134            138            mmol/L           133 – 146
Potassium                     6.8 *          5.6 *          4.7            mmol/L           3.5 – 5.3
Urea                          24.6 *         15.2 *         7.1            mmol/L           2.5 – 7.8
Creatinine                    356 *          214 *          121 *          umol/L           45 – 84
eGFR (CKD-EPI)                10 *           19 *           37 *           mL/min/1.73m²    > 60
  eGFR is not valid in acute kidney injury. AKI stage 3 alert: creatinine more than 3 times baseline.
  CRITICAL RESULT: potassium 6.8 mmol/L telephoned to Dr Example (AMU) at 07:58 by BMS 0000 and read back.

BONE PROFILE
Calcium                       2.04 *         2.12 *         2.31           mmol/L           2.20 – 2.60
Phosphate                     2.31 *         1.74 *         1.12           mmol/L           0.80 – 1.50
Magnesium                     1.12 *         0.98           0.84           mmol/L           0.70 – 1.00
Alkaline phosphatase          98             104            87             IU/L             30 – 130

LIVER PROFILE
Bilirubin                     9              11             8              umol/L           < 21
ALT                           17             22             15             IU/L             < 33
Albumin                       31 *           33 *           39             g/L              35 – 50

INFLAMMATORY MARKERS
C-reactive protein            48 *           12 *           <4             mg/L             < 5

Page 1/2
PERSON, Test     Hospital No: X0000000     Sample ID: 25.0000000.S     Collected: 15/03/2025 06:40

FULL BLOOD COUNT              This sample    Previous       Previous
                              15/03/25       11/03/25       02/12/24       Units            Reference range
Haemoglobin                   98 *           104 *          119            g/L              115 – 165
White cell count              13.2 *         9.8            7.4            x10^9/L          4.0 – 11.0
Platelets                     388            342            301            x10^9/L          150 – 450
Neutrophils                   11.1 *         7.2            4.6            x10^9/L          2.0 – 7.5
Lymphocytes                   0.9 *          1.4 *          1.8            x10^9/L          1.5 – 4.0
Monocytes                     0.8            0.6            0.5            x10^9/L          0.2 – 1.0
  Film not indicated.

Report authorised by Dr Example, Consultant Chemical Pathologist.     Page 2/2`,
    expected: [
      row('sodium', 129, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('urea', 24.6, 'mmol/L', 'high'),
      row('creatinine', 356, 'µmol/L', 'high'),
      row('egfr', 10, 'mL/min/1.73m²', 'low'),
      row('calcium', 2.04, 'mmol/L', 'low'),
      row('alp', 98, 'U/L', null),
      row('bilirubin', 9, 'µmol/L', null),
      row('alt', 17, 'U/L', null),
      row('albumin', 31, 'g/L', 'low'),
      row('crp', 48, 'mg/L', 'high'),
      row('haemoglobin', 98, 'g/L', 'low'),
      row('white_cells', 13.2, '10^9/L', 'high'),
      row('platelets', 388, '10^9/L', null),
      row('neutrophils', 11.1, '10^9/L', 'high'),
      row('lymphocytes', 0.9, '10^9/L', 'low'),
    ],
  },
  {
    // A US regional medical center's emergency department results printed from the chart:
    // Component / Your Value (value and unit in one cell) / Flag in words / Standard Range (with
    // its unit again), conventional units (mg/dL, K/uL), CO2 for bicarbonate, BUN for urea, a
    // critical glucose of 48 mg/dL flagged "Critical Low"; anion gap, RDW, MPV, monocytes,
    // immature granulocytes, lactic acid, lipase and troponin to skip.
    id: 'h19-en-2',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE REGIONAL MEDICAL CENTER - LABORATORY SERVICES
Printed from the patient chart by: Example, Dr (ED physician)     Printed: 3/14/2025 3:05 AM
PERSON, TEST     MRN: 00000000     DOB: 1/1/1958     Age: 67 year old     Sex: Female
Encounter: Emergency Department     Attending: Example, Dr, MD     PCP: Example, Dr, DO

Basic Metabolic Panel (Final result)
Collected: 3/14/2025 01:52 AM     Resulted: 3/14/2025 02:21 AM     Specimen: Blood, venous
Component                      Your Value          Flag               Standard Range
Sodium                         133 mmol/L          Low                136 - 145 mmol/L
Potassium                      3.2 mmol/L          Low                3.5 - 5.1 mmol/L
Chloride                       99 mmol/L                              98 - 107 mmol/L
CO2                            19 mmol/L           Low                22 - 29 mmol/L
Anion Gap                      15 mmol/L                              5 - 15 mmol/L
BUN                            31 mg/dL            High               8 - 23 mg/dL
Creatinine                     1.42 mg/dL          High               0.57 - 1.00 mg/dL
eGFR (CKD-EPI 2021)            39 mL/min/1.73m2    Low                >=60 mL/min/1.73m2
Glucose                        48 mg/dL            Critical Low       70 - 99 mg/dL
Calcium                        8.3 mg/dL           Low                8.7 - 10.2 mg/dL
  Critical result called to and read back by Example, RN at 02:25 AM on 3/14/2025.
  Repeat fingerstick glucose after dextrose given per ED protocol: see point-of-care flowsheet.

Page 1 of 2
PERSON, TEST     MRN: 00000000     Printed: 3/14/2025 3:05 AM

CBC with Automated Differential (Final result)
Collected: 3/14/2025 01:52 AM     Resulted: 3/14/2025 02:09 AM     Specimen: Blood, EDTA
Component                      Your Value          Flag               Standard Range
WBC                            14.6 K/uL           High               4.0 - 10.5 K/uL
Hemoglobin                     11.4 g/dL           Low                12.0 - 15.5 g/dL
Hematocrit                     34.9 %              Low                36.0 - 46.0 %
MCV                            89.9 fL                                80.0 - 100.0 fL
RDW                            14.2 %                                 11.5 - 15.0 %
Platelets                      402 K/uL            High               150 - 400 K/uL
MPV                            9.8 fL                                 7.5 - 11.5 fL
Neutrophils Absolute           12.9 K/uL           High               1.8 - 7.7 K/uL
Lymphocytes Absolute           0.8 K/uL            Low                1.0 - 4.8 K/uL
Monocytes Absolute             0.7 K/uL                               0.2 - 1.0 K/uL
Immature Granulocytes Abs      0.08 K/uL           High               0.00 - 0.05 K/uL

Lactic Acid, Plasma (Final result)
Component                      Your Value          Flag               Standard Range
Lactic Acid                    2.6 mmol/L          High               0.5 - 2.0 mmol/L

Lipase (Final result)
Component                      Your Value          Flag               Standard Range
Lipase                         34 U/L                                 11 - 82 U/L

Troponin T, High Sensitivity (Final result)
Component                      Your Value          Flag               Standard Range
Troponin T, HS                 9 ng/L                                 <14 ng/L
  A single value below the 99th percentile does not exclude myocardial injury within 3 hours of symptom onset.
Page 2 of 2`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('chloride', 99, 'mmol/L', null),
      row('bicarbonate', 19, 'mmol/L', 'low'),
      row('urea', 31, 'mg/dL', 'high'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('egfr', 39, 'mL/min/1.73m²', 'low'),
      row('glucose', 48, 'mg/dL', 'low'),
      row('calcium', 8.3, 'mg/dL', 'low'),
      row('white_cells', 14.6, '10^9/L', 'high'),
      row('haemoglobin', 11.4, 'g/dL', 'low'),
      row('haematocrit', 34.9, '%', 'low'),
      row('mcv', 89.9, 'fL', null),
      row('platelets', 402, '10^9/L', 'high'),
      row('neutrophils', 12.9, '10^9/L', 'high'),
      row('lymphocytes', 0.8, '10^9/L', 'low'),
    ],
  },
  {
    // An Indian home-collection diagnostics chain: the patient block and every result written as
    // "Name : value", then unit, biological reference interval and method columns, no flags at
    // all (the range decides), diabetes, lipid, kidney, thyroid and vitamin panels in mg/dL,
    // µIU/mL, pg/mL and ng/mL, a page break; estimated average glucose, VLDL, non-HDL
    // cholesterol, the cholesterol/HDL ratio, total T3 and total T4 to skip.
    id: 'h19-en-3',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE DIAGNOSTICS PVT. LTD. - CENTRAL REFERENCE LABORATORY
NABL Accredited (ISO 15189)     Sample collected at: Home Collection, Example Nagar
Name            : Mr. TEST PERSON                  Age / Gender    : 52 Y / Male
Referred By     : Dr. EXAMPLE                      Sample ID       : EX0000000
Collected On    : 08/Mar/2025 07:42 AM             Reported On     : 08/Mar/2025 06:15 PM
Sample Type     : Serum, Fluoride plasma, EDTA whole blood     Report Status : Final

Test Name                                    Result      Unit        Bio. Ref. Interval      Method
DIABETES PROFILE
Glucose - Fasting (Plasma)               :   148         mg/dL       70 - 100                Hexokinase
HbA1c (Glycosylated Haemoglobin)         :   7.8         %           4.0 - 5.6               HPLC
Estimated Average Glucose (eAG)          :   177         mg/dL                               Calculated
  Interpretation (ADA): non-diabetic below 5.7 %, prediabetes 5.7 - 6.4 %, diabetes 6.5 % or higher.

LIPID PROFILE
Total Cholesterol                        :   236         mg/dL       < 200                   CHOD-POD
Triglycerides                            :   289         mg/dL       < 150                   GPO-POD
HDL Cholesterol - Direct                 :   34          mg/dL       > 40                    Direct enzymatic
LDL Cholesterol - Calculated             :   144         mg/dL       < 100                   Friedewald
VLDL Cholesterol                         :   57.8        mg/dL       < 30                    Calculated
Non-HDL Cholesterol                      :   202         mg/dL       < 130                   Calculated
Total Cholesterol / HDL Ratio            :   6.9                     3.5 - 5.0               Calculated

KIDNEY PANEL
Creatinine - Serum                       :   1.08        mg/dL       0.70 - 1.30             Jaffe, kinetic
Uric Acid - Serum                        :   7.9         mg/dL       3.5 - 7.2               Uricase
Calcium - Total                          :   9.4         mg/dL       8.6 - 10.2              Arsenazo III

Page 1 of 2
Name : Mr. TEST PERSON     Sample ID : EX0000000     Reported On : 08/Mar/2025 06:15 PM

Test Name                                    Result      Unit        Bio. Ref. Interval      Method
THYROID PROFILE - TOTAL
T3 - Total (Triiodothyronine)            :   1.12        ng/mL       0.80 - 2.00             CLIA
T4 - Total (Thyroxine)                   :   7.9         µg/dL       5.1 - 14.1              CLIA
TSH - Ultrasensitive                     :   6.42        µIU/mL      0.55 - 4.78             CLIA

VITAMINS
Vitamin B12                              :   168         pg/mL       211 - 911               CLIA
Vitamin D - 25 Hydroxy (D2 + D3)         :   14.2        ng/mL       30 - 100                CLIA
  Deficiency: < 20 ng/mL     Insufficiency: 20 - 29 ng/mL     Sufficiency: 30 - 100 ng/mL     Toxicity: > 100 ng/mL

IRON
Ferritin                                 :   86.4        ng/mL       21.8 - 274.7            CLIA

Results to be clinically correlated. Values outside the reference interval are printed in bold.
~~~ End of Report ~~~     Dr. Example, MD (Biochemistry)     Page 2 of 2`,
    expected: [
      row('glucose', 148, 'mg/dL', 'high'),
      row('hba1c', 7.8, '%', 'high'),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('triglycerides', 289, 'mg/dL', 'high'),
      row('hdl', 34, 'mg/dL', 'low'),
      row('ldl', 144, 'mg/dL', 'high'),
      row('creatinine', 1.08, 'mg/dL', null),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('calcium', 9.4, 'mg/dL', null),
      row('tsh', 6.42, 'mU/L', 'high'),
      row('vitamin_b12', 168, 'pg/mL', 'low'),
      row('vitamin_d', 14.2, 'ng/mL', 'low'),
      row('ferritin', 86.4, 'ng/mL', null),
    ],
  },
  {
    // A Kenyan county referral hospital's haemogram as the 5-part analyser prints it: short
    // parameter names (Neu#, Lym#, Neu%, Lym%, HGB, PLT), "+" or "-" glued to the value as the
    // flag, 10^3/uL and 10^6/uL, both absolute and percentage differentials (both are results),
    // a critical haemoglobin of 6.3 g/dL phoned to the ward; monocytes, eosinophils, basophils,
    // RDW-CV, RDW-SD, MPV, PDW, plateletcrit, blood group and malaria RDT to skip.
    id: 'h19-en-4',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE COUNTY REFERRAL HOSPITAL - MEDICAL LABORATORY
Haematology Unit     KENAS accredited medical laboratory (ISO 15189)
Patient: TEST PERSON     IP No: 000000     Age: 24 Yrs     Sex: F     Ward: Maternity (Post-natal)
Clinician: Dr Example     Lab No: H/25/00000     Specimen: EDTA whole blood
Collected: 12/03/2025 10:15     Received: 12/03/2025 10:31     Verified: 12/03/2025 11:02
Clinical summary: Post-partum haemorrhage day 1, fever.

FULL HAEMOGRAM (automated 5-part differential)
Flag key: + above reference range     - below reference range
Parameter     Result      Unit        Reference range
WBC           13.84+      10^3/uL     4.00 - 10.00
Neu#          11.52+      10^3/uL     2.00 - 7.00
Lym#          1.21        10^3/uL     0.80 - 4.00
Mon#          0.88        10^3/uL     0.12 - 1.20
Eos#          0.18        10^3/uL     0.02 - 0.50
Bas#          0.05        10^3/uL     0.00 - 0.10
Neu%          83.2+       %           50.0 - 70.0
Lym%          8.7-        %           20.0 - 40.0
Mon%          6.4         %           3.0 - 12.0
Eos%          1.3         %           0.5 - 5.0
Bas%          0.4         %           0.0 - 1.0
RBC           2.41-       10^6/uL     3.50 - 5.50
HGB           6.3-        g/dL        11.0 - 16.0
HCT           20.6-       %           37.0 - 54.0
MCV           85.5        fL          80.0 - 100.0
MCH           26.1-       pg          27.0 - 34.0
MCHC          30.6-       g/dL        32.0 - 36.0
RDW-CV        16.9+       %           11.0 - 16.0
RDW-SD        52.4        fL          35.0 - 56.0
PLT           96-         10^3/uL     100 - 300
MPV           10.8        fL          6.5 - 12.0
PDW           16.2                    9.0 - 17.0
PCT           0.104-      %           0.108 - 0.282

OTHER TESTS
Blood group (ABO/Rh)          O Rh(D) Positive
Malaria RDT (Pf/Pan)          Negative
Peripheral blood film: Hypochromic red cells with polychromasia; neutrophilia with a left shift; platelets reduced on the film.
CRITICAL VALUE: HGB 6.3 g/dL reported by phone to the Maternity nurse in charge at 10:58. Two units of packed red cells requested.
Analysed by: Example (Medical Laboratory Technologist)     Verified by: Example (Haematology)     Page 1 of 1`,
    expected: [
      row('white_cells', 13.84, '10^9/L', 'high'),
      row('neutrophils', 11.52, '10^9/L', 'high'),
      row('lymphocytes', 1.21, '10^9/L', null),
      row('neutrophils', 83.2, '%', 'high'),
      row('lymphocytes', 8.7, '%', 'low'),
      row('red_cells', 2.41, '10^12/L', 'low'),
      row('haemoglobin', 6.3, 'g/dL', 'low'),
      row('haematocrit', 20.6, '%', 'low'),
      row('mcv', 85.5, 'fL', null),
      row('mch', 26.1, 'pg', 'low'),
      row('mchc', 30.6, 'g/dL', 'low'),
      row('platelets', 96, '10^9/L', 'low'),
    ],
  },
  {
    // An Australian community pathology cumulative report: each test on one row with three dated
    // columns, oldest first, so this request's result is the RIGHT-HAND column (as the report
    // says), each value with its own H / L; units and a bracketed reference range after the
    // dates; "Full blood examination" for the blood count; transferrin (not its saturation),
    // active B12 and RDW to skip.
    id: 'h19-en-5',
    language: 'en',
    kind: 'text',
    text: `EXAMPLE PATHOLOGY     NATA / RCPA accredited laboratory
Patient: PERSON, Test     DOB: 01/01/1990     Sex: F     Medicare No: 0000 00000 0
Referred by: Dr Example, Example Family Practice     Copy to: Dr Example (Gastroenterologist)
Lab ref: 25-00000000     Collected: 13/03/2025 08:05     Reported: 13/03/2025 16:40
Clinical notes: Coeliac disease on gluten-free diet. Fatigue. Iron, B12, folate, vit D, FBE.

CUMULATIVE REPORT     Results for this request (13/03/25) are in the right-hand column; earlier results are to its left.

IRON STUDIES             02/09/24     09/12/24     13/03/25     Units        Reference
Iron                        4 L          6 L          8 L       umol/L       (10-30)
Transferrin               3.9 H        3.7 H        3.4         g/L          (2.0-3.6)
Transferrin Saturation      4 L          7 L          9 L       %            (10-45)
Ferritin                    5 L         11 L         18 L       ug/L         (30-200)
Comment: Iron deficiency, improving since September on oral iron.

VITAMINS                 02/09/24     09/12/24     13/03/25     Units        Reference
Vitamin B12               141          238          297         pmol/L       (135-650)
Active B12                 23 L         41           52         pmol/L       (>35)
Serum Folate              6.1 L       14.8         19.5         nmol/L       (>10.0)
Vitamin D (25-OH)          38 L         61           74         nmol/L       (50-150)

INFLAMMATORY MARKERS     02/09/24     09/12/24     13/03/25     Units        Reference
C-Reactive Protein          2           <1            3         mg/L         (<5)

Page 1 of 2
PERSON, Test     DOB: 01/01/1990     Lab ref: 25-00000000     EXAMPLE PATHOLOGY

FULL BLOOD EXAMINATION   02/09/24     09/12/24     13/03/25     Units        Reference
Haemoglobin                98 L        106 L        113 L       g/L          (115-165)
MCV                        71 L         74 L         77 L       fL           (80-98)
Platelets                 456 H        402 H        381         x10^9/L      (150-400)
White Cell Count          6.1          5.8          5.4         x10^9/L      (4.0-11.0)
RDW                      17.9 H       16.2 H       15.1 H       %            (11.0-15.0)
Film: Mild microcytosis and anisocytosis, improving.

Tests requested on this occasion: Iron studies, B12/folate, vitamin D, CRP, FBE.     Page 2 of 2`,
    expected: [
      row('iron', 8, 'µmol/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('ferritin', 18, 'µg/L', 'low'),
      row('vitamin_b12', 297, 'pmol/L', null),
      row('folate', 19.5, 'nmol/L', null),
      row('vitamin_d', 74, 'nmol/L', null),
      row('crp', 3, 'mg/L', null),
      row('haemoglobin', 113, 'g/L', 'low'),
      row('mcv', 77, 'fL', 'low'),
      row('platelets', 381, '10^9/L', null),
      row('white_cells', 5.4, '10^9/L', null),
    ],
  },
]

export default [...cases, ...moreCases]
