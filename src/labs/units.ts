/**
 * Units of lab results: the many spellings a report uses, mapped to one canonical spelling, and the
 * conversions between units of the same analyte (to the analyte's SI unit). See docs/lab-results.md.
 */
import type {Analyte, LabRow} from './types'

/** A report's spelling of a unit: the canonical spelling and the factor its values need to match it. */
export interface UnitSpelling {
  unit: string
  /** Multiply a value in the report's spelling by this to get it in `unit` (1 for pure respellings). */
  scale: number
}

/**
 * Spellings, keyed by `unitKey` (lowercase, µ/μ/u unified as `u`, spaces removed, superscripts as
 * digits). Equal quantities share one canonical spelling: /nl = G/L = 10³/µl = 10^9/L.
 */
export const UNIT_SPELLINGS: ReadonlyArray<readonly [string, string, number?]> = [
  ['mmol/l', 'mmol/L'], ['meq/l', 'mmol/L'], ['mval/l', 'mmol/L'],
  ['mg/dl', 'mg/dL'], ['mg/100ml', 'mg/dL'], ['mg%', 'mg/dL'], ['g/100ml', 'g/dL'],
  ['umol/l', 'µmol/L'], ['g/dl', 'g/dL'], ['g/l', 'g/L'], ['mmol/mol', 'mmol/mol'],
  ['/nl', '10^9/L'], ['g/l#cells', '10^9/L'], ['10^9/l', '10^9/L'], ['x10^9/l', '10^9/L'], ['109/l', '10^9/L'],
  ['x109/l', '10^9/L'], ['10^3/ul', '10^9/L'], ['103/ul', '10^9/L'], ['x10^3/ul', '10^9/L'], ['x103/ul', '10^9/L'],
  ['x10e3/ul', '10^9/L'], ['10e9/l', '10^9/L'], ['x10e9/l', '10^9/L'], ['thousand/ul', '10^9/L'], ['miles/ul', '10^9/L'], ['10e3/ul', '10^9/L'], ['k/ul', '10^9/L'], ['tsd/ul', '10^9/L'], ['gpt/l', '10^9/L'], ['giga/l', '10^9/L'],
  // "x E9/L", a Canadian spelling of 10^9/L (and E12 of 10^12/L).
  ['xe9/l', '10^9/L'], ['e9/l', '10^9/L'],
  ['/ul', '10^9/L', 0.001], ['cells/ul', '10^9/L', 0.001], ['/mm3', '10^9/L', 0.001], ['zellen/ul', '10^9/L', 0.001], ['tsd./ul', '10^9/L'],
  ['/pl', '10^12/L'], ['t/l', '10^12/L'], ['10^12/l', '10^12/L'], ['x10^12/l', '10^12/L'], ['1012/l', '10^12/L'],
  ['x1012/l', '10^12/L'], ['10^6/ul', '10^12/L'], ['106/ul', '10^12/L'], ['x10^6/ul', '10^12/L'], ['x106/ul', '10^12/L'],
  ['x10e6/ul', '10^12/L'], ['10e12/l', '10^12/L'], ['x10e12/l', '10^12/L'], ['million/ul', '10^12/L'], ['millones/ul', '10^12/L'], ['10e6/ul', '10^12/L'], ['m/ul', '10^12/L'], ['mio/ul', '10^12/L'], ['mio./ul', '10^12/L'], ['tpt/l', '10^12/L'], ['tera/l', '10^12/L'], ['xe12/l', '10^12/L'], ['e12/l', '10^12/L'],
  ['fl', 'fL'], ['um3', 'fL'], ['pg', 'pg'], ['%', '%'], ['l/l', 'L/L'],
  ['u/l', 'U/L'], ['iu/l', 'U/L'], ['ui/l', 'U/L'], ['ie/l', 'U/L'],
  ['mu/l', 'mU/L'], ['miu/l', 'mU/L'], ['mui/l', 'mU/L'], ['mie/l', 'mU/L'], ['uu/ml', 'mU/L'], ['uiu/ml', 'mU/L'],
  ['uui/ml', 'mU/L'], ['uie/ml', 'mU/L'],
  ['pmol/l', 'pmol/L'], ['ng/ml', 'ng/mL'], ['ug/l', 'µg/L'], ['nmol/l', 'nmol/L'], ['pg/ml', 'pg/mL'],
  ['mg/l', 'mg/L'], ['ug/dl', 'µg/dL'], ['mcg/dl', 'µg/dL'], ['mcg/l', 'µg/L'], ['ng/dl', 'ng/dL'],
  ['ml/min/1,73m2', 'mL/min/1.73m²'], ['ml/min/1.73m2', 'mL/min/1.73m²'], ['ml/min/1,73m^2', 'mL/min/1.73m²'], ['ml/min/1.73m^2', 'mL/min/1.73m²'], ['ml/min', 'mL/min/1.73m²'],
  ['ml/min/1,73', 'mL/min/1.73m²'], ['ml/min/1.73', 'mL/min/1.73m²'], ['ml/min/1,73m', 'mL/min/1.73m²'], ['ml/min/1.73m', 'mL/min/1.73m²'],
]

const SPELLING_BY_KEY: ReadonlyMap<string, UnitSpelling> = new Map(
  UNIT_SPELLINGS.map(([key, unit, scale]) => [key, {unit, scale: scale ?? 1}]),
)

const SUPERSCRIPTS: Readonly<Record<string, string>> = {'⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁹': '9'}

/** The lookup key of a unit as written: case, accents ("Téra/L"), micro signs, superscripts and spaces made uniform. */
export function unitKey(raw: string): string {
  let key = ''
  for (const ch of raw.toLowerCase().normalize('NFD')) {
    if (ch === ' ' || ch === '\t' || /\p{M}/u.test(ch)) continue
    if (ch === 'µ' || ch === 'μ') key += 'u'
    else if (ch === '×') key += 'x'
    // "10*3/uL" is how some US portals write 10^3/uL.
    else if (ch === '*') key += '^'
    else key += SUPERSCRIPTS[ch] ?? ch
  }
  return key
}

/** The canonical spelling of a unit as written, or null when it is not a unit Hale knows. */
export function canonicalUnit(raw: string): UnitSpelling | null {
  const key = unitKey(raw)
  // "G/L" (giga per litre) is a cell count, "g/L" grams: only the case tells them apart.
  if (key === 'g/l' && raw.trim().startsWith('G')) return SPELLING_BY_KEY.get('g/l#cells') ?? null
  // A cubic millimetre is a microlitre: "x10³/mm³" is 10³/µl.
  return SPELLING_BY_KEY.get(key) ?? SPELLING_BY_KEY.get(key.replace(/mm3$/, 'ul')) ?? null
}

/** One conversion: `value in from × factor (+ offset) = value in the analyte's SI unit`. */
interface Conversion {
  analytes: readonly Analyte[]
  from: string
  factor: number
  offset?: number
  source: string
}

const JAMA = 'AMA Manual of Style, SI conversion table (JAMA Network "SI Conversion Calculator")'
const IFCC = 'IFCC–NGSP master equation (Hoelzel et al., Clin Chem 2004): IFCC = 10.929 × (NGSP − 2.15)'
const IDENTITY = 'same quantity, different name (1 mEq/L = 1 mmol/L for monovalent ions; 1 µU/mL = 1 mU/L; 1 ng/mL = 1 µg/L)'

/** The SI unit each analyte is compared in (critical values, default ranges). */
export const SI_UNIT: Readonly<Record<Analyte, string>> = {
  haemoglobin: 'g/L', haematocrit: 'L/L', red_cells: '10^12/L', white_cells: '10^9/L', platelets: '10^9/L',
  mcv: 'fL', mch: 'pg', mchc: 'g/L', neutrophils: '10^9/L', lymphocytes: '10^9/L',
  sodium: 'mmol/L', potassium: 'mmol/L', chloride: 'mmol/L', bicarbonate: 'mmol/L', urea: 'mmol/L',
  creatinine: 'µmol/L', glucose: 'mmol/L', calcium: 'mmol/L', total_protein: 'g/L', albumin: 'g/L',
  bilirubin: 'µmol/L', alp: 'U/L', alt: 'U/L', ast: 'U/L', ggt: 'U/L', egfr: 'mL/min/1.73m²', uric_acid: 'µmol/L',
  cholesterol: 'mmol/L', ldl: 'mmol/L', hdl: 'mmol/L', triglycerides: 'mmol/L', hba1c: 'mmol/mol',
  tsh: 'mU/L', free_t4: 'pmol/L', free_t3: 'pmol/L', iron: 'µmol/L', ferritin: 'µg/L', transferrin_saturation: '%',
  vitamin_d: 'nmol/L', vitamin_b12: 'pmol/L', folate: 'nmol/L', crp: 'mg/L',
  urine_protein: 'grade', urine_glucose: 'grade', urine_ketones: 'grade', urine_blood: 'grade',
  urine_leukocytes: 'grade', urine_nitrite: 'grade', urine_ph: '', urine_specific_gravity: '',
}

/** Every conversion Hale makes, with where its factor comes from. */
export const CONVERSIONS: readonly Conversion[] = [
  {analytes: ['glucose'], from: 'mg/dL', factor: 0.0555, source: JAMA},
  {analytes: ['cholesterol', 'ldl', 'hdl'], from: 'mg/dL', factor: 0.02586, source: JAMA},
  {analytes: ['triglycerides'], from: 'mg/dL', factor: 0.01129, source: JAMA},
  {analytes: ['creatinine'], from: 'mg/dL', factor: 88.42, source: JAMA},
  // Urea as urea (European "Harnstoff" in mg/dl); a US "BUN" in mg/dL would need 0.357 instead.
  {analytes: ['urea'], from: 'mg/dL', factor: 0.1665, source: JAMA},
  {analytes: ['haemoglobin'], from: 'g/dL', factor: 10, source: JAMA},
  {analytes: ['haemoglobin'], from: 'mmol/L', factor: 16.114, source: `${JAMA} (Hb monomer, 1 g/dL = 0.6206 mmol/L)`},
  {analytes: ['mchc', 'total_protein', 'albumin'], from: 'g/dL', factor: 10, source: JAMA},
  {analytes: ['haematocrit'], from: '%', factor: 0.01, source: JAMA},
  {analytes: ['calcium'], from: 'mg/dL', factor: 0.2495, source: JAMA},
  {analytes: ['bilirubin'], from: 'mg/dL', factor: 17.104, source: JAMA},
  {analytes: ['uric_acid'], from: 'mg/dL', factor: 59.48, source: JAMA},
  {analytes: ['iron'], from: 'µg/dL', factor: 0.1791, source: JAMA},
  {analytes: ['vitamin_d'], from: 'ng/mL', factor: 2.496, source: JAMA},
  {analytes: ['vitamin_b12'], from: 'pg/mL', factor: 0.7378, source: JAMA},
  {analytes: ['folate'], from: 'ng/mL', factor: 2.266, source: JAMA},
  {analytes: ['free_t4'], from: 'ng/dL', factor: 12.87, source: JAMA},
  {analytes: ['free_t3'], from: 'pg/mL', factor: 1.536, source: JAMA},
  {analytes: ['ferritin'], from: 'ng/mL', factor: 1, source: IDENTITY},
  {analytes: ['crp'], from: 'mg/dL', factor: 10, source: JAMA},
  {analytes: ['hba1c'], from: '%', factor: 10.929, offset: -23.4974, source: IFCC},
]

/** The value of `row` in its analyte's SI unit, or null when Hale has no conversion for its unit. */
export function toCanonical(row: Pick<LabRow, 'analyte' | 'value' | 'unit'>): {value: number; unit: string} | null {
  const target = SI_UNIT[row.analyte]
  if (row.unit === target) return {value: row.value, unit: target}
  const conversion = CONVERSIONS.find((c) => c.from === row.unit && c.analytes.includes(row.analyte))
  // Per litre where the table has per decilitre ("mg/L" for creatinine or urea in some labs): a tenth of the factor.
  const perDecilitre = conversion ? null : CONVERSIONS.find((c) => !c.offset && c.from === row.unit.replace(/\/L$/, '/dL') && c.from !== row.unit && c.analytes.includes(row.analyte))
  if (!conversion && !perDecilitre) return null
  const value = conversion ? row.value * conversion.factor + (conversion.offset ?? 0) : row.value * perDecilitre!.factor / 10
  // Rounded to 4 significant digits: the factors carry no more.
  return {value: Number(value.toPrecision(4)), unit: target}
}

/**
 * A unit as a photo's OCR misreads it, read back: `g/di` and `MG/OL` (dL), `mmoV/L` (mol), `UIL`
 * (the slash read as a letter), `10°9/L`, `10”6/ul` and `x10%3/uL` (the caret), `x10"3/mm"` (mm³), `103/11` and `10°3/pl` (10^3/µl,
 * the µ read as p, y or a digit), `mL/min/1,73m?` (the ², a question mark), `mi/min/1,73 m2` and `mbL/min/1,73nY` (eGFR's), `mo/di` and `moa/dL` (mg/dL), `fi` (fl), `1U/L` (IU/L), `ng/mi` (ml), `un`, `GN`
 * and `TA` (U/l, G/l, T/l: the slash and the l read as one letter), `MUNmML` and `HUlmL` (µUI/mL), a trailing
 * stray mark (`mmol/l.`, `U/L|`), `UNI` and `UWL` (U/l, its slash read as N or W), `pwIU/mL`, `ywIU/mL` and `wlU/mL` (µIU/mL, the µ
 * read as w), `mg/db` (dL), `mmol/|` (the l read as a stroke). Null unless the repaired spelling is one Hale knows.
 */
export function repairUnit(raw: string): UnitSpelling | null {
  // A stray mark ending the unit goes; after a slash, "mmol/|", it is the l.
  let key = unitKey(raw).replace(/(?<!\/)[.,:;|'’‘`]+$/, '')
  if (key === '') return null
  // The caret as OCR reads it, also a dash ("x10-3/uL"); a leading "*" is the times sign ("*10°3/uL").
  // "x10%3/uL", "x1073/uL", "107 3/uL": the caret read as a per cent sign or a seven.
  // "x1OE6/uL", "xLOE3/uL": the 10 of a power read with an O for its 0, an l for its 1; "xX10E9/L": the times sign read twice.
  key = key.replace(/^x[1li]o(?=e(3|6|9|12)\/)/, 'x10').replace(/^xx(?=10)/, 'x')
  // "Mio/yl", "Tsd/yul": a count per microlitre whose µ OCR read as y, p, j or h.
  key = key.replace(/^(mio|tsd)\/[pyjh]u?l$/, '$1/ul')
  key = key.replace(/[°º”“"'’^]+/g, '^').replace(/^\^(?=10)/, 'x').replace(/^(x?10)[-%](3|6|9|12)\//, '$1^$2/').replace(/^x?107(3|6|9|12)\//, 'x10^$1/')
  // "mmoWL": the l and the slash read as one W.
  key = key.replace(/\/(di|d1|di\.|ol|oi|db)$/, '/dl').replace(/mo[v1i|]\//, 'mol/').replace(/^([mu]?mo)wl$/, '$1l/l').replace(/\/[1i|]$/, '/l').replace(/m\?$/, 'm2')
    .replace(/\/mi$/, '/ml')
  if (key === 'fi') key = 'fl'
  // "mi/min/1,73m2", "mbL/min/1,73nY": per minute and 1.73 m² is eGFR's unit whatever OCR made of its ml or m².
  if (/^m[a-z]{0,2}\/min\/1[.,]73([mn][a-z0-9?^]{0,2})?$/.test(key)) key = 'ml/min/1.73m2'
  // "mo/di", "ma/dL", "moa/dL": per decilitre, an m and a g read as o, a, q or "oa" is mg/dL (no other unit is spelt so).
  key = key.replace(/^m(?:oa|o|a|q)\/dl$/, 'mg/dl')
  // "MUNmML", "HUlmL", "MUVmL": µU/mL or µUI/mL, its µ read as M, H or u and its "I/" as a letter or two.
  if (/^[umhp]u[a-z|]{0,3}m[li]$/.test(key)) key = 'uu/ml'
  // "HU/mI", "HUV/mML": the same with its slash read, the µ as H or p (an m there would be milli).
  if (/^[hp]u[a-z|]{0,2}\/m?m[li]$/.test(key)) key = 'uu/ml'
  // "pwIU/mL", "ywIU/mL", "wlU/mL": µIU/mL whose µ OCR read as w, pw or yw (and its I as l).
  if (/^[py]?w[il1]u\/ml$/.test(key)) key = 'uiu/ml'
  // "1U/L": the I of IU/L read as a one.
  key = key.replace(/^1u\//, 'iu/')
  // "un", "GN", "TA": U/l, G/l, T/l with the slash and the l read as one letter.
  const slashJoined = /^(m?u|g|t)[na]$/.exec(key)
  if (slashJoined) key = `${slashJoined[1]}/l`
  // "UNI": U/l with the slash read as N and the l as I.
  if (/^m?un[il1|]$/.test(key)) key = `${key.slice(0, -2)}/l`
  // "GN": a capital G is giga, a cell count, as in `canonicalUnit`.
  if (key === 'g/l' && raw.trim().startsWith('G')) key = 'g/l#cells'
  // "UIL", "mUIL": the slash read as I or l.
  const noSlash = /^(m?u|m?ui|m?iu)[il1|w]l$/.exec(key)
  if (noSlash) key = `${noSlash[1]}/l`
  // "10°3/pl", "103/11", "x10*°9/L": a count per microlitre or per litre.
  const count = /^x?10\^?(3|6|9|12)\/([a-z0-9]{0,2}|mm\^?)$/.exec(key)
  if (count) {
    // "x10"3/mm"", "x10°6/mm": a cubic millimetre whose ³ OCR misread or lost is a microlitre.
    const [, power, per = ''] = count.map((part) => (part?.startsWith('mm') ? 'ul' : part))
    const perLitre = /^[l1i]$/.test(per)
    const perMicrolitre = /^[upyjh1i]?[l1i]$/.test(per) && per.length === 2
    if ((power === '9' || power === '12') && perLitre) key = `10^${power}/l`
    else if ((power === '3' || power === '6') && (perMicrolitre || perLitre)) key = `10^${power}/ul`
  }
  return SPELLING_BY_KEY.get(key) ?? null
}
