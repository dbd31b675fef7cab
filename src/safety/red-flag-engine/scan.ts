/** One message being scanned: its tokens, sentence ends and which language each part is in. */
import type {HitContext} from './checks'
import {type CompiledLanguage, type CompiledRule, MAX_CONTEXT_WORDS, foldGerman} from './compile'
import {LANGUAGES} from './languages'

/** One message being scanned: its tokens, and what has been worked out about them. */
export interface Scan {
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
  /** Per sentence start, whether that sentence retracts the one before it (./retraction.ts). */
  retractions: Map<number, boolean>
  /** Where the last danger sign a retraction must not precede starts, or -1; found when first needed. */
  lastDanger: number | null
  /** Whether the message sets a general question in study, news or curiosity (./study-context.ts). */
  studyContext: boolean | null
}

export function createScan(s: string): Scan {
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
    messageContexts: new Map(), retractions: new Map(), lastDanger: null, studyContext: null,
  }
}

/** Token `i` as `language` compares it. */
export function tokenAt(language: CompiledLanguage, scan: Scan, i: number): string {
  if (!language.german) return scan.tokens[i] as string
  scan.folded ??= scan.tokens.map(foldGerman)
  return scan.folded[i] as string
}

/** The index of the token that contains character `index` of the normalised text. */
export function tokenIndex(scan: Scan, index: number): number {
  let low = 0
  let high = scan.offsets.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((scan.offsets[middle] as number) <= index) low = middle
    else high = middle - 1
  }
  return low
}

export function isSentenceEnd(token: string): boolean {
  return token === '.' || token === '?'
}

/**
 * How strongly tokens `from`..`to` look like each language, in `LANGUAGES` order: each
 * function word counts 1, shared between the languages that have it ("no", "la", "was").
 */
export function languageScores(scan: Scan, from: number, to: number): number[] {
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
export function best(scores: readonly number[], among: readonly number[]): number[] {
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
export function contextLanguage(own: CompiledLanguage, scan: Scan, first: number, last: number): CompiledLanguage {
  const from = Math.max(scan.sentenceFrom[first] ?? 0, first - MAX_CONTEXT_WORDS)
  const to = Math.min(scan.sentenceTo[last - 1] ?? scan.tokens.length, last + MAX_CONTEXT_WORDS)
  let candidates = best(languageScores(scan, from, to), LANGUAGES.map((_, index) => index))
  if (candidates.length > 1) candidates = best(languageScores(scan, 0, scan.tokens.length), candidates)
  const ownIndex = LANGUAGES.indexOf(own)
  const index = candidates.includes(ownIndex) ? ownIndex : (candidates[0] ?? ownIndex)
  return LANGUAGES[index] ?? own
}
