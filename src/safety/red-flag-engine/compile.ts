/**
 * A language's rules compiled to regular expressions, once, at start. The notation of the sources
 * (` ~ ` gaps, German umlaut spellings) is expanded here; every match starts a word and every gap
 * is bounded, so matching stays linear.
 */
import {RED_FLAG_CATEGORIES, type RedFlagCategory} from '../verdict'
import {NeedleIndex, needlesOf} from './needles'
import type {BenignRule, RedFlagLanguage} from './rules'

export interface CompiledRule {
  category: RedFlagCategory
  /** Global; `lastIndex` is reset before each scan. */
  regex: RegExp
  /** Global, like the two below; `occursIn` tests it from the start. */
  context: RegExp | null
  /** For a context with `reach`: its global scan regex, and the words looked at either side. */
  contextScan: RegExp | null
  /** The context as a global regex, to read each of its occurrences in a clause or the message. */
  contextAll: RegExp | null
  reach: number
  /** `context` is looked for in the whole message rather than the hit's clause. */
  messageContext: boolean
}

export interface CompiledLanguage {
  language: string
  rules: readonly CompiledRule[]
  /** Which of `rules` a text could hit: the others are not run on it (./needles.ts). */
  needles: NeedleIndex
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
  justHappened: RegExp | null
  definitionPrefix: RegExp
  benign: Partial<Record<RedFlagCategory, CompiledBenignRule[]>>
  selfHarmGeneric: RegExp | null
}

export interface CompiledBenignRule {
  all: RegExp[]
  unless: RegExp | null
  /** `unless` as a global regex, to judge each of its occurrences (./benign.ts). */
  unlessAll: RegExp | null
  sentence: boolean
}

/** Words looked back from a hit for a negation cue. */
export const MAX_NEGATION_LOOKBACK = 8

/** Words of context gathered on each side of a hit for clause and segment checks. */
export const MAX_CONTEXT_WORDS = 40

/**
 * Words a conditional rule's context may be from its hit (`reach`). Larger than the clause
 * window because the setting ("my daughter is 7 weeks old", "I'm 31 weeks pregnant") is often
 * told at the start of a long message and the danger sign at its end; each hit's window is
 * still bounded, and so is the number of hits checked.
 */
export const MAX_REACH_WORDS = 80

/**
 * Hits of one rule checked in context per message. Past this many, the rule's next hit
 * counts as live: the time per message stays bounded, and an absurd message (dozens of
 * negated mentions of one symptom) errs towards a banner. Counting per rule keeps the
 * result independent of the order in which rules and languages are tried.
 */
export const MAX_HIT_CHECKS_PER_RULE = 24

/** A placeholder token that stands for a neutralised pseudo-negation; never a bridge. */
export const NEUTRAL = '§'

export const WORD = "[a-z0-9']+"

export function foldGerman(token: string): string {
  return token.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

/** A word of a rule list, spelled like a normalised token ("d'" stays "d'"). */
export function plainWord(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').replace(/œ/g, 'oe').normalize('NFD').replace(/\p{M}+/gu, '')
}

/** A pattern source in the notation of `RedFlagLanguage` → a plain regex source. */
export function expandSource(source: string, german: boolean): string {
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
export function wordRegex(sources: readonly string[] | string, german: boolean): RegExp {
  const list = typeof sources === 'string' ? [sources] : sources
  const body = list.map((source) => expandSource(source, german)).join('|')
  return new RegExp(`\\b(?:${body})(?![a-z0-9])`)
}

/**
 * A conditional rule's context as a regex that matches whole words only of the normalised text
 * (`normalizeForMatching`: lower-case a–z, digits, apostrophes and a few punctuation tokens), so
 * its boundaries are plain ASCII classes: no Unicode mode, whose machine code is larger
 * (bench/README.md, "Red-flag detector", "Memory"). An apostrophe joins the words around it
 * ("can't", "aujourd'hui", "quelqu'un"): a context never starts after one, and ends before one
 * only for a clitic that is a word of its own ("my son's", "she's", "geht's").
 */
export function contextRegex(source: string, german: boolean, global: boolean): RegExp {
  const body = expandSource(source, german)
  return new RegExp(`${CONTEXT_START}(?:${body})${CONTEXT_END}`, global ? 'g' : '')
}

const CONTEXT_START = "(?<![a-z0-9'])"
const CONTEXT_END = "(?![a-z0-9])(?!'(?!(?:s|re|m|ll|ve|d)(?![a-z0-9])))"

/** A global regex for one rule's patterns, scanned from the start of the message. */
export function scanRegex(sources: readonly string[] | string, german: boolean): RegExp {
  return new RegExp(wordRegex(sources, german).source, 'g')
}

export function compileLanguage(rules: RedFlagLanguage): CompiledLanguage {
  const german = rules.language === 'de'
  const fold = german ? foldGerman : (token: string) => token
  const set = (words: readonly string[]) => new Set(words.map((word) => fold(plainWord(word))))
  const compiled: CompiledRule[] = []
  for (const category of RED_FLAG_CATEGORIES) {
    const sources = rules.patterns[category]
    if (sources && sources.length > 0) {
      compiled.push({category, regex: scanRegex(sources, german), context: null, contextScan: null, contextAll: null, reach: 0, messageContext: false})
    }
  }
  for (const {category, pattern, context, reach, scope} of rules.conditional) {
    const words = Math.min(MAX_REACH_WORDS, Math.max(0, Math.floor(reach ?? 0)))
    compiled.push({
      // Three objects (each keeps its own `lastIndex`), one source and flags: V8 compiles it once.
      category, regex: scanRegex(pattern, german), context: contextRegex(context, german, true),
      contextScan: words > 0 ? contextRegex(context, german, true) : null, contextAll: contextRegex(context, german, true), reach: words, messageContext: scope === 'message',
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
        unlessAll: rule.unless ? scanRegex(rule.unless, german) : null,
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
    needles: new NeedleIndex(compiled.map((rule) => needlesOf(rule.regex.source))),
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
    justHappened: rules.justHappened ? wordRegex(rules.justHappened, german) : null,
    definitionPrefix: new RegExp(`^(?:${expandSource(rules.definitionPrefix, german)})$`),
    benign,
    selfHarmGeneric: rules.selfHarmGeneric ? wordRegex(rules.selfHarmGeneric, german) : null,
  }
}
