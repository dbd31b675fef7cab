/**
 * A reference range printed on its own line under the result it belongs to ("Valor de referencia:
 * 0,70 - 1,10 g/l"), as some labs lay out a report with dot leaders. See docs/lab-results.md.
 */
import {normaliseLabel} from './analyte-names'
import type {PhotoReading} from './photo-marks'
import {plausibleRange} from './plausibility'
import {flagFromRange, readRange} from './result-parts'
import type {ReferenceRange} from './types'

/** How such a line begins, as `normaliseLabel` gives it. */
const REFERENCE_HEADS = ['valor de referencia', 'valores de referencia', 'rango de referencia', 'intervalo de referencia', 'referencia',
  'valeur de reference', 'valeurs de reference', 'valeurs usuelles', 'reference', 'reference range', 'reference interval', 'ref range',
  'normal range', 'referenzbereich', 'referenzwert', 'referenzwerte', 'normbereich', 'normalbereich', 'ref']

/** The range on a line that is only a reference head and a range, or null. */
export function rangeBelow(line: string): ReferenceRange | null {
  const colon = line.indexOf(':')
  const head = normaliseLabel(colon >= 0 ? line.slice(0, colon) : line.replace(/[\d<>≤≥].*$/, ''))
  if (!REFERENCE_HEADS.includes(head)) return null
  return readRange(colon >= 0 ? line.slice(colon + 1) : line.slice(line.search(/[\d<>≤≥]/)))
}

/**
 * Gives the row read on the line above its range, when it had none and the range fits its analyte;
 * its flag follows the range unless the report marked its side. Whether the range was taken.
 */
export function takeRangeBelow(reading: PhotoReading, range: ReferenceRange): boolean {
  const {row} = reading
  if (row.range || !plausibleRange(row.analyte, row.unit, range)) return false
  row.range = range
  // A mark that names no side ("133 !") says the value is out of range; the range says on which side.
  if (!reading.sidedMark) row.flag = flagFromRange(row.value, range)
  return true
}
