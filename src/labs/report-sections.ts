/**
 * The sections of a report's text, from the lines that carry no value: a urine section (its
 * dipstick and the lines that describe the urine) and, within it or on its own, a sediment section
 * (cells counted under the microscope). See docs/lab-results.md.
 */
import {normaliseLabel} from './analyte-names'

export interface Section {
  urine: boolean
  /** Cells counted under the microscope: "Leucocytes 85 /mm3" there is no blood count. */
  sediment: boolean
}

export const NO_SECTION: Section = {urine: false, sediment: false}

/** A urine section's first lines, read but never rows ("Colour   Amber", "Aspect   trouble"): they keep the section. */
const URINE_LOOKS = new Set(['colour', 'color', 'appearance', 'clarity', 'aspect', 'couleur', 'aspecto', 'farbe', 'aussehen', 'klarheit', 'trubung'])

const URINE_SECTION_STEMS = ['urin', 'uroanal', 'urianal', 'harnstreifen', 'harnstatus', 'harnbefund', 'orina', 'bandelette', 'dipstick', 'streifentest', 'tira reactiva']
// "Examen cytobactériologique des urines (ECBU)": the French urine microscopy and culture.
const SEDIMENT_STEMS = ['sediment', 'cytolog', 'citolog', 'cytobacterio', 'ecbu', 'microscop', 'mikroskop']
/** Section names that say blood, not urine ("KLINISCHE CHEMIE (Serum)   Ergebnis   Referenz"). */
const BLOOD_SECTION_STEMS = ['serum', 'plasma', 'blut', 'sang', 'suero', 'chemie', 'chemistry', 'biochim', 'bioquim', 'haematolog', 'hematolog', 'hamatolog']
/** Blood samples as a report lists them (not "Blut" or "blood": those are also a dipstick's pad). */
const BLOOD_SAMPLE_STEMS = ['serum', 'plasma', 'suero', 'edta', 'citrat', 'citrate', 'heparin']
const COLUMN_WORDS = new Set(['parameter', 'analyt', 'analyte', 'test', 'untersuchung', 'ergebnis', 'wert', 'result', 'resultat', 'resultado',
  'einheit', 'unit', 'unite', 'unidad', 'unidades', 'referenz', 'referenzbereich', 'normbereich', 'reference', 'references', 'valeurs',
  'valores', 'rango', 'flag', 'examen', 'prueba', 'analyse', 'valeur', 'valor'])

/** Words that end a result line Hale does not read ("Urobilinogène   normal"): no heading. */
const RESULT_WORDS = new Set(['normal', 'normale', 'normales', 'unauffällig', 'unauffallig', 'negativ', 'negative', 'negatif', 'negativo',
  'positiv', 'positive', 'positif', 'positivo', 'absent', 'absente', 'ausente', 'contiene', 'klar', 'clair', 'claro', 'clear', 'gelb', 'jaune', 'amarillo', 'yellow'])

/** What a line without a value says about the section it opens. */
export function sectionAfter(line: string, section: Section): Section {
  const words = normaliseLabel(line)
  if (words === '') return section
  const list = words.split(' ')
  if (section.urine && list.length > 1 && (RESULT_WORDS.has(list[list.length - 1] ?? '') || URINE_LOOKS.has(list[0] ?? ''))) return section
  const sediment = SEDIMENT_STEMS.some((stem) => words.includes(stem))
  // "Material: Serum, EDTA-Blut, Spontanurin": a list of the samples taken, blood among them, opens no urine section.
  const namesBlood = list.some((word) => BLOOD_SAMPLE_STEMS.some((stem) => word.startsWith(stem)))
  if (!namesBlood && URINE_SECTION_STEMS.some((stem) => words.includes(stem))) return {urine: true, sediment}
  if (sediment) return {urine: section.urine, sediment}
  // A row of column heads keeps the section, unless a section name before them says blood.
  const columnWords = list.filter((word) => COLUMN_WORDS.has(word)).length
  if (columnWords >= 2 && !list.some((word) => BLOOD_SECTION_STEMS.some((stem) => word.startsWith(stem)))) return section
  return NO_SECTION
}
