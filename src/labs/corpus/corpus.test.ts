/**
 * Checks the lab report corpus itself, not an extractor: the cases are well formed, every
 * expected value is on its report as the report writes it, and each half covers every panel.
 */
import {ANALYTES, type Analyte, type LabReportCase} from '../types'
import {developmentHalf, heldOutHalf} from './index'

const PANELS: Record<string, readonly Analyte[]> = {
  'blood count': ['haemoglobin', 'haematocrit', 'red_cells', 'white_cells', 'platelets', 'mcv', 'mch', 'mchc', 'neutrophils', 'lymphocytes'],
  'metabolic panel': ['sodium', 'potassium', 'chloride', 'bicarbonate', 'urea', 'creatinine', 'glucose', 'calcium', 'total_protein', 'albumin'],
  liver: ['bilirubin', 'alp', 'alt', 'ast', 'ggt'],
  kidney: ['egfr', 'uric_acid'],
  lipids: ['cholesterol', 'ldl', 'hdl', 'triglycerides'],
  diabetes: ['hba1c'],
  thyroid: ['tsh', 'free_t4', 'free_t3'],
  iron: ['iron', 'ferritin', 'transferrin_saturation'],
  vitamins: ['vitamin_d', 'vitamin_b12', 'folate'],
  inflammation: ['crp'],
  'urine dipstick': ['urine_protein', 'urine_glucose', 'urine_ketones', 'urine_blood', 'urine_leukocytes', 'urine_nitrite', 'urine_ph', 'urine_specific_gravity'],
}

const UNITS = [
  'mmol/L', 'mg/dL', 'µmol/L', 'g/dL', 'g/L', '10^9/L', '10^12/L', 'fL', 'pg', '%', 'U/L', 'mU/L', 'pmol/L', 'ng/mL',
  'µg/L', 'nmol/L', 'pg/mL', 'mg/L', 'mL/min/1.73m²', 'mmol/mol', 'grade', '',
]
const DIPSTICK_GRADES: readonly Analyte[] = ['urine_protein', 'urine_glucose', 'urine_ketones', 'urine_blood', 'urine_leukocytes', 'urine_nitrite']
const UNITLESS: readonly Analyte[] = ['urine_ph', 'urine_specific_gravity']

const halves = {development: developmentHalf, 'held-out': heldOutHalf}
const everyCase = Object.values(halves).flatMap((half) => Object.values(half).flat())

/**
 * The numbers written on a report, read with either decimal mark: most reports in English write a
 * point and the others a comma, but a Mexican lab writes a point and a portal set to a European
 * locale exports English names with commas.
 */
const numbersOn = (report: LabReportCase): number[] => [/\d+(?:\.\d+)?/g, /\d+(?:,\d+)?/g]
  .flatMap((pattern) => report.text.match(pattern) ?? [])
  .map((token) => Number(token.replace(',', '.')))

describe.each(Object.entries(halves))('the %s half of the lab report corpus', (_name, half) => {
  const cases = Object.values(half).flat()

  it('has at least 6 reports in every language, in that language, both PDF text and CSV', () => {
    for (const [language, reports] of Object.entries(half)) {
      expect(reports.length).toBeGreaterThanOrEqual(6)
      expect(reports.filter((report) => report.language !== language)).toEqual([])
      expect(reports.filter((report) => report.kind === 'text').length).toBeGreaterThan(reports.length / 2)
      expect(reports.filter((report) => report.kind === 'csv').length).toBeGreaterThanOrEqual(2)
    }
  })

  it('covers every panel', () => {
    const seen = new Set(cases.flatMap((report) => report.expected.map((expected) => expected.analyte)))
    const missing = Object.entries(PANELS).filter(([, analytes]) => !analytes.some((analyte) => seen.has(analyte)))
    expect(missing.map(([panel]) => panel)).toEqual([])
  })
})

describe('every report of the lab report corpus', () => {
  it('has a unique id', () => {
    const ids = everyCase.map((report) => report.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('has 5 to 25 result rows', () => {
    const wrong = everyCase.filter((report) => report.expected.length < 5 || report.expected.length > 25)
    expect(wrong.map((report) => `${report.id}: ${report.expected.length}`)).toEqual([])
  })

  it('names only analytes Hale knows, in canonical units, with a valid flag', () => {
    const wrong = everyCase.flatMap((report) => report.expected
      .filter((expected) => !ANALYTES.includes(expected.analyte) || !UNITS.includes(expected.unit) || ![null, 'high', 'low'].includes(expected.flag))
      .map((expected) => `${report.id}: ${JSON.stringify(expected)}`))
    expect(wrong).toEqual([])
  })

  it('gives dipstick results as grades 0-4 and pH and specific gravity without a unit', () => {
    const wrong = everyCase.flatMap((report) => report.expected
      .filter((expected) => DIPSTICK_GRADES.includes(expected.analyte)
        ? expected.unit !== 'grade' || !Number.isInteger(expected.value) || expected.value < 0 || expected.value > 4
        : UNITLESS.includes(expected.analyte) ? expected.unit !== '' : expected.unit === 'grade' || expected.unit === '')
      .map((expected) => `${report.id}: ${JSON.stringify(expected)}`))
    expect(wrong).toEqual([])
  })

  it('writes every expected number on the report, with a decimal point or comma', () => {
    const missing = everyCase.flatMap((report) => {
      const numbers = numbersOn(report)
      return report.expected
        .filter((expected) => expected.unit !== 'grade' && !numbers.includes(expected.value))
        .map((expected) => `${report.id}: ${expected.analyte} ${expected.value}`)
    })
    expect(missing).toEqual([])
  })

  it('is a CSV export with a header line and one separator (comma, semicolon or tab) on every line', () => {
    const wrong = everyCase.filter((report) => {
      if (report.kind !== 'csv') return false
      const [header = '', ...lines] = report.text.split('\n')
      const separator = [';', '\t', ','].find((candidate) => header.includes(candidate))
      return /\d/.test(header) || separator === undefined || lines.some((line) => !line.includes(separator))
    })
    expect(wrong.map((report) => report.id)).toEqual([])
  })
})
