/**
 * Red flags: a deterministic emergency detector that runs on every visitor message
 * before the model is called (PRODUCT.md "Be safe"). It knows English, Spanish, French
 * and German, needs no model and no network, and is pure: the same text always gives
 * the same result. It never throws. An 8,000-character message takes about 1 ms when it
 * is ordinary prose and about 3–4 ms when it is random letters or a dense mash of
 * symptom words (a 2020s laptop; `MAX_HIT_CHECKS_PER_RULE` bounds the worst case).
 *
 * ## How a message is read
 *
 * 1. **Normalise** (`normalizeForMatching`): lower case; `ß` → `ss`, `œ` → `oe`; accents
 *    removed (NFD, then combining marks dropped, so "corazón" and "corazon" are the same);
 *    typographic apostrophes → `'`; French elisions split off ("j'ai" → "j' ai",
 *    "n'arrive" → "n' arrive"); decimals cut to their integer part ("38,5" → "38");
 *    `.` `!` `;` and line breaks become a `.` token, `?` a `?` token, `,` `:` brackets
 *    and free-standing dashes a `,` token; anything else that is not a letter, digit or
 *    apostrophe becomes a space. The result is tokens separated by single spaces. Only the
 *    first `MAX_SCANNED_LENGTH` characters are read.
 * 2. **Match** curated phrase patterns, per language and category (`red-flag-languages/`).
 *    Patterns are regular expressions over the normalised text. Gaps between words are
 *    bounded (`(?: [a-z0-9']+){0,3}`: at most a few whole words, never across a `,` `.`
 *    or `?`), quantifiers are never nested, and every match must start a word, so
 *    matching is linear. German patterns written with umlauts also match the `ae`/`oe`/
 *    `ue` spellings. *Conditional* patterns count only when a context word occurs in the
 *    same clause (a swollen face needs an allergen or a reaction nearby, a stiff neck a
 *    fever); *nearby conditional* patterns when it occurs within `MAX_CONTEXT_WORDS` words,
 *    across sentence ends ("I'm 32 weeks pregnant. Since this morning the baby hasn't
 *    moved."). Every language's patterns are tried on every message, because visitors mix
 *    languages; `locale` only decides which language is tried first, never the result.
 * 3. **Check each hit in context**, with the function words of the language its sentence
 *    is written in, whichever language's pattern found it (a sentence's language is the
 *    one with the most of its function words; "What is anaphylaxis?" is judged as English
 *    although "anaphyla…" is also a French pattern). A hit is dropped when one of the
 *    rules below applies; a category is reported as soon as one of its hits survives.
 *
 * ## Scopes
 *
 * - A *clause* ends at `.` `!` `?` `;` a line break, or a contrastive word: "but",
 *   "however", "pero", "sino", "mais", "pourtant", "aber", "sondern", …
 * - A *segment* is a clause cut further at commas and at "and", "so", "because", "y",
 *   "porque", "et", "donc", "und", "weil", "dass", …
 *
 * ## Negation (all categories)
 *
 * A hit is negated when a negation cue ("no", "not", "don't", "never", "without", "sin",
 * "ni", "nunca", "pas", "n'", "aucun", "sans", "kein", "nicht", "ohne", …) comes before it
 * in the same segment and *governs* it: every word between the cue and the hit is a
 * neutral "bridge" word (auxiliaries, have/feel verbs, articles, possessives: "I don't
 * **have any** chest pain", "je n'ai pas **du tout** mal à la poitrine"), or the words
 * between end in an "or"-list ("no fever, cough **or** chest pain", "ni", "oder"). So
 * "I'm not well, chest pain" and "not feeling great chest pain" stay flagged: "well" and
 * "feeling great" are not bridges. At most eight words are looked back.
 *
 * - Negation is looked for **before** a hit only; "chest pain: none" is flagged.
 * - A hit that itself starts with a negation ("can't breathe", "not breathing",
 *   "no puedo respirar", "ne respire plus", "bekomme keine Luft", "I don't want to live")
 *   is never negated: the absence *is* the emergency.
 * - Phrases that contain a cue but do not negate a symptom are neutralised first:
 *   "not sure", "don't know", "no idea", "no sé", "je ne sais pas", "keine Ahnung",
 *   "weiß nicht", …
 * - A negation is ignored when the rest of the segment says the symptom is unusually bad
 *   ("never had chest pain **like this**", "nunca … **tan fuerte**").
 *
 * ## Remote past (all categories except self-harm)
 *
 * A hit is dropped when its segment dates it clearly in the past ("years ago", "last
 * year", "as a child", "in 2015", "history of", "hace años", "de niño", "il y a des
 * années", "quand j'étais petit", "vor Jahren", "als Kind", "2018", …) or when an event
 * noun follows "after my / since his / recovering from" ("after my heart attack"),
 * unless the same segment also says it is happening now ("today", "now", "again",
 * "still", "hoy", "maintenant", "jetzt", …). A language may also give `recovered`: then a
 * hit is dropped when its sentence both dates the event in the past and says it is over
 * ("Ich hatte einen Herzinfarkt, das ist 8 Jahre her, seitdem alles gut"; "er hatte einen
 * Schlaganfall, ist aber 10 Jahre her und er hat sich erholt"), and the hit's own segment
 * says nothing recent. Anything recent or undated is flagged:
 * "I had chest pain yesterday", "I fainted this morning", "I had a seizure".
 *
 * ## General questions (all categories except self-harm)
 *
 * A hit is dropped when it sits in a general question about a condition, with no
 * personal, present-tense marker ("right now", "I'm having", "I think I", "my dad is",
 * "if my", "ahora", "me duele", "je suis", "ich habe", "jetzt", "please", "help"):
 *
 * - "What is X?" asks for a definition ("what is anaphylaxis", "qué es", "c'est quoi",
 *   "was ist");
 * - a clause that opens with a question word ("what", "how", "can", "qué", "cómo",
 *   "quels", "comment", "was", "wie", …) and has a general cue anywhere ("signs of",
 *   "symptoms", "causes", "risk", "prevent", "treated", "side effect", "difference",
 *   "if someone", "what to do if", "síntomas", "si alguien", "que faire si", "wenn
 *   jemand", …);
 * - otherwise the hit's own segment must be asked (its sentence ends with `?`, or the
 *   segment opens with a question word) and have a general cue.
 *
 * So "what are the signs of a stroke?" and "can anxiety cause chest pain?" are not
 * flagged; "how do I know if I'm having a heart attack?" and "my dad's face is drooping,
 * what does it mean?" are.
 *
 * ## Self-harm
 *
 * Self-harm patterns are personal ("I want to die", "kill myself", "thinking of ending my
 * life", "my friend says she'll kill herself"), so a medication question about "suicidal
 * thoughts as a side effect" does not match. Only negation can drop a self-harm hit
 * ("I'm not suicidal", "no quiero hacerme daño"); past attempts and past self-harm still
 * show the crisis line, because showing it needlessly costs little.
 *
 * ## Benign contexts (per category)
 *
 * - Bleeding in a clause about periods or gums ("heavy bleeding during my period", "gums
 *   bleed when I brush") is dropped; bleeding in pregnancy is a separate, conditional
 *   `other_emergency` pattern and is not affected.
 * - Chest pain in a clause that is both muscular and mild ("my chest hurts a bit after
 *   push-ups, muscle strain?") is dropped, unless the clause also has a cardiac warning
 *   word (crushing, pressure, sweating, arm, jaw, breath, dizzy, …).
 *
 * ## Limits
 *
 * At most `MAX_HIT_CHECKS_PER_RULE` hits of one rule are checked in context per message;
 * past that the rule's next hit counts, so an absurd message (dozens of negated mentions
 * of one symptom) errs towards a banner.
 * Recall on phrasing the patterns have never seen is well below 100% (see the vignette
 * suites' held-out sections); the model's own instructions (`system-prompt.ts`) are the
 * second line. When a rule is in doubt, the message is flagged: a banner shown once too
 * often costs far less than one missed.
 */

import de from './red-flag-languages/de'
import en from './red-flag-languages/en'
import es from './red-flag-languages/es'
import fr from './red-flag-languages/fr'

/** The emergency categories of the taxonomy (src/safety/README.md), in the order results list them. */
export type RedFlagCategory =
  | 'chest_pain' | 'stroke' | 'sudden_headache' | 'head_injury' | 'severe_bleeding' | 'breathing'
  | 'anaphylaxis' | 'unconscious' | 'seizure' | 'overdose_poisoning' | 'carbon_monoxide' | 'burns'
  | 'sepsis' | 'meningitis' | 'pregnancy' | 'sick_child' | 'self_harm' | 'other_emergency'

export interface RedFlagResult {
  emergency: boolean
  /** The categories found, in the order of `RED_FLAG_CATEGORIES`. */
  categories: RedFlagCategory[]
  /** true when self_harm is among them: show the crisis line */
  selfHarm: boolean
}

/** Every category, in the order results list them. */
export const RED_FLAG_CATEGORIES: readonly RedFlagCategory[] = [
  'chest_pain', 'stroke', 'sudden_headache', 'head_injury', 'severe_bleeding', 'breathing',
  'anaphylaxis', 'unconscious', 'seizure', 'overdose_poisoning', 'carbon_monoxide', 'burns',
  'sepsis', 'meningitis', 'pregnancy', 'sick_child', 'self_harm', 'other_emergency',
]

/** Characters of a message that are read; the rest is ignored (the chat API accepts 64 kB). */
export const MAX_SCANNED_LENGTH = 64_000

/**
 * One language's rules, as data. Pattern strings are regular-expression sources over
 * normalised text (lower case, no accents, single spaces). In them, ` ~ ` stands for
 * "up to three more words" and ` ~N ` for "up to N more words". German sources may be
 * written with umlauts: `ü` matches `ü`, `ue` and `u`.
 */
export interface RedFlagLanguage {
  /** The language tag: `en`, `es`, `fr`, `de`. */
  language: string
  /** Phrases that flag a category wherever they occur (subject to the checks above). */
  patterns: Readonly<Partial<Record<RedFlagCategory, readonly string[]>>>
  /** Phrases that flag a category only when `context` also occurs in the same clause. */
  conditional: readonly {category: RedFlagCategory; pattern: string; context: string}[]
  /**
   * Like `conditional`, but `context` may also occur in a neighbouring sentence: anywhere
   * within `MAX_CONTEXT_WORDS` words of the hit. For settings that visitors state first, in a
   * sentence of their own ("Ich bin in der 32. Woche schwanger. Seit heute spüre ich das Baby
   * nicht mehr."). Optional.
   */
  conditionalNearby?: readonly {category: RedFlagCategory; pattern: string; context: string}[]
  /** Words that end a clause ("but"). */
  clauseBreakers: readonly string[]
  /** Words that also end a segment ("and"); commas always do. */
  segmentBreakers: readonly string[]
  /** Words that negate what follows them. */
  negationCues: readonly string[]
  /** Word endings that make a negation cue ("n't"). */
  negationSuffixes?: readonly string[]
  /** Phrases that contain a cue but do not negate ("not sure"), as regex sources. */
  pseudoNegations: readonly string[]
  /** Words that may stand between a cue and the hit it negates. */
  bridges: readonly string[]
  /** "or" words: a negation reaches across a list that ends in one of them. */
  disjunctions: readonly string[]
  /** Regex source: after the hit in the same segment, cancels a negation ("like this"). */
  intensifiers: string
  /** Regex source: dates a segment in the remote past ("years ago"). */
  remotePast: string
  /** Regex source: says the segment is happening now or recently ("today", "again"). */
  recent: string
  /**
   * Regex source: says an event is over ("fully recovered", "never again since"). A hit whose
   * sentence matches both this and `remotePast`, and whose segment is not `recent`, is a past
   * event even when the dating is in another segment or clause of the sentence. Optional.
   */
  recovered?: string
  /** Regex source: ends right before an event-noun hit that is over ("after my"). */
  afterEvent: string
  /** Regex source: hits that name a one-off event ("heart attack", "stroke", "seizure"). */
  eventNouns: string
  /** Regex source: question words at the start of a segment or clause. */
  questionOpeners: string
  /** Regex source: words of a general question ("signs of", "if someone"). */
  generalCues: string
  /** Regex source: personal, present-tense markers that keep a question flagged. */
  personal: string
  /** The language's most common words, to tell which language a sentence is in. */
  functionWords: readonly string[]
  /** Regex source: all of a segment before a hit that asks what it is ("what is", "qu'est-ce que"). */
  definitionPrefix: string
  /**
   * Per category, clause contexts where a hit is benign: every `all` source occurs in the
   * clause and `unless` does not ("chest hurts a bit after push-ups").
   */
  benign?: Readonly<Partial<Record<RedFlagCategory, {all: readonly string[]; unless?: string}>>>
}

/** Letters that NFD does not decompose, and apostrophe look-alikes. */
const FOLDED: Readonly<Record<string, string>> = {
  'ß': 'ss', 'œ': 'oe', 'æ': 'ae', 'ø': 'o', 'ł': 'l', 'ı': 'i', 'đ': 'd',
  '’': "'", '‘': "'", 'ʼ': "'", '`': "'", '´': "'", '′': "'", 'ʹ': "'",
}

/**
 * Lower case, no accents, typographic apostrophes straightened, French elisions split,
 * punctuation reduced to `.` `?` `,` tokens, single spaces. Exported for tests.
 */
export function normalizeForMatching(text: string): string {
  let s = (text.length > MAX_SCANNED_LENGTH ? text.slice(0, MAX_SCANNED_LENGTH) : text).toLowerCase()
  if (/[^\x00-\x7f]|`/.test(s)) {
    s = s.replace(/[ßœæøłıđ’‘ʼ`´′ʹ]/g, (c) => FOLDED[c] ?? c).normalize('NFD').replace(/\p{M}+/gu, '')
  }
  return s
    .replace(/(\d)[.,]\d+/g, '$1') // 38,5 → 38
    .replace(/(\d)\.\s+(?=(?:woche|ssw|schwangerschaftswoche|monat|lebensjahr|tag|stock|etage|klasse)\b)/g, '$1 ')
    .replace(/\r\n?|\n|[.!;…。]+|\?+|[,:()[\]{}—–]+|\s-+\s|[^a-z0-9'.?,\r\n!;…。:()[\]{}—–]+/g, (run) => {
      if (/^[\r\n.!;…。]/.test(run)) return ' . '
      if (run[0] === '?') return ' ? '
      return /^[^,:()[\]{}—–]*\s-/.test(run) || /^[,:()[\]{}—–]/.test(run) ? ' , ' : ' '
    })
    .replace(/(^|[^a-z0-9'])'+|'+(?![a-z0-9])/g, '$1 ') // apostrophes not inside a word
    .replace(/\b([ldjmntsc]|qu)'(?=[a-z])/g, "$1' ")
    .replace(/ {2,}/g, ' ')
    .trim()
}

/**
 * Whether `text` describes an emergency, and which kinds. Pure; same result for the same
 * text; fast; never throws. `locale` hints the language but every language's patterns
 * are tried (visitors mix languages), so it never changes the result.
 */
export function detectRedFlags(text: string, locale?: string): RedFlagResult {
  if (typeof text !== 'string' || text.length === 0) return {emergency: false, categories: [], selfHarm: false}
  const scan = createScan(normalizeForMatching(text))
  const found = new Set<RedFlagCategory>()
  for (const language of languagesFor(locale)) {
    for (const rule of language.rules) {
      if (!found.has(rule.category) && hasLiveHit(language, rule, scan)) found.add(rule.category)
    }
  }
  const categories = RED_FLAG_CATEGORIES.filter((category) => found.has(category))
  return {emergency: categories.length > 0, categories, selfHarm: found.has('self_harm')}
}

/**
 * Run every pattern once, so that the regular expressions are compiled at start-up and not on
 * the first visitor's message (about 170 ms, then well under 1 ms a message). Returns how many
 * sample sentences it checked.
 */
export function warmUpRedFlags(): number {
  const samples = ['I have had a mild headache since yesterday.', 'Tengo un poco de tos desde ayer.', "J'ai un peu mal à la gorge depuis hier.", 'Ich habe seit gestern leichte Kopfschmerzen.']
  for (const sample of samples) detectRedFlags(sample)
  return samples.length
}

// ---------------------------------------------------------------------------------------
// Compiled rules

interface CompiledRule {
  category: RedFlagCategory
  /** Global; `lastIndex` is reset before each scan. */
  regex: RegExp
  context: RegExp | null
  /** `context` may occur within `MAX_CONTEXT_WORDS` words of the hit, not only in its clause. */
  nearby: boolean
}

interface CompiledLanguage {
  language: string
  rules: readonly CompiledRule[]
  /** German compares tokens with umlaut spellings folded (`ue` → `u`). */
  german: boolean
  stops: ReadonlySet<string>
  clauseStops: ReadonlySet<string>
  /** Function words that tell this language apart: cues, bridges, breakers, "or". */
  markers: ReadonlySet<string>
  cues: ReadonlySet<string>
  cueSuffixes: readonly string[]
  pseudo: RegExp | null
  bridges: ReadonlySet<string>
  disjunctions: ReadonlySet<string>
  intensifiers: RegExp
  remotePast: RegExp
  recent: RegExp
  recovered: RegExp | null
  afterEvent: RegExp
  eventNouns: RegExp
  questionOpeners: RegExp
  generalCues: RegExp
  personal: RegExp
  definitionPrefix: RegExp
  benign: Partial<Record<RedFlagCategory, {all: RegExp[]; unless: RegExp | null}>>
}

/** Words looked back from a hit for a negation cue. */
const MAX_NEGATION_LOOKBACK = 8
/** Words of context gathered on each side of a hit for clause and segment checks. */
const MAX_CONTEXT_WORDS = 40
/**
 * Hits of one rule checked in context per message. Past this many, the rule's next hit
 * counts as live: the time per message stays bounded, and an absurd message (dozens of
 * negated mentions of one symptom) errs towards a banner. Counting per rule keeps the
 * result independent of the order in which rules and languages are tried.
 */
const MAX_HIT_CHECKS_PER_RULE = 24
/** A placeholder token that stands for a neutralised pseudo-negation; never a bridge. */
const NEUTRAL = '§'

const WORD = "[a-z0-9']+"

function foldGerman(token: string): string {
  return token.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

/** A word of a rule list, spelled like a normalised token ("d'" stays "d'"). */
function plainWord(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').replace(/œ/g, 'oe').normalize('NFD').replace(/\p{M}+/gu, '')
}

/** A pattern source in the notation of `RedFlagLanguage` → a plain regex source. */
function expandSource(source: string, german: boolean): string {
  let s = source
  if (german) s = s.replace(/ä/g, '(?:ae|a)').replace(/ö/g, '(?:oe|o)').replace(/ü/g, '(?:ue|u)')
  s = s.replace(/ß/g, 'ss').replace(/œ/g, 'oe').normalize('NFD').replace(/\p{M}+/gu, '')
  return s.replace(/ ~(\d)? /g, (_, n: string | undefined) => `(?: ${WORD}){0,${n ?? 3}} `)
}

/**
 * Alternatives as one regex that matches whole words only. `\b` (rather than a lookbehind)
 * is the cheapest start check V8 offers, and it keeps `[a-z]*` prefixes from being tried
 * in the middle of a word, which would make a long unbroken word quadratic.
 */
function wordRegex(sources: readonly string[] | string, german: boolean): RegExp {
  const list = typeof sources === 'string' ? [sources] : sources
  const body = list.map((source) => expandSource(source, german)).join('|')
  return new RegExp(`\\b(?:${body})(?![a-z0-9])`)
}

/** A global regex for one rule's patterns, scanned from the start of the message. */
function scanRegex(sources: readonly string[] | string, german: boolean): RegExp {
  return new RegExp(wordRegex(sources, german).source, 'g')
}

function compileLanguage(rules: RedFlagLanguage): CompiledLanguage {
  const german = rules.language === 'de'
  const fold = german ? foldGerman : (token: string) => token
  const set = (words: readonly string[]) => new Set(words.map((word) => fold(plainWord(word))))
  const compiled: CompiledRule[] = []
  for (const category of RED_FLAG_CATEGORIES) {
    const sources = rules.patterns[category]
    if (sources && sources.length > 0) {
      compiled.push({category, regex: scanRegex(sources, german), context: null, nearby: false})
    }
  }
  for (const {category, pattern, context} of rules.conditional) {
    compiled.push({category, regex: scanRegex(pattern, german), context: wordRegex(context, german), nearby: false})
  }
  for (const {category, pattern, context} of rules.conditionalNearby ?? []) {
    compiled.push({category, regex: scanRegex(pattern, german), context: wordRegex(context, german), nearby: true})
  }
  const benign: CompiledLanguage['benign'] = {}
  for (const category of RED_FLAG_CATEGORIES) {
    const rule = rules.benign?.[category]
    if (rule) {
      benign[category] = {
        all: rule.all.map((source) => wordRegex(source, german)),
        unless: rule.unless ? wordRegex(rule.unless, german) : null,
      }
    }
  }
  const clauseStops = set(rules.clauseBreakers)
  const markers = set([
    ...rules.functionWords, ...rules.negationCues, ...rules.bridges, ...rules.clauseBreakers, ...rules.segmentBreakers, ...rules.disjunctions,
  ])
  return {
    language: rules.language,
    rules: compiled,
    german,
    clauseStops,
    markers,
    stops: new Set([...clauseStops, ...set(rules.segmentBreakers)]),
    cues: set(rules.negationCues),
    cueSuffixes: rules.negationSuffixes ?? [],
    pseudo: rules.pseudoNegations.length > 0 ? new RegExp(wordRegex(rules.pseudoNegations, german).source, 'g') : null,
    bridges: set(rules.bridges),
    disjunctions: set(rules.disjunctions),
    intensifiers: wordRegex(rules.intensifiers, german),
    remotePast: wordRegex(rules.remotePast, german),
    recent: wordRegex(rules.recent, german),
    recovered: rules.recovered ? wordRegex(rules.recovered, german) : null,
    afterEvent: new RegExp(`(?:^|\\s)(?:${expandSource(rules.afterEvent, german)})$`),
    eventNouns: wordRegex(rules.eventNouns, german),
    questionOpeners: new RegExp(`^(?:${expandSource(rules.questionOpeners, german)})(?![a-z0-9])`),
    generalCues: wordRegex(rules.generalCues, german),
    personal: wordRegex(rules.personal, german),
    definitionPrefix: new RegExp(`^(?:${expandSource(rules.definitionPrefix, german)})$`),
    benign,
  }
}

const LANGUAGES: readonly CompiledLanguage[] = [en, es, fr, de].map(compileLanguage)

/** All languages, the one `locale` names first. */
function languagesFor(locale: string | undefined): readonly CompiledLanguage[] {
  if (typeof locale !== 'string') return LANGUAGES
  const primary = locale.toLowerCase().split(/[-_]/)[0]
  const index = LANGUAGES.findIndex((language) => language.language === primary)
  if (index <= 0) return LANGUAGES
  const first = LANGUAGES[index] as CompiledLanguage
  return [first, ...LANGUAGES.filter((language) => language !== first)]
}

// ---------------------------------------------------------------------------------------
// Checking a hit

/** One message being scanned: its tokens, and what has been worked out about them. */
interface Scan {
  /** The normalised text. */
  s: string
  /** `s` split at its single spaces, and the offset in `s` where each token starts. */
  tokens: readonly string[]
  offsets: readonly number[]
  /** The tokens with German umlaut spellings folded, made when first needed. */
  folded: string[] | null
  /** Per language, which tokens are inside a pseudo-negation ("not sure"). */
  neutral: Map<CompiledLanguage, Uint8Array>
  /** The first token of each token's sentence, and the token after its last. */
  sentenceFrom: Int32Array
  sentenceTo: Int32Array
  /** Per language, running totals of function-word scores (`[i]` = tokens before `i`). */
  scoreSums: Float64Array[] | null
  /** Hit contexts, by language and span. */
  contexts: Map<string, HitContext>
}

function createScan(s: string): Scan {
  const tokens = s.length > 0 ? s.split(' ') : []
  const offsets: number[] = []
  let offset = 0
  for (const token of tokens) {
    offsets.push(offset)
    offset += token.length + 1
  }
  const sentenceFrom = new Int32Array(tokens.length)
  const sentenceTo = new Int32Array(tokens.length)
  let from = 0
  for (let i = 0; i < tokens.length; i++) {
    sentenceFrom[i] = from
    if (isSentenceEnd(tokens[i] as string)) {
      sentenceTo.fill(i, from, i)
      sentenceTo[i] = i
      from = i + 1
    }
  }
  sentenceTo.fill(tokens.length, from)
  return {
    s, tokens, offsets, folded: null, neutral: new Map(), sentenceFrom, sentenceTo, scoreSums: null, contexts: new Map(),
  }
}

/** Token `i` as `language` compares it. */
function tokenAt(language: CompiledLanguage, scan: Scan, i: number): string {
  if (!language.german) return scan.tokens[i] as string
  scan.folded ??= scan.tokens.map(foldGerman)
  return scan.folded[i] as string
}

/** The index of the token that contains character `index` of the normalised text. */
function tokenIndex(scan: Scan, index: number): number {
  let low = 0
  let high = scan.offsets.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((scan.offsets[middle] as number) <= index) low = middle
    else high = middle - 1
  }
  return low
}

function isSentenceEnd(token: string): boolean {
  return token === '.' || token === '?'
}

function hasLiveHit(language: CompiledLanguage, rule: CompiledRule, scan: Scan): boolean {
  const regex = rule.regex
  regex.lastIndex = 0
  let checks = 0
  for (let match = regex.exec(scan.s); match !== null; match = regex.exec(scan.s)) {
    const start = match.index
    if (++checks > MAX_HIT_CHECKS_PER_RULE || isLive(language, rule, scan, start, start + match[0].length)) return true
    regex.lastIndex = start + 1
  }
  return false
}

/**
 * How strongly tokens `from`..`to` look like each language, in `LANGUAGES` order: each
 * function word counts 1, shared between the languages that have it ("no", "la", "was").
 */
function languageScores(scan: Scan, from: number, to: number): number[] {
  if (!scan.scoreSums) {
    const sums = LANGUAGES.map(() => new Float64Array(scan.tokens.length + 1))
    const owners: number[] = []
    for (let i = 0; i < scan.tokens.length; i++) {
      owners.length = 0
      LANGUAGES.forEach((language, index) => {
        if (language.markers.has(tokenAt(language, scan, i))) owners.push(index)
      })
      sums.forEach((sum, index) => {
        sum[i + 1] = (sum[i] as number) + (owners.includes(index) ? 1 / owners.length : 0)
      })
    }
    scan.scoreSums = sums
  }
  return scan.scoreSums.map((sum) => (sum[to] as number) - (sum[from] as number))
}

/** The indexes of the highest scores among `among`. */
function best(scores: readonly number[], among: readonly number[]): number[] {
  const top = Math.max(...among.map((index) => scores[index] ?? 0))
  return among.filter((index) => scores[index] === top)
}

/**
 * The language a hit's sentence is written in: the one with the most function words in
 * the sentence (at most `MAX_CONTEXT_WORDS` each side of the hit), then in the whole
 * message, then the pattern's own language. A hit is judged by the words of the language
 * around it, not of the pattern that found it ("anaphylaxis" is also a French pattern,
 * "What is anaphylaxis?" is English).
 */
function contextLanguage(own: CompiledLanguage, scan: Scan, first: number, last: number): CompiledLanguage {
  const from = Math.max(scan.sentenceFrom[first] ?? 0, first - MAX_CONTEXT_WORDS)
  const to = Math.min(scan.sentenceTo[last - 1] ?? scan.tokens.length, last + MAX_CONTEXT_WORDS)
  let candidates = best(languageScores(scan, from, to), LANGUAGES.map((_, index) => index))
  if (candidates.length > 1) candidates = best(languageScores(scan, 0, scan.tokens.length), candidates)
  const ownIndex = LANGUAGES.indexOf(own)
  const index = candidates.includes(ownIndex) ? ownIndex : (candidates[0] ?? ownIndex)
  return LANGUAGES[index] ?? own
}

function isLive(own: CompiledLanguage, rule: CompiledRule, scan: Scan, start: number, end: number): boolean {
  const first = tokenIndex(scan, start)
  const last = tokenIndex(scan, end - 1) + 1
  const language = contextLanguage(own, scan, first, last)
  const context = readContext(language, scan, start, end, first, last)
  if (rule.context && !rule.context.test(rule.nearby ? nearbyText(scan, first, last) : context.clause)) return false
  if (isNegated(language, scan, first, context)) return false
  const benign = language.benign[rule.category]
  if (benign && benign.all.every((regex) => regex.test(context.clause)) && !benign.unless?.test(context.clause)) return false
  if (rule.category === 'self_harm') return true
  return !isRemotePast(language, context) && !isGeneralQuestion(language, context)
}

/** The words within `MAX_CONTEXT_WORDS` of tokens `first`..`last`, across sentence ends. */
function nearbyText(scan: Scan, first: number, last: number): string {
  return scan.tokens.slice(Math.max(0, first - MAX_CONTEXT_WORDS), Math.min(scan.tokens.length, last + MAX_CONTEXT_WORDS)).join(' ')
}

/** The text around a hit, cut into clause and segment. */
interface HitContext {
  hit: string
  /** Tokens before the hit in its segment, in order. */
  segmentBefore: string[]
  segment: string
  /** The hit and what follows it in its segment. */
  segmentAfter: string
  clause: string
  /** The clause from its start (the hit's segment if the clause starts with the hit). */
  clauseStart: string
  /** The clause's sentence ends with `?`. */
  question: boolean
  /** The hit's sentence, at most `MAX_CONTEXT_WORDS` words each side of the hit. */
  sentence: string
}

function readContext(
  language: CompiledLanguage, scan: Scan, start: number, end: number, first: number, last: number,
): HitContext {
  const key = `${language.language}:${start}:${end}`
  const cached = scan.contexts.get(key)
  if (cached) return cached
  const {tokens} = scan
  const isClauseEnd = (i: number) => isSentenceEnd(tokens[i] as string) || language.clauseStops.has(tokenAt(language, scan, i))
  const isSegmentEnd = (i: number) => isClauseEnd(i) || tokens[i] === ',' || language.stops.has(tokenAt(language, scan, i))
  const floor = Math.max(0, first - MAX_CONTEXT_WORDS)
  const ceiling = Math.min(tokens.length, last + MAX_CONTEXT_WORDS)

  let clauseFrom = first
  while (clauseFrom > floor && !isClauseEnd(clauseFrom - 1)) clauseFrom--
  let segmentFrom = first
  while (segmentFrom > clauseFrom && !isSegmentEnd(segmentFrom - 1)) segmentFrom--
  let clauseTo = last
  while (clauseTo < ceiling && !isClauseEnd(clauseTo)) clauseTo++
  let segmentTo = last
  while (segmentTo < clauseTo && !isSegmentEnd(segmentTo)) segmentTo++
  let mark = clauseTo // skip contrastive words to the sentence's own mark
  while (mark < ceiling && !isSentenceEnd(tokens[mark] as string)) mark++

  const hit = scan.s.slice(start, end)
  const segmentBefore = tokens.slice(segmentFrom, first)
  const segmentAfter = [hit, ...tokens.slice(last, segmentTo)].join(' ')
  const clauseBefore = tokens.slice(clauseFrom, first)
  const context: HitContext = {
    hit,
    segmentBefore,
    segment: [...segmentBefore, segmentAfter].join(' '),
    segmentAfter,
    clause: [...clauseBefore, hit, ...tokens.slice(last, clauseTo)].join(' '),
    clauseStart: clauseBefore.length > 0 ? clauseBefore.join(' ') : segmentAfter,
    question: tokens[mark] === '?',
    sentence: tokens.slice(
      Math.max(scan.sentenceFrom[first] ?? 0, floor), Math.min(scan.sentenceTo[last - 1] ?? tokens.length, ceiling),
    ).join(' '),
  }
  scan.contexts.set(key, context)
  return context
}

function isCue(language: CompiledLanguage, token: string): boolean {
  if (language.cues.has(token)) return true
  return language.cueSuffixes.some((suffix) => token.length > suffix.length && token.endsWith(suffix))
}

/** Which tokens of the message lie inside one of `language`'s pseudo-negations. */
function neutralTokens(language: CompiledLanguage, scan: Scan): Uint8Array {
  let mask = scan.neutral.get(language)
  if (mask) return mask
  mask = new Uint8Array(scan.tokens.length)
  if (language.pseudo) {
    language.pseudo.lastIndex = 0
    for (let match = language.pseudo.exec(scan.s); match !== null; match = language.pseudo.exec(scan.s)) {
      const end = match.index + Math.max(1, match[0].length)
      for (let i = tokenIndex(scan, match.index); i < mask.length && (scan.offsets[i] as number) < end; i++) mask[i] = 1
      language.pseudo.lastIndex = end
    }
  }
  scan.neutral.set(language, mask)
  return mask
}

/**
 * A negation cue governs the hit: it is in the same segment, at most
 * `MAX_NEGATION_LOOKBACK` words before it, and the words between are bridges or end in an
 * "or"-list.
 */
function isNegated(language: CompiledLanguage, scan: Scan, first: number, context: HitContext): boolean {
  const hitWord = context.hit.split(' ')[0] ?? ''
  if (isCue(language, language.german ? foldGerman(hitWord) : hitWord)) return false
  if (language.intensifiers.test(context.segmentAfter)) return false
  const neutral = neutralTokens(language, scan)
  const between: string[] = [] // nearest first
  for (let i = first - 1; i >= 0 && between.length < MAX_NEGATION_LOOKBACK; i--) {
    const token = neutral[i] ? NEUTRAL : tokenAt(language, scan, i)
    if (isSentenceEnd(token) || language.stops.has(token)) return false
    if (isCue(language, token)) return governs(language, between)
    between.push(token)
  }
  return false
}

/** `between` (nearest the hit first) lets a cue reach the hit. */
function governs(language: CompiledLanguage, between: readonly string[]): boolean {
  const or = between.findIndex((token) => language.disjunctions.has(token))
  const tail = or === -1 ? between : between.slice(0, or)
  return tail.every((token) => language.bridges.has(token))
}

function isRemotePast(language: CompiledLanguage, context: HitContext): boolean {
  if (language.recent.test(context.segment)) return false
  if (language.remotePast.test(context.segment)) return true
  if (language.recovered?.test(context.sentence) && language.remotePast.test(context.sentence)) return true
  if (!language.eventNouns.test(context.hit)) return false
  return language.afterEvent.test(context.segmentBefore.join(' '))
}

/**
 * A clause that opens with a question word is judged as a whole ("what is the difference
 * between a heart attack and cardiac arrest"); otherwise only the hit's segment counts,
 * and it must be asked (`?`) or open with a question word itself, so "my chest hurts,
 * what causes that?" stays flagged. "What is X?" asks for a definition.
 */
function isGeneralQuestion(language: CompiledLanguage, context: HitContext): boolean {
  if (language.definitionPrefix.test(context.segmentBefore.join(' '))) return !language.personal.test(context.clause)
  if (language.questionOpeners.test(context.clauseStart)) {
    return language.generalCues.test(context.clause) && !language.personal.test(context.clause)
  }
  const asked = context.question || language.questionOpeners.test(context.segment)
  return asked && language.generalCues.test(context.segment) && !language.personal.test(context.segment)
}
