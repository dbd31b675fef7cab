/**
 * A result printed as a block: the test's name on a line of its own, its result on the next line
 * after a result head ("Hémoglobine" then "   Résultat : 10,9 g/dL   Valeurs usuelles : 12,0 à 16,0").
 * The two lines are read as one. See docs/lab-results.md.
 */
import {lookupLabel} from './analyte-names'

/** "Résultat :", "Result:", "Resultado:", "Ergebnis:" opening a line: the result of the name above. */
const RESULT_HEAD = /^\s*(?:r[ée]sultats?|results?|resultados?|ergebnis(?:se)?)\s*:\s*/i

/** The line as a name alone ("Fer sérique", "T4 libre"), or null: it must name an analyte Hale reads. */
export function nameAlone(line: string): string | null {
  const name = line.trim()
  return name !== '' && lookupLabel(name).meaning ? name : null
}

/** The result line read with the name above it, or null when the line opens with no result head. */
export function withNameAbove(line: string, name: string | null): string | null {
  if (!name) return null
  const head = RESULT_HEAD.exec(line)
  return head ? `${name}   ${line.slice(head[0].length)}` : null
}
