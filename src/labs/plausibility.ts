/**
 * What a result can be, so that a misread one does not become a plausible-looking wrong row
 * (docs/lab-results.md, "Plausibility"): the kinds of unit each analyte is measured in, the values
 * no living patient's sample gives, and reference ranges far from any analyte's usual one. A line
 * that fails is not a row (it is counted as unrecognised): dropping a row is better than guessing.
 */
import {DEFAULT_RANGES} from './defaults'
import type {Analyte, LabRow, ReferenceRange} from './types'
import {CONVERSIONS, SI_UNIT, toCanonical} from './units'

/** What a canonical unit measures. */
type UnitKind = 'molar' | 'mass' | 'count' | 'percent' | 'fraction' | 'volume' | 'weight' | 'activity' | 'milli-activity' | 'filtration' | 'grade'

const UNIT_KINDS: Readonly<Record<string, UnitKind>> = {
  'mmol/L': 'molar', 'µmol/L': 'molar', 'nmol/L': 'molar', 'pmol/L': 'molar', 'mmol/mol': 'molar',
  'g/L': 'mass', 'g/dL': 'mass', 'mg/dL': 'mass', 'mg/L': 'mass', 'µg/L': 'mass', 'µg/dL': 'mass', 'ng/mL': 'mass', 'ng/dL': 'mass', 'pg/mL': 'mass',
  '10^9/L': 'count', '10^12/L': 'count', '%': 'percent', 'L/L': 'fraction', 'fL': 'volume', 'pg': 'weight',
  'U/L': 'activity', 'mU/L': 'milli-activity', 'mL/min/1.73m²': 'filtration', 'grade': 'grade',
}

const CHEMISTRY: readonly UnitKind[] = ['molar', 'mass']

/** The kinds of unit a report may give each analyte in; urine dipstick fields are not checked. */
const ANALYTE_KINDS: Partial<Record<Analyte, readonly UnitKind[]>> = {
  haemoglobin: CHEMISTRY, haematocrit: ['percent', 'fraction'], red_cells: ['count'], white_cells: ['count'], platelets: ['count'],
  mcv: ['volume'], mch: ['weight'], mchc: CHEMISTRY, neutrophils: ['count', 'percent'], lymphocytes: ['count', 'percent'],
  sodium: ['molar'], potassium: ['molar'], chloride: ['molar'], bicarbonate: ['molar'], urea: CHEMISTRY, creatinine: CHEMISTRY,
  glucose: CHEMISTRY, calcium: CHEMISTRY, total_protein: ['mass'], albumin: ['mass'], bilirubin: CHEMISTRY,
  alp: ['activity'], alt: ['activity'], ast: ['activity'], ggt: ['activity'], egfr: ['filtration'], uric_acid: CHEMISTRY,
  cholesterol: CHEMISTRY, ldl: CHEMISTRY, hdl: CHEMISTRY, triglycerides: CHEMISTRY, hba1c: ['percent', 'molar'],
  tsh: ['milli-activity'], free_t4: CHEMISTRY, free_t3: CHEMISTRY, iron: CHEMISTRY, ferritin: CHEMISTRY,
  transferrin_saturation: ['percent'], vitamin_d: CHEMISTRY, vitamin_b12: CHEMISTRY, folate: CHEMISTRY, crp: ['mass'],
}

/**
 * Whether `unit` (canonical) can be `analyte`'s: "%" is no potassium and "fL" no white-cell count.
 * A unit Hale does not know, or none, says nothing and passes.
 */
export function unitFits(analyte: Analyte, unit: string): boolean {
  const kinds = ANALYTE_KINDS[analyte]
  const kind = UNIT_KINDS[unit]
  return !kinds || !kind || kinds.includes(kind)
}

/** Whether `unit` (canonical) is one Hale knows `analyte` to be reported in: stricter than `unitFits`. */
export function unitKnownFor(analyte: Analyte, unit: string): boolean {
  const kind = UNIT_KINDS[unit]
  return kind !== undefined && (ANALYTE_KINDS[analyte] ?? []).includes(kind)
}

interface Bound {
  low: number
  high: number
  /** Why a value past the bound is a misreading rather than a result. */
  reason: string
}

const BEYOND_LIFE = 'past the extremes reported in survivors'
const BEYOND_ANALYSER = 'past any analyser\'s reporting range, even diluted'

/**
 * The values a result can take, in its analyte's SI unit (`SI_UNIT`): wide on purpose, past the
 * extremes ever reported, so that only a misreading (a lost decimal mark, a wrong digit) falls
 * outside. Differentials in % have their own bound (0–100).
 */
export const PLAUSIBLE: Readonly<Record<Analyte, Bound>> = {
  haemoglobin: {low: 15, high: 260, reason: `g/L; ${BEYOND_LIFE} (profound anaemia, polycythaemia)`},
  haematocrit: {low: 0.05, high: 0.8, reason: `L/L; ${BEYOND_LIFE}`},
  red_cells: {low: 0.3, high: 12, reason: `10^12/L; ${BEYOND_LIFE}`},
  white_cells: {low: 0.01, high: 1000, reason: `10^9/L; aplasia to hyperleukocytic leukaemia`},
  platelets: {low: 1, high: 5000, reason: `10^9/L; ${BEYOND_LIFE} (thrombocytopenia, thrombocythaemia)`},
  mcv: {low: 40, high: 160, reason: 'fL; red cells are never this small or large'},
  mch: {low: 8, high: 60, reason: 'pg; follows from the MCV bounds'},
  mchc: {low: 200, high: 500, reason: 'g/L; haemoglobin cannot be this dilute or concentrated in a red cell'},
  neutrophils: {low: 0, high: 500, reason: '10^9/L; cannot exceed the white-cell count'},
  lymphocytes: {low: 0, high: 900, reason: '10^9/L; chronic lymphocytic leukaemia at its highest'},
  sodium: {low: 80, high: 210, reason: `mmol/L; ${BEYOND_LIFE}`},
  potassium: {low: 1, high: 12, reason: `mmol/L; ${BEYOND_LIFE} (the heart stops well before)`},
  chloride: {low: 40, high: 180, reason: `mmol/L; ${BEYOND_LIFE}`},
  bicarbonate: {low: 1, high: 70, reason: `mmol/L; ${BEYOND_LIFE}`},
  urea: {low: 0.2, high: 150, reason: `mmol/L; ${BEYOND_LIFE} (end-stage renal failure)`},
  creatinine: {low: 5, high: 3500, reason: `µmol/L; ${BEYOND_LIFE}`},
  glucose: {low: 0.3, high: 150, reason: `mmol/L; ${BEYOND_LIFE} (hyperosmolar state)`},
  calcium: {low: 0.5, high: 6, reason: `mmol/L; ${BEYOND_LIFE}`},
  total_protein: {low: 15, high: 200, reason: `g/L; ${BEYOND_LIFE} (myeloma)`},
  albumin: {low: 3, high: 80, reason: `g/L; ${BEYOND_LIFE}`},
  bilirubin: {low: 0, high: 1500, reason: `µmol/L; ${BEYOND_LIFE}`},
  alp: {low: 1, high: 20000, reason: `U/L; ${BEYOND_ANALYSER}`},
  alt: {low: 0, high: 30000, reason: `U/L; ${BEYOND_ANALYSER} (acute liver failure)`},
  ast: {low: 0, high: 40000, reason: `U/L; ${BEYOND_ANALYSER} (acute liver failure)`},
  ggt: {low: 0, high: 20000, reason: `U/L; ${BEYOND_ANALYSER}`},
  egfr: {low: 0, high: 250, reason: 'mL/min/1.73m²; no kidney filters more (and labs report "> 90")'},
  uric_acid: {low: 10, high: 2500, reason: `µmol/L; ${BEYOND_LIFE} (tumour lysis)`},
  cholesterol: {low: 0.3, high: 50, reason: `mmol/L; ${BEYOND_LIFE} (homozygous familial hypercholesterolaemia)`},
  ldl: {low: 0.05, high: 45, reason: 'mmol/L; within the total cholesterol bound'},
  hdl: {low: 0.05, high: 8, reason: `mmol/L; ${BEYOND_LIFE}`},
  triglycerides: {low: 0.1, high: 250, reason: `mmol/L; ${BEYOND_LIFE} (lipaemic serum)`},
  hba1c: {low: 10, high: 210, reason: 'mmol/mol (about 3–21 %); red-cell turnover limits glycation'},
  tsh: {low: 0, high: 1000, reason: `mU/L; ${BEYOND_ANALYSER}`},
  free_t4: {low: 0.5, high: 200, reason: `pmol/L; ${BEYOND_LIFE} (thyroid storm, myxoedema)`},
  free_t3: {low: 0.3, high: 80, reason: `pmol/L; ${BEYOND_LIFE}`},
  iron: {low: 0.3, high: 250, reason: `µmol/L; ${BEYOND_LIFE} (iron poisoning)`},
  ferritin: {low: 0.5, high: 200000, reason: `µg/L; ${BEYOND_LIFE} (haemophagocytic syndromes)`},
  transferrin_saturation: {low: 0, high: 100, reason: '%; a share of a whole'},
  vitamin_d: {low: 1, high: 1500, reason: `nmol/L; ${BEYOND_LIFE} (vitamin D poisoning)`},
  vitamin_b12: {low: 10, high: 20000, reason: `pmol/L; ${BEYOND_ANALYSER}`},
  folate: {low: 0.5, high: 250, reason: `nmol/L; ${BEYOND_ANALYSER}`},
  crp: {low: 0, high: 1000, reason: `mg/L; ${BEYOND_ANALYSER}`},
  urine_protein: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_glucose: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_ketones: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_blood: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_leukocytes: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_nitrite: {low: 0, high: 4, reason: 'dipstick grade, 0 to ++++'},
  urine_ph: {low: 4, high: 9.5, reason: 'urine pH; the kidney cannot go further (dipsticks read 5–9)'},
  urine_specific_gravity: {low: 1, high: 1.08, reason: 'urine specific gravity; the kidney concentrates no further'},
}

const within = (value: number, bound: {low: number; high: number}) => value >= bound.low && value <= bound.high

/**
 * Whether a row's value can be a result. In a unit Hale converts, against `PLAUSIBLE`; with no unit
 * (lost in a photo), when it fits in any unit the analyte is reported in; a differential in %,
 * 0–100; a unit Hale cannot convert passes (a dipstick's mg/dl, glucose in g/L).
 */
export function plausibleValue(row: Pick<LabRow, 'analyte' | 'value' | 'unit'>): boolean {
  const bound = PLAUSIBLE[row.analyte]
  if (row.unit === 'grade') return within(row.value, {low: 0, high: 4})
  if (row.unit === '%' && SI_UNIT[row.analyte] !== '%' && !CONVERSIONS.some((c) => c.from === '%' && c.analytes.includes(row.analyte))) {
    return within(row.value, {low: 0, high: 100})
  }
  if (row.unit === '' && SI_UNIT[row.analyte] !== '') {
    return within(row.value, bound) || CONVERSIONS.some((c) => c.analytes.includes(row.analyte) && within(row.value * c.factor + (c.offset ?? 0), bound))
  }
  const canonical = toCanonical(row)?.value ?? massInSiUnit(row)
  return canonical === null || within(canonical, bound)
}

/** Grams per litre in one of each mass unit: units of mass per volume differ only by their prefixes. */
const GRAMS_PER_LITRE: Readonly<Record<string, number>> = {
  'g/L': 1, 'g/dL': 10, 'mg/dL': 1e-2, 'mg/L': 1e-3, 'µg/dL': 1e-5, 'µg/L': 1e-6, 'ng/mL': 1e-6, 'ng/dL': 1e-8, 'pg/mL': 1e-9,
}

/**
 * A value in a mass unit Hale has no conversion for, in the analyte's SI unit when that is a mass
 * unit too: "Ferritine   127   g/l" (the µ of µg/l lost) is 127 000 000 µg/L, no ferritin.
 */
function massInSiUnit(row: Pick<LabRow, 'analyte' | 'value' | 'unit'>): number | null {
  const from = GRAMS_PER_LITRE[row.unit]
  const to = GRAMS_PER_LITRE[SI_UNIT[row.analyte]]
  return from === undefined || to === undefined ? null : row.value * from / to
}

/** How far (as a factor) a report's range may sit from the usual one before it is taken for a misreading. */
const RANGE_FACTOR = 5

/**
 * Whether a report's range can be this analyte's: no bound, in the SI unit, more than five times
 * above the usual range (`DEFAULT_RANGES`), and its highest bound not five times below it. A range read "35 - 51" for potassium in mmol/L has
 * lost its decimal marks, and would flag a normal value. A range in a unit Hale cannot convert passes.
 */
export function plausibleRange(analyte: Analyte, unit: string, range: ReferenceRange): boolean {
  const usual = DEFAULT_RANGES[analyte]
  if (SI_UNIT[analyte] === 'grade' || SI_UNIT[analyte] === '' || (usual.low === null && usual.high === null)) return true
  const top = (usual.high ?? (usual.low ?? 0) * 10) * RANGE_FACTOR
  const bottom = (usual.low ?? 0) / RANGE_FACTOR
  for (const bound of [range.low, range.high]) {
    if (bound === null) continue
    const canonical = toCanonical({analyte, value: bound, unit})
    if (canonical && canonical.value > top) return false
  }
  // A lost decimal mark only makes a bound larger: a low bound far below the usual one ("4,6 – 204" for a
  // ferritin) is a lab's own, while a range whose every bound lies far below it is in another unit.
  const highest = range.high ?? range.low
  const canonical = highest === null ? null : toCanonical({analyte, value: highest, unit})
  return !canonical || canonical.value >= bottom
}

/** A whole number this many times past the top of a range written with decimals has lost its decimal mark. */
const LOST_MARK_FACTOR = 5

/**
 * The stricter reading of a row from a photo's OCR text, where a blurred decimal mark or unit is
 * common and a lost one makes a plausible-looking wrong value: the row must carry its unit (a line
 * whose unit OCR garbled is a damaged line), and a whole number more than five times the top of a
 * range written with decimals ("58" against "3,5 - 5,1"), or ten times a lower bound alone ("41" against
 * "> 3,9"), is a value that lost its mark.
 */
export function readableFromPhoto(row: Pick<LabRow, 'analyte' | 'value' | 'unit' | 'range'>, digits: string): boolean {
  const unitless = SI_UNIT[row.analyte] === '' || SI_UNIT[row.analyte] === 'grade'
  if (!unitless && row.unit === '') return false
  const range = row.range
  const decimalRange = range !== null && /\d[.,]\d/.test(range.text)
  if (decimalRange && digits !== '' && !/[.,]/.test(digits) && range.high !== null && range.high > 0 && row.value > LOST_MARK_FACTOR * range.high) return false
  // "41" beside "> 3,9" for 4,1: against a lower bound alone, a whole number ten times past it lost its mark.
  if (decimalRange && digits !== '' && !/[.,]/.test(digits) && range.high === null && range.low !== null && range.low > 0 && row.value >= 10 * range.low) return false
  // "9,11" beside "8,6 - 10,2", "4,112" beside "4,30 - 5,70": OCR doubles a thin 1, and decimals
  // finer than the range's with a doubled 1 cannot be told from decimals it doubled.
  const rangeDecimals = range === null ? 0 : Math.max(0, ...(range.text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((bound) => decimalsOf(bound).length))
  if (rangeDecimals > 0 && decimalsOf(digits).includes('11') && decimalsOf(digits).length > rangeDecimals) return false
  return true
}

/** The digits after a number's decimal mark ("" for a whole number). */
function decimalsOf(number: string): string {
  return /[.,](\d+)$/.exec(number)?.[1] ?? ''
}
