/**
 * Lab report corpus, DEVELOPMENT half, English, the rest of en-4.ts (the third held-out half, run
 * once to measure the extractor and now tuned against): Malaysian, Hong Kong, Jamaican reports and
 * portal CSV exports from Ireland, New Zealand, India, South Africa and Singapore. Synthetic
 * reports, no real people, labs or phone numbers.
 */
import type {Analyte, LabFlag, LabReportCase} from '../../types'

const row = (analyte: Analyte, value: number, unit: string, flag: LabFlag = null) => ({analyte, value, unit, flag})

const cases: readonly LabReportCase[] = [
  {
    id: 'h3-en-9',
    language: 'en',
    kind: 'text',
    text: `Klinik Kesihatan Taman Cempaka - Pathology Laboratory
Patient: Test Person    IC: 000000-00-0000    Sex: F
Date of collection: 16.10.2026    Lab ref: 26-000000
IRON STUDIES
Serum Iron ........................ 5.8    umol/L    [9.0 - 30.4]    L
Total Iron Binding Capacity ....... 78     umol/L    [45 - 72]       H
Transferrin Saturation ............ 7      %         [15 - 50]       L
Ferritin .......................... 4      ug/L      [10 - 120]      L
VITAMINS
Vitamin B12 ....................... 412    pmol/L    [145 - 569]
Serum Folate ...................... 31.2   nmol/L    [> 10.4]
25-OH Vitamin D ................... 38     nmol/L    [50 - 250]      L
HAEMATOLOGY
Haemoglobin ....................... 8.4    g/dL      [12.0 - 15.0]   L
MCV ............................... 66.2   fL        [80 - 100]      L
MCH ............................... 19.4   pg        [27 - 32]       L
Comment: picture consistent with iron deficiency. Next review: 12.01.2027`,
    expected: [
      row('iron', 5.8, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 4, 'µg/L', 'low'),
      row('vitamin_b12', 412, 'pmol/L'),
      row('folate', 31.2, 'nmol/L'),
      row('vitamin_d', 38, 'nmol/L', 'low'),
      row('haemoglobin', 8.4, 'g/dL', 'low'),
      row('mcv', 66.2, 'fL', 'low'),
      row('mch', 19.4, 'pg', 'low'),
    ],
  },
  {
    id: 'h3-en-10',
    language: 'en',
    kind: 'text',
    text: `Harbourview Medical Laboratory (Kowloon)
Patient: Test Person    HKID: X000000(0)    Sex: F    Age: 45
Collected: 09/11/2026 10:05    Reported: 10/11/2026 09:00
Page 1 of 2
THYROID FUNCTION TEST
Test                        Result          Unit       Reference Interval
TSH                         0.008   L       mIU/L      0.35 - 4.94
Free T4                     38.6    H       pmol/L     9.0 - 19.0
Free T3                     11.2    H       pmol/L     2.6 - 5.7
Method: chemiluminescent microparticle immunoassay, 3rd generation TSH
LIVER FUNCTION TEST
Total Protein               74              g/L        64 - 83
Albumin                     42              g/L        35 - 50
Total Bilirubin             11              umol/L     3 - 21
Alkaline Phosphatase        142     H       IU/L       40 - 129
ALT                         52      H       IU/L       < 41
AST                         35              IU/L       < 40
GGT                         44              IU/L       8 - 61
Page 2 of 2
Laboratory hotline: 2000 0000`,
    expected: [
      row('tsh', 0.008, 'mU/L', 'low'),
      row('free_t4', 38.6, 'pmol/L', 'high'),
      row('free_t3', 11.2, 'pmol/L', 'high'),
      row('total_protein', 74, 'g/L'),
      row('albumin', 42, 'g/L'),
      row('bilirubin', 11, 'µmol/L'),
      row('alp', 142, 'U/L', 'high'),
      row('alt', 52, 'U/L', 'high'),
      row('ast', 35, 'U/L'),
      row('ggt', 44, 'U/L'),
    ],
  },
  {
    id: 'h3-en-11',
    language: 'en',
    kind: 'text',
    text: `Blue Mountain Medical Laboratory, Kingston
Patient: Test Person    Age: 58    Sex: M    Requisition: 00000
Physician: Test Doctor    Collected: Nov 12, 2026 7:45 AM
CHEMISTRY
BUN                      28 H mg/dL             (7 - 20)
Creatinine               1.9 H mg/dL            (0.7 - 1.3)
eGFR                     39 L mL/min/1.73m2     (>60)
Uric Acid                8.8 H mg/dL            (3.4 - 7.0)
Calcium                  10.9 H mg/dL           (8.5 - 10.2)
Total Protein            7.6 g/dL               (6.4 - 8.3)
Albumin                  4.1 g/dL               (3.5 - 5.0)
Glucose                  104 H mg/dL            (70 - 99)
URINALYSIS
Protein                  +
Glucose                  Negative
Blood                    Trace
Specific Gravity         1.012
pH                       6.5
Report verified by: Test Scientist    Tel (876) 000-0000`,
    expected: [
      row('urea', 28, 'mg/dL', 'high'),
      row('creatinine', 1.9, 'mg/dL', 'high'),
      row('egfr', 39, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.8, 'mg/dL', 'high'),
      row('calcium', 10.9, 'mg/dL', 'high'),
      row('total_protein', 7.6, 'g/dL'),
      row('albumin', 4.1, 'g/dL'),
      row('glucose', 104, 'mg/dL', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_specific_gravity', 1.012, ''),
      row('urine_ph', 6.5, ''),
    ],
  },
  {
    id: 'h3-en-12',
    language: 'en',
    kind: 'csv',
    text: `Test Name,Result,Units,Reference Range,Flag,Date Collected
Ferritin,18,ug/L,15-200,,22/10/2026
Serum B12,138,pmol/L,145-569,L,22/10/2026
Serum Folate,4.1,ug/L,3.9-26.8,,22/10/2026
Vitamin D (25-OH),41,nmol/L,50-125,L,22/10/2026
TSH,2.74,mU/L,0.27-4.20,,22/10/2026
Free T4,14.9,pmol/L,12.0-22.0,,22/10/2026
CRP,12,mg/L,0-5,H,22/10/2026`,
    expected: [
      row('ferritin', 18, 'µg/L'),
      row('vitamin_b12', 138, 'pmol/L', 'low'),
      row('folate', 4.1, 'µg/L'),
      row('vitamin_d', 41, 'nmol/L', 'low'),
      row('tsh', 2.74, 'mU/L'),
      row('free_t4', 14.9, 'pmol/L'),
      row('crp', 12, 'mg/L', 'high'),
    ],
  },
  {
    id: 'h3-en-13',
    language: 'en',
    kind: 'csv',
    text: `Test Code,Test Name,Result,Units,Low,High,Abnormal
HB,Haemoglobin,168,g/L,130,175,
RBC,Red Blood Cells,5.62,x10^12/L,4.30,6.00,
MCV,Mean Cell Volume,87,fL,80,99,
MCH,Mean Cell Haemoglobin,29.9,pg,27.0,33.0,
MCHC,Mean Cell Hb Concentration,342,g/L,320,360,
WBC,White Cell Count,2.9,x10^9/L,4.0,11.0,L
NEUT,Neutrophils,1.1,x10^9/L,1.9,7.5,L
LYMPH,Lymphocytes,1.4,x10^9/L,1.0,4.0,
MONO,Monocytes,0.3,x10^9/L,0.2,1.0,
PLT,Platelets,142,x10^9/L,150,400,L`,
    expected: [
      row('haemoglobin', 168, 'g/L'),
      row('red_cells', 5.62, '10^12/L'),
      row('mcv', 87, 'fL'),
      row('mch', 29.9, 'pg'),
      row('mchc', 342, 'g/L'),
      row('white_cells', 2.9, '10^9/L', 'low'),
      row('neutrophils', 1.1, '10^9/L', 'low'),
      row('lymphocytes', 1.4, '10^9/L'),
      row('platelets', 142, '10^9/L', 'low'),
    ],
  },
  {
    id: 'h3-en-14',
    language: 'en',
    kind: 'csv',
    text: `Parameter,Value,Unit,Biological Reference Interval
Haemoglobin,12.4,g/dL,13.0-17.0
Total RBC Count,4.71,10^6/µL,4.5-5.5
Packed Cell Volume (PCV),38.1,%,40-50
MCV,80.9,fL,83-101
MCH,26.3,pg,27-32
MCHC,32.5,g/dL,31.5-34.5
Total Leucocyte Count (TLC),6.8,10^3/µL,4.0-10.0
Absolute Neutrophil Count,4.1,10^3/µL,2.0-7.0
Absolute Lymphocyte Count,1.9,10^3/µL,1.0-3.0
Platelet Count,168,10^3/µL,150-410
ESR,22,mm/hr,0-15`,
    expected: [
      row('haemoglobin', 12.4, 'g/dL', 'low'),
      row('red_cells', 4.71, '10^12/L'),
      row('haematocrit', 38.1, '%', 'low'),
      row('mcv', 80.9, 'fL', 'low'),
      row('mch', 26.3, 'pg', 'low'),
      row('mchc', 32.5, 'g/dL'),
      row('white_cells', 6.8, '10^9/L'),
      row('neutrophils', 4.1, '10^9/L'),
      row('lymphocytes', 1.9, '10^9/L'),
      row('platelets', 168, '10^9/L'),
    ],
  },
  {
    id: 'h3-en-15',
    language: 'en',
    kind: 'csv',
    text: `Code,Description,Result,Units,Reference,Flag
NA,Sodium,133,mmol/L,136-145,L
K,Potassium,7.1,mmol/L,3.5-5.1,H
CL,Chloride,104,mmol/L,98-107,
CO2,Total CO2,16,mmol/L,23-29,L
UREA,Urea,19.8,mmol/L,2.1-7.1,H
CREA,Creatinine,455,umol/L,64-104,H
EGFR,eGFR (CKD-EPI),12,mL/min/1.73m2,>60,L
GLU,Glucose (random),6.1,mmol/L,3.0-7.8,
CA,Calcium (total),2.02,mmol/L,2.15-2.50,L
MG,Magnesium,1.21,mmol/L,0.66-1.07,H
URIC,Uric acid,0.58,mmol/L,0.20-0.43,H`,
    expected: [
      row('sodium', 133, 'mmol/L', 'low'),
      row('potassium', 7.1, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L'),
      row('bicarbonate', 16, 'mmol/L', 'low'),
      row('urea', 19.8, 'mmol/L', 'high'),
      row('creatinine', 455, 'µmol/L', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('glucose', 6.1, 'mmol/L'),
      row('calcium', 2.02, 'mmol/L', 'low'),
      row('uric_acid', 0.58, 'mmol/L', 'high'),
    ],
  },
  {
    id: 'h3-en-16',
    language: 'en',
    kind: 'csv',
    text: `Test,Result,Unit,Reference,Remark
Urine Colour,Yellow,,Yellow,
Urine Clarity,Slightly turbid,,Clear,
Urine pH,7.5,,5.0-8.0,
Urine Specific Gravity,1.008,,1.005-1.030,
Urine Protein,Trace,,Negative,
Urine Glucose,4+,,Negative,
Urine Ketones,2+,,Negative,
Urine Blood,Negative,,Negative,
Urine Leucocyte Esterase,1+,,Negative,
Urine Nitrite,Negative,,Negative,
Urine Urobilinogen,0.2,EU/dL,0.2-1.0,`,
    expected: [
      row('urine_ph', 7.5, ''),
      row('urine_specific_gravity', 1.008, ''),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade'),
      row('urine_leukocytes', 1, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade'),
    ],
  },
]

export default cases
