/**
 * The names reports give each analyte, in English, Spanish, French and German, and the lookup of a
 * row's label. See docs/lab-results.md.
 */
import type {Analyte} from './types'

/**
 * What a name means. Some names are both a blood and a urine analyte ("Glucose", "Leukozyten",
 * "Protein"): the section or the value decides. `null` marks names Hale knows are NOT one of its
 * analytes, so that a longer name ("Bilirubin direkt") is not read as its prefix ("Bilirubin").
 */
export type NameMeaning = {blood: Analyte | null; urine: Analyte | null} | null

const both = (blood: Analyte, urine: Analyte): NameMeaning => ({blood, urine})

const NAMES: ReadonlyArray<readonly [Analyte | NameMeaning, readonly string[]]> = [
  ['haemoglobin', ['hb', 'hgb']],
  // In a urine section or with a dipstick grade ("Hemoglobina negativo"), the dipstick's blood field.
  [both('haemoglobin', 'urine_blood'), ['haemoglobin', 'hemoglobin', 'hämoglobin', 'hémoglobine', 'hemoglobina', 'hamoglobin']],
  ['haematocrit', ['packed cell volume', 'hct', 'hk', 'hkt', 'haematocrit', 'hematocrit', 'hämatokrit', 'hématocrite', 'hematocrito', 'pcv']],
  ['red_cells', ['rbc', 'red blood cells', 'red blood cell', 'red cell count', 'red blood cell count', 'erythrocyte count', 'total rbc count', 'total rbc', 'globules rouges', 'recuento de hematíes', 'recuento de eritrocitos', 'ery', 'glóbulos rojos', 'rcc']],
  [both('red_cells', 'urine_blood'), ['erythrozyten', 'erythrocytes', 'érythrocytes', 'eritrocitos', 'hématies', 'hematíes', 'erys']],
  ['white_cells', ['wbc', 'white blood cells', 'white blood cell', 'white cell count', 'white blood cell count', 'globules blancs', 'recuento de leucocitos', 'leukocyte count',
    'total wbc', 'total wbc count', 'total leucocyte count', 'total leukocyte count', 'total white cell count', 'tlc', 'glóbulos blancos',
    // "Cuenta blanca", "Cuenta plaquetaria": Venezuela's and the Caribbean's names for the counts.
    'cuenta blanca', 'cuenta de glóbulos blancos', 'cuenta leucocitaria', 'recuento leucocitario',
    // "WCC", "RCC": white and red cell count, as Australian, British and Irish labs abbreviate them.
    'wcc']],
  [both('white_cells', 'urine_leukocytes'), ['leukozyten', 'leukocytes', 'leucocytes', 'leucocitos', 'leuko', 'leukos', 'leuc']],
  ['platelets', ['plt', 'platelets', 'platelet', 'platelet count', 'thrombozyten', 'thrombocytes', 'plaquettes', 'plaquetas', 'thrombo', 'trombocitos', 'recuento de plaquetas',
    'cuenta plaquetaria', 'cuenta de plaquetas', 'recuento plaquetario']],
  ['mcv', ['mcv', 'vgm', 'vcm', 'mean corpuscular volume', 'volumen corpuscular medio', 'volume globulaire moyen', 'mittleres korpuskuläres volumen', 'mean cell volume']],
  // "HEM" and "CHEM": Swiss hospitals' names for MCH and MCHC (Hämoglobin pro Erythrozyt).
  ['mch', ['mch', 'hbe', 'hem', 'tcmh', 'hcm', 'mean corpuscular haemoglobin', 'mean corpuscular hemoglobin', 'tgmh', 'hgm', 'hémoglobine globulaire moyenne',
    'mean cell haemoglobin', 'mean cell hemoglobin', 'hemoglobina corpuscular media', 'mittleres korpuskuläres hämoglobin']],
  ['mchc', ['mchc', 'chem', 'ccmh', 'chcm', 'chgm', 'concentration hémoglobinique globulaire moyenne', 'mean corpuscular haemoglobin concentration', 'mean corpuscular hemoglobin concentration',
    'mean cell haemoglobin concentration', 'mean cell hemoglobin concentration', 'mean cell hb concentration', 'cgmh',
    'concentración de hemoglobina corpuscular media', 'concentración hemoglobina corpuscular media', 'mittlere korpuskuläre hämoglobinkonzentration']],
  ['neutrophils', ['neutrophils', 'absolute neutrophils', 'neutrophile', 'neutrophiles', 'neutrophile granulozyten', 'polynucléaires neutrophiles', 'neutrófilos', 'neut', 'neu', 'segmentkernige', 'pnn',
    'absolute neutrophil count', 'neutrophil count', 'neutrophil', 'anc', 'segmentados', 'neutrófilos segmentados', 'segmented neutrophils', 'segmented neutrophil', 'segs', 'neutrophiles segmentés']],
  ['lymphocytes', ['lymphocytes', 'lymphozyten', 'linfocitos', 'lymph', 'lymphs', 'lym', 'lympho', 'absolute lymphocyte count', 'absolute lymphocytes']],
  // "Natrémie", "Kaliémie", "Chlorémie": the French (and Spanish) names of the ion in the blood.
  ['sodium', ['na', 'natrium', 'sodium', 'sodio', 'natrémie', 'natremia']],
  ['potassium', ['k', 'kalium', 'potassium', 'potasio', 'kaliémie', 'kaliemia', 'kalemia', 'potasemia']],
  ['chloride', ['cl', 'chlorid', 'chloride', 'chlorure', 'chlorures', 'chlore', 'cloruro', 'cloro', 'chlorémie', 'cloremia']],
  ['bicarbonate', ['hco3', 'bicarbonat', 'bicarbonate', 'bicarbonates', 'bicarbonato', 'co2', 'total co2', 'standardbicarbonat', 'bikarbonat', 'standard bikarbonat', 'standardbikarbonat', 'bicarbonato estándar', 'carbon dioxide', 'réserve alcaline',
    'hydrogencarbonat', 'hydrogenkarbonat']],
  ['urea', ['harnstoff', 'urea', 'urée', 'bun', 'blood urea nitrogen', 'urea nitrogen', 'blood urea', 'urée sanguine', 'nitrógeno ureico', 'uremia',
    // "Azoemia": the River Plate's name for the urea in the blood, in g/L.
    'azoemia']],
  ['creatinine', ['kreatinin', 'creatinine', 'créatinine', 'creatinina', 'crea', 'krea', 'creat', 'créatininémie', 'creatininemia']],
  [both('glucose', 'urine_glucose'), ['glukose', 'glucose', 'glucosa', 'glu', 'glc', 'sugar']],
  ['glucose', ['glycémie', 'blutzucker', 'nüchternglukose', 'nüchternblutzucker', 'glucemia', 'glicemia', 'fasting glucose', 'glucose à jeun',
    'blood sugar', 'random blood sugar', 'fasting blood sugar', 'rbs', 'fbs']],
  ['calcium', ['ca', 'calcium', 'kalzium', 'calcio', 'calcémie', 'calcemia']],
  ['total_protein', ['gesamteiweiß', 'gesamteiweiss', 'gesamtprotein', 'total protein', 'protéines totales', 'protides totaux', 'proteínas totales', 'protéinémie', 'protidémie']],
  [both('total_protein', 'urine_protein'), ['protein', 'eiweiß', 'eiweiss', 'protéines', 'protéine', 'proteínas', 'proteína', 'prot', 'pro']],
  // On a urine strip ("Albumin   Trace"), the protein pad: read there only as a grade (extract.ts).
  [both('albumin', 'urine_protein'), ['albumin', 'albumine', 'albúmina', 'alb', 'albuminémie']],
  ['bilirubin', ['bilirubin', 'bilirubin gesamt', 'gesamtbilirubin', 'total bilirubin', 'bilirubin total', 'bilirubine', 'bilirubine totale', 'bilirrubina', 'bilirrubina total', 'bili', 'tbil']],
  [null, ['bilirubin direkt', 'direktes bilirubin', 'bilirubin direct', 'direct bilirubin', 'bilirubine directe', 'bilirubine conjuguée',
    'bilirrubina directa', 'bilirubin indirekt', 'indirect bilirubin', 'bilirubin indirect', 'bilirubine indirecte', 'bilirrubina indirecta', 'bilirubine libre', 'bilirubine non conjuguée',
    // Conjugated bilirubin is the direct fraction, unconjugated the indirect: neither is the total.
    'conjugated bilirubin', 'bilirubin conjugated', 'unconjugated bilirubin', 'bilirubin unconjugated', 'bilirrubina conjugada', 'bilirrubina no conjugada',
    'konjugiertes bilirubin', 'bilirubin konjugiert', 'unkonjugiertes bilirubin', 'bilirubin unkonjugiert']],
  ['alp', ['ap', 'alp', 'alkalische phosphatase', 'alkaline phosphatase', 'phosphatase alcaline', 'phosphatases alcalines', 'pal', 'fosfatasa alcalina', 'fosfatasas alcalinas', 'fa', 'falc', 'alk phosphatase', 'alk phos']],
  ['alt', ['alt', 'gpt', 'alat', 'sgpt', 'alanine aminotransferase', 'alanin aminotransferase', 'alanina aminotransferasa', 'alt gpt', 'gpt alt', 'transaminase gpt', 'tgp',
    'transaminasa piruvica', 'transaminasa glutamico piruvica', 'transaminase glutamique pyruvique']],
  ['ast', ['ast', 'got', 'asat', 'sgot', 'aspartate aminotransferase', 'aspartat aminotransferase', 'aspartato aminotransferasa', 'ast got', 'got ast', 'transaminase got', 'tgo',
    'transaminasa oxalacetica', 'transaminasa glutamico oxalacetica', 'transaminase glutamique oxaloacetique']],
  ['ggt', ['ggt', 'ggtp', 'gamma gt', 'γ-gt', 'γgt', 'ygt', 'y-gt', 'gamma glutamyltransferase', 'gamma glutamyl transferase', 'gamma glutamiltransferasa', 'gamma glutamyltransférase', 'gamma glutamil transferasa',
    'gamma glutamil transpeptidasa', 'gammaglutamiltransferasa']],
  ['egfr', ['egfr', 'gfr', 'e gfr', 'dfg', 'dfge', 'tfg', 'tfge', 'fg', 'fge', 'estimated gfr', 'geschätzte gfr', 'filtrado glomerular', 'tasa de filtración glomerular', 'tasa de filtrado glomerular', 'filtración glomerular', 'glomerular filtration rate', 'estimated glomerular filtration rate', 'débit de filtration glomérulaire', 'glomeruläre filtrationsrate', 'vfg', 'vfg estimada']],
  ['uric_acid', ['harnsäure', 'uric acid', 'acide urique', 'ácido úrico', 'urate', 'uricémie', 'uricemia', 'bua']],
  ['cholesterol', ['cholesterin', 'cholesterol', 'cholestérol', 'colesterol', 'gesamtcholesterin', 'cholesterin gesamt', 'total cholesterol', 'cholesterol total', 'cholestérol total', 'colesterol total', 'chol']],
  ['ldl', ['ldl', 'ldl cholesterin', 'ldl cholesterol', 'ldl cholestérol', 'ldl colesterol', 'ldl c', 'c ldl', 'cholesterin ldl', 'cholesterol ldl', 'cholestérol ldl', 'colesterol ldl',
    'colesterol de baja densidad', 'colesterol ligado a ldl', 'colesterol unido a ldl', 'low density lipoprotein cholesterol', 'cholestérol de basse densité']],
  ['hdl', ['hdl', 'hdl cholesterin', 'hdl cholesterol', 'hdl cholestérol', 'hdl colesterol', 'hdl c', 'c hdl', 'cholesterin hdl', 'cholesterol hdl', 'cholestérol hdl', 'colesterol hdl',
    'colesterol de alta densidad', 'colesterol ligado a hdl', 'colesterol unido a hdl', 'high density lipoprotein cholesterol', 'cholestérol de haute densité']],
  [null, ['non hdl', 'non hdl cholesterol', 'non hdl cholesterin', 'ldl hdl', 'ldl hdl quotient', 'ldl hdl ratio', 'chol hdl', 'cholesterin hdl quotient',
    'cholesterol hdl ratio', 'chol hdlc', 'chol hdlc ratio', 'total cholesterol hdl', 'cholestérol hdl rapport', 'rapport cholestérol total hdl', 'colesterol no hdl', 'índice aterogénico',
    'cholestérol non hdl', 'cholesterol non hdl', 'cholesterin non hdl', 'non hdl c', 'nicht hdl cholesterin', 'c non hdl',
    'vldl', 'vldl cholesterol', 'vldl cholesterin', 'colesterol vldl', 'cholesterol vldl', 'cholestérol vldl', 'cholesterin vldl']],
  ['triglycerides', ['triglyceride', 'triglyzeride', 'triglycerides', 'triglycérides', 'triglicéridos', 'tg', 'trig']],
  ['hba1c', ['hba1c', 'hb a1c', 'a1c', 'hämoglobin a1c', 'haemoglobin a1c', 'hemoglobin a1c', 'hemoglobina a1c', 'hémoglobine a1c', 'glykohämoglobin',
    'hemoglobina glicada', 'hemoglobina glucosilada', 'hemoglobina glicosilada', 'hémoglobine glyquée', 'glycated haemoglobin', 'glycated hemoglobin']],
  ['tsh', ['tsh', 'tsh basal', 'thyreotropin', 'thyrotropin', 'thyréostimuline', 'tirotropina', 'tsh us', 'tshus', 'tsh ultrasensible', 'tsh ultrasensitive']],
  // "TA libre": a T4 whose 4 a photo's OCR read as an A.
  ['free_t4', ['ta libre', 'ft4', 'free t4', 'freies t4', 't4 frei', 't4 libre', 't4l', 't4 free', 'thyroxine libre', 'tiroxina libre', 'free thyroxine', 'freies thyroxin']],
  ['free_t3', ['ft3', 'free t3', 'freies t3', 't3 frei', 't3 libre', 't3l', 't3 free', 'triiodothyronine libre', 'triyodotironina libre', 'free triiodothyronine', 'freies trijodthyronin', 'triiodothyronine free']],
  // "Fierro": iron in Chile and Peru.
  ['iron', ['eisen', 'iron', 'fer', 'hierro', 'fierro', 'fer sérique', 'serum iron', 'fe', 'sideremia', 'sidérémie', 'ferremia']],
  ['ferritin', ['ferritin', 'ferritine', 'ferritina']],
  ['transferrin_saturation', ['transferrinsättigung', 'transferrin saturation', 'transferrin sat', 'iron saturation', 'tsat', 'coefficient de saturation', 'saturation de la transferrine', 'coefficient de saturation de la transferrine',
    'cst', 'saturación de transferrina', 'índice de saturación de transferrina', 'índice de saturación', 'ist']],
  ['vitamin_d', ['vitamin d', 'vitamin d3', '25 oh vitamin d', '25 oh vit d', '25 oh d', '25 oh d3', '25 hydroxy vitamin d', '25 hydroxyvitamin d', 'vitamine d',
    '25 oh vitamine d', 'vitamina d', '25 oh vitamina d', '25 hidroxivitamina d', 'calcidiol', 'vit d', '25 oh vitamin d3', 'total 25 oh vitamin d',
    'vitamin d 25 oh', 'vitamine d 25 oh', 'vitamina d 25 oh', 'vitamin d 25 oh total', 'vitamina d 25 oh total',
    '25 hidroxi vitamina d', '25 hydroxy vitamine d', '25 hydroxy vitamin d3', '25 hydroxy vitamin d total', 'vitamina d 25 hidroxi',
    'vitamina d 25 hidroxi total', 'vitamine d 25 hydroxy', 'vitamin d 25 hydroxy']],
  ['vitamin_b12', ['vitamin b12', 'vitamine b12', 'vitamina b12', 'vit b12', 'b12', 'cobalamin', 'cobalamine', 'cobalamina']],
  ['folate', ['folsäure', 'folat', 'folate', 'folates', 'folic acid', 'acide folique', 'ácido fólico', 'folato', 'serum folate', 'vitamine b9', 'vitamina b9']],
  ['crp', ['crp', 'hs crp', 'hscrp', 'c reaktives protein', 'c-reactive protein', 'c reactive protein', 'protéine c réactive', 'pcr', 'proteína c reactiva']],
  ['urine_ketones', ['ketone', 'ketones', 'ketonkörper', 'keton', 'cétones', 'corps cétoniques', 'cetonas', 'cuerpos cetónicos', 'ket']],
  ['urine_blood', ['blut', 'blood', 'occult blood', 'sang', 'sangre', 'bld', 'hémoglobine urinaire']],
  ['urine_nitrite', ['nitrit', 'nitrite', 'nitrites', 'nitritos', 'nitrito', 'nit']],
  ['urine_leukocytes', ['leukocyte esterase', 'leucocyte esterase', 'leukozytenesterase', 'estérase leucocytaire', 'esterasa leucocitaria', 'leu', 'wbc esterase']],
  // Urine only: a blood gas's pH ("Blutgase", then "pH 7,21") is not a result Hale reads.
  [{blood: null, urine: 'urine_ph'}, ['ph', 'ph wert', 'ph value']],
  ['urine_specific_gravity', ['spezifisches gewicht', 'spez gewicht', 'specific gravity', 'sg', 'densité', 'densité urinaire', 'densidad', 'dichte']],
  // Ratios and relatives whose name begins with an analyte's: not that analyte.
  [null, ['albumin globulin', 'albumin globulin ratio', 'albumin kreatinin', 'albumin creatinine', 'albumine creatinine', 'bun creatinine',
    'harnstoff kreatinin', 'protein creatinine', 'protein kreatinin', 'eiweiss kreatinin', 'iron binding capacity', 'kreatinin clearance',
    'creatinine clearance', 'glucose tolerance', 'iron bind cap', 'iron binding cap', 'glucemia promedio', 'glucemia promedio estimada', 'estimated average glucose',
    'glucose moyenne estimée', 'glucosa promedio', 'glucosa promedio estimada', 'glucosa media estimada', 'average glucose', 'eag',
    'glucose moyenne', 'glycémie moyenne', 'glycémie moyenne estimée', 'geschätzte durchschnittliche glukose', 'durchschnittliche glukose', 'mittlere glukose', 'calcium ionisiert', 'ionized calcium', 'calcium ionise', 'calcio ionico',
    // Band forms are a share of the neutrophils, not their count.
    'neutrófilos en banda', 'neutrófilos en cayado', 'cayados', 'band neutrophils', 'neutrophils band', 'bands', 'stabkernige', 'stabkernige neutrophile',
    'neutrophiles non segmentés', 'polynucléaires neutrophiles non segmentés']],
  // Read as results that Hale does not track: counted, never a row.
  [null, ['tibc', 'uibc', 'urobilinogen', 'urobilinogène', 'urobilinógeno', 'monocytes', 'monozyten', 'monocitos', 'eosinophils', 'eosinophile', 'éosinophiles',
    'eosinófilos', 'basophils', 'basophile', 'basophiles', 'basófilos', 'rdw', 'mpv', 'inr', 'quick', 'ptt', 'aptt', 'lipase', 'ldh', 'ck',
    'magnesium', 'phosphat', 'phosphate', 'phosphore', 'fósforo', 'transferrin', 'transferrine', 'transferrina', 'psa', 'lp a', 'lipoprotein a']],
]

/** Whether the whole label is a name in the table ("Vitamina D 25 OH"), not only begins with one. */
export function isWholeName(label: string): boolean {
  return MEANING_BY_NAME.has(normaliseLabel(label))
}

/** Names with a number inside ("vitamina d 25 oh"): each beginning that ends with the number, and the words that follow it there. */
const WORDS_AFTER_NUMBER: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>()
  for (const [, names] of NAMES) {
    for (const name of names) {
      const words = normaliseLabel(name).split(' ')
      words.forEach((word, at) => {
        const next = words[at + 1]
        if (at === 0 || !next || !/^\d+$/.test(word)) return
        const start = words.slice(0, at + 1).join(' ')
        map.set(start, [...(map.get(start) ?? []), next])
      })
    }
  }
  return map
})()

/**
 * Whether a whole number after a known name begins the rest of a longer name ("Vitamina D   25 OH",
 * "25 HIDROX! TOTAL"): the word after it begins as the name's next word does, even where OCR
 * damaged its end. The number is then part of the name, not the value.
 */
export function numberInName(label: string, number: string, next: string): boolean {
  const following = WORDS_AFTER_NUMBER.get(`${normaliseLabel(label)} ${number}`)
  const word = normaliseLabel(next).split(' ')[0] ?? ''
  return following !== undefined && word.length >= 2 && following.some((name) => name.startsWith(word.slice(0, 3)))
}

/** The label as looked up: lowercase, without accents, punctuation as single spaces. */
export function normaliseLabel(label: string): string {
  const lowered = label.toLowerCase().replaceAll('γ', ' gamma ').replaceAll('ß', 'ss')
  const plain = lowered.normalize('NFD').replace(/\p{M}/gu, '')
  return plain.replace(/[^a-z0-9]+/g, ' ').trim()
}

const MEANING_BY_NAME: ReadonlyMap<string, NameMeaning> = (() => {
  const map = new Map<string, NameMeaning>()
  for (const [meaning, names] of NAMES) {
    const resolved: NameMeaning = typeof meaning === 'string' ? {blood: meaning, urine: meaning.startsWith('urine_') ? meaning : null} : meaning
    for (const name of names) map.set(normaliseLabel(name), resolved)
  }
  return map
})()

/** The longest name in the table has this many words; no prefix longer than it can match. */
const MAX_NAME_WORDS = Math.max(...[...MEANING_BY_NAME.keys()].map((name) => name.split(' ').length))

/** Words that say a row is a urine row ("Glukose im Urin", "U-Protein", "proteínas en orina"). */
const URINE_WORDS = new Set(['urin', 'urine', 'harn', 'harnstreifen', 'urinstreifen', 'tira', 'bandelette', 'orina', 'urinaire', 'urinaires', 'urinario', 'urinaria', 'urinary', 'u', 'im', 'en', 'dans',
  'in', 'de', 'la', 'l', 'urinalysis', 'uroanalisis', 'urianalisis', 'dipstick', 'for'])
// "Harnstreifen Eiweiß", "pH (tira reactiva)", "Bandelette urinaire - pH": a portal names the test strip before or after each of its fields;
// "Uroanálisis - Proteínas", "Urinalysis - Protein": or the urinalysis panel before them.
const URINE_MARKERS = new Set(['urin', 'urine', 'harn', 'harnstreifen', 'urinstreifen', 'tira', 'bandelette', 'orina', 'urinaire', 'urinaires', 'urinario', 'urinaria', 'urinary', 'u',
  'urinalysis', 'uroanalisis', 'urianalisis'])

/** Words that name a stool sample ("Sangre oculta en heces", "Blut im Stuhl"): its occult blood is no urine strip's pad. */
const STOOL_WORDS = new Set(['heces', 'fecal', 'fecales', 'faecal', 'feces', 'faeces', 'stool', 'stools', 'selles', 'fecale', 'fecaux', 'stuhl', 'stuhlprobe'])

const SPECIMEN_PREFIXES = new Set(['s', 'p', 'se', 'pl', 'serum', 'plasma', 'suero'])

/**
 * A word as a photo's OCR misreads it, read back: "HbAlc", "HbAic", "Alc" are A1c with its 1 read as l
 * or i; "Chioride", "Chiorures" are chloride with its l read as i; "lron" is iron with its capital I read
 * as l (only where the word as written is no name and with an i it is one).
 */
function repairWord(word: string): string {
  if (/^(hb)?a[il1]{1,2}c$/.test(word)) return word.replace(/a[il1]{1,2}c$/, 'a1c')
  if (word.startsWith('l') && !MEANING_BY_NAME.has(word) && MEANING_BY_NAME.has(`i${word.slice(1)}`)) return `i${word.slice(1)}`
  return word.startsWith('chio') ? `chlo${word.slice(4)}` : word
}

/** A label resolved: what its name means (undefined when no name matched) and whether it says "urine". */
export interface LabelLookup {
  meaning: NameMeaning | undefined
  saysUrine: boolean
}

/**
 * Looks a row's label up: the longest known name the label begins with, so that "eGFR (CKD-EPI)",
 * "TSH basal" and "Kreatinin im Serum" resolve while "Bilirubin direkt" does not become bilirubin.
 */
export function lookupLabel(label: string): LabelLookup {
  const found = lookupWritten(label)
  // "Gamma-Glutamy! Transferase": an l ending a word that OCR read as "!", where the name as written is none.
  if (found.meaning === undefined && /\p{Ll}!(?=\s|$)/u.test(label)) return lookupWritten(label.replace(/(?<=\p{Ll})!(?=\s|$)/gu, 'l'))
  return found
}

function lookupWritten(label: string): LabelLookup {
  // "{T4": an f that OCR read as a brace.
  let words = normaliseLabel(label.replace(/(^|\s)\{(?=\p{L})/gu, '$1f')).split(' ').filter((word) => word.length > 0).map(repairWord)
  // A stool test is a name Hale knows and reads no row of.
  if (words.some((word) => STOOL_WORDS.has(word))) return {meaning: null, saysUrine: false}
  const saysUrine = words.some((word, index) => URINE_MARKERS.has(word) && (word !== 'u' || index === 0))
  if (saysUrine) words = words.filter((word) => !URINE_WORDS.has(word))
  // "S-Kalium", "P-Glucose", "Serum-Eisen": the specimen says nothing about the analyte.
  if (words.length > 1 && SPECIMEN_PREFIXES.has(words[0] ?? '')) words = words.slice(1)
  // A name Hale knows is not an analyte (null) is an answer too: only undefined tries the next reading.
  let meaning = longestName(words)
  if (meaning === undefined) meaning = longestName(joinSingleLetters(words))
  if (meaning === undefined) meaning = countOf(words)
  const alias = aliasInBrackets(label)
  if (meaning === undefined || (meaning !== null && alias && alias !== meaning && !isWholeNameBeforeBracket(label))) meaning = alias
  return {meaning, saysUrine}
}

/**
 * "Colesterol de alta densidad (HDL)": the words before the bracket are more than the name they begin
 * with, so the bracket's abbreviation, when it names another analyte, says which one the words describe.
 */
function isWholeNameBeforeBracket(label: string): boolean {
  const before = normaliseLabel(label.slice(0, Math.max(0, label.indexOf('('))))
  return MEANING_BY_NAME.has(before)
}

/** The meaning of the longest known name the words begin with. */
function longestName(words: readonly string[]): NameMeaning | undefined {
  for (let length = Math.min(words.length, MAX_NAME_WORDS); length > 0; length--) {
    const name = words.slice(0, length).join(' ')
    if (MEANING_BY_NAME.has(name)) return MEANING_BY_NAME.get(name)
  }
  return undefined
}

/** Spanish words that name a cell count before the cells ("Recuento de glóbulos rojos", "Conteo de plaquetas"). */
const COUNT_WORDS = new Set(['recuento', 'conteo', 'cuenta'])

/**
 * "Recuento de glóbulos rojos", "Conteo de plaquetas": Spanish-speaking labs name a blood count "count
 * of" the cells, so the words after "de" name the analyte, in blood.
 */
function countOf(words: readonly string[]): NameMeaning | undefined {
  if (!COUNT_WORDS.has(words[0] ?? '')) return undefined
  const cells = words[1] === 'de' ? words.slice(2) : words.slice(1)
  const meaning = cells.length > 0 ? longestName(cells) : undefined
  return meaning?.blood ? {blood: meaning.blood, urine: null} : undefined
}

/** "V.G.M.", "T.C.M.H.": an abbreviation written with a point after each letter is its letters ("vgm"). */
function joinSingleLetters(words: readonly string[]): string[] {
  const joined: string[] = []
  let run = ''
  for (const word of [...words, '']) {
    if (word.length === 1 && /[a-z]/.test(word)) { run += word; continue }
    if (run) joined.push(run)
    run = ''
    if (word) joined.push(word)
  }
  return joined
}

/**
 * "Transaminasa ... (GOT/AST)": a long name Hale does not know, followed by the usual abbreviation
 * in brackets. Only a bracket that is all known names counts, so a unit in brackets ("(G/L)") does not.
 */
function aliasInBrackets(label: string): NameMeaning | undefined {
  const open = label.indexOf('(')
  const close = label.indexOf(')', open)
  if (open <= 0 || close < 0) return undefined
  const aliases = label.slice(open + 1, close).split('/').map((alias) => normaliseLabel(alias)).filter((alias) => alias !== '')
  const meanings = aliases.map((alias) => MEANING_BY_NAME.get(alias))
  const first = meanings[0]
  if (!first || meanings.some((meaning) => meaning !== first)) return undefined
  return first
}
