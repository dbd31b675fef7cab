/**
 * A table whose reference range is printed as two columns, its low bound and its high bound
 * ("Parameter   Result   Unit   Low   High", then "LYMPH#   1.4   10^3/µL   0.8   4.0"): under
 * such a header, the two numbers ending a line are the range. See docs/lab-results.md.
 */

/** Pairs of column heads that name a range's bounds, low first. */
const BOUND_HEADS: readonly (readonly [string, string])[] = [
  ['low', 'high'], ['lower', 'upper'], ['min', 'max'], ['minimum', 'maximum'], ['inf', 'sup'], ['inférieur', 'supérieur'],
  ['mínimo', 'máximo'], ['minimo', 'maximo'], ['unten', 'oben'], ['untere', 'obere'],
]

/** A table's cells: text split on two or more spaces or a tab. */
function cellsOf(line: string): string[] {
  return line.trim().split(/\s{2,}|\t/).map((cell) => cell.trim().toLowerCase().replace(/[.:]$/, '')).filter((cell) => cell !== '')
}

/**
 * Whether the lines after this one (a line without a value) have their range in two bound columns:
 * true after a header with a low and a high head in cells of their own, false after another header
 * (a row of three cells or more without a digit), as before otherwise.
 */
export function boundColumnsAfter(line: string, before: boolean): boolean {
  const cells = cellsOf(line)
  if (BOUND_HEADS.some(([low, high]) => { const at = cells.indexOf(low); return at > 0 && cells.indexOf(high) > at })) return true
  return cells.length >= 3 && !/\d/.test(line) ? false : before
}

const BOUNDS_ENDING = /(\d+(?:[.,]\d+)?)(\s{2,}|\t)(\d+(?:[.,]\d+)?)\s*$/

/** The line with the two bounds ending it written as a range ("0.8      4.0" → "0.8 - 4.0"), or as it was. */
export function withBoundsAsRange(line: string): string {
  const found = BOUNDS_ENDING.exec(line)
  if (!found || found.index === 0 || !/\s/.test(line[found.index - 1] ?? '')) return line
  const [low, high] = [Number((found[1] ?? '').replace(',', '.')), Number((found[3] ?? '').replace(',', '.'))]
  // A value and a previous value are in no order; two bounds are.
  if (!(low <= high)) return line
  return `${line.slice(0, found.index)}${found[1]} - ${found[3]}`
}
