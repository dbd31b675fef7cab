/**
 * Lab report corpus, DEVELOPMENT half (twelfth file: the eleventh held-out half, run once to
 * measure the extractor and now tuned against), English, continued (see en-12.ts): reports 6 to 10
 * (Canadian, South African, Irish, US hospital and New Zealand labs). Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (lipase, INR, urine microscopy, transferrin, RDW, MPV, reticulocytes, LDH, ESR,
 * antibodies, magnesium …) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Canadian community lab in SI units: the flag column comes BEFORE the result, the range
    // before the unit; a critical low glucose (LL) with a call-back note, an eGFR of ">90".
    id: 'h11-en-6',
    language: 'en',
    kind: 'text',
    text: `NORTHERN LIGHTS MEDICAL LABORATORIES                      Accession: 24-0000000
Patient: PERSON, TEST             Health Card: 0000-000-000         DOB: 01-Jan-1958   Sex: F
Ordering: Dr. T. Example, Test Family Health Team
Collected: 2024-05-08 09:35        Received: 2024-05-08 10:02        Reported: 2024-05-08 13:02

TEST                                  FLAG    RESULT     REFERENCE         UNITS
CHEMISTRY
Glucose Random                        LL      2.6        3.6 - 11.0        mmol/L
   CRITICAL VALUE. Phoned to T. Example RN 2024-05-08 10:18, read back verified.
Sodium                                        138        135 - 145         mmol/L
Potassium                                     4.1        3.5 - 5.0         mmol/L
Creatinine                                    71         50 - 100          umol/L
eGFR                                          >90        >=60              mL/min/1.73m2
   eGFR calculated with the CKD-EPI 2021 equation (no race coefficient).
Albumin                               L       31         35 - 50           g/L
Bilirubin Total                       H       38         <22               umol/L
Alkaline Phosphatase                  H       212        40 - 129          U/L
ALT                                   H       148        <41               U/L
AST                                   H       96         <38               U/L
GGT                                   H       287        10 - 71           U/L
Lipase                                        44         13 - 60           U/L
C-Reactive Protein                    H       14.8       <8.0              mg/L
COAGULATION
INR                                   H       1.4        0.8 - 1.2

Final report.                                                         Page 1 of 1`,
    expected: [
      row('glucose', 2.6, 'mmol/L', 'low'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 4.1, 'mmol/L', null),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('albumin', 31, 'g/L', 'low'),
      row('bilirubin', 38, 'µmol/L', 'high'),
      row('alp', 212, 'U/L', 'high'),
      row('alt', 148, 'U/L', 'high'),
      row('ast', 96, 'U/L', 'high'),
      row('ggt', 287, 'U/L', 'high'),
      row('crp', 14.8, 'mg/L', 'high'),
    ],
  },
  {
    // South African private lab urinalysis: dipstick grades as 1+/2+/3+, Trace and Positive
    // against "Negative"; the microscopy block below repeats "Leucocytes" with a count, which is
    // microscopy, not a result to extract.
    id: 'h11-en-7',
    language: 'en',
    kind: 'text',
    text: `TEST PATHOLOGY LABORATORIES INC.                 URINE REPORT
PATIENT: TEST PERSON        DOB: 01/01/1990      SEX: F      LAB NO: U00000000
DOCTOR: DR T EXAMPLE        RECEIVED: 2024/07/22 10:05      PRINTED: 2024/07/22 15:40
SPECIMEN: Midstream urine (MSU)

URINE CHEMISTRY (DIPSTICK)           RESULT          REFERENCE
Specific gravity                     1.025           1.003 - 1.030
pH                                   6.5             5.0 - 8.0
Protein                              1+              Negative
Glucose                              Negative        Negative
Ketones                              Trace           Negative
Blood                                3+              Negative
Leucocytes                           2+              Negative
Nitrite                              Positive        Negative
Urobilinogen                         Normal          Normal

URINE MICROSCOPY                     RESULT          UNITS         REFERENCE
Leucocytes                           250             x10^6/L       < 10
Erythrocytes                         80              x10^6/L       < 10
Squamous epithelial cells            Few
Casts                                None seen
Bacteria                             +++
Yeasts                               Not seen

CULTURE: to follow. PROVISIONAL REPORT.
Comment: Findings suggest a urinary tract infection; please correlate clinically.`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
    ],
  },
  {
    // Irish hospital portal CSV: the range split into low and high columns, a bare "*" for
    // abnormal (direction from the range), test codes before the name, transferrin beside
    // transferrin saturation.
    id: 'h11-en-8',
    language: 'en',
    kind: 'csv',
    text: `Specimen Date,Test Code,Test Description,Result,Units,Ref Low,Ref High,Abnormal
14/02/2024,HB,Haemoglobin,10.4,g/dL,12.0,15.0,*
14/02/2024,MCV,Mean Cell Volume,74,fL,80,100,*
14/02/2024,PLT,Platelets,455,x10^9/L,150,400,*
14/02/2024,FE,Serum Iron,6.1,umol/L,6.6,26.0,*
14/02/2024,TRF,Transferrin,3.71,g/L,2.00,3.60,*
14/02/2024,TSAT,Transferrin Saturation,7,%,20,45,*
14/02/2024,FERR,Ferritin,5,ug/L,15,200,*
14/02/2024,B12,Vitamin B12,312,pmol/L,145,569,
14/02/2024,FOL,Serum Folate,4.1,ug/L,3.9,26.8,
14/02/2024,VITD,25-OH Vitamin D,38,nmol/L,50,125,*`,
    expected: [
      row('haemoglobin', 10.4, 'g/dL', 'low'),
      row('mcv', 74, 'fL', 'low'),
      row('platelets', 455, '10^9/L', 'high'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 7, '%', 'low'),
      row('ferritin', 5, 'µg/L', 'low'),
      row('vitamin_b12', 312, 'pmol/L', null),
      row('folate', 4.1, 'µg/L', null),
      row('vitamin_d', 38, 'nmol/L', 'low'),
    ],
  },
  {
    // US hospital CBC: Value, Flag, Ref Range, Units, then a Prior column with older results;
    // a critical haemoglobin (LL) with a read-back note; the differential both as % and as
    // absolute counts, so neutrophils and lymphocytes appear twice each.
    id: 'h11-en-9',
    language: 'en',
    kind: 'text',
    text: `MERCY TEST REGIONAL MEDICAL CENTER - LABORATORY SERVICES
Patient: PERSON, TEST      MRN: 00000000      DOB: 01/01/1944 (80 y)      Sex: F
Location: ED Bay 7         Attending: Example, Test MD
Collected: 09/30/2024 21:14       Verified: 09/30/2024 21:52

HEMATOLOGY
Component                  Value     Flag    Ref Range        Units         Prior (06/12/2024)
WBC                        3.2       L       4.0 - 10.5       x10E3/uL      5.8
RBC                        1.78      L       3.77 - 5.28      x10E6/uL      3.41
Hemoglobin                 6.4       LL      11.1 - 15.9      g/dL          11.2
  CRITICAL RESULT called to and read back by T. Nurse RN 09/30/2024 21:50.
Hematocrit                 19.3      L       34.0 - 46.6      %             34.1
MCV                        108.4     H       79 - 97          fL            100.0
MCH                        36.0      H       26.6 - 33.0      pg            32.8
MCHC                       33.2              31.5 - 35.7      g/dL          32.8
RDW                        18.2      H       11.7 - 15.4      %             14.1
Platelets                  61        L       150 - 450        x10E3/uL      198
MPV                        11.9              9.4 - 12.4       fL            10.6
Neutrophils                48                40 - 74          %             61
Lymphs                     44                14 - 46          %             29
Monocytes                  7                 4 - 12           %             8
Neutrophils (Absolute)     1.5               1.4 - 7.0        x10E3/uL      3.5
Lymphs (Absolute)          1.4               0.7 - 3.1        x10E3/uL      1.7
Reticulocyte Count         0.4       L       0.6 - 2.6        %
Manual smear review: oval macrocytes, hypersegmented neutrophils seen.

CHEMISTRY
Vitamin B12                118       L       232 - 1245       pg/mL
Folate, Serum              6.8               >3.0             ng/mL
LDH                        1240      H       119 - 226        U/L
End of report`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('red_cells', 1.78, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 19.3, '%', 'low'),
      row('mcv', 108.4, 'fL', 'high'),
      row('mch', 36, 'pg', 'high'),
      row('mchc', 33.2, 'g/dL', null),
      row('platelets', 61, '10^9/L', 'low'),
      row('neutrophils', 48, '%', null),
      row('lymphocytes', 44, '%', null),
      row('neutrophils', 1.5, '10^9/L', null),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('vitamin_b12', 118, 'pg/mL', 'low'),
      row('folate', 6.8, 'ng/mL', null),
    ],
  },
  {
    // New Zealand community lab portal CSV: collection date first, range before the flag,
    // a suppressed TSH written "<0.01" and a CRP of "<1"; TSH receptor antibodies, ESR and
    // magnesium are not Hale's tests.
    id: 'h11-en-10',
    language: 'en',
    kind: 'csv',
    text: `Collection Date,Test,Result,Units,Reference Interval,Flag
2024-08-05,Free T4,24.8,pmol/L,12-22,H
2024-08-05,Free T3,7.9,pmol/L,3.1-6.8,H
2024-08-05,TSH,<0.01,mIU/L,0.30-4.00,L
2024-08-05,TSH Receptor Antibody,6.2,IU/L,<1.8,H
2024-08-05,CRP,<1,mg/L,<5,
2024-08-05,ESR,9,mm/h,1-20,
2024-08-05,Vitamin D (25-OH),62,nmol/L,50-150,
2024-08-05,Calcium,2.48,mmol/L,2.10-2.60,
2024-08-05,Albumin,41,g/L,35-50,
2024-08-05,Magnesium,0.84,mmol/L,0.70-1.10,
2024-08-05,Glucose (random),5.6,mmol/L,3.0-7.7,
2024-08-05,HbA1c,5.3,%,<6.0,`,
    expected: [
      row('free_t4', 24.8, 'pmol/L', 'high'),
      row('free_t3', 7.9, 'pmol/L', 'high'),
      row('tsh', 0.01, 'mU/L', 'low'),
      row('crp', 1, 'mg/L', null),
      row('vitamin_d', 62, 'nmol/L', null),
      row('calcium', 2.48, 'mmol/L', null),
      row('albumin', 41, 'g/L', null),
      row('glucose', 5.6, 'mmol/L', null),
      row('hba1c', 5.3, '%', null),
    ],
  },
]

export default moreCases
