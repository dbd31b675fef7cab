/**
 * Benign contexts (`RedFlagLanguage.benign`): a hit is dropped when every `all` source of a rule
 * occurs in its clause (or sentence) and no `unless` warning sign occurs there. A warning sign the
 * visitor denies ("it doesn't squeeze", "not out of breath", "ça ne serre pas") is not there: it
 * gets the same negation as a hit, before it and right after it.
 */
import {type HitContext, isContextDeniedAfter, isNegated, readContext} from './checks'
import {type CompiledBenignRule, type CompiledLanguage, MAX_HIT_CHECKS_PER_RULE} from './compile'
import {isFunctionWord} from './denial-after'
import {type Scan, tokenAt, tokenIndex} from './scan'

export function isBenign(
  language: CompiledLanguage, rules: readonly CompiledBenignRule[] | undefined, scan: Scan, context: HitContext,
): boolean {
  return rules?.some(({all, unless, unlessAll, sentence}) => {
    const text = sentence ? context.sentence : context.clause
    if (!all.every((regex) => regex.test(text))) return false
    if (!unless?.test(text)) return true
    const [from, to] = sentence ? [context.sentenceFrom, context.sentenceTo] : [context.clauseFrom, context.clauseTo]
    return !hasUndeniedSign(language, unlessAll, scan, from, to)
  }) ?? false
}

/**
 * Some occurrence of a warning sign (`regex`, global) in tokens `from`..`to` is neither negated
 * nor denied right after it. A sign that names a function whose absence is the danger ("ne tète
 * pas", "no respira") always counts, even where the negation denies a lack ("no me falta el
 * aire"), and so, when in doubt, does any sign: when no occurrence is found here (a sign cut
 * inside a word), and past `MAX_HIT_CHECKS_PER_RULE` occurrences.
 */
function hasUndeniedSign(language: CompiledLanguage, regex: RegExp | null, scan: Scan, from: number, to: number): boolean {
  if (!regex || to <= from) return true
  const base = scan.offsets[from] as number
  const text = scan.s.slice(base, (scan.offsets[to - 1] as number) + (scan.tokens[to - 1] as string).length)
  regex.lastIndex = 0
  let checks = 0
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    if (++checks > MAX_HIT_CHECKS_PER_RULE) return true
    const start = base + match.index
    const end = start + match[0].length
    const first = tokenIndex(scan, start)
    const last = tokenIndex(scan, start + Math.max(1, match[0].length) - 1) + 1
    for (let i = first; i < last; i++) if (isFunctionWord(language, tokenAt(language, scan, i))) return true
    const around = readContext(language, scan, start, end, first, last)
    if (!isNegated(language, scan, first, around) && !isContextDeniedAfter(language, scan, end, first, last, around)) return true
    regex.lastIndex = match.index + 1
  }
  return checks === 0
}
