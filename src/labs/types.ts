/**
 * The shapes of lab results: the analytes Hale recognises on a report, a row read from a report,
 * and a corpus case (a synthetic report with the table it should give). See docs/lab-results.md.
 */

/**
 * Every analyte Hale recognises, by panel. The id is language-neutral; each language's report
 * names for it live with the extractor.
 */
export const ANALYTES = [
  // Blood count
  'haemoglobin', 'haematocrit', 'red_cells', 'white_cells', 'platelets', 'mcv', 'mch', 'mchc', 'neutrophils', 'lymphocytes',
  // Basic and comprehensive metabolic panel
  'sodium', 'potassium', 'chloride', 'bicarbonate', 'urea', 'creatinine', 'glucose', 'calcium', 'total_protein', 'albumin',
  // Liver
  'bilirubin', 'alp', 'alt', 'ast', 'ggt',
  // Kidney
  'egfr', 'uric_acid',
  // Lipids
  'cholesterol', 'ldl', 'hdl', 'triglycerides',
  // Diabetes
  'hba1c',
  // Thyroid
  'tsh', 'free_t4', 'free_t3',
  // Iron
  'iron', 'ferritin', 'transferrin_saturation',
  // Vitamins
  'vitamin_d', 'vitamin_b12', 'folate',
  // Inflammation
  'crp',
  // Urine dipstick
  'urine_protein', 'urine_glucose', 'urine_ketones', 'urine_blood', 'urine_leukocytes', 'urine_nitrite', 'urine_ph', 'urine_specific_gravity',
] as const

export type Analyte = (typeof ANALYTES)[number]

/** Out of range as the report marks it, or as Hale decides it from the range. */
export type LabFlag = 'high' | 'low' | null

/** A reference range as the report writes it: `3.5-5.1` (both), `< 5.2` (high only), `>60` (low only). */
export interface ReferenceRange {
  low: number | null
  high: number | null
  /** As written on the report, e.g. "3.5 - 5.1" or "< 5.2". */
  text: string
}

/**
 * One result read from a report. `value` and `unit` are as reported (a decimal comma read as a
 * point; the unit in a canonical spelling such as `mmol/L`, `g/dL`, `10^9/L`, `%`); a dipstick's
 * `value` is its grade (0 negative, 1 trace or +, 2 ++, 3 +++, 4 ++++), with unit `grade`.
 */
export interface LabRow {
  analyte: Analyte
  value: number
  unit: string
  range: ReferenceRange | null
  /** The report's own mark (H, L, *, ↑, ↓ …) if any, else from `range`, else from the default table. */
  flag: LabFlag
}

/** A synthetic report of the corpus and the table it must give. */
export interface LabReportCase {
  id: string
  language: 'en' | 'es' | 'fr' | 'de'
  /** `text`: a PDF's text layer as pdf.js gives it, line by line; `csv`: a portal's CSV export. */
  kind: 'text' | 'csv'
  /** The report's text (what the extractor reads). */
  text: string
  /** Every result row on the report, in order; the extractor must find these and nothing else. */
  expected: ReadonlyArray<Pick<LabRow, 'analyte' | 'value' | 'unit' | 'flag'>>
}
