/**
 * A result's parts (label, value, unit, range, mark), as a text line or a CSV record gives them,
 * made into a row: the analyte decided, the unit checked against it, the value and range made
 * plausible, the flag decided. See docs/lab-results.md.
 */
import {lookupLabel} from './analyte-names'
import {defaultFlag} from './defaults'
import {rangeFromPhoto, unitFromPhoto} from './photo-units'
import {plausibleRange, plausibleValue, unitFits} from './plausibility'
import {flagFromRange, numberFromDigits, rangeInUnit, type FlagMark, type ValueToken} from './result-parts'
import type {Analyte, LabFlag, LabRow, ReferenceRange} from './types'
import {SI_UNIT, type UnitSpelling} from './units'

export type ReportLanguage = 'en' | 'es' | 'fr' | 'de'

/** A result's parts as found on a line or in a CSV record, before the analyte is decided. */
export interface ResultParts {
  label: string
  value: ValueToken
  unit: UnitSpelling | null
  /** The unit as written when Hale does not know it (kept rather than dropped). */
  unknownUnit: string
  range: ReferenceRange | null
  mark: FlagMark | null
  /** In a urine section, or the record's material is urine. */
  urineContext: boolean
  /** The words after the value that are no unit, flag or number: where a photo's garbled unit is. */
  looseWords?: readonly string[]
}

const UNITLESS: ReadonlySet<Analyte> = new Set(['urine_ph', 'urine_specific_gravity'])
const GRADED: ReadonlySet<Analyte> = new Set(['urine_protein', 'urine_glucose', 'urine_ketones', 'urine_blood', 'urine_leukocytes', 'urine_nitrite'])

/** The row a result's parts give, 'unrecognised' when its label names no analyte Hale knows. */
export function rowFromParts(parts: ResultParts, language: ReportLanguage | undefined, ocr = false): LabRow | 'unrecognised' {
  const {meaning, saysUrine} = lookupLabel(parts.label)
  if (!meaning) return 'unrecognised'
  const urine = saysUrine || parts.urineContext || parts.value.grade
  const analyte = urine ? meaning.urine : meaning.blood
  if (!analyte) return 'unrecognised'
  if (parts.value.grade && !GRADED.has(analyte)) return 'unrecognised'
  // A urine albumin in numbers (mg/L) is no dipstick protein; only its grade is.
  if (meaning.blood === 'albumin' && analyte === 'urine_protein' && !parts.value.grade) return 'unrecognised'

  let unit = fittingUnit(analyte, parts)
  if (unit === 'none fits') return 'unrecognised'
  if (ocr && unit === null && parts.range && !parts.value.grade && !UNITLESS.has(analyte) && !GRADED.has(analyte)) {
    unit = unitFromPhoto(analyte, parts.value.digits, parts.range, parts.looseWords ?? [])
  }
  const scale = unit?.scale ?? 1
  let value = parts.value.value
  if (!parts.value.grade) {
    // "250.000 /µl" and an English "250,000" group thousands; a specific gravity's "1,015" never does.
    const thousands = scale < 1 || (language === 'en' && !parts.value.digits.includes('.') && analyte !== 'urine_specific_gravity')
    value = numberFromDigits(parts.value.digits, thousands)
  }
  // "Glucosa   ++++ (≥ 1000 mg/dL)   Negativo": a concentration beside a grade is what the grade stands for, no range of it.
  let range = parts.value.grade && parts.range && /\d\s*[a-zµ]+\/[a-z]+/i.test(parts.range.text) ? null : parts.range && rangeInUnit(parts.range, scale)
  const row: LabRow = {analyte, value: round(value * scale), unit: unitOf({...parts, unit}, analyte, value), range, flag: null}
  // A value no patient has is a misreading, not a result; a range far from the analyte's usual one
  // has lost its decimal marks and says nothing.
  if (!plausibleValue(row)) return 'unrecognised'
  if (range && ocr) {
    // From a photo, a damaged range says the line is damaged: its value may be too, unless the
    // value kept the decimal mark the range lost.
    const fromPhoto = rangeFromPhoto(analyte, row.unit, range, parts.value.digits)
    if (!fromPhoto && !/[.,]/.test(parts.value.digits)) return 'unrecognised'
    row.range = range = fromPhoto
  } else if (range && !plausibleRange(analyte, row.unit, range)) {
    row.range = range = null
  }
  // The report's mark and its range disagree: one of them, or the value, was misread.
  const fromRange = range ? flagFromRange(row.value, range) : null
  if ((parts.mark === 'high' && fromRange === 'low') || (parts.mark === 'low' && fromRange === 'high')) return 'unrecognised'
  row.flag = decideFlag(row, parts.mark)
  return row
}

/**
 * The line's unit, or 'none fits' when it cannot be the analyte's: a potassium in "%" or a white-cell
 * count in "fL" is a misread line, and no other unit on it is taken instead. A µ read as p ("pmol/L"
 * for creatinine, whose unit is never that) is read back.
 */
function fittingUnit(analyte: Analyte, parts: ResultParts): UnitSpelling | null | 'none fits' {
  const unit = parts.unit
  if (!unit) return null
  if (unit.unit === 'pmol/L' && SI_UNIT[analyte] === 'µmol/L') return {unit: 'µmol/L', scale: unit.scale}
  return unitFits(analyte, unit.unit) ? unit : 'none fits'
}

function unitOf(parts: ResultParts, analyte: Analyte, value: number): string {
  if (parts.value.grade) return 'grade'
  if (parts.unit) return parts.unit.unit
  if (UNITLESS.has(analyte)) return ''
  // A dipstick grade written as a digit ("Protein 2"): a whole number up to 4 with no unit.
  if (GRADED.has(analyte) && Number.isInteger(value) && value <= 4 && parts.unknownUnit === '') return 'grade'
  return parts.unknownUnit
}

/** The report's own mark first; a bare `*` takes its direction from the range or the defaults. */
function decideFlag(row: LabRow, mark: FlagMark | null): LabFlag {
  if (mark === 'high' || mark === 'low') return mark
  if (row.range) return flagFromRange(row.value, row.range)
  return defaultFlag(row)
}

/** Removes the float noise of a scaled value (250000 × 0.001) without rounding a reported digit. */
function round(value: number): number {
  return Number(value.toPrecision(12))
}
