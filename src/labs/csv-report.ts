/**
 * A portal's CSV export: `;` separated (decimal commas), `,` separated (decimal points, or quoted
 * decimal commas) or tab separated. With a header line its columns are named; without one each record is read as a
 * text line.
 */
import {normaliseLabel} from './analyte-names'
import {withNegativeWord} from './line-tokens'
import {readFlag, type FlagMark} from './result-parts'

export type CsvRecord =
  | {kind: 'line'; text: string}
  | {
    kind: 'record'; label: string; value: string; valueFlag: FlagMark | null; unit: string; range: string; flag: string; urine: boolean; sediment: boolean
    /** The first of two name columns ("Test Code;Test Name", "Examen;Analito"): the name when the label is none Hale knows. */
    otherLabel: string
  }

/** `otherLabel` is the first of two name columns, `panel` a panel's column by its head. */
type Column = 'label' | 'value' | 'unit' | 'range' | 'low' | 'high' | 'flag' | 'material' | 'panel' | 'otherLabel'

/** Header words per column, checked in this order (a "Ref. low" column is `low`, not `range`). */
const HEADER_WORDS: ReadonlyArray<readonly [Column, readonly string[]]> = [
  ['low', ['untergrenze', 'ref low', 'reference low', 'low', 'min', 'borne inferieure', 'limite inferieure', 'limite inferior', 'ref min', 'norm von', 'unten', 'untere', 'minimo', 'minimum',
    'lower limit', 'lower', 'lower bound', 'lower reference limit', 'ref lower', 'inferior', 'ref inferior']],
  ['high', ['obergrenze', 'ref high', 'reference high', 'high', 'max', 'borne superieure', 'limite superieure', 'limite superior', 'ref max', 'norm bis', 'oben', 'obere', 'maximo', 'maximum',
    'upper limit', 'upper', 'upper bound', 'upper reference limit', 'ref upper', 'superior', 'ref superior']],
  ['range', ['referenz', 'referenzbereich', 'normbereich', 'normalbereich', 'referenzwert', 'referenzwerte', 'normwert', 'normwerte', 'reference', 'reference range', 'ref range', 'ref', 'standard range', 'reference interval', 'ref interval', 'biological reference interval',
    'biological reference range',
    'normal range', 'references', 'valeurs de reference', 'intervalle de reference', 'valeurs usuelles', 'normes', 'valores de referencia',
    'rango', 'rango de referencia', 'intervalo de referencia', 'valores normales', 'valeurs normales', 'normal values']],
  ['unit', ['einheit', 'unit', 'units', 'unite', 'unites', 'unidad', 'unidades']],
  ['flag', ['flag', 'flags', 'kennzeichen', 'markierung', 'hinweis', 'bewertung', 'indicateur', 'drapeau', 'alerte', 'anomalie', 'indicador',
    'marca', 'bandera', 'alerta', 'interpretation', 'interpretacion', 'abnormal', 'status', 'statut', 'h l', 'estado',
    'fuera de rango', 'out of range', 'hors limites', 'hors normes', 'hors norme', 'ausserhalb', 'abnormal flag']],
  ['panel', ['panel', 'panel name', 'profile', 'profil', 'perfil', 'bilan', 'section', 'seccion']],
  ['material', ['material', 'probenmaterial', 'specimen', 'sample type', 'echantillon', 'muestra', 'tipo de muestra']],
  ['value', ['wert', 'ergebnis', 'messwert', 'befund', 'result', 'value', 'resultat', 'valeur', 'resultado', 'valor']],
  ['label', ['parameter', 'analyt', 'analyte', 'test', 'test name', 'untersuchung', 'bezeichnung', 'analysis', 'name', 'examen', 'analyse',
    'parametre', 'prueba', 'determinacion', 'parametro', 'analito', 'estudio', 'analisis', 'description', 'descripcion', 'beschreibung',
    'libelle', 'designation', 'denominacion', 'nombre', 'prestacion', 'investigation', 'component', 'componente', 'composant', 'komponente']],
]

/** Words that make a header field the reference range's, wherever they stand in it. */
const REFERENCE_WORDS = new Set(['referenz', 'referenzbereich', 'reference', 'referencia', 'referencial', 'referenciales', 'normbereich'])

/** Words that qualify a result head: the current result's column, or a previous one Hale does not read. */
const CURRENT_QUALIFIERS = new Set(['current', 'latest', 'actual', 'actuel', 'actuelle', 'aktuell', 'aktueller'])
const PREVIOUS_QUALIFIERS = new Set(['previous', 'prior', 'anterior', 'anteriores', 'precedent', 'precedente', 'anterieur', 'vorwert', 'vorheriger'])

/** A head that names the name of something: "nom de l analyse", "nombre del analisis", "name of the test". */
const NAME_OF = /^(?:nom|nombre|name) (?:de |du |des |del |of |der |des )?(?:l |la |le |the )?(.+)$/

function columnOf(field: string): Column | null {
  // "TestName", "LowerLimit", "AbnormalFlag": a LIS export's heads run their words together in camel case.
  const qualified = normaliseLabel(field.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).split(' ')
  // "Previous Result", "Resultado anterior": an earlier result's column, never the value's.
  if (qualified.length > 1 && qualified.some((word) => PREVIOUS_QUALIFIERS.has(word))) return null
  // "Current Result", "Résultat actuel": the result's column.
  const words = qualified.filter((word, at) => qualified.length === 1 || !CURRENT_QUALIFIERS.has(word) || (at > 0 && at < qualified.length - 1)).join(' ')
  if (words === '') return null
  for (const [column, names] of HEADER_WORDS) if (names.includes(words)) return column
  // "Valeur min", "Valor max": a bound's word at the end names a bound column, before "valeur" names the value.
  for (const [column, names] of HEADER_WORDS.slice(0, 2)) if (names.some((name) => words.endsWith(` ${name}`))) return column
  // "Valor de referencia", "Normal reference values": a reference word names the range column, before "valor" names the value.
  if (words.split(' ').some((word) => REFERENCE_WORDS.has(word))) return 'range'
  // "Nom de l'analyse", "Nombre de la prueba", "Name of test": the name of a label word is the label's column.
  const named = NAME_OF.exec(words)
  if (named && HEADER_WORDS.some(([column, names]) => column === 'label' && names.includes(named[1] ?? ''))) return 'label'
  // "Valeurs de référence (adulte)", "Result value": a header word at the start is enough.
  for (const [column, names] of HEADER_WORDS) if (names.some((name) => words.startsWith(`${name} `))) return column
  return null
}

/** Splits one CSV line, honouring double quotes ("13,2" in a comma-separated file). */
export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i++ }
      else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === separator) { fields.push(field.trim()); field = '' }
    else field += ch
  }
  fields.push(field.trim())
  return fields
}

/** The header's columns, when at least two of its fields are column names and one is the label or value. */
function headerColumns(fields: readonly string[]): Map<Column, number> | null {
  const columns = new Map<Column, number>()
  fields.forEach((field, index) => {
    const column = columnOf(field)
    // "Examen;Analito", "Test Code;Test Name": of two name columns the second names the analyte, the first its panel or code.
    if (column === 'label' && columns.has('label') && !columns.has('otherLabel')) {
      columns.set('otherLabel', columns.get('label') ?? index)
      columns.set('label', index)
    } else if (column && !columns.has(column)) columns.set(column, index)
  })
  return columns.size >= 2 && columns.has('value') ? columns : null
}

function countOf(line: string, ch: string): number {
  let count = 0
  for (const c of line) if (c === ch) count++
  return count
}

/** The separator of a CSV export (`;`, `,` or a tab), or null when the text is not one. */
function separatorOf(lines: readonly string[]): string | null {
  const filled = lines.filter((line) => line.trim() !== '')
  const first = filled[0]
  if (!first) return null
  // Most lines of a `;` export carry at least two; a PDF's text layer almost never does.
  const semicolonLines = filled.filter((line) => countOf(line, ';') >= 2).length
  if (semicolonLines * 2 >= filled.length) return ';'
  // A text line with decimal commas has commas too: a comma export must open with a header.
  const headerLine = filled.find((line) => countOf(line, ',') >= 2)
  if (headerLine && headerColumns(splitCsvLine(headerLine, ','))) return ','
  // A tab-separated export, or a `;` one of few columns: a header naming its columns, and records split into as many fields.
  for (const [separator, least] of [['\t', 2], [';', 1]] as const) {
    const headerAt = filled.findIndex((line) => countOf(line, separator) >= least && headerColumns(splitCsvLine(line, separator)))
    if (headerAt < 0) continue
    const fields = splitCsvLine(filled[headerAt] ?? '', separator).length
    const records = filled.slice(headerAt + 1)
    if (records.length > 0 && records.filter((line) => splitCsvLine(line, separator).length === fields).length * 2 >= records.length) return separator
  }
  return null
}

/** How many lines a quoted field may run over (RFC 4180 lets a line break stand inside quotes). */
const MAX_QUOTED_LINES = 4

/** The export's records: a line whose quote is left open runs on over the next lines until it closes. */
function recordsOf(lines: readonly string[]): string[] {
  const records: string[] = []
  for (let i = 0; i < lines.length; i++) {
    let record = lines[i] ?? ''
    let end = i
    while (countOf(record, '"') % 2 === 1 && end + 1 < lines.length && end - i < MAX_QUOTED_LINES) record += ` ${lines[++end] ?? ''}`
    // A quote that never closes is a stray mark: the line stands alone.
    if (countOf(record, '"') % 2 === 1) { records.push(lines[i] ?? ''); continue }
    records.push(record)
    i = end
  }
  return records
}

const URINE_MATERIAL = /urin|harn|orina|uroan[aá]l|urian[aá]l/i
/** A panel of cells counted under the microscope ("Sedimento urinario", "Urine microscopy"): no blood count. */
const SEDIMENT_PANEL = /sediment|microscop|mikroskop|cytolog|citolog|cytobact[eé]rio|\becbu\b/i

/** The records of a CSV export, or null when the text is not one. */
export function readCsvRecords(lines: readonly string[]): CsvRecord[] | null {
  const separator = separatorOf(lines)
  if (!separator) return null
  const records: CsvRecord[] = []
  let columns: Map<Column, number> | null = null
  for (const line of recordsOf(lines)) {
    if (line.trim() === '') continue
    const fields = splitCsvLine(line, separator)
    if (fields.filter((field) => field !== '').length < 2) {
      records.push({kind: 'line', text: fields.join(' ')})
      continue
    }
    const header = headerColumns(fields)
    if (header) { columns = header; continue }
    if (!columns) { records.push({kind: 'line', text: fields.join('   ')}); continue }
    const at = (column: Column) => {
      const index = columns?.get(column)
      return index === undefined ? '' : (fields[index] ?? '')
    }
    const labelIndex = columns.get('label') ?? 0
    // "> 45,3": a comparison sign written apart from its number.
    const [valueText = '', ...afterValue] = withNegativeWord(at('value')).replace(/^([<>≤≥])\s+/, '$1').split(/\s+/)
    // "5,8 H" in the value column: the mark after the number is the report's flag.
    const valueFlag = afterValue.length === 1 ? readFlag(afterValue[0] ?? '') : null
    records.push({
      kind: 'record', label: fields[labelIndex] ?? '', value: valueText, valueFlag, unit: at('unit'),
      range: at('range') || rangeFromBounds(at('low'), at('high')), flag: at('flag'),
      // The material, or a panel named for the urine ("Parcial de orina", "Urine dipstick"), says a row is the urine's.
      urine: [at('material'), at('panel'), at('otherLabel')].some((field) => URINE_MATERIAL.test(field)),
      sediment: [at('panel'), at('otherLabel')].some((field) => SEDIMENT_PANEL.test(field)), otherLabel: at('otherLabel'),
    })
  }
  return records
}

/** A range written from separate low and high columns. */
function rangeFromBounds(low: string, high: string): string {
  if (low && high) return `${low} - ${high}`
  if (high) return `< ${high}`
  if (low) return `> ${low}`
  return ''
}
