/**
 * Whether a hit counts: not negated, not in the remote past, not a general question (nor a question
 * in a study or news context, ./study-context.ts), not made benign by its clause, not retracted by
 * the next sentence (./retraction.ts), and with its context where the rule needs one
 * (src/safety/README.md).
 */
import {type CompiledLanguage, type CompiledRule, MAX_CONTEXT_WORDS, MAX_HIT_CHECKS_PER_RULE, MAX_NEGATION_LOOKBACK, NEUTRAL, foldGerman} from './compile'
import {isBenign} from './benign'
import {isDeniedAfter, isFunctionWord} from './denial-after'
import {isGeneralQuestion} from './general-question'
import {denialWordsFor} from './denial-words'
import {isRetracted} from './retraction'
import {type Scan, contextLanguage, isSentenceEnd, tokenAt, tokenIndex} from './scan'
import {hasStudyContext} from './study-context'

export function hasLiveHit(language: CompiledLanguage, rule: CompiledRule, scan: Scan): boolean {
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

/** Whether a global regex matches anywhere in `text`, leaving its `lastIndex` as it found it: 0. */
function occursIn(regex: RegExp, text: string): boolean {
  regex.lastIndex = 0
  const found = regex.test(text)
  regex.lastIndex = 0
  return found
}

export function isLive(own: CompiledLanguage, rule: CompiledRule, scan: Scan, start: number, end: number): boolean {
  const first = tokenIndex(scan, start)
  const last = tokenIndex(scan, end - 1) + 1
  const language = contextLanguage(own, scan, first, last)
  const context = readContext(language, scan, start, end, first, last)
  if (rule.context) {
    const found = rule.contextScan ? hasLiveContext(language, rule.contextScan, scan, first, last, rule.reach)
      : rule.messageContext ? hasMessageContext(own, rule, rule.context, scan)
        : occursIn(rule.context, context.clause) && hasUndeniedContext(language, rule.contextAll, scan, context.clauseFrom, context.clauseTo)
    if (!found) return false
  }
  if (isNegated(language, scan, first, context) || isDeniedAfterIn([language, own], scan, end, first, last, context)) return false
  if (isStateDeniedWithin(language, scan, first, last)) return false
  if (isBenign(language, language.benign[rule.category], scan, context)) return false
  if (rule.category === 'self_harm') {
    return !(language.selfHarmGeneric?.test(context.clause) && isGeneralQuestion(language, context))
  }
  if (isRemotePast(language, context) || isGeneralQuestion(language, context, own)) return false
  if (isAsked(language, context, own) && hasStudyContext(scan)) return false
  return !isRetracted(scan, first, last)
}

/**
 * The hit's clause or segment opens with a question word (of the sentence's language or the
 * pattern's). A sign told before the question ("stiff neck and a rash, is it meningitis?") is
 * described, not asked about.
 */
function isAsked(language: CompiledLanguage, context: HitContext, own: CompiledLanguage): boolean {
  const opens = (text: string) => language.questionOpeners.test(text) || own.questionOpeners.test(text)
  return opens(context.clauseStart) || opens(context.segment)
}

/**
 * A conditional rule's context occurs within `reach` words of the hit (tokens `first`..`last`),
 * across clause and sentence ends, and at least one occurrence is not negated. Past
 * `MAX_HIT_CHECKS_PER_RULE` occurrences the next one counts, as for hits.
 */
export function hasLiveContext(
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
    const contextEnd = start + match[0].length
    if (!isNegated(language, scan, contextFirst, around) && !isContextDeniedAfter(language, scan, contextEnd, contextFirst, contextLast, around)) return true
    regex.lastIndex = match.index + 1
  }
  return false
}

/**
 * A conditional rule's context occurs anywhere in the message (`scope: 'message'`), not denied
 * right after it, each occurrence judged in its own sentence's language; worked out once per rule
 * and message.
 */
export function hasMessageContext(own: CompiledLanguage, rule: CompiledRule, context: RegExp, scan: Scan): boolean {
  let found = scan.messageContexts.get(rule)
  if (found === undefined) {
    found = occursIn(context, scan.s) && hasUndeniedContext(own, rule.contextAll, scan, 0, scan.tokens.length, true)
    scan.messageContexts.set(rule, found)
  }
  return found
}

/**
 * Some occurrence of a context (`regex`, global) in tokens `from`..`to` is not denied right after
 * it ("face not swollen", "cara no hinchada", "Gesicht? nein"). Only called once the context is
 * known to occur: when no occurrence is found here (a hit cut inside a word), the context counts.
 * Past `MAX_HIT_CHECKS_PER_RULE` occurrences the next one counts.
 */
export function hasUndeniedContext(
  language: CompiledLanguage, regex: RegExp | null, scan: Scan, from: number, to: number, ownLanguage = false,
): boolean {
  if (!regex || to <= from) return true
  const base = scan.offsets[from] as number
  const end = (scan.offsets[to - 1] as number) + (scan.tokens[to - 1] as string).length
  const text = scan.s.slice(base, end)
  regex.lastIndex = 0
  let checks = 0
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const start = base + match.index
    const contextEnd = start + match[0].length
    const contextFirst = tokenIndex(scan, start)
    const contextLast = tokenIndex(scan, start + Math.max(1, match[0].length) - 1) + 1
    if (++checks > MAX_HIT_CHECKS_PER_RULE) return true
    const judge = ownLanguage ? contextLanguage(language, scan, contextFirst, contextLast) : language
    const around = readContext(judge, scan, start, contextEnd, contextFirst, contextLast)
    if (!isContextDeniedAfter(judge, scan, contextEnd, contextFirst, contextLast, around)) return true
    regex.lastIndex = match.index + 1
  }
  return checks === 0
}

/** A context word is denied right after it: as a sign is ("Gesicht? nein"), or by a negated state ("face not swollen"). */
export function isContextDeniedAfter(
  language: CompiledLanguage, scan: Scan, end: number, first: number, last: number, around: HitContext,
): boolean {
  return isDeniedAfterIn([language], scan, end, first, last, around) || isStateDeniedAfter(language, scan, first, last)
}

/** Words read after a context word for a negated state ("is not at all swollen"). */
const MAX_STATE_WORDS = 5

/**
 * Tokens `first`..`last` (a context word) are followed, in their segment, by a negation and a
 * state of the language's short list with only link words between ("cara no está hinchada",
 * "visage pas gonflé", "Nacken ist nicht steif"). A context that names a function whose
 * absence is the danger is never denied this way.
 */
export function isStateDeniedAfter(language: CompiledLanguage, scan: Scan, first: number, last: number): boolean {
  return deniedStateAt(language, scan, first, last) !== -1
}

/**
 * A hit that spans its own denied state ("cara no hinchada", "visage pas gonflé", a pattern whose
 * gap lets the negation in): the word it opens with is denied by a state inside the hit.
 */
export function isStateDeniedWithin(language: CompiledLanguage, scan: Scan, first: number, last: number): boolean {
  for (let k = first + 1; k < last - 1; k++) {
    const state = deniedStateAt(language, scan, first, k)
    if (state !== -1) return state < last
  }
  return false
}

/** The index of the denied state after tokens `first`..`last` (see `isStateDeniedAfter`), or -1. */
function deniedStateAt(language: CompiledLanguage, scan: Scan, first: number, last: number): number {
  const words = denialWordsFor(language)
  if (!words) return -1
  for (let i = first; i < last; i++) if (isFunctionWord(language, tokenAt(language, scan, i))) return -1
  const neutral = neutralTokens(language, scan)
  let i = last
  if (scan.tokens[i] === ',') i++
  let negated = false
  for (const limit = i + MAX_STATE_WORDS; i < limit && i < scan.tokens.length; i++) {
    if (neutral[i]) return -1
    const token = tokenAt(language, scan, i)
    if (words.contextNegations.has(token)) negated = true
    else if (!words.contextLinks.has(token)) return negated && words.contextStates.test(token) ? i : -1
  }
  return -1
}

/** The text around a hit, cut into clause and segment. */
export interface HitContext {
  hit: string
  /** Tokens before the hit in its segment, in order. */
  segmentBefore: string[]
  segment: string
  /** The hit and what follows it in its segment. */
  segmentAfter: string
  clause: string
  /** The clause from its start (the hit's segment if the clause starts with the hit). */
  clauseStart: string
  /** The clause's first token, and the token after its last. */
  clauseFrom: number
  clauseTo: number
  /** The clause's sentence ends with `?`. */
  question: boolean
  /** The hit's sentence, at most `MAX_CONTEXT_WORDS` words each side of the hit. */
  sentence: string
  /** That sentence's first token, and the token after its last. */
  sentenceFrom: number
  sentenceTo: number
}

export function readContext(
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
  const sentenceFrom = Math.max(scan.sentenceFrom[first] ?? 0, floor)
  const sentenceTo = Math.min(scan.sentenceTo[last - 1] ?? tokens.length, ceiling)
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
    clauseFrom,
    clauseTo,
    question: tokens[mark] === '?',
    sentence: tokens.slice(sentenceFrom, sentenceTo).join(' '),
    sentenceFrom,
    sentenceTo,
  }
  scan.contexts.set(key, context)
  return context
}

export function isCue(language: CompiledLanguage, token: string): boolean {
  if (language.cues.has(token)) return true
  return language.cueSuffixes.some((suffix) => token.length > suffix.length && token.endsWith(suffix))
}

/** Marks of `neutralTokens`: a pseudo-negation ("not sure"), a superlative ("como nunca"). */
export const PSEUDO = 1
export const SUPERLATIVE = 2

/**
 * Which tokens of the message lie inside one of `language`'s pseudo-negations ("not sure") or
 * inside a denial word used as a superlative ("como nunca", ./denial-words.ts); 0 elsewhere.
 */
export function neutralTokens(language: CompiledLanguage, scan: Scan): Uint8Array {
  let mask = scan.neutral.get(language)
  if (mask) return mask
  mask = new Uint8Array(scan.tokens.length)
  for (const [regex, mark] of [[language.pseudo, PSEUDO], [denialWordsFor(language)?.superlatives, SUPERLATIVE]] as const) {
    if (!regex) continue
    regex.lastIndex = 0
    for (let match = regex.exec(scan.s); match !== null; match = regex.exec(scan.s)) {
      const end = match.index + Math.max(1, match[0].length)
      for (let i = tokenIndex(scan, match.index); i < mask.length && (scan.offsets[i] as number) < end; i++) mask[i] = mark
      regex.lastIndex = end
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
export function isNegated(language: CompiledLanguage, scan: Scan, first: number, context: HitContext): boolean {
  const hitWord = context.hit.split(' ')[0] ?? ''
  if (isCue(language, language.german ? foldGerman(hitWord) : hitWord)) return false
  if (language.intensifiers.test(context.segmentAfter)) return false
  const neutral = neutralTokens(language, scan)
  const words = denialWordsFor(language)
  // Clitics and the words after "ni / nor / noch" bridge a denial only to a sign that is not a
  // function whose absence is the danger ("no le responde", "nor is he breathing").
  const extended = words !== null && !context.hit.split(' ').some((token) => isFunctionWord(language, language.german ? foldGerman(token) : token))
  if (extended && isCliticDenied(language, scan, first)) return true
  const between: string[] = [] // nearest first
  for (let i = first - 1; i >= 0 && between.length < MAX_NEGATION_LOOKBACK; i--) {
    const token = neutral[i] ? NEUTRAL : tokenAt(language, scan, i)
    if (isSentenceEnd(token) || language.stops.has(token)) return false
    if (extended && words.carriers.has(token) && isCarried(language, scan, i, between)) return true
    if (isCue(language, token)) return governs(language, between, extended)
    between.push(token)
  }
  return false
}

/** Clitics read between a denial and its verb ("no se lo ha tragado"). */
const MAX_CLITICS = 3

/**
 * The hit at token `first` follows a plain denial and clitics only ("no se la bebió", "no le
 * sangra"). A hit that opens with its own "se" reads "no se" as a denial, although "no sé" is
 * neutralised as "I don't know" before "la" or "lo"; a clitic inside that "no sé" before the hit
 * keeps the flag.
 */
function isCliticDenied(language: CompiledLanguage, scan: Scan, first: number): boolean {
  const words = denialWordsFor(language)
  if (!words || words.clitics.size === 0) return false
  const neutral = neutralTokens(language, scan)
  let i = first - 1
  while (i >= 0 && first - 1 - i < MAX_CLITICS && words.clitics.has(tokenAt(language, scan, i))) {
    if (neutral[i]) return false
    i--
  }
  const hitWord = tokenAt(language, scan, first)
  // The hit itself may open with its clitic ("se la bebió"); either way a denial must come first.
  if (i < 0 || (i === first - 1 && !words.clitics.has(hitWord))) return false
  // "no se" read as "no sé" still denies here; "como nunca" does not.
  return neutral[i] !== SUPERLATIVE && words.cliticNegations.has(tokenAt(language, scan, i))
}

/**
 * "ni / nor / noch" at token `at` carries a denial to the item after it (`between`, nearest the
 * hit first), whose words may open it ("nor was it", "ni siquiera", "ni même"). A carrier that
 * needs an opener ("noch" after "weder") counts only with one earlier in its clause.
 */
function isCarried(language: CompiledLanguage, scan: Scan, at: number, between: readonly string[]): boolean {
  const words = denialWordsFor(language)
  if (!words) return false
  if (!between.every((token) => language.bridges.has(token) || words.carrierLeads.has(token) || words.clitics.has(token))) return false
  if (words.carrierOpeners.size === 0) return true
  const neutral = neutralTokens(language, scan)
  for (let i = at - 1; i >= 0 && at - i <= MAX_NEGATION_LOOKBACK; i--) {
    const token = tokenAt(language, scan, i)
    if (isSentenceEnd(token) || language.clauseStops.has(token)) return false
    if (!neutral[i] && words.carrierOpeners.has(token)) return true
  }
  return false
}

/** The words right after a hit deny it, in one of `languages` (the sentence's, then the pattern's). */
export function isDeniedAfterIn(
  languages: readonly CompiledLanguage[], scan: Scan, end: number, first: number, last: number, context: HitContext,
): boolean {
  const opensSegment = context.segmentBefore.length === 0
  return languages.some((language, index) => languages.indexOf(language) === index && isDeniedAfter(language, scan, end, first, last, opensSegment))
}

/** `between` (nearest the hit first) lets a cue reach the hit; with `clitics`, the language's clitics bridge too. */
export function governs(language: CompiledLanguage, between: readonly string[], clitics = false): boolean {
  const or = between.findIndex((token) => language.disjunctions.has(token))
  const tail = or === -1 ? between : between.slice(0, or)
  const extra = clitics ? denialWordsFor(language)?.clitics : undefined
  return tail.every((token) => language.bridges.has(token) || (extra?.has(token) ?? false))
}

export function isRemotePast(language: CompiledLanguage, context: HitContext): boolean {
  if (language.recent.test(context.segment)) return false
  if (language.remotePast.test(context.segment)) return true
  if (language.recovered?.test(context.sentence) && language.remotePast.test(context.sentence)) return true
  if (!language.eventNouns.test(context.hit)) return false
  return language.afterEvent.test(context.segmentBefore.join(' '))
}
