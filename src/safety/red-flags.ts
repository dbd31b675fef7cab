/**
 * Red flags: a deterministic emergency detector, run once on each visitor message when it is sent
 * (its verdict is stored with the message). English, Spanish, French and German; no model, no
 * network; pure and linear in the message; never throws. How it reads a message, its categories
 * with their public sources, and what does not count: src/safety/README.md.
 */

import de from './red-flag-languages/de'
import en from './red-flag-languages/en'
import es from './red-flag-languages/es'
import fr from './red-flag-languages/fr'

import {RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlagResult} from './verdict'

export {RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlagResult}

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
  /**
   * Phrases that flag a category only when `context` also occurs in the same clause. With
   * `scope: 'message'`, the context may be anywhere in the message (it is often said in another
   * sentence: "I'm 30 weeks pregnant. Now I see flashing lights"). With `reach`, it may be up to
   * that many words before or after the hit, across clause and sentence ends ("He fell and hit
   * his head. Now he keeps vomiting."), and counts only where it is not itself negated ("hit his
   * head, no vomiting"). At most `MAX_REACH_WORDS`.
   */
  conditional: readonly {category: RedFlagCategory; pattern: string; context: string; scope?: 'clause' | 'message'; reach?: number}[]
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
   * clause and `unless` does not ("chest hurts a bit after push-ups"). A category may have
   * several such rules; with `scope: 'sentence'`, a rule reads the hit's whole sentence, for a
   * reassurance told after "but" ("it was tight after my run, but it went away and I feel fine").
   */
  benign?: Readonly<Partial<Record<RedFlagCategory, BenignRule | readonly BenignRule[]>>>
  /**
   * Regex source: a generic person ("alguien", "un adolescente", "la gente"). A self-harm hit
   * whose clause names one and is a general question (see `isGeneralQuestion`) is dropped.
   * Without it, self-harm hits are never dropped by questions.
   */
  selfHarmGeneric?: string
}

/** See `RedFlagLanguage.benign`. */
export interface BenignRule {
  all: readonly string[]
  unless?: string
  scope?: 'clause' | 'sentence'
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
 * Run every pattern, so that the regular expressions are compiled at start-up and not on the
 * first visitor's message. A long text goes first: V8 runs a regular expression's first matches in
 * its interpreter and compiles it to machine code when a long subject asks for it; compiled on
 * short messages alone, the largest ones can stay interpreted, and a long message then takes ten
 * times as long. Returns how many sample texts it checked.
 */
export function warmUpRedFlags(): number {
  const sentences = ['I have had a mild headache since yesterday.', 'Tengo un poco de tos desde ayer.', "J'ai un peu mal à la gorge depuis hier.", 'Ich habe seit gestern leichte Kopfschmerzen.']
  const samples = [sentences.join(' ').repeat(12), ...sentences]
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
  /** For a context with `reach`: its global scan regex, and the words looked at either side. */
  contextScan: RegExp | null
  reach: number
  /** `context` is looked for in the whole message rather than the hit's clause. */
  messageContext: boolean
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
  benign: Partial<Record<RedFlagCategory, {all: RegExp[]; unless: RegExp | null; sentence: boolean}[]>>
  selfHarmGeneric: RegExp | null
}

/** Words looked back from a hit for a negation cue. */
const MAX_NEGATION_LOOKBACK = 8
/** Words of context gathered on each side of a hit for clause and segment checks. */
const MAX_CONTEXT_WORDS = 40
/**
 * Words a conditional rule's context may be from its hit (`reach`). Larger than the clause
 * window because the setting ("my daughter is 7 weeks old", "I'm 31 weeks pregnant") is often
 * told at the start of a long message and the danger sign at its end; each hit's window is
 * still bounded, and so is the number of hits checked.
 */
const MAX_REACH_WORDS = 80
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
      compiled.push({category, regex: scanRegex(sources, german), context: null, contextScan: null, reach: 0, messageContext: false})
    }
  }
  for (const {category, pattern, context, reach, scope} of rules.conditional) {
    const words = Math.min(MAX_REACH_WORDS, Math.max(0, Math.floor(reach ?? 0)))
    compiled.push({
      category, regex: scanRegex(pattern, german), context: wordRegex(context, german),
      contextScan: words > 0 ? scanRegex(context, german) : null, reach: words, messageContext: scope === 'message',
    })
  }
  const benign: CompiledLanguage['benign'] = {}
  for (const category of RED_FLAG_CATEGORIES) {
    const entry = rules.benign?.[category]
    if (entry) {
      const list: readonly BenignRule[] = 'all' in entry ? [entry as BenignRule] : entry as readonly BenignRule[]
      benign[category] = list.map((rule) => ({
        all: rule.all.map((source) => wordRegex(source, german)),
        unless: rule.unless ? wordRegex(rule.unless, german) : null,
        sentence: rule.scope === 'sentence',
      }))
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
    selfHarmGeneric: rules.selfHarmGeneric ? wordRegex(rules.selfHarmGeneric, german) : null,
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
  /** Whether a message-scope rule's context occurs in the message, tested once per rule. */
  messageContexts: Map<CompiledRule, boolean>
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
    messageContexts: new Map(),
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
  if (rule.context) {
    const found = rule.contextScan ? hasLiveContext(language, rule.contextScan, scan, first, last, rule.reach)
      : rule.messageContext ? hasMessageContext(rule, rule.context, scan)
        : rule.context.test(context.clause)
    if (!found) return false
  }
  if (isNegated(language, scan, first, context)) return false
  const benign = language.benign[rule.category]
  if (benign?.some(({all, unless, sentence}) => {
    const text = sentence ? context.sentence : context.clause
    return all.every((regex) => regex.test(text)) && !unless?.test(text)
  })) return false
  if (rule.category === 'self_harm') {
    return !(language.selfHarmGeneric?.test(context.clause) && isGeneralQuestion(language, context))
  }
  return !isRemotePast(language, context) && !isGeneralQuestion(language, context)
}

/**
 * A conditional rule's context occurs within `reach` words of the hit (tokens `first`..`last`),
 * across clause and sentence ends, and at least one occurrence is not negated. Past
 * `MAX_HIT_CHECKS_PER_RULE` occurrences the next one counts, as for hits.
 */
function hasLiveContext(
  language: CompiledLanguage, regex: RegExp, scan: Scan, first: number, last: number, reach: number,
): boolean {
  const from = Math.max(0, first - reach)
  const to = Math.min(scan.tokens.length, last + reach)
  const base = scan.offsets[from] as number
  const end = to > from ? (scan.offsets[to - 1] as number) + (scan.tokens[to - 1] as string).length : base
  const text = scan.s.slice(base, end)
  regex.lastIndex = 0
  let checks = 0
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const start = base + match.index
    const contextFirst = tokenIndex(scan, start)
    const contextLast = tokenIndex(scan, start + Math.max(1, match[0].length) - 1) + 1
    if (++checks > MAX_HIT_CHECKS_PER_RULE) return true
    const around = readContext(language, scan, start, start + match[0].length, contextFirst, contextLast)
    if (!isNegated(language, scan, contextFirst, around)) return true
    regex.lastIndex = match.index + 1
  }
  return false
}

/** A conditional rule's context occurs anywhere in the message (`scope: 'message'`); worked out once per rule and message. */
function hasMessageContext(rule: CompiledRule, context: RegExp, scan: Scan): boolean {
  let found = scan.messageContexts.get(rule)
  if (found === undefined) {
    found = context.test(scan.s)
    scan.messageContexts.set(rule, found)
  }
  return found
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
