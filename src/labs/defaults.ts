/**
 * Default adult reference ranges (used only when a report gives none) and critical values, both in
 * each analyte's SI unit (`SI_UNIT`), each with the public source it follows. See docs/lab-results.md.
 */
import type {Analyte, LabFlag, LabRow} from './types'
import {SI_UNIT, toCanonical} from './units'

interface DefaultRange {
  low: number | null
  high: number | null
  source: string
}

const HARMONY = 'Pathology Harmony (UK) harmonised adult reference ranges'
const COMMON = 'common adult reference intervals (e.g. Merck Manual Professional, "Normal Laboratory Values")'
const NHS_LIPIDS = 'NHS "Cholesterol levels" guidance (healthy adult targets)'
const NICE_HBA1C = 'NICE NG28 / WHO 2011: HbA1c 42–47 mmol/mol at risk, ≥ 48 mmol/mol diabetes'
const DIPSTICK = 'a healthy adult urine dipstick is negative (e.g. NICE CKS "Urinary tract infection")'

/**
 * Sex-neutral adult ranges: where men and women differ, the wider of the two, so that a default
 * flag is never raised on a value normal for either.
 */
export const DEFAULT_RANGES: Readonly<Record<Analyte, DefaultRange>> = {
  haemoglobin: {low: 120, high: 175, source: `${HARMONY}; WHO 2011 anaemia threshold 120 g/L`},
  haematocrit: {low: 0.36, high: 0.5, source: COMMON},
  red_cells: {low: 3.8, high: 5.8, source: COMMON},
  white_cells: {low: 4, high: 11, source: HARMONY},
  platelets: {low: 150, high: 400, source: HARMONY},
  mcv: {low: 80, high: 100, source: COMMON},
  mch: {low: 27, high: 33, source: COMMON},
  mchc: {low: 320, high: 360, source: COMMON},
  neutrophils: {low: 2, high: 7.5, source: HARMONY},
  lymphocytes: {low: 1.5, high: 4, source: HARMONY},
  sodium: {low: 133, high: 146, source: HARMONY},
  potassium: {low: 3.5, high: 5.3, source: HARMONY},
  chloride: {low: 95, high: 108, source: HARMONY},
  bicarbonate: {low: 22, high: 29, source: HARMONY},
  urea: {low: 2.5, high: 7.8, source: HARMONY},
  creatinine: {low: 45, high: 110, source: COMMON},
  glucose: {low: 3.9, high: 5.5, source: 'ADA Standards of Care: fasting glucose 70–99 mg/dL (3.9–5.5 mmol/L)'},
  calcium: {low: 2.2, high: 2.6, source: `${HARMONY} (adjusted calcium)`},
  total_protein: {low: 60, high: 80, source: HARMONY},
  albumin: {low: 35, high: 50, source: HARMONY},
  bilirubin: {low: null, high: 21, source: HARMONY},
  alp: {low: 30, high: 130, source: HARMONY},
  alt: {low: null, high: 40, source: COMMON},
  ast: {low: null, high: 40, source: COMMON},
  ggt: {low: null, high: 60, source: COMMON},
  egfr: {low: 60, high: null, source: 'KDIGO 2012 CKD guideline: GFR < 60 mL/min/1.73m² is decreased'},
  uric_acid: {low: 150, high: 420, source: COMMON},
  cholesterol: {low: null, high: 5, source: NHS_LIPIDS},
  ldl: {low: null, high: 3, source: NHS_LIPIDS},
  hdl: {low: 1, high: null, source: NHS_LIPIDS},
  triglycerides: {low: null, high: 1.7, source: `${NHS_LIPIDS}; NCEP ATP III < 150 mg/dL`},
  hba1c: {low: null, high: 41, source: NICE_HBA1C},
  tsh: {low: 0.4, high: 4, source: 'NHS / British Thyroid Association: TSH about 0.4–4.0 mU/L'},
  free_t4: {low: 12, high: 22, source: COMMON},
  free_t3: {low: 3.1, high: 6.8, source: COMMON},
  iron: {low: 10, high: 30, source: COMMON},
  ferritin: {low: 30, high: 300, source: 'NICE CKS "Anaemia – iron deficiency": ferritin < 30 µg/L confirms deficiency'},
  transferrin_saturation: {low: 20, high: 45, source: COMMON},
  vitamin_d: {low: 50, high: null, source: 'SACN / NOS UK vitamin D guideline: 25-OH-D ≥ 50 nmol/L sufficient'},
  vitamin_b12: {low: 148, high: null, source: 'BSH guideline on cobalamin and folate (2014): B12 < 148 pmol/L deficient'},
  folate: {low: 7, high: null, source: 'BSH guideline on cobalamin and folate (2014): folate < 7 nmol/L deficient'},
  crp: {low: null, high: 5, source: COMMON},
  urine_protein: {low: null, high: 0, source: DIPSTICK},
  urine_glucose: {low: null, high: 0, source: DIPSTICK},
  urine_ketones: {low: null, high: 0, source: DIPSTICK},
  urine_blood: {low: null, high: 0, source: DIPSTICK},
  urine_leukocytes: {low: null, high: 0, source: DIPSTICK},
  urine_nitrite: {low: null, high: 0, source: DIPSTICK},
  urine_ph: {low: 4.5, high: 8, source: COMMON},
  urine_specific_gravity: {low: 1.005, high: 1.03, source: COMMON},
}

/** The flag the default range gives `row`, or null when in range or its unit cannot be converted. */
export function defaultFlag(row: Pick<LabRow, 'analyte' | 'value' | 'unit'>): LabFlag {
  const canonical = toCanonical(row)
  if (!canonical) return null
  const range = DEFAULT_RANGES[row.analyte]
  if (range.low !== null && canonical.value < range.low) return 'low'
  if (range.high !== null && canonical.value > range.high) return 'high'
  return null
}

/** A threshold past which a result must reach a clinician at once. */
export interface CriticalThreshold {
  analyte: Analyte
  direction: 'below' | 'above'
  value: number
  /** Whether a value equal to the threshold is already critical (≤ / ≥ rather than < / >). */
  inclusive: boolean
  source: string
}

const RCPATH = 'RCPath (2017) "The communication of critical and unexpected pathology results"'
const COMMON_CRITICAL = 'common hospital laboratory critical-value lists'

export const CRITICAL_THRESHOLDS: readonly CriticalThreshold[] = [
  {analyte: 'potassium', direction: 'above', value: 6.5, inclusive: true, source: RCPATH},
  {analyte: 'potassium', direction: 'below', value: 2.5, inclusive: true, source: RCPATH},
  {analyte: 'sodium', direction: 'below', value: 120, inclusive: false, source: RCPATH},
  {analyte: 'sodium', direction: 'above', value: 160, inclusive: false, source: RCPATH},
  {analyte: 'glucose', direction: 'below', value: 3, inclusive: false, source: 'ADA Standards of Care: level 2 hypoglycaemia < 54 mg/dL (3.0 mmol/L)'},
  {analyte: 'glucose', direction: 'above', value: 25, inclusive: false, source: RCPATH},
  {analyte: 'calcium', direction: 'above', value: 3.5, inclusive: false, source: RCPATH},
  {analyte: 'calcium', direction: 'below', value: 1.8, inclusive: false, source: RCPATH},
  {analyte: 'haemoglobin', direction: 'below', value: 70, inclusive: false, source: `${COMMON_CRITICAL}; NICE NG24 restrictive transfusion threshold 70 g/L`},
  {analyte: 'platelets', direction: 'below', value: 20, inclusive: false, source: COMMON_CRITICAL},
  {analyte: 'neutrophils', direction: 'below', value: 0.5, inclusive: false, source: `${RCPATH}; NICE NG151 neutropenic sepsis`},
]

/** A row past a critical threshold, with its value in the analyte's SI unit. */
export interface CriticalFinding {
  row: LabRow
  value: number
  unit: string
  threshold: CriticalThreshold
}

function isPast(value: number, threshold: CriticalThreshold): boolean {
  if (threshold.direction === 'above') return threshold.inclusive ? value >= threshold.value : value > threshold.value
  return threshold.inclusive ? value <= threshold.value : value < threshold.value
}

/** The rows past a critical threshold, compared in SI units; rows Hale cannot convert are skipped. */
export function criticalFindings(rows: readonly LabRow[]): CriticalFinding[] {
  const findings: CriticalFinding[] = []
  for (const row of rows) {
    const canonical = toCanonical(row)
    if (!canonical || canonical.unit !== SI_UNIT[row.analyte]) continue
    for (const threshold of CRITICAL_THRESHOLDS) {
      if (threshold.analyte === row.analyte && isPast(canonical.value, threshold)) {
        findings.push({row, value: canonical.value, unit: canonical.unit, threshold})
      }
    }
  }
  return findings
}
