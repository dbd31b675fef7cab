/** The shape of one language's red-flag rules (src/safety/red-flag-languages/), as data. */
import type {RedFlagCategory} from '../verdict'

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
   * head, no vomiting"). At most `MAX_REACH_WORDS` (./compile.ts).
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
  /**
   * Regex source: says something has just happened or is happening now ("just took", "vient de",
   * "se acaba de", "gerade"). A question that carries it in the hit's clause is about someone,
   * however generally it is worded ("what do you do for a friend who just took 30 pills?"). Optional.
   */
  justHappened?: string
  /** The language's most common words, to tell which language a sentence is in. */
  functionWords: readonly string[]
  /** Regex source: all of a segment before a hit that asks what it is ("what is", "qu'est-ce que"). */
  definitionPrefix: string
  /**
   * Per category, clause contexts where a hit is benign: every `all` source occurs in the
   * clause and `unless` does not, except where it is denied as a hit would be ("chest hurts a bit
   * after push-ups, not crushing"; ./benign.ts). A category may have
   * several such rules; with `scope: 'sentence'`, a rule reads the hit's whole sentence, for a
   * reassurance told after "but" ("it was tight after my run, but it went away and I feel fine").
   */
  benign?: Readonly<Partial<Record<RedFlagCategory, BenignRule | readonly BenignRule[]>>>
  /**
   * Regex source: a generic person ("alguien", "un adolescente", "la gente"). A self-harm hit
   * whose clause names one and is a general question (see `isGeneralQuestion` in
   * ./general-question.ts) is dropped.
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
